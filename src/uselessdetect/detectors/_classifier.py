"""The small trained classifier: engineered features → gradient boosting → calibrated P(useless)."""

from __future__ import annotations

from typing import Any

import numpy as np
from sklearn.calibration import CalibratedClassifierCV
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.metrics import roc_auc_score
from sklearn.pipeline import Pipeline
from threadpoolctl import threadpool_limits

from .._types import Sample
from ..exceptions import ConfigurationError, ModelIntegrityError
from ..io import training_digest
from ._base import Detector, tune_cutoff
from ._features import SampleFeatures

__all__ = ["ClassifierDetector"]


def _per_kind(
    scores: np.ndarray,
    y: np.ndarray,
    kinds: np.ndarray,
    cutoff: float,
) -> dict[str, dict[str, float]]:
    out = {}
    for kind in sorted(set(kinds.tolist())):
        m = kinds == kind
        out[kind] = {
            "n": int(m.sum()),
            "useless_rate": round(float(np.mean(scores[m] >= cutoff)), 4),
        }
    return out


class ClassifierDetector(Detector):
    """Small trained classifier over engineered features (the default ships in ``models/``).

    ``fit(X)`` without labels loads a trained model: ``model_path``, else the file named by
    the environment variable ``USELESSDETECT_MODEL``, else the shipped default (see
    :func:`uselessdetect.io.default_model_path`). ``fit(X, y)`` with labels trains a new
    one: :class:`SampleFeatures` (overlap of question and query with the observation, title
    match, answer-type cues, failure-message flag, …) → histogram gradient boosting →
    sigmoid calibration (:class:`~sklearn.calibration.CalibratedClassifierCV`). A share
    ``validation_size`` of the questions is held out of training; the cut-off is chosen on it
    so that ``min_useful_recall`` of useful results are judged useful, and per-kind
    validation metrics are kept in ``validation_``.

    Loading a model file runs pickle: only load files you made or trust.

    Parameters
    ----------
    model_path : str or None, default None
        Model file to load when fitted without labels (``None``: the default, see above).
    cutoff : float or None, default None
        Fixed cut-off; ``None`` uses the one chosen on the validation split.
    min_useful_recall : float, default 0.95
        Share of useful validation results the chosen cut-off keeps judged useful.
    validation_size : float, default 0.2
        Share of questions held out for calibration checks and the cut-off.
    max_iter, learning_rate, max_leaf_nodes : boosting hyperparameters.
    random_state : int, default 0
        Seeds the validation split and the boosting.

    Examples
    --------
    >>> from uselessdetect.corpus import hotpotqa_samples
    >>> rec = lambda i: {"_id": str(i), "question": f"Who founded band {i}?",
    ...     "supporting_facts": [[f"Band {i}", 0]],
    ...     "context": [[f"Band {i}", [f"Band {i} was founded by Ann {i}.", "It plays rock."]],
    ...                 [f"Other {i}", [f"Other {i} is a town."]]]}
    >>> X = hotpotqa_samples({str(i): rec(i) for i in range(60)})
    >>> det = ClassifierDetector(max_iter=20).fit(X)
    >>> det.judge(X[0]).verdict.value, det.judge(X[1]).verdict.value
    ('useful', 'useless')
    """

    name = "classifier"

    def __init__(
        self,
        *,
        model_path: str | None = None,
        cutoff: float | None = None,
        min_useful_recall: float = 0.95,
        validation_size: float = 0.2,
        max_iter: int = 200,
        learning_rate: float = 0.1,
        max_leaf_nodes: int = 15,
        random_state: int = 0,
    ) -> None:
        self.model_path = model_path
        self.cutoff = cutoff
        self.min_useful_recall = min_useful_recall
        self.validation_size = validation_size
        self.max_iter = max_iter
        self.learning_rate = learning_rate
        self.max_leaf_nodes = max_leaf_nodes
        self.random_state = random_state

    def _learns_cutoff(self) -> bool:
        return True

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        if y is None:
            self._load_pretrained()
            return
        if not 0.0 < float(self.validation_size) < 1.0:
            raise ConfigurationError(
                f"validation_size must lie in (0, 1), got {self.validation_size!r}"
            )
        if len(set(y.tolist())) < 2:
            raise ConfigurationError("training needs both useful (0) and useless (1) samples")
        from ..corpus import split_by_question

        labeled = [
            s if s.label == lab else _relabel(s, int(lab))
            for s, lab in zip(samples, y, strict=True)
        ]
        train, val = split_by_question(
            labeled,
            test_size=float(self.validation_size),
            random_state=f"validation-{self.random_state}",
        )
        if not val or len({s.label for s in val}) < 2 or len({s.label for s in train}) < 2:
            raise ConfigurationError(
                f"the validation split of {len(labeled)} samples needs both labels on each "
                "side; give more questions or change validation_size"
            )
        y_train = np.array([s.label for s in train])
        # one thread: OpenMP reductions in the boosting are not bitwise reproducible across
        # thread counts, and retraining must reproduce the model card's metrics exactly
        with threadpool_limits(limits=1, user_api="openmp"):
            self.pipeline_ = self._pipeline().fit(train, y_train)
        self._validate(val)
        self.training_digest_ = training_digest(samples, y)
        self.n_training_ = {"train": len(train), "validation": len(val)}

    def _pipeline(self) -> Pipeline:
        boost = HistGradientBoostingClassifier(
            max_iter=int(self.max_iter),
            learning_rate=float(self.learning_rate),
            max_leaf_nodes=int(self.max_leaf_nodes),
            l2_regularization=1.0,
            random_state=self.random_state,
        )
        model = CalibratedClassifierCV(boost, method="sigmoid", cv=3)
        return Pipeline([("features", SampleFeatures()), ("model", model)])

    def _validate(self, val: list[Sample]) -> None:
        scores = self.pipeline_.predict_proba(val)[:, 1]
        y_val = np.array([s.label for s in val])
        self.cutoff_ = tune_cutoff(scores, y_val, self._min_useful_recall())
        kinds = np.array([s.kind or "unknown" for s in val], dtype=object)
        self.validation_ = {
            "cutoff": round(self.cutoff_, 6),
            "auc": round(float(roc_auc_score(y_val, scores)), 4),
            "useful_recall": round(float(np.mean(scores[y_val == 0] < self.cutoff_)), 4),
            "useless_recall": round(float(np.mean(scores[y_val == 1] >= self.cutoff_)), 4),
            "per_kind": _per_kind(scores, y_val, kinds, self.cutoff_),
            "questions": sorted({_key(s) for s in val}),
        }

    def _load_pretrained(self) -> None:
        from ..io import load_model

        other = load_model(self.model_path)
        if not isinstance(other, ClassifierDetector) or not hasattr(other, "pipeline_"):
            raise ModelIntegrityError(
                f"expected a trained ClassifierDetector in the model file, got "
                f"{type(other).__name__} (from {self.model_path or 'the default model path'})"
            )
        for key, value in vars(other).items():
            if key.endswith("_") and not key.startswith("_"):
                setattr(self, key, value)

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        # one thread: OpenMP start-up costs more than small batches gain, and parallel work
        # belongs to joblib chunks over samples (design §4)
        with threadpool_limits(limits=1, user_api="openmp"):
            return np.asarray(self.pipeline_.predict_proba(samples)[:, 1], dtype=float)

    def save(self, path: str, **card: Any) -> str:
        """Save the fitted model and its model card (:func:`uselessdetect.io.save_model`)."""
        from ..io import save_model

        return str(save_model(self, path, **card))


def _relabel(s: Sample, label: int) -> Sample:
    return Sample(
        question=s.question,
        observation=s.observation,
        query=s.query,
        thought=s.thought,
        label=label,
        kind=s.kind,
        source=s.source,
    )


def _key(s: Sample) -> str:
    from ..corpus import question_key

    return question_key(s)
