"""Benchmark: the gate's overhead per observe beyond the detector itself, and simulate's speed.

Run: ``python benchmarks/bench_gate.py``. Target: overhead <= 20 µs per observe. The overhead
is measured in one run against a trivial callable detector: the time of ``gate.observe`` minus
the time of calling the same detector directly, per call (best of several repeats).
Writes benchmarks/results/bench_gate.json.
"""

from __future__ import annotations

import json
import time
from importlib.resources import files

from _record import exit_on_help, write_result

from uselessdetect import Sample
from uselessdetect.gate import StopGate
from uselessdetect.sim import simulate

N = 200_000
REPEATS = 5


def trivial(sample: Sample) -> bool:
    """The cheapest possible detector."""
    return sample.label == 1


def best(fn, n: int) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(REPEATS):
        t = time.perf_counter()
        fn(n)
        times.append(time.perf_counter() - t)
    return min(times) / n


def main() -> None:
    sample = Sample(question="Who founded Creed?", observation="Oslo: a city.", label=1)
    gate = StopGate(trivial, k=10**9)

    def direct(n: int) -> None:
        for _ in range(n):
            trivial(sample)

    def gated(n: int) -> None:
        observe = gate.observe
        for i in range(n):
            observe(sample, source="search", episode=f"e{i & 63}")

    t_direct, t_gate = best(direct, N), best(gated, N)
    overhead_us = (t_gate - t_direct) * 1e6
    print(f"detector alone:      {t_direct * 1e6:8.2f} µs per call")
    print(f"gate.observe:        {t_gate * 1e6:8.2f} µs per call")
    print(f"gate overhead:       {overhead_us:8.2f} µs per observe (target <= 20)")

    sim: dict[str, float] = {}
    path = files("uselessdetect") / "data" / "hotpotqa_sample.json"
    records = json.loads(path.read_text(encoding="utf-8"))
    for gate_spec in (None, "oracle"):
        t = time.perf_counter()
        eps = simulate(records * 10, "persistent", gate=gate_spec)
        dt = time.perf_counter() - t
        sim[str(gate_spec).lower()] = len(eps) / dt
        print(
            f"simulate persistent, gate={gate_spec}: {len(eps) / dt:8.0f} episodes/s "
            f"({len(eps)} episodes)"
        )
    t = time.perf_counter()
    eps = simulate(records, "persistent", gate="lexical")
    dt = time.perf_counter() - t
    print(f"simulate persistent, gate=lexical: {len(eps) / dt:8.0f} episodes/s ({len(eps)})")
    sim["lexical"] = len(eps) / dt
    write_result(
        __file__,
        {
            "observe_direct_us": t_direct * 1e6,
            "observe_gate_us": t_gate * 1e6,
            "overhead_us": overhead_us,
            "target_us": 20,
            "simulate_episodes_per_s": sim,
        },
    )


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
