"""The detector table of record: accuracy per kind on held-out questions, and on all real steps.

Run: python benchmarks/bench_detector_table.py [--shared ../shared/data]

Held-out: ``default_corpus`` (the shipped model's split: 20% of questions by hash, seed 0), the
cut-offs of ``lexical`` and ``random`` fixed on the training side (``evaluate --tune-on``), the
classifier's from its validation split; kinds split by source (``hotpotqa/gold``,
``fever/injected``, …), and the held-out real steps alone (``heldout_real``: recall per class).
Real steps: every KnowAgent step whose label could be derived (both
sides of the split), each detector at its *default* cut-off (``fit([])``; the random control
at the labels' rate, as ``evaluate`` without ``--tune-on``).
Writes benchmarks/results/bench_detector_table.json.
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

from _record import write_result  # noqa: E402

from uselessdetect import make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus, knowagent_samples  # noqa: E402
from uselessdetect.measure import evaluate_detector, kinds_by_source, tune_cutoffs  # noqa: E402

NAMES = ("lexical", "keyword", "classifier", "random", "keyword>classifier", "keyword>lexical")


def detector(name: str, fit_on: list) -> object:
    det = make_detector(name)
    if "random_state" in det.get_params():
        det.set_params(random_state=0)
    return det.fit(fit_on if det.stochastic else [])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared/data"))
    args = ap.parse_args()
    train, test = default_corpus(args.shared)
    test = kinds_by_source(test)
    heldout, heldout_real = {}, {}
    real_test = [s for s in test if s.kind == "knowagent/real"]
    for name in NAMES:
        det = tune_cutoffs(detector(name, train), train)
        heldout[name] = evaluate_detector(det, test).to_dict()
        heldout_real[name] = evaluate_detector(det, real_test).to_dict()
        print(f"held-out {name:<20} AUC {heldout[name]['auc']}")
    real = [
        s
        for s in knowagent_samples(
            args.shared / "trajectories" / "knowagent_hotpotqa_trajs.jsonl",
            [args.shared / "hotpotqa" / "knowagent_train500_trainsplit.json"],
        )
        if s.label is not None
    ]
    real_all = {}
    for name in NAMES:
        real_all[name] = evaluate_detector(detector(name, real), real).to_dict()
        rep = real_all[name]
        print(f"real {name:<20} {rep['useless_recall']} / {rep['useful_recall']}")
    counts = {kind: rep["n"] for kind, rep in heldout["lexical"]["per_kind"].items()}
    write_result(
        __file__,
        {
            "n_heldout": len(test),
            "n_train": len(train),
            "heldout_kinds": counts,
            "heldout": heldout,
            "heldout_real": heldout_real,
            "n_real": len(real),
            "real_all": real_all,
        },
    )


if __name__ == "__main__":
    main()
