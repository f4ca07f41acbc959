"""Public face of the Claude Agent SDK adapter (needs the ``claude-agent-sdk`` extra)."""

from __future__ import annotations

from ._claude_agent_sdk import gate_options, gated_query

__all__ = ["gate_options", "gated_query"]
