"""Episodes streamed into the padded per-call arrays the replay needs (one byte per call).

Each episode is read once and only its replay row is kept — labels and verdict codes in flat
int8 buffers, plus its number of calls, whether it answered, its budget and its outcome — so
fitting k on a file costs memory proportional to its tool calls, not to its text.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

import numpy as np

from .._types import Episode, Sample, Step
from ..detectors import make_detector

__all__ = ["EpisodeArrays", "episode_arrays"]

_VERDICT_CODE = {"useless": 1, "useful": 0}
_VERDICTS = ("useless", "useful", "unknown")


@dataclass
class EpisodeArrays:
    """Episodes as padded arrays; column t is tool call t + 1 (finish steps are not calls).

    ``labels`` and ``verdicts`` hold 1 (useless), 0 (useful) or -1 (unlabeled / unknown /
    padding); ``correct`` is NaN where the episode records no outcome. ``scores`` holds each
    verdict's P(useless) where one was recorded (NaN: a bare verdict, as the oracle's);
    ``bad_scores`` counts recorded scores that were not a number in [0, 1] — their calls
    count as unknown, as a live gate counts them.
    """

    labels: np.ndarray
    verdicts: np.ndarray
    n_calls: np.ndarray
    answered: np.ndarray
    budget: np.ndarray
    correct: np.ndarray
    scores: np.ndarray | None = None
    bad_scores: int = 0

    @property
    def held(self) -> np.ndarray:
        """Useful results held after each call (cumulative count of label 0)."""
        return np.cumsum(self.labels == 0, axis=1)


def _calls(ep: Episode) -> list[tuple[int, Step]]:
    """``(step index, step)`` of the tool calls up to the first finish (later steps are not
    part of the episode, as in :func:`uselessdetect.measure.decision_points`)."""
    out = []
    for i, step in enumerate(ep.steps):
        if step.is_finish:
            break
        out.append((i, step))
    return out


class _Rows:
    """Per-episode replay rows, streamed into flat int8 buffers (no Episode is kept)."""

    def __init__(self, detector: str, chunk: int) -> None:
        self.detector, self.chunk = detector, chunk
        self.labels, self.verdicts = array("b"), array("b")
        self.scores = array("d")
        self.bad_scores = 0
        self.n_calls: list[int] = []
        self.answered: list[bool] = []
        self.budget: list[int | None] = []
        self.correct: list[float] = []
        self.pending: list[tuple[int, Sample]] = []  # (flat position, sample) to judge
        self.judge: Any = None

    def add(self, ep: Episode) -> None:
        calls = _calls(ep)
        base = len(self.verdicts)
        by_step: dict[int, Sample] | None = None
        for t, (i, step) in enumerate(calls):
            label = -1 if step.label is None else int(step.label)
            self.labels.append(label)
            if self.detector == "oracle":
                self.verdicts.append(label)
                self.scores.append(math.nan)
                continue
            j = step.judgments.get(self.detector)
            verdict = str(j.get("verdict")) if isinstance(j, dict) else ""
            code, score = _VERDICT_CODE.get(verdict, -1), _score(j)
            if score is None:  # a recorded score that is no P(useless): unknown
                self.bad_scores += 1
                code, score = -1, math.nan
            self.verdicts.append(code)
            self.scores.append(score)
            if verdict not in _VERDICTS and step.observation is not None:
                by_step = dict(ep.samples()) if by_step is None else by_step
                self.pending.append((base + t, by_step[i]))
        self.n_calls.append(len(calls))
        self.answered.append(any(s.is_finish for s in ep.steps))
        self.budget.append(ep.budget)
        self.correct.append(np.nan if ep.correct is None else float(ep.correct))
        if len(self.pending) >= self.chunk:
            self.flush()

    def flush(self) -> None:
        """Judge the calls without a recorded judgment (``make_detector(detector)``)."""
        if not self.pending:
            return
        if self.judge is None:
            self.judge = make_detector(self.detector).fit([]).judge_many
        judged = self.judge([s for _, s in self.pending])
        for (pos, _), j in zip(self.pending, judged, strict=True):
            self.verdicts[pos] = _VERDICT_CODE.get(j.verdict.value, -1)
            ok = isinstance(j.score, float) and 0.0 <= j.score <= 1.0
            self.scores[pos] = j.score if ok and self.verdicts[pos] >= 0 else math.nan
        self.pending = []


def _score(j: Any) -> float | None:
    """A recorded judgment's score: NaN when it has none, None when it is no P(useless)."""
    if not isinstance(j, dict) or j.get("score") is None:
        return math.nan
    v = j["score"]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
        return None  # NaN fails the range test too
    return float(v)


def _padded(flat: array[Any], n_calls: np.ndarray, width: int) -> np.ndarray:
    dtype = np.float64 if flat.typecode == "d" else np.int8
    out = np.full((len(n_calls), width), np.nan if dtype is np.float64 else -1, dtype=dtype)
    rows = np.repeat(np.arange(len(n_calls)), n_calls)
    starts = np.repeat(np.cumsum(n_calls) - n_calls, n_calls)
    out[rows, np.arange(len(flat)) - starts] = np.frombuffer(flat, dtype=dtype)
    return out


def episode_arrays(
    episodes: Iterable[Episode], *, detector: str, budget: int, chunk: int = 4096
) -> EpisodeArrays:
    """Build :class:`EpisodeArrays`, judging calls without a recorded ``detector`` judgment.

    Episodes are consumed one at a time and only their replay rows are kept (one byte per
    call), so a stream of episodes from a file is read in memory proportional to its calls,
    not to its text. Calls to judge are judged ``chunk`` at a time. With
    ``detector="oracle"`` the verdicts are the labels themselves (TPR 1, FPR 0).
    """
    rows = _Rows(detector, chunk)
    for ep in episodes:
        rows.add(ep)
    rows.flush()
    n_calls = np.array(rows.n_calls, dtype=int)
    width = int(n_calls.max(initial=0)) or 1
    return EpisodeArrays(
        labels=_padded(rows.labels, n_calls, width),
        verdicts=_padded(rows.verdicts, n_calls, width),
        n_calls=n_calls,
        answered=np.array(rows.answered, dtype=bool),
        budget=np.array([b or budget for b in rows.budget], dtype=int),
        correct=np.array(rows.correct, dtype=float),
        scores=_padded(rows.scores, n_calls, width),
        bad_scores=rows.bad_scores,
    )
