"""Microsoft Agent Framework adapter: StopGateMiddleware, one bundle of run, chat and function
middleware that judges, restricts and stops an agent's run."""

from __future__ import annotations

import contextvars
import warnings
from collections.abc import Awaitable, Callable
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, description_of, logger, name_episode, require_extra, text_of

with require_extra("agent_framework", "agent-framework", "the Microsoft Agent Framework"):
    from agent_framework import (
        AgentMiddleware,
        ChatMiddleware,
        Content,
        FunctionMiddleware,
        Message,
        MiddlewareBundle,
    )

from ._agent_framework_stream import gated_turn, watch_run  # noqa: E402 - needs the extra
from ._agent_framework_stream import response_parts as _response_parts  # noqa: E402

__all__ = ["StopGateMiddleware"]

# The run a chat or function middleware call belongs to: set by the run middleware around the
# run (asyncio tasks the framework starts inherit it), read by the other two. The framework's
# chat and function contexts carry no run id of their own.
_RUN: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "uselessdetect_agent_framework_run", default=None
)

Next = Callable[[], Awaitable[None]]


def _question(messages: Any) -> str:
    if isinstance(messages, str):
        return messages
    items = messages if isinstance(messages, (list, tuple)) else [messages]
    for m in reversed(items):
        if isinstance(m, str):
            return m
        if getattr(m, "role", None) == "user":
            return str(m.text)
    return ""


def _tool_name(tool: Any) -> str:
    return str(getattr(tool, "name", "") or "")


class _Run(AgentMiddleware):
    def __init__(self, gate: StopGateMiddleware) -> None:
        self.gate = gate

    async def process(self, context: Any, call_next: Next) -> None:
        owner = self.gate
        episode, keep = owner._episode(context)
        owner._ledger.open(episode, question=_question(context.messages), keep=keep)
        token = _RUN.set(episode)
        try:
            await call_next()
        except BaseException as exc:
            owner._ledger.close(episode, error=exc)
            raise
        finally:
            _RUN.reset(token)
        result = context.result
        if context.stream and watch_run(owner._ledger, _RUN, episode, result):
            return  # the stream closes the episode once it is read (or dropped)
        messages = [] if result is None or context.stream else list(result.messages or [])
        text = text_of(messages[-1].text) if messages else None
        owner._ledger.close(episode, answer=text or None)


class _Chat(ChatMiddleware):
    def __init__(self, gate: StopGateMiddleware) -> None:
        self.gate = gate

    async def process(self, context: Any, call_next: Next) -> None:
        episode = _RUN.get()
        if episode is None:
            await call_next()
            return
        ledger = self.gate._ledger
        self._restrict(context, episode)
        await call_next()
        if context.stream:  # judged at the streamed turn's end, its updates passed on as they come
            context.result = gated_turn(self, context, episode, call_next)
            return
        try:
            text, calls = _response_parts(context.result)
            ledger.judge_pending(episode, text)
            if ledger.blocked(episode, [c.name for c in calls]):
                self._restrict(context, episode)
                await call_next()
                text, calls = _response_parts(context.result)
            ledger.wrote(episode, [c.call_id for c in calls], text)
            self._drop(context.result, episode, text, calls)
        except Exception:  # the gate never raises into the framework
            if ledger.gate.strict:
                raise
            logger.warning("gate: judging at the model's response failed", exc_info=True)

    def _restrict(self, context: Any, episode: str) -> None:
        options = dict(context.options or {})
        tools = list(options.get("tools") or [])
        for t in tools:  # whether the gate counts each tool: once per name
            self.gate._ledger.describe(_tool_name(t), description_of(t))
        kept, _ = self.gate._ledger.restriction(episode, [_tool_name(t) for t in tools])
        if len(kept) == len(tools):
            return
        options["tools"] = [t for t in tools if _tool_name(t) in kept]
        if not options["tools"]:
            options["tools"] = None
            options["tool_choice"] = None  # nothing left to call: never force a mode
        context.options = options

    def _drop(self, response: Any, episode: str, text: str, calls: list[Any]) -> bool:
        """Drop the response's blocked calls; True when none was left (the trip's text ends it)."""
        ledger = self.gate._ledger
        named = [(str(c.name), c.arguments) for c in calls]
        dropped = {id(calls[i]) for i in ledger.drop_blocked(episode, named, text)}
        if not dropped:
            return False
        left = False
        for m in response.messages:
            m.contents = [c for c in m.contents if id(c) not in dropped]
            left = left or any(c.type == "function_call" for c in m.contents)
        if not left:
            final = Message("assistant", [Content.from_text(ledger.final_text(episode))])
            response.messages = [final]
            response.finish_reason = "stop"
        return not left


class _Function(FunctionMiddleware):
    def __init__(self, gate: StopGateMiddleware) -> None:
        self.gate = gate

    async def process(self, context: Any, call_next: Next) -> None:
        episode = _RUN.get()
        if episode is None:
            await call_next()
            return
        name = _tool_name(context.function)
        self.gate._ledger.describe(name, description_of(context.function))
        args = context.arguments
        args = args.model_dump() if hasattr(args, "model_dump") else dict(args or {})

        async def run() -> Any:
            await call_next()
            return context.result

        said = await self.gate._ledger.aexecute(episode, name, args, run)
        if isinstance(said, str) and context.result is None:
            context.result = said  # refused: the model reads why, the tool never ran


with warnings.catch_warnings():  # the framework marks its bundles experimental (see the docs)
    warnings.filterwarnings("ignore", message=r"\[AGENT_HOOKS\]")

    class _Bundle(MiddlewareBundle):
        """The framework's ``MiddlewareBundle``, subclassed with its notice hushed once."""


class StopGateMiddleware(_Bundle):
    """Put a :class:`~uselessdetect.gate.StopGate` in a Microsoft Agent Framework agent.

    Use it as ``Agent(client, ..., middleware=[StopGateMiddleware(gate)])``: a
    ``MiddlewareBundle`` of three parts. The run middleware makes each ``agent.run`` one
    episode (a fresh id, or ``episode(context)`` from the run's ``AgentContext``, say its
    session) and closes it. The chat middleware offers the model only the tools the gate
    allows, judges the pending tool results when the model's next response arrives — with
    that response's text as the thought, before its function calls run — and, when the gate
    has tripped and the response calls a blocked tool, asks again with the allowed tools only
    (``finish_only``: a ``finish`` tool if the agent has one, else none, so it answers in
    text); a model that still calls one has its response replaced by the trip's reason as the
    final text, which ends the function-calling loop before its limit. The function
    middleware answers a blocked call without running it (a counted blocked call) and keeps
    each result for judging — a function that raises, or returns what ``str()`` cannot read,
    too: its error text is the result, judged useless.

    The episode is closed (:meth:`StopGate.end`, which writes it when the gate has
    ``record_to``) when the run returns — its text is the ``finish`` step — or raises (marked
    with the error). A streamed run (``agent.run(..., stream=True)``) is gated the same way
    while the caller reads it: its updates pass on as they come, except each model turn's
    function calls, which wait for the turn's end, where it is judged (a re-asked turn follows
    the first one's text; a stubborn model's run ends with the trip's reason streamed as the
    answer). Its episode closes when the stream ends (the last turn's text is the ``finish``
    step), raises, or is closed or dropped before its end (marked ``error``: the caller stopped
    reading).

    Parameters
    ----------
    gate : StopGate
    episode : callable, optional
        ``episode(agent_context) -> str``: name the episode yourself (it then keeps its
        counters from run to run). One that raises is logged, and the run gets a fresh id.
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> mw = StopGateMiddleware(StopGate("lexical", k=2))
    >>> mw.gate.k, mw.keep
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
        with warnings.catch_warnings():  # the framework marks its bundles experimental
            warnings.simplefilter("ignore")
            super().__init__([_Run(self), _Function(self), _Chat(self)])

    def _episode(self, context: Any) -> tuple[str, bool]:
        return name_episode(self.episode, context)
