"""Failure regimes and FailingSource."""

from __future__ import annotations

import pytest

from uselessdetect.exceptions import ConfigurationError
from uselessdetect.sim import SIX_REGIMES, FailingSource, Regime, parse_regimes


@pytest.mark.parametrize(
    ("name", "fails"),
    [
        ("clean", [False] * 6),
        ("persistent", [True] * 6),
        ("recover_after_1", [True, False, False, False, False, False]),
        ("recover_after_3", [True, True, True, False, False, False]),
        ("late_onset_from_3", [False, False, True, True, True, True]),
        ("late_onset_from_1", [True] * 6),
    ],
)
def test_schedules(name: str, fails: list[bool]) -> None:
    assert [Regime.parse(name).fails(i) for i in range(1, 7)] == fails


def test_recovery() -> None:
    assert Regime.parse("recover_after_2").recovery == 3
    assert Regime.parse("clean").recovery == 1
    assert Regime.parse("persistent").recovery is None
    assert Regime.parse("late_onset_from_3").recovery is None


@pytest.mark.parametrize("bad", ["", "recover_after_0", "recover_after", "broken", "late_onset_3"])
def test_bad_names(bad: str) -> None:
    with pytest.raises(ConfigurationError):
        Regime.parse(bad)


def test_parse_regimes() -> None:
    assert tuple(r.name for r in parse_regimes("six")) == SIX_REGIMES
    assert [r.name for r in parse_regimes(" clean ,recover_after_2")] == [
        "clean",
        "recover_after_2",
    ]
    assert [r.name for r in parse_regimes(["persistent"])] == ["persistent"]
    with pytest.raises(ConfigurationError):
        parse_regimes(",")


def test_failing_source_replaces_scheduled_calls_only() -> None:
    seen: list[str] = []

    def tool(q: str) -> str:
        seen.append(q)
        return f"ok:{q}"

    src = FailingSource(tool, "late_onset_from_3", ["bad1", "bad2"], random_state=1)
    out = [src(f"q{i}") for i in range(1, 6)]
    assert out[:2] == ["ok:q1", "ok:q2"]
    assert all(o in ("bad1", "bad2") for o in out[2:])
    assert seen == ["q1", "q2"]  # the real tool is not called on a failing call
    assert src.calls_ == 5 and src.last_failed_


def test_failing_source_is_seeded_and_resets() -> None:
    pool = [f"p{i}" for i in range(50)]
    a = FailingSource(str, "persistent", pool, random_state=7)
    b = FailingSource(str, "persistent", pool, random_state=7)
    first = [a("x") for _ in range(10)]
    assert first == [b("x") for _ in range(10)]
    assert len(set(first)) > 1
    a.reset()
    assert a.calls_ == 0 and [a("x") for _ in range(10)] == first


def test_failing_source_callable_pool_and_empty_pool() -> None:
    src = FailingSource(str.upper, "recover_after_1", lambda q, rng: f"no {q}")
    assert src("a") == "no a" and src("a") == "A"
    with pytest.raises(ConfigurationError):
        FailingSource(str, "clean", [])
