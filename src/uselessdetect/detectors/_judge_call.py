"""Calling a user's judge: prompt or chat form, sync or async, with timeouts, retries, concurrency.

A call that raises or outlives its timeout is retried; after the last retry it yields an
:class:`Failed` marker, never an exception. Sync callables run in threads (at most ``n_jobs``
at once; a call that times out is abandoned in its daemon thread), async ones on an event loop
under a semaphore of ``n_jobs``. A call's timeout counts from when it got its thread or its
place under the semaphore, never from when it was queued. Results come back in input order.

What a judge raises: any ``Exception``, and ``SystemExit``, is a failed attempt (counted,
retried, then :class:`Failed`). ``KeyboardInterrupt`` is not a failure of the judge but of the
command: it propagates at once (queued prompts are dropped), as does
:class:`~uselessdetect.exceptions.ChatClientError` (a server that cannot be used as
configured: unreachable, unknown model, refused key), which no retry would fix.
"""

from __future__ import annotations

import asyncio
import inspect
import queue
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_EXCEPTION, ThreadPoolExecutor, wait
from dataclasses import dataclass
from typing import Any

from ..exceptions import ChatClientError
from ._judge_prompt import render_messages

__all__ = ["Failed", "Tally", "ask_many", "input_format", "is_async", "model_identity"]

#: Exceptions that end the whole batch instead of counting as one failed call.
_FATAL = (KeyboardInterrupt, ChatClientError)


class Tally:
    """Thread-safe counts of one batch: attempts made, attempts that timed out, retries."""

    def __init__(self) -> None:
        self.attempts = 0
        self.timeouts = 0
        self.retries = 0
        self._lock = threading.Lock()

    def add(self, *, attempts: int = 0, timeouts: int = 0, retries: int = 0) -> None:
        with self._lock:
            self.attempts += attempts
            self.timeouts += timeouts
            self.retries += retries


class _JudgeTimeout(TimeoutError):
    """One attempt outlived its timeout."""


@dataclass(frozen=True)
class Failed:
    """Every attempt at one prompt raised or timed out; ``error`` is the last one's text."""

    error: str
    attempts: int


def is_async(judge: Callable[..., Any]) -> bool:
    """Whether calling ``judge`` gives a coroutine (an ``async def`` function or ``__call__``)."""
    for fn in (judge, getattr(judge, "__call__", None)):  # noqa: B004 - an object's own method
        if fn is not None and inspect.iscoroutinefunction(inspect.unwrap(fn)):
            return True
    return False


def input_format(judge: Callable[..., Any]) -> str:
    """``"messages"`` when ``judge`` takes chat messages, else ``"prompt"`` (a string).

    Read from ``judge.input_format`` when set (the wrappers in :mod:`uselessdetect.judges`
    set it), else from the first parameter: named ``messages`` or annotated as a list.
    """
    declared = getattr(judge, "input_format", None)
    if declared in ("messages", "prompt"):
        return str(declared)
    try:
        params = list(inspect.signature(judge).parameters.values())
    except (TypeError, ValueError):
        return "prompt"
    if not params:
        return "prompt"
    first = params[0]
    note = first.annotation if isinstance(first.annotation, str) else repr(first.annotation)
    if first.name == "messages" or note.lower().startswith(("list", "sequence", "typing.list")):
        return "messages"
    return "prompt"


def model_identity(judge: Callable[..., Any]) -> str:
    """What the cache keys on: ``judge.model_id`` when set, else the callable's dotted name."""
    declared = getattr(judge, "model_id", None)
    if declared:
        return str(declared)
    target = getattr(judge, "func", judge)  # functools.partial
    module = getattr(target, "__module__", None) or type(target).__module__
    name = getattr(target, "__qualname__", None) or type(target).__qualname__
    return f"{module}.{name}"


def _payload(judge: Callable[..., Any], prompt: str) -> Any:
    return render_messages(prompt) if input_format(judge) == "messages" else prompt


def _run_coroutine(coro: Any, timeout: float | None) -> Any:
    async def bounded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(bounded())


def _attempt_sync(judge: Callable[..., Any], payload: Any, timeout: float | None) -> Any:
    """One call in a daemon thread; raises TimeoutError when it outlives ``timeout``."""
    box: queue.Queue[tuple[bool, Any]] = queue.Queue(maxsize=1)

    def run() -> None:
        try:
            out = judge(payload)
            if inspect.isawaitable(out):  # e.g. a partial of an async function
                out = _run_coroutine(out, timeout)
            box.put((True, out))
        except (Exception, KeyboardInterrupt) as exc:  # noqa: BLE001 - handed to the caller
            box.put((False, exc))
        except BaseException as exc:  # noqa: BLE001 - SystemExit & co: a failed call
            box.put((False, RuntimeError(f"the judge raised {exc!r}")))

    threading.Thread(target=run, daemon=True, name="uselessdetect-judge").start()
    try:
        ok, value = box.get(timeout=timeout)
    except queue.Empty:
        raise _JudgeTimeout(f"the judge did not answer within {timeout:g} s") from None
    if not ok:
        raise value
    return value


def _describe(exc: BaseException) -> str:
    name = "TimeoutError" if isinstance(exc, _JudgeTimeout) else type(exc).__name__
    return f"{name}: {exc}"[:300]


def _ask_sync(
    judge: Callable[..., Any], prompt: str, timeout: float | None, retries: int, tally: Tally
) -> tuple[Any, int]:
    """(answer or Failed, attempts made)."""
    payload, last = _payload(judge, prompt), ""
    for attempt in range(1, retries + 2):
        tally.add(attempts=1, retries=int(attempt > 1))
        try:
            return _attempt_sync(judge, payload, timeout), attempt
        except _FATAL:
            raise
        except Exception as exc:  # noqa: BLE001 - any failure of the user's judge is counted
            if isinstance(exc, _JudgeTimeout):
                tally.add(timeouts=1)
            last = _describe(exc)
    return Failed(last, retries + 1), retries + 1


async def _ask_async(
    judge: Callable[..., Any],
    prompt: str,
    timeout: float | None,
    retries: int,
    gate: asyncio.Semaphore,
    tally: Tally,
) -> tuple[Any, int]:
    payload, last = _payload(judge, prompt), ""
    async with gate:  # the timeout below starts once the place is taken
        for attempt in range(1, retries + 2):
            tally.add(attempts=1, retries=int(attempt > 1))
            try:
                return await asyncio.wait_for(judge(payload), timeout), attempt
            except _FATAL:
                raise
            except asyncio.TimeoutError:
                tally.add(timeouts=1)
                last = f"TimeoutError: the judge did not answer within {timeout:g} s"
            except (Exception, SystemExit) as exc:  # noqa: BLE001 - a failure of the judge
                last = _describe(exc)
    return Failed(last, retries + 1), retries + 1


async def _ask_async_reporting(
    i: int,
    judge: Callable[..., Any],
    prompt: str,
    settings: tuple[float | None, int, asyncio.Semaphore, Tally],
    on_answer: Callable[[int, Any], None] | None,
) -> tuple[Any, int]:
    out = await _ask_async(judge, prompt, *settings)
    if on_answer is not None:
        on_answer(i, out[0])
    return out


def _gather(
    judge: Callable[..., Any],
    prompts: Sequence[str],
    n_jobs: int,
    timeout: float | None,
    retries: int,
    on_answer: Callable[[int, Any], None] | None,
    tally: Tally,
) -> list[tuple[Any, int]]:
    async def main() -> list[tuple[Any, int]]:
        settings = (timeout, retries, asyncio.Semaphore(n_jobs), tally)
        tasks = [
            _ask_async_reporting(i, judge, p, settings, on_answer) for i, p in enumerate(prompts)
        ]
        return list(await asyncio.gather(*tasks))

    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return asyncio.run(main())
    # called from inside a running event loop (an async harness): use a loop of our own
    with ThreadPoolExecutor(max_workers=1) as pool:
        return pool.submit(asyncio.run, main()).result()


def ask_many(
    judge: Callable[..., Any],
    prompts: Sequence[str],
    *,
    n_jobs: int,
    timeout: float | None,
    retries: int,
    on_answer: Callable[[int, Any], None] | None = None,
    tally: Tally | None = None,
) -> list[tuple[Any, int]]:
    """Ask ``judge`` every prompt, ``n_jobs`` at a time; per prompt (answer or Failed, calls).

    ``on_answer(i, answer)`` is called as each prompt's answer arrives (from a worker thread
    or the event loop), e.g. to store it at once: what was paid for is kept even when a long
    batch is interrupted. ``tally`` collects the attempts that timed out and the retries.

    Examples
    --------
    >>> ask_many(str.upper, ["useless", "useful"], n_jobs=2, timeout=5, retries=0)
    [('USELESS', 1), ('USEFUL', 1)]
    """
    if not prompts:
        return []
    tally = tally if tally is not None else Tally()
    if is_async(judge):
        return _gather(judge, prompts, n_jobs, timeout, retries, on_answer, tally)

    stop = threading.Event()

    def one(i: int) -> tuple[Any, int]:
        if stop.is_set():  # another prompt ended the batch: ask nothing more
            return Failed("not asked: the batch was stopped", 0), 0
        try:
            out = _ask_sync(judge, prompts[i], timeout, retries, tally)
            if on_answer is not None:
                on_answer(i, out[0])
        except BaseException:
            stop.set()
            raise
        return out

    if n_jobs == 1 or len(prompts) == 1:
        return [one(i) for i in range(len(prompts))]
    pool = ThreadPoolExecutor(max_workers=min(n_jobs, len(prompts)))
    try:
        futures = [pool.submit(one, i) for i in range(len(prompts))]
        wait(futures, return_when=FIRST_EXCEPTION)
        out = [f.result() for f in futures]  # raises the first prompt's error, if any
    except BaseException:  # an interrupt or a stop: queued prompts are dropped, not asked
        stop.set()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    pool.shutdown()
    return out
