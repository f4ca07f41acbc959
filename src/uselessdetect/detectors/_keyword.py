"""Keyword reader of the agent's own thought: what it states about the result it just read."""

from __future__ import annotations

import math
import re
from collections.abc import Iterator, Sequence
from functools import lru_cache

import numpy as np

from .._checks import check_count
from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector
from ._keyword_lexicon import (
    ABOUT_QUESTION,
    BOILER,
    CONTRAST,
    CONTRAST_WORDS,
    FLIPPABLE,
    GATE_BITS,
    GATE_WORDS,
    HEDGE_PHRASES,
    HEDGES,
    NEG_BEFORE,
    NEG_WORDS,
    NOTHING_AFTER,
    PATTERN_OF_BIT,
    PLAN_PHRASES,
    PLAN_START,
    PLAN_WORDS,
    PREFILTER,
    REJECT_BITS,
    SENTENCE,
    SPECULATION,
    TOKENS,
    USEFUL_BITS,
    USELESS_BITS,
)

__all__ = ["KeywordDetector", "read_thought"]

#: Characters of a thought scanned by default: a stated verdict comes early in a ReAct thought.
MAX_CHARS = 2000

#: P(useless) per kind of cue: (cue kind, score). Hedged cues move halfway to 0.5.
SCORES = {"useless": 0.95, "reject": 0.8, "useful": 0.05, "restate": 0.2}

_NT = frozenset({"n't"})


def _boilerplate(low: str) -> list[re.Match[str]]:
    """Matches of the navigation preamble, found from the literal it starts with."""
    out = []
    for start in ("after ", "from "):
        i = low.find(start)
        while i >= 0:
            m = BOILER.match(low, i)
            if m:
                out.append(m)
            i = low.find(start, i + 1)
    return out


def _gated(low: str, bits: int, extra: re.Pattern[str] | None) -> Iterator[re.Pattern[str]]:
    """The patterns whose gate bits are set and whose prefilter (if any) finds ``low``, in
    lexicon order, then ``extra`` (ungated)."""
    while bits:
        bit = bits & -bits
        bits ^= bit
        pattern = PATTERN_OF_BIT[bit]
        prefilter = PREFILTER.get(pattern)
        if prefilter is None or prefilter.search(low):
            yield pattern
    if extra is not None:
        yield extra


def _at_word(low: str, start: int) -> bool:
    """Whether a match starting at ``start`` starts a word ("n't" always does)."""
    return start == 0 or not low[start - 1].isalnum() or low.startswith("n't", start)


def _negator_before(low: str, i: int) -> bool:
    """Whether a negator ends just before position ``i`` (within 24 characters)."""
    window = low[max(0, i - 24) : i]
    return any(map(window.__contains__, NEG_WORDS)) and bool(
        NEG_BEFORE.search(low, max(0, i - 24), i)
    )


def _negated(low: str, m: re.Match[str]) -> bool:
    """Whether a negator governs match ``m`` (just before it, or "found nothing" after it)."""
    return _negator_before(low, m.start()) or bool(NOTHING_AFTER.match(low, m.end()))


def _sentence_at(low: str, pos: int) -> tuple[int, int]:
    """``(start, end)`` of the sentence holding position ``pos``."""
    start = max(low.rfind(". ", 0, pos), low.rfind("? ", 0, pos), low.rfind("! ", 0, pos))
    end = low.find(". ", pos)
    return start + 1, end if end >= 0 else len(low)


def _hedged(clause: str, words: list[str], original: str) -> bool:
    """Whether a clause hedges; ``words`` are its words (split at punctuation)."""
    return not HEDGES.isdisjoint(words) or (
        " may " in f" {original} " or any(map(clause.__contains__, HEDGE_PHRASES))
    )


def _useless_cue(low: str, bits: int, extra: re.Pattern[str] | None) -> tuple[str, int, str]:
    """The first phrase stating uselessness (not negated) and its position (-1: none), and the
    first sentence judging the question instead ("the author is not specified in the question")."""
    skip = ""
    for pattern in _gated(low, bits, extra):
        for m in pattern.finditer(low):
            if not _at_word(low, m.start()):
                continue
            if ABOUT_QUESTION.match(low, m.end()):
                if not skip:
                    a, b = _sentence_at(low, m.start())
                    skip = low[a:b]
            elif not ((m.group() in FLIPPABLE or pattern is extra) and _negated(low, m)):
                return m.group(), m.start(), skip  # ("not unhelpful" is read as useful below)
    return "", -1, skip


def _useful_cue(
    low: str, bits: int, skip: str, extra: re.Pattern[str] | None
) -> tuple[str, int] | None:
    """The first phrase stating usefulness outside the sentence ``skip``, not negated."""
    for pattern in _gated(low, bits, extra):
        for m in pattern.finditer(low):
            if _at_word(low, m.start()) and not _negated(low, m):
                a, b = _sentence_at(low, m.start()) if skip else (0, 0)
                if not skip or skip not in low[a:b]:
                    return m.group(), m.start()
    if any(map(low.__contains__, FLIPPABLE)):  # "not irrelevant"
        for w in FLIPPABLE:
            i = low.find(w)
            if i >= 0 and _negator_before(low, i):
                return w, i
    return None


def _restates(low: str, tl: str, text: str, c: int, d: int) -> bool:
    """Whether clause ``[c, d)`` restates content: three or more words, no plan, question or
    hedge (``tl`` is ``low`` split at punctuation; ``text`` keeps the original case)."""
    words = tl[c:d].split()
    if len(words) < 3 or words[0] in PLAN_START:
        return False
    clause = low[c:d]
    if any(map(clause.__contains__, PLAN_PHRASES)) or not PLAN_WORDS.isdisjoint(words):
        return False
    original = text[c:d]
    return " will " not in f" {original} " and not _hedged(clause, words, original)


def _restated_in(low: str, text: str, tl: str, a: int, b: int, contrast: bool) -> str | None:
    """The first clause of sentence ``[a, b)`` (split at "but", "however"…) that restates;
    ``contrast``: whether ``low`` may hold a contrast word at all."""
    c = a
    for m in CONTRAST.finditer(low, a, b) if contrast else ():
        if _at_word(low, m.start()):  # not "but" inside "attribute"
            if _restates(low, tl, text, c, m.start()):
                return low[c : m.start()]
            c = m.end()
    return low[c:b] if _restates(low, tl, text, c, b) else None


def _restatement(low: str, text: str, tl: str, skip: str) -> str | None:
    """The first clause restating content, sentence by sentence, outside the sentence ``skip``."""
    contrast = any(map(low.__contains__, CONTRAST_WORDS))
    a = 0
    for m in SENTENCE.finditer(text):
        if not (skip and skip in low[a : m.start()]):
            clause = _restated_in(low, text, tl, a, m.start(), contrast)
            if clause is not None:
                return clause
        a = m.end()
    if skip and skip in low[a:]:
        return None
    return _restated_in(low, text, tl, a, len(text), contrast)


def _verdict(kind: str, cue: str, hedged: bool) -> tuple[str, float, str]:
    score = SCORES[kind]
    if hedged and kind != "restate":  # a hedge moves the score halfway toward 0.5
        score = round((score + 0.5) / 2.0, 4)
    return ("useless" if kind in ("useless", "reject") else "useful"), score, cue


def _hedged_at(low: str, tl: str, pos: int, original: bool = True) -> bool:
    """Whether the sentence holding ``pos`` hedges (``original``: also read " may ")."""
    a, b = _sentence_at(low, pos)
    return _hedged(low[a:b], tl[a:b].split(), low[a:b] if original else "")


@lru_cache(maxsize=1 << 16)
def _read(
    text: str, extra_useless: re.Pattern[str] | None, extra_useful: re.Pattern[str] | None
) -> tuple[str, float, str]:
    """Useless phrase anywhere > useful phrase > re-planning rejection > restatement > none."""
    low = text.lower()
    if len(low) != len(text):  # a few Unicode capitals lower to two characters
        text = low
    if "after " in low or "from " in low:
        for m in _boilerplate(low):  # blank, keeping offsets aligned with ``text``
            pad = " " * (m.end() - m.start())
            low = low[: m.start()] + pad + low[m.end() :]
            text = text[: m.start()] + pad + text[m.end() :]
    tl = low.translate(TOKENS)  # same offsets as ``low``: slice it for a clause's words
    present = GATE_WORDS.intersection(tl.split())
    bits = 0
    for word in present | _NT if "n't" in low else present:
        bits |= GATE_BITS[word]
    cue, pos, skip = _useless_cue(low, bits & USELESS_BITS, extra_useless)
    if pos >= 0:
        return _verdict("useless", cue, _hedged_at(low, tl, pos))
    found = _useful_cue(low, bits & USEFUL_BITS, skip, extra_useful)
    if found is not None:
        a, b = _sentence_at(low, found[1])
        words = tl[a:b].split()
        if SPECULATION.isdisjoint(low[a:b].split(None, 1)[:1] + words):
            return _verdict("useful", found[0], _hedged(low[a:b], words, low[a:b]))
    for pattern in _gated(low, bits & REJECT_BITS, None):
        hit = pattern.search(low)
        if hit and _at_word(low, hit.start()):
            return _verdict("reject", hit.group(), _hedged_at(low, tl, hit.start(), False))
    clause = _restatement(low, text, tl, skip)
    if clause is not None:
        return _verdict("restate", clause.strip()[:40], False)
    return "none", math.nan, ""


def read_thought(thought: str, *, max_chars: int = MAX_CHARS) -> tuple[str, float, str]:
    """Read what a thought states about the result before it: (stated, P(useless), cue).

    ``stated`` is ``"useless"``, ``"useful"`` or ``"none"`` (then the score is NaN). Only the
    first ``max_chars`` characters are read.

    Examples
    --------
    >>> read_thought("The paragraph does not mention his birthplace. I need to search X.")
    ('useless', 0.95, 'not mention')
    >>> read_thought("Ken Kesey and Andre Gide are not from the same country.")[0]
    'useful'
    >>> read_thought('After "Search", the only possible actions are "Search" or "Finish".')[0]
    'none'
    """
    return _read(thought[:max_chars], None, None)


def _compile(phrases: Sequence[str], what: str) -> re.Pattern[str] | None:
    """One pattern for extra phrases (lower-cased, whitespace-tolerant, whole words)."""
    if isinstance(phrases, str) or not all(isinstance(p, str) and p.strip() for p in phrases):
        raise ConfigurationError(f"{what} must be a sequence of non-empty strings, got {phrases!r}")
    if not phrases:
        return None
    words = sorted({" ".join(p.lower().split()) for p in phrases}, key=len, reverse=True)
    alternatives = "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
    return re.compile(f"(?:{alternatives})\\b")


class KeywordDetector(Detector):
    """Keyword reader: what the agent's own next thought states about the result; may abstain.

    Reads ``Sample.thought`` — the thought written *after* the observation (design §3.2) —
    clause by clause: the KnowAgent action-graph preamble ("After "Search", the only possible
    actions are …") is dropped, the rest is split into clauses (sentences, and at "but" /
    "however"), and each clause is matched against a lexicon of phrases stating the result is
    useless ("does not mention", "no information about", "could not find", "unrelated", "search
    X instead", "try again"), phrases stating it is useful ("the paragraph says", "I found",
    "according to", "so the answer is") and, failing both, a plain declarative restatement of
    content ("Alt-J was formed in 2007"). Negation is read with its target: "not" only states
    uselessness when it governs a verb about the text or the search ("did not find", "does
    not provide"), so "X and Y are not from the same country" restates an answer; "not
    unhelpful" is useful, "found nothing" useless. Plans, questions and hedged speculation
    restate nothing. A stated useless verdict wins over a useful one in the same thought
    ("I found X, but it does not say Y" is useless).

    Scores are confidences of the stated verdict as P(useless): 0.95 for an explicit useless
    phrase, 0.8 for a re-planning rejection ("instead", "again"), 0.05 for an explicit useful
    phrase, 0.2 for a restatement; hedges ("it seems", "probably") move a score toward 0.5.
    Where the thought states nothing, the score is NaN and the verdict ``unknown``.

    Only the first ``max_chars`` characters of the thought are read (a verdict comes early;
    this bounds the cost of runaway generations); the question and observation are not read.

    Parameters
    ----------
    extra_useless, extra_useful : sequence of str, default ()
        More phrases (plain text, case-insensitive, whole words) stating a result useless or
        useful. A negated extra phrase ("not <phrase>") is not a cue.
    max_chars : int, default 2000
        Characters of the thought read.
    cutoff : float or None, default None
        Score at or above which a stated verdict is useless. ``None``: 0.5, which makes the
        verdict exactly the stated one. Labels given to ``fit`` do not tune it: the scores are
        confidences in what the thought states, not a ranking to re-threshold.

    Attributes
    ----------
    abstain_rate_ : float
        Share of the samples given to ``fit`` on which the reader abstained (NaN if none given).

    Examples
    --------
    >>> det = KeywordDetector().fit([])
    >>> det.judge({"question": "Q", "observation": "O",
    ...            "thought": "The passage does not say where he was born."}).verdict
    <Verdict.USELESS: 'useless'>
    >>> det.judge({"question": "Q", "observation": "O",
    ...            "thought": "I need to search Ken Kesey next."}).verdict
    <Verdict.UNKNOWN: 'unknown'>
    """

    name = "keyword"
    can_abstain = True

    def __init__(
        self,
        *,
        extra_useless: Sequence[str] = (),
        extra_useful: Sequence[str] = (),
        max_chars: int = MAX_CHARS,
        cutoff: float | None = None,
    ) -> None:
        self.extra_useless = extra_useless
        self.extra_useful = extra_useful
        self.max_chars = max_chars
        self.cutoff = cutoff

    def _learns_cutoff(self) -> bool:
        return True

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        check_count(self.max_chars, "max_chars")
        self.extra_useless_re_ = _compile(self.extra_useless, "extra_useless")
        self.extra_useful_re_ = _compile(self.extra_useful, "extra_useful")
        self.cutoff_ = 0.5 if self.cutoff is None else float(self.cutoff)
        scores = self._scores(samples)
        self.abstain_rate_ = float(np.isnan(scores).mean()) if len(scores) else math.nan

    def read(self, thought: str) -> tuple[str, float, str]:
        """``(stated, score, cue)`` for one thought: the reader's reasoning, for inspection."""
        return _read(thought[: self.max_chars], self.extra_useless_re_, self.extra_useful_re_)

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        n, lim = len(samples), self.max_chars
        uu, uf = self.extra_useless_re_, self.extra_useful_re_
        return np.fromiter((_read(s.thought[:lim], uu, uf)[1] for s in samples), float, n)
