"""Choosing each rule's parameters by the fitter's utility, and the rules side by side.

For each rule the candidates of :func:`._rulefit.candidates` are replayed on the same
episodes (recorded ones, or the exact regime mix), scored by E[success] − price × E[calls]
and chosen by the fitter's tie-break (fewer calls, then grid order). In a replay all rules'
candidates are bootstrapped on the *same* episode resamples, so the difference between a
rule at its fitted parameters and ``run`` at its fitted k has a paired CI.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ..gate import Rule, SprtRule
from ._choice import choose_index
from ._outcomes import Distinct, TripOutcomes
from ._replay import bootstrap_means
from ._rows import EpisodeArrays
from ._rulefit import candidates, distinct_trips

__all__ = ["fit_rules", "pick"]


def _label(r: Rule | None) -> str:
    return "none" if r is None else r.label


def _rows(
    keep: Sequence[Rule | None], s: np.ndarray, c: np.ndarray, x: np.ndarray, price: float
) -> list[dict[str, Any]]:
    """One row per candidate from its weighted means of success, calls and cut."""
    out = []
    for j, r in enumerate(keep):
        row: dict[str, Any] = {
            "rule": None if r is None else r.name,
            "label": _label(r),
            "params": None if r is None else r.params(),
            "success": float(s[j]),
            "calls": float(c[j]),
            "utility": float(s[j] - price * c[j]),
            "p_cut_before_recovery": float(x[j]),
        }
        if isinstance(r, SprtRule):
            row["expected_results"] = r.expected_results()
        out.append(row)
    return out


def _same_outcomes(
    keep: Sequence[Rule | None], first: np.ndarray, table: TripOutcomes
) -> tuple[list[Rule | None], np.ndarray, int]:
    """Drop candidates whose every episode ends exactly as an earlier candidate's (a trip at a
    call after which the agent answered anyway changes nothing); no gate always stays.
    Each candidate's outcomes are gathered, compared and dropped one at a time."""

    def data(j: int) -> bytes:
        return table.key(first[:, j])

    seen = Distinct(data)
    cols = [j for j, r in enumerate(keep) if seen.new(j, data(j), keep=r is None)]
    return [keep[j] for j in cols], first[:, cols], len(keep) - len(cols)


def fit_rules(
    names: Sequence[str],
    arr: EpisodeArrays,
    weights: np.ndarray | None,
    *,
    budget: int,
    need: int,
    p: dict[str, float],
    price: float,
    fixed: Mapping[str, Any],
    n_bootstrap: int,
    confidence: float,
    rng: np.random.Generator,
) -> dict[str, Any]:
    """Per rule its candidate rows and chosen index; paired CIs when ``n_bootstrap`` > 0.

    ``weights`` are the episodes' probabilities (the exact mix) or ``None`` (each recorded
    episode once; then the bootstrap runs).
    """
    n = len(arr.n_calls)
    w = np.full(n, 1.0 / n) if weights is None else weights
    per: dict[str, dict[str, Any]] = {}
    mats = []
    table = TripOutcomes(arr, need=need, p=p)  # what replay_first gives, per trip call
    boot = weights is None and n_bootstrap
    for name in names:
        mine = {k: v for k, v in fixed.items() if k in _PARAMS[name]}
        keep, first, dups = distinct_trips(candidates(name, budget, mine), arr)
        keep, first, same = _same_outcomes(keep, first, table)
        dups += same
        means, held = [], []
        for which in range(3):  # one (episodes × candidates) matrix at a time
            m = table.columns(first, which)
            means.append(w @ m)
            held.append(m if boot and which < 2 else None)
            del m
        rows = _rows(keep, means[0], means[1], means[2], price)
        u = np.array([r["utility"] for r in rows])
        c = np.array([r["calls"] for r in rows])
        per[name] = {"rows": rows, "best": choose_index(u, c), "merged_duplicates": dups}
        mats.append((held[0], held[1]))
    if boot:
        _bootstrap(per, mats, names, price, n_bootstrap, confidence, rng)
    return per


def _bootstrap(
    per: dict[str, dict[str, Any]], mats: list[tuple[Any, Any]],
    names: Sequence[str], price: float, n_bootstrap: int, confidence: float,
    rng: np.random.Generator,
) -> None:  # fmt: skip
    """CIs per candidate, P(best) within each rule, and paired differences against ``run``."""
    M = np.hstack([np.hstack([S - price * C, C]) for S, C in mats])
    B = bootstrap_means(M, n_resamples=n_bootstrap, rng=rng)
    a = (1.0 - confidence) / 2
    off = 0
    util_best = {}
    for name, (S, _) in zip(names, mats, strict=True):
        m = S.shape[1]
        U, C = B[:, off : off + m], B[:, off + m : off + 2 * m]
        off += 2 * m
        lo, hi = np.quantile(U, [a, 1 - a], axis=0)
        best = [choose_index(u, c) for u, c in zip(U, C, strict=True)]
        share = np.bincount(best, minlength=m) / len(best)
        for j, row in enumerate(per[name]["rows"]):
            row["utility_ci"] = [float(lo[j]), float(hi[j])]
            row["p_best"] = float(share[j])
        util_best[name] = U[:, per[name]["best"]]
    if "run" in util_best:
        for name in names:
            d = util_best[name] - util_best["run"]
            lo, hi = np.quantile(d, [a, 1 - a])
            per[name]["vs_run_ci"] = [float(lo), float(hi)]


def pick(per: Mapping[str, Mapping[str, Any]]) -> str:
    """The rule whose fitted parameters earn the best utility (ties: fewer calls, then the
    order run, cusum, sprt)."""
    names = list(per)
    best = [per[n]["rows"][per[n]["best"]] for n in names]
    return names[choose_index(np.array([b["utility"] for b in best]),
                              np.array([b["calls"] for b in best]))]  # fmt: skip


_PARAMS = {
    "run": ("k",),
    "cusum": ("h", "drift", "verdict_p", "clip"),
    "sprt": ("p0", "p1", "alpha", "beta"),
}
