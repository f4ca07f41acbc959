"""Public face of the Strands Agents adapter (needs the ``strands`` extra)."""

from __future__ import annotations

from ._strands import StopGateHooks

__all__ = ["StopGateHooks"]
