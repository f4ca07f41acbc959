"""What a chat-completions server said, read into one shape: the reply, its tool calls, usage.

:func:`read_reply` reads a response body the way real servers write it: ``tool_calls`` before
the legacy ``function_call``, HTML escapes in arguments undone, content parts joined, and
bookkeeping fields (``usage``, ``logprobs``) that do not parse recorded as missing rather than
failing the reply.
"""

from __future__ import annotations

import html
import json
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


def _logprobs(choice: dict[str, Any]) -> list[tuple[str, list[tuple[str, float]]]] | None:
    content = (
        (choice.get("logprobs") or {}).get("content")
        if isinstance(choice.get("logprobs"), dict)
        else None
    )
    if not content:
        return None
    out = []
    for t in content:
        alts = [(str(a["token"]), float(a["logprob"])) for a in t.get("top_logprobs") or []]
        out.append(
            (str(t.get("token", "")), alts or [(str(t.get("token", "")), float(t["logprob"]))])
        )
    return out


def read_reply(data: dict[str, Any]) -> tuple[ChatReply, int]:
    """A server's response body as a :class:`ChatReply`, and how many arguments were unescaped.

    ``tool_calls`` wins over the legacy ``function_call`` when both are present.
    """
    choices = data.get("choices") or []
    if not choices or not isinstance(choices[0], dict):
        raise ValueError("the reply has no choices")
    choice = choices[0]
    message = choice.get("message") or {}
    raw_calls = message.get("tool_calls") or []
    if not raw_calls and isinstance(message.get("function_call"), dict):
        raw_calls = [{"id": "call_0", "function": message["function_call"]}]
    calls, unescaped = [], 0
    for i, raw in enumerate(raw_calls):
        fn = raw.get("function") or {}
        args, escaped = parse_arguments(fn.get("arguments"))
        unescaped += escaped
        calls.append(ToolCall(str(raw.get("id") or f"call_{i}"), str(fn.get("name") or ""), args))
    usage = data.get("usage") or {}
    reply = ChatReply(
        content=content_text(message.get("content")),
        tool_calls=tuple(calls),
        logprobs=_logprobs(choice),
        usage={
            "prompt_tokens": int(usage.get("prompt_tokens") or 0),
            "completion_tokens": int(usage.get("completion_tokens") or 0),
        },
        finish_reason=choice.get("finish_reason"),
    )
    return reply, unescaped
