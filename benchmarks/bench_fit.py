"""Benchmark of KFitter: replay fit on 10,000 episodes with 1,000 bootstrap resamples.

Target (issue 6): under 10 s on one core. Run as a script::

    python benchmarks/bench_fit.py [--episodes 10000] [--bootstrap 1000]

Episodes are the decision model's unaided agent on sources drawn from the paper's six
regimes plus recover_after_5 and late_onset_from_2, with recorded judgments of a detector
(TPR 0.95, FPR 0.08) stored per step, so the fit replays recorded verdicts. The timer covers
the whole ``fit``: array building from Episode objects, recovery estimate, replay of every k,
and the bootstrap. Thread pools are pinned to one thread before numpy is imported. Writes
benchmarks/results/bench_fit.json.
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
from uselessdetect.fit import KFitter  # noqa: E402
from uselessdetect.fit._dp import regime_labels  # noqa: E402
from uselessdetect.sim import SIX_REGIMES  # noqa: E402

REGIMES = [*SIX_REGIMES, "recover_after_5", "late_onset_from_2"]


def make_episodes(n: int, *, budget: int = 8, need: int = 2, seed: int = 0) -> list[Episode]:
    """``n`` model-agent episodes with recorded judgments of a noisy detector."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        regime = REGIMES[int(rng.integers(len(REGIMES)))]
        steps, held = [], 0
        for t, lab in enumerate(regime_labels(regime, budget), start=1):
            useless = rng.random() < (0.95 if lab else 0.08)
            verdict = {"verdict": "useless" if useless else "useful", "score": float(useless)}
            steps.append(
                Step(
                    action="search",
                    input=f"q{t}",
                    observation="o",
                    label=int(lab),
                    judgments={"det": verdict},
                )
            )
            held += int(lab == 0)
            if held >= need and t < budget:
                steps.append(Step(action="finish", input="a"))
                break
        out.append(
            Episode(
                id=str(i),
                question="Q",
                steps=steps,
                budget=budget,
                regime=regime,
                correct=bool(rng.random() < (0.45 if held >= need else 0.0)),
            )
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=10_000)
    ap.add_argument("--bootstrap", type=int, default=1_000)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    eps = make_episodes(args.episodes)
    times = []
    for r in range(args.repeats):
        t0 = time.perf_counter()
        f = KFitter(detector="det", price=0.01, n_bootstrap=args.bootstrap, random_state=r)
        f.fit(eps)
        times.append(time.perf_counter() - t0)
    print(
        f"episodes {args.episodes}, bootstrap resamples {args.bootstrap}, "
        f"candidates {len(f.results_)} (k = 1..{f.budget} and no gate)"
    )
    print(
        f"fit time: best {min(times):.2f} s, median {np.median(times):.2f} s "
        f"over {args.repeats} runs (target < 10 s on one core)"
    )
    print(f"chosen k = {f.best_k_}; TPR {f.tpr_:.3f}, FPR {f.fpr_:.3f}")
    print(f.recommendation())
    t0 = time.perf_counter()
    KFitter(price=0.01, tpr=0.95, fpr=0.08, regimes="six").fit()
    ms = 1e3 * (time.perf_counter() - t0)
    best_k = f.best_k_
    print(f"parametric (exact DP, six regimes, 9 candidates): {ms:.1f} ms")
    t0 = time.perf_counter()
    g = KFitter(
        detector="det", judgments="sampled", price=0.01, n_draws=20, n_bootstrap=args.bootstrap
    )
    g.fit(eps)
    sampled_s = time.perf_counter() - t0
    print(
        f"replay with sampled verdicts (20 draws) + bootstrap: "
        f"{sampled_s:.2f} s, chosen k = {g.best_k_}"
    )
    write_result(
        __file__,
        {
            "episodes": args.episodes,
            "n_bootstrap": args.bootstrap,
            "replay_best_s": min(times),
            "replay_median_s": float(np.median(times)),
            "replay_best_k": best_k,
            "sampled_s": sampled_s,
            "parametric_ms": ms,
            "target_s": 10,
        },
    )


if __name__ == "__main__":
    main()
