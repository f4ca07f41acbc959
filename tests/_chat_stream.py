"""tests/_chat_server.py's ChatServer, answering ``"stream": true`` requests as the OpenAI API
streams them: server-sent events of ``chat.completion.chunk`` deltas, then ``[DONE]``.

Frameworks whose OpenAI client always streams (Strands) talk to this one; a request without
``stream`` gets the plain JSON reply as before.
"""

from __future__ import annotations

import json
from typing import Any

from tests._chat_server import ChatServer

__all__ = ["StreamingChatServer", "chunks"]


def chunks(reply: dict[str, Any]) -> list[dict[str, Any]]:
    """A whole chat completion as the stream of chunks that carries it."""
    choice = reply["choices"][0]
    message = choice["message"]

    def chunk(delta: dict[str, Any], finish: str | None = None, **more: Any) -> dict[str, Any]:
        out = {"id": reply["id"], "object": "chat.completion.chunk", "created": 0}
        out["model"] = reply["model"]
        out["choices"] = [{"index": 0, "delta": delta, "finish_reason": finish}]
        return {**out, **more}

    out = [chunk({"role": "assistant", "content": message.get("content") or ""})]
    for i, call in enumerate(message.get("tool_calls") or []):
        out.append(chunk({"tool_calls": [{"index": i, **call}]}))
    out.append(chunk({}, choice["finish_reason"]))
    out.append({**chunk({}), "choices": [], "usage": reply.get("usage")})
    return out


class _Streamed:
    """A handler stand-in: a 200 reply goes out as server-sent events."""

    def __init__(self, handler: Any) -> None:
        self.handler = handler
        self.connection = handler.connection

    def _send(self, status: int, payload: Any, headers: dict[str, str] | None = None) -> None:
        h = self.handler
        if status != 200 or "choices" not in (payload or {}):
            h._send(status, payload, headers)
            return
        data = "".join(f"data: {json.dumps(c)}\n\n" for c in chunks(payload)) + "data: [DONE]\n\n"
        raw = data.encode()
        try:
            h.send_response(200)
            h.send_header("Content-Type", "text/event-stream")
            h.send_header("Content-Length", str(len(raw)))
            h.end_headers()
            h.wfile.write(raw)
        except OSError:  # the client went away
            pass


class StreamingChatServer(ChatServer):
    """A :class:`ChatServer` that streams its replies to requests that ask for it."""

    def _handle(self, handler: Any, body: dict[str, Any]) -> None:
        super()._handle(_Streamed(handler) if body.get("stream") else handler, body)
