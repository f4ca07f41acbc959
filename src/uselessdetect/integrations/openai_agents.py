"""Public face of the OpenAI Agents SDK adapter (needs the ``openai-agents`` extra)."""

from __future__ import annotations

from ._openai_agents import GatedModel, episode_of, gate_agent

__all__ = ["GatedModel", "episode_of", "gate_agent"]
