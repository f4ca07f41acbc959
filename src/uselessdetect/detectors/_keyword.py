"""Keyword reader of the agent's own thought: what it states about the result it just read."""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector

__all__ = ["KeywordDetector", "read_thought"]

#: Characters of a thought scanned by default: a stated verdict comes early in a ReAct thought.
MAX_CHARS = 2000

#: P(useless) per kind of cue: (cue kind, score). Hedged cues move halfway to 0.5.
SCORES = {"useless": 0.95, "reject": 0.8, "useful": 0.05, "restate": 0.2}

_F = re.IGNORECASE

# Navigation boilerplate (KnowAgent's action-graph preamble) states nothing about the result.
_BOILER = re.compile(
    r"(?:after|from)\s+\"?\w+\"?,\s*(?:the\s+)?(?:only\s+)?(?:possible|available|adjacent|next"
    r"|valid)\b[^.]*?\.\"?(?=\s|$)|(?:after|from)\s+\"?\w+\"?,\s*there\s+(?:is|are)\s+no\s+"
    r"(?:further|more|other)\s+actions?[^.]*\.",
    _F,
)
# Sentence ends (before a capital) and contrasts ("X, but Y") bound the clauses read.
_SENTENCE = re.compile(r"(?<=[.!?;])[\"')\]]?\s+(?=[\"'(\[]?[A-Z])")
_CONTRAST = re.compile(r",?\s+(?:but|however|although|though|whereas|yet)\b,?\s*")

_RES = (
    r"(?:paragraph|passage|observation|result|page|article|entry|information|info|text|"
    r"search|excerpt|document|snippet|lookup|retrieval|output|source|content|data|it|this)s?"
)
_NOT = r"(?:\bnot|n't|\bnever|\bno\s+longer)"
_TEXT_VERBS = (
    r"(?:found|find|finding|locate|yield|yielded|provide[sd]?|mention(?:ed|s)?|state[sd]?|"
    r"specif(?:y|ied|ies)|reveal(?:ed|s)?|give[sn]?|gave|return(?:ed|s)?|say|said|says|"
    r"answer(?:ed|s)?|indicate[sd]?|obtained|retrieved|identified|discovered|shown|"
    r"clear(?:ly)?\s+(?:stated|mentioned)|help(?:ed|ful|s)?|useful|relevant|pertinent|"
    r"available|known|given|listed|"
    r"determined|confirmed|contain(?:ed|s)?|include[sd]?|match(?:ed)?)"
)
# Phrases stating the result is useless. Negation is part of each phrase and targets the
# result or the search ("does not mention"), never a fact ("was not released").
_USELESS = re.compile(
    r"|".join(
        (
            rf"{_NOT}\s+(?:been\s+|yet\s+|any\s+|(?:explicitly|directly|clearly|specifically|"
            rf"really|actually|much|enough|sufficient|quite)\s+)*{_TEXT_VERBS}\b",
            rf"\b{_RES}(?:'s|\s+(?:is|was|are|were|seems?|appears?))\s+(?:to\s+be\s+)?"
            rf"(?:probably\s+|likely\s+|possibly\s+|clearly\s+|still\s+|also\s+)?{_NOT}\s+"
            r"(?:directly\s+|very\s+|really\s+)?(?:relevant|related|pertinent|helpful|useful|specific|"
            r"about|what\s+i)",
            r"\b(?:could|can|was|were|am|is|are)\s*(?:not|n't)\s+(?:able\s+to\s+)?"
            r"(?:find|locate|determine|answer|retrieve|obtain|identify|perform|get|confirm|"
            r"be\s+(?:determined|answered|found))\b|\bcannot\s+(?:be\s+)?(?:find|found|locate"
            r"|determined?|answer(?:ed)?|retrieved?|obtain(?:ed)?|identif(?:y|ied)|perform|get|"
            r"provide\s+an?\s+answer)\b|\bunable\s+to\b|\bfailed\s+to\b",
            r"\bno\s+(?:\w+\s+){0,2}?(?:information|info|results?|mentions?|answer|data|details|"
            r"matches|evidence|hits|records?|pages?|entry|entries|luck|success)\b",
            r"\bno\s+\w+\s+(?:was|were|has\s+been|have\s+been)\s+(?:found|returned|mentioned)\b",
            r"\b(?:found|yielded|returned|gave|revealed|shows?|contains?)\s+(?:nothing|none)\b",
            r"\bnothing\s+(?:\w+\s+)?(?:was\s+)?(?:found|about|useful|relevant|new|helpful)\b",
            r"\b(?:unsuccessful|fruitless|unfruitful|inconclusive|irrelevant|unrelated|unhelpful|"
            r"insufficient|lacks?|lacking|missing|absent|unanswered|unsolved|off-topic|useless|"
            r"to\s+no\s+avail|dead\s+end)\b",
            r"\b(?:is|are|remains?)\s+(?:still\s+)?(?:unknown|unclear)\b",
            rf"\b{_RES}\s+(?:did|does|has|have)\s*{_NOT}\s+(?:work|help|succeed)",
            rf"\b{_RES}\s+(?:\w+\s+)?(?:does|did|do)\s*{_NOT}\s+(?:\w+\s+)?(?:have|hold|cover|"
            r"discuss|talk|tell|list|refer)\b",
            rf"\b{_RES}\s+(?:has|had|have|holds?|contains?|gives?|provides?|offers?|includes?|"
            r"lists?|returned|yielded|shows?)\s+no\b",
            r"\b(?:mentions?|mentioned|says|said|states|stated|provides|provided|gives|gave|includes"
            r"|included|contains|contained|lists|listed|covers|covered|shows|showed)\b[^.;]*?,?\s+"
            r"but\s+not\b",
            r"\bstill\s+(?:has\s+not|hasn't|have\s+not|haven't|not|do\s+not|don't)\b",
            r"\b(?:about|referring\s+to|refers\s+to|for|on)\s+(?:a\s+|an\s+|the\s+)?(?:different|"
            r"another|unrelated|wrong)\b|\babout\s+something\s+else\b|\bwrong\s+(?:\w+\s+)?"
            r"(?:page|person|entity|article|result|one|search|query|match|topic|thing)s?\b",
            rf"{_NOT}\s+(?:exactly\s+|quite\s+)?(?:what\s+|the\s+(?:\w+\s+){{1,3}}?|an?\s+"
            r"(?:\w+\s+){1,3}?)(?:i|we)\s*(?:am\s+|are\s+|was\s+|were\s+|'m\s+|'re\s+)?"
            r"(?:looking|searching|after|need|needed|want|wanted)\b",
            rf"\b{_RES}\s+(?:is|was|seems\s+to\s+be|appears\s+to\s+be)\s+about\s+[^,;]+,\s*not\b",
            rf"\b(?:answer|it|this|that|information)\s+(?:is|was|are)\s+{_NOT}\s+(?:in|on|within|"
            r"present|there|here)\b",
        )
    ),
    _F,
)
# Uselessness words whose negation ("not unhelpful", "not irrelevant") states usefulness.
_FLIPPABLE = re.compile(r"\b(?:irrelevant|unrelated|unhelpful|useless|unsuccessful)\b", _F)
_USEFUL = re.compile(
    r"|".join(
        (
            r"\b(?:i|we)\s+(?:have\s+|'ve\s+|now\s+|just\s+|finally\s+|successfully\s+)*"
            r"(?:found|obtained|retrieved|identified|located|learned|learnt|confirmed|got|"
            r"gathered|know|verified)\b",
            r"\bhaving\s+(?:found|retrieved|obtained|identified|confirmed|learned)\b",
            rf"\b{_RES}\s+(?:\w+\s+){{0,6}}?(?:says|said|states|stated|mentions|mentioned|shows|"
            r"showed|indicates|indicated|reveals|revealed|suggests|suggested|confirms|confirmed|"
            r"provides|provided|contains|lists|listed|tells|explains|describes|notes|includes|"
            r"gives|answers|matches|supports)\b",
            r"\baccording\s+to\s+(?:the|this|that|these)\b",
            r"\banswer\s+(?:to\s+(?:the|this|my)\s+question\s+)?is\s+(?:now\s+)?(?:clear|found|"
            r"known|obtained|evident|confirmed)\b",
            r"\b(?:so|thus|therefore|hence)\b,?\s+(?:the\s+)?(?:final\s+)?answer\b",
            r"\b(?:has|have)\s+(?:now\s+)?been\s+(?:obtained|found|retrieved|identified|"
            r"confirmed|located)\b",
            r"\bnow\s+(?:that\s+)?(?:i|we)\s+(?:have|know)\b",
            r"\b(?:i|we)\s+(?:now\s+)?have\s+(?:now\s+)?(?:the|its|his|her|their|all|enough|"
            r"some|found|obtained|retrieved|identified|looked\s+up|confirmed)\b",
            r"\bmention(?:s|ed)?\b",
            r"\b(?:relevant|helpful|useful|informative)\b",
            r"\bwhat\s+(?:i|we)\s+(?:was\s+|were\s+|am\s+|are\s+|'m\s+|'re\s+)?(?:looking|"
            r"searching)\s+for\b|\bwhat\s+(?:i|we)\s+need(?:ed)?\b",
        )
    ),
    _F,
)
_NEG_BEFORE = re.compile(
    rf"(?:{_NOT}|\bno|\bnothing|\bwithout|\bhardly|\bneither|\bnor|\bcannot)\W*(?:\w+\W+)?$", _F
)
_NOTHING_AFTER = re.compile(r"\s+(?:no|nothing|none)\b|\s+(?:\w+\s+)?(?:not|yet)\b", _F)
_ABOUT_QUESTION = re.compile(r"\W*\w*\s*(?:in|by|from)\s+the\s+(?:question|task|prompt)\b", _F)
_HEDGE = re.compile(
    r"\b(?:seems?|seemingly|appears?|apparently|probably|possibly|likely|might|may|perhaps|"
    r"maybe|guess|suppose|not\s+sure|unsure|i\s+think|i\s+believe|could\s+be)\b",
    _F,
)
# Speculation about what the result might hold states nothing about what it holds.
_SPECULATE = re.compile(r"^\W*(?:maybe|perhaps)\b|\b(?:might|may|could)\b", _F)
# Rejecting the result by re-planning: "search X instead", "try again", "a different query".
_REJECT = re.compile(
    r"\binstead\b|\b(?:try|search|look|retrieve|query)\w*\s+(?:\w+\s+)?again\b|\b(?:different|"
    r"another|alternative|other|new|broader|narrower|more\s+specific)\s+(?:approach|quer(?:y|ies)|"
    r"search(?:es)?|keywords?|terms?|strateg(?:y|ies)|way|wording|sources?|tools?|angle)\b|\bgo\s+back\b|"
    r"\brephrase\b|\bstart\s+over\b",
    _F,
)
# Sentences that plan, ask or speculate state no content; the rest may restate the result.
_PLAN = re.compile(
    r"^\W*(?i:i|i'm|i'll|i've|we|let|let's|maybe|perhaps|to|next|now|if|since|because|then|"
    r"first|a|an|the\s+(?:next|best|only|question|task|goal)|no\s+further|this\s+(?:means|"
    r"requires))\b|\b(?:need|needs|should|will|would|must|have\s+to|going\s+to|want|try|"
    r"trying|looking\s+for|what|whether)\b|\?"
)
# A restatement: a clause of three or more words that is neither plan, question nor hedge.
_RESTATE = re.compile(r"^\W*[\w\"'(].*?\s\S+\s+\S")


def _negated(sentence: str, m: re.Match[str]) -> bool:
    """Whether a negator governs match ``m`` (just before it, or "found nothing" after it)."""
    if _NEG_BEFORE.search(sentence[max(0, m.start() - 24) : m.start()]):
        return True
    return bool(_NOTHING_AFTER.match(sentence, m.end()))


def _useless_cue(sentence: str, extra: re.Pattern[str] | None) -> str | None:
    """The first phrase stating uselessness that is not about the question or negated."""
    for pattern in (_USELESS, extra):
        if pattern is None:
            continue
        for m in pattern.finditer(sentence):
            if _ABOUT_QUESTION.match(sentence, m.end()):
                return ""  # "not specified in the question" judges the question, not the result
            flip = _FLIPPABLE.fullmatch(m.group()) or pattern is extra
            if flip and _negated(sentence, m):
                continue  # "not unhelpful": a (weak) useful statement, read below
            return m.group()
    return None


def _useful_cue(sentence: str, extra: re.Pattern[str] | None) -> tuple[str, bool] | None:
    """The first phrase stating usefulness, and whether it was a negated uselessness word."""
    for pattern in (_USEFUL, extra):
        if pattern is None:
            continue
        for m in pattern.finditer(sentence):
            if not _negated(sentence, m):
                return m.group(), False
    m = _FLIPPABLE.search(sentence)
    if m and _negated(sentence, m):
        return m.group(), True
    return None


def _classify(sentence: str, extra_useless: re.Pattern[str] | None,
              extra_useful: re.Pattern[str] | None) -> tuple[str, str] | None:
    """(kind, cue) stated by one clause: useless, useful, reject or restate; None if nothing."""
    cue = _useless_cue(sentence, extra_useless)
    if cue is not None:
        return ("useless", cue) if cue else None
    found = _useful_cue(sentence, extra_useful)
    if found is not None:
        return None if _SPECULATE.search(sentence) else ("useful", found[0])
    m = _REJECT.search(sentence)
    if m:
        return "reject", m.group()
    if not _PLAN.search(sentence) and not _HEDGE.search(sentence):
        if _RESTATE.match(sentence):
            return "restate", sentence.strip()[:40]
    return None


_RANK = {"useless": 3, "useful": 2, "reject": 1, "restate": 0}


@lru_cache(maxsize=1 << 16)
def _read(text: str, extra_useless: re.Pattern[str] | None,
          extra_useful: re.Pattern[str] | None) -> tuple[str, float, str]:
    best: tuple[str, str, bool] | None = None
    for sentence in _SPLIT.split(_BOILER.sub(" ", text)):
        got = _classify(sentence, extra_useless, extra_useful)
        if got is not None and (best is None or _RANK[got[0]] > _RANK[best[0]]):
            best = (got[0], got[1], bool(_HEDGE.search(sentence)))
    if best is None:
        return "none", math.nan, ""
    kind, cue, hedged = best
    score = SCORES[kind]
    if hedged and kind != "restate":
        score = (score + 0.5) / 2.0 + (0.05 if score > 0.5 else -0.05)
    verdict = "useless" if kind in ("useless", "reject") else "useful"
    return verdict, score, cue


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
    if isinstance(phrases, str) or not all(isinstance(p, str) and p.strip() for p in phrases):
        raise ConfigurationError(
            f"{what} must be a sequence of non-empty strings, got {phrases!r}"
        )
    if not phrases:
        return None
    words = sorted({" ".join(p.split()) for p in phrases}, key=len, reverse=True)
    return re.compile(r"\b(?:" + "|".join(re.escape(w).replace(r"\ ", r"\s+") for w in words)
                      + r")\b", _F)


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
        useful. A negated extra phrase ("not <phrase>") is ignored.
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
        if isinstance(self.max_chars, bool) or not isinstance(self.max_chars, int) or (
            self.max_chars < 1
        ):
            raise ConfigurationError(f"max_chars must be a positive int, got {self.max_chars!r}")
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
