"""DSPy: gate_react on a real dspy.ReAct driven by DSPy's own scripted LM (DummyLM)."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

pytest.importorskip("dspy", reason="needs the [dspy] extra")

import dspy  # noqa: E402
from dspy.utils import DummyLM  # noqa: E402
from tests._adapter_world import ANSWER, GOOD, QUESTION, THOUGHT, detector_down  # noqa: E402
from tests._adapter_world import failing as _failing  # noqa: E402
from tests._described import described_cases  # noqa: E402

from uselessdetect.exceptions import ConfigurationError  # noqa: E402
from uselessdetect.gate import StopGate  # noqa: E402
from uselessdetect.integrations.dspy import gate_react  # noqa: E402

EXTRACT = {"reasoning": "From the trajectory.", "answer": ANSWER}


def _turn(name: str, **args: Any) -> dict[str, Any]:
    return {"next_thought": THOUGHT, "next_tool_name": name, "next_tool_args": args, **EXTRACT}


def _lm(stubborn: bool = False, after: str = "finish") -> DummyLM:
    """Searches; the tool-aware one calls ``after`` once the gate says search stopped, and
    finishes once it read Scott Stapp's name (every answer carries the extract's fields)."""
    script = {} if stubborn else {ANSWER: _turn("finish")}
    if not stubborn:
        script["[The gate stopped search"] = _turn(after, query="Creed band founder")
    script["question"] = _turn("search", query="Creed band founder")
    return DummyLM(script)


def _react(gate: StopGate, source: Any, *extra: Any, max_iters: int = 8) -> Any:
    def search(query: str) -> str:
        """Search the encyclopedia."""
        return str(source(query))

    return gate_react(
        dspy.ReAct("question -> answer", tools=[search, *extra], max_iters=max_iters), gate
    )


def _run(react: Any, lm: DummyLM) -> Any:
    with dspy.context(lm=lm):
        return react(question=QUESTION)


@pytest.mark.parametrize("stubborn", [False, True], ids=["tool-aware", "stubborn"])
def test_run_ends_after_k_results_with_its_answer(stubborn: bool) -> None:
    gate, source = StopGate("lexical", k=2), _failing()
    react = _react(gate, source)
    pred = _run(react, _lm(stubborn))
    assert pred.answer == ANSWER and source.calls_ == 2
    state = pred.uselessdetect_gate
    assert state["tripped_by"] == ["search"] and state["blocked"] == (1 if stubborn else 0)
    names = [v for k, v in pred.trajectory.items() if k.startswith("tool_name")]
    assert names == ["search", "search", "finish"]
    if stubborn:  # the blocked turn became finish, and says why
        assert "search was not run" in pred.trajectory["thought_2"]
    else:
        assert "[The gate stopped search" in pred.trajectory["observation_1"]
    second = _run(react, _lm(stubborn))
    assert source.calls_ == 4 and second.uselessdetect_gate["episode"] != state["episode"]


def test_drop_tool_leaves_the_other_tools_and_stops_a_stubborn_model() -> None:
    looked: list[str] = []

    def lookup(query: str) -> str:
        """Look a name up."""
        looked.append(query)
        return GOOD

    gate, source = StopGate("lexical", k=2, mode="drop_tool"), _failing()
    pred = _run(_react(gate, source, lookup), _lm(after="lookup"))
    assert pred.answer == ANSWER and source.calls_ == 2 and looked == ["Creed band founder"]
    assert "search is removed" in pred.trajectory["observation_1"]
    assert pred.uselessdetect_gate["blocked"] == 0
    source = _failing()
    pred = _run(_react(StopGate("lexical", k=2, mode="drop_tool"), source, lookup), _lm(True))
    assert source.calls_ == 2 and pred.uselessdetect_gate["blocked"] == 1


def test_shadow_mode_only_records_what_it_would_do() -> None:
    gate, source = StopGate("lexical", k=2, shadow=True), _failing()
    pred = _run(_react(gate, source, max_iters=4), _lm(stubborn=True))
    assert source.calls_ == 4 and pred.answer == ANSWER  # DSPy's own cap: max_iters
    state = pred.uselessdetect_gate
    assert state["shadow"] and state["would_trip_at"] == 2 and state["blocked"] == 0
    assert "[The gate stopped" not in str(pred.trajectory)  # the model is told nothing


def test_a_working_tool_is_let_be() -> None:
    source = _failing(GOOD)
    pred = _run(_react(StopGate("lexical", k=2), source, max_iters=4), _lm())
    assert source.calls_ == 1 and not pred.uselessdetect_gate["tripped_by"]  # read the name


@pytest.mark.parametrize("asynchronous", [False, True], ids=["sync", "async"])
def test_a_tool_that_raises_is_a_useless_result(asynchronous: bool) -> None:
    called: list[str] = []

    def down(query: str) -> Any:
        called.append(query)
        raise ConnectionError("search backend down")

    async def asearch(query: str) -> Any:
        """Search the encyclopedia."""
        return down(query)

    def search(query: str) -> Any:
        """Search the encyclopedia."""
        return down(query)

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    tool = dspy.Tool(asearch if asynchronous else search, name="search")
    react = gate_react(dspy.ReAct("question -> answer", tools=[tool]), gate)
    if asynchronous:
        with dspy.context(lm=_lm()):
            pred = asyncio.run(react.acall(question=QUESTION))
    else:
        pred = _run(react, _lm())
    assert pred.answer == ANSWER and len(called) == 2  # told at the trip, it answered
    assert pred.uselessdetect_gate["blocked"] == 0
    steps = [s for s in records[0]["steps"] if s["action"] == "search"]
    assert len(steps) == 2 and all(s["error"] is True for s in steps)
    assert "search backend down" in steps[0]["observation"]
    said = pred.trajectory["observation_1"]  # DSPy shows the error, and the gate's notice
    assert "search backend down" in said and "[The gate stopped search" in said


def test_record_to_writes_each_run_with_labels_and_answer() -> None:
    records: list[dict[str, Any]] = []
    gate, source = StopGate("lexical", k=2, record_to=records.append), _failing()
    react = _react(gate, source)
    _run(react, _lm(stubborn=True))
    _run(react, _lm())
    assert len(records) == 2 and records[0]["id"] != records[1]["id"]
    first = records[0]
    assert first["question"] == QUESTION and first["gate"]["blocked"] == 1
    assert first["steps"][-1]["action"] == "finish" and first["steps"][-1]["input"] == ANSWER
    searched = [s for s in first["steps"] if s["action"] == "search"]
    assert [s.get("label") for s in searched[:2]] == [1, 1]  # FailingSource's labels
    assert searched[0]["thought"] == THOUGHT and searched[0]["input"] == "Creed band founder"


def test_a_run_that_raises_is_closed_with_its_error() -> None:
    class Down(dspy.ChatAdapter):
        def __call__(self, *args: Any, **kwargs: Any) -> Any:
            raise ConnectionError("model server down")

    records: list[dict[str, Any]] = []
    gate = StopGate("lexical", k=2, record_to=records.append)
    react = _react(gate, _failing())
    with pytest.raises(ConnectionError), dspy.context(lm=_lm(), adapter=Down()):
        react(question=QUESTION)
    assert len(records) == 1 and "model server down" in records[0]["error"]
    assert not gate.state(records[0]["id"])["observed"]  # closed: its counters are gone


def test_a_detector_that_raises_never_reaches_dspy(caplog: pytest.LogCaptureFixture) -> None:
    gate, source = StopGate(detector_down, k=2), _failing()
    with caplog.at_level(logging.WARNING):
        pred = _run(_react(gate, source, max_iters=3), _lm(stubborn=True))
    assert source.calls_ == 3 and pred.answer == ANSWER
    assert pred.uselessdetect_gate["detector_errors"] == 3


def test_async_runs_are_episodes_of_their_own() -> None:
    gate = StopGate("lexical", k=2)
    source = _failing()

    async def search(query: str) -> str:
        """Search the encyclopedia."""
        await asyncio.sleep(0)
        return str(source(query))

    react = gate_react(dspy.ReAct("question -> answer", tools=[search]), gate)

    async def both() -> list[Any]:
        with dspy.context(lm=_lm(stubborn=True)):
            return list(await asyncio.gather(*(react.acall(question=QUESTION) for _ in "ab")))

    preds = asyncio.run(both())
    states = [p.uselessdetect_gate for p in preds]
    assert source.calls_ == 4 and [s["blocked"] for s in states] == [1, 1]
    assert [s["runs"] for s in states] == [{"search": 2}] * 2
    assert states[0]["episode"] != states[1]["episode"]


def test_bad_arguments_say_what_was_given() -> None:
    with pytest.raises(ConfigurationError, match="react must be a dspy.ReAct, got str"):
        gate_react("react", StopGate("lexical"))  # type: ignore[arg-type]
    react = _react(StopGate("lexical"), _failing())
    with pytest.raises(ConfigurationError, match="gate must be a StopGate, got int"):
        gate_react(react, 2)  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="gated already"):
        gate_react(react, StopGate("lexical"))


def test_without_the_extra_the_import_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import importlib
    import sys

    from uselessdetect.exceptions import MissingDependencyError

    monkeypatch.setitem(sys.modules, "dspy", None)  # as if not installed
    monkeypatch.delitem(sys.modules, "uselessdetect.integrations._dspy", raising=False)
    with pytest.raises(MissingDependencyError, match=r"uselessdetect\[dspy\]"):
        importlib.import_module("uselessdetect.integrations._dspy")


# ------------------------------------------------------- descriptions and earlier results
def _described_tool(name: str, doc: str, run: Any) -> Any:
    run.__name__, run.__doc__ = name, doc  # DSPy names and describes a tool by them
    return run


def _calling(name: str) -> DummyLM:
    """Calls ``name`` until the gate says it stopped it, then finishes."""
    return DummyLM(
        {"[The gate stopped": _turn("finish"), "question": _turn(name, query="Creed band founder")}
    )


def _drive(gate: StopGate, tool: Any, prefer: tuple[str, ...] | None) -> None:
    react = dspy.ReAct("question -> answer", tools=[tool], max_iters=4 if prefer else 8)
    _run(gate_react(react, gate), _calling(prefer[0] if prefer else "search"))


_cases = described_cases(_described_tool, _drive)
test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats
