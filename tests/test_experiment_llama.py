"""Opt-in: a few episodes of the experiment on a real small model behind llama.cpp's server.

Needs ``llama-cpp-python[server]`` (built as docs/experiment.md's issue notes: AVX2 without
AMX on these machines) and a GGUF chat model (Qwen2.5-Coder-1.5B-Instruct was used) named by
``USELESSDETECT_LLAMA_GGUF``. About two minutes per episode on two cores. Skips, saying why,
when either is missing.
"""

from __future__ import annotations

import importlib.util
import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

GGUF = os.environ.get("USELESSDETECT_LLAMA_GGUF", "")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def llama_server() -> str:
    if importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python[server] is not installed")
    if not GGUF or not Path(GGUF).is_file():
        pytest.skip("set USELESSDETECT_LLAMA_GGUF to a GGUF chat model to run this test")
    port = _free_port()
    proc = subprocess.Popen(
        [sys.executable, "-m", "llama_cpp.server", "--model", GGUF, "--n_threads", "2",
         "--chat_format", "chatml-function-calling", "--port", str(port), "--n_ctx", "8192"],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )  # fmt: skip
    url = f"http://127.0.0.1:{port}/v1"
    try:
        for _ in range(300):
            try:
                urllib.request.urlopen(f"{url}/models", timeout=1).close()
                break
            except OSError:
                time.sleep(1)
        else:
            pytest.skip("llama.cpp's server did not start within 300 s")
        yield url
    finally:
        proc.terminate()
        proc.wait(timeout=30)


def test_a_real_model_runs_end_to_end(llama_server: str, tmp_path: Path) -> None:
    from uselessdetect.experiment import run_experiment
    from uselessdetect.judges import ChatClient, check_server

    with ChatClient(base_url=llama_server, model="local", concurrency=1, timeout=600) as probe:
        report = check_server(probe)
    as_user = "--tool-results-as user" in report.flags
    with ChatClient(
        base_url=llama_server,
        model="local",
        concurrency=1,
        timeout=600,
        tool_results_as="user" if as_user else "tool",
    ) as chat:
        out = run_experiment(
            chat,
            conditions="unaided,enforced",
            regimes="persistent",
            questions=1,
            concurrency=1,
            output=tmp_path / "runs.jsonl",
        )
    assert not out.failed and len(out.episodes) == 0 and out.written == 2
    lines = (tmp_path / "runs.jsonl").read_text(encoding="utf-8").splitlines()
    assert len(lines) == 2
