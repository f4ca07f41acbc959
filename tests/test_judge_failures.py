"""Judge failures are counted and reported, never hidden in `unknown` verdicts (library and CLI).

The CLI tests plug judges in with ``--judge-fn tests._faulty_judges:NAME`` from the repository
root; the OpenAI-compatible judge talks to the loopback server of ``tests/_chat_server.py``.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests import _faulty_judges as faulty
from tests._chat_server import ChatServer, completion, obliging_model

from uselessdetect import Sample, Verdict
from uselessdetect.cli import main
from uselessdetect.detectors import JudgeDetector, render_prompt
from uselessdetect.detectors._judge import FAILURE_FLOOR, watch_judges
from uselessdetect.exceptions import ChatClientError, JudgeFailureError
from uselessdetect.io import read_episodes, sample_episodes_path
from uselessdetect.judges import ChatClient, openai_chat

ROOT = Path(__file__).resolve().parents[1]


def samples(n: int) -> list[Sample]:
    return [Sample(f"Question {i}?", f"Result number {i}.", query=f"q{i}") for i in range(n)]


# ---------------------------------------------------------------------- the library
def test_every_failure_is_counted_and_reported() -> None:
    det = JudgeDetector(faulty.broken, max_retries=2, n_jobs=3).fit([])
    verdicts = {j.verdict for j in det.judge_many(samples(7))}
    assert verdicts == {Verdict.UNKNOWN}
    report = det.failure_report()
    assert report["judged"] == 7 and report["failed"] == 7 and report["failed_share"] == 1.0
    assert report["calls"] == 21 and report["retries"] == 14  # 3 attempts each
    assert report["last_error"] == "RuntimeError: no model loaded"
    det.check_failures()  # max_failures None: counted, never raised


def test_past_the_share_judging_stops_early() -> None:
    det = JudgeDetector(faulty.broken, max_retries=0, n_jobs=1, max_failures=0.5).fit([])
    with pytest.raises(JudgeFailureError, match=r"failed on 5 of 5 samples \(100%\)"):
        det.judge_many(samples(40))
    assert det.failure_report()["failed"] == FAILURE_FLOOR  # the other 35 were never asked
    assert isinstance(JudgeFailureError("x"), RuntimeError)


def test_a_few_failures_are_judged_at_the_end() -> None:
    det = JudgeDetector(faulty.broken, max_retries=0, max_failures=0.5).fit([])
    det.judge_many(samples(FAILURE_FLOOR - 1))  # under the floor: no early stop
    with pytest.raises(JudgeFailureError, match="4 of 4"):
        det.check_failures()
    strict = JudgeDetector(faulty.broken, max_retries=0, max_failures=0).fit([])
    with pytest.raises(JudgeFailureError, match="1 of 1"):
        strict.judge(samples(1)[0])  # no failure allowed: the first one stops


def test_a_flaky_judge_under_the_share_passes_with_its_failures_counted() -> None:
    X = samples(200)
    expected = sum(faulty.fails_on(render_prompt(s)) for s in X)  # a second route
    assert 10 < expected < 40
    det = JudgeDetector(faulty.flaky, max_retries=1, max_failures=0.25).fit([])
    judgments = det.judge_many(X)
    report = det.failure_report()
    assert report["failed"] == expected == sum(j.verdict is Verdict.UNKNOWN for j in judgments)
    assert report["calls"] == len(X) + expected  # each failing prompt tried twice
    det.check_failures()
    tighter = JudgeDetector(faulty.flaky, max_retries=0, max_failures=0.05).fit([])
    with pytest.raises(JudgeFailureError):
        tighter.judge_many(X)


@pytest.mark.parametrize("n_jobs", [1, 4])
def test_keyboard_interrupt_from_the_judge_propagates(n_jobs: int) -> None:
    faulty.CALLS["interrupting"] = 0
    det = JudgeDetector(faulty.interrupting, n_jobs=n_jobs, cache=False).fit([])
    with pytest.raises(KeyboardInterrupt):
        det.judge_many(samples(50))
    assert faulty.CALLS["interrupting"] < 50  # the queued prompts were dropped


def test_keyboard_interrupt_from_an_async_judge_propagates() -> None:
    async def ask(prompt: str) -> str:
        raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        JudgeDetector(ask).fit([]).judge_many(samples(3))


def test_system_exit_from_the_judge_is_a_counted_failure() -> None:
    det = JudgeDetector(faulty.exiting, max_retries=1).fit([])
    assert det.judge(samples(1)[0]).verdict is Verdict.UNKNOWN
    report = det.failure_report()
    assert report["failed"] == 1 and "SystemExit(3)" in report["last_error"]


def test_timeouts_are_counted_and_count_from_the_slot() -> None:
    def slow(prompt: str) -> str:
        time.sleep(0.08)
        return "USEFUL"

    # one slot, eight prompts, 0.08 s each: the last waits 0.56 s in the queue, longer than
    # its 0.5 s timeout, and must not time out
    det = JudgeDetector(slow, n_jobs=1, timeout=0.5, max_retries=0, cache=False).fit([])
    assert all(j.verdict is Verdict.USEFUL for j in det.judge_many(samples(8)))
    assert det.failure_report()["timeouts"] == 0

    async def slow_async(prompt: str) -> str:
        await asyncio.sleep(0.08)
        return "USEFUL"

    det = JudgeDetector(slow_async, n_jobs=1, timeout=0.5, max_retries=0).fit([])
    assert all(j.verdict is Verdict.USEFUL for j in det.judge_many(samples(8)))

    def hangs(prompt: str) -> str:
        time.sleep(1.0)
        return "USEFUL"

    det = JudgeDetector(hangs, n_jobs=2, timeout=0.1, max_retries=1).fit([])
    det.judge_many(samples(2))
    report = det.failure_report()
    assert report["timeouts"] == 4 and report["failed"] == 2 and report["retries"] == 2
    assert "did not answer within 0.1 s" in report["last_error"]


def test_copies_count_into_the_fitted_detector() -> None:
    import pickle

    det = JudgeDetector(faulty.broken, max_retries=0).fit([])
    copy = pickle.loads(pickle.dumps(det))  # what offline scoring judges with
    copy.judge_many(samples(3))
    assert det.failure_report()["failed"] == 3 and det.errors_ == 0


# ---------------------------------------------------------------------- the OpenAI-compatible judge
def test_the_openai_judge_uses_the_shared_layer_with_the_detectors_limits() -> None:
    with ChatServer(obliging_model, delay=0.05) as server:
        chat = ChatClient(base_url=server.base_url, model="scripted", concurrency=8)
        det = JudgeDetector(openai_chat(chat), n_jobs=2).fit([])
        scores = det.predict_proba(samples(8))[:, 1]
        assert server.max_in_flight == 2  # n_jobs caps the client's 8
        assert scores.tolist() == pytest.approx([scores[0]] * 8) and scores[0] > 0.5
        body = server.bodies[0]
        assert body["logprobs"] is True and body["max_tokens"] == 5
        assert det.failure_report()["calls"] == 8 == server.requests


def test_the_openai_judge_times_out_closes_and_counts() -> None:
    with ChatServer(obliging_model, delay=3.0) as server:
        chat = ChatClient(base_url=server.base_url, model="scripted", backoff=0.01)
        det = JudgeDetector(openai_chat(chat), timeout=0.2, max_retries=1).fit([])
        start = time.monotonic()
        assert det.judge(samples(1)[0]).verdict is Verdict.UNKNOWN
        assert time.monotonic() - start < 2.0
        report = det.failure_report()
        assert report["timeouts"] == 2 and report["calls"] == 2 and report["failed"] == 1
        assert report["last_error"].startswith("JudgeCallError: timeout")
        deadline = time.monotonic() + 2
        while server.cancelled < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert server.cancelled == 2


def test_the_openai_judge_on_an_unreachable_server_is_one_clear_error() -> None:
    chat = ChatClient(base_url="http://127.0.0.1:9/v1", model="m")
    det = JudgeDetector(openai_chat(chat)).fit([])
    with pytest.raises(ChatClientError, match="cannot reach"):
        det.judge_many(samples(3))


def test_a_gate_never_raises_on_a_failing_judge() -> None:
    from uselessdetect.gate import StopGate

    det = JudgeDetector(faulty.broken, max_retries=0, max_failures=0).fit([])
    gate = StopGate(det, k=2)
    decision = gate.observe(samples(1)[0], source="search")
    assert decision.judgment.verdict is Verdict.UNKNOWN and not decision.tripped


# ---------------------------------------------------------------------- the command line
@pytest.fixture
def at_root(monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(ROOT)
    return ROOT


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


EPISODES = str(sample_episodes_path())


def test_score_with_a_judge_that_always_fails_is_an_error(at_root: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    res = run("score", "-d", "judge", "--judge-fn", "tests._faulty_judges:broken", EPISODES,
              "-o", str(out), "--judge-retries", "0")  # fmt: skip
    assert res.exit_code == 1, res.output
    assert (
        "more than the 20% allowed" in res.stderr and "RuntimeError: no model loaded" in res.stderr
    )
    assert "judge: " in res.stderr and "failed (100.0%)" in res.stderr
    assert "Traceback" not in res.output and not out.exists()  # nothing half-written


def test_score_reports_failures_it_tolerates(at_root: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.jsonl"
    res = run("score", "-d", "judge", "--judge-fn", "tests._faulty_judges:flaky", EPISODES,
              "-o", str(out), "--max-judge-failures", "0.5", "--judge-retries", "1")  # fmt: skip
    assert res.exit_code == 0, res.output
    steps = [s for ep in read_episodes(out) for s in ep.steps if "judge" in s.judgments]
    unknown = sum(s.judgments["judge"]["verdict"] == "unknown" for s in steps)
    line = next(x for x in res.stderr.splitlines() if x.startswith("judge: "))
    failed = int(line.split("; ")[1].split(" failed")[0])
    assert 0 < failed == unknown  # every failure is an unknown verdict, and is reported


def test_score_with_share_1_never_fails(at_root: Path, tmp_path: Path) -> None:
    res = run("score", "-d", "judge", "--judge-fn", "tests._faulty_judges:broken", EPISODES,
              "-o", str(tmp_path / "o.jsonl"), "--max-judge-failures", "1",
              "--judge-retries", "0")  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "failed (100.0%)" in res.stderr


def test_evaluate_json_carries_the_judge_failures(at_root: Path, tmp_path: Path) -> None:
    from uselessdetect.corpus import read_labeled

    res = run("evaluate", "-d", "judge,lexical", "--judge-fn", "tests._faulty_judges:flaky",
              EPISODES, "--json", "--judge-retries", "0")  # fmt: skip
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)["judge_failures"]["judge"]
    X = read_labeled(EPISODES, labeled_only=True)
    prompts = {render_prompt(s) for s in X}  # the cache asks each distinct prompt once
    expected = sum(faulty.fails_on(render_prompt(s)) for s in X)
    assert report["failed"] == expected > 0 and report["calls"] == len(prompts)
    assert report["judged"] == len(X) and "ConnectionResetError" in report["last_error"]
    assert "judge: " in res.stderr


def labeled_file(tmp_path: Path, n: int) -> str:
    path = tmp_path / "samples.jsonl"
    rows = [{**s.to_dict(), "label": i % 2} for i, s in enumerate(samples(n))]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    return str(path)


def test_judge_timeout_and_retries_reach_the_judge(at_root: Path, tmp_path: Path) -> None:
    data = labeled_file(tmp_path, 6)
    start = time.monotonic()
    res = run("evaluate", "-d", "judge", "--judge-fn", "tests._faulty_judges:sleepy", data,
              "--judge-timeout", "0.05", "--judge-retries", "1", "--json",
              "--max-judge-failures", "1")  # fmt: skip
    assert time.monotonic() - start < 5  # 2 x 0.05 s per sample, not 2 x 10 s
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)["judge_failures"]["judge"]
    assert report["failed"] == 6 and report["timeouts"] == report["calls"] == 12
    assert "did not answer within 0.05 s" in res.stderr
    # and past the share, the same run fails with the counts on stderr
    res = run("evaluate", "-d", "judge", "--judge-fn", "tests._faulty_judges:sleepy", data,
              "--judge-timeout", "0.05", "--judge-retries", "0")  # fmt: skip
    assert res.exit_code == 1 and "more than the 20% allowed" in res.stderr
    # stopped at the fifth failure (FAILURE_FLOOR); the sixth may have been in flight
    assert re.search(r"judge: ([56]) samples judged, 6 calls.*\1 failed \(100.0%\), \1 timed out",
                     res.stderr), res.stderr  # fmt: skip


def test_an_interrupt_raised_by_the_judge_exits_130(at_root: Path, tmp_path: Path) -> None:
    faulty.CALLS["interrupting"] = 0
    res = run("score", "-d", "judge", "--judge-fn", "tests._faulty_judges:interrupting",
              EPISODES, "-o", str(tmp_path / "o.jsonl"))  # fmt: skip
    assert res.exit_code == 130 and "Interrupted." in res.stderr
    assert not (tmp_path / "o.jsonl").exists()


def test_system_exit_from_the_judge_is_reported_as_a_failure(at_root: Path) -> None:
    res = run("evaluate", "-d", "judge", "--judge-fn", "tests._faulty_judges:exiting", EPISODES,
              "--judge-retries", "0")  # fmt: skip
    assert res.exit_code == 1 and "SystemExit(3)" in res.stderr
    assert "Traceback" not in res.output


def test_bad_values_of_the_judge_options(at_root: Path) -> None:
    for args in (["--judge-timeout", "0"], ["--judge-retries", "-1"],
                 ["--max-judge-failures", "1.5"]):  # fmt: skip
        res = run("score", "-d", "judge", "--judge-fn", "tests.fakes:oracle_like", EPISODES,
                  *args)  # fmt: skip
        assert res.exit_code == 2 and args[0] in res.output


def test_watch_judges_sees_judges_inside_fallbacks() -> None:
    from uselessdetect.detectors import detector_defaults, make_detector

    with watch_judges() as found, detector_defaults("judge", judge=faulty.broken):
        make_detector("keyword>judge").fit([])
    assert len(found) >= 1 and all(isinstance(d, JudgeDetector) for d in found)


def test_score_with_an_openai_judge_of_your_own_client(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # score pickles its detectors (a copy in another process rebuilds the client: see
    # test_chat_client's copy test), so a judge on your own openai client must survive it
    jobs = "1"
    with ChatServer(lambda body: completion("USELESS")) as server:
        name = f"oa_judge_{jobs}_{abs(hash(str(tmp_path))) % 10**8}"
        (tmp_path / f"{name}.py").write_text(
            "from openai import OpenAI\n"
            "from uselessdetect.judges import openai_chat\n"
            f"ask = openai_chat(OpenAI(base_url={server.base_url!r}, api_key='k'), 'scripted')\n"
        )
        monkeypatch.chdir(tmp_path)
        monkeypatch.syspath_prepend(str(tmp_path))
        res = run("score", "-d", "judge", "--judge-fn", f"{name}:ask", EPISODES, "-o", "o.jsonl",
                  "-j", jobs)  # fmt: skip
        assert res.exit_code == 0, res.output
        assert server.requests > 0 and "Traceback" not in res.output
        verdicts = {
            s.judgments["judge"]["verdict"]
            for ep in read_episodes(tmp_path / "o.jsonl")
            for s in ep.steps
            if "judge" in s.judgments
        }
        assert verdicts == {"useless"}  # what the scripted model says
