"""Public face of the CrewAI adapter (needs the ``crewai`` extra)."""

from __future__ import annotations

from ._crewai import attach_gate

__all__ = ["attach_gate"]
