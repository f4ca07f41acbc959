"""Public face of the MCP adapters and proxy (needs the ``mcp`` extra)."""

from __future__ import annotations

from ._mcp import GatedClientSession, StopGateMiddleware, connection_of
from ._mcp_gate import ALL_TOOLS, McpGate, call_query, result_text
from ._mcp_proxy import McpProxy

__all__ = [
    "ALL_TOOLS",
    "GatedClientSession",
    "McpGate",
    "McpProxy",
    "StopGateMiddleware",
    "call_query",
    "connection_of",
    "result_text",
]
