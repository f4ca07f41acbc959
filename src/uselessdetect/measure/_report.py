"""The stopping analysis as text and as a picture: :func:`format_report`, :func:`plot_hazard`."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import Any

import numpy as np

from .._plot import new_figure, save_figure
from ._quality import format_quality, mean_label
from ._stats import Estimate

#: Fewest episodes for a verdict on Δ (as :mod:`._analysis` has it).
MIN_EPISODES = 10

__all__ = ["format_report", "plot_hazard"]


def _f(x: float | None, signed: bool = True) -> str:
    if x is None or not np.isfinite(x):
        return "n/a"
    return f"{x:+.3f}" if signed else f"{x:.3f}"


def _ci(e: Estimate) -> str:
    return f"[{_f(e.ci[0])}, {_f(e.ci[1])}]"


def format_report(a: Any) -> str:
    """The plain-text report of an :class:`~uselessdetect.measure.Analysis`: one table per measure
    with CIs and n, then the verdict."""
    pct = f"{a.settings['level']:.0%}"
    d = a.delta
    action = a.settings.get("action", "answer")
    what = "Stopping" if action == "answer" else "Switching (the action measured: leaving the tool)"
    lines = [
        f"{what} analysis — judgments: {a.judgments}; {a.n_episodes} episodes, "
        f"{a.n_decision_points} decision points (final actions excluded); "
        f"{pct} CIs from {a.settings['n_boot']} cluster-bootstrap resamples of episodes.",
        "",
        f"Δ (time-matched contrast, Mantel–Haenszel over t = {a.settings['strata']})",
        f"  Δ = {_f(d.estimate.estimate)}  {pct} CI {_ci(d.estimate)}  "
        f"n = {d.n_decisions} (A {d.n_a}, B {d.n_b})",
        "     t    n_A  ans_A  risk_A    n_B  ans_B  risk_B  weight",
    ]
    for r in d.strata:
        lines.append(
            f"  {r['t']:4d} {r['n_a']:6d} {r['answered_a']:6d} {_f(r['risk_a'], False):>7}"
            f" {r['n_b']:6d} {r['answered_b']:6d} {_f(r['risk_b'], False):>7}"
            f" {r['weight']:7.2f}"
        )
    lines.append(
        "     (t: results seen so far; A: the last t all judged useless; B: the latest judged "
        "useless after an earlier useful one;\n      n: decision points; ans: of them answered; "
        "risk = ans / n; weight: n_A·n_B / (n_A + n_B) in the pooled Δ)"
    )
    lo, hi = a.settings["low"], a.settings["high"]
    s = a.answered_after
    lines += [
        "",
        f"Integration index I = h({hi}) − h({lo}) by run length (confounded with time)",
        f"  I = {_f(a.integration_index.estimate)}  {pct} CI {_ci(a.integration_index)}  "
        f"n = {a.integration_n[1]} at {hi}, {a.integration_n[0]} at {lo}",
        "",
        "Hazard slope: change in P(answer) per further useless judgment "
        f"(logit answer ~ run + step, run >= {a.settings['min_run']})",
        f"  slope = {_f(a.hazard_slope.estimate)}  {pct} CI {_ci(a.hazard_slope)}  n = {a.slope_n}",
        "",
        f"Answered after >= {s['run']} consecutive useless judgments: {s['answered']} of "
        f"{s['n_episodes']} episodes ({_f(s['share'], False)}, Wilson CI "
        f"[{_f(s['ci'][0], False)}, {_f(s['ci'][1], False)}])",
    ]
    if a.success["regimes"]:
        lines += ["", "Success by regime", "  regime               n  success  CI"]
        for name, r in a.success["regimes"].items():
            lines.append(
                f"  {name:<18} {r['n']:4d}  {_f(r['success'], False):>7}  "
                f"[{_f(r['ci'][0], False)}, {_f(r['ci'][1], False)}]"
            )
        lines.append(
            f"  mean6 = {_f(a.success['mean6'], False)}"
            + (f" (missing: {', '.join(a.success['missing'])})" if a.success["missing"] else "")
        )
        covered, of = a.success.get("covered", 0), a.success.get("of", 6)
        if a.success["mean6"] is None and covered:
            names = [r for r in a.success["regimes"] if r not in a.success["missing"]]
            label = mean_label(covered, of, names[:covered])
            lines.append(f"  {label} = {_f(a.success['mean_covered'], False)} (not mean6)")
    skipped = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in a.skipped.items() if v)
    lines += ["", f"Skipped or assumed: {skipped or 'nothing'}"]
    if a.quality is not None:
        lines += ["", *format_quality({"all episodes": a.quality})]
    lines += ["", *verdict_lines(a)]
    return "\n".join(lines)


def verdict_lines(a: Any) -> list[str]:
    """The verdict line of the report, then the rule that reached it and, when inconclusive,
    roughly how many episodes would settle it."""
    pct = f"{a.settings['level']:.0%}"
    d = a.delta
    m = a.settings.get("margin", 0.05)
    lines = [f"Verdict: {a.verdict} (Δ {_f(d.estimate.estimate)}, {pct} CI {_ci(d.estimate)})"]
    say = []
    say.append(
        f"rule: above 0 → follows the evidence; below 0 → answers on earlier useful evidence; "
        f"within ±{m:g} (the equivalence margin) → follows the clock or deadline; else "
        f"inconclusive; at least {a.settings['min_group']} decision points in each group "
        f"(A {d.n_a}, B {d.n_b}) and at least {MIN_EPISODES} episodes ({a.n_episodes})."
    )
    rule = a.verdict_rule
    if rule is not None and rule.direction == "undefined":
        say.append("Δ or its CI is undefined (no bootstrap resamples, or an empty group).")
    if rule is not None and rule.direction == "inconclusive":
        if rule.n_needed is None:
            say.append("more episodes alone would not settle it (Δ is exactly 0).")
        else:
            say.append(
                f"about {rule.n_more:,} more episodes ({rule.n_needed:,} in all, now "
                f"{rule.n:,}) would narrow the CI enough to exclude 0 or fit within ±{m:g}, "
                f"if Δ stayed at {_f(d.estimate.estimate)} (half-width ∝ 1/√n)."
            )
    return lines + [textwrap.fill(t, 96, initial_indent="  ", subsequent_indent="  ") for t in say]


def plot_hazard(a: Any, path: str | Path, *, min_n: int = 5) -> Path:
    """Draw the hazard of answering by run length, one line per step, into ``path`` (PNG…).

    Cells with fewer than ``min_n`` decision points are left out; marker area grows with n.
    Needs the optional ``plot`` extra (matplotlib).
    """
    fig = new_figure((6.4, 4.2))
    ax = fig.subplots()
    cells = [r for r in a.hazard if r["n"] >= min_n]
    for step in sorted({r["step"] for r in cells}):
        rows = [r for r in cells if r["step"] == step]
        x, y = [r["run"] for r in rows], [r["hazard"] for r in rows]
        (line,) = ax.plot(x, y, label=f"step {step}")
        ax.scatter(x, y, s=[8 + 4 * np.sqrt(r["n"]) for r in rows], color=line.get_color())
    ax.set_xlabel("current run of results judged useless")
    ax.set_ylabel("P(answer) at this action")
    ax.set_ylim(-0.02, 1.02)
    ax.set_title(
        f"Hazard of answering ({a.judgments}; cells with n >= {min_n}): {a.verdict}", fontsize=9
    )
    if cells:
        ax.legend(fontsize=7, ncol=2)
    out = Path(path)
    fig.tight_layout()
    save_figure(fig, out, dpi=120)  # atomic; a device or FIFO is written in place
    return out
