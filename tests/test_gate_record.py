"""Shadow mode and the episode recorder of StopGate: what is recorded, and that it is safe."""

from __future__ import annotations

import io
import json
import logging
import multiprocessing
import os
import threading
from pathlib import Path
from typing import Any

import pytest

from uselessdetect import Verdict
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.gate import (
    EpisodeRecorder,
    StopGate,
    filter_openai_tools,
    filter_tool_names,
    label_scope,
    note_label,
    take_label,
)
from uselessdetect.io import read_episodes

U, F, N = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN


def judged(sample: Any) -> bool:
    return "nothing" in sample.observation


def result(obs: str, query: str = "q", question: str = "Who?") -> dict[str, str]:
    return {"question": question, "query": query, "observation": obs}


# ------------------------------------------------------------------ shadow mode
@pytest.mark.parametrize("mode", ["finish_only", "drop_tool"])
def test_shadow_counts_like_enforcing_and_never_restricts(mode: str) -> None:
    seq = [U, U, F, U, U, U, N, U, F]
    live = StopGate(lambda s: s, k=3, mode=mode, tools=["search", "finish"])
    shadow = StopGate(lambda s: s, k=3, mode=mode, tools=["search", "finish"], shadow=True)
    for v in seq:
        a, b = live.observe(v, episode="e"), shadow.observe(v, episode="e")
        assert (a.run, a.reason, a.judgment) == (b.run, b.reason, b.judgment)
        assert a.would_trip == a.tripped  # enforcing: the same thing
        assert b.would_trip == a.tripped and not b.tripped
        assert b.allowed is None and b.blocked == () and b.permits("search")
    d = shadow.decision("e")
    assert d.would_trip and not d.tripped and d.reason and "3 consecutive" in d.reason
    assert filter_tool_names(["search", "finish"], d) == ["search", "finish"]
    tools = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    assert filter_openai_tools(tools, d) == (tools, None)
    # trips at result 6 (U U F U U U): 1-based step numbers
    assert live.state("e")["tripped_at"] == live.state("e")["would_trip_at"] == 6
    assert shadow.state("e")["tripped_at"] is None and shadow.state("e")["would_trip_at"] == 6


def test_would_trip_is_in_the_logged_decision_and_shadow_is_checked() -> None:
    d = StopGate(lambda s: True, k=1, shadow=True).observe("x")
    assert d.to_dict()["would_trip"] is True and d.to_dict()["tripped"] is False
    with pytest.raises(ConfigurationError):
        StopGate(judged, shadow="yes")  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="record_to"):
        StopGate(judged, record_to=42)  # type: ignore[arg-type]


# ------------------------------------------------------------------- recording
def test_recorded_episode_has_every_step_judgment_answer_and_gate_block(tmp_path: Path) -> None:
    path = tmp_path / "rec.jsonl"
    gate = StopGate(judged, k=2, record_to=path)
    gate.begin("q1", question="Who founded Creed?", model="fake", budget=8)
    gate.observe(result("Creed is a band.", "Creed"), episode="q1", step={"thought": "T1"})
    gate.observe(result("nothing", "Creed band"), episode="q1", step={"thought": "T2", "x": 7})
    gate.observe(result("nothing", "Stapp"), episode="q1", step={"thought": "T3", "label": 1})
    gate.record_blocked("q1", source="search", input="again", thought="T4")
    ep = gate.end("q1", answer="Scott Stapp", step={"thought": "I answer."})
    assert ep is not None
    lines = path.read_text().splitlines()
    assert len(lines) == 1 and json.loads(lines[0]) == ep
    assert ep["question"] == "Who founded Creed?" and ep["model"] == "fake" and ep["budget"] == 8
    steps = ep["steps"]
    assert [s["action"] for s in steps] == ["search"] * 4 + ["finish"]
    assert [s["input"] for s in steps] == ["Creed", "Creed band", "Stapp", "again", "Scott Stapp"]
    assert [s["thought"] for s in steps] == ["T1", "T2", "T3", "T4", "I answer."]
    assert steps[0]["judgments"] == {"judged": {"verdict": "useful", "score": 0.0}}
    assert steps[1]["judgments"]["judged"]["verdict"] == "useless" and steps[1]["x"] == 7
    assert steps[2]["label"] == 1 and "label" not in steps[0]
    assert steps[3]["blocked"] is True and steps[3]["observation"].startswith("Not run")
    assert "judgments" not in steps[3]
    g = ep["gate"]
    assert (g["k"], g["mode"], g["shadow"], g["tripped_at"], g["would_trip_at"]) == (
        2,
        "finish_only",
        False,
        3,
        3,
    )
    assert (g["observed"], g["blocked"], g["steps"], g["detector"]) == (3, 1, 4, "judged")
    assert "error" not in ep
    # the recording is an episodes file as the readers know it
    (back,) = list(read_episodes(path))
    assert back.id == ep["id"] and len(back.steps) == 5 and back.answered
    # the episode's state is forgotten: a new run with the same name starts afresh
    assert gate.state("q1")["observed"] == 0


def test_question_from_the_first_sample_and_ids_never_repeat() -> None:
    got: list[dict[str, Any]] = []
    gate = StopGate(judged, k=5, record_to=got.append, shadow=True)
    for _ in range(3):
        gate.observe(result("text", question="Q from sample"), episode="same")
        gate.end("same")
    assert [e["question"] for e in got] == ["Q from sample"] * 3
    assert len({e["id"] for e in got}) == 3 and all(e["id"].startswith("same#") for e in got)
    assert got[0]["gate"]["shadow"] is True and "finish" not in [
        s["action"] for s in got[0]["steps"]
    ]
    hexid = "0123456789abcdef0123456789abcdef"
    gate.observe("text", episode=hexid)
    assert gate.end(hexid)["id"] == hexid  # type: ignore[index]  # a uuid4 hex is kept
    assert gate.end("never-seen") is None  # nothing to record
    assert len(got) == 4


def test_error_marks_the_run_and_a_given_verdict_is_recorded() -> None:
    buf = io.StringIO()
    gate = StopGate(judged, k=5, record_to=buf)
    gate.observe({"verdict": "useless", "score": 0.8}, episode="e", step={"observation": "o"})
    gate.observe("Plain text result", episode="e")  # a plain string is the observation to judge
    ep = gate.end("e", error=RuntimeError("model crashed"))
    assert ep is not None and ep["error"] == "RuntimeError: model crashed"
    assert ep["steps"][0]["judgments"] == {"given": {"verdict": "useless", "score": 0.8}}
    assert ep["steps"][0]["observation"] == "o"
    assert ep["steps"][1]["observation"] == "Plain text result"
    assert json.loads(buf.getvalue()) == ep


def test_detector_error_is_recorded_as_unknown_with_its_message() -> None:
    def broken(sample: Any) -> bool:
        raise ValueError("boom")

    got: list[dict[str, Any]] = []
    gate = StopGate(broken, k=2, record_to=got.append)
    gate.observe(result("x"), episode="e")
    gate.end("e")
    j = got[0]["steps"][0]["judgments"]["broken"]
    assert j["verdict"] == "unknown" and "boom" in j["error"]
    assert got[0]["gate"]["detector_errors"] == 1


def test_without_record_to_nothing_is_kept_but_end_still_closes() -> None:
    gate = StopGate(judged, k=1)
    gate.observe(result("nothing"), episode="e")
    ep = gate.end("e", answer="A")
    assert ep is not None and ep["steps"] == [{"thought": "", "action": "finish", "input": "A"}]
    assert ep["gate"]["tripped_at"] == 1 and gate.state() == {}  # forgotten


# ---------------------------------------------------------------------- labels
def test_labels_noted_by_a_failing_tool_reach_the_recorded_step() -> None:
    got: list[dict[str, Any]] = []
    gate = StopGate(judged, k=9, record_to=got.append)

    def run() -> None:
        with label_scope():
            for lab in (1, 0, 1):
                note_label("search", lab)
                gate.observe(result("x"), source="search", episode="e")
            note_label("lookup", 1)  # another tool's label is not taken by `search`
            gate.observe(result("x"), source="search", episode="e")
            assert take_label("lookup") == 1

    run()
    gate.end("e")
    assert [s.get("label") for s in got[0]["steps"]] == [1, 0, 1, None]


def test_a_label_noted_in_a_copied_context_reaches_the_caller() -> None:
    import contextvars

    with label_scope():
        ctx = contextvars.copy_context()
        t = threading.Thread(target=ctx.run, args=(note_label, "copied", 1))
        t.start()
        t.join()
        assert take_label("copied") == 1
        ctx.run(note_label, "copied", 0)
    assert take_label("copied") is None  # the scope is gone, and its label with it


def test_a_label_whose_result_was_never_observed_is_not_lent_to_a_later_step() -> None:
    got: list[dict[str, Any]] = []
    gate = StopGate(judged, k=9, record_to=got.append)
    with label_scope():
        note_label("search", 1, "a failure nobody observed")
        note_label("search", 0, "Creed is a band.")
        gate.observe(result("Creed is a band."), episode="e")
        gate.observe(result("another result"), episode="e")  # no label noted for it
        note_label("search", 1, "nothing")
        gate.observe(result("nothing"), episode="e", step={"label": 0})  # a given label wins
    gate.end("e")
    assert [s.get("label") for s in got[0]["steps"]] == [0, None, 0]


# ------------------------------------------------------------ safety of writes
def test_sixteen_concurrent_runs_on_one_gate_lose_and_interleave_nothing(tmp_path: Path) -> None:
    path = tmp_path / "many.jsonl"
    gate = StopGate(judged, k=3, record_to=path)
    n_steps = 40
    barrier = threading.Barrier(16)

    def run(i: int) -> None:
        barrier.wait()
        ep = f"run{i}"
        gate.begin(ep, question=f"Q{i}", worker=i)
        for t in range(n_steps):
            obs = "nothing" if t % 4 else f"useful {i}/{t} " + "x" * 2000
            gate.observe(result(obs, query=f"{i}:{t}"), episode=ep)
        gate.end(ep, answer=f"A{i}")

    threads = [threading.Thread(target=run, args=(i,)) for i in range(16)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    eps = [json.loads(line) for line in path.read_text().splitlines()]
    assert sorted(e["worker"] for e in eps) == list(range(16))
    assert len({e["id"] for e in eps}) == 16
    for e in eps:
        i = e["worker"]
        assert e["question"] == f"Q{i}"
        assert [s["input"] for s in e["steps"]] == [f"{i}:{t}" for t in range(n_steps)] + [f"A{i}"]
        assert e["gate"]["observed"] == n_steps and e["gate"]["tripped_at"] == 4
    assert gate.recorder_ is not None and gate.recorder_.written == 16


def _append_from_process(path: str, tag: int) -> None:
    gate = StopGate(judged, k=2, record_to=path)
    for _ in range(10):
        gate.observe(result("nothing " + "y" * 5000), episode="shared-name")
        gate.end("shared-name", answer=str(tag))


def test_processes_appending_to_one_file_keep_lines_whole_and_ids_distinct(
    tmp_path: Path,
) -> None:
    path = str(tmp_path / "procs.jsonl")
    ctx = multiprocessing.get_context("fork")
    procs = [ctx.Process(target=_append_from_process, args=(path, i)) for i in range(4)]
    for p in procs:
        p.start()
    for p in procs:
        p.join()
    eps = [json.loads(line) for line in Path(path).read_text().splitlines()]
    assert len(eps) == 40 and len({e["id"] for e in eps}) == 40
    assert sorted(e["steps"][-1]["input"] for e in eps) == sorted([str(i) for i in range(4)] * 10)
    assert all(len(e["steps"]) == 2 for e in eps)


def test_a_failing_disk_write_logs_counts_and_never_raises(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    target = tmp_path / "rec.jsonl"
    gate = StopGate(judged, k=1, record_to=target)
    target.mkdir()  # a folder now: the open fails at write time
    gate.observe(result("nothing"), episode="e")
    with caplog.at_level(logging.ERROR, logger="uselessdetect.gate"):
        ep = gate.end("e", answer="A")
    assert ep is not None and ep["steps"][-1]["input"] == "A"  # the run goes on
    assert gate.recorder_ is not None and gate.recorder_.failures == 1
    assert "could not record episode" in caplog.text


def test_a_short_write_leaves_no_half_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "full.jsonl"
    rec = EpisodeRecorder(path)
    assert rec.write({"id": "first", "question": "", "steps": []})
    real_write = os.write
    calls = {"n": 0}

    def disk_fills(fd: int, data: bytes) -> int:
        calls["n"] += 1
        if calls["n"] == 1:
            return real_write(fd, data[: len(data) // 2])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "write", disk_fills)
    with caplog.at_level(logging.ERROR, logger="uselessdetect.gate"):
        assert not rec.write({"id": "second", "question": "", "steps": [], "pad": "z" * 999})
    monkeypatch.setattr(os, "write", real_write)
    assert rec.write({"id": "third", "question": "", "steps": []})
    ids = [json.loads(line)["id"] for line in path.read_text().splitlines()]
    assert ids == ["first", "third"] and rec.failures == 1 and rec.written == 2


def test_a_raising_file_object_or_callable_never_breaks_the_run() -> None:
    class Broken(io.StringIO):
        def write(self, s: str) -> int:
            raise OSError("disk gone")

    for target in (Broken(), lambda ep: 1 / 0):
        gate = StopGate(judged, k=1, record_to=target)
        d = gate.observe(result("nothing"), episode="e")
        assert d.tripped
        assert gate.end("e", answer="A") is not None
        assert gate.recorder_ is not None and gate.recorder_.failures == 1


# ------------------------------------------------- threads that go on, context fields
def test_keep_records_a_run_and_keeps_the_counters_for_the_next() -> None:
    got: list[dict[str, Any]] = []
    gate = StopGate(judged, k=2, record_to=got.append)
    gate.begin("t1", question="first question")
    for _ in range(2):
        gate.observe(result("nothing"), episode="t1")
    gate.end("t1", answer="A1", keep=True)
    assert gate.decision("t1").tripped  # the trip lasts for the thread
    gate.begin("t1", question="second question")
    gate.record_blocked("t1", source="search", input="again")
    gate.end("t1", answer="A2", keep=True)
    first, second = got
    assert first["gate"]["tripped_at"] == 2 and first["question"] == "first question"
    assert second["question"] == "second question" and second["gate"]["tripped_at"] == 0
    assert [s["action"] for s in second["steps"]] == ["search", "finish"]
    assert first["id"] != second["id"] and all(r["id"].startswith("t1#") for r in got)
    hexid = "ab" * 16  # a uuid-like name still gets a suffix when the thread goes on
    gate.observe("x", episode=hexid)
    assert gate.end(hexid, keep=True)["id"].startswith(hexid + "#")  # type: ignore[index]


def test_record_fields_nest_and_begin_and_end_fields_win() -> None:
    from uselessdetect.gate import record_fields

    got: list[dict[str, Any]] = []
    gate = StopGate(judged, k=2, record_to=got.append)
    with record_fields(budget=8, model="m", regime="clean"):
        with record_fields(regime="persistent"):
            gate.begin("e", question="Q", model="given")
            gate.observe(result("x"), episode="e")
        gate.end("e", correct=True)
    gate.observe(result("x"), episode="plain")
    gate.end("plain")
    (ep, plain) = got
    assert (ep["budget"], ep["regime"], ep["model"], ep["correct"]) == (
        8,
        "persistent",
        "given",
        True,
    )
    assert "budget" not in plain and "regime" not in plain
