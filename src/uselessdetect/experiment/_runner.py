"""The experiment: every (task, regime, condition, budget) cell, run concurrently, resumable."""

from __future__ import annotations

import json
import os
import threading
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import FIRST_EXCEPTION, Future, ThreadPoolExecutor, wait
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .._checks import check_count
from .._types import Episode
from ..detectors import Detector, make_detector
from ..exceptions import ConfigurationError, InputError
from ..io import strict_dumps, strict_loads
from ..sim import FAILURE_KINDS, KnowledgeBase, Regime, knowledge_bases, load_records
from ..sim import parse_regimes as _parse_regimes
from ._conditions import Condition, parse_conditions
from ._episode import Chat, EpisodeFailed, Settings, Stopped, run_chat_episode

__all__ = ["ExperimentResult", "PROTOCOLS", "run_experiment"]

#: The agent protocols: function calls, or the paper's ReAct text.
PROTOCOLS: tuple[str, ...] = ("tools", "react")
INSTRUMENTS: tuple[str, ...] = ("self", "belief")


@dataclass
class ExperimentResult:
    """What a run did: episodes written and resumed, failures, calls and tokens.

    ``episodes`` holds the run's episodes in cell order when no output file was given (with
    one, read them from the file).
    """

    output: str | None
    cells: int
    written: int
    resumed: int
    failed: list[tuple[str, str]]
    calls: dict[str, int]
    tokens: dict[str, int]
    counts: dict[str, int]
    random_rate: float | None = None
    episodes: list[Episode] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready summary (without the episodes)."""
        return {
            "output": self.output,
            "cells": self.cells,
            "written": self.written,
            "resumed": self.resumed,
            "failed": [{"id": i, "error": e} for i, e in self.failed],
            "calls": dict(self.calls),
            "tokens": dict(self.tokens),
            "counts": dict(self.counts),
            "random_rate": self.random_rate,
        }

    def __str__(self) -> str:
        calls = ", ".join(f"{v} {k}" for k, v in self.calls.items()) or "none"
        lines = [
            f"{self.written} episodes run, {self.resumed} resumed from the file, "
            f"{len(self.failed)} failed (of {self.cells} cells)",
            f"calls: {calls}; tokens: {self.tokens.get('prompt_tokens', 0)} prompt, "
            f"{self.tokens.get('completion_tokens', 0)} completion",
        ]
        odd = {k: v for k, v in self.counts.items() if v}
        if odd:
            lines.append("counted: " + ", ".join(f"{k} {v}" for k, v in odd.items()))
        for ep_id, err in self.failed[:5]:
            lines.append(f"failed {ep_id}: {err}")
        if len(self.failed) > 5:
            lines.append(f"… and {len(self.failed) - 5} more failed (rerun to redo them)")
        return "\n".join(lines)


@dataclass(frozen=True)
class _Cell:
    index: int
    kb: KnowledgeBase
    regime: Regime
    condition: Condition
    budget: int

    @property
    def id(self) -> str:
        return f"{self.kb.id}/{self.regime.name}/{self.condition.name}/{self.budget}"


def _check(
    protocol: str,
    budgets: Sequence[int],
    k: int,
    price: float,
    failure_kind: str,
    instruments: Sequence[str],
    conditions: Sequence[Condition],
    concurrency: int,
) -> None:
    if protocol not in PROTOCOLS:
        raise ConfigurationError(
            f"protocol must be one of {', '.join(PROTOCOLS)}, got {protocol!r}"
        )
    if not budgets:
        raise ConfigurationError("budgets must be positive integers, got []")
    for b in budgets:
        check_count(b, "each budget")
    check_count(k, "k")
    if not 0.0 <= float(price) <= 1.0:
        raise ConfigurationError(f"price must lie in [0, 1], got {price!r}")
    if failure_kind not in FAILURE_KINDS:
        raise ConfigurationError(
            f"failure_kind must be one of {', '.join(FAILURE_KINDS)}, got {failure_kind!r}"
        )
    bad = [i for i in instruments if i not in INSTRUMENTS]
    if bad:
        raise ConfigurationError(
            f"unknown instrument {bad[0]!r}; expected some of {', '.join(INSTRUMENTS)}"
        )
    if "self" not in instruments and any(c.gate is not None for c in conditions):
        raise ConfigurationError(
            "the enforced rule needs the side-channel judgment: keep the 'self' instrument"
        )
    check_count(concurrency, "concurrency")


def _check_rule(s: Settings) -> None:
    """The rule and its parameters, checked as the gate checks them (before any request)."""
    from ..gate import make_rule

    make_rule(s.rule, k=s.k, **dict(s.rule_params))


def _read_done(path: Path, fingerprint: Mapping[str, Any]) -> dict[str, str]:
    """Finished episodes in an earlier run's file, ``{id: line}``.

    A last line without its newline was cut by an interruption: it is removed (and its
    episode redone). Any other line that is not an episode is an error naming the line.
    """
    if not path.exists():
        return {}
    data = path.read_bytes()
    whole, _, torn = data.rpartition(b"\n")
    done: dict[str, str] = {}
    for n, raw in enumerate(whole.split(b"\n") if whole else [], 1):
        if not raw.strip():
            continue
        try:
            rec = strict_loads(raw.decode("utf-8"))
        except ValueError:  # bad UTF-8, bad JSON, or JSON the strict rules refuse
            rec = None
        if not isinstance(rec, dict) or "id" not in rec:
            raise InputError(
                "expected one episode per line (a JSON object with 'id')", path=str(path), line=n
            )
        run = rec.get("experiment")
        if not isinstance(run, Mapping) or dict(run) != dict(fingerprint):
            got = run if isinstance(run, Mapping) else {}
            diff = sorted(k for k in fingerprint if got.get(k) != fingerprint[k])
            raise ConfigurationError(
                f"{path} line {n}: episode {rec['id']} was not run with these settings "
                f"({', '.join(diff) or 'experiment'} differ); use another output file"
            )
        done[str(rec["id"])] = raw.decode("utf-8")
    if torn:
        with open(path, "r+b") as fh:
            fh.truncate(len(data) - len(torn))
    return done


def _rate(lines: Iterable[str]) -> float | None:
    """The share of ``useless`` among the side channel's verdicts in episode lines."""
    n: Counter[str] = Counter()
    for line in lines:
        rec = json.loads(line)
        if rec.get("condition") == "random":
            continue
        for step in rec.get("steps", []):
            v = (step.get("judgments") or {}).get("self", {}).get("verdict")
            if v in ("useless", "useful"):
                n[v] += 1
    total = n["useless"] + n["useful"]
    return n["useless"] / total if total else None


class _Writer:
    """Appends whole episodes, one line each, flushed as they finish.

    The file is opened at the first episode: a run that writes none leaves no file behind.
    """

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.lock = threading.Lock()
        self.lines: dict[str, str] = {}
        self.fh: Any = None

    def add(self, ep: Episode) -> str:
        line = strict_dumps(ep.to_dict())  # BadJSON (a lone surrogate in a reply) is raised
        with self.lock:
            self.lines[ep.id] = line
            if self.path is not None:
                if self.fh is None:
                    self.fh = open(self.path, "a", encoding="utf-8")  # noqa: SIM115
                self.fh.write(line + "\n")
                self.fh.flush()
        return line

    def close(self) -> None:
        if self.fh is not None:
            self.fh.close()
            self.fh = None


def _sorted_rewrite(path: Path, order: Sequence[str], lines: Mapping[str, str]) -> None:
    """Rewrite the file in cell order (then any other episodes it held), atomically."""
    rank = {i: n for n, i in enumerate(order)}
    ids = sorted(lines, key=lambda i: (rank.get(i, len(rank)), i))
    tmp = path.with_name(path.name + ".part")
    with open(tmp, "w", encoding="utf-8") as fh:
        for i in ids:
            fh.write(lines[i] + "\n")
    os.replace(tmp, path)


def _tasks(data: Any, task: str | None, questions: int | None, seed: int) -> list[KnowledgeBase]:
    if data is None:
        from ..io import sample_fever_path, sample_hotpotqa_path

        data = sample_fever_path() if task == "fever" else sample_hotpotqa_path()
    records = (
        load_records(os.fspath(data), task) if isinstance(data, str | os.PathLike) else list(data)
    )
    if questions is not None:
        records = records[:questions]
    if not records:
        raise ConfigurationError("expected at least one task, got none")
    return knowledge_bases(records, task, random_state=seed)


def run_experiment(
    chat: Callable[..., Any],
    data: str | os.PathLike[str] | Iterable[Mapping[str, Any] | KnowledgeBase] | None = None,
    *,
    conditions: str | Sequence[str] = "unaided",
    regimes: str | Sequence[str] = "six",
    budgets: Sequence[int] = (8,),
    questions: int | None = None,
    protocol: str = "tools",
    k: int = 5,
    price: float = 0.05,
    failure_kind: str = "injected",
    instruments: Sequence[str] = INSTRUMENTS,
    random_rate: float | None = None,
    concurrency: int = 8,
    output: str | os.PathLike[str] | None = None,
    random_state: int = 0,
    model: str | None = None,
    task: str | None = None,
    temperature: float | None = 0.0,
    on_episode: Callable[[dict[str, Any]], None] | None = None,
    rule: str = "run",
    rule_params: Mapping[str, float] | None = None,
) -> ExperimentResult:
    """Run the paper's experiment on the chat model behind ``chat``.

    Parameters
    ----------
    chat : callable
        ``chat(messages, tools) -> reply``: a :class:`uselessdetect.judges.ChatClient`, or any
        callable taking the chat-completions ``messages`` and ``tools`` lists (``tools`` is
        ``None`` for the instruments) and returning a ``ChatReply``-like object, a
        chat-completions response dict or message dict, or a plain string (text, no tool
        call; see :func:`~uselessdetect.experiment.normalize_reply`). Request options
        (``tool_choice``, ``logprobs``, ``max_tokens``, ``temperature``, ``seed``) are passed
        as keywords when its signature accepts them. Calls come from ``concurrency`` threads.
    data : path, records or None
        A HotpotQA file (original format) or FEVER file as ``simulate`` reads them, records,
        or knowledge bases; ``None`` = the bundled HotpotQA sample (FEVER with ``task``).
    conditions : str or sequence
        ``"unaided,enforced"``, ``"all"``, or names (:data:`CONDITIONS`). ``random`` runs after
        the others, its rate matched to their side-channel verdicts unless ``random_rate``.
    regimes, budgets, questions
        The cells: every task (the first ``questions``) × regime × condition × budget.
    protocol : {"tools", "react"}
    k, price : the rule's threshold; the price per call of ``price``.
    failure_kind : {"injected", "plausible", "answerless"}
    instruments : subset of ("self", "belief")
        The side-channel judgment (needed by the gated conditions) and the belief
        elicitation; the keyword reader runs always (it makes no call).
    concurrency : int
        Episodes in flight; each makes one request at a time, so at most this many requests
        are in flight (give a ``ChatClient`` the same bound).
    output : path or None
        JSON Lines file of episodes. Resumable: episodes already in it are kept and not
        rerun; episodes are appended as they finish (whole lines), and the file is rewritten
        in cell order when the run completes.
    random_state : int
        Seeds the environment per (task, regime) — the same draws in every condition and
        budget — and is sent as the request ``seed``.
    on_episode : callable, optional
        Called after each episode with ``{"done", "total", "calls", "tokens", "failed"}``.
    rule, rule_params : str, mapping
        The gate rule of the enforced conditions (``enforced``, ``random``, ``drop_tool``…):
        ``"run"`` (k in a row, the paper's), ``"cusum"`` (``h``, ``drift``) or ``"sprt"``
        (``p0``, ``p1``, ``alpha``, ``beta``), as :class:`~uselessdetect.gate.StopGate` takes
        them; the side channel's score is the cusum's P(useless). The stated rule of the
        ``rule`` condition stays the k-run rule in words. A rule other than the default is
        part of the settings a resumed file must match.

    Returns
    -------
    ExperimentResult

    Examples
    --------
    >>> def persistent(messages, tools):  # searches while search is offered
    ...     if tools is None:  # an instrument: the judgment, or the belief (left unparsed)
    ...         return "USELESS" if "USEFUL" in messages[-1]["content"] else "{}"
    ...     offered = [t["function"]["name"] for t in tools]
    ...     name, arg = ("search", "query") if "search" in offered else ("finish", "answer")
    ...     return {"content": "Still nothing.", "tool_calls": [
    ...         {"id": "c", "function": {"name": name, "arguments": {arg: "Creed"}}}]}
    >>> out = run_experiment(persistent, conditions="unaided,enforced", regimes="persistent",
    ...                      questions=1)
    >>> [len(ep.steps) for ep in out.episodes], out.calls["agent"]
    ([8, 6], 14)
    """
    conds = parse_conditions(conditions)
    instruments = tuple(instruments)
    budgets = tuple(budgets)
    _check(protocol, budgets, k, price, failure_kind, instruments, conds, concurrency)
    settings = Settings(
        protocol=protocol,
        k=k,
        price=float(price),
        failure_kind=failure_kind,
        instruments=instruments,
        model=model,
        temperature=temperature,
        seed=int(random_state),
        rule=rule,
        rule_params=tuple(sorted((rule_params or {}).items())),
    )
    _check_rule(settings)
    kbs = _tasks(data, task, questions, int(random_state))
    cells = [
        (kb, r, c, b) for kb in kbs for r in _parse_regimes(regimes) for c in conds for b in budgets
    ]
    run = _ExperimentRun(
        chat if isinstance(chat, Chat) else Chat(chat),
        kbs,
        [_Cell(i, *cell) for i, cell in enumerate(cells)],
        settings,
        Path(output) if output is not None else None,
        on_episode,
    )
    return run.run(concurrency, random_rate)


#: The counts an episode records that the run adds up.
_COUNTED = ("invalid_actions", "barred_actions", "judgment_unknown", "belief_unparsed",
            "judgment_errors", "belief_errors")  # fmt: skip


class _ExperimentRun:
    """One run of the experiment: its cells, the file it appends to, and what it counted."""

    def __init__(
        self,
        chat: Chat,
        kbs: Sequence[KnowledgeBase],
        cells: Sequence[_Cell],
        settings: Settings,
        path: Path | None,
        on_episode: Callable[[dict[str, Any]], None] | None,
    ) -> None:
        self.chat, self.kbs, self.cells, self.settings = chat, kbs, cells, settings
        self.path, self.on_episode = path, on_episode
        self.resumed = _read_done(path, settings.fingerprint()) if path is not None else {}
        self.keyword = make_detector("keyword").fit([])
        self.writer = _Writer(path)
        self.writer.lines.update(self.resumed)
        self.failed: list[tuple[str, str]] = []
        self.counts: Counter[str] = Counter()
        self.todo = [c for c in cells if c.id not in self.resumed]
        self.done = len(cells) - len(self.todo)
        self.stop = threading.Event()
        self.rate: float | None = None

    def run(self, concurrency: int, random_rate: float | None) -> ExperimentResult:
        """Run every cell not done yet (``random`` last, at its matched rate)."""
        first = [c for c in self.todo if c.condition.gate != "random"]
        later = [c for c in self.todo if c.condition.gate == "random"]
        try:
            with ThreadPoolExecutor(max_workers=concurrency) as pool:
                _run_all(pool, [(c, None) for c in first], self.one, self.stop)
                if later:
                    det = self.random_detector(random_rate)
                    _run_all(pool, [(c, det) for c in later], self.one, self.stop)
        finally:
            self.writer.close()
        if self.path is not None and not self.failed and self.writer.lines:
            _sorted_rewrite(self.path, [c.id for c in self.cells], self.writer.lines)
        return self.result()

    def random_detector(self, random_rate: float | None) -> Detector:
        """The rate-matched random detector of the ``random`` condition."""
        rate = random_rate if random_rate is not None else _rate(self.writer.lines.values())
        if rate is None and self.failed:
            cell, error = self.failed[0]
            raise ConfigurationError(
                f"the random condition is matched to the other conditions' verdicts, but "
                f"{len(self.failed)} of their episodes failed and none finished with a "
                f"verdict (first: {cell}: {error}); fix that, or give random_rate"
            )
        if rate is None:
            raise ConfigurationError(
                "the random condition needs a rate: run it with another condition "
                "whose side-channel verdicts it is matched to, or give random_rate"
            )
        self.rate = float(rate)
        det = make_detector("random", rate=self.rate, random_state=self.settings.seed)
        return det.fit([])

    def one(self, cell: _Cell, random_detector: Detector | None) -> None:
        """Run one cell, append its episode (or count its failure), and report progress."""
        try:
            ep = run_chat_episode(
                self.chat, cell.kb, self.kbs, condition=cell.condition, regime=cell.regime,
                budget=cell.budget, settings=self.settings, random_detector=random_detector,
                keyword=self.keyword, stop=self.stop,
            )  # fmt: skip
        except EpisodeFailed as exc:
            self.record(cell, error=str(exc))
        else:
            try:
                self.writer.add(ep)
            except ValueError as exc:  # the strict writer refused a field of a reply
                self.record(cell, error=f"cannot write the episode: {exc}")
            else:
                self.record(cell, calls=ep.raw.get("calls", {}))
        if self.on_episode is not None:
            self.on_episode(self.progress())

    def record(self, cell: _Cell, *, error: str | None = None, calls: Any = None) -> None:
        with self.writer.lock:
            self.done += 1
            if error is not None:
                self.failed.append((cell.id, error))
            for key in _COUNTED:
                self.counts[key] += int((calls or {}).get(key, 0))

    def progress(self) -> dict[str, Any]:
        with self.writer.lock:
            return {
                "done": self.done,
                "total": len(self.cells),
                "failed": len(self.failed),
                "calls": sum(self.chat.calls.values()),
                "tokens": sum(self.chat.tokens.values()),
            }

    def result(self) -> ExperimentResult:
        order = {c.id: c.index for c in self.cells}
        lines = self.writer.lines
        episodes = (
            []
            if self.path is not None
            else sorted((_episode(x) for x in lines.values()), key=lambda e: order[e.id])
        )
        calls, tokens = self.chat.calls, self.chat.tokens
        return ExperimentResult(
            output=str(self.path) if self.path is not None else None,
            cells=len(self.cells),
            written=len(lines) - len(self.resumed),
            resumed=sum(1 for c in self.cells if c.id in self.resumed),
            failed=sorted(self.failed),
            calls={k: int(calls.get(k, 0)) for k in ("agent", "judgment", "belief")},
            tokens={k: int(tokens.get(k, 0)) for k in ("prompt_tokens", "completion_tokens")},
            counts=dict(self.counts),
            random_rate=self.rate,
            episodes=episodes,
        )


def _episode(line: str) -> Episode:
    """An episode from one of the run's own lines."""
    from ..io import episode_from_dict

    return episode_from_dict(json.loads(line))


def _run_all(
    pool: ThreadPoolExecutor,
    jobs: Sequence[tuple[_Cell, Detector | None]],
    one: Callable[[_Cell, Detector | None], None],
    stop: threading.Event,
) -> None:
    """Run the jobs; on an error or an interrupt, stop the rest and re-raise."""
    futures: list[Future[None]] = [pool.submit(one, c, d) for c, d in jobs]
    try:
        finished, _ = wait(futures, return_when=FIRST_EXCEPTION)
        for f in finished:
            exc = f.exception()
            if exc is not None and not isinstance(exc, Stopped):
                raise exc
    except BaseException:
        stop.set()
        for f in futures:
            f.cancel()
        raise
