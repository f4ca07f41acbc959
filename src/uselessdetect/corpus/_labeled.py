"""Build labeled samples (gold / injected / plausible / answerless) from HotpotQA, FEVER and logs.

Every sample is one search call, the way the paper injects failures. For HotpotQA the agent
searched for one of the question's gold pages — ``query`` is that page's title without a
trailing "(qualifier)", as an agent would type it — and the source returned:

* ``gold`` (label 0): the page itself;
* ``injected`` (1): a paragraph of *another* question (a source that silently serves the
  wrong knowledge base);
* ``plausible`` (1): one of the question's own distractor paragraphs (on topic, not what
  was searched for);
* ``answerless`` (1): the searched page with its supporting sentences removed (only where
  anything remains).

The observation is ``"<title>: <sentences joined by spaces>"``, the format an agent's search
tool shows. FEVER pairs give the claim as question, its own evidence sentence (``gold``) and
another claim's evidence (``injected``). FEVER carries no page titles and no queries, so the
query is left empty and the observation is the bare evidence sentence (PTB bracket tokens
such as ``-LRB-`` restored). Real logged steps with derived labels (see
:mod:`uselessdetect.io`) become ``real`` samples.

Randomness only through ``random_state``; questions are processed in ``_id`` order, so the
output does not depend on the order of the input files. :func:`split_by_question` keeps all
samples of a question — synthetic and real — on one side by hashing the question's id; FEVER
samples that share a claim or an evidence sentence are kept together (:func:`split_groups`).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from .._types import Sample
from ..io import Skipped, episode_from_dict, iter_jsonl, rereadable, sample_from_dict
from ._build import _step_samples, fever_samples, hotpotqa_samples, knowagent_samples
from ._split import split_by_question

PathLike = str | os.PathLike[str]

__all__ = ["default_corpus", "read_labeled"]


def _file_format(path: PathLike) -> str:
    rereadable(path)  # the first record is read here, then the whole file again
    for _, rec in iter_jsonl(path):
        if "steps" not in rec and ("observation" in rec or "id" not in rec):
            return "samples"  # (an `id` without `steps` is an episode missing its steps)
        return "knowagent" if "hotpot_id" in rec and "id" not in rec else "episodes"
    return "samples"  # pragma: no cover - iter_jsonl raises on an empty file


def read_labeled(
    path: PathLike,
    *,
    hotpotqa: Mapping[str, Mapping[str, Any]] | None = None,
    labeled_only: bool = False,
    skipped: Skipped | None = None,
) -> list[Sample]:
    """Read samples from a samples file, an episode file, or KnowAgent trajectories.

    The format is told from the first record: no ``steps`` → samples (design §3.1);
    ``steps`` and ``id`` → episodes (design §3.2), one ``real`` sample per step with an
    observation (:meth:`Episode.samples`, labels from the per-step ``label``); ``steps`` and
    ``hotpot_id`` → KnowAgent trajectories, labeled from ``hotpotqa`` records when given
    (:func:`knowagent_samples`). With ``labeled_only``, unlabeled samples are dropped.
    Everything left out (steps without an observation, unlabeled samples) is counted in
    ``skipped`` by reason.
    """
    skipped = skipped if skipped is not None else Skipped()
    fmt = _file_format(path)
    if fmt == "knowagent":
        out = knowagent_samples(path, hotpotqa or {}, labeled_only=False, skipped=skipped)
    elif fmt == "episodes":
        out = []
        for lineno, rec in iter_jsonl(path):
            ep = episode_from_dict(rec, path=str(path), line=lineno, strict=False)
            out.extend(s for _, s in _step_samples(ep, skipped))
    else:
        out = [sample_from_dict(rec, path=str(path), line=n) for n, rec in iter_jsonl(path)]
    if not labeled_only:
        return out
    kept = [s for s in out if s.label is not None]
    skipped.note("unlabeled samples", len(out) - len(kept))
    return kept


def default_corpus(
    data_dir: PathLike,
    *,
    test_size: float = 0.2,
    random_state: int = 0,
    plausible_per_page: int = 1,
) -> tuple[list[Sample], list[Sample]]:
    """The ``(train, test)`` samples the shipped model was trained and evaluated on.

    ``data_dir`` holds ``hotpotqa/*.json``, ``fever/*.jsonl`` and
    ``trajectories/knowagent_hotpotqa_trajs.jsonl`` (the layout of the project's shared
    data). Equivalent to ``uselessdetect corpus hotpotqa|fever|knowagent … --test-size 0.2``
    followed by concatenating HotpotQA, FEVER and real samples in that order (models/README.md).
    ``plausible_per_page`` is :func:`hotpotqa_samples`'s (more own distractors per gold page;
    the split by question is unchanged by it, so the held-out questions stay the same).
    """
    root = Path(data_dir)
    hp = sorted(str(p) for p in (root / "hotpotqa").glob("*.json"))
    fever = sorted(str(p) for p in (root / "fever").glob("*.jsonl"))
    trajs = root / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    parts = [
        hotpotqa_samples(hp, random_state=random_state, plausible_per_page=plausible_per_page),
        fever_samples(fever, random_state=random_state),
        knowagent_samples(trajs, [root / "hotpotqa" / "knowagent_train500_trainsplit.json"]),
    ]
    train: list[Sample] = []
    test: list[Sample] = []
    for part in parts:
        a, b = split_by_question(part, test_size=test_size, random_state=random_state)
        train += a
        test += b
    return train, test
