"""Every output the package writes: where a path leads, and how a file appears only whole.

:func:`output_target` tells how an output path is written (standard output, a stream written
in place, or a regular file written atomically). The atomic writers stage a regular file as a
``.part`` temporary file beside its target and rename it over the target when the block
succeeds; on an error, Ctrl-C, SIGTERM or SIGHUP the temporary file is removed and the target
is untouched (:func:`signals_held` keeps a signal from landing between a ``.part`` file's
creation and the note of its name). :func:`write_jsonl` writes records, each checked as its
reader would (:func:`~uselessdetect.io._records.record_line`).
"""

from __future__ import annotations

import contextlib
import os
import re
import signal
import stat
import sys
import tempfile
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, cast

from ..exceptions import ConfigurationError, InputError
from ._files import STDIN, PathLike, path_argument
from ._records import record_line

__all__ = [
    "atomic_binary_writer",
    "atomic_writer",
    "atomic_writers",
    "output_target",
    "shard_output_names",
    "signals_held",
    "usual_mode",
    "write_jsonl",
]

_FD_LINK = re.compile(r"^/(?:proc/[^/]+|dev)/fd/\d+$|^/dev/std(?:in|out|err)$")


def _through_fd_link(name: str) -> bool:
    """Whether ``name`` is, or links through, a file-descriptor name (``/dev/stdout``…)."""
    hop = os.path.abspath(name)
    for _ in range(40):
        if _FD_LINK.match(hop):
            return True
        if not os.path.islink(hop):
            return False
        hop = os.path.normpath(os.path.join(os.path.dirname(hop), os.readlink(hop)))
    return False


@contextlib.contextmanager
def signals_held() -> Iterator[None]:
    """Hold SIGINT, SIGTERM and SIGHUP back for the block (main thread); one that arrives
    meanwhile is raised again when the block ends, to the handler that was in place.

    The handlers are swapped rather than the signals masked: Python runs its handlers in the
    main thread whichever thread the kernel delivers to, so a mask on one thread holds
    nothing back in a process with others (joblib's, a server's).
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    pending: list[int] = []
    names = ("SIGINT", "SIGTERM", "SIGHUP")
    previous = {}
    for sig in (getattr(signal, n) for n in names if hasattr(signal, n)):
        previous[sig] = signal.signal(sig, lambda signum, frame: pending.append(signum))
    try:
        yield
    finally:
        for sig, handler in previous.items():
            signal.signal(sig, handler)
        for sig in dict.fromkeys(pending):
            signal.raise_signal(sig)


def output_target(path: PathLike, *, streams: bool = True) -> tuple[str, str]:
    """How an output path is written: ``(how, where)``.

    * ``("stdout", "-")`` for ``-``;
    * ``("stream", path)`` for a character device (``/dev/null``, a terminal), a FIFO, or a
      file-descriptor name (``/dev/stdout``, ``/proc/self/fd/1``): written in place, as a
      stream, never replaced;
    * ``("file", real path)`` for a regular file or a new name: written atomically (a
      temporary file beside the real target, renamed over it); a symbolic link is followed,
      so its target is written and the link is kept.

    A directory, a block device and a socket are refused (:class:`InputError`), and so is a
    stream when ``streams`` is false (for outputs that must be files: a model and its card).

    Examples
    --------
    >>> output_target("-"), output_target("/dev/null")
    (('stdout', '-'), ('stream', '/dev/null'))
    """
    name = path_argument(path, what="output path")
    if name == STDIN:
        how = ("stdout", STDIN)
    elif _through_fd_link(name):
        how = ("stream", name)
    else:
        try:
            mode = os.stat(name).st_mode
        except FileNotFoundError:
            mode = None  # a new file (or a link to one)
        except OSError as exc:
            raise InputError(f"cannot write: {exc.strerror or exc}", path=name) from None
        if mode is None and name.endswith(("/", os.sep)):
            raise InputError("names a folder (it ends in /); expected a file name", path=name)
        if mode is None or stat.S_ISREG(mode):
            how = ("file", os.path.realpath(name) if os.path.islink(name) else name)
        elif stat.S_ISDIR(mode):
            raise InputError("is a directory; expected a file name to write", path=name)
        elif stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
            how = ("stream", name)
        else:
            kind = "a block device" if stat.S_ISBLK(mode) else "a socket or special file"
            raise InputError(f"is {kind}; refusing to write to it", path=name)
    if how[0] != "file" and not streams:
        what = "standard output" if how[0] == "stdout" else "a device or FIFO"
        raise InputError(
            f"is {what}; this output must be a regular file (it is written atomically, "
            "with a companion file beside it)",
            path=name,
        )
    return how


def shard_output_names(paths: Iterable[PathLike], out_dir: PathLike) -> list[Path]:
    """One output path per input file: ``out_dir/<input file name>`` (clashes are errors)."""
    out: list[Path] = []
    seen: dict[str, str] = {}
    for path in paths:
        name = os.path.basename(os.fspath(path))
        if name in seen:
            raise InputError(
                f"two inputs share the file name {name!r} ({seen[name]}); one output "
                "per input shard needs distinct names",
                path=os.fspath(path),
            )
        seen[name] = os.fspath(path)
        out.append(Path(out_dir) / name)
    return out


class _Output:
    """Text output to one target, named in its errors: a staged temporary file or a stream.

    ``open`` stages (a regular file: a temporary file beside its real target; a device or a
    FIFO: opened in place; ``-``: standard output); ``finish`` flushes and closes; ``commit``
    renames a staged file over its target; ``discard`` removes it.
    """

    def __init__(self, path: PathLike, *, binary: bool = False) -> None:
        self.how, self.where = output_target(path)
        self.binary = binary
        self.path = os.fspath(path)
        self.name = "<stdout>" if self.how == "stdout" else self.path
        self.tmp: str | None = None
        self._fh: Any = None

    def _named(self, exc: OSError) -> OSError:
        return OSError(exc.errno, f"cannot write ({exc.strerror or exc})", self.name)

    def open(self) -> None:
        try:
            if self.how == "stdout":
                self._fh = sys.stdout.buffer if self.binary else sys.stdout
                return
            if self.how == "stream":
                fd = os.open(self.where, os.O_WRONLY | os.O_APPEND | getattr(os, "O_NOCTTY", 0))
            else:
                target = Path(self.where)
                target.parent.mkdir(parents=True, exist_ok=True)
                with signals_held():  # no .part file may exist without its name kept here
                    fd, self.tmp = tempfile.mkstemp(
                        prefix=f".{target.name}.", suffix=".part", dir=target.parent
                    )
            if self.binary:
                self._fh = os.fdopen(fd, "wb")
            else:
                self._fh = os.fdopen(fd, "w", encoding="utf-8", newline="\n")
        except OSError as exc:
            raise self._named(exc) from None

    def __getattr__(self, name: str) -> Any:  # the rest of the file's interface
        if name == "_fh":
            raise AttributeError(name)
        return getattr(self._fh, name)

    def write(self, text: Any) -> int:
        try:
            n: int = self._fh.write(text)
        except OSError as exc:
            raise self._named(exc) from None
        return n

    def flush(self) -> None:
        try:
            self._fh.flush()
        except OSError as exc:
            raise self._named(exc) from None

    def finish(self) -> None:
        fh, self._fh = self._fh, None
        if fh is None:
            return
        try:
            fh.flush()
            if fh not in (sys.stdout, getattr(sys.stdout, "buffer", None)):
                fh.close()
            if self.tmp is not None:
                usual_mode(self.tmp)
        except OSError as exc:
            raise self._named(exc) from None

    def commit(self) -> None:
        if self.tmp is not None:
            try:
                os.replace(self.tmp, self.where)
            except OSError as exc:
                raise self._named(exc) from None
            self.tmp = None

    def discard(self) -> None:
        fh, self._fh = self._fh, None
        if fh is not None and fh not in (sys.stdout, getattr(sys.stdout, "buffer", None)):
            with contextlib.suppress(OSError):
                fh.close()
        if self.tmp is not None:
            with contextlib.suppress(OSError):
                os.unlink(self.tmp)
            self.tmp = None


def _commit_all(outputs: list[_Output]) -> None:
    """Rename every staged file over its target; if one rename fails, put the others back."""
    files = [o for o in outputs if o.tmp is not None]
    done: list[tuple[_Output, str | None]] = []
    try:
        for out in files:
            backup = None
            if len(files) > 1 and os.path.lexists(out.where):
                backup = f"{out.tmp}.old"
                try:
                    os.link(out.where, backup)  # the previous version, to restore on failure
                except OSError:
                    backup = None
            done.append((out, backup))
            out.commit()
    except BaseException:
        for out, backup in done[:-1]:
            with contextlib.suppress(OSError):
                if backup is not None:
                    os.replace(backup, out.where)
                else:
                    os.unlink(out.where)
        raise
    finally:
        for _, backup in done:
            if backup is not None:
                with contextlib.suppress(OSError):
                    os.unlink(backup)


@contextlib.contextmanager
def atomic_writers(*paths: PathLike) -> Iterator[list[IO[str]]]:
    """Open several outputs that are written together or not at all.

    Every target is checked and staged first (a regular file gets a temporary file beside
    it, so an unwritable folder fails before anything is written); when the block succeeds
    all of them are renamed into place, and on any error (or Ctrl-C, or SIGTERM) none is.
    A device or FIFO is written in place as a stream, ``-`` is standard output: neither can
    be taken back, so write them last.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> try:
    ...     with atomic_writers(d / "a.jsonl", d / "b.jsonl") as (a, b):
    ...         _ = a.write("{}\\n")
    ...         raise RuntimeError("b failed")
    ... except RuntimeError:
    ...     pass
    >>> sorted(p.name for p in d.iterdir())  # neither output, no temporary file
    []
    """
    with _staged([_Output(p) for p in paths]) as outputs:
        yield [cast(IO[str], out) for out in outputs]


@contextlib.contextmanager
def _staged(outputs: list[_Output]) -> Iterator[list[_Output]]:
    """Open every output, hand them to the block, then finish and commit them all; on any
    error (or signal) discard every one."""
    try:
        for out in outputs:
            out.open()
        yield outputs
        for out in outputs:
            out.finish()
        _commit_all(outputs)
    except BaseException:
        for out in outputs:
            out.discard()
        raise


@contextlib.contextmanager
def atomic_writer(path: PathLike) -> Iterator[IO[str]]:
    """Open ``path`` for writing text so that it appears only when the block succeeds.

    A regular file (or a new name) is written to a temporary file beside it and renamed at
    the end (a symbolic link is followed: its target is written, the link kept). ``-``
    writes to standard output, and a character device (``/dev/null``) or a FIFO is written
    in place as a stream: neither is ever replaced, and neither can be atomic. A directory, a
    block device or a socket is refused. A failed write raises :class:`OSError` naming
    ``path`` (``out.jsonl: cannot write (No space left on device)``).
    """
    with atomic_writers(path) as (fh,):
        yield fh


@contextlib.contextmanager
def atomic_binary_writer(path: PathLike) -> Iterator[IO[bytes]]:
    """:func:`atomic_writer` for bytes (a figure, say): the same targets, the same rules."""
    with _staged([_Output(path, binary=True)]) as (out,):
        yield cast(IO[bytes], out)


def usual_mode(path: PathLike) -> None:
    """Give a staged file the mode a new file gets (``mkstemp`` makes it 0600)."""
    umask = os.umask(0)
    os.umask(umask)
    os.chmod(path, 0o666 & ~umask)


def write_jsonl(
    path: PathLike,
    records: Iterable[Any],
    *,
    on_empty: Callable[[], BaseException] | None = None,
) -> int:
    """Write records (mappings, or objects with ``to_dict``) as JSON Lines, atomically.

    Each record is checked before it is written (:func:`record_line`): episodes and samples
    by their readers' rules, everything as strict JSON; a bad one leaves no output. Returns
    the number of records written. See :func:`atomic_writer` for what happens to each kind
    of target (a file, ``-``, a device).

    ``on_empty`` is for writers whose empty output nobody could read: when no record came,
    the exception it returns is raised, and no output file is left (a file that held
    records before keeps them).

    Examples
    --------
    >>> import pathlib, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "out.jsonl"
    >>> try:
    ...     write_jsonl(p, [], on_empty=lambda: ValueError("nothing to write"))
    ... except ValueError as exc:
    ...     print(exc, p.exists())
    nothing to write False
    """
    name = path_argument(path, what="output path")
    if isinstance(records, (str, bytes, Mapping)) or not isinstance(records, Iterable):
        raise ConfigurationError(
            f"records must be an iterable of records (mappings, Episodes, Samples), got "
            f"{type(records).__name__}"
        )
    n = 0
    with atomic_writer(name) as fh:
        for rec in records:
            fh.write(record_line(rec, n=n + 1, path=name))
            n += 1
        if n == 0 and on_empty is not None:
            raise on_empty()
    return n
