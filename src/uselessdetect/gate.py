"""StopGate: the harness-side run counter that restricts the allowed actions at k (design §6).

The gate keeps, per (episode, source), the run of consecutive results judged useless:
``run += 1`` on a useless verdict, ``run = 0`` on a useful one, unchanged on ``unknown``. When
``run >= k`` it trips, and the trip lasts for the rest of the episode (until :meth:`reset`):

* ``finish_only`` — only the finish action stays allowed;
* ``drop_tool`` — the failing source is removed; the other tools stay.

A detector error never escapes into the harness: it is logged (logger ``uselessdetect.gate``)
and counts as ``unknown``, unless ``strict=True``. Each episode has its own state object with
its own lock, so one gate serves many concurrent episodes.
"""

from __future__ import annotations

import logging
import numbers
import threading
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Union

import numpy as np

from ._types import Judgment, Sample, Verdict
from .detectors import Detector, make_detector
from .exceptions import ConfigurationError, NotFittedError

__all__ = [
    "EpisodeGate",
    "GATE_MODES",
    "GateDecision",
    "StopGate",
    "filter_openai_tools",
    "filter_tool_names",
]

logger = logging.getLogger("uselessdetect.gate")

#: The gate's modes.
GATE_MODES: tuple[str, ...] = ("finish_only", "drop_tool")

Observed = Union[Sample, Mapping[str, Any], Judgment, Verdict, bool, str, None]  # noqa: UP007
_UNKNOWN = Judgment(Verdict.UNKNOWN, 0.5, "")
_VERDICT_OF = {True: Verdict.USELESS, False: Verdict.USEFUL, None: Verdict.UNKNOWN}
_VERDICT_WORDS = frozenset(v.value for v in Verdict)


@dataclass(frozen=True, slots=True)
class GateDecision:
    """What the gate says after one observation: run, trip, allowed actions and why.

    Attributes
    ----------
    run : int
        The run of consecutive useless results of ``source`` in ``episode``.
    tripped : bool
        Whether the episode's actions are restricted (any source has reached k).
    allowed : tuple of str or None
        The allowed action names; ``None`` means all. In ``drop_tool`` mode without a known
        tool list it is ``None`` and ``blocked`` names the removed tools.
    reason : str or None
        Human-readable reason of the trip (``None`` when not tripped).
    judgment : Judgment or None
        The judgment of the observed result (``None`` for :meth:`StopGate.decision`).
    blocked : tuple of str
        The tools removed (``drop_tool``); ``("*",)`` stands for "all but finish".
    error : str or None
        The detector's error message when it failed (the result then counts as unknown).
    """

    run: int
    tripped: bool
    allowed: tuple[str, ...] | None
    reason: str | None
    judgment: Judgment | None
    episode: str = "default"
    source: str = "search"
    k: int = 5
    blocked: tuple[str, ...] = ()
    error: str | None = None

    def permits(self, action: str) -> bool:
        """Whether ``action`` may be taken now.

        Examples
        --------
        >>> d = GateDecision(5, True, ("finish",), "…", None)
        >>> d.permits("finish"), d.permits("search")
        (True, False)
        """
        if self.allowed is not None:
            return action in self.allowed
        return action not in self.blocked

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict for logging."""
        return {
            "episode": self.episode,
            "source": self.source,
            "run": self.run,
            "k": self.k,
            "tripped": self.tripped,
            "allowed": list(self.allowed) if self.allowed is not None else None,
            "blocked": list(self.blocked),
            "reason": self.reason,
            "judgment": None
            if self.judgment is None
            else {**self.judgment.to_dict(), "detector": self.judgment.detector},
            "error": self.error,
        }


def _as_sample(item: Sample | Mapping[str, Any]) -> Sample:
    if isinstance(item, Sample):
        return item
    return Sample.from_dict({"question": "", "observation": "", **item})


def _coerce(value: Any, name: str) -> Judgment:
    """Turn what a callable detector returned into a Judgment (TypeError when impossible)."""
    if isinstance(value, Judgment):
        return value
    if isinstance(value, np.bool_):  # `score > 0.5` on numpy values
        value = bool(value)
    if isinstance(value, Verdict):
        return Judgment(value, {1: 1.0, 0: 0.0}.get(value.label, 0.5), name)  # type: ignore[arg-type]
    if value is None or isinstance(value, bool):
        v = _VERDICT_OF[value]
        return Judgment(v, {True: 1.0, False: 0.0}.get(value, 0.5), name)  # type: ignore[arg-type]
    if isinstance(value, numbers.Integral) and int(value) in (0, 1):  # 0/1, numpy ints too
        return _coerce(bool(value), name)
    if isinstance(value, str):
        return _coerce(Verdict(value.strip().lower()), name)
    raise TypeError(
        f"a gate detector must return a Judgment, Verdict, bool (True = useless), 0/1, "
        f"'useless'/'useful'/'unknown' or None; got {type(value).__name__}"
    )


class _State:
    """One episode's counters (guarded by its own lock)."""

    __slots__ = ("lock", "runs", "tripped_by", "reason", "observed")

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.runs: dict[str, int] = {}
        self.tripped_by: list[str] = []
        self.reason: str | None = None
        self.observed = 0


class StopGate:
    """Count the run of results judged useless; at k, restrict the actions (design §6).

    Parameters
    ----------
    detector : Detector, str or callable
        What judges a result: a :class:`~uselessdetect.detectors.Detector` (an unfitted one
        is fitted with ``[]`` at construction — detectors that need training must be fitted
        first), a registry name (``"lexical"``, ``"keyword>lexical"``), or a callable
        ``f(sample) -> Judgment | Verdict | bool | None`` (``True`` = useless, ``None`` =
        unknown).
    k : int, default 5
        Trip when the run reaches ``k``.
    mode : {"finish_only", "drop_tool"}, default "finish_only"
    strict : bool, default False
        Re-raise detector errors instead of logging them and counting ``unknown``.
    finish_action : str, default "finish"
        The action that answers; it stays allowed in every mode.
    tools : sequence of str, optional
        All action names; with it, ``drop_tool`` decisions list ``allowed`` explicitly.

    Notes
    -----
    Unlike an estimator, the gate checks its parameters at construction: it is built once,
    before the harness runs, and must never raise inside the agent loop.

    Examples
    --------
    >>> gate = StopGate(lambda s: "could not find" in s.observation.lower(), k=2)
    >>> d = gate.observe({"observation": "Could not find [Creed]."}, episode="q1")
    >>> d.run, d.tripped
    (1, False)
    >>> d = gate.observe({"observation": "Could not find [Creed band]."}, episode="q1")
    >>> d.tripped, d.allowed
    (True, ('finish',))
    >>> d.reason
    '2 consecutive results from `search` judged useless by <lambda>'
    >>> gate.observe({"observation": "Could not find [X]."}, episode="q2").run  # own counter
    1
    """

    def __init__(
        self,
        detector: Detector | str | Callable[[Sample], Any],
        *,
        k: int = 5,
        mode: str = "finish_only",
        strict: bool = False,
        finish_action: str = "finish",
        tools: Sequence[str] | None = None,
    ) -> None:
        self.detector = detector
        self.k = k
        self.mode = mode
        self.strict = strict
        self.finish_action = finish_action
        self.tools = tools
        if isinstance(k, bool) or not isinstance(k, int) or k < 1:
            raise ConfigurationError(f"k must be a positive integer, got {k!r}")
        if mode not in GATE_MODES:
            raise ConfigurationError(f"mode must be one of {', '.join(GATE_MODES)}, got {mode!r}")
        self._judge, self.detector_name_ = self._resolve(detector)
        self._states: dict[str, _State] = {}
        self._lock = threading.Lock()

    @staticmethod
    def _resolve(detector: Any) -> tuple[Callable[[Sample], Any], str]:
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
            f"detector must be a Detector, a registry name or a callable, "
            f"got {type(detector).__name__}"
        )

    # ------------------------------------------------------------------ state
    def _state(self, episode: str) -> _State:
        episode = str(episode)  # 7 and "7" are one episode (reset and state look it up so)
        st = self._states.get(episode)
        if st is None:
            with self._lock:
                st = self._states.setdefault(episode, _State())
        return st

    def episode(self, episode: str) -> EpisodeGate:
        """A handle bound to one episode (its own state object)."""
        return EpisodeGate(self, str(episode))

    def reset(self, episode: str | None = None) -> None:
        """Forget one episode's counters (and trip), or every episode's when ``None``."""
        with self._lock:
            if episode is None:
                self._states.clear()
            else:
                self._states.pop(str(episode), None)

    def state(self, episode: str | None = None) -> dict[str, Any]:
        """The counters for logging: one episode's, or ``{episode: ...}`` for all."""
        if episode is None:
            with self._lock:
                names = list(self._states)
            return {e: self.state(e) for e in names}
        st = self._state(str(episode))
        with st.lock:
            return {
                "runs": dict(st.runs),
                "tripped_by": list(st.tripped_by),
                "reason": st.reason,
                "observed": st.observed,
            }

    # --------------------------------------------------------------- counting
    def judge(self, item: Observed) -> tuple[Judgment, str | None]:
        """Judge one observed item; never raises unless ``strict`` (returns the error text)."""
        if isinstance(item, Judgment):
            return item, None
        if item is None or isinstance(item, (Verdict, bool)):
            return _coerce(item, "given"), None
        if isinstance(item, str):
            if item.strip().lower() in _VERDICT_WORDS:
                return _coerce(item, "given"), None
            item = {"observation": item}  # any other text is the result itself: judge it
        try:
            return _coerce(self._judge(_as_sample(item)), self.detector_name_), None
        except Exception as exc:
            if self.strict:
                raise
            logger.warning(
                "gate: detector %s failed; counting unknown", self.detector_name_, exc_info=True
            )
            return Judgment(Verdict.UNKNOWN, 0.5, self.detector_name_), (
                f"{type(exc).__name__}: {exc}"
            )

    def observe(
        self, item: Observed, *, source: str = "search", episode: str = "default"
    ) -> GateDecision:
        """Judge one tool result of ``source`` in ``episode``, update the run, and decide.

        Parameters
        ----------
        item : Sample, mapping, str, Judgment, Verdict, bool or None
            A result to judge (a sample or its dict; a plain string other than a verdict word
            is the observation text), or a verdict already made (``True`` or ``"useless"`` =
            useless, ``None`` = unknown).
        source : str
            The tool that produced the result.
        episode : str
            The episode's id: counters never mix across episodes.
        """
        episode = str(episode)
        judgment, error = self.judge(item)
        st = self._state(episode)
        verdict = judgment.verdict
        with st.lock:
            st.observed += 1
            run = st.runs.get(source, 0)
            if verdict is Verdict.USELESS:
                run += 1
            elif verdict is Verdict.USEFUL:
                run = 0
            st.runs[source] = run
            if run >= self.k and source not in st.tripped_by:
                st.tripped_by.append(source)
                st.reason = (
                    f"{run} consecutive results from `{source}` judged useless by "
                    f"{judgment.detector or self.detector_name_}"
                )
            return self._decide(st, episode, source, run, judgment, error)

    def decision(self, episode: str = "default", source: str = "search") -> GateDecision:
        """The current decision for an episode, without observing anything."""
        episode = str(episode)
        st = self._state(episode)
        with st.lock:
            return self._decide(st, episode, source, st.runs.get(source, 0), None, None)

    def _decide(
        self,
        st: _State,
        episode: str,
        source: str,
        run: int,
        judgment: Judgment | None,
        error: str | None,
    ) -> GateDecision:
        tripped = bool(st.tripped_by)
        allowed: tuple[str, ...] | None = None
        blocked: tuple[str, ...] = ()
        if tripped and self.mode == "finish_only":
            allowed, blocked = (self.finish_action,), ("*",)
        elif tripped:
            blocked = tuple(s for s in st.tripped_by if s != self.finish_action)
            if self.tools is not None:
                allowed = tuple(t for t in self.tools if t not in blocked)
        return GateDecision(
            run, tripped, allowed, st.reason, judgment, episode, source, self.k, blocked, error
        )


class EpisodeGate:
    """A :class:`StopGate` bound to one episode: ``observe(item, source=...)``, ``reset()``.

    Examples
    --------
    >>> eg = StopGate(lambda s: True, k=1).episode("q9")
    >>> eg.observe({"observation": "..."}).tripped, eg.state()["runs"]
    (True, {'search': 1})
    """

    def __init__(self, gate: StopGate, episode: str) -> None:
        self.gate = gate
        self.id = episode

    def observe(self, item: Observed, *, source: str = "search") -> GateDecision:
        """See :meth:`StopGate.observe`."""
        return self.gate.observe(item, source=source, episode=self.id)

    def decision(self, source: str = "search") -> GateDecision:
        """See :meth:`StopGate.decision`."""
        return self.gate.decision(self.id, source)

    def reset(self) -> None:
        """Forget this episode's counters."""
        self.gate.reset(self.id)

    def state(self) -> dict[str, Any]:
        """This episode's counters."""
        return self.gate.state(self.id)


def filter_tool_names(names: Sequence[str], decision: GateDecision) -> list[str]:
    """The tool names still allowed by ``decision``, in their order.

    Examples
    --------
    >>> d = GateDecision(5, True, ("finish",), "…", None)
    >>> filter_tool_names(["search", "lookup", "finish"], d)
    ['finish']
    """
    return [n for n in names if decision.permits(n)]


def _tool_name(tool: Mapping[str, Any]) -> str:
    fn = tool.get("function")
    return str(fn.get("name") if isinstance(fn, Mapping) else tool.get("name", ""))


def filter_openai_tools(
    tools: Sequence[Mapping[str, Any]], decision: GateDecision, *, finish_action: str = "finish"
) -> tuple[list[Mapping[str, Any]], Any]:
    """Filter OpenAI-style tool dicts; return ``(tools, tool_choice)``.

    Both shapes are read: Chat Completions (``{"type": "function", "function": {"name": …}}``)
    and Responses (``{"type": "function", "name": …}``). ``tool_choice`` is ``None`` (leave it
    as it was) unless the gate allows only finishing: then it forces the finish tool, in the
    same shape as the tools; if no finish tool is listed it is ``"none"`` (answer in text).

    Examples
    --------
    >>> tools = [{"type": "function", "function": {"name": n}} for n in ("search", "finish")]
    >>> kept, choice = filter_openai_tools(tools, GateDecision(5, True, ("finish",), "…", None))
    >>> [t["function"]["name"] for t in kept], choice
    (['finish'], {'type': 'function', 'function': {'name': 'finish'}})
    """
    kept = [t for t in tools if decision.permits(_tool_name(t))]
    if not (
        decision.tripped
        and decision.allowed is not None
        and set(decision.allowed) <= {finish_action}
    ):
        return kept, None
    finish = [t for t in kept if _tool_name(t) == finish_action]
    if not finish:
        return [], "none"
    if isinstance(finish[0].get("function"), Mapping):
        return finish, {"type": "function", "function": {"name": finish_action}}
    return finish, {"type": "function", "name": finish_action}
