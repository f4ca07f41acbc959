"""Issue 33's acceptance: the experiment against a loopback server that behaves as the real
small model did (tests/_llama_like.py) — tool-call turns become text once a result is in the
history, beliefs come with unquoted keys, a bare ``finish[answer]`` is copied literally."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests._chat_server import ChatServer
from tests._llama_like import GUESS, llama_like

from uselessdetect.cli import main
from uselessdetect.experiment import check_server, run_experiment
from uselessdetect.judges import ChatClient

pytest.importorskip("openai")


def client(server: ChatServer, **kw: Any) -> ChatClient:
    kw.setdefault("concurrency", 1)
    return ChatClient(base_url=server.base_url, model="scripted", backoff=0.01, **kw)


def test_check_server_probes_episodes_and_recommends_react() -> None:
    with ChatServer(llama_like, drop_tool_messages=True) as server:
        rep = check_server(client(server), seed=0)
    text = str(rep)
    assert rep.check("tool calls").status == "ok"  # the one-turn probe passes, as it did
    tools = rep.check("episode (tools)")
    assert tools.status == "fails" and tools.fix == "--protocol react", text
    assert "3 of 4 agent turns invalid (75%)" in tools.detail and "functions.search:" in text
    assert rep.check("episode (react)").status == "ok"
    assert "0 of 4 agent turns invalid" in rep.check("episode (react)").detail
    beliefs = rep.check("beliefs")
    assert beliefs.status == "ok" and "6 of 6 beliefs read (forms: relaxed 6)" in beliefs.detail
    assert "--protocol react" in rep.flags and "--tool-results-as user" in rep.flags
    runs = rep.to_dict()["stats"]["episodes"]
    assert runs["tools"]["invalid"] == 3 and runs["react"]["invalid"] == 0
    with pytest.raises(KeyError):
        rep.check("json replies")  # replaced by the belief question as the run asks it


def test_a_react_run_enforces_at_the_sixth_action_and_keeps_its_beliefs(tmp_path: Path) -> None:
    with ChatServer(llama_like, drop_tool_messages=True) as server:
        out = run_experiment(
            client(server, tool_results_as="user"), conditions="unaided,enforced",
            regimes="persistent", questions=3, protocol="react", concurrency=1,
        )  # fmt: skip
    enforced = [ep for ep in out.episodes if ep.raw["condition"] == "enforced"]
    assert len(enforced) == 3
    for ep in enforced:
        assert ep.raw["gate"]["tripped_at"] == 5
        assert [s.action for s in ep.steps] == ["search"] * 5 + ["finish"]
        assert ep.steps[-1].input == GUESS  # not the placeholder, not the word "answer"
    beliefs = [s.raw["belief"] for ep in out.episodes for s in ep.steps if "belief" in s.raw]
    read = [b for b in beliefs if b["p_continue"] is not None]
    assert len(beliefs) == 3 * 7 + 3 * 5 and len(read) / len(beliefs) >= 0.9
    assert {b["form"] for b in read} == {"relaxed"}
    assert out.counts["invalid_actions"] == 0 and out.counts["belief_unparsed"] == 0


def test_the_check_command_prints_the_episode_findings() -> None:
    with ChatServer(llama_like, drop_tool_messages=True) as server:
        res = CliRunner().invoke(
            main,
            ["experiment", "--base-url", server.base_url, "--model", "m", "--check-server",
             "--concurrency", "1"],
        )  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "episode (tools)" in res.output and "→ use --protocol react" in res.output
    assert "Run with: --tool-results-as user --protocol react" in res.output
