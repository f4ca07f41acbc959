"""The backup tool, the gate's drop_tool mode, and `analyze --action switch`."""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.measure import analyze, decision_points
from uselessdetect.sim import BACKUP, HotpotEnv, KnowledgeBase, make_agent, simulate

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


def test_backup_search_is_intact_while_search_fails() -> None:
    env = HotpotEnv(RECORD, regime="persistent", backup=True, failure_kind="plausible")
    assert env.tools == ("search", BACKUP, "lookup", "finish")
    obs, label = env.step("search", "Arms Wide Open")
    assert label == 1
    obs, label = env.step(BACKUP, "Arms Wide Open")
    assert (obs, label) == ("Arms Wide Open: Arms Wide Open is a song by Scott Stapp.", 0)
    assert env.episode().raw["backup"] is True
    plain = HotpotEnv(RECORD)
    obs, _ = plain.step(BACKUP, "Arms Wide Open")
    assert obs is not None and obs.startswith("Invalid action")
    assert BACKUP not in obs.partition("Valid actions")[2]


def test_agent_prefers_search_and_switches_only_when_search_is_barred() -> None:
    from uselessdetect.sim import Task

    agent = make_agent("persistent", p_miss=0.0)
    kb = KnowledgeBase.from_record(RECORD)
    agent.reset(Task("t", kb.question, 8, kb=kb), np.random.default_rng(0))
    agent.think(None)
    assert agent.act(("search", BACKUP, "lookup", "finish")).name == "search"
    agent.think("Weather: Weather is the state of the atmosphere.")
    switched = agent.act((BACKUP, "lookup", "finish"))
    assert switched.name == BACKUP and switched.input == "Arms Wide Open"
    agent.think("Weather: Weather is the state of the atmosphere.")
    assert agent.act(("lookup", "finish")).name == "finish"  # no backup offered


def test_unaided_agent_never_leaves_and_drop_tool_gate_switches() -> None:
    unaided = simulate([RECORD], "persistent", regimes="persistent", backup=True)
    assert {s.action for s in unaided[0].steps} == {"search"}
    gated = simulate(
        [RECORD],
        "persistent",
        regimes="persistent",
        backup=True,
        gate="oracle",
        k=3,
        mode="drop_tool",
    )
    actions = [s.action for s in gated[0].steps]
    assert actions[:3] == ["search"] * 3 and actions[3] == BACKUP
    assert "search" not in actions[3:] and gated[0].correct is True


def _ep(actions: list[str], verdicts: list[str], budget: int = 8) -> Episode:
    steps = [
        Step(
            action=a,
            observation=None if a == "finish" else "o",
            judgments={} if a == "finish" else {"j": {"verdict": v}},
        )
        for a, v in zip(actions, verdicts, strict=True)
    ]
    return Episode(id="e", question="q", steps=steps, budget=budget)


def test_switch_decision_points_by_hand() -> None:
    ep = _ep(
        ["search", "lookup", "search", "backup_search", "backup_search", "finish"],
        ["useless", "useless", "useless", "useful", "useful", ""],
    )
    dp = decision_points([ep], "j", action="switch")
    # decision points after the first result: lookup (no switch), search, backup_search (switch)
    assert dp.answered.tolist() == [False, False, True]
    assert dp.run.tolist() == [1, 2, 3]
    assert dp.skipped["actions_after_switch"] == 2
    answered = decision_points([ep], "j")
    assert answered.answered.tolist() == [False, False, False, False, True]
    with pytest.raises(ConfigurationError, match="action must be"):
        decision_points([ep], "j", action="leave")


@pytest.fixture(scope="module")
def backup_runs(shared_data: Path) -> dict[str, list[Episode]]:
    from uselessdetect.io import load_hotpotqa
    from uselessdetect.sim import knowledge_bases

    path = shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"
    kbs = knowledge_bases(list(load_hotpotqa([path]).values())[:150])
    return {
        "unaided": simulate(kbs, "persistent", backup=True),
        "gated": simulate(kbs, "persistent", backup=True, gate="oracle", mode="drop_tool"),
    }


def test_switch_delta_positive_when_gated_and_zero_unaided(
    backup_runs: dict[str, list[Episode]],
) -> None:
    gated = analyze(backup_runs["gated"], "oracle", action="switch", n_boot=200, random_state=0)
    unaided = analyze(backup_runs["unaided"], "oracle", action="switch", n_boot=200, random_state=0)
    assert gated.delta.estimate.ci[0] > 0
    lo, hi = unaided.delta.estimate.ci
    assert lo <= 0 <= hi
    assert gated.settings["action"] == unaided.settings["action"] == "switch"
    # a second route: the share of group-A points at t = 5 that switch, counted directly
    a5 = [
        e.steps[5].action == BACKUP
        for e in backup_runs["gated"]
        if len(e.steps) > 5
        and all(s.label == 1 for s in e.steps[:5])
        and all(s.action == "search" for s in e.steps[:5])
    ]
    row = next(s for s in gated.delta.to_dict()["strata"] if s["t"] == 5)
    assert row["n_a"] == len(a5) and row["answered_a"] == sum(a5)


def test_cli_simulate_backup_and_analyze_switch(tmp_path: Path) -> None:
    runner = CliRunner()
    out = tmp_path / "b.jsonl"
    args = [
        "simulate",
        "--limit",
        "20",
        "--backup",
        "--gate",
        "oracle",
        "--mode",
        "drop_tool",
        "-o",
        str(out),
    ]
    assert runner.invoke(main, args).exit_code == 0
    assert any(
        s["action"] == BACKUP
        for line in out.read_text().splitlines()
        for s in json.loads(line)["steps"]
    )
    res = runner.invoke(
        main,
        [
            "analyze",
            str(out),
            "--judgments",
            "oracle",
            "--action",
            "switch",
            "--n-boot",
            "50",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["settings"]["action"] == "switch" and report["delta"]["estimate"] > 0
    res = runner.invoke(main, ["analyze", str(out), "--judgments", "oracle", "--action", "x"])
    assert res.exit_code == 2
