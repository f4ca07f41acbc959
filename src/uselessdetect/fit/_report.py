"""Reporting for the threshold fitter: the one-line recommendation, a text table and a plot."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

from .._plot import new_figure, save_figure

__all__ = [
    "format_rules",
    "format_table",
    "plot_utility",
    "recommendation",
    "rule_recommendation",
]

_TOL = 1e-9


def recommendation(rows: list[dict[str, Any]], best_k: int | None, note: str | None) -> str:
    """One line: the chosen k, its expected success, calls and utility, against no gate.

    Examples
    --------
    >>> rows = [{"k": 1, "success": 0.3, "calls": 2.0, "utility": 0.28},
    ...         {"k": None, "success": 0.2, "calls": 4.0, "utility": 0.16}]
    >>> recommendation(rows, 1, None)[:54]
    'gate at k = 1: expected success 0.300 with 2.00 tool c'
    """
    by_k = {r["k"]: r for r in rows}
    best, none = by_k[best_k], by_k[None]
    head = "no gate" if best_k is None else f"gate at k = {best_k}"
    line = (
        f"{head}: expected success {best['success']:.3f} with {best['calls']:.2f} "
        f"tool calls (utility {best['utility']:.4f})"
    )
    if best_k is not None:
        line += (
            f"; without a gate {none['success']:.3f} with {none['calls']:.2f} calls "
            f"(utility {none['utility']:.4f})"
        )
        if abs(best["utility"] - none["utility"]) <= _TOL:
            line += "; ties with no gate: on these sources the gate never changes the outcome"
    return line + (f". {note}" if note else "")


def _num(v: Any, fmt: str) -> str:
    if v is None or (isinstance(v, float) and not math.isfinite(v)):
        return "inf"
    return format(v, fmt)


def format_table(rows: list[dict[str, Any]], best_k: int | None) -> str:
    """A fixed-width table, one line per k, the chosen one marked with ``*``.

    Examples
    --------
    >>> print(format_table([{"k": None, "success": 0.2, "calls": 4.0, "utility": 0.16,
    ...     "p_cut_before_recovery": 0.0}], None).splitlines()[1])
    *  none    0.2000   4.000   0.16000   0.0000
    """
    ci = "utility_ci" in rows[0] if rows else False
    head = "   k       success   calls   utility  P(cut)"
    head += "  utility CI            P(best)" if ci else ""
    head += (
        "  steps to false/true trip" if "steps_to_false_trip" in (rows[0] if rows else {}) else ""
    )
    lines = [head]
    for r in rows:
        mark = "*" if r["k"] == best_k else " "
        k = "none" if r["k"] is None else str(r["k"])
        line = (
            f"{mark}  {k:<4}  {r['success']:8.4f} {r['calls']:7.3f} {r['utility']:9.5f} "
            f"{r['p_cut_before_recovery']:8.4f}"
        )
        if ci:
            lo, hi = r["utility_ci"]
            line += f"  [{lo:8.5f}, {hi:8.5f}]  {r['p_best']:6.3f}"
        if "steps_to_false_trip" in r:
            false, true = r["steps_to_false_trip"], r["steps_to_true_trip"]
            line += f"  {_num(false, '.4g')} / {_num(true, '.4g')}"
        lines.append(line.rstrip())
    return "\n".join(lines)


def plot_utility(rows: list[dict[str, Any]], best_k: int | None, path: str | Path) -> Path:
    """Save a plot of expected utility by k (with CIs where present), the chosen k marked.

    Needs the optional ``plot`` extra (matplotlib); raises ``MissingDependencyError`` naming it.
    """
    fig = new_figure((6.5, 3.8))
    ax = fig.subplots()
    labels = ["none" if r["k"] is None else str(r["k"]) for r in rows]
    x = list(range(len(rows)))
    y = [r["utility"] for r in rows]
    if "utility_ci" in rows[0]:
        lo = [r["utility"] - r["utility_ci"][0] for r in rows]
        hi = [r["utility_ci"][1] - r["utility"] for r in rows]
        ax.errorbar(x, y, yerr=[lo, hi], fmt="o-", capsize=3, label="expected utility (CI)")
    else:
        ax.plot(x, y, "o-", label="expected utility (exact)")
    best = next(i for i, r in enumerate(rows) if r["k"] == best_k)
    ax.plot([best], [y[best]], "r*", markersize=16, label=f"chosen: {labels[best]}")
    ax.set_xticks(x, labels)
    ax.set_xlabel("k (consecutive useless judgments before the gate trips)")
    ax.set_ylabel("E[success] − price × E[calls]")
    ax.legend(loc="best")
    ax.grid(alpha=0.3)
    fig.tight_layout()
    out = Path(path)
    save_figure(fig, out, dpi=120)  # atomic; a device or FIFO is written in place
    return out


def rule_recommendation(per: dict[str, Any], best_rule: str, note: str | None) -> str:
    """One line: the chosen rule at its fitted parameters, against no gate (and ``run``).

    Examples
    --------
    >>> per = {"cusum": {"best": 0, "rows": [
    ...     {"label": "cusum(h=4, drift=0)", "success": 0.3, "calls": 2.0, "utility": 0.28},
    ...     {"label": "none", "success": 0.2, "calls": 4.0, "utility": 0.16}]}}
    >>> rule_recommendation(per, "cusum", None)[:48]
    'gate with cusum(h=4, drift=0): expected success '
    """
    rows = per[best_rule]["rows"]
    best, none = rows[per[best_rule]["best"]], rows[-1]
    head = "no gate" if best["label"] == "none" else f"gate with {best['label']}"
    line = (
        f"{head}: expected success {best['success']:.3f} with {best['calls']:.2f} tool calls "
        f"(utility {best['utility']:.4f}); without a gate {none['success']:.3f} with "
        f"{none['calls']:.2f} calls (utility {none['utility']:.4f})"
    )
    if best_rule != "run" and "run" in per:
        run = per["run"]["rows"][per["run"]["best"]]
        line += f"; {run['label']} {run['utility']:.4f}"
        if "vs_run_ci" in per[best_rule]:
            lo, hi = per[best_rule]["vs_run_ci"]
            line += (
                f" (difference {best['utility'] - run['utility']:+.4f}, CI [{lo:+.4f}, {hi:+.4f}])"
            )
    return line + (f". {note}" if note else "")


def format_rules(per: dict[str, Any], chosen: str, *, top: int = 0) -> str:
    """Each rule at its fitted parameters side by side, the chosen rule marked with ``*``.

    ``top`` > 0 adds, per rule, its ``top`` best candidates.

    Examples
    --------
    >>> per = {"run": {"best": 0, "merged_duplicates": 0, "rows": [{"label": "run(k=3)",
    ...     "success": 0.3, "calls": 2.0, "utility": 0.28, "p_cut_before_recovery": 0.0}]}}
    >>> print(format_rules(per, "run").splitlines()[1])
    *  run    run(k=3)                                        0.3000   2.000   0.28000   0.0000
    """
    ci = any("utility_ci" in e["rows"][0] for e in per.values())
    head = (
        "   rule   fitted parameters                              success   calls   utility  P(cut)"
    )
    head += "  utility CI             vs run (paired CI)" if ci else ""
    lines = [head]
    for name, entry in per.items():
        rows = entry["rows"]
        best = rows[entry["best"]]
        picks = [best] + ([] if not top else _top(rows, top, best))
        for i, r in enumerate(picks):
            mark = "*" if name == chosen and i == 0 else " "
            line = (
                f"{mark}  {name if i == 0 else '':<5}  {r['label']:<44}  {r['success']:8.4f} "
                f"{r['calls']:7.3f} {r['utility']:9.5f} {r['p_cut_before_recovery']:8.4f}"
            )
            if ci and "utility_ci" in r:
                lo, hi = r["utility_ci"]
                line += f"  [{lo:8.5f}, {hi:8.5f}]"
                if i == 0 and "vs_run_ci" in entry and name != "run":
                    a, b = entry["vs_run_ci"]
                    line += f"  [{a:+.5f}, {b:+.5f}]"
            lines.append(line.rstrip())
    return "\n".join(lines)


def _top(rows: list[dict[str, Any]], top: int, best: dict[str, Any]) -> list[dict[str, Any]]:
    order = sorted(rows, key=lambda r: (-r["utility"], r["calls"]))
    return [r for r in order if r is not best][:top]
