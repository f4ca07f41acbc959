"""One failure from several tools: a source's error repeated by the tools that front it.

The gate keeps a run per tool (design §6), so an agent that meets one failure from several
tools of the same server (an expired token answered by the search, the reader and the lister
alike; a sign-in page in place of every build log) may never call one tool ``k`` times in a
row. The gate therefore also counts the results that **fail the same way**: consecutive
counted results judged useless whose text is one error message (the shape step reads it as an
error, :func:`~uselessdetect.shapes.parse_result`; at least :data:`MIN_CHARS` characters,
compared with case, blanks and identifiers aside). When that run reaches ``k``, the gate trips
on each tool that gave one (from one tool alone, that tool's own run has reached ``k``
already).

Identifiers are the runs of six or more letters, digits, ``_``, ``-``, ``.`` or ``:``
holding a digit (a request or trace id, a timestamp, an address, a quota's counter), and
URLs and absolute paths (the request's target): a server names each request, and an agent
varies them, so one failure seldom repeats byte for byte. An HTML page whose title or
first heading says the service is down (maintenance, unavailable, inactive, bad gateway,
access denied, …) is a failure too, keyed by that heading: the shape step reads such a page
as a page, not an error, and its body may carry the request's id and time. A refused
credential (401 or 403, unauthorized, an invalid or expired token, key or session, …, in an
error of up to 400 characters) is one failure whatever its words: a server's endpoints word
one expired token each their own way.

A useful result from any counted tool ends the run, as does a useless one that is no error or
another error; a result without a verdict leaves it as it is. Empty results and "no results"
("not found") are not such failures: several tools that each find nothing answer "none",
which a task may ask for. Only the ``run`` rule counts so (a sequential rule keeps its
statistic per tool); ``StopGate(across_tools=False)`` turns it off.
"""

from __future__ import annotations

import re
from typing import Any

from .._types import Sample
from ..shapes import parse_result

__all__ = ["MIN_CHARS", "failure_key"]

#: The shortest error text (stripped) read as one source's failure: shorter ones ("Error",
#: "Not found") say too little to tell one failure from another.
MIN_CHARS = 12
#: Characters of an error compared (an error message is short; a 20 MB one is not read whole).
_HEAD = 4096
#: The shape step's reasons for a result that found nothing (not a failure: an answer "none").
_NOTHING = (
    "no result",
    "empty result",
    "failure message (empty)",
    "failure message (no_results)",
    "failure message (not_found)",
)
#: An identifier: a run of six or more word characters, ``-``, ``.`` or ``:`` holding a digit
#: (a request id, ``2026-12-07T10:00:01Z``, ``10.0.3.17:8443``, a quota's counter).
_ID = re.compile(r"\b(?=[\w.:-]*\d)[\w.:-]{6,}\b")
#: A URL or an absolute path (``/api/public/v1/jobs?limit=10``): the request's target.
_TARGET = re.compile(r"""(?:\b[a-z][\w+.-]*://|(?<![\w/.])/(?=[a-z_]))[^\s'"()<>\[\]{},]*""", re.I)
#: A refused credential: one failure whichever words a tool's server puts it in.
_AUTH = re.compile(
    r"\b(?:401|403|unauthori[sz]ed|unauthenticated|not authori[sz]ed|forbidden|access denied"
    r"|bad credentials|invalid_grant|authentication (?:error|failed|failure|required)"
    r"|invalid[ _-](?:api[ _-]?(?:key|token)|token|access[ _-]token|credentials|session)"
    r"|(?:token|session|credentials?) (?:has |have |is )?(?:expired|revoked)"
    r"|expired[ _-](?:token|session)|not (?:logged|signed) in|(?:log|sign)[ -]?in (?:again"
    r"|required))\b",
    re.IGNORECASE,
)
_AUTH_KEY = hash("a refused credential")
#: The longest error read for a refused credential (a long text says more than that).
_AUTH_CHARS = 400
#: Characters of a page searched for its title or first heading.
_PAGE_HEAD = 2000
#: An HTML page whose title or first heading says the service is down.
_DOWN_PAGE = re.compile(
    r"<(?:title|h1)\b[^>]*>[^<]{0,120}\b(?:maintenance|unavailable|inactive|bad gateway"
    r"|gateway time-?out|service error|internal server error|access denied|forbidden)\b"
    r"[^<]{0,120}</(?:title|h1)>",
    re.IGNORECASE,
)


def failure_key(item: Any) -> int | None:
    """The key of the error message ``item`` (a sample, its dict or the text) is, or ``None``
    when it is no error message of :data:`MIN_CHARS` characters or more.

    Examples
    --------
    >>> a = failure_key('{"error": "invalid_token", "error_description": "Token expired"}')
    >>> a == failure_key('{"error":  "invalid_token",  "error_description": "token expired"}')
    True
    >>> failure_key("[]") is None, failure_key("No results found for 'acme'.") is None
    (True, True)
    >>> failure_key("Error 429: quota exceeded (request req_8f3a21)") == failure_key(
    ...     "Error 429: quota exceeded (request req_1c07d9)")
    True
    >>> failure_key("<html><head><title>503 Service Unavailable</title></head>…") is None
    False
    """
    tp = type(item)
    obs = item.observation if tp is Sample else item.get("observation") if tp is dict else item
    if type(obs) is not str or len(obs) < MIN_CHARS:
        return None  # (most useless results that are no failure stop here, cheaply)
    head = obs[:_HEAD].strip()
    if len(head) < MIN_CHARS:
        return None
    parsed = parse_result(obs)
    if parsed.kind != "error":
        if "<" not in head:
            return None
        page = _DOWN_PAGE.search(head, 0, _PAGE_HEAD)
        return None if page is None else hash(" ".join(page.group(0).lower().split()))
    if parsed.reason.startswith(_NOTHING):
        return None
    if len(head) <= _AUTH_CHARS and _AUTH.search(head) is not None:
        return _AUTH_KEY
    return hash(_ID.sub("#", _TARGET.sub("#", " ".join(head.lower().split()))))
