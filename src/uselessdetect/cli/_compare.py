"""`uselessdetect compare`: paired comparisons of conditions run on the same tasks."""

from __future__ import annotations

from pathlib import Path

import click

from ..io import read_episodes
from ..measure import compare as run_compare
from ..measure import compare_by
from ._common import echo_json, progress, refuse_overwrite, user_errors
from ._options import OUTPUT_FILE, RESAMPLES, SEED, FloatRange


def _names(paths: tuple[str, ...]) -> list[str]:
    """Condition names: the file stems, or the paths when two stems are alike."""
    stems = [Path(p).stem for p in paths]
    return stems if len(set(stems)) == len(stems) else list(paths)


@click.command()
@click.argument("base", type=click.Path(dir_okay=False))
@click.argument("others", nargs=-1, type=click.Path(dir_okay=False))
@click.option(
    "--margin",
    type=FloatRange(0, 1, max_open=True),
    default=0.05,
    show_default=True,
    help="Non-inferiority margin: a regime passes when success drops by less than this.",
)
@click.option(
    "--n-boot",
    type=RESAMPLES,
    default=2000,
    show_default=True,
    help="Paired cluster-bootstrap resamples of tasks (0 = no intervals; every test "
    "inconclusive, p = 1).",
)
@click.option("--seed", type=SEED, default=0, show_default=True, help="Seed of the bootstrap.")
@click.option(
    "--alpha",
    type=FloatRange(0, 1, min_open=True, max_open=True),
    default=0.05,
    show_default=True,
    help="Family-wise error rate of the Holm-adjusted tests.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
@click.option(
    "--plot",
    type=OUTPUT_FILE,
    metavar="FILE.png",
    help="Forest plot of the per-regime differences (needs 'uselessdetect[plot]').",
)
@click.option(
    "--by",
    metavar="FIELD",
    default=None,
    help="Split the episodes of the file(s) by this field ('condition' for an experiment "
    "run) and compare the groups, budget by budget.",
)
@click.option(
    "--base",
    "base_name",
    metavar="NAME",
    default=None,
    help="With --by: the group compared against  [default: unaided, else the first].",
)
@user_errors
def compare(
    base: str,
    others: tuple[str, ...],
    margin: float,
    n_boot: int,
    seed: int,
    alpha: float,
    as_json: bool,
    plot: str | None,
    by: str | None,
    base_name: str | None,
) -> None:
    """Compare conditions (episode files, JSON Lines) with BASE on the same tasks.

    Episodes are paired by task and regime; unpaired ones are counted and reported. For each
    OTHER against BASE: the mean6 gain with a paired cluster-bootstrap CI over tasks and a
    one-sided p-value, success per regime with its paired difference, non-inferiority per
    regime against --margin (pass / fail / inconclusive), tool calls and the median answering
    action. A condition gated by the 'random' detector is the timing control: every other
    gated condition's gain over it is tested too. Holm adjusts all p-values of the run.

    \b
    Examples:
      uselessdetect simulate --agent persistent -o unaided.jsonl
      uselessdetect simulate --agent persistent --gate oracle -o gated.jsonl
      uselessdetect simulate --gate random --rate-match unaided.jsonl -o random.jsonl
      uselessdetect compare unaided.jsonl gated.jsonl
      uselessdetect compare unaided.jsonl gated.jsonl random.jsonl --json
      uselessdetect compare unaided.jsonl gated.jsonl --margin 0.05 --plot forest.png
      uselessdetect compare runs.jsonl --by condition
    """
    paths = (base, *others)
    refuse_overwrite(plot, *paths, output_flag="--plot")
    if by is not None:
        if plot:
            raise click.UsageError("--plot draws one comparison; leave it out with --by")
        eps = [e for p in paths for e in progress(read_episodes(p, strict=False), label="reading")]
        results = compare_by(
            eps, by=by, base=base_name, margin=margin, n_boot=n_boot, alpha=alpha,
            random_state=seed,
        )  # fmt: skip
        if as_json:
            echo_json({"by": by, "budgets": {b: r.to_dict() for b, r in results.items()}})
        else:
            click.echo("\n\n".join(f"Budget {b}\n{r.report()}" for b, r in results.items()))
        return
    if not others:
        raise click.UsageError("expected BASE and at least one OTHER file (or --by FIELD)")
    if base_name is not None:
        raise click.UsageError("--base names a group of --by")
    conditions = {
        name: list(progress(read_episodes(p, strict=False), label=f"reading {name}"))
        for name, p in zip(_names(paths), paths, strict=True)
    }
    result = run_compare(conditions, margin=margin, n_boot=n_boot, alpha=alpha, random_state=seed)
    if plot:
        result.plot(plot)
        click.echo(f"wrote forest plot → {plot}", err=True)
    if as_json:
        echo_json(result.to_dict())
    else:
        click.echo(result.report())
