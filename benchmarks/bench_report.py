"""`uselessdetect report` at scale: 100,000 recorded runs make a page of bounded size, fast.

Run from a checkout: ``python benchmarks/bench_report.py [N_RUNS]`` (default 100,000). Writes
N synthetic recorded runs (seeded): four tools, each failing silently in its own share of runs
(a failed tool answers useless results until the run gives up; a working one mostly useful),
each call carrying a recorded ``lexical`` verdict with 5% of verdicts flipped and the true
label, each run its outcome. Then times the command as a user runs it, pinned to one core
(``report RUNS -o report.html --json``: the one read of the runs, the fit-k recommendation,
three shadow gates per run, the bootstraps over runs, the online k, the second look at the
sampled runs, the page), and records the page's size and the command's peak resident memory
(``max_rss_mb``). On a shared machine the wall time (``build_s``) includes waiting for the
core; ``build_cpu_s`` is the command's own CPU time (user + system).
The step tables are a sample (50 runs) and the counts exact, so the page's size does not grow
with the runs. Writes ``benchmarks/results/bench_report.json``.
"""

from __future__ import annotations

import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result

TOOLS = {"search": 0.3, "lookup": 0.15, "weather_api": 0.05, "sql": 0.1}  # P(tool fails in run)
N_DEFAULT = 100_000


def _run(rng: random.Random, i: int) -> dict[str, Any]:
    steps = []
    failed = {t for t, p in TOOLS.items() if rng.random() < p}
    for _ in range(rng.randint(1, 9)):
        tool = rng.choice(list(TOOLS))
        label = 1 if tool in failed or rng.random() < 0.15 else 0
        judged = label if rng.random() > 0.05 else 1 - label
        verdict = {"verdict": "useless" if judged else "useful", "score": 0.8 if judged else 0.2}
        text = "No results found." if label else f"{tool}: record {rng.randint(0, 10**6)}"
        steps.append({"action": tool, "input": f"q{i}", "observation": text, "label": label,
                      "judgments": {"lexical": verdict}})  # fmt: skip
    steps.append({"action": "finish", "input": "answer"})
    correct = rng.random() < (0.2 if failed else 0.7)
    return {"id": f"run{i}", "question": f"Task {i}?", "correct": correct, "steps": steps}


def main(n: int) -> None:
    rng = random.Random(0)
    with tempfile.TemporaryDirectory() as tmp:
        runs, page = Path(tmp) / "runs.jsonl", Path(tmp) / "report.html"
        with runs.open("w") as fh:
            for i in range(n):
                fh.write(json.dumps(_run(rng, i)) + "\n")
        cmd = [sys.executable, "-c", "from uselessdetect.cli import main; main()", "report",
               str(runs), "-o", str(page),
               "--json"]  # fmt: skip
        one_core = {min(os.sched_getaffinity(0))} if hasattr(os, "sched_getaffinity") else None
        start = time.perf_counter()
        out = subprocess.run(cmd, capture_output=True, text=True, check=True,
                             preexec_fn=(lambda: os.sched_setaffinity(0, one_core))
                             if one_core else None)  # fmt: skip
        build_s = time.perf_counter() - start
        child = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu_s = child.ru_utime + child.ru_stime
        data = json.loads(out.stdout)
        size = page.stat().st_size
    result = {
        "runs": n,
        "tool_calls": data["summary"]["tool_calls"],
        "runs_counted": data["summary"]["runs"],
        "stopped_successes_any": data["stopped_successes"]["count"]["any"],
        "steps_tables_shown": len(data["stopped_successes"]["shown"]),
        "recommendation": data["recommendation"].get("label"),
        "page_bytes": size,
        "page_mib": round(size / 2**20, 2),
        "build_s": round(build_s, 1),
        "build_cpu_s": round(cpu_s, 1),
        "max_rss_mb": round(child.ru_maxrss / 1024),
        "cores": 1,
    }
    print(json.dumps(result, indent=2))
    write_result("bench_report", result)


if __name__ == "__main__":
    exit_on_help(__doc__)
    main(int(sys.argv[1]) if len(sys.argv) > 1 else N_DEFAULT)
