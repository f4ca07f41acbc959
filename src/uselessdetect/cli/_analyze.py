"""`uselessdetect analyze`: measure whether an agent's stopping follows its evidence."""

from __future__ import annotations

from typing import Any

import click

from ..io import read_episodes
from ..measure import analyze as run_analysis
from ..measure import analyze_by
from ._common import (
    COMBINE_HELP,
    echo_json,
    judge_options,
    progress,
    refuse_overwrite,
    user_errors,
)
from ._options import BUDGET, MAX_STRATA, OUTPUT_FILE, RESAMPLES, SEED, FloatRange


def _strata(value: str) -> list[int]:
    """``"3-6"`` → [3, 4, 5, 6]; ``"3,5"`` → [3, 5]."""
    try:
        out: set[int] = set()
        for part in value.split(","):
            lo, sep, hi = part.strip().partition("-")
            first, last = int(lo), int(hi) if sep else int(lo)
            if last > MAX_STRATA:  # checked before anything is allocated
                raise click.BadParameter(
                    f"result counts go up to {MAX_STRATA:,} (the episode budget cap), got "
                    f"{value!r}",
                    param_hint="--strata",
                )
            out.update(range(first, last + 1))
    except ValueError:
        raise click.BadParameter(
            f"expected a range like 3-6 or a list like 3,4,5, got {value!r}", param_hint="--strata"
        ) from None
    if not out or min(out) < 1:
        raise click.BadParameter(
            f"expected result counts >= 1, got {value!r}", param_hint="--strata"
        )
    return sorted(out)


@click.command()
@click.argument("episodes", type=click.Path(dir_okay=False))
@click.option(
    "--judgments",
    "-d",
    "judgments",
    required=True,
    metavar="DETECTOR",
    help="Whose verdicts define useless/useful: a detector name ('keyword', 'lexical', "
    "'keyword>lexical', …) or 'oracle' (the per-step labels). Episodes without these "
    f"judgments are scored on the fly. {COMBINE_HELP}",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--plot",
    type=OUTPUT_FILE,
    metavar="FILE.png",
    help="Draw the hazard of answering by run length at each step (needs 'uselessdetect[plot]').",
)
@click.option(
    "--strata",
    default="3-6",
    show_default=True,
    metavar="RANGE",
    help=f"Result counts t pooled by Δ: '3-6' or '3,4,5'  [1<=t<={MAX_STRATA:,}].",
)
@click.option(
    "--n-boot",
    default=1000,
    show_default=True,
    type=RESAMPLES,
    help="Cluster-bootstrap resamples of episodes (0 = no intervals).",
)
@click.option("--seed", default=0, show_default=True, type=SEED, help="Seed of the bootstrap.")
@click.option(
    "--budget",
    type=BUDGET,
    default=None,
    help="Budget of episodes that record none  [default: the longest such episode].",
)
@click.option(
    "--min-group",
    default=20,
    show_default=True,
    type=click.IntRange(min=1),
    help="Fewest decision points in each of Δ's groups for a verdict.",
)
@click.option(
    "--margin",
    default=0.05,
    show_default=True,
    type=FloatRange(0, 1, max_open=True),
    help="Equivalence margin: 'follows the clock or deadline' only when the whole CI of Δ lies "
    "within ±this.",
)
@judge_options
@click.option(
    "--action",
    type=click.Choice(["answer", "switch"]),
    default="answer",
    show_default=True,
    help="The action measured: answering (finish), or leaving the tool the episode started "
    "with for another one (switch: e.g. to backup_search).",
)
@click.option(
    "--by",
    metavar="FIELDS",
    default=None,
    help="Analyse each group of episodes sharing these fields ('condition', "
    "'condition,model', 'budget', …) and print one table row per group, with the median "
    "answering action per budget, judgment accuracy per result kind and belief calibration.",
)
@user_errors
def analyze(
    episodes: str,
    judgments: str,
    as_json: bool,
    plot: str | None,
    strata: str,
    n_boot: int,
    seed: int,
    budget: int | None,
    min_group: int,
    margin: float,
    action: str,
    by: str | None,
) -> None:
    """Tell whether stopping in EPISODES (JSON Lines) follows the evidence, the clock, or
    earlier useful results.

    Reports Δ — answering after an unbroken run of results judged useless minus answering,
    at the same step, after a history with a useful result (Mantel–Haenszel over t results,
    final action excluded) — with the integration index, the hazard slope, success per
    regime and mean6, each with bootstrap CIs over episodes, then a one-line verdict. Real
    logs (unknown actions, missing observations, no budget) are analysed; what was skipped
    is counted.

    \b
    Examples:
      uselessdetect analyze episodes.jsonl --judgments oracle
      uselessdetect analyze scored.jsonl --judgments 'keyword>lexical' --json
      uselessdetect analyze runs.jsonl --judgments lexical --strata 3-6 --plot hazard.png
      uselessdetect analyze backup.jsonl --judgments oracle --action switch
      uselessdetect analyze runs.jsonl -d self --by condition
    """
    refuse_overwrite(plot, episodes, output_flag="--plot")
    stream = progress(read_episodes(episodes, strict=False), label="analysing")
    settings: dict[str, Any] = {
        "strata": _strata(strata),
        "n_boot": n_boot,
        "random_state": seed,
        "budget": budget,
        "min_group": min_group,
        "action": action,
        "margin": margin,
    }
    if by is not None:
        if plot:
            raise click.UsageError("--plot draws one analysis; leave it out with --by")
        grouped = analyze_by(stream, judgments, by=by, **settings)
        if as_json:
            echo_json(grouped.to_dict())
        else:
            click.echo(grouped.report())
        return
    result = run_analysis(stream, judgments, **settings)
    if plot:
        result.plot(plot)
        click.echo(f"wrote hazard plot → {plot}", err=True)
    if as_json:
        echo_json(result.to_dict())
    else:
        click.echo(result.report())
