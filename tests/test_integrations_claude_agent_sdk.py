"""Claude Agent SDK: gate_options on the SDK's bundled ``claude`` program, which talks to a
loopback server speaking the Anthropic Messages API (streamed events, tool_use blocks)."""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("claude_agent_sdk", reason="needs the [claude-agent-sdk] extra")

import anyio  # noqa: E402
from claude_agent_sdk import (  # noqa: E402
    ClaudeAgentOptions,
    HookMatcher,
    ResultMessage,
    create_sdk_mcp_server,
    query,
    tool,
)
from tests._anthropic_server import AnthropicServer, text, tool_use  # noqa: E402

from uselessdetect.exceptions import ConfigurationError  # noqa: E402
from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.claude_agent_sdk import gate_options, gated_query  # noqa: E402

QUESTION = "Who founded the band Creed?"
OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
SEARCH, LOOKUP = "mcp__kb__search", "mcp__kb__lookup"


def scripted(stubborn: bool = False) -> Any:
    """Searches; the tool-aware one answers once told search stopped (or switches to lookup
    when told only not to call search again) and once it read Scott Stapp's name."""

    def respond(body: dict[str, Any]) -> list[dict[str, Any]]:
        last = json.dumps(body["messages"][-1])
        if not stubborn and ("answer now" in last or "Scott Stapp" in last):
            return [text("Scott Stapp")]
        name = LOOKUP if not stubborn and "Do not call" in last else SEARCH
        return [text("That is unrelated. Search again."), tool_use(name, {"query": "Creed"})]

    return respond


class World:
    """The tools (a search that returns ``pool``; a lookup that works) and their calls."""

    def __init__(self, pool: str = OTHER, fail: bool = False) -> None:
        self.calls: dict[str, int] = {"search": 0, "lookup": 0}

        @tool("search", "Search the encyclopedia.", {"query": str})
        async def search(args: dict[str, Any]) -> dict[str, Any]:
            self.calls["search"] += 1
            if fail:
                raise ConnectionError("search backend down")
            return {"content": [{"type": "text", "text": pool}]}

        @tool("lookup", "Look a name up.", {"query": str})
        async def lookup(args: dict[str, Any]) -> dict[str, Any]:
            self.calls["lookup"] += 1
            return {"content": [{"type": "text", "text": GOOD}]}

        self.server = create_sdk_mcp_server("kb", tools=[search, lookup])


def _options(base_url: str, home: Path, world: World, **kw: Any) -> ClaudeAgentOptions:
    env = {  # the bundled program's network and telemetry pointed at loopback / off
        "ANTHROPIC_BASE_URL": base_url,
        "ANTHROPIC_API_KEY": "sk-test-loopback",
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_TELEMETRY": "1",
        "DISABLE_AUTOUPDATER": "1",
        "DISABLE_ERROR_REPORTING": "1",
        "HOME": str(home),
        "CLAUDE_CONFIG_DIR": str(home / ".claude"),
    }
    return ClaudeAgentOptions(
        mcp_servers={"kb": world.server}, allowed_tools=[SEARCH, LOOKUP], tools=[], env=env,
        max_turns=8, model="claude-sonnet-4-5", setting_sources=[], cwd=str(home), **kw,
    )  # fmt: skip


def _run(options: ClaudeAgentOptions, script: Any, runs: int = 1) -> list[ResultMessage]:
    """``runs`` queries, one after another; their result messages."""
    results: list[ResultMessage] = []

    async def main() -> None:
        for _ in range(runs):
            async for message in query(prompt=QUESTION, options=options):
                if isinstance(message, ResultMessage):
                    results.append(message)

    with AnthropicServer(script) as server:
        options.env["ANTHROPIC_BASE_URL"] = server.base_url
        anyio.run(main)
        assert server.others == []  # nothing but the Messages API was asked for
    return results


@pytest.fixture
def home(tmp_path: Path) -> Path:
    (tmp_path / ".claude").mkdir()
    return tmp_path


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_and_a_second_run_is_a_new_episode(
    home: Path, stubborn: bool
) -> None:
    records: list[dict[str, Any]] = []
    world = World()
    gate = StopGate("lexical", k=2, record_to=records.append)
    options = gate_options(_options("", home, world), gate)
    results = _run(options, scripted(stubborn), runs=2)
    assert world.calls["search"] == 4 and [r.subtype for r in results] == ["success"] * 2
    assert len(records) == 2 and records[0]["id"] != records[1]["id"]
    first = records[0]
    assert first["question"] == QUESTION and first["gate"]["tripped_by"] == [SEARCH]
    assert first["gate"]["blocked"] == (1 if stubborn else 0)
    answer = first["steps"][-1]
    assert answer["action"] == "finish"
    if stubborn:  # the turn was ended by the denial: no Stop hook, closed by PreToolUse
        assert answer["input"].startswith("Stopped by the gate") and results[0].result == ""
    else:
        assert answer["input"] == "Scott Stapp" and results[0].result == "Scott Stapp"


def test_drop_tool_lets_the_model_switch_tools(home: Path) -> None:
    records: list[dict[str, Any]] = []
    world = World()
    gate = StopGate("lexical", k=2, mode="drop_tool", record_to=records.append)
    results = _run(gate_options(_options("", home, world), gate), scripted())
    assert world.calls == {"search": 2, "lookup": 1} and results[0].result == "Scott Stapp"
    assert records[0]["gate"]["blocked"] == 0


def test_shadow_mode_restricts_nothing(home: Path) -> None:
    world = World()
    gate = StopGate("lexical", k=2, shadow=True)
    with pytest.raises(Exception, match="maximum number of turns"):  # the SDK's own end
        _run(gate_options(_options("", home, world), gate), scripted(stubborn=True))
    assert world.calls["search"] == 8  # max_turns=8: the SDK's cap and error, as ungated


def test_a_failing_tool_is_a_useless_result(home: Path) -> None:
    records: list[dict[str, Any]] = []
    world = World(fail=True)
    gate = StopGate("lexical", k=2, record_to=records.append)
    results = _run(gate_options(_options("", home, world), gate), scripted())
    assert world.calls["search"] == 2 and results[0].result == "Scott Stapp"
    steps = [s for s in records[0]["steps"] if s["action"] == SEARCH]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]


def test_a_detector_that_raises_never_reaches_the_sdk(
    home: Path, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("detector down")

    records: list[dict[str, Any]] = []
    world = World(pool=GOOD)
    gate = StopGate(broken, k=2, record_to=records.append)
    with caplog.at_level(logging.WARNING):
        results = _run(gate_options(_options("", home, world), gate), scripted())
    assert results[0].result == "Scott Stapp" and records[0]["gate"]["detector_errors"] == 1
    assert "detector broken failed" in caplog.text


def test_a_run_that_raises_on_an_api_error_is_closed_with_its_error(home: Path) -> None:
    """The model's API fails after the first search: no Stop hook fires and ``query``
    raises; the episode is closed by ``StopFailure``, recorded with the error and its
    result, and nothing is left open."""
    from claude_agent_sdk import ResultError

    records: list[dict[str, Any]] = []
    world = World()
    gate = StopGate("lexical", k=2, record_to=records.append)
    model = scripted()

    def failing_second(body: dict[str, Any]) -> list[dict[str, Any]]:
        if "tool_result" in json.dumps(body["messages"][-1]):
            raise RuntimeError("the model's server broke")  # the connection drops
        return model(body)

    options = _options("", home, world)
    options.env["CLAUDE_CODE_MAX_RETRIES"] = "0"  # the program's own retries take minutes
    with pytest.raises(ResultError, match="API Error"):
        _run(gate_options(options, gate), failing_second)
    assert world.calls["search"] == 1 and gate.state() == {}
    (rec,) = records
    assert rec["question"] == QUESTION and "API Error" in rec["error"]
    assert [s["action"] for s in rec["steps"]] == [SEARCH]


def test_gated_query_closes_a_run_that_no_hook_ends(home: Path) -> None:
    """In shadow mode a stubborn model runs on to ``max_turns``: the SDK raises, no hook
    fires; ``gated_query`` records the episode with the error and leaves nothing open."""
    records: list[dict[str, Any]] = []
    world = World()
    gate = StopGate("lexical", k=2, shadow=True, record_to=records.append)
    options = _options("", home, world)

    async def main() -> None:
        async for _ in gated_query(prompt=QUESTION, options=options, gate=gate):
            pass

    with AnthropicServer(scripted(stubborn=True)) as server:
        options.env["ANTHROPIC_BASE_URL"] = server.base_url
        with pytest.raises(Exception, match="maximum number of turns"):
            anyio.run(main)
    assert world.calls["search"] == 8 and gate.state() == {}
    (rec,) = records
    assert "maximum number of turns" in rec["error"] and rec["question"] == QUESTION
    assert sum(s["action"] == SEARCH for s in rec["steps"]) == 8
    with pytest.raises(ConfigurationError, match="gate must be a StopGate"):
        anyio.run(lambda: gated_query(prompt="x", options=options, gate=None).__anext__())


def test_the_options_own_hooks_stay_and_bad_arguments_are_named() -> None:
    async def mine(data: Any, tool_use_id: Any, context: Any) -> dict[str, Any]:
        return {}

    own = ClaudeAgentOptions(hooks={"PreToolUse": [HookMatcher(matcher="Bash", hooks=[mine])]})
    gated = gate_options(own, StopGate("lexical"))
    assert gated is not own and own.hooks == {"PreToolUse": [HookMatcher("Bash", [mine])]}
    assert [m.hooks[0] for m in gated.hooks["PreToolUse"]][1] is mine
    with pytest.raises(
        ConfigurationError, match="options must be a .*ClaudeAgentOptions, got dict"
    ):
        gate_options({}, StopGate("lexical"))
    with pytest.raises(ConfigurationError, match="gate must be a StopGate, got str"):
        gate_options(own, "lexical")  # type: ignore[arg-type]


def test_without_the_extra_the_import_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib
    import sys

    from uselessdetect.exceptions import MissingDependencyError

    monkeypatch.setitem(sys.modules, "claude_agent_sdk", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "uselessdetect.integrations._claude_agent_sdk", raising=False)
    with pytest.raises(MissingDependencyError, match=r"uselessdetect\[claude-agent-sdk\]"):
        importlib.import_module("uselessdetect.integrations._claude_agent_sdk")
