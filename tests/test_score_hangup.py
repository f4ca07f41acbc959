"""`score -j 2` ended by SIGHUP (a closed terminal signals its whole process group): exit 129,
no ``.part`` file, and no traceback from joblib's workers or resource tracker (issue 48.10)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGHUP"), reason="needs SIGHUP (POSIX)")

ROOT = Path(__file__).resolve().parents[1]


def _episodes(path: Path, n: int) -> None:
    page = "Oslo is the capital and most populous city of Norway. " * 8
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            steps = [{"thought": "I search.", "action": "search", "input": f"q{i}",
                      "observation": page} for _ in range(4)]  # fmt: skip
            steps.append({"thought": "Done.", "action": "finish", "input": "x"})
            fh.write(json.dumps({"id": f"e{i}", "question": "Who?", "steps": steps}) + "\n")


def test_sighup_to_the_process_group_ends_score_cleanly(tmp_path: Path) -> None:
    data, out = tmp_path / "ep.jsonl", tmp_path / "out.jsonl"
    _episodes(data, 5_000)
    cmd = [sys.executable, str(ROOT / "cli.py"), "score", "-d", "lexical", "-j", "2",
           "--partition-lines", "100", str(data), "-o", str(out)]  # fmt: skip
    proc = subprocess.Popen(
        cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    deadline = time.monotonic() + 300  # a safety limit only: the wait is on the event
    while time.monotonic() < deadline and proc.poll() is None:
        parts = list(tmp_path.glob(".out.jsonl.*.part"))
        if parts and parts[0].stat().st_size > 0:  # the workers have scored a partition
            break
        time.sleep(0.05)
    assert proc.poll() is None, "the run ended before the signal: give it more input"
    os.killpg(proc.pid, signal.SIGHUP)  # what a closed terminal does
    _, err = proc.communicate(timeout=300)  # EOF once every process holding stderr is gone
    text = err.decode("utf-8", "replace")
    assert proc.returncode == 128 + signal.SIGHUP, text
    assert "Traceback" not in text and "KeyError" not in text, text
    assert "Interrupted (SIGHUP)." in text, text  # one line says why it ended
    assert not out.exists() and not list(tmp_path.glob(".out.jsonl*"))
