"""Streamed Microsoft Agent Framework runs: the episode kept open while the run's stream is read,
and each streamed model turn judged, restricted and stopped as a plain turn is.

A streamed run (``agent.run(..., stream=True)``) does its work while the caller reads the
stream, in the caller's context, long after the run middleware has returned. So the run
middleware leaves hooks on the stream (:func:`watch_run`): around each pull of an update the
run's episode is the current one (the chat and function middleware find it there), and the
stream's end, error or early close closes the episode. The chat middleware wraps each model
turn's stream (:func:`gated_turn`): text and everything else pass on as they arrive; only the
turn's function calls wait for the turn's end, where the turn is judged as a plain one is (its
text the thought) — re-asked with the allowed tools when it calls a blocked one, its blocked
calls dropped — and the calls it keeps go on, or the trip's final text ends the run.
"""

from __future__ import annotations

import contextlib
import contextvars
import copy
import uuid
import weakref
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

from ._common import EpisodeLedger, logger, require_extra

with require_extra("agent_framework", "agent-framework", "the Microsoft Agent Framework"):
    from agent_framework import ChatResponse, ChatResponseUpdate, Content, ResponseStream

__all__ = ["STOPPED", "gated_turn", "response_parts", "watch_run"]

#: The ``error`` of a streamed run's episode when the caller stopped reading before its end.
STOPPED = "the caller stopped reading the streamed run before its end"

#: The streamed run whose update is being pulled (see :class:`_Watch`).
_WATCH: contextvars.ContextVar[_Watch | None] = contextvars.ContextVar(
    "uselessdetect_agent_framework_stream", default=None
)

Next = Callable[[], Awaitable[None]]


class _Watch:
    """One streamed run's episode: current while an update is pulled, closed once at the end."""

    def __init__(self, ledger: EpisodeLedger, run: contextvars.ContextVar[str | None]) -> None:
        self.ledger, self.run = ledger, run
        self.episode = ""
        self.texts: list[str] = []  # the text read since the run's last function call or result
        self.said: str | None = None  # the text of the run's last model turn, as judged
        self.ended = False
        self.error: BaseException | None = None
        self.closed = False
        self.stream: Any = None  # a weak reference: the stream's end must not wait on us
        self._tokens: list[tuple[Any, Any]] = []

    # the pull context: entered and left within one ``__anext__``, in the caller's context
    def __enter__(self) -> _Watch:
        self._tokens.append((self.run.set(self.episode), _WATCH.set(self)))
        return self

    def __exit__(self, kind: Any, exc: Any, tb: Any) -> None:
        run, watch = self._tokens.pop()
        with contextlib.suppress(ValueError):  # left in another context than entered
            _WATCH.reset(watch)
            self.run.reset(run)
        if kind is StopAsyncIteration:
            self.ended = True
        elif exc is not None and self.error is None:
            self.error = exc

    def read(self, update: Any) -> None:
        """An update on its way to the caller: keep the text of the answer being written."""
        try:
            for c in update.contents or []:
                if c.type in ("function_call", "function_result"):
                    self.texts = []
                elif c.type == "text" and c.text:
                    self.texts.append(str(c.text))
        except Exception:  # the gate never raises into the framework
            logger.debug("gate: reading a streamed update failed", exc_info=True)

    def close(self) -> None:
        """Close the episode once: at the stream's end, error, early close or collection."""
        if self.closed:
            return
        self.closed = True
        stream = self.stream() if self.stream is not None else None
        error = self.error or getattr(stream, "_stream_error", None)
        if error is not None:
            self.ledger.close(self.episode, error=error)
        elif self.ended:
            answer = self.said if self.said is not None else "".join(self.texts)
            self.ledger.close(self.episode, answer=answer or None)
        else:
            self.ledger.close(self.episode, error=STOPPED)


def watch_run(
    ledger: EpisodeLedger, run: contextvars.ContextVar[str | None], episode: str, stream: Any
) -> bool:
    """Keep ``episode`` open while ``stream`` is read and close it at its end (never raises).

    False when the stream cannot carry the hooks (the caller then closes the episode).
    """
    try:
        watch = _Watch(ledger, run)
        watch.episode = episode
        watch.stream = weakref.ref(stream)
        stream.with_pull_context_manager(lambda: watch)
        stream.with_transform_hook(watch.read)
        stream.with_cleanup_hook(watch.close)
        weakref.finalize(stream, watch.close).atexit = False  # read partly, then dropped
        return True
    except Exception:
        logger.warning("gate: this streamed run cannot be gated", exc_info=True)
        return False


def gated_turn(chat: Any, context: Any, episode: str, call_next: Next) -> Any:
    """The model turn ``context.result`` streams, gated as a plain turn (never raises).

    ``chat`` is the adapter's chat middleware (its ``_restrict`` and ``_drop``).
    """
    first = context.result
    if not isinstance(first, ResponseStream):
        return first
    final: list[Any] = []

    async def updates() -> AsyncIterator[Any]:
        stream: Any = first
        response, seen = None, None
        while stream is not None:
            ids: set[Any] = set()
            async with stream:
                async for update in stream:
                    shown = _without_calls(update, seen)
                    ids.add(update.message_id)
                    if shown is not None:
                        yield shown
                response = await stream.get_final_response()
            asked, seen = seen is not None, ids
            stream = None if asked else await _again(chat, context, episode, call_next, response)
        for update in _finish(chat, episode, response):
            yield update
        final.append(response)

    def finalize(shown: Any) -> Any:
        return final[-1] if final else ChatResponse.from_updates(shown)

    return ResponseStream(updates(), finalizer=finalize)


def _without_calls(update: Any, seen: set[Any] | None) -> Any:
    """An update without its function calls (they wait for the turn's end); None if empty.

    ``seen``: the message ids of the turn a re-asked one replaces; an update of the re-asked
    turn that reuses one gets its own, so the caller reads the two as two messages.
    """
    contents = list(update.contents or [])
    calls = any(c.type == "function_call" for c in contents)
    again = seen is not None and update.message_id is not None and update.message_id in seen
    if not calls and not again:
        return update
    kept = [c for c in contents if c.type != "function_call"]
    if calls and not kept:
        return None
    shown = copy.copy(update)
    shown.contents = kept
    if again:
        shown.message_id = f"{update.message_id}-again"
    return shown


async def _again(chat: Any, context: Any, episode: str, call_next: Next, response: Any) -> Any:
    """Judge the turn's pending results; the re-asked turn's stream when it calls a blocked tool."""
    ledger = chat.gate._ledger
    try:
        text, calls = response_parts(response)
        ledger.judge_pending(episode, text)
        if not ledger.blocked(episode, [c.name for c in calls]):
            return None
        chat._restrict(context, episode)
        await call_next()
        again = context.result
        return again if isinstance(again, ResponseStream) else None
    except Exception:  # the gate never raises into the framework
        if ledger.gate.strict:
            raise
        logger.warning("gate: judging at the model's streamed response failed", exc_info=True)
        return None


def _finish(chat: Any, episode: str, response: Any) -> list[Any]:
    """Drop the turn's blocked calls; the updates that carry what is left of it."""
    try:
        text, calls = response_parts(response)
        chat.gate._ledger.wrote(episode, [c.call_id for c in calls], text)
        if chat._drop(response, episode, text, calls):
            stop = Content.from_text(response.messages[-1].text)
            watch = _WATCH.get()
            if watch is not None:
                watch.said = str(response.messages[-1].text)
            update = ChatResponseUpdate(contents=[stop], role="assistant")
            update.message_id = f"uselessdetect-{uuid.uuid4().hex}"
            return [update]
        _, kept = response_parts(response)
        watch = _WATCH.get()
        if watch is not None and not kept:
            watch.said = text
    except Exception:  # the gate never raises into the framework
        if chat.gate._ledger.gate.strict:
            raise
        logger.warning("gate: dropping blocked calls of a streamed response failed", exc_info=True)
    kept = [c for m in response.messages for c in m.contents or [] if c.type == "function_call"]
    if not kept:
        return []
    last = response.messages[-1]
    update = ChatResponseUpdate(contents=kept, role="assistant", response_id=response.response_id)
    update.message_id = last.message_id
    return [update]


def response_parts(response: Any) -> tuple[str, list[Any]]:
    """A chat response's text and its function calls."""
    texts, calls = [], []
    for m in getattr(response, "messages", None) or []:
        for c in m.contents or []:
            if c.type == "text" and c.text:
                texts.append(c.text)
            elif c.type == "function_call":
                calls.append(c)
    return " ".join(texts), calls
