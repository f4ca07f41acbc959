"""StopGate: the harness-side run counter that restricts the allowed actions at k (design §6).

The gate keeps, per (episode, source), the run of consecutive results judged useless:
``run += 1`` on a useless verdict, ``run = 0`` on a useful one, unchanged on ``unknown``. When
``run >= k`` it trips, and the trip lasts for the rest of the episode (until :meth:`reset`):

* ``finish_only`` — only the finish action stays allowed;
* ``drop_tool`` — the failing source is removed; the other tools stay.

A detector error never escapes into the harness: it is logged (logger ``uselessdetect.gate``)
and counts as ``unknown``, unless ``strict=True``. So does an item the gate does not
recognise (a number, a dict with neither an ``observation`` nor a valid ``verdict``): it is
never a silent no-op.
Both are counted per episode — ``state(episode)["unrecognised"]`` and
``state(episode)["detector_errors"]`` — so a harness can see that its signal is not arriving.
Each episode has its own state object with its own lock, so one gate serves many concurrent
episodes.

**Shadow mode** (``shadow=True``) judges and counts exactly the same way but never restricts:
every decision has ``tripped=False`` and allows everything, and ``would_trip`` says from which
result on the gate would have tripped (with its reason) — the way a team watches a gate before
it enforces one.

**Recording** (``record_to=``): the gate keeps each episode's steps — the call's thought,
action (= source), input, observation, the gate's judgment and any fields the harness adds
with ``observe(..., step={...})`` — and :meth:`StopGate.end` writes the finished episode as
one JSON line (design §3.2) with a ``gate`` block. See :mod:`._recorder`.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .._types import Judgment, Sample, Verdict
from ..detectors import Detector, make_detector
from ..exceptions import ConfigurationError, InputError, NotFittedError
from ._coerce import Observed, as_sample, coerce_judgment, given_judgment
from ._recorder import EpisodeRecorder, RecordTarget
from ._recording import Recording, _State
from ._rules import Rule, RunRule, make_rule
from ._tools import GateDecision

__all__ = ["EpisodeGate", "GATE_MODES", "StopGate"]

logger = logging.getLogger("uselessdetect.gate")

#: The gate's modes.
GATE_MODES: tuple[str, ...] = ("finish_only", "drop_tool")


class StopGate(Recording):
    """Count the run of results judged useless; at k, restrict the actions (design §6).

    Parameters
    ----------
    detector : Detector, str or callable
        What judges a result: a :class:`~uselessdetect.detectors.Detector` (an unfitted one
        is fitted with ``[]`` at construction — detectors that need training must be fitted
        first), a registry name (``"lexical"``, ``"keyword>lexical"``), or a callable
        ``f(sample) -> Judgment | Verdict | bool | None`` (``True`` = useless, ``None`` =
        unknown).
    k : int, default 5
        The ``run`` rule trips when the run reaches ``k``.
    mode : {"finish_only", "drop_tool"}, default "finish_only"
    strict : bool, default False
        Re-raise detector errors instead of logging them and counting ``unknown``.
    finish_action : str, default "finish"
        The action that answers; it stays allowed in every mode.
    tools : sequence of str, optional
        All action names; with it, ``drop_tool`` decisions list ``allowed`` explicitly.
    shadow : bool, default False
        Judge and count, never restrict: decisions say ``would_trip`` instead of ``tripped``.
    record_to : path, text file or callable, optional
        Record each episode and write it when :meth:`end` closes it (one JSON line, appended;
        see :class:`~uselessdetect.gate.EpisodeRecorder`). Without it no steps are kept.
    rule : {"run", "cusum", "sprt"} or Rule, default "run"
        The stopping rule (see :mod:`uselessdetect.gate._rules`): ``run`` trips after ``k``
        consecutive useless verdicts; ``cusum`` on the sum of the scores' log-odds
        (``h``, ``drift``); ``sprt`` by Wald's test on the verdicts (``p0``, ``p1``,
        ``alpha``, ``beta``). A :class:`~uselessdetect.gate.Rule` object is used as it is.
        Every keyword is checked, whichever rule it belongs to.
    h : float, default 8.0
        ``cusum``: the trip level of S (> 0).
    drift : float, default 0.0
        ``cusum``: subtracted from each result's log-odds (>= 0).
    p0, p1 : float, default 0.2 and 0.8
        ``sprt``: P(useless verdict) when the source works / has failed (0 < p0 < p1 < 1).
    alpha, beta : float, default 0.05 each
        ``sprt``: P(trip | works) and P(accept | failed), each in (0, 1), alpha + beta < 1.

    Notes
    -----
    Unlike an estimator, the gate checks its parameters at construction: it is built once,
    before the harness runs, and must never raise inside the agent loop.

    Examples
    --------
    >>> gate = StopGate(lambda s: "could not find" in s.observation.lower(), k=2)
    >>> d = gate.observe({"observation": "Could not find [Creed]."}, episode="q1")
    >>> d.run, d.tripped
    (1, False)
    >>> d = gate.observe({"observation": "Could not find [Creed band]."}, episode="q1")
    >>> d.tripped, d.allowed
    (True, ('finish',))
    >>> d.reason
    '2 consecutive results from `search` judged useless by <lambda>'
    >>> gate.observe({"observation": "Could not find [X]."}, episode="q2").run  # own counter
    1

    In shadow mode the same results trip nothing; the decision says it would have:

    >>> shadow = StopGate(lambda s: True, k=1, shadow=True)
    >>> d = shadow.observe({"observation": "..."}, episode="q1")
    >>> d.tripped, d.would_trip, d.allowed
    (False, True, None)

    A sequential rule keeps a marginal useful result from wiping the evidence:

    >>> from uselessdetect import Judgment
    >>> cusum = StopGate(lambda s: None, rule="cusum", h=8.0)
    >>> for p in (0.95, 0.95, 0.40, 0.95):
    ...     d = cusum.observe(Judgment("useless" if p > 0.5 else "useful", p, "clf"))
    >>> d.tripped, d.rule, round(d.statistic, 2)
    (True, 'cusum', 8.43)
    >>> d.reason
    'cusum S = 8.43 >= h = 8 on the results from `search` judged by clf'
    """

    def __init__(
        self,
        detector: Detector | str | Callable[[Sample], Any],
        *,
        k: int = 5,
        mode: str = "finish_only",
        strict: bool = False,
        finish_action: str = "finish",
        tools: Sequence[str] | None = None,
        shadow: bool = False,
        record_to: RecordTarget | None = None,
        rule: str | Rule = "run",
        h: float = 8.0,
        drift: float = 0.0,
        p0: float = 0.2,
        p1: float = 0.8,
        alpha: float = 0.05,
        beta: float = 0.05,
    ) -> None:
        self.detector = detector
        self.k = k
        self.rule = rule
        self.h, self.drift, self.p0, self.p1, self.alpha, self.beta = h, drift, p0, p1, alpha, beta
        self.mode = mode
        self.strict = strict
        self.finish_action = finish_action
        self.tools = tools
        self.shadow = shadow
        self.record_to = record_to
        if not isinstance(shadow, bool):
            raise ConfigurationError(f"shadow must be True or False, got {shadow!r}")
        self.recorder_ = None if record_to is None else EpisodeRecorder(record_to)
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ConfigurationError(f"k must be a positive integer, got {k!r}")
        if mode not in GATE_MODES:
            raise ConfigurationError(f"mode must be one of {', '.join(GATE_MODES)}, got {mode!r}")
        params = dict(k=k, h=h, drift=drift, p0=p0, p1=p1, alpha=alpha, beta=beta)
        if isinstance(rule, Rule):
            make_rule("run", **params)  # the keywords are checked all the same
            self.rule_ = rule
        else:
            self.rule_ = make_rule(rule, **params)
        self._plain = type(self.rule_) is RunRule and self.rule_.k == k
        self._judge, self.detector_name_ = self._resolve(detector)
        self._states: dict[str, _State] = {}
        self._lock = threading.Lock()

    @staticmethod
    def _resolve(detector: Any) -> tuple[Callable[[Sample], Any], str]:
        if isinstance(detector, str):
            detector = make_detector(detector)
        if isinstance(detector, Detector):
            if not hasattr(detector, "cutoff_"):
                try:
                    detector.fit([])
                except Exception as exc:
                    raise NotFittedError(
                        f"the gate's detector {detector.name!r} is not fitted and cannot be "
                        f"fitted without data ({exc}); fit it first"
                    ) from exc
            return detector.judge, str(detector.name)
        if callable(detector):
            return detector, getattr(detector, "__name__", type(detector).__name__)
        raise ConfigurationError(
            f"detector must be a Detector, a registry name or a callable, "
            f"got {type(detector).__name__}"
        )

    # ------------------------------------------------------------------ state
    def _state(self, episode: str) -> _State:
        episode = str(episode)  # 7 and "7" are one episode (reset and state look it up so)
        st = self._states.get(episode)
        if st is None:
            with self._lock:
                st = self._states.setdefault(episode, _State())
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

    def _counters(self, st: _State) -> dict[str, Any]:
        return {
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

    # --------------------------------------------------------------- counting
    def judge(self, item: Observed) -> tuple[Judgment, str | None]:
        """Judge one observed item; never raises unless ``strict`` (returns the error text)."""
        judgment, error, _, _ = self._judge_item(item)
        return judgment, error

    def _judge_item(self, item: Any) -> tuple[Judgment, str | None, str | None, bool]:
        """``(judgment, error text, counter to raise, scored)``; see :mod:`._coerce`.

        ``scored`` says whether the judgment's score is a real P(useless) (a :class:`Judgment`
        or a dict with a ``score``) rather than the placeholder of a bare verdict.
        """
        try:
            given = given_judgment(item)
        except InputError as exc:
            if self.strict:
                raise
            logger.warning("gate: unrecognised input counted as unknown: %s", exc)
            return self._unknown(), f"unrecognised input: {exc}", "unrecognised", False
        if given is not None:
            scored = isinstance(item, Judgment) or (
                isinstance(item, Mapping) and item.get("score") is not None
            )
            return given, None, None, scored
        try:
            sample = as_sample({"observation": item} if isinstance(item, str) else item)
            raw = self._judge(sample)
            return coerce_judgment(raw, self.detector_name_), None, None, isinstance(raw, Judgment)
        except Exception as exc:
            if self.strict:
                raise
            logger.warning(
                "gate: detector %s failed; counting unknown", self.detector_name_, exc_info=True
            )
            return self._unknown(), f"{type(exc).__name__}: {exc}", "detector_errors", False

    def _source(self, source: Any) -> tuple[str, str | None]:
        """A source name that is not a string is logged and taken as its ``str()``."""
        if isinstance(source, str):
            return source, None
        exc = InputError(f"expected a tool name, got {type(source).__name__}", field="source")
        if self.strict:
            raise exc
        logger.warning("gate: source counted under its str(): %s", exc)
        return str(source), f"unrecognised input: {exc}"

    def _unknown(self) -> Judgment:
        return Judgment(Verdict.UNKNOWN, 0.5, self.detector_name_)

    def observe(
        self,
        item: Observed,
        *,
        source: str = "search",
        episode: str = "default",
        step: Mapping[str, Any] | None = None,
    ) -> GateDecision:
        """Judge one tool result of ``source`` in ``episode``, update the run, and decide.

        Parameters
        ----------
        item : Sample, mapping, str, Judgment, Verdict, bool, numpy bool, 0/1 or None
            A result to judge (a sample or its dict; a plain string other than a verdict word
            is the observation text), or a verdict already made (``True``, ``1`` or
            ``"useless"`` = useless, ``None`` = unknown; a ``{"verdict": ...}`` dict). Anything
            else is unrecognised: logged, counted in ``state()["unrecognised"]`` and taken as
            unknown (raised as :class:`~uselessdetect.exceptions.InputError` when ``strict``).
        source : str
            The tool that produced the result.
        episode : str
            The episode's id: counters never mix across episodes.
        step : mapping, optional
            Fields for the recorded step: ``thought`` (the text the agent wrote *with* this
            call — the item's own ``thought``, which judges the result, is the next step's),
            ``input``, ``observation``, ``label``, and anything else, kept as given. Unless
            given, ``label`` is the one a :class:`~uselessdetect.sim.FailingSource` noted for
            ``source`` in this context (see :mod:`._labels`).
        """
        episode = str(episode)
        source, source_error = self._source(source)
        judgment, error, counter, scored = self._judge_item(item)
        st = self._state(episode)
        verdict = judgment.verdict
        record = self._record_step(item, source, judgment, error, step)
        with st.lock:
            st.observed += 1
            st.nsteps += 1
            if counter is not None:
                st.counts[counter] += 1
            if source_error is not None:
                st.counts["unrecognised"] += counter != "unrecognised"
                error = error or source_error
            if record is not None:
                if st.question is None:
                    st.question = record.pop("_question", None)
                record.pop("_question", None)
                st.steps.append(record)
            run = st.runs.get(source, 0)
            if verdict is Verdict.USELESS:
                run += 1
            elif verdict is Verdict.USEFUL:
                run = 0
            st.runs[source] = run
            if self._plain:
                stat: Any = run
                hit = run >= self.k
            else:
                rule = self.rule_
                stat, hit = rule.update(
                    st.stats.get(source, rule.initial), verdict, judgment.score if scored else None
                )
                st.stats[source] = stat
            if hit and source not in st.tripped_by:
                st.tripped_by.append(source)
                if st.trip_at is None:
                    st.trip_at = st.nsteps
                st.reason = self.rule_.reason(
                    stat, source, judgment.detector or self.detector_name_
                )
            return self._decide(st, episode, source, run, judgment, error, stat)

    def decision(self, episode: str = "default", source: str = "search") -> GateDecision:
        """The current decision for an episode, without observing anything."""
        episode = str(episode)
        st = self._state(episode)
        with st.lock:
            run = st.runs.get(source, 0)
            stat = run if self._plain else st.stats.get(source, self.rule_.initial)
            return self._decide(st, episode, source, run, None, None, stat)

    def _decide(
        self,
        st: _State,
        episode: str,
        source: str,
        run: int,
        judgment: Judgment | None,
        error: str | None,
        statistic: Any,
    ) -> GateDecision:
        would_trip = bool(st.tripped_by)
        tripped = would_trip and not self.shadow
        allowed: tuple[str, ...] | None = None
        blocked: tuple[str, ...] = ()
        if tripped and self.mode == "finish_only":
            allowed, blocked = (self.finish_action,), ("*",)
        elif tripped:
            blocked = tuple(s for s in st.tripped_by if s != self.finish_action)
            if self.tools is not None:
                allowed = tuple(t for t in self.tools if t not in blocked)
        return GateDecision(
            run=run,
            tripped=tripped,
            allowed=allowed,
            reason=st.reason,
            judgment=judgment,
            episode=episode,
            source=source,
            k=self.k,
            blocked=blocked,
            error=error,
            would_trip=would_trip,
            rule=self.rule_.name,
            statistic=float(statistic),
        )


class EpisodeGate:
    """A :class:`StopGate` bound to one episode: ``observe(item, source=...)``, ``reset()``.

    Examples
    --------
    >>> eg = StopGate(lambda s: True, k=1).episode("q9")
    >>> eg.observe({"observation": "..."}).tripped, eg.state()["runs"]
    (True, {'search': 1})
    """

    def __init__(self, gate: StopGate, episode: str) -> None:
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
