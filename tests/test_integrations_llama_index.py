"""LlamaIndex: gate_agent on real FunctionAgent, ReActAgent and AgentWorkflow runs.

The model is LlamaIndex's own ``MockFunctionCallingLLM`` driven by a script that sees what the
agent sends it (the tools offered, the conversation): tool-aware (calls ``search`` while it is
offered, answers once it is gone or after four results) or stubborn (calls ``search``
whatever it is offered). The ReAct model writes ``Thought / Action / Action Input`` text and
reads the tools from the ReAct system prompt. (``llama-index-llms-openai`` pins ``openai<3``,
which the OpenAI Agents SDK's ``openai>=3`` excludes, so no OpenAI client runs here.)
"""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("llama_index.core.agent.workflow", reason="needs the [llama-index] extra")

from llama_index.core.agent.workflow import (  # noqa: E402
    AgentWorkflow,
    FunctionAgent,
    ReActAgent,
    ToolCallResult,
)
from llama_index.core.base.llms.types import ToolCallBlock  # noqa: E402
from llama_index.core.llms import ChatMessage, MockFunctionCallingLLM, TextBlock  # noqa: E402
from llama_index.core.tools import FunctionTool  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION, STOPPED, THOUGHT  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.llama_index import gate_agent  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402


def search(query: str) -> str:
    """Search the encyclopedia."""
    return GOOD


def _failing(pool: str = OTHER, regime: str = "persistent") -> FailingSource:
    return FailingSource(FunctionTool.from_defaults(search), regime, [pool], random_state=0)


class Script:
    """A scripted model: what it was offered on each call, and what it answers."""

    def __init__(
        self,
        stubborn: bool = False,
        prefer: tuple[str, ...] = ("search", "lookup"),
        answer_after: int = 4,
        react: bool = False,
        honest: bool = False,  # its thought says what the last result was
    ) -> None:
        self.stubborn, self.prefer, self.answer_after = stubborn, prefer, answer_after
        self.react, self.honest = react, honest
        self.offered: list[list[str]] = []

    def llm(self) -> Any:
        return MockFunctionCallingLLM(response_generator=self)

    def __call__(self, messages: list[Any], **kwargs: Any) -> ChatMessage:
        if self.react:
            system = str(messages[0].content or "")
            offered = [t for t in ("search", "lookup") if f"> Tool Name: {t}\n" in system]
            results = sum(str(m.content or "").startswith("Observation:") for m in messages)
        else:
            offered = [t.metadata.get_name() for t in kwargs.get("tools") or []]
            results = sum(m.role == "tool" for m in messages)
        self.offered.append(offered)
        usable = [t for t in self.prefer if t in offered]
        if not self.stubborn and (results >= self.answer_after or not usable):
            text = f"Thought: I can answer now.\nAnswer: {ANSWER}" if self.react else ANSWER
            return ChatMessage(role="assistant", content=text)
        name = "search" if self.stubborn else usable[0]
        args = {"query": f"Creed band founder {results}"}
        said = THOUGHT
        if self.honest and ANSWER in str(messages[-1].content or ""):
            said = "This paragraph names the founders of Creed; I check one more source."
        if self.react:
            text = f"Thought: {said}\nAction: {name}\nAction Input: {json.dumps(args)}"
            return ChatMessage(role="assistant", content=text)
        call = ToolCallBlock(tool_call_id=f"call_{results}", tool_name=name, tool_kwargs=args)
        return ChatMessage(role="assistant", blocks=[TextBlock(text=said), call])


def _agent(script: Script, tools: list[Any]) -> Any:
    cls = ReActAgent if script.react else FunctionAgent
    return cls(name="researcher", description="reads", tools=tools, llm=script.llm())


def _run(agent: Any, **kw: Any) -> Any:
    async def go() -> Any:
        return await agent.run(user_msg=QUESTION, **kw)

    return asyncio.run(go())


@pytest.mark.parametrize("react", [False, True], ids=["FunctionAgent", "ReActAgent"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, react: bool) -> None:
    script, source, gate = Script(stubborn, react=react), _failing(), StopGate("lexical", k=2)
    agent = gate_agent(_agent(script, [source.tool]), gate)
    out = _run(agent, max_iterations=12)
    assert source.calls_ == 2
    text = str(out.response.content)
    assert (text == ANSWER) is not stubborn and (STOPPED in text) is stubborn
    # the turn that tripped the gate was asked again with no tool; the stubborn model's
    # answer to that ended the run
    assert script.offered[2:] == [["search"], []]
    assert gate.state() == {}  # the run closed its episode
    _run(agent, max_iterations=12)  # a second run is a new episode: two more searches
    assert source.calls_ == 4


def test_the_run_is_recorded_with_its_thoughts_and_blocked_call(tmp_path: Path) -> None:
    path = tmp_path / "ep.jsonl"
    source = _failing()
    agent = gate_agent(
        _agent(Script(True), [source.tool]), StopGate("lexical", k=2, record_to=path)
    )
    _run(agent, run_id="my-run")
    (ep,) = [json.loads(line) for line in path.read_text().splitlines()]
    assert ep["id"].startswith("my-run#") and ep["question"] == QUESTION  # the run id names it
    assert [s["action"] for s in ep["steps"]] == ["search", "search", "search", "finish"]
    assert [s["thought"] for s in ep["steps"][:3]] == [THOUGHT] * 3
    assert [s["input"] for s in ep["steps"][:2]] == ["Creed band founder 0", "Creed band founder 1"]
    assert ep["steps"][2]["blocked"] and ep["steps"][2]["observation"].startswith("Not run")
    assert ep["gate"]["tripped_at"] == 2 and ep["gate"]["blocked"] == 1
    assert STOPPED in ep["steps"][-1]["input"]


def test_streamed_events_show_the_two_searches() -> None:
    source = _failing()
    agent = gate_agent(_agent(Script(), [source.tool]), StopGate("lexical", k=2))

    async def go() -> tuple[list[Any], Any]:
        handler = agent.run(user_msg=QUESTION)
        events = [ev async for ev in handler.stream_events() if isinstance(ev, ToolCallResult)]
        return events, await handler

    events, out = asyncio.run(go())
    assert [e.tool_name for e in events] == ["search", "search"]
    assert str(out.response.content) == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    script, source = Script(), _failing()
    tools = [source.tool, FunctionTool.from_defaults(lookup)]
    agent = gate_agent(_agent(script, tools), StopGate("lexical", k=2, mode="drop_tool"))
    assert str(_run(agent).response.content) == ANSWER
    assert source.calls_ == 2 and len(looked) == 2
    assert ["lookup"] in script.offered and ["search", "lookup"] in script.offered


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog: Any) -> None:
    source = _failing()
    agent = gate_agent(_agent(Script(), [source.tool]), StopGate(world.detector_down, k=2))
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        assert str(_run(agent).response.content) == ANSWER
    assert source.calls_ == 4 and "detector down" in caplog.text


def test_two_concurrent_runs_on_one_gate_do_not_mix(tmp_path: Path) -> None:
    path = tmp_path / "two.jsonl"
    gate = StopGate("lexical", k=2, record_to=path)
    sources = [_failing(f"Oslo: pool {i}.") for i in range(2)]
    agent = gate_agent(_agent(Script(), [s.tool for s in sources[:1]]), gate)
    other = gate_agent(_agent(Script(), [sources[1].tool]), gate)

    async def both() -> list[Any]:
        return await asyncio.gather(
            agent.run(user_msg=QUESTION), agent.run(user_msg=QUESTION), other.run(user_msg=QUESTION)
        )

    outs = asyncio.run(both())
    assert [str(o.response.content) for o in outs] == [ANSWER] * 3
    eps = [json.loads(line) for line in path.read_text().splitlines()]
    assert len({e["id"] for e in eps}) == 3
    assert all(e["gate"]["observed"] == 2 and e["gate"]["tripped_at"] == 2 for e in eps)
    assert sources[0].calls_ == 4 and sources[1].calls_ == 2
    assert gate.state() == {}


def test_a_named_episode_keeps_its_counters_across_runs() -> None:
    gate, source = StopGate("lexical", k=3), _failing()
    agent = gate_agent(_agent(Script(answer_after=2), [source.tool]), gate)
    _run(agent, uselessdetect_episode="chat-7")
    assert gate.state("chat-7")["runs"] == {"search": 2}
    _run(agent, uselessdetect_episode="chat-7")  # one more useless result trips it
    assert source.calls_ == 3


def test_a_run_that_raises_is_recorded_and_marked(tmp_path: Path) -> None:
    path = tmp_path / "err.jsonl"
    source = _failing()
    gate = StopGate("lexical", k=50, shadow=True, record_to=path)
    agent = gate_agent(_agent(Script(True), [source.tool]), gate)
    with pytest.raises(Exception, match="Max iterations"):
        _run(agent, max_iterations=3)
    (ep,) = [json.loads(line) for line in path.read_text().splitlines()]
    assert "Max iterations" in ep["error"]
    assert [s["action"] for s in ep["steps"]] == ["search", "search"]
    assert all(s["label"] == 1 and "judgments" in s for s in ep["steps"])
    assert gate.state() == {}


def test_shadow_record_to_and_failing_source_labels(tmp_path: Path) -> None:
    path = tmp_path / "shadow.jsonl"
    gate = StopGate("lexical", k=2, shadow=True, record_to=path)
    tool = FunctionTool.from_defaults(search)
    persistent = FailingSource(tool, "persistent", random_state=1)  # the built-in pool
    script = Script(answer_after=6)
    assert str(_run(gate_agent(_agent(script, [persistent.tool]), gate)).response.content) == ANSWER
    assert persistent.calls_ == 6 and all(o == ["search"] for o in script.offered)
    recover = FailingSource(tool, "recover_after_2", random_state=1)
    _run(gate_agent(_agent(Script(answer_after=6), [recover.tool]), gate))
    stubborn, recovered = [json.loads(line) for line in path.read_text().splitlines()]
    g = stubborn["gate"]
    assert (g["shadow"], g["tripped_at"], g["would_trip_at"], g["observed"]) == (True, None, 2, 6)
    for ep, source in ((stubborn, persistent), (recovered, recover)):
        steps = ep["steps"][:-1]
        assert [s["action"] for s in ep["steps"]] == ["search"] * 6 + ["finish"]
        assert [s["label"] for s in steps] == source.labels_
        assert [s["thought"] for s in steps] == [THOUGHT] * 6
        assert all("lexical" in s["judgments"] for s in steps)
    assert recover.labels_ == [1, 1, 0, 0, 0, 0]
    assert [s["observation"] == GOOD for s in recovered["steps"][:-1]] == [False] * 2 + [True] * 4


@pytest.mark.parametrize("react", [False, True], ids=["FunctionAgent", "ReActAgent"])
def test_a_thought_reading_detector_reads_the_next_turn(react: bool) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next turn says otherwise
    agent = gate_agent(_agent(Script(react=react), [source.tool]), StopGate("keyword>lexical", k=2))
    assert ANSWER in str(_run(agent).response.content)
    assert source.calls_ == 2
    plain = gate_agent(_agent(Script(react=react), [_failing(GOOD).tool]), StopGate("lexical", k=2))
    assert ANSWER in str(_run(plain).response.content)  # lexical alone reads no thought


def test_a_real_detector_stops_a_failing_source() -> None:
    tool = FunctionTool.from_defaults(search)
    source = FailingSource(tool, "persistent", random_state=3)
    agent = gate_agent(_agent(Script(honest=True), [source.tool]), StopGate("keyword>lexical", k=2))
    assert str(_run(agent).response.content) == ANSWER and source.calls_ == 2
    working = FailingSource(tool, "clean", random_state=3)
    _run(gate_agent(_agent(Script(honest=True), [working.tool]), StopGate("keyword>lexical", k=2)))
    assert working.calls_ == 4  # a working source is never stopped


def test_agent_workflow_is_gated_across_its_agents() -> None:
    source = _failing()
    script = Script(stubborn=True)
    researcher = FunctionAgent(
        name="researcher", description="searches", tools=[source.tool], llm=script.llm()
    )
    flow = gate_agent(
        AgentWorkflow(agents=[researcher], root_agent="researcher"), StopGate("lexical", k=2)
    )

    async def go() -> Any:
        return await flow.run(user_msg=QUESTION, max_iterations=12)

    out = asyncio.run(go())
    assert source.calls_ == 2 and STOPPED in str(out.response.content)


def test_failing_source_keeps_the_llama_index_tool() -> None:
    tool = FunctionTool.from_defaults(search)
    broken = FailingSource(tool, "persistent", random_state=0)
    assert broken.kind_ == "llama_index" and broken.name_ == "search"
    assert broken.tool.metadata == tool.metadata
    out = asyncio.run(broken.tool.acall(query="Creed"))
    assert out.content != GOOD and broken.calls_ == 1 and broken.labels_ == [1]
    assert tool.call(query="Creed").content == GOOD  # the original tool is untouched


def test_gate_agent_refuses_what_it_cannot_gate() -> None:
    with pytest.raises(TypeError, match="FunctionAgent, ReActAgent or AgentWorkflow"):
        gate_agent(object(), StopGate("lexical", k=2))


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    return FunctionTool.from_defaults(run, name=name, description=doc)


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None, react: bool = False) -> None:
    script = Script(prefer=prefer) if prefer else Script(react=react)
    _run(gate_agent(_agent(script, [tool]), gate))


def _drive_react(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    _drive(gate, tool, prefer, react=True)


_cases = described_cases(
    _described_tool, _drive, repeats_by={"FunctionAgent": _drive, "ReActAgent": _drive_react}
)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
