"""Tests of model persistence: arrays + card, sha256 before loading, pickles only when trusted."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import warnings
import zipfile
from pathlib import Path

import numpy as np
import pytest

import uselessdetect
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

ROOT = Path(__file__).resolve().parents[1]


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
    path = tmp_path_factory.mktemp("m") / "small.npz"
    det.save(str(path), note="test")
    return det, path, X


def test_round_trip(trained) -> None:
    det, path, X = trained
    back = ClassifierDetector(model_path=str(path)).fit([])
    np.testing.assert_array_equal(back.predict_proba(X), det.predict_proba(X))
    assert back.cutoff_ == det.cutoff_ and back.validation_ == det.validation_


def test_arrays_hold_no_objects(trained) -> None:
    _, path, _ = trained
    with np.load(path, allow_pickle=False) as z:  # would raise on a pickled object array
        assert all(not z[k].dtype.hasobject for k in z.files)
    arrays, card = load_model(path)
    assert set(arrays) >= {"feature", "threshold", "idf_stems"} and card["detector"] == "classifier"


def test_card_contents(trained) -> None:
    det, path, _ = trained
    card = read_card(path)
    assert card_path(path).name == "small.card.json"
    assert card["model_sha256"] == file_sha256(path)
    assert card["training_data"]["digest"] == det.training_digest_
    assert card["validation"]["per_kind"]["gold"]["n"] > 0
    assert {"uselessdetect", "scikit-learn", "numpy"} <= set(card["versions"])
    assert card["params"]["max_iter"] == 20 and card["note"] == "test"


def test_card_fields_named_like_the_writers_parameters(tmp_path) -> None:
    """``data``, ``path``, ``fields`` are card fields (models/card-data.json has ``data``),
    never the writers' own arguments; runs without torch, unlike the semantic training test."""
    from uselessdetect.io import save_arrays, save_bytes

    named = {"data": {"hotpotqa": "x"}, "path": "p", "fields": 1, "arrays": 2}
    lex = make_detector("lexical").fit([])
    cards = [
        save_bytes(b"model", tmp_path / "m.onnx", {}, **named),
        json.loads(
            save_arrays({"w": np.array([1.0])}, tmp_path / "m.npz", {}, **named).read_text()
        ),
        json.loads(save_model(lex, tmp_path / "m.joblib", **named).read_text()),
    ]
    for card in cards:
        assert {k: card[k] for k in named} == named


def test_tampered_file_refused_before_it_is_read(trained, tmp_path, monkeypatch) -> None:
    _, path, _ = trained
    copy = tmp_path / "t.npz"
    copy.write_bytes(path.read_bytes() + b"\0")
    card_path(copy).write_text(card_path(path).read_text())

    def never(*args, **kwargs):  # the digest check must come before any deserialising
        raise AssertionError("np.load called on a file that failed its digest check")

    monkeypatch.setattr(np, "load", never)
    with pytest.raises(ModelIntegrityError, match="does not match its model card"):
        load_model(copy)


def test_missing_card_and_file_refused(trained, tmp_path) -> None:
    _, path, _ = trained
    lone = tmp_path / "lone.npz"
    lone.write_bytes(path.read_bytes())
    with pytest.raises(ModelIntegrityError, match="no model card"):
        load_model(lone)
    with pytest.raises(ModelIntegrityError, match="not found"):
        load_model(tmp_path / "nothing.npz")


def test_pickles_load_only_when_trusted(trained, tmp_path) -> None:
    det, _, X = trained
    path = tmp_path / "mine.joblib"
    save_model(det, path)
    with pytest.raises(ModelIntegrityError, match="pickle"):
        load_model(path)
    with pytest.raises(ModelIntegrityError, match="pickle"):
        ClassifierDetector(model_path=str(path)).fit([])
    back = ClassifierDetector(model_path=str(path), trust=True).fit([])
    np.testing.assert_array_equal(back.predict_proba(X), det.predict_proba(X))


def test_pair_written_atomically(trained, tmp_path, monkeypatch) -> None:
    """A card that cannot be written leaves neither file (nor temporaries) behind."""
    det, _, _ = trained
    with pytest.raises(ModelIntegrityError, match="field `note`"):
        det.save(str(tmp_path / "a.npz"), note=object())  # not JSON: the card fails
    assert list(tmp_path.iterdir()) == []
    real_replace = os.replace
    calls = []

    def flaky(src, dst):
        calls.append(dst)
        if len(calls) == 2:  # the card's rename
            raise OSError("disk full")
        real_replace(src, dst)

    monkeypatch.setattr(os, "replace", flaky)
    with pytest.raises(OSError, match="disk full"):
        det.save(str(tmp_path / "b.npz"))
    assert list(tmp_path.iterdir()) == []


def _edit_card(path, tmp_path, **changes):
    copy = tmp_path / "c.npz"
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


def test_feature_set_mismatch_refused(trained, tmp_path) -> None:
    copy = _edit_card(trained[1], tmp_path, features=["a", "b"])
    with pytest.raises(ModelIntegrityError, match="another feature set"):
        ClassifierDetector(model_path=str(copy)).fit([])


def test_sklearn_version_warns(trained, tmp_path) -> None:
    copy = _edit_card(trained[1], tmp_path, sklearn="0.1.0")
    with pytest.warns(ModelVersionWarning, match="scikit-learn 0.1.0"):
        load_model(copy)


def test_env_var_and_model_path(trained, monkeypatch) -> None:
    det, path, X = trained
    monkeypatch.setenv(MODEL_ENV, str(path))
    assert default_model_path() == path
    via_env = make_detector("classifier").fit([])
    np.testing.assert_allclose(via_env.predict_proba(X), det.predict_proba(X))


def test_unfitted_not_saved(tmp_path) -> None:
    with pytest.raises(NotFittedError):
        save_model(ClassifierDetector(), tmp_path / "x.joblib")


def test_shipped_model_is_package_data(monkeypatch) -> None:
    monkeypatch.delenv(MODEL_ENV, raising=False)
    path = default_model_path()
    assert path.parent == Path(uselessdetect.__file__).parent / "models"
    assert path.name == "classifier.npz" and path.stat().st_size < 2_000_000
    assert not (ROOT / "models" / "classifier.npz").exists()  # one copy only
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


@pytest.mark.slow
def test_wheel_installed_with_target_finds_the_model(tmp_path) -> None:
    """``pip install --target`` of the wheel: the model ships inside the package."""
    wheels = tmp_path / "wheels"
    build = [sys.executable, "-m", "pip", "wheel", "--no-deps"]
    res = subprocess.run([*build, "-q", "-w", str(wheels), str(ROOT)], capture_output=True)
    if res.returncode != 0:
        pytest.skip(f"cannot build a wheel offline here: {res.stderr.decode()[-200:]}")
    (wheel,) = wheels.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "uselessdetect/models/classifier.npz" in names
    assert "uselessdetect/models/classifier.card.json" in names
    target = tmp_path / "target"
    pip = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index"]
    subprocess.run([*pip, "--target", str(target), str(wheel)], check=True)
    code = (
        f"import sys; sys.path.insert(0, {str(target)!r}); import uselessdetect;"
        "d = uselessdetect.make_detector('classifier').fit([]);"
        "print(uselessdetect.__file__, d.cutoff_)"
    )
    env = {k: v for k, v in os.environ.items() if k != MODEL_ENV}
    run = [sys.executable, "-I", "-c", code]
    out = subprocess.run(run, capture_output=True, text=True, env=env, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.startswith(str(target))


def test_classifier_refuses_a_model_file_of_another_detector(tmp_path) -> None:
    path = tmp_path / "lexical.joblib"
    save_model(make_detector("lexical").fit([]), path)
    with pytest.raises(ModelIntegrityError, match="expected a trained ClassifierDetector"):
        ClassifierDetector(model_path=str(path), trust=True).fit([])
