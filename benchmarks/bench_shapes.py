"""Real agents' runs on real tools: how often a k = 3 gate stops a run that succeeded, and
how many calls it cuts from failed runs that loop, per detector (what reading shapes costs:
``bench_cost.py``).

Run from a checkout: ``python benchmarks/bench_shapes.py [PATH_TO_SHARED_DATA]``. Reads the
five files of ``real_runs/`` (tau-bench airline, WebShop, MedAgentBench, ToolBench, SWE-bench
shell; see the data MANIFEST). Each row is one tool result; a run's rows, in file order, are
its calls. A sample is (question = the run's task, query = the call's arguments, observation
= the result), carrying the same tool's earlier results in the run.

**Labels from outcomes.** No row is labeled; what is measured is what a gate would do:

* a run **succeeded** when its own outcome says so (``reward`` = 1, ``success``, ``status``
  ``completedCorrect``, ``win``, ``resolved``); a gate that trips on such a run before its
  last call **stops a successful run** (it would have kept the agent from finishing);
* a run that **failed and loops** made 6 calls or more without succeeding; the calls after
  the gate's trip are **cut** (the share is over all calls of such runs).

The gate is the paper's run rule at k = 3, each tool its own source (a tool's run of useless
verdicts resets on a useful one; ``unknown`` leaves it as it is), replayed by
:func:`uselessdetect.measure.replay_outcomes` — the one definition of "stopped" and "cut" the
``replay`` command and ``bench_real_runs.py`` use (a gate counts retrieval tools only by
default). Writes ``benchmarks/results/bench_shapes.json``.
"""

from __future__ import annotations

import json
import sys
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result

from uselessdetect import Sample, make_detector
from uselessdetect.io import read_real_runs
from uselessdetect.measure import replay_outcomes
from uselessdetect.shapes import parse_result

SOURCES = {
    "tau_bench_airline": "tau-bench airline",
    "react_webshop": "WebShop",
    "medagentbench_agentbench": "MedAgentBench",
    "toolbench_data_example": "ToolBench",
    "mini_swe_gemini3_verified": "SWE-bench shell",
}
DETECTORS = ("lexical", "novelty>lexical", "default")
K = 3
LOOP = 6


def succeeded(outcome: dict[str, Any]) -> bool:
    """Whether a run's own outcome says it succeeded (one rule for every source)."""
    if "resolved" in outcome:
        return outcome["resolved"] is True
    if "win" in outcome:
        return outcome["win"] is True
    if "status" in outcome:
        return outcome["status"] == "completedCorrect"
    if "success" in outcome:
        return outcome["success"] is True
    return float(outcome.get("reward") or 0.0) >= 1.0


def query_of(args: Any) -> str:
    """The call's input: its single string argument, else its arguments as compact JSON."""
    if isinstance(args, dict) and len(args) == 1 and isinstance(next(iter(args.values())), str):
        return str(next(iter(args.values())))
    return json.dumps(args, separators=(",", ":"), ensure_ascii=False)


def read_runs(path: Path) -> list[dict[str, Any]]:
    """The file's runs in order: ``{"id", "ok", "tools", "samples"}``."""
    runs: dict[str, dict[str, Any]] = {}
    earlier: dict[tuple[str, str], list[str]] = defaultdict(list)
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            row = json.loads(line)
            run = runs.setdefault(
                row["run_id"],
                {"id": row["run_id"], "ok": succeeded(row["outcome"]), "tools": [], "samples": []},
            )
            result = row["result"] if isinstance(row["result"], str) else json.dumps(row["result"])
            seen = earlier[(row["run_id"], row["tool"])]
            run["tools"].append(row["tool"])
            run["samples"].append(
                Sample(
                    question=row["task"],
                    query=query_of(row["args"]),
                    observation=result,
                    earlier=tuple(seen[-100:]),
                )
            )
            seen.append(result)
    return list(runs.values())


def measure_source(path: Path) -> dict[str, Any]:
    """Every detector's replay on one file, with the runs' shape counts.

    The replay is :func:`uselessdetect.measure.replay_outcomes` (the ``replay`` command's, and
    ``bench_real_runs``'s): a shadow gate at k = :data:`K`, ``finish_only``, each tool its own
    source, the gate's own choice of the tools it counts; "stopped" and "cut" as it defines
    them.
    """
    episodes = list(read_real_runs(path))
    flat = [s for r in read_runs(path) for s in r["samples"]]
    out: dict[str, Any] = {
        "runs": len(episodes),
        "tool_results": len(flat),
        "shapes": dict(Counter(parse_result(s.observation).kind for s in flat).most_common()),
        "detectors": {},
    }
    for name in DETECTORS:
        det = make_detector(name).fit([])
        rep = replay_outcomes(episodes, det, k=K, loop_min=LOOP, n_boot=0)
        fig = rep.to_dict()["overall"]
        verdicts = [j.verdict.value for j in det.judge_many(flat)]
        out["failed_looping_runs"] = rep.runs["looping"]
        out["detectors"][name] = {
            "successful_runs": rep.runs["success"],
            "stops_successful": fig["success_stopped"]["share"]["estimate"],
            "stopped_successful_runs": fig["success_stopped"]["stopped"],
            "looping_failed_calls": fig["calls_cut_looping"]["calls"],
            "cuts_looping": fig["calls_cut_looping"]["share"]["estimate"],
            "useless_share": verdicts.count("useless") / len(verdicts),
        }
    return out


def main() -> None:
    root = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    sources = {}
    for stem, label in SOURCES.items():
        got = measure_source(root / "real_runs" / f"{stem}.jsonl")
        sources[stem] = {"label": label, **got}
        for name, m in got["detectors"].items():
            print(
                f"{label:18} {name:16} stops {m['stops_successful']:.1%} of "
                f"{m['successful_runs']} successful runs; cuts {m['cuts_looping'] or 0:.1%} "
                f"of looping failed calls"
            )
    worst = {
        name: max(s["detectors"][name]["stops_successful"] for s in sources.values())
        for name in DETECTORS
    }
    write_result(
        __file__,
        {"k": K, "loop_calls": LOOP, "sources": sources, "worst_stops": worst},
    )


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
