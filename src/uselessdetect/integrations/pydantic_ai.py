"""Public face of the pydantic-ai adapter (needs the ``pydantic-ai`` extra)."""

from __future__ import annotations

from ._pydantic_ai import StopGateCapability

__all__ = ["StopGateCapability"]
