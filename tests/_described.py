"""Tools the adapter tests give names without a verb, so that only their description says
whether a gate counts them (issue 49), and the repeated result ``novelty`` notices."""

from __future__ import annotations

from typing import Any

from uselessdetect.gate import StopGate

__all__ = [
    "ACTS",
    "PAGE",
    "RECEIPT",
    "SEARCHES",
    "assert_counted_as_described",
    "assert_repeats_trip",
    "case",
    "counting_gate",
    "described",
    "novelty_gate",
]

#: A tool that acts, named without a verb: the default gate must leave its receipts alone.
ACTS = ("payments", "Create a payment for a customer and return its receipt.")
#: A tool that retrieves, named without a verb: counted.
SEARCHES = ("web", "Search the web for pages about a topic.")
RECEIPT = "ok: payment pay_1 created"
PAGE = "Oslo: Oslo is the capital and most populous city of Norway."


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
    """``(name, description, result)`` of the tool that ``acts`` or ``searches``."""
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
