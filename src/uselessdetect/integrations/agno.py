"""Public face of the Agno adapter (needs the ``agno`` extra)."""

from __future__ import annotations

from ._agno import gate_agent

__all__ = ["gate_agent"]
