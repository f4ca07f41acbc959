"""Streaming JSON Lines readers and writers with validation, and importers of other log formats.

Readers stream one record at a time (constant memory), validate every record, and raise
:class:`~uselessdetect.exceptions.InputError` naming the file, the line and the field on bad
input; nothing is dropped silently. Writers are atomic: they write to a temporary file beside
the target and rename it at the end, so a failure leaves no partial output behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any, cast

from .._types import NO_RESULT, Episode, Sample, Step
from ..exceptions import ConfigurationError, EmptyInputError, InputError
from ._files import (
    guarded_lines,
    open_binary,
    output_target,
    parse_line,
    path_argument,
    signals_held,
)
from ._json import BadJSON, dumps

__all__ = [
    "MAX_BUDGET",
    "atomic_writer",
    "atomic_writers",
    "episode_from_dict",
    "iter_jsonl",
    "read_episodes",
    "read_samples",
    "record_line",
    "sample_from_dict",
    "save_figure",
    "write_jsonl",
]

PathLike = str | os.PathLike[str]

#: The largest episode budget accepted (actions); larger values are input errors.
MAX_BUDGET = 100_000


def iter_jsonl(
    path: PathLike, *, allow_empty: bool = False
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for every non-blank line of a JSON Lines file.

    Gzip-compressed files (``.jsonl.gz``) are decompressed transparently (told by their
    first bytes, peeked on the one stream). ``-`` reads standard input; a pipe, a FIFO or
    ``/dev/stdin`` is read once, as a stream, and loses nothing.

    Raises
    ------
    InputError
        On a line that is not UTF-8, not strict JSON (a duplicate key, ``NaN``, an integer of
        thousands of digits, a lone surrogate, nesting too deep), or not a JSON object.
    EmptyInputError
        When the file holds no record and ``allow_empty`` is false.
    """
    name = path_argument(path)
    seen = False
    try:
        fh = open_binary(path)  # bytes so bad UTF-8 names its line; gzip read transparently
    except OSError as exc:
        raise InputError(f"cannot open file: {exc.strerror or exc}", path=name) from None
    with fh:
        for lineno, raw in enumerate(guarded_lines(fh, name), start=1):
            obj = parse_line(raw, name, lineno)
            if obj is None:
                continue
            seen = True
            yield lineno, obj
    if not seen and not allow_empty:
        raise EmptyInputError("the file holds no record (expected JSON Lines)", path=name)


def _want(
    obj: Mapping[str, Any],
    key: str,
    types: Any,
    where: dict[str, Any],
    *,
    required: bool = False,
    prefix: str = "",
) -> Any:
    value = obj.get(key)
    if value is None:
        if required:
            raise InputError("required field is missing", field=prefix + key, **where)
        return None
    if isinstance(value, bool) and bool not in (types if isinstance(types, tuple) else (types,)):
        ok = False
    else:
        ok = isinstance(value, types)
    if not ok:
        names = types.__name__ if isinstance(types, type) else "/".join(t.__name__ for t in types)
        raise InputError(
            f"expected {names}, got {type(value).__name__} {json.dumps(value)[:40]}",
            field=prefix + key,
            **where,
        )
    return value


def _label(obj: Mapping[str, Any], where: dict[str, Any], prefix: str = "") -> int | None:
    value = obj.get("label")
    if value is None:
        return None
    if isinstance(value, bool) or value not in (0, 1):
        raise InputError(
            f"expected 0 (useful), 1 (useless) or null, got {json.dumps(value)[:40]}",
            field=prefix + "label",
            **where,
        )
    return int(value)


def sample_from_dict(
    obj: Mapping[str, Any], *, path: str | None = None, line: int | None = None
) -> Sample:
    """Validate one labeled-sample record (design §3.1) and build a :class:`Sample`."""
    where: dict[str, Any] = {"path": path, "line": line}
    question = _want(obj, "question", str, where, required=True)
    observation = _want(obj, "observation", str, where, required=True)
    return Sample(
        question=question,
        observation=observation,
        query=_want(obj, "query", str, where) or "",
        thought=_want(obj, "thought", str, where) or "",
        label=_label(obj, where),
        kind=_want(obj, "kind", str, where),
        source=_want(obj, "source", str, where),
    )


_VERDICTS = ("useless", "useful", "unknown")


def _check_judgment(value: Any, field: str, where: dict[str, Any]) -> None:
    """A recorded judgment: ``{"verdict": "useless"|"useful"|"unknown", "score": 0..1}``."""
    if not isinstance(value, dict):
        raise InputError(
            f'expected an object such as {{"verdict": "useless", "score": 0.9}}, got '
            f"{type(value).__name__}",
            field=field,
            **where,
        )
    verdict = value.get("verdict")
    if verdict not in _VERDICTS or not isinstance(verdict, str):
        raise InputError(
            f"expected one of {', '.join(_VERDICTS)}, got {json.dumps(verdict)[:40]}",
            field=field + ".verdict",
            **where,
        )
    score = value.get("score")
    if score is not None and (
        isinstance(score, bool) or not isinstance(score, (int, float)) or not 0 <= score <= 1
    ):
        raise InputError(
            f"expected a number from 0 to 1 or null, got {json.dumps(score)[:40]}",
            field=field + ".score",
            **where,
        )


def _step_from_dict(obj: Any, i: int, where: dict[str, Any], strict: bool) -> Step:
    prefix = f"steps[{i}]."
    if not isinstance(obj, dict):
        raise InputError(
            f"expected an object, got {type(obj).__name__}", field=f"steps[{i}]", **where
        )
    action = _want(obj, "action", str, where, required=True, prefix=prefix)
    arg = _want(obj, "input", (str, int, float), where, prefix=prefix)
    judgments = _want(obj, "judgments", dict, where, prefix=prefix) or {}
    for name, value in judgments.items():
        _check_judgment(value, f"{prefix}judgments.{name}", where)
    step = Step(
        action=action,
        thought=_want(obj, "thought", str, where, prefix=prefix) or "",
        input="" if arg is None else str(arg),
        observation=_want(obj, "observation", str, where, prefix=prefix),
        label=_label(obj, where, prefix),
        judgments=judgments,
        raw=dict(obj),
    )
    if strict and not step.is_finish and step.observation is None and not step.awaits_result:
        raise InputError(
            "a non-finish step needs an observation (a logged call whose result never came "
            f'is marked "orphan": "{NO_RESULT}")',
            field=prefix + "observation",
            **where,
        )
    return step


def episode_from_dict(
    obj: Mapping[str, Any], *, path: str | None = None, line: int | None = None, strict: bool = True
) -> Episode:
    """Validate one episode record (design §3.2) and build an :class:`Episode`.

    A non-finish step needs an observation, unless it is a logged call whose result never
    came (``"orphan": "call without a result"``, what the importers write). With
    ``strict=False`` (real logs), any non-finish step may lack one.
    """
    where: dict[str, Any] = {"path": path, "line": line}
    ep_id = _want(obj, "id", (str, int), where, required=True)
    question = _want(obj, "question", str, where, required=True)
    steps = _want(obj, "steps", list, where, required=True)
    budget = _want(obj, "budget", int, where)
    if budget is not None and not 1 <= budget <= MAX_BUDGET:
        raise InputError(
            f"expected an integer from 1 to {MAX_BUDGET:,}, got {budget}", field="budget", **where
        )
    correct = _want(obj, "correct", bool, where)
    return Episode(
        id=str(ep_id),
        question=question,
        steps=[_step_from_dict(s, i, where, strict) for i, s in enumerate(steps)],
        budget=budget,
        regime=_want(obj, "regime", str, where),
        recovery=_want(obj, "recovery", int, where),
        correct=correct,
        raw=dict(obj),
    )


def read_samples(path: PathLike, *, allow_empty: bool = False) -> Iterator[Sample]:
    """Stream labeled samples from a JSON Lines file (design §3.1)."""
    for lineno, obj in iter_jsonl(path, allow_empty=allow_empty):
        yield sample_from_dict(obj, path=str(path), line=lineno)


def read_episodes(
    path: PathLike, *, strict: bool = True, allow_empty: bool = False
) -> Iterator[Episode]:
    """Stream episodes from a JSON Lines file (design §3.2).

    ``strict=False`` accepts real logs whose non-finish steps lack an observation.
    """
    for lineno, obj in iter_jsonl(path, allow_empty=allow_empty):
        yield episode_from_dict(obj, path=str(path), line=lineno, strict=strict)


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
                umask = os.umask(0)
                os.umask(umask)
                os.chmod(self.tmp, 0o666 & ~umask)  # mkstemp makes 0600; the usual mode
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
    outputs = [_Output(p) for p in paths]
    try:
        for out in outputs:
            out.open()
        yield [cast(IO[str], out) for out in outputs]
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


def save_figure(fig: Any, path: PathLike, *, dpi: int = 120) -> Path:
    """Save a matplotlib figure as :func:`atomic_writer` writes text: a regular file
    atomically, a device or FIFO in place, never replacing either. The format comes from the
    file name's suffix (PNG without one, or for a device or FIFO whose suffix names none); a
    regular file with a suffix matplotlib cannot write is a :class:`ConfigurationError`.
    Returns ``path``."""
    suffix = Path(path).suffix.lstrip(".").lower()
    out = _Output(path, binary=True)
    formats = fig.canvas.get_supported_filetypes()
    if suffix not in formats:
        if suffix and out.how == "file":
            raise ConfigurationError(
                f"{path}: matplotlib cannot write .{suffix} figures; use one of "
                f"{', '.join('.' + f for f in sorted(formats))}"
            )
        suffix = "png"
    try:
        out.open()
        fig.savefig(out, format=suffix, dpi=dpi)
        out.finish()
        _commit_all([out])
    except BaseException:
        out.discard()
        raise
    return Path(path)


def _dict_of(record: Any, n: int, name: str) -> dict[str, Any]:
    """The JSON form of a record, checked with the rules its reader applies."""
    if isinstance(record, (Episode, Sample)):
        out = record.to_dict()
        try:
            if isinstance(record, Episode):
                episode_from_dict(out, strict=False)
            else:
                sample_from_dict(out)
        except InputError as exc:
            raise InputError(
                f"record {n} would not read back: {exc.message}", path=name, field=exc.field
            ) from None
        return out
    to_dict = getattr(record, "to_dict", None)
    value = to_dict() if callable(to_dict) else record
    if not isinstance(value, Mapping):
        raise InputError(
            f"record {n}: expected a mapping, an Episode or a Sample (something with "
            f"to_dict), got {type(record).__name__}",
            path=name,
        )
    return dict(value)


def record_line(record: Any, *, n: int = 1, path: str | None = None) -> str:
    """One record as a line of strict JSON (with newline), validated as its reader would.

    An :class:`Episode` or a :class:`Sample` must satisfy its reader's rules; any record
    must be strict JSON (no ``NaN``, no lone surrogate, no value JSON cannot hold). Raises
    :class:`InputError` naming ``path``, the record's number ``n`` and the field.

    Examples
    --------
    >>> record_line({"question": "Q?", "observation": "A."})
    '{"question": "Q?", "observation": "A."}\\n'
    >>> try:
    ...     record_line({"score": float("nan")}, n=3, path="out.jsonl")
    ... except InputError as exc:
    ...     print(exc.field, "|", exc.message)
    score | record 3 cannot be written: NaN is not a JSON number (numbers must be finite)
    """
    name = path or "<output>"
    value = _dict_of(record, n, name)
    try:
        return dumps(value) + "\n"
    except BadJSON as exc:
        raise InputError(
            f"record {n} cannot be written: {exc.message}", path=name, field=exc.field
        ) from None


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
