"""Choosing the gate's k from per-k results: run lengths, the tie-break rule, bootstrap CIs."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import numpy as np

__all__ = ["add_cis", "add_run_lengths", "choose", "choose_index", "expected_steps_to_trip"]

_TOL = 1e-9


def expected_steps_to_trip(k: int, p_useless: float) -> float:
    """Expected results until a run of ``k`` useless verdicts when each is useless w.p. p.

    With ``p = FPR`` it is the mean steps to a false trip on a working source; with
    ``p = TPR`` the mean steps to a true trip on a failed one (the run-length view of CUSUM).

    Examples
    --------
    >>> expected_steps_to_trip(5, 1.0), expected_steps_to_trip(2, 0.5)
    (5.0, 6.0)
    >>> expected_steps_to_trip(3, 0.0)
    inf
    """
    if p_useless <= 0.0:
        return math.inf
    if p_useless >= 1.0:
        return float(k)
    return float((1.0 - p_useless**k) / ((1.0 - p_useless) * p_useless**k))


def add_run_lengths(rows: list[dict[str, Any]], tpr: float | None, fpr: float | None) -> None:
    """Add ``steps_to_false_trip`` and ``steps_to_true_trip`` to each row (inf: never / no gate).

    Examples
    --------
    >>> rows = [{"k": 2}, {"k": None}]
    >>> add_run_lengths(rows, tpr=1.0, fpr=0.5)
    >>> [(r["steps_to_false_trip"], r["steps_to_true_trip"]) for r in rows]
    [(6.0, 2.0), (inf, inf)]
    """
    for row in rows:
        k = row["k"]
        row["steps_to_false_trip"] = (
            expected_steps_to_trip(k, fpr) if k and fpr is not None else math.inf
        )
        row["steps_to_true_trip"] = (
            expected_steps_to_trip(k, tpr) if k and tpr is not None else math.inf
        )


def choose_index(utility: np.ndarray, calls: np.ndarray) -> int:
    """Index of the best utility; ties go to fewer expected calls, then to the first index.

    Examples
    --------
    >>> choose_index(np.array([0.5, 0.5, 0.4]), np.array([3.0, 2.0, 1.0]))
    1
    """
    tied = np.flatnonzero(utility >= utility.max() - _TOL)
    fewest = tied[calls[tied] <= calls[tied].min() + _TOL]
    return int(fewest[0])  # ks run 1..budget then None: the smallest k wins a tie


def choose(rows: list[dict[str, Any]], ks: Sequence[int | None]) -> int | None:
    """The k of ``rows`` (one per entry of ``ks``) chosen by :func:`choose_index`."""
    u = np.array([r["utility"] for r in rows])
    c = np.array([r["calls"] for r in rows])
    return ks[choose_index(u, c)]


def add_cis(rows: list[dict[str, Any]], B: np.ndarray, *, price: float, confidence: float) -> None:
    """Add ``*_ci`` intervals and ``p_best`` (share of resamples choosing each k) to ``rows``.

    ``B`` holds bootstrap means, one row per resample: success, calls and
    p_cut_before_recovery for each of the ``len(rows)`` candidates, side by side.
    """
    m = len(rows)
    parts = {
        "success": B[:, :m],
        "calls": B[:, m : 2 * m],
        "utility": B[:, :m] - price * B[:, m : 2 * m],
        "p_cut_before_recovery": B[:, 2 * m :],
    }
    a = (1.0 - confidence) / 2
    for name, vals in parts.items():
        lo, hi = np.quantile(vals, [a, 1 - a], axis=0)
        for j, row in enumerate(rows):
            row[f"{name}_ci"] = [float(lo[j]), float(hi[j])]
    best = [choose_index(u, c) for u, c in zip(parts["utility"], parts["calls"], strict=True)]
    share = np.bincount(best, minlength=m) / len(best)
    for j, row in enumerate(rows):
        row["p_best"] = float(share[j])
