"""Rolling a gate out on a framework agent: shadow mode, the recorder and a tool broken on purpose.

Every framework is the real package with its own fake or scripted model: LangChain's
``GenericFakeChatModel`` (given ``bind_tools``, which create_agent needs), the Agents SDK's
``agents.testing.ScriptedModel``, a smolagents ``Model`` subclass and pydantic-ai's
``FunctionModel``. The tool each agent searches is the framework's own tool, broken with
``FailingSource``. The scripted model is stubborn: it searches N times whatever it reads, then
answers, writing a distinct thought with each call.
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main as cli
from uselessdetect.gate import StopGate
from uselessdetect.sim import FailingSource

QUESTION = "Who founded the band Creed?"
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
N = 6  # the stubborn model's searches before it answers
K = 3
ANSWER = "Scott Stapp"


def thought(i: int) -> str:
    return f"Thought {i}: I search for the founder of Creed again."


def query(i: int) -> str:
    return f"Creed founder {i}"


def real_search(query: str) -> str:
    return GOOD


# --------------------------------------------------------------------- LangChain
class _LangChain:
    name = "langchain"

    def __init__(self) -> None:
        pytest.importorskip("langchain.agents")
        from langchain_core.language_models.fake_chat_models import GenericFakeChatModel

        class ToolFake(GenericFakeChatModel):
            def bind_tools(self, tools: Any, **kw: Any) -> Any:
                return self  # the scripted messages already name the tools

        self.fake = ToolFake

    def tool(self) -> Any:
        from langchain_core.tools import tool

        @tool
        def search(query: str) -> str:
            """Search the encyclopedia."""
            return real_search(query)

        return search

    def script(self, fail_at: int | None) -> Iterator[Any]:
        from langchain_core.messages import AIMessage

        for i in range(N):
            if i == fail_at:
                raise RuntimeError("model crashed")
            call = {"name": "search", "args": {"query": query(i)}, "id": f"c{i}"}
            yield AIMessage(content=thought(i), tool_calls=[call])
        while True:
            yield AIMessage(content=ANSWER)

    def run(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        return asyncio.run(self.arun(gate, broken, fail_at))

    async def arun(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        from langchain.agents import create_agent
        from langchain_core.messages import HumanMessage

        from uselessdetect.integrations.langchain import StopGateMiddleware

        model = self.fake(messages=self.script(fail_at))
        agent = create_agent(model, [broken.tool], middleware=[StopGateMiddleware(gate)])
        out = await agent.ainvoke({"messages": [HumanMessage(QUESTION)]})
        return str(out["messages"][-1].content)


# ------------------------------------------------------------ OpenAI Agents SDK
class _OpenAIAgents:
    name = "openai_agents"

    def __init__(self) -> None:
        pytest.importorskip("agents.testing")
        from agents import set_tracing_disabled

        set_tracing_disabled(True)

    def tool(self) -> Any:
        from agents import function_tool

        @function_tool
        def search(query: str) -> str:
            """Search the encyclopedia."""
            return real_search(query)

        return search

    def model(self, fail_at: int | None) -> Any:
        from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

        def respond(call: Any) -> list[Any]:
            items = [x for x in call.input if isinstance(x, dict)] if call.input else []
            i = sum(x.get("type") == "function_call_output" for x in items)
            if i == fail_at:
                raise RuntimeError("model crashed")
            if i >= N:
                return [assistant_message(ANSWER, item_id=f"m{i}")]
            return [
                assistant_message(thought(i), item_id=f"m{i}"),
                function_call("search", {"query": query(i)}, call_id=f"c{i}"),
            ]

        return ScriptedModel([ModelStep(responder=respond) for _ in range(3 * N)])

    def run(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        return asyncio.run(self.arun(gate, broken, fail_at))

    async def arun(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        from agents import Agent, Runner

        from uselessdetect.integrations.openai_agents import gate_agent

        agent = Agent(name="a", model=self.model(fail_at), tools=[broken.tool])
        result = await Runner.run(gate_agent(agent, gate), QUESTION)
        return str(result.final_output)


# ------------------------------------------------------------------- smolagents
class _Smolagents:
    name = "smolagents"

    def __init__(self) -> None:
        pytest.importorskip("smolagents")

    def tool(self) -> Any:
        from smolagents import tool

        @tool
        def search(query: str) -> str:
            """Search the encyclopedia.

            Args:
                query: what to look for
            """
            return real_search(query)

        return search

    def model(self, fail_at: int | None) -> Any:
        from smolagents.models import (
            ChatMessage,
            ChatMessageToolCall,
            ChatMessageToolCallFunction,
            MessageRole,
            Model,
        )

        class Stubborn(Model):
            def __init__(self) -> None:
                super().__init__(model_id="stubborn")
                self.i = 0

            def generate(self, messages: Any, tools_to_call_from: Any = None, **kw: Any) -> Any:
                if tools_to_call_from is None:  # provide_final_answer
                    return ChatMessage(role=MessageRole.ASSISTANT, content=ANSWER)
                i, self.i = self.i, self.i + 1
                if i == fail_at:
                    raise RuntimeError("model crashed")
                if i >= N:
                    name, args, text = "final_answer", {"answer": ANSWER}, ANSWER
                else:
                    name, args, text = "search", {"query": query(i)}, thought(i)
                fn = ChatMessageToolCallFunction(name=name, arguments=args)
                call = ChatMessageToolCall(id=f"c{i}", type="function", function=fn)
                return ChatMessage(role=MessageRole.ASSISTANT, content=text, tool_calls=[call])

        return Stubborn()

    def run(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        from smolagents import ToolCallingAgent

        from uselessdetect.integrations.smolagents import attach_gate

        agent = ToolCallingAgent(
            tools=[broken.tool], model=self.model(fail_at), max_steps=N + 2, verbosity_level=-1
        )
        return str(attach_gate(agent, gate).run(QUESTION))

    async def arun(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        return await asyncio.to_thread(self.run, gate, broken, fail_at)


# ------------------------------------------------------------------ pydantic-ai
class _PydanticAI:
    name = "pydantic_ai"

    def __init__(self) -> None:
        pytest.importorskip("pydantic_ai.capabilities")

    def tool(self) -> Any:
        from pydantic_ai import Tool

        def search(query: str) -> str:
            """Search the encyclopedia."""
            return real_search(query)

        return Tool(search)

    def model(self, fail_at: int | None) -> Any:
        from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
        from pydantic_ai.models.function import AgentInfo, FunctionModel

        def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
            i = sum(
                getattr(p, "part_kind", "") == "tool-return"
                for m in messages
                for p in getattr(m, "parts", [])
            )
            if i == fail_at:
                raise RuntimeError("model crashed")
            if i >= N:
                return ModelResponse(parts=[TextPart(ANSWER)])
            return ModelResponse(
                parts=[TextPart(thought(i)), ToolCallPart("search", {"query": query(i)})]
            )

        return FunctionModel(respond)

    def run(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        return asyncio.run(self.arun(gate, broken, fail_at))

    async def arun(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        from pydantic_ai import Agent

        from uselessdetect.integrations.pydantic_ai import StopGateCapability

        agent = Agent(
            self.model(fail_at), tools=[broken.tool], capabilities=[StopGateCapability(gate)]
        )
        return str((await agent.run(QUESTION)).output)


# ------------------------------------------------------------------- LlamaIndex
class _LlamaIndex:
    name = "llama_index"

    def __init__(self) -> None:
        pytest.importorskip("llama_index.core.agent.workflow")

    def tool(self) -> Any:
        from llama_index.core.tools import FunctionTool

        def search(query: str) -> str:
            """Search the encyclopedia."""
            return real_search(query)

        return FunctionTool.from_defaults(search)

    def model(self, fail_at: int | None) -> Any:
        from llama_index.core.base.llms.types import ToolCallBlock
        from llama_index.core.llms import ChatMessage, MockFunctionCallingLLM, TextBlock

        def respond(messages: list[Any], **kw: Any) -> Any:
            i = sum(m.role == "tool" for m in messages)
            if i == fail_at:
                raise RuntimeError("model crashed")
            if i >= N:
                return ChatMessage(role="assistant", content=ANSWER)
            call = ToolCallBlock(
                tool_call_id=f"c{i}", tool_name="search", tool_kwargs={"query": query(i)}
            )
            return ChatMessage(role="assistant", blocks=[TextBlock(text=thought(i)), call])

        return MockFunctionCallingLLM(response_generator=respond)

    def run(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        return asyncio.run(self.arun(gate, broken, fail_at))

    async def arun(self, gate: StopGate, broken: Any, fail_at: int | None = None) -> str:
        from llama_index.core.agent.workflow import FunctionAgent

        from uselessdetect.integrations.llama_index import gate_agent

        agent = gate_agent(FunctionAgent(tools=[broken.tool], llm=self.model(fail_at)), gate)
        out = await agent.run(user_msg=QUESTION, max_iterations=3 * N)
        return str(out.response.content)


FRAMEWORKS: dict[str, Callable[[], Any]] = {
    "langchain": _LangChain,
    "openai_agents": _OpenAIAgents,
    "smolagents": _Smolagents,
    "pydantic_ai": _PydanticAI,
    "llama_index": _LlamaIndex,
}


@pytest.fixture(params=list(FRAMEWORKS))
def fw(request: pytest.FixtureRequest) -> Any:
    return FRAMEWORKS[request.param]()


def _episodes(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


# ------------------------------------------------------------------------ tests
def test_failing_source_keeps_the_framework_tools_name_schema_and_docstring(fw: Any) -> None:
    tool = fw.tool()
    broken = FailingSource(tool, "persistent", random_state=0)
    assert broken.kind_ == fw.name and broken.name_ == "search"
    new = broken.tool
    assert type(new) is type(tool) or fw.name == "langchain"
    if fw.name == "llama_index":  # its name, schema and docstring live in the metadata
        assert new.metadata == tool.metadata and new.metadata.name == "search"
        assert "encyclopedia" in new.metadata.description
    else:
        assert new.name == tool.name == "search"
        assert new.description == tool.description and "encyclopedia" in new.description
    if fw.name == "llama_index":
        assert new.metadata.fn_schema_str == tool.metadata.fn_schema_str
    elif fw.name == "langchain":
        assert new.args == tool.args
    elif fw.name == "openai_agents":
        assert new.params_json_schema == tool.params_json_schema
    elif fw.name == "smolagents":
        assert new.inputs == tool.inputs and new.output_type == tool.output_type
    else:
        assert new.tool_def == tool.tool_def
    with pytest.raises(TypeError, match="give its `.tool` to the agent"):
        broken("x")


def test_shadow_makes_every_call_and_records_truth_enforcing_stops_at_k(
    fw: Any, tmp_path: Path
) -> None:
    path = tmp_path / f"{fw.name}.jsonl"
    shadow = StopGate("lexical", k=K, shadow=True, record_to=path)
    source = FailingSource(fw.tool(), "recover_after_2", random_state=1)  # built-in pool
    assert fw.run(shadow, source) == ANSWER
    assert source.calls_ == N and source.labels_ == [1, 1, 0, 0, 0, 0]

    persistent = FailingSource(fw.tool(), "persistent", random_state=1)
    shadow2 = StopGate("lexical", k=K, shadow=True, record_to=path)
    assert fw.run(shadow2, persistent) == ANSWER and persistent.calls_ == N  # never restricted

    enforcing = StopGate("lexical", k=K, record_to=path)
    broken = FailingSource(fw.tool(), "persistent", random_state=1)
    fw.run(enforcing, broken)
    assert broken.calls_ == K  # stopped at k

    eps = _episodes(path)
    assert len(eps) == 3 and len({e["id"] for e in eps}) == 3
    assert all(e["question"] == QUESTION for e in eps)
    recover, stubborn, gated = eps
    steps = recover["steps"]
    assert [s["action"] for s in steps] == ["search"] * N + ["finish"]
    assert [s["input"] for s in steps[:-1]] == [query(i) for i in range(N)]
    assert [s["thought"] for s in steps[:-1]] == [thought(i) for i in range(N)]
    assert [s["label"] for s in steps[:-1]] == source.labels_
    assert [s["observation"] == GOOD for s in steps[:-1]] == [False, False] + [True] * 4
    assert all(s["judgments"]["lexical"]["verdict"] in ("useless", "useful") for s in steps[:-1])
    assert steps[-1]["input"] == ANSWER
    g = stubborn["gate"]
    assert (g["shadow"], g["tripped_at"], g["would_trip_at"], g["observed"]) == (True, None, K, N)
    assert [s["label"] for s in stubborn["steps"][:-1]] == [1] * N
    assert gated["gate"]["tripped_at"] == K and not gated["gate"]["shadow"]
    real = [s for s in gated["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert len(real) == K and all(s["label"] == 1 for s in real)
    acts = [s for s in gated["steps"] if s["action"] != "finish"]
    assert all(s["observation"] for s in acts)  # never a step without one
    assert all(s["observation"].startswith("Not run") for s in gated["steps"] if s.get("blocked"))
    assert gated["steps"][-1]["action"] == "finish"


def test_a_run_that_raises_is_recorded_and_marked(fw: Any, tmp_path: Path) -> None:
    path = tmp_path / "err.jsonl"
    gate = StopGate("lexical", k=K, shadow=True, record_to=path)
    source = FailingSource(fw.tool(), "persistent", ["nothing useful"], random_state=0)
    with pytest.raises(Exception, match="model crashed"):
        fw.run(gate, source, fail_at=2)
    (ep,) = _episodes(path)
    assert "model crashed" in ep["error"]
    assert [s["input"] for s in ep["steps"]] == [query(0), query(1)]
    assert all(s["action"] != "finish" for s in ep["steps"])


def test_sixteen_concurrent_runs_on_one_gate_and_recorder(fw: Any, tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    gate = StopGate("lexical", k=K, shadow=True, record_to=path)

    async def all_runs() -> list[str]:
        sources = [
            FailingSource(fw.tool(), "persistent", [f"Oslo: pool {i}."], random_state=i)
            for i in range(16)
        ]
        return await asyncio.gather(*(fw.arun(gate, s) for s in sources))

    assert asyncio.run(all_runs()) == [ANSWER] * 16
    eps = _episodes(path)
    assert len(eps) == 16 and len({e["id"] for e in eps}) == 16
    for e in eps:
        obs = {s["observation"] for s in e["steps"][:-1]}
        assert len(obs) == 1  # one run's steps all come from its own source: nothing mixed
        assert [s["input"] for s in e["steps"]] == [query(i) for i in range(N)] + [ANSWER]
        assert e["gate"]["observed"] == N
    pools = sorted(next(iter({s["observation"] for s in e["steps"][:-1]})) for e in eps)
    assert pools == sorted(f"Oslo: pool {i}." for i in range(16))


def test_a_failing_disk_write_logs_and_never_breaks_the_run(
    fw: Any, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    target = tmp_path / "rec.jsonl"
    gate = StopGate("lexical", k=K, record_to=target)
    target.mkdir()  # the path turns into a folder after construction: every write fails
    source = FailingSource(fw.tool(), "persistent", random_state=0)
    with caplog.at_level(logging.ERROR, logger="uselessdetect.gate"):
        fw.run(gate, source)
    assert source.calls_ == K
    assert gate.recorder_ is not None and gate.recorder_.failures == 1
    assert "could not record episode" in caplog.text


def test_recordings_round_trip_through_score_and_fit_k(tmp_path: Path) -> None:
    fw = _LangChain()
    path = tmp_path / "rec.jsonl"
    for seed, regime in enumerate(["persistent", "recover_after_1", "recover_after_2", "clean"]):
        gate = StopGate("lexical", k=K, shadow=True, record_to=path)
        fw.run(gate, FailingSource(fw.tool(), regime, random_state=seed))
    runner = CliRunner()
    scored = tmp_path / "scored.jsonl"
    res = runner.invoke(cli, ["score", "-d", "keyword", str(path), "-o", str(scored)])
    assert res.exit_code == 0, res.output
    before, after = _episodes(path), _episodes(scored)
    assert [e["id"] for e in before] == [e["id"] for e in after]
    for b, a in zip(before, after, strict=True):
        for sb, sa in zip(b["steps"], a["steps"], strict=True):
            assert {k: v for k, v in sa.items() if k != "judgments"} == {
                k: v for k, v in sb.items() if k != "judgments"
            }
            if sa["action"] != "finish":  # the recorded judgment kept, the new one added
                assert set(sa["judgments"]) == {"lexical", "keyword"}
    res = runner.invoke(cli, ["fit-k", str(path), "-d", "lexical", "--json", "--n-bootstrap", "50"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["n_episodes"] == 4 if "n_episodes" in report else True
    assert "k" in json.dumps(report)


def test_langchain_run_ended_by_a_model_call_limit_records_every_call_and_no_answer(
    tmp_path: Path,
) -> None:
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langchain.agents.middleware import ModelCallLimitMiddleware
    from langchain_core.messages import HumanMessage

    from uselessdetect.integrations.langchain import StopGateMiddleware

    fw = _LangChain()

    def never_answers() -> Iterator[Any]:
        from langchain_core.messages import AIMessage

        for i in range(100):
            call = {"name": "search", "args": {"query": query(i)}, "id": f"c{i}"}
            yield AIMessage(content=thought(i), tool_calls=[call])

    path = tmp_path / "limit.jsonl"
    gate = StopGate("lexical", k=50, shadow=True, record_to=path)
    source = FailingSource(fw.tool(), "persistent", random_state=0)
    agent = create_agent(
        fw.fake(messages=never_answers()),
        [source.tool],
        middleware=[StopGateMiddleware(gate), ModelCallLimitMiddleware(run_limit=4)],
    )
    out = agent.invoke({"messages": [HumanMessage(QUESTION)]})
    assert "limit" in str(out["messages"][-1].content).lower()
    (ep,) = _episodes(path)
    # 4 model calls, 4 searches; the last result, judged by no model turn, is judged at the end
    assert [s["input"] for s in ep["steps"]] == [query(i) for i in range(4)]
    assert source.calls_ == 4 and all(s["action"] == "search" for s in ep["steps"])
    assert ep["gate"]["observed"] == 4
    assert all("judgments" in s and s["label"] == 1 for s in ep["steps"])


def test_agents_sdk_run_past_max_turns_is_recorded_when_the_run_is_gone(tmp_path: Path) -> None:
    import gc

    fw = _OpenAIAgents()
    from agents import Agent, Runner
    from agents.exceptions import MaxTurnsExceeded

    from uselessdetect.integrations.openai_agents import gate_agent

    path = tmp_path / "turns.jsonl"
    gate = StopGate("lexical", k=50, shadow=True, record_to=path)
    source = FailingSource(fw.tool(), "persistent", random_state=0)
    agent = gate_agent(Agent(name="a", model=fw.model(None), tools=[source.tool]), gate)

    def run() -> None:
        with pytest.raises(MaxTurnsExceeded):
            Runner.run_sync(agent, QUESTION, max_turns=3)

    run()
    gc.collect()
    (ep,) = _episodes(path)
    assert "without a final output" in ep["error"]
    assert [s["input"] for s in ep["steps"]] == [query(i) for i in range(source.calls_)]
    assert source.calls_ == 3 and ep["question"] == QUESTION
