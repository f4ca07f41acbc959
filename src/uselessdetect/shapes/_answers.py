"""An answer engine's answer that says it found nothing: an empty result in a record's clothes.

Answer engines (Perplexity's ``sonar`` API, a RAG tool's ``{"answer": …, "sources": […]}``,
a chat-completion ``choices[0].message.content``) do not return "No results" when their
search finds nothing: they write a sentence that says so — "I could not find any information
about …", "I'm sorry, but I couldn't find …", "The provided sources do not mention …" — in a
well-formed object with an id, a model name and token counts. Read as a record, such an
answer is new data; it is an empty result.

:func:`no_result_answer` reads an object whose one passage field (``answer``, ``text``,
``content``, ``result``, ``output``, ``response``, or a chat completion's first choice)
opens with such a sentence, and whose other fields are an answer's metadata and sources
only (an id, the model, usage, ``citations``, ``sources``, ``results``…; a record with a
``title``, an ``author`` or a ``type`` of its own — a ticket, a comment — is data, whatever
its text says). It is an empty result when

* it cites nothing (its source fields are empty or absent), or
* it offers nothing else: no turn after the opening ("but …", "however, …", "here is …",
  "I found …") — the sources it lists are the pages that did *not* hold the answer, as a
  wiki tool's "Could not find [X]. Similar: […]" lists pages.

"I could not find X, but Y is …" with citations is an answer about something near: not
empty. The test reads the passage's first 300 characters for the opening (one anchored
match), and at most 2,000 more for a turn.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["no_result_answer", "no_result_text"]

#: Fields that hold an answer's text (one of them, or a chat completion's first choice).
_PASSAGE_KEYS = ("answer", "text", "content", "result", "output", "response")
#: Fields that hold what an answer cites.
_SOURCE_KEYS = frozenset(
    {
        "citations",
        "sources",
        "references",
        "search_results",
        "results",
        "documents",
        "source_documents",
        "context",
        "web_results",
        "links",
        "urls",
    }
)
#: What else an answer engine's response holds besides its text and sources.
_ANSWER_META = _SOURCE_KEYS | {
    "id",
    "object",
    "model",
    "created",
    "usage",
    "query",
    "question",
    "related_questions",
    "follow_up_questions",
    "images",
    "response_time",
    "request_id",
    "status",
    "success",
    "ok",
    "error",
    "finish_reason",
    "system_fingerprint",
    "metadata",
    "meta",
}
_ANSWER_FIELDS = 16
_OPENING_CHARS = 300
_TURN_CHARS = 2_000
#: How an answer that found nothing opens (after "Unfortunately," / "I'm sorry, but" / "Based
#: on the search results,"): the writer could not find it, has no information, or says that
#: there is none or that the sources do not hold it.
_NO_RESULT_RE = re.compile(
    r"""^\W*
    (?:(?:unfortunately|sorry|i'?m\ sorry|i\ am\ sorry|i\ apologi[sz]e)\b[,.!]?\s*(?:but\s+)?)?
    (?:(?:based\ on|according\ to|after\ (?:searching|reviewing)|in|from)\ (?:the\ |my\ )?
       (?:available\ |provided\ |given\ )?(?:search\ results|sources|information|results|
       documents|context|search)\b[^,.]{0,40},\s*)?
    (?:unfortunately,?\s+)?
    (?:i\ (?:could\ not|couldn'?t|cannot|can'?t|was\ unable\ to|am\ unable\ to|was\ not\ able\ to|
           wasn'?t\ able\ to|did\ not|didn'?t)\ (?:find|locate|retrieve|identify)\b
     |i\ (?:do\ not|don'?t)\ have\ (?:access\ to\ )?(?:any\ )?(?:[\w-]+\ )?
           (?:information|details|data|results|records)\b
     |i(?:'?m|\ am)\ (?:unable|not\ able)\ to\ (?:find|locate|retrieve|provide|access|confirm)\b
     |i\ (?:cannot|can'?t|could\ not|couldn'?t)\ (?:access|provide|confirm|browse)\b
     |there\ (?:is|are|was|were)\ no\ (?:\w+\ ){0,2}(?:information|results?|data|records|details|
           mentions?|matches)\b
     |no\ (?:\w+\ ){0,2}(?:information|results?|data|records|matches)\ (?:(?:is|are|was|were)\ )?
           (?:available|found|returned)\b
     |the\ (?:provided\ |available\ |given\ )?(?:search\ results|sources|context|documents)
           \ (?:do|does|did)\ not\ (?:contain|mention|include|provide|have)\b
    )""",
    re.IGNORECASE | re.VERBOSE,
)
#: A turn to something the answer does offer ("but Y is …", "however, …", "here is …"); not
#: "but none of them mention it".
_TURN_RE = re.compile(
    r"\b(?:(?:but|however|although|though|instead|nevertheless|nonetheless|that said)\b"
    r"(?!,?\s*(?:none|no|not|nothing|neither)\b)|here (?:is|are)\b|i (?:did )?find\b|i found\b)",
    re.IGNORECASE,
)


def _found_nothing(text: str) -> int | None:
    """Where the sentence that says nothing was found ends, when ``text`` opens with one."""
    opening = _NO_RESULT_RE.match(text[:_OPENING_CHARS].replace("\u2019", "'"))
    return None if opening is None else opening.end()


def _turns_after(text: str, end: int) -> bool:
    """Whether the text turns, after ``end``, to something it does offer ("but Y is …")."""
    return _TURN_RE.search(text[end : end + _TURN_CHARS].replace("\u2019", "'")) is not None


def _cites(value: Any) -> bool:
    """Whether a source field holds something (``None``, ``""``, ``[]``, ``{}`` do not)."""
    return value is not None and not (isinstance(value, (str, list, tuple, Mapping)) and not value)


def _passage(d: Mapping[Any, Any]) -> tuple[str, str] | None:
    """``(field, text)`` of an answer engine's response: its one passage field, or its
    first choice's message; ``None`` for an object with other fields than an answer's."""
    if len(d) > _ANSWER_FIELDS:
        return None
    found = [k for k in _PASSAGE_KEYS if k in d]
    if len(found) > 1:
        return None
    if found:
        key = found[0]
        text = d[key]
    else:
        key, choices = "choices", d.get("choices")
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], Mapping):
            return None
        message = choices[0].get("message")
        text = message.get("content") if isinstance(message, Mapping) else choices[0].get("text")
    if not isinstance(text, str) or not set(d) - {key} <= _ANSWER_META:
        return None
    return key, text


def no_result_answer(d: Mapping[Any, Any]) -> tuple[str, str] | None:
    """``(the answer's text, why)`` when an answer engine's response is an empty result (the
    rules above), else ``None``.

    Examples
    --------
    >>> no_result_answer({"answer": "I could not find any information about X.",
    ...                   "citations": []})[1]
    'an answer that found nothing (`answer`), citing nothing'

    >>> no_result_answer({"answer": "I could not find X, but Y is a town in Kent [1].",
    ...                   "citations": ["https://en.wikipedia.org/wiki/Y"]}) is None
    True
    >>> no_result_answer({"id": 7, "title": "Login", "text": "I couldn't find the button"})
    """
    got = _passage(d)
    if got is None:
        return None
    key, text = got
    text = text.lstrip()
    end = _found_nothing(text)
    if end is None:
        return None
    if not any(map(_cites, (d[k] for k in _SOURCE_KEYS.intersection(d)))):
        return text, f"an answer that found nothing (`{key}`), citing nothing"
    if _turns_after(text, end):
        return None
    return text, f"an answer that found nothing (`{key}`) and offers nothing else"


#: The longest plain text read as an answer engine's "found nothing".
_TEXT_ANSWER_CHARS = 2_000


def no_result_text(text: str) -> str | None:
    """Why a plain text is an answer engine's answer that found nothing (it opens with such a
    sentence and offers nothing else: no turn after it, at most 2,000 characters), else
    ``None``. A plain text cites nothing, so only the turn can save it.

    Examples
    --------
    >>> no_result_text("I'm sorry, but I don't have information about the ECB's decision of "
    ...                "17 April 2025. My knowledge is current up to October 2023.")
    'an answer that found nothing and offers nothing else'
    >>> no_result_text("I could not find the 2025 figure, but the 2024 report gives 3.1%.")
    >>> no_result_text("Paris is the capital of France.")
    """
    text = text.lstrip()
    if len(text) > _TEXT_ANSWER_CHARS:
        return None
    end = _found_nothing(text)
    if end is None or _turns_after(text, end):
        return None
    return "an answer that found nothing and offers nothing else"
