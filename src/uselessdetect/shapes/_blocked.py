"""Pages that stand in for the page asked for: a bot check, an access refusal, a proxy's error.

A fetch tool (a scraper, a page reader, an HTTP GET) that reaches a site behind a bot check
gets the check's own page — Cloudflare's "Just a moment...", "Attention Required! |
Cloudflare" — often inside a success envelope (``{"success": true, "data": …}``), and a tool
behind a proxy or CDN gets the proxy's page when the server behind it is down ("502 Bad
Gateway", "example.com | 522: Connection timed out") or refuses it ("403 Forbidden", "Access
denied"). Such a page holds nothing of the page asked for: the call failed, whatever the
envelope says.

:func:`blocked_page` reads such a page by its title — an HTML ``<title>`` (or ``<h1>``), a
page reader's ``Title:`` line, a Markdown heading, or the first line (the line after it when
the first is a bare host name) — on a page of few words (at most :data:`PAGE_WORDS_CHARS`
characters of text, markup aside). A title that names an HTTP status ("403 Forbidden",
"522: Connection timed out") is enough; a title in words only ("Just a moment...",
"Forbidden", "Access denied") needs a sign on the page of the server, CDN or bot check that
wrote it (Cloudflare's Ray ID, "nginx", "Enable JavaScript and cookies to continue", "You
don't have permission to access"). An article about Cloudflare has a title of its own, and
a page of prose is longer: neither is read as one.

Cost: a text that is not HTML and is longer than :data:`PAGE_WORDS_CHARS`, or whose first
line is no short title, is let go after a slice and a split; HTML is looked at for its title
in its first 4,096 characters only, and its markup is taken off only once the title says it
may be such a page.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

__all__ = ["PAGE_WORDS_CHARS", "blocked_field", "blocked_page"]

#: The most characters of text (markup aside) a bot check's or error page holds.
PAGE_WORDS_CHARS = 3_000
_HEAD_CHARS = 4_096  # where an HTML page's <title> is looked for
_TITLE_CHARS = 120
_MARKUP_CHARS = 100_000

#: What a proxy or web server names after an HTTP status code.
_STATUS_WORDS = (
    r"forbidden|not found|bad gateway|bad request|unauthori[sz]ed|service (?:temporarily )?"
    r"unavailable|gateway time-?out|internal server error|too many requests|connection timed "
    r"out|web server is down|web server returned an unknown error|origin is unreachable|a timeout "
    r"occurred|ssl handshake failed|invalid ssl certificate|proxy error|request time-?out|"
    r"method not allowed|gone|error|access denied|request blocked"
)
#: A title that names an HTTP status: "403 Forbidden", "522: Connection timed out", IIS's
#: "403 - Forbidden: Access is denied.", "HTTP Error 503", Cloudflare's "Error 1020". A bare
#: number is not one ("1024" is what a calculator returns).
_STATUS_TITLE_RE = re.compile(
    rf"(?:(?:http|error|http error)[ :]+)?[45]\d\d(?::|\s+-)?\s+(?:{_STATUS_WORDS})(?::.*)?"
    rf"|(?:http|error|http error)[ :]+(?:[45]\d\d|10\d\d)"
    rf"|(?:{_STATUS_WORDS})[ :-]+[45]\d\d"
)
#: A title in words that a bot check or a refusal shows (the title's part, whole).
_WORD_TITLE_RE = re.compile(
    r"just a moment|attention required|please wait|one more step|checking your browser.*|"
    r"checking if the site connection is secure|(?:verifying|verify) (?:that )?you are (?:a )?"
    r"human|(?:human|bot|browser|security) (?:verification|check(?:point)?)|vercel security "
    r"checkpoint|are you a (?:ro)?bot|robot check|pardon our interruption|ddos-guard|"
    r"(?:sorry, )?you have been blocked|access (?:to this page has been )?denied|request "
    r"(?:rejected|blocked|unsuccessful)|(?:error: )?the request(?:ed url)? could not be "
    rf"(?:satisfied|retrieved)|{_STATUS_WORDS}"
)
#: How the titles above open (lower case): a title that opens otherwise is no such title.
_TITLE_STARTS = (
    "4",
    "5",
    "http",
    "error",
    "just a",
    "attention",
    "please wait",
    "one more",
    "checking",
    "verif",
    "human",
    "bot ",
    "browser",
    "security",
    "vercel",
    "are you",
    "robot",
    "pardon",
    "ddos",
    "sorry",
    "you have been",
    "access",
    "request",
    "the request",
    "forbidden",
    "not found",
    "bad ",
    "unauthori",
    "service",
    "gateway",
    "internal",
    "too many",
    "connection",
    "web server",
    "origin",
    "a timeout",
    "ssl",
    "invalid ssl",
    "proxy",
    "method",
    "gone",
)
#: How the text of such a page opens: a title, or a page reader's ``Title:`` line.
_OPENINGS = (*_TITLE_STARTS, "title:")
#: A sign of the server, CDN or bot check that wrote the page.
_SIGN_RE = re.compile(
    r"cloudflare|\bray id\b|cf-ray|cf-error|cf-wrapper|/cdn-cgi/|\bnginx\b|\bapache\b|openresty|"
    r"\bsquid\b|\bvarnish\b|akamai|incapsula|imperva|datadome|perimeterx|sucuri|ddos-guard|"
    r"cloudfront|captcha|enable javascript|enable cookies|javascript and cookies|security of your "
    r"connection|checking your browser|you are (?:a )?human|not a (?:ro)?bot|have permission to "
    r"access|been blocked|access is denied|reference ?#|incident id|unusual traffic|automated "
    r"(?:access|requests|queries)|retrying will not help",
    re.IGNORECASE,
)
_HOST_RE = re.compile(r"^[\w-]+(?:\.[\w-]+)+$")
_HOST_LINE_RE = re.compile(r"[\w-]+(?:\.[\w-]+)+[ \t]*\r?\n")
_SENTENCE_END_RE = re.compile(r"(?<!\.)[.!?](?=\s+[A-Z])")  # not an ellipsis
_TAG_RE = re.compile(r"<(?P<tag>h1|title)\b[^>]*>(?P<text>[^<]{1,300})<", re.IGNORECASE)
_MARKUP_RE = re.compile(
    r"<(script|style|noscript)\b.*?</\1\s*>|<!--.*?-->|<[^>]*>", re.IGNORECASE | re.DOTALL
)
_ENTITY_RE = re.compile(r"&(?:#\d+|\w+);")


def _html_title(html: str) -> str | None:
    """The text of an HTML page's ``<title>`` (else its first ``<h1>``) in its first 4,096
    characters (found by ``str.find``, not by a regular expression over the page)."""
    for tag in ("<title", "<TITLE", "<Title", "<h1", "<H1"):
        at = html.find(tag, 0, _HEAD_CHARS)
        if at >= 0:
            m = _TAG_RE.match(html, at)
            if m is not None:
                return m["text"]
    return None


def _text_title(text: str) -> str | None:
    """A text's title: its first line (its first sentence), its Markdown heading marks or a
    page reader's ``Title:`` taken off; the next non-blank line when the first is a bare
    host name. ``text`` is stripped: its first line is not blank."""
    head = text[:400]
    nl = head.find("\n")
    first = (head if nl < 0 else head[:nl]).strip()
    if nl >= 0 and _HOST_RE.match(first):  # "example.com", then "Verifying you are human"
        first = next((ln for ln in map(str.strip, head[nl:].split("\n", 6)) if ln), first)
    first = first.lstrip("#*= ").rstrip("*= ")
    if first[:6].lower() == "title:":
        return first[6:].strip()
    # "Verifying you are human. This may take a few seconds.": its first sentence
    end = _SENTENCE_END_RE.search(first, 0, _TITLE_CHARS + 1)
    return first if end is None else first[: end.start()]


def _title_kind(title: str) -> str | None:
    """``"status"`` when the title, or a part of it (cut at `` | ``, `` - ``, `` · ``…),
    names an HTTP status, ``"words"`` when it is a bot check's or refusal's title in words,
    else None. A part that opens with no word such a title opens with is let go at once."""
    low = title.lower()
    parts = [low]
    if " | " in low or " - " in low or " – " in low or " — " in low or " · " in low:
        cut = low.replace(" – ", " | ").replace(" — ", " | ").replace(" - ", " | ")
        parts += cut.replace(" · ", " | ").split(" | ")
    kind = None
    for part in parts:
        part = part.strip()
        if not part.startswith(_TITLE_STARTS):
            continue
        part = " ".join(_ENTITY_RE.sub(" ", part).split()).rstrip(".!?…: ")
        if _STATUS_TITLE_RE.fullmatch(part):
            return "status"
        if _WORD_TITLE_RE.fullmatch(part):
            kind = "words"
    return kind


def blocked_page(text: str) -> str | None:
    """Why ``text`` (stripped) is a bot check's, an access-denied or a proxy's error page
    instead of the page asked for, or ``None``.

    Examples
    --------
    >>> blocked_page("# Just a moment...\\n\\nEnable JavaScript and cookies to continue\\n\\n"
    ...              "Ray ID: 8879b1d0cf2a3f11\\nPerformance & security by Cloudflare")
    "a bot-check or access-denied page: 'Just a moment...'"
    >>> blocked_page("<html><head><title>502 Bad Gateway</title></head><body>"
    ...              "<center><h1>502 Bad Gateway</h1></center><hr>nginx</body></html>")
    "an HTTP error page: '502 Bad Gateway'"
    >>> blocked_page("# How Cloudflare's 'Just a moment...' page works\\n\\nRay ID ...") is None
    True
    """
    if not text or text[0] in "{[(\"'":
        return None
    html = text[0] == "<"
    if not html and (
        len(text) > PAGE_WORDS_CHARS
        or not (
            text[:24].lstrip("#*= ").lower().startswith(_OPENINGS)
            or _HOST_LINE_RE.match(text) is not None
        )
    ):
        return None  # most texts end here: a page of prose opens with none of the titles
    title = _html_title(text) if html else _text_title(text)
    if title is None or len(title) > _TITLE_CHARS:
        return None
    kind = _title_kind(title)
    if kind is None:
        return None
    words = _MARKUP_RE.sub(" ", text[:_MARKUP_CHARS]) if html else text
    if len(" ".join(words.split())) > PAGE_WORDS_CHARS:
        return None  # a page of prose whose title happens to read like one
    if kind == "status":
        return f"an HTTP error page: {title.strip()!r}"
    if _SIGN_RE.search(text, 0, _MARKUP_CHARS) is None:
        return None
    return f"a bot-check or access-denied page: {title.strip()!r}"


#: Fields in which a fetch tool (a scraper, a page reader) returns the page it got.
_PAGE_KEYS = (
    "markdown",
    "html",
    "rawHtml",
    "raw_html",
    "content",
    "text",
    "body",
    "page",
    "page_content",
    "raw_content",
    "data",
    "result",
    "output",
    "response",
)
#: At most this many fields in an object whose page fields are looked into.
_PAGE_FIELDS = 12


def blocked_field(d: Mapping[Any, Any]) -> tuple[str, str] | None:
    """``(page, why)`` when a page field of a small object (``markdown``, ``html``,
    ``content``, ``text``, ``body``, ``data``…; at most 12 fields) holds a bot check's, an
    access-denied or a proxy's error page (:func:`blocked_page`) instead of the page asked
    for, whatever the envelope around it says; else ``None``.

    Examples
    --------
    >>> blocked_field({"markdown": "# Just a moment...\\n\\nRay ID: 88 · Cloudflare",
    ...                "metadata": {"statusCode": 403}})[1]
    "`markdown` holds a bot-check or access-denied page: 'Just a moment...'"
    >>> blocked_field({"markdown": "# Plan your visit\\n\\nOpen 10 am to 5 pm."}) is None
    True
    """
    if len(d) > _PAGE_FIELDS:
        return None
    for key in _PAGE_KEYS:
        page = d.get(key)
        if type(page) is str:
            page = page.strip()
            why = blocked_page(page)
            if why is not None:
                return page, f"`{key}` holds {why}"
    return None
