"""Collection rules for the whole checkout: a module whose framework is absent is not collected.

``--doctest-modules`` imports every module under ``src/uselessdetect``; an adapter module
imports its framework, so where that framework is not installed (CrewAI lives in an
environment of its own: it pins ``mcp<2`` and ``openai<3``) its doctests are skipped rather
than failing to import. Its tests skip with the reason themselves.
"""

from __future__ import annotations

import importlib.util

#: adapter modules (relative to this file) -> the framework each one imports
_NEEDS = {
    "src/uselessdetect/integrations/_crewai.py": "crewai",
    "src/uselessdetect/integrations/crewai.py": "crewai",
    "src/uselessdetect/integrations/_llama_index.py": "llama_index.core",
    "src/uselessdetect/integrations/llama_index.py": "llama_index.core",
    # Strands (mcp<2.2, openai<3) and Semantic Kernel (mcp<2) live in environments of their own
    "src/uselessdetect/integrations/_strands.py": "strands",
    "src/uselessdetect/integrations/strands.py": "strands",
    "src/uselessdetect/integrations/_semantic_kernel.py": "semantic_kernel",
    "src/uselessdetect/integrations/semantic_kernel.py": "semantic_kernel",
    "src/uselessdetect/integrations/_dspy.py": "dspy",
    "src/uselessdetect/integrations/dspy.py": "dspy",
    "src/uselessdetect/integrations/_claude_agent_sdk.py": "claude_agent_sdk",
    "src/uselessdetect/integrations/claude_agent_sdk.py": "claude_agent_sdk",
    "src/uselessdetect/integrations/_haystack.py": "haystack",
    "src/uselessdetect/integrations/haystack.py": "haystack",
    "src/uselessdetect/integrations/_agno.py": "agno",
    "src/uselessdetect/integrations/agno.py": "agno",
}


def _absent(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is None
    except ModuleNotFoundError:  # a parent package is missing
        return True


collect_ignore = [path for path, module in _NEEDS.items() if _absent(module)]
