"""Public face of the LangChain v1 adapter (needs the ``langchain`` extra)."""

from __future__ import annotations

from ._langchain import EPISODE_KEY, GateState, StopGateMiddleware

__all__ = ["EPISODE_KEY", "GateState", "StopGateMiddleware"]
