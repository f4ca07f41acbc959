"""KnowAgent runs as a replay source: outcome by HotpotQA's normalised exact match, where the
answer was first seen, and the looping runs that never saw it (fixture: tests/data/
knowagent_outcomes, real runs with their records; provenance in its README)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from uselessdetect import Episode, Step
from uselessdetect.exceptions import InputError
from uselessdetect.io import answer_seen_at, episode_success, load_hotpotqa, read_knowagent
from uselessdetect.io._answers import answer_f1, exact_match, normalize_answer
from uselessdetect.measure import replay_outcomes

DATA = Path(__file__).parent / "data" / "knowagent_outcomes"


def episodes() -> list[Episode]:
    return list(read_knowagent(DATA / "trajs.jsonl", load_hotpotqa([DATA / "hotpotqa.json"])))


def test_outcome_is_the_normalised_exact_match_of_the_finish_answer() -> None:
    eps = episodes()
    got = [(e.raw["outcome"]["answer"], episode_success(e)) for e in eps]
    assert got == [
        ("Eighty Years' War", True),  # gold "the Eighty Years' War": the article goes
        ("Jodie Foster", True),  # gold '"Jodie" Foster': the quotes go
        ("Ariel", False),
        (None, False),  # halted without an answer
        ("no", False),
        ("no", False),
    ]
    # the logs' own grader agrees on these runs
    assert [episode_success(e) for e in eps] == [e.correct for e in eps]
    assert eps[1].raw["outcome"]["f1"] == 1.0 and eps[2].raw["outcome"]["f1"] == 0.0


def test_hotpotqa_normalisation_and_f1() -> None:
    assert normalize_answer('"Jodie" Foster') == "jodie foster"
    assert exact_match("An Apple", "apple") and not exact_match("apples", "apple")
    assert answer_f1("the Eighty Years War period", "Eighty Years' War") == pytest.approx(
        2 * (3 / 4) * 1 / (3 / 4 + 1)
    )
    assert answer_f1("yes", "no") == 0.0 and answer_f1(None, "x") == 0.0


def test_answer_seen_at_is_the_first_observation_with_a_supporting_sentence() -> None:
    seen = [answer_seen_at(e) for e in episodes()]
    # line 4 and 6 never show a supporting sentence or the answer; line 5's first does
    assert seen == [(True, 1), (True, 1), (True, 1), (True, None), (True, 1), (True, None)]
    # without the records the logs say nothing of it
    assert answer_seen_at(next(read_knowagent(DATA / "trajs.jsonl"))) == (False, None)


def test_looping_failed_runs_are_those_that_never_saw_their_answer() -> None:
    eps = episodes()
    rep = replay_outcomes(eps, "oracle", k=3, n_boot=0)
    # failed with >= 6 calls: lines 4 (10 calls), 5 (6 calls) and 6 (8 calls); line 5 saw it
    assert rep.runs["looping"] == 2 and rep.runs["answer_seen_known"] == 6
    assert rep.overall["calls_cut_looping"]["calls"] == 10 + 8
    # the oracle (derived labels), each tool its own source: `lookup` is useless at line 4's
    # calls 3, 6, 7 (trip; 8-10 blocked) and at line 6's calls 4, 5, 7 (trip; 8 blocked)
    assert rep.overall["calls_cut_looping"]["cut"] == 3 + 1
    without = [Episode(e.id, e.question, e.steps, correct=e.correct) for e in eps]
    fallback = replay_outcomes(without, "oracle", k=3, n_boot=0)
    assert fallback.runs["looping"] == 3  # today's definition: >= 6 calls


def test_an_answer_seen_at_that_is_not_a_step_number_is_refused_by_name(tmp_path: Path) -> None:
    ep = Episode("r", "Q?", [Step("search", observation="x")], raw={"answer_seen_at": "2"})
    with pytest.raises(InputError, match="answer_seen_at"):
        answer_seen_at(ep)
    path = tmp_path / "eps.jsonl"
    path.write_text(json.dumps({"id": "r", "question": "Q?", "steps": [], "answer_seen_at": 0}))
    from uselessdetect.io import read_episodes

    with pytest.raises(InputError, match=r"eps.jsonl:1: field `answer_seen_at`"):
        list(read_episodes(path))


@pytest.mark.shared_data
def test_the_benchmark_s_hotpotqa_figures_are_what_import_and_replay_print(
    shared_data: Path, tmp_path: Path
) -> None:
    """Second route to the HotpotQA source's figures of record: the CLI, import then replay."""
    from click.testing import CliRunner

    from uselessdetect.cli import main

    record = Path(__file__).resolve().parents[1] / "benchmarks/results/bench_real_runs.json"
    want = json.loads(record.read_text())["sources"]["knowagent_hotpotqa"]["oracle"]["k3"]
    eps = tmp_path / "eps.jsonl"
    trajs = shared_data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl"
    hotpot = shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"
    args = ["import", "knowagent", str(trajs), "--hotpotqa", str(hotpot), "-o", str(eps)]
    assert CliRunner().invoke(main, args).exit_code == 0
    res = CliRunner().invoke(main, ["replay", str(eps), "-d", "oracle", "--k", "3", "--json"])
    got = json.loads(res.output)
    assert got["runs"] == want["runs"] and got["overall"] == want["overall"]
