"""Judge wrapper for LangChain chat models (anything with ``.invoke(messages)``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..detectors import p_useless_from_tokens

__all__ = ["langchain_chat"]


def _text(content: Any) -> str:
    """A message's text: a string, or the text parts of a list of content blocks."""
    if isinstance(content, str):
        return content
    parts = []
    for block in content or []:
        if isinstance(block, str):
            parts.append(block)
        elif isinstance(block, dict) and isinstance(block.get("text"), str):
            parts.append(block["text"])
    return "".join(parts)


def _logprobs(message: Any) -> float | None:
    """P(useless) from ``response_metadata["logprobs"]`` (ChatOpenAI with ``logprobs=True``)."""
    meta = getattr(message, "response_metadata", None) or {}
    content = (meta.get("logprobs") or {}).get("content") if isinstance(meta, dict) else None
    if not content:
        return None
    tokens = [
        (
            t["token"],
            [(a["token"], a["logprob"]) for a in t.get("top_logprobs") or []]
            or [(t["token"], t["logprob"])],
        )
        for t in content
    ]
    return p_useless_from_tokens(tokens)


def langchain_chat(model: Any) -> Callable[[list[dict[str, str]]], Any]:
    """A judge that asks a LangChain chat model: ``model.invoke(messages)``.

    The reply's text is parsed; when the model returns log-probabilities in
    ``response_metadata`` (``ChatOpenAI(logprobs=True, top_logprobs=20)``), the score is
    P(USELESS) read from them. No LangChain module is imported here: any object with
    ``invoke`` works.

    Examples
    --------
    >>> from types import SimpleNamespace as NS
    >>> chat = NS(invoke=lambda messages: NS(content="Useless."), model_name="m")
    >>> judge = langchain_chat(chat)
    >>> judge([{"role": "user", "content": "USEFUL or USELESS?"}]), judge.model_id
    ('Useless.', 'langchain:SimpleNamespace:m')
    """

    def ask(messages: list[dict[str, str]]) -> Any:
        reply = model.invoke(messages)
        p = _logprobs(reply)
        return p if p is not None else _text(getattr(reply, "content", reply))

    name = getattr(model, "model_name", None) or getattr(model, "model", None) or ""
    ask.model_id = f"langchain:{type(model).__name__}:{name}"  # type: ignore[attr-defined]
    ask.input_format = "messages"  # type: ignore[attr-defined]
    return ask
