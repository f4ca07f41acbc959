"""Detector evaluation by partitions (one machine or a Dask cluster), merged exactly.

Each partition returns, per detector, counts of (kind, label, verdict) and, per distinct
score, how many useful and useless samples got it. Counts add up, so the merged report is
the one :func:`~uselessdetect.measure.evaluate_detector` gives on all samples at once — the
same rates, confusion matrix and ROC AUC (ties counted half, as ``roc_auc_score`` does).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .._types import Sample
from ..detectors import Cascade, clear_memos
from ..exceptions import ConfigurationError
from ..io import (
    Partition,
    episode_from_dict,
    expand_paths,
    iter_jsonl,
    iter_partition,
    plan_partitions,
    rereadable,
    sample_from_dict,
)
from ..score import DetectorBundle, PartResult, run_partitions
from ._evaluation import DetectorReport, kinds_by_source

__all__ = ["EvalCounts", "auc_from_counts", "evaluate_files", "label_counts"]


@dataclass
class EvalCounts:
    """Mergeable evaluation counts of one detector (``a + b`` merges two partitions)."""

    table: Counter[tuple[str, int, int]] = field(default_factory=Counter)  # kind, label, verdict
    scores: Counter[tuple[float, int]] = field(default_factory=Counter)  # score, label
    seconds: float = 0.0
    cascade: tuple[float, float | None] | None = None  # a Cascade's (low, high)
    sent: int = 0  # results a Cascade sent past its cheap detector

    def __add__(self, other: EvalCounts) -> EvalCounts:
        return EvalCounts(
            self.table + other.table,
            self.scores + other.scores,
            self.seconds + other.seconds,
            self.cascade or other.cascade,
            self.sent + other.sent,
        )

    def add(self, samples: Sequence[Sample], detector: Any) -> None:
        """Judge ``samples`` and count them."""
        is_cascade = isinstance(detector, Cascade)
        sent_before = getattr(detector, "sent_", 0) if is_cascade else 0
        start = time.perf_counter()
        judgments = detector.judge_many(list(samples))
        self.seconds += time.perf_counter() - start
        if is_cascade:
            self.cascade = detector.cut_offs
            self.sent += int(detector.sent_ - sent_before)
        for s, j in zip(samples, judgments, strict=True):
            label = -1 if s.label is None else s.label
            verdict = -1 if j.verdict.label is None else j.verdict.label
            self.table[(s.kind or "unknown", label, verdict)] += 1
            if label >= 0:
                self.scores[(float(j.score), label)] += 1

    def report(self, name: str) -> DetectorReport:
        """The :class:`DetectorReport` these counts stand for."""
        t = self.table
        n = sum(t.values())
        per_kind = {k: _kind_entry(t, k) for k in sorted({k for k, _, _ in t})}
        cm = [[sum(c for (_, a_, b_), c in t.items() if (a_, b_) == (a, b)) for b in (0, 1)]
              for a in (0, 1)]  # fmt: skip
        abstained = sum(c for (_, _, v), c in t.items() if v < 0)
        extra = {}
        if self.cascade is not None:  # the block evaluate_detector writes, from merged counts
            extra["cascade"] = {
                "sent": self.sent,
                "sent_share": _r(self.sent, n),
                "low": self.cascade[0],
                "high": self.cascade[1],
                "mean_ms_per_judgment": round(1000 * self.seconds / max(n, 1), 3),
            }
        return DetectorReport(
            detector=name,
            n=n,
            per_kind=per_kind,
            auc=auc_from_counts(self.scores),
            abstain_rate=_r(abstained, n) or 0.0,
            confusion=cm,
            samples_per_s=round(n / max(self.seconds, 1e-9), 1),
            useless_recall=_r(cm[1][1], cm[1][0] + cm[1][1]),
            useful_recall=_r(cm[0][0], cm[0][0] + cm[0][1]),
            extra=extra,
        )


def _r(num: int, den: int) -> float | None:
    return round(num / den, 4) if den else None


def _kind_entry(t: Counter[tuple[str, int, int]], kind: str) -> dict[str, Any]:
    rows = {(lab, v): c for (k, lab, v), c in t.items() if k == kind}
    n = sum(rows.values())
    stated = sum(c for (_, v), c in rows.items() if v >= 0)
    entry: dict[str, Any] = {
        "n": n,
        "useless_rate": _r(sum(c for (_, v), c in rows.items() if v == 1), stated),
        "abstain_rate": _r(n - stated, n),
    }
    labels = {lab for (lab, _), c in rows.items() if lab >= 0 and c}
    if len(labels) == 1:
        lab = labels.pop()
        entry["label"] = lab
        right = sum(c for (la, v), c in rows.items() if v == lab)
        entry["correct_rate"] = _r(right, stated)
    return entry


def auc_from_counts(scores: Mapping[tuple[float, int], int]) -> float | None:
    """ROC AUC from counts of (score, label): P(useless scores above useful), ties half.

    Examples
    --------
    >>> auc_from_counts({(0.9, 1): 2, (0.5, 1): 1, (0.5, 0): 1, (0.1, 0): 2})
    0.9444
    """
    n1 = sum(c for (_, lab), c in scores.items() if lab == 1)
    n0 = sum(c for (_, lab), c in scores.items() if lab == 0)
    if not n0 or not n1:
        return None
    below = 0  # useful samples with a lower score than the current one
    wins = 0.0
    for s in sorted({s for s, _ in scores}):
        neg, pos = scores.get((s, 0), 0), scores.get((s, 1), 0)
        wins += pos * (below + 0.5 * neg)
        below += neg
    return round(wins / (n0 * n1), 4)


def _file_format(path: str) -> str:
    rereadable(path)  # the first record is read here, then the whole file again
    for _, rec in iter_jsonl(path):
        if "steps" not in rec:
            return "samples"
        if "hotpot_id" in rec and "id" not in rec:
            raise ConfigurationError(
                f"{path}: KnowAgent trajectories (labels from --hotpotqa) are evaluated on "
                "this machine only; drop --cluster/--scheduler/--jobs"
            )
        return "episodes"
    return "samples"  # pragma: no cover - iter_jsonl raises on an empty file


def _samples(part: Partition, fmt: str, records: list[int]) -> Iterator[Sample]:
    """The partition's samples; ``records[0]`` counts the records read."""
    for rel, obj in iter_partition(part):
        records[0] += 1
        if fmt == "samples":
            yield sample_from_dict(obj, path=part.path, line=rel)
        else:
            ep = episode_from_dict(obj, path=part.path, line=rel, strict=False)
            yield from (s for _, s in ep.samples())


def _labels_part(part: Partition, formats: Sequence[str]) -> PartResult:
    records = [0]
    samples = _samples(part, formats[part.shard], records)
    counts = Counter(-1 if s.label is None else s.label for s in samples)
    return PartResult(part.index, n=records[0], extra={"labels": counts})


def _evaluate_part(
    part: Partition, formats: Sequence[str], bundle: DetectorBundle, by_source: bool
) -> PartResult:
    dets = bundle.load()
    clear_memos()
    records = [0]
    labeled = [s for s in _samples(part, formats[part.shard], records) if s.label is not None]
    if by_source:
        labeled = kinds_by_source(labeled)
    counts = {name: EvalCounts() for name in dets}
    for name, det in dets.items():
        counts[name].add(labeled, det)
    return PartResult(part.index, n=records[0], extra={"counts": counts, "labeled": len(labeled)})


def _plan(paths: Iterable[Any], partition_lines: int | None) -> tuple[list[Partition], list[str]]:
    files = expand_paths(paths)
    return plan_partitions(files, partition_lines=partition_lines), [_file_format(f) for f in files]


def label_counts(
    paths: Iterable[Any], *, client: Any = None, n_jobs: int = 1, partition_lines: int | None = None
) -> Counter[int]:
    """Count the samples of the input by label (1 useless, 0 useful, -1 unlabeled)."""
    parts, formats = _plan(paths, partition_lines)
    total: Counter[int] = Counter()
    for res in run_partitions(_labels_part, parts, formats, client=client, n_jobs=n_jobs):
        total.update(res.extra["labels"])
    return total


def evaluate_files(
    paths: Iterable[Any],
    detectors: Mapping[str, Any],
    *,
    by_source: bool = False,
    client: Any = None,
    n_jobs: int = 1,
    partition_lines: int | None = None,
    on_partition: Any = None,
) -> dict[str, DetectorReport]:
    """Evaluate fitted detectors on labeled samples or episodes files, partition by partition.

    The reports equal :func:`~uselessdetect.measure.evaluate_detector` on all the labeled
    samples at once (``samples_per_s`` aside: here it is the workers' judging speed). Unlabeled
    samples are left out. ``client``, ``n_jobs`` and ``partition_lines`` as in
    :func:`~uselessdetect.score.score_files`.
    """
    parts, formats = _plan(paths, partition_lines)
    bundle = DetectorBundle(detectors)
    merged = {name: EvalCounts() for name in detectors}
    for res in run_partitions(
        _evaluate_part, parts, formats, bundle, by_source,
        client=client, n_jobs=n_jobs, on_partition=on_partition,
    ):  # fmt: skip
        for name, c in res.extra["counts"].items():
            merged[name] = merged[name] + c
    return {name: c.report(name) for name, c in merged.items()}
