"""The classifier on held-out data: per source, per rendering, feature-group ablation, latency.

Run from the repository root: ``python benchmarks/bench_classifier.py [DATA_DIR]
[--no-ablation]`` where DATA_DIR holds the shared data (default ``../shared/data``). Writes
``benchmarks/results/bench_classifier.json``.

* **Held-out split**: ``corpus.default_corpus(DATA_DIR)`` — 20% of the questions, never seen
  in training or validation. The synthetic samples are shown in every rendering
  (``corpus.render_samples(per_sample=None, random_state=RENDER_SEED)``); the real KnowAgent
  steps as logged. The shipped model's cut-off was fixed on its validation split; `lexical`
  uses its default cut-off. Figures per source (HotpotQA, FEVER, real KnowAgent steps) and
  per rendering: share of useful results kept (judged useful), of useless caught, per-kind
  correct rates, AUC, for ``classifier`` and ``lexical``; and ``caught_at_97_kept``, the
  useless caught at the cut-off that would keep exactly 97% of that group's useful results
  (a diagnostic of the ranking, not a cut-off anyone could fix in advance).
* **Ablation**: the classifier retrained with each feature group held at 0
  (``exclude_groups``), each with its own validation cut-off; held-out answerless caught,
  plausible caught, gold kept and AUC. The baseline is retrained the same way (equal to the
  shipped model) and its compact predictions are compared with scikit-learn's on the whole
  held-out split (max absolute difference).
* **Coverage cap**: how many held-out rows the cap on well-covered results changes (the
  shipped model with and without ``useful_coverage``), by kind.
* **Latency**: median µs of one ``judge`` call on the real held-out steps (after one warm-up
  pass, as in a harness that judges one question's results in turn), and batched
  samples/s over the whole rendered held-out split; one core (OpenMP limited to 1 thread).
  Batched speed is given per wall-clock second and per CPU second of this process (best of
  three passes each); on a shared machine the CPU figure is the one that measures the code.

The shipped model card's ``held_out`` block (figures rounded to four places) is rewritten from
this run, so the card cannot disagree with the numbers of record (``tests/test_classifier.py``
compares them).
"""

from __future__ import annotations

import os

os.environ.setdefault("OMP_NUM_THREADS", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from collections import Counter  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
from _record import write_result
from bench_classifier_cv import caught_at_kept
from sklearn.metrics import roc_auc_score  # noqa: E402

from uselessdetect import Sample, make_detector  # noqa: E402
from uselessdetect.corpus import default_corpus, render_samples  # noqa: E402
from uselessdetect.detectors._classifier import ClassifierDetector  # noqa: E402
from uselessdetect.detectors._features import FEATURE_GROUPS  # noqa: E402

RENDER_SEED = 1234
OUT = Path(__file__).resolve().parent / "results" / "bench_classifier.json"


def _rates(p: np.ndarray, y: np.ndarray, kinds: np.ndarray, cut: float) -> dict:
    out: dict = {"n": int(len(y))}
    if (y == 0).any():
        out["useful_kept"] = float(np.mean(p[y == 0] < cut))
    if (y == 1).any():
        out["useless_caught"] = float(np.mean(p[y == 1] >= cut))
    if len(set(y.tolist())) == 2:
        out["auc"] = float(roc_auc_score(y, p))
        out["caught_at_97_kept"] = caught_at_kept(p, y)  # the ranking's own limit
    out["per_kind"] = {
        k: float(np.mean((p[kinds == k] >= cut) == (y[kinds == k] == 1)))
        for k in sorted(set(kinds.tolist()))
    }
    return out


def accuracy(rows: list[Sample], how: list[str]) -> dict:
    """Per source and per rendering figures for the shipped classifier and lexical."""
    y = np.array([s.label for s in rows])
    kinds = np.array([s.kind for s in rows], dtype=object)
    src = np.array([s.source.split(":")[0] for s in rows], dtype=object)
    rend = np.array(how, dtype=object)
    out: dict = {}
    for name in ("classifier", "lexical"):
        det = make_detector(name).fit([])
        p = det.predict_proba(rows)[:, 1]
        cut = float(det.cutoff_)
        entry: dict = {"cutoff": cut, "all": _rates(p, y, kinds, cut)}
        entry["per_source"] = {
            k: _rates(p[src == k], y[src == k], kinds[src == k], cut)
            for k in sorted(set(src.tolist()))
        }
        entry["per_rendering"] = {
            k: _rates(p[rend == k], y[rend == k], kinds[rend == k], cut)
            for k in sorted(set(rend.tolist()))
        }
        out[name] = entry
    return out


def coverage_cap(rows: list[Sample]) -> dict:
    """How many held-out rows the coverage cap changes, and of which kinds."""
    capped = make_detector("classifier").fit([]).predict_proba(rows)[:, 1]
    free = make_detector("classifier", useful_coverage=None).fit([]).predict_proba(rows)[:, 1]
    changed = Counter(
        s.kind or "unknown" for s, a, b in zip(rows, capped, free, strict=True) if a != b
    )
    return {"rows": len(rows), "changed": changed.total(), "changed_by_kind": dict(changed)}


def latency(real: list[Sample], rows: list[Sample]) -> dict:
    det = make_detector("classifier").fit([])
    for s in real:
        det.judge(s)  # warm-up: stem caches, as for a question judged in turn
    times = []
    for s in real:
        start = time.perf_counter()
        det.judge(s)
        times.append(time.perf_counter() - start)
    best = best_cpu = float("inf")
    for _ in range(3):
        start, start_cpu = time.perf_counter(), time.process_time()
        det.predict_proba(rows)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
        best = min(best, time.perf_counter() - start)
    return {
        "judge_median_us": float(np.median(times) * 1e6),
        "judge_p90_us": float(np.percentile(times, 90) * 1e6),
        "judge_n": len(times),
        "batched_samples_per_s": float(len(rows) / best),
        "batched_samples_per_cpu_s": float(len(rows) / best_cpu),
        "batched_n": len(rows),
    }


def ablation(train: list[Sample], rows: list[Sample]) -> dict:
    y = np.array([s.label for s in rows])
    kinds = np.array([s.kind for s in rows], dtype=object)
    out: dict = {}
    for group in ("none", *FEATURE_GROUPS):
        excl = () if group == "none" else (group,)
        det = ClassifierDetector(exclude_groups=excl).fit(train)
        p = det.predict_proba(rows)[:, 1]
        cut = det.cutoff_
        out[group] = {
            k: float(np.mean((p[kinds == k] >= cut) == (y[kinds == k] == 1)))
            for k in ("gold", "plausible", "answerless", "real")
        }
        out[group]["auc"] = float(roc_auc_score(y, p))
        if group == "none":
            diff = np.abs(p - det.sklearn_scores(rows))
            out["compact_vs_sklearn_max_abs_diff"] = float(diff.max())
    return out


def _rounded(x: object) -> object:
    if isinstance(x, dict):
        return {k: _rounded(v) for k, v in x.items()}
    return round(x, 4) if isinstance(x, float) else x


def held_out_block(accuracy: dict) -> dict:
    """The model card's ``held_out`` block, from :func:`accuracy`'s output."""
    return {
        "data": (
            "the 20% held-out questions of corpus.default_corpus (never seen in training or "
            "validation); synthetic samples in every rendering (corpus.render_samples("
            f"per_sample=None, random_state={RENDER_SEED})), real KnowAgent steps as logged"
        ),
        "cutoff": "the card's cutoff, fixed on the validation split before these figures "
        "were computed",
        "command": "python benchmarks/bench_classifier.py ../shared/data",
        "per_source": _rounded(accuracy["classifier"]["per_source"]),
        "per_rendering": _rounded(accuracy["classifier"]["per_rendering"]),
        "lexical_per_source": _rounded(accuracy["lexical"]["per_source"]),
        "real_steps_cross_validated": _cross_validated(),
    }


def _cross_validated() -> dict | None:
    """The fair comparison with ``lexical`` on the training side's real steps, out of fold
    (``bench_classifier_cv.py``'s round-one candidate: the shipped settings)."""
    path = OUT.parent / "bench_classifier_cv.json"
    if not path.is_file():
        return None
    cv = json.loads(path.read_text(encoding="utf-8"))
    mine = cv["candidates"]["round_one"]
    return _rounded(
        {
            "data": f"{cv['real_steps']} real KnowAgent steps of the training side, 5 folds by "
            f"question, {len(cv['seeds'])} rendering seeds (bench_classifier_cv.py)",
            "classifier_auc": mine["real_auc"],
            "lexical_auc": cv["lexical"]["real_auc"],
            "classifier_caught_at_97_kept": mine["real_caught_at_97"],
            "lexical_caught_at_97_kept": cv["lexical"]["real_caught_at_97"],
        }
    )


def write_card(block: dict) -> Path:
    """Put ``block`` into the packaged model card (not covered by its sha256: that is of the
    model file)."""
    from uselessdetect.io import card_path, default_model_path

    path = card_path(default_model_path())
    card = json.loads(path.read_text(encoding="utf-8"))
    card["held_out"] = block
    path.write_text(json.dumps(card, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return path


#: what ``default_corpus`` reads inside DATA_DIR (docs/benchmarks.md, "The data")
NEEDED = (
    "hotpotqa/*.json",
    "hotpotqa/knowagent_train500_trainsplit.json",
    "fever/*.jsonl",
    "trajectories/knowagent_hotpotqa_trajs.jsonl",
)


def missing_data(root: Path) -> str | None:
    """One line on what ``root`` lacks and where the data comes from; None if all is there."""
    lacking = [pattern for pattern in NEEDED if not any(root.glob(pattern))]
    if not lacking:
        return None
    what = "no folder" if not root.is_dir() else "no " + ", ".join(lacking)
    return (
        f"bench_classifier.py: DATA_DIR {str(root)!r}: {what}. It needs public HotpotQA, "
        "FeverSymmetric and KnowAgent records that this repository does not ship: see "
        '"The data" in docs/benchmarks.md for the files and where each comes from, then pass '
        "their folder as DATA_DIR."
    )


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("data", nargs="?", type=Path, default=Path("../shared/data"))
    ap.add_argument("--no-ablation", action="store_true")
    args = ap.parse_args(argv)
    problem = missing_data(args.data)
    if problem:
        print(problem, file=sys.stderr)
        raise SystemExit(2)
    train, test = default_corpus(args.data)
    rows, how = render_samples(test, per_sample=None, random_state=RENDER_SEED)
    real = [s for s in test if s.kind == "real"]
    result = {
        "held_out": {"samples": len(test), "rendered_rows": len(rows), "real_steps": len(real)},
        "accuracy": accuracy(rows, how),
        "latency": latency(real, rows),
        "coverage_cap": coverage_cap(rows),
    }
    if not args.no_ablation:
        result["ablation"] = ablation(train, rows)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    write_result(__file__, result)
    print(f"held-out figures → {write_card(held_out_block(result['accuracy']))}")
    acc = result["accuracy"]
    for name, entry in acc.items():
        for src, e in entry["per_source"].items():
            print(
                f"{name:<10} {src:<9} kept {e.get('useful_kept', float('nan')):.3f} caught "
                f"{e.get('useless_caught', float('nan')):.3f} AUC {e.get('auc', float('nan')):.3f}"
                f" {e['per_kind']}"
            )
    print(json.dumps(result["latency"]))
    print(f"→ {OUT}")


if __name__ == "__main__":
    main()
