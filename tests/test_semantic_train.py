"""The whole training path of the semantic detector on a tiny random network (needs torch)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import numpy as np
import pytest
from click.testing import CliRunner

pytest.importorskip("torch")
pytest.importorskip("transformers")
pytest.importorskip("onnx")
pytest.importorskip("onnxruntime")

from uselessdetect.cli import main  # noqa: E402
from uselessdetect.corpus import hotpotqa_samples, split_by_question  # noqa: E402
from uselessdetect.detectors._classifier_io import validation_report  # noqa: E402
from uselessdetect.detectors._semantic import SemanticDetector  # noqa: E402
from uselessdetect.exceptions import ModelIntegrityError  # noqa: E402


def _records(n: int) -> dict[str, dict]:
    out = {}
    for i in range(n):
        out[str(i)] = {
            "_id": str(i),
            "question": f"Who founded the band number {i}?",
            "supporting_facts": [[f"Band {i}", 0]],
            "context": [
                [f"Band {i}", [f"Band {i} was founded by Ann {i}.", f"It plays rock {i}."]],
                [f"Town {i}", [f"Town {i} is a small town.", "It has a river."]],
            ],
        }
    return out


def test_train_export_quantise_validate_and_load(tmp_path: Path) -> None:
    samples = hotpotqa_samples(_records(40))
    f = tmp_path / "samples.jsonl"
    with f.open("w", encoding="utf-8") as fh:
        for s in samples:
            fh.write(json.dumps(s.to_dict()) + "\n")
    out = tmp_path / "tiny.onnx"
    # card fields named like the writers' own parameters (data, path, fields) must not collide
    extra = tmp_path / "card-data.json"
    extra.write_text(json.dumps({"data": {"hotpotqa": "x"}, "path": "p", "fields": 1}))
    res = CliRunner().invoke(
        main,
        [
            "train",
            "--detector",
            "semantic",
            str(f),
            "-o",
            str(out),
            "--tiny",
            "--max-length",
            "32",
            "--threads",
            "1",
            "--card-extra",
            str(extra),
            "--json",
        ],
    )
    assert res.exit_code == 0, res.output
    card = json.loads(res.stdout[res.stdout.index("{") :])
    assert card["detector"] == "semantic" and card["format_version"] == 2
    assert card["max_length"] == 32 and "tiny" in card["base_model"]
    assert card["data"] == {"hotpotqa": "x"} and card["path"] == "p" and card["fields"] == 1
    # the int8 file was scored from a temporary folder, which the card must not name
    assert card["params"]["model_path"] is None
    assert tempfile.gettempdir() not in json.dumps(card)
    assert card["training"]["steps"] >= 1 and card["training_data"]["n"]["train_rows"] > 0
    assert {"gold", "injected", "plausible", "answerless"} <= set(card["validation"]["per_kind"])
    # a second route to the card's figures: load the files it wrote and score the same rows
    det = SemanticDetector(model_path=str(out)).fit([])
    assert det.cutoff_ == pytest.approx(card["cutoff"])
    train, val = split_by_question(samples, test_size=0.2, random_state="validation-0")
    from uselessdetect.corpus import render_samples

    rendered, how = render_samples(val, per_sample=1, random_state=1)
    rows = [*val, *rendered]
    rep = validation_report(
        rows, ["given"] * len(val) + how, det.predict_proba(rows)[:, 1], det.cutoff_
    )
    assert rep["auc"] == card["validation"]["auc"]
    assert rep["per_kind"] == card["validation"]["per_kind"]
    # the card guards the model it was written with
    data = bytearray(out.read_bytes())
    data[-10] ^= 1
    out.write_bytes(bytes(data))
    with pytest.raises(ModelIntegrityError):
        SemanticDetector(model_path=str(out)).fit([])
    assert np.isfinite(card["training"]["total_seconds"])


def test_train_refuses_a_non_onnx_output(tmp_path: Path) -> None:
    f = tmp_path / "s.jsonl"
    f.write_text(json.dumps({"question": "Q?", "observation": "O.", "label": 0}) + "\n")
    res = CliRunner().invoke(
        main, ["train", "--detector", "semantic", str(f), "-o", str(tmp_path / "m.npz"), "--tiny"]
    )
    assert res.exit_code == 2 and ".onnx" in res.output
