"""`uselessdetect judge-prompt`: print the prompt the judge detector sends for a sample."""

from __future__ import annotations

from pathlib import Path

import click

from .._types import Sample
from ..corpus import read_labeled
from ..detectors import THOUGHT_TEMPLATE, check_template, render_messages, render_prompt
from ._common import echo_json, user_errors

__all__ = ["judge_prompt"]


def _template(path: str | None, with_thought: bool) -> str | None:
    if path and with_thought:
        raise click.UsageError("give --template or --with-thought, not both")
    if path:
        raw = Path(path).read_bytes()
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            line = raw.count(b"\n", 0, exc.start) + 1
            column = exc.start - (raw.rfind(b"\n", 0, exc.start) + 1) + 1
            raise click.ClickException(
                f"{path}:{line}: --template is not UTF-8 text (byte 0x{raw[exc.start]:02x} at "
                f"column {column})"
            ) from None
        return check_template(text)
    return THOUGHT_TEMPLATE if with_thought else None


def _samples(
    file: str | None, line: int, limit: int, fields: dict[str, str | None]
) -> list[Sample]:
    if file is None:
        if not fields["observation"]:
            raise click.UsageError("give a FILE of samples or episodes, or --observation TEXT")
        if line != 1 or limit != 1:
            raise click.UsageError("--line and -n/--limit choose samples of a FILE; give one")
        return [
            Sample(
                question=fields["question"] or "",
                observation=fields["observation"] or "",
                query=fields["query"] or "",
                thought=fields["thought"] or "",
            )
        ]
    given = [f"--{name}" for name, value in fields.items() if value is not None]
    if given:
        raise click.UsageError(
            f"{', '.join(given)} {'describes' if len(given) == 1 else 'describe'} a sample "
            "without FILE; with FILE the samples come from it — give one or the other"
        )
    samples = read_labeled(file)[line - 1 : line - 1 + limit]
    if not samples:
        raise click.ClickException(f"{file}: no sample at line/step {line}")
    return samples


@click.command("judge-prompt")
@click.argument("file", required=False, type=click.Path(dir_okay=False))
@click.option(
    "--line",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    help="First sample to show (1-based; episodes count judged steps).",
)
@click.option(
    "-n",
    "--limit",
    default=1,
    show_default=True,
    type=click.IntRange(min=1),
    help="How many samples to show.",
)
@click.option("--question", help="Without FILE: the question.")
@click.option("--query", help="Without FILE: what was searched for.")
@click.option("--observation", help="Without FILE: the tool result.")
@click.option("--thought", help="Without FILE: the agent's thought after the result.")
@click.option(
    "--template",
    type=click.Path(dir_okay=False, exists=True),
    metavar="FILE",
    help="A template file naming {question} {query} {observation} {thought}.",
)
@click.option("--with-thought", is_flag=True, help="Use the template that shows the thought.")
@click.option(
    "--json",
    "as_json",
    is_flag=True,
    help="Print JSON: per sample its prompt and the chat messages sent.",
)
@user_errors
def judge_prompt(
    file: str | None,
    line: int,
    limit: int,
    question: str | None,
    query: str | None,
    observation: str | None,
    thought: str | None,
    template: str | None,
    with_thought: bool,
    as_json: bool,
) -> None:
    """Print the prompt the judge detector (-d judge) sends for a sample, to check what
    your model will see. FILE holds samples or episodes (JSON Lines); prompts are
    separated by a line of dashes. Chat judges receive it as one user message.

    \b
    Examples:
      uselessdetect judge-prompt samples.jsonl
      uselessdetect judge-prompt episodes.jsonl --line 3 -n 2 --with-thought
      uselessdetect judge-prompt --question 'Who founded Creed?' --query Creed \\
          --observation 'Paris is the capital of France.'
      uselessdetect judge-prompt samples.jsonl --template my_prompt.txt --json
    """
    chosen = _template(template, with_thought)
    fields = {"question": question, "query": query, "observation": observation, "thought": thought}
    prompts = [render_prompt(s, chosen) for s in _samples(file, line, limit, fields)]
    if as_json:
        echo_json([{"prompt": p, "messages": render_messages(p)} for p in prompts])
        return
    click.echo(("\n" + "-" * 40 + "\n").join(prompts))
