"""Microsoft Agent Framework: StopGateMiddleware on an Agent whose OpenAIChatCompletionClient talks
to a real chat-completions server on loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

pytest.importorskip("agent_framework", reason="needs the [agent-framework] extra")
pytest.importorskip("agent_framework.openai", reason="needs agent-framework-openai")

from agent_framework import Agent, tool  # noqa: E402
from agent_framework.openai import OpenAIChatCompletionClient  # noqa: E402
from tests import _adapter_world as world  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, QUESTION, STOPPED, THOUGHT  # noqa: E402
from tests._adapter_world import failing as _failing  # noqa: E402
from tests._adapter_world import scripted_model as _model  # noqa: E402
from tests._chat_server import ChatServer  # noqa: E402
from tests._chat_stream import StreamingChatServer  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.agent_framework import StopGateMiddleware  # noqa: E402


def _search(source: Any) -> Any:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return search


def _agent(server: ChatServer, middleware: StopGateMiddleware, *tools: Any) -> Agent:
    client = OpenAIChatCompletionClient(model="scripted", api_key="x", base_url=server.base_url)
    return Agent(client, "Answer the question.", tools=list(tools), middleware=[middleware])


def _last(response: Any) -> str:
    return str(response.messages[-1].text)


def _runs(agent: Agent, n: int = 2) -> list[str]:
    """``n`` runs one after another in one event loop (the client's connections live in it)."""

    async def runs() -> list[str]:
        return [_last(await agent.run(QUESTION)) for _ in range(n)]

    return asyncio.run(runs())


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with ChatServer(_model(stubborn)) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        answer, again = _runs(agent)
        assert source.calls_ == 4 and again == answer  # 2 per run: the second is a new episode
        assert answer.startswith(STOPPED) if stubborn else answer == ANSWER
        world.assert_two_runs_tripped(records, answer, stubborn)
        # after the trip the model was offered no tool at all (finish_only, no finish tool)
        assert "tools" not in server.bodies[-1] or not server.bodies[-1]["tools"]


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_response(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next text says otherwise
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(StopGate(detector, k=2)), _search(source))
        answer = _last(asyncio.run(agent.run(QUESTION)))
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert answer == ANSWER


def test_drop_tool_switches_to_the_intact_tool() -> None:
    looked: list[str] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source), lookup)
        answer = _last(asyncio.run(agent.run(QUESTION)))
    assert source.calls_ == 2 and len(looked) == 2 and answer == ANSWER


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        agent = _agent(srv, StopGateMiddleware(StopGate(world.detector_down, k=2)), _search(source))
        answer = _last(asyncio.run(agent.run(QUESTION)))
    assert source.calls_ == 4 and answer == ANSWER
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), _failing()
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        answer = _last(asyncio.run(agent.run(QUESTION)))
    assert source.calls_ == 4 and answer == ANSWER
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    middleware, sources = StopGateMiddleware(gate), [_failing(), _failing()]
    with ChatServer(_model()) as server:
        agents = [_agent(server, middleware, _search(s)) for s in sources]

        async def both() -> list[Any]:
            return await asyncio.gather(*(a.run(QUESTION) for a in agents))

        answers = [_last(r) for r in asyncio.run(both())]
    assert [s.calls_ for s in sources] == [2, 2] and answers == [ANSWER] * 2
    assert len({r["id"] for r in records}) == 2
    assert all(r["gate"]["observed"] == 2 for r in records)


def test_a_named_episode_keeps_its_counters_and_stop_text_ends_the_run() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    middleware = StopGateMiddleware(gate, episode=lambda ctx: "t1", stop_text="No answer.")
    with ChatServer(_model(stubborn=True)) as server:
        agent = _agent(server, middleware, _search(source))
        first, second = _runs(agent)
    assert first == second == "No answer." and source.calls_ == 2
    assert gate.state("t1")["tripped_by"] == ["search"]


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with ChatServer(world.refusing_results(_model())) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        with pytest.raises(Exception):  # noqa: B017 - whatever the client raises goes on
            asyncio.run(agent.run(QUESTION))
    assert len(records) == 1 and records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"  # judged at close, without a thought


def test_a_blocked_call_that_reaches_execution_is_refused_not_run() -> None:
    from agent_framework import FunctionInvocationContext

    from uselessdetect.integrations import _agent_framework as af

    gate, source = StopGate("lexical", k=1), _failing()
    middleware = StopGateMiddleware(gate, stop_text="No answer.")
    function = next(m for m in middleware._middleware if isinstance(m, af._Function))
    search = _search(source)
    gate.observe("useless", source="search", episode="e1")  # the episode has tripped
    context = FunctionInvocationContext(function=search, arguments={"query": "Creed"})
    ran: list[bool] = []

    async def call_next() -> None:
        ran.append(True)

    async def call() -> None:
        token = af._RUN.set("e1")
        try:
            await function.process(context, call_next)
        finally:
            af._RUN.reset(token)

    asyncio.run(call())
    assert ran == [] and context.result == "Not run: No answer. Answer now."
    assert gate.state("e1")["blocked"] == 1


@pytest.mark.parametrize("what", ["raise", "unprintable"])
def test_a_tool_failure_is_a_useless_result(what: str) -> None:
    called: list[str] = []

    @tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        called.append(query)
        if what == "raise":
            raise ConnectionError("search backend down")
        return world.Unprintable()  # type: ignore[return-value]

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        assert _runs(_agent(server, StopGateMiddleware(gate), search), 1) == [ANSWER]
    assert len(called) == 2  # the two failures tripped the gate: search was taken away
    assert records[0]["gate"]["tripped_by"] == ["search"]
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    expected = "search backend down" if what == "raise" else "no text for you"
    assert expected in steps[0]["observation"]


def test_an_episode_callable_that_raises_falls_back_to_a_generated_id(caplog) -> None:
    def broken(context: Any) -> str:
        raise KeyError("no session")

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with (
        caplog.at_level(logging.WARNING, logger="uselessdetect.integrations"),
        ChatServer(_model()) as server,
    ):
        agent = _agent(server, StopGateMiddleware(gate, episode=broken), _search(source))
        assert _runs(agent, 2) == [ANSWER] * 2
    assert source.calls_ == 4 and len(records) == 2  # each run gated and recorded on its own
    assert all(r["gate"]["tripped_by"] == ["search"] for r in records)
    assert records[0]["id"] != records[1]["id"]
    assert "episode(...) raised" in caplog.text


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    return tool(run, name=name, description=doc)


def _drive(gate: StopGate, search: Any, prefer: tuple[str, ...] | None) -> None:
    with ChatServer(_model(prefer=prefer) if prefer else _model()) as server:
        _runs(_agent(server, StopGateMiddleware(gate), search), n=1)


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats


# ------------------------------------------------------------------------ streamed runs
def _streamed(agent: Agent, n: int = 1, stop_after: int | None = None) -> list[list[Any]]:
    """``n`` streamed runs, one after another; each run's updates as they came (the
    consumer stops after ``stop_after`` updates, closing the stream as ``async with`` does)."""

    async def runs() -> list[list[Any]]:
        out = []
        for _ in range(n):
            got: list[Any] = []
            async with agent.run(QUESTION, stream=True) as stream:
                async for update in stream:
                    got.append(update)
                    if stop_after is not None and len(got) >= stop_after:
                        break
            out.append(got)
        return out

    return asyncio.run(runs())


def _final_text(updates: list[Any]) -> str:
    """The text of the last message the consumer read: the run's answer (a message: updates
    in a row with one message id; a tool call or result begins a new one)."""
    messages: list[list[str]] = []
    last: Any = object()
    for u in (u for u in updates if u.contents):
        if u.message_id != last or any(c.type.startswith("function_") for c in u.contents):
            messages.append([])
        last = u.message_id
        messages[-1] += [c.text for c in u.contents if c.type == "text" and c.text]
    return "".join(messages[-1]) if messages else ""


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_a_streamed_run_is_gated_as_a_plain_one(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with StreamingChatServer(_model(stubborn)) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        first, second = _streamed(agent, 2)
        assert all(b.get("stream") for b in server.bodies)  # every model turn was streamed
        assert "tools" not in server.bodies[-1] or not server.bodies[-1]["tools"]
    assert source.calls_ == 4 and len(records) == 2  # 2 per run, each run its own episode
    answer = _final_text(first)
    assert answer.startswith(STOPPED) if stubborn else answer == ANSWER
    assert _final_text(second) == answer and records[0]["id"] != records[1]["id"]
    rec = records[0]
    assert rec["gate"]["tripped_by"] == ["search"] and rec["gate"]["observed"] == 2
    assert rec["gate"]["blocked"] == (1 if stubborn else 0) and "error" not in rec
    searched = [s for s in rec["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert [s["label"] for s in searched] == [1, 1] and searched[1]["thought"] == THOUGHT
    assert rec["steps"][-1]["action"] == "finish" and rec["steps"][-1]["input"] == answer
    # no call the gate dropped reached the consumer: each call it read was run
    calls = [c for u in first for c in u.contents if c.type == "function_call"]
    assert len(calls) == 2


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_a_streamed_run_records_what_the_plain_run_records(stubborn: bool) -> None:
    plain: list[dict[str, Any]] = []
    streamed: list[dict[str, Any]] = []
    with StreamingChatServer(_model(stubborn)) as server:
        for records, stream in ((plain, False), (streamed, True)):
            gate = StopGate("lexical", k=2, record_to=records.append)
            agent = _agent(server, StopGateMiddleware(gate), _search(_failing()))
            if stream:
                _streamed(agent)
            else:
                _runs(agent, 1)
    for r in plain + streamed:
        r.pop("id")
    assert streamed == plain


def test_streamed_updates_reach_the_consumer_as_they_come() -> None:
    source = _failing()
    seen: list[tuple[str, int, int]] = []  # (kind, tool calls run, model requests) per update
    with StreamingChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(StopGate("lexical", k=2)), _search(source))

        async def run() -> None:
            async for update in agent.run(QUESTION, stream=True):
                for c in update.contents:
                    seen.append((c.type, source.calls_, len(server.bodies)))

        asyncio.run(run())
    # the first turn's thought came before its call ran, the second turn's before it was asked
    assert seen[0] == ("text", 0, 1)
    assert ("text", 1, 2) in seen and source.calls_ == 2


@pytest.mark.parametrize("when", ["closed", "dropped"])
def test_a_streamed_run_the_consumer_stops_is_closed_and_marked(when: str) -> None:
    import gc

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with StreamingChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        if when == "closed":
            _streamed(agent, stop_after=1)
        else:

            async def run() -> None:
                async for _ in agent.run(QUESTION, stream=True):
                    break  # and never closed: the stream is left to the garbage collector

            asyncio.run(run())
            gc.collect()
    assert len(records) == 1 and source.calls_ == 0
    assert "stopped" in records[0]["error"] and records[0]["question"] == QUESTION


def test_a_streamed_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with StreamingChatServer(world.refusing_results(_model())) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source))
        with pytest.raises(Exception):  # noqa: B017 - whatever the client raises goes on
            _streamed(agent)
    assert len(records) == 1 and "stopped" not in records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"  # judged at close, without a thought


def test_a_streamed_run_switches_to_the_intact_tool_in_drop_tool_mode() -> None:
    looked: list[str] = []

    @tool
    def lookup(query: str) -> str:
        """Look a word up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    with StreamingChatServer(_model()) as server:
        agent = _agent(server, StopGateMiddleware(gate), _search(source), lookup)
        (updates,) = _streamed(agent)
    assert source.calls_ == 2 and len(looked) == 2 and _final_text(updates) == ANSWER


def test_two_concurrent_streamed_runs_read_whole_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    middleware = StopGateMiddleware(StopGate("lexical", k=2, record_to=records.append))
    sources = [_failing(), _failing()]
    with StreamingChatServer(_model()) as server:
        agents = [_agent(server, middleware, _search(s)) for s in sources]

        async def both() -> list[Any]:  # each stream read whole by get_final_response
            runs = [a.run(QUESTION, stream=True).get_final_response() for a in agents]
            return await asyncio.gather(*runs)

        answers = [_last(r) for r in asyncio.run(both())]
    assert [s.calls_ for s in sources] == [2, 2] and answers == [ANSWER] * 2
    assert len({r["id"] for r in records}) == 2
    assert all(r["gate"]["observed"] == 2 and r["steps"][-1]["input"] == ANSWER for r in records)


def test_a_detector_that_raises_in_a_streamed_run_is_logged_and_the_run_goes_on(caplog) -> None:
    source = _failing()
    with (
        caplog.at_level(logging.WARNING, logger="uselessdetect.gate"),
        StreamingChatServer(_model()) as server,
    ):
        agent = _agent(
            server, StopGateMiddleware(StopGate(world.detector_down, k=2)), _search(source)
        )
        (updates,) = _streamed(agent)
    assert source.calls_ == 4 and _final_text(updates) == ANSWER
    assert "detector down" in caplog.text
