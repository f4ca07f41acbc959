"""Tests of model persistence: round trip, model card, sha256 and version checks."""

from __future__ import annotations

import json
import warnings

import numpy as np
import pytest

from uselessdetect import ModelIntegrityError, NotFittedError, make_detector
from uselessdetect.corpus import hotpotqa_samples
from uselessdetect.detectors._classifier import ClassifierDetector
from uselessdetect.io import (
    MODEL_ENV,
    ModelVersionWarning,
    card_path,
    default_model_path,
    file_sha256,
    load_model,
    read_card,
    save_model,
)


def _rec(i: int) -> dict:
    return {
        "_id": f"q{i}",
        "question": f"Who founded band {i} in city {i}?",
        "supporting_facts": [[f"Band {i}", 0]],
        "context": [
            [f"Band {i}", [f"Band {i} was founded by Ann {i} in city {i}.", "It plays rock."]],
            [f"Other {i}", [f"Other {i} is a town."]],
        ],
    }


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    X = hotpotqa_samples({f"q{i}": _rec(i) for i in range(80)})
    det = ClassifierDetector(max_iter=20).fit(X)
    path = tmp_path_factory.mktemp("m") / "small.joblib"
    det.save(str(path), note="test")
    return det, path, X


def test_round_trip(trained) -> None:
    det, path, X = trained
    back = load_model(path)
    np.testing.assert_array_equal(back.predict_proba(X), det.predict_proba(X))
    assert back.cutoff_ == det.cutoff_


def test_card_contents(trained) -> None:
    det, path, _ = trained
    card = read_card(path)
    assert card_path(path).name == "small.card.json"
    assert card["model_sha256"] == file_sha256(path)
    assert card["training_data"]["digest"] == det.training_digest_
    assert card["validation"]["per_kind"]["gold"]["n"] > 0
    assert {"uselessdetect", "scikit-learn", "numpy"} <= set(card["versions"])
    assert card["params"]["max_iter"] == 20 and card["note"] == "test"


def test_tampered_file_refused(trained, tmp_path) -> None:
    _, path, _ = trained
    copy = tmp_path / "t.joblib"
    copy.write_bytes(path.read_bytes() + b"\0")
    card_path(copy).write_text(card_path(path).read_text())
    with pytest.raises(ModelIntegrityError, match="does not match its model card"):
        load_model(copy)


def test_missing_card_and_file_refused(trained, tmp_path) -> None:
    _, path, _ = trained
    lone = tmp_path / "lone.joblib"
    lone.write_bytes(path.read_bytes())
    with pytest.raises(ModelIntegrityError, match="no model card"):
        load_model(lone)
    with pytest.raises(ModelIntegrityError, match="not found"):
        load_model(tmp_path / "nothing.joblib")


def _edit_card(path, tmp_path, **changes):
    copy = tmp_path / "c.joblib"
    copy.write_bytes(path.read_bytes())
    card = read_card(path)
    for key, value in changes.items():
        if key == "sklearn":
            card["versions"]["scikit-learn"] = value
        else:
            card[key] = value
    card_path(copy).write_text(json.dumps(card))
    return copy


def test_format_version_refused(trained, tmp_path) -> None:
    copy = _edit_card(trained[1], tmp_path, format_version=99)
    with pytest.raises(ModelIntegrityError, match="format version 99"):
        load_model(copy)


def test_sklearn_version_warns(trained, tmp_path) -> None:
    copy = _edit_card(trained[1], tmp_path, sklearn="0.1.0")
    with pytest.warns(ModelVersionWarning, match="scikit-learn 0.1.0"):
        load_model(copy)


def test_env_var_and_model_path(trained, monkeypatch) -> None:
    det, path, X = trained
    monkeypatch.setenv(MODEL_ENV, str(path))
    assert default_model_path() == path
    via_env = make_detector("classifier").fit([])
    via_param = ClassifierDetector(model_path=str(path)).fit([])
    np.testing.assert_allclose(via_env.predict_proba(X), det.predict_proba(X))
    np.testing.assert_allclose(via_param.predict_proba(X), det.predict_proba(X))


def test_unfitted_not_saved(tmp_path) -> None:
    with pytest.raises(NotFittedError):
        save_model(ClassifierDetector(), tmp_path / "x.joblib")


def test_shipped_model_loads(monkeypatch) -> None:
    monkeypatch.delenv(MODEL_ENV, raising=False)
    path = default_model_path()
    assert path.name == "classifier.joblib" and path.stat().st_size < 5_000_000
    with warnings.catch_warnings():
        warnings.simplefilter("error", ModelVersionWarning)
        det = make_detector("classifier").fit([])
    assert det.cutoff_ == read_card(path)["cutoff"]
    verdict = det.judge(
        {
            "question": "Who founded Creed?",
            "query": "Creed",
            "observation": "Could not find [Creed]. Similar: ['Creed (band)']",
        }
    )
    assert verdict.verdict.value == "useless"


def test_classifier_refuses_a_model_file_of_another_detector(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from uselessdetect import ModelIntegrityError, make_detector
    from uselessdetect.detectors._classifier import ClassifierDetector
    from uselessdetect.io import save_model

    path = tmp_path / "lexical.joblib"
    save_model(make_detector("lexical").fit([]), path)
    with pytest.raises(ModelIntegrityError, match="expected a trained ClassifierDetector"):
        ClassifierDetector(model_path=str(path)).fit([])
