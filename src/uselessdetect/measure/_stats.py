"""Statistical building blocks of the metrics: cluster bootstrap, MH risk difference, logit, Holm.

Everything here works on small aggregated count tables, so a bootstrap over a million decision
points costs one sparse product per chunk of resamples (:func:`cluster_bootstrap`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .._checks import MAX_RESAMPLES, check_count
from ..exceptions import ConfigurationError

__all__ = [
    "Estimate",
    "cluster_bootstrap",
    "holm",
    "logit_ame",
    "mh_risk_difference",
    "wilson_interval",
]

Statistic = Callable[[np.ndarray], np.ndarray]


@dataclass(frozen=True)
class Estimate:
    """A point estimate with its bootstrap confidence interval.

    ``n_boot_valid`` counts the resamples on which the statistic was defined (the others had an
    empty group); the interval is taken over those.

    Examples
    --------
    >>> Estimate(0.25, (0.1, 0.4), 1000).to_dict()
    {'estimate': 0.25, 'ci': [0.1, 0.4], 'n_boot_valid': 1000}
    """

    estimate: float
    ci: tuple[float, float]
    n_boot_valid: int

    def to_dict(self) -> dict[str, object]:
        """JSON form; undefined values become ``None``."""
        return {
            "estimate": _num(self.estimate),
            "ci": [_num(self.ci[0]), _num(self.ci[1])],
            "n_boot_valid": int(self.n_boot_valid),
        }


def _num(x: float) -> float | None:
    return None if not np.isfinite(x) else round(float(x), 6)


def _resample_counts(n_units: int, size: int, rng: np.random.Generator) -> np.ndarray:
    """``(size, n_units)`` counts of each unit in ``size`` resamples with replacement."""
    idx = rng.integers(0, n_units, size=(size, n_units))
    idx += (np.arange(size) * n_units)[:, None]
    return np.bincount(idx.ravel(), minlength=size * n_units).reshape(size, n_units)


def cluster_bootstrap(
    table: sparse.spmatrix | np.ndarray,
    statistics: Sequence[Statistic],
    *,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | np.random.Generator | None = None,
    chunk_size: int = 50,
) -> list[Estimate]:
    """Percentile bootstrap CIs of statistics of column totals, resampling rows (clusters).

    Parameters
    ----------
    table : (n_clusters, K) array or sparse matrix
        Per-cluster (per-episode) counts; a statistic sees only column totals.
    statistics : sequence of callables
        Each maps totals of shape ``(B, K)`` to ``B`` values (``NaN`` where undefined).
    n_boot : int
        Number of resamples (0 gives ``NaN`` intervals).
    level : float
        Confidence level of the percentile interval.
    random_state : int, Generator or None
        Seeds the resampling.
    chunk_size : int
        Resamples drawn at once (memory is ``chunk_size × n_clusters`` integers).

    Examples
    --------
    >>> tab = np.array([[1, 1], [1, 0], [1, 1], [1, 0]])
    >>> rate = lambda tot: tot[:, 1] / tot[:, 0]
    >>> est = cluster_bootstrap(tab, [rate], n_boot=200, random_state=0)[0]
    >>> est.estimate, est.ci[0] <= 0.5 <= est.ci[1]
    (0.5, True)
    """
    if not 0 < level < 1:
        raise ConfigurationError(f"expected a confidence level in (0, 1), got {level!r}")
    n_boot = check_count(n_boot, "n_boot", low=0, high=MAX_RESAMPLES)
    mat = sparse.csr_matrix(table, dtype=np.float64)
    n_units = mat.shape[0]
    full = np.asarray(mat.sum(axis=0)).reshape(1, -1)
    points = [float(stat(full)[0]) for stat in statistics]
    draws: list[list[np.ndarray]] = [[] for _ in statistics]
    rng = np.random.default_rng(random_state)
    matT = mat.T.tocsr()
    for start in range(0, n_boot if n_units else 0, chunk_size):
        counts = _resample_counts(n_units, min(chunk_size, n_boot - start), rng)
        totals = np.asarray(matT @ counts.T.astype(np.float64)).T
        for i, stat in enumerate(statistics):
            draws[i].append(np.asarray(stat(totals), dtype=float))
    out = []
    alpha = (1 - level) / 2
    for point, d in zip(points, draws, strict=True):
        vals = np.concatenate(d) if d else np.empty(0)
        vals = vals[np.isfinite(vals)]
        if vals.size:
            lo, hi = np.quantile(vals, [alpha, 1 - alpha])
        else:
            lo = hi = np.nan
        out.append(Estimate(point, (float(lo), float(hi)), int(vals.size)))
    return out


def mh_risk_difference(
    n_a: np.ndarray, a_a: np.ndarray, n_b: np.ndarray, a_b: np.ndarray
) -> np.ndarray:
    """Mantel–Haenszel risk difference pooled over the last axis (the strata).

    Stratum weight ``w = n_A·n_B/(n_A+n_B)``; a stratum with an empty group weighs 0.
    ``Δ = Σ w (a_A/n_A − a_B/n_B) / Σ w``, ``NaN`` when every weight is 0.

    Examples
    --------
    >>> float(mh_risk_difference(np.array([4, 2]), np.array([2, 2]),
    ...                          np.array([4, 2]), np.array([0, 1])))
    0.5
    """
    n_a, a_a, n_b, a_b = (np.asarray(x, dtype=float) for x in (n_a, a_a, n_b, a_b))
    total = n_a + n_b
    with np.errstate(invalid="ignore", divide="ignore"):
        num = np.where(total > 0, (a_a * n_b - a_b * n_a) / total, 0.0).sum(axis=-1)
        den = np.where(total > 0, n_a * n_b / total, 0.0).sum(axis=-1)
        return np.where(den > 0, num / den, np.nan)


#: Inverse L2 strength of the logistic model (as scikit-learn's ``C``): nearly unpenalised, yet
#: finite when answering is perfectly separated by run length (a gated agent).
LOGIT_C = 1e4


def _logit_newton(X: np.ndarray, n: np.ndarray, a: np.ndarray, iters: int = 60) -> np.ndarray:
    """Penalised logistic fits for many weight rows at once: ``(B, K)`` counts → ``(B, p)``.

    Minimises ``Σ_k n_k·logloss_k + ‖β_{1:}‖²/(2C)`` — scikit-learn's objective for
    ``LogisticRegression(C=LOGIT_C)`` with sample weights — by damped Newton steps.
    """
    B, p = n.shape[0], X.shape[1]
    pen = np.eye(p) / LOGIT_C
    pen[0, 0] = 0.0
    beta = np.zeros((B, p))
    for _ in range(iters):
        with np.errstate(over="ignore"):  # exp overflows to inf: the probability is 0
            prob = 1.0 / (1.0 + np.exp(-(beta @ X.T)))
        grad = (n * prob - a) @ X + beta @ pen
        hess = np.einsum("bk,ki,kj->bij", n * prob * (1 - prob), X, X) + pen
        step = np.linalg.solve(hess + 1e-12 * np.eye(p), grad[..., None])[..., 0]
        big = np.abs(step).max(axis=1, keepdims=True)
        beta -= step * np.minimum(1.0, 5.0 / np.maximum(big, 1e-300))
        if big.max() < 1e-9:
            break
    return beta


def logit_ame(x_run: np.ndarray, x_step: np.ndarray, n: np.ndarray, a: np.ndarray) -> np.ndarray:
    """Average marginal effect of one more unit of run length in ``answer ~ run + step``.

    Fits a logistic regression on aggregated cells — cell ``k`` holds ``n[k]`` decision points
    at run ``x_run[k]`` and step ``x_step[k]``, ``a[k]`` of them answered — and returns the
    ``n``-weighted mean of ``P(answer | run+1, step) − P(answer | run, step)``. ``n`` and ``a``
    may be ``(B, K)`` to fit ``B`` weightings at once (the bootstrap). ``NaN`` where there is no
    decision point or the outcome does not vary. The fit is scikit-learn's
    ``LogisticRegression(C=LOGIT_C)`` objective, solved by vectorised Newton steps.

    Examples
    --------
    >>> run = np.array([0, 1, 2, 0, 1, 2]); step = np.array([3, 3, 3, 5, 5, 5])
    >>> n = np.full(6, 100)
    >>> round(float(logit_ame(run, step, n, np.array([5, 15, 35, 5, 15, 35]))), 2)  # run
    0.19
    >>> round(float(logit_ame(run, step, n, np.array([5, 5, 5, 30, 30, 30]))), 2)  # step
    0.0
    """
    n2 = np.atleast_2d(np.asarray(n, dtype=float))
    a2 = np.atleast_2d(np.asarray(a, dtype=float))
    X = np.column_stack([np.ones(len(x_run)), x_run, x_step]).astype(float)
    tot, ans = n2.sum(axis=1), a2.sum(axis=1)
    ok = (tot > 0) & (ans > 0) & (ans < tot)
    out = np.full(n2.shape[0], np.nan)
    if ok.any() and X.shape[0]:
        beta = _logit_newton(X, n2[ok], a2[ok])
        X1 = X + np.array([0.0, 1.0, 0.0])
        with np.errstate(over="ignore"):  # a long run: exp overflows, the probability is 0
            gain = 1 / (1 + np.exp(-(beta @ X1.T))) - 1 / (1 + np.exp(-(beta @ X.T)))
        out[ok] = (gain * n2[ok]).sum(axis=1) / tot[ok]
    return out if np.ndim(n) == 2 else out[0]


def holm(pvalues: Sequence[float] | np.ndarray) -> np.ndarray:
    """Holm step-down adjusted p-values for a family of tests (reject where ≤ α).

    Examples
    --------
    >>> holm([0.01, 0.04, 0.03]).tolist()
    [0.03, 0.06, 0.06]
    """
    p = np.asarray(pvalues, dtype=float)
    if p.ndim != 1 or np.any((p < 0) | (p > 1)) or np.isnan(p).any():
        raise ConfigurationError(f"expected a 1-d sequence of p-values in [0, 1], got {p!r}")
    m = p.size
    order = np.argsort(p, kind="stable")
    adj = np.maximum.accumulate((m - np.arange(m)) * p[order])
    out = np.empty(m)
    out[order] = np.minimum(adj, 1.0)
    return np.round(out, 12)


def wilson_interval(successes: float, n: float, level: float = 0.95) -> tuple[float, float]:
    """Wilson score interval of a proportion (``NaN`` bounds when ``n == 0``).

    Examples
    --------
    >>> lo, hi = wilson_interval(5, 10)
    >>> round(lo, 3), round(hi, 3)
    (0.237, 0.763)
    """
    from scipy.stats import norm

    if n <= 0:
        return float("nan"), float("nan")
    z = float(norm.ppf(0.5 + level / 2))
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return float(centre - half), float(centre + half)
