"""Inputs of any size: expand files, globs and directories, read gzip transparently, and cut
the input into partitions (by file and byte range, or by line count) that stream at constant
memory and name the file and line of any bad record.
"""

from __future__ import annotations

import contextlib
import glob
import gzip
import json
import os
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from ..exceptions import InputError

__all__ = [
    "Partition",
    "expand_paths",
    "guarded_lines",
    "iter_partition",
    "open_binary",
    "parse_line",
    "partition_errors",
    "plan_partitions",
]

PathLike = str | os.PathLike[str]

#: Default size of a byte-range partition of an uncompressed file.
PARTITION_BYTES = 64 * 2**20
_SUFFIXES = (".jsonl", ".jsonl.gz")
_GZIP_MAGIC = b"\x1f\x8b"


def expand_paths(specs: Iterable[PathLike]) -> list[str]:
    """Expand files, glob patterns and directories into a list of files, in input order.

    A directory stands for its ``*.jsonl`` and ``*.jsonl.gz`` files (sorted, not recursive); a
    pattern for its matches (sorted; ``**`` recurses). A file named twice is kept once.

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
    for spec in specs:
        for path in _expand_one(os.fspath(spec)):
            key = os.path.realpath(path)
            if key not in seen:
                seen.add(key)
                out.append(path)
    return out


def _expand_one(spec: str) -> list[str]:
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
        if not os.path.isfile(spec):
            raise InputError("no such file", path=spec)
        return [spec]
    found = sorted(p for p in glob.glob(spec, recursive=True) if os.path.isfile(p))
    if not found:
        raise InputError("the pattern matches no file", path=spec)
    return found


def is_gzip(path: PathLike) -> bool:
    """Whether the file starts with the gzip magic bytes (the name does not matter)."""
    try:
        with open(path, "rb") as fh:
            return fh.read(2) == _GZIP_MAGIC
    except OSError as exc:
        raise InputError(f"cannot open file: {exc.strerror or exc}", path=str(path)) from None


def open_binary(path: PathLike) -> IO[bytes]:
    """Open a file for reading bytes, decompressing gzip transparently."""
    if is_gzip(path):
        return gzip.open(path, "rb")  # type: ignore[return-value]  # a binary file
    return open(path, "rb")  # noqa: SIM115 - the caller closes it


def json_error(exc: json.JSONDecodeError) -> str:
    """The message of a JSON syntax error, with its column, said once.

    Examples
    --------
    >>> try:
    ...     json.loads('{"a": "x' + chr(9) + 'y"}')  # a raw tab inside a string
    ... except json.JSONDecodeError as exc:
    ...     print(json_error(exc))
    not valid JSON (invalid control character at column 9)
    """
    msg = exc.msg[:1].lower() + exc.msg[1:]
    msg = msg.removesuffix(" at")  # "Invalid control character at" already ends in "at"
    return f"not valid JSON ({msg} at column {exc.colno})"


def parse_line(raw: bytes, path: str, lineno: int, *, arrays: bool = False) -> Any:
    """Decode one JSON Lines line into an object (or, with ``arrays``, an array too);
    ``None`` for a blank line.

    Raises :class:`InputError` naming ``path`` and ``lineno`` on bad UTF-8, bad JSON or a
    value that is not an object.
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
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise InputError(json_error(exc), path=path, line=lineno) from None
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
        with open(self.path, "rb") as fh:
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
    for shard, path in enumerate(os.fspath(p) for p in paths):
        if partition_lines is not None:
            cuts = _line_cuts(path, partition_lines)
        elif partition_bytes is None or is_gzip(path):
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
