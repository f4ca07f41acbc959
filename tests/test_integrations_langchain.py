"""LangChain v1: StopGateMiddleware in a real create_agent with a tool-aware fake chat model."""

from __future__ import annotations

import asyncio
import logging
import subprocess
import sys
from typing import Any

import pytest

pytest.importorskip("langchain.agents", reason="needs the [langchain] extra (LangChain v1)")

from langchain.agents import create_agent  # noqa: E402
from langchain_core.language_models import BaseChatModel  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage  # noqa: E402
from langchain_core.outputs import ChatGeneration, ChatResult  # noqa: E402
from langchain_core.tools import tool  # noqa: E402
from langchain_core.utils.function_calling import convert_to_openai_tool  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION, STOPPED  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.langchain import StopGateMiddleware  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402


class FakeToolModel(BaseChatModel):
    """Calls the first bound tool it prefers while it may; stubborn: calls search regardless."""

    stubborn: bool = False
    prefer: tuple[str, ...] = ("search", "lookup")
    tool_names: tuple[str, ...] = ()

    @property
    def _llm_type(self) -> str:
        return "fake-tools"

    def bind_tools(self, tools: Any, *, tool_choice: Any = None, **kw: Any) -> Any:
        names = tuple(convert_to_openai_tool(t)["function"]["name"] for t in tools)
        return self.model_copy(update={"tool_names": names})

    def _generate(self, messages: Any, stop: Any = None, run_manager: Any = None, **kw: Any):
        n = sum(isinstance(m, ToolMessage) for m in messages)
        usable = [t for t in self.prefer if t in self.tool_names]
        name = "search" if self.stubborn else (usable[0] if usable else None)
        last = messages[-1]
        done = n >= 4 or (isinstance(last, ToolMessage) and last.name == "lookup")
        if name is None or (done and not self.stubborn):
            msg = AIMessage(content=ANSWER)
        else:
            thought = "That paragraph is unrelated to Creed. " if n else ""
            call = {"name": name, "args": {"query": "Creed band founder"}, "id": f"call{n}"}
            msg = AIMessage(content=thought + "Let me search again.", tool_calls=[call])
        return ChatResult(generations=[ChatGeneration(message=msg)])


def _agent(
    gate: StopGate, stubborn: bool = False, tools: list[Any] | None = None, model: Any = None
) -> tuple:
    seen: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        seen.append(query)
        return OTHER

    model = model or FakeToolModel(stubborn=stubborn)
    return create_agent(
        model, [search, *(tools or [])], middleware=[StopGateMiddleware(gate)]
    ), seen


def _tool(source: FailingSource) -> Any:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return source(query)

    return search


def _ask(agent: Any, sync: bool = True) -> dict[str, Any]:
    state = {"messages": [HumanMessage(QUESTION)]}
    return agent.invoke(state) if sync else asyncio.run(agent.ainvoke(state))


@pytest.mark.parametrize("sync", [True, False], ids=["invoke", "ainvoke"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, sync: bool) -> None:
    gate = StopGate("lexical", k=2)
    agent, seen = _agent(gate, stubborn)
    out = _ask(agent, sync)
    assert len(seen) == 2
    last = out["messages"][-1]
    assert isinstance(last, AIMessage) and not last.tool_calls
    assert (STOPPED in last.content) is stubborn
    record = out["uselessdetect_gate"]
    assert record["tripped_by"] == ["search"] and "2 consecutive" in record["reason"]
    assert [d["run"] for d in record["decisions"]] == [1, 2]
    # the same agent object answers the next question as a new episode
    out2 = _ask(agent, sync)
    assert len(seen) == 4 and out2["uselessdetect_episode"] != out["uselessdetect_episode"]


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_message(detector: str) -> None:
    # the result reads as on topic; only the model's next message says it is unrelated
    source = world.failing(GOOD, name=None)
    gate = StopGate(detector, k=2)
    agent = create_agent(FakeToolModel(), [_tool(source)], middleware=[StopGateMiddleware(gate)])
    out = _ask(agent)
    reads_thought = detector.startswith("keyword")
    assert source.calls_ == (2 if reads_thought else 4)
    assert bool(out["uselessdetect_gate"]["tripped_by"]) is reads_thought


def test_real_detector_keeps_searching_a_working_tool() -> None:
    working = FailingSource(lambda q: GOOD, "clean", [OTHER])
    gate = StopGate("lexical", k=2)
    agent = create_agent(FakeToolModel(), [_tool(working)], middleware=[StopGateMiddleware(gate)])
    out = _ask(agent)
    assert out["uselessdetect_gate"]["tripped_by"] == [] and working.calls_ == 4
    assert out["messages"][-1].content == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate = StopGate("lexical", k=2, mode="drop_tool")
    agent, seen = _agent(gate, tools=[lookup])
    out = _ask(agent)
    assert len(seen) == 2 and len(looked) == 1
    assert out["uselessdetect_gate"]["tripped_by"] == ["search"]


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    gate = StopGate(world.detector_down, k=2)
    agent, seen = _agent(gate)
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        out = _ask(agent)
    assert len(seen) == 4 and "detector down" in caplog.text  # the model's own budget ended it
    assert all(d["error"] for d in out["uselessdetect_gate"]["decisions"])


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    gate = StopGate("lexical", k=2)
    agent, seen = _agent(gate)

    async def both() -> list[Any]:
        return await asyncio.gather(
            *(agent.ainvoke({"messages": [HumanMessage(QUESTION)]}) for _ in range(2))
        )

    outs = asyncio.run(both())
    assert len(seen) == 4
    episodes = {o["uselessdetect_episode"] for o in outs}
    assert len(episodes) == 2
    assert all(o["uselessdetect_gate"]["runs"] == {"search": 2} for o in outs)
    assert gate.state() == {}  # each run closed its episode


def test_thread_id_with_a_checkpointer_is_one_episode() -> None:
    from langgraph.checkpoint.memory import InMemorySaver

    gate = StopGate("lexical", k=2)
    seen: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search."""
        seen.append(query)
        return OTHER

    agent = create_agent(
        FakeToolModel(),
        [search],
        middleware=[StopGateMiddleware(gate)],
        checkpointer=InMemorySaver(),
    )
    config = {"configurable": {"thread_id": "t1"}}
    out = agent.invoke({"messages": [HumanMessage(QUESTION)]}, config)
    assert out["uselessdetect_episode"] == "t1" and len(seen) == 2
    agent.invoke({"messages": [HumanMessage("And its drummer?")]}, config)
    assert len(seen) == 2  # the thread's gate stays tripped: no further search


def test_toolnode_wrap_tool_call_judges_at_once() -> None:
    from langgraph.prebuilt import ToolNode

    gate = StopGate("lexical", k=2)
    seen: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search."""
        seen.append(query)
        return OTHER

    from langgraph.graph import START, MessagesState, StateGraph

    wrap = StopGateMiddleware(gate, judge_at="tool").wrap_tool_call
    builder = StateGraph(MessagesState)
    builder.add_node("tools", ToolNode([search], wrap_tool_call=wrap))
    builder.add_edge(START, "tools")
    graph = builder.compile()
    messages: list[Any] = [HumanMessage(QUESTION, id="h1")]
    for i in range(3):
        call = {"name": "search", "args": {"query": "Creed"}, "id": f"c{i}"}
        messages.append(AIMessage(content="", tool_calls=[call], id=f"a{i}"))
        messages = graph.invoke({"messages": messages})["messages"]
    assert len(seen) == 2 and messages[-1].status == "error"
    assert "Not run" in messages[-1].content


def test_importing_the_package_imports_no_framework() -> None:
    code = (
        "import sys, uselessdetect, uselessdetect.integrations\n"
        "names = ('langchain', 'langgraph', 'agents', 'smolagents', 'pydantic_ai',\n"
        "         'google.adk', 'agent_framework', 'autogen_agentchat', 'autogen_core')\n"
        "bad = [m for m in names if m in sys.modules]\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_finish_only_forces_the_agents_finish_tool() -> None:
    choices: list[Any] = []

    class Recording(FakeToolModel):
        prefer: tuple[str, ...] = ("search", "finish")

        def bind_tools(self, tools: Any, *, tool_choice: Any = None, **kw: Any) -> Any:
            choices.append(tool_choice)
            return super().bind_tools(tools, tool_choice=tool_choice, **kw)

    @tool(return_direct=True)
    def finish(query: str) -> str:
        """Give the final answer."""
        return ANSWER

    gate = StopGate("lexical", k=2)
    agent, seen = _agent(gate, tools=[finish], model=Recording())
    out = _ask(agent)
    assert len(seen) == 2 and out["messages"][-1].content == ANSWER
    assert choices[-1] == "finish" and choices[:-1] == [None] * (len(choices) - 1)


@pytest.mark.parametrize("sync", [True, False], ids=["invoke", "ainvoke"])
@pytest.mark.parametrize("what", ["raise", "unprintable"])
def test_a_tool_that_raises_is_recorded_as_a_useless_result(what: str, sync: bool) -> None:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        if what == "raise":
            raise ConnectionError("search backend down")
        return world.Unprintable()  # type: ignore[return-value]

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = create_agent(FakeToolModel(), [search], middleware=[StopGateMiddleware(gate)])
    with pytest.raises((ConnectionError, TypeError)):  # the framework lets the error end the run
        _ask(agent, sync)
    (step,) = [s for s in records[0]["steps"] if s["action"] == "search"]
    expected = "search backend down" if what == "raise" else "no text for you"
    assert step["error"] is True and expected in step["observation"]
    assert records[0]["gate"]["runs"] == {"search": 1}  # judged useless


@pytest.mark.parametrize("sync", [True, False], ids=["invoke", "ainvoke"])
def test_an_interrupt_pauses_the_run_without_closing_its_episode(sync: bool) -> None:
    from langgraph.checkpoint.memory import InMemorySaver
    from langgraph.types import interrupt

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return interrupt("approve?")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = create_agent(
        FakeToolModel(),
        [search],
        middleware=[StopGateMiddleware(gate)],
        checkpointer=InMemorySaver(),
    )
    state, config = {"messages": [HumanMessage(QUESTION)]}, {"configurable": {"thread_id": "t"}}
    out = agent.invoke(state, config) if sync else asyncio.run(agent.ainvoke(state, config))
    assert out["__interrupt__"] and records == []  # LangGraph's control flow: no failed run


def test_an_error_tool_message_is_a_useless_result() -> None:
    from langgraph.graph import START, MessagesState, StateGraph
    from langgraph.prebuilt import ToolNode

    @tool
    def search(query: str) -> str:
        """Search."""
        raise ConnectionError("search backend down")

    gate = StopGate(lambda sample: False, k=1)  # a detector that finds every result useful
    wrap = StopGateMiddleware(gate, judge_at="tool").wrap_tool_call
    builder = StateGraph(MessagesState)
    builder.add_node("tools", ToolNode([search], wrap_tool_call=wrap, handle_tool_errors=True))
    builder.add_edge(START, "tools")
    call = {"name": "search", "args": {"query": "Creed"}, "id": "c0"}
    messages: list[Any] = [HumanMessage(QUESTION, id="h1"), AIMessage("", tool_calls=[call])]
    messages = builder.compile().invoke({"messages": messages})["messages"]
    assert messages[-1].status == "error"
    assert gate.state("h1")["tripped_by"] == ["search"]  # the episode: the first message's id


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    from langchain_core.tools import StructuredTool

    return StructuredTool.from_function(run, name=name, description=doc)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    model = FakeToolModel(prefer=prefer) if prefer else FakeToolModel()
    _ask(create_agent(model, [tool], middleware=[StopGateMiddleware(gate)]))


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
