"""A real Anthropic Messages API server on loopback, driven by a Python script, for tests.

``AnthropicServer(script)`` starts a stdlib :class:`http.server.ThreadingHTTPServer` on
``127.0.0.1`` speaking ``POST /v1/messages`` (streamed as server-sent events when the request
asks for it: ``message_start``, a ``content_block_start`` / ``_delta`` / ``_stop`` per text or
``tool_use`` block, ``message_delta`` with the stop reason, ``message_stop``) and
``POST /v1/messages/count_tokens``. Each request body goes to ``script(body)``, which returns
the reply's content blocks (see :func:`text` and :func:`tool_use`). Every body is kept in
``bodies``; any other path gets a 404 and is kept in ``others``.
"""

from __future__ import annotations

import json
import threading
import uuid
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

__all__ = ["AnthropicServer", "text", "tool_use"]

Script = Callable[[dict[str, Any]], list[dict[str, Any]]]


def text(said: str) -> dict[str, Any]:
    return {"type": "text", "text": said}


def tool_use(name: str, args: dict[str, Any], id: str | None = None) -> dict[str, Any]:
    return {"type": "tool_use", "id": id or f"toolu_{uuid.uuid4().hex[:20]}", "name": name,
            "input": args}  # fmt: skip


def _events(body: dict[str, Any], blocks: list[dict[str, Any]]) -> list[tuple[str, Any]]:
    usage = {"input_tokens": 10, "output_tokens": 0}
    message = {"id": f"msg_{uuid.uuid4().hex[:20]}", "type": "message", "role": "assistant",
               "model": body.get("model", "claude"), "content": [], "stop_reason": None,
               "stop_sequence": None, "usage": usage}  # fmt: skip
    out: list[tuple[str, Any]] = [("message_start", {"type": "message_start", "message": message})]
    for i, block in enumerate(blocks):
        if block["type"] == "text":
            start, delta = (
                {"type": "text", "text": ""},
                {"type": "text_delta", "text": block["text"]},
            )
        else:
            start = {**block, "input": {}}
            delta = {"type": "input_json_delta", "partial_json": json.dumps(block["input"])}
        out.append(("content_block_start", {"type": "content_block_start", "index": i,
                                            "content_block": start}))  # fmt: skip
        out.append(("content_block_delta", {"type": "content_block_delta", "index": i,
                                            "delta": delta}))  # fmt: skip
        out.append(("content_block_stop", {"type": "content_block_stop", "index": i}))
    stop = "tool_use" if any(b["type"] == "tool_use" for b in blocks) else "end_turn"
    delta = {"stop_reason": stop, "stop_sequence": None}
    out.append(("message_delta", {"type": "message_delta", "usage": {"output_tokens": 5},
                                  "delta": delta}))  # fmt: skip
    out.append(("message_stop", {"type": "message_stop"}))
    out.append(("", {"blocks": blocks}))  # not sent: the whole reply, for a request not streamed
    return out


class AnthropicServer:
    """A loopback Messages API; use it as a context manager (``base_url`` for the client)."""

    def __init__(self, script: Script) -> None:
        self.script = script
        self.bodies: list[dict[str, Any]] = []
        self.others: list[str] = []
        self._lock = threading.Lock()
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), self._handler())
        self._thread = threading.Thread(target=self._server.serve_forever, daemon=True)

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self._server.server_address[1]}"

    def __enter__(self) -> AnthropicServer:
        self._thread.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self._server.shutdown()
        self._server.server_close()

    def _reply(self, body: dict[str, Any]) -> list[tuple[str, Any]]:
        with self._lock:
            self.bodies.append(body)
            blocks = self.script(body)
        return _events(body, blocks)

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        server = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, *args: Any) -> None:
                pass

            def _send(self, status: int, payload: bytes, kind: str) -> None:
                self.send_response(status)
                self.send_header("Content-Type", kind)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def do_GET(self) -> None:
                server.others.append(f"GET {self.path}")
                self._send(404, b'{"type":"error","error":{"type":"not_found_error"}}',
                           "application/json")  # fmt: skip

            def do_HEAD(self) -> None:
                server.others.append(f"HEAD {self.path}")
                self._send(200, b"", "text/plain")

            def do_POST(self) -> None:
                size = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(size) or b"{}")
                path = self.path.split("?")[0]
                if path.endswith("/v1/messages/count_tokens"):
                    self._send(200, b'{"input_tokens": 10}', "application/json")
                    return
                if not path.endswith("/v1/messages"):
                    server.others.append(f"POST {self.path}")
                    self._send(404, b'{"type":"error","error":{"type":"not_found_error"}}',
                               "application/json")  # fmt: skip
                    return
                events = server._reply(body)
                if not body.get("stream"):
                    message = events[0][1]["message"]
                    message["content"] = events[-1][1]["blocks"]
                    self._send(200, json.dumps(message).encode(), "application/json")
                    return
                payload = "".join(f"event: {n}\ndata: {json.dumps(d)}\n\n" for n, d in events if n)
                self._send(200, payload.encode(), "text/event-stream")

        return Handler
