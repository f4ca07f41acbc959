"""The episode side of :class:`~uselessdetect.gate.StopGate`: state, lifecycle, recording.

:class:`EpisodeLifecycle` holds what a gate does with an episode as a whole — its counters
for logging (:meth:`~EpisodeLifecycle.state`), :meth:`~EpisodeLifecycle.begin`,
:meth:`~EpisodeLifecycle.end` and the blocked-call record, :meth:`~EpisodeLifecycle.reset` —
while :mod:`._gate` keeps the per-result path (judge, count, decide). ``StopGate`` inherits
both; :class:`EpisodeGate` binds a gate to one episode.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ._recording import Recording
from ._rules import Rule
from ._state import EpisodeState

if TYPE_CHECKING:
    from ._coerce import Observed
    from ._tools import GateDecision

__all__ = ["EpisodeGate", "EpisodeLifecycle"]

logger = logging.getLogger("uselessdetect.gate")


class EpisodeLifecycle:
    """Episode state, lifecycle and recording of a :class:`~uselessdetect.gate.StopGate`."""

    # set by StopGate.__init__
    k: int
    mode: str
    shadow: bool
    rule_: Rule
    shadow_rules_: tuple[Rule, ...]
    detector_name_: str
    recording_: Recording
    _plain: bool
    _states: dict[str, EpisodeState]
    _lock: threading.Lock

    if TYPE_CHECKING:  # provided by StopGate (its per-result path, in ._gate)

        def observe(
            self,
            item: Observed,
            *,
            source: str = "search",
            episode: str = "default",
            step: Mapping[str, Any] | None = None,
        ) -> GateDecision: ...

        def decision(self, episode: str = "default", source: str = "search") -> GateDecision: ...

    def _state(self, episode: str) -> EpisodeState:
        st = self._states.get(episode)
        if st is None:
            with self._lock:
                st = self._states.get(episode)
                if st is None:
                    st = EpisodeState(len(self.shadow_rules_), self.recording_.new_log())
                    self._states[episode] = st
        return st

    def episode(self, episode: str) -> EpisodeGate:
        """A handle bound to one episode (its own state object)."""
        return EpisodeGate(self, str(episode))

    def reset(self, episode: str | None = None) -> None:
        """Forget one episode's counters (and trip), or every episode's when ``None``."""
        with self._lock:
            if episode is None:
                self._states.clear()
            else:
                self._states.pop(str(episode), None)

    def state(self, episode: str | None = None) -> dict[str, Any]:
        """The counters for logging: one episode's, or ``{episode: ...}`` for all."""
        if episode is None:
            with self._lock:
                names = list(self._states)
            return {e: self.state(e) for e in names}
        st = self._state(str(episode))
        with st.lock:
            return self._counters(st)

    def _counters(self, st: EpisodeState) -> dict[str, Any]:
        out: dict[str, Any] = {
            "runs": dict(st.runs),
            "rule": self.rule_.name,
            "statistics": dict(st.runs) if self._plain else dict(st.stats),
            "tripped_by": list(st.tripped_by),
            "reason": st.reason,
            "observed": st.observed,
            **st.counts,
            "steps": st.nsteps,
            "tripped_at": None if self.shadow else st.trip_at,
            "would_trip_at": st.trip_at,
        }
        if self.shadow_rules_:
            out["shadow_rules"] = [
                {
                    "label": rule.label,
                    **rule.describe(),
                    "would_trip_at": st.shadow_trip_at[i],
                    "reason": st.shadow_reason[i],
                    "statistics": dict(st.shadow_stats[i]),
                }
                for i, rule in enumerate(self.shadow_rules_)
            ]
        return out

    # ------------------------------------------------------------- recording
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
                self.recording_.begin(st.log, question, fields)
        except Exception:  # pragma: no cover - defensive: never raise into the harness
            logger.warning("gate: begin(%r) failed", episode, exc_info=True)

    def record_blocked(
        self, episode: str, *, source: str, input: str = "", thought: str = ""
    ) -> None:
        """Record a call the gate blocked: a step whose observation says it was not run.

        The step has ``"blocked": true``, no judgment and no label, and counts in
        ``state()["blocked"]``; it does not touch the rules. Never raises.
        """
        try:
            st = self._state(str(episode))
            with st.lock:
                st.nsteps += 1
                st.counts["blocked"] += 1
                self.recording_.blocked(st.log, source, input, thought, st.reason)
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
            st = popped or EpisodeState(len(self.shadow_rules_), self.recording_.new_log())
        with st.lock:
            record = Recording.close(
                st.log,
                episode,
                nsteps=st.nsteps,
                answer=answer,
                error=error,
                step=step,
                keep=keep,
                fields=fields,
                gate=self._gate_block(st),
            )
            if keep:  # a thread goes on: its counters stay, its steps start afresh
                st.log = self.recording_.new_log()
                st.nsteps = 0
                st.trip_at = 0 if st.tripped_by else None
        if record is not None:
            self.recording_.write(record)
        return record

    def _gate_block(self, st: EpisodeState) -> dict[str, Any]:
        """A recorded episode's ``gate`` block: the gate's settings, rules and counters."""
        gate = {"k": self.k, "mode": self.mode, "shadow": self.shadow, **self._counters(st)}
        gate["params"] = self.rule_.params()
        expected = getattr(self.rule_, "expected_results", None)
        if expected is not None:  # Wald's closed form (a lower bound): end never sums the walk
            gate["expected_results"] = expected(exact=False)
        gate["detector"] = self.detector_name_
        gate["reason"] = gate.pop("reason")
        return gate


class EpisodeGate:
    """A :class:`StopGate` bound to one episode: ``observe(item, source=...)``, ``reset()``.

    Examples
    --------
    >>> from uselessdetect.gate import StopGate
    >>> eg = StopGate(lambda s: True, k=1).episode("q9")
    >>> eg.observe({"observation": "..."}).tripped, eg.state()["runs"]
    (True, {'search': 1})
    """

    def __init__(self, gate: EpisodeLifecycle, episode: str) -> None:
        self.gate = gate
        self.id = episode

    def observe(
        self, item: Observed, *, source: str = "search", step: Mapping[str, Any] | None = None
    ) -> GateDecision:
        """See :meth:`StopGate.observe`."""
        return self.gate.observe(item, source=source, episode=self.id, step=step)

    def begin(self, *, question: str = "", **fields: Any) -> None:
        """See :meth:`StopGate.begin`."""
        self.gate.begin(self.id, question=question, **fields)

    def end(self, **kwargs: Any) -> dict[str, Any] | None:
        """See :meth:`StopGate.end`."""
        return self.gate.end(self.id, **kwargs)

    def decision(self, source: str = "search") -> GateDecision:
        """See :meth:`StopGate.decision`."""
        return self.gate.decision(self.id, source)

    def reset(self) -> None:
        """Forget this episode's counters."""
        self.gate.reset(self.id)

    def state(self) -> dict[str, Any]:
        """This episode's counters."""
        return self.gate.state(self.id)
