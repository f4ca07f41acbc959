"""Semantic Kernel adapter: StopGateFilter, a kernel filter that judges each auto-invoked
function's result, takes the failing functions out of the request settings and ends the
function-calling loop of a model that calls one anyway."""

from __future__ import annotations

import contextlib
import contextvars
import threading
import weakref
from collections.abc import Awaitable, Callable
from typing import Any

from ..gate import StopGate
from ._common import EpisodeLedger, logger, new_episode_id, require_extra

with require_extra("semantic_kernel", "semantic-kernel", "Semantic Kernel"):
    from semantic_kernel.contents import AuthorRole, ChatMessageContent
    from semantic_kernel.filters import AutoFunctionInvocationContext, FunctionInvocationContext
    from semantic_kernel.functions import FunctionResult, KernelFunctionFromPrompt

__all__ = ["StopGateFilter"]

# The episode of the kernel.invoke (a prompt function) around this call, set by the filter when
# it is also registered for "function_invocation"; and whether the call is a function the
# auto-invocation loop runs (a tool), which that filter passes through.
_RUN: contextvars.ContextVar[str | None] = contextvars.ContextVar(
    "uselessdetect_sk_run", default=None
)
_TOOL: contextvars.ContextVar[bool] = contextvars.ContextVar("uselessdetect_sk_tool", default=False)

# Semantic Kernel answers a function that raises with this text as its result (kernel.py)
_ERROR = "An error occurred while invoking the function {}: "

Next = Callable[[Any], Awaitable[None]]


class _ToolFailed(Exception):
    """A function that raised: Semantic Kernel turned its error into its result text."""


def _short(name: str) -> str:
    """A tool's function name from its fully qualified ``plugin-function`` name."""
    return name.rsplit("-", 1)[-1]


def _turn(history: Any) -> tuple[int, str, str]:
    """The index and text of the last user message, and the text of the last assistant turn."""
    messages = list(getattr(history, "messages", None) or [])
    index, question, thought = -1, "", ""
    for i, m in enumerate(messages):
        if m.role == AuthorRole.USER:
            index, question = i, str(m.content or "")
    for m in reversed(messages):
        if m.role == AuthorRole.ASSISTANT:
            thought = str(m.content or "")
            break
    return index, question, thought


def _is_run(context: Any) -> bool:
    """A prompt function invoked outside a tool call: a run of the model (its own loop)."""
    return not _TOOL.get() and isinstance(context.function, KernelFunctionFromPrompt)


class StopGateFilter:
    """Put a :class:`~uselessdetect.gate.StopGate` in a Semantic Kernel kernel.

    Add it as ``kernel.add_filter("auto_function_invocation", StopGateFilter(gate))``. Around
    each function the model's function-calling loop invokes (the tool), it refuses a call the
    gate blocks, runs the others, and judges each result as soon as it returns (Semantic
    Kernel has no hook between the model's response and its function calls, so no thought is
    read; the recorded step's thought is the text the model wrote with the call) with the
    function's name as ``source``. A function that raises — Semantic Kernel answers it with
    an error text — is a failed result, judged useless. Once the gate trips, the request
    settings the loop sends are cut to the allowed tools (``finish_only``: a ``finish``
    function if the kernel has one, else none, so the model answers in text); a model that
    calls a blocked function anyway gets no execution (a counted blocked call), and the loop
    ends there (``context.terminate``) with the stop text as that call's result.

    Episodes: one per chat history and user message — a new user message in the same
    history, or a new history, is a new episode — closed when the gate ends the run, when
    the next user message starts another, or when the history is freed. Added for
    ``"function_invocation"`` too, each invocation of a prompt function (``invoke_prompt``)
    outside a tool call is one episode, closed when it returns (its answer the ``finish``
    step; the stop text when the gate ended it) or raises (marked with the error).

    Parameters
    ----------
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Examples
    --------
    >>> f = StopGateFilter(StopGate("lexical", k=2))
    >>> f.gate.k
    2
    """

    def __init__(self, gate: StopGate, *, stop_text: str | None = None) -> None:
        self.gate = gate
        self.stop_text = stop_text
        self._ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._histories: dict[int, tuple[int, str]] = {}  # id(history) -> (user index, episode)
        self._stopped: set[str] = set()  # episodes the gate ended, not yet closed
        self._lock = threading.Lock()

    async def __call__(self, context: Any, next: Next) -> None:
        if isinstance(context, AutoFunctionInvocationContext):
            await self._tool(context, next)
        elif isinstance(context, FunctionInvocationContext) and _is_run(context):
            await self._run(context, next)
        else:
            await next(context)

    # ------------------------------------------------------------- runs
    async def _run(self, context: Any, next: Next) -> None:
        if _RUN.get() is not None:  # a prompt function inside a gated run
            await next(context)
            return
        episode = new_episode_id()
        self._ledger.open(episode)
        token = _RUN.set(episode)
        try:
            await next(context)
        except BaseException as exc:
            self._ledger.close(episode, error=exc)
            raise
        finally:
            _RUN.reset(token)
        answer: str | None = None
        try:
            if self._take_stopped(episode):
                answer = self._ledger.final_text(episode)
                message = ChatMessageContent(role=AuthorRole.ASSISTANT, content=answer)
                context.result = FunctionResult(function=context.function.metadata, value=[message])
            elif context.result is not None:
                answer = str(context.result) or None
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: reading the run's answer failed", exc_info=True)
        self._ledger.close(episode, answer=answer)

    def _take_stopped(self, episode: str) -> bool:
        with self._lock:
            stopped = episode in self._stopped
            self._stopped.discard(episode)
        return stopped

    def _episode(self, history: Any) -> tuple[str, str, str]:
        """The call's episode (opened here if new), and the question and the turn's text."""
        index, question, thought = _turn(history)
        run = _RUN.get()
        if run is not None:
            self._ledger.ask(run, question)
            return run, question, thought
        key = id(history)
        with self._lock:
            found = self._histories.get(key)
            if found is not None and found[0] == index:
                return found[1], question, thought
            episode = new_episode_id()
            self._histories[key] = (index, episode)
        if found is not None:
            self._end(found[1])  # a new user message: the last question's run is over
        else:
            weakref.finalize(history, self._freed, key)
        self._ledger.open(episode, question=question)
        return episode, question, thought

    def _freed(self, key: int) -> None:
        with self._lock:
            found = self._histories.pop(key, None)
        if found is not None:
            self._end(found[1])

    def _end(self, episode: str, answer: str | None = None) -> None:
        with self._lock:
            self._stopped.discard(episode)
            for key, (_, named) in list(self._histories.items()):
                if named == episode and answer is not None:
                    del self._histories[key]  # the gate ended it: the history's next call is new
        self._ledger.close(episode, answer=answer, if_open=True)

    # ------------------------------------------------------------- tools
    async def _tool(self, context: Any, next: Next) -> None:
        try:
            episode, _, thought = self._episode(context.chat_history)
            call = context.function_call_content
            name, call_id = str(context.function.name), str(call.id)
            self._ledger.describe(name, getattr(context.function, "description", None))
            args = dict(call.parse_arguments() or {})
            self._ledger.wrote(episode, [call_id], thought)
        except Exception:
            if self.gate.strict:
                raise
            logger.warning("gate: reading a function call failed; it runs ungated", exc_info=True)
            await next(context)
            return
        ran = False

        async def run() -> Any:
            nonlocal ran
            ran = True
            await self._invoke(context, next)
            return context.function_result.value if context.function_result else None

        with contextlib.suppress(_ToolFailed):  # kept as a failed result; SK's text is its result
            await self._ledger.aexecute(episode, name, args, run, call_id=call_id)
        if not ran:
            self._stop(context, episode)
            return
        self._judge(context, episode, call_id)

    async def _invoke(self, context: Any, next: Next) -> None:
        token = _TOOL.set(True)
        try:
            await next(context)
        finally:
            _TOOL.reset(token)
        value = context.function_result.value if context.function_result else None
        failed = _ERROR.format(context.function.fully_qualified_name)
        if isinstance(value, str) and value.startswith(failed):
            raise _ToolFailed(value[len(failed) :])

    def _judge(self, context: Any, episode: str, call_id: str) -> None:
        try:
            self._ledger.judge_pending(episode, calls=[call_id])  # no thought: see the class
            self._restrict(context.execution_settings, episode)
        except Exception:  # the gate never raises into the framework
            if self.gate.strict:
                raise
            logger.warning("gate: judging a function's result failed", exc_info=True)

    def _restrict(self, settings: Any, episode: str) -> None:
        tools = list(getattr(settings, "tools", None) or [])
        names = [_short(str(t.get("function", {}).get("name", ""))) for t in tools]
        kept, _ = self._ledger.restriction(episode, names)
        if len(kept) == len(tools):
            return
        settings.tools = [t for t, n in zip(tools, names, strict=True) if n in kept] or None
        if settings.tools is None and hasattr(settings, "tool_choice"):
            settings.tool_choice = None  # nothing left to call: never force a mode

    def _stop(self, context: Any, episode: str) -> None:
        """A blocked call: its result is the stop text and the loop ends there."""
        final = self._ledger.final_text(episode)
        context.function_result = FunctionResult(function=context.function.metadata, value=final)
        context.terminate = True
        try:
            self._restrict(context.execution_settings, episode)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: restricting the tools failed", exc_info=True)
        if _RUN.get() == episode:
            with self._lock:
                self._stopped.add(episode)  # the run filter closes it with its answer
        else:
            self._end(episode, answer=final)
