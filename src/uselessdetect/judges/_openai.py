"""Judge wrapper for OpenAI-compatible chat-completions clients (the ``openai`` package)."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from ..detectors._judge_parse import p_useless_from_tokens
from ..exceptions import MissingDependencyError

__all__ = ["openai_chat", "read_choice"]


def _default_client() -> Any:
    try:
        import openai
    except ImportError as exc:
        raise MissingDependencyError(
            "openai_chat without a client needs the 'openai' package: "
            "pip install 'uselessdetect[openai]'"
        ) from exc
    return openai.OpenAI()


def read_choice(choice: Any) -> float | str:
    """P(useless) from a chat-completions choice's log-probabilities, else its text.

    The probabilities are read where USEFUL and USELESS first differ (see
    :func:`~uselessdetect.detectors._judge_parse.p_useless_from_tokens`); a server that
    returns none, or an answer that is not one of the two words, gives the text instead.
    """
    text = (choice.message.content or "") if choice.message is not None else ""
    content = getattr(getattr(choice, "logprobs", None), "content", None)
    if content:
        tokens = [
            (
                t.token,
                [(a.token, a.logprob) for a in (t.top_logprobs or [])] or [(t.token, t.logprob)],
            )
            for t in content
        ]
        p = p_useless_from_tokens(tokens)
        if p is not None:
            return p
    return text


def openai_chat(
    client: Any = None,
    model: str = "gpt-4o-mini",
    *,
    logprobs: bool = True,
    top_logprobs: int = 20,
    max_tokens: int = 5,
    temperature: float = 0.0,
    **create_kwargs: Any,
) -> Callable[[list[dict[str, str]]], Any]:
    """A judge that asks ``model`` through an OpenAI-compatible chat client.

    Parameters
    ----------
    client : openai.OpenAI or openai.AsyncOpenAI, optional
        Any client with ``chat.completions.create`` (OpenAI, Azure, vLLM, llama.cpp server,
        Ollama… via ``base_url``); an async client gives an async judge. Default:
        ``openai.OpenAI()`` (reads ``OPENAI_API_KEY``).
    model : str
        The model name sent with each request.
    logprobs : bool, default True
        Ask for ``logprobs`` and ``top_logprobs`` so the score is P(USELESS); turn it off for
        servers that refuse them (the score is then 1 or 0 from the text).
    top_logprobs : int, default 20
        Alternatives per token (the API's maximum is 20).
    max_tokens : int, default 5
        Room for one word, however the tokenizer splits it.
    temperature : float, default 0.0
    **create_kwargs
        Passed on to ``chat.completions.create`` (e.g. ``extra_body``).

    Returns
    -------
    callable
        ``messages -> float | str`` (async when the client is), with ``model_id`` set.

    Examples
    --------
    >>> from types import SimpleNamespace as NS
    >>> msg = NS(content="USELESS")
    >>> fake = NS(chat=NS(completions=NS(create=lambda **kw: NS(choices=[NS(message=msg)]))))
    >>> judge = openai_chat(fake, "my-model", logprobs=False)
    >>> judge([{"role": "user", "content": "USEFUL or USELESS?"}]), judge.model_id
    ('USELESS', 'openai-chat:my-model')
    """
    client = client if client is not None else _default_client()
    create = client.chat.completions.create
    params: dict[str, Any] = {"model": model, "max_tokens": max_tokens, "temperature": temperature}
    if logprobs:
        params.update(logprobs=True, top_logprobs=top_logprobs)
    params.update(create_kwargs)

    if inspect.iscoroutinefunction(inspect.unwrap(create)):  # the SDK wraps its methods

        async def ask_async(messages: list[dict[str, str]]) -> Any:
            return read_choice((await create(messages=messages, **params)).choices[0])

        judge: Any = ask_async
    else:

        def ask(messages: list[dict[str, str]]) -> Any:
            return read_choice(create(messages=messages, **params).choices[0])

        judge = ask
    base = str(getattr(client, "base_url", "") or "")
    judge.model_id = f"openai-chat:{base + '|' if base else ''}{model}"
    judge.input_format = "messages"
    return judge
