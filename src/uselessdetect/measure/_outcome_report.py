"""The outcome replay as a text table and as a figure (``uselessdetect replay``)."""

from __future__ import annotations

import math
import os
from pathlib import Path
from typing import Any

from ._outcome_replay import FIGURES, OutcomeReplay
from ._stats import Estimate

__all__ = ["REPLAY_LEGEND", "plot_outcome_replay", "replay_table"]

#: What the table's columns mean, printed under it.
REPLAY_LEGEND = (
    "failed: calls cut = tool calls the gate would have blocked in runs that failed, of all "
    "their calls; looping = the same in failed runs of {loop_min} calls or more that never "
    "saw their answer (where the logs say where it was); successful runs stopped = runs that "
    "succeeded in which the gate would have blocked a call before the answer (per tool: "
    "stopped by a trip at one of that tool's results, of the successful runs that call it); "
    "evidence withheld = the same, counting only blocked calls whose logged result was news "
    "to the run (not an error or empty result, not the same text as a result it already "
    "had). [a, b] = {level:.0%} interval, bootstrap over runs."
)
_HEAD = (
    "tool",
    "failed: calls cut",
    "looping: calls cut",
    "successful runs stopped",
    "evidence withheld",
)


def _cell(fig: dict[str, Any]) -> str:
    """``12/40  30% [18%, 44%]``, or ``-`` when there is nothing to count."""
    den = fig.get("calls", fig.get("runs", 0))
    num = fig.get("cut", fig.get("stopped", fig.get("withheld", 0)))
    if not den:
        return "-"
    est: Estimate = fig["share"]
    lo, hi = est.ci
    ci = f" [{lo:.0%}, {hi:.0%}]" if math.isfinite(lo) and math.isfinite(hi) else ""
    return f"{num}/{den}  {est.estimate:.0%}{ci}"


def _header(rep: OutcomeReplay) -> list[str]:
    s, runs = rep.settings, rep.runs
    sources = "the toolset as one source" if s["one_source"] else "each tool its own source"
    seen = runs.get("answer_seen_known", 0)
    never = ", the answer never seen" if seen else ""
    lines = [
        f"replay: {s['detector']}, {s['rule']}, {s['mode']}, {sources}",
        f"runs: {runs['total']} ({runs['success']} succeeded, {runs['failed']} failed, "
        f"{runs['looping']} of them looping: ≥ {s['loop_min']} calls{never})",
    ]
    if seen:
        lines.append(f"where the answer was first seen: in the logs of {seen} runs")
    summary = rep.skipped.summary("runs")
    lines.append(summary or "skipped: none")
    return lines


def replay_table(rep: OutcomeReplay, *, legend: bool = True) -> str:
    """The replay as a text table: overall, then one row per tool.

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> from uselessdetect.measure import replay_outcomes
    >>> ep = Episode("f", "Q?", [Step("search", observation="No results.")] * 3,
    ...              raw={"outcome": {"reward": 0}})
    >>> rep = replay_outcomes([ep], lambda s: True, k=1, n_boot=0)
    >>> print(replay_table(rep, legend=False).splitlines()[4])
    overall  2/3  67%  -  -  -
    """
    rows: list[tuple[str, ...]] = [_HEAD]
    for name, block in [("overall", rep.overall), *rep.by_tool.items()]:
        rows.append((name, *(_cell(block[f]) for f, _, _ in FIGURES)))
    widths = [max(len(r[i]) for r in rows) for i in range(len(_HEAD))]
    body = ["  ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)).rstrip() for r in rows]
    out = [*_header(rep), *body]
    if legend:
        s = rep.settings
        out += ["", REPLAY_LEGEND.format(loop_min=s["loop_min"], level=s["level"])]
    return "\n".join(out)


def plot_outcome_replay(rep: OutcomeReplay, path: str | os.PathLike[str]) -> Path:
    """Save the replay's four shares per tool (overall first) as bars with their intervals.

    Needs the ``plot`` extra: ``pip install 'uselessdetect[plot]'``.
    """
    from .._plot import new_figure, save_figure

    groups = [("overall", rep.overall), *rep.by_tool.items()]
    titles = (
        "failed runs: calls cut",
        "looping failed runs: calls cut",
        "successful runs stopped",
        "successful runs: evidence withheld",
    )
    fig = new_figure((14, 1.2 + 0.35 * len(groups)))
    axes = fig.subplots(1, len(FIGURES), sharey=True)
    ys = list(range(len(groups)))[::-1]
    for ax, (fname, _, _), title in zip(axes, FIGURES, titles, strict=True):
        vals: list[float] = []
        errs: list[list[float]] = [[], []]
        for _, block in groups:
            est: Estimate = block[fname]["share"]
            v = est.estimate if math.isfinite(est.estimate) else 0.0
            lo, hi = (x if math.isfinite(x) else v for x in est.ci)
            vals.append(v)
            errs[0].append(max(v - lo, 0.0))
            errs[1].append(max(hi - v, 0.0))
        ax.barh(ys, vals, xerr=errs, color="#4c72b0", ecolor="#333333", capsize=2)
        ax.set_xlim(0, 1)
        ax.set_title(title, fontsize=9)
    axes[0].set_yticks(ys, [name for name, _ in groups], fontsize=8)
    s = rep.settings
    fig.suptitle(f"{s['detector']}, {s['rule']}, {s['mode']} ({rep.runs['total']} runs)")
    fig.tight_layout()
    return save_figure(fig, path)
