"""Fast paths of the chat converters for the common, well-formed shapes.

Each function returns the same events as its validating counterpart in :mod:`._messages`
for the records it accepts, and raises :class:`Slow` on anything else (a content list, an
unusual role, a value of an unexpected type), so that the validating converter reads the
record and names the bad field. ``tests/test_log_importers.py`` checks both agree.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

__all__ = ["FAST", "Slow"]

Events = list[tuple[Any, ...]]
Call = tuple[str | None, str, Any]
_str, _dict, _list = str, dict, list


class Slow(Exception):
    """The record is not of the common shape: read it with the validating converter."""


def _id(value: Any) -> str | None:
    if value is None or value == "":
        return None
    if type(value) is not _str:
        raise Slow
    return value


def _text(value: Any) -> str | None:
    """A message's text: a string or nothing (anything else is not the common shape)."""
    if value is not None and type(value) is not _str:
        raise Slow
    return value


def _say_and_calls(
    add: Callable[[tuple[Any, ...]], None],
    content: str | None,
    calls: Any,
    turn: int,
    read: Callable[[Any], Call],
) -> None:
    """An assistant message's events: its text, then each tool call in it.

    ``read`` gives a call's ``(id, name, arguments)`` in the format's own layout.
    """
    if content:
        add(("say", content))
    if calls:
        if type(calls) is not _list:
            raise Slow
        for c in calls:
            add(("call", *read(c), turn))


def _tool_result(
    message: dict[str, Any], content: str | None, extra: dict[str, Any]
) -> tuple[Any, ...]:
    """The event of a tool message that names its call by ``tool_call_id`` (and its tool by
    ``name``, when that is a string)."""
    name = message.get("name")
    tool = name if type(name) is _str else None
    return ("result", _id(message.get("tool_call_id")), content or "", tool, extra)


def _chat_call(c: Any) -> Call:
    fn = c.get("function") if type(c) is _dict else None
    name = fn.get("name") if type(fn) is _dict else None
    if type(name) is not _str:
        raise Slow
    return _id(c.get("id")), name, fn.get("arguments")  # type: ignore[union-attr]


def _langchain_call(c: Any) -> Call:
    name = c.get("name") if type(c) is _dict else None
    if type(name) is not _str:
        raise Slow
    return _id(c.get("id")), name, c.get("args")


def chat(messages: list[Any]) -> Events:
    ev: Events = []
    add = ev.append
    for i, m in enumerate(messages):
        if type(m) is not _dict:
            raise Slow
        role = m.get("role")
        content = _text(m.get("content"))
        if role == "assistant":
            _say_and_calls(add, content, m.get("tool_calls"), i, _chat_call)
            if m.get("function_call") is not None:
                raise Slow
        elif role == "user":
            add(("user", content or ""))
        elif role == "tool":
            add(_tool_result(m, content, {}))
        elif role != "system" and role != "developer":
            raise Slow
    return ev


def anthropic(messages: list[Any]) -> Events:
    ev: Events = []
    add = ev.append
    for i, m in enumerate(messages):
        if type(m) is not _dict:
            raise Slow
        role = m.get("role")
        content = m.get("content")
        if role != "user" and role != "assistant":
            raise Slow
        if type(content) is _str:
            add(("user", content) if role == "user" else ("say", content))
            continue
        if type(content) is not _list:
            raise Slow
        texts: list[str] = []
        for b in content:
            kind = b.get("type") if type(b) is _dict else None
            if kind == "text":
                text = b.get("text")
                if type(text) is not _str:
                    raise Slow
                texts.append(text)
            elif kind == "tool_use" and role == "assistant":
                name = b.get("name")
                if type(name) is not _str:
                    raise Slow
                if texts:
                    add(("say", "\n".join(texts)))
                    texts = []
                add(("call", _id(b.get("id")), name, b.get("input"), i))
            elif kind == "tool_result":
                obs = _text(b.get("content"))
                extra = {"is_error": True} if b.get("is_error") is True else {}
                add(("result", _id(b.get("tool_use_id")), obs or "", None, extra))
            else:
                raise Slow
        if texts:
            add(("user", "\n".join(texts)) if role == "user" else ("say", "\n".join(texts)))
    return ev


def langchain(messages: list[Any]) -> Events:
    ev: Events = []
    add = ev.append
    for i, m in enumerate(messages):
        data = m.get("data") if type(m) is _dict and "lc" not in m else None
        if type(data) is not _dict:
            raise Slow
        kind = m.get("type")
        content = _text(data.get("content"))
        if kind == "ai":
            calls = data.get("tool_calls")
            _say_and_calls(add, content, calls, i, _langchain_call)
            if not calls:
                kw = data.get("additional_kwargs")
                if kw and (type(kw) is not _dict or kw.get("tool_calls")):
                    raise Slow
        elif kind == "human":
            add(("user", content or ""))
        elif kind == "tool":
            extra = {"is_error": True} if data.get("status") == "error" else {}
            add(_tool_result(data, content, extra))
        elif kind != "system":
            raise Slow
    return ev


def responses(messages: list[Any]) -> Events:
    ev: Events = []
    add = ev.append
    turn = 0
    for item in messages:
        if type(item) is not _dict:
            raise Slow
        kind = item.get("type", "message")
        if kind == "function_call":
            name = item.get("name")
            if type(name) is not _str:
                raise Slow
            add(("call", _id(item.get("call_id")), name, item.get("arguments"), turn))
            continue
        turn += 1
        if kind == "function_call_output":
            out = _text(item.get("output"))
            add(("result", _id(item.get("call_id")), out or "", None, {}))
        elif kind == "message":
            role = item.get("role")
            content = item.get("content")
            if type(content) is _list:
                texts = []
                for part in content:
                    ptype = part.get("type") if type(part) is _dict else None
                    text = part.get("text") if ptype in ("output_text", "input_text") else None
                    if type(text) is not _str:
                        raise Slow
                    texts.append(text)
                content = "\n".join(texts)
            elif content is not None and type(content) is not _str:
                raise Slow
            if role == "assistant":
                add(("say", content or ""))
            elif role == "user":
                add(("user", content or ""))
            elif role != "system" and role != "developer":
                raise Slow
        elif kind != "reasoning":
            raise Slow
    return ev


#: Fast converter per format (same events as the validating one, or :class:`Slow`).
FAST = {"openai-chat": chat, "anthropic": anthropic, "langchain": langchain}
FAST["openai-responses"] = responses
