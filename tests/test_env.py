"""The paper's environment: knowledge base, search/lookup/finish, budget, labels, F1."""

from __future__ import annotations

import pytest

from uselessdetect.exceptions import ConfigurationError, InputError
from uselessdetect.sim import HotpotEnv, KnowledgeBase, answer_f1, failure_pool

RECORD = {
    "_id": "r1",
    "question": "Which band did the singer of Arms Wide Open found?",
    "answer": "Creed",
    "supporting_facts": [["Arms Wide Open", 0], ["Scott Stapp", 1]],
    "context": [
        ["Arms Wide Open", ["Arms Wide Open is a song by Scott Stapp.", " It won a Grammy."]],
        ["Scott Stapp", ["Scott Stapp is a singer.", " He founded Creed in 1994."]],
        ["Creed (band)", ["Creed is an American rock band from Tallahassee."]],
        ["Weather", ["Weather is the state of the atmosphere."]],
    ],
}
OTHER = {
    "_id": "r2",
    "question": "Where is Oslo?",
    "answer": "Norway",
    "supporting_facts": [["Oslo", 0]],
    "context": [["Oslo", ["Oslo is the capital of Norway."]], ["Bergen", ["Bergen is wet."]]],
}


@pytest.fixture()
def kb() -> KnowledgeBase:
    return KnowledgeBase.from_record(RECORD)


def test_observation_format_and_labels(kb: KnowledgeBase) -> None:
    assert (
        kb.texts[0] == "Arms Wide Open: Arms Wide Open is a song by Scott Stapp. It won a Grammy."
    )
    assert [kb.label(t) for t in kb.texts] == [0, 0, 1, 1]
    assert kb.gold_titles == ("Arms Wide Open", "Scott Stapp")


def test_search_exact_title_then_overlap(kb: KnowledgeBase) -> None:
    assert kb.search("scott stapp") == 1
    assert kb.search("Creed") == 2  # qualifier stripped: exact match on "Creed"
    assert kb.search("Creed (band)") == 2
    assert kb.search("Tallahassee rock") == 2  # overlap with text
    assert kb.search("atmosphere state") == 3
    assert kb.search("zzz qqq") == -1


def test_env_regime_counts_search_calls_only() -> None:
    env = HotpotEnv(RECORD, regime="recover_after_1", failure_kind="plausible", random_state=0)
    obs, label = env.step("search", "Scott Stapp")
    assert label == 1 and obs in (env.kb.texts[2], env.kb.texts[3])
    assert env.step("lookup", "rock")[1] == 1
    obs, label = env.step("search", "Scott Stapp")
    assert (obs, label) == (env.kb.texts[1], 0)
    assert env.step("lookup", "founded") == ("(Result 1 / 1) He founded Creed in 1994.", 0)
    assert env.step("lookup", "founded") == ("No more results.", 1)
    assert env.step("finish", "the Creed") == (None, None)
    assert env.correct_ is True and env.done
    with pytest.raises(ConfigurationError):
        env.step("search", "x")


def test_budget_ends_the_episode_and_episode_format() -> None:
    env = HotpotEnv(
        RECORD, regime="persistent", budget=3, others=[KnowledgeBase.from_record(OTHER)]
    )
    for _ in range(3):
        obs, label = env.step("search", "Scott Stapp", thought="t")
        assert label == 1 and obs.split(":")[0] in ("Oslo", "Bergen")
    assert env.done
    ep = env.episode()
    assert ep.id == "r1/persistent" and ep.budget == 3 and ep.regime == "persistent"
    assert ep.correct is False and not ep.answered
    d = ep.to_dict()
    assert d["steps"][0]["label"] == 1 and d["steps"][0]["action"] == "search"
    assert d["correct"] is False and d["regime"] == "persistent" and "recovery" not in d


def test_invalid_action_is_an_observation() -> None:
    env = HotpotEnv(RECORD)
    obs, label = env.step("dance", "x")
    assert obs.startswith("Invalid action") and label == 1


def test_failure_kinds(kb: KnowledgeBase) -> None:
    others = [KnowledgeBase.from_record(OTHER)]
    injected = failure_pool(kb, "injected", others)
    assert injected and all(t.split(":")[0] in ("Oslo", "Bergen") for t in injected)
    plausible = failure_pool(kb, "plausible", others)
    assert sorted(plausible) == sorted(kb.texts[2:])
    answerless = failure_pool(kb, "answerless", others)
    assert sorted(answerless) == [
        "Arms Wide Open: It won a Grammy.",
        "Scott Stapp: Scott Stapp is a singer.",
    ]
    assert all(kb.label(t) == 1 for t in injected + plausible + answerless)
    with pytest.raises(ConfigurationError):
        failure_pool(kb, "noisy", others)


def test_short_records_fall_back() -> None:
    only_gold = dict(RECORD, context=RECORD["context"][:2])
    kb = KnowledgeBase.from_record(only_gold)
    # no distractor of its own: plausible falls back to injected
    pool = failure_pool(kb, "plausible", [KnowledgeBase.from_record(OTHER)])
    assert all(t.split(":")[0] in ("Oslo", "Bergen") for t in pool)
    with pytest.raises(ConfigurationError):
        failure_pool(kb, "injected", [])


def test_bad_record() -> None:
    with pytest.raises(InputError):
        KnowledgeBase.from_record({"_id": "x", "question": "Q"})
    with pytest.raises(ConfigurationError):
        HotpotEnv(RECORD, budget=0)


@pytest.mark.parametrize(
    ("pred", "gold", "f1"),
    [
        ("the Creed", "Creed", 1.0),
        ("yes", "no", 0.0),
        ("Creed band", "Creed", 2 / 3),
        ("", "Creed", 0.0),
        ("Scott Stapp.", "scott stapp", 1.0),
    ],
)
def test_answer_f1(pred: str, gold: str, f1: float) -> None:
    assert answer_f1(pred, gold) == pytest.approx(f1)
