"""Choose the gate's threshold k for one's own sources: :class:`KFitter` and run-length statistics.

The decision problem
--------------------
For each candidate k (1..budget, and ``None`` = no gate) the expected utility of gating at k
is ``E[success] - price * E[tool calls]``. Failures last a number of consecutive useless
results before useful ones return (the recovery distribution; ∞ = never). The detector
judges a useless result useless with probability TPR and a useful one with probability FPR.
The unaided agent queries until it holds ``need`` useful results and answers (success
``p_evidence``) or runs out of budget (``p_exhausted``); when the gate trips it answers from
what it holds (``p_partial`` with some useful results, ``p_memory`` with none). The budget
counts actions, the final ``finish`` included: a trip after call t helps only if t < budget.
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import numpy as np

from .._types import Episode
from ..exceptions import ConfigurationError, InputError, NotFittedError
from ..sim import parse_regimes
from . import _replay as rp
from . import _report as _report
from ._choice import add_cis, add_run_lengths, choose
from ._dp import mix_utilities, mix_weights
from ._params import check_params, resolve_success
from ._rows import EpisodeArrays, episode_arrays
from ._rulechoice import fit_rules, pick
from ._rulefit import enumerate_mix

__all__ = ["KFitter"]


class KFitter:
    """Fit the gate's threshold k by expected utility (module docstring: the decision problem).

    Parameters
    ----------
    budget : int, default 8
        Actions per episode, ``finish`` included (the paper's 8); candidates k = 1..budget.
    price : float, default 0.0
        Cost of one tool call in units of one correct answer.
    need : int, default 2
        Useful results the agent needs before it answers (2 for two-hop questions).
    p_evidence, p_partial, p_memory, p_exhausted : float or None
        Success when answering with all / some / none of the evidence, and when unanswered.
        ``None``: estimated from the episodes' ``correct`` where at least ``min_outcomes``
        episodes ended in that state, else :data:`DEFAULT_SUCCESS`.
    mode : {"auto", "replay", "parametric"}, default "auto"
        ``replay`` replays each episode's own labels; ``parametric`` evaluates the regime mix
        exactly. ``auto`` replays when episodes are given.
    detector : str, default "oracle"
        Whose judgments to replay; missing ones are scored with ``make_detector(detector)``.
    judgments : {"recorded", "sampled"}, default "recorded"
        Replay the recorded verdicts, or draw them from TPR/FPR (seeded Monte Carlo with the
        same draws for every k, ``n_draws`` times; its standard error is reported).
    tpr, fpr : float or None
        Detector error rates; ``None`` = estimated from the episodes' judgments vs labels.
    regimes : str or sequence, default "six"
        Parametric regime mix (names of :mod:`uselessdetect.sim`); ``weights`` its weights
        (default equal).
    n_bootstrap : int, default 1000
        Episode resamples for the replay CIs (0 = none).
    n_draws : int, default 20
    confidence : float, default 0.95
    min_outcomes : int, default 20
    random_state : int or None
    rule : {"run", "cusum", "sprt", "all"}, default "run"
        The gate's rule whose parameters to fit: ``run`` fits k (the exact DP / replay
        above); ``cusum`` fits h and drift, ``sprt`` p0, p1, alpha and beta, each over a
        grid (:data:`uselessdetect.fit._rulefit.DEFAULT_GRIDS`) by the same utility on the
        same replays (parametric mode: every verdict sequence of the regime mix, exactly);
        ``all`` fits the three and chooses the best, with paired bootstrap CIs against
        ``run`` at its fitted k.
    rule_params : mapping, optional
        Parameters held fixed instead of searched (e.g. ``{"drift": 0.0}``).

    Attributes
    ----------
    best_k_ : int or None
        The chosen k (``None`` = no gate). Ties go to fewer expected calls, then smaller k.
    results_ : list of dict
        Per k: ``success``, ``calls``, ``utility``, ``p_cut_before_recovery``,
        ``steps_to_false_trip``, ``steps_to_true_trip`` and, in replay, ``*_ci`` and
        ``p_best`` (share of bootstrap resamples choosing this k).
    recovery_ : Recovery or None
    tpr_, fpr_ : float
    success_ : dict  name -> {"value", "source"}
    note_ : str or None
        Set when the answer is degenerate (e.g. no failures in the data).
    rules_ : dict (``rule`` other than ``run``)
        Per rule fitted: ``rows`` (one per distinct candidate, ``None`` = no gate last),
        ``best`` (index of the chosen row), ``merged_duplicates`` (candidates that end every
        episode as an earlier one does) and, in replay, ``vs_run_ci``.
    best_rule_, best_params_, best_label_ : str, dict or None, str
        The chosen rule, its parameters (``None`` = no gate) and its label.

    Examples
    --------
    >>> f = KFitter(price=0.01, tpr=1.0, fpr=0.0).fit()
    >>> f.best_k_
    4
    """

    def __init__(
        self,
        *,
        budget: int = 8,
        price: float = 0.0,
        need: int = 2,
        p_evidence: float | None = None,
        p_partial: float | None = None,
        p_memory: float | None = None,
        p_exhausted: float | None = None,
        mode: str = "auto",
        detector: str = "oracle",
        judgments: str = "recorded",
        tpr: float | None = None,
        fpr: float | None = None,
        regimes: str | Sequence[str] = "six",
        weights: Sequence[float] | None = None,
        n_bootstrap: int = 1000,
        n_draws: int = 20,
        confidence: float = 0.95,
        min_outcomes: int = 20,
        random_state: int | None = None,
        rule: str = "run",
        rule_params: Mapping[str, Any] | None = None,
    ) -> None:
        self.budget = budget
        self.price = price
        self.need = need
        self.p_evidence = p_evidence
        self.p_partial = p_partial
        self.p_memory = p_memory
        self.p_exhausted = p_exhausted
        self.mode = mode
        self.detector = detector
        self.judgments = judgments
        self.tpr = tpr
        self.fpr = fpr
        self.regimes = regimes
        self.weights = weights
        self.n_bootstrap = n_bootstrap
        self.n_draws = n_draws
        self.confidence = confidence
        self.min_outcomes = min_outcomes
        self.random_state = random_state
        self.rule = rule
        self.rule_params = rule_params

    # ------------------------------------------------------------------ fitting
    def fit(self, episodes: Iterable[Episode] | None = None) -> KFitter:
        """Estimate recovery, error rates and success from ``episodes``; evaluate every k.

        Parameters
        ----------
        episodes : iterable of Episode, optional
            Development episodes with per-step ``label``s. Without them the fit is
            parametric and needs ``tpr`` and ``fpr``.

        Returns
        -------
        self
        """
        check_params(self)  # before any reading
        arr = None
        if episodes is not None:  # streamed: only the per-episode replay rows are kept
            arr = episode_arrays(episodes, detector=self.detector, budget=self.budget)
        return self._fit_arrays(arr)

    def _fit_arrays(self, arr: EpisodeArrays | None) -> KFitter:
        """:meth:`fit` on episodes already reduced to their replay rows (``None``: none);
        for callers that stream the episodes once for several purposes (the report)."""
        check_params(self)
        has_eps = arr is not None and len(arr.n_calls) > 0
        mode = self.mode if self.mode != "auto" else ("replay" if has_eps else "parametric")
        if mode == "replay" and not has_eps:
            raise ConfigurationError("mode='replay' needs episodes; got none")
        self.mode_ = mode
        self.note_: str | None = None
        self.recovery_: rp.Recovery | None = None
        self.tpr_, self.fpr_ = self.tpr, self.fpr
        self._arrays: EpisodeArrays | None = None
        if arr is not None and has_eps:
            self._learn(arr)
        self.success_ = self._success()
        self.ks_: list[int | None] = [*range(1, self.budget + 1), None]
        rows = self._replay() if mode == "replay" else self._parametric()
        add_run_lengths(rows, self.tpr_, self.fpr_)
        self.results_ = rows
        self.best_k_ = choose(rows, self.ks_)
        self._degenerate(mode)
        self.best_rule_, self.best_params_ = "run", {"k": self.best_k_}
        self.best_label_ = "none" if self.best_k_ is None else f"run(k={self.best_k_})"
        if self.rule != "run":
            self._fit_rules(mode)
        return self

    def _fit_rules(self, mode: str) -> None:
        names = ["run", "cusum", "sprt"] if self.rule == "all" else [self.rule]
        if mode == "replay":
            if self.judgments == "sampled":
                raise ConfigurationError(
                    f"rule={self.rule!r} replays recorded judgments; judgments='sampled' "
                    "is for rule='run'"
                )
            arr, w = self._arrays, None
        else:
            tpr, fpr = float(self.tpr_ or 0.0), float(self.fpr_ or 0.0)  # set: _parametric ran
            arr, w = enumerate_mix(
                parse_regimes(self.regimes), self.weights, tpr=tpr, fpr=fpr,
                need=self.need, budget=self.budget,
            )  # fmt: skip
        if arr is None:  # pragma: no cover - _learn sets it whenever episodes are given
            raise ConfigurationError("replay needs episodes")
        per = fit_rules(
            names, arr, w, budget=self.budget, need=self.need, p=self._p, price=self.price,
            fixed=dict(self.rule_params or {}), n_bootstrap=self.n_bootstrap,
            confidence=self.confidence, rng=np.random.default_rng(self.random_state),
        )  # fmt: skip
        if self.note_:  # degenerate: no gate for every rule
            for entry in per.values():
                entry["best"] = len(entry["rows"]) - 1
        self.rules_ = per
        self.best_rule_ = pick(per) if self.rule == "all" else self.rule
        row = per[self.best_rule_]["rows"][per[self.best_rule_]["best"]]
        self.best_params_, self.best_label_ = row["params"], row["label"]

    def _learn(self, arr: EpisodeArrays) -> None:
        lab, ver = arr.flat_labels, arr.flat_verdicts
        if not (lab >= 0).any():
            raise InputError(
                "no tool call carries a label; the fitter needs true labels "
                "(1 = useless, 0 = useful) on the episodes' steps",
                field="steps[].label",
            )
        self._arrays = arr
        self.recovery_ = rp.estimate_recovery(lab, arr.n_calls)
        judged = ver >= 0
        pos, neg = judged & (lab == 1), judged & (lab == 0)
        if self.tpr_ is None:
            self.tpr_ = float((ver[pos] == 1).mean()) if pos.any() else None
        if self.fpr_ is None:
            self.fpr_ = float((ver[neg] == 1).mean()) if neg.any() else None

    def _success(self) -> dict[str, dict[str, Any]]:
        given = {
            "evidence": self.p_evidence,
            "partial": self.p_partial,
            "memory": self.p_memory,
            "exhausted": self.p_exhausted,
        }
        return resolve_success(given, self._observed_success())

    def _observed_success(self) -> dict[str, tuple[float, int]]:
        if self._arrays is None:
            return {}
        return rp.observed_success(self._arrays, need=self.need, min_count=self.min_outcomes)

    @property
    def _p(self) -> dict[str, float]:
        return {k: v["value"] for k, v in self.success_.items()}

    # ------------------------------------------------------------------ evaluation
    def _parametric(self) -> list[dict[str, Any]]:
        if self.tpr_ is None or self.fpr_ is None:
            raise ConfigurationError(
                "parametric mode needs tpr and fpr: give them, or give episodes whose steps "
                f"carry labels of both kinds and `{self.detector}` judgments"
            )
        regimes = parse_regimes(self.regimes)
        weights = mix_weights(self.weights, len(regimes))
        # a regime given zero weight is not part of the mix (and cannot make it "failing")
        self.regimes_ = [r.name for r, w in zip(regimes, weights, strict=True) if w > 0]
        tots = mix_utilities(
            regimes,
            self.weights,
            self.ks_,
            tpr=float(self.tpr_),
            fpr=float(self.fpr_),
            need=self.need,
            budget=self.budget,
            p=self._p,
        )
        return [self._row(k, *tot) for k, tot in zip(self.ks_, tots, strict=True)]

    def _row(self, k: int | None, success: float, calls: float, cut: float) -> dict[str, Any]:
        return {
            "k": k,
            "success": float(success),
            "calls": float(calls),
            "utility": float(success - self.price * calls),
            "p_cut_before_recovery": float(cut),
        }

    def _replay(self) -> list[dict[str, Any]]:
        arr = self._arrays
        if arr is None:  # pragma: no cover - _learn sets it whenever episodes are given
            raise ConfigurationError("replay needs episodes")
        rng = np.random.default_rng(self.random_state)
        if self.judgments == "sampled" and (self.tpr_ is None or self.fpr_ is None):
            raise ConfigurationError(
                "judgments='sampled' needs tpr and fpr (given, or "
                "estimable from labels of both kinds)"
            )
        S, C, X, se = rp.replay_means(
            arr,
            self.ks_,
            sampled=self.judgments == "sampled",
            tpr=self.tpr_,
            fpr=self.fpr_,
            need=self.need,
            p=self._p,
            price=self.price,
            n_draws=self.n_draws,
            rng=rng,
        )
        rows = [
            self._row(k, S[:, j].mean(), C[:, j].mean(), X[:, j].mean())
            for j, k in enumerate(self.ks_)
        ]
        for j, row in enumerate(rows):
            if se is not None:
                row["utility_mc_se"] = float(se[j])
        if self.n_bootstrap:
            B = rp.bootstrap_means(np.hstack([S, C, X]), n_resamples=self.n_bootstrap, rng=rng)
            add_cis(rows, B, price=self.price, confidence=self.confidence)
        return rows

    def _degenerate(self, mode: str) -> None:
        if mode == "replay" and self._arrays is not None:
            failing = bool((self._arrays.flat_labels == 1).any())
        else:
            failing = any(r != "clean" for r in getattr(self, "regimes_", []))
        if not failing:
            self.best_k_ = None
            self.note_ = (
                "degenerate: no source fails in the data (no result labeled useless "
                "/ only clean regimes), so a gate can only cost false trips; no gate "
                "is recommended and k is not identifiable"
            )
            warnings.warn(self.note_, UserWarning, stacklevel=3)

    # ------------------------------------------------------------------ reporting
    def _check_fitted(self) -> None:
        if not hasattr(self, "results_"):
            raise NotFittedError("this KFitter is not fitted yet; call fit(episodes) or fit()")

    def recommendation(self) -> str:
        """One line: the chosen k, its expected success, calls and utility, vs no gate."""
        self._check_fitted()
        if self.rule != "run":
            return _report.rule_recommendation(self.rules_, self.best_rule_, self.note_)
        return _report.recommendation(self.results_, self.best_k_, self.note_)

    def table(self, *, top: int = 5) -> str:
        """The fitted table as text: one row per k (the k-run rule), or per rule setting.

        For the sequential rules ``top`` keeps each rule's best settings (0: every one); the
        k-run table always shows every k.
        """
        self._check_fitted()
        if self.rule != "run":
            return _report.format_rules(self.rules_, self.best_rule_, top=top)
        return _report.format_table(self.results_, self.best_k_)

    def plot(self, path: str | Path) -> Path:
        """Save utility by k (bootstrap CIs in replay mode), the chosen k marked.

        Needs the ``plot`` extra: ``pip install 'uselessdetect[plot]'``.
        """
        self._check_fitted()
        return _report.plot_utility(self.results_, self.best_k_, path)

    def to_dict(self) -> dict[str, Any]:
        """JSON form: ``best_k``, ``results`` and what they were computed from (inf → null)."""
        self._check_fitted()

        def clean(v: Any) -> Any:
            return None if isinstance(v, float) and not math.isfinite(v) else v

        return {
            "best_k": self.best_k_,
            "mode": self.mode_,
            "recommendation": self.recommendation(),
            "note": self.note_,
            "budget": self.budget,
            "price": self.price,
            "need": self.need,
            "detector": self.detector,
            "tpr": self.tpr_,
            "fpr": self.fpr_,
            "success_probabilities": self.success_,
            "regimes": getattr(self, "regimes_", None) if self.mode_ == "parametric" else None,
            "recovery": self.recovery_.to_dict() if self.recovery_ else None,
            "results": [{k: clean(v) for k, v in r.items()} for r in self.results_],
            "rule": self.rule,
            "best_rule": self.best_rule_,
            "best_params": self.best_params_,
            "best_label": self.best_label_,
            "rules": getattr(self, "rules_", None),
            "bad_scores": self._arrays.bad_scores if self._arrays is not None else 0,
        }
