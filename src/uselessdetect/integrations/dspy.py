"""Public face of the dspy adapter (needs the ``dspy`` extra)."""

from __future__ import annotations

from ._dspy import FINISH, gate_react

__all__ = ["FINISH", "gate_react"]
