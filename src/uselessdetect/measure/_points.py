"""Decision points: episodes flattened into one row per action after the first result.

The definitions (``t``, ``run``, ``all_useless``, …) are documented in :mod:`uselessdetect.measure`.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from .._checks import check_count
from .._types import Episode
from ..exceptions import ConfigurationError
from ..io import MAX_BUDGET

__all__ = ["ACTIONS", "DecisionPoints", "decision_points"]

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


#: The actions whose hazard the decision points measure: answering, or leaving the tool.
ACTIONS: tuple[str, ...] = ("answer", "switch")
#: Actions that never count as leaving a tool: reading the last page, and no tool at all.
_NOT_A_SWITCH = ("lookup", "", "invalid")


def _codes(
    ep: Episode, judgments: str, skipped: dict[str, int], action: str = "answer"
) -> list[tuple[bool, bool, int]]:
    out = []
    first_tool: str | None = None
    for i, step in enumerate(ep.steps):
        name = step.action.strip().lower()
        if step.is_finish:
            out.append((action == "answer", False, -1))
            skipped["actions_after_finish"] += len(ep.steps) - i - 1
            break
        if action == "switch" and first_tool and name not in (first_tool, *_NOT_A_SWITCH):
            out.append((True, False, -1))  # left the tool it started with: the event
            skipped["actions_after_switch"] += len(ep.steps) - i - 1
            break
        first_tool = first_tool or (name if name not in _NOT_A_SWITCH else None)
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
    episodes: Iterable[Episode],
    judgments: str,
    *,
    budget: int | None = None,
    action: str = "answer",
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
    action : {"answer", "switch"}, default "answer"
        The event whose hazard ``answered`` records: ``finish``, or ``switch`` — the first
        action with a tool other than the one the episode started with (leaving a failing
        tool for a backup; ``lookup`` and invalid actions are not a switch). With
        ``switch``, actions after the switch are ignored and counted, and a ``finish`` ends
        the episode without the event.

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
    if budget is not None:
        check_count(budget, "budget", high=MAX_BUDGET)
    if action not in ACTIONS:
        raise ConfigurationError(f"action must be one of {', '.join(ACTIONS)}, got {action!r}")
    keys = (
        "actions_after_finish",
        "actions_after_switch",
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
        c = _codes(ep, judgments, skipped, action)
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
