"""The paper's environment: failure regimes, the HotpotQA knowledge base, reference agents,
simulate and the budget-doubling probe.
"""

from __future__ import annotations

from ._agents import (
    AGENTS,
    Action,
    Agent,
    ClockAgent,
    DeadlineAgent,
    EagerAgent,
    IntegratingAgent,
    PersistentAgent,
    ScriptedAgent,
    Task,
    make_agent,
)
from ._env import SUCCESS_F1, TOOLS, HotpotEnv, answer_f1
from ._inject import (
    FAILURE_KINDS,
    SIX_REGIMES,
    FailingSource,
    Regime,
    parse_regimes,
)
from ._kb import KnowledgeBase, failure_pool
from ._probe import (
    ProbeReport,
    budget_probe,
    iter_simulate,
    load_records,
    make_gate,
    run_episode,
    simulate,
)

__all__ = [
    "AGENTS",
    "Action",
    "Agent",
    "ClockAgent",
    "DeadlineAgent",
    "EagerAgent",
    "FAILURE_KINDS",
    "FailingSource",
    "HotpotEnv",
    "IntegratingAgent",
    "KnowledgeBase",
    "PersistentAgent",
    "ProbeReport",
    "Regime",
    "SIX_REGIMES",
    "SUCCESS_F1",
    "ScriptedAgent",
    "TOOLS",
    "Task",
    "answer_f1",
    "budget_probe",
    "failure_pool",
    "iter_simulate",
    "load_records",
    "make_agent",
    "make_gate",
    "parse_regimes",
    "run_episode",
    "simulate",
]
