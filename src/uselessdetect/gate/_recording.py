"""The recording part of :class:`~uselessdetect.gate.StopGate`: each episode's record.

A gate built with ``record_to=`` owns one :class:`Recording` (composed, not inherited): it
builds each recorded step from the observed item, keeps the steps in the episode's
:class:`EpisodeLog` (held by the episode's counting state, under its lock), and closes an
episode into one record (design §3.2: the question, the steps, the ``finish`` step and a
``gate`` block the gate hands it). :mod:`._recorder` writes the record; :mod:`._labels`
carries the step labels a failing tool noted.
"""

from __future__ import annotations

import logging
import re
import uuid
from collections.abc import Mapping
from typing import Any

from .._types import Judgment, Sample, Verdict
from ._coerce import VERDICT_WORDS
from ._labels import take_label
from ._recorder import EpisodeRecorder, context_fields

__all__ = ["EpisodeLog", "Recording"]

logger = logging.getLogger("uselessdetect.gate")

_UUID_HEX = re.compile(r"^[0-9a-f]{32}$")


class EpisodeLog:
    """One episode's recorded steps, its question and its top-level fields."""

    __slots__ = ("steps", "question", "fields")

    def __init__(self) -> None:
        self.steps: list[dict[str, Any]] = []
        self.question: str | None = None
        self.fields: dict[str, Any] = {}


class Recording:
    """Build recorded steps and close episodes into records (one per recording gate).

    Parameters
    ----------
    recorder : EpisodeRecorder or None
        Where finished episodes go; ``None`` keeps no steps (records are still built by
        :meth:`close`, for :meth:`StopGate.end` to return).
    detector : str
        The gate's detector name (the key of a step's ``judgments``).
    """

    def __init__(self, recorder: EpisodeRecorder | None, detector: str) -> None:
        self.recorder = recorder
        self.detector = detector

    def new_log(self) -> EpisodeLog | None:
        """A fresh log for a new episode, or ``None`` when nothing is recorded."""
        return None if self.recorder is None else EpisodeLog()

    # ---------------------------------------------------------------- steps
    def step(
        self,
        item: Any,
        source: str,
        judgment: Judgment,
        error: str | None,
        given: Mapping[str, Any] | None,
    ) -> tuple[dict[str, Any], str | None]:
        """The recorded step of one observed result and the sample's question. Never raises."""
        try:
            return self._step(item, source, judgment, error, given)
        except Exception:
            logger.warning("gate: could not build the recorded step of %s", source, exc_info=True)
            return {"thought": "", "action": str(source), "input": "", "observation": ""}, None

    def _step(
        self,
        item: Any,
        source: str,
        judgment: Judgment,
        error: str | None,
        given: Mapping[str, Any] | None,
    ) -> tuple[dict[str, Any], str | None]:
        question = query = observation = None
        if type(item) is dict or (not isinstance(item, Sample) and isinstance(item, Mapping)):
            get = item.get
            question, query, observation = get("question"), get("query"), get("observation")
        elif isinstance(item, Sample):
            question, query, observation = item.question, item.query, item.observation
        elif isinstance(item, str) and item.strip().lower() not in VERDICT_WORDS:
            observation = item
        name = judgment.detector or self.detector
        verdict = judgment.verdict
        judged: dict[str, Any] = {
            "verdict": verdict.value if isinstance(verdict, Verdict) else str(verdict),
            "score": judgment.score,
        }
        if error is not None:
            judged["error"] = error
        rec: dict[str, Any] = {
            "thought": "",
            "action": source,
            "input": query if isinstance(query, str) else "",
            "observation": observation if isinstance(observation, str) else "",
        }
        label = take_label(source, rec["observation"] or None)  # a given label wins below
        if label is not None:
            rec["label"] = label
        if given:
            rec.update(given)
        if rec.get("observation") is None:
            rec["observation"] = ""
        given_judgments = rec.get("judgments")
        rec["judgments"] = {**given_judgments, name: judged} if given_judgments else {name: judged}
        return rec, question if isinstance(question, str) and question else None

    @staticmethod
    def keep(log: EpisodeLog, rec: dict[str, Any], question: str | None) -> None:
        """Append a built step to the episode's log (under the episode's lock)."""
        if log.question is None:
            log.question = question
        log.steps.append(rec)

    @staticmethod
    def begin(log: EpisodeLog | None, question: str, fields: Mapping[str, Any]) -> None:
        """Set the question and top-level fields (under the episode's lock)."""
        if log is None:
            return
        if question:
            log.question = str(question)
        log.fields.update(context_fields())
        log.fields.update(fields)

    @staticmethod
    def blocked(
        log: EpisodeLog | None, source: str, input: str, thought: str, why: str | None
    ) -> None:
        """Append a step the gate blocked (``"blocked": true``, no judgment, no label)."""
        if log is None:
            return
        why = why or "the gate restricted the actions"
        log.steps.append(
            {
                "thought": str(thought),
                "action": str(source),
                "input": str(input),
                "observation": f"Not run: blocked by the gate ({why}).",
                "blocked": True,
            }
        )

    # -------------------------------------------------------------- closing
    @staticmethod
    def close(
        log: EpisodeLog | None,
        episode: str,
        *,
        nsteps: int,
        answer: Any,
        error: Any,
        step: Mapping[str, Any] | None,
        keep: bool,
        fields: Mapping[str, Any],
        gate: dict[str, Any],
    ) -> dict[str, Any] | None:
        """The episode's record; ``None`` when there is nothing to record."""
        question = log.question if log is not None else None
        if not nsteps and answer is None and not question and error is None:
            return None
        steps = list(log.steps) if log is not None else []
        if answer is not None:
            steps.append({"thought": "", **(step or {}), "action": "finish", "input": str(answer)})
        own = _UUID_HEX.match(episode) and not keep  # a uuid4 hex names one run only
        rid = episode if own else f"{episode}#{uuid.uuid4().hex[:12]}"
        record: dict[str, Any] = {"id": rid, "question": question or ""}
        record.update(context_fields())
        if log is not None:
            record.update(log.fields)
        record.update(fields)
        record["steps"] = steps
        record["gate"] = gate
        if error is not None:
            record["error"] = (
                error if isinstance(error, str) else f"{type(error).__name__}: {error}"
            )
        return record

    def write(self, record: dict[str, Any]) -> None:
        """Hand a closed record to the recorder (logged and counted on failure)."""
        if self.recorder is not None:
            self.recorder.write(record)
