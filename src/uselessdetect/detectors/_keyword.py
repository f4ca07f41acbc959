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

# All patterns run on the lower-cased thought and start with a literal, never with ``\b``:
# Python's regex engine then skips ahead by literal prefix, which is what makes the reader fast.
# A match must start at a word boundary (checked in code, see ``_at_word``).
_C = re.compile

# Navigation boilerplate (KnowAgent's action-graph preamble) states nothing about the result.
_BOILER = _C(
    r"(?:after|from)\s+\"?\w+\"?,\s*(?:the\s+)?(?:only\s+)?(?:possible|available|adjacent|next"
    r"|valid)\b[^.]*?\.\"?(?=\s|$)|(?:after|from)\s+\"?\w+\"?,\s*there\s+(?:is|are)\s+no\s+"
    r"(?:further|more|other)\s+actions?[^.]*\."
)
# Sentence ends (before a capital; on the original text) and contrasts ("X, but Y").
_SENTENCE = _C(r"[.!?;][\"')\]]?\s+(?=[\"'(\[]?[A-Z])")
_CONTRAST = _C(r"(?:but|however|although|though|whereas|yet)\b")

_RES = (
    r"(?:paragraph|passage|observation|result|page|article|entry|information|info|text|"
    r"search|excerpt|document|snippet|lookup|retrieval|output|source|content|data|it|this)s?"
)
_NOT = r"(?:not|n't|never|no\s+longer)"
_TEXT_VERBS = (
    r"(?:found|find|finding|locate|yield|yielded|provide[sd]?|mention(?:ed|s)?|state[sd]?|"
    r"specif(?:y|ied|ies)|reveal(?:ed|s)?|give[sn]?|gave|return(?:ed|s)?|say|said|says|"
    r"answer(?:ed|s)?|indicate[sd]?|obtained|retrieved|identified|discovered|shown|"
    r"clear(?:ly)?\s+(?:stated|mentioned)|help(?:ed|ful|s)?|useful|relevant|pertinent|"
    r"available|known|given|listed|determined|confirmed|contain(?:ed|s)?|include[sd]?|"
    r"match(?:ed)?)"
)


# Phrases stating the result is useless. Negation is part of each phrase and targets the
# result or the search ("does not mention"), never a fact ("was not released").
def _G(words: str) -> frozenset[str]:
    """A gate: the pattern after it can only match a text holding one of these words."""
    return frozenset(words.split())


_NEG = _G("not n't never cannot")
_USELESS = tuple(
    (gate, _C(p))
    for gate, p in (
        (
            _NEG,
            rf"{_NOT}\s+(?:been\s+|yet\s+|any\s+|(?:explicitly|directly|clearly|specifically|really|"
            rf"actually|much|enough|sufficient|quite)\s+)*{_TEXT_VERBS}\b",
        ),
        (
            _G("no nothing"),
            r"(?:no|nothing)\s+(?:\w+\s+){0,2}?(?:information|info|results?|mentions?|answer|data|"
            r"details|matches|evidence|hits|records?|pages?|entry|entries|luck|success|found|about|"
            r"useful|relevant|new|helpful)\b",
        ),
        (
            _G("no"),
            r"no\s+\w+\s+(?:was|were|has\s+been|have\s+been)\s+(?:found|returned|mentioned)\b",
        ),
        (
            _NEG | _G("unable failed"),
            r"(?:could|can|was|were|am|is|are)\s*(?:not|n't)\s+(?:able\s+to\s+)?(?:find|locate|"
            r"determine|answer|retrieve|obtain|identify|perform|get|confirm|be\s+(?:determined|"
            r"answered|found))\b|cannot\s+(?:be\s+)?(?:find|found|locate|determined?|answer(?:ed)?|"
            r"retrieved?|obtain(?:ed)?|identif(?:y|ied)|perform|get|provide\s+an?\s+answer)\b|"
            r"unable\s+to\b|failed\s+to\b",
        ),
        (
            _G("nothing none"),
            r"(?:found|yielded|returned|gave|revealed|shows?|contains?)\s+"
            r"(?:nothing|none)\b",
        ),
        (
            _G(
                "unsuccessful fruitless unfruitful inconclusive irrelevant unrelated unhelpful "
                "insufficient lack lacks lacking missing absent unanswered unsolved off-topic "
                "useless avail dead"
            ),
            r"(?:unsuccessful|fruitless|unfruitful|inconclusive|irrelevant|unrelated|unhelpful|"
            r"insufficient|lacks?|lacking|missing|absent|unanswered|unsolved|off-topic|useless|"
            r"to\s+no\s+avail|dead\s+end)\b",
        ),
        (_G("unknown unclear"), r"(?:is|are|remains?)\s+(?:still\s+)?(?:unknown|unclear)\b"),
        (_G("still"), r"still\s+(?:has\s+not|hasn't|have\s+not|haven't|not|do\s+not|don't)\b"),
        (
            _NEG,
            rf"{_RES}(?:(?:'s|\s+(?:is|was|are|were|seems?|appears?))\s+(?:to\s+be\s+)?(?:probably"
            rf"\s+|likely\s+|possibly\s+|clearly\s+|still\s+|also\s+)?{_NOT}\s+(?:directly\s+|very\s+|"
            r"really\s+)?(?:relevant|related|pertinent|helpful|useful|specific|about|what\s+i)|"
            rf"\s+(?:did|does|has|have)\s*{_NOT}\s+(?:work|help|succeed)|\s+(?:\w+\s+)?(?:does|did|"
            rf"do)\s*{_NOT}\s+(?:\w+\s+)?(?:have|hold|cover|discuss|talk|tell|list|refer)\b)",
        ),
        (
            _G("no"),
            rf"{_RES}\s+(?:has|had|have|holds?|contains?|gives?|provides?|offers?|includes?|"
            r"lists?|returned|yielded|shows?)\s+no\b",
        ),
        (
            _G("about"),
            rf"{_RES}\s+(?:is|was|seems\s+to\s+be|appears\s+to\s+be)\s+about\s+[^,;.]+,"
            r"\s*not\b",
        ),
        (
            _NEG,
            rf"(?:answer|it|this|that|information)\s+(?:is|was|are)\s+{_NOT}\s+(?:in|on|within|"
            r"present|there|here)\b",
        ),
        (
            _G("but"),
            r"(?:mentions?|mentioned|says|said|states|stated|provides|provided|gives|gave|includes|"
            r"included|contains|contained|lists|listed|covers|covered|shows|showed)\b[^.;]*?,?\s+"
            r"but\s+not\b",
        ),
        (
            _G("different another unrelated wrong else"),
            r"(?:about|referring\s+to|refers\s+to|for|on)\s+(?:a\s+|an\s+|the\s+)?(?:different|another|"
            r"unrelated|wrong)\b|about\s+something\s+else\b|wrong\s+(?:\w+\s+)?(?:page|person|entity|"
            r"article|result|one|search|query|match|topic|thing)s?\b",
        ),
        (
            _NEG,
            rf"{_NOT}\s+(?:exactly\s+|quite\s+)?(?:what\s+|the\s+(?:\w+\s+){{1,3}}?|an?\s+(?:\w+\s+)"
            r"{1,3}?)(?:i|we)\s*(?:am\s+|are\s+|was\s+|were\s+|'m\s+|'re\s+)?(?:looking|searching|"
            r"after|need|needed|want|wanted)\b",
        ),
    )
)
# Uselessness words whose negation ("not unhelpful", "not irrelevant") states usefulness.
_FLIPPABLE = frozenset({"irrelevant", "unrelated", "unhelpful", "useless", "unsuccessful"})
_USEFUL = tuple(
    (gate, _C(p))
    for gate, p in (
        (
            _G(
                "found obtained retrieved identified located learned learnt confirmed got gathered "
                "know verified"
            ),
            r"(?:i|we)\s+(?:have\s+|'ve\s+|now\s+|just\s+|finally\s+|successfully\s+)*(?:found|"
            r"obtained|retrieved|identified|located|learned|learnt|confirmed|got|gathered|know|"
            r"verified)\b",
        ),
        (_G("having"), r"having\s+(?:found|retrieved|obtained|identified|confirmed|learned)\b"),
        (
            _G(
                "says said states stated mentions mentioned shows showed indicates indicated "
                "reveals revealed suggests suggested confirms confirmed provides provided contains "
                "lists listed tells explains describes notes includes gives answers matches "
                "supports"
            ),
            rf"{_RES}\s+(?:\w+\s+){{0,6}}?(?:says|said|states|stated|mentions|mentioned|shows|showed|"
            r"indicates|indicated|reveals|revealed|suggests|suggested|confirms|confirmed|provides|"
            r"provided|contains|lists|listed|tells|explains|describes|notes|includes|gives|answers|"
            r"matches|supports)\b",
        ),
        (_G("according"), r"according\s+to\s+(?:the|this|that|these)\b"),
        (
            _G("answer"),
            r"answer\s+(?:to\s+(?:the|this|my)\s+question\s+)?is\s+(?:now\s+)?(?:clear|found|known|"
            r"obtained|evident|confirmed)\b",
        ),
        (_G("answer"), r"(?:so|thus|therefore|hence),?\s+(?:the\s+)?(?:final\s+)?answer\b"),
        (
            _G("been"),
            r"(?:has|have)\s+(?:now\s+)?been\s+(?:obtained|found|retrieved|identified|"
            r"confirmed|located)\b",
        ),
        (_G("now"), r"now\s+(?:that\s+)?(?:i|we)\s+(?:have|know)\b"),
        (
            _G("have"),
            r"(?:i|we)\s+(?:now\s+)?have\s+(?:now\s+)?(?:the|its|his|her|their|all|enough|some|found|"
            r"obtained|retrieved|identified|looked\s+up|confirmed)\b",
        ),
        (_G("mention mentions mentioned"), r"mention(?:s|ed)?\b"),
        (_G("relevant helpful useful informative"), r"(?:relevant|helpful|useful|informative)\b"),
        (
            _G("what"),
            r"what\s+(?:i|we)\s+(?:was\s+|were\s+|am\s+|are\s+|'m\s+|'re\s+)?(?:looking|searching)\s+"
            r"for\b|what\s+(?:i|we)\s+need(?:ed)?\b",
        ),
    )
)
_NEG_BEFORE = _C(
    r"(?:\bnot|n't|\bnever|\bno|\bnothing|\bwithout|\bhardly|\bneither|\bnor|"
    r"\bcannot)\W*(?:\w+\W+)?$"
)
_NOTHING_AFTER = _C(r"\s+(?:no|nothing|none)\b|\s+(?:\w+\s+)?(?:not|yet)\b")
_ABOUT_QUESTION = _C(r"\W*\w*\s*(?:in|by|from)\s+the\s+(?:question|task|prompt)\b")
# Re-planning that rejects the result: "search X instead", "try again", "a different query".
_REJECT = tuple(
    (gate, _C(p))
    for gate, p in (
        (_G("instead"), r"instead\b"),
        (_G("again"), r"(?:try|search|look|retriev|query)\w*\s+(?:\w+\s+)?again\b"),
        (
            _G("different another alternative other new broader narrower specific"),
            r"(?:different|another|alternative|other|new|broader|narrower|more\s+specific)\s+(?:approach|"
            r"quer(?:y|ies)|search(?:es)?|keywords?|terms?|strateg(?:y|ies)|way|wording|sources?|"
            r"tools?|angle)\b",
        ),
        (_G("back rephrase over"), r"go\s+back\b|rephrase\b|start\s+over\b"),
    )
)
_HEDGES = _G(
    "seem seems seemingly appear appears apparently probably possibly likely might perhaps "
    "maybe guess suppose unsure"
)
_HEDGE_PHRASES = ("not sure", "i think", "i believe", "could be")
# Clauses that plan or ask state no content: their first word, or any of these words.
_PLAN_START = _G(
    "i i'm i'll i've we let let's maybe perhaps to next now if since because then first a an no"
)
_PLAN_WORDS = _G("need needs should would must want try trying whether what")
_PLAN_PHRASES = (
    "have to",
    "going to",
    "looking for",
    "the next",
    "the best",
    "the only",
    "the question",
    "the task",
    "the goal",
    "this means",
    "this requires",
    "?",
)
# Speculation about what the result might hold states nothing about what it holds.
_SPECULATION = _G("maybe perhaps might may could")


def _boilerplate(low: str) -> list[re.Match[str]]:
    """Matches of the navigation preamble, found from the literal it starts with."""
    out = []
    for start in ("after ", "from "):
        i = low.find(start)
        while i >= 0:
            m = _BOILER.match(low, i)
            if m:
                out.append(m)
            i = low.find(start, i + 1)
    return out


_TOKENS = str.maketrans({c: " " for c in '"()[]{}.,;:!?`*'})


def _words(low: str) -> frozenset[str]:
    """The words of a lower-cased text, for the gates; "n't" counts as a word."""
    words = set(low.translate(_TOKENS).split())
    if "n't" in low:
        words.add("n't")
    return frozenset(words)


def _at_word(low: str, start: int) -> bool:
    """Whether a match starting at ``start`` starts a word ("n't" always does)."""
    return start == 0 or not low[start - 1].isalnum() or low.startswith("n't", start)


def _negated(low: str, m: re.Match[str]) -> bool:
    """Whether a negator governs match ``m`` (just before it, or "found nothing" after it)."""
    if _NEG_BEFORE.search(low, max(0, m.start() - 24), m.start()):
        return True
    return bool(_NOTHING_AFTER.match(low, m.end()))


def _sentence_at(low: str, pos: int) -> str:
    start = max(low.rfind(". ", 0, pos), low.rfind("? ", 0, pos), low.rfind("! ", 0, pos))
    end = low.find(". ", pos)
    return low[start + 1 : end if end >= 0 else len(low)]


def _hedged(clause: str, original: str) -> bool:
    return not _HEDGES.isdisjoint(clause.translate(_TOKENS).split()) or (
        " may " in f" {original} " or any(map(clause.__contains__, _HEDGE_PHRASES))
    )


def _useless_cue(
    low: str, words: frozenset[str], extra: re.Pattern[str] | None
) -> tuple[str, int, str]:
    """The first phrase stating uselessness (not negated) and its position (-1: none), and the
    first sentence judging the question instead ("the author is not specified in the question")."""
    skip = ""
    for gate, pattern in (*_USELESS, (None, extra)) if extra is not None else _USELESS:
        if gate is not None and gate.isdisjoint(words):
            continue
        for m in pattern.finditer(low):
            if not _at_word(low, m.start()):
                continue
            if _ABOUT_QUESTION.match(low, m.end()):
                skip = skip or _sentence_at(low, m.start())
            elif not ((m.group() in _FLIPPABLE or pattern is extra) and _negated(low, m)):
                return m.group(), m.start(), skip  # ("not unhelpful" is read as useful below)
    return "", -1, skip


def _useful_cue(
    low: str, words: frozenset[str], skip: str, extra: re.Pattern[str] | None
) -> tuple[str, int] | None:
    """The first phrase stating usefulness outside the sentence ``skip``, not negated."""
    for gate, pattern in (*_USEFUL, (None, extra)) if extra is not None else _USEFUL:
        if gate is not None and gate.isdisjoint(words):
            continue
        for m in pattern.finditer(low):
            if (
                _at_word(low, m.start())
                and not _negated(low, m)
                and (not skip or skip not in _sentence_at(low, m.start()))
            ):
                return m.group(), m.start()
    for w in _FLIPPABLE:  # "not irrelevant"
        i = low.find(w)
        if i >= 0 and _NEG_BEFORE.search(low, max(0, i - 24), i):
            return w, i
    return None


def _restates(clause: str, original: str) -> bool:
    """Whether a clause restates content: three or more words, no plan, question or hedge."""
    words = clause.translate(_TOKENS).split()
    if len(words) < 3 or words[0] in _PLAN_START or any(map(clause.__contains__, _PLAN_PHRASES)):
        return False
    return (
        _PLAN_WORDS.isdisjoint(words)
        and " will " not in f" {original} "
        and not _hedged(clause, original)
    )


def _spans(boundary: re.Pattern[str], text: str, start: int, end: int) -> list[tuple[int, int]]:
    """``(start, end)`` of the pieces of ``text[start:end]`` between matches of ``boundary``."""
    cuts = [start]
    for m in boundary.finditer(text, start, end):
        if boundary is _CONTRAST and not _at_word(text, m.start()):
            continue  # "but" inside "attribute"
        cuts += [m.start(), m.end()]
    cuts.append(end)
    return list(zip(cuts[::2], cuts[1::2], strict=True))


def _verdict(kind: str, cue: str, hedged: bool) -> tuple[str, float, str]:
    score = SCORES[kind]
    if hedged and kind != "restate":  # a hedge moves the score halfway toward 0.5
        score = round((score + 0.5) / 2.0, 4)
    return ("useless" if kind in ("useless", "reject") else "useful"), score, cue


@lru_cache(maxsize=1 << 16)
def _read(
    text: str, extra_useless: re.Pattern[str] | None, extra_useful: re.Pattern[str] | None
) -> tuple[str, float, str]:
    """Useless phrase anywhere > useful phrase > re-planning rejection > restatement > none."""
    low = text.lower()
    if len(low) != len(text):  # a few Unicode capitals lower to two characters
        text = low
    for m in _boilerplate(low):  # blank, keeping offsets aligned with ``text``
        pad = " " * (m.end() - m.start())
        low = low[: m.start()] + pad + low[m.end() :]
        text = text[: m.start()] + pad + text[m.end() :]
    words = _words(low)
    cue, pos, skip = _useless_cue(low, words, extra_useless)
    if pos >= 0:
        sentence = _sentence_at(low, pos)
        return _verdict("useless", cue, _hedged(sentence, sentence))
    found = _useful_cue(low, words, skip, extra_useful)
    if found is not None:
        sentence = _sentence_at(low, found[1])
        if _SPECULATION.isdisjoint(sentence.split()[:1] + sentence.translate(_TOKENS).split()):
            return _verdict("useful", found[0], _hedged(sentence, sentence))
    for gate, pattern in _REJECT:
        hit = None if gate.isdisjoint(words) else pattern.search(low)
        if hit and _at_word(low, hit.start()):
            return _verdict("reject", hit.group(), _hedged(_sentence_at(low, hit.start()), ""))
    for a, b in _spans(_SENTENCE, text, 0, len(text)):
        if skip and skip in low[a:b]:
            continue
        for c, d in _spans(_CONTRAST, low, a, b):
            if _restates(low[c:d], text[c:d]):
                return _verdict("restate", low[c:d].strip()[:40], False)
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
        if (
            isinstance(self.max_chars, bool)
            or not isinstance(self.max_chars, int)
            or (self.max_chars < 1)
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
