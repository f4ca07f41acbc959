"""A model's reply in one shape, whatever the callable returned, and the action read from it.

A chat callable may return a :class:`uselessdetect.judges.ChatReply` (or anything with its
attributes: ``content``, ``tool_calls``, ``logprobs``, ``usage``, ``error``), a dict — a
chat-completions response (``{"choices": [...], "usage": ...}``) or one message
(``{"content": ..., "tool_calls": [...]}``) — or a plain string (the reply's text, no tool
call). :func:`normalize_reply` turns each into a :class:`Reply`.
"""

from __future__ import annotations

import html
import json
import math
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

__all__ = [
    "Action",
    "Reply",
    "normalize_reply",
    "parse_belief",
    "parse_react",
    "parse_tool_call",
    "read_belief",
]


@dataclass(frozen=True)
class Reply:
    """One reply: text, tool calls ``(id, name, arguments)``, log-probabilities, usage, error."""

    content: str = ""
    tool_calls: tuple[tuple[str, str, Any], ...] = ()
    logprobs: list[tuple[str, list[tuple[str, float]]]] | None = None
    usage: dict[str, int] = field(default_factory=dict)
    error: str | None = None


@dataclass(frozen=True)
class Action:
    """The action read from an agent's reply; ``invalid`` says why it cannot be taken."""

    name: str
    input: str = ""
    thought: str = ""
    call_id: str | None = None
    invalid: str | None = None


def _get(obj: Any, key: str, default: Any = None) -> Any:
    if isinstance(obj, Mapping):
        return obj.get(key, default)
    return getattr(obj, key, default)


def _tokens(raw: Any) -> list[tuple[str, list[tuple[str, float]]]] | None:
    """Log-probabilities as ``[(token, [(alt, logprob), ...]), ...]`` from either shape.

    Malformed ones are bookkeeping lost, never the reply: ``None``, or the alternative dropped
    (not a number, NaN, +inf, above 0).
    """
    if raw is None:
        return None
    content = _get(raw, "content", raw) if not isinstance(raw, list) else raw
    if not isinstance(content, list):
        return None
    try:
        out = []
        for t in content:
            if isinstance(t, tuple | list) and len(t) == 2:
                pairs = [(str(a), _lp(b)) for a, b in t[1]]
                out.append((str(t[0]), [(a, b) for a, b in pairs if b is not None]))
                continue
            token = str(_get(t, "token", ""))
            alts = [(str(_get(a, "token", "")), _lp(_get(a, "logprob")))
                    for a in (_get(t, "top_logprobs") or [])]  # fmt: skip
            kept = [(a, b) for a, b in alts if b is not None]
            lp = _lp(_get(t, "logprob"))
            out.append((token, kept or ([(token, lp)] if lp is not None else [])))
    except (TypeError, ValueError):
        return None
    return out


def _lp(value: Any) -> float | None:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    x = float(value)
    return None if math.isnan(x) or x == math.inf or x > 1e-6 else min(x, 0.0)


def _usage(raw: Any) -> dict[str, int]:
    """Token counts; ``{}`` when absent or malformed (the episode records usage as missing)."""
    if not raw or isinstance(raw, str | int | float | list):
        return {}
    out = {}
    for key in ("prompt_tokens", "completion_tokens"):
        v = _get(raw, key, 0)
        v = 0 if v is None else v
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v) or v < 0:
            return {}
        out[key] = int(v)
    return out


def _calls(raw: Any) -> tuple[tuple[str, str, Any], ...]:
    if raw is None or isinstance(raw, str | bytes | int | float):
        return () if not raw else (("call_0", "", str(raw)[:2000]),)  # one malformed call
    out = []
    for i, call in enumerate(raw):
        fn = _get(call, "function")
        name = _get(call, "name") if fn is None else _get(fn, "name")
        args = _get(call, "arguments") if fn is None else _get(fn, "arguments")
        out.append((str(_get(call, "id") or f"call_{i}"), str(name or ""), args))
    return tuple(out)


def normalize_reply(reply: Any) -> Reply:
    """Normalise what a chat callable returned (see the module docstring).

    Examples
    --------
    >>> normalize_reply("Thought: hm").content
    'Thought: hm'
    >>> r = normalize_reply({"content": None, "tool_calls": [
    ...     {"id": "c1", "function": {"name": "search", "arguments": '{"query": "Creed"}'}}]})
    >>> r.content, r.tool_calls
    ('', (('c1', 'search', '{"query": "Creed"}'),))
    >>> normalize_reply(42).error
    'the chat callable returned int; expected a ChatReply, a dict or a str'
    """
    if isinstance(reply, Reply):
        return reply
    if isinstance(reply, str):
        return Reply(content=reply)
    if isinstance(reply, Mapping) and "choices" in reply:
        choices = reply.get("choices") or [{}]
        choice = choices[0] if isinstance(choices, list) and choices else {}
        msg = _get(choice, "message") or {}
        return Reply(
            content=str(_get(msg, "content") or ""),
            tool_calls=_calls(_get(msg, "tool_calls")),
            logprobs=_tokens(_get(choice, "logprobs")),
            usage=_usage(reply.get("usage")),
        )
    if isinstance(reply, Mapping) or hasattr(reply, "content") or hasattr(reply, "tool_calls"):
        return Reply(
            content=str(_get(reply, "content") or ""),
            tool_calls=_calls(_get(reply, "tool_calls")),
            logprobs=_tokens(_get(reply, "logprobs")),
            usage=_usage(_get(reply, "usage")),
            error=_get(reply, "error"),
        )
    return Reply(
        error=f"the chat callable returned {type(reply).__name__}; "
        "expected a ChatReply, a dict or a str"
    )


def parse_tool_call(reply: Reply, offered: Sequence[str], arg_of: Mapping[str, str]) -> Action:
    """The action of a tool-protocol reply: its first tool call, checked.

    A reply without a tool call, a call of a tool not in ``offered`` (the environment's tools;
    the harness checks separately whether the action is allowed now), or arguments that are
    not a JSON object with the tool's one string argument are invalid actions (``invalid``
    set).
    """
    thought = reply.content.strip()
    if not reply.tool_calls:
        return Action("invalid", thought[:200], thought, None, "the reply is not a tool call")
    call_id, name, args = reply.tool_calls[0]
    if not name:
        text = args if isinstance(args, str) else str(args)
        return Action("invalid", text[:200], thought, call_id, "malformed tool call (no name)")
    if isinstance(args, str):
        try:
            args = json.loads(args) if args.strip() else {}
        except ValueError:
            return Action(name or "invalid", args[:200], thought, call_id, "malformed arguments")
    if not isinstance(args, Mapping):
        return Action(name or "invalid", str(args)[:200], thought, call_id, "malformed arguments")
    if name not in offered:
        return Action(name or "invalid", _one(args), thought, call_id, f"{name!r} is not offered")
    key = arg_of[name]
    value = args.get(key)
    if not isinstance(value, str | int | float) or isinstance(value, bool):
        return Action(name, _one(args), thought, call_id, f"malformed arguments: expected {key}")
    return Action(name, str(value), thought, call_id)


def _one(args: Mapping[str, Any]) -> str:
    vals = list(args.values())
    return str(vals[0]) if len(vals) == 1 else json.dumps(dict(args), ensure_ascii=False)


_ACTION = re.compile(r"^\s*(?:Action(?:\s*\d+)?\s*:\s*)?([A-Za-z_]+)\s*\[(.*)\]\s*$", re.M)


def parse_react(reply: Reply, known: Sequence[str]) -> Action:
    """The action of a text-protocol reply: its first ``Action: name[argument]`` line.

    Examples
    --------
    >>> a = parse_react(Reply("Thought: I need Creed.\\nAction: Search[Creed]"), ("search",))
    >>> a.name, a.input, a.thought
    ('search', 'Creed', 'I need Creed.')
    >>> parse_react(Reply("I think the answer is Creed."), ("search",)).invalid
    'no Action line of the form name[argument]'
    """
    text = reply.content
    m = _ACTION.search(text)
    before = text[: m.start()] if m else text
    thought = re.sub(r"^\s*Thought(?:\s*\d+)?\s*:\s*", "", before.strip(), flags=re.I).strip()
    if m is None:
        return Action(
            "invalid",
            text.strip()[:200],
            thought,
            None,
            "no Action line of the form name[argument]",
        )
    name, arg = m.group(1).lower(), m.group(2).strip()
    if name not in known:
        return Action(name, arg, thought, None, f"unknown action {name!r}")
    return Action(name, arg, thought)


#: The two probabilities a belief reply names.
BELIEF_KEYS = ("p_continue", "p_answer_now")

#: A number, maybe a percentage: ``0.3``, ``.3``, ``30%``, ``30 %``.
_NUMBER = r"([-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?)\s*(%?)"
#: ``key: value`` / ``key = value`` / ``"key": value`` / ``'key' => value`` for the belief keys.
_PAIR = re.compile(
    r"""["'`]?\b(p_continue|p_answer_now)\b["'`]?\s*(?::|=>?|-)\s*["']?""" + _NUMBER, re.I
)


def read_belief(text: str) -> tuple[dict[str, float] | None, str | None]:
    """The two probabilities from a model's reply, and the form they were written in.

    A model's reply is not a file: besides strict JSON (form ``"json"``) this reads a JSON
    object inside prose or a code fence (``"embedded"``), an object with unquoted or
    single-quoted keys or trailing commas (``"relaxed"``), and ``key: value`` or
    ``key = value`` lines (``"key-value"``); percentages (``30%``) are read as 0.30 and add
    ``"+percent"`` to the form. A reply written with HTML entities (``&#34;`` for ``"``: a
    chat template that escapes its messages teaches the model to) is read unescaped and adds
    ``"+html"``. Both values must be numbers in [0, 1] (after the percent); anything else is
    ``(None, None)``, never a guess. Files keep the strict rules.

    Examples
    --------
    >>> read_belief('{"p_continue": 0.2, "p_answer_now": 0.6}')
    ({'p_continue': 0.2, 'p_answer_now': 0.6}, 'json')
    >>> read_belief("{p_continue: 0.5, p_answer_now: 0.3}")
    ({'p_continue': 0.5, 'p_answer_now': 0.3}, 'relaxed')
    >>> read_belief("p_continue = 40%\\np_answer_now = 70%")
    ({'p_continue': 0.4, 'p_answer_now': 0.7}, 'key-value+percent')
    >>> read_belief('{&#34;p_continue&#34;: 0.5, &#34;p_answer_now&#34;: 0.7}')
    ({'p_continue': 0.5, 'p_answer_now': 0.7}, 'json+html')
    >>> read_belief('{"p_continue": 20, "p_answer_now": 0.1}')
    (None, None)
    """
    if not isinstance(text, str):
        return None, None
    got, form = _read_belief(text)
    if got is None and "&" in text:
        plain = html.unescape(text)
        if plain != text:
            got, form = _read_belief(plain)
            form = None if got is None else f"{form}+html"
    return got, form


def _read_belief(text: str) -> tuple[dict[str, float] | None, str | None]:
    stripped = text.strip()
    try:
        obj = json.loads(stripped)
    except ValueError:
        obj = None
    if isinstance(obj, dict) and _strict_pair(obj):
        return _strict_pair(obj), "json"
    for m in re.finditer(r"\{[^{}]*\}", text):
        try:
            obj = json.loads(m.group(0))
        except ValueError:
            continue
        if isinstance(obj, dict) and _strict_pair(obj):
            return _strict_pair(obj), "embedded"
    found: dict[str, tuple[str, str]] = {}
    for m in _PAIR.finditer(text):
        found.setdefault(m.group(1).lower(), (m.group(2), m.group(3)))
    if set(found) != set(BELIEF_KEYS):
        return None, None
    out, percent = {}, False
    for key in BELIEF_KEYS:
        number, pct = found[key]
        value = float(number) / (100.0 if pct else 1.0)
        percent = percent or bool(pct)
        if not math.isfinite(value) or not 0.0 <= value <= 1.0:
            return None, None
        out[key] = value
    braced = re.search(r"\{[^{}]*p_continue[^{}]*\}", text, re.I) is not None
    form = "relaxed" if braced else "key-value"
    return out, form + ("+percent" if percent else "")


def _strict_pair(obj: Mapping[str, Any]) -> dict[str, float] | None:
    out = {}
    for key in BELIEF_KEYS:
        v = obj.get(key)
        if isinstance(v, bool) or not isinstance(v, int | float) or not math.isfinite(v):
            return None
        if not 0.0 <= float(v) <= 1.0:
            return None
        out[key] = float(v)
    return out


def parse_belief(text: str) -> dict[str, float] | None:
    """``{"p_continue": p, "p_answer_now": p}`` from a reply, or ``None`` when it does not parse.

    The forms :func:`read_belief` reads; both values must be numbers in [0, 1].

    Examples
    --------
    >>> parse_belief('Sure: {"p_continue": 0.2, "p_answer_now": 0.6}')
    {'p_continue': 0.2, 'p_answer_now': 0.6}
    >>> parse_belief("{p_continue: 0.5, p_answer_now: 0.3,}")
    {'p_continue': 0.5, 'p_answer_now': 0.3}
    >>> parse_belief('{"p_continue": 20}') is None
    True
    """
    return read_belief(text)[0]
