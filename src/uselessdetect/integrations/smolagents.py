"""Public face of the smolagents adapter (needs the ``smolagents`` extra)."""

from __future__ import annotations

from ._smolagents import FINAL_ANSWER, attach_gate

__all__ = ["FINAL_ANSWER", "attach_gate"]
