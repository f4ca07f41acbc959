"""The page models defer to ``default`` off the shapes they read: ``classifier`` off one
paragraph of prose and listings, ``semantic`` off one paragraph; data of any layout (a record,
values on one line) is no page. Each check first shows the model's own useless verdict, so it
fails when the deferral goes, not only when the model changes."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from uselessdetect import Sample, make_detector
from uselessdetect.detectors._default import defer_off_pages
from uselessdetect.shapes import Seen

SEMANTIC = bool(importlib.util.find_spec("onnxruntime") and importlib.util.find_spec("tokenizers"))
Q = "When was the Eiffel Tower built?"
RECORD = '{"id": 4101, "host": "db-07", "node": "n7", "owner": "ana", "disk_gb": 120}'
METAR = "METAR KPAO 101847Z 31008KT 10SM FEW014 16/09 A3011"
LISTING = (
    '[{"title": "Lyon", "url": "https://en.wikipedia.org/wiki/Lyon", "snippet": "Lyon is a '
    'city in France on the Rhone."}, {"title": "Nice", "url": "https://en.wikipedia.org/wiki/'
    'Nice", "snippet": "Nice is a city on the French Riviera."}]'
)


@pytest.fixture(scope="module")
def classifier():
    return make_detector("classifier").fit([])


def _raw(det, s: Sample) -> float:
    return float(det._scores_capped([s], det._cap())[0])


@pytest.mark.parametrize("text", [RECORD, METAR])
def test_classifier_leaves_new_data_to_default(classifier, text: str) -> None:
    s = Sample(Q, text, query="x y")
    assert _raw(classifier, s) >= classifier.cutoff_  # the model alone: useless
    j = classifier.judge(s)
    assert j.verdict.value == "useful" and j.score < classifier.cutoff_
    assert classifier.predict_proba([s])[0, 1] == pytest.approx(j.score)  # batch path too


@pytest.mark.parametrize("text", [RECORD, METAR])
def test_classifier_calls_data_repeated_useless(classifier, text: str) -> None:
    s = Sample(Q, text, query="x y", earlier=Seen.of([text]))
    assert classifier.judge(s).verdict.value == "useless"


def test_the_classifier_reads_the_results_a_gate_keeps(classifier) -> None:
    """``reads_earlier`` is what makes a gate hand it the tool's earlier results."""
    assert classifier.reads_earlier is True


def test_a_listing_keeps_the_classifier_verdict_only() -> None:
    """``listings=False`` keeps the model's verdict on a listing that ``default`` reads as
    useful; the default deferral replaces it."""
    s = Sample("Which French city lies on the Rhone?", LISTING, query="Lyon Rhone city")
    assert make_detector("default").fit([]).judge(s).verdict.value == "useful"
    kept = defer_off_pages(np.array([0.95]), [s], 0.87, listings=False)
    deferred = defer_off_pages(np.array([0.95]), [s], 0.87)
    assert kept[0] == 0.95 and deferred[0] < 0.87


def test_one_paragraph_of_prose_keeps_the_model_verdict() -> None:
    s = Sample(Q, "Lyon is a city in France on the Rhone.", query="x y")
    assert defer_off_pages(np.array([0.95]), [s], 0.5)[0] == 0.95


@pytest.mark.skipif(not SEMANTIC, reason="the [semantic] extra (onnxruntime, tokenizers)")
def test_semantic_reads_data_as_default_does() -> None:
    det = make_detector("semantic").fit([])
    new = Sample(Q, RECORD, query="x y")
    again = Sample(Q, RECORD, query="x y", earlier=Seen.of([RECORD]))
    assert det._raw_scores([new])[0] >= det.cutoff_  # the model alone: useless
    assert det.judge(new).verdict.value == "useful"
    assert det.judge(again).verdict.value == "useless"


def test_default_reads_a_code_tool_output_as_data() -> None:
    det = make_detector("default").fit([])
    task = "Run the Bell circuit on the quantum backend and report the counts"
    assert det.judge(Sample(task, "QUEUED\n", query="print(job.status())")).verdict.value == (
        "useful"
    )
    assert det.judge(Sample(task, "QUEUED\n", query="job status")).verdict.value == "useless"
