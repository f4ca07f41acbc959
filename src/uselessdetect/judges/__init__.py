"""Thin wrappers that turn the language-model client you already have into a judge callable.

Each returns a plain function for :class:`~uselessdetect.detectors.JudgeDetector` (or
``make_detector("judge", judge=...)``), carrying ``model_id`` (what the answer cache keys on)
and ``input_format`` (``"messages"`` or ``"prompt"``). No client library is imported until a
wrapper is called, and only the one it wraps.

* :class:`ChatClient` and :func:`check_server` (from :mod:`uselessdetect.chat`,
  re-exported): the request layer for OpenAI-compatible chat servers, and the probe that says
  which flags fix what a server does differently.
* :func:`openai_chat` — any OpenAI-compatible chat-completions client (``openai`` package):
  asks for log-probabilities, so the score is P(USELESS), not 0/1.
* :func:`langchain_chat` — a LangChain chat model (``model.invoke(messages)``).
* :func:`llm_model` — a model of the ``llm`` library (``model.prompt(text).text()``).
"""

from __future__ import annotations

from ..chat import ChatClient, ChatReply, Check, ServerReport, ToolCall, check_server
from ._langchain import langchain_chat
from ._llm import llm_model
from ._openai import openai_chat

__all__ = [
    "ChatClient",
    "ChatReply",
    "Check",
    "ServerReport",
    "ToolCall",
    "check_server",
    "langchain_chat",
    "llm_model",
    "openai_chat",
]
