"""What a gate would do on logged runs, for the report page (``uselessdetect report``).

The figures come from the library: the recommendation from :class:`~uselessdetect.fit.KFitter`
(``rule="all"``); for each rule (run, cusum, sprt, at fit-k's parameters) the calls cut, the
successful runs stopped (before their answer, where the logs say where it was) and those in
which evidence was withheld, as the outcome replay counts them (``summarise``'s bootstrap, one
for the three rules), with the trips from the rules' own arithmetic for all runs at once
(:func:`~uselessdetect.fit._report_runs.replay_rules`) — tests hold them equal to
:func:`~uselessdetect.measure.replay_outcomes` for every rule and mode; the drift from
:class:`~uselessdetect.fit.OnlineKFitter`.

The runs stream: one read keeps each run as a few numbers per call (fit-k's replay rows and a
:class:`~uselessdetect.fit._report_runs.RunStore`), never its text, so memory grows with the
calls and not with the logs. Counts are exact over every run; only the step tables of the
stopped successful runs are a seeded sample (reservoir), fetched by a second look at the
input (``runs_at``), so the page's size is bounded however many runs there are. The page is
drawn by :func:`uselessdetect.measure._report_html.render_report`.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Iterable, Sequence
from typing import Any, TypeVar

import numpy as np

from .._types import Episode, Sample
from ..exceptions import ConfigurationError, InputError, UselessDetectError
from ..gate import StopGate
from ..measure._report_html import RULES
from ._fitter import KFitter
from ._report_runs import Replayed, RunStore, calls_before_answer, replay_rules
from ._report_tally import drift, figures, tools
from ._rows import EpisodeArrays, EpisodeRows

__all__ = ["HEAD", "SLICES", "build_report"]

#: Slices of the runs the drift line is drawn over; characters of a result's head on the page.
SLICES, HEAD = 20, 300

T = TypeVar("T")

#: ``progress(items, label, length)``: the items, with a progress bar where one shows.
Progress = Callable[[Iterable[Any], str, "int | None"], Iterable[Any]]
#: ``runs_at(ordinals)``: the runs read at these places (0-based, sorted) of the same input.
RunsAt = Callable[[list[int]], dict[int, Episode]]


def _quiet(items: Iterable[Any], label: str, length: int | None) -> Iterable[Any]:
    return items


def _phase(bar: Progress, label: str, work: Callable[[], T]) -> T:
    """``work()``, under a bar of one step (a phase that has no items to count)."""
    done = [work() for _ in bar([None], label, 1)]
    return done[0]


def _gate_params(params: dict[str, Any]) -> dict[str, Any]:
    """A fitted rule's parameters that :class:`~uselessdetect.gate.StopGate` takes."""
    accepted = inspect.signature(StopGate).parameters
    return {p: v for p, v in params.items() if p in accepted}


def _recommend(arr: EpisodeArrays, detector: str, k: int, seed: int) -> tuple[dict, dict]:
    """Each rule's parameters (fitted where the runs carry labels) and the recommendation."""
    params: dict[str, dict[str, Any]] = {"run": {"k": k}, "cusum": {}, "sprt": {}}
    try:
        fitter = KFitter(detector=detector, rule="all", n_bootstrap=0, random_state=seed)
        fitter._fit_arrays(arr)
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


def _gates(params: dict[str, dict[str, Any]], mode: str) -> dict[str, StopGate]:
    """One shadow gate per rule: its rule object, label and choice of tools are the replay's."""
    return {r: StopGate(_unused, shadow=True, rule=r, mode=mode, **params[r]) for r in RULES}


def _unused(sample: Sample) -> None:  # pragma: no cover - the gates are never fed
    return None


def _read(episodes: Iterable[Episode], store: RunStore, rows: EpisodeRows, bar: Progress) -> None:
    """The one read: every run into fit-k's rows and the report's store."""
    for i, ep in enumerate(bar(episodes, "reading", None)):
        if not isinstance(ep, Episode):
            raise ConfigurationError(
                f"episodes[{i}] must be an Episode (read files with read_episodes), got "
                f"{type(ep).__name__}"
            )
        rows.add(ep)
        store.add(ep)


def _sampled(stopping: np.ndarray, shown: int, seed: int) -> list[int]:
    """The stored runs the seeded reservoir keeps, slot by slot, of the ``stopping`` runs in
    order (the draws a reservoir over the runs themselves makes)."""
    rng, sample = random.Random(seed), list[int]()
    for n, r in enumerate(np.flatnonzero(stopping).tolist(), start=1):
        slot = n - 1 if n <= shown else rng.randrange(n)
        if slot >= shown:
            continue
        if slot < len(sample):
            sample[slot] = r
        else:
            sample.append(r)
    return sample


def _shown_score(score: Any) -> float | None:
    """A recorded score as the step table shows it: a number in [0, 1], else none (a score of
    0 is a score, not a missing one).

    >>> _shown_score(0.0), _shown_score(None), _shown_score(float("nan")), _shown_score("x")
    (0.0, None, None, None)
    """
    if isinstance(score, bool) or not isinstance(score, int | float):
        return None
    return float(score) if 0.0 <= score <= 1.0 else None


def _entry(
    ep: Episode, r: int, store: RunStore, replayed: dict[str, Replayed], start: int
) -> dict[str, Any]:
    """One stopped successful run's step table."""
    steps = calls_before_answer(ep)
    if hash(str(ep.id)) != store.id_hash[r] or len(steps) != store.n_calls[r]:
        raise InputError(
            f"run {ep.id!r:.80} is not the run first read there: the input changed while the "
            "report was built"
        )
    rules = [x for x in RULES if replayed[x].stopped[r]]
    out = []
    for i, s in enumerate(steps):
        judgments = dict(s.judgments)
        mine = store.judgment(start + i)
        if mine is not None:  # the verdict the report read (judged then, where none was)
            judgments[store.detector] = mine
        out.append(
            {
                "tool": s.action,
                "input": str(s.input or "")[:HEAD],
                "result": str(s.observation or "")[:HEAD],
                "judgments": {
                    d: {"verdict": j.get("verdict"), "score": _shown_score(j.get("score"))}
                    for d, j in judgments.items()
                    if isinstance(j, dict)
                },
                "blocked": bool(replayed["run"].cut[start + i]),
            }
        )
    trip = min(int(replayed[x].first[r]) + 1 for x in rules)
    return {"id": ep.id, "rules": rules, "trip_call": trip, "steps": out}


def _stopped(
    store: RunStore,
    replayed: dict[str, Replayed],
    options: dict[str, Any],
    runs_at: RunsAt,
    bar: Progress,
) -> dict[str, Any]:
    """The stopped successful runs: exact counts, and the sampled ones step by step."""
    success = np.frombuffer(store.success, dtype=np.int8).astype(bool)
    stops = {r: success & replayed[r].stopped for r in RULES}
    stopping = np.logical_or.reduce(list(stops.values()))
    count = {r: int(s.sum()) for r, s in stops.items()}
    count["any"] = int(stopping.sum())
    sample = _sampled(stopping, options["shown"], options["seed"])
    places = sorted(store.ordinal[r] for r in sample)
    found = _phase(bar, "sampled runs", lambda: runs_at(places)) if sample else {}
    starts = np.cumsum(store.n_calls) - np.asarray(store.n_calls)
    entries = []
    for r in sample:
        ep = found.get(store.ordinal[r])
        if ep is None:
            raise InputError(
                f"run {store.ordinal[r] + 1:,} of the input is gone: the input changed while "
                "the report was built"
            )
        entries.append(_entry(ep, r, store, replayed, int(starts[r])))
    return {"count": count, "shown": entries}


def _rules(
    store: RunStore,
    replayed: dict[str, Replayed],
    gates: dict[str, StopGate],
    params: dict[str, dict[str, Any]],
    options: dict[str, Any],
) -> dict[str, Any]:
    """Per rule: its label, parameters and the outcome replay's figures (overall, per tool)."""
    per = figures(store, [replayed[r] for r in RULES], **options)
    return {
        r: {"label": gates[r].rule_.label, "params": params[r], "overall": o, "by_tool": b}
        for r, (o, b) in zip(RULES, per, strict=True)
    }


def _summary(store: RunStore) -> dict[str, Any]:
    calls = len(store.tool)
    useless = int((np.frombuffer(store.code, dtype=np.int8) == 1).sum())
    success = int(np.frombuffer(store.success, dtype=np.int8).sum())
    return {
        "runs": len(store),
        "success": success,
        "failed": len(store) - success,
        "skipped": store.skipped,
        "tool_calls": calls,
        "judged_useless": useless,
        "useless_share": round(useless / calls, 6) if calls else None,
    }


def _in_memory(episodes: Iterable[Episode]) -> tuple[Sequence[Episode], RunsAt]:
    """Runs given without a way to read them again: held (a sequence is kept as it is)."""
    held = episodes if isinstance(episodes, Sequence) else list(episodes)
    return held, lambda ordinals: {i: held[i] for i in ordinals}


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
    progress: Progress | None = None,
    runs_at: RunsAt | None = None,
) -> dict[str, Any]:
    """The report's JSON form (``uselessdetect report --json``).

    Parameters
    ----------
    episodes : iterable of Episode
        The runs, in the order they happened, each step carrying ``detector``'s recorded
        judgment (``{"verdict", "score"}``, as ``uselessdetect score`` writes it). Read once.
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
        ``progress(items, label, length)`` wraps each long phase's items (a progress bar).
    runs_at : callable, optional
        ``runs_at(ordinals)`` reads the runs at these 0-based places of ``episodes`` again
        (for the sampled step tables; their judgments of ``detector`` are the first read's).
        Without it the runs are held in memory (a sequence as it is).

    Raises
    ------
    InputError
        When no run has both an outcome and a tool call, or when ``runs_at`` finds other
        runs than the first read did.
    """
    bar = progress or _quiet
    if runs_at is None:
        episodes, runs_at = _in_memory(episodes)
    store, rows = RunStore(detector, reward_threshold), EpisodeRows(detector, 4096)
    _read(episodes, store, rows, bar)
    if not len(store):
        raise InputError(
            f"no run to report: {store.read} run(s) read, none with an outcome and a tool call"
        )
    arr = rows.arrays(8)  # KFitter's default budget, as its fit reads the runs
    params, rec = _phase(bar, "fitting k", lambda: _recommend(arr, detector, k, seed))
    gates = _gates(params, mode)
    replayed = replay_rules(store, gates, one_source)
    options = {"loop_min": loop_min, "n_boot": n_boot, "seed": seed}
    rules = _phase(bar, "bootstraps", lambda: _rules(store, replayed, gates, params, options))
    if rec.get("rule"):
        rec["calls_cut_failed"] = rules[rec["rule"]]["overall"]["calls_cut_failed"]
        rec["success_stopped"] = rules[rec["rule"]]["overall"]["success_stopped"]
    shift = drift(store, detector, seed, SLICES, bar)
    stopped = _stopped(store, replayed, {"shown": shown, "seed": seed}, runs_at, bar)
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
        "summary": _summary(store),
        "recommendation": rec,
        "rules": rules,
        "tools": tools(store, replayed, shift),
        "stopped_successes": stopped,
    }
