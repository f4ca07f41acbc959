"""Fifty-first held-out check of the gates: libraries of books and documents, hotel property
management, DNS and email authentication, vehicles and fleets, school systems and assessment.

``tests/data/tool_heldout51.jsonl`` (built by ``tests/data/tool_heldout51_build.py``) holds 62
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: OverDrive search, availability and holds, the ``ia`` CLI and Internet Archive advanced
search, HathiTrust's brief volumes API, Gutendex, the Biodiversity Heritage Library API v3 and
the Library of Congress JSON API; Apaleo, RoomRaccoon, SiteMinder's OTA XML, eviivo,
Stayntouch and protel; MxToolbox, ``dig``, DNSimple, NS1, ``parsedmarc`` and ``checkdmarc``;
NHTSA vPIC, Smartcar, Edmunds, the Tesla Fleet API, Motive and Fleetio; Turnitin's TCA,
Schoology, Ellucian Ethos, OneRoster 1.1, Seesaw and Edlink's Graph API. 41 succeeded and 21
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 41; failing sessions tripped 20 / 17 / 18 of 21,
cutting 62 / 54 / 57 of their 137 calls. The default counting misjudges 8 tools of 83, all
actions it counts: ``apaleo_amend_reservation``, ``overdrive_place_hold``,
``siteminder_avail_notif``, ``smartcar_security``, ``stayntouch_check_in``,
``stayntouch_encode_keys``, ``tesla_command`` and ``turnitin_generate_similarity``.

The misses share two kinds. A dead source that answers with a well-formed empty or sample
body: Motive's ``{"vehicles": [], "pagination": {… "total": 0}}`` for every query, split over
two tools in turn so neither run passes 2 (missed by all three), and OneRoster's one
``demo-student-1`` record for every class, school and filter (read useful by ``classifier``;
``semantic`` reaches 3 only at the last call). And errors the model detectors cannot place:
Edlink's ``{"$errors": [{"code": "INTEGRATION_ERROR", … "502 Bad Gateway"}]}`` is read unknown
(0.50) seven times by ``classifier`` and ``semantic``; ``dig``'s ``;; communications error to
10.20.0.53#53: timed out`` / ``;; no servers could be reached`` is read useful (0.68-0.69) at
two calls of three by ``classifier``.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read the three vPIC ``DecodeVinValues`` answers of
``vpic-ok-1`` useless (1.00; its ``Message`` says "Any missing decoded values should be
interpreted as NHTSA does not have data"), k at the last call; ``default`` and ``semantic``
read the two empty advanced searches of ``internet-archive-ok-2`` (``"numFound": 0``, the
'none' the user asked about) useless, a run of 2; ``default`` and ``classifier`` read the two
SiteMinder ``<OTA_HotelAvailNotifRS …><Success/>`` receipts useless (a run of 2; counted, see
above). ``default`` reads the first of each repeated answer useful (0.20: Motive's first
empty page), so its trips come a call later.

Since then (read after this fixture), an HTTP error body of up to 12 fields with a failing
message is an error: Smartcar's ``{"type": "AUTHENTICATION", …, "description": "The request
contained an invalid or expired access token…", …, "statusCode": 401, …}`` (nine fields), one
more call cut in ``smartcar-fail-1``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout51")
H = "heldout51/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_EDLINK = (
    '``{"$request": …, "$errors": [{"code": "INTEGRATION_ERROR", "message": "The source system '
    'returned an error. Please check the integration configuration: 502 Bad Gateway"}]}`` '
    "(the district's SIS behind Edlink is down) is read unknown (0.50) seven times"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {},
    "classifier": {
        H + "oneroster/oneroster-fail-1": "OneRoster answers every class, school, guardian "
        'and filter query with the same sample record (``"sourcedId": "demo-class-1" … "title": '
        '"Demo Class"``, then ``"sourcedId": "demo-student-1" … "givenName": "Demo"``: a demo '
        "tenant, not Roosevelt Middle): read useful (0.35-0.85) six times, useless only at "
        "the last call",
        H + "edlink/edlink-fail-1": _EDLINK,
        H + "dig/dig-fail-1": "``;; communications error to 10.20.0.53#53: timed out`` … "
        "``;; no servers could be reached`` (the resolver is dead) is read useless (0.89) "
        "at every third call and useful (0.68-0.69) at the others, so the run never passes 1",
    },
    "semantic": {
        H + "oneroster/oneroster-fail-1": "OneRoster's same ``demo-student-1`` sample record "
        "for every query (a demo tenant, not Roosevelt Middle) is read useful (0.39) twice, "
        "useless twice, unknown (0.50) twice and useless at the last call: k is reached only "
        "at the session's end",
        H + "edlink/edlink-fail-1": _EDLINK,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 64, 137), "classifier": (0, 0, 56, 137), "semantic": (0, 0, 59, 137)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 21, "classifier": 18, "semantic": 19}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` counts: every call of it here runs a lookup (``dig``, ``ia search``,
#: ``checkdmarc``, ``parsedmarc``) or a download whose answer is what the agent checks.
#: Left out, as arguable: ``tesla_wake_up`` (it wakes the car, but its answer is the car's
#: state, which the agent reads to know whether to retry).
READS = (
    "apaleo_availability_unitgroups", "apaleo_get_reservation", "apaleo_list_reservations",
    "apaleo_list_units", "bhl_api", "dnsimple_list_domains", "dnsimple_list_records",
    "dnsimple_list_zones", "edlink_graph_get", "edmunds_makes", "edmunds_style_price",
    "edmunds_styles", "edmunds_tmv", "ethos_get", "eviivo_list_bookings",
    "eviivo_occupancy_report", "fleetio_issues", "fleetio_service_reminders",
    "fleetio_vehicles", "gutendex_books", "hathitrust_volumes_brief", "ia_advancedsearch",
    "loc_item", "loc_search", "motive_available_time", "motive_list_vehicles",
    "motive_vehicle_locations", "motive_vehicle_locations_history", "mxtoolbox_lookup",
    "ns1_get_record", "ns1_get_zone", "ns1_list_monitoring_jobs", "ns1_list_notify_lists",
    "oneroster_get", "overdrive_availability", "overdrive_search", "protel_get_block",
    "protel_get_folio", "protel_search_reservations", "roomraccoon_find_booking",
    "roomraccoon_get_rates", "schoology_section_enrollments", "schoology_section_grades",
    "schoology_user_sections", "seesaw_family_connections", "shell",
    "siteminder_read_inventory", "siteminder_read_reservations", "smartcar_battery",
    "smartcar_lock_status", "smartcar_odometer", "smartcar_vehicles",
    "stayntouch_list_rooms", "stayntouch_room_service_status",
    "stayntouch_search_reservations", "tesla_vehicle", "tesla_vehicle_data",
    "turnitin_get_similarity", "turnitin_get_submission", "vpic_decode_vin_values",
    "vpic_get_models_for_make_year",
)  # fmt: skip
ACTIONS = (
    "apaleo_amend_reservation", "dnsimple_create_record", "edlink_user_create_announcement",
    "eviivo_send_guest_email", "fleetio_create_service_entry", "motive_send_message",
    "ns1_update_record", "overdrive_place_hold", "protel_post_charge",
    "roomraccoon_add_charge", "roomraccoon_add_note", "schoology_create_assignment",
    "seesaw_post_announcement", "siteminder_avail_notif", "smartcar_security",
    "stayntouch_check_in", "stayntouch_encode_keys", "tesla_command",
    "turnitin_create_submission", "turnitin_generate_similarity", "turnitin_upload_file",
)  # fmt: skip
ARGUABLE = ("tesla_wake_up",)

_RECEIPT = "acts ({what}; its answer is a receipt: {text}) and is counted"

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "apaleo_amend_reservation": _RECEIPT.format(
        what="it moves a reservation to another unit group", text="``HTTP 204 No Content``"
    ),
    "overdrive_place_hold": _RECEIPT.format(
        what="it places a hold for a patron",
        text='``{"reserveId": …, "holdListPosition": 15, …}``',
    ),
    "siteminder_avail_notif": _RECEIPT.format(
        what="it closes or opens a room type on all channels",
        text="``<OTA_HotelAvailNotifRS …>\\n  <Success/>``",
    )
    + "; both receipts in siteminder-ok-1 are read useless by default and classifier, a run "
    "of 2",
    "smartcar_security": _RECEIPT.format(
        what="it locks the car",
        text='``{"status": "success", "message": "Successfully sent request to vehicle"}``',
    ),
    "stayntouch_check_in": _RECEIPT.format(
        what="it checks a guest in", text='``{"id": 3319045, "status": "CHECKEDIN"}``'
    ),
    "stayntouch_encode_keys": _RECEIPT.format(
        what="it encodes key cards", text='``{"status": "success", "keys_encoded": 2}``'
    ),
    "tesla_command": _RECEIPT.format(
        what="it sends set_temps and auto_conditioning_start",
        text='``{"response": {"result": true, "reason": ""}}``',
    ),
    "turnitin_generate_similarity": _RECEIPT.format(
        what="it requests a similarity report",
        text='``{"message": "Similarity Report Generation Requested"}``',
    ),
}

FAMILIES = {
    "apaleo", "bhl", "checkdmarc", "dig", "dnsimple", "edlink", "edmunds", "ellucian-ethos",
    "eviivo", "fleetio", "gutendex", "hathitrust", "internet-archive", "loc", "motive",
    "mxtoolbox", "ns1", "oneroster", "overdrive", "parsedmarc", "protel", "roomraccoon",
    "schoology", "seesaw", "siteminder", "smartcar", "stayntouch", "tesla-fleet", "turnitin",
    "vpic",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 62
    assert len(FIX.ids(True)) == 41 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("gutendex", "bhl", "dnsimple", "ns1", "smartcar", "oneroster", "edlink"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all(
        o.startswith('<?xml version="1.0" encoding="UTF-8"?>\n<OTA_')
        for o in _results("siteminder")
    )
    assert all("; <<>> DiG 9.18" in o or not o.startswith("\n") for o in _results("dig"))
    assert all(
        set(json.loads(o)) >= {"Count", "Message", "SearchCriteria", "Results"}
        for o in _results("vpic")
    )
    assert all("response" in json.loads(o) for o in _results("tesla-fleet"))


pytest_generate_tests = parametrize_checks


class TestHeldOut51(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
