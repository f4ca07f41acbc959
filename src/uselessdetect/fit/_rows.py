"""Episodes streamed into the per-call arrays the replay needs (one byte per call).

Each episode is read once and only its replay row is kept — labels and verdict codes in flat
int8 buffers, plus its number of calls, whether it answered, its budget and its outcome — so
fitting k on a file costs memory proportional to its tool calls, not to its text.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from .._types import Episode, Sample, Step
from ..detectors import make_detector
from ..exceptions import ConfigurationError

__all__ = ["EpisodeArrays", "EpisodeRows", "episode_arrays"]

_VERDICT_CODE = {"useless": 1, "useful": 0}
_VERDICTS = ("useless", "useful", "unknown")


@dataclass
class EpisodeArrays:
    """Episodes' calls, flat; column t of a padded row is tool call t + 1 (finish steps are
    not calls).

    ``flat_labels`` and ``flat_verdicts`` hold every episode's calls one after the other, 1
    (useless), 0 (useful) or -1 (unlabeled / unknown); ``n_calls`` says how many belong to
    each episode; ``correct`` is NaN where the episode records no outcome. Memory grows with
    the calls: padded rows are built only for groups of episodes of similar length
    (:meth:`groups`), never for all episodes at the longest one's width.
    ``flat_scores`` holds each verdict's P(useless) where one was recorded (NaN: a bare
    verdict, as the oracle's); ``bad_scores`` counts recorded scores that were not a number
    in [0, 1] — their calls count as unknown, as a live gate counts them.
    """

    flat_labels: np.ndarray
    flat_verdicts: np.ndarray
    n_calls: np.ndarray
    answered: np.ndarray
    budget: np.ndarray
    correct: np.ndarray
    flat_scores: np.ndarray | None = None
    bad_scores: int = 0

    @property
    def starts(self) -> np.ndarray:
        """Where each episode's calls start in the flat arrays."""
        return np.cumsum(self.n_calls) - self.n_calls

    @property
    def held_end(self) -> np.ndarray:
        """Useful results (label 0) each episode held at its end."""
        episode = np.repeat(np.arange(len(self.n_calls)), self.n_calls)
        return np.bincount(episode[self.flat_labels == 0], minlength=len(self.n_calls))

    def padded(self, flat: np.ndarray, rows: np.ndarray | None = None) -> np.ndarray:
        """``flat`` (labels, verdicts or scores) as padded rows (-1, or NaN for scores, after
        each episode's last call),
        for ``rows`` (default: every episode), as wide as the longest of them."""
        rows = np.arange(len(self.n_calls)) if rows is None else rows
        n = self.n_calls[rows]
        width = int(n.max(initial=0)) or 1
        fill = np.nan if flat.dtype.kind == "f" else -1
        out = np.full((len(rows), width), fill, dtype=flat.dtype)
        at = np.repeat(np.arange(len(rows)), n)
        col = np.arange(int(n.sum())) - np.repeat(np.cumsum(n) - n, n)
        src = np.repeat(self.starts[rows], n) + col
        out[at, col] = flat[src]
        return out

    @property
    def labels(self) -> np.ndarray:
        """All labels as padded rows (for small data; the replay pads by :meth:`groups`)."""
        return self.padded(self.flat_labels)

    @property
    def verdicts(self) -> np.ndarray:
        """All verdicts as padded rows (for small data)."""
        return self.padded(self.flat_verdicts)

    @property
    def scores(self) -> np.ndarray | None:
        """All recorded scores as padded rows (NaN where none; for the rules' replays)."""
        return None if self.flat_scores is None else self.padded(self.flat_scores)

    @property
    def held(self) -> np.ndarray:
        """Useful results held after each call (cumulative count of label 0), padded rows."""
        return np.cumsum(self.labels == 0, axis=1)

    def groups(self) -> list[np.ndarray]:
        """The episodes in groups whose lengths lie within a factor of two (rows of each), so
        the padded rows of every group together hold under twice the calls (plus one a row).
        """
        width = np.maximum(self.n_calls, 1)
        band = np.ceil(np.log2(width)).astype(int)
        return [np.flatnonzero(band == b) for b in np.unique(band)]


def _calls(ep: Episode) -> list[tuple[int, Step]]:
    """``(step index, step)`` of the tool calls up to the first finish (later steps are not
    part of the episode, as in :func:`uselessdetect.measure.decision_points`)."""
    out = []
    for i, step in enumerate(ep.steps):
        if step.is_finish:
            break
        out.append((i, step))
    return out


class EpisodeRows:
    """Per-episode replay rows, streamed into flat int8 buffers (no Episode is kept): :meth:`add`
    each episode, then :meth:`arrays` (what :func:`episode_arrays` returns)."""

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

    def arrays(self, budget: int) -> EpisodeArrays:
        """The rows added so far (the pending calls judged first); ``budget`` where an
        episode gives none."""
        self.flush()
        return EpisodeArrays(
            flat_labels=np.frombuffer(self.labels, dtype=np.int8).copy(),
            flat_verdicts=np.frombuffer(self.verdicts, dtype=np.int8).copy(),
            n_calls=np.array(self.n_calls, dtype=int),
            answered=np.array(self.answered, dtype=bool),
            budget=np.array([b or budget for b in self.budget], dtype=int),
            correct=np.array(self.correct, dtype=float),
            flat_scores=np.frombuffer(self.scores, dtype=np.float64).copy(),
            bad_scores=self.bad_scores,
        )


def _score(j: Any) -> float | None:
    """A recorded judgment's score: NaN when it has none, None when it is no P(useless)."""
    if not isinstance(j, dict) or j.get("score") is None:
        return math.nan
    v = j["score"]
    if isinstance(v, bool) or not isinstance(v, (int, float)) or not 0.0 <= v <= 1.0:
        return None  # NaN fails the range test too
    return float(v)


def episode_arrays(
    episodes: Iterable[Episode], *, detector: str, budget: int, chunk: int = 4096
) -> EpisodeArrays:
    """Build :class:`EpisodeArrays`, judging calls without a recorded ``detector`` judgment.

    Episodes are consumed one at a time and only their replay rows are kept (one byte per
    call), so a stream of episodes from a file is read in memory proportional to its calls,
    not to its text. Calls to judge are judged ``chunk`` at a time. With
    ``detector="oracle"`` the verdicts are the labels themselves (TPR 1, FPR 0).
    """
    rows = EpisodeRows(detector, chunk)
    if isinstance(episodes, (str, bytes, Mapping)) or not isinstance(episodes, Iterable):
        raise ConfigurationError(
            "episodes must be an iterable of Episodes (read files with read_episodes), got "
            f"{type(episodes).__name__}"
        )
    for i, ep in enumerate(episodes):
        if not isinstance(ep, Episode):
            raise ConfigurationError(
                f"episodes[{i}] must be an Episode (read files with read_episodes, or build "
                f"one with io.episode_from_dict), got {type(ep).__name__}"
            )
        rows.add(ep)
    return rows.arrays(budget)
