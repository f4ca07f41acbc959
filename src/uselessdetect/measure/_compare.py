"""Paired condition comparisons: does a gate raise success, and on which regimes may it hurt?

Episodes of two or more conditions on the same tasks are paired by ``(task, regime)`` — the
task is the episode's ``task_id`` (``simulate`` writes it) or its ``id`` without the trailing
``/<regime>``. For each condition against the base, on the paired episodes:

* **mean6 gain** — mean over regimes of the success difference, with a percentile CI from a
  paired cluster bootstrap (tasks resampled, every regime of a task together) and the
  one-sided p-value ``(1 + #{gain* ≤ 0}) / (1 + B)`` of "no gain", and a verdict by the rule of
  :func:`~uselessdetect.measure.ci_verdict` (a gain or a loss only when the CI excludes 0, "no
  difference" only when it lies within ``±margin``, else inconclusive with roughly how many
  tasks would settle it);
* **per regime** — the paired success difference with its CI, and **non-inferiority** against
  ``margin``: one-sided p ``(1 + #{diff* ≤ −margin}) / (1 + B)``; ``pass`` when its Holm-adjusted
  p is at most ``alpha``, ``fail`` when the CI lies wholly below ``−margin``, else
  ``inconclusive``;
* **timing** — when a condition's gate is judged by the ``random`` detector (the rate-matched
  control), every other gated condition's mean6 gain over it;
* tool calls per episode and the median answering action.

Holm's adjustment runs over the whole family of tests of the call (every gain, every
non-inferiority test, every timing test). Unpaired episodes are counted, never dropped silently.
"""

from __future__ import annotations

import statistics
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .._checks import MAX_RESAMPLES, check_count
from .._types import Episode
from ..exceptions import ConfigurationError
from ..sim import SIX_REGIMES
from ._analysis import _grade
from ._quality import tool_calls
from ._stats import _resample_counts, holm
from ._verdict import ci_verdict

__all__ = ["Comparison", "MIN_PAIRED_TASKS", "TOO_FEW", "compare", "episode_key"]


#: Fewest paired tasks for a verdict on a comparison (see :func:`compare`).
MIN_PAIRED_TASKS = 10
#: The verdict (and the non-inferiority result) of a comparison on too few paired tasks.
TOO_FEW = "too few paired tasks for a verdict"


def episode_key(ep: Episode) -> tuple[str, str]:
    """The pairing key ``(task, regime)`` of an episode.

    Examples
    --------
    >>> episode_key(Episode(id="q7/persistent", question="q", steps=[], regime="persistent"))
    ('q7', 'persistent')
    """
    regime = ep.regime or ""
    task = ep.raw.get("task_id")
    if task is None:
        task = ep.id.removesuffix(f"/{regime}") if regime else ep.id
    return str(task), regime


@dataclass
class _Condition:
    name: str
    grade: dict[tuple[str, str], float]
    calls: dict[tuple[str, str], int]
    invalid: dict[tuple[str, str], int]
    answer_step: dict[tuple[str, str], int | None]
    gate: str | None
    ungraded: int

    @classmethod
    def read(cls, name: str, episodes: Iterable[Episode]) -> _Condition:
        grade: dict[tuple[str, str], float] = {}
        calls: dict[tuple[str, str], int] = {}
        invalid: dict[tuple[str, str], int] = {}
        step: dict[tuple[str, str], int | None] = {}
        gates: set[str | None] = set()
        ungraded = 0
        for ep in episodes:
            key = episode_key(ep)
            if key in grade or key in step:
                raise ConfigurationError(
                    f"condition {name}: task {key[0]!r} under regime {key[1]!r} appears twice "
                    f"(episode {ep.id}); expected one episode per task and regime"
                )
            g = _grade(ep)
            fin = [i for i, s in enumerate(ep.steps) if s.is_finish]
            step[key] = fin[0] + 1 if fin else None
            if np.isnan(g):
                ungraded += 1
                continue
            grade[key], calls[key] = g, tool_calls(ep)
            invalid[key] = sum(bool(s.raw.get("invalid") or s.raw.get("barred")) for s in ep.steps)
            gate = ep.raw.get("gate")
            gates.add(str(gate.get("detector")) if isinstance(gate, Mapping) else None)
        if not grade:
            raise ConfigurationError(f"condition {name}: expected graded episodes, got none")
        gate_name = gates.pop() if len(gates) == 1 else None
        return cls(name, grade, calls, invalid, step, gate_name, ungraded)

    def summary(self, keys: Iterable[tuple[str, str]] | None = None) -> dict[str, Any]:
        keys = list(self.grade if keys is None else keys)
        steps = [s for k in keys if (s := self.answer_step.get(k)) is not None]
        return {
            "n_episodes": len(keys),
            "calls": _r(float(np.mean([self.calls[k] for k in keys]))) if keys else None,
            "refused": _r(float(np.mean([self.invalid[k] for k in keys]))) if keys else None,
            "median_answer_step": float(statistics.median(steps)) if steps else None,
        }


def _r(x: float) -> float | None:
    return None if not np.isfinite(x) else round(float(x), 6)


@dataclass
class _Pair:
    """Paired per-task tables of one comparison and their bootstrap draws."""

    base: str
    other: str
    regimes: list[str]
    counts: dict[str, int]
    point: np.ndarray  # (R,) per-regime differences
    draws: np.ndarray  # (B, R)
    rates: np.ndarray  # (2, R) base and other success

    @classmethod
    def build(
        cls, a: _Condition, b: _Condition, regimes: Sequence[str], n_boot: int, seed: int
    ) -> _Pair:
        both = sorted(set(a.grade) & set(b.grade))
        if not both:
            raise ConfigurationError(
                f"conditions {a.name} and {b.name} share no (task, regime); expected the same "
                f"tasks under the same regimes"
            )
        order = {r: i for i, r in enumerate(regimes)}
        regs = sorted({k[1] for k in both}, key=lambda r: (order.get(r, len(order)), r))
        tasks = sorted({k[0] for k in both})
        ti, ri = {t: i for i, t in enumerate(tasks)}, {r: i for i, r in enumerate(regs)}
        table = np.zeros((len(tasks), 3, len(regs)))
        for key in both:
            row, col = ti[key[0]], ri[key[1]]
            table[row, :, col] += (1.0, a.grade[key], b.grade[key])
        counts = {
            "paired": len(both),
            "tasks": len(tasks),
            "unpaired_base": len(set(a.grade) - set(b.grade)),
            "unpaired_other": len(set(b.grade) - set(a.grade)),
            "ungraded_base": a.ungraded,
            "ungraded_other": b.ungraded,
        }
        flat = table.reshape(len(tasks), -1)
        rng = np.random.default_rng(seed)
        resampled = _resampled(flat, n_boot, rng)
        tot = flat.sum(axis=0)
        return cls(
            a.name, b.name, regs, counts, _diffs(tot[None])[0], _diffs(resampled), _rates(tot)
        )


def _resampled(flat: np.ndarray, n_boot: int, rng: np.random.Generator) -> np.ndarray:
    """Column totals of ``flat`` in ``n_boot`` task resamples, drawn 1,000 at a time (the
    draws are the ones a single call makes; memory stays ``1,000 × tasks``)."""
    out = np.empty((n_boot, flat.shape[1]))
    for start in range(0, n_boot, 1000):
        size = min(1000, n_boot - start)
        out[start : start + size] = _resample_counts(flat.shape[0], size, rng) @ flat
    return out


def _rates(tot: np.ndarray) -> np.ndarray:
    n, sa, sb = tot.reshape(3, -1)
    with np.errstate(invalid="ignore", divide="ignore"):
        return np.vstack([sa / n, sb / n])


def _diffs(tot: np.ndarray) -> np.ndarray:
    """Per-regime success differences (other − base) from column totals ``(B, 3·R)``."""
    n, sa, sb = (tot.reshape(tot.shape[0], 3, tot.shape[1] // 3)[:, i] for i in range(3))
    with np.errstate(invalid="ignore", divide="ignore"):
        return (sb - sa) / n


def _ci(draws: np.ndarray, level: float) -> list[float | None]:
    vals = draws[np.isfinite(draws)]
    if not vals.size:
        return [None, None]
    lo, hi = np.quantile(vals, [(1 - level) / 2, (1 + level) / 2])
    return [_r(lo), _r(hi)]


def _p_above(draws: np.ndarray, bound: float) -> float:
    """One-sided bootstrap p of "the value is at most ``bound``": (1 + #{draw ≤ bound})/(1 + B)."""
    vals = draws[np.isfinite(draws)]
    return float((1 + np.sum(vals <= bound + 1e-12)) / (1 + vals.size))


@dataclass(frozen=True)
class Comparison:
    """What :func:`compare` measured; :meth:`to_dict` is the ``--json`` report."""

    conditions: list[dict[str, Any]]
    pairs: list[dict[str, Any]]
    comparisons: list[dict[str, Any]]
    timing: list[dict[str, Any]]
    family: dict[str, Any]
    settings: dict[str, Any]

    def to_dict(self) -> dict[str, Any]:
        """JSON form: ``conditions``, ``pairs``, ``comparisons``, ``timing``, ``family``."""
        return {
            "conditions": self.conditions,
            "pairs": self.pairs,
            "comparisons": self.comparisons,
            "timing": self.timing,
            "family": self.family,
            "settings": self.settings,
        }

    def report(self) -> str:
        """A plain-text report: one block per comparison, then the timing tests."""
        from ._compare_report import format_comparison

        return format_comparison(self)

    def plot(self, path: str | Path) -> Path:
        """Forest plot of the per-regime differences with the margin drawn (``plot`` extra)."""
        from ._compare_report import forest_plot

        return forest_plot(self, path)


def _gain(pair: _Pair, regimes: Sequence[str], level: float) -> dict[str, Any]:
    six = [pair.regimes.index(r) for r in regimes if r in pair.regimes]
    est = float(np.mean(pair.point[six])) if six else np.nan
    draws = pair.draws[:, six].mean(axis=1) if six else np.empty(0)
    missing = [r for r in regimes if r not in pair.regimes]
    return {
        "estimate": _r(est),
        "ci": _ci(draws, level),
        "p": _p_above(draws, 0.0),
        "regimes_missing": missing,
    }


def compare(
    conditions: Mapping[str, Iterable[Episode]],
    *,
    margin: float = 0.05,
    n_boot: int = 2000,
    level: float = 0.95,
    alpha: float = 0.05,
    random_state: int = 0,
    regimes: Sequence[str] = SIX_REGIMES,
    min_tasks: int = MIN_PAIRED_TASKS,
) -> Comparison:
    """Compare conditions on the same tasks, pairing episodes by ``(task, regime)``.

    Parameters
    ----------
    conditions : mapping name -> episodes
        Two or more conditions, the first one the base every other is compared with.
    margin : float
        Non-inferiority margin: a regime passes when its success drops by less than this.
    n_boot, level, random_state
        Paired cluster bootstrap over tasks (every comparison uses the same seed).
    alpha : float
        Family-wise error rate of the Holm-adjusted tests.
    regimes : sequence of str
        The regimes averaged by the mean6 gain (the paper's six).
    min_tasks : int, default :data:`MIN_PAIRED_TASKS`
        Fewest paired tasks for a verdict: below it a comparison says there are too few
        tasks and carries no p-value (a bootstrap over one or two tasks has no spread to
        speak of), and its tests leave Holm's family.

    Examples
    --------
    >>> def ep(t, r, ok, gate=None):
    ...     return Episode(id=f"{t}/{r}", question="q", steps=[], regime=r, correct=ok,
    ...                    raw={"gate": gate})
    >>> base = [ep(t, "persistent", False) for t in "abcdefgh"]
    >>> gated = [ep(t, "persistent", t in "abcde", {"detector": "oracle"}) for t in "abcdefgh"]
    >>> out = compare({"unaided": base, "gated": gated}, regimes=["persistent"], n_boot=200)
    >>> c = out.comparisons[0]
    >>> c["mean6_gain"]["estimate"], c["mean6_gain"]["ci"][0] > 0
    (0.625, True)
    """
    if len(conditions) < 2:
        raise ConfigurationError(f"expected two or more conditions, got {len(conditions)}")
    check_count(min_tasks, "min_tasks")
    n_boot = check_count(n_boot, "n_boot", low=0, high=MAX_RESAMPLES)
    if not 0 <= margin < 1 or not 0 < level < 1 or not 0 < alpha < 1:
        raise ConfigurationError(
            f"expected 0 <= margin < 1, 0 < level < 1, 0 < alpha < 1, n_boot >= 0; got "
            f"margin={margin!r}, level={level!r}, alpha={alpha!r}, n_boot={n_boot!r}"
        )
    conds = [_Condition.read(name, eps) for name, eps in conditions.items()]
    base = conds[0]
    pairs = [_Pair.build(base, c, regimes, n_boot, random_state) for c in conds[1:]]
    comps = [
        _comparison(p, base, c, regimes, margin, level)
        for p, c in zip(pairs, conds[1:], strict=True)
    ]
    timing = _timing(conds, regimes, n_boot, random_state, level)
    few = [pair.counts["tasks"] < min_tasks for pair in pairs]
    few_timing = [t["_pair"].counts["tasks"] < min_tasks for t in timing]
    tests: list[dict[str, Any]] = []
    for comp, too_few in zip(comps, few, strict=True):
        family = [
            comp["mean6_gain"],
            *(row["noninferiority"] for row in comp["per_regime"].values()),
        ]
        if too_few:  # no test: a p-value over so few tasks would pretend to a spread it lacks
            for t in family:
                t["p"] = t["p_holm"] = None
        else:
            tests.extend(family)
    for t, too_few in zip(timing, few_timing, strict=True):
        if too_few:
            t["p"] = t["p_holm"] = None
        else:
            tests.append(t)
    adjusted = holm([t["p"] for t in tests]) if tests else np.empty(0)
    for t, p in zip(tests, adjusted.tolist(), strict=True):
        t["p_holm"] = round(float(p), 6)
        t["p"] = round(float(t["p"]), 6)
    for comp, pair, too_few in zip(comps, pairs, few, strict=True):
        for row in comp["per_regime"].values():
            row["noninferior"] = TOO_FEW if too_few else _ni_verdict(row, margin, alpha)
        comp["mean6_gain"]["verdict"] = _gain_verdict(comp["mean6_gain"], pair, margin, min_tasks)
    for t in timing:
        t["verdict"] = _gain_verdict(t, t.pop("_pair"), margin, min_tasks)
    return Comparison(
        conditions=[{"name": c.name, "gate": c.gate, **c.summary()} for c in conds],
        pairs=[{"base": p.base, "other": p.other, **p.counts} for p in pairs],
        comparisons=comps,
        timing=timing,
        family={"n_tests": len(tests), "alpha": alpha, "method": "holm"},
        settings={
            "margin": margin,
            "n_boot": n_boot,
            "level": level,
            "random_state": random_state,
            "regimes": list(regimes),
            "base": base.name,
            "min_tasks": min_tasks,
        },
    )


#: :func:`ci_verdict`'s direction → the verdict on a mean6 gain.
GAIN_VERDICTS = {
    "above": "gain: the other condition succeeds more",
    "below": "loss: the other condition succeeds less",
    "within": "no difference beyond the margin",
    "inconclusive": "inconclusive",
    "undefined": "undefined (no CI)",
}


def _gain_verdict(
    gain: dict[str, Any], pair: _Pair, margin: float, min_tasks: int
) -> dict[str, Any]:
    """The verdict on a gain by the rule of :func:`ci_verdict`, over the paired tasks."""
    n = pair.counts["tasks"]
    if n < min_tasks:
        return {"verdict": TOO_FEW, "direction": "too_few", "n": n, "min_tasks": min_tasks,
                "margin": margin, "units": "tasks"}  # fmt: skip
    rule = ci_verdict(gain["estimate"], gain["ci"], n=pair.counts["tasks"], margin=margin)
    return {"verdict": GAIN_VERDICTS[rule.direction], **rule.to_dict(), "units": "tasks"}


def _ni_verdict(row: dict[str, Any], margin: float, alpha: float) -> str:
    if row["noninferiority"]["p_holm"] <= alpha:
        return "pass"
    hi = row["ci"][1]
    return "fail" if hi is not None and hi < -margin else "inconclusive"


def _comparison(
    pair: _Pair,
    base: _Condition,
    other: _Condition,
    regimes: Sequence[str],
    margin: float,
    level: float,
) -> dict[str, Any]:
    keys = sorted(set(base.grade) & set(other.grade))
    per: dict[str, Any] = {}
    for i, r in enumerate(pair.regimes):
        d = pair.draws[:, i]
        per[r] = {
            "base": _r(pair.rates[0, i]),
            "other": _r(pair.rates[1, i]),
            "diff": _r(pair.point[i]),
            "ci": _ci(d, level),
            "noninferiority": {"margin": margin, "p": _p_above(d, -margin)},
        }
    b, o = base.summary(keys), other.summary(keys)
    return {
        "base": base.name,
        "other": other.name,
        "mean6_gain": _gain(pair, regimes, level),
        "per_regime": per,
        "calls": {
            "base": b["calls"],
            "other": o["calls"],
            "diff": _r((o["calls"] or 0) - (b["calls"] or 0)),
            "refused_base": b["refused"],
            "refused_other": o["refused"],
        },
        "median_answer_step": {"base": b["median_answer_step"], "other": o["median_answer_step"]},
    }


def _timing(
    conds: list[_Condition], regimes: Sequence[str], n_boot: int, seed: int, level: float
) -> list[dict[str, Any]]:
    """Each detector gate's gain over each rate-matched random control among the conditions."""
    controls = [c for c in conds if (c.gate or "").startswith("random")]
    gated = [c for c in conds if c.gate is not None and c not in controls]
    out = []
    for ctl in controls:
        for g in gated:
            pair = _Pair.build(ctl, g, regimes, n_boot, seed)
            gain = _gain(pair, regimes, level)
            out.append({"control": ctl.name, "gate": g.name, **gain, "_pair": pair})
    return out
