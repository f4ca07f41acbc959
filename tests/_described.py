"""Two cases every adapter's tests share, made for one adapter by :func:`described_cases`
from a small driver: a tool named without a verb is counted as its description says
(a tool that acts is left alone, one that searches is counted), and the repeated result
``novelty`` notices trips the gate.

A test file writes::

    _cases = described_cases(_tool, _drive)
    test_a_tool_named_without_a_verb_is_counted_as_its_description_says = _cases.counted
    test_the_same_result_three_times_trips_a_novelty_gate = _cases.repeats

where ``_tool(name, description, run)`` makes the framework's tool of ``run(query) -> str``
and ``_drive(gate, tool, prefer)`` runs one episode of an agent with that one tool, gated by
``gate``, whose model calls the tools ``prefer`` names (``None``: the model the file's other
tests use). Nothing here imports an agent framework.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple

import pytest

from uselessdetect.gate import StopGate

__all__ = [
    "ACTS",
    "PAGE",
    "RECEIPT",
    "SEARCHES",
    "Cases",
    "assert_counted_as_described",
    "assert_repeats_trip",
    "case",
    "counting_gate",
    "described",
    "described_cases",
    "novelty_gate",
]

#: A tool that acts, named without a verb: the default gate must leave its receipts alone.
ACTS = ("payments", "Create a payment for a customer and return its receipt.")
#: A tool that retrieves, named without a verb: counted.
SEARCHES = ("web", "Search the web for pages about a topic.")
RECEIPT = "ok: payment pay_1 created"
PAGE = "Oslo: Oslo is the capital and most populous city of Norway."

#: ``tool(name, description, run)``: the framework's tool that calls ``run(query) -> str``.
MakeTool = Callable[[str, str, Callable[[str], str]], Any]
#: ``drive(gate, tool, prefer)``: one gated episode of an agent with ``tool``.
Drive = Callable[[StopGate, Any, tuple[str, ...] | None], None]


def counting_gate(records: list[dict[str, Any]]) -> StopGate:
    """A default-counting gate that judges every result useless (k = 2): only which tools
    it counts decides whether a run trips."""
    return StopGate(lambda s: True, k=2, record_to=records.append)


def novelty_gate(records: list[dict[str, Any]]) -> StopGate:
    """``novelty`` at k = 2: a result repeated twice after its first time trips it."""
    return StopGate("novelty", k=2, record_to=records.append)


def described(records: list[dict[str, Any]]) -> dict[str, Any]:
    """The gate block of the one episode recorded."""
    assert len(records) == 1, records
    return dict(records[0]["gate"])


def case(which: str) -> tuple[str, str, str]:
    """``(name, description, result)`` of the tool that ``acts`` or ``searches``.

    Examples
    --------
    >>> case("acts")[0], case("searches")[0]
    ('payments', 'web')
    """
    (name, doc), text = (ACTS, RECEIPT) if which == "acts" else (SEARCHES, PAGE)
    return name, doc, text


def assert_counted_as_described(which: str, calls: list[Any], records: list[Any]) -> None:
    """A model that calls the tool four times (until the gate hides it): the acting tool's
    receipts are never counted; the searching tool trips the gate at its second result."""
    gate, name = described(records), case(which)[0]
    if which == "acts":
        assert len(calls) == 4 and gate["tripped_by"] == [] and gate["uncounted"] == 4, gate
    else:
        assert len(calls) == 2 and gate["tripped_by"] == [name] and gate["uncounted"] == 0, gate


def assert_repeats_trip(calls: list[Any], records: list[Any], name: str = "search") -> None:
    """The same result three times: unknown, then useless twice (k = 2), then stopped."""
    gate = described(records)
    assert len(calls) == 3 and gate["tripped_by"] == [name] and gate["runs"] == {name: 2}, gate


def _answering(text: str, calls: list[str]) -> Callable[[str], str]:
    """A tool body that notes each query in ``calls`` and answers ``text``."""

    def run(query: str) -> str:
        calls.append(query)
        return text

    return run


class Cases(NamedTuple):
    """The two shared tests made for one adapter (assign each to a ``test_...`` name)."""

    counted: Callable[..., None]
    repeats: Callable[..., None]


def described_cases(
    tool: MakeTool, drive: Drive, repeats_by: Mapping[str, Drive] | None = None
) -> Cases:
    """The two shared tests for the adapter that ``tool`` and ``drive`` speak for.

    Parameters
    ----------
    tool : callable
        ``tool(name, description, run)``: the framework's tool that calls ``run``.
    drive : callable
        ``drive(gate, tool, prefer)``: one episode of an agent with ``tool`` alone, gated by
        ``gate``, whose model calls ``prefer``'s tools (``None``: the file's usual model).
    repeats_by : mapping, optional
        Drivers (by test id) to run the repeated-result case with each instead of ``drive``:
        the case is parametrised over them.

    Returns
    -------
    Cases
        ``counted`` (parametrised over ``acts`` and ``searches``) and ``repeats``: pytest
        collects each under the module-level ``test_...`` name the test file gives it.
    """

    @pytest.mark.parametrize("which", ["acts", "searches"])
    def test_a_tool_named_without_a_verb_is_counted_as_its_description_says(which: str) -> None:
        name, doc, text = case(which)
        records: list[dict[str, Any]] = []
        calls: list[str] = []
        drive(counting_gate(records), tool(name, doc, _answering(text, calls)), (name,))
        assert_counted_as_described(which, calls, records)

    def repeats(run_with: Drive) -> None:
        records: list[dict[str, Any]] = []
        calls: list[str] = []
        search = tool("search", "Search the encyclopedia.", _answering(PAGE, calls))
        run_with(novelty_gate(records), search, None)
        assert_repeats_trip(calls, records)

    if repeats_by is None:

        def test_the_same_result_three_times_trips_a_novelty_gate() -> None:
            repeats(drive)

        return Cases(
            test_a_tool_named_without_a_verb_is_counted_as_its_description_says,
            test_the_same_result_three_times_trips_a_novelty_gate,
        )

    @pytest.mark.parametrize("run_with", list(repeats_by.values()), ids=list(repeats_by))
    def test_the_same_result_three_times_trips_a_novelty_gate_by(run_with: Drive) -> None:
        repeats(run_with)

    return Cases(
        test_a_tool_named_without_a_verb_is_counted_as_its_description_says,
        test_the_same_result_three_times_trips_a_novelty_gate_by,
    )
