"""Run the paper's experiment on any chat model: conditions, protocols, instruments, resumable runs.

:func:`run_experiment` puts a chat model (any callable ``messages, tools -> reply``; a
:class:`uselessdetect.judges.ChatClient` for an OpenAI-compatible server) through the paper's
environment under its prompt conditions and harness rules, with the side-channel judgment and
the belief elicitation on scratch copies of its conversation, and writes one episode per
(task, regime, condition, budget). ``uselessdetect analyze runs.jsonl -d self --by condition``
and ``uselessdetect compare runs.jsonl --by condition`` read the file.
"""

from __future__ import annotations

from ._check import check_server
from ._conditions import CONDITIONS, Condition, parse_conditions
from ._episode import Chat, Settings, read_judgment
from ._prompts import show_prompt
from ._reply import (
    Action,
    Reply,
    normalize_reply,
    parse_belief,
    parse_react,
    parse_tool_call,
    read_belief,
)
from ._runner import PROTOCOLS, ExperimentResult, run_experiment

__all__ = [
    "Action",
    "CONDITIONS",
    "Chat",
    "Condition",
    "ExperimentResult",
    "PROTOCOLS",
    "Reply",
    "Settings",
    "check_server",
    "normalize_reply",
    "parse_belief",
    "parse_conditions",
    "parse_react",
    "parse_tool_call",
    "read_belief",
    "read_judgment",
    "run_experiment",
    "show_prompt",
]
