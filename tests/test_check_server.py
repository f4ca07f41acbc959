"""check_server against loopback servers that behave like llama.cpp's, one quirk at a time."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from tests._chat_server import ChatServer, completion, last_user, obliging_model

from uselessdetect.exceptions import ChatClientError
from uselessdetect.judges import ChatClient, ServerReport, check_server

pytest.importorskip("openai")


def report(server: ChatServer, **kw: Any) -> ServerReport:
    kw.setdefault("concurrency", 4)
    chat = ChatClient(base_url=server.base_url, model="scripted", backoff=0.01, **kw)
    return check_server(chat, seed=0)


def slow_to_say_ok(seconds: float = 0.25) -> Callable[[dict], Any]:
    """The obliging model, taking ``seconds`` over the concurrency probe's requests only."""

    def script(body: dict) -> Any:
        if last_user(body).startswith("Say OK"):
            time.sleep(seconds)
        return obliging_model(body)

    return script


def statuses(rep: ServerReport) -> dict[str, str]:
    return {c.name: c.status for c in rep.checks}


def test_a_server_that_does_everything_needs_no_flag() -> None:
    with ChatServer(slow_to_say_ok()) as server:
        rep = report(server)
    assert set(statuses(rep).values()) == {"ok"}, str(rep)
    assert rep.ok and rep.flags == [] and rep.served_at_once == 4
    assert "Nothing to change" in str(rep)


@pytest.mark.parametrize(
    ("quirk", "found", "flag"),
    [
        ("ignore_tools_without_choice", {"tool_choice": "handled"}, None),
        ("refuse_null_content", {"null content": "handled"}, None),
        ("drop_tool_messages", {"tool results": "fails"}, "--tool-results-as user"),
        ("escape_arguments", {"argument escapes": "handled", "function_call": "handled"}, None),
    ],
)
def test_each_quirk_is_reported_with_what_fixes_it(
    quirk: str, found: dict[str, str], flag: str | None
) -> None:
    with ChatServer(obliging_model, **{quirk: True}) as server:
        rep = report(server)
    assert {n: s for n, s in statuses(rep).items() if s != "ok"} == found, str(rep)
    assert rep.flags == ([flag] if flag else [])
    if flag:
        assert f"→ use {flag}" in str(rep) and f"Run with: {flag}" in str(rep)


def test_tool_results_as_user_is_reported_as_handled() -> None:
    with ChatServer(obliging_model, drop_tool_messages=True) as server:
        rep = report(server, tool_results_as="user")
    assert rep.check("tool results").status == "handled" and rep.flags == []


def test_a_one_at_a_time_server_is_told_to_use_concurrency_1() -> None:
    with ChatServer(slow_to_say_ok(), one_at_a_time=True) as server:
        rep = report(server)
    assert rep.served_at_once == 1 and rep.flags == ["--concurrency 1"], str(rep)
    assert rep.check("concurrency").status == "fails"


def test_a_model_that_never_calls_tools_is_told_to_use_react() -> None:
    def talker(body: dict) -> dict:
        return completion("I would search for it.")

    with ChatServer(talker) as server:
        rep = report(server)
    assert rep.check("tool calls").status == "fails"
    assert rep.check("json replies").status == "fails"
    assert rep.check("logprobs").status == "fails"
    assert rep.check("tool results").status == "unknown"
    assert rep.flags == ["--protocol react"]


def test_a_server_that_refuses_logprobs() -> None:
    def no_logprobs(body: dict) -> Any:
        if body.get("logprobs"):
            return 400, {"error": {"message": "logprobs is not supported"}}
        return obliging_model(body)

    with ChatServer(no_logprobs) as server:
        rep = report(server)
    assert (
        rep.check("logprobs").status == "fails" and "logprobs=False" in rep.check("logprobs").detail
    )
    assert rep.flags == []  # not a flag of a run: the judge reads the text instead


def test_every_quirk_at_once_like_llama_cpp() -> None:
    quirks = {
        "ignore_tools_without_choice": True,
        "refuse_null_content": True,
        "drop_tool_messages": True,
        "escape_arguments": True,
        "one_at_a_time": True,
    }
    with ChatServer(slow_to_say_ok(), **quirks) as server:
        rep = report(server)
    assert rep.flags == ["--tool-results-as user", "--concurrency 1"], str(rep)
    data = json.loads(json.dumps(rep.to_dict()))
    assert data["ok"] is False and data["flags"] == rep.flags
    assert {c["name"]: c["status"] for c in data["checks"]} == statuses(rep)
    assert data["served_at_once"] == 1 and data["stats"]["requests"] > 0


def test_probes_bypass_the_cache(tmp_path: Any) -> None:
    with ChatServer(obliging_model) as server:
        report(server, cache_dir=tmp_path)
        sent = server.requests
        report(server, cache_dir=tmp_path)
        assert server.requests == 2 * sent
    assert list(tmp_path.rglob("*.json")) == []


def test_an_unreachable_server_raises() -> None:
    with pytest.raises(ChatClientError, match="cannot reach"):
        check_server(ChatClient(base_url="http://127.0.0.1:9/v1", model="m"))


@pytest.mark.parametrize("escaped", [False, True])
def test_a_template_that_html_escapes_messages_is_told_by_the_token_count(escaped: bool) -> None:
    # llama-cpp-python's chatml-function-calling template autoescapes: the model reads &#34;
    with ChatServer(obliging_model, escape_messages=escaped, token_usage=True) as server:
        rep = report(server)
    check = rep.check("html escaping")
    assert check.status == ("handled" if escaped else "ok"), str(rep)
    assert ("&#34;" in check.detail) is escaped
    # by hand: "x" * 24 is one token; '"<>' * 8 is 24 as written, and escaped each triple
    # &#34; &lt; &gt; is 4 + 3 + 3 tokens: 80
    assert ("cost 79 more" if escaped else "cost 23 more") in check.detail, check.detail
    assert rep.flags == []  # nothing to change: the belief reader reads what it leads to
