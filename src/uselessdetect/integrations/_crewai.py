"""CrewAI adapter: attach_gate, a gate in a crew's (or one agent's) tool and model-call hooks."""

from __future__ import annotations

import contextlib
import functools
import inspect
import threading
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import Any

from ..gate import StopGate, label_scope, take_label
from ._common import (
    EpisodeLedger,
    call_query,
    description_of,
    logger,
    new_episode_id,
    require_extra,
    text_of,
)

with require_extra("crewai", "crewai", "CrewAI"):
    from crewai import Agent, Crew
    from crewai.agents.parser import AgentFinish
    from crewai.hooks.dispatch import InterceptionPoint, scoped_hooks

__all__ = ["attach_gate"]

#: The kickoff methods the gate wraps (those a target has).
_ENTRIES = ("kickoff", "kickoff_async", "akickoff")
#: The gates active in this context (one kickoff of a gated target): target id -> run.
_ACTIVE: ContextVar[dict[int, _Run] | None] = ContextVar("uselessdetect_crewai", default=None)


def _guarded(hook: Callable[..., Any]) -> Callable[..., Any]:
    """A hook that logs its own failure and lets the framework go on (CrewAI would hide it)."""

    @functools.wraps(hook)
    def guarded(self: Any, ctx: Any) -> Any:
        try:
            return hook(self, ctx)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: the %s hook failed (crewai)", hook.__name__, exc_info=True)
            return None

    return guarded


class _Run:
    """One kickoff: its episode, and the executors whose offered tools the gate cut."""

    def __init__(self, hooks: _Hooks, episode: str) -> None:
        self.hooks = hooks
        self.episode = episode
        self.tools: dict[int, tuple[Any, list[Any]]] = {}  # executor id -> (executor, all tools)
        self.executors: dict[int, Any] = {}  # agent id -> its latest executor
        self.refused: list[tuple[str, str]] = []  # (tool, input) of calls blocked, not yet reported
        self.lock = threading.Lock()

    # -------------------------------------------------------------- model calls
    @_guarded
    def before_model(self, ctx: Any) -> None:
        """Judge the results the last turn made; offer only the tools still allowed."""
        ledger = self.hooks.ledger
        if not ledger.question(self.episode):  # a crew's kickoff: its first task's
            ledger.ask(self.episode, _question(ctx))
        ledger.judge_pending(self.episode)  # native calls carry no text: no thought
        executor = ctx.executor
        tools = getattr(executor, "_openai_tools", None)
        if executor is None or not isinstance(tools, list):
            return
        with self.lock:
            self.executors[id(ctx.agent)] = executor
            _, full = self.tools.setdefault(id(executor), (executor, list(tools)))
        for t in full:  # whether the gate counts each tool: once per name
            ledger.describe(_tool_name(t), _own_description(description_of(t)))
        kept, _ = ledger.restriction(self.episode, [_tool_name(t) for t in full])
        tools[:] = [t for t in full if _tool_name(t) in kept]  # the very list the call sends

    # --------------------------------------------------------------- tool calls
    @_guarded
    def before_tool(self, ctx: Any) -> bool | None:
        """Block a call the gate forbids; the agent's run then ends with the stop answer."""
        ledger, name, args = self.hooks.ledger, str(ctx.tool_name), dict(ctx.tool_input or {})
        ledger.describe(name, _own_description(description_of(getattr(ctx, "tool", None))))
        if ledger.refuse(self.episode, name, args) is None:
            return None
        with self.lock:
            self.refused.append((name, call_query(args)))
            executor = self.executors.get(id(ctx.agent))
        state = getattr(executor, "state", None)
        if state is not None and hasattr(state, "is_finished"):
            text = ledger.final_text(self.episode)
            state.current_answer = AgentFinish(thought="", output=text, text=text)
            state.is_finished = True  # the executor's own finish (as a result_as_answer tool's)
        return False

    @_guarded
    def after_tool(self, ctx: Any) -> str | None:
        """Keep a result that ran for the model's next turn; tell a refused call why."""
        name, args = str(ctx.tool_name), dict(ctx.tool_input or {})
        with self.lock:
            refused = (name, call_query(args)) in self.refused
            if refused:
                self.refused.remove((name, call_query(args)))
        if refused:
            return self.hooks.ledger.refusal(self.episode)  # replaces CrewAI's "blocked" text
        raw = ctx.raw_tool_result
        label = take_label(name, raw if isinstance(raw, str) else None)
        self.hooks.ledger.ran(self.episode, name, args, text_of(ctx.tool_result), label=label)
        return None

    # ------------------------------------------------------------------- close
    def restore(self) -> None:
        """Give every executor the run touched its tools back."""
        with self.lock:
            touched = list(self.tools.values())
        for executor, full in touched:
            tools = getattr(executor, "_openai_tools", None)
            if isinstance(tools, list):
                tools[:] = full

    def scope(self) -> dict[Any, list[Callable[[Any], Any]]]:
        return {
            InterceptionPoint.PRE_MODEL_CALL: [self.before_model],
            InterceptionPoint.PRE_TOOL_CALL: [self.before_tool],
            InterceptionPoint.POST_TOOL_CALL: [self.after_tool],
        }


class _Hooks:
    """The gate attached to one crew or agent: its ledger and its wrapped kickoffs."""

    def __init__(
        self, target: Any, gate: StopGate, stop_text: str | None, episode: Callable[..., str] | None
    ) -> None:
        self.key = id(target)
        self.gate = gate
        self.ledger = EpisodeLedger(gate, stop_text=stop_text)
        self.episode = episode

    @contextlib.contextmanager
    def run(self, call: inspect.BoundArguments) -> Iterator[_Run | None]:
        """One kickoff: its episode, its hooks scoped to it, closed when it returns or raises."""
        active = _ACTIVE.get() or {}
        if self.key in active:  # a kickoff inside this target's own kickoff (async, stream)
            yield None
            return
        namer, episode = self.episode, new_episode_id()
        if namer is not None:
            try:
                episode = str(namer(*call.args, **call.kwargs))
            except Exception:  # the gate never raises into the framework
                logger.warning(
                    "gate: naming the episode failed; a fresh one is used", exc_info=True
                )
                namer = None
        named = namer is not None
        run = _Run(self, episode)
        self.ledger.open(episode, question=_asked(call), keep=named)
        mark = _ACTIVE.set({**active, self.key: run})
        try:
            with scoped_hooks(_merged(run.scope())), label_scope():
                yield run
        finally:
            _ACTIVE.reset(mark)
            run.restore()

    def close(self, run: _Run, *, output: Any = None, error: BaseException | None = None) -> None:
        answer = None if error is not None else _answer(output)
        self.ledger.close(run.episode, answer=answer, error=error)


def _merged(ours: dict[Any, list[Any]]) -> dict[Any, list[Any]]:
    """The hooks already scoped to this execution (the user's), then ours."""
    from crewai.hooks.dispatch import get_scoped_hooks

    points = set(InterceptionPoint)
    out = {p: list(get_scoped_hooks(p)) for p in points}
    for point, hooks in ours.items():
        out[point].extend(hooks)
    return {p: h for p, h in out.items() if h}


def _tool_name(tool: Any) -> str:
    fn = tool.get("function", {}) if isinstance(tool, dict) else getattr(tool, "function", None)
    name = fn.get("name") if isinstance(fn, dict) else getattr(fn, "name", None)
    return str(name or (tool.get("name", "") if isinstance(tool, dict) else ""))


def _own_description(text: Any) -> Any:
    """A tool's own words: CrewAI prefixes a tool's description with its name and argument
    schema (``Tool Name: ...``, ``Tool Arguments: ...``, ``Tool Description: <its own>``, one
    a line).

    Examples
    --------
    >>> _own_description("Tool Name: pay\\nTool Arguments: {}\\nTool Description: Pay.")
    'Pay.'
    """
    if isinstance(text, str) and "Tool Description:" in text:
        return text.rsplit("Tool Description:", 1)[1].strip()
    return text


def _question(ctx: Any) -> str:
    task = getattr(ctx, "task", None)
    if task is not None and getattr(task, "description", None):
        return str(task.description).strip()
    for message in ctx.messages or []:
        if isinstance(message, dict) and message.get("role") == "user":
            return text_of(message.get("content")).strip()
    return ""


def _asked(call: inspect.BoundArguments) -> str:
    messages = call.arguments.get("messages")
    if isinstance(messages, str):
        return messages
    if isinstance(messages, list):
        users = [m for m in messages if isinstance(m, dict) and m.get("role") == "user"]
        return text_of(users[-1].get("content")) if users else ""
    return ""


def _answer(output: Any) -> str | None:
    if output is None:
        return None
    raw = getattr(output, "raw", None)
    return str(raw) if raw is not None else str(output)


def _wrap(hooks: _Hooks, method: Any) -> Any:
    signature = inspect.signature(method)

    def bind(args: Any, kwargs: Any) -> inspect.BoundArguments:
        try:
            return signature.bind(*args, **kwargs)
        except TypeError:  # let the framework say what is wrong with the call
            return signature.bind_partial()

    if inspect.iscoroutinefunction(method):

        @functools.wraps(method)
        async def gated_async(*args: Any, **kwargs: Any) -> Any:
            with hooks.run(bind(args, kwargs)) as run:
                if run is None:
                    return await method(*args, **kwargs)
                try:
                    output = await method(*args, **kwargs)
                except BaseException as exc:
                    hooks.close(run, error=exc)
                    raise
                hooks.close(run, output=output)
                return output

        return gated_async

    @functools.wraps(method)
    def gated(*args: Any, **kwargs: Any) -> Any:
        with hooks.run(bind(args, kwargs)) as run:
            if run is None:
                return method(*args, **kwargs)
            try:
                output = method(*args, **kwargs)
            except BaseException as exc:
                hooks.close(run, error=exc)
                raise
            hooks.close(run, output=output)
            return output

    return gated


def attach_gate(
    target: Any,
    gate: StopGate,
    *,
    stop_text: str | None = None,
    episode: Callable[..., str] | None = None,
) -> Any:
    """Put a :class:`~uselessdetect.gate.StopGate` in a CrewAI ``Crew`` or ``Agent``.

    Use it as ``crew = attach_gate(crew, gate)`` (or an ``Agent`` run with ``kickoff``); it
    returns the target, gated in place. Each ``kickoff`` (``kickoff_async``, ``akickoff``)
    is one episode, closed when it returns or raises (:meth:`StopGate.end`, which writes it
    when the gate has ``record_to``). The gate's hooks are CrewAI's own tool-call and
    model-call hooks, scoped to that kickoff (``crewai.hooks.dispatch.scoped_hooks``): other
    crews, and the process's global hooks, are untouched.

    Each tool result is judged before the model's next call (a native tool call carries no
    text, so there is no thought); that call is offered only the tools the gate allows
    (``finish_only``: none, so the model answers in text; ``drop_tool``: all but the failing
    one). A call to a blocked tool is not run (CrewAI's ``before_tool_call`` returns
    ``False``; it is recorded as blocked) and the agent's run ends with the stop text as its
    final answer, never at ``max_iter``.

    Parameters
    ----------
    target : crewai.Crew or crewai.Agent
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).
    episode : callable, optional
        ``episode(*kickoff_args, **kickoff_kwargs) -> str``: name each kickoff's episode
        yourself (say, from ``inputs``); a named episode keeps its counters for the next
        kickoff under that name. Default: a fresh id per kickoff.

    Returns
    -------
    The target, gated.

    Examples
    --------
    >>> from crewai import Agent
    >>> agent = Agent(role="researcher", goal="answer", backstory="reads", llm="gpt-4o-mini")
    >>> attach_gate(agent, StopGate("lexical", k=2)) is agent
    True
    """
    if not isinstance(target, (Crew, Agent)):
        raise TypeError(f"attach_gate gates a crewai Crew or Agent; got {type(target).__name__}")
    hooks = _Hooks(target, gate, stop_text, episode)
    for name in _ENTRIES:
        method = getattr(type(target), name, None)
        if method is not None:
            object.__setattr__(target, name, _wrap(hooks, method.__get__(target, type(target))))
    copy = type(target).copy.__get__(target, type(target))

    @functools.wraps(copy)
    def gated_copy(*args: Any, **kwargs: Any) -> Any:  # kickoff_for_each runs copies
        return attach_gate(copy(*args, **kwargs), gate, stop_text=stop_text, episode=episode)

    object.__setattr__(target, "copy", gated_copy)
    return target
