"""A real OpenAI-compatible chat server on loopback, driven by a Python script, for tests.

``ChatServer(script)`` starts a stdlib :class:`http.server.ThreadingHTTPServer` on
``127.0.0.1`` speaking ``POST /v1/chat/completions`` and ``GET /v1/models``. Each request body
(the JSON the client sent, after the quirks below have been applied) goes to
``script(body)``, which returns a chat-completion dict (see :func:`completion`), a
message-shaped dict (``{"content": ..., "tool_calls": [...]}``, wrapped for you), or a
``(status, body)`` pair to answer with an HTTP error.

Switches mimic what llama.cpp's OpenAI-compatible server was seen to do:

* ``ignore_tools_without_choice`` — a request with ``tools`` but no ``tool_choice`` is treated
  as ``tool_choice: "none"``: the script sees no tools;
* ``refuse_null_content`` — a message with ``content: null`` is refused with a 500 whose body
  is a validation error;
* ``drop_tool_messages`` — ``role: tool`` messages never reach the script;
* ``escape_arguments`` — tool-call arguments in replies are HTML-escaped (``&quot;``), and a
  disagreeing legacy ``function_call`` is added beside ``tool_calls``;
* ``escape_messages`` — the messages' text reaches the script HTML-escaped (``"`` as
  ``&#34;``), as llama-cpp-python's ``chatml-function-calling`` template (jinja's autoescape)
  renders it;
* ``token_usage`` — ``usage.prompt_tokens`` counts the messages the script saw (each word and
  each punctuation mark a token) instead of the script's figure;
* ``one_at_a_time`` — requests are served one after another (a lock around the script);
* ``delay`` — seconds each reply takes (spent in small sleeps; a client that closes its
  connection meanwhile is noticed and counted in ``cancelled``, and the work stops);
* ``fail_first`` — the first N requests get ``fail_status`` (429 by default, with
  ``Retry-After: 0``).

Everything the server saw is recorded: ``bodies`` (as sent, before quirks), ``statuses``,
``max_in_flight`` (the most requests being handled at once), ``cancelled``.

Use it as a context manager; ``base_url`` is what the ``openai`` client takes.
"""

from __future__ import annotations

import html
import json
import re
import select
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["ChatServer", "completion", "last_user", "obliging_model", "tool_call"]

Script = Callable[[dict[str, Any]], Any]

#: A crude tokenizer for ``token_usage``: each word, and each punctuation mark, is a token.
_TOKEN = re.compile(r"\w+|[^\w\s]")

VALIDATION_500 = {
    "error": {
        "message": "1 validation error for ChatCompletionRequestAssistantMessage\n"
        "content\n  Input should be a valid string [type=string_type, input_value=None]",
        "type": "internal_server_error",
    }
}


def tool_call(name: str, arguments: dict[str, Any] | str, id: str | None = None) -> dict[str, Any]:
    """One entry of a reply's ``tool_calls``."""
    args = arguments if isinstance(arguments, str) else json.dumps(arguments)
    return {
        "id": id or f"call_{name}",
        "type": "function",
        "function": {"name": name, "arguments": args},
    }


def completion(
    content: str | None = "",
    *,
    tool_calls: list[dict[str, Any]] | None = None,
    logprobs: list[tuple[str, list[tuple[str, float]]]] | None = None,
    finish_reason: str | None = None,
    model: str = "scripted",
    usage: tuple[int, int] = (10, 2),
) -> dict[str, Any]:
    """A whole chat-completion response, as an OpenAI-compatible server sends it."""
    message: dict[str, Any] = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    choice: dict[str, Any] = {
        "index": 0,
        "message": message,
        "finish_reason": finish_reason or ("tool_calls" if tool_calls else "stop"),
        "logprobs": None,
    }
    if logprobs is not None:
        choice["logprobs"] = {
            "content": [
                {
                    "token": tok,
                    "logprob": alts[0][1] if alts else 0.0,
                    "bytes": None,
                    "top_logprobs": [{"token": a, "logprob": lp, "bytes": None} for a, lp in alts],
                }
                for tok, alts in logprobs
            ]
        }
    return {
        "id": "chatcmpl-scripted",
        "object": "chat.completion",
        "created": 0,
        "model": model,
        "choices": [choice],
        "usage": {
            "prompt_tokens": usage[0],
            "completion_tokens": usage[1],
            "total_tokens": usage[0] + usage[1],
        },
    }


def last_user(body: dict[str, Any]) -> str:
    """The text of the last user message of a request."""
    for message in reversed(body.get("messages") or []):
        if message.get("role") == "user":
            return str(message.get("content") or "")
    return ""


def obliging_model(body: dict[str, Any]) -> dict[str, Any]:
    """A scripted model that does what a server check asks of it, when it can see it.

    Offered tools (and a ``tool_choice`` other than ``none``): calls the first one with the
    argument the last user message quotes. Asked for JSON: answers a JSON object. Asked for a
    codeword: repeats the last ``codeword is X`` it can see in the conversation. Otherwise
    answers ``USELESS``, with log-probabilities when they were asked for.
    """
    tools = body.get("tools") or []
    choice = body.get("tool_choice")
    text = last_user(body)
    if tools and choice != "none":
        name = tools[0]["function"]["name"]
        if isinstance(choice, dict):
            name = choice["function"]["name"]
        quoted = re.findall(r"'([^']*)'", text)
        return completion(
            None, tool_calls=[tool_call(name, {"query": quoted[-1] if quoted else "x"})]
        )
    if "codeword" in text.lower():
        seen = " ".join(str(m.get("content") or "") for m in body.get("messages") or [])
        words = re.findall(r"codeword is ([A-Z]+-\d+)", seen)
        return completion(words[-1] if words else "I do not know the codeword.")
    if "json" in text.lower():
        return completion('{"p_continue": 0.6, "p_answer_now": 0.3}')
    lps = None
    if body.get("logprobs"):
        lps = [("USE", [("USE", -0.01), ("Use", -5.0)]), ("LESS", [("LESS", -0.2), ("FUL", -1.7)])]
    return completion("USELESS", logprobs=lps)


class ChatServer:
    """A scripted chat-completions server on loopback (see the module docstring)."""

    def __init__(
        self,
        script: Script = obliging_model,
        *,
        ignore_tools_without_choice: bool = False,
        refuse_null_content: bool = False,
        drop_tool_messages: bool = False,
        escape_arguments: bool = False,
        escape_messages: bool = False,
        token_usage: bool = False,
        one_at_a_time: bool = False,
        delay: float = 0.0,
        fail_first: int = 0,
        fail_status: int = 429,
        models: tuple[str, ...] = ("scripted",),
    ) -> None:
        self.script = script
        self.ignore_tools_without_choice = ignore_tools_without_choice
        self.refuse_null_content = refuse_null_content
        self.drop_tool_messages = drop_tool_messages
        self.escape_arguments = escape_arguments
        self.escape_messages = escape_messages
        self.token_usage = token_usage
        self.one_at_a_time = one_at_a_time
        self.delay = delay
        self.fail_first = fail_first
        self.fail_status = fail_status
        self.models = models
        self.bodies: list[dict[str, Any]] = []
        self.statuses: list[int] = []
        self.in_flight = 0
        self.max_in_flight = 0
        self.cancelled = 0
        self._lock = threading.Lock()
        self._serial = threading.Lock()
        self._httpd: ThreadingHTTPServer | None = None

    # ------------------------------------------------------------------ lifecycle
    def __enter__(self) -> ChatServer:
        self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()

    def start(self) -> None:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"
            disable_nagle_algorithm = True  # one reply, one segment: no 40 ms stalls

            def log_message(self, format: str, *args: Any) -> None:  # quiet
                pass

            def do_GET(self) -> None:
                if self.path.rstrip("/").endswith("/models"):
                    data = [{"id": m, "object": "model", "owned_by": "test"} for m in server.models]
                    self._send(200, {"object": "list", "data": data})
                else:
                    self._send(404, {"error": {"message": f"no route {self.path}"}})

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                try:
                    body = json.loads(self.rfile.read(length) or b"{}")
                except ValueError:
                    self._send(400, {"error": {"message": "body is not JSON"}})
                    return
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": f"no route {self.path}"}})
                    return
                server._handle(self, body)

            def _send(self, status: int, payload: Any, headers: dict[str, str] | None = None):
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for k, v in (headers or {}).items():
                        self.send_header(k, v)
                    self.end_headers()
                    self.wfile.write(data)
                except OSError:  # the client went away
                    pass

        self._httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._httpd.daemon_threads = True
        threading.Thread(
            target=self._httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True
        ).start()

    def stop(self) -> None:
        if self._httpd is not None:
            self._httpd.shutdown()
            self._httpd.server_close()
            self._httpd = None

    @property
    def base_url(self) -> str:
        assert self._httpd is not None, "start the server first"
        return f"http://127.0.0.1:{self._httpd.server_address[1]}/v1"

    @property
    def requests(self) -> int:
        return len(self.bodies)

    # ------------------------------------------------------------------ handling
    def _handle(self, handler: Any, body: dict[str, Any]) -> None:
        with self._lock:
            self.bodies.append(json.loads(json.dumps(body)))
            n = len(self.bodies)
            self.in_flight += 1
            self.max_in_flight = max(self.max_in_flight, self.in_flight)
        try:
            if self.one_at_a_time:
                with self._serial:
                    status, payload, headers = self._answer(handler, body, n)
            else:
                status, payload, headers = self._answer(handler, body, n)
        finally:
            with self._lock:
                self.in_flight -= 1
        if status:
            with self._lock:
                self.statuses.append(status)
            handler._send(status, payload, headers)

    def _wait(self, handler: Any) -> bool:
        """Spend ``delay`` seconds; False when the client closed its connection meanwhile."""
        end = time.monotonic() + self.delay
        sock = handler.connection
        while (left := end - time.monotonic()) > 0:
            ready, _, _ = select.select([sock], [], [], min(left, 0.02))
            if ready:
                try:
                    if sock.recv(1, 2) == b"":  # MSG_PEEK: EOF means the client hung up
                        return False
                except OSError:
                    return False
                time.sleep(min(left, 0.02))
        return True

    def _answer(self, handler: Any, body: dict[str, Any], n: int) -> tuple[int, Any, Any]:
        if n <= self.fail_first:
            return self.fail_status, {"error": {"message": "slow down"}}, {"Retry-After": "0"}
        if self.delay and not self._wait(handler):
            with self._lock:
                self.cancelled += 1
            return 0, None, None
        messages = list(body.get("messages") or [])
        if self.refuse_null_content and any(
            "content" in m and m["content"] is None for m in messages
        ):
            return 500, VALIDATION_500, None
        seen = dict(body)
        if self.drop_tool_messages:
            seen["messages"] = [m for m in messages if m.get("role") != "tool"]
        if self.ignore_tools_without_choice and "tool_choice" not in body:
            seen.pop("tools", None)
        if seen.get("tool_choice") == "none":
            seen.pop("tools", None)
        if self.escape_messages:
            seen["messages"] = [
                {**m, "content": html.escape(m["content"]).replace("&quot;", "&#34;")}
                if isinstance(m.get("content"), str)
                else m
                for m in seen.get("messages") or []
            ]
        out = self.script(seen)
        if isinstance(out, tuple):
            return out[0], out[1], None
        if "choices" not in out:
            out = completion(
                out.get("content", ""),
                tool_calls=out.get("tool_calls"),
                logprobs=out.get("logprobs"),
            )
        if self.escape_arguments:
            out = json.loads(json.dumps(out))
            for choice in out["choices"]:
                calls = choice["message"].get("tool_calls") or []
                for call in calls:
                    fn = call["function"]
                    fn["arguments"] = html.escape(fn["arguments"])
                if calls:
                    choice["message"]["function_call"] = {"name": "other", "arguments": "{}"}
        if self.token_usage and isinstance(out.get("usage"), dict):
            text = " ".join(str(m.get("content") or "") for m in seen.get("messages") or [])
            out = {**out, "usage": {**out["usage"], "prompt_tokens": len(_TOKEN.findall(text))}}
        return 200, out, None
