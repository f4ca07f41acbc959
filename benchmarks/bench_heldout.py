"""Every gate on the hand-written fixtures of tools this project never tuned on.

Run from a checkout: ``python benchmarks/bench_heldout.py``. Reads
``tests/data/tool_families.jsonl`` (ten families of tools the shared runs lack, their formats
taken from each tool's source)
and the held-out fixtures ``tests/data/tool_heldout*.jsonl`` (each written by someone who had
read none of the detectors, shape readers or earlier fixtures), and replays each session
alone, as ``tests/test_tool_heldout*.py`` do: the real-runs format, a k = 3 run rule, each
tool its own source, the gate's default choice of the tools it counts, ``finish_only``.
Counted per fixture and detector:

* ``successful`` / ``stopped``: successful sessions, and those the gate stopped before their
  last call; ``withheld``: of those, the ones where it blocked a call whose logged result was
  news to the session;
* ``failing`` / ``tripped``: failing sessions, and those on which the gate trips (at any
  call, the last one included); ``cut_in``: those in which it cut a call; ``calls_cut`` /
  ``calls``: the calls of the failing sessions it cut, of all of them.

The counts are deterministic (no timing, no bootstrap); the fixtures' tests assert the same
figures. Writes ``benchmarks/results/bench_heldout.json``.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result
from joblib import Parallel, delayed

from uselessdetect.gate import StopGate
from uselessdetect.io import read_real_runs
from uselessdetect.measure import replay_outcomes
from uselessdetect.measure._outcome_replay import replay_run

DATA = Path(__file__).resolve().parent.parent / "tests" / "data"


def _order(path: Path) -> tuple[int, int]:
    """``tool_families`` first, then ``tool_heldout``, ``tool_heldout2``, … by number."""
    number = path.stem.removeprefix("tool_heldout")
    if path.stem == "tool_families":
        return (0, 0)
    return (1, int(number) if number else 1)


#: Every fixture in ``tests/data`` (none can be left out by hand), in the order written.
FIXTURES = tuple(p.stem for p in sorted(DATA.glob("tool_*.jsonl"), key=_order))
DETECTORS = ("default", "classifier", "semantic")


def replay_fixture(path: Path, detector: str, k: int = 3) -> dict[str, int]:
    """The counts of the module docstring for one fixture and detector."""
    out = dict.fromkeys(
        ("successful", "stopped", "withheld", "failing", "tripped", "cut_in", "calls_cut", "calls"),
        0,
    )
    for episode in read_real_runs(path):
        o = replay_outcomes([episode], detector, k=k, n_boot=0).overall
        if o["success_stopped"]["runs"]:
            out["successful"] += 1
            out["stopped"] += bool(o["success_stopped"]["stopped"])
            out["withheld"] += bool(o["success_withheld"]["withheld"])
        else:
            cut = o["calls_cut_failed"]
            shadow = replay_run(StopGate(detector, k=k, shadow=True), episode, key=episode.id)
            out["failing"] += 1
            out["tripped"] += shadow.trip_call is not None
            out["cut_in"] += cut["cut"] > 0
            out["calls_cut"] += cut["cut"]
            out["calls"] += cut["calls"]
    return out


def main(argv: list[str] | None = None) -> dict[str, Any]:
    del argv
    pairs = [(name, d) for name in FIXTURES for d in DETECTORS]
    # the fixture-detector pairs in 2 processes, as the machines of record have 2 cores
    counts = Parallel(n_jobs=2)(delayed(replay_fixture)(DATA / f"{n}.jsonl", d) for n, d in pairs)
    fixtures: dict[str, Any] = {name: {} for name in FIXTURES}
    for (name, d), c in zip(pairs, counts, strict=True):
        fixtures[name][d] = c
    for name in FIXTURES:
        for d, c in fixtures[name].items():
            print(
                f"{name:14s} {d:10s} stopped {c['stopped']}/{c['successful']} "
                f"(withheld {c['withheld']})  tripped {c['tripped']}/{c['failing']} "
                f"(cut in {c['cut_in']})  "
                f"cut {c['calls_cut']}/{c['calls']}"
            )
    total = {
        d: {key: sum(fixtures[f][d][key] for f in FIXTURES) for key in fixtures[FIXTURES[0]][d]}
        for d in DETECTORS
    }
    data = {"k": 3, "fixtures": fixtures, "total": total}
    print("wrote", write_result(__file__, data))
    return data


if __name__ == "__main__":
    exit_on_help(__doc__)
    main(sys.argv[1:])
