"""OpenAI Agents SDK adapter: gate_agent, a copy of an Agent whose tools and model obey a gate."""

from __future__ import annotations

import contextlib
import dataclasses
import threading
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from typing import Any

from ..exceptions import MissingDependencyError
from ..gate import GateDecision, StopGate, label_scope, take_label
from ._common import (
    input_of,
    logger,
    new_episode_id,
    observe_safely,
    query_of,
    restriction,
    stop_message,
    text_of,
)

try:
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
except ImportError as exc:  # pragma: no cover - exercised only without the extra
    raise MissingDependencyError(
        "uselessdetect.integrations.openai_agents needs the OpenAI Agents SDK: "
        "pip install 'uselessdetect[openai-agents]'"
    ) from exc

__all__ = ["GatedModel", "episode_of", "gate_agent"]

_MARK = "_uselessdetect_episode"
_REMEMBERED = 10_000  # tool calls whose episode is remembered (oldest forgotten first)

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


class _Ledger:
    """Tool calls seen by the gated tools: their episode, and results not yet judged.

    Also what the recorder needs: the text the model wrote with each call, each call's
    injected label, the runs begun and not yet closed, and which run asked each model call.
    """

    def __init__(self) -> None:
        self.episode: OrderedDict[str, str] = OrderedDict()
        self.pending: dict[str, tuple[str, str, str, dict[str, Any]]] = {}
        self.wrote: dict[str, str] = {}
        # episode -> (token, question, keep: a named episode keeps its counters)
        self.open: dict[str, tuple[object, str, bool]] = {}
        self.asking: dict[int, list[str]] = {}  # id(model input) -> episodes (FIFO)
        self.lock = threading.Lock()

    def call(self, call_id: str, episode: str) -> None:
        self.episode[call_id] = episode
        while len(self.episode) > _REMEMBERED:
            old, _ = self.episode.popitem(last=False)
            self.pending.pop(old, None)
            self.wrote.pop(old, None)

    def pending_of(self, episode: str) -> list[tuple[str, str, str, dict[str, Any]]]:
        """Take the results of ``episode`` that no model turn judged."""
        ids = [c for c in self.pending if self.episode.get(c) == episode]
        return [self.pending.pop(c) for c in ids]


def _gated_tool(tool: FunctionTool, gate: StopGate, ledger: _Ledger, key: EpisodeKey) -> Any:
    original_enabled, invoke = tool.is_enabled, tool.on_invoke_tool

    async def is_enabled(ctx: RunContextWrapper[Any], agent: Any) -> bool:
        if callable(original_enabled):
            enabled = original_enabled(ctx, agent)
            if hasattr(enabled, "__await__"):
                enabled = await enabled
            if not enabled:
                return False
        elif not original_enabled:
            return False
        return gate.decision(episode_of(ctx, key), tool.name).permits(tool.name)

    async def on_invoke_tool(ctx: ToolContext[Any], arguments: str) -> Any:
        episode = episode_of(ctx, key)
        ledger.call(ctx.tool_call_id, episode)
        decision = gate.decision(episode, tool.name)
        wrote = ledger.wrote.pop(ctx.tool_call_id, "")
        if not decision.permits(tool.name):
            gate.record_blocked(episode, source=tool.name, input=input_of(arguments), thought=wrote)
            return f"Not run: {stop_message(decision)} Answer now."
        with label_scope():
            result = await invoke(ctx, arguments)
            label = take_label(tool.name)
        step: dict[str, Any] = {"thought": wrote, "input": input_of(arguments)}
        if label is not None:
            step["label"] = label
        ledger.pending[ctx.tool_call_id] = (
            tool.name,
            query_of(arguments),
            text_of(result),
            step,
        )
        return result

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
        self._ledger = _Ledger()

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
                self._close(episode, left=pending, error=exc)
            raise
        response = self._finish(response, tools, episode)
        thought = _thought(response.output)
        for call_id in _call_ids(response.output):
            self._ledger.wrote[call_id] = thought
        return response

    def _asked_by(self, items: Any) -> str | None:
        """The run whose ``on_llm_start`` hook announced this model input."""
        with self._ledger.lock:
            queue = self._ledger.asking.get(id(items))
            episode = queue.pop(0) if queue else None
            if queue == []:
                self._ledger.asking.pop(id(items), None)
        return episode

    def _close(
        self,
        episode: str,
        token: object = None,
        left: Sequence[tuple[str, str, str, dict[str, Any]]] = (),
        **kwargs: Any,
    ) -> None:
        """End a run's episode once: judge what is left (no thought), then record.

        With ``token``, only the opening it names (a finalizer of an earlier run under the
        same episode name closes nothing).
        """
        with self._ledger.lock:
            opened = self._ledger.open.get(episode)
            if opened is None or (token is not None and opened[0] is not token):
                return
            del self._ledger.open[episode]
            left = [*left, *self._ledger.pending_of(episode)]
        for source, query, observation, step in left:
            observe_safely(
                self.gate,
                episode=episode,
                source=source,
                question=opened[1],
                query=query,
                observation=observation,
                step=step,
            )
        self.gate.end(episode, keep=opened[2], **kwargs)

    def stream_response(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        """Streamed runs pass through: the gated tools still hide and refuse blocked calls."""
        return self._inner().stream_response(*args, **kwargs)

    def get_retry_advice(self, request: Any) -> Any:
        """Ask the wrapped model."""
        return self._inner().get_retry_advice(request)

    def _pending(self, items: Any) -> tuple[str | None, list[tuple[str, str, str, dict[str, Any]]]]:
        if isinstance(items, str):
            return None, []
        episode, out = None, []
        for it in items:
            call_id = _item(it, "call_id")
            if _item(it, "type") != "function_call_output" or call_id not in self._ledger.episode:
                continue
            episode = self._ledger.episode[call_id]
            result = self._ledger.pending.pop(call_id, None)
            if result is not None:
                out.append(result)
        return episode, out

    def _judge(
        self,
        episode: str,
        question: str,
        pending: list[tuple[str, str, str, dict[str, Any]]],
        response: Any,
    ) -> bool:
        """Observe the pending results; whether the answer must be asked for again."""
        thought = _thought(response.output)
        for source, query, observation, step in pending:
            d = observe_safely(
                self.gate,
                episode=episode,
                source=source,
                question=question,
                query=query,
                observation=observation,
                thought=thought,
                step=step,
            )
            _trace(d)
        decision = self.gate.decision(episode)
        return any(not decision.permits(name) for name in _calls(response.output))

    def _restricted(
        self, episode: str, tools: list[Any], settings: ModelSettings
    ) -> tuple[list[Any], ModelSettings]:
        kept, force = restriction(self.gate, episode, [str(getattr(t, "name", "")) for t in tools])
        tools = [t for t in tools if str(getattr(t, "name", "")) in kept]
        if force not in (None, "none") and tools:
            settings = dataclasses.replace(settings, tool_choice=force)
        elif not tools:
            settings = dataclasses.replace(settings, tool_choice=None)
        return tools, settings

    def _finish(self, response: Any, tools: list[Any], episode: str | None) -> Any:
        offered = {str(getattr(t, "name", "")) for t in tools}
        decision = self.gate.decision(episode) if episode is not None else None
        calls = _calls(response.output)
        if all(n in offered and (decision is None or decision.permits(n)) for n in calls):
            return response
        logger.info("gate: dropped calls to tools not offered or blocked (episode %s)", episode)
        if episode is not None and decision is not None:
            for it in response.output:
                name = _item(it, "name")
                if _item(it, "type") == "function_call" and not decision.permits(str(name)):
                    self.gate.record_blocked(
                        episode,
                        source=str(name),
                        input=input_of(_item(it, "arguments")),
                        thought=_thought(response.output),
                    )
        kept = [
            it
            for it in response.output
            if _item(it, "type") != "function_call"
            or (
                _item(it, "name") in offered
                and (decision is None or decision.permits(_item(it, "name")))
            )
        ]
        if not any(_item(it, "type") == "function_call" for it in kept):
            kept = [_message(stop_message(decision, self.stop_text))]
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
        token = object()
        with ledger.lock:
            new = episode not in ledger.open
            if new:
                ledger.open[episode] = (token, question, self.key is not None)
        if new:
            self.model.gate.begin(episode, question=question)
            # a run that dies unseen (MaxTurnsExceeded) is closed when its usage record goes
            with contextlib.suppress(TypeError):  # a usage object without weak references
                weakref.finalize(
                    context.usage, self.model._close, episode, token=token, error=_ORPHANED
                )
        return episode

    async def on_start(self, context: Any, agent: Any) -> None:
        self._open(context, _question(getattr(context, "turn_input", None) or []))
        await self._forward("on_start", context, agent)

    async def on_llm_start(
        self, context: Any, agent: Any, system_prompt: Any, input_items: Any
    ) -> None:
        episode = self._open(context, _question(input_items or []))
        with self.model._ledger.lock:
            self.model._ledger.asking.setdefault(id(input_items), []).append(episode)
        await self._forward("on_llm_start", context, agent, system_prompt, input_items)

    async def on_end(self, context: Any, agent: Any, output: Any) -> None:
        try:
            episode = episode_of(context, self.key)
            text = text_of(output) if isinstance(output, (str, list)) else str(output)
            self.model._close(episode, answer=text, step={"thought": text})
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
        _gated_tool(t, gate, model._ledger, episode) if isinstance(t, FunctionTool) else t
        for t in agent.tools
    ]
    return agent.clone(tools=tools, model=model, hooks=_GateHooks(model, episode, agent.hooks))
