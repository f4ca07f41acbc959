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


def _tiny_fit(
    rows: list, kind_weights: dict, twin_margin: float = 0.0, twin_weight: float = 1.0
) -> tuple[dict, list]:
    import torch
    import transformers

    from uselessdetect.detectors._semantic import _Encoder
    from uselessdetect.detectors._semantic_io import tokenizer_path
    from uselessdetect.detectors._semantic_train import _fine_tune, _model

    torch.manual_seed(0)
    enc = _Encoder.from_file(tokenizer_path(None), 32)
    model = _model(transformers, True, enc.vocab_size, 0)
    cfg = {
        "seed": 0,
        "batch_size": 8,
        "epochs": 1,
        "learning_rate": 1e-3,
        "freeze_embeddings": True,
        "kind_weights": kind_weights,
        "twin_margin": twin_margin,
        "twin_weight": twin_weight,
        "max_seconds": None,
        "max_steps": None,
    }
    info = _fine_tune(model, torch, enc, rows, cfg, lambda s: None)
    return info, [p.detach().clone() for p in model.parameters()]


def test_kind_weights_weigh_the_loss_as_a_weighted_mean() -> None:
    import torch

    torch.set_num_threads(1)
    rows = hotpotqa_samples(_records(12))
    _, plain = _tiny_fit(rows, {})
    # the same weight on every kind is the plain mean (the step size does not scale with it)
    every = {k: 3.0 for k in {s.kind for s in rows}}
    _, uniform = _tiny_fit(rows, every)
    assert all(torch.allclose(a, b, atol=1e-6) for a, b in zip(plain, uniform, strict=True))
    # a weight on one kind changes what is learnt
    _, weighted = _tiny_fit(rows, {"answerless": 20.0})
    assert not all(torch.allclose(a, b, atol=1e-6) for a, b in zip(plain, weighted, strict=True))


def test_kind_weight_errors(tmp_path: Path) -> None:
    f = tmp_path / "s.jsonl"
    f.write_text(json.dumps({"question": "Q?", "observation": "O.", "label": 0}) + "\n")
    for bad in ("answerless", "answerless=0", "answerless=-1", "answerless=x", "=2", "a=inf"):
        res = CliRunner().invoke(
            main,
            ["train", "--detector", "semantic", str(f), "-o", str(tmp_path / "m.onnx")]
            + ["--tiny", "--kind-weight", bad],
        )
        assert res.exit_code == 2 and "--kind-weight" in res.output, (bad, res.output)
    res = CliRunner().invoke(
        main, ["train", str(f), "-o", str(tmp_path / "m.npz"), "--plausible-per-page", "2"]
    )
    assert res.exit_code == 2 and "--plausible-per-page builds the corpus from --data" in res.output


def test_kind_weights_refused_before_training(tmp_path: Path) -> None:
    from uselessdetect.detectors import train_semantic
    from uselessdetect.exceptions import ConfigurationError

    rows = hotpotqa_samples(_records(6))
    for bad in ({"answerless": 0}, {"answerless": "x"}, {"gold": float("nan")}, {"gold": True}):
        with pytest.raises(ConfigurationError, match="kind_weights"):
            train_semantic(rows, rows, tmp_path / "m.onnx", tiny=True, kind_weights=bad)
    assert not (tmp_path / "m.onnx").exists()


def test_twin_settings_refused_before_training(tmp_path: Path) -> None:
    from uselessdetect.detectors import train_semantic
    from uselessdetect.exceptions import ConfigurationError

    rows = hotpotqa_samples(_records(6))
    for bad in ({"twin_margin": -1}, {"twin_weight": 0}, {"twin_weight": float("nan")}):
        with pytest.raises(ConfigurationError, match=next(iter(bad))):
            train_semantic(rows, rows, tmp_path / "m.onnx", tiny=True, **bad)
    assert not (tmp_path / "m.onnx").exists()
    f = tmp_path / "s.jsonl"
    f.write_text(json.dumps({"question": "Q?", "observation": "O.", "label": 0}) + "\n")
    for flag, value in (("--twin-weight", "0"), ("--twin-margin", "-1")):
        res = CliRunner().invoke(
            main,
            ["train", "--detector", "semantic", str(f), "-o", str(tmp_path / "m.onnx")]
            + ["--tiny", flag, value],
        )
        assert res.exit_code == 2 and flag in res.output, (flag, res.output)


def test_twin_margin_pairs_each_answerless_row_with_its_own_gold_page() -> None:
    import random

    import torch

    from uselessdetect.detectors._semantic_train import _twins

    rows = hotpotqa_samples(_records(12))
    twins = _twins(rows, random.Random(0))
    answerless = [i for i, s in enumerate(rows) if s.kind == "answerless"]
    assert sorted(twins) == answerless
    for i, j in twins.items():
        assert rows[j].kind == "gold" and rows[j].label == 0
        assert (rows[j].source, rows[j].query) == (rows[i].source, rows[i].query)
    torch.set_num_threads(1)
    _, plain = _tiny_fit(rows, {})
    _, margin = _tiny_fit(rows, {}, twin_margin=2.0)
    assert not all(torch.allclose(a, b, atol=1e-6) for a, b in zip(plain, margin, strict=True))
    # its weight moves what is learnt, and a small one stays nearer the plain fit
    _, light = _tiny_fit(rows, {}, twin_margin=2.0, twin_weight=0.05)
    assert not all(torch.allclose(a, b, atol=1e-6) for a, b in zip(light, margin, strict=True))

    def dist(x: list, y: list) -> float:
        return float(sum((a - b).pow(2).sum() for a, b in zip(x, y, strict=True)))

    assert dist(light, plain) < dist(margin, plain)
