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

from ..text import STOP_WORDS, normalize, stem, tokens

__all__ = ["Asked", "asked", "clean", "names_in_opening", "stems_of"]

CAPS_RE = re.compile(r"\b[A-Z][\w'’.-]*(?:\s+(?:of|the|de|del|von|van|and|&)?\s*[A-Z][\w'’.-]*)*")
YEAR_RE = re.compile(r"\b(1[0-9]\d\d|20\d\d)s?\b")
NUM_RE = re.compile(r"\b\d[\d,.]*\b")
NUMWORD_RE = re.compile(
    r"\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"hundred|thousand|million|billion|dozen)\b",
    re.IGNORECASE,
)
MONTH_RE = re.compile(
    r"\b(January|February|March|April|May|June|July|August|September|"
    r"October|November|December)\b"
)
PERSON_RE = re.compile(r"\b[A-Z][a-z]+(?:\s+[A-Z]\.?)?\s+[A-Z][a-z]+\b")
WH_START = ("who", "whom", "whose", "when", "where", "how", "what", "which", "why")
_YESNO = frozenset(
    "is are was were do does did can could has have had will would should".split()
)
_COMPARE_RE = re.compile(
    r"\b(older|younger|earlier|later|first|last|before|after|longer|"
    r"larger|bigger|smaller|more|less|fewer|higher|taller|both|same)\b"
)
_BRACKET_RE = re.compile(r"\[[^\]]{0,80}\]|ⓘ|\(\s*(?:/[^)]{0,80}|[^()]{0,40}pronounced[^)]{0,80})\)")
_ALIAS_RE = re.compile(
    r"\b(?:known (?:professionally |popularly |mononymously |better |simply )?as|"
    r"better known as|also (?:known as|called)|stage name|nicknamed|born|née)\s+"
    r"[\"'“]?([A-Z][\w'’.-]*(?:\s+[A-Z][\w'’.-]*){0,3})"
)


def stems_of(toks: Sequence[str]) -> set[str]:
    """Stems of the content tokens (stop words, one-letter tokens and possessive 's dropped).

    Examples
    --------
    >>> sorted(stems_of(["the", "band's", "founders"]))
    ['band', 'founder']
    """
    out = set()
    for tok in toks:
        if tok.endswith("'s"):
            tok = tok[:-2]
        if len(tok) > 1 and tok not in STOP_WORDS:
            out.add(stem(tok))
    return out


def clean(observation: str) -> str:
    """Unescape HTML entities, drop citation marks and pronunciation brackets.

    Examples
    --------
    >>> clean("Patti Page ( pronounced [ˈpæti] ⓘ) was a singer.[1] Rock &amp; roll.")
    'Patti Page  was a singer. Rock & roll.'
    """
    text = html.unescape(observation) if "&" in observation else observation
    return _BRACKET_RE.sub("", text) if ("[" in text or "(" in text or "ⓘ" in text) else text


def names_in_opening(text: str) -> set[str]:
    """Stems of the names a page gives its subject in its opening ("known professionally as").

    Examples
    --------
    >>> sorted(names_in_opening("Clara Ann Fowler, known professionally as Patti Page, was"))
    ['page', 'patti']
    """
    out: set[str] = set()
    for m in _ALIAS_RE.finditer(text[:400]):
        out |= stems_of(tokens(m.group(1)))
    return out


@dataclass(frozen=True)
class Asked:
    """What a question (and the query searched for it) asks, computed once per pair."""

    stems: frozenset[str]
    query: frozenset[str]
    caps: tuple[str, ...]
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
    place = bool(
        re.search(r"\b(where|(what|which) (city|country|state|county|town))\b", q)
    )
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
        caps_stems=frozenset().union(*cap_sets) if cap_sets else frozenset(),
        rest_caps=tuple(st for st in cap_sets if st and not st & qs),
        numbers=frozenset(NUM_RE.findall(question)),
        subject=subject,
        types=_answer_type(nq),
        compare=float(bool(_COMPARE_RE.search(nq))),
    )
