"""Importers of chat transcripts and traces: files written by the libraries' own serialisers
(or by hand from the public specs) import to the same episodes as a native file of the run."""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path
from typing import Any

import pytest

from uselessdetect import InputError
from uselessdetect.io import ImportStats, detect_format, read_episodes, write_jsonl

Q = "Who founded the band Creed?"
T1, T2 = "I will search for the band.", "That paragraph is about Oslo. I search again."
ANSWER = "Scott Stapp and Mark Tremonti."
OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
ARGS = [{"query": "Creed band founder"}, {"query": "Creed band"}]
IDS = ["call_1", "call_2"]

NATIVE = {
    "id": "run1",
    "question": Q,
    "steps": [
        {"call_id": "call_1", "thought": T1, "action": "search", "input": ARGS[0]["query"],
         "observation": OTHER},
        {"call_id": "call_2", "thought": T2, "action": "search", "input": ARGS[1]["query"],
         "observation": GOOD},
        {"thought": ANSWER, "action": "finish", "input": ANSWER},
    ],
}  # fmt: skip


def _lines(path: Path, *records: Any) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def openai_chat() -> list[dict[str, Any]]:
    """The run as Chat Completions messages; the assistant turns are the SDK's dumps."""
    from openai.types.chat import ChatCompletion

    def reply(text: str, call: int | None) -> dict[str, Any]:
        calls = (
            [{"id": IDS[call], "type": "function",
              "function": {"name": "search", "arguments": json.dumps(ARGS[call])}}]
            if call is not None else None
        )  # fmt: skip
        done = ChatCompletion.model_validate(
            {"id": "x", "object": "chat.completion", "created": 0, "model": "m",
             "choices": [{"index": 0, "finish_reason": "tool_calls" if calls else "stop",
                          "message": {"role": "assistant", "content": text, "tool_calls": calls}}]}
        )  # fmt: skip
        return done.model_dump()["choices"][0]["message"]

    return [
        {"role": "system", "content": "Answer with the search tool."},
        {"role": "user", "content": Q},
        reply(T1, 0),
        {"role": "tool", "tool_call_id": IDS[0], "content": OTHER},
        reply(T2, 1),
        {"role": "tool", "tool_call_id": IDS[1], "content": [{"type": "text", "text": GOOD}]},
        reply(ANSWER, None),
    ]


def anthropic_messages() -> list[dict[str, Any]]:
    """The run as Anthropic messages; the assistant turns are ``Message.model_dump()``."""
    from anthropic.types import Message

    def reply(text: str, call: int | None) -> dict[str, Any]:
        content: list[dict[str, Any]] = [{"type": "text", "text": text}]
        if call is not None:
            content.append({"type": "tool_use", "id": IDS[call], "name": "search",
                            "input": ARGS[call]})  # fmt: skip
        msg = Message.model_validate(
            {"id": "msg", "type": "message", "role": "assistant", "content": content,
             "model": "claude", "stop_reason": "tool_use", "stop_sequence": None,
             "usage": {"input_tokens": 1, "output_tokens": 1}}
        )  # fmt: skip
        return msg.model_dump()

    def result(call: int, text: str) -> dict[str, Any]:
        block = {"type": "tool_result", "tool_use_id": IDS[call], "content": text}
        return {"role": "user", "content": [block]}

    return [
        {"role": "user", "content": Q},
        reply(T1, 0),
        result(0, OTHER),
        reply(T2, 1),
        result(1, GOOD),
        reply(ANSWER, None),
    ]


def langchain_messages() -> list[dict[str, Any]]:
    from langchain_core.messages import AIMessage, HumanMessage, ToolMessage, messages_to_dict

    def call(i: int) -> list[dict[str, Any]]:
        return [{"name": "search", "args": ARGS[i], "id": IDS[i], "type": "tool_call"}]

    return messages_to_dict(
        [
            HumanMessage(Q),
            AIMessage(T1, tool_calls=call(0)),
            ToolMessage(OTHER, tool_call_id=IDS[0]),
            AIMessage(T2, tool_calls=call(1)),
            ToolMessage(GOOD, tool_call_id=IDS[1]),
            AIMessage(ANSWER),
        ]
    )


def agents_input_list() -> list[Any]:
    """A real Agents SDK run with its scripted model; the log is ``to_input_list()``."""
    pytest.importorskip("agents.testing")
    from agents import Agent, Runner, function_tool, set_tracing_disabled
    from agents.testing import ModelStep, ScriptedModel, assistant_message, function_call

    set_tracing_disabled(True)
    answers = iter([OTHER, GOOD])

    @function_tool
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return next(answers)

    steps = [
        ModelStep(output=[assistant_message(T1, item_id="m0"),
                          function_call("search", ARGS[0], call_id=IDS[0])]),
        ModelStep(output=[assistant_message(T2, item_id="m1"),
                          function_call("search", ARGS[1], call_id=IDS[1])]),
        ModelStep(output=[assistant_message(ANSWER, item_id="m2")]),
    ]  # fmt: skip
    agent = Agent(name="a", model=ScriptedModel(steps), tools=[search])
    result = asyncio.run(Runner.run(agent, Q))
    return list(result.to_input_list())


def responses_pair() -> dict[str, Any]:
    """A logged request/response pair: the request's input items and the response's output."""
    from openai.types.responses import Response

    items = agents_input_list()
    head, tail = items[:-1], items[-1:]
    resp = Response.model_validate(
        {"id": "resp", "created_at": 0, "model": "m", "object": "response", "output": tail,
         "parallel_tool_calls": True, "tool_choice": "auto", "tools": []}
    )  # fmt: skip
    return {"id": "run1", "responses_create_params": {"input": head}, "response": resp.model_dump()}


def otlp_lines(tmp: Path) -> list[dict[str, Any]]:
    """The run as OpenTelemetry GenAI spans, encoded to OTLP JSON by the SDK's own encoder."""
    from google.protobuf import json_format
    from opentelemetry.exporter.otlp.proto.common.trace_encoder import encode_spans
    from opentelemetry.sdk.trace import TracerProvider
    from opentelemetry.sdk.trace.export import SimpleSpanProcessor
    from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    tracer = provider.get_tracer("test")
    history: list[dict[str, Any]] = [{"role": "user", "parts": [{"type": "text", "content": Q}]}]

    def chat(text: str, call: int | None) -> None:
        parts: list[dict[str, Any]] = [{"type": "text", "content": text}]
        if call is not None:
            parts.append({"type": "tool_call", "id": IDS[call], "name": "search",
                          "arguments": ARGS[call]})  # fmt: skip
        out = [{"role": "assistant", "parts": parts, "finish_reason": "stop"}]
        with tracer.start_as_current_span("chat m") as span:
            span.set_attribute("gen_ai.operation.name", "chat")
            span.set_attribute("gen_ai.input.messages", json.dumps(history))
            span.set_attribute("gen_ai.output.messages", json.dumps(out))
        history.extend(out)

    def tool(call: int, result: str) -> None:
        with tracer.start_as_current_span("execute_tool search") as span:
            span.set_attribute("gen_ai.operation.name", "execute_tool")
            span.set_attribute("gen_ai.tool.name", "search")
            span.set_attribute("gen_ai.tool.call.id", IDS[call])
            span.set_attribute("gen_ai.tool.call.arguments", json.dumps(ARGS[call]))
            span.set_attribute("gen_ai.tool.call.result", result)
        history.append({"role": "tool", "parts": [
            {"type": "tool_call_response", "id": IDS[call], "response": result}]})  # fmt: skip

    with tracer.start_as_current_span("invoke_agent a") as root:
        root.set_attribute("gen_ai.operation.name", "invoke_agent")
        chat(T1, 0)
        tool(0, OTHER)
        chat(T2, 1)
        tool(1, GOOD)
        chat(ANSWER, None)
    spans = list(exporter.get_finished_spans())
    return [json.loads(json_format.MessageToJson(encode_spans([s]))) for s in spans]


def _native(tmp_path: Path, **change: Any) -> list[dict[str, Any]]:
    path = _lines(tmp_path / "native.jsonl", {**NATIVE, **change})
    return [e.to_dict() for e in read_episodes(path)]


def _read(path: Path, fmt: str, **kw: Any) -> list[dict[str, Any]]:
    return [e.to_dict() for e in read_episodes(path, format=fmt, **kw)]


CHATS = {
    "openai-chat": lambda: {"id": "run1", "messages": openai_chat()},
    "anthropic": lambda: {
        "id": "run1",
        "system": "Use the tool.",
        "messages": anthropic_messages(),
    },
    "langchain": lambda: {"id": "run1", "messages": langchain_messages()},
    "openai-responses": lambda: {"id": "run1", "input": agents_input_list()},
}


@pytest.mark.parametrize("fmt", sorted(CHATS))
def test_each_format_imports_to_the_native_episodes(tmp_path: Path, fmt: str) -> None:
    path = _lines(tmp_path / "log.jsonl", CHATS[fmt]())
    expected = _native(tmp_path)
    assert _read(path, fmt) == expected
    assert detect_format(path) == fmt
    stats = ImportStats()
    assert _read(path, "auto", stats=stats) == expected
    assert stats.formats == {str(path): fmt} and stats.episodes == 1 and not stats.kept.total()


def test_layouts_array_prompt_completion_nested_and_pairs(tmp_path: Path) -> None:
    msgs = openai_chat()
    records = [
        msgs,
        {"prompt": msgs[:2], "completion": msgs[2:], "metadata": {"split": "train"}},
        {"trajectory": {"messages": msgs}},
    ]
    path = _lines(tmp_path / "l.jsonl", *records[:2])
    base = _native(tmp_path)[0]
    got = _read(path, "openai-chat")
    assert got[0] == {**base, "id": f"{path}:1"}
    assert got[1] == {**base, "id": f"{path}:2", "metadata": {"split": "train"}}
    nested = _lines(tmp_path / "n.jsonl", records[2])
    assert _read(nested, "auto", messages_key="trajectory.messages") == [
        {**base, "id": f"{nested}:1"}
    ]
    pair = _lines(tmp_path / "p.jsonl", responses_pair())
    assert _read(pair, "auto") == _native(tmp_path)
    chat_pair = {"id": "run1", "request": {"messages": msgs[:-1]},
                 "response": {"choices": [{"message": msgs[-1]}]}}  # fmt: skip
    assert _read(_lines(tmp_path / "cp.jsonl", chat_pair), "openai-chat") == _native(tmp_path)


def test_otlp_spans_in_any_order_and_across_lines(tmp_path: Path) -> None:
    lines = otlp_lines(tmp_path)
    trace_id = lines[0]["resourceSpans"][0]["scopeSpans"][0]["spans"][0]["traceId"]
    random.Random(1).shuffle(lines)
    path = _lines(tmp_path / "t.jsonl", *lines)
    assert detect_format(path) == "otel"
    expected = _native(tmp_path, id=trace_id)
    assert _read(path, "otel") == expected
    assert _read(path, "otel", trace_window=1) == expected  # root and parents gate the trace
    with pytest.raises(InputError, match=r"t.jsonl:\d+: more than 3 spans held"):
        list(read_episodes(path, format="otel", max_open_spans=3))


def test_otlp_traces_interleaved_stream_out_before_the_end(tmp_path: Path) -> None:
    first, second = otlp_lines(tmp_path), otlp_lines(tmp_path)
    filler = [{"resourceSpans": []}] * 5
    path = _lines(tmp_path / "t.jsonl", *first[:3], *second[:2], *first[3:], *second[2:], *filler)
    seen = []
    for ep in read_episodes(path, format="otel", trace_window=2):
        seen.append(ep.id)
        if len(seen) == 1:  # the first trace is out while the file is still being read
            assert ep.steps[1].observation == GOOD
    assert len(seen) == 2 and len(set(seen)) == 2


def test_pairing_by_order_orphans_and_parallel_calls_are_kept_and_counted(tmp_path: Path) -> None:
    call = {"type": "function", "function": {"name": "search", "arguments": '{"q": "a"}'}}
    msgs = [
        {"role": "user", "content": Q},
        {"role": "assistant", "content": "Two at once.",
         "tool_calls": [json.dumps({**call, "id": "x"}), {**call, "id": "y"}]},
        {"role": "tool", "content": "first"},  # no tool_call_id: paired by order
        {"role": "tool", "tool_call_id": "zz", "name": "lookup", "content": "stray"},
        {"role": "assistant", "content": None, "tool_calls": [{**call, "id": "w"}]},
    ]  # fmt: skip
    stats = ImportStats()
    (ep,) = read_episodes(_lines(tmp_path / "o.jsonl", msgs), format="openai-chat", stats=stats)
    got = [(s.action, s.thought, s.observation, s.raw.get("orphan")) for s in ep.steps]
    assert got == [
        ("search", "Two at once.", "first", None),
        ("search", "", None, "call without a result"),
        ("lookup", "", "stray", "result without a call"),
        ("search", "", None, "call without a result"),
    ]
    kept = stats.to_dict()["kept"]["reasons"]
    assert [kept[k] for k in sorted(kept)] == [2, 2, 1]  # parallel, no result, no call
    assert ep.steps[0].raw["parallel"] and ep.steps[1].raw["parallel"]


def test_non_text_parts_are_named_and_errors_kept(tmp_path: Path) -> None:
    msgs = anthropic_messages()
    msgs[2]["content"][0] = {"type": "tool_result", "tool_use_id": IDS[0], "is_error": True,
                             "content": [{"type": "text", "text": OTHER},
                                         {"type": "image", "source": {}}]}  # fmt: skip
    (ep,) = read_episodes(_lines(tmp_path / "a.jsonl", msgs), format="anthropic")
    assert ep.steps[0].observation == OTHER + "\n[image]" and ep.steps[0].raw["is_error"]


def test_conversation_without_a_user_message_is_skipped_and_counted(tmp_path: Path) -> None:
    stats = ImportStats()
    path = _lines(tmp_path / "s.jsonl", [{"role": "assistant", "content": "hi"}], openai_chat())
    assert len(list(read_episodes(path, format="openai-chat", stats=stats))) == 1
    assert stats.skipped.to_dict() == {
        "total": 1,
        "reasons": {"conversations without a user message": 1},
    }


MALFORMED = {
    "openai-chat": (lambda m: m[2]["tool_calls"][0]["function"].pop("name"),
                    r"log.jsonl:1: field `messages\[2\].tool_calls\[0\].function.name`"),
    "anthropic": (lambda m: m[1]["content"][1].update(name=3),
                  r"log.jsonl:1: field `messages\[1\].content\[1\].name`"),
    "langchain": (lambda m: m[1].update(type="robot"),
                  r"log.jsonl:1: field `messages\[1\].type`"),
    "openai-responses": (lambda m: m[2].update(call_id=7),
                         r"log.jsonl:1: field `input\[2\].call_id`"),
}  # fmt: skip


@pytest.mark.parametrize("fmt", sorted(MALFORMED))
def test_malformed_records_name_file_line_and_field(tmp_path: Path, fmt: str) -> None:
    rec = CHATS[fmt]()
    spoil, needle = MALFORMED[fmt]
    spoil(rec["messages"] if "messages" in rec else rec["input"])
    path = _lines(tmp_path / "log.jsonl", rec)
    with pytest.raises(InputError, match=needle):
        list(read_episodes(path, format=fmt))


def test_malformed_otlp_and_unplaceable_files(tmp_path: Path) -> None:
    lines = otlp_lines(tmp_path)
    spans = lines[1]["resourceSpans"][0]["scopeSpans"][0]["spans"]
    del spans[0]["traceId"]
    path = _lines(tmp_path / "t.jsonl", *lines)
    with pytest.raises(InputError, match=r"t.jsonl:2: field `resourceSpans\[0\].scopeSpans\[0\]"
                       r".spans\[0\].traceId`"):  # fmt: skip
        list(read_episodes(path, format="otel"))
    odd = _lines(tmp_path / "odd.jsonl", {"foo": 1})
    with pytest.raises(InputError, match="odd.jsonl:1: cannot tell the format.*openai-chat"):
        list(read_episodes(odd, format="auto"))
    with pytest.raises(InputError, match=r"odd.jsonl:1: field `messages`: expected a JSON array"):
        list(read_episodes(odd, format="openai-chat"))
    nest = _lines(tmp_path / "nest.jsonl", {"trajectory": {}})
    with pytest.raises(InputError, match=r"nest.jsonl:1: field `trajectory.messages`"):
        list(read_episodes(nest, format="langchain", messages_key="trajectory.messages"))


def test_auto_reads_native_and_knowagent_files(tmp_path: Path) -> None:
    native = _lines(tmp_path / "native.jsonl", NATIVE)
    assert detect_format(native) == "episodes" and _read(native, "auto") == _native(tmp_path)
    traj = {"question": Q, "steps": [{"thought": "t", "action": "Search[Creed]",
                                      "observation": GOOD}]}  # fmt: skip
    know = _lines(tmp_path / "k.jsonl", traj)
    assert detect_format(know) == "knowagent"
    (ep,) = read_episodes(know, format="auto")
    assert [(s.action, s.input) for s in ep.steps] == [("search", "Creed")]


def test_imported_episodes_write_and_read_back(tmp_path: Path) -> None:
    path = _lines(tmp_path / "log.jsonl", {"id": "run1", "messages": openai_chat()})
    out = tmp_path / "episodes.jsonl"
    assert write_jsonl(out, read_episodes(path, format="openai-chat")) == 1
    assert _read(out, "episodes") == _native(tmp_path)


def test_cli_imports_detects_and_reports_counts(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from uselessdetect.cli import main

    chat = _lines(tmp_path / "chat.jsonl", {"id": "run1", "messages": openai_chat()},
                  [{"role": "assistant", "content": "no question"}])  # fmt: skip
    trace = _lines(tmp_path / "trace.jsonl", *otlp_lines(tmp_path))
    out = tmp_path / "episodes.jsonl"
    runner = CliRunner()
    res = runner.invoke(main, ["import", "auto", str(chat), str(trace), "-o", str(out), "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["episodes"] == 2 and report["formats"] == {
        str(chat): "openai-chat",
        str(trace): "otel",
    }
    assert report["skipped"]["reasons"] == {"conversations without a user message": 1}
    assert f"{chat}: read as openai-chat (detected)" in res.stderr
    assert "skipped 1 conversations" in res.stderr
    assert _read(out, "episodes")[0] == _native(tmp_path)[0]
    bad = runner.invoke(main, ["import", "otel", str(chat), "-o", str(tmp_path / "x.jsonl")])
    assert bad.exit_code == 1 and "chat.jsonl:1: field `resourceSpans`" in bad.stderr
    assert "Traceback" not in bad.output and not (tmp_path / "x.jsonl").exists()


def _variants() -> dict[str, list[list[Any]]]:
    """Conversations of each format, common and odd shapes, for the fast/validating check."""
    chat = openai_chat()
    chat[5] = {**chat[5], "content": GOOD}  # the fixture's list content is an odd shape
    chat[3] = {**chat[3], "name": "search"}  # a tool message may name its tool
    odd_chat = [*chat[:3], {"role": "function", "name": "search", "content": OTHER},
                {"role": "assistant", "content": [{"type": "text", "text": T2}],
                 "function_call": {"name": "search", "arguments": "{}"}}]  # fmt: skip
    anth = anthropic_messages()
    odd_anth = [*anth[:2], {"role": "user", "content": [
        {"type": "tool_result", "tool_use_id": IDS[0], "content": [{"type": "text", "text": "x"}]},
        {"type": "text", "text": "go on"}]}]  # fmt: skip
    lc = langchain_messages()
    lc[2] = {**lc[2], "data": {**lc[2]["data"], "name": "search"}}
    result = {"content": [{"type": "text", "text": "x"}], "tool_call_id": IDS[0], "status": "error"}
    odd_lc = [*lc[:2], {"type": "tool", "data": result}]
    resp = agents_input_list()
    odd_resp = [*resp[:1], {"type": "custom_tool_call", "call_id": "k", "name": "grep",
                            "input": "Creed"},
                {"type": "custom_tool_call_output", "call_id": "k", "output": "none"},
                {"type": "mcp_call", "id": "m", "name": "wiki", "arguments": '{"q": "x"}',
                 "output": "page", "server_label": "s"},
                {"type": "web_search_call", "id": "w", "status": "completed"}]  # fmt: skip
    return {
        "openai-chat": [chat, odd_chat],
        "anthropic": [anth, odd_anth],
        "langchain": [lc, odd_lc],
        "openai-responses": [resp, odd_resp],
    }


@pytest.mark.parametrize("fmt", sorted(CHATS))
def test_fast_paths_agree_with_the_validating_converters(fmt: str) -> None:
    from uselessdetect.io._fastpaths import FAST, Slow
    from uselessdetect.io._mapping import build_episode
    from uselessdetect.io._transcripts import CHAT_FORMATS

    def episode(events: list[Any]) -> dict[str, Any]:
        ep = build_episode(events, ep_id="e", stats=ImportStats(), raw={})
        assert ep is not None
        return ep.to_dict()

    common, odd = _variants()[fmt]
    slow = CHAT_FORMATS[fmt]
    assert FAST[fmt](common) == slow(common, "m", {})  # the very same events
    assert episode(FAST[fmt](common)) == episode(slow(common, "m", {}))
    with pytest.raises(Slow):  # the odd shapes go to the validating converter
        FAST[fmt](odd)
    assert episode(slow(odd, "m", {}))["steps"]


def test_langchain_fast_path_leaves_legacy_calls_to_the_validating_converter() -> None:
    from uselessdetect.io._fastpaths import FAST, Slow
    from uselessdetect.io._transcripts import CHAT_FORMATS

    lc = langchain_messages()
    call = {"id": IDS[0], "function": {"name": "search", "arguments": "{}"}}
    legacy = {**lc[1]["data"], "tool_calls": [], "additional_kwargs": {"tool_calls": [call]}}
    messages = [lc[0], {"type": "ai", "data": legacy}]
    with pytest.raises(Slow):
        FAST["langchain"](messages)
    assert [e[0] for e in CHAT_FORMATS["langchain"](messages, "m", {})] == ["user", "say", "call"]
    assert FAST["langchain"](lc[:2])[-1][0] == "call"  # calls of their own: the fast path


def test_odd_shapes_map_as_documented(tmp_path: Path) -> None:
    variants = _variants()
    stats = ImportStats()
    path = _lines(tmp_path / "r.jsonl", variants["openai-responses"][1])
    (ep,) = read_episodes(path, format="openai-responses", stats=stats)
    got = [(s.action, s.input, s.observation) for s in ep.steps]
    assert got == [("grep", "Creed", "none"), ("wiki", "x", "page")]
    assert stats.kept["`web_search_call` items (no text result to judge)"] == 1
    path = _lines(tmp_path / "c.jsonl", variants["openai-chat"][1])
    (ep,) = read_episodes(path, format="openai-chat")
    assert [(s.action, s.observation) for s in ep.steps] == [("search", OTHER), ("search", None)]
    assert ep.steps[1].thought == T2
    path = _lines(tmp_path / "l.jsonl", variants["langchain"][1])
    (ep,) = read_episodes(path, format="langchain")
    assert ep.steps[0].observation == "x" and ep.steps[0].raw["is_error"] is True


def test_langchain_dumpd_form_reads_the_same(tmp_path: Path) -> None:
    from langchain_core.load import dumpd
    from langchain_core.messages import messages_from_dict

    msgs = [dumpd(m) for m in messages_from_dict(langchain_messages())]
    path = _lines(tmp_path / "d.jsonl", {"id": "run1", "messages": msgs})
    assert detect_format(path) == "langchain"
    assert _read(path, "langchain") == _native(tmp_path)


def test_cli_reads_standard_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from click.testing import CliRunner

    from uselessdetect.cli import main
    from uselessdetect.io import _files

    monkeypatch.setattr(_files, "_STREAMED", set())  # standard input is read once a process
    monkeypatch.setattr(_files, "_SPOOLS", {})

    line = json.dumps({"id": "run1", "messages": anthropic_messages()}) + "\n"
    out = tmp_path / "e.jsonl"
    res = CliRunner().invoke(main, ["import", "auto", "-", "-o", str(out)], input=line)
    assert res.exit_code == 0, res.output
    assert "<stdin>: read as anthropic (detected)" in res.stderr
    assert _read(out, "episodes") == _native(tmp_path)


def test_a_runs_outcome_on_the_line_is_kept_with_its_success(tmp_path: Path) -> None:
    chat = [{"role": "user", "content": Q},
            {"role": "assistant", "content": None, "tool_calls": [{"id": "c1",
             "type": "function", "function": {"name": "search", "arguments": '{"q": "Creed"}'}}]},
            {"role": "tool", "tool_call_id": "c1", "content": GOOD},
            {"role": "assistant", "content": ANSWER}]  # fmt: skip
    path = _lines(
        tmp_path / "chats.jsonl",
        {"id": "a", "messages": chat, "reward": 0.5},
        {"id": "b", "messages": chat, "metadata": {"resolved": True}, "status": "completed"},
        {"id": "c", "messages": chat, "outcome": {"status": "completedIncorrect"}},
        {"id": "d", "messages": chat},
    )
    a, b, c, d = read_episodes(path, format="auto")
    assert (a.raw["outcome"], a.raw["success"]) == ({"reward": 0.5}, False)
    # an API response's own `status` beside the conversation is no outcome
    assert (b.raw["outcome"], b.raw["success"]) == ({"resolved": True}, True)
    assert c.raw["success"] is False and "outcome" not in d.raw
    (a2, *_) = read_episodes(path, format="openai-chat", reward_threshold=0.5)
    assert a2.raw["success"] is True
    bad = _lines(tmp_path / "bad.jsonl", {"id": "a", "messages": chat, "success": "yes"})
    with pytest.raises(InputError, match=r"bad.jsonl:1: field `success`: expected true/false"):
        list(read_episodes(bad, format="openai-chat"))
