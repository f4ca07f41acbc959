"""Save and load trained detectors with a model card, checked by sha256 and versions.

A model file travels with its card ``NAME.card.json`` holding the format version, package /
scikit-learn / numpy versions, parameters, the training data digest, validation metrics and
the model file's sha256. Two storage forms:

* ``NAME.npz`` — plain numpy arrays (no pickled objects; read with ``allow_pickle=False``)
  plus the JSON card: loading runs no code. The shipped classifier is stored this way.
* ``NAME.joblib`` — a pickle of any detector. Loading a pickle runs code chosen by whoever
  made the file, so :func:`load_model` refuses it unless called with ``trust=True``: only
  for files you made yourself.

Loading streams the file through sha256 and compares it with the card *before* any byte is
deserialised; a mismatch is refused (:class:`~uselessdetect.exceptions.ModelIntegrityError`),
so is a card of another format version; another scikit-learn version warns. The sha256
check detects corruption and mismatched cards, not malice (whoever can edit the model can
edit its card) — which is why the trusted form holds no code. The model and its card are
written as a pair: both to temporary files first, then both renamed; on failure neither is
left.
"""

from __future__ import annotations

import hashlib
import json
import os
import platform
import warnings
from collections.abc import Callable, Sequence
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
import sklearn
from sklearn.base import BaseEstimator

from .._types import Sample
from ..exceptions import ConfigurationError, ModelIntegrityError, NotFittedError

__all__ = [
    "FORMAT_VERSION",
    "MODEL_ENV",
    "ModelVersionWarning",
    "card_path",
    "default_model_path",
    "file_sha256",
    "load_model",
    "read_card",
    "save_arrays",
    "save_model",
    "training_digest",
]

#: Version of the model-card format; loading refuses other versions.
FORMAT_VERSION = 2
#: Environment variable naming the model file ``classifier`` loads by default.
MODEL_ENV = "USELESSDETECT_MODEL"
DEFAULT_NAME = "classifier.npz"


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


#: The keys a model card holds of its own (the card's frame and what the writers record):
#: fields passed as ``extra`` may add keys but never replace one of these.
CARD_KEYS = frozenset(
    {
        "class",
        "cutoff",
        "detector",
        "features",
        "format_version",
        "idf_documents",
        "model_file",
        "model_sha256",
        "params",
        "training_data",
        "validation",
        "versions",
    }
)


def _merged(fields: dict[str, Any], extra: dict[str, Any]) -> dict[str, Any]:
    """``fields`` plus ``extra``; an ``extra`` key the card holds itself is refused."""
    clash = sorted((CARD_KEYS | set(fields)) & set(extra))
    if clash:
        raise ConfigurationError(
            f"model card field(s) {', '.join(clash)} are written by uselessdetect itself and "
            "cannot be replaced; give your own fields other names"
        )
    return {**fields, **extra}


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

    ``$USELESSDETECT_MODEL`` if set, else ``classifier.npz`` shipped inside the package
    (``uselessdetect/models/``, found through :mod:`importlib.resources`, so every install
    method — wheel, ``--user``, ``--target``, editable — finds it).

    Examples
    --------
    >>> default_model_path().name if MODEL_ENV not in os.environ else "classifier.npz"
    'classifier.npz'
    """
    env = os.environ.get(MODEL_ENV)
    if env:
        return Path(env)
    return Path(str(resources.files("uselessdetect") / "models" / DEFAULT_NAME))


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


def _card(target: Path, sha: str, detector: Any, fields: dict[str, Any]) -> dict[str, Any]:
    from .._version import __version__

    return {
        "format_version": FORMAT_VERSION,
        "detector": detector.name,
        "model_file": target.name,
        "model_sha256": sha,
        "versions": {
            "uselessdetect": __version__,
            "scikit-learn": sklearn.__version__,
            "numpy": np.__version__,
            "python": platform.python_version(),
        },
        "params": _jsonable_params(detector),
        **fields,
    }


def _write_pair(target: Path, write: Callable[[Any], None], card: Callable[[str], dict]) -> Path:
    """Write a model file and its card as a pair: temporaries first, then both renamed."""
    target.parent.mkdir(parents=True, exist_ok=True)
    out = card_path(target)
    tmp_model = target.with_name(f".{target.name}.{os.getpid()}.part")
    tmp_card = out.with_name(f".{out.name}.{os.getpid()}.part")
    renamed = False
    try:
        with open(tmp_model, "wb") as fh:
            write(fh)
        text = json.dumps(card(file_sha256(tmp_model)), indent=2, ensure_ascii=False) + "\n"
        tmp_card.write_text(text, encoding="utf-8")
        os.replace(tmp_model, target)
        renamed = True
        os.replace(tmp_card, out)
    except BaseException:
        if renamed:
            target.unlink(missing_ok=True)
        raise
    finally:
        tmp_model.unlink(missing_ok=True)
        tmp_card.unlink(missing_ok=True)
    return out


def save_model(detector: BaseEstimator, path: str | os.PathLike[str], **extra: Any) -> Path:
    """Save a fitted detector to ``path`` (joblib, a pickle) with its model card beside it.

    Extra keyword arguments are stored in the card (e.g. ``data=[...]`` naming the training
    files and their licences). Returns the card's path. Loading the file back needs
    ``load_model(path, trust=True)``; the classifier can be stored without pickles instead
    (``ClassifierDetector.save("m.npz")``, :func:`save_arrays`).
    """
    if not hasattr(detector, "cutoff_"):
        raise NotFittedError(f"cannot save an unfitted {type(detector).__name__}; fit it first")
    import joblib

    target = Path(path)
    fields = {
        "class": f"{type(detector).__module__}:{type(detector).__qualname__}",
        "cutoff": float(detector.cutoff_),
        "training_data": {
            "digest": getattr(detector, "training_digest_", None),
            "n": getattr(detector, "n_training_", None),
        },
        "validation": getattr(detector, "validation_", None),
    }
    fields = _merged(fields, extra)
    return _write_pair(
        target,
        lambda fh: joblib.dump(detector, fh, compress=3),
        lambda sha: _card(target, sha, detector, fields),
    )


def save_arrays(
    arrays: dict[str, np.ndarray],
    path: str | os.PathLike[str],
    fields: dict[str, Any],
    *,
    detector: Any = None,
    **extra: Any,
) -> Path:
    """Save a model as plain arrays (``.npz``, no pickles) with its card; returns the card path.

    ``fields`` (and ``extra``) go into the card; ``detector`` supplies the name and params.
    Every array must be numeric, boolean or string (``allow_pickle=False`` on both sides).
    """
    target = Path(path)
    merged = _merged(fields, extra)
    for key, value in arrays.items():
        if np.asarray(value).dtype.hasobject:
            raise ModelIntegrityError(f"array {key!r} holds Python objects; store plain values")
    return _write_pair(
        target,
        lambda fh: np.savez_compressed(fh, allow_pickle=False, **arrays),
        lambda sha: _card(target, sha, detector, merged),
    )


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


def load_model(
    path: str | os.PathLike[str] | None = None, *, check: bool = True, trust: bool = False
) -> Any:
    """Load a model saved by :func:`save_arrays` or :func:`save_model`, checked against its card.

    Parameters
    ----------
    path : path or None
        The model file; ``None`` → :func:`default_model_path`.
    check : bool, default True
        Verify sha256 and versions. Turn off only for files you made yourself.
    trust : bool, default False
        Needed for ``.joblib`` files: they are pickles and run code when loaded.

    Returns
    -------
    tuple or object
        ``(arrays, card)`` for an ``.npz`` model (a dict of numpy arrays, read with
        ``allow_pickle=False``, and the card); the unpickled detector for ``.joblib``.

    Raises
    ------
    ModelIntegrityError
        The file is missing, has no card, its sha256 differs from the card's, the card's
        format version is not :data:`FORMAT_VERSION`, or it is a pickle and ``trust`` is off.

    Warns
    -----
    ModelVersionWarning
        The card's scikit-learn version differs from the installed one.
    """
    p = Path(path) if path is not None else default_model_path()
    if not p.is_file():
        raise ModelIntegrityError(
            f"model file not found: {p} (expected a .npz saved by `uselessdetect train`; "
            f"set {MODEL_ENV} or pass model_path)"
        )
    is_arrays = p.suffix == ".npz"
    if not is_arrays and not trust:
        raise ModelIntegrityError(
            f"{p.name} is a pickle (joblib): loading it runs code chosen by whoever made it. "
            "Pass trust=True only for a file you made yourself, or save models as .npz"
        )
    card = read_card(p) if (check or is_arrays) else {}
    if check:
        _check(p, card)  # streams the file through sha256 before anything is deserialised
    if is_arrays:
        try:
            with np.load(p, allow_pickle=False) as z:
                return {k: z[k] for k in z.files}, card
        except (ValueError, OSError) as exc:
            raise ModelIntegrityError(f"{p.name}: not a readable .npz of arrays ({exc})") from None
    import joblib

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
