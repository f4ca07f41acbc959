"""The gate's stopping rules: run, cusum, sprt — each checked against a second computation."""

from __future__ import annotations

import io
import json
import math
import threading

import numpy as np
import pytest

from uselessdetect import Judgment, Verdict
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.gate import (
    RULES,
    CusumRule,
    Rule,
    RunRule,
    SprtRule,
    StopGate,
    make_rule,
)

U, F, N = Verdict.USELESS, Verdict.USEFUL, Verdict.UNKNOWN


def judged(p: float, name: str = "clf") -> Judgment:
    return Judgment(U if p >= 0.5 else F, p, name)


def test_the_issue_example_cusum_trips_at_the_fourth_where_run_restarted() -> None:
    scores = (0.95, 0.95, 0.40, 0.95)
    cusum = StopGate(lambda s: None, rule="cusum", h=8.0)
    ds = [cusum.observe(judged(p)) for p in scores]
    assert [d.tripped for d in ds] == [False, False, False, True]
    expected = 3 * math.log(0.95 / 0.05) + math.log(0.4 / 0.6)
    assert ds[-1].statistic == pytest.approx(expected)
    assert ds[-1].rule == "cusum" and ds[-1].reason is not None
    assert ds[-1].reason.startswith("cusum S = 8.43 >= h = 8")
    run = StopGate(lambda s: None, k=3)
    rs = [run.observe(judged(p)) for p in scores]
    assert [d.run for d in rs] == [1, 2, 0, 1] and not rs[-1].tripped


def page_cusum(steps: np.ndarray) -> np.ndarray:
    """Page's CUSUM by its other form: S_n = X_n - min(0, X_1, ..., X_n), X = cumsum."""
    x = np.cumsum(steps)
    return x - np.minimum(0.0, np.minimum.accumulate(x))


def test_cusum_matches_pages_closed_form_on_random_scores() -> None:
    rng = np.random.default_rng(3)
    rule = CusumRule(h=1e9, drift=0.3)
    scores = rng.beta(0.7, 0.7, size=500)
    got = rule.replay([(U if p >= 0.5 else F, float(p)) for p in scores])
    p = np.clip(scores, 0.01, 0.99)
    want = page_cusum(np.log(p / (1 - p)) - 0.3)
    np.testing.assert_allclose(got, want, atol=1e-9)


def test_cusum_bare_verdicts_use_verdict_p_and_unknown_leaves_s() -> None:
    rule = CusumRule()  # h = 8, verdict_p = 0.8: log(4) per bare useless verdict
    assert rule.first_trip([(U, None)] * 10) == 6  # 6 log 4 = 8.3 >= 8 > 5 log 4
    s, _ = rule.update(3.0, N, 0.99)
    assert s == 3.0
    s, _ = rule.update(3.0, F, None)
    assert s == pytest.approx(3.0 - math.log(4))
    # a gate fed bare verdicts applies the same rule
    gate = StopGate(lambda s: None, rule="cusum")
    ds = [gate.observe(v) for v in [U] * 5 + [N, U]]
    assert [d.tripped for d in ds] == [False] * 6 + [True]
    assert ds[5].statistic == ds[4].statistic  # unknown: unchanged


def test_cusum_reads_a_dict_score_and_a_detectors_judgment() -> None:
    gate = StopGate(lambda s: Judgment(U, 0.99, "mine"), rule="cusum", h=6.5)
    d = gate.observe({"verdict": "useless", "score": 0.9})
    assert d.statistic == pytest.approx(math.log(9))
    d = gate.observe({"observation": "text"})  # judged by the detector: p = 0.99
    assert d.statistic == pytest.approx(math.log(9) + math.log(99))
    assert d.tripped


def sprt_by_likelihoods(
    verdicts: list[Verdict], p0: float, p1: float, a: float, b: float
) -> int | None:
    """SPRT by products of likelihoods since the last restart (no logs kept between steps)."""
    upper, lower = (1 - b) / a, b / (1 - a)
    l0 = l1 = 1.0
    for i, v in enumerate(verdicts, 1):
        if v is N:
            continue
        l1 *= p1 if v is U else 1 - p1
        l0 *= p0 if v is U else 1 - p0
        if l1 / l0 >= upper:
            return i
        if l1 / l0 <= lower:
            l0 = l1 = 1.0
    return None


def test_sprt_agrees_with_a_likelihood_product_on_random_streams() -> None:
    rng = np.random.default_rng(11)
    for p0, p1, a, b in [(0.2, 0.8, 0.05, 0.05), (0.1, 0.6, 0.01, 0.2), (0.3, 0.45, 0.1, 0.1)]:
        rule = SprtRule(p0=p0, p1=p1, alpha=a, beta=b)
        trips = 0
        for _ in range(200):
            q = rng.uniform(0, 1)
            idx = rng.choice(3, size=40, p=[q * 0.9, (1 - q) * 0.9, 0.1])
            verdicts = [(U, F, N)[i] for i in idx]
            want = sprt_by_likelihoods(verdicts, p0, p1, a, b)
            assert rule.first_trip([(v, None) for v in verdicts]) == want
            trips += want is not None
        assert 20 < trips < 180  # both outcomes are exercised


def test_sprt_trips_restarts_and_ignores_unknown() -> None:
    rule = SprtRule()
    assert rule.first_trip([(U, None)] * 3) == 3
    states = rule.replay([(F, None), (F, None), (F, None), (U, None), (U, None), (N, None)])
    assert states[2] == 0.0  # accepted as working at -4.16 <= -2.94: restarted
    assert states[4] == pytest.approx(2 * math.log(4)) and states[5] == states[4]
    gate = StopGate(lambda s: None, rule="sprt")
    ds = [gate.observe(v) for v in (U, U, N, U)]
    assert [d.tripped for d in ds] == [False, False, False, True]
    assert ds[-1].reason is not None and ds[-1].reason.startswith("sprt LLR = 4.16 >= 2.94")


def test_sprt_expected_results_exact_matches_monte_carlo_and_wald_is_below() -> None:
    rng = np.random.default_rng(5)
    rule = SprtRule(p0=0.1, p1=0.5, alpha=0.05, beta=0.1)
    exact, wald = rule.expected_results(exact=True), rule.expected_results()
    for key, p in (("works", 0.1), ("failed", 0.5)):
        lengths = []
        for _ in range(4000):
            llr, n = 0.0, 0
            while rule.lower < llr < rule.upper:
                n += 1
                llr += rule.step_useless if rng.random() < p else rule.step_useful
            lengths.append(n)
        mean, se = np.mean(lengths), np.std(lengths) / math.sqrt(len(lengths))
        assert abs(exact[key] - mean) < 4 * se, (key, exact[key], mean, se)
        assert 0 < wald[key] <= exact[key]  # Wald's approximation drops the overshoot


@pytest.mark.parametrize(
    ("kwargs", "needle"),
    [
        ({"h": 0}, "h must be > 0"),
        ({"h": -1.0}, "h must be > 0"),
        ({"h": float("nan")}, "h must be a finite number"),
        ({"h": True}, "h must be a finite number"),
        ({"drift": -0.1}, "drift must be >= 0"),
        ({"drift": float("inf")}, "drift must be a finite number"),
        ({"p0": 0.8, "p1": 0.2}, "p0 must be < p1"),
        ({"p0": 0.5, "p1": 0.5}, "p0 must be < p1"),
        ({"p0": 0.0}, "p0 must lie strictly between 0 and 1"),
        ({"p1": float("nan")}, "p1 must be a finite number"),
        ({"alpha": 0.0}, "alpha must lie strictly between 0 and 1"),
        ({"beta": 1.0}, "beta must lie strictly between 0 and 1"),
        ({"alpha": 0.6, "beta": 0.5}, "alpha + beta must be < 1"),
        ({"rule": "page"}, "rule must be one of run, cusum, sprt"),
        ({"rule": 3}, "rule must be one of run, cusum, sprt"),
        ({"k": 0}, "k must be a positive integer"),
    ],
)
@pytest.mark.parametrize("rule", ["run", "cusum", "sprt"])
def test_bad_parameters_are_one_line_errors_at_construction(
    kwargs: dict, needle: str, rule: str
) -> None:
    kwargs = {"rule": rule, **kwargs}
    with pytest.raises(ConfigurationError) as err:
        StopGate(lambda s: True, **kwargs)
    assert needle in str(err.value) and "\n" not in str(err.value)


def test_make_rule_by_name_object_and_misuse() -> None:
    assert RULES == ("run", "cusum", "sprt")
    assert make_rule("run", k=3) == RunRule(k=3)
    assert make_rule("cusum", h=6, k=4) == CusumRule(h=6.0)  # other rules' values: ignored
    rule = SprtRule(p0=0.3)
    assert make_rule(rule) is rule
    with pytest.raises(ConfigurationError, match="rule object"):
        make_rule(rule, h=3)
    with pytest.raises(ConfigurationError, match="unknown rule parameter 'hh'"):
        make_rule("cusum", hh=3)
    with pytest.raises(ConfigurationError, match="h must be > 0"):
        make_rule("run", h=0)  # checked even where unused
    assert isinstance(make_rule("sprt"), Rule)
    assert make_rule("cusum", h=6).label == "cusum(h=6, drift=0)"
    assert StopGate(lambda s: True, rule=CusumRule(h=3.0)).rule_ == CusumRule(h=3.0)


@pytest.mark.parametrize("rule", ["run", "cusum", "sprt"])
@pytest.mark.parametrize("bad", [float("nan"), 1.5, -0.1, float("inf"), "0.9", None])
def test_bad_scores_at_run_time_count_unknown_never_trip_or_reset(rule: str, bad: object) -> None:
    gate = StopGate(lambda s: Judgment(U, bad, "mine"), rule=rule, k=3, h=8.0)  # type: ignore[arg-type]
    warm = [gate.observe(judged(0.9), episode="e") for _ in range(2)]
    before = warm[-1].statistic
    for _ in range(5):
        d = gate.observe(Judgment(U, bad, "given"), episode="e")  # type: ignore[arg-type]
        assert not d.tripped and d.statistic == before and d.judgment.verdict is N  # type: ignore[union-attr]
        d = gate.observe({"observation": "text"}, episode="e")  # the detector's bad score
        assert not d.tripped and d.statistic == before
    st = gate.state("e")
    assert st["unrecognised"] == 5 and st["detector_errors"] == 5
    # and the rules themselves, fed a bad score directly, stay where they were
    r = make_rule(rule)
    s0 = r.update(r.initial, U, 0.9)[0]
    if r.uses_score and bad is not None:  # None is a bare verdict for the rule itself
        assert r.update(s0, U, bad) == (s0, False)  # type: ignore[arg-type]


@pytest.mark.parametrize("rule", ["cusum", "sprt"])
def test_rules_are_per_episode_and_source_and_thread_safe(rule: str) -> None:
    gate = StopGate(lambda s: None, rule=rule, h=1e9, p1=0.9, alpha=1e-9, beta=0.5)
    step = make_rule(rule, h=1e9, p1=0.9, alpha=1e-9, beta=0.5).update(0.0, U, 0.9)[0]

    def work() -> None:
        for _ in range(500):
            gate.observe(judged(0.9), episode="shared", source="search")

    threads = [threading.Thread(target=work) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert gate.state("shared")["statistics"]["search"] == pytest.approx(2000 * step)
    assert gate.decision("shared", "lookup").statistic == 0.0
    assert gate.decision("other", "search").statistic == 0.0


def test_shadow_cusum_would_trip_and_recording_names_the_rule() -> None:
    buf = io.StringIO()
    gate = StopGate(lambda s: None, rule="cusum", h=5.0, shadow=True, record_to=buf)
    ds = [gate.observe(judged(0.95), episode="e") for _ in range(3)]
    assert [d.would_trip for d in ds] == [False, True, True] and not any(d.tripped for d in ds)
    gate.end("e")
    ep = json.loads(buf.getvalue())
    assert ep["gate"]["rule"] == "cusum" and ep["gate"]["params"]["h"] == 5.0
    assert ep["gate"]["would_trip_at"] == 2 and ep["gate"]["tripped_at"] is None
    assert ep["gate"]["statistics"]["search"] == pytest.approx(3 * math.log(19))
    assert ds[-1].to_dict()["rule"] == "cusum"


def test_run_rule_is_unchanged_and_the_default() -> None:
    gate = StopGate(lambda s: None, k=2)
    assert gate.rule_ == RunRule(k=2)
    ds = [gate.observe(v) for v in (U, F, U, U)]
    assert [d.statistic for d in ds] == [1.0, 0.0, 1.0, 2.0] and ds[-1].tripped
    assert ds[-1].reason == "2 consecutive results from `search` judged useless by given"


def test_shadow_rules_record_where_each_would_have_tripped() -> None:
    buf = io.StringIO()
    gate = StopGate(
        lambda s: None,
        k=3,
        shadow=True,
        record_to=buf,
        shadow_rules=["cusum", {"rule": "cusum", "h": 4.0}, SprtRule(p0=0.1)],
    )
    scores = (0.95, 0.95, 0.40, 0.95, 0.95)
    ds = [gate.observe(judged(p), episode="e") for p in scores]
    labels = [r.label for r in gate.shadow_rules_]
    assert labels == [
        "cusum(h=8, drift=0)",
        "cusum(h=4, drift=0)",
        "sprt(p0=0.1, p1=0.8, alpha=0.05, beta=0.05)",
    ]
    # second route: each rule replayed on its own over the same judgments
    pairs = [(U if p >= 0.5 else F, p) for p in scores]
    want = [r.first_trip(pairs) for r in gate.shadow_rules_]
    assert want == [4, 2, 2]
    assert ds[1].shadow_trips == (labels[1], labels[2]) and ds[3].shadow_trips == tuple(labels)
    assert not any(d.tripped for d in ds)  # shadow rules never restrict
    assert [d.run for d in ds] == [1, 2, 0, 1, 2] and not ds[-1].would_trip  # run k=3: never
    st = gate.state("e")
    assert [r["would_trip_at"] for r in st["shadow_rules"]] == want
    ep = gate.end("e")
    assert ep is not None
    blocks = ep["gate"]["shadow_rules"]
    assert [b["would_trip_at"] for b in blocks] == want
    assert blocks[1]["rule"] == "cusum" and blocks[1]["params"]["h"] == 4.0
    assert blocks[1]["reason"].startswith("cusum S = 5.89 >= h = 4")
    # per step: the run, the gate's statistic and every shadow rule's, as replayed
    steps = ep["steps"]
    for i, rule in enumerate(gate.shadow_rules_):
        got = [s["gate"]["shadow"][labels[i]] for s in steps]
        assert got == pytest.approx(rule.replay(pairs))
    assert [s["gate"]["run"] for s in steps] == [1, 2, 0, 1, 2]
    assert json.loads(buf.getvalue())["gate"]["rule"] == "run"


def test_shadow_rules_on_an_enforcing_gate_watch_without_restricting() -> None:
    gate = StopGate(lambda s: None, k=10, shadow_rules=["sprt"])
    ds = [gate.observe(U) for _ in range(3)]
    assert ds[-1].shadow_trips == (gate.shadow_rules_[0].label,) and not ds[-1].tripped
    assert gate.decision().shadow_trips == ds[-1].shadow_trips


def test_make_decision_equals_the_dataclass_built_by_keyword() -> None:
    from dataclasses import fields

    from uselessdetect.gate import GateDecision
    from uselessdetect.gate._tools import make_decision

    values = {f.name: f"v{i}" for i, f in enumerate(fields(GateDecision))}
    fast, slow = make_decision(**values), GateDecision(**values)  # type: ignore[arg-type]
    assert fast == slow and type(fast) is GateDecision
    with pytest.raises(AttributeError):
        fast.run = 3  # type: ignore[misc]  # still frozen


def test_sprt_restarts_when_the_ratio_lands_exactly_on_the_lower_level() -> None:
    # Wald's test accepts H0 at LLR <= log(beta / (1 - alpha)): on the level, not only below.
    # p0 0.5, p1 0.75: a useful verdict adds log(0.25 / 0.5) = log 0.5; alpha = beta = 0.2 put
    # the level at log(0.2 / 0.8) = log 0.25, which two useful verdicts reach exactly.
    rule = make_rule("sprt", p0=0.5, p1=0.75, alpha=0.2, beta=0.2)
    assert rule.lower == 2 * rule.step_useful == math.log(0.25)
    assert rule.replay([(Verdict.USEFUL, None)] * 2) == [math.log(0.5), 0.0]
