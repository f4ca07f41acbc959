"""Replay of logged episodes for the threshold fitter: padded arrays, recovery, replay, bootstrap.

Episodes of similar length become padded arrays (one row per episode, one column per tool
call) so that the gate can be replayed for every k at once and resampled by episode counts
without a Python loop over episodes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..exceptions import ConfigurationError
from ._rows import EpisodeArrays

__all__ = [
    "Recovery",
    "bootstrap_means",
    "estimate_recovery",
    "observed_success",
    "replay",
    "replay_first",
    "replay_means",
    "sampled_verdicts",
]


@dataclass
class Recovery:
    """How long failures last: a Kaplan–Meier estimate over runs of useless results.

    A run of true ``useless`` labels ended by a ``useful`` one is an observed duration; a run
    still going when the episode ends is *censored* (it lasted at least that long), never
    "never recovers". ``survival[d - 1]`` = P(a failure lasts more than d results); the mass
    left at the last duration is "not recovered within the horizon" (∞ for the fitter).
    """

    durations: np.ndarray
    at_risk: np.ndarray
    events: np.ndarray
    survival: np.ndarray
    n_episodes: int
    n_failing: int
    n_runs: int
    n_censored: int
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def p_fail(self) -> float:
        """Share of episodes with at least one useless result."""
        return self.n_failing / self.n_episodes if self.n_episodes else float("nan")

    def p_recover_within(self, d: int) -> float:
        """P(a failure ends after at most ``d`` useless results)."""
        if d < 1 or not len(self.survival):
            return 0.0
        return float(1.0 - self.survival[min(d, len(self.survival)) - 1])

    def to_dict(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "n_episodes": self.n_episodes,
            "n_failing": self.n_failing,
            "p_fail": self.p_fail,
            "n_runs": self.n_runs,
            "n_censored": self.n_censored,
            "durations": self.durations.tolist(),
            "at_risk": self.at_risk.tolist(),
            "events": self.events.tolist(),
            "survival": self.survival.round(6).tolist(),
        }


def estimate_recovery(labels: np.ndarray, n_calls: np.ndarray | None = None) -> Recovery:
    """Estimate :class:`Recovery` from padded labels, or flat ones with each episode's
    ``n_calls``; unlabeled calls (-1) are skipped.

    Examples
    --------
    >>> rec = estimate_recovery(np.array([[1, 1, 0, 0], [1, 1, 1, -1], [0, 0, -1, -1]]))
    >>> rec.n_runs, rec.n_censored, rec.survival.tolist()
    (2, 1, [1.0, 0.5, 0.5])
    """
    ended: list[int] = []
    censored: list[int] = []
    rows = labels if n_calls is None else np.split(labels, np.cumsum(n_calls)[:-1])
    n_episodes = len(rows)
    n_failing = sum(bool((row == 1).any()) for row in rows)
    for row in rows:
        run = 0
        for v in row[row >= 0]:
            if v == 1:
                run += 1
            elif run:
                ended.append(run)
                run = 0
        if run:
            censored.append(run)
    ev, ce = np.array(ended, dtype=int), np.array(censored, dtype=int)
    top = int(max(ev.max(initial=0), ce.max(initial=0)))
    d = np.arange(1, top + 1)
    events = np.array([(ev == j).sum() for j in d], dtype=int)
    at_risk = np.array([(ev >= j).sum() + (ce > j).sum() for j in d], dtype=int)
    hazard = np.divide(events, at_risk, out=np.zeros(len(d)), where=at_risk > 0)
    return Recovery(
        durations=d,
        at_risk=at_risk,
        events=events,
        survival=np.cumprod(1.0 - hazard),
        n_episodes=n_episodes,
        n_failing=n_failing,
        n_runs=len(ended) + len(censored),
        n_censored=len(censored),
    )


def observed_success(
    arr: EpisodeArrays, *, need: int, min_count: int
) -> dict[str, tuple[float, int]]:
    """Mean ``correct`` (and count) per final state where at least ``min_count`` episodes are.

    States: answered holding ``need`` useful results (``evidence``), some (``partial``), none
    (``memory``), and unanswered (``exhausted``). Episodes without ``correct`` are left out.
    """
    held_end = arr.held_end
    state = np.where(~arr.answered, 3, np.where(held_end >= need, 0, np.where(held_end > 0, 1, 2)))
    out = {}
    for code, name in enumerate(("evidence", "partial", "memory", "exhausted")):
        sel = (state == code) & ~np.isnan(arr.correct)
        if sel.sum() >= max(min_count, 1):
            out[name] = (float(arr.correct[sel].mean()), int(sel.sum()))
    return out


def _runs(verdicts: np.ndarray) -> np.ndarray:
    """The gate's run after each call: +1 on useless, reset on useful, unchanged on unknown."""
    run = np.zeros(verdicts.shape, dtype=np.int16)
    cur = np.zeros(verdicts.shape[0], dtype=np.int16)
    for t in range(verdicts.shape[1]):
        v = verdicts[:, t]
        cur = np.where(v == 1, cur + 1, np.where(v == 0, 0, cur)).astype(np.int16)
        run[:, t] = cur
    return run


def own_outcomes(
    arr: EpisodeArrays, need: int, p: dict[str, float]
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """The outcome model's terms shared by every replay: ``by_held`` (the success of an
    answer given from 0 .. ``need`` useful results held), ``own`` (each episode's own
    outcome: ``correct`` where recorded, else the model's value for its final state) and
    ``would_recover`` (whether the source delivered ``need`` useful results by the end)."""
    held_end = arr.held_end
    by_held = np.array([p["memory"]] + [p["partial"]] * (need - 1) + [p["evidence"]])
    modelled = np.where(arr.answered, by_held[np.minimum(held_end, need)], p["exhausted"])
    return by_held, np.where(np.isnan(arr.correct), modelled, arr.correct), held_end >= need


def replay(
    arr: EpisodeArrays,
    verdicts: np.ndarray,
    ks: Sequence[int | None],
    *,
    need: int,
    p: dict[str, float],
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Per-episode (success, tool calls, cut) for every k, each an ``(n, len(ks))`` array.

    ``verdicts`` are flat, one per call (as ``arr.flat_verdicts``). A trip after call t with
    an action left (t < budget) changes the episode unless the agent answered right after
    that call anyway: the agent then answers from what it holds (``p["evidence"]`` /
    ``p["partial"]`` / ``p["memory"]``). Otherwise the episode's own outcome stands
    (``correct`` when recorded, else the model's value for its final state). ``cut`` is 1
    where the gate tripped before the agent held ``need`` useful results in an episode whose
    source delivered them. Episodes are replayed in groups of similar length
    (:meth:`EpisodeArrays.groups`), so memory grows with the calls, not with the longest
    episode times their number.
    """
    n = len(arr.n_calls)
    by_held, own, _ = own_outcomes(arr, need, p)
    S = np.empty((n, len(ks)))
    C = np.empty((n, len(ks)))
    X = np.zeros((n, len(ks)))
    for rows in arr.groups():
        s, c, x = _replay_rows(arr, verdicts, rows, ks, need, by_held, own[rows])
        S[rows], C[rows], X[rows] = s, c, x
    return S, C, X


def _replay_rows(
    arr: EpisodeArrays,
    verdicts: np.ndarray,
    rows: np.ndarray,
    ks: Sequence[int | None],
    need: int,
    by_held: np.ndarray,
    own: np.ndarray,
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`replay` of the episodes ``rows``, padded to the longest of them."""
    n_calls, answered, budget = arr.n_calls[rows], arr.answered[rows], arr.budget[rows]
    held = np.cumsum(arr.padded(arr.flat_labels, rows) == 0, axis=1)
    ver = arr.padded(verdicts, rows)
    n, width = ver.shape
    would_recover = held[np.arange(n), np.maximum(n_calls - 1, 0)] * (n_calls > 0) >= need
    t_idx = np.arange(width)
    valid = t_idx[None, :] < n_calls[:, None]
    last_answered = (t_idx[None, :] == n_calls[:, None] - 1) & answered[:, None]
    acts = valid & (t_idx[None, :] + 1 < budget[:, None]) & ~last_answered
    run = _runs(ver)
    S = np.empty((n, len(ks)))
    C = np.empty((n, len(ks)))
    X = np.zeros((n, len(ks)))
    for j, k in enumerate(ks):
        if k is None:
            S[:, j], C[:, j] = own, n_calls
            continue
        hit = (run >= k) & valid
        first = hit.argmax(axis=1)
        tripped = hit.any(axis=1) & acts[np.arange(n), first]
        h = held[np.arange(n), first]
        S[:, j] = np.where(tripped, by_held[np.minimum(h, need)], own)
        C[:, j] = np.where(tripped, first + 1, n_calls)
        X[:, j] = tripped & (h < need) & would_recover
    return S, C, X


def replay_first(
    arr: EpisodeArrays,
    first: np.ndarray,
    *,
    need: int,
    p: dict[str, float],
) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`replay` for any rule: ``first[:, j]`` is the call (0-based, within the episode's
    calls) at which candidate j first trips, ``-1`` never (:func:`._trips.first_trips`).
    Returns (success, tool calls, cut), each ``(n, m)``; works on the flat arrays, so memory
    grows with the episodes times the candidates, never with the longest episode."""
    n = len(arr.n_calls)
    by_held, own, would_recover = own_outcomes(arr, need, p)
    cum = np.concatenate([[0], np.cumsum(arr.flat_labels == 0)])
    starts = arr.starts
    S = np.empty((n, first.shape[1]))
    C = np.empty((n, first.shape[1]))
    X = np.zeros((n, first.shape[1]))
    for j in range(first.shape[1]):
        t = np.maximum(first[:, j], 0)
        last_answered = (t == arr.n_calls - 1) & arr.answered
        tripped = (first[:, j] >= 0) & (t + 1 < arr.budget) & ~last_answered
        at = np.where(tripped, starts + t + 1, 0)
        h = np.where(tripped, cum[at] - cum[np.where(tripped, starts, 0)], 0)
        S[:, j] = np.where(tripped, by_held[np.minimum(h, need)], own)
        C[:, j] = np.where(tripped, t + 1, arr.n_calls)
        X[:, j] = tripped & (h < need) & would_recover
    return S, C, X


def sampled_verdicts(
    labels: np.ndarray, *, tpr: float, fpr: float, rng: np.random.Generator
) -> np.ndarray:
    """Verdicts drawn per call from the error rates (unlabeled calls: unknown); any shape."""
    u = rng.random(labels.shape)
    rate = np.where(labels == 1, tpr, fpr)
    return np.where(labels < 0, -1, (u < rate).astype(np.int8)).astype(np.int8)


def replay_means(
    arr: EpisodeArrays,
    ks: Sequence[int | None],
    *,
    sampled: bool,
    tpr: float | None,
    fpr: float | None,
    need: int,
    p: dict[str, float],
    price: float,
    n_draws: int,
    rng: np.random.Generator,
) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray | None]:
    """Per-episode (success, calls, cut) for every k, replaying recorded or sampled verdicts.

    Sampled verdicts are drawn ``n_draws`` times; every k sees the same draws (common random
    numbers) and the per-episode values are averaged. The fourth value is the Monte Carlo
    standard error of each k's utility (``None`` for recorded verdicts).
    """
    if not sampled:
        return (*replay(arr, arr.flat_verdicts, ks, need=need, p=p), None)
    if tpr is None or fpr is None:
        raise ConfigurationError("sampled verdicts need tpr and fpr")
    draws = [
        replay(
            arr,
            sampled_verdicts(arr.flat_labels, tpr=tpr, fpr=fpr, rng=rng),
            ks,
            need=need,
            p=p,
        )
        for _ in range(n_draws)
    ]
    S, C, X = (np.mean([d[i] for d in draws], axis=0) for i in range(3))
    util = np.array([(d[0] - price * d[1]).mean(axis=0) for d in draws])
    se = util.std(axis=0, ddof=1) / np.sqrt(n_draws) if n_draws > 1 else np.full(len(ks), np.nan)
    return S, C, X, se


def bootstrap_means(
    M: np.ndarray, *, n_resamples: int, rng: np.random.Generator, chunk: int = 100
) -> np.ndarray:
    """Means of the columns of ``M`` over episode resamples: an ``(n_resamples, m)`` array.

    Each resample is a vector of episode counts (multinomial, via ``bincount``), so the
    means are one matrix product per chunk.
    """
    n = M.shape[0]
    if n == 0:
        raise ConfigurationError("expected at least one episode to resample, got none")
    out = np.empty((n_resamples, M.shape[1]))
    for start in range(0, n_resamples, chunk):
        b = min(chunk, n_resamples - start)
        idx = rng.integers(0, n, size=(b, n)) + (np.arange(b) * n)[:, None]
        counts = np.bincount(idx.ravel(), minlength=b * n).reshape(b, n)
        out[start : start + b] = counts @ M / n
    return out
