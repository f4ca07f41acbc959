"""The recording half of :class:`~uselessdetect.gate.StopGate`: an episode's state and record.

:class:`_State` is one episode's counters and recorded steps; :class:`Recording` (a base of
``StopGate``) builds each recorded step, and begins, closes and writes episodes (design
§3.2: the question, the steps, the ``finish`` step and a ``gate`` block). See
:mod:`._recorder` for how an episode is written and :mod:`._labels` for step labels.
"""

from __future__ import annotations

import logging
import re
import threading
import uuid
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .._types import Judgment, Sample, Verdict
from ._coerce import VERDICT_WORDS
from ._labels import take_label
from ._recorder import EpisodeRecorder, context_fields
from ._rules import Rule

__all__ = ["Recording"]

logger = logging.getLogger("uselessdetect.gate")

_UUID_HEX = re.compile(r"^[0-9a-f]{32}$")


class _State:
    """One episode's counters and recorded steps (guarded by its own lock)."""

    __slots__ = (
        "lock",
        "runs",
        "stats",
        "tripped_by",
        "reason",
        "observed",
        "counts",
        "nsteps",
        "trip_at",
        "steps",
        "question",
        "fields",
    )

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.runs: dict[str, int] = {}
        self.stats: dict[str, Any] = {}  # the rule's statistic per source (rules but `run`)
        self.tripped_by: list[str] = []
        self.reason: str | None = None
        self.observed = 0
        self.counts = {"unrecognised": 0, "detector_errors": 0, "blocked": 0}
        self.nsteps = 0  # steps of the episode so far (observed and blocked calls)
        self.trip_at: int | None = None  # 1-based step at which the gate (would have) tripped
        self.steps: list[dict[str, Any]] = []
        self.question: str | None = None
        self.fields: dict[str, Any] = {}


class Recording:
    """Begin, record and close episodes (a base class of ``StopGate``; see its docs)."""

    if TYPE_CHECKING:  # provided by StopGate
        k: int
        rule_: Rule
        mode: str
        shadow: bool
        detector_name_: str
        recorder_: EpisodeRecorder | None
        _states: dict[str, _State]
        _lock: threading.Lock

        def _state(self, episode: str) -> _State: ...

        def _counters(self, st: _State) -> dict[str, Any]: ...

    def _record_step(
        self,
        item: Any,
        source: str,
        judgment: Judgment,
        error: str | None,
        given: Mapping[str, Any] | None,
    ) -> dict[str, Any] | None:
        if self.recorder_ is None:
            return None
        try:
            return self._step(item, source, judgment, error, given)
        except Exception:
            logger.warning("gate: could not build the recorded step of %s", source, exc_info=True)
            return {"thought": "", "action": str(source), "input": "", "observation": ""}

    def _step(
        self,
        item: Any,
        source: str,
        judgment: Judgment,
        error: str | None,
        given: Mapping[str, Any] | None,
    ) -> dict[str, Any]:
        """The recorded step of one observed result (``_question``: the sample's question)."""
        question = query = observation = None
        if type(item) is dict or (not isinstance(item, Sample) and isinstance(item, Mapping)):
            get = item.get
            question, query, observation = get("question"), get("query"), get("observation")
        elif isinstance(item, Sample):
            question, query, observation = item.question, item.query, item.observation
        elif isinstance(item, str) and item.strip().lower() not in VERDICT_WORDS:
            observation = item
        name = judgment.detector or self.detector_name_
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
        rec["_question"] = question if isinstance(question, str) and question else None
        return rec

    def begin(self, episode: str, *, question: str = "", **fields: Any) -> None:
        """Start an episode's record: its question and extra top-level fields.

        Optional: without it the question is the first observed sample's ``question``.
        ``fields`` (``model``, ``budget``, ``regime``, ...) go to the top of the record, over
        those of an enclosing :func:`~uselessdetect.gate.record_fields` block. Never raises.

        Examples
        --------
        >>> import io
        >>> from uselessdetect.gate import StopGate
        >>> buf = io.StringIO()
        >>> gate = StopGate(lambda s: True, k=1, shadow=True, record_to=buf)
        >>> gate.begin("run-1", question="Who founded Creed?", budget=8)
        >>> _ = gate.observe({"query": "Creed", "observation": "Weather: rain."},
        ...                  episode="run-1", step={"thought": "I search Creed."})
        >>> ep = gate.end("run-1", answer="Scott Stapp")
        >>> ep["question"], ep["budget"], [s["action"] for s in ep["steps"]]
        ('Who founded Creed?', 8, ['search', 'finish'])
        >>> ep["gate"]["would_trip_at"], ep["gate"]["tripped_at"], ep["id"].startswith("run-1#")
        (1, None, True)
        """
        try:
            st = self._state(str(episode))
            with st.lock:
                if question:
                    st.question = str(question)
                st.fields.update(context_fields())
                st.fields.update(fields)
        except Exception:  # pragma: no cover - defensive: never raise into the harness
            logger.warning("gate: begin(%r) failed", episode, exc_info=True)

    def record_blocked(
        self, episode: str, *, source: str, input: str = "", thought: str = ""
    ) -> None:
        """Record a call the gate blocked: a step whose observation says it was not run.

        The step has ``"blocked": true``, no judgment and no label, and counts in
        ``state()["blocked"]``; it does not touch the run. Never raises.
        """
        try:
            st = self._state(str(episode))
            with st.lock:
                st.nsteps += 1
                st.counts["blocked"] += 1
                if self.recorder_ is None:
                    return
                why = st.reason or "the gate restricted the actions"
                st.steps.append(
                    {
                        "thought": str(thought),
                        "action": str(source),
                        "input": str(input),
                        "observation": f"Not run: blocked by the gate ({why}).",
                        "blocked": True,
                    }
                )
        except Exception:  # pragma: no cover - defensive
            logger.warning("gate: record_blocked(%r) failed", episode, exc_info=True)

    def end(
        self,
        episode: str,
        *,
        answer: Any = None,
        error: BaseException | str | None = None,
        step: Mapping[str, Any] | None = None,
        keep: bool = False,
        **fields: Any,
    ) -> dict[str, Any] | None:
        """Close an episode: add the ``finish`` step and the ``gate`` block, record, forget.

        Parameters
        ----------
        episode : str
        answer : str, optional
            The final answer: recorded as ``{"action": "finish", "input": answer}`` (with
            ``step``'s fields, e.g. the ``thought`` written with it).
        error : exception or str, optional
            The run ended in this exception: the record's ``error`` field says so.
        step : mapping, optional
            Extra fields of the finish step.
        keep : bool, default False
            Record this run but keep the counters (and a trip) for the next run under the
            same episode — a conversation thread: the next record starts with no steps, and
            a trip of an earlier run shows there as ``tripped_at = 0``.
        **fields
            Extra top-level fields of the record (override those given to :meth:`begin`).

        Returns
        -------
        dict or None
            The episode (``None`` when nothing was observed and there is no question or
            answer). Its ``id`` is the episode's when that is a uuid4 hex, else the episode
            plus ``#`` and 12 hex digits of a uuid4, so ids never repeat across runs, gates or
            processes. The episode is written when the gate has ``record_to``. Never raises.
        """
        try:
            return self._end(str(episode), answer, error, step, keep, fields)
        except Exception:
            logger.error("gate: closing episode %r failed", episode, exc_info=True)
            return None

    def _end(
        self,
        episode: str,
        answer: Any,
        error: BaseException | str | None,
        step: Mapping[str, Any] | None,
        keep: bool,
        fields: dict[str, Any],
    ) -> dict[str, Any] | None:
        if keep:
            st = self._state(episode)
        else:
            with self._lock:
                popped = self._states.pop(episode, None)
            st = popped if popped is not None else _State()
        with st.lock:
            record = self._close(st, episode, answer, error, step, keep, fields)
            if keep:  # a thread goes on: its counters stay, its steps start afresh
                st.steps, st.nsteps, st.question, st.fields = [], 0, None, {}
                st.trip_at = 0 if st.tripped_by else None
        if record is None:
            return None
        if error is not None:
            record["error"] = (
                error if isinstance(error, str) else f"{type(error).__name__}: {error}"
            )
        if self.recorder_ is not None:
            self.recorder_.write(record)
        return record

    def _close(
        self,
        st: _State,
        episode: str,
        answer: Any,
        error: Any,
        step: Mapping[str, Any] | None,
        keep: bool,
        fields: dict[str, Any],
    ) -> dict[str, Any] | None:
        """The episode's record (under its lock); ``None`` when there is nothing to record."""
        if not st.nsteps and answer is None and not st.question and error is None:
            return None
        steps = list(st.steps)
        if answer is not None:
            steps.append({"thought": "", **(step or {}), "action": "finish", "input": str(answer)})
        gate = {
            "k": self.k,
            "mode": self.mode,
            "shadow": self.shadow,
            **self._counters(st),
            "params": self.rule_.params(),
        }
        gate["detector"] = self.detector_name_
        gate["reason"] = gate.pop("reason")
        own = _UUID_HEX.match(episode) and not keep  # a uuid4 hex names one run only
        rid = episode if own else f"{episode}#{uuid.uuid4().hex[:12]}"
        record: dict[str, Any] = {"id": rid, "question": st.question or ""}
        record.update(context_fields())
        record.update(st.fields)
        record.update(fields)
        record["steps"] = steps
        record["gate"] = gate
        return record
