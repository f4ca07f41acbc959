"""Benchmark of record: a shadow gate replayed over real agents' runs on real tools, with outcomes.

Run: ``python benchmarks/bench_real_runs.py [SHARED_DATA_DIR] [--detectors a,b] [--n-boot N]``
(default ``../shared/data``; skips with a message where its ``real_runs/`` folder is absent).
Writes ``benchmarks/results/bench_real_runs.json``, the source of the figures in
``docs/real-tools.md``.

For every ``real_runs/*.jsonl`` file (each a source: τ-bench airline, ReAct WebShop,
MedAgentBench, ToolBench, mini-SWE-agent), every detector in :data:`DETECTORS` and every k in
:data:`KS`: :func:`uselessdetect.measure.replay_outcomes` with the ``run`` rule,
``finish_only``, each tool its own source — the calls cut in failed runs (and in failed runs
of 6 calls or more) and the successful runs stopped before their last call, overall and per
tool, 95% intervals from 1000 bootstrap resamples of runs (seed 0). Success is the logs' own
outcome read by :func:`uselessdetect.io.outcome_success` at the default threshold (reward 1).

Each detector judges each result once (``judge_many`` over the file, the same judgments its
``judge`` returns); the gate then replays those judgments for every k.

``python benchmarks/bench_real_runs.py --markdown`` prints the tables of ``docs/real-tools.md``
(claim markers included) from the results file, every detector of its run in them: after adding
a detector to :data:`DETECTORS`, rerun, then paste the tables.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

from _record import write_result

from uselessdetect import Judgment, Sample
from uselessdetect.detectors import make_detector
from uselessdetect.io import read_real_runs
from uselessdetect.measure import replay_outcomes

OUT = Path(__file__).resolve().parent / "results" / "bench_real_runs.json"
#: The detectors replayed (add a registered name here to add its column to the docs).
DETECTORS = (
    "lexical",
    "classifier",
    "semantic",
    "keyword",
    "novelty>lexical",
    "default",
    "default+drop_tool",
)
#: A detector name ending in this suffix is replayed in ``drop_tool`` mode (the failing tool
#: is removed, the others stay), every other in ``finish_only``.
DROP = "+drop_tool"
#: The thresholds k of the run rule.
KS = (3, 5)
#: The sources in the docs' tables, in order, with the names shown.
NAMES = {
    "tau_bench_airline": "τ-bench airline (gpt-4o)",
    "react_webshop": "WebShop (ReAct)",
    "toolbench_data_example": "ToolBench (DFSDT)",
    "mini_swe_gemini3_verified": "SWE-bench Verified (mini-SWE-agent)",
    "medagentbench_agentbench": "MedAgentBench",
}
#: Detectors left out of the docs' tables (they abstain on logs without the agent's thoughts).
NOT_IN_TABLES = ("keyword",)


class _Judged:
    """A detector's judgments computed once per file, handed to the gate one sample at a time."""

    def __init__(self, name: str, judgments: dict[Sample, Judgment]) -> None:
        self.__name__ = name
        self.judgments = judgments

    def __call__(self, sample: Sample) -> Judgment:
        return self.judgments[sample]


def judged(name: str, episodes: list[Any]) -> Any:
    """Every result of ``episodes`` judged by detector ``name`` (fitted as the CLI fits it).

    A detector that reads a tool's earlier results (``novelty``, ``default``) is handed to the
    gate itself, which keeps those results per run and tool as it would in a harness.
    """
    det = make_detector(name).fit([])
    if getattr(det, "reads_earlier", False):
        return det
    samples = [s for ep in episodes for _, s in ep.samples()]
    return _Judged(name, dict(zip(samples, det.judge_many(samples), strict=True)))


def one_file(path: Path, detectors: list[str], n_boot: int) -> dict[str, Any]:
    episodes = list(read_real_runs(path))
    out: dict[str, Any] = {"runs": len(episodes), "calls": sum(len(e.steps) for e in episodes)}
    for name in detectors:
        t0 = time.perf_counter()
        base, drop = name.removesuffix(DROP), name.endswith(DROP)
        det = judged(base, episodes)
        out[name] = {"judge_seconds": round(time.perf_counter() - t0, 1)}
        options = {"mode": "drop_tool"} if drop else None
        for k in KS:
            rep = replay_outcomes(
                episodes, det, k=k, gate_options=options, n_boot=n_boot, random_state=0
            )
            out[name][f"k{k}"] = rep.to_dict()
        print(f"{path.stem} {name}: {out[name]['judge_seconds']} s", file=sys.stderr)
    return out


def _claim(key: str, value: Any, fmt: str) -> str:
    return f"<!--claim bench_real_runs:{key}:{fmt}-->{format(value, fmt)}<!--/claim-->"


def _share(data: dict[str, Any], src: str, det: str, k: int, name: str) -> str:
    """A share with its interval, as claims (``—`` where there is nothing to count)."""
    key = f"sources.{src}.{det}.k{k}.overall.{name}.share"
    est = data["sources"][src][det][f"k{k}"]["overall"][name]["share"]
    if est["estimate"] is None:
        return "—"
    lo, hi = (_claim(f"{key}.ci.{i}", est["ci"][i], ".0%") for i in (0, 1))
    return f"{_claim(key + '.estimate', est['estimate'], '.0%')} [{lo}, {hi}]"


def markdown(data: dict[str, Any]) -> str:
    """The docs' tables: runs per source, then the three shares per source and detector per k."""
    out = ["| source | runs | succeeded | failed | of them looping (≥ 6 calls) | tool results |",
           "|---|---|---|---|---|---|"]  # fmt: skip
    first = data["settings"]["detectors"][0]
    for src, name in NAMES.items():
        key = f"sources.{src}.{first}.k{KS[0]}.runs"
        runs = data["sources"][src][first][f"k{KS[0]}"]["runs"]
        cells = [
            _claim(f"{key}.{c}", runs[c], ",") for c in ("total", "success", "failed", "looping")
        ]
        cells.append(_claim(f"sources.{src}.calls", data["sources"][src]["calls"], ","))
        out.append(f"| {name} | {' | '.join(cells)} |")
    dets = [d for d in data["settings"]["detectors"] if d not in NOT_IN_TABLES]
    figs = ("calls_cut_failed", "calls_cut_looping", "success_stopped")
    for k in KS:
        out += ["", f"At k = {k}:", "",
                "| source | detector | calls cut, failed runs | calls cut, looping failed runs "
                "| successful runs stopped |", "|---|---|---|---|---|"]  # fmt: skip
        for src, name in NAMES.items():
            for det in dets:
                cells = [_share(data, src, det, k, f) for f in figs]
                out.append(f"| {name if det == dets[0] else ''} | {det} | {' | '.join(cells)} |")
    return "\n".join(out)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", type=Path, default=Path("../shared/data"))
    ap.add_argument("--detectors", default=",".join(DETECTORS))
    ap.add_argument("--n-boot", type=int, default=1000)
    ap.add_argument("--markdown", action="store_true", help="print the docs' tables and stop")
    args = ap.parse_args()
    if args.markdown:
        print(markdown(json.loads(OUT.read_text(encoding="utf-8"))))
        return
    folder = args.data / "real_runs"
    files = sorted(folder.glob("*.jsonl"))
    if not files:
        print(f"skipped: no real_runs/*.jsonl under {args.data} (give SHARED_DATA_DIR)")
        return
    detectors = [d.strip() for d in args.detectors.split(",") if d.strip()]
    t0 = time.perf_counter()
    sources = {f.stem: one_file(f, detectors, args.n_boot) for f in files}
    settings = {"rule": "run", "ks": list(KS), "mode": "finish_only", "one_source": False,
                "loop_min": 6, "reward_threshold": 1.0, "n_boot": args.n_boot, "seed": 0,
                "detectors": detectors}  # fmt: skip
    data = {"settings": settings, "sources": sources,
            "total_seconds": round(time.perf_counter() - t0, 1)}  # fmt: skip
    print(write_result(__file__, data))


if __name__ == "__main__":
    main()
