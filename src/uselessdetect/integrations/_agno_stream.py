"""Agno adapter, streamed runs: ``Agent.run`` / ``arun`` (and ``continue_run`` /
``acontinue_run``) with ``stream=True`` as one episode, gated by the same tool hook as a plain
run, passed on event by event and closed when the stream ends, fails or is closed early (kept
open when it ends paused)."""

from __future__ import annotations

import contextvars
from collections.abc import AsyncIterator, Callable, Iterator
from typing import Any

from ._common import logger, require_extra, text_of

with require_extra("agno", "agno", "Agno"):
    from agno.run.agent import RunContentEvent

__all__ = ["RUN", "StreamAnswer", "StreamEpisode", "agated_stream", "gated_stream", "streams"]

# The episode of the gated Agent.run / arun around this code: set by the gated run methods,
# and by a gated stream while it asks its events for the next one.
RUN: contextvars.ContextVar[str | None] = contextvars.ContextVar("ud_agno_run", default=None)

#: The record's ``error`` for a stream its consumer closed before its end.
CLOSED_EARLY = "the stream was closed before its end"

_END: Any = object()  # the stream's end, passed to StreamEpisode.passing
_CLOSING = ("RunContentCompletedEvent", "RunCompletedEvent", "RunOutput")  # content is whole
_NAMING = ("run_id", "session_id", "agent_id", "agent_name")  # copied to the stop text's event


def streams(agent: Any, kwargs: dict[str, Any]) -> bool:
    """Whether Agno streams this call: its ``stream`` argument, else the Agent's ``stream``
    (Agno's own rule: call site, then agent, then not streamed).

    Examples
    --------
    >>> class Agent:
    ...     stream = True
    >>> streams(Agent(), {}), streams(Agent(), {"stream": False}), streams(object(), {})
    (True, False, False)
    """
    stream = kwargs.get("stream")
    return bool(getattr(agent, "stream", None) if stream is None else stream)


class StreamAnswer:
    """What a streamed run answered, read from its events as they pass (never raises).

    The consumer of an Agno stream sees the answer as it grows: each ``RunContentEvent``
    carries a piece of ``content`` (a structured output: the whole of it), the
    ``RunCompletedEvent`` (with ``stream_events``) the whole content, and the ``RunOutput``
    (with ``yield_run_output``) too; a ``RunErrorEvent`` or ``RunCancelledEvent`` says the
    run failed (Agno yields them instead of raising), a ``RunPausedEvent`` that it paused
    (``paused``: its run id). The answer is the whole content when a closing event gave it,
    else the pieces joined.

    Examples
    --------
    >>> from agno.run.agent import RunCompletedEvent, RunContentEvent, RunErrorEvent
    >>> answer = StreamAnswer()
    >>> for e in [RunContentEvent(content="Scott "), RunContentEvent(content="Stapp")]:
    ...     answer.note(e)
    >>> answer.text(), answer.error
    ('Scott Stapp', None)
    >>> answer.note(RunCompletedEvent(content="Scott Stapp."))
    >>> answer.note(RunErrorEvent(content="model down"))
    >>> answer.text(), answer.error
    ('Scott Stapp.', 'model down')
    """

    def __init__(self) -> None:
        self.parts: list[str] = []
        self.whole: Any = None
        self.error: str | None = None
        self.paused: str | None = None  # the run id of a run that paused

    def note(self, event: Any) -> None:
        """Read one event on its way to the consumer."""
        try:
            kind = type(event).__name__
            content = getattr(event, "content", None)
            if kind in ("RunOutput", "RunCompletedEvent"):
                self.whole = content if content is not None else self.whole
            elif kind == "RunContentEvent" and content is not None:
                if isinstance(content, str):
                    self.parts.append(content)
                else:  # a structured output arrives whole
                    self.parts = [text_of(content)]
            elif kind == "RunPausedEvent":
                run_id = getattr(event, "run_id", None)
                self.paused = run_id if isinstance(run_id, str) else None
            elif kind in ("RunErrorEvent", "RunCancelledEvent"):
                reason = content if kind == "RunErrorEvent" else getattr(event, "reason", None)
                self.error = str(reason or content or kind)
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: reading a streamed event failed", exc_info=True)

    def text(self) -> str | None:
        """The answer so far (``None`` if the stream produced no content)."""
        try:
            if self.whole is not None:
                return text_of(self.whole)
            return "".join(self.parts) or None
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: reading the stream's answer failed", exc_info=True)
            return None


class StreamEpisode:
    """One streamed run's episode, begun at the stream's first step (a stream never
    iterated begins none) through ``hook.start(question, run_id)`` (``run_id``: the paused
    run a ``continue_run`` resumes), and ended once, through ``close(hook, episode, answer,
    error, paused)`` (``paused``: the run id when the stream ended paused).

    A run the gate stopped (the hook raised ``StopAgentRun``) tells its consumer the stop
    text as the run's last piece of content (a ``RunContentEvent``, before the events that
    close the content or at the stream's end), and its closing events (``RunCompletedEvent``,
    ``RunOutput``) carry the stop text as their ``content``, as a plain run's ``RunOutput``
    does.
    """

    def __init__(
        self, hook: Any, question: str, close: Callable[..., None], run_id: str | None = None
    ) -> None:
        self.hook, self.question, self.close_, self.run_id = hook, question, close, run_id
        self.id: str | None = None
        self.answer = StreamAnswer()
        self.told = False  # the stop text went to the consumer
        self.naming: dict[str, Any] = {}  # the run's ids, from its events

    def begin(self) -> str:
        if self.id is None:
            self.id = self.hook.start(self.question, self.run_id)
        return self.id

    def passing(self, event: Any) -> list[Any]:
        """The events to pass on for one of Agno's (``_END``: the stream's end), noted."""
        out = [] if event is _END else [event]
        try:
            stopped = self.hook.stopped.get(self.id) if self.id is not None else None
            if event is not _END:
                for name in _NAMING:
                    self.naming.setdefault(name, getattr(event, name, None))
            if stopped is not None and (event is _END or type(event).__name__ in _CLOSING):
                if type(event).__name__ in _CLOSING[1:]:
                    event.content = stopped
                if not self.told:
                    self.told = True
                    naming = {k: v for k, v in self.naming.items() if v is not None}
                    out.insert(0, RunContentEvent(content=stopped, **naming))
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: giving the stream its stop text failed", exc_info=True)
        for e in out:
            self.answer.note(e)
        return out

    def end(self, error: BaseException | str | None = None) -> None:
        if self.id is None:
            return
        episode, self.id = self.id, None
        error = error if error is not None else self.answer.error
        self.close_(self.hook, episode, self.answer.text(), error, self.answer.paused)


def gated_stream(episode: StreamEpisode, events: Iterator[Any]) -> Iterator[Any]:
    """Pass ``events`` (Agno's stream) on one by one, each asked for inside the episode."""
    error: BaseException | str | None = None
    try:
        while True:
            token = RUN.set(episode.begin())
            try:
                event = next(events)
            except StopIteration:
                event = _END
            finally:
                RUN.reset(token)
            yield from episode.passing(event)
            if event is _END:
                break
    except GeneratorExit:  # the consumer stopped early (or let the stream go)
        error = CLOSED_EARLY
        raise
    except BaseException as exc:
        error = exc
        raise
    finally:
        try:
            _close_quietly(events)
        finally:
            episode.end(error)


async def agated_stream(episode: StreamEpisode, events: AsyncIterator[Any]) -> AsyncIterator[Any]:
    """See :func:`gated_stream`: an async stream (``Agent.arun(..., stream=True)``)."""
    error: BaseException | str | None = None
    try:
        while True:
            token = RUN.set(episode.begin())
            try:
                event = await events.__anext__()
            except StopAsyncIteration:
                event = _END
            finally:
                RUN.reset(token)
            for passed in episode.passing(event):
                yield passed
            if event is _END:
                break
    except GeneratorExit:  # the consumer stopped early (or let the stream go)
        error = CLOSED_EARLY
        raise
    except BaseException as exc:
        error = exc
        raise
    finally:
        try:
            close = getattr(events, "aclose", None)
            if close is not None:
                await close()
        except Exception:  # the gate never raises into the framework
            logger.warning("gate: closing Agno's stream failed", exc_info=True)
        finally:
            episode.end(error)


def _close_quietly(events: Any) -> None:
    try:
        close = getattr(events, "close", None)
        if close is not None:
            close()
    except Exception:  # the gate never raises into the framework
        logger.warning("gate: closing Agno's stream failed", exc_info=True)
