"""The adapter core: one episode ledger every framework adapter translates its hooks onto.

An adapter's job is the same in every framework: begin a run's episode, run a tool call or
refuse it (a counted blocked call), hold each result until the model's next turn and judge it
then with that turn's text as the thought (the ReAct alignment rule), drop the calls the gate
blocks, and close the episode — also when the run raises — with the labels a
:class:`~uselessdetect.sim.FailingSource` noted. :class:`EpisodeLedger` does all of it; an
adapter only finds, in its framework's hooks, the episode, the tool name, the call's
arguments, the result and the model's text.

The pieces live in their own modules — :mod:`._reading` (a result's text, a call's query),
:mod:`._gating` (the gate calls every adapter makes), :mod:`._ledger` (the ledger) and
:mod:`._refusing` (its refusing half) — and are all importable from here.
"""

from __future__ import annotations

import contextlib
import logging
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from ..exceptions import MissingDependencyError, install_hint
from ._gating import GATE_KEY, observe_safely, restriction, stop_message
from ._ledger import EpisodeLedger
from ._reading import call_query, description_of, query_of, text_of

__all__ = [
    "EpisodeLedger",
    "GATE_KEY",
    "call_query",
    "description_of",
    "name_episode",
    "new_episode_id",
    "observe_safely",
    "query_of",
    "require_extra",
    "restriction",
    "stop_message",
    "text_of",
]

logger = logging.getLogger("uselessdetect.integrations")


@contextlib.contextmanager
def require_extra(module: str, extra: str, what: str) -> Iterator[None]:
    """Turn a failed import of a framework into one clear error with the install line.

    Examples
    --------
    >>> with require_extra("langchain", "langchain", "LangChain v1"):
    ...     import no_such_framework_here
    Traceback (most recent call last):
    ...
    uselessdetect.exceptions.MissingDependencyError: uselessdetect.integrations.langchain needs \
LangChain v1: pip install 'uselessdetect[langchain]' (in a source checkout: pip install -e \
'.[langchain]')
    """
    try:
        yield
    except ImportError as exc:
        raise MissingDependencyError(
            f"uselessdetect.integrations.{module} needs {what}: {install_hint(extra)}"
        ) from exc


def new_episode_id() -> str:
    """A fresh episode id for one agent run.

    Examples
    --------
    >>> len(new_episode_id()), new_episode_id() != new_episode_id()
    (32, True)
    """
    return uuid.uuid4().hex


def name_episode(
    episode: Callable[[Any], Any] | None, context: Any, fallback: Callable[[], Any] = new_episode_id
) -> tuple[str, bool]:
    """A run's episode and whether it keeps its counters: the one a user's ``episode``
    callable names (kept), else ``fallback()`` (not kept) — also, logged, when it raises.

    Examples
    --------
    >>> name_episode(lambda ctx: ctx["session"], {"session": "s1"})
    ('s1', True)
    >>> name_episode(lambda ctx: ctx["session"], {}, lambda: "run-7")
    ('run-7', False)
    """
    if episode is not None:
        try:
            return str(episode(context)), True
        except Exception:
            named = str(fallback())
            logger.warning("gate: episode(...) raised; the run is episode %s", named, exc_info=True)
            return named, False
    return str(fallback()), False
