"""Detector accuracy per failure kind: the numbers behind `evaluate` and `demo`."""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

from .._types import Sample
from ..detectors import Cascade, Detector, Fallback, clear_memos, tune_cutoff
from ..exceptions import ConfigurationError

__all__ = [
    "DetectorReport",
    "evaluate_detector",
    "format_table",
    "kinds_by_source",
    "tune_cutoffs",
]


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
    clear_memos()  # time text never seen before, whatever was judged earlier
    sent_before = getattr(detector, "sent_", 0) if isinstance(detector, Cascade) else 0
    start = time.perf_counter()
    judgments = detector.judge_many(list(samples))
    elapsed = max(time.perf_counter() - start, 1e-9)
    extra = {}
    if isinstance(detector, Cascade):  # what the cheap detector decided, what it sent on
        sent = int(detector.sent_ - sent_before)
        extra["cascade"] = {
            "sent": sent,
            "sent_share": round(sent / len(samples), 4) if len(samples) else None,
            "low": detector.cut_offs[0],
            "high": detector.cut_offs[1],
            "mean_ms_per_judgment": round(1000 * elapsed / max(len(samples), 1), 3),
        }
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
        extra=extra,
    )


def tune_cutoffs(detector: Detector, samples: Sequence[Sample]) -> Detector:
    """Fix a fitted detector's cut-off on labeled ``samples`` (e.g. training data), in place.

    Detectors that choose their own cut-off keep it (``classifier``, ``keyword``), except the
    stochastic random control, which is refitted on the samples (its rate); the rest get
    :func:`~uselessdetect.detectors.tune_cutoff` at their ``min_useful_recall``. A
    :class:`Fallback` tunes each component. Returns ``detector``.

    Examples
    --------
    >>> from uselessdetect import make_detector
    >>> X = [Sample("Who founded Creed?", "Creed was founded by Scott Stapp.", label=0),
    ...      Sample("Who founded Creed?", "Paris is a city.", label=1)]
    >>> tune_cutoffs(make_detector("lexical").fit([]), X).cutoff_ < 1.0
    True
    """
    labeled = [s for s in samples if s.label is not None]
    if not labeled:
        raise ConfigurationError("tuning cut-offs needs labeled samples; none of them has a label")
    if isinstance(detector, Fallback):
        for det in detector.detectors_:
            tune_cutoffs(det, labeled)
        return detector
    if isinstance(detector, Cascade):  # its two cut-offs stay; the expensive one's is tuned
        tune_cutoffs(detector.expensive_, labeled)
        return detector
    if detector._learns_cutoff():
        if detector.stochastic:  # the random control: its rate comes from these labels
            detector.fit(labeled)
        return detector
    y = np.array([s.label for s in labeled])
    scores = np.asarray(detector._scores(labeled), dtype=float)
    if np.isnan(scores[y == 0]).all():
        return detector  # abstains on every useful sample: nothing to tune on
    detector.cutoff_ = tune_cutoff(scores, y, detector._min_useful_recall())
    return detector


def kinds_by_source(samples: Sequence[Sample]) -> list[Sample]:
    """Prefix each sample's kind with its source's prefix (``fever/injected``, …).

    Examples
    --------
    >>> kinds_by_source([Sample("Q", "O", kind="gold", source="fever:12")])[0].kind
    'fever/gold'
    """
    from dataclasses import replace

    out = []
    for s in samples:
        prefix = (s.source or "").split(":", 1)[0] if s.source and ":" in s.source else ""
        out.append(replace(s, kind=f"{prefix}/{s.kind}" if prefix else s.kind))
    return out


def _pct(value: float | None) -> str:
    return "–" if value is None else f"{100 * value:.1f}%"


def format_table(reports: Sequence[DetectorReport]) -> str:
    """Side-by-side Markdown table: per kind the share judged correctly, AUC, abstentions, speed.

    A cell is the share judged useful for useful kinds and judged useless for useless kinds
    (among samples that got a verdict); kinds with mixed labels (``real``) show the share
    judged useless.
    """
    kinds = sorted({k for r in reports for k in r.per_kind})
    head = [
        "detector",
        *[_kind_header(k, reports) for k in kinds],
        "useless recall",
        "useful recall",
        "AUC",
        "abstain",
        "samples/s",
    ]
    rows = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for r in reports:
        cells = [r.detector.replace("|", "\\|")]  # a cascade's name inside a table
        for k in kinds:
            e = r.per_kind.get(k, {})
            cells.append(_pct(e.get("correct_rate", e.get("useless_rate"))))
        cells += [
            _pct(r.useless_recall),
            _pct(r.useful_recall),
            "–" if r.auc is None else f"{r.auc:.3f}",
            _pct(r.abstain_rate),
            f"{r.samples_per_s:,.0f}",
        ]
        rows.append("| " + " | ".join(cells) + " |")
    return "\n".join(rows)


def _kind_header(kind: str, reports: Sequence[DetectorReport]) -> str:
    labels = {r.per_kind[kind].get("label") for r in reports if kind in r.per_kind}
    only = labels.pop() if len(labels) == 1 else None
    arrow = {0: "→ useful", 1: "→ useless"}.get(
        int(only) if only is not None else -1, "judged useless"
    )
    return f"{kind} {arrow}"
