"""Every detector on search-tool results (title lists, tables of contents, sections, web search,
records) of held-out questions, and on today's held-out pages.

Usage::

    python benchmarks/bench_search_shapes.py ../shared/data [--limit N] [--before-commit REV]

* **Shapes**: :func:`uselessdetect.corpus.shaped_corpus`'s held-out side (the 20% of questions
  ``default_corpus`` holds out, which no shipped model saw). Per detector and shape
  (``listing``, ``toc``, ``section``, ``websearch``, ``record``; FEVER's web search apart as
  ``fever/websearch``): **useful kept** (share of label-0 results judged useful), **dead ends
  caught** (share of label-1 results judged useless), abstentions, AUC of the scores; and
  per kind. ``--limit N`` keeps the first N held-out samples of each kind (a quick run).
* **Pages**: the same detectors on ``default_corpus``'s held-out side (what
  ``bench_semantic.py`` reports as ``held_out``): per kind the share judged correctly, AUC,
  so that "no detector loses more than a point on today's held-out page figures" can be
  checked against the run before a change.
* **Targets** (issue 49): ``default`` and ``semantic`` keep ≥ 95% of the useful results of
  every shape, catch ≥ 90% of its dead ends, AUC ≥ 0.97.
* ``--save-as NAME`` writes ``results/NAME.json`` instead; ``--embed NAME`` copies the
  detectors of another run's ``results/NAME.json`` (with its commit and ``--note``) under
  ``embedded.NAME``: how a retrained classifier's figures are recorded beside the shipped
  one's (a model with other features cannot be loaded by this code).

Writes ``benchmarks/results/bench_search_shapes.json``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import RESULTS, _command, write_result  # noqa: E402

from uselessdetect import Sample, make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus, shaped_corpus  # noqa: E402
from uselessdetect.measure import evaluate_detector, kinds_by_source  # noqa: E402

DETECTORS = (
    "lexical",
    "novelty>lexical",
    "classifier",
    "semantic",
    "default",
    "lexical|semantic",
    "classifier|semantic",
)
TARGET = {"useful_kept": 0.95, "dead_ends_caught": 0.90, "auc": 0.97}


def shape_of(sample: Sample) -> str:
    """``listing``, ``toc``, …; FEVER's web results are ``fever/websearch``."""
    shape = str(sample.kind).split("/")[0]
    return f"fever/{shape}" if (sample.source or "").startswith("fever:") else shape


def _auc(y: np.ndarray, p: np.ndarray) -> float | None:
    return round(float(roc_auc_score(y, p)), 4) if len(set(y.tolist())) == 2 else None


def rates(verdicts: np.ndarray, scores: np.ndarray, y: np.ndarray) -> dict[str, Any]:
    """Useful kept, dead ends caught (abstentions count as neither), abstained, AUC."""
    useful, useless = y == 0, y == 1
    return {
        "n_useful": int(useful.sum()),
        "n_dead_ends": int(useless.sum()),
        "useful_kept": round(float(np.mean(verdicts[useful] == 0)), 4) if useful.any() else None,
        "dead_ends_caught": round(float(np.mean(verdicts[useless] == 1)), 4)
        if useless.any()
        else None,
        "abstained": round(float(np.mean(verdicts == -1)), 4),
        "auc": _auc(y, scores),
    }


def judge_shapes(det: Any, samples: list[Sample]) -> dict[str, Any]:
    """Per shape and per kind figures of one detector."""
    start = time.perf_counter()
    judgments = det.judge_many(samples)
    elapsed = time.perf_counter() - start
    v = np.array([-1 if j.verdict.label is None else j.verdict.label for j in judgments])
    p = np.array([j.score for j in judgments], dtype=float)
    y = np.array([s.label for s in samples])
    groups: dict[str, list[int]] = defaultdict(list)
    kinds: dict[str, list[int]] = defaultdict(list)
    for i, s in enumerate(samples):
        groups[shape_of(s)].append(i)
        prefix = "fever/" if (s.source or "").startswith("fever:") else ""
        kinds[prefix + str(s.kind)].append(i)
    out: dict[str, Any] = {"all": rates(v, p, y)}
    out["shapes"] = {g: rates(v[ix], p[ix], y[ix]) for g, ix in sorted(groups.items())}
    out["per_kind"] = {
        k: round(float(np.mean(v[ix] == y[ix])), 4) for k, ix in sorted(kinds.items())
    }
    out["ms_per_judgment"] = round(1000 * elapsed / max(len(samples), 1), 3)
    return out


def judge_pages(det: Any, samples: list[Sample]) -> dict[str, Any]:
    """Today's held-out page figures (as bench_semantic's ``held_out``)."""
    rep = evaluate_detector(det, kinds_by_source(samples))
    return {
        "auc": rep.auc,
        "per_kind": {k: v.get("correct_rate") for k, v in rep.per_kind.items()},
        "n": {k: v["n"] for k, v in rep.per_kind.items()},
    }


def targets(result: dict[str, Any]) -> dict[str, Any]:
    """Whether ``default`` and ``semantic`` meet the issue's target on every shape."""
    out: dict[str, Any] = {"target": TARGET}
    for name in ("default", "semantic"):
        if name not in result:
            continue
        per = {}
        for shape, r in result[name]["shapes"].items():
            per[shape] = {
                m: {"value": r[m], "met": r[m] is not None and r[m] >= t} for m, t in TARGET.items()
            }
        out[name] = {"met": all(x["met"] for r in per.values() for x in r.values()), **per}
    return out


def _limited(samples: list[Sample], limit: int | None) -> list[Sample]:
    if limit is None:
        return samples
    seen: dict[str, int] = defaultdict(int)
    out = []
    for s in samples:
        key = shape_of(s) + str(s.kind)
        if seen[key] < limit:
            seen[key] += 1
            out.append(s)
    return out


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="?", default="../shared/data")
    ap.add_argument("--limit", type=int, default=None, help="held-out samples per kind")
    ap.add_argument("--detectors", default=",".join(DETECTORS))
    ap.add_argument("--save-as", default="bench_search_shapes", help="results/NAME.json")
    ap.add_argument("--embed", default=None, help="embed results/NAME.json's detectors")
    ap.add_argument("--note", default="", help="what the embedded run measured")
    ap.add_argument("--no-pages", action="store_true", help="leave the page figures out")
    args = ap.parse_args(argv)
    data = Path(args.data)
    t0 = time.perf_counter()
    _, shaped = shaped_corpus(data)
    shaped = _limited(shaped, args.limit)
    _, pages = default_corpus(data)
    pages = _limited(pages, args.limit)
    dets = {n: make_detector(n).fit([]) for n in args.detectors.split(",") if n}
    result: dict[str, Any] = {"limit": args.limit, "held_out": {}}
    result["held_out"] = {
        "questions": len({s.source for s in shaped if str(s.source).startswith("hotpotqa:")}),
        "shaped_samples": len(shaped),
        "page_samples": len(pages),
    }
    result["detectors"] = {}
    for name, det in dets.items():
        entry = judge_shapes(det, shaped)
        if not args.no_pages:
            entry["pages"] = judge_pages(det, pages)
        result["detectors"][name] = entry
        print(f"{name}: {time.perf_counter() - t0:.0f} s", file=sys.stderr, flush=True)
    result["targets"] = targets(result["detectors"])
    if args.embed:
        other = json.loads((RESULTS / f"{args.embed}.json").read_text(encoding="utf-8"))
        result["embedded"] = {
            args.embed: {
                "command": other["command"],
                "commit": other["machine"].get("commit"),
                "note": args.note,
                "detectors": other["detectors"],
            }
        }
    result["seconds"] = round(time.perf_counter() - t0, 1)
    print(write_result(args.save_as, result, command=_command(__file__)))


if __name__ == "__main__":
    main()
