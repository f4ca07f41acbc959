"""Optional adapters that put a StopGate into agent frameworks (one public module each).

Each framework has its own public module, imported only when you import it, so that
``import uselessdetect`` (and this package) never imports a framework:

* :mod:`uselessdetect.integrations.langchain` — ``StopGateMiddleware`` for LangChain v1's
  ``create_agent`` (and LangGraph's ``ToolNode``); extra ``[langchain]``.
* :mod:`uselessdetect.integrations.openai_agents` — ``gate_agent`` for the OpenAI Agents SDK;
  extra ``[openai-agents]``.
* :mod:`uselessdetect.integrations.smolagents` — ``attach_gate`` for smolagents' agents;
  extra ``[smolagents]``.
* :mod:`uselessdetect.integrations.pydantic_ai` — ``StopGateCapability`` for pydantic-ai's
  ``Agent(capabilities=[...])``; extra ``[pydantic-ai]``.
* :mod:`uselessdetect.integrations.adk` — ``StopGatePlugin`` for Google ADK apps and runners;
  extra ``[adk]``.
* :mod:`uselessdetect.integrations.agent_framework` — ``StopGateMiddleware`` for the Microsoft
  Agent Framework's ``Agent(..., middleware=[...])``; extra ``[agent-framework]``.
* :mod:`uselessdetect.integrations.autogen` — ``gate_agent`` for AutoGen AgentChat's
  ``AssistantAgent``; extra ``[autogen]``.
* :mod:`uselessdetect.integrations.crewai` — ``attach_gate`` for a CrewAI ``Crew`` or
  ``Agent``; extra ``[crewai]`` (an environment of its own: CrewAI pins ``mcp<2``, ``openai<3``).
* :mod:`uselessdetect.integrations.llama_index` — ``gate_agent`` for LlamaIndex's
  ``FunctionAgent``, ``ReActAgent`` and ``AgentWorkflow``; extra ``[llama-index]``.
* :mod:`uselessdetect.integrations.mcp` — ``StopGateMiddleware`` for MCP servers,
  ``GatedClientSession`` for MCP clients and ``McpProxy`` (``uselessdetect mcp-proxy``);
  extra ``[mcp]``.

Importing one without its extra raises :class:`~uselessdetect.exceptions.MissingDependencyError`
with the ``pip install`` line to run.
"""

from __future__ import annotations

__all__: list[str] = []
