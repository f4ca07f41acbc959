"""Whether stopping follows the evidence: decision points, Δ, integration index, hazard slope.

Definitions are those of design §6. A *result* is a non-finish step with an observation; its
judgment is the verdict the chosen detector gave it (a missing judgment counts as ``unknown``).
A *decision point* is every action taken after ``t >= 1`` results; at it we record

* ``t`` — results so far; ``step`` — the action's 1-based position in the episode;
* ``run`` — consecutive results judged useless, kept like the gate: +1 on useless, reset to 0 on
  useful, **unchanged on unknown**;
* ``all_useless`` — all ``t`` results judged useless (an unknown judgment therefore excludes
  the point from group A of Δ); ``latest_useless`` — the latest result judged useless (an
  unknown latest excludes it from group B); ``had_useful`` — some result so far judged useful;
* ``answered`` — the action is ``finish``; ``is_final`` — the action is the episode's last
  chance to answer (position ``budget``; see :func:`decision_points`), excluded from Δ, the
  integration index and the hazard slope.

Everything after :func:`decision_points` is vectorised numpy over these flat arrays; the cluster
bootstrap resamples episodes (:func:`uselessdetect._stats.cluster_bootstrap`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import sparse

from ._stats import (
    Estimate,
    cluster_bootstrap,
    holm,
    logit_ame,
    mh_risk_difference,
    wilson_interval,
)
from ._types import Episode
from .exceptions import ConfigurationError

__all__ = [
    "DecisionPoints",
    "DeltaResult",
    "Estimate",
    "decision_points",
    "delta",
    "hazard_slope",
    "holm",
    "integration_index",
    "share_answered_after",
]

_VERDICT_CODE = {"useless": 1, "useful": 0, "unknown": -1}


@dataclass(frozen=True)
class DecisionPoints:
    """Flat arrays, one entry per decision point, plus per-episode metadata and skip counts."""

    episode: np.ndarray
    step: np.ndarray
    t: np.ndarray
    run: np.ndarray
    all_useless: np.ndarray
    latest_useless: np.ndarray
    had_useful: np.ndarray
    answered: np.ndarray
    is_final: np.ndarray
    n_episodes: int
    regime: tuple[str | None, ...] = ()
    correct: np.ndarray = field(default_factory=lambda: np.empty(0))
    skipped: dict[str, int] = field(default_factory=dict)

    def __len__(self) -> int:
        return int(self.episode.size)

    @classmethod
    def from_steps(
        cls,
        episode: np.ndarray,
        is_finish: np.ndarray,
        has_result: np.ndarray,
        verdict: np.ndarray,
        final: np.ndarray,
        **meta: Any,
    ) -> DecisionPoints:
        """Build from flat per-step arrays (vectorised; no per-step Python loop).

        Parameters
        ----------
        episode : int array, non-decreasing
            Episode index of each step (steps of one episode contiguous, in order, and nothing
            after an episode's first ``finish``).
        is_finish, has_result : bool arrays
            Whether the step answers; whether it produced a result (an observation).
        verdict : int array
            1 useless, 0 useful, -1 unknown (ignored where ``has_result`` is false).
        final : int array, one per episode
            0-based position of each episode's last chance to answer.
        **meta
            ``regime``, ``correct``, ``skipped`` passed through.

        Examples
        --------
        >>> dp = DecisionPoints.from_steps(np.array([0, 0, 0]), np.array([0, 0, 1], bool),
        ...     np.array([1, 1, 0], bool), np.array([1, 1, -1]), final=np.array([7]))
        >>> dp.t.tolist(), dp.run.tolist(), dp.answered.tolist()
        ([1, 2], [1, 2], [False, True])
        """
        ep = np.asarray(episode, dtype=np.int64)
        n = ep.size
        idx = np.arange(n)
        start = np.r_[True, ep[1:] != ep[:-1]] if n else np.zeros(0, bool)
        first = np.maximum.accumulate(np.where(start, idx, 0)) if n else idx
        res = np.asarray(has_result, bool)
        verdict = np.asarray(verdict)
        useless = (res & (verdict == 1)).astype(np.int64)
        useful = res & (verdict == 0)

        def before(x: np.ndarray) -> np.ndarray:  # exclusive within-episode cumulative sum
            ex = np.cumsum(x) - x
            return ex - ex[first]

        t = before(res.astype(np.int64))
        n_useless = before(useless)
        u_incl = np.cumsum(useless)
        reset = np.maximum.accumulate(np.where(useful | start, idx, 0)) if n else idx
        run_after = u_incl - (u_incl - useless)[reset]
        run = np.where(start, 0, np.r_[0, run_after[:-1]]) if n else run_after
        last_res = np.maximum.accumulate(np.where(res, idx, -1)) if n else idx
        prev = np.where(start, -1, np.r_[-1, last_res[:-1]]) if n else idx
        latest_useless = (prev >= first) & (useless[np.maximum(prev, 0)] == 1)
        keep = t >= 1
        pos = idx - first
        final = np.asarray(final, dtype=np.int64)
        return cls(
            episode=ep[keep],
            step=(pos + 1)[keep],
            t=t[keep],
            run=run[keep],
            all_useless=(n_useless == t)[keep],
            latest_useless=latest_useless[keep],
            had_useful=(before(useful.astype(np.int64)) > 0)[keep],
            answered=np.asarray(is_finish, bool)[keep],
            is_final=(pos >= final[ep])[keep] if n else np.zeros(0, bool),
            n_episodes=int(final.size),
            **meta,
        )


def _codes(ep: Episode, judgments: str, skipped: dict[str, int]) -> list[tuple[bool, bool, int]]:
    out = []
    for i, step in enumerate(ep.steps):
        if step.is_finish:
            out.append((True, False, -1))
            skipped["actions_after_finish"] += len(ep.steps) - i - 1
            break
        if step.action.strip().lower() in ("", "invalid"):
            skipped["invalid_actions"] += 1
        if step.observation is None:
            skipped["steps_without_observation"] += 1
            out.append((False, False, -1))
            continue
        j = step.judgments.get(judgments)
        code = _VERDICT_CODE.get(str(j.get("verdict")), -1) if isinstance(j, dict) else -1
        skipped["results_unjudged" if j is None else "results_judged_unknown"] += code == -1
        out.append((False, True, code))
    return out


def decision_points(
    episodes: Iterable[Episode], judgments: str, *, budget: int | None = None
) -> DecisionPoints:
    """Flatten episodes into decision points, reading each result's verdict from ``judgments``.

    Parameters
    ----------
    episodes : iterable of Episode
        Scored episodes (``step.judgments[judgments]``); read once, streaming.
    judgments : str
        The detector name whose verdicts to use; a result without one counts as ``unknown``.
    budget : int or None
        Budget for episodes that record none. When ``None``, it is inferred as the length of
        the longest such episode (the deadline the log shows). The last chance to answer is
        the action at position ``budget``; for an episode that never answers it is at most
        its last step (a log cut short ends there). Actions after the first ``finish`` are
        ignored and counted.

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> def s(v):
    ...     return Step(action="search", observation="o", judgments={"j": {"verdict": v}})
    >>> ep = Episode(id="e", question="q", budget=8,
    ...              steps=[s("useless"), s("useful"), s("useless"), Step(action="finish")])
    >>> dp = decision_points([ep], "j")
    >>> dp.run.tolist(), dp.had_useful.tolist(), dp.answered.tolist()
    ([1, 0, 1], [False, True, True], [False, False, True])
    """
    if budget is not None and (isinstance(budget, bool) or int(budget) < 1):
        raise ConfigurationError(f"expected a positive budget or None, got {budget!r}")
    keys = (
        "actions_after_finish",
        "invalid_actions",
        "steps_without_observation",
        "results_judged_unknown",
        "results_unjudged",
    )
    skipped = dict.fromkeys(keys, 0)
    ep_idx: list[int] = []
    codes: list[tuple[bool, bool, int]] = []
    budgets, lengths, answered, regimes, correct = [], [], [], [], []
    for k, ep in enumerate(episodes):
        c = _codes(ep, judgments, skipped)
        codes.extend(c)
        ep_idx.extend([k] * len(c))
        budgets.append(ep.budget or 0)
        lengths.append(len(c))
        answered.append(bool(c) and c[-1][0])
        regimes.append(ep.regime)
        # an episode that never answers cannot be correct; an answer of unknown grade is NaN
        correct.append(
            float(ep.correct) if ep.correct is not None else (np.nan if answered[-1] else 0.0)
        )
    b = np.asarray(budgets, dtype=np.int64)
    n_len = np.asarray(lengths, dtype=np.int64)
    missing = b == 0
    fill = budget if budget is not None else int(n_len[missing].max(initial=1))
    b = np.where(missing, max(fill, 1), b)
    final = np.where(np.asarray(answered, bool), b - 1, np.minimum(b, n_len) - 1)
    skipped["episodes_without_budget"] = int(missing.sum())
    arr = np.asarray(codes, dtype=np.int64).reshape(-1, 3)
    dp = DecisionPoints.from_steps(
        np.asarray(ep_idx, dtype=np.int64),
        arr[:, 0].astype(bool),
        arr[:, 1].astype(bool),
        arr[:, 2],
        final,
        regime=tuple(regimes),
        correct=np.asarray(correct, float),
        skipped=skipped,
    )
    skipped["final_actions_excluded"] = int(dp.is_final.sum())
    has_dp = np.bincount(dp.episode[~dp.is_final], minlength=dp.n_episodes) > 0
    skipped["episodes_without_decisions"] = int((~has_dp).sum())
    skipped["budget_assumed"] = int(fill) if missing.any() else 0
    return dp


def _table(
    dp: DecisionPoints, mask: np.ndarray, cell: np.ndarray, n_cells: int
) -> sparse.coo_matrix:
    """Per-episode counts: column ``2c`` = decision points in cell ``c``, ``2c+1`` = answers."""
    ep, cell, ans = dp.episode[mask], cell[mask], dp.answered[mask].astype(float)
    rows = np.r_[ep, ep]
    cols = np.r_[2 * cell, 2 * cell + 1]
    vals = np.r_[np.ones(ep.size), ans]
    return sparse.coo_matrix((vals, (rows, cols)), shape=(dp.n_episodes, 2 * n_cells))


@dataclass(frozen=True)
class DeltaResult:
    """Δ with its CI, the number of decision points it rests on, and the per-stratum table."""

    estimate: Estimate
    n_decisions: int
    n_a: int
    n_b: int
    strata: list[dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """JSON form (``estimate``, ``ci``, ``n_decisions``, ``n_a``, ``n_b``, ``strata``)."""
        return {
            **self.estimate.to_dict(),
            "n_decisions": self.n_decisions,
            "n_a": self.n_a,
            "n_b": self.n_b,
            "strata": self.strata,
        }


def _delta_parts(dp: DecisionPoints, strata: Sequence[int]) -> tuple[sparse.coo_matrix, Any]:
    strata = [int(s) for s in strata]
    if not strata or min(strata) < 1 or len(set(strata)) != len(strata):
        raise ConfigurationError(f"expected distinct strata t >= 1, got {strata!r}")
    s_of = np.searchsorted(np.sort(strata), dp.t)
    in_strata = np.isin(dp.t, strata) & ~dp.is_final
    group_a = dp.all_useless
    group_b = dp.latest_useless & dp.had_useful
    mask = in_strata & (group_a | group_b)
    cell = 2 * np.minimum(s_of, len(strata) - 1) + np.where(group_a, 0, 1)
    table = _table(dp, mask, cell, 2 * len(strata))

    def stat(tot: np.ndarray) -> np.ndarray:
        x = tot.reshape(tot.shape[0], len(strata), 4)
        return mh_risk_difference(x[..., 0], x[..., 1], x[..., 2], x[..., 3])

    return table, stat


def _delta_result(
    dp: DecisionPoints, strata: Sequence[int], table: Any, est: Estimate
) -> DeltaResult:
    tot = np.asarray(table.sum(axis=0)).reshape(-1, 4)
    rows = []
    for t, (n_a, a_a, n_b, a_b) in zip(sorted(int(s) for s in strata), tot, strict=True):
        w = n_a * n_b / (n_a + n_b) if n_a and n_b else 0.0
        rows.append(
            {
                "t": t,
                "n_a": int(n_a),
                "answered_a": int(a_a),
                "risk_a": round(a_a / n_a, 6) if n_a else None,
                "n_b": int(n_b),
                "answered_b": int(a_b),
                "risk_b": round(a_b / n_b, 6) if n_b else None,
                "weight": round(w, 6),
            }
        )
    n_a, n_b = int(tot[:, 0].sum()), int(tot[:, 2].sum())
    return DeltaResult(est, n_a + n_b, n_a, n_b, rows)


def delta(
    dp: DecisionPoints,
    *,
    strata: Sequence[int] = (3, 4, 5, 6),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> DeltaResult:
    """Δ, the time-matched contrast (design §6), with a cluster-bootstrap CI over episodes.

    Group A: all ``t`` results judged useless; group B: the latest judged useless and an
    earlier one useful. Per stratum ``t`` the risk of answering in each group; Δ is their
    Mantel–Haenszel risk difference with weights ``n_A·n_B/(n_A+n_B)``. Final actions excluded.
    """
    table, stat = _delta_parts(dp, strata)
    est = cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[0]
    return _delta_result(dp, strata, table, est)


def _index_parts(dp: DecisionPoints, low: Sequence[int], high: Sequence[int]) -> tuple[Any, Any]:
    grp = np.where(np.isin(dp.run, list(low)), 0, np.where(np.isin(dp.run, list(high)), 1, -1))
    mask = (grp >= 0) & ~dp.is_final
    table = _table(dp, mask, np.maximum(grp, 0), 2)

    def stat(tot: np.ndarray) -> np.ndarray:
        with np.errstate(invalid="ignore", divide="ignore"):
            return tot[:, 3] / tot[:, 2] - tot[:, 1] / tot[:, 0]

    return table, stat


def integration_index(
    dp: DecisionPoints,
    *,
    low: Sequence[int] = (1, 2),
    high: Sequence[int] = (4, 5),
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> Estimate:
    """I = h(high) − h(low): hazard of answering by current run length (default {4,5} − {1,2}).

    Confounded with time — a clock-driven agent scores about +0.5 — so report it beside Δ.
    """
    table, stat = _index_parts(dp, low, high)
    return cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[
        0
    ]


def _slope_parts(dp: DecisionPoints, min_run: int = 1) -> tuple[Any, Any]:
    mask = ~dp.is_final & (dp.run >= min_run)
    pairs = np.c_[dp.run, dp.step][mask].reshape(-1, 2)
    if len(pairs):
        keys, cell = np.unique(pairs, axis=0, return_inverse=True)
    else:
        keys, cell = np.zeros((0, 2), np.int64), np.zeros(0, np.int64)
    full = np.zeros(len(dp), dtype=np.int64)
    full[mask] = cell.ravel()
    table = _table(dp, mask, full, len(keys))

    def stat(tot: np.ndarray) -> np.ndarray:
        return logit_ame(keys[:, 0], keys[:, 1], tot[:, 0::2], tot[:, 1::2])

    return table, stat


def hazard_slope(
    dp: DecisionPoints,
    *,
    min_run: int = 1,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
) -> Estimate:
    """Change in P(answer) per further useless judgment, with a cluster-bootstrap CI.

    The average marginal effect of one more unit of run length in a logistic model
    ``answer ~ run + step`` (:func:`uselessdetect._stats.logit_ame`) fitted on the non-final
    decision points with ``run >= min_run``. The default 1 keeps the points that follow a
    result judged useless: at run 0 (just after a useful result) answering measures a
    different thing — acting on fresh evidence — which would swamp the slope.
    """
    table, stat = _slope_parts(dp, min_run)
    return cluster_bootstrap(table, [stat], n_boot=n_boot, level=level, random_state=random_state)[
        0
    ]


def share_answered_after(dp: DecisionPoints, run: int = 5) -> dict[str, Any]:
    """Share of episodes that answered at an action after ``>= run`` consecutive useless
    judgments, among episodes whose run reached ``run`` (final actions included)."""
    reached = np.bincount(dp.episode[dp.run >= run], minlength=dp.n_episodes) > 0
    ans = np.bincount(dp.episode[(dp.run >= run) & dp.answered], minlength=dp.n_episodes) > 0
    n, k = int(reached.sum()), int(ans.sum())
    lo, hi = wilson_interval(k, n)
    return {
        "run": run,
        "n_episodes": n,
        "answered": k,
        "share": round(k / n, 6) if n else None,
        "ci": [None if np.isnan(lo) else round(lo, 6), None if np.isnan(hi) else round(hi, 6)],
    }
