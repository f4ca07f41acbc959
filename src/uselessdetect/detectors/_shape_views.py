"""What the classifier's features read of a shaped result: a listing's items, a record's
values, a wiki section's text without its markup (design §3.4)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any

from ..shapes import parse_result

__all__ = ["MAX_VIEW_ITEMS", "ShapeView", "shape_view"]

#: Items of a listing whose features are computed (the best one is kept).
MAX_VIEW_ITEMS = 20
_TITLE_KEYS = ("page", "title", "name", "heading")
_URL_RE = re.compile(r"https?://\S+")
_ID_RE = re.compile(r"\((?:page)?\s*id:?\s*\d+\)|\b\d{6,}\b", re.IGNORECASE)
_MARKER_RE = re.compile(r"^\s*(?:\d{1,3}[.)]\s+|[-*•]\s+)")
_REVISION_RE = re.compile(r"^\s*revision as of [^\n]*\n+", re.IGNORECASE)
_HEADING_RE = re.compile(r"^\s*(?:#{1,6}\s*([^\n#]+?)\s*#*|={2,6}\s*([^\n=]+?)\s*={2,6})\s*\n+")
_LINK_RE = re.compile(r"\[\[(?:[^\]|\n]*\|)?([^\]\n]*)\]\]")
_REF_RE = re.compile(r"<ref[^>]*>.*?</ref>|<ref[^>]*/>|\{\{[^}]*\}\}", re.DOTALL)


class ShapeView:
    """The texts the features read: one per listing item (at most :data:`MAX_VIEW_ITEMS`),
    else one; with the shape's own cues (listing, record, number of items)."""

    __slots__ = ("is_listing", "is_record", "n_items", "texts")

    def __init__(self, texts: list[str], *, listing: bool, record: bool, n_items: int) -> None:
        self.texts = texts
        self.is_listing = listing
        self.is_record = record
        self.n_items = n_items


def _plain(text: str) -> str:
    return " ".join(_ID_RE.sub("", _URL_RE.sub("", text)).split())


def _titled(title: str, body: str) -> str:
    return f"{title}: {body}" if title and body else title or body


def _from_mapping(d: Mapping[Any, Any]) -> str:
    """``"<title>: <other text values>"`` of a JSON item or record (urls and ids left out)."""
    title = next((str(d[k]) for k in _TITLE_KEYS if isinstance(d.get(k), str) and d[k]), "")
    rest = [
        _plain(v)
        for k, v in d.items()
        if isinstance(v, str) and v != title and not _URL_RE.fullmatch(v.strip())
    ]
    return _titled(_plain(title), " ".join(r for r in rest if r))


def _json_items(text: str) -> list[str] | None:
    """Views of a JSON list of objects (search results, pages, sections), else None."""
    if not text.startswith("["):
        return None
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return None
    if not isinstance(value, list) or not all(isinstance(v, Mapping) for v in value):
        return None
    return [_from_mapping(v) for v in value[:MAX_VIEW_ITEMS]]


def _text_items(text: str, items: tuple[str, ...]) -> list[str]:
    """Views of a text listing: each item without its marker; a header line before the
    first item (a table of contents' page title) is the title of every item."""
    head = text.split(items[0][:40], 1)[0] if items else ""
    title = _plain(head.replace("#", " ").replace('"', " ").strip().rstrip(":"))
    title = title if len(title) <= 200 else ""
    return [_titled(title, _plain(_MARKER_RE.sub("", it))) for it in items[:MAX_VIEW_ITEMS]]


def _record(text: str, fallback: str) -> str:
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):
        return fallback
    return _from_mapping(value) if isinstance(value, Mapping) else fallback


def unmarked(text: str) -> str:
    """A wiki or markdown section as the features read a page: revision lines dropped, the
    opening heading as its title, links, bold and references as plain text.

    Examples
    --------
    >>> unmarked("Revision as of 12:03, 4 May 2019\\n\\n## Career\\n\\n'''Ann''' met [[Rome|Bo]].")
    'Career: Ann met Bo.'
    """
    start = text.lstrip()
    body = _REVISION_RE.sub("", start, count=1)
    m = _HEADING_RE.match(body)
    if m is None and body == start and "[[" not in text and "'''" not in text:
        return text  # a page without markup is read as it is
    title = (m.group(1) or m.group(2)) if m else ""
    body = body[m.end() :] if m else body
    body = _LINK_RE.sub(r"\1", _REF_RE.sub("", body)).replace("'''", "").replace("''", "")
    return _titled(title.strip(), " ".join(body.split()))


def shape_view(observation: str) -> ShapeView:
    """What the features read of ``observation`` (see the module docstring).

    Examples
    --------
    >>> v = shape_view('[{"title": "Paris", "url": "https://x.org/Paris", "snippet": "A city."},'
    ...                ' {"title": "Lyon", "snippet": "A town."}]')
    >>> v.texts, v.is_listing, v.n_items
    (['Paris: A city.', 'Lyon: A town.'], True, 2)
    >>> shape_view('{"title": "Paris", "pageid": 123456, "extract": "A city."}').texts
    ['Paris: A city.']
    """
    parsed = parse_result(observation)
    if parsed.kind == "listing" and parsed.items:
        text = observation.strip()
        views = _json_items(text) or _text_items(text, parsed.items)
        return ShapeView(views, listing=True, record=False, n_items=len(parsed.items))
    if parsed.kind == "record":
        view = _record(observation.strip(), _plain(parsed.text))
        return ShapeView([view], listing=False, record=True, n_items=len(parsed.items))
    if parsed.kind == "prose":
        return ShapeView([unmarked(observation)], listing=False, record=False, n_items=0)
    return ShapeView([observation], listing=False, record=False, n_items=0)
