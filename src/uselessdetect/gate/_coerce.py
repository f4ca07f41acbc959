"""What the stop gate accepts: the observed-item type and its coercion to a Judgment."""

from __future__ import annotations

import numbers
from collections.abc import Mapping
from typing import Any, Union

import numpy as np

from .._types import Judgment, Sample, Verdict

__all__ = ["Observed", "VERDICT_WORDS", "as_sample", "coerce_judgment"]

Observed = Union[Sample, Mapping[str, Any], Judgment, Verdict, bool, str, None]  # noqa: UP007
#: The verdict words (``"useless"``, ``"useful"``, ``"unknown"``) a plain string may be.
VERDICT_WORDS = frozenset(v.value for v in Verdict)
_VERDICT_OF = {True: Verdict.USELESS, False: Verdict.USEFUL, None: Verdict.UNKNOWN}


def as_sample(item: Sample | Mapping[str, Any]) -> Sample:
    """A sample from a sample or its dict (missing ``question``/``observation`` are empty).

    Examples
    --------
    >>> as_sample({"observation": "Could not find [X]."}).question
    ''
    """
    if isinstance(item, Sample):
        return item
    return Sample.from_dict({"question": "", "observation": "", **item})


def coerce_judgment(value: Any, name: str) -> Judgment:
    """Turn what a callable detector returned into a Judgment (TypeError when impossible).

    Examples
    --------
    >>> coerce_judgment(True, "mine").verdict.value, coerce_judgment(None, "mine").score
    ('useless', 0.5)
    """
    if isinstance(value, Judgment):
        return value
    if isinstance(value, np.bool_):  # `score > 0.5` on numpy values
        value = bool(value)
    if isinstance(value, Verdict):
        return Judgment(value, {1: 1.0, 0: 0.0}.get(value.label, 0.5), name)  # type: ignore[arg-type]
    if value is None or isinstance(value, bool):
        v = _VERDICT_OF[value]
        return Judgment(v, {True: 1.0, False: 0.0}.get(value, 0.5), name)  # type: ignore[arg-type]
    if isinstance(value, numbers.Integral) and int(value) in (0, 1):  # 0/1, numpy ints too
        return coerce_judgment(bool(value), name)
    if isinstance(value, str):
        return coerce_judgment(Verdict(value.strip().lower()), name)
    raise TypeError(
        f"a gate detector must return a Judgment, Verdict, bool (True = useless), 0/1, "
        f"'useless'/'useful'/'unknown' or None; got {type(value).__name__}"
    )
