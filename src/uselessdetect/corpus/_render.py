"""Renderings: the same labeled page shown the ways real search tools show it.

The corpus builders write a page as ``"<title>: <sentences>"``. Real tools return page text
without a title, with site boilerplate before or after it, cut off mid-sentence, with
pronunciation brackets, citation marks and HTML entities, single lookup sentences, or a
failure text. :func:`render_samples` re-renders labeled samples in these formats so that no
feature of a classifier trained on them can key on the synthetic layout. Labels do not
change with the rendering, except that a lookup of a useful page shows one of its
supporting sentences (taken as the sentences a gold page has and its ``answerless``
counterpart lacks) and the ``failure`` rendering is a tool failure text (always useless).
"""

from __future__ import annotations

import random
import re
from collections.abc import Sequence

from .._types import Sample

__all__ = ["RENDERINGS", "render", "render_samples"]

#: Rendering names, in the order :func:`render_samples` with ``per_sample=None`` emits them.
RENDERINGS: tuple[str, ...] = (
    "titled",
    "bare",
    "boilerplate",
    "truncated",
    "noisy",
    "lookup",
    "failure",
)
_TITLE_RE = re.compile(r"^([^:\n]{1,100}?):\s+(?=\S)")
_SENT_RE = re.compile(r"(?<=[.!?])\s+(?=[\"'(\[]?[A-Z0-9])")
_PREFIXES = (
    "Pages for logged out editors learn more.",
    "Jump to content Main menu Search Create account Log in.",
    "From Wikipedia, the free encyclopedia.",
    "t e",
    "(Top) 1 History 2 Career 3 References.",
    "Contents hide.",
    "Toggle the table of contents.",
    "This article is about the topic. For other uses, see the disambiguation page.",
)
_SUFFIXES = (
    "Retrieved from the original on 12 March 2019.",
    "See also [ edit].",
    "References [ edit] External links.",
    "This article needs additional citations for verification.",
    "Categories: Articles with short description.",
    "...",
)
_FAILURES = (
    "Could not find [{q}]. Similar: [{similar}]",
    "Could not find {q}. Similar: [{similar}].",
    "No Results",
    "There were no results matching the query.",
    "The last page Searched was not found, so you cannot Lookup a keyword in it. "
    "Please try one of the similar pages given.",
    "Invalid Action. Valid Actions are Lookup[<topic>] Search[<topic>] and Finish[<answer>].",
)
_IPA = ("ˈ", "ə", "ɪ", "æ", "ʃ", "ð", "ɛ", "ŋ", "ɔ", "ʊ")


def _split(sample: Sample) -> tuple[str, list[str]]:
    """``(title, sentences)`` of a sample; the title only for the synthetic ``Title: `` layout."""
    text = sample.observation.strip()
    m = _TITLE_RE.match(text) if (sample.source or "").startswith("hotpotqa") else None
    title, body = (m.group(1), text[m.end() :]) if m else ("", text)
    return title, [s for s in _SENT_RE.split(body) if s.strip()]


def _noise(sentences: list[str], rng: random.Random) -> str:
    """Pronunciation bracket after the opening words, citation marks, HTML entities."""
    out = list(sentences)
    if out:
        words = out[0].split(" ")
        cut = min(len(words), rng.randint(1, 4))
        ipa = "".join(rng.choice(_IPA + tuple("abdeiklmnoprstu")) for _ in range(8))
        bracket = rng.choice(
            [f"( pronounced [{ipa}] ⓘ;", f"(/{ipa}/;", f"( Italian: [{ipa}];", f"([{ipa}])"]
        )
        words.insert(cut, bracket + ("" if bracket.endswith(")") else " born 1950)"))
        out[0] = " ".join(words)
    text = " ".join(s + (f" [{rng.randint(1, 40)}]" if rng.random() < 0.4 else "") for s in out)
    return text.replace("'", "&#39;").replace(" & ", " &amp; ")


def render(
    sample: Sample, how: str, rng: random.Random, *, support: Sequence[str] = ()
) -> Sample | None:
    """One rendering of ``sample`` (``None`` where it does not apply, e.g. lookup of nothing).

    Examples
    --------
    >>> s = Sample("Who?", "Ann: Ann is a poet. She lives in Rome.", label=0, kind="gold",
    ...            source="hotpotqa:1", query="Ann")
    >>> render(s, "bare", random.Random(0)).observation
    'Ann is a poet. She lives in Rome.'
    >>> render(s, "failure", random.Random(0)).label
    1
    """
    title, sents = _split(sample)
    label = sample.label
    if how == "titled":
        text = sample.observation
    elif how == "bare":
        text = " ".join(sents)
    elif how == "boilerplate":
        text = " ".join([rng.choice(_PREFIXES), *sents])
        text += " " + rng.choice(_SUFFIXES) if rng.random() < 0.5 else ""
    elif how == "truncated":  # a useful page keeps its supporting sentences
        body = " ".join(sents)
        keep = max((body.find(x) + len(x) for x in support if x in body), default=0)
        keep = keep if sample.label == 0 else 0
        text = body[: max(keep, rng.randint(60, 300))] if len(body) > 80 else body
    elif how == "noisy":
        text = _noise(sents, rng)
    elif how == "lookup":
        pool = list(support) if sample.label == 0 else sents
        if not pool:
            return None
        text = f"(Result 1 / {rng.randint(1, 4)}) {rng.choice(pool)}"
    elif how == "failure":
        similar = ", ".join(repr(t) for t in [title or sample.query, "List of works"] if t)
        text = rng.choice(_FAILURES).format(q=sample.query or sample.question, similar=similar)
        label = 1
    else:
        raise ValueError(f"unknown rendering {how!r}; expected one of {', '.join(RENDERINGS)}")
    if not text.strip():
        return None
    kind = "failure" if how == "failure" else sample.kind
    return Sample(
        question=sample.question,
        observation=text,
        query=sample.query,
        thought="",
        label=label,
        kind=kind,
        source=sample.source,
    )


def _supports(samples: Sequence[Sample]) -> dict[int, list[str]]:
    """Supporting sentences of each gold sample: those its answerless counterpart lacks."""
    answerless = {(s.source, s.query): set(_split(s)[1]) for s in samples if s.kind == "answerless"}
    out = {}
    for i, s in enumerate(samples):
        if s.label == 0:
            sents = _split(s)[1]
            rest = answerless.get((s.source, s.query), set())
            out[i] = [x for x in sents if x not in rest]
    return out


def render_samples(
    samples: Sequence[Sample],
    *,
    per_sample: int | None = 2,
    random_state: int = 0,
) -> tuple[list[Sample], list[str]]:
    """Re-render labeled samples; returns ``(samples, rendering name per sample)``.

    Real logged steps (``kind == "real"``) are kept as they are (rendering ``"real"``), and
    so are search-tool results already rendered by :func:`shaped_samples` (kinds such as
    ``listing/gold``: rendering ``"shaped"``).
    Every other sample is rendered ``per_sample`` times in renderings drawn at random
    (``None``: once in every rendering, for evaluation). ``failure`` is drawn for at most
    one sample per question and query.

    Examples
    --------
    >>> X = [Sample("Who?", "Ann: Ann is a poet.", label=0, kind="gold", source="hotpotqa:1",
    ...             query="Ann")]
    >>> out, how = render_samples(X, per_sample=None)
    >>> how
    ['titled', 'bare', 'boilerplate', 'truncated', 'noisy', 'lookup', 'failure']
    """
    rng = random.Random(random_state)
    support = _supports(samples)
    out: list[Sample] = []
    names: list[str] = []
    failed: set[tuple[str | None, str]] = set()
    for i, s in enumerate(samples):
        if s.kind == "real" or "/" in (s.kind or ""):
            out.append(s)
            names.append("real" if s.kind == "real" else "shaped")
            continue
        chosen = list(RENDERINGS) if per_sample is None else rng.sample(RENDERINGS, per_sample)
        for how in chosen:
            key = (s.source, s.query)
            if how == "failure" and (key in failed or s.label != 0):
                continue
            r = render(s, how, rng, support=support.get(i, ()))
            if r is not None:
                if how == "failure":
                    failed.add(key)
                out.append(r)
                names.append(how)
    return out, names
