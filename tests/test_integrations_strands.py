"""Strands Agents: StopGateHooks on an Agent whose OpenAIModel talks to a real chat-completions
server on loopback (tests/_chat_server.py) driven by a script."""

from __future__ import annotations

import asyncio
import logging
import os
from typing import Any

import pytest

pytest.importorskip("strands", reason="needs the [strands] extra")
pytest.importorskip("strands.models.openai", reason="needs the openai package (strands[openai])")
# offline: no telemetry export. Set only where Strands is here (its own CI environment, which
# exports it too): set in the shared run, it would switch off the OpenTelemetry SDK for every
# later test file of the same worker (the OTLP importers' tests write traces with it).
os.environ.setdefault("OTEL_SDK_DISABLED", "true")

from strands import Agent, tool  # noqa: E402
from strands.models.openai import OpenAIModel  # noqa: E402
from tests._adapter_world import GOOD, THOUGHT  # noqa: E402
from tests._adapter_world import failing as _failing  # noqa: E402
from tests._adapter_world import scripted_model as _model  # noqa: E402
from tests._chat_stream import StreamingChatServer as ChatServer  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.strands import StopGateHooks  # noqa: E402

QUESTION = "Who founded the band Creed?"
_CAP = {"turns": 12}  # a run the gate fails to stop ends here, never loops on


def _search(source: Any) -> Any:
    @tool
    def search(query: str) -> str:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        return str(source(query))

    return search


def _agent(server: ChatServer, hooks: StopGateHooks, *tools: Any) -> Agent:
    model = OpenAIModel(
        client_args={"api_key": "x", "base_url": server.base_url}, model_id="scripted"
    )
    return Agent(
        model=model,
        tools=list(tools),
        hooks=[hooks],
        system_prompt="Answer the question.",
        callback_handler=None,
    )


def _last(result: Any) -> str:
    return " ".join(b["text"] for b in result.message["content"] if "text" in b)


def _runs(agent: Agent, n: int = 2) -> list[str]:
    """``n`` runs of one agent, each from a fresh conversation (a Strands agent keeps its
    messages from call to call; the scripted model counts the tool results it sees)."""
    out = []
    for _ in range(n):
        agent.messages.clear()
        out.append(_last(agent(QUESTION, limits=_CAP)))
    return out


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(stubborn: bool) -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with ChatServer(_model(stubborn)) as server:
        agent = _agent(server, StopGateHooks(gate), _search(source))
        answer, again = _runs(agent)
        assert source.calls_ == 4  # 2 per run: the second run is a new episode
        assert again == answer and len(records) == 2 and records[0]["id"] != records[1]["id"]
        assert [r["gate"]["observed"] for r in records] == [2, 2]
        assert answer.startswith("Stopped by the gate") if stubborn else answer == "Scott Stapp"
        rec = records[0]
        assert rec["gate"]["tripped_by"] == ["search"] and rec["gate"]["runs"] == {"search": 2}
        assert rec["gate"]["blocked"] == (1 if stubborn else 0) and rec["question"] == QUESTION
        searched = [s for s in rec["steps"] if s["action"] == "search" and not s.get("blocked")]
        assert [s["label"] for s in searched] == [1, 1]
        assert searched[1]["thought"] == THOUGHT and rec["steps"][-1]["input"] == answer
        # after the trip the model was offered no tool at all (finish_only, no finish tool)
        assert "tools" not in server.bodies[-1] or not server.bodies[-1]["tools"]


@pytest.mark.parametrize("detector", ["keyword>lexical", "lexical"])
def test_thought_reading_chain_reads_the_next_response(detector: str) -> None:
    source = _failing(GOOD)  # reads as on topic; only the model's next text says otherwise
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateHooks(StopGate(detector, k=2)), _search(source))
        answer = _last(agent(QUESTION, limits=_CAP))
    assert source.calls_ == (2 if detector.startswith("keyword") else 4)
    assert answer == "Scott Stapp"


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

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateHooks(gate), _search(source), lookup)
        answer = _last(agent(QUESTION, limits=_CAP))
    assert source.calls_ == 2 and len(looked) == 2 and answer == "Scott Stapp"


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(caplog) -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("detector down")

    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"), ChatServer(_model()) as srv:
        agent = _agent(srv, StopGateHooks(StopGate(broken, k=2)), _search(source))
        answer = _last(agent(QUESTION, limits=_CAP))
    assert source.calls_ == 4 and answer == "Scott Stapp"
    assert "detector down" in caplog.text


def test_shadow_mode_changes_nothing_and_records_where_it_would_trip() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, shadow=True, record_to=records.append), _failing()
    with ChatServer(_model()) as server:
        agent = _agent(server, StopGateHooks(gate), _search(source))
        answer = _last(agent(QUESTION, limits=_CAP))
    assert source.calls_ == 4 and answer == "Scott Stapp"
    assert records[0]["gate"]["would_trip_at"] == 2 and records[0]["gate"]["tripped_at"] is None


def test_two_concurrent_runs_on_one_gate_do_not_mix() -> None:
    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    hooks, sources = StopGateHooks(gate), [_failing(), _failing()]
    with ChatServer(_model()) as server:
        agents = [_agent(server, hooks, _search(s)) for s in sources]

        async def both() -> list[Any]:
            return await asyncio.gather(*(a.invoke_async(QUESTION, limits=_CAP) for a in agents))

        answers = [_last(r) for r in asyncio.run(both())]
    assert [s.calls_ for s in sources] == [2, 2] and answers == ["Scott Stapp"] * 2
    assert len({r["id"] for r in records}) == 2
    assert all(r["gate"]["observed"] == 2 for r in records)
    labels = [[s.get("label") for s in r["steps"] if s["action"] == "search"] for r in records]
    assert labels == [[1, 1], [1, 1]]  # each run's labels, though both models use one call id


def test_a_named_episode_keeps_its_counters_and_stop_text_ends_the_run() -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    hooks = StopGateHooks(gate, episode=lambda event: "t1", stop_text="No answer.")
    with ChatServer(_model(stubborn=True)) as server:
        agent = _agent(server, hooks, _search(source))
        first, second = _runs(agent)
    assert first == second == "No answer." and source.calls_ == 2
    assert gate.state("t1")["tripped_by"] == ["search"]


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    model = _model()

    def failing_second(body: dict[str, Any]) -> Any:
        if any(m.get("role") == "tool" for m in body["messages"]):
            return 400, {"error": {"message": "bad request", "type": "invalid_request_error"}}
        return model(body)

    with ChatServer(failing_second) as server:
        agent = _agent(server, StopGateHooks(gate), _search(source))
        with pytest.raises(Exception):  # noqa: B017 - whatever the client raises goes on
            agent(QUESTION)
    assert len(records) == 1 and records[0]["error"] and source.calls_ == 1
    assert records[0]["steps"][0]["action"] == "search"  # judged at close, without a thought


@pytest.mark.parametrize("what", ["raise", "error-result"])
def test_a_tool_failure_is_a_useless_result(what: str) -> None:
    called: list[str] = []

    @tool
    def search(query: str) -> Any:
        """Search the encyclopedia.

        Args:
            query: what to look for
        """
        called.append(query)
        if what == "raise":
            raise ConnectionError("search backend down")
        return {"status": "error", "content": [{"text": "quota exhausted"}]}

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    with ChatServer(_model()) as server:
        assert _runs(_agent(server, StopGateHooks(gate), search), 1) == ["Scott Stapp"]
    assert len(called) == 2  # the two failures tripped the gate: search was taken away
    assert records[0]["gate"]["tripped_by"] == ["search"]
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    expected = "search backend down" if what == "raise" else "quota exhausted"
    assert expected in steps[0]["observation"]


def test_an_episode_callable_that_raises_falls_back_to_a_generated_id(caplog) -> None:
    def broken(event: Any) -> str:
        raise KeyError("no session")

    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    with (
        caplog.at_level(logging.WARNING, logger="uselessdetect.integrations"),
        ChatServer(_model()) as server,
    ):
        agent = _agent(server, StopGateHooks(gate, episode=broken), _search(source))
        assert _runs(agent, 2) == ["Scott Stapp"] * 2
    assert source.calls_ == 4 and len(records) == 2  # each run gated and recorded on its own
    assert all(r["gate"]["tripped_by"] == ["search"] for r in records)
    assert records[0]["id"] != records[1]["id"]
    assert "episode(...) raised" in caplog.text


def test_without_a_gate_a_stubborn_model_searches_until_the_turn_cap() -> None:
    """The docs' measurement: no gate, a cap of 6 turns; then the same run gated at k = 2."""
    plain, gated = _failing(), _failing()
    with ChatServer(_model(stubborn=True)) as server:
        ungated = Agent(
            model=OpenAIModel(
                client_args={"api_key": "x", "base_url": server.base_url}, model_id="scripted"
            ),
            tools=[_search(plain)],
            callback_handler=None,
        )
        result = ungated(QUESTION, limits={"turns": 6})
        assert plain.calls_ == 6 and result.stop_reason == "limit_turns"
        assert "toolResult" in result.message["content"][0]  # no answer: the last tool result
        agent = _agent(server, StopGateHooks(StopGate("lexical", k=2)), _search(gated))
        stopped = agent(QUESTION, limits={"turns": 6})
    assert gated.calls_ == 2 and stopped.stop_reason == "end_turn"
    assert _last(stopped).startswith("Stopped by the gate")


def test_two_runs_whose_models_reuse_a_call_id_keep_their_own_thoughts() -> None:
    """A ``toolUseId`` is unique in one conversation only: the hooks key calls by episode."""
    from types import SimpleNamespace as Event

    records: list[dict[str, Any]] = []
    hooks = StopGateHooks(StopGate("lexical", k=5, record_to=records.append))
    states: list[dict[str, Any]] = [{}, {}]
    use = {"toolUseId": "call1", "name": "search", "input": {"query": "Creed"}}
    for state in states:
        hooks._begin(Event(invocation_state=state, messages=[], agent=None))
    for i, state in enumerate(states):
        message = {"content": [{"text": f"thought {i}"}, {"toolUse": use}]}
        response = Event(message=message, stop_reason="tool_use")
        hooks._after_model(Event(invocation_state=state, stop_response=response, retry=False))
    for state in states:
        result = {"toolUseId": "call1", "status": "success", "content": [{"text": GOOD}]}
        done = Event(invocation_state=state, tool_use=use, result=result, exception=None)
        hooks._after_tool(Event(**vars(done), cancel_message=None))
        hooks._end(Event(invocation_state=state, result=None))
    assert [r["steps"][0]["thought"] for r in records] == ["thought 0", "thought 1"]
