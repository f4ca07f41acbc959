"""Where each candidate rule first trips in each episode, for a whole grid of rules at once.

A candidate's replay needs only the call at which it first trips (or that it never does), so
the statistics are never kept per candidate and call: each family's statistic is computed
once per call for all its candidates together (``run``: the run, from cumulative counts;
``cusum``: one statistic per distinct drift, its log-odds steps shared by every h; ``sprt``:
every candidate side by side), on episodes padded by groups of similar length
(:meth:`EpisodeArrays.groups`), a block of rows at a time. The arithmetic per candidate is
its rule's ``update``, in the same order, so the trips are the gate's own (tests check them
against :class:`~uselessdetect.gate.StopGate`). Work grows with the calls times the
candidates, with a Python step per call of the longest episode of each block (not per
candidate).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np

from ..exceptions import ConfigurationError
from ..gate import CusumRule, Rule, RunRule, SprtRule
from ._rows import EpisodeArrays

__all__ = ["first_trips", "run_lengths"]

#: Episodes are replayed in blocks of at most this many (episode, candidate) or (episode,
#: call) cells, so a block's working arrays stay within tens of megabytes.
_CELLS = 1 << 20


def run_lengths(verdicts: np.ndarray) -> np.ndarray:
    """The gate's run after each call (padded rows): +1 on useless, 0 on useful, unknown keeps.

    Examples
    --------
    >>> run_lengths(np.array([[1, 1, -1, 1, 0, 1]])).tolist()
    [[1, 2, 2, 3, 0, 1]]
    """
    n, width = verdicts.shape
    useless = np.cumsum(verdicts == 1, axis=1)
    col = np.broadcast_to(np.arange(width), (n, width))
    last_reset = np.maximum.accumulate(np.where(verdicts == 0, col, -1), axis=1)
    before = np.where(last_reset >= 0, np.take_along_axis(useless, np.maximum(last_reset, 0), 1), 0)
    return np.asarray(useless - before)


def _first(hit: np.ndarray) -> np.ndarray:
    """First True per row (``-1``: none)."""
    return np.where(hit.any(axis=1), hit.argmax(axis=1), -1)


def _run_firsts(rules: Sequence[RunRule], ver: np.ndarray, valid: np.ndarray) -> np.ndarray:
    run = run_lengths(ver)
    return np.stack([_first((run >= r.k) & valid) for r in rules], axis=1)


def _cusum_steps(rule: CusumRule, ver: np.ndarray, sc: np.ndarray) -> np.ndarray:
    """Each call's log-odds step (the recorded score clipped, else the bare verdict's)."""
    odds = math.log(rule.verdict_p / (1 - rule.verdict_p))
    p = np.clip(np.where(np.isnan(sc), 0.5, sc), rule.clip, 1 - rule.clip)
    return np.asarray(np.where(np.isnan(sc), np.where(ver == 1, odds, -odds), np.log(p / (1 - p))))


def _cusum_firsts(rules: Sequence[CusumRule], ver: np.ndarray, sc: np.ndarray,
                  valid: np.ndarray) -> np.ndarray:  # fmt: skip
    """First trips of cusum rules sharing ``verdict_p`` and ``clip``."""
    step = _cusum_steps(rules[0], ver, sc)
    drifts = sorted({r.drift for r in rules})
    d = np.array(drifts)
    col = np.array([drifts.index(r.drift) for r in rules])
    h = np.array([r.h for r in rules])
    n, width = ver.shape
    s = np.zeros((n, len(drifts)))
    first = np.full((n, len(rules)), -1)
    for t in range(width):
        known = (ver[:, t] >= 0)[:, None]
        s = np.where(known, np.maximum(0.0, s + step[:, t, None] - d[None, :]), s)
        hit = (s[:, col] >= h[None, :]) & valid[:, t, None] & (first < 0)
        first[hit] = t
    return first


def _sprt_firsts(rules: Sequence[SprtRule], ver: np.ndarray, valid: np.ndarray) -> np.ndarray:
    up = np.array([r.step_useless for r in rules])[None, :]
    down = np.array([r.step_useful for r in rules])[None, :]
    lower = np.array([r.lower for r in rules])[None, :]
    upper = np.array([r.upper for r in rules])[None, :]
    n, width = ver.shape
    s = np.zeros((n, len(rules)))
    first = np.full((n, len(rules)), -1)
    for t in range(width):  # in place: the same sums as the rule's update, fewer copies
        useless, useful = ver[:, t, None] == 1, ver[:, t, None] == 0
        np.add(s, up, out=s, where=useless)
        np.add(s, down, out=s, where=useful)
        np.copyto(s, 0.0, where=useful & (s <= lower))
        hit = (s >= upper) & valid[:, t, None] & (first < 0)
        first[hit] = t
    return first


def _group_firsts(rules: Sequence[Rule | None], ver: np.ndarray, sc: np.ndarray,
                  valid: np.ndarray) -> np.ndarray:  # fmt: skip
    """:func:`first_trips` for the padded rows of one group."""
    out = np.full((ver.shape[0], len(rules)), -1)
    families: dict[tuple[object, ...], list[int]] = {}
    for j, r in enumerate(rules):
        if r is None:
            continue
        if isinstance(r, CusumRule):
            key: tuple[object, ...] = ("cusum", r.verdict_p, r.clip)
        elif isinstance(r, (RunRule, SprtRule)):
            key = (r.name,)
        else:
            raise ConfigurationError(f"cannot replay rule {r!r:.60}")
        families.setdefault(key, []).append(j)
    for key, cols in families.items():
        mine = [rules[j] for j in cols]
        if key[0] == "run":
            out[:, cols] = _run_firsts(mine, ver, valid)  # type: ignore[arg-type]
        elif key[0] == "cusum":
            out[:, cols] = _cusum_firsts(mine, ver, sc, valid)  # type: ignore[arg-type]
        else:
            out[:, cols] = _sprt_firsts(mine, ver, valid)  # type: ignore[arg-type]
    return out


def first_trips(rules: Sequence[Rule | None], arr: EpisodeArrays,
                verdicts: np.ndarray | None = None) -> np.ndarray:  # fmt: skip
    """The call (0-based) at which each rule first trips in each episode, ``-1`` never.

    Returns an ``(n_episodes, len(rules))`` int array; ``None`` (no gate) never trips.
    ``verdicts`` are flat, one per call (default ``arr.flat_verdicts``); the scores are
    ``arr.flat_scores`` (NaN: a bare verdict).

    Examples
    --------
    >>> from uselessdetect.gate import RunRule
    >>> arr = EpisodeArrays(
    ...     flat_labels=np.array([1, 1, 1, 0, 1], dtype=np.int8),
    ...     flat_verdicts=np.array([1, 1, 1, 0, 1], dtype=np.int8),
    ...     n_calls=np.array([3, 2]), answered=np.array([False, True]),
    ...     budget=np.array([8, 8]), correct=np.array([np.nan, np.nan]))
    >>> first_trips([RunRule(k=2), RunRule(k=1), None], arr).tolist()
    [[1, 0, -1], [-1, 1, -1]]
    """
    flat = arr.flat_verdicts if verdicts is None else verdicts
    scores = arr.flat_scores
    if scores is None:
        scores = np.full(len(flat), np.nan)
    out = np.full((len(arr.n_calls), len(rules)), -1)
    for group in arr.groups():
        width = int(arr.n_calls[group].max(initial=1))
        step = max(1, _CELLS // max(len(rules), width))  # rows at a time: bounded memory
        for at in range(0, len(group), step):
            rows = group[at : at + step]
            ver, sc = arr.padded(flat, rows), arr.padded(scores, rows)
            valid = np.arange(ver.shape[1])[None, :] < arr.n_calls[rows][:, None]
            out[rows] = _group_firsts(rules, ver, sc, valid)
    return out
