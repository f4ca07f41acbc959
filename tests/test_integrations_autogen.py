"""AutoGen AgentChat: gate_agent on an AssistantAgent whose OpenAIChatCompletionClient (autogen-ext)
talks to a real chat-completions server on loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

pytest.importorskip("autogen_agentchat", reason="needs the [autogen] extra")
pytest.importorskip("autogen_ext.models.openai", reason="needs autogen-ext[openai]")

from autogen_agentchat.agents import AssistantAgent  # noqa: E402
from autogen_agentchat.base import TaskResult  # noqa: E402
from autogen_ext.models.openai import OpenAIChatCompletionClient  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, QUESTION, STOPPED  # noqa: E402
from tests._adapter_world import failing as _failing  # noqa: E402
from tests._adapter_world import scripted_model as _model  # noqa: E402
from tests._chat_server import ChatServer  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.autogen import StopGateTermination, gate_agent  # noqa: E402

INFO = {
    "vision": False,
    "function_calling": True,
    "json_output": False,
    "family": "unknown",
    "structured_output": False,
}


def _search(source: Any) -> Any:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return search


def _agent(server: ChatServer, gate: StopGate, *tools: Any, **kwargs: Any) -> AssistantAgent:
    client = OpenAIChatCompletionClient(
        model="scripted", api_key="x", base_url=server.base_url, model_info=INFO
    )
    agent = AssistantAgent("a", model_client=client, tools=list(tools), max_tool_iterations=12)
    return gate_agent(agent, gate, **kwargs)


def _text(result: TaskResult) -> str:
    return str(result.messages[-1].content)


async def _streamed(agent: AssistantAgent) -> TaskResult:
    last: Any = None
    async for item in agent.run_stream(task=QUESTION):
        last = item
    assert isinstance(last, TaskResult)
    return last


def _runs(agent: AssistantAgent, n: int = 2, stream: bool = False) -> list[str]:
    """``n`` runs one after another in one event loop."""

    async def runs() -> list[str]:
        out = []
        for _ in range(n):
            result = await (_streamed(agent) if stream else agent.run(task=QUESTION))
            out.append(_text(result))
        return out

    return asyncio.run(runs())


@pytest.mark.parametrize("stream", [False, True], ids=["run", "run_stream"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, stream: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with ChatServer(_model(stubborn)) as server:
        answer, again = _runs(_agent(server, gate, _search(source)), stream=stream)
    assert source.calls_ == 4 and again == answer  # 2 per run: the second is a new episode
    assert answer.startswith(STOPPED) if stubborn else answer == ANSWER
    world.assert_two_runs_tripped(records, answer, stubborn)


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_answer(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next text says otherwise
    with ChatServer(_model()) as server:
        (answer,) = _runs(_agent(server, StopGate(detector, k=2), _search(source)), n=1)
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert answer == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    with ChatServer(_model()) as server:
        (answer,) = _runs(_agent(server, gate, _search(source), lookup), n=1)
    assert source.calls_ == 2 and len(looked) == 2 and answer == ANSWER


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        (answer,) = _runs(_agent(srv, StopGate(world.detector_down, k=2), _search(source)), n=1)
    assert source.calls_ == 4 and answer == ANSWER
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), _failing()
    with ChatServer(_model()) as server:
        (answer,) = _runs(_agent(server, gate, _search(source)), n=1)
    assert source.calls_ == 4 and answer == ANSWER
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    sources = [_failing(), _failing()]
    with ChatServer(_model()) as server:
        agents = [_agent(server, gate, _search(s)) for s in sources]

        async def both() -> list[Any]:
            return await asyncio.gather(*(a.run(task=QUESTION) for a in agents))

        answers = [_text(r) for r in asyncio.run(both())]
    assert [s.calls_ for s in sources] == [2, 2] and answers == [ANSWER] * 2
    assert len({r["id"] for r in records}) == 2
    assert all(r["gate"]["observed"] == 2 for r in records)


def test_a_named_episode_keeps_its_counters_and_stop_text_ends_the_run() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    with ChatServer(_model(stubborn=True)) as server:
        agent = _agent(
            server, gate, _search(source), episode=lambda messages: "t1", stop_text="No answer."
        )
        first, second = _runs(agent)
    assert first == second == "No answer." and source.calls_ == 2
    assert gate.state("t1")["tripped_by"] == ["search"]


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with ChatServer(world.refusing_results(_model())) as server:
        agent = _agent(server, gate, _search(source))
        with pytest.raises(Exception, match="bad request"):
            _runs(agent, n=1)
    assert len(records) == 1 and "bad request" in records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"  # judged at close, without a thought


def test_a_team_stops_once_the_gate_tripped() -> None:
    from autogen_agentchat.conditions import MaxMessageTermination
    from autogen_agentchat.teams import RoundRobinGroupChat

    gate, source = StopGate("lexical", k=2), _failing()
    with ChatServer(_model(stubborn=True)) as server:
        agent = _agent(server, gate, _search(source))
        stop = StopGateTermination(agent) | MaxMessageTermination(20)
        team = RoundRobinGroupChat([agent], termination_condition=stop)
        result = asyncio.run(team.run(task=QUESTION))
    assert source.calls_ == 2
    assert result.stop_reason is not None and STOPPED in result.stop_reason
    with pytest.raises(TypeError, match="gate_agent"):
        StopGateTermination(AssistantAgent("b", model_client=agent._model_client))


def test_a_blocked_call_that_reaches_the_workbench_is_refused_not_run() -> None:
    from uselessdetect.integrations import _autogen

    gate, source = StopGate("lexical", k=1), _failing()
    agent = gate_agent(
        AssistantAgent("a", model_client=_client_for_schema(), tools=[_search(source)]),
        gate,
        stop_text="No answer.",
    )
    (bench,) = agent._workbench
    assert isinstance(bench, _autogen.GatedWorkbench)
    gate.observe("useless", source="search", episode="e1")  # the episode has tripped

    async def call() -> Any:
        token = _autogen._RUN.set("e1")
        try:
            return await bench.call_tool("search", {"query": "Creed"}, call_id="c1")
        finally:
            _autogen._RUN.reset(token)

    result = asyncio.run(call())
    assert result.is_error and result.result[0].content == "Not run: No answer. Answer now."
    assert source.calls_ == 0 and gate.state("e1")["blocked"] == 1


def _client_for_schema() -> Any:
    from autogen_ext.models.replay import ReplayChatCompletionClient

    return ReplayChatCompletionClient(["unused"], model_info=INFO)


def test_an_episode_callable_that_raises_falls_back_to_a_generated_id(caplog) -> None:
    def broken(messages: Any) -> str:
        raise KeyError("no thread")

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with (
        caplog.at_level(logging.WARNING, logger="uselessdetect.integrations"),
        ChatServer(_model()) as server,
    ):
        agent = _agent(server, gate, _search(source), episode=broken)
        assert _runs(agent, 1) == [ANSWER]
    assert source.calls_ == 2 and len(records) == 1  # gated and recorded
    assert records[0]["gate"]["tripped_by"] == ["search"]
    assert "episode(...) raised" in caplog.text


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    from autogen_core.tools import FunctionTool

    return FunctionTool(run, description=doc, name=name)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    with ChatServer(_model(prefer=prefer) if prefer else _model()) as server:
        _runs(_agent(server, gate, tool), n=1)


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
