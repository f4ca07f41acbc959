"""What a gate would do on logged runs, for the report page (``uselessdetect report``).

The figures come from the library: the recommendation from :class:`~uselessdetect.fit.KFitter`
(``rule="all"``); for each rule (run, cusum, sprt, at fit-k's parameters) the calls cut and the
successful runs stopped as the outcome replay counts them
(:class:`~uselessdetect.measure.RunReplay` per run, ``summarise``'s bootstrap), with the trips
from the rules' own arithmetic for all runs at once (:func:`~uselessdetect.fit._trips.first_trips`,
one stream per run and source, the rule objects and the choice of tools a shadow
:class:`~uselessdetect.gate.StopGate` makes) — tests hold them equal to
:func:`~uselessdetect.measure.replay_outcomes` for every rule and mode; the drift from
:class:`~uselessdetect.fit.OnlineKFitter`. Counts are exact over every run; only the step
tables of the stopped successful runs are a seeded sample (reservoir), so the page's size is
bounded however many runs there are. The page is drawn by
:func:`uselessdetect.measure._report_html.render_report"""

from __future__ import annotations

import inspect
import itertools
import math
import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import numpy as np

from .._types import Episode, Sample
from ..exceptions import InputError, UselessDetectError
from ..gate import StopGate
from ..io import answer_seen_at, episode_success
from ..measure._outcome_replay import ONE_SOURCE, RunReplay, summarise, withheld_calls
from ..measure._report_html import RULES
from ._fitter import KFitter
from ._online import OnlineKFitter
from ._rows import EpisodeArrays
from ._trips import first_trips

__all__ = ["HEAD", "SLICES", "build_report"]

#: Slices of the runs the drift line is drawn over; characters of a result's head on the page.
SLICES, HEAD = 20, 300


def _steps(ep: Episode) -> list[Any]:
    """The run's calls: its steps before the first answer (as the outcome replay reads it)."""
    for i, step in enumerate(ep.steps):
        if step.is_finish:
            return ep.steps[:i]
    return ep.steps


def _verdict(step: Any, detector: str) -> tuple[int, float]:
    """A step's recorded verdict (1 useless, 0 useful, -1 unknown) and score (NaN: none)."""
    j = step.judgments.get(detector) or {}
    score = j.get("score")
    code = {"useless": 1, "useful": 0}.get(str(j.get("verdict")), -1)
    return code, float(score) if isinstance(score, (int, float)) else math.nan


def _gate_params(params: dict[str, Any]) -> dict[str, Any]:
    """A fitted rule's parameters that :class:`~uselessdetect.gate.StopGate` takes."""
    accepted = inspect.signature(StopGate).parameters
    return {p: v for p, v in params.items() if p in accepted}


def _recommend(episodes: list[Episode], detector: str, k: int, seed: int) -> tuple[dict, dict]:
    """Each rule's parameters (fitted where the runs carry labels) and the recommendation."""
    params: dict[str, dict[str, Any]] = {"run": {"k": k}, "cusum": {}, "sprt": {}}
    try:
        fitter = KFitter(detector=detector, rule="all", n_bootstrap=0, random_state=seed)
        fitter.fit(episodes)
    except UselessDetectError as exc:
        return params, {"note": f"no recommendation: {exc}"}
    for rule, fit in fitter.rules_.items():
        row = fit["rows"][fit["best"]]
        if rule in params and row["params"]:
            params[rule] = _gate_params(row["params"])
    if fitter.best_params_ is None:
        return params, {"note": "fit-k recommends no gate on these runs", "rule": None}
    params[fitter.best_rule_] = _gate_params(fitter.best_params_)
    return params, {"rule": fitter.best_rule_, "label": fitter.best_label_}


def _useless_runs(tools: list[str], verdicts: list[str | None]) -> dict[str, list[int]]:
    """Per tool: the lengths of its runs of useless verdicts in a row (as the gate counts)."""
    out: dict[str, list[int]] = {}
    cur: dict[str, int] = {}
    for tool, v in zip(tools, verdicts, strict=True):
        if v == "useless":
            cur[tool] = cur.get(tool, 0) + 1
        elif v == "useful" and cur.get(tool):
            out.setdefault(tool, []).append(cur.pop(tool))
    for tool, n in cur.items():
        if n:
            out.setdefault(tool, []).append(n)
    return out


class _Tally:
    """Exact counts over the runs, and a seeded sample of the stopped successful runs."""

    def __init__(self, detector: str, shown: int, seed: int) -> None:
        self.detector, self.shown, self.rng = detector, shown, random.Random(seed)
        self.tools: dict[str, dict[str, Any]] = {}
        self.order: list[dict[str, list[int]]] = []  # per run: tool -> [calls, judged useless]
        self.runs: dict[str, list[Any]] = {r: [] for r in RULES}
        self.skipped = 0
        self.stopped = Counter[str]()
        self.sample: list[dict[str, Any]] = []

    def _tool(self, name: str) -> dict[str, Any]:
        return self.tools.setdefault(
            name,
            {
                "calls": 0,
                "judged_useless": 0,
                "lengths": Counter[int](),
                "trips": {r: Counter[int]() for r in RULES},
            },
        )

    def add(self, ep: Episode, replays: dict[str, Any]) -> None:
        if replays["run"].success is None or not replays["run"].tools:
            self.skipped += 1
            return
        steps = _steps(ep)
        verdicts = [(s.judgments.get(self.detector) or {}).get("verdict") for s in steps]
        tools = [s.action for s in steps]
        seen: dict[str, list[int]] = {}
        for tool, v in zip(tools, verdicts, strict=True):
            t = self._tool(tool)
            t["calls"] += 1
            t["judged_useless"] += v == "useless"
            pair = seen.setdefault(tool, [0, 0])
            pair[0], pair[1] = pair[0] + 1, pair[1] + (v == "useless")
        self.order.append(seen)
        for tool, lengths in _useless_runs(tools, verdicts).items():
            self.tools[tool]["lengths"].update(lengths)
        for rule, rep in replays.items():
            self.runs[rule].append(rep)
            if rep.trip_call is not None:
                self.tools[rep.tools[rep.trip_call - 1]]["trips"][rule][rep.trip_call] += 1
        stoppers = [r for r in RULES if replays[r].success and replays[r].stopped]
        if stoppers:
            self._keep(ep, steps, replays, stoppers)

    def _keep(
        self, ep: Episode, steps: list[Any], replays: dict[str, Any], rules: list[str]
    ) -> None:
        self.stopped.update([*rules, "any"])
        n = self.stopped["any"]
        slot = n - 1 if n <= self.shown else self.rng.randrange(n)
        if slot >= self.shown:
            return
        run = replays["run"]
        trip = min(replays[r].trip_call for r in rules)
        entry = {
            "id": ep.id,
            "rules": rules,
            "trip_call": trip,
            "steps": [
                {
                    "tool": s.action,
                    "input": str(s.input or "")[:HEAD],
                    "result": str(s.observation or "")[:HEAD],
                    "judgments": {
                        d: {"verdict": j.get("verdict"), "score": j.get("score") or 0.5}
                        for d, j in s.judgments.items()
                        if isinstance(j, dict)
                    },
                    "blocked": bool(run.cut[i]),
                }
                for i, s in enumerate(steps)
            ],
        }
        if slot < len(self.sample):
            self.sample[slot] = entry
        else:
            self.sample.append(entry)


def _drift(tally: _Tally, episodes: list[Episode], detector: str, seed: int) -> dict[str, Any]:
    """Per tool: the useless share over :data:`SLICES` slices of the runs, and what
    :class:`~uselessdetect.fit.OnlineKFitter` makes of the same runs in order."""
    n = len(tally.order)
    online = OnlineKFitter(
        detector=detector, min_episodes=max(20, min(200, n // 5)), random_state=seed
    ).partial_fit(episodes)
    ks = online.recommendations()
    out = {}
    for tool in tally.tools:
        shares: list[float | None] = []
        for i in range(SLICES):
            part = tally.order[i * n // SLICES : (i + 1) * n // SLICES]
            calls = sum(r[tool][0] for r in part if tool in r)
            shares.append(
                round(sum(r[tool][1] for r in part if tool in r) / calls, 4) if calls else None
            )
        changes = [c for c in online.changes_ if c.source == tool]
        out[tool] = {
            "k": "none" if ks.get(tool, None) is None else ks[tool],
            "shares": shares,
            "marks": [min(SLICES - 1, c.episode * SLICES // max(n, 1)) for c in changes],
            "changes": [c.line() for c in changes],
        }
    return out


def _figures(block: dict[str, Any]) -> dict[str, Any]:
    return {
        name: {k: (v.to_dict() if hasattr(v, "to_dict") else v) for k, v in f.items()}
        for name, f in block.items()
    }


def _gates(params: dict[str, dict[str, Any]], mode: str) -> dict[str, StopGate]:
    """One shadow gate per rule: its rule object, label and choice of tools are the replay's."""
    return {r: StopGate(_unused, shadow=True, rule=r, mode=mode, **params[r]) for r in RULES}


def _unused(sample: Sample) -> None:  # pragma: no cover - the gates are never fed
    return None


def _streams(runs: list[list[Any]], gate: StopGate, detector: str, one_source: bool) -> tuple:
    """Every run's counted calls as one stream per source, flat, as the rules' replay reads
    them: ``(EpisodeArrays, [(run, source key, call indices)], per run its calls' keys)``."""
    counting = gate.counting_
    ver: list[int] = []
    sc: list[float] = []
    owners: list[tuple[int, str, list[int]]] = []
    keys: list[list[str]] = []
    for e, steps in enumerate(runs):
        streams: dict[str, list[int]] = {}
        keys.append([ONE_SOURCE if one_source else counting.key(s.action) for s in steps])
        for i, step in enumerate(steps):
            if step.observation is not None and counting.counted(step.action):
                streams.setdefault(keys[e][i], []).append(i)
        for key, idx in streams.items():
            owners.append((e, key, idx))
            for i in idx:
                code, score = _verdict(steps[i], detector)
                ver.append(code)
                sc.append(score)
    n = np.array([len(idx) for _, _, idx in owners], dtype=int)
    v = np.array(ver, dtype=np.int8)
    arr = EpisodeArrays(
        flat_labels=v,
        flat_verdicts=v,
        n_calls=n,
        answered=np.zeros(len(n), dtype=bool),
        budget=n + 1,
        correct=np.full(len(n), np.nan),
        flat_scores=np.array(sc, dtype=float),
    )
    return arr, owners, keys


def _replay_batch(
    eps: list[Episode],
    gates: dict[str, StopGate],
    detector: str,
    one_source: bool,
    reward_threshold: float,
) -> list[dict[str, RunReplay]]:
    """What each rule's gate would have done in each run: the rules' own trips
    (:func:`~uselessdetect.fit._trips.first_trips`, checked against the gate), blocked as
    :func:`~uselessdetect.measure.replay_run` blocks (``finish_only``: every call after the
    first trip; ``drop_tool``: a source's calls after its own)."""
    runs = [_steps(ep) for ep in eps]
    arr, owners, keys = _streams(runs, gates["run"], detector, one_source)
    trips = first_trips([g.rule_ for g in gates.values()], arr) if owners else None
    out: list[dict[str, RunReplay]] = [{} for _ in eps]
    success = [episode_success(ep, reward_threshold=reward_threshold) for ep in eps]
    for col, (rule, gate) in enumerate(gates.items()):
        tripped: list[dict[str, int]] = [{} for _ in eps]  # run -> source key -> trip call
        for s, (e, key, idx) in enumerate(owners):
            if trips is not None and trips[s, col] >= 0:
                tripped[e][key] = idx[trips[s, col]]
        for e, ep in enumerate(eps):
            out[e][rule] = _run_replay(ep, runs[e], keys[e], tripped[e], gate.mode, success[e])
    return out


def _run_replay(
    ep: Episode,
    steps: list[Any],
    keys: list[str],
    tripped: dict[str, int],
    mode: str,
    success: bool | None,
) -> RunReplay:
    """One run's :class:`~uselessdetect.measure.RunReplay` from its sources' trip calls."""
    first = min(tripped.values(), default=None)
    if mode == "finish_only":
        cut = [first is not None and i > first for i in range(len(steps))]
        stop_at = first
    else:
        cut = [k in tripped and i > tripped[k] for i, k in enumerate(keys)]
        stop_at = next((tripped[k] for i, k in enumerate(keys) if cut[i]), None)
    stopper = steps[stop_at].action if any(cut) and stop_at is not None else None
    tools = tuple(s.action for s in steps)
    trip_call = None if first is None else first + 1
    withheld = withheld_calls((s.observation for s in steps), cut)
    held_at = next((i for i, w in enumerate(withheld) if w), None)
    by = None if held_at is None else (first if mode == "finish_only" else tripped[keys[held_at]])
    withholder = None if by is None else steps[by].action
    known, seen = answer_seen_at(ep)
    return RunReplay(
        ep.id, success, tools, tuple(cut), trip_call, stopper, withheld, withholder, known, seen
    )


def _replay(
    episodes: Iterable[Episode],
    gates: dict[str, StopGate],
    detector: str,
    tally: _Tally,
    one_source: bool,
    reward_threshold: float,
    batch: int = 4096,
) -> list[Episode]:
    """Every run through every rule, a batch at a time, into ``tally``; the runs with an
    outcome and a call."""
    kept = []
    it = iter(episodes)
    while eps := list(itertools.islice(it, batch)):
        replays = _replay_batch(eps, gates, detector, one_source, reward_threshold)
        for ep, rep in zip(eps, replays, strict=True):
            tally.add(ep, rep)
            if rep["run"].success is not None and rep["run"].tools:
                kept.append(ep)
    return kept


def _rules(
    tally: _Tally,
    gates: dict[str, StopGate],
    params: dict[str, dict[str, Any]],
    loop_min: int,
    n_boot: int,
    seed: int,
) -> dict[str, Any]:
    """Per rule: its label, parameters and the outcome replay's figures (overall, per tool)."""
    rules = {}
    for r in RULES:
        overall, by_tool = summarise(
            tally.runs[r], loop_min=loop_min, n_boot=n_boot, random_state=seed
        )
        rules[r] = {
            "label": gates[r].rule_.label,
            "params": params[r],
            "overall": _figures(overall),
            "by_tool": {t: _figures(b) for t, b in by_tool.items()},
        }
    return rules


def _summary(tally: _Tally, kept: list[Episode], reward_threshold: float) -> dict[str, Any]:
    calls = sum(t["calls"] for t in tally.tools.values())
    useless = sum(t["judged_useless"] for t in tally.tools.values())
    success = sum(bool(episode_success(e, reward_threshold=reward_threshold)) for e in kept)
    return {
        "runs": len(kept),
        "success": success,
        "failed": len(kept) - success,
        "skipped": tally.skipped,
        "tool_calls": calls,
        "judged_useless": useless,
        "useless_share": round(useless / calls, 6) if calls else None,
    }


def build_report(
    episodes: Iterable[Episode],
    detector: str,
    *,
    k: int = 5,
    mode: str = "finish_only",
    one_source: bool = False,
    reward_threshold: float = 1.0,
    loop_min: int = 6,
    n_boot: int = 1000,
    seed: int = 0,
    shown: int = 50,
    progress: Callable[[list[Episode]], Iterable[Episode]] | None = None,
) -> dict[str, Any]:
    """The report's JSON form (``uselessdetect report --json``).

    Parameters
    ----------
    episodes : iterable of Episode
        The runs, in the order they happened, each step carrying ``detector``'s recorded
        judgment (``{"verdict", "score"}``, as ``uselessdetect score`` writes it).
    detector : str
        Whose recorded judgments to read.
    k : int, default 5
        The run rule's k where fit-k cannot fit one (no labels).
    mode, one_source, reward_threshold, loop_min, n_boot : as
        :func:`~uselessdetect.measure.replay_outcomes`.
    seed : int, default 0
        The bootstraps' and the sample's seed.
    shown : int, default 50
        Stopped successful runs kept step by step (a seeded reservoir sample).
    progress : callable, optional
        Wraps the runs as they are replayed (a progress bar).

    Raises
    ------
    InputError
        When no run has both an outcome and a tool call.
    """
    episodes = list(episodes)
    params, rec = _recommend(episodes, detector, k, seed)
    gates = _gates(params, mode)
    tally = _Tally(detector, shown, seed)
    runs = progress(episodes) if progress else episodes
    kept = _replay(runs, gates, detector, tally, one_source, reward_threshold)
    if not kept:
        raise InputError(
            f"no run to report: {len(episodes)} run(s) read, none with an outcome and a tool call"
        )
    rules = _rules(tally, gates, params, loop_min, n_boot, seed)
    if rec.get("rule"):
        rec["calls_cut_failed"] = rules[rec["rule"]]["overall"]["calls_cut_failed"]
        rec["success_stopped"] = rules[rec["rule"]]["overall"]["success_stopped"]
    drift = _drift(tally, kept, detector, seed)
    settings = {
        "detector": detector,
        "mode": mode,
        "one_source": one_source,
        "reward_threshold": reward_threshold,
        "loop_min": loop_min,
        "n_boot": n_boot,
        "seed": seed,
    }
    return {
        "settings": settings,
        "summary": _summary(tally, kept, reward_threshold),
        "recommendation": rec,
        "rules": rules,
        "tools": {n: _tool_block(t, drift[n]) for n, t in tally.tools.items()},
        "stopped_successes": {
            "count": {r: tally.stopped[r] for r in (*RULES, "any")},
            "shown": tally.sample,
        },
    }


def _tool_block(t: dict[str, Any], drift: dict[str, Any]) -> dict[str, Any]:
    return {
        "calls": t["calls"],
        "judged_useless": t["judged_useless"],
        "useless_share": round(t["judged_useless"] / t["calls"], 6) if t["calls"] else None,
        "run_lengths": {str(n): c for n, c in sorted(t["lengths"].items())},
        "trips": {r: {str(n): c for n, c in sorted(t["trips"][r].items())} for r in RULES},
        "tripped_runs": {r: sum(t["trips"][r].values()) for r in RULES},
        "drift": drift,
    }
