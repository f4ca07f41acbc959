"""The one detector interface: a scikit-learn estimator over sequences of :class:`Sample`.

A subclass implements two hooks:

* ``_fit(samples, y)`` — learn whatever it needs (``y`` may be ``None``), and
* ``_scores(samples) -> ndarray`` — P(useless) per sample, ``NaN`` where it abstains.

The base class turns these into ``fit`` / ``predict_proba`` / ``predict`` / ``judge`` /
``judge_many``, converts dict records to samples, checks fitting, and holds the cut-off:
a score ``>= cutoff_`` is judged useless.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Literal

import numpy as np
from sklearn.base import BaseEstimator, ClassifierMixin

from .._types import Judgment, Sample, Verdict
from ..exceptions import ConfigurationError, InputError, NotFittedError

__all__ = ["Detector", "EarlierNeed", "as_samples", "earlier_need", "earlier_union", "tune_cutoff"]

#: What a detector call accepts per item: a Sample or a mapping with the same fields.
SampleLike = Sample | Mapping[str, Any]

#: Score reported by ``predict_proba`` where a detector abstains: no evidence either way.
ABSTAIN_SCORE = 0.5

#: What a detector reads of a tool's earlier results in the episode (its ``reads_earlier``):
#: ``False`` nothing; ``"calls"`` only the calls behind them (a rejected call made again:
#: :class:`~uselessdetect.shapes.SeenCalls`); ``True`` the results themselves ("nothing new":
#: :class:`~uselessdetect.shapes.Seen`, or their text), which serve a ``"calls"`` reader too.
EarlierNeed = bool | Literal["calls"]


def earlier_need(detector: Any) -> EarlierNeed:
    """What ``detector`` reads of the earlier results: its ``reads_earlier`` as ``False``,
    ``"calls"`` or ``True`` (any other true value reads as ``True``, the whole results).

    Examples
    --------
    >>> class Rule:  # the rejected-call rule only (as ``classifier`` and ``semantic``)
    ...     reads_earlier = "calls"
    >>> earlier_need(Rule()), earlier_need(object())
    ('calls', False)
    """
    need = getattr(detector, "reads_earlier", False)
    if isinstance(need, str) and need == "calls":
        return "calls"
    return bool(need)


def earlier_union(detectors: Iterable[Any]) -> EarlierNeed:
    """What a composite of ``detectors`` reads of the earlier results: the most any of them
    reads (``True`` over ``"calls"`` over ``False``).

    Examples
    --------
    >>> class Calls:  # as ``classifier``
    ...     reads_earlier = "calls"
    >>> class Texts:  # as ``novelty``
    ...     reads_earlier = True
    >>> earlier_union([object(), Calls()]), earlier_union([Calls(), Texts()])
    ('calls', True)
    """
    needs = [earlier_need(d) for d in detectors]
    if any(n is True for n in needs):
        return True
    return "calls" if "calls" in needs else False


def as_samples(X: Iterable[Sample | Mapping[str, Any]] | Sample) -> list[Sample]:
    """Coerce the input of a detector call to a list of :class:`Sample`.

    Accepts samples, mappings with at least ``question`` and ``observation``, or one sample.

    Examples
    --------
    >>> as_samples([{"question": "Q?", "observation": "O."}])[0].query
    ''
    """
    if isinstance(X, Sample):
        return [X]
    if isinstance(X, (str, bytes)) or not isinstance(X, Iterable):
        raise InputError(f"expected a sequence of Sample, got {type(X).__name__}")
    out: list[Sample] = []
    for i, x in enumerate(X):
        if isinstance(x, Sample):
            out.append(x)
        elif isinstance(x, Mapping):
            for key in ("question", "observation"):
                if not isinstance(x.get(key), str):
                    raise InputError(
                        f"expected a string, got {type(x.get(key)).__name__}",
                        line=i + 1,
                        field=key,
                    )
            out.append(Sample.from_dict(x))
        else:
            raise InputError(f"expected a Sample or a mapping, got {type(x).__name__}", line=i + 1)
    return out


def _labels(y: Any, n: int) -> np.ndarray:
    arr = np.asarray(y, dtype=float).reshape(-1)
    if arr.shape[0] != n:
        raise ConfigurationError(f"expected {n} labels, got {arr.shape[0]}")
    if not np.all(np.isin(arr, (0.0, 1.0))):
        raise ConfigurationError("labels must be 0 (useful) or 1 (useless)")
    return arr.astype(int)


def tune_cutoff(scores: np.ndarray, y: np.ndarray, min_useful_recall: float) -> float:
    """The largest-recall cut-off that still judges ``min_useful_recall`` of useful samples useful.

    Samples whose score is ``NaN`` (abstentions) are ignored. The returned cut-off ``c`` is
    such that at least ``min_useful_recall`` of the useful samples have score ``< c``; among
    such cut-offs it is the smallest, which maximises the share of useless samples caught.
    The cut-off never leaves [0, 1]: a score of 1 (an empty result, a tool failure) is always
    judged useless, even where useful-labelled samples scoring 1 (a mislabelled failure)
    then fall short of ``min_useful_recall``.

    Examples
    --------
    >>> tune_cutoff(np.array([0.1, 0.2, 0.3, 0.9]), np.array([0, 0, 0, 1]), 1.0)
    0.6
    >>> tune_cutoff(np.array([0.1, 0.2, 1.0]), np.array([0, 0, 0]), 1.0)
    1.0
    """
    ok = ~np.isnan(scores)
    useful = np.sort(scores[ok & (y == 0)])
    if useful.size == 0:
        raise ConfigurationError("tuning the cut-off needs at least one useful (label 0) sample")
    # index of the useful score that must still fall below the cut-off
    idx = int(np.ceil(min_useful_recall * useful.size)) - 1
    idx = min(max(idx, 0), useful.size - 1)
    below = useful[idx]
    above = scores[ok & (scores > below)]
    nxt = float(above.min()) if above.size else min(1.0, below + 1e-6)
    cut = (below + nxt) / 2.0 if nxt > below else below + 1e-9
    return float(min(max(cut, 0.0), 1.0))


class Detector(ClassifierMixin, BaseEstimator):
    """Base class of every detector (design §5).

    Parameters common to all detectors are declared by subclasses; by convention ``cutoff``
    (a float, or ``None`` for "tune on labels when given, else the documented default") and
    ``min_useful_recall`` (the share of useful results that tuning keeps judged useful).
    """

    #: Registry name; subclasses set it.
    name: ClassVar[str] = "detector"
    #: Whether ``judge`` can return ``Verdict.UNKNOWN``.
    can_abstain: ClassVar[bool] = False
    #: Cut-off used when none is given and no labels are available.
    default_cutoff: ClassVar[float] = 0.5
    #: Whether each call draws fresh randomness (then offline scoring never splits its calls
    #: across processes: every copy would repeat the same draws).
    stochastic: ClassVar[bool] = False

    # ------------------------------------------------------------------ hooks
    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        """Learn from ``samples`` (and labels ``y`` if given). Default: nothing to learn."""

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        """P(useless) per sample; ``NaN`` where the detector abstains."""
        raise NotImplementedError

    # ------------------------------------------------------------ sklearn API
    def fit(self, X: Iterable[SampleLike], y: Any = None) -> Detector:
        """Fit the detector; with labels, tune the cut-off unless one is given.

        Parameters
        ----------
        X : sequence of Sample or mappings
        y : array-like of {0, 1}, optional
            1 = useless. When ``None`` and some samples carry a label, the detector learns from
            the labeled ones (unlabeled samples carry nothing to learn from).

        Returns
        -------
        self
        """
        samples = as_samples(X)
        if y is None and any(s.label is not None for s in samples):
            # labels carried by some samples only: learn from those, never drop them silently
            samples = [s for s in samples if s.label is not None]
        labels = self._resolve_labels(samples, y)
        self._check_params()
        self.classes_ = np.array([0, 1])
        self._fit(samples, labels)
        cutoff = getattr(self, "cutoff", None)
        if cutoff is not None:
            self.cutoff_ = float(cutoff)
        elif self._learns_cutoff():
            pass  # _fit has set cutoff_
        elif labels is not None:
            scores = self._shaped_scores(samples)
            self.cutoff_ = tune_cutoff(scores, labels, float(self._min_useful_recall()))
        else:
            self.cutoff_ = float(self.default_cutoff)
        self.n_features_in_ = 1
        return self

    def predict_proba(self, X: Iterable[SampleLike]) -> np.ndarray:
        """Return an ``(n, 2)`` array; column 1 is P(useless), 0.5 where the detector abstains."""
        p = self._checked_scores(X)
        p = np.where(np.isnan(p), ABSTAIN_SCORE, p)
        return np.column_stack([1.0 - p, p])

    def predict(self, X: Iterable[SampleLike]) -> np.ndarray:
        """Return 1 (useless) or 0 (useful) per sample; abstentions count as useful (0)."""
        p = self._checked_scores(X)
        return np.where(np.isnan(p), 0, (p >= self.cutoff_).astype(int))

    def decision_function(self, X: Iterable[SampleLike]) -> np.ndarray:
        """Score minus cut-off: positive means judged useless (abstentions give 0)."""
        p = self._checked_scores(X)
        return np.where(np.isnan(p), 0.0, p - self.cutoff_)

    # ---------------------------------------------------------- verdict API
    def judge(self, sample: SampleLike) -> Judgment:
        """Judge one tool result."""
        return self.judge_many([sample])[0]

    def judge_many(self, X: Iterable[SampleLike]) -> list[Judgment]:
        """Judge many results; detectors that can abstain return ``Verdict.UNKNOWN``."""
        p = self._checked_scores(X)
        out = []
        for s in p.tolist():
            if s != s:  # NaN: abstained
                out.append(Judgment(Verdict.UNKNOWN, ABSTAIN_SCORE, self.name))
            else:
                v = Verdict.USELESS if s >= self.cutoff_ else Verdict.USEFUL
                out.append(Judgment(v, float(s), self.name))
        return out

    # ---------------------------------------------------------------- helpers
    def _checked_scores(self, X: Any) -> np.ndarray:
        if not hasattr(self, "cutoff_"):
            raise NotFittedError(
                f"this {type(self).__name__} is not fitted yet; call fit(X[, y]) first "
                f"(with X = [] for a detector that needs no training)"
            )
        samples = as_samples(X)
        if not samples:
            return np.zeros(0)
        return np.clip(self._shaped_scores(samples), 0.0, 1.0)

    def _shaped_scores(self, samples: list[Sample]) -> np.ndarray:
        """``_scores`` checked to be one number per sample (ConfigurationError otherwise)."""
        raw = self._scores(samples)
        try:
            p = np.asarray(raw, dtype=float)
        except (TypeError, ValueError):
            p = np.asarray(raw, dtype=object)
        if p.shape != (len(samples),) or p.dtype != float:
            raise ConfigurationError(
                f"{type(self).__name__}._scores must return one number per sample, shape "
                f"({len(samples)},); it returned {p.dtype} of shape {p.shape}"
            )
        return p

    @staticmethod
    def _resolve_labels(samples: list[Sample], y: Any) -> np.ndarray | None:
        if y is not None:
            return _labels(y, len(samples))
        if samples and all(s.label is not None for s in samples):
            return _labels([s.label for s in samples], len(samples))
        return None

    def _check_params(self) -> None:
        cutoff = getattr(self, "cutoff", None)
        if cutoff is not None and not 0.0 <= float(cutoff) <= 1.0:
            raise ConfigurationError(f"cutoff must lie in [0, 1], got {cutoff!r}")
        r = self._min_useful_recall()
        if not 0.0 < r <= 1.0:
            raise ConfigurationError(f"min_useful_recall must lie in (0, 1], got {r!r}")

    def _min_useful_recall(self) -> float:
        return float(getattr(self, "min_useful_recall", 0.95))

    def _learns_cutoff(self) -> bool:
        """Whether ``_fit`` sets ``cutoff_`` itself (a trained classifier, the random baseline).

        Otherwise labels given to ``fit`` tune the cut-off with :func:`tune_cutoff`.
        """
        return False

    def __sklearn_tags__(self) -> Any:  # pragma: no cover - sklearn ≥ 1.6 only
        tags = super().__sklearn_tags__()
        tags.input_tags.two_d_array = False
        tags.input_tags.string = True
        tags.non_deterministic = False
        return tags
