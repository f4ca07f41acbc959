"""Samples per second per detector on the shared HotpotQA paragraphs, one core.

Run: python benchmarks/bench_detectors.py [--shared ../shared/data] [--n 20000] [--json]

Each sample is one paragraph of a HotpotQA record with its question, the paragraph's title as
the query, and a real thought from the KnowAgent trajectories (so the keyword reader has text
to read). Timings are the best of three passes over the same samples, all detectors in one run
(these machines are noisy: compare the ratios). Every memo of the package (stems, read
thoughts) is cleared before each pass, so the figures are for text never seen before.
Writes benchmarks/results/bench_detectors.json.
"""

from __future__ import annotations

import argparse
import json
import os
import time
from pathlib import Path

for var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(var, "1")

from _record import write_result  # noqa: E402

from uselessdetect import Sample, available_detectors, make_detector  # noqa: E402
from uselessdetect.detectors import clear_memos  # noqa: E402

TARGETS = {"lexical": 5_000, "keyword": 50_000, "classifier": 2_000}


def load_samples(shared: Path, n: int) -> list[Sample]:
    records = json.loads((shared / "hotpotqa/knowagent_train500_trainsplit.json").read_text())
    thoughts = []
    with open(shared / "trajectories/knowagent_hotpotqa_trajs.jsonl", encoding="utf-8") as fh:
        for line in fh:
            thoughts += [s.get("thought", "") for s in json.loads(line)["steps"]]
    thoughts = list(dict.fromkeys(thoughts))  # unique: no thought is read twice in a pass
    n = min(n, len(thoughts))
    th = iter(thoughts)
    out = []
    for rec in records:
        for title, sents in rec["context"]:
            obs = f"{title}: {''.join(sents)}"
            out.append(Sample(rec["question"], obs, query=title, thought=next(th)))
            if len(out) >= n:
                return out
    return out


def bench(name: str, samples: list[Sample]) -> float:
    det = make_detector(name)
    if "random_state" in det.get_params():
        det.set_params(random_state=0)
    det.fit([])
    det.predict_proba(samples[:50])  # warm caches and lazy loads
    best = float("inf")
    for _ in range(3):
        clear_memos()
        start = time.perf_counter()
        det.predict_proba(samples)
        best = min(best, time.perf_counter() - start)
    return len(samples) / best


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument(
        "--shared", type=Path, default=Path(__file__).resolve().parents[2] / "shared/data"
    )
    ap.add_argument("--n", type=int, default=5000)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
    samples = load_samples(args.shared, args.n)
    names = [n for n, d in available_detectors().items() if not d.startswith("(cannot")]
    names = [n for n in names if n != "judge"]  # needs the user's model: benchmarks/bench_judge.py
    names += ["keyword>lexical"] if "keyword" in names else []
    result = {name: round(bench(name, samples)) for name in names}
    write_result(__file__, {"samples": len(samples), "samples_per_s": result, "targets": TARGETS})
    if args.json:
        print(json.dumps(result, indent=2))
        return
    print(f"{len(samples)} HotpotQA paragraphs, one core, best of 3")
    for name, rate in result.items():
        target = TARGETS.get(name)
        mark = (
            ""
            if target is None
            else f"  (target ≥ {target:,}: {'met' if rate >= target else 'MISSED'})"
        )
        print(f"{name:<18} {rate:>12,} samples/s{mark}")


if __name__ == "__main__":
    main()
