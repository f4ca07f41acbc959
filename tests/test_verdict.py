"""The verdict rule shared by `analyze` and `compare`: a direction only when the CI shows one."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.measure import VERDICTS, analyze, ci_verdict, compare, units_needed
from uselessdetect.measure._analysis import _BY_DIRECTION

M = 0.05


@pytest.mark.parametrize(
    ("est", "ci", "direction"),
    [
        (0.2, (0.001, 0.4), "above"),
        (0.2, (0.0, 0.4), "inconclusive"),  # touching 0 is not above it
        (-0.2, (-0.4, -0.001), "below"),
        (-0.2, (-0.4, 0.0), "inconclusive"),
        (0.0, (-M, M), "within"),  # the margin's ends count as within
        (0.0, (-M - 1e-9, M), "inconclusive"),
        (0.0, (-M, M + 1e-9), "inconclusive"),
        (0.0, (0.0, 0.0), "within"),  # a clock agent: Δ exactly 0 on every resample
        (0.02, (0.01, 0.04), "above"),  # a direction wins over "within": the CI excludes 0
        (0.006, (-0.222, 0.313), "inconclusive"),  # the bundled KnowAgent sample
        (float("nan"), (0.0, 1.0), "undefined"),
        (None, (None, None), "undefined"),
        (0.1, (float("nan"), 0.2), "undefined"),
    ],
)
def test_rule_and_its_boundaries(est, ci, direction) -> None:  # type: ignore[no-untyped-def]
    v = ci_verdict(est, ci, n=100, margin=M)
    assert v.direction == direction
    assert (v.n_needed is not None) == (direction == "inconclusive")


def test_each_direction_names_its_verdict() -> None:
    assert _BY_DIRECTION == {
        "above": "stopping follows the evidence",
        "within": "follows the clock or deadline",
        "below": "answers on earlier useful evidence",
        "undefined": "too few decision points to tell",
        "inconclusive": "inconclusive",
    }
    assert set(_BY_DIRECTION.values()) == set(VERDICTS)


def test_units_needed_settles_the_ci_at_that_many_units() -> None:
    """Second route: shrink the CI by √(n/n′) about the estimate and check it settles at the
    returned n′ and not at 0.9·n′ (the closed form solved the right inequality)."""

    def settled(est: float, lo: float, hi: float, n: int, n2: float) -> bool:
        s = math.sqrt(n / n2)
        lo2, hi2 = est - s * (est - lo), est + s * (hi - est)
        return lo2 > -1e-12 or hi2 < 1e-12 or (lo2 >= -M - 1e-12 and hi2 <= M + 1e-12)

    rng = np.random.default_rng(0)
    for _ in range(300):
        est = float(rng.uniform(-0.2, 0.2))
        lo, hi = est - float(rng.uniform(0.01, 0.4)), est + float(rng.uniform(0.01, 0.4))
        n = int(rng.integers(10, 500))
        v = ci_verdict(est, (lo, hi), n=n, margin=M)
        if v.direction != "inconclusive":
            continue
        assert v.n_needed is not None and v.n_needed >= n
        assert settled(est, lo, hi, n, v.n_needed + 1e-9)
        if v.n_needed > n + 10:
            assert not settled(est, lo, hi, n, 0.9 * v.n_needed)


def test_units_needed_examples_and_limits() -> None:
    assert units_needed(0.0, (-0.1, 0.1), n=100, margin=M) == 400  # half-width 0.1 → 0.05
    assert units_needed(0.0, (-0.1, 0.1), n=100, margin=0.0) is None  # Δ 0, no margin
    v = ci_verdict(0.0, (-0.1, 0.1), n=100, margin=M)
    assert (v.n_needed, v.n_more) == (400, 300)
    assert v.to_dict()["rule"].startswith("a direction only when the CI excludes 0")


@pytest.mark.parametrize(
    "kwargs",
    [{"margin": -0.1}, {"margin": float("nan")}, {"n": -1}, {"n": 1.5}],
)
def test_bad_arguments_are_refused(kwargs) -> None:  # type: ignore[no-untyped-def]
    args = {"n": 10, "margin": M, **kwargs}
    with pytest.raises(ConfigurationError):
        ci_verdict(0.0, (-0.1, 0.1), **args)
    with pytest.raises(ConfigurationError, match="low <= high"):
        ci_verdict(0.0, (0.1, -0.1), n=10)


def test_analyze_on_the_bundled_sample_is_inconclusive_and_says_how_many_more() -> None:
    """The issue's case: Δ +0.006 with a CI from −0.22 to +0.31 is no clock verdict."""
    res = CliRunner().invoke(
        main, ["analyze", _bundled(), "--judgments", "lexical", "--n-boot", "200", "--json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    rule = out["verdict_rule"]
    assert out["verdict"] == "inconclusive" == rule["direction"]
    assert rule["ci"][0] < -M and rule["ci"][1] > M and rule["margin"] == M
    assert rule["n"] == out["n_episodes"] and rule["n_needed"] > rule["n"]
    text = CliRunner().invoke(
        main, ["analyze", _bundled(), "--judgments", "lexical", "--n-boot", "200"]
    )
    assert "Verdict: inconclusive" in text.stdout and "±0.05" in text.stdout
    assert "more episodes" in text.stdout
    wide = CliRunner().invoke(  # a margin wider than the CI makes it "within"
        main, ["analyze", _bundled(), "-d", "lexical", "--n-boot", "200", "--margin", "0.9"]
    )
    assert "Verdict: follows the clock or deadline" in wide.stdout and "±0.9" in wide.stdout


def _bundled() -> str:
    from uselessdetect.io import sample_episodes_path

    return str(sample_episodes_path())


def test_analyze_rejects_a_bad_margin() -> None:
    from uselessdetect.io import read_episodes, sample_episodes_path

    with pytest.raises(ConfigurationError, match="margin"):
        analyze(read_episodes(sample_episodes_path()), "lexical", n_boot=0, margin=-1)


def _eps(succeed: str, gate=None):  # type: ignore[no-untyped-def]
    from uselessdetect import Episode

    return [
        Episode(
            id=f"{t}/persistent",
            question="q",
            steps=[],
            regime="persistent",
            correct=t in succeed,
            raw={"gate": gate},
        )
        for t in "abcdefghijklmnopqrst"
    ]


def test_compare_applies_the_same_rule_to_the_mean6_gain() -> None:
    base = _eps("")
    kw = {"regimes": ["persistent"], "n_boot": 300}
    gain = compare({"u": base, "g": _eps("abcdefghij", {"detector": "oracle"})}, **kw)
    v = gain.comparisons[0]["mean6_gain"]["verdict"]
    assert v["direction"] == "above" and v["units"] == "tasks" and v["n"] == 20
    assert "gain: g succeeds more than u" in gain.report()
    same = compare({"u": base, "g": _eps("")}, **kw)
    assert same.comparisons[0]["mean6_gain"]["verdict"]["direction"] == "within"
    half = _eps("abcdefghijklmnopqrst"[::2])
    noisy = compare({"u": half, "g": _eps("abcdefghijklmnopqrst"[:10])}, **kw)
    v = noisy.comparisons[0]["mean6_gain"]["verdict"]
    assert v["direction"] == "inconclusive" and v["n_needed"] > 20
    text = " ".join(noisy.report().split())  # the legend is wrapped
    assert "more tasks" in text and "Median answering action" in text


def test_no_bootstrap_means_no_direction_and_says_why() -> None:
    from uselessdetect.io import read_episodes, sample_episodes_path

    a = analyze(read_episodes(sample_episodes_path()), "lexical", n_boot=0)
    assert a.verdict == VERDICTS[3] and a.verdict_rule is not None
    assert a.verdict_rule.direction == "undefined" and "undefined" in a.report()


def test_analyze_by_applies_the_margin_to_every_group() -> None:
    """`--margin` reaches every group of `analyze --by` as it reaches the single analysis."""
    args = ["analyze", _bundled(), "-d", "lexical", "--n-boot", "50", "--json", "--by", "correct"]
    res = CliRunner().invoke(main, [*args, "--margin", "0.4"])
    assert res.exit_code == 0, res.output
    groups = json.loads(res.stdout)["groups"].values()
    rules = [g["analysis"]["verdict_rule"] for g in groups]
    rules = [r for r in rules if r is not None]
    assert rules and all(r["margin"] == 0.4 for r in rules)
