"""`uselessdetect demo`: the whole story on the bundled data — detectors, a gate, the fitted k."""

from __future__ import annotations

import os
import shlex
import tempfile
import textwrap
from typing import Any

import click

from .._types import Episode, Sample
from ..detectors import available_detectors
from ..exceptions import UselessDetectError
from ..fit import KFitter
from ..io import read_episodes, sample_episodes_path, sample_hotpotqa_path
from ..measure import evaluate_detector
from ..sim import iter_simulate, load_records, simulate
from ._common import (
    COMBINE_HELP,
    build_detectors,
    echo_json,
    judge_missing,
    progress,
    refuse_overwrite,
    user_errors,
)
from ._options import OUTPUT_FILE, gate_k_option
from ._report import page_data, write_page

#: The screen's width: the demo fits an 80-column terminal.
WIDTH = 80
#: Fallback chains shown beside the single detectors.
CHAINS = ("keyword>lexical", "keyword>classifier")
#: Cascades shown when both members are there (the semantic one needs its extra).
CASCADES = ("classifier|semantic",)
#: The gate and fitter settings of parts 2 and 3.
AGENT, BUDGET, PRICE = "persistent", 8, 0.01
#: Detectors the demo cannot run on its own: they need something only the user has.
NEEDS_YOU = {
    "judge": "asks your own language model USEFUL or USELESS (evaluate -d judge "
    "--judge-fn MODULE:CALLABLE); the prompt it sends for the first result",
}
#: The runnable command shown under each of NEEDS_YOU (after part 1's copy of the episodes).
NEEDS_YOU_TRY = {"judge": "uselessdetect judge-prompt episodes.jsonl"}
#: Part 1's commands: a copy of the bundled episodes, then the detectors on them.
COPY_EPISODES = "uselessdetect data episodes -o episodes.jsonl"


def _detector_part(samples: list[Sample]) -> dict[str, Any]:
    """Part 1: each detector's verdicts on the labeled real results, against the labels."""
    labeled = [s for s in samples if s.label is not None]
    registered = available_detectors()
    names = [n for n, doc in registered.items() if not doc.startswith("(cannot")]
    names = [n for n in names if n != "oracle" and n not in NEEDS_YOU]
    names += [c for c in CHAINS if all(p in names for p in c.split(">"))]
    names += [c for c in CASCADES if all(p in names for p in c.split("|"))]
    rows, skipped = {}, {}
    for name in progress(names, label="detectors"):
        try:  # the random control matches the labels' useless rate
            (det,) = build_detectors(name, seed=0, rate_match=labeled).values()
        except UselessDetectError as exc:  # e.g. a missing model file: show the others
            skipped[name] = str(exc)
            continue
        rows[name] = evaluate_detector(det, labeled).to_dict()
    n_useless = sum(s.label == 1 for s in labeled)
    return {
        "results": len(samples),
        "labeled": len(labeled),
        "useless": n_useless,
        "useful": len(labeled) - n_useless,
        "detectors": rows,
        "skipped": skipped,
        "not_run": {n: why for n, why in NEEDS_YOU.items() if n in registered},
        "best": _best(rows),
        "next": [COPY_EPISODES, "uselessdetect evaluate -d lexical,classifier episodes.jsonl"],
    }


def _best(rows: dict[str, dict[str, Any]]) -> str | None:
    """The detector (not the random control) with the highest mean of the two recalls."""

    def balanced(name: str) -> float:
        r = rows[name]
        return ((r["useless_recall"] or 0.0) + (r["useful_recall"] or 0.0)) / 2

    real = [n for n in rows if n != "random"]
    return max(real, key=balanced) if real else None


def _outcome(episodes: list[Episode]) -> dict[str, float]:
    """Share answered correctly and mean tool calls (actions other than finish) per episode."""
    n = len(episodes)
    calls = sum(sum(s.action != "finish" for s in ep.steps) for ep in episodes)
    return {
        "success": sum(bool(ep.correct) for ep in episodes) / n,
        "tool_calls": calls / n,
        "answered": sum(any(s.action == "finish" for s in ep.steps) for ep in episodes) / n,
    }


def _gate_part(records: list[Any], detector: str, k: int) -> dict[str, Any]:
    """Part 2: the persistent agent on an always-failing source, without and with a gate."""
    common: dict[str, Any] = {"regimes": "persistent", "budget": BUDGET, "random_state": 0}
    without = simulate(records, AGENT, **common)
    runs = iter_simulate(records, AGENT, gate=detector, k=k, **common)
    gated = list(progress(runs, label=f"gate ({detector})", length=len(records)))
    return {
        "agent": AGENT,
        "regime": "persistent",
        "budget": BUDGET,
        "detector": detector,
        "k": k,
        "episodes": len(without),
        "without_gate": _outcome(without),
        "with_gate": _outcome(gated),
        "next": [
            f"uselessdetect simulate{_agent_flag()} --regimes persistent --gate {detector} --k {k}"
        ],
    }


def _agent_flag() -> str:
    """`--agent NAME`, left out when AGENT is simulate's default (the line fits 80 columns)."""
    return "" if AGENT == "persistent" else f" --agent {AGENT}"


def _fit_part(records: list[Any], detector: str) -> dict[str, Any]:
    """Part 3: KFitter replays the unaided agent's episodes under the paper's six regimes."""
    episodes = simulate(records, AGENT, regimes="six", budget=BUDGET, random_state=0)
    fitter = KFitter(detector=detector, budget=BUDGET, price=PRICE, random_state=0)
    fitter.fit(progress(judge_missing(episodes, detector), label="k", length=len(episodes)))
    return {
        "detector": detector,
        "price": PRICE,
        "episodes": len(episodes),
        "best_k": fitter.best_k_,
        "recommendation": fitter.recommendation(),
        "next": [
            f"uselessdetect simulate --agent {AGENT} --budget {BUDGET} -o unaided.jsonl",
            f"uselessdetect fit-k unaided.jsonl --detector {detector} --price {PRICE}",
        ],
    }


def _report_page(episodes: list[Episode], detector: str, path: str | None) -> str:
    """The last step: `uselessdetect report`'s page on the bundled runs; its path."""
    if path is None:
        path = os.path.join(tempfile.mkdtemp(prefix="uselessdetect-demo-"), "report.html")
    else:
        refuse_overwrite(path, sample_episodes_path(), output_flag="--report")
    source = str(sample_episodes_path())
    data = page_data(episodes, detector, [source])  # its phases under the report's bars
    write_page(data, path)
    click.echo(f"report → {path}", err=True)
    return path


def _say(text: str) -> None:
    """Echo a paragraph wrapped to the screen, indented under its part's heading."""
    click.echo(textwrap.fill(text, width=WIDTH, initial_indent="   ", subsequent_indent="   "))


def _deeper(commands: list[str]) -> None:
    """The commands that go deeper, one a line, each runnable as printed in an empty folder."""
    click.echo("   Deeper (runs as printed in an empty folder, on the bundled data):")
    for cmd in commands:
        click.echo(f"   $ {cmd}")


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.1f}%"


def _echo_detectors(part: dict[str, Any], n_episodes: int) -> None:
    rows = part["detectors"]
    click.echo(
        f"1. Which detectors catch silently failed tool results?\n"
        f"   {n_episodes} real ReAct runs of Llama-2-13B on HotpotQA questions; {part['labeled']} "
        f"tool results\n   labeled from the supporting facts: {part['useless']} useless, "
        f"{part['useful']} useful.\n"
    )
    click.echo(f"   {'detector':<20} {'useless caught':>14} {'useful kept':>12} {'no verdict':>11}")
    for name, r in rows.items():
        click.echo(
            f"   {name:<20} {_pct(r['useless_recall']):>14} {_pct(r['useful_recall']):>12} "
            f"{_pct(r['abstain_rate']):>11}"
        )
    _say(
        "(useless caught: share of the useless results judged useless; useful kept: share "
        "of the useful ones judged useful; no verdict: share left unjudged.)"
    )
    best = part["best"]
    if best is not None:
        b = rows[best]
        line = (
            f"Takeaway: {best} catches {_pct(b['useless_recall'])} of the useless results and "
            f"keeps {_pct(b['useful_recall'])} of the useful ones"
        )
        if "random" in rows:
            line += f"; the random control catches {_pct(rows['random']['useless_recall'])}"
        _say(line + ".")
    _deeper(part["next"])
    for name, why in part.get("not_run", {}).items():
        _say(f"Not run here: {name} {why}:")
        if name in NEEDS_YOU_TRY:
            click.echo(f"   $ {NEEDS_YOU_TRY[name]}")
    click.echo()


def _echo_gate(part: dict[str, Any]) -> None:
    off, on = part["without_gate"], part["with_gate"]
    click.echo(
        f"2. What does a gate do to a failing source?\n"
        f"   {part['episodes']} HotpotQA questions whose search tool has silently failed on "
        f"every call;\n   the {part['agent']} agent keeps searching until its budget of "
        f"{part['budget']} actions runs out.\n"
    )
    click.echo(f"   {'':<24} {'success':>8} {'tool calls':>11} {'answered':>9}")
    gate_label = f"{part['detector']} gate, k = {part['k']}"
    for label, o in (("without a gate", off), (gate_label, on)):
        click.echo(
            f"   {label:<24} {_pct(o['success']):>8} {o['tool_calls']:>11.1f} "
            f"{_pct(o['answered']):>9}"
        )
    _say(
        "(success: share of questions answered correctly; tool calls: searches per "
        "question; answered: share that answered at all.)"
    )
    saved = off["tool_calls"] - on["tool_calls"]
    _say(
        f"Takeaway: after {part['k']} results judged useless in a row the gate allows only "
        f"`finish`: {saved:.1f} fewer tool calls per question, and the agent answers "
        f"{_pct(on['answered'])} of the questions (from memory) instead of "
        f"{_pct(off['answered'])}."
    )
    _deeper(part["next"])
    click.echo()


def _echo_fit(part: dict[str, Any]) -> None:
    click.echo("3. Which k suits these sources?")
    _say(
        f"The k fitter (KFitter) tries every threshold k = 1..{BUDGET} and no gate on the "
        f"agent's own episodes: it replays each one as if a gate had counted its "
        f"{part['detector']} verdicts, and scores each k by expected success minus "
        f"{part['price']} per tool call. Here: {part['episodes']} episodes of the unaided "
        f"agent under the paper's six failure regimes."
    )
    click.echo()
    _say(f"Recommendation: {part['recommendation']}")
    _deeper(part["next"])


@click.command()
@click.option(
    "--gate",
    "gate_detector",
    default="lexical",
    show_default=True,
    help="Detector behind the gate and the fitter (a name, or 'oracle' for the true labels). "
    f"{COMBINE_HELP}",
)
@gate_k_option("Gate threshold.")
@click.option("--json", "as_json", is_flag=True, help="Print all three parts as JSON.")
@click.option(
    "--report",
    "report_path",
    type=OUTPUT_FILE,
    default=None,
    metavar="FILE",
    help="Where the last step writes its report page [default: report.html in a new "
    "temporary folder].",
)
@user_errors
def demo(gate_detector: str, k: int, as_json: bool, report_path: str | None) -> None:
    """Tell the story on the bundled data: detectors, a gate, and the k to choose.

    1. Which detectors catch silently failed results in 202 real ReAct runs of Llama-2-13B
    (KnowAgent) on HotpotQA questions, labeled from the questions' supporting facts.
    2. What a gate at k does for an agent whose search tool has failed (simulated on the
    bundled HotpotQA sample): success and tool calls without and with the gate.
    3. The k that KFitter recommends for the paper's six failure regimes.
    Last, the page a team reads before it enforces (`uselessdetect report`) on the 202 runs.

    \b
    Examples:
      uselessdetect demo
      uselessdetect demo --gate oracle --k 4
      uselessdetect demo --json | jq '.gate'
    """
    episodes = list(read_episodes(sample_episodes_path()))
    samples = [s for ep in episodes for _, s in ep.samples()]
    records = load_records(sample_hotpotqa_path())
    story: dict[str, Any] = {
        "episodes": len(episodes),
        "detectors": _detector_part(samples),
        "gate": _gate_part(records, gate_detector, k),
        "fit": _fit_part(records, gate_detector),
    }
    page = _report_page(episodes, gate_detector, report_path)
    for name, why in story["detectors"]["skipped"].items():
        click.echo(f"skipped {name}: {why}", err=True)
    if as_json:
        echo_json(story)
        return
    _echo_detectors(story["detectors"], story["episodes"])
    _echo_gate(story["gate"])
    _echo_fit(story["fit"])
    click.echo(f"4. The page to share before a gate enforces, on the same {len(episodes)} runs:")
    click.echo(f"   {page}")
    click.echo(
        f"   $ uselessdetect report episodes.jsonl -d {shlex.quote(gate_detector)} -o report.html"
    )
