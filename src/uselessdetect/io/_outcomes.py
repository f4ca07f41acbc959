"""A run's outcome as its logs give it, and one success flag read from it the same way for all.

Logs say how a run ended in many ways: a ``reward`` (τ-bench 0/1, WebShop 0–1), a
``success``, ``resolved`` (SWE-bench), ``win`` (ToolBench) or ``correct`` flag, or a
``status`` (MedAgentBench ``completedCorrect``). The importers keep the outcome as given
(``outcome`` on the episode) and add ``success``, normalised by :func:`outcome_success`:

1. a ``reward`` counts: success when ``reward >= reward_threshold`` (1 by default, so a
   partial reward is a failure unless a lower threshold is given);
2. else the first of ``success``, ``resolved``, ``win``, ``correct`` present: ``true`` (or 1)
   is success, ``false`` (or 0) failure;
3. else a ``status``: success when it is one of :data:`SUCCESS_STATUSES` (compared without
   case, ``-``, ``_`` or spaces), any other status a failure;
4. else the outcome is unknown (``None``): a replay counts such runs as skipped.

A bare number or flag (``"outcome": 1``) reads as a reward or a flag.
"""

from __future__ import annotations

import json
import numbers
from collections.abc import Mapping
from typing import Any

from .._checks import check_real
from .._types import Episode
from ..exceptions import InputError

__all__ = [
    "ANSWER_SEEN",
    "FLAG_FIELDS",
    "OUTCOME_FIELDS",
    "SUCCESS_STATUSES",
    "answer_seen_at",
    "check_answer_seen",
    "episode_success",
    "outcome_of",
    "outcome_success",
]

#: The episode field that says where a run first saw its answer (1-based step; null: never).
ANSWER_SEEN = "answer_seen_at"
#: The flags read as success or failure, in the order they are looked at.
FLAG_FIELDS = ("success", "resolved", "win", "correct")
#: Every field an outcome is read from.
OUTCOME_FIELDS = ("reward", *FLAG_FIELDS, "status")
#: The statuses that mean success (folded: lower case, no ``-``, ``_`` or spaces).
SUCCESS_STATUSES = frozenset(
    {"completedcorrect", "success", "succeeded", "successful", "resolved", "correct", "passed",
     "pass", "win", "won", "solved"}
)  # fmt: skip


def _shown(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, default=str)[:40]


def _at(field: str, key: str) -> str:
    """The dotted name of ``key`` inside ``field`` (``""`` = the record's top level)."""
    return f"{field}.{key}" if field else key


def _flag(value: Any, field: str, where: Mapping[str, Any]) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, numbers.Integral) and value in (0, 1):
        return bool(value)
    raise InputError(
        f"expected true/false (or 1/0), got {type(value).__name__} {_shown(value)}",
        field=field,
        **where,
    )


def _reward(value: Any, field: str, threshold: float, where: Mapping[str, Any]) -> bool:
    ok = isinstance(value, numbers.Real) and not isinstance(value, bool)
    if not ok or value != value or value in (float("inf"), float("-inf")):
        raise InputError(
            f"expected a finite number, got {type(value).__name__} {_shown(value)}",
            field=field,
            **where,
        )
    return bool(value >= threshold)


def outcome_success(
    outcome: Any,
    *,
    reward_threshold: float = 1.0,
    field: str = "outcome",
    where: Mapping[str, Any] | None = None,
) -> bool | None:
    """Whether a logged outcome is a success (see the module docstring); ``None`` = unknown.

    Parameters
    ----------
    outcome : mapping, bool, number, str or None
        The outcome as logged: ``{"reward": 0.5, "success": false}``, ``{"status": ...}``,
        a bare reward or flag.
    reward_threshold : float, default 1.0
        The least reward that counts as success (any finite number).
    field : str
        The outcome's field name for error messages (``""``: the fields are the record's own).
    where : mapping, optional
        ``path`` and ``line`` for error messages.

    Raises
    ------
    InputError
        A reward that is not a finite number, a flag that is not true/false or 1/0, a status
        that is not a string — naming the field.

    Examples
    --------
    >>> outcome_success({"reward": 0.75, "success": False})
    False
    >>> outcome_success({"reward": 0.75}, reward_threshold=0.5)
    True
    >>> outcome_success({"status": "completedCorrect"}), outcome_success({"resolved": True})
    (True, True)
    >>> outcome_success({"final_answer": "..."}) is None
    True
    """
    where = dict(where or {})
    threshold = check_real(reward_threshold, "reward_threshold")
    if outcome is None:
        return None
    if isinstance(outcome, Mapping):
        if outcome.get("reward") is not None:
            return _reward(outcome["reward"], _at(field, "reward"), threshold, where)
        for key in FLAG_FIELDS:
            if outcome.get(key) is not None:
                return _flag(outcome[key], _at(field, key), where)
        status = outcome.get("status")
        if status is None:
            return None
        if not isinstance(status, str):
            raise InputError(
                f"expected a string, got {type(status).__name__} {_shown(status)}",
                field=_at(field, "status"),
                **where,
            )
        folded = status.lower().replace("-", "").replace("_", "").replace(" ", "")
        return folded in SUCCESS_STATUSES
    if isinstance(outcome, bool):
        return outcome
    if isinstance(outcome, str):
        return outcome_success({"status": outcome}, field=field, where=where)
    return _reward(outcome, field, threshold, where)


def outcome_of(record: Mapping[str, Any]) -> tuple[Any, str]:
    """The outcome a log record carries and where: its ``outcome`` field, else its own
    ``reward``, ``success``, ``resolved``, ``win`` or ``correct`` fields, else the outcome
    fields of its ``metadata`` (``status`` included), else ``None``.

    A ``status`` beside the conversation is not read: a logged API response has one
    (``"completed"``) that says nothing of the run's outcome; nor is a ``status`` that is not
    a string (an HTTP code) in ``metadata``.

    Examples
    --------
    >>> outcome_of({"messages": [], "reward": 1.0, "id": "r1", "status": "completed"})
    ({'reward': 1.0}, '')
    >>> outcome_of({"outcome": {"resolved": False}})
    ({'resolved': False}, 'outcome')
    >>> outcome_of({"metadata": {"status": "completedCorrect"}, "status": "completed"})
    ({'status': 'completedCorrect'}, 'metadata')
    """
    if "outcome" in record:
        return record["outcome"], "outcome"
    found = {k: record[k] for k in OUTCOME_FIELDS if k in record and k != "status"}
    if found:
        return found, ""
    meta = record.get("metadata")
    if isinstance(meta, Mapping):
        found = {k: meta[k] for k in OUTCOME_FIELDS if k in meta}
        if not isinstance(found.get("status", ""), str):
            del found["status"]
        if found:
            return found, "metadata"
    return None, ""


def episode_success(episode: Episode, *, reward_threshold: float = 1.0) -> bool | None:
    """Whether a run succeeded: its ``outcome`` read by :func:`outcome_success`, else its
    ``success`` flag, else its ``correct`` field; ``None`` when none of them says.

    Examples
    --------
    >>> from uselessdetect import Episode
    >>> ep = Episode("r1", "Q?", [], raw={"outcome": {"reward": 0.5}})
    >>> episode_success(ep), episode_success(ep, reward_threshold=0.5)
    (False, True)
    >>> episode_success(Episode("r2", "Q?", [], correct=True))
    True
    """
    raw = episode.raw
    where: dict[str, Any] = {"path": f"episode {episode.id}"}
    if raw.get("outcome") is not None:
        return outcome_success(raw["outcome"], reward_threshold=reward_threshold, where=where)
    if raw.get("success") is not None:
        return _flag(raw["success"], "success", where)
    return episode.correct


def check_answer_seen(value: Any, where: Mapping[str, Any]) -> int | None:
    """``answer_seen_at`` as given, when it is a step number (≥ 1) or null; else an
    :class:`InputError` naming the field."""
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, numbers.Integral) or value < 1:
        raise InputError(
            f"expected a step number (1 or more) or null, got {type(value).__name__} "
            f"{_shown(value)}",
            field=ANSWER_SEEN,
            **where,
        )
    return int(value)


def answer_seen_at(episode: Episode) -> tuple[bool, int | None]:
    """Where the logs say a run first saw its answer: ``(known, step)``.

    An importer that can tell (the KnowAgent importer with the HotpotQA records) writes
    ``answer_seen_at`` on the episode: the 1-based step whose observation first held the
    answer, or ``null`` when none did. ``(False, None)`` when the field is absent: the logs do
    not say.

    Examples
    --------
    >>> from uselessdetect import Episode
    >>> answer_seen_at(Episode("r", "Q?", [], raw={"answer_seen_at": 2}))
    (True, 2)
    >>> answer_seen_at(Episode("r", "Q?", [], raw={"answer_seen_at": None}))
    (True, None)
    >>> answer_seen_at(Episode("r", "Q?", []))
    (False, None)
    """
    if ANSWER_SEEN not in episode.raw:
        return False, None
    where = {"path": f"episode {episode.id}"}
    return True, check_answer_seen(episode.raw[ANSWER_SEEN], where)
