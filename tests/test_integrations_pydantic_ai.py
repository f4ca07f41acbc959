"""pydantic-ai: StopGateCapability in a real Agent with pydantic-ai's own FunctionModel."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

pytest.importorskip("pydantic_ai.capabilities", reason="needs the [pydantic-ai] extra")

from pydantic_ai import Agent  # noqa: E402
from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart  # noqa: E402
from pydantic_ai.models.function import AgentInfo, FunctionModel  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION, STOPPED, THOUGHT  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.pydantic_ai import StopGateCapability  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402


def _model(stubborn: bool = False, prefer: tuple[str, ...] = ("search", "lookup")) -> Any:
    def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
        offered = [t.name for t in info.function_tools]
        usable = [t for t in prefer if t in offered]
        results = sum(
            getattr(p, "part_kind", "") == "tool-return"
            for m in messages
            for p in getattr(m, "parts", [])
        )
        if not stubborn and (results >= 4 or not usable):
            return ModelResponse(parts=[TextPart(ANSWER)])
        name = "search" if stubborn else usable[0]
        return ModelResponse(
            parts=[TextPart(THOUGHT), ToolCallPart(name, {"query": "Creed band founder"})]
        )

    return FunctionModel(respond)


def _agent(gate: StopGate, source: Any, stubborn: bool = False, extra: Any = ()) -> Any:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return source(query)

    return Agent(_model(stubborn), tools=[search, *extra], capabilities=[StopGateCapability(gate)])


def _failing(pool: str = OTHER) -> FailingSource:
    return world.failing(pool, name=None)


@pytest.mark.parametrize("sync", [True, False], ids=["run_sync", "run"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, sync: bool) -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    agent = _agent(gate, source, stubborn)

    def run() -> Any:
        meta = {"caller": "test"}
        if sync:
            return agent.run_sync(QUESTION, metadata=meta)
        return asyncio.run(agent.run(QUESTION, metadata=meta))

    result = run()
    assert source.calls_ == 2
    assert (STOPPED in result.output) is stubborn
    record = result.metadata["uselessdetect_gate"]
    assert record["tripped_by"] == ["search"] and record["runs"] == {"search": 2}
    second = run()  # one agent answers question after question
    assert source.calls_ == 4
    assert second.metadata["uselessdetect_gate"]["episode"] != record["episode"]


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_message(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next message says otherwise
    result = _agent(StopGate(detector, k=2), source).run_sync(QUESTION)
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert result.output == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    source = _failing()
    agent = _agent(StopGate("lexical", k=2, mode="drop_tool"), source, extra=[lookup])
    assert agent.run_sync(QUESTION).output == ANSWER
    assert source.calls_ == 2 and len(looked) == 2


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        assert (
            _agent(StopGate(world.detector_down, k=2), source).run_sync(QUESTION).output == ANSWER
        )
    assert source.calls_ == 4 and "detector down" in caplog.text


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    agent = _agent(gate, source)

    async def both() -> list[Any]:
        return await asyncio.gather(*(agent.run(QUESTION, metadata={"n": i}) for i in range(2)))

    results = asyncio.run(both())
    episodes = {r.metadata["uselessdetect_gate"]["episode"] for r in results}
    assert source.calls_ == 4 and len(episodes) == 2
    assert all(r.metadata["uselessdetect_gate"]["observed"] == 2 for r in results)
    assert gate.state() == {}  # each run closed its episode


def test_a_tool_that_asks_for_a_retry_is_a_useless_result() -> None:
    from pydantic_ai import ModelRetry

    called: list[str] = []

    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append(query)
        raise ModelRetry("search backend down, try again")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = Agent(_model(), tools=[search], capabilities=[StopGateCapability(gate)], retries=5)
    assert agent.run_sync(QUESTION).output == ANSWER and len(called) == 2
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]
    assert records[0]["gate"]["tripped_by"] == ["search"]


def test_a_tool_that_raises_is_recorded_with_the_run_error() -> None:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        raise ConnectionError("search backend down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = Agent(_model(), tools=[search], capabilities=[StopGateCapability(gate)])
    with pytest.raises(ConnectionError):
        agent.run_sync(QUESTION)
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert [s["error"] for s in steps] == [True] and "backend down" in steps[0]["observation"]
    assert "ConnectionError" in records[0]["error"]


def test_an_episode_callable_that_raises_falls_back_to_the_run_id(caplog) -> None:
    def broken(ctx: Any) -> str:
        raise KeyError("no deps")

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()

    def search(query: str) -> str:
        """Search the encyclopedia."""
        return source(query)

    agent = Agent(_model(), tools=[search], capabilities=[StopGateCapability(gate, episode=broken)])
    with caplog.at_level(logging.WARNING, logger="uselessdetect.integrations"):
        assert agent.run_sync(QUESTION).output == ANSWER
    assert source.calls_ == 2 and len(records) == 1  # gated and recorded
    assert records[0]["gate"]["tripped_by"] == ["search"]
    assert caplog.text.count("episode(...) raised") == 1  # named once per run


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    from pydantic_ai import Tool

    return Tool(run, name=name, description=doc)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    model = _model(prefer=prefer) if prefer else _model()
    Agent(model, tools=[tool], capabilities=[StopGateCapability(gate)]).run_sync(QUESTION)


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
