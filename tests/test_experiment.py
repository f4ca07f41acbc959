"""`uselessdetect experiment` against a real chat server on loopback, through the real client.

The server (tests/_chat_server.py) is a stdlib HTTP server speaking chat completions; the
scripted models (tests/_experiment_agents.py) play the paper's agent kinds from their
conversation alone; requests go through :class:`uselessdetect.judges.ChatClient` and the
``openai`` package.
"""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

pytest.importorskip("openai")

from tests import _experiment_agents as agents  # noqa: E402
from tests._chat_server import ChatServer, obliging_model  # noqa: E402

from uselessdetect.cli import main  # noqa: E402
from uselessdetect.exceptions import ConfigurationError, InputError  # noqa: E402
from uselessdetect.experiment import CONDITIONS, run_experiment  # noqa: E402
from uselessdetect.experiment import _prompts as P  # noqa: E402
from uselessdetect.io import read_episodes  # noqa: E402
from uselessdetect.judges import ChatClient  # noqa: E402
from uselessdetect.measure import analyze_by  # noqa: E402


def client(server: ChatServer, **kw: Any) -> ChatClient:
    return ChatClient(base_url=server.base_url, model="scripted", backoff=0.0, **kw)


def agent_bodies(server: ChatServer) -> list[dict[str, Any]]:
    """The agent turns among the requests (the instruments offer no tools)."""
    return [b for b in server.bodies if b.get("tools")]


def offered(body: dict[str, Any]) -> list[str]:
    return [t["function"]["name"] for t in body.get("tools") or []]


def run(kind: str, server_kw: dict | None = None, **kw: Any) -> Any:
    server = ChatServer(agents.script(kind), **(server_kw or {}))
    with server, client(server, concurrency=kw.pop("concurrency", 4)) as chat:
        out = run_experiment(
            chat,
            regimes=kw.pop("regimes", "persistent"),
            questions=kw.pop("questions", 1),
            **kw,
        )
    return out, server


# ------------------------------------------------------------------ conditions' elements
ELEMENTS = {
    "permission": P.PERMISSION,
    "budget": "You have a budget of 8 actions",
    "rule": "Stopping rule: if 5 consecutive results are useless",
    "price": "Each tool call costs 0.05 points",
    "decide": "how many consecutive results you have judged useless",
}


@pytest.fixture(scope="module")
def by_condition() -> dict[str, tuple[Any, ChatServer]]:
    """Every condition run once (persistent agent, one question, persistent source)."""
    return {
        name: run("persistent", conditions=name, instruments=["self"], random_rate=1.0)
        for name in CONDITIONS
    }


def test_every_condition_carries_its_element_and_unaided_none(by_condition: Any) -> None:
    for name, (_, server) in by_condition.items():
        bodies = agent_bodies(server)
        system = bodies[0]["messages"][0]["content"]
        stated = {e for e, text in ELEMENTS.items() if text in system}
        want = {e for e in ELEMENTS if getattr(CONDITIONS[name], e)}
        assert stated == want, name
        tools = {t for b in bodies for t in offered(b)}
        assert ("backup_search" in tools) == CONDITIONS[name].backup, name
        seen = " ".join(str(m.get("content")) for m in bodies[-1]["messages"])
        assert ("[Actions left:" in seen) == CONDITIONS[name].budget, name
        assert ("[Consecutive results you judged useless:" in seen) == CONDITIONS[name].decide
        restricted = [b for b in bodies if "search" not in offered(b)]
        assert bool(restricted) == (CONDITIONS[name].gate is not None), name
    unaided = agent_bodies(by_condition["unaided"][1])
    assert all(offered(b) == ["search", "lookup", "finish"] for b in unaided)
    assert all(b["tool_choice"] == "auto" for b in unaided)


def test_drop_tool_removes_search_and_keeps_the_backup(by_condition: Any) -> None:
    bodies = agent_bodies(by_condition["drop_tool"][1])
    assert offered(bodies[5]) == ["backup_search", "lookup", "finish"]
    assert all("search" in offered(b) for b in bodies[:5])


def test_enforced_offers_only_finish_after_the_fifth_useless_judgment(by_condition: Any) -> None:
    out, server = by_condition["enforced"]
    bodies = server.bodies
    turns = [i for i, b in enumerate(bodies) if b.get("tools")]
    assert [offered(bodies[i]) for i in turns[:5]] == [["search", "lookup", "finish"]] * 5
    assert offered(bodies[turns[5]]) == ["finish"] and bodies[turns[5]]["tool_choice"] == "required"
    judged = [b for b in bodies[: turns[5]] if not b.get("tools")]
    assert len(judged) == 5  # one side-channel judgment per result, all before turn 6
    (ep,) = out.episodes
    assert [s.judgments["self"]["verdict"] for s in ep.steps[:5]] == ["useless"] * 5
    assert ep.raw["gate"] == {"detector": "self", "k": 5, "mode": "finish_only", "tripped_at": 5}
    assert len(ep.steps) == 6 and ep.steps[-1].is_finish


def test_instruments_never_leak_into_agent_turns(by_condition: Any) -> None:
    with ChatServer(agents.script("persistent")) as server, client(server) as chat:
        run_experiment(chat, conditions="unaided,decide", regimes="recover_after_2", questions=2)
    instrument_words = (P.JUDGMENT_QUESTION, P.BELIEF_QUESTION)
    agent_turns = agent_bodies(server)
    for body in agent_turns:
        for m in body["messages"]:
            text = str(m.get("content") or "")
            assert not any(q in text for q in instrument_words)
            if m["role"] == "assistant":
                assert text not in ("USEFUL", "USELESS") and "p_continue" not in text
    instruments = [b for b in server.bodies if not b.get("tools")]
    assert {b["messages"][-1]["content"] for b in instruments} == set(instrument_words)
    # each scratch copy is the agent's conversation so far, plus the one question
    prefixes = [json.dumps(b["messages"][:-1]) for b in instruments]
    convo = {
        json.dumps(b["messages"][:n]) for b in agent_turns for n in range(1, len(b["messages"]) + 1)
    }
    beliefs = [
        p
        for p, b in zip(prefixes, instruments, strict=True)
        if b["messages"][-1]["content"] == P.BELIEF_QUESTION
    ]
    assert beliefs and all(p in convo for p in beliefs)


# ------------------------------------------------------------------ budgets and analysis
def test_deadline_answers_move_with_the_budget_enforced_stays_at_six() -> None:
    out, _ = run(
        "deadline", conditions="budget,enforced", budgets=(8, 16), questions=3, instruments=["self"]
    )
    steps: dict[tuple[str, int], set[int]] = {}
    for ep in out.episodes:
        steps.setdefault((ep.raw["condition"], ep.budget), set()).add(len(ep.steps))
        assert ep.answered
    assert steps == {
        ("budget", 8): {8},
        ("budget", 16): {16},
        ("enforced", 8): {6},
        ("enforced", 16): {6},
    }


@pytest.fixture(scope="module")
def six_regimes(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("exp") / "runs.jsonl"
    with ChatServer(agents.script("half_rule")) as server, client(server, concurrency=8) as c:
        run_experiment(
            c, conditions="budget,rule,enforced", questions=4, output=path, instruments=["self"]
        )
    return path


def test_analyze_by_condition_delta_zero_for_the_deadline_positive_enforced(
    six_regimes: Path,
) -> None:
    res = CliRunner().invoke(
        main,
        [
            "analyze",
            str(six_regimes),
            "-d",
            "self",
            "--by",
            "condition",
            "--json",
            "--n-boot",
            "200",
            "--min-group",
            "5",
        ],
    )
    assert res.exit_code == 0, res.output
    groups = json.loads(res.output)["groups"]
    delta = {g: v["analysis"]["delta"]["estimate"] for g, v in groups.items()}
    assert abs(delta["budget"]) < 0.02  # answers only on the last action: excluded
    assert delta["enforced"] > 0.2
    assert 0 < delta["rule"] < delta["enforced"]  # follows the stated rule on half the tasks
    assert groups["enforced"]["budgets"]["8"]["median_answer_step"] == 6
    acc = groups["enforced"]["judgment_accuracy"]
    assert acc["injected"]["judged_useless"] > 0.8
    # by a second route: Δ of one condition alone equals its row
    alone = [e for e in read_episodes(six_regimes) if e.raw["condition"] == "enforced"]
    again = analyze_by(alone, "self", by="condition", n_boot=0, min_group=5)
    assert again.groups["enforced"]["analysis"].delta.estimate.estimate == pytest.approx(
        delta["enforced"], abs=1e-6
    )


def test_compare_by_condition_reads_the_run(six_regimes: Path) -> None:
    res = CliRunner().invoke(
        main,
        [
            "compare",
            str(six_regimes),
            "--by",
            "condition",
            "--base",
            "budget",
            "--n-boot",
            "100",
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    comp = json.loads(res.output)["budgets"]["8"]
    assert [c["name"] for c in comp["conditions"]] == ["budget", "rule", "enforced"]
    enforced = next(c for c in comp["conditions"] if c["name"] == "enforced")
    assert enforced["median_answer_step"] <= 6 and enforced["gate"] == "self"


def test_belief_and_keyword_are_recorded_per_step() -> None:
    out, _ = run("persistent", conditions="unaided", regimes="persistent")
    (ep,) = out.episodes
    assert "belief" not in ep.steps[0].raw  # no result yet: no decision point
    assert all(s.raw["belief"]["p_answer_now"] == 0.2 for s in ep.steps[1:])
    assert all(s.judgments["keyword"]["verdict"] == "useless" for s in ep.steps[:-1])
    assert ep.raw["calls"]["agent"] == 8 and ep.raw["calls"]["belief"] == 7
    assert ep.raw["usage"] == {"prompt_tokens": 230, "completion_tokens": 46}


# ------------------------------------------------------------------ resume, concurrency, retries
def lines(path: Path) -> list[str]:
    return path.read_text(encoding="utf-8").splitlines()


def test_resume_sends_nothing_and_redoes_partial_episodes(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    kw = {
        "conditions": "unaided,enforced",
        "regimes": "persistent,recover_after_2",
        "questions": 2,
        "output": out,
    }
    with ChatServer(agents.script("persistent")) as server, client(server) as chat:
        run_experiment(chat, **kw)
        first, sent = lines(out), len(server.bodies)
        again = run_experiment(chat, **kw)
        assert len(server.bodies) == sent and again.resumed == 8 and again.written == 0
        # an interrupted run: two episodes missing, the last line torn mid-write
        out.write_text("\n".join(first[:5]) + "\n" + first[5][:40], encoding="utf-8")
        redo = run_experiment(chat, **kw)
    assert redo.written == 3 and redo.resumed == 5
    assert lines(out) == first  # no duplicate, same episodes (deterministic), cell order
    assert len(server.bodies) > sent


def test_interrupted_run_leaves_whole_episodes(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    chat = agents.as_callable("persistent")
    calls = {"n": 0}

    def flaky(messages: list[dict[str, Any]], tools: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 60:
            raise KeyboardInterrupt
        return chat(messages, tools)

    kw = {
        "conditions": "unaided",
        "regimes": "six",
        "questions": 2,
        "output": out,
        "concurrency": 3,
    }
    with pytest.raises(KeyboardInterrupt):
        run_experiment(flaky, **kw)
    partial = [json.loads(line) for line in lines(out)]
    assert 0 < len(partial) < 12 and all(len(r["steps"]) == 8 for r in partial)
    done = run_experiment(chat, **kw)
    ids = [json.loads(line)["id"] for line in lines(out)]
    assert len(ids) == len(set(ids)) == 12 and done.resumed == len(partial)


def test_the_concurrency_bound_holds_exactly() -> None:
    out, server = run(
        "persistent",
        conditions="unaided",
        regimes="six",
        questions=2,
        concurrency=3,
        server_kw={"delay": 0.02},
        instruments=[],
    )
    assert server.max_in_flight == 3
    assert len(out.episodes) == 12


def test_a_429_is_retried() -> None:
    out, server = run("persistent", conditions="unaided", server_kw={"fail_first": 2})
    assert server.statuses[:2] == [429, 429] and set(server.statuses[2:]) == {200}
    (ep,) = out.episodes
    assert len(ep.steps) == 8 and not out.failed


def test_cache_makes_a_rerun_free(tmp_path: Path) -> None:
    with ChatServer(agents.script("persistent")) as server:
        for name in ("a", "b"):
            with client(server, cache_dir=tmp_path / "cache") as chat:
                run_experiment(
                    chat, regimes="persistent", questions=1, output=tmp_path / f"{name}.jsonl"
                )
            if name == "a":
                sent = len(server.bodies)
    assert len(server.bodies) == sent
    assert lines(tmp_path / "a.jsonl") == lines(tmp_path / "b.jsonl")


# ------------------------------------------------------------------ bad replies, bad servers
def test_a_reply_that_is_not_a_tool_call_is_a_counted_invalid_action() -> None:
    def chatty(body: dict[str, Any]) -> dict[str, Any]:
        if body.get("tools"):
            return {"content": "I think the answer is Creed."}
        return {"content": "USELESS"}

    with ChatServer(chatty) as server, client(server) as chat:
        out = run_experiment(chat, regimes="persistent", questions=1, instruments=["self"])
    (ep,) = out.episodes
    assert [s.action for s in ep.steps] == ["invalid"] * 8 and not ep.answered
    assert ep.raw["calls"]["invalid_actions"] == 8 and out.counts["invalid_actions"] == 8
    assert ep.steps[0].raw["invalid"] == "the reply is not a tool call"
    assert ep.raw["calls"]["judgment"] == 0  # nothing to judge
    assert all(s.judgments["self"]["verdict"] == "unknown" for s in ep.steps)


def test_malformed_arguments_are_counted_and_the_model_is_told() -> None:
    def sloppy(body: dict[str, Any]) -> dict[str, Any]:
        if not body.get("tools"):
            return {"content": "USELESS"}
        n = sum(m["role"] == "assistant" for m in body["messages"])
        args = "{query: oops" if n % 2 == 0 else json.dumps({"q": "x"})
        return {
            "content": "",
            "tool_calls": [
                {
                    "id": f"c{n}",
                    "type": "function",
                    "function": {"name": "search", "arguments": args},
                }
            ],
        }

    with ChatServer(sloppy) as server, client(server) as chat:
        out = run_experiment(chat, regimes="persistent", questions=1, instruments=["self"])
    (ep,) = out.episodes
    assert ep.raw["calls"]["invalid_actions"] == 8
    assert {s.raw["invalid"] for s in ep.steps} == {
        "malformed arguments",
        "malformed arguments: expected query",
    }
    tool_msgs = [m for m in server.bodies[-1]["messages"] if m["role"] == "tool"]
    assert tool_msgs and all("Allowed now: search(query)" in m["content"] for m in tool_msgs)


def test_wrong_model_and_unreachable_server_are_one_line_errors(tmp_path: Path) -> None:
    def strict(body: dict[str, Any]) -> Any:
        if body["model"] == "keyless":
            return 401, {"error": {"message": "invalid api key"}}
        if body["model"] != "scripted":
            return 404, {"error": {"message": f"model '{body['model']}' not found"}}
        return obliging_model(body)

    with ChatServer(strict) as server:
        res = CliRunner().invoke(
            main,
            [
                "experiment",
                "--base-url",
                server.base_url,
                "--model",
                "nope",
                "--questions",
                "1",
                "-o",
                str(tmp_path / "r.jsonl"),
                "--retries",
                "0",
            ],
        )
    assert res.exit_code == 1 and "Traceback" not in res.output
    assert "does not serve model 'nope'" in res.output and len(res.output.splitlines()) == 1
    with ChatServer(strict) as server:
        res = CliRunner().invoke(
            main,
            ["experiment", "--base-url", server.base_url, "--model", "keyless", "--questions",
             "1", "-o", str(tmp_path / "k.jsonl")],
        )  # fmt: skip
    assert res.exit_code == 1 and "refused the API key" in res.output
    assert len(res.output.splitlines()) == 1
    res = CliRunner().invoke(
        main,
        [
            "experiment",
            "--base-url",
            "http://127.0.0.1:9/v1",
            "--model",
            "m",
            "--questions",
            "1",
            "--retries",
            "0",
            "-o",
            str(tmp_path / "s.jsonl"),
        ],
    )
    assert res.exit_code == 1 and "cannot reach the chat server" in res.output
    assert "Traceback" not in res.output


def test_react_protocol_refuses_a_barred_action_saying_what_is_allowed() -> None:
    out, server = run("persistent", conditions="enforced", protocol="react", instruments=["self"])
    assert not agent_bodies(server)  # no tools offered in the text protocol
    (ep,) = out.episodes
    assert [s.action for s in ep.steps[:5]] == ["search"] * 5
    assert ep.steps[5].raw["barred"] is True
    assert ep.steps[5].observation.endswith("Allowed now: finish[<your final answer>].")
    # the observation at which the rule tripped already said so (issue 33.7)
    fifth = [m for m in server.bodies[-1]["messages"] if m["role"] == "user"][5]["content"]
    assert fifth.endswith("Allowed now: finish[<your final answer>].]")
    assert "Action can be 3 types" in server.bodies[0]["messages"][0]["content"]


def test_fever_and_plain_string_callables() -> None:
    from uselessdetect.io import sample_fever_path

    def texty(messages: list[dict[str, Any]], tools: Any) -> str:
        if messages[-1]["content"] == P.JUDGMENT_QUESTION:
            return "Useless."
        return "Thought: I know this.\nAction: finish[SUPPORTS]"

    out = run_experiment(
        texty,
        sample_fever_path(),
        protocol="react",
        questions=2,
        regimes="clean",
        instruments=["self"],
    )
    assert [len(e.steps) for e in out.episodes] == [1, 1]
    assert {e.raw["task"] for e in out.episodes} == {"fever"}
    assert {e.raw["answer"] for e in out.episodes} == {"SUPPORTS"}


def test_cli_show_prompt_and_check_server() -> None:
    res = CliRunner().invoke(main, ["experiment", "--show-prompt", "price", "--price", "0.1"])
    assert res.exit_code == 0 and "Each tool call costs 0.1 points" in res.output
    res = CliRunner().invoke(main, ["experiment", "--show-prompt", "nope"])
    assert res.exit_code == 1 and "unknown condition 'nope'" in res.output
    with ChatServer(obliging_model) as server:
        res = CliRunner().invoke(
            main,
            [
                "experiment",
                "--base-url",
                server.base_url,
                "--model",
                "scripted",
                "--check-server",
                "--json",
            ],
        )
    assert res.exit_code == 0, res.output
    assert json.loads(res.output)["checks"]


def test_cli_run_writes_episodes_the_analysis_reads(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    with ChatServer(agents.script("deadline")) as server:
        res = CliRunner().invoke(
            main,
            [
                "experiment",
                "--base-url",
                server.base_url,
                "--model",
                "scripted",
                "--conditions",
                "budget,budget+enforced",
                "--budgets",
                "8,16",
                "--regimes",
                "persistent",
                "--questions",
                "2",
                "-o",
                str(out),
                "--json",
            ],
        )
    assert res.exit_code == 0, res.output
    summary = json.loads(res.output)
    assert summary["written"] == 8 and summary["client"]["requests"] == len(server.bodies)
    eps = list(read_episodes(out))
    assert {e.raw["model"] for e in eps} == {"scripted"}
    res = CliRunner().invoke(
        main, ["analyze", str(out), "-d", "self", "--by", "condition", "--n-boot", "0"]
    )
    assert res.exit_code == 0, res.output
    assert "median@16" in res.output


def test_the_docs_example_is_the_committed_run() -> None:
    root = Path(__file__).resolve().parents[1]
    page = (root / "docs" / "experiment.md").read_text(encoding="utf-8")
    result = json.loads(
        (root / "benchmarks" / "results" / "experiment_example.json").read_text(encoding="utf-8")
    )
    command = "$ uselessdetect analyze runs.jsonl -d self --by condition\n"
    block = page.rsplit(command, 1)[1].split("```", 1)[0]
    assert block.strip() == result["report"].strip()


def test_resuming_a_file_of_other_settings_is_refused(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    chat = agents.as_callable("persistent")
    run_experiment(chat, regimes="persistent", questions=1, output=out, instruments=["self"])
    with pytest.raises(ConfigurationError, match="protocol differ"):
        run_experiment(chat, regimes="persistent", questions=1, output=out, protocol="react",
                       instruments=["self"])  # fmt: skip
    out.write_text(out.read_text(encoding="utf-8") + "not json\n", encoding="utf-8")
    with pytest.raises(InputError, match=r"runs.jsonl:2: expected one episode"):
        run_experiment(chat, regimes="persistent", questions=1, output=out, instruments=["self"])


def test_the_side_channel_reads_logprobs_and_tool_results_can_go_as_user(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    with ChatServer(obliging_model) as server:
        res = CliRunner().invoke(
            main,
            ["experiment", "--base-url", server.base_url, "--model", "scripted", "--regimes",
             "persistent", "--questions", "1", "-o", str(out), "--tool-results-as", "user"],
        )  # fmt: skip
    assert res.exit_code == 0, res.output
    (ep,) = read_episodes(out)
    scores = [s.judgments["self"]["score"] for s in ep.steps]
    p_useless = math.exp(-0.2) / (math.exp(-0.2) + math.exp(-1.7))  # LESS vs FUL, as served
    assert scores == [pytest.approx(p_useless, abs=1e-6)] * 8
    judged = [b for b in server.bodies if b.get("logprobs")]
    assert len(judged) == 8 and all(b["top_logprobs"] == 5 and not b.get("tools") for b in judged)
    roles = {m["role"] for b in server.bodies for m in b["messages"]}
    assert "tool" not in roles
    assert ep.raw["calls"]["belief_unparsed"] == 0 and ep.steps[1].raw["belief"] == {
        "p_continue": 0.6, "p_answer_now": 0.3, "form": "json"}  # fmt: skip


def test_the_file_does_not_depend_on_concurrency(tmp_path: Path) -> None:
    chat = agents.as_callable("paper")
    for c in (1, 5):
        run_experiment(chat, conditions="unaided,enforced,random", questions=2,
                       output=tmp_path / f"c{c}.jsonl", concurrency=c)  # fmt: skip
    assert lines(tmp_path / "c1.jsonl") == lines(tmp_path / "c5.jsonl")


def test_a_call_of_a_tool_taken_away_is_barred_not_invalid() -> None:
    def stubborn(body: dict[str, Any]) -> dict[str, Any]:
        if not body.get("tools"):
            return {"content": "USELESS"}
        n = sum(m["role"] == "assistant" for m in body["messages"])
        return {"content": "", "tool_calls": [
            {"id": f"c{n}", "type": "function",
             "function": {"name": "search", "arguments": '{"query": "Creed"}'}}]}  # fmt: skip

    with ChatServer(stubborn) as server, client(server) as chat:
        out = run_experiment(chat, conditions="enforced", regimes="persistent", questions=1,
                             instruments=["self"])  # fmt: skip
    (ep,) = out.episodes
    assert ep.raw["calls"]["barred_actions"] == 3 and ep.raw["calls"]["invalid_actions"] == 0
    assert [s.raw.get("barred", False) for s in ep.steps] == [False] * 5 + [True] * 3
    assert ep.steps[5].observation == (
        "The action search is not allowed now. Allowed now: finish(answer)."
    )
    assert not ep.answered and ep.raw["calls"]["judgment"] == 5


def test_a_torn_line_is_cut_before_new_episodes_are_appended(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    chat = agents.as_callable("persistent")
    kw = {"regimes": "six", "questions": 1, "output": out, "concurrency": 1, "instruments": []}
    run_experiment(chat, **kw)
    first = lines(out)
    out.write_text("\n".join(first[:2]) + "\n" + first[2][:30], encoding="utf-8")
    calls = {"n": 0}

    def flaky(messages: list[dict[str, Any]], tools: Any) -> Any:
        calls["n"] += 1
        if calls["n"] == 12:  # during the second episode redone
            raise KeyboardInterrupt
        return chat(messages, tools)

    with pytest.raises(KeyboardInterrupt):
        run_experiment(flaky, **kw)
    got = lines(out)  # interrupted again before the final rewrite: still whole episodes
    ids = [json.loads(line)["id"] for line in got]
    every = [json.loads(x)["id"] for x in first]
    assert got[:3] == first[:3] and len(set(ids)) == len(ids) < len(every) and set(ids) < set(every)


def test_an_unwritable_reply_fails_its_episode_not_the_run(tmp_path: Path) -> None:
    chat = agents.as_callable("persistent")

    def surrogate(messages: list[dict[str, Any]], tools: Any) -> Any:
        reply = chat(messages, tools)
        if tools is not None and "Arms" not in messages[1]["content"]:
            reply["choices"][0]["message"]["content"] = "bad \ud800 text"
        return reply

    out = run_experiment(surrogate, regimes="persistent", questions=2, output=tmp_path / "r.jsonl",
                         instruments=[])  # fmt: skip
    assert len(out.failed) == 2 and "cannot write the episode" in out.failed[0][1]
    assert not (tmp_path / "r.jsonl").exists()  # a run that wrote no episode leaves no file


def test_random_after_every_other_episode_failed_names_the_failure(tmp_path: Path) -> None:
    # the run of record hit this: the server died, every unaided episode failed, and the old
    # message ("needs a rate: run it with another condition") blamed the command line
    chat = agents.as_callable("persistent")

    def broken(messages: list[dict[str, Any]], tools: Any) -> Any:
        reply = chat(messages, tools)
        if tools is not None and "Arms" not in messages[1]["content"]:
            reply["choices"][0]["message"]["content"] = "bad \ud800 text"
        return reply

    with pytest.raises(ConfigurationError, match=r"2 of their episodes failed.*cannot write"):
        run_experiment(
            broken, regimes="persistent", questions=1, conditions="unaided,random",
            budgets=(8, 16), output=tmp_path / "r.jsonl", instruments=["self"],
        )  # fmt: skip


def test_the_record_names_the_detector_that_judged(by_condition: Any) -> None:
    """An episode's ``gate.detector`` is the gate's own judge: the side channel under
    ``enforced``, the rate-matched random detector under ``random``, and a detector a caller
    gives the random condition (here ``novelty``, over the loopback server) by its name."""
    from uselessdetect.detectors import make_detector
    from uselessdetect.experiment._episode import Chat, Settings, run_chat_episode
    from uselessdetect.experiment._runner import _parse_regimes, _tasks

    for name, (out, _) in by_condition.items():
        gate = CONDITIONS[name].gate
        for ep in out.episodes:
            assert (ep.raw["gate"] or {}).get("detector") == gate, name
    kbs = _tasks(None, None, 1, 0)
    (persistent,) = _parse_regimes("persistent")
    server = ChatServer(agents.script("persistent"))
    with server, client(server) as chat:
        ep = run_chat_episode(
            Chat(chat), kbs[0], kbs, condition=CONDITIONS["random"], regime=persistent,
            budget=8, settings=Settings(k=2, instruments=("self",)),
            random_detector=make_detector("novelty").fit([]),
        )  # fmt: skip
    assert ep.raw["condition"] == "random" and ep.raw["gate"]["detector"] == "novelty"
    assert "rate" not in ep.raw["gate"]  # the rate is the random detector's, not recorded here


# ------------------------------------------------------------------ issue 49: earlier results
def test_a_detector_that_reads_earlier_results_gets_them_in_an_episode() -> None:
    """The random condition's gate and the scoring after the episode give ``novelty`` the
    tool's earlier results: a search that returns the same paragraph again is useless."""
    from uselessdetect.detectors import make_detector
    from uselessdetect.experiment._episode import Chat, Settings, run_chat_episode
    from uselessdetect.experiment._runner import _parse_regimes, _tasks

    kbs = _tasks(None, None, 1, 0)
    (clean,) = _parse_regimes("clean")  # a working search: the same query, the same paragraph
    novelty = make_detector("novelty").fit([])
    ep = run_chat_episode(
        Chat(agents.as_callable("persistent")), kbs[0], kbs, condition=CONDITIONS["random"],
        regime=clean, budget=8, settings=Settings(k=2, instruments=("self",)),
        random_detector=novelty, keyword=novelty,
    )  # fmt: skip
    searched = [s for s in ep.steps if s.action == "search"]
    assert len({s.observation for s in searched}) == 1 and len(searched) == 3
    assert [s.judgments["novelty"]["verdict"] for s in searched] == [
        "unknown",
        "useless",
        "useless",
    ]
    assert [s.raw["gate"]["run"] for s in searched] == [0, 1, 2]  # the gate's judging
    assert ep.raw["gate"]["tripped_at"] == 3 and ep.steps[-1].action == "finish"
