"""The threshold fitter's parameters: bounds, checks and where success probabilities come from."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .._checks import MAX_RESAMPLES, check_count
from ..exceptions import ConfigurationError
from ..gate import make_rule

__all__ = ["DEFAULT_SUCCESS", "MAX_K_BUDGET", "check_params", "resolve_success"]

#: Default success probabilities (see docs/fitting-k.md for the sources):
#: memory — the paper's 15–17% when answering at the five-useless point (7–8B models);
#: exhausted — unanswered counts as wrong; evidence and partial — stated assumptions for a
#: 7–8B reader holding both / one of the two gold paragraphs.
DEFAULT_SUCCESS: dict[str, float] = {
    "evidence": 0.45,
    "partial": 0.25,
    "memory": 0.16,
    "exhausted": 0.0,
}

#: The largest budget the fitter evaluates (its work grows with budget squared).
MAX_K_BUDGET = 200


def check_params(f: Any) -> None:
    """Raise :class:`ConfigurationError` naming the first hyperparameter of ``f`` out of range.

    Examples
    --------
    >>> from uselessdetect.fit import KFitter
    >>> check_params(KFitter(budget=2))
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.ConfigurationError: budget: expected an integer from need + 1 = 3 ...
    """
    if not isinstance(f.need, int) or f.need < 1:
        raise ConfigurationError(f"need: expected a positive integer, got {f.need!r}")
    if not isinstance(f.budget, int) or not f.need + 1 <= f.budget <= MAX_K_BUDGET:
        raise ConfigurationError(
            f"budget: expected an integer from need + 1 = {f.need + 1} (need tool calls "
            f"plus the finish action) to {MAX_K_BUDGET}, got {f.budget!r}"
        )
    for name in (
        "price",
        "p_evidence",
        "p_partial",
        "p_memory",
        "p_exhausted",
        "tpr",
        "fpr",
        "confidence",
    ):
        v = getattr(f, name)
        hi = math.inf if name == "price" else 1.0
        if v is not None and not (0.0 <= float(v) <= hi and math.isfinite(float(v))):
            what = "a finite number >= 0" if name == "price" else "a number in [0, 1]"
            raise ConfigurationError(f"{name}: expected {what}, got {v!r}")
    if f.mode not in ("auto", "replay", "parametric"):
        raise ConfigurationError(f"mode: expected auto, replay or parametric, got {f.mode!r}")
    if f.judgments not in ("recorded", "sampled"):
        raise ConfigurationError(f"judgments: expected recorded or sampled, got {f.judgments!r}")
    if f.rule not in ("run", "cusum", "sprt", "all"):
        raise ConfigurationError(f"rule: expected run, cusum, sprt or all, got {f.rule!r:.40}")
    if f.rule_params is not None and not isinstance(f.rule_params, Mapping):
        raise ConfigurationError(f"rule_params: expected a mapping, got {f.rule_params!r:.40}")
    if f.rule_params:
        make_rule("run", **dict(f.rule_params))
    check_count(f.n_bootstrap, "n_bootstrap", low=0, high=MAX_RESAMPLES)
    check_count(f.n_draws, "n_draws", low=1, high=MAX_RESAMPLES)


def resolve_success(
    given: Mapping[str, float | None], observed: Mapping[str, tuple[float, int]]
) -> dict[str, dict[str, Any]]:
    """Each success probability with its source: given, estimated from episodes, or default.

    Parameters
    ----------
    given : mapping name -> float or None
        The user's values for ``evidence``, ``partial``, ``memory`` and ``exhausted``.
    observed : mapping name -> (rate, n_episodes)
        Rates estimated from episodes (only the states seen often enough).

    Examples
    --------
    >>> out = resolve_success({"evidence": 0.5, "partial": None}, {"partial": (0.3, 40)})
    >>> out["evidence"]["source"], out["partial"]["source"]
    ('given', 'estimated from 40 episodes')
    """
    out = {}
    for name, value in given.items():
        if value is not None:
            out[name] = {"value": float(value), "source": "given"}
        elif name in observed:
            out[name] = {
                "value": observed[name][0],
                "source": f"estimated from {observed[name][1]} episodes",
            }
        else:
            out[name] = {"value": DEFAULT_SUCCESS[name], "source": "default"}
    return out
