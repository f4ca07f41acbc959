"""The options of ``semantic`` training, checked: each named, with its range, before the first
row is built and before torch is imported (so a bad option is named even where torch is
missing). :func:`._semantic_train.train_semantic` and ``train --detector semantic`` share
these checks and bounds.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

from .._checks import (
    MAX_JOBS,
    check_count,
    check_flag,
    check_number,
    check_params,
    check_seed,
)
from .._types import Sample
from ..exceptions import ConfigurationError
from ._semantic import _optional_count

__all__ = [
    "KIND_WEIGHT_MAX",
    "MAX_MINUTES",
    "TWIN_MARGIN_MAX",
    "TWIN_WEIGHT_MAX",
    "check_training",
    "row_kinds",
    "unknown_kind",
]

#: Bounds of the training options, the API's and the CLI's alike: past them a run ends in
#: overflow (inf/NaN losses) or runs unbounded, and is lost only after training.
KIND_WEIGHT_MAX = 1000.0
TWIN_MARGIN_MAX = 100.0
TWIN_WEIGHT_MAX = 1000.0
MAX_MINUTES = 100_000.0


def _check_kind_weights(value: Any, name: str) -> dict[str, float]:
    """``{kind: weight}`` with each weight a number in (0, :data:`KIND_WEIGHT_MAX`]."""
    if value is None:
        return {}
    if not isinstance(value, Mapping):
        raise ConfigurationError(
            f"{name} must be a mapping of kind → weight, got {type(value).__name__} {value!r:.40}"
        )
    return {
        str(k): float(check_number(v, f"{name}[{k!r}]", low=0, low_open=True, high=KIND_WEIGHT_MAX))
        for k, v in value.items()
    }


#: Every option's check, run before the first row is built and before torch is imported.
_OPTION_CHECKS: Mapping[str, Callable[[Any, str], Any]] = {
    "tiny": check_flag,
    "max_length": partial(check_count, low=16, high=512),
    "epochs": partial(check_count, low=1, high=100),
    "batch_size": partial(check_count, low=1, high=1024),
    "learning_rate": partial(check_number, low=0, low_open=True, high=1),
    "renderings": partial(check_count, low=0),
    "keep_given": check_flag,
    "max_train": _optional_count(1, None),
    "min_useful_recall": partial(check_number, low=0, low_open=True, high=1),
    "seed": partial(check_seed, integer=True),
    "threads": partial(check_count, low=1, high=MAX_JOBS),
    "freeze_embeddings": check_flag,
    "kind_weights": _check_kind_weights,
    "twin_margin": partial(check_number, low=0, high=TWIN_MARGIN_MAX),
    "twin_weight": partial(check_number, low=0, low_open=True, high=TWIN_WEIGHT_MAX),
    "max_seconds": partial(
        check_number, low=0, low_open=True, high=60 * MAX_MINUTES, optional=True, what="seconds"
    ),
    "max_steps": _optional_count(1, None),
}


def row_kinds(train: Sequence[Sample], renderings: int, keep_given: bool = True) -> set[str]:
    """The kinds the training rows of ``train`` can have (what ``kind_weights`` may name).

    The samples as given (all with ``keep_given``, else the real ones), the synthetic ones'
    kinds when they are rendered, and ``failure`` (a rendered failure page).

    Examples
    --------
    >>> sorted(row_kinds([Sample("Q?", "O.", kind="gold")], renderings=1))
    ['failure', 'gold']
    """
    synth = {s.kind or "" for s in train if s.kind != "real"}
    out = {s.kind or "" for s in train if keep_given or s.kind == "real"}
    if renderings and synth:
        out |= synth | {"failure"}
    return out


def unknown_kind(weights: Mapping[str, float], kinds: set[str]) -> str | None:
    """What is wrong with ``weights`` naming a kind no training row has, else ``None``.

    Examples
    --------
    >>> unknown_kind({"Gold": 2.0}, {"gold", "injected"})
    "kind 'Gold' is in no training row (their kinds: gold, injected); did you mean 'gold'?"
    """
    for kind in weights:
        if kind not in kinds:
            near = [k for k in sorted(kinds) if k.lower() == kind.strip().lower()]
            hint = f"; did you mean {near[0]!r}?" if near else ""
            listed = ", ".join(sorted(k for k in kinds if k)) or "none"
            return f"kind {kind!r} is in no training row (their kinds: {listed}){hint}"
    return None


def check_training(train: Sequence[Sample], validation: Sequence[Sample], **opts: Any) -> dict:
    """Every option of :func:`train_semantic` checked (named, with its range), and the samples
    (both sides labeled, ``kind_weights`` naming kinds the rows have); the checked options.

    Runs before torch is imported, so a bad option is named even where torch is missing.
    """
    cfg = check_params(_OPTION_CHECKS, opts)
    if not train or not validation:
        raise ConfigurationError(
            "training the semantic detector needs training and validation samples"
        )
    if any(s.label is None for s in [*train, *validation]):
        raise ConfigurationError("every training and validation sample needs a label")
    wrong = unknown_kind(
        cfg["kind_weights"], row_kinds(train, cfg["renderings"], cfg["keep_given"])
    )
    if wrong:
        raise ConfigurationError(f"kind_weights: {wrong}")
    cfg["twin_margin"] = float(cfg["twin_margin"])
    cfg["twin_weight"] = float(cfg["twin_weight"])
    return cfg
