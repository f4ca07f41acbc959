"""Recognise empty results and tool failure messages ("Could not find [X]", "No results", …).

On real logged ReAct runs most useless results are such messages; they repeat the query's
words, so an overlap signal alone would call them useful. Every detector that reads the
observation consults :func:`is_failure_message` first.
"""

from __future__ import annotations

import re

__all__ = ["FAILURE_PATTERNS", "failure_kind", "is_failure_message"]

#: (kind, pattern) pairs, tried in order on the start of the stripped observation.
#: Patterns are anchored at the start: a failure message *is* the result, whereas a real
#: paragraph that mentions "not found" somewhere is not a failure message.
FAILURE_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = tuple(
    (kind, re.compile(pattern, re.IGNORECASE))
    for kind, pattern in (
        ("not_found", r"^(could not|couldn't|cannot|can't|unable to) (find|locate|retrieve)\b"),
        (
            "not_found",
            r"^(the )?(last )?(page|article|document|entity|entry)\b.{0,60}\b"
            r"(was )?not (found|exist)",
        ),
        ("not_found", r"^(page|article|document|entity|entry|resource) not found\b"),
        ("not_found", r"^(404|not found)\b"),
        (
            "not_found",
            r"^(the )?(page|article|document|entity|entry|topic)\b.{0,80}\b"
            r"(does not|doesn't|did not|didn't) exist",
        ),
        ("not_found", r"^there (is|was) no (such )?(page|article|document|entry|entity)\b"),
        (
            "not_found",
            r"^sorry\b.{0,40}\b(could not|couldn't|cannot|can't|unable to|"
            r"no (results?|information|pages?|matches))",
        ),
        (
            "no_results",
            r"^(no|zero|0) (search )?(results?|matches|hits|documents|pages|entries|items)"
            r"( were| was)?( found| returned| available)?\b",
        ),
        (
            "no_results",
            r"^(your search|the search|search) .{0,40}(did not|didn't) "
            r"(match|return|find)",
        ),
        (
            "no_results",
            r"^(there (are|were|is) )?no (relevant |matching )?(results?|information|"
            r"matches|pages?|documents?)\b",
        ),
        (
            "no_results",
            r"^(found|returned|retrieved|fetched|(the )?(query|search) returned) (no|zero|0) "
            r"(results?|matches|hits|documents?|pages?|entries|rows?|records?)\b",
        ),
        ("no_results", r"^\(0 rows?\)"),
        # pandas' empty frame and series: ``Empty DataFrame\nColumns: […]\nIndex: []``
        ("no_results", r"^empty dataframe\ncolumns: \[[^\n]*\]\nindex: \[\]\s*$"),
        ("no_results", r"^series\(\[\], (name: [^\n]*, )?dtype: \w+\)\s*$"),
        ("no_results", r"^nothing (was )?found\b"),
        ("no_results", r"^no more (results|matches)\b"),
        (
            "no_results",
            r"^(the )?(search|query|tool|lookup)( returned| found)? (no|zero|0) "
            r"(results?|matches|hits|documents|pages)\b",
        ),
        ("invalid_action", r"^invalid (action|input|query|request|tool)\b"),
        ("invalid_action", r"^(unknown|unsupported|unrecogni[sz]ed) (action|tool|command)\b"),
        (
            "error",
            r"^(an? )?(runtime |fatal |internal |unexpected |server )?(error|exception|failure)"
            r"( occurred)?\s*[:!(\[-]",
        ),
        ("error", r"^(an? )?(unexpected |internal )?error (occurred|has occurred|while)\b"),
        ("error", r"^traceback \(most recent call"),
        # a program's last word in logfmt: ``time="…" level=fatal msg="…"``
        ("error", r'^(?:(?:time|ts)="?[^"\s]{1,40}"?\s+)?(?:level|lvl)=(?:fatal|panic)\b'),
        # a Go program's one line before it exits (``log.Fatal``: ``2025/03/12 09:20:11 Failed
        # to create file system …``; rclone's ``… CRITICAL: …``): the line is the whole output
        (
            "error",
            r"^\d{4}/\d\d/\d\d \d\d:\d\d:\d\d(?:\.\d+)? (?:(?:error|critical|fatal)\s*:\s*)?"
            r"(?:failed to|fatal\b|error\b|critical\b)[^\n]*$",
        ),
        ("error", r"^(mcp|json-?rpc) error\b\s*(-?\d{1,6})?\s*:"),
        ("error", r"^(access|permission) denied\b"),
        ("error", r"^(internal server error|service unavailable|bad gateway|bad request)\b"),
        ("error", r"^(forbidden|unauthori[sz]ed)\s*($|[.:!(\[-])"),
        ("error", r"^(http|status)( error)?[ :]*[45]\d\d\b"),
        ("error", r"^[45]\d\d (error|bad|internal|service|not|forbidden|unauthori[sz]ed)\b"),
        (
            "timeout",
            r"^(the )?(request |connection |query |operation |execution |search )?(has )?"
            r"(timed out|timeout|time-out)\b",
        ),
        ("timeout", r"^(connection|network) (error|refused|reset|failed|failure)\b"),
        ("rate_limit", r"^(rate limit|too many requests|quota exceeded)\b"),
    )
)

#: A titled page with a disambiguating qualifier, the way search tools show one:
#: "Failure (band): …", "404 (film): …". Not a failure message, whatever its title says.
#: Python's "Traceback (most recent call last):" has that form and is no title.
_TITLED_RE = re.compile(
    r"^(?!Traceback \(most recent call)[^:\n()]{1,100}\([A-Za-z][A-Za-z .'-]{0,40}\):\s"
)

_EMPTY_RE = re.compile(r"^[\s\W]*(none|null|nil|n/a|empty|\[\]|\{\})?[\s\W]*$", re.IGNORECASE)

# All failure patterns as one alternation: it matches exactly when one of them does, so one
# search in C rules out the common case (a real result) instead of ~25 calls from Python;
# the ordered loop then runs only on failure messages, to name the first kind that matches.
_ANY_FAILURE_RE = re.compile(
    "|".join(f"(?:{pattern.pattern})" for _, pattern in FAILURE_PATTERNS), re.IGNORECASE
)


def failure_kind(observation: str) -> str | None:
    """Name the kind of failure message ``observation`` is, or ``None`` for a real result.

    Kinds: ``empty``, ``not_found``, ``no_results``, ``invalid_action``, ``error``,
    ``timeout``, ``rate_limit``.

    Examples
    --------
    >>> failure_kind("Could not find [Urge Overkill's second EP]. Similar: ['Stull (EP)']")
    'not_found'
    >>> failure_kind("No Results")
    'no_results'
    >>> failure_kind("No items found matching query: 'sparse autoencoders'")
    'no_results'
    >>> failure_kind("Empty DataFrame\\nColumns: [sku, qty]\\nIndex: []")
    'no_results'
    >>> failure_kind("Series([], Name: revenue, dtype: float64)")
    'no_results'
    >>> failure_kind("   ")
    'empty'
    >>> failure_kind("Stull is the second extended play by Urge Overkill.") is None
    True
    >>> failure_kind("Traceback (most recent call last):\\n  File \\"a.py\\", line 1\\nKeyError: 1")
    'error'
    >>> failure_kind('MCP error -32603: relation "shipments" does not exist')
    'error'
    >>> failure_kind('2025/03/12 09:20:11 Failed to create file system for "gdrive:": '
    ...              'could not fetch token: "Token has been expired or revoked."')
    'error'
    >>> failure_kind('2025/03/12 09:20:11 Failed to load config, using defaults\\nid\\n1')
    >>> failure_kind('time="2025-03-06T09:10:03Z" level=fatal msg="rpc error: token is expired"')
    'error'
    """
    text = observation.strip()
    if len(text) < 64 and _EMPTY_RE.match(text):
        return "empty"
    if _TITLED_RE.match(text):
        return None  # "Error (band): Error is a band…": a page whose title names a failure
    head = text[:200]
    if not _ANY_FAILURE_RE.search(head):
        return None
    for kind, pattern in FAILURE_PATTERNS:
        if pattern.search(head):
            return kind
    return None


def is_failure_message(observation: str) -> bool:
    """Whether ``observation`` is an empty result or a tool failure message.

    Examples
    --------
    >>> is_failure_message("Invalid Action. Valid Actions are Lookup[<topic>] and Finish[<x>].")
    True
    >>> is_failure_message("Errors and Omissions is the second album by the band.")
    False
    """
    return failure_kind(observation) is not None
