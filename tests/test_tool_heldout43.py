"""Forty-third held-out check of the gates: veterinary practice systems, property management
and short-term rentals, organisation-run mail and calendar servers, cloud data warehouse
admin and lineage, container yards and ports.

``tests/data/tool_heldout43.jsonl`` (built by ``tests/data/tool_heldout43_build.py``) holds 58
hand-written sessions in the real-runs format: ezyVet, Vetspire GraphQL, IDEXX VetConnect
PLUS, Antech, PetDesk, Covetrus; AppFolio reports, Buildium, Yardi Voyager SOAP, Guesty,
Hostaway, OwnerRez; EWS SOAP, Zimbra SOAP-over-JSON, ``doveadm``, ``mailq``/``postqueue``,
CalDAV through curl, Nextcloud OCS; ``az synapse``, BTEQ, ``vsql``, pyexasol, Firebolt,
the OpenLineage client; Navis N4 ``genericInvoke``, the Port Optimizer Signal API,
MarineTraffic, Portcast, Kpler, MacroPoint. 38 succeeded and 20 failed. The fixture was
written and committed without reading the detectors or earlier fixtures.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 38; failing sessions tripped 19 / 16 / 19 of 20,
cutting 61 / 54 / 61 of their 131 calls. The default counting misjudges two tools of 44:
``openlineage_emit`` and ``portcast_track`` act (they emit an event / register a tracking
request and get a receipt) but are counted.

The misses share one kind: a source that answers with a well-formed empty or wrong answer
is read useful at every call. ``vsql-fail-1`` queries the dev cluster (``-h
vertica-dev.internal``) for sessions, and every query's ``(0 rows)`` table is read useful
(``default`` 0.20 at every call) though a live production cluster always has sessions (its
own among them); ``classifier`` also misses Zimbra's repeated ``service.AUTH_EXPIRED``
fault, Antech's stale cached order list (the same two March orders for every patient) and
Nextcloud's Sabre ``System is in maintenance mode.`` error, read useful at every call.
Per-call scores of the classifier's misses were not gathered in the time this fixture had.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout43")
H = "heldout43/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_VSQL = (
    "every ``vsql -h vertica-dev.internal`` query for sessions answers ``(0 rows)`` (the agent "
    "is on the dev cluster, which has none; a count(*) says 0): read useful at every call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {H + "vsql/vsql-fail-1": _VSQL},
    "classifier": {
        H + "vsql/vsql-fail-1": _VSQL,
        H + "zimbra/zimbra-fail-1": 'the Zimbra fault ``"Reason":{"Text":"auth credentials '
        'have expired"}`` with ``service.AUTH_EXPIRED`` answers all six searches: read useful',
        H + "antech/antech-fail-1": "the same cached list of two March orders (Pepper, Rocco, "
        '``"cached":true,"asOf":"2024-03-02…"``) answers six queries about other patients and '
        "this week: read useful",
        H + "caldav/caldav-fail-1": "Sabre's ``<s:exception>Sabre\\\\DAV\\\\Exception\\\\"
        "ServiceUnavailable</s:exception><s:message>System is in maintenance mode.</s:message>`` "
        "answers all six PROPFIND/REPORT calls: read useful",
    },
    "semantic": {H + "vsql/vsql-fail-1": _VSQL},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 59, 131), "classifier": (0, 0, 51, 131), "semantic": (0, 0, 59, 131)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 19, "classifier": 16, "semantic": 19}

#: Whether a careful reading counts each tool (a read) or not (an action). Generic tools
#: (``shell``, ``python``, ``vetspire_graphql``, ``zimbra_soap``, ``yardi_soap``,
#: ``n4_generic_invoke``) are counted: what they mostly return here is what the agent asked.
READS = (
    "antech_order_status", "antech_search_orders", "antech_tests", "appfolio_report",
    "buildium_get", "covetrus_list_prescriptions", "covetrus_search_orders", "ews_find_item",
    "ews_get_item", "ezyvet_get", "firebolt_query", "guesty_get", "hostaway_get",
    "kpler_trades", "macropoint_get_location", "marinetraffic", "n4_generic_invoke",
    "openlineage_get_lineage", "ownerrez_get", "petdesk_list_requests",
    "petdesk_message_status", "portcast_get", "python", "shell", "signal_get", "vcp_get_pdf",
    "vcp_get_result", "vcp_search_results", "vetspire_graphql", "yardi_soap", "zimbra_soap",
)  # fmt: skip
ACTIONS = (
    "antech_create_order", "buildium_post", "covetrus_approve_prescription", "ews_create_item",
    "ezyvet_post", "guesty_put", "hostaway_post", "hostaway_put", "macropoint_create_order",
    "openlineage_emit", "petdesk_confirm_request", "petdesk_send_reminder", "portcast_track",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "openlineage_emit": "acts (it posts a START or COMPLETE run event to the lineage "
    "collector; its answer is ``HTTP 201 Created``) and is counted; two receipts in a row in "
    "openlineage-ok-1",
    "portcast_track": "acts (it registers a container for tracking; its answer is a bookmark "
    'id and ``"status":"processing"``) and is counted; the track is read with portcast_get',
}


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 58
    assert len(FIX.ids(True)) == 38 and len(FIX.ids(False)) == 20
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)


pytest_generate_tests = parametrize_checks


class TestHeldOut43(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
