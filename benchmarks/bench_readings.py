"""What four readings of failed tools find on real results: a plain Python traceback (a
program's is command output, a tool's own is an error), a JVM, Node.js or Go failure, a
scraped page whose metadata gives an HTTP error status, and a fetched login wall.

Run from a checkout: ``python benchmarks/bench_readings.py [PATH_TO_SHARED_DATA]``. Reads every
result of the five files of ``real_runs/`` and every observation of the KnowAgent HotpotQA
trajectories (a result that is no text is read as its JSON, as the replays read it).
Counted per source:

* ``results``: results read;
* ``traceback_opens``: results, or command outputs inside a return-code envelope, whose text
  opens with a Python traceback; ``only_tracebacks``: of them, those that are tracebacks and
  nothing else; ``read_as_tools_own``: those the program-or-tool rule
  (:func:`uselessdetect.shapes._output.tool_traceback`) reads as a tool's own failure — on a
  shell tool, every such reading would be wrong, so this is the rule's misreading of a
  command tool's tracebacks;
* ``failure_signatures``: command outputs with a failure signature, per kind (Python, JVM or
  Node.js, Go);
* ``status_error_pages`` and ``login_walls``: results read as an error for those reasons.

Writes ``benchmarks/results/bench_readings.json``. No timing: each count is deterministic.
"""

from __future__ import annotations

import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from _record import exit_on_help, write_result

from uselessdetect.shapes import parse_result
from uselessdetect.shapes._output import _TRACEBACK_LINE as TRACEBACK_LINE
from uselessdetect.shapes._output import (
    _go_failure,
    _python_failure,
    _stack_failure,
    tool_traceback,
)

SOURCES = (
    "tau_bench_airline",
    "react_webshop",
    "medagentbench_agentbench",
    "toolbench_data_example",
    "mini_swe_gemini3_verified",
)
TRACEBACK = "Traceback (most recent call last):"


def _as_text(result: Any) -> str:
    return result if isinstance(result, str) else json.dumps(result)


def count(results: list[str]) -> dict[str, Any]:
    """The readings' counts over one source's results (see the module docstring)."""
    c: Counter[str] = Counter()
    for raw in results:
        parsed = parse_result(raw)
        c["results"] += 1
        text = parsed.text.strip() if parsed.kind == "command" else raw.strip()
        if text.startswith(TRACEBACK):
            c["traceback_opens"] += 1
            lines = filter(None, text.split("\n"))
            c["only_tracebacks"] += all(map(TRACEBACK_LINE.match, lines))
            c["read_as_tools_own"] += tool_traceback(text)
        if parsed.kind == "command":
            for kind, find in (("python", _python_failure), ("jvm_or_node", _stack_failure)):
                c[f"failure_signatures.{kind}"] += find(parsed.text) is not None
            c["failure_signatures.go"] += _go_failure(parsed.text) is not None
        if parsed.kind == "error":
            c["status_error_pages"] += "the server's error page" in parsed.reason
            c["login_walls"] += "a login page" in parsed.reason
    out: dict[str, Any] = {}
    keys = ("results", "traceback_opens", "only_tracebacks", "read_as_tools_own")
    for key in (*keys, "status_error_pages", "login_walls"):
        out[key] = c[key]
    out["failure_signatures"] = {
        k: c[f"failure_signatures.{k}"] for k in ("python", "jvm_or_node", "go")
    }
    return out


def main() -> None:
    root = (
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parents[2] / "shared" / "data"
    )
    sources: dict[str, Any] = {}
    for stem in SOURCES:
        with (root / "real_runs" / f"{stem}.jsonl").open(encoding="utf-8") as fh:
            results = [_as_text(json.loads(line).get("result")) for line in fh]
        sources[stem] = count(results)
    trajs = root / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    with trajs.open(encoding="utf-8") as fh:
        obs = [st.get("observation") or "" for ln in fh for st in json.loads(ln).get("steps", [])]
    sources["knowagent_hotpotqa_trajs"] = count(obs)
    keys = ("results", "traceback_opens", "read_as_tools_own", "status_error_pages", "login_walls")
    total = {key: sum(s[key] for s in sources.values()) for key in keys}
    for stem, s in sources.items():
        print(f"{stem:28} {s}")
    write_result(__file__, {"sources": sources, "total": total})


if __name__ == "__main__":
    exit_on_help(__doc__)
    main()
