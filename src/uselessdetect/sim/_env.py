"""The paper's environment: a HotpotQA record as a ten-paragraph knowledge base with tools.

Tools: ``search[entity]`` (the best-matching paragraph: exact title match first, then
content-word overlap of the query with title and text), ``lookup[keyword]`` (the next sentence
containing the keyword in the last paragraph), ``finish[answer]``. A budget of actions
(default 8); a failure regime applied to search (call index i counts search calls); success =
token F1 >= 0.6 against the gold answer (SQuAD-style normalisation). With ``backup=True`` a
second tool, ``backup_search[entity]``, searches the same knowledge base and never fails. The
same class runs the FEVER environment on knowledge bases built by
:func:`uselessdetect.sim.fever_knowledge_bases` (answer = the label, graded exactly).

An observation reads ``"<title>: <sentences joined by spaces>"``. Its true label is 0 when it
is one of the question's gold paragraphs with its supporting facts, else 1 (a failure or a
miss); a lookup sentence is 0 when it is a supporting-fact sentence.
"""

from __future__ import annotations

import re
import string
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from .._checks import check_count, check_seed
from .._types import FINISH, Episode, Step
from ..exceptions import ConfigurationError
from ..io import MAX_BUDGET
from ..text import normalize
from ._inject import FailingSource, Regime
from ._kb import KnowledgeBase, failure_pool

__all__ = ["BACKUP", "HotpotEnv", "SUCCESS_F1", "TOOLS", "answer_f1", "check_budget"]

#: The paper's success criterion: token F1 against the gold answer at least this.
SUCCESS_F1 = 0.6
#: The environment's actions.
TOOLS: tuple[str, ...] = ("search", "lookup", "finish")
#: The intact second search tool offered with ``backup=True`` (it never fails).
BACKUP = "backup_search"

_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = str.maketrans("", "", string.punctuation)


def check_budget(budget: Any) -> int:
    """``budget`` when it is an integer from 1 to :data:`~uselessdetect.io.MAX_BUDGET`.

    The cap is the readers': an episode longer than it could not be read back.

    Examples
    --------
    >>> check_budget(8)
    8
    """
    return check_count(budget, "budget", high=MAX_BUDGET)


def _norm_answer(s: str) -> str:
    return " ".join(_ARTICLES.sub(" ", s.lower().translate(_PUNCT)).split())


def answer_f1(prediction: str, gold: str) -> float:
    """Token F1 of an answer against the gold one (SQuAD / HotpotQA normalisation).

    Examples
    --------
    >>> answer_f1("The Beatles", "beatles"), answer_f1("yes", "no")
    (1.0, 0.0)
    >>> round(answer_f1("Scott Stapp band", "Scott Stapp"), 2)
    0.8
    """
    p, g = _norm_answer(str(prediction)), _norm_answer(str(gold))
    if (p in ("yes", "no", "noanswer") or g in ("yes", "no", "noanswer")) and p != g:
        return 0.0
    common = Counter(p.split()) & Counter(g.split())
    same = sum(common.values())
    if same == 0:
        return 0.0
    precision, recall = same / len(p.split()), same / len(g.split())
    return 2 * precision * recall / (precision + recall)


class HotpotEnv:
    """One episode of the paper's environment on one knowledge base.

    Parameters
    ----------
    kb : KnowledgeBase or mapping
        The question's knowledge base (or its HotpotQA record).
    regime : str, default "clean"
        When search fails (design §6).
    budget : int, default 8
        Most actions per episode (finish included).
    failure_kind : {"injected", "plausible", "answerless"}, default "injected"
    others : sequence of KnowledgeBase
        Where ``injected`` failures come from (other questions).
    random_state : int, Generator or None
        Seed of the failure draws.
    backup : bool, default False
        Offer ``backup_search``, an intact copy of ``search`` (the failure regime spares it).

    Examples
    --------
    >>> rec = {"_id": "q", "question": "Who sang Arms Wide Open?", "answer": "Creed",
    ...        "supporting_facts": [["Arms Wide Open", 0]],
    ...        "context": [["Arms Wide Open", ["Arms Wide Open is a song by Creed."]],
    ...                    ["Creed (band)", ["Creed is an American rock band."]]]}
    >>> env = HotpotEnv(rec, regime="recover_after_1", failure_kind="plausible")
    >>> env.step("search", "Arms Wide Open")
    ('Creed (band): Creed is an American rock band.', 1)
    >>> env.step("search", "Arms Wide Open")[1], env.step("finish", "Creed"), env.correct_
    (0, (None, None), True)
    """

    def __init__(
        self,
        kb: KnowledgeBase | Mapping[str, Any],
        *,
        regime: str = "clean",
        budget: int = 8,
        failure_kind: str = "injected",
        others: Sequence[KnowledgeBase] = (),
        random_state: Any = None,
        backup: bool = False,
    ) -> None:
        self.kb = kb if isinstance(kb, KnowledgeBase) else KnowledgeBase.from_record(kb)
        self.regime = Regime.parse(regime)
        self.budget = check_budget(budget)
        self.failure_kind = failure_kind
        self.backup = bool(backup)
        self.tools: tuple[str, ...] = ("search", BACKUP, "lookup", FINISH) if backup else TOOLS
        rng = (
            random_state
            if isinstance(random_state, np.random.Generator)
            else (np.random.default_rng(check_seed(random_state)))
        )
        pool = failure_pool(self.kb, failure_kind, others, rng)
        self._search = FailingSource(self._real_search, self.regime, pool, rng)
        self.steps: list[Step] = []
        self.answer_: str | None = None
        self.correct_: bool | None = None
        self._last: list[str] = []
        self._lookups: dict[str, int] = {}

    def _real_search(self, entity: str) -> str:
        i = self.kb.search(entity)
        return self.kb.texts[i] if i >= 0 else f"Could not find [{entity}]."

    @property
    def done(self) -> bool:
        """Whether the episode is over (answered, or the budget is spent)."""
        return self.answer_ is not None or len(self.steps) >= self.budget

    def step(
        self, action: str, arg: str = "", thought: str = "", extra: Mapping[str, Any] | None = None
    ) -> tuple[str | None, int | None]:
        """Take one action; return ``(observation, label)`` (``(None, None)`` for finish)."""
        if self.done:
            raise ConfigurationError(
                f"the episode is over ({len(self.steps)} of {self.budget} "
                f"actions taken); expected no further action"
            )
        name = action.strip().lower()
        obs: str | None
        label: int | None = 1
        if name == FINISH:
            obs, label = None, None
            self.answer_ = str(arg)
            self.correct_ = answer_f1(self.answer_, self.kb.answer) >= SUCCESS_F1
        elif name == "search" or (name == BACKUP and self.backup):
            obs = self._search(arg) if name == "search" else self._real_search(arg)
            label = self.kb.label(obs)
            self._last = self._split(obs)
            self._lookups = {}
        elif name == "lookup":
            obs = self._lookup(arg)
            label = 0 if obs.split(") ", 1)[-1] in self.kb.support_sentences else 1
        else:
            arg_of = {FINISH: "answer", "lookup": "keyword"}
            valid = ", ".join(f"{t}[{arg_of.get(t, 'entity')}]" for t in self.tools)
            obs = f"Invalid action: {action}. Valid actions are {valid}."
        self._record(name, str(arg), thought, obs, label, extra)
        return obs, label

    @property
    def search_failed(self) -> bool:
        """Whether the latest ``search`` call was a scheduled failure (its result injected)."""
        return bool(self._search.last_failed_)

    def refuse(
        self,
        action: str,
        arg: str,
        thought: str,
        message: str,
        extra: Mapping[str, Any] | None = None,
    ) -> str:
        """Record an action the harness refused (barred, malformed): it spends one action of
        the budget, touches no source, and its observation is ``message`` (label 1).

        Examples
        --------
        >>> rec = {"_id": "q", "question": "Who?", "answer": "A", "supporting_facts": [],
        ...        "context": [["A", ["A is a."]]]}
        >>> env = HotpotEnv(rec, budget=2)
        >>> env.refuse("search", "A", "", "Only finish is allowed now.")
        'Only finish is allowed now.'
        >>> len(env.steps), env.steps[0].label, env.done
        (1, 1, False)
        """
        if self.done:
            raise ConfigurationError(
                f"the episode is over ({len(self.steps)} of {self.budget} "
                f"actions taken); expected no further action"
            )
        self._record(action.strip().lower() or "invalid", str(arg), thought, message, 1, extra)
        return message

    def _record(
        self,
        name: str,
        arg: str,
        thought: str,
        obs: str | None,
        label: int | None,
        extra: Mapping[str, Any] | None,
    ) -> None:
        """Append the step taken, with its raw record (design §3.2)."""
        raw: dict[str, Any] = {"thought": thought, "action": name, "input": arg}
        if obs is not None:
            raw.update(observation=obs, label=label)
        raw.update(extra or {})
        self.steps.append(
            Step(action=name, thought=thought, input=arg, observation=obs, label=label, raw=raw)
        )

    def _split(self, text: str) -> list[str]:
        title, _, _ = text.partition(": ")
        for i, t in enumerate(self.kb.titles):
            if t == title and self.kb.texts[i] == text:
                return self.kb.sentences[i]
        return [s for s in re.split(r"(?<=[.!?])\s+", text.partition(": ")[2]) if s]

    def _lookup(self, keyword: str) -> str:
        key = normalize(keyword).strip()
        hits = [s for s in self._last if key and key in normalize(s)]
        n = self._lookups.get(key, 0)
        if n >= len(hits):
            return "No more results."
        self._lookups[key] = n + 1
        return f"(Result {n + 1} / {len(hits)}) {hits[n]}"

    def episode(self, id: str | None = None, **extra: Any) -> Episode:
        """The episode so far, in the episode format (design §3.2), with true labels."""
        ep_id = id or f"{self.kb.id}/{self.regime.name}"
        raw: dict[str, Any] = {
            "id": ep_id,
            "question": self.kb.question,
            "budget": self.budget,
            "regime": self.regime.name,
        }
        if self.regime.recovery is not None:
            raw["recovery"] = self.regime.recovery
        raw.update(
            correct=bool(self.correct_),
            answered=self.answer_ is not None,
            answer=self.answer_,
            gold_answer=self.kb.answer,
            failure_kind=self.failure_kind,
            task=self.kb.task,
            task_id=self.kb.id,
            backup=self.backup,
            **extra,
        )
        return Episode(
            id=ep_id,
            question=self.kb.question,
            steps=list(self.steps),
            budget=self.budget,
            regime=self.regime.name,
            recovery=self.regime.recovery,
            correct=bool(self.correct_),
            raw=raw,
        )
