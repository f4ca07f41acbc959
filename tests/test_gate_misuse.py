"""API misuse of the gate refused at construction, and record targets that could hang or lose
episodes (issue 32, items 7, 8 and 11): every case names the parameter in one line."""

from __future__ import annotations

import json
import os
import socket
import threading
from pathlib import Path

import pytest

from uselessdetect.exceptions import ConfigurationError
from uselessdetect.gate import GateDecision, StopGate, filter_openai_tools, filter_tool_names

TRIPPED = GateDecision(5, True, ("finish",), "r", None)
DROP = GateDecision(5, True, None, "r", None, blocked=("search",))


def always(sample: object) -> bool:
    return True


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"strict": "no"}, "strict must be True or False, got 'no'"),
        ({"strict": 1}, "strict must be True or False"),
        ({"shadow": "yes"}, "shadow must be True or False"),
        ({"finish_action": None}, "finish_action must be a non-empty string, got None"),
        ({"finish_action": ""}, "finish_action must be a non-empty string"),
        ({"finish_action": 5}, "finish_action must be a non-empty string"),
        ({"tools": "search"}, "tools must be a list of names, got the string 'search'"),
        ({"tools": [5]}, "tools[0] must be a string, got int 5"),
        ({"tools": ["search", None]}, "tools[1] must be a string, got NoneType"),
        ({"tools": {"search": 1}}, "tools must be a list of names"),
        ({"tools": 3}, "tools must be a list of names"),
        ({"mode": None}, "mode must be one of finish_only, drop_tool"),
        ({"shadow_rules": "cusum"}, "shadow_rules must be a list of rules"),
        ({"shadow_rules": [5]}, "shadow_rules[0] must be a rule name"),
        ({"shadow_rules": ["page"]}, "rule must be one of run, cusum, sprt"),
        ({"shadow_rules": [{"h": 3}]}, "shadow_rules[0] has no 'rule' name"),
        ({"shadow_rules": ["cusum", "cusum"]}, "shadow_rules[1] repeats cusum(h=8, drift=0)"),
        ({"shadow_rules": ["run"]}, "the gate's own rule"),
    ],
)
def test_wrong_types_are_refused_at_construction_naming_the_parameter(
    kwargs: dict, needle: str
) -> None:
    with pytest.raises(ConfigurationError) as err:
        StopGate(always, **kwargs)
    assert needle in str(err.value) and "\n" not in str(err.value)


def test_tools_given_as_a_tuple_or_list_are_kept_in_order() -> None:
    gate = StopGate(always, k=1, mode="drop_tool", tools=("search", "lookup", "finish"))
    assert gate.observe("x").allowed == ("lookup", "finish")


@pytest.mark.parametrize(
    ("names", "needle"),
    [
        ("search", "names must be a list of names, got the string 'search'"),
        (None, "names must be a list of names, got NoneType"),
        (5, "names must be a list of names, got int"),
        ([None], "names[0] must be a string, got NoneType"),
        ([5], "names[0] must be a string, got int 5"),
    ],
)
def test_filter_tool_names_refuses_what_is_no_list_of_names(names: object, needle: str) -> None:
    with pytest.raises(ConfigurationError, match=needle.replace("[", r"\[").replace("]", r"\]")):
        filter_tool_names(names, TRIPPED)  # type: ignore[arg-type]


@pytest.mark.parametrize("decision", [None, "x", 5, {"tripped": True}])
def test_the_filters_refuse_what_is_no_decision(decision: object) -> None:
    with pytest.raises(ConfigurationError, match="decision must be a GateDecision"):
        filter_tool_names(["search"], decision)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="decision must be a GateDecision"):
        filter_openai_tools([], decision)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("tools", "needle"),
    [
        ("x", "tools must be a list of OpenAI-style tool dicts, got str"),
        ({"type": "function"}, "tools must be a list of OpenAI-style tool dicts, got dict"),
        ([None], r"tools\[0\] must be a tool dict, got NoneType"),
        (["search"], r"tools\[0\] must be a tool dict, got str"),
        ([{"type": "function"}], r"tools\[0\] has no tool name"),
        ([{"type": "function", "function": {"name": 5}}], r"tools\[0\] has no tool name"),
        (
            [{"type": "function", "function": {"name": "search"}}, {"function": "finish"}],
            r"tools\[1\] has no tool name",
        ),
    ],
)
def test_filter_openai_tools_never_silently_drops_every_tool(tools: object, needle: str) -> None:
    for decision in (TRIPPED, DROP, GateDecision(0, False, None, None, None)):
        with pytest.raises(ConfigurationError, match=needle):
            filter_openai_tools(tools, decision)  # type: ignore[arg-type]


def test_well_formed_tools_still_filter_as_before() -> None:
    chat = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    responses = [{"type": "function", "name": n} for n in ("search", "lookup")]
    assert filter_openai_tools(chat, TRIPPED)[0] == chat[1:]
    assert filter_openai_tools(responses, DROP) == ([responses[1]], None)
    assert filter_openai_tools(responses, TRIPPED) == ([], "none")
    assert filter_tool_names(("search", "lookup"), DROP) == ["lookup"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_fifo_without_a_reader_is_refused_at_construction(tmp_path: Path) -> None:
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(ConfigurationError, match="is not a regular file"):
        StopGate(always, record_to=fifo)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_path_that_becomes_a_fifo_later_fails_the_write_without_blocking(
    tmp_path: Path,
) -> None:
    target = tmp_path / "rec.jsonl"
    gate = StopGate(always, k=1, record_to=target)
    os.mkfifo(target)  # no reader: a blocking open would wait for ever
    gate.observe("text", episode="e")
    done: list[object] = []
    worker = threading.Thread(target=lambda: done.append(gate.end("e", answer="A")), daemon=True)
    worker.start()
    worker.join(timeout=10)
    assert done, "end() blocked on a FIFO without a reader"
    assert gate.recorder_ is not None and gate.recorder_.failures == 1


def test_a_socket_or_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match="is a folder"):
        StopGate(always, record_to=tmp_path)
    sock_path = tmp_path / "s.sock"
    sock = socket.socket(socket.AF_UNIX)
    try:
        sock.bind(str(sock_path))
        with pytest.raises(ConfigurationError, match="is not a regular file"):
            StopGate(always, record_to=sock_path)
    finally:
        sock.close()
    with pytest.raises(ConfigurationError, match="record_to must be a non-empty file path"):
        StopGate(always, record_to="")


def test_a_missing_folder_is_created_and_the_episode_is_kept(tmp_path: Path) -> None:
    target = tmp_path / "missing" / "dir" / "x.jsonl"
    gate = StopGate(always, k=1, record_to=str(target))
    assert target.parent.is_dir()  # created at construction
    gate.observe("text", episode="e")
    gate.end("e", answer="A")
    assert gate.recorder_ is not None and gate.recorder_.written == 1
    assert json.loads(target.read_text())["steps"][-1]["input"] == "A"


def test_a_folder_that_cannot_be_created_is_refused_at_construction(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    with pytest.raises(
        ConfigurationError, match=r"record_to .*x\.jsonl.* cannot (be used|create its folder)"
    ):
        StopGate(always, record_to=blocker / "sub" / "x.jsonl")
