"""The small trained classifier: engineered features → boosted trees → calibrated P(useless)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

import numpy as np
from sklearn.calibration import CalibratedClassifierCV
from sklearn.ensemble import HistGradientBoostingClassifier
from threadpoolctl import threadpool_limits

from .._checks import check_number
from .._types import Judgment, Sample, Verdict
from ..exceptions import ConfigurationError
from ..io import training_digest
from ._base import ABSTAIN_SCORE, Detector, EarlierNeed, tune_cutoff
from ._classifier_io import from_arrays, to_arrays, validation_report
from ._default import defer_off_pages, mute_shapes
from ._features import FEATURE_GROUPS, FEATURE_NAMES, SampleFeatures
from ._lexical import LexicalDetector
from ._trees import CompactModel

__all__ = ["ClassifierDetector"]

_COL = {n: i for i, n in enumerate(FEATURE_NAMES)}
_NO_OVERLAP = [_COL[n] for n in ("question_in_obs", "query_in_obs", "is_failure")]
_Q, _QU, _HAS_QUERY = _COL["question_in_obs"], _COL["query_in_obs"], _COL["query_in_names"]
_FAILURE = _COL["is_failure"]
_QUERY_WEIGHT = float(LexicalDetector().query_weight)  # coverage weighed as lexical weighs it


def _asked_coverage(q: Any, qu: Any) -> Any:
    """Coverage of what was asked, from the question's and the query's coverage (floats or
    arrays), weighed as ``lexical`` weighs them; a sample without a query uses ``q`` alone."""
    return q ** (1 - _QUERY_WEIGHT) * qu**_QUERY_WEIGHT


class ClassifierDetector(Detector):
    """Small trained classifier over engineered features (a default model ships in the package).

    ``fit(X)`` without labels loads a trained model: ``model_path``, else the file named by
    the environment variable ``USELESSDETECT_MODEL``, else the shipped default (see
    :func:`uselessdetect.io.default_model_path`). Shipped models are ``.npz`` arrays plus a
    JSON card: loading them runs no code. ``.joblib`` files (pickles) load only with
    ``trust=True``.

    ``fit(X, y)`` with labels trains a new one. A share ``validation_size`` of the questions
    is held out. Both sides are re-rendered the ways real tools show pages
    (:func:`uselessdetect.corpus.render_samples`; real logged steps are kept as they are),
    then :class:`SampleFeatures` → histogram gradient boosting → sigmoid calibration fitted
    on out-of-fold scores. The cut-off is chosen on the validation side so that
    ``min_useful_recall`` of useful results are judged useful; per-kind and per-rendering
    validation metrics are kept in ``validation_``. Scoring runs the fitted trees from
    compact arrays (:class:`~uselessdetect.detectors._trees.CompactModel`): equal to
    scikit-learn's predictions, and a single judgment takes microseconds.

    Where nothing the question or query asks appears in a result (and it is not a failure
    message), the classifier is out of its depth; with ``fallback`` it then scores like
    ``lexical`` does: useless, score 1. At the other end, a result that holds at least
    ``useful_coverage`` of what was asked (the question's and the query's content words,
    weighed as ``lexical`` weighs them) and is not a failure message ("Could not find X" names
    X) is held just under the cut-off: the trees may not call useless what the plain overlap
    calls useful with near certainty. Both keep the model from straying far from ``lexical``
    on formats it was not trained on. And off the shapes it reads (one paragraph of prose,
    which it was trained on, and a listing, which it reads by its words), on a record, a
    table, a command's output or a document of several parts, its useless verdict stands
    only where ``default`` calls the result useless too (:func:`~._default.defer_off_pages`),
    as ``semantic``'s does.

    Parameters
    ----------
    model_path : str or None, default None
        Model file to load when fitted without labels (``None``: the default, see above).
    cutoff : float or None, default None
        Fixed cut-off; ``None`` uses the one chosen on the validation split.
    min_useful_recall : float, default 0.97
        Share of useful validation results the chosen cut-off keeps judged useful.
    validation_size : float, default 0.2
        Share of questions held out for calibration checks and the cut-off.
    renderings : int, default 2
        Renderings per synthetic training sample (0: train on the samples as given).
    real_weight : float, default 3.0
        Sample weight of real logged steps (``kind == "real"``) against synthetic ones.
    shaped_weight : float, default 1.0
        Sample weight of search-tool renderings (kinds with a ``/``, as
        :func:`uselessdetect.corpus.shaped_samples` makes them) against pages: below 1 they
        teach the trees shapes while pages keep most of the say. With such rows in the
        training data the features read every result by its shape
        (``SampleFeatures(read_shapes=True)``); without, as one text.
    exclude_groups : tuple of str, default ()
        Feature groups (:data:`~uselessdetect.detectors._features.FEATURE_GROUPS`) to leave
        out (held at 0), for ablations.
    fallback : bool, default True
        Score results sharing nothing with the question or query as useless (see above).
    useful_coverage : float or None, default 0.8
        Coverage of what was asked at or above which the score is held just under the
        cut-off, so the verdict is useful (see above); ``None`` turns the cap off.
    trust : bool, default False
        Allow loading a ``.joblib`` model (a pickle: runs code). Only for files you made.
    max_iter, learning_rate, max_leaf_nodes, max_depth : boosting hyperparameters (the
        depth bounds the levels a single judgment walks).
    random_state : int, default 0
        Seeds the validation split, the renderings and the boosting.

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
    #: A list of names it would call useless gets no verdict, nor does a first rejected call
    #: (see :meth:`_scores`).
    can_abstain = True
    #: A rejected call is useless only when the same call was made before, and off pages and
    #: listings ``default``'s reading decides, a repeat of an earlier result useless: a gate
    #: keeps the tool's earlier results for both (:class:`~uselessdetect.shapes.Seen`).
    reads_earlier: ClassVar[EarlierNeed] = True

    def __init__(
        self,
        *,
        model_path: str | None = None,
        cutoff: float | None = None,
        min_useful_recall: float = 0.97,
        validation_size: float = 0.2,
        renderings: int = 2,
        real_weight: float = 3.0,
        shaped_weight: float = 1.0,
        exclude_groups: tuple[str, ...] = (),
        fallback: bool = True,
        useful_coverage: float | None = 0.8,
        trust: bool = False,
        max_iter: int = 200,
        learning_rate: float = 0.1,
        max_leaf_nodes: int = 15,
        max_depth: int | None = 6,
        random_state: int = 0,
    ) -> None:
        self.model_path = model_path
        self.cutoff = cutoff
        self.min_useful_recall = min_useful_recall
        self.validation_size = validation_size
        self.renderings = renderings
        self.real_weight = real_weight
        self.shaped_weight = shaped_weight
        self.exclude_groups = exclude_groups
        self.fallback = fallback
        self.useful_coverage = useful_coverage
        self.trust = trust
        self.max_iter = max_iter
        self.learning_rate = learning_rate
        self.max_leaf_nodes = max_leaf_nodes
        self.max_depth = max_depth
        self.random_state = random_state

    def _learns_cutoff(self) -> bool:
        return True

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        cov = self.useful_coverage
        if cov is not None and not 0.0 < float(cov) <= 1.0:
            raise ConfigurationError(f"useful_coverage must lie in (0, 1] or be None, got {cov!r}")
        if y is None:
            self._load_pretrained()
            return
        self._check_training_params(y)
        train, val = self._split(samples, y)
        rows, _ = self._rendered(train, int(self.random_state))
        X_train, y_train = self._training_matrix(rows)
        # one thread: OpenMP reductions in the boosting are not bitwise reproducible across
        # thread counts, and retraining must reproduce the model card's metrics exactly
        weight = self._weights(rows)
        with threadpool_limits(limits=1, user_api="openmp"):
            self.calibrated_ = self._estimator().fit(X_train, y_train, sample_weight=weight)
        self.model_ = CompactModel.from_sklearn(self.calibrated_)
        self._validate(val)
        self.training_digest_ = training_digest(samples, y)
        self.n_training_ = {"train": len(train), "validation": len(val), "rows": len(y_train)}

    def _weights(self, rows: list[Sample]) -> np.ndarray:
        """Per-row sample weights: real steps ``real_weight``, shaped rows ``shaped_weight``."""
        kinds = [s.kind or "" for s in rows]
        weight = np.ones(len(rows))
        weight[[k == "real" for k in kinds]] = float(self.real_weight)
        weight[["/" in k for k in kinds]] = float(self.shaped_weight)
        return weight

    def _check_training_params(self, y: np.ndarray) -> None:
        for name in ("real_weight", "shaped_weight"):
            check_number(getattr(self, name), name, low=0.0, low_open=True)
        if not 0.0 < float(self.validation_size) < 1.0:
            raise ConfigurationError(
                f"validation_size must lie in (0, 1), got {self.validation_size!r}"
            )
        unknown = sorted(set(self.exclude_groups) - set(FEATURE_GROUPS))
        if unknown:
            raise ConfigurationError(
                f"exclude_groups: unknown group(s) {unknown}; known: {sorted(FEATURE_GROUPS)}"
            )
        from ..corpus import RENDERINGS

        if not 0 <= int(self.renderings) <= len(RENDERINGS):
            raise ConfigurationError(
                f"renderings must be from 0 to {len(RENDERINGS)} (the distinct renderings), "
                f"got {self.renderings!r}"
            )
        if len(set(y.tolist())) < 2:
            raise ConfigurationError("training needs both useful (0) and useless (1) samples")

    def _split(self, samples: list[Sample], y: np.ndarray) -> tuple[list[Sample], list[Sample]]:
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
        return train, val

    def _rendered(self, samples: list[Sample], seed: int) -> tuple[list[Sample], list[str]]:
        from ..corpus import render_samples

        if int(self.renderings) == 0:
            return samples, ["given"] * len(samples)
        return render_samples(samples, per_sample=int(self.renderings), random_state=seed)

    def _training_matrix(self, rows: list[Sample]) -> tuple[np.ndarray, np.ndarray]:
        # results are read by shape when the model learns shapes (search-tool renderings in
        # its data); a model of pages reads every result as one text, as the shipped one does
        shaped = any("/" in (s.kind or "") for s in rows)
        self.features_ = SampleFeatures(read_shapes=shaped).fit(rows)
        self.excluded_ = np.array(
            [_COL[n] for g in self.exclude_groups for n in FEATURE_GROUPS[g]], dtype=np.int64
        )
        return self._matrix(rows), np.array([s.label for s in rows])

    def _estimator(self) -> CalibratedClassifierCV:
        boost = HistGradientBoostingClassifier(
            max_iter=int(self.max_iter),
            learning_rate=float(self.learning_rate),
            max_leaf_nodes=int(self.max_leaf_nodes),
            max_depth=None if self.max_depth is None else int(self.max_depth),
            l2_regularization=1.0,
            early_stopping=False,
            random_state=self.random_state,
        )
        return CalibratedClassifierCV(boost, method="sigmoid", cv=3, ensemble=False)

    def _validate(self, val: list[Sample]) -> None:
        rows, how = self._rendered(val, int(self.random_state) + 1)
        y_val = np.array([s.label for s in rows])
        # the cut-off is chosen on the model's own scores; the cap then only turns well-covered
        # results under it useful, so the validation rows keep at least the share it aimed at
        # every validation row counts, search-tool renderings (corpus.shaped_samples) too: a
        # cut-off tuned on the pages alone lost more than a point on held-out pages
        # (benchmarks/bench_classifier_shapes.py)
        self.cutoff_ = tune_cutoff(
            self._scores_capped(rows, None), y_val, self._min_useful_recall()
        )
        # abstentions (a list of names, a first rejected call) at 0.5, as predict_proba gives
        self.validation_ = validation_report(
            rows, how, self.predict_proba(rows)[:, 1], self.cutoff_
        )

    def _matrix(self, samples: list[Sample]) -> np.ndarray:
        X = self.features_.transform(samples)
        if len(self.excluded_):
            X[:, self.excluded_] = 0.0
        return X

    def _load_pretrained(self) -> None:
        from ..io import load_model

        loaded = load_model(self.model_path, trust=bool(self.trust))
        state = from_arrays(*loaded) if isinstance(loaded, tuple) else _state_of(loaded)
        for key, value in state.items():
            setattr(self, key, value)

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        out = self._scores_capped(samples, self._cap())
        cut = getattr(self, "cutoff_", None)
        if cut is None:  # while fitting: every row scored, the cut-off is tuned on them
            return out
        return _read_off_pages(out, samples, float(cut))

    def _cap(self) -> float | None:
        """Score that well-covered results are held under: just below the cut-off in use."""
        if self.useful_coverage is None or not hasattr(self, "cutoff_"):
            return None
        return float(np.nextafter(self.cutoff_, 0.0))

    def _scores_capped(self, samples: list[Sample], cap: float | None) -> np.ndarray:
        if len(samples) == 1:
            return np.array([self._score_one(samples[0], cap)])
        X = self.features_.transform(samples)
        bounds = self._bounds(X, cap)
        X[:, self.excluded_] = 0.0
        return bounds(self.model_.predict(X))

    def _bounds(self, X: np.ndarray, cap: float | None) -> Callable[[np.ndarray], np.ndarray]:
        """The fallback and the coverage cap, read off the unablated features ``X``."""
        out_of_depth = ~X[:, _NO_OVERLAP].any(axis=1) if self.fallback else None
        covered = None
        if cap is not None:
            with np.errstate(invalid="ignore"):
                both = _asked_coverage(X[:, _Q], X[:, _QU])
            cov = np.where(X[:, _HAS_QUERY] != -1.0, both, X[:, _Q])
            covered = (cov >= float(self.useful_coverage or 1.0)) & (X[:, _FAILURE] == 0.0)

        def bound(p: np.ndarray) -> np.ndarray:
            if out_of_depth is not None:
                p[out_of_depth] = 1.0
            if covered is not None and cap is not None:
                p[covered] = np.minimum(p[covered], cap)
            return p

        return bound

    def _score_one(self, sample: Sample, cap: float | None = None) -> float:
        """The live path: one result at a time, no batch machinery."""
        row = self.features_.row(sample)
        if self.fallback and not any(row[i] for i in _NO_OVERLAP):
            return 1.0
        x = np.array(row)
        if len(self.excluded_):
            x[self.excluded_] = 0.0
        p = min(max(self.model_.predict_one(x), 0.0), 1.0)
        if cap is not None and p > cap and not row[_FAILURE]:  # "Could not find X" names X
            cov = _asked_coverage(row[_Q], row[_QU]) if row[_HAS_QUERY] != -1.0 else row[_Q]
            if cov >= float(self.useful_coverage or 1.0):
                p = cap
        return p

    def judge(self, sample: Sample | Mapping[str, Any]) -> Judgment:
        """Judge one tool result (a fast path of :meth:`Detector.judge`, same result)."""
        if not isinstance(sample, Sample) or not hasattr(self, "cutoff_"):
            return super().judge(sample)
        score = self._score_one(sample, self._cap())
        if score >= self.cutoff_:  # the same readings as _scores
            score = float(_read_off_pages(np.array([score]), [sample], float(self.cutoff_))[0])
            if score != score:
                return Judgment(Verdict.UNKNOWN, ABSTAIN_SCORE, self.name)
        verdict = Verdict.USELESS if score >= self.cutoff_ else Verdict.USEFUL
        return Judgment(verdict, score, self.name)

    def sklearn_scores(self, samples: list[Sample]) -> np.ndarray:
        """Scores from the scikit-learn estimator this model was trained as (for checks).

        Available on a model trained in this session (``calibrated_``), not on a loaded one.
        """
        X = self.features_.transform(samples)
        bounds = self._bounds(X, self._cap())
        X[:, self.excluded_] = 0.0
        with threadpool_limits(limits=1, user_api="openmp"):
            p = self.calibrated_.predict_proba(X)[:, 1]
        return bounds(np.asarray(p, dtype=float))

    def save(self, path: str, **card: Any) -> str:
        """Save the fitted model and its card (:func:`uselessdetect.io.save_model`); ``.npz``
        paths store plain arrays (loading runs no code), ``.joblib`` a pickle."""
        from ..io import save_arrays, save_model

        if str(path).endswith(".npz"):
            arrays, meta = to_arrays(self)
            return str(save_arrays(arrays, path, meta, detector=self, **card))
        return str(save_model(self, path, **card))


def _read_off_pages(scores: np.ndarray, samples: list[Sample], cutoff: float) -> np.ndarray:
    """``scores`` without the useless verdicts a result's shape does not support
    (:func:`~._default.mute_shapes`), and, on a result that is neither one paragraph of prose
    nor a listing, with a useless verdict only where ``default`` agrees
    (:func:`~._default.defer_off_pages`): trained on pages, the model has no reading of a
    record, a table, a command's output or a document of several parts (a listing it reads by
    its words)."""
    return defer_off_pages(mute_shapes(scores, samples, cutoff), samples, cutoff, listings=False)


def _state_of(other: Any) -> dict[str, Any]:
    from ..exceptions import ModelIntegrityError

    if not isinstance(other, ClassifierDetector) or not hasattr(other, "model_"):
        raise ModelIntegrityError(
            f"expected a trained ClassifierDetector in the model file, got {type(other).__name__}"
        )
    return {k: v for k, v in vars(other).items() if k.endswith("_") and not k.startswith("_")}


def _relabel(s: Sample, label: int) -> Sample:
    return dataclasses.replace(s, label=label)
