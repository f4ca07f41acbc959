"""Shared tests over every registered detector (house style §7.8)."""

from __future__ import annotations

import joblib
import numpy as np
import pytest
from sklearn.base import clone
from tests.fakes import oracle_like

from uselessdetect import NotFittedError, Sample, Verdict, available_detectors, make_detector
from uselessdetect.detectors import Detector, Fallback

SAMPLES = [
    Sample(
        "Which band did the Creed singer found?",
        "Creed: Creed is an American rock band "
        "formed in Tallahassee, Florida in 1994 by singer Scott Stapp.",
        query="Creed",
        thought="The paragraph says Creed was formed by Scott Stapp.",
        label=0,
        kind="gold",
    ),
    Sample(
        "Which band did the Creed singer found?",
        "Ariel (Disney): Ariel is a fictional character in Disney's The Little Mermaid.",
        query="Creed",
        thought="This is unrelated to the band. I need to search Scott Stapp instead.",
        label=1,
        kind="injected",
    ),
    Sample("Who directed Jaws?", "No results found.", query="Jaws film", thought="", label=1),
    Sample(
        "Who directed Jaws?",
        "Jaws: Jaws is a 1975 American thriller film directed by Steven Spielberg.",
        query="Jaws",
        thought="So the answer is Steven Spielberg.",
        label=0,
    ),
] * 5
NAMES = sorted(n for n, doc in available_detectors().items() if not doc.startswith("(cannot"))
ALL = NAMES + ["keyword>lexical"] if "keyword" in NAMES else NAMES


#: Parameters a detector cannot be built without (the judge needs a model: a fake one here).
REQUIRED: dict[str, dict[str, object]] = {"judge": {"judge": oracle_like}}


def build(name: str, seed: int = 0) -> Detector:
    det = make_detector(name, **REQUIRED.get(name, {}))
    if "random_state" in det.get_params():
        det.set_params(random_state=seed)
    return det


@pytest.fixture(params=ALL)
def name(request: pytest.FixtureRequest) -> str:
    return request.param


def test_builtins_are_registered() -> None:
    for builtin in ("lexical", "random", "oracle"):
        assert builtin in NAMES


def test_fit_returns_self(name: str) -> None:
    det = build(name)
    assert det.fit(SAMPLES) is det


def test_clone_round_trips_params(name: str) -> None:
    det = build(name)
    twin = clone(det)
    assert type(twin) is type(det)
    ours, theirs = det.get_params(deep=False), twin.get_params(deep=False)
    assert set(ours) == set(theirs)
    for key, value in ours.items():  # nested detectors are cloned: compare what they are
        assert repr(theirs[key]) == repr(value), key


def test_unfitted_detector_raises(name: str) -> None:
    with pytest.raises(NotFittedError):
        build(name).predict_proba(SAMPLES)


def test_shapes_and_score_range(name: str) -> None:
    det = build(name).fit(SAMPLES)
    proba = det.predict_proba(SAMPLES)
    assert proba.shape == (len(SAMPLES), 2)
    assert np.all((proba >= 0) & (proba <= 1))
    np.testing.assert_allclose(proba.sum(axis=1), 1.0)
    pred = det.predict(SAMPLES)
    assert pred.shape == (len(SAMPLES),) and set(pred.tolist()) <= {0, 1}
    judgments = det.judge_many(SAMPLES)
    assert len(judgments) == len(SAMPLES)
    assert all(0.0 <= j.score <= 1.0 for j in judgments)
    if not det.can_abstain:
        assert all(j.verdict is not Verdict.UNKNOWN for j in judgments)
    assert det.predict_proba([]).shape == (0, 2)


def test_predict_agrees_with_judge(name: str) -> None:
    a = build(name, seed=3).fit(SAMPLES)
    b = build(name, seed=3).fit(SAMPLES)
    pred = a.predict(SAMPLES)
    verdicts = [j.verdict for j in b.judge_many(SAMPLES)]
    expected = [1 if v is Verdict.USELESS else 0 for v in verdicts]
    assert pred.tolist() == expected


def test_deterministic_under_same_random_state(name: str) -> None:
    a = build(name, seed=7).fit(SAMPLES).predict_proba(SAMPLES)
    b = build(name, seed=7).fit(SAMPLES).predict_proba(SAMPLES)
    np.testing.assert_array_equal(a, b)


def test_empty_strings_and_one_megabyte_observation(name: str) -> None:
    det = build(name).fit(SAMPLES)
    big = ("Scott Stapp sang in Creed. " * 40_000)[:1_000_000]
    odd = [Sample("", ""), Sample("Q", "", query="", thought=""), Sample("Who sang?", big)]
    proba = det.predict_proba(odd)
    assert proba.shape == (3, 2) and np.all(np.isfinite(proba))


def test_save_load_equality(name: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    det = build(name, seed=1).fit(SAMPLES)
    path = tmp_path / "det.joblib"
    joblib.dump(det, path)
    again = joblib.load(path)
    np.testing.assert_array_equal(det.predict_proba(SAMPLES), again.predict_proba(SAMPLES))


def test_accepts_mappings_as_samples(name: str) -> None:
    det = build(name).fit(SAMPLES)
    dicts = [s.to_dict() for s in SAMPLES[:4]]
    assert det.predict_proba(dicts).shape == (4, 2)


def test_usable_in_cross_val_score() -> None:
    from sklearn.model_selection import cross_val_score

    X = np.array(SAMPLES, dtype=object)
    y = np.array([s.label for s in SAMPLES])
    scores = cross_val_score(make_detector("lexical"), X, y, cv=2, scoring="roc_auc")
    assert scores.shape == (2,) and np.all(scores > 0.5)


def test_fallback_first_non_abstaining_wins() -> None:
    fb = Fallback(detectors=[make_detector("oracle"), make_detector("lexical")]).fit([])
    unlabeled = Sample("Who directed Jaws?", "No results found.")
    labeled_useful = Sample("Who directed Jaws?", "No results found.", label=0)
    verdicts = [j.verdict for j in fb.judge_many([unlabeled, labeled_useful])]
    assert verdicts == [Verdict.USELESS, Verdict.USEFUL]  # lexical, then the oracle's label


def test_fallback_name_and_unknown_name_error() -> None:
    from uselessdetect import UnknownDetectorError

    assert make_detector("oracle>lexical").name == "oracle>lexical"
    with pytest.raises(UnknownDetectorError, match="expected one of"):
        make_detector("nope")


def test_random_verdicts_do_not_depend_on_parallel_scoring() -> None:
    """Workers would each repeat the same draws; the random control is scored in-process."""
    from uselessdetect import read_episodes, score_episodes
    from uselessdetect.io import sample_episodes_path

    def scores(n_jobs: int) -> list[float]:
        det = make_detector("random", rate=0.3, random_state=0).fit([])
        eps = score_episodes(
            read_episodes(sample_episodes_path()), {"random": det}, n_jobs=n_jobs, chunk_size=50
        )
        return [s.judgments["random"]["score"] for e in eps for s in e.steps if s.judgments]

    serial, parallel = scores(1), scores(2)
    assert serial == parallel
    assert len(set(serial)) == len(serial)  # no chunk repeats another's draws


def test_fallback_keeps_components_that_are_fitted_already() -> None:
    tuned = make_detector("lexical", cutoff=0.3).fit([])
    fb = Fallback(detectors=[make_detector("oracle"), tuned]).fit([])
    assert fb.detectors_[1] is tuned and fb.detectors_[1].cutoff_ == 0.3


def test_fit_learns_from_the_labeled_samples_when_only_some_are_labeled() -> None:
    unlabeled = Sample("Q?", "Some text.")
    a = make_detector("lexical").fit(SAMPLES)
    b = make_detector("lexical").fit([*SAMPLES, unlabeled])
    assert a.cutoff_ == b.cutoff_ != make_detector("lexical").fit([]).cutoff_
