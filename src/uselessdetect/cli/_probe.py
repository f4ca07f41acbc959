"""`uselessdetect probe`: the budget-doubling probe (does stopping follow the deadline?)."""

from __future__ import annotations

from typing import Any

import click
from click.core import ParameterSource

from ..io import read_episodes
from ..sim import budget_probe, probe_episodes
from ._common import echo_json, rule_options, user_errors
from ._options import PROBE_BUDGET, SEED
from ._simulate import (
    FAILURE_KIND_HELP,
    agent_option,
    gate_options,
    records_from,
    task_options,
)


@click.command()
@click.argument("data", required=False, type=click.Path(dir_okay=False))
@agent_option("deadline")
@gate_options
@rule_options()
@click.option(
    "--budget",
    type=PROBE_BUDGET,
    default=8,
    show_default=True,
    help="B: the probe runs at B and 2B.",
)
@click.option(
    "--regime", default="persistent", show_default=True, help="How the source is broken on purpose."
)
@click.option(
    "--failure-kind",
    type=click.Choice(["injected", "plausible", "answerless"]),
    default="injected",
    show_default=True,
    help=FAILURE_KIND_HELP,
)
@click.option("--limit", type=click.IntRange(1), default=None, help="Use the first N records.")
@click.option(
    "--seed",
    type=SEED,
    default=0,
    show_default=True,
    help="Seed of the failures and the agents' draws: the same seed, the same report.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@click.option(
    "--recorded",
    "recorded",
    multiple=True,
    type=click.Path(exists=True, dir_okay=False),
    metavar="EPISODES.jsonl",
    help="Probe recordings instead of simulating: give it twice, the run at budget B, then "
    "the run at 2B (budgets from the episodes' `budget` field, else --budget).",
)
@task_options
@user_errors
def probe(
    data: str | None,
    agent: str,
    gate: str | None,
    k: int,
    mode: str,
    budget: int,
    regime: str,
    failure_kind: str,
    limit: int | None,
    seed: int,
    as_json: bool,
    task: str | None,
    backup: bool,
    recorded: tuple[str, ...],
    rule_spec: dict[str, Any],
) -> None:
    """Run an agent on a broken source at budget B and 2B and compare when it answers.

    If the median answering step moves with the budget, stopping follows the deadline; a
    gated agent's stopping holds when the budget doubles. DATA defaults to the bundled sample.
    With --recorded twice, the probe reads two recordings of your own agent (a gate's
    `record_to` files, or any episodes files) instead of simulating one.

    \b
    Examples:
      uselessdetect probe --agent deadline
      uselessdetect probe hotpot.json --agent persistent --gate oracle --k 5
      uselessdetect probe --agent persistent --gate lexical --rule sprt --p0 0.1
      uselessdetect probe hotpot.json --agent gated --budget 8 --json
      uselessdetect probe --task fever --agent persistent --gate oracle
      uselessdetect probe --recorded run_b8.jsonl --recorded run_b16.jsonl
    """
    if recorded:
        if len(recorded) != 2:
            raise click.UsageError("give --recorded twice: the run at budget B, then at 2B")
        at_b, at_2b = (list(read_episodes(p)) for p in recorded)
        source = click.get_current_context().get_parameter_source("budget")
        given = None if source is ParameterSource.DEFAULT else budget
        report = probe_episodes(at_b, at_2b, budget=given)
        if as_json:
            echo_json(report.to_dict())
        else:
            click.echo(str(report))
        return
    records = records_from(data, limit, task)
    click.echo(
        f"probing {agent} on {len(records)} records at budgets {budget} and {2 * budget}",
        err=True,
    )
    report = budget_probe(
        records,
        agent,
        budget=budget,
        regime=regime,
        gate=gate,
        k=k,
        mode=mode,
        failure_kind=failure_kind,
        random_state=seed,
        task=task,
        backup=backup,
        rule=rule_spec,
    )
    if as_json:
        echo_json(report.to_dict())
    else:
        click.echo(str(report))
        click.echo(
            "(median answer step: the action at which the median episode answered; tool calls: "
            "per episode; answered: share that answered; success: share answered correctly)"
        )
