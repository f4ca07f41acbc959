"""Build ``tests/data/tool_heldout21.jsonl``: the twenty-first held-out fixture.

Hand-written agent sessions in the ``real-runs`` format (one row per tool call: ``source``,
``run_id``, ``task``, ``tool``, ``args``, ``result``, ``outcome``) on tool kinds the earlier
fixtures did not cover: hotel property-management systems, ticketing and venue booking;
library catalogues, museum collection APIs and archival finding aids; plant historians, SCADA
tag reads, SPC reports and CMMS work orders; build systems; fundraising CRMs and a grant
portal. 35 sessions succeeded and 20 failed: in each failing one a source failed silently
(empty answers, the same page again, the same error, a quota, a stale or dead data source,
results about something else) and the agent kept calling. The successful ones are made hard
on purpose: paging, reading many records, polling a job, builds whose errors change, data-like
answers, "0 results" / "no record" / "no test failures" that the user asked to learn, and
actions whose receipts are terse (``{}``, ``[Good]``, ``""``, ``{"id":"1951"}``).

Written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures. Nothing is downloaded; every value is written here, so the build is
deterministic (``python tests/data/tool_heldout21_build.py [OUT]``).

Where each family's format comes from (from memory of the tools' documentation, source and
real outputs; how sure):

* ``opera``: Oracle OPERA Cloud through OHIP's REST APIs (``rsv`` reservations, ``hsk``
  housekeeping): ``{"reservations": {"reservationInfo": [...], "totalResults", "count",
  "hasMore"}, "links": [...]}``. Field names from the published OpenAPI specs as remembered;
  nesting approximated, the action receipts (a ``links`` object only) least sure. Medium.
* ``mews``: Mews Connector API (``reservations/getAll/2023-06-06``, ``bills/getAll``,
  ``customers/getAll``, ``tasks/add``): PascalCase fields, ``Limitation``/``Cursor`` paging, an
  empty ``{}`` for ``tasks/add``. Medium-high (objects trimmed to a few fields).
* ``cloudbeds``: Cloudbeds API v1.2 (``getReservations``, ``getReservation`` with ``assigned``
  / ``unassigned`` rooms, ``getRoomsUnassigned``, ``postRoomAssign``, ``postReservationNote``):
  ``{"success": true, "data": ...}``. Medium.
* ``ticketmaster``: Discovery API v2 (``_embedded.events``, ``_links``, ``page``; an empty
  search has no ``_embedded``; ``upcomingEvents._total`` on attractions); the quota answer is
  Apigee's ``{"fault": {"faultstring": "Rate limit quota violation. ...", "detail":
  {"errorcode": "policies.ratelimit.QuotaViolation"}}}``. High for the envelope and the fault.
* ``eventbrite``: API v3 (``pagination`` with ``continuation``, ``events``, ``attendees``,
  ``ticket_classes``; ``{"published": true}`` from ``/events/{id}/publish/``). High for the
  envelope; the objects are trimmed.
* ``tripleseat``: Tripleseat API v1, Rails-style root-wrapped objects (``[{"room": {...}}]``,
  ``{"lead": {...}}``), ``[]`` when a room has no event. Low-medium.
* ``sru``: the Library of Congress SRU server (``searchRetrieve`` 1.1, ``recordSchema=marcxml``:
  ``zs:searchRetrieveResponse`` with MARCXML records; diagnostics ``info:srw/diagnostic/1/2``
  "System temporarily unavailable"). High.
* ``z3950``: yaz-client's console text (``Number of hits: 1, setno 1``, ``show 1`` printing a
  MARC record as ``245 10 $a ...`` lines). High for the shape, the records invented.
* ``worldcat``: WorldCat Search API v2 (``brief-bibs``, ``bibs-holdings`` with
  ``institutionHolding.totalHoldingCount``). Medium; the expired-token answer (an RFC 7807
  body behind ``HTTP 401``) is the least sure.
* ``europeana``: Search API v2 (``apikey``, ``success``, ``itemsCount``, ``totalResults``,
  ``nextCursor``, ``items``) and Record API v2 (``object.proxies`` / ``aggregations`` with
  language maps). High for the envelopes.
* ``smithsonian``: the Smithsonian Open Access API (``{"status": 200, "responseCode": 1,
  "response": {"rows", "rowCount", "message": "content found"}}``; EDAN ``content`` with
  ``descriptiveNonRepeating``, ``freetext``); api.data.gov's ``OVER_RATE_LIMIT`` body. High for
  the rate limit, medium for the rows (an empty search still saying "content found" is a guess).
* ``ead``: the ArchivesSpace API (search ``total_hits``/``results``, ``tree/root`` and
  ``tree/node`` waypoints, archival objects with ``instances`` / ``sub_container``, top
  containers, digital objects; medium-high) and EAD 2002 XML finding aids from a portal
  (``archdesc``/``did``/``dsc``/``c01``/``c02`` with ``container``; high for EAD, the portal's
  search text invented).
* ``pi-web-api``: OSIsoft/AVEVA PI Web API (points with ``WebId`` and ``Links``; streams
  ``recorded``/``value``/``summary`` items with ``Good``/``Questionable``/``Substituted``/
  ``Annotated``; system digital states as ``{"Name": "I/O Timeout", "Value": 246, "IsSystem":
  true}``). High.
* ``ignition``: Inductive Automation Ignition 8 scripting results as a gateway tool hands them
  over: ``system.tag.readBlocking`` qualified values printed ``[value, Good, <date> (ms)]``,
  ``Bad_Stale`` from a lost remote provider, ``writeBlocking``'s ``[Good]``; ``browse`` results
  as dicts; tag history as CSV (the tool's rendering). Medium.
* ``spc``: Minitab-style session text (Process Capability Report: Process Data, Overall and
  Potential (Within) Capability, PPM; "Test Results for Xbar Chart of ..." with "TEST 1. One
  point more than 3.00 standard deviations from center line."); the "No test failures" line is
  the SPC tool's own wording. Medium.
* ``maximo``: IBM Maximo OSLC REST with ``lean=1`` (``member``, ``responseInfo``, ``href``
  resource keys; an empty body from a status change; ``{"Error": {"reasonCode": "BMXAA0021E",
  ...}}``). Medium-high; the error code chosen for the lapsed session is a guess.
* ``upkeep``: UpKeep API v2 (``{"success": true, "results": [...]}`` / ``"result"``). Medium.
* ``bazel``: Bazel 7 console output (INFO/ERROR lines, ``FAILED: Build did NOT complete
  successfully``, test summaries, ``INFO: Empty results`` for an empty query, the remote
  execution capabilities error). High.
* ``nix``: Nix 2.x errors (hash mismatch in a fixed-output derivation, ``builder for ... failed
  with exit code``, ``cannot connect to socket at '/nix/var/nix/daemon-socket/socket'``),
  ``path-info -Sh`` and ``why-depends --precise``. High.
* ``cmake``: CMake configure output and errors (``find_package`` without a config file),
  Ninja's ``[n/m]`` progress and ``FAILED:``, CTest summaries, ``ninja -d explain``,
  ``ninja -t query``, ``ninja: no work to do.``, ``ccache -s``. High.
* ``meson``: Meson's setup banner, dependency errors, subproject fallback, ``meson test``
  summaries and ``--print-errorlogs`` with libcheck's assertion lines. High for Meson,
  medium for the check messages.
* ``buck2``: Buck2's build/test summaries (``Jobs completed``, ``Cache hits``, ``BUILD
  SUCCEEDED``, ``Tests finished: Pass ...``), ``log what-ran``; the daemon start-up error chain
  is modelled on its anyhow chains, wording approximate. Medium.
* ``raisers-edge``: Blackbaud SKY API (``{"count", "next_link", "value"}``, ``{"id": ...}``
  for creates, the Query API's job ``status``/``sas_uri``) and Azure API Management's quota
  body (``Out of call volume quota. Quota will be replenished in ...``). High for the
  envelopes and the quota; medium for the job fields.
* ``bloomerang``: Bloomerang API v2 (``Total``, ``TotalFiltered``, ``Start``, ``ResultCount``,
  ``Results``; PascalCase constituents, transactions, interactions). Medium-high.
* ``givebutter``: Givebutter API v1, Laravel-style pagination (``data``, ``links``,
  ``meta``). Medium.
* ``grants``: Grants.gov's ``search2`` and ``fetchOpportunity`` (``errorcode``, ``msg``:
  "Webservice Succeeds", ``data.hitCount``, ``oppHits``, ``oppStatusOptions``). Medium; the
  failing session's misspelt ``keywords`` parameter, echoed as an empty ``keyword``, is the
  silent failure.

The gate's tool counting is read from the tools' names; a careful reading of each tool is in
``tests/test_tool_heldout21.py``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_suffix("").with_name("tool_heldout21.jsonl")

Call = tuple[str, dict[str, Any], str]
SESSIONS: list[dict[str, Any]] = []


def J(obj: Any) -> str:
    """Compact JSON, as most of these APIs send it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def P(obj: Any) -> str:
    """Indented JSON, as an MCP server that pretty-prints its answer hands it over."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def session(family: str, kind: str, n: int, task: str, calls: list[Call]) -> None:
    SESSIONS.append(
        {
            "family": family,
            "run_id": f"{family}-{kind}-{n}",
            "task": task,
            "success": kind == "ok",
            "calls": calls,
        }
    )


# --------------------------------------------------------------------------------------------
# Hospitality and events
# --------------------------------------------------------------------------------------------

OHIP = "https://ohip.harbourgrand.example/rsv/v1/hotels"


def _ohip_res(
    rid: int,
    conf: int,
    given: str,
    sur: str,
    arr: str,
    dep: str,
    rtype: str,
    room: str,
    vip: str | None,
    status: str = "DueIn",
) -> dict[str, Any]:
    info: dict[str, Any] = {
        "reservationIdList": [
            {"id": str(rid), "type": "Reservation"},
            {"id": str(conf), "type": "Confirmation"},
        ],
        "roomStay": {"arrivalDate": arr, "departureDate": dep, "roomType": rtype, "roomId": room},
        "reservationGuest": {"givenName": given, "surname": sur},
        "computedReservationStatus": status,
    }
    if vip:
        info["reservationGuest"]["vip"] = {
            "vipCode": vip,
            "vipDescription": {
                "VIP1": "Loyalty top tier",
                "VIP2": "Returning suite guest",
                "VIP3": "Press",
            }[vip],
        }
    return info


def _ohip_page(items: list[dict[str, Any]], total: int, offset: int, query: str) -> str:
    links = [
        {
            "href": f"{OHIP}/HOTEL1/reservations?{query}&offset={offset}",
            "rel": "self",
            "method": "GET",
        }
    ]
    more = offset + len(items) < total
    if more:
        links.append(
            {
                "href": f"{OHIP}/HOTEL1/reservations?{query}&offset={offset + 8}",
                "rel": "next",
                "method": "GET",
            }
        )
    return J(
        {
            "reservations": {
                "reservationInfo": items,
                "totalResults": total,
                "count": len(items),
                "hasMore": more,
            },
            "links": links,
        }
    )


_ARRIVALS = [
    ("Hannah", "Okafor", "KNGD", "1108", None),
    ("Tobias", "Lindgren", "TWND", "", None),
    ("Mei", "Takahashi", "STE1", "", "VIP2"),
    ("Rafael", "Quintero", "KNGD", "907", None),
    ("Aoife", "Brennan", "KNGS", "", None),
    ("Samuel", "Adeyemi", "KNGD", "", "VIP1"),
    ("Ingrid", "Solberg", "KNGS", "1215", "VIP3"),
    ("Oliver", "Grant", "STE1", "1401", "VIP1"),
    ("Amara", "Nwosu", "KNGD", "", "VIP2"),
]


def _opera() -> None:
    q = "arrivalStartDate=2025-03-07&arrivalEndDate=2025-03-07&limit=8"
    res = [
        _ohip_res(
            88420 + i, 5530100 + 7 * i, g, s, "2025-03-07", "2025-03-0" + str(8 + i % 2), t, r, v
        )
        for i, (g, s, t, r, v) in enumerate(_ARRIVALS)
    ]
    hsk = "https://ohip.harbourgrand.example/hsk/v1/hotels/HOTEL1"

    def rooms(rtype: str, nums: list[tuple[str, int, str]]) -> str:
        return J(
            {
                "housekeepingRoomInfo": {
                    "housekeepingRooms": {
                        "room": [
                            {
                                "roomId": n,
                                "roomType": {"roomType": rtype},
                                "floor": str(f),
                                "housekeeping": {
                                    "housekeepingRoomStatus": {
                                        "housekeepingRoomStatus": "Inspected",
                                        "frontOfficeStatus": "Vacant",
                                    }
                                },
                                "features": feats.split(",") if feats else [],
                            }
                            for n, f, feats in nums
                        ]
                    },
                    "totalResults": len(nums),
                },
                "links": [
                    {
                        "href": f"{hsk}/housekeepingOverview?roomType={rtype}",
                        "rel": "self",
                        "method": "GET",
                    }
                ],
            }
        )

    def detail(i: int, prefs: list[str], eta: str, note: str) -> str:
        r = dict(res[i])
        r["preferenceCollection"] = [
            {"preferenceType": "ROOM", "preferenceValue": p} for p in prefs
        ]
        r["arrivalTime"] = eta
        r["comments"] = [
            {
                "comment": {
                    "text": {"value": note},
                    "commentTitle": "Guest request",
                    "type": "RESERVATION",
                }
            }
        ]
        return J(
            {
                "reservations": {"reservation": [r]},
                "links": [
                    {
                        "href": f"{OHIP}/HOTEL1/reservations/{88420 + i}",
                        "rel": "self",
                        "method": "GET",
                    }
                ],
            }
        )

    ack = '{{"links":[{{"href":"{}/HOTEL1/reservations/{}","rel":"self","method":"GET"}}]}}'
    session(
        "opera",
        "ok",
        1,
        "HOTEL1, 7 March 2025: give each unassigned VIP arrival a clean vacant room of its type.",
        [
            (
                "opera_search_reservations",
                {
                    "hotelId": "HOTEL1",
                    "arrivalStartDate": "2025-03-07",
                    "arrivalEndDate": "2025-03-07",
                    "limit": 8,
                    "offset": 0,
                },
                _ohip_page(res[:8], 9, 0, q),
            ),
            (
                "opera_search_reservations",
                {
                    "hotelId": "HOTEL1",
                    "arrivalStartDate": "2025-03-07",
                    "arrivalEndDate": "2025-03-07",
                    "limit": 8,
                    "offset": 8,
                },
                _ohip_page(res[8:], 9, 8, q),
            ),
            (
                "opera_get_reservation",
                {"hotelId": "HOTEL1", "reservationId": "88422"},
                detail(
                    2,
                    ["High floor", "Away from elevator"],
                    "15:30",
                    "Anniversary - champagne on arrival, already ordered via F&B.",
                ),
            ),
            (
                "opera_get_reservation",
                {"hotelId": "HOTEL1", "reservationId": "88425"},
                detail(
                    5,
                    ["Feather-free pillows", "Near elevator"],
                    "21:45",
                    "Uses a cane; asks for a walk-in shower.",
                ),
            ),
            (
                "opera_get_reservation",
                {"hotelId": "HOTEL1", "reservationId": "88428"},
                detail(8, ["Quiet room"], "18:00", "Late checkout requested, 14:00."),
            ),
            (
                "opera_list_housekeeping_rooms",
                {
                    "hotelId": "HOTEL1",
                    "roomType": "STE1",
                    "frontOfficeStatus": "Vacant",
                    "housekeepingStatus": "Inspected",
                },
                rooms("STE1", [("1402", 14, "Harbour view,Balcony"), ("1105", 11, "City view")]),
            ),
            (
                "opera_assign_room",
                {"hotelId": "HOTEL1", "reservationId": "88422", "roomId": "1402"},
                ack.format(OHIP, 88422),
            ),
            (
                "opera_list_housekeeping_rooms",
                {
                    "hotelId": "HOTEL1",
                    "roomType": "KNGD",
                    "frontOfficeStatus": "Vacant",
                    "housekeepingStatus": "Inspected",
                },
                rooms(
                    "KNGD",
                    [
                        ("203", 2, "Near elevator,Accessible shower"),
                        ("1009", 10, "Harbour view"),
                        ("1110", 11, "Quiet wing"),
                        ("716", 7, ""),
                    ],
                ),
            ),
            (
                "opera_assign_room",
                {"hotelId": "HOTEL1", "reservationId": "88425", "roomId": "203"},
                ack.format(OHIP, 88425),
            ),
            (
                "opera_assign_room",
                {"hotelId": "HOTEL1", "reservationId": "88428", "roomId": "1110"},
                ack.format(OHIP, 88428),
            ),
        ],
    )

    def room_status(room: str, fo: str, hk: str, last: str) -> str:
        return J(
            {
                "housekeepingRoomInfo": {
                    "housekeepingRooms": {
                        "room": [
                            {
                                "roomId": room,
                                "housekeeping": {
                                    "housekeepingRoomStatus": {
                                        "housekeepingRoomStatus": hk,
                                        "frontOfficeStatus": fo,
                                    },
                                    "lastUpdated": last,
                                    "lastUpdatedBy": "HSKMOB",
                                },
                            }
                        ]
                    }
                }
            }
        )

    def by_room(room: str, items: list[dict[str, Any]]) -> str:
        links = [
            {
                "href": f"{OHIP}/HOTEL1/reservations?roomId={room}&reservationStatus="
                "InHouse&limit=20",
                "rel": "self",
                "method": "GET",
            }
        ]
        body: dict[str, Any] = {"totalResults": len(items), "count": len(items), "hasMore": False}
        if items:
            body = {"reservationInfo": items} | body
        return J({"reservations": body, "links": links})

    inhouse = _ohip_res(
        88311,
        5529877,
        "Margit",
        "Halvorsen",
        "2025-03-05",
        "2025-03-09",
        "KNGS",
        "733",
        None,
        "InHouse",
    )
    upd = '{{"links":[{{"href":"{}/rooms/{}","rel":"self","method":"GET"}}]}}'
    session(
        "opera",
        "ok",
        2,
        "HOTEL1: rooms 412, 518, 906, 733 show occupied. In-house guests? Set empty ones to "
        "Vacant/Dirty.",
        [
            (
                "opera_get_room_status",
                {"hotelId": "HOTEL1", "roomId": "412"},
                room_status("412", "Occupied", "Dirty", "2025-03-07T11:02:44Z"),
            ),
            (
                "opera_search_reservations",
                {"hotelId": "HOTEL1", "roomId": "412", "reservationStatus": "InHouse"},
                by_room("412", []),
            ),
            (
                "opera_get_room_status",
                {"hotelId": "HOTEL1", "roomId": "518"},
                room_status("518", "Occupied", "Clean", "2025-03-06T15:47:10Z"),
            ),
            (
                "opera_search_reservations",
                {"hotelId": "HOTEL1", "roomId": "518", "reservationStatus": "InHouse"},
                by_room("518", []),
            ),
            (
                "opera_get_room_status",
                {"hotelId": "HOTEL1", "roomId": "906"},
                room_status("906", "Occupied", "Pickup", "2025-03-07T09:15:02Z"),
            ),
            (
                "opera_search_reservations",
                {"hotelId": "HOTEL1", "roomId": "906", "reservationStatus": "InHouse"},
                by_room("906", []),
            ),
            (
                "opera_get_room_status",
                {"hotelId": "HOTEL1", "roomId": "733"},
                room_status("733", "Occupied", "Clean", "2025-03-07T10:40:31Z"),
            ),
            (
                "opera_search_reservations",
                {"hotelId": "HOTEL1", "roomId": "733", "reservationStatus": "InHouse"},
                by_room("733", [inhouse]),
            ),
            (
                "opera_update_room_status",
                {
                    "hotelId": "HOTEL1",
                    "roomId": "412",
                    "frontOfficeStatus": "Vacant",
                    "housekeepingStatus": "Dirty",
                },
                upd.format(HSK_BASE, 412),
            ),
            (
                "opera_update_room_status",
                {
                    "hotelId": "HOTEL1",
                    "roomId": "518",
                    "frontOfficeStatus": "Vacant",
                    "housekeepingStatus": "Dirty",
                },
                upd.format(HSK_BASE, 518),
            ),
            (
                "opera_update_room_status",
                {
                    "hotelId": "HOTEL1",
                    "roomId": "906",
                    "frontOfficeStatus": "Vacant",
                    "housekeepingStatus": "Dirty",
                },
                upd.format(HSK_BASE, 906),
            ),
        ],
    )

    def empty(query: str) -> str:
        return J(
            {
                "reservations": {"totalResults": 0, "count": 0, "hasMore": False},
                "links": [
                    {"href": f"{OHIP}/HOTEL2/reservations?{query}", "rel": "self", "method": "GET"}
                ],
            }
        )

    searches = [
        {"surname": "Lindqvist", "arrivalStartDate": "2025-03-12", "arrivalEndDate": "2025-03-12"},
        {"arrivalStartDate": "2025-03-12", "arrivalEndDate": "2025-03-12"},
        {"confirmationNumberList": "6120455"},
        {"blockCode": "LINDQ0312"},
        {"arrivalStartDate": "2025-03-01", "arrivalEndDate": "2025-03-31", "limit": 50},
    ]
    calls: list[Call] = []
    for s in searches:
        query = "&".join(f"{k}={v}" for k, v in s.items())
        calls.append(("opera_search_reservations", {"hotelId": "HOTEL2"} | s, empty(query)))
    session(
        "opera",
        "fail",
        1,
        "HOTEL2: do the five Lindqvist reservations (block LINDQ0312, arriving 12 March 2025) all "
        "have a card guarantee?",
        calls,
    )


HSK_BASE = "https://ohip.harbourgrand.example/hsk/v1/hotels/HOTEL1"


def _mews_res(i: int, start: str, end: str, state: str = "Started") -> dict[str, Any]:
    h = f"{(i * 7919) % 65536:04x}"
    return {
        "Id": f"7d1c{h}-2b9e-4c51-9f3a-b21e0c5e{i:04d}",
        "AccountId": f"35d4b117-4e60-44a3-9580-c582117e{i:04d}",
        "Number": str(4100 + i),
        "State": state,
        "ScheduledStartUtc": start,
        "ScheduledEndUtc": end,
        "RateId": "ed4b660b-19d0-434b-9360-a4de2ea42eda"
        if i % 3
        else "c1d48c54-9382-4ceb-a820-772bf370573d",
    }


def _mews() -> None:
    ids = list(range(1, 10))
    res = [_mews_res(i, f"2025-03-0{5 + i % 3}T14:00:00Z", "2025-03-09T10:00:00Z") for i in ids]
    req = {
        "ScheduledEndUtc": {"StartUtc": "2025-03-08T23:00:00Z", "EndUtc": "2025-03-09T23:00:00Z"},
        "States": ["Started"],
    }
    calls: list[Call] = []
    cursor = None
    for page in range(2):
        chunk = res[page * 5 : page * 5 + 5]
        args = req | {"Limitation": {"Count": 5} | ({"Cursor": cursor} if cursor else {})}
        cursor = chunk[-1]["Id"]
        out: dict[str, Any] = {"Reservations": chunk}
        out["Cursor"] = chunk[-1]["Id"]
        calls.append(("mews_get_reservations", args, J(out)))
    open_bills = [(3, 212.4), (7, 58.0), (9, 1040.0)]
    calls.append(
        (
            "mews_get_bills",
            {
                "AccountIds": [r["AccountId"] for r in res],
                "State": "Open",
                "Limitation": {"Count": 100},
            },
            J(
                {
                    "Bills": [
                        {
                            "Id": f"e6b2d1f0-7a3c-4e55-8a61-0c2b3d4e{i:04d}",
                            "AccountId": res[i - 1]["AccountId"],
                            "State": "Open",
                            "Type": "Receipt",
                            "CreatedUtc": "2025-03-05T14:22:10Z",
                            "Notes": f"Open balance EUR {amt:.2f}",
                        }
                        for i, amt in open_bills
                    ],
                    "Cursor": None,
                }
            ),
        )
    )
    names = {3: ("Karolína", "Dvořáková"), 7: ("Pieter", "de Vries"), 9: ("Lena", "Fischer")}
    calls.append(
        (
            "mews_get_customers",
            {"CustomerIds": [res[i - 1]["AccountId"] for i in names], "Limitation": {"Count": 10}},
            J(
                {
                    "Customers": [
                        {
                            "Id": res[i - 1]["AccountId"],
                            "FirstName": f,
                            "LastName": s,
                            "Email": f"{f[0].lower()}.{s.split()[-1].lower()}@example.eu",
                            "Phone": None,
                            "NationalityCode": c,
                            "LanguageCode": lang,
                            "Classifications": cls,
                        }
                        for (i, (f, s)), c, lang, cls in zip(
                            names.items(),
                            ["CZ", "NL", "DE"],
                            ["cs-CZ", "nl-NL", "de-DE"],
                            [[], ["Returning"], ["VeryImportant"]],
                            strict=True,
                        )
                    ],
                    "Cursor": None,
                }
            ),
        )
    )
    for i, amt in open_bills:
        f, s = names[i]
        calls.append(
            (
                "mews_add_task",
                {
                    "Name": f"Settle open bill: {f} {s}",
                    "Description": f"Reservation {4100 + i} departs "
                    f"09/03, open balance EUR {amt:.2f}.",
                    "DepartmentId": "4fe5e5c2-0a0f-4e17-8a4f-ab3c00a8b1c5",
                    "DeadlineUtc": "2025-03-09T09:00:00Z",
                },
                "{}",
            )
        )
    session(
        "mews",
        "ok",
        1,
        "Mews: departures on 9 March 2025 with open bills (guest, balance); add a front-desk task "
        "to settle each.",
        calls,
    )

    stale = [
        _mews_res(
            i, "2025-02-0" + str(i) + "T14:00:00Z", "2025-02-1" + str(i) + "T10:00:00Z", "Processed"
        )
        for i in range(1, 3)
    ]
    page = J({"Reservations": stale, "Cursor": stale[-1]["Id"]})
    calls = []
    cursor = None
    for _ in range(6):
        args: dict[str, Any] = {
            "CreatedUtc": {"StartUtc": "2025-01-31T23:00:00Z", "EndUtc": "2025-02-28T23:00:00Z"},
            "Limitation": {"Count": 2},
        }
        if cursor:
            args["Limitation"]["Cursor"] = cursor
        calls.append(("mews_get_reservations", args, page))
        cursor = stale[-1]["Id"]
    session(
        "mews",
        "fail",
        1,
        "Mews: count February 2025 reservations by rate (page through all).",
        calls,
    )


def _cloudbeds() -> None:
    guests = [
        ("8812345601", "Marta Ibáñez", "Double Garden View", "2", "Booking.com", 0.0),
        ("8812345602", "Jonathan Price", "Queen Pool Suite", "2", "Website", 145.5),
        ("8812345603", "Lucía Ferreira", "Double Garden View", "1", "Expedia", 0.0),
        ("8812345604", "Kwame Mensah", "Family Room", "4", "Direct", 310.0),
    ]
    summary = J(
        {
            "success": True,
            "data": [
                {
                    "propertyID": "17213",
                    "reservationID": r,
                    "status": "confirmed",
                    "guestID": str(55120 + k),
                    "guestName": g,
                    "startDate": "2025-03-07",
                    "endDate": "2025-03-1" + str(k % 3),
                    "adults": a,
                    "children": "0",
                    "balance": bal,
                    "sourceName": src,
                }
                for k, (r, g, _t, a, src, bal) in enumerate(guests)
            ],
            "count": 4,
            "total": 4,
        }
    )

    def one(k: int, assigned: bool, eta: str) -> str:
        r, g, t, a, src, bal = guests[k]
        room = {
            "roomTypeName": t,
            "roomTypeID": str(401200 + len(t)),
            "adults": a,
            "children": "0",
            "startDate": "2025-03-07",
            "endDate": "2025-03-1" + str(k % 3),
        }
        data = {
            "propertyID": "17213",
            "guestName": g,
            "guestEmail": g.split()[0].lower() + "@example.com",
            "reservationID": r,
            "status": "confirmed",
            "source": src,
            "startDate": "2025-03-07",
            "endDate": room["endDate"],
            "estimatedArrivalTime": eta,
            "balance": bal,
            "assigned": [
                room
                | {"roomID": "104" if k == 0 else "211", "roomName": "104" if k == 0 else "211"}
            ]
            if assigned
            else [],
            "unassigned": [] if assigned else [room],
        }
        return J({"success": True, "data": data})

    free = J(
        {
            "success": True,
            "data": [
                {
                    "propertyID": "17213",
                    "rooms": [
                        {
                            "roomID": "301",
                            "roomName": "301",
                            "roomTypeID": "401218",
                            "roomTypeName": "Double Garden View",
                        },
                        {
                            "roomID": "108",
                            "roomName": "108",
                            "roomTypeID": "401216",
                            "roomTypeName": "Queen Pool Suite",
                        },
                        {
                            "roomID": "114",
                            "roomName": "114",
                            "roomTypeID": "401216",
                            "roomTypeName": "Queen Pool Suite",
                        },
                        {
                            "roomID": "402",
                            "roomName": "402",
                            "roomTypeID": "401211",
                            "roomTypeName": "Family Room",
                        },
                    ],
                }
            ],
        }
    )
    ok = '{"success":true}'
    session(
        "cloudbeds",
        "ok",
        1,
        "Cloudbeds 17213: assign rooms to today's unassigned arrivals; note late (after 23:00) "
        "ones.",
        [
            (
                "cloudbeds_get_reservations",
                {
                    "propertyID": "17213",
                    "checkInFrom": "2025-03-07",
                    "checkInTo": "2025-03-07",
                    "status": "confirmed",
                },
                summary,
            ),
            ("cloudbeds_get_reservation", {"reservationID": "8812345601"}, one(0, True, "15:00")),
            ("cloudbeds_get_reservation", {"reservationID": "8812345602"}, one(1, False, "23:40")),
            ("cloudbeds_get_reservation", {"reservationID": "8812345603"}, one(2, False, "17:30")),
            ("cloudbeds_get_reservation", {"reservationID": "8812345604"}, one(3, False, "19:00")),
            (
                "cloudbeds_get_rooms_unassigned",
                {"propertyID": "17213", "startDate": "2025-03-07", "endDate": "2025-03-08"},
                free,
            ),
            ("cloudbeds_post_room_assign", {"reservationID": "8812345602", "newRoomID": "108"}, ok),
            ("cloudbeds_post_room_assign", {"reservationID": "8812345603", "newRoomID": "301"}, ok),
            ("cloudbeds_post_room_assign", {"reservationID": "8812345604", "newRoomID": "402"}, ok),
            (
                "cloudbeds_post_reservation_note",
                {
                    "reservationID": "8812345602",
                    "reservationNote": "ETA 23:40 - key envelope at the night desk.",
                },
                '{"success":true,"reservationNoteID":"330178"}',
            ),
        ],
    )


TM = "/discovery/v2/events.json"


def _tm_event(
    eid: str, name: str, date: str, time: str, venue: str, lo: float, hi: float, genre: str
) -> dict[str, Any]:
    return {
        "name": name,
        "id": eid,
        "dates": {"start": {"localDate": date, "localTime": time}},
        "classifications": [{"genre": {"name": genre}}],
        "priceRanges": [{"type": "standard", "currency": "USD", "min": lo, "max": hi}],
        "_embedded": {"venues": [{"name": venue, "city": {"name": "Chicago"}}]},
    }


def _tm_page(events: list[dict[str, Any]], total: int, number: int, size: int, q: str) -> str:
    out: dict[str, Any] = {}
    if events:
        out["_embedded"] = {"events": events}
    links: dict[str, Any] = {"self": {"href": f"{TM}?{q}&page={number}&size={size}"}}
    if total:
        links["first"] = {"href": f"{TM}?{q}&page=0&size={size}"}
        if (number + 1) * size < total:
            links["next"] = {"href": f"{TM}?{q}&page={number + 1}&size={size}"}
    out["_links"] = links
    out["page"] = {
        "size": size,
        "totalElements": total,
        "totalPages": -(-total // size),
        "number": number,
    }
    return J(out)


def _ticketing() -> None:
    q = (
        "city=Chicago&classificationName=music&startDateTime=2025-04-12T00:00:00Z"
        "&endDateTime=2025-04-14T04:59:59Z&sort=date,asc"
    )
    p0 = [
        _tm_event(
            "vvG1IZ9pQk3x7F",
            "Khruangbin: A LA SALA Tour",
            "2025-04-12",
            "20:00:00",
            "Byline Bank Aragon Ballroom",
            65.0,
            149.5,
            "Rock",
        ),
        _tm_event(
            "Z7r9jZ1A7a0Pe",
            "Chicago Symphony Orchestra: Mahler 5",
            "2025-04-12",
            "19:30:00",
            "Symphony Center",
            39.0,
            245.0,
            "Classical",
        ),
        _tm_event(
            "G5vYZ9o1Kd0eS",
            "The Marías",
            "2025-04-12",
            "19:00:00",
            "Salt Shed - Indoors",
            55.5,
            89.5,
            "Alternative",
        ),
        _tm_event(
            "Z7r9jZ1A7aAF8",
            "Waxahatchee with MJ Lenderman",
            "2025-04-13",
            "20:00:00",
            "Riviera Theatre",
            49.5,
            75.0,
            "Folk",
        ),
    ]
    detail = dict(p0[3])
    detail["info"] = "All ages. Doors 7:00pm."
    detail["pleaseNote"] = "Mobile entry only. Limit 8 tickets per household."
    detail["seatmap"] = {
        "staticUrl": "https://maps.ticketmaster.com/maps/geometry/3/event/"
        "Z7r9jZ1A7aAF8/staticImage?type=png&systemId=HOST"
    }
    detail["sales"] = {
        "public": {"startDateTime": "2025-01-17T16:00:00Z", "endDateTime": "2025-04-14T01:00:00Z"}
    }
    pb = (
        "keyword=Phoebe%20Bridgers&city=Chicago&startDateTime=2025-03-01T00:00:00Z"
        "&endDateTime=2025-06-30T23:59:59Z"
    )
    session(
        "ticketmaster",
        "ok",
        1,
        "Three Chicago concerts on 12-13 April 2025 from under $80? And any Phoebe Bridgers "
        "Chicago date March-June?",
        [
            (
                "ticketmaster_search_events",
                {
                    "city": "Chicago",
                    "classificationName": "music",
                    "startDateTime": "2025-04-12T00:00:00Z",
                    "endDateTime": "2025-04-14T04:59:59Z",
                    "sort": "date,asc",
                    "size": 4,
                    "page": 0,
                },
                _tm_page(p0, 23, 0, 4, q),
            ),
            ("ticketmaster_get_event", {"id": "Z7r9jZ1A7aAF8"}, J(detail)),
            (
                "ticketmaster_search_events",
                {
                    "keyword": "Phoebe Bridgers",
                    "city": "Chicago",
                    "startDateTime": "2025-03-01T00:00:00Z",
                    "endDateTime": "2025-06-30T23:59:59Z",
                },
                _tm_page([], 0, 0, 20, pb),
            ),
            (
                "ticketmaster_search_attractions",
                {"keyword": "Phoebe Bridgers"},
                J(
                    {
                        "_embedded": {
                            "attractions": [
                                {
                                    "name": "Phoebe Bridgers",
                                    "type": "attraction",
                                    "id": "K8vZ917_YJf",
                                    "url": "https://www.ticketmaster.com/"
                                    "phoebe-bridgers-tickets/artist/2256931",
                                    "upcomingEvents": {"_total": 0, "_filtered": 0},
                                    "classifications": [
                                        {
                                            "primary": True,
                                            "segment": {"name": "Music"},
                                            "genre": {"name": "Rock"},
                                        }
                                    ],
                                }
                            ]
                        },
                        "_links": {
                            "self": {
                                "href": "/discovery/v2/attractions.json?keyword=Phoebe%20Bridgers"
                            }
                        },
                        "page": {"size": 20, "totalElements": 1, "totalPages": 1, "number": 0},
                    }
                ),
            ),
        ],
    )

    fault = J(
        {
            "fault": {
                "faultstring": "Rate limit quota violation. Quota limit  exceeded. "
                "Identifier : 7b9d2f0e-51c4-4a0b-9d57-3f1e6c2a8b40",
                "detail": {"errorcode": "policies.ratelimit.QuotaViolation"},
            }
        }
    )
    asks = [
        ("ticketmaster_search_events", {"keyword": "Hamilton", "city": "Boston"}),
        ("ticketmaster_search_events", {"keyword": "Hamilton musical", "stateCode": "MA"}),
        ("ticketmaster_search_attractions", {"keyword": "Hamilton"}),
        (
            "ticketmaster_search_events",
            {"keyword": "Hamilton", "city": "Boston", "startDateTime": "2025-05-01T00:00:00Z"},
        ),
        ("ticketmaster_search_events", {"venueId": "KovZpZAEkn6A"}),
    ]
    session(
        "ticketmaster",
        "fail",
        1,
        "Is Hamilton playing in Boston in May 2025? List the dates and the cheapest ticket for "
        "each.",
        [(t, a, fault) for t, a in asks],
    )

    def att(i: int, tc: str) -> dict[str, Any]:
        return {"id": str(3812345000 + i), "ticket_class_name": tc}

    classes = ["General"] * 34 + ["Student"] * 9 + ["Speaker"] * 6 + ["Sponsor"] * 3
    every = [att(i, classes[(i * 37) % len(classes)]) for i in range(len(classes))]
    pages = [every[i : i + 50] for i in range(0, len(every), 50)]

    def page(k: int) -> str:
        more = k < len(pages) - 1
        pag: dict[str, Any] = {
            "object_count": len(every),
            "page_number": k + 1,
            "page_size": 50,
            "page_count": len(pages),
            "has_more_items": more,
        }
        if more:
            pag["continuation"] = "eyJwYWdlIjogMn0"
        return J({"pagination": pag, "attendees": pages[k]})

    ev = {
        "name": {"text": "Data Day Lisbon 2025", "html": "Data Day Lisbon 2025"},
        "id": "981234567123",
        "url": "https://www.eventbrite.pt/e/data-day-lisbon-2025-tickets-981234567123",
        "start": {
            "timezone": "Europe/Lisbon",
            "local": "2025-03-07T09:00:00",
            "utc": "2025-03-07T09:00:00Z",
        },
        "end": {
            "timezone": "Europe/Lisbon",
            "local": "2025-03-07T18:30:00",
            "utc": "2025-03-07T18:30:00Z",
        },
        "organization_id": "412398712",
        "status": "live",
        "capacity": 400,
        "venue_id": "213377901",
        "online_event": False,
    }
    draft = {
        "name": {"text": "Data Day Lisbon - Workshops", "html": "Data Day Lisbon - Workshops"},
        "id": "1003344556677",
        "start": {
            "timezone": "Europe/Lisbon",
            "local": "2025-03-08T10:00:00",
            "utc": "2025-03-08T10:00:00Z",
        },
        "organization_id": "412398712",
        "status": "draft",
        "capacity": 80,
        "online_event": False,
    }
    one = {
        "object_count": 1,
        "page_number": 1,
        "page_size": 50,
        "page_count": 1,
        "has_more_items": False,
    }
    session(
        "eventbrite",
        "ok",
        1,
        "Data Day Lisbon 2025: checked-in attendees by ticket class vs sold; then publish the "
        "'Workshops' draft event.",
        [
            (
                "eventbrite_list_org_events",
                {"organization_id": "412398712", "status": "live"},
                J({"pagination": one, "events": [ev]}),
            ),
            (
                "eventbrite_list_ticket_classes",
                {"event_id": "981234567123"},
                J(
                    {
                        "pagination": one | {"object_count": 4},
                        "ticket_classes": [
                            {
                                "id": str(2101 + k),
                                "name": n,
                                "quantity_total": t,
                                "quantity_sold": s,
                            }
                            for k, (n, t, s) in enumerate(
                                [
                                    ("General", 300, 281),
                                    ("Student", 60, 52),
                                    ("Speaker", 20, 18),
                                    ("Sponsor", 20, 12),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "eventbrite_list_attendees",
                {"event_id": "981234567123", "status": "attended"},
                page(0),
            ),
            (
                "eventbrite_list_attendees",
                {
                    "event_id": "981234567123",
                    "status": "attended",
                    "continuation": "eyJwYWdlIjogMn0",
                },
                page(1),
            ),
            (
                "eventbrite_list_org_events",
                {"organization_id": "412398712", "status": "draft"},
                J({"pagination": one, "events": [draft]}),
            ),
            ("eventbrite_publish_event", {"event_id": "1003344556677"}, '{"published": true}'),
        ],
    )

    yoga = [
        ("Sunrise Yoga in Jardim da Estrela", "2025-03-15T07:30:00", 35, "1009988770011"),
        ("Vinyasa Flow & Brunch", "2025-03-22T10:00:00", 24, "1009988770012"),
        ("Yin Yoga: Spring Equinox Special", "2025-03-20T19:00:00", 30, "1009988770013"),
        ("Yoga for Runners (4-week course)", "2025-04-02T18:30:00", 16, "1009988770014"),
    ]
    evs = [
        {
            "name": {"text": n},
            "id": i,
            "start": {"local": s},
            "organization_id": "277310045",
            "status": "live",
            "capacity": c,
        }
        for n, s, c, i in yoga
    ]
    body = J({"pagination": one | {"object_count": 4}, "events": evs})
    asks2 = [
        {"organization_id": "277310045", "status": "live"},
        {"organization_id": "277310045", "status": "live", "name_filter": "Porto"},
        {
            "organization_id": "277310045",
            "status": "all",
            "name_filter": "Meetup",
            "time_filter": "current_future",
        },
        {"organization_id": "277310045", "status": "draft,live,started", "name_filter": "Product"},
    ]
    session(
        "eventbrite",
        "fail",
        1,
        "List our 'Porto Product Meetup' events this spring on Eventbrite with date and remaining "
        "capacity.",
        [("eventbrite_list_org_events", a, body) for a in asks2],
    )

    rooms = [
        ("The Library", 24, 30),
        ("Conservatory", 40, 60),
        ("Terrace Room", 44, 70),
        ("Grand Ballroom", 120, 220),
        ("Wine Cellar", 42, 55),
        ("Chef's Counter", 12, 12),
    ]
    room_list = J(
        [
            {
                "room": {
                    "id": 5501 + k,
                    "name": n,
                    "location_id": 1842,
                    "seated_capacity": s,
                    "standing_capacity": st,
                    "active": True,
                }
            }
            for k, (n, s, st) in enumerate(rooms)
        ]
    )
    booked = J(
        [
            {
                "event": {
                    "id": 9923114,
                    "name": "Kessler rehearsal dinner",
                    "event_start": "2025-04-18T18:00:00-04:00",
                    "event_end": "2025-04-18T22:30:00-04:00",
                    "status": "DEFINITE",
                    "guest_count": 38,
                    "room_ids": [5505],
                    "location_id": 1842,
                }
            }
        ]
    )
    ev_args = {
        "location_id": 1842,
        "event_start_date": "2025-04-18",
        "event_end_date": "2025-04-18",
        "status": "DEFINITE,TENTATIVE,PROSPECT",
    }
    session(
        "tripleseat",
        "ok",
        1,
        "Tripleseat 1842: private rooms for 40 free on 18 April 2025, 7-10pm? Lead for Meridian "
        "Biotech (Dana Whitfield).",
        [
            ("tripleseat_list_rooms", {"location_id": 1842}, room_list),
            ("tripleseat_search_events", ev_args | {"room_id": 5502}, "[]"),
            ("tripleseat_search_events", ev_args | {"room_id": 5503}, "[]"),
            ("tripleseat_search_events", ev_args | {"room_id": 5504}, "[]"),
            ("tripleseat_search_events", ev_args | {"room_id": 5505}, booked),
            (
                "tripleseat_create_lead",
                {
                    "location_id": 1842,
                    "first_name": "Dana",
                    "last_name": "Whitfield",
                    "email_address": "dana.whitfield@meridianbio.example",
                    "company": "Meridian Biotech",
                    "event_date": "2025-04-18",
                    "start_time": "7:00 PM",
                    "end_time": "10:00 PM",
                    "guest_count": 40,
                    "additional_information": "Free: Conservatory (40 seated), Terrace Room "
                    "(44), Grand Ballroom (120). Wine Cellar booked.",
                },
                J(
                    {
                        "lead": {
                            "id": 771204,
                            "first_name": "Dana",
                            "last_name": "Whitfield",
                            "company": "Meridian Biotech",
                            "status": "new",
                            "location_id": 1842,
                            "created_at": "2025-03-07T15:12:40-05:00",
                        }
                    }
                ),
            ),
        ],
    )


def hospitality() -> None:
    _opera()
    _mews()
    _cloudbeds()
    _ticketing()


# --------------------------------------------------------------------------------------------
# Libraries, museums and archives
# --------------------------------------------------------------------------------------------

Field = tuple[str, str, str, list[tuple[str, str]]]


def _esc(s: str) -> str:
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _marcxml(leader: str, control: list[tuple[str, str]], fields: list[Field]) -> str:
    out = [f'<record xmlns="http://www.loc.gov/MARC21/slim"><leader>{leader}</leader>']
    out += [f'<controlfield tag="{t}">{v}</controlfield>' for t, v in control]
    for tag, i1, i2, subs in fields:
        inner = "".join(f'<subfield code="{c}">{_esc(v)}</subfield>' for c, v in subs)
        out.append(f'<datafield tag="{tag}" ind1="{i1}" ind2="{i2}">{inner}</datafield>')
    return "".join(out) + "</record>"


def _sru(records: list[str], total: int | None = None) -> str:
    n = len(records) if total is None else total
    head = (
        '<?xml version="1.0"?>\n<zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/'
        'zing/srw/"><zs:version>1.1</zs:version>'
        f"<zs:numberOfRecords>{n}</zs:numberOfRecords>"
    )
    if not records:
        return head + "</zs:searchRetrieveResponse>"
    recs = "".join(
        "<zs:record><zs:recordSchema>marcxml</zs:recordSchema><zs:recordPacking>xml"
        f"</zs:recordPacking><zs:recordData>{r}</zs:recordData><zs:recordPosition>{k + 1}"
        "</zs:recordPosition></zs:record>"
        for k, r in enumerate(records)
    )
    nxt = (
        f"<zs:nextRecordPosition>{len(records) + 1}</zs:nextRecordPosition>"
        if n > len(records)
        else ""
    )
    return head + f"<zs:records>{recs}</zs:records>{nxt}</zs:searchRetrieveResponse>"


def _book(
    lccn: str,
    f008: str,
    author: str,
    title: str,
    resp: str,
    place: str,
    pub: str,
    date: str,
    extent: str,
    lcc: tuple[str, str],
    notes: list[str],
) -> str:
    fields: list[Field] = [
        ("010", " ", " ", [("a", f"   {lccn}")]),
        ("050", "0", "0", [("a", lcc[0]), ("b", lcc[1])]),
        ("100", "1", " ", [("a", author)]),
        ("245", "1", "0", [("a", title), ("c", resp)]),
        ("260", " ", " ", [("a", place), ("b", pub), ("c", date)]),
        ("300", " ", " ", [("a", extent)]),
    ]
    fields += [("500", " ", " ", [("a", n)]) for n in notes[:1]]
    return _marcxml(
        "01021cam a2200265 a 4500",
        [("001", lccn.strip()), ("005", "20180412093211.0"), ("008", f008)],
        fields,
    )


def _sru_session() -> None:
    origin = _book(
        "06017473",
        "850101s1859    enka          000 0 eng  ",
        "Darwin, Charles,",
        "On the origin of species by means of natural selection, or, The "
        "preservation of favoured races in the struggle for life /",
        "by Charles Darwin.",
        "London :",
        "John Murray,",
        "1859.",
        "ix, [1], 502, 32 p., [1] folded leaf of plates : ill. ; 20 cm.",
        ("QH365", ".O2 1859"),
        ["First edition; 1250 copies printed.", "Publisher's advertisements: 32 p. at end."],
    )
    frank = _book(
        "17024526",
        "850101s1818    enk           000 1 eng  ",
        "Shelley, Mary Wollstonecraft,",
        "Frankenstein, or, The modern Prometheus ...",
        "",
        "London :",
        "Printed for Lackington, Hughes, Harding, Mavor, & Jones,",
        "1818.",
        "3 v. ; 19 cm.",
        ("PR5397", ".F7 1818"),
        ["Published anonymously.", "Preface by Percy Bysshe Shelley."],
    )
    moby = _book(
        "06032156",
        "850101s1851    nyu           000 1 eng  ",
        "Melville, Herman,",
        "Moby-Dick, or, The whale /",
        "by Herman Melville.",
        "New York :",
        "Harper & Brothers ;",
        "1851.",
        "xxiii, 635 p. ; 20 cm.",
        ("PS2384", ".M6 1851"),
        ["First American edition.", "Publisher's advertisements: [6] p. at end."],
    )
    base = "http://lx2.loc.gov:210/lcdb"
    calls: list[Call] = [
        (
            "sru_search",
            {
                "base": base,
                "query": 'dc.title="origin of species" and dc.creator=darwin and dc.date=1859',
                "recordSchema": "marcxml",
                "maximumRecords": 3,
            },
            _sru([origin]),
        ),
        (
            "sru_search",
            {
                "base": base,
                "query": "dc.title=frankenstein and dc.date=1818",
                "recordSchema": "marcxml",
                "maximumRecords": 3,
            },
            _sru([frank]),
        ),
        (
            "sru_search",
            {
                "base": base,
                "query": 'dc.title="moby-dick" and dc.date=1851',
                "recordSchema": "marcxml",
                "maximumRecords": 3,
            },
            _sru([moby]),
        ),
        (
            "sru_search",
            {
                "base": base,
                "query": 'dc.title="the whale" and dc.creator=melville and dc.date=1851',
                "recordSchema": "marcxml",
                "maximumRecords": 3,
            },
            _sru([]),
        ),
        (
            "sru_search",
            {
                "base": base,
                "query": "bath.name=melville and dc.title=whale and dc.publisher=bentley",
                "recordSchema": "marcxml",
                "maximumRecords": 3,
            },
            _sru([]),
        ),
    ]
    session(
        "sru",
        "ok",
        1,
        "LC SRU: imprint and pagination of Origin of Species 1859, Frankenstein 1818, Moby-Dick "
        "1851; any Bentley 'The Whale'?",
        calls,
    )

    diag = (
        '<?xml version="1.0"?>\n<zs:searchRetrieveResponse xmlns:zs="http://www.loc.gov/'
        'zing/srw/"><zs:version>1.1</zs:version><zs:numberOfRecords>0</zs:numberOfRecords>'
        '<zs:diagnostics><diagnostic xmlns="http://www.loc.gov/zing/srw/diagnostic/"><uri>'
        "info:srw/diagnostic/1/2</uri><details>Z39.50 connect to z3950.loc.gov:7090/"
        "voyager failed</details><message>System temporarily unavailable</message>"
        "</diagnostic></zs:diagnostics></zs:searchRetrieveResponse>"
    )
    titles = [
        'dc.title="silent spring" and dc.creator=carson',
        'dc.title="the souls of black folk"',
        'dc.title="walden" and dc.date=1854',
        'dc.title="leaves of grass" and dc.date=1855',
        'dc.title="silent spring"',
    ]
    session(
        "sru",
        "fail",
        1,
        "LC call numbers for Silent Spring, The Souls of Black Folk, Walden (1854), Leaves of "
        "Grass (1855) via LC's SRU.",
        [
            (
                "sru_search",
                {"base": base, "query": t, "recordSchema": "marcxml", "maximumRecords": 2},
                diag,
            )
            for t in titles
        ],
    )


def _yaz_show(setno: int, lines: list[str], pos: int) -> str:
    return (
        "Sent presentRequest ("
        + f"{pos}+1).\nRecords: 1\n[VOYAGER]Record type: USmarc\n"
        + "\n".join(lines)
        + f"\n\nnextResultSetPosition = {pos + 1}\nElapsed: 0.0{4 + setno}1287"
    )


def _yaz_find(isbn: str, hits: int, setno: int, ms: str) -> str:
    return (
        "Sent searchRequest.\nReceived SearchResponse.\nSearch was a success.\n"
        f"Number of hits: {hits}, setno {setno}\nrecords returned: 0\nElapsed: {ms}"
    )


def _z3950() -> None:
    recs = {
        "9780262033848": [
            "01188cam a22003134a 4500",
            "001 15802373",
            "008 090226s2009    maua     b    001 0 eng  ",
            "020    $a 9780262033848 (hardcover : alk. paper)",
            "050 00 $a QA76.6 $b .C662 2009",
            "245 10 $a Introduction to algorithms / $c Thomas H. Cormen ... [et al.].",
            "250    $a 3rd ed.",
            "260    $a Cambridge, Mass. : $b MIT Press, $c c2009.",
            "300    $a xix, 1292 p. : $b ill. ; $c 24 cm.",
        ],
        "9780553380163": [
            "00957cam a2200277 a 4500",
            "001 2098764",
            "008 980123s1998    nyua     b    001 0 eng  ",
            "020    $a 0553380168",
            "050 00 $a QB981 $b .H377 1998",
            "100 1  $a Hawking, S. W. $q (Stephen W.)",
            "245 14 $a The illustrated A brief history of time / $c Stephen Hawking.",
            "250    $a Updated and expanded ed.",
            "260    $a New York : $b Bantam Books, $c 1996.",
            "300    $a vi, 248 p. : $b ill. (some col.) ; $c 26 cm.",
        ],
        "9780375704024a": [
            "01020cam a2200289 a 4500",
            "001 11790221",
            "008 991208s2000    nyu           000 1 eng  ",
            "020    $a 0375704027",
            "050 00 $a PS3563.U7 $b M57 2000",
            "100 1  $a Murakami, Haruki, $d 1949-",
            "240 10 $a Noruwei no mori. $l English",
            "245 10 $a Norwegian wood / $c Haruki Murakami ; translated from "
            "the Japanese by Jay Rubin.",
            "250    $a 1st Vintage International ed.",
            "260    $a New York : $b Vintage International, $c 2000.",
            "300    $a 296 p. ; $c 21 cm.",
        ],
        "9780375704024b": [
            "00744cam a2200241 a 4500",
            "001 13044588",
            "008 030219s2003    nyu           000 1 eng d",
            "020    $a 0375704027",
            "050  4 $a PS3563.U7 $b M57 2000b",
            "100 1  $a Murakami, Haruki, $d 1949-",
            "245 10 $a Norwegian wood / $c Haruki Murakami.",
            "260    $a New York : $b Vintage, $c 2000 [2003 printing]",
            "300    $a 296 p. ; $c 21 cm.",
            "500    $a Copy 2: gift of the Friends of the Library.",
        ],
        "9781400079988": [
            "00845cam a22002537a 4500",
            "001 14288101",
            "008 050722s2005    nyu           000 1 eng  ",
            "020    $a 1400079985",
            "050 00 $a PG3366.A6 $b P413 2005",
            "100 0  $a Tolstoy, Leo, $c graf, $d 1828-1910.",
            "240 10 $a Voĭna i mir. $l English",
            "245 10 $a War and peace / $c Leo Tolstoy ; translated by Richard "
            "Pevear and Larissa Volokhonsky.",
            "260    $a New York : $b Alfred A. Knopf, $c 2007.",
            "300    $a xviii, 1273 p. : $b map ; $c 25 cm.",
        ],
    }
    host = "z3950.loc.gov:7090/Voyager"
    y = "yaz_client"
    calls: list[Call] = [
        (
            y,
            {"target": host, "command": "find @attr 1=7 9780262033848"},
            _yaz_find("9780262033848", 1, 1, "0.184211"),
        ),
        (y, {"target": host, "command": "show 1"}, _yaz_show(1, recs["9780262033848"], 1)),
        (
            y,
            {"target": host, "command": "find @attr 1=7 9781984801258"},
            _yaz_find("9781984801258", 0, 2, "0.212377"),
        ),
        (
            y,
            {"target": host, "command": "find @attr 1=7 9780553380163"},
            _yaz_find("9780553380163", 1, 3, "0.176004"),
        ),
        (y, {"target": host, "command": "show 1"}, _yaz_show(3, recs["9780553380163"], 1)),
        (
            y,
            {"target": host, "command": "find @attr 1=7 9798886450021"},
            _yaz_find("9798886450021", 0, 5, "0.231640"),
        ),
        (
            y,
            {"target": host, "command": "find @attr 1=7 9780375704024"},
            _yaz_find("9780375704024", 2, 6, "0.190355"),
        ),
        (y, {"target": host, "command": "show 1"}, _yaz_show(6, recs["9780375704024a"], 1)),
        (y, {"target": host, "command": "show 2"}, _yaz_show(6, recs["9780375704024b"], 2)),
    ]
    session(
        "z3950",
        "ok",
        1,
        "Z39.50: title and LC call number (or none) for 9780262033848, 9781984801258, "
        "9780553380163, 9798886450021, 9780375704024.",
        calls,
    )


def _worldcat() -> None:
    def brief(
        ocn: str,
        title: str,
        creator: str,
        date: str,
        pub: str,
        place: str,
        lang: str = "eng",
        ed: str | None = None,
    ) -> dict[str, Any]:
        b = {
            "oclcNumber": ocn,
            "title": title,
            "creator": creator,
            "date": date,
            "language": lang,
            "generalFormat": "Book",
            "specificFormat": "PrintBook",
            "publisher": pub,
            "publicationPlace": place,
        }
        if ed:
            b["edition"] = ed
        return b

    flights = [
        brief("1004567811", "Flights", "Olga Tokarczuk", "2017", "Fitzcarraldo Editions", "London"),
        brief("1011234567", "Flights", "Olga Tokarczuk", "2018", "Riverhead Books", "New York"),
        brief(
            "1100223344",
            "Flights",
            "Olga Tokarczuk",
            "2019",
            "Riverhead Books",
            "New York",
            ed="First Riverhead trade paperback edition",
        ),
        brief(
            "1056789012",
            "Flights : a novel",
            "Olga Tokarczuk",
            "2018",
            "Thorndike Press",
            "Waterville, Maine",
            ed="Large print edition",
        ),
    ]

    def holdings(ocn: str, country: str, total: int, libs: list[tuple[str, str, str]]) -> str:
        return J(
            {
                "numberOfRecords": 1,
                "briefRecords": [
                    {
                        "oclcNumber": ocn,
                        "title": "Flights",
                        "creator": "Olga Tokarczuk",
                        "institutionHolding": {
                            "totalHoldingCount": total,
                            "briefHoldings": [
                                {
                                    "country": country,
                                    "state": st,
                                    "oclcSymbol": sym,
                                    "registryId": 100 + k,
                                    "institutionNumber": 9000 + k,
                                    "institutionName": name,
                                }
                                for k, (sym, name, st) in enumerate(libs)
                            ],
                        },
                    }
                ],
            }
        )

    session(
        "worldcat",
        "ok",
        1,
        "WorldCat: Tokarczuk's Flights (Fitzcarraldo 2017): OCLC no., UK and PL holdings; "
        "Riverhead 2018 US holdings; Bieguni OCLC no.",
        [
            (
                "worldcat_search_brief_bibs",
                {"q": "ti:Flights AND au:Tokarczuk", "itemSubType": "book-printbook", "limit": 5},
                J({"numberOfRecords": 23, "briefRecords": flights}),
            ),
            (
                "worldcat_get_bib_holdings",
                {"oclcNumber": "1004567811", "heldInCountry": "GB", "limit": 3},
                holdings(
                    "1004567811",
                    "GB",
                    41,
                    [
                        ("UKMGB", "British Library", ""),
                        ("OXBOD", "University of Oxford", ""),
                        ("CAUBL", "Cambridge University Library", ""),
                    ],
                ),
            ),
            (
                "worldcat_get_bib_holdings",
                {"oclcNumber": "1004567811", "heldInCountry": "PL", "limit": 5},
                holdings(
                    "1004567811",
                    "PL",
                    3,
                    [
                        ("PLBNA", "Biblioteka Narodowa", ""),
                        ("PLUJK", "Biblioteka Jagiellońska", ""),
                        ("PLWRU", "Biblioteka Uniwersytecka we Wrocławiu", ""),
                    ],
                ),
            ),
            (
                "worldcat_get_bib_holdings",
                {"oclcNumber": "1011234567", "heldInCountry": "US", "limit": 3},
                holdings(
                    "1011234567",
                    "US",
                    612,
                    [
                        ("DLC", "Library of Congress", "DC"),
                        ("NYP", "New York Public Library System", "NY"),
                        ("CGP", "Chicago Public Library", "IL"),
                    ],
                ),
            ),
            (
                "worldcat_search_brief_bibs",
                {
                    "q": "ti:Bieguni AND au:Tokarczuk",
                    "inLanguage": "pol",
                    "datePublished": "2007",
                    "limit": 5,
                },
                J(
                    {
                        "numberOfRecords": 2,
                        "briefRecords": [
                            brief(
                                "190765432",
                                "Bieguni",
                                "Olga Tokarczuk",
                                "2007",
                                "Wydawnictwo Literackie",
                                "Kraków",
                                "pol",
                                "Wyd. 1.",
                            ),
                            brief(
                                "233445566",
                                "Bieguni",
                                "Olga Tokarczuk",
                                "2007",
                                "Wydawnictwo Literackie",
                                "Kraków",
                                "pol",
                                "Wyd. 2.",
                            ),
                        ],
                    }
                ),
            ),
        ],
    )

    err = (
        'HTTP 401 Unauthorized: {"type":"https://developer.api.oclc.org/errors/'
        'unauthorized","title":"Unauthorized","status":401,"detail":"Access token is '
        'expired or invalid"}'
    )
    asks = [
        ("worldcat_search_brief_bibs", {"q": "ti:Beloved AND au:Morrison", "limit": 5}),
        (
            "worldcat_search_brief_bibs",
            {"q": "ti:Beloved", "itemSubType": "book-printbook", "limit": 5},
        ),
        ("worldcat_get_bib_holdings", {"oclcNumber": "15316899", "heldInCountry": "US"}),
        ("worldcat_search_brief_bibs", {"q": "au:Morrison AND ti:Song of Solomon"}),
        ("worldcat_get_bib_holdings", {"oclcNumber": "2984413", "heldInCountry": "US"}),
    ]
    session(
        "worldcat",
        "fail",
        1,
        "WorldCat: how many US libraries hold the first editions of Morrison's Beloved (1987) and "
        "Song of Solomon (1977)?",
        [(t, a, err) for t, a in asks],
    )


def _europeana_item(
    eid: str, title: str, who: str, year: str, provider: str, country: str, rights: str
) -> dict[str, Any]:
    return {
        "id": eid,
        "title": [title],
        "dcCreator": [who],
        "year": [year],
        "type": "IMAGE",
        "dataProvider": [provider],
        "country": [country],
        "rights": [rights],
    }


def _europeana() -> None:
    pdm = "http://creativecommons.org/publicdomain/mark/1.0/"
    cc0 = "http://creativecommons.org/publicdomain/zero/1.0/"
    items = [
        (
            "/90402/SK_A_2344",
            "Het melkmeisje",
            "Johannes Vermeer",
            "1660",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
        (
            "/2021672/resource_document_mauritshuis_92",
            "Gezicht op Delft",
            "Johannes Vermeer",
            "1661",
            "Mauritshuis",
            "Netherlands",
            pdm,
        ),
        (
            "/2021672/resource_document_mauritshuis_670",
            "Meisje met de parel",
            "Johannes Vermeer",
            "1665",
            "Mauritshuis",
            "Netherlands",
            pdm,
        ),
        (
            "/90402/SK_C_251",
            "Vrouw in het blauw die een brief leest",
            "Johannes Vermeer",
            "1663",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
        (
            "/90402/SK_A_2860",
            "Het straatje",
            "Johannes Vermeer",
            "1658",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
        (
            "/90402/SK_A_1595",
            "De liefdesbrief",
            "Johannes Vermeer",
            "1669",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
        (
            "/2048128/618580",
            "Diana en haar nimfen",
            "Johannes Vermeer",
            "1655",
            "Mauritshuis",
            "Netherlands",
            pdm,
        ),
        (
            "/15508/DE_Staedel_1026",
            "Der Geograph",
            "Jan Vermeer van Delft",
            "1669",
            "Städel Museum",
            "Germany",
            cc0,
        ),
        (
            "/2063603/SMK_KMS3967",
            "Kopi efter Vermeer: Kniplersken",
            "Ukendt kunstner",
            "1890",
            "Statens Museum for Kunst",
            "Denmark",
            cc0,
        ),
        (
            "/90402/RP_P_1905_2307",
            "Gezicht op Delft (reproductie)",
            "Hendrik Wijdeveld",
            "1921",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
    ]
    it = [_europeana_item(*x) for x in items]
    base = {"query": 'who:"Johannes Vermeer"', "qf": "TYPE:IMAGE", "reusability": "open", "rows": 4}

    def page(chunk: list[dict[str, Any]], n: int, nxt: str | None) -> str:
        out: dict[str, Any] = {
            "apikey": "edm-lab-4401",
            "success": True,
            "requestNumber": 999,
            "itemsCount": len(chunk),
            "totalResults": 10,
        }
        if nxt:
            out["nextCursor"] = nxt
        out["items"] = chunk
        return J(out)

    def record(
        eid: str,
        title: str,
        date: str,
        extent: str,
        medium: str,
        provider: str,
        rights: str,
        shown: str,
    ) -> str:
        return J(
            {
                "apikey": "edm-lab-4401",
                "success": True,
                "object": {
                    "about": eid,
                    "type": "IMAGE",
                    "title": [title],
                    "timestamp_created": "2014-06-17T11:02:18.003Z",
                    "proxies": [
                        {
                            "about": f"/proxy/provider{eid}",
                            "dcCreator": {
                                "def": ["Johannes Vermeer"],
                                "en": ["http://data.europeana.eu/agent/146741"],
                            },
                            "dcDate": {"def": [date]},
                            "dctermsExtent": {"def": [extent]},
                            "dcFormat": {"en": [medium]},
                            "dcIdentifier": {"def": [eid.split("/")[-1]]},
                            "dcTitle": {"nl": [title]},
                            "europeanaProxy": False,
                        }
                    ],
                    "aggregations": [
                        {
                            "about": f"/aggregation/provider{eid}",
                            "edmDataProvider": {"def": [provider]},
                            "edmIsShownAt": shown,
                            "edmRights": {"def": [rights]},
                        }
                    ],
                    "europeanaCompleteness": 10,
                },
            }
        )

    session(
        "europeana",
        "ok",
        1,
        "Europeana: openly reusable Vermeer paintings and providers; size, medium, rights of The "
        "Milkmaid and View of Delft.",
        [
            (
                "europeana_search",
                base | {"cursor": "*"},
                page(it[:4], 0, "AoE/GC9lZG0vOTA0MDIvU0tfQV8xNTk1"),
            ),
            (
                "europeana_search",
                base | {"cursor": "AoE/GC9lZG0vOTA0MDIvU0tfQV8xNTk1"},
                page(it[4:8], 1, "AoE/FS9lZG0vOTA0MDIvUlBfUF8xOTA1"),
            ),
            (
                "europeana_search",
                base | {"cursor": "AoE/FS9lZG0vOTA0MDIvUlBfUF8xOTA1"},
                page(it[8:], 2, None),
            ),
            (
                "europeana_get_record",
                {"id": "/90402/SK_A_2344"},
                record(
                    "/90402/SK_A_2344",
                    "Het melkmeisje",
                    "c. 1660",
                    "hoogte 45.5 cm x breedte 41 cm",
                    "olieverf op doek",
                    "Rijksmuseum",
                    pdm,
                    "http://hdl.handle.net/10934/RM0001.COLLECT.5216",
                ),
            ),
            (
                "europeana_get_record",
                {"id": "/2021672/resource_document_mauritshuis_92"},
                record(
                    "/2021672/resource_document_mauritshuis_92",
                    "Gezicht op Delft",
                    "c. 1660-1661",
                    "96.5 x 115.7 cm",
                    "olieverf op doek",
                    "Mauritshuis",
                    pdm,
                    "https://www.mauritshuis.nl/ontdek/de-collectie/kunstwerken/"
                    "92-gezicht-op-delft/",
                ),
            ),
        ],
    )

    top = [
        (
            "/90402/SK_C_5",
            "De Nachtwacht",
            "Rembrandt van Rijn",
            "1642",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
        (
            "/2021672/resource_document_mauritshuis_670",
            "Meisje met de parel",
            "Johannes Vermeer",
            "1665",
            "Mauritshuis",
            "Netherlands",
            pdm,
        ),
        (
            "/9200397/BibliographicResource_3000126284212",
            "Codex Argenteus",
            "Wulfila",
            "0520",
            "Uppsala universitetsbibliotek",
            "Sweden",
            pdm,
        ),
        (
            "/2048128/618599",
            "Der Wanderer über dem Nebelmeer",
            "Caspar David Friedrich",
            "1818",
            "Hamburger Kunsthalle",
            "Germany",
            cc0,
        ),
        (
            "/90402/SK_A_2344",
            "Het melkmeisje",
            "Johannes Vermeer",
            "1660",
            "Rijksmuseum",
            "Netherlands",
            pdm,
        ),
    ]
    stale = J(
        {
            "apikey": "edm-lab-4401",
            "success": True,
            "requestNumber": 999,
            "itemsCount": 3,
            "totalResults": 58123412,
            "nextCursor": "AoE/E2VkbS85MDQwMi9TS19DXzU=",
            "items": [_europeana_item(*x) for x in top[:3]],
        }
    )
    qs = [
        "azulejo tiles 19th century Portugal",
        "azulejos Lisboa século XIX",
        "Lisbon tram photograph",
        "1755 Lisbon earthquake print",
    ]
    session(
        "europeana",
        "fail",
        1,
        "Europeana items on Portuguese azulejos, early Lisbon tram photos and 1755 earthquake "
        "prints, with providers.",
        [("europeana_search", {"query": q, "rows": 3}, stale) for q in qs],
    )


def _si_row(
    rid: str,
    title: str,
    unit: str,
    source: str,
    kind: str,
    free: dict[str, list[tuple[str, str]]] | None = None,
    media: int = 0,
) -> dict[str, Any]:
    dnr: dict[str, Any] = {
        "record_ID": rid,
        "unit_code": unit,
        "title": {"label": "Title", "content": title},
        "data_source": source,
    }
    if media:
        dnr["online_media"] = {
            "mediaCount": media,
            "media": [
                {"type": "Images", "idsId": f"{rid.upper()}-000{k + 1}", "usage": {"access": "CC0"}}
                for k in range(1)
            ],
        }
    content: dict[str, Any] = {
        "descriptiveNonRepeating": dnr,
        "indexedStructured": {"object_type": [kind], "onPhysicalExhibit": ["Yes"]},
    }
    if free:
        content["freetext"] = {
            k: [{"label": lab, "content": c} for lab, c in v] for k, v in free.items()
        }
    return {
        "id": f"edanmdm-{rid}",
        "title": title,
        "unitCode": unit,
        "type": "edanmdm",
        "url": f"edanmdm:{rid}",
        "content": content,
    }


def _smithsonian() -> None:
    src = "National Air and Space Museum"

    def resp(rows: list[dict[str, Any]], count: int | None = None) -> str:
        return J(
            {
                "status": 200,
                "responseCode": 1,
                "response": {
                    "rows": rows,
                    "rowCount": len(rows) if count is None else count,
                    "message": "content found",
                },
            }
        )

    wright = _si_row("nasm_A19610048000", "1903 Wright Flyer", "NASM", src, "Aircraft", media=48)
    wright_engine = _si_row(
        "nasm_A19610048001", "Wright 1903 Flyer Engine (replica)", "NASM", src, "Engines", media=6
    )
    wright_full = _si_row(
        "nasm_A19610048000",
        "1903 Wright Flyer",
        "NASM",
        src,
        "Aircraft",
        {
            "identifier": [("Inventory Number", "A19610048000")],
            "physicalDescription": [
                (
                    "Dimensions",
                    "Wingspan: 12.3 m (40 ft 4 in); Length: "
                    "6.4 m (21 ft 1 in); Height: 2.8 m (9 ft 3 in); Weight, "
                    "empty: 274 kg (605 lb)",
                ),
                ("Materials", "Airframe: Spruce and ash; Fabric: Muslin"),
            ],
            "creditLine": [("Credit Line", "Gift of the Estate of Orville Wright")],
            "date": [("Date", "1903")],
            "name": [("Manufacturer", "Wright Cycle Company")],
        },
        media=48,
    )
    spirit = _si_row(
        "nasm_A19280021000", 'Ryan NYP "Spirit of St. Louis"', "NASM", src, "Aircraft", media=31
    )
    spirit_mod = _si_row(
        "nasm_A19750841000",
        'Model, Static, Ryan NYP "Spirit of St. Louis"',
        "NASM",
        src,
        "Models",
        media=3,
    )
    spirit_full = _si_row(
        "nasm_A19280021000",
        'Ryan NYP "Spirit of St. Louis"',
        "NASM",
        src,
        "Aircraft",
        {
            "identifier": [("Inventory Number", "A19280021000")],
            "physicalDescription": [
                (
                    "Dimensions",
                    "Wingspan: 14 m (46 ft); Length: 8.4 m "
                    "(27 ft 8 in); Height: 3 m (9 ft 10 in); Weight, gross: "
                    "2,330 kg (5,135 lb)",
                ),
                ("Materials", "Fuselage: steel tube; Wing: wood, fabric"),
            ],
            "creditLine": [("Credit Line", "Gift of Charles A. Lindbergh")],
            "date": [("Date", "1927")],
            "name": [("Manufacturer", "Ryan Airlines Company")],
        },
        media=31,
    )
    session(
        "smithsonian",
        "ok",
        1,
        "Smithsonian OA: inventory no., dimensions, credit line of the Wright Flyer and Spirit of "
        "St. Louis; a 3D model of the engine?",
        [
            (
                "si_search",
                {"q": "Wright Flyer", "unit_code": "NASM", "rows": 3},
                resp([wright, wright_engine], 27),
            ),
            (
                "si_content",
                {"id": "edanmdm-nasm_A19610048000"},
                J({"status": 200, "responseCode": 1, "response": wright_full}),
            ),
            (
                "si_search",
                {"q": '"Spirit of St. Louis"', "unit_code": "NASM", "rows": 3},
                resp([spirit, spirit_mod], 2),
            ),
            (
                "si_content",
                {"id": "edanmdm-nasm_A19280021000"},
                J({"status": 200, "responseCode": 1, "response": spirit_full}),
            ),
            (
                "si_search",
                {
                    "q": "Wright 1903 engine",
                    "unit_code": "NASM",
                    "online_media_type": "3D Images",
                    "rows": 3,
                },
                resp([], 0),
            ),
        ],
    )

    over = (
        '{"error":{"code":"OVER_RATE_LIMIT","message":"You have exceeded your rate limit. '
        "Try again later or contact us at https://api.data.gov:443/contact/ for "
        'assistance"}}'
    )
    asks = [
        ("si_search", {"q": "Hope Diamond", "unit_code": "NMNHMINSCI"}),
        ("si_search", {"q": "Hope diamond gem", "rows": 5}),
        ("si_search", {"q": "Greensboro lunch counter", "unit_code": "NMAH"}),
        ("si_content", {"id": "edanmdm-nmnhmineralsciences_1225018"}),
        ("si_search", {"q": "Star-Spangled Banner flag", "unit_code": "NMAH"}),
    ]
    session(
        "smithsonian",
        "fail",
        1,
        "Smithsonian OA records (title, date, credit line): Hope Diamond, Greensboro lunch "
        "counter, Star-Spangled Banner.",
        [(t, a, over) for t, a in asks],
    )


AS = "/repositories/2"


def _as_node(
    uri: str, title: str, level: str, children: int, digital: bool, pos: int
) -> dict[str, Any]:
    return {
        "child_count": children,
        "position": pos,
        "title": title,
        "uri": uri,
        "level": level,
        "has_digital_instance": digital,
    }


def _as_obj(
    oid: int,
    title: str,
    dates: tuple[str, str, str],
    box_ref: int,
    folder: str,
    digital: str | None = None,
) -> str:
    expr, begin, end = dates
    inst: list[dict[str, Any]] = [
        {
            "instance_type": "mixed_materials",
            "sub_container": {
                "type_2": "folder",
                "indicator_2": folder,
                "top_container": {"ref": f"{AS}/top_containers/{box_ref}"},
            },
        }
    ]
    if digital:
        inst.append({"instance_type": "digital_object", "digital_object": {"ref": digital}})
    return J(
        {
            "title": title,
            "display_string": f"{title}, {expr}",
            "level": "file",
            "uri": f"{AS}/archival_objects/{oid}",
            "dates": [
                {
                    "expression": expr,
                    "begin": begin,
                    "end": end,
                    "date_type": "inclusive",
                    "label": "creation",
                }
            ],
            "instances": inst,
            "resource": {"ref": f"{AS}/resources/412"},
        }
    )


def _ead_aspace() -> None:
    search = J(
        {
            "first_page": 1,
            "last_page": 1,
            "this_page": 1,
            "offset_first": 1,
            "offset_last": 2,
            "total_hits": 2,
            "results": [
                {
                    "id": f"{AS}/resources/412",
                    "uri": f"{AS}/resources/412",
                    "title": "Harriet Beaumont papers",
                    "primary_type": "resource",
                    "types": ["resource"],
                    "identifier": "MS 412",
                    "level": "collection",
                    "publish": True,
                    "dates": ["1868-1942"],
                },
                {
                    "id": f"{AS}/resources/97",
                    "uri": f"{AS}/resources/97",
                    "title": "Royal Geographical Society lantern slides relating to "
                    "Harriet Beaumont",
                    "primary_type": "resource",
                    "types": ["resource"],
                    "identifier": "MS 97",
                    "level": "collection",
                    "publish": True,
                    "dates": ["1904-1911"],
                },
            ],
        }
    )
    series = [
        ("Series I: Correspondence, 1879-1940", 9001, 3, False),
        ("Series II: Diaries and notebooks, 1885-1938", 9002, 41, False),
        ("Series III: Writings and lectures, 1893-1936", 9003, 27, False),
        ("Series IV: Photographs, 1890-1931", 9004, 6, True),
        ("Series V: Printed matter and ephemera, 1875-1942", 9005, 19, False),
    ]
    root = J(
        {
            "child_count": 5,
            "waypoints": 1,
            "waypoint_size": 200,
            "title": "Harriet Beaumont papers",
            "uri": f"{AS}/resources/412",
            "jsonmodel_type": "resource",
            "level": "collection",
            "has_digital_instance": True,
            "precomputed_waypoints": {
                "": {
                    "0": [
                        _as_node(f"{AS}/archival_objects/{u}", t, "series", c, d, k)
                        for k, (t, u, c, d) in enumerate(series)
                    ]
                }
            },
        }
    )

    def node(parent: int, kids: list[tuple[str, int, str, int, bool]]) -> str:
        return J(
            {
                "child_count": len(kids),
                "waypoints": 1,
                "waypoint_size": 200,
                "precomputed_waypoints": {
                    f"{AS}/archival_objects/{parent}": {
                        "0": [
                            _as_node(f"{AS}/archival_objects/{u}", t, lv, c, d, k)
                            for k, (t, u, lv, c, d) in enumerate(kids)
                        ]
                    }
                },
            }
        )

    sub = node(
        9001,
        [
            ("Subseries A: Family, 1879-1940", 9011, "subseries", 64, False),
            ("Subseries B: Societies and institutions, 1891-1937", 9012, "subseries", 23, False),
            ("Subseries C: Publishers, 1893-1936", 9013, "subseries", 31, False),
        ],
    )
    soc = [
        ("Hakluyt Society, 1896-1912", 9102),
        ("Royal Geographical Society, 1899-1901", 9104),
        ("Royal Geographical Society, 1902-1904", 9105),
        ("Royal Geographical Society, 1905-1906", 9106),
        ("Royal Geographical Society, 1907-1910", 9107),
        ("Royal Geographical Society, 1911-1919", 9108),
        ("Royal Scottish Geographical Society, 1900-1915", 9109),
    ]
    socs = node(9012, [(t, u, "file", 0, False) for t, u in soc])
    photos = node(
        9004,
        [
            ("Alpine expeditions, 1890-1899", 9401, "subseries", 12, False),
            ("Persia and Baluchistan, 1901-1903", 9402, "subseries", 9, False),
            ("Tibet expedition, 1907", 9403, "file", 0, True),
            ("Portraits, 1895-1931", 9404, "subseries", 7, False),
            ("Lantern slides, 1904-1911", 9405, "file", 0, False),
            ("Unidentified, undated", 9406, "file", 0, False),
        ],
    )

    def box(ref: int, ind: str, barcode: str, loc: str) -> str:
        return J(
            {
                "indicator": ind,
                "type": "box",
                "barcode": barcode,
                "long_display_string": f"MS 412, Series I, Box {ind} [{barcode}]",
                "uri": f"{AS}/top_containers/{ref}",
                "container_locations": [
                    {"status": "current", "start_date": "2019-08-14", "ref": f"/locations/{loc}"}
                ],
                "restricted": False,
            }
        )

    tool_tree = "aspace_get_tree_node"
    calls: list[Call] = [
        ("aspace_search", {"q": "Beaumont papers", "type": ["resource"], "page": 1}, search),
        ("aspace_get_tree_root", {"resource": f"{AS}/resources/412"}, root),
        (
            tool_tree,
            {"resource": f"{AS}/resources/412", "node_uri": f"{AS}/archival_objects/9001"},
            sub,
        ),
        (
            tool_tree,
            {"resource": f"{AS}/resources/412", "node_uri": f"{AS}/archival_objects/9012"},
            socs,
        ),
        (
            "aspace_get_archival_object",
            {"uri": f"{AS}/archival_objects/9105"},
            _as_obj(9105, "Royal Geographical Society", ("1902-1904", "1902", "1904"), 311, "14"),
        ),
        (
            "aspace_get_archival_object",
            {"uri": f"{AS}/archival_objects/9106"},
            _as_obj(9106, "Royal Geographical Society", ("1905-1906", "1905", "1906"), 312, "1"),
        ),
        (
            "aspace_get_archival_object",
            {"uri": f"{AS}/archival_objects/9107"},
            _as_obj(9107, "Royal Geographical Society", ("1907-1910", "1907", "1910"), 312, "2"),
        ),
        (
            "aspace_get_top_container",
            {"uri": f"{AS}/top_containers/311"},
            box(311, "3", "39002091234567", "118"),
        ),
        (
            "aspace_get_top_container",
            {"uri": f"{AS}/top_containers/312"},
            box(312, "4", "39002091234575", "118"),
        ),
        (
            "aspace_search",
            {"q": "Tibet 1907", "type": ["digital_object"], "page": 1},
            J(
                {
                    "first_page": 1,
                    "last_page": 0,
                    "this_page": 1,
                    "offset_first": 1,
                    "offset_last": 0,
                    "total_hits": 0,
                    "results": [],
                    "facets": {"facet_fields": {}, "facet_queries": {}, "facet_ranges": {}},
                }
            ),
        ),
        (
            tool_tree,
            {"resource": f"{AS}/resources/412", "node_uri": f"{AS}/archival_objects/9004"},
            photos,
        ),
        (
            "aspace_get_archival_object",
            {"uri": f"{AS}/archival_objects/9403"},
            _as_obj(
                9403,
                "Tibet expedition",
                ("1907", "1907", "1907"),
                330,
                "7",
                f"{AS}/digital_objects/877",
            ),
        ),
        (
            "aspace_get_digital_object",
            {"uri": f"{AS}/digital_objects/877"},
            J(
                {
                    "lock_version": 0,
                    "digital_object_id": "MS412_p0877",
                    "title": "Tibet expedition photographs, 1907 (58 gelatin silver prints)",
                    "publish": True,
                    "restrictions": False,
                    "jsonmodel_type": "digital_object",
                    "file_versions": [
                        {
                            "file_uri": "https://iiif.archives.example.edu/ms412/p0877/manifest.json",
                            "use_statement": "image-service-manifest",
                            "publish": True,
                            "jsonmodel_type": "file_version",
                        }
                    ],
                    "linked_instances": [{"ref": f"{AS}/archival_objects/9403"}],
                    "uri": f"{AS}/digital_objects/877",
                }
            ),
        ),
    ]
    session(
        "ead",
        "ok",
        1,
        "MS 412: box/folder/barcode of RGS letters 1902-1910; are the 1907 Tibet photos digitized?",
        calls,
    )


def _ead_xml(
    eadid: str,
    agency: str,
    title: str,
    unittitle: str,
    dates: str,
    unitid: str,
    extent: str,
    repo: str,
    access: str,
    series: list[tuple[str, list[tuple[str, str, str, str]]]],
) -> str:
    dsc = []
    for stitle, files in series:
        cs = "".join(
            f'<c02 level="file"><did><container type="box">{b}</container>'
            f'<container type="folder">{f}</container><unittitle>{_esc(t)}'
            f"</unittitle><unitdate>{d}</unitdate></did></c02>"
            for b, f, t, d in files
        )
        dsc.append(
            f'<c01 level="series"><did><unittitle>{_esc(stitle)}</unittitle></did>{cs}</c01>'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<ead xmlns="urn:isbn:1-931666-22-9" '
        'xmlns:xlink="http://www.w3.org/1999/xlink"><eadheader langencoding="iso639-2b">'
        f'<eadid countrycode="us" mainagencycode="{agency}">{eadid}</eadid><filedesc>'
        f"<titlestmt><titleproper>{_esc(title)}</titleproper></titlestmt></filedesc>"
        '</eadheader><archdesc level="collection"><did>'
        f'<unittitle>{_esc(unittitle)}</unittitle><unitdate type="inclusive">{dates}'
        f"</unitdate><unitid>{unitid}</unitid><physdesc><extent>{extent}</extent>"
        f"</physdesc><repository><corpname>{_esc(repo)}</corpname></repository></did>"
        f"<accessrestrict><head>Conditions Governing Access</head><p>{_esc(access)}</p>"
        f"</accessrestrict><dsc>{''.join(dsc)}</dsc></archdesc></ead>"
    )


def _ead_portal() -> None:
    listing = (
        '3 finding aids match "sanitation strike 1968 Memphis" (sorted by relevance)\n'
        "1. Sanitation Strike Collection, 1968-1978 - University of Memphis Libraries, "
        "Special Collections - ark:/13030/tf7b69n9kx\n"
        "2. Memphis Search for Meaning Committee records, 1968-1970 - Memphis and "
        "Shelby County Room, Memphis Public Library - ark:/13030/kt2q2nf3p0\n"
        "3. AFSCME Local 1733 records, 1964-1995 - Walter P. Reuther Library, Wayne "
        "State University - ark:/13030/c8vm4dq2"
    )
    a = _ead_xml(
        "mvc_0244.xml",
        "US-TMM",
        "Guide to the Sanitation Strike Collection, 1968-1978",
        "Sanitation Strike Collection",
        "1968-1978",
        "MSS.0244",
        "2.5 linear feet (5 boxes)",
        "University of Memphis Libraries, Special Collections",
        "Open for research. Audio reels must be digitized before use.",
        [
            (
                "Series 1: Flyers, handbills and placards",
                [
                    ("1", "1", "Strike bulletins, AFSCME Local 1733", "1968 February-April"),
                    ("1", "2", "Boycott flyers (downtown merchants)", "1968 March"),
                    (
                        "1",
                        "3",
                        '"I AM A MAN" placard, original (oversize, see Box 5)',
                        "1968 March",
                    ),
                    ("5", "1", '"I AM A MAN" placards (2), oversize', "1968"),
                ],
            ),
            (
                "Series 2: Photographs",
                [
                    ("2", "1-6", "Marches, Clayborn Temple to City Hall", "1968 March"),
                    ("2", "7", "Mason Temple rally, 3 April", "1968 April"),
                ],
            ),
        ],
    )
    b = _ead_xml(
        "mplib_smc.xml",
        "US-TMP",
        "Inventory of the Memphis Search for Meaning Committee records, 1968-1970",
        "Memphis Search for Meaning Committee records",
        "1968-1970",
        "MSS 181",
        "0.8 linear feet (2 boxes)",
        "Memphis and Shelby County Room, Memphis Public Library",
        "Interview transcripts restricted until 2030 at the request of the donors.",
        [
            (
                "Series I: Committee files",
                [
                    ("1", "1", "Minutes and correspondence", "1968-1969"),
                    ("1", "2-4", "Interview transcripts (restricted)", "1968-1969"),
                ],
            ),
            (
                "Series II: Printed matter",
                [
                    ("2", "1", "Newspaper clippings", "1968-1970"),
                    ("2", "2", 'Report: "Memphis, April 1968"', "1970"),
                ],
            ),
        ],
    )
    c = _ead_xml(
        "afscme_1733.xml",
        "US-MiDW-R",
        "AFSCME Local 1733 records, 1964-1995",
        "AFSCME Local 1733 records",
        "1964-1995",
        "UP001882",
        "14 linear feet (28 boxes)",
        "Walter P. Reuther Library of Labor and Urban Affairs, Wayne State University",
        "Open, except personnel grievance files (Boxes 20-24), closed for 75 years from creation.",
        [
            (
                "Series II: Strike of 1968",
                [
                    ("6", "1", "Leaflets and flyers", "1968 February-April"),
                    ("6", "2", 'Placard, "I AM A MAN", printed by Local 1733', "1968"),
                    ("6", "3", "Settlement agreement and memoranda", "1968 April 16"),
                ],
            ),
            ("Series III: Grievances", [("20", "1-48", "Personnel grievance files", "1969-1995")]),
        ],
    )
    session(
        "ead",
        "ok",
        2,
        "Finding aids on the 1968 Memphis strike: 'I AM A MAN' placards/flyers (box/folder), "
        "extents, access; Local 1733 oral histories?",
        [
            ("findingaid_search", {"q": "sanitation strike 1968 Memphis"}, listing),
            ("fetch_ead", {"ark": "ark:/13030/tf7b69n9kx"}, a),
            ("fetch_ead", {"ark": "ark:/13030/kt2q2nf3p0"}, b),
            ("fetch_ead", {"ark": "ark:/13030/c8vm4dq2"}, c),
            (
                "findingaid_search",
                {"q": 'oral history "Local 1733"'},
                '0 finding aids match: oral history "Local 1733". Suggestions: '
                "check spelling, use fewer terms, or browse by repository.",
            ),
            (
                "findingaid_search",
                {"q": "sanitation workers interviews Memphis"},
                "0 finding aids match: sanitation workers interviews Memphis. "
                "Suggestions: check spelling, use fewer terms, or browse by repository.",
            ),
        ],
    )


def libraries() -> None:
    _sru_session()
    _z3950()
    _worldcat()
    _europeana()
    _smithsonian()
    _ead_aspace()
    _ead_portal()


# --------------------------------------------------------------------------------------------
# Industrial operations
# --------------------------------------------------------------------------------------------

PIW = "https://pi.plant.local/piwebapi"


def _pi_point(web: str, pid: int, name: str, desc: str, units: str, span: float) -> str:
    links = {
        k: f"{PIW}/{p}"
        for k, p in [
            ("Self", f"points/{web}"),
            ("RecordedData", f"streams/{web}/recorded"),
            ("Value", f"streams/{web}/value"),
        ]
    }
    return J(
        {
            "WebId": web,
            "Id": pid,
            "Name": name,
            "Path": f"\\\\PIDA01\\{name}",
            "Descriptor": desc,
            "PointClass": "classic",
            "PointType": "Float32",
            "DigitalSetName": "",
            "EngineeringUnits": units,
            "Span": span,
            "Zero": 0.0,
            "Step": False,
            "Future": False,
            "DisplayDigits": -5,
            "Links": links,
        }
    )


def _pi_val(ts: str, v: float | str, units: str) -> dict[str, Any]:
    if isinstance(v, str):
        code = {"I/O Timeout": 246, "Shutdown": 254, "No Data": 248, "Pt Created": 249}[v]
        return {
            "Timestamp": ts,
            "Value": {"Name": v, "Value": code, "IsSystem": True},
            "UnitsAbbreviation": "",
            "Good": False,
            "Questionable": False,
            "Substituted": False,
            "Annotated": False,
        }
    return {
        "Timestamp": ts,
        "Value": v,
        "UnitsAbbreviation": units,
        "Good": True,
        "Questionable": False,
        "Substituted": False,
        "Annotated": False,
    }


def _pi_items(vals: list[tuple[str, float | str]], units: str) -> str:
    return J({"Links": {}, "Items": [_pi_val(t, v, units) for t, v in vals]})


def _pi() -> None:
    day = "2025-03-06T"
    flow = [
        ("02:58:41", 62.41),
        ("03:19:05", 62.3),
        ("03:33:02", 61.72),
        ("03:35:18", 54.9),
        ("03:36:40", 41.35),
        ("03:38:05", 22.8),
        ("03:40:02", 0.0),
        ("03:58:47", 0.0),
    ]
    temp = [
        ("02:59:10", 84.2),
        ("03:34:59", 84.3),
        ("03:37:12", 85.9),
        ("03:38:20", 88.7),
        ("03:39:48", 96.1),
        ("03:40:05", 97.0),
        ("03:59:12", 88.5),
    ]
    pres = [
        ("02:57:03", 3.42),
        ("03:31:09", 3.41),
        ("03:37:55", 3.48),
        ("03:38:41", 3.71),
        ("03:39:58", 4.62),
        ("03:40:01", 4.66),
        ("03:55:00", 3.35),
    ]
    webs = [
        "F1DPmN2Qk0bU3UqP2fGQ1c8qWQjFYAAAUElEQTAxXEZJQy0yMjAxLlBW",
        "F1DPmN2Qk0bU3UqP2fGQ1c8qWQjVYAAAUElEQTAxXFRJLTIyMDQuUFY",
    ]
    rng = {
        "startTime": "2025-03-06T03:00:00+01:00",
        "endTime": "2025-03-06T04:00:00+01:00",
        "boundaryType": "Outside",
    }
    summ = J(
        {
            "Links": {},
            "Items": [
                {"Type": t, "Value": _pi_val(ts, v, "°C")}
                for t, ts, v in [
                    ("Average", "2025-03-05T04:00:00Z", 83.87),
                    ("Minimum", "2025-03-05T17:22:41Z", 81.9),
                    ("Maximum", "2025-03-06T02:40:05Z", 97.0),
                    ("StdDev", "2025-03-05T04:00:00Z", 1.64),
                ]
            ],
        }
    )
    session(
        "pi-web-api",
        "ok",
        1,
        "R-22 tripped ~03:40 on 6 March 2025: which of FIC-2201, TI-2204, PI-2206 moved first? "
        "TI-2204's 24 h avg/min/max.",
        [
            (
                "pi_get_point",
                {"path": "\\\\PIDA01\\FIC-2201.PV"},
                _pi_point(webs[0], 22011, "FIC-2201.PV", "R-22 feed flow", "m3/h", 120.0),
            ),
            (
                "pi_get_recorded",
                {"webId": webs[0]} | rng,
                _pi_items([(day + t[:8] + "Z", v) for t, v in flow], "m3/h"),
            ),
            (
                "pi_get_point",
                {"path": "\\\\PIDA01\\TI-2204.PV"},
                _pi_point(webs[1], 22014, "TI-2204.PV", "R-22 jacket temperature", "°C", 150.0),
            ),
            (
                "pi_get_recorded",
                {"webId": webs[1]} | rng,
                _pi_items([(day + t + "Z", v) for t, v in temp], "°C"),
            ),
            (
                "pi_get_recorded",
                {"path": "\\\\PIDA01\\PI-2206.PV"} | rng,
                _pi_items([(day + t + "Z", v) for t, v in pres], "barg"),
            ),
            (
                "pi_get_summary",
                {
                    "webId": webs[1],
                    "startTime": "*-24h",
                    "endTime": "*",
                    "summaryType": ["Average", "Minimum", "Maximum", "StdDev"],
                },
                summ,
            ),
        ],
    )

    speed = [
        ("2025-03-05T21:58:12Z", 118.0),
        ("2025-03-05T22:10:40Z", 121.5),
        ("2025-03-05T22:17:03Z", "I/O Timeout"),
        ("2025-03-06T00:42:55Z", 0.0),
        ("2025-03-06T00:44:10Z", 96.5),
        ("2025-03-06T00:51:31Z", 119.8),
        ("2025-03-06T01:20:02Z", 120.4),
    ]
    cases = [
        ("2025-03-05T22:00:00Z", 18422.0),
        ("2025-03-05T22:15:00Z", 18771.0),
        ("2025-03-05T22:17:03Z", "I/O Timeout"),
        ("2025-03-06T00:42:55Z", "Shutdown"),
        ("2025-03-06T00:43:30Z", 18779.0),
        ("2025-03-06T01:00:00Z", 19144.0),
    ]
    rejects = [
        ("2025-03-05T22:00:00Z", 212.0),
        ("2025-03-05T22:17:03Z", "I/O Timeout"),
        ("2025-03-06T00:43:30Z", 219.0),
        ("2025-03-06T00:58:12Z", 226.0),
    ]
    found = J(
        {
            "Links": {},
            "Items": [
                {
                    "WebId": "F1DPmN2Qk0bU3UqP2fGQ1c8qWQ2HQAAAUElEQTAxXENDLTUxMjAuQ05U",
                    "Id": 51120,
                    "Name": "CC-5120.CNT",
                    "Path": "\\\\PIDA01\\CC-5120.CNT",
                    "Descriptor": "Line 5 case counter (packer outfeed)",
                    "PointClass": "classic",
                    "PointType": "Float64",
                    "EngineeringUnits": "cases",
                },
                {
                    "WebId": "F1DPmN2Qk0bU3UqP2fGQ1c8qWQ2XQAAAUElEQTAxXENDLTUxMjEuUkFURQ",
                    "Id": 51121,
                    "Name": "CC-5121.RATE",
                    "Path": "\\\\PIDA01\\CC-5121.RATE",
                    "Descriptor": "Line 5 case rate",
                    "PointClass": "classic",
                    "PointType": "Float32",
                    "EngineeringUnits": "cases/min",
                },
            ],
        }
    )
    rng2 = {"startTime": "2025-03-05T22:00:00Z", "endTime": "2025-03-06T01:30:00Z"}
    session(
        "pi-web-api",
        "ok",
        2,
        "Line 5 PI outage last night: start and end from SI-5101, the case counter "
        "('case-counter'?), XC-5130; did the line stop?",
        [
            (
                "pi_search_points",
                {"dataServer": "PIDA01", "nameFilter": "case-counter*"},
                '{"Links":{},"Items":[]}',
            ),
            ("pi_search_points", {"dataServer": "PIDA01", "nameFilter": "CC-51*"}, found),
            (
                "pi_get_recorded",
                {"path": "\\\\PIDA01\\SI-5101.PV"} | rng2,
                _pi_items(speed, "m/min"),
            ),
            (
                "pi_get_recorded",
                {"path": "\\\\PIDA01\\CC-5120.CNT"} | rng2,
                _pi_items(cases, "cases"),
            ),
            (
                "pi_get_recorded",
                {"path": "\\\\PIDA01\\XC-5130.CNT"} | rng2,
                _pi_items(rejects, "count"),
            ),
        ],
    )

    dead = J(_pi_val("2025-03-06T21:47:12Z", "I/O Timeout", ""))
    tags = ["TI-7301.PV", "TI-7302.PV", "FI-7310.PV", "PI-7320.PV"]
    calls: list[Call] = [("pi_get_value", {"path": f"\\\\PIDA01\\{t}"}, dead) for t in tags]
    calls.append(
        (
            "pi_get_recorded",
            {"path": "\\\\PIDA01\\TI-7301.PV", "startTime": "*-1h", "endTime": "*"},
            J({"Links": {}, "Items": [_pi_val("2025-03-06T21:47:12Z", "I/O Timeout", "")]}),
        )
    )
    session(
        "pi-web-api",
        "fail",
        1,
        "Current values of TI-7301, TI-7302, FI-7310, PI-7320, LI-7330 (.PV) for the 06:00 "
        "report, 7 March 2025.",
        calls,
    )


def _ign_ts(day: int, hms: str, tz: str = "CET") -> str:
    import datetime as dt

    h, m, s = (int(x) for x in hms.split(":"))
    when = dt.datetime(2025, 3, day, h, m, s, tzinfo=dt.timezone(dt.timedelta(hours=1)))
    wd = when.strftime("%a %b %d %H:%M:%S")
    return f"{wd} {tz} 2025 ({int(when.timestamp() * 1000) + 512})"


def _qv(v: Any, q: str, day: int, hms: str) -> str:
    shown = (
        {True: "True", False: "False", None: "null"}.get(v, v)
        if not isinstance(v, (int, float)) or isinstance(v, bool)
        else v
    )
    return f"[{shown}, {q}, {_ign_ts(day, hms)}]"


def _ignition() -> None:
    base = "[default]Line3/Filler"
    browse = "\n".join(
        f"{{'fullPath': {base}/{n}, 'hasChildren': False, 'name': '{n}', 'tagType': AtomicTag, "
        f"'valueSource': '{src}', 'dataType': {dt}}}"
        for n, src, dt in [
            ("Speed", "opc", "Float4"),
            ("SpeedSetpoint", "opc", "Float4"),
            ("State", "opc", "Int2"),
            ("StateText", "expr", "String"),
            ("FaultCode", "opc", "Int4"),
            ("BottlesFilled", "opc", "Int4"),
            ("LowLevelAlarm", "opc", "Boolean"),
        ]
    )
    read1 = (
        "["
        + ", ".join(
            [
                _qv(431.6, "Good", 6, "10:14:03"),
                _qv(430.0, "Good", 6, "08:02:11"),
                _qv(3, "Good", 6, "06:00:47"),
                _qv("'Running - Reduced Speed'", "Good", 6, "09:31:20"),
                _qv(0, "Good", 6, "09:31:20"),
            ]
        )
        + "]"
    )
    hist = "t_stamp,Speed,State\n" + "\n".join(
        f"2025-03-06 {h}:{m:02d}:00,{v},{st}"
        for h, m, v, st in [
            ("09", 15, 452.8, 4),
            ("09", 20, 451.9, 4),
            ("09", 25, 453.1, 4),
            ("09", 30, 449.0, 4),
            ("09", 35, 431.2, 3),
            ("09", 40, 430.6, 3),
            ("09", 45, 431.9, 3),
            ("09", 50, 430.8, 3),
            ("09", 55, 431.4, 3),
            ("10", 0, 431.0, 3),
            ("10", 5, 432.2, 3),
            ("10", 10, 431.5, 3),
        ]
    )
    after = (
        "["
        + ", ".join([_qv(450.0, "Good", 6, "10:16:40"), _qv(447.2, "Good", 6, "10:17:02")])
        + "]"
    )
    later = (
        "["
        + ", ".join(
            [
                _qv(451.3, "Good", 6, "10:21:09"),
                _qv(4, "Good", 6, "10:18:15"),
                _qv("'Running'", "Good", 6, "10:18:15"),
            ]
        )
        + "]"
    )
    session(
        "ignition",
        "ok",
        1,
        "Line 3 filler is slow: read speed, setpoint, state, last hour of speed; setpoint under "
        "450 bpm? Set 450, confirm.",
        [
            ("ignition_browse_tags", {"path": base}, browse),
            (
                "ignition_read_tags",
                {
                    "paths": [
                        f"{base}/Speed",
                        f"{base}/SpeedSetpoint",
                        f"{base}/State",
                        f"{base}/StateText",
                        f"{base}/FaultCode",
                    ]
                },
                read1,
            ),
            (
                "ignition_query_tag_history",
                {
                    "paths": [f"{base}/Speed", f"{base}/State"],
                    "startDate": "2025-03-06 09:15:00",
                    "endDate": "2025-03-06 10:15:00",
                    "intervalMinutes": 5,
                    "aggregationMode": "Average",
                },
                hist,
            ),
            (
                "ignition_write_tags",
                {"paths": [f"{base}/SpeedSetpoint"], "values": [450.0]},
                "[Good]",
            ),
            ("ignition_read_tags", {"paths": [f"{base}/SpeedSetpoint", f"{base}/Speed"]}, after),
            (
                "ignition_read_tags",
                {"paths": [f"{base}/Speed", f"{base}/State", f"{base}/StateText"]},
                later,
            ),
        ],
    )

    stale_t = ["16:02:11", "16:02:11", "16:02:12", "16:02:12"]
    machines = [
        ("Depalletizer", 302.5, 320.0),
        ("Filler", 388.0, 400.0),
        ("Capper", 391.2, 400.0),
        ("Labeler", 377.9, 400.0),
    ]
    calls: list[Call] = []
    for (m, v, sp), t in zip(machines, stale_t, strict=True):
        p = f"[edge_line4]Line4/{m}"
        calls.append(
            (
                "ignition_read_tags",
                {"paths": [f"{p}/Speed", f"{p}/SpeedSetpoint"]},
                "[" + _qv(v, "Bad_Stale", 4, t) + ", " + _qv(sp, "Bad_Stale", 4, t) + "]",
            )
        )
    calls.append(
        (
            "ignition_read_tags",
            {"paths": ["[edge_line4]Line4/Labeler/Speed", "[edge_line4]Line4/Labeler/State"]},
            "["
            + _qv(377.9, "Bad_Stale", 4, "16:02:12")
            + ", "
            + _qv(4, "Bad_Stale", 4, "16:02:12")
            + "]",
        )
    )
    session(
        "ignition",
        "fail",
        1,
        "Line 4 now (6 March 2025 10:30): speed vs setpoint of each machine; which is the "
        "bottleneck?",
        calls,
    )


def _capability(
    name: str,
    lsl: str,
    target: str,
    usl: str,
    mean: str,
    n: int,
    sw: str,
    so: str,
    within: list[tuple[str, str]],
    overall: list[tuple[str, str]],
    ppm: tuple[str, str, str],
) -> str:
    lines = [
        f"Process Capability Report for {name}",
        "",
        "Process Data",
        f"LSL            {lsl}",
        f"Target         {target}",
        f"USL            {usl}",
        f"Sample Mean    {mean}",
        f"Sample N       {n}",
        f"StDev(Overall) {so}",
        f"StDev(Within)  {sw}",
        "",
        "Overall Capability",
    ]
    lines += [f"Pp   {v}" if k == "Pp" else f"{k:<5}{v}" for k, v in overall]
    lines += ["", "Potential (Within) Capability"]
    lines += [f"{k:<5}{v}" for k, v in within]
    lines += [
        "",
        "Performance",
        "             Observed",
        f"PPM < LSL    {ppm[0]}",
        f"PPM > USL    {ppm[1]}",
        f"PPM Total    {ppm[2]}",
    ]
    return "\n".join(lines)


def _tests(chart: str, fails: list[tuple[str, str]]) -> str:
    out = [f"Test Results for {chart}", ""]
    for test, points in fails:
        out += [test, f"Test Failed at points:  {points}", ""]
    out.append(
        "* WARNING * If graph is updated with new data, the results above may no longer be correct."
    )
    return "\n".join(out)


def _spc() -> None:
    t1 = "TEST 1. One point more than 3.00 standard deviations from center line."
    t2 = "TEST 2. 9 points in a row on same side of center line."
    t5 = (
        "TEST 5. 2 out of 3 points more than 2 standard deviations from center line (on "
        "one side of CL)."
    )
    bore = _capability(
        "Bore Diameter (HX-220)",
        "24.950",
        "25.000",
        "25.050",
        "25.0071",
        125,
        "0.00871",
        "0.00934",
        [("Cp", "1.91"), ("CPL", "2.18"), ("CPU", "1.64"), ("Cpk", "1.64")],
        [("Pp", "1.78"), ("PPL", "2.03"), ("PPU", "1.53"), ("Ppk", "1.53"), ("Cpm", "1.64")],
        ("0.00", "0.00", "0.00"),
    )
    flat = _capability(
        "Face Flatness (HX-220)",
        "*",
        "*",
        "0.020",
        "0.0112",
        125,
        "0.00261",
        "0.00288",
        [("Cp", "*"), ("CPL", "*"), ("CPU", "1.12"), ("Cpk", "1.12")],
        [("Pp", "*"), ("PPL", "*"), ("PPU", "1.02"), ("Ppk", "1.02"), ("Cpm", "*")],
        ("*", "0.00", "0.00"),
    )
    thread = _capability(
        "Thread Depth (HX-220)",
        "11.800",
        "12.000",
        "12.200",
        "12.0415",
        125,
        "0.0392",
        "0.0405",
        [("Cp", "1.70"), ("CPL", "2.05"), ("CPU", "1.35"), ("Cpk", "1.35")],
        [("Pp", "1.65"), ("PPL", "1.99"), ("PPU", "1.30"), ("Ppk", "1.30"), ("Cpm", "1.44")],
        ("0.00", "0.00", "0.00"),
    )
    slot = _capability(
        "Slot Width (HX-220)",
        "7.980",
        "8.000",
        "8.020",
        "8.0093",
        125,
        "0.00611",
        "0.00702",
        [("Cp", "1.09"), ("CPL", "1.60"), ("CPU", "0.58"), ("Cpk", "0.58")],
        [("Pp", "0.95"), ("PPL", "1.39"), ("PPU", "0.51"), ("Ppk", "0.51"), ("Cpm", "0.67")],
        ("0.00", "8000.00", "8000.00"),
    )
    cc = "spc_control_chart_tests"
    cap = "spc_capability"
    week = {"part": "HX-220", "from": "2025-03-03", "to": "2025-03-07"}
    session(
        "spc",
        "ok",
        1,
        "HX-220, 3-7 March 2025: Cpk/Ppk and chart test failures per characteristic; flag Cpk < "
        "1.33.",
        [
            (cap, week | {"characteristic": "Bore Diameter"}, bore),
            (
                cc,
                week | {"characteristic": "Bore Diameter", "chart": "Xbar-R"},
                _tests("Xbar Chart of Bore Diameter (HX-220)", [(t1, "18"), (t5, "17, 18")]),
            ),
            (cap, week | {"characteristic": "Face Flatness"}, flat),
            (
                cc,
                week | {"characteristic": "Face Flatness", "chart": "Xbar-R"},
                "No test failures: Xbar Chart of Face Flatness (HX-220), tests 1-8, 25 subgroups.",
            ),
            (cap, week | {"characteristic": "Thread Depth"}, thread),
            (
                cc,
                week | {"characteristic": "Thread Depth", "chart": "Xbar-R"},
                "No test failures: Xbar Chart of Thread Depth (HX-220), tests 1-8, 25 subgroups.",
            ),
            (cap, week | {"characteristic": "Slot Width"}, slot),
            (
                cc,
                week | {"characteristic": "Slot Width", "chart": "Xbar-R"},
                _tests(
                    "Xbar Chart of Slot Width (HX-220)",
                    [(t2, "14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25"), (t5, "21, 24")],
                ),
            ),
        ],
    )

    chars = [
        "Outer Diameter",
        "Wall Thickness",
        "Overall Length",
        "Groove Depth",
        "Surface Roughness Ra",
    ]
    session(
        "spc",
        "fail",
        1,
        "This week's Cpk/Ppk for HX-310: outer diameter, wall thickness, overall length, groove "
        "depth, roughness Ra.",
        [
            (
                cap,
                {"part": "HX-310", "from": "2025-03-03", "to": "2025-03-07", "characteristic": c},
                bore,
            )
            for c in chars
        ],
    )


MX = "https://maximo.plant.local/maximo/oslc/os/mxwo"


def _mx_wo(
    wonum: str,
    desc: str,
    status: str,
    sdesc: str,
    asset: str,
    wtype: str,
    date: str,
    extra: dict[str, Any] | None = None,
) -> dict[str, Any]:
    key = f"_{wonum.encode().hex().upper()[:12]}"
    wo = {
        "href": f"{MX}/{key}",
        "wonum": wonum,
        "description": desc,
        "status": status,
        "status_description": sdesc,
        "assetnum": asset,
        "location": "PUMPHOUSE-2" if asset.startswith("P-10") else "CW-BLDG",
        "worktype": wtype,
        "siteid": "BEDFORD",
        "reportdate": date,
    }
    return wo | (extra or {})


def _mx_page(members: list[dict[str, Any]], total: int, page: int, q: str) -> str:
    info: dict[str, Any] = {"totalCount": total, "href": f"{MX}?{q}&pageno={page}", "pagenum": page}
    if total > page * 3 and members:
        info["nextPage"] = {"href": f"{MX}?{q}&pageno={page + 1}"}
    if page > 1:
        info["previousPage"] = {"href": f"{MX}?{q}&pageno={page - 1}"}
    return J({"member": members, "href": f"{MX}?{q}", "responseInfo": info})


def _maximo() -> None:
    sel = "oslc.select=wonum,description,status,assetnum,location,worktype,reportdate"
    q_open = sel + '&oslc.where=assetnum="P-1042" and status in ["WAPPR","APPR","INPRG"]'
    q_done = (
        sel + ',actfinish,failurecode,problemcode&oslc.where=assetnum="P-1042" and '
        'status in ["COMP","CLOSE"]&oslc.orderBy=-actfinish&oslc.pageSize=3'
    )
    open_wos = [
        _mx_wo(
            "104876",
            "Replace mechanical seal - leak at gland",
            "WAPPR",
            "Waiting on Approval",
            "P-1042",
            "CM",
            "2025-03-05T07:41:00-05:00",
        ),
        _mx_wo(
            "104512",
            "PM - quarterly vibration route",
            "APPR",
            "Approved",
            "P-1042",
            "PM",
            "2025-03-01T00:00:00-05:00",
        ),
    ]
    done = [
        _mx_wo(
            "103998",
            "Seal leak - replaced seal and sleeve",
            "CLOSE",
            "Closed",
            "P-1042",
            "CM",
            "2025-01-14T09:12:00-05:00",
            {
                "actfinish": "2025-01-16T15:30:00-05:00",
                "failurecode": "PUMPS",
                "problemcode": "SEALLEAK",
            },
        ),
        _mx_wo(
            "103402",
            "High vibration - realigned coupling",
            "CLOSE",
            "Closed",
            "P-1042",
            "CM",
            "2024-11-02T13:20:00-04:00",
            {
                "actfinish": "2024-11-04T11:05:00-05:00",
                "failurecode": "PUMPS",
                "problemcode": "MISALIGN",
            },
        ),
        _mx_wo(
            "102877",
            "Seal leak - replaced seal",
            "CLOSE",
            "Closed",
            "P-1042",
            "CM",
            "2024-08-19T06:55:00-04:00",
            {
                "actfinish": "2024-08-20T16:45:00-04:00",
                "failurecode": "PUMPS",
                "problemcode": "SEALLEAK",
            },
        ),
        _mx_wo(
            "102301",
            "Bearing noise - replaced outboard bearing",
            "CLOSE",
            "Closed",
            "P-1042",
            "CM",
            "2024-05-06T10:02:00-04:00",
            {
                "actfinish": "2024-05-08T14:00:00-04:00",
                "failurecode": "PUMPS",
                "problemcode": "BRGFAIL",
            },
        ),
    ]
    detail = _mx_wo(
        "104876",
        "Replace mechanical seal - leak at gland",
        "WAPPR",
        "Waiting on Approval",
        "P-1042",
        "CM",
        "2025-03-05T07:41:00-05:00",
        {
            "reportedby": "JSANTOS",
            "wopriority": 2,
            "estdur": 6.0,
            "wplabor": [{"craft": "MECH", "laborhrs": 6.0, "quantity": 2}],
            "wpmaterial": [
                {
                    "itemnum": "SEAL-2250-MC",
                    "description": "Cartridge seal 2.25in",
                    "itemqty": 1.0,
                    "storeloc": "CENTRAL",
                    "unitcost": 1840.0,
                }
            ],
            "longdescription": "Steady drip at gland, ~1 drop/s. Seal replaced "
            "7 weeks ago under WO 103998.",
        },
    )
    session(
        "maximo",
        "ok",
        1,
        "P-1042 leaks again: open WOs, last year's corrective WOs with problem codes; approve the "
        "pending seal WO.",
        [
            (
                "maximo_query_workorders",
                {"where": 'assetnum="P-1042" and status in ["WAPPR","APPR","INPRG"]', "lean": 1},
                _mx_page(open_wos, 2, 1, q_open),
            ),
            (
                "maximo_query_workorders",
                {
                    "where": 'assetnum="P-1042" and status in ["COMP","CLOSE"]',
                    "orderBy": "-actfinish",
                    "pageSize": 3,
                    "lean": 1,
                },
                _mx_page(done[:3], 4, 1, q_done),
            ),
            (
                "maximo_query_workorders",
                {
                    "where": 'assetnum="P-1042" and status in ["COMP","CLOSE"]',
                    "orderBy": "-actfinish",
                    "pageSize": 3,
                    "pageno": 2,
                    "lean": 1,
                },
                _mx_page(done[3:], 4, 2, q_done),
            ),
            (
                "maximo_get_workorder",
                {"wonum": "104876", "select": "*,wplabor,wpmaterial,longdescription"},
                J(detail),
            ),
            (
                "maximo_change_status",
                {
                    "wonum": "104876",
                    "status": "APPR",
                    "memo": "Approved by reliability - repeat seal failure, RCA to follow",
                },
                "",
            ),
            (
                "maximo_get_workorder",
                {
                    "wonum": "104876",
                    "select": "wonum,status,status_description,statusdate,changeby",
                },
                J(
                    {
                        "href": detail["href"],
                        "wonum": "104876",
                        "status": "APPR",
                        "status_description": "Approved",
                        "statusdate": "2025-03-07T10:02:18-05:00",
                        "changeby": "MAXADMIN_AI",
                    }
                ),
            ),
        ],
    )

    pumps = ["P-2101", "P-2102", "P-2103", "P-2104"]

    def q_cm(p: str) -> str:
        return (
            sel + f'&oslc.where=assetnum="{p}" and worktype="CM" and status in '
            '["WAPPR","APPR","WSCH","INPRG","WMATL"]'
        )

    meters = {
        "P-2101": ("41233", "2025-03-07T06:00:00-05:00"),
        "P-2102": ("38710", "2025-03-07T06:00:00-05:00"),
        "P-2103": ("52094", "2025-03-07T06:00:00-05:00"),
        "P-2104": ("12877", "2025-03-06T18:00:00-05:00"),
    }

    def meter(p: str) -> str:
        v, d = meters[p]
        return J(
            {
                "member": [
                    {
                        "href": f"https://maximo.plant.local/maximo/oslc/os/mxasset/"
                        f"_{p.encode().hex().upper()}",
                        "assetnum": p,
                        "assetmeter": [
                            {
                                "metername": "RUNHOURS",
                                "lastreading": v,
                                "lastreadingdate": d,
                                "measureunitid": "HOURS",
                            }
                        ],
                    }
                ],
                "responseInfo": {"totalCount": 1, "pagenum": 1},
            }
        )

    calls: list[Call] = []
    for p in pumps:
        members = (
            [
                _mx_wo(
                    "104903",
                    "Motor overheating alarm - check cooling fan",
                    "WMATL",
                    "Waiting on Material",
                    "P-2104",
                    "CM",
                    "2025-03-04T14:20:00-05:00",
                )
            ]
            if p == "P-2104"
            else []
        )
        calls.append(
            (
                "maximo_query_workorders",
                {
                    "where": f'assetnum="{p}" and worktype="CM" '
                    'and status in ["WAPPR","APPR","WSCH","INPRG","WMATL"]',
                    "lean": 1,
                },
                _mx_page(members, len(members), 1, q_cm(p)),
            )
        )
    for p in pumps:
        calls.append(
            ("maximo_get_asset_meters", {"assetnum": p, "metername": "RUNHOURS"}, meter(p))
        )
    session(
        "maximo",
        "ok",
        2,
        "Pumps P-2101 to P-2104: which have no open corrective WOs? Latest run-hours of each.",
        calls,
    )

    err = J(
        {
            "Error": {
                "extendedError": {
                    "moreInfo": {
                        "href": "https://maximo.plant.local/maximo/oslc/error/messages/BMXAA0021E"
                    }
                },
                "reasonCode": "BMXAA0021E",
                "message": "BMXAA0021E - User name and password combination are not "
                "valid. Try again.",
                "statusCode": "401",
            }
        }
    )
    asks = [
        ("maximo_query_workorders", {"where": 'location="BOILER-1" and status="INPRG"', "lean": 1}),
        ("maximo_query_workorders", {"where": 'location="BOILER-1"', "lean": 1}),
        ("maximo_get_workorder", {"wonum": "104790"}),
        ("maximo_query_workorders", {"where": 'status="INPRG"', "pageSize": 20, "lean": 1}),
        ("maximo_get_asset_meters", {"assetnum": "B-0101", "metername": "RUNHOURS"}),
    ]
    session(
        "maximo",
        "fail",
        1,
        "List the work orders in progress at BOILER-1 and who is assigned to each, for "
        "the 10:00 maintenance meeting.",
        [(t, a, err) for t, a in asks],
    )


def _upkeep() -> None:
    parts = J(
        {
            "success": True,
            "results": [
                {
                    "id": k,
                    "partNumber": pn,
                    "name": n,
                    "quantity": q,
                    "minimumQuantity": mn,
                    "area": "Stores A",
                    "assets": ["Conveyor C-2"],
                    "updatedAt": "2025-03-06T16:02:11.000Z",
                }
                for k, pn, n, q, mn in [
                    ("Pq81xZ1c", "BLT-40-1800", "Drive belt 40mm x 1800mm", 1, 2),
                    ("Pq81xZ1d", "BRG-6205-2RS", "Bearing 6205-2RS", 14, 6),
                    ("Pq81xZ1e", "RLR-50-600", "Idler roller 50x600", 0, 4),
                    ("Pq81xZ1f", "MTR-GBX-0.75", "Gear motor 0.75 kW", 1, 1),
                    ("Pq81xZ1g", "SNS-PE-18", "Photo-eye sensor M18", 3, 2),
                ]
            ],
        }
    )
    wos = [
        (
            "dfRcCf8MkL",
            "001231",
            "Replace worn idler rollers, Line 2 conveyor",
            "open",
            "Corrective",
            "RLR-50-600 x4",
        ),
        (
            "dfRcCf8MkM",
            "001236",
            "Replace drive belt (cracking)",
            "open",
            "Corrective",
            "BLT-40-1800 x1",
        ),
        ("dfRcCf8MkN", "001240", "Monthly PM - Line 2 conveyor", "open", "Preventive", ""),
    ]
    wo_list = J(
        {
            "success": True,
            "results": [
                {
                    "id": i,
                    "workOrderNo": no,
                    "title": t,
                    "status": s,
                    "priority": 2,
                    "category": c,
                    "asset": "Conveyor C-2",
                    "location": "Line 2",
                    "dueDate": "2025-03-1" + no[-1] + "T00:00:00.000Z",
                    "createdAt": "2025-03-0" + no[-1] + "T08:00:00.000Z",
                }
                for i, no, t, s, c, _ in wos
            ],
        }
    )

    def one(k: int, note: str) -> str:
        i, no, t, s, c, used = wos[k]
        return J(
            {
                "success": True,
                "result": {
                    "id": i,
                    "workOrderNo": no,
                    "title": t,
                    "status": s,
                    "category": c,
                    "partsUsed": used,
                    "description": note,
                    "assignedToUser": "mvargas",
                    "asset": "Conveyor C-2",
                },
            }
        )

    def held(k: int) -> str:
        i, no, t, _s, c, _u = wos[k]
        return J(
            {
                "success": True,
                "result": {
                    "id": i,
                    "workOrderNo": no,
                    "title": t,
                    "status": "onHold",
                    "category": c,
                    "updatedAt": "2025-03-07T09:41:0" + str(k) + ".000Z",
                },
            }
        )

    session(
        "upkeep",
        "ok",
        1,
        "UpKeep: Line 2 conveyor parts below minimum and the open WOs waiting on them; put those "
        "WOs on hold.",
        [
            ("upkeep_list_parts", {"asset": "Conveyor C-2"}, parts),
            ("upkeep_list_work_orders", {"asset": "Conveyor C-2", "status": "open"}, wo_list),
            (
                "upkeep_get_work_order",
                {"id": "dfRcCf8MkL"},
                one(0, "Four idlers seized at the tail end. Needs RLR-50-600 x4."),
            ),
            (
                "upkeep_get_work_order",
                {"id": "dfRcCf8MkM"},
                one(1, "Belt edge cracking, replace before failure. Needs BLT-40-1800."),
            ),
            (
                "upkeep_update_work_order",
                {
                    "id": "dfRcCf8MkL",
                    "status": "onHold",
                    "note": "Waiting on RLR-50-600 x4 (PO 4471)",
                },
                held(0),
            ),
            (
                "upkeep_update_work_order",
                {
                    "id": "dfRcCf8MkM",
                    "status": "onHold",
                    "note": "Waiting on BLT-40-1800 (PO 4472)",
                },
                held(1),
            ),
        ],
    )


def industrial() -> None:
    _pi()
    _ignition()
    _spc()
    _maximo()
    _upkeep()


# --------------------------------------------------------------------------------------------
# Build systems
# --------------------------------------------------------------------------------------------

BZ_HOME = "/home/dev/.cache/bazel/_bazel_dev/4e1c7a0b9d2f55e3a1c6b8d7f0e2a9c4"


def _bazel_head(inv: str, analyzed: str, found: str) -> str:
    return (
        f"INFO: Invocation ID: {inv}\nLoading: \nLoading: 0 packages loaded\n"
        f"INFO: Analyzed {analyzed}.\nINFO: Found {found}..."
    )


def _bazel() -> None:
    ack = "Applied patch to {} ({} hunk{})"
    b1 = (
        _bazel_head(
            "6b0d3c1e-5a2f-4b8e-9c71-2e4f0a9d1c33",
            "14 targets (0 packages loaded, 0 targets configured)",
            "14 targets",
        )
        + "\nERROR: /home/dev/monorepo/services/ledger/BUILD.bazel:21:11: Compiling "
        "services/ledger/posting.cc failed: (Exit 1): gcc failed: error executing CppCompile "
        "command (from target //services/ledger:posting) /usr/bin/gcc -U_FORTIFY_SOURCE "
        "-fstack-protector -Wall ... (remaining 31 arguments skipped)\n\n"
        "Use --sandbox_debug to see verbose messages from the sandbox and retain the sandbox "
        "build root for debugging\nservices/ledger/posting.cc: In member function 'absl::"
        "Status ledger::Posting::Apply(ledger::Journal&)':\nservices/ledger/posting.cc:88:22: "
        "error: 'class ledger::Journal' has no member named 'append'; did you mean 'Append'?\n"
        "   88 |     journal.append(entry);\n      |             ^~~~~~\n      |"
        "             Append\nTarget //services/ledger:server failed to build\nUse "
        "--verbose_failures to see the command lines of failed build steps.\nINFO: Elapsed "
        "time: 2.941s, Critical Path: 2.63s\nINFO: 6 processes: 5 internal, 1 linux-sandbox.\n"
        "FAILED: Build did NOT complete successfully"
    )
    b2 = (
        _bazel_head(
            "0f3e9a41-77c2-4d1b-8e0a-b35c6d2e7f18",
            "14 targets (0 packages loaded, 0 targets configured)",
            "14 targets",
        )
        + "\nERROR: /home/dev/monorepo/services/ledger/BUILD.bazel:40:10: Linking "
        "services/ledger/server failed: (Exit 1): gcc failed: error executing CppLink command "
        "(from target //services/ledger:server) /usr/bin/gcc @bazel-out/k8-fastbuild/bin/"
        "services/ledger/server-2.params\n\nUse --sandbox_debug to see verbose messages from "
        "the sandbox and retain the sandbox build root for debugging\n/usr/bin/ld: bazel-out/"
        "k8-fastbuild/bin/services/ledger/_objs/posting/posting.pic.o: in function `ledger::"
        "Posting::Apply(ledger::Journal&)':\nposting.cc:(.text+0x1a4): undefined reference to "
        "`ledger::AuditLog::Record(std::basic_string_view<char, std::char_traits<char> >)'\n"
        "collect2: error: ld returned 1 exit status\nTarget //services/ledger:server failed to "
        "build\nUse --verbose_failures to see the command lines of failed build steps.\nINFO: "
        "Elapsed time: 3.518s, Critical Path: 3.12s\nINFO: 4 processes: 2 internal, 2 "
        "linux-sandbox.\nFAILED: Build did NOT complete successfully"
    )
    b3 = (
        _bazel_head(
            "a81d7c02-3b9e-45f6-a0c4-19e2d8b7f630",
            "14 targets (1 package loaded, 3 targets configured)",
            "14 targets",
        )
        + "\nTarget //services/ledger:server up-to-date:\n  bazel-bin/services/ledger/server\n"
        "INFO: Elapsed time: 4.102s, Critical Path: 3.77s\nINFO: 9 processes: 3 disk cache "
        "hit, 4 internal, 2 linux-sandbox.\nINFO: Build completed successfully, 9 total "
        "actions"
    )
    log = (
        f"{BZ_HOME}/execroot/_main/bazel-out/k8-fastbuild/testlogs/services/ledger/"
        "posting_test/test.log"
    )
    t1 = (
        _bazel_head(
            "c4e20b6a-91d3-4f7e-8a25-7d0c1e9b3f44",
            "17 targets (0 packages loaded, 6 targets configured)",
            "14 targets and 3 test targets",
        )
        + f"\nFAIL: //services/ledger:posting_test (see {log})\nINFO: Elapsed time: 6.210s, "
        "Critical Path: 5.12s\nINFO: 12 processes: 4 internal, 8 linux-sandbox.\nINFO: Build "
        "completed, 1 test FAILED, 12 total actions\n//services/ledger:journal_test"
        "                                          PASSED in 0.3s\n"
        "//services/ledger:posting_test                                          FAILED in "
        f"0.4s\n  {log}\n//services/ledger:server_smoke_test"
        "                                     PASSED in 1.2s\n\nExecuted 3 out of 3 tests: "
        "2 tests pass and 1 fails locally."
    )
    gtest = (
        'exec ${PAGER:-/usr/bin/less} "$0" || exit 1\nExecuting tests from '
        "//services/ledger:posting_test\n-------------------------------------------------"
        "----------------------------\n[==========] Running 6 tests from 1 test suite.\n"
        "[----------] 6 tests from PostingTest\n[ RUN      ] PostingTest.AppliesDebit\n[  "
        "     OK ] PostingTest.AppliesDebit (0 ms)\n[ RUN      ] PostingTest.AppliesCredit\n"
        "[       OK ] PostingTest.AppliesCredit (0 ms)\n[ RUN      ] PostingTest."
        "RejectsUnbalanced\n[       OK ] PostingTest.RejectsUnbalanced (0 ms)\n[ RUN      ]"
        " PostingTest.RecordsAudit\nservices/ledger/posting_test.cc:74: Failure\nExpected "
        "equality of these values:\n  audit.entries().size()\n    Which is: 2\n  1\n[  "
        "FAILED  ] PostingTest.RecordsAudit (1 ms)\n[ RUN      ] PostingTest.RoundsHalfEven\n"
        "[       OK ] PostingTest.RoundsHalfEven (0 ms)\n[ RUN      ] PostingTest."
        "IdempotentReplay\n[       OK ] PostingTest.IdempotentReplay (0 ms)\n[----------] "
        "6 tests from PostingTest (2 ms total)\n\n[==========] 6 tests from 1 test suite "
        "ran. (2 ms total)\n[  PASSED  ] 5 tests.\n[  FAILED  ] 1 test, listed below:\n"
        "[  FAILED  ] PostingTest.RecordsAudit\n\n 1 FAILED TEST"
    )
    t2 = (
        _bazel_head(
            "5d93b1e0-0c4a-4e8f-b2d7-e61a9f3c0b25",
            "17 targets (0 packages loaded, 0 targets configured)",
            "14 targets and 3 test targets",
        )
        + "\nINFO: Elapsed time: 2.874s, Critical Path: 2.41s\nINFO: 5 processes: 2 internal, 3 "
        "linux-sandbox.\nINFO: Build completed successfully, 5 total actions\n"
        "//services/ledger:journal_test                                 (cached) PASSED in "
        "0.3s\n//services/ledger:posting_test                                          PASSED"
        " in 0.4s\n//services/ledger:server_smoke_test                            (cached) "
        "PASSED in 1.2s\n\nExecuted 1 out of 3 tests: 3 tests pass."
    )
    session(
        "bazel",
        "ok",
        1,
        "Fix //services/ledger after the Journal API rename: it must build and pass its tests "
        "(Bazel).",
        [
            ("bazel", {"args": "build //services/ledger:all"}, b1),
            (
                "apply_patch",
                {
                    "path": "services/ledger/posting.cc",
                    "patch": "@@ -88 +88 @@\n-    journal.append(entry);\n"
                    "+    journal.Append(entry);",
                },
                ack.format("services/ledger/posting.cc", 1, ""),
            ),
            ("bazel", {"args": "build //services/ledger:all"}, b2),
            (
                "apply_patch",
                {
                    "path": "services/ledger/BUILD.bazel",
                    "patch": '@@ -27,2 +27,3 @@\n     deps = [\n+        "//lib/audit:audit_log",',
                },
                ack.format("services/ledger/BUILD.bazel", 1, ""),
            ),
            ("bazel", {"args": "build //services/ledger:all"}, b3),
            ("bazel", {"args": "test //services/ledger/..."}, t1),
            ("read_file", {"path": log}, gtest),
            (
                "apply_patch",
                {
                    "path": "services/ledger/posting.cc",
                    "patch": "@@ -91,3 +91,2 @@\n   audit_->Record(entry.id());\n"
                    "-  audit_->Record(entry.id());",
                },
                ack.format("services/ledger/posting.cc", 1, ""),
            ),
            ("bazel", {"args": "test //services/ledger/..."}, t2),
        ],
    )

    rdeps = (
        "Loading: 0 packages loaded\n//apps/billing:server\n//apps/billing:server_lib\n"
        "//apps/billing:server_test\n//lib/legacy_crypto:legacy_crypto\n"
        "//lib/legacy_crypto:legacy_crypto_test\n//lib/payments/tokenize:tokenize\n"
        "//lib/payments/tokenize:tokenize_test\n//tools/migrate_keys:migrate_keys"
    )
    empty = "Loading: 0 packages loaded\nINFO: Empty results"
    paths = (
        "Loading: 0 packages loaded\n//apps/billing:server\n//apps/billing:server_lib\n"
        "//lib/payments/tokenize:tokenize\n//lib/legacy_crypto:legacy_crypto"
    )
    tests = (
        "Loading: 0 packages loaded\n//apps/billing:server_test\n"
        "//lib/legacy_crypto:legacy_crypto_test\n//lib/payments/tokenize:tokenize_test"
    )
    full = (
        _bazel_head(
            "e02c6f19-4a7b-4d33-9f1e-8b5a0c2d7e61",
            "2114 targets (412 packages loaded, 38876 targets configured)",
            "2114 targets",
        )
        + "\nINFO: From Compiling third_party/zlib/deflate.c:\nthird_party/zlib/deflate.c:1123:"
        "5: warning: this 'if' clause does not guard... [-Wmisleading-indentation]\n"
        "INFO: Elapsed time: 212.771s, Critical Path: 61.04s\nINFO: 5318 processes: 4702 "
        "disk cache hit, 581 internal, 35 linux-sandbox.\nINFO: Build completed "
        "successfully, 5318 total actions"
    )
    session(
        "bazel",
        "ok",
        2,
        "Before deleting //lib/legacy_crypto: its rdeps, whether //apps/checkout:server needs it, "
        "affected tests, disk-cache hits.",
        [
            ("bazel", {"args": "query 'rdeps(//..., //lib/legacy_crypto)'"}, rdeps),
            (
                "bazel",
                {"args": "query 'somepath(//apps/checkout:server, //lib/legacy_crypto)'"},
                empty,
            ),
            (
                "bazel",
                {"args": "query 'somepath(//apps/billing:server, //lib/legacy_crypto)'"},
                paths,
            ),
            (
                "bazel",
                {"args": "query 'kind(\".*_test\", rdeps(//..., //lib/legacy_crypto))'"},
                tests,
            ),
            ("bazel", {"args": "build //... --disk_cache=/mnt/bazel-disk-cache"}, full),
        ],
    )

    rbe = (
        "INFO: Invocation ID: {}\nERROR: Failed to query remote execution capabilities: "
        "UNAVAILABLE: Unable to resolve host rbe.build.internal\n"
        "INFO: Elapsed time: 20.{}s\nINFO: 0 processes.\nFAILED: Build did NOT complete "
        "successfully (0 packages loaded)"
    )
    ids = [
        "1c2d3e4f-0000-4a1b-9c8d-7e6f5a4b3c21",
        "2d3e4f50-1111-4b2c-8d9e-6f5a4b3c2d10",
        "3e4f5061-2222-4c3d-9eaf-5a4b3c2d1e0f",
        "4f506172-3333-4d4e-8fb0-4b3c2d1e0f9e",
        "50617283-4444-4e5f-9ac1-3c2d1e0f9e8d",
    ]
    argv = [
        "build --config=rbe //services/search:indexer",
        "build --config=rbe --remote_timeout=120 //services/search:indexer",
        "test --config=rbe //services/search:indexer_test",
        "build --config=rbe --remote_executor=grpcs://rbe.build.internal:443 "
        "//services/search:indexer",
        "build --config=rbe --jobs=50 //services/search/...",
    ]
    session(
        "bazel",
        "fail",
        1,
        "Build //services/search:indexer with --config=rbe (remote execution) and run its tests.",
        [
            ("bazel", {"args": a}, rbe.format(i, 100 + 7 * k))
            for k, (a, i) in enumerate(zip(argv, ids, strict=True))
        ],
    )


def _nix() -> None:
    drv = "/nix/store/q7x1l0d8s3k2m9c4v6b5n1p0r8t2y7w3-fastjson-2.4.0.drv"
    out = "/nix/store/m3f9k2c7x0d1s8l4q6v5b2n7p9r0t1y3-fastjson-2.4.0"
    ack = "Applied patch to nix/overlays/fastjson.nix (1 hunk)"
    n1 = (
        "error: hash mismatch in fixed-output derivation '/nix/store/8x2kq0d9s1m3c7v4b6n2p5r0"
        "t8y1w3l6-source.drv':\n         specified: sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
        "AAAAAA=\n            got:    sha256-3mWq7ZkqA0bTtq2cQ7h1m0H1V1fJ2o3wq3a9cYtq0Nc=\n"
        f"error: 1 dependencies of derivation '{drv}' failed to build"
    )
    n2 = (
        f"error: builder for '{drv}' failed with exit code 2;\n       last 10 log lines:\n"
        "       > -- Build files have been written to: /build/source/build\n"
        "       > Running phase: buildPhase\n       > build flags: -j16\n"
        "       > [  7%] Building CXX object CMakeFiles/fastjson.dir/src/parse.cpp.o\n"
        "       > /build/source/src/parse.cpp:41:10: fatal error: simdutf.h: No such file or "
        "directory\n       >    41 | #include <simdutf.h>\n       >       |          "
        "^~~~~~~~~~~\n       > compilation terminated.\n       For full logs, run 'nix log "
        f"{drv}'."
    )
    sizes = f"{out}\t  98.1M"
    why = (
        f"{out}\n└───share/fastjson/bin/fastjson-gen: #!/nix/store/1k9q2x7c0d3s8l5v4b6n1p0r7"
        "t2y8w3m-python3-3.12.4/bin/python3\n    → /nix/store/1k9q2x7c0d3s8l5v4b6n1p0r7t2y8w"
        "3m-python3-3.12.4"
    )
    session(
        "nix",
        "ok",
        1,
        "Bump fastjson to 2.4.0, fix the hash, build with Nix; closure size and why it depends on "
        "python3?",
        [
            ("nix", {"args": "build .#fastjson --print-out-paths"}, n1),
            (
                "apply_patch",
                {
                    "path": "nix/overlays/fastjson.nix",
                    "patch": '-    hash = "sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=";'
                    '\n+    hash = "sha256-3mWq7ZkqA0bTtq2cQ7h1m0H1V1fJ2o3wq3a9cYtq0Nc=";',
                },
                ack,
            ),
            ("nix", {"args": "build .#fastjson --print-out-paths"}, n2),
            (
                "apply_patch",
                {
                    "path": "nix/overlays/fastjson.nix",
                    "patch": "-    buildInputs = [ zlib ];\n+    buildInputs = [ zlib simdutf ];",
                },
                ack,
            ),
            ("nix", {"args": "build .#fastjson --print-out-paths"}, out + "\n"),
            ("nix", {"args": "path-info -Sh ./result"}, sizes),
            ("nix", {"args": "why-depends --precise ./result nixpkgs#python3"}, why),
        ],
    )

    dead = (
        "error: cannot connect to socket at '/nix/var/nix/daemon-socket/socket': Connection refused"
    )
    argv = [
        "build .#api-server",
        "build .#api-server --print-build-logs",
        "flake check",
        "store ping",
        "log .#api-server",
    ]
    session(
        "nix",
        "fail",
        1,
        "Build .#api-server with Nix and run `nix flake check`; report any failures.",
        [("nix", {"args": a}, dead) for a in argv],
    )


def _cmake() -> None:
    c1 = (
        "-- The C compiler identification is GNU 13.2.0\n-- The CXX compiler identification "
        "is GNU 13.2.0\n-- Check for working CXX compiler: /usr/bin/c++ - skipped\n"
        'CMake Error at CMakeLists.txt:18 (find_package):\n  By not providing "FindPROJ.'
        'cmake" in CMAKE_MODULE_PATH this project has\n  asked CMake to find a package '
        'configuration file provided by "PROJ", but\n  CMake did not find one.\n\n  Could '
        'not find a package configuration file provided by "PROJ" with any of\n  the '
        "following names:\n\n    PROJConfig.cmake\n    proj-config.cmake\n\n  Add the "
        'installation prefix of "PROJ" to CMAKE_PREFIX_PATH or set "PROJ_DIR"\n  to a '
        'directory containing one of the above files.  If "PROJ" provides a\n  separate '
        "development package or SDK, be sure it has been installed.\n\n\n-- Configuring "
        "incomplete, errors occurred!"
    )
    c2 = (
        '-- Found PROJ: /opt/proj-9.4/lib/cmake/proj (found version "9.4.0")\n-- Found '
        'SQLite3: /usr/include (found version "3.45.1")\n-- Found ZLIB: /usr/lib/x86_64-'
        'linux-gnu/libz.so (found version "1.3")\n-- Configuring done (0.8s)\n-- Generating '
        "done (0.1s)\n-- Build files have been written to: /src/tileserver/build"
    )
    k1 = (
        "[1/47] Building CXX object src/CMakeFiles/tiles.dir/tile_math.cpp.o\n[2/47] Building "
        "CXX object src/CMakeFiles/tiles.dir/bbox.cpp.o\n[3/47] Building CXX object src/"
        "CMakeFiles/tiles.dir/mvt_encoder.cpp.o\nFAILED: src/CMakeFiles/tiles.dir/"
        "mvt_encoder.cpp.o \n/usr/bin/c++ -I/src/tileserver/include -isystem /opt/proj-9.4/"
        "include -O2 -g -std=gnu++20 -MD -MT src/CMakeFiles/tiles.dir/mvt_encoder.cpp.o -MF "
        "src/CMakeFiles/tiles.dir/mvt_encoder.cpp.o.d -o src/CMakeFiles/tiles.dir/"
        "mvt_encoder.cpp.o -c /src/tileserver/src/mvt_encoder.cpp\n/src/tileserver/src/"
        "mvt_encoder.cpp:12:10: fatal error: protozero/pbf_writer.hpp: No such file or "
        "directory\n   12 | #include <protozero/pbf_writer.hpp>\n      |          "
        "^~~~~~~~~~~~~~~~~~~~~~~~~~\ncompilation terminated.\n[4/47] Building CXX object src/"
        "CMakeFiles/tiles.dir/geojson.cpp.o\nninja: build stopped: subcommand failed."
    )
    c3 = (
        '-- Found PROJ: /opt/proj-9.4/lib/cmake/proj (found version "9.4.0")\n-- Found '
        'protozero: /opt/protozero/include (found suitable version "1.7.1", minimum required '
        'is "1.7")\n-- Configuring done (0.3s)\n-- Generating done (0.1s)\n-- Build files '
        "have been written to: /src/tileserver/build"
    )
    k2 = (
        "[1/44] Building CXX object src/CMakeFiles/tiles.dir/mvt_encoder.cpp.o\n[2/44] "
        "Building CXX object src/CMakeFiles/tiles.dir/geojson.cpp.o\n/src/tileserver/src/"
        "geojson.cpp: In function 'std::string tiles::to_geojson(const Feature&)':\n/src/"
        "tileserver/src/geojson.cpp:57:14: warning: unused variable 'precision' "
        "[-Wunused-variable]\n   57 |   const auto precision = 7;\n      |              "
        "^~~~~~~~~\n[3/44] Building CXX object src/CMakeFiles/tiles.dir/simplify.cpp.o\n"
        "...\n[43/44] Linking CXX static library src/libtiles.a\n[44/44] Linking CXX "
        "executable tileserver"
    )
    t1 = (
        "Test project /src/tileserver/build\n    Start 1: tile_math\n1/4 Test #1: tile_math "
        "........................   Passed    0.02 sec\n    Start 2: bbox\n2/4 Test #2: bbox "
        ".............................   Passed    0.01 sec\n    Start 3: mvt_roundtrip\n3/4 "
        "Test #3: mvt_roundtrip ....................***Failed    0.31 sec\n    Start 4: "
        "http_smoke\n4/4 Test #4: http_smoke .......................   Passed    1.48 sec\n\n"
        "75% tests passed, 1 tests failed out of 4\n\nTotal Test time (real) =   1.84 sec\n\n"
        "The following tests FAILED:\n\t  3 - mvt_roundtrip (Failed)\nErrors while running "
        "CTest\nOutput from these tests are in: /src/tileserver/build/Testing/Temporary/"
        'LastTest.log\nUse "--rerun-failed --output-on-failure" to re-run the failed cases '
        "verbosely."
    )
    t2 = (
        "Test project /src/tileserver/build\n    Start 3: mvt_roundtrip\n1/1 Test #3: "
        "mvt_roundtrip ....................***Failed    0.30 sec\nmvt_roundtrip: decoding "
        "tile 14/8185/5449\n/src/tileserver/tests/mvt_roundtrip.cpp:63: FAILED:\n  "
        "REQUIRE( decoded.layers[0].features.size() == original.size() )\nwith expansion:\n  "
        "211 == 214\n\n3 features with zero-area polygons dropped by the encoder "
        "(simplify tolerance 0.5 px)\n\n0% tests passed, 1 tests failed out of 1\n\nTotal "
        "Test time (real) =   0.31 sec\n\nThe following tests FAILED:\n\t  3 - mvt_roundtrip "
        "(Failed)\nErrors while running CTest"
    )
    k3 = (
        "[1/3] Building CXX object src/CMakeFiles/tiles.dir/simplify.cpp.o\n[2/3] Linking CXX "
        "static library src/libtiles.a\n[3/3] Linking CXX executable tileserver"
    )
    t3 = (
        "Test project /src/tileserver/build\n    Start 1: tile_math\n1/4 Test #1: tile_math "
        "........................   Passed    0.02 sec\n    Start 2: bbox\n2/4 Test #2: bbox "
        ".............................   Passed    0.01 sec\n    Start 3: mvt_roundtrip\n3/4 "
        "Test #3: mvt_roundtrip ....................   Passed    0.29 sec\n    Start 4: "
        "http_smoke\n4/4 Test #4: http_smoke .......................   Passed    1.51 sec\n\n"
        "100% tests passed, 0 tests failed out of 4\n\nTotal Test time (real) =   1.85 sec"
    )
    session(
        "cmake",
        "ok",
        1,
        "Build tileserver with CMake/Ninja (deps in /opt), run the tests, fix failures.",
        [
            (
                "cmake_configure",
                {"source": "/src/tileserver", "build": "build", "generator": "Ninja"},
                c1,
            ),
            (
                "cmake_configure",
                {
                    "source": "/src/tileserver",
                    "build": "build",
                    "generator": "Ninja",
                    "defines": {"CMAKE_PREFIX_PATH": "/opt/proj-9.4"},
                },
                c2,
            ),
            ("cmake_build", {"build": "build"}, k1),
            (
                "cmake_configure",
                {
                    "source": "/src/tileserver",
                    "build": "build",
                    "generator": "Ninja",
                    "defines": {"CMAKE_PREFIX_PATH": "/opt/proj-9.4;/opt/protozero"},
                },
                c3,
            ),
            ("cmake_build", {"build": "build"}, k2),
            ("ctest", {"build": "build"}, t1),
            ("ctest", {"build": "build", "args": "-R mvt_roundtrip --output-on-failure"}, t2),
            (
                "apply_patch",
                {
                    "path": "src/simplify.cpp",
                    "patch": "-  if (area(ring) < "
                    "tolerance) continue;\n+  if (area(ring) == 0.0 && !keep_degenerate) continue;",
                },
                "Applied patch to src/simplify.cpp (1 hunk)",
            ),
            ("cmake_build", {"build": "build"}, k3),
            ("ctest", {"build": "build"}, t3),
        ],
    )

    explain = (
        "ninja explain: output build/generated/version.h older than most recent input "
        "/src/tileserver/.git/index (1741253612 vs 1741253698)\nninja explain: "
        "build/generated/version.h is dirty\nninja explain: src/CMakeFiles/tiles.dir/"
        "tile_math.cpp.o is dirty\nninja explain: src/CMakeFiles/tiles.dir/bbox.cpp.o is "
        "dirty\nninja explain: src/CMakeFiles/tiles.dir/mvt_encoder.cpp.o is dirty\n"
        "ninja explain: src/CMakeFiles/tiles.dir/geojson.cpp.o is dirty\n[... 39 more "
        "'is dirty' lines ...]\n[1/46] Generating generated/version.h\n[2/46] Building "
        "CXX object src/CMakeFiles/tiles.dir/tile_math.cpp.o"
    )
    query = (
        "build/generated/version.h:\n  input: CUSTOM_COMMAND\n    /src/tileserver/cmake/"
        "version.cmake\n    /src/tileserver/.git/index\n  outputs:\n    src/CMakeFiles/"
        "tiles.dir/tile_math.cpp.o\n    src/CMakeFiles/tiles.dir/bbox.cpp.o\n    src/"
        "CMakeFiles/tiles.dir/mvt_encoder.cpp.o\n    src/CMakeFiles/tiles.dir/geojson.cpp.o"
        "\n    src/CMakeFiles/tiles.dir/simplify.cpp.o\n    [... 39 more ...]"
    )
    cc1 = (
        "Cacheable calls:   1382 / 1420 (97.32%)\n  Hits:             118 / 1382 ( 8.54%)\n"
        "    Direct:          96 /  118 (81.36%)\n    Preprocessed:    22 /  118 (18.64%)\n"
        "  Misses:          1264 / 1382 (91.46%)\nUncacheable calls:   38 / 1420 ( 2.68%)\n"
        "Local storage:\n  Cache size (GB): 2.1 / 5.0 (42.07%)\n  Hits:             118 / "
        "1382 ( 8.54%)\n  Misses:          1264 / 1382 (91.46%)"
    )
    vcm = (
        "# cmake/version.cmake\nexecute_process(COMMAND git describe --always --dirty\n"
        "  OUTPUT_VARIABLE TS_GIT_REV OUTPUT_STRIP_TRAILING_WHITESPACE)\nstring(TIMESTAMP "
        'TS_BUILD_TIME "%Y-%m-%dT%H:%M:%SZ" UTC)\nconfigure_file(${SRC}/include/tiles/'
        "version.h.in ${OUT}/version.h)\n"
    )
    cc2 = (
        "Cacheable calls:   1428 / 1466 (97.41%)\n  Hits:             163 / 1428 (11.41%)\n"
        "    Direct:         141 /  163 (86.50%)\n    Preprocessed:    22 /  163 (13.50%)\n"
        "  Misses:          1265 / 1428 (88.59%)\nUncacheable calls:   38 / 1466 ( 2.59%)\n"
        "Local storage:\n  Cache size (GB): 2.1 / 5.0 (42.11%)\n  Hits:             163 / "
        "1428 (11.41%)\n  Misses:          1265 / 1428 (88.59%)"
    )
    session(
        "cmake",
        "ok",
        2,
        "Every ninja run rebuilds all of tileserver: why? Fix it, check ccache, show a no-op "
        "build.",
        [
            ("ninja", {"args": "-C build -n -d explain"}, explain),
            ("ninja", {"args": "-C build -t query generated/version.h"}, query),
            ("ccache", {"args": "-s"}, cc1),
            ("read_file", {"path": "cmake/version.cmake"}, vcm),
            (
                "apply_patch",
                {
                    "path": "cmake/version.cmake",
                    "patch": "-string(TIMESTAMP "
                    "TS_BUILD_TIME ...)\n+# build time moved to a separate, unlinked "
                    "build_info.cpp\n-configure_file(... ${OUT}/version.h)\n+configure_file(... "
                    "${OUT}/version.h @ONLY)  # rewritten only when the revision changes",
                },
                "Applied patch to cmake/version.cmake (2 hunks)",
            ),
            (
                "cmake_build",
                {"build": "build"},
                "[1/46] Re-running CMake...\n-- "
                "Configuring done (0.4s)\n-- Generating done (0.1s)\n-- Build files have been "
                "written to: /src/tileserver/build\n[2/46] Building CXX object src/CMakeFiles/"
                "tiles.dir/tile_math.cpp.o\n...\n[46/46] Linking CXX executable tileserver",
            ),
            (
                "ninja",
                {"args": "-C build"},
                "ninja: Entering directory `build'\nninja: no work to do.",
            ),
            ("ccache", {"args": "-s"}, cc2),
        ],
    )


MESON_HEAD = (
    "The Meson build system\nVersion: 1.4.1\nSource dir: /src/libgeohash\nBuild dir: "
    "/src/libgeohash/builddir\nBuild type: native build\nProject name: libgeohash\n"
    'Project version: 0.9.2\nC compiler for the host machine: cc (gcc 13.2.0 "cc '
    '(GCC) 13.2.0")\nC linker for the host machine: cc ld.bfd 2.42\nHost machine cpu '
    "family: x86_64\nHost machine cpu: x86_64\n"
)


def _mtest(results: list[tuple[str, str, str]], logdir: str = "builddir") -> str:
    n = len(results)
    lines = [f"ninja: Entering directory `/src/libgeohash/{logdir}'", "ninja: no work to do."]
    for k, (name, res, t) in enumerate(results):
        extra = "          exit status 1" if res == "FAIL" else ""
        lines.append(f"{k + 1}/{n} libgeohash:{name:<22}{res:<16}{t}s{extra}")
    fails = sum(r == "FAIL" for _, r, _ in results)
    lines += [
        "",
        f"Ok:                 {n - fails}",
        "Expected Fail:      0",
        f"Fail:               {fails}",
        "Unexpected Pass:    0",
        "Skipped:            0",
        "Timeout:            0",
        "",
        f"Full log written to /src/libgeohash/{logdir}/meson-logs/testlog.txt",
    ]
    return "\n".join(lines)


def _meson() -> None:
    s1 = (
        MESON_HEAD + "Found pkg-config: YES (/usr/bin/pkg-config) 2.1.1\nRun-time dependency "
        "check found: NO (tried pkgconfig and cmake)\n\nmeson.build:21:12: ERROR: Dependency "
        '"check" not found, tried pkgconfig and cmake\n\nA full log can be found at '
        "/src/libgeohash/builddir/meson-logs/meson-log.txt"
    )
    s2 = (
        MESON_HEAD + "Found pkg-config: YES (/usr/bin/pkg-config) 2.1.1\nLooking for a fallback "
        "subproject for the dependency check\n\nExecuting subproject check \n\ncheck| "
        "Project name: check\ncheck| Project version: 0.15.2\ncheck| C compiler for the host "
        'machine: cc (gcc 13.2.0 "cc (GCC) 13.2.0")\ncheck| Build targets in project: 2\n'
        "check| Subproject check finished.\n\nDependency check from subproject subprojects/"
        "check-0.15.2 found: YES 0.15.2\nBuild targets in project: 9\n\nlibgeohash 0.9.2\n\n"
        "  Subprojects\n    check        : YES\n\n  User defined options\n    "
        "force_fallback_for: check\n\nFound ninja-1.11.1 at /usr/bin/ninja"
    )
    comp = (
        "INFO: autodetecting backend as ninja\nINFO: calculating backend command to run: "
        "/usr/bin/ninja -C /src/libgeohash/builddir\nninja: Entering directory `/src/"
        "libgeohash/builddir'\n[1/22] Compiling C object subprojects/check-0.15.2/libcheck."
        "a.p/src_check.c.o\n[2/22] Compiling C object libgeohash.so.0.9.2.p/src_encode.c.o\n"
        "...\n[21/22] Linking target tests/test_neighbors\n[22/22] Linking target tests/"
        "test_edges"
    )
    r1 = _mtest(
        [
            ("encode", "OK", "0.01"),
            ("decode", "OK", "0.01"),
            ("neighbors", "FAIL", "0.02"),
            ("edges", "OK", "0.01"),
            ("bbox", "OK", "0.01"),
        ]
    )
    e1 = (
        "3/5 libgeohash:neighbors FAIL 0.02s exit status 1\n>>> MALLOC_PERTURB_=211 "
        "/src/libgeohash/builddir/tests/test_neighbors\n------------------------------------ "
        "8< ------------------------------------\nstdout:\nRunning suite(s): neighbors\n75%: "
        "Checks: 4, Failures: 1, Errors: 0\n../tests/test_neighbors.c:44:F:core:"
        "test_north:0: Assertion 'strcmp(n[GEOHASH_NORTH], \"u4pruydqqvm\") == 0' failed: "
        'n[GEOHASH_NORTH] == "u4pruydqqvj", "u4pruydqqvm" == "u4pruydqqvm"\n'
        "------------------------------------ 8< ------------------------------------"
    )
    r2 = _mtest(
        [
            ("encode", "OK", "0.01"),
            ("decode", "OK", "0.01"),
            ("neighbors", "OK", "0.02"),
            ("edges", "FAIL", "0.01"),
            ("bbox", "OK", "0.01"),
        ]
    )
    e2 = (
        "4/5 libgeohash:edges FAIL 0.01s exit status 1\n>>> MALLOC_PERTURB_=87 "
        "/src/libgeohash/builddir/tests/test_edges\n------------------------------------ 8< "
        "------------------------------------\nstdout:\nRunning suite(s): edges\n66%: Checks: "
        "3, Failures: 1, Errors: 0\n../tests/test_edges.c:29:F:core:test_wrap_east:0: "
        "Assertion 'strcmp(n[GEOHASH_EAST], \"2pbpbpbpbp\") == 0' failed: n[GEOHASH_EAST] == "
        '"", "2pbpbpbpbp" == "2pbpbpbpbp"\n------------------------------------ 8< '
        "------------------------------------"
    )
    r3 = _mtest(
        [
            ("encode", "OK", "0.01"),
            ("decode", "OK", "0.01"),
            ("neighbors", "OK", "0.02"),
            ("edges", "OK", "0.01"),
            ("bbox", "OK", "0.01"),
        ]
    )
    ack = "Applied patch to src/neighbors.c (1 hunk)"
    session(
        "meson",
        "ok",
        1,
        "Build libgeohash with Meson incl. tests ('check' not installed); fix failing tests.",
        [
            ("meson", {"args": "setup builddir"}, s1),
            ("meson", {"args": "setup builddir --wipe --force-fallback-for=check"}, s2),
            ("meson", {"args": "compile -C builddir"}, comp),
            ("meson", {"args": "test -C builddir"}, r1),
            ("meson", {"args": "test -C builddir --print-errorlogs neighbors"}, e1),
            (
                "apply_patch",
                {
                    "path": "src/neighbors.c",
                    "patch": "-  int lon_bits = "
                    "len * 5 / 2;\n+  int lon_bits = (len * 5 + 1) / 2;\n+  int lat_bits = len * "
                    "5 - lon_bits;",
                },
                ack,
            ),
            ("meson", {"args": "test -C builddir"}, r2),
            ("meson", {"args": "test -C builddir --print-errorlogs edges"}, e2),
            (
                "apply_patch",
                {
                    "path": "src/neighbors.c",
                    "patch": "-  if (lon > 180.0) return NULL;\n+  if (lon > 180.0) lon -= 360.0;",
                },
                ack,
            ),
            ("meson", {"args": "test -C builddir"}, r3),
        ],
    )

    stale = _mtest(
        [
            ("encode", "OK", "0.01"),
            ("decode", "FAIL", "0.01"),
            ("neighbors", "OK", "0.02"),
            ("edges", "OK", "0.01"),
            ("bbox", "OK", "0.01"),
        ],
        "builddir-ci",
    )
    err = (
        "2/5 libgeohash:decode FAIL 0.01s exit status 1\n>>> MALLOC_PERTURB_=140 "
        "/src/libgeohash/builddir-ci/tests/test_decode\n------------------------------------ "
        "8< ------------------------------------\nstdout:\nRunning suite(s): decode\n80%: "
        "Checks: 5, Failures: 1, Errors: 0\n../tests/test_decode.c:38:F:core:"
        "test_precision_12:0: Assertion 'fabs(lat - 57.64911063) < 1e-9' failed\n"
        "------------------------------------ 8< ------------------------------------"
    )
    patches = [
        "-  double lat_err = 90.0;\n+  long double lat_err = 90.0L;",
        "-  for (int i = 0; i < len; i++) {\n+  for (size_t i = 0; i < (size_t)len; i++) {",
    ]
    last = "-  return (lo + hi) / 2;\n+  return lo + (hi - lo) / 2.0;"
    calls: list[Call] = [
        ("meson", {"args": "test -C builddir-ci"}, stale),
        ("meson", {"args": "test -C builddir-ci --print-errorlogs decode"}, err),
    ]
    for p in patches:
        calls.append(
            (
                "apply_patch",
                {"path": "src/decode.c", "patch": p},
                "Applied patch to src/decode.c (1 hunk)",
            )
        )
        calls.append(("meson", {"args": "test -C builddir-ci"}, stale))
    calls.append(("meson", {"args": "test -C builddir-ci --print-errorlogs decode"}, err))
    calls.append(
        (
            "apply_patch",
            {"path": "src/decode.c", "patch": last},
            "Applied patch to src/decode.c (1 hunk)",
        )
    )
    calls.append(("meson", {"args": "test -C builddir-ci"}, stale))
    session(
        "meson",
        "fail",
        1,
        "Fix src/decode.c so the 'decode' test passes in builddir-ci; show the passing run.",
        calls,
    )


def _buck2() -> None:
    targets = (
        "root//services/notifier:notifier\nroot//services/notifier:notifier_lib\n"
        "root//services/notifier:dispatch_test\nroot//services/notifier:templates_test\n"
        "root//services/notifier:config\nroot//services/notifier/proto:notifier_proto\n"
        "root//services/notifier/proto:notifier_proto_cpp"
    )
    b1 = (
        "File changed: root//services/notifier/src/dispatch.cpp\nBuild ID: 5e1c2f7a-90b3-4"
        "d8e-a6c1-3f0e9b2d7c48\nNetwork: Up: 1.2MiB  Down: 48MiB  (reSessionID-7c1d9e3f-2a0b-"
        "4e6d-9f8c-1b2a3c4d5e6f)\nJobs completed: 214. Time elapsed: 9.8s.\nCache hits: 93%. "
        "Commands: 61 (cached: 57, remote: 0, local: 4)\nBUILD SUCCEEDED"
    )
    ran = (
        "build\troot//services/notifier:notifier_lib (prelude//platforms:default#b42aeba648b"
        "8c415) (cxx_compile src/dispatch.cpp)\tlocal\tclang++ -c -std=c++20 ... src/"
        "dispatch.cpp\nbuild\troot//services/notifier:notifier_lib (prelude//platforms:"
        "default#b42aeba648b8c415) (cxx_compile src/retry.cpp)\tlocal\tclang++ -c -std=c++20 "
        "... src/retry.cpp\nbuild\troot//services/notifier:notifier_lib (prelude//platforms:"
        "default#b42aeba648b8c415) (archive libnotifier_lib.a)\tlocal\tllvm-ar qcsTD ...\n"
        "build\troot//services/notifier:notifier (prelude//platforms:default#b42aeba648b8c4"
        "15) (cxx_link_executable)\tlocal\tclang++ -o buck-out/v2/gen/root/b42aeba648b8c415/"
        "services/notifier/__notifier__/notifier ..."
    )
    tst1 = (
        "Build ID: 8a2d4c6e-1f3b-4a5c-9e7d-0b2c4e6a8c1e\nJobs completed: 388. Time elapsed: "
        "14.2s.\nCache hits: 88%. Commands: 97 (cached: 85, remote: 0, local: 12)\nTests "
        "finished: Pass 38. Fail 1. Fatal 0. Skip 0. Build failure 0\n✗ Fail: root//"
        "services/notifier:dispatch_test - DispatchTest.RetriesOnTimeout (0.2s)\n"
        "services/notifier/tests/dispatch_test.cpp:112: Failure\nExpected equality of these "
        "values:\n  sender.attempts()\n    Which is: 1\n  3\nRetry policy not applied: "
        "kTimeout mapped to kPermanent in classify()"
    )
    tst2 = (
        "Build ID: 0c4e6a8c-2b4d-4f6a-8c0e-1d3f5b7d9f2a\nJobs completed: 41. Time elapsed: "
        "6.1s.\nCache hits: 71%. Commands: 7 (cached: 5, remote: 0, local: 2)\nTests "
        "finished: Pass 39. Fail 0. Fatal 0. Skip 0. Build failure 0"
    )
    session(
        "buck2",
        "ok",
        1,
        "Buck2: build and test //services/notifier; cache hit rate, actions run locally; fix "
        "failing tests.",
        [
            ("buck2", {"args": "targets //services/notifier/..."}, targets),
            ("buck2", {"args": "build //services/notifier:notifier"}, b1),
            ("buck2", {"args": "log what-ran --format tabulated"}, ran),
            ("buck2", {"args": "test //services/notifier/..."}, tst1),
            (
                "apply_patch",
                {
                    "path": "services/notifier/src/dispatch.cpp",
                    "patch": "-    case Status::kTimeout: return Retry::kPermanent;\n"
                    "+    case Status::kTimeout: return Retry::kTransient;",
                },
                "Applied patch to services/notifier/src/dispatch.cpp (1 hunk)",
            ),
            ("buck2", {"args": "test //services/notifier/..."}, tst2),
        ],
    )

    full = (
        "Error: buck2 daemon startup failed with exit code exit status: 1\n\nCaused by:\n"
        "    0: Error initializing DaemonStateData\n    1: Failed to create directory "
        "`/home/dev/repo/buck-out/v2/cache/materializer_state`\n    2: No space left on "
        "device (os error 28)"
    )
    argv = [
        "uquery 'rdeps(//services/..., //lib/ratelimit:ratelimit)'",
        "uquery 'rdeps(root//services/..., root//lib/ratelimit:ratelimit)' --json",
        "clean",
        "targets //lib/ratelimit:",
        "uquery 'rdeps(//..., //lib/ratelimit:ratelimit, 1)'",
    ]
    session(
        "buck2",
        "fail",
        1,
        "Buck2: list every target under //services that depends on //lib/ratelimit.",
        [("buck2", {"args": a}, full) for a in argv],
    )


def builds() -> None:
    _bazel()
    _nix()
    _cmake()
    _meson()
    _buck2()


# --------------------------------------------------------------------------------------------
# Nonprofit and fundraising
# --------------------------------------------------------------------------------------------

SKY = "https://api.sky.blackbaud.com"


def _gift(
    gid: int,
    amt: float,
    date: str,
    fund: str,
    appeal: str,
    gtype: str = "Donation",
) -> dict[str, Any]:
    return {
        "id": str(gid),
        "amount": {"value": amt},
        "constituent_id": "280",
        "date": f"{date}T00:00:00",
        "gift_splits": [{"amount": {"value": amt}, "appeal_id": appeal, "fund_id": fund}],
        "gift_status": "Active",
        "post_status": "Posted",
        "type": gtype,
    }


def _raisers_edge() -> None:
    found = J(
        {
            "count": 2,
            "value": [
                {
                    "id": "280",
                    "address": "18 Orchard Lane\r\nConcord, MA 01742",
                    "email": "m.hartwell@example.org",
                    "fundraiser_status": "None",
                    "name": "Margaret Hartwell",
                    "lookup_id": "96",
                    "inactive": False,
                    "deceased": False,
                },
                {
                    "id": "1733",
                    "address": "402 Beacon St Apt 5\r\nBoston, MA 02115",
                    "email": "mhreyes@example.com",
                    "fundraiser_status": "None",
                    "name": "Margaret Hartwell-Reyes",
                    "lookup_id": "1411",
                    "inactive": False,
                    "deceased": False,
                },
            ],
        }
    )
    gifts = [
        _gift(4412, 500.0, "2024-12-18", "12", "31"),
        _gift(4388, 250.0, "2024-06-02", "12", "27"),
        _gift(4301, 1000.0, "2023-12-20", "15", "22"),
        _gift(4277, 250.0, "2023-09-14", "12", "19"),
        _gift(4190, 100.0, "2023-04-30", "18", "16"),
        _gift(4102, 500.0, "2022-12-19", "12", "13"),
        _gift(4055, 250.0, "2022-06-05", "12", "10", "RecurringGiftPayment"),
        _gift(4011, 250.0, "2022-03-01", "12", "9", "RecurringGiftPayment"),
    ]

    def page(k: int) -> str:
        chunk = gifts[k * 4 : k * 4 + 4]
        out: dict[str, Any] = {"count": len(gifts)}
        if k * 4 + 4 < len(gifts):
            out["next_link"] = f"{SKY}/gift/v1/gifts?constituent_id=280&limit=4&offset={k * 4 + 4}"
        out["value"] = chunk
        return J(out)

    session(
        "raisers-edge",
        "ok",
        1,
        "RE NXT: Margaret Hartwell's gifts since 2022 with total; log a completed phone-call "
        "action.",
        [
            ("re_search_constituents", {"search_text": "Margaret Hartwell"}, found),
            ("re_list_gifts", {"constituent_id": "280", "limit": 4}, page(0)),
            ("re_list_gifts", {"constituent_id": "280", "limit": 4, "offset": 4}, page(1)),
            (
                "re_create_action",
                {
                    "constituent_id": "280",
                    "category": "Phone Call",
                    "date": "2025-03-07",
                    "summary": "Giving summary 2022-2025 emailed",
                    "completed": True,
                },
                '{"id":"1951"}',
            ),
        ],
    )

    job = "f1a7c2e9-5b3d-4c8a-9e61-0d2b7f4a8c35"
    status = '{{"id":"{}","status":"{}","sas_uri":{},"row_count":{}}}'
    csv = (
        "Constituent ID,Name,Last FY gift total,This FY gift total,Last gift date,Email\n"
        "1022,Bernard Okonjo,12500.00,0.00,2024-06-28,b.okonjo@example.com\n"
        "388,Cynthia Aldridge,10000.00,0.00,2024-05-15,caldridge@example.org\n"
        "2410,The Pemberton Family Fund,7500.00,0.00,2024-06-30,grants@pembertonff.example\n"
        "1477,Victor and Ana Salgado,5000.00,0.00,2024-04-02,vsalgado@example.net\n"
        "903,Dr. Helen Marsh,5000.00,0.00,2023-12-31,hmarsh@example.edu\n"
        "3126,Northgate Credit Union,4000.00,0.00,2024-03-11,community@northgatecu.example\n"
        "611,Priyanka Desai,3500.00,0.00,2024-06-14,pdesai@example.com\n"
        "2877,Thomas Whitcombe,2500.00,0.00,2024-02-20,twhitcombe@example.org\n"
        "145,Lorraine Fitzgerald,2500.00,0.00,2024-06-01,lfitz@example.com\n"
        "1950,Marcus Bell,2000.00,0.00,2024-05-09,mbell@example.net\n"
        "... 1193 more rows"
    )
    queries = J(
        {
            "count": 2,
            "value": [
                {
                    "id": "5412",
                    "name": "FY25 lapsed donors (LYBUNT)",
                    "type": "Constituent",
                    "category": "Annual Fund",
                    "date_last_run": "2025-01-06T14:22:10",
                    "owner": "kmoreno",
                },
                {
                    "id": "5413",
                    "name": "FY25 lapsed donors (LYBUNT) - major gifts only",
                    "type": "Constituent",
                    "category": "Major Gifts",
                    "date_last_run": "2024-12-02T09:10:44",
                    "owner": "kmoreno",
                },
            ],
        }
    )
    session(
        "raisers-edge",
        "ok",
        2,
        "RE NXT query 'FY25 lapsed donors (LYBUNT)': how many, and the top 10 by last year's "
        "giving?",
        [
            ("re_list_queries", {"search_text": "LYBUNT"}, queries),
            (
                "re_execute_query",
                {"id": "5412", "ux_mode": "Asynchronous", "output_format": "Csv"},
                J({"id": job}),
            ),
            ("re_get_query_job", {"job_id": job}, status.format(job, "Pending", "null", "null")),
            ("re_get_query_job", {"job_id": job}, status.format(job, "Running", "null", "null")),
            ("re_get_query_job", {"job_id": job}, status.format(job, "Running", "null", "null")),
            ("re_get_query_job", {"job_id": job}, status.format(job, "Running", "null", "null")),
            (
                "re_get_query_job",
                {"job_id": job},
                status.format(
                    job,
                    "Completed",
                    '"https://skyqueryprod.blob.core.windows.net/results/'
                    f"{job}.csv?sv=2021-08-06&se=2025-03-07T16%3A12%3A00Z&sr=b&sp=r&sig=Qm"
                    'x0V...%3D"',
                    1203,
                ),
            ),
            (
                "http_get",
                {
                    "url": f"https://skyqueryprod.blob.core.windows.net/results/"
                    f"{job}.csv?sv=2021-08-06&se=2025-03-07T16%3A12%3A00Z&sr=b&sp=r"
                    "&sig=Qmx0V...%3D",
                    "max_lines": 11,
                },
                csv,
            ),
        ],
    )

    quota = (
        '{ "statusCode": 403, "message": "Out of call volume quota. Quota will be '
        'replenished in 07:41:18." }'
    )
    asks = [
        ("re_search_constituents", {"search_text": "Whitcombe"}),
        ("re_search_constituents", {"search_text": "Thomas Whitcombe"}),
        ("re_list_gifts", {"constituent_id": "2877"}),
        ("re_search_constituents", {"search_text": "Aldridge"}),
        ("re_search_constituents", {"search_text": "Okonjo"}),
    ]
    session(
        "raisers-edge",
        "fail",
        1,
        "RE NXT: last three years of gifts for Thomas Whitcombe, Cynthia Aldridge and Bernard "
        "Okonjo for tomorrow's meeting.",
        [(t, a, quota) for t, a in asks],
    )


def _bl_page(results: list[dict[str, Any]], total: int | None = None) -> str:
    n = len(results) if total is None else total
    return J(
        {
            "Total": n,
            "TotalFiltered": n,
            "Start": 0,
            "ResultCount": len(results),
            "Results": results,
        }
    )


def _bl_person(
    cid: int, acct: int, first: str, last: str, email: str, city: str, since: str
) -> dict[str, Any]:
    return {
        "Id": cid,
        "AccountNumber": acct,
        "IsInHousehold": False,
        "Type": "Individual",
        "Status": "Active",
        "FirstName": first,
        "LastName": last,
        "FullName": f"{first} {last}",
        "PrimaryEmail": {"Id": cid + 7, "Type": "Home", "Value": email},
        "PrimaryAddress": {"Id": cid + 9, "Type": "Home", "City": city, "State": "OR"},
        "AuditTrail": {"CreatedDate": since},
    }


def _bloomerang() -> None:
    chidi = _bl_person(
        2201734,
        1187,
        "Chidi",
        "Okafor",
        "chidi.okafor@example.com",
        "Portland",
        "2019-04-11T16:20:00Z",
    )
    tx = [
        (9931201, "2025-01-14", 250.0, "CreditCard", "Winter Appeal 2024"),
        (9920088, "2024-06-30", 1000.0, "Check", "Spring Gala 2024"),
        (9912774, "2024-01-09", 250.0, "CreditCard", "Winter Appeal 2023"),
        (9900451, "2023-06-28", 750.0, "Check", "Spring Gala 2023"),
        (9889012, "2022-12-30", 250.0, "CreditCard", "Winter Appeal 2022"),
    ]
    txs = _bl_page(
        [
            {
                "Id": i,
                "TransactionNumber": i - 9000000,
                "AccountId": 2201734,
                "Date": d,
                "Amount": a,
                "Method": m,
                "Designations": [
                    {
                        "Amount": a,
                        "Type": "Donation",
                        "Fund": {"Name": "General Fund"},
                        "Campaign": {"Name": c},
                    }
                ],
            }
            for i, d, a, m, c in tx
        ]
    )
    created = J(
        {
            "Id": 5510923,
            "AccountId": 2201734,
            "Date": "2025-03-14",
            "Subject": "Visit with Chidi Okafor",
            "Channel": "InPerson",
            "Purpose": "Cultivation",
            "Note": "Office visit Friday 14 March, 10:00. Giving summary prepared.",
            "IsInbound": False,
            "AuditTrail": {"CreatedDate": "2025-03-07T17:02:45Z", "CreatedName": "API"},
        }
    )
    session(
        "bloomerang",
        "ok",
        1,
        "Bloomerang: Chidi Okafor's giving (3 years), interactions since 1 Sep 2024; log his 14 "
        "March visit.",
        [
            (
                "bloomerang_search_constituents",
                {"search": "Chidi Okafor", "take": 10},
                _bl_page([chidi]),
            ),
            (
                "bloomerang_list_transactions",
                {"accountId": 2201734, "minDate": "2022-03-07", "take": 50},
                txs,
            ),
            (
                "bloomerang_list_interactions",
                {"accountId": 2201734, "minDate": "2024-09-01", "take": 50},
                _bl_page([]),
            ),
            (
                "bloomerang_create_interaction",
                {
                    "AccountId": 2201734,
                    "Date": "2025-03-14",
                    "Channel": "InPerson",
                    "Purpose": "Cultivation",
                    "Subject": "Visit with Chidi Okafor",
                    "Note": "Office visit Friday 14 March, 10:00. Giving summary prepared.",
                },
                created,
            ),
        ],
    )

    names = ["Priya Raman", "Eleanor Fitch", "Dario Benedetti", "Tomasz Wójcik", "Grace Liu"]
    hits = {
        "Tomasz Wójcik": [
            _bl_person(
                2209911,
                3120,
                "Tomasz",
                "Wójcik",
                "t.wojcik@example.pl",
                "Beaverton",
                "2023-10-02T18:40:00Z",
            )
        ],
        "Grace Liu": [
            _bl_person(
                2200542,
                640,
                "Grace",
                "Liu",
                "grace.liu@example.com",
                "Portland",
                "2018-11-15T21:05:00Z",
            ),
            _bl_person(
                2211307,
                4471,
                "Grace",
                "Liu-Hammond",
                "ghammond@example.org",
                "Salem",
                "2024-02-01T15:30:00Z",
            ),
        ],
    }
    calls: list[Call] = [
        ("bloomerang_search_constituents", {"search": n, "take": 10}, _bl_page(hits.get(n, [])))
        for n in names
    ]
    for cid, (first, last, email) in enumerate(
        [
            ("Priya", "Raman", "priya.raman@example.com"),
            ("Eleanor", "Fitch", "efitch@example.net"),
            ("Dario", "Benedetti", "dario.b@example.it"),
        ]
    ):
        calls.append(
            (
                "bloomerang_create_constituent",
                {
                    "Type": "Individual",
                    "FirstName": first,
                    "LastName": last,
                    "PrimaryEmail": {"Type": "Home", "Value": email},
                },
                J(
                    _bl_person(
                        2212870 + cid,
                        4502 + cid,
                        first,
                        last,
                        email,
                        "Portland",
                        "2025-03-07T17:1" + str(cid) + ":00Z",
                    )
                ),
            )
        )
    session(
        "bloomerang",
        "ok",
        2,
        "Bloomerang: which of Priya Raman, Eleanor Fitch, Dario Benedetti, Tomasz Wojcik, Grace "
        "Liu are new? Add them.",
        calls,
    )

    board = ["Whitfield", "Nakamura", "Oyelaran", "Brandt"]
    calls = [
        ("bloomerang_search_constituents", {"search": n, "take": 10}, _bl_page([])) for n in board
    ]
    calls.append(
        (
            "bloomerang_list_transactions",
            {"minDate": "2024-01-01", "maxDate": "2024-12-31", "take": 50},
            _bl_page([]),
        )
    )
    session(
        "bloomerang",
        "fail",
        1,
        "Bloomerang: 2024 giving of board members Whitfield, Nakamura, Oyelaran, Castellanos, "
        "Brandt.",
        calls,
    )


GB = "https://api.givebutter.com/v1"


def _gb_page(
    data: list[dict[str, Any]], path: str, page: int, last: int, per: int, total: int
) -> str:
    def link(p: int) -> str:
        return f"{GB}/{path}?page={p}"

    frm = (page - 1) * per + 1
    return J(
        {
            "data": data,
            "links": {
                "first": link(1),
                "last": link(last),
                "prev": link(page - 1) if page > 1 else None,
                "next": link(page + 1) if page < last else None,
            },
            "meta": {
                "current_page": page,
                "from": frm if data else None,
                "last_page": last,
                "path": f"{GB}/{path}",
                "per_page": per,
                "to": frm + len(data) - 1 if data else None,
                "total": total,
            },
        }
    )


def _givebutter() -> None:
    camps = [
        {
            "id": 123456,
            "type": "collect",
            "title": "Spring Meals Drive 2025",
            "goal": 50000,
            "raised": 31240.5,
            "donors": 412,
            "end_at": "2025-04-30T23:59:59+00:00",
            "status": "active",
        },
        {
            "id": 123301,
            "type": "event",
            "title": "Harvest Gala 2025",
            "goal": 120000,
            "raised": 8800.0,
            "donors": 31,
            "end_at": "2025-10-18T23:59:59+00:00",
            "status": "active",
        },
        {
            "id": 119870,
            "type": "fundraise",
            "title": "Kitchen Capital Fund",
            "goal": 250000,
            "raised": 181400.0,
            "donors": 233,
            "end_at": None,
            "status": "active",
        },
    ]
    members = [
        ("Renee", "Castillo", 4120.0, 38),
        ("Marcus", "Oyelowo", 3385.5, 41),
        ("Ana", "Lindqvist", 2990.0, 22),
        ("Deshawn", "Price", 2450.0, 29),
        ("Keiko", "Arai", 2210.0, 17),
        ("Liam", "O'Connor", 1980.0, 24),
        ("Sofia", "Ramos", 1545.0, 12),
        ("Peter", "Nguyen", 1320.0, 15),
        ("Hannah", "Weiss", 990.0, 9),
        ("Omar", "Haddad", 875.0, 11),
        ("Julia", "Brenner", 640.0, 6),
        ("Tyrone", "Mills", 505.0, 7),
    ]
    mem = [
        {"id": 88100 + k, "display_name": f"{f} {la}", "raised": r, "goal": 2500, "donors": d}
        for k, (f, la, r, d) in enumerate(members)
    ]
    methods = [
        "card",
        "venmo",
        "card",
        "paypal",
        "card",
        "venmo",
        "card",
        "card",
        "ach",
        "venmo",
        "card",
        "apple_pay",
    ]
    tx = [
        {
            "id": f"kQ2x{n:05d}",
            "campaign_id": 123456,
            "method": methods[n % len(methods)],
            "amount": float(10 * (1 + (n * 7) % 23)),
            "created_at": f"2025-03-{1 + n // 8:02d}T{8 + n % 12:02d}:{(n * 13) % 60:02d}:00Z",
        }
        for n in range(24)
    ]
    session(
        "givebutter",
        "ok",
        1,
        "Givebutter, Spring Meals Drive 2025: top five peer fundraisers, and March 2025 receipts "
        "by Venmo vs card.",
        [
            ("givebutter_list_campaigns", {}, _gb_page(camps, "campaigns", 1, 1, 20, 3)),
            (
                "givebutter_list_campaign_members",
                {"campaign_id": 123456, "page": 1},
                _gb_page(mem[:10], "campaigns/123456/members", 1, 2, 10, 12),
            ),
            (
                "givebutter_list_campaign_members",
                {"campaign_id": 123456, "page": 2},
                _gb_page(mem[10:], "campaigns/123456/members", 2, 2, 10, 12),
            ),
            (
                "givebutter_list_transactions",
                {"campaign_id": 123456, "page": 1},
                _gb_page(tx[:20], "transactions", 1, 2, 20, 24),
            ),
            (
                "givebutter_list_transactions",
                {"campaign_id": 123456, "page": 2},
                _gb_page(tx[20:], "transactions", 2, 2, 20, 24),
            ),
        ],
    )

    same = _gb_page(
        [t | {"campaign_id": 119870 if k % 3 else 123456} for k, t in enumerate(tx[:4])],
        "transactions",
        1,
        251,
        4,
        1003,
    )
    asks = [
        {"campaign_id": 123456, "created_after": "2025-03-01"},
        {"campaign_id": 123301, "created_after": "2025-03-01"},
        {"campaign_id": 119870, "created_after": "2025-03-01"},
        {"campaign_id": 123301},
        {"campaign_id": 123301, "created_after": "2025-03-01", "page": 2},
        {"campaign_id": 119870, "page": 1},
    ]
    session(
        "givebutter",
        "fail",
        1,
        "Givebutter: March 2025 totals for Spring Meals Drive, Harvest Gala, Kitchen Capital Fund.",
        [("givebutter_list_transactions", a, same) for a in asks],
    )


def _gg(
    params: dict[str, Any], hits: list[dict[str, Any]], total: int, statuses: dict[str, int]
) -> str:
    sp = {
        "startRecordNum": 0,
        "agencies": "",
        "rows": 5,
        "keyword": "",
        "keywordEncoded": False,
        "oppStatuses": "forecasted|posted",
    } | params
    return J(
        {
            "errorcode": 0,
            "msg": "Webservice Succeeds",
            "token": "f0c8a3b2-7d41-4e9a-b6c5-2e1d0f9a8b7c",
            "data": {
                "searchParams": sp,
                "hitCount": total,
                "startRecord": sp["startRecordNum"],
                "oppHits": hits,
                "oppStatusOptions": [
                    {"label": k, "value": k, "count": v} for k, v in statuses.items()
                ],
                "suggestion": "",
                "accessKey": "",
                "errorMsgs": [],
            },
        }
    )


def _opp(
    oid: str,
    num: str,
    title: str,
    code: str,
    agency: str,
    opened: str,
    close: str,
    status: str,
    aln: str,
) -> dict[str, Any]:
    return {
        "id": oid,
        "number": num,
        "title": title,
        "agencyCode": code,
        "agency": agency,
        "openDate": opened,
        "closeDate": close,
        "oppStatus": status,
        "alnist": [aln],
    }


def _grants() -> None:
    lit = [
        _opp(
            "356101",
            "LG-254021-OLS-25",
            "Laura Bush 21st Century Librarian Program",
            "IMLS",
            "Institute of Museum and Library Services",
            "11/20/2024",
            "03/21/2025",
            "posted",
            "45.313",
        ),
        _opp(
            "356377",
            "LG-256002-OLS-25",
            "National Leadership Grants for Libraries",
            "IMLS",
            "Institute of Museum and Library Services",
            "11/20/2024",
            "03/21/2025",
            "posted",
            "45.312",
        ),
        _opp(
            "357002",
            "NTIA-DEA-CG-25",
            "Digital Equity Competitive Grant Program",
            "DOC-NTIA",
            "National Telecommunications and Information Administration",
            "01/15/2025",
            "04/30/2025",
            "posted",
            "11.034",
        ),
        _opp(
            "357210",
            "ED-GRANTS-021825-001",
            "Innovative Approaches to Literacy",
            "ED",
            "Department of Education",
            "02/18/2025",
            "04/04/2025",
            "posted",
            "84.215",
        ),
    ]
    bb = [
        _opp(
            "356812",
            "USDA-RUS-RC-2025",
            "ReConnect Loan and Grant Program",
            "USDA-RUS",
            "Rural Utilities Service",
            "02/18/2025",
            "05/19/2025",
            "posted",
            "10.752",
        ),
        _opp(
            "356930",
            "USDA-RUS-DLT-2025",
            "Distance Learning and Telemedicine Grants",
            "USDA-RUS",
            "Rural Utilities Service",
            "01/31/2025",
            "04/28/2025",
            "posted",
            "10.855",
        ),
        _opp(
            "357002",
            "NTIA-DEA-CG-25",
            "Digital Equity Competitive Grant Program",
            "DOC-NTIA",
            "National Telecommunications and Information Administration",
            "01/15/2025",
            "04/30/2025",
            "posted",
            "11.034",
        ),
        _opp(
            "357115",
            "USDA-RD-CF-TA-25",
            "Community Facilities Technical Assistance and Training Grant",
            "USDA-RHS",
            "Rural Housing Service",
            "02/03/2025",
            "04/14/2025",
            "posted",
            "10.766",
        ),
        _opp(
            "357340",
            "NTIA-TBCP-25",
            "Tribal Broadband Connectivity Program",
            "DOC-NTIA",
            "National Telecommunications and Information Administration",
            "",
            "",
            "forecasted",
            "11.029",
        ),
        _opp(
            "357388",
            "ARC-POWER-25",
            "ARC POWER Initiative",
            "ARC",
            "Appalachian Regional Commission",
            "02/24/2025",
            "04/25/2025",
            "posted",
            "23.011",
        ),
    ]

    def fetch(oid: int, num: str, title: str, ceiling: str, floor: str, due: str, elig: str) -> str:
        return J(
            {
                "errorcode": 0,
                "msg": "Webservice Succeeds",
                "token": "f0c8a3b2-7d41-4e9a-b6c5-2e1d0f9a8b7c",
                "data": {
                    "id": oid,
                    "revision": 1,
                    "opportunityNumber": num,
                    "opportunityTitle": title,
                    "synopsis": {
                        "responseDate": due,
                        "awardCeiling": ceiling,
                        "awardFloor": floor,
                        "applicantEligibilityDesc": elig,
                        "costSharing": False,
                    },
                },
            }
        )

    session(
        "grants",
        "ok",
        1,
        "Grants.gov: open grants for a rural library (digital literacy, broadband); ceilings and "
        "deadlines of the best two.",
        [
            (
                "grantsgov_search",
                {"keyword": "library digital literacy", "rows": 5},
                _gg(
                    {"keyword": "library digital literacy", "keywordEncoded": True},
                    lit,
                    4,
                    {"forecasted": 0, "posted": 4},
                ),
            ),
            (
                "grantsgov_search",
                {"keyword": "rural broadband", "rows": 5},
                _gg(
                    {"keyword": "rural broadband", "keywordEncoded": True},
                    bb[:5],
                    6,
                    {"forecasted": 1, "posted": 5},
                ),
            ),
            (
                "grantsgov_search",
                {"keyword": "rural broadband", "rows": 5, "startRecordNum": 5},
                _gg(
                    {"keyword": "rural broadband", "keywordEncoded": True, "startRecordNum": 5},
                    bb[5:],
                    6,
                    {"forecasted": 1, "posted": 5},
                ),
            ),
            (
                "grantsgov_fetch_opportunity",
                {"opportunityId": 357002},
                fetch(
                    357002,
                    "NTIA-DEA-CG-25",
                    "Digital Equity Competitive Grant Program",
                    "12000000",
                    "5000000",
                    "Apr 30, 2025 11:59:59 PM EDT",
                    "Libraries and library consortia are eligible as lead applicants.",
                ),
            ),
            (
                "grantsgov_fetch_opportunity",
                {"opportunityId": 356930},
                fetch(
                    356930,
                    "USDA-RUS-DLT-2025",
                    "Distance Learning and Telemedicine Grants",
                    "1000000",
                    "50000",
                    "Apr 28, 2025 11:59:59 PM EDT",
                    "Public libraries in rural areas (population 20,000 or less).",
                ),
            ),
        ],
    )

    ca = {"keyword": "Challenge America", "keywordEncoded": True}
    closed = [
        _opp(
            "351877",
            "2024NEACA2026",
            "Challenge America, FY2026",
            "NEA",
            "National Endowment for the Arts",
            "02/20/2025",
            "04/24/2025",
            "closed",
            "45.024",
        ),
        _opp(
            "344209",
            "2023NEACA2025",
            "Challenge America, FY2025",
            "NEA",
            "National Endowment for the Arts",
            "02/15/2024",
            "04/25/2024",
            "closed",
            "45.024",
        ),
    ]
    session(
        "grants",
        "ok",
        2,
        "Is NEA's Challenge America open now (7 March 2025), posted or forecasted? If not, when "
        "did the last round close?",
        [
            (
                "grantsgov_search",
                {"keyword": "Challenge America", "oppStatuses": "posted"},
                _gg(ca | {"oppStatuses": "posted"}, [], 0, {"posted": 0}),
            ),
            (
                "grantsgov_search",
                {"keyword": "Challenge America", "oppStatuses": "forecasted"},
                _gg(ca | {"oppStatuses": "forecasted"}, [], 0, {"forecasted": 0}),
            ),
            (
                "grantsgov_search",
                {"keyword": "Challenge", "agencies": "NEA", "oppStatuses": "forecasted|posted"},
                _gg(
                    {"keyword": "Challenge", "keywordEncoded": True, "agencies": "NEA"},
                    [],
                    0,
                    {"forecasted": 0, "posted": 0},
                ),
            ),
            (
                "grantsgov_search",
                {"keyword": "Challenge America", "oppStatuses": "closed"},
                _gg(ca | {"oppStatuses": "closed"}, closed, 2, {"closed": 2}),
            ),
        ],
    )

    top = [
        _opp(
            "357512",
            "DOI-BLM-WFM-25",
            "Wildland Fire Management Cooperative Agreements",
            "DOI-BLM",
            "Bureau of Land Management",
            "03/06/2025",
            "05/05/2025",
            "posted",
            "15.228",
        ),
        _opp(
            "357509",
            "DOT-FHWA-TTP-25",
            "Tribal Transportation Program Safety Fund",
            "DOT-FHWA",
            "Federal Highway Administration",
            "03/06/2025",
            "05/30/2025",
            "posted",
            "20.205",
        ),
        _opp(
            "357497",
            "HHS-2025-IHS-UIHP",
            "Urban Indian Health Program",
            "HHS-IHS",
            "Indian Health Service",
            "03/05/2025",
            "05/06/2025",
            "posted",
            "93.193",
        ),
        _opp(
            "357490",
            "DOE-FOA-0003512",
            "Grid Resilience Utility and Industry Grants",
            "DOE-GDO",
            "Grid Deployment Office",
            "03/05/2025",
            "06/12/2025",
            "posted",
            "81.254",
        ),
        _opp(
            "357486",
            "NOAA-NMFS-FHQ-25",
            "Fisheries Habitat Restoration",
            "DOC-NOAA",
            "National Oceanic and Atmospheric Administration",
            "03/04/2025",
            "05/16/2025",
            "posted",
            "11.463",
        ),
    ]
    body = _gg({"keyword": "", "rows": 3}, top[:3], 2187, {"forecasted": 412, "posted": 1775})
    kws = ["arts education", "youth theater", "museum conservation", "NEA arts"]
    session(
        "grants",
        "fail",
        1,
        "Grants.gov: open grants for arts education, youth theater or museum conservation for a "
        "small arts nonprofit.",
        [("grantsgov_search", {"keywords": k, "rows": 3}, body) for k in kws],
    )


def nonprofit() -> None:
    _raisers_edge()
    _bloomerang()
    _givebutter()
    _grants()


def rows() -> list[dict[str, Any]]:
    """Every row of the fixture, the sessions in family order, their calls in call order."""
    SESSIONS.clear()
    for group in (hospitality, libraries, industrial, builds, nonprofit):
        group()
    out = []
    for s in SESSIONS:
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"heldout21/{s['family']}",
                    "run_id": s["run_id"],
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["success"]},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    out.write_text(text, encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
