"""`score`, `detectors`, `import` and `demo` from the command line, including bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main

GOOD = {
    "id": "q1",
    "question": "Who directed Jaws?",
    "steps": [
        {
            "thought": "Search Jaws.",
            "action": "search",
            "input": "Jaws",
            "observation": "No results found.",
            "label": 1,
            "note": "kept",
        },
        {"thought": "Nothing came back. I'll answer.", "action": "finish", "input": "Spielberg"},
    ],
}


def run(*args: str) -> object:
    return CliRunner().invoke(main, list(args))


def test_score_adds_judgments_and_keeps_fields(tmp_path: Path) -> None:
    src = tmp_path / "e.jsonl"
    src.write_text(json.dumps(GOOD) + "\n")
    out = tmp_path / "out.jsonl"
    res = run("score", "-d", "lexical,oracle", str(src), "-o", str(out))
    assert res.exit_code == 0, res.output
    (rec,) = [json.loads(x) for x in out.read_text().splitlines()]
    step = rec["steps"][0]
    assert step["note"] == "kept" and set(step["judgments"]) == {"lexical", "oracle"}
    assert step["judgments"]["oracle"]["verdict"] == "useless"
    assert "judgments" not in rec["steps"][1]


@pytest.mark.parametrize(
    ("content", "needle"),
    [
        (json.dumps(GOOD).encode() + b"\n{oops\n", ":2: not valid JSON"),
        (
            json.dumps({k: v for k, v in GOOD.items() if k != "question"}).encode(),
            ":1: field `question`: required field is missing",
        ),
        (json.dumps(GOOD).encode()[:-3] + b'\xff"}]}', ":1: not valid UTF-8"),
        (b"", "holds no record"),
    ],
    ids=["malformed", "missing-question", "non-utf8", "empty"],
)
def test_score_bad_input_one_error_line_no_output(
    tmp_path: Path, content: bytes, needle: str
) -> None:
    src = tmp_path / "bad.jsonl"
    src.write_bytes(content)
    out = tmp_path / "out.jsonl"
    res = run("score", "-d", "lexical", str(src), "-o", str(out))
    assert res.exit_code == 1
    lines = [ln for ln in res.output.splitlines() if ln.strip()]
    assert len(lines) == 1 and lines[0].startswith("Error: ") and str(src) in lines[0]
    assert needle in lines[0]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.jsonl"]


def test_unknown_detector_is_a_clean_error(tmp_path: Path) -> None:
    src = tmp_path / "e.jsonl"
    src.write_text(json.dumps(GOOD) + "\n")
    res = run("score", "-d", "nope", str(src))
    assert res.exit_code == 1 and "unknown detector 'nope'" in res.output


def test_detectors_lists_builtins() -> None:
    res = run("detectors", "--json")
    assert res.exit_code == 0
    assert {"lexical", "random", "oracle"} <= set(json.loads(res.stdout))


def test_import_knowagent_writes_labeled_episodes(shared_data: Path, tmp_path: Path) -> None:
    out = tmp_path / "ep.jsonl"
    res = run(
        "import",
        "knowagent",
        str(shared_data / "trajectories/knowagent_hotpotqa_trajs.jsonl"),
        "--hotpotqa",
        str(shared_data / "hotpotqa/knowagent_train500_trainsplit.json"),
        "-o",
        str(out),
    )
    assert res.exit_code == 0, res.output
    recs = [json.loads(x) for x in out.read_text().splitlines()]
    assert len(recs) == 1000
    labels = [s.get("label") for r in recs for s in r["steps"]]
    assert labels.count(0) > 100 and labels.count(1) > 100
