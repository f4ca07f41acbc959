"""Shapes read from plain text: command output, acknowledgements, tables and listings."""

from __future__ import annotations

import csv
import re
from itertools import islice

__all__ = [
    "ITEM_CHARS",
    "MAX_ITEMS",
    "clip",
    "command_parts",
    "connection_failed",
    "is_acknowledgement",
    "is_short_failure",
    "listing_items",
    "norm_text",
    "table_rows",
]

#: Items kept per result, and characters kept per item.
MAX_ITEMS = 50
ITEM_CHARS = 500

_RC_RE = re.compile(r"^<returncode>\s*(-?\d{1,6})\s*</returncode>(.*)$", re.DOTALL)
#: OpenHands' trailer after a command's output: bracketed lines, one of them the exit code
#: ("[The command completed with exit code 1.]", "[Command finished with exit code 1]").
_TRAILER_RE = re.compile(r"(?:\n|^)((?:\[[^\]\n]{1,300}\][ \t]*\n?){1,6})$")
_EXIT_RE = re.compile(
    r"^\[(?:The command completed|Command finished) with exit code (-?\d{1,6})\.?\]", re.M
)
_TAGS = ("<output>", "</output>", "<stdout>", "</stdout>", "<stderr>", "</stderr>")
#: A receipt: a short text (at most 300 characters, 2 lines) whose first sentence (at most
#: 12 words) reports the call's own action done, in one of three shapes: opened by the action
#: word ("OK", "Done.", "Successfully updated issue #12", "Created.", not "Created by …"); a
#: subject of at most four words, then the action word ("Email sent", "File written to a.txt",
#: "Issue #12 has been updated", "Transfer successful", "Patched successfully"), then nothing or
#: where it went ("to user …", "for …", "and executed successfully"); or WebShop's "You have
#: clicked …". A sentence that goes on after "successful" ("growth was successful in 3
#: regions"), says what a third party did ("The company added 300 jobs", "… was written by
#: …"), names a pronoun
#: ("He moved to …") or denies ("cannot be applied") is not a receipt.
_ACK_CHARS = 300
_RECEIPT_WORDS = 12
_RECEIPT_LINES = 2
_DONE = (
    r"saved|sent|created|updated|deleted|removed|added|accepted|booked|cancell?ed|completed|"
    r"submitted|acknowledged|scheduled|written|applied|patched|replaced|executed|moved|copied|"
    r"uploaded|inserted|modified|installed|registered|confirmed|stored|posted|published|queued|"
    r"processed|committed|renamed|edited|appended|transferred|finished|taken|captured"
)
_OPENER_RE = re.compile(
    r"^\W*(ok|okay|done|success|succeeded|successfully|saved|sent|created|updated|deleted|"
    r"removed|added|accepted|booked|cancell?ed|completed|submitted|acknowledged|clicked|typed|"
    r"tapped|pressed|scrolled|swiped|zoomed|hovered|navigated|entered|filled|input(?=\s[^\n:]*\binto\b))\b"
    r"(?!\s+by\b)",
    re.IGNORECASE,
)
_CLICKED_RE = re.compile(r"^\W*you (have )?(clicked|selected)\b", re.IGNORECASE)
#: An HTTP success without a body, as a REST wrapper reports it: the status line alone
#: (``HTTP 204 No Content``, ``HTTP/1.1 200 OK``, ``204 No Content``): what a write answers.
_BARE_SUCCESS_RE = re.compile(
    r"^\W*(?:(?:HTTP(?:/[\d.]{1,3})?\s+)?(?:200\s+OK|204\s+No\s+Content|205\s+Reset\s+Content)"
    r"|HTTP(?:/[\d.]{1,3})?\s+204)\W*$",
    re.IGNORECASE,
)
#: A text environment's report of the agent's own move, in the second person and in lower case
#: ("You arrive at countertop 1.", "You move the metal pot to the sink."; not a title such as
#: "You Belong with Me", nor a state or a need: "You are …", "You need …"), or a thing's new
#: state ("The sink is now activated.").
_YOU_DID_RE = re.compile(
    r"^\W*(?:[Yy]ou\s+(?!(?:are|were|have|had|has|can|could|need|must|should|may|might|will|"
    r"would|do|does|did|seem|see|get|got|want)\b)[a-z]+\b"
    r"|(?:[Tt]he\s+)?(?:[^\s.!?]+\s+){1,3}(?:is|are)\s+now\s+[a-z]+\W*$)"
)
_DONE_RE = re.compile(
    r"^\W*(?!(he|she|they|we|i|it|his|her|their|its|this|that|these|those)\b)"
    r"(?:[^\s.!?]+\s+){1,4}?"  # the subject: what was acted on
    r"(?:(?:has|have)\s+been\s+|(?:was|were|is|are)\s+)?(?:successfully\s+)?"
    rf"(?P<word>{_DONE}|successful|successfully|succeeded|complete|done)\b"
    r"(?P<tail>[^.!?\n]*)",
    re.IGNORECASE,
)
#: What may follow a receipt's verb: nothing, where it went, how it went, an id.
_TAIL_RE = re.compile(
    r"\s*($|(successfully|ok|to|into|for|from|with|as|under|at|and)\b|[:,(#\[])", re.IGNORECASE
)
_BY_RE = re.compile(r"\bby\b", re.IGNORECASE)  # a third party's deed, not the call's
_DENIED_RE = re.compile(r"\b(not|no|never|cannot|can't|\w+n't|unable|failed)\b", re.IGNORECASE)
_SENTENCE_END_RE = re.compile(r"[.!?](?=\s|$)")
#: A short text that reports a failure in words a failure message rarely starts otherwise.
_SHORT_FAIL_RE = re.compile(
    r"^\W*(invalid|error|failed|failure|unable|cannot|can't|could not|no such|denied|"
    r"forbidden|unauthori[sz]ed|not (found|allowed|supported|available)|syntax error)\b",
    re.IGNORECASE,
)
#: How a command-line program opens its one-line failure message: "curl: (6) ",
#: "bash: rg: ", "ls: cannot access 'x': ", "fatal: " (a lower-case program name, a colon).
_PROGRAM_RE = re.compile(
    r"^[a-z][\w.+-]{0,29}:[ \t]+(?:[^\s:]{1,60}:[ \t]+)?(?:\(\d{1,4}\)[ \t]+)?"
)
#: What the operating system or the network says when a program fails (errno texts).
_OS_FAIL_RE = re.compile(
    r"\b(command not found|no such file or directory|permission denied|operation not permitted|"
    r"connection (refused|reset|timed out)|could not resolve host|name or service not known|"
    r"network is unreachable|not a git repository)\b",
    re.IGNORECASE,
)
_SHORT = 200
#: A text of any length that opens by naming a failure: "Error in sending the request: 400".
_FAIL_START_RE = re.compile(
    r"^\W*(traceback \(most recent call|(error|exception|failed|failure)\b[^\n:]{0,60}?"
    r"(:\s|\bwhile\b)|([\w-]+ ){1,2}(error|exception):\s)",
    re.IGNORECASE,
)
#: An exception's name opening a text, then a colon: "ValueError: …", "IMAP4.error: …",
#: "requests.exceptions.ConnectionError: …" (case kept: "Terror: …" is a title).
_EXCEPTION_RE = re.compile(
    r"^\W*(?:[A-Za-z_]\w*\.)*(?:[A-Za-z_]\w*(?:Error|Exception)|(?<=\.)(?:error|exception))"
    r":[ \t]"
)
#: An exception as Python's ``repr`` writes it, the whole of a short text:
#: ``RpcTimeoutError(host: edge-mx2, cmd: get-route-information, timeout: 30)``,
#: ``ConnectionRefusedError(111, 'Connection refused')``.
_EXCEPTION_REPR_RE = re.compile(r"^\W*(?:[A-Za-z_]\w*\.)*[A-Z]\w*(?:Error|Exception)\([^\n]*\)\s*$")
#: A line that opens an item: "1. ", "- ", "* ", "• ", "[B07XYZ]" (a bracketed id or link).
_MARKER = r"\s*(?:\d{1,3}[.)]\s+|[-*•]\s+|\[[^\]\n]{1,60}\]\s*)"
#: An item that says something: its marker if it opens with one (taken whole, never given
#: back: a lookahead's capture matched again, else no marker there — what ``(?>…)?+`` says
#: from Python 3.11 on), then a word (two letters or digits) that ends within 200 characters.
_SAYS_RE = re.compile(
    rf"(?:(?=(?P<marker>{_MARKER}))(?P=marker)|(?!{_MARKER}))[\s\S]{{0,198}}?[^\W_]{{2}}"
)
#: The line break before a line that opens with a marker (after blanks and tabs): where a
#: text ("\n" put before it) is split into items. A pattern that opens with a character is
#: searched for that character first, in C, where one that opens with ``^`` (re.M) would be
#: tried at every position.
_ITEM_BREAK_RE = re.compile(r"\n(?=[ \t]*(?:\d{1,3}[.)][ \t]+|[-*•][ \t]+|\[[^\]\n]{1,60}\]))")
_WORD_RE = re.compile(r"[^\W_]{2,}")
_BLANK_RE = re.compile(r"\n\s*\n")
_LIST_CHARS = 30_000
_URL_RE = re.compile(r"https?://|^\s*title\s*:", re.IGNORECASE | re.MULTILINE)


def norm_text(text: str) -> str:
    """Lower case, runs of whitespace as one space: what "the same text" compares (C-level
    string calls only).

    >>> norm_text("  No   RESULTS.\\n")
    'no results.'
    """
    return " ".join(text.lower().split())


def clip(text: str, n: int = ITEM_CHARS) -> str:
    """``text`` stripped and cut to ``n`` characters."""
    return text.strip()[:n]


def command_parts(text: str) -> tuple[int, str] | None:
    """``(return code, output)`` of ``<returncode>N</returncode><output>…`` text, or of output
    closed by bracketed lines that give the exit code (OpenHands), else None.

    Examples
    --------
    >>> command_parts("<returncode>1</returncode>\\n<output>\\nboom\\n</output>")
    (1, 'boom')

    Output closed by OpenHands' trailer reads the same way:

    >>> end = "[The command completed with exit code 2.]\\n[Command finished with exit code 2]"
    >>> command_parts("boom\\n" + end)
    (2, 'boom')
    """
    m = _RC_RE.match(text)
    if m is None:
        return _trailer_parts(text)
    out = m.group(2).strip()
    for tag in _TAGS:  # the wrapping tags at either end, not every line of a long output
        out = out.removeprefix(tag).removesuffix(tag).strip()
    return int(m.group(1)), out


def _trailer_parts(text: str) -> tuple[int, str] | None:
    """``(exit code, output)`` of output closed by OpenHands' bracketed trailer, else None."""
    if not text.endswith("]") or "exit code" not in text[-400:]:
        return None
    m = _TRAILER_RE.search(text, max(0, len(text) - 1_000))
    code = _EXIT_RE.search(m.group(1)) if m is not None else None
    if m is None or code is None:
        return None
    return int(code.group(1)), text[: m.start()].strip()


def is_acknowledgement(text: str) -> bool:
    """Whether a text has the shape of a receipt: short, its first sentence reporting the
    call's own action done rather than returning data (see the rules above ``_ACK_CHARS``).

    Examples
    --------
    >>> is_acknowledgement("Email sent successfully."), is_acknowledgement("File written")
    (True, True)
    >>> is_acknowledgement("Successfully updated issue #12")
    True
    >>> is_acknowledgement("Sentinel is a 1977 film.")
    False
    >>> is_acknowledgement("Update: the 2024 figures show growth was successful in 3 regions")
    False
    >>> is_acknowledgement("HTTP 204 No Content"), is_acknowledgement("HTTP/1.1 200 OK")
    (True, True)
    >>> is_acknowledgement("HTTP 404 Not Found"), is_acknowledgement("204")
    (False, False)

    A text environment's report of the agent's move, or of a thing's new state:

    >>> [is_acknowledgement(t) for t in ("You arrive at countertop 1. On it, you see a mug 2.",
    ...                                  "The sink is now activated.", "You can't go that way.",
    ...                                  "You Belong with Me is a 2009 song.")]
    [True, True, False, False]
    """
    text = text.strip()
    if len(text) > _ACK_CHARS:
        return False
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if not lines or len(lines) > _RECEIPT_LINES:
        return False
    first = lines[0]
    if _CLICKED_RE.match(first) or (len(lines) == 1 and _BARE_SUCCESS_RE.match(first)):
        return True
    end = _SENTENCE_END_RE.search(first)
    first = first[: end.start()] if end else first
    if len(first.split()) > _RECEIPT_WORDS:
        return False
    if _OPENER_RE.match(first):
        return True
    if _YOU_DID_RE.match(first):
        return _DENIED_RE.search(first) is None  # not "You cannot go that way"
    m = _DONE_RE.match(first)
    if m is None or _DENIED_RE.search(first):
        return False
    if m["word"].lower() in ("successful", "succeeded", "complete", "done"):
        return not m["tail"].strip()  # "Transfer successful", not "… successful in 3 regions"
    tail = m["tail"]  # "… added to user 7 with amount 200"; not "… written and directed by …"
    return _TAIL_RE.match(tail) is not None and _BY_RE.search(tail) is None


def is_short_failure(text: str) -> bool:
    """Whether a text reports a failure: opening with "Error … :" (any length), or a short one
    (≤ 200 characters) opening with a failure word ("Invalid POST request").

    A one-line message of a command-line program counts too: its name, a colon, then a
    failure word or what the system says ("curl: (6) Could not resolve host: x", "bash: rg:
    command not found"); and so does a text opening with "<one or two words> error: " or an
    exception's name ("ValueError: ", "IMAP4.error: ").

    Examples
    --------
    >>> is_short_failure("Invalid POST request"), is_short_failure("Invalidation of a will")
    (True, False)
    >>> is_short_failure("curl: (6) Could not resolve host: x"), is_short_failure("note: see")
    (True, False)
    >>> is_short_failure("Database error: no such column: total")
    True
    >>> is_short_failure("IMAP4.error: b'[AUTHENTICATIONFAILED] Invalid credentials'")
    True
    >>> is_short_failure("Terror: a 1978 British horror film"), is_short_failure("ValueError: x")
    (False, True)
    >>> is_short_failure("RpcTimeoutError(host: edge-mx2, cmd: get-bgp-summary, timeout: 30)")
    True
    >>> is_short_failure("Creed (band)"), is_short_failure("parse(ValueError)")
    (False, False)
    """
    if _FAIL_START_RE.match(text) or _EXCEPTION_RE.match(text):
        return True
    if len(text) > _SHORT:
        return False
    if _SHORT_FAIL_RE.match(text) is not None or _EXCEPTION_REPR_RE.match(text) is not None:
        return True
    program = _PROGRAM_RE.match(text) if "\n" not in text else None
    if program is None:
        return False
    rest = text[program.end() :]  # "curl: (6) Could not resolve host: x" -> "Could not …"
    return _SHORT_FAIL_RE.match(rest) is not None or _OS_FAIL_RE.search(rest) is not None


#: A failed connection, as programs print it (curl, Go's net package, conda, Node.js, ssh).
_CONNECT_FAIL_RE = re.compile(
    r"connection (?:refused|failed|failure|timed out|reset by peer)|couldn't connect to server|"
    r"failed to connect to|could not connect to|unable to connect to|cannot connect to|"
    r"could not resolve host|"
    r"dial tcp \S+: i/o timeout|"
    r"name or service not known|no route to host|network is unreachable|"
    r"temporary failure in name resolution|ECONNREFUSED|ENOTFOUND|EHOSTUNREACH|"
    r"no servers could be reached",  # dig's last line when no resolver answered
    re.IGNORECASE,
)
#: A word of each of :data:`_CONNECT_FAIL_RE`'s failures (lower case): a text without one
#: is no failed connection, told without the pattern's search.
_CONNECT_WORDS = (
    "connect",
    "resol",
    "i/o timeout",
    "not known",
    "no route",
    "unreachable",
    "econnrefused",
    "enotfound",
    "ehostunreach",
    "no servers",
)
#: The longest output read for a failed connection, in characters and lines.
_CONNECT_CHARS = 3_000
_CONNECT_LINES = 20


def connection_failed(text: str) -> bool:
    """Whether a short output (at most 20 lines) tells that its program could not connect: one
    of its last two lines names a failed connection (``dial tcp 127.0.0.1:6060: connect:
    connection refused``, ``curl: (7) Failed to connect to …``), or a line that opens with an
    exception's name does (``CondaHTTPError: HTTP 000 CONNECTION FAILED for url …``). A
    refused attempt early in an output that goes on (curl trying ``::1`` before it connects
    to ``127.0.0.1``) is not such a failure.

    Examples
    --------
    >>> connection_failed("Fetching profile over HTTP from http://localhost:6060/heap\\n"
    ...                   "Get ...: dial tcp 127.0.0.1:6060: connect: connection refused\\n"
    ...                   "failed to fetch any source profiles")
    True
    >>> connection_failed(";; communications error to 10.96.0.10#53: timed out\\n"
    ...                   "; <<>> DiG 9.18.28 <<>> shop.example.com CAA\\n"
    ...                   ";; global options: +cmd\\n;; no servers could be reached")
    True
    >>> connection_failed("Building [payments]...\\nCannot connect to the Docker daemon at "
    ...                   "unix:///var/run/docker.sock. Is the docker daemon running?")
    True
    >>> connection_failed("* connect to ::1 port 3000 failed: Connection refused\\n"
    ...                   "*   Trying 127.0.0.1:3000...\\n* Connected to localhost\\n"
    ...                   "> GET / HTTP/1.1\\n< HTTP/1.1 200 OK\\n\\n{\\"ok\\": true}")
    False
    """
    if len(text) > _CONNECT_CHARS:
        return False
    low = text.lower()  # words one of the failures holds, looked for in C before the pattern
    if not any(map(low.__contains__, _CONNECT_WORDS)) or _CONNECT_FAIL_RE.search(text) is None:
        return False
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > _CONNECT_LINES:
        return False
    if any(_CONNECT_FAIL_RE.search(ln) for ln in lines[-2:]):
        return True
    return any(_EXCEPTION_RE.match(ln) and _CONNECT_FAIL_RE.search(ln) for ln in lines)


#: A download or request its program reports refused: an HTTP failure status (``HTTP 429``,
#: ``(HTTP/2 401 )``, ``status 403``, ``503 Service Unavailable``), a file it could not
#: fetch, a credential refused, a rate limit.
_FETCH_FAIL_RE = re.compile(
    r"\b(?:HTTP(?:/[\d.]+)?|status(?: code)?|response code)[\s:=(]*[45]\d\d\b"
    r"|\b[45]\d\d (?:Forbidden|Unauthorized|Too Many Requests|Not Found|Service Unavailable"
    r"|Bad Gateway|Internal Server Error|Gateway Time-?out)\b"
    r"|failed retrieving file|failed to (?:download|fetch|retrieve)|could not be downloaded"
    r"|(?:token|credentials?|key) (?:has |have |is )?(?:expired|been revoked)"
    r"|too many requests|rate[ -]limit(?:ed)?\b",
    re.IGNORECASE,
)
#: A line's words that say it reports a failure (``error:``, ``[ERROR]``, ``CondaHTTPError``).
_ERROR_MARK_RE = re.compile(
    r"(?:\b|[a-z])(?:error|failed|failure)\b|\b(?:could not|couldn't|unable to|denied)\b",
    re.IGNORECASE,
)
#: Words one of :data:`_FETCH_FAIL_RE`'s failures holds (lower case).
_FETCH_WORDS = (
    "http",
    "status",
    "response code",
    "retriev",
    "fetch",
    "download",
    "expired",
    "revoked",
    "too many",
    "rate",
    "forbidden",
    "unauthorized",
    "not found",
    "unavailable",
    "bad gateway",
    "server error",
    "time-out",
    "timeout",
)
#: Words one of :data:`_ERROR_MARK_RE`'s marks holds (lower case): most outputs hold none,
#: and are let go before any pattern runs.
_MARK_WORDS = ("error", "fail", "could not", "couldn't", "unable to", "denied")


def fetch_failed(text: str) -> bool:
    """Whether a short output (at most 20 lines) tells that its program's request was refused:
    a line that says it failed (``error:``, ``[ERROR]``, ``CondaHTTPError``, "could not")
    names an HTTP failure status, a download that failed, a refused credential or a rate
    limit — a package manager's mirror answering 403 or 429, a cache whose token expired.

    Examples
    --------
    >>> fetch_failed("Collecting package metadata (repodata.json): failed\\n\\n"
    ...              "CondaHTTPError: HTTP 429 TOO MANY REQUESTS for url <https://x/repodata.json>")
    True
    >>> fetch_failed("error: Unable to load summary from remote corp: Server returned status "
    ...              "403: Forbidden")
    True
    >>> fetch_failed("Downloaded 3 packages\\nHTTP 200 OK\\nDone")
    False
    >>> fetch_failed("status: 404 pages checked, 0 errors")
    False
    """
    if len(text) > _CONNECT_CHARS:
        return False
    low = text.lower()
    if not any(map(low.__contains__, _MARK_WORDS)) or not any(map(low.__contains__, _FETCH_WORDS)):
        return False
    if _FETCH_FAIL_RE.search(text) is None:
        return False
    lines = [ln for ln in text.splitlines() if ln.strip()]
    if len(lines) > _CONNECT_LINES:
        return False
    return any(_FETCH_FAIL_RE.search(ln) and _ERROR_MARK_RE.search(ln) for ln in lines)


#: Characters at the end of an output read for its last log line.
_LOG_TAIL_CHARS = 3_000
#: A log line's start: a timestamp (ISO 8601 or ``2025/03/11 11:32:08``), then its level.
_LOG_LINE_RE = re.compile(
    r"^\[?\d{4}[-/]\d\d[-/]\d\d[T ]\d\d:\d\d:\d\d\S*\]?\s+\[?([A-Z]{4,8})\]?(?=[\s:])",
    re.MULTILINE,
)


def died_fatally(text: str) -> bool:
    """Whether an output's last log line (a timestamp, then a level) is at level ``FATAL`` or
    ``PANIC``: the program logged why it could not go on, and stopped (Trivy's ``…\tFATAL\t
    Fatal error\trun error: … TOOMANYREQUESTS``). A fatal line followed by more log lines is
    not such an end.

    Examples
    --------
    >>> died_fatally("2025-03-11T11:32:08Z\\tINFO\\tDownloading DB...\\n"
    ...              "2025-03-11T11:32:08Z\\tFATAL\\tFatal error\\tinit error: TOOMANYREQUESTS\\n")
    True
    >>> died_fatally("2025-03-11T11:32:08Z FATAL retrying\\n2025-03-11T11:32:09Z INFO done")
    False
    """
    if _LOG_LINE_RE.match(text) is None or ("FATAL" not in text and "PANIC" not in text):
        return False  # an output of log lines opens with one
    levels = _LOG_LINE_RE.findall(text, max(0, len(text) - _LOG_TAIL_CHARS))
    return bool(levels) and levels[-1] in ("FATAL", "PANIC")


def table_rows(lines: list[str]) -> list[str] | None:
    """Rows of CSV / TSV / pipe-table text (≥ 3 lines with the same delimiter count), or None.

    Examples
    --------
    >>> table_rows(["id,name,price", "1,pen,2", "2,ink,5"])
    ['id,name,price', '1,pen,2', '2,ink,5']
    """
    rows = [ln for ln in lines[: 2 * MAX_ITEMS] if ln and ln.strip(" \t|:+-")]
    if len(rows) < 3:
        return None
    first = rows[0]
    if "\t" not in first and "|" not in first and "," not in first and "  " not in first:
        return None  # no delimiter, no quoted field's comma, no gap between columns
    head = rows[:12]
    for delim in ("\t", "|", ","):
        n = head[0].count(delim)
        # one comma a line is a two-column CSV only without the space that follows a
        # comma in prose
        least = 2 if delim == "," and any(", " in ln for ln in head) else 1
        if n >= least and all(ln.count(delim) == n for ln in head):
            return [clip(r) for r in rows[:MAX_ITEMS]]
    if _quoted_csv(head) or _aligned(head):
        return [clip(r) for r in rows[:MAX_ITEMS]]
    return None


def _quoted_csv(head: list[str]) -> bool:
    """CSV whose fields quote their commas (``1,"Hi, all",2``): the same number of fields,
    three or more, on every line, read as CSV."""
    if not all('"' in ln for ln in head[1:]) or "," not in head[0]:
        return False
    sizes = {len(row) for row in csv.reader(head)}
    return len(sizes) == 1 and sizes.pop() >= 3


_COLUMN_GAP = re.compile(r"\S(?: {2,}|\t)(?=\S)")


def _aligned(head: list[str]) -> bool:
    """Columns aligned by spaces (``kubectl get``, ``docker ps``, ``ps``): every line splits
    at runs of two or more spaces into the same number of fields, three or more.

    Examples
    --------
    >>> _aligned(["NAME    READY   STATUS", "web-1   1/1     Running", "web-2   0/1     Error"])
    True
    >>> _aligned(["One sentence.  Two here.", "Three now.  Four.", "Five.  Six."])
    False
    """
    gaps = len(_COLUMN_GAP.findall(head[0].strip()))
    if gaps < 2:  # most texts end here, on their first line
        return False
    return all(len(_COLUMN_GAP.findall(ln.strip())) == gaps for ln in head[1:])


#: A column name of a command's table: capitals, digits and ``_ # % . / ( ) -``, words one
#: space apart (``CONTAINER ID``, ``NODELIST(REASON)``, ``# OF CONTAINERS``).
_HEADER_FIELD = r"[A-Z#][A-Z0-9_#%./()-]*(?: [A-Z0-9_#%./()-]+)*"
_HEADER_RE = re.compile(rf"^{_HEADER_FIELD}(?:(?: {{2,}}|\t+){_HEADER_FIELD}){{2,}}$")
_HEADER_CHARS = 300


def header_only(text: str) -> bool:
    """Whether a command's output is a table's header and no row: what ``docker ps``,
    ``podman images``, ``squeue`` or ``argo list`` print when there is nothing to list —
    one line of three or more capitalised column names, two or more spaces (or a tab)
    apart.

    Examples
    --------
    >>> header_only("CONTAINER ID   IMAGE   COMMAND   CREATED   STATUS   PORTS   NAMES")
    True
    >>> header_only("NAME    READY   STATUS\\nweb-1   1/1     Running")
    False
    >>> header_only("WARNING  Disk almost full  check /var")
    False
    """
    text = text.strip()
    return len(text) <= _HEADER_CHARS and "\n" not in text and _HEADER_RE.match(text) is not None


#: A numeric text's token: a number, with a name and ``=`` or ``:`` before it, brackets,
#: commas or a unit after it.
_NUMERIC_TOKEN = re.compile(r"^[\[(]*(?:[A-Za-z_]\w{0,11}[=:])?[-+]?\d[\d.,:eE+-]*[%)\],]*\w{0,3}$")


def is_numeric_output(text: str) -> bool:
    """Whether a text is numbers (what a computation printed: ``412 [71.5, 64.0]``,
    ``W=0.9912 p=0.01379``): at most 20 lines, and four in five of its tokens numbers.

    Examples
    --------
    >>> is_numeric_output("74.10 9.87 -0.32 0.42"), is_numeric_output("W=0.9912 p=0.01379")
    (True, True)
    >>> is_numeric_output("Creed formed in 1994 in Tallahassee.")
    False
    """
    first = text[:40].split(None, 1)
    if not first or not _NUMERIC_TOKEN.match(first[0]):  # a page fails on its first word
        return False
    if text.count("\n", 0, 4_000) >= 20:
        return False
    head = text[:120].split()[:8]  # then on its first words: no need to read on
    if sum(1 for t in head if _NUMERIC_TOKEN.match(t)) < 0.8 * len(head):
        return False
    tokens = text[:4_000].split()
    numbers = sum(1 for t in tokens if _NUMERIC_TOKEN.match(t))
    return numbers >= 0.8 * len(tokens)


def _blocks(text: str) -> list[str] | None:
    """Blank-line separated blocks of search results (≥ 2 carrying a URL or a title)."""
    blocks = [b for b in _BLANK_RE.split(text, MAX_ITEMS)[:MAX_ITEMS] if b.strip()]
    if len(blocks) >= 2 and sum(_URL_RE.search(b) is not None for b in blocks) >= 2:
        return [clip(b) for b in blocks]
    return None


def listing_items(text: str) -> list[str] | None:
    """The items of a listing (numbered, bulleted or bracketed lines; URL blocks), or None.

    An item runs from a marker line to the next; a listing has at least three marker lines
    and two items that hold a word besides their marker (a page's "[Next >]" button does
    not).

    Examples
    --------
    >>> listing_items("1. Paris, capital of France\\n2. Lyon, a city in France\\n"
    ...               "3. Nice, a city on the coast")
    ['1. Paris, capital of France', '2. Lyon, a city in France', '3. Nice, a city on the coast']
    """
    text = text[:_LIST_CHARS]
    # what comes before the first marker line, then each item up to the next marker line:
    # the first 2 * MAX_ITEMS items (the last of them ends where the next begins), the rest
    parts = _ITEM_BREAK_RE.split("\n" + text, 2 * MAX_ITEMS + 1)
    if len(parts) > 3:  # three marker lines or more
        items = [p.strip()[:ITEM_CHARS] for p in parts[1 : 2 * MAX_ITEMS + 1]]  # each clipped
        said = list(filter(_SAYS_RE.match, items))[:MAX_ITEMS]  # (_says_something, in C)
        if len(said) >= 2:
            return said
    return _blocks(text) or _bare_names(text)


#: A bare name's line: at most this many characters and words, and no sentence in it.
_NAME_CHARS = 60
_NAME_TOKENS = 6
_LINE_RE = re.compile(r"[^\n]+")
#: Not a bare name: a sentence, a setting, markup, a button or a price.
_NOT_NAME_RE = re.compile(r"[.!?;:,]$|[.!?;,]\s|[=<>{}\[\]$]|://")


def _bare_names(text: str) -> list[str] | None:
    """Lines that are each a bare name (a table's, a file's, a title: short, no sentence),
    three or more, one per line, an optional heading ending in ``:`` above them; else None.

    Examples
    --------
    >>> _bare_names("Tables:\\ncustomers\\norders\\norder_items")
    ['customers', 'orders', 'order_items']
    >>> _bare_names("Paris is the capital.\\nIt is large.\\nIt is old.") is None
    True
    """
    lines: list[str] = []
    first = True
    for raw in islice(_LINE_RE.finditer(text), 2 * MAX_ITEMS + 2):  # lazily: most texts
        ln = raw.group().strip()  # fail on their first or second line
        if not ln:
            continue
        if first and ln.endswith(":") and len(ln) <= _NAME_CHARS:
            first = False  # a heading, left out
            continue
        first = False
        if len(ln) > _NAME_CHARS or len(ln.split()) > _NAME_TOKENS or _NOT_NAME_RE.search(ln):
            return None
        lines.append(ln)
    said = [clip(ln) for ln in lines if _WORD_RE.search(ln)][:MAX_ITEMS]
    return said if len(said) >= 3 else None


def _says_something(item: str) -> bool:
    """Whether an item holds a word within 200 characters after its marker (one match).

    Examples
    --------
    >>> _says_something("1. Paris"), _says_something("[Next >]")
    (True, False)
    """
    return _SAYS_RE.match(item) is not None
