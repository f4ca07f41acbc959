"""The paper's environments: failure regimes, HotpotQA and FEVER knowledge bases, the backup
tool, reference agents, simulate and the budget-doubling probe.
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
from ._env import BACKUP, SUCCESS_F1, TOOLS, HotpotEnv, answer_f1
from ._fever import (
    FEVER_LABELS,
    claim_subject,
    fever_knowledge_bases,
    is_fever_record,
    load_fever_claims,
)
from ._inject import (
    FAILURE_KINDS,
    SIX_REGIMES,
    FailingSource,
    Regime,
    builtin_failure_pool,
    parse_regimes,
)
from ._kb import KnowledgeBase, failure_pool
from ._probe import (
    ProbeReport,
    budget_probe,
    iter_simulate,
    make_gate,
    probe_episodes,
    run_episode,
    simulate,
)
from ._tasks import TASKS, detect_task, knowledge_bases, load_records

__all__ = [
    "AGENTS",
    "Action",
    "Agent",
    "BACKUP",
    "ClockAgent",
    "DeadlineAgent",
    "EagerAgent",
    "FAILURE_KINDS",
    "FEVER_LABELS",
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
    "TASKS",
    "TOOLS",
    "Task",
    "answer_f1",
    "budget_probe",
    "builtin_failure_pool",
    "claim_subject",
    "detect_task",
    "failure_pool",
    "fever_knowledge_bases",
    "is_fever_record",
    "iter_simulate",
    "knowledge_bases",
    "load_fever_claims",
    "load_records",
    "make_agent",
    "make_gate",
    "parse_regimes",
    "probe_episodes",
    "run_episode",
    "simulate",
]
