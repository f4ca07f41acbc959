"""The budget-doubling probe on recordings: probe_episodes and `uselessdetect probe --recorded`."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Step
from uselessdetect.cli import main as cli
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.sim import probe_episodes


def _ep(searches: int, budget: int | None, *, answered: bool = True, **extra: Any) -> dict:
    steps: list[dict[str, Any]] = [
        {"action": "search", "input": "q", "observation": "x", "label": 1}
    ] * searches
    if answered:
        steps = [*steps, {"action": "finish", "input": "A"}]
    out: dict[str, Any] = {"id": f"e{searches}", "question": "Q?", "steps": steps, **extra}
    if budget is not None:
        out["budget"] = budget
    return out


def _episodes(*dicts: dict) -> list[Episode]:
    return [
        Episode(
            id=d["id"],
            question=d["question"],
            budget=d.get("budget"),
            regime=d.get("regime"),
            correct=d.get("correct"),
            steps=[Step(**s) for s in d["steps"]],
            raw=d,
        )
        for d in dicts
    ]


def test_medians_calls_and_the_verdict_come_from_the_recordings() -> None:
    b = _episodes(_ep(7, 8, regime="persistent"), _ep(5, 8, regime="persistent"))
    b2 = _episodes(
        _ep(15, 16, regime="persistent"), _ep(16, 16, answered=False, regime="persistent")
    )
    r = probe_episodes(b, b2)
    assert r.budgets == (8, 16) and r.regime == "persistent"
    assert r.median_step == (7.0, 16.0)  # (8 + 6) / 2; only the answered one at 2B
    assert r.tool_calls == (6.0, 15.5) and r.answered == (1.0, 0.5)
    assert r.success == (None, None) and r.follows_deadline is True
    assert "-" in str(r).splitlines()[1]  # no graded answers: success is a dash


def test_gate_blocks_name_the_gate_and_correct_grades_success() -> None:
    gate = {"k": 3, "shadow": False}
    b = _episodes(_ep(4, 8, gate=gate, correct=True), _ep(4, 8, gate=gate, correct=False))
    b2 = _episodes(_ep(4, 16, gate=gate, correct=True), _ep(4, 16, gate=gate, correct=True))
    r = probe_episodes(b, b2)
    assert r.gate == "k=3" and r.success == (0.5, 1.0) and r.follows_deadline is False
    assert r.verdict.startswith("stopping holds")


def test_budgets_come_from_the_argument_when_the_records_have_none() -> None:
    r = probe_episodes(_episodes(_ep(2, None)), _episodes(_ep(2, None)), budget=5)
    assert r.budgets == (5, 10)
    with pytest.raises(ConfigurationError, match="no `budget` field"):
        probe_episodes(_episodes(_ep(2, None)), _episodes(_ep(2, None)))
    with pytest.raises(ConfigurationError, match="different budgets"):
        probe_episodes(_episodes(_ep(2, 8), _ep(2, 9)), _episodes(_ep(2, 16)))
    with pytest.raises(ConfigurationError, match="at both budgets"):
        probe_episodes([], _episodes(_ep(2, 16)))


def test_cli_probe_recorded(tmp_path: Path) -> None:
    at_b, at_2b = tmp_path / "b8.jsonl", tmp_path / "b16.jsonl"
    at_b.write_text("\n".join(json.dumps(_ep(n, 8)) for n in (7, 7, 6)) + "\n")
    at_2b.write_text("\n".join(json.dumps(_ep(n, 16)) for n in (15, 15, 14)) + "\n")
    runner = CliRunner()
    res = runner.invoke(cli, ["probe", "--recorded", str(at_b), "--recorded", str(at_2b), "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert report["median_step"] == [8.0, 16.0] and report["follows_deadline"] is True
    res = runner.invoke(cli, ["probe", "--recorded", str(at_b)])
    assert res.exit_code == 2 and "give --recorded twice" in res.output
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"id": "x", "question": "Q", "steps": [{"input": "q"}]}\n')
    res = runner.invoke(cli, ["probe", "--recorded", str(bad), "--recorded", str(at_2b)])
    assert res.exit_code == 1 and "bad.jsonl" in res.output and "Traceback" not in res.output
