"""`uselessdetect replay`: what a gate would have done on logged runs with their outcomes."""

from __future__ import annotations

import itertools
import json
from typing import Any

import click

from ..io import expand_paths, read_episodes
from ..measure import plot_outcome_replay, replay_outcomes, replay_table
from ._common import (
    build_detectors,
    echo_json,
    progress,
    refuse_overwrite,
    rule_options,
    user_errors,
)
from ._options import (
    LOG_FORMAT_OPTION,
    OUTPUT_FILE,
    RUNS_N_BOOT_OPTION,
    SEED,
    gate_k_option,
    gate_mode_option,
    reward_threshold_option,
)

__all__ = ["replay"]


def _gate_options(pairs: tuple[str, ...]) -> dict[str, Any]:
    """``KEY=VALUE`` pairs as keywords; a VALUE that is JSON (``3``, ``true``, ``["a"]``) is
    read as JSON, any other as text."""
    out: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep or not key.strip():
            raise click.BadParameter(
                f"expected KEY=VALUE, got {pair!r}", param_hint="--gate-option"
            )
        try:
            out[key.strip()] = json.loads(text)
        except ValueError:
            out[key.strip()] = text
    return out


@click.command()
@click.argument("runs", nargs=-1, required=True, type=click.Path(dir_okay=True))
@click.option(
    "-d",
    "--detector",
    default="lexical",
    show_default=True,
    metavar="NAME",
    help="The gate's detector: any registered name ('keyword>lexical' chains); "
    "see `uselessdetect detectors`.",
)
@LOG_FORMAT_OPTION
@gate_k_option("run rule: the gate trips at this many useless results in a row.")
@rule_options()
@gate_mode_option(
    "finish_only: a trip blocks every later call; "
    "drop_tool: only the later calls of the tripped tool."
)
@click.option(
    "--one-source",
    is_flag=True,
    help="Count the toolset as one source (default: each tool is its own).",
)
@click.option(
    "--gate-option",
    "gate_option",
    multiple=True,
    metavar="KEY=VALUE",
    help="Any other StopGate keyword, passed through (VALUE read as JSON when it "
    "is JSON); repeatable.",
)
@click.option(
    "--loop-min",
    type=click.IntRange(1),
    default=6,
    show_default=True,
    help="A failed run with at least this many calls loops (and never saw its answer, "
    "where the episode's `answer_seen_at` says).",
)
@reward_threshold_option("The least reward that counts as success (partial rewards fail at 1).")
@RUNS_N_BOOT_OPTION
@click.option("--seed", type=SEED, default=0, show_default=True, help="Bootstrap seed.")
@click.option("--json", "as_json", is_flag=True, help="Print the full result as JSON.")
@click.option(
    "--plot",
    "plot_path",
    type=OUTPUT_FILE,
    default=None,
    metavar="FILE",
    help="Save the four shares per tool with their intervals (needs 'uselessdetect[plot]').",
)
@user_errors
def replay(
    runs: tuple[str, ...],
    detector: str,
    fmt: str,
    k: int,
    rule_spec: dict[str, Any],
    mode: str,
    one_source: bool,
    gate_option: tuple[str, ...],
    loop_min: int,
    reward_threshold: float,
    n_boot: int,
    seed: int,
    as_json: bool,
    plot_path: str | None,
) -> None:
    """Replay a shadow gate over logged runs with their outcomes, before it enforces.

    For a detector and a rule, per tool and overall: the calls the gate would have cut in
    runs that failed (and in failed runs that loop), the successful runs it would have
    stopped before their answer (before the call that brought it, where the episode's
    `answer_seen_at` says; else before the run's answer), and those in which it withheld
    evidence (blocked a call whose logged result was news to the run: not an error, not the
    same text as a result it already had), with 95% intervals from a bootstrap over runs.
    RUNS are episodes with an `outcome`, `success` or `correct`, chat logs carrying an
    outcome, or real-runs rows ({source, run_id, task, tool, args, result, outcome}); runs
    without an outcome are counted as skipped. Format and meaning: docs/real-tools.md.

    \b
    Examples:
      uselessdetect replay runs.jsonl -d lexical --k 3
      uselessdetect replay runs.jsonl -d lexical --rule cusum --h 6 --one-source --json
      uselessdetect replay episodes.jsonl --mode drop_tool --plot replay.png
      uselessdetect replay runs.jsonl --gate-option strict=true
    """
    paths = expand_paths(runs)
    if plot_path:
        refuse_overwrite(plot_path, *paths, output_flag="--plot")
    det = next(iter(build_detectors(detector, seed=seed).values()))
    options = _gate_options(gate_option)
    if "mode" in options:
        raise click.UsageError("give the gate's mode with --mode, not --gate-option mode=...")
    options["mode"] = mode
    episodes = itertools.chain.from_iterable(
        read_episodes(p, format=fmt, strict=False, reward_threshold=reward_threshold) for p in paths
    )
    rep = replay_outcomes(
        progress(episodes, label="replaying"),
        det,
        k=k,
        rule=rule_spec["rule"],
        rule_params={p: v for p, v in rule_spec.items() if p != "rule"},
        gate_options=options,
        one_source=one_source,
        loop_min=loop_min,
        reward_threshold=reward_threshold,
        n_boot=n_boot,
        random_state=seed,
    )
    if not rep.runs["total"]:
        raise click.ClickException(
            f"no run to replay in {len(paths)} file(s): {rep.skipped.summary('runs')}"
        )
    if as_json:
        echo_json(rep.to_dict())
    else:
        click.echo(replay_table(rep))
    if plot_path:
        plot_outcome_replay(rep, plot_path)
        click.echo(f"plot → {plot_path}", err=True)
