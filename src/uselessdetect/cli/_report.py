"""`uselessdetect report`: one self-contained HTML page of what a gate would do on logged runs.

Reads the runs, records the detector's verdicts on them as ``score`` does
(:func:`._common.judge_missing`), then the figures from
:func:`uselessdetect.fit._report_page.build_report` and the page from
:func:`uselessdetect.measure._report_html.render_report`, written atomically.
"""

from __future__ import annotations

import itertools
import shlex
from collections.abc import Iterable, Iterator
from typing import Any

import click

from .._types import Episode
from ..detectors import make_detector
from ..fit._report_page import HEAD, build_report
from ..io import atomic_writer, expand_paths, read_episodes
from ..measure._report_html import RULES, render_report
from ._common import (
    build_detectors,
    echo_json,
    judge_missing,
    progress,
    refuse_overwrite,
    user_errors,
)
from ._options import LOG_FORMAT_OPTION, OUTPUT_FILE, RESAMPLES, SEED, FloatRange

__all__ = ["page_data", "report", "write_page"]


def _judged(episodes: Iterable[Episode], detector: str, chunk: int = 64) -> Iterator[Episode]:
    """:func:`._common.judge_missing`, except that a detector that reads a tool's earlier
    results (``novelty``, ``default``) sees them, as it would behind a gate, and ``oracle``'s
    verdicts (the labels) are recorded too."""
    det = make_detector(detector)
    if detector != "oracle" and not getattr(det, "reads_earlier", False):
        episodes = iter(episodes)
        for ep in episodes:  # recorded runs pass as they are; from the first that is not, judge
            if not all(detector in s.judgments for s in ep.steps if s.observation is not None):
                yield from judge_missing(itertools.chain([ep], episodes), detector, chunk=chunk)
                return
            yield ep
        return
    judge = det.fit([]).judge_many
    it = iter(episodes)
    while batch := list(itertools.islice(it, chunk)):
        pending = [
            (ep.steps[t], s)
            for ep in batch
            for t, s in ep.samples(earlier=True)
            if not (ep.steps[t].judgments.get(detector) or {}).get("verdict")
        ]
        for (step, _), j in zip(pending, judge([s for _, s in pending]), strict=True):
            known = j.verdict.value != "unknown" and 0.0 <= j.score <= 1.0
            step.judgments[detector] = {
                "verdict": j.verdict.value,
                "score": float(j.score) if known else None,
            }
        yield from batch


def _slim(episodes: Iterable[Episode]) -> Iterator[Episode]:
    """Runs as the report keeps them once judged: each result cut to the page's head, the
    original records dropped but for the run's own fields (its outcome), so that memory grows
    with the calls, not with the size of their results."""
    for ep in episodes:
        ep.raw = {k: v for k, v in ep.raw.items() if k != "steps"}
        for step in ep.steps:
            step.raw = {}
            step.thought = ""
            if step.observation is not None:
                step.observation = step.observation[:HEAD]
        yield ep


def _commands(files: list[str], detector: str, data: dict[str, Any]) -> list[str]:
    """The commands that reproduce the page's figures."""
    src = " ".join(shlex.quote(f) for f in files)
    rules, settings = data["rules"], data["settings"]
    same = "" if settings["mode"] == "finish_only" else f" --mode {settings['mode']}"
    same += " --one-source" if settings["one_source"] else ""
    out = [
        f"uselessdetect score {src} -d {shlex.quote(detector)} -o scored.jsonl",
        f"uselessdetect fit-k scored.jsonl -d {shlex.quote(detector)} --rule all",
    ]
    for r in RULES:
        params = rules[r]["params"]
        flags = " ".join(f"--{p.replace('_', '-')} {v}" for p, v in params.items())
        out.append(
            f"uselessdetect replay {src} -d {shlex.quote(detector)} --rule {r} {flags}{same}"
        )
    out.append(
        "uselessdetect probe --recorded run_b8.jsonl --recorded run_b16.jsonl"
        "  # two recordings of your agent at budgets B and 2B"
    )
    return out


def page_data(
    episodes: Iterable[Episode], detector: str, paths: list[str], **options: Any
) -> dict[str, Any]:
    """The report's figures (``--json``) for ``episodes`` read from ``paths``, judged by
    ``detector`` where they carry no recorded verdict of it."""
    replaying = options.pop("progress", lambda runs: progress(runs, label="replaying"))
    runs = _slim(_judged(episodes, detector))
    data = build_report(runs, detector, progress=replaying, **options)
    data["commands"] = _commands(paths, detector, data)
    return data


def write_page(data: dict[str, Any], path: str) -> None:
    """The page for ``data``, written atomically (a regular file appears only whole)."""
    with atomic_writer(path) as fh:
        fh.write(render_report(data))


@click.command()
@click.argument("episodes", nargs=-1, required=True, type=click.Path(dir_okay=True))
@click.option(
    "-o",
    "--output",
    "output",
    type=OUTPUT_FILE,
    default=None,
    metavar="FILE",
    help="Write the page here (one self-contained HTML file).",
)
@click.option(
    "-d",
    "--detector",
    default="lexical",
    show_default=True,
    metavar="NAME",
    help="Whose verdicts (recorded ones, else judged now): any registered name.",
)
@LOG_FORMAT_OPTION
@click.option(
    "--k",
    type=click.IntRange(1),
    default=5,
    show_default=True,
    help="run rule's k where fit-k has no labels to fit it.",
)
@click.option(
    "--mode",
    type=click.Choice(["finish_only", "drop_tool"]),
    default="finish_only",
    show_default=True,
    help="What a trip blocks (as in `replay`).",
)
@click.option("--one-source", is_flag=True, help="Count the toolset as one source.")
@click.option(
    "--reward-threshold",
    type=FloatRange(),
    default=1.0,
    show_default=True,
    help="The least reward that counts as success.",
)
@click.option(
    "--n-boot",
    type=RESAMPLES,
    default=1000,
    show_default=True,
    help="Bootstrap resamples of runs for the 95% intervals (0 = none).",
)
@click.option(
    "--shown",
    type=click.IntRange(0),
    default=50,
    show_default=True,
    help="Stopped successful runs shown step by step (a seeded sample).",
)
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the page's figures as JSON.")
@user_errors
def report(
    episodes: tuple[str, ...],
    output: str | None,
    detector: str,
    fmt: str,
    k: int,
    mode: str,
    one_source: bool,
    reward_threshold: float,
    n_boot: int,
    shown: int,
    seed: int,
    as_json: bool,
) -> None:
    """Write one self-contained HTML page of what a gate would do on logged runs.

    EPISODES are scored or recorded episodes, or logs the importers read, with their
    outcomes (as `replay` reads them). The page: the runs, calls and share judged useless;
    fit-k's recommendation with the calls it would cut and the successful runs it would
    stop; per tool, the useless runs' lengths, where the run, cusum and sprt rules trip, and
    the drift; the stopped successful runs step by step; the commands behind each figure.
    Meaning: docs/report.md.

    \b
    Examples:
      uselessdetect report runs.jsonl -o report.html
      uselessdetect report scored.jsonl -d lexical --json
    """
    if output is None and not as_json:
        raise click.UsageError("give -o FILE for the page, or --json")
    paths = expand_paths(episodes)
    if output:
        refuse_overwrite(output, *paths, output_flag="-o")
    build_detectors(detector, seed=seed)  # a bad name fails here, before any reading
    runs = itertools.chain.from_iterable(
        read_episodes(p, format=fmt, strict=False, reward_threshold=reward_threshold) for p in paths
    )
    data = page_data(
        progress(runs, label="reading"),
        detector,
        paths,
        k=k,
        mode=mode,
        one_source=one_source,
        reward_threshold=reward_threshold,
        n_boot=n_boot,
        seed=seed,
        shown=shown,
    )
    if output:
        write_page(data, output)
        click.echo(f"report → {output}", err=True)
    if as_json:
        echo_json(data)
