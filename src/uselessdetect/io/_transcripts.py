"""Chat transcripts as episodes: where a line holds its conversation, and which format it is.

A line is one conversation: a JSON array of messages (or Responses items), or an object
holding them under ``messages``, under ``prompt`` and ``completion``, under ``input``, or a
logged request/response pair (``request`` / ``response``, or ``responses_create_params`` /
``response``). ``messages_key="a.b"`` names where a log nests it instead.
"""

from __future__ import annotations

from collections.abc import Callable, Generator, Iterable, Iterator
from typing import Any

from .._types import Episode
from ..exceptions import EmptyInputError, InputError
from ._fastpaths import FAST, Slow
from ._files import guarded_lines, input_name, open_binary, parse_line, path_argument
from ._mapping import ImportStats, build_episode
from ._messages import (
    Events,
    anthropic_events,
    chat_events,
    langchain_events,
    responses_events,
)
from ._outcomes import outcome_of, outcome_success

__all__ = ["CHAT_FORMATS", "iter_values", "read_transcripts", "sniff_record"]

PathLike = Any
Converter = Callable[[list[Any], str, dict[str, Any]], Events]

#: The chat formats and the function that turns one conversation into events.
CHAT_FORMATS: dict[str, Converter] = {
    "openai-chat": chat_events,
    "anthropic": anthropic_events,
    "langchain": langchain_events,
    "openai-responses": responses_events,
}
_LAYOUTS = "`messages`, `prompt`/`completion`, `input`, `request`/`response` or "
_LAYOUTS += "`responses_create_params`/`response`"


def iter_values(path: PathLike) -> Generator[tuple[int, Any], None, None]:
    """Yield ``(line, value)`` for every non-blank line: a JSON object or a JSON array."""
    name = input_name(path_argument(path))
    seen = False
    try:
        fh = open_binary(path)
    except OSError as exc:
        raise InputError(f"cannot open file: {exc.strerror or exc}", path=name) from None
    with fh:
        for lineno, raw in enumerate(guarded_lines(fh, name), start=1):
            value = parse_line(raw, name, lineno, arrays=True)
            if value is not None:
                seen = True
                yield lineno, value
    if not seen:
        raise EmptyInputError("the file holds no record (expected JSON Lines)", path=name)


def _at(rec: Any, key: str, where: dict[str, Any]) -> Any:
    """The value at dotted ``key`` (``trajectory.messages``)."""
    value = rec
    done: list[str] = []
    for part in key.split("."):
        done.append(part)
        if not isinstance(value, dict) or part not in value:
            got = "missing" if isinstance(value, dict) else f"inside a {type(value).__name__}"
            raise InputError(
                f"expected the conversation here, {got}", field=".".join(done), **where
            )
        value = value[part]
    return value


def _as_list(value: Any, field: str, where: dict[str, Any]) -> list[Any]:
    if isinstance(value, str):  # a bare prompt or Responses input string: one user message
        return [{"role": "user", "content": value}]
    if not isinstance(value, list):
        raise InputError(
            f"expected a list of messages, got {type(value).__name__}", field=field, **where
        )
    return value


def _response_tail(fmt: str, response: Any, where: dict[str, Any]) -> tuple[list[Any], str]:
    """The messages a logged response adds: Responses ``output``, chat ``choices[0].message``."""
    if not isinstance(response, dict):
        raise InputError("expected an object", field="response", **where)
    if "output" in response:
        return _as_list(response["output"], "response.output", where), "response.output"
    if "choices" in response:
        choices = response["choices"]
        if not isinstance(choices, list) or not choices or not isinstance(choices[0], dict):
            raise InputError(
                "expected a non-empty list of choices", field="response.choices", **where
            )
        return [choices[0].get("message")], "response.choices[0].message"
    if "content" in response:  # an Anthropic Message
        return [response], "response"
    raise InputError("expected `output`, `choices` or `content`", field="response", **where)


def conversation(
    fmt: str, rec: Any, messages_key: str | None, where: dict[str, Any]
) -> list[tuple[list[Any], str]]:
    """The conversation of one line as ``[(messages, field path), ...]`` parts, in order."""
    if isinstance(rec, list):
        return [(rec, "")]
    if messages_key:
        return [(_as_list(_at(rec, messages_key, where), messages_key, where), messages_key)]
    if "messages" in rec:
        return [(_as_list(rec["messages"], "messages", where), "messages")]
    if "prompt" in rec and "completion" in rec:
        return [
            (_as_list(rec["prompt"], "prompt", where), "prompt"),
            (_as_list(rec["completion"], "completion", where), "completion"),
        ]
    for req_key in ("request", "responses_create_params"):
        if req_key in rec and "response" in rec:
            req = rec[req_key]
            if not isinstance(req, dict):
                raise InputError("expected an object", field=req_key, **where)
            key = "input" if "input" in req else "messages"
            if key not in req:
                raise InputError("expected `input` or `messages`", field=req_key, **where)
            head = (_as_list(req[key], f"{req_key}.{key}", where), f"{req_key}.{key}")
            return [head, _response_tail(fmt, rec["response"], where)]
    if "input" in rec:
        return [(_as_list(rec["input"], "input", where), "input")]
    raise InputError(
        f"expected a JSON array of messages or the conversation under {_LAYOUTS} "
        "(name another place with --messages-key)",
        field="messages",
        **where,
    )


def _episode_id(rec: Any, path: str, line: int) -> str:
    ep_id = rec.get("id") if isinstance(rec, dict) else None
    if isinstance(ep_id, (str, int)) and not isinstance(ep_id, bool) and ep_id != "":
        return str(ep_id)
    return f"{path}:{line}"


def read_transcripts(
    records: Iterable[tuple[int, Any]],
    fmt: str,
    *,
    path: str,
    messages_key: str | None = None,
    stats: ImportStats | None = None,
    reward_threshold: float = 1.0,
) -> Iterator[Episode]:
    """Map ``(line, value)`` records of one chat format onto episodes (design §3.2.1).

    A run's outcome on the line (``outcome``; ``reward``, ``success``, ``resolved``, ``win``
    or ``correct`` beside the conversation; or those and ``status`` in its ``metadata``; see
    ``_outcomes.outcome_of``) is kept as ``outcome``, with ``success``
    read from it (:func:`~uselessdetect.io.outcome_success`).
    """
    convert, fast = CHAT_FORMATS[fmt], FAST[fmt]
    stats = stats if stats is not None else ImportStats()
    ignored = stats.kept if fmt == "openai-responses" else None
    for line, rec in records:
        where: dict[str, Any] = {"path": path, "line": line}
        if not isinstance(rec, (dict, list)):
            raise InputError(f"expected an object or array, got {type(rec).__name__}", **where)
        events: Events = []
        for messages, prefix in conversation(fmt, rec, messages_key, where):
            try:
                events += fast(messages)
            except Slow:
                if ignored is not None:
                    events += responses_events(messages, prefix, where, ignored)
                else:
                    events += convert(messages, prefix, where)
        raw = _kept(rec, reward_threshold, where)
        ep = build_episode(events, ep_id=_episode_id(rec, path, line), stats=stats, raw=raw)
        if ep is not None:
            yield ep


def _kept(rec: Any, reward_threshold: float, where: dict[str, Any]) -> dict[str, Any]:
    """The line's fields kept on the episode: ``metadata``, and the run's outcome."""
    if not isinstance(rec, dict):
        return {}
    raw = {"metadata": rec["metadata"]} if "metadata" in rec else {}
    outcome, field = outcome_of(rec)
    if outcome is not None:
        success = outcome_success(
            outcome, reward_threshold=reward_threshold, field=field, where=where
        )
        raw |= {"outcome": outcome, "success": success}
    return raw


_LC_TYPES = {"human", "ai", "tool", "system", "function", "chat"}
_RESPONSES_TYPES = {
    "function_call",
    "function_call_output",
    "reasoning",
    "custom_tool_call",
    "custom_tool_call_output",
    "mcp_call",
    "web_search_call",
    "file_search_call",
}


def _sniff_message(m: Any) -> str | None:
    if not isinstance(m, dict):
        return None
    if "lc" in m or (m.get("type") in _LC_TYPES and isinstance(m.get("data"), dict)):
        return "langchain"
    content = m.get("content")
    if isinstance(content, list):
        for part in content:
            kind = part.get("type") if isinstance(part, dict) else None
            if kind in ("tool_use", "tool_result", "thinking"):
                return "anthropic"
            if kind in ("input_text", "output_text"):
                return "openai-responses"
    if m.get("type") == "message" and "stop_reason" in m:  # an Anthropic Message dump
        return "anthropic"
    if m.get("type") in _RESPONSES_TYPES or m.get("type") == "message":
        return "openai-responses"
    if "tool_calls" in m or m.get("role") in ("tool", "function"):
        return "openai-chat"
    return None


def sniff_record(rec: Any, messages_key: str | None = None) -> tuple[str | None, bool]:
    """``(format, sure)`` of one record; ``(None, False)`` when it cannot be placed."""
    if isinstance(rec, dict):
        if "resourceSpans" in rec:
            return "otel", True
        steps = rec.get("steps")
        if isinstance(steps, list) and "question" in rec:
            native = any(isinstance(s, dict) and "input" in s for s in steps) or "id" in rec
            return ("episodes" if native else "knowagent"), bool(steps)
        if {"run_id", "tool", "result"} <= rec.keys():
            return "real-runs", True
        if "responses_create_params" in rec or ("input" in rec and "messages" not in rec):
            return "openai-responses", True
    try:
        parts = conversation("", rec, messages_key, {})
    except InputError:
        return None, False
    for messages, _ in parts:
        for m in messages:
            found = _sniff_message(m)
            if found:
                return found, True
    plain = any(isinstance(m, dict) and "role" in m for msgs, _ in parts for m in msgs)
    return ("openai-chat" if plain else None), False
