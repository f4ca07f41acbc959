"""Tests of the keyword reader: the hand-labelled reference set, negation, hedges, abstention."""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from sklearn.base import clone

from uselessdetect import Sample, Verdict, make_detector
from uselessdetect.detectors._keyword import KeywordDetector, read_thought
from uselessdetect.exceptions import ConfigurationError, NotFittedError

REFERENCE = Path(__file__).parent / "data" / "keyword_reference.jsonl"


def _reference() -> list[dict]:
    with REFERENCE.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh]


def _agreement_recovery(items: list[dict]) -> tuple[float, float]:
    """Agreement where the reader states a verdict (a reference "none" counts as a miss) and
    the share of thoughts stating a judgment on which the reader states one."""
    stated = [(read_thought(it["thought"])[0], it["stated"]) for it in items]
    said = [(p, r) for p, r in stated if p != "none"]
    judged = [(p, r) for p, r in stated if r != "none"]
    agreement = sum(p == r for p, r in said) / len(said)
    recovery = sum(p != "none" for p, _ in judged) / len(judged)
    return agreement, recovery


def test_reference_set_is_well_formed() -> None:
    items = _reference()
    assert len(items) >= 300
    assert REFERENCE.stat().st_size < 400_000
    assert {it["stated"] for it in items} == {"useless", "useful", "none"}
    assert {it["split"] for it in items} == {"dev", "heldout"}
    dev = {it["hotpot_id"] for it in items if it["split"] == "dev"}
    held = {it["hotpot_id"] for it in items if it["split"] == "heldout"}
    assert not dev & held  # split by question
    for it in items:
        assert {"hotpot_id", "traj_source", "step", "thought", "prev_observation"} <= set(it)
        assert len(it["prev_observation"]) <= 300


# Measured (benchmarks/bench_keyword_agreement.py; docs/benchmarks.md): held-out agreement
# 0.940 (158/168), recovery 0.959 (165/172); all 360: 0.955 (321/336), 0.973 (329/338).
# Tolerance 0.02 below each: about three thoughts of the held-out half may flip, no more.
MEASURED = {"heldout": (0.940, 0.959), "all": (0.955, 0.973)}
TOLERANCE = 0.02


@pytest.mark.parametrize("split", ["heldout", "all"])
def test_reference_agreement_and_recovery(split: str) -> None:
    items = [it for it in _reference() if split == "all" or it["split"] == split]
    agreement, recovery = _agreement_recovery(items)
    want_agreement, want_recovery = (m - TOLERANCE for m in MEASURED[split])
    assert agreement >= want_agreement, f"agreement {agreement:.3f} < {want_agreement:.3f}"
    assert recovery >= want_recovery, f"recovery {recovery:.3f} < {want_recovery:.3f} on {split}"


@pytest.mark.parametrize(
    "thought",
    [
        "The paragraph does not mention where he was born.",
        "The search result doesn't say anything about his nationality.",
        "I did not find anything new.",
        "I found nothing about the band.",
        "No results were found for Brec Bassinger.",
        "There is no information about the director in this passage.",
        "The information about Keith Rasmussen is not relevant to the question.",
        "The result is unrelated to the question.",
        "Creed is not the band I am looking for.",
        "I could not find the album.",
        "The page is about the town, not the band.",
        "The result mentions his wife but not his birthplace.",
        "I need to search Creed (band) instead.",
        "Hmm, no luck. Let me try a different query.",
        "The necessary information has not been obtained.",
    ],
)
def test_stated_useless(thought: str) -> None:
    assert read_thought(thought)[0] == "useless"


@pytest.mark.parametrize(
    "thought",
    [
        "The observation says he was born in 1950.",
        "According to the article, the band was founded in 1994.",
        "I found that the band formed in 1990.",
        "The search result is not unhelpful: it gives his birth year.",
        "This page is not irrelevant.",
        "Great, this is exactly what I needed.",
        "So the answer is Ariel.",
        # "not" inside an answer or a restated fact is not a verdict on the result
        "Ken Kesey and Andre Gide are not from the same country, so the answer is no.",
        "Brassocattleya and Buckinghamia are not orchids.",
        "The film was not released until 1990.",
        "He did not play for Arsenal, he played for Chelsea.",
        "Alt-J was formed in 2007.",
    ],
)
def test_stated_useful(thought: str) -> None:
    assert read_thought(thought)[0] == "useful"


@pytest.mark.parametrize(
    "thought",
    [
        "",
        "   \n ",
        'After "Search", the only possible actions are "Search", "Retrieve", "Lookup" or "Finish".',
        'From "Start", the adjacent nodes are "Search" and "Retrieve".',
        "I need to search Ken Kesey next.",
        "Let me search for the director.",
        "Maybe the page mentions it further down.",
        "It might be helpful to search for his wife.",
        "The author of the book is not specified in the question.",
        "What is the name of the band?",
    ],
)
def test_states_nothing(thought: str) -> None:
    stated, score, cue = read_thought(thought)
    assert stated == "none" and math.isnan(score) and cue == ""


def test_hedge_lowers_confidence() -> None:
    plain = read_thought("The page is not relevant.")
    hedged = read_thought("It seems the page is probably not relevant.")
    assert plain[0] == hedged[0] == "useless"
    assert 0.5 < hedged[1] < plain[1]
    assert (
        read_thought("It seems the paragraph says he was born in 1950.")[1]
        > read_thought("The paragraph says he was born in 1950.")[1]
    )


def test_useless_wins_over_useful_in_one_thought() -> None:
    thought = "I've found information about his career, but it does not say where he was born."
    assert read_thought(thought)[0] == "useless"


def test_max_chars_caps_the_text_read() -> None:
    tail = " The paragraph does not mention it."
    thought = "I need to search X next. " * 60 + tail  # 1,500 + 35 characters
    det = KeywordDetector().fit([])
    assert det.read(thought)[0] == "useless"
    short = KeywordDetector(max_chars=100).fit([])
    assert short.read(thought)[0] == "none"


def _sample(thought: str) -> Sample:
    return Sample(question="Q?", observation="O.", thought=thought)


def test_detector_verdicts_scores_and_abstention() -> None:
    X = [
        _sample("The passage does not mention it."),
        _sample("I found his birth date."),
        _sample("I need to search Y."),
        _sample(""),
    ]
    det = KeywordDetector().fit(X)
    assert det.abstain_rate_ == pytest.approx(0.5)
    verdicts = [j.verdict for j in det.judge_many(X)]
    assert verdicts == [Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN, Verdict.UNKNOWN]
    proba = det.predict_proba(X)
    assert proba.shape == (4, 2) and np.allclose(proba.sum(axis=1), 1.0)
    assert proba[0, 1] > 0.5 > proba[1, 1] and proba[2, 1] == proba[3, 1] == 0.5
    # predict, judge and cutoff_ agree: verdict useless iff score >= cutoff_
    assert det.predict(X).tolist() == [1, 0, 0, 0]
    for j in det.judge_many(X):
        if j.verdict is not Verdict.UNKNOWN:
            assert (j.score >= det.cutoff_) == (j.verdict is Verdict.USELESS)


def test_labels_do_not_retune_the_cutoff() -> None:
    X = [_sample("The passage does not mention it."), _sample("I found his birth date.")]
    det = KeywordDetector().fit(X, [0, 0])
    assert det.cutoff_ == 0.5
    assert KeywordDetector(cutoff=0.9).fit(X).cutoff_ == 0.9


def test_empty_fit_and_unfitted() -> None:
    assert math.isnan(KeywordDetector().fit([]).abstain_rate_)
    with pytest.raises(NotFittedError):
        KeywordDetector().predict([_sample("x")])


def test_extra_phrases() -> None:
    X = [_sample("Bah, a dud."), _sample("Bingo, jackpot."), _sample("Not a dud at all.")]
    # a negated extra phrase states nothing by itself; "Not a dud at all." reads as a restatement
    det = KeywordDetector(extra_useless=["dud"], extra_useful=["jackpot"]).fit(X)
    assert [det.read(s.thought)[0] for s in X] == ["useless", "useful", "useful"]
    assert KeywordDetector().fit(X).read("Bingo, jackpot.")[0] == "none"


@pytest.mark.parametrize(
    "params",
    [
        {"max_chars": 0},
        {"max_chars": "10"},
        {"extra_useless": "dud"},
        {"extra_useful": [""]},
        {"cutoff": 2.0},
    ],
)
def test_bad_parameters_raise_at_fit(params: dict) -> None:
    det = KeywordDetector(**params)  # stored unchanged, validated in fit
    with pytest.raises(ConfigurationError):
        det.fit([])


def test_registry_clone_and_fallback() -> None:
    det = make_detector("keyword", max_chars=500)
    assert isinstance(det, KeywordDetector) and det.can_abstain
    assert clone(det).get_params() == det.get_params()
    chain = make_detector("keyword>lexical").fit([])
    j = chain.judge(
        {
            "question": "Who founded Creed?",
            "query": "Creed",
            "thought": "",
            "observation": "Creed was founded by Scott Stapp.",
        }
    )
    assert j.verdict is Verdict.USEFUL


def test_one_megabyte_thought_gives_a_verdict_or_abstains() -> None:
    det = KeywordDetector().fit([])
    long = "Alpha beta gamma. " * 60_000  # ~1 MB
    assert det.read(long)[0] in {"useful", "none"}


@pytest.mark.shared_data
def test_real_episodes_abstention_and_gold_labels(shared_data: Path) -> None:
    from uselessdetect.io import load_hotpotqa, read_knowagent

    hotpot = load_hotpotqa([shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"])
    path = shared_data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    X = [s for ep in read_knowagent(path, hotpot) for _, s in ep.samples() if s.thought]
    det = KeywordDetector().fit(X)
    # measured (bench_keyword_agreement): abstains 6.5% of 2,754 steps; tolerance 2 points
    assert det.abstain_rate_ <= 0.065 + 0.02
    labeled = [s for s in X if s.label is not None]
    verdicts = np.array(
        [j.verdict.label if j.verdict.label is not None else -1 for j in det.judge_many(labeled)]
    )
    labels = np.array([s.label for s in labeled])
    said = verdicts >= 0
    # the agent mostly says "useful" of gold-useful results: measured 89.6% (580 of 647),
    # useless of gold-useless ones 62.1%; tolerance 3 points each
    assert (verdicts[said & (labels == 0)] == 0).mean() >= 0.896 - 0.03
    assert (verdicts[said & (labels == 1)] == 1).mean() >= 0.621 - 0.03
