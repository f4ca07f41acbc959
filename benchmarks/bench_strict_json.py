"""What strict JSON costs the readers: plain ``json.loads`` against the strict parse every
reader uses (duplicate keys, non-finite numbers, huge integers, lone surrogates, deep nesting
refused), on the real KnowAgent trajectories, one core.

Run from a checkout: ``python benchmarks/bench_strict_json.py [PATH_TO_SHARED_DATA]``. Both
parses run on the same lines, interleaved, best of 7 rounds each; the figure of record is the
ratio of the two times, measured in one run. Writes benchmarks/results/bench_strict_json.json.
"""

from __future__ import annotations

import json
import os
import sys
import time
from pathlib import Path

from _record import exit_on_help, write_result

from uselessdetect.io._files import parse_line


def main() -> None:
    root = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    path = root / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    raw = path.read_bytes().splitlines(keepends=True)
    mb = sum(map(len, raw)) / 2**20
    plain_s, strict_s = [], []
    for _ in range(7):
        start = time.perf_counter()
        for line in raw:
            json.loads(line.decode("utf-8"))
        plain_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        for n, line in enumerate(raw, start=1):
            parse_line(line, "x", n)
        strict_s.append(time.perf_counter() - start)
    plain, strict = min(plain_s), min(strict_s)
    result = {
        "input": "trajectories/knowagent_hotpotqa_trajs.jsonl",
        "lines": len(raw),
        "input_mb": round(mb, 1),
        "plain_mb_per_s": round(mb / plain, 1),
        "strict_mb_per_s": round(mb / strict, 1),
        "strict_over_plain_time": round(strict / plain, 2),
    }
    print(json.dumps(result, indent=2))
    write_result(__file__, result)


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
