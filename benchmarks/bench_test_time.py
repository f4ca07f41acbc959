"""How long the test suite takes: run pytest once, record its wall-clock time and its outcome.

Run from the repository root: ``python benchmarks/bench_test_time.py [PYTEST_ARGS…]``. Without
arguments it times the whole suite as the README's command runs it (the project's ``addopts``:
one worker per core); arguments go to pytest as they are (``tests/test_docs.py -n 0`` times one
file in one process). Writes ``benchmarks/results/bench_test_time.json``: the pytest arguments,
the wall-clock seconds, the CPU seconds of pytest and its workers, the same CPU time in
yardsticks (:data:`YARDSTICK`, timed before and after: the machine's speed), pytest's exit
status, the count of each outcome from its summary line, whether the shared data the tests read
was there (``../shared/data`` or ``$USELESSDETECT_SHARED_DATA``: a fresh checkout, CI's, has
none, and the tests that need it skip), and where the time goes (pytest's
``--durations=0``: the slowest tests, and the test files by their tests' summed time; with
two workers a file's time is spent beside another's). docs/testing.md quotes the last run,
command included, so a page never passes off one file's time as the whole suite's.
"""

from __future__ import annotations

import os
import re
import resource
import subprocess
import sys
import time
from pathlib import Path

from _record import exit_on_help, write_result

ROOT = Path(__file__).resolve().parents[1]
OUTCOMES = ("passed", "failed", "skipped", "xfailed", "xpassed", "deselected", "errors")
#: ``3 passed``, ``1 error`` …: pytest's final summary line
COUNT = re.compile(r"(\d+) (passed|failed|skipped|xfailed|xpassed|deselected|errors?)\b")
#: ``12.34s call     tests/test_x.py::test_y[a]``: one line of pytest's ``--durations``
DURATION = re.compile(r"^(\d+(?:\.\d+)?)s (setup|call|teardown)\s+(\S.*)$")
#: How many of the slowest tests and files the record keeps.
TOP = 15


def outcomes(summary: str) -> dict[str, int]:
    """Each outcome's count from pytest's last summary line (0 for those it does not name).

    >>> outcomes("== 12 passed, 2 skipped, 1 error in 3.10s ==")["errors"]
    1
    """
    line = next((s for s in reversed(summary.splitlines()) if COUNT.search(s)), "")
    counts = dict.fromkeys(OUTCOMES, 0)
    for n, word in COUNT.findall(line):
        counts["errors" if word.startswith("error") else word] += int(n)
    return counts


def durations(output: str) -> dict[str, list[dict[str, object]]]:
    """The slowest tests (setup, call and teardown summed) and test files (their tests summed)
    from pytest's ``--durations`` lines in ``output``, :data:`TOP` of each, slowest first.

    >>> d = durations("1.50s call     tests/test_a.py::test_x\\n0.50s setup    tests/test_a.py::"
    ...               "test_x\\n0.70s call     tests/test_b.py::test_y[1]")
    >>> d["tests"][0]
    {'test': 'tests/test_a.py::test_x', 'seconds': 2.0}
    >>> d["files"][1]
    {'file': 'tests/test_b.py', 'seconds': 0.7}
    """
    tests: dict[str, float] = {}
    for line in output.splitlines():
        m = DURATION.match(line.strip())
        if m:
            tests[m.group(3)] = tests.get(m.group(3), 0.0) + float(m.group(1))
    files: dict[str, float] = {}
    for test, sec in tests.items():
        name = test.split("::", 1)[0]
        files[name] = files.get(name, 0.0) + sec
    top = sorted(tests.items(), key=lambda kv: -kv[1])[:TOP]
    by_file = sorted(files.items(), key=lambda kv: -kv[1])[:TOP]
    return {
        "tests": [{"test": t, "seconds": round(v, 2)} for t, v in top],
        "files": [{"file": f, "seconds": round(v, 2)} for f, v in by_file],
    }


#: A fixed piece of work (JSON and strings, pure Python like most of the suite), timed in a
#: fresh process right before and right after the suite: the machine's speed at the time.
#: This machine's speed varies by half between runs minutes apart, so two records compare by
#: their CPU time in yardsticks, not in seconds.
YARDSTICK = """
import json, time
t = time.process_time()
doc = json.dumps([{"id": i, "name": f"item {i}", "tags": ["a", "b"]} for i in range(2000)])
for _ in range(200):
    json.loads(doc)
    sorted(str(i * i) for i in range(20000))
print(time.process_time() - t)
"""


def shared_data() -> str:
    """``present`` or ``absent``: the shared data where the tests' conftest looks for it."""
    env = os.environ.get("USELESSDETECT_SHARED_DATA")
    path = Path(env) if env else ROOT.parent / "shared" / "data"
    return "present" if path.is_dir() else "absent"


def yardstick() -> float:
    """CPU seconds of :data:`YARDSTICK` in a fresh process (about 1.5 s here)."""
    out = subprocess.run(
        [sys.executable, "-c", YARDSTICK], capture_output=True, text=True, check=True
    )
    return float(out.stdout.strip())


def main(argv: list[str]) -> int:
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--durations=0", *argv]
    stick_before = yardstick()
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    # wide enough that pytest's short summary keeps each failure's reason beside its long id
    env = {**os.environ, "COLUMNS": "400"}
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, check=False, env=env)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    stick_after = yardstick()
    stick = (stick_before + stick_after) / 2
    result = {
        "pytest_args": argv,
        "whole_suite": not argv,
        "shared_data": shared_data(),
        "wall_s": round(wall, 1),
        "cpu_s": round(cpu, 1),
        "yardstick_s": {"before": round(stick_before, 3), "after": round(stick_after, 3)},
        "cpu_in_yardsticks": round(cpu / stick),
        "returncode": done.returncode,
        "outcomes": outcomes(done.stdout),
        "slowest": durations(done.stdout),
    }
    write_result(__file__, result)
    lines = done.stdout.strip().splitlines()
    for line in lines:  # the run's failures by name, so a failing record says which
        if line.startswith(("FAILED ", "ERROR ")):
            print(line)
    print(lines[-1] if lines else done.stderr[-2000:])
    print(
        f"{wall:.1f} s wall, {cpu:.1f} s CPU ({cpu / stick:.0f} yardsticks of {stick:.2f} s) "
        "→ benchmarks/results/bench_test_time.json"
    )
    return done.returncode


if __name__ == "__main__":
    exit_on_help(__doc__)
    raise SystemExit(main(sys.argv[1:]))
