"""The one mapping from a logged conversation onto an episode, shared by every importer.

Each format's reader turns a conversation into a short list of *events*, in log order:

* ``("user", text)`` — a user message's text;
* ``("say", text)`` — text the assistant wrote;
* ``("call", call_id, name, arguments, group)`` — a tool call; calls of one assistant
  message share ``group`` (parallel calls);
* ``("result", call_id, text, name, extra)`` — a tool result (``extra``: fields kept on
  the step, such as ``is_error``).

:func:`build_episode` maps them the same way for every format (design §3.2.1): question =
the first user message; each call paired with its result (by call id, else by order) = one
step; the assistant text since the previous call = that call's thought; text after the last
call = the ``finish`` step. Calls without a result, results without a call and parallel calls
keep their order and are counted in an :class:`ImportStats`.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from .._types import KEYED_ARGUMENTS, Episode, Step
from .._types import NO_RESULT as CALL_WITHOUT_RESULT
from ._skips import Skipped

__all__ = ["ImportStats", "build_episode", "render_input"]

#: Action name of a result whose call is not in the log and that names no tool.
UNKNOWN_TOOL = "unknown"

NO_RESULT = "calls without a result (kept, no observation)"
NO_CALL = "results without a call (kept)"
SHARED_ID = "calls whose id an earlier unanswered call has (results paired by order)"
PARALLEL = "parallel calls (kept in order; the message's text is the first one's thought)"


@dataclass
class ImportStats:
    """What an import did: episodes written, formats read, conversations left out, oddities kept.

    ``skipped`` counts conversations not imported, by reason; ``kept`` counts steps that were
    imported although the log was incomplete (a call without its result, a result without its
    call, parallel calls). ``formats`` maps each file to the format it was read as.

    Examples
    --------
    >>> s = ImportStats()
    >>> s.kept.note(NO_RESULT)
    >>> s.to_dict()["kept"]["total"]
    1
    """

    episodes: int = 0
    formats: dict[str, str] = field(default_factory=dict)
    skipped: Skipped = field(default_factory=Skipped)
    kept: Skipped = field(default_factory=Skipped)

    def to_dict(self) -> dict[str, Any]:
        """The JSON form used by ``uselessdetect import --json``."""
        return {
            "episodes": self.episodes,
            "formats": dict(self.formats),
            "skipped": self.skipped.to_dict(),
            "kept": self.kept.to_dict(),
        }


_ONE_STRING = re.compile(r'\s*\{\s*"([^"\\]*)"\s*:\s*"([^"\\]*)"\s*\}\s*\Z')


def render_input(arguments: Any) -> str:
    """A call's input: its single string argument when it has one (unless its name says what
    the text is, a command or a program: :data:`~uselessdetect._types.KEYED_ARGUMENTS`), else
    compact JSON.

    A string that is not a JSON object (a custom tool's free-form input, or arguments the
    model wrote as invalid JSON) is kept as it is.

    Examples
    --------
    >>> render_input({"query": "Creed"})
    'Creed'
    >>> render_input('{"query": "Creed", "limit": 3}')
    '{"query":"Creed","limit":3}'
    >>> render_input("Creed band")
    'Creed band'
    >>> render_input({"command": "git status"})
    '{"command":"git status"}'
    """
    if isinstance(arguments, str):
        m = _ONE_STRING.match(arguments)
        if m and m.group(1) not in KEYED_ARGUMENTS:
            return m.group(2)  # the common {"query": "..."} without escapes, read without a parse
        text = arguments.strip()
        if not text.startswith("{"):
            return arguments
        try:
            arguments = json.loads(text)
        except ValueError:
            return arguments
    if isinstance(arguments, dict) and len(arguments) == 1:
        ((key, value),) = arguments.items()
        if isinstance(value, str) and key not in KEYED_ARGUMENTS:
            return value
    if arguments is None:
        return ""
    return json.dumps(arguments, ensure_ascii=False, separators=(",", ":"))


def build_episode(
    events: list[tuple[Any, ...]],
    *,
    ep_id: str,
    stats: ImportStats,
    raw: dict[str, Any],
) -> Episode | None:
    """Map one conversation's events onto an episode; ``None`` when it has no user message.

    A conversation without a user message has no question: it is counted in
    ``stats.skipped`` and not imported.

    Examples
    --------
    >>> events = [("user", "Who founded Creed?"), ("say", "Let me search."),
    ...           ("call", "c1", "search", '{"query": "Creed"}', 0),
    ...           ("result", "c1", "Creed is a band.", None, {}), ("say", "Scott Stapp.")]
    >>> ep = build_episode(events, ep_id="e1", stats=ImportStats(), raw={})
    >>> [(s.action, s.input, s.observation) for s in ep.steps]
    [('search', 'Creed', 'Creed is a band.'), ('finish', 'Scott Stapp.', None)]
    """
    pairing = _Pairing(stats)
    for ev in events:
        kind = ev[0]
        if kind == "call":
            pairing.call(ev[1], ev[2], ev[3], ev[4])
        elif kind == "result":
            pairing.result(ev[1], ev[2], ev[3], ev[4])
        elif kind == "say":
            if ev[1]:
                pairing.text.append(ev[1])
        elif kind == "user":
            if pairing.question is None:
                pairing.question = ev[1]
            pairing.last_group = None
    if pairing.question is None:
        stats.skipped.note("conversations without a user message")
        return None
    steps = pairing.finish()
    stats.episodes += 1
    return Episode(id=ep_id, question=pairing.question, steps=steps, raw={"id": ep_id, **raw})


class _Pairing:
    """One conversation's steps as its events arrive: each call paired with its result (by
    call id, else by order), the assistant's text since the previous call as its thought."""

    __slots__ = ("by_id", "first_open", "last_group", "question", "stats", "steps", "text")

    def __init__(self, stats: ImportStats) -> None:
        self.stats = stats
        self.question: str | None = None
        self.steps: list[Step] = []
        self.text: list[str] = []  # the assistant's text since the previous call
        self.by_id: dict[str, list[Step]] = {}  # unanswered calls by id, oldest first
        self.first_open = 0  # steps before this index are all answered (pairing by order)
        self.last_group: Any = None

    def call(self, cid: Any, name: str, args: Any, group: Any) -> None:
        """A tool call: a new step; calls of one message (``group``) are parallel."""
        text = self.text
        parallel = group is not None and group == self.last_group
        self.last_group = group
        thought = "" if parallel or not text else text[0] if len(text) == 1 else "\n".join(text)
        step = Step(name, thought, render_input(args))
        if cid:
            step.raw["call_id"] = cid
            if self.by_id.get(cid):
                self.stats.kept.note(SHARED_ID)
            self.by_id.setdefault(cid, []).append(step)
        if parallel:
            step.raw["parallel"] = True
            self.steps[-1].raw["parallel"] = True
        if text:
            self.text = []
        self.steps.append(step)

    def result(self, cid: Any, obs: Any, name: str | None, extra: dict[str, Any]) -> None:
        """A tool result: the observation of its call, or a step of its own without one."""
        found = self._open_call(cid)
        if found is None:
            self.stats.kept.note(NO_CALL)
            orphan = Step(action=name or UNKNOWN_TOOL, observation=obs)
            orphan.raw.update(extra, orphan="result without a call")
            if cid:
                orphan.raw["call_id"] = cid
            self.steps.append(orphan)
        else:
            found.observation = obs
            if extra:
                found.raw.update(extra)
        self.last_group = None

    def _open_call(self, cid: Any) -> Step | None:
        """The unanswered call a result with id ``cid`` answers: by id, else the oldest."""
        found = _take(self.by_id, cid) if cid else None
        if found is None:
            steps = self.steps
            while self.first_open < len(steps) and steps[self.first_open].observation is not None:
                self.first_open += 1
            found = _oldest_open(steps, self.first_open, idless=cid is not None)
            if found is not None:
                _drop(self.by_id, found)
        return found

    def finish(self) -> list[Step]:
        """The steps, calls without a result marked, the text after the last call as the
        ``finish`` step."""
        stats, steps = self.stats, self.steps
        parallel = 0
        for step in steps:  # only call steps can lack an observation here
            if step.observation is None:
                stats.kept.note(NO_RESULT)
                step.raw["orphan"] = CALL_WITHOUT_RESULT
            if "parallel" in step.raw:
                parallel += 1
        stats.kept.note(PARALLEL, parallel)
        if self.text:
            answer = "\n".join(self.text)
            steps.append(Step(action="finish", thought=answer, input=answer))
        return steps


def _take(by_id: dict[str, list[Step]], cid: str) -> Step | None:
    """The oldest unanswered call with id ``cid`` (ids a log repeats pair by order)."""
    waiting = by_id.get(cid)
    if not waiting:
        return None
    step = waiting.pop(0)
    if not waiting:
        del by_id[cid]
    return step


def _drop(by_id: dict[str, list[Step]], step: Step) -> None:
    """Forget ``step`` as an unanswered call (it was paired by order)."""
    cid = step.raw.get("call_id", "")
    waiting = by_id.get(cid, [])
    for i, other in enumerate(waiting):
        if other is step:  # identity: two calls may be equal field for field
            del waiting[i]
            break
    if cid in by_id and not waiting:
        del by_id[cid]


def _oldest_open(steps: list[Step], start: int, *, idless: bool) -> Step | None:
    """The oldest unanswered call; a result that has an id pairs only with a call without one."""
    for step in steps[start:]:
        if step.observation is None and not (idless and "call_id" in step.raw):
            return step
    return None
