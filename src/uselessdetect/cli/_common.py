"""Helpers shared by the commands: error translation, detector options, JSON and progress."""

from __future__ import annotations

import functools
import json
import sys
from collections.abc import Callable, Iterable, Iterator
from typing import Any, TypeVar

import click

from ..detectors import Detector, make_detector
from ..exceptions import UselessDetectError

__all__ = [
    "build_detectors",
    "detector_option",
    "echo_json",
    "progress",
    "user_errors",
]

F = TypeVar("F", bound=Callable[..., Any])


def user_errors(func: F) -> F:
    """Turn the library's errors (bad input, unknown names, …) into one clean error line."""

    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return func(*args, **kwargs)
        except UselessDetectError as exc:
            raise click.ClickException(str(exc)) from None
        except OSError as exc:
            name = getattr(exc, "filename", None)
            raise click.ClickException(f"{name or ''}: {exc.strerror or exc}") from None

    return wrapper  # type: ignore[return-value]


def detector_option(default: str | None = "lexical", **kwargs: Any) -> Callable[[F], F]:
    """The ``-d/--detector NAME[,NAME…]`` option (``a>b`` chains a Fallback)."""
    return click.option(
        "-d",
        "--detector",
        "detectors",
        default=default,
        show_default=True,
        metavar="NAME[,NAME…]",
        help="Detector(s), comma-separated; 'keyword>lexical' (quoted) = the first "
        "non-abstaining verdict wins. "
        "See `uselessdetect detectors`.",
        **kwargs,
    )


def build_detectors(
    spec: str,
    fit_on: list[Any] | None = None,
    *,
    seed: int | None = None,
    rate_match: list[Any] | None = None,
) -> dict[str, Detector]:
    """Build and fit the detectors named in ``spec`` (comma-separated), keyed by their names.

    ``seed`` becomes the ``random_state`` of every detector that has one (the random control);
    stochastic detectors are fitted on ``rate_match`` when given (labeled samples: the random
    control then says useless at the labels' rate).
    """
    names = [n.strip() for n in spec.split(",") if n.strip()]
    if not names:
        raise click.BadParameter("name at least one detector", param_hint="--detector")
    out = {}
    for name in names:
        det = make_detector(name)
        if seed is not None and "random_state" in det.get_params():
            det.set_params(random_state=seed)
        det.fit(rate_match if det.stochastic and rate_match else fit_on or [])
        out[det.name] = det
    return out


def seed_option(func: F) -> F:
    """The ``--seed`` option: the random control's seed (same seed, same verdicts)."""
    return click.option(
        "--seed",
        type=int,
        default=0,
        show_default=True,
        help="Seed of the random control (detectors with a random_state).",
    )(func)


def echo_json(obj: Any) -> None:
    """Print ``obj`` as indented JSON on stdout."""
    click.echo(json.dumps(obj, indent=2, ensure_ascii=False, default=_default))


def _default(obj: Any) -> Any:
    if hasattr(obj, "tolist"):
        return obj.tolist()
    if hasattr(obj, "to_dict"):
        return obj.to_dict()
    raise TypeError(f"not JSON serialisable: {type(obj).__name__}")


T = TypeVar("T")


def progress(items: Iterable[T], *, label: str, length: int | None = None) -> Iterator[T]:
    """A progress bar on stderr when it is a terminal; otherwise the items pass through."""
    if not sys.stderr.isatty():
        yield from items
        return
    with click.progressbar(items, label=label, length=length, file=sys.stderr) as bar:
        yield from bar
