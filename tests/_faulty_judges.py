"""Judges that fail in the ways real ones do, for the judge-failure tests (``module:callable``)."""

from __future__ import annotations

import hashlib
import threading
import time

CALLS = {"interrupting": 0}
_LOCK = threading.Lock()


def fails_on(prompt: str) -> bool:
    """The prompts ``flaky`` fails on: about one in eight, fixed by the prompt's digest."""
    return hashlib.sha256(prompt.encode()).digest()[0] % 8 == 0


def flaky(prompt: str) -> str:
    """Raises on the prompts :func:`fails_on` names, every time; answers the rest."""
    if fails_on(prompt):
        raise ConnectionResetError("connection reset by peer")
    return "USELESS" if "Paris" in prompt else "USEFUL"


def broken(prompt: str) -> str:
    """Raises on every call."""
    raise RuntimeError("no model loaded")


def exiting(prompt: str) -> str:
    """Calls sys.exit, as some client libraries do on a fatal error."""
    raise SystemExit(3)


def interrupting(prompt: str) -> str:
    """Answers twice, then raises KeyboardInterrupt (Ctrl-C while the judge runs)."""
    with _LOCK:
        CALLS["interrupting"] += 1
        n = CALLS["interrupting"]
    if n > 2:
        raise KeyboardInterrupt
    return "USEFUL"


def sleepy(prompt: str) -> str:
    """Takes ten seconds per answer (a hanging server)."""
    time.sleep(10.0)
    return "USEFUL"
