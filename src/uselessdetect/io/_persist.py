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

import contextlib
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
from ._files import path_argument
from ._json import BadJSON, find_bad, json_error, loads
from ._outputs import output_target, signals_held

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
    "save_bytes",
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
        "detector": getattr(detector, "name", None),
        "model_file": target.name,
        "model_sha256": sha,
        "versions": {
            "uselessdetect": __version__,
            "scikit-learn": sklearn.__version__,
            "numpy": np.__version__,
            "python": platform.python_version(),
        },
        "params": _jsonable_params(detector) if hasattr(detector, "get_params") else {},
        **fields,
    }


def _card_text(card: dict[str, Any]) -> str:
    try:
        return json.dumps(card, indent=2, ensure_ascii=False, allow_nan=False) + "\n"
    except (TypeError, ValueError, RecursionError):
        message, field = find_bad(card) or ("not serialisable as JSON", None)
        where = f" field `{field}`:" if field else ""
        raise ModelIntegrityError(f"cannot write the model card:{where} {message}") from None


def _named(exc: OSError, name: Path) -> OSError:
    return OSError(exc.errno, f"cannot write ({exc.strerror or exc})", str(name))


def _replace_pair(pairs: list[tuple[Path, Path]]) -> None:
    """Rename each temporary over its target, all or none: the one point of no return.

    Signals are held back while it runs, so Ctrl-C, SIGTERM or SIGHUP come either before it
    (the targets untouched) or after it (both replaced). If a rename fails, the targets
    already replaced get their previous version back (kept as a hard link meanwhile).
    """
    done: list[tuple[Path, Path | None]] = []
    with signals_held():
        try:
            for tmp, real in pairs:
                backup: Path | None = None
                if real.exists():
                    backup = tmp.with_name(tmp.name + ".old")
                    try:
                        os.link(real, backup)
                    except OSError:
                        backup = None
                done.append((real, backup))
                os.replace(tmp, real)
        except BaseException:
            for real, backup in done[:-1]:
                with contextlib.suppress(OSError):
                    if backup is not None:
                        os.replace(backup, real)
                    else:
                        real.unlink()
            raise
        finally:
            for _, backup in done:
                if backup is not None:
                    with contextlib.suppress(OSError):
                        backup.unlink()


def _write_pair(target: Path, write: Callable[[Any], None], card: Callable[[str], dict]) -> Path:
    """Write a model file and its card as a pair: temporaries first, then both renamed.

    Both must be regular files (a device, a FIFO or ``-`` is refused); a symbolic link is
    followed (its target written, the link kept). A failed write names the file. Until both
    temporaries are complete, an error or a signal leaves the targets untouched; the two
    renames then run as one step (:func:`_replace_pair`).
    """
    out = card_path(target)
    real_model = Path(output_target(target, streams=False)[1])
    real_card = Path(output_target(out, streams=False)[1])
    tmp_model = real_model.with_name(f".{real_model.name}.{os.getpid()}.part")
    tmp_card = real_card.with_name(f".{real_card.name}.{os.getpid()}.part")
    current = target
    try:
        real_model.parent.mkdir(parents=True, exist_ok=True)
        real_card.parent.mkdir(parents=True, exist_ok=True)
        with open(tmp_model, "wb") as fh:
            write(fh)
        text = _card_text(card(file_sha256(tmp_model)))
        current = out
        tmp_card.write_text(text, encoding="utf-8")
        current = target
        _replace_pair([(tmp_model, real_model), (tmp_card, real_card)])
    except OSError as exc:
        raise _named(exc, current) from None
    finally:
        tmp_model.unlink(missing_ok=True)
        tmp_card.unlink(missing_ok=True)
    return out


def save_model(detector: BaseEstimator, path: str | os.PathLike[str], /, **extra: Any) -> Path:
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


def save_bytes(
    data: bytes,
    path: str | os.PathLike[str],
    fields: dict[str, Any],
    /,
    *,
    detector: Any = None,
    versions: dict[str, str] | None = None,
    **extra: Any,
) -> dict[str, Any]:
    """Save a model file given as bytes (an ONNX graph) with its card; returns the card.

    The file and the card are written as a pair (both or neither); ``fields`` (and ``extra``)
    go into the card, ``detector`` supplies the name and params, ``versions`` joins the
    card's package versions (the runtime a model needs).
    """
    target = Path(path)
    merged = _merged(fields, extra)
    holder: dict[str, Any] = {}

    def card(sha: str) -> dict[str, Any]:
        out = _card(target, sha, detector, merged)
        out["versions"].update(versions or {})
        holder["card"] = out
        return out

    _write_pair(target, lambda fh: fh.write(data), card)
    return holder["card"]


def save_arrays(
    arrays: dict[str, np.ndarray],
    path: str | os.PathLike[str],
    fields: dict[str, Any],
    /,
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
        _refuse_nan(key, np.asarray(value), "cannot save")
    return _write_pair(
        target,
        lambda fh: np.savez_compressed(fh, allow_pickle=False, **arrays),
        lambda sha: _card(target, sha, detector, merged),
    )


def _refuse_nan(key: str, array: np.ndarray, what: str) -> None:
    if array.dtype.kind in "fc" and np.isnan(array).any():
        raise ModelIntegrityError(
            f"{what}: array {key!r} holds NaN ({int(np.isnan(array).sum()):,} of "
            f"{array.size:,} values); a model's numbers must be numbers"
        )


#: What a card's fields must be, when present: (types, description).
_CARD_FIELDS: dict[str, tuple[tuple[type, ...], str]] = {
    "format_version": ((int,), "an integer"),
    "model_sha256": ((str,), "a hex string"),
    "model_file": ((str,), "a file name"),
    "detector": ((str,), "a detector name"),
    "versions": ((dict,), "an object of version strings"),
    "params": ((dict,), "an object"),
    "training_data": ((dict,), "an object"),
    "features": ((list,), "a list of feature names"),
    "cutoff": ((int, float), "a number"),
    "idf_documents": ((int,), "an integer"),
}


def _check_card_fields(card: dict[str, Any], cp: Path) -> None:
    for key, (types, what) in _CARD_FIELDS.items():
        value = card.get(key)
        if value is None:
            continue
        if isinstance(value, bool) or not isinstance(value, types):
            raise ModelIntegrityError(
                f"model card {cp}: field `{key}`: expected {what}, got "
                f"{type(value).__name__} {json.dumps(value, default=str)[:40]}"
            )
    for name, version in (card.get("versions") or {}).items():
        if not isinstance(version, str):
            raise ModelIntegrityError(
                f"model card {cp}: field `versions.{name}`: expected a version string, got "
                f"{type(version).__name__}"
            )


def read_card(model_path: str | os.PathLike[str]) -> dict[str, Any]:
    """Read the model card beside ``model_path``; a missing or unreadable card is an error.

    The card must be strict JSON (UTF-8, no duplicate key, no ``NaN``, see
    :func:`uselessdetect.io._json.loads`) holding an object whose known fields have their
    types (``format_version`` an integer, ``versions`` an object of strings, …).
    """
    cp = card_path(model_path)
    try:
        raw = cp.read_bytes()
    except FileNotFoundError:
        raise ModelIntegrityError(
            f"no model card beside {model_path}: expected {cp.name}; refusing to load a model "
            "whose origin cannot be checked"
        ) from None
    except OSError as exc:
        raise ModelIntegrityError(f"model card {cp}: cannot read ({exc.strerror or exc})") from None
    try:
        card = loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise ModelIntegrityError(
            f"model card {cp} is not valid UTF-8 (byte 0x{raw[exc.start]:02x} at offset "
            f"{exc.start})"
        ) from None
    except json.JSONDecodeError as exc:
        raise ModelIntegrityError(f"model card {cp}: {json_error(exc)}") from None
    except BadJSON as exc:
        raise ModelIntegrityError(f"model card {cp}: {exc}") from None
    if not isinstance(card, dict):
        raise ModelIntegrityError(f"model card {cp}: expected a JSON object")
    _check_card_fields(card, cp)
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
        The file is missing, empty, truncated or not an archive of arrays (or holds NaN), has
        no card or a card that is not strict JSON with fields of the right types, its sha256
        differs from the card's, the card's format version is not :data:`FORMAT_VERSION`, or
        it is a pickle and ``trust`` is off.

    Warns
    -----
    ModelVersionWarning
        The card's scikit-learn version differs from the installed one.
    """
    p = Path(path_argument(path, what="model path")) if path is not None else default_model_path()
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
    if p.stat().st_size == 0:
        raise ModelIntegrityError(f"model file {p} is empty (0 bytes); retrain or restore it")
    card = read_card(p) if (check or is_arrays) else {}
    if check:
        _check(p, card)  # streams the file through sha256 before anything is deserialised
    if is_arrays:
        return _load_arrays(p), card
    import joblib

    try:
        return joblib.load(p)
    except Exception as exc:  # noqa: BLE001 - a trusted pickle can fail in any way
        raise ModelIntegrityError(
            f"model file {p}: cannot be unpickled ({type(exc).__name__}: {exc})"
        ) from None


def _load_arrays(p: Path) -> dict[str, np.ndarray]:
    """The arrays of an ``.npz`` (no pickles); a file that is no such thing is refused."""
    import struct
    import zipfile
    import zlib

    if not zipfile.is_zipfile(p):
        raise ModelIntegrityError(
            f"model file {p} is not a .npz (zip) archive of arrays (truncated or another format)"
        )
    try:
        with np.load(p, allow_pickle=False) as z:
            arrays = {k: z[k] for k in z.files}
    except (
        ValueError,
        OSError,
        EOFError,
        KeyError,
        zipfile.BadZipFile,
        zlib.error,
        struct.error,
        NotImplementedError,  # a zip feature the reader lacks: its version, patched data
        RuntimeError,  # an encrypted member
    ) as exc:
        raise ModelIntegrityError(
            f"model file {p}: not a readable .npz of arrays ({type(exc).__name__}: {exc})"
        ) from None
    for key, array in arrays.items():
        if array.dtype.hasobject:
            raise ModelIntegrityError(f"model file {p}: array {key!r} holds Python objects")
        _refuse_nan(key, array, f"model file {p}")
    return arrays


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
    saved = (card.get("versions") or {}).get("scikit-learn")  # checked: strings
    if saved and saved.split(".")[:2] != sklearn.__version__.split(".")[:2]:
        warnings.warn(
            f"{p.name} was saved with scikit-learn {saved}, this is {sklearn.__version__}; "
            "predictions may differ — retrain with `uselessdetect train`",
            ModelVersionWarning,
            stacklevel=3,
        )
