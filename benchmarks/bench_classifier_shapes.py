"""Retraining the classifier on search-tool shapes: page and shape figures of each variant.

Usage::

    python benchmarks/bench_classifier_shapes.py ../shared/data [--variants NAME,...]

Each variant is a :class:`~uselessdetect.detectors._classifier.ClassifierDetector` trained
on ``default_corpus``'s training side (pages), alone (``pages_only``: the shipped model's
recipe) or with ``shaped_corpus``'s training side (search-tool renderings of the same
training questions), with its own sample weight for the shaped rows (``shaped_weight``) and
the cut-off tuned on all the validation split's rows (the trainer's way) or on its page rows
alone (``cutoff_on``). Per variant the validation figures (per kind, AUC on page rows and on
shaped rows) come first: they are what a variant may be chosen by. Every variant is scored
on the held-out questions, which no variant saw:

* **pages**: the figures ``bench_classifier.py`` computes for the shipped model (the 20%
  held-out samples in every rendering, ``render_samples(per_sample=None,
  random_state=1234)``; real KnowAgent steps as logged): overall per kind, and per source
  useful kept / useless caught / AUC;
* **shapes**: the figures ``bench_search_shapes.py`` computes (per shape useful kept, dead
  ends caught, AUC), on ``shaped_corpus``'s held-out side.

``ship_rule`` says, per variant, whether every page figure stays within one point of the
shipped model's (``benchmarks/results/bench_classifier.json``) and every shape's AUC rises.
Writes ``benchmarks/results/bench_classifier_shapes.json``; ``--save-model NAME`` also saves
that variant's model (``.npz`` + card) under ``--model-dir``.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402
from sklearn.metrics import roc_auc_score  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from _record import RESULTS, _command, write_result  # noqa: E402
from bench_classifier import RENDER_SEED, _rates  # noqa: E402
from bench_search_shapes import judge_shapes  # noqa: E402

from uselessdetect import Sample  # noqa: E402
from uselessdetect.corpus import default_corpus, render_samples, shaped_corpus  # noqa: E402
from uselessdetect.detectors._base import tune_cutoff  # noqa: E402
from uselessdetect.detectors._classifier import ClassifierDetector  # noqa: E402

#: name → (train on shapes too, ClassifierDetector params, tune the cut-off on "pages"|"all")
VARIANTS: dict[str, tuple[bool, dict[str, Any], str]] = {
    "pages_only": (False, {}, "all"),  # wNNN: shaped rows weighted NNN/100
    **{
        f"shaped_w{round(w * 100):03d}_cut_{on}": (True, {"shaped_weight": w}, on)
        for on in ("pages", "all")
        for w in (1.0, 0.3, 0.2, 0.1, 0.05, 0.03)
    },
}
#: the page figures the ship rule compares (path in bench_classifier.json's classifier entry)
PAGE_FIGURES = (
    ("all", "per_kind", "gold"),
    ("all", "per_kind", "injected"),
    ("all", "per_kind", "plausible"),
    ("all", "per_kind", "answerless"),
    ("all", "per_kind", "failure"),
    ("all", "per_kind", "real"),
    ("per_source", "fever", "useful_kept"),
    ("per_source", "fever", "useless_caught"),
    ("per_source", "knowagent", "useful_kept"),
    ("per_source", "knowagent", "useless_caught"),
    ("per_source", "hotpotqa", "useful_kept"),
    ("per_source", "hotpotqa", "useless_caught"),
)


def page_figures(det: ClassifierDetector, rows: list[Sample]) -> dict[str, Any]:
    """``bench_classifier.py``'s accuracy entry for one detector (overall and per source)."""
    y = np.array([s.label for s in rows])
    kinds = np.array([s.kind for s in rows], dtype=object)
    src = np.array([s.source.split(":")[0] for s in rows], dtype=object)
    p = det.predict_proba(rows)[:, 1]
    cut = float(det.cutoff_)
    return {
        "cutoff": cut,
        "all": _rates(p, y, kinds, cut),
        "per_source": {
            k: _rates(p[src == k], y[src == k], kinds[src == k], cut)
            for k in sorted(set(src.tolist()))
        },
    }


def _get(entry: dict[str, Any], path: tuple[str, ...]) -> float:
    for key in path:
        entry = entry[key]
    return float(entry)  # type: ignore[arg-type]


def ship_rule(pages: dict, shapes: dict, shipped: dict, shipped_shapes: dict) -> dict:
    """Every page figure within one point of the shipped model's; every shape's AUC up."""
    drops = {
        ".".join(path): round(_get(pages, path) - _get(shipped, path), 4) for path in PAGE_FIGURES
    }
    gains = {
        shape: round(r["auc"] - shipped_shapes[shape]["auc"], 4)
        for shape, r in shapes["shapes"].items()
        if shape in shipped_shapes
    }
    pages_ok = all(d >= -0.01 for d in drops.values())
    shapes_ok = all(g > 0 for g in gains.values())
    return {
        "pages_within_one_point": pages_ok,
        "shape_auc_up": shapes_ok,
        "ship": pages_ok and shapes_ok,
        "page_change": drops,
        "shape_auc_change": gains,
    }


def _validation(det: ClassifierDetector, X: list[Sample]) -> list[Sample]:
    """The validation rows ``det`` tuned its cut-off on (its own split and rendering)."""
    _, val = det._split(X, np.array([s.label for s in X]))
    return det._rendered(val, int(det.random_state) + 1)[0]


def validation_figures(det: ClassifierDetector, vrows: list[Sample]) -> dict[str, Any]:
    """Per kind share judged correctly on the validation rows (pages and shapes)."""
    y = np.array([s.label for s in vrows])
    kinds = np.array([s.kind for s in vrows], dtype=object)
    p = det.predict_proba(vrows)[:, 1]
    out = _rates(p, y, kinds, float(det.cutoff_))
    shaped = np.array(["/" in (s.kind or "") for s in vrows])
    out["pages_auc"] = round(float(roc_auc_score(y[~shaped], p[~shaped])), 4)
    if shaped.any():
        out["shapes_auc"] = round(float(roc_auc_score(y[shaped], p[shaped])), 4)
    return out


def train(
    name: str, pages: list[Sample], shaped: list[Sample], seed: int = 0
) -> tuple[Any, dict[str, Any]]:
    """The variant's detector (its cut-off tuned as the variant says) and validation figures."""
    with_shapes, params, cut_on = VARIANTS[name]
    X = pages + shaped if with_shapes else pages
    det = ClassifierDetector(**params, random_state=seed).fit(X, [s.label for s in X])
    vrows = _validation(det, X)
    if cut_on == "pages":  # re-tuned on the validation split's page rows alone
        keep = [s for s in vrows if "/" not in (s.kind or "")]
        scores = det._scores_capped(keep, None)
        det.cutoff_ = tune_cutoff(scores, np.array([s.label for s in keep]), 0.97)
    return det, validation_figures(det, vrows)


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("data", nargs="?", default="../shared/data")
    ap.add_argument("--variants", default=",".join(VARIANTS))
    ap.add_argument("--random-state", type=int, default=0, help="every variant's seed")
    ap.add_argument("--save-as", default="bench_classifier_shapes", help="results/NAME.json")
    ap.add_argument("--save-model", default=None, help="variant whose model is saved")
    ap.add_argument("--model-dir", default="classifier-candidate")
    args = ap.parse_args(argv)
    names = [n for n in args.variants.split(",") if n]
    unknown = sorted(set(names) - set(VARIANTS))
    if unknown:
        raise SystemExit(f"unknown variant(s) {unknown}; known: {', '.join(VARIANTS)}")
    data = Path(args.data)
    train_pages, test_pages = default_corpus(data)
    train_shaped, test_shaped = shaped_corpus(data)
    rows, _ = render_samples(test_pages, per_sample=None, random_state=RENDER_SEED)
    shipped = json.loads((RESULTS / "bench_classifier.json").read_text(encoding="utf-8"))
    shipped_shapes = json.loads((RESULTS / "bench_search_shapes.json").read_text(encoding="utf-8"))
    base, base_shapes = shipped["accuracy"]["classifier"], shipped_shapes["detectors"]["classifier"]
    out: dict[str, Any] = {
        "held_out": {"page_rows": len(rows), "shaped_samples": len(test_shaped)},
        "shipped": {"command": shipped["command"], "commit": shipped["machine"].get("commit")},
        "random_state": args.random_state,
        "variants": {},
    }
    for name in names:
        t0 = time.perf_counter()
        det, validation = train(name, train_pages, train_shaped, args.random_state)
        pages = page_figures(det, rows)
        shapes = judge_shapes(det, test_shaped)
        shapes.pop("ms_per_judgment")
        with_shapes, params, cut_on = VARIANTS[name]
        out["variants"][name] = {
            "trained_on": "pages + shapes" if with_shapes else "pages",
            "params": params,
            "cutoff_on": cut_on,
            "validation": validation,
            "pages": pages,
            "shapes": shapes,
            "ship_rule": ship_rule(pages, shapes, base, base_shapes["shapes"]),
            "seconds": round(time.perf_counter() - t0, 1),
        }
        if args.save_model == name:
            extra = json.loads(Path("models/card-data.json").read_text(encoding="utf-8"))
            Path(args.model_dir).mkdir(parents=True, exist_ok=True)
            det.save(str(Path(args.model_dir) / "classifier.npz"), **extra)
        r = out["variants"][name]["ship_rule"]
        print(
            f"{name}: pages {r['page_change']} shapes AUC {r['shape_auc_change']} "
            f"ship {r['ship']} ({time.perf_counter() - t0:.0f} s)",
            file=sys.stderr,
            flush=True,
        )
    print(write_result(args.save_as, out, command=_command(__file__)))


if __name__ == "__main__":
    main()
