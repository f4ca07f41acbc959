"""A deliberately broken MCP server on stdio, written by hand (the SDK never sends bad messages).

It completes the handshake and lists four tools: ``garble`` writes a line that is not JSON
before a valid result, ``malformed`` answers with a result whose ``content`` is not a list,
``hang`` never answers, and ``exit`` ends the process without answering. With ``--silent``
it answers nothing at all, not even the handshake. Run: ``python tests/mcp_raw_server.py``.
"""

from __future__ import annotations

import json
import sys
from typing import Any

TOOLS = [
    {"name": n, "description": d, "inputSchema": {"type": "object"}}
    for n, d in [
        ("garble", "a line of garbage, then a good result"),
        ("malformed", "a result that is not a CallToolResult"),
        ("hang", "never answer"),
        ("exit", "exit without answering"),
    ]
]


def send(message: dict[str, Any]) -> None:
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", **message}) + "\n")
    sys.stdout.flush()


def answer(request: dict[str, Any]) -> None:
    method, rid = request.get("method"), request.get("id")
    params = request.get("params") or {}
    if rid is None:  # a notification
        return
    if method == "initialize":
        result: Any = {
            "protocolVersion": params.get("protocolVersion"),
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "raw", "version": "0"},
        }
    elif method == "tools/list":
        result = {"tools": TOOLS}
    elif method == "ping":
        result = {}
    elif method == "tools/call" and params.get("name") == "garble":
        sys.stdout.write("this line is not JSON-RPC\n")
        result = {"content": [{"type": "text", "text": "a good result after the garbage"}]}
    elif method == "tools/call" and params.get("name") == "malformed":
        result = {"content": "not a list of blocks"}
    elif method == "tools/call" and params.get("name") == "hang":
        return
    elif method == "tools/call" and params.get("name") == "exit":
        sys.exit(0)
    else:
        send({"id": rid, "error": {"code": -32601, "message": f"no method {method}"}})
        return
    send({"id": rid, "result": result})


if __name__ == "__main__":
    silent = "--silent" in sys.argv[1:]
    for line in sys.stdin:
        if line.strip() and not silent:
            answer(json.loads(line))
