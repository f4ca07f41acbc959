"""CrewAI: attach_gate on a real Crew (and Agent) whose LLM is CrewAI's own OpenAI client.

The model is CrewAI's ``LLM("openai/...")`` (its native OpenAI provider, the ``openai`` SDK)
talking to a real chat-completions server on loopback (``tests/_chat_server.py``) that plays
the model: tool-aware (calls ``search`` while it is offered, answers once it is gone or after
four results) or stubborn (calls ``search`` whatever it is offered). CrewAI pins ``mcp<2`` and
``openai<3``, so it lives in an environment of its own (``.ci/run`` builds it); elsewhere these
tests are skipped.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import logging
import os
import sys
from pathlib import Path
from typing import Any

import pytest

if (
    importlib.util.find_spec("crewai") is not None
):  # only where CrewAI runs (OTel stays on elsewhere)
    # CrewAI sends telemetry and traces by default: nothing here may reach the network
    os.environ.setdefault("CREWAI_DISABLE_TELEMETRY", "true")
    os.environ.setdefault("CREWAI_TRACING_ENABLED", "false")
    os.environ.setdefault("OTEL_SDK_DISABLED", "true")

pytest.importorskip(
    "crewai", reason="needs the [crewai] extra (its own environment: CrewAI pins mcp<2, openai<3)"
)

from crewai import LLM, Agent, Crew, Task  # noqa: E402
from crewai.hooks import (  # noqa: E402
    get_after_tool_call_hooks,
    get_before_llm_call_hooks,
    get_before_tool_call_hooks,
)
from crewai.tools import tool  # noqa: E402

sys.path.insert(0, str(Path(__file__).parent))
from _chat_server import ChatServer, completion, tool_call  # noqa: E402

from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.crewai import attach_gate  # noqa: E402
from uselessdetect.sim import FailingSource  # noqa: E402

QUESTION = "Who founded the band Creed?"
OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
ANSWER = "Scott Stapp"


def _model(
    stubborn: bool = False, prefer: tuple[str, ...] = ("search", "lookup"), answer_after: int = 4
) -> Any:
    def script(body: dict[str, Any]) -> dict[str, Any]:
        offered = [t["function"]["name"] for t in body.get("tools") or []]
        results = sum(m.get("role") == "tool" for m in body["messages"])
        usable = [t for t in prefer if t in offered]
        if not stubborn and (results >= answer_after or not usable):
            return completion(ANSWER)
        name = "search" if stubborn else usable[0]
        call = tool_call(name, {"query": f"Creed band founder {results}"}, id=f"call_{results}")
        return completion("That paragraph is unrelated. Let me search again.", tool_calls=[call])

    return script


@tool("search")
def search(query: str) -> str:
    """Search the encyclopedia."""
    return GOOD


@tool("lookup")
def lookup(query: str) -> str:
    """Look a word up."""
    return GOOD


def _failing(pool: str = OTHER, regime: str = "persistent") -> FailingSource:
    return FailingSource(search, regime, [pool], random_state=0)


@pytest.fixture
def server() -> Any:
    servers: list[ChatServer] = []

    def start(script: Any) -> ChatServer:
        srv = ChatServer(script)
        srv.start()
        servers.append(srv)
        return srv

    yield start
    for srv in servers:
        srv.stop()


def _crew(srv: ChatServer, tools: list[Any], max_iter: int = 10) -> Crew:
    llm = LLM(model="openai/scripted", base_url=srv.base_url, api_key="not-needed")
    agent = Agent(
        role="researcher", goal="answer the question", backstory="reads the encyclopedia",
        tools=tools, llm=llm, max_iter=max_iter, verbose=False,
    )  # fmt: skip
    task = Task(description=QUESTION, expected_output="a name", agent=agent)
    return Crew(agents=[agent], tasks=[task], verbose=False)


def _tools_offered(srv: ChatServer) -> list[list[str]]:
    return [[t["function"]["name"] for t in b.get("tools") or []] for b in srv.bodies]


@pytest.mark.parametrize("entry", ["kickoff", "kickoff_async", "akickoff"])
@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_a_final_answer(
    server: Any, stubborn: bool, entry: str
) -> None:
    srv = server(_model(stubborn))
    gate, source = StopGate("lexical", k=2), _failing()
    crew = attach_gate(_crew(srv, [source.tool]), gate)

    def run() -> Any:
        if entry == "kickoff":
            return crew.kickoff()
        return asyncio.run(getattr(crew, entry)())

    out = run()
    assert source.calls_ == 2
    assert (out.raw == ANSWER) is not stubborn
    assert ("Stopped by the gate" in out.raw) is stubborn
    assert _tools_offered(srv)[2] == []  # the third model call is offered no tool at all
    assert len(srv.bodies) == 3  # the stubborn model's blocked call ended its run at once
    assert gate.state() == {}  # the kickoff closed its episode
    run()  # a second kickoff is a new episode: two more searches
    assert source.calls_ == 4
    assert len(srv.bodies) == 6


def test_a_blocked_call_is_never_run_and_the_model_is_told_why(server: Any, tmp_path: Path) -> None:
    srv = server(_model(stubborn=True))
    path = tmp_path / "ep.jsonl"
    source = _failing()
    crew = attach_gate(_crew(srv, [source.tool]), StopGate("lexical", k=2, record_to=path))
    out = crew.kickoff()
    (ep,) = [json.loads(line) for line in path.read_text().splitlines()]
    assert (
        ep["question"] == QUESTION and ep["gate"]["blocked"] == 1 and ep["gate"]["tripped_at"] == 2
    )
    blocked = [s for s in ep["steps"] if s.get("blocked")]
    assert len(blocked) == 1 and blocked[0]["observation"].startswith("Not run")
    assert [s["action"] for s in ep["steps"]] == ["search", "search", "search", "finish"]
    assert ep["steps"][-1]["input"] == out.raw
    assert source.calls_ == 2
    executor = crew.agents[0].agent_executor  # the tools the gate cut are given back
    assert [t["function"]["name"] for t in executor._openai_tools] == ["search"]


def test_drop_tool_switches_to_the_intact_tool(server: Any) -> None:
    srv = server(_model())
    source = _failing()
    crew = attach_gate(
        _crew(srv, [source.tool, lookup]), StopGate("lexical", k=2, mode="drop_tool")
    )
    assert crew.kickoff().raw == ANSWER
    offered = _tools_offered(srv)
    assert offered[:2] == [["search", "lookup"]] * 2 and offered[2] == ["lookup"]
    assert source.calls_ == 2 and len(srv.bodies) == 5  # 2 searches, 2 lookups, the answer


def test_a_detector_that_raises_is_logged_and_the_run_goes_on(server: Any, caplog: Any) -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("detector down")

    srv = server(_model())
    source = _failing()
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        out = attach_gate(_crew(srv, [source.tool]), StopGate(broken, k=2)).kickoff()
    assert out.raw == ANSWER and source.calls_ == 4 and "detector down" in caplog.text


def test_two_concurrent_kickoffs_on_one_gate_do_not_mix(server: Any, tmp_path: Path) -> None:
    path = tmp_path / "two.jsonl"
    gate = StopGate("lexical", k=2, record_to=path)
    sources = [_failing(f"Oslo: pool {i}.") for i in range(2)]
    crews = [attach_gate(_crew(server(_model()), [s.tool]), gate) for s in sources]

    async def both() -> list[Any]:
        return await asyncio.gather(*(c.kickoff_async() for c in crews))

    assert [o.raw for o in asyncio.run(both())] == [ANSWER, ANSWER]
    eps = [json.loads(line) for line in path.read_text().splitlines()]
    assert len({e["id"] for e in eps}) == 2 and all(s.calls_ == 2 for s in sources)
    for e in eps:
        assert len({s["observation"] for s in e["steps"][:-1]}) == 1  # its own source only
        assert e["gate"]["observed"] == 2 and e["gate"]["tripped_at"] == 2
    assert gate.state() == {}


def test_the_gate_stays_with_its_crew(server: Any) -> None:
    before = (
        get_before_llm_call_hooks(),
        get_before_tool_call_hooks(),
        get_after_tool_call_hooks(),
    )
    gated_src, plain_src = _failing(), _failing()
    attach_gate(_crew(server(_model()), [gated_src.tool]), StopGate("lexical", k=2)).kickoff()
    plain = _crew(server(_model()), [plain_src.tool])
    assert plain.kickoff().raw == ANSWER
    assert gated_src.calls_ == 2 and plain_src.calls_ == 4  # the ungated crew was not gated
    after = (get_before_llm_call_hooks(), get_before_tool_call_hooks(), get_after_tool_call_hooks())
    assert after == before  # nothing registered globally


@pytest.mark.parametrize("entry", ["kickoff", "akickoff"])
def test_a_single_agent_kickoff_is_gated(server: Any, tmp_path: Path, entry: str) -> None:
    srv = server(_model(stubborn=True))
    source = _failing()
    agent = _crew(srv, [source.tool]).agents[0]
    path = tmp_path / "agent.jsonl"
    gated = attach_gate(agent, StopGate("lexical", k=2, record_to=path))
    assert gated is agent

    def run() -> Any:
        if entry == "kickoff":
            return agent.kickoff(QUESTION)
        return asyncio.run(agent.akickoff(QUESTION))

    out = run()
    assert source.calls_ == 2 and "Stopped by the gate" in out.raw
    run()
    assert source.calls_ == 4
    eps = [json.loads(line) for line in path.read_text().splitlines()]
    assert len(eps) == 2 and all(e["question"] == QUESTION for e in eps)
    assert [e["gate"]["blocked"] for e in eps] == [1, 1]


def test_a_run_that_raises_is_recorded_and_marked(server: Any, tmp_path: Path) -> None:
    calls: list[int] = []

    def crashing(body: dict[str, Any]) -> Any:
        calls.append(1)
        if len(calls) > 2:
            return (400, {"error": {"message": "model crashed", "type": "invalid_request_error"}})
        return _model(stubborn=True)(body)

    path = tmp_path / "err.jsonl"
    source = _failing()
    crew = attach_gate(
        _crew(server(crashing), [source.tool]), StopGate("lexical", k=5, record_to=path)
    )
    with pytest.raises(Exception, match="model crashed"):
        crew.kickoff()
    (ep,) = [json.loads(line) for line in path.read_text().splitlines()]
    assert "model crashed" in ep["error"]
    assert [s["action"] for s in ep["steps"]] == ["search", "search"]


def test_shadow_record_to_and_failing_source_labels(server: Any, tmp_path: Path) -> None:
    path = tmp_path / "shadow.jsonl"
    srv = server(_model(answer_after=6))  # searches 6 times while search is offered
    persistent = FailingSource(search, "persistent", random_state=1)  # the built-in pool
    gate = StopGate("lexical", k=2, shadow=True, record_to=path)
    assert attach_gate(_crew(srv, [persistent.tool]), gate).kickoff().raw == ANSWER
    assert persistent.calls_ == 6  # never restricted
    assert all(offered == ["search"] for offered in _tools_offered(srv))
    recover = FailingSource(search, "recover_after_2", random_state=1)
    attach_gate(_crew(server(_model(answer_after=6)), [recover.tool]), gate).kickoff()
    assert recover.labels_ == [1, 1, 0, 0, 0, 0]
    stubborn, recovered = [json.loads(line) for line in path.read_text().splitlines()]
    g = stubborn["gate"]
    assert (g["shadow"], g["tripped_at"], g["would_trip_at"], g["observed"]) == (True, None, 2, 6)
    for ep, source in ((stubborn, persistent), (recovered, recover)):
        steps = ep["steps"][:-1]
        assert [s["action"] for s in ep["steps"]] == ["search"] * 6 + ["finish"]
        assert [s["label"] for s in steps] == source.labels_
        assert [s["input"] for s in steps] == [f"Creed band founder {i}" for i in range(6)]
        assert all("lexical" in s["judgments"] for s in steps)
    assert [s["observation"] == GOOD for s in recovered["steps"][:-1]] == [False] * 2 + [True] * 4


def test_a_real_detector_stops_a_failing_source(server: Any) -> None:
    srv = server(_model())
    source = FailingSource(search, "persistent", random_state=3)  # another question's pages
    out = attach_gate(_crew(srv, [source.tool]), StopGate("keyword>lexical", k=2)).kickoff()
    assert out.raw == ANSWER and source.calls_ == 2
    working = FailingSource(search, "clean", random_state=3)
    srv2 = server(_model())
    attach_gate(_crew(srv2, [working.tool]), StopGate("keyword>lexical", k=2)).kickoff()
    assert working.calls_ == 4  # a working source is never stopped: the model answers itself


def test_failing_source_keeps_the_crewai_tool() -> None:
    broken = FailingSource(search, "persistent", random_state=0)
    assert broken.kind_ == "crewai" and broken.name_ == "search"
    new = broken.tool
    assert type(new) is type(search) and new.name == "search"
    assert new.description == search.description
    assert new.args_schema.model_json_schema() == search.args_schema.model_json_schema()
    assert new.run(query="Creed") != GOOD and broken.calls_ == 1
    assert search.run(query="Creed") == GOOD  # the original tool is untouched


def test_attach_gate_refuses_what_it_cannot_gate() -> None:
    with pytest.raises(TypeError, match="Crew or Agent"):
        attach_gate(object(), StopGate("lexical", k=2))
