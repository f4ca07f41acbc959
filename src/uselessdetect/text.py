"""Text helpers shared by the detectors: tokens, stems, content words, failure messages.

Everything here works offline: a regular-expression tokenizer, nltk's Snowball stemmer (which
needs no data files) and scikit-learn's English stop-word list. Nothing is downloaded.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache
from typing import Any

from sklearn.feature_extraction.text import ENGLISH_STOP_WORDS

__all__ = [
    "STOP_WORDS",
    "content_stems",
    "normalize",
    "stem",
    "strip_title_qualifier",
    "tokens",
]

#: Stop words: scikit-learn's English list plus question words that carry no topic.
STOP_WORDS: frozenset[str] = frozenset(ENGLISH_STOP_WORDS) | frozenset(
    {
        "did",
        "does",
        "doing",
        "s",
        "t",
        "d",
        "ll",
        "m",
        "re",
        "ve",
        "whose",
        "which",
        "what",
        "named",
        "known",
        "called",
        "also",
        "like",
        "year",
        "years",
    }
)

_TOKEN_RE = re.compile(r"[^\W_]+(?:'[^\W_]+)*", re.UNICODE)
_QUALIFIER_RE = re.compile(r"\s*\([^()]*\)\s*$")


def normalize(text: str) -> str:
    """Lower-case and strip accents, so that ``Daaé`` and ``daae`` match.

    Examples
    --------
    >>> normalize("Christine Daaé")
    'christine daae'
    """
    if text.isascii():  # nothing to strip: the common case, and the hot path of the detectors
        return text.lower()
    return unicodedata.normalize("NFKD", text.lower()).translate(_STRIP_COMBINING)


class _CombiningMarks(dict[int, int | None]):
    """``str.translate`` table that deletes every combining mark (``unicodedata.combining``).

    It fills itself one code point at a time, on first sight (``__missing__``), so the table
    stays as small as the scripts seen and later look-ups stay in C.
    """

    def __missing__(self, cp: int) -> int | None:
        out = None if unicodedata.combining(chr(cp)) else cp
        if len(self) < 1 << 16:  # bounded: a flood of distinct code points cannot grow it
            self[cp] = out
        return out


_STRIP_COMBINING = _CombiningMarks()


def tokens(text: str) -> list[str]:
    """Split normalised text into word tokens (letters and digits; inner apostrophes kept).

    Examples
    --------
    >>> tokens("Urge Overkill's second EP (1992)")
    ['urge', "overkill's", 'second', 'ep', '1992']
    """
    return _TOKEN_RE.findall(normalize(text))


@lru_cache(maxsize=200_000)
def stem(word: str) -> str:
    """Snowball stem of one lower-case word, cached (words repeat across samples).

    Examples
    --------
    >>> stem("founded"), stem("running")
    ('found', 'run')
    """
    return _stemmer().stem(word)


@lru_cache(maxsize=1)
def _stemmer() -> Any:
    """nltk's English Snowball stemmer, made on the first stem: importing nltk takes about
    0.4 s, which a command that stems nothing (``--help``, ``detectors``) does not pay."""
    from nltk.stem.snowball import SnowballStemmer

    return SnowballStemmer("english")


def content_stems(text: str) -> set[str]:
    """The set of stems of the content words of ``text`` (stop words and 1-letter tokens dropped).

    Possessive ``'s`` is dropped before stemming.

    Examples
    --------
    >>> sorted(content_stems("Which band did the Creed singer form?"))
    ['band', 'creed', 'form', 'singer']
    """
    out = set()
    for tok in set(tokens(text)):
        if tok.endswith("'s"):
            tok = tok[:-2]
        if len(tok) > 1 and tok not in STOP_WORDS:
            out.add(stem(tok))
    return out


def strip_title_qualifier(title: str) -> str:
    """Drop a trailing parenthesised qualifier, as an agent would type the title.

    Examples
    --------
    >>> strip_title_qualifier("Ariel (Disney)")
    'Ariel'
    """
    return _QUALIFIER_RE.sub("", title).strip() or title.strip()
