"""Reading a judge's answer: text, a probability, or log-probabilities → P(useless) or ``None``."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping, Sequence
from typing import Any

__all__ = ["p_useless_from_tokens", "parse_answer", "parse_text"]

_ECHO = re.compile(r"\buse(?:ful|less)\W*(?:or|/|\|)\W*use(?:ful|less)\b", re.IGNORECASE)
_CLAUSES = re.compile(r"[.;:!?,\n()\[\]]+")
_WORD = re.compile(r"[a-z]+")
_NEGATIONS = frozenset({"not", "never", "hardly", "t", "isnt", "wasnt", "arent", "nor"})
_ANSWERS = {"useless": 1.0, "useful": 0.0}


def parse_text(text: str) -> float | None:
    """P(useless) from a text answer: the first USEFUL/USELESS, ``None`` when there is none.

    Case and punctuation do not matter (``"**Useless.**"``); a negation up to three words
    before flips the word (``"not useful"`` is useless, ``"isn't useless"`` useful); an
    echo of the question (``"USEFUL or USELESS"``) is skipped; anything else (a refusal,
    ``"usefulness"``, an empty answer) is ``None``: the detector abstains.

    Examples
    --------
    >>> parse_text("USELESS"), parse_text("**Useful**"), parse_text("The result is not useful.")
    (1.0, 0.0, 1.0)
    >>> parse_text("I cannot tell whether it is useful or useless.") is None
    True
    """
    cleaned = _ECHO.sub(" ", text)
    for clause in _CLAUSES.split(cleaned.lower().replace("n't", " not")):
        words = _WORD.findall(clause)
        for i, word in enumerate(words):
            if word in _ANSWERS:
                negated = any(w in _NEGATIONS for w in words[max(0, i - 3) : i])
                return 1.0 - _ANSWERS[word] if negated else _ANSWERS[word]
    return None


def _from_logprobs(answer: Mapping[str, Any]) -> float | None:
    """P(useless) from ``{"useless": logprob, "useful": logprob}`` (keys in any case)."""
    lp = {str(k).lower(): v for k, v in answer.items()}
    try:
        a, b = float(lp["useless"]), float(lp["useful"])
    except (KeyError, TypeError, ValueError):
        return parse_text(lp["text"]) if isinstance(lp.get("text"), str) else None
    if math.isnan(a) or math.isnan(b) or (a == -math.inf and b == -math.inf):
        return None
    if a > 1e-6 or b > 1e-6:  # inf or 1e308: not log-probabilities
        return None
    top = max(a, b)
    return math.exp(a - top) / (math.exp(a - top) + math.exp(b - top))


def parse_answer(answer: Any) -> float | None:
    """P(useless) from whatever a judge returned; ``None`` = unparsed (the detector abstains).

    Accepts a string (:func:`parse_text`), a float in [0, 1] (P(useless) itself), or a
    mapping with the log-probabilities of the two words, ``{"useless": lp, "useful": lp}``
    (normalised over the two; a ``"text"`` key is read when they are missing).

    Examples
    --------
    >>> parse_answer(0.8), parse_answer("Useless."), parse_answer({"useless": -0.1, "useful": -5})
    (0.8, 1.0, 0.99...)
    >>> parse_answer(None) is None and parse_answer(1.5) is None and parse_answer(True) is None
    True
    """
    if isinstance(answer, str):
        return parse_text(answer)
    if isinstance(answer, bool) or answer is None:
        return None
    if isinstance(answer, (int, float)):
        x = float(answer)
        return x if 0.0 <= x <= 1.0 else None
    if isinstance(answer, Mapping):
        return _from_logprobs(answer)
    return None


def _side(text: str) -> str | None:
    """Which answer a generated prefix has committed to: 'useless', 'useful', 'both' or None."""
    t = re.sub(r"[^a-z]", "", text.lower())
    fits = [w for w in _ANSWERS if w.startswith(t) or (t.startswith(w) and t)]
    if len(fits) == 2:
        return "both"
    return fits[0] if fits else None


def p_useless_from_tokens(
    tokens: Sequence[tuple[str, Sequence[tuple[str, float]]]],
) -> float | None:
    """P(useless) from a generated answer's tokens and each token's top alternatives.

    Tokenizers often split both words into a shared first piece ("USE" + "LESS" / "FUL"), so
    the first token decides nothing. This reads the probabilities at the first token where
    the two answers differ: the mass of the alternatives there that continue the text so far
    into USELESS against the mass that continues it into USEFUL. ``None`` when the answer
    never reaches such a token (e.g. "not useful") or no alternative there names either word.

    Parameters
    ----------
    tokens : sequence of (token, [(alternative, logprob), …])
        The generated tokens in order, each with its top alternatives (the token itself
        among them, as chat servers report ``top_logprobs``).

    Examples
    --------
    >>> p_useless_from_tokens([("USE", [("USE", -0.01)]),
    ...                        ("LESS", [("LESS", -0.22), ("FUL", -1.61)])])
    0.8...
    >>> p_useless_from_tokens([("Not", [("Not", -0.1)]), (" useful", [])]) is None
    True
    """
    prefix = ""
    for token, alternatives in tokens:
        if _side(prefix + token) in ("useless", "useful"):
            mass = {"useless": 0.0, "useful": 0.0}
            for alt, logprob in alternatives:
                side = _side(prefix + alt)
                if side in mass and math.isfinite(logprob) and logprob <= 1e-6:
                    mass[side] += math.exp(min(logprob, 0.0))  # above 0 is no log-probability
            total = mass["useless"] + mass["useful"]
            return mass["useless"] / total if total > 0 else None
        if _side(prefix + token) != "both":
            return None
        prefix += token
    return None
