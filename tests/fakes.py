"""Fake judges for tests, benchmarks and the docs: stand-ins for a language model, no network.

Import them as ``tests.fakes:NAME`` from the repository root, e.g.
``uselessdetect evaluate -d judge --judge-fn tests.fakes:oracle_like samples.jsonl``.

``oracle_like`` reads the default prompt the way a strong model would on the paper's
injected failures: a result is useful when it is the page that was searched for (its title
names the query) or, with no query, when it shares most of the question's content words;
"no results" pages are useless. It is a heuristic, not an oracle: it calls a gold page with
its answer removed useful.
"""

from __future__ import annotations

import asyncio
import math
import re
import time
from typing import Any

__all__ = [
    "always_useless",
    "async_oracle_like",
    "broken",
    "chat_oracle_like",
    "counting_oracle_like",
    "logprob_oracle_like",
    "oracle_like",
    "slow_oracle_like",
]

_EMPTY = re.compile(r"could not find|no results|does not exist|not found|similar:", re.I)


def _field(prompt: str, label: str) -> str:
    match = re.search(rf"^{label}:[ \t]*(.*)$", prompt, re.M)
    return match.group(1).strip() if match else ""


def _result(prompt: str) -> str:
    match = re.search(
        r"^Result:\n(.*?)\n\n(?:The assistant then thought|Is this result)", prompt, re.S | re.M
    )
    return match.group(1).strip() if match else ""


def _words(text: str) -> set[str]:
    return {w for w in re.findall(r"[a-z0-9]+", text.lower()) if len(w) > 3}


def useless_by_reading(prompt: str) -> bool:
    """The fake's decision on a prompt made with the default template."""
    query = _field(prompt, "Searched for")
    result = _result(prompt)
    if not result or result == "(none)" or _EMPTY.search(result[:200]):
        return True
    if query and query != "(none)":
        title = result.split(":", 1)[0].lower() if ":" in result[:150] else ""
        q = query.lower()
        return not (title and (q in title or title in q))
    question = _words(_field(prompt, "Question"))
    return len(question & _words(result)) < 0.4 * max(len(question), 1)


def oracle_like(prompt: str) -> str:
    """Answer like a model that judges well: ``"USELESS"`` or ``"USEFUL."``."""
    return "USELESS" if useless_by_reading(prompt) else "USEFUL."


async def async_oracle_like(prompt: str) -> str:
    """:func:`oracle_like`, as a coroutine that yields to the loop first."""
    await asyncio.sleep(0)
    return oracle_like(prompt)


def chat_oracle_like(messages: list[dict[str, str]]) -> str:
    """:func:`oracle_like` for chat messages (reads the last user message)."""
    return oracle_like(messages[-1]["content"])


def logprob_oracle_like(prompt: str) -> dict[str, float]:
    """Log-probabilities of the two words: 0.9 on :func:`oracle_like`'s answer."""
    useless = useless_by_reading(prompt)
    return {
        "useless": math.log(0.9 if useless else 0.1),
        "useful": math.log(0.1 if useless else 0.9),
    }


def slow_oracle_like(prompt: str) -> str:
    """:func:`oracle_like` after 50 ms, like a fast remote model (for the benchmark)."""
    time.sleep(0.05)
    return oracle_like(prompt)


#: Calls made to :func:`counting_oracle_like` in this process.
CALLS = {"counting_oracle_like": 0}


def counting_oracle_like(prompt: str) -> str:
    """:func:`oracle_like`, counting its calls in :data:`CALLS` (to check the cache)."""
    CALLS["counting_oracle_like"] += 1
    return oracle_like(prompt)


def always_useless(prompt: str) -> str:
    """Says useless to everything (one of the tiny local models did)."""
    return "USELESS"


def broken(prompt: Any) -> str:
    """Always raises, like an unreachable server."""
    raise ConnectionError("the judge's server is unreachable")
