"""KFitter for every rule: the vectorised replay against StopGate, the exact mix against the DP."""

from __future__ import annotations

import numpy as np
import pytest

from uselessdetect import ConfigurationError, Episode, Judgment, Step
from uselessdetect.fit import KFitter
from uselessdetect.fit._rows import episode_arrays
from uselessdetect.fit._rulefit import candidates, enumerate_mix
from uselessdetect.fit._trips import first_trips
from uselessdetect.gate import CusumRule, RunRule, SprtRule, StopGate
from uselessdetect.sim import SIX_REGIMES, parse_regimes


def scored_episodes(n: int, seed: int = 0, budget: int = 8) -> list[Episode]:
    """Episodes with labels and a noisy detector's recorded scores (some unknown verdicts)."""
    rng = np.random.default_rng(seed)
    out = []
    for i in range(n):
        regime = SIX_REGIMES[i % len(SIX_REGIMES)]
        labels = parse_regimes(regime)[0]
        steps, held = [], 0
        for t in range(1, budget + 1):
            lab = int(labels.fails(t))
            score = float(np.clip(rng.normal(0.75 if lab else 0.3, 0.2), 0, 1))
            verdict = "unknown" if rng.random() < 0.05 else ("useless" if score > 0.5 else "useful")
            j = {"verdict": verdict, "score": score}
            steps.append(Step(action="search", input=str(t), observation="o", label=lab,
                              judgments={"det": j}))  # fmt: skip
            held += 1 - lab
            if held >= 2 and t < budget:
                steps.append(Step(action="finish", input="a"))
                break
        out.append(Episode(id=str(i), question="Q", steps=steps, budget=budget, regime=regime))
    return out


def gate_first_trip(ep: Episode, rule: object) -> int | None:
    """The second route: StopGate itself fed the recorded judgments one by one."""
    gate = StopGate(lambda s: None, rule=rule)  # type: ignore[arg-type]
    for t, step in enumerate(s for s in ep.steps if not s.is_finish):
        j = step.judgments["det"]
        d = gate.observe(Judgment(j["verdict"], j["score"], "det"), episode=ep.id)
        if d.tripped:
            return t
    return None


RULES = [
    RunRule(k=3),
    CusumRule(h=2.5, drift=0.5),
    CusumRule(h=6.0),
    SprtRule(p0=0.2, p1=0.7, alpha=0.05, beta=0.2),
    SprtRule(p0=0.05, p1=0.9, alpha=0.01, beta=0.05),
]


@pytest.mark.parametrize("rule", RULES, ids=lambda r: r.label)
def test_replay_trips_where_stopgate_trips(rule: object) -> None:
    eps = scored_episodes(120)
    arr = episode_arrays(eps, detector="det", budget=8)
    first = first_trips([rule], arr)[:, 0]  # type: ignore[list-item]
    replayed = [int(f) if f >= 0 else None for f in first]
    assert replayed == [gate_first_trip(ep, rule) for ep in eps]
    assert any(r is not None for r in replayed) and any(r is None for r in replayed)


def test_exact_mix_gives_the_dp_numbers_for_run() -> None:
    dp = KFitter(price=0.01, tpr=0.9, fpr=0.1).fit()
    both = KFitter(price=0.01, tpr=0.9, fpr=0.1, rule="all").fit()
    rows = both.rules_["run"]["rows"]
    assert [r["label"] for r in rows] == [f"run(k={k})" for k in range(1, 9)] + ["none"]
    for a, b in zip(dp.results_, rows, strict=True):
        assert a["utility"] == pytest.approx(b["utility"], abs=1e-12)
        assert a["calls"] == pytest.approx(b["calls"], abs=1e-12)
    assert both.best_k_ == dp.best_k_


def test_enumerated_mix_probabilities() -> None:
    arr, w = enumerate_mix(parse_regimes("clean,persistent"), [3, 1], tpr=0.8, fpr=0.3,
                           need=2, budget=4)  # fmt: skip
    assert w.sum() == pytest.approx(1.0)
    clean = arr.labels[:, 0] == 0
    assert w[clean].sum() == pytest.approx(0.75)
    # P(first verdict useless) on the clean source = fpr, on the persistent one = tpr
    first = arr.verdicts[:, 0] == 1
    assert w[clean & first].sum() / 0.75 == pytest.approx(0.3)
    assert w[~clean & first].sum() / 0.25 == pytest.approx(0.8)


def test_replay_all_rules_agree_with_the_run_replay() -> None:
    eps = scored_episodes(300, seed=1)
    run = KFitter(detector="det", price=0.01, n_bootstrap=0).fit(eps)
    both = KFitter(detector="det", price=0.01, n_bootstrap=200, rule="all", random_state=0)
    both.fit(eps)
    rows = both.rules_["run"]["rows"]
    for a, b in zip(run.results_, rows, strict=True):
        assert a["utility"] == pytest.approx(b["utility"], abs=1e-12)
    assert both.rules_["run"]["vs_run_ci"] == [0.0, 0.0]
    for name in ("cusum", "sprt"):
        entry = both.rules_[name]
        lo, hi = entry["vs_run_ci"]
        best = entry["rows"][entry["best"]]
        diff = best["utility"] - rows[both.rules_["run"]["best"]]["utility"]
        assert lo <= diff + 1e-9 and diff - 1e-9 <= hi
        assert sum(r["p_best"] for r in entry["rows"]) == pytest.approx(1.0)
    chosen = both.rules_[both.best_rule_]
    best_u = chosen["rows"][chosen["best"]]["utility"]
    for entry in both.rules_.values():  # the chosen rule earns the most
        assert entry["rows"][entry["best"]]["utility"] <= best_u + 1e-12
    assert both.best_label_ in both.recommendation()


def test_fixed_parameters_are_held() -> None:
    f = KFitter(price=0.01, tpr=0.95, fpr=0.08, rule="cusum", rule_params={"drift": 0.0})
    f.fit()
    assert {r["params"]["drift"] for r in f.rules_["cusum"]["rows"][:-1]} == {0.0}
    assert len(candidates("sprt", 8, {"p0": 0.1, "p1": 0.9})) == 5 * 2 + 1


def test_duplicates_are_merged() -> None:
    f = KFitter(price=0.01, tpr=1.0, fpr=0.0, rule="cusum").fit()
    entry = f.rules_["cusum"]
    # a perfect detector's verdicts without scores: cusum steps are ±log 4, few distinct trips
    assert entry["merged_duplicates"] > 50 and len(entry["rows"]) < 20


@pytest.mark.parametrize(
    "kw",
    [
        {"rule": "page"},
        {"rule": "cusum", "rule_params": {"h": 0}},
        {"rule": "cusum", "rule_params": {"h": float("nan")}},
        {"rule": "sprt", "rule_params": {"p0": 0.9, "p1": 0.2}},
        {"rule": "sprt", "rule_params": {"alpha": 1.5}},
        {"rule": "sprt", "rule_params": {"gamma": 1}},
    ],
)
def test_bad_rule_parameters_are_one_line_errors(kw: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError) as err:
        KFitter(tpr=0.9, fpr=0.1, **kw).fit()  # type: ignore[arg-type]
    assert "\n" not in str(err.value)


def test_invalid_recorded_scores_count_unknown() -> None:
    eps = scored_episodes(20)
    eps[0].steps[0].judgments["det"]["score"] = float("nan")
    eps[1].steps[0].judgments["det"]["score"] = 1.5
    arr = episode_arrays(eps, detector="det", budget=8)
    assert arr.bad_scores == 2
    assert arr.verdicts[0, 0] == -1 and arr.verdicts[1, 0] == -1
    f = KFitter(detector="det", rule="cusum", n_bootstrap=0).fit(eps)
    assert f.to_dict()["bad_scores"] == 2


def test_first_trips_of_a_whole_grid_at_once_are_the_gates() -> None:
    """Every family's candidates computed together (shared steps, one statistic per drift)
    trip where StopGate trips, in episodes of many lengths (several padding groups)."""
    eps = scored_episodes(60, seed=4) + scored_episodes(4, seed=5, budget=300)
    arr = episode_arrays(eps, detector="det", budget=8)
    assert len(arr.groups()) >= 3
    rules = [
        *RULES,
        *candidates("cusum", 8)[:-1:7],
        CusumRule(h=2.0, drift=0.25, verdict_p=0.6, clip=0.2),
        *candidates("sprt", 8)[:-1:25],
        *candidates("run", 8)[:-1],
    ]
    first = first_trips([*rules, None], arr)
    assert (first[:, -1] == -1).all()
    for j, rule in enumerate(rules):
        got = [int(f) if f >= 0 else None for f in first[:, j]]
        assert got == [gate_first_trip(ep, rule) for ep in eps], rule.label


def test_a_long_episode_replays_every_rule() -> None:
    """One 5,000-call episode: the grids replay it (one Python step per call, not per
    candidate and call) and every candidate's trip is the gate's."""
    rng = np.random.default_rng(7)
    steps = []
    for t in range(5000):
        lab = int(rng.random() < 0.3)
        score = float(np.clip(rng.normal(0.7 if lab else 0.3, 0.25), 0, 1))
        j = {"verdict": "useless" if score > 0.5 else "useful", "score": score}
        steps.append(Step(action="search", input=str(t), observation="o", label=lab,
                          judgments={"det": j}))  # fmt: skip
    eps = [Episode(id="long", question="Q", steps=steps), *scored_episodes(20)]
    f = KFitter(detector="det", price=0.001, n_bootstrap=20, rule="all", random_state=0).fit(eps)
    assert f.best_rule_ in ("run", "cusum", "sprt")
    arr = episode_arrays(eps[:1], detector="det", budget=8)
    rules = [CusumRule(h=8.0, drift=1.0), CusumRule(h=20.0, drift=0.5), SprtRule()]
    got = [int(v) if v >= 0 else None for v in first_trips(rules, arr)[0]]
    assert got == [gate_first_trip(eps[0], r) for r in rules]
    assert got[0] is not None and got[0] > 1000 and got[1] is None


@pytest.mark.parametrize("rule", ["run", "all"])
def test_huge_weights_give_the_same_mix(rule: str) -> None:
    base = KFitter(price=0.01, tpr=0.9, fpr=0.1, weights=[2, 1, 1, 1, 1, 1], rule=rule).fit()
    huge = KFitter(price=0.01, tpr=0.9, fpr=0.1, weights=[1e308, 5e307, 5e307, 5e307, 5e307,
                   5e307], rule=rule).fit()  # fmt: skip
    assert huge.best_label_ == base.best_label_
    for a, b in zip(base.results_, huge.results_, strict=True):
        assert a["utility"] == pytest.approx(b["utility"], abs=1e-12)


@pytest.mark.parametrize(
    "kw",
    [
        {"price": 1e308},
        {"price": float("inf")},
        {"price": "0.1"},
        {"weights": [1, 1, 1, 1, 1, float("inf")]},
        {"weights": ["a", 1, 1, 1, 1, 1]},
        {"weights": [0, 0, 0, 0, 0, 0]},
        {"tpr": "0.9"},
    ],
)
@pytest.mark.parametrize("rule", ["run", "all"])
def test_out_of_range_numbers_are_named(kw: dict[str, object], rule: str) -> None:
    base: dict[str, object] = {"tpr": 0.9, "fpr": 0.1}
    name = next(iter(kw))
    with pytest.raises(ConfigurationError, match=f"^{name}") as err:
        KFitter(**{**base, **kw}, rule=rule).fit()  # type: ignore[arg-type]
    assert "\n" not in str(err.value)


def test_first_trips_in_small_blocks_are_the_same(monkeypatch: pytest.MonkeyPatch) -> None:
    """Replayed a few rows at a time (memory bound), every trip stays where it was."""
    from uselessdetect.fit import _trips

    eps = scored_episodes(90, seed=6) + scored_episodes(3, seed=8, budget=40)
    arr = episode_arrays(eps, detector="det", budget=8)
    rules = [*candidates("cusum", 8)[:-1:5], *candidates("sprt", 8)[:-1:20], RunRule(k=2), None]
    whole = first_trips(rules, arr)
    monkeypatch.setattr(_trips, "_CELLS", 7 * len(rules))
    assert (first_trips(rules, arr) == whole).all()
    assert (whole >= 0).any() and (whole[:, :-1] == -1).any()
