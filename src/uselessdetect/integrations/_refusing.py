"""What the gate refuses, as every adapter says it: blocked calls, refusals, tool restriction."""

from __future__ import annotations

import logging
from collections.abc import Iterable, Sequence
from typing import Any

from ..gate import StopGate
from ._gating import restriction, stop_message
from ._reading import call_query

__all__: list[str] = []

logger = logging.getLogger("uselessdetect.integrations")


class _Refusals:
    """The half of :class:`~._ledger.EpisodeLedger` that says no: whether a call may run, the
    refusal a blocked one gets (counted, recorded), and the calls a model turn may keep."""

    gate: StopGate
    stop_text: str | None

    def _written(self, call_id: Any, thought: str | None, episode: str = "") -> str:
        raise NotImplementedError  # the ledger knows what each call's model turn wrote

    def permits(self, episode: str, source: str) -> bool:
        """Whether the gate lets ``episode`` call ``source`` now."""
        return self.gate.decision(str(episode), source).permits(source)

    def refuse(
        self,
        episode: str,
        source: str,
        args: Any = None,
        *,
        call_id: Any = None,
        thought: str | None = None,
    ) -> str | None:
        """``None`` when the gate lets the call run; else record it blocked and say why.

        The text (``Not run: <stop text> Answer now.``) goes to the model as the call's
        result; the call is counted as blocked and recorded with the text the model wrote
        with it (``thought``, else the one noted with :meth:`wrote`).
        """
        episode = str(episode)
        if self.gate.decision(episode, source).permits(source):
            return None
        self.block(episode, source, args, thought=self._written(call_id, thought, episode))
        return self.refusal(episode)

    def block(self, episode: str, source: str, args: Any = None, *, thought: str = "") -> None:
        """Record a call that was not run (a counted blocked call). Never raises."""
        try:
            query = call_query(args)
        except Exception:  # pragma: no cover - defensive: arguments that cannot be read
            query = ""
        self.gate.record_blocked(str(episode), source=source, input=query, thought=thought)

    def refusal(self, episode: str) -> str:
        """What a refused call returns to the model."""
        return f"Not run: {self.final_text(episode)} Answer now."

    def final_text(self, episode: str) -> str:
        """The final answer that ends a stubborn model's run (``stop_text`` if given)."""
        return stop_message(self.gate.decision(str(episode)), self.stop_text)

    # ------------------------------------------------------------ model turns
    def blocked(self, episode: str, names: Iterable[str]) -> list[str]:
        """The names among ``names`` the gate blocks in ``episode`` now."""
        decision = self.gate.decision(str(episode))
        return [n for n in names if not decision.permits(n)]

    def drop_blocked(
        self, episode: str, calls: Iterable[tuple[str, Any]], thought: str = ""
    ) -> list[int]:
        """Record the blocked ones among a model turn's ``(name, args)`` calls; their indices.

        The adapter removes those calls from the turn (a turn left with none becomes
        :meth:`final_text`); each is counted as a blocked call, none is run.
        """
        episode = str(episode)
        decision = self.gate.decision(episode)
        out = []
        for i, (name, args) in enumerate(calls):
            if not decision.permits(name):
                self.block(episode, name, args, thought=thought)
                out.append(i)
        if out:
            logger.info("gate: dropped %d blocked call(s) in episode %s", len(out), episode)
        return out

    def restriction(self, episode: str, names: Sequence[str]) -> tuple[list[str], str | None]:
        """See :func:`restriction`."""
        return restriction(self.gate, str(episode), names)
