"""Compact boosted-tree inference: fitted trees and a sigmoid calibration as plain numpy arrays.

scikit-learn trains the classifier; :class:`CompactModel` evaluates it. Calling
``predict_proba`` of a scikit-learn pipeline on one sample costs milliseconds of per-call
overhead (validation, thread pools, the calibrator's wrappers); a live gate judges one
result at a time. Here all trees of a fitted
:class:`~sklearn.ensemble.HistGradientBoostingClassifier` are flattened into one node table
and walked for all trees at once, level by level, with a handful of numpy operations; the
sigmoid calibration ``1 / (1 + exp(a·f + b))`` follows. Predictions equal scikit-learn's up
to floating-point summation order (tests check 1e-9). The arrays hold numbers only, so a
model stored this way (``.npz`` with ``allow_pickle=False``) loads without running code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np

from ..exceptions import ModelIntegrityError

__all__ = ["ARRAY_NAMES", "CompactModel"]

_CHUNK = 512  # rows per pass: keeps the (rows × trees) index arrays in (L2) cache

#: The arrays a :class:`CompactModel` is made of (and the keys of its ``.npz`` file).
ARRAY_NAMES: tuple[str, ...] = (
    "feature",
    "threshold",
    "left",
    "right",
    "missing_left",
    "value",
    "roots",
    "scalars",
)


@dataclass(frozen=True)
class CompactModel:
    """Boosted trees + sigmoid calibration as flat arrays.

    Leaves point to themselves (``left == right == index``, threshold ``+inf``), so
    ``depth`` steps of ``node = left or right`` from every root land on every tree's leaf.
    ``scalars`` holds ``[baseline, a, b, depth]``.

    Examples
    --------
    >>> from sklearn.ensemble import HistGradientBoostingClassifier
    >>> from sklearn.calibration import CalibratedClassifierCV
    >>> rng = np.random.default_rng(0)
    >>> X = rng.normal(size=(300, 3)); y = (X[:, 0] + rng.normal(size=300) > 0).astype(int)
    >>> cal = CalibratedClassifierCV(HistGradientBoostingClassifier(max_iter=10),
    ...                              method="sigmoid", ensemble=False).fit(X, y)
    >>> m = CompactModel.from_sklearn(cal)
    >>> bool(np.allclose(m.predict(X), cal.predict_proba(X)[:, 1], rtol=0, atol=1e-12))
    True
    """

    feature: np.ndarray
    threshold: np.ndarray
    left: np.ndarray
    right: np.ndarray
    missing_left: np.ndarray
    value: np.ndarray
    roots: np.ndarray
    scalars: np.ndarray

    @classmethod
    def from_sklearn(cls, calibrated: Any) -> CompactModel:
        """Flatten a fitted ``CalibratedClassifierCV(HistGradientBoostingClassifier,
        method="sigmoid", ensemble=False)`` (binary)."""
        cc = calibrated.calibrated_classifiers_
        if len(cc) != 1 or len(cc[0].calibrators) != 1:
            raise ModelIntegrityError(
                "compact inference needs one binary sigmoid calibrator (ensemble=False); "
                f"got {len(cc)} calibrated classifiers"
            )
        boost, cal = cc[0].estimator, cc[0].calibrators[0]
        parts, roots, offset, depth = [], [], 0, 1
        for (predictor,) in boost._predictors:
            nodes = predictor.nodes
            if nodes["is_categorical"].any():
                raise ModelIntegrityError("categorical splits are not supported")
            parts.append(nodes)
            roots.append(offset)
            offset += len(nodes)
            depth = max(depth, int(nodes["depth"].max()))
        nodes = np.concatenate(parts)
        start = np.repeat(np.array(roots, dtype=np.int64), [len(p) for p in parts])
        leaf = nodes["is_leaf"].astype(bool)
        own = np.arange(len(nodes), dtype=np.int64)
        baseline = float(np.asarray(boost._baseline_prediction).ravel()[0])
        return cls(
            feature=np.where(leaf, 0, nodes["feature_idx"]).astype(np.int64),
            threshold=np.where(leaf, np.inf, nodes["num_threshold"]).astype(np.float64),
            left=np.where(leaf, own, start + nodes["left"]),
            right=np.where(leaf, own, start + nodes["right"]),
            missing_left=np.where(leaf, True, nodes["missing_go_to_left"].astype(bool)),
            value=np.where(leaf, nodes["value"], 0.0).astype(np.float64),
            roots=np.array(roots, dtype=np.int64),
            scalars=np.array([baseline, float(cal.a_), float(cal.b_), float(depth)]),
        )

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray]) -> CompactModel:
        """Rebuild from :meth:`arrays` output, checking names, shapes and dtypes."""
        missing = [k for k in ARRAY_NAMES if k not in arrays]
        if missing:
            raise ModelIntegrityError(f"model arrays lack {', '.join(missing)}")
        n = len(arrays["feature"])
        for k in ("threshold", "left", "right", "missing_left", "value"):
            if arrays[k].shape != (n,):
                raise ModelIntegrityError(f"model array {k} has shape {arrays[k].shape}")
        if arrays["scalars"].shape != (4,) or arrays["roots"].ndim != 1:
            raise ModelIntegrityError("model arrays roots/scalars have the wrong shape")
        for k in ("left", "right", "roots"):
            a = arrays[k]
            if a.size and (a.min() < 0 or a.max() >= n):
                raise ModelIntegrityError(f"model array {k} points outside the node table")
        return cls(**{k: np.asarray(arrays[k]) for k in ARRAY_NAMES})

    def arrays(self) -> dict[str, np.ndarray]:
        """The arrays by name (for ``np.savez``)."""
        return {k: getattr(self, k) for k in ARRAY_NAMES}

    @property
    def n_features(self) -> int:
        """One more than the highest feature index any split uses."""
        return int(self.feature.max()) + 1 if self.feature.size else 0

    def _leaves(self, X: np.ndarray) -> np.ndarray:
        """Leaf index per (sample, tree) for a 2-D float matrix ``X`` (in cache-sized chunks)."""
        n, n_cols = X.shape
        kids = np.stack([self.right, self.left], axis=1).ravel()  # kids[2 * node + go_left]
        check_nan = bool(np.isnan(X).any())
        out = np.empty((n, len(self.roots)), dtype=np.int64)
        for lo in range(0, n, _CHUNK):
            chunk = np.ascontiguousarray(X[lo : lo + _CHUNK]).ravel()
            base = (np.arange(min(_CHUNK, n - lo)) * n_cols)[:, None]
            node = np.repeat(self.roots[None, :], len(base), axis=0)
            # ndarray.take rather than fancy indexing: the same gather with less overhead
            for _ in range(int(self.scalars[3])):
                x = chunk.take(base + self.feature.take(node))
                go_left = x <= self.threshold.take(node)
                if check_nan:
                    go_left = np.where(np.isnan(x), self.missing_left.take(node), go_left)
                node = kids.take(2 * node + go_left)
            out[lo : lo + _CHUNK] = node
        return out

    def decision(self, X: np.ndarray) -> np.ndarray:
        """Raw boosting score per sample (log-odds before calibration)."""
        X = np.asarray(X, dtype=np.float64)
        return self.scalars[0] + self.value[self._leaves(X)].sum(axis=1)

    def predict(self, X: np.ndarray) -> np.ndarray:
        """Calibrated P(useless) per row of ``X``."""
        f = self.decision(X)
        return 1.0 / (1.0 + np.exp(self.scalars[1] * f + self.scalars[2]))

    def predict_one(self, x: np.ndarray) -> float:
        """Calibrated P(useless) of one feature vector (the live path: a few µs per level)."""
        feature, threshold, left, right = self.feature, self.threshold, self.left, self.right
        node = self.roots
        if np.isnan(x).any():
            return float(self.predict(x[None, :])[0])
        for _ in range(int(self.scalars[3])):
            node = np.where(x[feature[node]] <= threshold[node], left[node], right[node])
        f = self.scalars[0] + self.value[node].sum()
        return float(1.0 / (1.0 + np.exp(self.scalars[1] * f + self.scalars[2])))
