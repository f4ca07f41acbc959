"""Parse a tool result once into its shape (design §3.4): kind, items, the text to read."""

from __future__ import annotations

import re
import threading
from collections import OrderedDict
from collections.abc import Mapping
from dataclasses import dataclass, field
from itertools import filterfalse, islice
from operator import itemgetter
from typing import Any

from ..failures import failure_kind
from ._answers import no_result_text
from ._blocked import blocked_page
from ._browser import browser_parts
from ._output import looks_like_output, process_output, tool_traceback
from ._text import (
    ITEM_CHARS,
    MAX_ITEMS,
    command_parts,
    connection_failed,
    died_fatally,
    fetch_failed,
    header_only,
    is_acknowledgement,
    is_numeric_output,
    is_short_failure,
    listing_items,
    table_rows,
)
from ._values import MAX_DEPTH, load, value_shape
from ._xml import xml_value

__all__ = ["KINDS", "MAX_CHARS", "Parsed", "items_cover_text", "parse_result"]

#: The shapes, in the order the table of design §3.4 lists them.
KINDS = ("prose", "listing", "record", "table", "command", "acknowledgement", "error")
#: Characters of a result that are read; the rest is ignored (and said so in ``reason``).
MAX_CHARS = 100_000
_TEXT_CHARS = 20_000
_CACHE_SIZE = 1024
_LINES = 400  # lines of a text looked at for rows or items (each kept result has ≤ 50)
_ITEM = itemgetter(slice(ITEM_CHARS))  # an item's first ITEM_CHARS characters
_JSONLIKE_RE = re.compile(r"""^(\{\s*["']|\[\s*[\[{"'])""")  # opens as {" {' [{ [[ [" ['
_TRACEBACK = "Traceback (most recent call last):"
#: A line an agent framework puts above a tool's result (smolagents' and ReAct's
#: ``Observation:``, CrewAI's ``Tool Output:``): the result is what follows it.
_LABELS = ("Observation", "Tool Output:")
_LABEL_RE = re.compile(r"^(?:Observation(?: \d{1,4})?|Tool Output):")
#: The line a fetch tool writes above the page it got (the reference MCP ``fetch`` server:
#: ``Contents of {url}:``, after ``Content type … cannot be simplified to markdown, but here is
#: the raw content:`` for a page it hands over raw): read past where the page is an error page
#: or empty; any other page is read with it, as it came (its address is part of what the
#: agent reads, and a page of one paragraph under it is no encyclopedia's paragraph).
_FETCH_HEADS = ("Contents of ", "Content type ")
_FETCH_HEAD_RE = re.compile(
    r"(?:Content type [^\n]{1,200} cannot be simplified to markdown, but here is the raw "
    r"content:\n)?Contents of \S{1,2048}:[ \t]*(?:\n|$)"
)
#: A short answer that says a job is still running: a poll's answer, no sign that the source
#: failed (``Status=WAITING``, ``Status: scraping``, ``"state": "running"``). A job stuck there
#: is told from a slow one only by time, which the results do not show.
_STATUS_CHARS = 300
_PENDING_RE = re.compile(
    r"""^[\t ]*["']?(?:status|state)(?:[\t ]+(?:for|of)[\t ]+[^\n:]{1,80})?["']?[\t ]*[=:][\t ]*
    ["']?(?:waiting|pending|queued|running
    |in[_ -]progress|processing|scraping|started|scheduled|not[_ ]started)["']?[\t ]*,?[\t ]*$""",
    re.I | re.M | re.X,
)
#: A result whose text is an image's placeholder (``[image/png, 1280x800]``): the model sees the
#: image, the text says nothing of it.
_IMAGE_RE = re.compile(r"^\[image/[a-z+.-]{2,20}(?:, ?\d{1,5}x\d{1,5})?\]$", re.M)
#: Characters beside an image's placeholder that still leave it an image (a caption such as
#: "Screenshot taken"); more is a text to read.
_IMAGE_CAPTION = 60


def _only_image(text: str) -> bool:
    return len(_IMAGE_RE.sub("", text).strip()) <= _IMAGE_CAPTION


#: How a code interpreter's run is printed: E2B's ``Execution(Results: [...], Logs:
#: Logs(stdout: [...], stderr: [...]), Error: ...)``, smolagents' ``Execution logs:``.
_RUN_HEADS = ("Execution(Results: ", "Execution logs:")
_EMPTY_RUN_RE = re.compile(
    r"^Execution\(Results: \[\], Logs: Logs\(stdout: \[\], stderr: \[\]\), Error: None\)$"
)


@dataclass(frozen=True, slots=True)
class Parsed:
    """What a tool returned, read once.

    Attributes
    ----------
    kind : str
        One of :data:`KINDS`.
    text : str
        The text to read: the whole stripped result for prose, the values of a record or
        table, a command's output; bounded.
    items : tuple of str
        A listing's items, a table's rows, a record's ``key: value`` fields, a command's
        output lines: at most 50, each at most 500 characters.
    reason : str
        Why this shape, in a few words (``"error object: `error` is 'quota'"``).
    returncode : int or None
        A command's return code.
    """

    kind: str
    text: str
    items: tuple[str, ...] = ()
    reason: str = ""
    returncode: int | None = field(default=None)


def _command(rc: int | None, out: str, why: str = "terminal output (by its lines' form)") -> Parsed:
    if rc is None:  # a terminal's output as it is: no return code to read
        said = filterfalse(str.isspace, filter(None, out.splitlines()))
        lines = tuple(map(_ITEM, islice(said, MAX_ITEMS)))
        return Parsed("command", out[:_TEXT_CHARS], lines, why)
    if not out:
        if rc == 0:
            return Parsed("acknowledgement", "", (), "command succeeded with no output", rc)
        return Parsed("error", "", (), f"command failed (return code {rc}) with no output", rc)
    if header_only(out):
        why = f"empty result: a table's header, no row (return code {rc})"
        return Parsed("error", out, (), why, rc)
    if rc == 0 and is_acknowledgement(out):
        return Parsed("acknowledgement", out, (), f"return code {rc}; reports an action done", rc)
    said = filterfalse(str.isspace, filter(None, out.splitlines()))  # lines not blank
    lines = tuple(map(_ITEM, islice(said, MAX_ITEMS)))
    return Parsed("command", out[:_TEXT_CHARS], lines, f"return code {rc}", rc)


def items_cover_text(parsed: Parsed) -> bool:
    """Whether a result's text holds exactly its items' words, in order: its text is its
    items one a line (a listing or table read from JSON, numbered lines), or a command's
    every line that is not blank, none cut (the lines are split at whitespace, so blank
    lines and line breaks hold no words). Then the text need not be read twice.
    """
    items, text = parsed.items, parsed.text
    if not items or len(text) >= _TEXT_CHARS:
        return False
    if parsed.kind == "command":  # items: the output's first MAX_ITEMS lines, cut (_command)
        return len(items) < MAX_ITEMS and max(map(len, items)) < ITEM_CHARS
    return text == "\n".join(items)


def _xml(text: str, depth: int) -> Parsed | None:
    """An XML document read as the value it holds (:func:`~uselessdetect.shapes._xml.xml_value`),
    or None."""
    value = xml_value(text)
    if value is None:
        return None
    shape = value_shape(value, depth)
    if isinstance(shape, str):
        return _from_text(shape, depth + 1) if depth < MAX_DEPTH and shape else None
    kind, items, body, reason = shape
    return Parsed(kind, body[:_TEXT_CHARS], tuple(items), f"XML: {reason}")


def _structured(text: str, depth: int) -> Parsed | None:
    """A JSON or Python-literal result (also after a one-line preamble such as
    "Here is the response from the GET request:")."""
    head, sep, rest = text.partition("\n")
    for candidate in (text, rest.strip() if sep and len(head) <= 120 else ""):
        if not candidate:
            continue
        value, ok = load(candidate)
        if ok:
            shape = value_shape(value, depth)
            if isinstance(shape, str):
                return _from_text(shape, depth + 1) if depth < MAX_DEPTH else None
            kind, items, body, reason = shape
            return Parsed(kind, body[:_TEXT_CHARS], tuple(items), reason)
    return None


def _browser(result: str, title: str, snapshot: str, depth: int) -> Parsed:
    """A browser tool's response (:func:`~uselessdetect.shapes._browser.browser_parts`): the
    page it shows (its title and snapshot), else what it returned (a value, ``Error: …``),
    else a receipt."""
    shown = f"{title}\n{snapshot}" if snapshot else result
    if not shown or depth >= MAX_DEPTH:
        return Parsed("acknowledgement", "", (), "browser action done (code ran, no page shown)")
    page = _from_text(shown, depth + 1, shown_to_act=True)
    what = "page snapshot" if snapshot else "result"
    return Parsed(page.kind, page.text, page.items, f"browser {what}: {page.reason}")


def _from_text(raw: str, depth: int = 0, *, shown_to_act: bool = False) -> Parsed:
    """The shape of a text; ``shown_to_act``: a page a browser shows the agent to act on (a
    login form there is a step of the task, not a wall)."""
    text = raw[:MAX_CHARS].strip()
    if not text:
        return Parsed("error", "", (), "empty result")
    if text.startswith(_LABELS) and depth < MAX_DEPTH and _LABEL_RE.match(text):
        rest = text.split(":", 1)[1]  # an agent framework's label line, read past
        return _from_text(rest, depth + 1, shown_to_act=shown_to_act)
    if text.startswith(_FETCH_HEADS) and depth < MAX_DEPTH:
        head = _FETCH_HEAD_RE.match(text)
        if head is not None:  # a fetch tool's line above the page it got: an error page
            page = _from_text(text[head.end() :], depth + 1, shown_to_act=shown_to_act)
            if page.kind == "error":  # (a bot check, an empty page) is the result
                return page
    if len(text) <= _STATUS_CHARS and _PENDING_RE.search(text):
        return Parsed("acknowledgement", text, (), "a job still running (a poll's answer)")
    if len(text) <= _STATUS_CHARS and _IMAGE_RE.search(text) and _only_image(text):
        return Parsed("acknowledgement", text, (), "an image (its text is a placeholder)")
    if text.startswith(_RUN_HEADS):  # a code run's printout (E2B's repr, smolagents' logs)
        if _EMPTY_RUN_RE.match(text):
            return Parsed("acknowledgement", "", (), "code ran, printed nothing")
        return _command(None, text, "terminal output (a code interpreter's execution)")
    cmd = command_parts(text)
    if cmd is not None:
        return _command(*cmd)
    out = process_output(text) if text[0] in "CP" else None
    if out is not None:  # a terminal tool's process: what it printed is a command's output
        if not out:
            return Parsed("acknowledgement", "", (), "process started, no output yet")
        return _command(None, out, "terminal output (of a process started with a PID)")
    browser = browser_parts(text)
    if browser is not None:
        return _browser(*browser, depth)
    if text[0].isupper() and header_only(text):  # `docker ps` with nothing to list
        return Parsed("error", text, (), "empty result: a table's header, no row")
    # every failure pattern opens with a letter or digit; short texts may be empty ones
    why = failure_kind(text) if len(text) < 64 or text[0].isalnum() else None
    if why is not None:
        if text.startswith(_TRACEBACK):  # a program's failure, or the tool's own
            if not tool_traceback(text):
                return _command(None, text, "terminal output (a program's traceback)")
            why = "a tool's own traceback: no frame of a program it ran"
            return Parsed("error", text[:_TEXT_CHARS], (), why)
        return Parsed("error", text[:_TEXT_CHARS], (), f"failure message ({why})")
    why = blocked_page(text, login=not shown_to_act)
    if why is not None:
        return Parsed("error", text[:_TEXT_CHARS], (), why)
    if text[:1] not in "{[<":  # a program's own words, not a value
        if connection_failed(text):
            return Parsed("error", text[:_TEXT_CHARS], (), "the program could not connect")
        if fetch_failed(text):
            return Parsed("error", text[:_TEXT_CHARS], (), "the program's request was refused")
    if died_fatally(text):
        return Parsed("error", text[:_TEXT_CHARS], (), "the program logged a fatal error")
    got = _structured(text, depth)
    if got is not None:
        return got
    if text[0] == "<":
        got = _xml(text, depth)
        if got is not None:
            return got
    if _JSONLIKE_RE.match(text):
        return Parsed("record", text[:_TEXT_CHARS], (), "JSON-like text that does not parse")
    if text.find("\n", 0, 4_000) >= 0 and looks_like_output(text):
        return _command(None, text)
    if is_short_failure(text):
        return Parsed("error", text, (), "a short failure text")
    # an answer engine's "I'm sorry, but I don't have information …", as the whole result (a
    # record's text field, read at depth 1, may be a comment that says so: data)
    why = no_result_text(text) if depth == 0 else None
    if why is not None:
        return Parsed("error", text[:_TEXT_CHARS], (), why)
    if is_acknowledgement(text):
        return Parsed("acknowledgement", text, (), "reports an action done")
    lines = text.splitlines()[:_LINES]
    rows = table_rows(lines)
    if rows is not None:
        return Parsed("table", text[:_TEXT_CHARS], tuple(rows), f"{len(rows)} delimited rows")
    items = listing_items(text)
    if items is not None:
        return Parsed("listing", text[:_TEXT_CHARS], tuple(items), f"{len(items)} items")
    if is_numeric_output(text):  # what a computation printed: data, as a command's output
        return _command(None, text)
    return Parsed("prose", text, (), "text")


def _parse(result: Any) -> Parsed:
    if isinstance(result, str):
        parsed = _from_text(result)
    elif result is None:
        return Parsed("error", "", (), "no result (None)")
    elif isinstance(result, (bytes, bytearray, memoryview)):
        parsed = _from_text(bytes(result[: MAX_CHARS * 4]).decode("utf-8", "replace"))
    elif isinstance(result, (Mapping, list, tuple, bool, int, float)):
        shape = value_shape(result)
        if isinstance(shape, str):
            return _from_text(shape, 1)
        kind, items, body, reason = shape
        return Parsed(kind, body[:_TEXT_CHARS], tuple(items), reason)
    else:
        try:
            parsed = _from_text(str(result))
        except Exception as exc:  # a user's object whose str() fails
            return Parsed("error", "", (), f"unreadable {type(result).__name__}: {exc}")
    if isinstance(result, str) and len(result) > MAX_CHARS:
        note = f"; read the first {MAX_CHARS:,} of {len(result):,} characters"
        return Parsed(
            parsed.kind, parsed.text, parsed.items, parsed.reason + note, parsed.returncode
        )
    return parsed


class _IdentityCache:
    """The last results parsed, keyed by the object's identity (no hashing of long text)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._d: OrderedDict[int, tuple[Any, Parsed]] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, result: Any) -> Parsed | None:
        hit = self._d.get(id(result))
        return hit[1] if hit is not None and hit[0] is result else None

    def put(self, result: Any, parsed: Parsed) -> None:
        with self._lock:
            if len(self._d) >= self.size:
                self._d.popitem(last=False)
            self._d[id(result)] = (result, parsed)

    def clear(self) -> None:
        with self._lock:
            self._d.clear()


_CACHE = _IdentityCache(_CACHE_SIZE)


def parse_result(result: Any) -> Parsed:
    """Read a tool result as one of the shapes of design §3.4; never raises.

    Any type is accepted (text, bytes, a dict or list already decoded, ``None``, anything
    with a ``str()``); at most :data:`MAX_CHARS` characters are read, nesting is followed
    8 levels deep, and the same object parsed again comes from a cache.

    Examples
    --------
    >>> parse_result('{"error": "", "response": "[]"}').kind
    'error'
    >>> p = parse_result("<returncode>0</returncode>\\n<output>\\na.py\\nb.py\\n</output>")
    >>> p.kind, p.items
    ('command', ('a.py', 'b.py'))
    >>> parse_result({"status": "ok"}).kind
    'acknowledgement'
    """
    hit = _CACHE.get(result)
    if hit is not None:
        return hit
    try:
        parsed = _parse(result)
    except Exception as exc:  # RecursionError, MemoryError, a user's object that misbehaves
        parsed = Parsed("error", "", (), f"unreadable: {type(exc).__name__}")
    _CACHE.put(result, parsed)
    return parsed


parse_result.cache_clear = _CACHE.clear  # type: ignore[attr-defined]
parse_result.cache_info = lambda: len(_CACHE._d)  # type: ignore[attr-defined]
