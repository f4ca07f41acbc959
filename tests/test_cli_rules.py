"""--rule on the command line: simulate, probe, fit-k (and --online), mcp-proxy's gate."""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.io import write_jsonl


def run(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def test_fit_k_rule_all_marks_one_rule() -> None:
    res = run("fit-k", "--regimes", "six", "--tpr", "0.9", "--fpr", "0.1", "--price", "0.01",
              "--rule", "all")  # fmt: skip
    assert res.exit_code == 0, res.output
    table = res.stdout.splitlines()[1:4]  # the header, then one line per rule
    assert [line.split()[1] if line.startswith("*") else line.split()[0] for line in table] == [
        "run", "cusum", "sprt"]  # fmt: skip
    assert sum(line.startswith("*") for line in table) == 1
    js = run("fit-k", "--regimes", "six", "--tpr", "0.9", "--fpr", "0.1", "--price", "0.01",
             "--rule", "all", "--json")  # fmt: skip
    out = json.loads(js.stdout)
    assert out["best_rule"] in ("run", "cusum", "sprt") and set(out["rules"]) == {
        "run", "cusum", "sprt"}  # fmt: skip
    assert out["best_label"] in res.stdout


def test_fit_k_holds_given_parameters() -> None:
    res = run("fit-k", "--regimes", "six", "--tpr", "0.9", "--fpr", "0.1", "--rule", "cusum",
              "--drift", "0.5", "--json")  # fmt: skip
    out = json.loads(res.stdout)
    assert out["best_params"]["drift"] == 0.5
    assert {r["params"]["drift"] for r in out["rules"]["cusum"]["rows"][:-1]} == {0.5}


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--rule", "cusum", "--h", "0"], "--h"),
        (["--rule", "cusum", "--h", "nan"], "not a number"),
        (["--rule", "sprt", "--p0", "0.9", "--p1", "0.2"], "p0 must be < p1"),
        (["--rule", "sprt", "--alpha", "1"], "--alpha"),
        (["--rule", "sprt", "--h", "3"], "--h applies to --rule cusum"),
        (["--rule", "run", "--p0", "0.1"], "--p0 applies to --rule sprt"),
        (["--rule", "page"], "--rule"),
    ],
)
@pytest.mark.parametrize("command", ["simulate", "probe", "fit-k", "mcp-proxy"])
def test_bad_rule_options_are_one_line_usage_errors(
    command: str, args: list[str], needle: str
) -> None:
    extra = ["--regimes", "six", "--tpr", "0.9", "--fpr", "0.1"] if command == "fit-k" else []
    tail = ["--", "true"] if command == "mcp-proxy" else []
    res = run(command, *extra, *args, *tail)
    assert res.exit_code == 2, res.output
    errors = [line for line in res.output.splitlines() if line.startswith("Error")]
    assert len(errors) == 1 and needle in errors[0]
    assert "Traceback" not in res.output


def test_simulate_and_probe_run_the_rule() -> None:
    res = run("simulate", "--gate", "oracle", "--rule", "sprt", "--p0", "0.1", "--regimes",
              "persistent", "--limit", "3", "--json")  # fmt: skip
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["rule"] == "sprt(p0=0.1, p1=0.8, alpha=0.05, beta=0.05)"
    res = run("simulate", "--gate", "oracle", "--rule", "cusum", "--h", "3", "--regimes",
              "persistent", "--limit", "2", "-o", "-")  # fmt: skip
    eps = [json.loads(line) for line in res.stdout.splitlines()]
    assert {e["gate"]["rule"] for e in eps} == {"cusum"}
    # the oracle gives bare verdicts: log 4 per useless result, so h = 3 trips at the third
    calls = [sum(s["action"] != "finish" for s in e["steps"]) for e in eps]
    assert calls == [3, 3]
    res = run("probe", "--agent", "persistent", "--gate", "oracle", "--rule", "cusum", "--h",
              "3", "--limit", "2", "--json")  # fmt: skip
    assert res.exit_code == 0, res.output


def test_mcp_proxy_builds_its_gate_with_the_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    import uselessdetect.integrations.mcp as mcp_mod

    seen = {}

    class Stop(Exception):
        pass

    def fake(gate: Any, **kw: Any) -> Any:
        seen["rule"] = gate.rule_.label
        raise Stop

    monkeypatch.setattr(mcp_mod, "McpProxy", fake)
    res = run("mcp-proxy", "-d", "lexical", "--rule", "cusum", "--h", "6", "--", "true")
    assert isinstance(res.exception, Stop)
    assert seen["rule"] == "cusum(h=6, drift=0)"


def test_fit_k_online_reports_the_change(tmp_path: Any) -> None:
    rng = np.random.default_rng(0)
    eps = []
    for i in range(1200):
        fails = rng.random() < (0.1 if i < 600 else 0.7)
        labels = [1] * 7 if fails else [0, 0]
        steps = [Step(action="search", input="q", observation="o", label=y) for y in labels]
        eps.append(Episode(id=str(i), question="Q", steps=[*steps, Step(action="finish")]))
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, [e.to_dict() for e in eps])
    res = run("fit-k", str(path), "--online", "--price", "0.01", "--halflife", "300")
    assert res.exit_code == 0, res.output
    lines = res.stdout.splitlines()
    assert lines[0].startswith("search: useless rate 0.1") and "since episode 6" in lines[0]
    assert lines[-1].startswith("search: useless rate") and "recommended k" in lines[-1]
    js = json.loads(run("fit-k", str(path), "--online", "--json", "--every", "400").stdout)
    assert [t["episode"] for t in js["trace"]] == [400, 800, 1200]
    assert len(js["changes"]) == 1
    bad = run("fit-k", str(path), "--online", "--rule", "cusum")
    assert bad.exit_code == 2 and "--online re-fits k" in bad.output
