"""The classifier as plain arrays + JSON (loads without running code) and its validation report."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from sklearn.metrics import roc_auc_score

from .._types import Sample
from ..exceptions import ModelIntegrityError
from ._features import FEATURE_NAMES, PAGE_FEATURE_NAMES, SampleFeatures, _Idf
from ._trees import ARRAY_NAMES, CompactModel

__all__ = ["from_arrays", "to_arrays", "validation_report"]


def _rates(scores: np.ndarray, y: np.ndarray, groups: np.ndarray, cutoff: float) -> dict:
    out = {}
    for g in sorted(set(groups.tolist())):
        m = groups == g
        entry: dict[str, Any] = {
            "n": int(m.sum()),
            "useless_rate": round(float(np.mean(scores[m] >= cutoff)), 4),
        }
        if len(set(y[m].tolist())) == 2:
            entry["auc"] = round(float(roc_auc_score(y[m], scores[m])), 4)
        out[g] = entry
    return out


def validation_report(
    samples: Sequence[Sample], renderings: Sequence[str], scores: np.ndarray, cutoff: float
) -> dict[str, Any]:
    """Validation metrics at ``cutoff``: overall, per kind, per rendering, and the questions.

    Examples
    --------
    >>> X = [Sample("Q", "a", label=0, kind="gold", source="hotpotqa:1"),
    ...      Sample("Q", "b", label=1, kind="injected", source="hotpotqa:1")]
    >>> r = validation_report(X, ["bare", "bare"], np.array([0.1, 0.9]), 0.5)
    >>> r["auc"], r["per_rendering"]["bare"]["n"], r["questions"]
    (1.0, 2, ['1'])
    """
    from ..corpus import question_key

    y = np.array([s.label for s in samples])
    kinds = np.array([s.kind or "unknown" for s in samples], dtype=object)
    how = np.array(list(renderings), dtype=object)
    return {
        "cutoff": round(float(cutoff), 6),
        "auc": round(float(roc_auc_score(y, scores)), 4),
        "useful_recall": round(float(np.mean(scores[y == 0] < cutoff)), 4),
        "useless_recall": round(float(np.mean(scores[y == 1] >= cutoff)), 4),
        "per_kind": _rates(scores, y, kinds, cutoff),
        "per_rendering": _rates(scores, y, how, cutoff),
        "questions": sorted({question_key(s) for s in samples}),
    }


def to_arrays(det: Any) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
    """A fitted :class:`ClassifierDetector` as ``(arrays, card fields)``."""
    idf = det.features_.idf_
    stems = sorted(idf.idf)
    arrays = dict(det.model_.arrays())
    arrays["idf_stems"] = np.array(stems, dtype=str)
    arrays["idf_values"] = np.array([idf.idf[s] for s in stems], dtype=np.float64)
    arrays["excluded"] = np.asarray(det.excluded_, dtype=np.int64)
    meta = {
        "features": list(FEATURE_NAMES if det.features_.read_shapes else PAGE_FEATURE_NAMES),
        "idf_documents": idf.n,
        "cutoff": float(det.cutoff_),
        "training_data": {"digest": det.training_digest_, "n": det.n_training_},
        "validation": det.validation_,
    }
    return arrays, meta


def from_arrays(arrays: dict[str, np.ndarray], card: dict[str, Any]) -> dict[str, Any]:
    """Fitted state (attribute → value) of a classifier stored by :func:`to_arrays`."""
    if card.get("detector") != "classifier":
        raise ModelIntegrityError(
            f"expected a classifier model, the card says {card.get('detector')!r}"
        )
    read_shapes = card.get("features") == list(FEATURE_NAMES)
    if not read_shapes and card.get("features") != list(PAGE_FEATURE_NAMES):
        raise ModelIntegrityError(
            "the model was trained on another feature set than this uselessdetect computes; "
            "retrain it with `uselessdetect train`"
        )
    need = (*ARRAY_NAMES, "idf_stems", "idf_values", "excluded")
    missing = [k for k in need if k not in arrays]
    if missing:
        raise ModelIntegrityError(f"model arrays lack {', '.join(missing)}")
    stems, values = arrays["idf_stems"].tolist(), arrays["idf_values"].tolist()
    if len(stems) != len(values):
        raise ModelIntegrityError("model arrays idf_stems and idf_values differ in length")
    # a model trained before results were read by shape reads them as one text, as it did
    features = SampleFeatures(read_shapes=read_shapes)
    features.idf_ = _Idf(dict(zip(stems, values, strict=True)), int(card["idf_documents"]))
    features.n_features_in_ = 1
    model = CompactModel.from_arrays({k: arrays[k] for k in ARRAY_NAMES})
    if model.n_features > len(FEATURE_NAMES):
        raise ModelIntegrityError("model trees use more features than this version computes")
    return {
        "features_": features,
        "model_": model,
        "excluded_": np.asarray(arrays["excluded"], dtype=np.int64),
        "cutoff_": float(card["cutoff"]),
        "validation_": card.get("validation"),
        "training_digest_": (card.get("training_data") or {}).get("digest"),
        "n_training_": (card.get("training_data") or {}).get("n"),
    }
