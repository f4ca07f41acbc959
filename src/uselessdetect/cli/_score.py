"""`uselessdetect score`: add detectors' judgments to every judged step of logged episodes."""

from __future__ import annotations

import click

from ..io import read_episodes, score_episodes, write_jsonl
from ._common import (
    build_detectors,
    detector_option,
    judge_options,
    progress,
    seed_option,
    user_errors,
)


def _check_jobs(value: int) -> int:
    if value == 0:
        raise click.BadParameter("0 workers cannot score; give 1, more, or -1 for all cores")
    return value


def _count_lines(path: str) -> int | None:
    try:
        with open(path, "rb") as fh:
            return sum(1 for _ in fh)
    except OSError:
        return None


@click.command()
@detector_option()
@click.argument("episodes", type=click.Path(dir_okay=False))
@click.option(
    "-o",
    "--output",
    default="-",
    show_default=True,
    metavar="OUT.jsonl",
    help="Where to write the scored episodes ('-' = stdout). Written atomically: "
    "on any error no partial file is left.",
)
@click.option(
    "-j",
    "--jobs",
    default=1,
    show_default=True,
    callback=lambda ctx, param, v: _check_jobs(v),
    help="Parallel workers (joblib); -1 = all cores.",
)
@seed_option
@judge_options
@user_errors
def score(detectors: str, episodes: str, output: str, jobs: int, seed: int) -> None:
    """Add `judgments` to every non-finish step of EPISODES (JSON Lines; docs/formats.md).

    Each judged step gets `"judgments": {"<detector>": {"verdict": ..., "score": ...}}`;
    every other field is kept. The thought judging step t is step t+1's (ReAct alignment).
    Bad input stops with one error line naming file, line and field (exit status 1).
    The random control says useless at rate 0.5 here (no labels to match); its draws are
    seeded by --seed.

    \b
    Examples:
      uselessdetect score -d lexical episodes.jsonl -o scored.jsonl
      uselessdetect score -d 'keyword>lexical,classifier,random' episodes.jsonl > scored.jsonl
    """
    dets = build_detectors(detectors, seed=seed)
    stream = read_episodes(episodes)
    total = _count_lines(episodes) if output != "-" else None
    scored = score_episodes(progress(stream, label="scoring", length=total), dets, n_jobs=jobs)
    n = write_jsonl(output, scored)
    where = "stdout" if output == "-" else output
    click.echo(f"scored {n} episodes with {', '.join(dets)} → {where}", err=True)
