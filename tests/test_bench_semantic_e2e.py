"""benchmarks/bench_semantic.py: a gate's share of the oracle gate's gain, and its bootstrap CI."""

from __future__ import annotations

import numpy as np
import pytest
from tests._bench import import_benchmark

from uselessdetect import Episode, Step
from uselessdetect.measure import success_by_regime

REGIMES = ("persistent", "late_onset_from_3")


@pytest.fixture(scope="module")
def share_of_gain():  # type: ignore[no-untyped-def]
    return import_benchmark("bench_semantic").share_of_gain


def _ep(task: str, regime: str, correct: bool | None, *, answered: bool = True) -> Episode:
    steps = [Step(action="finish", input="x")] if answered else []
    return Episode(id=f"{task}/{regime}", question="q", steps=steps, regime=regime, correct=correct)


def _condition(wins: dict[str, set[str]], tasks: str) -> list[Episode]:
    return [_ep(t, r, t in wins.get(r, set())) for t in tasks for r in REGIMES]


TASKS = "abcdefghijklmnopqrst"
WINS = {
    "unaided": {"late_onset_from_3": set("abcd")},
    "oracle": {"persistent": set("abcdefgh"), "late_onset_from_3": set("abcdefg")},
    "gate": {"persistent": set("abc"), "late_onset_from_3": set("abcdeq")},
}


def _conditions() -> dict[str, list[Episode]]:
    return {name: _condition(w, TASKS) for name, w in WINS.items()}


def test_share_matches_success_by_regime(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    eps = _conditions()
    out = share_of_gain(eps, regimes=REGIMES, n_boot=200)
    m6 = {n: success_by_regime(e, regimes=REGIMES)["mean6"] for n, e in eps.items()}
    expected = (m6["gate"] - m6["unaided"]) / (m6["oracle"] - m6["unaided"])
    assert out["gate"]["share"] == pytest.approx(expected, abs=1e-4)
    assert out["gate"]["mean6"] == pytest.approx(m6["gate"], abs=1e-4)
    assert out["gate"]["gain"] == pytest.approx(m6["gate"] - m6["unaided"], abs=1e-4)
    assert out["oracle"]["share"] == 1.0 and out["unaided"]["share"] == 0.0
    lo, hi = out["gate"]["share_ci"]
    assert lo < expected < hi


def test_questions_are_resampled_jointly(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    # a gate that does what the oracle does on every question has a share of exactly 1 in every
    # draw, and one that does what no gate does exactly 0, only if each draw picks the same
    # questions for every condition
    eps = _conditions()
    eps["twin"] = _condition(WINS["oracle"], TASKS)
    eps["idle"] = _condition(WINS["unaided"], TASKS)
    out = share_of_gain(eps, regimes=REGIMES, n_boot=300)
    assert out["twin"]["share_ci"] == [1.0, 1.0]
    assert out["idle"]["share_ci"] == [0.0, 0.0]


def test_draws_where_the_oracle_gains_nothing_are_left_out(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    # the oracle gains on one question of ten: many draws leave it out, and those give no share
    wins = {"unaided": {}, "oracle": {"persistent": {"a"}}, "gate": {"persistent": {"a"}}}
    eps = {n: _condition(w, "abcdefghij") for n, w in wins.items()}
    out = share_of_gain(eps, regimes=REGIMES, n_boot=400, random_state=1)
    used = out["gate"]["n_boot_used"]
    # P(a drawn at least once) = 1 - 0.9**10 ≈ 0.651
    assert 0.55 * 400 < used < 0.75 * 400
    assert out["gate"]["share"] == 1.0


def test_grades_as_success_by_regime_does(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    # a never-answered episode fails; an answer of unknown grade is left out of its regime
    eps = _conditions()
    eps["gate"] = [
        *[e for e in eps["gate"] if not e.id.startswith(("s/", "t/"))],
        _ep("s", "persistent", None),  # answered, ungraded: left out
        _ep("s", "late_onset_from_3", None, answered=False),  # never answered: a failure
        _ep("t", "persistent", True),
        _ep("t", "late_onset_from_3", None),
    ]
    out = share_of_gain(eps, regimes=REGIMES, n_boot=50)
    assert out["gate"]["mean6"] == pytest.approx(
        success_by_regime(eps["gate"], regimes=REGIMES)["mean6"], abs=1e-4
    )


def test_no_reference_gain_gives_no_share(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    wins = {"unaided": {}, "oracle": {}, "gate": {"persistent": {"a"}}}
    eps = {n: _condition(w, "abcd") for n, w in wins.items()}
    out = share_of_gain(eps, regimes=REGIMES, n_boot=20)
    assert out["gate"]["share"] is None
    assert out["gate"]["n_boot_used"] == 0
    assert np.isclose(out["gate"]["gain"], 0.125)


def test_names_the_missing_condition(share_of_gain) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ValueError, match="'oracle'"):
        share_of_gain({"unaided": [], "gate": []})
