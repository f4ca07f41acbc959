"""OnlineKFitter: Kaplan–Meier by hand, recency, change detection, exploration, bad input."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import ConfigurationError, Episode, Step
from uselessdetect.cli import main
from uselessdetect.fit import MAX_PRICE, OnlineKFitter
from uselessdetect.fit._km import km_mass, naive_mass
from uselessdetect.io import write_jsonl


def ep(i: int, labels: list[int], *, cut: bool = False, source: str = "search") -> Episode:
    steps = [Step(action=source, input="q", observation="o", label=y) for y in labels]
    gate = {"k": 2, "shadow": False, "tripped_at": len(labels) if cut else None}
    return Episode(id=str(i), question="Q", steps=[*steps, Step(action="finish")],
                   raw={"gate": gate})  # fmt: skip


def test_duration_km_against_a_hand_computation() -> None:
    # durations: 1 (ended), 2 (ended), 2 (cut by the gate), 3 (ended), 4 (cut) ; one clean
    f = OnlineKFitter(budget=8, window=100, change_h=float("inf"))
    f.partial_fit([
        ep(0, [1, 0, 0]), ep(1, [1, 1, 0, 0]), ep(2, [1, 1], cut=True),
        ep(3, [1, 1, 1, 0, 0]), ep(4, [1, 1, 1, 1], cut=True), ep(5, [0, 0]),
    ])  # fmt: skip
    onset, dur = f.masses("search")
    # by hand: at risk 5, 3, 2, 0 at d = 1..4 (a run cut at d is at risk before d only);
    # events 1, 1, 1, 0 → S = 4/5, 4/5·2/3 = 8/15, 8/15·1/2 = 4/15, then no one at risk
    assert dur[:4] == pytest.approx([1 / 5, 4 / 15, 4 / 15, 0.0])
    assert dur[-1] == pytest.approx(4 / 15) and dur.sum() == pytest.approx(1.0)
    # onset: 5 fail at result 1, one clean episode censored after 2 useful results
    assert onset[0] == pytest.approx(5 / 6) and onset[-1] == pytest.approx(1 / 6)
    naive = OnlineKFitter(budget=8, window=100, censoring="naive", change_h=float("inf"))
    naive.partial_fit([ep(0, [1, 0]), ep(1, [1, 1], cut=True)])
    assert naive.masses("search")[1][[0, -1]] == pytest.approx([0.5, 0.5])
    src = f.sources_["search"]
    assert (src.episodes, src.censored_runs, src.cut_by_gate) == (6, 2, 2)
    assert "2 failures censored, 2 of them cut by an enforcing gate" in f.report()[-1]


def test_km_mass_matches_a_loop() -> None:
    rng = np.random.default_rng(3)
    ev, ce = rng.integers(0, 5, 6).astype(float), rng.integers(0, 5, 6).astype(float)
    surv, out = 1.0, []
    for j in range(6):  # the product-limit estimator written out
        at_risk = ev[j:].sum() + ce[j + 1 :].sum()
        h = ev[j] / at_risk if at_risk else 0.0
        out.append(surv * h)
        surv *= 1 - h
    assert km_mass(ev, ce, censored_at_risk=False) == pytest.approx([*out, surv])
    assert naive_mass(ev, ce).sum() == pytest.approx(1.0)


def test_window_forgets_and_decay_weights() -> None:
    f = OnlineKFitter(window=50, change_h=float("inf"), price=0.01)
    f.partial_fit(ep(i, [1] * 7) for i in range(50))
    assert f.recommend("search") == 1  # a persistent source: trip at once
    f.partial_fit(ep(50 + i, [1, 0, 0]) for i in range(50))  # it recovers after one now
    assert f.masses("search")[1][0] == pytest.approx(1.0)
    assert f.recommend("search") is None  # failures of one result: no k earns anything
    d = OnlineKFitter(halflife=10, change_h=float("inf"))
    d.partial_fit(ep(i, [0, 0]) for i in range(20))
    assert d.sources_["search"].weight == pytest.approx(sum(0.5 ** (j / 10) for j in range(20)))


def test_change_is_detected_and_reported() -> None:
    rng = np.random.default_rng(0)
    f = OnlineKFitter(price=0.01, min_episodes=200, halflife=500)
    for i in range(3000):
        fails = rng.random() < (0.1 if i < 1500 else 0.6)
        f.update(ep(i, [1] * 7 if fails else [0, 0]))
    assert len(f.changes_) == 1
    c = f.changes_[0]
    assert 1500 < c.detected_at < 1600 and abs(c.episode - 1501) < 40
    assert c.rate_before == pytest.approx(0.1, abs=0.04) and c.rate_after > 0.5
    line = c.line()
    assert line.startswith("search: useless rate 0.") and "since episode 1," in line
    assert f"recommended k {c.k_before} → {c.k_after}".replace("None", "none") in line
    assert any(line == x for x in f.report())


def test_no_change_on_a_stationary_source() -> None:
    rng = np.random.default_rng(1)
    f = OnlineKFitter(price=0.01, min_episodes=200)
    f.partial_fit(ep(i, [1] * 3 + [0, 0] if rng.random() < 0.3 else [0, 0]) for i in range(4000))
    assert f.changes_ == []


def test_exploration_share_and_cost() -> None:
    f = OnlineKFitter(price=0.01, explore=0.1, explore_k=None, change_h=float("inf"))
    f.partial_fit(ep(i, [1] * 7) for i in range(100))
    picks = [f.k_for(f"e{i}") for i in range(2000)]
    share = np.mean([explore for _, explore in picks])
    assert 0.08 < share < 0.12 and f.explored_ == sum(e for _, e in picks)
    assert {k for k, e in picks if e} == {None} and {k for k, e in picks if not e} == {1}
    assert f.k_for("e7") == picks[7]  # seeded: the same episode gets the same draw
    u, _ = f.utilities("search")
    assert f.explore_cost_ == pytest.approx(f.explored_ * (u[0] - u[-1]))
    assert "exploration:" in f.report()[-1]


def test_sources_are_fitted_apart() -> None:
    f = OnlineKFitter(price=0.01, change_h=float("inf"))
    f.partial_fit(ep(i, [1] * 7, source="a") for i in range(30))
    f.partial_fit(ep(i, [0, 0], source="b") for i in range(30))
    assert f.recommend("a") == 1 and f.recommend("b") != 1
    with pytest.raises(ConfigurationError, match="name the source"):
        f.recommend()


@pytest.mark.parametrize(
    "kw",
    [
        {"halflife": 0},
        {"halflife": float("nan")},
        {"window": 0},
        {"censoring": "none"},
        {"explore": 1.0},
        {"explore_k": 0},
        {"change_shift": 0},
        {"change_h": float("nan")},
        {"min_episodes": 0},
        {"tpr": 2},
        {"price": -1},
        {"price": 1e308},
        {"price": float("inf")},
    ],
)
def test_bad_parameters(kw: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError) as err:
        OnlineKFitter(**kw)  # type: ignore[arg-type]
    assert "\n" not in str(err.value)


@pytest.mark.parametrize(
    ("call", "name"),
    [
        (lambda f: f.update(None), "episode"),
        (lambda f: f.update({"id": "1", "steps": []}), "episode"),
        (lambda f: f.partial_fit(None), "episodes"),
        (lambda f: f.partial_fit("eps.jsonl"), "episodes"),
        (lambda f: f.partial_fit(ep(0, [1])), "episodes"),
        (lambda f: f.recommend(5), "source"),
        (lambda f: f.masses("nowhere"), "source"),
        (lambda f: f.utilities(None), "source"),
        (lambda f: f.k_for(None, "search"), "episode_id"),
        (lambda f: f.k_for(17, "search"), "episode_id"),
    ],
)
def test_wrong_types_name_the_argument(call: Any, name: str) -> None:
    f = OnlineKFitter(min_episodes=5).partial_fit(ep(i, [1, 1, 0]) for i in range(10))
    with pytest.raises(ConfigurationError, match=f"^{name}: expected") as err:
        call(f)
    assert "\n" not in str(err.value)
    assert f.n_episodes_ == 10  # a refused call changes nothing


def test_k_for_takes_any_str() -> None:
    f = OnlineKFitter(price=0.01, explore=0.5, explore_k=8, min_episodes=5)
    f.partial_fit(ep(i, [1] * 7) for i in range(20))
    ids = ["\ud800", "q\udfff/2", "\x00", "é" * 3, ""]
    first = [f.k_for(i, "search") for i in ids]
    assert first == [f.k_for(i, "search") for i in ids]  # seeded: the same draw again
    assert {k for k, _ in first} <= {1, 8}
    assert len({explores for _, explores in first}) == 2  # both branches reached


def test_cached_recommendations_follow_every_change() -> None:
    """The cache must never return a stale k: compare with a fresh fitter fed the same."""
    rng = np.random.default_rng(3)
    f = OnlineKFitter(price=0.01, halflife=30, min_episodes=20, change_shift=0.3)
    for i in range(400):
        src = "ab"[i % 2]
        p = 0.1 if i < 200 else 0.9
        labels = [int(rng.random() < p) for _ in range(6)]
        f.update(ep(i, labels, source=src))
        if i % 25 == 24:
            fresh = {s: f.recommend(s) for s in f.sources_}
            f._cache.clear()
            assert fresh == f.recommendations() == {s: f.recommend(s) for s in sorted(f.sources_)}
    assert set(f.recommendations().values()) - {None}  # some gate recommended at the end
    assert any(c.source == "a" for c in f.changes_)


def _cli(*args: str) -> Any:
    return CliRunner().invoke(main, list(args))


def test_cli_online_refuses_input_without_labels(tmp_path: Path) -> None:
    path = tmp_path / "eps.jsonl"
    eps = [ep(i, [1, 1, 0]) for i in range(5)]
    rows = [e.to_dict() for e in eps]
    for r in rows:
        for s in r["steps"]:
            s.pop("label", None)
    write_jsonl(path, rows)
    for extra in ([], ["--online"], ["--online", "--json"]):
        res = _cli("fit-k", str(path), "-d", "oracle", *extra)
        assert res.exit_code == 1, (extra, res.output)
        assert "no tool call carries a label" in res.output and "Traceback" not in res.output
    res = _cli("fit-k", str(path), "-d", "lexical", "--online")
    assert res.exit_code == 1 and "a label or a recorded `lexical` verdict" in res.output


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--online", "--judgments", "sampled"], "--judgments sampled does not apply to --online"),
        (["--online", "--n-bootstrap", "50"], "--n-bootstrap does not apply to --online"),
        (["--online", "--n-bootstrap", "1000"], "--n-bootstrap does not apply to --online"),
        (["--online", "--seed", "3"], "--seed does not apply to --online"),
        (["--halflife", "10"], "--halflife applies to --online"),
        (["--window", "10"], "--window applies to --online"),
        (["--every", "10"], "--every applies to --online"),
        (["--online", "--price", "1e308"], "'--price': 1e+308 is not in the range"),
        (["--rule", "all", "--price", "1e308"], "'--price': 1e+308 is not in the range"),
        (["--price", "inf"], "'--price'"),
    ],
)
def test_cli_refuses_options_the_mode_would_ignore(
    tmp_path: Path, args: list[str], says: str
) -> None:
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, [ep(i, [1, 1, 0]).to_dict() for i in range(5)])
    res = _cli("fit-k", str(path), *args)
    assert res.exit_code == 2, res.output
    assert says in res.output and "Traceback" not in res.output


def test_cli_online_at_the_largest_price_and_every_episode(tmp_path: Path) -> None:
    path = tmp_path / "eps.jsonl"
    write_jsonl(path, [ep(i, [1, 1, 0], source=f"s{i % 3}").to_dict() for i in range(9)])
    res = _cli("fit-k", str(path), "--online", "--price", str(MAX_PRICE), "--json",
               "--every", "1", "--judgments", "recorded")  # fmt: skip
    assert res.exit_code == 0, res.output
    js = json.loads(res.stdout)
    assert [t["episode"] for t in js["trace"]] == list(range(1, 10))
    assert js["trace"][0]["k"] == {"s0": 1} and set(js["trace"][-1]["k"]) == {"s0", "s1", "s2"}
    for src in js["sources"].values():
        assert all(np.isfinite(u) for u in src["utility"].values())


def test_cached_recommendation_follows_error_rates_learnt_elsewhere() -> None:
    """Source b's episodes move the estimated TPR/FPR; a's cached k must follow them."""

    def judged(i: int, labels: list[int], verdicts: list[int], source: str) -> Episode:
        steps = [
            Step(action=source, input="q", observation="o", label=y,
                 judgments={"det": {"verdict": "useless" if v else "useful"}})
            for y, v in zip(labels, verdicts, strict=True)
        ]  # fmt: skip
        return Episode(id=str(i), question="Q", steps=[*steps, Step(action="finish")])

    f = OnlineKFitter(price=0.01, detector="det", halflife=50, change_h=float("inf"))
    for i in range(60):
        labels = [1] * 7 if i % 2 else [0, 0]
        f.update(judged(i, labels, labels, "a"))
    before = f.recommend("a")
    for i in range(60, 400):
        f.update(judged(i, [0, 0, 1, 1], [1, 1, 0, 0], "b"))
    cached = f.recommend("a")
    f._cache.clear()
    assert cached == f.recommend("a") != before
