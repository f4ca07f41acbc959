"""OpenAI Agents SDK: gate_agent with the SDK's own ScriptedModel (a responder that sees tools)."""

from __future__ import annotations

import asyncio
import itertools
import logging
from typing import Any

import pytest

pytest.importorskip("agents.testing", reason="needs the [openai-agents] extra (agents.testing)")

from agents import Agent, Runner, function_tool, set_tracing_disabled  # noqa: E402
from agents.testing import (  # noqa: E402
    ModelStep,
    ScriptedModel,
    assistant_message,
    function_call,
)
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION, STOPPED, THOUGHT  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.openai_agents import episode_of, gate_agent  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402

set_tracing_disabled(True)


def _model(stubborn: bool = False, prefer: tuple[str, ...] = ("search", "lookup")) -> Any:
    """A scripted model whose every step looks at the tools it is offered."""
    ids = itertools.count()

    def respond(call: Any) -> list[Any]:
        i = next(ids)
        offered = [t.name for t in call.tools]
        usable = [t for t in prefer if t in offered]
        outputs = [x for x in call.input if isinstance(x, dict)] if call.input else []
        done = sum(x.get("type") == "function_call_output" for x in outputs) >= 4
        if not stubborn and (done or not usable):
            return [assistant_message(ANSWER, item_id=f"m{i}")]
        name = "search" if stubborn else usable[0]
        return [
            assistant_message(THOUGHT, item_id=f"m{i}"),
            function_call(name, {"query": "Creed band founder"}, call_id=f"c{i}"),
        ]

    return ScriptedModel([ModelStep(responder=respond) for _ in range(40)])


def _search(source: Any) -> Any:
    @function_tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return source(query)

    return search


def _gated(gate: StopGate, source: Any, stubborn: bool = False, extra: Any = ()) -> Any:
    agent = Agent(name="a", model=_model(stubborn), tools=[_search(source), *extra])
    return gate_agent(agent, gate)


def _failing(pool: str = OTHER) -> FailingSource:
    return world.failing(pool, name=None)


@pytest.mark.parametrize("sync", [True, False], ids=["run_sync", "run"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, sync: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    agent = _gated(gate, source, stubborn)
    run = (
        (lambda: Runner.run_sync(agent, QUESTION))
        if sync
        else (lambda: asyncio.run(Runner.run(agent, QUESTION)))
    )
    result = run()
    assert source.calls_ == 2
    assert (STOPPED in result.final_output) is stubborn
    assert [r["id"] for r in records] == [episode_of(result)]  # the run closed its episode
    state = records[0]["gate"]
    assert state["tripped_by"] == ["search"] and state["runs"] == {"search": 2}
    second = run()  # one gated agent answers question after question
    assert source.calls_ == 4 and episode_of(second) != episode_of(result)


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_message(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next message says otherwise
    result = Runner.run_sync(_gated(StopGate(detector, k=2), source), QUESTION)
    reads_thought = detector.startswith("keyword")
    assert source.calls_ == (2 if reads_thought else 4)
    assert result.final_output == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    @function_tool
    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    result = Runner.run_sync(_gated(gate, source, extra=[lookup]), QUESTION)
    assert source.calls_ == 2 and len(looked) == 2 and result.final_output == ANSWER


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        result = Runner.run_sync(_gated(StopGate(world.detector_down, k=2), source), QUESTION)
    assert source.calls_ == 4 and result.final_output == ANSWER
    assert "detector down" in caplog.text


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    sources = [_failing(), _failing()]
    agents = [_gated(gate, s) for s in sources]

    async def both() -> list[Any]:
        return await asyncio.gather(*(Runner.run(a, QUESTION) for a in agents))

    results = asyncio.run(both())
    episodes = {episode_of(r) for r in results}
    assert [s.calls_ for s in sources] == [2, 2] and len(episodes) == 2
    assert {r["id"] for r in records} == episodes
    assert all(r["gate"]["observed"] == 2 for r in records)


def test_an_episode_named_by_the_context() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    agent = Agent(name="a", model=_model(), tools=[_search(source)])
    gated = gate_agent(agent, gate, episode="thread_id")
    Runner.run_sync(gated, QUESTION, context={"thread_id": "t1"})
    Runner.run_sync(gated, QUESTION, context={"thread_id": "t1"})
    assert source.calls_ == 2 and gate.state("t1")["tripped_by"] == ["search"]


def test_finish_only_forces_the_agents_finish_tool() -> None:
    from agents import StopAtTools

    @function_tool
    def finish(answer: str) -> str:
        """Give the final answer."""
        return answer

    seen: list[tuple[list[str], Any]] = []
    ids = itertools.count()

    def respond(call: Any) -> list[Any]:
        offered = [t.name for t in call.tools]
        seen.append((offered, call.model_settings.tool_choice))
        name, args = (
            ("search", {"query": "Creed"})
            if "search" in offered
            else ("finish", {"answer": ANSWER})
        )
        return [function_call(name, args, call_id=f"c{next(ids)}")]

    source = _failing()
    agent = Agent(
        name="a",
        model=ScriptedModel([ModelStep(responder=respond) for _ in range(6)]),
        tools=[_search(source), finish],
        tool_use_behavior=StopAtTools(stop_at_tool_names=["finish"]),
    )
    result = Runner.run_sync(gate_agent(agent, StopGate("lexical", k=2)), QUESTION)
    assert source.calls_ == 2 and result.final_output == ANSWER
    assert seen[-1] == (["finish"], "finish")  # asked again with the finish tool forced


def test_stop_text_ends_the_run_and_is_what_a_refused_call_says() -> None:
    from agents.tool_context import ToolContext

    gate, source = StopGate("lexical", k=2), _failing()
    agent = Agent(name="a", model=_model(stubborn=True), tools=[_search(source)])
    gated = gate_agent(agent, gate, episode="thread_id", stop_text="I could not find it.")
    result = Runner.run_sync(gated, QUESTION, context={"thread_id": "t1"})
    assert result.final_output == "I could not find it." and source.calls_ == 2
    # a call that reaches the tool of the tripped thread is refused with the user's text
    args = '{"query": "Creed band"}'
    ctx = ToolContext(
        {"thread_id": "t1"}, tool_name="search", tool_call_id="late", tool_arguments=args
    )
    said = asyncio.run(gated.tools[0].on_invoke_tool(ctx, args))
    assert said == "Not run: I could not find it. Answer now." and source.calls_ == 2
    assert gate.state("t1")["blocked"] >= 1


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    return function_tool(run, name_override=name, description_override=doc)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    model = _model(prefer=prefer) if prefer else _model()
    Runner.run_sync(gate_agent(Agent(name="a", model=model, tools=[tool]), gate), QUESTION)


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
