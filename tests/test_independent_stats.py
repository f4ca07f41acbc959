"""Δ and the integration index, checked by a second route: hand-worked examples and plain loops.

The library computes both from flat arrays and sparse count tables; the tests here recompute them
from the definitions (design §6) with nothing but Python loops over episodes, so a wrong
Mantel–Haenszel weight or a widened run-length set fails even where the two agree on easy data.
"""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from uselessdetect import Episode, Step
from uselessdetect.measure import DecisionPoints, decision_points, delta, integration_index

_V = {"U": "useless", "F": "useful", "?": "unknown"}


def episode(code: str, ep_id: str, budget: int = 8) -> Episode:
    """``U``/``F``/``?`` a result judged useless/useful/unknown (detector ``j``), ``A`` finish."""
    steps = [
        Step(action="finish", input="x")
        if c == "A"
        else Step(action="search", input="x", observation="o", judgments={"j": {"verdict": _V[c]}})
        for c in code
    ]
    return Episode(id=ep_id, question="q", steps=steps, budget=budget)


# Unequal group sizes in every stratum, so that the weight n_A·n_B/(n_A+n_B) matters.
UNEQUAL = ["UUUA", "UUUUA", "UUUUA", "UUUUUA", "FUUA", "FUUUA", "FUUUA"]


def test_delta_mh_weights_with_unequal_groups_by_hand() -> None:
    """Worked example (actions numbered from 1, budget 8, no final action in play).

    * t=3 (action 4): A = E1 answers, E2, E3, E4 continue → n_A = 4, risk 1/4;
      B = E5 answers, E6, E7 continue → n_B = 3, risk 1/3; difference −1/12, w = 12/7.
    * t=4 (action 5): A = E2, E3 answer, E4 continues → n_A = 3, risk 2/3;
      B = E6, E7 answer → n_B = 2, risk 1; difference −1/3, w = 6/5.
    * t=5: A = E4 answers, B empty → w = 0. t=6: nobody.

    Δ = (12/7·(−1/12) + 6/5·(−1/3)) / (12/7 + 6/5) = −19/102 ≈ −0.18627. Weights n_A + n_B
    would give −27/144, equal weights −5/24, n_A·n_B −1/6: each a different number.
    """
    eps = [episode(c, f"E{i + 1}") for i, c in enumerate(UNEQUAL)]
    res = delta(decision_points(eps, "j"), n_boot=0)
    want = Fraction(12, 7) * Fraction(-1, 12) + Fraction(6, 5) * Fraction(-1, 3)
    want /= Fraction(12, 7) + Fraction(6, 5)
    assert want == Fraction(-19, 102)
    assert res.estimate.estimate == pytest.approx(float(want), abs=1e-12)
    rows = {r["t"]: r for r in res.strata}
    assert (rows[3]["n_a"], rows[3]["answered_a"], rows[3]["n_b"], rows[3]["answered_b"]) == (
        4,
        1,
        3,
        1,
    )
    assert rows[3]["weight"] == 1.714286  # 12/7, reported to six decimals
    assert (rows[4]["n_a"], rows[4]["answered_a"], rows[4]["n_b"], rows[4]["answered_b"]) == (
        3,
        2,
        2,
        2,
    )
    assert rows[4]["weight"] == pytest.approx(6 / 5, abs=1e-6)
    assert (rows[5]["n_a"], rows[5]["n_b"], rows[5]["weight"]) == (1, 0, 0)
    assert (rows[6]["n_a"], rows[6]["n_b"], rows[6]["weight"]) == (0, 0, 0)
    risks = [(rows[t]["risk_a"], rows[t]["risk_b"]) for t in (3, 4, 5, 6)]
    assert risks == [(0.25, 0.333333), (0.666667, 1.0), (1.0, None), (None, None)]
    assert (res.n_a, res.n_b, res.n_decisions) == (8, 5, 13)


def plain_delta(
    codes: list[tuple[str, int]], strata: tuple[int, ...] = (3, 4, 5, 6), weight: str = "mh"
) -> float:
    """Δ straight from design §6, one decision point at a time (no arrays, no tables)."""
    cells: dict[tuple[int, str], list[int]] = {}
    for code, budget in codes:
        results: list[str] = []
        answered_any = False
        n_actions = len(code)
        for pos, c in enumerate(code, start=1):
            if answered_any:
                break
            is_final = pos >= budget or ("A" not in code and pos == n_actions)
            if results and not is_final and len(results) in strata:
                t = len(results)
                if all(r == "U" for r in results):
                    cells.setdefault((t, "A"), []).append(c == "A")
                elif results[-1] == "U" and "F" in results:
                    cells.setdefault((t, "B"), []).append(c == "A")
            if c == "A":
                answered_any = True
            elif c != "-":  # "-": an action without a result
                results.append(c)
    num = den = 0.0
    for t in strata:
        a, b = cells.get((t, "A"), []), cells.get((t, "B"), [])
        if a and b:
            w = len(a) * len(b) / (len(a) + len(b)) if weight == "mh" else 1.0
            num += w * (sum(a) / len(a) - sum(b) / len(b))
            den += w
    return num / den if den else float("nan")


def random_codes(rng: np.random.Generator, n: int) -> list[tuple[str, int]]:
    """Episodes with random verdicts (mostly useless, some useful or unknown), a random budget
    and answering hazard, some never answering."""
    out = []
    for _ in range(n):
        budget = int(rng.integers(4, 11))
        length = int(rng.integers(1, budget + 1))
        body = rng.choice(["U", "F", "?"], size=length, p=[0.6, 0.3, 0.1])
        code = "".join(body)
        if rng.random() < 0.8:
            code = code[: length - 1] + "A"
        out.append((code, budget))
    return out


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_delta_matches_a_plain_implementation(seed: int) -> None:
    codes = random_codes(np.random.default_rng(seed), 400)
    eps = [episode(c, f"e{i}", b) for i, (c, b) in enumerate(codes)]
    dp = decision_points(eps, "j")
    for strata in [(3, 4, 5, 6), (2, 3), (5,), (1, 4)]:
        got = delta(dp, strata=strata, n_boot=0).estimate.estimate
        assert got == pytest.approx(plain_delta(codes, strata), abs=1e-12), strata
    # and the data is one where the weighting matters: equal weights give another number
    assert abs(plain_delta(codes) - plain_delta(codes, weight="equal")) > 1e-3


def points(runs: list[int], answered: list[bool]) -> DecisionPoints:
    """Decision points with given run lengths and answers (one episode each, none final)."""
    n = len(runs)
    ones = np.ones(n, dtype=np.int64)
    return DecisionPoints(
        episode=np.arange(n),
        step=ones * 2,
        t=np.maximum(np.asarray(runs), 1),
        run=np.asarray(runs, dtype=np.int64),
        all_useless=np.zeros(n, bool),
        latest_useless=np.zeros(n, bool),
        had_useful=np.zeros(n, bool),
        answered=np.asarray(answered, bool),
        is_final=np.zeros(n, bool),
        n_episodes=n,
    )


def test_integration_index_run_sets_at_their_boundaries() -> None:
    """I = h({4,5}) − h({1,2}). Per run length (points, answers):

    run 0: (4, 4), run 1: (4, 1), run 2: (4, 0), run 3: (4, 4), run 4: (4, 2), run 5: (4, 4),
    run 6: (4, 0), run 7: (4, 4). h({4,5}) = 6/8, h({1,2}) = 1/8 → I = 5/8 = 0.625.

    Runs 0, 3 and 7 always answer and run 6 never does, so a set widened to {3,4,5}, {4,5,6},
    {0,1,2} or {1,2,3} (or narrowed to {4} or {1}) gives another number.
    """
    answers = {0: 4, 1: 1, 2: 0, 3: 4, 4: 2, 5: 4, 6: 0, 7: 4}
    runs = [r for r in answers for _ in range(4)]
    ans = [i < answers[r] for r in answers for i in range(4)]
    dp = points(runs, ans)
    assert integration_index(dp, n_boot=0).estimate == pytest.approx(5 / 8, abs=1e-12)

    def plain(low: set[int], high: set[int]) -> float:
        def h(s: set[int]) -> float:
            sel = [a for r, a in zip(runs, ans, strict=True) if r in s]
            return sum(sel) / len(sel)

        return h(high) - h(low)

    for low, high in [({1, 2}, {4, 5}), ({3}, {6}), ({1, 2, 3}, {4, 5, 6}), ({2}, {4})]:
        got = integration_index(dp, low=sorted(low), high=sorted(high), n_boot=0).estimate
        assert got == pytest.approx(plain(low, high), abs=1e-12)
    wrong = [plain({1, 2}, {3, 4, 5}), plain({1, 2}, {4, 5, 6}), plain({0, 1, 2}, {4, 5})]
    wrong += [plain({1, 2, 3}, {4, 5}), plain({1, 2}, {4}), plain({1}, {4, 5})]
    assert all(abs(w - 5 / 8) > 0.05 for w in wrong)


def test_integration_index_excludes_final_actions() -> None:
    dp = points([1, 4, 4], [False, False, True])
    final = DecisionPoints(**{**dp.__dict__, "is_final": np.array([False, False, True])})
    assert integration_index(dp, n_boot=0).estimate == pytest.approx(0.5)
    assert integration_index(final, n_boot=0).estimate == pytest.approx(0.0)


def test_integration_index_from_episodes_by_run_length() -> None:
    """Episodes ``U``×r then finish (budget 20): the agent answers at run r, and continues at
    runs 1..r−1. With n_r such episodes per r, h(j) = n_j / Σ_{r≥j} n_r, computed here by loops.
    """
    n_r = {1: 3, 2: 1, 3: 2, 4: 1, 5: 4, 6: 2, 7: 3}
    eps = [episode("U" * r + "A", f"r{r}-{i}", budget=20) for r, n in n_r.items() for i in range(n)]

    def h(s: set[int]) -> float:
        pts = [(j, j == r) for r, n in n_r.items() for _ in range(n) for j in range(1, r + 1)]
        sel = [a for j, a in pts if j in s]
        return sum(sel) / len(sel)

    got = integration_index(decision_points(eps, "j"), n_boot=0).estimate
    assert got == pytest.approx(h({4, 5}) - h({1, 2}), abs=1e-12)
    # sanity of the hand formula at run 4: 1 answer among episodes with r ≥ 4 (1+4+2+3 = 10)
    assert h({4}) == pytest.approx(1 / 10)


@pytest.mark.shared_data
@pytest.mark.parametrize("agent", ["clock", "integrating", "gated", "eager", "persistent"])
def test_reference_agents_delta_of_record(shared_data, agent: str) -> None:  # type: ignore[no-untyped-def]
    """The reference-agent table of record (docs/benchmarks.md), recomputed: Δ from the library
    equals Δ from the plain loops on the same simulated episodes, and equals the figure of
    record in ``benchmarks/results/bench_delta_tables.json`` (so Δ cannot move unnoticed)."""
    import json
    from pathlib import Path

    from uselessdetect.sim import simulate

    path = shared_data / "hotpotqa" / "knowagent_test_medium100_trainsplit.json"
    eps = simulate(json.loads(path.read_text(encoding="utf-8")), agent, random_state=11)
    got = analyze_delta(eps)
    codes = [(episode_code(ep), ep.budget or 8) for ep in eps]
    plain = plain_delta(codes)
    assert got == pytest.approx(plain, abs=1e-12) or (np.isnan(got) and np.isnan(plain))
    results = Path(__file__).resolve().parents[1] / "benchmarks" / "results"
    record = json.loads((results / "bench_delta_tables.json").read_text(encoding="utf-8"))
    assert round(got, 6) == record["reference_agents"][agent]["delta"]["estimate"]


def analyze_delta(eps: list[Episode]) -> float:
    from uselessdetect.measure import analyze

    return float(analyze(eps, "oracle", n_boot=0).delta.estimate.estimate)


def episode_code(ep: Episode) -> str:
    """An episode as the plain implementation's letters, judged by its true labels."""
    out = []
    for step in ep.steps:
        if step.is_finish:
            out.append("A")
        elif step.observation is None:
            out.append("-")
        else:
            out.append({1: "U", 0: "F"}.get(step.label, "?"))  # type: ignore[arg-type]
    return "".join(out)


# --- the measures' options and report fields (mutation testing found them unchecked) ----------


def noisy_points() -> DecisionPoints:
    codes = random_codes(np.random.default_rng(5), 300)
    return decision_points([episode(c, f"e{i}", b) for i, (c, b) in enumerate(codes)], "j")


@pytest.mark.parametrize("measure", ["delta", "integration_index", "hazard_slope"])
def test_bootstrap_options_reach_the_bootstrap(measure: str) -> None:
    from uselessdetect.measure import hazard_slope

    fn = {"delta": delta, "integration_index": integration_index, "hazard_slope": hazard_slope}
    dp = noisy_points()

    def est(**kw: object) -> object:
        out = fn[measure](dp, **kw)  # type: ignore[operator]
        return out.estimate if measure == "delta" else out

    default = est(random_state=0)
    assert default.n_boot_valid == 1000  # the default number of resamples
    assert est(n_boot=40, random_state=0).n_boot_valid == 40
    a, b = est(n_boot=200, random_state=3), est(n_boot=200, random_state=3)
    assert a.ci == b.ci  # seeded
    assert est(n_boot=200, random_state=4).ci != a.ci
    narrow = est(n_boot=200, random_state=3, level=0.5)
    assert a.ci[0] < narrow.ci[0] <= narrow.ci[1] < a.ci[1]


def test_delta_report_fields_and_strata_validation() -> None:
    from uselessdetect.exceptions import ConfigurationError

    eps = [episode(c, f"E{i + 1}") for i, c in enumerate(UNEQUAL)]
    res = delta(decision_points(eps, "j"), n_boot=0)
    d = res.to_dict()
    assert (d["n_a"], d["n_b"], d["n_decisions"]) == (8, 5, 13)
    assert d["strata"] == res.strata and [r["t"] for r in d["strata"]] == [3, 4, 5, 6]
    assert d["estimate"] == pytest.approx(-19 / 102, abs=1e-6)
    for strata in [(), (0, 3), (3, 3), (4, 4, 5)]:
        with pytest.raises(ConfigurationError, match="expected distinct strata t >= 1"):
            delta(decision_points(eps, "j"), strata=strata, n_boot=0)


def test_integration_index_with_an_empty_group_is_nan_without_warnings() -> None:
    import warnings

    dp = points([1, 1, 2], [False, True, False])  # nobody reaches a run of 4 or 5
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        est = integration_index(dp, n_boot=20, random_state=0)
    assert np.isnan(est.estimate) and est.n_boot_valid == 0


def test_hazard_slope_starts_at_run_one_by_default() -> None:
    from uselessdetect.measure import hazard_slope

    dp = noisy_points()
    one = hazard_slope(dp, n_boot=0).estimate
    assert one == pytest.approx(hazard_slope(dp, min_run=1, n_boot=0).estimate)
    assert one != pytest.approx(hazard_slope(dp, min_run=0, n_boot=0).estimate)


def wilson(k: int, n: int, z: float = 1.959963984540054) -> tuple[float, float]:
    """The Wilson score interval, written out (95%)."""
    centre = (k + z * z / 2) / (n + z * z)
    half = z * np.sqrt(k * (n - k) / n + z * z / 4) / (n + z * z)
    return centre - half, centre + half


def test_share_answered_after_by_hand() -> None:
    from uselessdetect.measure import share_answered_after

    # runs of 5 in three episodes, one answers there (one after a useful result); one reaches 4
    codes = ["UUUUUA", "UUUUUFA", "UUUUUU", "UUUUA"]
    dp = decision_points([episode(c, f"s{i}", budget=10) for i, c in enumerate(codes)], "j")
    got = share_answered_after(dp)
    assert got == share_answered_after(dp, run=5) and got["run"] == 5
    assert (got["n_episodes"], got["answered"], got["share"]) == (3, 1, 0.333333)
    lo, hi = wilson(1, 3)
    assert got["ci"] == [round(lo, 6), round(hi, 6)]
    four = share_answered_after(dp, run=4)
    assert (four["n_episodes"], four["answered"], four["share"]) == (4, 2, 0.5)
    none = share_answered_after(dp, run=9)
    assert (none["n_episodes"], none["share"], none["ci"]) == (0, None, [None, None])


def test_hazard_slope_without_points_after_a_useless_result_is_nan() -> None:
    import warnings

    from uselessdetect.measure import hazard_slope

    dp = points([0, 0, 0], [True, False, False])  # every point follows a useful result
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        est = hazard_slope(dp, n_boot=10, random_state=0)
    assert np.isnan(est.estimate) and est.n_boot_valid == 0


# --- the statistics underneath: MH pooling, the cluster bootstrap, Estimate, Holm -------------


def test_mh_risk_difference_rows_small_weights_and_empty_strata() -> None:
    import warnings

    from uselessdetect.measure._stats import mh_risk_difference

    # two bootstrap rows × two strata; row 0 is the hand example's t=3 and t=4
    n_a = np.array([[4, 3], [1, 0]])
    a_a = np.array([[1, 2], [1, 0]])
    n_b = np.array([[3, 2], [1, 0]])
    a_b = np.array([[1, 2], [0, 0]])
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # an empty stratum (row 1, t=4) must not warn
        got = mh_risk_difference(n_a, a_a, n_b, a_b)
    # row 1: one stratum of one vs one (weight 1/2 < 1), risks 1 and 0
    assert got.shape == (2,) and got[0] == pytest.approx(-19 / 102) and got[1] == pytest.approx(1)
    assert np.isnan(mh_risk_difference(np.array([2]), np.array([1]), np.array([0]), np.array([0])))


def test_cluster_bootstrap_draws_every_cluster() -> None:
    from uselessdetect.measure._stats import cluster_bootstrap

    table = np.array([[1, 1], [1, 0]])  # cluster 0 answered, cluster 1 did not

    def rate(tot: np.ndarray) -> np.ndarray:
        return tot[:, 1] / tot[:, 0]

    est = cluster_bootstrap(table, [rate], n_boot=400, random_state=0)[0]
    assert est.estimate == 0.5 and est.ci == (0.0, 1.0)  # resamples of both, either or neither


def test_estimate_json_form() -> None:
    from uselessdetect.measure import Estimate

    assert Estimate(0.12345678, (0.1, 0.2), 7).to_dict() == {
        "estimate": 0.123457,
        "ci": [0.1, 0.2],
        "n_boot_valid": 7,
    }
    assert Estimate(float("nan"), (float("-inf"), 0.5), 0).to_dict() == {
        "estimate": None,
        "ci": [None, 0.5],
        "n_boot_valid": 0,
    }


def test_holm_by_hand() -> None:
    from uselessdetect.exceptions import ConfigurationError
    from uselessdetect.measure import holm

    # m = 3: sorted 0.01, 0.02, 0.6 → 3·0.01, 2·0.02, 1·0.6, running max, capped at 1
    assert holm([0.6, 0.01, 0.02]).tolist() == [0.6, 0.03, 0.04]
    assert holm([0.6, 0.7]).tolist() == [1.0, 1.0]
    assert holm([0.0, 1.0]).tolist() == [0.0, 1.0]  # the ends of [0, 1] are p-values
    assert holm([1 / 3]).tolist() == [0.333333333333]  # rounded to 12 decimals
    for bad in ([-0.1], [1.1], [float("nan")], [[0.1]]):
        with pytest.raises(ConfigurationError, match=r"1-d sequence of p-values in \[0, 1\], got"):
            holm(bad)


def test_logit_slope_is_defined_exactly_when_the_outcome_varies() -> None:
    from uselessdetect.measure._stats import logit_ame

    run, step = np.array([0, 1, 2]), np.array([2, 2, 2])
    rows_n = np.array([[3, 3, 3], [3, 3, 3], [3, 3, 3], [0, 0, 0]])
    rows_a = np.array([[0, 0, 1], [0, 0, 0], [3, 3, 3], [0, 0, 0]])  # one answer; none; all
    got = logit_ame(run, step, rows_n, rows_a)
    assert np.isfinite(got[0]) and got[0] > 0  # a single answer, at the longest run
    assert np.isnan(got[1:]).all()


@pytest.mark.parametrize("level", [0.0, 1.0, -0.5])
def test_confidence_level_must_lie_strictly_inside_0_1(level: float) -> None:
    from uselessdetect.exceptions import ConfigurationError

    with pytest.raises(ConfigurationError, match=r"expected a confidence level in \(0, 1\), got"):
        delta(noisy_points(), level=level, n_boot=5)


def test_negative_resample_counts_are_refused() -> None:
    from uselessdetect.exceptions import ConfigurationError

    with pytest.raises(
        ConfigurationError, match="n_boot must be an integer from 0 to 100,000, got -1"
    ):
        integration_index(noisy_points(), n_boot=-1)
    with pytest.raises(ConfigurationError, match="from 0 to 100,000, got 100001"):
        integration_index(noisy_points(), n_boot=100_001)  # resamples are capped too


def test_hazard_slope_equals_scikit_learn_on_the_flat_points() -> None:
    """Second route for the hazard slope: scikit-learn's logistic regression fitted on the
    non-final decision points with run ≥ 1, one row per point, and its average marginal effect
    of one more useless judgment."""
    import warnings

    from sklearn.linear_model import LogisticRegression

    from uselessdetect.measure import hazard_slope
    from uselessdetect.measure._stats import LOGIT_C

    dp = noisy_points()
    keep = ~dp.is_final & (dp.run >= 1)
    X = np.c_[dp.run[keep], dp.step[keep]].astype(float)
    y = dp.answered[keep].astype(int)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        model = LogisticRegression(C=LOGIT_C, tol=1e-10, max_iter=10_000).fit(X, y)
    ame = np.mean(model.predict_proba(X + [1, 0])[:, 1] - model.predict_proba(X)[:, 1])
    assert hazard_slope(dp, n_boot=0).estimate == pytest.approx(ame, abs=1e-5)


def test_resample_count_is_exact_across_chunks() -> None:
    dp = noisy_points()
    for n_boot in (70, 120):  # not multiples of the chunk of 50 resamples
        assert delta(dp, n_boot=n_boot, random_state=0).estimate.n_boot_valid == n_boot


def test_share_answered_after_one_episode_has_an_interval() -> None:
    from uselessdetect.measure import share_answered_after

    dp = decision_points([episode("UUUUUA", "one", budget=10)], "j")
    got = share_answered_after(dp)
    lo, hi = wilson(1, 1)
    assert (got["n_episodes"], got["share"], got["ci"]) == (1, 1.0, [round(lo, 6), round(hi, 6)])


def test_logit_slope_rows_are_fitted_apart_and_one_row_gives_a_scalar() -> None:
    from uselessdetect.measure._stats import logit_ame

    run, step = np.array([0, 1, 2, 0, 1, 2]), np.array([3, 3, 3, 5, 5, 5])
    n, a = np.full(6, 100), np.array([5, 15, 35, 5, 15, 35])
    one = logit_ame(run, step, n, a)
    assert np.ndim(one) == 0
    rows = logit_ame(run, step, np.stack([n, n]), np.stack([a, a]))
    assert rows.shape == (2,) and rows == pytest.approx([one, one], abs=1e-12)
