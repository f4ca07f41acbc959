"""Strands Agents adapter: StopGateHooks, a hook provider that judges, restricts and stops a run."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, logger, name_episode, require_extra

with require_extra("strands", "strands", "Strands Agents"):
    from strands.hooks import (
        AfterInvocationEvent,
        AfterModelCallEvent,
        AfterToolCallEvent,
        AfterToolsEvent,
        AgentInitializedEvent,
        BeforeInvocationEvent,
        BeforeToolCallEvent,
        HookProvider,
        HookRegistry,
    )
    from strands.middleware import InvokeModelStage

__all__ = ["StopGateHooks"]

# keys of the run's invocation_state (one dict per invocation, shared by its hooks)
_EPISODE = "uselessdetect_episode"
_ASKED = "uselessdetect_asked_again"  # this turn's response was discarded once already
_REFUSED = "uselessdetect_refused"  # ids of this run's calls answered without running


def _text(message: Any) -> str:
    """The text blocks of a Strands message (reasoning left out)."""
    blocks = (message or {}).get("content") or []
    return " ".join(str(b["text"]) for b in blocks if isinstance(b, dict) and b.get("text"))


def _uses(message: Any) -> list[dict[str, Any]]:
    blocks = (message or {}).get("content") or []
    return [b["toolUse"] for b in blocks if isinstance(b, dict) and "toolUse" in b]


def _call_id(episode: str, use: Any) -> str:
    """A call's id in the ledger: a model's ``toolUseId`` is unique in its conversation only."""
    return f"{episode}:{use.get('toolUseId')}"


def _question(messages: Any) -> str:
    for m in reversed(messages or []):
        if isinstance(m, dict) and m.get("role") == "user" and _text(m):
            return _text(m)
    return ""


def _result_text(result: Any) -> str:
    """A ``ToolResult``'s content as text: its text blocks, its JSON blocks dumped."""
    parts = []
    for block in (result or {}).get("content") or []:
        if "text" in block:
            parts.append(str(block["text"]))
        elif "json" in block:
            parts.append(json.dumps(block["json"], default=str))
    return "\n".join(parts)


class StopGateHooks(HookProvider):
    """Put a :class:`~uselessdetect.gate.StopGate` in a Strands agent.

    Use it as ``Agent(model=..., tools=[...], hooks=[StopGateHooks(gate)])``. Each invocation
    (``agent(...)``, ``invoke_async``, ``stream_async``) is one episode: a fresh id, or
    ``episode(before_invocation_event)`` when given (say, ``lambda e: e.agent.agent_id``: it
    then keeps its counters from run to run). A tool result is judged when the model's next
    response arrives (``AfterModelCallEvent``), with that response's text as the thought and
    before its tool calls run. Once the gate has tripped, every model call is offered only the
    tools the gate allows (an ``InvokeModelStage.Input`` middleware the provider adds to the
    agent when it is initialised; ``finish_only``: a ``finish`` tool if the agent has one,
    else none, so the model answers in text); the response that tripped it, when it calls a
    blocked tool, is discarded and the model asked again (``retry``). A blocked call that
    reaches execution anyway is cancelled (``cancel_tool``: the model reads the refusal, the
    tool never runs, a counted blocked call), and a batch of only such calls ends the turn
    (``AfterToolsEvent.end_turn``) with the trip's reason as the final answer. A tool that
    raises, or returns an error result, is a result too: its error text, judged useless.

    The episode is closed (:meth:`StopGate.end`, which writes it when the gate has
    ``record_to``) in ``AfterInvocationEvent``, which Strands fires also when the run raises
    (the record is then marked with an error).

    Parameters
    ----------
    gate : StopGate
    episode : callable, optional
        ``episode(before_invocation_event) -> str``: name the episode yourself. One that
        raises is logged, and the run gets a fresh id.
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> hooks = StopGateHooks(StopGate("lexical", k=2))
    >>> hooks.gate.k, hooks.keep
    (2, False)
    """

    def __init__(
        self,
        gate: StopGate,
        *,
        episode: Callable[[Any], str] | None = None,
        stop_text: str | None = None,
    ) -> None:
        self.gate = gate
        self.episode = episode
        self.stop_text = stop_text
        self.keep = episode is not None
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)

    def register_hooks(self, registry: HookRegistry, **kwargs: Any) -> None:
        """Register the provider's callbacks (Strands calls this)."""
        registry.add_callback(AgentInitializedEvent, self._initialized)
        registry.add_callback(BeforeInvocationEvent, self._begin)
        registry.add_callback(AfterInvocationEvent, self._end)
        registry.add_callback(AfterModelCallEvent, self._after_model)
        registry.add_callback(BeforeToolCallEvent, self._before_tool)
        registry.add_callback(AfterToolCallEvent, self._after_tool)
        registry.add_callback(AfterToolsEvent, self._after_tools)

    # ------------------------------------------------------------------ runs
    def _initialized(self, event: Any) -> None:
        try:
            event.agent.add_middleware(InvokeModelStage.Input, self._offer)
        except Exception:  # an agent without middleware: blocked calls are still refused
            logger.warning("gate: adding the tool-restricting middleware failed", exc_info=True)

    def _begin(self, event: Any) -> None:
        try:
            episode, keep = name_episode(self.episode, event)
            event.invocation_state[_EPISODE] = episode
            event.invocation_state[_REFUSED] = set()
            self._ledger.open(episode, question=_question(event.messages), keep=keep)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: opening the run's episode failed", exc_info=True)

    def _end(self, event: Any) -> None:
        episode = (event.invocation_state or {}).pop(_EPISODE, None)
        if episode is None:
            return
        result = event.result
        if result is None:  # Strands fires this in a finally: the run raised
            self._ledger.close(episode, error="the run raised before it had a result")
            return
        self._ledger.close(episode, answer=_text(getattr(result, "message", None)) or None)

    # ----------------------------------------------------------- model calls
    def _offer(self, context: Any) -> Any:
        """Input middleware: offer the model only the tools the gate allows."""
        try:
            episode = (context.invocation_state or {}).get(_EPISODE)
            specs = list(context.tool_specs or [])
            for spec in specs:  # whether the gate counts each tool: once per name
                self._ledger.describe(str(spec.get("name")), spec.get("description"))
            if episode is None or not specs:
                return context
            kept, _ = self._ledger.restriction(episode, [str(s.get("name")) for s in specs])
            if len(kept) == len(specs):
                return context
            return context.replace(tool_specs=[s for s in specs if s.get("name") in kept])
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: restricting the model's tools failed", exc_info=True)
            return context

    def _after_model(self, event: Any) -> None:
        state = event.invocation_state or {}
        episode, response = state.get(_EPISODE), event.stop_response
        if episode is None or response is None:
            return
        try:
            text, uses = _text(response.message), _uses(response.message)
            self._ledger.judge_pending(episode, text)
            blocked = self._ledger.blocked(episode, [str(u.get("name")) for u in uses])
            if blocked and not state.get(_ASKED):
                state[_ASKED] = True  # once per turn: a stubborn model is refused instead
                event.retry = True
                return
            state[_ASKED] = False
            self._ledger.wrote(episode, [_call_id(episode, u) for u in uses], text)
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: judging at the model's response failed", exc_info=True)

    # ------------------------------------------------------------ tool calls
    def _before_tool(self, event: Any) -> None:
        state = event.invocation_state or {}
        episode, use = state.get(_EPISODE), event.tool_use
        if episode is None:
            return
        try:
            call_id = _call_id(episode, use)
            spec = getattr(getattr(event, "selected_tool", None), "tool_spec", None) or {}
            self._ledger.describe(str(use.get("name")), spec.get("description"))
            refusal = self._ledger.refuse(
                episode, str(use.get("name")), use.get("input"), call_id=call_id
            )
            if refusal is not None:
                state.setdefault(_REFUSED, set()).add(str(use.get("toolUseId")))
                event.cancel_tool = refusal
                return
            self._ledger.collect_labels(call_id)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: checking a tool call failed", exc_info=True)

    def _after_tool(self, event: Any) -> None:
        state = event.invocation_state or {}
        episode, use = state.get(_EPISODE), event.tool_use
        if episode is None or event.cancel_message is not None:
            return  # a refusal is not a result: never judged
        call_id = _call_id(episode, use)
        try:
            result = event.result or {}
            error = event.exception
            if error is None and result.get("status") == "error":
                error = _result_text(result) or "the tool returned an error"
            self._ledger.ran(
                episode, str(use.get("name")), use.get("input"), _result_text(result),
                call_id=call_id, error=error,
            )  # fmt: skip
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: keeping a tool result failed", exc_info=True)
            self._ledger.forget_labels(call_id)

    def _after_tools(self, event: Any) -> None:
        """End the turn when every call of the batch was refused: the final answer."""
        state = event.invocation_state or {}
        episode, refused = state.get(_EPISODE), state.get(_REFUSED) or set()
        state[_REFUSED] = set()  # per batch: a model may use a call id again in a later turn
        if episode is None or not refused:
            return
        try:
            ids = [r.get("toolResult", {}).get("toolUseId") for r in event.message["content"]]
            if ids and all(str(i) in refused for i in ids):
                event.end_turn = self._ledger.final_text(episode)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: ending a refused turn failed", exc_info=True)
