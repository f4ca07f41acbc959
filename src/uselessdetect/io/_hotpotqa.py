"""Reading HotpotQA records (a JSON list or JSON Lines), validated field by field."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from ..exceptions import EmptyInputError, InputError
from ._files import PathLike, open_binary, rereadable
from ._json import BadJSON, json_error, loads
from ._records import iter_jsonl

__all__ = ["load_hotpotqa"]


def _check_record(rec: Any, where: dict[str, Any]) -> None:
    """Validate the fields of a HotpotQA record the package reads (InputError naming the field)."""
    if not isinstance(rec, dict):
        raise InputError(
            f"expected a HotpotQA record (an object), got {type(rec).__name__}", **where
        )
    where = {**where, "path": f"{where['path']} (record {rec.get('_id', '?')})"}
    if not isinstance(rec.get("_id"), str):
        raise InputError("expected a string", field="_id", **where)
    if not isinstance(rec.get("question"), str):
        raise InputError("expected a string", field="question", **where)
    if "answer" in rec and not isinstance(rec["answer"], str):
        raise InputError(
            f"expected a string, got {type(rec['answer']).__name__}", field="answer", **where
        )
    for key in ("context", "supporting_facts"):
        if not isinstance(rec.get(key), list):
            got = type(rec[key]).__name__ if key in rec else "nothing"
            raise InputError(f"expected a list, got {got}", field=key, **where)
    for i, para in enumerate(rec.get("context") or []):
        ok = isinstance(para, (list, tuple)) and len(para) == 2 and isinstance(para[0], str)
        if not ok or not isinstance(para[1], list) or not all(isinstance(x, str) for x in para[1]):
            raise InputError("expected [title, [sentences…]]", field=f"context[{i}]", **where)
    for i, fact in enumerate(rec.get("supporting_facts") or []):
        ok = isinstance(fact, (list, tuple)) and len(fact) == 2 and isinstance(fact[0], str)
        if not ok or isinstance(fact[1], bool) or not isinstance(fact[1], int):
            raise InputError(
                "expected [title, sentence index]", field=f"supporting_facts[{i}]", **where
            )


def _hotpotqa_pairs(path: PathLike) -> Iterable[tuple[int | None, Any]]:
    """``(line, record)`` pairs of a HotpotQA file (a JSON list or JSON Lines)."""

    name = rereadable(path)  # a stream is copied once: it is read twice below
    with open_binary(name) as fh:
        raw = fh.read()
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        col = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
        raise InputError(
            f"not valid UTF-8 (byte 0x{raw[exc.start]:02x} at column {col})",
            path=str(path),
            line=line,
        ) from None
    if not text.lstrip().startswith("["):
        return iter_jsonl(path)
    try:
        records = loads(text)
    except json.JSONDecodeError as exc:
        if exc.msg == "Extra data":  # JSON Lines whose first line is a list: say so there
            return iter_jsonl(path)
        raise InputError(json_error(exc), path=str(path), line=exc.lineno) from None
    except BadJSON as exc:
        where, field = str(path), exc.field
        if field and field.startswith("["):  # `[3].answer`: the 4th record's `answer`
            index, _, rest = field[1:].partition("]")
            where, field = f"{path} (record {int(index) + 1})", rest.lstrip(".") or None
        raise InputError(exc.message, path=where, field=field) from None
    if not isinstance(records, list) or not records:
        raise EmptyInputError(
            "the file holds no record (expected HotpotQA records)", path=str(path)
        )
    return ((None, r) for r in records)


def load_hotpotqa(paths: Iterable[PathLike]) -> dict[str, dict[str, Any]]:
    """Read HotpotQA records (a JSON list, or JSON Lines) from files, keyed by ``_id``.

    Every record is validated (``_id``, ``question``, ``answer``, ``context``,
    ``supporting_facts``); a bad one raises :class:`InputError` naming the file, the record and
    the field. A file without records (``[]``) is an :class:`EmptyInputError`. The same ``_id``
    twice in one file is an error; a record repeated across files is kept once (the first).
    """
    out: dict[str, dict[str, Any]] = {}
    for path in paths:
        try:
            pairs = _hotpotqa_pairs(path)
        except OSError as exc:
            raise InputError(f"cannot open file: {exc.strerror or exc}", path=str(path)) from None
        here: set[str] = set()
        for lineno, rec in pairs:
            _check_record(rec, {"path": str(path), "line": lineno})
            if rec["_id"] in here:
                raise InputError(
                    f"record {rec['_id']} appears twice in this file",
                    path=str(path),
                    line=lineno,
                    field="_id",
                )
            here.add(rec["_id"])
            out.setdefault(rec["_id"], rec)
    return out
