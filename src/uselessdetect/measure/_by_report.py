"""The per-group stopping analysis as text: the condition table and its two side tables."""

from __future__ import annotations

from typing import Any

from ._quality import format_quality, mean_label

__all__ = ["format_grouped"]


def _f(x: float | None, fmt: str = "+.2f") -> str:
    if x is None or x != x:  # None or NaN
        return "n/a"
    return format(x, fmt)


def _delta(a: Any) -> str:
    e = a.delta.estimate
    return f"{_f(e.estimate)} [{_f(e.ci[0])}, {_f(e.ci[1])}]"


def format_grouped(g: Any) -> str:
    """The table of :class:`~uselessdetect.measure.GroupedAnalysis` (one row per group), then
    answer quality, judgment accuracy by result kind and belief calibration, where present."""
    lines = _condition_table(g)
    quality = {n: grp["analysis"].quality for n, grp in g.groups.items()}
    if any(q is not None for q in quality.values()):
        lines += ["", *format_quality({n: q for n, q in quality.items() if q is not None})]
    lines += _judgment_table(g)
    if any(grp["belief"]["n"] for grp in g.groups.values()):
        lines += _belief_table(g)
    return "\n".join(lines)


def _condition_table(g: Any) -> list[str]:
    """The heading, the one-row-per-group table and its footnotes."""
    budgets = sorted(
        {b for grp in g.groups.values() for b in grp["budgets"]},
        key=lambda b: (b == "-", int(b) if b != "-" else 0),
    )
    head = (
        f"{'group':<20}{'episodes':>9}  {'Δ [95% CI]':<22}{'after5':>8}{'slope':>8}"
        f"{'mean6':>7}" + "".join(f"{'median@' + b:>11}" for b in budgets) + f"{'calls':>7}"
    )
    lines = [
        f"Stopping by {', '.join(g.by)} — judgments: {g.judgments}. Δ: answering after an "
        "unbroken run of useless judgments minus after a history with a useful one, same step; "
        "after5: share answering after 5 useless judgments; slope: hazard change per further "
        "useless judgment; median@B: median answering action at budget B.",
        "",
        head,
    ]
    partial: set[str] = set()
    lines += [_group_row(name, grp, budgets, partial) for name, grp in g.groups.items()]
    if partial:
        lines.append(f"  * {' / '.join(sorted(partial))}, not mean6")
    lines.append(
        "  calls: tool calls that ran per episode (invalid and barred turns are not calls)"
    )
    return lines


def _group_row(name: str, grp: dict[str, Any], budgets: list[str], partial: set[str]) -> str:
    """One group's row; a mean over fewer than six regimes is starred and its label added to
    ``partial`` (for the footnote)."""
    a = grp["analysis"]
    after = a.answered_after["share"]
    calls = [grp["budgets"][b]["tool_calls"] for b in grp["budgets"]]
    cells = "".join(
        f"{_f(grp['budgets'].get(b, {}).get('median_answer_step'), 'g'):>11}" for b in budgets
    )
    mean = _f(a.success["mean6"], ".3f")
    if a.success["mean6"] is None and a.success.get("covered"):
        partial.add(mean_label(a.success["covered"], a.success["of"]))
        mean = _f(a.success["mean_covered"], ".3f") + "*"
    return (
        f"{name:<20}{a.n_episodes:>9}  {_delta(a):<22}{_f(after, '.2f'):>8}"
        f"{_f(a.hazard_slope.estimate):>8}{mean:>7}{cells}"
        f"{_f(sum(calls) / len(calls) if calls else None, '.1f'):>7}"
    )


def _judgment_table(g: Any) -> list[str]:
    """Share judged useless per result kind and group (nothing when no kind is known)."""
    kinds = sorted(
        {k for grp in g.groups.values() for k in grp["judgment_accuracy"]},
        key=lambda k: (k != "gold", k),
    )
    if not kinds:
        return []
    lines = [
        "",
        f"Judgments ({g.judgments}) judged useless, by result kind (n)",
        f"{'group':<20}" + "".join(f"{k:>16}" for k in kinds),
    ]
    for name, grp in g.groups.items():
        acc = grp["judgment_accuracy"]
        cells = (
            f"{_f(acc[k]['judged_useless'], '.2f') + ' (' + str(acc[k]['n']) + ')':>16}"
            if k in acc
            else f"{'-':>16}"
            for k in kinds
        )
        lines.append(f"{name:<20}" + "".join(cells))
    return lines


def _belief_table(g: Any) -> list[str]:
    """Reported beliefs against outcomes, per group."""
    lines = [
        "",
        "Beliefs: mean reported p against the outcome (answered: p_answer_now vs success; "
        "went on: p_continue vs final success); answered where p_answer_now > p_continue",
        f"{'group':<20}{'answered p/succ':>18}{'went on p/succ':>18}{'favoured→answered':>20}"
        f"{'unparsed':>10}",
    ]
    for name, grp in g.groups.items():
        b = grp["belief"]
        fa = b["favoured_answer_now"]
        answered = f"{_f(b['answered']['mean_p_answer_now'], '.2f')} / "
        answered += _f(b["answered"]["success"], ".2f")
        went_on = f"{_f(b['continued']['mean_p_continue'], '.2f')} / "
        went_on += _f(b["continued"]["success"], ".2f")
        lines.append(
            f"{name:<20}{answered:>18}{went_on:>18}"
            f"{str(fa['answered']) + ' of ' + str(fa['n']):>20}{b['unparsed']:>10}"
        )
    return lines
