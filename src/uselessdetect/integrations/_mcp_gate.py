"""The MCP gate's bookkeeping, free of the SDK: per-session runs, closed tools, half-open probes.

An MCP session is one episode of a :class:`~uselessdetect.gate.StopGate`. Everything here works
on the protocol's wire dicts (``tools/call`` params and results, ``tools/list`` entries), so
the server middleware, the client wrapper and the proxy share it unchanged.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .._checks import check_number
from .._types import Verdict
from ..exceptions import ConfigurationError
from ..gate import GateDecision, StopGate
from ._common import EpisodeLedger, logger, new_episode_id
from ._common import call_query as _call_query

__all__ = ["ALL_TOOLS", "McpGate", "call_query", "result_text"]

#: The closure key that stands for every upstream tool (``finish_only`` mode).
ALL_TOOLS = "*"


def call_query(arguments: Mapping[str, Any] | None, *, exclude: str | None = None) -> str:
    """A call's query: the adapters' one rule (:func:`._common.call_query`).

    Its ``query`` string argument, else its single string argument, else its arguments as
    compact JSON; ``exclude`` names an argument left out first (the one that carries the
    question).

    Examples
    --------
    >>> call_query({"query": "Creed band"}), call_query({"q": "Creed", "limit": 3})
    ('Creed band', '{"q":"Creed","limit":3}')
    >>> call_query({"question": "Who?", "query": "Creed"}, exclude="question"), call_query(None)
    ('Creed', '')
    """
    return _call_query(dict(arguments or {}), exclude=exclude)


def result_text(result: Mapping[str, Any] | None) -> str:
    """The text content of a ``tools/call`` result (its text blocks, one per line).

    Examples
    --------
    >>> result_text({"content": [{"type": "text", "text": "Oslo"}, {"type": "image"},
    ...                          {"type": "text", "text": "is a city."}]})
    'Oslo\\nis a city.'
    """
    blocks = (result or {}).get("content") or []
    texts = [b.get("text") for b in blocks if isinstance(b, Mapping) and b.get("type") == "text"]
    return "\n".join(t for t in texts if isinstance(t, str))


def _error_result(text: str) -> dict[str, Any]:
    return {"content": [{"type": "text", "text": text}], "isError": True}


@dataclass
class _Closure:
    at: float
    by: str  # the tool whose run closed it
    probing: bool = False


@dataclass
class _Session:
    episode: str
    question: str = ""
    closed: dict[str, _Closure] = field(default_factory=dict)
    probes: dict[str, str] = field(default_factory=dict)  # tool -> closure key it probes
    hidden: set[str] = field(default_factory=set)  # closure keys hidden at the last listing
    trips: set[str] = field(default_factory=set)  # what the gate's trips have closed so far


class McpGate:
    """A :class:`~uselessdetect.gate.StopGate` applied to MCP sessions and their tool calls.

    Each session (any hashable key: a connection, a client session) is one episode of the
    gate. Every ``tools/call`` result is judged (query = the call's single string argument,
    else its arguments as compact JSON; observation = the result's text; question = the
    call's ``_meta.question``, the argument ``question_arg``, or the last one the session
    sent, else empty); an error result counts as useless. When a tool's run reaches ``k``
    the tool closes for the session (``drop_tool``), or every tool does (``finish_only``):
    the k-th result gets one notice block, the tool is no longer listed, and a later call
    is answered with an error result carrying the notice. With ``reopen_after`` a closure
    is half-open after that many seconds: the tool is listed again and one call goes
    through as a probe; a useful result reopens it, anything else closes it again. In
    shadow mode nothing is ever closed.

    Parameters
    ----------
    gate : StopGate
        Its ``k``, ``mode``, ``shadow`` and recorder apply.
    question_arg : str, optional
        The call argument that carries the question (left out of the query).
    reopen_after : float, optional
        Seconds after which a closed tool is half-open.
    clock : callable, default time.monotonic

    Examples
    --------
    >>> mg = McpGate(StopGate(lambda s: "nothing" in s.observation, k=2, mode="drop_tool"))
    >>> empty = {"content": [{"type": "text", "text": "nothing found"}]}
    >>> mg.judge_result("s1", "search", {"query": "Creed"}, empty)[1]
    False
    >>> out, changed = mg.judge_result("s1", "search", {"query": "Creed band"}, empty)
    >>> changed, len(out["content"]), mg.refusal("s1", "search")["isError"]
    (True, 2, True)
    >>> [t["name"] for t in mg.visible("s1", [{"name": "search"}, {"name": "lookup"}])]
    ['lookup']
    """

    def __init__(
        self,
        gate: StopGate,
        *,
        question_arg: str | None = None,
        reopen_after: float | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if not isinstance(gate, StopGate):
            raise ConfigurationError(f"expected a StopGate, got {type(gate).__name__}")
        check_number(reopen_after, "reopen_after", low=0, optional=True, what="seconds")
        self.gate = gate
        self.question_arg = question_arg
        self.reopen_after = reopen_after
        self.clock = clock
        self._sessions: dict[Hashable, _Session] = {}
        self._ledger = EpisodeLedger(gate)
        self._lock = threading.RLock()

    # ---------------------------------------------------------------- sessions
    def _session(self, key: Hashable) -> _Session:
        with self._lock:
            s = self._sessions.get(key)
            if s is None:
                s = self._sessions[key] = _Session(new_episode_id())
                self._ledger.open(s.episode)
            return s

    def episode(self, key: Hashable) -> str:
        """The gate's episode id of session ``key`` (created on first use)."""
        return self._session(key).episode

    def set_question(self, key: Hashable, question: str) -> None:
        """Give session ``key`` its question (used when a call brings none)."""
        with self._lock:
            self._question(self._session(key), {}, {"question": question})

    def end_session(self, key: Hashable) -> dict[str, Any] | None:
        """Close session ``key``'s episode (the recorder writes it); never raises."""
        with self._lock:
            s = self._sessions.pop(key, None)
        if s is None:
            return None
        return self._ledger.close(s.episode)

    def end_all(self) -> None:
        """End every open session (at shutdown)."""
        with self._lock:
            keys = list(self._sessions)
        for key in keys:
            self.end_session(key)

    # ----------------------------------------------------------------- closures
    def _key(self, tool: str) -> str:
        return ALL_TOOLS if self.gate.mode == "finish_only" else tool

    def _closure(self, s: _Session, tool: str) -> tuple[str, _Closure] | None:
        for key in (tool, ALL_TOOLS):
            c = s.closed.get(key)
            if c is not None:
                return key, c
        return None

    def _half_open(self, c: _Closure) -> bool:
        return self.reopen_after is not None and self.clock() - c.at >= self.reopen_after

    def notice(self, tool: str) -> str:
        """The text that tells the agent a tool (or every tool) is closed for the session."""
        k = self.gate.k
        what = (
            "the tools of this server are"
            if self.gate.mode == "finish_only"
            else f"the tool `{tool}` is"
        )
        rule = self.gate.rule_.name
        judged = (
            f"{k} results in a row from `{tool}` were judged useless"
            if rule == "run"
            else f"the results from `{tool}` were judged useless by the {rule} rule"
        )
        text = (
            f"[uselessdetect] {judged}, so {what} closed for this session. "
            "Answer with what you have."
        )
        if self.reopen_after is not None:
            text += f" It reopens for one trial call after {self.reopen_after:g} s."
        return text

    def refusal(self, key: Hashable, tool: str, arguments: Any = None) -> dict[str, Any] | None:
        """The error result for a call of a closed tool, or ``None`` to let the call through.

        A half-open closure lets one call through as its probe. A refused call is recorded
        as a blocked step of the episode (it never reaches the tool).
        """
        with self._lock:
            s = self._session(key)
            found = self._closure(s, tool)
            if found is None or self.gate.shadow:
                return None
            ckey, c = found
            if self._half_open(c) and not c.probing:
                c.probing = True
                s.probes[tool] = ckey
                return None
            by = c.by
        self._ledger.block(s.episode, tool, arguments if isinstance(arguments, Mapping) else None)
        return _error_result(self.notice(by))

    def visible(self, key: Hashable, tools: Sequence[Mapping[str, Any]]) -> list[Any]:
        """The ``tools/list`` entries session ``key`` may see (closed tools are left out).

        Each entry's ``description`` goes to the gate once per tool name
        (:meth:`StopGate.describe_tool`): a tool whose name has no verb (``payments``) is
        counted or not as its description says (``Create a payment ...``: not counted).
        """
        self.describe(tools)
        with self._lock:
            s = self._session(key)
            if self.gate.shadow or not s.closed:
                s.hidden.clear()
                return list(tools)
            hidden = {k for k, c in s.closed.items() if not self._half_open(c)}
            s.hidden = hidden
            if ALL_TOOLS in hidden:
                return []
            return [t for t in tools if t.get("name") not in hidden]

    def describe(self, tools: Sequence[Any]) -> None:
        """Give the gate the descriptions of ``tools/list`` entries (once per name; never
        raises)."""
        for t in tools if isinstance(tools, Sequence) else ():
            if isinstance(t, Mapping) and isinstance(t.get("name"), str):
                self._ledger.describe(t["name"], t.get("description"))

    def relist_due(self, key: Hashable) -> bool:
        """Whether a tool hidden at the session's last listing has become half-open since.

        Answered once per listing: the caller then sends ``notifications/tools/list_changed``.
        """
        with self._lock:
            s = self._sessions.get(key)
            if s is None or not s.hidden:
                return False
            due = {k for k in s.hidden if k not in s.closed or self._half_open(s.closed[k])}
            s.hidden -= due
            return bool(due)

    # ------------------------------------------------------------------ judging
    def _question(self, s: _Session, arguments: Mapping[str, Any], meta: Any) -> str:
        q = meta.get("question") if isinstance(meta, Mapping) else None
        if not isinstance(q, str) and self.question_arg is not None:
            q = arguments.get(self.question_arg)
        if isinstance(q, str) and q.strip() and q != s.question:
            first = not s.question
            s.question = q
            if first:
                self._ledger.ask(s.episode, q)
        return s.question

    def judge_result(
        self,
        key: Hashable,
        tool: str,
        arguments: Mapping[str, Any] | None,
        result: Mapping[str, Any] | None,
        *,
        meta: Mapping[str, Any] | None = None,
        error: str | None = None,
    ) -> tuple[dict[str, Any], bool]:
        """Judge one call's result; return ``(result to deliver, tool list changed)``.

        ``result`` is the wire dict of the ``CallToolResult``; ``error`` a failure text when
        there is no result (it is then delivered as an error result). Never raises.
        """
        out = dict(result) if result is not None else _error_result(error or "tool call failed")
        try:
            return self._judge(key, tool, dict(arguments or {}), out, meta)
        except Exception:
            if self.gate.strict:
                raise
            logger.warning("mcp gate: judging a result of %s failed", tool, exc_info=True)
            return out, False

    def _judge(
        self, key: Hashable, tool: str, arguments: dict[str, Any], out: dict[str, Any], meta: Any
    ) -> tuple[dict[str, Any], bool]:
        s = self._session(key)
        with self._lock:
            question = self._question(s, arguments, meta)
        args = {k: v for k, v in arguments.items() if k != self.question_arg}
        text = result_text(out)
        step: dict[str, Any] = {"observation": text}
        if out.get("isError"):
            step["error"] = True
        verdict = Verdict.USELESS if out.get("isError") else None
        call = self._ledger.ran(s.episode, tool, args, text, verdict=verdict, step=step)
        decisions = self._ledger.judge_pending(s.episode, calls=[call], question=question)
        if self.gate.shadow or not decisions:
            return out, False
        with self._lock:
            return self._apply(s, tool, decisions[0], out)

    def _apply(
        self, s: _Session, tool: str, decision: GateDecision, out: dict[str, Any]
    ) -> tuple[dict[str, Any], bool]:
        verdict = decision.judgment.verdict if decision.judgment is not None else None
        probed = s.probes.pop(tool, None)
        if probed is not None and probed in s.closed:
            if verdict is Verdict.USEFUL:
                del s.closed[probed]
                return out, False  # listed again since it became half-open
            s.closed[probed] = _Closure(self.clock(), tool)
            return self._with_notice(out, tool), True
        # the gate's own trip closes what it blocks: under any rule (cusum, sprt), and a group's
        # every tool (drop_tool) or every tool (finish_only); once per trip, so that a tool
        # reopened by a useful probe is not closed again by the trip that lasts in the gate
        new = [t for t in decision.blocked if t not in s.trips] if decision.tripped else []
        if tool in new or "*" in new:
            s.trips.update(new)
            now = self.clock()
            for t in new:
                s.closed[ALL_TOOLS if t == "*" else t] = _Closure(now, tool)
            return self._with_notice(out, tool), True
        # after a reopen, the run reaching k again closes the tool again
        if decision.run >= self.gate.k and self._closure(s, tool) is None:
            s.closed[self._key(tool)] = _Closure(self.clock(), tool)
            return self._with_notice(out, tool), True
        return out, False

    def _with_notice(self, out: dict[str, Any], tool: str) -> dict[str, Any]:
        content = list(out.get("content") or [])
        content.append({"type": "text", "text": self.notice(tool)})
        return {**out, "content": content}

    def state(self, key: Hashable) -> dict[str, Any]:
        """Session ``key``'s episode, question, closed tools and the gate's counters."""
        with self._lock:
            s = self._session(key)
            closed = {
                k: ("half-open" if self._half_open(c) else "closed") for k, c in s.closed.items()
            }
            return {
                "episode": s.episode,
                "question": s.question,
                "closed": closed,
                **self.gate.state(s.episode),
            }
