"""Summarise the last mutmut run: per-module score and the surviving mutants, as JSON and text.

Run after ``mutmut run`` (``bash benchmarks/mutation.sh`` does both): reads mutmut's results in
``mutants/`` and writes ``benchmarks/results/mutation_report.json``; ``python -m mutmut show NAME``
prints any mutant's diff. Score = killed / (mutants checked − those no test reaches); a
timeout counts as killed (the mutant made the tests hang), and is listed apart.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

from _record import write_result

ROOT = Path(__file__).resolve().parents[1]
STATUS = {1: "killed", 3: "killed", 0: "survived", 5: "no tests", 33: "no tests", 34: "skipped"}
STATUS.update({None: "not checked", 36: "timeout", 37: "type check", -24: "timeout"})
# -9 / -15 (SIGKILL / SIGTERM) are what stopping a run leaves on mutants in flight: no verdict
STATUS.update({24: "timeout", 152: "timeout", 255: "timeout", -11: "segfault"})
STATUS.update({-9: "not checked", -15: "not checked"})


def module_results(meta: Path) -> tuple[str, Counter[str], list[str]]:
    data = json.loads(meta.read_text(encoding="utf-8"))
    codes = data.get("exit_code_by_key", {})
    counts = Counter(STATUS.get(code, "suspicious") for code in codes.values())
    survivors = sorted(k for k, code in codes.items() if code == 0)
    # keyed by path ("uselessdetect/gate/_gate"): claim markers index JSON by dotted keys
    module = meta.relative_to(ROOT / "mutants" / "src").as_posix().removesuffix(".py.meta")
    return module, counts, survivors


def score(c: Counter[str]) -> float | None:
    checked = c["killed"] + c["timeout"] + c["survived"] + c["suspicious"] + c["segfault"]
    return (c["killed"] + c["timeout"] + c["segfault"]) / checked if checked else None


def rechecked() -> dict[str, str]:
    """Verdicts of ``benchmarks/mutation_recheck.sh`` (survivors re-checked by hand), if any."""
    path = ROOT / "benchmarks" / "results" / "mutation_recheck.json"
    return json.loads(path.read_text(encoding="utf-8"))["mutants"] if path.is_file() else {}


def main() -> None:
    recheck = rechecked()
    modules, total = {}, Counter[str]()
    total_after = Counter[str]()
    for meta in sorted((ROOT / "mutants" / "src").glob("**/*.py.meta")):
        name, counts, survivors = module_results(meta)
        total += counts
        after = counts.copy()
        caught = [k for k in survivors if recheck.get(k) == "killed"]
        after["survived"] -= len(caught)
        after["killed"] += len(caught)
        total_after += after
        modules[name] = {
            "mutants": sum(counts.values()),
            **{k.replace(" ", "_"): v for k, v in sorted(counts.items())},
            "score": score(counts),
            "killed_on_recheck": len(caught),
            "score_after_recheck": score(after),
            "complete": counts["not checked"] == 0,
            "checked": sum(counts.values()) - counts["not checked"],
            "survivors": survivors,
        }
        s = score(counts)
        print(
            f"{name:<40} {sum(counts.values()):>5} mutants  "
            f"killed {counts['killed']:>4}  timeout {counts['timeout']:>3}  "
            f"survived {counts['survived']:>3}  no tests {counts['no tests']:>3}  "
            f"unchecked {counts['not checked']:>4}  score {'–' if s is None else f'{s:.1%}'}"
        )
    print(f"{'all':<40} {sum(total.values()):>5} mutants  score {score(total) or 0:.1%}")
    write_result(
        __file__,
        {
            "modules": modules,
            "total": {
                "mutants": sum(total.values()),
                "checked": sum(total.values()) - total["not checked"],
                **{k.replace(" ", "_"): v for k, v in sorted(total.items())},
                "score": score(total),
                "killed_on_recheck": total_after["killed"] - total["killed"],
                "score_after_recheck": score(total_after),
            },
        },
        command="bash benchmarks/mutation.sh",
    )


if __name__ == "__main__":
    main()
