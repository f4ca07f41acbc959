"""An error that rejects the call itself reads the same in every detector that reads pages:
no verdict the first time (the source works; the agent can fix its call), useless when the
agent makes the same call again — as ``default`` reads it (``detectors._default.error_score``).
"""

from __future__ import annotations

import importlib.util

import pytest

from uselessdetect import Sample, StopGate, make_detector
from uselessdetect._types import EarlierTexts

QUESTION = "Which customers placed more than five orders in 2024?"
REJECTED = 'ERROR:  column "signup_date" does not exist'
SQL = "SELECT id FROM customers WHERE signup_date > '2024-01-01'"
FIXED = "SELECT id FROM customers WHERE created_at > '2024-01-01'"
DOWN = "503 Service Unavailable"

DETECTORS = ["default", "classifier"]
if importlib.util.find_spec("onnxruntime") and importlib.util.find_spec("tokenizers"):
    DETECTORS.append("semantic")


@pytest.fixture(scope="module", params=DETECTORS)
def det(request):
    return make_detector(request.param).fit([])


def test_a_first_rejection_has_no_verdict_and_the_same_call_again_is_useless(det) -> None:
    first = Sample(QUESTION, REJECTED, query=SQL)
    assert det.judge(first).verdict.value == "unknown"
    again = Sample(QUESTION, REJECTED, query=SQL, earlier=EarlierTexts([REJECTED], [SQL]))
    assert det.judge(again).verdict.value == "useless"
    other = Sample(QUESTION, REJECTED, query=FIXED, earlier=EarlierTexts([REJECTED], [SQL]))
    assert det.judge(other).verdict.value == "unknown"  # a different call: a new attempt


def test_a_source_failure_stays_useless(det) -> None:
    assert det.judge(Sample(QUESTION, DOWN, query=SQL)).verdict.value == "useless"


def test_a_gate_keeps_the_calls_so_the_same_rejected_call_counts(det) -> None:
    gate = StopGate(det, k=2)
    sample = {"question": QUESTION, "query": SQL, "observation": REJECTED}
    first = gate.observe(sample, source="query", episode="e")
    assert first.judgment.verdict.value == "unknown" and first.run == 0
    second = gate.observe(sample, source="query", episode="e")
    assert second.judgment.verdict.value == "useless" and second.run == 1
    third = gate.observe(sample, source="query", episode="e")
    assert third.tripped
