"""OpenAI Agents SDK adapter: gate_agent, a copy of an Agent whose tools and model obey a gate."""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import weakref
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any

from ..gate import GateDecision, StopGate
from ._common import (
    EpisodeLedger,
    logger,
    new_episode_id,
    require_extra,
    stop_message,
    text_of,
)

with require_extra("openai_agents", "openai-agents", "the OpenAI Agents SDK"):
    from agents import (
        Agent,
        AgentHooks,
        FunctionTool,
        ModelResponse,
        ModelSettings,
        RunContextWrapper,
    )
    from agents.models.interface import Model
    from agents.tool_context import ToolContext

__all__ = ["GatedModel", "episode_of", "gate_agent"]

_MARK = "_uselessdetect_episode"

EpisodeKey = Callable[[Any], Any] | str | None


def episode_of(context: Any, key: EpisodeKey = None) -> str:
    """The episode of a run, from its ``RunContextWrapper`` (or a ``RunResult``).

    With ``key``, the episode the user named: ``key(context.context)``, or the attribute (or
    dict item) ``key`` of the run's context object. Otherwise one id per run, kept on the
    run's usage record, which the run's context and every ``ToolContext`` share.

    Examples
    --------
    >>> from agents import RunContextWrapper
    >>> ctx = RunContextWrapper(context={"thread_id": "t1"})
    >>> episode_of(ctx, "thread_id"), episode_of(ctx) == episode_of(ctx) != "t1"
    ('t1', True)
    """
    context = getattr(context, "context_wrapper", context)
    named = _named(getattr(context, "context", None), key)
    if named is not None:
        return named
    usage = context.usage
    episode = getattr(usage, _MARK, None)
    if episode is None:
        episode = new_episode_id()
        setattr(usage, _MARK, episode)
    return str(episode)


def _named(ctx: Any, key: EpisodeKey) -> str | None:
    if key is None or ctx is None:
        return None
    if callable(key):
        value = key(ctx)
    elif isinstance(ctx, Mapping):
        value = ctx.get(key)
    else:
        value = getattr(ctx, key, None)
    return None if value is None else str(value)


def _gated_tool(tool: FunctionTool, ledger: EpisodeLedger, key: EpisodeKey) -> Any:
    original_enabled, invoke = tool.is_enabled, tool.on_invoke_tool
    ledger.describe(tool.name, tool.description)  # whether the gate counts it (once)

    async def is_enabled(ctx: RunContextWrapper[Any], agent: Any) -> bool:
        if callable(original_enabled):
            enabled = original_enabled(ctx, agent)
            if hasattr(enabled, "__await__"):
                enabled = await enabled
            if not enabled:
                return False
        elif not original_enabled:
            return False
        return ledger.permits(episode_of(ctx, key), tool.name)

    async def on_invoke_tool(ctx: ToolContext[Any], arguments: str) -> Any:
        return await ledger.aexecute(
            episode_of(ctx, key),
            tool.name,
            arguments,
            lambda: invoke(ctx, arguments),
            call_id=ctx.tool_call_id,
        )

    return dataclasses.replace(tool, is_enabled=is_enabled, on_invoke_tool=on_invoke_tool)


def _item(x: Any, name: str) -> Any:
    return x.get(name) if isinstance(x, Mapping) else getattr(x, name, None)


def _question(items: Any) -> str:
    if isinstance(items, str):
        return items
    for it in items:
        if _item(it, "role") == "user":
            return text_of(_item(it, "content"))
    return ""


def _thought(output: Sequence[Any]) -> str:
    parts = [
        text_of(_item(c, "text") or "")
        for it in output
        if _item(it, "type") == "message"
        for c in _item(it, "content") or []
    ]
    return " ".join(p for p in parts if p)


def _calls(output: Sequence[Any]) -> list[str]:
    return [str(_item(it, "name")) for it in output if _item(it, "type") == "function_call"]


def _call_ids(output: Sequence[Any]) -> list[str]:
    return [str(_item(it, "call_id")) for it in output if _item(it, "type") == "function_call"]


class GatedModel(Model):
    """A ``Model`` that judges tool results with the model's next message and obeys the gate.

    On each call it finds the function results in ``input`` that the gated tools produced and
    has not judged yet, calls the wrapped model, and judges them with the text of its answer
    as the thought. If the gate has tripped and the answer calls a tool the gate blocks, the
    model is asked again with the allowed tools only (``finish_only``: the ``finish`` tool if
    the agent has one, else none, so it answers in text). Calls to tools that were not offered
    are removed; an answer left with none becomes a final answer that says why the run
    stopped (the SDK would otherwise fail the run with ``ModelBehaviorError``).

    Parameters
    ----------
    model : agents Model or str or None
        The model to wrap (a name is resolved with the SDK's default provider on first use).
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> GatedModel("gpt-4.1-mini", StopGate("lexical", k=2)).model  # resolved on first use
    'gpt-4.1-mini'
    """

    def __init__(
        self, model: Model | str | None, gate: StopGate, *, stop_text: str | None = None
    ) -> None:
        self.model = model
        self.gate = gate
        self.stop_text = stop_text
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._asking: dict[int, list[str]] = {}  # id(model input) -> episodes (FIFO)
        self._lock = threading.Lock()

    def _inner(self) -> Model:
        if not isinstance(self.model, Model):
            from agents.models.multi_provider import MultiProvider

            self.model = MultiProvider().get_model(self.model)
        return self.model

    async def get_response(
        self,
        system_instructions: Any,
        input: Any,
        model_settings: ModelSettings,
        tools: list[Any],
        *args: Any,
        **kwargs: Any,
    ) -> ModelResponse:
        """See ``agents.models.interface.Model.get_response``."""
        inner = self._inner()
        asked = self._asked_by(input)
        episode, pending = self._pending(input)
        episode = episode or asked
        try:
            response = await inner.get_response(
                system_instructions, input, model_settings, tools, *args, **kwargs
            )
            if episode is not None and self._judge(episode, _question(input), pending, response):
                tools, model_settings = self._restricted(episode, tools, model_settings)
                response = await inner.get_response(
                    system_instructions, input, model_settings, tools, *args, **kwargs
                )
        except Exception as exc:
            if episode is not None:  # the results this turn was to judge are judged at close
                self._ledger.close(episode, error=exc, if_open=True)
            raise
        response = self._finish(response, tools, episode)
        if episode is not None:
            self._ledger.wrote(episode, _call_ids(response.output), _thought(response.output))
        return response

    def _asked_by(self, items: Any) -> str | None:
        """The run whose ``on_llm_start`` hook announced this model input."""
        with self._lock:
            queue = self._asking.get(id(items))
            episode = queue.pop(0) if queue else None
            if queue == []:
                self._asking.pop(id(items), None)
        return episode

    def _announce(self, items: Any, episode: str) -> None:
        with self._lock:
            self._asking.setdefault(id(items), []).append(episode)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        """Streamed runs pass through: the gated tools still hide and refuse blocked calls."""
        return self._inner().stream_response(*args, **kwargs)

    def get_retry_advice(self, request: Any) -> Any:
        """Ask the wrapped model."""
        return self._inner().get_retry_advice(request)

    def _pending(self, items: Any) -> tuple[str | None, list[str]]:
        """The episode of the tool results in ``items`` and their call ids."""
        if isinstance(items, str):
            return None, []
        episode, ids = None, []
        for it in items:
            call_id = _item(it, "call_id")
            if _item(it, "type") != "function_call_output" or call_id is None:
                continue
            of = self._ledger.episode_of_call(call_id)
            if of is not None:
                episode = of
                ids.append(str(call_id))
        return episode, ids

    def _judge(self, episode: str, question: str, pending: list[str], response: Any) -> bool:
        """Judge the pending results; whether the answer must be asked for again."""
        thought = _thought(response.output)
        for d in self._ledger.judge_pending(episode, thought, calls=pending, question=question):
            _trace(d)
        return bool(self._ledger.blocked(episode, _calls(response.output)))

    def _restricted(
        self, episode: str, tools: list[Any], settings: ModelSettings
    ) -> tuple[list[Any], ModelSettings]:
        kept, force = self._ledger.restriction(
            episode, [str(getattr(t, "name", "")) for t in tools]
        )
        tools = [t for t in tools if str(getattr(t, "name", "")) in kept]
        if force not in (None, "none") and tools:
            settings = dataclasses.replace(settings, tool_choice=force)
        elif not tools:
            settings = dataclasses.replace(settings, tool_choice=None)
        return tools, settings

    def _finish(self, response: Any, tools: list[Any], episode: str | None) -> Any:
        offered = {str(getattr(t, "name", "")) for t in tools}
        decision = self.gate.decision(episode) if episode is not None else None
        calls = [it for it in response.output if _item(it, "type") == "function_call"]
        if all(
            _item(c, "name") in offered and (decision is None or decision.permits(_item(c, "name")))
            for c in calls
        ):
            return response
        logger.info("gate: dropped calls to tools not offered or blocked (episode %s)", episode)
        dropped = set()
        if episode is not None:
            named = [(str(_item(c, "name")), _item(c, "arguments")) for c in calls]
            dropped = set(self._ledger.drop_blocked(episode, named, _thought(response.output)))
        kept_calls = [
            c for i, c in enumerate(calls) if i not in dropped and _item(c, "name") in offered
        ]
        kept = [
            it
            for it in response.output
            if _item(it, "type") != "function_call" or any(it is c for c in kept_calls)
        ]
        if not kept_calls:
            text = (
                self._ledger.final_text(episode)
                if episode is not None
                else stop_message(None, self.stop_text)
            )
            kept = [_message(text)]
        return dataclasses.replace(response, output=kept)


def _message(text: str) -> Any:
    from openai.types.responses import ResponseOutputMessage, ResponseOutputText

    content: list[Any] = [ResponseOutputText(text=text, type="output_text", annotations=[])]
    return ResponseOutputMessage(
        id="uselessdetect-stop",
        type="message",
        role="assistant",
        status="completed",
        content=content,
    )


def _trace(decision: GateDecision | None) -> None:
    """Record a decision in the run's trace (a custom span), when tracing is on."""
    if decision is None:
        return
    try:
        from agents.tracing import custom_span

        with custom_span("uselessdetect.gate", data=decision.to_dict()):
            pass
    except Exception:
        logger.debug("gate: could not record the decision in the trace", exc_info=True)


_ORPHANED = "the run ended without a final output (an exception such as MaxTurnsExceeded)"


class _GateHooks(AgentHooks[Any]):
    """The gated agent's hooks: begin and close the run's episode; the agent's own run too."""

    def __init__(self, model: GatedModel, key: EpisodeKey, inner: Any) -> None:
        self.model = model
        self.key = key
        self.inner = inner

    def _open(self, context: Any, question: str) -> str:
        episode = episode_of(context, self.key)
        ledger = self.model._ledger
        token = ledger.open(episode, question=question, keep=self.key is not None)
        if token is not None:
            # a run that dies unseen (MaxTurnsExceeded) is closed when its usage record goes
            with contextlib.suppress(TypeError):  # a usage object without weak references
                weakref.finalize(context.usage, ledger.close, episode, token=token, error=_ORPHANED)
        return episode

    async def on_start(self, context: Any, agent: Any) -> None:
        self._open(context, _question(getattr(context, "turn_input", None) or []))
        await self._forward("on_start", context, agent)

    async def on_llm_start(
        self, context: Any, agent: Any, system_prompt: Any, input_items: Any
    ) -> None:
        episode = self._open(context, _question(input_items or []))
        self.model._announce(input_items, episode)
        await self._forward("on_llm_start", context, agent, system_prompt, input_items)

    async def on_end(self, context: Any, agent: Any, output: Any) -> None:
        try:
            episode = episode_of(context, self.key)
            text = text_of(output) if isinstance(output, (str, list)) else str(output)
            self.model._ledger.close(episode, answer=text, if_open=True)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: closing the run's episode failed", exc_info=True)
        await self._forward("on_end", context, agent, output)

    async def on_llm_end(self, *args: Any) -> None:
        await self._forward("on_llm_end", *args)

    async def on_handoff(self, *args: Any) -> None:
        await self._forward("on_handoff", *args)

    async def on_tool_start(self, *args: Any) -> None:
        await self._forward("on_tool_start", *args)

    async def on_tool_end(self, *args: Any) -> None:
        await self._forward("on_tool_end", *args)

    async def _forward(self, name: str, *args: Any) -> None:
        if self.inner is not None:
            await getattr(self.inner, name)(*args)


def gate_agent(
    agent: Agent[Any], gate: StopGate, *, episode: EpisodeKey = None, stop_text: str | None = None
) -> Agent[Any]:
    """A copy of ``agent`` whose function tools and model obey ``gate``.

    Each function tool gets an ``is_enabled`` bound to the gate (checked every turn; the
    tool's own ``is_enabled`` still applies) and refuses a blocked call instead of running it;
    the model is wrapped in :class:`GatedModel`, which judges each result with the model's
    next message as thought and ends a stubborn run with a final answer. Other tools (hosted,
    MCP) are kept unchanged and are not counted.

    The copy's hooks (wrapping the agent's own) close each run's episode
    (:meth:`StopGate.end`, which writes it when the gate has ``record_to``): at the final
    output (the ``finish`` step), when the model raises (marked with the error), and — for a
    run that ends in an exception no hook sees, such as ``MaxTurnsExceeded`` at the turn
    budget — when the run's usage record is freed, marked as ended without a final output.
    Results no model turn judged are judged then, without a thought. Each recorded step's
    thought is the text the model wrote with the call; a refused call is recorded with an
    observation that says so.

    Parameters
    ----------
    agent : agents.Agent
    gate : StopGate
    episode : str or callable, optional
        Name the episode yourself: an attribute (or key) of the run's ``context`` object, or a
        function of it. By default each run is its own episode (see :func:`episode_of`).
    stop_text : str, optional
        The final answer that ends a stubborn model's run.

    Examples
    --------
    >>> from agents import Agent, function_tool
    >>> @function_tool
    ... def search(query: str) -> str:
    ...     "Search the encyclopedia."
    ...     return "Oslo: Oslo is the capital of Norway."
    >>> gated = gate_agent(Agent(name="a", tools=[search]), StopGate("lexical", k=2))
    >>> type(gated.model).__name__, callable(gated.tools[0].is_enabled), search.is_enabled
    ('GatedModel', True, True)
    """
    model = GatedModel(agent.model, gate, stop_text=stop_text)
    tools = [
        _gated_tool(t, model._ledger, episode) if isinstance(t, FunctionTool) else t
        for t in agent.tools
    ]
    return agent.clone(tools=tools, model=model, hooks=_GateHooks(model, episode, agent.hooks))
