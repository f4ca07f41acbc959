"""Online k on a drifting source: regret per segment, delay to detect, censoring-aware vs naive.

A simulated stream of 20,000 episodes of one source ``search`` whose failures change twice
(at episodes 7,001 and 14,001). Each episode draws an onset and a duration of failure from its
segment's mix, true labels follow, a detector judges with TPR 0.95 / FPR 0.08, and the
decision model's agent (``need`` = 2 useful results, budget 8) runs behind a gate at the k
the online fitter recommends *at that moment*. The fitter then sees only what such a harness
records: an episode cut short by the gate ends at the trip (censored).

Reported per variant (KM with no exploration, KM with 5% shadow exploration, the naive
estimator with the same exploration, and a static k fitted once on the first 2,000
episodes): per segment the regret = mean utility of the best fixed k in hindsight (every k
replayed on the same full episodes) − mean utility of the k actually used; the delay from each
change to its detection; and, at the end of each segment, the estimated P(a failure recovers
within 3 results) and P(it never recovers) against the truth. Writes
benchmarks/results/bench_online_k.json. Run: ``nice -n 10 python benchmarks/bench_online_k.py``.
"""

from __future__ import annotations

import argparse
import time

import numpy as np
from _record import write_result

from uselessdetect import Episode, Step
from uselessdetect.fit import OnlineKFitter
from uselessdetect.fit._replay import replay
from uselessdetect.fit._rows import EpisodeArrays

BUDGET, NEED, PRICE, TPR, FPR = 8, 2, 0.01, 0.95, 0.08
P = {"evidence": 0.45, "partial": 0.25, "memory": 0.16, "exhausted": 0.0}
KS: list[int | None] = [*range(1, BUDGET + 1), None]
#: per segment: P(the source fails in an episode), P(duration = 1..8 or never) given a failure
SEGMENTS = [
    {"p_fail": 0.12, "duration": [0.5, 0.3, 0.15, 0.05, 0, 0, 0, 0, 0.0]},
    {"p_fail": 0.45, "duration": [0.1, 0.05, 0.05, 0, 0, 0, 0, 0, 0.8]},
    {"p_fail": 0.30, "duration": [0.05, 0.05, 0.1, 0.2, 0.2, 0.1, 0, 0, 0.3]},
]
BOUNDS = [0, 7_000, 14_000, 20_000]


def draw_stream(rng: np.random.Generator) -> tuple[np.ndarray, np.ndarray]:
    """Full labels and verdicts (n, BUDGET) of every episode, as if no gate were there."""
    n = BOUNDS[-1]
    labels = np.zeros((n, BUDGET), dtype=np.int8)
    for s, seg in enumerate(SEGMENTS):
        for i in range(BOUNDS[s], BOUNDS[s + 1]):
            if rng.random() >= seg["p_fail"]:
                continue
            onset = int(rng.integers(0, 3))  # fails from result 1, 2 or 3
            d = int(rng.choice(len(seg["duration"]), p=seg["duration"]))
            end = BUDGET if d == BUDGET else onset + d + 1
            labels[i, onset:end] = 1
    verdicts = (rng.random(labels.shape) < np.where(labels == 1, TPR, FPR)).astype(np.int8)
    return labels, verdicts


def full_arrays(labels: np.ndarray, verdicts: np.ndarray) -> EpisodeArrays:
    """The ungated agent: calls until it holds NEED useful results (answers) or the budget."""
    held = np.cumsum(labels == 0, axis=1)
    done = (held >= NEED) & (np.arange(1, BUDGET + 1) < BUDGET)
    answered = done.any(axis=1)
    n_calls = np.where(answered, done.argmax(axis=1) + 1, BUDGET)
    mask = np.arange(BUDGET)[None, :] < n_calls[:, None]
    return EpisodeArrays(
        labels=np.where(mask, labels, -1).astype(np.int8),
        verdicts=np.where(mask, verdicts, -1).astype(np.int8),
        n_calls=n_calls,
        answered=answered,
        budget=np.full(len(n_calls), BUDGET),
        correct=np.full(len(n_calls), np.nan),
    )


def recorded(i: int, arr: EpisodeArrays, k: int | None, shadow: bool) -> Episode:
    """What the harness records under a gate at k: cut at the trip unless in shadow."""
    n = int(arr.n_calls[i])
    run, cut = 0, None
    for t in range(n):
        run = run + 1 if arr.verdicts[i, t] == 1 else 0
        if k is not None and run >= k and t + 1 < BUDGET:
            cut = t + 1
            break
    calls = n if cut is None or shadow else cut
    steps = [
        Step(action="search", input=str(t), observation="o", label=int(arr.labels[i, t]),
             judgments={"det": {"verdict": "useless" if arr.verdicts[i, t] else "useful"}})
        for t in range(calls)
    ]  # fmt: skip
    if arr.answered[i] or (cut is not None and not shadow):
        steps.append(Step(action="finish", input="a"))
    gate = {"k": k, "shadow": shadow, "tripped_at": None if shadow else cut}
    return Episode(id=str(i), question="Q", steps=steps, budget=BUDGET, raw={"gate": gate})


def run_variant(arr: EpisodeArrays, U: np.ndarray, **kw: object) -> dict[str, object]:
    """Stream the episodes through one fitter; the utility of the k used, changes, estimates."""
    static = kw.pop("static", False)
    f = OnlineKFitter(budget=BUDGET, price=PRICE, need=NEED, detector="det", **kw)  # type: ignore[arg-type]
    used = np.empty(len(U))
    ks_used = []
    estimates = []
    frozen: int | None = None
    for i in range(len(U)):
        if static and i >= 2_000:
            k, explore = frozen, False
        else:
            k, explore = f.k_for(str(i), "search")
            frozen = k
        used[i] = U[i, KS.index(k)]
        ks_used.append(k)
        f.update(recorded(i, arr, k, shadow=explore))
        if i + 1 in BOUNDS[1:]:
            _, dur = f.masses("search")
            estimates.append(
                {"p_recover_within_3": float(dur[:3].sum()), "p_never": float(dur[-1])}
            )
    return {"fitter": f, "used": used, "ks": ks_used, "estimates": estimates}


def truth() -> list[dict[str, float]]:
    return [
        {"p_recover_within_3": float(sum(s["duration"][:3])), "p_never": float(s["duration"][-1])}
        for s in SEGMENTS
    ]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    rng = np.random.default_rng(args.seed)
    labels, verdicts = draw_stream(rng)
    arr = full_arrays(labels, verdicts)
    S, C, _ = replay(arr, arr.verdicts, KS, need=NEED, p=P)
    U = S - PRICE * C  # utility of every episode at every fixed k
    segs = []
    for s in range(len(SEGMENTS)):
        m = U[BOUNDS[s] : BOUNDS[s + 1]].mean(axis=0)
        j = int(np.argmax(m))
        segs.append({"best_k": KS[j], "best_utility": float(m[j])})
    variants = {
        "km": {"explore": 0.0},
        "km_explore5": {"explore": 0.05, "explore_k": None},
        "naive_explore5": {"explore": 0.05, "explore_k": None, "censoring": "naive"},
        "static": {"explore": 0.0, "static": True, "change_h": float("inf")},
    }
    out: dict[str, object] = {"segments": segs, "truth": truth(), "bounds": BOUNDS}
    t0 = time.perf_counter()
    for name, kw in variants.items():
        res = run_variant(arr, U, halflife=1000.0, **kw)  # type: ignore[arg-type]
        f = res["fitter"]
        per = []
        for s in range(len(SEGMENTS)):
            lo, hi = BOUNDS[s], BOUNDS[s + 1]
            ks = res["ks"][lo:hi]
            final = ks[-1]
            per.append({
                "regret": segs[s]["best_utility"] - float(res["used"][lo:hi].mean()),
                "k_at_end": final,
                "estimate": res["estimates"][s],
            })  # fmt: skip
        delays = []
        for b in BOUNDS[1:-1]:
            hits = [c.detected_at - (b + 1) for c in f.changes_ if c.detected_at > b]
            delays.append(min(hits) if hits else None)
        out[name] = {
            "segments": per,
            "regret_total": float(np.mean([p["regret"] for p in per])),
            "detection_delays": delays,
            "changes": [c.line() for c in f.changes_],
            "explored": f.explored_,
            "explore_cost_per_episode": f.explore_cost_ / max(f.n_episodes_, 1),
        }
        print(f"== {name}")
        for s, p in enumerate(per):
            print(
                f"  segment {s + 1}: best fixed k {segs[s]['best_k']}, k at end "
                f"{p['k_at_end']}, regret {p['regret']:.4f}; P(recover ≤ 3) "
                f"{p['estimate']['p_recover_within_3']:.3f}"
                f" (true {truth()[s]['p_recover_within_3']:.3f}), P(never) "
                f"{p['estimate']['p_never']:.3f} (true {truth()[s]['p_never']:.3f})"
            )
        print(f"  detection delays {delays}; explored {f.explored_}")
        for line in f.report():
            print("  " + line)
    out["elapsed_s"] = time.perf_counter() - t0
    write_result(__file__, out)


if __name__ == "__main__":
    main()
