"""Issue 33's acceptance: the experiment against a loopback server that behaves as the real
small model did (tests/_llama_like.py) — tool-call turns become text once a result is in the
history, beliefs come with unquoted keys, a bare ``finish[answer]`` is copied literally."""

from __future__ import annotations

import json
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
    with ChatServer(llama_like, drop_tool_messages=True, escape_messages=True,
                    token_usage=True) as server:  # fmt: skip
        rep = check_server(client(server), seed=0)
    text = str(rep)
    assert rep.check("html escaping").status == "handled", text
    assert rep.check("tool calls").status == "ok"  # the one-turn probe passes, as it did
    tools = rep.check("episode (tools)")
    assert tools.status == "fails" and tools.fix == "--protocol react", text
    assert "3 of 4 agent turns invalid (75%)" in tools.detail and "functions.search:" in text
    assert rep.check("episode (react)").status == "ok"
    assert "0 of 4 agent turns invalid" in rep.check("episode (react)").detail
    beliefs = rep.check("beliefs")
    assert beliefs.status == "ok", text
    assert "6 of 6 beliefs read (forms: json+html 4, relaxed 2)" in beliefs.detail
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
    assert {b["form"] for b in read} == {"relaxed", "json+html"}
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


@pytest.fixture(scope="module")
def tools_run(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A tools-protocol run of the llama-like model: one real call, then text turns."""
    path = tmp_path_factory.mktemp("run") / "tools.jsonl"
    with ChatServer(llama_like, drop_tool_messages=True) as server:
        run_experiment(
            client(server, tool_results_as="user"), conditions="unaided,enforced",
            regimes="persistent", questions=3, concurrency=1, output=path,
        )  # fmt: skip
    return path


def test_analyze_of_a_tools_run_reports_its_invalid_turns(tools_run: Path) -> None:
    res = CliRunner().invoke(main, ["analyze", str(tools_run), "-d", "self", "--by", "condition",
                                    "--n-boot", "50"])  # fmt: skip
    assert res.exit_code == 0, res.output
    out = res.output
    assert "Data quality" in out
    # 8 turns per episode, the first a real call: 7 of 8 invalid, 3 episodes per condition
    quality = [r for r in out.splitlines() if r.startswith("unaided") and "%)" in r][0].split()
    assert quality[1:4] == ["24", "3", "21/24"], quality  # turns, tool calls, invalid
    assert "warning: unaided: 21 of 24 turns lost as invalid turns (88% > 10%)" in out
    assert "n/a (21)" not in out  # refused turns are not results judged
    # calls: the one call that ran per episode, not the 8 turns
    table = [line for line in out.splitlines() if line.startswith("unaided")][0].split()
    assert table[-1] == "1.0", table
    assert "mean over 1 of 6 regimes" in out


def test_compare_on_three_tasks_claims_no_verdict(tools_run: Path) -> None:
    res = CliRunner().invoke(main, ["compare", str(tools_run), "--by", "condition",
                                    "--n-boot", "200"])  # fmt: skip
    assert res.exit_code == 0, res.output
    out = res.output
    assert "too few paired tasks for a verdict (3 of the 10 needed; no p-value)" in out
    block = out.split("How to read it")[0]
    assert "p=-" in block and "p=0." not in block and "→ gain" not in block
    assert " pass" not in block and "Holm over 0 tests" in block
    assert "mean gain over 1 of 6 regimes (persistent)" in out
    assert "tool calls per episode 1.00 → 1.00 (invalid or barred turns besides: 7.00" in out


def test_the_enforced_condition_takes_the_gate_rule(tmp_path: Path) -> None:
    out = tmp_path / "cusum.jsonl"
    base = ["experiment", "--model", "m", "--protocol", "react", "--regimes", "persistent",
            "--questions", "1", "--conditions", "enforced", "--instruments", "self",
            "--concurrency", "1", "-o", str(out)]  # fmt: skip
    with ChatServer(llama_like) as server:
        url = ["--base-url", server.base_url]
        res = CliRunner().invoke(main, [*base, *url, "--rule", "cusum", "--h", "8"])
        assert res.exit_code == 0, res.output
        (line,) = out.read_text(encoding="utf-8").splitlines()
        ep = json.loads(line)
        # each USELESS verdict (P(useless) clipped to 0.99) adds log(99) = 4.6: S >= 8 at two
        assert ep["gate"]["tripped_at"] == 2 and ep["gate"]["rule"] == "cusum(h=8, drift=0)"
        assert [s["action"] for s in ep["steps"]] == ["search", "search", "finish"]
        assert ep["experiment"]["rule"] == {"rule": "cusum", "h": 8.0}
        again = CliRunner().invoke(main, [*base, *url, "--rule", "sprt"])  # resume, other rule
        assert again.exit_code == 1 and "rule differ" in again.output, again.output
    bad = CliRunner().invoke(main, [*base, "--rule", "sprt", "--h", "3"])
    assert bad.exit_code == 2 and "--h applies to --rule cusum" in bad.output
