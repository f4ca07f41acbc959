"""The gate's rules at their fitted parameters: mean6, tool calls, answered share, paired CIs.

For each detector (``lexical``, ``classifier``) and failure kind (``injected``, and the
on-topic ``plausible`` and ``answerless``), on the paper's six regimes with the persistent
agent at budget 8:

1. **fit** — the ungated agent runs on the development questions (HotpotQA
   ``hipporag_train100`` + ``amor_dev100``), the detector scores every result, and
   ``KFitter(rule="all", price=0)`` replays those episodes to fit k, cusum's (h, drift) and
   sprt's (p0, p1, alpha, beta) by expected success;
2. **test** — on other questions (``knowagent_test_easy100``, ``medium100`` and
   ``train500``: 698 distinct questions, none of the development ones) the agent runs
   behind a gate with each rule at its fitted parameters (same seeds, so the episodes are
   paired), and we report mean6, mean tool calls, the answered share, and the difference in
   mean6 from ``run`` at its fitted k with a 95% bootstrap CI over questions (paired), and
   per regime the difference in success (the worst regime is named).

The classifier was trained on HotpotQA records of the same shared files, so its verdicts are
better here than on new questions; the comparison between rules is paired and is what counts.

Writes benchmarks/results/bench_rules.json. Run: ``nice -n 10 python benchmarks/bench_rules.py``
(about 10 minutes on a busy 2-core machine).
"""

from __future__ import annotations

import argparse
import time
import warnings
from pathlib import Path
from typing import Any

import numpy as np
from _record import write_result

from uselessdetect.detectors import make_detector
from uselessdetect.fit import KFitter
from uselessdetect.gate import make_rule
from uselessdetect.score import score_episodes
from uselessdetect.sim import SIX_REGIMES, load_records, simulate

DEV = ["hotpotqa/hipporag_train100_trainsplit.json", "hotpotqa/amor_dev100_trainsplit.json"]
TEST = [
    "hotpotqa/knowagent_test_easy100_trainsplit.json",
    "hotpotqa/knowagent_test_medium100_trainsplit.json",
    "hotpotqa/knowagent_train500_trainsplit.json",
]
KINDS = ["injected", "plausible", "answerless"]
DETECTORS = ["lexical", "classifier"]


def records(shared: Path, files: list[str], exclude: frozenset[str] = frozenset()) -> list[Any]:
    out, seen = [], set(exclude)
    for f in files:
        for r in load_records(str(shared / f)):
            if r["_id"] not in seen:
                seen.add(r["_id"])
                out.append(r)
    return out


def fit(dev: list[Any], det: str, kind: str, n_bootstrap: int) -> KFitter:
    eps = simulate(dev, "persistent", regimes="six", budget=8, failure_kind=kind)
    detector = make_detector(det).fit([])
    scored = list(score_episodes(eps, {det: detector}))
    f = KFitter(detector=det, price=0.0, rule="all", n_bootstrap=n_bootstrap, random_state=0)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        return f.fit(scored)


def per_question(eps: list[Any]) -> tuple[np.ndarray, dict[str, float]]:
    """Per question its mean success over the six regimes (in question order), and summary."""
    by: dict[str, dict[str, float]] = {}
    calls, answered = [], []
    for ep in eps:
        q = ep.id.rsplit("/", 1)[0]
        by.setdefault(q, {})[ep.regime] = float(bool(ep.correct))
        calls.append(sum(not s.is_finish for s in ep.steps))
        answered.append(ep.answered)
    m = np.array([np.mean([v[r] for r in SIX_REGIMES]) for v in by.values()])
    regimes = {r: float(np.mean([float(bool(e.correct)) for e in eps if e.regime == r]))
               for r in SIX_REGIMES}  # fmt: skip
    return m, {"mean6": float(m.mean()), "tool_calls": float(np.mean(calls)),
               "answered": float(np.mean(answered)), "by_regime": regimes}  # fmt: skip


def paired_ci(d: np.ndarray, rng: np.random.Generator, n: int = 2000) -> list[float]:
    idx = rng.integers(0, len(d), size=(n, len(d)))
    means = d[idx].mean(axis=1)
    return [float(np.quantile(means, 0.025)), float(np.quantile(means, 0.975))]


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", default=str(Path(__file__).resolve().parents[1] / "../shared/data"))
    ap.add_argument("--bootstrap", type=int, default=300)
    args = ap.parse_args()
    shared = Path(args.shared)
    dev = records(shared, DEV)
    test = records(shared, TEST, exclude=frozenset(r["_id"] for r in dev))
    out: dict[str, Any] = {"dev_questions": len(dev), "test_questions": len(test)}
    rng = np.random.default_rng(0)
    t0 = time.perf_counter()
    for det in DETECTORS:
        for kind in KINDS:
            f = fit(dev, det, kind, args.bootstrap)
            cell: dict[str, Any] = {"chosen_on_dev": f.best_rule_}
            base = None
            for name in ("run", "cusum", "sprt"):
                entry = f.rules_[name]
                row = entry["rows"][entry["best"]]
                params = dict(row["params"] or {})
                k = params.pop("k", 5)
                rule = make_rule(name, **params) if name != "run" else None
                gate = None if row["params"] is None else det
                eps = simulate(test, "persistent", regimes="six", budget=8, failure_kind=kind,
                               gate=gate, k=k, rule=rule)  # fmt: skip
                m, summary = per_question(eps)
                res = {"params": row["label"], "dev_utility": row["utility"], **summary}
                if name == "run":
                    base = m
                else:
                    assert base is not None
                    res["diff_mean6"] = float((m - base).mean())
                    res["diff_ci"] = paired_ci(m - base, rng)
                    diffs = {r: res["by_regime"][r] - cell["run"]["by_regime"][r]
                             for r in SIX_REGIMES}  # fmt: skip
                    res["diff_by_regime"] = diffs
                    res["worst_regime"] = min(diffs, key=lambda r: diffs[r])
                    res["worst_regime_diff"] = diffs[res["worst_regime"]]
                    res["dev_vs_run_ci"] = entry.get("vs_run_ci")
                cell[name] = res
            seq = max(("cusum", "sprt"), key=lambda n: cell[n]["diff_mean6"])
            cell["best_sequential"] = seq
            out.setdefault(det, {})[kind] = cell
            print(f"== {det}, {kind} (chosen on dev: {f.best_rule_})")
            for name in ("run", "cusum", "sprt"):
                r = cell[name]
                extra = ("" if name == "run" else
                         f"  diff {r['diff_mean6']:+.4f} [{r['diff_ci'][0]:+.4f}, "
                         f"{r['diff_ci'][1]:+.4f}]")  # fmt: skip
                if name != "run":
                    extra += f"  worst {r['worst_regime']} {r['worst_regime_diff']:+.4f}"
                print(f"  {name:<6} {r['params']:<46} mean6 {r['mean6']:.4f}  calls "
                      f"{r['tool_calls']:.2f}  answered {r['answered']:.3f}{extra}")  # fmt: skip
    out["elapsed_s"] = time.perf_counter() - t0
    write_result(__file__, out)


if __name__ == "__main__":
    main()
