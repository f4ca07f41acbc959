"""Inputs of any size: expand files, globs and directories, read gzip transparently, and cut
the input into partitions (by file and byte range, or by line count) that stream at constant
memory and name the file and line of any bad record.
"""

from __future__ import annotations

import atexit
import contextlib
import glob
import gzip
import io
import json
import os
import stat
import sys
import tempfile
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import IO, Any

from ..exceptions import ConfigurationError, InputError
from ._json import BadJSON, json_error, loads

__all__ = [
    "PARTITION_BYTES",
    "Partition",
    "PathLike",
    "STDIN",
    "expand_paths",
    "guarded_lines",
    "iter_partition",
    "open_binary",
    "parse_line",
    "partition_errors",
    "plan_partitions",
    "rereadable",
]

PathLike = str | os.PathLike[str]

#: Default size of a byte-range partition of an uncompressed file.
PARTITION_BYTES = 64 * 2**20
_SUFFIXES = (".jsonl", ".jsonl.gz")
_GZIP_MAGIC = b"\x1f\x8b"
#: The name that stands for standard input wherever a file is read.
STDIN = "-"


def expand_paths(specs: Iterable[PathLike]) -> list[str]:
    """Expand files, glob patterns and directories into a list of files, in input order.

    A directory stands for its ``*.jsonl`` and ``*.jsonl.gz`` files (sorted, not recursive); a
    pattern for its matches (sorted; ``**`` recurses). A file named twice is kept once. ``-``
    (standard input), a FIFO or a device is kept as it is (it is read as a stream).

    Raises
    ------
    InputError
        For a pattern or directory that matches no file, or a path that does not exist.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> d = pathlib.Path(tempfile.mkdtemp())
    >>> for n in ("b.jsonl", "a.jsonl.gz", "notes.txt"):
    ...     _ = (d / n).write_text("")
    >>> [pathlib.Path(p).name for p in expand_paths([d, d / "b.jsonl"])]
    ['a.jsonl.gz', 'b.jsonl']
    """
    out: list[str] = []
    seen: set[str] = set()
    if isinstance(specs, (str, bytes, os.PathLike)) or not isinstance(specs, Iterable):
        raise ConfigurationError(
            f"expected a list of paths, got {type(specs).__name__}; wrap one path in a list"
        )
    for spec in specs:
        for path in _expand_one(path_argument(spec)):
            key = path if path == STDIN else os.path.realpath(path)
            if key not in seen:
                seen.add(key)
                out.append(path)
    return out


def _expand_one(spec: str) -> list[str]:
    if spec == STDIN:
        return [spec]
    if os.path.isdir(spec):
        found = sorted(
            os.path.join(spec, n)
            for n in os.listdir(spec)
            if n.endswith(_SUFFIXES) and os.path.isfile(os.path.join(spec, n))
        )
        if not found:
            raise InputError("directory holds no *.jsonl or *.jsonl.gz file", path=spec)
        return found
    if os.path.exists(spec) or not glob.has_magic(spec):
        if not os.path.exists(spec):
            raise InputError("no such file", path=spec)
        return [spec]  # a regular file, or a stream (a FIFO, a device)
    found = sorted(p for p in glob.glob(spec, recursive=True) if os.path.isfile(p))
    if not found:
        raise InputError("the pattern matches no file", path=spec)
    return found


def input_name(path: PathLike) -> str:
    """How messages name an input: ``<stdin>`` for ``-``, else the path as given."""
    name = os.fspath(path)
    return "<stdin>" if name == STDIN else name


def path_argument(path: Any, *, what: str = "path") -> str:
    """``path`` as a string, or a :class:`ConfigurationError` when it is no path at all."""
    if isinstance(path, bytes) or not isinstance(path, (str, os.PathLike)):
        raise ConfigurationError(
            f"{what} must be a file path (str or os.PathLike) or '-' for standard input, got "
            f"{type(path).__name__} {str(path)[:40]!r}"
        )
    name = os.fspath(path)
    if not isinstance(name, str) or not name:
        raise ConfigurationError(f"{what} must be a non-empty file path, got {name!r}")
    return name


#: Non-regular inputs copied to a temporary file so that they can be read again.
_SPOOLS: dict[str, str] = {}
#: Non-regular inputs already streamed (they cannot be read a second time).
_STREAMED: set[str] = set()
#: Every temporary copy made, removed when the process exits.
_SPOOL_FILES: list[str] = []


def is_stream(path: PathLike) -> bool:
    """Whether ``path`` is read as a stream, once: ``-``, a pipe, a FIFO or a device.

    A regular file (or a link to one) is not. Once :func:`rereadable` has copied a stream to
    a temporary file, it reads like a regular file and this is false.
    """
    name = os.fspath(path)
    if name in _SPOOLS:
        return False
    if name == STDIN:
        return True
    try:
        return not stat.S_ISREG(os.stat(name).st_mode)
    except OSError:
        return False  # opening it will say what is wrong


def local_path(path: PathLike) -> str:
    """The file to open for ``path``: its temporary copy when it is a spooled stream."""
    name = os.fspath(path)
    return _SPOOLS.get(name, name)


def _refuse_second_read(name: str) -> None:
    if name in _STREAMED:
        what = "standard input" if name == STDIN else f"{name} (a pipe or device)"
        raise InputError(
            f"{what} was already read: a stream can be read once; name it once, or save it to "
            "a file first",
            path=name,
        )


def _open_stream(name: str) -> IO[bytes]:
    """An unbuffered binary stream of ``-`` or a non-regular file, opened once."""
    _refuse_second_read(name)
    _STREAMED.add(name)
    if name == STDIN:
        src: Any = getattr(sys.stdin, "buffer", sys.stdin)
        return _Joined(b"", src, close=False)  # type: ignore[return-value]
    return open(name, "rb", buffering=0)  # noqa: SIM115 - the caller closes it


def rereadable(path: PathLike) -> str:
    """Make ``path`` readable more than once, and return it (unchanged).

    A regular file already is. A stream (``-``, a pipe, a FIFO, a device) is copied, once, to
    a temporary file (removed when the process exits) that every later open of the same name
    reads; readers that look at the first record before reading the file, or that cut a file
    into partitions, call this first. Memory stays constant (the copy goes to disk).
    """
    name = path_argument(path)
    if not is_stream(name):
        return name
    _refuse_second_read(name)
    try:
        src = _open_stream(name)
    except OSError as exc:
        raise InputError(f"cannot open file: {exc.strerror or exc}", path=name) from None
    fd, tmp = tempfile.mkstemp(prefix="uselessdetect-input-", suffix=".part")
    if not _SPOOL_FILES:
        atexit.register(_remove_spools)
    _SPOOL_FILES.append(tmp)
    _SPOOLS[name] = tmp
    with os.fdopen(fd, "wb") as out, src:
        while block := src.read(1 << 20):
            out.write(block)
    return name


def _remove_spools() -> None:
    for tmp in _SPOOL_FILES:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


class _Joined(io.RawIOBase):
    """Bytes already read (``head``), then the rest of ``src``: a stream read exactly once."""

    def __init__(self, head: bytes, src: Any, *, close: bool = True) -> None:
        self._head = head
        self._src = src
        self._close = close
        self._read1 = getattr(src, "read1", None) or src.read

    def readable(self) -> bool:
        return True

    def readinto(self, b: Any) -> int:
        if self._head:
            n = min(len(b), len(self._head))
            b[:n] = self._head[:n]
            self._head = self._head[n:]
            return n
        data = self._read1(len(b))
        b[: len(data)] = data
        return len(data)

    def close(self) -> None:
        if not self.closed and self._close:
            self._src.close()
        super().close()


class _GzipOwner(gzip.GzipFile):
    """A gzip reader that closes the stream it reads when it is closed."""

    def __init__(self, fileobj: IO[bytes]) -> None:
        super().__init__(fileobj=fileobj, mode="rb")
        self._owned = fileobj

    def close(self) -> None:
        try:
            super().close()
        finally:
            self._owned.close()


def is_gzip(path: PathLike) -> bool:
    """Whether the file starts with the gzip magic bytes (the name does not matter).

    A stream (``-``, a pipe) is not opened for this (it could not be read again): false.
    """
    if is_stream(path):
        return False
    try:
        with open(local_path(path), "rb") as fh:
            return fh.read(2) == _GZIP_MAGIC
    except OSError as exc:
        raise InputError(f"cannot open file: {exc.strerror or exc}", path=str(path)) from None


def open_binary(path: PathLike) -> IO[bytes]:
    """Open a file, ``-`` (standard input), a pipe or a device for reading bytes, once.

    Gzip is told by its magic bytes, peeked on the one buffered stream (nothing is read
    twice, so a pipe loses nothing), and decompressed transparently. A stream already read
    is an :class:`InputError` (it cannot be read again; see :func:`rereadable`); a path that
    cannot be opened raises :class:`OSError`.

    Examples
    --------
    >>> import gzip, pathlib, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "x.jsonl"  # gzip, whatever the name says
    >>> _ = p.write_bytes(gzip.compress(b'{"a": 1}\\n'))
    >>> with open_binary(p) as fh:
    ...     fh.read()
    b'{"a": 1}\\n'
    """
    name = path_argument(path)
    if is_stream(name):
        raw: Any = _open_stream(name)
        buf = io.BufferedReader(raw)
        head = buf.peek(2)[:2]
        if len(head) == 1 and head == _GZIP_MAGIC[:1]:  # a pipe gave one byte so far
            head = buf.read(2)
            buf = io.BufferedReader(_Joined(head, buf))
    else:
        buf = open(local_path(name), "rb")  # noqa: SIM115 - the caller closes it
        head = buf.peek(2)[:2]
    if head == _GZIP_MAGIC:
        return _GzipOwner(buf)  # type: ignore[return-value]  # a binary file
    return buf


def parse_line(raw: bytes, path: str, lineno: int, *, arrays: bool = False) -> Any:
    """Decode one JSON Lines line into an object (or, with ``arrays``, an array too);
    ``None`` for a blank line.

    Raises :class:`InputError` naming ``path``, ``lineno`` and (where there is one) the field
    on bad UTF-8, bad JSON, strict-JSON violations (a duplicate key, ``NaN``, an integer of
    thousands of digits, a lone surrogate, nesting too deep: see
    :func:`uselessdetect.io._json.loads`) or a value that is not an object.
    """
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column {exc.start + 1})",
            path=path,
            line=lineno,
        ) from None
    if not text.strip():
        return None
    try:
        obj = loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(json_error(exc), path=path, line=lineno) from None
    except BadJSON as exc:
        raise InputError(exc.message, path=path, line=lineno, field=exc.field) from None
    if not isinstance(obj, dict) and not (arrays and isinstance(obj, list)):
        raise InputError(
            f"expected a JSON object, got {type(obj).__name__}", path=path, line=lineno
        )
    return obj


@dataclass(frozen=True)
class Partition:
    """A slice of one input file: the unit of work sent to a worker.

    A line belongs to the partition in which it starts: bytes ``[start, end)`` of an
    uncompressed file (``end=None``: to the end). ``skip`` lines are skipped first and at most
    ``n_lines`` read (line-count partitions of gzip files, which cannot seek). ``first_line``
    is the number of the partition's first line, or ``None`` when unknown (a byte split; it is
    counted only if an error needs it).
    """

    path: str
    shard: int
    index: int
    start: int = 0
    end: int | None = None
    skip: int = 0
    n_lines: int | None = None
    first_line: int | None = 1

    def absolute_line(self, relative: int) -> int:
        """The file's line number of the partition's ``relative``-th line (1-based)."""
        if self.first_line is not None:
            return self.first_line + relative - 1
        with open(local_path(self.path), "rb") as fh:
            fh.seek(self.start - 1)
            fh.readline()  # the partition's first line starts after this one ends
            todo, before = fh.tell(), 0
            fh.seek(0)
            while todo > 0:
                chunk = fh.read(min(todo, 2**20))
                if not chunk:
                    break
                before += chunk.count(b"\n")
                todo -= len(chunk)
        return before + relative


def plan_partitions(
    paths: Iterable[PathLike],
    *,
    partition_bytes: int | None = PARTITION_BYTES,
    partition_lines: int | None = None,
) -> list[Partition]:
    """Cut files into partitions, in input order.

    By default uncompressed files are cut into equal byte ranges of about ``partition_bytes``
    (no pass over the data) and each gzip file is one partition. With ``partition_lines``
    every file is cut every ``partition_lines`` lines (one counting pass over the data here).
    A stream (``-``, a pipe) is one partition, read as it arrives (with ``partition_lines``
    it is first copied to a temporary file, see :func:`rereadable`); partitions of a stream
    are worked on in this process only.

    Examples
    --------
    >>> import pathlib, tempfile
    >>> p = pathlib.Path(tempfile.mkdtemp()) / "e.jsonl"
    >>> _ = p.write_text('{"a": 1}\\n' * 10)
    >>> [(q.start, q.end) for q in plan_partitions([p], partition_bytes=40)]
    [(0, 45), (45, 90)]
    >>> [(q.first_line, q.n_lines) for q in plan_partitions([p], partition_lines=4)]
    [(1, 4), (5, 4), (9, 4)]
    """
    if partition_lines is not None and partition_lines < 1:
        raise ValueError(f"partition_lines must be at least 1, got {partition_lines}")
    if partition_bytes is not None and partition_bytes < 1:
        raise ValueError(f"partition_bytes must be at least 1, got {partition_bytes}")
    out: list[Partition] = []
    for shard, path in enumerate(path_argument(p) for p in paths):
        if partition_lines is not None:
            cuts = _line_cuts(rereadable(path), partition_lines)
        elif partition_bytes is None or is_stream(path) or path in _SPOOLS or is_gzip(path):
            cuts = [{}]
        else:
            cuts = _byte_cuts(os.path.getsize(path), partition_bytes)
        out.extend(Partition(path, shard, len(out) + i, **c) for i, c in enumerate(cuts))
    return out


def _byte_cuts(size: int, target: int) -> list[dict[str, Any]]:
    """About ``size / target`` equal ranges (a small remainder is not a partition of its own)."""
    n = max(1, round(size / target))
    step = -(-size // n) if size else 1
    return [
        {"start": s, "end": min(s + step, size), "first_line": None if s else 1}
        for s in range(0, max(size, 1), step)
    ]


def _line_cuts(path: str, every: int) -> list[dict[str, Any]]:
    gz = is_gzip(path)
    cuts: list[dict[str, Any]] = []
    offset = 0
    with open_binary(path) as fh:
        for lineno, raw in enumerate(guarded_lines(fh, path), start=1):
            if (lineno - 1) % every == 0:
                where = {"skip": lineno - 1} if gz else {"start": offset}
                cuts.append({**where, "n_lines": every, "first_line": lineno})
            offset += len(raw)
    return cuts or [{}]


def in_process_only(path: PathLike) -> bool:
    """Whether only this process can read ``path``: a stream, or a stream's temporary copy."""
    name = os.fspath(path)
    return name in _SPOOLS or is_stream(name)


def guarded_lines(fh: Iterable[bytes], path: str) -> Iterator[bytes]:
    """Lines of ``fh``; a corrupt or truncated gzip stream becomes an :class:`InputError`."""
    lineno = 0
    try:
        for lineno, raw in enumerate(fh, start=1):  # noqa: B007 - lineno used on error
            yield raw
    except (gzip.BadGzipFile, EOFError, zlib.error) as exc:
        raise InputError(
            f"corrupt or truncated gzip data after this line ({exc})", path=path, line=lineno
        ) from None


def iter_partition(part: Partition) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line, object)`` for every non-blank line of a partition, streaming.

    ``line`` is relative to the partition (1 = its first line); wrap the consumer in
    :func:`partition_errors` so that errors name the file's line.
    """
    with open_binary(part.path) as fh:
        lines = guarded_lines(fh, part.path)
        pos = part.start
        if part.start:
            fh.seek(part.start - 1)
            pos += len(next(lines, b"")) - 1  # the rest of a line that starts before us
        for _ in range(part.skip):
            next(lines, None)
        for rel, raw in enumerate(lines, start=1):
            if (part.end is not None and pos >= part.end) or (
                part.n_lines is not None and rel > part.n_lines
            ):
                return
            pos += len(raw)
            obj = parse_line(raw, part.path, rel)
            if obj is not None:
                yield rel, obj


@contextlib.contextmanager
def partition_errors(part: Partition) -> Iterator[None]:
    """Rewrite the partition-relative line of an :class:`InputError` into the file's line."""
    try:
        yield
    except InputError as exc:
        if exc.path != part.path or exc.line is None:
            raise
        raise type(exc)(
            exc.message, path=exc.path, line=part.absolute_line(exc.line), field=exc.field
        ) from None
