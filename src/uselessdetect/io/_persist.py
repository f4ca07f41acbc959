"""Save and load trained detectors: joblib file + model card JSON, checked by sha256 and versions.

A model file ``NAME.joblib`` travels with its card ``NAME.card.json`` holding the format
version, package / scikit-learn / numpy versions, parameters, the training data digest,
validation metrics per kind and the model file's sha256. Loading refuses a file whose digest
does not match its card (:class:`~uselessdetect.exceptions.ModelIntegrityError`), refuses a
card of another format version, and warns when scikit-learn's version differs.

.. warning:: Model files are pickles: loading one runs code chosen by whoever made it. Only
   load files you made or trust; the sha256 check detects corruption and mismatched cards,
   not malice (whoever can edit the model can edit its card).
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import sys
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import joblib
import numpy as np
import sklearn
from sklearn.base import BaseEstimator

from .._types import Sample
from ..exceptions import ModelIntegrityError, NotFittedError

__all__ = [
    "FORMAT_VERSION",
    "MODEL_ENV",
    "ModelVersionWarning",
    "card_path",
    "default_model_path",
    "file_sha256",
    "load_model",
    "read_card",
    "save_model",
    "training_digest",
]

#: Version of the model-card format; loading refuses other versions.
FORMAT_VERSION = 1
#: Environment variable naming the model file ``classifier`` loads by default.
MODEL_ENV = "USELESSDETECT_MODEL"
DEFAULT_NAME = "classifier.joblib"


def training_digest(samples: Sequence[Sample], y: np.ndarray) -> str:
    """sha256 of the training samples and labels in order (what the model card records).

    Examples
    --------
    >>> len(training_digest([Sample("Q", "O")], np.array([1])))
    64
    """
    h = hashlib.sha256()
    for s, label in zip(samples, y, strict=True):
        rec = {
            "question": s.question,
            "query": s.query,
            "observation": s.observation,
            "kind": s.kind,
            "label": int(label),
        }
        h.update(json.dumps(rec, sort_keys=True, ensure_ascii=False).encode("utf-8"))
        h.update(b"\n")
    return h.hexdigest()


class ModelVersionWarning(UserWarning):
    """The model was saved with another scikit-learn version than the one loading it."""


def card_path(model_path: str | os.PathLike[str]) -> Path:
    """The card beside a model file: ``x/NAME.joblib`` → ``x/NAME.card.json``.

    Examples
    --------
    >>> card_path("models/classifier.joblib").name
    'classifier.card.json'
    """
    p = Path(model_path)
    return p.with_name(p.stem + ".card.json")


def default_model_path() -> Path:
    """Where ``classifier`` finds its model when none is named.

    In order: ``$USELESSDETECT_MODEL``; ``models/classifier.joblib`` at the top of a source
    checkout (src layout); ``<sys.prefix>/share/uselessdetect/models/classifier.joblib``
    (installed from a wheel).
    """
    env = os.environ.get(MODEL_ENV)
    if env:
        return Path(env)
    checkout = Path(__file__).resolve().parents[3] / "models" / DEFAULT_NAME
    if checkout.is_file():
        return checkout
    return Path(sys.prefix) / "share" / "uselessdetect" / "models" / DEFAULT_NAME


def file_sha256(path: str | os.PathLike[str]) -> str:
    """Hex sha256 of a file's bytes."""
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def _jsonable_params(det: BaseEstimator) -> dict[str, Any]:
    out = {}
    for key, value in det.get_params(deep=False).items():
        out[key] = value if isinstance(value, (str, int, float, bool, type(None))) else repr(value)
    return out


def save_model(detector: BaseEstimator, path: str | os.PathLike[str], **extra: Any) -> Path:
    """Save a fitted detector to ``path`` (joblib) and write its model card beside it.

    Extra keyword arguments are stored in the card (e.g. ``data=[...]`` naming the training
    files and their licences). Returns the card's path.
    """
    if not hasattr(detector, "cutoff_"):
        raise NotFittedError(f"cannot save an unfitted {type(detector).__name__}; fit it first")
    from .._version import __version__

    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    joblib.dump(detector, target, compress=3)
    card = {
        "format_version": FORMAT_VERSION,
        "detector": detector.name,
        "class": f"{type(detector).__module__}:{type(detector).__qualname__}",
        "model_file": target.name,
        "model_sha256": file_sha256(target),
        "versions": {
            "uselessdetect": __version__,
            "scikit-learn": sklearn.__version__,
            "numpy": np.__version__,
            "python": platform.python_version(),
        },
        "params": _jsonable_params(detector),
        "cutoff": float(detector.cutoff_),
        "training_data": {
            "digest": getattr(detector, "training_digest_", None),
            "n": getattr(detector, "n_training_", None),
        },
        "validation": getattr(detector, "validation_", None),
        **extra,
    }
    out = card_path(target)
    out.write_text(json.dumps(card, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return out


def read_card(model_path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read the model card beside ``model_path``; a missing or unreadable card is an error."""
    cp = card_path(model_path)
    try:
        card = json.loads(cp.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise ModelIntegrityError(
            f"no model card beside {model_path}: expected {cp.name}; refusing to load a model "
            "whose origin cannot be checked"
        ) from None
    except json.JSONDecodeError as exc:
        raise ModelIntegrityError(f"model card {cp} is not valid JSON ({exc.msg})") from None
    if not isinstance(card, dict):
        raise ModelIntegrityError(f"model card {cp}: expected a JSON object")
    return card


def load_model(path: str | os.PathLike[str] | None = None, *, check: bool = True) -> Any:
    """Load a detector saved by :func:`save_model`, after checking it against its card.

    Parameters
    ----------
    path : path or None
        The model file; ``None`` → :func:`default_model_path`.
    check : bool, default True
        Verify sha256 and versions. Turn off only for files you made yourself.

    Raises
    ------
    ModelIntegrityError
        The file is missing, has no card, its sha256 differs from the card's, or the card's
        format version is not :data:`FORMAT_VERSION`.

    Warns
    -----
    ModelVersionWarning
        The card's scikit-learn version differs from the installed one.

    Notes
    -----
    Unsafe on files you did not make: joblib files are pickles and run code when loaded.
    """
    p = Path(path) if path is not None else default_model_path()
    if not p.is_file():
        raise ModelIntegrityError(
            f"model file not found: {p} (expected a .joblib saved by `uselessdetect train`; "
            f"set {MODEL_ENV} or pass model_path)"
        )
    if check:
        _check(p, read_card(p))
    return joblib.load(p)


def _check(p: Path, card: dict[str, Any]) -> None:
    if card.get("format_version") != FORMAT_VERSION:
        raise ModelIntegrityError(
            f"model card of {p.name} has format version {card.get('format_version')!r}; "
            f"this uselessdetect reads version {FORMAT_VERSION}"
        )
    want = card.get("model_sha256")
    got = file_sha256(p)
    if want != got:
        raise ModelIntegrityError(
            f"{p.name}: sha256 {got[:16]}… does not match its model card's {str(want)[:16]}…; "
            "the file was changed or belongs to another card — refusing to load it"
        )
    saved = (card.get("versions") or {}).get("scikit-learn")
    if saved and saved.split(".")[:2] != sklearn.__version__.split(".")[:2]:
        warnings.warn(
            f"{p.name} was saved with scikit-learn {saved}, this is {sklearn.__version__}; "
            "predictions may differ — retrain with `uselessdetect train`",
            ModelVersionWarning,
            stacklevel=3,
        )
