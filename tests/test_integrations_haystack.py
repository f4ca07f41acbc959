"""Haystack: gate_agent on an Agent whose OpenAIChatGenerator talks to a real chat-completions
server on loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Any

import pytest

os.environ["HAYSTACK_TELEMETRY_ENABLED"] = "False"  # offline: no telemetry at import or run
pytest.importorskip("haystack", reason="needs the [haystack] extra")

from haystack.components.agents import Agent  # noqa: E402
from haystack.components.generators.chat import OpenAIChatGenerator  # noqa: E402
from haystack.dataclasses import ChatMessage  # noqa: E402
from haystack.tools import tool  # noqa: E402
from haystack.utils import Secret  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, QUESTION, STOPPED, failing  # noqa: E402
from tests._adapter_world import scripted_model as _model  # noqa: E402
from tests._chat_server import ChatServer  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations._haystack import _RUN  # noqa: E402
from uselessdetect.integrations.haystack import gate_agent  # noqa: E402


def _search(source: Any) -> Any:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return search


def _agent(server: ChatServer, *tools: Any, max_agent_steps: int = 100) -> Agent:
    generator = OpenAIChatGenerator(
        api_key=Secret.from_token("x"),
        model="scripted",
        api_base_url=server.base_url,
        max_retries=0,
    )
    return Agent(chat_generator=generator, tools=list(tools), max_agent_steps=max_agent_steps)


def _ask(agent: Agent, sync: bool = True) -> dict[str, Any]:
    messages = [ChatMessage.from_user(QUESTION)]
    return agent.run(messages=messages) if sync else asyncio.run(agent.run_async(messages=messages))


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model(stubborn)) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        first, second = _ask(agent), _ask(agent)
    assert _RUN.get() is None  # a run's episode does not outlive it
    answer = first["last_message"].text
    assert source.calls_ == 4  # 2 per run: the second run is a new episode
    assert second["last_message"].text == answer
    assert answer.startswith(STOPPED) if stubborn else answer == ANSWER
    assert first["exit_reason"] == ("uselessdetect_gate" if stubborn else "text")
    world.assert_two_runs_tripped(records, answer, stubborn)
    # after the trip the model was offered no tool at all (finish_only, no finish tool)
    assert not server.bodies[-1].get("tools")


def test_without_a_gate_the_model_searches_until_max_agent_steps() -> None:
    source = failing()
    with ChatServer(_model(stubborn=True)) as server:
        result = _ask(_agent(server, _search(source), max_agent_steps=12))
    assert source.calls_ == 12 and result["exit_reason"] == "max_agent_steps"
    assert result["last_message"].tool_call_results  # it ends on a tool result, no answer


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_message(detector: str) -> None:
    source = failing(GOOD)  # reads as on topic; only the model's next text says otherwise
    with ChatServer(_model()) as server:
        agent = gate_agent(_agent(server, _search(source)), StopGate(detector, k=2))
        answer = _ask(agent)["last_message"].text
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert answer == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), failing()
    with ChatServer(_model()) as server:
        agent = gate_agent(_agent(server, _search(source), lookup), gate)
        answer = _ask(agent)["last_message"].text
    assert source.calls_ == 2 and len(looked) == 2 and answer == ANSWER


def test_a_stubborn_model_calling_the_dropped_tool_is_stopped_while_another_is_offered() -> None:
    records: list[dict[str, Any]] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up."""
        return GOOD

    gate = StopGate("lexical", k=2, mode="drop_tool", record_to=records.append)
    source = failing()
    with ChatServer(_model(stubborn=True)) as server:
        result = _ask(gate_agent(_agent(server, _search(source), lookup), gate))
        offered = [t["function"]["name"] for t in server.bodies[-1]["tools"]]
    assert source.calls_ == 2 and offered == ["lookup"] and len(server.bodies) == 4
    assert result["exit_reason"] == "uselessdetect_gate"
    assert result["last_message"].text.startswith(STOPPED)
    assert records[0]["gate"]["blocked"] == 1


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        agent = gate_agent(_agent(srv, _search(source)), StopGate(world.detector_down, k=2))
        answer = _ask(agent)["last_message"].text
    assert source.calls_ == 4 and answer == ANSWER
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        answer = _ask(gate_agent(_agent(server, _search(source)), gate))["last_message"].text
    assert source.calls_ == 4 and answer == ANSWER
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_async_runs_concurrently_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate, sources = StopGate("lexical", k=2, record_to=records.append), [failing(), failing()]
    with ChatServer(_model(stubborn=True)) as server:
        agents = [gate_agent(_agent(server, _search(s)), gate) for s in sources]

        async def both() -> list[Any]:
            runs = (a.run_async(messages=[ChatMessage.from_user(QUESTION)]) for a in agents)
            return await asyncio.gather(*runs)

        results = asyncio.run(both())
    assert [s.calls_ for s in sources] == [2, 2]
    assert all(r["exit_reason"] == "uselessdetect_gate" for r in results)
    assert len({r["id"] for r in records}) == 2 and all(r["gate"]["blocked"] == 1 for r in records)


@pytest.mark.parametrize("sync", [True, False], ids=["run", "run_async"])
def test_a_run_that_raises_is_closed_with_its_error(sync: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(world.refusing_results(_model())) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        with pytest.raises(Exception):  # noqa: B017 - whatever the client raises goes on
            _ask(agent, sync)
    assert len(records) == 1 and records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"
    assert _RUN.get() is None  # the run's episode does not outlive it


def test_a_tool_failure_is_a_useless_result() -> None:
    called: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append(query)
        raise ConnectionError("search backend down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        answer = _ask(gate_agent(_agent(server, search), gate))["last_message"].text
    assert len(called) == 2 and answer == ANSWER
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    from haystack.tools import create_tool_from_function

    return create_tool_from_function(run, name=name, description=doc)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    with ChatServer(_model(prefer=prefer) if prefer else _model()) as server:
        _ask(gate_agent(_agent(server, tool), gate))


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
