"""Issue 32, "nothing lost, nothing silent, round three": one regression test per family.

Items 7 (gate part), 8 (FIFO), 9, 10 (experiment), 11 (budgets, record_to) are tested beside
the gate and the experiment; item 12 (mcp-proxy) in ``tests/test_mcp_proxy.py``.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.corpus import hotpotqa_samples, split_by_question
from uselessdetect.exceptions import ConfigurationError, InputError
from uselessdetect.fit import KFitter
from uselessdetect.fit import _replay as rp
from uselessdetect.fit._rows import episode_arrays
from uselessdetect.io import read_episodes, sample_hotpotqa_path, write_jsonl
from uselessdetect.measure import analyze, decision_points
from uselessdetect.sim import FailingSource

ROOT = Path(__file__).resolve().parents[1]
CODE = "from uselessdetect.cli import main; main()"


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def run_cli(*args: str, **kw: Any) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE} | kw
    return subprocess.run([sys.executable, "-c", CODE, *args], text=True, env=env, **streams)


def chat(n_calls: int, answered: int, rid: str = "r") -> dict[str, Any]:
    """An OpenAI chat transcript: ``n_calls`` search calls, the first ``answered`` with a result."""
    msgs: list[dict[str, Any]] = [{"role": "user", "content": "Who founded Creed?"}]
    for i in range(n_calls):
        call = {
            "id": f"c{i}",
            "type": "function",
            "function": {"name": "search", "arguments": json.dumps({"query": f"q{i}"})},
        }
        msgs.append({"role": "assistant", "content": f"I search q{i}.", "tool_calls": [call]})
        if i < answered:
            text = "No results found." if i % 2 else "Creed is a band founded by Scott Stapp."
            msgs.append({"role": "tool", "tool_call_id": f"c{i}", "content": text})
    msgs.append({"role": "assistant", "content": "Scott Stapp."})
    return {"id": rid, "messages": msgs}  # fmt: skip


# ------------------------------------------------------- 1: nothing usable, nothing written
def test_1_an_import_that_keeps_nothing_fails_and_leaves_no_file(tmp_path: Path) -> None:
    src = tmp_path / "chats.jsonl"
    src.write_text('[]\n[{"role": "assistant", "content": "hi"}]\n')
    out = tmp_path / "out.jsonl"
    res = invoke("import", "openai-chat", str(src), "-o", str(out))
    assert res.exit_code == 1
    assert (
        res.output.count("Error:") == 1 and "2 conversations without a user message" in res.output
    )
    assert "nothing imported" in res.output and "next:" not in res.output
    assert not out.exists() and not list(tmp_path.glob(".out.jsonl*"))
    out.write_text("kept\n")  # an existing file is not replaced by nothing
    assert invoke("import", "auto", str(src), "-o", str(out)).exit_code == 1
    assert out.read_text() == "kept\n"


def _otlp_tool_span(trace: str, span: str, result: str) -> dict[str, Any]:
    attrs = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "search",
             "gen_ai.tool.call.id": span, "gen_ai.tool.call.result": result}  # fmt: skip
    return {
        "traceId": trace, "spanId": span, "name": "execute_tool search",
        "startTimeUnixNano": str(int(span, 16)), "endTimeUnixNano": str(int(span, 16) + 1),
        "attributes": [{"key": k, "value": {"stringValue": v}} for k, v in attrs.items()],
    }  # fmt: skip


def test_1_otlp_without_content_capture_imports_the_tool_spans(tmp_path: Path) -> None:
    """The formats page: a tool span no chat span records is still a step; a trace without
    any message (content capture off) is imported with an empty question, and counted."""
    spans = [_otlp_tool_span("ab" * 16, f"{i + 1:016x}", f"result {i}") for i in range(3)]
    req = {"resourceSpans": [{"scopeSpans": [{"spans": spans}]}]}
    src = tmp_path / "traces.jsonl"
    src.write_text(json.dumps(req) + "\n")
    out = tmp_path / "eps.jsonl"
    res = invoke("import", "otel", str(src), "-o", str(out), "--json")
    assert res.exit_code == 0, res.output
    stats = json.loads(res.stdout)
    assert stats["episodes"] == 1 and stats["skipped"]["total"] == 0
    assert any("content capture off" in r for r in stats["kept"]["reasons"])
    (ep,) = read_episodes(out)
    assert ep.question == "" and [s.observation for s in ep.steps] == [
        "result 0",
        "result 1",
        "result 2",
    ]


# ------------------------------------------------- 2: a call whose result never came
def test_2_calls_without_a_result_round_trip_import_score_analyze_fit_k(tmp_path: Path) -> None:
    src = tmp_path / "chats.jsonl"
    src.write_text("".join(json.dumps(chat(4, 3, f"r{i}")) + "\n" for i in range(30)))
    imported, scored = tmp_path / "imported.jsonl", tmp_path / "scored.jsonl"
    res = invoke("import", "openai-chat", str(src), "-o", str(imported))
    assert res.exit_code == 0 and "30 calls without a result" in res.stderr
    res = invoke("score", "-d", "lexical", str(imported), "-o", str(scored))
    assert res.exit_code == 0, res.output
    assert "left unjudged 30 steps: 30 steps without a result" in res.stderr
    eps = list(read_episodes(scored))  # strict: the marked steps read back
    for ep in eps:
        last_call = ep.steps[3]
        assert last_call.observation is None and last_call.awaits_result
        assert "judgments" not in last_call.raw
        assert all("lexical" in s.judgments for s in ep.steps[:3])
    res = invoke("analyze", str(scored), "-d", "lexical", "--json", "--n-boot", "0")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["skipped"]["steps_without_observation"] == 30
    labeled = tmp_path / "labeled.jsonl"  # fit-k needs true labels: a user adds them
    rows = [json.loads(line) for line in scored.read_text().splitlines()]
    for row in rows:
        for i, step in enumerate(row["steps"][:3]):
            step["label"] = i % 2
    labeled.write_text("".join(json.dumps(r) + "\n" for r in rows))
    res = invoke("fit-k", str(labeled), "-d", "lexical", "--json", "--n-bootstrap", "0")
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["recovery"]["n_episodes"] == 30
    # -j 2 counts the same
    res = invoke(
        "score", "-d", "lexical", "-j", "2", str(imported), "-o", str(tmp_path / "j.jsonl")
    )
    assert res.exit_code == 0 and "left unjudged 30 steps" in res.stderr
    assert (tmp_path / "j.jsonl").read_bytes() == scored.read_bytes()


def test_2_an_unmarked_step_without_an_observation_is_still_refused(tmp_path: Path) -> None:
    p = tmp_path / "e.jsonl"
    p.write_text(json.dumps({"id": "e", "question": "Q", "steps": [{"action": "search"}]}) + "\n")
    with pytest.raises(InputError, match='orphan": "call without a result'):
        list(read_episodes(p))


# ------------------------------------------------------------- 3: resample counts capped
@pytest.mark.parametrize(
    "args",
    [
        ["fit-k", "--n-bootstrap", "99999999999999999999"],
        ["analyze", "--n-boot", "100001"],
        ["compare", "--n-boot", "99999999999999999999"],
    ],
)
def test_3_resample_counts_are_capped_with_the_cap_in_help(args: list[str], tmp_path: Path) -> None:
    p = tmp_path / "e.jsonl"
    p.write_text(json.dumps({"id": "e", "question": "Q", "steps": [{"action": "finish"}]}) + "\n")
    res = invoke(args[0], str(p), *args[1:])
    assert res.exit_code == 2 and "0<=x<=100000" in res.output
    assert "0<=x<=100000" in invoke(args[0], "--help").output


def test_3_the_library_caps_them_too() -> None:
    with pytest.raises(ConfigurationError, match="n_bootstrap must be an integer from 0 to"):
        KFitter(n_bootstrap=10**20, tpr=0.9, fpr=0.1).fit()


# --------------------------------------------------------------------- 4: long episodes
def _long_episode(n: int) -> Episode:
    steps = []
    for i in range(n):
        useless = i > 10  # one run of ~n useless results: run and step both reach n
        verdict = "useless" if useless else "useful"
        obs = "No results." if useless else "Creed."
        judgments = {"lexical": {"verdict": verdict}}
        steps.append(Step("search", f"t{i}", f"q{i}", obs, int(useless), judgments))
    steps.append(Step("finish", "done", "x"))
    return Episode("long", "Who founded Creed?", steps, correct=True)


def test_4_analyze_a_100000_step_episode_in_memory_that_grows_with_the_data() -> None:
    """The hazard table was a dense step x run grid (74.5 GiB here): it has one row per cell
    that occurs, checked against a plain count."""
    long = _long_episode(100_000)
    short = [_long_episode(4) for _ in range(20)]
    res = analyze([long, *short], "lexical", n_boot=0)
    dp = decision_points([long, *short], "lexical")  # second route: a plain count
    live = ~dp.is_final
    want = Counter(zip(dp.step[live].tolist(), dp.run[live].tolist(), strict=True))
    answered = Counter(
        (s, r) for s, r, a in zip(dp.step[live], dp.run[live], dp.answered[live], strict=True) if a
    )
    got = {(r["step"], r["run"]): (r["n"], r["answered"]) for r in res.hazard}
    assert got == {k: (n, answered[k]) for k, n in want.items()}
    assert max(r for _, r in got) > 99_000  # the run did reach ~100,000


def test_4_fit_k_pads_each_group_of_similar_length_not_all_to_the_longest() -> None:
    eps = [_long_episode(20_000)] + [_long_episode(3) for _ in range(500)]
    arr = episode_arrays(eps, detector="lexical", budget=8)
    cells = sum(len(g) * max(1, int(arr.n_calls[g].max())) for g in arr.groups())
    assert cells <= 2 * int(arr.n_calls.sum()) + len(eps)  # padded: 501 x 20,000 before
    # second route: the grouped replay equals one replay of every row padded together
    ks = [1, 2, 5, None]
    p = {"evidence": 1.0, "partial": 0.3, "memory": 0.1, "exhausted": 0.0}
    S, C, X = rp.replay(arr, arr.flat_verdicts, ks, need=1, p=p)
    by_held = np.array([p["memory"], p["evidence"]])
    own = np.where(arr.answered, by_held[np.minimum(arr.held_end, 1)], 0.0)
    own = np.where(np.isnan(arr.correct), own, arr.correct)
    ref = rp._replay_rows(arr, arr.flat_verdicts, np.arange(len(eps)), ks, 1, by_held, own)
    for a, b in zip((S, C, X), ref, strict=True):
        np.testing.assert_array_equal(a, b)


# ---------------------------------------------------------- 5: closed and full streams
def _closed(fd: int) -> Any:
    return lambda: os.close(fd)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full (Linux)")
@pytest.mark.parametrize(
    "cmd",
    [
        ["detectors"],
        ["data"],
        ["fit-k", "--help"],
        ["judge-prompt", "--observation", "x", "--question", "q"],
    ],
)
def test_5_a_full_stdout_is_one_error_line(cmd: list[str]) -> None:
    with open("/dev/full", "w") as full:
        res = run_cli(*cmd, stdout=full)
    assert res.returncode == 1, res.stderr
    (line,) = res.stderr.strip().splitlines()
    assert line.startswith("Error: ") and line.endswith("No space left on device")


def test_5_closed_streams_are_one_error_line(tmp_path: Path) -> None:
    eps = tmp_path / "e.jsonl"
    eps.write_text(json.dumps({"id": "e", "question": "Q", "correct": True, "steps": [
        {"action": "search", "observation": "No results.", "label": 1},
        {"action": "finish"}]}) + "\n")  # fmt: skip
    closed_in = run_cli("score", "-d", "lexical", "-", preexec_fn=_closed(0))
    assert closed_in.returncode == 1 and "Traceback" not in closed_in.stderr
    assert closed_in.stderr.strip().endswith("standard input is closed")
    for cmd in (["score", "-d", "lexical", str(eps)], ["fit-k", str(eps)], ["detectors"]):
        res = run_cli(*cmd, preexec_fn=_closed(1))
        assert res.returncode == 1, (cmd, res.stderr)
        assert "standard output is closed" in res.stderr and "Traceback" not in res.stderr
    # a command that writes nothing to stdout does not care
    out = tmp_path / "s.jsonl"
    res = run_cli("score", "-d", "lexical", str(eps), "-o", str(out), preexec_fn=_closed(1))
    assert res.returncode == 0 and out.exists()


# ------------------------------------------------------------------ 6: output path edges
@pytest.mark.parametrize(
    "args",
    [
        ["train", "X", "-o", ""],
        ["fit-k", "X", "--plot", ""],
        ["analyze", "X", "--plot", ""],
        ["compare", "X", "--plot", ""],
        ["analyze", "X", "--plot", "outdir/"],
        ["fit-k", "X", "--plot", "outdir/"],
    ],
)
def test_6_an_empty_or_folder_output_name_is_refused(
    args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    p = tmp_path / "e.jsonl"
    p.write_text(json.dumps({"id": "e", "question": "Q", "steps": [{"action": "finish"}]}) + "\n")
    args = [str(p) if a == "X" else a for a in args]
    monkeypatch.chdir(tmp_path)
    res = invoke(*args)
    assert res.exit_code == 2 and "Traceback" not in res.output
    assert "an empty name" in res.output or "names a folder" in res.output
    assert not (tmp_path / "outdir").exists()


def test_6_the_library_refuses_a_new_name_ending_in_a_slash(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="names a folder"):
        write_jsonl(f"{tmp_path}/new/", [{}])
    assert not (tmp_path / "new").exists()


# ------------------------------------------------------------------ 7: API type checks
def test_7_api_helpers_refuse_wrong_types_naming_the_parameter(tmp_path: Path) -> None:
    p = tmp_path / "c.jsonl"
    p.write_text(json.dumps(chat(1, 1)) + "\n")
    with pytest.raises(ConfigurationError, match="messages_key"):
        list(read_episodes(p, format="openai-chat", messages_key=5))  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match="episodes must be an iterable"):
        KFitter().fit("abc")  # type: ignore[arg-type]
    with pytest.raises(ConfigurationError, match=r"episodes\[0\] must be an Episode"):
        KFitter().fit([{"a": 1}])  # type: ignore[list-item]
    with pytest.raises(ConfigurationError, match="random_state"):
        FailingSource(str, "persistent", random_state=2**32)
    with pytest.raises(ConfigurationError, match=r"failure_pool\[0\] must be a string"):
        FailingSource(str, "persistent", failure_pool=[5])  # type: ignore[list-item]
    with pytest.raises(ConfigurationError, match="failure_pool must be a sequence"):
        FailingSource(str, "persistent", failure_pool="abc")


# -------------------------------------------------------------------------- 8: a cycle
def test_8_a_record_that_contains_itself_is_one_error(tmp_path: Path) -> None:
    raw: dict[str, Any] = {"x": 1}
    raw["self"] = raw
    out = tmp_path / "o.jsonl"
    ep = Episode("e", "Q", [Step("finish", input="a")], raw=raw)
    with pytest.raises(InputError, match="contains itself"):
        write_jsonl(out, [ep])
    assert not out.exists()
    shared = [1, 2]  # the same list twice is no cycle
    assert write_jsonl(out, [{"a": shared, "b": shared}]) == 1


# ------------------------------------------------------------------------- 10: signals
def _wait_for(pattern: str, folder: Path, timeout: float = 60) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if list(folder.glob(pattern)):
            return True
        time.sleep(0.05)
    return False


def _hangup(cmd: list[str], folder: Path, feed: str | None = None) -> tuple[int, str]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT / "src"), str(ROOT)])}
    proc = subprocess.Popen(
        [sys.executable, "-c", CODE, *cmd], stderr=subprocess.PIPE, text=True, env=env
    )
    fifo = folder / "in.fifo"
    fh = open(fifo, "w") if feed is not None else None  # noqa: SIM115 - kept open on purpose
    try:
        if fh is not None:
            fh.write(feed)  # type: ignore[arg-type]
            fh.flush()
        assert _wait_for(".out.jsonl*.part", folder), "the writer never started"
        proc.send_signal(signal.SIGHUP)
        rc = proc.wait(timeout=60)
    finally:
        if fh is not None:
            fh.close()
        if proc.poll() is None:
            proc.kill()
    return rc, proc.stderr.read()  # type: ignore[union-attr]


@pytest.mark.skipif(not hasattr(signal, "SIGHUP") or not hasattr(os, "mkfifo"), reason="POSIX")
@pytest.mark.skipif(
    hasattr(signal, "SIGHUP") and signal.getsignal(signal.SIGHUP) == signal.SIG_IGN,
    reason="SIGHUP is ignored in this process (nohup): the commands keep an inherited ignore",
)
@pytest.mark.parametrize("which", ["score", "score -j 2", "import", "simulate"])
def test_10_sighup_removes_the_part_file(which: str, tmp_path: Path) -> None:
    fifo, out = tmp_path / "in.fifo", tmp_path / "out.jsonl"
    feed = None
    if which == "score -j 2":  # a file (workers cannot share a stream), a slow judge
        eps = tmp_path / "eps.jsonl"
        res = invoke("simulate", "--limit", "20", "-o", str(eps))
        assert res.exit_code == 0, res.output
        cmd = ["score", "-d", "judge", "--judge-fn", "tests.fakes:slow_oracle_like", "-j", "2",
               str(eps), "-o", str(out)]  # fmt: skip
    elif which == "simulate":  # 100,000 steps an episode: the first takes a while
        cmd = ["simulate", "--regimes", "persistent", "--budget", "100000", "-o", str(out)]
    else:
        os.mkfifo(fifo)
        feed = json.dumps(chat(1, 1)) + "\n"
        if which == "score":
            feed = json.dumps({"id": "e", "question": "Q", "steps": [{"action": "finish"}]})
            feed += "\n"
        cmd = ["score", "-d", "lexical"] if which == "score" else ["import", "openai-chat"]
        cmd += [str(fifo), "-o", str(out)]
    rc, err = _hangup(cmd, tmp_path, feed)
    assert rc == 128 + signal.SIGHUP, err
    assert not list(tmp_path.glob(".out.jsonl*")) and not out.exists()
    assert "Traceback" not in err


def test_10_train_replaces_model_and_card_as_one_step(tmp_path: Path, monkeypatch: Any) -> None:
    """A signal during the renames ends the command only after both are in place, and a failed
    card rename puts the previous model back (it was deleted)."""
    from uselessdetect.detectors import make_detector
    from uselessdetect.io import _persist

    samples = hotpotqa_samples([sample_hotpotqa_path()], random_state=0)[:120]
    det = make_detector("classifier", random_state=0, renderings=0).fit(samples)
    model = tmp_path / "m.npz"
    det.save(model)
    before = (model.read_bytes(), (tmp_path / "m.card.json").read_bytes())
    real = os.replace
    calls: list[str] = []

    def failing(a: Any, b: Any) -> None:
        calls.append(str(b))
        if str(b).endswith(".card.json"):
            raise OSError(28, "No space left on device", str(b))
        real(a, b)

    monkeypatch.setattr(_persist.os, "replace", failing)
    det2 = make_detector("classifier", random_state=1, renderings=0).fit(samples)
    with pytest.raises(OSError, match="No space left"):
        det2.save(model)
    assert (model.read_bytes(), (tmp_path / "m.card.json").read_bytes()) == before
    monkeypatch.setattr(_persist.os, "replace", real)

    got: list[int] = []
    previous = signal.signal(signal.SIGTERM, lambda s, f: got.append(s))

    def signalling(a: Any, b: Any) -> None:
        real(a, b)
        if not got and str(b).endswith(".npz"):
            os.kill(os.getpid(), signal.SIGTERM)  # held back until both renames are done
            assert not got

    try:
        monkeypatch.setattr(_persist.os, "replace", signalling)
        det2.save(model)
    finally:
        signal.signal(signal.SIGTERM, previous)
    assert got == [signal.SIGTERM]
    from uselessdetect.io import load_model

    load_model(model)  # the new model with its own card: the digest checks out
    card = json.loads((tmp_path / "m.card.json").read_text())
    assert card["params"]["random_state"] == 1


# ----------------------------------------------------------------- 11: smaller results
def test_11_duplicate_tool_call_ids_pair_by_order_and_are_counted(tmp_path: Path) -> None:
    calls = [{"id": "same", "type": "function",
              "function": {"name": "search", "arguments": json.dumps({"query": q})}}
             for q in ("first", "second")]  # fmt: skip
    msgs = [
        {"role": "user", "content": "Q?"},
        {"role": "assistant", "content": "Two searches.", "tool_calls": calls},
        {"role": "tool", "tool_call_id": "same", "content": "result of first"},
        {"role": "tool", "tool_call_id": "same", "content": "result of second"},
        {"role": "assistant", "content": "A."},
    ]
    p = tmp_path / "c.jsonl"
    p.write_text(json.dumps(msgs) + "\n")
    from uselessdetect.io import ImportStats

    stats = ImportStats()
    (ep,) = read_episodes(p, format="openai-chat", stats=stats)
    assert [(s.input, s.observation) for s in ep.steps[:2]] == [
        ("first", "result of first"),
        ("second", "result of second"),
    ]
    assert len(ep.steps) == 3  # no orphan result
    assert any("id an earlier unanswered call has" in r for r in stats.kept)


@pytest.mark.parametrize("share", [0.05, 0.2, 0.5])
def test_11_corpus_holds_out_the_asked_share(share: float, tmp_path: Path) -> None:
    out, test = tmp_path / "train.jsonl", tmp_path / "test.jsonl"
    res = invoke("corpus", "hotpotqa", str(sample_hotpotqa_path()), "-o", str(out),
                 "--test-size", str(share), "--test-out", str(test))  # fmt: skip
    assert res.exit_code == 0, res.output
    n_train = len(out.read_text().splitlines())
    held = [json.loads(line) for line in test.read_text().splitlines()]
    per_question = Counter(
        r["source"] for r in held + [json.loads(x) for x in out.read_text().splitlines()]
    )
    total = n_train + len(held)
    assert abs(len(held) - share * total) <= max(per_question.values())
    train_q = {json.loads(x)["source"] for x in out.read_text().splitlines()}
    assert not train_q & {r["source"] for r in held}  # whole questions


def test_11_the_balanced_split_is_a_hash_order_prefix() -> None:
    """Second route: the held-out questions are exactly those of lowest hash."""
    from uselessdetect.corpus._split import _side

    X = hotpotqa_samples([sample_hotpotqa_path()], random_state=0)
    _, test = split_by_question(X, test_size=0.3, random_state=4, balanced=True)
    held = {s.source for s in test}
    keys = sorted({s.source for s in X}, key=lambda k: _side(k.split(":")[1], "4"))
    assert held == set(keys[: len(held)])
