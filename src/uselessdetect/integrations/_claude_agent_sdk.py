"""Claude Agent SDK adapter: gate_options adds the gate's hooks to a ClaudeAgentOptions."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import AsyncIterator
from typing import Any

from ..exceptions import ConfigurationError
from ..gate import StopGate
from ._common import EpisodeLedger, logger, new_episode_id, require_extra

with require_extra("claude_agent_sdk", "claude-agent-sdk", "the Claude Agent SDK"):
    from claude_agent_sdk import ClaudeAgentOptions, HookMatcher

__all__ = ["gate_options", "gated_query"]

_OK: dict[str, Any] = {}  # a hook with nothing to say


class _Hooks:
    """The gate's hooks for one options object: a run (user prompt) is an episode."""

    def __init__(self, gate: StopGate, stop_text: str | None) -> None:
        self.gate = gate
        self.ledger = EpisodeLedger(gate, stop_text=stop_text)
        self._runs: dict[str, str] = {}  # session id -> the episode of its current prompt
        self._ended: set[str] = set()  # sessions whose turn the gate ended (until a new prompt)
        self._lock = threading.Lock()

    def _episode(self, data: dict[str, Any]) -> str:
        """The episode of the hook's session (one is opened if its prompt was not seen)."""
        session = str(data.get("session_id") or "")
        with self._lock:
            episode = self._runs.get(session)
            if episode is None:
                episode = self._runs[session] = new_episode_id()
        if not self.ledger.is_open(episode):
            self.ledger.open(episode)
        return episode

    async def prompt(self, data: dict[str, Any], tool_use_id: Any, context: Any) -> dict[str, Any]:
        """UserPromptSubmit: a new run of the session; an earlier one still open is closed."""
        try:
            session = str(data.get("session_id") or "")
            with self._lock:
                before = self._runs.pop(session, None)
                self._ended.discard(session)
            if before is not None:
                self.ledger.close(before, error="the run ended without a Stop hook", if_open=True)
            self.ledger.ask(self._episode(data), str(data.get("prompt") or ""))
        except Exception:
            self._failed("UserPromptSubmit")
        return _OK

    async def pre(self, data: dict[str, Any], tool_use_id: Any, context: Any) -> dict[str, Any]:
        """PreToolUse: a blocked call is denied, counted, and the turn ends."""
        try:
            episode, name = self._episode(data), str(data.get("tool_name") or "")
            refusal = self.ledger.refuse(episode, name, data.get("tool_input"))
            if refusal is None:
                return _OK
            logger.info("gate: the model called the blocked tool %s; ending the turn", name)
            final = self.ledger.final_text(episode)
            self._end(data, answer=final)  # the turn ends here: no Stop hook follows
            with self._lock:
                self._ended.add(str(data.get("session_id") or ""))
            return {
                "continue_": False,
                "stopReason": final,
                "hookSpecificOutput": {
                    "hookEventName": "PreToolUse",
                    "permissionDecision": "deny",
                    "permissionDecisionReason": refusal,
                },
            }
        except Exception:
            self._failed("PreToolUse")
            return _OK

    async def post(self, data: dict[str, Any], tool_use_id: Any, context: Any) -> dict[str, Any]:
        """PostToolUse / PostToolUseFailure: judge the result; at the trip, tell the model."""
        try:
            with self._lock:
                if str(data.get("session_id") or "") in self._ended:
                    return _OK  # the denied call's own failure: the run is closed already
            episode, name = self._episode(data), str(data.get("tool_name") or "")
            call = data.get("tool_use_id") or tool_use_id
            args = data.get("tool_input")
            if data.get("hook_event_name") == "PostToolUseFailure":
                self.ledger.failed(episode, name, args, str(data.get("error") or "failed"),
                                   call_id=call)  # fmt: skip
            else:
                self.ledger.ran(episode, name, args, data.get("tool_response"), call_id=call)
            decisions = self.ledger.judge_pending(episode)  # no thought: hooks see none
            said = self._notice(episode, name, decisions)
            if said is None:
                return _OK
            event = str(data.get("hook_event_name") or "PostToolUse")
            return {"hookSpecificOutput": {"hookEventName": event, "additionalContext": said}}
        except Exception:
            self._failed("PostToolUse")
            return _OK

    def _notice(self, episode: str, name: str, decisions: list[Any]) -> str | None:
        if not any(d.tripped for d in decisions) or self.ledger.permits(episode, name):
            return None
        why = decisions[-1].reason or "its results were judged useless"
        if self.gate.mode == "finish_only":
            then = "Call no more tools: answer now with what you have."
        else:
            then = f"Do not call {name} again."
        return f"The gate stopped {name}: {why}. {then}"

    async def stop(self, data: dict[str, Any], tool_use_id: Any, context: Any) -> dict[str, Any]:
        """Stop: the run answered; its episode is closed with the answer."""
        try:
            self._end(data, answer=data.get("last_assistant_message") or None)
        except Exception:
            self._failed("Stop")
        return _OK

    async def failure(self, data: dict[str, Any], tool_use_id: Any, context: Any) -> dict[str, Any]:
        """StopFailure: the turn ended in an API error (no Stop hook follows, and ``query``
        raises); its episode is closed, marked with the error."""
        try:
            error = str(data.get("error") or "the turn failed")
            said = data.get("last_assistant_message")
            self._end(data, error=f"{error}: {said}" if said else error)
        except Exception:
            self._failed("StopFailure")
        return _OK

    def _end(self, data: dict[str, Any], **how: Any) -> None:
        session = str(data.get("session_id") or "")
        with self._lock:
            episode = self._runs.pop(session, None)
        if episode is not None:
            self.ledger.close(episode, if_open=True, **how)

    def close_open(self, why: str) -> None:
        """Close every episode still open (a run that ended with no hook to close it)."""
        with self._lock:
            episodes = list(self._runs.values())
            self._runs.clear()
        for episode in episodes:
            self.ledger.close(episode, error=why, if_open=True)

    def _failed(self, hook: str) -> None:
        if self.gate.strict:
            raise
        logger.warning("gate: the %s hook failed", hook, exc_info=True)


def gate_options(options: Any, gate: StopGate, *, stop_text: str | None = None) -> Any:
    """A copy of ``options`` (a ``ClaudeAgentOptions``) with the gate's hooks added.

    Each user prompt of a session is an episode of its own (question = the prompt), closed by
    the ``Stop`` hook with the model's last text as the answer. ``PostToolUse`` (and
    ``PostToolUseFailure``: a tool that failed is a result judged useless) judges each result
    as it arrives (source = the tool's name as Claude calls it, e.g. ``mcp__kb__search``;
    query = its input; no thought: hooks see none); the result that trips the gate carries
    the gate's notice as ``additionalContext``. Once tripped, ``PreToolUse`` denies a blocked
    call with a reason that tells the model to answer, counts it, and ends the turn
    (``continue: false``), so a model that ignores the denial never runs on to ``max_turns``.
    A turn that ends in an API error (the ``StopFailure`` hook; ``query`` then raises the
    SDK's ``ResultError``) closes its episode, marked with the error. The options' own hooks
    stay and run too. A hook that fails is logged, never raised.

    Parameters
    ----------
    options : claude_agent_sdk.ClaudeAgentOptions
    gate : StopGate
    stop_text : str, optional
        The reason a denied call and the ended turn give (default: the trip's reason).

    Examples
    --------
    >>> from claude_agent_sdk import ClaudeAgentOptions
    >>> gated = gate_options(ClaudeAgentOptions(max_turns=8), StopGate("lexical", k=2))
    >>> sorted(gated.hooks), gated.max_turns
    ... # doctest: +NORMALIZE_WHITESPACE
    (['PostToolUse', 'PostToolUseFailure', 'PreToolUse', 'Stop', 'StopFailure',
      'UserPromptSubmit'], 8)
    """
    return _with_hooks(options, _hooks(options, gate, stop_text))


def _hooks(options: Any, gate: Any, stop_text: str | None) -> _Hooks:
    if not isinstance(options, ClaudeAgentOptions):
        raise ConfigurationError(
            f"options must be a claude_agent_sdk.ClaudeAgentOptions, got {type(options).__name__}"
        )
    if not isinstance(gate, StopGate):
        raise ConfigurationError(f"gate must be a StopGate, got {type(gate).__name__}")
    return _Hooks(gate, stop_text)


def _with_hooks(options: Any, hooks: _Hooks) -> Any:
    ours: dict[str, Any] = {  # the SDK's HookCallback, typed per event
        "UserPromptSubmit": hooks.prompt,
        "PreToolUse": hooks.pre,
        "PostToolUse": hooks.post,
        "PostToolUseFailure": hooks.post,
        "Stop": hooks.stop,
        "StopFailure": hooks.failure,  # the CLI's hook for a turn ended by an API error
    }
    merged: dict[Any, list[Any]] = {k: list(v) for k, v in (options.hooks or {}).items()}
    for event, callback in ours.items():
        merged.setdefault(event, []).insert(0, HookMatcher(hooks=[callback]))
    return dataclasses.replace(options, hooks=merged)


async def gated_query(
    *, prompt: Any, options: Any, gate: StopGate, stop_text: str | None = None, **kwargs: Any
) -> AsyncIterator[Any]:
    """``claude_agent_sdk.query`` with the gate's hooks (:func:`gate_options`), which also
    closes the run's episode however the query ends.

    Some ends fire no hook: the SDK's ``max_turns`` error, the ``claude`` program dying, the
    caller stopping early. With :func:`gate_options` such an episode stays open until the
    session's next prompt; here it is closed when the query ends, recorded with why (the
    exception, or "the run ended without a Stop hook"). Messages pass as ``query`` yields
    them; an exception of ``query`` is raised again.

    Examples
    --------
    >>> import inspect
    >>> inspect.isasyncgenfunction(gated_query)
    True
    """
    from claude_agent_sdk import query

    hooks = _hooks(options, gate, stop_text)
    why = "the run ended without a Stop hook"
    try:
        async for message in query(prompt=prompt, options=_with_hooks(options, hooks), **kwargs):
            yield message
    except GeneratorExit:
        why = "the caller stopped reading the run"
        raise
    except BaseException as exc:
        why = f"the run raised {type(exc).__name__}: {exc}"
        raise
    finally:
        hooks.close_open(why)
