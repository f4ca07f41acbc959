"""Nothing new: a result that repeats the same tool's earlier results in the episode."""

from __future__ import annotations

from typing import Any, ClassVar

import numpy as np

from .._checks import check_number
from .._types import Sample
from ..shapes import Seen, SeenCalls, fingerprint, parse_result
from ..shapes._fingerprint import seen_of
from ._base import Detector

__all__ = ["NoveltyDetector", "earlier_seen", "fails_again", "repeat_reason"]


def earlier_seen(sample: Sample) -> Seen | None:
    """The sample's earlier results as a :class:`~uselessdetect.shapes.Seen` (None: none, or
    only the calls behind them, a :class:`~uselessdetect.shapes.SeenCalls`, which cannot tell
    "nothing new")."""
    earlier: Any = sample.earlier
    if not earlier or isinstance(earlier, SeenCalls):
        return None
    if isinstance(earlier, Seen):
        return earlier
    return seen_of(earlier) if isinstance(earlier, tuple) else Seen.of(earlier)


def repeat_reason(sample: Sample, max_new_items: float, max_new_text: float) -> str | None:
    """Why the sample's observation brings nothing new against its earlier results, or None
    (no earlier results, an acknowledgement, or something new)."""
    seen = earlier_seen(sample)
    if seen is None or parse_result(sample.observation).kind == "acknowledgement":
        return None
    return seen.repeats(fingerprint(sample.observation), max_new_items, max_new_text)


def fails_again(sample: Sample) -> bool:
    """Whether the sample's observation is a command's output that fails the way one of its
    earlier results failed (:meth:`~uselessdetect.shapes.Seen.fails_again`: the same
    exception and message, quoted names and numbers aside)."""
    seen = earlier_seen(sample)
    return seen is not None and seen.fails_again(fingerprint(sample.observation))


class NoveltyDetector(Detector):
    """Nothing new: useless when a result repeats the tool's earlier results, else abstains.

    A result repeats when it has the same text as an earlier result of the same tool in the
    episode (``Sample.earlier``; whitespace and case aside), when all but ``max_new_items``
    of its items (a listing's entries, a record's fields, a command's output lines) were
    seen before, or all but ``max_new_text`` of its lines or sentences. Anything else, and
    an acknowledgement (an action's receipt repeats by nature), is ``unknown``: compose it
    in a chain such as ``"novelty>lexical"``.

    Parameters
    ----------
    max_new_items : float, default 0.2
        Largest share of new items that still counts as a repeat (2 new pages of 10).
    max_new_text : float, default 0.1
        Largest share of new lines (or sentences) that still counts as near-identical text.
    cutoff : float or None, default None
        The cut-off on the score (1 for a repeat); ``None``: 0.5.

    Examples
    --------
    >>> det = NoveltyDetector().fit([])
    >>> det.judge({"question": "Q?", "observation": "a\\nb\\nc",
    ...            "earlier": ["a\\nb\\nc"]}).verdict.value
    'useless'
    >>> det.judge({"question": "Q?", "observation": "a\\nb\\nc"}).verdict.value
    'unknown'
    """

    name = "novelty"
    can_abstain = True
    #: The detector reads ``Sample.earlier``: a gate keeps the earlier results for it.
    reads_earlier: ClassVar[bool] = True

    def __init__(
        self, *, max_new_items: float = 0.2, max_new_text: float = 0.1, cutoff: float | None = None
    ) -> None:
        self.max_new_items = max_new_items
        self.max_new_text = max_new_text
        self.cutoff = cutoff

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        check_number(self.max_new_items, "max_new_items", low=0, high=1)
        check_number(self.max_new_text, "max_new_text", low=0, high=1)
        self.cutoff_ = 0.5  # a repeat scores 1, anything else abstains: nothing to tune

    def _learns_cutoff(self) -> bool:
        return True

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        a, b = float(self.max_new_items), float(self.max_new_text)
        return np.array(
            [np.nan if repeat_reason(s, a, b) is None else 1.0 for s in samples], dtype=float
        )
