"""What a chat-completions server said, read into one shape: the reply, its tool calls, usage.

:func:`read_reply` reads a response body the way real servers write it: ``tool_calls`` before
the legacy ``function_call``, HTML escapes in arguments undone, content parts joined, and
bookkeeping fields (``usage``, ``logprobs``) that do not parse recorded as missing rather than
failing the reply.
"""

from __future__ import annotations

import html
import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

__all__ = ["ChatReply", "ToolCall", "content_text", "parse_arguments", "read_reply"]

#: HTML character references as servers escape them (``&quot;``, ``&#34;``, ``&amp;`` …).
_ENTITY = re.compile(r"&(?:#\d+|#x[0-9a-fA-F]+|quot|amp|lt|gt|apos);")


@dataclass(frozen=True)
class ToolCall:
    """One tool call of a reply.

    ``arguments`` is a dict when the arguments parsed as a JSON object (after undoing HTML
    escapes), else the raw text.
    """

    id: str
    name: str
    arguments: dict[str, Any] | str

    def to_dict(self) -> dict[str, Any]:
        """The call as a request's ``tool_calls`` entry (arguments as JSON text)."""
        args = self.arguments
        text = args if isinstance(args, str) else json.dumps(args, ensure_ascii=False)
        return {
            "id": self.id,
            "type": "function",
            "function": {"name": self.name, "arguments": text},
        }


@dataclass(frozen=True)
class ChatReply:
    """What one chat-completions request gave.

    ``content`` is ``""`` (never ``None``) when the model said nothing; ``logprobs`` is
    ``[(token, [(alternative, logprob), ...]), ...]`` when the server returned them; ``error``
    is set (and ``content`` empty) when every attempt failed.

    Examples
    --------
    >>> reply = ChatReply("", (ToolCall("c1", "search", {"query": "Creed"}),))
    >>> reply.to_message()["tool_calls"][0]["function"]
    {'name': 'search', 'arguments': '{"query": "Creed"}'}
    >>> reply.ok
    True
    """

    content: str
    tool_calls: tuple[ToolCall, ...] = ()
    logprobs: list[tuple[str, list[tuple[str, float]]]] | None = None
    usage: dict[str, int] = field(
        default_factory=lambda: {"prompt_tokens": 0, "completion_tokens": 0}
    )
    finish_reason: str | None = None
    error: str | None = None

    @property
    def ok(self) -> bool:
        """Whether the request succeeded (``error`` is ``None``)."""
        return self.error is None

    def to_message(self) -> dict[str, Any]:
        """The reply as the assistant message to append to the conversation."""
        message: dict[str, Any] = {"role": "assistant", "content": self.content}
        if self.tool_calls:
            message["tool_calls"] = [c.to_dict() for c in self.tool_calls]
        return message


def _unescape(text: str) -> str:
    for _ in range(8):  # escapes compound (&amp;#34;): undo them until nothing changes
        new = html.unescape(text)
        if new == text:
            break
        text = new
    return text


def _unescape_values(obj: Any) -> Any:
    if isinstance(obj, str):
        return _unescape(obj)
    if isinstance(obj, dict):
        return {k: _unescape_values(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_unescape_values(v) for v in obj]
    return obj


def parse_arguments(raw: Any) -> tuple[dict[str, Any] | str, bool]:
    """Tool-call arguments: a dict when they are a JSON object, and whether escapes were undone.

    Servers that HTML-escape arguments (``{&quot;query&quot;: …}``) are read as if they had
    not; escapes inside string values (a model copying them) are undone too.

    Examples
    --------
    >>> parse_arguments('{&quot;query&quot;: &quot;Creed&quot;}')
    ({'query': 'Creed'}, True)
    >>> parse_arguments('{"query": "&amp;#34;Creed&amp;#34;"}')
    ({'query': '"Creed"'}, True)
    >>> parse_arguments("not json")
    ('not json', False)
    """
    if isinstance(raw, dict):
        return raw, False
    text = "" if raw is None else str(raw)
    escaped = bool(_ENTITY.search(text))
    candidates = [_unescape(text), text] if escaped else [text]
    for candidate in candidates:
        try:
            obj = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(obj, dict):
            return (_unescape_values(obj) if escaped else obj), escaped
    return (_unescape(text) if escaped else text), escaped


def content_text(value: Any) -> str:
    """A message's ``content`` as text: a string as it is, content parts joined, else ``""``."""
    if isinstance(value, str):
        return value
    if isinstance(value, list):  # content parts
        return "".join(str(p.get("text") or "") if isinstance(p, dict) else str(p) for p in value)
    return ""


def _logprob(value: Any) -> float | None:
    """A log-probability, or ``None`` when it is not one (not a number, NaN, ±inf, above 0)."""
    if isinstance(value, bool) or not isinstance(value, int | float | str):
        return None
    try:
        x = float(value)
    except ValueError:
        return None
    if math.isnan(x) or x == math.inf or x > 1e-6:
        return None
    return min(x, 0.0)


def _logprobs(choice: dict[str, Any]) -> list[tuple[str, list[tuple[str, float]]]] | None:
    """The tokens' top alternatives; ``None`` (recorded as missing) when they do not parse.

    Log-probabilities are bookkeeping for the reply's text: a malformed one (a string, inf,
    ``1e308``) drops that alternative, never the reply.
    """
    raw = choice.get("logprobs")
    content = raw.get("content") if isinstance(raw, dict) else None
    if not content or not isinstance(content, list):
        return None
    out = []
    for t in content:
        if not isinstance(t, dict):
            return None
        token = str(t.get("token", ""))
        alts = []
        for a in t.get("top_logprobs") or []:
            lp = _logprob(a.get("logprob")) if isinstance(a, dict) else None
            if lp is not None:
                alts.append((str(a.get("token", "")), lp))
        own = _logprob(t.get("logprob"))
        out.append((token, alts or ([(token, own)] if own is not None else [])))
    return out


def _usage(raw: Any) -> dict[str, int]:
    """Token counts; ``{}`` (recorded as missing) when the server's ``usage`` is malformed."""
    if not isinstance(raw, dict):
        return {}
    out = {}
    for key in ("prompt_tokens", "completion_tokens"):
        v = raw.get(key, 0)
        if v is None:
            v = 0
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v < 0:
            return {}
        out[key] = int(v)
    return out


def _raw_calls(message: dict[str, Any]) -> list[Any]:
    """The reply's tool calls as a list; anything else in their place is one malformed call."""
    raw = message.get("tool_calls")
    if raw is None or raw == []:
        legacy = message.get("function_call")
        return [{"id": "call_0", "function": legacy}] if isinstance(legacy, dict) else []
    if not isinstance(raw, list):
        return [raw]
    return raw


def read_reply(data: dict[str, Any]) -> tuple[ChatReply, int]:
    """A server's response body as a :class:`ChatReply`, and how many arguments were unescaped.

    ``tool_calls`` wins over the legacy ``function_call`` when both are present. A tool call
    that is not an object (``tool_calls`` given as a string) becomes a call without a name,
    its text as the arguments, which a harness counts as an invalid action; a malformed
    ``usage`` is recorded as missing (``usage == {}``), malformed log-probabilities as none.
    Raises ``ValueError`` when the body has no choices.
    """
    choices = data.get("choices") if isinstance(data, dict) else None
    if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
        raise ValueError("the reply has no choices")
    choice = choices[0]
    message = choice.get("message")
    if not isinstance(message, dict):
        message = {}
    calls, unescaped = [], 0
    for i, raw in enumerate(_raw_calls(message)):
        if not isinstance(raw, dict) or not isinstance(raw.get("function") or {}, dict):
            calls.append(ToolCall(f"call_{i}", "", str(raw)[:2000]))
            continue
        fn = raw.get("function") or {}
        args, escaped = parse_arguments(fn.get("arguments"))
        unescaped += escaped
        calls.append(ToolCall(str(raw.get("id") or f"call_{i}"), str(fn.get("name") or ""), args))
    finish = choice.get("finish_reason")
    reply = ChatReply(
        content=content_text(message.get("content")),
        tool_calls=tuple(calls),
        logprobs=_logprobs(choice),
        usage=_usage(data.get("usage")),
        finish_reason=finish if isinstance(finish, str) else None,
    )
    return reply, unescaped
