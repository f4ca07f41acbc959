"""Google ADK adapter: StopGatePlugin, a plugin that judges, restricts and stops a run."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, logger, new_episode_id, require_extra

with require_extra("adk", "adk", "Google ADK"):
    from google.adk.plugins.base_plugin import BasePlugin
    from google.genai import types

__all__ = ["StopGatePlugin"]


def _text(content: Any) -> str:
    """The text parts of a ``types.Content`` (thoughts left out)."""
    parts = getattr(content, "parts", None) or []
    return " ".join(p.text for p in parts if getattr(p, "text", None) and not p.thought)


def _calls(content: Any) -> list[Any]:
    parts = getattr(content, "parts", None) or []
    return [p.function_call for p in parts if getattr(p, "function_call", None) is not None]


def _described(request: Any) -> list[tuple[str, Any]]:
    """The request's tools and their descriptions (its tools and function declarations)."""
    out = [(str(n), getattr(t, "description", None)) for n, t in request.tools_dict.items()]
    for tool in getattr(request.config, "tools", None) or []:
        for fd in getattr(tool, "function_declarations", None) or []:
            out.append((str(fd.name), fd.description))
    return out


def _offered(request: Any) -> list[str]:
    names = list(request.tools_dict)
    for tool in getattr(request.config, "tools", None) or []:
        for fd in getattr(tool, "function_declarations", None) or []:
            if fd.name not in names:
                names.append(fd.name)
    return names


def _restrict(request: Any, kept: list[str]) -> None:
    """Leave only the ``kept`` function tools in ``request`` (in place)."""
    request.tools_dict = {n: t for n, t in request.tools_dict.items() if n in kept}
    config = request.config
    tools = []
    for tool in getattr(config, "tools", None) or []:
        declared = getattr(tool, "function_declarations", None)
        if declared:
            declared = [fd for fd in declared if fd.name in kept]
            if not declared:
                continue
            tool = tool.model_copy(update={"function_declarations": declared})
        tools.append(tool)
    config.tools = tools or None
    if not tools:
        config.tool_config = None  # nothing left to call: never force a mode


class StopGatePlugin(BasePlugin):
    """Put a :class:`~uselessdetect.gate.StopGate` in a Google ADK app.

    Use it as ``App(name=..., root_agent=agent, plugins=[StopGatePlugin(gate)])`` (or
    ``Runner(..., plugins=[...])``). Each invocation (``runner.run_async`` / ``run``) is one
    episode: its ``invocation_id``, or ``episode(invocation_context)`` when given (say, the
    session id: it then keeps its counters from run to run). A tool result is judged when the
    model's next response arrives (``after_model_callback``), with that response's text as
    the thought and before its function calls run; when the gate has tripped and the response
    calls a blocked tool, the model is asked again with the allowed tools only
    (``finish_only``: a ``finish`` tool if the agent has one, else none, so it answers in
    text), and a model that still calls one has its response replaced by the trip's reason
    as the final text. ``before_model_callback`` strips the blocked tools from every later
    request (``tools_dict`` and ``config.tools``); a blocked call that reaches execution is
    answered by ``before_tool_callback`` without running (a counted blocked call). A tool
    that raises (``on_tool_error_callback``), or returns what cannot be read as text, is a
    result too: its error text, judged useless. The function-calling mode is never forced.

    The plugin closes each invocation's episode (:meth:`StopGate.end`, which writes it when
    the gate has ``record_to``): in ``after_run_callback`` with the last text the model wrote
    as the answer, and in ``on_run_error_callback`` with the error (an
    ``LlmCallsLimitExceededError`` too).

    Parameters
    ----------
    gate : StopGate
    episode : callable, optional
        ``episode(invocation_context) -> str``: name the episode yourself (called once per
        invocation; one that raises is logged, and the invocation gets a generated id).
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).
    name : str, default "uselessdetect_gate"

    Examples
    --------
    >>> plugin = StopGatePlugin(StopGate("lexical", k=2))
    >>> plugin.name, plugin.gate.k
    ('uselessdetect_gate', 2)
    """

    def __init__(
        self,
        gate: StopGate,
        *,
        episode: Callable[[Any], str] | None = None,
        stop_text: str | None = None,
        name: str = "uselessdetect_gate",
    ) -> None:
        super().__init__(name)
        self.gate = gate
        self.episode = episode
        self.stop_text = stop_text
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._answer: dict[str, str | None] = {}  # episode -> the latest text without calls
        self._request: dict[str, Any] = {}  # episode -> the latest model request
        self._refused: set[str] = set()  # ids of calls answered without running
        self._named: dict[str, str] = {}  # invocation id -> its episode, named once
        self._lock = threading.Lock()

    def _episode(self, invocation: Any, *, first: bool = False) -> str:
        """The invocation's episode: named once (at its start), the same in every hook.

        An ``episode`` callable that raises (or returns what is not text) is logged and the
        invocation gets a generated id: the run is still gated and recorded.
        """
        invocation_id = str(invocation.invocation_id)
        with self._lock:
            named = self._named.get(invocation_id)
        if named is not None:
            return named
        if self.episode is None:
            return invocation_id
        try:
            named = str(self.episode(invocation))
        except Exception:
            named = new_episode_id()
            logger.warning(
                "gate: episode(invocation_context) raised; invocation %s is episode %s",
                invocation_id, named, exc_info=True,
            )  # fmt: skip
        if first:
            with self._lock:
                self._named[invocation_id] = named
        return named

    def _of(self, context: Any) -> str:
        return self._episode(context.get_invocation_context())

    # ------------------------------------------------------------------ runs
    async def before_run_callback(self, *, invocation_context: Any) -> Any:
        """Begin the invocation's episode."""
        try:
            question = _text(invocation_context.user_content)
            episode = self._episode(invocation_context, first=True)
            self._ledger.open(episode, question=question, keep=self.episode is not None)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: opening the invocation's episode failed", exc_info=True)
        return None

    async def after_run_callback(self, *, invocation_context: Any) -> None:
        """Close the invocation's episode with the model's last text as the answer."""
        self._close(invocation_context)

    async def on_run_error_callback(self, *, invocation_context: Any, error: Exception) -> None:
        """Close the invocation's episode, marked with the error."""
        self._close(invocation_context, error=error)

    def _close(self, invocation: Any, error: BaseException | None = None) -> None:
        try:
            episode = self._episode(invocation)
        except Exception:
            logger.warning("gate: naming the invocation's episode failed", exc_info=True)
            return
        with self._lock:
            answer = self._answer.pop(episode, None)
            self._request.pop(episode, None)
            self._named.pop(str(getattr(invocation, "invocation_id", "")), None)
        self._ledger.close(episode, answer=None if error else answer, error=error, if_open=True)

    # ----------------------------------------------------------- model calls
    async def before_model_callback(self, *, callback_context: Any, llm_request: Any) -> Any:
        """Offer only the tools the gate still allows."""
        try:
            episode = self._of(callback_context)
            with self._lock:
                self._request[episode] = llm_request
            for name, description in _described(llm_request):  # once per name
                self._ledger.describe(name, description)
            names = _offered(llm_request)
            kept, _ = self._ledger.restriction(episode, names)
            if len(kept) != len(names):
                _restrict(llm_request, kept)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: restricting the model's tools failed", exc_info=True)
        return None

    async def after_model_callback(self, *, callback_context: Any, llm_response: Any) -> Any:
        """Judge the pending results with this response as thought; ask again or stop."""
        if llm_response.partial:
            return None
        try:
            return await self._after_model(callback_context, llm_response)
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: judging at the model's response failed", exc_info=True)
            return None

    async def _after_model(self, context: Any, response: Any) -> Any:
        episode = self._of(context)
        thought = _text(response.content)
        self._ledger.judge_pending(episode, thought)
        replaced = None
        if self._ledger.blocked(episode, [c.name for c in _calls(response.content)]):
            replaced = response = await self._ask_again(context, episode) or response
        calls = _calls(response.content)
        thought = _text(response.content)
        dropped = self._ledger.drop_blocked(episode, [(c.name, c.args) for c in calls], thought)
        if dropped:
            parts = [
                p
                for p in response.content.parts
                if p.function_call is None or not any(p.function_call is calls[i] for i in dropped)
            ]
            if not any(p.function_call is not None for p in parts):
                thought = self._ledger.final_text(episode)
                parts = [types.Part(text=thought)]
            content = response.content.model_copy(update={"parts": parts})
            replaced = response = response.model_copy(update={"content": content})
        self._ledger.wrote(episode, [], thought)
        with self._lock:
            if not _calls(response.content) and thought:
                self._answer[episode] = thought
        return replaced

    async def _ask_again(self, context: Any, episode: str) -> Any:
        """The model's answer to the same request with the allowed tools only."""
        with self._lock:
            request = self._request.get(episode)
        agent = context.get_invocation_context().agent
        if request is None or not hasattr(agent, "canonical_model"):
            return None
        again = request.model_copy(deep=True)
        again.tools_dict = dict(request.tools_dict)
        kept, _ = self._ledger.restriction(episode, _offered(again))
        _restrict(again, kept)
        last = None
        async for r in agent.canonical_model.generate_content_async(again, stream=False):
            if not r.partial:
                last = r
        return last

    # ------------------------------------------------------------ tool calls
    async def before_tool_callback(self, *, tool: Any, tool_args: Any, tool_context: Any) -> Any:
        """Answer a blocked call without running it; collect the labels of one that runs."""
        try:
            episode = self._of(tool_context)
            self._ledger.describe(tool.name, getattr(tool, "description", None))
            refusal = self._ledger.refuse(episode, tool.name, tool_args)
            if refusal is not None:
                with self._lock:
                    self._refused.add(str(tool_context.function_call_id))
                return {"result": refusal}
            self._ledger.collect_labels(tool_context.function_call_id)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: checking a tool call failed", exc_info=True)
        return None

    async def after_tool_callback(
        self, *, tool: Any, tool_args: Any, tool_context: Any, result: Any
    ) -> Any:
        """Keep the result until the model's next response judges it."""
        try:
            with self._lock:
                if str(tool_context.function_call_id) in self._refused:
                    self._refused.discard(str(tool_context.function_call_id))
                    return None  # a refusal is not a result: never judged
            episode = self._of(tool_context)
            self._ledger.ran(
                episode, tool.name, tool_args, _unwrapped(result),
                call_id=tool_context.function_call_id,
            )  # fmt: skip
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: keeping a tool result failed", exc_info=True)
            self._ledger.forget_labels(getattr(tool_context, "function_call_id", None))
        return None

    async def on_tool_error_callback(
        self, *, tool: Any, tool_args: Any, tool_context: Any, error: Exception
    ) -> Any:
        """A tool that raised: its error is the result, judged useless (the error goes on)."""
        try:
            episode = self._of(tool_context)
            call_id = tool_context.function_call_id
            self._ledger.failed(episode, tool.name, tool_args, error, call_id=call_id)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: keeping a tool failure failed", exc_info=True)
            self._ledger.forget_labels(getattr(tool_context, "function_call_id", None))
        return None


def _unwrapped(result: Any) -> Any:
    """A tool's result: a function tool's return value is wrapped as ``{"result": value}``."""
    if isinstance(result, dict) and set(result) == {"result"}:
        return result["result"]
    return result
