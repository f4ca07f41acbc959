"""The runs a report reads, kept as compact per-call arrays, and every rule's replay of them.

:class:`RunStore` takes the runs one at a time and keeps, per run with an outcome and a call,
its outcome and where the logs say it first saw its answer
(:func:`~uselessdetect.io.answer_seen_at`) and, per call (the steps before the first answer),
the tool, whether it has a result, whether that result was news to the run
(:func:`~uselessdetect.measure._outcome_replay.withholds`, judged while the run is read: the
run's received results are kept only that long), its label and the report detector's recorded
verdict and score — a few bytes a call, never the run's text, so memory grows with the calls
and not with the size of the logs. :func:`replay_rules` then replays every rule over all the
runs at once: the rules' own trips (:func:`~uselessdetect.fit._trips.first_trips`, one stream
per run and source, the choice of tools a shadow :class:`~uselessdetect.gate.StopGate`
makes), blocked as :func:`~uselessdetect.measure.replay_run` blocks (``finish_only``: every
call after the first trip; ``drop_tool``: a source's calls after its own trip), with the
blocked calls that withheld evidence and the runs stopped before their answer as
:class:`~uselessdetect.measure.RunReplay` counts them.
"""

from __future__ import annotations

import math
from array import array
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from .._types import Episode
from ..gate import StopGate
from ..io import answer_seen_at, episode_success
from ..measure._outcome_replay import ONE_SOURCE, received_key, withholds
from ._online import _gate_cut
from ._rows import EpisodeArrays
from ._trips import first_trips

__all__ = ["Replayed", "RunStore", "calls_before_answer", "replay_rules"]

_CODE = {"useless": 1, "useful": 0}
#: A recorded judgment's shown form: -2 none, -1/0/1 unknown/useful/useless, 2 kept as it is.
_STATE = {"unknown": -1, "useful": 0, "useless": 1}
_NEVER = np.iinfo(np.int64).max


def calls_before_answer(ep: Episode) -> list[Any]:
    """The run's calls: its steps before the first answer (as the outcome replay reads it)."""
    for i, step in enumerate(ep.steps):
        if step.is_finish:
            return ep.steps[:i]
    return ep.steps


class RunStore:
    """The runs with an outcome and a call, per call a few numbers (module docstring).

    ``ordinal[r]`` is the position of kept run ``r`` among all the runs read, so that a second
    read can find it again; ``id_hash[r]`` lets that read check it found the same run.
    ``seen_known[r]`` says whether the logs say where run ``r`` first saw its answer,
    ``seen_at[r]`` the 1-based call that did (0: never, or not known); ``news[c]`` whether call
    ``c``'s logged result was news to its run (blocking it would withhold evidence), looked at
    only where a figure reads it — the calls of a successful run after its first (a first call
    is never blocked; evidence withheld is counted in successful runs) — and 0 elsewhere, so
    that a failed run's results are never parsed.
    """

    def __init__(self, detector: str, reward_threshold: float) -> None:
        self.detector, self.reward_threshold = detector, reward_threshold
        self.tool_names: list[str] = []
        self._tool_ids: dict[str, int] = {}
        self.tool, self.has_result, self.news = array("i"), array("b"), array("b")
        self.label, self.code, self.state = array("b"), array("b"), array("b")
        self.score = array("d")
        self.odd: dict[int, tuple[Any, Any]] = {}  # call -> (verdict, score) as recorded
        self.n_calls, self.success = array("i"), array("b")
        self.seen_known, self.seen_at = array("b"), array("i")
        self.ordinal, self.id_hash = array("q"), array("q")
        self.cuts: dict[int, set[str]] = {}  # run -> the sources an enforcing gate cut
        self.read = self.skipped = 0

    def add(self, ep: Episode) -> None:
        """Take one run (in the order they happened)."""
        ordinal, self.read = self.read, self.read + 1
        steps = calls_before_answer(ep)
        success = episode_success(ep, reward_threshold=self.reward_threshold)
        known, seen = answer_seen_at(ep)  # checked on every run, as the replay checks it
        if success is None or not steps:
            self.skipped += 1
            return
        cut = _gate_cut(ep.raw.get("gate") if isinstance(ep.raw, dict) else None)
        if cut:
            self.cuts[len(self.n_calls)] = cut
        self.n_calls.append(len(steps))
        self.success.append(bool(success))
        self.ordinal.append(ordinal)
        self.id_hash.append(hash(str(ep.id)))
        self.seen_known.append(known)
        self.seen_at.append(seen or 0)
        if success:
            self._news(steps)
        else:
            self.news.extend(bytes(len(steps)))
        for step in steps:
            self._call(step)

    def _news(self, steps: list[Any]) -> None:
        """Each call's ``news`` flag (class docstring), against the results the run had
        received before it: :func:`~uselessdetect.measure._outcome_replay.withheld_calls`'
        reading, kept only while the run is read."""
        received: set[int] = set()  # this run's results so far (received_key)
        for i, step in enumerate(steps):
            obs = step.observation
            self.news.append(i > 0 and withholds(obs, received))
            if obs is not None:
                received.add(received_key(obs))

    def _call(self, step: Any) -> None:
        tool = self._tool_ids.get(step.action)
        if tool is None:
            tool = self._tool_ids[step.action] = len(self.tool_names)
            self.tool_names.append(step.action)
        self.tool.append(tool)
        self.has_result.append(step.observation is not None)
        self.label.append(-1 if step.label is None else int(step.label))
        j = step.judgments.get(self.detector)
        if not isinstance(j, dict):
            self.code.append(-1)
            self.state.append(-2)
            self.score.append(math.nan)
            return
        verdict, score = j.get("verdict"), j.get("score")
        self.code.append(_CODE.get(str(verdict), -1))
        self.score.append(float(score) if isinstance(score, (int, float)) else math.nan)
        plain = type(score) is float and not math.isnan(score)
        if type(verdict) is str and verdict in _STATE and (score is None or plain):
            self.state.append(_STATE[verdict])
        else:  # shown as recorded (an int score, say): rare, kept aside
            self.state.append(2)
            self.odd[len(self.state) - 1] = (verdict, score)

    def judgment(self, call: int) -> dict[str, Any] | None:
        """Call ``call``'s recorded judgment as the step table shows it (``None``: none)."""
        state = self.state[call]
        if state == -2:
            return None
        if state == 2:
            verdict, score = self.odd[call]
        else:
            verdict = ("unknown", "useful", "useless")[state + 1]
            score = None if math.isnan(self.score[call]) else self.score[call]
        return {"verdict": verdict, "score": score}

    def __len__(self) -> int:
        return len(self.n_calls)

    def arrays(self) -> dict[str, np.ndarray]:
        """The per-call and per-run buffers as numpy arrays (views, no copy)."""
        return {
            "tool": np.frombuffer(self.tool, dtype=np.int32),
            "has_result": np.frombuffer(self.has_result, dtype=np.int8).astype(bool),
            "news": np.frombuffer(self.news, dtype=np.int8).astype(bool),
            "label": np.frombuffer(self.label, dtype=np.int8),
            "code": np.frombuffer(self.code, dtype=np.int8),
            "score": np.frombuffer(self.score, dtype=np.float64),
            "n_calls": np.frombuffer(self.n_calls, dtype=np.int32).astype(np.int64),
            "success": np.frombuffer(self.success, dtype=np.int8).astype(bool),
            "seen_known": np.frombuffer(self.seen_known, dtype=np.int8).astype(bool),
            "seen_at": np.frombuffer(self.seen_at, dtype=np.int32).astype(np.int64),
        }


@dataclass
class Replayed:
    """One rule's replay of every stored run, as :class:`~uselessdetect.measure.RunReplay`
    has it: per call whether it was blocked (``cut``) and whether it withheld evidence
    (``withheld``: blocked, and its result news to the run, in successful runs: no figure
    counts it in the others); per run the 0-based call of the
    first trip (``first``, ``-1``: none), the tool id whose trip blocked the run's first
    blocked call (``stopper``) and its first withholding call (``withholder``, ``-1``: none),
    and whether a blocked call (``stopped``) or a withholding one (``withheld_evidence``) came
    before the answer: at or before the call that first brought it where the logs say, else
    anywhere before the run's answer."""

    cut: np.ndarray
    first: np.ndarray
    stopper: np.ndarray
    stopped: np.ndarray
    withheld: np.ndarray
    withholder: np.ndarray
    withheld_evidence: np.ndarray


def _keys(store: RunStore, gate: StopGate, one_source: bool) -> tuple[np.ndarray, np.ndarray, int]:
    """Per tool id: the id of the key the gate keeps its run under, and whether it counts;
    and how many keys there are."""
    counting = gate.counting_
    names: dict[Any, int] = {}
    key = [
        names.setdefault(ONE_SOURCE if one_source else counting.key(t), len(names))
        for t in store.tool_names
    ]
    counted = [bool(counting.counted(t)) for t in store.tool_names]
    return np.array(key, dtype=np.int64), np.array(counted, dtype=bool), max(len(names), 1)


def replay_rules(
    store: RunStore, gates: Mapping[str, StopGate], one_source: bool
) -> dict[str, Replayed]:
    """What each rule's shadow gate would have blocked in every stored run (module docstring)."""
    a = store.arrays()
    n_runs, n = len(store), len(a["tool"])
    run = np.repeat(np.arange(n_runs), a["n_calls"])
    start = np.cumsum(a["n_calls"]) - a["n_calls"]
    pos = np.arange(n) - start[run]  # each call's 0-based place in its run
    key_of, counted, n_keys = _keys(store, next(iter(gates.values())), one_source)
    if not n:  # no call at all: nothing streams
        key_of, counted = np.zeros(1, dtype=np.int64), np.zeros(1, dtype=bool)
    group = run * n_keys + key_of[a["tool"]]
    streamed = np.flatnonzero(a["has_result"] & counted[a["tool"]])
    order = streamed[np.argsort(group[streamed], kind="stable")]  # by stream, calls in order
    stream_of, n_in = np.unique(group[order], return_counts=True)
    v = a["code"][order]
    arr = EpisodeArrays(
        flat_labels=v,
        flat_verdicts=v,
        n_calls=n_in,
        answered=np.zeros(len(n_in), dtype=bool),
        budget=n_in + 1,
        correct=np.full(len(n_in), np.nan),
        flat_scores=a["score"][order],
    )
    rules = [g.rule_ for g in gates.values()]
    trips = first_trips(rules, arr) if len(n_in) else np.zeros((0, len(rules)), dtype=int)
    stream_start = np.cumsum(n_in) - n_in
    out = {}
    for col, (name, gate) in enumerate(gates.items()):
        hit = trips[:, col] >= 0
        at = pos[order[stream_start[hit] + trips[hit, col]]]  # the trip's call in its run
        out[name] = _blocked(a, run, pos, group, stream_of[hit], at, gate.mode, n_keys)
    return out


def _blocked(
    a: dict[str, np.ndarray],
    run: np.ndarray,
    pos: np.ndarray,
    group: np.ndarray,
    tripped: np.ndarray,
    at: np.ndarray,
    mode: str,
    n_keys: int,
) -> Replayed:
    """One rule's blocked calls, first trips and stoppers from its sources' trip calls
    (``tripped``: the run-and-key groups that tripped, ``at``: the call each tripped at)."""
    n_runs = len(a["n_calls"])
    first = np.full(n_runs, _NEVER, dtype=np.int64)
    np.minimum.at(first, tripped // n_keys, at)
    trip_here = _trip_of_group(group, tripped, at)  # per call: its own source's trip call
    cut = pos > (first[run] if mode == "finish_only" else trip_here)
    # the trip that blocked each call, as replay_run names it: the call's own source's trip
    # when that came before the call, else (finish_only) the run's first trip
    by = np.where(trip_here < pos, trip_here, first[run])
    withheld = cut & a["news"]
    before = pos < np.where(a["seen_at"] > 0, a["seen_at"], a["n_calls"])[run]
    return Replayed(
        cut=cut,
        first=np.where(first < _NEVER, first, -1),
        stopper=_first_tool(a, run, by, cut),
        stopped=np.bincount(run, weights=cut & before, minlength=n_runs) > 0,
        withheld=withheld,
        withholder=_first_tool(a, run, by, withheld),
        withheld_evidence=np.bincount(run, weights=withheld & before, minlength=n_runs) > 0,
    )


def _trip_of_group(group: np.ndarray, tripped: np.ndarray, at: np.ndarray) -> np.ndarray:
    """Per call: the call its run-and-key group tripped at (``_NEVER``: it did not)."""
    if not len(tripped):
        return np.full(len(group), _NEVER, dtype=np.int64)
    g_sorted = np.argsort(tripped)
    keys, vals = tripped[g_sorted], at[g_sorted]
    idx = np.minimum(np.searchsorted(keys, group), len(keys) - 1)
    return np.where(keys[idx] == group, vals[idx], _NEVER)


def _first_tool(
    a: dict[str, np.ndarray], run: np.ndarray, by: np.ndarray, marked: np.ndarray
) -> np.ndarray:
    """Per run: the tool id at the trip call ``by`` names for the run's first ``marked`` call
    (``-1``: no call marked)."""
    n_runs = len(a["n_calls"])
    calls = np.flatnonzero(marked)
    first = np.full(n_runs, _NEVER, dtype=np.int64)
    np.minimum.at(first, run[calls], calls)
    out = np.full(n_runs, -1, dtype=np.int64)
    some = first < _NEVER
    start = np.cumsum(a["n_calls"]) - a["n_calls"]
    out[some] = a["tool"][start[some] + by[first[some]]]
    return out
