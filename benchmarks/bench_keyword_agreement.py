"""The keyword reader's accuracy of record: the hand-labelled reference set and gold-derived labels.

Run: python benchmarks/bench_keyword_agreement.py [--shared ../shared/data]

Reference set (``tests/data/keyword_reference.jsonl``, 360 real thoughts hand-labelled for what
they state): per half, agreement where the reader states a verdict (a reference "none" counts
as a miss), recovery of stated judgments, abstention. Gold-derived labels: every KnowAgent step
with a next thought (``read_knowagent`` + supporting facts), the reader's abstention, and on
labelled steps where it states a verdict, agreement, confusion, AUC and recall per class.
Writes benchmarks/results/bench_keyword_agreement.json.
"""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import numpy as np
from _record import write_result
from sklearn.metrics import roc_auc_score

from uselessdetect.detectors._keyword import KeywordDetector, read_thought
from uselessdetect.io import load_hotpotqa, read_knowagent

REFERENCE = Path(__file__).resolve().parents[1] / "tests" / "data" / "keyword_reference.jsonl"


def reference_half(items: list[dict]) -> dict:
    pairs = [(read_thought(it["thought"])[0], it["stated"]) for it in items]
    said = [(p, r) for p, r in pairs if p != "none"]
    judged = [(p, r) for p, r in pairs if r != "none"]
    agree = sum(p == r for p, r in said)
    recovered = sum(p != "none" for p, _ in judged)
    return {
        "n": len(items),
        "agreement": agree / len(said),
        "agree": agree,
        "stated_by_reader": len(said),
        "recovery": recovered / len(judged),
        "recovered": recovered,
        "stated_by_reference": len(judged),
        "abstain_rate": sum(p == "none" for p, _ in pairs) / len(pairs),
    }


def gold(shared: Path) -> dict:
    hotpot = load_hotpotqa([shared / "hotpotqa" / "knowagent_train500_trainsplit.json"])
    path = shared / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    X = [s for ep in read_knowagent(path, hotpot) for _, s in ep.samples() if s.thought]
    det = KeywordDetector().fit(X)
    labeled = [s for s in X if s.label is not None]
    js = det.judge_many(labeled)
    verdict = np.array([-1 if j.verdict.label is None else j.verdict.label for j in js])
    score = np.array([j.score for j in js], dtype=float)
    y = np.array([s.label for s in labeled])
    said = verdict >= 0
    cm = [[int(((y == a) & (verdict == b)).sum()) for b in (0, 1)] for a in (0, 1)]
    return {
        "n_steps": len(X),
        "n_labeled": len(labeled),
        "abstain_rate": float(det.abstain_rate_),
        "abstain_rate_labeled": float(1 - said.mean()),
        "agreement": float((verdict[said] == y[said]).mean()),
        "confusion": cm,
        "auc": float(roc_auc_score(y[said], score[said])),
        "useful_recall": float((verdict[said & (y == 0)] == 0).mean()),
        "useless_recall": float((verdict[said & (y == 1)] == 1).mean()),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared/data"))
    args = ap.parse_args()
    with REFERENCE.open(encoding="utf-8") as fh:
        items = [json.loads(line) for line in fh]
    reference = {
        "heldout": reference_half([it for it in items if it["split"] == "heldout"]),
        "dev": reference_half([it for it in items if it["split"] == "dev"]),
        "all": reference_half(items),
    }
    for half, r in reference.items():
        print(f"{half:<8} agreement {r['agreement']:.3f}  recovery {r['recovery']:.3f}")
    g = gold(args.shared)
    print(f"gold-derived: abstains {g['abstain_rate']:.1%}, agreement {g['agreement']:.1%}")
    write_result(__file__, {"reference": reference, "gold": g})


if __name__ == "__main__":
    main()
