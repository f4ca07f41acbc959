"""Strict JSON: what every reader accepts and every writer produces.

:func:`loads` is :func:`json.loads` that refuses what is not portable JSON, or not one value:
a key twice in one object, ``NaN`` / ``Infinity`` (and numbers such as ``1e400`` that are not
finite floats), integers longer than :data:`MAX_INT_DIGITS` digits, lone UTF-16 surrogates
(``"\\ud800"``) and nesting deeper than Python can parse. :func:`dumps` refuses the same on
the way out (and values JSON cannot hold). Both raise :class:`BadJSON` saying what and where
(the dotted field path, ``steps[2].label``); callers turn it into their own error naming the
file and the line.

The checks cost nothing on the common path: duplicate keys and non-finite floats are seen by
parser hooks; the field path is worked out only once something is wrong.
"""

from __future__ import annotations

import json
import math
import re
import sys
from typing import Any

__all__ = ["BadJSON", "MAX_INT_DIGITS", "dumps", "find_bad", "json_error", "loads"]

#: The longest integer accepted (digits); Python converts no longer one by default.
MAX_INT_DIGITS = 4300
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
_SURROGATE = re.compile("[\ud800-\udfff]")


class BadJSON(ValueError):
    """A JSON text or value that the strict rules refuse: ``message`` and ``field`` (or None)."""

    def __init__(self, message: str, field: str | None = None) -> None:
        self.message = message
        self.field = field
        super().__init__(f"field `{field}`: {message}" if field else message)


class _Dup(Exception):
    def __init__(self, key: str) -> None:
        self.key = key


class _NotFinite(Exception):
    def __init__(self, text: str) -> None:
        self.text = text


def _pairs(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise _Dup(key)
            seen.add(key)
    return out


def _constant(text: str) -> Any:
    raise _NotFinite(text)


def _float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _NotFinite(text)
    return value


def json_error(exc: json.JSONDecodeError) -> str:
    """The message of a JSON syntax error, with its column, said once.

    Examples
    --------
    >>> try:
    ...     json.loads('{"a": "x' + chr(9) + 'y"}')  # a raw tab inside a string
    ... except json.JSONDecodeError as exc:
    ...     print(json_error(exc))
    not valid JSON (invalid control character at column 9)
    """
    msg = exc.msg[:1].lower() + exc.msg[1:]
    msg = msg.removesuffix(" at")  # "Invalid control character at" already ends in "at"
    return f"not valid JSON ({msg} at column {exc.colno})"


def loads(text: str) -> Any:
    """Parse one JSON text by the strict rules (see the module docstring).

    Raises
    ------
    json.JSONDecodeError
        On a syntax error (use :func:`json_error` for its message).
    BadJSON
        On a duplicate key, a non-finite number, an over-long integer, a lone surrogate or
        nesting too deep; ``field`` names where, when it can be told.

    Examples
    --------
    >>> loads('{"label": 1, "steps": [{"ok": true}]}')
    {'label': 1, 'steps': [{'ok': True}]}
    >>> for text in ('{"steps": [{"label": 1, "label": 0}]}', '{"score": NaN}'):
    ...     try:
    ...         loads(text)
    ...     except BadJSON as exc:
    ...         print(exc.field, "|", exc.message)
    steps[0].label | the key appears twice in one object
    score | NaN is not a JSON number (numbers must be finite)
    """
    try:
        obj = json.loads(
            text, object_pairs_hook=_pairs, parse_constant=_constant, parse_float=_float
        )
    except (_Dup, _NotFinite, RecursionError):
        raise _diagnose(text) from None
    except json.JSONDecodeError:
        raise
    except ValueError:  # an integer longer than Python converts
        raise _diagnose(text) from None
    if "\\u" in text and _SURROGATE_ESCAPE.search(text):
        bad = find_bad(obj)
        if bad is not None:
            raise BadJSON(*bad)
    return obj


class _Obj(list[Any]):
    """An object's pairs in order (duplicates kept), for diagnosis."""


class _Bad:
    def __init__(self, message: str) -> None:
        self.message = message


def _diagnose(text: str) -> BadJSON:
    """Parse again, keeping every pair and marking bad numbers, to say what is wrong and where."""

    def const(s: str) -> _Bad:
        return _Bad(f"{s} is not a JSON number (numbers must be finite)")

    def flt(s: str) -> Any:
        ok = math.isfinite(float(s))
        return 0.0 if ok else _Bad(f"{s[:40]} is out of range (not a finite number)")

    def integer(s: str) -> Any:
        digits = len(s.lstrip("-"))
        if digits > MAX_INT_DIGITS:
            return _Bad(f"an integer of {digits:,} digits (at most {MAX_INT_DIGITS:,})")
        return 0

    try:
        tree = json.loads(
            text, object_pairs_hook=_Obj, parse_constant=const, parse_float=flt, parse_int=integer
        )
    except RecursionError:
        return BadJSON(f"nested too deeply (over {sys.getrecursionlimit():,} levels)")
    bad = find_bad(tree)
    return BadJSON(*bad) if bad is not None else BadJSON("not valid JSON")


def _join(path: str, key: str | int) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    return f"{path}.{key}" if path else key


#: Marks, on :func:`find_bad`'s stack, the point where a container's children are done.
_LEAVE: Any = object()


def find_bad(obj: Any) -> tuple[str, str | None] | None:
    """The first thing in ``obj`` that strict JSON refuses, as ``(message, field)``, or None.

    Walks without recursion (any depth). Refused: a key twice in one object, a non-finite
    float, a lone surrogate in a string or key, a non-string key, a container that contains
    itself (a cycle; the same list twice side by side is fine), and any value that is not a
    dict, list, tuple, str, int, float, bool or None.

    Examples
    --------
    >>> find_bad({"steps": [{"score": float("nan")}]})
    ('NaN is not a JSON number (numbers must be finite)', 'steps[0].score')
    >>> find_bad({"question": "ok"}) is None
    True
    >>> d = {"a": 1}
    >>> d["self"] = d
    >>> find_bad(d)
    ('the value contains itself (a reference cycle)', 'self')
    """
    stack: list[tuple[str, Any]] = [("", obj)]
    open_ids: set[int] = set()  # the containers around the value being looked at
    while stack:
        path, value = stack.pop()
        if path is _LEAVE:
            open_ids.discard(value)
            continue
        if isinstance(value, (dict, list, tuple)):
            if id(value) in open_ids:
                return "the value contains itself (a reference cycle)", path or None
            open_ids.add(id(value))
            stack.append((_LEAVE, id(value)))
        found = _look_at(value, path)
        if isinstance(found, tuple):
            return found
        stack.extend(reversed(found))
    return None


def _look_at(value: Any, path: str) -> tuple[str, str | None] | list[tuple[str, Any]]:
    """What strict JSON refuses in ``value`` itself, as ``(message, field)``; else the
    children to look at next, as ``(field, child)`` (none for a value without children)."""
    if isinstance(value, _Bad):
        return value.message, path or None
    if isinstance(value, str):
        m = _SURROGATE.search(value)
        if m:
            return (
                f"a lone surrogate \\u{ord(m.group()):04x} at character {m.start() + 1} "
                "(not valid Unicode text)",
                path or None,
            )
        return []
    if isinstance(value, bool) or value is None:
        return []
    if isinstance(value, int):
        if value.bit_length() > MAX_INT_DIGITS * 3.33:  # about MAX_INT_DIGITS digits
            return f"an integer of about {value.bit_length() * 0.30103:,.0f} digits", path
        return []
    if isinstance(value, float):
        if not math.isfinite(value):
            word = "NaN" if value != value else "Infinity"
            return f"{word} is not a JSON number (numbers must be finite)", path or None
        return []
    if isinstance(value, (_Obj, dict)):
        return _members(value, path)
    if isinstance(value, (list, tuple)):
        return [(_join(path, i), v) for i, v in enumerate(value)]
    return f"{type(value).__name__} is not a JSON value", path or None


def _members(value: _Obj | dict[Any, Any], path: str) -> tuple[str, str | None] | list[Any]:
    """An object's members as ``(field, child)``, or what is wrong with its keys."""
    items = list(value) if isinstance(value, _Obj) else list(value.items())
    seen: set[Any] = set()
    children = []
    for key, child in items:
        if not isinstance(key, str):
            return f"a key must be a string, got {type(key).__name__}", path or None
        where = _join(path, key)
        if key in seen:
            return "the key appears twice in one object", where
        m = _SURROGATE.search(key)
        if m:
            return f"the key holds a lone surrogate \\u{ord(m.group()):04x}", where
        seen.add(key)
        children.append((where, child))
    return children


def dumps(obj: Any) -> str:
    """Serialise ``obj`` as one line of strict JSON (UTF-8 text, no ``NaN``, no surrogates).

    Raises
    ------
    BadJSON
        Naming the field that cannot be written.

    Examples
    --------
    >>> dumps({"q": "é", "score": 0.5})
    '{"q": "é", "score": 0.5}'
    >>> try:
    ...     dumps({"score": float("inf")})
    ... except BadJSON as exc:
    ...     print(exc.field, "|", exc.message)
    score | Infinity is not a JSON number (numbers must be finite)
    """
    try:
        text = json.dumps(obj, ensure_ascii=False, allow_nan=False)
    except RecursionError:
        raise BadJSON(f"nested too deeply (over {sys.getrecursionlimit():,} levels)") from None
    except (TypeError, ValueError):
        bad = find_bad(obj)
        raise BadJSON(*(bad or ("not serialisable as JSON", None))) from None
    if _SURROGATE.search(text):
        bad = find_bad(obj)
        raise BadJSON(*(bad or ("a lone surrogate (not valid Unicode text)", None)))
    return text
