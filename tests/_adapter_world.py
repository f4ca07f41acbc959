"""The small world the OpenAI-client adapter tests share: the failing source
and the scripted models (a tool-aware one and a stubborn one) for ``tests/_chat_server``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests._chat_server import completion, tool_call

from uselessdetect.sim import FailingSource

__all__ = ["GOOD", "OTHER", "THOUGHT", "failing", "scripted_model"]

OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
THOUGHT = "That paragraph is unrelated to Creed. Let me search again."


def scripted_model(
    stubborn: bool = False, prefer: tuple[str, ...] = ("search", "lookup")
) -> Callable[[dict[str, Any]], Any]:
    """Searches while offered search (stubborn: whatever it is offered); the tool-aware one
    answers once search is gone or after four results, and prefers search, then lookup (or
    the tools ``prefer`` names)."""

    def respond(body: dict[str, Any]) -> Any:
        offered = [t["function"]["name"] for t in body.get("tools") or []]
        results = sum(m.get("role") == "tool" for m in body["messages"])
        usable = [n for n in prefer if n in offered]
        if not stubborn and (results >= 4 or not usable):
            return completion("Scott Stapp")
        name = "search" if stubborn else usable[0]
        call = tool_call(name, {"query": "Creed band founder"}, id=f"call{len(body['messages'])}")
        return completion(THOUGHT, tool_calls=[call])

    return respond


def failing(pool: str = OTHER) -> FailingSource:
    """A search that always fails, returning ``pool``'s paragraph (``GOOD`` when it works)."""
    return FailingSource(lambda q: GOOD, "persistent", [pool], random_state=0, name="search")
