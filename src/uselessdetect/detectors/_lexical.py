"""Content-word overlap between the question (and query) and the observation."""

from __future__ import annotations

from functools import lru_cache

import numpy as np

from .._types import Sample
from ..exceptions import ConfigurationError
from ..failures import is_failure_message
from ..shapes import parse_result
from ..text import content_stems
from ._base import Detector

__all__ = ["LexicalDetector"]


@lru_cache(maxsize=8192)
def _asked(text: str) -> frozenset[str]:
    """Content stems of a question or query: they repeat across an episode's steps."""
    return frozenset(content_stems(text))


def _coverage(words: frozenset[str], found: set[str]) -> float | None:
    return len(words & found) / len(words) if words else None


class LexicalDetector(Detector):
    """Content-word overlap: the less of what was asked the result holds, the more useless.

    Tokenise, drop stop words, stem (Snowball); coverage is the share of the question's
    content words found in the observation, and likewise for the query; the score is
    ``1 - qcov**(1 - w) * querycov**w`` (a weighted geometric mean, so a result that holds
    none of the query's words scores 1: "not what was asked for" is evidence). Without a
    query the question's coverage alone counts. An empty result or a tool failure message
    ("Could not find [X]", "No results", an error) scores 1.

    The result is read by its shape (:func:`uselessdetect.shapes.parse_result`): prose
    whole, as above; a listing item by item (its score is its best item's: a listing is
    useful when one item leads toward the question); a record or table by its values; a
    command by its output; an error object or empty result (``[]``, ``{"error": "..."}``)
    scores 1.

    Parameters
    ----------
    query_weight : float, default 0.3
        Weight ``w`` of the query's coverage against the question's.
    cutoff : float or None, default None
        Score at or above which a result is judged useless. ``None``: tuned on labels given to
        ``fit`` (keeping ``min_useful_recall`` of useful results judged useful), else
        ``default_cutoff`` = 0.65, the cut-off that keeps 95% of gold paragraphs judged useful
        on a training split of the shared HotpotQA corpus (docs/detectors.md).
    min_useful_recall : float, default 0.95
        Share of useful results the tuned cut-off keeps judged useful.

    Examples
    --------
    >>> det = LexicalDetector().fit([])
    >>> det.judge({"question": "Who founded the band Creed?", "query": "Creed",
    ...            "observation": "A creed is a statement of shared religious belief."}).score
    ... # 1 - (1/3)**0.7 * 1**0.3: one of the question's three content words found
    0.536...
    """

    name = "lexical"
    default_cutoff = 0.65

    def __init__(
        self,
        *,
        query_weight: float = 0.3,
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
        parsed = parse_result(s.observation)
        kind = parsed.kind
        if kind == "error":
            return 1.0
        if kind == "listing":
            return min(self._score_text(s, item) for item in parsed.items)
        if kind in ("record", "table", "command"):
            return self._score_text(s, parsed.text)
        return self._score_text(s, s.observation)

    def _score_text(self, s: Sample, text: str) -> float:
        if is_failure_message(text):
            return 1.0
        found = content_stems(text)
        if not found:
            return 1.0
        q = _coverage(_asked(s.question), found)
        qu = _coverage(_asked(s.query), found) if s.query else None
        if q is None and qu is None:
            return 0.5
        if q is None or qu is None:
            cov = q if qu is None else qu
        else:  # weighted geometric mean: a result holding none of the query is useless
            w = float(self.query_weight)
            cov = q ** (1.0 - w) * qu**w
        return 1.0 - float(cov or 0.0)

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        return np.fromiter((self._score_one(s) for s in samples), float, len(samples))
