"""Errors that reject the call, not the source: the agent asked wrongly, the source still works.

A tool that answers "Invalid action!", "validation error: `limit` must be an integer" or "no
such column: nme" has not failed silently: it has told the agent that *this call* was
malformed, and an agent that fixes its call gets an answer. Such an error is no evidence that
the source failed — unless the agent makes the same call again, which is a loop whatever the
source. :func:`rejected_call` reads the error's words; :func:`call_key` is what "the same
call" means (the call's arguments, whitespace and case aside).

Errors that say the source itself failed — "No results", a quota, a timeout, a server error,
"Endpoint … does not exist", "not found" — are not rejected calls: they stay useless.
"""

from __future__ import annotations

import re

from ._text import norm_text

__all__ = ["call_key", "rejected_call"]

#: The words of an error that rejects the call as malformed (case-insensitive, anywhere in the
#: first :data:`_CHARS` characters). Not "not found" or "does not exist" in general: those
#: may as well say the source has nothing, and stay useless; only a database's own phrasing
#: for a quoted column, table or function the query named wrongly is a rejected call.
REJECTED_RE = re.compile(
    r"\b(?:invalid[ _](?:action|arguments?|param(?:eter)?s?|input|request|syntax|query|command|"
    r"json|format|value|option|field|tool|function|name|identifier|id|type|(?:post|get) request)"
    r"|(?:is )?not a valid\b"
    r"|validation (?:error|failed)|failed validation|validationerror"
    r"|syntax ?error|error in (?:your )?(?:\w+ )?syntax"
    # a database naming what the query got wrong: a column, table or function it does not
    # have (a quoted name: PostgreSQL's "does not exist", MySQL's "doesn't exist")
    r"|\b(?:column|relation|table|function)\s+\\?[\"'`][^\"'`\n]{1,80}\\?[\"'`]\s+"
    r"(?:does not|doesn't) exist"
    r"|column reference \S{1,80} is ambiguous|missing FROM-clause entry"
    r"|missing (?:\d+ |a )?required|required (?:argument|parameter|field|property)"
    r"|unexpected (?:keyword )?argument"
    r"|(?:unknown|unrecognized|unrecognised|unsupported) (?:argument|param(?:eter)?|option|"
    r"field|column|function|tool|action|command|operator|key|flag)"
    r"|no such (?:column|table|function|tool|option|command|file|attribute)"
    r"|must be (?:an? |one of\b|of type\b)?(?:integer|number|string|boolean|list|array|object|"
    r"valid|positive|non-negative|one of)"
    r"|malformed|bad request)",
    re.IGNORECASE,
)
_CHARS = 600
#: Words that say the source refuses whatever the call: credentials, permissions, limits. An
#: error that says so is a source failure even when it names the request invalid (Stripe's
#: ``invalid_request_error`` for a bad API key or a rate limit).
SOURCE_REFUSES_RE = re.compile(
    r"\b(?:api[ _-]?key\b|unauthori[sz]ed|unauthenticated|not authenticated"
    r"|authentication (?:failed|required|error|credentials)|invalid credentials|forbidden"
    r"|permission denied|insufficient permissions?|access (?:is )?denied|rate[ _-]?limit"
    r"|too many requests|quota\b|(?:token|key|session|credentials?) (?:has |is |was )?"
    r"(?:expired|been revoked|revoked)|expired (?:token|key|session|credentials)"
    r"|invalid[ _-]?auth(?:entication)?[ _-]?token"
    # a credential by its kind (Foursquare's "Invalid request token.", OAuth's
    # "invalid_token"); not a parser's "invalid token", which rejects the input
    r"|invalid[ _-](?:(?:access|bearer|request|refresh|session|oauth|api|id|client|user|"
    r"security)[ _-]){1,2}token|\binvalid_token\b"
    # the caller's address is not on the source's allow list (Namecheap's "Invalid request
    # IP: 34.82.117.9"): the account refuses, whatever the call asks
    r"|invalid (?:request|client|source|caller) ip\b|ip (?:address )?(?:is )?not "
    r"(?:whitelisted|allowlisted|allowed|authori[sz]ed|permitted)"
    # whatever has expired (a sandbox, a container, a session by its id), the source is gone
    r"|(?:is|has|was) (?:now )?expired)",
    re.IGNORECASE,
)


def rejected_call(text: str) -> bool:
    """Whether an error's text says the call was malformed (the source itself still works).

    Examples
    --------
    >>> [rejected_call(t) for t in ("Invalid action!", "no such column: nme",
    ...     "Error: `limit` must be an integer", "No results found.", "Rate limit exceeded")]
    [True, True, True, False, False]
    >>> [rejected_call(t) for t in ('column "nme" does not exist',
    ...     "Table 'shop.orders2' doesn't exist", "Endpoint '/v2/x' does not exist")]
    [True, True, False]
    >>> rejected_call('{"message": "Invalid API Key provided", "type": "invalid_request_error"}')
    False
    >>> rejected_call('{"error": {"code": "InvalidAuthenticationToken", "message": "Lifetime '
    ...               'validation failed, the token is expired."}}')
    False
    >>> [rejected_call(t) for t in ('{"message": "Invalid request token."}',
    ...     '{"error": "invalid_token"}', "SyntaxError: invalid token")]
    [False, False, True]
    >>> rejected_call('{"error": {"message": "Container cntr_67d2 is expired. Create a new '
    ...               'container to continue.", "type": "invalid_request_error"}}')
    False
    """
    return (
        REJECTED_RE.search(text, 0, _CHARS) is not None
        and SOURCE_REFUSES_RE.search(text, 0, _CHARS) is None
    )


def call_key(query: str) -> int | None:
    """What makes two calls of one tool "the same call": their arguments, whitespace and case
    aside; ``None`` for a call without arguments (its sameness cannot be told).

    Examples
    --------
    >>> call_key("SELECT  name FROM t") == call_key("select name from t"), call_key("  ")
    (True, None)
    """
    norm = norm_text(query)
    return hash(norm) if norm else None
