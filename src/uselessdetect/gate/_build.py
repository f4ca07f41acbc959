"""How :class:`~uselessdetect.gate.StopGate` is built: its detector and its shadow rules.

Everything here runs once, at the gate's construction, and raises
:class:`~uselessdetect.exceptions.ConfigurationError` (or ``NotFittedError``) for what the
gate could never use — before the harness runs, never inside its loop.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from .._types import Sample
from ..detectors import Detector, make_detector
from ..exceptions import ConfigurationError, NotFittedError
from ._rules import Rule, make_rule

__all__ = ["resolve_detector", "shadow_rules"]


def shadow_rules(given: Any, params: dict[str, Any], own: Rule) -> tuple[Rule, ...]:
    """The watched rules: names (with the gate's keywords), Rule objects, or dicts.

    Each is checked as :func:`make_rule` checks it; one that repeats ``own`` (the gate's
    rule) or another is refused.
    """
    if given is None:
        return ()
    if isinstance(given, (str, Rule, Mapping)) or not isinstance(given, Sequence):
        raise ConfigurationError(
            f"shadow_rules must be a list of rules (names, Rule objects or dicts such as "
            f"{{'rule': 'cusum', 'h': 6}}), got {type(given).__name__} {given!r:.40}"
        )
    rules: list[Rule] = []
    for i, spec in enumerate(given):
        if isinstance(spec, Mapping):
            spec = dict(spec)
            name = spec.pop("rule", None)
            if name is None:
                raise ConfigurationError(f"shadow_rules[{i}] has no 'rule' name: {spec!r:.60}")
            rule = make_rule(name, **{**params, **spec})
        elif isinstance(spec, Rule):
            rule = spec
        elif isinstance(spec, str):
            rule = make_rule(spec, **params)
        else:
            raise ConfigurationError(
                f"shadow_rules[{i}] must be a rule name, a Rule or a dict, got "
                f"{type(spec).__name__} {spec!r:.40}"
            )
        if rule == own or rule in rules:
            raise ConfigurationError(
                f"shadow_rules[{i}] repeats {rule.label}"
                + (", the gate's own rule" if rule == own else "")
            )
        rules.append(rule)
    return tuple(rules)


def resolve_detector(detector: Any) -> tuple[Callable[[Sample], Any], str]:
    """The gate's judging callable and its name, from a Detector, a registry name or a callable."""
    if isinstance(detector, str):
        detector = make_detector(detector)
    if isinstance(detector, Detector):
        if not hasattr(detector, "cutoff_"):
            try:
                detector.fit([])
            except Exception as exc:
                raise NotFittedError(
                    f"the gate's detector {detector.name!r} is not fitted and cannot be "
                    f"fitted without data ({exc}); fit it first"
                ) from exc
        return detector.judge, str(detector.name)
    if callable(detector):
        return detector, getattr(detector, "__name__", type(detector).__name__)
    raise ConfigurationError(
        f"detector must be a Detector, a registry name or a callable, got {type(detector).__name__}"
    )
