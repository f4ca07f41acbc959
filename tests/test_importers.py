"""Importing KnowAgent logs: action parsing and the derived usefulness labels."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from uselessdetect.io._importers import _Gold, derive_label, read_knowagent

RECORD = {
    "_id": "h1",
    "question": "Which band did the singer of Creed form after leaving?",
    "answer": "Art of Anarchy",
    "supporting_facts": [["Scott Stapp", 0], ["Art of Anarchy", 0]],
    "context": [
        [
            "Scott Stapp",
            [
                "Anthony Scott Stapp is an American singer, the lead vocalist of Creed.",
                " He later fronted the supergroup Art of Anarchy.",
            ],
        ],
        ["Art of Anarchy", ["Art of Anarchy is an American supergroup formed in 2011."]],
        ["Creed (band)", ["Creed is an American rock band from Tallahassee."]],
    ],
}


def test_derived_labels_follow_the_documented_rule() -> None:
    gold = _Gold(RECORD)
    assert derive_label("Could not find [Creed singer]. Similar: ['Creed']", gold) == 1
    assert derive_label("", gold) == 1
    supporting = "Art of Anarchy is an American supergroup, formed in 2011 by the Votta twins."
    assert derive_label(supporting, gold) == 0
    unrelated = "The Pacific Ocean is the largest and deepest of Earth's five oceanic divisions."
    assert derive_label(unrelated, gold) == 1
    on_topic = "Creed toured widely; Scott Stapp sang lead vocals on every album."
    assert derive_label(on_topic, gold) is None


def test_read_knowagent_parses_actions_and_keeps_fields(tmp_path: Path) -> None:
    traj = {
        "source": "x/KnowAgentHotpotQA_llama-2-13b_D1.jsonl",
        "question": RECORD["question"],
        "hotpot_id": "h1",
        "correct": False,
        "halted": False,
        "steps": [
            {
                "n": 1,
                "thought": "Search it.",
                "action": "Search[Creed singer]",
                "observation": "No results found.",
            },
            {
                "n": 2,
                "thought": "Nothing. Answer.",
                "action": "Finish[Creed]",
                "observation": "Answer is INCORRECT",
            },
        ],
    }
    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps(traj) + "\n")
    (ep,) = read_knowagent(path, {"h1": RECORD})
    assert ep.id == "h1/D1" and ep.correct is False and ep.answered
    assert (ep.steps[0].action, ep.steps[0].input, ep.steps[0].label) == (
        "search",
        "Creed singer",
        1,
    )
    assert ep.steps[1].observation is None
    out = ep.to_dict()
    assert out["halted"] is False and out["steps"][1]["grader"] == "Answer is INCORRECT"
    assert out["steps"][0]["raw_action"] == "Search[Creed singer]" and out["steps"][0]["n"] == 1


def test_bad_hotpotqa_records_name_the_record_and_field(tmp_path: Path) -> None:
    import pytest

    from uselessdetect import InputError
    from uselessdetect.io import load_hotpotqa

    cases = {
        "facts": (
            {"supporting_facts": [["X", "zero"]]},
            r"\(record h1\): field `supporting_facts\[0\]`",
        ),
        "context": ({"context": {"X": ["s"]}}, r"field `context`: expected a list, got dict"),
        "para": ({"context": [["X", "not a list"]]}, r"field `context\[0\]`"),
        "question": ({"question": None}, r"field `question`: expected a string"),
    }
    for name, (change, needle) in cases.items():
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps([{**RECORD, **change}]))
        with pytest.raises(InputError, match=needle):
            load_hotpotqa([path])
    bad = tmp_path / "bytes.json"
    bad.write_bytes(b'[{"_id": "h1", "question": "\xff"}]')
    with pytest.raises(InputError, match="not valid UTF-8"):
        load_hotpotqa([bad])


# ------------------------------------------------------------- real-runs rows and outcomes
from uselessdetect.exceptions import InputError  # noqa: E402
from uselessdetect.io import (  # noqa: E402
    detect_format,
    episode_success,
    outcome_success,
    read_episodes,
    read_real_runs,
    write_jsonl,
)


@pytest.mark.parametrize(
    ("outcome", "threshold", "want"),
    [
        ({"reward": 1.0}, 1.0, True),
        ({"reward": 0.0}, 1.0, False),
        ({"reward": 0.75, "success": False}, 1.0, False),  # a partial reward fails by default
        ({"reward": 0.75, "success": False}, 0.5, True),  # unless a threshold says otherwise
        ({"resolved": True, "exit_status": "Submitted"}, 1.0, True),
        ({"win": False, "final_answer": "x"}, 1.0, False),
        ({"correct": 1}, 1.0, True),
        ({"status": "completedCorrect", "answer": "[1]"}, 1.0, True),
        ({"status": "completedIncorrect"}, 1.0, False),
        ({"status": "agent invalid action"}, 1.0, False),
        ({"status": "PASSED"}, 1.0, True),
        ({"final_answer": "x"}, 1.0, None),
        (None, 1.0, None),
        (True, 1.0, True),
        (0.9, 0.9, True),
        ("completed_correct", 1.0, True),
    ],
)
def test_outcomes_normalise_to_success(outcome: Any, threshold: float, want: Any) -> None:
    assert outcome_success(outcome, reward_threshold=threshold) is want


@pytest.mark.parametrize(
    ("outcome", "field"),
    [({"reward": "1"}, "outcome.reward"), ({"reward": float("nan")}, "outcome.reward"),
     ({"success": "yes"}, "outcome.success"), ({"win": 2}, "outcome.win"),
     ({"status": 3}, "outcome.status"), ([1], "outcome")],
)  # fmt: skip
def test_bad_outcomes_name_the_field(outcome: Any, field: str) -> None:
    with pytest.raises(InputError, match=rf"runs.jsonl:4: field `{field}`"):
        outcome_success(outcome, where={"path": "runs.jsonl", "line": 4})


def _row(run_id: Any, tool: str, args: Any, result: str, outcome: Any, **kw: Any) -> dict:
    return {"source": "s", "run_id": run_id, "task": "Find X.", "tool": tool, "args": args,
            "result": result, "outcome": outcome, **kw}  # fmt: skip


def _write(path: Path, *rows: Any) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_real_runs_rows_group_into_episodes_with_their_outcome(tmp_path: Path) -> None:
    win = {"reward": 0.5, "success": False}
    path = _write(
        tmp_path / "runs.jsonl",
        _row(1, "search", {"q": "X"}, "No results.", win),
        _row(1, "get", {"id": 3, "full": True}, "", win),
        _row("r2", "bash", "ls", "a.py", {"resolved": True}),
    )
    assert detect_format(path) == "real-runs"
    first, second = read_real_runs(path)
    assert (first.id, first.question, first.raw["outcome"], first.raw["success"]) == (
        "s/1", "Find X.", win, False)  # fmt: skip
    assert [(s.action, s.input, s.observation) for s in first.steps] == [
        ("search", "X", "No results."), ("get", '{"id":3,"full":true}', "")]  # fmt: skip
    assert second.raw["success"] is True and second.steps[0].input == "ls"
    (lenient, _) = read_episodes(path, format="real-runs", reward_threshold=0.5)
    assert lenient.raw["success"] is True
    out = tmp_path / "eps.jsonl"
    write_jsonl(out, [first, second])
    back = list(read_episodes(out))
    assert [s.observation for s in back[0].steps] == ["No results.", ""]  # an empty result stays
    assert [episode_success(e) for e in back] == [False, True]
    assert episode_success(back[0], reward_threshold=0.5) is True


@pytest.mark.parametrize(
    ("rows", "where"),
    [
        ([{"source": "s", "run_id": 1, "task": "t", "result": "r"}], ":1: field `tool`"),
        ([_row(1, "a", None, 3, None)], ":1: field `result`: expected a string"),
        ([_row(True, "a", None, "r", None)], ":1: field `run_id`"),
        ([_row(1, "a", None, "r", {"reward": 1}), _row(1, "a", None, "r", {"reward": 0})],
         ":2: field `outcome`: differs from the run's first row (line 1)"),
        ([_row(1, "a", None, "r", None), _row(2, "a", None, "r", None),
          _row(1, "a", None, "r", None)], ":3: field `run_id`: run '1' of 's' resumes here"),
        ([_row(1, "a", None, "r", {"reward": "high"})], ":1: field `outcome.reward`"),
        (["not an object"], ":1: expected a JSON object"),
    ],
)  # fmt: skip
def test_bad_real_runs_rows_name_line_and_field(
    tmp_path: Path, rows: list[Any], where: str
) -> None:
    path = _write(tmp_path / "bad.jsonl", *rows)
    with pytest.raises(InputError, match=re.escape(f"bad.jsonl{where}")):
        list(read_real_runs(path))


def test_runs_are_told_apart_by_source_and_run_id(tmp_path: Path) -> None:
    rows = [
        _row(1, "a", None, "r", {"reward": 1}),
        {**_row(1, "a", None, "r", None), "source": "t"},
    ]
    path = _write(tmp_path / "two.jsonl", *rows)
    assert [(e.id, e.raw["success"]) for e in read_real_runs(path)] == [
        ("s/1", True),
        ("t/1", None),
    ]
