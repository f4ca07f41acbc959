"""Where partitions run: in this process, through joblib, or on a Dask cluster — results in
input order, whichever way.

A task returns a plain picklable :class:`PartResult`; an input error met on a worker travels
back inside it as data and is raised again, unchanged, on the caller's side, after every
earlier partition's result. A file that holds no record is an error once its last partition
is in (:class:`FileEnds`).
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from joblib import Parallel, delayed

from ..exceptions import EmptyInputError, InputError
from ..io import Partition, in_process_only, partition_errors

__all__ = ["FileEnds", "PartResult", "Progress", "run_partitions", "run_task"]

Progress = Callable[[Partition, int], None]


@dataclass
class PartResult:
    """What a partition's task returns: records counted, output text or file, or an error."""

    index: int
    n: int = 0
    text: bytes = b""
    path: str | None = None
    error: tuple[str, str, str | None, int | None, str | None] | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def raise_error(self) -> None:
        """Raise the input error the task met, as it was raised on the worker."""
        if self.error is not None:
            kind, message, path, line, fld = self.error
            cls = EmptyInputError if kind == "EmptyInputError" else InputError
            raise cls(message, path=path, line=line, field=fld)


def run_task(func: Callable[..., PartResult], part: Partition, *args: Any) -> PartResult:
    """Run ``func(part, *args)``; an :class:`InputError` comes back inside the result."""
    try:
        with partition_errors(part):
            return func(part, *args)
    except InputError as exc:
        err = (type(exc).__name__, exc.message, exc.path, exc.line, exc.field)
        return PartResult(part.index, error=err)


class FileEnds:
    """Counts each input file's records over its partitions, which arrive in order; a file
    whose last partition arrives with none counted is an
    :class:`~uselessdetect.exceptions.EmptyInputError`."""

    def __init__(self, parts: Sequence[Partition]) -> None:
        self._last = {p.shard: p.index for p in parts}
        self._n = 0

    def add(self, part: Partition, n: int) -> None:
        """Count the ``n`` records of ``part``; raise if it ends an empty file."""
        self._n += n
        if self._last[part.shard] == part.index:
            if self._n == 0:
                msg = "the file holds no record (expected JSON Lines)"
                raise EmptyInputError(msg, path=part.path)
            self._n = 0


@contextlib.contextmanager
def _interrupts_win() -> Iterator[None]:
    """Let Ctrl-C or a signal's exit through as itself: joblib, stopping its workers when
    one arrives early, can raise its own ``RuntimeError`` in its place."""
    try:
        yield
    except RuntimeError as exc:
        if isinstance(exc.__context__, (KeyboardInterrupt, SystemExit)):
            raise exc.__context__ from None
        raise


@contextlib.contextmanager
def children_ignore_hangup() -> Iterator[None]:
    """Start worker processes inside: they never act on SIGHUP; this process still does.

    A closed terminal sends SIGHUP to its whole process group: loky's workers and its
    resource tracker died of it, a new tracker was started, and it printed a ``KeyError:
    '/loky-…'`` traceback for each semaphore the dead one had known. SIGHUP is held
    (blocked) while the pool starts, so the processes started then keep it blocked — a
    blocked signal survives ``fork`` and ``exec`` — and this one gets it, pending, when the
    block ends, and stops them itself. Not on the main thread, or without SIGHUP: no-op.
    """
    hangup = getattr(signal, "SIGHUP", None)
    if hangup is None or threading.current_thread() is not threading.main_thread():
        yield
        return
    previous = signal.pthread_sigmask(signal.SIG_BLOCK, {hangup})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, previous)


def _refuse_shared_streams(parts: Sequence[Partition]) -> None:
    local = next((p.path for p in parts if in_process_only(p.path)), None)
    if local is not None:
        raise InputError(
            "standard input, a pipe or a device is read once, by this process: it cannot "
            "be shared among workers; use one job without a cluster, or save it to a file",
            path=local,
        )


def _results(
    func: Callable[..., PartResult],
    parts: Sequence[Partition],
    args: tuple[Any, ...],
    client: Any,
    n_jobs: int,
) -> Iterable[PartResult]:
    """The tasks' results, in input order, computed lazily where the caller said."""
    if client is not None:
        from ._dask import map_ordered

        return map_ordered(client, run_task, func, parts, *args)
    if n_jobs == 1:
        return (run_task(func, p, *args) for p in parts)
    parallel = Parallel(n_jobs=n_jobs, return_as="generator")
    with _interrupts_win(), children_ignore_hangup():  # the pool starts on the first dispatch
        out: Iterable[PartResult] = parallel(delayed(run_task)(func, p, *args) for p in parts)
    return out


def run_partitions(
    func: Callable[..., PartResult],
    parts: Sequence[Partition],
    *args: Any,
    client: Any = None,
    n_jobs: int = 1,
    on_partition: Progress | None = None,
) -> Iterator[PartResult]:
    """Run ``func(part, *args)`` over partitions, yielding results in input order.

    ``client`` (a ``distributed.Client``) runs them on its cluster; else ``n_jobs`` joblib
    workers (1: this process). An input error met in a partition is raised here, after every
    earlier partition's result was yielded; a file that holds no record raises
    :class:`~uselessdetect.exceptions.EmptyInputError` after its last partition.
    """
    if client is not None or n_jobs != 1:
        _refuse_shared_streams(parts)
    results = _results(func, parts, args, client, n_jobs)
    ends = FileEnds(parts)
    try:
        with _interrupts_win():
            for part, res in zip(parts, results, strict=True):
                res.raise_error()
                if on_partition is not None:
                    on_partition(part, res.n)
                yield res
                ends.add(part, res.n)
    finally:  # stop the partitions still in flight now, while their client is open
        close = getattr(results, "close", None)
        if close is not None:
            with _interrupts_win():
                close()
