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

from .._types import NO_RESULT as CALL_WITHOUT_RESULT
from .._types import Episode, Step
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


_ONE_STRING = re.compile(r'\s*\{\s*"[^"\\]*"\s*:\s*"([^"\\]*)"\s*\}\s*\Z')


def render_input(arguments: Any) -> str:
    """A call's input: its single string argument when it has one, else compact JSON.

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
    """
    if isinstance(arguments, str):
        m = _ONE_STRING.match(arguments)
        if m:  # the common {"query": "..."} without escapes, read without a JSON parse
            return m.group(1)
        text = arguments.strip()
        if not text.startswith("{"):
            return arguments
        try:
            arguments = json.loads(text)
        except ValueError:
            return arguments
    if isinstance(arguments, dict) and len(arguments) == 1:
        (value,) = arguments.values()
        if isinstance(value, str):
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
    question: str | None = None
    steps: list[Step] = []
    text: list[str] = []
    by_id: dict[str, list[Step]] = {}  # unanswered calls by id, oldest first
    first_open = 0  # steps before this index are all answered (pairing by order)
    last_group: Any = None
    for ev in events:
        kind = ev[0]
        if kind == "call":
            _, cid, name, args, group = ev
            parallel = group is not None and group == last_group
            last_group = group
            thought = "" if parallel or not text else text[0] if len(text) == 1 else "\n".join(text)
            step = Step(name, thought, render_input(args))
            if cid:
                step.raw["call_id"] = cid
                if by_id.get(cid):
                    stats.kept.note(SHARED_ID)
                by_id.setdefault(cid, []).append(step)
            if parallel:
                step.raw["parallel"] = True
                steps[-1].raw["parallel"] = True
            if text:
                text = []
            steps.append(step)
        elif kind == "result":
            _, cid, obs, name, extra = ev
            found = _take(by_id, cid) if cid else None
            if found is None:
                while first_open < len(steps) and steps[first_open].observation is not None:
                    first_open += 1
                found = _oldest_open(steps, first_open, idless=cid is not None)
                if found is not None:
                    _drop(by_id, found)
            if found is None:
                stats.kept.note(NO_CALL)
                orphan = Step(action=name or UNKNOWN_TOOL, observation=obs)
                orphan.raw.update(extra, orphan="result without a call")
                if cid:
                    orphan.raw["call_id"] = cid
                steps.append(orphan)
            else:
                found.observation = obs
                if extra:
                    found.raw.update(extra)
            last_group = None
        elif kind == "say":
            if ev[1]:
                text.append(ev[1])
        elif kind == "user":
            if question is None:
                question = ev[1]
            last_group = None
    if question is None:
        stats.skipped.note("conversations without a user message")
        return None
    parallel = 0
    for step in steps:  # only call steps can lack an observation here
        if step.observation is None:
            stats.kept.note(NO_RESULT)
            step.raw["orphan"] = CALL_WITHOUT_RESULT
        if "parallel" in step.raw:
            parallel += 1
    stats.kept.note(PARALLEL, parallel)
    if text:
        answer = "\n".join(text)
        steps.append(Step(action="finish", thought=answer, input=answer))
    stats.episodes += 1
    return Episode(id=ep_id, question=question, steps=steps, raw={"id": ep_id, **raw})


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
