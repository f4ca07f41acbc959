"""A scripted chat model that behaves as Qwen2.5-Coder-1.5B behind llama.cpp's server did.

What the real model did in the experiment (issue 33), as a function of the request body:

* offered tools with no tool result in the history, it calls ``search`` (so a one-turn probe
  passes); once a tool result is in the history — a ``role: tool`` message or a user message
  ``Result of …`` — it writes the text ``functions.search:`` and calls nothing;
* asked the belief question, it writes ``{p_continue: 0.5, p_answer_now: 0.3}`` (unquoted
  keys), or — in about a third of the real run's answers, here every other one — the JSON with
  its quotes as HTML entities, ``{&#34;p_continue&#34;: 0.5, …}``;
* in the ReAct text protocol it searches, one ``Thought``/``Action`` pair per turn, and when
  an observation says ``Allowed now: finish[X]`` it answers with ``X`` copied literally unless
  ``X`` is an obvious placeholder (``<…>``) — the real model answered the word ``answer``;
* the side channel: ``USELESS`` for a result that is not about the question (with
  log-probabilities when asked for).

Use with ``ChatServer(llama_like, drop_tool_messages=True)`` (llama.cpp's template drops
``role: tool`` messages).
"""

from __future__ import annotations

import re
from typing import Any

from tests._chat_server import completion, last_user, tool_call

__all__ = ["GUESS", "llama_like"]

#: What the model answers from memory when it is told to finish.
GUESS = "Creed"


def _has_tool_result(messages: list[dict[str, Any]]) -> bool:
    return any(
        m.get("role") == "tool"
        or (m.get("role") == "user" and str(m.get("content") or "").startswith("Result of "))
        for m in messages
    )


def _entity(messages: list[dict[str, Any]]) -> str:
    first = next(str(m.get("content") or "") for m in messages if m.get("role") == "user")
    words = re.findall(r"[A-Z][a-z]+", first.split(":", 1)[-1])
    return " ".join(words[1:3]) or "the question"


def _react(messages: list[dict[str, Any]]) -> str:
    text = last_user({"messages": messages})
    allowed = re.findall(r"Allowed now: (.*?)\.(?:\]|$)", text)
    if allowed:
        m = re.search(r"finish\[([^\]]*)\]", allowed[-1])
        if m is not None:
            inside = m.group(1)
            answer = GUESS if inside.startswith(("<", "&lt;")) else inside  # copies a bare word
            return f"Thought: I must answer now.\nAction: finish[{answer}]"
    n = sum(1 for m in messages if m.get("role") == "assistant")
    return f"Thought: I need to search more.\nAction: search[{_entity(messages)} {n}]"


def llama_like(body: dict[str, Any]) -> dict[str, Any]:
    """One reply, as the real model gave it (see the module docstring)."""
    messages = body.get("messages") or []
    tools = body.get("tools") or []
    text = last_user(body)
    if tools and body.get("tool_choice") != "none":
        if _has_tool_result(messages):
            return completion("functions.search:")
        name = tools[0]["function"]["name"]
        quoted = re.findall(r"'([^']*)'", text)
        arg = quoted[-1] if quoted else _entity(messages)
        return completion(None, tool_calls=[tool_call(name, {"query": arg})])
    if "p_answer_now" in text or "json" in text.lower():
        if sum(1 for m in messages if m.get("role") == "assistant") % 2:
            return completion("{&#34;p_continue&#34;: 0.5, &#34;p_answer_now&#34;: 0.3}")
        return completion("{p_continue: 0.5, p_answer_now: 0.3}")
    if "codeword" in text.lower():
        seen = " ".join(str(m.get("content") or "") for m in messages)
        words = re.findall(r"codeword is ([A-Z]+-\d+)", seen)
        return completion(words[-1] if words else "I do not know the codeword.")
    if "USEFUL or USELESS" in text:
        lps = None
        if body.get("logprobs"):
            lps = [("USE", [("USE", -0.01), ("Use", -5.0)]), ("LESS", [("LESS", -0.1)])]
        return completion("USELESS", logprobs=lps)
    if text.startswith("Say OK"):
        return completion("OK")
    system = str(messages[0].get("content") or "") if messages else ""
    if "Thought can reason" in system:
        return completion(_react(messages))
    return completion("I do not know.")
