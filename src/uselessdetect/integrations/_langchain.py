"""LangChain v1 adapter: StopGateMiddleware for ``create_agent`` and LangGraph's ``ToolNode``."""

from __future__ import annotations

import contextlib
from collections.abc import Awaitable, Callable, Iterator, Sequence
from typing import Any

from typing_extensions import NotRequired

from ..gate import GateDecision, StopGate, label_scope
from ._common import (
    GATE_KEY,
    EpisodeLedger,
    description_of,
    logger,
    new_episode_id,
    require_extra,
    text_of,
)

with require_extra("langchain", "langchain", "LangChain v1"):
    from langchain.agents.middleware import AgentMiddleware, AgentState, ModelRequest
    from langchain_core.messages import AIMessage, BaseMessage, HumanMessage, ToolMessage

__all__ = ["EPISODE_KEY", "GateState", "StopGateMiddleware"]

_BLOCKED = "uselessdetect_blocked"

#: The state key that names the episode (set it in the input to name one yourself).
EPISODE_KEY = "uselessdetect_episode"


class GateState(AgentState[Any]):
    """The agent state plus the gate's episode id and its record of decisions."""

    uselessdetect_episode: NotRequired[str]
    uselessdetect_gate: NotRequired[dict[str, Any]]


def _config_thread_id() -> str | None:
    try:
        from langgraph.config import get_config

        tid = get_config().get("configurable", {}).get("thread_id")
    except Exception:  # outside a runnable context
        return None
    return None if tid is None else str(tid)


def _episode_of(state: Any) -> str:
    """The episode of a run: the state's id, else the thread's, else the first message's."""
    if isinstance(state, dict) and state.get(EPISODE_KEY):
        return str(state[EPISODE_KEY])
    tid = _config_thread_id()
    if tid is not None:
        return tid
    messages = _messages(state)
    return str(messages[0].id) if messages and messages[0].id else "default"


def _messages(state: Any) -> list[BaseMessage]:
    if isinstance(state, dict):
        return list(state.get("messages", []))
    return list(state) if isinstance(state, list) else list(getattr(state, "messages", []))


def _question(messages: Sequence[BaseMessage]) -> str:
    return next((text_of(m.content) for m in messages if isinstance(m, HumanMessage)), "")


def _latest_question(messages: Sequence[BaseMessage]) -> str:
    """The question of this invocation: the latest human message (a thread's new turn)."""
    return next((text_of(m.content) for m in reversed(messages) if isinstance(m, HumanMessage)), "")


def _call_of(messages: Sequence[BaseMessage], call_id: str | None) -> tuple[Any, str]:
    """A tool call's arguments and the text the model wrote with it."""
    for m in reversed(messages):
        if isinstance(m, AIMessage):
            for call in m.tool_calls:
                if call.get("id") == call_id:
                    return call.get("args"), text_of(m.content)
    return None, ""


def _bubbles(exc: BaseException) -> bool:
    """Whether ``exc`` is LangGraph's control flow (an interrupt), not a failed run."""
    try:
        from langgraph.errors import GraphBubbleUp
    except ImportError:  # pragma: no cover
        return False
    return isinstance(exc, GraphBubbleUp)


def _ai_of(response: Any) -> AIMessage | None:
    result = response if isinstance(response, AIMessage) else getattr(response, "result", [])
    if isinstance(result, AIMessage):
        return result
    return next((m for m in reversed(result) if isinstance(m, AIMessage)), None)


def _tool_name(tool: Any) -> str:
    if isinstance(tool, dict):
        fn = tool.get("function")
        return str(fn.get("name") if isinstance(fn, dict) else tool.get("name", ""))
    return str(getattr(tool, "name", ""))


class StopGateMiddleware(AgentMiddleware[GateState, Any]):
    """Put a :class:`~uselessdetect.gate.StopGate` in a LangChain v1 agent.

    Use it as ``create_agent(model, tools, middleware=[StopGateMiddleware(gate)])``. Each
    agent run is one episode: the run's ``thread_id`` when a checkpointer keeps the state
    across invocations, otherwise a fresh id per invocation (or the ``uselessdetect_episode``
    you put in the input). Every tool result is judged with its tool name as ``source``, the
    call's ``query`` argument (else its single string argument, else compact JSON), the
    invocation's latest human message as
    the question and — with ``judge_at="model"`` — the model's next message as ``thought``,
    before that message's tool calls run. When the gate trips, the model is asked again with
    the tools it still may use (``finish_only``: a ``finish`` tool if the agent has one,
    else none, so it answers in text); if it still calls a blocked tool, its message is
    replaced by a final answer that says why the run stopped. Decisions are recorded in the
    state under ``uselessdetect_gate``.

    The middleware closes the episode itself (:meth:`StopGate.end`, which writes it when the
    gate has ``record_to``): when the run ends (``after_agent``: the final message is the
    ``finish`` step; results no model turn judged are judged then, without a thought), and
    when the model or a tool raises (the record's ``error`` says so; the exception goes on).
    A thread kept by a checkpointer, or an episode named in the input, is recorded at the end
    of each invocation and keeps its counters for the next one. Each recorded step's thought
    is the text of the model message that made the call; a call the gate refused is recorded
    with an observation that says so. A ``GraphRecursionError`` (``recursion_limit``) is
    raised by LangGraph outside every middleware hook: give a budget with
    ``ToolCallLimitMiddleware`` / ``ModelCallLimitMiddleware``, which end the run normally, or
    name the episode in the input and call ``gate.end(name, error=exc)`` yourself.

    Parameters
    ----------
    gate : StopGate
        The gate (one serves many concurrent runs: its counters are per episode).
    judge_at : {"model", "tool"}, default "model"
        ``"model"`` judges a result when the next model message arrives (the thought is
        read); ``"tool"`` judges it as soon as the tool returns (no thought) — the mode for
        LangGraph's ``ToolNode(tools, wrap_tool_call=middleware.wrap_tool_call)``.
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> from uselessdetect.gate import StopGate
    >>> mw = StopGateMiddleware(StopGate("lexical", k=2))
    >>> mw.name, mw.judge_at
    ('StopGateMiddleware', 'model')
    """

    state_schema = GateState

    def __init__(
        self, gate: StopGate, *, judge_at: str = "model", stop_text: str | None = None
    ) -> None:
        super().__init__()
        if judge_at not in ("model", "tool"):
            raise ValueError(f"judge_at must be 'model' or 'tool', got {judge_at!r}")
        self.gate = gate
        self.judge_at = judge_at
        self.stop_text = stop_text
        self.tools = []
        self._new: dict[str, list[dict[str, Any]]] = {}
        self._in_agent = False  # set by create_agent's hooks; a bare ToolNode keeps no record
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._last_ai: dict[str, str | None] = {}  # episode -> id of the model's latest message

    # ----------------------------------------------------------------- episodes
    def before_agent(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """Name the run's episode (a new run starts with fresh counters)."""
        self._in_agent = True
        question = _latest_question(_messages(state))
        named = state.get(EPISODE_KEY)
        if named:  # a thread kept by a checkpointer, or an episode the user named
            self._open(str(named), question, keep=True)
            return None
        thread = _config_thread_id()
        episode = thread or new_episode_id()
        self.gate.reset(episode)
        self._open(episode, question, keep=thread is not None)
        return {EPISODE_KEY: episode}

    def _open(self, episode: str, question: str, *, keep: bool) -> None:
        if self._ledger.open(episode, question=question, keep=keep) is None:
            self._ledger.ask(episode, question)  # an invocation that was never closed

    def after_agent(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """Close the run's episode: judge what is left, add the answer, record."""
        episode = _episode_of(state)
        try:
            answer, thought = self._answer(episode, _messages(state))
            self._last_ai.pop(episode, None)
            self._ledger.close(episode, answer=answer, step={"thought": thought})
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: closing episode %s failed", episode, exc_info=True)
        return None

    async def aafter_agent(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """See :meth:`after_agent`."""
        return self.after_agent(state, runtime)

    def _answer(self, episode: str, messages: Sequence[BaseMessage]) -> tuple[str | None, str]:
        """The final answer and the text written with it (``None``: the run did not answer).

        A closing message that the model did not write (a call or model limit ended the run)
        is no answer.
        """
        last = messages[-1] if messages else None
        if isinstance(last, AIMessage) and not last.tool_calls:
            if last.id is None or last.id != self._last_ai.get(episode):
                return None, ""
            text = text_of(last.content)
            return text, text
        if isinstance(last, ToolMessage) and last.name == self.gate.finish_action:
            args, thought = _call_of(messages, last.tool_call_id)
            return text_of(last.content), thought  # a return_direct finish tool
        return None, ""

    @contextlib.contextmanager
    def _ending_on_error(self, episode: str) -> Iterator[None]:
        """Around a model or tool call: one that raises ends the run, so its episode is
        closed, marked with the error, which goes on (LangGraph's control flow excepted)."""
        try:
            yield
        except BaseException as exc:
            if not _bubbles(exc) and self._in_agent:
                self._last_ai.pop(episode, None)
                self._ledger.close(episode, error=exc)
            raise

    async def abefore_agent(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """See :meth:`before_agent`."""
        return self.before_agent(state, runtime)

    def after_model(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """Record the decisions of the latest model turn in the state."""
        episode = _episode_of(state)
        new = self._new.pop(episode, [])
        old: Any = state.get(GATE_KEY) or {}
        record = {
            "episode": episode,
            "k": self.gate.k,
            "mode": self.gate.mode,
            **self.gate.state(episode),
            "decisions": [*old.get("decisions", []), *new],
        }
        return {GATE_KEY: record}

    async def aafter_model(self, state: GateState, runtime: Any) -> dict[str, Any] | None:
        """See :meth:`after_model`."""
        return self.after_model(state, runtime)

    # ------------------------------------------------------------- model calls
    def wrap_model_call(self, request: ModelRequest, handler: Callable[[ModelRequest], Any]) -> Any:
        """Judge the pending results with the new message as thought; restrict; stop."""
        episode = _episode_of(request.state)
        with self._ending_on_error(episode):
            response = handler(self._restricted(request, episode))
            if self._judge(request, episode, response):
                response = handler(self._restricted(request, episode))
        return self._finish(response, episode)

    async def awrap_model_call(
        self, request: ModelRequest, handler: Callable[[ModelRequest], Awaitable[Any]]
    ) -> Any:
        """See :meth:`wrap_model_call`."""
        episode = _episode_of(request.state)
        with self._ending_on_error(episode):
            response = await handler(self._restricted(request, episode))
            if self._judge(request, episode, response):
                response = await handler(self._restricted(request, episode))
        return self._finish(response, episode)

    def _restricted(self, request: ModelRequest, episode: str) -> ModelRequest:
        names = [_tool_name(t) for t in request.tools]
        for name, t in zip(names, request.tools, strict=True):  # once per name: a set look-up
            self._ledger.describe(name, description_of(t))
        kept, force = self._ledger.restriction(episode, names)
        if len(kept) == len(names):
            return request
        tools = [t for t in request.tools if _tool_name(t) in kept]
        choice = request.tool_choice if force in (None, "none") else force
        return request.override(tools=tools, tool_choice=choice if tools else None)

    def _question_of(self, episode: str, messages: Sequence[BaseMessage]) -> str:
        return self._ledger.question(episode) or _question(messages)

    def _judge(self, request: ModelRequest, episode: str, response: Any) -> bool:
        """Judge the pending results; whether the response must be asked for again."""
        if self.judge_at != "model" or not self._ledger.has_pending(episode):
            return False
        ai = _ai_of(response)
        thought = text_of(ai.content) if ai is not None else ""
        question = self._question_of(episode, request.messages)
        for d in self._ledger.judge_pending(episode, thought, question=question):
            self._record(episode, d)
        calls = ai.tool_calls if ai is not None else []
        return bool(self._ledger.blocked(episode, [c["name"] for c in calls]))

    def _record(self, episode: str, decision: GateDecision | None) -> None:
        if decision is not None and self._in_agent:
            self._new.setdefault(episode, []).append(decision.to_dict())

    def _finish(self, response: Any, episode: str) -> Any:
        """Drop calls to blocked tools; a message left without any becomes the final answer."""
        ai = _ai_of(response)
        self._last_ai[episode] = None if ai is None else ai.id
        if ai is None:
            return response
        named = [(str(c["name"]), c.get("args")) for c in ai.tool_calls]
        dropped = self._ledger.drop_blocked(episode, named, text_of(ai.content))
        if not dropped:
            return response
        calls = [c for i, c in enumerate(ai.tool_calls) if i not in dropped]
        content = ai.content if calls else self._ledger.final_text(episode)
        fixed = ai.model_copy(update={"tool_calls": calls, "content": content})
        if isinstance(response, AIMessage):
            return fixed
        result = [fixed if m is ai else m for m in response.result]
        return type(response)(result=result, structured_response=response.structured_response)

    # -------------------------------------------------------------- tool calls
    def wrap_tool_call(self, request: Any, handler: Callable[[Any], Any]) -> Any:
        """Refuse a call to a blocked tool; keep the result for judging (or judge it now)."""
        episode = _episode_of(request.state)
        refused = self._refused(request, episode)
        if refused is not None:
            return refused
        with self._ending_on_error(episode), label_scope():
            try:
                result = handler(request)
            except Exception as exc:
                self._tool_failed(request, episode, exc)
                raise
            self._ran(request, episode, result)
        return result

    async def awrap_tool_call(self, request: Any, handler: Callable[[Any], Awaitable[Any]]) -> Any:
        """See :meth:`wrap_tool_call`."""
        episode = _episode_of(request.state)
        refused = self._refused(request, episode)
        if refused is not None:
            return refused
        with self._ending_on_error(episode), label_scope():
            try:
                result = await handler(request)
            except Exception as exc:
                self._tool_failed(request, episode, exc)
                raise
            self._ran(request, episode, result)
        return result

    def _refused(self, request: Any, episode: str) -> ToolMessage | None:
        call = request.tool_call
        tool = getattr(request, "tool", None)  # a bare ToolNode's tools reach no model call
        if tool is not None:
            self._ledger.describe(str(call["name"]), description_of(tool))
        _, wrote = _call_of(_messages(request.state), call.get("id"))
        text = self._ledger.refuse(episode, str(call["name"]), call.get("args"), thought=wrote)
        if text is None:
            return None
        return ToolMessage(
            content=text,
            tool_call_id=call["id"],
            name=call["name"],
            status="error",
            additional_kwargs={_BLOCKED: True},  # not a result: never judged
        )

    def _tool_failed(self, request: Any, episode: str, exc: BaseException) -> None:
        """Keep a tool that raised as a result (its error, judged useless) for the record."""
        if _bubbles(exc):  # LangGraph's control flow (an interrupt): no failure
            return
        call = request.tool_call
        _, wrote = _call_of(_messages(request.state), call.get("id"))
        self._ledger.failed(
            episode, str(call["name"]), call.get("args"), exc, call_id=call.get("id"), thought=wrote
        )

    def _ran(self, request: Any, episode: str, result: Any) -> None:
        """Keep the call's result for the next model turn (``judge_at="tool"``: judge it now)."""
        call = request.tool_call
        message = next(
            (m for m in _tool_messages(result) if m.tool_call_id == call.get("id")), None
        )
        if message is None:
            return
        messages = _messages(request.state)
        _, wrote = _call_of(messages, call.get("id"))
        failed = message.content if getattr(message, "status", None) == "error" else None
        self._ledger.ran(
            episode, str(call["name"]), call.get("args"), message.content,
            call_id=call["id"], thought=wrote, error=None if failed is None else text_of(failed),
        )  # fmt: skip
        if self.judge_at == "tool":
            question = self._question_of(episode, messages)
            for d in self._ledger.judge_pending(episode, calls=[call["id"]], question=question):
                self._record(episode, d)


def _tool_messages(result: Any) -> list[ToolMessage]:
    """The tool messages a tool call returned (itself, or those of a ``Command``'s update)."""
    if isinstance(result, ToolMessage):
        return [result]
    update = getattr(result, "update", None)
    found = update.get("messages", []) if isinstance(update, dict) else []
    return [m for m in found if isinstance(m, ToolMessage)]
