"""Fitting the sequential rules' parameters: the grids, distinct candidates, the exact regime mix.

Every rule of :mod:`uselessdetect.gate` is replayed with exactly the arithmetic of its pure
``update`` (:mod:`._trips`; tests check each against :class:`~uselessdetect.gate.StopGate`
on the same episodes). The candidates are a grid per rule; candidates that trip at the same
call of every episode, or end every episode the same way, are one candidate (the first in
grid order is kept), so the bootstrap compares distinct rules.

**The regime mix, exactly, for every rule.** With verdicts drawn independently from TPR/FPR,
each regime's episode is one of 2^budget verdict sequences with a known probability; the
mix is all of them, weighted, replayed like recorded episodes (:func:`enumerate_mix`). For
the ``run`` rule this gives the dynamic program's numbers (a test checks it). ``cusum`` sees
bare verdicts there (P(useless) = its ``verdict_p``); scores enter only through a replay of
recorded episodes.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ..exceptions import ConfigurationError
from ..gate import Rule, RunRule, make_rule
from ..sim import Regime
from ._dp import mix_weights, regime_labels
from ._outcomes import Distinct
from ._rows import EpisodeArrays
from ._trips import first_trips

__all__ = [
    "DEFAULT_GRIDS",
    "MAX_ENUMERATED",
    "candidates",
    "distinct_trips",
    "enumerate_mix",
]

#: The parameter grids :class:`~uselessdetect.fit.KFitter` searches per rule (``k`` is 1..budget).
DEFAULT_GRIDS: dict[str, dict[str, tuple[float, ...]]] = {
    "cusum": {
        "h": (0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 10.0, 12.0, 15.0, 20.0),
        "drift": (0.0, 0.25, 0.5, 1.0, 1.5, 2.0, 3.0),
    },
    "sprt": {
        "p0": (0.02, 0.05, 0.1, 0.2, 0.3, 0.4),
        "p1": (0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 0.99),
        "alpha": (0.001, 0.01, 0.05, 0.1, 0.2),
        "beta": (0.05, 0.2),
    },
}

#: The largest budget the exact regime mix enumerates (2^budget verdict sequences per regime).
MAX_ENUMERATED = 14


def candidates(rule: str, budget: int, fixed: Mapping[str, Any] | None = None) -> list[Rule | None]:
    """The candidate rules: the grid of ``rule`` with the ``fixed`` parameters held, and
    ``None`` (no gate) last. Invalid combinations (p0 ≥ p1) are left out.

    Examples
    --------
    >>> [getattr(c, "k", None) for c in candidates("run", 3)]
    [1, 2, 3, None]
    >>> len(candidates("cusum", 8, {"drift": 0.0}))
    16
    """
    fixed = dict(fixed or {})
    if rule == "run":
        ks = [fixed["k"]] if "k" in fixed else range(1, budget + 1)
        return [*(RunRule(k=int(k)) for k in ks), None]
    if rule not in DEFAULT_GRIDS:
        raise ConfigurationError(f"rule must be run, cusum or sprt, got {rule!r:.40}")
    grid = {name: [fixed[name]] if name in fixed else list(v)
            for name, v in DEFAULT_GRIDS[rule].items()}  # fmt: skip
    extra = {k: v for k, v in fixed.items() if k not in grid}
    out: list[Rule | None] = []
    for values in itertools.product(*grid.values()):
        params = {**extra, **dict(zip(grid, values, strict=True))}
        if rule == "sprt" and (params["p0"] >= params["p1"] or
                               params["alpha"] + params["beta"] >= 1):  # fmt: skip
            continue
        out.append(make_rule(rule, **params))
    if not out:
        raise ConfigurationError(f"no valid {rule} parameters among {fixed}")
    return [*out, None]


def distinct_trips(
    rules: Sequence[Rule | None], arr: EpisodeArrays, *, block: int = 32
) -> tuple[list[Rule | None], np.ndarray, int]:
    """First trips of ``rules`` (:func:`._trips.first_trips`), keeping one candidate per
    distinct set of trip points (the first in order); ``None`` (no gate) always stays.

    The candidates are replayed ``block`` at a time and only the distinct ones' trips kept
    (int32, episodes × candidates kept), so memory grows with those, not with the grid.
    """
    kept: list[np.ndarray] = []
    out: list[Rule | None] = []
    seen = Distinct(lambda i: kept[i].tobytes())
    for at in range(0, len(rules), block):
        part = list(rules[at : at + block])
        first = first_trips(part, arr).astype(np.int32)
        for j, r in enumerate(part):
            col = np.ascontiguousarray(first[:, j])
            if seen.new(len(kept), col.tobytes(), keep=r is None):
                kept.append(col)
                out.append(r)
    trips = np.stack(kept, axis=1) if kept else np.zeros((len(arr.n_calls), 0), np.int32)
    return out, trips, len(rules) - len(out)


def enumerate_mix(
    regimes: Sequence[Regime],
    weights: Sequence[float] | None,
    *,
    tpr: float,
    fpr: float,
    need: int,
    budget: int,
) -> tuple[EpisodeArrays, np.ndarray]:
    """Every verdict sequence of every regime's ungated episode, with its probability.

    Returns the episodes as :class:`EpisodeArrays` (no recorded outcome: success comes from
    the model's probabilities) and their weights (summing to 1 over the mix).

    Examples
    --------
    >>> from uselessdetect.sim import parse_regimes
    >>> arr, w = enumerate_mix(parse_regimes("persistent"), None, tpr=0.9, fpr=0.1,
    ...                        need=2, budget=3)
    >>> arr.labels.shape, round(float(w.sum()), 12), round(float(w.max()), 3)
    ((8, 3), 1.0, 0.729)
    """
    if budget > MAX_ENUMERATED:
        raise ConfigurationError(
            f"the exact regime mix for rules other than run enumerates 2^budget verdict "
            f"sequences; expected budget <= {MAX_ENUMERATED}, got {budget}"
        )
    w = mix_weights(weights, len(regimes))
    seqs = np.array(list(itertools.product((0, 1), repeat=budget)), dtype=np.int8)
    parts: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
    for regime, wr in zip(regimes, w, strict=True):
        if wr <= 0:
            continue
        lab = regime_labels(regime, budget).astype(np.int8)
        rate = np.where(lab == 1, tpr, fpr)
        prob = np.prod(np.where(seqs == 1, rate, 1 - rate), axis=1) * wr
        parts.append((np.tile(lab, (len(seqs), 1)), seqs, prob))
    labels = np.vstack([p[0] for p in parts])
    verdicts = np.vstack([p[1] for p in parts])
    prob = np.concatenate([p[2] for p in parts])
    held = np.cumsum(labels == 0, axis=1)
    done = (held >= need) & (np.arange(1, budget + 1) < budget)
    answered: np.ndarray = np.asarray(done.any(axis=1))
    n_calls = np.where(answered, done.argmax(axis=1) + 1, budget)
    mask = np.arange(budget)[None, :] < n_calls[:, None]
    arr = EpisodeArrays(
        flat_labels=labels[mask].astype(np.int8),  # row-major: each episode's calls in order
        flat_verdicts=verdicts[mask].astype(np.int8),
        n_calls=n_calls,
        answered=answered,
        budget=np.full(len(n_calls), budget),
        correct=np.full(len(n_calls), np.nan),
        flat_scores=np.full(int(mask.sum()), np.nan),
    )
    return arr, prob
