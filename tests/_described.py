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
