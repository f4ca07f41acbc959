"""What a ``semantic`` model must hold before it runs: its card's fields, its graph's sizes,
and a tokenizer that fits the graph.

A card or tokenizer edited by hand (its digest updated to match) must fail at load with one
:class:`~uselessdetect.exceptions.ModelIntegrityError` naming the field, the value and what
was expected — never later, inside onnxruntime or tokenizers, on some long or odd result.
The embedding sizes are read from the ONNX graph itself (its initializers' shapes, through a
small protobuf reader: no ``onnx`` package, no code run), so ``max_length`` is checked
against the positions the model has and the tokenizer's ids against its vocabulary rows.
"""

from __future__ import annotations

import json
import numbers
from collections.abc import Iterator, Mapping
from typing import Any

from ..exceptions import ModelIntegrityError

__all__ = ["MAX_LENGTH_RANGE", "check_card", "check_tokenizer", "embedding_rows"]

#: The token budgets a semantic model may be run with (BERT's usual 512 at most).
MAX_LENGTH_RANGE = (16, 512)
#: Initializer names (a part of them) → the embedding each one is.
_EMBEDDINGS = {
    "word_embeddings": "words",
    "position_embeddings": "positions",
    "token_type_embeddings": "types",
}


def _varint(buf: memoryview, i: int) -> tuple[int, int]:
    out = shift = 0
    while True:
        byte = buf[i]
        i += 1
        out |= (byte & 0x7F) << shift
        if byte < 0x80:
            return out, i
        shift += 7


def _fields(buf: memoryview, start: int, end: int) -> Iterator[tuple[int, int, Any]]:
    """``(field number, wire type, value)`` of one protobuf message: an int for varints,
    ``(start, end)`` for the rest (length-delimited bodies are skipped, never copied)."""
    i = start
    while i < end:
        key, i = _varint(buf, i)
        num, wire = key >> 3, key & 7
        if wire == 0:
            value, i = _varint(buf, i)
            yield num, wire, value
        elif wire in (1, 5):
            size = 8 if wire == 1 else 4
            yield num, wire, (i, i + size)
            i += size
        elif wire == 2:
            size, i = _varint(buf, i)
            yield num, wire, (i, i + size)
            i += size
        else:
            raise ValueError(f"protobuf wire type {wire}")


def _tensor_head(buf: memoryview, span: tuple[int, int]) -> tuple[str, list[int]]:
    """A TensorProto's name (field 8) and dims (field 1, packed or not)."""
    name, dims = "", []
    for num, wire, value in _fields(buf, *span):
        if num == 1 and wire == 0:
            dims.append(value)
        elif num == 1 and wire == 2:
            i, end = value
            while i < end:
                d, i = _varint(buf, i)
                dims.append(d)
        elif num == 8 and wire == 2:
            name = bytes(buf[value[0] : value[1]]).decode("utf-8", "replace")
    return name, dims


def embedding_rows(model: bytes) -> dict[str, int]:
    """Rows of the graph's embedding tables: ``{"words": …, "positions": …, "types": …}``.

    ModelProto field 7 is the graph, GraphProto field 5 its initializers; a table is found by
    its name (``bert.embeddings.word_embeddings.weight``, ``…_quantized`` after int8
    quantisation). A table not found is left out; bytes that are no protobuf give ``{}``
    (onnxruntime then says what is wrong with them).

    Examples
    --------
    >>> embedding_rows(b"not a graph")
    {}
    """
    buf = memoryview(model)
    out: dict[str, int] = {}
    try:
        for num, wire, value in _fields(buf, 0, len(buf)):
            if num != 7 or wire != 2:
                continue
            for gnum, gwire, gvalue in _fields(buf, *value):
                if gnum == 5 and gwire == 2:
                    name, dims = _tensor_head(buf, gvalue)
                    for part, key in _EMBEDDINGS.items():
                        if part in name and len(dims) == 2:
                            out.setdefault(key, int(dims[0]))
    except (ValueError, IndexError):
        return {}
    return out


def _bad(where: str, field: str, expected: str, value: Any) -> ModelIntegrityError:
    got = json.dumps(value, default=str)[:40]
    return ModelIntegrityError(
        f"{where}: field `{field}`: expected {expected}, got {type(value).__name__} {got}"
    )


def check_card(
    card: Mapping[str, Any], rows: Mapping[str, int], where: str, fmt: str
) -> tuple[float, int]:
    """``(cutoff, max_length)`` of a semantic card, every field the loader reads checked.

    ``rows`` is :func:`embedding_rows` of the model; ``where`` names the card in messages;
    ``fmt`` is the ``format`` the reader understands.
    """
    if card.get("format") != fmt:
        raise _bad(where, "format", repr(fmt), card.get("format"))
    cutoff = card.get("cutoff")
    number = isinstance(cutoff, numbers.Real) and not isinstance(cutoff, bool)
    if not number or not 0.0 <= float(cutoff) <= 1.0:  # type: ignore[arg-type]
        raise _bad(where, "cutoff", "a number from 0 to 1", cutoff)
    length = card.get("max_length")
    low, high = MAX_LENGTH_RANGE
    high = min(high, rows.get("positions", high))
    integer = isinstance(length, int) and not isinstance(length, bool)
    if not integer or not low <= length <= high:  # type: ignore[operator]
        raise _bad(where, "max_length", f"an integer from {low} to {high} {_why(rows)}", length)
    for field in ("model_sha256", "tokenizer_sha256"):
        digest = card.get(field)
        if not (isinstance(digest, str) and len(digest) == 64):
            raise _bad(where, field, "a sha256 (64 hex digits)", digest)
    if not isinstance(card.get("validation", {}), dict):
        raise _bad(where, "validation", "an object (the validation metrics)", card["validation"])
    return float(cutoff), int(length)  # type: ignore[arg-type]


def _why(rows: Mapping[str, int]) -> str:
    if "positions" in rows:
        return f"(the model has {rows['positions']} position embeddings)"
    return "(the token budgets a semantic model is run with)"


def check_tokenizer(tokenizer: Any, rows: Mapping[str, int], where: str) -> None:
    """Refuse a tokenizer whose ids run past the graph's word embeddings (``rows["words"]``).

    What else it needs to run (its unknown-word token, the special tokens of its template)
    the loader finds by encoding a test pair with it.
    """
    vocab = tokenizer.get_vocab(with_added_tokens=True)
    top = max(vocab.values(), default=-1)
    if "words" in rows and top >= rows["words"]:
        token = next(t for t, i in vocab.items() if i == top)
        raise ModelIntegrityError(
            f"{where}: token {token!r} has id {top}, past the model's {rows['words']:,} word "
            f"embeddings (expected ids from 0 to {rows['words'] - 1:,}); the tokenizer belongs "
            "to another model"
        )
