"""Whether stopping follows the evidence: decision points, Δ, integration index, hazard slope.

Definitions are those of design §6. A *result* is a non-finish step with an observation; its
judgment is the verdict the chosen detector gave it (a missing judgment counts as ``unknown``).
A *decision point* is every action taken after ``t >= 1`` results; at it we record

* ``t`` — results so far; ``step`` — the action's 1-based position in the episode;
* ``run`` — consecutive results judged useless, kept like the gate: +1 on useless, reset to 0 on
  useful, **unchanged on unknown**;
* ``all_useless`` — all ``t`` results judged useless (an unknown judgment therefore excludes
  the point from group A of Δ); ``latest_useless`` — the latest result judged useless (an
  unknown latest excludes it from group B); ``had_useful`` — some result so far judged useful;
* ``answered`` — the action is ``finish``; ``is_final`` — the action is the episode's last
  chance to answer (position ``budget``; see :func:`decision_points`), excluded from Δ, the
  integration index and the hazard slope.

Everything after :func:`decision_points` is vectorised numpy over these flat arrays; the cluster
bootstrap resamples episodes (:func:`uselessdetect.measure._stats.cluster_bootstrap`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
from scipy import sparse

from ..exceptions import ConfigurationError
from ._points import DecisionPoints
from ._stats import (
    Estimate,
    cluster_bootstrap,
    logit_ame,
    mh_risk_difference,
    wilson_interval,
)

__all__ = ["DeltaResult", "delta", "hazard_slope", "integration_index", "share_answered_after"]


def _table(
    dp: DecisionPoints, mask: np.ndarray, cell: np.ndarray, n_cells: int
) -> sparse.coo_matrix:
    """Per-episode counts: column ``2c`` = decision points in cell ``c``, ``2c+1`` = answers."""
    ep, cell, ans = dp.episode[mask], cell[mask], dp.answered[mask].astype(float)
    rows = np.r_[ep, ep]
    cols = np.r_[2 * cell, 2 * cell + 1]
    vals = np.r_[np.ones(ep.size), ans]
    return sparse.coo_matrix((vals, (rows, cols)), shape=(dp.n_episodes, 2 * n_cells))


@dataclass(frozen=True)
class DeltaResult:
    """Δ with its CI, the number of decision points it rests on, and the per-stratum table."""

    estimate: Estimate
    n_decisions: int
    n_a: int
    n_b: int
    strata: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """JSON form (``estimate``, ``ci``, ``n_decisions``, ``n_a``, ``n_b``, ``strata``)."""
        return {
            **self.estimate.to_dict(),
            "n_decisions": self.n_decisions,
            "n_a": self.n_a,
            "n_b": self.n_b,
            "strata": self.strata,
        }


def _delta_parts(dp: DecisionPoints, strata: Sequence[int]) -> tuple[sparse.coo_matrix, Any]:
    strata = [int(s) for s in strata]
    if not strata or min(strata) < 1 or len(set(strata)) != len(strata):
        raise ConfigurationError(f"expected distinct strata t >= 1, got {strata!r}")
    s_of = np.searchsorted(np.sort(strata), dp.t)
    in_strata = np.isin(dp.t, strata) & ~dp.is_final
    group_a = dp.all_useless
    group_b = dp.latest_useless & dp.had_useful
    mask = in_strata & (group_a | group_b)
    cell = 2 * np.minimum(s_of, len(strata) - 1) + np.where(group_a, 0, 1)
    table = _table(dp, mask, cell, 2 * len(strata))

    def stat(tot: np.ndarray) -> np.ndarray:
        x = tot.reshape(tot.shape[0], len(strata), 4)
        return mh_risk_difference(x[..., 0], x[..., 1], x[..., 2], x[..., 3])

    return table, stat


def _delta_result(
    dp: DecisionPoints, strata: Sequence[int], table: Any, est: Estimate
) -> DeltaResult:
    tot = np.asarray(table.sum(axis=0)).reshape(-1, 4)
    rows = []
    for t, (n_a, a_a, n_b, a_b) in zip(sorted(int(s) for s in strata), tot, strict=True):
        w = n_a * n_b / (n_a + n_b) if n_a and n_b else 0.0
        rows.append(
            {
                "t": t,
                "n_a": int(n_a),
                "answered_a": int(a_a),
                "risk_a": round(a_a / n_a, 6) if n_a else None,
                "n_b": int(n_b),
                "answered_b": int(a_b),
                "risk_b": round(a_b / n_b, 6) if n_b else None,
                "weight": round(w, 6),
            }
        )
    n_a, n_b = int(tot[:, 0].sum()), int(tot[:, 2].sum())
    return DeltaResult(est, n_a + n_b, n_a, n_b, rows)


def delta(
    dp: DecisionPoints,
    *,
    strata: Sequence[int] = (3, 4, 5, 6),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> DeltaResult:
    """Δ, the time-matched contrast (design §6), with a cluster-bootstrap CI over episodes.

    Group A: all ``t`` results judged useless; group B: the latest judged useless and an
    earlier one useful. Per stratum ``t`` the risk of answering in each group; Δ is their
    Mantel–Haenszel risk difference with weights ``n_A·n_B/(n_A+n_B)``. Final actions excluded.
    """
    table, stat = _delta_parts(dp, strata)
    est = cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[0]
    return _delta_result(dp, strata, table, est)


def _index_parts(dp: DecisionPoints, low: Sequence[int], high: Sequence[int]) -> tuple[Any, Any]:
    grp = np.where(np.isin(dp.run, list(low)), 0, np.where(np.isin(dp.run, list(high)), 1, -1))
    mask = (grp >= 0) & ~dp.is_final
    table = _table(dp, mask, np.maximum(grp, 0), 2)

    def stat(tot: np.ndarray) -> np.ndarray:
        with np.errstate(invalid="ignore", divide="ignore"):
            return tot[:, 3] / tot[:, 2] - tot[:, 1] / tot[:, 0]

    return table, stat


def integration_index(
    dp: DecisionPoints,
    *,
    low: Sequence[int] = (1, 2),
    high: Sequence[int] = (4, 5),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> Estimate:
    """I = h(high) − h(low): hazard of answering by current run length (default {4,5} − {1,2}).

    Confounded with time — a clock-driven agent scores about +0.5 — so report it beside Δ.
    """
    table, stat = _index_parts(dp, low, high)
    return cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[
        0
    ]


def _slope_parts(dp: DecisionPoints, min_run: int = 1) -> tuple[Any, Any]:
    mask = ~dp.is_final & (dp.run >= min_run)
    pairs = np.c_[dp.run, dp.step][mask].reshape(-1, 2)
    if len(pairs):
        keys, cell = np.unique(pairs, axis=0, return_inverse=True)
    else:
        keys, cell = np.zeros((0, 2), np.int64), np.zeros(0, np.int64)
    full = np.zeros(len(dp), dtype=np.int64)
    full[mask] = cell.ravel()
    table = _table(dp, mask, full, len(keys))

    def stat(tot: np.ndarray) -> np.ndarray:
        return logit_ame(keys[:, 0], keys[:, 1], tot[:, 0::2], tot[:, 1::2])

    return table, stat


def hazard_slope(
    dp: DecisionPoints,
    *,
    min_run: int = 1,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> Estimate:
    """Change in P(answer) per further useless judgment, with a cluster-bootstrap CI.

    The average marginal effect of one more unit of run length in a logistic model
    ``answer ~ run + step`` (:func:`uselessdetect.measure._stats.logit_ame`) fitted on the non-final
    decision points with ``run >= min_run``. The default 1 keeps the points that follow a
    result judged useless: at run 0 (just after a useful result) answering measures a
    different thing — acting on fresh evidence — which would swamp the slope.
    """
    table, stat = _slope_parts(dp, min_run)
    return cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[
        0
    ]


def share_answered_after(dp: DecisionPoints, run: int = 5) -> dict[str, Any]:
    """Share of episodes that answered at an action after ``>= run`` consecutive useless
    judgments, among episodes whose run reached ``run`` (final actions included)."""
    reached = np.bincount(dp.episode[dp.run >= run], minlength=dp.n_episodes) > 0
    ans = np.bincount(dp.episode[(dp.run >= run) & dp.answered], minlength=dp.n_episodes) > 0
    n, k = int(reached.sum()), int(ans.sum())
    lo, hi = wilson_interval(k, n)
    return {
        "run": run,
        "n_episodes": n,
        "answered": k,
        "share": round(k / n, 6) if n else None,
        "ci": [None if np.isnan(lo) else round(lo, 6), None if np.isnan(hi) else round(hi, 6)],
    }
