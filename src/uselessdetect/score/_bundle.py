"""Fitted detectors shipped to wherever a partition is scored: pickled once, with a key, and
unpickled once per process (this one, a joblib worker, a Dask worker)."""

from __future__ import annotations

import hashlib
import pickle
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from ..detectors import Detector

__all__ = ["DetectorBundle", "loads_in_process"]

#: Detectors unpickled in this process, by bundle key (one load per process and bundle).
_CACHE: dict[str, Any] = {}
_LOADS: Counter[str] = Counter()


class DetectorBundle:
    """Fitted detectors pickled once, with a key; :meth:`load` unpickles once per process.

    Examples
    --------
    >>> from uselessdetect.detectors import make_detector
    >>> b = DetectorBundle({"lexical": make_detector("lexical").fit([])})
    >>> c = pickle.loads(pickle.dumps(b))  # what a worker receives
    >>> c.load() is c.load(), list(c.load())
    (True, ['lexical'])
    """

    def __init__(self, detectors: Mapping[str, Detector]) -> None:
        self.blob = pickle.dumps(dict(detectors), protocol=pickle.HIGHEST_PROTOCOL)
        self.key = hashlib.sha256(self.blob).hexdigest()

    @classmethod
    def of(cls, detectors: Mapping[str, Detector] | Sequence[Detector]) -> DetectorBundle:
        """A bundle of a mapping name -> detector, or of a sequence (keyed by ``.name``)."""
        if isinstance(detectors, Mapping):
            return cls(dict(detectors))
        return cls({d.name: d for d in detectors})

    @property
    def loaded(self) -> bool:
        """Whether this process has unpickled the bundle already."""
        return self.key in _CACHE

    def load(self) -> dict[str, Detector]:
        """The detectors, unpickled on the first call in this process and cached."""
        if self.key not in _CACHE:
            _CACHE[self.key] = pickle.loads(self.blob)  # noqa: S301 - our own bundle
            _LOADS[self.key] += 1
        dets: dict[str, Detector] = _CACHE[self.key]
        return dets


def loads_in_process() -> dict[str, int]:
    """How often this process has unpickled each bundle (1 per bundle when caching works)."""
    return dict(_LOADS)
