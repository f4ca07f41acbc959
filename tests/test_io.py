"""Streaming JSONL readers/writers: validation names file, line and field; writes are atomic."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from uselessdetect import EmptyInputError, Episode, InputError, Sample, Step
from uselessdetect.io import read_episodes, read_samples, write_jsonl


def _write(path: Path, lines: list[str] | bytes) -> Path:
    path.write_bytes(lines if isinstance(lines, bytes) else "\n".join(lines).encode())
    return path


EP = {
    "id": "q1",
    "question": "Q?",
    "budget": 8,
    "regime": "persistent",
    "correct": False,
    "extra": {"kept": [1, 2]},
    "steps": [
        {
            "thought": "t1",
            "action": "search",
            "input": "X",
            "observation": "o1",
            "label": 1,
            "custom": "stays",
        },
        {"thought": "t2", "action": "finish", "input": "Z"},
    ],
}


def test_samples_round_trip(tmp_path: Path) -> None:
    samples = [
        Sample("Q?", "O.", query="q", thought="t", label=1, kind="injected", source="s"),
        Sample("Q2?", "O2."),
    ]
    path = tmp_path / "s.jsonl"
    assert write_jsonl(path, samples) == 2
    assert list(read_samples(path)) == samples


def test_episode_round_trip_keeps_unknown_fields(tmp_path: Path) -> None:
    path = _write(tmp_path / "e.jsonl", [json.dumps(EP)])
    (ep,) = read_episodes(path)
    assert isinstance(ep, Episode) and ep.budget == 8 and ep.steps[0].label == 1
    ep.steps[0].judgments["lexical"] = {"verdict": "useless", "score": 0.9}
    out = ep.to_dict()
    assert out["extra"] == {"kept": [1, 2]} and out["steps"][0]["custom"] == "stays"
    assert out["steps"][0]["judgments"]["lexical"]["verdict"] == "useless"
    assert {k: v for k, v in out["steps"][0].items() if k != "judgments"} == EP["steps"][0]


def test_alignment_rule_next_thought_judges_observation() -> None:
    ep = Episode(
        id="e",
        question="Q",
        steps=[
            Step(action="search", input="A", observation="oa", thought="first"),
            Step(action="search", input="B", observation="ob", thought="A was useless"),
            Step(action="finish", input="C", thought="B was useful"),
        ],
    )
    got = [(t, s.query, s.thought) for t, s in ep.samples()]
    assert got == [(0, "A", "A was useless"), (1, "B", "B was useful")]


@pytest.mark.parametrize(
    ("lines", "expected"),
    [
        (['{"question": "Q", "observation": "O"}', "{not json"], ":2: not valid JSON"),
        (['{"observation": "O"}'], ":1: field `question`: required field is missing"),
        (['{"question": 3, "observation": "O"}'], ":1: field `question`: expected str, got int"),
        (['{"question": "Q", "observation": "O", "label": 2}'], "field `label`: expected 0"),
        (["[1, 2]"], ":1: expected a JSON object, got list"),
    ],
)
def test_bad_sample_lines_name_file_line_field(
    tmp_path: Path, lines: list[str], expected: str
) -> None:
    path = _write(tmp_path / "bad.jsonl", lines)
    with pytest.raises(InputError) as info:
        list(read_samples(path))
    assert str(path) in str(info.value) and expected in str(info.value)


def test_non_utf8_byte_names_its_line(tmp_path: Path) -> None:
    path = _write(tmp_path / "bad.jsonl", b'{"question": "Q", "observation": "O"}\n{"q": "\xff"}\n')
    with pytest.raises(InputError, match=r"bad\.jsonl:2: not valid UTF-8 \(byte 0xff"):
        list(read_samples(path))


def test_empty_file_is_an_error(tmp_path: Path) -> None:
    path = _write(tmp_path / "empty.jsonl", b"\n  \n")
    with pytest.raises(EmptyInputError, match="holds no record"):
        list(read_episodes(path))


def test_bad_episode_step_field(tmp_path: Path) -> None:
    bad = dict(EP, steps=[{"thought": "t", "action": "search", "input": "X"}])
    path = _write(tmp_path / "e.jsonl", [json.dumps(EP), json.dumps(bad)])
    with pytest.raises(InputError, match=r":2: field `steps\[0\].observation`"):
        list(read_episodes(path))
    assert len(list(read_episodes(path, strict=False))) == 2


@pytest.mark.parametrize(
    ("record", "field", "importer"),
    [
        ({"source": "s", "run_id": "r", "task": "T", "tool": "t", "args": {}, "result": "x",
          "outcome": {"success": True}}, "id", "real-runs"),
        ({"messages": [{"role": "user", "content": "Q"}, {"role": "assistant", "content": None,
          "tool_calls": [{"id": "c", "type": "function",
                          "function": {"name": "s", "arguments": "{}"}}]}]}, "id", "openai-chat"),
        ({"id": "e", "resourceSpans": []}, "steps", "otel"),
    ],
)  # fmt: skip
def test_a_log_record_read_as_an_episode_names_its_importer(
    tmp_path: Path, record: dict[str, object], field: str, importer: str
) -> None:
    path = _write(tmp_path / "logs.jsonl", [json.dumps(EP), json.dumps(record)])
    with pytest.raises(InputError) as info:
        list(read_episodes(path))
    said = str(info.value)
    assert f"logs.jsonl:2: field `{field}`: required field is missing" in said
    assert f"`uselessdetect import {importer} FILE -o episodes.jsonl`" in said


def test_a_record_of_no_known_format_gets_the_plain_error(tmp_path: Path) -> None:
    path = _write(tmp_path / "e.jsonl", [json.dumps({"id": "x", "question": "Q"})])
    with pytest.raises(InputError) as info:
        list(read_episodes(path))
    assert str(info.value).endswith("field `steps`: required field is missing")
    # an episode that lacks only its id is not taken for another format's record
    no_id = {"question": "Q", "steps": [{"action": "search", "observation": "o"}]}
    path = _write(tmp_path / "n.jsonl", [json.dumps(no_id)])
    with pytest.raises(InputError) as info:
        list(read_episodes(path))
    assert str(info.value).endswith("field `id`: required field is missing")


def test_atomic_write_leaves_nothing_on_error(tmp_path: Path) -> None:
    def records():  # type: ignore[no-untyped-def]
        yield {"a": 1}
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        write_jsonl(tmp_path / "out.jsonl", records())
    assert list(tmp_path.iterdir()) == []


def test_round_trip_keeps_original_values_and_types(tmp_path: Path) -> None:
    rec = {
        "id": 7,
        "question": "Q?",
        "steps": [
            {"action": "search", "input": 0, "observation": "o", "label": 1.0},
            {"action": "finish", "input": "Z"},
        ],
    }
    path = _write(tmp_path / "e.jsonl", [json.dumps(rec)])
    (ep,) = read_episodes(path)
    assert ep.to_dict() == rec


def test_judgments_that_are_not_objects_name_their_field(tmp_path: Path) -> None:
    bad = dict(EP, steps=[dict(EP["steps"][0], judgments={"old": "useless"})])
    path = _write(tmp_path / "e.jsonl", [json.dumps(bad)])
    with pytest.raises(
        InputError, match=r":1: field `steps\[0\].judgments.old`: expected an object"
    ):
        list(read_episodes(path))
