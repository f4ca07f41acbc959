"""`uselessdetect score`: add detectors' judgments to every judged step of logged episodes."""

from __future__ import annotations

import os
from collections.abc import Iterator
from typing import Any

import click

from ..io import Skipped, atomic_writer, expand_paths, plan_partitions, rereadable
from ..score import score_files, score_shards, validate_files
from ._common import (
    build_detectors,
    detector_option,
    judge_options,
    judges_checked,
    refuse_overwrite,
    seed_option,
    user_errors,
)
from ._dask_options import cluster_options, maybe_client, partition_bar
from ._options import JOBS


def _check_jobs(value: int) -> int:
    if value == 0:
        raise click.BadParameter("0 workers cannot score; give 1, more, or -1 for all cores")
    return value


def _is_dir_output(output: str) -> bool:
    return output.endswith(("/", os.sep)) or os.path.isdir(output)


def _refuse(output: str, inputs: list[str]) -> None:
    if _is_dir_output(output):
        for path in inputs:
            refuse_overwrite(os.path.join(output, os.path.basename(path)), *inputs)
    else:
        refuse_overwrite(output, *inputs)


def _write_stream(output: str, lines: Iterator[str]) -> int:
    """Write scored lines; on stdout, an error says how much was written before it."""
    n = 0
    try:
        with atomic_writer(output) as fh:
            for line in lines:
                fh.write(line + "\n")
                n += 1
    except Exception as exc:
        if output != "-" or n == 0:
            raise
        raise click.ClickException(
            f"{exc} — output incomplete: {n} scored episode(s) were already written to stdout; "
            "discard them (--validate-first checks the whole input before writing)"
        ) from None
    return n


@click.command()
@detector_option()
@click.argument("episodes", nargs=-1, required=True)
@click.option(
    "-o",
    "--output",
    default="-",
    show_default=True,
    metavar="OUT.jsonl|DIR/",
    help="Where to write the scored episodes ('-' = stdout). A file is written atomically "
    "(on any error no partial file is left); DIR/ gets one output per input file, same name.",
)
@click.option(
    "-j",
    "--jobs",
    type=JOBS,
    default=1,
    show_default=True,
    callback=lambda ctx, param, v: _check_jobs(v),
    help="Parallel workers on this machine (joblib); -1 = all cores.",
)
@cluster_options
@click.option(
    "--validate-first",
    is_flag=True,
    help="Read and check the whole input before writing anything (one cheap extra pass).",
)
@seed_option
@judge_options
@user_errors
def score(
    detectors: str,
    episodes: tuple[str, ...],
    output: str,
    jobs: int,
    cluster: str | None,
    scheduler: str | None,
    partition_lines: int | None,
    validate_first: bool,
    seed: int,
) -> None:
    """Add `judgments` to every non-finish step of EPISODES (JSON Lines; docs/formats.md).

    EPISODES are files, quoted globs or directories (their *.jsonl and *.jsonl.gz files);
    gzip is read transparently. Each judged step gets
    `"judgments": {"<detector>": {"verdict": ..., "score": ...}}`; every other field is kept.
    The thought judging step t is step t+1's (ReAct alignment). Output comes in input order
    and is the same byte for byte with -j, --cluster or --scheduler. Bad input stops with one
    error line naming file, line and field (exit status 1). The random control says useless
    at rate 0.5 here (no labels to match); its draws depend on --seed and each step's identity.

    \b
    Examples:
      uselessdetect score -d lexical episodes.jsonl -o scored.jsonl
      uselessdetect score -d 'keyword>lexical,classifier,random' episodes.jsonl > scored.jsonl
      uselessdetect score -d lexical,random 'logs/*.jsonl.gz' --cluster local:2 -o out.jsonl
      uselessdetect score -d lexical logs/ --scheduler tcp://10.0.0.5:8786 -o scored/
    """
    inputs = expand_paths(episodes)
    if validate_first:  # two passes: a stream (`-`, a pipe) is copied once to be read twice
        inputs = [rereadable(p) for p in inputs]
    _refuse(output, inputs)
    dets = build_detectors(detectors, seed=seed)
    parts = plan_partitions(inputs, partition_lines=partition_lines)
    unjudged = Skipped()
    with maybe_client(cluster, scheduler) as client:
        run: dict[str, Any] = {"client": client, "n_jobs": jobs}
        if validate_first:
            with partition_bar(parts, "validating") as tick:
                validate_files(parts, on_partition=tick, **run)
        with partition_bar(parts, "scoring") as tick:
            if _is_dir_output(output):
                done = score_shards(
                    parts, dets, output, on_partition=tick, unjudged=unjudged, **run
                )
                n, where = sum(k for _, k in done), f"{len(done)} file(s) in {output}"
            else:
                lines = score_files(parts, dets, on_partition=tick, unjudged=unjudged, **run)
                n = _write_stream(output, judges_checked(lines))
                where = "stdout" if output == "-" else output
    click.echo(f"scored {n} episodes with {', '.join(dets)} → {where}", err=True)
    if unjudged.total():
        click.echo(unjudged.summary("steps").replace("skipped", "left unjudged", 1), err=True)
