"""What the stop gate accepts: the observed-item type and its coercion to a Judgment.

Everything the gate is given is either a verdict already made (a :class:`Judgment`, a
:class:`Verdict`, a verdict word, a bool — numpy's too —, 0/1, ``None``, or a dict with a
``verdict``) or a result to judge (a :class:`Sample`, a dict with an ``observation`` and no
``verdict``, or any other text). Anything else is *unrecognised*: :func:`given_judgment`
raises :class:`InputError` for it, and the gate either re-raises (``strict``) or logs it and
counts it as ``unknown`` — never a silent no-op.

**The verdict-word rule.** A string is a verdict when, normalised, it is exactly one of
``useless``, ``useful``, ``unknown``; otherwise it is observation text. Normalising
(:func:`verdict_word`) applies Unicode compatibility folding (NFKC: full-width letters,
ligatures), drops zero-width and other format characters, folds case, and strips whitespace
and punctuation at both ends — so ``"Useless."``, ``"useless!"``, ``"USELESS\u200b"`` and
``"ＵＳＥＬＥＳＳ"`` are all the verdict useless, while ``"useless results"`` or
``"not useless"`` are text to judge. The same rule reads the ``verdict`` of a
:class:`Judgment` and of a dict. **Explicit verdicts win**: a dict holding both a ``verdict``
(other than ``None``) and an ``observation`` counts the verdict; an invalid one is
unrecognised, never silently replaced by judging the text.
"""

from __future__ import annotations

import numbers
import unicodedata
from collections.abc import Mapping
from typing import Any, Union

import numpy as np

from .._types import Judgment, Sample, Verdict
from ..exceptions import InputError

__all__ = [
    "Observed",
    "VERDICT_WORDS",
    "as_sample",
    "coerce_judgment",
    "dict_sample",
    "given_judgment",
    "normalize_judgment",
    "verdict_word",
]

Observed = Union[Sample, Mapping[str, Any], Judgment, Verdict, bool, np.bool_, int, str, None]  # noqa: UP007
#: The verdict words (``"useless"``, ``"useful"``, ``"unknown"``) a plain string may be.
VERDICT_WORDS = frozenset(v.value for v in Verdict)
_VERDICT_OF = {True: Verdict.USELESS, False: Verdict.USEFUL, None: Verdict.UNKNOWN}
#: Longest string worth normalising: a verdict word with generous padding (longer is text).
_MAX_WORD = 64


def _edge(ch: str) -> bool:
    """Whitespace, punctuation or a symbol: what may surround a verdict word."""
    return ch.isspace() or unicodedata.category(ch)[0] in "PSZ"


def verdict_word(text: str) -> str | None:
    """The verdict word ``text`` is under the verdict-word rule, or ``None`` (it is text).

    Examples
    --------
    >>> [verdict_word(t) for t in ["Useless.", "useless!", "USELESS\u200b", "ＵＳＥＬＥＳＳ"]]
    ['useless', 'useless', 'useless', 'useless']
    >>> verdict_word(" **Useful** "), verdict_word("useless results"), verdict_word("not useless")
    ('useful', None, None)
    """
    if len(text) > _MAX_WORD:
        return None
    folded = unicodedata.normalize("NFKC", text)
    folded = "".join(ch for ch in folded if unicodedata.category(ch) != "Cf").casefold()
    start, end = 0, len(folded)
    while start < end and _edge(folded[start]):
        start += 1
    while end > start and _edge(folded[end - 1]):
        end -= 1
    word = folded[start:end]
    return word if word in VERDICT_WORDS else None


def as_sample(item: Sample | Mapping[str, Any]) -> Sample:
    """A sample from a sample or its dict (missing ``question``/``observation`` are empty).

    Examples
    --------
    >>> as_sample({"observation": "Could not find [X]."}).question
    ''
    """
    if isinstance(item, Sample):
        return item
    return Sample.from_dict({"question": "", "observation": "", **item})


_FIELDS = ("question", "observation", "query", "thought", "label", "kind", "source", "earlier")
#: The slots of a Sample, set directly by :func:`dict_sample` (``None`` when Sample has other
#: fields than these: then every dict goes through ``Sample.from_dict``).
_SETTERS = (
    tuple(getattr(Sample, f).__set__ for f in _FIELDS)
    if tuple(getattr(Sample, "__dataclass_fields__", ())) == _FIELDS
    and getattr(Sample, "__slots__", None) is not None
    else None
)
_new = object.__new__


def dict_sample(item: Mapping[str, Any]) -> Sample | None:
    """The Sample of a plain dict of a result to judge, or ``None`` for any other dict.

    The gate's common path (integrations pass dicts), at a third of :func:`as_sample`'s cost:
    when the dict has a string ``observation`` and no ``verdict`` or ``earlier``, ``question``,
    ``query`` and
    ``thought`` are strings or absent (a ``None`` query or thought is ``""``, as
    ``Sample.from_dict`` reads it), ``label`` is 0, 1 or ``None`` and ``kind`` / ``source`` are
    strings or ``None``, the sample's slots are set directly — exactly what
    ``Sample.from_dict`` would build, without re-checking each field. Any other dict is
    ``None``: the caller takes the general path (:func:`given_judgment`, :func:`as_sample`).

    Examples
    --------
    >>> d = {"question": "Q?", "observation": "O.", "label": 1}
    >>> dict_sample(d) == as_sample(d), dict_sample({"observation": "O.", "verdict": "useful"})
    (True, None)
    """
    get = item.get
    observation = get("observation")
    if (
        type(observation) is not str
        or get("verdict") is not None
        or _SETTERS is None
        or get("earlier") is not None  # earlier results: Sample.from_dict checks them
    ):
        return None
    question, query, thought = get("question", ""), get("query") or "", get("thought") or ""
    label, kind, source = get("label"), get("kind"), get("source")
    if (
        type(question) is not str
        or type(query) is not str
        or type(thought) is not str
        or not (label is None or (type(label) is int and (label == 0 or label == 1)))
        or not (kind is None or type(kind) is str)
        or not (source is None or type(source) is str)
    ):
        return None
    sample = _new(Sample)
    (
        set_question,
        set_observation,
        set_query,
        set_thought,
        set_label,
        set_kind,
        set_source,
        set_earlier,
    ) = _SETTERS
    set_question(sample, question)
    set_observation(sample, observation)
    set_query(sample, query)
    set_thought(sample, thought)
    set_label(sample, label)
    set_kind(sample, kind)
    set_source(sample, source)
    set_earlier(sample, ())
    return sample


def coerce_judgment(value: Any, name: str) -> Judgment:
    """Turn what a callable detector returned into a Judgment (TypeError when impossible).

    Examples
    --------
    >>> coerce_judgment(True, "mine").verdict.value, coerce_judgment(None, "mine").score
    ('useless', 0.5)
    """
    if isinstance(value, Judgment):
        return normalize_judgment(value)
    if isinstance(value, np.bool_):  # `score > 0.5` on numpy values
        value = bool(value)
    if isinstance(value, Verdict):
        return Judgment(value, {1: 1.0, 0: 0.0}.get(value.label, 0.5), name)  # type: ignore[arg-type]
    if value is None or isinstance(value, bool):
        v = _VERDICT_OF[value]
        return Judgment(v, {True: 1.0, False: 0.0}.get(value, 0.5), name)  # type: ignore[arg-type]
    if isinstance(value, numbers.Integral) and int(value) in (0, 1):  # 0/1, numpy ints too
        return coerce_judgment(bool(value), name)
    if isinstance(value, str):
        word = verdict_word(value)
        if word is None:
            raise TypeError(f"a gate detector returned {value!r:.40}, which is no verdict word")
        return coerce_judgment(Verdict(word), name)
    raise TypeError(
        f"a gate detector must return a Judgment, Verdict, bool (True = useless), 0/1, "
        f"'useless'/'useful'/'unknown' or None; got {type(value).__name__}"
    )


def _verdict(value: Any) -> Verdict:
    if isinstance(value, Verdict):
        return value
    word = verdict_word(value) if isinstance(value, str) else None
    if word is None:
        raise InputError(
            f"expected a verdict ({', '.join(sorted(VERDICT_WORDS))}), got "
            f"{type(value).__name__} {value!r:.40}",
            field="verdict",
        )
    return Verdict(word)


def normalize_judgment(judgment: Judgment) -> Judgment:
    """The same judgment with a :class:`Verdict` and a float score (InputError when impossible).

    Examples
    --------
    >>> normalize_judgment(Judgment("Useless", 0.9, "mine")).verdict is Verdict.USELESS
    True
    """
    verdict = _verdict(judgment.verdict)
    score = judgment.score
    ok = isinstance(score, numbers.Real) and not isinstance(score, (bool, np.bool_))
    if not ok or not 0.0 <= float(score) <= 1.0:
        raise InputError(f"expected a number from 0 to 1, got {score!r:.40}", field="score")
    if verdict is judgment.verdict and type(score) is float:
        return judgment
    return Judgment(verdict, float(score), judgment.detector)


def given_judgment(item: Any, name: str = "given") -> Judgment | None:
    """The judgment an observed item already states, or ``None`` for a result to judge.

    Raises :class:`InputError` for an item that is neither (see the module docstring).

    Examples
    --------
    >>> given_judgment("useless").verdict.value, given_judgment("Could not find X.")
    ('useless', None)
    >>> given_judgment(3.5)
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.InputError: <input>: field `item`: expected a sample, ...
    """
    if isinstance(item, Judgment):
        return normalize_judgment(item)
    if item is None or isinstance(item, (Verdict, bool, np.bool_)):
        return coerce_judgment(item, name)
    if isinstance(item, numbers.Integral) and int(item) in (0, 1):
        return coerce_judgment(item, name)
    if isinstance(item, str):
        return coerce_judgment(item, name) if verdict_word(item) is not None else None
    if isinstance(item, Sample):
        return None
    if isinstance(item, Mapping):
        if item.get("verdict") is not None:  # an explicit verdict wins over any text
            default = {Verdict.USELESS: 1.0, Verdict.USEFUL: 0.0}.get(
                _verdict(item["verdict"]), 0.5
            )
            score = item.get("score", default)
            return normalize_judgment(Judgment(item["verdict"], score, name))
        if isinstance(item.get("observation"), str):
            return None
        if "observation" not in item and "verdict" in item:  # {"verdict": None}: unknown
            return coerce_judgment(None, name)
        raise InputError(
            "expected a string `observation` (a result to judge) or a `verdict`, got "
            + (f"{type(item['observation']).__name__}" if "observation" in item else "neither"),
            field="item.observation",
        )
    raise InputError(
        "expected a sample, its dict, a Judgment, a Verdict, a verdict word, a bool, 0/1 or "
        f"None; got {type(item).__name__} {item!r:.40}",
        field="item",
    )
