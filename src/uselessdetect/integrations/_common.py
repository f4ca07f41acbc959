"""What every framework adapter shares: episode ids, safe observing, tool restriction, stop text."""

from __future__ import annotations

import json
import logging
import uuid
from collections.abc import Mapping, Sequence
from typing import Any

from ..gate import GateDecision, StopGate

__all__ = [
    "GATE_KEY",
    "new_episode_id",
    "observe_safely",
    "query_of",
    "restriction",
    "stop_message",
    "text_of",
]

logger = logging.getLogger("uselessdetect.integrations")

#: Where an adapter records the gate's decisions in a framework's run metadata.
GATE_KEY = "uselessdetect_gate"


def new_episode_id() -> str:
    """A fresh episode id for one agent run.

    Examples
    --------
    >>> len(new_episode_id()), new_episode_id() != new_episode_id()
    (32, True)
    """
    return uuid.uuid4().hex


def text_of(value: Any) -> str:
    """A tool result (or message content) as plain text.

    Examples
    --------
    >>> text_of([{"type": "text", "text": "Oslo is"}, " the capital"]), text_of(None)
    ('Oslo is the capital', '')
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)):
        parts = [v.get("text", "") if isinstance(v, Mapping) else text_of(v) for v in value]
        return "".join(str(p) for p in parts)
    return str(value)


def query_of(args: Any) -> str:
    """The query of a tool call: its ``query`` argument, else its first string argument.

    Examples
    --------
    >>> query_of({"q": "Creed"}), query_of('{"query": "Creed band"}'), query_of("Creed")
    ('Creed', 'Creed band', 'Creed')
    """
    if isinstance(args, str):
        try:
            args = json.loads(args)
        except (ValueError, RecursionError):  # not JSON, or nested too deeply to parse
            return args
    if isinstance(args, Mapping):
        if isinstance(args.get("query"), str):
            return str(args["query"])
        strings = [v for v in args.values() if isinstance(v, str)]
        return strings[0] if strings else json.dumps(args, default=str)
    return "" if args is None else str(args)


def observe_safely(
    gate: StopGate,
    *,
    episode: str,
    source: str,
    question: str,
    query: str,
    observation: str,
    thought: str = "",
) -> GateDecision | None:
    """Let the gate judge one tool result; ``None`` (logged) if anything fails.

    The gate already turns a detector's error into ``unknown``; this guard also covers the
    adapter's own work, so that nothing raises into the framework (unless the gate is
    ``strict``).

    Examples
    --------
    >>> gate = StopGate(lambda s: s.thought.startswith("Useless"), k=1)
    >>> observe_safely(gate, episode="e", source="search", question="Q?", query="q",
    ...                observation="...", thought="Useless result.").tripped
    True
    """
    sample = {"question": question, "query": query, "observation": observation, "thought": thought}
    try:
        return gate.observe(sample, source=source, episode=episode)
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
    """The final answer given in place of a blocked tool call.

    Examples
    --------
    >>> stop_message(None)
    'Stopped by the gate: the tool results were judged useless; no answer was found.'
    """
    if stop_text is not None:
        return stop_text
    why = decision.reason if decision is not None and decision.reason else None
    why = why or "the tool results were judged useless"
    return f"Stopped by the gate: {why}; no answer was found."
