"""The ``semantic`` model on disk: ``NAME.onnx`` + ``NAME.tokenizer.json`` + ``NAME.card.json``.

The card has the classifier's form (:mod:`uselessdetect.io._persist`: format version,
versions, parameters, training data digest, validation metrics per kind, data and licences)
plus the sha256 of the tokenizer. Loading reads both files' bytes once, checks both digests
against the card, and only then hands the *same bytes* to onnxruntime and tokenizers, so the
file checked is the file run. ONNX graphs and ``tokenizer.json`` are data: loading runs no
Python code (no pickle anywhere).
"""

from __future__ import annotations

import hashlib
import os
from importlib import resources
from pathlib import Path
from typing import Any

from ..exceptions import ModelIntegrityError
from ..io import FORMAT_VERSION, card_path, read_card, save_bytes

__all__ = [
    "SEMANTIC_ENV",
    "SEMANTIC_FORMAT",
    "default_semantic_path",
    "read_semantic_model",
    "resolve_path",
    "tokenizer_path",
    "write_semantic_model",
]

#: Environment variable naming the model file ``semantic`` loads by default.
SEMANTIC_ENV = "USELESSDETECT_SEMANTIC_MODEL"
#: What the card's ``format`` field says for the files this module reads.
SEMANTIC_FORMAT = "onnx-int8 cross-encoder, one logit = log-odds of useless"
DEFAULT_NAME = "semantic.onnx"


def default_semantic_path() -> Path:
    """``$USELESSDETECT_SEMANTIC_MODEL`` if set, else ``semantic.onnx`` shipped in the package.

    Examples
    --------
    >>> default_semantic_path().name if SEMANTIC_ENV not in os.environ else "semantic.onnx"
    'semantic.onnx'
    """
    env = os.environ.get(SEMANTIC_ENV)
    if env:
        return Path(env)
    return Path(str(resources.files("uselessdetect") / "models" / DEFAULT_NAME))


def resolve_path(model_path: str | os.PathLike[str] | None) -> Path:
    """``model_path`` as a :class:`~pathlib.Path`; ``None``: :func:`default_semantic_path`.

    Examples
    --------
    >>> resolve_path("m/semantic.onnx").name
    'semantic.onnx'
    """
    return Path(model_path) if model_path is not None else default_semantic_path()


def tokenizer_path(model_path: str | os.PathLike[str] | None) -> Path:
    """The tokenizer beside a model: ``x/NAME.onnx`` → ``x/NAME.tokenizer.json``.

    Examples
    --------
    >>> tokenizer_path("m/semantic.onnx").name
    'semantic.tokenizer.json'
    """
    p = Path(model_path) if model_path is not None else default_semantic_path()
    return p.with_name(p.stem + ".tokenizer.json")


def _read(p: Path, what: str) -> bytes:
    if not p.is_file():
        raise ModelIntegrityError(
            f"{what} not found: {p} (expected the files `uselessdetect train --detector "
            f"semantic` writes; set {SEMANTIC_ENV} or pass model_path)"
        )
    try:
        data = p.read_bytes()
    except OSError as exc:
        raise ModelIntegrityError(f"{what} {p}: cannot read ({exc.strerror or exc})") from None
    if not data:
        raise ModelIntegrityError(f"{what} {p} is empty (0 bytes); retrain or restore it")
    return data


def read_semantic_model(
    path: str | os.PathLike[str] | None, *, check: bool = True
) -> tuple[bytes, str, dict[str, Any]]:
    """``(onnx bytes, tokenizer JSON text, card)`` of a semantic model, checked by sha256.

    Raises
    ------
    ModelIntegrityError
        A file is missing, empty or unreadable; the card is missing, not strict JSON, of
        another format version or of another detector; a sha256 differs from the card's.
    """
    p = Path(path) if path is not None else default_semantic_path()
    model = _read(p, "semantic model file")
    tok_p = tokenizer_path(p)
    tok = _read(tok_p, "tokenizer file")
    card = read_card(p) if check else {}
    if check:
        if card.get("format_version") != FORMAT_VERSION:
            raise ModelIntegrityError(
                f"model card of {p.name} has format version {card.get('format_version')!r}; "
                f"this uselessdetect reads version {FORMAT_VERSION}"
            )
        if card.get("detector") != "semantic":
            raise ModelIntegrityError(
                f"{card_path(p).name}: expected a semantic model, the card says "
                f"{card.get('detector')!r}"
            )
        for name, data, key in (
            (p.name, model, "model_sha256"),
            (tok_p.name, tok, "tokenizer_sha256"),
        ):
            got = hashlib.sha256(data).hexdigest()
            if got != card.get(key):
                raise ModelIntegrityError(
                    f"{name}: sha256 {got[:16]}… does not match its model card's "
                    f"{str(card.get(key))[:16]}…; the file was changed, truncated or belongs to "
                    "another card — refusing to load it"
                )
    try:
        text = tok.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise ModelIntegrityError(f"tokenizer file {tok_p} is not UTF-8 ({exc.reason})") from None
    return model, text, card


def write_semantic_model(
    source_onnx: str | os.PathLike[str],
    output: str | os.PathLike[str],
    fields: dict[str, Any],
    /,
    *,
    detector: Any = None,
    **extra: Any,
) -> dict[str, Any]:
    """Copy an ONNX model and the tokenizer beside it to ``output`` with a card; the card.

    The tokenizer (``source.tokenizer.json``) is written first, then the model and the card as
    a pair (:func:`uselessdetect.io.save_bytes`).
    """

    src = Path(source_onnx)
    target = Path(output)
    if target.suffix != ".onnx":
        raise ModelIntegrityError(f"a semantic model file ends in .onnx, got {target.name!r}")
    tok = tokenizer_path(src).read_bytes()
    data = src.read_bytes()
    target.parent.mkdir(parents=True, exist_ok=True)
    tokenizer_path(target).write_bytes(tok)
    return save_bytes(
        data,
        target,
        {
            **fields,
            "tokenizer_file": tokenizer_path(target).name,
            "tokenizer_sha256": hashlib.sha256(tok).hexdigest(),
        },
        detector=detector,
        versions=_runtime_versions(),
        **extra,
    )


def _runtime_versions() -> dict[str, str]:
    import contextlib

    out = {}
    for mod in ("onnxruntime", "tokenizers"):
        with contextlib.suppress(ImportError):  # the trainer has both
            out[mod] = str(__import__(mod).__version__)
    return out
