"""The gate's stopping rules: ``run`` (the paper's k-run), ``cusum`` and ``sprt`` (design §6).

A rule turns the stream of one (episode, source)'s judgments into a statistic and says when
the source has failed. Every rule is a small immutable object with a **pure** update::

    state, tripped = rule.update(state, verdict, score)

``state`` is a plain number (the rule's statistic; start from ``rule.initial``), ``verdict`` a
:class:`~uselessdetect.Verdict`, ``score`` the judgment's P(useless) or ``None`` when the
verdict came without one (a bare ``True``/``"useless"``). Nothing else is read or written, so
the same objects run inside :class:`~uselessdetect.gate.StopGate` (per (episode, source),
under the episode's lock) and in the fitter's replays of recorded episodes.

``run`` — ``k`` (int, default 5)
    The run of consecutive useless verdicts: +1 on useless, reset to 0 on useful, unchanged on
    unknown; trips at run ≥ k. The default rule, exactly the gate's rule before rules existed.
``cusum`` — ``h`` (default 8.0), ``drift`` (default 0.0), ``verdict_p`` (default 0.8),
``clip`` (default 0.01)
    Page's CUSUM on the log-odds of the judgment's P(useless) p:
    S ← max(0, S + log(p / (1 − p)) − drift), trip at S ≥ h. p is clipped to
    [clip, 1 − clip], so one result moves S by at most log((1 − clip) / clip) ≈ 4.6. A verdict
    without a score counts as p = ``verdict_p`` (useless) or 1 − ``verdict_p`` (useful): one
    bare useless verdict adds log(4) ≈ 1.39, so with the defaults six in a row trip. ``unknown``
    leaves S unchanged. A useful result only lowers S by its own log-odds instead of wiping it,
    and a confident useless result counts more than a marginal one.
``sprt`` — ``p0`` (default 0.2), ``p1`` (default 0.8), ``alpha`` (default 0.05),
``beta`` (default 0.05)
    Wald's sequential probability ratio test on the verdicts between "the source works"
    (P(useless verdict) = p0) and "it has failed" (= p1 > p0). The log-likelihood ratio adds
    log(p1 / p0) per useless verdict and log((1 − p1) / (1 − p0)) per useful one (unknown: no
    change); it trips at LLR ≥ log((1 − β) / α); at LLR ≤ log(β / (1 − α)) the source is
    accepted as working and the test restarts from 0. :meth:`SprtRule.expected_results` gives
    the expected number of results to a decision under each hypothesis (Wald's closed form by
    default, the exact lattice sum within a bounded amount of work on request). With the
    defaults 3 useless verdicts in a row trip, 3 useful ones restart, and a decision takes
    4.85 results on average under either hypothesis (Wald's approximation says 3.19).

A score that is not a number in [0, 1] (NaN, 1.5, a string) never moves a statistic: the
update leaves the state as it was and does not trip (the gate counts such a judgment as
``unknown`` before it reaches the rule). Bad parameters raise
:class:`~uselessdetect.exceptions.ConfigurationError` at construction.

Examples
--------
>>> from uselessdetect import Verdict
>>> U, F = Verdict.USELESS, Verdict.USEFUL
>>> rule = CusumRule(h=8.0)
>>> s, trips = rule.initial, []
>>> for p in (0.95, 0.95, 0.40, 0.95):
...     s, tripped = rule.update(s, U if p > 0.5 else F, p)
...     trips.append(tripped)
>>> trips, round(s, 2)
([False, False, False, True], 8.43)
>>> run = RunRule(k=3)
>>> r = run.initial
>>> for p in (0.95, 0.95, 0.40, 0.95):
...     r, _ = run.update(r, U if p > 0.5 else F, p)
>>> r  # the marginal useful result wiped the run
1
"""

from __future__ import annotations

import math
import numbers
from collections.abc import Callable, Mapping
from functools import partial
from typing import Any, ClassVar

import numpy as np

from .._checks import check_params, check_positive, check_real
from .._types import Verdict
from ..exceptions import ConfigurationError

__all__ = ["CusumRule", "RULES", "Rule", "RunRule", "SprtRule", "make_rule"]

#: The rule names :func:`make_rule` and ``StopGate(rule=...)`` accept.
RULES: tuple[str, ...] = ("run", "cusum", "sprt")

_USELESS, _USEFUL, _UNKNOWN = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN
_log = math.log


def _score_ok(score: Any) -> bool:
    """Whether ``score`` is a usable P(useless): a real number in [0, 1] (not NaN, not bool)."""
    if type(score) is float:  # the common case, without the numbers ABC
        return 0.0 <= score <= 1.0
    ok = isinstance(score, numbers.Real) and not isinstance(score, (bool, np.bool_))
    return ok and 0.0 <= float(score) <= 1.0


def _num(v: float) -> str:
    """A parameter as a short text: 8.0 → '8', 0.05 → '0.05'."""
    return f"{v:g}"


class Rule:
    """A stopping rule: a pure ``update(state, verdict, score) -> (state, tripped)``.

    Subclasses set :attr:`name`, :attr:`initial` and :attr:`threshold` and implement
    :meth:`update`, :meth:`params` and :meth:`reason`. Rules are immutable and compare equal
    when their name and parameters are equal.
    """

    #: The rule's name (``run``, ``cusum``, ``sprt``).
    name: ClassVar[str] = ""
    #: Whether :meth:`update` reads the score (``cusum``) or the verdict only.
    uses_score: ClassVar[bool] = False
    #: The state of a source nothing has been observed from.
    initial: float = 0.0
    #: The statistic's trip level.
    threshold: float = math.inf

    def update(self, state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
        """The next state after one judgment, and whether the statistic has reached the trip."""
        raise NotImplementedError

    def params(self) -> dict[str, Any]:
        """The rule's parameters (JSON-ready), as recorded in an episode's ``gate`` block."""
        raise NotImplementedError

    def reason(self, state: Any, source: str, detector: str) -> str:
        """The trip's human-readable reason: the rule, its statistic and its threshold."""
        raise NotImplementedError

    @property
    def label(self) -> str:
        """The rule with its parameters, e.g. ``cusum(h=8, drift=0)``: unique per rule."""
        inner = ", ".join(
            f"{k}={_num(v) if isinstance(v, float) else v}" for k, v in self.params().items()
        )
        return f"{self.name}({inner})"

    def describe(self) -> dict[str, Any]:
        """``{"rule": name, "params": {...}}``: what a recording keeps of the rule."""
        return {"rule": self.name, "params": self.params()}

    def replay(self, judgments: Any) -> list[Any]:
        """The statistic after each of ``(verdict, score)`` pairs, from :attr:`initial`.

        Examples
        --------
        >>> from uselessdetect import Verdict
        >>> RunRule(k=2).replay([(Verdict.USELESS, None)] * 3)
        [1, 2, 3]
        """
        state, out = self.initial, []
        for verdict, score in judgments:
            state, _ = self.update(state, verdict, score)
            out.append(state)
        return out

    def first_trip(self, judgments: Any) -> int | None:
        """The 1-based index of the judgment at which the rule first trips, or ``None``."""
        state = self.initial
        for i, (verdict, score) in enumerate(judgments, 1):
            state, tripped = self.update(state, verdict, score)
            if tripped:
                return i
        return None

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Rule)
            and type(other) is type(self)
            and other.params() == self.params()
        )

    def __hash__(self) -> int:
        return hash((self.name, tuple(self.params().items())))

    def __repr__(self) -> str:
        args = ", ".join(f"{k}={v!r}" for k, v in self.params().items())
        return f"{type(self).__name__}({args})"


class RunRule(Rule):
    """Trip after ``k`` consecutive useless verdicts (the paper's rule; see the module docs).

    Examples
    --------
    >>> from uselessdetect import Verdict
    >>> RunRule(k=2).update(1, Verdict.USELESS, None)
    (2, True)
    >>> RunRule(k=2).update(1, Verdict.USEFUL, 0.9)
    (0, False)
    """

    name = "run"
    initial = 0

    _parameter_constraints: ClassVar[Mapping[str, Any]] = {"k": check_positive}

    def __init__(self, k: int = 5) -> None:
        self.k = check_params(self._parameter_constraints, {"k": k})["k"]
        self.threshold = self.k

    def update(self, state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
        if verdict is _USELESS:
            state += 1
        elif verdict is _USEFUL:
            state = 0
        return state, state >= self.k

    def params(self) -> dict[str, Any]:
        return {"k": self.k}

    def reason(self, state: Any, source: str, detector: str) -> str:
        return f"{state} consecutive results from `{source}` judged useless by {detector}"


class CusumRule(Rule):
    """Page's CUSUM on the log-odds of P(useless); trips at S ≥ ``h`` (see the module docs).

    Parameters
    ----------
    h : float, default 8.0
        The trip level (> 0).
    drift : float, default 0.0
        Subtracted from each step's log-odds (≥ 0): the evidence a source may show per result
        without drifting towards a trip.
    verdict_p : float, default 0.8
        P(useless) of a useless verdict that came without a score (a useful one: 1 − it),
        strictly between 0.5 and 1.
    clip : float, default 0.01
        Scores are clipped to [clip, 1 − clip] (strictly between 0 and 0.5).

    Examples
    --------
    >>> from uselessdetect import Verdict
    >>> rule = CusumRule(h=8.0)
    >>> s, tripped = rule.update(0.0, Verdict.USELESS, 0.95)
    >>> round(s, 3), tripped
    (2.944, False)
    >>> rule.update(s, Verdict.UNKNOWN, 0.5) == (s, False)  # unknown: unchanged
    True
    >>> rule.update(s, Verdict.USELESS, float("nan")) == (s, False)  # no number: unchanged
    True
    """

    name = "cusum"
    uses_score = True
    initial = 0.0

    _parameter_constraints: ClassVar[Mapping[str, Any]] = {
        "h": partial(check_real, low=0.0, open_low=True),
        "drift": partial(check_real, low=0.0),
        "verdict_p": partial(check_real, low=0.5, high=1.0, open_low=True, open_high=True),
        "clip": partial(check_real, low=0.0, high=0.5, open_low=True, open_high=True),
    }

    def __init__(
        self, h: float = 8.0, drift: float = 0.0, *, verdict_p: float = 0.8, clip: float = 0.01
    ) -> None:
        v = check_params(
            self._parameter_constraints,
            {"h": h, "drift": drift, "verdict_p": verdict_p, "clip": clip},
        )
        self.h, self.drift, self.verdict_p, self.clip = (
            v["h"],
            v["drift"],
            v["verdict_p"],
            v["clip"],
        )
        self.threshold = self.h
        self._lo, self._hi = self.clip, 1.0 - self.clip
        odds = math.log(self.verdict_p / (1.0 - self.verdict_p))
        self._bare = {_USELESS: odds, _USEFUL: -odds}
        self._update = self._compile()

    def update(self, state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
        return self._update(state, verdict, score)

    def _compile(self) -> Callable[[Any, Verdict, float | None], tuple[Any, bool]]:
        """The update as a closure over the parameters (no attribute look-ups per call)."""
        lo, hi, h, drift, bare = self._lo, self._hi, self.h, self.drift, self._bare.get

        def update(state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
            if type(score) is float and 0.0 <= score <= 1.0 and verdict is not _UNKNOWN:
                if score < lo:  # the common case first: a detector's float score
                    score = lo
                elif score > hi:
                    score = hi
                step = _log(score / (1.0 - score))
            elif score is None:
                bare_step = bare(verdict)
                if bare_step is None:  # unknown
                    return state, state >= h
                step = bare_step
            elif verdict is _UNKNOWN or not _score_ok(score):
                return state, state >= h
            else:  # another real type (numpy float, int 0/1)
                p = min(max(float(score), lo), hi)
                step = _log(p / (1.0 - p))
            state = state + step - drift
            if state < 0.0:
                state = 0.0
            return state, state >= h

        return update

    def params(self) -> dict[str, Any]:
        return {"h": self.h, "drift": self.drift, "verdict_p": self.verdict_p, "clip": self.clip}

    def reason(self, state: Any, source: str, detector: str) -> str:
        return (
            f"cusum S = {state:.2f} >= h = {_num(self.h)} on the results from `{source}` "
            f"judged by {detector}"
        )

    @property
    def label(self) -> str:
        return f"cusum(h={_num(self.h)}, drift={_num(self.drift)})" + (
            ""
            if (self.verdict_p, self.clip) == (0.8, 0.01)
            else f"[verdict_p={_num(self.verdict_p)}, clip={_num(self.clip)}]"
        )


class SprtRule(Rule):
    """Wald's SPRT on the verdicts, p0 (works) against p1 (failed); see the module docs.

    Parameters
    ----------
    p0, p1 : float, default 0.2 and 0.8
        P(useless verdict) when the source works and when it has failed; 0 < p0 < p1 < 1.
    alpha, beta : float, default 0.05 each
        The error rates: alpha = P(trip | works), beta = P(accept | failed); each in (0, 1),
        alpha + beta < 1.

    Attributes
    ----------
    upper, lower : float
        The trip level log((1 − β) / α) and the restart level log(β / (1 − α)).
    step_useless, step_useful : float
        What one useless / useful verdict adds to the log-likelihood ratio.

    Examples
    --------
    >>> from uselessdetect import Verdict
    >>> rule = SprtRule()
    >>> [round(v, 3) for v in (rule.upper, rule.lower, rule.step_useless, rule.step_useful)]
    [2.944, -2.944, 1.386, -1.386]
    >>> rule.first_trip([(Verdict.USELESS, None)] * 5)
    3
    >>> rule.replay([(Verdict.USEFUL, None)] * 3)[-1]  # accepted as working: restart at 0
    0.0
    """

    name = "sprt"
    initial = 0.0

    _parameter_constraints: ClassVar[Mapping[str, Any]] = dict.fromkeys(
        ("p0", "p1", "alpha", "beta"),
        partial(check_real, low=0.0, high=1.0, open_low=True, open_high=True),
    )

    def __init__(
        self, p0: float = 0.2, p1: float = 0.8, alpha: float = 0.05, beta: float = 0.05
    ) -> None:
        v = check_params(
            self._parameter_constraints, {"p0": p0, "p1": p1, "alpha": alpha, "beta": beta}
        )
        self.p0, self.p1, self.alpha, self.beta = v["p0"], v["p1"], v["alpha"], v["beta"]
        if self.p0 >= self.p1:
            raise ConfigurationError(f"p0 must be < p1, got p0={p0!r:.40} and p1={p1!r:.40}")
        if self.alpha + self.beta >= 1.0:
            raise ConfigurationError(
                f"alpha + beta must be < 1, got alpha={alpha!r:.40} and beta={beta!r:.40}"
            )
        self._expected: dict[str, float | None] | None = None
        # differences of logs, not logs of ratios: p0 = 5e-324 must not overflow p1 / p0
        self.upper = math.log1p(-self.beta) - math.log(self.alpha)
        self.lower = math.log(self.beta) - math.log1p(-self.alpha)
        self.threshold = self.upper
        self.step_useless = math.log(self.p1) - math.log(self.p0)
        self.step_useful = math.log1p(-self.p1) - math.log1p(-self.p0)
        self._wald = self._wald_asn()
        self._update = self._compile()

    def update(self, state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
        return self._update(state, verdict, score)

    def _compile(self) -> Callable[[Any, Verdict, float | None], tuple[Any, bool]]:
        """The update as a closure over the parameters (no attribute look-ups per call)."""
        up, down, upper, lower = self.step_useless, self.step_useful, self.upper, self.lower

        def update(state: Any, verdict: Verdict, score: float | None) -> tuple[Any, bool]:
            if verdict is _USELESS:
                state = state + up
            elif verdict is _USEFUL:
                state = state + down
                if state <= lower:  # accepted as working: the test restarts
                    state = 0.0
            return state, state >= upper

        return update

    def params(self) -> dict[str, Any]:
        return {"p0": self.p0, "p1": self.p1, "alpha": self.alpha, "beta": self.beta}

    def reason(self, state: Any, source: str, detector: str) -> str:
        return (
            f"sprt LLR = {state:.2f} >= {self.upper:.2f} (p0={_num(self.p0)}, "
            f"p1={_num(self.p1)}, alpha={_num(self.alpha)}, beta={_num(self.beta)}) on the "
            f"results from `{source}` judged by {detector}"
        )

    def expected_results(self, *, exact: bool | None = None) -> dict[str, float | None]:
        """Expected number of (non-unknown) results to a decision, per hypothesis.

        ``{"works": E[N | p0], "failed": E[N | p1]}``, a decision being either boundary (trip
        or accept) from a fresh start. ``exact=True`` sums P(N > n) over the walk's lattice
        (the LLR after u useless and v useful verdicts is u·step_useless + v·step_useful) until
        the remaining mass is below 1e-12, within a fixed budget of work (tens of ms at most,
        computed once per rule and kept); a hypothesis whose walk has not settled by then is
        ``None`` (close hypotheses with small error rates take millions of results), never a
        truncated sum passed off as the answer. ``exact=False`` is Wald's approximation in
        closed form, E[N | p] = (P(accept | p)·lower + P(trip | p)·upper) / E[step | p], which
        ignores the overshoot at the boundaries (a lower bound: 3.19 where the exact figure is
        4.85 for the default rule), computed at construction and never infinite. The default
        (``None``) gives the exact figure where it settles and Wald's where it does not.

        Examples
        --------
        >>> e = SprtRule().expected_results()
        >>> round(e["works"], 2), round(e["failed"], 2)
        (4.85, 4.85)
        >>> e = SprtRule().expected_results(exact=False)
        >>> round(e["works"], 2), round(e["failed"], 2)
        (3.19, 3.19)
        >>> close = SprtRule(p0=0.499, p1=0.501, alpha=0.001, beta=0.001)
        >>> close.expected_results(exact=True)
        {'works': None, 'failed': None}
        >>> round(close.expected_results()["failed"])  # Wald's: about 860,000 results
        861617
        """
        if exact is False:
            return dict(self._wald)
        if self._expected is None:  # computed once per rule, then kept
            self._expected = {
                "works": _exact_asn(self, self.p0),
                "failed": _exact_asn(self, self.p1),
            }
        if exact:
            return dict(self._expected)
        return {k: self._wald[k] if v is None else v for k, v in self._expected.items()}

    def _wald_asn(self) -> dict[str, float | None]:
        """Wald's overshoot-free expected sample numbers under p0 and p1 (closed form)."""
        a, b = self.lower, self.upper
        out: dict[str, float | None] = {}
        for key, p, trip in (("works", self.p0, self.alpha), ("failed", self.p1, 1 - self.beta)):
            drift = p * self.step_useless + (1 - p) * self.step_useful
            out[key] = ((1 - trip) * a + trip * b) / drift if drift else None
        return out


#: The work :func:`_exact_asn` may do (lattice cells, plus 32 per step for numpy's fixed cost;
#: at most a few tens of ms) before it gives up.
_ASN_WORK = 100_000


def _exact_asn(rule: SprtRule, p: float, tol: float = 1e-12) -> float | None:
    """E[N | p] summed over the walk's lattice, or ``None`` past :data:`_ASN_WORK` cells.

    After n verdicts, u of them useless, the LLR is n·s2 + u·(s1 − s2): the live u (strictly
    between the boundaries) form a window of fixed width, so each step costs that width.
    """
    s1, s2, upper, lower = rule.step_useless, rule.step_useful, rule.upper, rule.lower
    width = s1 - s2
    lo, mass = 0, np.array([1.0])  # mass[i] = P(lo + i useless so far, no boundary crossed)
    expected, work = 0.0, 0
    for n in range(1, _ASN_WORK + 1):
        alive = float(mass.sum())
        if alive < tol:
            return expected
        work += mass.size + 32
        if work > _ASN_WORK:
            return None
        expected += alive  # E[N] = sum_n P(N > n)
        nxt = np.zeros(mass.size + 1)
        nxt[1:] += mass * p
        nxt[:-1] += mass * (1 - p)
        llr = n * s2 + (lo + np.arange(nxt.size)) * width
        live = np.flatnonzero((llr < upper) & (llr > lower))
        if live.size == 0:
            return expected
        lo, mass = lo + int(live[0]), nxt[live[0] : live[-1] + 1]
    return None  # pragma: no cover - the work budget ends the loop first


_PARAMS: Mapping[str, tuple[str, ...]] = {
    "run": ("k",),
    "cusum": ("h", "drift", "verdict_p", "clip"),
    "sprt": ("p0", "p1", "alpha", "beta"),
}
_CLASSES: Mapping[str, type[Rule]] = {"run": RunRule, "cusum": CusumRule, "sprt": SprtRule}


def make_rule(name: str | Rule = "run", **params: Any) -> Rule:
    """A rule by name with its parameters; unknown names and parameters are refused.

    ``make_rule("cusum", h=6.0)``; a :class:`Rule` is returned as it is (then ``params``
    must be empty). Parameters of the other rules (``make_rule("run", k=3, h=8.0)``) are
    checked and ignored, so one set of options can configure any rule.

    Examples
    --------
    >>> make_rule("cusum", h=6).label
    'cusum(h=6, drift=0)'
    >>> make_rule("sprt", p0=0.3, k=5)
    SprtRule(p0=0.3, p1=0.8, alpha=0.05, beta=0.05)
    >>> make_rule("cusum", h=0)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: h must be > 0, got 0
    """
    if isinstance(name, Rule):
        if params:
            raise ConfigurationError(
                f"rule={name!r} is a rule object; give its parameters to it, not "
                f"{', '.join(sorted(params))}"
            )
        return name
    if not isinstance(name, str) or name not in _CLASSES:
        raise ConfigurationError(
            f"rule must be one of {', '.join(RULES)} or a Rule, got {name!r:.40}"
        )
    known = {p for ps in _PARAMS.values() for p in ps}
    unknown = sorted(set(params) - known)
    if unknown:
        raise ConfigurationError(
            f"unknown rule parameter {unknown[0]!r}; the rules take {', '.join(sorted(known))}"
        )
    for other, cls in _CLASSES.items():  # check every given value, even of the other rules
        if other != name:
            mine = {k: v for k, v in params.items() if k in _PARAMS[other]}
            if mine:
                cls(**mine)  # raises what that rule would raise on these values
    return _CLASSES[name](**{k: v for k, v in params.items() if k in _PARAMS[name]})
