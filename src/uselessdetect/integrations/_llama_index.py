"""LlamaIndex adapter: gate_agent, a gate inside a FunctionAgent, ReActAgent or AgentWorkflow."""

from __future__ import annotations

import asyncio
import json
import threading
from collections import deque
from collections.abc import Callable, Sequence
from contextvars import ContextVar
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, logger, new_episode_id, require_extra, text_of

with require_extra("llama_index", "llama-index", "llama-index-core"):
    from llama_index.core.agent.react.types import ActionReasoningStep, ResponseReasoningStep
    from llama_index.core.agent.workflow import (
        AgentWorkflow,
        BaseWorkflowAgent,
        FunctionAgent,
        ReActAgent,
    )
    from llama_index.core.agent.workflow.workflow_events import AgentOutput
    from llama_index.core.llms import ChatMessage
    from llama_index.core.tools import ToolOutput
    from llama_index.core.workflow import Context

__all__ = ["gate_agent"]

#: The workflows' own hand-off tool: control flow, never judged or removed.
HANDOFF = "handoff"
#: The episode of the run whose steps execute in this context (set around ``run``).
_EPISODE: ContextVar[str | None] = ContextVar("uselessdetect_llama_index", default=None)
#: The run keyword that names an episode (popped; it never reaches the workflow).
EPISODE_KEY = "uselessdetect_episode"


def _args_key(args: Any) -> str:
    try:
        return json.dumps(args, sort_keys=True, default=str)
    except (TypeError, ValueError, RecursionError):
        return repr(args)


class _Gate:
    """The gate put in one workflow: its ledger and the methods it wraps."""

    def __init__(self, gate: StopGate, stop_text: str | None) -> None:
        self.ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._planned: dict[tuple[str, str, str], deque[str]] = {}  # calls -> their ids
        self._lock = threading.Lock()

    # -------------------------------------------------------------------- runs
    def run(
        self, original: Callable[..., Any], args: tuple[Any, ...], kwargs: dict[str, Any]
    ) -> Any:
        """Start a run: its episode (the run id, or the one named), closed at the run's end."""
        named = kwargs.pop(EPISODE_KEY, None)
        ctx = kwargs.get("ctx") or next((a for a in args if isinstance(a, Context)), None)
        if ctx is not None and ctx.is_running:  # a running workflow resumed: same run
            return original(*args, **kwargs)
        kwargs["run_id"] = run_id = kwargs.get("run_id") or new_episode_id()
        episode = str(named) if named is not None else str(run_id)
        token = self.ledger.open(episode, question=_asked(args, kwargs), keep=named is not None)
        mark = _EPISODE.set(episode)  # the run's tasks are created now and copy the context
        try:
            handler = original(*args, **kwargs)
        except BaseException as exc:
            self.ledger.close(episode, error=exc, token=token)
            raise
        finally:
            _EPISODE.reset(mark)
        if token is not None:
            self._watch(handler, episode, token)
        return handler

    def _watch(self, handler: Any, episode: str, token: object) -> None:
        """Close the episode when the run's result is set (before anyone awaiting it resumes)."""
        task = getattr(handler, "_result_task", None)
        if isinstance(task, asyncio.Future):
            task.add_done_callback(lambda t: self._finished(t, episode, token))
            return
        stop_event_result = handler.stop_event_result  # another runtime: close when awaited

        async def awaited() -> Any:
            try:
                stop = await stop_event_result()
            except BaseException as exc:
                self.ledger.close(episode, error=exc, token=token)
                raise
            self.ledger.close(episode, answer=_answer(stop), token=token)
            return stop

        handler.stop_event_result = awaited

    def _finished(self, task: asyncio.Future[Any], episode: str, token: object) -> None:
        if task.cancelled():
            self.ledger.close(episode, error="the run was cancelled", token=token)
        elif task.exception() is not None:
            self.ledger.close(episode, error=task.exception(), token=token)
        else:
            self.ledger.close(episode, answer=_answer(task.result()), token=token)

    # -------------------------------------------------------------- model turns
    async def take_step(
        self,
        agent: Any,
        original: Callable[..., Any],
        ctx: Any,
        llm_input: list[Any],
        tools: Sequence[Any],
        memory: Any,
    ) -> Any:
        """Judge the pending results with this turn's text; ask again, or stop, at a trip."""
        episode = _EPISODE.get()
        if episode is None or not self.ledger.is_open(episode):
            return await original(ctx, llm_input, tools, memory)
        self.ledger.ask(episode, str(await ctx.store.get("user_msg_str", default="") or ""))
        key = _state_key(agent)
        before = list(await ctx.store.get(key, default=[]))
        offered = self._allowed(episode, tools)
        output = await original(ctx, llm_input, offered, memory)
        thought = await _thought(agent, ctx, output)
        self.ledger.judge_pending(episode, thought)
        if not self._blocked(episode, output):
            return self._planning(episode, output, thought)
        allowed = self._allowed(episode, tools)
        if len(allowed) < len(offered):  # the trip came with this turn: ask again without
            await ctx.store.set(key, list(before))
            output = await original(ctx, llm_input, allowed, memory)
            thought = await _thought(agent, ctx, output)
            if not self._blocked(episode, output):
                return self._planning(episode, output, thought)
        calls = [(c.tool_name, c.tool_kwargs) for c in output.tool_calls]
        self.ledger.drop_blocked(episode, calls, thought)
        text = self.ledger.final_text(episode)
        logger.info("gate: a turn called a blocked tool; run %s ends with the stop text", episode)
        await ctx.store.set(key, [*before, _final_entry(agent, thought, text)])
        return AgentOutput(
            response=ChatMessage(role="assistant", content=text),
            tool_calls=[],
            raw=None,
            current_agent_name=agent.name,
        )

    def _allowed(self, episode: str, tools: Sequence[Any]) -> list[Any]:
        names = [t.metadata.get_name() for t in tools]
        for name, t in zip(names, tools, strict=True):  # once per name: a set look-up
            self.ledger.describe(name, t.metadata.description)
        kept, _ = self.ledger.restriction(episode, names)
        return [t for t, n in zip(tools, names, strict=True) if n in kept or n == HANDOFF]

    def _blocked(self, episode: str, output: Any) -> bool:
        names = [c.tool_name for c in output.tool_calls if c.tool_name != HANDOFF]
        return bool(self.ledger.blocked(episode, names))

    def _planning(self, episode: str, output: Any, thought: str) -> Any:
        """Note the turn's calls (their ids and text) for the tool calls that follow."""
        with self._lock:
            for c in output.tool_calls:
                key = (episode, c.tool_name, _args_key(c.tool_kwargs))
                self._planned.setdefault(key, deque()).append(str(c.tool_id))
        self.ledger.wrote(episode, [c.tool_id for c in output.tool_calls], thought)
        return output

    # --------------------------------------------------------------- tool calls
    async def call_tool(
        self, original: Callable[..., Any], ctx: Any, tool: Any, tool_input: dict[str, Any]
    ) -> Any:
        """Run a call the gate allows (its result kept for judging), refuse one it blocks."""
        episode = _EPISODE.get()
        name = tool.metadata.get_name()
        if episode is None or name == HANDOFF or not self.ledger.is_open(episode):
            return await original(ctx, tool, tool_input)
        self.ledger.describe(name, tool.metadata.description)
        with self._lock:
            waiting = self._planned.get((episode, name, _args_key(tool_input)))
            call_id = waiting.popleft() if waiting else None
            if waiting is not None and not waiting:
                self._planned.pop((episode, name, _args_key(tool_input)), None)
        result = await self.ledger.aexecute(
            episode, name, tool_input, lambda: original(ctx, tool, tool_input), call_id=call_id
        )
        if isinstance(result, str):  # refused: the model reads why, nothing ran
            return ToolOutput(
                content=result, tool_name=name, raw_input=tool_input, raw_output=result,
                is_error=True,
            )  # fmt: skip
        return result


def _state_key(agent: Any) -> str:
    """Where the agent keeps this run's turns in the workflow's store."""
    if isinstance(agent, ReActAgent):
        return str(agent.reasoning_key)
    return str(agent.scratchpad_key)


def _final_entry(agent: Any, thought: str, text: str) -> Any:
    if isinstance(agent, ReActAgent):
        return ResponseReasoningStep(thought=thought or text, response=text, is_streaming=False)
    return ChatMessage(role="assistant", content=text)


async def _thought(agent: Any, ctx: Any, output: Any) -> str:
    """The text the model wrote in this turn (a ReAct step's ``Thought:``)."""
    if isinstance(agent, ReActAgent):
        steps = await ctx.store.get(agent.reasoning_key, default=[])
        if steps and isinstance(steps[-1], (ActionReasoningStep, ResponseReasoningStep)):
            return str(steps[-1].thought)
    return text_of(output.response.content)


def _asked(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    msg = kwargs.get("user_msg")
    if msg is None and args and not isinstance(args[0], Context):
        msg = args[0]
    if isinstance(msg, ChatMessage):
        return text_of(msg.content)
    return "" if msg is None else str(msg)


def _answer(stop: Any) -> str | None:
    result = getattr(stop, "result", stop)
    if isinstance(result, AgentOutput):
        return text_of(result.response.content)
    return None if result is None else str(result)


def _install(obj: Any, name: str, fn: Any) -> None:
    object.__setattr__(obj, name, fn)  # on the instance: its class and other agents untouched


def gate_agent(agent: Any, gate: StopGate, *, stop_text: str | None = None) -> Any:
    """Put a :class:`~uselessdetect.gate.StopGate` in a LlamaIndex agent or agent workflow.

    Use it as ``agent = gate_agent(FunctionAgent(...), gate)`` (a ``ReActAgent`` or an
    ``AgentWorkflow`` of them too); it returns the agent, gated in place. Each
    ``agent.run(...)`` is one episode: the run's id (``run_id=...`` names it, as LlamaIndex
    does), or ``uselessdetect_episode="..."`` passed to ``run``, which keeps its counters for
    the next run under that name. The episode is closed when the run's result is set, also
    when it raises (:meth:`StopGate.end`, which writes it when the gate has ``record_to``).

    A tool result is judged when the model's next turn arrives, with that turn's text as the
    thought (a ReAct step's ``Thought:``), before its tool calls run; each turn is offered
    only the tools the gate allows (``finish_only``: none but the workflow's ``handoff``, so
    the model answers in text; ``drop_tool``: all but the failing one). A turn that calls a
    tool the gate has just blocked is asked again with the allowed tools; a model that still
    calls it gets no execution (a counted blocked call) and its run ends with the stop text
    as the answer, before the workflow's ``max_iterations``. A blocked call that reaches the
    tool step is answered (``Not run: ...``), not run.

    Parameters
    ----------
    agent : FunctionAgent, ReActAgent or AgentWorkflow
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Returns
    -------
    The agent, gated.

    Examples
    --------
    >>> from llama_index.core.agent.workflow import FunctionAgent
    >>> from llama_index.core.llms import MockFunctionCallingLLM
    >>> agent = FunctionAgent(tools=[], llm=MockFunctionCallingLLM())
    >>> gate_agent(agent, StopGate("lexical", k=2)) is agent
    True
    """
    if isinstance(agent, AgentWorkflow):
        agents = list(agent.agents.values())
    elif isinstance(agent, BaseWorkflowAgent):
        agents = [agent]
    else:
        raise TypeError(
            "gate_agent gates a LlamaIndex FunctionAgent, ReActAgent or AgentWorkflow; "
            f"got {type(agent).__name__}"
        )
    unknown = [a for a in agents if not isinstance(a, (FunctionAgent, ReActAgent))]
    if unknown:
        raise TypeError(
            "gate_agent knows the turns of FunctionAgent and ReActAgent; "
            f"got {type(unknown[0]).__name__}"
        )
    gated = _Gate(gate, stop_text)
    run = type(agent).run.__get__(agent, type(agent))
    call_tool = type(agent)._call_tool.__get__(agent, type(agent))
    _install(agent, "run", lambda *a, **kw: gated.run(run, a, dict(kw)))
    _install(agent, "_call_tool", lambda ctx, t, i: gated.call_tool(call_tool, ctx, t, i))
    for one in agents:
        _install(one, "take_step", _gated_step(gated, one))
    return agent


def _gated_step(gated: _Gate, agent: Any) -> Callable[..., Any]:
    step = type(agent).take_step.__get__(agent, type(agent))

    def take_step(ctx: Any, llm_input: Any, tools: Any, memory: Any) -> Any:
        return gated.take_step(agent, step, ctx, llm_input, tools, memory)

    return take_step
