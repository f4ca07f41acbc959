"""A k that follows its sources: :class:`OnlineKFitter` re-fits k as recorded episodes arrive.

The model
---------
Per source (the step's ``action``), each episode gives two censored lengths, counted in that
source's results (:mod:`._km`): the result at which it first failed (onset) and how many
useless results the failure lasted (duration). Weighted Kaplan–Meier estimates of both define
a mix of label schedules "works for o − 1 results, fails for d, works again" (onset and
duration independent; d = ∞ is "never recovers within the budget"), and the expected utility
``E[success] − price × E[tool calls]`` of each k under that mix is the exact dynamic program of
:class:`~uselessdetect.fit.KFitter` (one table per schedule and k, built once; a re-fit is one
matrix product, so the fit follows every episode).

**Recency.** ``halflife=H``: an episode's weight halves every H episodes (exponential decay);
``window=W``: only the last W episodes of the source count, equally. **Censoring.** A run cut
by an enforcing gate (or by the agent's answer, or by the budget) is censored: it lasted at
least its length, never "recovered never". Past the last length still at risk the mass goes
to "never recovers" — so without exploration a gate at k can only ever learn k or less.
**Exploration** (``explore=ε``): :meth:`OnlineKFitter.k_for` runs a seeded share ε of episodes
with ``explore_k`` (``None`` = shadow, no trip) so long failures stay observable; its
expected cost under the current model is reported. **Change.** A two-sided Bernoulli CUSUM
on each episode's useless share (:class:`._km.BernoulliCusum`) flags a change in a source's
useless rate; the fit then restarts from the episodes since the estimated change point.
"""

from __future__ import annotations

import functools
import hashlib
import math
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import asdict, dataclass, field
from typing import Any

import numpy as np

from .._types import Episode
from ..exceptions import ConfigurationError
from ._choice import choose_index
from ._dp import regime_utilities
from ._km import BernoulliCusum, km_mass, naive_mass
from ._params import check_change, check_online, resolve_success

__all__ = ["Change", "OnlineKFitter", "source_records"]

_CODE = {"useless": 1, "useful": 0}


@dataclass
class Change:
    """A detected change of a source's useless rate."""

    source: str
    episode: int  #: the estimated change point (1-based episode number)
    detected_at: int  #: the episode at which the test signalled
    rate_before: float
    rate_after: float
    k_before: int | None
    k_after: int | None

    def line(self) -> str:
        """``search: useless rate 0.12 → 0.41 since episode 8,200; recommended k 5 → 3``."""

        def k(v: int | None) -> str:
            return "none" if v is None else str(v)

        return (
            f"{self.source}: useless rate {self.rate_before:.2f} → {self.rate_after:.2f} since "
            f"episode {self.episode:,} (detected at {self.detected_at:,}); recommended k "
            f"{k(self.k_before)} → {k(self.k_after)}"
        )


@dataclass
class _Record:
    """One source's view of one episode: onset and duration (length, event?), useless share."""

    onset: int
    onset_event: bool
    dur: int
    dur_event: bool
    share: float
    index: int


def source_records(
    ep: Episode, *, detector: str, budget: int
) -> tuple[dict[str, list[int]], tuple[int, int, int, int]]:
    """Per source the signal of each call (label, else ``detector``'s verdict; unknown left
    out) and the (useless-judged useless, useless, useful-judged useless, useful) counts."""
    out: dict[str, list[int]] = {}
    tp = pos = fp = neg = 0
    for step in ep.steps:
        if step.is_finish:
            break
        j = step.judgments.get(detector) if detector != "oracle" else None
        v = _CODE.get(str(j.get("verdict")), -1) if isinstance(j, dict) else -1
        if step.label is not None and v >= 0:
            pos, tp = pos + (step.label == 1), tp + (step.label == 1 and v == 1)
            neg, fp = neg + (step.label == 0), fp + (step.label == 0 and v == 1)
        sig = int(step.label) if step.label is not None else v
        if sig >= 0:
            out.setdefault(step.action, []).append(sig)
    return out, (tp, pos, fp, neg)


def _record(signal: list[int], index: int, budget: int) -> _Record:
    """Onset, duration and useless share of one source's signals (0/1) in one episode.

    >>> _record([0, 1, 1, 0, 1], 7, 8)
    _Record(onset=2, onset_event=True, dur=2, dur_event=True, share=0.6, index=7)
    """
    s = signal[:budget]  # plain Python: a few calls per episode, numpy would cost more
    share = sum(s) / len(s) if s else 0.0
    if 1 not in s:
        return _Record(max(len(s), 1), False, 0, False, share, index)
    o = s.index(1)
    good = s.index(0, o) if 0 in s[o:] else None
    dur = len(s) - o if good is None else good - o
    return _Record(o + 1, True, dur, good is not None, share, index)


@dataclass
class _Source:
    """Weighted counts of one source, its change test and the records since its reference."""

    n: int
    onset_ev: np.ndarray = field(init=False)
    onset_ce: np.ndarray = field(init=False)
    dur_ev: np.ndarray = field(init=False)
    dur_ce: np.ndarray = field(init=False)
    weight: float = 0.0
    share_w: float = 0.0
    last: int = 0
    recent: deque[_Record] = field(default_factory=deque)
    cusum: BernoulliCusum | None = None
    burn: list[float] = field(default_factory=list)
    episodes: int = 0  #: episodes seen (unweighted, never reset)
    censored_runs: int = 0  #: failures still running when their episode ended
    cut_by_gate: int = 0  #: of those, episodes an enforcing gate tripped on this source
    version: int = 0  #: bumped whenever the counts change (keys the cached recommendation)

    def __post_init__(self) -> None:
        self.clear()

    def clear(self) -> None:
        self.onset_ev, self.onset_ce = np.zeros(self.n), np.zeros(self.n)
        self.dur_ev, self.dur_ce = np.zeros(self.n), np.zeros(self.n)
        self.weight = self.share_w = 0.0
        self.version += 1

    def scale(self, f: float) -> None:
        for a in (self.onset_ev, self.onset_ce, self.dur_ev, self.dur_ce):
            a *= f
        self.weight *= f
        self.share_w *= f

    def add(self, r: _Record, w: float) -> None:
        (self.onset_ev if r.onset_event else self.onset_ce)[min(r.onset, self.n) - 1] += w
        if r.onset_event:
            (self.dur_ev if r.dur_event else self.dur_ce)[min(r.dur, self.n) - 1] += w
        self.weight += w
        self.share_w += w * r.share
        self.version += 1

    @property
    def rate(self) -> float:
        return self.share_w / self.weight if self.weight > 0 else float("nan")


class OnlineKFitter:
    """Re-fit the gate's k per source as recorded episodes arrive (module docstring: the model).

    Parameters
    ----------
    budget, price, need : as :class:`~uselessdetect.fit.KFitter`
    p_evidence, p_partial, p_memory, p_exhausted : float or None
        Success probabilities; ``None`` = :data:`~uselessdetect.fit.DEFAULT_SUCCESS`.
    detector : str, default "oracle"
        Whose recorded verdicts stand in for a step's label when it has none; "oracle" uses
        labels only.
    tpr, fpr : float or None
        Detector error rates; ``None`` = estimated from steps with both a label and a verdict
        (with the same recency weights), else 1 and 0.
    halflife : float, default 2000
        Episodes after which an episode's weight halves. Ignored when ``window`` is given.
    window : int or None
        Count only each source's last ``window`` episodes, equally.
    censoring : {"km", "naive"}, default "km"
        ``naive`` counts every cut run as a failure that never recovers (for comparison).
    explore, explore_k : float, int or None
        Share of episodes :meth:`k_for` runs with ``explore_k`` (``None`` = shadow).
    change_shift, change_h, min_episodes : float, float, int
        The change test: a shift of the useless rate by ``change_shift`` against a reference
        set on the first ``min_episodes`` episodes (after the start or a change), signalled
        when the CUSUM reaches ``change_h`` (``inf`` = no test).
    random_state : int, default 0
        Seeds the exploration draw (a hash of the seed and the episode id).

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> def ep(i, labels):
    ...     steps = [Step(action="search", input="q", observation="o", label=y) for y in labels]
    ...     return Episode(id=str(i), question="Q", steps=steps + [Step(action="finish")])
    >>> f = OnlineKFitter(price=0.01, min_episodes=20)
    >>> f.partial_fit(ep(i, [1, 1, 1, 1, 1, 1, 1]) for i in range(50))
    OnlineKFitter(episodes=50, sources=1)
    >>> f.recommend("search")
    1
    """

    def __init__(
        self,
        *,
        budget: int = 8,
        price: float = 0.0,
        need: int = 2,
        p_evidence: float | None = None,
        p_partial: float | None = None,
        p_memory: float | None = None,
        p_exhausted: float | None = None,
        detector: str = "oracle",
        tpr: float | None = None,
        fpr: float | None = None,
        halflife: float = 2000.0,
        window: int | None = None,
        censoring: str = "km",
        explore: float = 0.0,
        explore_k: int | None = None,
        change_shift: float = 0.1,
        change_h: float = 10.0,
        min_episodes: int = 200,
        random_state: int = 0,
    ) -> None:
        check_online(budget, need, price, halflife, window, censoring, explore, explore_k, tpr,
                     fpr)  # fmt: skip
        check_change(change_shift, change_h, min_episodes)
        self.budget, self.price, self.need, self.detector = budget, price, need, detector
        self.tpr, self.fpr, self.halflife, self.window = tpr, fpr, halflife, window
        self.censoring, self.explore, self.explore_k = censoring, explore, explore_k
        self.change_shift, self.change_h, self.min_episodes = change_shift, change_h, min_episodes
        self.random_state = random_state
        given = {
            "evidence": p_evidence,
            "partial": p_partial,
            "memory": p_memory,
            "exhausted": p_exhausted,
        }
        self.success_ = resolve_success(given, {})
        self.ks_: list[int | None] = [*range(1, budget + 1), None]
        self.n_episodes_ = 0
        self.sources_: dict[str, _Source] = {}
        self.changes_: list[Change] = []
        self.explored_ = 0
        self.explore_cost_ = 0.0
        self._err = np.zeros(4)  # weighted tp, pos, fp, neg
        self._cache: dict[str, tuple[tuple[int, tuple[float, float]], int | None]] = {}

    def __repr__(self) -> str:
        return f"OnlineKFitter(episodes={self.n_episodes_}, sources={len(self.sources_)})"

    # ------------------------------------------------------------------ arriving episodes
    def partial_fit(self, episodes: Iterable[Episode]) -> OnlineKFitter:
        """Take ``episodes`` in order (:meth:`update` each); returns self."""
        if isinstance(episodes, (str, bytes, Mapping, Episode)) or not isinstance(
            episodes, Iterable
        ):
            raise ConfigurationError(
                "episodes: expected an iterable of Episodes (read files with read_episodes), "
                f"got {type(episodes).__name__}"
            )
        for ep in episodes:
            self.update(ep)
        return self

    def update(self, episode: Episode) -> list[Change]:
        """Take one recorded episode; returns the changes it made the test signal."""
        if not isinstance(episode, Episode):
            raise ConfigurationError(
                "episode: expected an Episode (read files with read_episodes, or build one with "
                f"io.episode_from_dict), got {type(episode).__name__}"
            )
        signals, err = source_records(episode, detector=self.detector, budget=self.budget)
        gate = episode.raw.get("gate") if isinstance(episode.raw, dict) else None
        return self._update(signals, err, _gate_cut(gate))

    def _update(
        self, signals: dict[str, list[int]], err: tuple[int, int, int, int], cut: set[str]
    ) -> list[Change]:
        """:meth:`update` on one episode's :func:`source_records` and the sources an enforcing
        gate cut (for callers that keep episodes only as such records: the report)."""
        self.n_episodes_ += 1
        n = self.n_episodes_
        if self.window is None:
            self._err *= 0.5 ** (1.0 / self.halflife)
        self._err += err
        out = []
        for name, sig in signals.items():
            src = self.sources_.setdefault(name, _Source(self.budget))
            rec = _record(sig, n, self.budget)
            src.episodes += 1
            if rec.onset_event and not rec.dur_event:
                src.censored_runs += 1
                src.cut_by_gate += name in cut or "*" in cut
            change = self._add(name, src, rec)
            if change is not None:
                out.append(change)
        self.changes_.extend(out)
        return out

    def _add(self, name: str, src: _Source, r: _Record) -> Change | None:
        if self.window is None:
            src.scale(0.5 ** ((r.index - src.last) / self.halflife) if src.last else 1.0)
        src.last = r.index
        src.add(r, 1.0)
        src.recent.append(r)
        if self.window is not None and len(src.recent) > self.window:
            src.add(src.recent.popleft(), -1.0)
        elif len(src.recent) > max(self.min_episodes, 4 * self.halflife, 10_000):
            src.recent.popleft()
        return self._test(name, src, r)

    def _test(self, name: str, src: _Source, r: _Record) -> Change | None:
        if not math.isfinite(self.change_h):
            return None
        if src.cusum is None:
            src.burn.append(r.share)
            if len(src.burn) >= self.min_episodes:
                r0 = float(np.mean(src.burn))
                src.cusum = BernoulliCusum(r0=r0, shift=self.change_shift, h=self.change_h)
            return None
        if not src.cusum.update(r.share, r.index):
            return None
        k_before, before = self.recommend(name), src.cusum.r0
        since = [x for x in src.recent if x.index >= src.cusum.change_point]
        start, after = _change_point([x.share for x in since], before)
        since = since[start:]
        src.clear()
        src.recent = deque(since)
        for x in since:
            src.add(x, 0.5 ** ((r.index - x.index) / self.halflife) if self.window is None else 1)
        src.cusum, src.burn = None, []  # a fresh reference from the episodes that follow
        return Change(name, since[0].index, r.index, before, after, k_before,
                      self.recommend(name))  # fmt: skip

    # ------------------------------------------------------------------ the model
    @property
    def error_rates_(self) -> tuple[float, float]:
        """(TPR, FPR) in use: given, else estimated from the weighted counts, else (1, 0)."""
        tp, pos, fp, neg = self._err
        tpr = self.tpr if self.tpr is not None else (tp / pos if pos > 0 else 1.0)
        fpr = self.fpr if self.fpr is not None else (fp / neg if neg > 0 else 0.0)
        return float(tpr), float(fpr)

    def _tables(self) -> tuple[np.ndarray, np.ndarray]:
        """Utility and calls of every (onset, duration) schedule and k, for TPR/FPR on a 0.01
        grid (each table is built once per process: estimated rates settle, so few are)."""
        tpr, fpr = (round(r, 2) for r in self.error_rates_)
        p = tuple(self.success_[k]["value"] for k in ("evidence", "partial", "memory", "exhausted"))
        return _schedule_tables(self.budget, self.need, float(self.price), tpr, fpr, p)

    def masses(self, source: str) -> tuple[np.ndarray, np.ndarray]:
        """(onset mass, duration mass) of ``source``: lengths 1..budget, then "never"."""
        src = self._source(source)
        onset = km_mass(src.onset_ev, src.onset_ce, censored_at_risk=True)
        if self.censoring == "naive":
            dur = naive_mass(src.dur_ev, src.dur_ce)
        else:
            dur = km_mass(src.dur_ev, src.dur_ce, censored_at_risk=False)
        return onset, dur

    def utilities(self, source: str) -> tuple[np.ndarray, np.ndarray]:
        """Expected utility and tool calls of each candidate in :attr:`ks_` for ``source``."""
        onset, dur = self.masses(source)
        U, C = self._tables()
        w = np.outer(onset, dur)
        return np.einsum("od,odk->k", w, U), np.einsum("od,odk->k", w, C)

    def recommend(self, source: str | None = None) -> int | None:
        """The k with the best expected utility for ``source`` (the only one if ``None``).

        A source whose counts and the error rates in use have not changed since its last
        recommendation gets the cached one (so recommending every source after every
        episode costs one fit per source that changed).
        """
        return self._recommend(self._one(source), self._rates_key())

    def recommendations(self) -> dict[str, int | None]:
        """The recommended k of every source seen, by name (sorted)."""
        rates = self._rates_key()
        return {name: self._recommend(name, rates) for name in sorted(self.sources_)}

    def _rates_key(self) -> tuple[float, float]:
        tpr, fpr = self.error_rates_
        return round(tpr, 2), round(fpr, 2)  # the rates _tables uses

    def _recommend(self, source: str, rates: tuple[float, float]) -> int | None:
        src = self.sources_.get(source)
        if src is None or src.weight <= 0:
            return None
        hit = self._cache.get(source)
        if hit is not None and hit[0] == (src.version, rates):
            return hit[1]
        u, c = self.utilities(source)
        best = choose_index(u, c)
        k = None if u[best] <= u[-1] + 1e-12 else self.ks_[best]  # nothing earned: no gate
        self._cache[source] = ((src.version, rates), k)
        return k

    def _source(self, source: Any) -> _Source:
        if not isinstance(source, str):
            raise ConfigurationError(f"source: expected a str, got {type(source).__name__}")
        if source not in self.sources_:
            raise ConfigurationError(
                f"source: expected one of the sources seen, {sorted(self.sources_)!r:.200}, "
                f"got {source!r:.80}"
            )
        return self.sources_[source]

    def _one(self, source: str | None) -> str:
        if source is not None:
            if not isinstance(source, str):
                raise ConfigurationError(
                    f"source: expected a str or None, got {type(source).__name__}"
                )
            return source
        if len(self.sources_) != 1:
            raise ConfigurationError(
                f"name the source: this fitter has seen {sorted(self.sources_)}"
            )
        return next(iter(self.sources_))

    def k_for(self, episode_id: str, source: str | None = None) -> tuple[int | None, bool]:
        """(k to run ``episode_id`` with, whether it explores): a seeded ``explore`` share
        gets ``explore_k``; the others the current recommendation (``None`` before any data).
        """
        if not isinstance(episode_id, str):
            raise ConfigurationError(f"episode_id: expected a str, got {type(episode_id).__name__}")
        k = self.recommend(source) if self.sources_ else None
        key = f"{self.random_state}:{episode_id}".encode("utf-8", "surrogatepass")
        digest = hashlib.blake2b(key, digest_size=8)
        u = int.from_bytes(digest.digest(), "big") / 2.0**64
        if self.explore <= 0 or u >= self.explore or k == self.explore_k:
            return k, False
        self.explored_ += 1
        name = self._one(source) if self.sources_ else None
        if name in self.sources_ and self.sources_[name].weight > 0:
            util, _ = self.utilities(name)
            j = self.ks_.index(self.explore_k)
            self.explore_cost_ += float(util[self.ks_.index(k)] - util[j])
        return self.explore_k, True

    # ------------------------------------------------------------------ report
    def report(self) -> list[str]:
        """The change lines, then one line per source: its rate and recommended k."""
        lines = [c.line() for c in self.changes_]
        for name, src in sorted(self.sources_.items()):
            k = self.recommend(name)
            lines.append(
                f"{name}: useless rate {src.rate:.2f} (weighted over {src.weight:,.0f} of "
                f"{src.episodes:,} episodes); recommended k {'none' if k is None else k}; "
                f"{src.censored_runs:,} failures censored, {src.cut_by_gate:,} of them cut "
                "by an enforcing gate"
            )
        if self.explored_:
            lines.append(
                f"exploration: {self.explored_:,} episodes run at k = "
                f"{'none (shadow)' if self.explore_k is None else self.explore_k}, expected "
                f"cost {self.explore_cost_ / max(self.n_episodes_, 1):.5f} utility per episode"
            )
        return lines

    def to_dict(self) -> dict[str, Any]:
        """JSON form: per source its rate, weight, masses and recommendation; the changes."""
        out: dict[str, Any] = {}
        for name, src in sorted(self.sources_.items()):
            onset, dur = self.masses(name)
            u, _ = self.utilities(name)
            out[name] = {
                "useless_rate": src.rate,
                "weight": src.weight,
                "episodes": src.episodes,
                "censored_runs": src.censored_runs,
                "cut_by_gate": src.cut_by_gate,
                "recommended_k": self.recommend(name),
                "utility": dict(
                    zip(
                        ["none" if k is None else str(k) for k in self.ks_],
                        u.round(6).tolist(),
                        strict=True,
                    )
                ),  # fmt: skip
                "onset_mass": onset.round(6).tolist(),
                "duration_mass": dur.round(6).tolist(),
            }
        tpr, fpr = self.error_rates_
        return {
            "episodes": self.n_episodes_,
            "weighting": f"window {self.window}" if self.window else f"halflife {self.halflife}",
            "censoring": self.censoring,
            "tpr": tpr,
            "fpr": fpr,
            "sources": out,
            "changes": [asdict(c) for c in self.changes_],
            "explored": self.explored_,
            "explore_cost_per_episode": self.explore_cost_ / max(self.n_episodes_, 1),
        }


def _gate_cut(gate: Any) -> set[str]:
    """The sources an enforcing gate tripped on, from a recorded ``gate`` block (``"*"``: the
    block names none, so the cut ended every source's failure)."""
    if not isinstance(gate, dict) or gate.get("shadow") or gate.get("tripped_at") is None:
        return set()
    by = gate.get("tripped_by")
    return {str(s) for s in by} if isinstance(by, list) and by else {"*"}


def _change_point(shares: list[float], r0: float) -> tuple[int, float]:
    """The most likely start of a new rate among ``shares`` (the generalised likelihood
    ratio against ``r0``) and the rate from there on.

    Examples
    --------
    >>> _change_point([0.0, 0.1, 0.0, 0.9, 1.0, 0.8], 0.05)
    (3, 0.9)
    """
    x = np.asarray(shares, dtype=float)
    n = np.arange(len(x), 0, -1, dtype=float)  # episodes from each candidate start on
    m = np.cumsum(x[::-1])[::-1]
    rate = np.clip(m / n, 1e-6, 1 - 1e-6)
    p0 = min(max(r0, 1e-6), 1 - 1e-6)
    glr = m * np.log(rate / p0) + (n - m) * np.log((1 - rate) / (1 - p0))
    start = int(np.argmax(glr))
    return start, float(x[start:].mean())


@functools.lru_cache(maxsize=64)
def _schedule_tables(
    budget: int, need: int, price: float, tpr: float, fpr: float, p: tuple[float, ...]
) -> tuple[np.ndarray, np.ndarray]:
    """(utility, calls) arrays indexed [onset, duration, k] (k = 1..budget, then no gate)."""
    B = budget
    probs = dict(zip(("evidence", "partial", "memory", "exhausted"), p, strict=True))
    ks: list[int | None] = [*range(1, B + 1), None]
    U = np.zeros((B + 1, B + 1, len(ks)))
    C = np.zeros_like(U)
    for o in range(B + 1):  # onset o + 1; o == B: never fails (one schedule)
        for d in range(B + 1):  # duration d + 1; d == B: never recovers
            lab = np.zeros(B, dtype=int)
            if o < B:
                lab[o : B if d == B else o + d + 1] = 1
            for j, k in enumerate(ks):
                s, c, _ = regime_utilities(lab, k, tpr=tpr, fpr=fpr, need=need, budget=B, p=probs)
                U[o, d, j], C[o, d, j] = s - price * c, c
            if o == B:
                U[o, 1:], C[o, 1:] = U[o, 0], C[o, 0]
                break
    U.setflags(write=False)
    C.setflags(write=False)
    return U, C
