"""The stopping analysis per group of episodes (``analyze --by condition``), with the paper's
per-condition columns: Δ, the share answering after five useless judgments, the hazard slope,
mean6, the median answering action per budget, judgment accuracy per result kind, and belief
calibration.

**Judgment accuracy per kind.** Each non-finish step judged by ``judgments`` is counted under
its ``kind`` (``gold``, ``injected``, ``plausible``, ``answerless``, ``miss``, ``lookup``, as
``experiment`` records them; a step without one under ``useful`` / ``useless`` by its
label): the share judged useless, and the accuracy against the label (abstentions apart).

**Belief calibration.** At each decision point with a parsed ``belief``: where the agent
answered, its mean ``p_answer_now`` against the share of those answers that were correct;
where it went on, its mean ``p_continue`` against the share of those episodes that ended
correct; and how often it answered where its own report favoured answering now
(``p_answer_now > p_continue``).
"""

from __future__ import annotations

import statistics
from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np

from .._types import Episode
from ..exceptions import ConfigurationError
from ._analysis import Analysis, analyze
from ._quality import tool_calls

__all__ = [
    "GroupedAnalysis",
    "analyze_by",
    "answer_steps_by_budget",
    "belief_calibration",
    "compare_by",
    "judgment_accuracy",
]


def _key(ep: Episode, fields: Sequence[str]) -> str:
    vals = []
    for f in fields:
        v = getattr(ep, f, None) if f in ("budget", "regime") else ep.raw.get(f)
        vals.append("-" if v is None else str(v))
    return " / ".join(vals)


def judgment_accuracy(episodes: Iterable[Episode], judgments: str = "self") -> dict[str, Any]:
    """Per result kind: steps judged, share judged useless, accuracy against the labels.

    Examples
    --------
    >>> from uselessdetect import Step
    >>> st = [Step("search", observation="x", label=1, raw={"kind": "injected"},
    ...            judgments={"self": {"verdict": v, "score": 1.0}}) for v in ("useless", "useful")]
    >>> judgment_accuracy([Episode("e", "q", st)])["injected"]
    {'n': 2, 'unknown': 0, 'judged_useless': 0.5, 'accuracy': 0.5}
    """
    tally: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])  # n, unknown, useless, right
    for ep in episodes:
        for step in ep.steps:
            j = step.judgments.get(judgments)
            if step.is_finish or step.observation is None or j is None:
                continue
            if step.raw.get("invalid") or step.raw.get("barred"):
                continue  # a refused turn is not a result: the data-quality table counts it
            by_label = {0: "useful", 1: "useless"}
            kind = step.raw.get("kind") or by_label.get(-1 if step.label is None else step.label)
            kind = kind or "unlabeled"
            row = tally[str(kind)]
            row[0] += 1
            verdict = j.get("verdict")
            if verdict not in ("useless", "useful"):
                row[1] += 1
                continue
            row[2] += verdict == "useless"
            if step.label is not None:
                row[3] += int(verdict == "useless") == int(step.label)
    out = {}
    for kind in sorted(tally, key=lambda k: (k != "gold", k)):
        n, unknown, useless, right = tally[kind]
        stated = n - unknown
        out[kind] = {
            "n": n,
            "unknown": unknown,
            "judged_useless": round(useless / stated, 6) if stated else None,
            "accuracy": round(right / stated, 6) if stated else None,
        }
    return out


def belief_calibration(episodes: Iterable[Episode]) -> dict[str, Any]:
    """Reported beliefs against outcomes at the decision points that record one."""
    ans_p, ans_ok, cont_p, cont_ok = [], [], [], []
    favour = [0, 0]  # points favouring answering now, of which answered
    unparsed = 0
    for ep in episodes:
        ok = float(bool(ep.correct))
        for step in ep.steps:
            b = step.raw.get("belief")
            if not isinstance(b, dict):
                continue
            pc, pa = b.get("p_continue"), b.get("p_answer_now")
            if not isinstance(pc, int | float) or not isinstance(pa, int | float):
                unparsed += 1
                continue
            if pa > pc:
                favour[0] += 1
                favour[1] += step.is_finish
            if step.is_finish:
                ans_p.append(float(pa))
                ans_ok.append(ok)
            else:
                cont_p.append(float(pc))
                cont_ok.append(ok)

    def mean(x: list[float]) -> float | None:
        return round(float(np.mean(x)), 6) if x else None

    return {
        "n": len(ans_p) + len(cont_p),
        "unparsed": unparsed,
        "answered": {"n": len(ans_p), "mean_p_answer_now": mean(ans_p), "success": mean(ans_ok)},
        "continued": {
            "n": len(cont_p),
            "mean_p_continue": mean(cont_p),
            "success": mean(cont_ok),
        },
        "favoured_answer_now": {
            "n": favour[0],
            "answered": favour[1],
            "share": round(favour[1] / favour[0], 6) if favour[0] else None,
        },
    }


def answer_steps_by_budget(episodes: Iterable[Episode]) -> dict[str, Any]:
    """Per budget: episodes, the share answered and the median answering action (1-based)."""
    by: dict[int | None, list[Episode]] = defaultdict(list)
    for ep in episodes:
        by[ep.budget].append(ep)
    out = {}
    for b in sorted(by, key=lambda x: (x is None, x or 0)):
        eps = by[b]
        steps = [
            next(i for i, s in enumerate(e.steps) if s.is_finish) + 1
            for e in eps
            if any(s.is_finish for s in e.steps)
        ]
        out["-" if b is None else str(b)] = {
            "n": len(eps),
            "answered": round(len(steps) / len(eps), 6),
            "median_answer_step": float(statistics.median(steps)) if steps else None,
            "tool_calls": round(float(np.mean([tool_calls(e) for e in eps])), 6),
            "invalid_turns": round(
                float(np.mean([sum(bool(s.raw.get("invalid")) for s in e.steps) for e in eps])), 6
            ),
        }
    return out


@dataclass(frozen=True)
class GroupedAnalysis:
    """:func:`analyze` per group, with the per-group columns of the module docstring."""

    by: tuple[str, ...]
    judgments: str
    groups: dict[str, dict[str, Any]]

    def to_dict(self) -> dict[str, Any]:
        """JSON form: per group the full analysis and the extra columns."""
        return {
            "by": list(self.by),
            "judgments": self.judgments,
            "groups": {
                name: {**g, "analysis": g["analysis"].to_dict()} for name, g in self.groups.items()
            },
        }

    def report(self) -> str:
        """The per-group table, then judgment accuracy and belief calibration per group."""
        from ._by_report import format_grouped

        return format_grouped(self)


def analyze_by(
    episodes: Iterable[Episode],
    judgments: str = "oracle",
    *,
    by: str | Sequence[str] = "condition",
    **kwargs: Any,
) -> GroupedAnalysis:
    """Run :func:`analyze` on each group of episodes sharing the values of ``by``.

    ``by`` names episode fields (``condition``, ``model``, ``budget``, …; a comma list or a
    sequence). Groups keep their order of first appearance. Keyword arguments go to
    :func:`analyze`.

    Examples
    --------
    >>> from uselessdetect.sim import simulate
    >>> rec = {"_id": "q", "question": "Who sang Arms Wide Open?", "answer": "Creed",
    ...        "supporting_facts": [["Arms Wide Open", 0]],
    ...        "context": [["Arms Wide Open", ["Arms Wide Open is a song by Creed."]],
    ...                    ["Creed (band)", ["Creed is an American rock band."]]]}
    >>> eps = simulate([rec], "persistent") + simulate([rec], "deadline")
    >>> out = analyze_by(eps, "oracle", by="agent", n_boot=0)
    >>> list(out.groups), out.groups["deadline"]["budgets"]["8"]["median_answer_step"]
    (['persistent', 'deadline'], 8.0)
    """
    fields = tuple(p.strip() for p in by.split(",")) if isinstance(by, str) else tuple(by)
    if not fields or not all(fields):
        raise ConfigurationError(f"expected field names to group by, got {by!r}")
    groups: dict[str, list[Episode]] = {}
    for ep in episodes:
        groups.setdefault(_key(ep, fields), []).append(ep)
    if not groups:
        raise ConfigurationError("expected at least one episode to analyse, got none")
    out: dict[str, dict[str, Any]] = {}
    for name, eps in groups.items():
        result: Analysis = analyze(eps, judgments, **kwargs)
        out[name] = {
            "analysis": result,
            "budgets": answer_steps_by_budget(eps),
            "judgment_accuracy": judgment_accuracy(eps, judgments),
            "belief": belief_calibration(eps),
        }
    return GroupedAnalysis(fields, judgments, out)


def compare_by(
    episodes: Iterable[Episode],
    *,
    by: str = "condition",
    base: str | None = None,
    **kwargs: Any,
) -> dict[str, Any]:
    """:func:`~uselessdetect.measure.compare` of the groups of one file, budget by budget.

    Episodes are split by the field ``by`` (the conditions of an ``experiment`` run) and, when
    they hold several budgets, compared within each budget. ``base`` is the group every other
    is compared with (default ``unaided`` when present, else the first group). The regimes
    averaged are those present (the paper's six when all are). Returns ``{budget: Comparison}``.
    """
    from ..sim import SIX_REGIMES
    from ._compare import compare

    split: dict[str, dict[str, list[Episode]]] = {}
    regimes: set[str] = set()
    for ep in episodes:
        b = "-" if ep.budget is None else str(ep.budget)
        name = ep.raw.get(by) if by not in ("budget", "regime") else getattr(ep, by)
        split.setdefault(b, {}).setdefault("-" if name is None else str(name), []).append(ep)
        regimes.add(ep.regime or "")
    if not split:
        raise ConfigurationError("expected episodes to compare, got none")
    order = [r for r in SIX_REGIMES if r in regimes] + sorted(regimes - set(SIX_REGIMES))
    out = {}
    for b in sorted(split, key=lambda x: (x == "-", int(x) if x != "-" else 0)):
        groups = split[b]
        first = (
            base if base is not None else ("unaided" if "unaided" in groups else next(iter(groups)))
        )
        if first not in groups:
            raise ConfigurationError(
                f"no episodes with {by} = {first!r} at budget {b}; groups: {', '.join(groups)}"
            )
        ordered = {first: groups[first], **{k: v for k, v in groups.items() if k != first}}
        out[b] = compare(ordered, **{"regimes": order, **kwargs})
    return out
