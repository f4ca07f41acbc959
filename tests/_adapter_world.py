"""The small scripted world every adapter test runs in: one question, a search that always
fails, the scripted chat-completions models (a tool-aware one and a stubborn one) for
``tests/_chat_server``, and what the gate's record of a run that trips says.

Nothing here imports an agent framework: the adapters tested in environments of their own
(Strands, Semantic Kernel) import it too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tests._chat_server import completion, tool_call

from uselessdetect.sim import FailingSource

__all__ = [
    "ANSWER",
    "GOOD",
    "K",
    "OTHER",
    "QUESTION",
    "STOPPED",
    "THOUGHT",
    "Unprintable",
    "assert_two_runs_tripped",
    "detector_down",
    "failing",
    "refusing_results",
    "scripted_model",
]

QUESTION = "Who founded the band Creed?"
#: The tool-aware model's final answer.
ANSWER = "Scott Stapp"
#: How a gate's default stop text begins.
STOPPED = "Stopped by the gate"
OTHER = "Oslo: Oslo is the capital and most populous city of Norway."
GOOD = "Creed is an American rock band founded in 1994 by Scott Stapp and Mark Tremonti."
THOUGHT = "That paragraph is unrelated to Creed. Let me search again."
#: The ``k`` of the tests' gates: a run of failing results trips at its ``K``-th one.
K = 2


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
            return completion(ANSWER)
        name = "search" if stubborn else usable[0]
        call = tool_call(name, {"query": "Creed band founder"}, id=f"call{len(body['messages'])}")
        return completion(THOUGHT, tool_calls=[call])

    return respond


def refusing_results(model: Callable[[dict[str, Any]], Any]) -> Callable[[dict[str, Any]], Any]:
    """``model``, but the server answers 400 to any turn that carries a tool result: a run
    whose client raises after its first search."""

    def respond(body: dict[str, Any]) -> Any:
        if any(m.get("role") == "tool" for m in body["messages"]):
            return 400, {"error": {"message": "bad request", "type": "invalid_request_error"}}
        return model(body)

    return respond


def failing(pool: str = OTHER, name: str | None = "search") -> FailingSource:
    """A search that always fails, returning ``pool``'s paragraph (``GOOD`` when it works).

    Its labels are noted under ``name``, so that the gate's record of ``search`` carries them;
    ``name=None`` notes them under the callable's own name, where no step picks them up.
    """
    return FailingSource(lambda q: GOOD, "persistent", [pool], random_state=0, name=name)


def detector_down(sample: Any) -> bool:
    """A detector that always raises: the gate logs it and the run goes on."""
    raise RuntimeError("detector down")


class Unprintable:
    """A tool result that cannot be made text."""

    def __str__(self) -> str:
        raise TypeError("no text for you")


def assert_two_runs_tripped(
    records: list[dict[str, Any]], answer: str, stubborn: bool, thought: str | None = THOUGHT
) -> None:
    """Two runs of one gated agent, each an episode of its own that ``search`` tripped at its
    ``K``-th result: the first run's record (its question, the two useless searches with
    ``thought`` before the second, the call the stubborn model made after the trip blocked,
    ``answer`` as its last step). ``thought=None`` leaves the thought unchecked."""
    assert len(records) == 2 and records[0]["id"] != records[1]["id"], records
    assert [r["gate"]["observed"] for r in records] == [K, K]
    rec = records[0]
    assert rec["gate"]["tripped_by"] == ["search"] and rec["gate"]["runs"] == {"search": K}
    assert rec["gate"]["blocked"] == (1 if stubborn else 0) and rec["question"] == QUESTION
    searched = [s for s in rec["steps"] if s["action"] == "search" and not s.get("blocked")]
    assert [s["label"] for s in searched] == [1] * K
    assert thought is None or searched[1]["thought"] == thought
    assert rec["steps"][-1]["input"] == answer
