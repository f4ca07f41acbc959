"""A listing of an API's records (messages, events: an id, several fields, no title, no link)
is data to ``default``: new, useful; the same again, useless. Search hits stay judged by their
words."""

from __future__ import annotations

import json

import pytest

from uselessdetect import Sample, make_detector
from uselessdetect.detectors._default import DATA_SCORE
from uselessdetect.shapes import Seen, parse_result
from uselessdetect.shapes._values import RECORDS_REASON

Q = "Collect all bug reports posted in #beta-feedback this week and post a summary in #triage."


def _messages(start: int, n: int = 5) -> str:
    return json.dumps(
        [
            {
                "id": str(1249017700000000000 + i),
                "type": 0,
                "content": f"[bug] the export screen freezes after step {i}",
                "channel_id": "1190338812200001",
                "author": {"id": str(99000100 + i), "username": f"user{i}"},
                "timestamp": f"2024-06-1{i % 10}T08:00:11+00:00",
            }
            for i in range(start, start + n)
        ]
    )


@pytest.fixture(scope="module")
def default():
    return make_detector("default").fit([])


def test_a_listing_of_records_is_read_as_records() -> None:
    parsed = parse_result(_messages(0))
    assert parsed.kind == "listing" and parsed.reason == f"5 {RECORDS_REASON}"


@pytest.mark.parametrize(
    "items",
    [
        # search hits: a title or a link points elsewhere; their words are what they offer
        [{"id": 1, "title": "Onboarding template", "type": "page", "status": "current"}],
        [{"id": 1, "url": "https://x.org/a", "snippet": "a b c", "score": 0.3}],
        [{"id": 1, "type": "page", "content": "a b c", "_links": {"webui": "/p/1"}}],
        # too few fields to be a record of its own, or no id at all
        [{"id": 1, "content": "a text", "score": 0.4}],
        [{"content": "a text", "author": "ann", "date": "2024-01-01", "channel": "c"}],
    ],
)
def test_hits_and_thin_items_stay_a_listing(items: list[dict]) -> None:
    parsed = parse_result(json.dumps(items * 3))
    assert parsed.kind == "listing" and not parsed.reason.endswith(RECORDS_REASON)


#: PlanGrid's issues page: titled records (a title among an id, a state, a room, people, dates)
PUNCH = {
    "total_count": 9,
    "next_page_url": "https://io.plangrid.com/projects/6c7a/issues?skip=4&limit=4",
    "data": [
        {
            "uid": f"8900567f-{i}",
            "number": 201 + i,
            "title": t,
            "status": "open",
            "type": "issue",
            "room": "Unit 304",
            "assigned_to": [{"uid": "0a57", "type": "user", "email": "finishes@crestline.co"}],
            "created_at": "2024-02-23T09:13:00+00:00",
        }
        for i, t in enumerate(["Paint touch-up at door frame", "Missing outlet cover kitchen"])
    ],
}


@pytest.mark.parametrize(
    "items",
    [
        PUNCH["data"],
        # a form's submissions: a title and a review state, the id named for what it is
        [
            {"submissionId": "1229", "title": "Murals", "submitterName": "Alma Quiroz",
             "status": "In Progress", "submittedAt": "2025-02-11", "averageScore": 8.6,
             "labels": []}
        ],
        # Dataverse's accounts: an id named for its entity, no title
        [{"@odata.etag": 'W/"1"', "accountid": "a1", "accountnumber": "N-1", "name": "Contoso",
          "address1_city": "Lisbon"}],
    ],
)  # fmt: skip
def test_titled_records_and_named_ids_are_records(items: list[dict]) -> None:
    parsed = parse_result(json.dumps({"data": items * 2}))
    assert parsed.kind == "listing" and parsed.reason.endswith(RECORDS_REASON)


def test_a_search_hit_with_many_fields_and_no_state_stays_a_hit() -> None:
    # Europeana's search: an id, a title and many fields, found for the query's words
    hit = {"id": "/90402/SK_C_5", "title": ["De Nachtwacht"], "dcCreator": ["Rembrandt"],
           "year": ["1642"], "type": "IMAGE", "dataProvider": ["Rijksmuseum"],
           "country": ["Netherlands"]}  # fmt: skip
    parsed = parse_result(json.dumps({"items": [hit] * 3}))
    assert parsed.kind == "listing" and not parsed.reason.endswith(RECORDS_REASON)


def test_default_reads_a_page_of_issues_as_data(default) -> None:
    q = "How many punch items on Elm Street Lofts are still open on the 3rd floor?"
    assert default.judge(Sample(q, json.dumps(PUNCH))).score == DATA_SCORE


def test_default_reads_new_records_as_data_and_repeats_as_useless(default) -> None:
    first, second = _messages(0), _messages(5)
    assert default.judge(Sample(Q, first)).score == DATA_SCORE
    assert default.judge(Sample(Q, second, earlier=(first,))).score == DATA_SCORE
    again = default.judge(Sample(Q, _messages(0), earlier=(first, second)))
    assert again.verdict.value == "useless"


def test_default_still_reads_hits_by_their_words(default) -> None:
    hits = json.dumps(
        [
            {"id": i, "title": t, "type": "page", "status": "current"}
            for i, t in enumerate(["Holiday rota", "Office plants", "Parking rules"])
        ]
    )
    assert default.judge(Sample(Q, hits)).score != DATA_SCORE


def test_page_models_read_a_listing_of_records_as_default_does() -> None:
    """A page model's useless verdict on a listing of records (data) is left to ``default``:
    new messages are useful, the same page of them again useless; a listing of hits keeps the
    ``classifier``'s verdict (it reads listings by their words)."""
    import numpy as np

    from uselessdetect.detectors._default import defer_off_pages, is_data, mute_shapes

    assert is_data(parse_result(_messages(0)))
    text = "The support team's holiday rota lists who covers each public holiday this year."
    hits = json.dumps([{"id": 1, "title": "Holiday rota", "content": text, "type": "page"}] * 3)
    assert not is_data(parse_result(hits))
    again = Sample(Q, _messages(0), earlier=Seen.of([_messages(0)]))
    samples = [Sample(Q, _messages(0)), again, Sample(Q, hits)]
    scores = mute_shapes(np.array([0.99, 0.99, 0.99]), samples, cutoff=0.5)
    assert list(scores) == [0.99, 0.99, 0.99]  # data is not muted: default reads it below
    scores = defer_off_pages(scores, samples, cutoff=0.5, listings=False)
    assert scores[0] < 0.5 and scores[1] == 0.99 and scores[2] == 0.99
