"""Public face of the Google ADK adapter (needs the ``adk`` extra)."""

from __future__ import annotations

from ._adk import StopGatePlugin

__all__ = ["StopGatePlugin"]
