"""The cascade: a cheap detector decides where it is sure, an expensive one judges the rest."""

from __future__ import annotations

from typing import Any

import numpy as np
from sklearn.base import clone

from .._checks import check_number
from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector, EarlierNeed, earlier_union
from ._combine import _centre

__all__ = ["Cascade"]

#: Share of the score scale each of the cheap detector's decided ends takes (see Notes).
_EDGE = 0.01


def decided_scores(p: np.ndarray, low: float, high: float | None) -> tuple[np.ndarray, np.ndarray]:
    """The cascade's scores where the cheap detector decides (NaN elsewhere), and the mask of
    the results it sends on. ``p``: the cheap detector's P(useless); NaN (abstained) goes on."""
    useful = p < low
    useless = p >= high if high is not None else np.zeros(len(p), bool)
    out = np.full(len(p), np.nan)
    out[useful] = _EDGE * (p[useful] / low if low > 0 else 0.0)
    top = 1.0 if high is None else float(high)
    span = (1.0 - top) if top < 1.0 else 1.0
    out[useless] = 1.0 - _EDGE + _EDGE * ((p[useless] - top) / span)
    return out, ~(useful | useless)


def sent_scores(q: np.ndarray, cutoff: float) -> np.ndarray:
    """The cascade's scores of the results sent on, from the expensive detector's ``q``."""
    return _EDGE + (1.0 - 2 * _EDGE) * _centre(np.clip(q, 0.0, 1.0), cutoff)


#: The class's own cut-offs, which are ``lexical|semantic``'s registry defaults too.
_LOW: float = 0.1
_HIGH: float | None = None


class Cascade(Detector):
    """A cheap detector decides outside two cut-offs; the rest go to an expensive one.

    For each result the cheap detector's P(useless) ``p`` is computed first: ``p < low``
    is judged useful and ``p >= high`` useless without the expensive detector; only results
    with ``low <= p < high`` (and those the cheap detector abstains on) are sent on. Registry
    form: ``make_detector("lexical|semantic")`` (``"a|b"``: ``a`` cheap, ``b`` expensive, with
    the defaults below; ``a`` may itself be a fallback chain such as ``"keyword>lexical"``).

    Parameters
    ----------
    cheap, expensive : Detector
        Fitted ones are used as they are; unfitted ones are cloned and fitted on ``fit``'s data.
    low : float, default 0.1
        Cheap scores below this are judged useful by the cheap detector alone.
    high : float or None, default None
        Cheap scores at or above this are judged useless by the cheap detector alone;
        ``None``: never (every result the cheap detector does not call useful is sent on).
        The registry form takes its defaults from :attr:`DEFAULTS` where the name is there,
        else these (``lexical|semantic``'s).

    Attributes
    ----------
    DEFAULTS : dict
        ``low``/``high`` by registry name, as ``benchmarks/bench_semantic.py`` chooses them on
        the semantic model's validation questions: of the settings whose AUC stays within
        0.005 of ``semantic``'s own on the real KnowAgent steps *and* on the whole split, and
        whose verdicts keep 97% of useful results useful, the one that sends the fewest real
        steps on (docs/semantic.md gives the grid). Neither cheap detector's useless side
        qualifies: a page reached through a bridge entity shares no word with the question
        and is useful, and ``lexical``'s useful side passes on-topic failures, so
        ``lexical|semantic`` sends almost everything on.

    Notes
    -----
    Scores stay one ranking: cheap-decided useful results map into ``[0, 0.01)`` (in the
    cheap detector's order), cheap-decided useless ones into ``[0.99, 1]``, and the expensive
    detector's scores, centred so that its own cut-off lands on 0.5, into ``[0.01, 0.99]``.
    The cascade's cut-off is 0.5, so each verdict is the deciding detector's own. After each
    call ``last_sent_`` holds the number of results sent to the expensive detector and
    ``sent_``/``seen_`` count them since fitting (what ``evaluate`` reports as share sent).

    Examples
    --------
    >>> from uselessdetect import make_detector
    >>> c = Cascade(cheap=make_detector("lexical"), expensive=make_detector("keyword"),
    ...             low=0.2, high=0.9).fit([])
    >>> c.judge({"question": "Who founded Creed?", "query": "Creed",
    ...          "observation": "Could not find Creed."}).verdict.value, c.last_sent_
    ('useless', 0)
    """

    can_abstain = True
    DEFAULTS: dict[str, dict[str, float | None]] = {
        "lexical|semantic": {"low": _LOW, "high": _HIGH},
        "classifier|semantic": {"low": 0.7, "high": None},
    }

    def __init__(
        self,
        *,
        cheap: Detector | None = None,
        expensive: Detector | None = None,
        low: float = _LOW,
        high: float | None = _HIGH,
    ) -> None:
        self.cheap = cheap
        self.expensive = expensive
        self.low = low
        self.high = high

    @property
    def name(self) -> str:  # type: ignore[override]
        return f"{getattr(self.cheap, 'name', '?')}|{getattr(self.expensive, 'name', '?')}"

    @property
    def stochastic(self) -> bool:  # type: ignore[override]
        return any(getattr(d, "stochastic", False) for d in (self.cheap, self.expensive))

    @property
    def reads_earlier(self) -> EarlierNeed:
        """What the two detectors read of ``Sample.earlier``, together (a gate keeps that for
        them): the most either reads (:func:`~._base.earlier_union`)."""
        return earlier_union((self.cheap, self.expensive))

    @property
    def cut_offs(self) -> tuple[float, float | None]:
        """``(low, high)`` as plain floats (``high`` None: the cheap detector decides only
        the useful side), the form reports print."""
        return float(self.low), None if self.high is None else float(self.high)

    def _learns_cutoff(self) -> bool:
        return True

    def _check_params(self) -> None:
        """``low`` and ``high`` through the project's checks (named, with their range)."""
        low = check_number(self.low, "low", low=0, high=1)
        high = check_number(self.high, "high", low=0, high=1, optional=True)
        if high is not None and low > high:
            raise ConfigurationError(
                f"expected low <= high (or high None), got low={low!r:.40}, high={high!r:.40}"
            )

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        if not isinstance(self.cheap, Detector) or not isinstance(self.expensive, Detector):
            raise ConfigurationError("Cascade needs a cheap and an expensive Detector")
        self.cheap_, self.expensive_ = (
            d if hasattr(d, "cutoff_") else clone(d).fit(samples, y)
            for d in (self.cheap, self.expensive)
        )
        self.cutoff_ = 0.5
        self.sent_ = 0
        self.seen_ = 0
        self.last_sent_ = 0

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        p = np.asarray(self.cheap_._scores(samples), dtype=float)
        out, sent = decided_scores(p, float(self.low), self.high)
        rest = np.flatnonzero(sent)
        self.last_sent_ = int(rest.size)
        self.sent_ = getattr(self, "sent_", 0) + int(rest.size)
        self.seen_ = getattr(self, "seen_", 0) + len(samples)
        if rest.size:
            q = np.asarray(self.expensive_._scores([samples[i] for i in rest]), dtype=float)
            got = ~np.isnan(q)
            out[rest[got]] = sent_scores(q[got], float(self.expensive_.cutoff_))
        return out

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        return {
            "cheap": self.cheap,
            "expensive": self.expensive,
            "low": self.low,
            "high": self.high,
        }
