"""Agno: gate_agent on an Agent whose OpenAIChat model talks to a real chat-completions server on
loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
from typing import Any

import pytest

os.environ["AGNO_TELEMETRY"] = "false"  # offline: no telemetry at run time
os.environ["AGNO_MONITOR"] = "false"
pytest.importorskip("agno", reason="needs the [agno] extra")

from agno.agent import Agent  # noqa: E402
from agno.models.openai import OpenAIChat  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, QUESTION, STOPPED, THOUGHT, failing  # noqa: E402
from tests._chat_server import ChatServer, completion, tool_call  # noqa: E402
from tests._chat_stream import StreamingChatServer  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.agno import gate_agent  # noqa: E402


def _model(stubborn: bool = False, switch: bool = False) -> Any:
    """Searches; the tool-aware one answers once a tool result says ``Answer now`` (or after
    four results), or switches to ``lookup`` once a result says ``search`` is gone."""

    def respond(body: dict[str, Any]) -> Any:
        tools = [m for m in body["messages"] if m.get("role") == "tool"]
        told = any("Answer now" in str(m.get("content")) for m in tools)
        if len(body["messages"]) > 40:  # Agno asks again past its limit: the script gives up
            return completion("I give up.")
        if not stubborn and (len(tools) >= 4 or (told and not switch)):
            return completion(ANSWER)
        name = "lookup" if told and not stubborn else "search"
        call = tool_call(name, {"query": "Creed band founder"}, id=f"call{len(body['messages'])}")
        return completion(THOUGHT, tool_calls=[call])

    return respond


def _search(source: Any) -> Any:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return search


def _agent(server: ChatServer, *tools: Any, limit: int | None = None) -> Agent:
    model = OpenAIChat(id="scripted", api_key="x", base_url=server.base_url, max_retries=0)
    return Agent(model=model, tools=list(tools), tool_call_limit=limit, telemetry=False)


def _ask(agent: Agent) -> Any:
    return agent.run(QUESTION)


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model(stubborn)) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        first, second = _ask(agent), _ask(agent)
    assert source.calls_ == 4  # 2 per run: the second run is a new episode
    answer = first.content
    assert second.content == answer and str(first.status.value).lower() == "completed"
    assert answer.startswith(STOPPED) if stubborn else answer.endswith(ANSWER)
    world.assert_two_runs_tripped(records, answer, stubborn, thought=None)
    # the trip's result told the model to answer; the first result did not
    told = [m["content"] for m in server.bodies[2]["messages"] if m.get("role") == "tool"]
    assert "Answer now" not in told[0] and told[1].endswith("Answer now.")


def test_without_a_gate_the_model_searches_until_tool_call_limit() -> None:
    source = failing()
    with ChatServer(_model(stubborn=True)) as server:
        result = _ask(_agent(server, _search(source), limit=12))
    assert source.calls_ == 12 and len(server.bodies) > 13
    assert result.content.endswith("I give up.")


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), failing()
    with ChatServer(_model(switch=True)) as server:
        agent = gate_agent(_agent(server, _search(source), lookup), gate)
        answer = _ask(agent).content
    assert source.calls_ == 2 and len(looked) == 2 and answer.endswith(ANSWER)


def test_a_stubborn_model_calling_the_dropped_tool_is_stopped() -> None:
    records: list[dict[str, Any]] = []

    def lookup(query: str) -> str:
        """Look a word up."""
        return GOOD

    gate = StopGate("lexical", k=2, mode="drop_tool", record_to=records.append)
    source = failing()
    with ChatServer(_model(stubborn=True)) as server:
        result = _ask(gate_agent(_agent(server, _search(source), lookup), gate))
    assert source.calls_ == 2 and len(server.bodies) == 3
    assert result.content.startswith(STOPPED)
    assert records[0]["gate"]["blocked"] == 1


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        agent = gate_agent(_agent(srv, _search(source)), StopGate(world.detector_down, k=2))
        answer = _ask(agent).content
    assert source.calls_ == 4 and answer.endswith(ANSWER)
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        answer = _ask(gate_agent(_agent(server, _search(source)), gate)).content
    assert source.calls_ == 4 and answer.endswith(ANSWER)
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_async_runs_concurrently_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate, sources = StopGate("lexical", k=2, record_to=records.append), [failing(), failing()]
    with ChatServer(_model(stubborn=True)) as server:
        agents = [gate_agent(_agent(server, _search(s)), gate) for s in sources]

        async def both() -> list[Any]:
            return await asyncio.gather(*(a.arun(QUESTION) for a in agents))

        results = asyncio.run(both())
    assert [s.calls_ for s in sources] == [2, 2]
    assert all(r.content.startswith(STOPPED) for r in results)
    assert len({r["id"] for r in records}) == 2 and all(r["gate"]["blocked"] == 1 for r in records)


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(world.refusing_results(_model())) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        try:
            result = _ask(agent)
        except Exception:  # whatever Agno does with the client's error goes on
            result = None
    assert len(records) == 1 and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"
    assert records[0]["error"]  # raised, or returned with status ERROR (as Agno 3.1 does)
    assert result is None or str(result.status.value).upper() == "ERROR"


def test_a_tool_failure_is_a_useless_result() -> None:
    called: list[str] = []

    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append(query)
        raise ConnectionError("search backend down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        answer = _ask(gate_agent(_agent(server, search), gate)).content
    assert len(called) == 2 and answer.endswith(ANSWER)
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert [s.get("error") for s in steps] == [True, True]


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    run.__name__, run.__doc__ = name, doc  # Agno names a function tool by them
    return run


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    with ChatServer(world.scripted_model(prefer=prefer) if prefer else _model()) as server:
        _ask(gate_agent(_agent(server, tool), gate))


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats


# ---------------------------------------------------------------------- streamed runs
def _contents(events: list[Any]) -> list[str]:
    return [e.content for e in events if type(e).__name__ == "RunContentEvent"]


def _streamed(agent: Agent, how: str, runs: int = 1, **kwargs: Any) -> list[list[Any]]:
    """The events of ``runs`` streamed runs, each consumed to its end as a chat UI does."""
    if how == "sync":
        return [list(agent.run(QUESTION, stream=True, **kwargs)) for _ in range(runs)]

    async def consume() -> list[list[Any]]:
        out = []
        for _ in range(runs):
            out.append([e async for e in agent.arun(QUESTION, stream=True, **kwargs)])
        return out

    return asyncio.run(consume())


@pytest.mark.parametrize("how", ["sync", "async"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_a_streamed_run_is_one_gated_episode(stubborn: bool, how: str) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with StreamingChatServer(_model(stubborn)) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        streams = _streamed(agent, how, runs=2)  # no exception reaches the consumer
    assert source.calls_ == 4  # 2 per run: the second streamed run is a new episode
    assert len(records) == 2 and records[0]["id"] != records[1]["id"] and gate.state() == {}
    assert [r["gate"]["observed"] for r in records] == [2, 2]
    assert [r["gate"]["blocked"] for r in records] == [1, 1] if stubborn else [0, 0]
    assert all(r["gate"]["tripped_by"] == ["search"] and not r.get("error") for r in records)
    contents = _contents(streams[0])
    assert contents[-1].startswith(STOPPED) if stubborn else contents[-1] == ANSWER
    answer = contents[-1] if stubborn else "".join(contents)  # a stopped run answers its stop
    assert records[0]["steps"][-1] == {"thought": answer, "action": "finish", "input": answer}
    searched = [s for s in records[0]["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert [s["label"] for s in searched] == [1, 1]
    told = [m["content"] for m in server.bodies[2]["messages"] if m.get("role") == "tool"]
    assert "Answer now" not in told[0] and told[1].endswith("Answer now.")


@pytest.mark.parametrize("how", ["sync", "async"])
def test_a_stopped_streams_closing_events_carry_the_stop_text(how: str) -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with StreamingChatServer(_model(stubborn=True)) as server:
        agent = gate_agent(_agent(server, _search(failing())), gate)
        (events,) = _streamed(agent, how, stream_events=True, yield_run_output=True)
    kinds = [type(e).__name__ for e in events]
    assert kinds[-3:] == ["RunContentCompletedEvent", "RunCompletedEvent", "RunOutput"]
    stop = records[0]["steps"][-1]["input"]
    assert stop.startswith(STOPPED) and [e.content for e in events[-2:]] == [stop, stop]
    assert _contents(events)[-1] == stop and kinds[-4] == "RunContentEvent"


@pytest.mark.parametrize("how", ["sync", "async"])
def test_events_reach_the_consumer_as_they_come(how: str) -> None:
    source = failing()
    seen: list[int] = []  # the searches run when each piece of content arrived
    with StreamingChatServer(_model()) as server:
        agent = gate_agent(_agent(server, _search(source)), StopGate("lexical", k=2))

        def note(event: Any) -> None:
            if type(event).__name__ == "RunContentEvent":
                seen.append(source.calls_)

        if how == "sync":
            for event in agent.run(QUESTION, stream=True):
                note(event)
        else:

            async def consume() -> None:
                async for event in agent.arun(QUESTION, stream=True):
                    note(event)

            asyncio.run(consume())
    assert seen == [0, 1, 2]


def test_an_agent_that_streams_by_default_is_gated() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with StreamingChatServer(_model(stubborn=True)) as server:
        agent = _agent(server, _search(source))
        agent.stream = True  # Agno streams a run(...) without stream=
        events = list(gate_agent(agent, gate).run(QUESTION))
    assert source.calls_ == 2 and records[0]["gate"]["blocked"] == 1
    assert _contents(events)[-1].startswith(STOPPED)


@pytest.mark.parametrize("how", ["sync", "async"])
def test_an_abandoned_stream_leaves_no_open_episode(how: str) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with StreamingChatServer(_model()) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        if how == "sync":
            stream = agent.run(QUESTION, stream=True)
            first = next(stream)  # the consumer breaks after the first event
            assert len(records) == 0 and len(gate.state()) == 1  # its episode is open
            stream.close()
        else:

            async def abandon() -> Any:
                stream = agent.arun(QUESTION, stream=True)
                event = await anext(stream)  # the consumer breaks after the first event
                assert len(records) == 0 and len(gate.state()) == 1
                await stream.aclose()
                return event

            first = asyncio.run(abandon())
    assert type(first).__name__ == "RunContentEvent" and source.calls_ == 0
    assert gate.state() == {} and len(records) == 1
    assert records[0]["error"] and records[0]["steps"][-1]["input"] == first.content


@pytest.mark.parametrize("how", ["sync", "async"])
def test_a_stream_that_fails_is_closed_and_marked(how: str) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with StreamingChatServer(world.refusing_results(_model())) as server:
        agent = gate_agent(_agent(server, _search(source)), gate)
        with contextlib.suppress(Exception):  # whatever Agno does with the client's error
            _streamed(agent, how)
    assert source.calls_ == 1 and gate.state() == {} and len(records) == 1
    assert records[0]["error"] and records[0]["steps"][0]["action"] == "search"


def test_async_streams_concurrently_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate, sources = StopGate("lexical", k=2, record_to=records.append), [failing(), failing()]
    with StreamingChatServer(_model(stubborn=True)) as server:
        agents = [gate_agent(_agent(server, _search(s)), gate) for s in sources]

        async def both() -> list[list[Any]]:
            streams = [a.arun(QUESTION, stream=True) for a in agents]  # made, then consumed

            async def consume(stream: Any) -> list[Any]:
                return [e async for e in stream]

            return await asyncio.gather(*(consume(s) for s in streams))

        runs = asyncio.run(both())
    assert [s.calls_ for s in sources] == [2, 2]
    assert all(_contents(events)[-1].startswith(STOPPED) for events in runs)
    assert len({r["id"] for r in records}) == 2 and all(r["gate"]["blocked"] == 1 for r in records)


# ------------------------------------------------------- paused runs: continue_run
def _confirmed(source: Any) -> Any:
    """A search that waits for the user's confirmation before each call (Agno pauses)."""
    from agno.tools import tool

    return tool(requires_confirmation=True)(_search(source))


def _confirm(out: Any) -> None:
    for requirement in out.active_requirements:
        requirement.confirm()


def _until_done(agent: Agent, how: str, stream: bool) -> tuple[list[Any], int]:
    """Run, then confirm and ``continue_run`` (``acontinue_run``, on one event loop) while
    the run pauses; the outputs and the number of pauses."""
    kw: dict[str, Any] = {"stream": True, "yield_run_output": True} if stream else {}

    def one(out: Any) -> Any:
        call = agent.run(QUESTION, **kw) if out is None else agent.continue_run(out, **kw)
        return list(call)[-1] if stream else call  # streamed: the RunOutput comes last

    async def aone(out: Any) -> Any:
        call = agent.arun(QUESTION, **kw) if out is None else agent.acontinue_run(out, **kw)
        return [e async for e in call][-1] if stream else await call

    async def aall() -> list[Any]:
        outs = [await aone(None)]
        while outs[-1].is_paused and len(outs) < 10:
            _confirm(outs[-1])
            outs.append(await aone(outs[-1]))
        return outs

    if how == "async":
        outs = asyncio.run(aall())
    else:
        outs = [one(None)]
        while outs[-1].is_paused and len(outs) < 10:
            _confirm(outs[-1])
            outs.append(one(outs[-1]))
    return outs, len(outs) - 1


@pytest.mark.parametrize("stream", [False, True], ids=["plain", "streamed"])
@pytest.mark.parametrize("how", ["sync", "async"])
def test_a_paused_run_continued_is_one_gated_episode(how: str, stream: bool) -> None:
    """A tool that needs confirmation pauses the run; ``continue_run`` runs it. The results
    it gets are judged in the paused run's episode: the gate trips at k across the pauses,
    the model is told, and the run is one record, written when it completes."""
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    server_kind = StreamingChatServer if stream else ChatServer
    with server_kind(_model()) as server:
        agent = gate_agent(_agent(server, _confirmed(source)), gate)
        outs, pauses = _until_done(agent, how, stream)
    assert pauses == 2 and source.calls_ == 2  # told to answer after the 2nd result
    assert str(outs[-1].status.value).lower() == "completed"
    assert outs[-1].content.endswith("Scott Stapp")
    assert len(records) == 1 and gate.state() == {}
    rec = records[0]
    assert rec["gate"]["observed"] == 2 and rec["gate"]["tripped_by"] == ["search"]
    assert rec["question"] == QUESTION and not rec.get("error")
    assert rec["steps"][-1]["input"].endswith("Scott Stapp")
    told = [m["content"] for m in server.bodies[-1]["messages"] if m.get("role") == "tool"]
    assert "Answer now" not in told[0] and told[1].endswith("Answer now.")


def test_continuing_a_run_the_gate_did_not_see_pause_opens_an_episode() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), failing()
    with ChatServer(_model()) as server:
        agent = _agent(server, _confirmed(source))
        out = agent.run(QUESTION)  # paused before the gate was put in
        gate_agent(agent, gate)
        while out.is_paused:
            _confirm(out)
            out = agent.continue_run(run_response=out)
            assert records == [] or not out.is_paused  # written once, at the end
    assert source.calls_ == 2 and out.content.endswith("Scott Stapp")
    (rec,) = records  # the run's own input is the new episode's question
    assert rec["question"] == QUESTION and rec["gate"]["tripped_by"] == ["search"]


def test_paused_runs_never_continued_are_closed_past_the_bound(monkeypatch: Any) -> None:
    from uselessdetect.integrations import _agno

    monkeypatch.setattr(_agno, "PAUSED_MAX", 1)
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        agent = gate_agent(_agent(server, _confirmed(failing())), gate)
        first, second = agent.run(QUESTION), agent.run(QUESTION)
    assert first.is_paused and second.is_paused
    assert len(records) == 1 and records[0]["error"] == _agno.NEVER_CONTINUED
    assert len(gate.state()) == 1  # the second waits for its continue_run
