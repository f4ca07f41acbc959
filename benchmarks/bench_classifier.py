"""Throughput of the detectors on one core (samples per second) and the classifier's training time.

Run from the repository root: ``python benchmarks/bench_classifier.py [DATA_DIR]`` where
DATA_DIR holds the shared data (default ``../shared/data``). OpenMP is limited to one thread
before numpy / scikit-learn load, so the figures are one-core figures. Each detector judges
the held-out split in one batch, after a warm-up pass (stem caches filled); the best of
``REPEATS`` runs is reported. Writes benchmarks/results/bench_classifier.json.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

from _record import write_result  # noqa: E402

from uselessdetect import make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus  # noqa: E402
from uselessdetect.detectors._classifier import ClassifierDetector  # noqa: E402

REPEATS = 3


def throughput(name: str, samples: list) -> float:
    det = make_detector(name).fit([])
    det.predict_proba(samples)  # warm-up
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        det.predict_proba(samples)
        best = min(best, time.perf_counter() - start)
    return len(samples) / best


def main() -> None:
    data = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/data")
    train, test = default_corpus(data)
    print(f"held-out samples: {len(test)}, training samples: {len(train)}")
    rates = {}
    for name in ("classifier", "lexical"):
        rates[name] = throughput(name, test)
        print(f"{name:<11} {rates[name]:>10,.0f} samples/s (one core)")
    start = time.perf_counter()
    ClassifierDetector().fit(train)
    train_s = time.perf_counter() - start
    print(f"training the default classifier: {train_s:.1f} s")
    det = make_detector("classifier").fit([])
    start = time.perf_counter()
    for s in test[:200]:
        det.judge(s)
    one_ms = (time.perf_counter() - start) / 200 * 1e3
    print(f"classifier one call at a time: {one_ms:.1f} ms")
    write_result(
        __file__,
        {
            "heldout_samples": len(test),
            "samples_per_s": rates,
            "train_s": train_s,
            "one_call_ms": one_ms,
        },
    )


if __name__ == "__main__":
    main()
