"""Training runs of the semantic model side by side, on the same pages: what each option bought.

Run from the repository root in an environment with the ``[semantic]`` extra::

    python benchmarks/bench_semantic_runs.py [DATA_DIR] [NAME=MODEL.onnx ...]

Scores the shipped model and each model given (``NAME=path``, a file ``uselessdetect train
--detector semantic`` wrote, its card beside it) on the same samples, as given, each at its own
card's cut-off: the shipped model's validation questions
(:func:`uselessdetect.detectors._semantic_train.semantic_corpus`, one own distractor per gold
page whatever a run trained with) and the 20% of questions no run saw (``default_corpus``'s test
side), per kind and source; and AUC on the real KnowAgent steps, all and held-out questions only
(``lexical`` beside them). Runs already in ``benchmarks/results/bench_semantic_runs.json`` and
not given again are kept, so the file gathers every run tried (the candidates' model files are
not in the repository; the training command on each entry's card rebuilds them, seeded).
Deterministic: no timings.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import numpy as np
from _record import RESULTS, write_result
from sklearn.metrics import roc_auc_score

from uselessdetect.corpus import default_corpus
from uselessdetect.detectors import make_detector
from uselessdetect.detectors._semantic import SemanticDetector
from uselessdetect.detectors._semantic_train import semantic_corpus
from uselessdetect.measure import kinds_by_source

SHIPPED = Path(__file__).resolve().parents[1] / "src/uselessdetect/models/semantic.onnx"
#: what each entry copies from its card: how the run was trained
TRAINING_KEYS = ("steps", "epochs", "renderings", "max_train", "seconds")


def _rates(p: np.ndarray, y: np.ndarray, kinds: list[str], cutoff: float) -> dict[str, Any]:
    out: dict[str, Any] = {}
    k = np.array(kinds)
    for kind in sorted(set(kinds)):
        m = k == kind
        useless = float(np.mean(p[m] >= cutoff))
        out[kind] = {
            "n": int(m.sum()),
            "judged_useless": round(useless, 4),
            "judged_useful": round(1.0 - useless, 4),
        }
    out["auc"] = round(float(roc_auc_score(y, p)), 4)
    return out


def _auc(scores: np.ndarray, samples: list) -> float:
    return round(float(roc_auc_score([s.label for s in samples], scores)), 4)


def _run(path: Path, sides: dict[str, list], real: dict[str, list]) -> dict[str, Any]:
    card = json.loads(path.with_name(path.stem + ".card.json").read_text(encoding="utf-8"))
    det = SemanticDetector(model_path=str(path)).fit([])
    entry: dict[str, Any] = {
        # a card from before kind weights and the twin margin existed trained with neither
        "training": {
            **{k: card["training"].get(k) for k in TRAINING_KEYS},
            "kind_weights": card["training"].get("kind_weights", {}),
            "twin_margin": card["training"].get("twin_margin", 0.0),
            "twin_weight": card["training"].get("twin_weight", 1.0),
            "max_length": card["max_length"],
        },
        "corpus": card.get("corpus", {"plausible_per_page": 1}),
        "cutoff": round(float(det.cutoff_), 6),
        "card_validation_auc": card["validation"]["auc"],
    }
    for side, rows in sides.items():
        p = det.predict_proba(rows)[:, 1]
        y = np.array([s.label for s in rows])
        entry[side] = _rates(p, y, [s.kind or "unknown" for s in rows], det.cutoff_)
    entry["knowagent"] = {name: _auc(det.predict_proba(r)[:, 1], r) for name, r in real.items()}
    return entry


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("data", nargs="?", default="../shared/data")
    ap.add_argument("runs", nargs="*", help="NAME=MODEL.onnx")
    args = ap.parse_args()
    runs = {"shipped": SHIPPED}
    for item in args.runs:
        name, sep, path = item.partition("=")
        if not sep or not name or name == "shipped":
            ap.error(f"expected NAME=MODEL.onnx with NAME not 'shipped', got {item!r}")
        runs[name] = Path(path)
    train, test = default_corpus(Path(args.data))
    _, val = semantic_corpus(Path(args.data))
    sides = {
        "validation": kinds_by_source([s for s in val if s.kind != "real"]),
        "held_out": kinds_by_source([s for s in test if s.kind != "real"]),
    }
    real = {
        "all": [s for s in [*train, *test] if s.kind == "real"],
        "held_out": [s for s in test if s.kind == "real"],
    }
    old_file = RESULTS / "bench_semantic_runs.json"
    old = json.loads(old_file.read_text(encoding="utf-8"))["runs"] if old_file.exists() else {}
    out = {name: entry for name, entry in old.items() if name not in runs}
    for name, path in runs.items():
        out[name] = _run(path, sides, real)
        print(name, json.dumps(out[name]["held_out"]), out[name]["knowagent"])
    lexical = make_detector("lexical").fit([])
    result = {
        "runs": dict(sorted(out.items())),
        "lexical_knowagent": {n: _auc(lexical.predict_proba(r)[:, 1], r) for n, r in real.items()},
    }
    write_result(__file__, result)


if __name__ == "__main__":
    main()
