"""`uselessdetect import`: convert other log formats into the episode format."""

from __future__ import annotations

import click

from ..io import Skipped, load_hotpotqa, read_knowagent, write_jsonl
from ._common import (
    ALLOW_UNMATCHED,
    MIN_MATCHED,
    echo_json,
    progress,
    refuse_overwrite,
    user_errors,
)


@click.group(name="import")
def import_() -> None:
    """Convert other agents' logs into the episode format (format: docs/formats.md).

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
@ALLOW_UNMATCHED
@click.option(
    "--json", "as_json", is_flag=True, help="Print a summary as JSON (runs matched, skipped)."
)
@user_errors
def knowagent(
    trajectories: str,
    hotpotqa: tuple[str, ...],
    output: str,
    allow_unmatched: bool,
    as_json: bool,
) -> None:
    """Convert KnowAgent-style ReAct trajectories (Search[X] actions) to episodes.

    Labels are derived from the questions' supporting facts: useful when the observation
    holds a supporting sentence, useless when it is a failure message or shares almost no
    content word with the gold paragraphs, unlabeled otherwise. Runs without a HotpotQA
    record are counted on stderr; under half of the runs matching one is an error unless
    --allow-unmatched.

    \b
    Examples:
      uselessdetect import knowagent knowagent_hotpotqa_trajs.jsonl \\
          --hotpotqa knowagent_train500_trainsplit.json -o episodes.jsonl
    """
    refuse_overwrite(output, trajectories, *hotpotqa)
    if as_json and output == "-":
        raise click.UsageError("--json prints on stdout; write the episodes to a file (-o)")
    records = load_hotpotqa(hotpotqa) if hotpotqa else None
    unmatched = Skipped()
    episodes = read_knowagent(
        trajectories,
        records,
        unmatched=unmatched,
        min_matched=0.0 if allow_unmatched else MIN_MATCHED,
    )
    n = write_jsonl(output, progress(episodes, label="importing"))
    click.echo(f"wrote {n} episodes → {'stdout' if output == '-' else output}", err=True)
    if unmatched.total():
        click.echo(
            f"{n - unmatched.total()} of {n} runs matched a HotpotQA record; their steps are "
            f"labeled, the others' are not ({unmatched.summary('runs')})",
            err=True,
        )
    if as_json:
        matched = n - unmatched.total() if records is not None else None
        echo_json({"episodes": n, "matched": matched, "unmatched": unmatched.to_dict()})
