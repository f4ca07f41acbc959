"""The MCP library pieces against the real SDK, in process: the server middleware on an
``MCPServer`` and the ``ClientSession`` wrapper, with a real ``mcp.Client`` over the SDK's
in-memory transport, and the search server of ``tests/mcp_search_server.py``."""

from __future__ import annotations

import contextlib
import dataclasses
import json
from collections.abc import AsyncIterator, Callable
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("mcp")

import anyio  # noqa: E402
from mcp import Client  # noqa: E402
from tests.mcp_search_server import GOOD_QUERY, build_server  # noqa: E402

from uselessdetect.corpus import hotpotqa_samples  # noqa: E402
from uselessdetect.detectors import make_detector, render_prompt  # noqa: E402
from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.mcp import (  # noqa: E402
    GatedClientSession,
    McpGate,
    StopGateMiddleware,
    call_query,
)
from uselessdetect.io import sample_hotpotqa_path  # noqa: E402

LIST_CHANGED = "notifications/tools/list_changed"


@contextlib.asynccontextmanager
async def connect(server: Any) -> AsyncIterator[tuple[Any, list[str]]]:
    """A real client session on ``server`` and the notification methods it receives."""
    notes: list[str] = []

    async def on_message(message: Any) -> None:
        if not isinstance(message, Exception):
            notes.append(message.method)

    async with Client(server, mode="legacy", message_handler=on_message) as client:
        yield client.session, notes


async def eventually(check: Callable[[], bool], timeout: float = 2.0) -> bool:
    with anyio.move_on_after(timeout):
        while not check():
            await anyio.sleep(0.01)
    return check()


def texts(result: Any) -> list[str]:
    return [c.text for c in result.content]


async def names(session: Any) -> list[str]:
    return [t.name for t in (await session.list_tools()).tools]


async def stats(session: Any) -> dict[str, int]:
    return json.loads(texts(await session.call_tool("stats", {}))[0])


class Clock:
    def __init__(self) -> None:
        self.now = 0.0

    def __call__(self) -> float:
        return self.now


def gated_server(regime: str = "persistent", **kw: Any) -> tuple[Any, McpGate]:
    mode = kw.pop("mode", "drop_tool")
    gate = StopGate("lexical", k=3, mode=mode, **kw.pop("gate_kw", {}))
    mg = McpGate(gate, **kw)
    return build_server(regime, middleware=[StopGateMiddleware(mg)]), mg


def test_the_kth_useless_result_closes_the_tool_for_the_session() -> None:
    server, _ = gated_server()

    async def main() -> None:
        async with connect(server) as (s, notes):
            for i in range(2):
                r = await s.call_tool("search", {"query": f"Watertown airport {i}"})
                assert len(r.content) == 1 and not r.is_error
            third = await s.call_tool("search", {"query": "Watertown airport 2"})
            assert len(third.content) == 2 and not third.is_error  # delivered + one notice
            assert "3 results in a row" in third.content[1].text
            assert "Answer with what you have" in third.content[1].text
            assert await eventually(lambda: LIST_CHANGED in notes)
            listed = await names(s)
            assert "search" not in listed and "lookup" in listed
            before = (await stats(s))["calls"]
            refused = await s.call_tool("search", {"query": GOOD_QUERY})
            assert refused.is_error and "closed for this session" in refused.content[0].text
            assert (await stats(s))["calls"] == before  # the upstream tool was not called
            other = await s.call_tool("lookup", {"title": GOOD_QUERY})
            assert not other.is_error and texts(other)[0].startswith(GOOD_QUERY)
        async with connect(server) as (s2, _):  # a new session starts open
            assert "search" in await names(s2)

    anyio.run(main)


def test_a_2026_client_without_sessions_is_gated_too() -> None:
    server, mg = gated_server()

    async def main() -> None:
        async with Client(server) as client:  # negotiates 2026-07-28: no session, no handshake
            assert client.session.protocol_version == "2026-07-28"
            for i in range(3):
                last = await client.session.call_tool("search", {"query": f"Watertown {i}"})
            assert len(last.content) == 2
            refused = await client.session.call_tool("search", {"query": GOOD_QUERY})
            assert refused.is_error and "closed for this session" in texts(refused)[0]

    anyio.run(main)
    assert len(mg._sessions) == 1  # all its requests were one episode
    mg.end_all()


def test_a_useful_result_resets_the_run() -> None:
    server, _ = gated_server("recover_after_2")

    async def main() -> None:
        async with connect(server) as (s, _):
            for q in ("Watertown", "Watertown airport"):  # calls 1, 2 fail
                assert len((await s.call_tool("search", {"query": q})).content) == 1
            useful = await s.call_tool("search", {"query": GOOD_QUERY})  # works: run = 0
            assert texts(useful)[0].startswith(GOOD_QUERY)
            await s.call_tool("set_regime", {"regime": "persistent"})
            for q in ("Watertown", "Watertown airport"):  # run 1, 2: four useless, no trip
                assert len((await s.call_tool("search", {"query": q})).content) == 1
            assert "search" in await names(s)
            third = await s.call_tool("search", {"query": "Watertown again"})
            assert len(third.content) == 2  # the third in a row trips

    anyio.run(main)


def test_error_results_count_as_useless() -> None:
    server, _ = gated_server()

    async def main() -> None:
        async with connect(server) as (s, _):
            results = [await s.call_tool("fail", {"query": "x"}) for _ in range(3)]
            assert all(r.is_error for r in results)
            assert len(results[2].content) == 2 and "fail" not in await names(s)

    anyio.run(main)


def test_finish_only_closes_every_tool_of_the_server() -> None:
    server, _ = gated_server(mode="finish_only")

    async def main() -> None:
        async with connect(server) as (s, notes):
            for i in range(3):
                last = await s.call_tool("search", {"query": f"Watertown {i}"})
            assert "tools of this server are closed" in last.content[-1].text
            assert await eventually(lambda: LIST_CHANGED in notes)
            assert await names(s) == []
            refused = await s.call_tool("lookup", {"title": GOOD_QUERY})
            assert refused.is_error and "`search`" in refused.content[0].text

    anyio.run(main)


def test_half_open_a_useful_probe_reopens_a_useless_one_closes_again() -> None:
    clock = Clock()
    server, mg = gated_server(reopen_after=10.0, clock=clock)

    async def main() -> None:
        async with connect(server) as (s, notes):
            for i in range(3):
                await s.call_tool("search", {"query": f"Watertown {i}"})
            assert "search" not in await names(s)
            clock.now = 9.9
            assert (await s.call_tool("search", {"query": GOOD_QUERY})).is_error
            clock.now = 10.0  # half-open: listed again, announced with the next call
            notes.clear()
            assert "search" in await names(s)
            probe = await s.call_tool("search", {"query": "Watertown 4"})  # still failing
            assert not probe.is_error and "closed" in probe.content[-1].text
            assert await eventually(lambda: notes.count(LIST_CHANGED) >= 1)
            assert "search" not in await names(s)
            assert (await s.call_tool("search", {"query": GOOD_QUERY})).is_error
            clock.now = 20.0
            await s.call_tool("set_regime", {"regime": "clean"})
            probe = await s.call_tool("search", {"query": GOOD_QUERY})  # useful: reopens
            assert len(probe.content) == 1 and texts(probe)[0].startswith(GOOD_QUERY)
            again = await s.call_tool("search", {"query": GOOD_QUERY})  # no probe any more
            assert not again.is_error and mg.state(next(iter(mg._sessions)))["closed"] == {}

    anyio.run(main)


def test_a_second_call_during_a_probe_is_refused() -> None:
    clock = Clock()
    mg = McpGate(StopGate(lambda s: True, k=1, mode="drop_tool"), reopen_after=5, clock=clock)
    mg.judge_result("s", "search", {"query": "a"}, {"content": []})
    clock.now = 5
    assert mg.refusal("s", "search") is None  # the probe
    assert mg.refusal("s", "search") is not None  # a second caller waits for its verdict


def test_a_probe_judged_unknown_closes_the_tool_again() -> None:
    clock = Clock()
    gate = StopGate(lambda s: None if "maybe" in s.observation else True, k=1, mode="drop_tool")
    mg = McpGate(gate, reopen_after=5, clock=clock)
    useless = {"content": [{"type": "text", "text": "nothing"}]}
    assert mg.judge_result("s", "search", {"query": "a"}, useless)[1]  # closed
    clock.now = 5
    assert mg.refusal("s", "search") is None  # the probe goes through
    maybe = {"content": [{"type": "text", "text": "maybe"}]}
    out, changed = mg.judge_result("s", "search", {"query": "b"}, maybe)
    assert changed and len(out["content"]) == 2  # no evidence that it works: closed again
    assert mg.refusal("s", "search") is not None


def test_shadow_restricts_nothing_and_records_everything(tmp_path: Path) -> None:
    record = tmp_path / "shadow.jsonl"
    server, _ = gated_server(gate_kw={"shadow": True, "record_to": str(record)})

    async def main() -> None:
        async with connect(server) as (s, notes):
            for i in range(5):
                r = await s.call_tool(
                    "search", {"query": f"Watertown {i}"}, meta={"question": "Same state?"}
                )
                assert len(r.content) == 1
            assert "search" in await names(s) and LIST_CHANGED not in notes
            await s.call_tool("lookup", {"title": GOOD_QUERY})

    anyio.run(main)
    (episode,) = [json.loads(line) for line in record.read_text().splitlines()]
    assert episode["question"] == "Same state?"
    steps = episode["steps"]
    assert [st["action"] for st in steps] == ["search"] * 5 + ["lookup"]
    assert [st["input"] for st in steps[:2]] == ["Watertown 0", "Watertown 1"]
    assert all(st["judgments"]["lexical"]["verdict"] == "useless" for st in steps[:5])
    assert steps[5]["judgments"]["lexical"]["verdict"] == "useful"
    assert episode["gate"]["shadow"] is True
    assert episode["gate"]["would_trip_at"] == 3 and episode["gate"]["tripped_at"] is None


def test_question_from_meta_or_argument_and_the_query_without_it() -> None:
    seen: list[Any] = []

    def detector(sample: Any) -> bool:
        seen.append(sample)
        return False

    mg = McpGate(StopGate(detector, k=3), question_arg="question")
    mg.judge_result("s", "ask", {"question": "Who?", "query": "Creed"}, {"content": []})
    mg.judge_result("s", "search", {"query": "Creed band"}, {"content": []})
    mg.judge_result("t", "search", {"q": "x"}, {"content": []}, meta={"question": "Why?"})
    assert [(x.question, x.query) for x in seen] == [
        ("Who?", "Creed"),
        ("Who?", "Creed band"),  # the session's question carries over
        ("Why?", "x"),
    ]
    assert call_query({"q": "Creed", "n": 2}) == '{"q":"Creed","n":2}'


def test_gated_client_session_wraps_a_plain_client() -> None:
    server = build_server()
    changed: list[bool] = []
    recorded: list[dict[str, Any]] = []

    async def main() -> dict[str, Any] | None:
        async with connect(server) as (session, _):
            gated = GatedClientSession(
                session,
                StopGate("lexical", k=3, mode="drop_tool", record_to=recorded.append),
                question="Same state?",
                on_tools_changed=lambda: changed.append(True),
            )
            for i in range(3):
                last = await gated.call_tool("search", {"query": f"Watertown {i}"})
            assert len(last.content) == 2 and changed == [True]
            assert "search" not in [t.name for t in (await gated.list_tools()).tools]
            before = (await stats(session))["calls"]
            refused = await gated.call_tool("search", {"query": GOOD_QUERY})
            assert refused.is_error and (await stats(session))["calls"] == before
            assert gated.server_capabilities is session.server_capabilities  # the rest passes
            return gated.end()

    episode = anyio.run(main)
    assert recorded == [episode] and episode is not None
    assert episode["question"] == "Same state?"
    assert [st.get("blocked", False) for st in episode["steps"]] == [False] * 3 + [True]


def test_gate_errors_never_reach_the_client() -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("detector down")

    server = build_server(middleware=[StopGateMiddleware(StopGate(broken, k=1))])

    async def main() -> None:
        async with connect(server) as (s, _):
            r = await s.call_tool("search", {"query": GOOD_QUERY})
            assert not r.is_error and len(r.content) == 1  # unknown: nothing closes
            assert "search" in await names(s)

    anyio.run(main)


# ------------------------------------------------- detectors without a question
def _blank(samples: list[Any]) -> list[Any]:
    return [dataclasses.replace(s, question="") for s in samples]


@pytest.mark.parametrize("name", ["lexical", "classifier"])
def test_detectors_judge_sensibly_without_a_question(name: str) -> None:
    from sklearn.metrics import roc_auc_score

    samples = hotpotqa_samples([sample_hotpotqa_path()])
    y = np.array([s.label for s in samples])
    det = make_detector(name).fit([])
    p = det.predict_proba(_blank(samples))[:, 1]
    assert roc_auc_score(y, p) > 0.75  # the query and the observation alone separate
    pred = det.predict(_blank(samples))
    assert 0.2 < pred.mean() < 0.9  # neither always useless nor always useful


def test_lexical_without_a_question_reads_the_query_alone() -> None:
    det = make_detector("lexical").fit([])
    miss = {"question": "", "query": "Creed band", "observation": "Paris is a city in France."}
    hit = {"question": "", "query": "Creed band", "observation": "Creed is an American band."}
    assert det.judge(miss).score == 1.0 and det.judge(hit).score == 0.0


def test_keyword_abstains_without_a_thought() -> None:
    det = make_detector("keyword").fit([])
    j = det.judge({"question": "", "query": "Creed", "observation": "Paris is a city."})
    assert j.verdict.value == "unknown"


def test_the_judge_prompt_says_when_there_is_no_question() -> None:
    from uselessdetect._types import Sample

    prompt = render_prompt(Sample("", "Paris is a city.", query="Creed band"))
    assert "Question: (none given" in prompt and "what was searched for" in prompt
    with_q = render_prompt(Sample("Who founded Creed?", "Paris is a city.", query="Creed"))
    assert "Question: Who founded Creed?" in with_q


# ------------------------------------------- issue 49: descriptions from tools/list, repeats
@pytest.mark.parametrize("where", ["server middleware", "client session"])
def test_tools_are_counted_as_their_listed_descriptions_say(where: str) -> None:
    """`payments` and `web` have no verb in their names: the listing's descriptions decide
    (every result is judged useless here)."""
    gate = StopGate(lambda s: True, k=2, mode="drop_tool")
    middle = where == "server middleware"
    server = build_server(middleware=[StopGateMiddleware(gate)] if middle else None)

    async def main() -> None:
        async with connect(server) as (session, _):
            s = session if middle else GatedClientSession(session, gate)
            assert {"payments", "web"} <= set(await names(s))  # a client lists first
            for i in range(4):  # receipts: not counted, never closed
                paid = await s.call_tool("payments", {"query": f"Creed {i}"})
                assert len(paid.content) == 1 and not paid.is_error
            found = [await s.call_tool("web", {"query": f"Creed {i}"}) for i in range(2)]
            assert "2 results in a row from `web`" in found[-1].content[-1].text
            listed = await names(s)
            assert "payments" in listed and "web" not in listed

    anyio.run(main)


def test_the_same_result_three_times_closes_the_tool_under_novelty() -> None:
    gate = StopGate("novelty", k=2, mode="drop_tool")
    server = build_server(middleware=[StopGateMiddleware(gate)])

    async def main() -> None:
        async with connect(server) as (s, _):
            got = [await s.call_tool("web", {"query": f"Oslo {i}"}) for i in range(3)]
            assert [len(r.content) for r in got] == [1, 1, 2]  # the third carries the notice

    anyio.run(main)


# ------------------------------------------- the gate's own trip closes: any rule, a group's tools
EMPTY = {"content": [{"type": "text", "text": "No results found."}]}


@pytest.mark.parametrize(
    ("rule", "closes_at"), [({}, 5), ({"rule": "cusum", "h": 3.0}, 1), ({"rule": "sprt"}, 3)]
)
def test_the_gates_rule_decides_when_a_tool_closes(rule: dict[str, Any], closes_at: int) -> None:
    """An empty result scores 1: cusum (h = 3) trips at the first, sprt at the third, the
    run rule at k = 5; the proxy closes the tool at the gate's trip, not at a run of k."""
    gate = StopGate("default", k=5, mode="drop_tool", **rule)
    mg = McpGate(gate)
    changed = [
        mg.judge_result("s", "search", {"query": f"Creed band founder {i}"}, EMPTY)[1]
        for i in range(6)
    ]
    assert changed.index(True) + 1 == closes_at and changed.count(True) == 1
    assert mg.refusal("s", "search") is not None
    assert gate.decision(mg.episode("s"), "search").tripped
    name = rule.get("rule", "run")
    notice = mg.refusal("s", "search")["content"][0]["text"]
    assert ("5 results in a row" in notice) == (name == "run")
    assert name == "run" or f"by the {name} rule" in notice


def test_a_groups_trip_closes_every_tool_of_the_group() -> None:
    gate = StopGate("default", k=2, mode="drop_tool", groups={"pages": ["web", "lookup"]})
    mg = McpGate(gate)
    mg.judge_result("s", "web", {"query": "Creed band"}, EMPTY)
    out, changed = mg.judge_result("s", "lookup", {"query": "Creed founder"}, EMPTY)
    assert changed and "`lookup`" in out["content"][-1]["text"]
    assert mg.refusal("s", "web") is not None and mg.refusal("s", "lookup") is not None
    listed = [{"name": n} for n in ("web", "lookup", "search")]
    assert [t["name"] for t in mg.visible("s", listed)] == ["search"]
