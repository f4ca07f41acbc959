"""The paper's transfer setting: FEVER claims as knowledge bases for the same environment.

A claim replaces the question, ``finish[SUPPORTS|REFUTES]`` the answer, and success is the
gold label — so answering without evidence is a coin flip worth one half, not HotpotQA's
15–17%. Each claim's knowledge base holds one page of its own evidence, titled by the claim's
subject (what the reference agents search for), and ``n_distractors`` pages of other claims'
evidence; failures inject another claim's evidence (the ``injected`` kind). The environment,
the failure regimes and the reference agents are those of HotpotQA, unchanged.

Records are FeverSymmetric-style JSON Lines: ``claim``, the evidence as ``evidence_sentence``
(v0.1) or ``evidence`` (v0.2), the label as ``gold_label`` or ``label``. They are read here
rather than by :func:`uselessdetect.corpus.load_fever`, which keeps no label; the PTB bracket
tokens are undone the same way (:func:`uselessdetect.corpus.restore_ptb`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ..corpus import restore_ptb
from ..exceptions import ConfigurationError, InputError
from ..io import iter_jsonl
from ._kb import KnowledgeBase

__all__ = [
    "FEVER_LABELS",
    "claim_subject",
    "fever_knowledge_bases",
    "is_fever_record",
    "load_fever_claims",
]

#: The two verdicts a FEVER agent may answer (FeverSymmetric has no NOT ENOUGH INFO).
FEVER_LABELS: tuple[str, ...] = ("SUPPORTS", "REFUTES")
_LINK = {"of", "the", "de", "and", "&", "'s", "von", "van", "la", "le", "del", "du", "-"}
_SYNTH = re.compile(r"000000[2-9]$")


def is_fever_record(record: Any) -> bool:
    """Whether a record looks like a FEVER claim (has ``claim``) rather than HotpotQA.

    Examples
    --------
    >>> is_fever_record({"claim": "A is red .", "label": "SUPPORTS"}), is_fever_record({})
    (True, False)
    """
    return isinstance(record, Mapping) and "claim" in record and "context" not in record


def claim_subject(claim: str) -> str:
    """The claim's subject as one would search for it: its leading capitalised words.

    Examples
    --------
    >>> claim_subject("Damon Albarn 's debut album was released in 2011 .")
    'Damon Albarn'
    >>> claim_subject("The Cretaceous ended ."), claim_subject("daggering is a dance .")
    ('The Cretaceous', 'daggering is a')
    """
    words = claim.split()
    out: list[str] = []
    for w in words:
        if w[:1].isupper() or w[:1].isdigit() or (out and w.lower() in _LINK):
            out.append(w)
        else:
            break
    while out and out[-1].lower() in _LINK:
        out.pop()
    return " ".join(out) if out else " ".join(words[:3])


def _field(rec: Mapping[str, Any], keys: Sequence[str], where: dict[str, Any]) -> str:
    for key in keys:
        if key in rec:
            value = rec[key]
            if isinstance(value, str) and value.strip():
                return value.strip()
            raise InputError(
                f"expected a non-empty string, got {json.dumps(value)[:40]}", field=key, **where
            )
    raise InputError(f"expected one of {', '.join(keys)}, got nothing", field=keys[0], **where)


def load_fever_claims(paths: Iterable[str | Path]) -> list[dict[str, str]]:
    """Read FEVER claims with evidence and label: ``{"id", "claim", "evidence", "label"}``.

    A bad record raises :class:`~uselessdetect.exceptions.InputError` naming file, line and
    field; an ``id`` twice in one file is an error, and a record repeated across files (same
    ``id``) is kept once, the first — as :func:`uselessdetect.io.load_hotpotqa` does.
    """
    out: dict[str, dict[str, str]] = {}
    for path in paths:
        here: set[str] = set()
        for lineno, rec in iter_jsonl(path):
            where: dict[str, Any] = {"path": str(path), "line": lineno}
            if not isinstance(rec, dict):
                raise InputError(f"expected an object, got {type(rec).__name__}", **where)
            claim = _field(rec, ("claim",), where)
            evidence = _field(rec, ("evidence_sentence", "evidence"), where)
            label = _field(rec, ("gold_label", "label"), where).upper()
            if label not in FEVER_LABELS:
                key = "gold_label" if "gold_label" in rec else "label"
                raise InputError(f"expected SUPPORTS or REFUTES, got {label!r}", field=key, **where)
            rid = str(rec.get("id", f"{Path(path).name}:{lineno}"))
            if rid in here:
                raise InputError(f"id {rid} appears twice in this file", field="id", **where)
            here.add(rid)
            out.setdefault(
                rid, {"id": rid, "claim": claim, "evidence": restore_ptb(evidence), "label": label}
            )
    if not out:
        raise InputError("the files hold no FEVER claim", path=", ".join(map(str, paths)))
    return list(out.values())


def _page(rec: Mapping[str, str]) -> tuple[str, str]:
    return claim_subject(str(rec["claim"])), str(rec["evidence"])


def _group(rid: str) -> str:
    return _SYNTH.sub("", rid)


def fever_knowledge_bases(
    claims: Sequence[Mapping[str, str]], *, n_distractors: int = 9, random_state: int = 0
) -> list[KnowledgeBase]:
    """One knowledge base per claim: its evidence page plus other claims' evidence pages.

    Distractors come from other claim groups (FeverSymmetric's synthetic counterparts, ids
    ending ``000000{2..9}``, share their original's group), with titles and texts distinct
    from the claim's own page; the choice is seeded per claim.

    Examples
    --------
    >>> claims = [{"id": str(i), "claim": f"Thing{i} is red .", "evidence": f"Thing{i} is red.",
    ...            "label": "SUPPORTS"} for i in range(4)]
    >>> kb = fever_knowledge_bases(claims, n_distractors=2)[0]
    >>> kb.question, kb.answer, kb.texts[kb.search("Thing0")], len(kb.titles)
    ('Thing0 is red .', 'SUPPORTS', 'Thing0: Thing0 is red.', 3)
    """
    if n_distractors < 0:
        raise ConfigurationError(f"expected n_distractors >= 0, got {n_distractors!r}")
    pages = [_page(c) for c in claims]
    groups = [_group(str(c["id"])) for c in claims]
    out = []
    for i, rec in enumerate(claims):
        title, text = pages[i]
        rng = np.random.default_rng([int(random_state), i])
        titles, sentences = [title], [[text]]
        for j in rng.permutation(len(claims)).tolist():
            if len(titles) > n_distractors:
                break
            t, x = pages[j]
            if groups[j] != groups[i] and t not in titles and x != text:
                titles.append(t)
                sentences.append([x])
        label = str(rec["label"]).upper()
        if label not in FEVER_LABELS:
            raise ConfigurationError(
                f"claim {rec['id']}: expected SUPPORTS or REFUTES, got {label!r}"
            )
        out.append(
            KnowledgeBase(
                str(rec["id"]),
                str(rec["claim"]),
                label,
                titles,
                sentences,
                (title,),
                {title: frozenset({0})},
                choices=FEVER_LABELS,
                task="fever",
            )
        )
    return out
