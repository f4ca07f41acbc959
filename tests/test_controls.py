"""The rate-matched random control says useless at the rate it should, by every route it is built.

Only the public API is used (``make_detector("random")``, ``build_detectors(rate_match=...)``,
the ``evaluate`` and ``score`` commands), so the tests hold whatever the draws depend on. Every
check is seeded and has a binomial tolerance of four standard deviations (a false alarm about
once in 16,000 runs; a control at the wrong rate — 0.5, or one minus the rate — is many
standard deviations away at these sizes).
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

from uselessdetect import Sample, make_detector
from uselessdetect.cli import main
from uselessdetect.cli._common import build_detectors

N = 3000


def within(share: float, p: float, n: int, sds: float = 4.0) -> bool:
    """Whether an observed share of ``n`` Bernoulli(p) draws lies within ``sds`` SDs of p."""
    return abs(share - p) <= sds * math.sqrt(p * (1 - p) / n)


def samples(n: int, p_useless: float, seed: int) -> list[Sample]:
    """Distinct samples; a share ``p_useless`` labeled useless (a tool failure message, which
    ``lexical`` scores 1) and the rest useful (holding every word asked for, scored 0)."""
    rng = np.random.default_rng(seed)
    labels = rng.permutation(
        np.r_[np.ones(round(n * p_useless)), np.zeros(n - round(n * p_useless))]
    )
    out = []
    for i, y in enumerate(labels.astype(int)):
        q = f"Who founded the band Creed {i}?"
        obs = f"No results found for Creed {i}." if y else f"Creed {i} band founded by Scott {i}."
        out.append(Sample(q, obs, query=f"Creed {i}", label=int(y), kind="real"))
    return out


def useless_share(det: object, X: list[Sample]) -> float:
    return float(np.mean(det.predict(X)))  # type: ignore[attr-defined]


@pytest.mark.parametrize("p", [0.15, 0.7])
def test_rate_from_labels(p: float) -> None:
    X = samples(N, p, seed=1)
    y = np.array([s.label for s in X])
    det = make_detector("random").set_params(random_state=0).fit(X, y)
    pred = det.predict(X)
    assert within(pred.mean(), p, N)
    # at random steps: as often on useful as on useless results
    assert within(pred[y == 1].mean(), p, int((y == 1).sum()))
    assert within(pred[y == 0].mean(), p, int((y == 0).sum()))


def test_rate_from_a_reference_detector() -> None:
    """With ``reference="lexical"`` the rate is lexical's useless share on the data given to
    fit: 25% here by construction (the failure messages), whatever the labels say."""
    X = samples(N, 0.25, seed=2)
    assert useless_share(make_detector("lexical").fit([]), X) == pytest.approx(0.25)
    unlabeled = [Sample(s.question, s.observation, query=s.query) for s in X]
    det = make_detector("random").set_params(reference="lexical", random_state=3).fit(unlabeled)
    assert within(useless_share(det, X), 0.25, N)


def test_given_rate_and_seeded() -> None:
    X = samples(N, 0.5, seed=3)

    def fresh() -> np.ndarray:
        return make_detector("random").set_params(rate=0.1, random_state=4).fit([]).predict(X)

    first = fresh()
    assert within(first.mean(), 0.1, N)
    assert np.array_equal(first, fresh())  # same seed, same verdicts
    none = make_detector("random").set_params(rate=0.0, random_state=4).fit([])
    every = make_detector("random").set_params(rate=1.0, random_state=4).fit([])
    assert useless_share(none, X) == 0.0 and useless_share(every, X) == 1.0


def test_build_detectors_rate_match() -> None:
    X = samples(N, 0.8, seed=4)
    dets = build_detectors("random,lexical", seed=5, rate_match=X)
    assert within(useless_share(dets["random"], X), 0.8, N)
    plain = build_detectors("random", seed=5)
    assert within(useless_share(plain["random"], X), 0.5, N)  # nothing to match: 0.5


def write(path: Path, X: list[Sample]) -> Path:
    with path.open("w", encoding="utf-8") as fh:
        for s in X:
            rec = {"question": s.question, "query": s.query, "observation": s.observation}
            fh.write(json.dumps({**rec, "label": s.label, "kind": s.kind}) + "\n")
    return path


def judged_useless(report: dict, p: float) -> float:
    """Share judged useless, from the two recalls (no assumption on the confusion layout)."""
    return p * report["useless_recall"] + (1 - p) * (1 - report["useful_recall"])


def test_evaluate_matches_the_labels_or_the_tuning_labels(tmp_path: Path) -> None:
    test = write(tmp_path / "test.jsonl", samples(N, 0.7, seed=5))
    train = write(tmp_path / "train.jsonl", samples(N, 0.2, seed=6))
    run = CliRunner().invoke
    res = run(main, ["evaluate", "-d", "random", str(test), "--json", "--seed", "7"])
    assert res.exit_code == 0, res.output
    rep = json.loads(res.stdout)["detectors"]["random"]
    assert within(judged_useless(rep, 0.7), 0.7, N)
    assert within(rep["useless_recall"], 0.7, round(0.7 * N))
    res = run(main, ["evaluate", "-d", "random", str(test), "--tune-on", str(train), "--json"])
    assert res.exit_code == 0, res.output
    assert within(judged_useless(json.loads(res.stdout)["detectors"]["random"], 0.7), 0.2, N)


def test_score_uses_one_half_and_the_seed(tmp_path: Path) -> None:
    src = tmp_path / "episodes.jsonl"
    with src.open("w", encoding="utf-8") as fh:
        for i in range(300):
            steps = [
                {"action": "search", "input": f"q{i}-{j}", "observation": f"text {i} {j}"}
                for j in range(5)
            ]
            steps.append({"action": "finish", "input": "x"})
            fh.write(json.dumps({"id": f"e{i}", "question": f"Q {i}?", "steps": steps}) + "\n")

    def verdicts(seed: str) -> list[str]:
        out = tmp_path / f"scored{seed}.jsonl"
        res = CliRunner().invoke(
            main, ["score", "-d", "random", str(src), "-o", str(out), "--seed", seed]
        )
        assert res.exit_code == 0, res.output
        eps = [json.loads(line) for line in out.read_text().splitlines()]
        return [
            s["judgments"]["random"]["verdict"] for e in eps for s in e["steps"] if "judgments" in s
        ]

    first = verdicts("1")
    assert len(first) == 1500
    assert within(first.count("useless") / len(first), 0.5, len(first))
    assert verdicts("1") == first
    assert verdicts("2") != first


def test_bad_rates_and_silent_references_are_refused() -> None:
    from uselessdetect.exceptions import ConfigurationError

    X = samples(20, 0.5, seed=8)
    for rate in (-0.1, 1.5):
        with pytest.raises(ConfigurationError, match=r"rate must lie in \[0, 1\], got"):
            make_detector("random").set_params(rate=rate).fit([])
    no_thoughts = [Sample(s.question, s.observation) for s in X]  # keyword abstains on all
    msg = "reference detector 'keyword' gave no verdict on the 20 samples given to fit; give labels"
    with pytest.raises(ConfigurationError, match=msg):
        make_detector("random").set_params(reference="keyword").fit(no_thoughts)


def test_a_random_state_generator_seeds_the_verdicts() -> None:
    rng = np.random.RandomState(9)
    det = make_detector("random").set_params(rate=0.5, random_state=rng).fit([])
    X = samples(200, 0.5, seed=9)
    first = det.predict(X)
    assert within(first.mean(), 0.5, 200)
    rng2 = np.random.RandomState(9)
    again = make_detector("random").set_params(rate=0.5, random_state=rng2).fit([]).predict(X)
    assert np.array_equal(first, again)  # same generator state, same verdicts


def test_parameters_survive_construction_and_clone() -> None:
    from sklearn.base import clone

    det = make_detector("random").set_params(rate=0.1, reference="lexical", random_state=3)
    back = clone(det)
    assert (back.rate, back.reference, back.random_state) == (0.1, "lexical", 3)
    X = samples(N, 0.5, seed=10)
    assert within(useless_share(back.fit([]), X), 0.1, N)
    assert back.rate_ == 0.1


def test_explicit_labels_reference_and_a_detector_instance() -> None:
    X = samples(N, 0.35, seed=11)
    y = np.array([s.label for s in X])
    det = make_detector("random").set_params(reference="labels", random_state=1).fit(X, y)
    assert det.rate_ == pytest.approx(0.35) and within(useless_share(det, X), 0.35, N)
    lexical = make_detector("lexical")  # an instance, unfitted: cloned, never touched
    det = make_detector("random").set_params(reference=lexical, random_state=1).fit(X)
    assert det.rate_ == pytest.approx(0.35) and not hasattr(lexical, "cutoff_")


def test_a_reference_detector_is_fitted_on_the_labels_given() -> None:
    """Half the results hold half the question's words (lexical score 0.5, below the default
    cut-off 0.65: useful) and are labeled useless; the other half hold every word (score 0).
    Without labels lexical calls none useless; tuned on the labels, half."""
    X = []
    for i in range(400):
        q = f"Who founded the band Creed{i} Zeta{i}?"
        obs = f"Creed{i} band statement." if i % 2 else f"Creed{i} band founded by Zeta{i}."
        X.append(Sample(q, obs, label=i % 2, kind="real"))
    y = np.array([s.label for s in X])
    unlabeled = [Sample(s.question, s.observation) for s in X]
    untuned = make_detector("random").set_params(reference="lexical").fit(unlabeled)
    tuned = make_detector("random").set_params(reference="lexical").fit(X, y)
    assert untuned.rate_ == 0.0 and tuned.rate_ == pytest.approx(0.5)
    # labels given apart from the samples reach the reference too
    apart = make_detector("random").set_params(reference="lexical").fit(unlabeled, y)
    assert apart.rate_ == pytest.approx(0.5)


def test_distinct_seeds_give_distinct_streams() -> None:
    X = samples(64, 0.5, seed=12)
    streams = {
        tuple(
            make_detector("random")
            .set_params(rate=0.5, random_state=np.random.RandomState(seed))
            .fit([])
            .predict(X)
        )
        for seed in range(20)
    }
    assert len(streams) == 20
