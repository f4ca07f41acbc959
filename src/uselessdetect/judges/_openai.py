"""Judge wrapper for OpenAI-compatible chat-completions servers, on the shared request layer."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from ..chat import ChatClient
from ..detectors import p_useless_from_tokens
from ..exceptions import ConfigurationError

__all__ = ["ChatJudge", "JudgeCallError", "openai_chat", "read_choice"]


class JudgeCallError(RuntimeError):
    """One judge request failed after the client's retries (the text says how)."""


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


class ChatJudge:
    """A judge callable on a :class:`ChatClient`: ``messages -> P(useless) | text``.

    Made by :func:`openai_chat`. Requests go through the client (its bound on requests in
    flight, timeouts counted from the slot, retries, cache, counts); a request that failed
    every attempt raises :class:`JudgeCallError`, which the judge detector counts as a failed
    call. :class:`~uselessdetect.detectors.JudgeDetector` applies its own ``timeout``,
    ``max_retries`` and ``n_jobs`` (as a cap on the client's concurrency) through
    :meth:`with_limits`, so the detector's settings and the command line's
    ``--judge-timeout`` / ``--judge-retries`` hold for this judge too.
    """

    input_format = "messages"
    manages_calls = True  # the detector leaves timeouts and retries to the client

    def __init__(self, chat: ChatClient, params: dict[str, Any], model_id: str) -> None:
        self.chat = chat
        self.params = dict(params)
        self.model_id = model_id

    def __call__(self, messages: list[dict[str, str]]) -> float | str:
        p = self.params
        body = self.chat.request_body(
            messages,
            logprobs=bool(p.get("logprobs")),
            top_logprobs=p.get("top_logprobs"),
            max_tokens=p.get("max_tokens"),
            temperature=p.get("temperature"),
        )
        body.update(p.get("extra") or {})
        reply = self.chat.send(body)
        if reply.error is not None:
            raise JudgeCallError(reply.error)
        if reply.logprobs:
            score = p_useless_from_tokens(reply.logprobs)
            if score is not None:
                return score
        return reply.content

    def with_limits(self, *, timeout: float | None, retries: int, concurrency: int) -> ChatJudge:
        """A copy whose client uses these settings (``concurrency`` caps the client's own)."""
        chat = self.chat.with_options(
            timeout=self.chat.timeout if timeout is None else timeout,
            retries=retries,
            concurrency=min(self.chat.concurrency, concurrency),
        )
        return ChatJudge(chat, self.params, self.model_id)

    def __repr__(self) -> str:
        return f"ChatJudge({self.chat!r})"


def openai_chat(
    client: Any = None,
    model: str = "gpt-4o-mini",
    *,
    logprobs: bool = True,
    top_logprobs: int = 20,
    max_tokens: int = 5,
    temperature: float = 0.0,
    base_url: str | None = None,
    cache_dir: str | None = None,
    **create_kwargs: Any,
) -> Any:
    """A judge that asks ``model`` on an OpenAI-compatible chat-completions server.

    Parameters
    ----------
    client : ChatClient, openai.OpenAI or openai.AsyncOpenAI, optional
        A :class:`ChatClient` (its model is used), or an ``openai`` client (OpenAI, Azure,
        vLLM, llama.cpp's server, Ollama… via ``base_url``), which is wrapped in one with the
        SDK's own retries off. Default: a :class:`ChatClient` on ``base_url`` (else
        ``$OPENAI_BASE_URL`` or OpenAI's), key from ``OPENAI_API_KEY``. An async client gives
        an async judge that calls the SDK directly (the detector bounds, times and retries
        it; the SDK's retries are turned off).
    model : str
        The model name sent with each request (ignored when ``client`` is a ChatClient).
    logprobs : bool, default True
        Ask for ``logprobs`` and ``top_logprobs`` so the score is P(USELESS); turn it off for
        servers that refuse them (the score is then 1 or 0 from the text).
    top_logprobs : int, default 20
        Alternatives per token (the API's maximum is 20).
    max_tokens : int, default 5
        Room for one word, however the tokenizer splits it.
    temperature : float, default 0.0
    base_url : str, optional
        The server's API root when no client is given (``http://127.0.0.1:8080/v1``).
    cache_dir : path, optional
        The client's response cache when no client is given (see :class:`ChatClient`).
    **create_kwargs
        Further fields of the request body (e.g. ``seed``, or ``extra_body={...}`` merged in).

    Returns
    -------
    ChatJudge or async callable
        ``messages -> float | str``, with ``model_id`` set.

    Examples
    --------
    >>> judge = openai_chat(ChatClient(base_url="http://127.0.0.1:8080/v1", model="qwen"))
    >>> judge.model_id, judge.input_format, judge.chat.concurrency
    ('openai-chat:http://127.0.0.1:8080/v1|qwen', 'messages', 8)
    """
    params: dict[str, Any] = {"max_tokens": max_tokens, "temperature": temperature}
    if logprobs:
        params.update(logprobs=True, top_logprobs=top_logprobs)
    extra = dict(create_kwargs.pop("extra_body", None) or {})
    extra.update(create_kwargs)
    for reserved in ("messages", "model", "stream"):
        if reserved in extra:
            raise ConfigurationError(f"openai_chat sets {reserved!r} itself; do not pass it")
    create = getattr(getattr(getattr(client, "chat", None), "completions", None), "create", None)
    if create is not None and inspect.iscoroutinefunction(inspect.unwrap(create)):
        return _async_judge(client, model, {**params, **extra})
    if isinstance(client, ChatClient):
        chat = client
    else:
        chat = ChatClient(base_url=base_url, model=model, client=client, cache_dir=cache_dir)
    base = chat.base_url
    judge = ChatJudge(chat, {**params, "extra": extra}, f"openai-chat:{base}|{chat.model}")
    return judge


def _async_judge(client: Any, model: str, params: dict[str, Any]) -> Callable[..., Any]:
    if hasattr(client, "with_options"):
        client = client.with_options(max_retries=0)
    create = client.chat.completions.create

    async def ask_async(messages: list[dict[str, str]]) -> Any:
        return read_choice((await create(model=model, messages=messages, **params)).choices[0])

    base = str(getattr(client, "base_url", "") or "").rstrip("/")
    ask_async.model_id = f"openai-chat:{base + '|' if base else ''}{model}"  # type: ignore[attr-defined]
    ask_async.input_format = "messages"  # type: ignore[attr-defined]
    return ask_async
