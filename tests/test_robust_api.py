"""Option values and API misuse end in one clear error; the gate's verdict rule; Ctrl-C; the
three bugs no test used to catch (mean6 over six regimes, Fallback re-centring, restriction).

Each test names the class of fault it guards (docs/guarantees.md, "Options and API misuse").
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Judgment, Sample, Step, StopGate, Verdict, make_detector
from uselessdetect.cli import COMMANDS, INTERRUPTED, main
from uselessdetect.corpus import hotpotqa_samples
from uselessdetect.detectors import Fallback
from uselessdetect.exceptions import (
    ConfigurationError,
    InputError,
    UnknownDetectorError,
    UselessDetectError,
)
from uselessdetect.integrations._common import restriction
from uselessdetect.io import (
    MAX_BUDGET,
    read_episodes,
    sample_episodes_path,
    sample_hotpotqa_path,
    write_jsonl,
)
from uselessdetect.measure import mean6
from uselessdetect.score import score_episodes
from uselessdetect.sim import SIX_REGIMES, HotpotEnv, budget_probe, load_records, simulate

HOTPOT = str(sample_hotpotqa_path())
EPISODES = str(sample_episodes_path())


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def one_line_error(res: Any, code: int = 1) -> str:
    """The command failed with ``code`` and said so in an ``Error:`` line, no traceback."""
    assert res.exit_code == code, res.output
    assert "Traceback" not in res.output and not isinstance(res.exception, AssertionError)
    assert not res.exception or isinstance(res.exception, SystemExit), repr(res.exception)
    errors = [line for line in res.output.splitlines() if line.startswith("Error:")]
    assert len(errors) == 1, res.output
    return errors[0]


@pytest.fixture()
def files(tmp_path: Path) -> dict[str, Path]:
    samples = tmp_path / "samples.jsonl"
    write_jsonl(samples, [s.to_dict() for s in hotpotqa_samples([HOTPOT])[:80]])
    eps = tmp_path / "eps.jsonl"
    eps.write_bytes(b"".join(Path(EPISODES).read_bytes().splitlines(keepends=True)[:20]))
    return {"dir": tmp_path, "samples": samples, "episodes": eps}


# ------------------------------------------------------------- seeds on every command
def seed_commands(f: dict[str, Path]) -> dict[str, list[str]]:
    s, e, out = str(f["samples"]), str(f["episodes"]), str(f["dir"] / "out.jsonl")
    return {
        "score": ["score", "-d", "random", e, "-o", out],
        "evaluate": ["evaluate", "-d", "random", s],
        "analyze": ["analyze", e, "-d", "oracle", "--n-boot", "5"],
        "compare": ["compare", e, e],
        "fit-k": ["fit-k", e],
        "simulate": ["simulate", HOTPOT, "--limit", "1", "-o", out],
        "probe": ["probe", HOTPOT, "--limit", "1"],
        "train": ["train", s, "-o", str(f["dir"] / "m.npz")],
        "corpus hotpotqa": ["corpus", "hotpotqa", HOTPOT, "-o", out],
        "corpus fever": ["corpus", "fever", s, "-o", out],
        "corpus knowagent": ["corpus", "knowagent", e, "-o", out],
    }


SEEDED = [
    "score",
    "evaluate",
    "analyze",
    "compare",
    "fit-k",
    "simulate",
    "probe",
    "train",
    "corpus hotpotqa",
    "corpus fever",
    "corpus knowagent",
]


@pytest.mark.parametrize("command", SEEDED)
@pytest.mark.parametrize("seed", ["-1", str(2**32), "1e3"])
def test_9_a_seed_outside_0_to_2_32_is_refused_by_every_command(
    files: dict[str, Path], command: str, seed: str
) -> None:
    res = invoke(*seed_commands(files)[command], "--seed", seed)
    assert "--seed" in one_line_error(res, code=2)
    assert not (files["dir"] / "out.jsonl").exists() and not (files["dir"] / "m.npz").exists()


def test_9_every_command_with_a_seed_is_covered() -> None:
    names = set()
    for name in COMMANDS:
        cmd = main.get_command(None, name)  # type: ignore[arg-type]
        subs = getattr(cmd, "commands", None)
        for full, c in [(f"{name} {k}", v) for k, v in subs.items()] if subs else [(name, cmd)]:
            for p in c.params:  # type: ignore[union-attr]
                if "--seed" in p.opts:
                    names.add(full)
                    assert (p.type.min, p.type.max) == (0, 2**32 - 1), full  # type: ignore[attr-defined]
    assert names >= set(SEEDED)


@pytest.mark.parametrize("seed", [-1, 2**32, 1.5, "0", True])
def test_9_random_state_outside_the_range_is_a_configuration_error(seed: Any) -> None:
    records = load_records(HOTPOT)[:1]
    with pytest.raises(ConfigurationError, match="random_state"):
        make_detector("random", random_state=seed).fit([])
    with pytest.raises(ConfigurationError, match="random_state"):
        simulate(records, regimes="clean", random_state=seed)
    with pytest.raises(ConfigurationError, match="random_state"):
        budget_probe(records, random_state=seed)
    with pytest.raises(ConfigurationError, match="random_state"):
        HotpotEnv(records[0], random_state=seed)


def test_9_the_largest_seed_works() -> None:
    det = make_detector("random", random_state=2**32 - 1).fit([])
    assert det.judge({"question": "Q?", "observation": "O."}).verdict in set(Verdict)
    res = invoke("simulate", HOTPOT, "--limit", "1", "--regimes", "clean", "--seed", str(2**32 - 1))
    assert res.exit_code == 0, res.output


# ------------------------------------------------------------- caps and ranges
@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["score", "-d", "lexical", "{e}", "-j", "1000000000"], "--jobs"),
        (["score", "-d", "lexical", "{e}", "-j", "0"], "0 workers"),
        (["evaluate", "-d", "lexical", "{s}", "-j", "1000000000"], "--jobs"),
        (["score", "-d", "lexical", "{e}", "--scheduler", "not a url"], "--scheduler"),
        (["evaluate", "-d", "lexical", "{s}", "--scheduler", "tcp://host"], "--scheduler"),
        (["analyze", "{e}", "-d", "oracle", "--strata", "1-100000000"], "--strata"),
        (["analyze", "{e}", "-d", "oracle", "--budget", "1000000000"], "--budget"),
        (
            ["fit-k", "--regimes", "six", "--tpr", "1", "--fpr", "0", "--weights", "nan,1"],
            "weights",
        ),
        (["fit-k", "{e}", "--weights", "1,2"], "--weights"),
        (["fit-k", "{e}", "--budget", "1000000000"], "--budget"),
        (["simulate", "--budget", "1000000000"], "--budget"),
        (["probe", "--budget", "1000000000"], "--budget"),
        (["probe", "--budget", str(MAX_BUDGET // 2 + 1)], "--budget"),
        (["train", "{s}", "-o", "{d}/m.npz", "--renderings", "1000000"], "--renderings"),
        (["train", "{s}", "-o", "{d}/m.txt"], "--output"),
        (["judge-prompt", "{s}", "--question", "Q?"], "--question"),
        (["judge-prompt", "--observation", "O.", "--line", "3"], "--line"),
    ],
)
def test_9_out_of_range_options_are_usage_errors(
    files: dict[str, Path], args: list[str], option: str
) -> None:
    paths = {"e": files["episodes"], "s": files["samples"], "d": files["dir"]}
    start = time.monotonic()
    res = invoke(*[a.format(**paths) for a in args])
    assert option in one_line_error(res, code=2)
    assert time.monotonic() - start < 30  # refused before the work (no 149 GiB allocation)
    assert sorted(p.name for p in files["dir"].iterdir()) == ["eps.jsonl", "samples.jsonl"]


def test_10_budget_caps_are_in_the_help() -> None:
    for command in ("simulate", "probe", "analyze", "fit-k"):
        text = " ".join(invoke(command, "--help").output.split())
        assert "--budget" in text
    assert f"1<=x<={MAX_BUDGET}" in " ".join(invoke("simulate", "--help").output.split())
    assert f"1<=x<={MAX_BUDGET // 2}" in " ".join(invoke("probe", "--help").output.split())
    assert "0 = no intervals" in " ".join(invoke("compare", "--help").output.split())


def test_9_compare_with_no_resamples_reports_without_intervals(tmp_path: Path) -> None:
    base, gated = tmp_path / "base.jsonl", tmp_path / "gated.jsonl"
    for out, extra in ((base, []), (gated, ["--gate", "oracle"])):
        # 10 tasks: the fewest paired tasks for a verdict (below them no test is made)
        res = invoke("simulate", HOTPOT, "--limit", "10", "-o", str(out), *extra)
        assert res.exit_code == 0, res.output
    res = invoke("compare", str(base), str(gated), "--n-boot", "0", "--json")
    assert res.exit_code == 0, res.output
    (pair,) = json.loads(res.stdout)["comparisons"]
    assert pair["mean6_gain"]["ci"] == [None, None] and pair["mean6_gain"]["p"] == 1.0
    assert {r["noninferior"] for r in pair["per_regime"].values()} == {"inconclusive"}


def test_7_fever_label_outside_the_three_is_refused(tmp_path: Path) -> None:
    rows = [
        {"id": str(i), "claim": f"C{i} is red.", "evidence": f"C{i} is red.", "label": lab}
        for i, lab in enumerate(["SUPPORTS", "REFUTES", "NOT ENOUGH INFO", "MAYBE"])
    ]
    src = tmp_path / "fever.jsonl"
    write_jsonl(src, rows)
    res = invoke("corpus", "fever", str(src), "-o", str(tmp_path / "out.jsonl"))
    assert f"{src}:4: field `label`" in one_line_error(res) and "MAYBE" in res.output
    write_jsonl(src, rows[:3])
    assert invoke("corpus", "fever", str(src), "-o", str(tmp_path / "out.jsonl")).exit_code == 0


def test_9_a_template_that_is_not_utf8_names_file_and_line(tmp_path: Path) -> None:
    tmpl = tmp_path / "t.txt"
    tmpl.write_bytes(b"Question: {question}\n\xff {observation}\n")
    res = invoke("judge-prompt", "--template", str(tmpl), "--observation", "O.")
    assert f"{tmpl}:2:" in one_line_error(res) and "UTF-8" in res.output


def test_7_train_refuses_card_fields_it_writes_itself(files: dict[str, Path]) -> None:
    extra = files["dir"] / "extra.json"
    for key in ("model_sha256", "format_version", "versions", "training_files"):
        extra.write_text(json.dumps({key: "x", "licence": "CC BY-SA 4.0"}), encoding="utf-8")
        res = invoke(
            "train",
            str(files["samples"]),
            "-o",
            str(files["dir"] / "m.npz"),
            "--card-extra",
            str(extra),
        )
        assert key in one_line_error(res)
        assert not (files["dir"] / "m.npz").exists()
    det = make_detector("lexical").fit([])
    det.cutoff_ = 0.5
    with pytest.raises(ConfigurationError, match="model_sha256"):
        from uselessdetect.io import save_model

        save_model(det, files["dir"] / "x.joblib", model_sha256="0" * 64)
    assert not (files["dir"] / "x.joblib").exists()


@pytest.mark.parametrize(
    ("text", "said"),
    [('{"licence": 1, "licence": 2}', "twice"), ('{"licence": NaN}', "NaN")],
)
def test_7_train_card_extra_follows_the_strict_json_rules(
    files: dict[str, Path], text: str, said: str
) -> None:
    extra = files["dir"] / "extra.json"
    extra.write_text(text, encoding="utf-8")
    out = files["dir"] / "m.npz"
    res = invoke("train", str(files["samples"]), "-o", str(out), "--card-extra", str(extra))
    assert said in one_line_error(res) and "licence" in res.output
    assert not out.exists()


# ------------------------------------------------------------- API misuse
@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda: make_detector(None), UnknownDetectorError),
        (lambda: make_detector(5), UnknownDetectorError),
        (lambda: make_detector("lexical", bogus=1), ConfigurationError),
        (lambda: make_detector("keyword>lexical", bogus=1), ConfigurationError),
        (lambda: make_detector("lexical").fit(None), InputError),
        (lambda: make_detector("lexical").fit(5), InputError),
        (lambda: make_detector("lexical").fit([]).judge_many(None), InputError),
        (lambda: make_detector("lexical").fit([]).predict_proba(3), InputError),
        (lambda: Sample("Q?", "O.", label=2), InputError),
        (lambda: Sample("Q?", "O.", label=True), InputError),
        (lambda: Sample("Q?", "O.", label=0.0), InputError),
        (lambda: Sample("Q?", None), InputError),  # type: ignore[arg-type]
        (lambda: Sample.from_dict({"question": "Q", "observation": "O", "label": "1"}), InputError),
    ],
)
def test_9_api_misuse_is_an_error_of_the_tree(call: Any, error: type[Exception]) -> None:
    with pytest.raises(error) as info:
        call()
    assert isinstance(info.value, UselessDetectError)


def test_8_sample_labels_from_arrays_are_plain_ints() -> None:
    s = Sample("Q?", "O.", label=np.int64(1))  # type: ignore[arg-type]
    assert s.label == 1 and type(s.label) is int
    assert Sample.from_dict({"question": "Q", "observation": "O", "label": 0}).label == 0


@pytest.mark.parametrize(
    ("detectors", "kwargs", "match"),
    [
        (["lexical"], {}, r"make_detector\('lexical'\)"),
        ({"lexical": "lexical"}, {}, "fitted detector"),
        (None, {}, "mapping"),
        ([], {}, "empty"),
        ("ok", {"n_jobs": 0}, "n_jobs"),
        ("ok", {"n_jobs": 10**9}, "n_jobs"),
        ("ok", {"chunk_size": 0}, "chunk_size"),
        ("ok", {"chunk_size": -1}, "chunk_size"),
    ],
)
def test_8_score_episodes_misuse_is_refused_at_the_call(
    detectors: Any, kwargs: dict[str, Any], match: str
) -> None:
    dets = [make_detector("lexical").fit([])] if detectors == "ok" else detectors
    with pytest.raises(ConfigurationError, match=match):
        score_episodes([], dets, **kwargs)  # raised at the call, not at the first next()


def test_8_score_episodes_names_a_raw_dict_episode() -> None:
    eps = list(read_episodes(EPISODES))[:3]
    raw = [eps[0], eps[1].to_dict(), eps[2]]
    with pytest.raises(InputError, match="expected an Episode") as info:
        list(score_episodes(raw, [make_detector("lexical").fit([])], chunk_size=1))
    assert info.value.field == "episodes[1]"
    assert len(list(score_episodes(eps, [make_detector("lexical").fit([])], chunk_size=1))) == 3


# ------------------------------------------------------------- the gate's verdict rule
VERDICT_SPELLINGS = [
    ("Useless.", Verdict.USELESS),
    ("useless!", Verdict.USELESS),
    ("USELESS\u200b", Verdict.USELESS),
    ("\ufeffuseless", Verdict.USELESS),
    ("ＵＳＥＬＥＳＳ", Verdict.USELESS),
    ("  **Useful**\n", Verdict.USEFUL),
    ("«unknown»", Verdict.UNKNOWN),
    ("use\u00adless", Verdict.USELESS),  # a soft hyphen is a format character
]


@pytest.mark.parametrize(("text", "verdict"), VERDICT_SPELLINGS)
def test_8_verdict_words_are_normalised_before_they_count(text: str, verdict: Verdict) -> None:
    for strict in (False, True):
        gate = StopGate(lambda s: True, k=3, strict=strict)  # text would be judged useless
        gate.observe(Verdict.USELESS, episode="e")
        d = gate.observe(text, episode="e")
        assert d.judgment is not None and d.judgment.verdict is verdict
        assert d.run == {Verdict.USELESS: 2, Verdict.USEFUL: 0, Verdict.UNKNOWN: 1}[verdict]
        assert d.error is None
        assert gate.observe({"verdict": text}, episode="f").judgment.verdict is verdict  # type: ignore[union-attr]
        assert gate.observe(Judgment(text, 0.5, "me"), episode="g").judgment.verdict is verdict  # type: ignore[arg-type,union-attr]


@pytest.mark.parametrize("text", ["useless results", "not useless", "Useless. Try again", "u"])
def test_8_other_strings_are_observation_text(text: str) -> None:
    seen: list[str] = []
    gate = StopGate(lambda s: seen.append(s.observation) or None, k=3)
    d = gate.observe(text)
    assert seen == [text] and d.judgment.detector == "<lambda>"  # type: ignore[union-attr]


def test_8_an_explicit_verdict_wins_over_the_observation_text() -> None:
    gate = StopGate(lambda s: False, k=2)  # the text alone would be judged useful
    item = {"verdict": "useless", "observation": "Creed was founded by Scott Stapp."}
    assert gate.observe(item, episode="e").run == 1
    assert gate.observe({**item, "verdict": "Useless."}, episode="e").tripped
    d = gate.observe({**item, "verdict": "maybe"}, episode="x")  # never silently the text
    assert d.run == 0 and d.error and gate.state("x")["unrecognised"] == 1
    assert gate.observe({**item, "verdict": None}, episode="y").judgment.verdict is Verdict.USEFUL  # type: ignore[union-attr]
    with pytest.raises(InputError):
        StopGate(lambda s: False, strict=True).observe({**item, "verdict": "maybe"})


def test_9_a_bad_source_never_raises_into_the_harness(caplog: pytest.LogCaptureFixture) -> None:
    gate = StopGate(lambda s: True, k=2)
    d = gate.observe(True, source=["x"], episode="e")  # type: ignore[arg-type]
    assert d.run == 1 and d.error and "source" in d.error
    assert gate.state("e")["unrecognised"] == 1 and "source" in caplog.text
    assert gate.observe(True, source=["x"], episode="e").tripped  # type: ignore[arg-type]
    with pytest.raises(InputError):
        StopGate(lambda s: True, strict=True).observe(True, source=["x"])  # type: ignore[arg-type]


# ------------------------------------------------------------- 11: Ctrl-C exits 130
def _leaf_commands() -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for name in sorted(COMMANDS):
        cmd = main.get_command(None, name)  # type: ignore[arg-type]
        subs = getattr(cmd, "commands", None)
        out += [(name, s) for s in sorted(subs)] if subs else [(name,)]
    return out


@pytest.mark.parametrize("path", _leaf_commands(), ids=" ".join)
def test_11_ctrl_c_exits_130_in_every_command(
    path: tuple[str, ...], monkeypatch: pytest.MonkeyPatch
) -> None:
    cmd: Any = main.get_command(None, path[0])  # type: ignore[arg-type]
    if len(path) > 1:
        cmd = cmd.commands[path[1]]

    def interrupted(*args: Any, **kwargs: Any) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(cmd, "callback", interrupted)
    monkeypatch.setattr(cmd, "params", [p for p in cmd.params if p.name == "help"])
    res = CliRunner().invoke(main, list(path))
    assert res.exit_code == INTERRUPTED == 130, res.output
    assert "Interrupted." in res.output and "Aborted!" not in res.output


def _open_for_writing(fifo: Path, deadline: float) -> int:
    """Open a FIFO once its reader has (never blocks past ``deadline``)."""
    while True:
        try:
            return os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.05)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO (POSIX)")
def test_11_sigint_exits_130_and_removes_the_part_file(tmp_path: Path) -> None:
    fifo = tmp_path / "in.jsonl"
    os.mkfifo(fifo)
    out = tmp_path / "out.jsonl"
    code = "from uselessdetect.cli import main; main()"
    cmd = [sys.executable, "-c", code, "import", "knowagent", str(fifo), "-o", str(out)]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE)
    deadline = time.monotonic() + 60
    fd = _open_for_writing(fifo, deadline)
    try:
        run = {
            "question": "Q?",
            "correct": False,
            "steps": [
                {"thought": "t", "action": "Search[X]", "observation": "Could not find [X]."},
                {"thought": "t", "action": "Finish[x]", "observation": "Answer is INCORRECT"},
            ],
        }
        os.write(fd, (json.dumps(run) + "\n").encode())
        while not list(tmp_path.glob(".out.jsonl.*.part")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert list(tmp_path.glob(".out.jsonl.*.part")), "the writer never started"
        proc.send_signal(signal.SIGINT)
        rc = proc.wait(timeout=30)
    finally:
        os.close(fd)
        if proc.poll() is None:
            proc.kill()
    assert rc == 130
    assert not list(tmp_path.glob(".out.jsonl*")) and not out.exists()
    assert b"Traceback" not in proc.stderr.read()  # type: ignore[union-attr]


# ------------------------------------------------------------- Dask: a bad line, no traceback
def test_9_a_bad_line_on_a_local_cluster_closes_it_cleanly(tmp_path: Path) -> None:
    pytest.importorskip("distributed")
    lines = Path(EPISODES).read_bytes().splitlines(keepends=True)[:24]
    bad = tmp_path / "bad.jsonl"
    bad.write_bytes(b"".join(lines[:6]) + b'{"id": 1, "steps": []}\n' + b"".join(lines[6:]))
    cmd = [
        sys.executable,
        "-c",
        "from uselessdetect.cli import main; main()",
        "score",
        "-d",
        "lexical",
        str(bad),
        "--cluster",
        "local:1",
        "--partition-lines",
        "1",
        "-o",
        str(tmp_path / "out.jsonl"),
    ]
    proc = subprocess.run(cmd, capture_output=True, timeout=180, check=False)
    err = proc.stderr.decode()
    assert proc.returncode == 1, err
    assert f"Error: {bad}:7: field `question`" in err
    assert "Traceback" not in err and "IOLoop" not in err and "Exception ignored" not in err
    assert not (tmp_path / "out.jsonl").exists()


# ------------------------------------------------------------- 12: mean6 is over six regimes
def test_12_mean6_divides_by_the_six_regimes_only() -> None:
    rates = {r: 1.0 for r in SIX_REGIMES}
    assert mean6({**rates, "recover_after_5": 0.0}) == 1.0
    assert mean6({**rates, "clean": 0.4}) == pytest.approx(0.9)
    with pytest.raises(ConfigurationError):
        mean6({r: 1.0 for r in SIX_REGIMES[:5]})


def test_12_simulate_reports_mean6_of_the_six_beside_a_seventh(tmp_path: Path) -> None:
    out = tmp_path / "eps.jsonl"
    regimes = ",".join([*SIX_REGIMES, "recover_after_5"])
    res = invoke("simulate", HOTPOT, "--limit", "3", "--regimes", regimes, "-o", str(out), "--json")
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert len(report["success"]) == 7
    # the second route: success per regime counted from the episodes written
    eps = list(read_episodes(str(out)))
    six = [np.mean([bool(e.correct) for e in eps if e.regime == r]) for r in SIX_REGIMES]
    seventh = np.mean([bool(e.correct) for e in eps if e.regime == "recover_after_5"])
    assert report["mean6"] == pytest.approx(float(np.mean(six)), abs=1e-6)
    assert report["mean6"] != pytest.approx(float(np.mean([*six, seventh])), abs=1e-6)
    text = invoke("simulate", HOTPOT, "--limit", "3", "--regimes", regimes).output
    assert "mean6" in text and f"{np.mean(six):.3f}" in text.split("mean6")[1].split("\n")[0]


# ------------------------------------------------------------- 13: Fallback re-centres
def test_13_fallback_gives_lexicals_verdict_when_keyword_abstains() -> None:
    samples = hotpotqa_samples([HOTPOT])[:400]  # no thought: the keyword reader abstains
    lexical = make_detector("lexical").fit([])
    chain = make_detector("keyword>lexical").fit([])
    assert isinstance(chain, Fallback)
    keyword = make_detector("keyword").fit([])
    assert all(j.verdict is Verdict.UNKNOWN for j in keyword.judge_many(samples))
    raw = lexical.predict_proba(samples)[:, 1]
    lo, hi = sorted([0.5, float(lexical.cutoff_)])
    between = (raw > lo) & (raw < hi)
    assert between.sum() >= 5, "no sample tells a re-centred score from a raw one"
    mine = [j.verdict for j in chain.judge_many(samples)]
    theirs = [j.verdict for j in lexical.judge_many(samples)]
    assert mine == theirs
    assert (chain.predict(samples) == lexical.predict(samples)).all()
    score = chain.predict_proba(samples)[:, 1]
    assert (np.argsort(score, kind="stable") == np.argsort(raw, kind="stable")).all()


# ------------------------------------------------------------- 14: drop_tool never forces
def test_14_restriction_never_forces_finish_in_drop_tool_mode() -> None:
    gate = StopGate(lambda s: True, k=1, mode="drop_tool")
    gate.observe("x", source="search", episode="e")
    assert restriction(gate, "e", ["search", "backup_search", "finish"]) == (
        ["backup_search", "finish"],
        None,
    )
    assert restriction(gate, "e", ["search", "backup_search"]) == (["backup_search"], None)
    finish = StopGate(lambda s: True, k=1)
    finish.observe("x", source="search", episode="e")
    assert restriction(finish, "e", ["search", "backup_search", "finish"]) == (
        ["finish"],
        "finish",
    )


def test_14_simulated_drop_tool_runs_switch_to_the_backup() -> None:
    records = load_records(HOTPOT)[:2]
    eps = simulate(records, regimes="persistent", gate="oracle", k=2, mode="drop_tool", backup=True)
    for ep in eps:
        actions = [s.action for s in ep.steps]
        assert "backup_search" in actions[actions.index("search") :], actions


def test_steps_of_a_scored_episode_keep_their_judgments_type() -> None:
    ep = Episode(
        id="e",
        question="Q?",
        steps=[Step(action="search", input="x", observation="No results."), Step(action="finish")],
    )
    (scored,) = score_episodes([ep], {"lexical": make_detector("lexical").fit([])})
    assert scored.steps[0].judgments["lexical"]["verdict"] == "useless"
