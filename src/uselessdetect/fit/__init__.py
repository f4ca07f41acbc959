"""KFitter: choose the threshold k from recovery distributions observed on a development set."""

from __future__ import annotations

from ._choice import expected_steps_to_trip
from ._fitter import KFitter
from ._online import Change, OnlineKFitter
from ._params import DEFAULT_SUCCESS, MAX_PRICE

__all__ = [
    "Change",
    "DEFAULT_SUCCESS",
    "KFitter",
    "MAX_PRICE",
    "OnlineKFitter",
    "expected_steps_to_trip",
]
