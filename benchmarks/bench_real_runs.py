"""Benchmark of record: a shadow gate replayed over real agents' runs on real tools, with outcomes.

Run: ``python benchmarks/bench_real_runs.py [SHARED_DATA_DIR] [--detectors a,b] [--n-boot N]``
(default ``../shared/data``; skips with a message where its ``real_runs/`` folder is absent).
Writes ``benchmarks/results/bench_real_runs.json``, the source of the figures in
``docs/real-tools.md``.

For every ``real_runs/*.jsonl`` file (each a source: τ-bench airline, ReAct WebShop,
MedAgentBench, ToolBench, mini-SWE-agent) and the KnowAgent HotpotQA runs
(``trajectories/knowagent_hotpotqa_trajs.jsonl`` joined to
``hotpotqa/knowagent_train500_trainsplit.json``: Llama-2-13B on Wikipedia search, outcome =
HotpotQA's normalised exact match of the run's answer, ``answer_seen_at`` and per-result labels
from the gold record, see :mod:`uselessdetect.io._importers`), every detector in
:data:`DETECTORS` and every k in :data:`KS`: :func:`uselessdetect.measure.replay_outcomes` with
the ``run`` rule, each tool its own source — the calls cut in failed runs (and in failed runs
that loop: 6 calls or more, the answer never seen where the logs say), the successful runs
stopped before their answer and those where the gate withheld evidence, overall and per tool,
95% intervals from 1000 bootstrap resamples of runs (seed 0). Success is the logs' own outcome
read by :func:`uselessdetect.io.outcome_success` at the default threshold (reward 1).

Two references stand for a perfect judge: ``oracle`` replays the per-result labels (only the
KnowAgent runs have them: useful = holds a supporting-fact sentence, useless = a failure
message or nothing shared with the gold paragraphs, else unlabeled); ``errors/repeats`` calls
a result useless when it is an error or empty result or the same text as an earlier result of
the same tool in the run, abstains on an acknowledgement, and calls everything else useful —
"calls after k consecutive error/repeat results", the cut a gate can make from what a result
shows on its face. ``loops`` describes each source's failed looping runs: their results'
shapes and how many repeat.

Each detector judges each result once (``judge_many`` over the file, the same judgments its
``judge`` returns); the gate then replays those judgments for every k and mode.

``python benchmarks/bench_real_runs.py --markdown`` prints the tables of ``docs/real-tools.md``
(claim markers included) from the results file, every detector of its run in them: after adding
a detector to :data:`DETECTORS`, rerun, then paste the tables.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

from _record import write_result

from uselessdetect import Episode, Judgment, Sample, Verdict
from uselessdetect.detectors import earlier_need, make_detector
from uselessdetect.gate import StopGate
from uselessdetect.io import episode_success, load_hotpotqa, read_knowagent, read_real_runs
from uselessdetect.measure import replay_outcomes
from uselessdetect.measure._outcome_replay import replay_run
from uselessdetect.shapes import Seen, fingerprint, parse_result

OUT = Path(__file__).resolve().parent / "results" / "bench_real_runs.json"
#: The detectors replayed (add a registered name here to add its column to the docs).
DETECTORS = (
    "lexical",
    "classifier",
    "semantic",
    "keyword",
    "novelty>lexical",
    "default",
    "errors/repeats",
    "oracle",
    "lexical+drop_tool",
    "classifier+drop_tool",
    "semantic+drop_tool",
    "default+drop_tool",
    "errors/repeats+drop_tool",
    "oracle+drop_tool",
    "default+one_source",
    "oracle+one_source",
)
#: A detector name ending in this suffix is replayed with the toolset counted as one source.
ONE = "+one_source"
#: The reference judge (not a registered detector): errors and repeats useless, the rest useful.
REFERENCE = "errors/repeats"
#: The detector that replays the results' own labels (left out where a source has none).
ORACLE = "oracle"
#: A detector name ending in this suffix is replayed in ``drop_tool`` mode (the failing tool
#: is removed, the others stay), every other in ``finish_only``.
DROP = "+drop_tool"
#: The thresholds k of the run rule.
KS = (3, 5)
#: The sources in the docs' tables, in order, with the names shown.
NAMES = {
    "knowagent_hotpotqa": "HotpotQA wiki search (KnowAgent, Llama-2-13B)",
    "tau_bench_airline": "τ-bench airline (gpt-4o)",
    "react_webshop": "WebShop (ReAct)",
    "toolbench_data_example": "ToolBench (DFSDT)",
    "mini_swe_gemini3_verified": "SWE-bench Verified (mini-SWE-agent)",
    "medagentbench_agentbench": "MedAgentBench",
}
#: Detectors left out of the docs' tables (they abstain on logs without the agent's thoughts).
NOT_IN_TABLES = ("keyword",)
#: The KnowAgent source: trajectories and the HotpotQA records they join (under SHARED_DATA_DIR).
KNOWAGENT = ("trajectories/knowagent_hotpotqa_trajs.jsonl",
             "hotpotqa/knowagent_train500_trainsplit.json")  # fmt: skip
#: Detectors replayed at every k in :data:`KS`; the others at k = 3 only.
ALL_KS = ("lexical", "classifier", "semantic", "novelty>lexical", "default",
          "default+drop_tool", "keyword")  # fmt: skip


class _Judged:
    """A detector's judgments computed once per file, handed to the gate one sample at a time."""

    def __init__(self, name: str, judgments: dict[Sample, Judgment]) -> None:
        self.__name__ = name
        self.judgments = judgments

    def __call__(self, sample: Sample) -> Judgment:
        return self.judgments[sample]


def reference_judgments(episodes: list[Episode]) -> dict[Sample, Judgment]:
    """The ``errors/repeats`` reference: an error or empty result, or the same text as an
    earlier result of the same tool in the run, is useless; an acknowledgement is unknown (and,
    as in the gate, makes the tool's earlier results forgotten); anything else is useful."""
    out: dict[Sample, Judgment] = {}
    for ep in episodes:
        seen: dict[str, Seen] = {}
        for t, sample in ep.samples():
            fp = fingerprint(sample.observation)
            mine = seen.setdefault(ep.steps[t].action, Seen())
            if fp.kind == "error" or mine.repeats(fp) == "the same text as an earlier result":
                verdict, score = Verdict.USELESS, 1.0
            elif fp.kind == "acknowledgement":
                verdict, score = Verdict.UNKNOWN, 0.5
            else:
                verdict, score = Verdict.USEFUL, 0.0
            mine.add(fp)
            out[sample] = Judgment(verdict=verdict, score=score, detector=REFERENCE)
    return out


def judged(name: str, episodes: list[Any]) -> Any:
    """Every result of ``episodes`` judged by detector ``name`` (fitted as the CLI fits it).

    A detector that reads a tool's earlier results (``novelty``, ``default``) is handed to the
    gate itself, which keeps those results per run and tool as it would in a harness.
    """
    if name == REFERENCE:
        return _Judged(name, reference_judgments(episodes))
    det = make_detector(name).fit([])
    if earlier_need(det):
        return det
    samples = [s for ep in episodes for _, s in ep.samples()]
    return _Judged(name, dict(zip(samples, det.judge_many(samples), strict=True)))


def loops(episodes: list[Episode], loop_min: int = 6) -> dict[str, Any]:
    """What the failed runs that loop are made of: their results' shapes and repeats.

    The loops are the runs the replay calls looping (failed, ``loop_min`` calls or more, the
    answer never seen where the logs say); a repeat is the same text as an earlier result of
    the same tool in the run (as :func:`reference_judgments` reads it).
    """
    ref = reference_judgments(episodes)
    runs = calls = repeats = 0
    shapes: Counter[str] = Counter()
    never = StopGate(lambda s: False, k=1, shadow=True)  # replays a run without a trip
    for ep in episodes:
        if not replay_run(never, ep).loops(loop_min):  # the replay's own definition
            continue
        runs += 1
        for _, sample in ep.samples():
            calls += 1
            kind = parse_result(sample.observation).kind
            shapes[kind] += 1
            useless = ref[sample].verdict is Verdict.USELESS
            repeats += useless and kind != "error"
    return {"runs": runs, "results": calls, "shapes": dict(shapes.most_common()),
            "repeats": repeats}  # fmt: skip


def read_source(path: Path, root: Path) -> list[Episode]:
    """A source's runs: real-runs rows, or the KnowAgent runs joined to their records."""
    if path.name == Path(KNOWAGENT[0]).name:
        return list(read_knowagent(path, load_hotpotqa([root / KNOWAGENT[1]])))
    return list(read_real_runs(path))


def one_file(path: Path, root: Path, detectors: list[str], n_boot: int) -> dict[str, Any]:
    episodes = read_source(path, root)
    labeled = any(s.label is not None for e in episodes for s in e.steps)
    out: dict[str, Any] = {"runs": len(episodes), "calls": sum(len(e.steps) for e in episodes),
                           "shapes": shape_counts(episodes), "loops": loops(episodes)}  # fmt: skip
    cache: dict[str, tuple[Any, float]] = {}
    for name in detectors:
        base, drop = name.removesuffix(DROP).removesuffix(ONE), name.endswith(DROP)
        if base == ORACLE and not labeled:
            continue
        if base not in cache:
            t0 = time.perf_counter()
            det = judged(base, episodes)
            cache[base] = det, round(time.perf_counter() - t0, 1)
        det, seconds = cache[base]
        out[name] = {"judge_seconds": seconds}
        options = {"mode": "drop_tool"} if drop else None
        for k in KS if name in ALL_KS else KS[:1]:
            rep = replay_outcomes(
                episodes, det, k=k, gate_options=options, one_source=name.endswith(ONE),
                n_boot=n_boot, random_state=0,
            )  # fmt: skip
            out[name][f"k{k}"] = rep.to_dict()
        print(f"{path.stem} {name}: {seconds} s", file=sys.stderr)
    return out


def shape_counts(episodes: list[Episode]) -> dict[str, dict[str, int]]:
    """Result shapes per outcome (``success`` / ``failed``), to read what the gate reads."""
    out: dict[str, Counter[str]] = {"success": Counter(), "failed": Counter()}
    for ep in episodes:
        side = "success" if episode_success(ep) else "failed"
        for _, sample in ep.samples():
            out[side][parse_result(sample.observation).kind] += 1
    return {side: dict(c.most_common()) for side, c in out.items()}


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


def _withheld(data: dict[str, Any], src: str, det: str, k: int) -> str:
    """The withheld figure where it differs from the strict one (``drop_tool``), else a dash."""
    return _share(data, src, det, k, "success_withheld") if det.endswith(DROP) else "= stopped"


def _rows(data: dict[str, Any], k: int) -> list[str]:
    """One table of the four shares, every source and detector replayed at ``k``."""
    figs = ("calls_cut_failed", "calls_cut_looping", "success_stopped")
    out = ["| source | detector | calls cut, failed runs | calls cut, looping failed runs "
           "| successful runs stopped | successful runs, evidence withheld |",
           "|---|---|---|---|---|---|"]  # fmt: skip
    for src, name in NAMES.items():
        block = data["sources"][src]
        dets = [d for d in data["settings"]["detectors"]
                if d not in NOT_IN_TABLES and f"k{k}" in block.get(d, {})]  # fmt: skip
        for det in dets:
            cells = [_share(data, src, det, k, f) for f in figs] + [_withheld(data, src, det, k)]
            out.append(f"| {name if det == dets[0] else ''} | {det} | {' | '.join(cells)} |")
    return out


def _loop_rows(data: dict[str, Any]) -> list[str]:
    """What the failed runs that loop are made of, and what the references cut of them."""
    out = ["| source | looping failed runs | their results | errors / empty | repeats "
           "| other results | cut by errors/repeats | cut by default |",
           "|---|---|---|---|---|---|---|---|"]  # fmt: skip
    for src, name in NAMES.items():
        loops = data["sources"][src]["loops"]
        if not loops["runs"]:
            continue
        key = f"sources.{src}.loops"
        errors = loops["shapes"].get("error", 0)
        other = loops["results"] - errors - loops["repeats"]
        cells = [_claim(f"{key}.runs", loops["runs"], ","),
                 _claim(f"{key}.results", loops["results"], ","),
                 _claim(f"{key}.shapes.error", errors, ","),
                 _claim(f"{key}.repeats", loops["repeats"], ","), f"{other:,}",
                 _share(data, src, REFERENCE, KS[0], "calls_cut_looping"),
                 _share(data, src, "default", KS[0], "calls_cut_looping")]  # fmt: skip
        out.append(f"| {name} | {' | '.join(cells)} |")
    return out


def markdown(data: dict[str, Any]) -> str:
    """The docs' tables: runs per source, the four shares per source and detector per k, and
    what the looping failed runs are made of."""
    out = ["| source | runs | succeeded | failed | of them looping | tool results |",
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
    for k in KS:
        out += ["", f"At k = {k}:", "", *_rows(data, k)]
    out += ["", "The failed runs that loop, at k = 3:", "", *_loop_rows(data)]
    return "\n".join(out)


def _stem(path: Path) -> str:
    """A source's key in the results: the file's stem (``knowagent_hotpotqa`` for KnowAgent)."""
    return "knowagent_hotpotqa" if path.name == Path(KNOWAGENT[0]).name else path.stem


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
    if (args.data / KNOWAGENT[0]).is_file():
        files.insert(0, args.data / KNOWAGENT[0])
    detectors = [d.strip() for d in args.detectors.split(",") if d.strip()]
    t0 = time.perf_counter()
    sources = {_stem(f): one_file(f, args.data, detectors, args.n_boot) for f in files}
    settings = {"rule": "run", "ks": list(KS), "mode": "finish_only", "one_source": False,
                "loop_min": 6, "reward_threshold": 1.0, "n_boot": args.n_boot, "seed": 0,
                "detectors": detectors}  # fmt: skip
    data = {"settings": settings, "sources": sources,
            "total_seconds": round(time.perf_counter() - t0, 1)}  # fmt: skip
    print(write_result(__file__, data))


if __name__ == "__main__":
    main()
