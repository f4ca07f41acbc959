"""Tests of the stopping measures (metrics, _stats, analysis) and the `analyze` command."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Episode, Step
from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.io import write_jsonl
from uselessdetect.measure import (
    VERDICTS,
    DecisionPoints,
    analyze,
    decision_points,
    delta,
    hazard_slope,
    integration_index,
    mean6,
    share_answered_after,
    success_by_regime,
)
from uselessdetect.measure._stats import cluster_bootstrap, holm, logit_ame, mh_risk_difference
from uselessdetect.sim import SIX_REGIMES

_V = {"U": "useless", "F": "useful", "?": "unknown"}


def make_episode(code: str, budget: int | None = 8, ep_id: str = "e", **kw: object) -> Episode:
    """``U`` useless result, ``F`` useful, ``?`` unknown, ``-`` action without observation,
    ``A`` finish. Judgments are stored under the detector name ``j``."""
    steps = []
    for c in code:
        if c == "A":
            steps.append(Step(action="finish", input="x"))
        elif c == "-":
            steps.append(Step(action="lookup", input="x"))
        else:
            steps.append(
                Step(
                    action="search", input="x", observation="o", judgments={"j": {"verdict": _V[c]}}
                )
            )
    return Episode(id=ep_id, question="q", steps=steps, budget=budget, **kw)  # type: ignore[arg-type]


# E5's finish is its last chance (budget 4); E8 never answers and its log ends at action 4.
HAND = {
    "E1": ("UUUA", 8),
    "E2": ("UUUUA", 8),
    "E3": ("FUUUUA", 8),
    "E4": ("FUUA", 8),
    "E5": ("UUUA", 4),
    "E6": ("U?UA", 8),
    "E8": ("UFUU", 8),
}


def hand_episodes() -> list[Episode]:
    return [make_episode(c, b, name) for name, (c, b) in HAND.items()]


def test_hand_computed_delta_weights_and_final_exclusion() -> None:
    """Worked example (strata t = 3..6, actions numbered from 1).

    Decision points in groups A (all t results useless) and B (latest useless, earlier useful):

    * t=3: A = E1 action 4 (answers), E2 action 4 (continues); B = E3 action 4 (continues),
      E4 action 4 (answers). E5 action 4 would be A and answering, but it is E5's final action
      (budget 4); E8 action 4 would be B, but E8 never answers and its log ends there (final).
      E6 has an unknown among its three results: in neither group.
      n_A = 2, risk_A = 1/2; n_B = 2, risk_B = 1/2; w = 2·2/4 = 1; difference 0.
    * t=4: A = E2 action 5 (answers); B = E3 action 5 (continues). w = 1·1/2 = 1/2; diff 1.
    * t=5: B = E3 action 6 (answers), A empty: weight 0.

    Δ = (1·0 + ½·1) / (1 + ½) = 1/3. Keeping the final actions would give
    t=3: n_A=3 (2 answer), n_B=3 (1 answers), w = 1.5, diff 1/3 → Δ = (0.5+0.5)/2 = 1/2.
    """
    dp = decision_points(hand_episodes(), "j")
    res = delta(dp, n_boot=0)
    assert res.estimate.estimate == pytest.approx(1 / 3)
    rows = {r["t"]: r for r in res.strata}
    assert (rows[3]["n_a"], rows[3]["answered_a"], rows[3]["n_b"], rows[3]["answered_b"]) == (
        2,
        1,
        2,
        1,
    )
    assert rows[3]["weight"] == pytest.approx(1.0)
    assert rows[4]["weight"] == pytest.approx(0.5)
    assert rows[5]["weight"] == 0 and rows[5]["n_b"] == 1
    assert res.n_decisions == 2 + 2 + 1 + 1 + 1
    # the same points with the final actions kept
    kept = DecisionPoints(**{**dp.__dict__, "is_final": np.zeros(len(dp), bool)})
    assert delta(kept, n_boot=0).estimate.estimate == pytest.approx(1 / 2)


def test_hand_computed_integration_index_and_runs() -> None:
    """Run lengths at non-final points: run 4 twice (E2 action 5, E3 action 6, both answer);
    runs 1–2 fourteen times, two answering (E4 action 4, E6 action 4). I = 1 − 2/14 = 6/7.
    E6 (U ? U): the unknown leaves the run unchanged, so runs are 1, 1, 2."""
    dp = decision_points(hand_episodes(), "j")
    e6 = dp.episode == list(HAND).index("E6")
    assert dp.run[e6].tolist() == [1, 1, 2]
    assert dp.all_useless[e6].tolist() == [True, False, False]
    assert integration_index(dp, n_boot=0).estimate == pytest.approx(6 / 7)
    assert dp.skipped["final_actions_excluded"] == 2
    assert dp.skipped["results_judged_unknown"] == 1


def test_unanswered_missing_observation_and_inferred_budget() -> None:
    ep = make_episode("U-UUA", budget=None)
    dp = decision_points([ep], "j")
    assert dp.t.tolist() == [1, 1, 2, 3]  # the lookup without an observation is no result
    assert dp.skipped["steps_without_observation"] == 1
    assert dp.skipped["budget_assumed"] == 5 and dp.is_final.tolist()[-1]
    dp8 = decision_points([ep], "j", budget=8)
    assert not dp8.is_final.any() and dp8.answered.tolist() == [False] * 3 + [True]
    # an unjudged result counts as unknown; actions after the first finish are ignored
    ep2 = Episode(
        id="x",
        question="q",
        budget=8,
        steps=[
            Step(action="search", observation="o"),
            Step(action="finish"),
            Step(action="search"),
        ],
    )
    dp2 = decision_points([ep2], "j")
    assert dp2.skipped["results_unjudged"] == 1 and dp2.skipped["actions_after_finish"] == 1
    assert dp2.run.tolist() == [0] and dp2.all_useless.tolist() == [False]


def _naive(codes: list[str], budget: int) -> list[tuple[int, int, int, bool, bool, bool, bool]]:
    """Reference implementation with plain loops: (t, run, step, A, latest_useless, had_useful,
    final) per decision point of one episode (every episode answers or runs to its end)."""
    out, results, run = [], [], 0
    final = budget - 1 if codes[-1] == "A" else min(budget, len(codes)) - 1
    for i, c in enumerate(codes):
        if results:
            out.append(
                (
                    len(results),
                    run,
                    i + 1,
                    all(r == "U" for r in results),
                    results[-1] == "U",
                    "F" in results,
                    i >= final,
                )
            )
        if c in "UF?":
            results.append(c)
            run = run + 1 if c == "U" else 0 if c == "F" else run
    return out


def test_vectorised_flattening_matches_a_plain_loop() -> None:
    rng = np.random.default_rng(3)
    eps, expected = [], []
    for k in range(300):
        n = int(rng.integers(1, 12))
        code = "".join(rng.choice(list("UUUF?-"), size=n))
        if rng.random() < 0.6:
            code += "A"
        budget = int(rng.integers(2, 12))
        eps.append(make_episode(code, budget, str(k)))
        expected += [(k, *row) for row in _naive(code, budget)]
    dp = decision_points(eps, "j")
    got = list(
        zip(
            dp.episode.tolist(),
            dp.t.tolist(),
            dp.run.tolist(),
            dp.step.tolist(),
            dp.all_useless.tolist(),
            dp.latest_useless.tolist(),
            dp.had_useful.tolist(),
            dp.is_final.tolist(),
            strict=True,
        )
    )
    assert got == expected


def test_mh_risk_difference_and_empty_strata() -> None:
    # two strata: diff 0.25 weight 2 (4·4/8); diff 1.0 weight 0.5 (1·1/2) → (0.5+0.5)/2.5
    got = mh_risk_difference(np.array([4, 1]), np.array([3, 1]), np.array([4, 1]), np.array([2, 0]))
    assert float(got) == pytest.approx(0.4)
    assert np.isnan(mh_risk_difference(np.array([3]), np.array([1]), np.array([0]), np.array([0])))


def test_cluster_bootstrap_is_seeded_and_covers_truth() -> None:
    rng = np.random.default_rng(0)
    table = np.c_[np.ones(400), rng.random(400) < 0.3]

    def rate(tot: np.ndarray) -> np.ndarray:
        return tot[:, 1] / tot[:, 0]

    a = cluster_bootstrap(table, [rate], n_boot=300, random_state=1)[0]
    b = cluster_bootstrap(table, [rate], n_boot=300, random_state=1)[0]
    assert a == b
    assert a.ci[0] < 0.3 < a.ci[1] and a.ci[1] - a.ci[0] < 0.12
    none = cluster_bootstrap(table, [rate], n_boot=0)[0]
    assert np.isnan(none.ci[0]) and none.n_boot_valid == 0
    with pytest.raises(ConfigurationError):
        cluster_bootstrap(table, [rate], level=1.5)


def test_logit_ame_matches_scikit_learn() -> None:
    from sklearn.linear_model import LogisticRegression

    from uselessdetect.measure._stats import LOGIT_C

    rng = np.random.default_rng(5)
    run, step = rng.integers(0, 7, 40), rng.integers(1, 9, 40)
    n = rng.integers(1, 40, 40)
    a = rng.binomial(n, 1 / (1 + np.exp(-(-2.5 + 0.4 * run - 0.2 * step))))
    X = np.c_[run, step].astype(float)
    w = np.r_[a, n - a].astype(float)
    model = LogisticRegression(C=LOGIT_C, tol=1e-10, max_iter=10_000)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model.fit(
            np.r_[X, X][w > 0], np.r_[np.ones(40), np.zeros(40)][w > 0], sample_weight=w[w > 0]
        )
    X1 = X + [1, 0]
    ref = np.average(model.predict_proba(X1)[:, 1] - model.predict_proba(X)[:, 1], weights=n)
    assert logit_ame(run, step, n, a) == pytest.approx(ref, abs=1e-5)
    batch = logit_ame(run, step, np.stack([n, n]), np.stack([a, np.zeros_like(a)]))
    assert batch[0] == pytest.approx(ref, abs=1e-5) and np.isnan(batch[1])


def test_holm_step_down() -> None:
    # sorted p: 0.01·4 = 0.04; 0.02·3 = 0.06; 0.03·2 = 0.06 (monotone); 0.5·1 = 0.5
    assert holm([0.03, 0.5, 0.01, 0.02]).tolist() == pytest.approx([0.06, 0.5, 0.04, 0.06])
    with pytest.raises(ConfigurationError):
        holm([0.2, 1.5])


def test_success_by_regime_mean6_and_share_after_five() -> None:
    regimes = list(SIX_REGIMES)
    eps = [
        make_episode("FA", 8, f"{r}{i}", regime=r, correct=(i < j))
        for j, r in enumerate(regimes)
        for i in range(6)
    ]
    assert mean6(eps) == pytest.approx(np.mean([j / 6 for j in range(6)]))
    with pytest.raises(ConfigurationError, match="late_onset_from_3"):
        mean6(eps[:30])
    unanswered = make_episode("UU", 8, "u", regime="clean")  # no finish, no grade: a failure
    out = success_by_regime([*eps[:6], unanswered])
    assert out["regimes"]["clean"]["n"] == 7 and out["mean6"] is None
    dp = decision_points(
        [make_episode("UUUUUA"), make_episode("UUUUUUUU"), make_episode("UUUUA")], "j"
    )
    share = share_answered_after(dp, 5)
    assert (share["answered"], share["n_episodes"]) == (1, 2)


def test_hazard_slope_sign_on_synthetic_agents() -> None:
    rng = np.random.default_rng(2)
    integrating, eager = [], []
    for k in range(200):
        integrating.append(make_episode("UUUUUA" if k % 2 else "FUUUUUA", 10, str(k)))
        eager.append(make_episode("FUA" if rng.random() < 0.7 else "FUUUUUUUU", 10, str(k)))
    up = hazard_slope(decision_points(integrating, "j"), n_boot=100, random_state=0)
    down = hazard_slope(decision_points(eager, "j"), n_boot=100, random_state=0)
    assert up.ci[0] > 0.05
    assert down.ci[1] < 0


def _simulated(shared_data, agent: str):  # type: ignore[no-untyped-def]
    from uselessdetect.sim import simulate

    path = shared_data / "hotpotqa" / "knowagent_test_medium100_trainsplit.json"
    records = json.loads(path.read_text(encoding="utf-8"))
    return simulate(records, agent, random_state=11)


@pytest.mark.shared_data
@pytest.mark.parametrize("agent", ["clock", "integrating", "eager", "gated"])
def test_reference_agents(shared_data, agent: str) -> None:  # type: ignore[no-untyped-def]
    """The paper's validation: clock → Δ covers 0 while I is strongly positive; integrating and
    the gated persistent agent → Δ > 0 (CI above 0); eager → Δ < 0 (CI below 0)."""
    a = analyze(_simulated(shared_data, agent), "oracle", n_boot=500, random_state=0)
    lo, hi = a.delta.estimate.ci
    if agent == "clock":
        assert lo <= 0 <= hi and a.verdict == VERDICTS[1]
        assert a.integration_index.estimate > 0.3 and a.integration_index.ci[0] > 0
    elif agent in ("integrating", "gated"):
        assert a.delta.estimate.estimate > 0 and lo > 0 and a.verdict == VERDICTS[0]
        assert a.hazard_slope.ci[0] > 0
    else:
        assert a.delta.estimate.estimate < 0 and hi < 0 and a.verdict == VERDICTS[2]
    assert a.success["mean6"] is not None


def test_too_few_decision_points() -> None:
    a = analyze(hand_episodes(), "j", n_boot=50, random_state=0)
    assert a.verdict == VERDICTS[3]
    assert "too few decision points" in a.report()


def test_cli_analyze_json_plot_and_errors(tmp_path) -> None:  # type: ignore[no-untyped-def]
    eps = [make_episode("UUUUUA" if k % 2 else "FUUUUUA", 10, str(k)) for k in range(60)]
    for ep in eps:  # oracle judges by labels: drop the stored judgments, keep labels
        for s in ep.steps:
            s.label = {"useless": 1, "useful": 0}.get(s.judgments.pop("j", {}).get("verdict"))
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, eps)
    runner = CliRunner()
    res = runner.invoke(
        main,
        [
            "analyze",
            str(path),
            "--judgments",
            "oracle",
            "--json",
            "--n-boot",
            "50",
            "--strata",
            "3-5",
        ],
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert out["delta"]["n_decisions"] > 0 and len(out["delta"]["ci"]) == 2
    assert set(out) >= {"delta", "integration_index", "hazard_slope", "verdict", "skipped"}
    assert out["settings"]["strata"] == [3, 4, 5]
    assert out["skipped"]["episodes_scored_on_the_fly"] == 60
    text = runner.invoke(main, ["analyze", str(path), "--judgments", "oracle", "--n-boot", "20"])
    assert text.exit_code == 0 and "Verdict:" in text.stdout
    pytest.importorskip("matplotlib")
    png = tmp_path / "h.png"
    res = runner.invoke(
        main, ["analyze", str(path), "--judgments", "lexical", "--n-boot", "10", "--plot", str(png)]
    )
    assert res.exit_code == 0 and png.read_bytes()[:4] == b"\x89PNG"
    bad = runner.invoke(main, ["analyze", str(path), "--judgments", "oracle", "--strata", "x"])
    assert bad.exit_code == 2 and "--strata" in bad.output
    missing = runner.invoke(main, ["analyze", str(tmp_path / "no.jsonl"), "--judgments", "oracle"])
    assert missing.exit_code == 1 and "Traceback" not in missing.output


@pytest.mark.shared_data
def test_knowagent_real_logs_are_analysed(shared_data) -> None:  # type: ignore[no-untyped-def]
    from uselessdetect.io import load_hotpotqa, read_knowagent

    hp = load_hotpotqa([shared_data / "hotpotqa" / "knowagent_train500_trainsplit.json"])
    eps = read_knowagent(shared_data / "trajectories" / "knowagent_hotpotqa_trajs.jsonl", hp)
    a = analyze(eps, "lexical", n_boot=100, random_state=0)
    assert a.n_episodes == 1000 and a.n_decision_points > 1000
    assert a.skipped["episodes_without_budget"] == 1000 and a.skipped["budget_assumed"] >= 2
    assert a.verdict in VERDICTS and np.isfinite(a.delta.estimate.estimate)
