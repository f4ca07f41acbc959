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
import tempfile
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import IO, Any

from .._types import Episode, Sample, Step
from ..exceptions import EmptyInputError, InputError
from ._files import guarded_lines, open_binary, parse_line

__all__ = [
    "MAX_BUDGET",
    "atomic_writer",
    "episode_from_dict",
    "iter_jsonl",
    "read_episodes",
    "read_samples",
    "sample_from_dict",
    "write_jsonl",
]

PathLike = str | os.PathLike[str]

#: The largest episode budget accepted (actions); larger values are input errors.
MAX_BUDGET = 100_000


def iter_jsonl(
    path: PathLike, *, allow_empty: bool = False
) -> Iterator[tuple[int, dict[str, Any]]]:
    """Yield ``(line_number, object)`` for every non-blank line of a JSON Lines file.

    Gzip-compressed files (``.jsonl.gz``) are decompressed transparently.

    Raises
    ------
    InputError
        On a line that is not UTF-8, not JSON, or not a JSON object.
    EmptyInputError
        When the file holds no record and ``allow_empty`` is false.
    """
    name = str(path)
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
    if strict and not step.is_finish and step.observation is None:
        raise InputError(
            "a non-finish step needs an observation", field=prefix + "observation", **where
        )
    return step


def episode_from_dict(
    obj: Mapping[str, Any], *, path: str | None = None, line: int | None = None, strict: bool = True
) -> Episode:
    """Validate one episode record (design §3.2) and build an :class:`Episode`.

    With ``strict=False`` (real logs), non-finish steps may lack an observation.
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


@contextlib.contextmanager
def atomic_writer(path: PathLike) -> Iterator[IO[str]]:
    """Open ``path`` for writing text so that it appears only when the block succeeds.

    ``"-"`` writes to standard output (not atomic).
    """
    if str(path) == "-":
        import sys

        yield sys.stdout
        return
    target = Path(path)
    if target.is_dir():
        raise InputError("is a directory; expected a file name to write", path=str(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".part", dir=target.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            yield fh
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # mkstemp makes 0600; give the file the usual mode
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _jsonable(record: Any) -> Any:
    to_dict = getattr(record, "to_dict", None)
    return to_dict() if callable(to_dict) else record


def write_jsonl(path: PathLike, records: Iterable[Any]) -> int:
    """Write records (mappings, or objects with ``to_dict``) as JSON Lines, atomically.

    Returns the number of records written.
    """
    n = 0
    with atomic_writer(path) as fh:
        for rec in records:
            fh.write(json.dumps(_jsonable(rec), ensure_ascii=False))
            fh.write("\n")
            n += 1
    return n
