"""The stopping analysis behind ``uselessdetect analyze``: measures, verdict, report and plot.

:func:`analyze` scores episodes that lack the requested judgments, flattens them into decision
points once, and computes Δ, the integration index and the hazard slope on one shared cluster
bootstrap (the same resampled episodes for all three), plus success per regime, mean6, the
share answering after five useless judgments and the hazard table by step and run length.

**Verdict rule** (:func:`~uselessdetect.measure.ci_verdict`). With at least ``min_group``
decision points in each of Δ's groups A and B: the CI of Δ wholly above 0 → "stopping follows
the evidence"; wholly below 0 → "answers on earlier useful evidence"; wholly within
``±margin`` (0.05) → "follows the clock or deadline"; otherwise "inconclusive", with roughly
how many episodes would settle it. With fewer decision points (or Δ undefined): "too few
decision points to tell".
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from itertools import islice
from pathlib import Path
from typing import Any

import numpy as np
from scipy import sparse

from .._types import Episode
from ..exceptions import ConfigurationError
from ..sim import SIX_REGIMES
from ._metrics import (
    DeltaResult,
    _delta_parts,
    _delta_result,
    _index_parts,
    _slope_parts,
    share_answered_after,
)
from ._points import DecisionPoints, decision_points
from ._quality import QualityCounter
from ._stats import Estimate, cluster_bootstrap, wilson_interval
from ._verdict import CIVerdict, ci_verdict

__all__ = [
    "Analysis",
    "MIN_EPISODES",
    "VERDICTS",
    "analyze",
    "analyze_decisions",
    "mean6",
    "success_by_regime",
    "success_rates",
]

#: The five verdicts: CI of Δ above 0, within ±margin, below 0, too few decision points, or
#: none of these (inconclusive).
VERDICTS = (
    "stopping follows the evidence",
    "follows the clock or deadline",
    "answers on earlier useful evidence",
    "too few decision points to tell",
    "inconclusive",
)
#: :func:`ci_verdict`'s direction → the verdict on Δ.
_BY_DIRECTION = {
    "above": VERDICTS[0],
    "within": VERDICTS[1],
    "below": VERDICTS[2],
    "undefined": VERDICTS[3],
    "inconclusive": VERDICTS[4],
}


def _grade(ep: Episode) -> float:
    """1/0 when graded; 0 when it never answered; NaN for an answer of unknown grade."""
    if ep.correct is not None:
        return float(ep.correct)
    return np.nan if any(s.is_finish for s in ep.steps) else 0.0


def success_by_regime(
    source: DecisionPoints | Iterable[Episode], regimes: Sequence[str] = SIX_REGIMES
) -> dict[str, Any]:
    """Success (``correct``) per regime with Wilson CIs, and mean6 over ``regimes``.

    An episode that never answers counts as a failure; an answer of unknown grade is left out.
    ``mean6`` is ``None`` unless every regime in ``regimes`` has graded episodes.

    Examples
    --------
    >>> runs = [("clean", True), ("clean", False), ("persistent", True)]
    >>> eps = [Episode(id=str(i), question="q", steps=[], regime=r, correct=c)
    ...        for i, (r, c) in enumerate(runs)]
    >>> out = success_by_regime(eps, regimes=("clean", "persistent"))
    >>> out["regimes"]["clean"]["success"], out["mean6"]
    (0.5, 0.75)
    """
    if isinstance(source, DecisionPoints):
        regime, correct = list(source.regime), np.asarray(source.correct, float)
    else:
        eps = list(source)
        regime = [e.regime for e in eps]
        correct = np.array([_grade(e) for e in eps])
    order = {name: i for i, name in enumerate(regimes)}  # the given order, then the rest by name
    names = sorted({r for r in regime if r}, key=lambda r: (order.get(r, len(order)), r))
    table: dict[str, Any] = {}
    for name in names:
        sel = np.array([r == name for r in regime]) & ~np.isnan(correct)
        n, k = int(sel.sum()), float(correct[sel].sum())
        lo, hi = wilson_interval(k, n)
        table[name] = {
            "n": n,
            "success": round(k / n, 6) if n else None,
            "ci": [round(lo, 6), round(hi, 6)] if n else [None, None],
        }
    have = [table.get(r, {}).get("success") for r in regimes]
    value = None if any(v is None for v in have) else round(float(np.mean(have)), 6)
    covered = [v for v in have if v is not None]
    return {
        "regimes": table,
        "mean6": value,
        "missing": [r for r, v in zip(regimes, have, strict=True) if v is None],
        "covered": len(covered),
        "of": len(regimes),
        "mean_covered": round(float(np.mean(covered)), 6) if covered else None,
    }


def success_rates(episodes: Iterable[Episode]) -> dict[str, float]:
    """Share of correct episodes per regime (the paper's six first, then others by name).

    The point estimates of :func:`success_by_regime`, which also gives counts and CIs.
    Regimes with no graded episode are left out.
    """
    table = success_by_regime(list(episodes))["regimes"]
    return {r: float(v["success"]) for r, v in table.items() if v["success"] is not None}


def mean6(
    episodes: Iterable[Episode] | Mapping[str, float], regimes: Sequence[str] = SIX_REGIMES
) -> float:
    """Success averaged over the six regimes with equal weight (design §6).

    Takes episodes, or rates per regime as :func:`success_rates` gives them. Raises
    :class:`~uselessdetect.exceptions.ConfigurationError` when a regime has no graded
    episode (or no rate).

    Examples
    --------
    >>> mean6({"clean": 1.0, "persistent": 0.5}, regimes=("clean", "persistent"))
    0.75
    """
    if isinstance(episodes, Mapping):
        absent = [r for r in regimes if r not in episodes]
        if absent:
            raise ConfigurationError(f"mean6 needs all six regimes; missing {', '.join(absent)}")
        return float(sum(episodes[r] for r in regimes) / len(regimes))
    out = success_by_regime(episodes, regimes)
    if out["mean6"] is None:
        missing = ", ".join(out["missing"])
        raise ConfigurationError(
            f"mean6 needs graded episodes in every regime of {', '.join(regimes)}; "
            f"missing {missing}"
        )
    return float(out["mean6"])


@dataclass(frozen=True)
class Analysis:
    """Everything :func:`analyze` measured; :meth:`to_dict` is the ``--json`` report."""

    judgments: str
    delta: DeltaResult
    integration_index: Estimate
    integration_n: tuple[int, int]
    hazard_slope: Estimate
    answered_after: dict[str, Any]
    success: dict[str, Any]
    hazard: list[dict[str, Any]]
    verdict: str
    slope_n: int
    n_episodes: int
    n_decision_points: int
    skipped: dict[str, int]
    settings: dict[str, Any]
    #: How the verdict was reached (``None`` with too few decision points).
    verdict_rule: CIVerdict | None = None
    #: A live run's lost data (:func:`~uselessdetect.measure.data_quality`); else ``None``.
    quality: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """JSON form: ``delta``, ``integration_index``, ``hazard_slope``, ``verdict`` and more."""
        return {
            "judgments": self.judgments,
            "verdict": self.verdict,
            "verdict_rule": None if self.verdict_rule is None else self.verdict_rule.to_dict(),
            "n_episodes": self.n_episodes,
            "n_decision_points": self.n_decision_points,
            "delta": self.delta.to_dict(),
            "integration_index": {
                **self.integration_index.to_dict(),
                "n_low": self.integration_n[0],
                "n_high": self.integration_n[1],
            },
            "hazard_slope": {**self.hazard_slope.to_dict(), "n_decisions": self.slope_n},
            "answered_after_run": self.answered_after,
            "success": self.success,
            "hazard": self.hazard,
            "skipped": self.skipped,
            "settings": self.settings,
            "data_quality": self.quality,
        }

    def report(self) -> str:
        """The plain-text report: a table per measure with CIs and n, then the verdict."""
        from ._report import format_report

        return format_report(self)

    def plot(self, path: str | Path, *, min_n: int = 5) -> Path:
        """Draw the hazard of answering by run length at each step (needs the ``plot`` extra)."""
        from ._report import plot_hazard

        return plot_hazard(self, path, min_n=min_n)


#: Fewest episodes (the bootstrap's clusters) for a verdict on Δ: below it a resample has no
#: spread to speak of, whatever the decision points.
MIN_EPISODES = 10


def _verdict(
    d: DeltaResult, min_group: int, margin: float, n_episodes: int
) -> tuple[str, CIVerdict | None]:
    if d.n_a < min_group or d.n_b < min_group or n_episodes < MIN_EPISODES:
        return VERDICTS[3], None
    lo, hi = d.estimate.ci
    rule = ci_verdict(d.estimate.estimate, (lo, hi), n=n_episodes, margin=margin)
    return _BY_DIRECTION[rule.direction], rule


def _judged(
    episodes: Iterable[Episode], name: str, counter: dict[str, int], chunk: int = 256
) -> Iterator[Episode]:
    """Pass episodes through, scoring with detector ``name`` those lacking its judgments."""
    from ..detectors import make_detector
    from ..score import score_episodes

    det = None
    it = iter(episodes)
    while batch := list(islice(it, chunk)):
        todo = [e for e in batch if any(name not in e.steps[t].judgments for t, _ in e.samples())]
        if todo:
            det = det or make_detector(name).fit([])
            counter["episodes_scored_on_the_fly"] += len(todo)
            list(score_episodes(todo, {name: det}))
        yield from batch


def _hazard_rows(dp: DecisionPoints) -> list[dict[str, Any]]:
    """Answers per (step, run) cell that occurs: memory grows with the decision points only
    (a dense table of every step × run would grow with their square)."""
    live = ~dp.is_final
    if not live.any():
        return []
    width = int(dp.run.max()) + 1
    key = dp.step[live].astype(np.int64) * width + dp.run[live]
    cells, where, n = np.unique(key, return_inverse=True, return_counts=True)
    a = np.bincount(where.ravel(), weights=dp.answered[live].astype(float), minlength=len(cells))
    return [
        {
            "step": int(c // width),
            "run": int(c % width),
            "n": int(k),
            "answered": int(y),
            "hazard": round(float(y / k), 6),
        }
        for c, k, y in zip(cells.tolist(), n.tolist(), a.tolist(), strict=True)
    ]


def analyze(
    episodes: Iterable[Episode],
    judgments: str = "oracle",
    *,
    strata: Sequence[int] = (3, 4, 5, 6),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
    budget: int | None = None,
    min_group: int = 20,
    low: Sequence[int] = (1, 2),
    high: Sequence[int] = (4, 5),
    min_run: int = 1,
    action: str = "answer",
    margin: float = 0.05,
) -> Analysis:
    """Measure whether stopping follows the evidence in logged episodes.

    Parameters
    ----------
    episodes : iterable of Episode
        Read once. Episodes lacking ``judgments`` are scored on the fly with
        ``make_detector(judgments).fit([])`` (``"oracle"`` judges by per-step labels).
    judgments : str
        Detector name whose verdicts define useless / useful.
    strata : sequence of int
        Result counts ``t`` pooled by Δ (default 3..6).
    n_boot, level, random_state
        Cluster bootstrap over episodes (shared by Δ, I and the hazard slope).
    budget : int or None
        Budget of episodes that record none (``None``: inferred, see
        :func:`~uselessdetect.measure.decision_points`).
    min_group : int
        Fewest decision points in each of groups A and B for a verdict other than
        "too few decision points to tell".
    low, high : sequence of int
        Run lengths compared by the integration index.
    min_run : int
        The hazard slope is fitted on decision points with at least this run (see
        :func:`~uselessdetect.measure.hazard_slope`).
    action : {"answer", "switch"}, default "answer"
        The action measured: answering (``finish``), or leaving the tool the episode started
        with for another one (``switch``: a backup tool). Every measure then reads "answer"
        as that action (see :func:`~uselessdetect.measure.decision_points`).
    margin : float, default 0.05
        Equivalence margin of the verdict: "follows the clock or deadline" needs the whole CI
        of Δ within ``±margin`` (see :func:`~uselessdetect.measure.ci_verdict`).
    """
    counter = {"episodes_scored_on_the_fly": 0}
    tap = QualityCounter(judgments)
    eps = tap.watch(_judged(episodes, judgments, counter))
    dp = decision_points(eps, judgments, budget=budget, action=action)
    dp.skipped.update(counter)
    result = analyze_decisions(
        dp,
        judgments,
        strata=strata,
        n_boot=n_boot,
        level=level,
        random_state=random_state,
        min_group=min_group,
        low=low,
        high=high,
        min_run=min_run,
        budget=budget,
        margin=margin,
    )
    result.settings["action"] = action
    return dataclasses.replace(result, quality=tap.result())


def analyze_decisions(
    dp: DecisionPoints,
    judgments: str = "",
    *,
    strata: Sequence[int] = (3, 4, 5, 6),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
    min_group: int = 20,
    low: Sequence[int] = (1, 2),
    high: Sequence[int] = (4, 5),
    min_run: int = 1,
    budget: int | None = None,
    margin: float = 0.05,
) -> Analysis:
    """:func:`analyze` on decision points already flattened (parameters as there)."""
    if min_group < 1:
        raise ConfigurationError(f"expected min_group >= 1, got {min_group!r}")
    if not 0 <= margin < 1:
        raise ConfigurationError(f"expected 0 <= margin < 1, got {margin!r}")
    if dp.n_episodes == 0:
        raise ConfigurationError("expected at least one episode to analyse, got none")
    parts = [_delta_parts(dp, strata), _index_parts(dp, low, high), _slope_parts(dp, min_run)]
    tables = [sparse.csr_matrix(t) for t, _ in parts]
    edges = np.cumsum([0] + [t.shape[1] for t in tables])

    def cut(stat: Any, a: int, b: int) -> Any:
        return lambda tot: stat(tot[:, a:b])

    stats = [cut(s, edges[i], edges[i + 1]) for i, (_, s) in enumerate(parts)]
    d_est, i_est, s_est = cluster_bootstrap(
        sparse.hstack(tables), stats, n_boot=n_boot, level=level, random_state=random_state
    )
    d = _delta_result(dp, strata, tables[0], d_est)
    i_tot = np.asarray(tables[1].sum(axis=0)).ravel()
    settings = {
        "strata": sorted(int(s) for s in strata),
        "n_boot": n_boot,
        "level": level,
        "random_state": random_state if isinstance(random_state, int) else None,
        "min_group": min_group,
        "low": list(low),
        "high": list(high),
        "budget": budget,
        "min_run": min_run,
        "action": "answer",
        "margin": margin,
    }
    verdict, rule = _verdict(d, min_group, margin, dp.n_episodes)
    return Analysis(
        judgments=judgments,
        delta=d,
        integration_index=i_est,
        integration_n=(int(i_tot[0]), int(i_tot[2])),
        hazard_slope=s_est,
        answered_after=share_answered_after(dp, 5),
        success=success_by_regime(dp),
        hazard=_hazard_rows(dp),
        verdict=verdict,
        slope_n=int(np.asarray(tables[2].sum(axis=0)).ravel()[0::2].sum()),
        n_episodes=dp.n_episodes,
        n_decision_points=int((~dp.is_final).sum()),
        skipped=dict(dp.skipped),
        settings=settings,
        verdict_rule=rule,
    )
