"""XML documents as values: SOAP and legacy APIs, Atom and RSS feeds, XML answers of REST APIs.

An XML answer is data, as JSON is; read as prose, its tags share no words with the task and
its records look like pages that do not answer. :func:`xml_value` turns a document into the
nested mappings and lists that :func:`~uselessdetect.shapes._values.value_shape` reads, so
every reading of JSON (error objects, empty collections, totals, records, listings, receipts)
holds for XML: an element is a mapping of its attributes and children, a child that repeats is
a list, a leaf is its text (an integer or ``true``/``false`` as such), names lose their
namespace. The root is the document's envelope and is read past, except when it names an
error (``<yahoo:error>``, ``<Fault>``).

Only documents without a DTD are read (no entity is ever expanded), and HTML is left to the
page readers.
"""

from __future__ import annotations

import re
from typing import Any
from xml.etree.ElementTree import Element, ParseError, XMLParser

from ._values import MAX_DEPTH

__all__ = ["xml_value"]

#: Opens as an XML document: a declaration, or an element whose name is not HTML's.
_OPEN_RE = re.compile(r"^(?:<\?xml[^>]{0,200}\?>\s*)?<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)[\s/>]")
#: Root elements that are pages, not data (HTML, and fragments of it).
_HTML_TAGS = frozenset(
    {
        "html",
        "head",
        "body",
        "div",
        "span",
        "p",
        "a",
        "table",
        "ul",
        "ol",
        "li",
        "h1",
        "h2",
        "h3",
        "h4",
        "h5",
        "h6",
        "form",
        "pre",
        "br",
        "img",
        "section",
        "article",
        "main",
        "nav",
        "header",
        "footer",
        "title",
        "meta",
        "link",
        "script",
        "style",
        "svg",
        "iframe",
        "b",
        "i",
        "em",
        "strong",
        "center",
        "font",
    }
)
#: Root elements that say the call failed.
_ERROR_ROOTS = frozenset({"error", "errors", "fault", "exception", "errorresponse"})
_INT_RE = re.compile(r"^-?\d{1,15}$")
_DTD = ("<!DOCTYPE", "<!doctype", "<!ENTITY")


def _local(tag: Any) -> str:
    """An element's or attribute's name without its namespace (``{uri}name``, ``ns:name``)."""
    name = tag if isinstance(tag, str) else str(tag)
    return name.rsplit("}", 1)[-1].rsplit(":", 1)[-1]


def _scalar(text: str) -> Any:
    if _INT_RE.match(text):
        return int(text)
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    return text


def _flat(el: Element) -> str:
    return " ".join(t.strip() for t in el.itertext() if t.strip())


def _value(el: Element, depth: int) -> Any:
    d: dict[str, Any] = {_local(k): _scalar(v) for k, v in el.attrib.items()}
    lists: set[str] = set()
    for child in el:
        name = _local(child.tag)
        got = _value(child, depth + 1) if depth < MAX_DEPTH else _flat(child)
        if name not in d:
            d[name] = got
        elif name in lists:
            d[name].append(got)
        else:
            d[name] = [d[name], got]
            lists.add(name)
    text = (el.text or "").strip()
    if not d:
        return _scalar(text) if text else ""
    if text:
        d.setdefault("text", text)
    return d


def xml_value(text: str) -> Any:
    """The value of an XML document (``None`` when ``text`` is no XML document, is HTML,
    carries a DTD or does not parse).

    Examples
    --------
    >>> xml_value('<rsp status="ok"><Name>All Staff</Name><Guid>7f3a</Guid></rsp>')
    {'status': 'ok', 'Name': 'All Staff', 'Guid': '7f3a'}
    >>> xml_value('<feed><totalResults>0</totalResults><entry><id>1</id></entry>'
    ...           '<entry><id>2</id></entry></feed>')
    {'totalResults': 0, 'entry': [{'id': 1}, {'id': 2}]}
    >>> xml_value('<yahoo:error xmlns:yahoo="u"><yahoo:description>token_expired'
    ...           '</yahoo:description></yahoo:error>')
    {'error': {'description': 'token_expired'}}
    >>> xml_value("<html><body>Hi</body></html>") is None, xml_value("<a>unclosed") is None
    (True, True)
    """
    head = _OPEN_RE.match(text)
    if head is None or head.group(2).lower() in _HTML_TAGS or any(d in text for d in _DTD):
        return None
    parser = XMLParser()
    try:
        parser.feed(text)
        root = parser.close()
    except (ParseError, ValueError):
        return None
    value = _value(root, 0)
    if _local(root.tag).lower() in _ERROR_ROOTS:
        return {"error": value or _local(root.tag)}
    return value
