"""The detector for a tool one does not know yet: its result's shape decides how it is read."""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Sequence
from functools import lru_cache
from typing import Any, ClassVar

import numpy as np

from .._checks import check_number
from .._types import KEYED_ARGUMENTS, Sample
from ..shapes import (
    Parsed,
    Seen,
    SeenCalls,
    call_key,
    calls_of,
    fingerprint,
    parse_result,
    rejected_call,
)
from ..shapes._fingerprint import SAME_TEXT
from ..shapes._output import timed_out
from ..shapes._source import (
    FUNCTION_WORDS,
    holds_sentences,
    looks_like_source,
    reads_as_rows,
    reads_as_values,
)
from ..shapes._values import RECORDS_REASON
from ..text import content_stems
from ._base import Detector
from ._lexical import LexicalDetector, _asked
from ._novelty import fails_again, repeat_reason
from ._shape_views import unmarked

__all__ = ["DefaultDetector"]

#: Score of a command's output, a record or a table that is new and no error: useful, though
#: not as surely as a page that holds every word asked for.
DATA_SCORE = 0.2
#: A listing whose items hold at most this many content words each (median) is a list of
#: names: page titles, a table of contents, file names, ids.
NAME_WORDS = 4
#: Share of a name's words that the question or query must hold for the name to match.
NAME_MATCH = 0.5
_NOT_NAME = frozenset({"id", "page", "section"})


def _name_stems(text: str) -> frozenset[str]:
    return frozenset(w for w in content_stems(text) if not w.isdigit() and w not in _NOT_NAME)


def name_list(parsed: Parsed) -> list[frozenset[str]] | None:
    """A listing of names (page titles, a table of contents, file names, ids: items of at most
    :data:`NAME_WORDS` content words, the median) as each name's stems, its heading last (a
    table of contents' page title, where the text opens with one); ``None`` for anything else.

    Examples
    --------
    >>> from uselessdetect.shapes import parse_result
    >>> names = name_list(parse_result("1. Suda (id 3)\\n2. Aspasius (id 9)\\n3. Carol Lee (id 8)"))
    >>> [sorted(n) for n in names]  # the heading (none here) last
    [['suda'], ['aspasius'], ['carol', 'lee'], []]
    >>> name_list(parse_result("A page of prose.")) is None
    True
    """
    if parsed.kind != "listing" or not parsed.items:
        return None
    names = [_name_stems(item) for item in parsed.items]
    sizes = sorted(len(n) for n in names)
    if sizes[len(sizes) // 2] > NAME_WORDS:
        return None
    first = parsed.items[0]
    head = parsed.text.split(first[: min(len(first), 40)], 1)[0] if first else ""
    names.append(_name_stems(head[:200]))
    return names


def error_score(s: Sample) -> float:
    """An error's score: 1 (useless), except an error that rejects a call the agent had not
    made before (:func:`~uselessdetect.shapes.rejected_call`): ``NaN``, no verdict — the
    source works and the agent can fix its call. The same call again (the same arguments
    among ``s.earlier``'s calls; without arguments, an earlier error of the same text) is
    useless. Only the earlier *calls* are read (:func:`earlier_calls`), never what their
    results held: what a detector declares with ``reads_earlier = "calls"``.

    Examples
    --------
    >>> from uselessdetect._types import EarlierTexts
    >>> bad = 'ERROR: column "amount" does not exist'
    >>> error_score(Sample("Top sellers?", bad, query="SELECT amount FROM t"))
    nan
    >>> again = EarlierTexts([bad], ["SELECT amount FROM t"])
    >>> error_score(Sample("Top sellers?", bad, query="SELECT amount FROM t", earlier=again))
    1.0
    >>> error_score(Sample("Top sellers?", "503 Service Unavailable"))
    1.0
    """
    if not rejected_call(s.observation):
        return 1.0
    earlier = earlier_calls(s)
    if earlier is None:
        return float("nan")
    key = call_key(s.query)
    if key is None:  # no arguments to compare: the same rejection again is the loop
        return 1.0 if earlier.same_error(fingerprint(s.observation)) else float("nan")
    return 1.0 if earlier.called(key) else float("nan")


def earlier_calls(s: Sample) -> Seen | SeenCalls | None:
    """What :func:`error_score` reads of the sample's earlier results: the calls behind them
    (a gate's :class:`~uselessdetect.shapes.Seen` or :class:`~uselessdetect.shapes.SeenCalls`
    as it is; earlier results given as text read by :func:`~uselessdetect.shapes.calls_of`,
    which fingerprints none but errors), or ``None`` when there are none."""
    earlier: Any = s.earlier
    if not earlier:
        return None
    if isinstance(earlier, Seen | SeenCalls):
        return earlier
    return calls_of(earlier if isinstance(earlier, tuple) else tuple(earlier))


#: A sentence's end inside a record's field: a word (or its closing bracket or quote), then
#: a full stop, question or exclamation mark.
_SENTENCE_END = re.compile(r"\w{2,}[)\"'\u201d]*[.!?](?:\s|$)")
#: Words a record's field needs to be read as a passage.
PASSAGE_WORDS = 8


def is_data(parsed: Parsed) -> bool:
    """Whether a result is data rather than a page: a command's output, a table, a listing of
    an API's records (messages, events: each with an id, neither a title nor a link), a file's
    code or configuration (:func:`~uselessdetect.shapes._source.looks_like_source`), or a record
    none of whose fields is a passage (:data:`PASSAGE_WORDS` words or more with a sentence's
    end, as a search API's ``extract`` or ``snippet``).

    Examples
    --------
    >>> from uselessdetect.shapes import parse_result
    >>> is_data(parse_result('{"reservation_id": "4WQ150", "status": "confirmed"}'))
    True
    >>> is_data(parse_result('{"title": "Creed", "extract": "Creed is an American rock band '
    ...                      'formed in Tallahassee in 1994."}'))
    False
    """
    if parsed.kind in ("command", "table"):
        return True
    if parsed.kind == "listing" and parsed.reason.endswith(RECORDS_REASON):
        return True  # an API's records (messages, events): an id, no title, no link
    if parsed.kind == "prose":  # a file's code or configuration; a computed answer's values;
        text = parsed.text  # rows: an interchange message, tab-separated or underlined ones
        return looks_like_source(text) or reads_as_values(text) or reads_as_rows(text)
    if parsed.kind == "listing":
        return looks_like_source(parsed.text)
    if parsed.kind != "record":
        return False
    return not any(
        len(item.split()) >= PASSAGE_WORDS and _SENTENCE_END.search(item) for item in parsed.items
    )


#: What counts as a repeat for :func:`_new_machine_text`: ``novelty``'s defaults.
_NEW_ITEMS, _NEW_TEXT = 0.2, 0.1


def _new_machine_text(s: Sample, parsed: Parsed) -> bool:
    """A plain text that holds no sentences (:func:`holds_sentences`), or a text world's
    answer to a move (:func:`acts_in_a_world`), that does not repeat the tool's earlier
    results (the same output again keeps the model's verdict; a world's answer repeats only
    word for word)."""
    if parsed.kind != "prose":
        return False
    if s.query and acts_in_a_world(s.query):
        return not s.earlier or repeat_reason(s, _NEW_ITEMS, _NEW_TEXT) != SAME_TEXT
    return not holds_sentences(parsed.text) and (
        not s.earlier or repeat_reason(s, _NEW_ITEMS, _NEW_TEXT) is None
    )


def _met(parsed: Parsed, s: Sample) -> bool:
    """:func:`meets_request` with the words the call asked for (:func:`asked_words`)."""
    return meets_request(parsed, asked_words(s.query), s.question)


def mute_shapes(
    scores: np.ndarray, samples: Sequence[Sample], cutoff: float, *, sentences: bool = False
) -> np.ndarray:
    """``scores`` without the useless verdicts the result's shape does not support, for
    detectors that read pages (``classifier``, ``semantic``); changes ``scores`` in place.

    * a list of names (:func:`name_list`) would-be useless gets no verdict (NaN): a name alone
      is no evidence that a source failed, while a name found useful still counts;
    * so does an acknowledgement (a receipt of an action, a command that succeeded without
      output) and a result with no characters at all (what a ``think`` tool returns), as in
      ``default``;
    * data (:func:`is_data`: a command's output, a table, a record of short fields, values
      on one line) is left to :func:`defer_off_pages`: a model of pages has no reading of how
      a reservation or ``ls`` output bears on a task, ``default`` reads it as data (useful
      when new, useless when repeated);
    * so does the text of a file the call named (:func:`names_a_file`): which file to read
      is the agent's choice, not a sign that the source failed;
    * with ``sentences`` (``semantic``), so does a plain text that holds no sentences
      (:func:`~uselessdetect.shapes._source.holds_sentences`: machine output such as LDIF, a
      device's show output or a playbook's recap) that does not repeat the tool's earlier
      results: a cross-encoder of pages has no reading of it. ``classifier`` keeps its
      verdicts there (muted, they cost it five failing fixture sessions for one successful
      one);
    * so does a text or listing that holds most of a specific request's words
      (:func:`meets_request`): what the call asked for came back;
    * with ``sentences``, so does a text world's answer to a move (:func:`acts_in_a_world`)
      that is not word for word an earlier one;
    * an error that rejects a call gets :func:`error_score`: no verdict the first time, as
      ``default`` reads it.
    """
    for i in np.flatnonzero(scores >= cutoff).tolist():
        got = _muted(samples[i], sentences)
        if got is not None:
            scores[i] = got
    return scores


def _muted(s: Sample, sentences: bool) -> float | None:
    """What :func:`mute_shapes` puts in place of a useless verdict on ``s``; ``None`` where
    the verdict stands."""
    if not s.observation.strip():  # nothing at all: what a tool that acts returns
        return float("nan")
    parsed = parse_result(s.observation)
    if parsed.kind == "error":
        return error_score(s) if rejected_call(s.observation) else None
    if (
        parsed.kind == "acknowledgement"
        or name_list(parsed) is not None
        or (s.query and names_a_file(s.query))
        or (sentences and _new_machine_text(s, parsed))
        or (s.query and parsed.kind in ("prose", "listing") and _met(parsed, s))
    ):
        return float("nan")
    return None


def one_paragraph(parsed: Parsed) -> bool:
    """Whether a result is what a model of pages was trained on: prose of one paragraph (a
    page's head, a snippet, a search tool's sentence, a wiki or markdown section under its
    heading: :func:`~uselessdetect.detectors._shape_views.unmarked`).

    Examples
    --------
    >>> one_paragraph(parse_result("Creed is an American rock band formed in 1994."))
    True
    >>> one_paragraph(parse_result("## Career\\n\\nShe joined [[Creed (band)|Creed]] in 1995."))
    True
    >>> one_paragraph(parse_result("file_name: minutes.pdf\\npage_label: 4\\n\\n7. Headcount."))
    False
    """
    return parsed.kind == "prose" and "\n" not in unmarked(parsed.text).strip()


@lru_cache(maxsize=1)
def _shape_reader() -> DefaultDetector:
    """``default`` with no labels, the reader :func:`defer_off_pages` asks (one per process;
    it keeps no state between judgments)."""
    return DefaultDetector().fit([])


def defer_off_pages(
    scores: np.ndarray, samples: Sequence[Sample], cutoff: float, *, listings: bool = True
) -> np.ndarray:
    """``scores`` where a useless verdict on a result that is not one paragraph of prose
    (:func:`one_paragraph`; data, :func:`is_data`, is no prose however it is laid out: a
    METAR's one line of codes) stands only if ``default`` agrees; changes ``scores`` in place.

    A cross-encoder trained on encyclopedic paragraphs has no reading of a record, a table, a
    listing of an API's objects or a document of several parts (a retriever's chunk under its
    metadata, an e-mail, a log): it calls most of them useless, direct answers included. On
    those, ``default``'s reading decides: where it finds the result useful the score becomes
    its score scaled below ``cutoff`` (the order of useful results kept), where it gives no
    verdict the score is NaN; where it agrees (an error, a repeat, a listing no item of which
    leads toward the question) the model's score stands. With ``listings=False`` a listing
    (search results, a list of titles) keeps the model's verdict too: ``classifier`` reads a
    listing by its words well enough (on the shaped search corpus it catches 54% of the
    web-search dead ends, ``default`` 9%, keeping 84% and 98% of the useful ones).
    """
    for i in np.flatnonzero(scores >= cutoff).tolist():
        s = samples[i]
        parsed = parse_result(s.observation)
        page = one_paragraph(parsed) or (not listings and parsed.kind == "listing")
        if page and not is_data(parsed):
            continue
        got = _shape_reader()._score_one(s)
        if not got >= 0.5:  # useful, or no verdict (NaN)
            scores[i] = got * cutoff / 0.5
    return scores


def settled_by_default(samples: Sequence[Sample], cutoff: float) -> dict[int, float]:
    """The samples whose verdict ``default``'s reading settles without a model of pages, and
    their scores (``default``'s, scaled below ``cutoff`` as :func:`defer_off_pages` would
    scale them), for ``semantic``:

    * data (:func:`is_data`: a command's output, a table, an API's records, a record of short
      fields) that ``default`` finds useful: on data a model of pages has no reading, and
      where ``default`` finds it useful (new rows, a record that answers) the verdict is
      useful whatever the model says;
    * any other result that is not one paragraph of prose (:func:`one_paragraph`: a listing,
      a document of several parts) that ``default`` finds useful and that no rule of
      :func:`mute_shapes` (as ``semantic`` calls it) would mute: the model's verdict there
      is useful if the model finds it useful, and if the model finds it useless
      :func:`defer_off_pages` replaces that verdict by ``default``'s useful one. The verdict
      is the same either way; only the score within the useful side differs (``default``'s,
      not the model's).

    ``semantic`` runs no model on these: a table of 20 rows, or a listing of 20 items, is 20
    pairs, about 0.4 s on one core, for a verdict already settled.
    """
    out: dict[int, float] = {}
    for i, s in enumerate(samples):
        if not s.observation.strip():
            continue
        parsed = parse_result(s.observation)
        data = is_data(parsed)
        if not data and (parsed.kind in ("error", "acknowledgement") or one_paragraph(parsed)):
            continue  # errors and receipts need no model; a paragraph is the model's to read
        got = _shape_reader()._score_one(s)
        if got < 0.5 and (data or _muted(s, sentences=True) is None):
            out[i] = got * cutoff / 0.5
    return out


def names_match(parsed: Parsed, asked: frozenset[str]) -> bool | None:
    """For a listing of names (:func:`name_list`): whether one of them (or its heading) is
    mostly words asked for; ``None`` when it is no list of names.

    Examples
    --------
    >>> from uselessdetect.shapes import parse_result
    >>> pages = parse_result("1. Suda (id 37)\\n2. Aspasius (id 99)\\n3. Carol Lee (id 8)")
    >>> names_match(pages, frozenset({"aspasius", "greek"})), names_match(pages, frozenset({"x"}))
    (True, False)
    """
    names = name_list(parsed)
    if names is None:
        return None
    return any(n and len(n & asked) >= NAME_MATCH * len(n) for n in names)


#: Characters of a query read as a call's JSON arguments.
_ARGS_CHARS = 4_000


@lru_cache(maxsize=1024)
def _call_args(query: str) -> dict[str, Any] | None:
    """A query given as a call's JSON arguments, decoded once (:func:`asked_words` and
    :func:`names_a_file` both read it, on every judgment of a listing or prose); else ``None``.
    Callers must not change the object it returns."""
    text = query.strip()
    if text[:1] != "{" or text[-1:] != "}" or len(text) > _ARGS_CHARS:
        return None
    try:
        args = json.loads(text)
    except ValueError:
        return None
    return args if isinstance(args, dict) else None


#: A URL's parts that say nothing of what was asked: a host's ``www`` and its top-level domain.
_URL_RE = re.compile(r"^[a-z][a-z0-9+.-]{1,15}://([^/?#\s]+)([^\s]*)$", re.IGNORECASE)


#: A list of field names (``DOI,title,container-title,issued``): which fields to return, not
#: words asked for.
_FIELD_LIST_RE = re.compile(r"^[\w.:@-]+(?:,[\w.:@-]+)+$")


def asked_words(query: str) -> str:
    """What a call asked for, in words: a query given as a call's JSON arguments reads as its
    values, not its keys (``{"url": …, "max_length": 3000}`` asks for neither a URL nor a
    length); a URL, as its host's name and its path's words (``https://www.netlify.com/pricing/``
    asks for ``netlify pricing``). Any other query is returned as it is.

    Examples
    --------
    >>> asked_words('{"url": "https://www.netlify.com/pricing/", "max_length": 3000}')
    'netlify pricing'
    >>> asked_words('{"query": "iPhone 14 news", "page": 2}')
    'iPhone 14 news'
    >>> asked_words('{"query.bibliographic": "Jumper 2021 AlphaFold", "select": "DOI,title"}')
    'Jumper 2021 AlphaFold'
    >>> asked_words('{"url": "https://x.gov/v2/spls.json", "params": {"drug_name": "amoxicillin"}}')
    'x v2 spls json amoxicillin'
    >>> asked_words("Creed founder")
    'Creed founder'
    """
    args = _call_args(query)
    if args is not None:
        values = [v for v in _string_values(args) if _FIELD_LIST_RE.match(v) is None]
        return " ".join(map(_url_words, values))
    return _url_words(query.strip()) if "://" in query else query


#: How deep, and how many, of a call's nested arguments :func:`asked_words` reads.
_ARGS_DEPTH = 3
_ARGS_VALUES = 64


def _string_values(args: Any, depth: int = 0) -> list[str]:
    """The strings among a call's arguments, nested ones too (a REST call's ``params`` or
    ``body``, a filter's values), in order, at most :data:`_ARGS_VALUES`.

    Examples
    --------
    >>> _string_values({"url": "u", "params": {"drug_name": "amoxicillin", "page": 2},
    ...                 "ids": ["a", {"b": "c"}]})
    ['u', 'amoxicillin', 'a', 'c']
    """
    out: list[str] = []
    items = args.values() if isinstance(args, dict) else args
    for v in items:
        if isinstance(v, str):
            out.append(v)
        elif isinstance(v, (dict, list)) and depth < _ARGS_DEPTH:
            out += _string_values(v, depth + 1)
        if len(out) >= _ARGS_VALUES:
            return out[:_ARGS_VALUES]
    return out


#: A value that names the file a call reads, without whitespace: a path from the root, home
#: or here (``/srv/a.log``, ``~/x``, ``./changes/``), a drive's (``C:\\x``), a folder's
#: (``docs/``), or one that ends in a file's extension (``receipts/IMG_2041.jpg``, ``notes.md``);
#: not ``TCP/IP``, ``2024/06/01`` or a URL.
_PATH_RE = re.compile(
    r"^(?![a-z][a-z0-9+.-]*://)(?:(?:~|\.{1,2})?/\S*|[A-Za-z]:\\\S*|\S+/"
    r"|\S*\.[A-Za-z][A-Za-z0-9]{0,4})$"
)


#: Arguments that make a call an HTTP request (its ``path`` an API's, not a file's).
_REQUEST_KEYS = frozenset(
    {"method", "http_method", "verb", "params", "query_params", "body", "json", "headers"}
)


def names_a_file(query: str) -> bool:
    """Whether a call names the file it reads and asks nothing else in words: its query, or
    every string among its JSON arguments, is a path (``{"path": "receipts/IMG_2041.jpg"}``,
    ``{"file_path": "./changes/1412.feature.md", "offset": 0}``, ``{"name": "notes.md"}``; a
    query given as text only with a slash in it).

    Such a call gets the file it named, and a file's text rarely holds its path's words:
    whether it is what the task needs is the agent's choice of what to read, not a sign that
    the source failed, so ``default`` judges it by whether it came back (no error, not empty,
    not a repeat), as data. A URL is not such a name: a fetched page is read for its URL's
    words (:func:`asked_words`), so that a page that stands in for it (a browser's "already
    running" notice, an error page in words) still reads as off the subject.

    Examples
    --------
    >>> names_a_file('{"file_path": "./changes/1412.feature.md", "offset": 0}')
    True
    >>> names_a_file('{"url": "https://vercel.com/pricing", "max_length": 3000}')
    False
    >>> names_a_file('{"query": "heat pump subsidy", "path": "docs/"}')
    False
    >>> names_a_file("Creed founder"), names_a_file("Node.js"), names_a_file("docs/README.md")
    (False, False, True)
    >>> names_a_file('{"query": "TCP/IP"}'), names_a_file('{"date": "2024/06/01"}')
    (False, False)
    >>> names_a_file('{"path": "/api/v2/recipient/state/48/", "params": {"year": "2024"}}')
    False
    """
    args = _call_args(query)
    if args is not None:
        if not _REQUEST_KEYS.isdisjoint(args):
            return False  # an HTTP request's path: an API's answer, no file
        values = [v.strip() for v in args.values() if isinstance(v, str) and v.strip()]
        return bool(values) and all(_PATH_RE.match(v) for v in values)
    text = query.strip()
    if text[:1] == "{" and text[-1:] == "}" and len(text) <= _ARGS_CHARS:
        return False  # JSON that is no object of arguments
    # a query given as text is a path only with a slash: "Node.js" may name a page to find
    return ("/" in text or "\\" in text) and _PATH_RE.match(text) is not None


#: A command line's words outside its quoted arguments, options left out.
_QUOTED_RE = re.compile(r"'[^']*'|\"[^\"]*\"")
_BARE_WORD_RE = re.compile(r"(?<![-\w])[a-z]+(?![-\w])")
#: The argument a code tool (an interpreter, a notebook's kernel) takes its program under, read
#: as one where it looks like code: a call's parenthesis, an assignment or several lines (a
#: look-up by a code, ``{"code": "E11.9"}``, runs nothing).
_CODE_KEY = "code"
#: Argument names that hold a command line the tool runs (a shell's, a device's): the names
#: a call's query keeps (:data:`~uselessdetect._types.KEYED_ARGUMENTS`) but the program's.
_COMMAND_KEYS = KEYED_ARGUMENTS - {_CODE_KEY}
_CODE_RE = re.compile(r"\w\(|=|\n")
#: A program given as the call's text (a code tool's one argument): several lines, one of them
#: a call or an assignment (``x = np.arange(5)``), or one line that prints or calls a method
#: (``print(job.status())``, ``df.head()``; ``weather(Paris)`` may be a tool's own syntax).
_CODE_LINE_RE = re.compile(
    r"^[ \t]*(?:[A-Za-z_][\w.]*\(.*\)|[A-Za-z_][\w.\[\]'\"]*[ \t]*=[ \t]*\S)", re.M
)
_ONE_LINE_CODE_RE = re.compile(r"^(?:print|display)\(.*\)$|^[A-Za-z_]\w*(?:\.\w+)+\(.*\)$")
#: A command line given as text: a program's name (or path, in lower case) and an option
#: (``-n``, ``-la``, ``--help``; a longer word after one dash is a search's exclusion, as in
#: ``jaguar -car``) among its next words, or two commands joined by a pipe, ``&&`` or ``;``.
_COMMAND_LINE_RE = re.compile(
    r"^(?:sudo\s+)?[~./]?[a-z0-9_][\w.+/-]*"
    r"(?:(?:\s+[^\s|;&]+){0,3}\s+(?:--[A-Za-z][\w-]*|-[A-Za-z]\w?)(?:[=\s]|$)"
    r"|[^|;&\n]*\s(?:\||&&|;)\s*[~./]?[a-z][\w.+-]*(?:\s|$))"
)


def runs_a_command(query: str) -> bool:
    """Whether a call runs a command line: its JSON arguments hold one under ``command``,
    ``commands``, ``cmd`` or ``script`` (a terminal's, a shell's, a network device's), a text
    or a list of texts, or a program under ``code`` (an interpreter's: it looks like code); or
    the query, given as text, is one (a program and an option among its next three words, or
    commands joined by ``|``, ``&&`` or ``;``) or a program (a line of it a call or an
    assignment: what a code tool's one argument holds).

    What such a call gets back is the command's output, whether the tool wraps it with a
    return code or not: ``default`` judges it as data (no error, not empty, not a repeat, not
    a timeout), not by the words it shares with the task (a usage text or a version line
    holds few of them).

    Examples
    --------
    >>> runs_a_command('{"commands": "man rsync | col -b | grep -n -A6 delete"}')
    True
    >>> runs_a_command('{"cmd": ["ls", "-la"]}'), runs_a_command('{"query": "rsync --delete"}')
    (True, False)
    >>> runs_a_command("tar --help | grep -i zstd"), runs_a_command("which zstd && zstd -V")
    (True, True)
    >>> runs_a_command("Creed founder"), runs_a_command("Node.js")
    (False, False)
    >>> runs_a_command('{"command": ""}')
    False
    >>> runs_a_command('{"code": "print(job.status())"}'), runs_a_command('{"code": "E11.9"}')
    (True, False)
    >>> runs_a_command("print(job.status())"), runs_a_command("import numpy as np\\nx = np.ones(3)")
    (True, True)
    >>> runs_a_command("Creed (band)"), runs_a_command("search(Creed)"), runs_a_command("a = b")
    (False, False, False)
    >>> runs_a_command("what does rsync -a do in backups and mirrors")
    False
    >>> runs_a_command("jaguar speed -car"), runs_a_command("Creed | Alter Bridge")
    (False, False)
    """
    args = _call_args(query)
    if args is None:
        text = query.strip()
        if "\n" in text:  # a program: a call or an assignment on a line of its own
            return _CODE_LINE_RE.search(text, 0, _ARGS_CHARS) is not None
        if _ONE_LINE_CODE_RE.match(text) is not None:
            return True
        if _COMMAND_LINE_RE.match(text) is None:
            return False
        # a question with an option in it ("what does rsync -a do") is no command line
        words = _BARE_WORD_RE.findall(_QUOTED_RE.sub(" ", text.lower()))
        return sum(w in FUNCTION_WORDS for w in words) < 2
    if not args:
        return False
    code = args.get(_CODE_KEY)
    if isinstance(code, str) and _CODE_RE.search(code):
        return True
    for key in _COMMAND_KEYS.intersection(args):
        value = args[key]
        if isinstance(value, str) and value.strip():
            return True
        if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
            return True
    return False


#: The first word of a move in a text world (interactive fiction, a cooking game, NetHack, a
#: household simulator): a direction, or a verb its parser takes.
_WORLD_VERBS = (
    "n", "s", "e", "w", "ne", "nw", "se", "sw", "u", "d", "north", "south", "east", "west",
    "northeast", "northwest", "southeast", "southwest", "up", "down", "far", "go", "walk",
    "take", "drop", "put", "place", "open", "close", "examine", "x", "look", "l", "inventory",
    "i", "move", "push", "pull", "pick", "turn", "attack", "kill", "hit", "eat", "drink",
    "cook", "slice", "dice", "chop", "roast", "fry", "grill", "unlock", "lock", "climb",
    "enter", "exit", "wear", "wield", "apply", "light", "fill", "pour", "focus", "heat", "cool",
    "clean", "craft", "wait", "z", "jump", "throw", "insert", "fight", "pickup", "kick", "pray",
    "quaff", "zap",
)  # fmt: skip
_WORLD_MOVE_RE = re.compile(
    rf"^(?:(?:{'|'.join(sorted(_WORLD_VERBS, key=len, reverse=True))})(?:\s+[a-z0-9'-]+){{0,5}}"
    r"|[a-z])$"  # or one key (NetHack's item letters, a prompt's y)
)
#: The one argument a text world's step tool takes the move under.
_MOVE_KEYS = frozenset({"action", "command", "move"})


def acts_in_a_world(query: str) -> bool:
    """Whether a call is a move in a text world: in lower case, a direction or a parser's verb
    and at most five more words (``take lamp``, ``go to countertop 1``, ``far east``,
    ``examine cookbook``), given as text or as JSON arguments' one ``action``, ``command`` or
    ``move``.

    What such a call gets back is the world's answer to the move (a room, "Taken.", a
    prompt): ``default`` judges it as data, useful when new and useless when it repeats, not
    by the words it shares with the goal. A name (``Take That``) or a question is no move.

    Examples
    --------
    >>> [acts_in_a_world(q) for q in ("take lamp", "go to countertop 1", "far east", "y")]
    [True, True, True, True]
    >>> acts_in_a_world('{"action": "open mailbox"}'), acts_in_a_world('{"action": "query"}')
    (True, False)
    >>> [acts_in_a_world(q) for q in ("Take That", "open source licence of rsync?",
    ...                               "Scott Stapp", "move semantics in c++ explained simply")]
    [False, False, False, False]
    """
    text = query.strip()
    if text[:1] == "{":
        args = _call_args(text)
        if not args or len(args) != 1:
            return False
        (text,) = args.values()
        if not isinstance(text, str) or _MOVE_KEYS.isdisjoint(args):
            return False
        text = text.strip()
    return len(text) <= 60 and _WORLD_MOVE_RE.match(text) is not None


#: A request of at least this many content words is specific: a result that holds nearly all
#: of them is what the call asked for.
REQUEST_WORDS = 7
#: Share of a specific request's content words a result (one item of a listing) must hold:
#: most of them.
REQUEST_MET = 2 / 3


def meets_request(parsed: Parsed, query: str, question: str = "") -> bool:
    """Whether a result holds what its call asked for: the query has at least
    :data:`REQUEST_WORDS` content words (numbers aside: a volume, a page, a year), at most a
    third of them the question's (a request of its own, not the question restated: a page on
    the question's words may still not answer it), and the text (or one item of a listing)
    holds at least :data:`REQUEST_MET` of them.

    A task of many parts (five references to look up) shares few words with each answer, so
    relevance to the task alone would call each useless; a source that failed does not hand
    back nearly all the words of a specific request.

    Examples
    --------
    >>> from uselessdetect.shapes import parse_result
    >>> hit = parse_result('[{"DOI": "10.1038/s41586-021-03819-2", "title": "Highly accurate '
    ...                    'protein structure prediction with AlphaFold", "issued": 2021}]')
    >>> meets_request(hit, "Jumper 2021 Highly accurate protein structure prediction AlphaFold")
    True
    >>> meets_request(hit, "AlphaFold 2021")  # a short query: relevance decides
    False
    >>> meets_request(hit, "Jumper 2021 Highly accurate protein structure prediction AlphaFold",
    ...               "Which protein structure prediction method was highly accurate?")
    False
    >>> meets_request(hit, "accurate prediction of RNA folding with diffusion models 2023")
    False
    """
    asked = frozenset(w for w in _asked(query) if not w.isdigit())
    if len(asked) < REQUEST_WORDS or len(asked & _asked(question)) * 3 > len(asked):
        return False  # short, or the question's own words: relevance to it decides
    need = REQUEST_MET * len(asked)
    texts = parsed.items if parsed.kind == "listing" else (parsed.text,)
    return any(len(asked & content_stems(t)) >= need for t in texts)


def _url_words(value: str) -> str:
    m = _URL_RE.match(value.strip())
    if m is None:
        return value
    labels = m[1].split("@")[-1].split(":")[0].split(".")
    if labels and labels[0].lower() == "www":
        labels = labels[1:]
    host = " ".join(labels[:-1] if len(labels) > 1 else labels)
    return " ".join(filter(None, (host, *re.split(r"[\W_]+", m[2]))))


def _centred(p: float, cutoff: float) -> float:
    """``p`` mapped monotonically so that ``cutoff`` lands on 0.5 (as ``Fallback`` does)."""
    c = min(max(cutoff, 1e-9), 1 - 1e-9)
    return 0.5 * p / c if p < c else 0.5 + 0.5 * (p - c) / (1 - c)


class DefaultDetector(Detector):
    """For any tool: errors and repeats are useless, receipts unknown, the rest by shape.

    Each result is read by its shape (:func:`uselessdetect.shapes.parse_result`), in this
    order:

    1. an acknowledgement (``ok``, "created", ``{"status": "ok"}``, a command that succeeded
       without output) is ``unknown``: an action's receipt is never evidence that a source
       failed; so is a result with no characters at all (what tools that act, such as a
       ``think`` tool, return; a gate reads it as an empty result when the tool's name says
       it retrieves: docs/gate.md, "Which tools it counts");
    2. an error, a failure message or an empty result (``[]``, ``{}``, ``null``,
       ``{"error": "..."}``, "No results", a return code other than 0 with no output) is
       useless — except an error that rejects the call as malformed ("Invalid action!",
       "validation error", "no such column"; :func:`uselessdetect.shapes.rejected_call`):
       the source still works and the agent can fix its call, so it is ``unknown``, unless
       the agent makes the same call again (the same arguments, or with none the same
       rejection again), which is useless;
    3. a result that brings nothing new against the same tool's earlier results in the
       episode (see :class:`~uselessdetect.detectors._novelty.NoveltyDetector`) is useless;
       so is a command's output that fails the way an earlier one failed: a Python
       traceback, a JVM or Node.js stack trace or a Go panic ending in the same exception
       with the same message, quoted names and numbers aside ("No module named 'prophet'",
       then "No module named 'fbprophet'";
       :meth:`~uselessdetect.shapes.Seen.fails_again`); and so is one that ends in a
       timeout (``java.util.concurrent.TimeoutException``, ``TimeoutError``): the source
       did not answer. A text world's answer to a move (:func:`acts_in_a_world`) repeats
       only word for word;
    4. a command's output, a record, a table, a listing of an API's records (messages,
       events: an id, no title, no link) or a file's code or configuration
       (:func:`~uselessdetect.shapes._source.looks_like_source`) that is new is useful; so
       is what a call that names a file, runs a command line (:func:`runs_a_command`) or
       makes a move in a text world gets back;
    5. a listing of names (page titles, a table of contents, file names: items of at most
       four content words) is useful when one name — or its heading, such as the page title of
       a table of contents — is mostly words of the question or query, else ``unknown``: a
       list of names is too thin to show that a source failed;
    6. other listings and prose are judged by ``lexical`` (a listing item by item: useful
       when one item leads toward the question); a query of fewer than two content words (an
       id, a button's label, a path) is left out: it says nothing of what the result should
       hold. A result that ``lexical`` calls useless but that holds most of a specific
       request's words (:func:`meets_request`: seven content words or more, two thirds of
       them in the text or one item) is useful: a task of many parts shares few words with
       each part's answer.

    Parameters
    ----------
    relevance_cutoff : float or None, default None
        ``lexical``'s cut-off for listings and prose; ``None``: tuned on labels given to
        ``fit``, else :attr:`relevance_default` (0.8, where ``lexical`` alone uses 0.65: on
        a tool one does not know, relevance says useless only when a result holds at most a
        fifth of the words asked; docs/shapes.md gives the measurements).
    query_weight : float, default 0.3
        ``lexical``'s weight of the query against the question.
    max_new_items, max_new_text : float, default 0.2 and 0.1
        What still counts as a repeat (as in ``novelty``).
    min_useful_recall : float, default 0.95
        Share of useful results a tuned ``relevance_cutoff`` keeps judged useful.

    Examples
    --------
    >>> det = DefaultDetector().fit([])
    >>> [det.judge({"question": "Fix the bug", "observation": o}).verdict.value for o in (
    ...     '{"error": "quota exceeded"}', '{"status": "ok"}',
    ...     "<returncode>1</returncode><output>FAILED test_x</output>")]
    ['useless', 'unknown', 'useful']
    """

    name = "default"
    can_abstain = True
    #: ``relevance_cutoff`` when none is given and ``fit`` gets no labels.
    relevance_default: ClassVar[float] = 0.8
    #: The detector reads ``Sample.earlier``: a gate keeps the earlier results for it.
    reads_earlier: ClassVar[bool] = True

    def __init__(
        self,
        *,
        relevance_cutoff: float | None = None,
        query_weight: float = 0.3,
        max_new_items: float = 0.2,
        max_new_text: float = 0.1,
        min_useful_recall: float = 0.95,
    ) -> None:
        self.relevance_cutoff = relevance_cutoff
        self.query_weight = query_weight
        self.max_new_items = max_new_items
        self.max_new_text = max_new_text
        self.min_useful_recall = min_useful_recall

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        check_number(self.relevance_cutoff, "relevance_cutoff", low=0, high=1, optional=True)
        check_number(self.max_new_items, "max_new_items", low=0, high=1)
        check_number(self.max_new_text, "max_new_text", low=0, high=1)
        cutoff = self.relevance_cutoff
        if cutoff is None and y is None:
            cutoff = self.relevance_default
        lexical = LexicalDetector(
            query_weight=self.query_weight,
            cutoff=cutoff,
            min_useful_recall=self.min_useful_recall,
        )
        self.lexical_ = lexical.fit(samples, y)
        self.cutoff_ = 0.5

    def _learns_cutoff(self) -> bool:
        return True

    def _score_one(self, s: Sample) -> float:
        parsed = parse_result(s.observation)
        kind = parsed.kind
        if kind == "acknowledgement" or not s.observation.strip():
            return float("nan")  # a receipt, or nothing at all (what an action returns)
        if kind == "error":
            return error_score(s)
        if s.earlier:
            why = repeat_reason(s, float(self.max_new_items), float(self.max_new_text))
            # a text world's answer repeats only word for word: one new line (the message
            # above the same map and inventory) is what the move did
            if why and (why == SAME_TEXT or not (s.query and acts_in_a_world(s.query))):
                return 1.0
        if kind == "command":
            if s.earlier and fails_again(s):
                return 1.0  # the same failure again, though its text differs
            if timed_out(parsed.text):
                return 1.0  # a timeout: the source did not answer
        elif kind == "prose" and s.earlier and fails_again(s) and runs_a_command(s.query):
            return 1.0  # a bare command's output: the same failure again
        if kind == "record" or is_data(parsed):  # output, a table, a file's code, a record
            return DATA_SCORE
        lex = self.lexical_
        if s.query and names_a_file(s.query):
            return DATA_SCORE  # the file named came back: which file to read is the agent's
        if s.query and runs_a_command(s.query):
            return DATA_SCORE  # a command's output: new, so useful (timeouts: above)
        if s.query and acts_in_a_world(s.query):
            return DATA_SCORE  # a text world's answer to a move: new, so useful
        if s.query:  # the words asked for: a call's values, not its keys; a URL's words
            query = asked_words(s.query)
            if len(_asked(query)) < 2:  # an id, a button, a path: not words asked
                query = ""
            if query != s.query:
                s = dataclasses.replace(s, query=query)
        if kind == "listing":
            match = names_match(parsed, _asked(s.question) | _asked(s.query))
            if match is not None:  # names alone never show that a source failed
                return DATA_SCORE if match else float("nan")
        score = _centred(lex._score_one(s), lex.cutoff_)
        if score > 0.5 and s.query and meets_request(parsed, s.query, s.question):
            return DATA_SCORE  # what this call asked for came back, whatever the task's rest
        return score

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        return np.fromiter((self._score_one(s) for s in samples), float, len(samples))
