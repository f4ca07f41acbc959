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
from functools import partial
from typing import Any

from .._checks import (
    check_choice,
    check_flag,
    check_names,
    check_params,
    check_positive,
    check_text,
)
from .._types import Judgment, Sample, Verdict
from ..detectors import Detector, make_detector
from ..exceptions import ConfigurationError, InputError, NotFittedError
from ._coerce import Observed, as_sample, coerce_judgment, given_judgment
from ._earlier import EarlierResults, reads_earlier
from ._recorder import EpisodeRecorder, RecordTarget
from ._recording import Recording
from ._rules import EpisodeState, Rule, RunRule, make_rule
from ._tools import GateDecision, make_decision

__all__ = ["EpisodeGate", "GATE_MODES", "StopGate"]

logger = logging.getLogger("uselessdetect.gate")

#: The gate's modes.
GATE_MODES: tuple[str, ...] = ("finish_only", "drop_tool")

_USELESS, _USEFUL, _UNKNOWN = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN
_RULE_KEYS = ("k", "h", "drift", "p0", "p1", "alpha", "beta")


def _optional(check: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    return lambda value, name: None if value is None else check(value, name)


class StopGate:
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

    #: Every parameter's check, applied once at construction (never in the agent loop).
    _parameter_constraints: Mapping[str, Callable[[Any, str], Any]] = {
        "k": check_positive,
        "mode": partial(check_choice, choices=GATE_MODES),
        "strict": check_flag,
        "finish_action": check_text,
        "tools": _optional(check_names),
        "shadow": check_flag,
    }

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
        shadow_rules: Sequence[str | Rule | Mapping[str, Any]] | None = None,
    ) -> None:
        checked = check_params(
            self._parameter_constraints,
            {
                "k": k,
                "mode": mode,
                "strict": strict,
                "finish_action": finish_action,
                "tools": tools,
                "shadow": shadow,
            },
        )
        self.detector = detector
        self.k: int = checked["k"]
        self.mode: str = checked["mode"]
        self.strict: bool = checked["strict"]
        self.finish_action: str = checked["finish_action"]
        self.tools: tuple[str, ...] | None = checked["tools"]
        self.shadow: bool = checked["shadow"]
        self.record_to = record_to
        self.rule = rule
        self.h, self.drift, self.p0, self.p1, self.alpha, self.beta = h, drift, p0, p1, alpha, beta
        self.shadow_rules = shadow_rules
        params = {"k": k, "h": h, "drift": drift, "p0": p0, "p1": p1, "alpha": alpha, "beta": beta}
        if isinstance(rule, Rule):
            make_rule("run", **params)  # the keywords are checked all the same
            self.rule_: Rule = rule
        else:
            self.rule_ = make_rule(rule, **params)
        self.shadow_rules_: tuple[Rule, ...] = self._shadow_rules(shadow_rules, params)
        self._labels = tuple(r.label for r in self.shadow_rules_)
        self.recorder_ = None if record_to is None else EpisodeRecorder(record_to)
        self._judge, self.detector_name_ = self._resolve(detector)
        self._earlier = EarlierResults() if reads_earlier(self._judge) else None
        self.recording_ = Recording(self.recorder_, self.detector_name_)
        # the hot path's constants: decided once here, read by every observe
        self._plain = type(self.rule_) is RunRule and self.rule_.k == self.k
        # a rule's compiled update when it has one (the same function as its .update)
        self._update = getattr(self.rule_, "_update", self.rule_.update)
        self._initial = self.rule_.initial
        self._scores = self.rule_.uses_score or any(r.uses_score for r in self.shadow_rules_)
        self._bare = {
            True: Judgment(_USELESS, 1.0, self.detector_name_),
            False: Judgment(_USEFUL, 0.0, self.detector_name_),
            None: Judgment(_UNKNOWN, 0.5, self.detector_name_),
        }
        self._states: dict[str, EpisodeState] = {}
        self._lock = threading.Lock()

    def _shadow_rules(self, given: Any, params: dict[str, Any]) -> tuple[Rule, ...]:
        """The watched rules: names (with the gate's keywords), Rule objects, or dicts."""
        if given is None:
            return ()
        if isinstance(given, (str, Rule, Mapping)) or not isinstance(given, Sequence):
            raise ConfigurationError(
                f"shadow_rules must be a list of rules (names, Rule objects or dicts such as "
                f"{{'rule': 'cusum', 'h': 6}}), got {type(given).__name__} {given!r:.40}"
            )
        rules: list[Rule] = []
        for i, spec in enumerate(given):
            if isinstance(spec, Mapping):
                spec = dict(spec)
                name = spec.pop("rule", None)
                if name is None:
                    raise ConfigurationError(f"shadow_rules[{i}] has no 'rule' name: {spec!r:.60}")
                rule = make_rule(name, **{**params, **spec})
            elif isinstance(spec, Rule):
                rule = spec
            elif isinstance(spec, str):
                rule = make_rule(spec, **params)
            else:
                raise ConfigurationError(
                    f"shadow_rules[{i}] must be a rule name, a Rule or a dict, got "
                    f"{type(spec).__name__} {spec!r:.40}"
                )
            if rule == self.rule_ or rule in rules:
                raise ConfigurationError(
                    f"shadow_rules[{i}] repeats {rule.label}"
                    + (", the gate's own rule" if rule == self.rule_ else "")
                )
            rules.append(rule)
        return tuple(rules)

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

    # --------------------------------------------------------------- judging
    def judge(self, item: Observed) -> tuple[Judgment, str | None]:
        """Judge one observed item; never raises unless ``strict`` (returns the error text)."""
        judgment, error, _, _ = self._judge_item(item)
        return judgment, error

    def _judge_item(self, item: Any) -> tuple[Judgment, str | None, str | None, bool]:
        """``(judgment, error text, counter to raise, scored)`` for any item; see :mod:`._coerce`.

        ``scored`` says whether the judgment's score is a real P(useless) (a :class:`Judgment`
        or a dict with a ``score``) rather than the placeholder of a bare verdict.
        """
        try:
            given = given_judgment(item)
        except InputError as exc:
            if self.strict:
                raise
            logger.warning("gate: unrecognised input counted as unknown: %s", exc)
            return self._bare[None], f"unrecognised input: {exc}", "unrecognised", False
        if given is not None:
            scored = isinstance(item, Judgment) or (
                isinstance(item, Mapping) and item.get("score") is not None
            )
            return given, None, None, scored
        try:
            raw = self._judge(as_sample({"observation": item} if isinstance(item, str) else item))
        except Exception as exc:
            return self._failed(exc)
        return self._from_detector(raw)

    def _from_detector(self, raw: Any) -> tuple[Judgment, str | None, str | None, bool]:
        """What a detector returned, as ``(judgment, error, counter, scored)``."""
        if type(raw) is Judgment:
            score = raw.score
            if type(score) is float and 0.0 <= score <= 1.0 and type(raw.verdict) is Verdict:
                return raw, None, None, True
        elif raw is True or raw is False or raw is None:
            return self._bare[raw], None, None, False
        try:
            return coerce_judgment(raw, self.detector_name_), None, None, type(raw) is Judgment
        except Exception as exc:
            return self._failed(exc)

    def _failed(self, exc: Exception) -> tuple[Judgment, str | None, str | None, bool]:
        if self.strict:
            raise exc
        logger.warning(
            "gate: detector %s failed; counting unknown", self.detector_name_, exc_info=exc
        )
        return self._bare[None], f"{type(exc).__name__}: {exc}", "detector_errors", False

    def _source(self, source: Any) -> tuple[str, str | None]:
        """A source name that is not a string is logged and taken as its ``str()``."""
        if isinstance(source, str):
            return source, None
        exc = InputError(f"expected a tool name, got {type(source).__name__}", field="source")
        if self.strict:
            raise exc
        logger.warning("gate: source counted under its str(): %s", exc)
        return str(source), f"unrecognised input: {exc}"

    # -------------------------------------------------------------- counting
    def observe(
        self,
        item: Observed,
        *,
        source: str = "search",
        episode: str = "default",
        step: Mapping[str, Any] | None = None,
    ) -> GateDecision:
        """Judge one tool result of ``source`` in ``episode``, update the rule, and decide.

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
        if type(episode) is not str:
            episode = str(episode)  # 7 and "7" are one episode (reset and state look it up so)
        source_error = None
        if type(source) is not str:
            source, source_error = self._source(source)
        if self._earlier is None:
            judgment, error, counter, scored = self._judgment(item)
        else:  # the detector reads the source's earlier results (see ._earlier)
            judgment, error, counter, scored = self._earlier.judged(self, episode, source, item)
        st = self._states.get(episode) or self._state(episode)
        log = st.log
        if log is not None:
            rec, question = self.recording_.step(item, source, judgment, error, step)
        with st.lock:
            st.observed += 1
            st.nsteps += 1
            if counter is not None:
                st.counts[counter] += 1
            if source_error is not None:
                st.counts["unrecognised"] += counter != "unrecognised"
                error = error or source_error
            run, stat = self._advance(st, source, judgment, scored)
            shadow_trips = self._watch(st, source, judgment, scored) if self.shadow_rules_ else ()
            if log is not None:
                rec["gate"] = self._step_block(st, source, run, stat)
                self.recording_.keep(log, rec, question)
            if st.tripped_by:
                return self._decide(st, episode, source, run, judgment, error, stat, shadow_trips)
            return make_decision(
                run=run,
                tripped=False,
                allowed=None,
                reason=None,
                judgment=judgment,
                episode=episode,
                source=source,
                k=self.k,
                blocked=(),
                error=error,
                would_trip=False,
                rule=self.rule_.name,
                statistic=stat,
                shadow_trips=shadow_trips,
            )

    def _judgment(self, item: Observed) -> tuple[Judgment, str | None, str | None, bool]:
        """The item's judgment, the error it carried, the counter it bumps, and whether its
        score is a P(useless) the score rules may read. The common cases come first: a sample
        (or its dict) for the detector, or a well-formed judgment."""
        tp = type(item)
        if tp is Sample or (
            tp is dict and type(item.get("observation")) is str and item.get("verdict") is None  # type: ignore[union-attr]
        ):
            try:
                raw = self._judge(item if tp is Sample else as_sample(item))  # type: ignore[arg-type]
            except Exception as exc:
                return self._failed(exc)
            return self._from_detector(raw)
        if (
            tp is Judgment
            and type(item.score) is float  # type: ignore[union-attr]
            and 0.0 <= item.score <= 1.0  # type: ignore[union-attr]
            and type(item.verdict) is Verdict  # type: ignore[union-attr]
        ):
            return item, None, None, True  # type: ignore[return-value]
        return self._judge_item(item)

    def _advance(
        self, st: EpisodeState, source: str, judgment: Judgment, scored: bool
    ) -> tuple[int, Any]:
        """Move the source's run and the rule's statistic (under the episode's lock); note a
        trip. Returns the run and the statistic."""
        verdict = judgment.verdict
        runs = st.runs
        run = runs.get(source, 0)
        if verdict is _USELESS:
            run += 1
        elif verdict is _USEFUL:
            run = 0
        runs[source] = run
        if self._plain:
            stat: Any = run
            hit = run >= self.k
        else:
            stat, hit = self._update(
                st.stats.get(source, self._initial), verdict, judgment.score if scored else None
            )
            st.stats[source] = stat
        if hit and source not in st.tripped_by:
            st.tripped_by.append(source)
            if st.trip_at is None:
                st.trip_at = st.nsteps
            st.reason = self.rule_.reason(stat, source, judgment.detector or self.detector_name_)
        return run, stat

    def _watch(
        self, st: EpisodeState, source: str, judgment: Judgment, scored: bool
    ) -> tuple[str, ...]:
        """Update every shadow rule (under the episode's lock); the labels that have tripped."""
        score = judgment.score if scored else None
        for i, rule in enumerate(self.shadow_rules_):
            stats = st.shadow_stats[i]
            stat, hit = rule.update(stats.get(source, rule.initial), judgment.verdict, score)
            stats[source] = stat
            if hit and st.shadow_trip_at[i] is None:
                st.shadow_trip_at[i] = st.nsteps
                st.shadow_reason[i] = rule.reason(
                    stat, source, judgment.detector or self.detector_name_
                )
        return tuple(
            label
            for label, at in zip(self._labels, st.shadow_trip_at, strict=True)
            if at is not None
        )

    def _step_block(self, st: EpisodeState, source: str, run: int, stat: Any) -> dict[str, Any]:
        """A recorded step's ``gate`` field: the run and each rule's statistic after it."""
        block: dict[str, Any] = {"run": run, "statistic": float(stat)}
        if self.shadow_rules_:
            block["shadow"] = {
                label: float(st.shadow_stats[i][source]) for i, label in enumerate(self._labels)
            }
        return block

    def decision(self, episode: str = "default", source: str = "search") -> GateDecision:
        """The current decision for an episode, without observing anything."""
        episode = str(episode)
        st = self._state(episode)
        with st.lock:
            run = st.runs.get(source, 0)
            stat = run if self._plain else st.stats.get(source, self._initial)
            trips = tuple(
                label
                for label, at in zip(self._labels, st.shadow_trip_at, strict=True)
                if at is not None
            )
            return self._decide(st, episode, source, run, None, None, stat, trips)

    def _decide(
        self,
        st: EpisodeState,
        episode: str,
        source: str,
        run: int,
        judgment: Judgment | None,
        error: str | None,
        statistic: Any,
        shadow_trips: tuple[str, ...],
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
            statistic=statistic,
            shadow_trips=shadow_trips,
        )

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
        if expected is not None:
            gate["expected_results"] = expected()
        gate["detector"] = self.detector_name_
        gate["reason"] = gate.pop("reason")
        return gate


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
