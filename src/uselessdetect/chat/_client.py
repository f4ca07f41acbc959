"""One request layer for OpenAI-compatible chat servers: bounded, retried, counted, cached.

:class:`ChatClient` sends chat-completions requests through the real ``openai`` client
(imported when a client is built) and handles what real servers do differently from the
OpenAI API (llama.cpp's server in particular): it always sends ``tool_choice`` when tools are
offered, never sends ``content: null``, can pass tool results as user messages, reads
``tool_calls`` before the legacy ``function_call``, and undoes HTML escapes in tool-call
arguments. At most ``concurrency`` requests are in flight across all threads; the timeout of
an attempt counts from when it got its slot and bounds the whole request (a server that
trickles its reply is cut off); 429s, 5xx and timeouts are retried with backoff,
4xx and validation 500s are not; a timed-out request's connection is closed. Every request,
retry, timeout and failure is counted in :attr:`ChatClient.stats`.
"""

from __future__ import annotations

import json
import os
import random
import re
import threading
import time
import uuid
import weakref
from typing import Any

from .._checks import check_count
from ..exceptions import ChatClientError, ConfigurationError, MissingDependencyError, install_hint
from ._cache import ResponseCache
from ._reply import ChatReply, ToolCall, content_text, read_reply
from ._slots import Slots

__all__ = ["ChatClient"]

#: Placeholder key for local servers that want none (the ``openai`` client insists on one).
LOCAL_KEY = "sk-no-key-required"

#: Words in an error body that mark a request the server will never accept (no retry).
_INVALID = re.compile(r"validation|invalid|unprocessable|not supported|unsupported", re.I)

#: Clients passed by the user, by token, so that copies made in this process share them.
_GIVEN: weakref.WeakValueDictionary[str, Any] = weakref.WeakValueDictionary()

#: Most seconds a backoff waits, whatever ``Retry-After`` says.
MAX_BACKOFF = 30.0


_ERROR_KINDS = ("timeout", "connection", "rate_limited", "server_error", "invalid_request",
                "bad_request", "bad_reply")  # fmt: skip


class ChatClient:
    """A thread-safe client for one model on an OpenAI-compatible chat-completions server.

    Parameters
    ----------
    base_url : str, optional
        The server's API root (``http://127.0.0.1:8080/v1``); default: the ``openai``
        client's (``$OPENAI_BASE_URL`` or OpenAI's).
    model : str
        The model name sent with every request.
    api_key : str, optional
        Default ``$OPENAI_API_KEY``, else a placeholder that local servers accept.
    concurrency : int, default 8
        Requests in flight at once across every thread, at most (exact). It drops (halving)
        when requests time out — a server that queues them gets fewer — and climbs back,
        one at a time, after runs of successes.
    timeout : float, default 60.0
        Seconds one attempt may take (connecting, then waiting for the reply), counted from
        when it got its slot, never from when it was queued: the whole request, however its
        bytes trickle in (a reply still arriving then is cut off). A timed-out request's
        connection is closed, so the server can stop working on it.
    retries : int, default 3
        Further attempts after a 429, a 5xx, a timeout or a dropped connection, with
        exponential backoff (honouring ``Retry-After``). A 4xx, or a 500 whose body says the
        request is invalid (a validation error), is not retried.
    cache_dir : path, optional
        A directory of JSON files holding each successful response, keyed by the request
        body: a request sent before is answered from it without touching the server. Safe
        for concurrent threads and processes.
    tool_results_as : {"tool", "user"}, default "tool"
        ``"user"`` rewrites each ``role: tool`` message as a user message ``"Result of
        <name>: <content>"``, for servers whose chat template drops tool messages (see
        :func:`check_server`).
    client : openai.OpenAI, optional
        A client of your own (its base URL and key are used); it is copied with retries
        off and this timeout, so the counting here is the only retrying. Pickled copies of
        this object (offline scoring, ``-j`` workers) share it within this process and
        rebuild an ``openai.OpenAI`` with its base URL, key, organization, project and
        headers in another.
    backoff : float, default 0.5
        Seconds before the first retry; doubled for each further one (with jitter).

    Raises
    ------
    ChatClientError
        From a request, for what retrying cannot fix: the server unreachable at the first
        request, a model it does not serve, a key it refuses.

    Examples
    --------
    >>> chat = ChatClient(base_url="http://127.0.0.1:9/v1", model="m", concurrency=2)
    >>> chat.stats["requests"], chat.concurrency
    (0, 2)
    >>> chat.close()
    """

    def __init__(
        self,
        *,
        base_url: str | None = None,
        model: str,
        api_key: str | None = None,
        concurrency: int = 8,
        timeout: float = 60.0,
        retries: int = 3,
        cache_dir: str | os.PathLike[str] | None = None,
        tool_results_as: str = "tool",
        client: Any = None,
        backoff: float = 0.5,
    ) -> None:
        if not isinstance(model, str) or not model:
            raise ConfigurationError(f"model must be a non-empty string, got {model!r}")
        check_count(concurrency, "concurrency")
        if isinstance(timeout, bool) or not isinstance(timeout, (int, float)) or not timeout > 0:
            raise ConfigurationError(
                f"timeout must be a positive number of seconds, got {timeout!r}"
            )
        check_count(retries, "retries", low=0)
        if tool_results_as not in ("tool", "user"):
            raise ConfigurationError(
                f"tool_results_as must be 'tool' or 'user', got {tool_results_as!r}"
            )
        if isinstance(backoff, bool) or not isinstance(backoff, (int, float)) or backoff < 0:
            raise ConfigurationError(f"backoff must be a number of seconds >= 0, got {backoff!r}")
        self.model = model
        self.concurrency = concurrency
        self.timeout = float(timeout)
        self.retries = retries
        self.tool_results_as = tool_results_as
        self.backoff = float(backoff)
        self.cache_dir = None if cache_dir is None else os.fspath(cache_dir)
        self._cache = None if cache_dir is None else ResponseCache(cache_dir)
        self._given = client
        self._api_key = api_key
        self._base_url = base_url
        self._client: Any = None
        self._slots = Slots(concurrency)
        self._lock = threading.Lock()
        self._contacted = False
        self._stats: dict[str, Any] = {
            "calls": 0,
            "requests": 0,
            "cache_hits": 0,
            "retries": 0,
            "timeouts": 0,
            "failures": {},
            "unescaped_arguments": 0,
            "usage_missing": 0,
            "prompt_tokens": 0,
            "completion_tokens": 0,
        }

    # ------------------------------------------------------------------ plumbing
    @property
    def base_url(self) -> str:
        """The server's API root as the ``openai`` client uses it."""
        if self._base_url is not None:
            return self._base_url.rstrip("/")
        if self._given is not None:
            return str(getattr(self._given, "base_url", "")).rstrip("/")
        return str(self._openai().base_url).rstrip("/")

    def _openai(self) -> Any:
        with self._lock:
            if self._client is None:
                try:
                    import openai
                except ImportError as exc:
                    raise MissingDependencyError(
                        f"ChatClient needs the 'openai' package: {install_hint('openai')}"
                    ) from exc
                if self._given is not None:
                    self._client = self._given.with_options(max_retries=0, timeout=self.timeout)
                else:
                    key = self._api_key or os.environ.get("OPENAI_API_KEY") or LOCAL_KEY
                    self._client = openai.OpenAI(
                        base_url=self._base_url, api_key=key, max_retries=0, timeout=self.timeout
                    )
            return self._client

    def close(self) -> None:
        """Close the connections of a client this object built (not one you passed)."""
        with self._lock:
            client, self._client = self._client, None
        if client is not None and self._given is None:
            client.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getstate__(self) -> dict[str, Any]:
        """Settings only: a copy builds its own connections and counts.

        A client you passed is shared by copies made in this process (offline scoring
        unpickles its detectors); a copy in another process builds an ``openai.OpenAI`` from
        its base URL, key, organization, project and headers.
        """
        state: dict[str, Any] = {
            "base_url": self._base_url, "model": self.model, "api_key": self._api_key,
            "concurrency": self.concurrency, "timeout": self.timeout, "retries": self.retries,
            "cache_dir": self.cache_dir, "tool_results_as": self.tool_results_as,
            "backoff": self.backoff,
        }  # fmt: skip
        given = self._given
        if given is not None:
            token = self.__dict__.setdefault("_token", uuid.uuid4().hex)
            _GIVEN[token] = given
            state["given"] = {
                "token": token,
                "base_url": str(getattr(given, "base_url", "") or "") or None,
                "api_key": getattr(given, "api_key", None),
                "organization": getattr(given, "organization", None),
                "project": getattr(given, "project", None),
                "default_headers": dict(getattr(given, "_custom_headers", None) or {}) or None,
            }
        return state

    def __setstate__(self, state: dict[str, Any]) -> None:
        state = dict(state)
        given = state.pop("given", None)
        client = None
        if given is not None:
            client = _GIVEN.get(given["token"])
            if client is None:  # another process: the same server, key and headers
                try:
                    import openai
                except ImportError as exc:
                    raise MissingDependencyError(
                        f"ChatClient needs the 'openai' package: {install_hint('openai')}"
                    ) from exc
                settings = {k: v for k, v in given.items() if k != "token"}
                client = openai.OpenAI(**settings)
        self.__init__(**state, client=client)  # type: ignore[misc]
        if given is not None:
            self.__dict__["_token"] = given["token"]
            _GIVEN.setdefault(given["token"], client)

    def __repr__(self) -> str:
        return (
            f"ChatClient(base_url={self._base_url!r}, model={self.model!r}, "
            f"concurrency={self.concurrency}, timeout={self.timeout}, retries={self.retries})"
        )

    def with_options(self, **changes: Any) -> ChatClient:
        """A new client with some settings changed, sharing your ``client`` if you passed one."""
        settings = {
            "base_url": self._base_url, "model": self.model, "api_key": self._api_key,
            "concurrency": self.concurrency, "timeout": self.timeout, "retries": self.retries,
            "cache_dir": self.cache_dir, "tool_results_as": self.tool_results_as,
            "client": self._given, "backoff": self.backoff,
        }  # fmt: skip
        unknown = set(changes) - set(settings)
        if unknown:
            raise ConfigurationError(f"unknown ChatClient settings: {sorted(unknown)}")
        settings.update(changes)
        return ChatClient(**settings)

    @property
    def stats(self) -> dict[str, Any]:
        """Running totals: ``calls`` (replies asked for), ``requests`` (HTTP requests sent,
        retries included), ``cache_hits``, ``retries``, ``timeouts`` (attempts abandoned),
        ``failures`` (replies that failed every attempt, by kind), ``unescaped_arguments``,
        ``usage_missing`` (replies whose ``usage`` was absent or malformed),
        ``prompt_tokens``, ``completion_tokens``; and the in-flight ``peak``, the current
        ``concurrency`` limit and the ``lowest`` it dropped to."""
        with self._lock:
            out = dict(self._stats)
            out["failures"] = dict(self._stats["failures"])
        out["peak"] = self._slots.peak
        out["concurrency"] = self._slots.limit
        out["lowest"] = self._slots.lowest
        return out

    def _count(self, **deltas: int) -> None:
        with self._lock:
            for k, v in deltas.items():
                self._stats[k] += v

    def _fail(self, kind: str) -> None:
        with self._lock:
            fails = self._stats["failures"]
            fails[kind] = fails.get(kind, 0) + 1

    # ------------------------------------------------------------------ requests
    def prepare_messages(self, messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
        """The messages as they are sent: no ``content: null``, arguments as JSON text, and
        tool results as user messages when ``tool_results_as="user"``.

        Examples
        --------
        >>> chat = ChatClient(model="m", tool_results_as="user")
        >>> chat.prepare_messages([
        ...     {"role": "assistant", "content": None, "tool_calls": [
        ...         {"id": "c1", "type": "function",
        ...          "function": {"name": "search", "arguments": {"query": "Creed"}}}]},
        ...     {"role": "tool", "tool_call_id": "c1", "content": "Creed is a band."}])[1]
        {'role': 'user', 'content': 'Result of search: Creed is a band.'}
        """
        if not isinstance(messages, (list, tuple)) or not messages:
            raise ConfigurationError(
                "messages must be a non-empty list of {'role', 'content'} dicts"
            )
        names: dict[str, str] = {}
        out = []
        for i, message in enumerate(messages):
            if not isinstance(message, dict) or not isinstance(message.get("role"), str):
                raise ConfigurationError(
                    f"messages[{i}] must be a dict with a 'role', got {message!r:.80}"
                )
            m = dict(message)
            if m.get("content") is None:
                m["content"] = ""
            if m["role"] == "assistant" and m.get("tool_calls"):
                calls = []
                for call in m["tool_calls"]:
                    call = call.to_dict() if isinstance(call, ToolCall) else dict(call)
                    fn = dict(call.get("function") or {})
                    if not isinstance(fn.get("arguments"), str):
                        fn["arguments"] = json.dumps(fn.get("arguments") or {}, ensure_ascii=False)
                    call["function"] = fn
                    call.setdefault("type", "function")
                    names[str(call.get("id"))] = str(fn.get("name") or "")
                    calls.append(call)
                m["tool_calls"] = calls
            elif m["role"] == "tool" and self.tool_results_as == "user":
                name = m.get("name") or names.get(str(m.get("tool_call_id")), "") or "the tool"
                m = {"role": "user", "content": f"Result of {name}: {content_text(m['content'])}"}
            out.append(m)
        return out

    def request_body(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        logprobs: bool = False,
        top_logprobs: int | None = None,
        max_tokens: int | None = None,
        temperature: float | None = 0.0,
        seed: int | None = None,
    ) -> dict[str, Any]:
        """The JSON body :meth:`complete` sends (and the cache keys on)."""
        body: dict[str, Any] = {"model": self.model, "messages": self.prepare_messages(messages)}
        if tools:
            body["tools"] = list(tools)
            body["tool_choice"] = tool_choice if tool_choice is not None else "auto"
        if logprobs:
            body["logprobs"] = True
            if top_logprobs is not None:
                body["top_logprobs"] = top_logprobs
        for key, value in (("max_tokens", max_tokens), ("temperature", temperature),
                           ("seed", seed)):  # fmt: skip
            if value is not None:
                body[key] = value
        return body

    def complete(
        self,
        messages: list[dict[str, Any]],
        *,
        tools: list[dict[str, Any]] | None = None,
        tool_choice: str | dict[str, Any] | None = None,
        logprobs: bool = False,
        top_logprobs: int | None = None,
        max_tokens: int | None = None,
        temperature: float | None = 0.0,
        seed: int | None = None,
    ) -> ChatReply:
        """Ask the model for one reply (thread-safe; retried; cached when ``cache_dir`` is set).

        Returns a :class:`ChatReply`; after every attempt failed, one with ``error`` set.
        Raises :class:`~uselessdetect.exceptions.ChatClientError` for a configuration the
        server refuses (see the class).
        """
        body = self.request_body(
            messages, tools=tools, tool_choice=tool_choice, logprobs=logprobs,
            top_logprobs=top_logprobs, max_tokens=max_tokens, temperature=temperature, seed=seed,
        )  # fmt: skip
        return self.send(body)

    def __call__(
        self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None, **kw: Any
    ) -> ChatReply:
        """The callable form ``reply = chat(messages, tools)``: :meth:`complete`."""
        return self.complete(messages, tools=tools, **kw)

    def send(self, body: dict[str, Any], *, use_cache: bool = True) -> ChatReply:
        """Send a request body as it is (no rewriting) and read the reply."""
        self._count(calls=1)
        data, error = self.send_raw(body, use_cache=use_cache)
        if data is None:
            return ChatReply("", error=error)
        try:
            reply, unescaped = read_reply(data)
        except (ValueError, TypeError, KeyError, AttributeError) as exc:
            self._fail("bad_reply")
            return ChatReply("", error=f"bad_reply: {exc}")
        self._count(
            unescaped_arguments=unescaped,
            prompt_tokens=reply.usage.get("prompt_tokens", 0),
            completion_tokens=reply.usage.get("completion_tokens", 0),
            usage_missing=int(not reply.usage),
        )
        return reply

    def send_raw(
        self, body: dict[str, Any], *, use_cache: bool = True
    ) -> tuple[dict[str, Any] | None, str | None]:
        """(response body, None), or (None, what failed) after every attempt failed."""
        key = None
        if self._cache is not None and use_cache:
            key = self._cache.key(body)
            cached = self._cache.get(key)
            if cached is not None:
                self._count(cache_hits=1)
                return cached, None
        kind, error = "error", ""
        wait = 0.0
        for attempt in range(self.retries + 1):
            if attempt:
                self._count(retries=1)
                time.sleep(wait if wait else self._backoff(attempt))
            outcome = self._attempt(body)
            if isinstance(outcome, dict):
                if key is not None and self._cache is not None:
                    self._cache.put(key, outcome)
                return outcome, None
            kind, error, retry, wait = outcome
            if not retry:
                break
        self._fail(kind)
        return None, f"{kind}: {error}"

    def _backoff(self, attempt: int) -> float:
        base = self.backoff * 2 ** (attempt - 1)
        return min(MAX_BACKOFF, base * (0.75 + random.random() / 2))  # noqa: S311 - jitter

    def _attempt(self, body: dict[str, Any]) -> dict[str, Any] | tuple[str, str, bool, float]:
        """One request under a slot: the body, or (kind, error, retry?, seconds to wait)."""
        import openai

        client = self._openai()
        create = client.chat.completions.with_streaming_response.create
        known = {"model", "messages", "tools", "tool_choice", "logprobs", "top_logprobs",
                 "max_tokens", "temperature", "seed", "response_format", "stop", "n"}  # fmt: skip
        kwargs = {k: v for k, v in body.items() if k in known}
        extra = {k: v for k, v in body.items() if k not in known}
        if extra:
            kwargs["extra_body"] = extra
        taken = self._slots.acquire()
        deadline = time.monotonic() + self.timeout  # the whole request, from its slot
        timed_out = False
        try:
            self._count(requests=1)
            try:
                with create(**kwargs) as raw:
                    self._contacted = True
                    data = json.loads(_read_within(raw, deadline))
            except (openai.APITimeoutError, _Overdue):
                timed_out = True
                self._count(timeouts=1)
                return "timeout", f"no reply within {self.timeout:g} s", True, 0.0
            except openai.APIConnectionError as exc:
                if not self._contacted:
                    raise ChatClientError(
                        f"cannot reach the chat server at {self.base_url} ({_cause(exc)}); "
                        "check --base-url and that the server is running"
                    ) from None
                return "connection", _cause(exc), True, 0.0
            except openai.APIStatusError as exc:
                self._contacted = True
                return self._status_failure(exc)
            except ValueError as exc:
                return "bad_reply", f"the reply is not JSON ({exc})", False, 0.0
        finally:
            self._slots.release(taken, timed_out=timed_out)
        if not isinstance(data, dict):
            return "bad_reply", "the reply is not a JSON object", False, 0.0
        return data

    def _status_failure(self, exc: Any) -> tuple[str, str, bool, float]:
        status = int(exc.status_code)
        text = _error_text(exc)
        if status in (401, 403):
            raise ChatClientError(
                f"the chat server at {self.base_url} refused the API key ({status}: {text}); "
                "set OPENAI_API_KEY"
            ) from None
        if status == 404:
            raise ChatClientError(
                f"the chat server at {self.base_url} does not serve model {self.model!r} or "
                f"this route (404: {text}); check --model and --base-url (most end in /v1)"
            ) from None
        if status == 429:
            return "rate_limited", f"429: {text}", True, _retry_after(exc)
        if status >= 500 and not _INVALID.search(text):
            return "server_error", f"{status}: {text}", True, _retry_after(exc)
        if status >= 500:
            return "invalid_request", f"{status}: {text}", False, 0.0
        return "bad_request", f"{status}: {text}", False, 0.0


class _Overdue(Exception):
    """The reply was still coming in when the request's time ran out."""


def _read_within(raw: Any, deadline: float) -> bytes:
    """A streamed reply's body, read while time is left: each read waits at most the
    client's timeout, and a server that trickles bytes is cut off at ``deadline`` (leaving
    the ``with`` block then closes the connection, never returned to the pool)."""
    chunks = []
    for chunk in raw.iter_bytes():
        chunks.append(chunk)
        if time.monotonic() > deadline:
            raise _Overdue
    return b"".join(chunks)


def _cause(exc: BaseException) -> str:
    inner = exc.__cause__ or exc.__context__
    return f"{type(inner).__name__}: {inner}"[:200] if inner else str(exc)[:200]


def _error_text(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, dict):
        inner = body.get("error", body)
        msg = inner.get("message") if isinstance(inner, dict) else inner
        if msg:
            return " ".join(str(msg).split())[:300]
    response = getattr(exc, "response", None)
    text = getattr(response, "text", "") or str(exc)
    return " ".join(str(text).split())[:300]


def _retry_after(exc: Any) -> float:
    headers = getattr(getattr(exc, "response", None), "headers", None) or {}
    try:
        value = float(headers.get("retry-after", ""))
    except (TypeError, ValueError):
        return 0.0
    return min(MAX_BACKOFF, max(0.0, value))
