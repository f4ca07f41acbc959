"""Public face of the LlamaIndex adapter (needs the ``llama-index`` extra)."""

from __future__ import annotations

from ._llama_index import EPISODE_KEY, gate_agent

__all__ = ["EPISODE_KEY", "gate_agent"]
