"""Adaptive in-flight slots: at most ``limit`` requests at once, halved by timeouts."""

from __future__ import annotations

import threading

__all__ = ["Slots"]


class Slots:
    """At most ``limit`` holders at once (``limit`` <= ``ceiling``), adapted to the server.

    A timeout halves the limit (once per round: a burst of timeouts from one crowd counts
    once), so a server that queues requests is sent fewer at a time; a run of successes
    raises it again by one, never above ``ceiling``. The in-flight count never exceeds the
    limit in force when a slot was taken, hence never exceeds ``ceiling``.
    """

    def __init__(self, ceiling: int) -> None:
        self.ceiling = ceiling
        self.limit = ceiling
        self.busy = 0
        self.peak = 0
        self.lowest = ceiling
        self._round = 0
        self._good = 0
        self._cond = threading.Condition()

    def acquire(self) -> int:
        with self._cond:
            while self.busy >= self.limit:
                self._cond.wait()
            self.busy += 1
            self.peak = max(self.peak, self.busy)
            return self._round

    def release(self, taken_in: int, *, timed_out: bool) -> None:
        with self._cond:
            self.busy -= 1
            if timed_out:
                self._good = 0
                if taken_in == self._round and self.limit > 1:
                    self.limit = max(1, self.limit // 2)
                    self.lowest = min(self.lowest, self.limit)
                    self._round += 1
            else:
                self._good += 1
                if self.limit < self.ceiling and self._good >= 4 * self.limit:
                    self.limit += 1
                    self._good = 0
            self._cond.notify_all()
