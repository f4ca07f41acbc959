"""The stop gate's decision and the helpers that filter a harness's tool list by it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from .._types import Judgment

__all__ = ["GateDecision", "filter_openai_tools", "filter_tool_names"]


@dataclass(frozen=True, slots=True)
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
            "allowed": list(self.allowed) if self.allowed is not None else None,
            "blocked": list(self.blocked),
            "reason": self.reason,
            "judgment": None
            if self.judgment is None
            else {**self.judgment.to_dict(), "detector": self.judgment.detector},
            "error": self.error,
        }


def filter_tool_names(names: Sequence[str], decision: GateDecision) -> list[str]:
    """The tool names still allowed by ``decision``, in their order.

    Examples
    --------
    >>> d = GateDecision(5, True, ("finish",), "…", None)
    >>> filter_tool_names(["search", "lookup", "finish"], d)
    ['finish']
    """
    return [n for n in names if decision.permits(n)]


def _tool_name(tool: Mapping[str, Any]) -> str:
    fn = tool.get("function")
    return str(fn.get("name") if isinstance(fn, Mapping) else tool.get("name", ""))


def filter_openai_tools(
    tools: Sequence[Mapping[str, Any]], decision: GateDecision, *, finish_action: str = "finish"
) -> tuple[list[Mapping[str, Any]], Any]:
    """Filter OpenAI-style tool dicts; return ``(tools, tool_choice)``.

    Both shapes are read: Chat Completions (``{"type": "function", "function": {"name": …}}``)
    and Responses (``{"type": "function", "name": …}``). ``tool_choice`` is ``None`` (leave it
    as it was) unless the gate allows only finishing: then it forces the finish tool, in the
    same shape as the tools; if no finish tool is listed it is ``"none"`` (answer in text).

    Examples
    --------
    >>> tools = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    >>> kept, choice = filter_openai_tools(tools, GateDecision(5, True, ("finish",), "…", None))
    >>> [t["function"]["name"] for t in kept], choice
    (['finish'], {'type': 'function', 'function': {'name': 'finish'}})
    """
    kept = [t for t in tools if decision.permits(_tool_name(t))]
    if not (
        decision.tripped
        and decision.allowed is not None
        and set(decision.allowed) <= {finish_action}
    ):
        return kept, None
    finish = [t for t in kept if _tool_name(t) == finish_action]
    if not finish:
        return [], "none"
    if isinstance(finish[0].get("function"), Mapping):
        return finish, {"type": "function", "function": {"name": finish_action}}
    return finish, {"type": "function", "name": finish_action}
