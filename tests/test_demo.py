"""`uselessdetect demo` tells the story: detectors on real logs, a gate on a failing source, k.

The demo's figures are recomputed here by a second route (the library called directly, counts
taken from the episodes' plain dicts) rather than compared with numbers written down.
"""

from __future__ import annotations

import json
import os
import shlex
from pathlib import Path
from typing import Any

import click
import pytest
from click.testing import CliRunner

from uselessdetect import KFitter, make_detector, read_episodes
from uselessdetect.cli import COMMANDS, main
from uselessdetect.io import sample_episodes_path, sample_hotpotqa_path
from uselessdetect.sim import load_records, simulate


@pytest.fixture(scope="module")
def story() -> dict[str, Any]:
    result = CliRunner().invoke(main, ["demo", "--json"])
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


@pytest.fixture(scope="module")
def screen() -> str:
    result = CliRunner().invoke(main, ["demo"])
    assert result.exit_code == 0, result.output
    return result.stdout


def _labeled() -> list[Any]:
    samples = [s for ep in read_episodes(sample_episodes_path()) for _, s in ep.samples()]
    return [s for s in samples if s.label is not None]


def test_detector_part_counts_and_recalls_match_a_direct_count(story: dict[str, Any]) -> None:
    part, labeled = story["detectors"], _labeled()
    assert part["labeled"] == len(labeled)
    assert part["useless"] == sum(s.label == 1 for s in labeled)
    verdicts = [j.verdict.value for j in make_detector("lexical").fit([]).judge_many(labeled)]
    useless = [v for v, s in zip(verdicts, labeled, strict=True) if s.label == 1]
    useful = [v for v, s in zip(verdicts, labeled, strict=True) if s.label == 0]
    row = part["detectors"]["lexical"]
    assert row["useless_recall"] == pytest.approx(useless.count("useless") / len(useless), abs=1e-4)
    assert row["useful_recall"] == pytest.approx(useful.count("useful") / len(useful), abs=1e-4)
    assert {"lexical", "keyword", "random"} <= set(part["detectors"])
    # (moved from test_cli_score) the control is near chance, a real detector far above it
    random_auc = part["detectors"]["random"]["auc"]
    assert row["auc"] > random_auc + 0.2 and abs(random_auc - 0.5) < 0.15
    assert part["best"] in part["detectors"] and part["best"] != "random"


def _direct_outcome(episodes: list[Any]) -> tuple[float, float]:
    dicts = [ep.to_dict() for ep in episodes]
    calls = [sum(1 for s in d["steps"] if s["action"] != "finish") for d in dicts]
    return sum(d["correct"] is True for d in dicts) / len(dicts), sum(calls) / len(calls)


def test_gate_part_matches_simulate_and_the_gate_cuts_calls(story: dict[str, Any]) -> None:
    part = story["gate"]
    records = load_records(sample_hotpotqa_path())
    kw = {"regimes": "persistent", "budget": part["budget"], "random_state": 0}
    off = simulate(records, part["agent"], **kw)
    on = simulate(records, part["agent"], gate=part["detector"], k=part["k"], **kw)
    for key, eps in (("without_gate", off), ("with_gate", on)):
        success, calls = _direct_outcome(eps)
        assert part[key]["success"] == pytest.approx(success)
        assert part[key]["tool_calls"] == pytest.approx(calls)
    assert part["episodes"] == len(records)
    # the point of the story: on a source that always fails the gate saves calls and answers
    assert part["with_gate"]["tool_calls"] < part["without_gate"]["tool_calls"]
    assert part["with_gate"]["answered"] > part["without_gate"]["answered"]


def test_fit_part_is_what_kfitter_recommends(story: dict[str, Any]) -> None:
    part = story["fit"]
    records = load_records(sample_hotpotqa_path())
    episodes = simulate(records, "persistent", regimes="six", random_state=0)
    fitter = KFitter(detector=part["detector"], price=part["price"], random_state=0)
    fitter.fit(episodes)
    assert part["best_k"] == fitter.best_k_
    assert part["recommendation"] == fitter.recommendation()
    utilities = {r["k"]: r["utility"] for r in fitter.results_}
    assert utilities[part["best_k"]] == max(utilities.values())


def test_screen_tells_three_parts_in_plain_words(screen: str, story: dict[str, Any]) -> None:
    for heading in ("1. Which detectors", "2. What does a gate do", "3. Which k"):
        assert heading in screen
    assert "useless caught" in screen and "useful kept" in screen and "→" not in screen
    assert screen.count("Takeaway:") == 2 and screen.count("Deeper (") == 3
    lexical = story["detectors"]["detectors"]["lexical"]
    row = next(line for line in screen.splitlines() if line.split()[:1] == ["lexical"])
    assert f"{100 * lexical['useless_recall']:.1f}%" in row
    assert story["fit"]["recommendation"].split(":")[0] in screen
    assert max(len(line) for line in screen.splitlines()) <= 80
    assert "The k fitter (KFitter) tries every threshold k" in screen


def test_every_deeper_command_parses(story: dict[str, Any], tmp_path: Path) -> None:
    """Each 'Deeper' command names a real command whose options exist (they run as printed
    in tests/test_printed_commands.py)."""
    for args in (
        shlex.split(c) for part in ("detectors", "gate", "fit") for c in story[part]["next"]
    ):
        assert args[0] == "uselessdetect" and args[1] in COMMANDS
        for arg in args[2:]:
            if arg.endswith(".jsonl"):
                (tmp_path / arg).write_text("", encoding="utf-8")
        cmd = main.get_command(click.Context(main), args[1])
        assert cmd is not None
        with click.Context(main) as parent:
            old = os.getcwd()
            os.chdir(tmp_path)
            try:
                cmd.make_context(args[1], args[2:], parent=parent)
            finally:
                os.chdir(old)


def test_json_has_every_part(story: dict[str, Any]) -> None:
    assert set(story) >= {"episodes", "detectors", "gate", "fit"}
    assert story["gate"]["without_gate"].keys() == story["gate"]["with_gate"].keys()
