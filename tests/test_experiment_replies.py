"""Server replies `experiment` must survive, runs that produce nothing, Ctrl-C, budgets
(issue 32: items 1, 9, 10 and 11 for `experiment`; issue 33.8)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests._chat_server import ChatServer, completion, tool_call
from tests._llama_like import llama_like

from uselessdetect.cli import main
from uselessdetect.experiment import check_server, run_experiment
from uselessdetect.judges import ChatClient

pytest.importorskip("openai")

SRC = str(Path(__file__).resolve().parents[1] / "src")


def client(server: ChatServer, **kw: Any) -> ChatClient:
    return ChatClient(base_url=server.base_url, model="m", concurrency=1, backoff=0.0, **kw)


def _with(body_edit: Any) -> Any:
    """The llama-like model, its response bodies edited by ``body_edit(body, request)``."""

    def script(request: dict[str, Any]) -> Any:
        body = llama_like(request)
        body_edit(body, request)
        return body

    return script


@pytest.mark.parametrize("value", [float("inf"), 1e308])
def test_an_overflowing_logprob_is_no_traceback(value: float) -> None:
    def edit(body: dict[str, Any], request: dict[str, Any]) -> None:
        lps = body["choices"][0]["logprobs"]
        if lps:
            for t in lps["content"]:
                t["logprob"] = value
                for a in t["top_logprobs"]:
                    a["logprob"] = value

    with ChatServer(_with(edit)) as server:
        out = run_experiment(client(server), regimes="persistent", questions=1,
                             protocol="react", instruments=["self"])  # fmt: skip
    (ep,) = out.episodes
    # the judgment falls back to the reply's text (USELESS) instead of crashing
    verdicts = {s.judgments["self"]["verdict"] for s in ep.steps if not s.is_finish}
    assert verdicts == {"useless"} and not out.failed


def test_check_server_against_a_reply_without_choices() -> None:
    with ChatServer(lambda body: (200, {"id": "x", "object": "chat.completion"})) as server:
        rep = check_server(client(server), seed=0)
    assert rep.check("tool calls").status == "fails"
    assert "no choices" in rep.check("tool calls").detail
    res_json = rep.to_dict()
    assert res_json["ok"] is False


def test_tool_calls_given_as_a_string_are_a_counted_invalid_action() -> None:
    def script(body: dict[str, Any]) -> Any:
        if body.get("tools"):
            out = completion("calling search")
            out["choices"][0]["message"]["tool_calls"] = "search(Creed)"
            return out
        return completion("USELESS")

    with ChatServer(script) as server:
        out = run_experiment(client(server), regimes="persistent", questions=1,
                             instruments=["self"])  # fmt: skip
    (ep,) = out.episodes
    assert not out.failed and ep.raw["calls"]["invalid_actions"] == 8
    assert {s.raw["invalid"] for s in ep.steps} == {"malformed tool call (no name)"}


@pytest.mark.parametrize("usage", ["lots", {"prompt_tokens": "x"}, [1, 2], {"prompt_tokens": -3}])
def test_a_malformed_usage_is_recorded_as_missing(usage: Any) -> None:
    def edit(body: dict[str, Any], request: dict[str, Any]) -> None:
        body["usage"] = usage

    with ChatServer(_with(edit)) as server:
        chat = client(server)
        out = run_experiment(chat, regimes="persistent", questions=1, protocol="react")
    (ep,) = out.episodes
    assert not out.failed and len(ep.steps) == 8
    assert all(s.raw["usage"] is None for s in ep.steps)
    assert ep.raw["calls"]["usage_missing"] == 8 and chat.stats["usage_missing"] > 8


def test_a_good_tool_call_still_reads() -> None:
    def script(body: dict[str, Any]) -> Any:
        if body.get("tools"):
            offered = [t["function"]["name"] for t in body["tools"]]
            name, arg = ("search", "query") if "search" in offered else ("finish", "answer")
            return completion(None, tool_calls=[tool_call(name, {arg: "Creed"})])
        return completion("USELESS")

    with ChatServer(script) as server:
        out = run_experiment(client(server), regimes="persistent", questions=1,
                             conditions="enforced", instruments=["self"])  # fmt: skip
    (ep,) = out.episodes
    assert [s.action for s in ep.steps] == ["search"] * 5 + ["finish"]


@pytest.mark.parametrize(
    ("status", "body", "kind"),
    [(500, {"error": {"message": "boom"}}, "server_error"),
     (429, {"error": {"message": "slow down"}}, "rate_limited"),
     (400, {"error": {"message": "no"}}, "bad_request")],
)  # fmt: skip
def test_a_run_where_no_episode_got_a_reply_leaves_no_file(
    tmp_path: Path, status: int, body: dict[str, Any], kind: str
) -> None:
    out = tmp_path / "runs.jsonl"
    with ChatServer(lambda request: (status, body)) as server:
        res = CliRunner().invoke(
            main,
            ["experiment", "--base-url", server.base_url, "--model", "m", "--regimes",
             "persistent", "--questions", "2", "--retries", "0", "-o", str(out)],
        )  # fmt: skip
    assert res.exit_code == 1, res.output
    assert not out.exists() and not list(tmp_path.iterdir())
    assert "next:" not in res.output and "Traceback" not in res.output
    errors = [line for line in res.output.splitlines() if line.startswith("Error:")]
    assert errors == [
        f"Error: no episode got a reply: 2 of 2 cells skipped (2 {kind}); nothing written to {out}"
    ]


def test_budgets_are_capped_like_the_other_commands() -> None:
    for value in ("100001", "100000000000000000000", "8,100001"):
        res = CliRunner().invoke(
            main, ["experiment", "--show-prompt", "budget", "--budgets", value]
        )
        assert res.exit_code == 2 and "from 1 to 100,000" in res.output, res.output
    res = CliRunner().invoke(main, ["experiment", "--show-prompt", "budget", "--budgets", "100000"])
    assert res.exit_code == 0 and "budget of 100000 actions" in res.output


def test_ctrl_c_exits_130_saying_interrupted(tmp_path: Path) -> None:
    out = tmp_path / "runs.jsonl"
    with ChatServer(llama_like, delay=0.05) as server:
        code = "from uselessdetect.cli import main; main()"
        cmd = [sys.executable, "-c", code, "experiment", "--base-url", server.base_url,
               "--model", "m", "--protocol", "react", "--regimes", "persistent",
               "--questions", "20", "--concurrency", "1", "-o", str(out)]  # fmt: skip
        env = {**os.environ, "PYTHONPATH": SRC}
        proc = subprocess.Popen(cmd, stderr=subprocess.PIPE, env=env)
        deadline = time.monotonic() + 60
        try:
            while time.monotonic() < deadline and not (out.exists() and out.read_bytes()):
                time.sleep(0.05)
            assert out.exists(), "no episode finished"
            proc.send_signal(signal.SIGINT)
            rc = proc.wait(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
    err = proc.stderr.read().decode()  # type: ignore[union-attr]
    assert rc == 130, err
    assert err.splitlines()[-2:] == [
        "Interrupted.",
        f"{out} holds the finished episodes: rerun the same command to resume",
    ]
    assert "Traceback" not in err and "Error:" not in err
    for line in out.read_text(encoding="utf-8").splitlines():
        assert json.loads(line)["id"]  # whole episodes only
