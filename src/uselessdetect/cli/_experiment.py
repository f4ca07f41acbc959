"""`uselessdetect experiment`: run the paper's experiment on a chat model behind an
OpenAI-compatible endpoint."""

from __future__ import annotations

import os
import sys
from typing import Any

import click

from ..exceptions import ConfigurationError, MissingDependencyError, install_hint
from ..io import MAX_BUDGET
from ._common import echo_json, refuse_overwrite, rule_options, user_errors
from ._options import SEED, gate_k_option


def _budgets(value: str) -> tuple[int, ...]:
    try:
        out = tuple(int(p) for p in value.split(",") if p.strip())
    except ValueError:
        out = ()
    if not out or min(out) < 1 or max(out) > MAX_BUDGET:
        raise click.BadParameter(
            f"expected integers from 1 to {MAX_BUDGET:,} like 8 or 8,16, got {value!r}",
            param_hint="--budgets",
        )
    return out


def _require_openai() -> None:
    """One error line naming the extra when the ``openai`` package is missing (before any cell)."""
    try:
        import openai  # noqa: F401
    except ImportError:
        raise MissingDependencyError(
            f"experiment talks to the server through the 'openai' package, which is not "
            f"installed: {install_hint('openai')}"
        ) from None


def _client(base_url: str | None, model: str | None, **kw: Any) -> Any:
    from ..judges import ChatClient

    if not model:
        raise click.UsageError("--model is required to talk to a server")
    _require_openai()
    return ChatClient(base_url=base_url, model=model, **kw)


class _Bar:
    """Episodes done, with the calls and tokens so far, on stderr when it is a terminal."""

    def __init__(self) -> None:
        self.bar: Any = None
        self.done = 0

    def __call__(self, report: dict[str, Any]) -> None:
        if not sys.stderr.isatty():
            return
        info = f"{report['calls']} calls, {report['tokens']} tokens"
        if report["failed"]:
            info += f", {report['failed']} failed"
        if self.bar is None:  # the first report names the total
            self.bar = click.progressbar(
                length=report["total"], label="episodes", file=sys.stderr,
                item_show_func=lambda item: item,
            )  # fmt: skip
            self.bar.__enter__()
            self.done = report["done"] - 1
        self.bar.update(report["done"] - self.done, info)
        self.done = report["done"]

    def close(self) -> None:
        if self.bar is not None:
            self.bar.__exit__(None, None, None)
            self.bar = None


@click.command()
@click.argument("data", required=False, type=click.Path(dir_okay=False))
@click.option(
    "--base-url",
    metavar="URL",
    help="The server's API root, e.g. http://127.0.0.1:8080/v1 "
    "[default: $OPENAI_BASE_URL, else OpenAI's]. The key comes from $OPENAI_API_KEY.",
)
@click.option("--model", metavar="NAME", help="The model name the server serves.")
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False),
    help="Episodes (JSON Lines). Rerunning with the same file resumes the run.",
)
@click.option(
    "--conditions",
    default="unaided",
    show_default=True,
    metavar="LIST",
    help="Comma list of the paper's conditions, or 'all' (see --show-prompt).",
)
@click.option(
    "--regimes",
    default="six",
    show_default=True,
    metavar="LIST",
    help="'six' or a comma list of failure regimes.",
)
@click.option(
    "--budgets",
    default="8",
    show_default=True,
    metavar="LIST",
    help="Action budgets (each 1 to 100,000); '8,16' runs every cell at both (the "
    "budget-doubling probe).",
)
@click.option(
    "--questions", type=click.IntRange(1), default=None, help="Use the first N tasks of DATA."
)
@click.option(
    "--protocol",
    type=click.Choice(["tools", "react"]),
    default="tools",
    show_default=True,
    help="Actions as function calls, or as the paper's ReAct text.",
)
@gate_k_option("The enforced rule's threshold (and the stated rule's).")
@click.option(
    "--price",
    type=click.FloatRange(0, 1),
    default=0.05,
    show_default=True,
    help="The price per tool call stated under 'price' (1 per correct answer).",
)
@click.option(
    "--failure-kind",
    type=click.Choice(["injected", "plausible", "answerless"]),
    default="injected",
    show_default=True,
    help="What a failing search returns.",
)
@click.option(
    "--task",
    type=click.Choice(["hotpotqa", "fever"]),
    default=None,
    help="The environment  [default: detected from DATA's fields].",
)
@click.option(
    "--instruments",
    default="self,belief",
    show_default=True,
    metavar="LIST",
    help="Scratch-copy instruments: 'self' (the USEFUL/USELESS side channel, needed by "
    "the enforced rule) and 'belief' (the two probabilities); '' for none.",
)
@click.option(
    "--random-rate",
    type=click.FloatRange(0, 1),
    default=None,
    help="The 'random' condition's P(useless)  [default: matched to the side-channel "
    "verdicts of the other conditions of the run].",
)
@click.option(
    "--concurrency",
    type=click.IntRange(1),
    default=8,
    show_default=True,
    help="Requests in flight at most (agent turns and instruments together).",
)
@click.option(
    "--timeout",
    type=click.FloatRange(0, min_open=True),
    default=60.0,
    show_default=True,
    help="Seconds per attempt, counted from when it got its slot.",
)
@click.option(
    "--retries",
    type=click.IntRange(0),
    default=3,
    show_default=True,
    help="Retries of a 429, 5xx, timeout or dropped connection.",
)
@click.option(
    "--tool-results-as",
    type=click.Choice(["tool", "user"]),
    default="tool",
    show_default=True,
    help="Send tool results as role:tool messages, or as user messages (for servers "
    "whose chat template drops tool messages; see --check-server).",
)
@click.option(
    "--cache",
    "cache_dir",
    type=click.Path(file_okay=False),
    default=None,
    help="Response cache directory: a rerun sends no request already answered.",
)
@click.option(
    "--seed",
    type=SEED,
    default=0,
    show_default=True,
    help="Seeds the environment per task and regime; sent as the request seed.",
)
@click.option(
    "--show-prompt",
    metavar="CONDITION",
    default=None,
    help="Print what CONDITION sends (system prompt, tools, counters, rule) and exit.",
)
@click.option(
    "--check-server",
    is_flag=True,
    help="Probe the endpoint (tool calls, tool results, logprobs, JSON, concurrency), "
    "print what works and the flags that fix what does not, and exit.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the run's summary as JSON.")
@rule_options()
@user_errors
def experiment(
    data: str | None,
    base_url: str | None,
    model: str | None,
    output: str | None,
    conditions: str,
    regimes: str,
    budgets: str,
    questions: int | None,
    protocol: str,
    k: int,
    price: float,
    failure_kind: str,
    task: str | None,
    instruments: str,
    random_rate: float | None,
    concurrency: int,
    timeout: float,
    retries: int,
    tool_results_as: str,
    cache_dir: str | None,
    seed: int,
    show_prompt: str | None,
    check_server: bool,
    as_json: bool,
    rule_spec: dict[str, Any],
) -> None:
    """Run the paper's experiment on a chat model: the failing-source environment on DATA (a
    HotpotQA or FEVER file; default: the bundled sample) under the paper's conditions, with
    the side-channel judgment and the belief elicitation on scratch copies, one episode per
    task, regime, condition and budget.

    Read the output with `analyze OUTPUT -d self --by condition` and
    `compare OUTPUT --by condition`.

    \b
    Examples:
      uselessdetect experiment --show-prompt budget
      uselessdetect experiment --base-url http://127.0.0.1:8080/v1 --model qwen --check-server
      uselessdetect experiment --base-url http://127.0.0.1:8080/v1 --model qwen \\
          --conditions unaided,enforced --budgets 8,16 --questions 20 -o runs.jsonl
      uselessdetect experiment --base-url http://127.0.0.1:8080/v1 --model qwen \\
          --conditions unaided,enforced --rule cusum --h 6 -o cusum.jsonl
      uselessdetect analyze runs.jsonl -d self --by condition
    """
    from ..experiment import parse_conditions, run_experiment
    from ..experiment import show_prompt as render

    if show_prompt is not None:
        cond = parse_conditions(show_prompt)
        if len(cond) != 1:
            raise click.UsageError("--show-prompt takes one condition")
        first = _budgets(budgets)[0]
        click.echo(render(cond[0], protocol=protocol, budget=first, k=k, price=price))
        return
    options = {
        "concurrency": concurrency,
        "timeout": timeout,
        "retries": retries,
        "cache_dir": cache_dir,
        "tool_results_as": tool_results_as,
    }
    if check_server:
        from ..experiment import check_server as probe

        with _client(base_url, model, **options) as client:
            report = probe(client, seed=seed)
        echo_json(report.to_dict()) if as_json else click.echo(str(report))
        return
    if output is None:
        raise click.UsageError("-o/--output is required for a run")
    refuse_overwrite(output, data)
    conds = parse_conditions(conditions)
    with _client(base_url, model, **options) as client:
        bar = _Bar()
        try:
            result = run_experiment(
                client, data, conditions=[c.name for c in conds], regimes=regimes,
                budgets=_budgets(budgets), questions=questions, protocol=protocol, k=k,
                price=price, failure_kind=failure_kind, task=task,
                instruments=[p.strip() for p in instruments.split(",") if p.strip()],
                random_rate=random_rate, concurrency=concurrency, output=output,
                random_state=seed, model=model, on_episode=bar, rule=rule_spec["rule"],
                rule_params={p: v for p, v in rule_spec.items() if p != "rule"},
            )  # fmt: skip
        except KeyboardInterrupt:
            bar.close()
            held = os.path.exists(output)
            click.echo("Interrupted.", err=True)
            if held:
                click.echo(
                    f"{output} holds the finished episodes: rerun the same command to resume",
                    err=True,
                )
            raise click.exceptions.Exit(130) from None
        finally:
            bar.close()
        stats = client.stats
    summary = {**result.to_dict(), "client": stats}
    if result.written + result.resumed == 0:  # nothing usable: no file, no "next:" hint
        raise ConfigurationError(
            f"no episode got a reply: {len(result.failed)} of {result.cells} cells skipped "
            f"({_reasons(result.failed)}); nothing written to {output}"
        )
    if as_json:
        echo_json(summary)
    else:
        click.echo(str(result))
        click.echo(
            f"client: {stats.get('requests', 0)} requests, {stats.get('cache_hits', 0)} from the "
            f"cache, {stats.get('retries', 0)} retries, {stats.get('timeouts', 0)} timeouts",
            err=True,
        )
        if not result.failed:
            click.echo(
                f"wrote {output}; next: uselessdetect analyze {output} -d self --by condition",
                err=True,
            )
    if result.failed:
        raise ConfigurationError(
            f"{len(result.failed)} episodes got no reply and were not written "
            f"({_reasons(result.failed)}; first: {result.failed[0][1]}); {output} holds the "
            f"{result.written + result.resumed} others: rerun the same command to redo them"
        )


def _reasons(failed: list[tuple[str, str]]) -> str:
    """``12 timeout, 3 server_error``: the failures counted by kind (the text before ':')."""
    kinds: dict[str, int] = {}
    for _, error in failed:
        text = error.split(": ", 1)[1] if error.startswith("agent turn ") else error
        kind = text.split(":", 1)[0].strip() or "error"
        kinds[kind] = kinds.get(kind, 0) + 1
    return ", ".join(f"{n} {k}" for k, n in sorted(kinds.items(), key=lambda kv: -kv[1]))
