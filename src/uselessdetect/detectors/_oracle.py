"""The oracle: judges by the samples' own labels (for upper-bound runs and analysis)."""

from __future__ import annotations

import numpy as np

from .._types import Sample
from ._base import Detector

__all__ = ["OracleDetector"]


class OracleDetector(Detector):
    """Oracle: the true label of each result (1 = useless); abstains on unlabeled results.

    Use it for upper-bound runs (a perfect detector) and to analyse episodes by their
    per-step labels. It needs no training.

    Examples
    --------
    >>> det = OracleDetector().fit([])
    >>> [j.verdict.value for j in det.judge_many([
    ...     {"question": "Q", "observation": "O", "label": 1},
    ...     {"question": "Q", "observation": "O", "label": 0},
    ...     {"question": "Q", "observation": "O"}])]
    ['useless', 'useful', 'unknown']
    """

    name = "oracle"
    can_abstain = True

    def __init__(self) -> None:
        pass

    def _learns_cutoff(self) -> bool:
        return True

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        self.cutoff_ = 0.5

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        return np.array([np.nan if s.label is None else float(s.label) for s in samples])
