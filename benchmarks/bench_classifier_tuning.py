"""Round-two tuning of the classifier, on the VALIDATION split only (never the held-out one).

Run from the repository root: ``python benchmarks/bench_classifier_tuning.py [DATA_DIR]``
where DATA_DIR holds the shared data (default ``../shared/data``). Writes
``benchmarks/results/bench_classifier_tuning.json``.

Each candidate is trained on ``default_corpus(DATA_DIR)``'s training side exactly as the
shipped model is (``ClassifierDetector(**params).fit(train)``); the held-out side is not
read. Its figures are its own validation report: the cut-off chosen by the fixed rule
(≥ 97% of useful validation results kept), AUC, share of useless results caught, per-kind
rates and per-rendering AUC. ``blends`` rows score ``w * classifier + (1 - w) * lexical``
on the shipped settings' validation rows, with a cut-off chosen by the same rule.

The rule for shipping a candidate, fixed before any candidate's held-out figure is computed
(it is in docs/classifier.md): validation AUC ≥ round one's + 0.003, useless caught ≥ round
one's + 0.010, and no kind's rate (answerless, plausible, injected caught; real AUC) lower
than round one's by more than 0.010.
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
from _record import write_result
from sklearn.metrics import roc_auc_score  # noqa: E402

from uselessdetect import make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus  # noqa: E402
from uselessdetect.detectors._base import tune_cutoff  # noqa: E402
from uselessdetect.detectors._classifier import ClassifierDetector  # noqa: E402

OUT = Path(__file__).resolve().parent / "results" / "bench_classifier_tuning.json"
# round two's settings: real steps weighted 3 (the default until round three made it 10)
_R2 = {"real_weight": 3.0}
CANDIDATES: dict[str, dict] = {
    "round_one": {**_R2},
    "renderings_3": {**_R2, "renderings": 3},
    "slower_400": {**_R2, "max_iter": 400, "learning_rate": 0.05},
    "deeper_31_leaves": {**_R2, "max_leaf_nodes": 31, "max_depth": 8},
    "real_weight_1": {"real_weight": 1.0},
}
KINDS = ("answerless", "plausible", "injected")


def summary(v: dict) -> dict:
    """The figures the shipping rule reads, from a validation report."""
    return {
        "cutoff": v["cutoff"],
        "auc": v["auc"],
        "useful_kept": v["useful_recall"],
        "useless_caught": v["useless_recall"],
        "caught": {k: v["per_kind"][k]["useless_rate"] for k in KINDS},
        "real_auc": v["per_kind"]["real"]["auc"],
        "rendering_auc": {k: d["auc"] for k, d in v["per_rendering"].items() if "auc" in d},
    }


def passes(c: dict, base: dict) -> bool:
    """The shipping rule (see the module docstring)."""
    ok = c["auc"] >= base["auc"] + 0.003
    ok = ok and c["useless_caught"] >= base["useless_caught"] + 0.010
    ok = ok and all(c["caught"][k] >= base["caught"][k] - 0.010 for k in KINDS)
    return bool(ok and c["real_auc"] >= base["real_auc"] - 0.010)


def blends(det: ClassifierDetector, train: list) -> list[dict]:
    """``w * classifier + (1 - w) * lexical`` on the validation rows, cut-off by the rule."""
    y = np.array([s.label for s in train])
    _, val = det._split(train, y)
    rows, _ = det._rendered(val, int(det.random_state) + 1)
    yv = np.array([s.label for s in rows])
    kinds = np.array([s.kind for s in rows])
    p = det.predict_proba(rows)[:, 1]
    lex = make_detector("lexical").fit([]).predict_proba(rows)[:, 1]
    out = []
    for w in (0.9, 0.7, 0.5):
        q = w * p + (1 - w) * lex
        judged = q >= tune_cutoff(q, yv, det.min_useful_recall)
        out.append(
            {
                "w": w,
                "auc": float(roc_auc_score(yv, q)),
                "useful_kept": float(np.mean(~judged[yv == 0])),
                "useless_caught": float(np.mean(judged[yv == 1])),
                "caught": {k: float(np.mean(judged[kinds == k])) for k in KINDS},
            }
        )
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", type=Path, default=Path("../shared/data"))
    args = ap.parse_args()
    train, _ = default_corpus(args.data)  # the held-out side is not looked at here
    result: dict = {"candidates": {}}
    for name, params in CANDIDATES.items():
        det = ClassifierDetector(**params).fit(train)
        result["candidates"][name] = {"params": params, **summary(det.validation_)}
        if name == "round_one":
            result["blends"] = blends(det, train)
    base = result["candidates"]["round_one"]
    for c in result["candidates"].values():
        c["passes_rule"] = passes(c, base)
    passing = {n: c for n, c in result["candidates"].items() if c["passes_rule"]}
    result["best_passing"] = max(passing, key=lambda n: passing[n]["useless_caught"], default=None)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    write_result(__file__, result)
    for name, c in result["candidates"].items():
        print(
            f"{name:<18} AUC {c['auc']:.4f} caught {c['useless_caught']:.4f} "
            f"{c['caught']} titled AUC {c['rendering_auc'].get('titled')} "
            f"passes {c['passes_rule']}"
        )
    print(f"→ {OUT}")


if __name__ == "__main__":
    main()
