"""Issue 48 (items 1, 2, 6): the SPRT's expected run length in closed form and bounded, every
numeric parameter of the gate and its rules checked before it is converted, and an exception
whose own message fails kept inside the gate."""

from __future__ import annotations

import io
import json
import logging
import math
from typing import Any

import pytest

from uselessdetect import Judgment, Sample, Verdict
from uselessdetect.exceptions import ConfigurationError
from uselessdetect.fit import KFitter
from uselessdetect.gate import SprtRule, StopGate, make_rule
from uselessdetect.gate import _rules as rules_module

U, F = Verdict.USELESS, Verdict.USEFUL
CLOSE = {"p0": 0.499, "p1": 0.501, "alpha": 0.001, "beta": 0.001}


def wald(rule: SprtRule, p: float, p_trip: float) -> float:
    drift = p * rule.step_useless + (1 - p) * rule.step_useful
    return ((1 - p_trip) * rule.lower + p_trip * rule.upper) / drift


# ------------------------------------------------------------------ 48.1 expected run length
def test_expected_results_is_exact_where_it_settles_and_walds_where_not() -> None:
    rule = SprtRule(**CLOSE)
    for e in (rule.expected_results(), rule.expected_results(exact=False)):
        assert e["works"] == pytest.approx(wald(rule, rule.p0, rule.alpha), rel=1e-12)
        assert e["failed"] == pytest.approx(wald(rule, rule.p1, 1 - rule.beta), rel=1e-12)
        assert e["failed"] == pytest.approx(861_616.5, rel=1e-6)  # not a 100,000-step cap
    d = SprtRule().expected_results(exact=False)
    assert d["works"] == pytest.approx(3.1859, abs=1e-4) == d["failed"]
    # the default rule's walk settles: the default is the exact sum, not Wald's lower bound
    assert SprtRule().expected_results() == SprtRule().expected_results(exact=True)


def test_exact_sum_says_none_when_its_walk_does_not_settle_within_its_work(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls = []
    original = rules_module.np.zeros

    def counted(*args: Any, **kwargs: Any) -> Any:
        calls.append(1)
        return original(*args, **kwargs)

    monkeypatch.setattr(rules_module.np, "zeros", counted)
    assert SprtRule(**CLOSE).expected_results(exact=True) == {"works": None, "failed": None}
    # the work bound, counted in steps of the walk (never in seconds): 32+ cells per step
    assert len(calls) <= 2 * rules_module._ASN_WORK // 32


def test_exact_sum_is_unchanged_where_it_settles_and_tiny_p0_does_not_overflow() -> None:
    exact = SprtRule().expected_results(exact=True)
    assert exact["works"] == pytest.approx(4.846153846, abs=1e-6) == exact["failed"]
    tiny = SprtRule(p0=5e-324)
    assert math.isfinite(tiny.step_useless) and tiny.step_useless > 700
    got = tiny.expected_results(exact=True)
    assert got == {"works": pytest.approx(2.0), "failed": pytest.approx(1.2)}
    assert all(math.isfinite(v) for v in tiny.expected_results().values())


def test_end_records_the_closed_form_without_the_exact_sum(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(*args: Any) -> None:
        raise AssertionError("StopGate.end must not run the exact lattice sum")

    monkeypatch.setattr(rules_module, "_exact_asn", refuse)
    buf = io.StringIO()
    gate = StopGate(lambda s: True, rule="sprt", record_to=buf, **CLOSE)
    gate.observe({"observation": "x"}, episode="e")
    ep = gate.end("e", answer="a")
    assert ep is not None
    recorded = json.loads(buf.getvalue())["gate"]["expected_results"]
    assert recorded == ep["gate"]["expected_results"]
    assert recorded["failed"] == pytest.approx(861_616.5, rel=1e-6)


# ------------------------------------------------------------------ 48.2 numeric parameters
HUGE = 10**400
RANGES = {
    "h": "> 0",
    "drift": ">= 0",
    "p0": "strictly between 0 and 1",
    "p1": "strictly between 0 and 1",
    "alpha": "strictly between 0 and 1",
    "beta": "strictly between 0 and 1",
}


@pytest.mark.parametrize("name", sorted(RANGES))
@pytest.mark.parametrize("value", [HUGE, -HUGE, "8", math.nan, None, math.inf, True])
def test_every_rule_keyword_refuses_a_bad_number_naming_name_value_and_range(
    name: str, value: Any
) -> None:
    for build in (
        lambda: StopGate("lexical", rule="cusum", **{name: value}),
        lambda: make_rule("sprt", **{name: value}),
        lambda: StopGate(lambda s: True, shadow_rules=[{"rule": "cusum", name: value}]),
    ):
        with pytest.raises(ConfigurationError) as err:
            build()
        msg = str(err.value)
        assert msg.startswith(f"{name} must ") and RANGES[name] in msg, msg
        assert f"got {value!r:.40}" in msg and "\n" not in msg


@pytest.mark.parametrize("value", [HUGE, "6", math.nan, None])
def test_kfitter_rule_params_go_through_the_same_checks(value: Any) -> None:
    with pytest.raises(ConfigurationError, match=r"^h must be a finite number > 0, got"):
        KFitter(rule="cusum", rule_params={"h": value}).fit([])


def test_k_refuses_what_is_no_positive_integer() -> None:
    for value in ("5", None, math.nan, 2.5, 0, True):
        with pytest.raises(ConfigurationError, match="^k must be a positive integer, got"):
            StopGate(lambda s: True, k=value)  # type: ignore[arg-type]


def test_record_to_with_a_nul_byte_is_a_configuration_error_naming_it() -> None:
    with pytest.raises(ConfigurationError, match="^record_to must be a file path without NUL"):
        StopGate(lambda s: True, record_to="runs/a\0b.jsonl")


# ------------------------------------------------------------------ 48.6 failing messages
class Unprintable(Exception):
    def __str__(self) -> str:
        raise RuntimeError("no message for you")


class Unrepresentable:
    def __repr__(self) -> str:
        raise RuntimeError("no repr")

    __str__ = __repr__


def raises_unprintable(sample: Sample) -> bool:
    raise Unprintable()


@pytest.mark.parametrize("rule", ["run", "cusum", "sprt"])
@pytest.mark.parametrize(
    "item",
    [{"observation": "x"}, Sample("q", "x"), "some text"],
    ids=["dict", "sample", "text"],
)
def test_a_detector_error_whose_message_fails_is_counted_unknown(
    rule: str, item: Any, caplog: pytest.LogCaptureFixture
) -> None:
    gate = StopGate(raises_unprintable, rule=rule, k=1)
    with caplog.at_level(logging.WARNING, logger="uselessdetect.gate"):
        d = gate.observe(item, episode="e")
    assert d.judgment is not None and d.judgment.verdict is Verdict.UNKNOWN
    assert d.error == "Unprintable: <Unprintable whose str() failed>"
    assert gate.state("e")["detector_errors"] == 1 and not d.tripped


def test_an_item_source_or_episode_that_cannot_be_printed_never_escapes() -> None:
    gate = StopGate(lambda s: True, k=1)
    d = gate.observe(Unrepresentable(), episode="e")  # type: ignore[arg-type]
    assert d.error is not None and d.error.startswith("unrecognised input: RuntimeError")
    d = gate.observe("x", source=Unrepresentable(), episode="e")  # type: ignore[arg-type]
    assert d.source == "<Unrepresentable whose str() failed>"
    d = gate.observe("x", episode=Unrepresentable())  # type: ignore[arg-type]
    assert d.episode == "<Unrepresentable whose str() failed>"


def test_strict_still_raises_the_detectors_own_exception() -> None:
    gate = StopGate(raises_unprintable, strict=True)
    with pytest.raises(Unprintable):
        gate.observe({"observation": "x"})


def test_a_returned_judgment_with_an_unprintable_score_counts_unknown() -> None:
    gate = StopGate(lambda s: Judgment(U, Unrepresentable(), "x"))  # type: ignore[arg-type]
    d = gate.observe({"observation": "x"})
    assert d.judgment is not None and d.judgment.verdict is Verdict.UNKNOWN and d.error
