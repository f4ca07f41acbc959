"""Sentence-level supervision for the semantic model: does pointing at the answer help?

An answerless page is its gold page minus the supporting sentences, so a model trained on pages
learns the difference only from the page as a whole. HotpotQA marks the supporting sentences
themselves; this benchmark trains the same cross-encoder on single sentences (useful: a
supporting sentence of a gold page; useless: every other sentence of it, every sentence of an
own distractor or another question's page, and of a real step judged useless), judges a page
by its most useful sentence (the minimum of its sentences' P(useless)), and scores it beside
the shipped page model and their combination.

Run from the repository root::

    # train the sentence model first (extra [train-semantic]; about 35 minutes on 2 cores)
    python benchmarks/bench_semantic_sentences.py ../shared/data --train sentences.onnx
    # or score one trained before
    python benchmarks/bench_semantic_sentences.py ../shared/data --model sentences.onnx

Training uses the shipped model's split (:func:`semantic_corpus`): the same training questions,
validation questions and unseen 20%. Rows: :func:`sentence_rows`; the command trains them with
``train_semantic`` at the shipped run's settings (128 tokens, 2 epochs, batch 16, seed 0, 2
threads), without renderings (a sentence has no page layout to re-render). Scored pages are
split by :func:`split_page`. Each detector is read at two cut-offs chosen on the validation
questions: ``card`` keeps 97% of the validation rows useful (given and one rendering each,
real steps included: the rule the shipped card's cut-off follows), ``gold`` keeps 97% of the
validation HotpotQA gold pages as given useful (the kind the targets are stated for). Results
on the held-out 20%, per kind, with AUC on the real KnowAgent steps of held-out questions.
Combinations add the page model's log-odds and ``w`` times the sentence model's, for each
``w`` in :data:`WEIGHTS` (``page_plus_sentences_x05`` for 0.5; all reported, none chosen
here). Deterministic: no timings.
"""

from __future__ import annotations

import argparse
import dataclasses
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from _record import write_result
from bench_semantic_runs import _rates
from scipy.special import expit, logit
from sklearn.metrics import roc_auc_score

from uselessdetect import Sample
from uselessdetect.corpus import default_corpus, render_samples
from uselessdetect.detectors._base import tune_cutoff
from uselessdetect.detectors._semantic import SemanticDetector
from uselessdetect.detectors._semantic_train import semantic_corpus
from uselessdetect.io import SUPPORT_MATCH, load_hotpotqa
from uselessdetect.measure import kinds_by_source
from uselessdetect.text import content_stems

#: sentence-model weights tried in the combination (page log-odds + w · sentence log-odds)
WEIGHTS = (0.5, 1.0, 2.0)
_SPLIT = re.compile(r"(?<=[.!?])\s+(?=[A-Z0-9\"'(\[])")


def split_page(observation: str) -> list[str]:
    """A page's sentences, each carrying the page's title when it has one (``Title: ...``).

    >>> split_page("Creed (band): Creed is a band. It formed in 1994.")
    ['Creed (band): Creed is a band.', 'Creed (band): It formed in 1994.']
    >>> split_page("No results found.")
    ['No results found.']
    """
    title, sep, body = observation.partition(": ")
    if not sep or len(title) > 120 or "\n" in title:
        title, body = "", observation
    parts = [x.strip() for x in _SPLIT.split(body) if x.strip()]
    return [f"{title}: {x}" if title else x for x in parts] or [observation]


def _pages(records: Mapping[str, Mapping[str, Any]]) -> dict[str, list[str]]:
    pages: dict[str, list[str]] = {}
    for rec in records.values():
        for title, sents in rec["context"]:
            pages.setdefault(title, list(sents))
    return pages


def _supporting(rec: Mapping[str, Any]) -> list[set[str]]:
    ctx = {t: list(x) for t, x in rec["context"]}
    return [
        content_stems(ctx[t][int(i)])
        for t, i in rec["supporting_facts"]
        if t in ctx and 0 <= int(i) < len(ctx[t])
    ]


def sentence_rows(
    samples: Sequence[Sample], records: Mapping[str, Mapping[str, Any]]
) -> list[Sample]:
    """One row per sentence of each HotpotQA page sample and real step; FEVER rows as given.

    A HotpotQA page's sentences come from its record (not from splitting the text), each
    ``Title: sentence``: useful (kind ``gold``) when it is a supporting fact of a gold page,
    else useless (kind ``answerless`` on a gold page, the page's own kind otherwise).
    Answerless samples add nothing (their sentences are their gold page's others). A real
    step is split by :func:`split_page`; on a useful one a sentence is useful when it covers
    a supporting fact of its question as the derived labels do (``SUPPORT_MATCH`` of its
    content stems).
    """
    pages = _pages(records)
    support: dict[str, list[set[str]]] = {}  # a question's supporting facts' stems, once
    contexts: dict[str, dict[str, list[str]]] = {}  # a question's own pages, once
    out: list[Sample] = []
    for s in samples:
        source = s.source or ""
        if source.startswith("hotpotqa:"):
            if s.kind == "answerless":
                continue
            qid = source.split(":", 1)[1]
            rec = records[qid]
            title = s.observation.partition(": ")[0]
            if qid not in contexts:
                contexts[qid] = {t: list(x) for t, x in rec["context"]}
            sents = pages.get(title) if s.kind == "injected" else contexts[qid].get(title)
            if sents is None:
                continue
            sup = {int(i) for t, i in rec["supporting_facts"] if t == title}
            for i, text in enumerate(sents):
                if not text.strip():
                    continue
                useful = s.kind == "gold" and i in sup
                kind = "gold" if useful else ("answerless" if s.kind == "gold" else s.kind)
                row = f"{title}: {text.strip()}"
                out.append(
                    dataclasses.replace(s, observation=row, label=int(not useful), kind=kind)
                )
        elif s.kind == "real":
            qid = source.split(":", 1)[1].split("/")[0]
            if qid not in support:
                support[qid] = _supporting(records[qid]) if qid in records else []
            gold = support[qid]
            for text in split_page(s.observation):
                found = content_stems(text)
                hit = any(g and len(g & found) >= SUPPORT_MATCH * len(g) for g in gold)
                label = 1 if s.label == 1 else int(not hit)
                out.append(dataclasses.replace(s, observation=text, label=label))
        else:
            out.append(s)
    return out


def pooled(det: SemanticDetector, rows: Sequence[Sample]) -> np.ndarray:
    """Each page's P(useless) as its most useful sentence's (the minimum over its sentences)."""
    flat: list[Sample] = []
    owner: list[int] = []
    for i, s in enumerate(rows):
        for text in split_page(s.observation or ""):
            flat.append(dataclasses.replace(s, observation=text))
            owner.append(i)
    p = det.predict_proba(flat)[:, 1]
    out = np.ones(len(rows))
    np.minimum.at(out, np.asarray(owner), p)
    return out


def _logit(p: np.ndarray) -> np.ndarray:
    return np.asarray(logit(np.clip(p, 1e-6, 1 - 1e-6)))


def _cut(p: np.ndarray, y: np.ndarray) -> float:
    return float(tune_cutoff(p, y, 0.97))


def _train(out: str, train: list[Sample], val: list[Sample], records: Any) -> None:
    from uselessdetect.detectors import train_semantic

    train_semantic(
        sentence_rows(train, records),
        sentence_rows(val, records),
        out,
        max_length=128,
        epochs=2,
        renderings=0,
        threads=2,
        seed=0,
        card_extra={"unit": "sentence (benchmarks/bench_semantic_sentences.py)"},
        log=lambda line: print(line, flush=True),
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("data", nargs="?", default="../shared/data")
    got = ap.add_mutually_exclusive_group(required=True)
    got.add_argument("--model", help="a sentence model trained before (NAME.onnx)")
    got.add_argument("--train", metavar="OUT", help="train the sentence model to OUT.onnx first")
    args = ap.parse_args()
    data = Path(args.data)
    records = load_hotpotqa(sorted(str(p) for p in (data / "hotpotqa").glob("*.json")))
    train_side, val = semantic_corpus(data)
    model = args.model or args.train
    if args.train:
        _train(args.train, train_side, val, records)
    rows = sentence_rows(train_side, records)
    _, test = default_corpus(data)
    synth = [s for s in val if s.kind != "real"]
    rendered, _ = render_samples(synth, per_sample=1, random_state=1)
    sides = {
        "card": [*val, *rendered],
        "validation": kinds_by_source(synth),
        "held_out": kinds_by_source([s for s in test if s.kind != "real"]),
        "real": [s for s in test if s.kind == "real"],
    }
    page = SemanticDetector().fit([])
    sent = SemanticDetector(model_path=model).fit([])
    logits = {
        side: (_logit(page.predict_proba(r)[:, 1]), _logit(pooled(sent, r)))
        for side, r in sides.items()
    }
    combos = {"page": (1.0, 0.0), "sentences": (0.0, 1.0)}
    combos.update({f"page_plus_sentences_x{w:g}".replace(".", ""): (1.0, w) for w in WEIGHTS})
    result: dict[str, Any] = {
        "training_rows": {
            "n": len(rows),
            "by_kind_label": {
                f"{k}/{y}": n
                for (k, y), n in sorted(Counter((s.kind, s.label) for s in rows).items())
            },
        },
        "detectors": {},
    }
    labels = {side: np.array([s.label for s in r]) for side, r in sides.items()}
    kinds = {side: [s.kind or "unknown" for s in r] for side, r in sides.items()}
    yv = labels["validation"]
    gold_side = (np.array(kinds["validation"]) == "hotpotqa/gold") | (yv == 1)
    for name, (a, b) in combos.items():
        score = {side: expit(a * pa + b * pb) for side, (pa, pb) in logits.items()}
        cuts = {
            "card": _cut(score["card"], labels["card"]),
            "gold": _cut(score["validation"][gold_side], yv[gold_side]),
        }
        entry: dict[str, Any] = {
            "knowagent_held_out_auc": round(float(roc_auc_score(labels["real"], score["real"])), 4)
        }
        for how, cut in cuts.items():
            entry[how] = {
                side: _rates(score[side], labels[side], kinds[side], cut)
                for side in ("held_out", "validation")
            }
        result["detectors"][name] = entry
        print(name, entry["card"]["held_out"], entry["gold"]["held_out"])
    write_result(__file__, result)


if __name__ == "__main__":
    main()
