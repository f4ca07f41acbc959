"""The chat client: one request layer for OpenAI-compatible chat servers, by job.

Both the judges (a model asked USEFUL or USELESS) and the experiment (a model run as the
agent) stand on it, as httpx keeps the transport apart from a client's policy:

* ``_reply`` — what a server said, read into a :class:`ChatReply` (tool calls, usage,
  log-probabilities), whatever odd shape a real server gave it;
* ``_cache`` — the response cache on disk, keyed by the request body;
* ``_slots`` — the bound on requests in flight, adapted to a server that queues;
* ``_client`` — :class:`ChatClient`: requests, retries and backoff, timeouts, counts, and
  the message rewriting local servers need;
* ``_check`` — :func:`check_server`: probe a server and say which flags fix what it does
  differently.
"""

from __future__ import annotations

from ._check import Check, ServerReport, check_server
from ._client import ChatClient
from ._reply import ChatReply, ToolCall, parse_arguments, read_reply

__all__ = [
    "ChatClient",
    "ChatReply",
    "Check",
    "ServerReport",
    "ToolCall",
    "check_server",
    "parse_arguments",
    "read_reply",
]
