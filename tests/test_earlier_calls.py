"""What a detector reads of a tool's earlier results (``reads_earlier``: nothing, only the
calls behind them, or the results) decides what a gate keeps for it and what ``score``
computes: a detector that reads only the calls (here :class:`RejectedCalls`, the
rejected-call rule alone) gets a :class:`~uselessdetect.shapes.SeenCalls`, and no result but
an error is
fingerprinted for it; a chain or a cascade reads what its members read together. The
verdicts are those a full memory (:class:`~uselessdetect.shapes.Seen`) gives."""

from __future__ import annotations

import importlib.util
import random
from collections import OrderedDict
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from uselessdetect import Episode, Sample, Step, StopGate, make_detector
from uselessdetect._types import EarlierTexts
from uselessdetect.detectors import Detector, earlier_need, earlier_union
from uselessdetect.detectors._default import error_score
from uselessdetect.io import read_real_runs
from uselessdetect.score import score_episode
from uselessdetect.shapes import (
    Seen,
    SeenCalls,
    _fingerprint,
    call_key,
    calls_of,
    fingerprint,
    parse_result,
)

SEMANTIC = bool(importlib.util.find_spec("onnxruntime") and importlib.util.find_spec("tokenizers"))
DATA = Path(__file__).resolve().parent / "data"
Q = "Which customers placed more than five orders in 2024?"
REJECTED = 'ERROR:  column "signup_date" does not exist'
SQL = "SELECT id FROM customers WHERE signup_date > '2024-01-01'"
FIXED = "SELECT id FROM customers WHERE created_at > '2024-01-01'"


class RejectedCalls(Detector):
    """The rejected-call rule alone, a detector that reads only the calls behind a tool's
    earlier results: an error is judged by :func:`error_score` (a first rejected call gets no
    verdict, the same call rejected again is useless), an acknowledgement gets no verdict,
    anything else is useful."""

    name = "rejected-calls"
    can_abstain = True
    reads_earlier = "calls"

    def _scores(self, samples: list[Sample]) -> Any:
        kinds = [parse_result(s.observation).kind for s in samples]
        score = {"error": error_score, "acknowledgement": lambda s: float("nan")}
        return np.array(
            [score.get(k, lambda s: 0.0)(s) for k, s in zip(kinds, samples, strict=True)]
        )


def _detector(name: str) -> Any:
    return RejectedCalls().fit([]) if name == "rejected-calls" else name


NEEDS: dict[str, Any] = {
    "lexical": False,
    "keyword>lexical": False,
    # classifier reads the results: off pages and listings default's reading (a repeat) decides
    "classifier": True,
    "keyword>classifier": True,
    "lexical|classifier": True,
    "novelty": True,
    "default": True,
    "novelty>lexical": True,
    "classifier>novelty": True,
    "classifier|default": True,
    "default|lexical": True,
}
if SEMANTIC:
    # semantic reads the results: machine output keeps its verdict only on a repeat
    NEEDS.update({"semantic": True, "classifier|semantic": True})


@pytest.mark.parametrize(("name", "need"), sorted(NEEDS.items()))
def test_each_detector_and_composite_says_what_it_reads(name: str, need: Any) -> None:
    assert earlier_need(make_detector(name)) == need
    assert type(earlier_need(make_detector(name))) is type(need)


def test_the_union_is_the_most_any_member_reads() -> None:
    class Calls:
        reads_earlier = "calls"

    class Texts:
        reads_earlier = 1  # any other true value: the whole results

    class Nothing:
        pass

    assert earlier_union([]) is False
    assert earlier_union([Nothing(), None]) is False
    assert earlier_union([Nothing(), Calls()]) == "calls"
    assert earlier_union([Calls(), Texts(), Nothing()]) is True
    assert earlier_union([Texts(), Calls()]) is True
    assert earlier_need(Texts()) is True and earlier_need(Nothing()) is False


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("lexical", None),
        ("rejected-calls", SeenCalls),
        ("classifier", Seen),
        ("lexical>classifier", Seen),
        ("default", Seen),
        ("classifier>novelty", Seen),
    ],
)
def test_the_gate_keeps_what_its_detector_reads(name: str, kept: type | None) -> None:
    gate = StopGate(_detector(name), k=99)
    gate.observe({"question": Q, "query": SQL, "observation": "A page."}, episode="e")
    if kept is None:
        assert gate._earlier is None
    else:
        assert type(gate._earlier._by["e"][1]["search"]) is kept  # type: ignore[union-attr]


@pytest.fixture
def fingerprinted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The texts fingerprinted afresh from now on (anywhere: every fingerprint hashes its
    result's items or its lines)."""
    texts: list[str] = []
    items, units = _fingerprint._items, _fingerprint._units

    def counted_items(parsed: Any) -> Any:
        texts.append(parsed.text)
        return items(parsed)

    def counted_units(text: str) -> Any:
        texts.append(text)
        return units(text)

    monkeypatch.setattr(_fingerprint, "_FP_CACHE", OrderedDict())  # nothing fingerprinted yet
    monkeypatch.setattr(_fingerprint, "_items", counted_items)
    monkeypatch.setattr(_fingerprint, "_units", counted_units)
    return texts


def _pages(n: int) -> list[dict[str, str]]:
    return [
        {
            "question": Q,
            "query": f"orders of customer {i}",
            "observation": f"Customer {i} placed {i + 3} orders in 2024, the last one in May.",
        }
        for i in range(n)
    ]


def test_a_calls_only_gate_fingerprints_no_result_but_errors(fingerprinted: list[str]) -> None:
    gate = StopGate(RejectedCalls().fit([]), k=99)
    for item in _pages(6):
        gate.observe(item, episode="e")
    assert fingerprinted == []
    gate.observe({"question": Q, "query": SQL, "observation": REJECTED}, episode="e")
    assert fingerprinted == [REJECTED]  # an error's text hash: "the same rejection again"
    d = gate.observe({"question": Q, "query": SQL, "observation": REJECTED + " "}, episode="e")
    assert d.judgment.verdict.value == "useless"


def test_a_gate_that_reads_the_results_fingerprints_each(fingerprinted: list[str]) -> None:
    gate = StopGate("classifier>novelty", k=99)
    for item in _pages(6):
        gate.observe(item, episode="e")
    assert len(fingerprinted) == 6


def test_score_reads_only_the_calls_for_a_calls_only_detector(fingerprinted: list[str]) -> None:
    pages = _pages(6)
    steps = [Step("sql", input=p["query"], observation=p["observation"]) for p in pages]
    steps += [Step("sql", input=SQL, observation=REJECTED) for _ in range(2)]
    ep = Episode(id="e", question=Q, steps=[*steps, Step("finish", input="17")])
    score_episode(ep, {"c": RejectedCalls().fit([])})
    assert [s.judgments["c"]["verdict"] for s in ep.steps[6:8]] == ["unknown", "useless"]
    assert fingerprinted == [REJECTED]  # the earlier error only, never the pages
    score_episode(ep, {"n": make_detector("novelty").fit([])})
    assert len(fingerprinted) > 6


def _verdict(gate: StopGate, obs: str, query: str, source: str = "sql") -> str:
    item = {"question": Q, "query": query, "observation": obs}
    return gate.observe(item, source=source, episode="e").judgment.verdict.value


@pytest.mark.parametrize("name", ["classifier", "default"])
def test_the_rejected_call_rule_through_the_gate(name: str) -> None:
    gate = StopGate(name, k=99)
    assert _verdict(gate, REJECTED, SQL) == "unknown"  # a first rejection: fix the call
    assert _verdict(gate, REJECTED, FIXED) == "unknown"  # another call: a new attempt
    assert _verdict(gate, REJECTED, SQL, source="other") == "unknown"  # another tool
    assert _verdict(gate, REJECTED, " select ID from customers where SIGNUP_DATE > '2024-01-01'")
    assert _verdict(gate, REJECTED, SQL) == "useless"
    _verdict(gate, "Saved.", "INSERT INTO log VALUES (1)")  # the tool acted: memory emptied
    assert _verdict(gate, REJECTED, SQL) == "unknown"
    # without arguments, the same error again is the loop
    assert _verdict(gate, "Invalid action!", "") == "unknown"
    assert _verdict(gate, "Invalid action: no such tool", "") == "unknown"
    assert _verdict(gate, "invalid   ACTION!", "") == "useless"


def test_a_calls_only_gate_forgets_calls_past_its_window() -> None:
    gate = StopGate(RejectedCalls().fit([]), k=999)
    assert _verdict(gate, REJECTED, SQL) == "unknown"
    for item in _pages(99):
        gate.observe(item, source="sql", episode="e")
    assert _verdict(gate, REJECTED, SQL) == "useless"  # 100 results back: still kept
    for item in _pages(100):
        gate.observe(item, source="sql", episode="e")
    assert _verdict(gate, REJECTED, SQL) == "unknown"


RESULTS = [
    "A page about orders.",
    "1. Alice\n2. Bob\n3. Carol",
    "Invalid action!",
    "invalid  action!",
    REJECTED,
    "No results found.",
    "Saved.",  # an acknowledgement empties both
    '{"status": "ok"}',
]
QUERIES = ["", SQL, FIXED, "click[Buy]"]


@pytest.mark.parametrize("seed", range(6))
def test_seen_calls_answers_as_seen_does(seed: int) -> None:
    rng = random.Random(seed)
    seen, calls = Seen(maxlen=5), SeenCalls(maxlen=5)
    probes = [fingerprint(r) for r in RESULTS]
    for _ in range(300):
        text, query = rng.choice(RESULTS), rng.choice(QUERIES)
        seen.add(fingerprint(text), call_key(query))
        calls.add_result(text, call_key(query))
        assert len(seen) == len(calls) and bool(seen) is bool(calls)
        for q in QUERIES:
            assert seen.called(call_key(q)) is calls.called(call_key(q))
        for fp in probes:
            assert seen.same_error(fp) is calls.same_error(fp)


def test_error_score_reads_the_same_from_every_kind_of_memory() -> None:
    texts = EarlierTexts([REJECTED, "A page.", "Invalid action!"], [SQL, "x", ""])
    memories = [texts, calls_of(texts), Seen.of(texts, calls=map(call_key, texts.queries))]
    for obs, query, want in [
        (REJECTED, SQL, 1.0),
        (REJECTED, FIXED, None),
        ("Invalid action!", "", 1.0),
        ("Invalid action: no such tool", "", None),
        ("503 Service Unavailable", FIXED, 1.0),
    ]:
        for earlier in memories:
            score = error_score(Sample(Q, obs, query=query, earlier=earlier))  # type: ignore[arg-type]
            assert (score != score) if want is None else score == want, (obs, type(earlier))


def test_a_detector_that_reads_results_given_only_calls_abstains_on_repeats() -> None:
    calls = SeenCalls.of(["A page."], calls=[call_key("x")])
    det = make_detector("novelty").fit([])
    assert det.judge(Sample(Q, "A page.", earlier=calls)).verdict.value == "unknown"  # type: ignore[arg-type]
    assert det.judge(Sample(Q, "A page.", earlier=("A page.",))).verdict.value == "useless"


FIXTURES = ["tool_families.jsonl", "tool_heldout.jsonl", "tool_heldout2.jsonl"]
#: Calls that the rejected-call rule reads.
LOOP = Episode(
    id="loop",
    question=Q,
    steps=[
        Step("sql", input=SQL, observation=REJECTED),
        Step("sql", input=FIXED, observation=REJECTED),
        Step("sql", input=SQL, observation=REJECTED),
        Step("sql", input="INSERT INTO log VALUES (1)", observation="Saved."),
        Step("sql", input=SQL, observation=REJECTED),
        Step("click", input="", observation="Invalid action!"),
        Step("click", input="", observation="Invalid action!"),
        Step("finish", input="17"),
    ],
)


def _gate_verdicts(gate: StopGate, episodes: list[Episode]) -> list[tuple[str, float]]:
    out = []
    for ep in episodes:
        for t, s in ep.samples():
            j = gate.observe(s, source=ep.steps[t].action, episode=ep.id).judgment
            out.append((j.verdict.value, round(j.score, 6)))
    return out


@pytest.mark.parametrize("fixture", FIXTURES)
def test_calls_only_verdicts_are_those_of_a_full_memory(
    fixture: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    episodes = [*read_real_runs(DATA / fixture), LOOP]
    det = RejectedCalls().fit([])
    cheap = _gate_verdicts(StopGate(det, k=10**6, shadow=True), episodes)
    scored = []
    for ep in episodes:
        score_episode(ep, {"c": det})
        scored += [
            (st.judgments["c"]["verdict"], round(st.judgments["c"]["score"], 6))
            for st in ep.steps
            if "c" in st.judgments
        ]
    monkeypatch.setattr("uselessdetect.gate._gate.reads_earlier", lambda judge: True)
    full_gate = StopGate(det, k=10**6, shadow=True)
    assert not full_gate._earlier.calls_only  # type: ignore[union-attr]
    full = _gate_verdicts(full_gate, episodes)
    assert cheap == full == scored
    monkeypatch.setattr("uselessdetect.gate._gate.reads_earlier", lambda judge: False)
    blind = _gate_verdicts(StopGate(det, k=10**6, shadow=True), episodes)
    assert blind != cheap  # the rule is at work: the same rejected call again is useless
    assert (
        cheap[-7:]
        == full[-7:]
        == [("unknown", 0.5)] * 2 + [("useless", 1.0)] + [("unknown", 0.5)] * 3 + [("useless", 1.0)]
    )


#: The shared real runs with rejected calls (WebShop, ToolBench, MedAgentBench) or receipts
#: that empty a tool's memory (tau-bench).
REAL = ["react_webshop", "toolbench_data_example", "medagentbench_agentbench", "tau_bench_airline"]


@pytest.mark.shared_data
@pytest.mark.slow
def test_calls_only_verdicts_are_those_of_a_full_memory_on_the_real_runs(
    shared_data: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    det = RejectedCalls().fit([])
    changed = 0
    for name in REAL:
        episodes = list(read_real_runs(shared_data / "real_runs" / f"{name}.jsonl"))
        with monkeypatch.context() as m:
            cheap = _gate_verdicts(StopGate(det, k=10**6, shadow=True), episodes)
            m.setattr("uselessdetect.gate._gate.reads_earlier", lambda judge: True)
            full = _gate_verdicts(StopGate(det, k=10**6, shadow=True), episodes)
            m.setattr("uselessdetect.gate._gate.reads_earlier", lambda judge: False)
            blind = _gate_verdicts(StopGate(det, k=10**6, shadow=True), episodes)
        assert cheap == full, name
        changed += sum(a != b for a, b in zip(cheap, blind, strict=True))
    assert changed > 0  # the same rejected call again: WebShop's "Invalid action!" loops
