"""`uselessdetect report`: one self-contained HTML page of what a gate would do on logged runs.

The figures come from the library: the detector's verdicts as ``score`` records them
(:func:`._common.judge_missing`), the recommendation from :class:`~uselessdetect.fit.KFitter`
(``rule="all"``), the calls cut and successful runs stopped from the outcome replay's own
:func:`~uselessdetect.measure.replay_run` and ``summarise`` with a real shadow
:class:`~uselessdetect.gate.StopGate` per rule, the drift from
:class:`~uselessdetect.fit.OnlineKFitter`. The page is drawn by
:func:`uselessdetect.measure._report_html.render_report`.
"""

from __future__ import annotations

import inspect
import itertools
import random
import shlex
from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Any

import click

from .._types import Episode, Judgment, Sample, Verdict
from ..detectors import make_detector
from ..exceptions import UselessDetectError
from ..fit import KFitter, OnlineKFitter
from ..gate import StopGate
from ..io import LOG_FORMATS, atomic_writer, episode_success, expand_paths, read_episodes
from ..measure._outcome_replay import _calls, replay_run, summarise
from ..measure._report_html import RULES, render_report
from ._common import build_detectors, echo_json, judge_missing, progress, refuse_overwrite
from ._common import user_errors
from ._options import OUTPUT_FILE, RESAMPLES, SEED

__all__ = ["build_report", "report"]

#: Slices of the runs the drift line is drawn over; characters of a result's head on the page.
SLICES, HEAD = 20, 300


class _Recorded:
    """The gate's detector: the verdict ``judge_missing`` recorded on the current run's step."""

    def __init__(self, name: str) -> None:
        self.__name__ = name
        self.episode: Episode | None = None

    def __call__(self, sample: Sample) -> Judgment:
        assert self.episode is not None
        step = int(str(sample.source).rpartition("#")[2])
        j = self.episode.steps[step].judgments.get(self.__name__) or {}
        score = j.get("score")
        return Judgment(Verdict(j.get("verdict", "unknown")),
                        0.5 if score is None else float(score), self.__name__)  # fmt: skip


def _judged(episodes: Iterable[Episode], detector: str, chunk: int = 64) -> Iterator[Episode]:
    """:func:`._common.judge_missing`, except that a detector that reads a tool's earlier
    results (``novelty``, ``default``) sees them, as it would behind a gate, and ``oracle``'s
    verdicts (the labels) are recorded too."""
    det = make_detector(detector)
    if detector != "oracle" and not getattr(det, "reads_earlier", False):
        yield from judge_missing(episodes, detector, chunk=chunk)
        return
    judge = det.fit([]).judge_many
    it = iter(episodes)
    while batch := list(itertools.islice(it, chunk)):
        pending = [(ep.steps[t], s) for ep in batch for t, s in ep.samples(earlier=True)
                   if not (ep.steps[t].judgments.get(detector) or {}).get("verdict")]  # fmt: skip
        for (step, _), j in zip(pending, judge([s for _, s in pending]), strict=True):
            known = j.verdict.value != "unknown" and 0.0 <= j.score <= 1.0
            step.judgments[detector] = {"verdict": j.verdict.value,
                                        "score": float(j.score) if known else None}  # fmt: skip
        yield from batch


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
        return params, {"note": f"no recommendation: {exc} (fit-k needs steps with labels)"}
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
        return self.tools.setdefault(name, {
            "calls": 0, "judged_useless": 0, "lengths": Counter[int](),
            "trips": {r: Counter[int]() for r in RULES}, "slices": [],
        })  # fmt: skip

    def add(self, ep: Episode, replays: dict[str, Any]) -> None:
        if replays["run"].success is None or not replays["run"].tools:
            self.skipped += 1
            return
        calls = _calls(ep)
        steps = [s for s in ep.steps if not s.is_finish][: len(calls)]
        verdicts = [(s.judgments.get(self.detector) or {}).get("verdict") for s in steps]
        tools = [t for t, _ in calls]
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

    def _keep(self, ep: Episode, steps: list[Any], replays: dict[str, Any], rules: list[str]) -> None:
        self.stopped.update([*rules, "any"])
        n = self.stopped["any"]
        slot = n - 1 if n <= self.shown else self.rng.randrange(n)
        if slot >= self.shown:
            return
        run = replays["run"]
        trip = min(replays[r].trip_call for r in rules)
        entry = {"id": ep.id, "rules": rules, "trip_call": trip, "steps": [
            {"tool": s.action, "input": str(s.input or "")[:HEAD],
             "result": str(s.observation or "")[:HEAD],
             "judgments": {d: {"verdict": j.get("verdict"), "score": j.get("score") or 0.5}
                           for d, j in s.judgments.items() if isinstance(j, dict)},
             "blocked": bool(run.cut[i])} for i, s in enumerate(steps)]}  # fmt: skip
        if slot < len(self.sample):
            self.sample[slot] = entry
        else:
            self.sample.append(entry)


def _drift(tally: _Tally, episodes: list[Episode], detector: str, seed: int) -> dict[str, Any]:
    """Per tool: the useless share over :data:`SLICES` slices of the runs, and what
    :class:`~uselessdetect.fit.OnlineKFitter` makes of the same runs in order."""
    n = len(tally.order)
    online = OnlineKFitter(detector=detector, min_episodes=max(20, min(200, n // 5)),
                           random_state=seed).partial_fit(episodes)  # fmt: skip
    ks = online.recommendations()
    out = {}
    for tool in tally.tools:
        shares: list[float | None] = []
        for i in range(SLICES):
            part = tally.order[i * n // SLICES : (i + 1) * n // SLICES]
            calls = sum(r[tool][0] for r in part if tool in r)
            shares.append(round(sum(r[tool][1] for r in part if tool in r) / calls, 4)
                          if calls else None)  # fmt: skip
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


def _gates(detector: _Recorded, params: dict[str, dict[str, Any]], mode: str) -> dict:
    return {r: StopGate(detector, shadow=True, rule=r, mode=mode, **params[r]) for r in RULES}


def build_report(
    episodes: list[Episode], detector: str, *, k: int = 5, mode: str = "finish_only",
    one_source: bool = False, reward_threshold: float = 1.0, loop_min: int = 6,
    n_boot: int = 1000, seed: int = 0, shown: int = 50,
) -> dict[str, Any]:  # fmt: skip
    """The report's JSON form, from episodes whose steps carry ``detector``'s judgments."""
    params, rec = _recommend(episodes, detector, k, seed)
    judge = _Recorded(detector)
    gates = _gates(judge, params, mode)
    tally = _Tally(detector, shown, seed)
    kept = []
    for i, ep in enumerate(progress(episodes, label="replaying")):
        judge.episode = ep
        replays = {r: replay_run(g, ep, one_source=one_source, key=str(i),
                                 reward_threshold=reward_threshold) for r, g in gates.items()}  # fmt: skip
        tally.add(ep, replays)
        if replays["run"].success is not None and replays["run"].tools:
            kept.append(ep)
    if not kept:
        raise click.ClickException(
            f"no run to report: {len(episodes)} run(s) read, none with an outcome and a tool call"
        )
    rules = {}
    for r in RULES:
        overall, by_tool = summarise(tally.runs[r], loop_min=loop_min, n_boot=n_boot,
                                     random_state=seed)  # fmt: skip
        label = gates[r].rule_.label
        rules[r] = {"label": label, "params": params[r], "overall": _figures(overall),
                    "by_tool": {t: _figures(b) for t, b in by_tool.items()}}  # fmt: skip
    if rec.get("rule"):
        rec["calls_cut_failed"] = rules[rec["rule"]]["overall"]["calls_cut_failed"]
        rec["success_stopped"] = rules[rec["rule"]]["overall"]["success_stopped"]
    drift = _drift(tally, kept, detector, seed)
    calls = sum(t["calls"] for t in tally.tools.values())
    useless = sum(t["judged_useless"] for t in tally.tools.values())
    success = sum(bool(episode_success(e, reward_threshold=reward_threshold)) for e in kept)
    return {
        "settings": {"detector": detector, "mode": mode, "one_source": one_source,
                     "reward_threshold": reward_threshold, "loop_min": loop_min,
                     "n_boot": n_boot, "seed": seed},  # fmt: skip
        "summary": {
            "runs": len(kept), "success": success, "failed": len(kept) - success,
            "skipped": tally.skipped, "tool_calls": calls,
            "judged_useless": useless, "useless_share": round(useless / calls, 6) if calls else None,
        },  # fmt: skip
        "recommendation": rec,
        "rules": rules,
        "tools": {name: _tool_block(t, tally, name, drift[name]) for name, t in tally.tools.items()},
        "stopped_successes": {"count": {r: tally.stopped[r] for r in (*RULES, "any")},
                              "shown": tally.sample},  # fmt: skip
    }


def _tool_block(t: dict[str, Any], tally: _Tally, name: str, drift: dict) -> dict[str, Any]:
    return {
        "calls": t["calls"],
        "judged_useless": t["judged_useless"],
        "useless_share": round(t["judged_useless"] / t["calls"], 6) if t["calls"] else None,
        "run_lengths": {str(n): c for n, c in sorted(t["lengths"].items())},
        "trips": {r: {str(n): c for n, c in sorted(t["trips"][r].items())} for r in RULES},
        "tripped_runs": {r: sum(t["trips"][r].values()) for r in RULES},
        "drift": drift,
    }


def _commands(files: list[str], detector: str, rules: dict[str, Any]) -> list[str]:
    """The commands that reproduce the page's figures."""
    src = " ".join(shlex.quote(f) for f in files)
    out = [f"uselessdetect score {src} -d {shlex.quote(detector)} -o scored.jsonl",
           f"uselessdetect fit-k scored.jsonl -d {shlex.quote(detector)} --rule all"]  # fmt: skip
    for r in RULES:
        params = rules[r]["params"]
        flags = " ".join(f"--{p.replace('_', '-')} {v}" for p, v in params.items())
        out.append(f"uselessdetect replay {src} -d {shlex.quote(detector)} --rule {r} {flags}")
    out.append("uselessdetect probe --recorded run_b8.jsonl --recorded run_b16.jsonl"
               "  # two recordings of your agent at budgets B and 2B")
    return out


@click.command()
@click.argument("episodes", nargs=-1, required=True, type=click.Path(dir_okay=True))
@click.option("-o", "--output", "output", type=OUTPUT_FILE, default=None, metavar="FILE",
              help="Write the page here (one self-contained HTML file).")
@click.option("-d", "--detector", default="lexical", show_default=True, metavar="NAME",
              help="Whose verdicts (recorded ones, else judged now): any registered name.")
@click.option("--format", "fmt", type=click.Choice(["auto", *LOG_FORMATS]), default="auto",
              show_default=True, help="The runs' log format (auto: detected per file).")
@click.option("--k", type=click.IntRange(1), default=5, show_default=True,
              help="run rule's k where fit-k has no labels to fit it.")
@click.option("--mode", type=click.Choice(["finish_only", "drop_tool"]), default="finish_only",
              show_default=True, help="What a trip blocks (as in `replay`).")
@click.option("--one-source", is_flag=True, help="Count the toolset as one source.")
@click.option("--reward-threshold", type=float, default=1.0, show_default=True,
              help="The least reward that counts as success.")
@click.option("--n-boot", type=RESAMPLES, default=1000, show_default=True,
              help="Bootstrap resamples of runs for the 95% intervals (0 = none).")
@click.option("--shown", type=click.IntRange(0), default=50, show_default=True,
              help="Stopped successful runs shown step by step (a seeded sample).")
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the page's figures as JSON.")
@user_errors
def report(
    episodes: tuple[str, ...], output: str | None, detector: str, fmt: str, k: int, mode: str,
    one_source: bool, reward_threshold: float, n_boot: int, shown: int, seed: int,
    as_json: bool,
) -> None:  # fmt: skip
    """Write one self-contained HTML page of what a gate would do on logged runs.

    EPISODES are scored or recorded episodes, or logs the importers read, with their
    outcomes (as `replay` reads them). The page: the runs, calls and share judged useless;
    fit-k's recommendation with the calls it would cut and the successful runs it would
    stop; per tool, the useless runs' lengths, where the run, cusum and sprt rules trip, and
    the drift; the stopped successful runs step by step; the commands behind each figure.
    Meaning: docs/report.md.

    \b
    Examples:
      uselessdetect report runs.jsonl -o report.html
      uselessdetect report scored.jsonl -d lexical --json
    """
    if output is None and not as_json:
        raise click.UsageError("give -o FILE for the page, or --json")
    paths = expand_paths(episodes)
    if output:
        refuse_overwrite(output, *paths, output_flag="-o")
    build_detectors(detector, seed=seed)  # a bad name fails here, before any reading
    eps = list(_judged(progress(itertools.chain.from_iterable(
        read_episodes(p, format=fmt, strict=False, reward_threshold=reward_threshold)
        for p in paths), label="reading"), detector))  # fmt: skip
    data = build_report(eps, detector, k=k, mode=mode, one_source=one_source,
                        reward_threshold=reward_threshold, n_boot=n_boot, seed=seed,
                        shown=shown)  # fmt: skip
    data["commands"] = _commands(paths, detector, data["rules"])
    if output:
        with atomic_writer(output) as fh:
            fh.write(render_report(data))
        click.echo(f"report → {output}", err=True)
    if as_json:
        echo_json(data)
