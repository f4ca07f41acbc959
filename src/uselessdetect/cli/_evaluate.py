"""`uselessdetect evaluate`: per-kind accuracy of detectors, side by side."""

from __future__ import annotations

import sys
import textwrap
from typing import Any

import click

from ..corpus import read_labeled
from ..io import Skipped, expand_paths, load_hotpotqa, plan_partitions
from ..measure import (
    DetectorReport,
    evaluate_detector,
    evaluate_files,
    format_table,
    kinds_by_source,
    label_counts,
    tune_cutoffs,
)
from ._common import (
    CASCADE_SCORE,
    build_detectors,
    detector_option,
    echo_json,
    judge_failures,
    judge_options,
    progress,
    seed_option,
    user_errors,
)
from ._dask_options import cluster_options, maybe_client, partition_bar
from ._options import JOBS

#: What the table's columns mean, printed under it.
LEGEND = (
    "Columns: '<kind> → useless' = share of that kind's results judged useless, '<kind> → "
    "useful' = share judged useful (gold pages), '<kind> judged useless' = share judged useless "
    "where the kind holds both labels; useless recall = "
    "share of the useless results judged useless; useful recall = share of the useful ones "
    "judged useful; AUC = area under the ROC curve of the scores (0.5 = chance, 1 = perfect); "
    "abstain = share given no verdict; samples/s = judging speed on this machine."
)


def shown_table(table: str, *, tty: bool) -> str:
    """The Markdown table as printed: in a terminal a cascade's ``|`` loses its escape.

    Examples
    --------
    >>> print(shown_table("| lexical\\\\|semantic | 0.9 |", tty=True))
    | lexical|semantic | 0.9 |
    >>> print(shown_table("| lexical\\\\|semantic | 0.9 |", tty=False))
    | lexical\\|semantic | 0.9 |
    """
    return table.replace("\\|", "|") if tty else table


def _cut(value: float | None) -> str:
    """A cascade cut-off as printed: ``none`` where the cheap detector decides no side."""
    return "none" if value is None else f"{value:g}"


def _in_memory(
    detectors: str, files: list[str], hotpotqa: tuple[str, ...], by_source: bool, seed: int,
    tune_on: str | None,
) -> tuple[dict[str, DetectorReport], int, Skipped]:  # fmt: skip
    """Read every labeled sample, then judge them all at once (one machine)."""
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
    _tune(dets, tune_on)
    reports = [
        evaluate_detector(det, samples) for det in progress(list(dets.values()), label="evaluating")
    ]
    return dict(zip(dets, reports, strict=True)), len(samples), skipped


def _tune(dets: dict[str, Any], tune_on: str | None) -> None:
    if tune_on:
        train = read_labeled(tune_on, labeled_only=True)
        for det in dets.values():
            tune_cutoffs(det, train)


def _partitioned(
    detectors: str, files: list[str], by_source: bool, seed: int, tune_on: str | None,
    run: dict[str, Any],
) -> tuple[dict[str, DetectorReport], int, Skipped]:  # fmt: skip
    """Judge partition by partition (joblib or Dask) and merge the counts exactly."""
    labels = label_counts(files, **run)
    n = labels[0] + labels[1]
    skipped = Skipped()
    if labels.get(-1):
        skipped.note("unlabeled samples", labels[-1])
        click.echo(f"{skipped.summary('items')} (not evaluated)", err=True)
    if not n:
        raise click.ClickException("no labeled sample in " + ", ".join(files))
    dets = build_detectors(detectors, seed=seed)
    for det in dets.values():
        if det.stochastic and not tune_on and "rate" in det.get_params():
            det.set_params(rate=labels[1] / n).fit([])  # the labels' useless share
    _tune(dets, tune_on)
    parts = plan_partitions(files, partition_lines=run.get("partition_lines"))
    with partition_bar(parts, "evaluating") as tick:
        reports = evaluate_files(files, dets, by_source=by_source, on_partition=tick, **run)
    return reports, n, skipped


@click.command()
@detector_option(default="lexical,classifier")
@click.argument("files", nargs=-1, required=True)
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
@click.option(
    "-j",
    "--jobs",
    type=JOBS,
    default=1,
    show_default=True,
    help="Judge partitions in N processes on this machine (joblib); -1 = all cores.",
)
@cluster_options
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
    jobs: int,
    cluster: str | None,
    scheduler: str | None,
    partition_lines: int | None,
    as_json: bool,
    seed: int,
) -> None:
    """Judge labeled samples and report, per kind, the share judged correctly.

    FILES are samples (from `corpus`), episodes with per-step labels, or raw KnowAgent
    trajectories (with --hotpotqa to derive labels): files, quoted globs or directories,
    gzip read transparently; unlabeled steps are left out. Per kind: share judged useless
    (gold: judged useful), abstentions, ROC AUC, confusion matrix and samples per second.
    Without --tune-on each detector keeps its own cut-off (the classifier's comes from its
    validation split) and the random control says useless at the labels' useless rate; with
    it, at the rate of the training labels. With -j, --cluster or --scheduler the samples are
    judged partition by partition and the counts merged exactly: the same report.

    \b
    Examples:
      uselessdetect evaluate -d lexical,classifier test.jsonl
      uselessdetect evaluate -d 'keyword>classifier,keyword>lexical' episodes.jsonl --json
      uselessdetect evaluate -d lexical,random --tune-on train.jsonl test.jsonl
      uselessdetect evaluate -d classifier trajs.jsonl --hotpotqa train.json
      uselessdetect evaluate -d lexical,random 'logs/*.jsonl.gz' --cluster local:2
    """
    inputs = expand_paths(files)
    if jobs == 0:
        raise click.BadParameter("give 1, more, or -1 for all cores", param_hint="--jobs")
    with maybe_client(cluster, scheduler) as client:
        if client is None and jobs == 1 and partition_lines is None:
            reports, n, skipped = _in_memory(detectors, inputs, hotpotqa, by_source, seed, tune_on)
        elif hotpotqa:
            raise click.UsageError("--hotpotqa runs on this machine only (no -j/--cluster)")
        else:
            run = {"client": client, "n_jobs": jobs, "partition_lines": partition_lines}
            reports, n, skipped = _partitioned(detectors, inputs, by_source, seed, tune_on, run)
    if as_json:
        echo_json(
            {
                "detectors": {name: rep.to_dict() for name, rep in reports.items()},
                "samples": n,
                "skipped": skipped.to_dict(),
                **({"judge_failures": failures} if (failures := judge_failures()) else {}),
            }
        )
        return
    click.echo(shown_table(format_table(list(reports.values())), tty=sys.stdout.isatty()))
    if any("cascade" in rep.extra for rep in reports.values()):
        click.echo("\n" + textwrap.fill(CASCADE_SCORE, 96, break_on_hyphens=False), err=True)
    for name, rep in reports.items():
        if "cascade" in rep.extra:
            c = rep.extra["cascade"]
            click.echo(
                f"\n{name}: {c['sent']} of {rep.n} results ({c['sent_share']:.1%}) sent past the "
                f"cheap detector (cut-offs {_cut(c['low'])} / {_cut(c['high'])}); "
                f"{c['mean_ms_per_judgment']:.2f} ms per judgment on average",
                err=True,
            )
    click.echo("\n" + textwrap.fill(LEGEND, 96), err=True)  # stdout stays a Markdown table
    click.echo(f"\n{n} labeled samples from {len(inputs)} file(s).", err=True)
