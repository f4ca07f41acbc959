"""Nothing new: Sample.earlier, the novelty detector, and the earlier results the gate and
scoring hand it."""

from __future__ import annotations

import pytest

from uselessdetect import Episode, InputError, Sample, Step, StopGate, make_detector
from uselessdetect.score import score_episode
from uselessdetect.shapes import Seen

PAGES = "1. Creed, a rock band\n2. Scott Stapp, a singer\n3. Tallahassee, a city"
Q = "Who founded the band Creed?"


def verdict(obs: str, earlier: object = ()) -> str:
    det = make_detector("novelty").fit([])
    return det.judge(Sample(Q, obs, earlier=earlier)).verdict.value  # type: ignore[arg-type]


def test_useless_on_a_repeat_unknown_otherwise() -> None:
    assert verdict(PAGES) == "unknown"
    assert verdict(PAGES, [PAGES]) == "useless"
    assert verdict(PAGES.upper(), ("x", PAGES)) == "useless"  # case and spacing aside
    assert verdict("1. Other\n2. Pages\n3. Entirely", [PAGES]) == "unknown"
    assert verdict("Saved.", ["Saved."]) == "unknown"  # a receipt repeats by nature
    assert verdict(PAGES, Seen.of([PAGES])) == "useless"


def test_the_same_hits_scored_anew_for_another_query_are_a_repeat() -> None:
    import json

    def hits(*scored: tuple[str, object]) -> str:
        return json.dumps(
            {"results": [{"id": f"c{i}", "text": t, "score": s} for i, (t, s) in enumerate(scored)]}
        )

    a, b = "This report is intended solely for the user entities.", "TABLE OF CONTENTS"
    first = hits((a, 0.5312), (b, 0.4987))
    assert verdict(hits((a, 0.5904), (b, 0.5133)), [first]) == "useless"  # a search's score
    assert verdict(hits((a, 0.5904), ("SECTION 2 Opinion", 0.41)), [first]) == "unknown"
    # a match's score is what the record says: a new one is news
    assert verdict(hits((a, 2), (b, 1)), [hits((a, 1), (b, 1))]) == "unknown"


def test_the_same_answer_under_a_new_request_id_is_a_repeat() -> None:
    import json

    def answer(token: str, **more: object) -> str:
        return json.dumps(
            {
                "attributionToken": token,
                "guidedSearchResult": {},
                "summary": {"summaryText": "No results could be found."},
                **more,
            }
        )

    first = answer("xgHw8QoMCNm18L4GEJ7x")
    assert verdict(answer("xgHw8QoMCPK18L4GEPSd"), [first]) == "useless"
    assert verdict(answer("xgHw8QoMCPK18L4GEPSd", took=4), [answer("a", took=3)]) == "useless"
    # a field that is what the record says (a call's duration) is news when it changes
    assert verdict(answer("b", duration=41), [answer("a", duration=40)]) == "unknown"


def test_sample_earlier_round_trips_and_is_validated() -> None:
    s = Sample(Q, "o", earlier=["a", "b"])  # type: ignore[arg-type]
    assert s.earlier == ("a", "b")
    assert Sample.from_dict(s.to_dict()) == s
    assert "earlier" not in Sample(Q, "o").to_dict()
    with pytest.raises(InputError, match="earlier"):
        Sample(Q, "o", earlier="ab")  # type: ignore[arg-type]
    with pytest.raises(InputError, match="earlier.*int"):
        Sample(Q, "o", earlier=("a", 3))  # type: ignore[arg-type]


def test_parameters_are_checked_at_fit() -> None:
    with pytest.raises(Exception, match="max_new_items must be a number >= 0 and <= 1, got 2"):
        make_detector("novelty", max_new_items=2).fit([])


def test_chains_and_cascades_say_they_read_earlier_results() -> None:
    assert make_detector("novelty>lexical").reads_earlier  # type: ignore[attr-defined]
    assert make_detector("default|lexical").reads_earlier  # type: ignore[attr-defined]
    assert not getattr(make_detector("keyword>lexical"), "reads_earlier", False)


def test_the_gate_remembers_per_episode_and_source_and_forgets_on_reset() -> None:
    gate = StopGate("novelty>lexical", k=2)
    obs = {"question": Q, "query": "Creed band", "observation": PAGES}
    assert gate.observe(obs, source="search", episode="a").judgment.verdict.value == "useful"
    assert gate.observe(obs, source="lookup", episode="a").judgment.verdict.value == "useful"
    assert gate.observe(obs, source="search", episode="b").judgment.verdict.value == "useful"
    d = gate.observe(obs, source="search", episode="a")
    assert d.judgment.verdict.value == "useless" and d.run == 1
    assert gate.observe(PAGES, source="search", episode="a").judgment.verdict.value == "useless"
    gate.reset("a")
    assert gate.observe(obs, source="search", episode="a").judgment.verdict.value == "useful"
    assert StopGate("lexical")._earlier is None  # nothing kept for a detector that reads none


def test_the_gate_keeps_a_bounded_number_of_fingerprints() -> None:
    gate = StopGate("novelty", k=99)
    for i in range(150):
        gate.observe({"question": Q, "observation": f"result {i}"}, episode="e")
    seen = gate._earlier._by["e"][1]["search"]  # type: ignore[union-attr]
    assert len(seen) == 100


def test_scoring_gives_each_step_the_same_actions_earlier_observations() -> None:
    ep = Episode(
        id="e",
        question=Q,
        steps=[
            Step("search", input="Creed", observation=PAGES),
            Step("lookup", input="Creed", observation=PAGES),
            Step("search", input="Creed band", observation=PAGES),
            Step("finish", input="Scott Stapp"),
        ],
    )
    score_episode(ep, {"n": make_detector("novelty").fit([])})
    assert [s.judgments["n"]["verdict"] for s in ep.steps[:3]] == ["unknown", "unknown", "useless"]


def test_a_poll_whose_status_moved_or_another_things_record_is_news() -> None:
    import json

    fields = {f"field{i}": "the same" for i in range(20)}
    build = {"id": "d2f0", "status": "IN_QUEUE", **fields}
    queued = json.dumps(build)
    assert verdict(json.dumps({**build, "status": "IN_PROGRESS"}), [queued]) == "unknown"
    assert verdict(json.dumps({**build, "id": "5e8b"}), [queued]) == "unknown"  # another build
    # the same thing where it stood, one other field changed: nothing new
    assert verdict(json.dumps({**build, "field3": "changed"}), [queued]) == "useless"
