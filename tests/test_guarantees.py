"""Issue 14, "nothing lost, nothing silent": one regression test per numbered item we own."""

from __future__ import annotations

import json
import logging
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

from uselessdetect import StopGate
from uselessdetect._types import Episode, Judgment, Step, Verdict
from uselessdetect.cli import main
from uselessdetect.corpus import hotpotqa_samples, read_labeled
from uselessdetect.detectors import Detector, make_detector
from uselessdetect.exceptions import ConfigurationError, InputError, UnknownDetectorError
from uselessdetect.fit import KFitter
from uselessdetect.fit._rows import episode_arrays
from uselessdetect.io import Skipped, load_hotpotqa, read_episodes, read_knowagent


def record(i: int, **over: Any) -> dict[str, Any]:
    """A small valid HotpotQA record."""
    rec = {
        "_id": f"h{i}",
        "question": f"Which band did singer {i} form?",
        "answer": "Art of Anarchy",
        "supporting_facts": [[f"Singer {i}", 0]],
        "context": [
            [f"Singer {i}", [f"Singer {i} is an American vocalist.", " He formed a band."]],
            [f"Other {i}", [f"Other {i} is a city in Ohio."]],
        ],
    }
    return rec | over


def run_of(i: int, hotpot_id: str | None = None, obs: Any = "Could not find [X].") -> dict:
    rec = {
        "question": f"Which band did singer {i} form?",
        "correct": False,
        "steps": [
            {"thought": "search", "action": f"Search[Singer {i}]", "observation": obs},
            {"thought": "done", "action": "Finish[x]", "observation": "Answer is INCORRECT"},
        ],
    }
    if hotpot_id is not None:
        rec["hotpot_id"] = hotpot_id
    return rec


def write_jsonl(path: Path, rows: list[Any]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def invoke(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


@pytest.fixture()
def files(tmp_path: Path) -> dict[str, Path]:
    hp = tmp_path / "hp.json"
    hp.write_text(json.dumps([record(i) for i in range(6)]), encoding="utf-8")
    trajs = write_jsonl(tmp_path / "trajs.jsonl", [run_of(i, f"h{i}") for i in range(6)])
    return {"hp": hp, "trajs": trajs, "dir": tmp_path}


# ---------------------------------------------------------------- 1: output is an input
@pytest.mark.parametrize(
    "args",
    [
        ["corpus", "hotpotqa", "{hp}", "-o", "{hp}"],
        ["corpus", "hotpotqa", "{hp}", "-o", "{dir}/./hp.json"],
        ["corpus", "hotpotqa", "{hp}", "-o", "{link}"],
        ["corpus", "knowagent", "{trajs}", "--hotpotqa", "{hp}", "-o", "{hp}"],
        ["import", "knowagent", "{trajs}", "--hotpotqa", "{hp}", "-o", "{hp}"],
        ["import", "knowagent", "{trajs}", "-o", "{trajs}"],
        ["simulate", "{hp}", "--regimes", "clean", "-o", "{hp}"],
        ["fit-k", "{trajs}", "--plot", "{trajs}"],
        ["analyze", "{trajs}", "-d", "oracle", "--plot", "{trajs}"],
        ["train", "{trajs}", "-o", "{trajs}"],
    ],
)
def test_1_an_output_that_is_an_input_is_refused(files: dict[str, Path], args: list[str]) -> None:
    link = files["dir"] / "link.json"
    link.symlink_to(files["hp"])
    before = {p: p.read_bytes() for p in (files["hp"], files["trajs"])}
    subs = {k: str(v) for k, v in files.items()} | {"link": str(link)}
    res = invoke(*[a.format(**subs) for a in args])
    assert res.exit_code == 1, res.output
    assert "refusing to write" in res.output and "it is the input" in res.output
    assert {p: p.read_bytes() for p in before} == before


def test_1_held_out_file_cannot_be_the_training_file(files: dict[str, Path]) -> None:
    out = files["dir"] / "o.jsonl"
    res = invoke(
        "corpus", "hotpotqa", str(files["hp"]), "-o", str(out), "--test-size", "0.5",
        "--test-out", str(out),
    )  # fmt: skip
    assert res.exit_code != 0 and "name one file" in res.output
    assert not out.exists()


def test_1_train_refuses_to_overwrite_an_input_with_the_model_card(tmp_path: Path) -> None:
    data = write_jsonl(tmp_path / "m.card.json", [{"question": "q", "observation": "o"}])
    res = invoke("train", str(data), "-o", str(tmp_path / "m.joblib"))
    assert res.exit_code == 1 and "its card" in res.output
    assert json.loads(data.read_text())["question"] == "q"


# ---------------------------------------------------------------- 2: SIGTERM
@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs a FIFO (POSIX)")
def test_2_sigterm_removes_the_part_file(files: dict[str, Path]) -> None:
    fifo = files["dir"] / "in.jsonl"
    os.mkfifo(fifo)
    out = files["dir"] / "out.jsonl"
    code = "from uselessdetect.cli import main; main()"
    cmd = [sys.executable, "-c", code, "import", "knowagent", str(fifo), "-o", str(out)]
    proc = subprocess.Popen(cmd, stderr=subprocess.PIPE)
    with fifo.open("w") as fh:  # the command writes one episode, then waits for more input
        fh.write(json.dumps(run_of(1)) + "\n")
        fh.flush()
        deadline = time.monotonic() + 30
        while not list(files["dir"].glob(".out.jsonl.*.part")) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert list(files["dir"].glob(".out.jsonl.*.part")), "the writer never started"
        proc.send_signal(signal.SIGTERM)
        rc = proc.wait(timeout=30)
    assert rc == 128 + signal.SIGTERM
    assert not list(files["dir"].glob(".out.jsonl*")) and not out.exists()
    assert b"Traceback" not in proc.stderr.read()  # type: ignore[union-attr]


# ---------------------------------------------------------------- 5: matched runs
def test_5_logs_that_match_almost_no_record_are_refused(files: dict[str, Path]) -> None:
    trajs = write_jsonl(
        files["dir"] / "t.jsonl", [run_of(i, f"h{i}" if i < 2 else f"zz{i}") for i in range(10)]
    )
    out = files["dir"] / "ep.jsonl"
    for cmd in (["import", "knowagent"], ["corpus", "knowagent"]):
        res = invoke(*cmd, str(trajs), "--hotpotqa", str(files["hp"]), "-o", str(out))
        assert res.exit_code == 1, res.output
        assert "only 2 of 10 runs matched a HotpotQA record" in res.output
        assert not out.exists() and not list(files["dir"].glob(".ep.jsonl*"))
    res = invoke(
        "import", "knowagent", str(trajs), "--hotpotqa", str(files["hp"]), "-o", str(out),
        "--allow-unmatched",
    )  # fmt: skip
    assert res.exit_code == 0 and "2 of 10 runs matched" in res.stderr
    assert sum(1 for _ in out.open()) == 10
    res = invoke(
        "import", "knowagent", str(trajs), "--hotpotqa", str(files["hp"]), "-o", str(out),
        "--allow-unmatched", "--json",
    )  # fmt: skip
    summary = json.loads(res.stdout)
    assert summary["matched"] == 2 and summary["unmatched"]["total"] == 8
    assert summary["matched"] + summary["unmatched"]["total"] == summary["episodes"] == 10


def test_5_unmatched_runs_are_counted_by_reason(files: dict[str, Path]) -> None:
    rows = [run_of(0, "h0"), run_of(1), run_of(2, "nope")]
    trajs = write_jsonl(files["dir"] / "t.jsonl", rows)
    unmatched = Skipped()
    eps = list(read_knowagent(trajs, load_hotpotqa([files["hp"]]), unmatched=unmatched))
    assert len(eps) == 3  # nothing dropped: unmatched runs stay, unlabeled
    assert unmatched == {
        "runs without a hotpot_id": 1,
        "runs whose hotpot_id has no HotpotQA record": 1,
    }
    assert [ep.steps[0].label for ep in eps] == [1, None, None]


# ---------------------------------------------------------------- 6: silent skips
def test_6_a_number_as_observation_is_an_error(files: dict[str, Path]) -> None:
    trajs = write_jsonl(files["dir"] / "t.jsonl", [run_of(0, "h0"), run_of(1, "h1", obs=5)])
    with pytest.raises(InputError) as err:
        list(read_knowagent(trajs))
    assert (err.value.line, err.value.field) == (2, "steps[0].observation")


def test_6_supporting_facts_naming_missing_pages_are_counted() -> None:
    recs = {f"h{i}": record(i) for i in range(4)}
    recs["h0"] = record(0, supporting_facts=[["Nowhere", 0], ["Singer 0", 7]])
    skipped = Skipped()
    out = hotpotqa_samples(recs, skipped=skipped)
    assert skipped["supporting facts naming a page missing from the context"] == 1
    assert skipped["supporting facts naming a sentence the page lacks"] == 1
    assert not [s for s in out if s.source == "hotpotqa:h0" and s.kind == "answerless"]


def test_6_steps_left_out_of_an_episode_file_are_counted(tmp_path: Path) -> None:
    steps = [
        {"action": "search", "input": "a", "observation": "x", "label": 1},
        {"action": "search", "input": "b", "label": 1},  # no observation
        {"action": "search", "input": "c", "observation": "y"},  # unlabeled
        {"action": "finish", "input": "z"},
    ]
    path = write_jsonl(tmp_path / "e.jsonl", [{"id": "1", "question": "q", "steps": steps}])
    skipped = Skipped()
    out = read_labeled(path, labeled_only=True, skipped=skipped)
    assert len(out) == 1
    assert skipped == {"steps without an observation": 1, "unlabeled samples": 1}
    assert len(out) + skipped.total() == len(steps) - 1  # every non-finish step accounted


def test_6_empty_hotpotqa_file_and_empty_split_side_are_refused(files: dict[str, Path]) -> None:
    empty = files["dir"] / "e.json"
    empty.write_text("[]", encoding="utf-8")
    out = files["dir"] / "o.jsonl"
    res = invoke("corpus", "hotpotqa", str(empty), "-o", str(out))
    assert res.exit_code == 1 and "no record" in res.output and not out.exists()
    one = files["dir"] / "one.json"
    one.write_text(json.dumps([record(0), record(1)]), encoding="utf-8")
    test_out = files["dir"] / "t.jsonl"
    res = invoke(
        "corpus", "hotpotqa", str(one), "-o", str(out), "--test-size", "0.01",
        "--test-out", str(test_out),
    )  # fmt: skip
    assert res.exit_code == 1 and "side empty" in res.output
    assert not out.exists() and not test_out.exists()


def test_6_corpus_reports_skipped_steps(files: dict[str, Path]) -> None:
    rows = [run_of(i, f"h{i}", obs=None if i == 0 else "Could not find [X].") for i in range(6)]
    trajs = write_jsonl(files["dir"] / "t.jsonl", rows)
    res = invoke(
        "corpus", "knowagent", str(trajs), "--hotpotqa", str(files["hp"]),
        "-o", str(files["dir"] / "r.jsonl"),
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    assert "skipped 1 items: 1 steps without an observation" in res.stderr
    res = invoke(
        "corpus", "knowagent", str(trajs), "--hotpotqa", str(files["hp"]),
        "-o", str(files["dir"] / "r.jsonl"), "--json",
    )  # fmt: skip
    summary = json.loads(res.stdout)
    assert summary["skipped"] == {"total": 1, "reasons": {"steps without an observation": 1}}
    assert summary["samples"] == sum(1 for _ in (files["dir"] / "r.jsonl").open())
    assert summary["samples"] + summary["skipped"]["total"] == len(rows)  # one call per run


# ---------------------------------------------------------------- 7: converted input
def test_7_an_episode_file_is_not_imported_again(files: dict[str, Path]) -> None:
    once = files["dir"] / "once.jsonl"
    assert invoke("import", "knowagent", str(files["trajs"]), "-o", str(once)).exit_code == 0
    twice = files["dir"] / "twice.jsonl"
    res = invoke("import", "knowagent", str(once), "-o", str(twice))
    assert res.exit_code == 1 and "looks like an episode file already" in res.output
    assert f"{once}:1: field `steps[0]" in res.output and not twice.exists()


# ---------------------------------------------------------------- 8: recorded verdicts
@pytest.mark.parametrize(
    ("judgment", "field"),
    [
        ({"verdict": "maybe"}, "verdict"),
        ({"verdict": 5}, "verdict"),
        ({"verdict": {}}, "verdict"),
        ({"score": 0.3}, "verdict"),
        ({"verdict": "useless", "score": 1.5}, "score"),
        ({"verdict": "useless", "score": "high"}, "score"),
    ],
)
def test_8_bad_recorded_verdicts_are_input_errors(
    tmp_path: Path, judgment: dict[str, Any], field: str
) -> None:
    step = {"action": "search", "input": "x", "observation": "o", "judgments": {"lex": judgment}}
    ok = {"id": "0", "question": "q", "steps": [{"action": "finish"}]}
    path = write_jsonl(tmp_path / "e.jsonl", [ok, {"id": "1", "question": "q", "steps": [step]}])
    with pytest.raises(InputError) as err:
        list(read_episodes(path))
    assert (err.value.line, err.value.field) == (2, f"steps[0].judgments.lex.{field}")


# ---------------------------------------------------------------- 10, 11: the gate
def test_10_a_verdict_given_as_a_string_counts() -> None:
    gate = StopGate(lambda s: None, k=2)
    gate.observe(Judgment("useless", 0.9, "mine"))  # type: ignore[arg-type]
    d = gate.observe(Judgment("USELESS ", 0.8, "mine"))  # type: ignore[arg-type]
    assert d.tripped and d.judgment is not None and d.judgment.verdict is Verdict.USELESS
    assert gate.observe({"verdict": "useful"}, episode="b").judgment.verdict is Verdict.USEFUL  # type: ignore[union-attr]


def test_10_unrecognised_input_is_logged_counted_or_raised(
    caplog: pytest.LogCaptureFixture,
) -> None:
    gate = StopGate(lambda s: True, k=1)
    bad: list[Any] = [3.5, {"question": "no observation"}, Judgment("maybe", 0.5, "x"), [1]]  # type: ignore[arg-type]
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        for item in bad:
            d = gate.observe(item, episode="e")
            assert d.judgment is not None and d.judgment.verdict is Verdict.UNKNOWN
            assert d.error and d.error.startswith("unrecognised input")
    assert gate.state("e")["unrecognised"] == len(bad) and not gate.state("e")["runs"]["search"]
    assert len([r for r in caplog.records if "unrecognised" in r.getMessage()]) == len(bad)
    strict = StopGate(lambda s: True, k=1, strict=True)
    for item in bad:
        with pytest.raises(InputError):
            strict.observe(item)


def test_10_detector_errors_are_counted_apart() -> None:
    def broken(sample: Any) -> bool:
        raise RuntimeError("model offline")

    gate = StopGate(broken, k=1)
    d = gate.observe({"observation": "x"})
    assert d.error == "RuntimeError: model offline" and not d.tripped
    assert gate.state("default")["detector_errors"] == 1
    assert gate.state("default")["unrecognised"] == 0


def test_11_numpy_booleans_are_verdicts() -> None:
    gate = StopGate(lambda s: None, k=2)
    assert gate.observe(np.bool_(True)).run == 1
    assert gate.observe(np.True_).tripped
    assert gate.observe(np.bool_(False), episode="b").judgment.verdict is Verdict.USEFUL  # type: ignore[union-attr]
    assert gate.state("default")["unrecognised"] == 0


# ---------------------------------------------------------------- 12: detector shape
class _WrongShape(Detector):
    name = "wrong_shape"

    def _scores(self, samples: list[Any]) -> np.ndarray:
        return np.full(len(samples) + 3, 0.9)


class _TwoColumns(Detector):
    name = "two_columns"

    def _scores(self, samples: list[Any]) -> np.ndarray:
        return np.full((len(samples), 2), 0.9)


@pytest.mark.parametrize("cls", [_WrongShape, _TwoColumns])
def test_12_a_wrong_shaped_score_array_is_an_error(cls: type[Detector]) -> None:
    det = cls().fit([])
    x = [{"question": "q", "observation": "o"}]
    for call in (det.predict_proba, det.predict, det.judge_many):
        with pytest.raises(ConfigurationError, match=r"one number per sample, shape \(1,\)"):
            call(x)
    with pytest.raises(ConfigurationError):
        cls().fit([{"question": "q", "observation": "o", "label": 1}] * 2)


# ---------------------------------------------------------------- 14: fit-k streams
def _episodes(n: int) -> list[Episode]:
    rng = np.random.default_rng(0)
    out = []
    for i in range(n):
        labels = rng.integers(0, 2, size=int(rng.integers(1, 8)))
        steps = [
            Step(action="search", input="q", observation="Could not find [q]." if lab else "A b.",
                 label=int(lab),
                 judgments={} if t % 3 == 0 else {"lexical": {"verdict": ["useful", "useless"][
                     int(rng.integers(0, 2))], "score": 0.5}})
            for t, lab in enumerate(labels)
        ]  # fmt: skip
        if i % 2:
            steps.append(Step(action="finish", input="a"))
        out.append(Episode(id=str(i), question="Q", steps=steps, correct=bool(i % 3)))
    return out


def test_14_fit_consumes_a_stream_once_and_matches_the_list_fit() -> None:
    eps = _episodes(300)
    consumed = []

    def stream() -> Any:
        for ep in eps:
            consumed.append(ep.id)
            yield ep

    a = KFitter(detector="lexical", n_bootstrap=50, random_state=1).fit(stream())
    b = KFitter(detector="lexical", n_bootstrap=50, random_state=1).fit(eps)
    assert consumed == [ep.id for ep in eps]  # read once, in order
    assert a.best_k_ == b.best_k_ and a.results_ == b.results_
    # second route: the padded rows equal a per-episode Python construction
    arr = episode_arrays(iter(eps), detector="lexical", budget=8, chunk=7)
    det = make_detector("lexical").fit([])
    for e, ep in enumerate(eps):
        calls = [s for s in ep.steps if not s.is_finish]
        assert list(arr.labels[e, : len(calls)]) == [s.label for s in calls]
        assert (arr.labels[e, len(calls) :] == -1).all()
        for t, s in enumerate(calls):
            j = s.judgments.get("lexical")
            want = j["verdict"] if j else det.judge(dict(ep.samples())[t]).verdict.value
            assert arr.verdicts[e, t] == {"useless": 1, "useful": 0}.get(want, -1)


# ---------------------------------------------------------------- cosmetics
def test_cosmetics_json_errors_name_line_and_column_once(tmp_path: Path) -> None:
    bad = tmp_path / "b.jsonl"
    ok = '{"id": 1, "question": "q", "steps": []}'
    bad.write_text(ok + '\n{"question": "a\tb"}\n', encoding="utf-8")
    with pytest.raises(InputError) as err:
        list(read_episodes(bad))
    assert "at at" not in str(err.value) and "b.jsonl:2:" in str(err.value)
    assert f"column {bad.read_text().splitlines()[1].index(chr(9)) + 1})" in str(err.value)
    hp = tmp_path / "h.json"
    hp.write_text('[\n{"_id": "a",\n "question": }\n]', encoding="utf-8")
    with pytest.raises(InputError, match=r"h\.json:3: not valid JSON .* at column 14\)"):
        load_hotpotqa([hp])
    hp.write_bytes(b'[\n{"_id": "a",\n "question": "\xff"}]')
    with pytest.raises(InputError, match=r"h\.json:3: not valid UTF-8 \(byte 0xff at column 15\)"):
        load_hotpotqa([hp])


def test_cosmetics_fit_k_says_when_rates_were_given() -> None:
    res = invoke("fit-k", "--regimes", "six", "--tpr", "0.98", "--fpr", "0.1")
    assert res.exit_code == 0
    assert "TPR 0.980 (given), FPR 0.100 (given)" in res.stderr
    assert "detector oracle" not in res.stderr


def test_cosmetics_empty_chain_member_and_plot_folders(tmp_path: Path) -> None:
    with pytest.raises(UnknownDetectorError, match="each side"):
        make_detector("keyword>")
    pytest.importorskip("matplotlib")
    out = tmp_path / "new" / "dir" / "k.png"
    res = invoke("fit-k", "--regimes", "six", "--tpr", "0.9", "--fpr", "0.1", "--plot", str(out))
    assert res.exit_code == 0 and out.is_file()


def test_cosmetics_json_floats_carry_no_binary_noise() -> None:
    import io
    from contextlib import redirect_stdout

    from uselessdetect.cli._common import echo_json

    buf = io.StringIO()
    with redirect_stdout(buf):
        echo_json({"mean6": 0.7370000000000001, "xs": [0.1 + 0.2], "n": 3})
    assert json.loads(buf.getvalue()) == {"mean6": 0.737, "xs": [0.3], "n": 3}


@pytest.mark.parametrize("extra", [[], ["-j", "2", "--partition-lines", "1"]])
def test_6_evaluate_json_counts_what_it_left_out(tmp_path: Path, extra: list[str]) -> None:
    """In memory and partitioned, `evaluate --json` says how many items it used and skipped."""
    rows = [
        {"question": "Who founded Creed?", "observation": "Creed was founded by Scott Stapp.",
         "label": 0},
        {"question": "Who founded Creed?", "observation": "Oslo is in Norway.", "label": 1},
        {"question": "Who founded Creed?", "observation": "Oslo is in Norway."},  # unlabeled
    ]  # fmt: skip
    path = write_jsonl(tmp_path / "s.jsonl", rows)
    res = invoke("evaluate", str(path), "-d", "lexical", "--json", *extra)
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["samples"] == 2 and out["detectors"]["lexical"]["n"] == 2
    assert out["skipped"]["total"] == 1
    assert out["samples"] + out["skipped"]["total"] == len(rows)
    assert "skipped 1" in res.stderr
