"""Our own records: labeled samples (design §3.1) and episodes (design §3.2), read, validated
and checked again on the way out.

Readers stream one record at a time (constant memory), validate every record, and raise
:class:`~uselessdetect.exceptions.InputError` naming the file, the line and the field on bad
input; nothing is dropped silently. :func:`record_line` holds a record that is about to be
written to the rules its reader applies. Other logs' formats are read by the importers
(``_importers``, ``_transcripts``, ``_otel``, behind :func:`~uselessdetect.io.read_episodes`).
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from typing import Any

from .._types import NO_RESULT, Episode, Sample, Step
from ..exceptions import EmptyInputError, InputError
from ._files import PathLike, guarded_lines, open_binary, parse_line, path_argument
from ._json import BadJSON, dumps
from ._outcomes import ANSWER_SEEN, check_answer_seen

__all__ = [
    "MAX_BUDGET",
    "episode_from_dict",
    "iter_jsonl",
    "read_episodes",
    "read_samples",
    "record_line",
    "sample_from_dict",
]

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
    if "id" not in obj or "steps" not in obj:
        _not_an_episode(obj, where)
    ep_id = _want(obj, "id", (str, int), where, required=True)
    question = _want(obj, "question", str, where, required=True)
    steps = _want(obj, "steps", list, where, required=True)
    budget = _want(obj, "budget", int, where)
    if budget is not None and not 1 <= budget <= MAX_BUDGET:
        raise InputError(
            f"expected an integer from 1 to {MAX_BUDGET:,}, got {budget}", field="budget", **where
        )
    correct = _want(obj, "correct", bool, where)
    check_answer_seen(obj.get(ANSWER_SEEN), where)
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


def _not_an_episode(obj: Mapping[str, Any], where: dict[str, Any]) -> None:
    """Raise, naming the importer to use, for a record of a log format that ``uselessdetect
    import`` converts (a real-runs row, a chat transcript, a trace); return for any other."""
    from ._transcripts import sniff_record

    try:
        found, sure = sniff_record(obj)
    except Exception:  # noqa: BLE001 - a hint only: the field's own error follows
        return
    # an episode without its id reads as KnowAgent's rows (question and steps): no hint there
    if sure and found not in (None, "episodes", "knowagent"):
        missing = "id" if "id" not in obj else "steps"
        raise InputError(
            f"required field is missing: the record is in the {found} format, not an episode; "
            f"convert the file first (`uselessdetect import {found} FILE -o episodes.jsonl`)",
            field=missing,
            **where,
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
