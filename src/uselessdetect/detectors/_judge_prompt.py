"""The judge's prompt: the paper's one-word question over a tool result, and its templates."""

from __future__ import annotations

import string
from typing import Any

from .._types import Sample
from ..exceptions import ConfigurationError

__all__ = [
    "DEFAULT_TEMPLATE",
    "FIELDS",
    "MAX_FIELD_CHARS",
    "NO_QUESTION",
    "THOUGHT_TEMPLATE",
    "check_template",
    "render_messages",
    "render_prompt",
]

#: The fields a template may name, each filled from the sample of the same name.
FIELDS = ("question", "query", "observation", "thought")
#: What the prompt says in place of a missing question.
NO_QUESTION = "(none given; judge the result against what was searched for)"

#: Longest text put into one field; longer text is cut there and marked (a model's context
#: is finite, and a tool result is judged by its beginning).
MAX_FIELD_CHARS = 8000

#: The paper's side-channel question: one word, USEFUL or USELESS, over question, query, result.
DEFAULT_TEMPLATE = (
    "An assistant is answering a question with a search tool. Judge one tool result.\n"
    "\n"
    "Question: {question}\n"
    "Searched for: {query}\n"
    "Result:\n"
    "{observation}\n"
    "\n"
    "Is this result USEFUL or USELESS for answering the question? "
    "Answer with one word: USEFUL or USELESS."
)

#: The same question, also showing the thought the agent wrote after reading the result.
THOUGHT_TEMPLATE = (
    "An assistant is answering a question with a search tool. Judge one tool result.\n"
    "\n"
    "Question: {question}\n"
    "Searched for: {query}\n"
    "Result:\n"
    "{observation}\n"
    "The assistant then thought: {thought}\n"
    "\n"
    "Is this result USEFUL or USELESS for answering the question? "
    "Answer with one word: USEFUL or USELESS."
)


def check_template(template: Any) -> str:
    """Return ``template`` (``None`` → the default) after checking its fields.

    A template is a :meth:`str.format` string naming some of ``{question}``, ``{query}``,
    ``{observation}`` and ``{thought}``; it must name ``{observation}`` (the thing judged).

    Raises
    ------
    ConfigurationError
        For a non-string, an unknown or positional field, a format spec, or bad braces.

    Examples
    --------
    >>> check_template("Q: {question}\\nR: {observation}\\nUSEFUL or USELESS?")[:2]
    'Q:'
    >>> check_template("R: {obs}")
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: template field {obs} is unknown; ...
    """
    if template is None:
        return DEFAULT_TEMPLATE
    if not isinstance(template, str):
        raise ConfigurationError(f"template must be a string, got {type(template).__name__}")
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError as exc:
        raise ConfigurationError(f"template is not a format string: {exc}") from None
    named = set()
    for _, field, spec, conv in parsed:
        if field is None:
            continue
        if field not in FIELDS:
            raise ConfigurationError(
                f"template field {{{field}}} is unknown; expected some of "
                + ", ".join(f"{{{f}}}" for f in FIELDS)
                + " (write {{ and }} for literal braces)"
            )
        if spec or conv:
            raise ConfigurationError(f"template field {{{field}}} takes no format spec")
        named.add(field)
    if "observation" not in named:
        raise ConfigurationError("template must name {observation}, the tool result to judge")
    return template


def _cut(text: str) -> str:
    if len(text) <= MAX_FIELD_CHARS:
        return text
    return text[:MAX_FIELD_CHARS] + f" … [cut: {len(text) - MAX_FIELD_CHARS} more characters]"


def render_prompt(sample: Sample, template: str | None = None) -> str:
    """The prompt the judge sees for ``sample`` (an empty query or thought reads "(none)").

    A sample without a question (a tool call seen by an MCP proxy, say) reads
    :data:`NO_QUESTION`, which tells the judge to judge the result against the query.

    Examples
    --------
    >>> s = Sample("Who founded Creed?", "Paris is a city.", query="Creed")
    >>> print(render_prompt(s, "Q: {question} | asked: {query} | got: {observation}"))
    Q: Who founded Creed? | asked: Creed | got: Paris is a city.
    >>> print(render_prompt(Sample("", "Paris.", query="Creed"), "Q: {question} {observation}"))
    Q: (none given; judge the result against what was searched for) Paris.
    """
    values = {f: _cut(getattr(sample, f)) or "(none)" for f in FIELDS}
    if not sample.question.strip():
        values["question"] = NO_QUESTION
    return check_template(template).format(**values)


def render_messages(prompt: str) -> list[dict[str, str]]:
    """The chat form of a prompt: one user message (what chat judges receive).

    Examples
    --------
    >>> render_messages("USEFUL or USELESS?")
    [{'role': 'user', 'content': 'USEFUL or USELESS?'}]
    """
    return [{"role": "user", "content": prompt}]
