"""Tests of the threshold fitter (issue 6): the decision model, both modes, the CLI."""

from __future__ import annotations

import itertools
import json
import math
import warnings

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import ConfigurationError, Episode, InputError, NotFittedError, Step
from uselessdetect.cli import main
from uselessdetect.fit import DEFAULT_SUCCESS, KFitter, expected_steps_to_trip
from uselessdetect.fit._dp import regime_labels, regime_utilities
from uselessdetect.fit._replay import estimate_recovery
from uselessdetect.io import write_jsonl
from uselessdetect.sim import SIX_REGIMES

P = {"evidence": 0.45, "partial": 0.25, "memory": 0.16, "exhausted": 0.0}


def model_episode(regime: str, *, budget: int = 8, need: int = 2, i: int = 0) -> Episode:
    """The unaided model agent of the decision problem on a source under ``regime``."""
    labels = regime_labels(regime, budget)
    steps, held = [], 0
    for t, lab in enumerate(labels, start=1):
        steps.append(Step(action="search", input=f"q{t}", observation=f"obs {t}", label=int(lab)))
        held += int(lab == 0)
        if held >= need and t < budget:
            steps.append(Step(action="finish", input="answer"))
            break
    return Episode(id=f"{regime}/{i}", question="Q?", steps=steps, budget=budget, regime=regime)


def six_episodes(copies: int = 1) -> list[Episode]:
    regimes = list(SIX_REGIMES)
    return [model_episode(r, i=i) for r in regimes for i in range(copies)]


# --------------------------------------------------------------------------- acceptance
def test_six_regimes_perfect_detector_chooses_4() -> None:
    """Six regimes, budget 8, perfect detector, price 0.01 → k = 4.

    Why: with a perfect detector the run only counts true failures. k ≤ 3 cuts
    recover_after_3 (or _2, _1) before its first useful result, trading p_evidence for
    p_memory; k ≥ 4 never cuts a source recovering within three failures, so success is the
    same for k = 4..7 and only the persistent source differs — it costs one more call per
    unit of k. k = 4 is therefore the smallest k with the top success and the fewest calls.
    """
    f = KFitter(budget=8, price=0.01, tpr=1.0, fpr=0.0).fit()
    assert f.best_k_ == 4
    by = {r["k"]: r for r in f.results_}
    assert by[4]["p_cut_before_recovery"] == 0.0 and by[3]["p_cut_before_recovery"] > 0


def test_price_zero_ties_go_to_fewer_calls() -> None:
    """At price 0, k = 4..7 have the same expected success (no recovering source is cut and
    the persistent one answers from memory either way): the tie goes to fewer calls, k = 4."""
    f = KFitter(price=0.0, tpr=1.0, fpr=0.0).fit()
    succ = [r["success"] for r in f.results_[3:7]]
    assert max(succ) - min(succ) < 1e-12
    assert f.best_k_ == 4


def test_imperfect_detector_chooses_5() -> None:
    """TPR 0.98, FPR 0.10, price 0.01 → k = 5, provided p_partial < p_evidence.

    Why: after recover_after_3's three failures the first good result is judged useless
    with probability 0.10, which makes a run of 4 and trips k = 4 while the agent holds one
    of its two results (p_partial instead of p_evidence): an expected loss of about
    0.98³·0.10·(0.45 − 0.25)/6 ≈ 0.0031, more than the 0.01/6 ≈ 0.0017 that k = 4 saves on
    the persistent source. k = 5 needs two misjudged good results in a row, and by then the
    agent holds both and answers with the evidence.
    """
    f = KFitter(price=0.01, tpr=0.98, fpr=0.10, p_partial=0.25, p_evidence=0.45).fit()
    assert f.best_k_ == 5


def test_partial_as_good_as_evidence_flips_back_to_4() -> None:
    """The k = 5 answer above rests on p_partial < p_evidence: when a partial answer is as
    good as a full one, a false trip after a three-failure outage costs nothing, and k = 4's
    saved calls on the persistent source win."""
    f = KFitter(price=0.01, tpr=0.98, fpr=0.10, p_partial=0.45, p_evidence=0.45).fit()
    assert f.best_k_ == 4


@pytest.mark.parametrize("fpr", [0.0, 0.01, 0.02])
def test_only_persistent_and_clean_gives_small_k(fpr: float) -> None:
    """Only persistent and clean sources: nothing recovers, so waiting only buys calls on the
    persistent source; with an accurate detector a false trip on the clean source (two
    results) is rare. k = 1 or 2 (k = 1 can lose to 2 when a single false 'useless' on the
    clean source outweighs one saved call)."""
    f = KFitter(price=0.01, tpr=0.98, fpr=fpr, regimes="clean,persistent").fit()
    assert f.best_k_ in (1, 2)


@pytest.mark.parametrize("tpr,fpr", [(1.0, 0.0), (0.98, 0.1)])
@pytest.mark.parametrize("regimes", ["recover_after_5", "clean,persistent,recover_after_5"])
def test_late_recovery_needs_k_at_least_6(regimes: str, tpr: float, fpr: float) -> None:
    """Sources recovering only after five failures, budget 8: any k ≤ 5 can cut them at the
    fifth failure, one call before the evidence returns (calls 6 and 7, answer at action 8),
    losing p_evidence − p_memory; so the fitter answers k ≥ 6 or no gate."""
    f = KFitter(price=0.01, tpr=tpr, fpr=fpr, regimes=regimes).fit()
    assert f.best_k_ is None or f.best_k_ >= 6


# ------------------------------------------------------------------------ the DP is exact
def brute_force(
    labels: np.ndarray, k: int | None, tpr: float, fpr: float, budget: int, need: int
) -> tuple[float, float]:
    """E[success], E[calls] by enumerating every verdict sequence (independent of the DP)."""
    es = ec = 0.0
    for verdicts in itertools.product([0, 1], repeat=budget):
        prob = 1.0
        for lab, v in zip(labels, verdicts, strict=True):
            q = tpr if lab == 1 else fpr
            prob *= q if v else 1 - q
        if prob == 0:
            continue
        run = held = 0
        outcome = (P["exhausted"], budget)
        for i in range(1, budget + 1):
            held += int(labels[i - 1] == 0)
            run = run + 1 if verdicts[i - 1] else 0
            if i == budget:
                break
            if held >= need:
                outcome = (P["evidence"], i)
                break
            if k is not None and run >= k:
                outcome = (P["partial"] if held else P["memory"], i)
                break
        es += prob * outcome[0]
        ec += prob * outcome[1]
    return es, ec


@pytest.mark.parametrize("regime", ["clean", "persistent", "recover_after_2", "late_onset_from_2"])
@pytest.mark.parametrize("k", [1, 3, None])
def test_dp_matches_enumeration(regime: str, k: int | None) -> None:
    labels = regime_labels(regime, 7)
    s, c, _ = regime_utilities(labels, k, tpr=0.9, fpr=0.2, need=2, budget=7, p=P)
    bs, bc = brute_force(labels, k, 0.9, 0.2, 7, 2)
    assert s == pytest.approx(bs, abs=1e-12) and c == pytest.approx(bc, abs=1e-12)


# ------------------------------------------------------------------------ replay mode
def test_replay_of_model_episodes_equals_parametric() -> None:
    """Replaying the model agent's own episodes with oracle verdicts is the parametric model
    with a perfect detector: the two modes must agree exactly for every k."""
    rep = KFitter(price=0.01, detector="oracle", n_bootstrap=50, random_state=0)
    rep.fit(six_episodes())
    par = KFitter(price=0.01, tpr=1.0, fpr=0.0).fit()
    for a, b in zip(rep.results_, par.results_, strict=True):
        assert a["k"] == b["k"]
        for key in ("success", "calls", "utility", "p_cut_before_recovery"):
            assert a[key] == pytest.approx(b[key], abs=1e-12), (a["k"], key)
    assert rep.best_k_ == par.best_k_ == 4
    assert rep.success_["evidence"]["source"] == "default"


def test_sampled_replay_agrees_with_dp_within_mc_error() -> None:
    """With verdicts drawn from TPR/FPR, replay estimates the DP's exact utilities; the
    difference must stay within 5 Monte Carlo standard errors (plus float slack)."""
    eps = six_episodes(copies=100)
    rep = KFitter(
        price=0.01,
        judgments="sampled",
        tpr=0.9,
        fpr=0.15,
        n_draws=20,
        n_bootstrap=0,
        random_state=1,
    ).fit(eps)
    par = KFitter(price=0.01, tpr=0.9, fpr=0.15).fit()
    for a, b in zip(rep.results_, par.results_, strict=True):
        assert abs(a["utility"] - b["utility"]) <= 5 * a["utility_mc_se"] + 1e-9, a["k"]


def test_recorded_judgments_are_replayed_and_rates_estimated() -> None:
    """A detector that misses the persistent source's third result (judged useful) resets
    the run, so k = 3 trips one call later there; TPR/FPR are counted from the verdicts."""
    ep = model_episode("persistent")
    for t, step in enumerate(ep.steps):
        v = "useful" if t == 2 else "useless"
        step.judgments["mine"] = {"verdict": v, "score": 0.0 if t == 2 else 1.0}
    f = KFitter(detector="mine", n_bootstrap=0).fit([ep])
    assert f.tpr_ == pytest.approx(7 / 8) and f.fpr_ is None
    by = {r["k"]: r for r in f.results_}
    assert by[3]["calls"] == 6 and by[2]["calls"] == 2 and by[6]["calls"] == 8


def test_missing_judgments_are_scored_without_touching_episodes() -> None:
    ep = Episode(
        id="e",
        question="Who founded Creed?",
        budget=8,
        steps=[
            Step(action="search", input="Creed", observation="No results found.", label=1),
            Step(action="search", input="Creed", observation="No results found.", label=1),
            Step(action="finish", input="x"),
        ],
    )
    f = KFitter(detector="lexical", n_bootstrap=0).fit([ep])
    assert f.tpr_ == 1.0
    assert all(not s.judgments for s in ep.steps)
    assert {r["k"]: r["calls"] for r in f.results_}[1] == 1


def test_outcomes_estimate_success_probabilities() -> None:
    eps = []
    for i in range(40):
        ep = model_episode("clean", i=i)
        ep.correct = i % 4 != 0  # 30 of 40
        eps.append(ep)
    f = KFitter(n_bootstrap=0, min_outcomes=20).fit(eps + [model_episode("persistent")])
    assert f.success_["evidence"]["value"] == pytest.approx(0.75)
    assert f.success_["memory"] == {"value": DEFAULT_SUCCESS["memory"], "source": "default"}


def test_bootstrap_cis_and_determinism() -> None:
    eps = six_episodes(copies=5)
    a = KFitter(price=0.01, n_bootstrap=200, random_state=3).fit(eps)
    b = KFitter(price=0.01, n_bootstrap=200, random_state=3).fit(eps)
    assert a.results_ == b.results_
    for r in a.results_:
        lo, hi = r["utility_ci"]
        assert lo <= r["utility"] <= hi
    assert sum(r["p_best"] for r in a.results_) == pytest.approx(1.0)


# ------------------------------------------------------------------- recovery, run length
def test_recovery_handles_censoring_explicitly() -> None:
    """A run still going at the episode end is censored: it lasted at least that long, and
    whether it would have ended right then is unknown — so it is neither an event nor
    'never recovers'. Runs: 1 (ended), 3 (ended), 2 (censored). At risk of ending after
    exactly d: d=1: all 3; d=2: only the 3-run (the censored 2-run's third result is
    unseen); d=3: the 3-run. Hazards 1/3, 0, 1 → S = [2/3, 2/3, 0]."""
    lab = np.array([[1, 0, 1, 1, 1, 0, -1], [0, 1, 1, -1, -1, -1, -1]])
    rec = estimate_recovery(lab)
    assert rec.n_runs == 3 and rec.n_censored == 1
    assert rec.at_risk.tolist() == [3, 1, 1] and rec.events.tolist() == [1, 0, 1]
    assert rec.survival.tolist() == pytest.approx([2 / 3, 2 / 3, 0.0])
    assert rec.p_fail == 1.0 and rec.p_recover_within(1) == pytest.approx(1 / 3)


def test_steps_to_trip_matches_simulation() -> None:
    """Mean steps until k consecutive 'useless' verdicts, checked by simulation."""
    rng = np.random.default_rng(0)
    k, p = 3, 0.6
    n = []
    for _ in range(4000):
        run = steps = 0
        while run < k:
            steps += 1
            run = run + 1 if rng.random() < p else 0
        n.append(steps)
    assert np.mean(n) == pytest.approx(expected_steps_to_trip(k, p), rel=0.05)
    assert expected_steps_to_trip(4, 1.0) == 4 and math.isinf(expected_steps_to_trip(2, 0.0))
    f = KFitter(tpr=0.98, fpr=0.1).fit()
    assert f.results_[4]["steps_to_false_trip"] == pytest.approx(expected_steps_to_trip(5, 0.1))


# -------------------------------------------------------------------------- bad input
def test_no_labels_is_a_clear_error() -> None:
    ep = model_episode("persistent")
    for s in ep.steps:
        s.label = None
    with pytest.raises(InputError, match="label"):
        KFitter().fit([ep])


def test_no_failures_is_a_stated_degenerate_answer() -> None:
    with pytest.warns(UserWarning, match="degenerate"):
        f = KFitter(n_bootstrap=0).fit([model_episode("clean", i=i) for i in range(3)])
    assert f.best_k_ is None and "no source fails" in f.note_
    assert "degenerate" in f.recommendation()
    with pytest.warns(UserWarning):
        assert KFitter(regimes="clean", tpr=1, fpr=0).fit().best_k_ is None


@pytest.mark.parametrize(
    "params,match",
    [
        ({"budget": 2, "tpr": 1, "fpr": 0}, "budget"),
        ({"need": 0, "tpr": 1, "fpr": 0}, "need"),
        ({"tpr": 1.5, "fpr": 0}, "tpr"),
        ({"price": -1, "tpr": 1, "fpr": 0}, "price"),
        ({"regimes": "sometimes", "tpr": 1, "fpr": 0}, "regime"),
        ({"regimes": "clean,persistent", "weights": [1], "tpr": 1, "fpr": 0}, "weights"),
        ({}, "tpr and fpr"),
        ({"mode": "replay"}, "needs episodes"),
        ({"mode": "guess"}, "mode"),
    ],
)
def test_bad_parameters_raise_configuration_errors(params: dict, match: str) -> None:
    with pytest.raises(ConfigurationError, match=match):
        KFitter(**params).fit()


def test_unfitted_reporting_raises() -> None:
    with pytest.raises(NotFittedError):
        KFitter().to_dict()


# ------------------------------------------------------------------------------ CLI
def test_cli_parametric_table_and_json() -> None:
    runner = CliRunner()
    res = runner.invoke(
        main, ["fit-k", "--regimes", "six", "--tpr", "1", "--fpr", "0", "--price", "0.01"]
    )
    assert res.exit_code == 0, res.output
    marked = [ln for ln in res.stdout.splitlines() if ln.startswith("*")]
    assert len(marked) == 1 and marked[0].split()[1] == "4"
    assert "gate at k = 4" in res.stdout.splitlines()[-1]
    res = runner.invoke(
        main,
        ["fit-k", "--regimes", "six", "--tpr", "0.98", "--fpr", "0.1", "--price", "0.01", "--json"],
    )
    out = json.loads(res.stdout)
    assert out["best_k"] == 5
    assert set(out["results"][0]) >= {"k", "success", "calls", "utility", "p_cut_before_recovery"}
    assert out["results"][-1]["k"] is None


def test_cli_file_mode_and_errors(tmp_path) -> None:
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, six_episodes(copies=2))
    runner = CliRunner()
    res = runner.invoke(
        main,
        ["fit-k", str(path), "-d", "oracle", "--price", "0.01", "--n-bootstrap", "100", "--json"],
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["best_k"] == 4 and out["mode"] == "replay"
    assert "utility_ci" in out["results"][0] and out["recovery"]["n_runs"] > 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text(
        '{"id": "x", "question": "q", "steps": [{"action": "search", "observation": "o"}]}\n'
    )
    res = runner.invoke(main, ["fit-k", str(bad)])
    assert res.exit_code == 1 and "label" in res.output
    res = runner.invoke(main, ["fit-k"])
    assert res.exit_code == 2
    res = runner.invoke(
        main, ["fit-k", "--regimes", "six", "--tpr", "1", "--fpr", "0", "--budget", "2"]
    )
    assert res.exit_code == 1 and "budget" in res.output


def test_cli_plot(tmp_path) -> None:
    pytest.importorskip("matplotlib")
    out = tmp_path / "k.png"
    res = CliRunner().invoke(
        main, ["fit-k", "--regimes", "six", "--tpr", "1", "--fpr", "0", "--plot", str(out)]
    )
    assert res.exit_code == 0, res.output
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


# ------------------------------------------------------------- against the environment
@pytest.mark.shared_data
def test_replay_recovers_environment_success(shared_data) -> None:
    """Replay of ungated development episodes predicts what the environment measures when
    it is run with the gate at k. The environment's reference agent answers from memory
    with probability p_memory whether it holds one gold paragraph or none, so the fitter is
    told p_partial = p_memory = the agent's value; p_evidence and p_exhausted are estimated
    from the outcomes. For the chosen k and for every other k, the success the environment
    measures lies within the replay's bootstrap CI, and the expected calls match (the
    environment seeds each (record, regime) the same with or without the gate)."""
    from uselessdetect.sim import load_records, make_agent, simulate

    records = load_records(shared_data / "hotpotqa" / "knowagent_test_medium100_trainsplit.json")
    records = records[:60]
    dev = simulate(records, "persistent", regimes="six", budget=8, random_state=0)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        p_memory = make_agent("persistent").p_memory
        f = KFitter(price=0.01, p_memory=p_memory, p_partial=p_memory, random_state=0).fit(dev)
    assert f.success_["evidence"]["source"].startswith("estimated")
    assert f.best_k_ is not None
    for row in f.results_[:-1]:
        k = row["k"]
        gated = simulate(
            records, "persistent", regimes="six", budget=8, gate="oracle", k=k, random_state=0
        )
        success = np.mean([bool(e.correct) for e in gated])
        calls = np.mean([sum(not s.is_finish for s in e.steps) for e in gated])
        lo, hi = row["success_ci"]
        assert lo <= success <= hi, (k, success, row["success_ci"])
        assert calls == pytest.approx(row["calls"], abs=0.05), k


def test_steps_after_the_first_finish_are_not_calls() -> None:
    """Replay reads an episode up to its first finish, as the stopping analysis does."""
    from uselessdetect import Episode, Step

    def ep(i: int, extra: list[Step]) -> Episode:
        calls = [Step("search", observation="o", label=lab) for lab in (1, 0, 0)]
        return Episode(id=str(i), question="q", steps=[*calls, Step("finish"), *extra], budget=8)

    tail = [Step("search", observation="o", label=1) for _ in range(4)] + [Step("finish")]
    plain = KFitter(price=0.01, n_bootstrap=0).fit([ep(i, []) for i in range(30)])
    padded = KFitter(price=0.01, n_bootstrap=0).fit([ep(i, tail) for i in range(30)])
    assert plain.results_ == padded.results_
    assert plain.recovery_.n_censored == padded.recovery_.n_censored == 0


def test_zero_weight_regimes_do_not_count_as_failing() -> None:
    with pytest.warns(UserWarning, match="degenerate"):
        f = KFitter(
            price=0.01, tpr=1.0, fpr=0.0, regimes=["clean", "persistent"], weights=[1, 0]
        ).fit()
    assert f.best_k_ is None and f.note_


@pytest.mark.parametrize("params", [{"price": math.inf}, {"budget": 10_000}])
def test_infinite_price_and_huge_budget_are_refused(params: dict) -> None:
    with pytest.raises(ConfigurationError):
        KFitter(tpr=1.0, fpr=0.0, **params).fit()
