"""Content-word overlap between the question (and query) and the observation."""

from __future__ import annotations

import numpy as np

from .._types import Sample
from ..exceptions import ConfigurationError
from ..failures import is_failure_message
from ..text import content_stems
from ._base import Detector

__all__ = ["LexicalDetector"]


def _coverage(words: set[str], found: set[str]) -> float | None:
    return len(words & found) / len(words) if words else None


class LexicalDetector(Detector):
    """Content-word overlap: the less of what was asked the result holds, the more useless.

    Tokenise, drop stop words, stem (Snowball); the score is one minus the weighted share of
    the question's content words, and of the query's, found in the observation. An empty
    result or a tool failure message ("Could not find [X]", "No results", an error) scores 1.

    Parameters
    ----------
    query_weight : float, default 0.5
        Weight of the query's coverage against the question's (used when the sample has a
        query; otherwise the question alone counts). "Not what was asked for" is evidence.
    cutoff : float or None, default None
        Score at or above which a result is judged useless. ``None``: tuned on labels given to
        ``fit`` (keeping ``min_useful_recall`` of useful results judged useful), else
        ``default_cutoff`` = 0.75 — a result holding less than a quarter of the
        content words asked for is useless.
    min_useful_recall : float, default 0.95
        Share of useful results the tuned cut-off keeps judged useful.

    Examples
    --------
    >>> det = LexicalDetector().fit([])
    >>> det.judge({"question": "Who founded the band Creed?", "query": "Creed",
    ...            "observation": "A creed is a statement of shared religious belief."}).score
    0.5
    """

    name = "lexical"
    default_cutoff = 0.75

    def __init__(
        self,
        *,
        query_weight: float = 0.5,
        cutoff: float | None = None,
        min_useful_recall: float = 0.95,
    ) -> None:
        self.query_weight = query_weight
        self.cutoff = cutoff
        self.min_useful_recall = min_useful_recall

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        if not 0.0 <= float(self.query_weight) <= 1.0:
            raise ConfigurationError(f"query_weight must lie in [0, 1], got {self.query_weight!r}")

    def _score_one(self, s: Sample) -> float:
        if is_failure_message(s.observation):
            return 1.0
        found = content_stems(s.observation)
        if not found:
            return 1.0
        q = _coverage(content_stems(s.question), found)
        qu = _coverage(content_stems(s.query), found) if s.query else None
        if q is None and qu is None:
            return 0.5
        if q is None or qu is None:
            cov = q if qu is None else qu
        else:
            w = float(self.query_weight)
            cov = (1.0 - w) * q + w * qu
        return 1.0 - float(cov)

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        return np.fromiter((self._score_one(s) for s in samples), float, len(samples))
