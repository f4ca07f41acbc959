"""`uselessdetect evaluate`: per-kind accuracy of detectors, side by side."""

from __future__ import annotations

import click

from ..corpus import read_labeled
from ..io import Skipped, load_hotpotqa
from ..measure import evaluate_detector, format_table, kinds_by_source, tune_cutoffs
from ._common import (
    build_detectors,
    detector_option,
    echo_json,
    judge_options,
    progress,
    seed_option,
    user_errors,
)


@click.command()
@detector_option(default="lexical,classifier")
@click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=False))
@click.option(
    "--hotpotqa",
    multiple=True,
    type=click.Path(dir_okay=False),
    help="HotpotQA files that label raw KnowAgent trajectories given as FILES.",
)
@click.option(
    "--tune-on",
    type=click.Path(dir_okay=False),
    help="Labeled samples to fix cut-offs on first (e.g. the training split).",
)
@click.option("--by-source", is_flag=True, help="Split kinds by source (fever/injected, …).")
@click.option("--json", "as_json", is_flag=True, help="Print the reports as JSON.")
@seed_option
@judge_options
@user_errors
def evaluate(
    detectors: str,
    files: tuple[str, ...],
    hotpotqa: tuple[str, ...],
    tune_on: str | None,
    by_source: bool,
    as_json: bool,
    seed: int,
) -> None:
    """Judge labeled samples and report, per kind, the share judged correctly.

    FILES are samples (from `corpus`), episodes with per-step labels, or raw KnowAgent
    trajectories (with --hotpotqa to derive labels); unlabeled steps are left out. Per kind:
    share judged useless (gold: judged useful), abstentions, ROC AUC, confusion matrix
    and samples per second. Without --tune-on each detector keeps its own cut-off (the
    classifier's comes from its validation split) and the random control says useless at
    the labels' useless rate; with it, at the rate of the training labels.

    \b
    Examples:
      uselessdetect evaluate -d lexical,classifier test.jsonl
      uselessdetect evaluate -d 'keyword>classifier,keyword>lexical' episodes.jsonl --json
      uselessdetect evaluate -d lexical,random --tune-on train.jsonl test.jsonl
      uselessdetect evaluate -d classifier trajs.jsonl --hotpotqa train.json
    """
    records = load_hotpotqa(hotpotqa) if hotpotqa else None
    skipped = Skipped()
    samples = [
        s
        for f in files
        for s in read_labeled(f, hotpotqa=records, labeled_only=True, skipped=skipped)
    ]
    if skipped:
        click.echo(f"{skipped.summary('items')} (not evaluated)", err=True)
    if not samples:
        raise click.ClickException("no labeled sample in " + ", ".join(files))
    if by_source:
        samples = kinds_by_source(samples)
    # without training labels, the random control matches the labels it is compared with
    dets = build_detectors(detectors, seed=seed, rate_match=None if tune_on else samples)
    if tune_on:
        train = read_labeled(tune_on, labeled_only=True)
        for det in dets.values():
            tune_cutoffs(det, train)
    reports = [
        evaluate_detector(det, samples) for det in progress(list(dets.values()), label="evaluating")
    ]
    if as_json:
        echo_json({name: rep.to_dict() for name, rep in zip(dets, reports, strict=True)})
        return
    click.echo(format_table(reports))
    click.echo(f"\n{len(samples)} labeled samples from {len(files)} file(s).", err=True)
