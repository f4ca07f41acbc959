"""``semantic`` reads shapes: a listing item by item in one call, bounded; pages unchanged."""

from __future__ import annotations

import json
import math
from typing import Any

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")

from uselessdetect import Sample, Verdict  # noqa: E402
from uselessdetect.corpus import hotpotqa_samples  # noqa: E402
from uselessdetect.detectors._semantic import SemanticDetector  # noqa: E402
from uselessdetect.detectors._semantic_shapes import needs_model, texts_of  # noqa: E402
from uselessdetect.io import sample_hotpotqa_path  # noqa: E402

QUESTION = "Which band did the Creed singer found?"
GOLD = (
    "Creed: Creed is an American rock band formed in Tallahassee, Florida in 1994 by singer "
    "Scott Stapp and guitarist Mark Tremonti."
)
OFF = [
    "Ariel (Disney): Ariel is a fictional character in Disney's The Little Mermaid.",
    "Tallahassee: Tallahassee is the capital city of the U.S. state of Florida.",
    "Apostles' Creed: The Apostles' Creed is an early statement of Christian belief.",
    "Mermaid: A mermaid is a legendary aquatic creature with the head of a woman.",
]


def _listing(items: list[str]) -> Sample:
    text = "\n".join(f"{i + 1}. {t}" for i, t in enumerate(items))
    return Sample(QUESTION, text, query="Creed")


class _Counting:
    """An onnxruntime session that counts its calls and the pairs each call runs."""

    def __init__(self, session: Any) -> None:
        self.session, self.calls = session, []  # type: list[int]

    def run(self, names: Any, feed: dict[str, np.ndarray]) -> Any:
        self.calls.append(int(feed["input_ids"].shape[0]))
        return self.session.run(names, feed)


@pytest.fixture(scope="module")
def det() -> SemanticDetector:
    return SemanticDetector().fit([])


@pytest.fixture
def counted(det: SemanticDetector) -> Any:
    real = det._session
    det._session = _Counting(real)
    try:
        yield det
    finally:
        det._session = real
        det.set_params(batch_size=1, max_items=20)


def _whole_text(det: SemanticDetector, samples: list[Sample]) -> np.ndarray:
    """Scores as read before shapes: the model on the raw observation, one pair each."""
    return np.array(
        [
            det._run(*det._encoder.encode_rows([s]))[0] if needs_model(s.observation) else 1.0
            for s in samples
        ]
    )


def test_a_listing_is_useful_when_one_item_is(det: SemanticDetector) -> None:
    items = [OFF[0], OFF[1], GOLD, OFF[2]]
    single = det.predict_proba([Sample(QUESTION, t, query="Creed") for t in items])[:, 1]
    assert single[2] < det.cutoff_ <= min(single[[0, 1, 3]])  # the items, judged alone
    off = [OFF[0], OFF[1], OFF[3]]  # no word of the question: default agrees they are off
    with_gold, without = det.judge_many([_listing(items), _listing(off)])
    assert with_gold.verdict is Verdict.USEFUL
    assert without.verdict is Verdict.USELESS
    assert with_gold.score < without.score
    # many results (one call each at batch_size 1) score as each alone (the gate's path)
    assert [with_gold.score, without.score] == [
        det.judge(_listing(items)).score,
        det.judge(_listing(off)).score,
    ]


def test_off_one_paragraph_a_useless_verdict_needs_defaults_agreement(
    det: SemanticDetector,
) -> None:
    """The model calls these useless; ``default`` reads them as useful, and its reading
    decides wherever the result is not one paragraph of prose."""
    minutes = (
        "file_name: board_minutes_2024_q1.pdf\npage_label: 4\n\n7. Headcount. The Board "
        "resolved to freeze all new hiring with effect from 1 February 2024, except backfills "
        "approved by the CFO."
    )
    record = json.dumps({"id": "doc_12", "source": "minutes_q1.pdf", "text": minutes[50:]})
    task = "When did the board freeze hiring in 2024, and which exceptions were granted?"
    cases = [
        Sample(task, minutes, query="hiring freeze decision Q1 2024"),
        Sample(task, record, query="hiring freeze decision Q1 2024"),
        _listing(OFF),  # the Apostles' Creed: an item that shares the question's word
    ]
    raw = det._raw_scores(cases)
    assert (raw >= det.cutoff_).all()  # the model alone: all three useless
    got = det.judge_many(cases)
    assert [j.verdict for j in got] == [Verdict.USEFUL] * 3
    assert all(j.score < det.cutoff_ for j in got)
    # one paragraph of prose keeps the model's verdict, however many words it shares
    page = minutes.split("\n\n", 1)[1]
    assert "\n" not in page and det.judge(Sample(task, page)).verdict is Verdict.USELESS
    # and where default agrees (the same chunk again), the model's score stands
    again = Sample(task, minutes, query="hiring freeze Q1", earlier=(minutes,))
    assert det.judge(again).verdict is Verdict.USELESS
    assert det.judge(again).score == pytest.approx(float(det._raw_scores([again])[0]))


def test_a_listing_scores_its_most_useful_item(counted: SemanticDetector) -> None:
    items = [OFF[0], GOLD, OFF[1]]
    got = counted._raw_scores([_listing(items)])[0]  # the model's reading of the listing
    assert counted._session.calls == [3]
    counted._session.calls.clear()
    texts = texts_of(_listing(items))
    assert isinstance(texts, list) and len(texts) == 3
    alone = counted._run(
        *counted._encoder.encode_pairs(
            [(f"{QUESTION} | search: Creed", t) for t in texts]  # the ask as ask_text writes it
        )
    )
    assert got == pytest.approx(float(alone.min()))


#: Items none of which shares a word with the question: ``default`` calls the listing useless,
#: so the model is asked.
OFF3 = [OFF[0], OFF[1], OFF[3]]


def test_a_listing_is_one_call_and_a_batch_is_one_call(counted: SemanticDetector) -> None:
    counted.judge(_listing(OFF3))
    assert counted._session.calls == [len(OFF3)]  # the gate's path: n pairs, one call
    counted._session.calls.clear()
    counted.set_params(batch_size=64)
    other = _listing(OFF3[::-1])
    counted.predict_proba([_listing(OFF3), Sample(QUESTION, GOLD), other])
    assert counted._session.calls == [2 * len(OFF3) + 1]
    counted._session.calls.clear()
    counted.set_params(batch_size=1)  # one result per call; a listing's items stay together
    counted.predict_proba([_listing(OFF3), Sample(QUESTION, GOLD), other])
    assert sorted(counted._session.calls) == [1, len(OFF3), len(OFF3)]


def _verdicts(scores: np.ndarray, cutoff: float) -> list[str]:
    return ["unknown" if math.isnan(x) else "useless" if x >= cutoff else "useful" for x in scores]


def test_off_pages_what_default_finds_useful_runs_no_model_and_keeps_every_verdict(
    counted: SemanticDetector,
) -> None:
    """Off one paragraph of prose, where ``default`` finds a result useful and no rule would
    mute the model's useless verdict, the verdict is useful whatever the model says: the model
    is not run. Every verdict is the one the model's reading, muted and deferred, gives."""
    from uselessdetect.detectors._default import (
        _shape_reader,
        defer_off_pages,
        mute_shapes,
        settled_by_default,
    )

    doc = "Board minutes, Q1\n\nThe Board resolved to freeze hiring.\n\nCreed was discussed."
    cases = [
        _listing([OFF[0], GOLD, OFF[1]]),  # a listing default finds useful
        _listing(OFF),  # one item shares a word of the question
        _listing(OFF3),  # none does: default calls it useless
        # lists of names: default finds the first useful (a name asked for), the second not;
        # the model calls both useless, and a name alone is no evidence: no verdict
        Sample(QUESTION, "1. Creed (band)\n2. Creed (film)\n3. Apostles' Creed", query="Creed"),
        Sample(QUESTION, "1. Tallahassee\n2. Mermaid\n3. Ariel", query="Creed"),
        Sample(QUESTION, doc, query="Creed"),  # a document of several parts
        Sample(QUESTION, GOLD),  # one paragraph: the model's to read
        Sample(QUESTION, OFF[2]),
    ]
    settled = settled_by_default(cases, counted.cutoff_)
    assert sorted(settled) == [0, 1, 5]  # not the names: muted where the model says useless
    reader = _shape_reader()
    for i, score in settled.items():
        assert score == pytest.approx(reader._score_one(cases[i]) * counted.cutoff_ / 0.5)
    got = counted._scores(cases)  # NaN: no verdict (predict_proba writes 0.5)
    assert sorted(counted._session.calls) == [1, 1, 3, 3, 3]  # none for the three settled
    assert _verdicts(got, counted.cutoff_)[3:5] == ["unknown", "unknown"]
    full = counted._raw_scores(cases)
    full = defer_off_pages(
        mute_shapes(full, cases, counted.cutoff_, sentences=True), cases, counted.cutoff_
    )
    assert _verdicts(got, counted.cutoff_) == _verdicts(full, counted.cutoff_)


def test_items_are_bounded(counted: SemanticDetector) -> None:
    many = [f"Creed song number {i}: a song by the band Creed." for i in range(200)]
    counted.judge(_listing(many))
    assert counted._session.calls == [20]
    counted._session.calls.clear()
    counted.set_params(max_items=3)
    counted.judge(_listing(many))
    assert counted._session.calls == [3]


def test_errors_score_one_and_receipts_abstain_without_the_model(
    counted: SemanticDetector,
) -> None:
    errors = ['{"error": "quota exceeded"}', "[]", "No results found.", '{"results": []}']
    # receipts, and nothing at all (what a tool that acts returns): no verdict, as default
    receipts = ['{"status": "ok"}', "Email sent successfully.", "<returncode>0</returncode>", ""]
    j = counted.judge_many([Sample(QUESTION, o) for o in errors + receipts])
    assert [x.verdict for x in j] == [Verdict.USELESS] * 4 + [Verdict.UNKNOWN] * 4
    assert all(x.score == 1.0 for x in j[:4])
    assert counted._session.calls == []
    p = counted._raw_scores([Sample(QUESTION, receipts[0])])
    assert math.isnan(p[0])


def test_data_default_finds_useful_runs_no_model(counted: SemanticDetector) -> None:
    """A table, a command's output, a record of short fields: where ``default`` finds the data
    useful the verdict is useful whatever the model says, so the model is not run; data that
    ``default`` calls useless (the same rows again) and pages still are."""
    from uselessdetect.detectors._default import _shape_reader

    table = "id\tname\tstatus\n1\tedge-mx2\tup\n2\tedge-mx3\tdown\n3\tcore-1\tup"
    record = json.dumps({"reservation_id": "4WQ150", "status": "confirmed", "seats": 2})
    command = "<returncode>0</returncode><output>Filesystem 1K-blocks Used\n/dev/sda1 1024 512"
    command += "</output>"
    data = [Sample(QUESTION, o, query="status") for o in (table, record, command)]
    got = counted.judge_many(data)
    assert counted._session.calls == []
    assert [j.verdict for j in got] == [Verdict.USEFUL] * 3
    reader = _shape_reader()
    for j, s in zip(got, data, strict=True):  # default's score, scaled below the cut-off
        assert j.score == pytest.approx(reader._score_one(s) * counted.cutoff_ / 0.5)
    # the same rows again: default calls them useless, and the model is asked
    again = Sample(QUESTION, table, query="status", earlier=(table,))
    assert counted.judge(again).verdict is Verdict.USELESS
    assert counted._session.calls == [3]  # a table is read row by row
    counted._session.calls.clear()
    # one call for a mixed batch holds the page's pair and none of the data's
    counted.set_params(batch_size=64)
    mixed = counted.judge_many([data[0], Sample(QUESTION, GOLD), data[1]])
    assert counted._session.calls == [1]
    assert [j.score for j in mixed][::2] == [got[0].score, got[1].score]


def test_a_page_saying_successful_is_read_as_a_page(det: SemanticDetector) -> None:
    page = (
        "Steve Wozniak: He primarily designed the 1977 Apple II, known as one of the first "
        "highly successful mass-produced microcomputers, while Jobs oversaw the development."
    )
    s = Sample(QUESTION, page, query="Creed")
    assert det.judge(s).verdict is not Verdict.UNKNOWN
    assert det.predict_proba([s])[0, 1] == _whole_text(det, [s])[0]


def test_pages_score_as_before_shapes(det: SemanticDetector) -> None:
    """Every page of the bundled HotpotQA sample (gold, injected, plausible, answerless) scores
    exactly as the model reading it whole: today's page figures cannot move."""
    pages = hotpotqa_samples([sample_hotpotqa_path()])[:120]
    np.testing.assert_array_equal(det.predict_proba(pages)[:, 1], _whole_text(det, pages))
    assert [det.judge(p).score for p in pages[:10]] == _whole_text(det, pages[:10]).tolist()


def test_a_table_row_is_read_under_its_header_and_a_record_by_its_fields() -> None:
    table = "band,founded,city\nCreed,1994,Tallahassee\nAlter Bridge,2004,Orlando"
    assert texts_of(Sample(QUESTION, table)) == [
        "band,founded,city\nCreed,1994,Tallahassee",
        "band,founded,city\nAlter Bridge,2004,Orlando",
    ]
    record = json.dumps({"name": "Creed", "founded": 1994, "members": ["Scott Stapp"]})
    assert texts_of(Sample(QUESTION, record)) == [
        "name: Creed; founded: 1994; members: Scott Stapp"
    ]
    envelope = json.dumps({"content": [{"type": "text", "text": GOLD}]})
    assert texts_of(Sample(QUESTION, envelope)) == [GOLD]  # prose inside an envelope


@pytest.mark.parametrize(
    "observation",
    [
        "\n".join(f"{i}. Creed item {i}" for i in range(1, 400_000)),  # a huge listing (~7 MB)
        "[" * 50_000 + "]" * 50_000,
        '{"a": ' * 5_000 + "1" + "}" * 5_000,
        json.dumps({"result": json.dumps({"result": json.dumps([{"title": "Creed"}] * 80)})}),
        json.dumps([[1, 2]] * 1000),
        "x" * 20_000_000,
        "1.\n2.\n3.\n",
        '{"content": [{"type": "text", "text": ""}]}',
    ],
    ids=["huge-listing", "deep-list", "deep-object", "json-in-json", "rows", "20MB", "bare", "env"],
)
def test_bad_input_is_judged_never_raises(det: SemanticDetector, observation: str) -> None:
    s = Sample(QUESTION, observation, query="Creed")
    p = det.predict_proba([s, Sample(QUESTION, GOLD)])
    assert p.shape == (2, 2) and np.all(np.isfinite(p))
    assert det.judge(s).verdict in (Verdict.USEFUL, Verdict.USELESS, Verdict.UNKNOWN)


def test_a_list_of_names_is_never_useless_only_useful_or_unknown(det: SemanticDetector) -> None:
    """Titles or a table of contents: the model reads pages; a name alone is no evidence that
    a source failed, so where it finds no name useful there is no verdict."""
    names = Sample(QUESTION, "1. Ariel (Disney)\n2. Mermaid\n3. Tallahassee", query="Creed")
    toc = Sample(QUESTION, 'Sections of "Mermaid":\n1. History\n2. Legends\n3. Culture')
    pages = _listing([OFF[0], OFF[1], OFF[3]])  # a listing with snippets: read, and judged
    got = det.judge_many([names, toc, pages])
    assert [j.verdict for j in got] == [Verdict.UNKNOWN, Verdict.UNKNOWN, Verdict.USELESS]
    raw = det._raw_scores([names, toc])
    assert (raw >= det.cutoff_).all()  # the model alone would have said useless


def test_one_semantic_instance_scores_as_the_name() -> None:
    """The held-out fixtures' replays judge with one fitted ``semantic`` on one thread
    (``tests/_heldout.judged_with``); a gate built from the name (two threads, fitted anew per
    replay) must reach the same figures, session by session."""
    from tests._heldout import DATA, judged_with

    from uselessdetect.io import read_real_runs
    from uselessdetect.measure import replay_outcomes

    shared = judged_with("semantic")
    assert isinstance(shared, SemanticDetector) and shared.threads == 1
    episodes = list(read_real_runs(DATA / "tool_heldout5.jsonl"))[:16]

    def counts(detector: Any, ep: Any) -> tuple[int, ...]:
        o = replay_outcomes([ep], detector, k=3, n_boot=0).overall
        return (
            o["success_stopped"]["runs"],
            o["success_stopped"]["stopped"],
            o["success_withheld"]["withheld"],
            o["calls_cut_failed"]["cut"],
            o["calls_cut_failed"]["calls"],
        )

    got = [counts(shared, ep) for ep in episodes]
    assert got == [counts("semantic", ep) for ep in episodes]
    assert sum(g[1] for g in got) + sum(g[3] for g in got) > 0  # the sample has stops or cuts
