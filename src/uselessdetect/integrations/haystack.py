"""Public face of the Haystack adapter (needs the ``haystack`` extra)."""

from __future__ import annotations

from ._haystack import gate_agent

__all__ = ["gate_agent"]
