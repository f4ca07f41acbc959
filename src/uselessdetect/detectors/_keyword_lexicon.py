"""The keyword reader's lexicon: phrase patterns, their word gates, and word lists."""

from __future__ import annotations

import re

__all__ = [
    "ABOUT_QUESTION",
    "BOILER",
    "CONTRAST",
    "CONTRAST_WORDS",
    "FLIPPABLE",
    "GATE_BITS",
    "GATE_WORDS",
    "HEDGES",
    "HEDGE_PHRASES",
    "NEG_BEFORE",
    "NEG_WORDS",
    "NOTHING_AFTER",
    "PATTERN_OF_BIT",
    "PLAN_PHRASES",
    "PLAN_START",
    "PLAN_WORDS",
    "PREFILTER",
    "REJECT",
    "REJECT_BITS",
    "SENTENCE",
    "SPECULATION",
    "TOKENS",
    "USEFUL",
    "USEFUL_BITS",
    "USELESS",
    "USELESS_BITS",
]

# All patterns run on the lower-cased thought and start with a literal, never with ``\b``:
# Python's regex engine then skips ahead by literal prefix, which is what makes the reader fast.
# A match must start at a word boundary (checked by the reader in ``_keyword``).
_C = re.compile

# Navigation boilerplate (KnowAgent's action-graph preamble) states nothing about the result.
BOILER = _C(
    r"(?:after|from)\s+\"?\w+\"?,\s*(?:the\s+)?(?:only\s+)?(?:possible|available|adjacent|next"
    r"|valid)\b[^.]*?\.\"?(?=\s|$)|(?:after|from)\s+\"?\w+\"?,\s*there\s+(?:is|are)\s+no\s+"
    r"(?:further|more|other)\s+actions?[^.]*\."
)
# Sentence ends (before a capital; on the original text) and contrasts ("X, but Y").
SENTENCE = _C(r"[.!?;][\"')\]]?\s+(?=[\"'(\[]?[A-Z])")
CONTRAST = _C(r"(?:but|however|although|though|whereas|yet)\b")
# One of these is in every text ``CONTRAST`` matches (a prefilter: "though" is in "although").
CONTRAST_WORDS = ("but", "however", "though", "whereas", "yet")

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
USELESS = tuple(
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
# A tuple, not a set: "not irrelevant" is looked for in this order, the same in every process.
FLIPPABLE = ("irrelevant", "unrelated", "unhelpful", "useless", "unsuccessful")
USEFUL = tuple(
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
NEG_BEFORE = _C(
    r"(?:\bnot|n't|\bnever|\bno|\bnothing|\bwithout|\bhardly|\bneither|\bnor|"
    r"\bcannot)\W*(?:\w+\W+)?$"
)
# One of these is in every text ``NEG_BEFORE`` matches (a prefilter: "no" is in "not", "nor"…).
NEG_WORDS = ("no", "n't", "never", "without", "hardly", "neither")
NOTHING_AFTER = _C(r"\s+(?:no|nothing|none)\b|\s+(?:\w+\s+)?(?:not|yet)\b")
ABOUT_QUESTION = _C(r"\W*\w*\s*(?:in|by|from)\s+the\s+(?:question|task|prompt)\b")
# Re-planning that rejects the result: "search X instead", "try again", "a different query".
REJECT = tuple(
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
HEDGES = _G(
    "seem seems seemingly appear appears apparently probably possibly likely might perhaps "
    "maybe guess suppose unsure"
)
HEDGE_PHRASES = ("not sure", "i think", "i believe", "could be")
# Clauses that plan or ask state no content: their first word, or any of these words.
PLAN_START = _G(
    "i i'm i'll i've we let let's maybe perhaps to next now if since because then first a an no"
)
PLAN_WORDS = _G("need needs should would must want try trying whether what")
PLAN_PHRASES = (
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
SPECULATION = _G("maybe perhaps might may could")

# Punctuation read as a word break (a 1:1 character map, so a slice of a translated text is the
# translation of the slice). A str table: ASCII goes through CPython's fast path; other
# characters raise IndexError in the lookup and are kept, as with a dict table.
TOKENS = "".join(" " if chr(i) in '"()[]{}.,;:!?`*' else chr(i) for i in range(128))
# Prefilters of the costliest gated patterns: each is a part every match of its pattern holds,
# starting with a rarer literal, so that a text without it skips the full pattern.
_PREFILTERS = {
    3: r"(?:not|n't)\s+(?:able\s+to\s+)?(?:find|locate|determine|answer|retrieve|obtain|identify|"
    r"perform|get|confirm|be\s+(?:determined|answered|found))\b|cannot\s+(?:be\s+)?(?:find|found|"
    r"locate|determined?|answer(?:ed)?|retrieved?|obtain(?:ed)?|identif(?:y|ied)|perform|get|"
    r"provide\s+an?\s+answer)\b|unable\s+to\b|failed\s+to\b",
    8: rf"{_NOT}\s+(?:directly\s+|very\s+|really\s+)?(?:relevant|related|pertinent|helpful|useful|"
    rf"specific|about|what\s+i)|{_NOT}\s+(?:work|help|succeed)|{_NOT}\s+(?:\w+\s+)?(?:have|hold|"
    r"cover|discuss|talk|tell|list|refer)\b",
    9: r"(?:has|had|have|holds?|contains?|gives?|provides?|offers?|includes?|lists?|returned|"
    r"yielded|shows?)\s+no\b",
    10: r"about\s+[^,;.]+,\s*not\b",
    11: rf"{_NOT}\s+(?:in|on|within|present|there|here)\b",
    12: r"but\s+not\b",
}
#: Pattern -> its prefilter (a text with no match of the prefilter has no match of the pattern).
PREFILTER = {USELESS[i][1]: _C(p) for i, p in _PREFILTERS.items()}


def _bits(
    groups: tuple[tuple[tuple[frozenset[str], re.Pattern[str]], ...], ...],
) -> tuple[dict[str, int], dict[int, re.Pattern[str]], list[int]]:
    """One bit per gated pattern, in list order across ``groups``: the bits each gate word opens,
    the pattern of each bit, and the bits of each group."""
    of_word: dict[str, int] = {}
    of_bit: dict[int, re.Pattern[str]] = {}
    masks, bit = [], 1
    for group in groups:
        mask = 0
        for gate, pattern in group:
            for word in gate:
                of_word[word] = of_word.get(word, 0) | bit
            of_bit[bit], mask, bit = pattern, mask | bit, bit << 1
        masks.append(mask)
    return of_word, of_bit, masks


#: Gate word -> bits of the patterns it opens; bit -> pattern; the bits of each pattern list.
GATE_BITS, PATTERN_OF_BIT, (USELESS_BITS, USEFUL_BITS, REJECT_BITS) = _bits(
    (USELESS, USEFUL, REJECT)
)
GATE_WORDS = frozenset(GATE_BITS)
