"""Sample builders per source: HotpotQA kinds, FEVER claim/evidence pairs, KnowAgent steps.

What each kind means, and the observation format, is documented in :mod:`uselessdetect.corpus`.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

from .._checks import check_count
from .._types import Episode, Sample
from ..exceptions import ConfigurationError, InputError
from ..io import Skipped, iter_jsonl, load_hotpotqa, read_knowagent
from ..text import strip_title_qualifier

PathLike = str | os.PathLike[str]

__all__ = [
    "HOTPOTQA_KINDS",
    "fever_samples",
    "hotpotqa_samples",
    "knowagent_samples",
    "load_fever",
    "restore_ptb",
]

#: The kinds :func:`hotpotqa_samples` can build, in the order they are emitted per gold page.
HOTPOTQA_KINDS: tuple[str, ...] = ("gold", "injected", "plausible", "answerless")
_LABELS = {"gold": 0, "injected": 1, "plausible": 1, "answerless": 1}
_PTB = {"-LRB-": "(", "-RRB-": ")", "-LSB-": "[", "-RSB-": "]", "-LCB-": "{", "-RCB-": "}"}
_PTB_RE = re.compile("|".join(map(re.escape, _PTB)))
_FEVER_SYNTH_RE = re.compile(r"000000[2-9]$")


def restore_ptb(text: str) -> str:
    """Undo FEVER's PTB bracket tokens (``-LRB-`` → ``(`` and so on).

    Examples
    --------
    >>> restore_ptb("Paris -LRB- France -RRB-")
    'Paris ( France )'
    """
    return _PTB_RE.sub(lambda m: _PTB[m[0]], text)


def _paragraph(title: str, sentences: Sequence[str]) -> str:
    body = " ".join(s.strip() for s in sentences if s and s.strip())
    return f"{title}: {body}"


def _check_kinds(kinds: Iterable[str], allowed: Sequence[str]) -> tuple[str, ...]:
    out = tuple(kinds)
    bad = [k for k in out if k not in allowed]
    if bad or not out:
        raise ConfigurationError(f"kinds must be among {', '.join(allowed)}; got {list(out)}")
    return out


def _records(
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
) -> dict[str, Mapping[str, Any]]:
    if isinstance(hotpotqa, Mapping):
        return dict(hotpotqa)
    return dict(load_hotpotqa(list(hotpotqa)))


def _gold_pages(
    rec: Mapping[str, Any], skipped: Skipped
) -> Iterator[tuple[str, list[str], set[int]]]:
    """Yield ``(title, sentences, supporting sentence ids)`` per gold page in the context.

    A supporting fact naming a page that is not in the context, or a sentence the page does
    not have, is counted in ``skipped``.
    """
    context = {t: list(s) for t, s in rec.get("context", [])}
    support: dict[str, set[int]] = {}
    for title, sid in rec.get("supporting_facts", []):
        support.setdefault(title, set()).add(int(sid))
    for title in sorted(support):
        if title not in context:
            skipped.note("supporting facts naming a page missing from the context")
            continue
        bad = {i for i in support[title] if not 0 <= i < len(context[title])}
        skipped.note("supporting facts naming a sentence the page lacks", len(bad))
        if bad == support[title]:  # no supporting sentence left: not known to be gold
            skipped.note("gold pages without a supporting sentence")
            continue
        yield title, context[title], support[title] - bad


def hotpotqa_samples(
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
    *,
    kinds: Iterable[str] = HOTPOTQA_KINDS,
    random_state: int = 0,
    plausible_per_page: int = 1,
    skipped: Skipped | None = None,
) -> list[Sample]:
    """Build labeled search-call samples from HotpotQA records (see the module docstring).

    Parameters
    ----------
    hotpotqa : mapping ``_id -> record`` or iterable of paths
        Records in HotpotQA's original format, or files holding them (a JSON list or JSON
        Lines); records repeated across files are kept once (by ``_id``).
    kinds : iterable of str
        Which of ``gold``, ``injected``, ``plausible``, ``answerless`` to build.
    random_state : int
        Seed for the choice of injected and plausible paragraphs.
    plausible_per_page : int
        Own distractors paired with each gold page's query (distinct, as many as the question
        has). The first is the one drawn at 1, so raising it only adds samples; the extra ones
        come from a generator of their own (seeded by ``random_state``, question and page).
    skipped : Skipped, optional
        Counts, by reason, the supporting facts that yield no sample (a page missing from the
        context, a sentence the page lacks) and the questions that yield none at all.

    Returns
    -------
    list of Sample
        ``source`` is ``"hotpotqa:<_id>"`` for every sample of a question.

    Examples
    --------
    >>> rec = {"_id": "a", "question": "Who sang Stull?", "supporting_facts": [["Stull (EP)", 0]],
    ...        "context": [["Stull (EP)", ["Stull is an EP.", " By Urge Overkill."]],
    ...                    ["Creed", ["Creed is a band."]]]}
    >>> other = {"_id": "b", "question": "Q?", "supporting_facts": [["X", 0]],
    ...          "context": [["X", ["X is a city."]]]}
    >>> out = hotpotqa_samples({"a": rec, "b": other})
    >>> [(s.kind, s.query, s.observation) for s in out if s.source == "hotpotqa:a"]
    ... # doctest: +NORMALIZE_WHITESPACE
    [('gold', 'Stull', 'Stull (EP): Stull is an EP. By Urge Overkill.'),
     ('injected', 'Stull', 'X: X is a city.'),
     ('plausible', 'Stull', 'Creed: Creed is a band.'),
     ('answerless', 'Stull', 'Stull (EP): By Urge Overkill.')]
    """
    wanted = _check_kinds(kinds, HOTPOTQA_KINDS)
    plausible_per_page = check_count(plausible_per_page, "plausible_per_page")
    records = _records(hotpotqa)
    skipped = skipped if skipped is not None else Skipped()
    ids = sorted(records)
    rng = random.Random(random_state)
    out: list[Sample] = []
    for qid in ids:
        before = len(out)
        rec = records[qid]
        context = [(t, s) for t, s in rec.get("context", [])]
        own_titles = {t for t, _ in context}
        gold_titles = {t for t, _ in rec.get("supporting_facts", [])}
        distractors = sorted(t for t in own_titles if t not in gold_titles)
        paragraphs = dict(context)
        for title, sents, support in _gold_pages(rec, skipped):
            base = {
                "question": rec["question"],
                "query": strip_title_qualifier(title),
                "source": f"hotpotqa:{qid}",
            }
            # draw every kind's randomness whether or not it is wanted: same seed, same choice
            inj = _draw_injected(records, ids, qid, own_titles, rng)
            pla = rng.choice(distractors) if distractors else None
            rest = [s for i, s in enumerate(sents) if i not in support and s.strip()]
            texts: dict[str, str | None] = {
                "gold": _paragraph(title, sents),
                "injected": _paragraph(*inj) if inj else None,
                "plausible": _paragraph(pla, paragraphs[pla]) if pla else None,
                "answerless": _paragraph(title, rest) if rest else None,
            }
            for kind in wanted:
                text = texts[kind]
                if text is not None:
                    out.append(Sample(observation=text, label=_LABELS[kind], kind=kind, **base))
            if "plausible" in wanted and pla and plausible_per_page > 1:
                more = random.Random(f"plausible-{random_state}-{qid}-{title}")
                others = [t for t in distractors if t != pla]
                for t in more.sample(others, min(len(others), plausible_per_page - 1)):
                    text = _paragraph(t, paragraphs[t])
                    out.append(Sample(observation=text, label=1, kind="plausible", **base))
        if len(out) == before:
            skipped.note("questions that yield no sample")
    return out


def _draw_injected(
    records: Mapping[str, Mapping[str, Any]],
    ids: Sequence[str],
    qid: str,
    own_titles: set[str],
    rng: random.Random,
) -> tuple[str, list[str]] | None:
    """A paragraph of another question whose title is not among this question's pages."""
    if len(ids) < 2:
        return None
    for _ in range(20):
        other = rng.choice(ids)
        if other == qid:
            continue
        ctx = [(t, s) for t, s in records[other].get("context", []) if t not in own_titles]
        ctx = [(t, s) for t, s in ctx if any(x.strip() for x in s)]
        if ctx:
            title, sents = rng.choice(ctx)
            return title, list(sents)
    return None


#: The labels a FEVER file may give a claim (the samples do not use them; others are errors).
FEVER_FILE_LABELS = ("SUPPORTS", "REFUTES", "NOT ENOUGH INFO")


def load_fever(paths: Iterable[PathLike]) -> list[dict[str, str]]:
    """Read FEVER-style claim/evidence pairs from JSON Lines files.

    Accepts ``evidence_sentence`` (FeverSymmetric v0.1) or ``evidence`` (v0.2) as the
    evidence field. A ``label``, when present, must be one of :data:`FEVER_FILE_LABELS`.
    Returns ``{"id", "claim", "evidence"}`` dicts, one per distinct (claim, evidence) pair,
    in file order.
    """
    seen: set[tuple[str, str]] = set()
    out: list[dict[str, str]] = []
    for path in paths:
        for lineno, rec in iter_jsonl(path):
            claim = rec.get("claim")
            evidence = rec.get("evidence_sentence", rec.get("evidence"))
            for key, value in (("claim", claim), ("evidence_sentence", evidence)):
                if not isinstance(value, str) or not value.strip():
                    raise InputError(
                        f"expected a non-empty string, got {json.dumps(value)[:40]}"
                        + (" (v0.2 files name it `evidence`)" if key != "claim" else ""),
                        path=str(path),
                        line=lineno,
                        field=key,
                    )
            label = rec.get("label")
            if label is not None and label not in FEVER_FILE_LABELS:
                raise InputError(
                    f"expected one of {', '.join(FEVER_FILE_LABELS)} (or no label), got "
                    f"{json.dumps(label)[:40]}",
                    path=str(path),
                    line=lineno,
                    field="label",
                )
            pair = (str(claim).strip(), str(evidence).strip())
            if pair in seen:
                continue
            seen.add(pair)
            out.append(
                {
                    "id": str(rec.get("id", f"{Path(path).name}:{lineno}")),
                    "claim": pair[0],
                    "evidence": restore_ptb(pair[1]),
                }
            )
    return out


def fever_samples(
    pairs: Sequence[Mapping[str, str]] | Iterable[PathLike],
    *,
    kinds: Iterable[str] = ("gold", "injected"),
    random_state: int = 0,
) -> list[Sample]:
    """Build ``gold`` and ``injected`` samples from FEVER claim/evidence pairs.

    The claim is the question; the query is empty (FEVER has no titles or queries); the
    observation is the claim's own evidence sentence (gold) or the evidence of a claim from
    another group (injected). FeverSymmetric's synthetic counterparts (ids ending in
    ``000000{2,3,4}``) share their original's group, so ``source`` is ``"fever:<group>"``.

    Examples
    --------
    >>> pairs = [{"id": "1", "claim": "A is red.", "evidence": "A is a red fruit."},
    ...          {"id": "2", "claim": "B is blue.", "evidence": "B is a blue car."}]
    >>> [(s.kind, s.observation) for s in fever_samples(pairs)][:2]
    [('gold', 'A is a red fruit.'), ('injected', 'B is a blue car.')]
    """
    wanted = _check_kinds(kinds, ("gold", "injected"))
    raw = list(pairs)
    items: list[Mapping[str, str]] = (
        load_fever(raw) if raw and not isinstance(raw[0], Mapping) else raw  # type: ignore[arg-type,assignment]
    )
    rng = random.Random(random_state)
    groups = [_FEVER_SYNTH_RE.sub("", str(p["id"])) for p in items]
    out: list[Sample] = []
    for i, pair in enumerate(items):
        base = {"question": pair["claim"], "query": "", "source": f"fever:{groups[i]}"}
        other = None
        for _ in range(20):
            j = rng.randrange(len(items))
            if groups[j] != groups[i] and items[j]["evidence"] != pair["evidence"]:
                other = items[j]["evidence"]
                break
        texts: dict[str, str | None] = {"gold": pair["evidence"], "injected": other}
        for kind in wanted:
            text = texts[kind]
            if text is not None:
                out.append(Sample(observation=text, label=_LABELS[kind], kind=kind, **base))
    return out


def knowagent_samples(
    path: PathLike,
    hotpotqa: Mapping[str, Mapping[str, Any]] | Iterable[PathLike],
    *,
    labeled_only: bool = True,
    skipped: Skipped | None = None,
    min_matched: float = 0.0,
) -> list[Sample]:
    """Real logged steps of KnowAgent trajectories as ``real`` samples with derived labels.

    Labels follow :func:`uselessdetect.io.derive_label`; steps it leaves unlabeled are
    dropped when ``labeled_only``. ``source`` is ``"knowagent:<hotpot_id>/<run>#<step>"``,
    so :func:`uselessdetect.corpus.question_key` groups them with the question's synthetic samples.
    Every step not turned into a sample is counted in ``skipped`` by reason (runs without a
    HotpotQA record, steps without an observation, unlabeled steps); under ``min_matched`` of
    the runs matching a record is an :class:`~uselessdetect.exceptions.InputError`.
    """
    records = _records(hotpotqa)
    skipped = skipped if skipped is not None else Skipped()
    runs = Skipped()
    out = []
    missed = 0
    for ep in read_knowagent(path, records, unmatched=runs, min_matched=min_matched):
        unmatched, missed = runs.total() > missed, runs.total()
        for t, s in _step_samples(ep, skipped):
            if labeled_only and s.label is None:
                skipped.note(
                    "steps of runs with no HotpotQA record"
                    if unmatched
                    else "steps left unlabeled (no clear label)"
                )
                continue
            out.append(replace(s, kind="real", source=f"knowagent:{ep.id}#{t}"))
    return out


def _step_samples(ep: Episode, skipped: Skipped) -> Iterator[tuple[int, Sample]]:
    """The episode's samples; its non-finish steps without an observation are counted."""
    skipped.note(
        "steps without an observation",
        sum(1 for s in ep.steps if not s.is_finish and s.observation is None),
    )
    return ep.samples()
