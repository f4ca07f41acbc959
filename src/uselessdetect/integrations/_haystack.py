"""Haystack adapter: gate_agent, which puts a StopGate into a Haystack ``Agent`` through the
Agent's own hooks (``before_llm``, ``before_tool``, ``after_tool``) and a gated toolset."""

from __future__ import annotations

import contextlib
import contextvars
import functools
import threading
from collections.abc import Callable, Iterator
from typing import Any

from ..gate import StopGate, label_scope
from ._common import EpisodeLedger, logger, new_episode_id, require_extra, text_of

with require_extra("haystack", "haystack", "Haystack"):
    from haystack.components.agents.state.state_utils import replace_values
    from haystack.dataclasses import ChatMessage
    from haystack.tools import Tool, Toolset
    from haystack.tools.utils import flatten_tools_or_toolsets

__all__ = ["gate_agent"]

# The episode of the Agent.run / run_async around this code (set by the gated run methods).
_RUN: contextvars.ContextVar[str | None] = contextvars.ContextVar("ud_haystack_run", default=None)

#: The ``exit_reason`` of a run the gate ended (Haystack's ``stop_run`` state key).
STOP_REASON = "uselessdetect_gate"


def _question(args: tuple[Any, ...], kwargs: dict[str, Any]) -> str:
    messages = kwargs.get("messages", args[0] if args else None) or []
    for m in reversed(list(messages)):
        if getattr(m, "role", None) is not None and str(m.role.value) == "user":
            return str(m.text or "")
    return ""


class _GatedTools(Toolset):
    """The agent's tools, iterated as the gate allows them in the run's episode.

    The Agent re-reads its tools at each step (``flatten_tools_or_toolsets``) and spawns a
    copy per run (:meth:`spawn`), which binds the run's episode.
    """

    def __init__(self, tools: list[Tool], ledger: EpisodeLedger, episode: str | None = None):
        super().__init__(tools=list(tools))
        self._ledger, self._episode = ledger, episode

    def spawn(self, selected_tool_names: set[str] | None = None) -> Toolset:
        return _GatedTools(self.tools, self._ledger, _RUN.get())

    def __iter__(self) -> Iterator[Tool]:
        if self._episode is None:
            return iter(self.tools)
        try:
            kept, _ = self._ledger.restriction(self._episode, [t.name for t in self.tools])
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: restricting the tools failed", exc_info=True)
            return iter(self.tools)
        return iter([t for t in self.tools if t.name in kept])


class _Hook:
    """One of the gate's Agent hooks (Haystack's ``Hook`` protocol)."""

    def __init__(self, owner: _Gated, point: str) -> None:
        self.owner, self.point = owner, point

    def run(self, state: Any) -> None:
        episode = _RUN.get()
        if episode is None:
            return
        try:
            getattr(self.owner, f"_{self.point}")(episode, state)
        except Exception:  # the gate never raises into the framework
            if self.owner.ledger.gate.strict:
                raise
            logger.warning("gate: the %s hook failed", self.point, exc_info=True)

    async def run_async(self, state: Any) -> None:
        self.run(state)  # in the run's own task: its episode is visible

    def to_dict(self) -> dict[str, Any]:
        return {"type": f"{__name__}._Hook", "init_parameters": {"point": self.point}}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> _Hook:
        raise NotImplementedError("a gated agent's hooks are not serialisable: gate it again")


class _Gated:
    """The hooks' shared bookkeeping for one gated agent."""

    def __init__(self, ledger: EpisodeLedger) -> None:
        self.ledger = ledger
        self._offered: dict[str, set[str]] = {}  # episode -> tools offered at its last model call
        self._calls: dict[str, set[str]] = {}  # episode -> ids of the calls its step may run
        self._lock = threading.Lock()

    def _before_llm(self, episode: str, state: Any) -> None:
        names = {t.name for t in state.data.get("tools") or []}
        with self._lock:
            self._offered[episode] = names

    def _before_tool(self, episode: str, state: Any) -> None:
        messages = list(state.data["messages"])
        last = messages[-1]
        text, calls = str(last.text or ""), list(last.tool_calls)
        ledger = self.ledger
        ledger.judge_pending(episode, text)
        ledger.wrote(episode, [c.id for c in calls], text)
        blocked = ledger.blocked(episode, [c.tool_name for c in calls])
        with self._lock:
            self._calls[episode] = set() if blocked else {str(c.id) for c in calls}
        if not blocked:
            return
        with self._lock:
            offered = self._offered.get(episode, set())
        if any(name in offered for name in blocked):  # it tripped now: ask again, tools cut
            state.set("messages", messages[:-1], handler_override=replace_values)
            return
        kept = self._drop(episode, state, text, calls)
        with self._lock:
            self._calls[episode] = {str(c.id) for c in kept}
        if not kept:
            state.set("stop_run", STOP_REASON)  # ends the run before the next model call

    def _on_exit(self, episode: str, state: Any) -> None:
        """With no tool left to offer, the Agent ends the run at the model's reply, calls and
        all: a call there is to a tool the model was not offered (blocked, dropped)."""
        messages = list(state.data["messages"])
        calls = list(messages[-1].tool_calls) if messages else []
        if not calls:
            return
        text = str(messages[-1].text or "")
        self.ledger.judge_pending(episode, text)
        if not self._drop(episode, state, text, calls):
            state.set("exit_reason", STOP_REASON)

    def _drop(self, episode: str, state: Any, text: str, calls: list[Any]) -> list[Any]:
        """Drop the blocked calls of the last message (each a counted blocked call); the rest.

        A message left with no call becomes the stop text."""
        messages = list(state.data["messages"])
        last, ledger = messages[-1], self.ledger
        named = [(c.tool_name, c.arguments) for c in calls]
        dropped = set(ledger.drop_blocked(episode, named, text))
        if not dropped:
            return calls
        kept = [c for i, c in enumerate(calls) if i not in dropped]
        if kept:
            reply = ChatMessage.from_assistant(last.text, meta=last.meta, tool_calls=kept)
        else:
            reply = ChatMessage.from_assistant(ledger.final_text(episode))
        state.set("messages", [*messages[:-1], reply], handler_override=replace_values)
        return kept

    def _after_tool(self, episode: str, state: Any) -> None:
        with self._lock:
            ran = self._calls.pop(episode, set())  # a step that ran nothing shows old results
        results: list[Any] = []
        for m in reversed(list(state.data["messages"])):
            if not m.tool_call_results:
                break
            results[:0] = [r for r in m.tool_call_results if str(r.origin.id) in ran]
        for r in results:
            origin = r.origin
            error = str(r.result) if r.error else None
            args, call_id = origin.arguments, origin.id
            self.ledger.ran(episode, origin.tool_name, args, r.result, call_id=call_id, error=error)

    def _forget(self, episode: str) -> None:
        with self._lock:
            self._offered.pop(episode, None)
            self._calls.pop(episode, None)

    def close(self, episode: str, result: Any) -> None:
        self._forget(episode)
        answer = None
        try:
            last = result.get("last_message") if isinstance(result, dict) else None
            answer = text_of(last.text) if last is not None and last.text else None
            self.ledger.judge_pending(episode, answer or "")
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: reading the run's answer failed", exc_info=True)
        self.ledger.close(episode, answer=answer)

    def fail(self, episode: str, error: BaseException) -> None:
        self._forget(episode)
        self.ledger.close(episode, error=error)


@contextlib.contextmanager
def _run_episode(gated: _Gated, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Iterator[str]:
    """One ``Agent.run`` / ``run_async`` as an episode: opened, the run's own while it runs
    (with its labels' scope), and closed with the error when the run raises."""
    episode = new_episode_id()
    gated.ledger.open(episode, question=_question(args, kwargs))
    token = _RUN.set(episode)
    try:
        with label_scope():
            yield episode
    except BaseException as exc:
        gated.fail(episode, exc)
        raise
    finally:
        _RUN.reset(token)


def _gated_run(gated: _Gated, run: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(run)
    def gated_run(*args: Any, **kwargs: Any) -> Any:
        with _run_episode(gated, args, kwargs) as episode:
            result = run(*args, **kwargs)
        gated.close(episode, result)
        return result

    return gated_run


def _gated_run_async(gated: _Gated, run: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(run)
    async def gated_run(*args: Any, **kwargs: Any) -> Any:
        with _run_episode(gated, args, kwargs) as episode:
            result = await run(*args, **kwargs)
        gated.close(episode, result)
        return result

    return gated_run


def gate_agent(agent: Any, gate: StopGate, *, stop_text: str | None = None) -> Any:
    """Put a :class:`~uselessdetect.gate.StopGate` in a Haystack ``Agent``; returns the agent.

    Use it as ``agent = gate_agent(Agent(chat_generator=..., tools=[...]), gate)``. Each
    ``agent.run`` / ``run_async`` is one episode, closed when it returns (its last message is
    the ``finish`` step) or raises (marked with the error). Through the Agent's own hooks:
    ``after_tool`` keeps each result (a tool that failed — Haystack's error result — is a
    failed result, judged useless), ``before_tool`` judges the pending results with the
    model's next message (its text is the thought) before its tool calls run. The agent's
    tools become a toolset that offers, at each step, only the tools the gate allows
    (``finish_only``: a ``finish`` tool if there is one, else none, so the model answers in
    text). A model message that calls a tool the gate blocked at that very message is
    dropped, and the model is asked again with the tools cut; a model that calls a tool it
    was not offered gets no execution (a counted blocked call), and the run ends with the
    stop text as its last message (``exit_reason`` ``"uselessdetect_gate"``), before
    ``max_agent_steps``.

    Parameters
    ----------
    agent : haystack.components.agents.Agent
    gate : StopGate
    stop_text : str, optional
        The final answer that ends a stubborn model's run (default: the trip's reason).

    Returns
    -------
    Agent
        ``agent`` itself, gated (its ``tools``, ``hooks``, ``run`` and ``run_async``).
    """
    gated = _Gated(EpisodeLedger(gate, stop_text=stop_text))
    agent.tools = _GatedTools(flatten_tools_or_toolsets(agent.tools), gated.ledger)
    for tool in agent.tools.tools:  # whether the gate counts each tool
        gated.ledger.describe(tool.name, getattr(tool, "description", None))
    if agent.hooks is None:
        agent.hooks = {}
    for point in ("before_llm", "before_tool", "after_tool", "on_exit"):
        agent.hooks.setdefault(point, []).append(_Hook(gated, point))
    agent.run = _gated_run(gated, agent.run)
    agent.run_async = _gated_run_async(gated, agent.run_async)
    return agent
