"""Benchmark: the stopping analysis on 1,000,000 decision points with 1,000 bootstrap resamples.

Target (issue 5): under 30 s on one core. Run as a script::

    python benchmarks/bench_metrics.py [--points 1000000] [--n-boot 1000]

Writes benchmarks/results/bench_metrics.json.

Synthetic episodes (budget 8, a mix of useless, useful and unknown results, answers whose
hazard grows with the run) are built directly as flat per-step arrays; the script pins itself
to one core and one BLAS thread, then times the flattening into decision points and the full
analysis (Δ, integration index, hazard slope on one shared cluster bootstrap). It also times
flattening from :class:`~uselessdetect.Episode` objects, the path real files take.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"

import argparse  # noqa: E402
import time  # noqa: E402

import numpy as np  # noqa: E402
from _record import write_result  # noqa: E402

from uselessdetect import Episode, Step  # noqa: E402
from uselessdetect.measure import (  # noqa: E402
    DecisionPoints,
    analyze_decisions,  # noqa: E402
    decision_points,
)


def synthetic_steps(n_episodes: int, budget: int = 8, seed: int = 0) -> dict[str, np.ndarray]:
    """Flat per-step arrays of ``n_episodes`` episodes (vectorised generation)."""
    rng = np.random.default_rng(seed)
    verdict = rng.choice([1, 0, -1], p=[0.7, 0.25, 0.05], size=(n_episodes, budget))
    # answer with probability 0.04 + 0.06 * (position) at each action from the 2nd on
    pos = np.arange(budget)
    answer = (rng.random((n_episodes, budget)) < 0.04 + 0.06 * pos) & (pos >= 1)
    first = np.where(answer.any(axis=1), answer.argmax(axis=1), budget)
    length = np.minimum(first + 1, budget)
    keep = pos[None, :] < length[:, None]
    is_finish = (pos[None, :] == first[:, None]) & keep
    episode = np.repeat(np.arange(n_episodes), budget).reshape(n_episodes, budget)
    return {
        "episode": episode[keep],
        "is_finish": is_finish[keep],
        "has_result": ~is_finish[keep],
        "verdict": verdict[keep],
        "final": np.full(n_episodes, budget - 1),
    }


def _episodes(n: int, seed: int = 0) -> list[Episode]:
    rng = np.random.default_rng(seed)
    names = np.array(["useless", "useful", "unknown"])
    out = []
    for k in range(n):
        steps = [
            Step(action="search", observation="o", judgments={"j": {"verdict": str(v)}})
            for v in rng.choice(names, p=[0.7, 0.25, 0.05], size=int(rng.integers(1, 8)))
        ]
        out.append(Episode(id=str(k), question="q", budget=8, steps=[*steps, Step("finish")]))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--points", type=int, default=1_000_000)
    parser.add_argument("--n-boot", type=int, default=1000)
    args = parser.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})

    n_eps = int(args.points / 4.0) + 1  # about 4.1 decision points per synthetic episode
    arrays = synthetic_steps(n_eps)
    t0 = time.perf_counter()
    dp = DecisionPoints.from_steps(**arrays)
    t1 = time.perf_counter()
    result = analyze_decisions(dp, "synthetic", n_boot=args.n_boot, random_state=0)
    t2 = time.perf_counter()
    print(
        f"episodes: {dp.n_episodes:,}; decision points: {len(dp):,} "
        f"({result.n_decision_points:,} non-final); bootstrap resamples: {args.n_boot}"
    )
    print(
        f"flatten (vectorised): {t1 - t0:.2f} s; analysis incl. bootstrap: {t2 - t1:.2f} s; "
        f"total: {t2 - t0:.2f} s (target < 30 s, one core)"
    )
    d = result.delta
    print(
        f"Δ = {d.estimate.estimate:+.4f} CI {d.estimate.ci}; I = "
        f"{result.integration_index.estimate:+.4f}; slope = {result.hazard_slope.estimate:+.4f}"
    )

    eps = _episodes(50_000)
    t3 = time.perf_counter()
    dp2 = decision_points(eps, "j")
    t4 = time.perf_counter()
    print(
        f"flatten from Episode objects: {len(dp2):,} decision points in {t4 - t3:.2f} s "
        f"({len(dp2) / (t4 - t3):,.0f} per s)"
    )
    write_result(
        __file__,
        {
            "decision_points": len(dp),
            "episodes": dp.n_episodes,
            "n_boot": args.n_boot,
            "flatten_s": t1 - t0,
            "analysis_s": t2 - t1,
            "total_s": t2 - t0,
            "target_s": 30,
            "episode_objects": {"decision_points": len(dp2), "per_s": len(dp2) / (t4 - t3)},
        },
    )


if __name__ == "__main__":
    main()
