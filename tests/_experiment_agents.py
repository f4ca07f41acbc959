"""Scripted chat models playing the paper's agent kinds, as functions of a request body.

Each ``script(body) -> response`` reads a chat-completions request (``messages``, ``tools``,
``tool_choice``) and answers as a server would: a tool call for an agent turn (or a ReAct
text), ``USEFUL``/``USELESS`` for the side channel, a JSON object for the belief question. The
agents know only their conversation, as a model does:

* ``persistent`` — searches while ``search`` is offered; answers only when it must;
* ``deadline`` — like persistent, but when the system prompt states a budget it answers on
  the last action;
* ``half_rule`` — follows a stated stopping rule on half of the questions (by a hash of the
  question): answers after k results it judged useless in a row; a stated budget as
  ``deadline``;
* ``paper`` — ``half_rule`` that also answers as soon as it holds the evidence (every gold
  paragraph of a bundled question), as the paper's unaided models do.

A result is useful to them when it is one of the question's gold paragraphs (for the bundled
HotpotQA sample; elsewhere when it shares two content words with the question).
:func:`as_callable` turns a script into the ``messages, tools -> reply`` form.
"""

from __future__ import annotations

import json
import re
import zlib
from typing import Any

JUDGMENT = "USEFUL or USELESS"
BELIEF = "p_answer_now"
_STOP = {
    "the",
    "a",
    "an",
    "of",
    "in",
    "is",
    "was",
    "which",
    "what",
    "who",
    "and",
    "are",
    "by",
    "for",
    "on",
    "to",
    "that",
    "did",
    "does",
    "were",
    "from",
    "with",
    "both",
    "same",
    "or",
}


def words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if w not in _STOP and len(w) > 2}


def question_of(messages: list[dict[str, Any]]) -> str:
    first = next(m for m in messages if m["role"] == "user")["content"]
    return first.split(": ", 1)[-1]


_GOLD: dict[str, frozenset[str]] = {}
_ANSWER: dict[str, str] = {}


def _gold() -> dict[str, frozenset[str]]:
    """The bundled HotpotQA sample's gold paragraphs by question (what a perfect judge knows)."""
    if not _GOLD:
        from uselessdetect.io import sample_hotpotqa_path
        from uselessdetect.sim import knowledge_bases, load_records

        for kb in knowledge_bases(load_records(sample_hotpotqa_path())):
            _GOLD[kb.question] = kb.gold_texts
            _ANSWER[kb.question] = kb.answer
    return _GOLD


def holds_evidence(messages: list[dict[str, Any]]) -> bool:
    """Whether every gold paragraph of a bundled question has been seen."""
    gold = _gold().get(question_of(messages))
    seen = {r.split("\n")[0] for r in results(messages)}
    return bool(gold) and gold <= seen


def useful(question: str, observation: str) -> bool:
    """Whether a result helps: a gold paragraph of a bundled question (judged perfectly, as the
    paper's models nearly do); elsewhere, two content words shared with the question."""
    text = observation.split("\n")[0]
    gold = _gold().get(question)
    if gold is not None:
        return text in gold
    return len(words(question) & words(text)) >= 2


def results(messages: list[dict[str, Any]]) -> list[str]:
    """The observations the agent has seen (tool messages, or ReAct observations)."""
    out = []
    for m in messages:
        if m["role"] == "tool":
            out.append(m["content"])
        elif m["role"] == "user" and m["content"].startswith("Observation: "):
            out.append(m["content"].removeprefix("Observation: "))
    return out


def _turns(messages: list[dict[str, Any]]) -> int:
    return sum(m["role"] == "assistant" for m in messages)


def _budget(messages: list[dict[str, Any]]) -> int | None:
    m = re.search(r"budget of (\d+) actions", messages[0]["content"])
    return int(m.group(1)) if m else None


def _rule_k(messages: list[dict[str, Any]]) -> int | None:
    m = re.search(r"if (\d+) consecutive results are useless", messages[0]["content"])
    return int(m.group(1)) if m else None


def _run(question: str, seen: list[str]) -> int:
    run = 0
    for obs in seen:
        run = 0 if useful(question, obs) else run + 1
    return run


def _wants_to_answer(kind: str, messages: list[dict[str, Any]]) -> bool:
    q, seen = question_of(messages), results(messages)
    if kind == "paper" and holds_evidence(messages):
        return True
    if kind in ("deadline", "half_rule", "paper"):
        b = _budget(messages)
        if b is not None and _turns(messages) + 1 >= b:
            return True
    if kind in ("half_rule", "paper"):
        k = _rule_k(messages)
        follows = zlib.crc32(q.encode()) % 2 == 0
        if k is not None and follows and _run(q, seen) >= k:
            return True
    return False


def _thought(messages: list[dict[str, Any]]) -> str:
    seen = results(messages)
    if not seen:
        return "I need to search for the question's subject."
    if useful(question_of(messages), seen[-1]):
        return "This result is useful."
    return "This result is useless: it is not about what I asked for."


def _query(messages: list[dict[str, Any]]) -> str:
    ws = sorted(words(question_of(messages)))
    n = len(results(messages))
    return " ".join(ws[n % max(1, len(ws)) :][:3]) or "anything"


def answer(messages: list[dict[str, Any]]) -> str:
    """The reader of the scripted agents in :mod:`uselessdetect.sim`: right when holding the
    evidence of a bundled question, and from memory on 15% of its questions; elsewhere a
    guess ("yes" to a yes/no question, else the title of the latest useful result)."""
    q = question_of(messages)
    if q in _gold():
        right = holds_evidence(messages) or zlib.crc32(q.encode()) % 100 < 15
        return _ANSWER[q] if right else "unknown"
    if q.split(" ", 1)[0].lower() in ("are", "is", "was", "were", "did", "do", "does"):
        return "yes"
    if "SUPPORT or REFUTE" in q:
        return "SUPPORTS"
    hits = [r for r in results(messages) if useful(q, r)]
    return hits[-1].split(":", 1)[0] if hits else "unknown"


def agent_message(kind: str, body: dict[str, Any]) -> dict[str, Any]:
    """The assistant message of an agent turn."""
    messages, tools = body["messages"], body.get("tools")
    thought = _thought(messages)
    if tools is None:  # the ReAct protocol
        if _wants_to_answer(kind, messages):
            return {
                "role": "assistant",
                "content": f"Thought: {thought}\nAction: finish[{answer(messages)}]",
            }
        return {
            "role": "assistant",
            "content": f"Thought: {thought}\nAction: search[{_query(messages)}]",
        }
    offered = [t["function"]["name"] for t in tools]
    if "search" in offered and not _wants_to_answer(kind, messages):
        name, args = "search", {"query": _query(messages)}
    else:
        name, args = "finish", {"answer": answer(messages)}
    n = _turns(messages)
    return {
        "role": "assistant",
        "content": thought,
        "tool_calls": [
            {
                "id": f"call_{n}",
                "type": "function",
                "function": {"name": name, "arguments": json.dumps(args)},
            }
        ],
    }


def script(kind: str) -> Any:
    """A request-body → response-dict function playing agent ``kind``."""

    def respond(body: dict[str, Any]) -> dict[str, Any]:
        messages = body["messages"]
        last = messages[-1]["content"] if messages[-1]["role"] == "user" else ""
        if JUDGMENT in last:  # the side channel
            seen = results(messages)
            word = "USEFUL" if seen and useful(question_of(messages), seen[-1]) else "USELESS"
            message = {"role": "assistant", "content": word}
        elif BELIEF in last:
            run = _run(question_of(messages), results(messages))
            message = {
                "role": "assistant",
                "content": json.dumps(
                    {"p_continue": round(max(0.05, 0.6 - 0.05 * run), 2), "p_answer_now": 0.2}
                ),
            }
        else:
            message = agent_message(kind, body)
        return {
            "id": "chatcmpl-1",
            "object": "chat.completion",
            "model": body.get("model", "scripted"),
            "choices": [
                {
                    "index": 0,
                    "message": message,
                    "finish_reason": "tool_calls" if message.get("tool_calls") else "stop",
                }
            ],
            "usage": {"prompt_tokens": 10, "completion_tokens": 2, "total_tokens": 12},
        }

    return respond


def as_callable(kind: str, log: list[dict[str, Any]] | None = None) -> Any:
    """The script as a ``chat(messages, tools, **options)`` callable returning the response."""
    respond = script(kind)

    def chat(messages: list[dict[str, Any]], tools: Any, **options: Any) -> dict[str, Any]:
        body = {"messages": messages, "tools": tools, **options}
        if log is not None:
            log.append(body)
        return respond(body)

    return chat
