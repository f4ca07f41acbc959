"""The stop gate's decision and the helpers that filter a harness's tool list by it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .._checks import check_names, check_text
from .._types import Judgment
from ..exceptions import ConfigurationError

__all__ = [
    "GateDecision",
    "filter_openai_tools",
    "filter_tool_names",
    "make_decision",
    "quiet_decision",
]


@dataclass(frozen=True)
class GateDecision:
    """What the gate says after one observation: run, trip, allowed actions and why.

    Attributes
    ----------
    run : int
        The run of consecutive useless results of ``source`` in ``episode``.
    tripped : bool
        Whether the episode's actions are restricted (any source has reached k).
    allowed : tuple of str or None
        The allowed action names; ``None`` means all. In ``drop_tool`` mode without a known
        tool list it is ``None`` and ``blocked`` names the removed tools.
    reason : str or None
        Human-readable reason of the trip (``None`` when not tripped).
    judgment : Judgment or None
        The judgment of the observed result (``None`` for :meth:`StopGate.decision`).
    blocked : tuple of str
        The tools removed (``drop_tool``); ``("*",)`` stands for "all but finish".
    error : str or None
        The detector's error message when it failed (the result then counts as unknown).
    would_trip : bool
        Whether the gate's rule has tripped in this episode: equal to ``tripped`` when the
        gate enforces; in shadow mode ``tripped`` stays false and this says it would have.
    rule : str
        The gate's rule (``run``, ``cusum``, ``sprt``).
    statistic : float or None
        The rule's statistic for ``source`` after this result: the run for ``run``, S for
        ``cusum``, the log-likelihood ratio for ``sprt``.
    shadow_trips : tuple of str
        The labels of the gate's ``shadow_rules`` that would have tripped in this episode so
        far (they never restrict).
    counted : bool
        Whether the gate counts ``source`` (see ``StopGate(count=...)``): a tool that acts is
        judged and recorded, but its result moves no run and trips nothing.
    """

    run: int
    tripped: bool
    allowed: tuple[str, ...] | None
    reason: str | None
    judgment: Judgment | None
    episode: str = "default"
    source: str = "search"
    k: int = 5
    blocked: tuple[str, ...] = ()
    error: str | None = None
    would_trip: bool = False
    rule: str = "run"
    statistic: float | None = None
    shadow_trips: tuple[str, ...] = ()
    counted: bool = True

    def permits(self, action: str) -> bool:
        """Whether ``action`` may be taken now.

        Examples
        --------
        >>> d = GateDecision(5, True, ("finish",), "…", None)
        >>> d.permits("finish"), d.permits("search")
        (True, False)
        """
        if self.allowed is not None:
            return action in self.allowed
        return action not in self.blocked

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict for logging."""
        return {
            "episode": self.episode,
            "source": self.source,
            "run": self.run,
            "k": self.k,
            "tripped": self.tripped,
            "would_trip": self.would_trip,
            "rule": self.rule,
            "statistic": self.statistic,
            "shadow_trips": list(self.shadow_trips),
            "counted": self.counted,
            "allowed": list(self.allowed) if self.allowed is not None else None,
            "blocked": list(self.blocked),
            "reason": self.reason,
            "judgment": None
            if self.judgment is None
            else {**self.judgment.to_dict(), "detector": self.judgment.detector},
            "error": self.error,
        }


def make_decision(
    *,
    run: int,
    tripped: bool,
    allowed: tuple[str, ...] | None,
    reason: str | None,
    judgment: Judgment | None,
    episode: str,
    source: str,
    k: int,
    blocked: tuple[str, ...],
    error: str | None,
    would_trip: bool,
    rule: str,
    statistic: float | None,
    shadow_trips: tuple[str, ...],
    counted: bool = True,
) -> GateDecision:
    """A :class:`GateDecision` from every field by keyword, at about half the dataclass's cost.

    A frozen dataclass's ``__init__`` routes each of its 15 fields through
    ``object.__setattr__``; this fills the instance's ``__dict__`` at once. The result is an
    ordinary, equal, immutable ``GateDecision`` (``tests/test_gate_rules.py`` checks the two
    agree field by field).
    """
    d = _new(GateDecision)
    d.__dict__.update(
        run=run,
        tripped=tripped,
        allowed=allowed,
        reason=reason,
        judgment=judgment,
        episode=episode,
        source=source,
        k=k,
        blocked=blocked,
        error=error,
        would_trip=would_trip,
        rule=rule,
        statistic=statistic,
        shadow_trips=shadow_trips,
        counted=counted,
    )
    return d


def quiet_decision(
    run: int,
    judgment: Judgment | None,
    episode: str,
    source: str,
    k: int,
    error: str | None,
    rule: str,
    statistic: float | None,
    shadow_trips: tuple[str, ...],
) -> GateDecision:
    """The gate's most common decision, positionally: a counted source, nothing tripped.

    Equal to ``make_decision(tripped=False, allowed=None, reason=None, blocked=(),
    would_trip=False, counted=True, ...)`` with the other fields as given.
    """
    d = _new(GateDecision)
    d.__dict__.update(
        {
            "run": run,
            "tripped": False,
            "allowed": None,
            "reason": None,
            "judgment": judgment,
            "episode": episode,
            "source": source,
            "k": k,
            "blocked": (),
            "error": error,
            "would_trip": False,
            "rule": rule,
            "statistic": statistic,
            "shadow_trips": shadow_trips,
            "counted": True,
        }
    )
    return d


_new = object.__new__


def _check_decision(decision: Any) -> None:
    if not isinstance(decision, GateDecision):
        raise ConfigurationError(
            f"decision must be a GateDecision (from StopGate.observe or .decision), got "
            f"{type(decision).__name__} {decision!r:.40}"
        )


def filter_tool_names(names: Sequence[str], decision: GateDecision) -> list[str]:
    """The tool names still allowed by ``decision``, in their order.

    ``names`` must be a list (or tuple) of strings: one string, ``None`` or a number among
    them is a :class:`~uselessdetect.exceptions.ConfigurationError` naming it, never a
    silently empty tool list.

    Examples
    --------
    >>> d = GateDecision(5, True, ("finish",), "…", None)
    >>> filter_tool_names(["search", "lookup", "finish"], d)
    ['finish']
    >>> filter_tool_names("search", d)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: names must be a list of names, got the string ...
    """
    _check_decision(decision)
    return [n for n in check_names(names, "names") if decision.permits(n)]


def _tool_name(tool: Any, i: int) -> str:
    """The name of the OpenAI-style tool ``tools[i]`` (either shape), else an error."""
    if isinstance(tool, Mapping):
        fn = tool.get("function")
        name = fn.get("name") if isinstance(fn, Mapping) else tool.get("name")
        if isinstance(name, str) and name:
            return name
        raise ConfigurationError(
            f"tools[{i}] has no tool name (expected {{'type': 'function', 'function': "
            f"{{'name': ...}}}} or {{'type': 'function', 'name': ...}}), got {tool!r:.60}"
        )
    raise ConfigurationError(
        f"tools[{i}] must be a tool dict, got {type(tool).__name__} {tool!r:.40}"
    )


def filter_openai_tools(
    tools: Sequence[Mapping[str, Any]], decision: GateDecision, *, finish_action: str = "finish"
) -> tuple[list[Mapping[str, Any]], Any]:
    """Filter OpenAI-style tool dicts; return ``(tools, tool_choice)``.

    Both shapes are read: Chat Completions (``{"type": "function", "function": {"name": …}}``)
    and Responses (``{"type": "function", "name": …}``). ``tool_choice`` is ``None`` (leave it
    as it was) unless the gate allows only finishing: then it forces the finish tool, in the
    same shape as the tools; if no finish tool is listed it is ``"none"`` (answer in text).
    A ``tools`` that is not a list of tool dicts, or an entry without a name, is a
    :class:`~uselessdetect.exceptions.ConfigurationError` naming the entry.

    Examples
    --------
    >>> tools = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    >>> kept, choice = filter_openai_tools(tools, GateDecision(5, True, ("finish",), "…", None))
    >>> [t["function"]["name"] for t in kept], choice
    (['finish'], {'type': 'function', 'function': {'name': 'finish'}})
    """
    _check_decision(decision)
    if isinstance(tools, (str, bytes, Mapping)) or not isinstance(tools, Sequence):
        raise ConfigurationError(
            f"tools must be a list of OpenAI-style tool dicts, got {type(tools).__name__} "
            f"{tools!r:.40}"
        )
    check_text(finish_action, "finish_action")
    named = [(_tool_name(t, i), t) for i, t in enumerate(tools)]
    kept = [t for n, t in named if decision.permits(n)]
    if not (
        decision.tripped
        and decision.allowed is not None
        and set(decision.allowed) <= {finish_action}
    ):
        return kept, None
    finish = [t for n, t in named if n == finish_action and decision.permits(n)]
    if not finish:
        return [], "none"
    if isinstance(finish[0].get("function"), Mapping):
        return finish, {"type": "function", "function": {"name": finish_action}}
    return finish, {"type": "function", "name": finish_action}
