"""Weighted run-length statistics for the online fitter: Kaplan–Meier masses and a change test.

Two durations are counted per (source, episode), each in the source's own results:

* **onset** — the result at which the source first returned a useless result (an *event*),
  or, when every result was useful, the number of results seen (*censored*: the failure, if
  any, would have come later);
* **duration** — the length of that first run of useless results when a useful one ended it
  (an event), or the run's length when the episode ended during it (*censored*: the agent
  answered, the budget ran out, or an enforcing gate cut the episode short — the source may
  have recovered at the next call, unseen).

Counts are weighted (exponential decay or a window, :class:`WeightedCounts`), and the
Kaplan–Meier product-limit estimator turns them into a probability mass per length, with the
mass past the last length at risk put on "never" (the convention of
:class:`uselessdetect.fit.KFitter`'s recovery estimate). The *naive* estimator counts a
censored run as a failure that never recovers — the bias this module exists to avoid.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np

__all__ = ["BernoulliCusum", "km_mass", "naive_mass"]


def km_mass(events: np.ndarray, censored: np.ndarray, *, censored_at_risk: bool) -> np.ndarray:
    """Kaplan–Meier probability of each length 1..n (index 0..n-1) and of "never" (index n).

    Parameters
    ----------
    events, censored : arrays of length n
        Weighted counts of observations ending in an event / censored at each length.
    censored_at_risk : bool
        Whether an observation censored at length j is at risk *at* j (onset: j results were
        seen useful, so the j-th result's verdict is known) or only before j (duration: a run
        cut at j never showed result j + 1, so whether it ended at j is unknown).

    Examples
    --------
    Three runs: one ended after 1, one after 2, one cut at 2 (at risk at 1 only), so the
    hazard at 2 is 1/1:

    >>> ev, ce = np.array([1.0, 1.0]), np.array([0.0, 1.0])
    >>> km_mass(ev, ce, censored_at_risk=False).round(4).tolist()
    [0.3333, 0.6667, 0.0]

    With the cut run counted at risk at 2 the hazard at 2 is 1/2 and half the mass is left:

    >>> km_mass(ev, ce, censored_at_risk=True).round(4).tolist()
    [0.3333, 0.3333, 0.3333]
    """
    ev = np.asarray(events, dtype=float)
    ce = np.asarray(censored, dtype=float)
    tail_ev = np.cumsum(ev[::-1])[::-1]
    tail_ce = np.cumsum(ce[::-1])[::-1]
    at_risk = tail_ev + (tail_ce if censored_at_risk else np.append(tail_ce[1:], 0.0))
    hazard = np.divide(ev, at_risk, out=np.zeros(len(ev)), where=at_risk > 1e-12)
    surv = np.cumprod(1.0 - hazard)
    before = np.concatenate([[1.0], surv[:-1]])
    return np.append(before * hazard, surv[-1] if len(surv) else 1.0)


def naive_mass(events: np.ndarray, censored: np.ndarray) -> np.ndarray:
    """The naive mass: each censored run counted as a failure that never recovers.

    Examples
    --------
    >>> naive_mass(np.array([1.0, 1.0]), np.array([0.0, 2.0])).tolist()
    [0.25, 0.25, 0.5]
    """
    ev = np.asarray(events, dtype=float)
    total = ev.sum() + float(np.sum(censored))
    if total <= 0:
        return np.append(np.zeros(len(ev)), 1.0)
    return np.append(ev, float(np.sum(censored))) / total


@dataclass
class BernoulliCusum:
    """Two-sided CUSUM on a rate: one value in [0, 1] per episode (its share of useless results).

    Against a reference rate ``r0`` the test accumulates the log-likelihood ratio of
    ``r0 + shift`` (up) and of ``r0 - shift`` (down), clipped at 0, and signals when either
    reaches ``h``. A value x in [0, 1] adds x·log(r1/r0) + (1−x)·log((1−r1)/(1−r0)) — the
    Bernoulli increment, which for shares is conservative (a share varies less than a single
    Bernoulli draw). ``start_*`` is the episode after the statistic was last 0: the estimated
    change point.

    Examples
    --------
    Each useless episode adds log(0.3 / 0.1) ≈ 1.10, so the fifth reaches h = 5:

    >>> c = BernoulliCusum(r0=0.1, shift=0.2, h=5.0)
    >>> [c.update(0.0, i) for i in range(3)]
    [False, False, False]
    >>> signals = [c.update(1.0, i) for i in range(3, 8)]
    >>> signals.index(True) + 3, c.change_point
    (7, 3)
    """

    r0: float
    shift: float
    h: float
    up: float = 0.0
    down: float = 0.0
    start_up: int = 0
    start_down: int = 0

    def _llr(self, x: float, r1: float) -> float:
        r0 = min(max(self.r0, 1e-4), 1 - 1e-4)
        r1 = min(max(r1, 1e-4), 1 - 1e-4)
        return x * math.log(r1 / r0) + (1.0 - x) * math.log((1.0 - r1) / (1.0 - r0))

    def update(self, x: float, index: int) -> bool:
        """Add one episode's share ``x`` (episode number ``index``); True on a signal."""
        if self.up <= 0.0:
            self.start_up = index
        if self.down <= 0.0:
            self.start_down = index
        self.up = max(0.0, self.up + self._llr(x, self.r0 + self.shift))
        if self.r0 - self.shift > 0:
            self.down = max(0.0, self.down + self._llr(x, self.r0 - self.shift))
        return self.up >= self.h or self.down >= self.h

    @property
    def change_point(self) -> int:
        """The first episode of the run that made the statistic signal."""
        return self.start_up if self.up >= self.down else self.start_down
