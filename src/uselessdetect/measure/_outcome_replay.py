"""Replay a gate over logged runs with their outcomes: what it would have cut, whom it would
have stopped.

Before a gate enforces, a team needs two numbers from its own logs:

* **calls cut** — in runs that failed, the share of tool calls the gate would have blocked
  (and the same in failed runs that *loop*: ``loop_min`` calls or more, 6 by default, and the
  answer never seen where the logs say where it was: :func:`~uselessdetect.io.answer_seen_at`);
* **successful runs stopped** — the share of runs that succeeded in which the gate would have
  blocked a call before the answer: before the call that first brought the answer where the
  logs say (that call included), else before the run's answer;
* **successful runs where the gate withheld evidence** — the same, counting only blocked calls
  whose logged result was news to the run: neither an error or empty result
  (:func:`~uselessdetect.shapes.parse_result` kind ``error``) nor the same text (case and
  whitespace aside) as a result the run had already received. Blocking a call that would have
  failed again, or answered what the agent already had, withholds nothing: the run would have
  held the same evidence when it answered. In ``drop_tool`` mode the agent goes on with its
  other tools; in ``finish_only`` mode it answers at the trip, from the evidence it has then.

:func:`replay_outcomes` drives a real :class:`~uselessdetect.gate.StopGate` in shadow mode over
each run's calls in order, exactly as a harness would feed it: each tool is its own source
(``one_source=True`` counts the toolset as one). A call is *blocked* when, before it, the gate
had tripped — in ``finish_only`` mode any call; in ``drop_tool`` mode a call of a tripped
source. Figures are given overall and per tool (per tool: that tool's calls; the successful
runs that call it, stopped by a trip at one of its results), each with a percentile interval
from a bootstrap over runs (:func:`~uselessdetect.measure._stats.cluster_bootstrap`).
A run's success comes from its logged outcome (:func:`~uselessdetect.io.episode_success`);
runs whose logs say nothing of it are counted as skipped, never guessed.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import sparse

from .._checks import check_count, check_flag
from .._types import Episode, Sample
from ..exceptions import ConfigurationError
from ..gate import StopGate
from ..io import Skipped, answer_seen_at, episode_success
from ..shapes import parse_result
from ..shapes._text import norm_text
from ._stats import Estimate, cluster_bootstrap

__all__ = [
    "LOOP_MIN",
    "ONE_SOURCE",
    "OutcomeReplay",
    "RunReplay",
    "received_key",
    "replay_outcomes",
    "replay_run",
    "summarise",
    "summarise_tables",
    "withheld_calls",
    "withholds",
]

#: A failed run with at least this many calls is a loop.
LOOP_MIN = 6
#: The source name every call counts under with ``one_source=True``.
ONE_SOURCE = "toolset"
#: Per group: the columns of the bootstrap table (sums over runs).
_COLS = ("failed_runs", "failed_calls", "failed_cut", "loop_runs", "loop_calls", "loop_cut",
         "success_runs", "success_stopped", "success_withheld")  # fmt: skip
#: The figures: (name, numerator column, denominator column).
FIGURES = (
    ("calls_cut_failed", "failed_cut", "failed_calls"),
    ("calls_cut_looping", "loop_cut", "loop_calls"),
    ("success_stopped", "success_stopped", "success_runs"),
    ("success_withheld", "success_withheld", "success_runs"),
)
NO_OUTCOME = "runs whose logs give no outcome"
NO_CALL = "runs without a tool call before the answer"


@dataclass(frozen=True)
class RunReplay:
    """What the gate would have done in one run: per call, its tool and whether it was blocked.

    ``trip_call`` is the 1-based call at whose result the gate first tripped; ``stopper`` the
    tool whose trip blocked the run's first blocked call (``None`` when none was blocked).
    ``withheld`` marks the blocked calls that withheld evidence (whose logged result was news
    to the run: :func:`withholds`), and ``withholder`` the tool whose trip blocked the first
    of them.
    ``seen_known`` says whether the logs say where the run first saw its answer, ``seen_at``
    the 1-based call that did (``None``: never, or not known).
    """

    id: str
    success: bool | None
    tools: tuple[str, ...]
    cut: tuple[bool, ...]
    trip_call: int | None
    stopper: str | None
    withheld: tuple[bool, ...] = ()
    withholder: str | None = None
    seen_known: bool = False
    seen_at: int | None = None

    @property
    def _before_answer(self) -> int:
        """How many calls come before the answer: up to the call that brought it, if known."""
        return self.seen_at if self.seen_at is not None else len(self.cut)

    @property
    def stopped(self) -> bool:
        """Whether the gate would have blocked a call before the answer (:attr:`seen_at`)."""
        return any(self.cut[: self._before_answer])

    @property
    def withheld_evidence(self) -> bool:
        """Whether a blocked call before the answer withheld evidence (:attr:`withheld`)."""
        return any(self.withheld[: self._before_answer])

    def loops(self, loop_min: int) -> bool:
        """Whether the run failed and loops: ``loop_min`` calls or more and, where the logs
        say where the answer was seen, the answer never seen."""
        never_seen = not self.seen_known or self.seen_at is None
        return self.success is False and len(self.tools) >= loop_min and never_seen


def _calls(episode: Episode) -> list[tuple[str, Sample | None]]:
    """The run's calls before its first answer: (tool, sample to judge or None).

    The sample carries the step's ``label``, so that ``oracle`` replays a perfect judge.
    """
    out: list[tuple[str, Sample | None]] = []
    steps = episode.steps
    for t, step in enumerate(steps):
        if step.is_finish:
            break
        if step.observation is None:
            out.append((step.action, None))
            continue
        nxt = steps[t + 1].thought if t + 1 < len(steps) else ""
        sample = Sample(
            question=episode.question,
            observation=step.observation,
            query=step.input,
            thought=nxt,
            label=step.label,
            kind="real",
            source=f"episode:{episode.id}#{t}",
        )
        out.append((step.action, sample))
    return out


def withholds(observation: str | None, received: set[int]) -> bool:
    """Whether blocking a call with this logged result withholds evidence from the run.

    Not when the logged result is an error or empty result (a call that would have failed
    again), nor when it is the same text — case and whitespace aside — as a result the run had
    already received (``received``: :func:`received_key` of each earlier result). A call whose
    result was not logged (``None``) counts as withholding (nothing says otherwise).

    Examples
    --------
    >>> failed = '{"error": "status_code=404", "response": ""}'
    >>> record = '{"name": "Ada", "born": 1815}'
    >>> withholds(failed, set()), withholds(record, set()), withholds(None, set())
    (False, True, True)
    >>> withholds(record, {received_key(record)})
    False
    """
    if observation is None:
        return True
    if received_key(observation) in received:
        return False
    return parse_result(observation).kind != "error"


def received_key(observation: str) -> int:
    """What makes two logged results "the same text": case and whitespace aside."""
    return hash(norm_text(observation))


def withheld_calls(observations: Iterable[str | None], cut: Iterable[bool]) -> tuple[bool, ...]:
    """Per call, whether it was blocked (``cut``) and withheld evidence (:func:`withholds`),
    each call judged against the results the run had received before it.

    Examples
    --------
    >>> withheld_calls(["a", "b", "a", "No results"], [False, True, True, True])
    (False, True, False, False)
    """
    received: set[int] = set()
    out: list[bool] = []
    for obs, blocked in zip(observations, cut, strict=True):
        out.append(bool(blocked) and withholds(obs, received))
        if obs is not None:
            received.add(received_key(obs))
    return tuple(out)


def _source(gate: Any, tool: str, one_source: bool) -> tuple[str, str, bool]:
    """``(source to observe under, key the gate keeps its run under, whether the replay
    observes the call)``.

    A gate that chooses which tools it counts (``gate.counting_``) keeps a tool's run under
    the tool's key (its group's name for grouped tools). With ``one_source`` every call is
    observed as :data:`ONE_SOURCE`, except the calls of tools that gate would not count: the
    gate sees one source name, so the replay applies its choice of tools for it.

    Examples
    --------
    >>> class Counting:
    ...     def key(self, name): return "wiki" if name.startswith("wiki_") else name
    ...     def counted(self, name): return not name.startswith("book")
    >>> class Gate:
    ...     counting_ = Counting()
    >>> _source(Gate(), "wiki_read", False), _source(Gate(), "book_flight", True)
    (('wiki_read', 'wiki', True), ('toolset', 'toolset', False))
    >>> _source(object(), "book_flight", True)
    ('toolset', 'toolset', True)
    """
    counting = getattr(gate, "counting_", None)
    if one_source:
        return ONE_SOURCE, ONE_SOURCE, counting is None or bool(counting.counted(tool))
    return tool, tool if counting is None else str(counting.key(tool)), True


def replay_run(
    gate: StopGate,
    episode: Episode,
    *,
    one_source: bool = False,
    key: str | None = None,
    reward_threshold: float = 1.0,
) -> RunReplay:
    """Feed one run's calls to ``gate`` (under episode ``key``) and note what it would block.

    Calls without a result are not judged (a harness never sees one) but can be blocked.
    The gate's state for ``key`` is forgotten afterwards.
    """
    key = episode.id if key is None else key
    tools: list[str] = []
    cut: list[bool] = []
    withheld: list[bool] = []
    received: set[int] = set()  # the run's results so far (received_key)
    tripped: set[str] = set()  # the keys the gate has tripped on, before the current call
    trip_call: int | None = None
    stopper: str | None = None
    withholder: str | None = None
    trip_tool: dict[str, str] = {}  # the gate's tripped keys -> the tool whose result tripped it
    for i, (tool, sample) in enumerate(_calls(episode), start=1):
        source, key_, counted = _source(gate, tool, one_source)
        blocked = bool(tripped) if gate.mode == "finish_only" else key_ in tripped
        obs = None if sample is None else sample.observation
        held = blocked and withholds(obs, received)
        if obs is not None:
            received.add(received_key(obs))
        tools.append(tool)
        cut.append(blocked)
        withheld.append(held)
        if blocked:
            by = trip_tool.get(key_) or next(iter(trip_tool.values()))
            stopper = stopper or by
            withholder = withholder or (by if held else None)
        if sample is None or not counted:
            continue
        decision = gate.observe(sample, source=source, episode=key)
        if decision.would_trip:
            trip_call = trip_call or i
            for s in gate.state(key)["tripped_by"]:
                trip_tool.setdefault(s, tool)
            tripped = set(trip_tool)
    gate.reset(key)
    success = episode_success(episode, reward_threshold=reward_threshold)
    known, seen = answer_seen_at(episode)
    return RunReplay(
        episode.id, success, tuple(tools), tuple(cut), trip_call, stopper,
        tuple(withheld), withholder, known, seen,
    )  # fmt: skip


def _row(run: RunReplay, groups: Mapping[str, int], loop_min: int) -> np.ndarray:
    """One run's row of the bootstrap table: ``len(_COLS)`` sums per group."""
    row = np.zeros(len(groups) * len(_COLS))
    width = len(_COLS)
    looping = run.loops(loop_min)
    per: dict[str, list[int]] = {"": [len(run.tools), sum(run.cut)]}
    for tool, blocked in zip(run.tools, run.cut, strict=True):
        counts = per.setdefault(tool, [0, 0])
        counts[0] += 1
        counts[1] += blocked
    for name, (calls, cut) in per.items():
        at = groups[name] * width
        if run.success:
            row[at + 6] = 1
            row[at + 7] = run.stopped and (name == "" or run.stopper == name)
            row[at + 8] = run.withheld_evidence and (name == "" or run.withholder == name)
        else:
            row[at : at + 3] = (1, calls, cut)
            if looping:
                row[at + 3 : at + 6] = (1, calls, cut)
    return row


def _ratio(num: int, den: int) -> Callable[[np.ndarray], np.ndarray]:
    def stat(totals: np.ndarray) -> np.ndarray:
        with np.errstate(invalid="ignore", divide="ignore"):
            return np.where(totals[:, den] > 0, totals[:, num] / totals[:, den], np.nan)

    return stat


@dataclass
class OutcomeReplay:
    """The replay's figures, overall (``by_tool[""]`` is not used: see :attr:`overall`) and per
    tool, each ``{"runs"/"calls": n, "cut"/"stopped": n, "share": Estimate}``.

    Attributes
    ----------
    overall : dict
        ``calls_cut_failed``, ``calls_cut_looping``, ``success_stopped``,
        ``success_withheld`` over every run.
    by_tool : dict
        The same per tool, in order of first appearance.
    runs : dict
        Runs replayed: ``total``, ``success``, ``failed``, ``looping`` (failed with
        ``loop_min`` calls or more, the answer never seen where the logs say), and
        ``answer_seen_known`` (runs whose logs say where the answer was first seen).
    skipped : Skipped
        The runs left out, by reason.
    settings : dict
        The detector, rule, mode, ``one_source``, ``loop_min``, the interval's level and
        resamples.
    """

    overall: dict[str, dict[str, Any]]
    by_tool: dict[str, dict[str, dict[str, Any]]]
    runs: dict[str, int]
    skipped: Skipped = field(default_factory=Skipped)
    settings: dict[str, Any] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form (``replay --json``)."""

        def figs(block: dict[str, dict[str, Any]]) -> dict[str, Any]:
            return {
                name: {k: (v.to_dict() if isinstance(v, Estimate) else v) for k, v in f.items()}
                for name, f in block.items()
            }

        return {
            "settings": dict(self.settings),
            "runs": dict(self.runs),
            "skipped": self.skipped.to_dict(),
            "overall": figs(self.overall),
            "by_tool": {tool: figs(block) for tool, block in self.by_tool.items()},
        }


def _figures(
    totals: np.ndarray, estimates: list[Estimate], at: int, n_figures: int
) -> dict[str, dict[str, Any]]:
    """One group's figures from its column totals and its estimates."""
    col = {name: at * len(_COLS) + i for i, name in enumerate(_COLS)}
    out: dict[str, dict[str, Any]] = {}
    for j, (name, num, den) in enumerate(FIGURES):
        unit = "runs" if den == "success_runs" else "calls"
        what = {"success_stopped": "stopped", "success_withheld": "withheld"}.get(num, "cut")
        out[name] = {
            unit: int(totals[col[den]]),
            what: int(totals[col[num]]),
            "share": estimates[at * n_figures + j],
        }
    fails = int(totals[col["failed_runs"]])
    out["calls_cut_per_failed_run"] = {
        "runs": fails,
        "mean": round(float(totals[col["failed_cut"]] / fails), 6) if fails else None,
    }
    return out


def summarise(
    runs: list[RunReplay],
    *,
    loop_min: int = LOOP_MIN,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | None = 0,
) -> tuple[dict[str, dict[str, Any]], dict[str, dict[str, dict[str, Any]]]]:
    """Overall and per-tool figures of replayed runs (each with a known outcome)."""
    groups: dict[str, int] = {"": 0}
    for run in runs:
        for tool in run.tools:
            groups.setdefault(tool, len(groups))
    width = len(groups) * len(_COLS)
    table = np.array([_row(r, groups, loop_min) for r in runs]).reshape(len(runs), width)
    (out,) = summarise_tables([table], groups, n_boot=n_boot, level=level,
                              random_state=random_state)  # fmt: skip
    return out


def summarise_tables(
    tables: Sequence[np.ndarray | sparse.spmatrix],
    groups: Mapping[str, int],
    *,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | None = 0,
) -> list[tuple[dict[str, dict[str, Any]], dict[str, dict[str, dict[str, Any]]]]]:
    """:func:`summarise` for several replays of the same runs (one table each, rows = runs in
    the same order, ``len(_COLS)`` columns per group of ``groups``, ``""`` = overall, first),
    with one bootstrap: the same resamples of runs that a separate call per table with the
    same seed draws, so each table's figures are those :func:`summarise` gives it."""
    n_cols = len(groups) * len(_COLS)
    stats = [
        _ratio(t * n_cols + g * len(_COLS) + _COLS.index(num),
               t * n_cols + g * len(_COLS) + _COLS.index(den))
        for t in range(len(tables))
        for g in range(len(groups))
        for _, num, den in FIGURES
    ]  # fmt: skip
    table = sparse.hstack([sparse.csr_matrix(t, dtype=np.float64) for t in tables]).tocsr()
    estimates = cluster_bootstrap(
        table, stats, n_boot=n_boot, level=level, random_state=random_state
    )
    totals = np.asarray(table.sum(axis=0)).ravel()
    out = []
    per = len(groups) * len(FIGURES)
    for t in range(len(tables)):
        tot, est = totals[t * n_cols : (t + 1) * n_cols], estimates[t * per : (t + 1) * per]
        blocks = {name: _figures(tot, est, g, len(FIGURES)) for name, g in groups.items()}
        out.append((blocks.pop(""), blocks))
    return out


#: StopGate keywords a replay sets itself (``k``, the rule) or that make no sense in a replay.
_OWN = {"detector", "k", "rule", "h", "drift", "p0", "p1", "alpha", "beta", "shadow", "record_to"}


def _gate_options(given: Mapping[str, Any] | None) -> dict[str, Any]:
    """The pass-through gate keywords, checked against :class:`StopGate`'s own."""
    options = dict(given or {})
    accepted = set(inspect.signature(StopGate).parameters) - _OWN
    for key in options:
        if key in _OWN:
            raise ConfigurationError(
                f"gate option {key!r} is the replay's own: "
                + ("a replay's gate is always a shadow gate that records nothing"
                   if key in ("shadow", "record_to") else "give it as the replay's parameter")
            )  # fmt: skip
        if key not in accepted:
            raise ConfigurationError(
                f"unknown gate option {key!r}; StopGate takes {', '.join(sorted(accepted))}"
            )
    return options


def replay_outcomes(
    episodes: Iterable[Episode],
    detector: Any,
    *,
    k: int = 5,
    rule: str = "run",
    rule_params: Mapping[str, Any] | None = None,
    gate_options: Mapping[str, Any] | None = None,
    one_source: bool = False,
    loop_min: int = LOOP_MIN,
    reward_threshold: float = 1.0,
    n_boot: int = 1000,
    level: float = 0.95,
    random_state: int | None = 0,
) -> OutcomeReplay:
    """Replay a shadow :class:`~uselessdetect.gate.StopGate` over logged runs with outcomes.

    Parameters
    ----------
    episodes : iterable of Episode
        The runs, each with its outcome (``outcome``, ``success`` or ``correct``; see
        :func:`~uselessdetect.io.episode_success`). Runs without one are counted as skipped.
    detector : Detector, str or callable
        What judges each result, as :class:`~uselessdetect.gate.StopGate` takes it (any
        registered name).
    k, rule, rule_params : int, str, mapping
        The gate's rule and its parameters (``h``, ``drift``, ``p0``, ``p1``, ``alpha``,
        ``beta``).
    gate_options : mapping, optional
        Further :class:`~uselessdetect.gate.StopGate` keywords, passed through (``mode``, and
        options added later, such as which tools count); ``shadow`` is always true.
    one_source : bool, default False
        Count every tool as one source (default: each tool is its own).
    loop_min : int, default 6
        A failed run with at least this many calls loops, unless the logs say it saw its
        answer (``answer_seen_at`` on the episode, :func:`~uselessdetect.io.answer_seen_at`).
    reward_threshold : float, default 1.0
        The least reward that counts as success.
    n_boot, level, random_state
        The bootstrap over runs: resamples, the interval's level, the seed.

    Examples
    --------
    >>> from uselessdetect import Episode, Step
    >>> fail = Episode("f", "Q?", [Step("search", observation="No results.")] * 4,
    ...                raw={"outcome": {"reward": 0}})
    >>> ok = Episode("s", "Q?", [Step("search", observation="No results."),
    ...                          Step("search", observation="Found: the answer.")],
    ...              raw={"outcome": {"reward": 1}})
    >>> useless = lambda s: s.observation.startswith("No")
    >>> rep = replay_outcomes([fail, ok], useless, k=2, n_boot=0)
    >>> rep.overall["calls_cut_failed"]["cut"], rep.overall["calls_cut_failed"]["calls"]
    (2, 4)
    >>> rep.overall["success_stopped"]["stopped"]
    0
    """
    loop_min = check_count(loop_min, "loop_min")
    one_source = check_flag(one_source, "one_source")
    options = _gate_options(gate_options)
    params = {"k": k, "rule": rule, **(rule_params or {}), **options}
    gate = StopGate(detector, shadow=True, **params)
    skipped = Skipped()
    runs: list[RunReplay] = []
    for i, ep in enumerate(episodes):
        run = replay_run(
            gate, ep, one_source=one_source, key=str(i), reward_threshold=reward_threshold
        )
        if run.success is None:
            skipped.note(NO_OUTCOME)
        elif not run.tools:
            skipped.note(NO_CALL)
        else:
            runs.append(run)
    overall, by_tool = summarise(
        runs, loop_min=loop_min, n_boot=n_boot, level=level, random_state=random_state
    )
    counts = {
        "total": len(runs),
        "success": sum(bool(r.success) for r in runs),
        "failed": sum(not r.success for r in runs),
        "looping": sum(r.loops(loop_min) for r in runs),
        "answer_seen_known": sum(r.seen_known for r in runs),
    }
    settings = {
        "detector": gate.detector_name_,
        "rule": gate.rule_.label,
        "mode": gate.mode,
        "one_source": one_source,
        "loop_min": loop_min,
        "reward_threshold": reward_threshold,
        "level": level,
        "n_boot": n_boot,
        "gate_options": options,
    }
    return OutcomeReplay(overall, by_tool, counts, skipped, settings)
