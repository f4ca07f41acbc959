"""`uselessdetect simulate`: run a reference agent in the paper's environment, write episodes."""

from __future__ import annotations

import contextlib
import json
import textwrap
from pathlib import Path
from typing import Any

import click

from ..exceptions import ConfigurationError
from ..io import atomic_writer, record_line, sample_fever_path, sample_hotpotqa_path
from ..measure import mean6
from ..measure import success_rates as success_by_regime
from ..sim import SIX_REGIMES, iter_simulate, load_records
from ._common import (
    COMBINE_HELP,
    build_detectors,
    echo_json,
    gate_rule,
    progress,
    refuse_overwrite,
    rule_options,
    user_errors,
)
from ._options import (
    BUDGET,
    SEED,
    FloatRange,
    OutputFile,
    gate_k_option,
    gate_mode_option,
)

#: --failure-kind's help, shared with `probe`.
FAILURE_KIND_HELP = (
    "What a failed call returns: injected = a paragraph of another question; plausible = the "
    "question's own distractor paragraph; answerless = its own paragraph with the supporting "
    "sentences removed."
)

AGENT_NAMES = ["persistent", "clock", "deadline", "integrating", "eager", "gated"]


def records_from(
    data: str | None, limit: int | None, task: str | None = None
) -> list[dict[str, Any]]:
    """Load DATA (or the bundled sample of ``task``), keeping the first ``limit`` records."""
    if data is None:
        data = str(sample_fever_path() if task == "fever" else sample_hotpotqa_path())
    records = load_records(data, task)
    return records[:limit] if limit else records


def task_options(func: Any) -> Any:
    """The options --task and --backup shared by `simulate` and `probe`."""
    func = click.option(
        "--backup",
        is_flag=True,
        help="Offer backup_search, an intact second search tool; the agents switch to it when "
        "search is no longer allowed (use a gate with --mode drop_tool).",
    )(func)
    return click.option(
        "--task",
        type=click.Choice(["hotpotqa", "fever"]),
        default=None,
        help="The environment  [default: detected from DATA's fields].",
    )(func)


def gate_options(func: Any) -> Any:
    """The options --gate, --k, --mode shared by `simulate` and `probe`."""
    for opt in reversed(
        [
            click.option(
                "--gate",
                metavar="DETECTOR",
                default=None,
                help="Put a StopGate in the harness judged by this detector "
                f"('oracle' = the environment's true labels). {COMBINE_HELP}",
            ),
            gate_k_option("The gate trips at this many useless results in a row."),
            gate_mode_option(
                "What the gate does when it trips: finish_only leaves only `finish`; "
                "drop_tool removes the failing tool and keeps the others (see --backup)."
            ),
        ]
    ):
        func = opt(func)
    return func


def rate_matched_gate(spec: str | None, path: str, seed: int) -> Any:
    """The gate's stochastic detector (``random``) fitted to say useless at the rate of the
    labelled-useless results in the episodes at ``path`` (the rate-matched control)."""
    from ..io import read_episodes

    if spec is None:
        raise click.UsageError("--rate-match needs a gate: --gate random")
    episodes = read_episodes(path, strict=False)
    labels = [s for ep in episodes for _, s in ep.samples() if s.label is not None]
    if not labels:
        raise click.ClickException(f"{path}: no labelled result to match the rate to")
    det = next(iter(build_detectors(spec, seed=seed, rate_match=labels).values()))
    if not det.stochastic:
        raise click.UsageError(f"--rate-match applies to the random control, not {det.name!r}")
    return det


def six_mean(by: dict[str, float]) -> float:
    """mean6 of per-regime success, given only the six regimes (any others are reported
    beside it, never averaged in); ConfigurationError when one of the six is missing."""
    return mean6({r: by[r] for r in SIX_REGIMES if r in by})


def summary_table(by: dict[str, float], n: int, ungated: float | None = None) -> str:
    """Success per regime and mean6 (with ``ungated``: no gate's beside it) as a small table.

    The legend explains only what the table prints.

    Examples
    --------
    >>> print(summary_table({"persistent": 0.25}, 4))
    regime      success
    persistent  0.250
    (4 episodes; success = share answered correctly)
    """
    names = [*by, "regime", *(["mean6, no gate"] if ungated is not None else [])]
    width = max(map(len, names)) + 2
    rows = [f"{'regime':<{width}}success"] + [f"{r:<{width}}{v:.3f}" for r, v in by.items()]
    legend = f"({n} episodes; success = share answered correctly"
    with contextlib.suppress(ConfigurationError):  # not all six regimes were run
        rows.append(f"{'mean6':<{width}}{six_mean(by):.3f}")
        legend += "; mean6 = its mean over the six regimes"
        if ungated is not None:
            rows.append(f"{'mean6, no gate':<{width}}{ungated:.3f}")
            legend += "; no gate = the same agent and draws without the gate"
    return "\n".join([*rows, textwrap.fill(legend + ")", 96)])


def ungated_mean6(
    by: dict[str, float], records: list[Any], agent: str, settings: dict[str, Any]
) -> float | None:
    """mean6 of the same agent and draws without a gate; ``None`` unless ``by`` (the gated
    run's success per regime) holds the six regimes.

    ``gated`` is the persistent agent behind a gate, so its ungated twin is ``persistent``.
    """
    if any(r not in by for r in SIX_REGIMES):
        return None
    plain = "persistent" if agent == "gated" else agent
    runs = iter_simulate(records, plain, **settings)
    return six_mean(
        success_by_regime(list(progress(runs, label="no gate", length=len(by) * len(records))))
    )


def _gate_fields(gate: str | None, k: int, mode: str, rule_spec: dict[str, Any]) -> dict[str, Any]:
    """The JSON report's gate settings: all null when no gate ran."""
    if gate is None:
        return {"k": None, "rule": None, "mode": None}
    return {"k": k, "rule": gate_rule(rule_spec, k), "mode": mode}


def worse_note(gated: float, ungated: float) -> str:
    """The note printed when a gate makes mean6 worse than no gate."""
    return (
        f"note: this gate makes mean6 worse than no gate ({gated:.3f} vs {ungated:.3f}): it "
        "trips on sources that would have recovered or on useful results judged useless; try "
        "a larger --k (or --h), or another detector (`uselessdetect fit-k` chooses k)"
    )


def agent_option(default: str) -> Any:
    """The --agent option shared by `simulate` and `probe`."""
    return click.option(
        "--agent",
        type=click.Choice(AGENT_NAMES),
        default=default,
        show_default=True,
        help="Reference agent ('gated' = persistent behind an oracle gate).",
    )


@click.command()
@click.argument("data", required=False, type=click.Path(dir_okay=False))
@agent_option("persistent")
@click.option(
    "--regimes",
    default="six",
    show_default=True,
    help="'six' or a comma list of regime names (recover_after_2, ...).",
)
@click.option(
    "--budget",
    type=BUDGET,
    default=8,
    show_default=True,
    help="Most actions an agent may take per episode, the final `finish` included (the paper: 8).",
)
@gate_options
@rule_options()
@click.option(
    "--failure-kind",
    type=click.Choice(["injected", "plausible", "answerless"]),
    default="injected",
    show_default=True,
    help=FAILURE_KIND_HELP,
)
@click.option(
    "--p-miss",
    type=FloatRange(0, 1),
    default=0.3,
    show_default=True,
    help="Chance that a query to a working source returns another paragraph of the question's "
    "knowledge base than the one sought: the agents' own search is imperfect.",
)
@click.option(
    "--p-memory",
    type=FloatRange(0, 1),
    default=0.15,
    show_default=True,
    help="Chance that an answer without the evidence (from memory) is right (the paper: 15-17%).",
)
@click.option("--limit", type=click.IntRange(1), default=None, help="Use the first N records.")
@click.option(
    "--seed",
    type=SEED,
    default=0,
    show_default=True,
    help="Seed of the failures and the agents' draws: the same seed, the same episodes.",
)
@click.option(
    "-o",
    "--output",
    type=OutputFile(allow_dash=True),
    default=None,
    help="Write the episodes (JSON Lines) here; '-' = stdout.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
@task_options
@click.option(
    "--rate-match",
    type=click.Path(dir_okay=False),
    default=None,
    metavar="EPISODES.jsonl",
    help="With --gate random: say useless at the rate of labelled-useless results in these "
    "episodes (the rate-matched timing control for `compare`).",
)
@user_errors
def simulate(
    data: str | None,
    agent: str,
    regimes: str,
    budget: int,
    gate: str | None,
    k: int,
    mode: str,
    failure_kind: str,
    p_miss: float,
    p_memory: float,
    limit: int | None,
    seed: int,
    output: str | None,
    as_json: bool,
    task: str | None,
    backup: bool,
    rate_match: str | None,
    rule_spec: dict[str, Any],
) -> None:
    """Run a scripted agent on HotpotQA questions or FEVER claims under failure regimes (no LLM
    needed).

    DATA is a HotpotQA file (JSON list or JSON Lines) or a FEVER file (JSON Lines: claim,
    evidence, label); it defaults to the bundled sample of --task (HotpotQA).
    Each episode is written in the episode format with regime, budget, correct and per-step
    true labels. The summary (success per regime, mean6) goes to stdout, or to stderr when the
    episodes do.

    \b
    Examples:
      uselessdetect simulate --agent persistent -o episodes.jsonl
      uselessdetect simulate hotpot.json --agent persistent --gate oracle --k 5
      uselessdetect simulate --gate classifier --k 5 --failure-kind plausible
      uselessdetect simulate --gate classifier --rule cusum --h 4
          (a gate that trips too early: the report says it lowers mean6 below no gate's)
      uselessdetect simulate hotpot.json --agent clock --regimes clean,persistent --json
      uselessdetect simulate hotpot.json --gate 'keyword>lexical' --limit 50 -o -
      uselessdetect simulate --task fever --gate oracle -o fever.jsonl
      uselessdetect simulate --backup --gate oracle --mode drop_tool -o backup.jsonl
      uselessdetect simulate --gate random --rate-match unaided.jsonl -o random.jsonl
    """
    refuse_overwrite(output, data, rate_match)
    records = records_from(data, limit, task)
    the_gate = rate_matched_gate(gate, rate_match, seed) if rate_match else gate
    settings: dict[str, Any] = {
        "regimes": regimes, "budget": budget, "failure_kind": failure_kind,
        "random_state": seed, "p_miss": p_miss, "p_memory": p_memory, "task": task,
        "backup": backup,
    }  # fmt: skip
    episodes = iter_simulate(records, agent, gate=the_gate, k=k, mode=mode, rule=rule_spec,
                             **settings)  # fmt: skip
    n_regimes = len(regimes.split(",")) if regimes.strip() != "six" else 6
    kept: list[Any] = []
    bar = progress(episodes, label="simulating", length=len(records) * n_regimes)
    if output is not None:
        with atomic_writer(output) as fh:
            for ep in bar:
                fh.write(record_line(ep, n=len(kept) + 1, path=output))
                kept.append(ep)
    else:
        kept = list(bar)
    by = success_by_regime(kept)
    to_err = output == "-"
    the_gate_name = gate or ("oracle" if agent == "gated" else None)
    ungated = ungated_mean6(by, records, agent, settings) if the_gate_name else None
    if as_json:
        report: dict[str, Any] = {
            "agent": agent,
            "budget": budget,
            "gate": the_gate_name,
            **_gate_fields(the_gate_name, k, mode, rule_spec),
            "task": kept[0].raw.get("task") if kept else task,
            "backup": backup,
            "episodes": len(kept),
            "success": by,
            "mean6": None,
        }
        with contextlib.suppress(ConfigurationError):
            report["mean6"] = six_mean(by)
        if the_gate_name:
            report["mean6_without_gate"] = ungated
        if to_err:
            click.echo(json.dumps(report, indent=2), err=True)
        else:
            echo_json(report)
        return
    click.echo(summary_table(by, len(kept), ungated), err=to_err)
    if ungated is not None and six_mean(by) < ungated:
        click.echo(textwrap.fill(worse_note(six_mean(by), ungated), 96), err=True)
    if output not in (None, "-"):
        click.echo(f"wrote {len(kept)} episodes to {Path(output)}", err=True)
