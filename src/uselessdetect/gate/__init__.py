"""The harness side: StopGate judges each result, runs its stopping rule, restricts actions."""

from __future__ import annotations

from ._gate import GATE_MODES, EpisodeGate, StopGate
from ._labels import label_scope, note_label, take_label
from ._recorder import EpisodeRecorder, record_fields
from ._rules import RULES, CusumRule, Rule, RunRule, SprtRule, make_rule
from ._tools import GateDecision, filter_openai_tools, filter_tool_names

__all__ = [
    "CusumRule",
    "EpisodeGate",
    "EpisodeRecorder",
    "GATE_MODES",
    "GateDecision",
    "RULES",
    "Rule",
    "RunRule",
    "SprtRule",
    "StopGate",
    "filter_openai_tools",
    "filter_tool_names",
    "label_scope",
    "make_rule",
    "note_label",
    "record_fields",
    "take_label",
]
