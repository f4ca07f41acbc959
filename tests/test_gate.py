"""StopGate: counting, modes, isolation under threads, the never-raise rule, tool-list helpers."""

from __future__ import annotations

import logging
import threading

import pytest

from uselessdetect import Judgment, Sample, Verdict, make_detector
from uselessdetect.exceptions import ConfigurationError, NotFittedError
from uselessdetect.gate import (
    GateDecision,
    StopGate,
    filter_openai_tools,
    filter_tool_names,
)

U, F, N = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN


def given(k: int = 3, **kw: object) -> StopGate:
    return StopGate(lambda s: s.label, k=k, **kw)  # type: ignore[arg-type]


def test_run_counts_resets_and_ignores_unknown() -> None:
    gate = given(k=3)
    runs = [gate.observe(v).run for v in (U, U, N, F, U, N, U)]
    assert runs == [1, 2, 2, 0, 1, 1, 2]
    assert not gate.decision().tripped


def test_trips_at_exactly_k_and_stays_tripped() -> None:
    gate = given(k=3)
    ds = [gate.observe(v, episode="e") for v in (U, U, U)]
    assert [d.tripped for d in ds] == [False, False, True]
    assert ds[1].allowed is None and ds[2].allowed == ("finish",)
    assert ds[2].reason == "3 consecutive results from `search` judged useless by given"
    later = gate.observe(F, episode="e")  # a trip lasts for the episode
    assert later.tripped and later.run == 0 and later.allowed == ("finish",)
    gate.reset("e")
    assert not gate.decision("e").tripped


def test_callable_detector_on_samples_and_reason_names_it() -> None:
    def judge(sample: Sample) -> bool:
        return "nothing" in sample.observation

    gate = StopGate(judge, k=2)
    for _ in range(2):
        d = gate.observe({"question": "Q?", "observation": "nothing here"}, episode="x")
    assert d.tripped and "judged useless by judge" in (d.reason or "")
    assert d.judgment is not None and d.judgment.verdict is U


def test_registry_detector_is_fitted_and_judges() -> None:
    gate = StopGate("lexical", k=1)
    d = gate.observe(
        Sample(question="Who founded Creed?", query="Creed", observation="Weather in Oslo: rain.")
    )
    assert d.tripped and d.judgment is not None and d.judgment.detector == "lexical"
    # a fitted detector object is used as is
    det = make_detector("lexical").fit([])
    assert StopGate(det).detector is det


def test_unfittable_detector_is_refused_at_construction() -> None:
    class NeedsData:
        pass

    with pytest.raises(ConfigurationError):
        StopGate(NeedsData(), k=2)  # type: ignore[arg-type]

    from uselessdetect.detectors import Detector

    class Trained(Detector):
        name = "trained"

        def _fit(self, samples: list, y: object) -> None:
            if not samples:
                raise ConfigurationError("needs training data")

    with pytest.raises(NotFittedError, match="fit it first"):
        StopGate(Trained())


@pytest.mark.parametrize("bad", [{"k": 0}, {"k": 2.5}, {"mode": "stop"}])
def test_bad_parameters(bad: dict) -> None:
    with pytest.raises(ConfigurationError):
        given(**bad)


def test_drop_tool_mode_removes_only_the_failing_source() -> None:
    gate = given(k=2, mode="drop_tool", tools=["search", "backup_search", "finish"])
    gate.observe(U, source="search", episode="e")
    gate.observe(U, source="backup_search", episode="e")
    d = gate.observe(U, source="search", episode="e")
    assert d.tripped and d.blocked == ("search",)
    assert d.allowed == ("backup_search", "finish")
    assert d.permits("backup_search") and not d.permits("search")
    d = gate.observe(U, source="backup_search", episode="e")
    assert d.allowed == ("finish",)
    no_list = given(k=1, mode="drop_tool").observe(U, source="search")
    assert no_list.allowed is None and no_list.blocked == ("search",)
    assert no_list.permits("lookup") and not no_list.permits("search")


def test_counters_are_per_episode_and_source() -> None:
    gate = given(k=2)
    gate.observe(U, source="search", episode="a")
    assert gate.observe(U, source="lookup", episode="a").run == 1
    assert gate.observe(U, source="search", episode="b").run == 1
    assert gate.observe(U, source="search", episode="a").tripped
    assert not gate.decision("b").tripped
    assert gate.state("a")["runs"] == {"search": 2, "lookup": 1}
    assert set(gate.state()) == {"a", "b"}


def test_many_threads_keep_episodes_apart() -> None:
    gate = given(k=1000)
    n_threads, n_obs = 16, 400
    errors: list[BaseException] = []

    def work(i: int) -> None:
        try:
            eg = gate.episode(f"ep{i % 8}")  # two threads share each episode
            for j in range(n_obs):
                eg.observe(U, source=f"s{j % 2}")
        except BaseException as exc:  # pragma: no cover - surfaced below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(n_threads)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert not errors
    for e in range(8):
        st = gate.state(f"ep{e}")
        assert st["runs"] == {"s0": n_obs, "s1": n_obs} and st["observed"] == 2 * n_obs


def test_threads_trip_each_episode_exactly_once() -> None:
    gate = given(k=50)
    trips: list[str] = []
    lock = threading.Lock()

    def work(i: int) -> None:
        for _ in range(100):
            d = gate.observe(U, episode=f"e{i}")
            if d.tripped and d.run == 50:
                with lock:
                    trips.append(d.episode)

    threads = [threading.Thread(target=work, args=(i,)) for i in range(12)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(trips) == sorted(f"e{i}" for i in range(12))


def test_detector_error_never_escapes_and_counts_unknown(caplog: pytest.LogCaptureFixture) -> None:
    calls = iter([True, RuntimeError("backend down"), True])

    def flaky(sample: Sample) -> bool:
        v = next(calls)
        if isinstance(v, Exception):
            raise v
        return v

    gate = StopGate(flaky, k=2)
    s = {"question": "Q", "observation": "O"}
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        runs = [gate.observe(s) for _ in range(3)]
    assert [d.run for d in runs] == [1, 1, 2]
    assert runs[1].judgment is not None and runs[1].judgment.verdict is N
    assert runs[1].error == "RuntimeError: backend down"
    assert runs[2].tripped
    assert "failed" in caplog.text


def test_bad_return_type_counts_unknown_and_strict_raises() -> None:
    gate = StopGate(lambda s: 0.7, k=1)  # a score is not a verdict
    d = gate.observe({"question": "Q", "observation": "O"})
    assert d.run == 0 and d.error is not None and d.error.startswith("TypeError")
    strict = StopGate(lambda s: 1 / 0, k=1, strict=True)
    with pytest.raises(ZeroDivisionError):
        strict.observe({"question": "Q", "observation": "O"})


def test_verdicts_judgments_and_booleans_are_accepted() -> None:
    gate = given(k=10)
    assert gate.observe(Judgment(U, 0.9, "mine")).judgment.detector == "mine"  # type: ignore[union-attr]
    assert gate.observe(True).run == 2
    assert gate.observe("unknown").run == 2
    assert gate.observe(None).run == 2
    assert gate.observe(False).run == 0
    text = gate.observe("garbage")  # not a verdict word: judged as an (unlabeled) observation
    assert text.judgment.verdict is Verdict.UNKNOWN and text.run == 0 and text.error is None  # type: ignore[union-attr]


def test_decision_to_dict_is_json_ready() -> None:
    import json

    gate = given(k=1)
    d = gate.observe(U, episode="q", source="search")
    out = json.loads(json.dumps(d.to_dict()))
    assert out["tripped"] and out["allowed"] == ["finish"] and out["episode"] == "q"
    assert out["judgment"]["verdict"] == "useless"


TRIPPED = GateDecision(5, True, ("finish",), "r", None)
OPEN = GateDecision(1, False, None, None, None)


def test_filter_tool_names() -> None:
    names = ["search", "lookup", "finish"]
    assert filter_tool_names(names, OPEN) == names
    assert filter_tool_names(names, TRIPPED) == ["finish"]
    drop = GateDecision(5, True, None, "r", None, blocked=("search",))
    assert filter_tool_names(names, drop) == ["lookup", "finish"]


def test_filter_openai_tools_chat_and_responses_shapes() -> None:
    chat = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    kept, choice = filter_openai_tools(chat, OPEN)
    assert kept == chat and choice is None
    kept, choice = filter_openai_tools(chat, TRIPPED)
    assert kept == [chat[1]]
    assert choice == {"type": "function", "function": {"name": "finish"}}
    resp = [{"type": "function", "name": n} for n in ("search", "finish")]
    kept, choice = filter_openai_tools(resp, TRIPPED)
    assert kept == [resp[1]] and choice == {"type": "function", "name": "finish"}
    kept, choice = filter_openai_tools(chat[:1], TRIPPED)  # no finish tool: answer in text
    assert kept == [] and choice == "none"
    drop = GateDecision(5, True, None, "r", None, blocked=("search",))
    kept, choice = filter_openai_tools(chat, drop)
    assert kept == [chat[1]] and choice is None


def _gate_section_blocks() -> list[str]:
    import re
    from pathlib import Path

    page = (Path(__file__).resolve().parents[1] / "docs" / "gate.md").read_text(encoding="utf-8")
    return re.findall(r"```python\n(.*?)```", page, re.DOTALL)


def _run(code: str) -> str:
    import contextlib
    import io

    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "docs/gate.md", "exec"), {"__name__": "__docs__"})
    return out.getvalue()


def test_docs_gate_examples_run_and_print_what_the_text_says() -> None:
    blocks = _gate_section_blocks()
    react = next(b for b in blocks if "filter_tool_names" in b)
    openai = next(b for b in blocks if "filter_openai_tools" in b)
    assert len(react.strip().splitlines()) <= 25 and len(openai.strip().splitlines()) <= 35
    assert _run(react).strip() == (
        "answered 'Scott Stapp' at action 4: "
        "3 consecutive results from `search` judged useless by lexical"
    )
    assert _run(openai).strip() == "answer: Scott Stapp after 2 searches"
    for block in blocks:
        _run(block)  # every other example in the section runs too


def test_integer_episode_ids_reset_and_report_like_strings() -> None:
    gate = StopGate(lambda s: True, k=2)
    gate.observe({"observation": "x"}, episode=1)
    assert gate.observe({"observation": "x"}, episode=1).tripped
    assert "1" in gate.state()
    gate.reset(1)
    assert not gate.observe({"observation": "x"}, episode=1).tripped


def test_numpy_verdicts_from_a_callable_count() -> None:
    import numpy as np

    for verdict in (np.float64(0.9) > 0.5, np.int64(1)):
        gate = StopGate(lambda s, v=verdict: v, k=2)
        gate.observe({"observation": "x"})
        assert gate.observe({"observation": "x"}).tripped


def test_a_plain_string_is_judged_as_the_observation() -> None:
    gate = StopGate("lexical", k=2)
    gate.observe("Could not find [X].")
    decision = gate.observe("No results found.")
    assert decision.tripped and decision.error is None
    assert gate.observe("useful").run == 0  # the verdict words still read as verdicts
