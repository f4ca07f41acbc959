"""Combinators of detectors: :class:`Fallback` (the first non-abstaining verdict wins)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from sklearn.base import clone

from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector, EarlierNeed, earlier_union

__all__ = ["Fallback"]


def _centre(scores: np.ndarray, cutoff: float) -> np.ndarray:
    """Map scores monotonically so that ``cutoff`` lands on 0.5 (0 and 1 stay put)."""
    c = min(max(cutoff, 1e-9), 1 - 1e-9)
    low = 0.5 * scores / c
    high = 0.5 + 0.5 * (scores - c) / (1 - c)
    return np.where(scores < c, low, high)


class Fallback(Detector):
    """First non-abstaining verdict wins (e.g. the agent's stated judgment, else overlap).

    Parameters
    ----------
    detectors : sequence of Detector
        Tried in order for each sample. A component that is fitted already is used as it is;
        an unfitted one is cloned and fitted on the data given to ``fit``. A sample on which
        all abstain is ``unknown``.

    Notes
    -----
    Each component's score is mapped monotonically so that its own cut-off lands on 0.5;
    the fallback's cut-off is therefore 0.5, and ``predict`` agrees with every component's
    own verdict.

    Examples
    --------
    >>> from uselessdetect import make_detector
    >>> fb = make_detector("keyword>lexical").fit([])
    >>> fb.name
    'keyword>lexical'
    """

    can_abstain = True

    def __init__(self, detectors: Sequence[Detector] = ()) -> None:
        self.detectors = detectors

    @property
    def name(self) -> str:  # type: ignore[override]
        return ">".join(getattr(d, "name", type(d).__name__) for d in self.detectors)

    @property
    def stochastic(self) -> bool:  # type: ignore[override]
        return any(getattr(d, "stochastic", False) for d in self.detectors)

    @property
    def reads_earlier(self) -> EarlierNeed:
        """What the members read of ``Sample.earlier``, together (a gate keeps that for
        them): the most any member reads (:func:`~._base.earlier_union`)."""
        return earlier_union(self.detectors)

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        if not self.detectors:
            raise ConfigurationError("Fallback needs at least one detector, got none")
        # a component fitted already (a trained classifier, a tuned cut-off) is kept as it is
        self.detectors_ = [
            d if hasattr(d, "cutoff_") else clone(d).fit(samples, y) for d in self.detectors
        ]
        self.cutoff_ = 0.5

    def _learns_cutoff(self) -> bool:
        return True

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        out = np.full(len(samples), np.nan)
        todo = np.arange(len(samples))
        for det in self.detectors_:
            if todo.size == 0:
                break
            raw = np.asarray(det._scores([samples[i] for i in todo]), dtype=float)
            got = ~np.isnan(raw)
            out[todo[got]] = _centre(np.clip(raw[got], 0, 1), det.cutoff_)
            todo = todo[~got]
        return out

    def get_params(self, deep: bool = True) -> dict[str, Any]:
        return {"detectors": self.detectors}
