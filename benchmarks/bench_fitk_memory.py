"""Benchmark of fit-k's memory: peak RSS holding every Episode (before) vs streaming (after).

Issue 14, item 14: ``fit-k`` held every episode of its input, so its memory grew with the
file's text. ``KFitter.fit`` now streams episodes into one byte per tool call. Run as::

    python benchmarks/bench_fitk_memory.py [--sizes-mb 10,40] [--bootstrap 200]

For each input size an episode file is written to a temporary folder (episodes of the
bench_fit model with ~600-character observations, recorded judgments of a detector); then,
each in a fresh child process, the same fit runs twice: ``before`` = ``KFitter.fit(list(
read_episodes(path)))`` (what fit-k did), ``after`` = ``KFitter.fit(read_episodes(path))``
(what it does). The child reports its peak resident set size (``ru_maxrss``), and the
baseline of a child that only imports the package is reported beside it. Both fits must
choose the same k with the same utilities (checked). Writes
``benchmarks/results/bench_fitk_memory.json``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

RESULTS = Path(__file__).resolve().parent / "results" / "bench_fitk_memory.json"
sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import write_result  # noqa: E402

CHILD = r"""
import json, resource, sys

from uselessdetect.fit import KFitter
from uselessdetect.io import read_episodes
path, how, nboot = sys.argv[1], sys.argv[2], int(sys.argv[3])
fitter = KFitter(detector="det", price=0.01, n_bootstrap=nboot, random_state=0)
if how == "before":
    fitter.fit(list(read_episodes(path, strict=False)))
elif how == "after":
    fitter.fit(read_episodes(path, strict=False))
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
rows = [] if how == "baseline" else [r["utility"] for r in fitter.results_]
best = None if how == "baseline" else fitter.best_k_
print(json.dumps({"peak_rss_mb": rss / 1024, "best_k": best, "utilities": rows}))
"""


def write_file(path: Path, target_mb: float, seed: int = 0) -> int:
    """Write model-agent episodes with realistic text until the file holds ``target_mb``."""
    from bench_fit import make_episodes

    rng = np.random.default_rng(seed)
    words = [f"w{i}" for i in range(5000)]
    n = 0
    with path.open("w", encoding="utf-8") as fh:
        while n == 0 or path.stat().st_size < target_mb * 1e6:
            for ep in make_episodes(500, seed=seed + n):
                d = ep.to_dict()
                d["id"] = f"{n}"
                for step in d["steps"]:
                    if "observation" in step:
                        step["observation"] = " ".join(rng.choice(words, 100))
                    step["thought"] = " ".join(rng.choice(words, 20))
                fh.write(json.dumps(d) + "\n")
                n += 1
            fh.flush()
    return n


def run_child(path: Path, how: str, nboot: int) -> dict[str, object]:
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(path), how, str(nboot)],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "OMP_NUM_THREADS": "1", "OPENBLAS_NUM_THREADS": "1"},
    )
    return dict(json.loads(out.stdout))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes-mb", default="10,40")
    ap.add_argument("--bootstrap", type=int, default=200)
    args = ap.parse_args()
    sizes = [float(x) for x in args.sizes_mb.split(",")]
    runs = []
    with tempfile.TemporaryDirectory() as tmp:
        base = run_child(Path(tmp) / "none", "baseline", 0)["peak_rss_mb"]
        for mb in sizes:
            path = Path(tmp) / f"episodes_{mb:g}mb.jsonl"
            n = write_file(path, mb)
            before, after = (
                run_child(path, "before", args.bootstrap),
                run_child(path, "after", args.bootstrap),
            )
            same = before["best_k"] == after["best_k"] and np.allclose(
                before["utilities"], after["utilities"], equal_nan=True
            )
            if not same:
                raise SystemExit(f"{mb} MB: streaming changed the result: {before} vs {after}")
            row = {
                "input_mb": round(path.stat().st_size / 1e6, 1),
                "episodes": n,
                "before_peak_rss_mb": round(float(before["peak_rss_mb"]), 1),  # type: ignore[arg-type]
                "after_peak_rss_mb": round(float(after["peak_rss_mb"]), 1),  # type: ignore[arg-type]
                "same_result": same,
            }
            row["ratio"] = round(row["before_peak_rss_mb"] / row["after_peak_rss_mb"], 2)
            runs.append(row)
            print(row, flush=True)
    result = {
        "baseline_import_rss_mb": round(float(base), 1),  # type: ignore[arg-type]
        "bootstrap": args.bootstrap,
        "runs": runs,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    write_result(__file__, result)
    print(f"→ {RESULTS}")


if __name__ == "__main__":
    main()
