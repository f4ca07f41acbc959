"""Reference agents, simulate, mean6 and the budget-doubling probe; the two CLI commands."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from uselessdetect import read_episodes, write_jsonl
from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.measure import mean6
from uselessdetect.measure import success_rates as success_by_regime
from uselessdetect.sim import (
    SIX_REGIMES,
    Action,
    HotpotEnv,
    KnowledgeBase,
    Task,
    budget_probe,
    load_records,
    make_agent,
    run_episode,
    simulate,
)

RECORD = {
    "_id": "r1",
    "question": "Which band did the singer of Arms Wide Open found?",
    "answer": "Creed",
    "supporting_facts": [["Arms Wide Open", 0], ["Scott Stapp", 1]],
    "context": [
        ["Arms Wide Open", ["Arms Wide Open is a song by Scott Stapp."]],
        ["Scott Stapp", ["Scott Stapp is a singer.", "He founded Creed in 1994."]],
        ["Creed (band)", ["Creed is an American rock band from Tallahassee."]],
        ["Weather", ["Weather is the state of the atmosphere."]],
    ],
}
OTHER = {
    "_id": "r2",
    "question": "Where is Oslo?",
    "answer": "Norway",
    "supporting_facts": [["Oslo", 0], ["Bergen", 0]],
    "context": [["Oslo", ["Oslo is the capital of Norway."]], ["Bergen", ["Bergen is wet."]]],
}
TINY = [RECORD, OTHER]


def actions(ep) -> list[str]:  # type: ignore[no-untyped-def]
    return [s.action for s in ep.steps]


def test_persistent_without_misses_reads_both_gold_and_answers() -> None:
    (ep,) = simulate([RECORD], "persistent", regimes="clean", p_miss=0.0)
    assert actions(ep) == ["search", "search", "finish"]
    assert [s.label for s in ep.steps[:2]] == [0, 0] and ep.correct
    assert ep.steps[2].input == "Creed"
    assert "useful" in ep.steps[1].thought  # the thought after a result judges it


def test_recover_regime_requeries_until_the_source_works() -> None:
    (ep,) = simulate(TINY[:1] + [OTHER], "persistent", regimes="recover_after_2", p_miss=0.0)[:1]
    assert actions(ep) == ["search"] * 4 + ["finish"]
    assert [s.label for s in ep.steps[:4]] == [1, 1, 0, 0]
    assert ep.steps[0].input == ep.steps[2].input == "Arms Wide Open"
    assert ep.recovery == 3 and ep.correct


@pytest.mark.parametrize("budget", [8, 12])
def test_policies_on_a_persistent_failure(budget: int) -> None:
    eps = {
        name: simulate(TINY, name, regimes="persistent", budget=budget)[0]
        for name in ("persistent", "clock", "deadline", "integrating", "eager")
    }
    assert actions(eps["persistent"]) == ["search"] * budget
    assert actions(eps["clock"]) == ["search"] * 4 + ["finish"]
    assert actions(eps["deadline"]) == ["search"] * (budget - 1) + ["finish"]
    assert actions(eps["integrating"]) == ["search"] * 5 + ["finish"]
    assert actions(eps["eager"]) == ["search"] * budget  # never saw a useful result
    assert all(s.label == 1 for e in eps.values() for s in e.steps if not s.is_finish)


def test_eager_answers_on_earlier_useful_evidence() -> None:
    (ep,) = simulate([RECORD], "eager", regimes="clean", p_miss=0.0, p_answer=1.0, p_memory=0.0)
    assert actions(ep) == ["search", "finish"] and not ep.correct


def test_reader_probabilities() -> None:
    (ep,) = simulate([RECORD], "persistent", regimes="clean", p_miss=0.0, p_evidence=0.0)
    assert ep.steps[-1].input == "unknown" and not ep.correct
    eps = simulate(TINY, "clock", regimes="persistent", p_memory=1.0)
    assert all(e.correct for e in eps)


def test_misses_return_another_paragraph_and_are_seeded() -> None:
    a = simulate([RECORD] * 1, "persistent", regimes="clean", p_miss=1.0, budget=4)[0]
    assert all(
        s.label == 1 and s.observation in KnowledgeBase.from_record(RECORD).texts for s in a.steps
    )
    runs = [simulate(TINY, "eager", random_state=3) for _ in range(2)]
    assert [e.to_dict() for e in runs[0]] == [e.to_dict() for e in runs[1]]


def test_gate_oracle_k5_answers_at_action_6() -> None:
    eps = simulate(TINY, "persistent", regimes="persistent", gate="oracle", k=5)
    for ep in eps:
        assert actions(ep) == ["search"] * 5 + ["finish"]
        gate = ep.steps[5].raw["gate"]
        assert gate["run"] == 5 and gate["tripped"]
        assert gate["reason"] == "5 consecutive results from `search` judged useless by oracle"
    assert eps[0].raw["gate"] == {
        "detector": "oracle",
        "k": 5,
        "mode": "finish_only",
        "rule": "run",
        "params": {"k": 5},
    }
    same = simulate(TINY, "gated", regimes="persistent")
    assert [e.to_dict()["steps"] for e in same] == [e.to_dict()["steps"] for e in eps]
    assert same[0].raw["agent"] == "gated"


def test_drop_tool_mode_and_detector_gate() -> None:
    (ep,) = simulate(
        [RECORD], "persistent", regimes="persistent", gate="oracle", k=3, mode="drop_tool"
    )[:1]
    assert actions(ep) == ["search"] * 3 + ["finish"]
    eps = simulate(TINY, "persistent", regimes="persistent", gate="lexical", k=2)
    assert all(len(e.steps) <= 8 for e in eps)


def test_gate_does_not_change_the_draws_before_it_trips() -> None:
    plain = simulate(TINY, "persistent", regimes="clean")
    gated = simulate(TINY, "persistent", regimes="clean", gate="oracle", k=50)
    assert [actions(e) for e in plain] == [actions(e) for e in gated]
    assert [[s.observation for s in e.steps] for e in plain] == [
        [s.observation for s in e.steps] for e in gated
    ]


class Stubborn:
    """A user's agent that always wants to search and ignores what is allowed."""

    def reset(self, task: Task, rng) -> None:  # type: ignore[no-untyped-def]
        self.task = task

    def think(self, observation: str | None) -> str:
        return "Searching again."

    def act(self, allowed: tuple[str, ...] | None) -> Action:
        return Action("search", self.task.question)


def test_own_agent_protocol_and_harness_enforcement() -> None:
    env = HotpotEnv(RECORD, regime="persistent", others=[KnowledgeBase.from_record(OTHER)])
    from uselessdetect.sim import make_gate

    ep = run_episode(env, Stubborn(), gate=make_gate("oracle", k=2))
    assert actions(ep) == ["search", "search", "finish"] and ep.steps[-1].input == ""
    eps = simulate(TINY, Stubborn(), regimes="clean")
    assert all(len(e.steps) == 8 for e in eps)


def test_success_by_regime_and_mean6() -> None:
    eps = simulate(TINY, "deadline", p_miss=0.0, p_memory=0.0)
    by = success_by_regime(eps)
    assert list(by) == list(SIX_REGIMES)
    assert by["clean"] == 1.0 and by["persistent"] == 0.0
    assert mean6(eps) == pytest.approx(sum(by.values()) / 6)
    with pytest.raises(ConfigurationError):
        mean6({"clean": 1.0})


def test_unknown_agent_and_bad_probe_factor() -> None:
    with pytest.raises(ConfigurationError):
        make_agent("lazy")
    with pytest.raises(ConfigurationError):
        make_agent("clock", nonsense=1)
    with pytest.raises(ConfigurationError):
        budget_probe(TINY, factor=1)


def test_probe_on_tiny_records() -> None:
    rep = budget_probe(TINY, "clock")
    assert rep.median_step == (5.0, 5.0) and rep.follows_deadline is False
    assert rep.verdict.startswith("stopping holds when the budget doubles")
    rep = budget_probe(TINY, "persistent")
    assert rep.median_step == (None, None) and rep.tool_calls == (8.0, 16.0)
    assert rep.follows_deadline is True and "clock" in str(budget_probe(TINY, "clock"))


# --------------------------------------------------------------- shared data


@pytest.fixture(scope="module")
def hotpot(shared_data: Path) -> list[dict]:
    records: dict[str, dict] = {}
    for path in sorted((shared_data / "hotpotqa").glob("*.json")):
        records.update({r["_id"]: r for r in load_records(path)})
    return list(records.values())


@pytest.mark.shared_data
def test_acceptance_persistent_gated_and_mean6(hotpot: list[dict], tmp_path: Path) -> None:
    plain = simulate(hotpot, "persistent", budget=8)
    gated = simulate(hotpot, "persistent", budget=8, gate="oracle", k=5)
    assert len(plain) == len(gated) == 6 * len(hotpot)
    for ep in plain:
        assert ep.budget == 8 and ep.regime in SIX_REGIMES and ep.correct is not None
        assert all(s.label in (0, 1) for s in ep.steps if not s.is_finish)
        if ep.regime == "persistent":
            assert actions(ep) == ["search"] * 8 and not ep.answered and not ep.correct
    for ep in gated:
        if ep.regime == "persistent":
            assert actions(ep) == ["search"] * 5 + ["finish"]
    assert mean6(gated) > mean6(plain)
    assert success_by_regime(gated)["persistent"] > 0.0
    # the episodes round-trip through the episode format
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, gated[:60])
    back = list(read_episodes(path))
    assert [e.to_dict() for e in back] == [e.to_dict() for e in gated[:60]]


@pytest.mark.shared_data
def test_acceptance_probe_deadline_moves_gated_holds(hotpot: list[dict]) -> None:
    deadline = budget_probe(hotpot, "deadline", budget=8)
    assert deadline.median_step == (8.0, 16.0) and deadline.change == 8.0
    assert deadline.verdict.startswith("stopping follows the deadline")
    assert deadline.tool_calls == (7.0, 15.0)
    gated = budget_probe(hotpot, "persistent", budget=8, gate="oracle", k=5)
    assert gated.median_step == (6.0, 6.0) and gated.change == 0.0
    assert gated.verdict.startswith("stopping holds when the budget doubles")
    assert gated.tool_calls == (5.0, 5.0) and gated.gate == "oracle"


# ----------------------------------------------------------------------- CLI


def test_cli_simulate_and_probe(tmp_path: Path) -> None:
    data = tmp_path / "hotpot.json"
    data.write_text(json.dumps(TINY), encoding="utf-8")
    out = tmp_path / "eps.jsonl"
    runner = CliRunner()
    res = runner.invoke(
        main,
        [
            "simulate",
            str(data),
            "--agent",
            "persistent",
            "--gate",
            "oracle",
            "--k",
            "5",
            "-o",
            str(out),
        ],
    )
    assert res.exit_code == 0, res.output
    eps = list(read_episodes(out))
    assert len(eps) == 12 and {e.regime for e in eps} == set(SIX_REGIMES)
    assert "mean6" in res.stdout
    res = runner.invoke(main, ["simulate", str(data), "--regimes", "clean,persistent", "--json"])
    report = json.loads(res.stdout)
    assert report["episodes"] == 4 and report["mean6"] is None
    assert set(report["success"]) == {"clean", "persistent"}
    res = runner.invoke(main, ["probe", str(data), "--agent", "deadline", "--json"])
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["median_step"] == [8.0, 16.0]
    res = runner.invoke(main, ["simulate", str(data), "--regimes", "soon"])
    assert res.exit_code == 1 and "unknown regime" in res.output
    res = runner.invoke(main, ["simulate", str(tmp_path / "missing.json")])
    assert res.exit_code != 0
