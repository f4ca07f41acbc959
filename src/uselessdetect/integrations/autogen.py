"""Public face of the AutoGen AgentChat adapter (needs the ``autogen`` extra)."""

from __future__ import annotations

from ._autogen import GatedModelClient, GatedWorkbench, StopGateTermination, gate_agent

__all__ = ["GatedModelClient", "GatedWorkbench", "StopGateTermination", "gate_agent"]
