"""Samples per second of the keyword reader on real ReAct thoughts, one core.

Run from a checkout: ``python benchmarks/bench_keyword.py [PATH_TO_SHARED_DATA]``. Reads the
KnowAgent trajectories (``trajectories/knowagent_hotpotqa_trajs.jsonl``), builds one sample
per step thought and times ``predict_proba``: "uncached" clears the reader's memo first (every
thought read once, the honest figure for scoring logs), "cached" repeats the call (a live
gate re-judging thoughts it has seen). Writes benchmarks/results/bench_keyword.json.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

from _record import exit_on_help, write_result

from uselessdetect import Sample
from uselessdetect.detectors._keyword import KeywordDetector, _read


def main() -> None:
    root = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    path = root / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    with path.open(encoding="utf-8") as fh:
        thoughts = [s["thought"] for line in fh for s in json.loads(line)["steps"]]
    X = [Sample(question="", observation="", thought=t) for t in thoughts]
    det = KeywordDetector().fit([])
    best = 0.0
    for _ in range(5):
        _read.cache_clear()
        start = time.perf_counter()
        det.predict_proba(X)
        best = max(best, len(X) / (time.perf_counter() - start))
    start = time.perf_counter()
    det.predict_proba(X)
    cached = len(X) / (time.perf_counter() - start)
    print(
        f"keyword: {len(X)} thoughts, uncached {best:,.0f} samples/s (best of 5), "
        f"cached {cached:,.0f} samples/s"
    )
    write_result(
        __file__,
        {
            "thoughts": len(X),
            "uncached_per_s": best,
            "cached_per_s": cached,
            "target_per_s": 50_000,
        },
    )


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
