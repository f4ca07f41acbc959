"""Compact fingerprints of results, and what an episode has seen: "nothing new" (§3.4).

A :class:`Fingerprint` keeps hashes only (of the whole normalised text, of each item, of each
line or sentence), never the text. :class:`Seen` is the bounded memory of one tool's earlier
results in one episode since its last acknowledgement: the last ``maxlen`` fingerprints and
how often each hash occurs in them, so that asking whether a new result repeats them costs
one look-up per hash, however many earlier results there are.
"""

from __future__ import annotations

import contextlib
import re
from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar

from .._types import EARLIER_MAX
from ._parse import Parsed, parse_result

__all__ = ["Fingerprint", "MAX_UNITS", "Seen", "fingerprint"]

#: Lines (or sentences) of a result that are fingerprinted.
MAX_UNITS = 100
_EMPTY = frozenset({hash("")})
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+")
_FP_CACHE: OrderedDict[int, tuple[Any, Fingerprint]] = OrderedDict()
_FP_CACHE_SIZE = 4096


def _norm(text: str) -> str:
    """Lower case, runs of whitespace as one space (C-level string calls only)."""
    return " ".join(text.lower().split())


def _hashes(texts: Iterable[str]) -> frozenset[int]:
    return frozenset(map(hash, map(_norm, texts)))


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """Hashes of one result: the whole normalised text, its items, its lines or sentences."""

    kind: str
    whole: int
    items: frozenset[int]
    units: frozenset[int]


def _units(parsed: Parsed) -> frozenset[int]:
    """Hashes of the lines (or, with fewer than four lines, the sentences) of a result
    without items; a result with items is compared by them."""
    if parsed.items:
        return frozenset()
    text = parsed.text
    lines = text.split("\n", MAX_UNITS)[:MAX_UNITS]
    if len(lines) < 4:
        lines = _SENTENCE_RE.split(text, MAX_UNITS)[:MAX_UNITS]
    return _hashes(lines) - _EMPTY


def fingerprint(result: Any) -> Fingerprint:
    """The fingerprint of a result (parsed with :func:`parse_result`; cached by identity).

    Examples
    --------
    >>> a, b = fingerprint("No results."), fingerprint("no   RESULTS.")
    >>> a.whole == b.whole
    True
    """
    hit = _FP_CACHE.get(id(result))
    if hit is not None and hit[0] is result:
        return hit[1]
    parsed = parse_result(result)
    fp = Fingerprint(
        parsed.kind,
        hash(_norm(parsed.text[:20_000])),
        _hashes(parsed.items),
        _units(parsed),
    )
    if len(_FP_CACHE) >= _FP_CACHE_SIZE:
        with contextlib.suppress(KeyError):  # another thread emptied it first
            _FP_CACHE.popitem(last=False)
    _FP_CACHE[id(result)] = (result, fp)
    return fp


def _bump(counts: dict[int, int], keys: Iterable[int], by: int) -> None:
    for key in keys:
        n = counts.get(key, 0) + by
        if n > 0:
            counts[key] = n
        else:
            counts.pop(key, None)


def _new_share(keys: frozenset[int], counts: dict[int, int] | frozenset[int]) -> float:
    return len(keys.difference(counts)) / len(keys)  # a C loop: dict look-ups per key


class Seen:
    """The fingerprints of one tool's last ``maxlen`` results in an episode, oldest first.

    A :class:`~uselessdetect.Sample`'s ``earlier`` may be a ``Seen`` (the gate passes its
    own, so no text is kept) as well as a tuple of earlier result texts.

    Examples
    --------
    >>> seen = Seen.of(["1. Paris page\\n2. Lyon page\\n3. Nice page"])
    >>> seen.repeats(fingerprint("1. Paris page\\n2. Lyon page\\n3. Nice page"))
    'the same text as an earlier result'
    """

    #: Marks the object as earlier results for :class:`~uselessdetect.Sample`'s validation.
    is_earlier_results: ClassVar[bool] = True

    def __init__(self, maxlen: int = EARLIER_MAX) -> None:
        self.maxlen = maxlen
        self._fps: deque[Fingerprint] = deque()
        self._wholes: dict[int, int] = {}
        self._items: dict[int, int] = {}
        self._units: dict[int, int] = {}
        self._callq: deque[int | None] = deque()  # the call (its key) of each kept result
        self._calls: dict[int, int] = {}

    @classmethod
    def of(
        cls,
        results: Iterable[Any],
        maxlen: int = EARLIER_MAX,
        calls: Iterable[int | None] | None = None,
    ) -> Seen:
        """A ``Seen`` holding the fingerprints of ``results`` (oldest first), with the keys
        of the calls that returned them (:func:`~uselessdetect.shapes.call_key`) if given."""
        seen = cls(maxlen)
        keys = iter(calls) if calls is not None else None
        for r in results:
            call = next(keys, None) if keys is not None else None
            seen.add(r if isinstance(r, Fingerprint) else fingerprint(r), call)
        return seen

    def __len__(self) -> int:
        return len(self._fps)

    def __bool__(self) -> bool:
        return bool(self._fps)

    def clear(self) -> None:
        """Forget every earlier result."""
        self._fps.clear()
        self._wholes.clear()
        self._items.clear()
        self._units.clear()
        self._callq.clear()
        self._calls.clear()

    def add(self, fp: Fingerprint, call: int | None = None) -> None:
        """Remember one more result (and the key of the call that returned it, if known:
        :func:`~uselessdetect.shapes.call_key`), forgetting the oldest past ``maxlen``.

        An acknowledgement forgets them all: the tool has acted, so what it returns next may
        differ from before, and the same output again is news (an edit that changed nothing).
        """
        if fp.kind == "acknowledgement":
            self.clear()
            return
        if len(self._fps) >= self.maxlen:
            old = self._fps.popleft()
            _bump(self._wholes, (old.whole,), -1)
            _bump(self._items, old.items, -1)
            _bump(self._units, old.units, -1)
            old_call = self._callq.popleft()
            if old_call is not None:
                _bump(self._calls, (old_call,), -1)
        self._fps.append(fp)
        _bump(self._wholes, (fp.whole,), 1)
        _bump(self._items, fp.items, 1)
        _bump(self._units, fp.units, 1)
        self._callq.append(call)
        if call is not None:
            _bump(self._calls, (call,), 1)

    def called(self, call: int | None) -> bool:
        """Whether a kept result was returned to the same call (``None``: cannot be told).

        Examples
        --------
        >>> from uselessdetect.shapes import call_key
        >>> seen = Seen.of(["Invalid action!"], calls=[call_key("click[Buy]")])
        >>> seen.called(call_key("click[buy]")), seen.called(call_key("click[Next]"))
        (True, False)
        """
        return call is not None and call in self._calls

    def repeats(
        self, fp: Fingerprint, max_new_items: float = 0.2, max_new_text: float = 0.1
    ) -> str | None:
        """Why ``fp`` brings nothing new, or ``None`` when it does (or cannot be told).

        Nothing new: the same normalised text as an earlier result; or, for a listing of two
        items or more, at most ``max_new_items`` of them not seen in any earlier result;
        or, for anything else with three items, lines or sentences or more, near-identical
        to one earlier result (at most ``max_new_text`` of either side's not in the other).
        """
        if fp.whole in self._wholes:
            return "the same text as an earlier result"
        if fp.kind == "listing" and len(fp.items) >= 2:
            if _new_share(fp.items, self._items) <= max_new_items:
                return f"at most {max_new_items:.0%} of its items are new"
            return None
        keys = fp.items or fp.units
        if (
            len(keys) < 3
            or _new_share(keys, self._items if fp.items else self._units) > max_new_text
        ):
            return None  # the common case: new against everything seen, no need to look closer
        for old in reversed(self._fps):
            other = old.items if fp.items else old.units
            if (
                other
                and _new_share(keys, other) <= max_new_text
                and len(other.difference(keys)) <= max_new_text * len(other)
            ):
                return "near-identical to an earlier result"
        return None
