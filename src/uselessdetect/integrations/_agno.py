"""Agno adapter: gate_agent, which puts a StopGate into an Agno ``Agent`` through the Agent's
own ``tool_hooks`` (a hook around every tool call) and ends a stopped run with
``StopAgentRun``; a run that pauses (a tool that needs confirmation) keeps its episode open
until ``continue_run`` / ``acontinue_run`` resumes it."""

from __future__ import annotations

import functools
import inspect
import threading
from collections import OrderedDict
from collections.abc import Callable, Iterator
from typing import Any

from ..gate import StopGate, label_scope
from ._agno_stream import RUN as _RUN
from ._agno_stream import StreamEpisode, agated_stream, gated_stream, streams
from ._common import EpisodeLedger, logger, new_episode_id, require_extra, text_of

with require_extra("agno", "agno", "Agno"):
    from agno.exceptions import StopAgentRun

__all__ = ["gate_agent"]

#: Paused runs whose episode stays open for ``continue_run``; past this many, the oldest is
#: closed (marked :data:`NEVER_CONTINUED`).
PAUSED_MAX = 1_000
NEVER_CONTINUED = "the run paused and was not continued"


def _question(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    given = kwargs.get("input", args[0] if args else None)
    if isinstance(given, str):
        return given
    try:
        items = given if isinstance(given, list) else [given]
        for m in reversed(items):
            role = m.get("role") if isinstance(m, dict) else getattr(m, "role", None)
            if role == "user":
                content = m.get("content") if isinstance(m, dict) else m.content
                return str(content or "")
    except Exception:  # the gate never raises into the framework
        logger.warning("gate: reading the run's question failed", exc_info=True)
    return ""


def _continued_question(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    """The question of a run resumed by ``continue_run``: its new ``input``, else the paused
    run's own input (``run_response.input``)."""
    given = kwargs.get("input")
    if isinstance(given, str) and given:
        return given
    try:
        run = kwargs.get("run_response", args[0] if args else None)
        content = getattr(getattr(run, "input", None), "input_content", None)
        return content if isinstance(content, str) else ""
    except Exception:  # the gate never raises into the framework
        logger.warning("gate: reading the continued run's question failed", exc_info=True)
        return ""


def _continued_run_id(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str | None:
    """The Agno ``run_id`` a ``continue_run`` call resumes (its ``run_response``'s, or the
    ``run_id`` given)."""
    run = kwargs.get("run_response", args[0] if args else None)
    run_id = getattr(run, "run_id", None) or kwargs.get("run_id")
    return run_id if isinstance(run_id, str) else None


def _described(tools: Any) -> Iterator[tuple[str, Any]]:
    """An Agent's tools and their descriptions: functions (their docstring, as Agno reads
    it), ``Function`` objects, and a ``Toolkit``'s functions."""
    for tool in tools if isinstance(tools, (list, tuple)) else ():
        functions = getattr(tool, "functions", None)
        if isinstance(functions, dict):  # a Toolkit: its sync and async functions
            found = [*functions.values(), *(getattr(tool, "async_functions", None) or {}).values()]
        else:
            found = [tool]
        for f in found:
            entry = getattr(f, "entrypoint", None)
            if entry is not None:  # an agno Function (a toolkit's is described at first use)
                yield str(f.name), getattr(f, "description", None) or inspect.getdoc(entry)
            elif callable(f) and isinstance(getattr(f, "__name__", None), str):
                yield f.__name__, inspect.getdoc(f)


class _ToolHook:
    """The gate's Agno tool hook: judge each result, refuse and stop a blocked call."""

    def __init__(self, ledger: EpisodeLedger) -> None:
        self.ledger = ledger
        self.stopped: dict[str, str] = {}  # episode -> the stop text that ended its run
        self.paused: OrderedDict[str, str] = OrderedDict()  # Agno run_id -> its open episode
        self.agent: Any = None  # the gated Agent (its tools are read again at each run)
        self._lock = threading.Lock()

    def start(self, question: str, run_id: str | None = None) -> str:
        """The episode of a run starting: the paused run ``run_id``'s when it is still open
        (``continue_run``: the gate's counts go on), else a new one, opened."""
        self.describe(self.agent)  # tools added since gate_agent
        with self._lock:
            episode = self.paused.pop(run_id, None) if run_id is not None else None
        if episode is not None and self.ledger.is_open(episode):
            return episode
        episode = new_episode_id()
        self.ledger.open(episode, question=question)
        return episode

    def pause(self, run_id: Any, episode: str) -> bool:
        """Keep ``episode`` open for the ``continue_run`` of the paused run ``run_id``;
        False (nothing kept) without a run id. Never raises."""
        if not isinstance(run_id, str) or not run_id:
            return False
        with self._lock:
            self.paused[run_id] = episode
            self.paused.move_to_end(run_id)
            evicted = []
            while len(self.paused) > PAUSED_MAX:
                evicted.append(self.paused.popitem(last=False)[1])
        for old in evicted:
            self.ledger.close(old, error=NEVER_CONTINUED)
        return True

    def describe(self, agent: Any) -> None:
        """Give the gate the descriptions of the agent's tools (once per name; never raises)."""
        try:
            for name, description in _described(getattr(agent, "tools", None)):
                self.ledger.describe(name, description)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: reading the agent's tools failed", exc_info=True)

    def __call__(
        self, function_name: str, function_call: Callable[..., Any], arguments: dict[str, Any]
    ) -> Any:
        episode = _RUN.get()
        if episode is None:  # not inside a gated run (another agent sharing the tools)
            return function_call(**arguments)
        ledger = self.ledger
        if ledger.refuse(episode, function_name, arguments) is not None:
            # the trip's result already told the model to answer: a call now is stubborn
            final = self.stopped[episode] = ledger.final_text(episode)
            raise StopAgentRun(final, agent_message=final)
        with label_scope():
            try:
                result = function_call(**arguments)
            except StopAgentRun:
                raise
            except Exception as exc:  # a failure is a result: kept, then raised as it was
                ledger.failed(episode, function_name, arguments, exc)
                said = self._judged(episode, function_name, exc)
                if said is exc:
                    raise
                return said
            ledger.ran(episode, function_name, arguments, result)
        return self._judged(episode, function_name, result)

    def _judged(self, episode: str, name: str, result: Any) -> Any:
        """Judge the result now (Agno shows the hook no model text); at the trip, the result
        (a tool's error: its text) with the refusal after it."""
        ledger = self.ledger
        ledger.judge_pending(episode)
        try:
            if ledger.permits(episode, name):
                return result
            return f"{text_of(str(result))}\n\n{ledger.refusal(episode)}"
        except Exception:  # the gate never raises into the framework
            if ledger.gate.strict:
                raise
            logger.warning("gate: reading the gate's decision failed", exc_info=True)
            return result


def _close_stream(
    hook: _ToolHook, episode: str, answer: str | None, error: Any, paused: str | None = None
) -> None:
    """Close a streamed run: its answer is the content the stream produced; a run the gate
    stopped answered its stop text, a stream that failed or was closed early is marked; a
    stream that ended paused (``RunPausedEvent``) stays open for ``continue_run``."""
    if error is None and paused is not None and hook.pause(paused, episode):
        return
    final = hook.stopped.pop(episode, None)
    hook.ledger.close(episode, answer=final or answer, error=error)


def _paused(status: Any) -> bool:
    return str(getattr(status, "value", status or "")).upper() == "PAUSED"


def _close(hook: _ToolHook, episode: str, result: Any) -> None:
    """Close a run that returned; a run the gate stopped gets the stop text as its content,
    one Agno ended in an error (it returns those, status ``ERROR``) is marked with it. A run
    that paused (status ``PAUSED``: a tool waits for confirmation) stays open for
    ``continue_run``."""
    answer = error = None
    try:
        paused = _paused(getattr(result, "status", None))
        if paused and hook.pause(getattr(result, "run_id", None), episode):
            return
        final = hook.stopped.pop(episode, None)
        if final is not None:
            result.content = final
        content = getattr(result, "content", None)
        answer = text_of(content) if content else None
        if str(getattr(getattr(result, "status", None), "value", "")).upper() == "ERROR":
            error = answer or "the run failed"
    except Exception:  # the gate never raises into the framework
        logger.warning("gate: reading the run's answer failed", exc_info=True)
    hook.ledger.close(episode, answer=answer, error=error)


def _fail(hook: _ToolHook, episode: str, error: BaseException) -> None:
    hook.stopped.pop(episode, None)
    hook.ledger.close(episode, error=error)


#: How a gated method reads its call: (the question, the paused run it resumes or None).
Starting = Callable[[tuple[Any, ...], dict[str, Any]], tuple[str, "str | None"]]


def _new_run(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, str | None]:
    return _question(args, kwargs), None  # run / arun: a new episode


def _continued(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[str, str | None]:
    try:
        return _continued_question(args, kwargs), _continued_run_id(args, kwargs)
    except Exception:  # the gate never raises into the framework: a new episode then
        logger.warning("gate: reading the continued run failed", exc_info=True)
        return "", None


def _gated_run(
    hook: _ToolHook, run: Callable[..., Any], agent: Any, starting: Starting = _new_run
) -> Callable[..., Any]:
    @functools.wraps(run)
    def gated_run(*args: Any, **kwargs: Any) -> Any:
        question, run_id = starting(args, kwargs)
        if streams(agent, kwargs):  # an iterator of events: its episode opens when iterated
            events = run(*args, **kwargs)
            step = StreamEpisode(hook, question, _close_stream, run_id)
            return gated_stream(step, events)
        episode = hook.start(question, run_id)
        token = _RUN.set(episode)
        try:
            with label_scope():
                result = run(*args, **kwargs)
        except BaseException as exc:
            _fail(hook, episode, exc)
            raise
        finally:
            _RUN.reset(token)
        _close(hook, episode, result)
        return result

    return gated_run


def _gated_arun(
    hook: _ToolHook, arun: Callable[..., Any], agent: Any, starting: Starting = _new_run
) -> Callable[..., Any]:
    @functools.wraps(arun)
    def gated_arun(*args: Any, **kwargs: Any) -> Any:
        question, run_id = starting(args, kwargs)
        if streams(agent, kwargs):  # an async iterator of events, as Agno returns it
            events = arun(*args, **kwargs)
            step = StreamEpisode(hook, question, _close_stream, run_id)
            return agated_stream(step, events)

        async def one_run() -> Any:
            episode = hook.start(question, run_id)
            token = _RUN.set(episode)
            try:
                with label_scope():
                    result = arun(*args, **kwargs)
                    if inspect.isawaitable(result):
                        result = await result
            except BaseException as exc:
                _fail(hook, episode, exc)
                raise
            finally:
                _RUN.reset(token)
            _close(hook, episode, result)
            return result

        return one_run()

    return gated_arun


def gate_agent(agent: Any, gate: StopGate, *, stop_text: str | None = None) -> Any:
    """Put a :class:`~uselessdetect.gate.StopGate` in an Agno ``Agent``; returns the agent.

    Use it as ``agent = gate_agent(Agent(model=..., tools=[...]), gate)``. Each
    ``agent.run`` / ``arun`` is one episode, closed when it returns (its ``content`` is the
    ``finish`` step) or raises (marked with the error). A streamed run (``stream=True``, or
    an Agent that streams by default) is one episode too: its events go on to the consumer
    as Agno yields them, the episode opens at the first and closes when the stream is
    exhausted (the content it produced is the ``finish`` step), reports a failure (Agno's
    ``RunErrorEvent``) or is closed early (both marked). A tool hook of
    the Agent's own (``tool_hooks``) runs each tool call and judges its result at once
    (Agno shows a tool hook no model text, so the thought is empty); a tool that raises is
    a failed result, judged useless, and its error goes on as without the gate. The result
    that trips the gate reaches the model with the refusal text after it (``Not run: ...
    Answer now.``). Agno fixes the tools offered for the whole run, so none is cut: a call
    the gate blocks afterwards is not run (a counted blocked call) and ends the run with
    Agno's ``StopAgentRun``; the run's ``content`` is then the stop text (before
    ``tool_call_limit``); a stream tells it as its last ``RunContentEvent``.

    A run that pauses (a tool that needs confirmation, user input or external execution:
    status ``PAUSED``, or a stream's ``RunPausedEvent``) is not over: its episode stays open,
    and ``agent.continue_run`` / ``acontinue_run`` (streamed or not) resumes it, so the
    gate's counts go on across the pause and the run is one record, written when it ends. A
    ``continue_run`` of a run this gate did not see pause opens a new episode (its question:
    the new ``input``, else the run's own). At most 1,000 paused runs are kept open; past
    that, the oldest is closed, marked as never continued.

    Parameters
    ----------
    agent : agno.agent.Agent
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Returns
    -------
    Agent
        ``agent`` itself, gated (its ``tool_hooks``, ``run``, ``arun``, ``continue_run`` and
        ``acontinue_run``).
    """
    hook = _ToolHook(EpisodeLedger(gate, stop_text=stop_text))
    hook.agent = agent
    agent.tool_hooks = [*(agent.tool_hooks or []), hook]
    hook.describe(agent)
    agent.run = _gated_run(hook, agent.run, agent)
    agent.arun = _gated_arun(hook, agent.arun, agent)
    for name, gated in (("continue_run", _gated_run), ("acontinue_run", _gated_arun)):
        method = getattr(agent, name, None)  # Agno's resume of a paused run
        if callable(method):
            setattr(agent, name, gated(hook, method, agent, _continued))
    return agent
