"""Closed and full standard streams: one clean error line and a non-zero exit, for every command.

A process started with a closed standard stream (``<&-``, ``>&-``) finds ``sys.stdin`` or
``sys.stdout`` set to ``None``; click would then drop every line silently, and the readers
and writers would fail with an ``AttributeError``. :func:`guarded_streams` puts a stand-in in
their place whose every read or write is an ``OSError`` (``standard output is closed``), and,
when the command ends, flushes standard output itself, so that a full device (``> /dev/full``)
or a closed pipe is reported as one line instead of a traceback at the interpreter's exit. A
closed standard error only loses the chatter: results and the exit status stay.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import sys
from collections.abc import Iterator
from typing import Any

import click

__all__ = ["guarded_streams"]


class _ClosedRaw(io.RawIOBase):
    """A raw stream in place of a closed standard stream: reading or writing is an error."""

    def __init__(self, which: str) -> None:
        self._which = which

    def _error(self) -> OSError:
        return OSError(errno.EBADF, f"standard {self._which} is closed")

    def readable(self) -> bool:
        return self._which == "input"

    def writable(self) -> bool:
        return self._which == "output"

    def readinto(self, b: Any) -> int:
        raise self._error()

    def write(self, b: Any) -> int:
        raise self._error()


def _stand_in(which: str) -> io.TextIOWrapper:
    return io.TextIOWrapper(_ClosedRaw(which), encoding="utf-8", write_through=True)  # type: ignore[arg-type]


def _silence_stdout() -> None:
    """After standard output failed: drop what is still buffered, so the exit is quiet."""
    stream: Any = sys.stdout
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        sys.stdout = open(os.devnull, "w", encoding="utf-8")  # noqa: SIM115 - lives to the exit
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def _os_message(exc: OSError) -> str:
    from ._common import os_error_message

    msg = os_error_message(exc)
    if exc.errno == errno.EPIPE and exc.filename in (None, ""):
        return f"standard output: {msg} (the reading end closed)"
    return msg if exc.filename not in (None, "") else f"standard output: {msg}"


def _flush_stdout() -> OSError | None:
    """Flush standard output; the error, if it failed (its buffer is then dropped)."""
    stream: Any = sys.stdout
    if stream is None or getattr(stream, "closed", False):
        return None  # closed by the command itself (a server's transport): nothing buffered
    try:
        stream.flush()
    except (OSError, ValueError) as exc:  # ValueError: flushed after a close
        _silence_stdout()
        return exc if isinstance(exc, OSError) else OSError(errno.EBADF, str(exc))
    return None


def _fail(exc: OSError) -> None:
    click.echo(f"Error: {_os_message(exc)}", err=True)
    sys.exit(1)


@contextlib.contextmanager
def guarded_streams() -> Iterator[None]:
    """Run the command line with stand-ins for closed streams; a failing stdout is one line.

    Wraps click's own ``main`` (which turns a ``ClickException`` into its error line and
    exit status), so it also covers ``--help`` and the commands outside ``user_errors``.
    """
    if sys.stdin is None:
        sys.stdin = _stand_in("input")
    if sys.stdout is None:
        sys.stdout = _stand_in("output")
    try:
        yield
    except OSError as exc:  # raised past the commands' error wrapper
        _silence_stdout()
        _fail(exc)
    except SystemExit as exc:
        failed = _flush_stdout()
        if failed is not None and exc.code in (0, None):
            _fail(failed)
        raise
    failed = _flush_stdout()
    if failed is not None:
        _fail(failed)
