"""Tests of the trained classifier: interface, training, the shipped model and its targets."""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.base import clone

from uselessdetect import Sample, make_detector
from uselessdetect.corpus import default_corpus, hotpotqa_samples, question_key
from uselessdetect.detectors._classifier import ClassifierDetector
from uselessdetect.detectors._features import FEATURE_NAMES, SampleFeatures
from uselessdetect.exceptions import ConfigurationError, NotFittedError
from uselessdetect.io import default_model_path, read_card, training_digest
from uselessdetect.measure import evaluate_detector


def _rec(i: int) -> dict:
    return {
        "_id": f"q{i}",
        "question": f"In which year was band {i} founded by Ann {i}?",
        "supporting_facts": [[f"Band {i}", 0]],
        "context": [
            [
                f"Band {i}",
                [f"Band {i} was founded by Ann {i} in {1950 + i}.", f"Band {i} plays rock."],
            ],
            [f"Other {i}", [f"Other {i} is a town near band {i}."]],
        ],
    }


SMALL = hotpotqa_samples({f"q{i}": _rec(i) for i in range(80)})


def test_features_shape_and_cues() -> None:
    f = SampleFeatures().fit(SMALL)
    X = f.transform(SMALL[:4])
    assert X.shape == (4, len(FEATURE_NAMES)) and np.isfinite(X).all()
    col = {n: i for i, n in enumerate(FEATURE_NAMES)}
    gold, injected = X[0], X[1]
    assert gold[col["head_exact"]] == 1.0 and injected[col["head_exact"]] == 0.0
    assert gold[col["year_match"]] == 1.0  # asks "which year", the page has one


def test_entity_features_without_query() -> None:
    """Claim/evidence pairs (no query, no title): the subject named on both sides or not."""
    claim = "Brubaker is an American film ."
    own = Sample(
        claim, "Brubaker is a 1980 American prison drama film directed by Stuart Rosenberg ."
    )
    other = Sample(claim, "The Pelican Brief is a 1993 American legal thriller based on a novel .")
    pronoun = Sample(claim, "It was directed by Stuart Rosenberg .")
    f = SampleFeatures().fit(SMALL + [own, other])
    col = {n: i for i, n in enumerate(FEATURE_NAMES)}
    X = f.transform([own, other, pronoun])
    assert np.isfinite(X).all()
    assert X[0, col["subject_in_obs"]] == 1.0 and X[1, col["subject_in_obs"]] == 0.0
    assert X[0, col["obs_subject_in_question"]] == 1.0
    assert X[1, col["obs_subject_in_question"]] == 0.0
    assert X[2, col["obs_subject_in_question"]] == -1.0  # opens with a pronoun
    assert X[0, col["obs_entities_in_question"]] > X[1, col["obs_entities_in_question"]]
    assert X[0, col["max_shared_idf"]] > X[1, col["max_shared_idf"]]


def test_fit_predict_clone_and_determinism() -> None:
    det = ClassifierDetector(max_iter=20)
    assert det.fit(SMALL) is det
    p = det.predict_proba(SMALL)
    assert p.shape == (len(SMALL), 2)
    again = clone(det).fit(SMALL)
    np.testing.assert_array_equal(again.predict_proba(SMALL), p)
    kinds = np.array([s.kind for s in SMALL])
    pred = det.predict(SMALL)
    assert pred[kinds == "gold"].mean() < 0.2 and pred[kinds == "injected"].mean() > 0.8


def test_unfitted_and_bad_params() -> None:
    with pytest.raises(NotFittedError):
        ClassifierDetector().predict(SMALL)
    with pytest.raises(ConfigurationError, match="validation_size"):
        ClassifierDetector(validation_size=1.5).fit(SMALL)
    with pytest.raises(ConfigurationError, match="both useful"):
        ClassifierDetector().fit(SMALL, np.ones(len(SMALL)))


@pytest.fixture(scope="module")
def corpus(shared_data):
    return default_corpus(shared_data)


@pytest.fixture(scope="module")
def shipped():
    return make_detector("classifier").fit([])


@pytest.mark.shared_data
def test_shipped_card_matches_data_and_model(corpus, shipped) -> None:
    """The card's digest is the training corpus', and its metrics come from this model."""
    train, _ = corpus
    card = read_card(default_model_path())
    y = np.array([s.label for s in train])
    assert card["training_data"]["digest"] == training_digest(train, y)
    val_keys = set(card["validation"]["questions"])
    val = [s for s in train if question_key(s) in val_keys]
    assert len(val) == card["training_data"]["n"]["validation"]
    rep = evaluate_detector(shipped, val)
    for kind, entry in card["validation"]["per_kind"].items():
        assert rep.per_kind[kind]["n"] == entry["n"]
        assert rep.per_kind[kind]["useless_rate"] == pytest.approx(entry["useless_rate"], abs=1e-4)
    assert rep.auc == pytest.approx(card["validation"]["auc"], abs=1e-4)


@pytest.mark.shared_data
@pytest.mark.slow
def test_retraining_reproduces_shipped_metrics(corpus) -> None:
    train, _ = corpus
    card = read_card(default_model_path())
    det = ClassifierDetector(random_state=card["params"]["random_state"]).fit(train)
    assert det.validation_ == card["validation"]
    assert det.cutoff_ == pytest.approx(card["cutoff"])


@pytest.mark.shared_data
def test_retraining_on_a_subset_is_reproducible(corpus) -> None:
    train, _ = corpus
    keys = sorted({question_key(s) for s in train})[::4]
    subset = [s for s in train if question_key(s) in set(keys)]
    a = ClassifierDetector(max_iter=60, random_state=3).fit(subset)
    b = ClassifierDetector(max_iter=60, random_state=3).fit(subset)
    assert a.validation_ == b.validation_ and a.training_digest_ == b.training_digest_
    assert a.validation_["auc"] > 0.9


@pytest.mark.shared_data
def test_held_out_targets(corpus, shipped) -> None:
    """The issue's targets on questions never seen in training, at the shipped cut-off."""
    train, test = corpus
    assert not {question_key(s) for s in train} & {question_key(s) for s in test}
    for attr in ("question", "observation"):  # no FEVER claim / own evidence on both sides
        sides = [
            {getattr(s, attr) for s in part if s.kind == "gold" and "fever" in s.source}
            for part in (train, test)
        ]
        assert sides[0] and sides[1] and not sides[0] & sides[1]
    rate = {}
    for prefix in ("hotpotqa", "fever", "knowagent"):
        part = [s for s in test if s.source.startswith(prefix)]
        rep = evaluate_detector(shipped, part)
        rate[prefix] = rep
    hp, fv, real = rate["hotpotqa"], rate["fever"], rate["knowagent"]
    assert hp.per_kind["gold"]["correct_rate"] >= 0.95
    assert fv.per_kind["gold"]["correct_rate"] >= 0.95
    assert hp.per_kind["injected"]["correct_rate"] >= 0.995
    assert hp.per_kind["plausible"]["correct_rate"] >= 0.95
    assert hp.per_kind["answerless"]["correct_rate"] >= 0.70
    assert fv.per_kind["injected"]["correct_rate"] >= 0.97
    assert real.useless_recall >= 0.90 and real.useful_recall >= 0.95
    assert evaluate_detector(shipped, test).auc >= 0.97


def test_cli_train_and_evaluate(tmp_path) -> None:
    import json

    from click.testing import CliRunner

    from uselessdetect.cli import main
    from uselessdetect.io import write_jsonl

    data = tmp_path / "s.jsonl"
    write_jsonl(data, SMALL)
    model = tmp_path / "m.joblib"
    res = CliRunner().invoke(main, ["train", str(data), "-o", str(model), "--seed", "1"])
    assert res.exit_code == 0, res.output
    assert (tmp_path / "m.card.json").is_file() and "validation" in res.output
    res = CliRunner().invoke(
        main, ["evaluate", "-d", "lexical,random,lexical>random", str(data), "--json"]
    )
    assert res.exit_code == 0, res.output
    out = json.loads(res.stdout)
    assert set(out) == {"lexical", "random", "lexical>random"}
    entry = out["lexical"]
    assert {"per_kind", "auc", "abstain_rate", "samples_per_s"} <= set(entry)
    assert entry["per_kind"]["gold"]["n"] == sum(s.kind == "gold" for s in SMALL)
    res = CliRunner().invoke(main, ["evaluate", "-d", "nonsense", str(data)])
    assert res.exit_code == 1 and "unknown detector" in res.output
