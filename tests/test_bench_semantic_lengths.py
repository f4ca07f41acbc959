"""benchmarks/bench_semantic_lengths.py's count of gold pages whose answer the budget cuts off."""

from __future__ import annotations

import pytest

pytest.importorskip("tokenizers")

from tests._bench import import_benchmark  # noqa: E402

from uselessdetect import Sample  # noqa: E402


@pytest.fixture(scope="module")
def bench():  # type: ignore[no-untyped-def]
    return import_benchmark("bench_semantic_lengths")


def _pair(lead: str, support: str, source: str = "hotpotqa:q1") -> list[Sample]:
    q = "In which year was the band founded?"
    gold = Sample(
        q, f"The Band: {lead} {support}", query="The Band", label=0, kind="gold", source=source
    )
    answerless = Sample(
        q, f"The Band: {lead}", query="The Band", label=1, kind="answerless", source=source
    )
    return [gold, answerless]


def test_a_supporting_sentence_past_the_budget_counts_as_cut(bench) -> None:  # type: ignore[no-untyped-def]
    from tokenizers import Tokenizer

    tok = Tokenizer.from_file(str(bench.TOKENIZER))
    tok.no_padding()
    filler = " ".join(f"The band toured city number {i} that year." for i in range(12))
    late = _pair(filler, "It was founded in 1994.")  # the answer after ~130 tokens of filler
    early = _pair("It was founded in 1994.", "Its singer grew up in Leeds.", "hotpotqa:q2")
    rows = late + early
    assert bench.support_cut(tok, rows, 64) == {"n": 2, "cut": 1, "share": 0.5}
    assert bench.support_cut(tok, rows, 512) == {"n": 2, "cut": 0, "share": 0.0}
    # only a word lost counts: read up to (not including) its final stop, the sentence is read
    from uselessdetect.detectors._semantic_text import segments

    just = _pair("Short lead.", "It was founded in 1994.", "hotpotqa:q3")
    found = False
    for budget in range(8, 64):
        tok.enable_truncation(budget, strategy="longest_first")
        ask, result = segments(just[0], budget)
        enc = tok.encode(ask, result)
        read = max(o[1] for o, q in zip(enc.offsets, enc.sequence_ids, strict=True) if q == 1)
        if result[:read].endswith("1994"):
            found = True
            assert bench.support_cut(tok, just, budget)["cut"] == 0
    assert found
