"""Counting what a reader or builder did not use, so that nothing is left out without a word."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..exceptions import InputError

__all__ = ["Skipped", "check_share"]


class Skipped(Counter[str]):
    """Records (or steps, or samples) left unused, counted by reason.

    Readers and builders take an optional ``skipped`` counter and add one per item they do
    not use; commands print :meth:`summary` on stderr and :meth:`to_dict` under ``skipped``
    in ``--json``.

    Examples
    --------
    >>> s = Skipped()
    >>> s.note("step without an observation", 2)
    >>> s.note("unlabeled step")
    >>> s.total()
    3
    >>> s.summary("steps")
    'skipped 3 steps: 2 step without an observation, 1 unlabeled step'
    >>> s.to_dict()
    {'total': 3, 'reasons': {'step without an observation': 2, 'unlabeled step': 1}}
    """

    def note(self, reason: str, n: int = 1) -> None:
        """Count ``n`` items left out for ``reason``."""
        if n:
            self[reason] += n

    def summary(self, what: str = "records") -> str:
        """One line for stderr (empty when nothing was skipped)."""
        if not self.total():
            return ""
        parts = ", ".join(f"{n} {reason}" for reason, n in self.most_common())
        return f"skipped {self.total()} {what}: {parts}"

    def to_dict(self) -> dict[str, Any]:
        """The JSON form: ``{"total": n, "reasons": {reason: n}}``."""
        return {"total": self.total(), "reasons": dict(self.most_common())}


def check_share(
    used: int,
    total: int,
    *,
    what: str,
    minimum: float,
    path: str | None = None,
    hint: str = "",
) -> None:
    """Raise :class:`InputError` when under ``minimum`` of ``total`` items were usable.

    Examples
    --------
    >>> check_share(9, 10, what="runs matched a HotpotQA record", minimum=0.5)
    >>> check_share(2, 200, what="runs matched a HotpotQA record", minimum=0.5)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.InputError: <input>: only 2 of 200 runs matched a HotpotQA record ...
    """
    if total and used < minimum * total:
        raise InputError(
            f"only {used} of {total} {what} ({used / total:.0%}, under {minimum:.0%})"
            + (f"; {hint}" if hint else ""),
            path=path,
        )
