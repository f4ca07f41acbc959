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
``state(episode)["detector_errors"]`` — so a harness can see that its signal is not arriving;
``state(episode)["uncounted"]`` counts the results of tools the gate does not count.
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

**Which tools count** (``count=``, ``gate_tools=``, ``ignore_tools=``, ``groups=``): tools that
retrieve are the sources a gate is for; a tool that acts (``send_email``, ``create_issue``) is
judged and recorded but never moves a run nor trips (its decision has ``counted=False``). An
empty text from a counted tool whose name says it retrieves (``get_stock_level``), left without
a verdict by the detector, moves the run as an empty result would. See :mod:`._counting`. The
episode side (state, begin / end, recording) is in :mod:`._lifecycle`.
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
from ..detectors import Detector
from ._build import resolve_detector
from ._build import shadow_rules as _shadow
from ._coerce import Observed, dict_sample
from ._counting import ToolCounting
from ._earlier import EarlierResults, reads_earlier
from ._judging import Judging, text_of
from ._lifecycle import EpisodeGate, EpisodeLifecycle
from ._recorder import EpisodeRecorder, RecordTarget
from ._recording import Recording
from ._rules import Rule, RunRule, make_rule
from ._spread import MIN_CHARS, failure_key
from ._state import EpisodeState
from ._tools import GateDecision, quiet_decision

__all__ = ["EpisodeGate", "GATE_MODES", "StopGate"]

logger = logging.getLogger("uselessdetect.gate")

#: The gate's modes.
GATE_MODES: tuple[str, ...] = ("finish_only", "drop_tool")

_USELESS, _USEFUL, _UNKNOWN = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN


def _blank(item: Observed) -> bool:
    """Whether ``item`` is a result with no text at all (``""``, blanks): a sample, its dict
    or the text itself; a verdict or judgment given as it is never is."""
    tp = type(item)
    if tp is Sample:
        obs: Any = item.observation  # type: ignore[union-attr]
    elif tp is dict:
        obs = item.get("observation")  # type: ignore[union-attr]
    else:
        obs = item
    return type(obs) is str and not obs.strip()


def _query(item: Observed) -> Any:
    """The call's arguments ``item`` carries (a sample's or its dict's ``query``), else
    ``None``: read only for a tool the gate's counting leaves out."""
    tp = type(item)
    if tp is Sample:
        return item.query  # type: ignore[union-attr]
    return item.get("query") if tp is dict else None  # type: ignore[union-attr]


def _optional(check: Callable[[Any, str], Any]) -> Callable[[Any, str], Any]:
    return lambda value, name: None if value is None else check(value, name)


class StopGate(Judging, EpisodeLifecycle):
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
    shadow_rules : sequence of rule names, Rule objects or dicts, optional
        Rules watched beside the gate's own: they count, never restrict.
    count : {"retrieval", "all"} or callable, default "retrieval"
        Which tools the gate counts (see :mod:`uselessdetect.gate._counting`): ``retrieval``
        reads the tool's name — its first known verb among its first three words decides: an
        action verb (``send_email``, ``github_create_issue``) means not counted, a retrieval
        verb or none (``google_search``, ``wiki``) counted; ``all`` counts every
        tool; a callable ``count(name) -> bool`` decides. A tool not counted is judged and
        recorded, but never moves a run and never trips (``decision.counted`` is false).
    gate_tools, ignore_tools : sequence of str, optional
        Tool names to count / to leave alone whatever ``count`` says.
    groups : mapping of str to sequence of str, optional
        Tools counted together as one source: ``{"wiki": ["search_pages", "read_section"]}``
        keeps one run under ``wiki`` for both (``drop_tool`` then removes both).
    across_tools : bool, default True
        With the ``run`` rule, also count results that fail the same way whichever counted
        tool gave them (one error message, an expired token or a sign-in page, from a
        server's search, reader and lister): ``k`` of them in a row trip the gate on each
        tool that gave one (see :mod:`uselessdetect.gate._spread`).

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

    A tool that acts is judged but not counted:

    >>> d = StopGate(lambda s: True, k=1).observe({"observation": "Sent."}, source="send_email")
    >>> d.counted, d.run, d.tripped
    (False, 0, False)
    """

    #: Every parameter's check, applied once at construction (never in the agent loop).
    _parameter_constraints: Mapping[str, Callable[[Any, str], Any]] = {
        "k": check_positive,
        "mode": partial(check_choice, choices=GATE_MODES),
        "strict": check_flag,
        "finish_action": check_text,
        "tools": _optional(check_names),
        "shadow": check_flag,
        "across_tools": check_flag,
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
        count: str | Callable[[str], Any] = "retrieval",
        gate_tools: Sequence[str] | None = None,
        ignore_tools: Sequence[str] | None = None,
        groups: Mapping[str, Sequence[str]] | None = None,
        across_tools: bool = True,
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
                "across_tools": across_tools,
            },
        )
        self.detector = detector
        self.k: int = checked["k"]
        self.mode: str = checked["mode"]
        self.strict: bool = checked["strict"]
        self.finish_action: str = checked["finish_action"]
        self.tools: tuple[str, ...] | None = checked["tools"]
        self.shadow: bool = checked["shadow"]
        self.across_tools: bool = checked["across_tools"]
        self.record_to = record_to
        self.rule = rule
        self.h, self.drift, self.p0, self.p1, self.alpha, self.beta = h, drift, p0, p1, alpha, beta
        self.shadow_rules = shadow_rules
        self.count, self.gate_tools, self.ignore_tools, self.groups = (
            count,
            gate_tools,
            ignore_tools,
            groups,
        )
        params = {"k": k, "h": h, "drift": drift, "p0": p0, "p1": p1, "alpha": alpha, "beta": beta}
        if isinstance(rule, Rule):
            make_rule("run", **params)  # the keywords are checked all the same
            self.rule_: Rule = rule
        else:
            self.rule_ = make_rule(rule, **params)
        self.shadow_rules_: tuple[Rule, ...] = _shadow(shadow_rules, params, self.rule_)
        self.counting_ = ToolCounting(
            count, gate_tools=gate_tools, ignore_tools=ignore_tools, groups=groups
        )
        self.recorder_ = None if record_to is None else EpisodeRecorder(record_to)
        self._judge, self.detector_name_ = resolve_detector(detector)
        need = reads_earlier(self._judge)
        self._earlier = EarlierResults(calls_only=need == "calls") if need else None
        self.recording_ = Recording(self.recorder_, self.detector_name_)
        self._hot_path()
        self._states: dict[str, EpisodeState] = {}
        self._lock = threading.Lock()

    def _hot_path(self) -> None:
        """The observe path's constants: decided once here, read by every observe."""
        self._labels = tuple(r.label for r in self.shadow_rules_)
        self._rule_name = self.rule_.name
        self._plain = type(self.rule_) is RunRule and self.rule_.k == self.k
        self._across = self._plain and self.across_tools
        # a rule's compiled update when it has one (the same function as its .update)
        self._update = getattr(self.rule_, "_update", self.rule_.update)
        self._initial = self.rule_.initial
        self._scores = self.rule_.uses_score or any(r.uses_score for r in self.shadow_rules_)
        self._bare = {
            True: Judgment(_USELESS, 1.0, self.detector_name_),
            False: Judgment(_USEFUL, 0.0, self.detector_name_),
            None: Judgment(_UNKNOWN, 0.5, self.detector_name_),
        }
        self._tool = self.counting_.cache.get  # name -> (source key, counted), once decided
        self._reads = self.counting_.reads

    def describe_tool(self, name: str, description: str | None = None) -> bool:
        """Decide whether the gate counts tool ``name``, reading its description too.

        For integrations that know a tool's description (an MCP server's tool list, a
        framework's tool objects): a name without a known verb (``stripe``, ``wiki``) is
        then decided by the first verb of the description. The answer is cached for the name;
        ``gate_tools``, ``ignore_tools``, ``groups`` and a ``count`` other than
        ``"retrieval"`` still win. Never raises.

        Examples
        --------
        >>> gate = StopGate(lambda s: True, k=1)
        >>> gate.describe_tool("stripe", "Create a payment for a customer.")
        False
        >>> gate.observe({"observation": "ok"}, source="stripe").counted
        False
        """
        try:
            return self.counting_.describe(name, description)
        except Exception:  # pragma: no cover - defensive: never raise into the harness
            logger.warning("gate: describe_tool(%r) failed", name, exc_info=True)
            return True

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
            episode = text_of(episode)  # 7 and "7" are one episode (reset and state look it up so)
        source_error = None
        if type(source) is not str:
            source, source_error = self._source(source)
        if self._earlier is None:
            judgment, error, counter, scored = self._judgment(item)
        else:  # the detector reads the source's earlier results (see ._earlier)
            judgment, error, counter, scored = self._earlier.judged(self, episode, source, item)
        key, counted = self._tool(source) or self.counting_.lookup(source)
        if not counted and self.counting_.call_reads(source, _query(item)):
            counted = True  # a generic request tool's GET: this call reads
        if judgment.verdict is _UNKNOWN and counted and _blank(item) and self._reads(source):
            judgment, scored = Judgment(_USELESS, 1.0, judgment.detector), True
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
            if counted:
                run, stat = self._advance(st, key, judgment, scored)
                if self._across:  # one failure across tools (see ._spread)
                    verdict = judgment.verdict
                    if verdict is _USELESS:
                        tp = type(item)
                        obs = (
                            item.get("observation")  # type: ignore[union-attr]
                            if tp is dict
                            else item.observation  # type: ignore[union-attr]
                            if tp is Sample
                            else item
                        )
                        if type(obs) is str and len(obs) >= MIN_CHARS:
                            self._spread(st, key, judgment, obs)
                        elif st.fail_run:
                            st.fail_key, st.fail_run = None, 0
                    elif st.fail_run and verdict is _USEFUL:
                        st.fail_key, st.fail_run = None, 0
                trips = self._watch(st, key, judgment, scored) if self.shadow_rules_ else ()
            else:  # judged and recorded, never counted
                st.counts["uncounted"] += 1
                run, stat, trips = self._current(st, key)
            if log is not None:
                rec["gate"] = self._step_block(st, key, run, stat, counted)
                self.recording_.keep(log, rec, question)
            if st.tripped_by or not counted:
                return self._decide(st, episode, source, run, judgment, error, stat, trips, counted)
            return quiet_decision(
                run, judgment, episode, source, self.k, error, self._rule_name, stat, trips
            )

    def _judgment(self, item: Observed) -> tuple[Judgment, str | None, str | None, bool]:
        """The item's judgment, the error it carried, the counter it bumps, and whether its
        score is a P(useless) the score rules may read. The common cases come first: a sample
        (or its dict) for the detector, or a well-formed judgment."""
        tp = type(item)
        # a plain dict of a result to judge becomes its Sample directly (None: anything else)
        sample = item if tp is Sample else dict_sample(item) if tp is dict else None  # type: ignore[arg-type]
        if sample is not None:
            try:
                raw = self._judge(sample)  # type: ignore[arg-type]
            except Exception as exc:
                return self._failed(exc)
            if raw is True or raw is False or raw is None:
                return self._bare[raw], None, None, False
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

    def _spread(self, st: EpisodeState, key: str, judgment: Judgment, obs: str) -> None:
        """Move the run of results that fail the same way with a useless result's text (under
        the episode's lock; see :mod:`._spread`); at ``k``, trip on each tool that gave one."""
        fk = failure_key(obs)
        if fk is None:
            st.fail_key, st.fail_run = None, 0
            return
        if fk != st.fail_key:
            st.fail_key, st.fail_run, st.fail_tools = fk, 1, [key]
            return
        st.fail_run += 1
        if key not in st.fail_tools:
            st.fail_tools.append(key)
        if st.fail_run < self.k:
            return  # (from one tool alone, its own run has tripped already)
        new = [t for t in st.fail_tools if t not in st.tripped_by]
        if not new:
            return
        st.tripped_by.extend(new)
        if st.trip_at is None:
            st.trip_at = st.nsteps
        if st.reason is None:
            tools = ", ".join(f"`{t}`" for t in st.fail_tools)
            st.reason = (
                f"{st.fail_run} consecutive results from {tools} failed the same way (judged "
                f"useless by {judgment.detector or self.detector_name_})"
            )

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

    def _step_block(
        self, st: EpisodeState, source: str, run: int, stat: Any, counted: bool
    ) -> dict[str, Any]:
        """A recorded step's ``gate`` field: the run and each rule's statistic after it (and
        ``"counted": false`` for a tool the gate does not count)."""
        block: dict[str, Any] = {"run": run, "statistic": float(stat)}
        if self.shadow_rules_:
            block["shadow"] = {
                label: float(st.shadow_stats[i].get(source, rule.initial))
                for i, (label, rule) in enumerate(
                    zip(self._labels, self.shadow_rules_, strict=True)
                )
            }
        if not counted:
            block["counted"] = False
        return block

    def _current(self, st: EpisodeState, key: str) -> tuple[int, Any, tuple[str, ...]]:
        """A source's run and statistic as they stand, and the shadow rules tripped so far."""
        run = st.runs.get(key, 0)
        stat = run if self._plain else st.stats.get(key, self._initial)
        trips = tuple(
            label
            for label, at in zip(self._labels, st.shadow_trip_at, strict=True)
            if at is not None
        )
        return run, stat, trips

    def decision(self, episode: str = "default", source: str = "search") -> GateDecision:
        """The current decision for an episode, without observing anything."""
        episode, source = text_of(episode), text_of(source)
        key, counted = self.counting_.lookup(source)
        st = self._state(episode)
        with st.lock:
            run, stat, trips = self._current(st, key)
            return self._decide(st, episode, source, run, None, None, stat, trips, counted)

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
        counted: bool = True,
    ) -> GateDecision:
        would_trip = bool(st.tripped_by)
        tripped = would_trip and not self.shadow
        allowed: tuple[str, ...] | None = None
        blocked: tuple[str, ...] = ()
        if tripped and self.mode == "finish_only":
            allowed, blocked = (self.finish_action,), ("*",)
        elif tripped:
            members = self.counting_.members  # a group stands for its tools
            blocked = tuple(t for s in st.tripped_by for t in members(s) if t != self.finish_action)
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
            counted=counted,
        )
