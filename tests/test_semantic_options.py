"""`train --detector semantic`'s options and `train_semantic`'s arguments: every one checked
before the first step and before torch is imported, so these run without torch."""

from __future__ import annotations

import json
import sys
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from uselessdetect.cli import main
from uselessdetect.corpus import hotpotqa_samples
from uselessdetect.detectors import train_semantic
from uselessdetect.detectors._semantic_options import check_training, row_kinds, unknown_kind
from uselessdetect.detectors._semantic_train import _CARD_OPTIONS, _card_fields
from uselessdetect.exceptions import ConfigurationError


def _records(n: int) -> dict[str, dict]:
    return {
        str(i): {
            "_id": str(i),
            "question": f"Who founded the band number {i}?",
            "supporting_facts": [[f"Band {i}", 0]],
            "context": [
                [f"Band {i}", [f"Band {i} was founded by Ann {i}.", f"It plays rock {i}."]],
                [f"Town {i}", [f"Town {i} is a small town.", "It has a river."]],
            ],
        }
        for i in range(n)
    }


ROWS = hotpotqa_samples(_records(12))


@pytest.fixture()
def no_torch(monkeypatch: pytest.MonkeyPatch) -> None:
    """torch unimportable, as in CI: a check that came after the import would name torch."""
    monkeypatch.setitem(sys.modules, "torch", None)


@pytest.fixture()
def samples_file(tmp_path: Path) -> Path:
    f = tmp_path / "s.jsonl"
    f.write_text("".join(json.dumps(s.to_dict()) + "\n" for s in ROWS), encoding="utf-8")
    return f


def _train(f: Path, *args: str, detector: str = "semantic") -> Any:
    out = f.with_name("m.onnx" if detector == "semantic" else "m.npz")
    cmd = ["train", "--detector", detector, str(f), "-o", str(out), *args]
    return CliRunner().invoke(main, cmd)


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--learning-rate", "nan"),
        ("--max-minutes", "nan"),
        ("--max-minutes", "inf"),
        ("--max-minutes", "1e308"),
        ("--twin-margin", "nan"),
        ("--twin-margin", "inf"),
        ("--twin-margin", "1e308"),
        ("--twin-weight", "nan"),
        ("--twin-weight", "inf"),
        ("--min-useful-recall", "nan"),
        ("--validation-size", "nan"),
        ("--kind-weight", "gold=1e308"),
        ("--kind-weight", "gold=nan"),
    ],
)
def test_bad_numbers_are_refused_naming_the_option(
    no_torch: None, samples_file: Path, flag: str, value: str
) -> None:
    res = _train(samples_file, "--tiny", flag, value)
    assert res.exit_code == 2, res.output
    assert flag in res.output and "torch" not in res.output
    assert not samples_file.with_name("m.onnx").exists()


@pytest.mark.parametrize(
    ("pairs", "expected"),
    [
        (["Gold=2"], "kind 'Gold' is in no training row (their kinds: answerless, failure, gold"),
        (["Gold=2"], "did you mean 'gold'?"),
        (["real=2"], "kind 'real' is in no training row"),
        (["gold=2", "gold=3"], "kind 'gold' is given twice"),
    ],
)
def test_kinds_must_be_kinds_of_the_rows(
    no_torch: None, samples_file: Path, pairs: list[str], expected: str
) -> None:
    args = [a for p in pairs for a in ("--kind-weight", p)]
    res = _train(samples_file, "--tiny", *args)
    assert res.exit_code == 2 and "--kind-weight" in res.output, res.output
    assert expected in " ".join(res.output.split())
    assert "torch" not in res.output


def test_good_options_reach_the_torch_import(no_torch: None, samples_file: Path) -> None:
    res = _train(samples_file, "--tiny", "--kind-weight", "gold=2", "--max-minutes", "5")
    assert res.exit_code == 1 and "needs torch and transformers" in res.output, res.output


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("--epochs", "2"),
        ("--max-length", "64"),
        ("--batch-size", "8"),
        ("--learning-rate", "1e-4"),
        ("--max-train", "10"),
        ("--max-minutes", "1"),
        ("--max-steps", "3"),
        ("--kind-weight", "gold=2"),
        ("--twin-margin", "1"),
        ("--twin-weight", "2"),
        ("--threads", "1"),
        ("--tiny", None),
    ],
)
def test_semantic_only_options_are_refused_for_the_classifier(
    samples_file: Path, flag: str, value: str | None
) -> None:
    args = [flag] if value is None else [flag, value]
    res = _train(samples_file, *args, detector="classifier")
    assert res.exit_code == 2, res.output
    assert f"{flag} is read only with --detector semantic" in res.output
    assert not samples_file.with_name("m.npz").exists()


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({"learning_rate": float("nan")}, "learning_rate must be a number > 0 and <= 1"),
        ({"max_seconds": float("inf")}, "max_seconds must be a number of seconds > 0"),
        ({"max_seconds": 1e308}, "max_seconds must be a number of seconds > 0 and <= 6e+06"),
        ({"twin_margin": 1e308}, "twin_margin must be a number >= 0 and <= 100"),
        ({"twin_weight": float("nan")}, "twin_weight must be a number > 0 and <= 1000"),
        ({"twin_weight": 0}, "twin_weight must be a number > 0"),
        ({"kind_weights": {"gold": 1e308}}, "kind_weights['gold'] must be a number > 0"),
        ({"kind_weights": {"answerless": 0}}, "kind_weights['answerless'] must be a number"),
        ({"kind_weights": {"gold": True}}, "kind_weights['gold'] must be a number"),
        ({"kind_weights": {"Gold": 2.0}}, "kind_weights: kind 'Gold' is in no training row"),
        ({"kind_weights": [("gold", 2)]}, "kind_weights must be a mapping"),
        ({"epochs": 1.5}, "epochs must be an integer from 1 to 100, got 1.5"),
        ({"max_length": 1000}, "max_length must be an integer from 16 to 512"),
        ({"batch_size": float("inf")}, "batch_size must be an integer from 1 to 1,024"),
        ({"threads": 10**30}, "threads must be an integer from 1 to 256"),
        ({"max_train": 0}, "max_train must be an integer >= 1 or None, got 0"),
        ({"max_steps": 2.5}, "max_steps must be an integer >= 1 or None"),
        ({"min_useful_recall": float("nan")}, "min_useful_recall must be a number > 0"),
        ({"seed": -1}, "seed must be an integer from 0"),
        ({"tiny": "yes"}, "tiny must be True or False"),
        ({"renderings": -1}, "renderings must be an integer >= 0"),
    ],
)
def test_the_api_checks_every_argument_before_torch(
    no_torch: None, tmp_path: Path, kwargs: dict, expected: str
) -> None:
    with pytest.raises(ConfigurationError) as err:
        train_semantic(ROWS, ROWS, tmp_path / "m.onnx", **{"tiny": True, **kwargs})
    assert expected in str(err.value)
    assert not (tmp_path / "m.onnx").exists()


def test_row_kinds_follow_renderings_and_keep_given() -> None:
    assert row_kinds(ROWS, 1) == {"gold", "injected", "plausible", "answerless", "failure"}
    assert row_kinds(ROWS, 0) == {"gold", "injected", "plausible", "answerless"}
    assert row_kinds(ROWS, 0, keep_given=False) == set()
    assert unknown_kind({"gold": 2.0}, row_kinds(ROWS, 0)) is None
    assert "in no training row" in str(unknown_kind({"failure": 2.0}, row_kinds(ROWS, 0)))


def test_the_checked_options_are_what_fine_tuning_and_the_card_read() -> None:
    cfg = check_training(
        ROWS, ROWS, tiny=True, max_length=32, epochs=1, batch_size=8, learning_rate=1e-3,
        renderings=1, keep_given=True, max_train=None, min_useful_recall=0.97, seed=0,
        threads=1, freeze_embeddings=True, kind_weights={"gold": 2}, twin_margin=1,
        twin_weight=1, max_seconds=None, max_steps=None,
    )  # fmt: skip
    assert cfg["kind_weights"] == {"gold": 2.0} and isinstance(cfg["twin_margin"], float)
    fine_tune_reads = {"seed", "batch_size", "epochs", "learning_rate", "freeze_embeddings"}
    fine_tune_reads |= {"kind_weights", "twin_margin", "twin_weight", "max_seconds", "max_steps"}
    assert fine_tune_reads <= set(cfg)
    run = {"fit": {"steps": 3}, "rows": ROWS, "n_train": 5, "started": 0.0, "versions": {}}
    fields = _card_fields(cfg, run, 0.7, {"auc": 0.5}, 5, 10)
    assert list(fields["training"])[: len(_CARD_OPTIONS) + 1] == ["steps", *_CARD_OPTIONS]
    assert fields["training"]["kind_weights"] == {"gold": 2.0}
    assert fields["cutoff"] == 0.7 and fields["max_length"] == 32
    assert fields["training_data"]["n"] == {
        "train_samples": 5,
        "train_rows": len(ROWS),
        "validation_samples": 5,
        "validation_rows": 10,
    }


@pytest.mark.skipif(
    find_spec("onnxruntime") is None or find_spec("tokenizers") is None,
    reason="onnxruntime / tokenizers missing",
)
def test_the_path_around_torch_writes_a_card_that_loads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """train_semantic's own steps with torch's parts faked: fine-tuning returns at once and
    'quantising' copies the shipped graph; the rest (rows, validation with the int8 model
    through SemanticDetector, the card) is the code that ships."""
    import shutil
    import types

    from uselessdetect.corpus import split_by_question
    from uselessdetect.detectors import _semantic_train as st
    from uselessdetect.detectors._semantic import SemanticDetector
    from uselessdetect.detectors._semantic_io import default_semantic_path

    seen: dict[str, Any] = {}

    def fine_tune(model: Any, torch: Any, enc: Any, rows: list, cfg: dict, log: Any) -> dict:
        seen.update(rows=len(rows), cfg=cfg, max_length=enc.max_length)
        return {"steps": 3, "planned_steps": 3, "seconds": 0.0, "final_loss": 0.5}

    fake = types.SimpleNamespace(manual_seed=id, set_num_threads=id, __version__="0")
    monkeypatch.setattr(st, "_torch", lambda: (fake, fake))
    monkeypatch.setattr(st, "_model", lambda *args: "model")
    monkeypatch.setattr(st, "_fine_tune", fine_tune)
    monkeypatch.setattr(st, "_export", lambda *args: None)
    monkeypatch.setattr(
        st, "_quantise", lambda src, dst: shutil.copyfile(default_semantic_path(), dst)
    )
    train, val = split_by_question(hotpotqa_samples(_records(30)), test_size=0.3, random_state="x")
    out = tmp_path / "m.onnx"
    card = st.train_semantic(
        train, val, out, tiny=True, max_length=64, max_train=50, kind_weights={"gold": 2}, seed=3
    )
    assert seen["rows"] == 50 and seen["max_length"] == 64
    assert seen["cfg"]["kind_weights"] == {"gold": 2.0} and seen["cfg"]["seed"] == 3
    assert card["training"]["steps"] == 3 and card["training"]["max_train"] == 50
    assert card["training_data"]["n"]["train_rows"] == 50
    det = SemanticDetector(model_path=str(out)).fit([])
    assert det.cutoff_ == card["cutoff"] and det.max_length_ == 64
    assert 0.0 <= card["cutoff"] <= 1.0 and card["params"]["model_path"] is None
