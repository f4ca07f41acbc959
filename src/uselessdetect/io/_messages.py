"""One conversation of each chat format turned into the events of :mod:`._mapping`.

Every function takes the conversation's list of messages (or Responses items), the field
path it sits under (for error messages) and ``where`` (file and line), and returns the events.
They read the JSON the libraries write (``model_dump()``, ``messages_to_dict``,
``to_input_list()``), never the libraries' objects.
"""

from __future__ import annotations

import json
from typing import Any

from ..exceptions import InputError
from ._skips import Skipped

__all__ = ["anthropic_events", "chat_events", "langchain_events", "responses_events", "text_of"]

Events = list[tuple[Any, ...]]
_TEXT_TYPES = {"text", "input_text", "output_text", "summary_text"}


def _bad(message: str, field: str, where: dict[str, Any]) -> InputError:
    return InputError(message, field=field, **where)


def _got(value: Any) -> str:
    return f"got {type(value).__name__} {json.dumps(value, default=str)[:40]}"


def text_of(content: Any, field: str, where: dict[str, Any], *, name_others: bool = True) -> str:
    """The text of a message's or result's content: a string, or parts with text joined.

    Parts that are not text are named (``[image]``) when ``name_others``, else left out.

    Examples
    --------
    >>> text_of([{"type": "text", "text": "a"}, {"type": "image_url"}], "content", {})
    'a\\n[image_url]'
    """
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if not isinstance(content, list):
        raise _bad(f"expected a string or a list of parts, {_got(content)}", field, where)
    out = []
    for i, part in enumerate(content):
        if isinstance(part, str):
            out.append(part)
            continue
        if not isinstance(part, dict):
            raise _bad(f"expected a part object, {_got(part)}", f"{field}[{i}]", where)
        kind = part.get("type", "text")
        value = part.get("text", part.get("content")) if kind in _TEXT_TYPES else None
        if kind == "refusal":
            value = part.get("refusal")
        if value is not None:
            if not isinstance(value, str):
                raise _bad(f"expected a string, {_got(value)}", f"{field}[{i}].text", where)
            out.append(value)
        elif kind in ("tool_result", "tool_use", "tool_call", "reasoning", "thinking"):
            continue  # structure, not content: read by the caller
        elif name_others:
            out.append(f"[{kind}]")
    return "\n".join(out)


def _str(obj: dict[str, Any], key: str, field: str, where: dict[str, Any]) -> str:
    value = obj.get(key)
    if not isinstance(value, str):
        raise _bad(f"expected a string, {_got(value)}", f"{field}.{key}", where)
    return value


def _opt_id(obj: dict[str, Any], key: str, field: str, where: dict[str, Any]) -> str | None:
    value = obj.get(key)
    if value is None or value == "":
        return None
    if not isinstance(value, str):
        raise _bad(f"expected a string or null, {_got(value)}", f"{field}.{key}", where)
    return value


def _obj(value: Any, field: str, where: dict[str, Any]) -> dict[str, Any]:
    if isinstance(value, str):  # some logs store each tool call as a JSON string
        try:
            value = json.loads(value)
        except ValueError:
            raise _bad("expected an object or a JSON string of one", field, where) from None
    if not isinstance(value, dict):
        raise _bad(f"expected an object, {_got(value)}", field, where)
    return value


def _list(value: Any, field: str, where: dict[str, Any]) -> list[Any]:
    if value is None:
        return []
    if not isinstance(value, list):
        raise _bad(f"expected a list, {_got(value)}", field, where)
    return value


_CHAT_SKIP = {"system", "developer"}


def chat_events(messages: list[Any], prefix: str, where: dict[str, Any]) -> Events:
    """OpenAI Chat Completions messages (``tool_calls``; ``tool`` and legacy ``function``)."""
    ev: Events = []
    for i, raw in enumerate(messages):
        f = f"{prefix}[{i}]"
        m = _obj(raw, f, where)
        role = m.get("role")
        if role == "user":
            ev.append(("user", text_of(m.get("content"), f + ".content", where)))
        elif role == "assistant":
            ev.append(("say", text_of(m.get("content"), f + ".content", where, name_others=False)))
            for j, c in enumerate(_list(m.get("tool_calls"), f + ".tool_calls", where)):
                fc = f"{f}.tool_calls[{j}]"
                call = _obj(c, fc, where)
                fn = _obj(call.get("function"), fc + ".function", where)
                name = _str(fn, "name", fc + ".function", where)
                ev.append(("call", _opt_id(call, "id", fc, where), name, fn.get("arguments"), i))
            if m.get("function_call") is not None:
                fn = _obj(m["function_call"], f + ".function_call", where)
                name = _str(fn, "name", f + ".function_call", where)
                ev.append(("call", None, name, fn.get("arguments"), i))
        elif role in ("tool", "function"):
            obs = text_of(m.get("content"), f + ".content", where)
            cid = _opt_id(m, "tool_call_id", f, where)
            ev.append(
                ("result", cid, obs, m.get("name") if isinstance(m.get("name"), str) else None, {})
            )
        elif role not in _CHAT_SKIP:
            raise _bad(
                f"expected one of user, assistant, tool, function, system, developer, {_got(role)}",
                f + ".role",
                where,
            )
    return ev


def anthropic_events(messages: list[Any], prefix: str, where: dict[str, Any]) -> Events:
    """Anthropic Messages: ``tool_use`` blocks in assistant turns, ``tool_result`` in user turns."""
    ev: Events = []
    for i, raw in enumerate(messages):
        f = f"{prefix}[{i}]"
        m = _obj(raw, f, where)
        role, content = m.get("role"), m.get("content")
        if role not in ("user", "assistant"):
            raise _bad(f"expected user or assistant, {_got(role)}", f + ".role", where)
        if not isinstance(content, list):
            text = text_of(content, f + ".content", where)
            ev.append(("user", text) if role == "user" else ("say", text))
            continue
        texts = []
        for j, b in enumerate(content):
            fb = f"{f}.content[{j}]"
            block = _obj(b, fb, where)
            kind = block.get("type")
            if kind == "text":
                texts.append(_str(block, "text", fb, where))
            elif kind in ("tool_use", "server_tool_use") and role == "assistant":
                if texts:
                    ev.append(("say", "\n".join(texts)))
                    texts = []
                name = _str(block, "name", fb, where)
                ev.append(("call", _opt_id(block, "id", fb, where), name, block.get("input"), i))
            elif isinstance(kind, str) and kind.endswith("tool_result"):
                extra = {"is_error": True} if block.get("is_error") is True else {}
                obs = text_of(block.get("content"), fb + ".content", where)
                ev.append(("result", _opt_id(block, "tool_use_id", fb, where), obs, None, extra))
            elif role == "user" and kind not in ("thinking", "redacted_thinking"):
                texts.append(f"[{kind}]")
        if texts:
            ev.append(("user", "\n".join(texts)) if role == "user" else ("say", "\n".join(texts)))
    return ev


_LC_ROLES = {
    "human": "user",
    "ai": "assistant",
    "tool": "tool",
    "function": "tool",
    "system": "system",
    "remove": "system",
}


def _lc_message(m: dict[str, Any], f: str, where: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """``(role, data)`` of a LangChain message dict (``messages_to_dict`` or ``dumpd`` form)."""
    if "lc" in m and isinstance(m.get("kwargs"), dict):  # dumpd: {"id": [..., "AIMessage"]}
        ids = m.get("id")
        cls = ids[-1] if isinstance(ids, list) and ids and isinstance(ids[-1], str) else ""
        kind = cls.removesuffix("Chunk").removesuffix("Message").lower()
        data = m["kwargs"]
    else:
        kind = str(m.get("type", "")).removesuffix("Chunk").removesuffix("Message").lower()
        data = _obj(m.get("data"), f + ".data", where)
    if kind == "chat":
        kind = {"user": "human", "assistant": "ai"}.get(str(data.get("role")), "system")
    role = _LC_ROLES.get(kind)
    if role is None:
        raise _bad(
            f"expected a message type (human, ai, tool, system, ...), {_got(m.get('type'))}",
            f + ".type",
            where,
        )
    return role, data


def langchain_events(messages: list[Any], prefix: str, where: dict[str, Any]) -> Events:
    """LangChain message dicts (``messages_to_dict``; ``dumpd`` also read)."""
    ev: Events = []
    for i, raw in enumerate(messages):
        f = f"{prefix}[{i}]"
        role, data = _lc_message(_obj(raw, f, where), f, where)
        fd = f + ".data"
        if role == "user":
            ev.append(("user", text_of(data.get("content"), fd + ".content", where)))
        elif role == "assistant":
            ev.append(
                ("say", text_of(data.get("content"), fd + ".content", where, name_others=False))
            )
            calls = data.get("tool_calls")
            if calls:
                for j, c in enumerate(_list(calls, fd + ".tool_calls", where)):
                    fc = f"{fd}.tool_calls[{j}]"
                    call = _obj(c, fc, where)
                    name = _str(call, "name", fc, where)
                    ev.append(("call", _opt_id(call, "id", fc, where), name, call.get("args"), i))
            else:
                kw = data.get("additional_kwargs")
                if isinstance(kw, dict) and kw.get("tool_calls"):
                    fake = [{"role": "assistant", "tool_calls": kw["tool_calls"]}]
                    ev.extend(
                        e[:4] + (i,)
                        for e in chat_events(fake, fd + ".additional_kwargs", where)
                        if e[0] == "call"
                    )
        elif role == "tool":
            extra = {"is_error": True} if data.get("status") == "error" else {}
            obs = text_of(data.get("content"), fd + ".content", where)
            tool = data.get("name") if isinstance(data.get("name"), str) else None
            ev.append(("result", _opt_id(data, "tool_call_id", fd, where), obs, tool, extra))
    return ev


_CALLS = {"function_call": "arguments", "custom_tool_call": "input"}
_OUTPUTS = {"function_call_output", "custom_tool_call_output"}


def responses_events(
    items: list[Any], prefix: str, where: dict[str, Any], ignored: Skipped | None = None
) -> Events:
    """Responses API / Agents SDK input items (``message``, ``function_call``, ``..._output``)."""
    ev: Events = []
    turn = 0
    for i, raw in enumerate(items):
        f = f"{prefix}[{i}]"
        item = _obj(raw, f, where)
        kind = item.get("type", "message")
        if kind in _CALLS:
            name = _str(item, "name", f, where)
            cid = _opt_id(item, "call_id", f, where)
            ev.append(("call", cid, name, item.get(_CALLS[kind]), turn))
            continue
        turn += 1
        if kind in _OUTPUTS:
            obs = text_of(item.get("output"), f + ".output", where)
            ev.append(("result", _opt_id(item, "call_id", f, where), obs, None, {}))
        elif kind == "mcp_call":
            name = _str(item, "name", f, where)
            cid = _opt_id(item, "id", f, where)
            ev.append(("call", cid, name, item.get("arguments"), turn))
            error = item.get("error")
            obs = text_of(item.get("output") if error is None else error, f + ".output", where)
            ev.append(("result", cid, obs, name, {"is_error": True} if error else {}))
        elif kind == "message":
            role = item.get("role")
            if role == "user":
                ev.append(("user", text_of(item.get("content"), f + ".content", where)))
            elif role == "assistant":
                text = text_of(item.get("content"), f + ".content", where, name_others=False)
                ev.append(("say", text))
            elif role not in _CHAT_SKIP:
                raise _bad(
                    f"expected user, assistant, system or developer, {_got(role)}",
                    f + ".role",
                    where,
                )
        elif kind != "reasoning" and ignored is not None:
            ignored.note(f"`{kind}` items (no text result to judge)")
    return ev
