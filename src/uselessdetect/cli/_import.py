"""`uselessdetect import`: convert other log formats into the episode format."""

from __future__ import annotations

import click

from ..io import load_hotpotqa, read_knowagent, write_jsonl
from ._common import progress, refuse_overwrite, user_errors


@click.group(name="import")
def import_() -> None:
    """Convert other agents' logs into the episode format (the episode format in the README).

    \b
    Examples:
      uselessdetect import knowagent trajs.jsonl --hotpotqa hotpot_train.json -o episodes.jsonl
    """


@import_.command()
@click.argument("trajectories", type=click.Path(dir_okay=False))
@click.option(
    "--hotpotqa",
    "hotpotqa",
    multiple=True,
    type=click.Path(dir_okay=False),
    help="HotpotQA records (JSON list or JSONL) to derive per-step labels from; "
    "repeatable. Without it the steps stay unlabeled.",
)
@click.option(
    "-o",
    "--output",
    default="-",
    show_default=True,
    metavar="OUT.jsonl",
    help="Where to write the episodes ('-' = stdout).",
)
@user_errors
def knowagent(trajectories: str, hotpotqa: tuple[str, ...], output: str) -> None:
    """Convert KnowAgent-style ReAct trajectories (Search[X] actions) to episodes.

    Labels are derived from the questions' supporting facts: useful when the observation
    holds a supporting sentence, useless when it is a failure message or shares almost no
    content word with the gold paragraphs, unlabeled otherwise.

    \b
    Examples:
      uselessdetect import knowagent knowagent_hotpotqa_trajs.jsonl \\
          --hotpotqa knowagent_train500_trainsplit.json -o episodes.jsonl
    """
    refuse_overwrite(output, trajectories, *hotpotqa)
    records = load_hotpotqa(hotpotqa) if hotpotqa else None
    episodes = progress(read_knowagent(trajectories, records), label="importing")
    n = write_jsonl(output, episodes)
    click.echo(f"wrote {n} episodes → {'stdout' if output == '-' else output}", err=True)
