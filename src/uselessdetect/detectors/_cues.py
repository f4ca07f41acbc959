"""Text cues for the classifier's features: question analysis (cached), observation cleaning.

A live gate judges many results of one question, so everything derived from the question
or the query alone is computed once and cached. Observations are cleaned of what real
tools add around page text: HTML entities, citation marks and bracketed pronunciations.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import chain, compress
from operator import itemgetter

from ..failures import failure_kind
from ..text import STOP_WORDS, normalize, stem, strip_title_qualifier, tokens

__all__ = [
    "Asked",
    "LEAD_TOKENS",
    "MONTHS",
    "NUMWORDS",
    "Observation",
    "WINDOW_TOKENS",
    "asked",
    "clean",
    "is_year",
    "names_in_opening",
    "numbers",
    "span_stems",
    "stem_list",
    "stem_token",
    "stems_of",
]

_TOKEN_RE = re.compile(r"[^\W_]+(?:'[^\W_]+)*", re.UNICODE)  # as uselessdetect.text.tokens
_ASCII_TOKEN_RE = re.compile(r"[a-zA-Z0-9]+(?:'[a-zA-Z0-9]+)*")  # the same on ASCII text
# bytes.translate table: ASCII letters, digits and the apostrophe kept, any other byte a space
_ASCII_WORD_BYTES = bytes(
    c if (c < 128 and chr(c).isalnum()) or c == ord("'") else ord(" ") for c in range(256)
)
_STEMS: dict[str, str] = {}
_MAX_CACHE = 200_000


def _ascii_tokens(text: str) -> list[str]:
    """``_ASCII_TOKEN_RE.findall(text)`` for ASCII ``text``, without the regex where it can.

    Without an apostrophe the tokens are the maximal runs of ASCII letters and digits: every
    other character becomes a space and ``str.split`` (in C, faster than the regex scan)
    cuts there. Apostrophes join tokens only between letters or digits; such text keeps the
    regex.
    """
    if "'" in text:
        return _ASCII_TOKEN_RE.findall(text)
    return text.encode("ascii").translate(_ASCII_WORD_BYTES).decode("ascii").split()


def _stem_token(tok: str) -> str:
    if tok.endswith("'s"):
        tok = tok[:-2]
    return stem(tok) if len(tok) > 1 and tok not in STOP_WORDS else ""


def stem_token(tok: str) -> str:
    """Stem of one token, ``""`` for a stop word or a one-letter token (cached)."""
    out = _STEMS.get(tok)
    if out is None:
        if len(_STEMS) > _MAX_CACHE:
            _STEMS.clear()
        out = _STEMS[tok] = _stem_token(tok)
    return out


# "[A-Z](?<!\w[A-Z])" is "\b[A-Z]" written so that the regex engine can skip ahead to capitals
CAPS_RE = re.compile(
    r"[A-Z](?<!\w[A-Z])[\w'’.-]*(?:\s+(?:of|the|de|del|von|van|and|&)?\s*[A-Z][\w'’.-]*)*"
)
NUMWORDS = frozenset(
    [
        "one",
        "two",
        "three",
        "four",
        "five",
        "six",
        "seven",
        "eight",
        "nine",
        "ten",
        "eleven",
        "twelve",
        "hundred",
        "thousand",
        "million",
        "billion",
        "dozen",
    ]
)
MONTHS = frozenset(
    [
        "january",
        "february",
        "march",
        "april",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ]
)
PERSON_RE = re.compile(r"[A-Z](?<!\w[A-Z])[a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z]+\b")
WH_START = ("who", "whom", "whose", "when", "where", "how", "what", "which", "why")
_YESNO = frozenset(
    [
        "is",
        "are",
        "was",
        "were",
        "do",
        "does",
        "did",
        "can",
        "could",
        "has",
        "have",
        "had",
        "will",
        "would",
        "should",
    ]
)
_COMPARE_RE = re.compile(
    r"\b(older|younger|earlier|later|first|last|before|after|longer|"
    r"larger|bigger|smaller|more|less|fewer|higher|taller|both|same)\b"
)
_BRACKET_RE = re.compile(
    r"\[[^\]]{0,80}\]|ⓘ|\(\s*(?:/[^)]{0,80}|[^()]{0,40}pronounced[^)]{0,80})\)"
)
_ALIAS_RE = re.compile(
    r"\b(?:known (?:professionally |popularly |mononymously |better |simply )?as|"
    r"better known as|also (?:known as|called)|stage name|nicknamed|born|née)\s+"
    r"[\"'“]?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})"
)


_ASCII_DIGIT_RE = re.compile(r"[0-9]")
_TITLE_RE = re.compile(r"^\s*([^:\n]{1,100}?):\s+(?=\S)")
# a whitespace run after . ! or ? and before a capital, digit or opening quote; written to
# start with the whitespace (the regex engine scans for it faster than for a look-behind)
_SENT_RE = re.compile(r"\s(?<=[.!?]\s)\s*(?=[\"'(\[]?[A-Z0-9])")
LEAD_TOKENS = 12
WINDOW_TOKENS = 40
# a cheap pre-check for _ALIAS_RE: substring tests, faster than a regex alternation scan
_ALIAS_WORDS = ("known", "called", "stage name", "nicknamed", "born", "née")


def stems_of(toks: Sequence[str]) -> set[str]:
    """Stems of the content tokens (stop words, one-letter tokens and possessive 's dropped).

    Examples
    --------
    >>> sorted(stems_of(["the", "band's", "founders"]))
    ['band', 'founder']
    """
    try:  # every token seen before: one C-level pass
        out = set(map(_STEMS.__getitem__, toks))
    except KeyError:
        out = set(map(stem_token, toks))
    out.discard("")
    return out


def stem_list(toks: Sequence[str]) -> list[str]:
    """Stem of each token in order, ``""`` for stop words (as :func:`stem_token`, batched).

    Examples
    --------
    >>> stem_list(["the", "founders"])
    ['', 'founder']
    """
    try:  # every token seen before: one C-level pass
        return list(map(_STEMS.__getitem__, toks))
    except KeyError:
        return list(map(stem_token, toks))


@lru_cache(maxsize=65536)
def span_stems(span: str) -> frozenset[str]:
    """Stems of a short span such as a capitalised name (cached: names repeat)."""
    return frozenset(stems_of(tokens(span)))


def is_year(tok: str) -> bool:
    """A token that reads as a year (1000–2099, or a decade such as 1990s).

    Examples
    --------
    >>> is_year("1987"), is_year("1990s"), is_year("42")
    (True, True, False)
    """
    t = tok[:-1] if tok.endswith("s") else tok
    return len(t) == 4 and t.isdigit() and (t[0] == "1" or t[:2] == "20")


def numbers(toks: Sequence[str]) -> list[str]:
    """The tokens that are numbers (start with a digit)."""
    return list(compress(toks, map(str.isdigit, map(itemgetter(0), toks))))  # C-level scan


def clean(observation: str) -> str:
    """Unescape HTML entities, drop citation marks and pronunciation brackets.

    Examples
    --------
    >>> clean("Patti Page ( pronounced [ˈpæti] ⓘ) was a singer.[1] Rock &amp; roll.")
    'Patti Page  was a singer. Rock & roll.'
    """
    text = html.unescape(observation) if "&" in observation else observation
    # _BRACKET_RE can only match text holding "[" or "ⓘ", or "(" and "/" or "pronounced":
    # most pages with parentheses ("Creed (band)") have neither, and skip the regex
    if "[" in text or "ⓘ" in text or ("(" in text and ("/" in text or "pronounced" in text)):
        return _BRACKET_RE.sub("", text)
    return text


def names_in_opening(text: str) -> set[str]:
    """Stems of the names a page gives its subject in its opening ("known professionally as").

    Examples
    --------
    >>> sorted(names_in_opening("Clara Ann Fowler, known professionally as Patti Page, was"))
    ['page', 'patti']
    """
    out: set[str] = set()
    head = text[:400]
    if not any(map(head.__contains__, _ALIAS_WORDS)):
        return out
    for m in _ALIAS_RE.finditer(head):
        out |= stems_of(tokens(m.group(1)))
    return out


@dataclass(frozen=True)
class Asked:
    """What a question (and the query searched for it) asks, computed once per pair."""

    stems: frozenset[str]
    query: frozenset[str]
    caps: tuple[str, ...]
    caps_normalized: tuple[str, ...]
    asked_all: frozenset[str]
    caps_stems: frozenset[str]
    rest_caps: tuple[frozenset[str], ...]
    numbers: frozenset[str]
    subject: frozenset[str]
    types: tuple[float, float, float, float, float]
    compare: float


def _answer_type(q: str) -> tuple[float, float, float, float, float]:
    first = q.split(" ", 1)[0] if q else ""
    year = bool(re.search(r"\b(when|what year|which year|in what year|what decade|born)\b", q))
    number = bool(re.search(r"\bhow (many|much|long|old|tall|far|big|large)\b", q))
    person = bool(re.search(r"\b(who|whom|whose)\b", q))
    place = bool(re.search(r"\b(where|(what|which) (city|country|state|county|town))\b", q))
    yesno = first in _YESNO and not any(w in q.split() for w in WH_START)
    return float(year), float(number), float(person), float(place), float(yesno)


@lru_cache(maxsize=4096)
def asked(question: str, query: str) -> Asked:
    """Analyse a question and query (cached: a gate sees one question many times).

    Examples
    --------
    >>> a = asked("When was the founder of Creed born?", "Creed")
    >>> sorted(a.query), a.types[0]
    (['creed'], 1.0)
    """
    q_stems = frozenset(stems_of(tokens(question)))
    qs = frozenset(stems_of(tokens(query)))
    caps = tuple(c for c in CAPS_RE.findall(question) if c.lower() not in WH_START)
    cap_sets = [frozenset(stems_of(tokens(c))) for c in caps]
    subject = next((st for st in cap_sets if st), frozenset())
    nq = normalize(question)
    return Asked(
        stems=q_stems,
        query=qs,
        caps=caps,
        caps_normalized=tuple(map(normalize, caps)),
        asked_all=qs | q_stems,
        caps_stems=frozenset().union(*cap_sets) if cap_sets else frozenset(),
        rest_caps=tuple(st for st in cap_sets if st and not st & qs),
        numbers=frozenset(numbers(tokens(question))),
        subject=subject,
        types=_answer_type(nq),
        compare=float(bool(_COMPARE_RE.search(nq))),
    )


class Observation:
    """One observation, parsed once: cleaned body, sentences, stems, head, opening."""

    def __init__(self, observation: str) -> None:
        self.kind = failure_kind(observation)
        text = clean(observation)
        m = _TITLE_RE.match(text) if ":" in text else None  # most results have no colon
        ok = bool(m) and len(m.group(1).split()) <= 12  # type: ignore[union-attr]
        self.title = strip_title_qualifier(m.group(1)) if m and ok else ""
        self.body = text[m.end() :] if self.title and m else text
        body = self.body.strip()
        self.sents = list(filter(None, _SENT_RE.split(body))) if body else []
        # ASCII sentences normalise to their lower case (no call of normalize per sentence)
        norm = list(map(str.lower if body.isascii() else normalize, self.sents))
        self.normalized = " ".join(norm)
        tokenize = _ascii_tokens if self.normalized.isascii() else _TOKEN_RE.findall
        self.sent_toks = list(map(tokenize, norm))
        self.sent_stems = list(map(stems_of, self.sent_toks))
        title_stems = stems_of(tokens(self.title)) if self.title else set()
        self.stems = set().union(title_stems, *self.sent_stems)
        flat = list(chain.from_iterable(self.sent_toks))
        self.flat = flat
        ascii_no_digit = text.isascii() and not _ASCII_DIGIT_RE.search(text)  # skip the scan
        self.digits = [] if ascii_no_digit else numbers(flat)
        self.n_tok = len(flat)
        self.window = flat[:WINDOW_TOKENS]
        self.lead = stems_of(flat[:LEAD_TOKENS])
        self.head = title_stems if self.title else self.lead
        self.names = self.head | names_in_opening(body)
        # filled in by the feature code: per-sentence coverage of the question's remaining
        # facts, and the first sentence's capitalised names (when that is the best sentence)
        self.best: tuple[list[float], int] | None = None
        self.first_cap_stems: list[frozenset[str]] | None = None
