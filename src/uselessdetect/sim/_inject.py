"""Failure injection: the failure regimes of design §6 and a wrapper that breaks any search tool.

A regime says on which calls (i = 1, 2, … of the failing tool) the source fails:

* ``clean`` — never; ``persistent`` — always;
* ``recover_after_c`` — on calls ``i <= c``, then it works;
* ``late_onset_from_c`` — it works, then fails on every call ``i >= c``.

:class:`FailingSource` wraps a search tool and, on the scheduled calls, replaces its result
with one drawn from a failure pool — so a user can break their own tool on purpose. The tool
may be a plain callable or a framework's tool (a LangChain tool, an OpenAI Agents SDK
function tool, a smolagents ``Tool``, a pydantic-ai ``Tool``, a CrewAI or a LlamaIndex tool):
:attr:`FailingSource.tool` is the same kind of tool with the same name, schema and docstring
(see :mod:`._wrap`). Each call's truth (1 = failed, 0 = worked) is noted for the gate's
recorder, which stores it as the recorded step's ``label`` (see :mod:`uselessdetect.gate._labels`).
The failure kinds of the paper (:data:`FAILURE_KINDS`): ``injected`` (a paragraph of another
question), ``plausible`` (the question's own distractor), ``answerless`` (a gold paragraph with
its supporting sentences removed); :mod:`uselessdetect.sim` builds pools of each kind.
"""

from __future__ import annotations

import functools
import json
import re
import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

import numpy as np

from .._checks import check_seed
from ..exceptions import ConfigurationError
from ..gate import note_label
from ._wrap import query_argument, wrap_tool

__all__ = [
    "FAILURE_KINDS",
    "FailingSource",
    "Regime",
    "SIX_REGIMES",
    "builtin_failure_pool",
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


@functools.lru_cache(maxsize=1)
def _bundled_paragraphs() -> tuple[str, ...]:
    from ..io import sample_hotpotqa_path

    with open(sample_hotpotqa_path(), encoding="utf-8") as f:
        records = json.load(f)
    seen: dict[str, None] = {}
    for rec in records:
        for title, sentences in rec["context"]:
            seen.setdefault(f"{title}: {' '.join(s.strip() for s in sentences)}", None)
    return tuple(seen)


def builtin_failure_pool(query: str, rng: np.random.Generator) -> str:
    """A paragraph of another question: the built-in failure pool of :class:`FailingSource`.

    Drawn uniformly (with ``rng``) from the paragraphs of the bundled HotpotQA sample, skipping
    any whose title the query names, so that the failure is off topic for the query.

    Examples
    --------
    >>> rng = np.random.default_rng(0)
    >>> text = builtin_failure_pool("Creed band", rng)
    >>> ":" in text and not text.lower().startswith("creed")
    True
    """
    pool = _bundled_paragraphs()
    q = str(query).lower()
    for _ in range(20):
        text = pool[int(rng.integers(len(pool)))]
        if text.split(":", 1)[0].lower() not in q:
            return text
    return text


def _check_pool(pool: Any) -> None:
    """A pool is a callable or a non-empty sequence of strings (a failing call's text)."""
    if pool is None or callable(pool):
        return
    if isinstance(pool, (str, bytes)) or not isinstance(pool, Sequence):
        raise ConfigurationError(
            "failure_pool must be a sequence of strings or a callable (query, rng) -> result, "
            f"got {type(pool).__name__}"
        )
    if len(pool) == 0:
        raise ConfigurationError("failure_pool is empty; expected at least one result")
    for i, item in enumerate(pool):
        if not isinstance(item, str):
            raise ConfigurationError(
                f"failure_pool[{i}] must be a string (the observation of a failing call), "
                f"got {type(item).__name__}"
            )


class FailingSource(Generic[R]):
    """Wrap a search tool so that it fails on a schedule.

    Parameters
    ----------
    search_fn : callable or a framework's tool
        The working tool: a callable ``search_fn(query, ...) -> result``, a LangChain tool,
        an OpenAI Agents SDK ``FunctionTool``, a smolagents ``Tool``, a pydantic-ai ``Tool``, a
        CrewAI tool (``@tool`` or a ``BaseTool``) or a LlamaIndex tool (``FunctionTool``).
        :attr:`tool` is the broken tool of the same kind, with the same name, schema and
        docstring; a callable ``FailingSource`` is itself the broken callable.
    regime : str or Regime
        When to fail (call index i counts calls to this source, from 1, across every run that
        calls it: :meth:`reset` between runs, or one ``FailingSource`` per run).
    failure_pool : sequence of results, or callable ``(query, rng) -> result``, optional
        What a failing call returns instead: a uniform draw from the sequence, or the callable's
        value. The real tool is not called on a failing call. Default:
        :func:`builtin_failure_pool`, paragraphs of other questions.
    random_state : int, numpy Generator or None
        Seed of the draws from the pool.
    name : str, optional
        The tool name labels are noted under (default: the tool's name, or the callable's
        ``__name__``): the ``source`` the gate observes the result as.

    Attributes
    ----------
    calls_ : int
        Calls made so far.
    last_failed_ : bool
        Whether the latest call was a failing one.
    labels_ : list of int
        Each call's truth, in order: 1 = failed (a useless result), 0 = worked.
    kind_ : str
        ``"callable"``, ``"langchain"``, ``"openai_agents"``, ``"smolagents"``,
        ``"pydantic_ai"``, ``"crewai"`` or ``"llama_index"``.

    Examples
    --------
    >>> src = FailingSource(str.upper, "recover_after_1", ["(nothing useful)"], random_state=0)
    >>> src("creed"), src("creed"), src.calls_, src.labels_
    ('(nothing useful)', 'CREED', 2, [1, 0])
    >>> def search(query: str) -> str:
    ...     "Search the encyclopedia."
    ...     return "Creed is an American rock band."
    >>> broken = FailingSource(search, "persistent", random_state=0)  # built-in pool
    >>> broken.tool.__name__, broken.tool.__doc__, broken.tool("Creed").startswith("Creed")
    ('search', 'Search the encyclopedia.', False)
    """

    def __init__(
        self,
        search_fn: Any,
        regime: str | Regime,
        failure_pool: Sequence[R] | Callable[[str, np.random.Generator], R] | None = None,
        random_state: int | np.random.Generator | None = None,
        *,
        name: str | None = None,
    ) -> None:
        self.search_fn = search_fn
        self.regime = regime
        self.failure_pool = failure_pool
        self.random_state = random_state
        self.name = name
        self._regime = Regime.parse(regime)
        check_seed(random_state)
        _check_pool(failure_pool)
        self._lock = threading.Lock()
        self.kind_, tool_name, self.tool = wrap_tool(self, search_fn)
        self.name_ = str(name or tool_name)
        if self.kind_ == "callable":
            functools.update_wrapper(self, search_fn, updated=())
        self.reset()

    def reset(self) -> None:
        """Start counting calls from 1 again (the random stream is re-seeded too)."""
        with self._lock:
            self.calls_ = 0
            self.last_failed_ = False
            self.labels_: list[int] = []
            rs = self.random_state
            self._rng = rs if isinstance(rs, np.random.Generator) else np.random.default_rng(rs)

    def next_call(self, query: str) -> tuple[bool, Any]:
        """Count one call: ``(True, failure result)`` on a failing call, else ``(False, None)``.

        The wrapped tools call this, then :meth:`noted` with what the call returned; call them
        yourself only to drive a tool of your own.
        """
        with self._lock:
            self.calls_ += 1
            failed = self._regime.fails(self.calls_)
            self.last_failed_ = failed
            self.labels_.append(int(failed))
            result = self._draw(query) if failed else None
        return failed, result

    def noted(self, failed: bool, result: Any) -> Any:
        """Note the call's label (with its result) for the gate's recorder; return ``result``."""
        note_label(self.name_, int(failed), result)
        return result

    def _draw(self, query: str) -> Any:
        pool = self.failure_pool
        if pool is None:
            return builtin_failure_pool(query, self._rng)
        if callable(pool):
            return pool(query, self._rng)
        return pool[int(self._rng.integers(len(pool)))]

    def __call__(self, *args: Any, **kwargs: Any) -> R:
        """Call the tool (or fail, on a scheduled call); a callable source only."""
        if self.kind_ != "callable":
            raise TypeError(
                f"this FailingSource wraps a {self.kind_} tool: give its `.tool` to the agent"
            )
        failed, result = self.next_call(query_argument(args, kwargs))
        return self.noted(failed, result if failed else self.search_fn(*args, **kwargs))
