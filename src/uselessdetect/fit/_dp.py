"""Exact expected utility of gating at k under a regime mix: a dynamic program per regime.

The agent model (documented in :class:`uselessdetect.fit.KFitter`): tool calls i = 1, 2, …;
after each call the agent holds ``held`` useful results and the gate's run is ``run``. With
an action left (i < budget), holding ``need`` results makes the agent answer (``p_evidence``);
otherwise a run ≥ k trips the gate and the agent answers from what it holds (``p_partial``
with some useful results, ``p_memory`` with none). After ``budget`` calls without an answer
the episode is unanswered (``p_exhausted``). The detector judges a useless result useless
with probability ``tpr`` and a useful one with probability ``fpr``; judgments are
independent. The state space is (run length, useful results held), so the computation is
exact — no sampling noise between neighbouring k.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..exceptions import ConfigurationError
from ..sim import Regime

__all__ = ["mix_utilities", "mix_weights", "regime_labels", "regime_utilities"]


def regime_labels(regime: str | Regime, n_calls: int) -> np.ndarray:
    """True labels (1 = useless) of calls 1..``n_calls`` of a source under ``regime``.

    Regimes come from :mod:`uselessdetect.sim` (design §6).

    Examples
    --------
    >>> regime_labels("recover_after_2", 4).tolist()
    [1, 1, 0, 0]
    >>> regime_labels("late_onset_from_3", 4).tolist()
    [0, 0, 1, 1]
    """
    r = Regime.parse(regime)
    return np.array([int(r.fails(i)) for i in range(1, n_calls + 1)], dtype=int)


def _gets_evidence(labels: np.ndarray, need: int, budget: int) -> bool:
    """Whether an ungated agent holds ``need`` useful results with an action left to answer."""
    return bool(np.sum(labels[: budget - 1] == 0) >= need)


def regime_utilities(
    labels: np.ndarray,
    k: int | None,
    *,
    tpr: float,
    fpr: float,
    need: int,
    budget: int,
    p: dict[str, float],
) -> tuple[float, float, float]:
    """Exact (E[success], E[tool calls], P(cut before the evidence)) for one label schedule.

    ``labels`` holds the true label of calls 1..``budget``; ``k=None`` means no gate.
    ``p`` maps ``evidence``, ``partial``, ``memory``, ``exhausted`` to success probabilities.

    Examples
    --------
    >>> p = {"evidence": 0.5, "partial": 0.3, "memory": 0.2, "exhausted": 0.0}
    >>> lab = regime_labels("persistent", 8)
    >>> regime_utilities(lab, 5, tpr=1.0, fpr=0.0, need=2, budget=8, p=p)
    (0.2, 5.0, 0.0)
    >>> regime_utilities(lab, None, tpr=1.0, fpr=0.0, need=2, budget=8, p=p)
    (0.0, 8.0, 0.0)
    """
    would_recover = _gets_evidence(labels, need, budget)
    mass = np.zeros((budget + 1, need + 1))  # mass[run, held]
    mass[0, 0] = 1.0
    success = calls = cut = 0.0
    held_p = np.array([p["memory"]] + [p["partial"]] * (need - 1) + [p["evidence"]])
    for i in range(1, budget + 1):
        useless = labels[i - 1] == 1
        q = tpr if useless else fpr
        if not useless:  # one more useful result held (capped at need)
            mass = np.concatenate([np.zeros((budget + 1, 1)), mass[:, :-1]], axis=1) + np.pad(
                mass[:, -1:], ((0, 0), (need, 0))
            )
        new = np.zeros_like(mass)
        new[1:] += q * mass[:-1]
        new[0] += (1.0 - q) * mass.sum(axis=0)
        new[-1] += q * mass[-1]  # run saturates at budget (k never exceeds it)
        mass = new
        if i == budget:  # no action left: unanswered
            total = mass.sum()
            success += total * p["exhausted"]
            calls += total * i
            break
        done = mass[:, need].sum()  # holds the evidence: answers
        success += done * p["evidence"]
        calls += done * i
        mass[:, need] = 0.0
        if k is not None:
            tripped = mass[k:].sum(axis=0)
            success += float(tripped @ held_p)
            calls += tripped.sum() * i
            cut += tripped.sum() * would_recover
            mass[k:] = 0.0
    return float(success), float(calls), float(cut)


def mix_weights(weights: Sequence[float] | None, n: int) -> np.ndarray:
    """The regime weights as shares summing to 1 (equal when ``None``); any finite
    non-negative numbers with a positive sum, however large (scaled by the largest first).

    Examples
    --------
    >>> mix_weights([1e308, 1e308, 0.0], 3).tolist()
    [0.5, 0.5, 0.0]
    """
    if weights is None:
        return np.full(n, 1.0 / n)
    try:
        w = np.asarray(weights, dtype=float)
    except (TypeError, ValueError):
        w = np.full(n, np.nan)
    if w.shape != (n,) or not np.isfinite(w).all() or (w < 0).any() or w.max(initial=0) <= 0:
        raise ConfigurationError(
            f"weights: expected {n} finite non-negative numbers (one per regime) with a "
            f"positive sum, got {weights!r:.80}"
        )
    w = w / w.max()
    return np.asarray(w / w.sum())


def mix_utilities(
    regimes: Sequence[Regime],
    weights: Sequence[float] | None,
    ks: Sequence[int | None],
    *,
    tpr: float,
    fpr: float,
    need: int,
    budget: int,
    p: dict[str, float],
) -> list[np.ndarray]:
    """Per k, the weighted (E[success], E[calls], P(cut)) over a regime mix (equal by default).

    Examples
    --------
    >>> from uselessdetect.sim import parse_regimes
    >>> p = {"evidence": 0.5, "partial": 0.3, "memory": 0.2, "exhausted": 0.0}
    >>> mix_utilities(parse_regimes("clean,persistent"), None, [2], tpr=1.0, fpr=0.0,
    ...               need=2, budget=8, p=p)[0].tolist()
    [0.35, 2.0, 0.0]
    """
    w = mix_weights(weights, len(regimes))
    out = []
    for k in ks:
        tot = np.zeros(3)
        for r, wr in zip(regimes, w, strict=True):
            lab = regime_labels(r, budget)
            tot += wr * np.array(
                regime_utilities(lab, k, tpr=tpr, fpr=fpr, need=need, budget=budget, p=p)
            )
        out.append(tot)
    return out
