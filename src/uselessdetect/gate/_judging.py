"""How :class:`~uselessdetect.gate.StopGate` judges an item off its fast path (design §6).

:class:`Judging` turns anything the gate is given (see :mod:`._coerce`) into
``(judgment, error text, counter to raise, scored)``, and what a detector returned or raised
into the same: a detector error, an unrecognised item and a source that is no string are
logged and counted as ``unknown`` (re-raised when ``strict``), never raised into the harness —
even when the exception's own message fails. The common cases (a sample or its dict for the
detector, a well-formed Judgment) take ``StopGate._judgment`` in :mod:`._gate` first.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any

from .._types import Judgment, Sample, Verdict
from ..exceptions import InputError
from ._coerce import Observed, as_sample, coerce_judgment, given_judgment

__all__ = ["Judging", "message_of", "text_of"]

logger = logging.getLogger("uselessdetect.gate")


def text_of(value: Any) -> str:
    """``str(value)``, or a placeholder when the object's own ``__str__`` fails."""
    try:
        return str(value)
    except Exception:
        return f"<{type(value).__name__} whose str() failed>"


def message_of(exc: BaseException) -> str:
    """``"Type: message"`` of an exception, even one whose ``__str__`` raises."""
    return f"{type(exc).__name__}: {text_of(exc)}"


class Judging:
    """The judging part of :class:`~uselessdetect.gate.StopGate` (a mixin)."""

    # set by StopGate.__init__
    strict: bool
    detector_name_: str
    _judge: Callable[[Sample], Any]
    _bare: dict[bool | None, Judgment]

    def judge(self, item: Observed) -> tuple[Judgment, str | None]:
        """Judge one observed item; never raises unless ``strict`` (returns the error text)."""
        judgment, error, _, _ = self._judge_item(item)
        return judgment, error

    def _judge_item(self, item: Any) -> tuple[Judgment, str | None, str | None, bool]:
        """``(judgment, error text, counter to raise, scored)`` for any item; see :mod:`._coerce`.

        ``scored`` says whether the judgment's score is a real P(useless) (a :class:`Judgment`
        or a dict with a ``score``) rather than the placeholder of a bare verdict.
        """
        try:
            given = given_judgment(item)
        except Exception as exc:  # InputError, or an item whose own repr fails
            if self.strict:
                raise
            text = text_of(exc) if isinstance(exc, InputError) else message_of(exc)
            logger.warning("gate: unrecognised input counted as unknown: %s", text)
            return self._bare[None], f"unrecognised input: {text}", "unrecognised", False
        if given is not None:
            scored = isinstance(item, Judgment) or (
                isinstance(item, Mapping) and item.get("score") is not None
            )
            return given, None, None, scored
        try:
            raw = self._judge(as_sample({"observation": item} if isinstance(item, str) else item))
        except Exception as exc:
            return self._failed(exc)
        return self._from_detector(raw)

    def _from_detector(self, raw: Any) -> tuple[Judgment, str | None, str | None, bool]:
        """What a detector returned, as ``(judgment, error, counter, scored)``."""
        if type(raw) is Judgment:
            score = raw.score
            if type(score) is float and 0.0 <= score <= 1.0 and type(raw.verdict) is Verdict:
                return raw, None, None, True
        elif raw is True or raw is False or raw is None:
            return self._bare[raw], None, None, False
        try:
            return coerce_judgment(raw, self.detector_name_), None, None, type(raw) is Judgment
        except Exception as exc:
            return self._failed(exc)

    def _failed(self, exc: Exception) -> tuple[Judgment, str | None, str | None, bool]:
        if self.strict:
            raise exc
        logger.warning(
            "gate: detector %s failed; counting unknown", self.detector_name_, exc_info=exc
        )
        return self._bare[None], message_of(exc), "detector_errors", False

    def _source(self, source: Any) -> tuple[str, str | None]:
        """A source name that is not a string is logged and taken as its ``str()``."""
        if isinstance(source, str):
            return source, None
        exc = InputError(f"expected a tool name, got {type(source).__name__}", field="source")
        if self.strict:
            raise exc
        logger.warning("gate: source counted under its str(): %s", exc)
        return text_of(source), f"unrecognised input: {exc}"
