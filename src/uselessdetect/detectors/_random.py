"""The rate-matched random baseline: the control for any signal's timing."""

from __future__ import annotations

import hashlib
from typing import Any

import numpy as np
from sklearn.base import clone
from sklearn.utils import check_random_state

from .._checks import check_seed
from .._types import Sample
from ..exceptions import ConfigurationError
from ._base import Detector

__all__ = ["RandomDetector"]


class RandomDetector(Detector):
    """Rate-matched random baseline: says useless at a reference signal's rate, at random steps.

    Each sample gets, independently, a score ``u ~ Uniform(0, 1)``; the verdict is useless
    when ``u >= 1 - rate``, i.e. with probability ``rate``. A sample that names its origin
    (``source``, e.g. ``"episode:q17#2"`` for step 2 of episode ``q17``) draws ``u`` from a
    hash of the seed and its identity (source and texts), so its verdict does not depend on
    the order, batching or partitioning of the calls — a serial run and a cluster run agree.
    Samples without a source draw from a seeded stream, in call order. Two detectors built
    with the same ``random_state`` and fitted on the same data give the same verdicts.

    Parameters
    ----------
    rate : float or None, default None
        P(useless). ``None``: fitted in ``fit`` from ``reference``.
    reference : str, Detector or None, default None
        Where the rate comes from when ``rate`` is ``None``: ``"labels"`` (or ``None``) uses the
        labels given to ``fit``; a detector name or instance uses the share of its ``useless``
        verdicts on the data given to ``fit`` (abstentions excluded). With neither labels nor
        a reference, 0.5.
    random_state : int, RandomState or None, default None
        Seed of the verdict stream.

    Examples
    --------
    >>> det = RandomDetector(rate=0.25, random_state=0).fit([])
    >>> X = [{"question": "Q?", "observation": "O."}] * 10_000
    >>> abs(float(det.predict(X).mean()) - 0.25) < 0.02
    True
    """

    name = "random"
    stochastic = True

    def __init__(
        self,
        *,
        rate: float | None = None,
        reference: Any = None,
        random_state: Any = None,
    ) -> None:
        self.rate = rate
        self.reference = reference
        self.random_state = random_state

    def _learns_cutoff(self) -> bool:
        return True

    def _fit(self, samples: list[Sample], y: np.ndarray | None) -> None:
        if self.rate is not None:
            rate = float(self.rate)
        elif self.reference not in (None, "labels"):
            rate = self._reference_rate(samples, y)
        elif y is not None and len(y):
            rate = float(np.mean(y))
        else:
            rate = 0.5
        if not 0.0 <= rate <= 1.0:
            raise ConfigurationError(f"rate must lie in [0, 1], got {rate!r}")
        self.rate_ = rate
        self.cutoff_ = 1.0 - rate if rate > 0 else np.nextafter(1.0, 2.0)
        # one draw from the seed (or, once, from the caller's generator): the hash key of the
        # identity draws and the seed of the stream for samples without a source
        salt = check_random_state(check_seed(self.random_state)).randint(2**31 - 1, size=2)
        self._salt = np.asarray(salt, dtype="<i8").tobytes()
        self._rng = np.random.RandomState(int(salt[1]))

    def _reference_rate(self, samples: list[Sample], y: np.ndarray | None) -> float:
        from . import make_detector

        ref = make_detector(self.reference) if isinstance(self.reference, str) else self.reference
        ref = clone(ref).fit(samples, y)  # never refit the caller's detector
        verdicts = [j.verdict.label for j in ref.judge_many(samples)]
        stated = [v for v in verdicts if v is not None]
        if not stated:
            raise ConfigurationError(
                f"reference detector {ref.name!r} gave no verdict on the {len(samples)} samples "
                "given to fit; give labels or a rate instead"
            )
        return float(np.mean(stated))

    def _scores(self, samples: list[Sample]) -> np.ndarray:
        out = np.empty(len(samples))
        anonymous = [i for i, s in enumerate(samples) if not s.source]
        for i, s in enumerate(samples):
            if s.source:
                out[i] = _identity_draw(self._salt, s)
        out[anonymous] = self._rng.random_sample(len(anonymous))
        return out


def _identity_draw(salt: bytes, sample: Sample) -> float:
    """A uniform draw in [0, 1) that depends only on ``salt`` and the sample's identity."""
    h = hashlib.blake2b(salt, digest_size=8)
    for part in (
        sample.source or "",
        sample.question,
        sample.query,
        sample.observation,
        sample.thought,
    ):
        data = part.encode("utf-8", "surrogatepass")
        h.update(len(data).to_bytes(8, "little"))
        h.update(data)
    return (int.from_bytes(h.digest(), "little") >> 11) * 2.0**-53
