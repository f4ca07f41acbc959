"""After a ``drop_tool`` trip every adapter leaves the model free to call the backup tool.

Each framework runs for real with its own fake/scripted model, which records what it is
offered on every call: once ``search`` is dropped, ``backup_search`` must still be offered and
nothing may force ``finish`` (``tool_choice``), although the agent has a finish tool — a
restriction that forced it would end the run instead of switching sources.
"""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from uselessdetect.gate import StopGate

OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
QUESTION = "Who founded the band Creed?"


def _gate() -> StopGate:
    return StopGate(lambda s: s.observation == OTHER, k=1, mode="drop_tool")


def _after_trip(offers: list[tuple[tuple[str, ...], Any]]) -> list[tuple[tuple[str, ...], Any]]:
    """The offers made once ``search`` was dropped (there must be some)."""
    later = [o for o in offers if "search" not in o[0]]
    assert later, offers
    return later


def test_langchain_keeps_the_backup_free() -> None:
    pytest.importorskip("langchain.agents")
    from langchain.agents import create_agent
    from langchain_core.messages import HumanMessage
    from langchain_core.tools import tool
    from tests.test_integrations_langchain import FakeToolModel

    from uselessdetect.integrations.langchain import StopGateMiddleware

    offers: list[tuple[tuple[str, ...], Any]] = []
    called: list[str] = []

    class Recording(FakeToolModel):
        prefer: tuple[str, ...] = ("search", "backup_search")

        def bind_tools(self, tools: Any, *, tool_choice: Any = None, **kw: Any) -> Any:
            bound = super().bind_tools(tools, tool_choice=tool_choice, **kw)
            offers.append((bound.tool_names, tool_choice))
            return bound

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append("search")
        return OTHER

    @tool
    def backup_search(query: str) -> str:
        """Search a second encyclopedia."""
        called.append("backup_search")
        return GOOD

    @tool(return_direct=True)
    def finish(query: str) -> str:
        """Give the final answer."""
        called.append("finish")
        return "Scott Stapp"

    agent = create_agent(
        Recording(),
        [search, backup_search, finish],
        middleware=[StopGateMiddleware(_gate())],
    )
    agent.invoke({"messages": [HumanMessage(QUESTION)]})
    later = _after_trip(offers)
    assert all("backup_search" in names and choice != "finish" for names, choice in later)
    assert called[:2] == ["search", "backup_search"]


def test_openai_agents_keeps_the_backup_free() -> None:
    pytest.importorskip("agents.testing")
    from agents import Agent, Runner, function_tool, set_tracing_disabled
    from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

    from uselessdetect.integrations.openai_agents import gate_agent

    set_tracing_disabled(True)
    offers: list[tuple[tuple[str, ...], Any]] = []
    called: list[str] = []
    ids = itertools.count()

    def respond(call: Any) -> list[Any]:
        i = next(ids)
        offered = tuple(t.name for t in call.tools)
        offers.append((offered, call.model_settings.tool_choice))
        if len(called) >= 3:
            return [assistant_message("Scott Stapp", item_id=f"m{i}")]
        name = next(n for n in ("search", "backup_search", "finish") if n in offered)
        return [function_call(name, {"query": "Creed band founder"}, call_id=f"c{i}")]

    @function_tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append("search")
        return OTHER

    @function_tool
    def backup_search(query: str) -> str:
        """Search a second encyclopedia."""
        called.append("backup_search")
        return GOOD

    @function_tool
    def finish(query: str) -> str:
        """Give the final answer."""
        called.append("finish")
        return "Scott Stapp"

    model = ScriptedModel([ModelStep(responder=respond) for _ in range(12)])
    agent = gate_agent(Agent(name="a", model=model, tools=[search, backup_search, finish]), _gate())
    Runner.run_sync(agent, QUESTION)
    later = _after_trip(offers)
    assert all("backup_search" in names and choice != "finish" for names, choice in later)
    assert called[:2] == ["search", "backup_search"]


def test_pydantic_ai_keeps_the_backup_free() -> None:
    pytest.importorskip("pydantic_ai.capabilities")
    from pydantic_ai import Agent
    from pydantic_ai.messages import ModelResponse, TextPart, ToolCallPart
    from pydantic_ai.models.function import AgentInfo, FunctionModel

    from uselessdetect.integrations.pydantic_ai import StopGateCapability

    offers: list[tuple[tuple[str, ...], Any]] = []
    called: list[str] = []

    def respond(messages: list[Any], info: AgentInfo) -> ModelResponse:
        offered = tuple(t.name for t in info.function_tools)
        offers.append((offered, info.allow_text_output))
        if len(called) >= 3:
            return ModelResponse(parts=[TextPart("Scott Stapp")])
        name = next(n for n in ("search", "backup_search", "finish") if n in offered)
        return ModelResponse(parts=[ToolCallPart(name, {"query": "Creed band founder"})])

    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append("search")
        return OTHER

    def backup_search(query: str) -> str:
        """Search a second encyclopedia."""
        called.append("backup_search")
        return GOOD

    def finish(query: str) -> str:
        """Give the final answer."""
        called.append("finish")
        return "Scott Stapp"

    agent = Agent(
        FunctionModel(respond),
        tools=[search, backup_search, finish],
        capabilities=[StopGateCapability(_gate())],
    )
    agent.run_sync(QUESTION)
    later = _after_trip(offers)
    assert all("backup_search" in names and "finish" in names for names, _ in later)
    assert called[:2] == ["search", "backup_search"]


def test_smolagents_keeps_the_backup_free() -> None:
    pytest.importorskip("smolagents")
    from smolagents import ToolCallingAgent, tool
    from smolagents.models import (
        ChatMessage,
        ChatMessageToolCall,
        ChatMessageToolCallFunction,
        MessageRole,
        Model,
    )

    from uselessdetect.integrations.smolagents import attach_gate

    offers: list[tuple[tuple[str, ...], Any]] = []
    called: list[str] = []

    class Recording(Model):
        def __init__(self) -> None:
            super().__init__(model_id="fake")

        def generate(
            self,
            messages: Any,
            stop_sequences: Any = None,
            tools_to_call_from: Any = None,
            **kw: Any,
        ) -> ChatMessage:
            if tools_to_call_from is None:
                return ChatMessage(role=MessageRole.ASSISTANT, content="Scott Stapp")
            offered = tuple(t.name for t in tools_to_call_from)
            offers.append((offered, kw.get("tool_choice")))
            name = next(n for n in ("search", "backup_search") if n in offered)
            if len(called) >= 3:
                name = "final_answer"
            args = {"answer": "Scott Stapp"} if name == "final_answer" else {"query": "Creed"}
            fn = ChatMessageToolCallFunction(name=name, arguments=args)
            call = ChatMessageToolCall(id=f"c{len(offers)}", type="function", function=fn)
            return ChatMessage(
                role=MessageRole.ASSISTANT, content="Let me look.", tool_calls=[call]
            )

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        called.append("search")
        return OTHER

    @tool
    def backup_search(query: str) -> str:
        """Search a second encyclopedia.

        Args:
            query: what to look for
        """
        called.append("backup_search")
        return GOOD

    agent = ToolCallingAgent(
        tools=[search, backup_search], model=Recording(), max_steps=6, verbosity_level=-1
    )
    attach_gate(agent, _gate()).run(QUESTION)
    later = _after_trip(offers)
    assert all("backup_search" in names and "final_answer" in names for names, _ in later)
    assert called[:2] == ["search", "backup_search"]
