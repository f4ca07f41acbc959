"""Shapes read from parsed JSON (or Python literal) values: envelopes, errors, records, rows."""

from __future__ import annotations

import ast
import json
import re
import warnings
from collections.abc import Iterable, Iterator, Mapping
from itertools import chain, islice
from typing import Any

from ..failures import failure_kind
from ._answers import no_result_answer
from ._blocked import blocked_field
from ._text import ITEM_CHARS, MAX_ITEMS, clip, is_acknowledgement

__all__ = ["MAX_DEPTH", "content_text", "flatten", "load", "value_shape"]

#: Nesting followed into a value (and JSON text inside JSON text) before it is cut.
MAX_DEPTH = 8
#: Characters of text tried as JSON / a Python literal (longer text is read as text).
LOAD_CHARS = 200_000
_FLAT_CHARS = 20_000
_REMARK = 300
_DECODER = json.JSONDecoder()
#: How JSON or a Python literal opens: ``{"``, ``{'``, ``[{``, ``[[``, ``["``, ``[1``, ``(``,
#: ``[]``, ``{}``, a quoted string.
_STARTS_RE = re.compile(r"""^(\{\s*["'}]|\[\s*[\[{("'\d\]-]|\(|"|')""")
_SCALAR_RE = re.compile(r"^-?\d+(\.\d+)?([eE][-+]?\d+)?$|^(true|false)$")
_FLAT_NODES = 2_000
_STR = {str}
_DICT = {dict}
_SCALARS = frozenset({str, int, float, bool, type(None)})


def _cased(keys: Iterable[str]) -> tuple[str, ...]:
    """``keys`` and their capitalised forms, in that order: APIs of .NET, SOAP and AWS write
    ``Error``, ``Fault``, ``Items``, ``Message`` where others write ``error``, ``items``.

    Examples
    --------
    >>> _cased(("error", "errorCode"))
    ('error', 'errorCode', 'Error', 'ErrorCode')
    """
    keys = tuple(keys)
    return tuple(dict.fromkeys([*keys, *(k[:1].upper() + k[1:] for k in keys)]))


_ERROR_KEYS = _cased(
    (
        "error",
        "errors",
        "err",
        "error_message",
        "errorMessage",
        "error_code",
        "errorCode",
        "exception",
        "fault",
        # Django-style APIs that mark their own fields (Taiga's `{"_error_message": "Invalid
        # token", "_error_type": "…NotAuthenticated"}`)
        "_error",
        "_error_message",
    )
)
#: An error code's values that say there is none (``"error_code": "0"``, ``"OK"``).
_NO_ERROR_CODES = frozenset({"0", "ok", "none", "success", "null"})
_CODE_KEYS = frozenset(_cased(("error_code", "errorCode")))
#: How the name of a response's metadata field ends.
_META_ENDINGS = ("header", "headers", "metadata", "params", "parameters")
#: Error keys that may instead name what a record is about (a crash report's ``exception``).
_SUBJECT_KEYS = frozenset(_cased(("exception", "fault", "error_code", "errorCode")))
_ENVELOPE_KEYS = ("response", "result", "data", "output", "body", "content", "text")
_META_KEYS = frozenset(
    {
        "error",
        "errors",
        "status",
        "status_code",
        "statusCode",
        "code",
        "success",
        "ok",
        "id",
        "jsonrpc",
        "message",
        "isError",
        "type",
        "meta",
        "headers",
        "complete",
        "links",
        "stats",
        "tool_use_id",
        "tool_call_id",
    }
)
_LIST_KEYS = _cased(
    (
        "results",
        "items",
        "entry",
        "entries",
        "data",
        "hits",
        "docs",
        "records",
        "rows",
        "value",
        "list",
        "response",
        "result",
    )
)
#: Fields that give an object an identity of its own: one with an empty list beside them is a
#: thing with nothing in that list (``{"name": "Ada", "tags": []}``), not an empty answer.
_IDENTITY_KEYS = frozenset({"id", "name", "title", "email", "url", "uuid", "key", "login"})
#: At most this many fields around an empty list make an empty collection.
_COLLECTION_FIELDS = 6
_TOTAL_KEYS = _cased(
    (
        "total",
        "count",
        "total_results",
        "totalResults",
        "num_results",
        "totalCount",
        "totalElements",
        "totalItems",
    )
)
_LISTING_KEYS = frozenset(
    {
        "title",
        "url",
        "link",
        "href",
        "name",
        "snippet",
        "content",
        "description",
        "summary",
        "path",
        "file",
    }
)
_MESSAGE_KEYS = _cased(("message", "detail", "msg"))
#: The keys above as sets: an object that holds none of them (most records) is let go after
#: one ``d.keys().isdisjoint`` in C (which looks up the set's few keys in a dict, however
#: many fields it has) rather than a ``get`` per key from Python.
_ERROR_KEY_SET = frozenset(_ERROR_KEYS)
_LIST_KEY_SET = frozenset(_LIST_KEYS)
_TOTAL_KEY_SET = frozenset(_TOTAL_KEYS)
_MESSAGE_KEY_SET = frozenset(_MESSAGE_KEYS)
#: Keys of an object that carries a message and no data (an API's refusal, mostly).
_MESSAGE_ONLY = frozenset(
    _cased(
        {
            "message",
            "detail",
            "msg",
            "status",
            "status_code",
            "statusCode",
            "code",
            "type",
            "traceId",
            "timestamp",
            "path",
            "title",
            "error",
            "errors",
            # a problem-details object (RFC 9457): its `instance`, and the method / uri some APIs
            # add (Wikipedia's REST API: "Page or revision not found.")
            "instance",
            "method",
            "uri",
        }
    )
)
_FAIL_RE = re.compile(
    r"\b(not found|does not exist|doesn't exist|no such|invalid|error|failed|failure|denied|"
    r"unauthori[sz]ed|forbidden|not allowed|missing|bad request|exceeded|unavailable)\b",
    re.IGNORECASE,
)
_OK_RE = re.compile(r"^(ok|okay|success|succeeded|done|true|created|updated|accepted)$", re.I)

#: The answer of a shape step on a value: (kind, items, text, reason) or text to read again.
Shape = tuple[str, list[str], str, str]


#: How a Python object's repr opens: a class name, "(", a keyword argument (``ActionResult(
#: is_done=False, …)``, ``ToolOutput(content='…', …)``).
_OBJECT_REPR_RE = re.compile(r"^[A-Za-z_][\w.]{0,80}\(\s*[A-Za-z_]\w*=")


#: A token, not a text: an id, a name, a flag's word (no blank, at most 64 characters).
_TOKEN_RE = re.compile(r"^\S{0,64}$")


def _kwargs_value(node: ast.expr, depth: int) -> Any:
    """A keyword argument's value: a literal as it is, an object's repr as a dict of its
    fields (to :data:`MAX_DEPTH`), anything else as its source text."""
    if isinstance(node, ast.Call) and depth < MAX_DEPTH and not node.args:
        return {kw.arg: _kwargs_value(kw.value, depth + 1) for kw in node.keywords if kw.arg}
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError, RecursionError, MemoryError):
        return ast.unparse(node)


def object_repr(text: str) -> tuple[Any, bool]:
    """A Python object's repr made of keyword arguments (a dataclass's, a pydantic model's) as
    ``({field: value}, True)``, else ``(None, False)``.

    Examples
    --------
    >>> object_repr("Call(id='c1', name='search', status=None, ok=True)")
    ({'id': 'c1', 'name': 'search', 'status': None, 'ok': True}, True)
    >>> object_repr("Point(1, 2)")
    (None, False)

    A wrapper of one text (its other fields flags, numbers or tokens: ids, names) is that
    text, to be read again:

    >>> object_repr("ActionResult(is_done=False, extracted_content='Clicked button 6', "
    ...             "error=None, include_in_memory=True)")
    ('Clicked button 6', True)
    """
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            tree = ast.parse(text.strip(), mode="eval")
    except (ValueError, SyntaxError, RecursionError, MemoryError, TypeError):
        return None, False
    call = tree.body
    if not isinstance(call, ast.Call) or call.args or not call.keywords:
        return None, False
    if any(kw.arg is None for kw in call.keywords):  # **kwargs
        return None, False
    try:
        fields = {kw.arg: _kwargs_value(kw.value, 1) for kw in call.keywords}
    except (RecursionError, MemoryError, ValueError):  # a tree too deep to read back
        return None, False
    texts = [k for k, v in fields.items() if isinstance(v, str) and not _TOKEN_RE.match(v)]
    if (
        len(texts) == 1
        and texts[0] not in _ERROR_KEY_SET
        and all(v is None or isinstance(v, (str, bool, int, float)) for v in fields.values())
    ):  # a wrapper of one text, the rest flags, numbers or tokens: the text is the result
        return fields[texts[0]], True
    return fields, True


def load(text: str) -> tuple[Any, bool]:
    """``(value, True)`` when ``text`` is JSON or a Python literal (followed by at most a
    short remark, such as "Please call FINISH …"), else ``(None, False)``."""
    if len(text) > LOAD_CHARS:
        return None, False
    if not _STARTS_RE.match(text):
        if _SCALAR_RE.match(text):
            return json.loads(text), True
        if _OBJECT_REPR_RE.match(text):
            return object_repr(text)
        return None, False
    try:
        value, end = _DECODER.raw_decode(text)
        rest = len(text) - end
        if rest == 0 or (rest <= _REMARK and end >= 2 * rest):  # a remark after the value
            return value, True
    except json.JSONDecodeError as exc:
        if exc.pos >= len(text) or exc.msg.startswith("Unterminated string"):
            # JSON cut short (a bracket or a string left open): no Python literal either,
            # so the slow literal parse of a long text is not tried
            return None, False
    except (ValueError, RecursionError):
        pass
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return ast.literal_eval(text), True
    except (ValueError, SyntaxError, RecursionError, MemoryError, TypeError):
        return None, False


def flatten(value: Any) -> list[str]:
    """The scalar values inside ``value``, in order, bounded in nodes, characters and depth.

    Examples
    --------
    >>> flatten({"a": [1, {"b": "x"}], "c": None})
    ['1', 'x']
    """
    out: list[str] = []
    chars = nodes = 0
    # depth first, in order: per open container, an iterator over its first MAX_ITEMS
    # children and their depth; a run of scalars is read without leaving the inner loop
    stack: list[tuple[Iterator[Any], int]] = [(iter((value,)), 0)]
    while stack:
        children, depth = stack[-1]
        for v in children:
            if nodes >= _FLAT_NODES or chars >= _FLAT_CHARS:
                return out
            nodes += 1
            kind = type(v)
            if kind is str:
                if v:
                    out.append(v[: _FLAT_CHARS - chars])
                    chars += len(v)
            elif kind is dict or (kind is not list and isinstance(v, Mapping)):
                if depth < MAX_DEPTH:
                    stack.append((islice(v.values(), MAX_ITEMS), depth + 1))
                    break
            elif kind is list or isinstance(v, (tuple, set, frozenset)):
                if depth < MAX_DEPTH:
                    stack.append((islice(v, MAX_ITEMS), depth + 1))
                    break
            elif v is not None:
                text = str(v)[: _FLAT_CHARS - chars]
                out.append(text)
                chars += len(text)
        else:
            stack.pop()
    return out


def _scalar_texts(values: Any) -> list[str]:
    """What :func:`flatten` reads of scalars (strings, numbers, booleans, ``None``): the text
    of each that is neither ``None`` nor empty."""
    return [v if type(v) is str else str(v) for v in values if v is not None and v != ""]


def _text_of(value: Any) -> str:
    """The scalar values inside ``value`` joined by spaces (``" ".join(flatten(value))``)."""
    kind = type(value)
    if kind is str:  # the common cases, without a walk
        return value[:_FLAT_CHARS]
    if kind is int or kind is float or kind is bool:
        return str(value)[:_FLAT_CHARS]
    if value is None:
        return ""
    if (kind is dict or kind is list) and len(value) <= MAX_ITEMS:
        flat = value.values() if kind is dict else value
        types = set(map(type, flat))
        if types == _STR:  # an object or list of strings, such as a search hit
            text = " ".join(filter(None, flat))
        elif types <= _SCALARS:  # of strings and numbers: a flight, a passenger
            text = " ".join(_scalar_texts(flat))
        elif types == _DICT and sum(map(len, flat)) <= MAX_ITEMS:
            # objects (a reservation's flights) of at most MAX_ITEMS values in all: within
            # each object's bound and flatten's on nodes; their values, in order
            values = list(chain.from_iterable(map(dict.values, flat)))
            if not _SCALARS.issuperset(map(type, values)):
                return " ".join(flatten(value))
            text = " ".join(_scalar_texts(values))
        else:
            return " ".join(flatten(value))
        if len(text) < _FLAT_CHARS:  # no string was cut: what flatten gives, joined
            return text
    return " ".join(flatten(value))


#: Flags of a small envelope that say its call failed (Alma's and Primo's
#: ``{"errorsExist": true, "errorList": {…}, "result": null}``).
_ERRORS_FLAGS = frozenset(_cased(("errorsExist", "errors_exist", "hasErrors", "has_errors")))
#: A flag that marks a response failed (``isHafasError``, ``is_error``).
_IS_ERROR_RE = re.compile(r"is_?\w{0,30}error$", re.IGNORECASE)
#: A code that names an error or a failure (``SERVER_ERROR``, ``INTERNAL_FAILURE``).
_ERROR_CODE_RE = re.compile(
    r"^(?!no_|.*_none$)(?:\w+_)?(?:error|failure|failed)(?:_\w+)?$", re.IGNORECASE
)


#: A status object's codes that say it succeeded (lower case).
_SUCCESS_CODES = frozenset({"0", "200", "ok", "success", "none"})


def _failed_status(status: Mapping[Any, Any]) -> str | None:
    """Why a response that is only a status object failed: a code that is not a success's
    and a message (``{"code": 14, "message": "Authentication token has expired. …"}``).

    Examples
    --------
    >>> _failed_status({"code": 14, "message": "Authentication token has expired."})
    "`status` is 'Authentication token has expired.'"
    >>> _failed_status({"code": 0, "message": ""}) is None
    True
    """
    code, msg = status.get("code"), status.get("message")
    if not isinstance(msg, str) or not msg.strip() or str(code).lower() in _SUCCESS_CODES:
        return None
    return f"`status` is {clip(msg, 80)!r}"


def _error_in(d: Mapping[Any, Any]) -> str | None:
    """Why a mapping is an error object, or None."""
    for key in _ERROR_KEYS if not d.keys().isdisjoint(_ERROR_KEY_SET) else ():
        err = d.get(key)
        if err in (None, "", False, [], {}, 0):
            continue
        if key in _CODE_KEYS and str(err).strip().lower() in _NO_ERROR_CODES:
            continue  # "error_code": "0": no error
        if key in _SUBJECT_KEYS and len(d) > 3 and not _IDENTITY_KEYS.isdisjoint(d):
            continue  # a record about an exception (a crash report with its id), not a failure
        return f"`{key}` is {clip(_text_of(err) or str(err), 80)!r}"
    if d.get("isError") is True or d.get("success") is False or d.get("ok") is False:
        return "marked failed (isError / success / ok)"
    for key in _ERRORS_FLAGS.intersection(d) if len(d) <= 6 else ():  # Ex Libris' errorsExist
        if d[key] is True:
            return f"marked failed (`{key}`)"
    if len(d) <= 6 and ("code" in d or "message" in d):  # db-rest's HAFAS error, by its
        for key, value in d.items():  # flag or its code
            if value is True and isinstance(key, str) and _IS_ERROR_RE.match(key):
                return f"marked failed (`{key}`)"
            if key == "code" and isinstance(value, str) and _ERROR_CODE_RE.search(value):
                return f"`code` is {clip(value, 80)!r}"
    if len(d) == 1 and isinstance(d.get("status"), Mapping):  # ecobee's {"status": {…}} alone
        said = _failed_status(d["status"])
        if said is not None:
            return said
    status = _failing_status(d, _SMALL_STATUS_KEYS) if len(d) <= 6 else None
    if status is not None:
        return f"`{status[0]}` {status[1]}"
    if len(d) <= _HTTP_ERROR_FIELDS and not d.keys().isdisjoint(_HTTP_STATUS_KEY_SET):
        why = _http_error(d)
        if why is not None:
            return why
    if len(d) > len(_MESSAGE_ONLY) or d.keys().isdisjoint(_MESSAGE_KEY_SET):
        return None  # neither test below can hold: no walk of a big object or one of data
    messages = [(k, v) for k, v in d.items() if k in _MESSAGE_KEYS and isinstance(v, str)]
    if messages and set(d) <= _MESSAGE_ONLY:
        key, msg = messages[0]
        if not (_OK_RE.match(msg.strip()) or is_acknowledgement(msg)):
            return f"a message instead of data: `{key}` is {clip(msg, 80)!r}"
    # beside a failing message, the fields that say something: an error body's empty ones
    # (`"details": null`, `"data": {}`, `"hash": ""`) are its form, not data
    if messages and (len(d) <= 4 or sum(not _blank(v) for v in d.values()) <= 4):
        # an empty message beside data (`"message": ""`) says nothing
        for key, msg in messages:
            if (
                msg.strip()
                and (failure_kind(msg) or _FAIL_RE.search(msg) or _ERROR_NAME_RE.match(msg))
                and not _NO_ERROR_RE.match(msg)
            ):
                return f"`{key}` is {clip(msg, 80)!r}"
    return None


#: Fields that hold a response's HTTP status, and the most fields of an error body that holds
#: one beside its failing message: Tango Card's ``{"timestamp": …, "requestId": …, "path": …,
#: "httpCode": 401, "httpPhrase": "Unauthorized", "i18nKey": …, "message": …, "errors": []}``.
_HTTP_STATUS_KEYS = (
    "status",
    "status_code",
    "statusCode",
    "httpCode",
    "http_code",
    "httpStatus",
    "http_status",
    "httpStatusCode",
)
_HTTP_STATUS_KEY_SET = frozenset(_HTTP_STATUS_KEYS)
_HTTP_ERROR_FIELDS = 12
#: How the name of a field that says what went wrong ends (lower case).
_SAYS_ENDINGS = ("message", "msg", "phrase", "reason", "detail", "description", "statustext")


#: The status fields read in an object of at most six fields, where a 4xx or 5xx status alone
#: makes it an error (a bare ``code`` too: ``{"code": 404, "message": "…"}``).
_SMALL_STATUS_KEYS = ("status", "status_code", "statusCode", "code")


def _failing_status(d: Mapping[Any, Any], keys: tuple[str, ...]) -> tuple[str, int] | None:
    """The first of ``keys`` whose value is a 4xx or 5xx HTTP status (an int, or a decimal
    string), and the status; else None."""
    for key in keys:
        code = d.get(key)
        if isinstance(code, str) and code.isdecimal():  # "²" is a digit int() refuses
            code = int(code)
        if isinstance(code, int) and not isinstance(code, bool) and 400 <= code <= 599:
            return key, code
    return None


def _http_error(d: Mapping[Any, Any]) -> str | None:
    """Why a mapping of at most :data:`_HTTP_ERROR_FIELDS` fields is an HTTP error body: a 4xx
    or 5xx status in a status field, and a field that says what went wrong in failing words
    (its reason phrase, a message); else None.

    Examples
    --------
    >>> _http_error({"timestamp": "2026-04-07T09:10:00Z", "requestId": "57", "path": "/v2/orders",
    ...              "httpCode": 401, "httpPhrase": "Unauthorized", "i18nKey": "unauthorized",
    ...              "message": "Full authentication is required", "errors": []})
    "`httpCode` 401 and `httpPhrase` 'Unauthorized'"
    >>> _http_error({"id": 7, "url": "/a", "status": 404, "method": "GET", "ms": 3, "ip": "::1",
    ...              "agent": "curl"}) is None
    True
    """
    code = _failing_status(d, _HTTP_STATUS_KEYS)
    if code is None:
        return None
    for key, value in d.items():
        if (
            isinstance(key, str)
            and isinstance(value, str)
            and key.lower().endswith(_SAYS_ENDINGS)
            and len(value) <= 300
            and (_FAIL_RE.search(value) or failure_kind(value))
        ):
            return f"`{code[0]}` {code[1]} and `{key}` {clip(value, 80)!r}"
    return None


#: A message that says there was no error (ADS-B Exchange's ``"msg": "No error"``).
_NO_ERROR_RE = re.compile(r"^\s*(?:no|without)\s+(?:errors?|failures?)\b", re.IGNORECASE)
#: A message that is an error's name alone (Wyze's ``"msg": "AccessTokenError"``,
#: ``"InvalidSignatureException"``).
_ERROR_NAME_RE = re.compile(r"^\s*(?!No[A-Z])[A-Z][A-Za-z]{0,60}(?:Error|Exception|Fault)\s*$")


def _blank(value: Any) -> bool:
    """Whether a field is empty: ``None``, ``""``, ``[]``, ``{}`` (not ``0`` or ``False``).

    Examples
    --------
    >>> [_blank(v) for v in (None, "", [], {}, 0, False, " ")]
    [True, True, True, True, False, False, False]
    """
    return value is None or (type(value) in (str, list, dict) and not value)


def content_text(blocks: Any) -> str | None:
    """The text of a list of MCP content blocks (``[{"type": "text", "text": "…"}, …]``: the
    text blocks' texts, one a line), or ``None`` for anything else.

    Examples
    --------
    >>> content_text([{"type": "text", "text": "a"}, {"type": "image", "data": "…"}])
    'a'
    >>> content_text([{"title": "a"}]) is None
    True
    """
    if not isinstance(blocks, list) or not blocks:
        return None
    if not all(isinstance(c, Mapping) and isinstance(c.get("type"), str) for c in blocks):
        return None
    texts = [c.get("text") for c in blocks if c.get("type") == "text"]
    if texts and all(isinstance(t, str) for t in texts):
        return "\n".join(t for t in texts if isinstance(t, str))
    return None


def _envelope(d: Mapping[Any, Any]) -> Any:
    """The payload of an envelope (``{"error": "", "response": …}``, MCP ``content``), or d."""
    text = content_text(d.get("content"))
    if text is not None:
        return text
    for key in _ENVELOPE_KEYS:
        if key in d and all(
            k == key or k in _META_KEYS or k in _VOLATILE_KEYS or _meta_name(k) for k in d
        ):  # beside it only metadata: a status, a header, a request's id, the time it took
            return d[key]
    return d


def _meta_name(key: Any) -> bool:
    """Whether a key names a response's metadata by its ending (Solr's ``responseHeader``,
    SerpAPI's ``search_metadata``, ``search_parameters``)."""
    return isinstance(key, str) and key.lower().endswith(_META_ENDINGS)


#: A key named for a count: ``count``, ``total``, or a name ending in one (``messageCount``,
#: ``record_count``, ``grandTotal``), not a word that ends so (``discount``).
_COUNT_KEY = re.compile(r"(?:^count|^total|Count|Total|_count|_total)$")


def _counts_some(d: Mapping[Any, Any]) -> bool:
    """Whether a field named for a count (``messageCount``, ``total``) holds a number above 0:
    a job's progress beside its empty lists (``{"state": "GATHERING RESULTS", "messageCount":
    48210, "pendingErrors": []}``), not an empty collection.

    Examples
    --------
    >>> _counts_some({"messageCount": 48210, "pendingErrors": []}), _counts_some({"n": 3})
    (True, False)
    >>> _counts_some({"discount": 5}), _counts_some({"record_count": 2, "total": 0})
    (False, True)
    """
    return any(
        type(v) is int and v > 0 and isinstance(k, str) and _COUNT_KEY.search(k) is not None
        for k, v in d.items()
    )


def _collection(d: Mapping[Any, Any]) -> Shape | list[Any] | None:
    """A mapping around a list of results: the list, or the no-results answer."""
    for key in _LIST_KEYS if not d.keys().isdisjoint(_LIST_KEY_SET) else ():
        got = d.get(key)
        if isinstance(got, list):
            if got:
                return got
            return ("error", [], "", f"no results (`{key}` is empty)")
    nested = _nested_results(d)
    if nested is not None:
        return nested
    lists = [k for k, v in d.items() if isinstance(v, list)] if len(d) <= _COLLECTION_FIELDS else []
    if (
        lists
        and all(not d[k] and isinstance(k, str) and k.endswith("s") for k in lists)
        and not _IDENTITY_KEYS & set(d)
        and not _counts_some(d)
    ):
        maps = [k for k, v in d.items() if isinstance(v, Mapping)]
        if not maps:
            # {"kind": "drive#fileList", "files": []}: a collection with nothing in it
            return ("error", [], "", f"no results (`{lists[0]}` is empty)")
        if all(_paging(k) and not _counts_some(d[k]) for k in maps):
            # {"vehicles": [], "pagination": {"page_no": 1, "total": 0}}: the same, paged
            return ("error", [], "", f"no results (`{lists[0]}` is empty, `{maps[0]}` counts none)")
        said = _failure_remark(d)
        if said is not None:  # Overpass: "elements": [] and "remark": "runtime error: …"
            return ("error", [], "", f"no results (`{lists[0]}` is empty) and {said}")
    for key in _TOTAL_KEYS if not d.keys().isdisjoint(_TOTAL_KEY_SET) else ():
        if (
            d.get(key) == 0
            and not isinstance(d.get(key), bool)
            and not any(isinstance(v, list) and v and k != "link" for k, v in d.items())
        ):
            return ("error", [], "", f"no results (`{key}` is 0)")
    return None


#: Names of a response's paging or metadata object (besides ``meta``, ``links`` and names
#: that end as :data:`_META_ENDINGS` do): ``pagination``, ``pageInfo``, ``cursor``. Not
#: ``stats``: a linter's ``{"errors": [], "stats": {"files": 3}}`` is a clean run.
_PAGING_KEYS = frozenset(
    {"pagination", "paging", "page", "pageinfo", "page_info", "cursor", "_links"}
)


def _paging(key: Any) -> bool:
    """Whether a key names a response's paging or metadata object, not a record's part.

    Examples
    --------
    >>> [_paging(k) for k in ("pagination", "pageInfo", "metadata", "address", "stats")]
    [True, True, True, False, False]
    """
    return isinstance(key, str) and (
        key in ("meta", "links") or key.lower() in _PAGING_KEYS or _meta_name(key)
    )


def _failure_remark(d: Mapping[Any, Any]) -> str | None:
    """A field of ``d`` whose text is a failure message (:func:`failure_kind`: "runtime error:
    Query timed out …"), said as "`key` is '…'", or ``None``.

    Examples
    --------
    >>> _failure_remark({"elements": [], "remark": "runtime error: Query timed out"})
    "`remark` is 'runtime error: Query timed out'"
    >>> _failure_remark({"elements": [], "remark": "2 nodes skipped"}) is None
    True
    >>> _failure_remark({"elements": [], "remark": ""}) is None  # nothing said
    True
    """
    for key, value in d.items():
        if type(value) is str and value.strip() and len(value) <= _REMARK and failure_kind(value):
            return f"`{key}` is {clip(value, 80)!r}"
    return None


#: At most this many fields in a response whose results sit one level down.
_RESPONSE_FIELDS = 8


def _may_end_in_results(d: Mapping[Any, Any]) -> bool:
    """False when no key of ``d`` ends in ``results``: its keys joined one a line are looked
    through once, in C, rather than key by key (keys that are not all strings: True)."""
    try:
        keys = "\n".join(d)
    except TypeError:
        return True
    return "results\n" in keys or keys.endswith("results")


def _nested_results(d: Mapping[Any, Any]) -> list[Any] | None:
    """A search API's results where they are not at the top: a non-empty list under a key
    ending in ``results`` (SerpAPI's ``organic_results``), or, in a response of few fields,
    a non-empty list of objects under a list key of a field that is an object (Bing's
    ``webPages.value``); else ``None`` (the caller's own rules decide).

    Examples
    --------
    >>> _nested_results({"_type": "SearchResponse", "webPages": {"value": [{"name": "a"}]}})
    [{'name': 'a'}]
    >>> _nested_results({"organic_results": [{"title": "b"}], "search_metadata": {}})
    [{'title': 'b'}]
    >>> _nested_results({"name": "Ada", "address": {"city": "London"}}) is None
    True
    """
    if len(d) > MAX_ITEMS:  # a big object is no search response: no walk of its fields
        return None
    for key, value in d.items() if _may_end_in_results(d) else ():
        if isinstance(key, str) and key.endswith("results") and isinstance(value, list) and value:
            return value
    if len(d) > _RESPONSE_FIELDS:
        return None
    for value in d.values():
        if isinstance(value, Mapping):
            for key in ("value", "results", "items"):
                got = value.get(key)
                if isinstance(got, list) and got and isinstance(got[0], Mapping):
                    return got
    return None


#: Keys that name a record of its own (a message, an event, a log line): with neither a title
#: nor a link beside them, an item is a record an API lists, not a hit that points elsewhere.
_RECORD_ID_KEYS = frozenset({"id", "_id", "gid", "uuid", "guid", "sid", "ts", "objectid", "key"})
_HIT_KEYS = frozenset(
    {"title", "url", "link", "links", "_links", "href", "html_url", "web_url", "permalink", "uri"}
)
#: Fields the first item of a listing of records holds at least (a search hit has few).
RECORD_FIELDS = 4
#: Fields of a titled item, with an id, a state and no link, that make it a record (an
#: issue, a ticket, a submission: a title among its status, dates and people), not a search
#: hit (a museum's object found by a search has a title, an id and many fields, no state).
TITLED_RECORD_FIELDS = 6
_LINK_KEYS = _HIT_KEYS - {"title"}
_NAME_ONLY = frozenset({"name"})
_STATE_KEYS = frozenset({"status", "state", "stage"})
#: How :attr:`Parsed.reason` names a listing whose items are records.
RECORDS_REASON = "items (records)"


#: A search engine's score of a hit for this query (Elasticsearch's ``_score``, Azure AI
#: Search's ``@search.score``, a vector store's ``score``): not what the hit holds, so an item's
#: text leaves it out, and the same chunk found again for another query is no news.
_SCORE_KEYS = frozenset(
    {
        "score",
        "_score",
        "@search.score",
        "@search.rerankerScore",
        "relevance",
        "relevance_score",
        "relevanceScore",
        "rerank_score",
        "reranker_score",
        "similarity",
        "similarity_score",
    }
)


def _unscored(item: Any) -> Any:
    """An item without its search score: a field of :data:`_SCORE_KEYS` whose value is a
    fraction (a game's or a match's ``score`` is an integer or a text, and stays).

    Examples
    --------
    >>> _unscored({"text": "12.2 Termination.", "score": 0.9127, "id": 7})
    {'text': '12.2 Termination.', 'id': 7}
    >>> _unscored({"team": "Leeds", "score": 3})
    {'team': 'Leeds', 'score': 3}
    """
    if type(item) is not dict:
        return item
    return {k: v for k, v in item.items() if not (k in _SCORE_KEYS and type(v) is float)}


def _sequence(seq: list[Any] | tuple[Any, ...]) -> Shape:
    """A list: items of a listing (titles, ids, search results, records an API lists: messages,
    tickets) or rows of a table."""
    if not seq:
        return ("error", [], "", "empty list")
    if len(seq) == 1 and _all_null(seq[0]):
        return ("error", [], "", "one row of nulls (an aggregate over no rows)")
    if len(seq) <= MAX_ITEMS and all(_empty_envelope(v) for v in seq):
        # SurrealDB's answer per statement: [{"result": [], "status": "OK", "time": "…"}]
        return ("error", [], "", "no results (every item is an envelope around an empty list)")
    first = seq[0]
    shown = seq[:MAX_ITEMS]
    if isinstance(first, dict) and not _SCORE_KEYS.isdisjoint(first):
        shown = list(map(_unscored, shown))  # hits scored for this query: the score left out
    items = [_text_of(v).strip()[:ITEM_CHARS] for v in shown]  # each clipped
    keys = {str(k).lower() for k in first} if isinstance(first, Mapping) else set()
    if isinstance(first, (list, tuple)) or (
        isinstance(first, Mapping) and not _LISTING_KEYS & keys
    ):
        return ("table", items, "\n".join(items), f"{len(seq)} rows")
    if len(keys) >= RECORD_FIELDS and _records(keys):
        return ("listing", items, "\n".join(items), f"{len(seq)} {RECORDS_REASON}")
    if len(keys) >= TITLED_RECORD_FIELDS and keys & _LISTING_KEYS == _NAME_ONLY:
        # a name among many fields and no link, title or text: a row of an API's data (a
        # holiday, a place, a product), as an item with none of those keys is a table's row
        return ("listing", items, "\n".join(items), f"{len(seq)} {RECORDS_REASON}")
    return ("listing", items, "\n".join(items), f"{len(seq)} items")


def _empty_envelope(item: Any) -> bool:
    """Whether a list's item is an envelope around an empty payload.

    Examples
    --------
    >>> _empty_envelope({"result": [], "status": "OK", "time": "308.2µs"})
    True
    >>> _empty_envelope({"result": [{"n": 3}], "status": "OK"}), _empty_envelope({"id": 1})
    (False, False)
    >>> _empty_envelope({"result": [], "name": "q1"})  # a named thing with no results
    False
    """
    if type(item) is not dict or len(item) > 4 or not _IDENTITY_KEYS.isdisjoint(item):
        return False
    lists = [k for k, v in item.items() if type(v) is list]
    return (
        len(lists) == 1
        and lists[0] in _LIST_KEY_SET
        and not item[lists[0]]
        and all(type(v) in _SCALARS for k, v in item.items() if k != lists[0])
    )


def _records(keys: set[str]) -> bool:
    """Whether the (lower-cased) keys of a listing's first item make it a record an API lists:
    an id (``id``, ``uuid``, ``accountid``, ``issue_id``) and no link or title, or a title and
    a state among :data:`TITLED_RECORD_FIELDS` fields or more and no link (PlanGrid's issues, a
    form's submissions).

    Examples
    --------
    >>> _records({"id", "channel", "user", "text", "ts"})
    True
    >>> _records({"uid", "number", "title", "status", "type", "room", "created_at"})
    True
    >>> _records({"id", "title", "url", "snippet", "date", "source", "author"})
    False
    >>> _records({"pageid", "title", "ns", "size"})
    False
    >>> _records({"id", "title", "dccreator", "year", "type", "dataprovider", "rights"})
    False
    """
    if keys.isdisjoint(_RECORD_ID_KEYS) and not any(k.endswith("id") and len(k) > 2 for k in keys):
        return False
    if keys.isdisjoint(_HIT_KEYS):
        return True
    return (
        len(keys) >= TITLED_RECORD_FIELDS
        and keys.isdisjoint(_LINK_KEYS)
        and not keys.isdisjoint(_STATE_KEYS)
    )


def _all_null(row: Any) -> bool:
    """Whether a row is fields that are all null: ``{"avg": null}``, ``(None,)``, what SQL's
    ``avg``/``max`` give over no rows."""
    if isinstance(row, Mapping):
        return bool(row) and all(v is None for v in row.values())
    return isinstance(row, (list, tuple)) and bool(row) and all(v is None for v in row)


#: A small object whose status says a job is still running is a poll's answer (at most this
#: many fields: a status, a progress, an id, a time), no sign that the source failed.
_POLL_FIELDS = 4
_PENDING = frozenset(
    [
        "waiting",
        "pending",
        "queued",
        "running",
        "in_progress",
        "in-progress",
        "processing",
        "scraping",
        "started",
        "scheduled",
        "not_started",
    ]
)


#: How the name of a notice every answer carries ends (RxNav's ``nlmDisclaimer``).
_NOTICE_ENDINGS = ("disclaimer", "notice", "copyright", "license", "licence", "termsofuse")
#: Names of a field that echoes the request (lower case, without ``-`` and ``_``).
_ECHO_KEYS = frozenset({"userinput", "input", "query", "request", "echo", "searchterm", "q"})


def _notice_only(d: Mapping[Any, Any]) -> bool:
    """Whether an object holds nothing but a notice and the request echoed: no answer
    (RxNav's ``{"nlmDisclaimer": "…", "userInput": {…}}``, where an answer has an
    interaction group).

    Examples
    --------
    >>> _notice_only({"nlmDisclaimer": "It is not the intention …", "userInput": {"q": "1"}})
    True
    >>> _notice_only({"disclaimer": "…", "interactionTypeGroup": [{"x": 1}]})
    False
    """
    notice = False
    for key in d:
        if not isinstance(key, str):
            return False
        name = key.lower().replace("_", "").replace("-", "")
        if name.endswith(_NOTICE_ENDINGS):
            notice = True
        elif name not in _ECHO_KEYS and not _meta_name(key):
            return False
    return notice


def _spellings(*words: str) -> set[str]:
    """A key's spellings: ``request_id``, ``request-id``, ``requestId``, ``RequestId``,
    ``requestid``, and as an HTTP header (``x-request-id``, ``X-Request-Id``)."""
    first, *rest = words
    snake, kebab = "_".join(words), "-".join(words)
    camel = first + "".join(w.title() for w in rest)
    header = "-".join(w.title() for w in words)
    return {
        snake,
        kebab,
        camel,
        camel[0].upper() + camel[1:],
        "".join(words),
        f"x-{kebab}",
        f"X-{header}",
    }


#: A response's own metadata, new on every call whatever the response holds (a request's
#: id, a page token, the time the call took): not what a record says, so its fields leave
#: them out, and the same answer under a new request id is no news.
_VOLATILE_KEYS = frozenset().union(
    *(
        _spellings(*name.split())
        for name in (
            "request id",
            "trace id",
            "span id",
            "correlation id",
            "attribution token",
            "continuation token",
            "next continuation token",
            "next page token",
            "next token",
            "page token",
            "took",
            "elapsed",
            "elapsed ms",
            "query time",
            "response time",
        )
    )
)


def _lasting(d: Mapping[Any, Any]) -> list[tuple[Any, Any]]:
    """An object's fields but its metadata (:data:`_VOLATILE_KEYS`).

    Examples
    --------
    >>> _lasting({"attributionToken": "xgHw8Qo", "summary": "No results.", "took": 3})
    [('summary', 'No results.')]
    >>> sorted({"x-request-id", "requestId", "RequestId", "request_id"} - _VOLATILE_KEYS)
    []
    """
    return [(k, v) for k, v in d.items() if k not in _VOLATILE_KEYS]


_STATUS_KEYS = frozenset({"status", "result", "message"})
#: Beside an "ok" status, the fields of a receipt: what was made or done (its id, a key, a
#: reference, a code, a time), or the response's metadata.
_RECEIPT_NAMES = frozenset({"id", "uuid", "guid", "key", "ref", "reference", "code", "time"})
_RECEIPT_END_RE = re.compile(r"(?:_id|Id|ID|_uuid|_ref|_at|At|_time|Time)$")


def _receipt_field(key: Any) -> bool:
    """Whether a field beside a status "ok" is a receipt's (``id``, ``job_id``,
    ``createdAt``, a request id), not data (``{"status": "ok", "Name": "All Staff"}``).

    Examples
    --------
    >>> [_receipt_field(k) for k in ("id", "job_id", "createdAt", "requestId", "Name", "user")]
    [True, True, True, True, False, False]
    """
    if not isinstance(key, str):
        return False
    return (
        key.lower() in _RECEIPT_NAMES
        or _RECEIPT_END_RE.search(key) is not None
        or key in _META_KEYS
        or key in _VOLATILE_KEYS
    )


def _mapping(d: Mapping[Any, Any]) -> Shape:
    if not d:
        return ("error", [], "", "empty object")
    if len(d) <= 4 and _notice_only(d):
        return ("error", [], "", "a notice and the request echoed, no answer")
    if len(d) <= MAX_ITEMS and _all_null(d):
        return ("error", [], "", "fields that are all null")
    if len(d) <= 3 and all(k in _STATUS_KEYS or _receipt_field(k) for k in d):
        status = [str(v) for k, v in d.items() if k in _STATUS_KEYS]
        if status and all(_OK_RE.match(s) or is_acknowledgement(s) for s in status):
            return ("acknowledgement", [], " ".join(status), "status only")
    if len(d) <= _POLL_FIELDS and _PENDING & {
        str(d.get("status")).lower(),
        str(d.get("state")).lower(),
    }:
        return ("acknowledgement", [], _text_of(d), "a job still running (a poll's answer)")
    fields = d.items() if d.keys().isdisjoint(_VOLATILE_KEYS) else _lasting(d)
    values = [(k, _text_of(v)) for k, v in islice(fields, MAX_ITEMS)]
    items = [f"{k}: {v}".strip()[:ITEM_CHARS] for k, v in values]  # each clipped
    text = " ".join([v for _, v in values if v])
    return ("record", items, text, f"object with {len(d)} fields")


#: At most this many fields (the rest empty) around the one that holds an error object.
_ONE_FILLED = 3


def _error_one_down(d: Mapping[Any, Any]) -> Shape | None:
    """The error object in a mapping's one filled field (the others empty), or None:
    Collection+JSON's ``{"collection": {…, "error": …}}``, Blockchair's ``{"data": null,
    "context": {"code": 430, "error": "…"}}``."""
    filled = [(k, v) for k, v in d.items() if not _blank(v)]
    if len(filled) != 1 or not isinstance(filled[0][1], Mapping):
        return None
    key, inner = filled[0]
    why = _error_in(inner)
    if why is None:
        return None
    return ("error", [], _text_of(inner), f"error object in `{key}`: {why}")


def value_shape(value: Any, depth: int = 0) -> Shape | str:
    """The shape of a parsed value, or a string to read again as text (JSON inside JSON)."""
    if depth > MAX_DEPTH:
        return ("record", [], clip(_text_of(value), _FLAT_CHARS), f"nesting cut at {MAX_DEPTH}")
    if isinstance(value, str):
        return value
    if value is None:
        return ("error", [], "", "null")
    if isinstance(value, (bool, int, float)):
        return ("record", [str(value)], str(value), "a single value")
    if isinstance(value, (list, tuple)):
        text = content_text(value)  # MCP content blocks without their envelope
        return _sequence(value) if text is None else text
    if not isinstance(value, Mapping):
        return ("record", [], clip(str(value), _FLAT_CHARS), type(value).__name__)
    why = _error_in(value)
    if why is None and len(value) == 1:  # Collection+JSON's {"collection": {…, "error": …}}
        error = _error_one_down(value)
        if error is not None:
            return error
    if why is not None:  # an MCP error result's text is its message
        text = content_text(value.get("content"))
        return ("error", [], _text_of(value) if text is None else text, f"error object: {why}")
    blocked = blocked_field(value)
    if blocked is not None:
        page, why = blocked
        return ("error", [], page[:_FLAT_CHARS], why)
    answer = no_result_answer(value)
    if answer is not None:
        return ("error", [], answer[0][:_FLAT_CHARS], f"no results: {answer[1]}")
    if 1 < len(value) <= _ONE_FILLED:  # Blockchair's {"data": null, "context": {…error}}
        error = _error_one_down(value)
        if error is not None:
            return error
    inner = _envelope(value)
    if inner is not value:
        return value_shape(inner, depth + 1)
    got = _collection(value)
    if isinstance(got, tuple):
        return got
    if got is not None:
        return value_shape(got, depth + 1)
    return _mapping(value)
