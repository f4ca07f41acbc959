"""benchmarks/bench_semantic_sentences.py: the sentence rows it trains on and the page split."""

from __future__ import annotations

import pytest
from tests._bench import import_benchmark

from uselessdetect import Sample

Q = "In which year was the band Creed formed?"
RECORDS = {
    "q1": {
        "question": Q,
        "supporting_facts": [["Creed (band)", 1]],
        "context": [
            ["Creed (band)", ["Creed is an American rock band.", " It formed in 1994.", " "]],
            ["Oslo", ["Oslo is the capital of Norway.", " It has a fjord."]],
        ],
    },
    "q2": {
        "question": "Where is Bergen?",
        "supporting_facts": [["Bergen", 0]],
        "context": [["Bergen", ["Bergen is a city in Norway."]], ["Lima", ["Lima is in Peru."]]],
    },
}


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    return import_benchmark("bench_semantic_sentences")


def _page(kind: str, text: str, label: int) -> Sample:
    return Sample(Q, text, query="Creed", label=label, kind=kind, source="hotpotqa:q1")


def test_sentence_labels_follow_the_supporting_facts(bench) -> None:  # type: ignore[no-untyped-def]
    samples = [
        _page("gold", "Creed (band): Creed is an American rock band. It formed in 1994.", 0),
        _page("answerless", "Creed (band): Creed is an American rock band.", 1),
        _page("plausible", "Oslo: Oslo is the capital of Norway. It has a fjord.", 1),
        _page("injected", "Lima: Lima is in Peru.", 1),
    ]
    rows = bench.sentence_rows(samples, RECORDS)
    got = [(r.kind, r.label, r.observation) for r in rows]
    assert got == [
        ("answerless", 1, "Creed (band): Creed is an American rock band."),
        ("gold", 0, "Creed (band): It formed in 1994."),  # the one supporting fact
        ("plausible", 1, "Oslo: Oslo is the capital of Norway."),
        ("plausible", 1, "Oslo: It has a fjord."),
        ("injected", 1, "Lima: Lima is in Peru."),  # another question's page, from its record
    ]
    assert {r.question for r in rows} == {Q} and {r.query for r in rows} == {"Creed"}


def test_a_useful_real_step_keeps_only_its_supporting_sentences_useful(bench) -> None:  # type: ignore[no-untyped-def]
    step = "Creed was formed in Tallahassee. It formed in 1994 in Florida."
    useful = Sample(Q, step, query="Creed", label=0, kind="real", source="knowagent:q1/D0#1")
    useless = Sample(Q, step, query="Creed", label=1, kind="real", source="knowagent:q1/D0#2")
    rows = bench.sentence_rows([useful, useless], RECORDS)
    assert [(r.label, r.observation) for r in rows] == [
        (1, "Creed was formed in Tallahassee."),
        (0, "It formed in 1994 in Florida."),
        (1, "Creed was formed in Tallahassee."),
        (1, "It formed in 1994 in Florida."),  # a useless step has no useful sentence
    ]


def test_fever_rows_pass_as_given(bench) -> None:  # type: ignore[no-untyped-def]
    claim = Sample(
        "Creed is a band.", "Creed is a rock band.", label=0, kind="gold", source="fever:1"
    )
    assert bench.sentence_rows([claim], RECORDS) == [claim]


def test_split_page_carries_the_title_and_keeps_untitled_text(bench) -> None:  # type: ignore[no-untyped-def]
    assert bench.split_page("Oslo: Oslo is a city. It is old! Is it? Yes (since 1040).") == [
        "Oslo: Oslo is a city.",
        "Oslo: It is old!",
        "Oslo: Is it?",
        "Oslo: Yes (since 1040).",
    ]
    assert bench.split_page("e.g. a list: no title here") == ["e.g. a list: no title here"]
    long_title = "x" * 121
    assert bench.split_page(f"{long_title}: A. B.") == [f"{long_title}: A.", "B."]
