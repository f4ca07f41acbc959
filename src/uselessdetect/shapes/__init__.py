"""What a tool returned, read once before any detector judges it (design §3.4).

:func:`parse_result` reads a result of any type as one of seven shapes — ``prose``,
``listing``, ``record``, ``table``, ``command``, ``acknowledgement``, ``error`` — with its
items and the text to read; :func:`fingerprint` and :class:`Seen` tell whether a result
brings nothing new against the same tool's earlier results in the episode; :class:`SeenCalls`
keeps only the calls behind them, for a detector that reads no more (``reads_earlier = "calls"``).
"""

from __future__ import annotations

from ._calls import REJECTED_RE, call_key, rejected_call
from ._fingerprint import MAX_UNITS, Fingerprint, Seen, fingerprint
from ._parse import KINDS, MAX_CHARS, Parsed, parse_result
from ._seen_calls import SeenCalls, calls_of
from ._text import ITEM_CHARS, MAX_ITEMS
from ._values import MAX_DEPTH

__all__ = [
    "Fingerprint",
    "ITEM_CHARS",
    "KINDS",
    "MAX_CHARS",
    "MAX_DEPTH",
    "MAX_ITEMS",
    "MAX_UNITS",
    "Parsed",
    "REJECTED_RE",
    "Seen",
    "SeenCalls",
    "call_key",
    "calls_of",
    "fingerprint",
    "parse_result",
    "rejected_call",
]
