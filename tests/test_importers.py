"""Importing KnowAgent logs: action parsing and the derived usefulness labels."""

from __future__ import annotations

import json
from pathlib import Path

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
