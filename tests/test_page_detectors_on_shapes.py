"""What a result's shape does not support, the detectors that read pages (``classifier``,
``semantic``) do not say, as ``default`` does not (``detectors._default.mute_shapes``):

* an error that rejects the call itself: no verdict the first time (the source works; the
  agent can fix its call), useless when the agent makes the same call again;
* data (a command's output, a table, a record of short fields) and receipts: never useless
  by a page model's reading; a record whose field is a passage is read as a page.
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


DATA = [
    "<returncode>0</returncode>\n<output>\n</output>",  # a command that printed nothing
    "total 8\n-rw-r--r-- 1 dev dev 812 Jun  3 10:01 README.md\n"
    "drwxr-xr-x 3 dev dev 4096 Jun  3 10:01 src\n-rw-r--r-- 1 dev dev 90 Jun  3 10:01 setup.py",
    '{"reservation_id": "4WQ150", "status": "confirmed", "cabin": "economy"}',
    '[{"customer_id": 17, "orders": 9}, {"customer_id": 42, "orders": 6}]',
    "Email sent successfully.",
    "",  # what a think tool returns
    "76.0",  # a calculator's answer
]


@pytest.mark.parametrize("observation", DATA)
def test_data_and_receipts_are_never_useless(det, observation: str) -> None:
    assert det.judge(Sample(QUESTION, observation, query="x y")).verdict.value != "useless"


def test_a_record_whose_field_is_a_passage_is_no_data_and_default_reads_it() -> None:
    """A look-up's record with a passage is no data (``is_data``), but it is no paragraph or
    listing either: the classifier's useless verdict on it gives way to ``default``'s
    reading of a record (kept: on the 27 tool fixtures, keeping the model's verdict on such
    records stopped two more successful sessions, a geocoder's features and a transcript)."""
    from uselessdetect.detectors._default import is_data
    from uselessdetect.shapes import parse_result

    page = '{"title": "Oslo", "extract": "Oslo is the capital and most populous city of Norway."}'
    assert not is_data(parse_result(page))
    det = make_detector("classifier").fit([])
    s = Sample("Who founded Creed?", page, query="Creed")
    assert det._scores_capped([s], det._cap())[0] >= det.cutoff_  # the model: useless
    assert det.judge(s).verdict == make_detector("default").fit([]).judge(s).verdict


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


#: ldapsearch's LDIF, longer than a short text of values (the shape step reads it as text)
LDIF = "# extended LDIF\n#\n# LDAPv3\n# base <DC=corp,DC=acme,DC=com> with scope subtree\n\n" + (
    "\n\n".join(
        f"# user{i}, Staff, corp.acme.com\ndn: CN=user{i},OU=Staff,DC=corp,DC=acme,DC=com\n"
        f"memberOf: CN=sre,OU=Groups,DC=corp,DC=acme,DC=com\nuserAccountControl: 512\n"
        f"pwdLastSet: 13380{i}1234\nsAMAccountName: user{i}"
        for i in range(8)
    )
)
PAGE = (
    "The on-call group is the team of engineers who answer pages for the production services "
    "of the company; it is managed in the directory and reviewed every quarter by its owner."
)


def test_semantic_reads_no_verdict_on_new_machine_text_but_keeps_it_on_a_repeat() -> None:
    import numpy as np

    from uselessdetect.detectors._default import is_data, mute_shapes
    from uselessdetect.shapes import parse_result
    from uselessdetect.shapes._source import holds_sentences

    assert not holds_sentences(LDIF) and holds_sentences(PAGE)
    assert parse_result(LDIF).kind == "prose" and not is_data(parse_result(LDIF))
    q = "Who is in the sre on-call group?"
    new = Sample(q, LDIF, query="(memberOf=CN=sre)")
    again = Sample(q, LDIF, query="(memberOf=CN=sre)", earlier=EarlierTexts([LDIF], ["x"]))
    page = Sample(q, PAGE, query="sre on-call")
    got = mute_shapes(np.array([0.99, 0.99, 0.99]), [new, again, page], 0.5, sentences=True)
    assert np.isnan(got[0]) and got[1] == 0.99 and got[2] == 0.99
    # classifier's reading (sentences=False) keeps every verdict
    kept = mute_shapes(np.array([0.99, 0.99]), [new, page], 0.5)
    assert list(kept) == [0.99, 0.99]
