"""What the semantic detector, its cascades, its card and its trainer refuse, and how.

Every check here runs without torch (the option checks run before torch is imported); the
tests that score text need onnxruntime and tokenizers and skip without them.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from importlib.util import find_spec
from pathlib import Path
from typing import Any

import numpy as np
import pytest

from uselessdetect import Sample, Verdict, make_detector
from uselessdetect.detectors import tune_cutoff
from uselessdetect.detectors._cascade import Cascade
from uselessdetect.detectors._semantic import SemanticDetector
from uselessdetect.detectors._semantic_card import embedding_rows
from uselessdetect.detectors._semantic_io import default_semantic_path, tokenizer_path
from uselessdetect.detectors._semantic_text import encodable, segments
from uselessdetect.exceptions import ConfigurationError, ModelIntegrityError

RUNTIME = find_spec("onnxruntime") is not None and find_spec("tokenizers") is not None
needs_runtime = pytest.mark.skipif(not RUNTIME, reason="onnxruntime / tokenizers missing")
Q = "Who founded the band Creed?"


def _copy_model(tmp_path: Path) -> Path:
    tmp_path.mkdir(parents=True, exist_ok=True)
    src = default_semantic_path()
    dst = tmp_path / "m.onnx"
    shutil.copyfile(src, dst)
    shutil.copyfile(tokenizer_path(src), tokenizer_path(dst))
    shutil.copyfile(src.with_name("semantic.card.json"), tmp_path / "m.card.json")
    return dst


def _edit_card(tmp_path: Path, **fields: Any) -> Path:
    p = _copy_model(tmp_path)
    card_p = tmp_path / "m.card.json"
    card = json.loads(card_p.read_text(encoding="utf-8"))
    for key, value in fields.items():
        if value is _DROP:
            card.pop(key)
        else:
            card[key] = value
    card_p.write_text(json.dumps(card), encoding="utf-8")
    return p


_DROP = object()


# ------------------------------------------------------------- A. numeric parameters
@pytest.mark.parametrize(
    ("param", "value", "expected"),
    [
        ("max_length", float("inf"), "max_length must be an integer from 16 to 512"),
        ("max_length", "abc", "max_length must be an integer from 16 to 512 or None"),
        ("max_length", 127.9, "max_length must be an integer"),
        ("batch_size", float("inf"), "batch_size must be an integer >= 1, got inf"),
        ("batch_size", None, "batch_size must be an integer >= 1, got None"),
        ("batch_size", 1.5, "batch_size must be an integer >= 1, got 1.5"),
        ("threads", float("inf"), "threads must be an integer from 1 to 256 or None, got inf"),
        ("threads", 10**30, "threads must be an integer from 1 to 256"),
        ("threads", float("nan"), "threads must be an integer from 1 to 256 or None, got nan"),
        ("threads", 1.5, "threads must be an integer from 1 to 256 or None, got 1.5"),
        ("cutoff", True, "cutoff must be a number >= 0 and <= 1 or None, got True"),
        ("cutoff", "0.5", "cutoff must be a number"),
        ("cutoff", float("nan"), "cutoff must be a number"),
        ("min_useful_recall", "x", "min_useful_recall must be a number > 0 and <= 1"),
        ("model_path", 5, "model_path must be a model file's path"),
    ],
)
def test_every_semantic_parameter_is_checked_by_name(param: str, value: Any, expected: str) -> None:
    det = SemanticDetector(**{param: value})
    assert getattr(det, param) is value  # __init__ stores it unchanged; fit checks it
    with pytest.raises(ConfigurationError) as err:
        det.fit([])
    assert expected in str(err.value)
    assert not hasattr(det, "cutoff_")


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({"low": True}, "low must be a number >= 0 and <= 1, got True"),
        ({"low": "0.1"}, "low must be a number"),
        ({"low": None}, "low must be a number"),
        ({"low": float("nan")}, "low must be a number"),
        ({"high": True}, "high must be a number >= 0 and <= 1 or None, got True"),
        ({"high": float("inf")}, "high must be a number"),
        ({"low": 0.9, "high": 0.2}, "expected low <= high"),
    ],
)
def test_cascade_cut_offs_are_checked_by_name(kwargs: dict, expected: str) -> None:
    c = Cascade(cheap=make_detector("lexical"), expensive=make_detector("keyword"), **kwargs)
    with pytest.raises(ConfigurationError, match=expected):
        c.fit([])


def test_good_values_of_every_kind_pass() -> None:
    c = Cascade(
        cheap=make_detector("lexical"), expensive=make_detector("keyword"), low=np.float64(0.2)
    ).fit([])
    assert c.cut_offs == (0.2, None)
    c = Cascade(cheap=make_detector("lexical"), expensive=make_detector("keyword"), low=0, high=1)
    assert c.fit([]).cut_offs == (0.0, 1.0)


# ------------------------------------------------------------- B. any str is text
def test_encodable_mends_only_what_utf8_cannot_encode() -> None:
    assert encodable("Creed is a band \ud800") == "Creed is a band \ufffd"
    assert encodable("\ud83d\ude00 and \udc00") == "\U0001f600 and \ufffd"
    plain = "Creed — クリード \U0001f600"
    assert encodable(plain) is plain
    ask, result = segments(
        Sample(Q + "\ud800", "band \udfff", query="\ud800", thought="\udc01"), 64
    )
    for text in (ask, result):
        text.encode("utf-8")  # raises on a surrogate left in


@needs_runtime
def test_lone_surrogates_get_the_judgment_of_the_replacement_character() -> None:
    det = SemanticDetector().fit([])
    bad = {"question": Q, "query": "Creed", "observation": "Creed is a band \ud800"}
    mended = {**bad, "observation": "Creed is a band \ufffd"}
    assert det.judge(bad).score == det.judge(mended).score
    odd = {
        "question": "\udc00" + Q,
        "query": "\ud800",
        "observation": "x \udfff",
        "thought": "\ud801",
    }
    assert np.isfinite(det.predict_proba([bad, odd, bad])[:, 1]).all()
    for name in ("lexical|semantic", "classifier|semantic"):
        j = make_detector(name).fit([]).judge(bad)
        assert j.verdict in (Verdict.USEFUL, Verdict.USELESS)


# ------------------------------------------------------------- C. the card's fields
@pytest.mark.parametrize(
    ("field", "value", "expected"),
    [
        ("max_length", None, "an integer from 16 to 512"),
        ("max_length", "abc", "an integer from 16 to 512"),
        ("max_length", -1, "an integer from 16 to 512"),
        ("max_length", 1000, "(the model has 512 position embeddings), got int 1000"),
        ("max_length", 0, "got int 0"),
        ("max_length", True, "got bool true"),
        ("max_length", 127.9, "got float 127.9"),
        ("max_length", _DROP, "got NoneType null"),
        ("cutoff", 2, "expected a number from 0 to 1, got int 2"),
        ("cutoff", -1, "expected a number from 0 to 1, got int -1"),
        ("cutoff", None, "expected a number from 0 to 1, got NoneType null"),
        ("cutoff", _DROP, "expected a number from 0 to 1"),
        ("format", "onnx-fp32", "expected 'onnx-int8 cross-encoder"),
        ("validation", [1], "expected an object"),
    ],
)
def test_every_card_field_the_loader_reads_is_checked(
    tmp_path: Path, field: str, value: Any, expected: str
) -> None:
    p = _edit_card(tmp_path, **{field: value})
    with pytest.raises(ModelIntegrityError) as err:
        SemanticDetector(model_path=str(p)).fit([])
    msg = str(err.value)
    assert f"field `{field}`" in msg and expected in msg and "m.card.json" in msg


def _edit_tokenizer(tmp_path: Path, edit: Any) -> Path:
    """A tokenizer edited by hand, its digest written into the card (so only the edit fails)."""
    p = _copy_model(tmp_path)
    tok_p = tokenizer_path(p)
    tok = json.loads(tok_p.read_text(encoding="utf-8"))
    edit(tok)
    tok_p.write_text(json.dumps(tok), encoding="utf-8")
    card_p = tmp_path / "m.card.json"
    card = json.loads(card_p.read_text(encoding="utf-8"))
    card["tokenizer_sha256"] = hashlib.sha256(tok_p.read_bytes()).hexdigest()
    card_p.write_text(json.dumps(card), encoding="utf-8")
    return p


@needs_runtime
def test_a_tokenizer_that_cannot_run_with_the_graph_is_refused_at_load(tmp_path: Path) -> None:
    def no_unk(tok: dict) -> None:
        del tok["model"]["vocab"]["[UNK]"]

    def past_the_end(tok: dict) -> None:
        tok["model"]["vocab"]["zzzz"] = 40_000

    with pytest.raises(ModelIntegrityError, match=r"m\.tokenizer\.json: cannot encode .*\[UNK\]"):
        SemanticDetector(model_path=str(_edit_tokenizer(tmp_path / "a", no_unk))).fit([])
    with pytest.raises(ModelIntegrityError, match="'zzzz' has id 40000, past the model's 30,522"):
        SemanticDetector(model_path=str(_edit_tokenizer(tmp_path / "b", past_the_end))).fit([])


def test_the_graph_says_its_embedding_sizes() -> None:
    rows = embedding_rows(default_semantic_path().read_bytes())
    assert rows == {"words": 30522, "positions": 512, "types": 2}
    assert embedding_rows(b"") == {} and embedding_rows(b"\xff\xff\xff") == {}


def _varint(n: int) -> bytes:
    out = b""
    while n >= 0x80:
        out += bytes([n & 0x7F | 0x80])
        n >>= 7
    return out + bytes([n])


def _pb_field(num: int, payload: bytes) -> bytes:
    """One length-delimited protobuf field."""
    return bytes([num << 3 | 2]) + _varint(len(payload)) + payload


def test_embedding_sizes_read_from_a_hand_built_graph() -> None:
    def tensor(name: str, dims: list[int], packed: bool) -> bytes:
        if packed:
            body = _pb_field(1, b"".join(map(_varint, dims)))
        else:
            body = b"".join(bytes([1 << 3]) + _varint(d) for d in dims)
        return _pb_field(5, body + _pb_field(8, name.encode()) + bytes([2 << 3, 1]))

    graph = tensor("bert.embeddings.position_embeddings.weight", [64, 300], packed=True)
    graph += tensor("bert.embeddings.word_embeddings.weight_quantized", [100, 8], packed=False)
    graph += tensor("other.weight", [99, 8], packed=True)
    model = bytes([1 << 3, 8]) + _pb_field(7, graph)  # ir_version 8, then the graph
    assert embedding_rows(model) == {"positions": 64, "words": 100}


@needs_runtime
def test_max_length_is_checked_against_the_position_embeddings(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from uselessdetect.detectors import _semantic_card

    few = {"words": 30522, "positions": 64, "types": 2}
    monkeypatch.setattr(_semantic_card, "embedding_rows", lambda model: few)
    with pytest.raises(ModelIntegrityError, match=r"from 16 to 64 \(the model has 64 position"):
        SemanticDetector().fit([])  # the card's 128 is past a 64-position graph
    p = _edit_card(tmp_path, max_length=64)
    with pytest.raises(ConfigurationError, match=r"max_length must be at most 64 for m\.onnx"):
        SemanticDetector(model_path=str(p), max_length=128).fit([])
    assert SemanticDetector(model_path=str(p), max_length=32).fit([]).max_length_ == 32


# ------------------------------------------------------------- D. a tuned cut-off in [0, 1]
def test_tune_cutoff_never_leaves_the_unit_interval() -> None:
    assert tune_cutoff(np.array([0.1, 0.2, 1.0]), np.array([0, 0, 0]), 1.0) == 1.0
    assert tune_cutoff(np.array([0.0, 0.0]), np.array([0, 1]), 1.0) == pytest.approx(5e-7)
    rng = np.random.default_rng(0)
    for _ in range(200):
        scores = rng.choice([0.0, 0.3, 0.999999999, 1.0], size=8)
        y = rng.integers(0, 2, size=8)
        y[0] = 0
        cut = tune_cutoff(scores, y, float(rng.choice([0.5, 0.95, 1.0])))
        assert 0.0 <= cut <= 1.0


def _one_mislabelled_failure() -> tuple[list[Sample], list[int]]:
    X = [
        Sample(Q, f"Creed is an American rock band founded by Scott Stapp in {1990 + i}.", "Creed")
        for i in range(6)
    ]
    return [*X, Sample(Q, "Could not find Creed.", query="Creed")], [0] * 7


@pytest.mark.parametrize("name", ["lexical", pytest.param("semantic", marks=needs_runtime)])
def test_a_mislabelled_failure_does_not_push_the_cutoff_past_one(name: str) -> None:
    X, y = _one_mislabelled_failure()
    det = make_detector(name).fit(X, y)
    assert 0.0 <= det.cutoff_ <= 1.0
    failure = det.judge({"question": Q, "query": "Creed", "observation": "Could not find X."})
    assert failure.score == 1.0 and failure.verdict is Verdict.USELESS
