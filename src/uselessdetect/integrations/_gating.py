"""The gate calls every adapter makes: judge a result safely, restrict the tools, say why."""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from typing import Any

from ..gate import GateDecision, StopGate

__all__ = ["GATE_KEY", "observe_safely", "restriction", "stop_message"]

logger = logging.getLogger("uselessdetect.integrations")

#: Where an adapter records the gate's decisions in a framework's run metadata.
GATE_KEY = "uselessdetect_gate"


def observe_safely(
    gate: StopGate,
    *,
    episode: str,
    source: str,
    question: str,
    query: str,
    observation: str,
    thought: str = "",
    step: Mapping[str, Any] | None = None,
    item: Any = None,
) -> GateDecision | None:
    """Let the gate judge one tool result; ``None`` (logged) if anything fails.

    The gate already turns a detector's error into ``unknown``; this guard also covers the
    adapter's own work, so that nothing raises into the framework (unless the gate is
    ``strict``). ``step`` goes to the recorded step (see :meth:`StopGate.observe`); ``item``,
    when given, is observed instead of the sample (a verdict already made).

    Examples
    --------
    >>> gate = StopGate(lambda s: s.thought.startswith("Useless"), k=1)
    >>> observe_safely(gate, episode="e", source="search", question="Q?", query="q",
    ...                observation="...", thought="Useless result.").tripped
    True
    """
    if item is None:
        item = {"question": question, "query": query, "observation": observation,
                "thought": thought}  # fmt: skip
    try:
        return gate.observe(item, source=source, episode=episode, step=step)
    except Exception:
        if gate.strict:
            raise
        logger.warning("gate: observing a result of %s failed", source, exc_info=True)
        return None


def restriction(gate: StopGate, episode: str, names: Sequence[str]) -> tuple[list[str], str | None]:
    """The tool names still allowed in ``episode`` and the one to force, if any.

    The second item is the finish tool's name when the gate allows only finishing and the
    agent has such a tool, ``"none"`` when it allows only finishing and there is none (answer
    in text), and ``None`` when nothing has to be forced.

    Examples
    --------
    >>> gate = StopGate(lambda s: True, k=1)
    >>> _ = gate.observe("x", source="search", episode="e")
    >>> restriction(gate, "e", ["search", "finish"]), restriction(gate, "e", ["search"])
    ((['finish'], 'finish'), ([], 'none'))
    >>> restriction(gate, "other", ["search"])
    (['search'], None)
    """
    decision = gate.decision(episode)
    kept = [n for n in names if decision.permits(n)]
    if not (decision.tripped and gate.mode == "finish_only"):
        return kept, None
    return kept, (gate.finish_action if gate.finish_action in kept else "none")


def stop_message(decision: GateDecision | None, stop_text: str | None = None) -> str:
    """The final answer given in place of a blocked tool call (``stop_text`` if given).

    Examples
    --------
    >>> stop_message(None)
    'Stopped by the gate: the tool results were judged useless; no answer was found.'
    >>> stop_message(None, "I could not find it.")
    'I could not find it.'
    """
    if stop_text is not None:
        return stop_text
    why = decision.reason if decision is not None and decision.reason else None
    why = why or "the tool results were judged useless"
    return f"Stopped by the gate: {why}; no answer was found."
