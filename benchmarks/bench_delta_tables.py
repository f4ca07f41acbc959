"""The Δ tables of record: the reference agents, and KnowAgent's real Llama-2-13B runs.

Run: python benchmarks/bench_delta_tables.py [--shared ../shared/data] [--n-boot 1000]

Reference agents: ``simulate`` on the 100 HotpotQA questions of
``knowagent_test_medium100_trainsplit.json`` × the six regimes, budget 8, seed 11, judged by
the true labels (``oracle``); the same as ``uselessdetect simulate … --seed 11`` then
``uselessdetect analyze … --judgments oracle --seed 0``. KnowAgent: the 1,000 logged runs
imported with labels derived from the HotpotQA supporting facts (``uselessdetect import
knowagent``), analysed under four judges with seed 0 (``uselessdetect analyze ka.jsonl
--judgments J --seed 0``). Writes benchmarks/results/bench_delta_tables.json.
"""

from __future__ import annotations

import argparse
import json
import os
from pathlib import Path

os.environ.setdefault("OMP_NUM_THREADS", "1")

from _record import write_result  # noqa: E402

from uselessdetect.io import load_hotpotqa, read_knowagent  # noqa: E402
from uselessdetect.measure import analyze, mean6  # noqa: E402
from uselessdetect.sim import simulate  # noqa: E402

AGENTS = ("clock", "integrating", "gated", "eager", "persistent")
JUDGES = ("keyword", "lexical", "keyword>lexical", "oracle")


def summary(a: object, episodes: list | None = None) -> dict:
    d = a.to_dict()  # type: ignore[attr-defined]
    out = {
        "delta": d["delta"],
        "integration_index": d["integration_index"],
        "hazard_slope": d["hazard_slope"],
        "answered_after_run": d["answered_after_run"],
        "verdict": d["verdict"],
        "verdict_rule": d["verdict_rule"],
        "n_decision_points": d["n_decision_points"],
    }
    for key in ("strata",):
        out["delta"] = {k: v for k, v in out["delta"].items() if k != key}
    if episodes is not None:
        out["mean6"] = mean6(episodes)
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shared", type=Path, default=Path("../shared/data"))
    ap.add_argument("--n-boot", type=int, default=1000)
    args = ap.parse_args()
    path = args.shared / "hotpotqa" / "knowagent_test_medium100_trainsplit.json"
    records = json.loads(path.read_text(encoding="utf-8"))
    agents = {}
    for agent in AGENTS:
        eps = simulate(records, agent, random_state=11)
        a = analyze(eps, "oracle", n_boot=args.n_boot, random_state=0)
        agents[agent] = summary(a, eps)
        print(f"{agent:<12} Δ {agents[agent]['delta']['estimate']}  {a.verdict}")
    hotpot = load_hotpotqa([args.shared / "hotpotqa" / "knowagent_train500_trainsplit.json"])
    trajs = args.shared / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    episodes = list(read_knowagent(trajs, hotpot))
    knowagent = {}
    for judge in JUDGES:
        a = analyze(episodes, judge, n_boot=args.n_boot, random_state=0)
        knowagent[judge] = summary(a)
        print(f"knowagent {judge:<16} Δ {knowagent[judge]['delta']['estimate']}  {a.verdict}")
    write_result(
        __file__,
        {
            "n_boot": args.n_boot,
            "reference_agents": agents,
            "knowagent_episodes": len(episodes),
            "knowagent": knowagent,
        },
    )


if __name__ == "__main__":
    main()
