"""How ``semantic`` reads shapes: search-tool results before and after, pages unchanged, cost.

Usage::

    python benchmarks/bench_semantic_shapes.py [DATA_DIR] [--limit N] [--reps R]

DATA_DIR holds the shared data (default ``../shared/data``). Writes
``benchmarks/results/bench_semantic_shapes.json``.

* **shapes**: :func:`uselessdetect.corpus.shaped_corpus`'s held-out side (the 20% of questions
  no shipped model saw): title lists, tables of contents, wiki sections, web-search JSON,
  records; FEVER's web search apart. Per shape and kind, the shipped model at its card's
  cut-off read two ways: **before**, the result as one text (how ``semantic`` read every
  result until it read shapes: the model on the raw observation, failure messages 1), and
  **after**, by shape (``SemanticDetector`` as it is). Useful kept, dead ends caught, AUC,
  against issue 49's targets (≥ 95%, ≥ 90%, ≥ 0.97). ``--limit N``: the first N samples of
  each kind.
* **pages**: ``default_corpus``'s held-out side (the pages ``bench_semantic.py`` reports as
  ``held_out``), scored both ways: how many scores differ (0: pages unchanged), and per kind
  the share judged correctly.
* **min_needed**: what the minimum over a listing's items asks of the model: the share of
  single own-distractor items it must judge useless so that a list of them is caught 90% of
  the time, against the share of whole own-distractor pages it catches (``plausible``).
* **real_runs**: the results of the shared real runs (τ-bench airline, WebShop,
  MedAgentBench, ToolBench, SWE-bench shell), by shape (record, table, command output,
  listing, prose), in runs that succeeded and in runs that failed: the share judged useless
  read whole (before) and by shape (after), and the share with no verdict (receipts). The
  runs carry no per-result labels; in a run that succeeded most results served it, so a
  lower share there is the better reading (``--real-per-shape N``: the first N results of
  each source and shape, default 150). Errors (1 without the model) and receipts (no
  verdict) are counted per source, not scored.
* **latency**: one ``judge`` call (the gate's path) on a page, on a 10-item title list and on a
  web-search list that the model reads (``default``'s reading does not settle them:
  :func:`~uselessdetect.detectors._default.settled_by_default`), and on a web-search list
  that ``default`` settles (no model), interleaved in one run: medians and the ratio to the
  page; the model alone on the 10 titles in one call and one call per title, to show what
  the one call saves; and how many
  of the held-out listings (title lists, tables of contents, web search) ``default`` settles.
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
from _record import write_result  # noqa: E402

from uselessdetect import Sample, make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus, shaped_corpus  # noqa: E402
from uselessdetect.detectors._default import settled_by_default  # noqa: E402
from uselessdetect.detectors._semantic_shapes import needs_model, texts_of  # noqa: E402
from uselessdetect.measure import kinds_by_source  # noqa: E402

TARGET = {"useful_kept": 0.95, "dead_ends_caught": 0.90, "auc": 0.97}


def whole_text(det: Any, X: list[Sample]) -> np.ndarray:
    """The scores of the reading before shapes: the model on the raw observation, one pair."""
    out = np.ones(len(X))
    for i, s in enumerate(X):
        if needs_model(s.observation):
            out[i] = det._run(*det._encoder.encode_rows([s]))[0]
    return out


def _rates(y: np.ndarray, p: np.ndarray, cut: float) -> dict[str, Any]:
    ok = ~np.isnan(p)
    useful, useless = ok & (y == 0), ok & (y == 1)
    both = len(set(y[ok].tolist())) == 2
    return {
        "n": len(y),
        "abstained": int((~ok).sum()),
        "useful_kept": round(float(np.mean(p[useful] < cut)), 4) if useful.any() else None,
        "dead_ends_caught": round(float(np.mean(p[useless] >= cut)), 4) if useless.any() else None,
        "auc": round(float(roc_auc_score(y[ok], p[ok])), 4) if both else None,
    }


def _shape_of(s: Sample) -> str:
    shape = (s.kind or "").split("/")[0]
    return f"fever/{shape}" if (s.source or "").startswith("fever") else shape


def shapes(det: Any, data: Path, limit: int | None) -> dict[str, Any]:
    _, test = shaped_corpus(data)
    kept: dict[str, int] = defaultdict(int)
    X = []
    for s in test:
        key = f"{_shape_of(s)}|{s.kind}"
        if limit is None or kept[key] < limit:
            kept[key] += 1
            X.append(s)
    y = np.array([s.label for s in X])
    after = det._raw_scores(X)
    before = whole_text(det, X)
    cut = det.cutoff_
    out: dict[str, Any] = {}
    for shape in sorted({_shape_of(s) for s in X}):
        m = np.array([_shape_of(s) == shape for s in X])
        row: dict[str, Any] = {"before": _rates(y[m], before[m], cut)}
        row["after"] = _rates(y[m], after[m], cut)
        row["per_kind"] = {}
        for kind in sorted({s.kind for s, mm in zip(X, m, strict=True) if mm}):
            k = m & np.array([s.kind == kind for s in X])
            right = lambda p, k=k: np.mean((p[k] >= cut) == (y[k] == 1))  # noqa: E731
            row["per_kind"][kind] = {
                "n": int(k.sum()),
                "before": round(float(right(before)), 4),
                "after": round(float(right(after)), 4),
            }
        a = row["after"]
        row["targets_met"] = {
            key: (a[key] is not None and a[key] >= t) for key, t in TARGET.items()
        }
        out[shape] = row
    return out


def pages(det: Any, data: Path, limit: int | None) -> dict[str, Any]:
    _, test = default_corpus(data)
    X = test if limit is None else test[: 10 * limit]
    after = det._raw_scores(X)
    before = whole_text(det, X)
    same = int(np.sum(after == before))
    Xk = kinds_by_source(X)
    cut = det.cutoff_
    per_kind = {}
    for kind in sorted({s.kind for s in Xk}):
        k = np.array([s.kind == kind for s in Xk])
        yk = np.array([s.label for s in Xk])[k]
        per_kind[kind] = {
            "n": int(k.sum()),
            "before": round(float(np.mean((before[k] >= cut) == (yk == 1))), 4),
            "after": round(float(np.mean((after[k] >= cut) == (yk == 1))), 4),
        }
    return {"n": len(X), "identical": same, "differ": len(X) - same, "per_kind": per_kind}


def min_needed(det: Any, data: Path, limit: int | None) -> dict[str, Any]:
    """A dead-end list holds ~8 own distractors: what per-item catch rate 90% of lists needs."""
    _, test = shaped_corpus(data)
    dead = [s for s in test if s.kind == "listing/dead_end"][: limit or None]
    sizes = [len(texts_of(s)) if not isinstance(texts_of(s), float) else 0 for s in dead]
    n_items = int(np.median(sizes))
    _, page_test = default_corpus(data)
    plaus = [s for s in page_test if s.kind == "plausible"][: limit or None]
    caught = float(np.mean(det._raw_scores(plaus) >= det.cutoff_))
    return {
        "items_per_dead_end_list_median": n_items,
        "per_item_catch_needed_for_90pct": round(0.9 ** (1 / n_items), 4),
        "own_distractor_pages_caught": round(caught, 4),
        "lists_caught_if_items_like_pages": round(caught**n_items, 4),
    }


def real_runs(det: Any, data: Path, per_shape: int) -> dict[str, Any]:
    from uselessdetect.io import read_real_runs
    from uselessdetect.shapes import parse_result

    out: dict[str, Any] = {}
    for path in sorted((data / "real_runs").glob("*.jsonl")):
        picked: dict[tuple[str, bool], list[Sample]] = defaultdict(list)
        counts: dict[str, int] = defaultdict(int)
        for ep in read_real_runs(path):
            ok = bool(ep.raw.get("success"))
            for st in ep.steps:
                if st.observation is None or st.action == "finish":
                    continue
                shape = parse_result(st.observation).kind
                counts[shape] += 1
                if shape in ("error", "acknowledgement") or len(picked[shape, ok]) >= per_shape:
                    continue
                picked[shape, ok].append(Sample(ep.question, st.observation, query=st.input))
        rows: dict[str, Any] = {"results_by_shape": dict(sorted(counts.items()))}
        for (shape, ok), X in sorted(picked.items()):
            after = det._raw_scores(X)
            before = whole_text(det, X)
            judged = ~np.isnan(after)
            rows.setdefault(shape, {})["succeeded" if ok else "failed"] = {
                "n": len(X),
                "useless_before": round(float(np.mean(before >= det.cutoff_)), 4),
                "useless_after": round(float(np.mean(after[judged] >= det.cutoff_)), 4)
                if judged.any()
                else None,
                "no_verdict_after": round(float(np.mean(~judged)), 4),
            }
        out[path.stem] = rows
    return out


def latency(det: Any, data: Path, reps: int) -> dict[str, Any]:
    _, test = shaped_corpus(data, fever=False)
    _, page_test = default_corpus(data)
    page = next(s for s in page_test if s.kind == "gold")

    def read(s: Sample) -> bool:  # the model reads it: default's reading does not settle it
        return not settled_by_default([s], det.cutoff_)

    titles = next(
        s for s in test if s.kind.startswith("listing/") and len(texts_of(s)) == 10 and read(s)
    )
    web = next(
        s
        for s in test
        if s.kind.startswith("websearch/") and isinstance(texts_of(s), list) and read(s)
    )
    settled = next(s for s in test if s.kind.startswith("websearch/") and not read(s))
    cases = {
        "page": page,
        "titles_10": titles,
        f"websearch_{len(texts_of(web))}": web,
        "settled_by_default": settled,
    }
    for s in cases.values():
        det.judge(s)
    times: dict[str, list[float]] = {k: [] for k in cases}
    # the model alone on the ten titles: in one call, and one call per title
    times["titles_10_model_one_call"] = []
    times["titles_10_model_one_call_each"] = []
    items = [Sample(titles.question, t, query=titles.query) for t in texts_of(titles)]
    for _ in range(reps):  # interleaved: every case sees the same load
        for name, s in cases.items():
            t0 = time.perf_counter()
            det.judge(s)
            times[name].append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        det._raw_scores([titles])
        times["titles_10_model_one_call"].append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for it in items:
            det._raw_scores([it])
        times["titles_10_model_one_call_each"].append(time.perf_counter() - t0)
    ms = {k: round(float(np.median(v)) * 1e3, 3) for k, v in times.items()}
    listings = [s for s in test if s.kind.startswith(("listing/", "toc/", "websearch/"))]
    return {
        "reps": reps,
        "held_out_listings": len(listings),
        "held_out_listings_settled": sum(not read(s) for s in listings),
        "ms_median": ms,
        "ratio_to_page": {k: round(v / ms["page"], 3) for k, v in ms.items() if k != "page"},
        "one_call_vs_one_call_each": round(
            ms["titles_10_model_one_call"] / ms["titles_10_model_one_call_each"], 3
        ),
    }


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", default="../shared/data")
    ap.add_argument("--limit", type=int, default=None, help="samples per kind (a quick run)")
    ap.add_argument("--reps", type=int, default=200, help="judgments timed per case")
    ap.add_argument("--real-per-shape", type=int, default=150, help="real results per shape")
    args = ap.parse_args(argv)
    data = Path(args.data)
    det = make_detector("semantic").fit([])
    result: dict[str, Any] = {
        "cutoff": det.cutoff_,
        "max_items": det.max_items,
        "target": TARGET,
        "latency": latency(det, data, args.reps),
    }
    print(json.dumps(result["latency"]), flush=True)
    result["pages"] = pages(det, data, args.limit)
    print(json.dumps(result["pages"]), flush=True)
    result["real_runs"] = real_runs(det, data, args.real_per_shape)
    print(json.dumps(result["real_runs"]), flush=True)
    result["min_needed"] = min_needed(det, data, args.limit)
    result["shapes"] = shapes(det, data, args.limit)
    print(json.dumps(result["shapes"], indent=1))
    write_result(__file__, result)


if __name__ == "__main__":
    main()
