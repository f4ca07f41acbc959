"""`replay`: what a shadow gate would have cut and whom it would have stopped, on logged runs.

The figures are checked by a second route: small synthetic runs whose blocked calls and
stopped runs are worked out by hand below, and the interval recomputed from its definition.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner
from tests._bench import import_benchmark

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError, MissingDependencyError
from uselessdetect.gate import StopGate
from uselessdetect.io import sample_real_runs_path
from uselessdetect.measure import replay_outcomes, replay_table
from uselessdetect.measure._outcome_replay import replay_run

U, OK = "No results.", "Found it: the answer."


def useless(sample: Any) -> bool:
    return sample.observation == U


def run(rid: str, calls: list[tuple[str, str]], reward: float | None, **kw: Any) -> Episode:
    steps = [Step(tool, input="q", observation=obs) if tool != "finish" else Step("finish")
             for tool, obs in calls]  # fmt: skip
    raw = {} if reward is None else {"outcome": {"reward": reward}}
    return Episode(rid, "Q?", steps, raw=raw, **kw)


S = "search"
#: failed, 7 calls (loops): trips at call 3, calls 4-7 blocked (4 of 7)
A = run("A", [(S, U)] * 7, 0.0)
#: failed, 3 calls over two tools: no tool reaches 3 useless; the toolset does at call 3 (last)
B = run("B", [(S, U), ("lookup", U), (S, U)], 0.0)
#: succeeded: trips at call 3, calls 4-5 blocked: stopped, by `search`
C = run("C", [(S, U)] * 3 + [(S, OK)] * 2, 1.0)
#: succeeded: trips at its last call: nothing blocked, not stopped
D = run("D", [(S, U)] * 3, 1.0)
#: succeeded; the call after the answer is not one the gate could block
E = run("E", [(S, U)] * 3 + [("finish", "")] + [(S, U)], 1.0)
#: no outcome in the logs: skipped
F = run("F", [(S, U)] * 9, None)
#: failed: per tool no trip; the toolset trips at call 3, so call 4 is blocked with one source
G = run("G", [(S, U), ("lookup", U), (S, U), ("lookup", OK)], 0.0)
#: failed: `search` trips at call 3; finish_only blocks calls 4-5, drop_tool only call 5
H = run("H", [(S, U)] * 3 + [("lookup", OK), (S, U)], 0.0)


def figures(rep: Any, block: str = "overall") -> dict[str, tuple[int, int]]:
    b = rep.overall if block == "overall" else rep.by_tool[block]
    return {
        "failed": (b["calls_cut_failed"]["cut"], b["calls_cut_failed"]["calls"]),
        "looping": (b["calls_cut_looping"]["cut"], b["calls_cut_looping"]["calls"]),
        "stopped": (b["success_stopped"]["stopped"], b["success_stopped"]["runs"]),
    }


def test_hand_computed_runs_each_tool_its_own_source() -> None:
    rep = replay_outcomes([A, B, C, D, E, F], useless, k=3, n_boot=0)
    assert figures(rep) == {"failed": (4, 10), "looping": (4, 7), "stopped": (1, 3)}
    assert figures(rep, "search") == {"failed": (4, 9), "looping": (4, 7), "stopped": (1, 3)}
    assert figures(rep, "lookup") == {"failed": (0, 1), "looping": (0, 0), "stopped": (0, 0)}
    assert rep.runs == {"total": 5, "success": 3, "failed": 2, "looping": 1, "answer_seen_known": 0}
    assert rep.skipped.to_dict()["reasons"] == {"runs whose logs give no outcome": 1}
    assert rep.overall["calls_cut_failed"]["share"].estimate == pytest.approx(0.4)
    assert rep.overall["calls_cut_per_failed_run"]["mean"] == pytest.approx(2.0)
    at_the_bound = replay_outcomes([A], useless, k=3, n_boot=0, loop_min=7)  # 7 calls: a loop
    assert figures(at_the_bound)["looping"] == (4, 7)


def test_one_source_counts_the_toolset_together() -> None:
    per_tool = replay_outcomes([B, G], useless, k=3, n_boot=0)
    together = replay_outcomes([B, G], useless, k=3, n_boot=0, one_source=True)
    assert figures(per_tool)["failed"] == (0, 7)
    assert figures(together)["failed"] == (1, 7)  # G's call 4; B trips at its last call
    assert figures(together, "lookup")["failed"] == (1, 3)


def test_drop_tool_blocks_only_the_tripped_tool() -> None:
    finish_only = replay_outcomes([H], useless, k=3, n_boot=0)
    drop = replay_outcomes([H], useless, k=3, n_boot=0, gate_options={"mode": "drop_tool"})
    assert figures(finish_only)["failed"] == (2, 5)
    assert figures(drop)["failed"] == (1, 5)
    assert figures(drop, "lookup")["failed"] == (0, 1)


def test_the_trip_names_the_tool_that_tripped_and_the_gate_forgets_the_run() -> None:
    gate = StopGate(useless, k=2, shadow=True)
    # `lookup` trips at call 3; the blocked call 4 is a `search` call
    mixed = run("M", [(S, OK), ("lookup", U), ("lookup", U), (S, OK)], 1.0)
    replayed = replay_run(gate, mixed)
    assert (replayed.trip_call, replayed.stopper, replayed.cut) == (
        3, "lookup", (False, False, False, True))  # fmt: skip
    assert gate.state() == {}  # a long replay holds no finished run's counters
    rep = replay_outcomes([mixed], useless, k=2, n_boot=0)
    assert figures(rep, "lookup")["stopped"] == (1, 1)
    assert figures(rep, "search")["stopped"] == (0, 1)


def test_rules_and_their_parameters_reach_the_gate() -> None:
    # sprt with these parameters needs 2 useless verdicts (LLR log 9 each; bound log 19 ≈ 2.94)
    sprt = {"p0": 0.1, "p1": 0.9, "alpha": 0.05, "beta": 0.05}
    rep = replay_outcomes([A], useless, rule="sprt", rule_params=sprt, n_boot=0)
    assert figures(rep)["failed"] == (5, 7)
    assert rep.settings["rule"].startswith("sprt")


def test_partial_rewards_fail_unless_a_threshold_says_otherwise() -> None:
    partial = run("P", [(S, U)] * 5, 0.5)
    assert figures(replay_outcomes([partial], useless, k=3, n_boot=0))["failed"] == (2, 5)
    lenient = replay_outcomes([partial], useless, k=3, n_boot=0, reward_threshold=0.5)
    assert figures(lenient)["stopped"] == (1, 1)


def test_interval_is_the_percentile_bootstrap_over_runs() -> None:
    rng = np.random.default_rng(7)
    runs = [run(f"r{i}", [(S, U if rng.random() < 0.6 else OK)] * int(rng.integers(1, 9)),
                float(rng.random() < 0.4)) for i in range(30)]  # fmt: skip
    rep = replay_outcomes(runs, useless, k=2, n_boot=200, random_state=3)
    fails = np.array([r.raw["outcome"]["reward"] < 1 for r in runs])
    # each run's blocked calls, from a replay of that run alone (0 in a successful run)
    cut = np.array([figures(replay_outcomes([r], useless, k=2, n_boot=0))["failed"][0]
                    for r in runs])  # fmt: skip
    calls = np.array([len(r.steps) for r in runs]) * fails
    draws = []
    gen = np.random.default_rng(3)
    for _ in range(4):  # cluster_bootstrap draws 50 resamples of runs at a time
        for idx in gen.integers(0, len(runs), size=(50, len(runs))):
            draws.append(cut[idx].sum() / calls[idx].sum())  # the statistic on the resample
    lo, hi = np.quantile(draws, [0.025, 0.975])
    est = rep.overall["calls_cut_failed"]["share"]
    assert est.estimate == pytest.approx(cut.sum() / calls.sum())
    assert est.ci == pytest.approx((lo, hi))


def test_bad_gate_options_are_refused_by_name() -> None:
    with pytest.raises(ConfigurationError, match="unknown gate option 'kk'"):
        replay_outcomes([A], useless, gate_options={"kk": 3})
    with pytest.raises(ConfigurationError, match="'shadow' is the replay's own"):
        replay_outcomes([A], useless, gate_options={"shadow": False})


def test_table_prints_the_skipped_runs_with_the_figures() -> None:
    text = replay_table(replay_outcomes([A, F], useless, k=3, n_boot=0))
    assert "skipped 1 runs: 1 runs whose logs give no outcome" in text
    assert "4/7  57%" in text


# ----------------------------------------------------------------------------- the command
def cli(*args: str) -> Any:
    return CliRunner().invoke(main, list(args), catch_exceptions=False)


def test_replay_command_on_the_bundled_sample() -> None:
    res = cli("replay", str(sample_real_runs_path()), "--k", "3", "--n-boot", "50", "--json")
    assert res.exit_code == 0, res.output
    out = json.loads(res.output)
    assert out["runs"] == {
        "total": 21, "success": 10, "failed": 11, "looping": 9, "answer_seen_known": 0}  # fmt: skip
    assert out["settings"]["rule"] == "run(k=3)"
    assert set(out["overall"]) >= {"calls_cut_failed", "calls_cut_looping", "success_stopped"}
    together = cli(
        "replay", str(sample_real_runs_path()), "--one-source", "--n-boot", "0", "--json"
    )
    assert json.loads(together.output)["settings"]["one_source"] is True


def test_imported_episodes_replay_as_the_rows_do(tmp_path: Path) -> None:
    eps = tmp_path / "eps.jsonl"
    res = cli("import", "real-runs", str(sample_real_runs_path()), "-o", str(eps))
    assert res.exit_code == 0, res.output
    direct = cli("replay", str(sample_real_runs_path()), "--k", "3", "--json")
    imported = cli("replay", str(eps), "--k", "3", "--json")
    a, b = json.loads(direct.output), json.loads(imported.output)
    assert a["overall"] == b["overall"] and a["by_tool"] == b["by_tool"]


def test_replay_command_errors_name_the_problem(tmp_path: Path) -> None:
    sample = str(sample_real_runs_path())
    res = cli("replay", sample, "--gate-option", "strict")
    assert res.exit_code == 2 and "expected KEY=VALUE" in res.output
    res = cli("replay", sample, "--gate-option", "mode=drop_tool")
    assert res.exit_code == 2 and "--mode" in res.output
    res = cli("replay", sample, "--gate-option", "nope=1")
    assert res.exit_code == 1 and "unknown gate option 'nope'" in res.output
    bad = tmp_path / "bad.jsonl"
    row = {"source": "s", "run_id": 1, "task": "t", "tool": "x", "result": "r"}
    bad.write_text(json.dumps({**row, "outcome": {"reward": "1"}}) + "\n")
    res = cli("replay", str(bad))
    assert res.exit_code == 1
    assert "bad.jsonl:1: field `outcome.reward`: expected a finite number" in res.output
    none = tmp_path / "none.jsonl"
    none.write_text(json.dumps({**row, "outcome": {"final_answer": "x"}}) + "\n")
    res = cli("replay", str(none))
    assert res.exit_code == 1 and "no run to replay" in res.output
    assert "1 runs whose logs give no outcome" in res.output


def test_plot_is_written_and_a_missing_extra_says_how_to_install(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("matplotlib")
    png = tmp_path / "r.png"
    res = cli("replay", str(sample_real_runs_path()), "--n-boot", "20", "--plot", str(png))
    assert res.exit_code == 0, res.output
    assert png.read_bytes()[:4] == b"\x89PNG"
    monkeypatch.setitem(__import__("sys").modules, "matplotlib.figure", None)
    rep = replay_outcomes([A], useless, n_boot=0)
    from uselessdetect.measure import plot_outcome_replay

    with pytest.raises(MissingDependencyError, match=r"pip install 'uselessdetect\[plot\]'"):
        plot_outcome_replay(rep, tmp_path / "x.png")


@pytest.mark.shared_data
def test_the_benchmark_figure_is_what_the_command_prints(shared_data: Path) -> None:
    """Second route to a figure of record: the CLI on the shared file, per tool and overall."""
    record = Path(__file__).resolve().parents[1] / "benchmarks/results/bench_real_runs.json"
    want = json.loads(record.read_text())["sources"]["tau_bench_airline"]["lexical"]["k3"]
    path = shared_data / "real_runs" / "tau_bench_airline.jsonl"
    res = cli("replay", str(path), "-d", "lexical", "--k", "3", "--json")
    got = json.loads(res.output)
    assert got["overall"] == want["overall"] and got["by_tool"] == want["by_tool"]


def test_the_docs_tables_are_the_benchmarks_tables() -> None:
    """docs/real-tools.md shows every source and detector of the run of record, as
    ``bench_real_runs.py --markdown`` prints them (test_claims checks each figure)."""
    bench = import_benchmark("bench_real_runs")
    tables = bench.markdown(json.loads(bench.OUT.read_text(encoding="utf-8")))
    page = (Path(__file__).resolve().parents[1] / "docs" / "real-tools.md").read_text()
    assert tables in page


# ------------------------------------------- evidence withheld; where the answer was seen
ERR = '{"error": "Endpoint does not exist", "response": ""}'
REC = '{"name": "Ada Lovelace", "born": 1815}'


def failing(sample: Any) -> bool:
    return sample.observation == ERR


def withheld(rep: Any, block: str = "overall") -> tuple[int, int, int]:
    b = rep.overall if block == "overall" else rep.by_tool[block]
    f = b["success_withheld"]
    return b["success_stopped"]["stopped"], f["withheld"], f["runs"]


def test_a_blocked_error_call_withholds_nothing_a_blocked_useful_call_does() -> None:
    # succeeded; `api` fails 3 times (trip at call 3), then once more; `other` answers
    retry = run("R", [("api", ERR)] * 4 + [("other", REC)], 1.0)
    # succeeded; the same, but the blocked 4th `api` call had returned a record
    lost = run("L", [("api", ERR)] * 3 + [("api", REC), ("other", REC)], 1.0)
    drop = {"mode": "drop_tool"}
    assert withheld(replay_outcomes([retry], failing, k=3, n_boot=0, gate_options=drop)) == (
        1, 0, 1)  # fmt: skip
    rep = replay_outcomes([lost], failing, k=3, n_boot=0, gate_options=drop)
    assert withheld(rep) == (1, 1, 1) and withheld(rep, "api") == (1, 1, 1)
    assert withheld(rep, "other") == (0, 0, 1)
    # finish_only: a trip ends the run; `other`'s record (news to the run) is withheld
    assert withheld(replay_outcomes([retry], failing, k=3, n_boot=0)) == (1, 1, 1)
    # ... but not when the run had already received that very record (case and spacing aside)
    again = run("A", [("other", REC)] + [("api", ERR)] * 4 + [("other", REC.upper())], 1.0)
    assert withheld(replay_outcomes([again], failing, k=3, n_boot=0)) == (1, 0, 1)
    assert withheld(replay_outcomes([again], failing, k=3, n_boot=0, gate_options=drop)) == (
        1, 0, 1)  # fmt: skip
    text = replay_table(replay_outcomes([retry, lost], failing, k=3, n_boot=0, gate_options=drop))
    assert "evidence withheld" in text.splitlines()[3]
    assert text.splitlines()[4].split() == ["overall", "-", "-", "2/2", "100%", "1/2", "50%"]


def test_a_successful_run_is_stopped_only_by_a_block_before_the_call_that_brought_the_answer(
) -> None:  # fmt: skip
    calls = [(S, U)] * 3 + [(S, OK)] * 2  # trips at call 3, calls 4-5 blocked
    early = run("E", calls, 1.0)
    early.raw["answer_seen_at"] = 3  # the answer came at call 3: nothing it needed was blocked
    late = run("La", calls, 1.0)
    late.raw["answer_seen_at"] = 5  # the answer came at call 5, which the gate blocked
    never = run("N", calls, 1.0)
    never.raw["answer_seen_at"] = None  # answered without seeing it: any block counts
    got = [figures(replay_outcomes([r], useless, k=3, n_boot=0))["stopped"]
           for r in (early, late, never)]  # fmt: skip
    assert got == [(0, 1), (1, 1), (1, 1)]


def test_looping_means_the_answer_never_seen_where_the_logs_say() -> None:
    saw = run("S", [(S, OK)] + [(S, U)] * 6, 0.0)
    saw.raw["answer_seen_at"] = 1
    blind = run("B", [(S, U)] * 7, 0.0)
    blind.raw["answer_seen_at"] = None
    rep = replay_outcomes([saw, blind, A], useless, k=3, n_boot=0)
    assert rep.runs["looping"] == 2 and rep.runs["answer_seen_known"] == 2  # blind and A
    assert figures(rep)["looping"] == (4 + 4, 14) and figures(rep)["failed"] == (3 + 4 + 4, 21)


def test_the_errors_repeats_reference_of_the_benchmark() -> None:
    """bench_real_runs' reference: errors and same-text repeats of a tool are useless, an
    acknowledgement unknown (and it forgets the tool's earlier results), the rest useful."""
    bench = import_benchmark("bench_real_runs")
    ep = run("X", [(S, OK), (S, ERR), (S, OK), ("lookup", OK), (S, "ok"), (S, OK)], 0.0)
    got = bench.reference_judgments([ep])
    assert [got[s].verdict.value for _, s in ep.samples()] == [
        "useful", "useless", "useless", "useful", "unknown", "useful"]  # fmt: skip
