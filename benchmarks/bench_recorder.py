"""Benchmark: what the episode recorder costs per observed step, on top of the gate's own cost.

Run: ``python benchmarks/bench_recorder.py``. Target: recording <= 50 µs per observed step.
Both arms run in one process, interleaved (best of several repeats each): the same episodes
(8 observed steps each, a HotpotQA-sized paragraph per observation, the step mapping an
adapter passes, then ``end`` with an answer) through a gate without ``record_to`` and through
one that appends every episode to a JSON Lines file. The detector is a trivial callable, so
the difference is the recorder's work alone: building the recorded steps, the JSON line and
the locked append. Writes benchmarks/results/bench_recorder.json.
"""

from __future__ import annotations

import os
import tempfile
import time
from pathlib import Path

from _record import exit_on_help, write_result

from uselessdetect import Sample
from uselessdetect.gate import StopGate

EPISODES = 2_000
STEPS = 8
REPEATS = 5
TARGET_US = 50
PARAGRAPH = (
    "Creed: Creed is an American rock band from Tallahassee, Florida, formed in 1994. The band "
    "has consisted of lead vocalist Scott Stapp, guitarist and vocalist Mark Tremonti, bassist "
    "Brian Marshall, and drummer Scott Phillips. Creed's first two studio albums were a success."
)


def trivial(sample: Sample) -> bool:
    """The cheapest possible detector."""
    return "Oslo" in sample.observation


def arm(gate: StopGate, tag: str) -> float:
    """Seconds per observed step for EPISODES runs through ``gate``."""
    samples = [
        {"question": "Who founded Creed?", "query": f"Creed {t}", "observation": PARAGRAPH}
        for t in range(STEPS)
    ]
    steps = [{"thought": f"I search Creed {t}.", "input": f"Creed {t}"} for t in range(STEPS)]
    observe, end = gate.observe, gate.end
    t0 = time.perf_counter()
    for e in range(EPISODES):
        episode = f"{tag}{e}"
        for t in range(STEPS):
            observe(samples[t], source="search", episode=episode, step=steps[t])
        end(episode, answer="Scott Stapp")
    return (time.perf_counter() - t0) / (EPISODES * STEPS)


def main() -> None:
    if hasattr(os, "sched_setaffinity"):
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "rec.jsonl"
        plain = StopGate(trivial, k=3)
        recording = StopGate(trivial, k=3, record_to=path)
        gate_times, rec_times = [], []
        for r in range(REPEATS):  # interleaved, so both arms see the same machine
            gate_times.append(arm(plain, f"p{r}-"))
            rec_times.append(arm(recording, f"r{r}-"))
        lines = sum(1 for _ in path.open(encoding="utf-8"))
        size = path.stat().st_size
    assert lines == REPEATS * EPISODES, lines  # every episode written, one line each
    t_gate, t_rec = min(gate_times), min(rec_times)
    cost_us = (t_rec - t_gate) * 1e6
    print(f"gate alone:           {t_gate * 1e6:8.2f} µs per observed step")
    print(f"gate + recorder:      {t_rec * 1e6:8.2f} µs per observed step")
    print(f"recording costs:      {cost_us:8.2f} µs per observed step (target <= {TARGET_US})")
    print(f"ratio:                {t_rec / t_gate:8.2f}x the gate's own cost")
    print(f"written:              {lines} episodes, {size / lines:,.0f} bytes each")
    write_result(
        __file__,
        {
            "episodes": EPISODES,
            "steps_per_episode": STEPS,
            "repeats": REPEATS,
            "gate_us_per_step": t_gate * 1e6,
            "recorded_us_per_step": t_rec * 1e6,
            "recording_cost_us_per_step": cost_us,
            "ratio": t_rec / t_gate,
            "bytes_per_episode": size / lines,
            "target_us": TARGET_US,
        },
    )


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
