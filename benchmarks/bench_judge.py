"""Benchmark: the judge detector's concurrency and cache against a fake model that takes 50 ms.

Run from the repository root: ``python benchmarks/bench_judge.py``. Writes
``benchmarks/results/bench_judge.json``.

* 1,000 distinct samples judged by ``tests.fakes:slow_oracle_like`` (sleeps 50 ms per call,
  like a fast remote model), serially (``n_jobs=1``) and with ``n_jobs=8``. Target: ≤ 7 s
  with 8 in flight, ≈ 8× serial. The calls are I/O bound: the speed-up is the overlap of
  waiting, not CPU.
* A second pass by a new detector sharing the first one's SQLite cache file: target 0 calls.
* Calls per episode on the bundled KnowAgent episodes: one per judged step, fewer when an
  episode repeats a search and gets the same result (the cache asks each prompt once).
"""

from __future__ import annotations

import json
import platform
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # for tests.fakes

from tests.fakes import oracle_like, slow_oracle_like  # noqa: E402

from uselessdetect import Sample, read_episodes  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import exit_on_help  # noqa: E402

from uselessdetect.detectors import JudgeDetector  # noqa: E402
from uselessdetect.io import sample_episodes_path  # noqa: E402

N = 1000
SLEEP_S = 0.05
N_JOBS = 8
OUT = ROOT / "benchmarks" / "results" / "bench_judge.json"


def samples(n: int) -> list[Sample]:
    """Distinct samples (no prompt repeats, so every one costs a call)."""
    return [
        Sample(
            f"Question {i}: who founded band {i}?",
            f"Band {i}: founded in {1900 + i % 100}.",
            query=f"Band {i}",
        )
        for i in range(n)
    ]


def timed_pass(det: JudgeDetector, X: list[Sample]) -> dict[str, float | int]:
    det.fit([])
    start = time.perf_counter()
    det.predict_proba(X)
    seconds = time.perf_counter() - start
    return {
        "seconds": seconds,
        "calls": det.calls_,
        "cache_hits": det.cache_hits_,
        "errors": det.errors_,
    }


def calls_per_episode() -> dict[str, float | int]:
    """Judge calls per episode on the bundled episodes, without and with the cache."""
    episodes = list(read_episodes(sample_episodes_path()))
    asked = per_episode_cached = 0
    for ep in episodes:
        X = [s for _, s in ep.samples()]
        asked += len(X)
        det = JudgeDetector(oracle_like, cache=True).fit([])
        det.predict_proba(X)
        per_episode_cached += det.calls_
    return {
        "episodes": len(episodes),
        "judged_steps": asked,
        "mean_without_cache": asked / len(episodes),
        "mean_with_cache": per_episode_cached / len(episodes),
    }


def main() -> None:
    X = samples(N)
    serial = timed_pass(JudgeDetector(slow_oracle_like, n_jobs=1, cache=False), X)
    print(f"serial:      {serial['seconds']:6.2f} s, {serial['calls']} calls")
    with tempfile.TemporaryDirectory() as tmp:
        cache = str(Path(tmp) / "judge.sqlite")
        parallel = timed_pass(JudgeDetector(slow_oracle_like, n_jobs=N_JOBS, cache=cache), X)
        print(f"n_jobs={N_JOBS}:    {parallel['seconds']:6.2f} s, {parallel['calls']} calls")
        cached = timed_pass(JudgeDetector(slow_oracle_like, n_jobs=N_JOBS, cache=cache), X)
        print(
            f"cached pass: {cached['seconds']:6.2f} s, {cached['calls']} calls, "
            f"{cached['cache_hits']} cache hits"
        )
    parallel["speedup"] = serial["seconds"] / parallel["seconds"]
    per_episode = calls_per_episode()
    print(
        f"speed-up {parallel['speedup']:.1f}x; calls per episode "
        f"{per_episode['mean_without_cache']:.2f} (cache: {per_episode['mean_with_cache']:.2f})"
    )
    result = {
        "n_samples": N,
        "sleep_s": SLEEP_S,
        "n_jobs": N_JOBS,
        "serial": serial,
        "parallel": parallel,
        "cached_pass": cached,
        "calls_per_episode": per_episode,
        "targets": {"parallel_seconds_max": 7.0, "cached_calls": 0},
        "python": platform.python_version(),
        "machine": platform.machine(),
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(result, indent=2) + "\n")
    print(f"→ {OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
