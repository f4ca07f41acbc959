"""Failure injection: the failure regimes of design §6 and a wrapper that breaks any search tool.

A regime says on which calls (i = 1, 2, … of the failing tool) the source fails:

* ``clean`` — never; ``persistent`` — always;
* ``recover_after_c`` — on calls ``i <= c``, then it works;
* ``late_onset_from_c`` — it works, then fails on every call ``i >= c``.

:class:`FailingSource` wraps any search callable and, on the scheduled calls, replaces its
result with one drawn from a failure pool — so a user can break their own tool on purpose.
The failure kinds of the paper (:data:`FAILURE_KINDS`): ``injected`` (a paragraph of another
question), ``plausible`` (the question's own distractor), ``answerless`` (a gold paragraph with
its supporting sentences removed); :mod:`uselessdetect.sim` builds pools of each kind.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import numpy as np

from ..exceptions import ConfigurationError

__all__ = [
    "FAILURE_KINDS",
    "FailingSource",
    "Regime",
    "SIX_REGIMES",
    "parse_regimes",
]

#: The paper's six regimes, in its order.
SIX_REGIMES: tuple[str, ...] = (
    "clean",
    "persistent",
    "recover_after_1",
    "recover_after_2",
    "recover_after_3",
    "late_onset_from_3",
)
#: The failure kinds of the paper.
FAILURE_KINDS: tuple[str, ...] = ("injected", "plausible", "answerless")

_REGIME_RE = re.compile(r"^(clean|persistent|recover_after_(\d+)|late_onset_from_(\d+))$")

R = TypeVar("R")


@dataclass(frozen=True, slots=True)
class Regime:
    """A failure schedule (design §6), parsed from its name.

    Attributes
    ----------
    name : str
        ``clean``, ``persistent``, ``recover_after_c`` or ``late_onset_from_c``.
    c : int
        The regime's parameter (0 for ``clean`` and ``persistent``).

    Examples
    --------
    >>> r = Regime.parse("recover_after_2")
    >>> [r.fails(i) for i in (1, 2, 3)], r.recovery
    ([True, True, False], 3)
    >>> Regime.parse("late_onset_from_3").fails(2), Regime.parse("persistent").recovery is None
    (False, True)
    """

    name: str
    c: int = 0

    @classmethod
    def parse(cls, name: str | Regime) -> Regime:
        """Parse a regime name; raises :class:`ConfigurationError` on an unknown one."""
        if isinstance(name, Regime):
            return name
        m = _REGIME_RE.match(str(name).strip())
        if not m:
            raise ConfigurationError(
                f"unknown regime {name!r}; expected clean, persistent, recover_after_<c> or "
                f"late_onset_from_<c> with c >= 1 (the paper's six: {', '.join(SIX_REGIMES)})"
            )
        c = int(m.group(2) or m.group(3) or 0)
        if (m.group(2) or m.group(3)) and c < 1:
            raise ConfigurationError(f"regime {name!r}: c must be >= 1, got {c}")
        return cls(m.group(1), c)

    @property
    def kind(self) -> str:
        """``clean``, ``persistent``, ``recover_after`` or ``late_onset_from``."""
        return self.name.rsplit("_", 1)[0] if self.c else self.name

    def fails(self, i: int) -> bool:
        """Whether call ``i`` (1-based) of the failing tool fails."""
        kind = self.kind
        if kind == "clean":
            return False
        if kind == "persistent":
            return True
        if kind == "recover_after":
            return i <= self.c
        return i >= self.c

    @property
    def recovery(self) -> int | None:
        """The call at which the source works again after failing (``None``: never, i.e. ∞).

        ``recover_after_c`` recovers at call ``c + 1``; ``clean`` works from call 1;
        ``persistent`` and ``late_onset_from_c`` never recover.
        """
        if self.kind == "recover_after":
            return self.c + 1
        return 1 if self.kind == "clean" else None

    def __str__(self) -> str:
        return self.name


def parse_regimes(spec: str | Sequence[str | Regime]) -> tuple[Regime, ...]:
    """Parse ``"six"``, a comma list of regime names, or a sequence of names.

    Examples
    --------
    >>> [r.name for r in parse_regimes("clean, recover_after_2")]
    ['clean', 'recover_after_2']
    >>> len(parse_regimes("six"))
    6
    """
    if isinstance(spec, str):
        names: Sequence[str | Regime] = (
            SIX_REGIMES if spec.strip() == "six" else [p for p in spec.split(",") if p.strip()]
        )
    else:
        names = spec
    out = tuple(Regime.parse(n) for n in names)
    if not out:
        raise ConfigurationError(f"expected 'six' or a comma list of regime names, got {spec!r}")
    return out


class FailingSource(Generic[R]):
    """Wrap a search callable so that it fails on a schedule.

    Parameters
    ----------
    search_fn : callable
        The working tool: ``search_fn(query) -> result``.
    regime : str or Regime
        When to fail (call index i counts calls to this source, from 1).
    failure_pool : sequence of results, or callable ``(query, rng) -> result``
        What a failing call returns instead: a uniform draw from the sequence, or the callable's
        value. The real tool is not called on a failing call.
    random_state : int, numpy Generator or None
        Seed of the draws from the pool.

    Attributes
    ----------
    calls_ : int
        Calls made so far.
    last_failed_ : bool
        Whether the latest call was a failing one.

    Examples
    --------
    >>> src = FailingSource(str.upper, "recover_after_1", ["(nothing useful)"], random_state=0)
    >>> src("creed"), src("creed"), src.calls_
    ('(nothing useful)', 'CREED', 2)
    """

    def __init__(
        self,
        search_fn: Callable[[str], R],
        regime: str | Regime,
        failure_pool: Sequence[R] | Callable[[str, np.random.Generator], R],
        random_state: int | np.random.Generator | None = None,
    ) -> None:
        self.search_fn = search_fn
        self.regime = regime
        self.failure_pool = failure_pool
        self.random_state = random_state
        self._regime = Regime.parse(regime)
        if not callable(failure_pool) and len(failure_pool) == 0:
            raise ConfigurationError("failure_pool is empty; expected at least one result")
        self.reset()

    def reset(self) -> None:
        """Start counting calls from 1 again (the random stream is re-seeded too)."""
        self.calls_ = 0
        self.last_failed_ = False
        rs = self.random_state
        self._rng = rs if isinstance(rs, np.random.Generator) else np.random.default_rng(rs)

    def __call__(self, query: str, *args: Any, **kwargs: Any) -> R:
        """Call the tool (or fail, on a scheduled call)."""
        self.calls_ += 1
        self.last_failed_ = self._regime.fails(self.calls_)
        if not self.last_failed_:
            return self.search_fn(query, *args, **kwargs)
        pool = self.failure_pool
        if callable(pool):
            return pool(query, self._rng)
        return pool[int(self._rng.integers(len(pool)))]
