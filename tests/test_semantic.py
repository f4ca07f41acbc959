"""The semantic cross-encoder: shipped model and card, scoring paths, bad input, integrity."""

from __future__ import annotations

import hashlib
import json
import pickle
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("onnxruntime")
pytest.importorskip("tokenizers")

from uselessdetect import Sample, Verdict, make_detector  # noqa: E402
from uselessdetect.detectors._semantic import SemanticDetector  # noqa: E402
from uselessdetect.detectors._semantic_io import (  # noqa: E402
    default_semantic_path,
    tokenizer_path,
)
from uselessdetect.detectors._semantic_text import result_text  # noqa: E402
from uselessdetect.exceptions import MissingDependencyError, ModelIntegrityError  # noqa: E402

GOLD = Sample(
    "Which band did the Creed singer found?",
    "Creed: Creed is an American rock band formed in Tallahassee, Florida in 1994 by "
    "singer Scott Stapp and guitarist Mark Tremonti.",
    query="Creed",
)
INJECTED = Sample(
    "Which band did the Creed singer found?",
    "Ariel (Disney): Ariel is a fictional character in Disney's The Little Mermaid.",
    query="Creed",
)


@pytest.fixture(scope="module")
def det() -> SemanticDetector:
    return SemanticDetector().fit([])


def _copy_model(tmp_path: Path) -> Path:
    src = default_semantic_path()
    dst = tmp_path / "m.onnx"
    shutil.copyfile(src, dst)
    shutil.copyfile(tokenizer_path(src), tokenizer_path(dst))
    shutil.copyfile(src.with_name("semantic.card.json"), tmp_path / "m.card.json")
    return dst


# ---------------------------------------------------------------- the shipped model and card
def test_shipped_model_and_card() -> None:
    p = default_semantic_path()
    card = json.loads(p.with_name("semantic.card.json").read_text(encoding="utf-8"))
    assert p.stat().st_size <= 30 * 2**20
    assert card["format_version"] == 2 and card["detector"] == "semantic"
    assert card["model_sha256"] == hashlib.sha256(p.read_bytes()).hexdigest()
    assert card["tokenizer_sha256"] == hashlib.sha256(tokenizer_path(p).read_bytes()).hexdigest()
    assert {"hotpotqa", "fever"} <= set(card["data"])
    assert "Apache-2.0" in card["base_model"]
    per_kind = card["validation"]["per_kind"]
    assert {"gold", "injected", "plausible", "answerless", "real"} <= set(per_kind)
    assert 0.0 < card["cutoff"] < 1.0
    # a card ships in the package: it names no folder of the machine that trained the model
    assert not [v for v in _strings(card) if v.startswith("/") or ":\\" in v]


def _strings(obj: object) -> list[str]:
    if isinstance(obj, str):
        return [obj]
    if isinstance(obj, dict):
        return [s for v in obj.values() for s in _strings(v)]
    if isinstance(obj, list):
        return [s for v in obj for s in _strings(v)]
    return []


def test_shipped_model_ranks_the_obvious(det: SemanticDetector) -> None:
    # at its cut-off the shipped model keeps gold pages useful and catches injected ones
    assert det.judge(GOLD).verdict is Verdict.USEFUL
    assert det.judge(INJECTED).verdict is Verdict.USELESS
    assert det.judge(INJECTED).score > det.judge(GOLD).score + 0.3


def test_card_figures_reproduce_on_validation_rows(
    det: SemanticDetector, shared_data: Path
) -> None:
    """A second route to the card's numbers: re-score part of the validation split here."""
    from uselessdetect.detectors._semantic_train import semantic_corpus

    _, val = semantic_corpus(shared_data)
    card = det.card_
    assert len(val) == card["training_data"]["n"]["validation_samples"]
    gold = [s for s in val if s.kind == "gold" and s.source.startswith("hotpotqa")][:150]
    injected = [s for s in val if s.kind == "injected" and s.source.startswith("hotpotqa")][:150]
    useful = float(np.mean(det.predict(gold) == 0))
    caught = float(np.mean(det.predict(injected) == 1))
    # the card's rates are over all validation rows (given + rendered); the pages as given
    # are the easy half, so they must do at least as well as the card's mix
    assert useful >= 1.0 - card["validation"]["per_kind"]["gold"]["useless_rate"] - 0.02
    assert caught >= card["validation"]["per_kind"]["injected"]["useless_rate"] - 0.02


# ---------------------------------------------------------------- single vs batched, threads
def test_single_and_batched_scores_agree(det: SemanticDetector) -> None:
    X = [GOLD, INJECTED] * 3 + [
        Sample("Who directed Jaws?", "Jaws is a 1975 film directed by Steven Spielberg. " * k)
        for k in range(1, 12)
    ]
    batched = det.predict_proba(X)[:, 1]
    single = np.array([det.judge(x).score for x in X])
    np.testing.assert_allclose(batched, single, atol=1e-9)  # batch_size 1: no batch-mates
    wide = SemanticDetector(batch_size=32).fit([]).predict_proba(X)[:, 1]
    assert np.abs(wide - single).max() < 0.05  # dynamic int8: batch-mates move scores a bit


def test_threads_share_one_detector(det: SemanticDetector) -> None:
    X = [GOLD, INJECTED, Sample("Q?", "Paris is the capital of France.", query="Paris")] * 4
    want = [det.judge(x).score for x in X]
    got: dict[int, list[float]] = {}

    def work(i: int) -> None:
        got[i] = [det.judge(x).score for x in X]

    threads = [threading.Thread(target=work, args=(i,)) for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    for scores in got.values():
        np.testing.assert_allclose(scores, want, atol=1e-6)


def test_pickled_copy_scores_the_same(det: SemanticDetector) -> None:
    twin = pickle.loads(pickle.dumps(det))
    np.testing.assert_allclose(
        twin.predict_proba([GOLD, INJECTED]), det.predict_proba([GOLD, INJECTED])
    )


def test_labels_retune_the_cutoff_keeping_the_weights() -> None:
    X = [GOLD, INJECTED] * 10
    y = [0, 1] * 10
    d = SemanticDetector(min_useful_recall=1.0).fit(X, y)
    scores = d.predict_proba(X)[:, 1]
    assert np.all(scores[::2] < d.cutoff_)  # every useful one kept useful


# ---------------------------------------------------------------- bad input
def test_empty_and_whitespace_results_get_no_verdict(det: SemanticDetector) -> None:
    """Nothing at all is what a tool that acts returns (a ``think`` tool): no verdict, as
    ``default`` reads it; the model is not asked."""
    for text in ("", "   \n\t ", "\n" * 1_000_000):
        j = det.judge({"question": "Who founded Creed?", "observation": text})
        assert j.verdict is Verdict.UNKNOWN, repr(text[:5])


def test_twenty_megabytes_are_cut_not_refused(det: SemanticDetector) -> None:
    big = GOLD.observation + " filler words here" * 1_200_000  # > 20 MB
    assert len(big) > 20_000_000
    assert len(result_text(big, 256)) <= 6 * 256
    j = det.judge({"question": GOLD.question, "query": "Creed", "observation": big})
    assert 0.0 <= j.score <= 1.0 and j.verdict in (Verdict.USEFUL, Verdict.USELESS)
    # the head is kept: the verdict is the one of the page's head
    head = det.judge(
        {
            "question": GOLD.question,
            "query": "Creed",
            "observation": result_text(big, det.max_length_),
        }
    )
    assert abs(head.score - j.score) < 1e-6


def test_odd_questions_and_texts_get_judgments(det: SemanticDetector) -> None:
    cases = [
        {"question": "Creed?", "observation": "Creed is an American rock band."},  # one word
        {"question": "Who founded Creed?", "observation": "Creed is a band."},  # no query
        {
            "question": "Wer gründete die Band Creed?",
            "query": "Creed",
            "observation": "Creed ist eine US-amerikanische Rockband aus Tallahassee.",
        },
        {
            "question": "誰がCreedを結成した？",
            "observation": "クリードはアメリカのロックバンドです。",
        },
        {"question": "", "observation": "Some text."},
        {"question": "Q?", "observation": "\u0000\ufffd" * 50},
    ]
    for case in cases:
        j = det.judge(case)
        assert np.isfinite(j.score) and j.verdict in (Verdict.USEFUL, Verdict.USELESS)


def test_failure_messages_are_useless_without_the_model(det: SemanticDetector) -> None:
    j = det.judge({"question": "Who founded Creed?", "observation": "Could not find [Creed]."})
    assert j.verdict is Verdict.USELESS and j.score == 1.0


# ---------------------------------------------------------------- integrity
def test_a_changed_byte_is_refused(tmp_path: Path) -> None:
    p = _copy_model(tmp_path)
    data = bytearray(p.read_bytes())
    data[len(data) // 2] ^= 0xFF
    p.write_bytes(bytes(data))
    with pytest.raises(ModelIntegrityError, match="sha256"):
        SemanticDetector(model_path=str(p)).fit([])


def test_a_truncated_model_is_refused(tmp_path: Path) -> None:
    p = _copy_model(tmp_path)
    p.write_bytes(p.read_bytes()[:1000])
    with pytest.raises(ModelIntegrityError, match="sha256"):
        SemanticDetector(model_path=str(p)).fit([])


def test_a_corrupt_model_with_a_matching_card_is_one_error(tmp_path: Path) -> None:
    p = _copy_model(tmp_path)
    p.write_bytes(b"not an onnx graph at all")
    card_p = tmp_path / "m.card.json"
    card = json.loads(card_p.read_text())
    card["model_sha256"] = hashlib.sha256(p.read_bytes()).hexdigest()
    card_p.write_text(json.dumps(card))
    with pytest.raises(ModelIntegrityError, match="onnxruntime cannot load it"):
        SemanticDetector(model_path=str(p)).fit([])


def test_a_changed_tokenizer_or_missing_card_is_refused(tmp_path: Path) -> None:
    p = _copy_model(tmp_path)
    tok = tokenizer_path(p)
    tok.write_text(tok.read_text().replace('"[UNK]"', '"[UNK2]"', 1))
    with pytest.raises(ModelIntegrityError, match="tokenizer.json: sha256"):
        SemanticDetector(model_path=str(p)).fit([])
    (tmp_path / "m.card.json").unlink()
    with pytest.raises(ModelIntegrityError, match="no model card"):
        SemanticDetector(model_path=str(p)).fit([])
    with pytest.raises(ModelIntegrityError, match="not found"):
        SemanticDetector(model_path=str(tmp_path / "absent.onnx")).fit([])


def test_missing_runtime_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "onnxruntime", None)
    with pytest.raises(MissingDependencyError, match=r"pip install -e '\.\[semantic\]'"):
        make_detector("semantic").fit([])


def test_missing_runtime_is_one_line_in_the_cli(tmp_path: Path) -> None:
    f = tmp_path / "s.jsonl"
    f.write_text(json.dumps({"question": "Q?", "observation": "O.", "label": 1}) + "\n")
    code = (
        "import sys; sys.modules['onnxruntime'] = None\n"
        "from uselessdetect.cli import main\n"
        f"main(['evaluate', {str(f)!r}, '--detector', 'semantic'])\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.returncode == 1, out.stderr
    assert "Traceback" not in out.stderr
    assert "pip install -e '.[semantic]'" in out.stderr


def test_importing_the_package_imports_no_runtime() -> None:
    code = (
        "import sys, uselessdetect\n"
        "from uselessdetect import available_detectors, make_detector\n"
        "available_detectors(); make_detector('semantic'); make_detector('lexical|semantic')\n"
        "print(sorted(m for m in ('onnxruntime', 'tokenizers', 'torch') if m in sys.modules))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_a_written_model_and_card_load_back_and_judge_alike(tmp_path: Path) -> None:
    # the path training ends on (write_semantic_model → io.save_bytes), without torch
    from uselessdetect.detectors._semantic_io import write_semantic_model
    from uselessdetect.io import read_card

    src = default_semantic_path()
    card = read_card(src)
    fields = {k: card[k] for k in ("cutoff", "max_length", "base_model", "training", "format")}
    out = write_semantic_model(
        src, tmp_path / "m.onnx", fields, detector=make_detector("semantic"), note="copy"
    )
    assert out == read_card(tmp_path / "m.onnx") and out["note"] == "copy"
    assert out["detector"] == "semantic" and "onnxruntime" in out["versions"]
    data = (tmp_path / "m.onnx").read_bytes()
    assert out["model_sha256"] == hashlib.sha256(data).hexdigest() == card["model_sha256"]
    s = Sample("Who sang Arms Wide Open?", "Arms Wide Open", "Arms Wide Open is a song by Creed.")
    copy = make_detector("semantic", model_path=str(tmp_path / "m.onnx")).fit([])
    shipped = make_detector("semantic").fit([])
    assert copy.judge(s).score == shipped.judge(s).score
