"""Errors that reject the call, not the source: unknown the first time, useless when repeated."""

from __future__ import annotations

import math

import pytest

from uselessdetect import Episode, Sample, Step, make_detector
from uselessdetect._types import EarlierTexts
from uselessdetect.gate import StopGate
from uselessdetect.shapes import Seen, call_key, fingerprint, rejected_call

REJECTED = [
    "Invalid action!",
    "Invalid Action. Valid Actions are Lookup[<topic>] Search[<topic>] and Finish[<answer>].",
    "Error: 1 validation error for SearchArgs\nlimit\n  Input should be a valid integer",
    "sqlite3.OperationalError: no such column: nme",
    'ERROR:  syntax error at or near "FORM"',
    "TypeError: search() got an unexpected keyword argument 'max'",
    "missing 1 required positional argument: 'query'",
    '{"error": "", "response": "{\'message\': \'genre must be an integer: thriller\'}"}',
    '{"error": "No such function name: get_weather_v2", "response": ""}',
    "400 Bad Request: malformed JSON in body",
]
SOURCE_FAILED = [
    "No results found.",
    "Could not find [Foo]. Similar: [].",
    "Rate limit exceeded, retry later",
    '{"error": "quota exceeded"}',
    "HTTP 503 Service Unavailable",
    "Endpoint '/search/shows' does not exist",
    "404 Not Found",
    "Request timed out after 30 s",
    "[]",
]


@pytest.mark.parametrize("text", REJECTED)
def test_rejections_are_told(text: str) -> None:
    assert rejected_call(text)


@pytest.mark.parametrize("text", SOURCE_FAILED)
def test_source_failures_are_not_rejections(text: str) -> None:
    assert not rejected_call(text)


def test_call_key_ignores_case_and_spacing_only() -> None:
    assert call_key("Pen  A") == call_key("pen a")
    assert call_key("pen a") != call_key("pen b")
    assert call_key("") is None and call_key(" \n") is None


def _verdicts(gate_or_det, calls, *, tool="click", text="Invalid action!"):
    if isinstance(gate_or_det, StopGate):
        return [
            gate_or_det.observe(
                {"question": "Buy a pen", "query": q, "observation": text}, source=tool, episode="e"
            ).judgment.verdict.value
            for q in calls
        ]
    ep = Episode("e", "Buy a pen", [Step(tool, input=q, observation=text) for q in calls])
    return [gate_or_det.judge(s).verdict.value for _, s in ep.samples(earlier=True)]


@pytest.mark.parametrize("where", ["gate", "episode"])
def test_a_new_rejected_call_is_unknown_the_same_again_useless(where: str) -> None:
    calls = ["Pen A", "Pen B", "pen  a", "Pen C"]
    judge = StopGate("default", k=9) if where == "gate" else make_detector("default").fit([])
    assert _verdicts(judge, calls) == ["unknown", "unknown", "useless", "unknown"]


@pytest.mark.parametrize("where", ["gate", "episode"])
def test_source_errors_stay_useless_whatever_the_call(where: str) -> None:
    judge = StopGate("default", k=9) if where == "gate" else make_detector("default").fit([])
    assert _verdicts(judge, ["a", "b", "c"], text="No results found.") == ["useless"] * 3


def test_without_arguments_the_same_rejection_again_is_the_loop() -> None:
    det = make_detector("default").fit([])
    first = det.judge(Sample("Q?", "Invalid action!"))
    again = det.judge(Sample("Q?", "Invalid action!", earlier=("Invalid action!",)))
    assert first.verdict.value == "unknown" and again.verdict.value == "useless"


def test_gate_trips_on_a_repeated_call_not_on_a_corrected_one() -> None:
    gate = StopGate("default", k=2)
    assert not any(gate.observe(
        {"question": "Buy", "query": q, "observation": "Invalid action!"},
        source="click", episode="fixing").tripped for q in ("A", "B", "C", "D"))  # fmt: skip
    decisions = [gate.observe(
        {"question": "Buy", "query": "A", "observation": "Invalid action!"},
        source="click", episode="looping").tripped for _ in range(3)]  # fmt: skip
    assert decisions == [False, False, True]


def test_seen_forgets_calls_with_their_results() -> None:
    seen = Seen(maxlen=2)
    for q in ("a", "b", "c"):
        seen.add(fingerprint(f"result {q}"), call_key(q))
    assert not seen.called(call_key("a"))  # evicted with its result
    assert seen.called(call_key("b")) and seen.called(call_key("c"))
    seen.add(fingerprint("Created."), call_key("d"))  # an acknowledgement forgets them all
    assert not seen.called(call_key("c")) and not seen.called(None)


def test_earlier_texts_are_a_tuple_to_samples_and_files() -> None:
    e = EarlierTexts(["x", "y"], ["q1", "q2"])
    s = Sample("Q?", "z", earlier=e)
    assert s.earlier == ("x", "y") and s.earlier.queries == ("q1", "q2")
    assert s.to_dict()["earlier"] == ["x", "y"]
    ep = Episode("e", "Q?", [Step("t", input="q1", observation="x"),
                             Step("t", input="q2", observation="y")])  # fmt: skip
    (_, first), (_, second) = ep.samples(earlier=True)
    assert first.earlier == () and second.earlier.queries == ("q1",)


def test_score_paths_agree_with_the_gate_on_a_mixed_run() -> None:
    det = make_detector("default").fit([])
    pens = "1. Blue pen $2\n2. Red pen $3\n3. Pen set $9"
    steps = [("A", "Invalid action!"), ("B", "No results."), ("A", "Invalid action!"),
             ("C", pens), ("C", "Invalid action!")]  # fmt: skip
    ep = Episode("e", "Buy a blue pen", [Step("click", input=q, observation=o) for q, o in steps])
    by_episode = [det.judge(s) for _, s in ep.samples(earlier=True)]
    gate = StopGate(det, k=9)
    by_gate = [gate.observe({"question": ep.question, "query": q, "observation": o},
                            source="click", episode="e").judgment for q, o in steps]  # fmt: skip
    assert [j.verdict for j in by_episode] == [j.verdict for j in by_gate]
    assert all(
        (math.isnan(a.score) and math.isnan(b.score)) or a.score == b.score
        for a, b in zip(by_episode, by_gate, strict=True)
    )
