"""Checks of parameter values shared by every layer (seeds, counts, sizes).

Each raises :class:`~uselessdetect.exceptions.ConfigurationError` naming the parameter, so
API misuse is one clear error of the project's tree, never numpy's or scikit-learn's.
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Mapping, Sequence, Set
from typing import Any

import numpy as np

from .exceptions import ConfigurationError

__all__ = [
    "MAX_JOBS",
    "MAX_RESAMPLES",
    "SEED_MAX",
    "check_choice",
    "check_count",
    "check_flag",
    "check_jobs",
    "check_names",
    "check_number",
    "check_params",
    "check_positive",
    "check_real",
    "check_seed",
    "check_text",
]

#: Seeds lie in [0, SEED_MAX]: the range numpy's and scikit-learn's generators accept.
SEED_MAX = 2**32 - 1
#: The most parallel workers one call may ask for (``-1`` = one per core).
MAX_JOBS = 256
#: The most resamples (bootstrap) or draws one call may ask for: past it the intervals no
#: longer change, while the time and memory grow without bound.
MAX_RESAMPLES = 100_000


def check_seed(value: Any, name: str = "random_state", *, integer: bool = False) -> Any:
    """``value`` unchanged when it can seed a generator, else :class:`ConfigurationError`.

    A seed is ``None``, an integer from 0 to 2³² − 1, or a numpy ``Generator`` /
    ``RandomState`` (used as given); with ``integer=True`` only the integer (for draws that
    must repeat, such as simulated episodes seeded per record).

    Examples
    --------
    >>> check_seed(7), check_seed(None)
    (7, None)
    >>> check_seed(-1)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: random_state must be None or an integer ...
    """
    generator = value is None or isinstance(value, (np.random.Generator, np.random.RandomState))
    if generator and not integer:
        return value
    if (
        isinstance(value, numbers.Integral)
        and not isinstance(value, (bool, np.bool_))
        and 0 <= int(value) <= SEED_MAX
    ):
        return value
    kinds = "an integer" if integer else "None or an integer"
    raise ConfigurationError(f"{name} must be {kinds} from 0 to {SEED_MAX}, got {value!r:.40}")


def check_count(value: Any, name: str, *, low: int = 1, high: int | None = None) -> int:
    """``value`` as an ``int`` when it is an integer in ``[low, high]``, else an error.

    Examples
    --------
    >>> check_count(3, "chunk_size")
    3
    >>> check_count(0, "chunk_size")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: chunk_size must be an integer >= 1, got 0
    """
    ok = isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_))
    if ok and int(value) >= low and (high is None or int(value) <= high):
        return int(value)
    span = f">= {low}" if high is None else f"from {low} to {high:,}"
    raise ConfigurationError(f"{name} must be an integer {span}, got {value!r:.40}")


def check_number(
    value: Any,
    name: str,
    *,
    low: float | None = None,
    high: float | None = None,
    low_open: bool = False,
    optional: bool = False,
    what: str = "",
) -> Any:
    """``value`` unchanged when it is a finite real number in the range, else an error.

    ``low_open`` excludes ``low`` itself; ``optional`` also accepts ``None``; ``what`` names
    the unit in the message (``"seconds"``). A ``bool`` is no number here.

    Examples
    --------
    >>> check_number(0.5, "max_failures", low=0, high=1)
    0.5
    >>> check_number(0, "timeout", low=0, low_open=True, optional=True, what="seconds")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: timeout must be a number of seconds > 0 or ...
    """
    if optional and value is None:
        return value
    v = _as_float(value)
    if math.isfinite(v):
        above = low is None or (v > low if low_open else v >= low)
        if above and (high is None or v <= high):
            return value
    bounds = []
    if low is not None:
        bounds.append(f"{'>' if low_open else '>='} {low:g}")
    if high is not None:
        bounds.append(f"<= {high:g}")
    kind = f"a number of {what}" if what else "a number"
    span = f" {' and '.join(bounds)}" if bounds else ""
    none = " or None" if optional else ""
    raise ConfigurationError(f"{name} must be {kind}{span}{none}, got {value!r:.40}")


def check_jobs(value: Any, name: str = "n_jobs") -> int:
    """``value`` as an ``int`` when it is a worker count joblib can use, else an error.

    ``1`` works in this process, ``2`` … :data:`MAX_JOBS` start that many workers, and a
    negative count means all cores but ``-1 - n`` (``-1`` = all, joblib's convention).

    Examples
    --------
    >>> check_jobs(-1), check_jobs(4)
    (-1, 4)
    >>> check_jobs(0)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: n_jobs must be an integer from 1 to 256, ...
    """
    ok = isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_))
    if ok and value != 0 and -MAX_JOBS <= int(value) <= MAX_JOBS:
        return int(value)
    raise ConfigurationError(
        f"{name} must be an integer from 1 to {MAX_JOBS}, or negative (-1 = all cores); "
        f"got {value!r:.40}"
    )


def check_positive(value: Any, name: str) -> int:
    """``value`` as an ``int`` when it is an integer >= 1 (not a bool), else an error.

    Examples
    --------
    >>> check_positive(2.5, "k")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: k must be a positive integer, got 2.5
    """
    ok = isinstance(value, numbers.Integral) and not isinstance(value, (bool, np.bool_))
    if ok and int(value) >= 1:
        return int(value)
    raise ConfigurationError(f"{name} must be a positive integer, got {value!r:.40}")


def check_flag(value: Any, name: str) -> bool:
    """``value`` when it is ``True`` or ``False`` (numpy's too), else an error.

    Examples
    --------
    >>> check_flag(False, "strict")
    False
    >>> check_flag("no", "strict")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: strict must be True or False, got 'no'
    """
    if isinstance(value, (bool, np.bool_)):
        return bool(value)
    raise ConfigurationError(f"{name} must be True or False, got {value!r:.40}")


def _as_float(value: Any) -> float:
    """``value`` as a float when it is a real number (not a bool), else NaN.

    An integer too large for a float (``10**400``) is infinite here, never an OverflowError.
    """
    if not isinstance(value, numbers.Real) or isinstance(value, (bool, np.bool_)):
        return math.nan
    try:
        return float(value)
    except OverflowError:
        return math.inf if value > 0 else -math.inf  # type: ignore[operator]


def _span(low: float | None, high: float | None, open_low: bool, open_high: bool) -> str:
    """The allowed range in words: ``> 0``, ``strictly between 0 and 1``, ``in [0, 1)``."""
    if low is not None and high is not None:
        if open_low and open_high:
            return f"strictly between {low:g} and {high:g}"
        return f"in {'(['[not open_low]}{low:g}, {high:g}{')]'[not open_high]}"
    if low is not None:
        return f"{'>' if open_low else '>='} {low:g}"
    if high is not None:
        return f"{'<' if open_high else '<='} {high:g}"
    return ""


def check_real(
    value: Any,
    name: str,
    *,
    low: float | None = None,
    high: float | None = None,
    open_low: bool = False,
    open_high: bool = False,
) -> float:
    """``value`` as a finite ``float`` in the given bounds, else an error (NaN never passes).

    Every refusal names the parameter, the value and the allowed range; a string, ``None``,
    a bool, NaN, an infinity or an integer too large for a float (``10**400``) is refused the
    same way, never with Python's own ``TypeError`` or ``OverflowError``.

    Examples
    --------
    >>> check_real(8, "h", low=0, open_low=True)
    8.0
    >>> check_real(float("nan"), "h", low=0, open_low=True)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: h must be a finite number > 0, got nan
    >>> check_real(10**400, "h", low=0, open_low=True)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: h must be a finite number > 0, got 1000000...
    >>> check_real(1.0, "alpha", low=0, high=1, open_low=True, open_high=True)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: alpha must lie strictly between 0 and 1, got 1.0
    """
    v = _as_float(value)
    span = _span(low, high, open_low, open_high)
    if not math.isfinite(v):
        raise ConfigurationError(
            f"{name} must be a finite number{' ' + span if span else ''}, got {value!r:.40}"
        )
    below = low is not None and (v <= low if open_low else v < low)
    above = high is not None and (v >= high if open_high else v > high)
    if below or above:
        verb = "lie" if low is not None and high is not None else "be"
        raise ConfigurationError(f"{name} must {verb} {span}, got {value!r:.40}")
    return v


def check_text(value: Any, name: str, *, empty: bool = False) -> str:
    """``value`` when it is a string (non-empty unless ``empty``), else an error.

    Examples
    --------
    >>> check_text(None, "finish_action")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: finish_action must be a non-empty string, got None
    """
    if isinstance(value, str) and (empty or value):
        return value
    kind = "a string" if empty else "a non-empty string"
    raise ConfigurationError(f"{name} must be {kind}, got {value!r:.40}")


def check_choice(value: Any, name: str, choices: tuple[str, ...]) -> str:
    """``value`` when it is one of ``choices``, else an error listing them.

    Examples
    --------
    >>> check_choice("drop", "mode", ("finish_only", "drop_tool"))
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: mode must be one of finish_only, drop_tool, ...
    """
    if isinstance(value, str) and value in choices:
        return value
    raise ConfigurationError(f"{name} must be one of {', '.join(choices)}, got {value!r:.40}")


def check_names(value: Any, name: str) -> tuple[str, ...]:
    """``value`` as a tuple when it is a sequence of strings — one string is refused.

    A lone string would read as its characters (``"search"`` → ``s``, ``e``, …), so it is
    named as the mistake it is.

    Examples
    --------
    >>> check_names(["search", "finish"], "tools")
    ('search', 'finish')
    >>> check_names("search", "tools")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: tools must be a list of names, got the string ...
    >>> check_names([5], "tools")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: tools[0] must be a string, got int 5
    """
    if isinstance(value, (str, bytes)):
        raise ConfigurationError(
            f"{name} must be a list of names, got the string {value!r:.40} (write [{value!r:.40}])"
        )
    if isinstance(value, Mapping) or not isinstance(value, (Sequence, Set)):
        raise ConfigurationError(
            f"{name} must be a list of names, got {type(value).__name__} {value!r:.40}"
        )
    out = tuple(value)
    for i, item in enumerate(out):
        if not isinstance(item, str):
            raise ConfigurationError(
                f"{name}[{i}] must be a string, got {type(item).__name__} {item!r:.40}"
            )
    return out


#: A parameter table: name → check(value, name) returning the checked value.
Constraints = Mapping[str, Callable[[Any, str], Any]]


def check_params(constraints: Constraints, values: Mapping[str, Any]) -> dict[str, Any]:
    """Every value of ``values`` through its check in ``constraints`` (a declarative table).

    The table is the class's ``_parameter_constraints``, written once beside its
    ``__init__`` (as scikit-learn does); the checked values come back in a dict. A value
    without an entry is a bug of the caller: a ``KeyError``.

    Examples
    --------
    >>> from functools import partial
    >>> table = {"k": partial(check_count, low=1), "strict": check_flag}
    >>> check_params(table, {"k": 3, "strict": False})
    {'k': 3, 'strict': False}
    """
    return {name: constraints[name](value, name) for name, value in values.items()}
