"""What the ``semantic`` cross-encoder reads: the two text segments and the truncation rule.

Training (:mod:`._semantic_train`) and inference (:mod:`._semantic`) build their inputs here,
so the model always sees text cut the same way.

**The truncation rule.** A result is never refused for its length. Before any tokenising,
each field is cut to a character budget (so a 20 MB page costs what a 2 KB page costs):

* segment A, the *ask*: ``question`` (its first :data:`QUESTION_CHARS` characters), then
  ``" | search: "`` and the ``query`` (first :data:`QUERY_CHARS`), then, when the agent's
  thought is present, ``" | thought: "`` and the thought (first :data:`THOUGHT_CHARS`);
* segment B, the *result*: the **head** of the observation, its first
  ``CHARS_PER_TOKEN * max_length`` characters (whitespace runs folded to one space first,
  within a window twice that size). Search tools put the title and the lead sentences
  first, and the corpus' pages put them there too: the head is where a page says what it
  is about.

The tokenizer then cuts the pair to ``max_length`` tokens (128 for the shipped model),
``[CLS] A [SEP] B [SEP]``, taking tokens off the longer segment first (``longest_first``),
so the ask keeps its words when the page is long and the page keeps the head it was cut to.
"""

from __future__ import annotations

import re

from .._types import Sample

__all__ = ["CHARS_PER_TOKEN", "ask_text", "encodable", "result_text", "segments"]

#: Characters kept per token of budget before tokenising (English word pieces average ~4.5
#: characters; 6 leaves slack so the tokenizer, not the character cut, sets the final limit).
CHARS_PER_TOKEN = 6
QUESTION_CHARS = 400
QUERY_CHARS = 160
THOUGHT_CHARS = 300
_WS = re.compile(r"\s+")
_SURROGATE = re.compile("[\ud800-\udfff]")


def encodable(text: str) -> str:
    """``text`` with what UTF-8 cannot encode mended: a surrogate pair held as two code points
    joined into its character, a lone surrogate made U+FFFD (the replacement character).

    The tokenizer takes only text that UTF-8 can encode; any Python ``str`` is a result.

    Examples
    --------
    >>> encodable("Creed is a band \\ud800"), encodable("\\ud83d\\ude00") == "\\U0001f600"
    ('Creed is a band \\ufffd', True)
    """
    if _SURROGATE.search(text) is None:
        return text
    return text.encode("utf-16-le", "surrogatepass").decode("utf-16-le", "replace")


def _fold(text: str, limit: int) -> str:
    """``text``'s first ``limit`` characters after folding whitespace (reads ≤ 2·limit + …),
    made :func:`encodable`."""
    window = text[: 2 * limit]
    folded = _WS.sub(" ", window).strip()
    if len(folded) < limit and len(window) < len(text):
        # the window was mostly whitespace: read on until the budget is filled
        folded = _WS.sub(" ", text[: 64 * limit]).strip()
    return encodable(folded[:limit].rstrip())


def ask_text(question: str, query: str = "", thought: str = "") -> str:
    """Segment A: the question, the query and (when given) the thought, each cut to a budget.

    Examples
    --------
    >>> ask_text("Who founded Creed?", "Creed")
    'Who founded Creed? | search: Creed'
    >>> ask_text("Q?", "", "Not relevant.")
    'Q? | search:  | thought: Not relevant.'
    """
    out = f"{_fold(question, QUESTION_CHARS)} | search: {_fold(query, QUERY_CHARS)}"
    thought = _fold(thought, THOUGHT_CHARS)
    return f"{out} | thought: {thought}" if thought else out


def result_text(observation: str, max_length: int) -> str:
    """Segment B: the head of the observation, ``CHARS_PER_TOKEN * max_length`` characters.

    Examples
    --------
    >>> result_text("Creed:   an American\\n rock band." + " x" * 1000, 8)
    'Creed: an American rock band. x x x x x x x x x'
    """
    return _fold(observation, CHARS_PER_TOKEN * int(max_length))


def segments(sample: Sample, max_length: int) -> tuple[str, str]:
    """``(ask, result)`` for one sample (see the module docstring)."""
    return (
        ask_text(sample.question, sample.query, sample.thought),
        result_text(sample.observation, max_length),
    )
