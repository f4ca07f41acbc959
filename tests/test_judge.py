"""The judge detector with fake judges: answer forms, failures, concurrency, cache, the gate."""

from __future__ import annotations

import asyncio
import pickle
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import numpy as np
import pytest
from sklearn.base import clone
from tests import fakes

from uselessdetect import ConfigurationError, Sample, StopGate, Verdict, make_detector
from uselessdetect.detectors import DEFAULT_TEMPLATE, JudgeDetector, render_prompt

ROOT = Path(__file__).resolve().parents[1]

GOLD = Sample("Who founded Creed?", "Creed: Creed was founded by Scott Stapp.", query="Creed")
INJECTED = Sample("Who founded Creed?", "Ariel (Disney): a mermaid.", query="Creed")
NONE = Sample("Who directed Jaws?", "Could not find Jaws film. Similar: ['Jaws']", query="Jaws")


def numbered(n: int) -> list[Sample]:
    """Samples whose prompt carries their index; odd ones are useless to oracle_like."""
    return [
        Sample(
            f"Question {i}?",
            f"Page {i}: text." if i % 2 == 0 else f"Other: {i}.",
            query=f"Page {i}",
        )
        for i in range(n)
    ]


def index_of(prompt: str) -> int:
    """The index of a :func:`numbered` sample's prompt (0 for other prompts)."""
    return int(prompt.split("Question ")[1].split("?")[0]) if "Question " in prompt else 0


class Recorder:
    """A sync judge that records the most calls in flight at once."""

    def __init__(self, delay: float = 0.02) -> None:
        self.delay, self.now, self.most, self.calls = delay, 0, 0, 0
        self.lock = threading.Lock()

    def __call__(self, prompt: str) -> str:
        with self.lock:
            self.now += 1
            self.calls += 1
            self.most = max(self.most, self.now)
        time.sleep(self.delay * (1 + index_of(prompt) % 3))  # finish out of order
        with self.lock:
            self.now -= 1
        return fakes.oracle_like(prompt)


def test_text_float_logprob_and_chat_judges_agree() -> None:
    X = [GOLD, INJECTED, NONE]
    for fn in (fakes.oracle_like, fakes.chat_oracle_like, fakes.async_oracle_like):
        det = make_detector("judge", judge=fn).fit([])
        assert [j.verdict for j in det.judge_many(X)] == [
            Verdict.USEFUL,
            Verdict.USELESS,
            Verdict.USELESS,
        ]
        assert det.predict_proba(X)[:, 1].tolist() == [0.0, 1.0, 1.0]
    det = JudgeDetector(fakes.logprob_oracle_like).fit([])
    np.testing.assert_allclose(det.predict_proba(X)[:, 1], [0.1, 0.9, 0.9])
    det = JudgeDetector(lambda prompt: 0.3 if "Scott" in prompt else 0.8).fit([])
    np.testing.assert_allclose(det.predict_proba([GOLD, INJECTED])[:, 1], [0.3, 0.8])


def test_the_chat_judge_receives_one_user_message_with_the_prompt() -> None:
    seen = []

    def chat(messages: list[dict[str, str]]) -> str:
        seen.append(messages)
        return "useless"

    JudgeDetector(chat).fit([]).judge(INJECTED)
    assert seen == [[{"role": "user", "content": render_prompt(INJECTED)}]]


def test_unparsed_answers_abstain_and_are_counted() -> None:
    answers = {"Scott": "I'm sorry, I cannot help with that.", "Ariel": ""}
    det = JudgeDetector(lambda p: next(v for k, v in answers.items() if k in p)).fit([])
    judged = det.judge_many([GOLD, INJECTED])
    assert [j.verdict for j in judged] == [Verdict.UNKNOWN, Verdict.UNKNOWN]
    assert (det.calls_, det.unparsed_, det.errors_) == (2, 2, 0)
    assert det.predict_proba([GOLD])[0, 1] == 0.5  # abstentions score 0.5 in predict_proba
    assert (det.calls_, det.cache_hits_, det.unparsed_) == (2, 1, 3)


def test_a_judge_that_raises_is_retried_then_unknown() -> None:
    det = JudgeDetector(fakes.broken, max_retries=2).fit([])
    assert det.judge(GOLD).verdict is Verdict.UNKNOWN
    assert (det.calls_, det.errors_, det.cache_hits_) == (3, 1, 0)
    assert "ConnectionError" in det.last_error_
    det.judge(GOLD)  # failures are not cached: asked again
    assert (det.calls_, det.errors_) == (6, 2)


def test_a_flaky_judge_succeeds_on_retry() -> None:
    failures = iter([True, True, False])

    def flaky(prompt: str) -> str:
        if next(failures):
            raise TimeoutError("busy")
        return "USELESS"

    det = JudgeDetector(flaky, max_retries=2).fit([])
    assert det.judge(INJECTED).verdict is Verdict.USELESS
    assert (det.calls_, det.errors_) == (3, 0)


def test_a_judge_that_hangs_times_out_sync_and_async() -> None:
    def hangs(prompt: str) -> str:
        time.sleep(3)
        return "USEFUL"

    async def hangs_async(prompt: str) -> str:
        await asyncio.sleep(3)
        return "USEFUL"

    for fn in (hangs, hangs_async):
        det = JudgeDetector(fn, timeout=0.1, max_retries=1).fit([])
        start = time.perf_counter()
        assert det.judge(GOLD).verdict is Verdict.UNKNOWN
        assert time.perf_counter() - start < 2.5  # did not wait for the hung call
        assert (det.calls_, det.errors_) == (2, 1)
        assert "Timeout" in det.last_error_


def test_a_failing_judge_never_raises_into_the_gate() -> None:
    det = make_detector("judge", judge=fakes.broken, max_retries=0).fit([])
    gate = StopGate(det, k=2, strict=True)  # strict: a detector error would raise here
    for _ in range(3):
        decision = gate.observe(GOLD, episode="e1")
        assert decision.error is None and decision.judgment.verdict is Verdict.UNKNOWN
    assert decision.run == 0 and not decision.tripped and det.errors_ == 3
    gate = StopGate(make_detector("judge", judge=fakes.oracle_like).fit([]), k=5)
    runs = [gate.observe(INJECTED, episode="e2").run for _ in range(5)]
    assert runs == [1, 2, 3, 4, 5]
    assert gate.decision("e2").allowed == ("finish",)


def test_results_in_input_order_with_n_jobs_calls_in_flight() -> None:
    X = numbered(40)
    rec = Recorder()
    det = JudgeDetector(rec, n_jobs=8, cache=False).fit([])
    got = det.predict_proba(X)[:, 1]
    serial = JudgeDetector(fakes.oracle_like, n_jobs=1).fit([]).predict_proba(X)[:, 1]
    assert got.tolist() == serial.tolist() == [float(i % 2) for i in range(40)]
    assert rec.most == 8 and rec.calls == 40 == det.calls_


def test_async_judges_run_under_a_semaphore_in_input_order() -> None:
    state = {"now": 0, "most": 0}

    async def judge(prompt: str) -> str:
        state["now"] += 1
        state["most"] = max(state["most"], state["now"])
        await asyncio.sleep(0.01 * (3 - index_of(prompt) % 3))
        state["now"] -= 1
        return fakes.oracle_like(prompt)

    X = numbered(30)
    det = JudgeDetector(judge, n_jobs=5).fit([])
    assert det.predict_proba(X)[:, 1].tolist() == [float(i % 2) for i in range(30)]
    assert state["most"] == 5


def test_async_judge_inside_a_running_event_loop() -> None:
    async def harness() -> list[Verdict]:
        det = JudgeDetector(fakes.async_oracle_like).fit([])
        return [j.verdict for j in det.judge_many([GOLD, INJECTED])]

    assert asyncio.run(harness()) == [Verdict.USEFUL, Verdict.USELESS]


def test_identical_prompts_are_asked_once() -> None:
    rec = Recorder(delay=0)
    det = JudgeDetector(rec).fit([])
    det.predict_proba([GOLD, INJECTED, GOLD, GOLD])
    assert (rec.calls, det.calls_, det.cache_hits_) == (2, 2, 2)
    det.predict_proba([INJECTED])
    assert (rec.calls, det.cache_hits_) == (2, 3)
    rec2 = Recorder(delay=0)
    JudgeDetector(rec2, cache=False).fit([]).predict_proba([GOLD, GOLD])
    assert rec2.calls == 2


def test_cache_file_is_shared_by_two_detectors(tmp_path: Path) -> None:
    path = tmp_path / "judge.sqlite"
    X = numbered(12)
    first = JudgeDetector(fakes.oracle_like, cache=str(path)).fit([])
    a = first.predict_proba(X)
    second = JudgeDetector(fakes.oracle_like, cache=str(path)).fit([])
    b = second.predict_proba(X)
    np.testing.assert_array_equal(a, b)
    assert (first.calls_, second.calls_, second.cache_hits_) == (12, 0, 12)
    # another model, or another prompt, is not a hit
    other = JudgeDetector(fakes.always_useless, cache=str(path)).fit([])
    other.predict_proba(X)
    assert (other.calls_, other.cache_hits_) == (12, 0)
    worded = JudgeDetector(fakes.oracle_like, cache=str(path), template="R: {observation}")
    worded.fit([]).predict_proba(X)
    assert worded.calls_ == 12


def test_cache_file_under_concurrent_processes(tmp_path: Path) -> None:
    path = tmp_path / "judge.sqlite"
    script = textwrap.dedent(f"""
        import sys
        sys.path.insert(0, {str(ROOT)!r})
        from tests.fakes import oracle_like
        from uselessdetect import Sample
        from uselessdetect.detectors import JudgeDetector
        start = int(sys.argv[1])
        X = [Sample(f"Q{{i}}?", f"P{{i}}: t.", query=f"P{{i}}") for i in range(start, 60)]
        JudgeDetector(oracle_like, cache={str(path)!r}, n_jobs=4).fit([]).predict_proba(X)
    """)
    procs = [subprocess.Popen([sys.executable, "-c", script, str(s)]) for s in (0, 20)]
    assert [p.wait(timeout=60) for p in procs] == [0, 0]
    det = JudgeDetector(fakes.oracle_like, cache=str(path)).fit([])
    X = [Sample(f"Q{i}?", f"P{i}: t.", query=f"P{i}") for i in range(60)]
    assert det.predict_proba(X)[:, 1].tolist() == [0.0] * 60
    assert (det.calls_, det.cache_hits_, len(det.cache_)) == (0, 60, 60)


def test_a_file_that_is_not_a_cache_is_a_clear_error(tmp_path: Path) -> None:
    bad = tmp_path / "notes.txt"
    bad.write_text("not a database\n" * 100)
    with pytest.raises(ConfigurationError, match="notes.txt: cannot use as the judge's cache"):
        JudgeDetector(fakes.oracle_like, cache=str(bad)).fit([]).predict_proba([GOLD])


def test_no_judge_and_bad_parameters_are_clear_errors() -> None:
    with pytest.raises(ConfigurationError, match="--judge-fn module:callable"):
        make_detector("judge").fit([])
    for bad in ({"n_jobs": 0}, {"timeout": -1}, {"max_retries": 1.5}, {"cache": 3}):
        with pytest.raises(ConfigurationError):
            JudgeDetector(fakes.oracle_like, **bad).fit([])  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("template", "message"),
    [
        ("R: {obs}", "unknown"),
        ("Q: {question}", "must name {observation}"),
        ("R: {observation:>10}", "format spec"),
        ("R: {0} {observation}", "unknown"),
        ("R: {observation", "not a format string"),
        (42, "must be a string"),
    ],
)
def test_templates_are_checked_at_construction(template: object, message: str) -> None:
    with pytest.raises(ConfigurationError, match=message):
        JudgeDetector(fakes.oracle_like, template=template)  # type: ignore[arg-type]


def test_templates_fill_named_fields_and_mark_missing_ones() -> None:
    det = JudgeDetector(lambda p: p, template="{query}|{thought}|{observation}").fit([])
    prompts: list[str] = []
    det.set_params(judge=lambda p: prompts.append(p) or "USEFUL").fit([])
    det.judge(Sample("Q?", "obs", query="", thought="hmm"))
    assert prompts == ["(none)|hmm|obs"]
    assert "{thought}" not in DEFAULT_TEMPLATE and "{observation}" in DEFAULT_TEMPLATE


def test_a_huge_observation_is_cut() -> None:
    prompts: list[str] = []
    JudgeDetector(lambda p: prompts.append(p) or "USEFUL").fit([]).judge(
        Sample("Q?", "x" * 1_000_000)
    )
    assert 8000 < len(prompts[0]) < 9000 and "more characters]" in prompts[0]


def test_params_clone_pickle_and_name() -> None:
    det = JudgeDetector(fakes.oracle_like, n_jobs=3, name="my-judge")
    assert det.get_params()["judge"] is fakes.oracle_like and det.name == "my-judge"
    twin = clone(det)
    assert twin.get_params() == det.get_params()
    assert callable(twin.judge) and twin.judge is not fakes.oracle_like  # the verdict method
    fitted = det.fit([])
    fitted.judge(GOLD)
    again = pickle.loads(pickle.dumps(fitted))
    assert again.judge(GOLD) == fitted.judge(GOLD)
    assert JudgeDetector(fakes.oracle_like).name == "judge"


def test_a_chain_falls_back_to_the_judge_and_defaults_reach_it() -> None:
    from uselessdetect.detectors import detector_defaults

    with detector_defaults("judge", judge=fakes.oracle_like):
        fb = make_detector("keyword>judge").fit([])
    verdicts = [j.verdict for j in fb.judge_many([GOLD, INJECTED])]  # no thought: keyword abstains
    assert verdicts == [Verdict.USEFUL, Verdict.USELESS]
    with pytest.raises(ConfigurationError):
        make_detector("judge").fit([])  # the default is gone outside the block


def test_importing_the_package_imports_no_llm_client() -> None:
    code = (
        "import sys, uselessdetect, uselessdetect.judges, uselessdetect.detectors;"
        "from uselessdetect.cli import main;"
        "bad = [m for m in ('openai', 'langchain_core', 'llm', 'httpx', 'httpx2') "
        "if m in sys.modules]; print(bad); sys.exit(1 if bad else 0)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 0, out.stdout + out.stderr
