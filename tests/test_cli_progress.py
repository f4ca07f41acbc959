"""Progress on long work: a bar on stderr in a terminal, nothing in a pipe; and the judging
that moved under the bar (fit-k, demo) gives the fitter exactly what it judged itself."""

from __future__ import annotations

import copy
import json
import os
import pty
import select
import subprocess
import sys
from pathlib import Path

import pytest

from uselessdetect import Episode, KFitter
from uselessdetect.cli._common import judge_missing
from uselessdetect.io import read_episodes
from uselessdetect.sim import load_records, simulate

CLI = [sys.executable, "-m", "uselessdetect.cli"]


@pytest.fixture(scope="module")
def episodes_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from uselessdetect.io import sample_hotpotqa_path, write_jsonl

    eps = simulate(load_records(sample_hotpotqa_path())[:6], "persistent", random_state=0)
    path = tmp_path_factory.mktemp("progress") / "episodes.jsonl"
    write_jsonl(path, [ep.to_dict() for ep in eps])
    return path


def _on_a_terminal(args: list[str]) -> str:
    """What ``args`` writes to a pseudo-terminal (stdout and stderr both), until it exits."""
    pid, fd = pty.fork()
    if pid == 0:  # the child: its stdio is the terminal
        os.execv(sys.executable, [sys.executable, "-c", _MAIN, *args])
    out = b""
    while True:
        ready, _, _ = select.select([fd], [], [])
        try:
            chunk = os.read(fd, 65536) if ready else b""
        except OSError:  # the child closed the terminal
            break
        if not chunk:
            break
        out += chunk
    _, status = os.waitpid(pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, out.decode(errors="replace")
    return out.decode(errors="replace")


_MAIN = "import sys; from uselessdetect.cli import main; main(sys.argv[1:])"


@pytest.mark.parametrize("detector", ["lexical", "oracle"])
def test_fit_k_shows_a_bar_in_a_terminal_and_none_in_a_pipe(
    episodes_file: Path, detector: str
) -> None:
    args = ["fit-k", str(episodes_file), "-d", detector]
    label = "reading" if detector == "oracle" else f"reading, judging with {detector}"
    shown = _on_a_terminal(args)
    assert f"{label}  [" in shown and "[####" in shown
    piped = subprocess.run(
        [sys.executable, "-c", _MAIN, *args], capture_output=True, text=True, check=True
    )
    assert label not in piped.stderr and "[#" not in piped.stderr
    assert "recommend" in piped.stdout.lower() or "k" in piped.stdout


def _figures(fitter: KFitter) -> str:
    """Every figure of a fit, NaN included (NaN != NaN in a dict comparison)."""
    return json.dumps(fitter.to_dict(), sort_keys=True, default=str)


def _unjudged_copy(eps: list[Episode]) -> list[Episode]:
    out = copy.deepcopy(eps)
    for ep in out:
        for step in ep.steps:
            step.judgments.clear()
    return out


@pytest.mark.parametrize("detector", ["lexical", "keyword>lexical", "classifier"])
@pytest.mark.parametrize("rule", ["run", "cusum"])
def test_judging_before_the_fitter_changes_no_figure(
    episodes_file: Path, detector: str, rule: str
) -> None:
    eps = list(read_episodes(episodes_file))
    eps[0].steps[0].judgments[detector] = {"verdict": "useful", "score": 0.25}  # recorded
    own = _figures(KFitter(detector=detector, rule=rule, random_state=0).fit(copy.deepcopy(eps)))
    judged = list(judge_missing(copy.deepcopy(eps), detector, chunk=4))
    assert judged[0].steps[0].judgments[detector] == {"verdict": "useful", "score": 0.25}
    calls = [s for ep in judged for s in ep.steps if not s.is_finish]
    assert all(detector in s.judgments for s in calls)
    assert _figures(KFitter(detector=detector, rule=rule, random_state=0).fit(judged)) == own


def test_judge_missing_streams_chunk_by_chunk_and_skips_the_oracle(episodes_file: Path) -> None:
    eps = _unjudged_copy(list(read_episodes(episodes_file)))
    stream = judge_missing(iter(eps), "lexical", chunk=2)
    first = next(stream)
    assert "lexical" in first.steps[0].judgments  # judged before the third episode is read
    assert not eps[2].steps[0].judgments
    assert list(judge_missing(iter(eps), "oracle")) == eps
    assert not eps[2].steps[0].judgments  # the oracle judges nothing
