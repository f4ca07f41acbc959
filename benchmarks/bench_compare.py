"""Benchmark of record: should one ship a gate? The paper's paired comparisons, three settings.

Run: ``python benchmarks/bench_compare.py [SHARED_DATA_DIR]`` (default ``../shared/data``).
Writes ``benchmarks/results/bench_compare.json``, the source of every figure in
``docs/ship-a-gate.md`` and ``docs/environments.md``, and that page's forest plot
``docs/img/forest-hotpotqa.png`` (the HotpotQA comparison).

* **hotpotqa** — every shared HotpotQA question (898), the ``persistent`` agent unaided, behind
  an oracle gate (k = 5) and behind a rate-matched random gate (the rate of useless results in
  the unaided episodes), six regimes; :func:`uselessdetect.measure.compare` with 2000 paired
  bootstrap resamples of questions, margin 0.05.
* **fever** — the same on the 708 FeverSymmetric v0.2 dev claims.
* **backup** — the shared HotpotQA questions with ``backup_search`` offered: unaided, and behind
  an oracle gate in ``drop_tool`` mode; Δ of switching tools (``analyze --action switch``).
* **bundled** — the comparisons of ``docs/ship-a-gate.md`` on the bundled samples (60 HotpotQA
  questions, 300 FEVER claims) with that page's settings (``n_boot=500``).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
from _record import exit_on_help, write_result

from uselessdetect.detectors import make_detector
from uselessdetect.io import load_hotpotqa, sample_fever_path, sample_hotpotqa_path
from uselessdetect.measure import analyze, compare
from uselessdetect.sim import KnowledgeBase, knowledge_bases, load_records, simulate

OUT = Path(__file__).resolve().parent / "results" / "bench_compare.json"
PLOT = Path(__file__).resolve().parents[1] / "docs" / "img" / "forest-hotpotqa.png"


def useless_rate(episodes: list[Any]) -> float:
    """Share of results labelled useless: the rate the random control is matched to."""
    return float(np.mean([s.label for e in episodes for s in e.steps if s.label is not None]))


def three_conditions(
    kbs: list[KnowledgeBase], n_boot: int, plot: Path | None = None
) -> dict[str, Any]:
    """Unaided, oracle-gated and rate-matched random-gated persistent agents, compared."""
    unaided = simulate(kbs, "persistent")
    rate = useless_rate(unaided)
    control = make_detector("random").set_params(rate=rate, random_state=0).fit([])
    runs = {
        "unaided": unaided,
        "oracle": simulate(kbs, "persistent", gate="oracle"),
        "random": simulate(kbs, "persistent", gate=control),
    }
    result = compare(runs, n_boot=n_boot, random_state=0)
    if plot is not None:
        result.plot(plot)
    res = result.to_dict()
    oracle, random_ = res["comparisons"]
    return {
        "n_tasks": len(kbs),
        "random_rate": round(rate, 6),
        "gain_oracle": oracle["mean6_gain"],
        "gain_random": random_["mean6_gain"],
        "timing": res["timing"][0],
        "per_regime_oracle": oracle["per_regime"],
        "per_regime_random": random_["per_regime"],
        "calls": {c["name"]: c["calls"] for c in res["conditions"]},
        "median_answer_step": {c["name"]: c["median_answer_step"] for c in res["conditions"]},
        "n_tests": res["family"]["n_tests"],
        "compare": res,
    }


def backup(kbs: list[KnowledgeBase], n_boot: int) -> dict[str, Any]:
    """Switching Δ with an intact backup: unaided vs a drop_tool gate."""
    out: dict[str, Any] = {}
    for name, gate in (("unaided", None), ("drop_tool", "oracle")):
        eps = simulate(kbs, "persistent", backup=True, gate=gate, mode="drop_tool")
        a = analyze(eps, "oracle", action="switch", n_boot=n_boot, random_state=0)
        switched = np.mean([any(s.action == "backup_search" for s in e.steps) for e in eps])
        out[name] = {
            "delta_switch": a.delta.estimate.to_dict(),
            "verdict": a.verdict,
            "share_switching": round(float(switched), 6),
            "mean6": a.success["mean6"],
        }
    return out


def main() -> None:
    shared = Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/data")
    t0 = time.perf_counter()
    PLOT.parent.mkdir(parents=True, exist_ok=True)
    hotpot = knowledge_bases(load_hotpotqa(sorted((shared / "hotpotqa").glob("*.json"))).values())
    fever = knowledge_bases(load_records(shared / "fever" / "fever_symmetric_v0.2_dev.jsonl"))
    results: dict[str, Any] = {
        "settings": {
            "agent": "persistent",
            "k": 5,
            "budget": 8,
            "margin": 0.05,
            "n_boot": 2000,
            "regimes": "six",
            "seed": 0,
        },
        "hotpotqa": three_conditions(hotpot, 2000, PLOT),
        "fever": three_conditions(fever, 2000),
        "backup": backup(hotpot, 1000),
        "bundled": {
            "hotpotqa": three_conditions(
                knowledge_bases(load_records(sample_hotpotqa_path())), 500
            ),
            "fever": three_conditions(knowledge_bases(load_records(sample_fever_path())), 500),
        },
    }
    results["fever_over_hotpotqa"] = round(
        results["fever"]["gain_oracle"]["estimate"]
        - results["hotpotqa"]["gain_oracle"]["estimate"],
        6,
    )
    results["seconds"] = round(time.perf_counter() - t0, 1)
    OUT.parent.mkdir(parents=True, exist_ok=True)
    PLOT.parent.mkdir(parents=True, exist_ok=True)
    write_result(__file__, results)
    for part in ("hotpotqa", "fever"):
        r = results[part]
        print(
            f"{part}: gate gain {r['gain_oracle']['estimate']:+.3f} {r['gain_oracle']['ci']}, "
            f"random {r['gain_random']['estimate']:+.3f}, timing {r['timing']['estimate']:+.3f}"
        )
    for name, b in results["backup"].items():
        print(
            f"backup, {name}: switch Δ {b['delta_switch']['estimate']:+.3f} "
            f"{b['delta_switch']['ci']}"
        )
    print(f"wrote {OUT}")


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
