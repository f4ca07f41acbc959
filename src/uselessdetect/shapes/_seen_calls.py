"""The calls behind one tool's earlier results in an episode: all the rejected-call rule reads.

A detector that reads the earlier results only to tell a rejected call made again
(``reads_earlier = "calls"``: ``classifier``, ``semantic``) needs neither their text nor their
fingerprints (:class:`~uselessdetect.shapes.Seen`): only the key of each earlier call
(:func:`~uselessdetect.shapes.call_key`), which results were acknowledgements (an action
empties the tool's memory, as it empties a ``Seen``), and, for a call without arguments, the
hashes of the earlier errors' text ("the same rejection again"). :class:`SeenCalls` keeps just
that, over the same window as ``Seen``, and answers :meth:`~SeenCalls.called` and
:meth:`~SeenCalls.same_error` as a ``Seen`` of the same results does.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from typing import Any, ClassVar

from .._types import EARLIER_MAX
from ._calls import call_key
from ._fingerprint import Fingerprint, _bump, fingerprint
from ._parse import parse_result

__all__ = ["SeenCalls", "calls_of"]


class SeenCalls:
    """The calls of one tool's last ``maxlen`` results in an episode, oldest first.

    Per result: the key of the call that returned it and, for an error, the hash of its
    normalised text (:attr:`Fingerprint.whole`); an acknowledgement forgets them all. A
    :class:`~uselessdetect.Sample`'s ``earlier`` may be one (a gate keeps one for a detector
    that reads only the calls); it says nothing of what the results held, so "nothing new"
    cannot be told from it.

    Examples
    --------
    >>> seen = SeenCalls.of(["Invalid action!", "A page."], calls=[call_key("click[Buy]"), None])
    >>> seen.called(call_key("click[buy]")), seen.called(call_key("click[Next]")), len(seen)
    (True, False, 2)
    >>> seen.same_error(fingerprint("invalid   ACTION!")), seen.same_error(fingerprint("A page."))
    (True, False)
    >>> seen.add("acknowledgement"); len(seen)
    0
    """

    #: Marks the object as earlier results for :class:`~uselessdetect.Sample`'s validation.
    is_earlier_results: ClassVar[bool] = True

    def __init__(self, maxlen: int = EARLIER_MAX) -> None:
        self.maxlen = maxlen
        self._kept: deque[tuple[int | None, int | None]] = deque()  # (call, error) per result
        self._calls: dict[int, int] = {}
        self._errors: dict[int, int] = {}

    @classmethod
    def of(
        cls,
        results: Iterable[Any],
        maxlen: int = EARLIER_MAX,
        calls: Iterable[int | None] | None = None,
    ) -> SeenCalls:
        """A ``SeenCalls`` of ``results`` (oldest first; texts or fingerprints) and the keys
        of the calls that returned them, if given. Only errors are fingerprinted."""
        seen = cls(maxlen)
        keys = iter(calls) if calls is not None else None
        for r in results:
            call = next(keys, None) if keys is not None else None
            kind, error = cls.read(r)
            seen.add(kind, call, error)
        return seen

    def __len__(self) -> int:
        return len(self._kept)

    def __bool__(self) -> bool:
        return bool(self._kept)

    def clear(self) -> None:
        """Forget every earlier call."""
        self._kept.clear()
        self._calls.clear()
        self._errors.clear()

    @staticmethod
    def read(result: Any) -> tuple[str, int | None]:
        """What is kept of a result (a text or a :class:`Fingerprint`): its shape
        (:func:`parse_result`, cached) and, for an error only, the hash of its text."""
        if isinstance(result, Fingerprint):
            return result.kind, result.whole if result.kind == "error" else None
        kind = parse_result(result).kind
        return kind, fingerprint(result).whole if kind == "error" else None

    def add_result(self, result: Any, call: int | None = None) -> None:
        """Remember one more result (:meth:`read`), returned to call ``call`` (its key)."""
        kind, error = self.read(result)
        self.add(kind, call, error)

    def add(self, kind: str, call: int | None = None, error: int | None = None) -> None:
        """Remember one more result of shape ``kind``, returned to call ``call`` (its key),
        with ``error`` the hash of an error's text; forget the oldest past ``maxlen``. An
        acknowledgement forgets them all (as :meth:`Seen.add` does)."""
        if kind == "acknowledgement":
            self.clear()
            return
        if len(self._kept) >= self.maxlen:
            old_call, old_error = self._kept.popleft()
            if old_call is not None:
                _bump(self._calls, (old_call,), -1)
            if old_error is not None:
                _bump(self._errors, (old_error,), -1)
        self._kept.append((call, error))
        if call is not None:
            _bump(self._calls, (call,), 1)
        if error is not None:
            _bump(self._errors, (error,), 1)

    def called(self, call: int | None) -> bool:
        """Whether a kept result was returned to the same call (``None``: cannot be told)."""
        return call is not None and call in self._calls

    def same_error(self, fp: Fingerprint) -> bool:
        """Whether a kept result was an error with the same text as ``fp``'s (whitespace
        and case aside)."""
        return fp.whole in self._errors


def calls_of(earlier: tuple[Any, ...]) -> SeenCalls:
    """The :class:`SeenCalls` of earlier results given as text (with the arguments of their
    calls where they carry them as ``queries``, as :class:`~uselessdetect.EarlierTexts` do).

    Examples
    --------
    >>> from uselessdetect._types import EarlierTexts
    >>> calls_of(EarlierTexts(["Invalid action!"], ["click[Buy]"])).called(call_key("click[Buy]"))
    True
    """
    queries = getattr(earlier, "queries", None) or None
    return SeenCalls.of(earlier, calls=map(call_key, queries) if queries else None)
