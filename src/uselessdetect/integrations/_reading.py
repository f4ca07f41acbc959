"""What frameworks hand an adapter, read one way: a result's text, a call's query, a tool's
description."""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .._types import KEYED_ARGUMENTS

__all__ = ["call_query", "description_of", "error_text", "query_of", "text_of"]


def text_of(value: Any) -> str:
    """A tool result (or message content) as plain text.

    Examples
    --------
    >>> text_of([{"type": "text", "text": "Oslo is"}, " the capital"]), text_of(None)
    ('Oslo is the capital', '')
    """
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, Sequence) and not isinstance(value, (bytes, bytearray)):
        parts = [v.get("text", "") if isinstance(v, Mapping) else text_of(v) for v in value]
        return "".join(str(p) for p in parts)
    return str(value)


def call_query(args: Any, *, exclude: str | None = None) -> str:
    """A tool call's query — also its recorded ``input``: one rule for every adapter.

    The ``query`` argument when it is a string, else the single argument when it is a string
    (unless its name says what the text is, a command or a program:
    :data:`~uselessdetect._types.KEYED_ARGUMENTS`), else the arguments as compact JSON (the
    importers' rule for ``input``, so a recorded episode scored offline sees the query the
    live gate saw). Arguments given as a JSON
    string are parsed first; a string that is not JSON (a free-form input) is the query as
    it is. ``exclude`` names an argument left out first (one that carries the question).

    Examples
    --------
    >>> call_query({"query": "Creed", "limit": 3}), call_query('{"title": "Creed"}')
    ('Creed', 'Creed')
    >>> call_query({"q": "Creed", "n": 2}), call_query("Creed band"), call_query(None)
    ('{"q":"Creed","n":2}', 'Creed band', '')
    >>> call_query({"question": "Who?", "query": "Creed"}, exclude="question")
    'Creed'
    >>> call_query({"command": "birdc show protocols"})
    '{"command":"birdc show protocols"}'
    """
    if isinstance(args, str):
        try:
            parsed = json.loads(args)
        except (ValueError, RecursionError):  # not JSON, or nested too deeply to parse
            return args
        if not isinstance(parsed, Mapping):  # a JSON string, number or list: as written
            return parsed if isinstance(parsed, str) else args
        args = parsed
    if isinstance(args, Mapping):
        if exclude is not None:
            args = {k: v for k, v in args.items() if k != exclude}
        if not args:
            return ""
        if isinstance(args.get("query"), str):
            return str(args["query"])
        if len(args) == 1:
            ((key, value),) = args.items()
            if isinstance(value, str) and key not in KEYED_ARGUMENTS:
                return value
        try:
            return json.dumps(args, separators=(",", ":"), ensure_ascii=False, default=str)
        except (ValueError, RecursionError):  # a circular or too deep structure
            return str(args)
    return "" if args is None else str(args)


#: The earlier name of :func:`call_query`.
query_of = call_query


def error_text(error: BaseException | str) -> str:
    """A tool failure as the text the gate observes: ``<type>: <message>``; never raises.

    Examples
    --------
    >>> error_text(TimeoutError("search timed out")), error_text("Tool failed.")
    ('TimeoutError: search timed out', 'Tool failed.')
    """
    if isinstance(error, str):
        return error
    try:
        message = str(error)
    except Exception:  # an exception whose own text fails
        message = ""
    name = type(error).__name__
    return f"{name}: {message}" if message else name


def description_of(tool: Any) -> Any:
    """A tool's description as a framework shows it (``None`` where it shows none).

    A tool object's ``description``, a schema dict's ``description``, or the one of an
    OpenAI-style ``{"type": "function", "function": {...}}`` dict. Never raises.

    Examples
    --------
    >>> description_of({"type": "function", "function": {"name": "web", "description": "Search"}})
    'Search'
    >>> description_of({"name": "pay", "description": "Create a payment."}), description_of(3)
    ('Create a payment.', None)
    """
    try:
        if isinstance(tool, Mapping):
            fn = tool.get("function")
            return fn.get("description") if isinstance(fn, Mapping) else tool.get("description")
        return getattr(tool, "description", None)
    except Exception:  # a property that raises: no description
        return None
