"""The judge on the command line: --judge-fn / --judge-cache on score, evaluate, analyze, fit-k,
and `judge-prompt`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from tests import fakes

from uselessdetect.cli import main
from uselessdetect.corpus import hotpotqa_samples, read_labeled
from uselessdetect.detectors import JudgeDetector, render_prompt
from uselessdetect.io import sample_episodes_path, sample_hotpotqa_path
from uselessdetect.measure import evaluate_detector

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture
def at_root(monkeypatch: pytest.MonkeyPatch) -> Path:
    """Run from the repository root, where `tests.fakes:…` names a module."""
    monkeypatch.chdir(ROOT)
    return ROOT


@pytest.fixture(scope="module")
def samples_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("judge") / "samples.jsonl"
    samples = hotpotqa_samples([sample_hotpotqa_path()])[:80]
    path.write_text("".join(json.dumps(s.to_dict()) + "\n" for s in samples))
    return path


def run(*args: str) -> object:
    return CliRunner().invoke(main, list(args))


def test_evaluate_reports_the_judge_beside_other_detectors(at_root: Path, samples_file: Path):
    res = run(
        "evaluate",
        "-d",
        "judge,lexical",
        "--judge-fn",
        "tests.fakes:oracle_like",
        str(samples_file),
        "--json",
    )
    assert res.exit_code == 0, res.output
    reports = json.loads(res.stdout)["detectors"]
    assert set(reports) == {"judge", "lexical"}
    # the same figures by the library route
    det = JudgeDetector(fakes.oracle_like).fit([])
    direct = evaluate_detector(det, read_labeled(samples_file)).to_dict()
    direct.pop("samples_per_s")
    assert {k: reports["judge"][k] for k in direct} == direct
    assert reports["judge"]["per_kind"] != reports["lexical"]["per_kind"]


def test_judge_without_judge_fn_says_what_to_pass(samples_file: Path) -> None:
    for cmd in (
        ["evaluate", "-d", "judge", str(samples_file)],
        ["score", "-d", "lexical,judge", str(sample_episodes_path())],
        ["analyze", str(sample_episodes_path()), "-d", "judge", "--n-boot", "0"],
    ):
        res = run(*cmd)
        assert res.exit_code == 1, res.output
        assert "--judge-fn module:callable" in res.output and "Traceback" not in res.output


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("tests.fakes", "expected MODULE:CALLABLE"),
        ("no_such_module_xyz:f", "cannot import"),
        ("tests.fakes:nope", "has no attribute"),
        ("tests.fakes:CALLS", "not callable"),
    ],
)
def test_bad_judge_fn_is_a_clean_error(at_root: Path, spec: str, message: str) -> None:
    res = run("score", "-d", "judge", "--judge-fn", spec, str(sample_episodes_path()))
    assert res.exit_code == 2 and message in res.output and "Traceback" not in res.output


def test_a_module_in_the_current_directory(tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    (tmp_path / "my_judge_module_x.py").write_text("def ask(prompt):\n    return 'USELESS'\n")
    monkeypatch.chdir(tmp_path)
    res = run(
        "score",
        "-d",
        "judge",
        "--judge-fn",
        "my_judge_module_x:ask",
        str(sample_episodes_path()),
        "-o",
        "out.jsonl",
    )
    assert res.exit_code == 0, res.output
    verdicts = {
        s["judgments"]["judge"]["verdict"]
        for line in Path("out.jsonl").read_text().splitlines()
        for s in json.loads(line)["steps"]
        if "judgments" in s
    }
    assert verdicts == {"useless"}


def test_score_with_a_cache_file_asks_nothing_the_second_time(at_root: Path, tmp_path: Path):
    cache = tmp_path / "judge.sqlite"
    outs = []
    for i in range(2):
        before = fakes.CALLS["counting_oracle_like"]
        out = tmp_path / f"out{i}.jsonl"
        res = run(
            "score",
            "-d",
            "judge",
            "--judge-fn",
            "tests.fakes:counting_oracle_like",
            "--judge-cache",
            str(cache),
            str(sample_episodes_path()),
            "-o",
            str(out),
        )
        assert res.exit_code == 0, res.output
        outs.append((out.read_text(), fakes.CALLS["counting_oracle_like"] - before))
    (first, calls1), (second, calls2) = outs
    assert first == second and calls1 > 100 and calls2 == 0


def test_analyze_and_fit_k_score_on_the_fly_with_the_judge(at_root: Path) -> None:
    eps = str(sample_episodes_path())
    res = run(
        "analyze",
        eps,
        "-d",
        "judge",
        "--judge-fn",
        "tests.fakes:oracle_like",
        "--n-boot",
        "0",
        "--json",
    )
    assert res.exit_code == 0, res.output
    assert "episodes_scored_on_the_fly" in res.stdout
    res = run(
        "fit-k",
        eps,
        "-d",
        "judge",
        "--judge-fn",
        "tests.fakes:oracle_like",
        "--n-bootstrap",
        "10",
        "--json",
    )
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)


def test_judge_prompt_prints_what_the_model_sees(samples_file: Path, tmp_path: Path) -> None:
    samples = read_labeled(samples_file)
    res = run("judge-prompt", str(samples_file), "--line", "2")
    assert res.exit_code == 0, res.output
    assert res.stdout == render_prompt(samples[1]) + "\n"
    res = run("judge-prompt", str(samples_file), "-n", "2", "--json")
    got = json.loads(res.stdout)
    assert [g["prompt"] for g in got] == [render_prompt(s) for s in samples[:2]]
    assert got[0]["messages"] == [{"role": "user", "content": got[0]["prompt"]}]
    template = tmp_path / "t.txt"
    template.write_text("Q={question} R={observation} T={thought}")
    res = run(
        "judge-prompt",
        "--question",
        "Q?",
        "--observation",
        "R.",
        "--thought",
        "hm",
        "--template",
        str(template),
    )
    assert res.stdout == "Q=Q? R=R. T=hm\n"
    template.write_text("R={result}")
    res = run("judge-prompt", str(samples_file), "--template", str(template))
    assert res.exit_code == 1 and "{result} is unknown" in res.output
    res = run("judge-prompt")
    assert res.exit_code == 2 and "--observation" in res.output
    assert "Examples:" in run("judge-prompt", "--help").output
