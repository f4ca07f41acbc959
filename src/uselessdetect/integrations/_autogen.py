"""AutoGen AgentChat adapter: gate_agent gates an AssistantAgent's model client and tools."""

from __future__ import annotations

import asyncio
import contextlib
import contextvars
import functools
import inspect
from collections.abc import AsyncGenerator, Callable, Mapping, Sequence
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, description_of, logger, name_episode, require_extra, text_of

with require_extra("autogen", "autogen", "AutoGen AgentChat"):
    from autogen_agentchat.agents import AssistantAgent
    from autogen_agentchat.base import TerminationCondition
    from autogen_agentchat.messages import StopMessage
    from autogen_core.models import ChatCompletionClient, CreateResult
    from autogen_core.tools import FunctionTool, TextResultContent, ToolResult, Workbench

__all__ = ["GatedModelClient", "GatedWorkbench", "StopGateTermination", "gate_agent"]

# The run a model or tool call belongs to: set by the gated agent's on_messages(_stream)
# around the run (the tasks AutoGen starts for tool calls inherit it); AutoGen's model and
# workbench calls carry no run id of their own.
_RUN: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "uselessdetect_autogen_run", default=None
)


def _name(tool: Any) -> str:
    return str(tool.get("name", "") if isinstance(tool, Mapping) else getattr(tool, "name", ""))


def _thought(result: Any) -> str:
    if isinstance(result.content, str):
        return result.content
    return str(result.thought or "")


def _calls(result: Any) -> list[Any]:
    return [] if isinstance(result.content, str) else list(result.content)


class GatedModelClient(ChatCompletionClient):
    """A model client that offers the allowed tools, judges results and drops blocked calls.

    Each call is judged as the model's next turn of its run: the pending tool results get its
    text (``thought``, or the content of a text answer) as the thought; if the gate has
    tripped and the answer calls a blocked tool, the model is asked again with the allowed
    tools only, and an answer that still calls one becomes the trip's reason as text (which
    ends the agent's tool loop).
    """

    def __init__(self, inner: ChatCompletionClient, ledger: EpisodeLedger) -> None:
        self.inner = inner
        self.ledger = ledger

    def _allowed(self, episode: str, tools: Sequence[Any]) -> list[Any]:
        for t in tools:  # whether the gate counts each tool: once per name
            self.ledger.describe(_name(t), description_of(t))
        kept, _ = self.ledger.restriction(episode, [_name(t) for t in tools])
        return [t for t in tools if _name(t) in kept]

    async def create(self, messages: Sequence[Any], **kwargs: Any) -> CreateResult:
        """See ``ChatCompletionClient.create``."""
        episode = _RUN.get()
        if episode is None:
            return await self.inner.create(messages, **kwargs)
        tools = list(kwargs.get("tools") or [])
        kwargs = self._offer(episode, kwargs, tools)
        result = await self.inner.create(messages, **kwargs)
        try:
            self.ledger.judge_pending(episode, _thought(result))
            if self.ledger.blocked(episode, [c.name for c in _calls(result)]):
                result = await self.inner.create(messages, **self._offer(episode, kwargs, tools))
            return self._finish(episode, result)
        except Exception:  # the gate never raises into the framework
            if self.ledger.gate.strict:
                raise
            logger.warning("gate: judging at the model's answer failed", exc_info=True)
            return result

    def _offer(self, episode: str, kwargs: dict[str, Any], tools: list[Any]) -> dict[str, Any]:
        allowed = self._allowed(episode, tools)
        if len(allowed) == len(tools):
            return kwargs
        out = {**kwargs, "tools": allowed}
        if not allowed:
            out["tool_choice"] = "auto"  # nothing left to call: never force a mode
        return out

    def _finish(self, episode: str, result: CreateResult) -> CreateResult:
        calls = _calls(result)
        thought = _thought(result)
        self.ledger.wrote(episode, [c.id for c in calls], thought)
        dropped = self.ledger.drop_blocked(episode, [(c.name, c.arguments) for c in calls], thought)
        if not dropped:
            return result
        kept = [c for i, c in enumerate(calls) if i not in dropped]
        if kept:
            return result.model_copy(update={"content": kept})
        text = self.ledger.final_text(episode)
        return result.model_copy(update={"content": text, "finish_reason": "stop", "thought": None})

    async def create_stream(
        self, messages: Sequence[Any], **kwargs: Any
    ) -> AsyncGenerator[str | CreateResult, None]:
        """See ``ChatCompletionClient.create_stream``: the final result is judged as in
        :meth:`create` (a re-asked answer comes whole, after the first one's chunks)."""
        episode = _RUN.get()
        tools = list(kwargs.get("tools") or [])
        if episode is not None:
            kwargs = self._offer(episode, kwargs, tools)
        final: Any = None
        async for chunk in self.inner.create_stream(messages, **kwargs):
            if isinstance(chunk, CreateResult):
                final = chunk
            else:
                yield chunk
        if episode is None or final is None:
            if final is not None:
                yield final
            return
        self.ledger.judge_pending(episode, _thought(final))
        if self.ledger.blocked(episode, [c.name for c in _calls(final)]):
            final = await self.inner.create(messages, **self._offer(episode, kwargs, tools))
        yield self._finish(episode, final)

    async def close(self) -> None:
        """Close the wrapped client."""
        await self.inner.close()

    def actual_usage(self) -> Any:
        """The wrapped client's."""
        return self.inner.actual_usage()

    def total_usage(self) -> Any:
        """The wrapped client's."""
        return self.inner.total_usage()

    def count_tokens(self, messages: Sequence[Any], **kwargs: Any) -> int:
        """The wrapped client's."""
        return self.inner.count_tokens(messages, **kwargs)

    def remaining_tokens(self, messages: Sequence[Any], **kwargs: Any) -> int:
        """The wrapped client's."""
        return self.inner.remaining_tokens(messages, **kwargs)

    @property
    def capabilities(self) -> Any:
        """The wrapped client's."""
        return self.inner.capabilities

    @property
    def model_info(self) -> Any:
        """The wrapped client's."""
        return self.inner.model_info


class GatedWorkbench(Workbench):
    """A workbench that answers a blocked call without running it and keeps each result."""

    def __init__(self, inner: Workbench, ledger: EpisodeLedger) -> None:
        self.inner = inner
        self.ledger = ledger

    async def list_tools(self) -> list[Any]:
        """The wrapped workbench's tools (the gated model client offers the allowed ones)."""
        return await self.inner.list_tools()

    async def call_tool(
        self,
        name: str,
        arguments: Mapping[str, Any] | None = None,
        cancellation_token: Any = None,
        call_id: str | None = None,
    ) -> ToolResult:
        """Refuse a blocked call; run an allowed one and keep its result for judging."""
        episode = _RUN.get()

        async def run() -> ToolResult:
            return await self.inner.call_tool(name, arguments, cancellation_token, call_id)

        if episode is None:
            return await run()
        said = await self.ledger.aexecute(
            episode, name, dict(arguments or {}), run, call_id=call_id
        )
        if isinstance(said, ToolResult):
            return said
        return ToolResult(name=name, result=[TextResultContent(content=said)], is_error=True)

    async def start(self) -> None:
        """Start the wrapped workbench."""
        await self.inner.start()

    async def stop(self) -> None:
        """Stop the wrapped workbench."""
        await self.inner.stop()

    async def reset(self) -> None:
        """Reset the wrapped workbench."""
        await self.inner.reset()

    async def save_state(self) -> Mapping[str, Any]:
        """The wrapped workbench's state."""
        return await self.inner.save_state()

    async def load_state(self, state: Mapping[str, Any]) -> None:
        """Load the wrapped workbench's state."""
        await self.inner.load_state(state)


def _result_text(result: Any) -> str:
    if isinstance(result, ToolResult):
        return "\n".join(text_of(getattr(r, "content", r)) for r in result.result)
    return text_of(result)


class _Ledger(EpisodeLedger):
    """The ledger, reading a workbench's ``ToolResult`` as its text."""

    def ran(self, episode: str, source: str, args: Any, result: Any, **kwargs: Any) -> str:
        return super().ran(episode, source, args, _result_text(result), **kwargs)


def _question(messages: Sequence[Any]) -> str:
    for m in reversed(list(messages)):
        if getattr(m, "source", None) == "user" or type(m).__name__ == "TextMessage":
            return text_of(getattr(m, "content", ""))
    return ""


def gate_agent(
    agent: AssistantAgent,
    gate: StopGate,
    *,
    episode: Callable[[Sequence[Any]], str] | None = None,
    stop_text: str | None = None,
) -> AssistantAgent:
    """Put ``gate`` into an AutoGen ``AssistantAgent``; return it.

    The agent's model client is wrapped in a :class:`GatedModelClient` (it offers the model
    only the tools the gate allows, judges each tool result when the model's next answer
    arrives — with that answer's text as the thought — asks again with the allowed tools when
    the answer calls a blocked one, and turns an answer that still does into the trip's
    reason as text, which ends the tool loop before ``max_tool_iterations``), and each
    workbench in a :class:`GatedWorkbench` (a blocked call is answered with an error result
    and never run). Each ``run`` / ``run_stream`` / ``on_messages(_stream)`` call is one
    episode (or ``episode(messages)``, which then keeps its counters from call to call),
    closed (:meth:`StopGate.end`, written with ``record_to``) when it returns — its final
    text is the ``finish`` step — or raises (marked with the error).

    Parameters
    ----------
    agent : autogen_agentchat.agents.AssistantAgent
    gate : StopGate
    episode : callable, optional
        ``episode(messages) -> str``: name the episode yourself (one that raises is logged,
        and the run gets a fresh id).
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> from autogen_ext.models.replay import ReplayChatCompletionClient
    >>> agent = AssistantAgent("a", model_client=ReplayChatCompletionClient(["Oslo."]))
    >>> gate_agent(agent, StopGate("lexical", k=2)) is agent
    True
    """
    ledger = _Ledger(gate, stop_text=stop_text)
    trips = _Trips()
    agent._uselessdetect_trips = trips  # type: ignore[attr-defined]
    for tool in agent._tools:
        func = getattr(tool, "_func", None)
        if (
            isinstance(tool, FunctionTool)
            and func is not None
            and not inspect.iscoroutinefunction(func)
        ):
            tool._func = _carrying_context(func)  # a FailingSource's label reaches the gate
    agent._model_client = GatedModelClient(agent._model_client, ledger)
    agent._workbench = [GatedWorkbench(wb, ledger) for wb in agent._workbench]
    plain, streamed = agent.on_messages, agent.on_messages_stream

    def begin(messages: Sequence[Any]) -> tuple[str, contextvars.Token[str | None]]:
        name, keep = name_episode(episode, messages)
        ledger.open(name, question=_question(messages), keep=keep)
        return name, _RUN.set(name)

    @functools.wraps(plain)
    async def on_messages(messages: Sequence[Any], cancellation_token: Any) -> Any:
        if _RUN.get() is not None:  # called by the gated on_messages_stream
            return await plain(messages, cancellation_token)
        name, token = begin(messages)
        try:
            response = await plain(messages, cancellation_token)
        except BaseException as exc:
            ledger.close(name, error=exc)
            raise
        finally:
            _RUN.reset(token)
        trips.note(ledger.close(name, answer=_answer(response)), gate)
        return response

    @functools.wraps(streamed)
    async def on_messages_stream(messages: Sequence[Any], cancellation_token: Any) -> Any:
        if _RUN.get() is not None:
            async for item in streamed(messages, cancellation_token):
                yield item
            return
        name, token = begin(messages)
        answer = None
        try:
            async for item in streamed(messages, cancellation_token):
                if type(item).__name__ == "Response":
                    answer = _answer(item)
                yield item
        except BaseException as exc:
            ledger.close(name, error=exc)
            raise
        finally:
            with contextlib.suppress(ValueError):  # a generator closed in another context
                _RUN.reset(token)
        trips.note(ledger.close(name, answer=answer), gate)

    object.__setattr__(agent, "on_messages", on_messages)
    object.__setattr__(agent, "on_messages_stream", on_messages_stream)
    return agent


def _carrying_context(func: Callable[..., Any]) -> Callable[..., Any]:
    """``func`` run in AutoGen's thread pool with a copy of the caller's context."""
    if getattr(func, "_uselessdetect_context", False):
        return func

    @functools.wraps(func)
    async def run(**kwargs: Any) -> Any:
        call = functools.partial(contextvars.copy_context().run, func, **kwargs)
        return await asyncio.get_running_loop().run_in_executor(None, call)

    run._uselessdetect_context = True  # type: ignore[attr-defined]
    return run


def _answer(response: Any) -> str | None:
    message = getattr(response, "chat_message", None)
    content = getattr(message, "content", None)
    return content if isinstance(content, str) else None


class _Trips:
    """Whether the gate tripped in a gated agent's runs (read by :class:`StopGateTermination`)."""

    def __init__(self) -> None:
        self.reason: str | None = None

    def note(self, record: dict[str, Any] | None, gate: StopGate) -> None:
        block = (record or {}).get("gate") or {}
        if block.get("tripped_by") and not gate.shadow:
            self.reason = str(block.get("reason") or "the gate tripped")


class StopGateTermination(TerminationCondition):
    """End a team's conversation once the gate has tripped in a gated agent's run.

    Use it in a team (``RoundRobinGroupChat(..., termination_condition=...)``, alone or
    combined with ``|``) with the agents :func:`gate_agent` returned: once a run of one of
    them ended with its source judged useless k times in a row, the conversation stops with
    the trip's reason instead of handing the turn on to agents that would query again.

    Parameters
    ----------
    *agents : AssistantAgent
        Agents returned by :func:`gate_agent`.

    Examples
    --------
    >>> from autogen_ext.models.replay import ReplayChatCompletionClient
    >>> agent = AssistantAgent("a", model_client=ReplayChatCompletionClient(["Oslo."]))
    >>> StopGateTermination(gate_agent(agent, StopGate("lexical", k=2))).terminated
    False
    """

    def __init__(self, *agents: AssistantAgent) -> None:
        trips = [getattr(a, "_uselessdetect_trips", None) for a in agents]
        if not agents or any(t is None for t in trips):
            raise TypeError("StopGateTermination takes agents returned by gate_agent")
        self._trips: list[_Trips] = [t for t in trips if t is not None]
        self._terminated = False

    @property
    def terminated(self) -> bool:
        """Whether the conversation has been ended."""
        return self._terminated

    async def __call__(self, messages: Sequence[Any]) -> StopMessage | None:
        """A stop message once a gated agent's run tripped the gate."""
        if self._terminated:
            raise RuntimeError("the termination condition has already been reached")
        reason = next((t.reason for t in self._trips if t.reason is not None), None)
        if reason is None:
            return None
        self._terminated = True
        return StopMessage(content=f"Stopped by the gate: {reason}.", source="StopGateTermination")

    async def reset(self) -> None:
        """Forget the trips seen so far (a new conversation)."""
        self._terminated = False
        for t in self._trips:
            t.reason = None
