"""The report page: one self-contained HTML file from the report's figures (``report --json``).

Everything is inline — styles, figures (SVG drawn here, no matplotlib) and no script at all —
so the page opens offline in any browser and prints as it shows. Every count on the page
carries ``data-key`` (its dotted path in the JSON form) so that a test can hold the page to
the JSON.
"""

from __future__ import annotations

import html
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["bar_svg", "line_svg", "render_report"]

#: The three rules, in the order the page shows them, and their colours.
RULES = ("run", "cusum", "sprt")
COLOURS = {"run": "#1f77b4", "cusum": "#ff7f0e", "sprt": "#2ca02c", "": "#555"}
_STYLE = """
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;padding:0 1em;color:#222}
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 6px;
text-align:right}th{background:#f3f3f3}td.t{text-align:left;max-width:420px;overflow:hidden}
figure{display:inline-block;margin:.3em 1em .3em 0;vertical-align:top}
figcaption{font-size:.85em;color:#555}code,pre{background:#f6f6f6;padding:1px 3px}
details{margin:.3em 0}summary{cursor:pointer}.note{color:#a40}
"""


def _e(value: Any) -> str:
    return html.escape(str(value), quote=True)


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _share(fig: Mapping[str, Any]) -> str:
    """A replay figure as "12.3% [10.1%, 14.6%]" (without the interval when there is none)."""
    share = fig.get("share") or {}
    est, ci = share.get("estimate"), share.get("ci") or [None, None]
    if ci[0] is None:
        return _pct(est)
    return f"{_pct(est)} [{_pct(ci[0])}, {_pct(ci[1])}]"


def num(key: str, value: Any) -> str:
    """A count on the page, tagged with its key in the JSON form."""
    return f'<span data-key="{_e(key)}">{_e(value)}</span>'


def bar_svg(
    series: Mapping[str, Mapping[int, int]], *, title: str, xlabel: str, width: int = 360
) -> str:
    """Grouped bars: per series (name -> {x: count}), one bar per x; an SVG element."""
    xs = sorted({x for s in series.values() for x in s})
    height, pad = 170, 30
    if not xs:
        xs = [0]
    top = max([1, *(c for s in series.values() for c in s.values())])
    slot = (width - 2 * pad) / len(xs)
    bar = max(slot / max(1, len(series)) - 1, 1)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><title>{_e(title)}</title>',
        f'<line x1="{pad}" y1="{height - pad}" x2="{width - pad}" y2="{height - pad}" '
        'stroke="#333"/>',
        f'<text x="{pad}" y="12" font-size="11">{_e(top)} max</text>',
        f'<text x="{width / 2:.0f}" y="{height - 4}" font-size="11" text-anchor="middle">'
        f"{_e(xlabel)}</text>",
    ]
    for i, x in enumerate(xs):
        x0 = pad + i * slot
        for j, (name, s) in enumerate(series.items()):
            h = (height - 2 * pad - 10) * s.get(x, 0) / top
            parts.append(
                f'<rect x="{x0 + j * bar:.1f}" y="{height - pad - h:.1f}" width="{bar:.1f}" '
                f'height="{h:.1f}" fill="{COLOURS.get(name, "#888")}"><title>{_e(name)} '
                f"{_e(x)}: {s.get(x, 0)}</title></rect>"
            )
        if len(xs) <= 20 or i % max(1, len(xs) // 10) == 0:
            parts.append(
                f'<text x="{x0 + slot / 2:.1f}" y="{height - pad + 12}" font-size="10" '
                f'text-anchor="middle">{_e(x)}</text>'
            )
    parts.append("</svg>")
    return "".join(parts)


def line_svg(values: Sequence[float | None], *, title: str, marks: Sequence[int] = ()) -> str:
    """A line of shares (0..1) over equal slices of the runs, with vertical marks; an SVG."""
    width, height, pad = 360, 150, 25
    pts = [(i, v) for i, v in enumerate(values) if v is not None]
    n = max(len(values) - 1, 1)

    def xy(i: float, v: float) -> str:
        return f"{pad + (width - 2 * pad) * i / n:.1f},{height - pad - (height - 2 * pad) * v:.1f}"

    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" role="img" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}"><title>{_e(title)}</title>',
        f'<rect x="{pad}" y="{pad}" width="{width - 2 * pad}" height="{height - 2 * pad}" '
        'fill="none" stroke="#ccc"/>',
        f'<text x="2" y="{pad + 4}" font-size="10">1</text>'
        f'<text x="2" y="{height - pad}" font-size="10">0</text>',
        f'<text x="{width / 2:.0f}" y="{height - 6}" font-size="11" text-anchor="middle">'
        "runs, in order</text>",
    ]
    for m in marks:
        x = xy(m, 0).split(",")[0]
        parts.append(
            f'<line stroke="#c00" stroke-dasharray="3" x1="{x}" x2="{x}" y1="{pad}" '
            f'y2="{height - pad}"/>'
        )
    if pts:
        line = " ".join(xy(i, v) for i, v in pts)
        parts.append(f'<polyline fill="none" stroke="#1f77b4" stroke-width="2" points="{line}"/>')
    parts.append("</svg>")
    return "".join(parts)


def _figure(svg: str, caption: str) -> str:
    return f"<figure>{svg}<figcaption>{_e(caption)}</figcaption></figure>"


def _summary(data: Mapping[str, Any]) -> str:
    s, rec = data["summary"], data["recommendation"]
    out = [
        "<h2>Summary</h2><p>",
        f"{num('summary.runs', s['runs'])} runs ({num('summary.success', s['success'])} "
        f"succeeded, {num('summary.failed', s['failed'])} failed; "
        f"{num('summary.skipped', s['skipped'])} skipped without an outcome), "
        f"{num('summary.tool_calls', s['tool_calls'])} tool calls, of which "
        f"{num('summary.judged_useless', s['judged_useless'])} "
        f"({_pct(s['useless_share'])}) judged useless by {_e(data['settings']['detector'])}.</p>",
    ]
    if rec.get("label"):
        out.append(
            f"<p><b>Recommendation</b> (fit-k, every rule): detector "
            f"<code>{_e(data['settings']['detector'])}</code>, rule "
            f"<code>{_e(rec['label'])}</code>. On these runs it would have cut "
            f"<b>{_share(rec['calls_cut_failed'])}</b> of the calls in failed runs "
            f"({num('recommendation.calls_cut_failed.cut', rec['calls_cut_failed']['cut'])} of "
            f"{num('recommendation.calls_cut_failed.calls', rec['calls_cut_failed']['calls'])})"
            f" and stopped <b>{_share(rec['success_stopped'])}</b> of the successful runs "
            f"({num('recommendation.success_stopped.stopped', rec['success_stopped']['stopped'])}"
            f" of {num('recommendation.success_stopped.runs', rec['success_stopped']['runs'])})"
            ", with 95% intervals from a bootstrap over runs.</p>"
        )
    if rec.get("note"):
        out.append(f'<p class="note">{_e(rec["note"])}</p>')
    rows = "".join(
        f"<tr><td class=t>{_e(r)}: <code>{_e(data['rules'][r]['label'])}</code></td>"
        f"<td>{_share(data['rules'][r]['overall']['calls_cut_failed'])}</td>"
        f"<td>{_share(data['rules'][r]['overall']['calls_cut_looping'])}</td>"
        f"<td>{_share(data['rules'][r]['overall']['success_stopped'])}</td>"
        f"<td>{_share(data['rules'][r]['overall']['success_withheld'])}</td>"
        f"<td>{num(f'stopped_successes.count.{r}', data['stopped_successes']['count'][r])}</td>"
        "</tr>"
        for r in RULES
    )
    out.append(
        "<table><tr><th>rule</th><th>calls cut, failed runs</th><th>calls cut, looping runs"
        f"</th><th>successful runs stopped</th><th>successful runs, evidence withheld</th>"
        f"<th>stopped successes</th></tr>{rows}</table>"
        "<p class=note>Evidence withheld: the stopped successful runs in which a blocked call "
        "would have brought news (its logged result neither an error nor what the run already "
        "had).</p>"
    )
    return "".join(out)


def _tool(name: str, t: Mapping[str, Any], rules: Mapping[str, Any]) -> str:
    key = f"tools.{name}"
    runs = {int(x): n for x, n in t["run_lengths"].items()}
    trips = {r: {int(x): n for x, n in t["trips"][r].items()} for r in RULES}
    drift = t["drift"]
    rows = "".join(
        f"<tr><td class=t>{r}</td><td>{_share(rules[r]['by_tool'][name]['calls_cut_failed'])}"
        f"</td><td>{_share(rules[r]['by_tool'][name]['success_stopped'])}</td>"
        f"<td>{_share(rules[r]['by_tool'][name]['success_withheld'])}</td><td>"
        f"{num(f'{key}.tripped_runs.{r}', t['tripped_runs'][r])}</td></tr>"
        for r in RULES
        if name in rules[r]["by_tool"]
    )
    changes = "".join(f"<li>{_e(c)}</li>" for c in drift["changes"])
    return (
        f"<section><h3>{_e(name)}</h3><p>{num(f'{key}.calls', t['calls'])} calls, "
        f"{num(f'{key}.judged_useless', t['judged_useless'])} judged useless "
        f"({_pct(t['useless_share'])}); online k now: <code>{_e(drift['k'])}</code>.</p>"
        + _figure(
            bar_svg({"": runs}, title=f"{name}: useless runs", xlabel="run length"),
            "Useless runs in a row, by length (count of runs)",
        )
        + _figure(
            bar_svg(trips, title=f"{name}: trips", xlabel="call of the run"),
            "Where each rule trips (run, cusum, sprt), by call of the run",
        )
        + _figure(
            line_svg(drift["shares"], title=f"{name}: drift", marks=drift["marks"]),
            "Useless share over the runs; red: changes the online fitter found",
        )
        + "<table><tr><th>rule</th><th>calls cut, failed runs</th><th>successful runs "
        "stopped</th><th>evidence withheld</th><th>runs tripped here</th></tr>"
        f"{rows}</table>" + (f"<ul>{changes}</ul>" if changes else "") + "</section>"
    )


def _run(run: Mapping[str, Any]) -> str:
    rows = "".join(
        f"<tr><td>{i}</td><td class=t>{_e(s['tool'])}</td><td class=t>{_e(s['input'])}</td>"
        f"<td class=t>{_e(s['result'])}</td><td class=t>"
        + "<br>".join(
            f"{_e(d)}: {_e(v['verdict'])}" + ("" if v["score"] is None else f" {v['score']:.2f}")
            for d, v in s["judgments"].items()
        )
        + ("</td><td>blocked</td></tr>" if s["blocked"] else "</td><td></td></tr>")
        for i, s in enumerate(run["steps"], start=1)
    )
    return (
        f"<details><summary>{_e(run['id'])} — stopped by {_e(', '.join(run['rules']))} at "
        f"call {_e(run['trip_call'])} of {len(run['steps'])}</summary><table><tr><th>#</th>"
        "<th>tool</th><th>input</th><th>result (head)</th><th>verdicts</th><th>run rule</th>"
        f"</tr>{rows}</table></details>"
    )


def render_report(data: Mapping[str, Any]) -> str:
    """The page for a report's JSON form (``uselessdetect report --json``), as one string."""
    stopped = data["stopped_successes"]
    shown = stopped["shown"]
    sampled = (
        f"<p>{len(shown)} of {num('stopped_successes.count.any', stopped['count']['any'])} "
        "shown (a seeded sample; the counts above are exact).</p>"
    )
    cmds = "".join(f"<pre>{_e(c)}</pre>" for c in data["commands"])
    return (
        "<!DOCTYPE html><html lang=en><head><meta charset=utf-8>"
        "<meta name=viewport content='width=device-width'>"
        f"<title>uselessdetect report</title><style>{_STYLE}</style></head><body>"
        "<h1>What a gate would do on these runs</h1>"
        + _summary(data)
        + "<h2>Per tool</h2>"
        + "".join(_tool(n, t, data["rules"]) for n, t in data["tools"].items())
        + "<h2>Successful runs a gate would have stopped</h2><p>Look at these before the gate"
        " enforces: each opens to its steps.</p>"
        + sampled
        + "".join(_run(r) for r in shown)
        + f"<h2>Reproduce</h2>{cmds}</body></html>"
    )
