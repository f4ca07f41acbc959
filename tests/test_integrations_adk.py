"""Google ADK: StopGatePlugin in an App, with a model built on ADK's own BaseLlm that sees tools."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncGenerator
from typing import Any

import pytest

pytest.importorskip("google.adk", reason="needs the [adk] extra (google-adk)")

from google.adk.agents import LlmAgent  # noqa: E402
from google.adk.agents.run_config import RunConfig  # noqa: E402
from google.adk.apps import App  # noqa: E402
from google.adk.models.base_llm import BaseLlm  # noqa: E402
from google.adk.models.llm_request import LlmRequest  # noqa: E402
from google.adk.models.llm_response import LlmResponse  # noqa: E402
from google.adk.runners import InMemoryRunner  # noqa: E402
from google.genai import types  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, OTHER, QUESTION, STOPPED, THOUGHT  # noqa: E402
from tests._adapter_world import failing as _failing  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.adk import StopGatePlugin  # noqa: E402


class Scripted(BaseLlm):
    """A model that searches while it is offered search (stubborn: whatever it is offered).

    The tool-aware one answers once search is gone or after four results; it prefers
    ``search``, then ``lookup``.
    """

    model: str = "scripted"
    stubborn: bool = False
    prefer: tuple[str, ...] = ("search", "lookup")
    asked: int = 0

    async def generate_content_async(
        self, llm_request: LlmRequest, stream: bool = False
    ) -> AsyncGenerator[LlmResponse, None]:
        self.asked += 1
        offered = list(llm_request.tools_dict)
        results = sum(
            p.function_response is not None for c in llm_request.contents for p in c.parts or []
        )
        usable = [n for n in self.prefer if n in offered]
        if not self.stubborn and (results >= 4 or not usable):
            yield _reply(types.Part(text=ANSWER))
            return
        name = "search" if self.stubborn else usable[0]
        call = types.FunctionCall(name=name, args={"query": "Creed band founder"})
        yield _reply(types.Part(text=THOUGHT), types.Part(function_call=call))


def _reply(*parts: types.Part) -> LlmResponse:
    return LlmResponse(content=types.Content(role="model", parts=list(parts)))


def _search(source: Any) -> Any:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return search


def _runner(plugin: StopGatePlugin, *tools: Any, stubborn: bool = False) -> InMemoryRunner:
    model = Scripted(stubborn=stubborn)
    agent = LlmAgent(name="a", model=model, tools=list(tools), instruction="Answer.")
    return InMemoryRunner(app=App(name="t", root_agent=agent, plugins=[plugin]))


def _message() -> types.Content:
    return types.Content(role="user", parts=[types.Part(text=QUESTION)])


async def _arun(runner: InMemoryRunner, session: str | None = None) -> tuple[str, str]:
    """One run: ``(final text, invocation id)``."""
    if session is None:
        session = (await runner.session_service.create_session(app_name="t", user_id="u")).id
    text, invocation = "", ""
    config = RunConfig(max_llm_calls=12)
    async for ev in runner.run_async(
        user_id="u", session_id=session, new_message=_message(), run_config=config
    ):
        invocation = ev.invocation_id
        for p in (ev.content.parts if ev.content else None) or []:
            if p.text and ev.author == "a":
                text = p.text
    return text, invocation


def _run_sync(runner: InMemoryRunner) -> tuple[str, str]:
    session = asyncio.run(runner.session_service.create_session(app_name="t", user_id="u")).id
    text, invocation = "", ""
    for ev in runner.run(
        user_id="u", session_id=session, new_message=_message(), run_config=RunConfig()
    ):
        invocation = ev.invocation_id
        for p in (ev.content.parts if ev.content else None) or []:
            if p.text and ev.author == "a":
                text = p.text
    return text, invocation


@pytest.mark.parametrize("sync", [True, False], ids=["run", "run_async"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool, sync: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    runner = _runner(StopGatePlugin(gate), _search(source), stubborn=stubborn)
    run = (lambda: _run_sync(runner)) if sync else (lambda: asyncio.run(_arun(runner)))
    text, invocation = run()
    assert source.calls_ == 2
    assert text.startswith(STOPPED) if stubborn else text == ANSWER
    # the run closed its own episode (the record's id: the invocation's, plus a unique suffix)
    assert [r["id"].split("#")[0] for r in records] == [invocation]
    rec = records[0]
    assert rec["gate"]["tripped_by"] == ["search"] and rec["gate"]["runs"] == {"search": 2}
    assert rec["gate"]["blocked"] == (1 if stubborn else 0) and rec["question"] == QUESTION
    searched = [s for s in rec["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert [s["label"] for s in searched] == [1, 1]  # the FailingSource's truth
    assert searched[1]["thought"] == THOUGHT and rec["steps"][-1]["action"] == "finish"
    second, again = run()  # a second run of the same gated agent is a new episode
    assert source.calls_ == 4 and again != invocation and len(records) == 2


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_response(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next text says otherwise
    text, _ = asyncio.run(_arun(_runner(StopGatePlugin(StopGate(detector, k=2)), _search(source))))
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert text == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    text, _ = asyncio.run(_arun(_runner(StopGatePlugin(gate), _search(source), lookup)))
    assert source.calls_ == 2 and len(looked) == 2 and text == ANSWER


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        runner = _runner(StopGatePlugin(StopGate(world.detector_down, k=2)), _search(source))
        text, _ = asyncio.run(_arun(runner))
    assert source.calls_ == 4 and text == ANSWER
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), _failing()
    text, _ = asyncio.run(_arun(_runner(StopGatePlugin(gate), _search(source))))
    assert source.calls_ == 4 and text == ANSWER
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    plugin, sources = StopGatePlugin(gate), [_failing(), _failing()]
    runners = [_runner(plugin, _search(s)) for s in sources]

    async def both() -> list[tuple[str, str]]:
        return await asyncio.gather(*(_arun(r) for r in runners))

    results = asyncio.run(both())
    assert [s.calls_ for s in sources] == [2, 2] and [t for t, _ in results] == [ANSWER] * 2
    assert {r["id"].split("#")[0] for r in records} == {i for _, i in results}
    assert len(records) == 2
    assert all(r["gate"]["observed"] == 2 for r in records)


def test_a_named_episode_keeps_its_counters_and_stop_text_ends_the_run() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    plugin = StopGatePlugin(gate, episode=lambda ctx: ctx.session.id, stop_text="No answer.")
    runner = _runner(plugin, _search(source), stubborn=True)

    async def twice() -> tuple[str, str, str]:
        session = (await runner.session_service.create_session(app_name="t", user_id="u")).id
        first, _ = await _arun(runner, session)
        second, _ = await _arun(runner, session)
        return session, first, second

    session, first, second = asyncio.run(twice())
    assert first == second == "No answer." and source.calls_ == 2
    assert gate.state(session)["tripped_by"] == ["search"]


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=5, record_to=records.append)  # never trips: hits the limit
    runner = _runner(StopGatePlugin(gate), _search(_failing()), stubborn=True)

    async def limited() -> None:
        session = (await runner.session_service.create_session(app_name="t", user_id="u")).id
        config = RunConfig(max_llm_calls=3)
        async for _ in runner.run_async(
            user_id="u", session_id=session, new_message=_message(), run_config=config
        ):
            pass

    with pytest.raises(Exception, match="(?i)limit"):
        asyncio.run(limited())
    assert len(records) == 1 and "LlmCallsLimitExceeded" in records[0]["error"]


def test_a_blocked_call_that_reaches_execution_is_refused_and_never_judged() -> None:
    from types import SimpleNamespace

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=1, record_to=records.append)
    plugin = StopGatePlugin(gate, stop_text="No answer.")
    invocation = SimpleNamespace(invocation_id="e1", user_content=_message())
    ctx = SimpleNamespace(get_invocation_context=lambda: invocation, function_call_id="f1")
    tool = SimpleNamespace(name="search")
    args = {"query": "Creed"}

    async def steps() -> Any:
        await plugin.before_run_callback(invocation_context=invocation)
        assert (
            await plugin.before_tool_callback(tool=tool, tool_args=args, tool_context=ctx) is None
        )
        result = {"result": OTHER}
        await plugin.after_tool_callback(tool=tool, tool_args=args, tool_context=ctx, result=result)
        reply = _reply(types.Part(text="Unrelated."))
        await plugin.after_model_callback(callback_context=ctx, llm_response=reply)  # trips
        ctx.function_call_id = "f2"
        said = await plugin.before_tool_callback(tool=tool, tool_args=args, tool_context=ctx)
        await plugin.after_tool_callback(tool=tool, tool_args=args, tool_context=ctx, result=said)
        await plugin.after_run_callback(invocation_context=invocation)
        return said

    assert asyncio.run(steps()) == {"result": "Not run: No answer. Answer now."}
    state = records[0]["gate"]
    assert state["observed"] == 1 and state["blocked"] == 1  # the refusal was not judged


def _raising(what: str) -> Any:
    def search(query: str) -> Any:
        """Search the encyclopedia."""
        if what == "raise":
            raise ConnectionError("search backend down")
        return world.Unprintable()

    return search


@pytest.mark.parametrize("what", ["raise", "unprintable"])
def test_a_tool_failure_is_kept_as_a_useless_result(what: str) -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    runner = _runner(StopGatePlugin(gate), _raising(what))
    with contextlib.suppress(Exception):  # ADK lets a tool's error end the run
        asyncio.run(_arun(runner))
    assert len(records) == 1
    searched = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert searched and all(s["error"] is True for s in searched)
    expected = "search backend down" if what == "raise" else "no text for you"
    assert expected in searched[0]["observation"]
    assert records[0]["gate"]["observed"] == len(searched)
    assert records[0]["gate"]["runs"]["search"] == len(searched)  # judged useless


def test_an_episode_callable_that_raises_falls_back_to_a_generated_id(caplog) -> None:
    def broken(ctx: Any) -> str:
        raise KeyError("no session")

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.integrations"):
        text, invocation = asyncio.run(
            _arun(_runner(StopGatePlugin(gate, episode=broken), _search(source)))
        )
    assert text == ANSWER and source.calls_ == 2  # still gated
    assert len(records) == 1 and records[0]["gate"]["tripped_by"] == ["search"]
    assert records[0]["id"].split("#")[0] != invocation
    assert "episode(invocation_context) raised" in caplog.text


def test_a_script_whose_tool_result_is_unreadable_prints_no_traceback_at_exit() -> None:
    import subprocess
    import sys
    from pathlib import Path

    script = (
        "import asyncio\n"
        "from tests.test_integrations_adk import StopGate, StopGatePlugin, _arun, _raising\n"
        "from tests.test_integrations_adk import _runner\n"
        "records = []\n"
        "gate = StopGate('lexical', k=2, record_to=records.append)\n"
        "asyncio.run(_arun(_runner(StopGatePlugin(gate), _raising('unprintable'))))\n"
        "print('recorded', len(records))\n"
    )
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=root, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0 and "recorded 1" in done.stdout, done.stderr
    assert "Exception ignored" not in done.stderr and "different Context" not in done.stderr


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    run.__name__, run.__doc__ = name, doc  # ADK names and describes a function tool by them
    return run


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    model = Scripted(prefer=prefer or ("search",))
    agent = LlmAgent(name="a", model=model, tools=[tool], instruction="Answer.")
    app = App(name="t", root_agent=agent, plugins=[StopGatePlugin(gate)])
    asyncio.run(_arun(InMemoryRunner(app=app)))


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
