"""Each candidate rule's replay outcomes, from one table per episode and trip call.

:func:`~uselessdetect.fit._replay.replay_first` gives, per episode and candidate, the success,
the tool calls and whether the trip cut a failure before it recovered; all three depend on the
candidate only through the call at which it first trips. :class:`TripOutcomes` computes them
once per episode and possible trip call (flat: one slot per call plus one for "never"), with
the same arithmetic, so a candidate's column is one gather; duplicates are found column by
column (a digest, then the bytes), never holding every candidate's columns at once.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable

import numpy as np

from ._replay import own_outcomes
from ._rows import EpisodeArrays

__all__ = ["Distinct", "TripOutcomes"]


class TripOutcomes:
    """(success, calls, cut) of every episode for every call a rule could first trip at.

    Examples
    --------
    >>> arr = EpisodeArrays(
    ...     flat_labels=np.array([1, 1, 0, 1], dtype=np.int8),
    ...     flat_verdicts=np.array([1, 1, 0, 1], dtype=np.int8),
    ...     n_calls=np.array([3, 1]), answered=np.array([True, False]),
    ...     budget=np.array([8, 8]), correct=np.array([1.0, 0.0]))
    >>> p = {"evidence": 0.9, "partial": 0.5, "memory": 0.2, "exhausted": 0.0}
    >>> first = np.array([[0, -1], [-1, 0]])
    >>> out = TripOutcomes(arr, need=2, p=p)
    >>> from uselessdetect.fit._replay import replay_first
    >>> all((out.columns(first, i) == m).all()
    ...     for i, m in enumerate(replay_first(arr, first, need=2, p=p)))
    True
    >>> out.key(first[:, 0]) == out.key(first[:, 1])
    False
    """

    def __init__(self, arr: EpisodeArrays, *, need: int, p: dict[str, float]) -> None:
        n = np.asarray(arr.n_calls, dtype=np.int64)
        slots = n + 1  # "never", then each call
        self.base = np.cumsum(slots) - slots  # each episode's "never" slot
        e = np.repeat(np.arange(len(n)), slots)
        f = np.arange(int(slots.sum())) - self.base[e] - 1  # the trip call; -1: never
        # replay_first's arithmetic, element by element: one slot per (episode, trip call)
        by_held, own, would_recover = own_outcomes(arr, need, p)
        cum = np.concatenate([[0], np.cumsum(arr.flat_labels == 0)])
        starts = arr.starts[e]
        t = np.maximum(f, 0)
        last_answered = (t == arr.n_calls[e] - 1) & arr.answered[e]
        tripped = (f >= 0) & (t + 1 < arr.budget[e]) & ~last_answered
        at = np.where(tripped, starts + t + 1, 0)
        h = np.where(tripped, cum[at] - cum[np.where(tripped, starts, 0)], 0)
        success = np.where(tripped, by_held[np.minimum(h, need)], own[e]).astype(float)
        calls = np.where(tripped, t + 1, arr.n_calls[e]).astype(float)
        cut = (tripped & (h < need) & would_recover[e]).astype(float)
        self.tables = (success, calls, cut)
        bits = np.stack([a.view(np.int64) for a in self.tables], axis=1)
        # one id per distinct (success, calls, cut), bit for bit: equal ids, equal outcomes
        self.kind = np.unique(bits, axis=0, return_inverse=True)[1].astype(np.int32).ravel()

    def columns(self, first: np.ndarray, which: int) -> np.ndarray:
        """Table ``which`` (0 success, 1 calls, 2 cut) for trip calls ``first`` (episodes ×
        candidates, ``-1`` never): what :func:`replay_first` returns for it."""
        return self.tables[which][self.base[:, None] + first + 1]

    def key(self, first: np.ndarray) -> bytes:
        """One candidate's outcomes in every episode (``first``: its trip calls), as bytes
        that are equal exactly when its three columns of :meth:`columns` are."""
        return self.kind[self.base + first + 1].tobytes()


class Distinct:
    """Which byte strings came before: a digest of each, then, where digests match, the bytes
    themselves (``fetch(key)`` gives them back), so only the digests are held."""

    def __init__(self, fetch: Callable[[int], bytes]) -> None:
        self.fetch = fetch
        self.seen: dict[bytes, list[int]] = {}

    def new(self, key: int, data: bytes, *, keep: bool = False) -> bool:
        """Whether ``data`` (item ``key``) is new; it is recorded when new or kept anyway.

        >>> d = Distinct(lambda key: [b"a", b"b", b"a"][key])
        >>> d.new(0, b"a"), d.new(1, b"b"), d.new(2, b"a"), d.new(2, b"a", keep=True)
        (True, True, False, True)
        """
        same = self.seen.setdefault(hashlib.blake2b(data, digest_size=16).digest(), [])
        if not keep and any(self.fetch(k) == data for k in same):
            return False
        same.append(key)
        return True
