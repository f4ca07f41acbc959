"""The worked example of docs/experiment.md: the experiment on a scripted chat server.

Run: ``python benchmarks/experiment_example.py``. Starts the loopback chat server of the test
suite (``tests/_chat_server.py``) playing a scripted model (``tests/_experiment_agents.py``,
kind ``paper``: it answers when it holds the evidence, else searches on; when a budget is
stated it answers on the last action; when a stopping rule is stated it follows it on half of
the questions; it judges every result correctly), runs the commands the
page shows — ``uselessdetect experiment`` through the real ``openai`` client, then
``uselessdetect analyze runs.jsonl -d self --by condition`` — and writes the figures and the
analysis text to benchmarks/results/experiment_example.json, which the page quotes.
"""

from __future__ import annotations

import json
import sys
import tempfile
from pathlib import Path
from typing import Any

from _record import write_result

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from click.testing import CliRunner  # noqa: E402
from tests import _experiment_agents as agents  # noqa: E402
from tests._chat_server import ChatServer  # noqa: E402

from uselessdetect.cli import main as cli  # noqa: E402

CONDITIONS = "unaided,budget,rule,enforced,budget+enforced,random"
QUESTIONS = 8


def invoke(args: list[str]) -> str:
    res = CliRunner().invoke(cli, args, catch_exceptions=False)
    if res.exit_code != 0:
        raise SystemExit(f"uselessdetect {' '.join(args)} failed:\n{res.output}")
    return res.stdout


def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        runs = str(Path(tmp) / "runs.jsonl")
        with ChatServer(agents.script("paper")) as server:
            run = [
                "experiment", "--base-url", server.base_url, "--model", "scripted",
                "--conditions", CONDITIONS, "--budgets", "8,16",
                "--questions", str(QUESTIONS), "-o", runs, "--json",
            ]  # fmt: skip
            summary = json.loads(invoke(run))
        table = invoke(["analyze", runs, "-d", "self", "--by", "condition"])
        grouped = json.loads(invoke(["analyze", runs, "-d", "self", "--by", "condition", "--json"]))
    rows: dict[str, Any] = {}
    for name, g in grouped["groups"].items():
        a = g["analysis"]
        rows[name] = {
            "episodes": a["n_episodes"],
            "delta": a["delta"]["estimate"],
            "delta_ci": a["delta"]["ci"],
            "answered_after_5": a["answered_after_run"]["share"],
            "mean6": a["success"]["mean6"],
            "median_answer_step": {b: v["median_answer_step"] for b, v in g["budgets"].items()},
            "injected_judged_useless": g["judgment_accuracy"]["injected"]["judged_useless"],
        }
    print(table)
    write_result(
        __file__,
        {
            "conditions": CONDITIONS,
            "questions": QUESTIONS,
            "episodes": summary["written"] + summary["resumed"],
            "calls": summary["calls"],
            "random_rate": summary["random_rate"],
            "rows": rows,
            "report": table,
        },
    )


if __name__ == "__main__":
    main()
