"""Which environment a data file is for (HotpotQA or FEVER), and its records as knowledge bases."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from ..exceptions import ConfigurationError, InputError
from ._fever import fever_knowledge_bases, is_fever_record, load_fever_claims
from ._kb import KnowledgeBase

__all__ = ["TASKS", "detect_task", "knowledge_bases", "load_records"]

#: The environments: HotpotQA questions and FEVER claims.
TASKS: tuple[str, ...] = ("hotpotqa", "fever")


def _check_task(task: str) -> str:
    if task not in TASKS:
        raise ConfigurationError(f"task must be one of {', '.join(TASKS)}, got {task!r}")
    return task


def detect_task(source: str | Path | Mapping[str, Any]) -> str:
    """``"fever"`` or ``"hotpotqa"``, from a record's fields or a file's first record.

    A FEVER record has ``claim``; anything else (and a JSON list) is read as HotpotQA, whose
    reader then names what is missing.

    Examples
    --------
    >>> detect_task({"claim": "A is red .", "label": "SUPPORTS", "evidence": "A is red."})
    'fever'
    >>> detect_task({"_id": "q", "question": "Who?", "context": []})
    'hotpotqa'
    """
    if isinstance(source, Mapping):
        return "fever" if is_fever_record(source) else "hotpotqa"
    from ..io import iter_jsonl

    head = _head(source)
    if head is None:
        return "hotpotqa"  # the reader reports the problem with file and line
    if not head.startswith("{"):
        return "hotpotqa"
    for _, rec in iter_jsonl(source):
        return detect_task(rec) if isinstance(rec, Mapping) else "hotpotqa"
    return "hotpotqa"


def _head(source: str | Path) -> str | None:
    """The first characters of a file (or of a stream, copied once so it can be read again)."""
    from ..io import open_binary, rereadable

    try:
        with open_binary(rereadable(source)) as fh:
            return fh.read(1024).decode("utf-8", errors="replace").lstrip()
    except (OSError, ValueError):
        return None


def _missing_answer(path: str | Path, rid: str) -> InputError:
    """The error for a HotpotQA record without ``answer``, naming its line in a JSONL file."""
    from ..io import iter_jsonl

    line = None
    if not (_head(path) or "").startswith("["):
        line = next((n for n, r in iter_jsonl(path) if r.get("_id") == rid), None)
    where = str(path) if line is not None else f"{path} (record {rid})"
    return InputError(
        "expected a string (the gold answer episodes are graded against), got nothing",
        path=where,
        line=line,
        field="answer",
    )


def load_records(path: str | Path, task: str | None = None) -> list[dict[str, Any]]:
    """The records of a HotpotQA (JSON list or JSON Lines) or FEVER (JSON Lines) file.

    ``task`` is detected from the first record's fields when not given. Every record is
    checked for what the environment needs; a bad one raises
    :class:`~uselessdetect.exceptions.InputError` naming the file, the line and the field.
    """
    from ..io import load_hotpotqa

    task = _check_task(task) if task is not None else detect_task(path)
    if task == "fever":
        return list(load_fever_claims([path]))
    records = list(load_hotpotqa([path]).values())
    if not records:
        raise InputError("the file holds no HotpotQA record", path=str(path))
    for rec in records:
        if "answer" not in rec:
            raise _missing_answer(path, str(rec["_id"]))
    return records


def knowledge_bases(
    records: Iterable[Mapping[str, Any] | KnowledgeBase],
    task: str | None = None,
    *,
    random_state: int = 0,
) -> list[KnowledgeBase]:
    """Knowledge bases of records of one task (detected from the first record when not given).

    FEVER claims need each other (distractors), so they are built together; see
    :func:`uselessdetect.sim.fever_knowledge_bases`.
    """
    recs = list(records)
    if all(isinstance(r, KnowledgeBase) for r in recs):
        return recs  # type: ignore[return-value]
    first = next((r for r in recs if not isinstance(r, KnowledgeBase)), {})
    task = _check_task(task) if task is not None else detect_task(first)
    if task == "fever":
        return fever_knowledge_bases(recs, random_state=random_state)  # type: ignore[arg-type]
    return [r if isinstance(r, KnowledgeBase) else KnowledgeBase.from_record(r) for r in recs]
