"""HotpotQA's answer scoring: the official normalisation, exact match and token F1.

The official HotpotQA evaluation (``hotpot_evaluate_v1.py``) compares a predicted answer with
the gold one after :func:`normalize_answer`: lower case, punctuation removed, the articles
``a``, ``an``, ``the`` removed, white space collapsed. :func:`exact_match` is equality of the
normalised strings; :func:`answer_f1` is the token F1 of the normalised strings, 0 when either
is ``yes``, ``no`` or ``noanswer`` and they differ (as the official script scores them).
:func:`mentions_answer` says where a text holds the normalised answer as whole words, the test
an importer uses to say where a run saw its answer.
"""

from __future__ import annotations

import re
import string
from collections import Counter

__all__ = ["YES_NO", "answer_f1", "exact_match", "mentions_answer", "normalize_answer"]

#: Answers that are not text one can find in a page (HotpotQA's comparison questions).
YES_NO = frozenset({"yes", "no", "noanswer"})
_PUNCT = str.maketrans("", "", string.punctuation)
_ARTICLES = re.compile(r"\b(a|an|the)\b")


def normalize_answer(text: str) -> str:
    """HotpotQA's normalisation: lower case, no punctuation, no articles, single spaces.

    Examples
    --------
    >>> normalize_answer("The  Art of Anarchy!")
    'art of anarchy'
    """
    text = _ARTICLES.sub(" ", text.lower().translate(_PUNCT))
    return " ".join(text.split())


def exact_match(prediction: str | None, gold: str) -> bool:
    """Whether the normalised prediction equals the normalised gold answer (no answer: False).

    Examples
    --------
    >>> exact_match("the Art of Anarchy.", "Art of Anarchy"), exact_match(None, "yes")
    (True, False)
    """
    return prediction is not None and normalize_answer(prediction) == normalize_answer(gold)


def answer_f1(prediction: str | None, gold: str) -> float:
    """HotpotQA's token F1 of the normalised prediction against the gold answer.

    Examples
    --------
    >>> round(answer_f1("Art of Anarchy band", "Art of Anarchy"), 3)
    0.857
    >>> answer_f1("no", "yes")
    0.0
    """
    if prediction is None:
        return 0.0
    pred, ref = normalize_answer(prediction), normalize_answer(gold)
    if (pred in YES_NO or ref in YES_NO) and pred != ref:
        return 0.0
    common = Counter(pred.split()) & Counter(ref.split())
    same = sum(common.values())
    if not same:
        return 0.0
    precision, recall = same / len(pred.split()), same / len(ref.split())
    return 2 * precision * recall / (precision + recall)


def mentions_answer(text: str, gold: str) -> bool:
    """Whether ``text`` holds the normalised gold answer as whole words.

    A yes/no answer (or an empty one) is never "mentioned": those words occur in any text.

    Examples
    --------
    >>> mentions_answer("Stull is the second EP of the band.", "Stull")
    True
    >>> mentions_answer("Stullman was a postmaster.", "Stull"), mentions_answer("No.", "no")
    (False, False)
    """
    ref = normalize_answer(gold)
    if not ref or ref in YES_NO:
        return False
    return f" {ref} " in f" {normalize_answer(text)} "
