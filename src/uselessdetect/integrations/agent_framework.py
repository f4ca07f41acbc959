"""Public face of the Microsoft Agent Framework adapter (needs the ``agent-framework`` extra)."""

from __future__ import annotations

from ._agent_framework import StopGateMiddleware

__all__ = ["StopGateMiddleware"]
