"""The harness side: StopGate counts the run of results judged useless, restricts actions at k."""

from __future__ import annotations

from ._gate import GATE_MODES, EpisodeGate, StopGate
from ._labels import label_scope, note_label, take_label
from ._recorder import EpisodeRecorder, record_fields
from ._tools import GateDecision, filter_openai_tools, filter_tool_names

__all__ = [
    "EpisodeGate",
    "EpisodeRecorder",
    "GATE_MODES",
    "GateDecision",
    "StopGate",
    "filter_openai_tools",
    "filter_tool_names",
    "label_scope",
    "note_label",
    "record_fields",
    "take_label",
]
