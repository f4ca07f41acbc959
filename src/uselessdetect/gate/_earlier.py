"""The earlier results a gate keeps per (episode, source) for a detector that reads them.

Only a gate whose detector reads ``Sample.earlier`` (``reads_earlier``) builds an
:class:`EarlierResults`; every other gate pays nothing. What is kept per (episode, source)
follows what the detector reads (:func:`~uselessdetect.detectors.earlier_need`; a chain or a
cascade reads what its members read together):

* ``True`` (``novelty``, ``default``): a :class:`~uselessdetect.shapes.Seen`, the
  fingerprints (hashes, never text) of the source's last ``EARLIER_MAX`` results, each with
  the key of the call (its arguments) that returned it;
* ``"calls"`` (``classifier``, ``semantic``: the rejected-call rule only): a
  :class:`~uselessdetect.shapes.SeenCalls`, the keys of the same calls, which results were
  acknowledgements (read from the result's parse, which the detector has cached) and the
  hash of each error's text; no other result is fingerprinted.
"""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Mapping
from typing import Any

from .._types import EARLIER_MAX, Judgment, Sample
from ..detectors import EarlierNeed, earlier_need
from ..shapes import Seen, SeenCalls, call_key, fingerprint
from ._coerce import given_judgment

__all__ = ["EarlierResults", "reads_earlier"]


def reads_earlier(judge: Any) -> EarlierNeed:
    """What the gate's judge (a detector's bound ``judge``) reads of the earlier results:
    ``False``, ``"calls"`` or ``True`` (:func:`~uselessdetect.detectors.earlier_need`)."""
    return earlier_need(getattr(judge, "__self__", None))


def _observation(item: Any) -> str | None:
    """The text a detector will judge in ``item``, or None (a verdict already made, …)."""
    if type(item) is Sample:
        return item.observation
    if isinstance(item, Mapping):
        obs = item.get("observation")
        return obs if isinstance(obs, str) and item.get("verdict") is None else None
    if isinstance(item, str):
        try:
            return item if given_judgment(item) is None else None
        except Exception:  # unrecognised: the gate reports it as it always does
            return None
    return None


def _query(item: Any) -> str:
    """The call's arguments in ``item`` (``""`` when it carries none)."""
    if type(item) is Sample:
        return item.query
    if isinstance(item, Mapping):
        query = item.get("query")
        return query if isinstance(query, str) else ""
    return ""


def _with(item: Any, seen: Seen | SeenCalls) -> Any:
    """``item`` carrying ``seen`` as its earlier results (unless it brings its own)."""
    if type(item) is Sample:
        return item if item.earlier else dataclasses.replace(item, earlier=seen)  # type: ignore[arg-type]
    if isinstance(item, Mapping):
        return item if item.get("earlier") else {**item, "earlier": seen}
    return {"observation": item, "earlier": seen}


class EarlierResults:
    """Per episode and source, what the detector reads of the results observed so far: their
    fingerprints, or with ``calls_only`` only the calls behind them (see the module)."""

    def __init__(self, maxlen: int = EARLIER_MAX, *, calls_only: bool = False) -> None:
        self.maxlen = maxlen
        self.calls_only = calls_only
        self._by: dict[str, tuple[object, dict[str, Seen | SeenCalls]]] = {}
        self._lock = threading.Lock()

    def _seen(self, gate: Any, episode: str, source: str) -> Seen | SeenCalls:
        st = gate._state(episode)
        kept = self._by.get(episode)
        if kept is None or kept[0] is not st:  # new, or reset since: start afresh
            with self._lock:
                if len(self._by) > 2 * len(gate._states) + 64:
                    live = gate._states
                    self._by = {e: v for e, v in self._by.items() if live.get(e) is v[0]}
                kept = self._by[episode] = (st, {})
        by_source = kept[1]
        seen = by_source.get(source)
        if seen is None:
            seen = by_source[source] = (SeenCalls if self.calls_only else Seen)(self.maxlen)
        return seen

    def judged(
        self, gate: Any, episode: str, source: str, item: Any
    ) -> tuple[Judgment, str | None, str | None, bool]:
        """Judge ``item`` with the source's earlier results, then remember it among them."""
        obs = _observation(item)
        if obs is None:
            return gate._judgment(item)
        seen = self._seen(gate, episode, source)
        out = gate._judgment(_with(item, seen) if seen else item)
        try:
            call = call_key(_query(item))
            if isinstance(seen, SeenCalls):  # the shape only (parsed by the detector: cached)
                kind, error = SeenCalls.read(obs)
                with self._lock:
                    seen.add(kind, call, error)
                return out
            fp = fingerprint(obs)
        except Exception:  # pragma: no cover - parse_result never raises; belt and braces
            return out
        with self._lock:
            seen.add(fp, call)
        return out
