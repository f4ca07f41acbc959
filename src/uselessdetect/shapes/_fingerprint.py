"""Compact fingerprints of results, and what an episode has seen: "nothing new" (§3.4).

A :class:`Fingerprint` keeps hashes only (of the whole normalised text, of each item, of each
line or sentence), never the text. :class:`Seen` is the bounded memory of one tool's earlier
results in one episode since its last acknowledgement: the last ``maxlen`` fingerprints and
how often each hash occurs in them, so that asking whether a new result repeats them costs
one look-up per hash, however many earlier results there are.
"""

from __future__ import annotations

import re
import threading
from collections import OrderedDict, deque
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import islice
from operator import is_, itemgetter, methodcaller
from typing import Any, ClassVar

from .._types import EARLIER_MAX
from ._calls import call_key
from ._output import LINE_FAILURE_CHARS, failure_signature
from ._parse import Parsed, items_cover_text, parse_result
from ._text import norm_text

__all__ = ["Fingerprint", "MAX_UNITS", "SAME_TEXT", "Seen", "fingerprint", "seen_of"]

#: Lines (or sentences) of a result that are fingerprinted.
MAX_UNITS = 100
_EMPTY = frozenset({hash("")})
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+")
_FP_CACHE: OrderedDict[int, tuple[Any, Fingerprint]] = OrderedDict()
_FP_CACHE_SIZE = 4096
_WHOLE_CHARS = 20_000  # characters of a result whose whole normalised text is hashed


_norm = norm_text


_JOIN = " ".join


def _hashes(texts: Iterable[str]) -> frozenset[int]:
    """Hashes of the texts' :func:`_norm` forms (one C-level pass per step, no Python call
    per text)."""
    return frozenset(map(hash, map(_JOIN, map(str.split, map(str.lower, texts)))))


@dataclass(frozen=True, slots=True)
class Fingerprint:
    """Hashes of one result: the whole normalised text, its items, its lines or sentences,
    and (a command's output that ends in a Python traceback, a JVM or Node.js stack trace or
    a Go panic) the kind of failure
    (:func:`~uselessdetect.shapes._output.failure_signature`; 0: none)."""

    kind: str
    whole: int
    items: frozenset[int]
    units: frozenset[int]
    failure: int = 0
    #: A record's identity and state fields together (``id``, ``status``, ``state``,
    #: ``phase``, ``progress``…: :data:`STATE_FIELDS`; 0: none): a poll whose state moved, or
    #: the record of another thing, is news however few of its fields changed.
    state: int = 0


def _units(text: str) -> tuple[frozenset[int], int]:
    """Hashes of the lines (or, with fewer than four lines, the sentences) of a result
    without items, and the hash of its whole normalised text (from the same pass when the
    lines cover it)."""
    parts = text.split("\n", MAX_UNITS)
    if len(parts) < 4:
        parts = _SENTENCE_RE.split(text, MAX_UNITS)
    covered = len(parts) <= MAX_UNITS and len(text) <= _WHOLE_CHARS
    norms = list(map(_JOIN, map(str.split, map(str.lower, parts[:MAX_UNITS]))))
    # the parts are cut at whitespace, so the whole text's words are theirs, in order
    whole = hash(_JOIN(filter(None, norms))) if covered else hash(_norm(text[:_WHOLE_CHARS]))
    return frozenset(map(hash, norms)) - _EMPTY, whole


def _items(parsed: Parsed) -> tuple[int, frozenset[int]]:
    """The hash of a result's whole normalised text and the hashes of its items; from one
    pass over the items where they hold the text's words (:func:`items_cover_text`)."""
    norms = list(map(_JOIN, map(str.split, map(str.lower, parsed.items))))
    if items_cover_text(parsed):
        whole = hash(_JOIN(filter(None, norms)))
    else:
        whole = hash(_norm(parsed.text[:_WHOLE_CHARS]))
    return whole, frozenset(map(hash, norms))


#: How a record's fields that say which thing it is and where it stands begin (its
#: ``key: value`` items): an id; a status, a state, a phase or stage, a progress.
STATE_FIELDS = tuple(
    f"{key}:"
    for key in (
        "id",
        "_id",
        "uuid",
        "status",
        "state",
        "phase",
        "stage",
        "progress",
        "percent",
        "percentComplete",
        "percent_complete",
        "processingState",
        "processing_state",
        "buildStatus",
        "jobStatus",
        "job_status",
        "Status",
        "State",
    )
)
_is_state = methodcaller("startswith", STATE_FIELDS)
_STATE_HEADS = frozenset(key[:2] for key in STATE_FIELDS)
_HEAD = itemgetter(slice(0, 2))
#: :meth:`Seen.repeats`' reason for a result of the same text as an earlier one.
SAME_TEXT = "the same text as an earlier result"


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
    failure = 0
    if parsed.kind == "command" or (
        parsed.kind == "prose" and len(parsed.text) <= LINE_FAILURE_CHARS
    ):  # prose: maybe a bare command's output, read as one when the call ran a command
        signature = failure_signature(parsed.text)
        failure = 0 if signature is None else hash(signature) or 1
    if parsed.items:  # compared by its items; no lines or sentences
        state = 0
        if parsed.kind == "record":
            items = parsed.items
            if not _STATE_HEADS.isdisjoint(map(_HEAD, items)):  # a first look, in C
                fields = tuple(filter(_is_state, items))
                state = hash(fields) if fields else 0
        fp = Fingerprint(parsed.kind, *_items(parsed), frozenset(), failure, state)
    else:
        units, whole = _units(parsed.text)
        fp = Fingerprint(parsed.kind, whole, frozenset(), units, failure)
    if len(_FP_CACHE) >= _FP_CACHE_SIZE:
        try:  # noqa: SIM105 - a context manager (contextlib.suppress) costs more than the pop
            _FP_CACHE.popitem(last=False)
        except KeyError:  # another thread emptied it first
            pass
    _FP_CACHE[id(result)] = (result, fp)
    return fp


def _bump(counts: dict[int, int], keys: Iterable[int], by: int) -> None:
    for key in keys:
        n = counts.get(key, 0) + by
        if n > 0:
            counts[key] = n
        else:
            counts.pop(key, None)


def _count(counts: dict[int, int], keys: Iterable[int]) -> None:
    """``_bump(counts, keys, 1)`` with less to do per key (a count only grows)."""
    get = counts.get
    for key in keys:
        counts[key] = get(key, 0) + 1


def _uncount(counts: dict[int, int], keys: Iterable[int]) -> None:
    """``_bump(counts, keys, -1)``: a key counted once is dropped."""
    get = counts.get
    for key in keys:
        n = get(key, 0)
        if n > 1:
            counts[key] = n - 1
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
        self._failures: dict[int, int] = {}

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
        self._failures.clear()

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
            _uncount(self._wholes, (old.whole,))
            if old.items:  # (a fingerprint has items or units: no call for the empty set)
                _uncount(self._items, old.items)
            if old.units:
                _uncount(self._units, old.units)
            if old.failure:
                _uncount(self._failures, (old.failure,))
            old_call = self._callq.popleft()
            if old_call is not None:
                _uncount(self._calls, (old_call,))
        self._fps.append(fp)
        _count(self._wholes, (fp.whole,))
        if fp.items:
            _count(self._items, fp.items)
        if fp.units:
            _count(self._units, fp.units)
        if fp.failure:
            _count(self._failures, (fp.failure,))
        self._callq.append(call)
        if call is not None:
            _count(self._calls, (call,))

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

    def fails_again(self, fp: Fingerprint) -> bool:
        """Whether ``fp`` is a command's output that fails the way a kept result failed: the
        same exception (or Go panic) with the same message, quoted names and numbers aside
        (:func:`~uselessdetect.shapes._output.failure_signature`).

        Examples
        --------
        >>> tb = "Traceback (most recent call last):\\n  File \\"<stdin>\\", line 1\\n"
        >>> seen = Seen.of([tb + "ModuleNotFoundError: No module named 'prophet'"])
        >>> seen.fails_again(fingerprint(tb + "ModuleNotFoundError: No module named 'fbprophet'"))
        True
        >>> seen.fails_again(fingerprint(tb + "KeyError: 'date'"))
        False
        """
        return fp.failure != 0 and fp.failure in self._failures

    def same_error(self, fp: Fingerprint) -> bool:
        """Whether a kept result was an error with the same text as ``fp``'s (whitespace and
        case aside): an error of a call without arguments made again
        (:func:`~uselessdetect.detectors._default.error_score`).

        Examples
        --------
        >>> seen = Seen.of(["Invalid action!", "A page."])
        >>> seen.same_error(fingerprint("invalid ACTION!")), seen.same_error(fingerprint("A page."))
        (True, False)
        """
        whole = fp.whole
        return any(old.whole == whole and old.kind == "error" for old in self._fps)

    def repeats(
        self, fp: Fingerprint, max_new_items: float = 0.2, max_new_text: float = 0.1
    ) -> str | None:
        """Why ``fp`` brings nothing new, or ``None`` when it does (or cannot be told).

        Nothing new: the same normalised text as an earlier result; or, for a listing of two
        items or more, at most ``max_new_items`` of them not seen in any earlier result;
        or, for anything else with three items, lines or sentences or more, near-identical
        to one earlier result (at most ``max_new_text`` of either side's not in the other)
        whose identity and state fields (:attr:`Fingerprint.state`) are the same.
        """
        if fp.whole in self._wholes:
            return SAME_TEXT
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
                and old.state == fp.state  # a poll whose status moved is news
                and _new_share(keys, other) <= max_new_text
                and len(other.difference(keys)) <= max_new_text * len(other)
            ):
                return "near-identical to an earlier result"
        return None


class _Chains(threading.local):
    """Per thread: the :class:`Seen` last built for each chain of earlier results, keyed by
    the identity of the chain's last result."""

    def __init__(self) -> None:
        self.by_last: OrderedDict[int, tuple[tuple[Any, ...], Seen]] = OrderedDict()


_CHAINS = _Chains()
_CHAINS_SIZE = 32


def _extends(old: tuple[Any, ...], earlier: tuple[Any, ...], new: int, maxlen: int) -> bool:
    """Whether ``earlier`` is ``old`` (less its first results) plus ``new`` more, such that
    the ``Seen`` of ``old`` plus the new ones is the ``Seen`` of ``earlier``: nothing
    dropped from the front, or a full window (the oldest fall out of both alike)."""
    drop = len(old) - (len(earlier) - new)
    if drop < 0 or (drop and len(earlier) < maxlen):
        return False
    return all(map(is_, islice(old, drop, None), earlier))  # same objects, in order


def seen_of(earlier: tuple[Any, ...]) -> Seen:
    """``Seen.of(earlier)``, built once per chain of earlier results: shared, not to be
    changed by the caller.

    A sample's earlier results given as text (``score`` gives each step the same tool's
    earlier results in its episode) are one more result than the previous step's; this
    adds that one to the ``Seen`` built for the previous step instead of fingerprinting
    and counting the 100 again. Results are matched by identity; anything else is built
    afresh. Earlier results that carry the arguments of their calls (``queries``, as
    :class:`~uselessdetect.EarlierTexts` do) keep the calls' keys too.

    Examples
    --------
    >>> a, b, c = "1. Paris\\n2. Lyon\\n3. Nice", "4. Rome\\n5. Pisa\\n6. Bari", "x"
    >>> seen_of((a, b)) is seen_of((a, b, c))
    True
    >>> seen_of((a, b)).repeats(fingerprint(b)) is None
    False
    """
    chains = _CHAINS.by_last
    n = len(earlier)
    queries = getattr(earlier, "queries", None) or None
    for new in (0, 1):
        if n <= new:
            break
        key = id(earlier[n - 1 - new])
        hit = chains.get(key)
        if (
            hit is None
            or ((getattr(hit[0], "queries", None) or None) is None) != (queries is None)
            or not _extends(hit[0], earlier, new, hit[1].maxlen)
        ):
            continue
        seen = hit[1]
        del chains[key]
        if new:
            last = earlier[-1]
            call = call_key(queries[-1]) if queries else None
            seen.add(last if isinstance(last, Fingerprint) else fingerprint(last), call)
        chains[id(earlier[-1])] = (earlier, seen)
        return seen
    seen = Seen.of(earlier, calls=map(call_key, queries) if queries else None)
    if n:
        chains[id(earlier[-1])] = (earlier, seen)
        if len(chains) > _CHAINS_SIZE:
            chains.popitem(last=False)
    return seen
    seen = Seen.of(earlier)
    if n:
        chains[id(earlier[-1])] = (earlier, seen)
        if len(chains) > _CHAINS_SIZE:
            chains.popitem(last=False)
    return seen
