"""Detector accuracy per failure kind: the numbers behind `evaluate` and `demo`."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

from ._types import Sample
from .detectors import Detector

__all__ = ["DetectorReport", "evaluate_detector"]


@dataclass
class DetectorReport:
    """How one detector's verdicts compare with the labels.

    ``per_kind[kind]`` holds ``n``, ``useless_rate`` (share judged useless among those that got
    a verdict), ``abstain_rate`` and, where the kind has one label, ``correct_rate`` (gold: the
    share judged useful; failure kinds: the share judged useless). ``confusion`` is
    ``[[TN, FP], [FN, TP]]`` over labeled samples with a verdict (positive = useless; an
    abstention is counted in neither).
    """

    detector: str
    n: int
    per_kind: dict[str, dict[str, Any]]
    auc: float | None
    abstain_rate: float
    confusion: list[list[int]]
    samples_per_s: float
    useless_recall: float | None = None
    useful_recall: float | None = None
    extra: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form used by ``evaluate --json``."""
        return {
            "n": self.n,
            "per_kind": self.per_kind,
            "auc": self.auc,
            "abstain_rate": self.abstain_rate,
            "confusion": self.confusion,
            "useless_recall": self.useless_recall,
            "useful_recall": self.useful_recall,
            "samples_per_s": self.samples_per_s,
            **self.extra,
        }


def _rate(mask: np.ndarray, within: np.ndarray) -> float | None:
    n = int(within.sum())
    return round(float((mask & within).sum()) / n, 4) if n else None


def evaluate_detector(detector: Detector, samples: Sequence[Sample]) -> DetectorReport:
    """Judge ``samples`` with a fitted ``detector`` and compare with their labels and kinds.

    Examples
    --------
    >>> from uselessdetect import Sample, make_detector
    >>> X = [Sample("Q", "No results", label=1, kind="injected"),
    ...      Sample("Who founded Creed?", "Creed was founded by Scott Stapp.",
    ...             label=0, kind="gold")]
    >>> rep = evaluate_detector(make_detector("lexical").fit([]), X)
    >>> rep.per_kind["gold"]["correct_rate"], rep.per_kind["injected"]["correct_rate"]
    (1.0, 1.0)
    """
    start = time.perf_counter()
    judgments = detector.judge_many(list(samples))
    elapsed = max(time.perf_counter() - start, 1e-9)
    verdict = np.array([j.verdict.label if j.verdict.label is not None else -1 for j in judgments])
    score = np.array([j.score for j in judgments], dtype=float)
    label = np.array([-1 if s.label is None else s.label for s in samples])
    kinds = np.array([s.kind or "unknown" for s in samples], dtype=object)
    stated = verdict >= 0
    per_kind: dict[str, dict[str, Any]] = {}
    for kind in sorted(set(kinds.tolist())):
        inkind = kinds == kind
        entry: dict[str, Any] = {
            "n": int(inkind.sum()),
            "useless_rate": _rate(verdict == 1, inkind & stated),
            "abstain_rate": _rate(~stated, inkind),
        }
        labels = set(label[inkind].tolist()) - {-1}
        if len(labels) == 1:
            lab = labels.pop()
            entry["label"] = lab
            entry["correct_rate"] = _rate(verdict == lab, inkind & stated)
        per_kind[kind] = entry
    labeled = label >= 0
    both = labeled & stated
    auc = None
    if len(set(label[labeled].tolist())) == 2:
        auc = round(float(roc_auc_score(label[labeled], score[labeled])), 4)
    cm = [[int(((label == a) & (verdict == b) & both).sum()) for b in (0, 1)] for a in (0, 1)]
    return DetectorReport(
        detector=detector.name,
        n=len(samples),
        per_kind=per_kind,
        auc=auc,
        abstain_rate=_rate(~stated, np.ones(len(samples), bool)) or 0.0,
        confusion=cm,
        samples_per_s=round(len(samples) / elapsed, 1),
        useless_recall=_rate(verdict == 1, both & (label == 1)),
        useful_recall=_rate(verdict == 0, both & (label == 0)),
    )
