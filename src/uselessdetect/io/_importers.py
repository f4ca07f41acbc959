"""Importers of other log formats into the episode format, with derived usefulness labels.

Real logs carry no usefulness labels. :func:`derive_label` derives one per step from the
question's HotpotQA record, the way the shared data's MANIFEST suggests:

* **useful (0)** — the observation contains a supporting-fact sentence of the question:
  at least ``SUPPORT_MATCH`` of the sentence's content words occur in it (live Wikipedia text
  differs slightly from HotpotQA's snapshot, so exact containment would miss real matches);
* **useless (1)** — a tool failure message or an empty result, or text that shares (almost)
  nothing with the question's gold paragraphs: under ``UNRELATED_MAX`` of its content words
  occur in them;
* **unlabeled (None)** — everything else (on-topic text without a supporting fact is not
  clearly either).

With the record, a run also gets its **outcome** and **where it saw its answer**
(:func:`run_outcome`): the outcome is the run's answer (its first ``Finish[...]``) scored
against the gold answer by HotpotQA's normalised exact match (``outcome.correct``; the token F1
is kept beside it as ``outcome.f1``); ``answer_seen_at`` is the 1-based step of the first
observation before the answer that holds a supporting-fact sentence (the useful test above) or
the normalised gold answer as whole words (never a yes/no answer, never in a failure message),
``null`` when no observation did.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping
from typing import Any

from .._types import Episode, Step
from ..exceptions import InputError
from ..failures import is_failure_message
from ..text import content_stems
from ._answers import answer_f1, exact_match, mentions_answer
from ._files import PathLike
from ._records import episode_from_dict, iter_jsonl
from ._skips import Skipped, check_share

__all__ = [
    "SUPPORT_MATCH",
    "UNRELATED_MAX",
    "derive_label",
    "parse_action",
    "read_knowagent",
    "run_outcome",
]

#: Share of a supporting sentence's content words the observation must hold to count as useful.
SUPPORT_MATCH = 0.8
#: Largest share of the observation's content words found in gold paragraphs for "unrelated".
UNRELATED_MAX = 0.1

_ACTION_RE = re.compile(r"^\s*([A-Za-z_][\w-]*)\s*(?:\[(.*)\]|\((.*)\))?\s*$", re.DOTALL)


def parse_action(text: str) -> tuple[str, str]:
    """Split a ReAct action string into ``(name, input)``; the name is lower-cased.

    Examples
    --------
    >>> parse_action("Search[Urge Overkill]")
    ('search', 'Urge Overkill')
    >>> parse_action("Finish[yes]")
    ('finish', 'yes')
    >>> parse_action("gibberish [x")
    ('invalid', 'gibberish [x')
    """
    m = _ACTION_RE.match(text or "")
    if not m:
        return "invalid", (text or "").strip()
    arg = m.group(2) if m.group(2) is not None else (m.group(3) or "")
    return m.group(1).lower(), arg.strip()


class _Gold:
    """The stems a step's observation is compared with, computed once per question."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        paragraphs = {title: sents for title, sents in record.get("context", [])}
        support = {(t, i) for t, i in record.get("supporting_facts", [])}
        self.sentences = [
            content_stems(paragraphs[t][i])
            for t, i in sorted(support)
            if t in paragraphs and i < len(paragraphs[t])
        ]
        self.sentences = [s for s in self.sentences if s]
        gold_titles = {t for t, _ in support}
        self.stems: set[str] = set()
        for title in gold_titles:
            self.stems |= content_stems(title + " " + " ".join(paragraphs.get(title, [])))
        answer = record.get("answer")
        self.answer: str | None = answer if isinstance(answer, str) else None

    def supports(self, found: set[str]) -> bool:
        """Whether stems ``found`` hold a supporting-fact sentence (``SUPPORT_MATCH`` of it)."""
        return any(len(sent & found) >= SUPPORT_MATCH * len(sent) for sent in self.sentences)

    def shows_answer(self, observation: str | None) -> bool:
        """Whether an observation holds a supporting-fact sentence or the gold answer."""
        if not observation or is_failure_message(observation):
            return False
        if self.answer is not None and mentions_answer(observation, self.answer):
            return True
        return self.supports(content_stems(observation))


def derive_label(observation: str | None, gold: _Gold) -> int | None:
    """Derive the usefulness label of one observation (see the module docstring)."""
    if observation is None:
        return None
    if is_failure_message(observation):
        return 1
    found = content_stems(observation)
    if not found:
        return 1
    if gold.supports(found):
        return 0
    if len(found & gold.stems) < UNRELATED_MAX * len(found):
        return 1
    return None


def run_outcome(steps: list[Step], gold: _Gold) -> dict[str, Any]:
    """A run's ``outcome`` and ``answer_seen_at`` from its question's record (module docstring).

    Only the steps before the first answer count; a run without an answer failed. No
    ``outcome`` is given when the record has no answer.

    Examples
    --------
    >>> gold = _Gold({"answer": "Stull", "supporting_facts": [], "context": []})
    >>> run_outcome([Step("search", observation="Could not find [Stull]."),
    ...              Step("search", observation="Stull is the second EP."),
    ...              Step("finish", input="the Stull")], gold)
    {'outcome': {'correct': True, 'f1': 1.0, 'answer': 'the Stull'}, 'answer_seen_at': 2}
    """
    answer: str | None = None
    seen: int | None = None
    for t, step in enumerate(steps, start=1):
        if step.is_finish:
            answer = step.input
            break
        if seen is None and gold.shows_answer(step.observation):
            seen = t
    out: dict[str, Any] = {}
    if gold.answer is not None:
        f1 = round(answer_f1(answer, gold.answer), 4)
        out["outcome"] = {"correct": exact_match(answer, gold.answer), "f1": f1, "answer": answer}
    out["answer_seen_at"] = seen
    return out


def _observation(raw: Mapping[str, Any], field: str, where: dict[str, Any]) -> str | None:
    obs = raw.get("observation")
    if obs is not None and not isinstance(obs, str):
        raise InputError(
            f"expected a string or null, got {type(obs).__name__} {str(obs)[:40]}",
            field=field,
            **where,
        )
    return obs


def _typed(raw: Mapping[str, Any], key: str, typ: type, field: str, where: dict[str, Any]) -> Any:
    """``raw[key]`` when it is a ``typ`` or null; anything else is an :class:`InputError`."""
    value = raw.get(key)
    if value is not None and not isinstance(value, typ):
        shown = json.dumps(value, ensure_ascii=False, default=str)[:40]
        raise InputError(
            f"expected {'true/false' if typ is bool else 'a string'} or null, got "
            f"{type(value).__name__} {shown}",
            field=field,
            **where,
        )
    return value


def _knowagent_episode(
    rec: dict[str, Any],
    gold: _Gold | None,
    where: dict[str, Any],
) -> Episode:
    steps = []
    for i, raw in enumerate(rec["steps"]):
        if not isinstance(raw, dict):
            raise InputError("expected an object", field=f"steps[{i}]", **where)
        action, arg = parse_action(_typed(raw, "action", str, f"steps[{i}].action", where) or "")
        thought = _typed(raw, "thought", str, f"steps[{i}].thought", where)
        obs = _observation(raw, f"steps[{i}].observation", where)
        is_finish = action == "finish"
        step = Step(
            action=action,
            thought=thought or "",
            input=arg,
            observation=None if is_finish else obs,
            raw={k: v for k, v in raw.items() if k not in {"action", "observation"}}
            | {"raw_action": raw.get("action")}
            | ({"grader": obs} if is_finish and obs is not None else {}),
        )
        if not is_finish and gold is not None:
            step.label = derive_label(step.observation, gold)
        steps.append(step)
    src = str(rec.get("source", ""))
    iteration = re.search(r"_(D\d+)\.jsonl", src)
    suffix = f"/{iteration.group(1)}" if iteration else ""
    ep_id = f"{rec.get('hotpot_id', where['line'])}{suffix}"
    extra = {k: v for k, v in rec.items() if k not in {"steps", "question"}}
    raw = {"id": ep_id, "question": rec["question"], **extra}
    if gold is not None:
        raw |= run_outcome(steps, gold)
    episode = Episode(
        id=ep_id,
        question=rec["question"],
        steps=steps,
        correct=_typed(rec, "correct", bool, "correct", where),
        raw=raw,
    )
    # what is written must read back: the episode reader's rules, naming this input line
    episode_from_dict(episode.to_dict(), strict=False, **where)
    return episode


def _check_trajectory(rec: Mapping[str, Any], where: dict[str, Any]) -> None:
    for key, typ in (("question", str), ("steps", list)):
        if not isinstance(rec.get(key), typ):
            raise InputError(f"expected {typ.__name__}", field=key, **where)
    for i, step in enumerate(rec["steps"]):
        if isinstance(step, dict) and ("raw_action" in step or "input" in step):
            raise InputError(
                "this looks like an episode file already (steps with `input`), not KnowAgent "
                "trajectories (steps with actions such as `Search[X]`); use it as it is",
                field=f"steps[{i}].{'raw_action' if 'raw_action' in step else 'input'}",
                **where,
            )


def _match(
    rec: Mapping[str, Any], hotpotqa: Mapping[str, Mapping[str, Any]], where: dict[str, Any]
) -> tuple[Mapping[str, Any] | None, str | None]:
    """The run's HotpotQA record, or why it has none."""
    hid = rec.get("hotpot_id")
    if hid is None:
        return None, "runs without a hotpot_id"
    if not isinstance(hid, (str, int)) or isinstance(hid, bool):
        raise InputError(f"expected a string, got {type(hid).__name__}", field="hotpot_id", **where)
    found = hotpotqa.get(str(hid))
    return found, None if found is not None else "runs whose hotpot_id has no HotpotQA record"


def read_knowagent(
    path: PathLike,
    hotpotqa: Mapping[str, Mapping[str, Any]] | None = None,
    *,
    unmatched: Skipped | None = None,
    min_matched: float = 0.0,
) -> Iterator[Episode]:
    """Read KnowAgent-style ReAct trajectories as episodes.

    Each line holds ``question``, ``hotpot_id``, ``correct`` and ``steps`` of
    ``{thought, action: "Search[X]", observation}``. Actions are parsed into name and input
    (unknown or malformed actions are kept, named ``invalid`` when unparseable; the original
    string stays in ``raw_action``); the finish step's grader message ("Answer is CORRECT")
    is not an observation: it is kept as ``grader``. Every other field is kept. With ``hotpotqa``
    records keyed by id, each step gets a derived ``label`` (:func:`derive_label`); steps of
    questions with no record stay unlabeled. No budget is recorded (the logs carry none).

    An observation or a thought that is neither a string nor null, a ``correct`` that is
    neither true/false nor null, any field the episode reader would refuse once written,
    and a file that is already in the episode format, are :class:`InputError` naming the
    line and the field. With ``hotpotqa``, every run without a record is
    counted in ``unmatched`` (by reason), and when under ``min_matched`` of the runs have one,
    an :class:`InputError` is raised after the last run (a writer consuming the episodes then
    leaves no output).
    """
    counts = unmatched if unmatched is not None else Skipped()
    runs = missed = 0
    for lineno, rec in iter_jsonl(path):
        where: dict[str, Any] = {"path": str(path), "line": lineno}
        _check_trajectory(rec, where)
        runs += 1
        gold = None
        if hotpotqa is not None:
            record, why = _match(rec, hotpotqa, where)
            if why:
                counts.note(why)
                missed += 1
            gold = _Gold(record) if record is not None else None
        yield _knowagent_episode(rec, gold, where)
    if hotpotqa is not None:
        check_share(
            runs - missed,
            runs,
            what="runs matched a HotpotQA record",
            minimum=min_matched,
            path=str(path),
            hint="are these the right HotpotQA files? (--allow-unmatched accepts it)",
        )
