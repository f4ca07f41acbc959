"""The plain-text report and the forest plot of a paired condition comparison."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

from ..sim import SIX_REGIMES
from ._quality import mean_label

__all__ = ["forest_plot", "format_comparison"]


def _num(x: float | None, fmt: str = "+.3f") -> str:
    return "-" if x is None else format(x, fmt)


def _ci(ci: list[float | None]) -> str:
    return f"[{_num(ci[0])}, {_num(ci[1])}]"


def _p(p: float | None) -> str:
    return "-" if p is None else f"{p:.4f}"


def _gain_label(comp: dict[str, Any]) -> str:
    """``mean6 gain``, or ``mean gain over 1 of 6 regimes (persistent)`` as ``analyze`` says."""
    regimes = list(comp["per_regime"])
    six = [r for r in SIX_REGIMES if r in regimes]
    if len(six) == 6 and len(regimes) == 6:
        return "mean6 gain"
    return mean_label(len(regimes), 6, regimes).replace("mean over", "mean gain over", 1)


def _block(comp: dict[str, Any], pairs: dict[str, Any]) -> list[str]:
    g = comp["mean6_gain"]
    v = g["verdict"]
    rows = [
        f"{comp['other']} vs {comp['base']}  ({pairs['paired']} paired episodes on "
        f"{pairs['tasks']} tasks; unpaired {pairs['unpaired_base']} / {pairs['unpaired_other']}"
        f"; answered with unknown grade {pairs['ungraded_base']} / {pairs['ungraded_other']})",
        f"  {_gain_label(comp)} {_num(g['estimate'])} {_ci(g['ci'])}  p={_p(g['p'])}  "
        f"p_holm={_p(g['p_holm'])}  → {_gain_words(v, comp['other'], comp['base'])}",
        f"  {'regime':<20}{'base':>7}{'other':>7}{'diff':>8}  {'95% CI':<18}"
        f"{'p_holm(NI)':>11}  non-inferior",
    ]
    for r, row in comp["per_regime"].items():
        rows.append(
            f"  {r:<20}{_num(row['base'], '.3f'):>7}{_num(row['other'], '.3f'):>7}"
            f"{_num(row['diff']):>8}  {_ci(row['ci']):<18}"
            f"{_p(row['noninferiority']['p_holm']):>11}  {row['noninferior']}"
        )
    c, m = comp["calls"], comp["median_answer_step"]
    refused = ""
    if c.get("refused_base") or c.get("refused_other"):
        refused = (
            f" (invalid or barred turns besides: {_num(c['refused_base'], '.2f')} → "
            f"{_num(c['refused_other'], '.2f')})"
        )
    rows.append(
        f"  tool calls per episode {_num(c['base'], '.2f')} → {_num(c['other'], '.2f')}"
        f"{refused}; median answering action {_num(m['base'], 'g')} → {_num(m['other'], 'g')}"
    )
    return rows


def _gain_words(v: dict[str, Any], other: str, base: str) -> str:
    """The verdict on a gain, with the tasks that would settle an inconclusive one."""
    if v["direction"] == "above":
        return f"gain: {other} succeeds more than {base}"
    if v["direction"] == "below":
        return f"loss: {other} succeeds less than {base}"
    if v["direction"] == "too_few":
        return (
            f"too few paired tasks for a verdict ({v['n']} of the {v['min_tasks']} needed; "
            "no p-value)"
        )
    if v["direction"] == "within":
        return f"no difference beyond ±{v['margin']:g}"
    if v["direction"] != "inconclusive":
        return str(v["verdict"])
    if v["n_needed"] is None:
        return "inconclusive (the gain is exactly 0)"
    return (
        f"inconclusive: about {v['n_more']:,} more tasks ({v['n_needed']:,} in all) would narrow "
        f"the CI to exclude 0 or fit within ±{v['margin']:g}"
    )


#: What the columns and lines of the report mean.
LEGEND = (
    "How to read it: mean6 gain = other − base success averaged over the six regimes, with "
    "its 95% CI and p (one-sided, no gain), p_holm = Holm-adjusted over every test of the run; "
    "the verdict names a gain or a loss only when the CI excludes 0, 'no difference' only when "
    "the whole CI lies within ±margin, else inconclusive (the 95% CI, unadjusted: p_holm is "
    "the family-wise test). Per regime: base / other = share of "
    "episodes answered correctly, diff = other − base with its CI; p_holm(NI) = adjusted p "
    "that other is worse by the margin or more; non-inferior = pass (that p <= alpha), fail "
    "(CI wholly below −margin) or inconclusive. Below the minimum of paired tasks (10 by "
    "default) a comparison names no verdict and prints no p-value. Tool calls = tool calls "
    "that ran per episode (invalid and barred turns are counted beside them, not as calls). "
    "Median answering action = the action (1 = first) at which the episodes that "
    "answer do so, over those episodes only: a gate can raise it, because the gated agent "
    "now answers, late and from memory, episodes in which it used to run out of budget "
    "without answering."
)


def format_comparison(result: Any, *, explain: bool = True) -> str:
    """The report :meth:`~uselessdetect.measure.Comparison.report` returns, with the legend
    of its columns at the end unless ``explain`` is false."""
    rows: list[str] = []
    for comp, pairs in zip(result.comparisons, result.pairs, strict=True):
        rows += _block(comp, pairs) + [""]
    for t in result.timing:
        rows.append(
            f"timing: {t['gate']} over the random control '{t['control']}': mean6 gain "
            f"{_num(t['estimate'])} {_ci(t['ci'])}  p_holm={_p(t['p_holm'])}  → "
            f"{_gain_words(t['verdict'], t['gate'], t['control'])}"
        )
    fam, s = result.family, result.settings
    rows.append(
        f"Holm over {fam['n_tests']} tests (alpha {fam['alpha']}); non-inferiority margin "
        f"{s['margin']}; {s['n_boot']} paired bootstrap resamples of tasks"
    )
    if explain:
        rows += ["", textwrap.fill(LEGEND, 96)]
    return "\n".join(rows)


def forest_plot(result: Any, path: str | Path) -> Path:
    """Per-regime differences with CIs, one colour per comparison, the margin dashed."""
    from .._plot import new_figure, save_figure

    comps = result.comparisons
    regimes = list(dict.fromkeys(r for c in comps for r in c["per_regime"]))
    fig = new_figure((6.4, 0.45 * len(regimes) * max(len(comps), 1) + 1.6))
    ax = fig.add_subplot(1, 1, 1)
    height = 0.8 / max(len(comps), 1)
    for j, comp in enumerate(comps):
        ys, xs, lo, hi = [], [], [], []
        for i, r in enumerate(regimes):
            row = comp["per_regime"].get(r)
            if row is None or row["diff"] is None or None in row["ci"]:
                continue
            ys.append(len(regimes) - 1 - i + 0.4 - (j + 0.5) * height)
            xs.append(row["diff"])
            lo.append(row["diff"] - row["ci"][0])
            hi.append(row["ci"][1] - row["diff"])
        ax.errorbar(xs, ys, xerr=[lo, hi], fmt="o", capsize=3, label=comp["other"])
    margin = float(result.settings["margin"])
    ax.axvline(0.0, color="black", linewidth=0.8)
    ax.axvline(-margin, color="grey", linestyle="--", linewidth=1, label=f"margin −{margin:g}")
    ax.set_yticks(range(len(regimes)), list(reversed(regimes)))
    ax.set_xlabel(f"success difference vs {result.settings['base']} (95% CI)")
    ax.legend(loc="best", fontsize="small")
    fig.tight_layout()
    out = Path(path)
    save_figure(fig, out, dpi=100)  # atomic; a device or FIFO is written in place
    return out
