"""The gate's episode recorder: one JSON line per finished run, whole or not at all.

A :class:`StopGate` built with ``record_to=`` hands each finished episode (design §3.2) to an
:class:`EpisodeRecorder`, which writes it to

* a path (``str`` or ``os.PathLike``) of a regular file, checked at construction (a missing
  folder is created; a folder, a FIFO, a device or a socket is refused): appended as one
  line with a single ``write`` on a file opened ``O_APPEND`` under an exclusive lock
  (``fcntl.flock`` where the platform has it), so threads, async tasks and other processes
  appending to the same file never interleave; a short write (a full disk) is cut back off
  so that no half line stays behind;
* an open text file: written and flushed under the recorder's lock;
* a callable: called with the episode dict.

A failing write is logged (logger ``uselessdetect.gate``) and counted in ``failures``, never
raised: the recorder sits inside someone's agent run.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import stat
import threading
from collections.abc import Callable, Iterator
from contextvars import ContextVar
from typing import IO, Any, Union

try:  # POSIX: a lock that other processes honour too
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = ["EpisodeRecorder", "RecordTarget", "context_fields", "record_fields"]

logger = logging.getLogger("uselessdetect.gate")

_FIELDS: ContextVar[dict[str, Any] | None] = ContextVar("uselessdetect_fields", default=None)


@contextlib.contextmanager
def record_fields(**fields: Any) -> Iterator[None]:
    """Add top-level fields to the episodes recorded for runs started inside the block.

    For a framework agent, whose adapter begins and ends the episode itself, this is how a
    run's record gets its ``budget``, ``regime``, ``model`` or anything else. Blocks nest (the
    inner one wins on a shared name); the fields are read when the episode begins (and when it
    ends, in the same context).

    Examples
    --------
    >>> from uselessdetect.gate import StopGate
    >>> got = []
    >>> gate = StopGate(lambda s: True, record_to=got.append)
    >>> with record_fields(budget=8, regime="persistent"):
    ...     _ = gate.observe("text", episode="e1")
    ...     _ = gate.end("e1")
    >>> got[0]["budget"], got[0]["regime"]
    (8, 'persistent')
    """
    token = _FIELDS.set({**(_FIELDS.get() or {}), **fields})
    try:
        yield
    finally:
        _FIELDS.reset(token)


def context_fields() -> dict[str, Any]:
    """The fields of the enclosing :func:`record_fields` blocks (empty outside any)."""
    return dict(_FIELDS.get() or {})


RecordTarget = Union[str, "os.PathLike[str]", IO[str], Callable[[dict[str, Any]], Any]]  # noqa: UP007


class EpisodeRecorder:
    """Write finished episodes to a JSON Lines file, an open text file or a callable.

    Parameters
    ----------
    target : str, os.PathLike, text file or callable
        Where each episode goes (see the module docstring).

    Attributes
    ----------
    written : int
        Episodes written.
    failures : int
        Episodes whose write failed (each one logged).

    Examples
    --------
    >>> import io
    >>> buf = io.StringIO()
    >>> rec = EpisodeRecorder(buf)
    >>> rec.write({"id": "e1", "question": "Q?", "steps": []}), buf.getvalue()
    (True, '{"id": "e1", "question": "Q?", "steps": []}\\n')
    >>> EpisodeRecorder(lambda ep: 1 / 0).write({"id": "e2"})  # logged, never raised
    False
    """

    def __init__(self, target: RecordTarget) -> None:
        if isinstance(target, (str, os.PathLike)):
            self.path: str | None = _checked_path(target)
            self._write: Callable[[dict[str, Any]], None] = self._to_path
        elif hasattr(target, "write"):
            self.path = None
            self._write = self._to_file
        elif callable(target):
            self.path = None
            self._write = target
        else:
            from ..exceptions import ConfigurationError

            raise ConfigurationError(
                "record_to must be a path, an open text file or a callable taking the "
                f"episode dict, got {type(target).__name__}"
            )
        self.target = target
        self.written = 0
        self.failures = 0
        self._lock = threading.Lock()

    def write(self, episode: dict[str, Any]) -> bool:
        """Write one episode; ``False`` (logged, counted) when it failed. Never raises."""
        try:
            self._write(episode)
        except Exception:
            with self._lock:
                self.failures += 1
            logger.error(
                "gate: could not record episode %r to %s", episode.get("id"), self, exc_info=True
            )
            return False
        with self._lock:
            self.written += 1
        return True

    def __repr__(self) -> str:
        return f"EpisodeRecorder({self.path or type(self.target).__name__})"

    @staticmethod
    def line(episode: dict[str, Any]) -> str:
        """The episode as one JSON line (no newline inside: JSON escapes them)."""
        return json.dumps(episode, ensure_ascii=False, default=str) + "\n"

    def _to_file(self, episode: dict[str, Any]) -> None:
        text = self.line(episode)
        f: Any = self.target
        with self._lock:
            f.write(text)
            f.flush()

    def _to_path(self, episode: dict[str, Any]) -> None:
        data = self.line(episode).encode("utf-8")
        assert self.path is not None
        # O_NONBLOCK: a path that became a FIFO without a reader fails (ENXIO) instead of
        # freezing the harness; on a regular file the flag changes nothing
        fd = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK, 0o644)
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(f"{self.path} is no longer a regular file")
            with self._lock:
                if fcntl is not None:
                    fcntl.flock(fd, fcntl.LOCK_EX)
                try:
                    _append_whole(fd, data)
                finally:
                    if fcntl is not None:
                        fcntl.flock(fd, fcntl.LOCK_UN)
        finally:
            os.close(fd)


def _checked_path(target: str | os.PathLike[str]) -> str:
    """The recording's path, refused at construction when no record could ever reach it.

    A FIFO, a device or a socket would block the harness (a FIFO without a reader blocks in
    ``open``) or lose the guarantee of whole lines, so only a regular file (or a new one) is
    taken; a missing folder is created.
    """
    from ..exceptions import ConfigurationError

    path = os.fspath(target)
    if not isinstance(path, str) or not path:
        raise ConfigurationError(f"record_to must be a non-empty file path, got {target!r:.60}")
    if "\0" in path:  # os.stat would raise a bare ValueError
        raise ConfigurationError(
            f"record_to must be a file path without NUL bytes, got {target!r:.60}"
        )
    if os.path.isdir(path):
        raise ConfigurationError(f"record_to {path!r} is a folder; give a file path in it")
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = None
    except OSError as exc:
        raise ConfigurationError(f"record_to {path!r} cannot be used: {exc.strerror}") from None
    if mode is not None and not stat.S_ISREG(mode):
        raise ConfigurationError(
            f"record_to {path!r} is not a regular file (a FIFO, device or socket could block "
            f"the harness); give a file path, or an open file or a callable"
        )
    folder = os.path.dirname(path)
    if folder:
        try:
            os.makedirs(folder, exist_ok=True)
        except OSError as exc:
            raise ConfigurationError(
                f"record_to {path!r}: cannot create its folder {folder!r}: {exc.strerror or exc}"
            ) from None
    return path


def _append_whole(fd: int, data: bytes) -> None:
    """Append ``data`` under the caller's lock; on a failure cut the partial line back off."""
    size = os.fstat(fd).st_size
    done = 0
    try:
        while done < len(data):
            n = os.write(fd, data[done:])
            if n <= 0:
                raise OSError(f"wrote {done} of {len(data)} bytes")
            done += n
    except BaseException:
        if done:
            try:
                os.ftruncate(fd, size)  # no half line left behind
            except OSError:
                logger.error("gate: could not cut a partial line off the recording")
        raise
