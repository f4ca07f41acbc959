"""The threshold fitter's parameters: bounds, checks and where success probabilities come from."""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from .._checks import MAX_RESAMPLES, check_count, check_number
from ..exceptions import ConfigurationError
from ..gate import make_rule

__all__ = [
    "DEFAULT_SUCCESS",
    "MAX_K_BUDGET",
    "MAX_PRICE",
    "check_change",
    "check_online",
    "check_params",
    "resolve_success",
]

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

#: The largest price of one tool call (in correct answers) the fitters take: beyond it every
#: gate's utility is dominated by its calls alone, and price × calls would overflow to -inf.
MAX_PRICE = 1e6


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
    need = check_count(f.need, "need")
    if check_count(f.budget, "budget") < need + 1 or f.budget > MAX_K_BUDGET:
        raise ConfigurationError(
            f"budget: expected an integer from need + 1 = {f.need + 1} (need tool calls "
            f"plus the finish action) to {MAX_K_BUDGET}, got {f.budget!r}"
        )
    check_number(f.price, "price", low=0, high=MAX_PRICE)
    for name in (
        "p_evidence",
        "p_partial",
        "p_memory",
        "p_exhausted",
        "tpr",
        "fpr",
        "confidence",
    ):
        check_number(getattr(f, name), name, low=0, high=1, optional=True)
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


def check_online(budget: Any, need: Any, price: Any, halflife: Any, window: Any, censoring: Any,
                 explore: Any, explore_k: Any, tpr: Any, fpr: Any) -> None:  # fmt: skip
    """Raise :class:`ConfigurationError` naming the first OnlineKFitter parameter out of range."""

    def bad(name: str, want: str, got: Any) -> ConfigurationError:
        return ConfigurationError(f"{name}: expected {want}, got {got!r}")

    need = check_count(need, "need")
    if check_count(budget, "budget") < need + 1 or budget > 200:
        raise bad("budget", f"an integer from need + 1 = {need + 1} to 200", budget)
    if not _finite(price) or not 0 <= price <= MAX_PRICE:
        raise bad("price", f"a number from 0 to {MAX_PRICE:g}", price)
    if window is None and (not _finite(halflife) or halflife <= 0):
        raise bad("halflife", "a finite number > 0 (episodes)", halflife)
    if window is not None:
        check_count(window, "window (episodes, or None)")
    if censoring not in ("km", "naive"):
        raise bad("censoring", "km or naive", censoring)
    if not _finite(explore) or not 0 <= explore < 1:
        raise bad("explore", "a share in [0, 1)", explore)
    if explore_k is not None and (not isinstance(explore_k, int) or not 1 <= explore_k <= budget):
        raise bad("explore_k", f"None or an integer 1..{budget}", explore_k)
    for name, v in (("tpr", tpr), ("fpr", fpr)):
        if v is not None and (not _finite(v) or not 0 <= v <= 1):
            raise bad(name, "a number in [0, 1]", v)


def check_change(shift: Any, h: Any, min_episodes: Any) -> None:
    """Raise :class:`ConfigurationError` naming the first change-test parameter out of range."""
    if not _finite(shift) or not 0 < shift < 1:
        raise ConfigurationError(f"change_shift: expected a number in (0, 1), got {shift!r}")
    if isinstance(h, bool) or not isinstance(h, (int, float)) or math.isnan(h) or h <= 0:
        raise ConfigurationError(f"change_h: expected a number > 0 (inf = no test), got {h!r}")
    if isinstance(min_episodes, bool) or not isinstance(min_episodes, int) or min_episodes < 1:
        raise ConfigurationError(f"min_episodes: expected a positive integer, got {min_episodes!r}")


def _finite(v: Any) -> bool:
    return not isinstance(v, bool) and isinstance(v, (int, float)) and math.isfinite(v)
