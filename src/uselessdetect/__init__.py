"""uselessdetect: tell a tool-using agent's harness when a source has silently failed.

Interchangeable usefulness signals behind one scikit-learn interface, a gate that counts the
run of results judged useless and restricts actions at k, a fitter that chooses k, and the
measurements that tell whether an agent's stopping follows its evidence.

Label convention everywhere: 1 = useless, and every score is P(useless).

The public names load on first use (PEP 562), so ``import uselessdetect.cli`` (and
``uselessdetect --version``) imports neither scikit-learn nor numpy.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from ._version import __version__

if TYPE_CHECKING:  # what the lazy names are, for type checkers and editors
    from ._types import Episode, Judgment, Sample, Step, Verdict
    from .detectors import Cascade, Detector, Fallback, available_detectors, make_detector
    from .exceptions import (
        ConfigurationError,
        EmptyInputError,
        InputError,
        MissingDependencyError,
        ModelIntegrityError,
        NotFittedError,
        UnknownDetectorError,
        UselessDetectError,
    )
    from .fit import KFitter, OnlineKFitter
    from .gate import GateDecision, StopGate
    from .io import read_episodes, read_samples, write_jsonl
    from .score import score_episode, score_episodes
    from .sim import FailingSource, budget_probe, simulate

#: public name -> the module (relative to this package) it lives in.
_LAZY: dict[str, str] = {
    **dict.fromkeys(["Episode", "Judgment", "Sample", "Step", "Verdict"], "._types"),
    **dict.fromkeys(
        ["Cascade", "Detector", "Fallback", "available_detectors", "make_detector"], ".detectors"
    ),
    **dict.fromkeys(
        [
            "ConfigurationError",
            "EmptyInputError",
            "InputError",
            "MissingDependencyError",
            "ModelIntegrityError",
            "NotFittedError",
            "UnknownDetectorError",
            "UselessDetectError",
        ],
        ".exceptions",
    ),
    **dict.fromkeys(["KFitter", "OnlineKFitter"], ".fit"),
    **dict.fromkeys(["GateDecision", "StopGate"], ".gate"),
    **dict.fromkeys(["read_episodes", "read_samples", "write_jsonl"], ".io"),
    **dict.fromkeys(["score_episode", "score_episodes"], ".score"),
    **dict.fromkeys(["FailingSource", "budget_probe", "simulate"], ".sim"),
}


def __getattr__(name: str) -> Any:
    """Import a public name's module on first use and keep the name here."""
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'uselessdetect' has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *_LAZY})


__all__ = [
    "Cascade",
    "ConfigurationError",
    "Detector",
    "EmptyInputError",
    "Episode",
    "FailingSource",
    "Fallback",
    "GateDecision",
    "InputError",
    "Judgment",
    "KFitter",
    "MissingDependencyError",
    "ModelIntegrityError",
    "NotFittedError",
    "OnlineKFitter",
    "Sample",
    "Step",
    "StopGate",
    "UnknownDetectorError",
    "UselessDetectError",
    "Verdict",
    "__version__",
    "available_detectors",
    "budget_probe",
    "make_detector",
    "read_episodes",
    "read_samples",
    "score_episode",
    "score_episodes",
    "simulate",
    "write_jsonl",
]
