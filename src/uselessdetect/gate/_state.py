"""One episode's counting state in a :class:`~uselessdetect.gate.StopGate`, under its own lock."""

from __future__ import annotations

import threading
from typing import Any

__all__ = ["EpisodeState"]


class EpisodeState:
    """One episode's counting state, guarded by its own lock (the gate's, per episode).

    Per source: ``runs`` (the run, kept under every rule), ``stats`` (the gate's rule's
    statistic, for rules other than a plain ``run``) and, per shadow rule, ``shadow_stats[i]``.
    ``tripped_by`` lists the sources the gate's rule tripped on (in order); ``trip_at`` is the
    1-based step of the first trip, ``shadow_trip_at[i]`` that of shadow rule i. ``log`` is the
    episode's record while the gate records (see :mod:`._recording`), else ``None``.
    ``fail_key``, ``fail_run`` and ``fail_tools``: the run of counted results that fail the
    same way, whichever tool gave them (:mod:`._spread`).
    """

    __slots__ = (
        "lock",
        "runs",
        "stats",
        "tripped_by",
        "reason",
        "observed",
        "counts",
        "nsteps",
        "trip_at",
        "shadow_stats",
        "shadow_trip_at",
        "shadow_reason",
        "log",
        "fail_key",
        "fail_run",
        "fail_tools",
    )

    def __init__(self, n_shadow: int = 0, log: Any = None) -> None:
        self.lock = threading.Lock()
        self.runs: dict[str, int] = {}
        self.stats: dict[str, Any] = {}
        self.tripped_by: list[str] = []
        self.reason: str | None = None
        self.observed = 0
        self.counts = {"unrecognised": 0, "detector_errors": 0, "blocked": 0, "uncounted": 0}
        self.nsteps = 0  # steps of the episode so far (observed and blocked calls)
        self.trip_at: int | None = None  # 1-based step at which the gate (would have) tripped
        self.shadow_stats: list[dict[str, Any]] = [{} for _ in range(n_shadow)]
        self.shadow_trip_at: list[int | None] = [None] * n_shadow
        self.shadow_reason: list[str | None] = [None] * n_shadow
        self.log = log
        # the run of counted results that fail the same way, and its tools (see ._spread)
        self.fail_key: int | None = None
        self.fail_run = 0
        self.fail_tools: list[str] = []
