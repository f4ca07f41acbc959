"""Scripted reference agents (no LLM) and the small agent protocol a user's own agent implements.

The protocol (:class:`Agent`) has three methods, called by the harness loop in
:func:`uselessdetect.sim.run_episode`:

* ``reset(task, rng)`` — a new episode (:class:`Task`: id, question, budget, tools, and for the
  scripted agents the knowledge base they read their hints from);
* ``think(observation) -> str`` — the thought written after reading the latest observation
  (``None`` on the first turn); it is what a thought-reading detector judges;
* ``act(allowed) -> Action`` — the next action, among ``allowed`` (``None`` = any).

The scripted agents query the question's supporting titles in order (the qualifier stripped, as
one would type it) and re-query a title whose result was useless. A query misses with
probability ``p_miss`` and then returns another paragraph of the knowledge base. They judge
every result perfectly (the paper measures 97–100%) and say so in their thought. Their reader:
holding every gold paragraph, it answers correctly with probability ``p_evidence``; otherwise
from memory, correctly with probability ``p_memory``. A wrong answer is ``"unknown"``, or on a
task with a closed answer set (FEVER) a coin flip among the labels. They prefer ``search`` and
switch to ``backup_search`` (the same query) only when the harness no longer allows ``search``
and offers the backup. Policies (when to answer):

* ``persistent`` — when it holds the evidence; else it searches until the budget runs out;
* ``clock`` — at action ``answer_at`` (default 5), whatever it saw;
* ``deadline`` — on its last action;
* ``integrating`` — when it holds the evidence, or after ``k`` results judged useless in a row;
* ``eager`` — when it holds the evidence, or, once it has seen one useful result, with
  probability ``p_answer`` (default 0.5) at every later step whatever the latest result says.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

import numpy as np

from .._types import FINISH
from ..exceptions import ConfigurationError
from ..text import strip_title_qualifier
from ._env import BACKUP, TOOLS, KnowledgeBase

__all__ = [
    "AGENTS",
    "Action",
    "Agent",
    "ClockAgent",
    "DeadlineAgent",
    "EagerAgent",
    "IntegratingAgent",
    "PersistentAgent",
    "ScriptedAgent",
    "Task",
    "make_agent",
]

#: What a scripted reader answers when it gets the answer wrong.
WRONG_ANSWER = "unknown"


@dataclass(frozen=True, slots=True)
class Task:
    """What an agent is told at the start of an episode.

    ``kb`` carries the knowledge base the scripted agents read their hints from (supporting
    titles, gold answer); an agent of one's own should use only ``question`` and ``tools``.
    """

    id: str
    question: str
    budget: int
    tools: tuple[str, ...] = TOOLS
    kb: KnowledgeBase | None = None


@dataclass(frozen=True, slots=True)
class Action:
    """One action: a tool name and its input (``finish`` carries the answer)."""

    name: str
    input: str = ""


@runtime_checkable
class Agent(Protocol):
    """The agent protocol (see the module docstring)."""

    def reset(self, task: Task, rng: np.random.Generator) -> None: ...

    def think(self, observation: str | None) -> str: ...

    def act(self, allowed: tuple[str, ...] | None) -> Action: ...


class ScriptedAgent:
    """Base of the reference agents: searching, judging, reading; subclasses say when to answer.

    Parameters
    ----------
    p_miss : float, default 0.3
        Probability that a query returns another paragraph of the knowledge base.
    p_evidence : float, default 1.0
        Probability of a correct answer when holding every gold paragraph.
    p_memory : float, default 0.15
        Probability of a correct answer from memory otherwise (paper: 15–17%).
    """

    name = "scripted"

    def __init__(
        self, *, p_miss: float = 0.3, p_evidence: float = 1.0, p_memory: float = 0.15
    ) -> None:
        self.p_miss = p_miss
        self.p_evidence = p_evidence
        self.p_memory = p_memory

    def _check(self) -> None:
        for key, value in self.get_params().items():
            if key.startswith("p_") and not 0.0 <= float(value) <= 1.0:
                raise ConfigurationError(f"{key} must lie in [0, 1], got {value!r}")

    def get_params(self) -> dict[str, Any]:
        """The agent's parameters."""
        return {k: v for k, v in vars(self).items() if not k.startswith("_")}

    # ---------------------------------------------------------------- protocol
    def reset(self, task: Task, rng: np.random.Generator) -> None:
        """Start an episode (the scripted agents need ``task.kb``)."""
        if task.kb is None:
            raise ConfigurationError("scripted agents need task.kb (the knowledge base)")
        self._check()
        self._task, self._kb, self._rng = task, task.kb, rng
        self._needed = [t for t in task.kb.gold_titles if t in set(task.kb.titles)]
        self._held: set[str] = set()
        self._n = 0  # actions taken
        self._run = 0
        self._seen_useful = False
        self._plan = Action(FINISH, WRONG_ANSWER)

    def think(self, observation: str | None) -> str:
        """Judge the latest observation, plan the next action, and say both."""
        said = ""
        if observation is not None:
            useful = observation in self._kb.gold_texts
            title = observation.partition(": ")[0]
            if useful:
                self._held.add(title)
                self._run, self._seen_useful = 0, True
                said = f"This result is useful: it is about {title}. "
            else:
                self._run += 1
                said = "This result is useless: it is not what I asked for. "
        if self._answers_now(self._n + 1):
            self._plan = Action(FINISH, "")
            return said + "I will answer now."
        self._plan = Action("search", self._query())
        return said + f"I need to search {self._plan.input}."

    def act(self, allowed: tuple[str, ...] | None) -> Action:
        """The planned action if allowed; otherwise finish (or the first allowed action)."""
        self._n += 1
        plan = self._plan
        barred = allowed is not None and plan.name not in allowed
        if barred and plan.name == "search" and BACKUP in (allowed or ()):
            plan = Action(BACKUP, plan.input)  # search is not allowed: switch to the backup
        if allowed is not None and plan.name not in allowed:
            plan = Action(FINISH, "") if FINISH in allowed or not allowed else Action(allowed[0])
        if plan.name == FINISH:
            return Action(FINISH, self._answer())
        return plan

    # ------------------------------------------------------------------ helpers
    @property
    def holds_evidence(self) -> bool:
        """Whether every gold paragraph present in the knowledge base has been seen."""
        return bool(self._needed) and self._held.issuperset(self._needed)

    def _answers_now(self, n: int) -> bool:
        """Whether the ``n``-th action answers (the policy)."""
        raise NotImplementedError

    def _query(self) -> str:
        todo = [t for t in self._needed if t not in self._held] or self._needed
        target = todo[0] if todo else self._kb.titles[0]
        miss = self._rng.random() < float(self.p_miss)
        others = [t for t in self._kb.titles if t != target]
        if miss and others:
            return others[int(self._rng.integers(len(others)))]
        return strip_title_qualifier(target)

    def _answer(self) -> str:
        p = self.p_evidence if self.holds_evidence else self.p_memory
        if self._rng.random() < float(p):
            return self._kb.answer
        if self._kb.choices:  # a closed answer set (FEVER): a coin flip among the labels
            return str(self._kb.choices[int(self._rng.integers(len(self._kb.choices)))])
        return WRONG_ANSWER


class PersistentAgent(ScriptedAgent):
    """Answers when it holds the evidence; else searches until the budget runs out."""

    name = "persistent"

    def _answers_now(self, n: int) -> bool:
        return self.holds_evidence


class ClockAgent(ScriptedAgent):
    """Answers at a fixed action (``answer_at``, default 5), whatever it saw."""

    name = "clock"

    def __init__(self, *, answer_at: int = 5, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.answer_at = answer_at

    def _answers_now(self, n: int) -> bool:
        return n == int(self.answer_at)


class DeadlineAgent(ScriptedAgent):
    """Answers on its last action (the budget's), whatever it saw."""

    name = "deadline"

    def _answers_now(self, n: int) -> bool:
        return n >= self._task.budget


class IntegratingAgent(ScriptedAgent):
    """Answers when it holds the evidence, or after ``k`` results judged useless in a row."""

    name = "integrating"

    def __init__(self, *, k: int = 5, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.k = k

    def _answers_now(self, n: int) -> bool:
        return self.holds_evidence or self._run >= int(self.k)


class EagerAgent(ScriptedAgent):
    """Once it has seen a useful result, answers with probability ``p_answer`` at every step."""

    name = "eager"

    def __init__(self, *, p_answer: float = 0.5, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.p_answer = p_answer

    def _answers_now(self, n: int) -> bool:
        if self.holds_evidence:
            return True
        return self._seen_useful and bool(self._rng.random() < float(self.p_answer))


#: Registry of the reference agents.
AGENTS: Mapping[str, type[ScriptedAgent]] = {
    "clock": ClockAgent,
    "deadline": DeadlineAgent,
    "eager": EagerAgent,
    "integrating": IntegratingAgent,
    "persistent": PersistentAgent,
}


def make_agent(name: str, **params: Any) -> ScriptedAgent:
    """Build a reference agent by name.

    Examples
    --------
    >>> make_agent("clock", answer_at=4).get_params()["answer_at"]
    4
    """
    if name not in AGENTS:
        raise ConfigurationError(
            f"unknown agent {name!r}; expected one of {', '.join(sorted(AGENTS))} or 'gated'"
        )
    try:
        return AGENTS[name](**params)
    except TypeError as exc:
        raise ConfigurationError(f"agent {name!r}: {exc}") from None
