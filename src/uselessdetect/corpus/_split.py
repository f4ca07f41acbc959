"""Question-disjoint splits: question keys, FEVER claim groups and hashed sides."""

from __future__ import annotations

import hashlib
import itertools
import re
from collections import Counter
from collections.abc import Sequence

from .._types import Sample
from ..exceptions import ConfigurationError
from ..text import tokens
from ._build import restore_ptb

__all__ = ["question_key", "split_by_question", "split_groups"]


def question_key(sample: Sample) -> str:
    """The id of the question a sample belongs to (what a split keeps on one side).

    ``"hotpotqa:ID"``, ``"knowagent:ID/D0#3"`` and ``"episode:ID/D1#0"`` all give ``"ID"``;
    a sample without a source is keyed by its question text.

    Examples
    --------
    >>> question_key(Sample("Q", "O", source="knowagent:5a77/D0#2"))
    '5a77'
    """
    if not sample.source:
        return sample.question
    rest = sample.source.split(":", 1)[-1]
    return re.split(r"[/#]", rest, maxsplit=1)[0]


def _side(key: str, salt: str) -> float:
    digest = hashlib.sha256(f"{salt}\0{key}".encode()).digest()
    return int.from_bytes(digest[:8], "big") / 2.0**64


def _fever_text(text: str) -> str:
    """A FEVER claim or evidence sentence, normalised (case, accents, punctuation, spacing)."""
    return " ".join(tokens(restore_ptb(text)))


def split_groups(samples: Sequence[Sample]) -> list[str]:
    """The key each sample is split by: its question, or for FEVER its group of related claims.

    Samples from HotpotQA, real steps and anything else are keyed by :func:`question_key`.
    FEVER reuses claims and evidence sentences under different ids, so FEVER samples
    (``source`` ``"fever:…"``) are joined (union-find) when they share an id group, a
    normalised claim, or a normalised *own* evidence sentence (the observation of a useful,
    label-0, sample); each such group is keyed by the smallest id in it. A FEVER id that
    shares nothing with another keeps its own id as key.

    Examples
    --------
    >>> X = [Sample("A is red .", "A is a red fruit.", label=0, source="fever:1"),
    ...      Sample("A is red.", "A grows on trees.", label=0, source="fever:7"),
    ...      Sample("B is blue.", "A grows on trees.", label=0, source="fever:5"),
    ...      Sample("C is old.", "C dates from 1900.", label=0, source="fever:9"),
    ...      Sample("Q", "O", source="hotpotqa:3")]
    >>> split_groups(X)
    ['1', '1', '1', '9', '3']
    """
    keys = [question_key(s) for s in samples]
    parent: dict[tuple[int, str], tuple[int, str]] = {}

    def find(node: tuple[int, str]) -> tuple[int, str]:
        root = node
        while parent.setdefault(root, root) != root:
            root = parent[root]
        while parent[node] != root:  # path compression
            parent[node], node = root, parent[node]
        return root

    def union(a: tuple[int, str], b: tuple[int, str]) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)  # ids (0, …) sort first: a root is the least id

    fever = [i for i, s in enumerate(samples) if (s.source or "").startswith("fever:")]
    for i in fever:
        s, node = samples[i], (0, keys[i])
        union(node, (1, _fever_text(s.question)))
        if s.label == 0:
            union(node, (2, _fever_text(s.observation)))
    for i in fever:
        keys[i] = find((0, keys[i]))[1]
    return keys


def split_by_question(
    samples: Sequence[Sample],
    *,
    test_size: float = 0.2,
    random_state: int | str = 0,
    balanced: bool = False,
) -> tuple[list[Sample], list[Sample]]:
    """Split samples into ``(train, test)`` keeping every question on one side.

    A question goes to the test side when a hash of its key and ``random_state`` falls below
    ``test_size``. The key is :func:`question_key`, except that FEVER samples sharing a claim
    or an evidence sentence are keyed by their group (:func:`split_groups`), so that no claim
    and no evidence sentence sits on both sides. The side of a HotpotQA or real-step sample
    depends only on its question, so separately built files (synthetic corpus, real logs)
    split consistently.

    With ``balanced=True`` the held-out share is the asked one, to within one question's
    samples: questions are taken in the order of their hashes until their samples come
    closest to ``test_size`` of all (a side may then be empty, as with the hash rule: too
    few questions for the share asked). A file of few questions — or one whose questions
    were themselves chosen by this hash, as the bundled samples were — then still splits as
    asked; the side of a question then also depends on the other questions of the input, so
    build files that must split alike in one call.

    Examples
    --------
    >>> X = [Sample("Q", "O", source=f"hotpotqa:{i}") for i in range(1000)]
    >>> train, test = split_by_question(X, test_size=0.2)
    >>> 150 < len(test) < 250, len(train) + len(test)
    (True, 1000)
    >>> len(split_by_question(X, test_size=0.2, balanced=True)[1])
    200
    """
    if not 0.0 < float(test_size) < 1.0:
        raise ConfigurationError(f"test_size must lie in (0, 1), got {test_size!r}")
    salt = str(random_state)
    groups = split_groups(samples)
    if balanced:
        held = _balanced_side(groups, salt, float(test_size))
    else:
        held = {key: _side(key, salt) < test_size for key in set(groups)}
    train: list[Sample] = []
    test: list[Sample] = []
    for s, key in zip(samples, groups, strict=True):
        (test if held[key] else train).append(s)
    return train, test


def _balanced_side(groups: Sequence[str], salt: str, share: float) -> dict[str, bool]:
    """Held-out (True) per key: a prefix, in hash order, whose samples come closest to
    ``share`` of all."""
    sizes = Counter(groups)
    order = sorted(sizes, key=lambda k: (_side(k, salt), k))
    target = share * len(groups)
    cum = list(itertools.accumulate(sizes[k] for k in order))
    best = min(range(len(order) + 1), key=lambda m: (abs((cum[m - 1] if m else 0) - target), m))
    return {k: i < best for i, k in enumerate(order)}
