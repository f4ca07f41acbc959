"""uselessdetect: tell a tool-using agent's harness when a source has silently failed.

Interchangeable usefulness signals behind one scikit-learn interface, a gate that counts the
run of results judged useless and restricts actions at k, a fitter that chooses k, and the
measurements that tell whether an agent's stopping follows its evidence.

Label convention everywhere: 1 = useless, and every score is P(useless).
"""

from __future__ import annotations

from ._types import Episode, Judgment, Sample, Step, Verdict
from ._version import __version__
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
