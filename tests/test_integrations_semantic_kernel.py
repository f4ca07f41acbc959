"""Semantic Kernel: StopGateFilter on a kernel whose OpenAIChatCompletion service talks to a
real chat-completions server on loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import gc
import logging
import os
from typing import Any

import pytest

os.environ.setdefault("SEMANTICKERNEL_EXPERIMENTAL_GENAI_ENABLE_OTEL_DIAGNOSTICS", "false")
pytest.importorskip("semantic_kernel", reason="needs the [semantic-kernel] extra")

from openai import AsyncOpenAI  # noqa: E402
from semantic_kernel import Kernel  # noqa: E402
from semantic_kernel.connectors.ai import FunctionChoiceBehavior  # noqa: E402
from semantic_kernel.connectors.ai.open_ai import (  # noqa: E402
    OpenAIChatCompletion,
    OpenAIChatPromptExecutionSettings,
)
from semantic_kernel.contents import AuthorRole, ChatHistory, FunctionCallContent  # noqa: E402
from semantic_kernel.functions import kernel_function  # noqa: E402
from tests._adapter_world import GOOD, THOUGHT, failing  # noqa: E402
from tests._chat_server import ChatServer, completion, tool_call  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.semantic_kernel import StopGateFilter  # noqa: E402

QUESTION = "Who founded the band Creed?"


def _model(stubborn: bool = False) -> Any:
    """Searches while offered search (stubborn: whatever it is offered); the tool-aware one
    answers once search is gone or after four results, and prefers search, then lookup."""

    def respond(body: dict[str, Any]) -> Any:
        offered = [t["function"]["name"].split("-")[-1] for t in body.get("tools") or []]
        results = sum(m.get("role") == "tool" for m in body["messages"])
        usable = [n for n in ("search", "lookup") if n in offered]
        if not stubborn and (results >= 4 or not usable):
            return completion("Scott Stapp")
        name = "search" if stubborn else usable[0]
        call = tool_call(f"web-{name}", {"query": "Creed band founder"}, f"c{results}")
        return completion(THOUGHT, tool_calls=[call])

    return respond


class Web:
    def __init__(self, source: Any) -> None:
        self.source, self.looked = source, []

    @kernel_function(name="search", description="Search the encyclopedia.")
    def search(self, query: str) -> str:
        return str(self.source(query))

    @kernel_function(name="lookup", description="Look a word up.")
    def lookup(self, query: str) -> str:
        self.looked.append(query)
        return GOOD


def _kernel(server: ChatServer, gate_filter: Any, web: Any, *, run_filter: bool = False) -> Kernel:
    kernel = Kernel()
    client = AsyncOpenAI(api_key="x", base_url=server.base_url, max_retries=0)
    kernel.add_service(OpenAIChatCompletion(ai_model_id="scripted", async_client=client))
    kernel.add_plugin(web, plugin_name="web")
    if gate_filter is not None:
        kernel.add_filter("auto_function_invocation", gate_filter)
        if run_filter:
            kernel.add_filter("function_invocation", gate_filter)
    return kernel


def _settings() -> OpenAIChatPromptExecutionSettings:
    return OpenAIChatPromptExecutionSettings(function_choice_behavior=FunctionChoiceBehavior.Auto())


async def _ask(kernel: Kernel) -> Any:
    history = ChatHistory()
    history.add_user_message(QUESTION)
    service = kernel.get_service(type=OpenAIChatCompletion)
    return await service.get_chat_message_content(history, _settings(), kernel=kernel)


def _runs(kernel: Kernel, n: int = 2) -> list[Any]:
    async def runs() -> list[Any]:
        return [await _ask(kernel) for _ in range(n)]

    out = asyncio.run(runs())
    gc.collect()  # each run's history is freed: its episode closed
    return out


def _text(message: Any) -> str:
    """A response's text, or the stop text of a loop the gate ended (a tool message)."""
    if message.role == AuthorRole.TOOL:
        return str(message.items[0].result)
    return str(message.content)


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model(stubborn)) as server:
        kernel = _kernel(server, StopGateFilter(gate), Web(source))
        answer, again = (_text(m) for m in _runs(kernel))
    assert source.calls_ == 4  # 2 per run: the second run is a new episode
    assert again == answer and len(records) == 2 and records[0]["id"] != records[1]["id"]
    assert [r["gate"]["observed"] for r in records] == [2, 2]
    assert answer.startswith("Stopped by the gate") if stubborn else answer == "Scott Stapp"
    rec = records[0]
    assert rec["gate"]["tripped_by"] == ["search"] and rec["gate"]["runs"] == {"search": 2}
    assert rec["gate"]["blocked"] == (1 if stubborn else 0) and rec["question"] == QUESTION
    searched = [s for s in rec["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert [s["label"] for s in searched] == [1, 1] and searched[1]["thought"] == THOUGHT
    # after the trip the model was offered no tool at all (finish_only, no finish tool)
    assert not server.bodies[-1].get("tools")


def test_without_a_gate_the_model_searches_until_the_loop_cap() -> None:
    source = failing()
    with ChatServer(_model(stubborn=True)) as server:
        (answer,) = _runs(_kernel(server, None, Web(source)), 1)
    # FunctionChoiceBehavior.Auto(): 5 rounds of calls, then a last request without tools,
    # whose reply (a stubborn model's tool call) comes back unrun
    assert source.calls_ == 5 and not server.bodies[-1].get("tools")
    calls = [i.name for i in answer.items if isinstance(i, FunctionCallContent)]
    assert answer.role == AuthorRole.ASSISTANT and calls == ["web-search"]


def test_invoke_prompt_is_one_episode_with_the_stop_text_as_its_answer() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model(stubborn=True)) as server:
        kernel = _kernel(server, StopGateFilter(gate), Web(source), run_filter=True)

        async def runs() -> list[str]:
            out = []
            for _ in range(2):
                result = await kernel.invoke_prompt(QUESTION, settings=_settings())
                out.append(str(result))
            return out

        answers = asyncio.run(runs())
    assert source.calls_ == 4 and len(records) == 2 and records[0]["id"] != records[1]["id"]
    assert all(a.startswith("Stopped by the gate") for a in answers)
    assert records[0]["steps"][-1]["input"] == answers[0] and records[0]["gate"]["blocked"] == 1


def test_drop_tool_switches_to_the_intact_tool() -> None:
    gate, source = StopGate("lexical", k=2, mode="drop_tool"), failing()
    web = Web(source)
    with ChatServer(_model()) as server:
        (answer,) = _runs(_kernel(server, StopGateFilter(gate), web), 1)
        offered = [t["function"]["name"] for t in server.bodies[-1]["tools"]]
    assert source.calls_ == 2 and len(web.looked) == 2 and _text(answer) == "Scott Stapp"
    assert offered == ["web-lookup"]


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("detector down")

    source = failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        (answer,) = _runs(_kernel(srv, StopGateFilter(StopGate(broken, k=2)), Web(source)), 1)
    assert source.calls_ == 4 and _text(answer) == "Scott Stapp"
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        (answer,) = _runs(_kernel(server, StopGateFilter(gate), Web(source)), 1)
    assert source.calls_ == 4 and _text(answer) == "Scott Stapp"
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    model = _model()

    def failing_second(body: dict[str, Any]) -> Any:
        if any(m.get("role") == "tool" for m in body["messages"]):
            return 400, {"error": {"message": "bad request", "type": "invalid_request_error"}}
        return model(body)

    with ChatServer(failing_second) as server:
        kernel = _kernel(server, StopGateFilter(gate), Web(source), run_filter=True)
        with pytest.raises(Exception):  # noqa: B017 - whatever the client raises goes on
            asyncio.run(kernel.invoke_prompt(QUESTION, settings=_settings()))
    assert len(records) == 1 and records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"


def test_a_tool_failure_is_a_useless_result() -> None:
    class Broken:
        calls = 0

        @kernel_function(name="search", description="Search the encyclopedia.")
        def search(self, query: str) -> str:
            Broken.calls += 1
            raise ConnectionError("search backend down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        # the kernel logs each failure with its traceback, which pytest's log capture keeps (and
        # with it the run's history): the run filter closes the episode instead
        kernel = _kernel(server, StopGateFilter(gate), Broken(), run_filter=True)
        answer = asyncio.run(kernel.invoke_prompt(QUESTION, settings=_settings()))
    assert Broken.calls == 2 and str(answer) == "Scott Stapp"
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]


def test_a_new_user_message_in_one_history_is_a_new_episode() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        kernel = _kernel(server, StopGateFilter(gate), Web(source))
        service = kernel.get_service(type=OpenAIChatCompletion)

        async def chat() -> None:
            history = ChatHistory()
            for _ in range(2):
                history.add_user_message(QUESTION)
                reply = await service.get_chat_message_content(history, _settings(), kernel=kernel)
                history.add_message(reply)
            assert len(records) == 1  # the first question's run closed by the second's
            del history

        asyncio.run(chat())
        gc.collect()
    assert source.calls_ == 4 and len(records) == 2 and records[0]["id"] != records[1]["id"]


def test_a_function_invoked_directly_is_no_run() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        kernel = _kernel(server, StopGateFilter(gate), Web(source), run_filter=True)
        result = asyncio.run(kernel.invoke(plugin_name="web", function_name="search", query="x"))
    assert str(result).startswith("Oslo") and records == [] and source.calls_ == 1
