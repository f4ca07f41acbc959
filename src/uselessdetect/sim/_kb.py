"""The environment's knowledge base: one HotpotQA record's paragraphs, search, labels, failures."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..exceptions import ConfigurationError, InputError
from ..text import content_stems, normalize, strip_title_qualifier

__all__ = ["KnowledgeBase", "failure_pool"]


@dataclass
class KnowledgeBase:
    """One HotpotQA record's paragraphs, ready to search (built once, shared across episodes).

    ``choices`` is the closed answer set of a classification task (FEVER's labels), from which
    an agent answering without evidence guesses; ``task`` names the environment.

    Examples
    --------
    >>> kb = KnowledgeBase.from_record({"_id": "q", "question": "Who sang Arms Wide Open?",
    ...     "answer": "Creed", "supporting_facts": [["Arms Wide Open", 0]],
    ...     "context": [["Arms Wide Open", ["Arms Wide Open is a song by Creed."]],
    ...                 ["Creed (band)", ["Creed is an American rock band."]]]})
    >>> kb.texts[kb.search("creed")]
    'Creed (band): Creed is an American rock band.'
    >>> kb.label(kb.texts[0]), kb.gold_titles
    (0, ('Arms Wide Open',))
    """

    id: str
    question: str
    answer: str
    titles: list[str]
    sentences: list[list[str]]
    gold_titles: tuple[str, ...]
    support: dict[str, frozenset[int]]
    choices: tuple[str, ...] = ()
    task: str = "hotpotqa"
    texts: list[str] = field(init=False)
    _cache: dict[str, int] = field(init=False, default_factory=dict, repr=False)

    def __post_init__(self) -> None:
        self.texts = [f"{t}: {' '.join(self.sentences[i])}" for i, t in enumerate(self.titles)]
        self.gold_texts = frozenset(self.texts[i] for i in self.gold_index)
        self.support_sentences = frozenset(
            self.sentences[i][j]
            for i in self.gold_index
            for j in self.support[self.titles[i]]
            if j < len(self.sentences[i])
        )
        self._exact: dict[str, int] = {}
        for key_fn in (normalize, lambda t: normalize(strip_title_qualifier(t))):
            for i, t in enumerate(self.titles):
                self._exact.setdefault(key_fn(t).strip(), i)
        self._stems: list[tuple[set[str], set[str]]] | None = None  # built on first fuzzy search

    @classmethod
    def from_record(cls, record: Mapping[str, Any]) -> KnowledgeBase:
        """Build from a HotpotQA record (``_id, question, answer, supporting_facts, context``)."""
        rid = str(record.get("_id", record.get("id", "")))
        try:
            titles = [str(t) for t, _ in record["context"]]
            sents = [[str(s).strip() for s in ss if str(s).strip()] for _, ss in record["context"]]
            support: dict[str, set[int]] = {}
            for t, j in record["supporting_facts"]:
                support.setdefault(str(t), set()).add(int(j))
            question, answer = str(record["question"]), str(record["answer"])
        except (KeyError, TypeError, ValueError) as exc:
            raise InputError(
                f"expected a HotpotQA record (question, answer, supporting_facts, "
                f"context [[title, [sentences]]]): {exc!r}",
                field="_id=" + rid,
            ) from None
        if not titles:
            raise InputError(
                "a HotpotQA record needs at least one context paragraph", field="context"
            )
        return cls(
            rid,
            question,
            answer,
            titles,
            sents,
            tuple(support),
            {t: frozenset(v) for t, v in support.items()},
        )

    @property
    def gold_index(self) -> list[int]:
        """Indices of the gold (supporting) paragraphs present in the context."""
        gold = set(self.gold_titles)
        return [i for i, t in enumerate(self.titles) if t in gold]

    def search(self, entity: str) -> int:
        """Index of the best-matching paragraph, or -1 when nothing matches at all."""
        hit = self._cache.get(entity)
        if hit is not None:
            return hit
        key = normalize(entity).strip()
        hit = self._exact.get(key)
        if hit is None:
            q = content_stems(entity)
            best, hit = 0, -1
            if self._stems is None:
                self._stems = [
                    (content_stems(t), content_stems(x))
                    for t, x in zip(self.titles, self.texts, strict=True)
                ]
            for i, (ts, xs) in enumerate(self._stems):
                score = 2 * len(q & ts) + len(q & xs)
                if score > best:
                    best, hit = score, i
        self._cache[entity] = hit
        return hit

    def label(self, text: str) -> int:
        """The true label of a search result: 0 if it is a gold paragraph, else 1."""
        return 0 if text in self.gold_texts else 1


def failure_pool(
    kb: KnowledgeBase,
    kind: str,
    others: Sequence[KnowledgeBase] = (),
    rng: np.random.Generator | None = None,
    size: int = 10,
) -> list[str]:
    """Failure paragraphs of one kind for ``kb``; falls back when a kind has none.

    ``injected``: paragraphs drawn from other knowledge bases (titles not in ``kb``);
    ``plausible``: ``kb``'s own distractors; ``answerless``: ``kb``'s gold paragraphs with their
    supporting sentences removed (those that keep a sentence). Order of fallback:
    answerless → plausible → injected → plausible
    (when there is no other question).
    """
    rng = rng if rng is not None else np.random.default_rng(0)
    gold = set(kb.gold_index)
    out: list[str] = []
    if kind == "answerless":
        for i in sorted(gold):
            keep = [s for j, s in enumerate(kb.sentences[i]) if j not in kb.support[kb.titles[i]]]
            if keep and len(keep) < len(kb.sentences[i]):
                out.append(f"{kb.titles[i]}: {' '.join(keep)}")
        return out or failure_pool(kb, "plausible", others, rng, size)
    if kind == "plausible":
        out = [kb.texts[i] for i in range(len(kb.titles)) if i not in gold]
        return out or failure_pool(kb, "injected", others, rng, size)
    if kind != "injected":
        raise ConfigurationError(
            f"failure_kind must be injected, plausible or answerless, got {kind!r}"
        )
    out = _drawn_from_others(kb, others, rng, size)
    if not out:  # no other question to draw from: the question's own distractors
        out = [kb.texts[i] for i in range(len(kb.titles)) if i not in gold]
    if not out:
        raise ConfigurationError(f"no failure paragraph of any kind for record {kb.id!r}")
    return out


def _drawn_from_others(
    kb: KnowledgeBase, others: Sequence[KnowledgeBase], rng: np.random.Generator, size: int
) -> list[str]:
    """Up to ``size`` paragraphs of other knowledge bases that are not ``kb``'s own or gold."""
    own = set(kb.titles)
    out: list[str] = []
    if others:
        picks, where = rng.integers(len(others), size=3 * size), rng.random(3 * size)
        for j, u in zip(picks.tolist(), where.tolist(), strict=True):
            o = others[j]
            i = int(u * len(o.titles))
            if o.id != kb.id and o.titles[i] not in own and o.texts[i] not in kb.gold_texts:
                out.append(o.texts[i])
            if len(out) >= size:
                break
    return out
