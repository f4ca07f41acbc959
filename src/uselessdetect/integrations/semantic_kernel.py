"""Public face of the Semantic Kernel adapter (needs the ``semantic-kernel`` extra)."""

from __future__ import annotations

from ._semantic_kernel import StopGateFilter

__all__ = ["StopGateFilter"]
