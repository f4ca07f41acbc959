"""The one rule that turns an estimate and its CI into a direction: :func:`ci_verdict`.

Both ``analyze`` (Δ) and ``compare`` (the mean6 gain) name a direction only when the interval
shows it:

* the CI lies wholly above 0 → ``"above"``;
* wholly below 0 → ``"below"``;
* otherwise, the CI lies wholly within ``[−margin, +margin]`` (ends included) → ``"within"``:
  any effect is smaller than the equivalence margin;
* otherwise → ``"inconclusive"``, with the number of units (episodes or tasks) that would
  roughly settle it;
* an undefined estimate or CI → ``"undefined"``.

**How many more.** A bootstrap CI's half-width shrinks about as ``1/√n``. Scaling both halves
of the interval about the estimate by ``s = √(n / n′)``, the CI excludes 0 once
``s < |est| / (distance from est to the end on 0's side)`` and fits inside ``±margin`` once
``s < (margin − est) / (hi − est)`` and ``s < (margin + est) / (est − lo)``. The larger
feasible ``s`` gives ``n′ = ⌈n / s²⌉``, the units needed for a direction (or equivalence) if
the estimate stayed where it is. It is a rough guide, not a power calculation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from .._checks import check_count, check_number
from ..exceptions import ConfigurationError

__all__ = ["CIVerdict", "DIRECTIONS", "RULE", "ci_verdict", "units_needed"]

#: The outcomes of :func:`ci_verdict`.
DIRECTIONS = ("above", "below", "within", "inconclusive", "undefined")


@dataclass(frozen=True)
class CIVerdict:
    """What :func:`ci_verdict` decided, with everything needed to say why.

    ``n_needed`` is set only for ``"inconclusive"``: the rough total of units at which the
    interval would settle if the estimate stayed put (``None`` when it cannot settle).
    """

    direction: str
    estimate: float | None
    ci: tuple[float | None, float | None]
    margin: float
    n: int
    n_needed: int | None = None

    @property
    def n_more(self) -> int | None:
        """Units to add to the ``n`` there are (``None`` unless inconclusive and settleable)."""
        return None if self.n_needed is None else max(self.n_needed - self.n, 0)

    def to_dict(self) -> dict[str, Any]:
        """JSON form, with the rule in words."""
        return {
            "direction": self.direction,
            "estimate": _round(self.estimate),
            "ci": [_round(self.ci[0]), _round(self.ci[1])],
            "margin": self.margin,
            "n": self.n,
            "n_needed": self.n_needed,
            "n_more": self.n_more,
            "rule": RULE.format(m=self.margin),
        }


#: The rule in words, as reports state it (``{m}`` is the margin).
RULE = (
    "a direction only when the CI excludes 0; no effect only when the whole CI lies within "
    "±{m:g}; else inconclusive"
)


def _round(x: float | None) -> float | None:
    return None if x is None or not math.isfinite(x) else round(float(x), 6)


def _finite(*xs: Any) -> bool:
    return all(isinstance(x, (int, float)) and math.isfinite(x) for x in xs)


def units_needed(estimate: float, ci: tuple[float, float], *, n: int, margin: float) -> int | None:
    """Roughly how many units (episodes, tasks) would settle an inconclusive CI.

    Assumes the CI shrinks about the estimate as ``1/√n`` (see the module's docstring) and
    returns the smaller of the totals at which it would exclude 0 or fit inside ``±margin``;
    ``None`` when neither can happen (an estimate of exactly 0 with a zero margin).

    Examples
    --------
    >>> units_needed(0.0, (-0.1, 0.1), n=100, margin=0.05)  # half-width must halve: 4 n
    400
    >>> units_needed(0.1, (-0.1, 0.3), n=50, margin=0.05)  # 0.2 → below 0.1: 4 n
    200
    """
    est, (lo, hi) = float(estimate), (float(ci[0]), float(ci[1]))
    lower, upper = max(est - lo, 0.0), max(hi - est, 0.0)
    scales = []
    if est > 0 and lower > 0:
        scales.append(est / lower)
    if est < 0 and upper > 0:
        scales.append(-est / upper)
    if abs(est) < margin:
        fits = [(margin - est) / upper if upper > 0 else math.inf]
        fits.append((margin + est) / lower if lower > 0 else math.inf)
        scales.append(min(fits))
    scales = [s for s in scales if s > 0]
    if not scales or n < 1:
        return None
    s = max(scales)
    return max(math.ceil(n / s**2), n) if math.isfinite(s) else n


def ci_verdict(
    estimate: float | None,
    ci: tuple[float | None, float | None] | list[float | None],
    *,
    n: int,
    margin: float = 0.05,
) -> CIVerdict:
    """Name a direction only when the CI shows one (the rule of the module's docstring).

    Parameters
    ----------
    estimate : float or None
        The point estimate (Δ, a mean6 gain); ``None`` or NaN when undefined.
    ci : pair of float or None
        Its confidence interval.
    n : int
        Units the CI was resampled over (episodes for Δ, tasks for a gain), for ``n_needed``.
    margin : float, default 0.05
        The equivalence margin: "no effect" needs the whole CI within ``±margin``.

    Returns
    -------
    CIVerdict
        ``direction`` is one of :data:`DIRECTIONS`.

    Examples
    --------
    >>> ci_verdict(0.006, (-0.222, 0.313), n=202).direction
    'inconclusive'
    >>> ci_verdict(0.0, (-0.02, 0.03), n=202).direction
    'within'
    >>> ci_verdict(0.2, (0.01, 0.4), n=202).direction
    'above'
    >>> ci_verdict(None, (None, None), n=0).direction
    'undefined'
    """
    check_number(margin, "margin", low=0)
    check_count(n, "n", low=0)
    lo, hi = ci[0], ci[1]
    pair = (lo, hi)
    if not _finite(estimate, lo, hi):
        return CIVerdict("undefined", None, pair, float(margin), n)
    assert estimate is not None and lo is not None and hi is not None
    if lo > hi:
        raise ConfigurationError(f"expected a CI with low <= high, got [{lo}, {hi}]")
    if lo > 0:
        return CIVerdict("above", estimate, pair, float(margin), n)
    if hi < 0:
        return CIVerdict("below", estimate, pair, float(margin), n)
    if -margin <= lo and hi <= margin:
        return CIVerdict("within", estimate, pair, float(margin), n)
    needed = units_needed(estimate, (lo, hi), n=n, margin=margin)
    return CIVerdict("inconclusive", estimate, pair, float(margin), n, needed)
