"""`uselessdetect import`: convert other log formats into the episode format."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from typing import Any

import click

from ..io import (
    MAX_OPEN_SPANS,
    TRACE_WINDOW,
    ImportStats,
    Skipped,
    expand_paths,
    load_hotpotqa,
    read_episodes,
    read_knowagent,
    write_jsonl,
)
from ._common import (
    ALLOW_UNMATCHED,
    MIN_MATCHED,
    echo_json,
    progress,
    refuse_overwrite,
    user_errors,
)
from ._options import FloatRange


@click.group(name="import")
def import_() -> None:
    """Convert other agents' logs into the episode format (format: docs/formats.md).

    Chat transcripts (openai-chat, anthropic, langchain, openai-responses) and OTLP JSON
    traces (otel) map one way: question = the first user message, each tool call with its
    result = one step, the last assistant text = the finish step. `auto` detects the
    format of each file.

    \b
    Examples:
      uselessdetect import auto chats.jsonl traces.jsonl -o episodes.jsonl
      uselessdetect import openai-chat logs/*.jsonl --messages-key trajectory.messages -o e.jsonl
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
    n = write_jsonl(
        output,
        progress(episodes, label="importing"),
        on_empty=lambda: click.ClickException(
            f"nothing imported from {trajectories}, no output written: it holds no run"
        ),
    )
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


_HELP = {
    "openai-chat": "OpenAI Chat Completions messages (tool_calls; role tool)",
    "anthropic": "Anthropic Messages (tool_use / tool_result blocks)",
    "langchain": "LangChain message dicts (messages_to_dict)",
    "openai-responses": "Responses API / Agents SDK items (function_call / function_call_output)",
    "otel": "OTLP JSON traces of OpenTelemetry GenAI spans (an ExportTraceServiceRequest a line)",
    "real-runs": "real-runs rows ({source, run_id, task, tool, args, result, outcome}, one tool "
    "result a line)",
    "auto": "logs of any of these formats (detected per file from its first records)",
}
_EXAMPLE = {
    "openai-chat": "runs.jsonl --messages-key trajectory.messages",
    "otel": "collector-export.jsonl --max-open-spans 500000",
    "auto": "chats.jsonl traces.jsonl.gz",
    "real-runs": "react_webshop.jsonl --reward-threshold 0.5",
}
#: What a line is and how it maps, per format (the chat formats' text is the default).
_LINE = {
    "real-runs": "A line is one tool result; a run's rows, one after another, are one episode "
    "(id SOURCE/RUN_ID, task = question, each row = one step, args = input). The run's outcome "
    "is kept, with `success` read from it (reward >= --reward-threshold, or success / "
    "resolved / win / correct true, or status completedCorrect).",
}
_CHAT_LINE = (
    "A line is one conversation (a trace for otel); episode ids come from the file's `id` "
    "(the trace id), else FILE:LINE. Calls without a result, results without a call and "
    "parallel calls are kept and counted on stderr. A run's outcome on the line (reward, "
    "success, resolved, win, correct, status) is kept."
)


def _report(stats: ImportStats, fmt: str, output: str) -> None:
    if fmt == "auto":
        for path, chosen in stats.formats.items():
            click.echo(f"{path}: read as {chosen} (detected)", err=True)
    click.echo(
        f"wrote {stats.episodes} episodes → {'stdout' if output == '-' else output}", err=True
    )
    if stats.skipped.total():
        click.echo(stats.skipped.summary("conversations"), err=True)
    if stats.kept.total():
        click.echo(stats.kept.summary("steps").replace("skipped", "kept", 1), err=True)


def _nothing_imported(stats: ImportStats, files: int) -> click.ClickException:
    """The error of an import that found no conversation to write (no output is left)."""
    why = stats.skipped.summary("conversations") or "no conversation found"
    return click.ClickException(f"nothing imported from {files} file(s), no output written: {why}")


def _command(fmt: str) -> click.Command:
    example = _EXAMPLE.get(fmt, "log.jsonl")

    def run(files: tuple[str, ...], output: str, as_json: bool, **kw: Any) -> None:
        paths = expand_paths(files)
        refuse_overwrite(output, *paths)
        if as_json and output == "-":
            raise click.UsageError("--json prints on stdout; write the episodes to a file (-o)")
        stats = ImportStats()
        episodes = itertools.chain.from_iterable(
            read_episodes(p, format=fmt, stats=stats, **kw) for p in paths
        )
        write_jsonl(
            output,
            progress(episodes, label="importing"),
            on_empty=lambda: _nothing_imported(stats, len(paths)),
        )
        _report(stats, fmt, output)
        if as_json:
            echo_json(stats.to_dict())

    run.__doc__ = (
        f"Convert {_HELP[fmt]} into episodes.\n\n" + _LINE.get(fmt, _CHAT_LINE) + "\n\n"
        f"\b\nExamples:\n  uselessdetect import {fmt} {example} -o episodes.jsonl\n"
    )
    options: list[Callable[[Any], Any]] = [
        click.argument("files", nargs=-1, required=True, type=click.Path(dir_okay=True)),
        click.option("-o", "--output", default="-", show_default=True, metavar="OUT.jsonl",
                     help="Where to write the episodes ('-' = stdout)."),
        click.option("--json", "as_json", is_flag=True,
                     help="Print a summary as JSON (episodes, formats, skipped, kept)."),
    ]  # fmt: skip
    if fmt != "otel":
        options.append(click.option(
            "--reward-threshold", type=FloatRange(), default=1.0, show_default=True,
            help="The least logged reward that counts as success.",
        ))  # fmt: skip
    if fmt not in ("otel", "real-runs"):
        options.append(click.option(
            "--messages-key", metavar="A.B", default=None,
            help="Dotted key under which each line nests its conversation "
            "(e.g. trajectory.messages).",
        ))  # fmt: skip
    if fmt in ("otel", "auto"):
        options += [
            click.option("--max-open-spans", type=click.IntRange(min=1), default=MAX_OPEN_SPANS,
                         show_default=True,
                         help="Most spans held in traces not yet complete (otel)."),
            click.option("--trace-window", type=click.IntRange(min=1), default=TRACE_WINDOW,
                         show_default=True, metavar="LINES",
                         help="Lines without a new span after which a complete trace is "
                         "written (otel)."),
        ]  # fmt: skip
    cmd: Any = user_errors(run)
    for opt in reversed(options):
        cmd = opt(cmd)
    return import_.command(name=fmt)(cmd)


for _fmt in _HELP:
    _command(_fmt)
