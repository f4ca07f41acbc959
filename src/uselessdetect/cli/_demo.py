"""`uselessdetect demo`: score bundled real episodes with every detector; compare with labels."""

from __future__ import annotations

from typing import Any

import click

from ..detectors import available_detectors
from ..exceptions import UselessDetectError
from ..io import read_episodes, sample_episodes_path
from ..measure import evaluate_detector
from ._common import build_detectors, echo_json, progress, user_errors

#: Fallback chains shown beside the single detectors.
CHAINS = ("keyword>lexical", "keyword>classifier")


def _fmt(x: Any) -> str:
    return "   –  " if x is None else f"{100 * x:5.1f}%"


@click.command()
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@user_errors
def demo(as_json: bool) -> None:
    """Score the bundled real episodes with every detector and compare with the labels.

    The bundled sample: 202 real ReAct runs of Llama-2-13B (KnowAgent) on 101 HotpotQA
    questions, with each step's usefulness label derived from the question's supporting
    facts. For each detector: how many results it judged, how many truly useless ones it
    called useless, how many useful ones it called useful, and how often it abstained.

    \b
    Examples:
      uselessdetect demo
      uselessdetect demo --json | jq '.lexical'
    """
    episodes = list(read_episodes(sample_episodes_path()))
    samples = [s for ep in episodes for _, s in ep.samples()]
    labeled = [s for s in samples if s.label is not None]
    names = [n for n, doc in available_detectors().items() if not doc.startswith("(cannot")]
    names = [n for n in names if n != "oracle"]
    names += [c for c in CHAINS if all(p in names for p in c.split(">"))]
    reports, skipped = {}, {}
    for name in progress(names, label="detectors"):
        try:  # the random control matches the labels' useless rate
            (det,) = build_detectors(name, seed=0, rate_match=labeled).values()
        except UselessDetectError as exc:  # e.g. a missing model file: show the others
            skipped[name] = str(exc)
            continue
        reports[name] = evaluate_detector(det, labeled)
    for name, why in skipped.items():
        click.echo(f"skipped {name}: {why}", err=True)
    if as_json:
        echo_json({n: r.to_dict() for n, r in reports.items()})
        return
    n_useless = sum(s.label == 1 for s in labeled)
    click.echo(
        f"{len(episodes)} real episodes, {len(samples)} tool results, {len(labeled)} labeled "
        f"({n_useless} useless, {len(labeled) - n_useless} useful)\n"
    )
    click.echo(
        f"{'detector':<20} {'useless→useless':>15} {'useful→useful':>14} "
        f"{'abstained':>10} {'AUC':>6} {'results/s':>10}"
    )
    for name, r in reports.items():
        auc = "  –  " if r.auc is None else f"{r.auc:.3f}"
        click.echo(
            f"{name:<20} {_fmt(r.useless_recall):>15} {_fmt(r.useful_recall):>14} "
            f"{_fmt(r.abstain_rate):>10} {auc:>6} {r.samples_per_s:>10,.0f}"
        )
    click.echo(
        "\nrandom = the rate-matched control (says useless as often as the labels do, at "
        "random steps).\nNext: `uselessdetect score -d NAME your_episodes.jsonl`.",
        err=True,
    )
