"""Probe a chat server before a run: what works, what does not, and the flags that fix it."""

from __future__ import annotations

import json
import random
import re
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from ._client import ChatClient
from ._reply import ChatReply, read_reply

__all__ = ["Check", "ServerReport", "check_server"]

#: Statuses of one check: it works; the server differs but this client copes; it fails
#: (a flag may fix it); it could not be told.
STATUSES = ("ok", "handled", "fails", "unknown")

_SEARCH = {
    "type": "function",
    "function": {
        "name": "search",
        "description": "Search an encyclopedia and return the first paragraph.",
        "parameters": {
            "type": "object",
            "properties": {"query": {"type": "string", "description": "what to look up"}},
            "required": ["query"],
        },
    },
}
_CODEWORD_TOOL = {
    "type": "function",
    "function": {
        "name": "get_codeword",
        "description": "Return today's codeword.",
        "parameters": {"type": "object", "properties": {}},
    },
}
_WORDS = ("PLUM", "CEDAR", "OTTER", "MAPLE", "HERON", "COPPER", "LINEN", "QUARTZ")


@dataclass(frozen=True)
class Check:
    """One probe's outcome: ``status`` is one of ``ok``, ``handled``, ``fails``, ``unknown``."""

    name: str
    status: str
    detail: str
    fix: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "status": self.status, "detail": self.detail, "fix": self.fix}


@dataclass(frozen=True)
class ServerReport:
    """What :func:`check_server` found: one :class:`Check` per probe and the flags to use.

    ``str(report)`` is the text the command prints; :meth:`to_dict` the JSON.
    """

    base_url: str
    model: str
    checks: tuple[Check, ...]
    served_at_once: int | None
    seconds: float
    stats: dict[str, Any] = field(default_factory=dict)

    @property
    def flags(self) -> list[str]:
        """The command-line flags that fix what fails, in order, each once."""
        return list(dict.fromkeys(c.fix for c in self.checks if c.fix))

    @property
    def ok(self) -> bool:
        """Whether nothing fails (``handled`` differences are fine)."""
        return all(c.status != "fails" for c in self.checks)

    def check(self, name: str) -> Check:
        """The check called ``name``."""
        for c in self.checks:
            if c.name == name:
                return c
        raise KeyError(name)

    def to_dict(self) -> dict[str, Any]:
        return {
            "base_url": self.base_url,
            "model": self.model,
            "ok": self.ok,
            "checks": [c.to_dict() for c in self.checks],
            "served_at_once": self.served_at_once,
            "flags": self.flags,
            "seconds": round(self.seconds, 3),
            "stats": self.stats,
        }

    def __str__(self) -> str:
        lines = [f"Server check: {self.base_url} (model {self.model})"]
        width = max(len(c.name) for c in self.checks) if self.checks else 0
        for c in self.checks:
            mark = c.status.upper() if c.status == "fails" else c.status
            line = f"  {mark:<8} {c.name:<{width}}  {c.detail}"
            if c.fix:
                line += f"  → use {c.fix}"
            lines.append(line)
        if self.flags:
            lines.append("Run with: " + " ".join(self.flags))
        else:
            lines.append("Nothing to change: this server works with the defaults.")
        return "\n".join(lines)


def _user(text: str) -> dict[str, str]:
    return {"role": "user", "content": text}


def _raw(client: ChatClient, body: dict[str, Any]) -> tuple[dict[str, Any] | None, str | None]:
    return client.send_raw(body, use_cache=False)


def _reply(client: ChatClient, body: dict[str, Any]) -> ChatReply:
    return client.send(body, use_cache=False)


def _tool_calls(client: ChatClient) -> list[Check]:
    """Tool calls with an explicit tool_choice; without one; escaped arguments; function_call."""
    ask = [_user("Call the tool search with the query 'Scott Stapp'. Do not answer in text.")]
    body = client.request_body(ask, tools=[_SEARCH], max_tokens=64)
    data, error = _raw(client, body)
    if data is None:
        return [Check("tool calls", "fails", f"the request failed ({error})", "--protocol react")]
    try:
        reply, _ = read_reply(data)
    except ValueError as exc:  # a body without choices
        return [Check("tool calls", "fails", f"the server's reply is unreadable ({exc})")]
    called = [c for c in reply.tool_calls if c.name == "search"]
    if not called:
        said = reply.content.strip()[:60]
        return [
            Check(
                "tool calls",
                "fails",
                f"asked to call search, the model answered in text ({said!r})",
                "--protocol react",
            )
        ]
    out = [Check("tool calls", "ok", f"the model called search({_args(called[0].arguments)})")]
    bare = {k: v for k, v in body.items() if k != "tool_choice"}
    data2, _ = _raw(client, bare)
    if data2 is not None and not _calls_in(data2):
        out.append(
            Check(
                "tool_choice",
                "handled",
                "without tool_choice the server ignores the tools; this client always sends it",
            )
        )
    else:
        out.append(Check("tool_choice", "ok", "tools are used without an explicit tool_choice"))
    message = data["choices"][0].get("message") or {}  # read_reply checked the choices
    raw_args = str(
        (((message.get("tool_calls") or [{}])[0]).get("function") or {}).get("arguments")
    )
    if re.search(r"&(quot|#34|amp|lt|gt|#39);", raw_args):
        out.append(
            Check(
                "argument escapes",
                "handled",
                f"the server HTML-escapes tool-call arguments ({raw_args[:40]}); "
                "they are unescaped",
            )
        )
    else:
        out.append(Check("argument escapes", "ok", "tool-call arguments arrive as plain JSON"))
    legacy = message.get("function_call")
    if isinstance(legacy, dict) and legacy.get("name") != called[0].name:
        out.append(
            Check(
                "function_call",
                "handled",
                f"the legacy function_call ({legacy.get('name')}) disagrees with tool_calls; "
                "tool_calls is used",
            )
        )
    return out


def _calls_in(data: dict[str, Any]) -> bool:
    try:
        return bool(read_reply(data)[0].tool_calls)
    except ValueError:
        return False


def _args(arguments: Any) -> str:
    return (
        json.dumps(arguments, ensure_ascii=False)[:60]
        if not isinstance(arguments, str)
        else arguments[:60]
    )


def _history(codeword: str) -> list[dict[str, Any]]:
    return [
        _user("Call get_codeword, then tell me the codeword it returns."),
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "call_cw",
                    "type": "function",
                    "function": {"name": "get_codeword", "arguments": "{}"},
                }
            ],
        },
        {
            "role": "tool",
            "tool_call_id": "call_cw",
            "name": "get_codeword",
            "content": f"The codeword is {codeword}.",
        },  # fmt: skip
        _user("What is the codeword the tool returned? Reply with the codeword only."),
    ]


def _null_content(client: ChatClient, codeword: str) -> Check:
    body = {"model": client.model, "messages": _history(codeword), "max_tokens": 16,
            "temperature": 0.0}  # fmt: skip
    data, error = _raw(client, body)
    if data is None:
        return Check(
            "null content",
            "handled",
            f"an assistant message with content null is refused ({error[:80] if error else ''}); "
            'this client sends ""',
        )
    return Check("null content", "ok", "assistant messages with content null are accepted")


def _tool_results(client: ChatClient, codeword: str) -> Check:
    """Does a codeword in a role:tool message come back? And as a user message?"""
    as_tool = client.with_options(tool_results_as="tool").prepare_messages(_history(codeword))
    body = {"model": client.model, "messages": as_tool, "max_tokens": 16, "temperature": 0.0}
    reply = _reply(client, body)
    if reply.ok and codeword in reply.content:
        return Check("tool results", "ok", "a codeword in a tool message was repeated back")
    as_user = client.with_options(tool_results_as="user").prepare_messages(_history(codeword))
    reply2 = _reply(client, {**body, "messages": as_user})
    if reply2.ok and codeword in reply2.content:
        if client.tool_results_as == "user":
            return Check(
                "tool results",
                "handled",
                "the server drops role:tool messages; this client sends them as user messages",
            )
        return Check(
            "tool results",
            "fails",
            "a codeword in a tool message never came back, the same text as a user message "
            "did: the chat template drops tool results",
            "--tool-results-as user",
        )
    said = (reply.error or reply.content.strip())[:60]
    return Check(
        "tool results",
        "unknown",
        f"the model repeated the codeword in neither form ({said!r})",
    )


def _logprobs(client: ChatClient) -> Check:
    question = (
        "Question: What is the capital of France?\nSearch result: Bananas are yellow.\n"
        "Is this result USEFUL or USELESS for the question? Answer with one word."
    )
    body = client.request_body([_user(question)], logprobs=True, top_logprobs=5, max_tokens=5)
    reply = _reply(client, body)
    if not reply.ok:
        return Check(
            "logprobs",
            "fails",
            f"a request for log-probabilities failed ({reply.error}); the judge reads the text "
            "(scores 0 or 1): use openai_chat(..., logprobs=False)",
        )
    if not reply.logprobs:
        return Check(
            "logprobs",
            "fails",
            "no log-probabilities in the reply; the judge reads the text (scores 0 or 1)",
        )
    return Check("logprobs", "ok", f"log-probabilities returned for {len(reply.logprobs)} token(s)")


def _escaping(client: ChatClient) -> Check:
    """Whether the chat template HTML-escapes message text, told by the prompt's token count.

    Two one-token requests whose messages differ only in 24 characters: plain letters, or
    quotes and angle brackets. Escaped (``&#34;``, ``&lt;``), the second prompt is several
    tokens per character longer; the model's answer is not read, so any model will do.
    """
    counts = []
    for filler in ("x" * 24, '"<>' * 8):
        body = client.request_body([_user(f"Repeat: {filler}")], max_tokens=1)
        reply = _reply(client, body)
        counts.append(reply.usage.get("prompt_tokens") if reply.ok else None)
    plain, marked = counts
    if plain is None or marked is None:
        return Check("html escaping", "ok", "not measured: the server reports no prompt tokens")
    if marked - plain >= 36:  # escaped, each of the 24 is 3-5 tokens; as written, at most 1
        return Check(
            "html escaping",
            "handled",
            f"the chat template HTML-escapes messages (24 quotes and brackets cost {marked - plain}"
            ' more prompt tokens than 24 letters): the model reads &#34; for ", and may write '
            "it; beliefs written so are read (form +html)",
        )
    return Check(
        "html escaping",
        "ok",
        f"message text reaches the model as written (24 quotes and brackets cost "
        f"{marked - plain} more prompt tokens than 24 letters)",
    )


def _json(client: ChatClient) -> Check:
    ask = (
        "Reply with a JSON object only, no other text: "
        '{"p_continue": <probability>, "p_answer_now": <probability>} — your chance of '
        "answering correctly if you keep searching, and if you answer now."
    )
    reply = _reply(client, client.request_body([_user(ask)], max_tokens=64))
    found = re.search(r"\{.*\}", reply.content, re.S)
    try:
        obj = json.loads(found.group(0)) if found else None
    except ValueError:
        obj = None
    if isinstance(obj, dict) and {"p_continue", "p_answer_now"} <= set(obj):
        return Check("json replies", "ok", "a JSON object with both probabilities came back")
    said = (reply.error or reply.content.strip())[:60]
    return Check(
        "json replies",
        "fails",
        f"no JSON object with both fields ({said!r}); beliefs will be recorded as null",
    )


def _concurrency(client: ChatClient) -> tuple[Check, int | None]:
    """How many requests the server works on at once: n requests together vs one alone."""
    n = min(client.concurrency, 4)
    if n == 1:
        return Check(
            "concurrency", "ok", "not measured: this client sends one request at a time"
        ), 1

    def one(i: int) -> float:
        body = client.request_body([_user(f"Say OK. ({i})")], max_tokens=2)
        start = time.monotonic()
        _reply(client, body)
        return time.monotonic() - start

    alone = min(one(-1), one(-2))
    if alone < 0.05:
        return Check(
            "concurrency",
            "ok",
            f"replies take {alone * 1000:.0f} ms: the server is not a bottleneck",
        ), None
    start = time.monotonic()
    with ThreadPoolExecutor(max_workers=n) as pool:
        list(pool.map(one, range(n)))
    together = time.monotonic() - start
    # served s at once, n requests take about ceil(n / s) rounds of one reply's time
    rounds = max(1, round(together / alone))
    served = max(1, min(n, -(-n // rounds)))
    detail = (
        f"{n} requests together took {together:.1f} s, one alone {alone:.1f} s: "
        f"served about {served} at once"
    )
    if served == 1:
        return Check(
            "concurrency",
            "fails",
            detail + "; more in flight only queue (and time out) on the server",
            "--concurrency 1",
        ), 1
    if served < n:
        return Check("concurrency", "fails", detail, f"--concurrency {served}"), served
    return Check("concurrency", "ok", detail), served


def check_server(client: ChatClient, *, seed: int | None = None) -> ServerReport:
    """Probe the server behind ``client`` before a run and say what to change.

    Checks, each a small request (never answered from the cache): the model calls an offered
    tool (else ``--protocol react``); whether the server needs ``tool_choice`` sent, escapes
    arguments or sends a disagreeing ``function_call`` (all handled by :class:`ChatClient`);
    whether it refuses ``content: null`` (handled); whether a codeword in a tool result is
    repeated back, and if not whether it is as a user message (``--tool-results-as user``);
    log-probabilities; whether the chat template HTML-escapes message text (told by the
    prompt's token count); JSON replies; and how many requests it serves at once
    (``--concurrency N``).

    Parameters
    ----------
    client : ChatClient
        The client a run would use (its model, concurrency and ``tool_results_as``).
    seed : int, optional
        Seed of the codeword (default: a fresh one, so no server-side cache can answer).

    Returns
    -------
    ServerReport
        ``print(report)`` for the text, ``report.to_dict()`` for JSON, ``report.flags``.

    Raises
    ------
    ChatClientError
        The server is unreachable, does not serve the model, or refuses the key.
    """
    rng = random.Random(seed)
    codeword = f"{rng.choice(_WORDS)}-{rng.randrange(1000, 10000)}"
    start = time.monotonic()
    checks: list[Check] = []
    checks += _tool_calls(client)
    checks.append(_null_content(client, codeword))
    checks.append(_tool_results(client, codeword))
    checks.append(_logprobs(client))
    checks.append(_escaping(client))
    checks.append(_json(client))
    conc, served = _concurrency(client)
    checks.append(conc)
    return ServerReport(
        base_url=client.base_url,
        model=client.model,
        checks=tuple(checks),
        served_at_once=served,
        seconds=time.monotonic() - start,
        stats=client.stats,
    )
