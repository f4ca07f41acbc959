"""Labeled search-tool results: HotpotQA and FEVER pages shown as real search tools show them.

The corpus builders write a page as a paragraph. Real search tools return lists of page
titles and ids (``search_pages``), tables of contents (``view_sections``), markdown sections
with wiki markup (``read_section``), web-search JSON (title / url / snippet) and records.
:func:`shaped_samples` renders each HotpotQA question's pages in these shapes, labeled
(0 useful, 1 useless) with a ``kind`` of the form ``shape/what``:

* ``listing/gold`` (0): ten titles, one of them a gold page; ``listing/dead_end`` (1): ten
  titles, none gold (the question's own distractors — pages TF-IDF found for the question,
  plausible dead ends — and other questions' pages);
* ``toc/gold`` (0): a gold page's table of contents; ``toc/other`` (1): a distractor's.
  HotpotQA keeps no section names, so the sections are drawn from a small fixed set of
  generic ones (:data:`SECTION_NAMES`): the page title is the signal, as it is in reality;
* ``section/gold`` (0): a gold page's text with its supporting sentences, with a revision
  header, a markdown heading and wiki markup; ``section/answerless`` (1): the same page
  without its supporting sentences; ``section/other`` (1): a distractor page's;
* ``websearch/gold`` (0): a JSON list of ``{title, url, snippet}`` where one snippet is a
  gold page's supporting sentences; ``websearch/dead_end`` (1): snippets of other pages only;
* ``record/gold`` (0): a gold page as a JSON object (title, id, extract…); ``record/other``
  (1): a distractor page's.

``query`` is what an agent would have typed: the page's title (qualifier dropped) for a
table of contents, a section or a record; for a listing or a web search either the gold
page's title or the question's words (useful), a distractor's title or the question's words
(dead end). FEVER claims give ``websearch/gold`` and ``websearch/dead_end`` samples (its
evidence sentences as snippets; FEVER has no titles). Every draw comes from a generator
seeded by ``random_state`` and the question, so a question's samples do not depend on the
other questions' order. :func:`shaped_corpus` splits them by question exactly as
:func:`~uselessdetect.corpus.default_corpus` splits the pages.
"""

from __future__ import annotations

import os
import random
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from .._types import Sample
from ..exceptions import ConfigurationError
from ..io import Skipped
from ..shapes import parse_result
from ..text import STOP_WORDS, strip_title_qualifier
from ._build import _FEVER_SYNTH_RE, _gold_pages, _records, fever_samples, load_fever
from ._shaped_render import (
    render_listing,
    render_record,
    render_section,
    render_toc,
    render_websearch,
)
from ._split import split_by_question

PathLike = str | os.PathLike[str]

__all__ = ["SHAPED_KINDS", "SHAPES", "fever_shaped_samples", "shaped_corpus", "shaped_samples"]

#: The shapes :func:`shaped_samples` renders, in the order it emits them per gold page.
SHAPES: tuple[str, ...] = ("listing", "toc", "section", "websearch", "record")
#: Every kind, with its label.
SHAPED_KINDS: dict[str, int] = {
    "listing/gold": 0,
    "listing/dead_end": 1,
    "toc/gold": 0,
    "toc/other": 1,
    "section/gold": 0,
    "section/answerless": 1,
    "section/other": 1,
    "websearch/gold": 0,
    "websearch/dead_end": 1,
    "record/gold": 0,
    "record/other": 1,
}
_WORD_RE = re.compile(r"[\w'-]+")
_LIST_SIZE = 10
_Page = tuple[str, list[str]]
#: The shape the shape step must read each rendering as (a table of contents is a listing).
_READ_AS = {
    "listing": "listing",
    "toc": "listing",
    "section": "prose",
    "websearch": "listing",
    "record": "record",
}


def _keywords(question: str, rng: random.Random) -> str:
    """The question's content words, in order, as an agent types them (three to six)."""
    words = [w for w in _WORD_RE.findall(question) if w.lower() not in STOP_WORDS and len(w) > 1]
    return " ".join(words[: rng.randint(3, 6)]) or question


def _clean(sentences: Iterable[str]) -> list[str]:
    return [s.strip() for s in sentences if s and s.strip()]


class _Question:
    """One question's pages and the draws every rendering of it shares."""

    def __init__(self, rec: Mapping[str, Any], pool: Sequence[_Page], rng: random.Random):
        self.question = str(rec["question"])
        self.rng = rng
        self.pages = {t: _clean(s) for t, s in rec.get("context", [])}
        gold = {t for t, _ in rec.get("supporting_facts", [])}
        self.gold = sorted(t for t in self.pages if t in gold)
        self.distractors = sorted(t for t in self.pages if t not in gold and self.pages[t])
        self.pool = pool
        self.raw = {t: [str(x) for x in s] for t, s in rec.get("context", [])}

    def others(self, n: int) -> list[_Page]:
        """``n`` pages of other questions (none of this question's titles)."""
        out: list[_Page] = []
        while len(out) < n and len(self.pool) > len(self.pages):
            page = self.pool[self.rng.randrange(len(self.pool))]
            if page[0] not in self.pages and page not in out:
                out.append(page)
        return out

    def dead_titles(self, n: int) -> list[str]:
        """``n`` titles, none gold: this question's distractors first, then others'."""
        own = self.rng.sample(self.distractors, min(n, len(self.distractors)))
        return own + [t for t, _ in self.others(n - len(own))]

    def distractor(self) -> _Page | None:
        if not self.distractors:
            got = self.others(1)
            return got[0] if got else None
        title = self.rng.choice(self.distractors)
        return title, self.pages[title]


def _listings(q: _Question, title: str) -> list[tuple[str, str, str]]:
    rng = q.rng
    titles = q.dead_titles(_LIST_SIZE - 1)
    if rng.random() < 0.5:
        query, at = strip_title_qualifier(title), rng.randrange(3)
    else:
        query, at = _keywords(q.question, rng), rng.randrange(len(titles) + 1)
    rng.shuffle(titles)
    gold_list = [*titles[:at], title, *titles[at:]]
    dead = q.dead_titles(_LIST_SIZE)
    rng.shuffle(dead)
    if rng.random() < 0.5 and q.distractors and dead[0] in q.distractors:
        dead_query = strip_title_qualifier(dead[0])
    else:
        dead_query = _keywords(q.question, rng)
    return [
        ("listing/gold", query, render_listing(gold_list, rng)),
        ("listing/dead_end", dead_query, render_listing(dead, rng)),
    ]


def _tocs(q: _Question, title: str) -> list[tuple[str, str, str]]:
    out = [("toc/gold", strip_title_qualifier(title), render_toc(title, q.rng))]
    other = q.distractor()
    if other is not None:
        out.append(("toc/other", strip_title_qualifier(other[0]), render_toc(other[0], q.rng)))
    return out


def _sections(q: _Question, title: str, support: set[int]) -> list[tuple[str, str, str]]:
    rng, sents = q.rng, q.pages[title]
    query = strip_title_qualifier(title)
    out = [("section/gold", query, render_section(title, sents, rng))]
    raw = [s for i, s in enumerate(q.raw[title]) if i not in support]
    rest = _clean(raw)
    if rest:
        out.append(("section/answerless", query, render_section(title, rest, rng)))
    other = q.distractor()
    if other is not None:
        name = strip_title_qualifier(other[0])
        out.append(("section/other", name, render_section(other[0], other[1], rng)))
    return out


def _websearch(q: _Question, title: str, support: set[int]) -> list[tuple[str, str, str]]:
    rng = q.rng
    snippet = " ".join(_clean(s for i, s in enumerate(q.raw[title]) if i in support))
    n = rng.randint(4, 7)
    fill = [(t, " ".join(q.pages[t][:2])) for t in q.dead_titles(n)[:n] if t in q.pages]
    fill += [(t, " ".join(s[:2])) for t, s in q.others(n - len(fill))]
    rng.shuffle(fill)
    if rng.random() < 0.5:
        query, at = strip_title_qualifier(title), rng.randrange(2)
    else:
        query, at = _keywords(q.question, rng), rng.randrange(len(fill) + 1)
    gold = [*fill[:at], (title, snippet), *fill[at:]]
    dead = [(t, " ".join(q.pages[t][:2])) for t in q.dead_titles(n + 1) if t in q.pages]
    dead += [(t, " ".join(s[:2])) for t, s in q.others(n + 1 - len(dead))]
    rng.shuffle(dead)
    return [
        ("websearch/gold", query, render_websearch(gold, rng)),
        ("websearch/dead_end", _keywords(q.question, rng), render_websearch(dead, rng)),
    ]


def _records_of(q: _Question, title: str) -> list[tuple[str, str, str]]:
    out = [
        ("record/gold", strip_title_qualifier(title), render_record(title, q.pages[title], q.rng))
    ]
    other = q.distractor()
    if other is not None:
        name = strip_title_qualifier(other[0])
        out.append(("record/other", name, render_record(other[0], other[1], q.rng)))
    return out


def _render(shape: str, q: _Question, title: str, support: set[int]) -> list[tuple[str, str, str]]:
    """``(kind, query, text)`` of one shape's renderings of a gold page and its dead ends."""
    if shape == "listing":
        return _listings(q, title)
    if shape == "toc":
        return _tocs(q, title)
    if shape == "section":
        return _sections(q, title, support)
    if shape == "websearch":
        return _websearch(q, title, support)
    return _records_of(q, title)


def _pool(records: Mapping[str, Mapping[str, Any]]) -> list[_Page]:
    """Every page of every question, once per title, in title order."""
    pages: dict[str, list[str]] = {}
    for qid in sorted(records):
        for title, sents in records[qid].get("context", []):
            if title not in pages and _clean(sents):
                pages[title] = _clean(sents)
    return sorted(pages.items())


def shaped_samples(
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
    *,
    shapes: Iterable[str] = SHAPES,
    random_state: int = 0,
    skipped: Skipped | None = None,
) -> list[Sample]:
    """HotpotQA questions' pages rendered as search-tool results (see the module docstring).

    Parameters
    ----------
    hotpotqa : mapping ``_id -> record`` or iterable of paths
        Records in HotpotQA's original format, or files holding them.
    shapes : iterable of str
        Which of :data:`SHAPES` to render.
    random_state : int
        Seed; with the question's id it seeds every draw of that question.
    skipped : Skipped, optional
        Counts, by reason, the supporting facts that yield no gold page and the renderings
        dropped because :func:`~uselessdetect.shapes.parse_result` reads them as another
        shape (a short section saying "successful" reads as an acknowledgement).

    Returns
    -------
    list of Sample
        Per question and gold page, the wanted shapes in :data:`SHAPES` order; ``source`` is
        ``"hotpotqa:<_id>"``, ``kind`` one of :data:`SHAPED_KINDS`.

    Examples
    --------
    >>> rec = {"_id": "a", "question": "Who sang Stull?", "supporting_facts": [["Stull (EP)", 0]],
    ...        "context": [["Stull (EP)", ["Stull is an EP.", " By Urge Overkill."]],
    ...                    ["Creed", ["Creed is a band."]]]}
    >>> out = shaped_samples({"a": rec}, shapes=["toc", "record"])
    >>> [(s.kind, s.label, s.query) for s in out]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('toc/gold', 0, 'Stull'), ('toc/other', 1, 'Creed'),
     ('record/gold', 0, 'Stull'), ('record/other', 1, 'Creed')]
    """
    wanted = tuple(shapes)
    if not wanted or set(wanted) - set(SHAPES):
        raise ConfigurationError(f"shapes must be among {', '.join(SHAPES)}; got {list(wanted)}")
    records = _records(hotpotqa)
    skipped = skipped if skipped is not None else Skipped()
    pool = _pool(records)
    out: list[Sample] = []
    for qid in sorted(records):
        rec = records[qid]
        q = _Question(rec, pool, random.Random(f"shaped-{random_state}-{qid}"))
        base = {"question": q.question, "source": f"hotpotqa:{qid}"}
        for title, _, support in _gold_pages(rec, skipped):
            if not q.pages.get(title):
                continue
            for shape in wanted:
                for kind, query, text in _render(shape, q, title, support):
                    if parse_result(text).kind != _READ_AS[shape]:
                        skipped.note("renderings the shape step reads as another shape")
                        continue
                    label = SHAPED_KINDS[kind]
                    out.append(
                        Sample(observation=text, query=query, label=label, kind=kind, **base)
                    )
    return out


def fever_shaped_samples(
    pairs: Sequence[Mapping[str, str]] | Iterable[PathLike],
    *,
    random_state: int = 0,
) -> list[Sample]:
    """FEVER claims' evidence as web-search results: ``websearch/gold`` and ``/dead_end``.

    Per claim, a JSON list of four to seven ``{url, snippet}`` results: with the claim's own
    evidence sentence among other claims' evidence (gold, label 0), or other claims' evidence
    only (dead end, label 1). FEVER has no page titles, so the results carry none. The
    claim is the question, its content words the query; ``source`` is ``"fever:<group>"``
    as in :func:`~uselessdetect.corpus.fever_samples`.

    Examples
    --------
    >>> pairs = [{"id": str(i), "claim": f"C{i} is red.", "evidence": f"C{i} is a red fruit."}
    ...          for i in range(10)]
    >>> [(s.kind, s.label) for s in fever_shaped_samples(pairs)][:2]
    [('websearch/gold', 0), ('websearch/dead_end', 1)]
    """
    raw = list(pairs)
    items: list[Mapping[str, str]] = (
        load_fever(raw) if raw and not isinstance(raw[0], Mapping) else raw  # type: ignore[arg-type,assignment]
    )
    groups = [_FEVER_SYNTH_RE.sub("", str(p["id"])) for p in items]
    out: list[Sample] = []
    for i, pair in enumerate(items):
        rng = random.Random(f"shaped-fever-{random_state}-{pair['id']}")
        others: list[str] = []
        for _ in range(40):
            j = rng.randrange(len(items))
            ev = items[j]["evidence"]
            if groups[j] != groups[i] and ev != pair["evidence"] and ev not in others:
                others.append(ev)
            if len(others) == 8:
                break
        if len(others) < 4:
            continue
        n = rng.randint(4, min(7, len(others)))
        gold = others[: n - 1]
        gold.insert(rng.randrange(n), pair["evidence"])
        base = {"question": pair["claim"], "source": f"fever:{groups[i]}"}
        for kind, results in (("websearch/gold", gold), ("websearch/dead_end", others[-n:])):
            text = render_websearch([("", r) for r in results], rng)
            query = _keywords(pair["claim"], rng)
            out.append(
                Sample(observation=text, query=query, label=SHAPED_KINDS[kind], kind=kind, **base)
            )
    return out


def shaped_corpus(
    data_dir: PathLike,
    *,
    test_size: float = 0.2,
    random_state: int = 0,
    fever: bool = True,
) -> tuple[list[Sample], list[Sample]]:
    """The ``(train, test)`` shaped samples of the project's data, split as the pages are.

    ``data_dir`` has the layout of :func:`~uselessdetect.corpus.default_corpus`'s. HotpotQA
    samples split by :func:`split_by_question` (a question's side depends on its id only, so
    the held-out questions are the ones ``default_corpus`` holds out); a FEVER sample goes
    to the side its claim's plain samples go to (FEVER groups join claims by evidence
    sentences, which a rendering does not keep verbatim).
    """
    root = Path(data_dir)
    hp = sorted(str(p) for p in (root / "hotpotqa").glob("*.json"))
    shaped = shaped_samples(hp, random_state=random_state)
    train, test = split_by_question(shaped, test_size=test_size, random_state=random_state)
    if fever:
        files = sorted(str(p) for p in (root / "fever").glob("*.jsonl"))
        pairs = load_fever(files)
        plain = fever_samples(pairs, random_state=random_state)
        _, held = split_by_question(plain, test_size=test_size, random_state=random_state)
        held_sources = {s.source for s in held}
        for s in fever_shaped_samples(pairs, random_state=random_state):
            (test if s.source in held_sources else train).append(s)
    return train, test
