"""Pages that stand in for the page asked for: a bot check, an access refusal, a proxy's
error, a login wall, a page the server sent with an error status.

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

A login wall ("Sign in", "Log in", "Please log in", "Sign in to continue"…) is read the same
way: its title, on a page of at most :data:`LOGIN_WORDS` words that shows a login form's words
(a password, an email, "forgot", "sign up"…); a page a browser shows the agent to act on is
no wall (there the agent may log in). :func:`blocked_field` also reads a scraper's metadata
beside the page (Firecrawl's ``metadata.statusCode``): a 4xx or 5xx status says the page is
the server's error page.

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
    "sign",
    "log",
    "please log",
    "please sign",
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
#: A login wall's title (the title's part, whole): "Sign in", "Log in", "Login", "Please log
#: in", "Sign in to continue", "Sign in to your account", "Log in to GitHub", "Login required".
_LOGIN_TITLE_RE = re.compile(
    r"(?:please )?(?:(?:sign|log)[ -]?in(?: (?:to|into) [\w .'/&-]{1,40})?|login)"
    r"(?: required| to continue)?"
)
#: A sign of a login form on the page: the fields and links such a form has.
_FORM_RE = re.compile(
    r"password|passcode|passkey|e-?mail|username|user name|phone number|forgot|remember me|"
    r"sign[ -]?up|create (?:an |your )?account|single sign-on|\bsso\b|"
    r"continue with",
    re.IGNORECASE,
)
#: The most words a login wall holds (its form, a few links, a footer), markup aside.
LOGIN_WORDS = 250
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
    ``"login"`` when it is a login wall's, else None. A part that opens with no word such a
    title opens with is let go at once."""
    low = title.lower()
    parts = [low]
    if " | " in low or " - " in low or " – " in low or " — " in low or " · " in low or " • " in low:
        cut = low.replace(" – ", " | ").replace(" — ", " | ").replace(" - ", " | ")
        parts += cut.replace(" · ", " | ").replace(" • ", " | ").split(" | ")
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
        elif kind is None and _LOGIN_TITLE_RE.fullmatch(part):
            kind = "login"
    return kind


_H1_RE = re.compile(r"^#[ \t]+([^\n]{1,200})$", re.M)


def _other_heading(text: str) -> bool:
    """Whether a Markdown text whose first line is no heading has a first-level heading below
    it that is no login wall's title: the page's own, below a "Log in" of the site's menu."""
    nl = text.find("\n")
    if nl < 0 or text[0] == "#":
        return False
    return any(_title_kind(m[1]) != "login" for m in _H1_RE.finditer(text, nl))


#: A page that sends the browser on to a sign-in address at once (a ``<meta>`` refresh or a
#: script setting ``window.location``): what an app serves an API call whose token it no
#: longer takes (Jenkins' ``/login?from=…``).
_SIGN_IN_REDIRECT_RE = re.compile(
    r"(?:http-equiv=[\"']?refresh[\"']?[^>]{0,40}content=[\"']?\d{1,3}\s*;\s*url="
    r"|window\.location(?:\.href)?\s*=\s*[\"']|window\.location\.(?:replace|assign)\(\s*[\"'])"
    r"(?P<url>[^\"'>\s]{0,200}?/(?:login|log-in|signin|sign-in|sign_in|sso|auth|oauth2?|"
    r"authorize|saml|cas/login|session/new)\b[^\"'>\s]{0,300})",
    re.IGNORECASE,
)


def blocked_page(text: str, *, login: bool = True) -> str | None:
    """Why ``text`` (stripped) is a bot check's, an access-denied or a proxy's error page, or
    (``login``: a page fetched, not one a browser shows the agent to act on) a login wall,
    instead of the page asked for; or ``None``.

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
    >>> blocked_page("# Sign in\\n\\nEmail\\n\\nPassword\\n\\n[Forgot password?](/reset)")
    "a login page instead of the page asked for: 'Sign in'"
    >>> blocked_page("<html><head><meta http-equiv='refresh' content='1;url=/login?from=%2Fjob"
    ...              "%2Fapi%2Fjson'/></head><body>Authentication required</body></html>")
    "a redirect to sign in instead of the page asked for: '/login?from=%2Fjob%2Fapi%2Fjson'"
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
    if html and login:
        to = _SIGN_IN_REDIRECT_RE.search(text, 0, _HEAD_CHARS)
        if to is not None and len(_MARKUP_RE.sub(" ", text[:_MARKUP_CHARS]).split()) <= LOGIN_WORDS:
            return f"a redirect to sign in instead of the page asked for: {to['url'][:80]!r}"
    title = _html_title(text) if html else _text_title(text)
    if title is None or len(title) > _TITLE_CHARS:
        return None
    kind = _title_kind(title)
    if kind is None or (kind == "login" and not login):
        return None
    words = _MARKUP_RE.sub(" ", text[:_MARKUP_CHARS]) if html else text
    split = words.split()
    if len(" ".join(split)) > PAGE_WORDS_CHARS:
        return None  # a page of prose whose title happens to read like one
    if kind == "status":
        return f"an HTTP error page: {title.strip()!r}"
    if kind == "login":
        if len(split) > LOGIN_WORDS or _FORM_RE.search(words) is None:
            return None  # a page with a "Sign in" link at its top, or no form
        if not html and _other_heading(text):
            return None  # "Log in" from the site's menu, then the page's own heading
        return f"a login page instead of the page asked for: {title.strip()!r}"
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
#: Where a scraper says what HTTP status the page it got came with (Firecrawl's
#: ``metadata.statusCode``): an object beside the page, and its status fields.
_METADATA_KEYS = ("metadata", "meta")
_STATUS_KEYS = ("statusCode", "status_code", "status", "httpStatusCode", "http_status")
#: At most this many fields in a page's metadata that is looked into.
_META_FIELDS = 64


def _http_status(meta: Mapping[Any, Any]) -> tuple[str, int] | None:
    """The first status field of a page's metadata that holds an HTTP status (an integer,
    or a string of three digits, from 100 to 599), with its code; ``None`` when none does
    (``"status": "published"`` is no HTTP status)."""
    for key in _STATUS_KEYS:
        code = meta.get(key)
        if type(code) is str and len(code) == 3 and code.isdecimal():  # "²" int() refuses
            code = int(code)
        if type(code) is int and 100 <= code <= 599:
            return key, code
    return None


def _error_status(d: Mapping[Any, Any], key: str) -> str | None:
    """Why the page in ``d[key]`` is the server's error page: its metadata's HTTP status is
    4xx or 5xx; else ``None``."""
    for meta_key in _METADATA_KEYS:
        meta = d.get(meta_key)
        if isinstance(meta, Mapping) and len(meta) <= _META_FIELDS:
            status = _http_status(meta)
            if status is not None:
                name, code = status
                if code < 400:
                    return None
                return f"`{key}` holds the server's error page (`{meta_key}.{name}` is {code})"
    return None


def blocked_field(d: Mapping[Any, Any]) -> tuple[str, str] | None:
    """``(page, why)`` when a page field of a small object (``markdown``, ``html``,
    ``content``, ``text``, ``body``, ``data``…; at most 12 fields) holds a bot check's, an
    access-denied or a proxy's error page or a login wall (:func:`blocked_page`) instead of
    the page asked for, whatever the envelope around it says, or a page whose metadata beside
    it (``metadata`` or ``meta``: ``statusCode``, ``status_code``, ``status``…) gives a 4xx
    or 5xx HTTP status: the server's error page; else ``None``.

    Examples
    --------
    >>> blocked_field({"markdown": "# Just a moment...\\n\\nRay ID: 88 · Cloudflare",
    ...                "metadata": {"statusCode": 403}})[1]
    "`markdown` holds a bot-check or access-denied page: 'Just a moment...'"
    >>> blocked_field({"markdown": "# Plan your visit\\n\\nOpen 10 am to 5 pm."}) is None
    True
    >>> blocked_field({"markdown": "# Page not there", "metadata": {"statusCode": 404}})[1]
    "`markdown` holds the server's error page (`metadata.statusCode` is 404)"
    >>> blocked_field({"markdown": "# Tickets", "metadata": {"status": "published"}}) is None
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
            why = _error_status(d, key)
            if why is not None:
                return page, why
    return None
