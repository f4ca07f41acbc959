"""smolagents: attach_gate on real ToolCallingAgent/CodeAgent objects with a fake Model subclass."""

from __future__ import annotations

import inspect
import logging
import threading
from typing import Any

import pytest

pytest.importorskip("smolagents", reason="needs the [smolagents] extra")

from smolagents import CodeAgent, ToolCallingAgent, tool  # noqa: E402
from smolagents.models import (  # noqa: E402
    ChatMessage,
    ChatMessageToolCall,
    ChatMessageToolCallFunction,
    MessageRole,
    Model,
)
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.smolagents import attach_gate  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402


class FakeModel(Model):
    """Calls the first tool it prefers while it may (stubborn: search regardless)."""

    def __init__(self, stubborn: bool = False, prefer: tuple[str, ...] = ("search", "lookup")):
        super().__init__(model_id="fake")
        self.stubborn, self.prefer, self.n = stubborn, prefer, 0

    def generate(
        self,
        messages: Any,
        stop_sequences: Any = None,
        response_format: Any = None,
        tools_to_call_from: Any = None,
        **kw: Any,
    ) -> ChatMessage:
        if tools_to_call_from is None:  # provide_final_answer: no tools, answer in text
            return ChatMessage(role=MessageRole.ASSISTANT, content=ANSWER)
        offered = [t.name for t in tools_to_call_from]
        usable = [t for t in self.prefer if t in offered]
        if self.stubborn:
            name, args = "search", {"query": "Creed band founder"}
        elif usable and self.n < 4:
            name, args = usable[0], {"query": "Creed band founder"}
        else:
            name, args = "final_answer", {"answer": ANSWER}
        self.n += name != "final_answer"
        fn = ChatMessageToolCallFunction(name=name, arguments=args)
        call = ChatMessageToolCall(id=f"c{self.n}", type="function", function=fn)
        return ChatMessage(role=MessageRole.ASSISTANT, content="Let me search.", tool_calls=[call])


class FakeCoder(Model):
    """A CodeAgent model that writes code calling search until told to answer."""

    def __init__(self) -> None:
        super().__init__(model_id="fake-code")

    def generate(self, messages: Any, stop_sequences: Any = None, **kw: Any) -> ChatMessage:
        if stop_sequences is None:  # provide_final_answer asks without stop sequences
            return ChatMessage(role=MessageRole.ASSISTANT, content=ANSWER)
        code = 'print(search(query="Creed band founder"))'
        return ChatMessage(
            role=MessageRole.ASSISTANT, content=f"Thought: search.\n<code>\n{code}\n</code>"
        )


def _search(source: Any) -> Any:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        return source(query)

    return search


def _failing(pool: str = OTHER) -> FailingSource:
    return world.failing(pool, name=None)


def _agent(gate: StopGate, source: Any, stubborn: bool = False, extra: Any = ()) -> Any:
    agent = ToolCallingAgent(
        tools=[_search(source), *extra], model=FakeModel(stubborn), max_steps=8, verbosity_level=-1
    )
    return attach_gate(agent, gate)


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    agent = _agent(gate, source, stubborn)
    assert agent.run(QUESTION) == ANSWER and source.calls_ == 2
    record = agent.state["uselessdetect_gate"]
    assert record["tripped_by"] == ["search"] and record["stopped"] is stubborn
    assert sorted(agent.tools) == ["final_answer", "search"]  # restored for the next run
    first = record["episode"]
    assert agent.run(QUESTION) == ANSWER and source.calls_ == 4
    assert agent.state["uselessdetect_gate"]["episode"] != first


def test_stream_and_full_result_entry_points() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    agent = _agent(gate, source, stubborn=True)
    steps = list(agent.run(QUESTION, stream=True))
    assert type(steps[-1]).__name__ == "FinalAnswerStep" and steps[-1].output == ANSWER
    if "return_full_result" in inspect.signature(type(agent).run).parameters:  # smolagents>=1.21
        full = agent.run(QUESTION, return_full_result=True)
        assert full.output == ANSWER and source.calls_ == 4


def test_real_detector_without_thought_lets_a_working_tool_be() -> None:
    # smolagents' callbacks see no thought: a thought-reading chain falls back to lexical
    for pool, trips in ((OTHER, True), (GOOD, False)):
        source = _failing(pool)
        agent = _agent(StopGate("keyword>lexical", k=2), source)
        agent.run(QUESTION)
        assert bool(agent.state["uselessdetect_gate"]["tripped_by"]) is trips
        assert source.calls_ == (2 if trips else 4)


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up.

        Args:
            query: the word
        """
        looked.append(query)
        return GOOD

    source = _failing()
    agent = _agent(StopGate("lexical", k=2, mode="drop_tool"), source, extra=[lookup])
    assert agent.run(QUESTION) == ANSWER
    assert source.calls_ == 2 and len(looked) == 2


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        assert _agent(StopGate(world.detector_down, k=2), source).run(QUESTION) == ANSWER
    assert source.calls_ == 4 and "detector down" in caplog.text


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    gate = StopGate("lexical", k=2)
    sources = [_failing(), _failing()]
    agents = [_agent(gate, s) for s in sources]
    threads = [threading.Thread(target=a.run, args=(QUESTION,)) for a in agents]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    episodes = {a.state["uselessdetect_gate"]["episode"] for a in agents}
    assert [s.calls_ for s in sources] == [2, 2] and len(episodes) == 2
    assert all(gate.state(e)["observed"] == 2 for e in episodes)


def test_code_agent_is_stopped_and_its_executor_gets_the_tools_back() -> None:
    source = _failing()
    agent = attach_gate(
        CodeAgent(tools=[_search(source)], model=FakeCoder(), max_steps=8, verbosity_level=-1),
        StopGate("lexical", k=2),
    )
    assert agent.run(QUESTION) == ANSWER and source.calls_ == 2
    assert agent.state["uselessdetect_gate"]["stopped"] is True
    assert "search" in agent.python_executor.static_tools


@pytest.mark.parametrize(
    ("module", "framework", "extra"),
    [
        ("_smolagents", "smolagents.agents", "smolagents"),
        ("_langchain", "langchain.agents.middleware", "langchain"),
        ("_openai_agents", "agents", "openai-agents"),
        ("_pydantic_ai", "pydantic_ai.capabilities", "pydantic-ai"),
        ("_adk", "google.adk.plugins.base_plugin", "adk"),
        ("_agent_framework", "agent_framework", "agent-framework"),
        ("_autogen", "autogen_agentchat.agents", "autogen"),
    ],
)
def test_without_the_extra_the_import_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, module: str, framework: str, extra: str
) -> None:
    import importlib
    import sys

    from uselessdetect.exceptions import MissingDependencyError

    monkeypatch.setitem(sys.modules, framework, None)  # as if not installed
    monkeypatch.delitem(sys.modules, f"uselessdetect.integrations.{module}", raising=False)
    with pytest.raises(MissingDependencyError, match=rf"uselessdetect\[{extra}\]"):
        importlib.import_module(f"uselessdetect.integrations.{module}")


@pytest.mark.parametrize("what", ["raise", "unprintable"])
def test_a_tool_failure_is_a_useless_result(what: str) -> None:
    called: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        called.append(query)
        if what == "raise":
            raise ConnectionError("search backend down")
        return world.Unprintable()  # type: ignore[return-value]

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = attach_gate(
        ToolCallingAgent(tools=[search], model=FakeModel(), max_steps=8, verbosity_level=-1), gate
    )
    assert agent.run(QUESTION) == ANSWER and len(called) == 2  # the failures tripped it
    assert agent.state["uselessdetect_gate"]["tripped_by"] == ["search"]
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    expected = "search backend down" if what == "raise" else "no text for you"
    assert expected in steps[0]["observation"]


def test_a_call_with_wrong_arguments_is_no_result() -> None:
    class WrongArgs(FakeModel):
        def generate(self, messages: Any, tools_to_call_from: Any = None, **kw: Any) -> Any:
            if tools_to_call_from is None or self.n >= 2:
                return ChatMessage(role=MessageRole.ASSISTANT, content=ANSWER)
            self.n += 1
            fn = ChatMessageToolCallFunction(name="search", arguments={"nope": 1})
            call = ChatMessageToolCall(id=f"c{self.n}", type="function", function=fn)
            return ChatMessage(role=MessageRole.ASSISTANT, content="Search.", tool_calls=[call])

    gate, source = StopGate("lexical", k=1), _failing()
    agent = ToolCallingAgent(
        tools=[_search(source)], model=WrongArgs(), max_steps=3, verbosity_level=-1
    )
    attach_gate(agent, gate)
    agent.run(QUESTION)
    assert source.calls_ == 0 and agent.state["uselessdetect_gate"]["observed"] == 0


def test_a_code_agents_failing_tool_is_a_useless_result() -> None:
    called: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        called.append(query)
        raise ConnectionError("search backend down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    agent = attach_gate(CodeAgent(tools=[search], model=FakeCoder(), max_steps=6), gate)
    assert agent.run(QUESTION) == ANSWER and len(called) == 2  # tripped by failures
    steps = [s for s in records[0]["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    from smolagents import Tool

    def forward(self: Any, query: str) -> str:
        return run(query)

    attrs = {
        "name": name,
        "description": doc,
        "inputs": {"query": {"type": "string", "description": "what to look for"}},
        "output_type": "string",
        "forward": forward,
    }
    return type(f"Tool_{name}", (Tool,), attrs)()


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    model = FakeModel(prefer=prefer) if prefer else FakeModel()
    agent = ToolCallingAgent(tools=[tool], model=model, max_steps=8, verbosity_level=-1)
    attach_gate(agent, gate).run(QUESTION)


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
