"""Checks of parameter values shared by every layer (seeds, counts, sizes).

Each raises :class:`~uselessdetect.exceptions.ConfigurationError` naming the parameter, so
API misuse is one clear error of the project's tree, never numpy's or scikit-learn's.
"""

from __future__ import annotations

import math
import numbers
from typing import Any

import numpy as np

from .exceptions import ConfigurationError

__all__ = [
    "MAX_JOBS",
    "MAX_RESAMPLES",
    "SEED_MAX",
    "check_count",
    "check_jobs",
    "check_number",
    "check_seed",
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
    ok = isinstance(value, numbers.Real) and not isinstance(value, (bool, np.bool_))
    if ok and math.isfinite(float(value)):
        v = float(value)
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
