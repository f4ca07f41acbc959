"""Build ``tests/data/tool_heldout16.jsonl``: the sixteenth held-out fixture of agent sessions.

Hand-written sessions in the project's ``real-runs`` format (one row per tool call:
``source, run_id, task, tool, args, result, outcome``) on tool kinds the earlier fixtures did not
cover. Written without reading the detectors, the shape readers, the gate's tool counting or
the earlier fixtures. Every result is the string the framework hands the model: a JSON body as
the wrapper serialises it (compact, UTF-8 kept, unless said otherwise), or the text a console
prints. Run ``python tests/data/tool_heldout16_build.py`` to rewrite the fixture (deterministic:
no clock, no randomness).

Where each family's format comes from, and how sure the writer is of it:

Travel and mobility
    ``fare-shopping``: Sabre Bargain Finder Max REST v4 (``groupedItineraryResponse`` with
    ``scheduleDescs``/``legDescs``/``itineraryGroups``; TRANSACTIONID info messages), Sabre
    CreatePassengerNameRecordRS and the Booking Management ``getBooking`` body, as Sabre's
    developer docs show them, trimmed to the fields a wrapper keeps. Fairly sure of the
    structure, less of every field name inside ``pricingInformation``. The wrapper is a Python
    tool returning the parsed dict, so the model sees ``str(dict)`` (a Python literal).
    ``rail``: db-rest v6 (hafas-client) ``/locations``, ``/journeys`` (``earlierRef``/
    ``laterRef``), ``/stops/:id/departures`` and ``/trips/:id`` with the legs trimmed; the
    HafasError body (``isHafasError``, ``code``, ``hafasCode``, ``hafasResponseId``) from
    hafas-client's error class (sure of the first three, less of the last); Navitia
    ``/coverage/sncf/places``, ``/journeys`` and ``/line_reports`` (sure); the Amtraker v3 API
    (``/v3/trains/171``) as its README shows it (fairly sure).
    ``ferry-bus``: WSDOT Ferries schedule, terminals and vessels REST APIs (PascalCase fields,
    ``/Date(ms-0700)/`` times; sure of the style, fairly sure of the fields) and a GTFS
    ``stop_times`` query printed as CSV (sure: GTFS is a spec).
    ``bikeshare``: GBFS 2.3 ``station_information``/``station_status``/``system_alerts`` as
    Citi Bike and Bay Wheels publish them (sure), filtered to the stations asked.
    ``parking``: ParkAPI (api.parkendd.de) city and forecast endpoints (fairly sure; the
    forecast's values are occupancy percentages as strings) and an EasyPark start-parking
    receipt (unsure: EasyPark's partner API is not public; a plausible body).
    ``flight-status``: AeroDataBox ``/flights/number/{n}/{date}`` and airport delay endpoints
    (fairly sure; the 204 for an unknown flight is the wrapper's sentence) and FlightAware
    AeroAPI's error body (``title``/``reason``/``detail``/``status``; fairly sure).

Education and assessment
    ``lms``: Blackboard Learn REST (``/learn/api/public/v1/courses/.../gradebook/columns``,
    ``.../users``, memberships with ``expand=user``; ``results`` + ``paging.nextPage``; sure)
    and Google Classroom v1 (``courses``, ``courseWork``, ``studentSubmissions``; an empty list
    is ``{}``; the 401 ``UNAUTHENTICATED`` body; sure).
    ``plagiarism``: Turnitin Core API (TCA) ``/submissions/{id}/similarity`` (``status``
    PROCESSING/COMPLETE, ``overall_match_percentage``, ``top_matches``; fairly sure).
    ``autograder``: Gradescope's ``results.json`` (``score``, ``tests[]`` with ``name``,
    ``score``, ``max_score``, ``status``, ``output``; sure) as a local ``run_autograder`` tool
    returns it, and its failure banner ("The autograder failed to execute correctly. …"; sure);
    the regrade and submission tools are a course's own wrapper (unsure: no public API).
    ``quiz``: an in-house quiz generator that writes Moodle GIFT (the GIFT syntax is sure; the
    tool is invented) and a quiz-bank import receipt.
    ``language-learning``: Duolingo's unofficial ``/2017-06-30/users?username=`` endpoint
    (``{"users": [...]}``, ``[]`` for an unknown name; fairly sure) and a club sheet receipt.

Legal, compliance and identity
    ``kyc``: OpenSanctions/yente ``/match/default`` (``responses.<id>.results``, ``total``,
    ``query``; sure of the shape) and ``/search/default``; ComplyAdvantage ``/searches``
    (``content.data`` with ``total_hits``, ``hits``, ``match_status``; fairly sure).
    ``esign``: Dropbox Sign v3 ``signature_request`` objects (sure) and Adobe Acrobat Sign REST
    v6 agreements, events and its ``INVALID_ACCESS_TOKEN`` error (fairly sure).
    ``clm``: Ironclad's public Records API (``page``, ``pageSize``, ``count``, ``list``;
    properties as ``{type, value}``; fairly sure), through a Python tool: ``str(dict)``.
    ``dsr``: a OneTrust DSAR request queue (unsure of the exact field names; Spring-style
    paging ``content``/``totalElements``), an internal data-warehouse subject search, and
    Brevo's ``document_not_found`` contact error (sure).
    ``trademark``: a wrapper's text over the USPTO trademark search, TSDR status as JSON
    (fairly sure of the status names), Delaware's entity search ("No Records Found."; sure) and
    a search session that expired (the wording is a plausible one).

Hardware, embedded and lab automation
    ``serial``: a pyserial tool (``serial_write`` counts bytes; ``serial_read`` returns the
    decoded bytes, ``""`` on a timeout, as pyserial's ``read`` does), ESP-IDF boot logs (sure).
    ``openocd``: OpenOCD's telnet answers (``halted due to debug-request``, ``mdw`` dumps,
    ``flash write_image`` timing, an empty answer to ``reset run``, the JTAG communication
    failure with its growing poll interval; sure) and ``arm-none-eabi-addr2line``.
    ``platformio``: ``pio run``/``pio run -t upload``/``pio test`` console output (sure).
    ``scpi``: PyVISA ``query``/``write`` over SCPI: a Keysight 34465A's ``*IDN?`` and readings
    (``+3.29871542E+00``), a Rigol DS1104Z's ``:MEAS:ITEM?`` answers with ``9.9E37`` for no
    measurement, and PyVISA's ``VI_ERROR_TMO`` (sure).
    ``printer3d``: OctoPrint ``/api/job`` and ``/api/printer`` (sure) and Moonraker's error
    body when Klippy is not connected (fairly sure of the envelope, less of the wording).
    ``opentrons``: the OT-2 robot-server HTTP API (``/runs``, ``/runs/{id}/actions``,
    ``/runs/{id}/commands`` with ``meta.cursor``/``totalLength``; fairly sure), through a
    Python tool returning ``response.json()``: the model sees ``str(dict)``.

Non-English and mixed-format enterprise tools
    ``feishu``: Feishu/Lark open platform (``{"code":0,"data":…,"msg":"success"}``; bitable
    records with ``has_more``/``page_token``/``total``, docx ``raw_content``, wiki nodes; sure)
    and its invalid-token error with a ``log_id`` (fairly sure of the code 99991663).
    ``dingtalk``: DingTalk ``topapi`` approvals and attendance (``errcode``/``errmsg``/
    ``request_id``; fairly sure of the fields).
    ``kakao-lineworks``: Kakao Local keyword search (``documents`` + ``meta``; sure) and a LINE
    WORKS bot message (201 with no body, which the wrapper reports as its status line).
    ``opendata``: data.gouv.fr API v1 dataset search (sure), Opendatasoft Explore v2.1 records
    on opendata.paris.fr (sure) and Destatis GENESIS-Online REST 2020 (``Ident``/``Status``/
    ``Object``; the table as semicolon text with German decimals; fairly sure).
    ``localized-sheets``: a spreadsheet tool printing German-formatted cells (``1.234,56 €``,
    ``31.03.2025``, ``#NV``) and a semicolon CSV from a German bank export (sure of the
    conventions; the tool is invented).
    ``priority-erp``: Priority Software's OData REST API with Hebrew field values
    (``@odata.context``/``value``; the entity and field names are Priority's; fairly sure).

Failing sessions (``*-fail-*``): a source failed silently and the agent kept calling — a fare
cache answering every date with the first date's fares, a HAFAS back end failing the same way,
a frozen GBFS feed, a rate limit, an expired token, a similarity report stuck in PROCESSING, a
dead autograder container, a quiz generator stuck on one chapter, a sanctions search that lost
its query, a DSR tracker answering another request, an expired search session, a board that no
longer answers on its UART, a target without power behind JTAG, a meter that times out, Klippy
disconnected, attendance records answering empty (the user ids belong to another org's app), a
portal's search that drops its query, a sheet tool that ignores the range.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout16.jsonl")
SRC = "heldout16/"

Call = tuple[str, Any, str]
Session = tuple[str, str, str, bool, list[Call]]


def js(obj: Any) -> str:
    """Compact JSON, UTF-8 kept: what most wrappers hand the model."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jsp(obj: Any) -> str:
    """JSON with Python's default separators (``json.dumps(obj)`` in a Python tool)."""
    return json.dumps(obj, ensure_ascii=False)


def py(obj: Any) -> str:
    """A Python literal: what a Python tool returning a dict hands the model (``str(obj)``)."""
    return repr(obj)


def jsi(obj: Any) -> str:
    """Indented JSON (``json.dumps(obj, indent=2)``, as many MCP servers return it)."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------- travel and mobility

AIRPORTS = {
    "JFK": ("NYC", "US", "-04:00"),
    "LHR": ("LON", "GB", "+01:00"),
    "SFO": ("SFO", "US", "-07:00"),
    "NRT": ("TYO", "JP", "+09:00"),
    "HND": ("TYO", "JP", "+09:00"),
}


def _sched(i: int, seg: tuple[str, int, str, str, str, str, int, str, int]) -> dict[str, Any]:
    car, num, frm, to, dep, arr, minutes, equip, adj = seg
    ftz, ttz = AIRPORTS[frm][2], AIRPORTS[to][2]
    arrival: dict[str, Any] = {"airport": to, "time": arr + ttz}
    if adj:
        arrival["dateAdjustment"] = adj
    return {
        "id": i,
        "elapsedTime": minutes,
        "departure": {"airport": frm, "time": dep + ftz},
        "arrival": arrival,
        "carrier": {
            "marketing": car,
            "marketingFlightNumber": num,
            "equipment": {"code": equip},
        },
    }


def bfm(
    out_date: str, ret_date: str, frm: str, to: str, itins: list[Any], txn: str, adults: int
) -> str:
    """A Bargain Finder Max v4 grouped response, trimmed as the wrapper keeps it."""
    scheds, legs, priced = [], [], []
    for n, (car, seg_out, seg_ret, total, tax, rbd, seats) in enumerate(itins, start=1):
        scheds += [_sched(2 * n - 1, seg_out), _sched(2 * n, seg_ret)]
        legs += [
            {"id": 2 * n - 1, "elapsedTime": seg_out[6], "schedules": [{"ref": 2 * n - 1}]},
            {"id": 2 * n, "elapsedTime": seg_ret[6], "schedules": [{"ref": 2 * n}]},
        ]
        base = round(total - tax, 2)
        priced.append(
            {
                "id": n,
                "pricingSource": "ADVJR1",
                "legs": [{"ref": 2 * n - 1}, {"ref": 2 * n}],
                "pricingInformation": [
                    {
                        "fare": {
                            "validatingCarrierCode": car,
                            "lastTicketDate": "2025-04-14",
                            "passengerInfoList": [
                                {
                                    "passengerInfo": {
                                        "passengerType": "ADT",
                                        "passengerNumber": adults,
                                        "nonRefundable": True,
                                        "fareComponents": [
                                            {
                                                "ref": 2 * n - 1,
                                                "segments": [
                                                    {
                                                        "segment": {
                                                            "bookingCode": rbd,
                                                            "seatsAvailable": seats,
                                                        }
                                                    }
                                                ],
                                            }
                                        ],
                                    }
                                }
                            ],
                            "totalFare": {
                                "totalPrice": total,
                                "totalTaxAmount": tax,
                                "currency": "USD",
                                "baseFareAmount": base,
                            },
                        },
                    }
                ],
            }
        )
    return py(
        {
            "groupedItineraryResponse": {
                "version": "4.3.0",
                "messages": [
                    {
                        "severity": "Info",
                        "type": "WORKERTHREAD",
                        "code": "TRANSACTIONID",
                        "text": txn,
                    },
                ],
                "statistics": {"itineraryCount": len(itins)},
                "scheduleDescs": scheds,
                "legDescs": legs,
                "itineraryGroups": [
                    {
                        "groupDescription": {
                            "legDescriptions": [
                                {
                                    "departureDate": out_date,
                                    "departureLocation": frm,
                                    "arrivalLocation": to,
                                },
                                {
                                    "departureDate": ret_date,
                                    "departureLocation": to,
                                    "arrivalLocation": frm,
                                },
                            ]
                        },
                        "itineraries": priced,
                    }
                ],
            }
        }
    )


def fare_shopping() -> list[Session]:
    task = (
        "Cheapest nonstop economy JFK-LHR round trip, 2 adults, out May 12, 13 or 14, back 7 "
        "days later: revalidate it, hold it for Ana and Tomás Reyes, give me the locator and "
        "ticketing deadline."
    )

    def q(out: str, ret: str) -> dict[str, Any]:
        return {
            "origin": "JFK",
            "destination": "LHR",
            "departure_date": out,
            "return_date": ret,
            "adults": 2,
            "cabin": "Y",
            "max_stops": 0,
        }

    may12 = [
        (
            "BA",
            ("BA", 178, "JFK", "LHR", "18:30:00", "06:25:00", 415, "777", 1),
            ("BA", 177, "LHR", "JFK", "08:20:00", "11:05:00", 465, "777", 0),
            2368.92,
            824.92,
            "O",
            9,
        ),
        (
            "VS",
            ("VS", 4, "JFK", "LHR", "19:30:00", "07:30:00", 420, "351", 1),
            ("VS", 3, "LHR", "JFK", "11:30:00", "14:20:00", 470, "351", 0),
            2291.40,
            811.40,
            "T",
            4,
        ),
    ]
    may13 = [
        (
            "BA",
            ("BA", 112, "JFK", "LHR", "20:25:00", "08:15:00", 410, "388", 1),
            ("BA", 117, "LHR", "JFK", "08:55:00", "11:45:00", 470, "388", 0),
            2201.18,
            824.92,
            "Q",
            9,
        ),
        (
            "VS",
            ("VS", 26, "JFK", "LHR", "22:15:00", "10:10:00", 415, "789", 1),
            ("VS", 25, "LHR", "JFK", "13:35:00", "16:25:00", 470, "789", 0),
            2243.90,
            811.40,
            "T",
            2,
        ),
    ]
    may14 = [
        (
            "B6",
            ("B6", 20, "JFK", "LHR", "22:20:00", "10:20:00", 420, "32Q", 1),
            ("B6", 21, "LHR", "JFK", "11:45:00", "14:34:00", 469, "32Q", 0),
            1998.20,
            708.20,
            "L",
            3,
        ),
        (
            "BA",
            ("BA", 178, "JFK", "LHR", "18:30:00", "06:25:00", 415, "777", 1),
            ("BA", 177, "LHR", "JFK", "08:20:00", "11:05:00", 465, "777", 0),
            2472.30,
            824.92,
            "N",
            9,
        ),
    ]
    reval = py(
        {
            "groupedItineraryResponse": {
                "version": "4.3.0",
                "messages": [
                    {
                        "severity": "Info",
                        "type": "WORKERTHREAD",
                        "code": "TRANSACTIONID",
                        "text": "7716301925184337204",
                    },
                    {
                        "severity": "Info",
                        "type": "DEFAULT",
                        "code": "REVALIDATED",
                        "text": "Itinerary revalidated; fare changed",
                    },
                ],
                "statistics": {"itineraryCount": 1},
                "itineraryGroups": [
                    {
                        "itineraries": [
                            {
                                "id": 1,
                                "pricingInformation": [
                                    {
                                        "fare": {
                                            "validatingCarrierCode": "B6",
                                            "lastTicketDate": "2025-04-13",
                                            "lastTicketTime": "23:59",
                                            "totalFare": {
                                                "totalPrice": 2012.20,
                                                "totalTaxAmount": 708.20,
                                                "currency": "USD",
                                                "baseFareAmount": 1304.00,
                                            },
                                            "passengerInfoList": [
                                                {
                                                    "passengerInfo": {
                                                        "passengerType": "ADT",
                                                        "passengerNumber": 2,
                                                        "fareComponents": [
                                                            {
                                                                "segments": [
                                                                    {
                                                                        "segment": {
                                                                            "bookingCode": "L",
                                                                            "seatsAvailable": 2,
                                                                        }
                                                                    }
                                                                ]
                                                            }
                                                        ],
                                                    }
                                                }
                                            ],
                                        }
                                    }
                                ],
                            }
                        ]
                    }
                ],
            }
        }
    )
    pnr = py(
        {
            "CreatePassengerNameRecordRS": {
                "ApplicationResults": {
                    "status": "Complete",
                    "Success": [{"timeStamp": "2025-04-11T10:42:17.311-05:00"}],
                },
                "ItineraryRef": {
                    "ID": "KXJPRW",
                    "Source": {"PseudoCityCode": "G7HE", "CreateDateTime": "2025-04-11T10:42"},
                },
            }
        }
    )
    booking = py(
        {
            "bookingId": "KXJPRW",
            "startDate": "2025-05-14",
            "endDate": "2025-05-21",
            "isTicketed": False,
            "travelers": [
                {"givenName": "ANA", "surname": "REYES", "type": "ADULT"},
                {"givenName": "TOMAS", "surname": "REYES", "type": "ADULT"},
            ],
            "flights": [
                {
                    "itemId": "1",
                    "confirmationId": "KXJPRW",
                    "flightNumber": 20,
                    "airlineCode": "B6",
                    "fromAirportCode": "JFK",
                    "toAirportCode": "LHR",
                    "departureDate": "2025-05-14",
                    "departureTime": "22:20",
                    "arrivalDate": "2025-05-15",
                    "arrivalTime": "10:20",
                    "bookingClass": "L",
                    "flightStatusName": "Confirmed",
                },
                {
                    "itemId": "2",
                    "confirmationId": "KXJPRW",
                    "flightNumber": 21,
                    "airlineCode": "B6",
                    "fromAirportCode": "LHR",
                    "toAirportCode": "JFK",
                    "departureDate": "2025-05-21",
                    "departureTime": "11:45",
                    "arrivalDate": "2025-05-21",
                    "arrivalTime": "14:34",
                    "bookingClass": "L",
                    "flightStatusName": "Confirmed",
                },
            ],
            "fares": [
                {
                    "pricingStatusCode": "PRICED",
                    "lastTicketingDate": "2025-04-13T23:59",
                    "totals": {"total": "2012.20", "currencyCode": "USD"},
                }
            ],
            "timestamp": "2025-04-11T15:42:31Z",
        }
    )
    ok = [
        (
            "sabre_bfm_search",
            q("2025-05-12", "2025-05-19"),
            bfm("2025-05-12", "2025-05-19", "JFK", "LHR", may12, "7716301925184329810", 2),
        ),
        (
            "sabre_bfm_search",
            q("2025-05-13", "2025-05-20"),
            bfm("2025-05-13", "2025-05-20", "JFK", "LHR", may13, "7716301925184331177", 2),
        ),
        (
            "sabre_bfm_search",
            q("2025-05-14", "2025-05-21"),
            bfm("2025-05-14", "2025-05-21", "JFK", "LHR", may14, "7716301925184334652", 2),
        ),
        (
            "sabre_revalidate_itinerary",
            {
                "itinerary": "B6 20 JFK-LHR 2025-05-14 / B6 21 LHR-JFK 2025-05-21",
                "adults": 2,
                "booking_code": "L",
            },
            reval,
        ),
        (
            "sabre_create_pnr",
            {
                "travelers": ["REYES/ANA MS", "REYES/TOMAS MR"],
                "segments": ["B6 20 L 14MAY", "B6 21 L 21MAY"],
                "ticketing": "hold",
                "received_from": "AGENT",
            },
            pnr,
        ),
        ("sabre_get_booking", {"confirmationId": "KXJPRW"}, booking),
    ]
    ftask = (
        "Premium economy SFO-Tokyo, 1 adult, out June 3, 10, 17 or 24, back 10 days later: "
        "which date is cheapest?"
    )
    june3 = [
        (
            "UA",
            ("UA", 837, "SFO", "NRT", "11:05:00", "14:25:00", 680, "789", 1),
            ("UA", 838, "NRT", "SFO", "17:00:00", "10:10:00", 550, "789", 0),
            2184.30,
            168.30,
            "E",
            4,
        ),
    ]
    dates = [
        ("2025-06-03", "2025-06-13"),
        ("2025-06-10", "2025-06-20"),
        ("2025-06-17", "2025-06-27"),
        ("2025-06-24", "2025-07-04"),
        ("2025-06-10", "2025-06-20"),
    ]
    txns = [
        "8820017392651104471",
        "8820017392651109035",
        "8820017392651113718",
        "8820017392651118260",
        "8820017392651122947",
    ]
    fail: list[Call] = []
    for n, ((out, ret), txn) in enumerate(zip(dates, txns, strict=True)):
        args: dict[str, Any] = {
            "origin": "SFO",
            "destination": "TYO",
            "departure_date": out,
            "return_date": ret,
            "adults": 1,
            "cabin": "S",
        }
        if n == 4:
            args["bypass_cache"] = True
        fail.append(
            ("sabre_bfm_search", args, bfm("2025-06-03", "2025-06-13", "SFO", "TYO", june3, txn, 1))
        )
    return [
        ("fare-shopping", "fare-ok-1", task, True, ok),
        ("fare-shopping", "fare-fail-1", ftask, False, fail),
    ]


def _stop(sid: str, name: str) -> dict[str, Any]:
    return {"type": "stop", "id": sid, "name": name}


def _db_leg(
    frm: tuple[str, str],
    to: tuple[str, str],
    dep: str,
    arr: str,
    line: str,
    trip: str,
    dplat: str,
    aplat: str,
    ddelay: int | None = None,
    pplat: str | None = None,
) -> dict[str, Any]:
    kind, number = line.split()
    product = "nationalExpress" if kind == "ICE" else "national"
    return {
        "origin": _stop(*frm),
        "destination": _stop(*to),
        "departure": dep,
        "departureDelay": ddelay,
        "arrival": arr,
        "tripId": trip,
        "line": {"type": "line", "name": line, "productName": kind, "product": product},
        "departurePlatform": dplat,
        "plannedDeparturePlatform": pplat or dplat,
        "arrivalPlatform": aplat,
    }


BER, MUC, ERF = ("8011160", "Berlin Hbf"), ("8000261", "München Hbf"), ("8010101", "Erfurt Hbf")


def _db_journeys(earlier: str, later: str, rows: list[Any]) -> str:
    journeys = []
    for legs, price in rows:
        journeys.append(
            {
                "type": "journey",
                "legs": legs,
                "price": None
                if price is None
                else {"amount": price, "currency": "EUR", "hint": None},
            }
        )
    return js(
        {
            "earlierRef": earlier,
            "laterRef": later,
            "journeys": journeys,
            "realtimeDataUpdatedAt": 1744355442,
        }
    )


def rail() -> list[Session]:
    task = (
        "Direct ICEs Berlin Hbf-München Hbf leaving 06:00-12:00 on Fri 11 April with cheapest "
        "fares; does the first leave from its planned platform, and how late is it at Erfurt?"
    )
    d = "2025-04-11T"
    p1 = _db_journeys(
        "3|OB|MTµ14µ500010µ500010µ500250µ500250µ0µ0µ485µ500003µ1µ0µ26",
        "3|OF|MTµ14µ500109µ500109µ500363µ500363µ0µ0µ485µ500101µ3µ0µ26",
        [
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "06:29:00+02:00",
                        d + "10:28:00+02:00",
                        "ICE 1001",
                        "1|201554|0|80|11042025",
                        "2",
                        "20",
                        0,
                        "1",
                    )
                ],
                57.99,
            ),
            (
                [
                    _db_leg(
                        BER,
                        ERF,
                        d + "06:52:00+02:00",
                        d + "08:41:00+02:00",
                        "ICE 1501",
                        "1|202090|0|80|11042025",
                        "1",
                        "3",
                    ),
                    _db_leg(
                        ERF,
                        MUC,
                        d + "08:59:00+02:00",
                        d + "11:26:00+02:00",
                        "ICE 1601",
                        "1|202318|0|80|11042025",
                        "2",
                        "18",
                    ),
                ],
                49.99,
            ),
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "07:29:00+02:00",
                        d + "11:35:00+02:00",
                        "ICE 503",
                        "1|201612|0|80|11042025",
                        "1",
                        "19",
                    )
                ],
                67.99,
            ),
        ],
    )
    p2 = _db_journeys(
        "3|OB|MTµ14µ500149µ500149µ500395µ500395µ0µ0µ485µ500141µ1µ0µ26",
        "3|OF|MTµ14µ500269µ500269µ500508µ500508µ0µ0µ485µ500261µ3µ0µ26",
        [
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "08:29:00+02:00",
                        d + "12:28:00+02:00",
                        "ICE 1003",
                        "1|201581|0|80|11042025",
                        "1",
                        "20",
                    )
                ],
                45.99,
            ),
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "09:29:00+02:00",
                        d + "13:35:00+02:00",
                        "ICE 505",
                        "1|201640|0|80|11042025",
                        "2",
                        "16",
                    )
                ],
                79.99,
            ),
            (
                [
                    _db_leg(
                        BER,
                        ERF,
                        d + "09:52:00+02:00",
                        d + "11:41:00+02:00",
                        "ICE 1505",
                        "1|202144|0|80|11042025",
                        "1",
                        "3",
                    ),
                    _db_leg(
                        ERF,
                        MUC,
                        d + "11:59:00+02:00",
                        d + "14:26:00+02:00",
                        "ICE 1605",
                        "1|202377|0|80|11042025",
                        "2",
                        "18",
                    ),
                ],
                52.99,
            ),
        ],
    )
    p3 = _db_journeys(
        "3|OB|MTµ14µ500329µ500329µ500568µ500568µ0µ0µ485µ500321µ1µ0µ26",
        "3|OF|MTµ14µ500449µ500449µ500690µ500690µ0µ0µ485µ500441µ3µ0µ26",
        [
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "10:29:00+02:00",
                        d + "14:28:00+02:00",
                        "ICE 1005",
                        "1|201603|0|80|11042025",
                        "1",
                        "20",
                    )
                ],
                45.99,
            ),
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "11:29:00+02:00",
                        d + "15:35:00+02:00",
                        "ICE 507",
                        "1|201667|0|80|11042025",
                        "2",
                        "19",
                    )
                ],
                None,
            ),
            (
                [
                    _db_leg(
                        BER,
                        MUC,
                        d + "12:29:00+02:00",
                        d + "16:28:00+02:00",
                        "ICE 1007",
                        "1|201629|0|80|11042025",
                        "1",
                        "20",
                    )
                ],
                39.99,
            ),
        ],
    )
    deps = js(
        {
            "departures": [
                {
                    "tripId": "1|201554|0|80|11042025",
                    "stop": _stop(*BER),
                    "when": d + "06:29:00+02:00",
                    "plannedWhen": d + "06:29:00+02:00",
                    "delay": 0,
                    "platform": "2",
                    "plannedPlatform": "1",
                    "direction": "München Hbf",
                    "line": {
                        "type": "line",
                        "id": "ice-1001",
                        "name": "ICE 1001",
                        "productName": "ICE",
                    },
                    "remarks": [
                        {
                            "type": "status",
                            "code": "text.realtime.stop.platform.change",
                            "text": "Gleiswechsel: Abfahrt heute von Gleis 2",
                        }
                    ],
                },
                {
                    "tripId": "1|340117|0|80|11042025",
                    "stop": _stop(*BER),
                    "when": d + "06:33:00+02:00",
                    "plannedWhen": d + "06:31:00+02:00",
                    "delay": 120,
                    "platform": "13",
                    "plannedPlatform": "13",
                    "direction": "Hamburg-Altona",
                    "line": {
                        "type": "line",
                        "id": "ice-702",
                        "name": "ICE 702",
                        "productName": "ICE",
                    },
                    "remarks": [],
                },
            ],
            "realtimeDataUpdatedAt": 1744355501,
        }
    )
    trip = js(
        {
            "trip": {
                "id": "1|201554|0|80|11042025",
                "direction": "München Hbf",
                "line": {"type": "line", "id": "ice-1001", "name": "ICE 1001"},
                "stopovers": [
                    {
                        "stop": _stop(*BER),
                        "plannedDeparture": d + "06:29:00+02:00",
                        "departureDelay": 0,
                        "departurePlatform": "2",
                        "plannedDeparturePlatform": "1",
                    },
                    {
                        "stop": _stop("8011113", "Berlin Südkreuz"),
                        "plannedDeparture": d + "06:36:00+02:00",
                        "departureDelay": 60,
                    },
                    {
                        "stop": _stop("8010205", "Leipzig Hbf"),
                        "plannedArrival": d + "07:36:00+02:00",
                        "arrivalDelay": 240,
                        "plannedDeparture": d + "07:39:00+02:00",
                        "departureDelay": 180,
                    },
                    {
                        "stop": _stop(*ERF),
                        "plannedArrival": d + "08:16:00+02:00",
                        "arrivalDelay": 300,
                        "plannedDeparture": d + "08:18:00+02:00",
                        "departureDelay": 300,
                    },
                    {
                        "stop": _stop("8000025", "Bamberg"),
                        "plannedArrival": d + "09:15:00+02:00",
                        "arrivalDelay": 180,
                    },
                    {
                        "stop": _stop("8000284", "Nürnberg Hbf"),
                        "plannedArrival": d + "09:28:00+02:00",
                        "arrivalDelay": 120,
                    },
                    {
                        "stop": _stop(*MUC),
                        "plannedArrival": d + "10:28:00+02:00",
                        "arrivalDelay": 60,
                    },
                ],
            },
            "realtimeDataUpdatedAt": 1744355533,
        }
    )

    def loc(query: str, rows: list[tuple[str, str, float, float]]) -> Call:
        return (
            "db_locations",
            {"query": query, "results": 3},
            js(
                [
                    {
                        "type": "stop",
                        "id": i,
                        "name": n,
                        "location": {"type": "location", "id": i, "latitude": la, "longitude": lo},
                    }
                    for i, n, la, lo in rows
                ]
            ),
        )

    ok1 = [
        loc(
            "Berlin Hbf",
            [
                ("8011160", "Berlin Hbf", 52.524924, 13.369629),
                ("8098160", "Berlin Hbf (tief)", 52.52585, 13.368892),
                ("8089021", "Berlin Hbf (S-Bahn)", 52.525592, 13.369545),
            ],
        ),
        loc(
            "München Hbf",
            [
                ("8000261", "München Hbf", 48.140364, 11.558744),
                ("8098263", "München Hbf Gl.27-36", 48.142178, 11.555208),
                ("624637", "Hauptbahnhof, München", 48.14006, 11.559512),
            ],
        ),
        (
            "db_journeys",
            {
                "from": "8011160",
                "to": "8000261",
                "departure": d + "06:00+02:00",
                "results": 3,
                "tickets": True,
            },
            p1,
        ),
        (
            "db_journeys",
            {
                "from": "8011160",
                "to": "8000261",
                "laterThan": "3|OF|MTµ14µ500109µ500109µ500363µ500363µ0µ0µ485µ500101µ3µ0µ26",
                "results": 3,
                "tickets": True,
            },
            p2,
        ),
        (
            "db_journeys",
            {
                "from": "8011160",
                "to": "8000261",
                "laterThan": "3|OF|MTµ14µ500269µ500269µ500508µ500508µ0µ0µ485µ500261µ3µ0µ26",
                "results": 3,
                "tickets": True,
            },
            p3,
        ),
        ("db_departures", {"stop": "8011160", "when": d + "06:25+02:00", "duration": 15}, deps),
        ("db_trip", {"id": "1|201554|0|80|11042025", "stopovers": True}, trip),
    ]

    task2 = (
        "First three TGV INOUI Paris Gare de Lyon-Lyon Part Dieu after 07:00 on 18 April, any "
        "disruption on the line ('none' if none), and where Amtrak 171 is now and how late."
    )
    places = js(
        {
            "places": [
                {
                    "id": "stop_area:SNCF:87686006",
                    "name": "Paris Gare de Lyon Hall 1 - 2 (Paris)",
                    "quality": 90,
                    "embedded_type": "stop_area",
                    "stop_area": {
                        "id": "stop_area:SNCF:87686006",
                        "name": "Paris Gare de Lyon Hall 1 - 2",
                        "coord": {"lon": "2.373481", "lat": "48.844924"},
                        "timezone": "Europe/Paris",
                    },
                },
                {
                    "id": "stop_area:SNCF:87686030",
                    "name": "Paris Gare de Lyon Hall 3 (Paris)",
                    "quality": 80,
                    "embedded_type": "stop_area",
                    "stop_area": {
                        "id": "stop_area:SNCF:87686030",
                        "name": "Paris Gare de Lyon Hall 3",
                        "coord": {"lon": "2.375029", "lat": "48.843961"},
                        "timezone": "Europe/Paris",
                    },
                },
            ],
            "feed_publishers": [
                {"id": "sncf", "name": "SNCF PIV Production", "license": "Private"}
            ],
        }
    )

    def nj(dep: str, arr: str, num: str, co2: float) -> dict[str, Any]:
        return {
            "departure_date_time": "20250418T" + dep,
            "arrival_date_time": "20250418T" + arr,
            "duration": (int(arr[:2]) * 60 + int(arr[2:4]) - int(dep[:2]) * 60 - int(dep[2:4]))
            * 60,
            "nb_transfers": 0,
            "type": "best" if num == "6603" else "rapid",
            "co2_emission": {"value": co2, "unit": "gEC"},
            "sections": [
                {
                    "type": "public_transport",
                    "departure_date_time": "20250418T" + dep,
                    "arrival_date_time": "20250418T" + arr,
                    "display_informations": {
                        "commercial_mode": "TGV INOUI",
                        "network": "SNCF",
                        "headsign": num,
                        "trip_short_name": num,
                        "direction": "Lyon Part Dieu (Lyon)",
                        "physical_mode": "Train grande vitesse",
                    },
                }
            ],
        }

    navj = js(
        {
            "journeys": [
                nj("070000", "085600", "6603", 1842.3),
                nj("080000", "095800", "6607", 1842.3),
                nj("085600", "105200", "6611", 1842.3),
            ],
            "disruptions": [],
            "context": {"timezone": "Europe/Paris", "current_datetime": "20250411T101522"},
            "links": [
                {
                    "type": "next",
                    "href": "https://api.sncf.com/v1/coverage/sncf/"
                    "journeys?datetime=20250418T085700&from=stop_area%3ASNCF%3A87686006"
                    "&to=stop_area%3ASNCF%3A87723197",
                    "templated": False,
                }
            ],
        }
    )
    reports = js(
        {
            "disruptions": [],
            "line_reports": [],
            "warnings": [],
            "pagination": {
                "start_page": 0,
                "items_on_page": 0,
                "items_per_page": 25,
                "total_result": 0,
            },
            "links": [],
            "feed_publishers": [{"id": "sncf", "name": "SNCF PIV Production"}],
            "context": {"timezone": "Europe/Paris", "current_datetime": "20250411T101529"},
        }
    )

    def amtrak(
        event: str, name: str, lat: float, lon: float, vel: float, stations: list[Any], updated: str
    ) -> str:
        return js(
            {
                "171": [
                    {
                        "routeName": "Northeast Regional",
                        "trainNum": "171",
                        "trainID": "171-11",
                        "lat": lat,
                        "lon": lon,
                        "trainTimely": "",
                        "stations": stations,
                        "heading": "SW",
                        "eventCode": event,
                        "eventName": name,
                        "origCode": "BOS",
                        "origName": "Boston South Station",
                        "destCode": "WAS",
                        "destName": "Washington Union Station",
                        "trainState": "Active",
                        "velocity": vel,
                        "statusMsg": " ",
                        "updatedAt": updated,
                        "provider": "Amtrak",
                        "alerts": [],
                    }
                ]
            }
        )

    def st(code: str, name: str, sch: str, act: str, status: str, cmnt: str) -> dict[str, Any]:
        return {
            "name": name,
            "code": code,
            "tz": "America/New_York",
            "schDep": "2025-04-11T" + sch + ":00-04:00",
            "dep": "2025-04-11T" + act + ":00-04:00",
            "depCmnt": cmnt,
            "status": status,
        }

    a1 = amtrak(
        "PVD",
        "Providence",
        41.72,
        -71.43,
        0.0,
        [
            st("BOS", "Boston South Station", "06:10", "06:10", "Departed", "On Time"),
            st("RTE", "Route 128", "06:21", "06:24", "Departed", "3 Minutes Late"),
            st("PVD", "Providence", "06:45", "06:52", "Station", "7 Minutes Late"),
            st("NLC", "New London", "07:42", "07:49", "Enroute", "7 Minutes Late"),
        ],
        "2025-04-11T06:51:02-04:00",
    )
    a2 = amtrak(
        "NHV",
        "New Haven",
        41.2981,
        -72.9267,
        0.0,
        [
            st("PVD", "Providence", "06:45", "06:53", "Departed", "8 Minutes Late"),
            st("NLC", "New London", "07:42", "07:55", "Departed", "13 Minutes Late"),
            st("NHV", "New Haven", "08:35", "08:49", "Station", "14 Minutes Late"),
            st("STM", "Stamford", "09:24", "09:36", "Enroute", "12 Minutes Late"),
        ],
        "2025-04-11T08:48:41-04:00",
    )
    ok2 = [
        ("navitia_places", {"q": "Paris Gare de Lyon", "type[]": "stop_area"}, places),
        (
            "navitia_journeys",
            {
                "from": "stop_area:SNCF:87686006",
                "to": "stop_area:SNCF:87723197",
                "datetime": "20250418T070000",
                "count": 3,
                "allowed_id[]": "commercial_mode:TGV INOUI",
            },
            navj,
        ),
        (
            "navitia_line_reports",
            {
                "filter": "line.uri=line:SNCF:FR:Line::TGV-PARIS-LYON:",
                "since": "20250418T000000",
                "until": "20250418T235959",
            },
            reports,
        ),
        ("amtraker_train", {"train": "171"}, a1),
        ("amtraker_train", {"train": "171"}, a2),
    ]

    ftask = (
        "A train Hamburg Hbf to Köln Hbf on Fri 2 May arriving by 18:00, with the Sparpreis if any."
    )
    ids = [
        "d1f0c0e7f3a2",
        "4b7c92e1a0d5",
        "9e2a61c4b8f0",
        "c3d84f1a7e26",
        "7a05be93d4c1",
        "e61f2c08b9a7",
    ]

    def herr(rid: str) -> str:
        return js(
            {
                "message": "HAFAS error: HCI Service: problems during service execution",
                "isHafasError": True,
                "code": "SERVER_ERROR",
                "isCausedByServer": True,
                "hafasCode": "CGI_READ_FAILED",
                "hafasResponseId": rid,
            }
        )

    hh = ("8002549", "Hamburg Hbf")
    fail = [
        loc(
            "Hamburg Hbf",
            [
                ("8002549", "Hamburg Hbf", 53.552736, 10.006909),
                ("8098549", "Hamburg Hbf (S)", 53.553533, 10.00681),
                ("8071376", "Hauptbahnhof, Hamburg", 53.553, 10.0066),
            ],
        ),
        (
            "db_journeys",
            {
                "from": hh[0],
                "to": "8000207",
                "arrival": "2025-05-02T18:00+02:00",
                "results": 3,
                "tickets": True,
            },
            herr(ids[0]),
        ),
        (
            "db_journeys",
            {
                "from": hh[0],
                "to": "8000207",
                "departure": "2025-05-02T13:00+02:00",
                "results": 3,
                "tickets": True,
            },
            herr(ids[1]),
        ),
        (
            "db_journeys",
            {"from": hh[0], "to": "8000207", "departure": "2025-05-02T13:00+02:00", "results": 3},
            herr(ids[2]),
        ),
        (
            "db_journeys",
            {
                "from": hh[0],
                "to": "8000207",
                "via": "8000152",
                "departure": "2025-05-02T12:30+02:00",
            },
            herr(ids[3]),
        ),
        (
            "db_journeys",
            {
                "from": hh[0],
                "to": "8000207",
                "departure": "2025-05-02T14:00+02:00",
                "nationalExpress": True,
            },
            herr(ids[4]),
        ),
    ]
    return [
        ("rail", "rail-ok-1", task, True, ok1),
        ("rail", "rail-ok-2", task2, True, ok2),
        ("rail", "rail-fail-1", ftask, False, fail),
    ]


PDT = timezone(timedelta(hours=-7))


def wsdate(day: int, hh: int, mm: int, month: int = 4) -> str:
    """WSDOT's ``/Date(ms-0700)/`` for a Pacific daylight time in 2025."""
    ms = int(datetime(2025, month, day, hh, mm, tzinfo=PDT).timestamp() * 1000)
    return f"/Date({ms}-0700)/"


def ferry_bus() -> list[Session]:
    task = (
        "Fri 11 April: Bainbridge-Seattle sailings after 14:00, drive-up space on the next "
        "one (check again before I leave), where that boat is, and which Kitsap route 90 bus "
        "from Poulsbo makes it."
    )
    terms = js(
        [
            {
                "TerminalID": 3,
                "TerminalSubjectID": 111,
                "RegionID": 5,
                "TerminalName": "Bainbridge Island",
                "TerminalAbbrev": "BBI",
                "SortSeq": 1,
            },
            {
                "TerminalID": 7,
                "TerminalSubjectID": 103,
                "RegionID": 5,
                "TerminalName": "Seattle",
                "TerminalAbbrev": "P52",
                "SortSeq": 2,
            },
            {
                "TerminalID": 4,
                "TerminalSubjectID": 102,
                "RegionID": 4,
                "TerminalName": "Bremerton",
                "TerminalAbbrev": "BRE",
                "SortSeq": 3,
            },
            {
                "TerminalID": 12,
                "TerminalSubjectID": 109,
                "RegionID": 3,
                "TerminalName": "Kingston",
                "TerminalAbbrev": "KIN",
                "SortSeq": 4,
            },
        ]
    )
    times = [
        (14, 5, 38, "Wenatchee"),
        (14, 55, 25, "Tacoma"),
        (15, 45, 38, "Wenatchee"),
        (16, 40, 25, "Tacoma"),
        (17, 30, 38, "Wenatchee"),
    ]
    sched = js(
        {
            "ScheduleID": 193,
            "ScheduleName": "Spring 2025",
            "ScheduleSeason": 1,
            "SchedulePDFUrl": "https://wsdot.wa.gov/ferries/pdf/2025Spring.pdf",
            "ScheduleStart": wsdate(30, 0, 0, 3),
            "ScheduleEnd": wsdate(14, 0, 0, 6),
            "AllRoutes": [5],
            "TerminalCombos": [
                {
                    "DepartingTerminalID": 3,
                    "DepartingTerminalName": "Bainbridge Island",
                    "ArrivingTerminalID": 7,
                    "ArrivingTerminalName": "Seattle",
                    "SailingNotes": "",
                    "Annotations": [],
                    "Times": [
                        {
                            "DepartingTime": wsdate(11, h, m),
                            "ArrivingTime": None,
                            "LoadingRule": 3,
                            "VesselID": vid,
                            "VesselName": v,
                            "VesselHandicapAccessible": True,
                            "VesselPositionNum": 1 if vid == 38 else 2,
                            "Routes": [5],
                            "AnnotationIndexes": [],
                        }
                        for h, m, vid, v in times
                    ],
                }
            ],
        }
    )

    def space(d1: int, d2: int) -> str:
        def dep(h: int, m: int, vid: int, v: str, n: int) -> dict[str, Any]:
            return {
                "Departure": wsdate(11, h, m),
                "IsCancelled": False,
                "VesselID": vid,
                "VesselName": v,
                "MaxSpaceCount": 202,
                "SpaceForArrivalTerminals": [
                    {
                        "TerminalID": 7,
                        "TerminalName": "Seattle",
                        "VesselID": vid,
                        "VesselName": v,
                        "DisplayReservableSpace": False,
                        "ReservableSpaceCount": None,
                        "DisplayDriveUpSpace": True,
                        "DriveUpSpaceCount": n,
                        "DriveUpSpaceHexColor": "#00FF00"
                        if n > 40
                        else "#FFFF00"
                        if n > 10
                        else "#FF0000",
                        "MaxSpaceCount": 202,
                        "ArrivalTerminalIDs": [7],
                    }
                ],
            }

        return js(
            [
                {
                    "TerminalID": 3,
                    "TerminalSubjectID": 111,
                    "RegionID": 5,
                    "TerminalName": "Bainbridge Island",
                    "TerminalAbbrev": "BBI",
                    "DepartingSpaces": [
                        dep(14, 55, 25, "Tacoma", d1),
                        dep(15, 45, 38, "Wenatchee", d2),
                    ],
                    "IsNoFareCollected": None,
                    "NoFareCollectedMsg": None,
                }
            ]
        )

    vessel = js(
        {
            "VesselID": 25,
            "VesselName": "Tacoma",
            "Mmsi": 366772760,
            "DepartingTerminalID": 7,
            "DepartingTerminalName": "Seattle",
            "DepartingTerminalAbbrev": "P52",
            "ArrivingTerminalID": 3,
            "ArrivingTerminalName": "Bainbridge Island",
            "ArrivingTerminalAbbrev": "BBI",
            "Latitude": 47.612683,
            "Longitude": -122.444317,
            "Speed": 17.6,
            "Heading": 281,
            "InService": True,
            "AtDock": False,
            "LeftDock": wsdate(11, 13, 58),
            "Eta": wsdate(11, 14, 33),
            "EtaBasis": "Vessel Tacoma departed Seattle going to "
            "Bainbridge Island at 1:58PM, and is estimated to arrive at 2:33PM.",
            "ScheduledDeparture": wsdate(11, 13, 55),
            "OpRouteAbbrev": ["sea-bi"],
            "VesselPositionNum": 2,
            "TimeStamp": wsdate(11, 14, 12),
        }
    )
    stop_times = (
        "route_short_name,trip_id,stop_name,arrival_time,departure_time,stop_sequence\n"
        "90,90-1412-WKD,Poulsbo Transit Center,,13:52:00,1\n"
        "90,90-1412-WKD,SR 305 & Bond Rd,13:58:00,13:58:00,4\n"
        "90,90-1412-WKD,Bainbridge Island Ferry Terminal,14:31:00,,11\n"
        "90,90-1502-WKD,Poulsbo Transit Center,,14:47:00,1\n"
        "90,90-1502-WKD,SR 305 & Bond Rd,14:53:00,14:53:00,4\n"
        "90,90-1502-WKD,Bainbridge Island Ferry Terminal,15:26:00,,11\n"
        "90,90-1552-WKD,Poulsbo Transit Center,,15:42:00,1\n"
        "90,90-1552-WKD,Bainbridge Island Ferry Terminal,16:21:00,,11\n"
        "(8 rows; feed kitsaptransit-2025-03-23, service_id WKD active 2025-04-11)"
    )
    ok = [
        ("wsf_terminals", {"tripdate": "2025-04-11"}, terms),
        (
            "wsf_schedule",
            {
                "tripdate": "2025-04-11",
                "departing_terminal_id": 3,
                "arriving_terminal_id": 7,
                "after": "14:00",
            },
            sched,
        ),
        ("wsf_sailing_space", {"terminal_id": 3}, space(58, 141)),
        ("wsf_vessel_locations", {"vessel_id": 25}, vessel),
        (
            "gtfs_stop_times",
            {
                "feed": "kitsaptransit",
                "route": "90",
                "date": "2025-04-11",
                "from_stop": "Poulsbo Transit Center",
                "to_stop": "Bainbridge Island Ferry Terminal",
                "after": "13:30",
            },
            stop_times,
        ),
        ("wsf_sailing_space", {"terminal_id": 3}, space(17, 129)),
    ]
    return [("ferry-bus", "ferry-ok-1", task, True, ok)]


def bikeshare() -> list[Session]:
    task = (
        "I'm at W 52 St & 11 Ave: watch the three nearest Citi Bike docks and tell me where "
        "an e-bike shows up; any system alerts?"
    )
    ids = [
        "66dc0e99-0aca-11e7-82f6-3863bb44ef7c",
        "66db6387-0aca-11e7-82f6-3863bb44ef7c",
        "1d8b4f5e-ae6b-4a37-9e3c-0f4d2a9e8c11",
    ]
    info = js(
        {
            "data": {
                "stations": [
                    {
                        "station_id": ids[0],
                        "name": "W 52 St & 11 Ave",
                        "short_name": "6926.01",
                        "lat": 40.767272,
                        "lon": -73.993928,
                        "region_id": "71",
                        "capacity": 39,
                        "rental_methods": ["KEY", "CREDITCARD"],
                        "station_type": "classic",
                        "has_kiosk": True,
                    },
                    {
                        "station_id": ids[1],
                        "name": "W 54 St & 11 Ave",
                        "short_name": "6955.05",
                        "lat": 40.768292,
                        "lon": -73.992563,
                        "region_id": "71",
                        "capacity": 31,
                        "rental_methods": ["KEY", "CREDITCARD"],
                        "station_type": "classic",
                        "has_kiosk": True,
                    },
                    {
                        "station_id": ids[2],
                        "name": "11 Ave & W 50 St",
                        "short_name": "6854.04",
                        "lat": 40.765765,
                        "lon": -73.995205,
                        "region_id": "71",
                        "capacity": 27,
                        "rental_methods": ["KEY", "CREDITCARD"],
                        "station_type": "lightweight",
                        "has_kiosk": False,
                    },
                ]
            },
            "last_updated": 1744368011,
            "ttl": 5,
            "version": "2.3",
        }
    )

    def status(upd: int, rows: list[tuple[int, int, int, int, int]]) -> str:
        return js(
            {
                "data": {
                    "stations": [
                        {
                            "station_id": sid,
                            "num_bikes_available": b,
                            "num_ebikes_available": e,
                            "num_bikes_disabled": dis,
                            "num_docks_available": docks,
                            "num_docks_disabled": 0,
                            "is_installed": 1,
                            "is_renting": 1,
                            "is_returning": 1,
                            "last_reported": rep,
                        }
                        for sid, (b, e, dis, docks, rep) in zip(ids, rows, strict=True)
                    ]
                },
                "last_updated": upd,
                "ttl": 5,
                "version": "2.3",
            }
        )

    ok = [
        (
            "gbfs_stations_near",
            {"system": "citibike-nyc", "lat": 40.76727, "lon": -73.99393, "limit": 3},
            info,
        ),
        (
            "gbfs_station_status",
            {"system": "citibike-nyc", "station_ids": ids},
            status(
                1744368015,
                [(3, 0, 1, 35, 1744367962), (6, 0, 0, 25, 1744367990), (1, 0, 2, 24, 1744367931)],
            ),
        ),
        (
            "gbfs_station_status",
            {"system": "citibike-nyc", "station_ids": ids},
            status(
                1744368137,
                [(2, 0, 1, 36, 1744368102), (6, 0, 0, 25, 1744368110), (2, 0, 2, 23, 1744368089)],
            ),
        ),
        (
            "gbfs_station_status",
            {"system": "citibike-nyc", "station_ids": ids},
            status(
                1744368259,
                [(2, 0, 1, 36, 1744368221), (7, 1, 0, 24, 1744368244), (2, 0, 2, 23, 1744368209)],
            ),
        ),
        (
            "gbfs_system_alerts",
            {"system": "citibike-nyc"},
            js({"data": {"alerts": []}, "last_updated": 1744368262, "ttl": 5, "version": "2.3"}),
        ),
    ]
    ftask = (
        "The Bay Wheels dock at Market St at 10th St is full: keep checking and tell me when "
        "a dock frees up."
    )
    frozen = js(
        {
            "data": {
                "stations": [
                    {
                        "station_id": "9f8e4a1c-6a92-4cf0-9b5b-2c1e0a6b7d13",
                        "num_bikes_available": 27,
                        "num_ebikes_available": 4,
                        "num_bikes_disabled": 0,
                        "num_docks_available": 0,
                        "num_docks_disabled": 0,
                        "is_installed": 1,
                        "is_renting": 1,
                        "is_returning": 1,
                        "last_reported": 1744305921,
                    }
                ]
            },
            "last_updated": 1744305960,
            "ttl": 60,
            "version": "2.3",
        }
    )
    fargs = {"system": "baywheels", "station_ids": ["9f8e4a1c-6a92-4cf0-9b5b-2c1e0a6b7d13"]}
    fail = [("gbfs_station_status", fargs, frozen) for _ in range(5)]
    return [
        ("bikeshare", "bikeshare-ok-1", task, True, ok),
        ("bikeshare", "bikeshare-fail-1", ftask, False, fail),
    ]


def parking() -> list[Session]:
    task = (
        "Kulturpalast Dresden 19:30 tonight: which garages near the Altmarkt have space, the "
        "Altmarkt forecast for 19:00, and at 18:40, if all have under 20 free, start EasyPark "
        "in zone 10141 for DD-KR 482."
    )

    def lots(updated: str, free: dict[str, int], state: dict[str, str]) -> str:
        base = [
            ("dresdenaltmarkt", "Altmarkt", "Tiefgarage", "Innere Altstadt", 400),
            ("dresdenaltmarktgalerie", "Altmarkt-Galerie", "Parkhaus", "Innere Altstadt", 480),
            ("dresdenfrauenkirche", "Frauenkirche Neumarkt", "Tiefgarage", "Innere Altstadt", 120),
            ("dresdenkulturpalast", "An der Kreuzkirche", "Tiefgarage", "Innere Altstadt", 90),
            ("dresdenzwinger", "Taschenbergpalais", "Tiefgarage", "Ring West", 155),
            ("dresdenpirnaischerplatz", "Pirnaischer Platz", "Parkplatz", "Ring Ost", 220),
        ]
        return js(
            {
                "last_downloaded": updated[:-2] + "41",
                "last_updated": updated,
                "data_source": "https://www.dresden.de/freie-parkplaetze",
                "lots": [
                    {
                        "id": i,
                        "name": n,
                        "lot_type": t,
                        "region": r,
                        "total": tot,
                        "free": free[i],
                        "state": state.get(i, "open"),
                        "forecast": i == "dresdenaltmarkt",
                    }
                    for i, n, t, r, tot in base
                ],
            }
        )

    cities = js(
        {
            "api_version": "1.0",
            "server_version": "1.3.6",
            "reference": "https://github.com/offenesdresden/ParkAPI",
            "cities": {
                "Dresden": {
                    "name": "Dresden",
                    "active_support": True,
                    "url": "https://www.dresden.de/freie-parkplaetze",
                },
                "Freiburg": {"name": "Freiburg", "active_support": False},
                "Ingolstadt": {"name": "Ingolstadt", "active_support": True},
                "Konstanz": {"name": "Konstanz", "active_support": True},
            },
        }
    )
    forecast = js(
        {
            "version": 1.0,
            "data": {
                "2025-04-11T18:00:00": "71",
                "2025-04-11T18:30:00": "82",
                "2025-04-11T19:00:00": "93",
                "2025-04-11T19:30:00": "97",
                "2025-04-11T20:00:00": "96",
            },
        }
    )
    ok = [
        ("parkapi_cities", {}, cities),
        (
            "parkapi_lots",
            {"city": "Dresden"},
            lots(
                "2025-04-11T17:05:00",
                {
                    "dresdenaltmarkt": 112,
                    "dresdenaltmarktgalerie": 204,
                    "dresdenfrauenkirche": 9,
                    "dresdenkulturpalast": 31,
                    "dresdenzwinger": 58,
                    "dresdenpirnaischerplatz": 77,
                },
                {},
            ),
        ),
        (
            "parkapi_forecast",
            {
                "city": "Dresden",
                "lot_id": "dresdenaltmarkt",
                "from": "2025-04-11T18:00:00",
                "to": "2025-04-11T20:00:00",
            },
            forecast,
        ),
        (
            "parkapi_lots",
            {"city": "Dresden"},
            lots(
                "2025-04-11T18:40:00",
                {
                    "dresdenaltmarkt": 14,
                    "dresdenaltmarktgalerie": 11,
                    "dresdenfrauenkirche": 0,
                    "dresdenkulturpalast": 3,
                    "dresdenzwinger": 19,
                    "dresdenpirnaischerplatz": 42,
                },
                {"dresdenfrauenkirche": "closed"},
            ),
        ),
        (
            "easypark_start_parking",
            {"zone": "10141", "license_plate": "DD-KR 482", "end": "2025-04-11T22:30:00+02:00"},
            js(
                {
                    "parkingId": 58123344,
                    "status": "ACTIVE",
                    "startDate": "2025-04-11T18:44:10+02:00",
                    "endDate": "2025-04-11T22:30:00+02:00",
                    "parkingAreaNo": "10141",
                    "licenseNumber": "DD-KR 482",
                }
            ),
        ),
    ]
    return [("parking", "parking-ok-1", task, True, ok)]


def _adb(
    status: str, gate: str | None, revised: str | None, updated: str, runway: str | None = None
) -> str:
    dep: dict[str, Any] = {
        "airport": {
            "icao": "EDDF",
            "iata": "FRA",
            "name": "Frankfurt-am-Main",
            "timeZone": "Europe/Berlin",
        },
        "scheduledTime": {"utc": "2025-04-11 08:00Z", "local": "2025-04-11 10:00+02:00"},
        "terminal": "1",
        "quality": ["Basic", "Live"],
    }
    if revised:
        dep["revisedTime"] = {
            "utc": f"2025-04-11 {revised}Z",
            "local": f"2025-04-11 {int(revised[:2]) + 2:02d}{revised[2:]}+02:00",
        }
    if runway:
        dep["runwayTime"] = {
            "utc": f"2025-04-11 {runway}Z",
            "local": f"2025-04-11 {int(runway[:2]) + 2:02d}{runway[2:]}+02:00",
        }
    if gate:
        dep["gate"] = gate
    return js(
        [
            {
                "greatCircleDistance": {"km": 6203.4, "mile": 3854.6, "nm": 3349.6},
                "departure": dep,
                "arrival": {
                    "airport": {
                        "icao": "KJFK",
                        "iata": "JFK",
                        "name": "New York John F Kennedy",
                        "timeZone": "America/New_York",
                    },
                    "scheduledTime": {
                        "utc": "2025-04-11 16:50Z",
                        "local": "2025-04-11 12:50-04:00",
                    },
                    "terminal": "1",
                    "quality": ["Basic"],
                },
                "lastUpdatedUtc": updated,
                "number": "LH 400",
                "callSign": "DLH400",
                "status": status,
                "codeshareStatus": "IsOperator",
                "isCargo": False,
                "aircraft": {"reg": "D-ABYA", "modeS": "3C4B21", "model": "Boeing 747-8"},
                "airline": {"name": "Lufthansa", "iata": "LH", "icao": "DLH"},
            }
        ]
    )


def flight_status() -> list[Session]:
    task = (
        "Watch LH 400 FRA-JFK today until it takes off (gate, delay); are there general "
        "delays at FRA, and does codeshare UA 9053 still exist?"
    )
    fargs = {"number": "LH400", "date": "2025-04-11"}
    delays = js(
        {
            "airportIcao": "EDDF",
            "from": {"utc": "2025-04-11 06:00Z"},
            "to": {"utc": "2025-04-11 08:00Z"},
            "departuresDelayInformation": {
                "numTotal": 212,
                "numQualifiedTotal": 180,
                "numCancelled": 3,
                "medianDelay": "00:14:00",
                "delayIndex": 1.6,
            },
            "arrivalsDelayInformation": {
                "numTotal": 197,
                "numQualifiedTotal": 171,
                "numCancelled": 2,
                "medianDelay": "00:06:00",
                "delayIndex": 1.1,
            },
        }
    )
    ok = [
        ("adb_flight_status", fargs, _adb("Expected", "Z25", None, "2025-04-11 06:12Z")),
        ("adb_airport_delays", {"icao": "EDDF", "at": "2025-04-11T08:00Z"}, delays),
        (
            "adb_flight_status",
            {"number": "UA9053", "date": "2025-04-11"},
            "No flights found for UA 9053 on 2025-04-11 (HTTP 204 No Content).",
        ),
        ("adb_flight_status", fargs, _adb("Boarding", "Z21", "08:20", "2025-04-11 07:31Z")),
        (
            "adb_flight_status",
            fargs,
            _adb("Departed", "Z21", "08:24", "2025-04-11 08:41Z", runway="08:37"),
        ),
    ]
    ftask = (
        "Tonight's SFO pickups: expected arrival and terminal of UA 901, BA 287, NH 8 and EK 225."
    )
    err = js(
        {
            "title": "Too many requests",
            "reason": "TOO_MANY_REQUESTS",
            "detail": "You have exceeded your allowed rate limit. Please retry again later.",
            "status": 429,
        }
    )
    fail = [
        ("aeroapi_get_flight", {"ident": i}, err)
        for i in ("UAL901", "BAW287", "ANA8", "UAL901", "UAE225")
    ]
    return [
        ("flight-status", "fids-ok-1", task, True, ok),
        ("flight-status", "fids-fail-1", ftask, False, fail),
    ]


# ---------------------------------------------------------------- education and assessment

STUDENTS = [
    ("_9012_1", "praman", "Priya", "Raman"),
    ("_9013_1", "dokafor", "Dana", "Okafor"),
    ("_9014_1", "lprado", "Luis", "Prado"),
    ("_9015_1", "mchen42", "Mei", "Chen"),
    ("_9020_1", "eolsen", "Erik", "Olsen"),
    ("_9021_1", "rgupta", "Riya", "Gupta"),
    ("_9022_1", "cmorales", "Carla", "Morales"),
    ("_9023_1", "bwhite", "Ben", "White"),
    ("_9024_1", "hsato", "Hana", "Sato"),
    ("_9025_1", "kadeyemi", "Kemi", "Adeyemi"),
    ("_9026_1", "mrossi", "Marco", "Rossi"),
    ("_9027_1", "lfischer", "Lena", "Fischer"),
    ("_9028_1", "ocruz", "Omar", "Cruz"),
    ("_9029_1", "ipetrova", "Irina", "Petrova"),
    ("_9030_1", "nbaker", "Noah", "Baker"),
    ("_9031_1", "zali", "Zainab", "Ali"),
]


def _bb_col(cid: str, name: str, possible: float, due: str | None) -> dict[str, Any]:
    col: dict[str, Any] = {"id": cid, "name": name, "score": {"possible": possible}}
    if due:
        col["grading"] = {
            "type": "Attempts",
            "due": due,
            "attemptsAllowed": 1,
            "scoringModel": "Last",
        }
    else:
        col["grading"] = {"type": "Manual"}
    return col


def lms() -> list[Session]:
    task = (
        "BIO-201-S25: who has no grade yet for Lab Report 4? Also enter 72 for Priya Raman on "
        "it (late penalty applied)."
    )
    base = "/learn/api/public/v1/courses/_201_1/gradebook/columns"
    course = js(
        {
            "id": "_201_1",
            "uuid": "8c1a1f9e0b7d4c6aa3d2f1e0c9b8a7d6",
            "externalId": "BIO-201-S25",
            "courseId": "BIO-201-S25",
            "name": "Cell Biology (Spring 2025)",
            "organization": False,
            "ultraStatus": "Ultra",
            "allowGuests": False,
            "termId": "_14_1",
            "availability": {"available": "Yes", "duration": {"type": "Term"}},
            "enrollment": {"type": "InstructorLed"},
            "locale": {"force": False},
            "created": "2024-11-18T15:02:11.000Z",
        }
    )
    cols1 = [
        _bb_col("_5120_1", "Weighted Total", 100.0, None),
        _bb_col("_5121_1", "Total", 600.0, None),
        _bb_col("_5122_1", "Quiz 1", 20.0, "2025-01-24T23:59:00.000Z"),
        _bb_col("_5123_1", "Lab Report 1", 50.0, "2025-01-31T23:59:00.000Z"),
        _bb_col("_5124_1", "Quiz 2", 20.0, "2025-02-07T23:59:00.000Z"),
        _bb_col("_5125_1", "Lab Report 2", 50.0, "2025-02-14T23:59:00.000Z"),
        _bb_col("_5126_1", "Midterm Exam", 100.0, "2025-03-05T23:59:00.000Z"),
        _bb_col("_5127_1", "Quiz 3", 20.0, "2025-03-07T23:59:00.000Z"),
        _bb_col("_5128_1", "Lab Report 3", 50.0, "2025-03-14T23:59:00.000Z"),
        _bb_col("_5129_1", "Participation", 40.0, None),
    ]
    cols2 = [
        _bb_col("_5130_1", "Quiz 4", 20.0, "2025-03-28T23:59:00.000Z"),
        _bb_col("_5131_1", "Lab Report 4", 50.0, "2025-04-04T23:59:00.000Z"),
        _bb_col("_5132_1", "Final Exam", 150.0, "2025-05-09T23:59:00.000Z"),
    ]
    graded = {
        "_9013_1": 44.0,
        "_9014_1": 39.5,
        "_9015_1": 47.0,
        "_9020_1": 35.0,
        "_9021_1": 46.0,
        "_9022_1": 42.5,
        "_9024_1": 48.0,
        "_9025_1": 43.0,
        "_9026_1": 40.0,
        "_9027_1": 44.5,
        "_9029_1": 47.5,
        "_9031_1": 36.5,
    }
    needs = ["_9012_1", "_9028_1"]

    def grade(uid: str) -> dict[str, Any]:
        if uid in needs:
            return {"userId": uid, "columnId": "_5131_1", "status": "NeedsGrading"}
        s = graded[uid]
        return {
            "userId": uid,
            "columnId": "_5131_1",
            "status": "Graded",
            "displayGrade": {"scaleType": "Score", "score": s},
            "text": f"{s:.5f}",
            "score": s,
        }

    order = sorted(list(graded) + needs)
    g1 = [grade(u) for u in order[:10]]
    g2 = [grade(u) for u in order[10:]]
    members = js(
        {
            "results": [
                {"userId": uid, "user": {"userName": un, "name": {"given": gn, "family": fn}}}
                for uid, un, gn, fn in STUDENTS
            ]
        }
    )
    updated = js(
        {
            "userId": "_9012_1",
            "columnId": "_5131_1",
            "status": "Graded",
            "displayGrade": {"scaleType": "Score", "score": 72.0},
            "text": "72.00000",
            "score": 72.0,
            "overridden": "2025-04-11T14:03:22.411Z",
            "feedback": "Late penalty (-10%) applied per syllabus.",
            "exempt": False,
            "corrupt": False,
            "changeIndex": 4431,
        }
    )
    ok1 = [
        ("bb_get_course", {"courseId": "externalId:BIO-201-S25"}, course),
        (
            "bb_list_gradebook_columns",
            {"courseId": "_201_1", "limit": 10},
            js({"results": cols1, "paging": {"nextPage": base + "?offset=10&limit=10"}}),
        ),
        (
            "bb_list_gradebook_columns",
            {"courseId": "_201_1", "limit": 10, "offset": 10},
            js({"results": cols2}),
        ),
        (
            "bb_list_column_grades",
            {"courseId": "_201_1", "columnId": "_5131_1", "limit": 10},
            js({"results": g1, "paging": {"nextPage": base + "/_5131_1/users?offset=10&limit=10"}}),
        ),
        (
            "bb_list_column_grades",
            {"courseId": "_201_1", "columnId": "_5131_1", "limit": 10, "offset": 10},
            js({"results": g2}),
        ),
        (
            "bb_list_memberships",
            {
                "courseId": "_201_1",
                "role": "Student",
                "expand": "user",
                "fields": "userId,courseRoleId,user.userName,user.name",
            },
            members,
        ),
        (
            "bb_update_column_grade",
            {
                "courseId": "_201_1",
                "columnId": "_5131_1",
                "userId": "_9012_1",
                "score": 72,
                "feedback": "Late penalty (-10%) applied per syllabus.",
            },
            updated,
        ),
    ]

    task2 = (
        "Algebra I Period 3: who turned in none of this week's three assignments? An "
        "assignment with no turned-in work at all is fine, just say so."
    )
    courses = js(
        {
            "courses": [
                {
                    "id": "612345678901",
                    "name": "Algebra I",
                    "section": "Period 3",
                    "ownerId": "109876543210987654321",
                    "courseState": "ACTIVE",
                    "creationTime": "2024-08-19T16:20:11.052Z",
                    "updateTime": "2025-04-07T12:01:44.310Z",
                    "enrollmentCode": "k3x9qpd",
                    "alternateLink": "https://classroom.google.com/c/NjEyMzQ1Njc4OTAx",
                },
                {
                    "id": "612345678955",
                    "name": "Algebra I",
                    "section": "Period 5",
                    "ownerId": "109876543210987654321",
                    "courseState": "ACTIVE",
                    "creationTime": "2024-08-19T16:22:40.811Z",
                    "updateTime": "2025-04-07T12:03:09.114Z",
                    "enrollmentCode": "p8w2mzt",
                    "alternateLink": "https://classroom.google.com/c/NjEyMzQ1Njc4OTU1",
                },
            ]
        }
    )
    work = js(
        {
            "courseWork": [
                {
                    "courseId": "612345678901",
                    "id": "701122334455",
                    "title": "Systems of equations: substitution practice",
                    "state": "PUBLISHED",
                    "workType": "ASSIGNMENT",
                    "maxPoints": 20,
                    "dueDate": {"year": 2025, "month": 4, "day": 8},
                    "dueTime": {"hours": 3, "minutes": 59},
                    "creationTime": "2025-04-07T13:10:02.000Z",
                },
                {
                    "courseId": "612345678901",
                    "id": "701122334466",
                    "title": "Elimination worksheet",
                    "state": "PUBLISHED",
                    "workType": "ASSIGNMENT",
                    "maxPoints": 20,
                    "dueDate": {"year": 2025, "month": 4, "day": 10},
                    "dueTime": {"hours": 3, "minutes": 59},
                    "creationTime": "2025-04-08T13:05:40.000Z",
                },
                {
                    "courseId": "612345678901",
                    "id": "701122334477",
                    "title": "Word problems with systems (Desmos)",
                    "state": "PUBLISHED",
                    "workType": "ASSIGNMENT",
                    "maxPoints": 30,
                    "dueDate": {"year": 2025, "month": 4, "day": 12},
                    "dueTime": {"hours": 3, "minutes": 59},
                    "creationTime": "2025-04-10T13:00:12.000Z",
                },
            ]
        }
    )
    kids = [
        ("113000000000000000001", "Ava Martinez"),
        ("113000000000000000002", "Liam Johnson"),
        ("113000000000000000003", "Sofia Nguyen"),
        ("113000000000000000004", "Ethan Brown"),
        ("113000000000000000005", "Mia Davis"),
        ("113000000000000000006", "Lucas Wilson"),
        ("113000000000000000007", "Isabella Lee"),
        ("113000000000000000008", "Mason Clark"),
        ("113000000000000000009", "Chloe Walker"),
        ("113000000000000000010", "Noah Hall"),
    ]

    def subs(cw: str, who: list[int], late: set[int]) -> str:
        return js(
            {
                "studentSubmissions": [
                    {
                        "courseWorkId": cw,
                        "id": f"Cg4I{cw[-4:]}{i:02d}",
                        "userId": kids[i][0],
                        "state": "TURNED_IN" if i % 3 else "RETURNED",
                        "late": i in late,
                        "updateTime": f"2025-04-0{8 if cw.endswith('55') else 9}T2{i % 4}:1{i}:00Z",
                        **({"assignedGrade": 16 + i % 5} if i % 3 == 0 else {}),
                    }
                    for i in who
                ]
            }
        )

    roster = js(
        {
            "students": [
                {
                    "courseId": "612345678901",
                    "userId": uid,
                    "profile": {"id": uid, "name": {"fullName": name}},
                }
                for uid, name in kids
            ]
        }
    )
    ok2 = [
        ("classroom_courses_list", {"teacherId": "me", "courseStates": ["ACTIVE"]}, courses),
        (
            "classroom_coursework_list",
            {"courseId": "612345678901", "orderBy": "dueDate desc", "pageSize": 3},
            work,
        ),
        (
            "classroom_submissions_list",
            {
                "courseId": "612345678901",
                "courseWorkId": "701122334455",
                "states": ["TURNED_IN", "RETURNED"],
            },
            subs("701122334455", [0, 1, 2, 3, 5, 6, 8], {5}),
        ),
        (
            "classroom_submissions_list",
            {
                "courseId": "612345678901",
                "courseWorkId": "701122334466",
                "states": ["TURNED_IN", "RETURNED"],
            },
            subs("701122334466", [0, 2, 3, 6, 8, 9], {9}),
        ),
        (
            "classroom_submissions_list",
            {
                "courseId": "612345678901",
                "courseWorkId": "701122334477",
                "states": ["TURNED_IN", "RETURNED"],
            },
            "{}",
        ),
        ("classroom_students_list", {"courseId": "612345678901"}, roster),
    ]

    ftask = (
        "Each Period 5 Algebra I student's average on this month's assignments, for progress notes."
    )
    unauth = jsi(
        {
            "error": {
                "code": 401,
                "message": "Request had invalid authentication credentials. Expected OAuth 2 "
                "access token, login cookie or other valid authentication credential. See "
                "https://developers.google.com/identity/sign-in/web/devconsole-project.",
                "status": "UNAUTHENTICATED",
            }
        }
    )
    cw = {"courseId": "612345678955", "pageSize": 20}
    fail = [
        ("classroom_courses_list", {"teacherId": "me", "courseStates": ["ACTIVE"]}, courses),
        ("classroom_coursework_list", cw, unauth),
        ("classroom_coursework_list", {**cw, "orderBy": "dueDate desc"}, unauth),
        ("classroom_courses_list", {"teacherId": "me"}, unauth),
        ("classroom_coursework_list", {"courseId": "612345678955"}, unauth),
        ("classroom_coursework_list", {**cw, "courseWorkStates": ["PUBLISHED"]}, unauth),
        ("classroom_submissions_list", {"courseId": "612345678955", "courseWorkId": "-"}, unauth),
    ]
    return [
        ("lms", "lms-ok-1", task, True, ok1),
        ("lms", "lms-ok-2", task2, True, ok2),
        ("lms", "lms-fail-1", ftask, False, fail),
    ]


def _tca_done(sid: str, overall: int, web: int, pub: int, sw: int, top: list[Any]) -> str:
    return js(
        {
            "submission_id": sid,
            "overall_match_percentage": overall,
            "internet_match_percentage": web,
            "publication_match_percentage": pub,
            "submitted_works_match_percentage": sw,
            "status": "COMPLETE",
            "time_requested": "2025-04-11T09:58:02.114Z",
            "time_generated": "2025-04-11T10:03:47.906Z",
            "top_source_largest_matched_word_count": top[0][2] if top else 0,
            "top_matches": [
                {"percentage": p, "source_type": t, "matched_word_count_total": w, "name": n}
                for p, t, w, n in top
            ],
        }
    )


def plagiarism() -> list[Session]:
    task = (
        "Overall similarity and top source for HIST 110 submissions 4c5e2f2a, 91b0d7e3 and "
        "e2a47c15, and a viewer link for the highest."
    )
    s1 = "4c5e2f2a-7b1d-4f0e-9c3a-2d6e8f1b0a94"
    s2 = "91b0d7e3-2c4a-4b8e-a1f5-6e9d3c7b2f10"
    s3 = "e2a47c15-9d3b-4e6f-8a2c-1b5f7d9e3c08"

    def proc(sid: str) -> str:
        return js(
            {
                "submission_id": sid,
                "status": "PROCESSING",
                "time_requested": "2025-04-11T09:58:02.114Z",
            }
        )

    ok = [
        ("tca_get_similarity", {"submission_id": s1}, proc(s1)),
        ("tca_get_similarity", {"submission_id": s2}, proc(s2)),
        (
            "tca_get_similarity",
            {"submission_id": s3},
            _tca_done(s3, 4, 3, 1, 0, [[2, "INTERNET", 41, "www.britannica.com"]]),
        ),
        (
            "tca_get_similarity",
            {"submission_id": s1},
            _tca_done(
                s1,
                31,
                22,
                4,
                11,
                [
                    [14, "INTERNET", 286, "www.historyextra.com"],
                    [
                        9,
                        "SUBMITTED_WORK",
                        171,
                        "Submitted to Riverside Community College on 2024-11-02",
                    ],
                    [4, "PUBLICATION", 77, "The Tudors: A Very Short Introduction"],
                ],
            ),
        ),
        (
            "tca_get_similarity",
            {"submission_id": s2},
            _tca_done(
                s2,
                12,
                7,
                2,
                5,
                [
                    [
                        5,
                        "SUBMITTED_WORK",
                        96,
                        "Submitted to Riverside Community College on 2025-02-17",
                    ],
                    [3, "INTERNET", 58, "en.wikipedia.org"],
                ],
            ),
        ),
        (
            "tca_create_viewer_url",
            {"submission_id": s1, "viewer_user_id": "instructor-118", "locale": "en-US"},
            js(
                {
                    "viewer_url": "https://riverside.turnitin.com/viewer/submissions/"
                    + s1
                    + "?token=eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJpbnN0cnVjdG9yLTExOCJ9.Qm9",
                    "expires_in_seconds": 3600,
                }
            ),
        ),
    ]
    ftask = (
        "Overall match and top sources of the similarity report for thesis chapter 5d1c9b7a, "
        "needed by noon."
    )
    sid = "5d1c9b7a-3e8f-4a2d-b6c1-9f0e2a7d4b53"
    stuck = js(
        {"submission_id": sid, "status": "PROCESSING", "time_requested": "2025-04-11T08:02:40.577Z"}
    )
    sub = js(
        {
            "id": sid,
            "owner": "jweiss",
            "title": "Chapter 3 - Methods.docx",
            "status": "COMPLETE",
            "content_type": "application/vnd.openxmlformats-"
            "officedocument.wordprocessingml.document",
            "page_count": 41,
            "word_count": 12842,
            "character_count": 80211,
            "created_time": "2025-04-11T07:58:13.021Z",
            "capabilities": ["INDEX", "VIEWER", "SIMILARITY"],
        }
    )
    fail = [
        ("tca_get_similarity", {"submission_id": sid}, stuck),
        ("tca_get_similarity", {"submission_id": sid}, stuck),
        ("tca_get_submission", {"submission_id": sid}, sub),
        ("tca_get_similarity", {"submission_id": sid}, stuck),
        ("tca_get_similarity", {"submission_id": sid}, stuck),
        ("tca_get_similarity", {"submission_id": sid}, stuck),
        ("tca_get_similarity", {"submission_id": sid}, stuck),
    ]
    return [
        ("plagiarism", "plagiarism-ok-1", task, True, ok),
        ("plagiarism", "plagiarism-fail-1", ftask, False, fail),
    ]


HW05_TESTS = [
    ("1.1", "test_merge_sorted"),
    ("1.2", "test_merge_duplicates"),
    ("1.3", "test_merge_empty"),
    ("3.1", "test_tree_height"),
    ("3.2", "test_tree_height_empty"),
    ("4.1", "test_path_sum"),
    ("4.2", "test_path_sum_negative"),
    ("4.3", "test_path_sum_leaf_only"),
]


def gradescope(fails: dict[str, str], secs: float) -> str:
    """A Gradescope ``results.json``: one point per test, failures with their output."""
    tests = []
    for number, name in HW05_TESTS:
        out = fails.get(number, "")
        tests.append(
            {
                "score": 0.0 if out else 1.0,
                "max_score": 1.0,
                "status": "failed" if out else "passed",
                "name": name,
                "output": out,
            }
        )
    score = float(len(HW05_TESTS) - len(fails))
    return js(
        {
            "score": score,
            "execution_time": secs,
            "output": f"Ran {len(tests)} tests",
            "tests": tests,
        }
    )


GS_FAILED = (
    "The autograder failed to execute correctly. Please ensure that your submission is valid. "
    "Contact your course staff for help in debugging this issue. Make sure to include a link to "
    "this page so that they can help you most effectively."
)


def autograder() -> list[Session]:
    task = (
        "Make hw05.py pass the HW 05 autograder (run_autograder), submit it to 'HW 05 "
        "Reference' and report the official score."
    )
    src = (
        "def merge(a, b):\n    out = []\n    i = j = 0\n    while i < len(a) and j < len(b):\n"
        "        if a[i] < b[j]:\n            out.append(a[i]); i += 1\n        else:\n"
        "            out.append(b[j]); j += 1\n    return out\n\n\ndef has_cycle(head):\n"
        "    slow = fast = head\n    while fast and fast.next:\n        slow, fast = slow.next, "
        "fast.next.next\n        if slow is fast:\n            return True\n    return False\n\n\n"
        "def tree_height(t):\n    return 1 + max(tree_height(b) for b in t.branches)\n\n\n"
        "def path_sum(t, total):\n    if t.is_leaf():\n        return t.label == total\n"
        "    return any(path_sum(b, total) for b in t.branches)\n"
    )
    a1 = {
        "1.1": 'Traceback (most recent call last):\n  File "test_hw05.py", line 14, in '
        "test_merge_sorted\n    self.assertEqual(merge([1, 4, 6], [2, 3]), [1, 2, 3, 4, 6])\n"
        "AssertionError: Lists differ: [1, 2, 3, 4] != [1, 2, 3, 4, 6]\n\nSecond list contains "
        "1 additional elements.\nFirst extra element 4:\n6",
        "1.2": "AssertionError: Lists differ: [1, 2, 2] != [1, 2, 2, 3, 3]\n\nSecond list "
        "contains 2 additional elements.",
        "3.1": "ValueError: max() arg is an empty sequence\n  File "
        '"hw05.py", line 22, in tree_height',
        "3.2": "AttributeError: 'NoneType' object has no attribute 'branches'\n  File "
        '"hw05.py", line 22, in tree_height',
        "4.2": "AssertionError: False is not true : path_sum(t, -3) should find 1 -> -4",
    }
    a2 = {k: v for k, v in a1.items() if k.startswith(("3", "4"))}
    a3 = {
        "3.2": "AssertionError: 1 != 0 : an empty tree (None) has height 0",
        "4.2": "AssertionError: False is not true : path_sum(t, -3) should find 1 -> -4",
    }
    a4 = {"4.2": "AssertionError: False is not true : path_sum(t, -3) should find 1 -> -4"}
    a5 = {
        "4.3": "AssertionError: True is not false : a leaf-only tree matches its own label "
        "only, path_sum(tree(5), 0) returned True"
    }
    edits = [
        ("hw05.py", "merge", "Edited hw05.py: replaced lines 9-9 (1 line) with 3 lines."),
        ("hw05.py", "tree_height", "Edited hw05.py: replaced lines 24-24 (1 line) with 3 lines."),
        ("hw05.py", "tree_height", "Edited hw05.py: replaced lines 24-26 (3 lines) with 5 lines."),
        ("hw05.py", "path_sum", "Edited hw05.py: replaced lines 31-33 (3 lines) with 4 lines."),
        ("hw05.py", "path_sum", "Edited hw05.py: replaced lines 31-34 (4 lines) with 4 lines."),
    ]
    runs = [
        gradescope(a1, 2.41),
        gradescope(a2, 2.37),
        gradescope(a3, 2.52),
        gradescope(a4, 2.44),
        gradescope(a5, 2.39),
        gradescope({}, 2.46),
    ]
    ok1: list[Call] = [("read_file", {"path": "hw05.py"}, src)]
    for n, r in enumerate(runs):
        ok1.append(("run_autograder", {"submission_dir": "."}, r))
        if n < len(edits):
            path, fn, ack = edits[n]
            ok1.append(("edit_file", {"path": path, "function": fn}, ack))
    ok1 += [
        (
            "gradescope_submit",
            {"course_id": 812345, "assignment": "HW 05 Reference", "files": ["hw05.py"]},
            "Uploaded hw05.py to 'HW 05 Reference' (course 812345): submission 301245871, "
            "queued for autograding.",
        ),
        ("gradescope_get_results", {"submission_id": 301245871}, gradescope({}, 3.08)),
    ]

    task2 = (
        "For each open Project 2 regrade request: which test is disputed, and did it actually fail?"
    )
    reqs = js(
        [
            {
                "id": 55101,
                "student": "Sam Patel",
                "question": "Autograder: test_eviction_order",
                "student_comment": "My cache evicts the LRU key, I think the test is wrong.",
                "created_at": "2025-04-09T18:22:10Z",
                "status": "open",
                "submission_id": 298811204,
            },
            {
                "id": 55107,
                "student": "Grace Kim",
                "question": "Autograder: test_capacity_one",
                "student_comment": "Passed locally with capacity=1.",
                "created_at": "2025-04-09T21:40:55Z",
                "status": "open",
                "submission_id": 298813377,
            },
            {
                "id": 55112,
                "student": "Diego Ramos",
                "question": "Autograder: test_update_existing",
                "student_comment": "Updating a key shouldn't count as a new insert.",
                "created_at": "2025-04-10T08:12:31Z",
                "status": "open",
                "submission_id": 298809950,
            },
            {
                "id": 55118,
                "student": "Ola Nowak",
                "question": "Autograder: test_get_missing",
                "student_comment": "The spec says return -1, I return -1.",
                "created_at": "2025-04-10T15:03:02Z",
                "status": "open",
                "submission_id": 298815521,
            },
        ]
    )
    p2 = [
        "test_get_put",
        "test_eviction_order",
        "test_capacity_one",
        "test_update_existing",
        "test_get_missing",
        "test_many_ops",
    ]

    def p2res(fails: dict[str, str], secs: float) -> str:
        tests = [
            {
                "name": t,
                "score": 0.0 if t in fails else 2.0,
                "max_score": 2.0,
                "status": "failed" if t in fails else "passed",
                "output": fails.get(t, ""),
            }
            for t in p2
        ]
        return js(
            {"score": float(2 * (len(p2) - len(fails))), "execution_time": secs, "tests": tests}
        )

    ok2 = [
        (
            "gradescope_list_regrade_requests",
            {"course_id": 812345, "assignment": "Project 2", "status": "open"},
            reqs,
        ),
        (
            "gradescope_get_submission_results",
            {"submission_id": 298811204},
            p2res(
                {
                    "test_eviction_order": "AssertionError: get(1) after put(3) should be -1 "
                    "(key 1 was least recently used), got 1"
                },
                1.92,
            ),
        ),
        ("gradescope_get_submission_results", {"submission_id": 298813377}, p2res({}, 1.87)),
        (
            "gradescope_get_submission_results",
            {"submission_id": 298809950},
            p2res(
                {
                    "test_update_existing": "AssertionError: after put(1, 'b') on a full cache, "
                    "key 2 should survive; got KeyError: 2",
                    "test_many_ops": "AssertionError: mismatch at op 417: expected 88, got -1",
                },
                2.05,
            ),
        ),
        (
            "gradescope_get_submission_results",
            {"submission_id": 298815521},
            p2res({"test_get_missing": "AssertionError: None != -1"}, 1.9),
        ),
    ]

    ftask = (
        "Fix hw06.py until the HW 06 autograder passes (run_autograder); tell me the final score."
    )
    fail = [
        ("run_autograder", {"submission_dir": "."}, GS_FAILED),
        (
            "edit_file",
            {"path": "hw06.py", "function": "insert"},
            "Edited hw06.py: replaced lines 12-15 (4 lines) with 5 lines.",
        ),
        ("run_autograder", {"submission_dir": "."}, GS_FAILED),
        (
            "edit_file",
            {"path": "hw06.py", "function": "__init__"},
            "Edited hw06.py: replaced lines 3-6 (4 lines) with 4 lines.",
        ),
        ("run_autograder", {"submission_dir": "."}, GS_FAILED),
        ("run_autograder", {"submission_dir": ".", "verbose": True}, GS_FAILED),
        (
            "edit_file",
            {"path": "hw06.py", "function": "<module>"},
            "Edited hw06.py: replaced lines 1-1 (1 line) with 2 lines.",
        ),
        ("run_autograder", {"submission_dir": "."}, GS_FAILED),
    ]
    return [
        ("autograder", "autograder-ok-1", task, True, ok1),
        ("autograder", "autograder-ok-2", task2, True, ok2),
        ("autograder", "autograder-fail-1", ftask, False, fail),
    ]


def gift(chapter: int, title: str, stamp: str, qs: list[tuple[str, str, list[str]]]) -> str:
    """A Moodle GIFT quiz as the generator writes it."""
    lines = [
        f"// Chapter {chapter}: {title} - generated {stamp}",
        f"$CATEGORY: $course$/Biology 9/Chapter {chapter}",
        "",
    ]
    for n, (q, right, wrong) in enumerate(qs, start=1):
        lines.append(f"::C{chapter}Q{n}:: {q} {{")
        lines.append(f"={right}")
        lines += [f"~{w}" for w in wrong]
        lines += ["}", ""]
    return "\n".join(lines).rstrip() + "\n"


PHOTOSYNTHESIS = [
    (
        "Where in the chloroplast do the light-dependent reactions take place?",
        "Thylakoid membranes",
        ["Stroma", "Outer membrane", "Cytoplasm"],
    ),
    (
        "Which gas is released as a by-product of photosynthesis?",
        "Oxygen",
        ["Carbon dioxide", "Nitrogen", "Methane"],
    ),
    (
        "What does the Calvin cycle produce?",
        "G3P (a three-carbon sugar)",
        ["ATP only", "Oxygen", "Water"],
    ),
    (
        "Which pigment absorbs mainly red and blue light?",
        "Chlorophyll a",
        ["Carotene", "Xanthophyll", "Melanin"],
    ),
    (
        "What is the source of the electrons that replace those lost by photosystem II?",
        "Water",
        ["Glucose", "NADPH", "Carbon dioxide"],
    ),
]


def quiz() -> list[Session]:
    task = (
        "A 5-question quiz for each of chapters 3, 4 and 5 of Biology 9, imported into the "
        "quiz bank."
    )
    ch3 = gift(
        3,
        "Cell Structure",
        "2025-04-11 10:02:14",
        [
            (
                "Which organelle is the site of aerobic respiration?",
                "Mitochondrion",
                ["Golgi apparatus", "Ribosome", "Lysosome"],
            ),
            (
                "What structure controls what enters and leaves the cell?",
                "Cell membrane",
                ["Cell wall", "Nucleolus", "Vacuole"],
            ),
            (
                "Which organelle is found in plant cells but not animal cells?",
                "Chloroplast",
                ["Mitochondrion", "Ribosome", "Nucleus"],
            ),
            ("Where are proteins assembled?", "Ribosomes", ["Lysosomes", "Vacuoles", "Centrioles"]),
            (
                "Which organelle modifies and packages proteins for export?",
                "Golgi apparatus",
                ["Smooth ER", "Nucleus", "Peroxisome"],
            ),
        ],
    )
    ch4 = gift(
        4,
        "Transport Across Membranes",
        "2025-04-11 10:02:51",
        [
            (
                "Diffusion of water across a partially permeable membrane is called:",
                "Osmosis",
                ["Active transport", "Endocytosis", "Facilitated diffusion"],
            ),
            (
                "Which process requires energy from ATP?",
                "Active transport",
                ["Diffusion", "Osmosis", "Facilitated diffusion"],
            ),
            (
                "A red blood cell placed in pure water will:",
                "Swell and may burst",
                ["Shrink", "Stay the same", "Divide"],
            ),
            (
                "Which molecules help glucose cross the membrane in facilitated diffusion?",
                "Carrier proteins",
                ["Phospholipids", "Cholesterol", "Glycogen"],
            ),
            (
                "Engulfing a large particle into a vesicle is called:",
                "Endocytosis",
                ["Exocytosis", "Osmosis", "Plasmolysis"],
            ),
        ],
    )
    ch5 = gift(
        5,
        "Cell Division",
        "2025-04-11 10:03:30",
        [
            (
                "In which phase do chromosomes line up at the cell's equator?",
                "Metaphase",
                ["Prophase", "Anaphase", "Telophase"],
            ),
            ("How many daughter cells does meiosis produce?", "Four", ["Two", "One", "Eight"]),
            (
                "DNA replication happens during:",
                "S phase of interphase",
                ["Prophase", "Cytokinesis", "G2 only"],
            ),
            (
                "Mitosis produces cells that are:",
                "Genetically identical to the parent",
                ["Haploid gametes", "Genetically unique", "Without a nucleus"],
            ),
            (
                "Crossing over occurs in:",
                "Prophase I of meiosis",
                ["Anaphase of mitosis", "Telophase II", "Interphase"],
            ),
        ],
    )
    ok = [
        (
            "generate_quiz",
            {"course": "Biology 9", "chapter": 3, "questions": 5, "format": "gift"},
            ch3,
        ),
        (
            "generate_quiz",
            {"course": "Biology 9", "chapter": 4, "questions": 5, "format": "gift"},
            ch4,
        ),
        (
            "generate_quiz",
            {"course": "Biology 9", "chapter": 5, "questions": 5, "format": "gift"},
            ch5,
        ),
        (
            "quizbank_import",
            {"course_id": 1182, "category": "Biology 9/Chapter 3", "file": "ch3.gift"},
            "Imported 5 questions into category 'Biology 9 / Chapter 3' (course 1182).",
        ),
        (
            "quizbank_import",
            {"course_id": 1182, "category": "Biology 9/Chapter 4", "file": "ch4.gift"},
            "Imported 5 questions into category 'Biology 9 / Chapter 4' (course 1182).",
        ),
        (
            "quizbank_import",
            {"course_id": 1182, "category": "Biology 9/Chapter 5", "file": "ch5.gift"},
            "Imported 5 questions into category 'Biology 9 / Chapter 5' (course 1182).",
        ),
    ]
    ftask = (
        "A 5-question quiz for each of chapters 6-9 of Biology 9 (genetics, evolution, "
        "ecology, human body)."
    )
    stamps = ["10:21:05", "10:21:38", "10:22:02", "10:22:40", "10:23:11"]
    fargs = [
        {"course": "Biology 9", "chapter": 6, "questions": 5, "format": "gift"},
        {"course": "Biology 9", "chapter": 7, "questions": 5, "format": "gift"},
        {
            "course": "Biology 9",
            "chapter": 6,
            "topic": "Genetics and inheritance",
            "questions": 5,
            "format": "gift",
        },
        {"course": "Biology 9", "chapter": 8, "questions": 5, "format": "gift"},
        {"course": "Biology 9", "chapter": 9, "questions": 5, "format": "gift"},
    ]
    fail = [
        ("generate_quiz", a, gift(2, "Photosynthesis", "2025-04-11 " + t, PHOTOSYNTHESIS))
        for a, t in zip(fargs, stamps, strict=True)
    ]
    return [
        ("quiz", "quiz-ok-1", task, True, ok),
        ("quiz", "quiz-fail-1", ftask, False, fail),
    ]


def language_learning() -> list[Session]:
    task = (
        "Week 15 leaderboard: streak and XP of ana.lopez, kenji_w, mkowalski_pl, fatima.b, "
        "oliverstudies. If mkowalski_pl deleted his account, say so and drop him."
    )

    def user(uid: int, name: str, streak: int, xp: int, courses: list[Any], since: str) -> str:
        return js(
            {
                "users": [
                    {
                        "id": uid,
                        "username": name,
                        "streak": streak,
                        "totalXp": xp,
                        "currentCourseId": courses[0][3],
                        "hasPlus": uid % 2 == 0,
                        "creationDate": int(
                            datetime.fromisoformat(since + "T00:00:00+00:00").timestamp()
                        ),
                        "courses": [
                            {
                                "title": t,
                                "learningLanguage": ll,
                                "fromLanguage": "en",
                                "id": cid,
                                "xp": cxp,
                                "crowns": 0,
                                "healthEnabled": True,
                            }
                            for t, ll, cxp, cid in courses
                        ],
                        "streakData": {
                            "currentStreak": None
                            if not streak
                            else {
                                "startDate": str(
                                    (datetime(2025, 4, 10) - timedelta(days=streak - 1)).date()
                                ),
                                "length": streak,
                                "endDate": "2025-04-10",
                            }
                        },
                    }
                ]
            }
        )

    ok = [
        (
            "duolingo_get_user",
            {"username": "ana.lopez"},
            user(
                712345678,
                "ana.lopez",
                128,
                48213,
                [
                    ("Japanese", "ja", 40110, "DUOLINGO_JA_EN"),
                    ("Portuguese", "pt", 8103, "DUOLINGO_PT_EN"),
                ],
                "2020-08-25",
            ),
        ),
        (
            "duolingo_get_user",
            {"username": "kenji_w"},
            user(
                903311207,
                "kenji_w",
                0,
                15320,
                [("Spanish", "es", 15320, "DUOLINGO_ES_EN")],
                "2022-01-03",
            ),
        ),
        ("duolingo_get_user", {"username": "mkowalski_pl"}, js({"users": []})),
        (
            "duolingo_get_user",
            {"username": "fatima.b"},
            user(
                1144020198,
                "fatima.b",
                412,
                96540,
                [
                    ("French", "fr", 71022, "DUOLINGO_FR_EN"),
                    ("German", "de", 25518, "DUOLINGO_DE_EN"),
                ],
                "2021-05-17",
            ),
        ),
        (
            "duolingo_get_user",
            {"username": "oliverstudies"},
            user(
                1290553341,
                "oliverstudies",
                37,
                6805,
                [("Korean", "ko", 6805, "DUOLINGO_KO_EN")],
                "2024-11-30",
            ),
        ),
        (
            "club_leaderboard_upsert",
            {
                "week": 15,
                "rows": [
                    ["fatima.b", 412, 96540],
                    ["ana.lopez", 128, 48213],
                    ["kenji_w", 0, 15320],
                    ["oliverstudies", 37, 6805],
                ],
            },
            "Upserted 4 rows into 'Leaderboard 2025' (week 15); removed 1 stale row "
            "(mkowalski_pl).",
        ),
    ]
    return [("language-learning", "duo-ok-1", task, True, ok)]


# ---------------------------------------------------------------- legal, compliance and identity


def _os_match(qid: str, name: str, dob: str, nat: str, results: list[Any]) -> str:
    return js(
        {
            "responses": {
                qid: {
                    "status": 200,
                    "results": results,
                    "total": {"value": len(results), "relation": "eq"},
                    "query": {
                        "id": None,
                        "schema": "Person",
                        "properties": {"name": [name], "birthDate": [dob], "nationality": [nat]},
                    },
                }
            },
            "limit": 5,
        }
    )


def kyc() -> list[Session]:
    task = (
        "Screen Helvetia Maritime's eight beneficial owners for sanctions/PEP; report matches "
        "with datasets (no match = cleared) and note it on case KYC-2025-0412."
    )
    owners = [
        ("Lukas Brenner", "1979-03-14", "ch"),
        ("Sophie Aebischer", "1984-11-02", "ch"),
        ("Gianluca Ferretti", "1969-06-21", "it"),
        ("Nadia Haddad", "1990-01-30", "lb"),
        ("Marta Ilić", "1968-09-02", "rs"),
        ("Jonas Vogt", "1975-12-08", "de"),
        ("Elena Petrescu", "1988-04-17", "ro"),
        ("Dmitri Volkov", "1971-07-05", "cy"),
    ]
    pep = {
        "id": "Q98223114",
        "caption": "Marta Ilić",
        "schema": "Person",
        "properties": {
            "name": ["Marta Ilić", "Марта Илић"],
            "birthDate": ["1968-09-02"],
            "nationality": ["rs"],
            "position": [
                "Member of the National Assembly of Serbia (2016-2022)",
                "State Secretary, Ministry of Construction, Transport and Infrastructure (2022-)",
            ],
            "topics": ["role.pep"],
        },
        "datasets": ["wd_peps", "everypolitician", "rs_parliament"],
        "first_seen": "2022-05-11T00:00:00",
        "last_seen": "2025-04-10T06:12:44",
        "score": 0.93,
        "features": {"person_name_jaro_winkler": 0.98, "dob_day_disjoint": 0.0},
        "match": True,
    }
    weak = {
        "id": "NK-4Xq7bVd2kQwS9cWmZ3rT8j",
        "caption": "Dmitry Volkov",
        "schema": "Person",
        "properties": {
            "name": ["Dmitry Volkov", "Дмитрий Волков"],
            "birthDate": ["1964-02-19"],
            "nationality": ["ru"],
            "topics": ["sanction"],
        },
        "datasets": ["us_ofac_sdn", "eu_fsf"],
        "first_seen": "2022-03-15T00:00:00",
        "last_seen": "2025-04-10T06:12:44",
        "score": 0.51,
        "features": {"person_name_jaro_winkler": 0.94, "dob_year_disjoint": 1.0},
        "match": False,
    }
    ok1: list[Call] = []
    for n, (name, dob, nat) in enumerate(owners, start=1):
        results = [pep] if n == 5 else [weak] if n == 8 else []
        ok1.append(
            (
                "opensanctions_match",
                {
                    "schema": "Person",
                    "name": name,
                    "birthDate": dob,
                    "nationality": nat,
                    "id": f"bo-{n}",
                },
                _os_match(f"bo-{n}", name, dob, nat, results),
            )
        )
    ok1.append(
        (
            "kyc_add_case_note",
            {
                "case": "KYC-2025-0412",
                "note": "Screened 8 UBOs: "
                "1 PEP (Marta Ilić, wd_peps/rs_parliament), 1 false "
                "positive (Dmitri Volkov vs OFAC SDN, DOB mismatch).",
            },
            "Note 7 added to case KYC-2025-0412.",
        )
    )

    task2 = (
        "Re-screen our four new logistics vendors in ComplyAdvantage and switch on monitoring "
        "for any with hits."
    )

    def ca(sid: int, term: str, hits: list[Any]) -> str:
        return js(
            {
                "code": 200,
                "status": "success",
                "content": {
                    "data": {
                        "id": sid,
                        "ref": f"1744370{sid % 1000:03d}-Xk{sid % 97:02d}",
                        "searcher_id": 4417,
                        "assignee_id": 4417,
                        "filters": {
                            "types": ["sanction", "warning", "pep", "adverse-media"],
                            "entity_type": "company",
                            "fuzziness": 0.6,
                        },
                        "match_status": "potential_match" if hits else "no_match",
                        "risk_level": "unknown",
                        "search_term": term,
                        "total_hits": len(hits),
                        "total_matches": len(hits),
                        "updated_at": "2025-04-11 11:04:12",
                        "created_at": "2025-04-11 11:04:12",
                        "tags": [],
                        "limit": 100,
                        "offset": 0,
                        "share_url": f"https://app.complyadvantage.com/public/search/1744370/{sid:x}",
                        "hits": hits,
                    }
                },
            }
        )

    caspian = [
        {
            "doc": {
                "id": "N0ZJ3P4QH7XK2LM",
                "entity_type": "organisation",
                "name": "Caspian Bridge Trading LLC",
                "types": ["sanction"],
                "sources": ["ofac-sdn-list", "uk-hm-treasury-list"],
                "fields": [
                    {"name": "Country", "value": "United Arab Emirates"},
                    {"name": "Program", "value": "RUSSIA-EO14024"},
                ],
            },
            "match_types": ["name_exact"],
            "score": 1.7,
            "is_whitelisted": False,
        },
        {
            "doc": {
                "id": "M2KD8WQ5RZ1TY0B",
                "entity_type": "organisation",
                "name": "Caspian Bridge Trade Co",
                "types": ["adverse-media-financial-crime"],
                "sources": ["complyadvantage-adverse-media"],
                "fields": [],
            },
            "match_types": ["name_variations_removal"],
            "score": 1.1,
            "is_whitelisted": False,
        },
    ]
    ok2 = [
        (
            "ca_create_search",
            {
                "search_term": "Baltic Freight Solutions SIA",
                "client_ref": "VEND-2291",
                "filters": {"entity_type": "company"},
            },
            ca(1284407711, "Baltic Freight Solutions SIA", []),
        ),
        (
            "ca_create_search",
            {
                "search_term": "Nordhafen Spedition GmbH",
                "client_ref": "VEND-2292",
                "filters": {"entity_type": "company"},
            },
            ca(1284407738, "Nordhafen Spedition GmbH", []),
        ),
        (
            "ca_create_search",
            {
                "search_term": "Caspian Bridge Trading LLC",
                "client_ref": "VEND-2293",
                "filters": {"entity_type": "company"},
            },
            ca(1284407764, "Caspian Bridge Trading LLC", caspian),
        ),
        (
            "ca_create_search",
            {
                "search_term": "Porto Verde Logística Lda",
                "client_ref": "VEND-2294",
                "filters": {"entity_type": "company"},
            },
            ca(1284407790, "Porto Verde Logística Lda", []),
        ),
        (
            "ca_update_monitors",
            {"search_id": 1284407764, "is_monitored": True},
            js(
                {
                    "code": 200,
                    "status": "success",
                    "content": {"search_id": 1284407764, "is_monitored": True},
                }
            ),
        ),
    ]

    ftask = (
        "Sanctions check for Tomasz Zielinski, Aisha Rahman, Pedro Alves, Mei Lin Tan and "
        "Viktor Baranov."
    )
    top = js(
        {
            "limit": 2,
            "offset": 0,
            "total": {"value": 10000, "relation": "gte"},
            "results": [
                {
                    "id": "Q7747",
                    "caption": "Vladimir Putin",
                    "schema": "Person",
                    "datasets": ["eu_fsf", "gb_hmt_sanctions", "us_ofac_sdn", "wd_peps"],
                    "properties": {
                        "birthDate": ["1952-10-07"],
                        "nationality": ["ru"],
                        "topics": ["sanction", "role.pep"],
                    },
                    "last_seen": "2025-04-10T06:12:44",
                },
                {
                    "id": "Q57306",
                    "caption": "Ali Khamenei",
                    "schema": "Person",
                    "datasets": ["us_ofac_sdn", "ca_dfatd_sema_sanctions", "wd_peps"],
                    "properties": {
                        "birthDate": ["1939-04-19"],
                        "nationality": ["ir"],
                        "topics": ["sanction", "role.pep"],
                    },
                    "last_seen": "2025-04-10T06:12:44",
                },
            ],
        }
    )
    fail = [
        ("opensanctions_search", {"dataset": "sanctions", "query": n, "limit": 2}, top)
        for n in (
            "Tomasz Zielinski",
            "Aisha Rahman",
            "Pedro Alves",
            "Mei Lin Tan",
            "Tomasz Zieliński",
        )
    ]
    return [
        ("kyc", "kyc-ok-1", task, True, ok1),
        ("kyc", "kyc-ok-2", task2, True, ok2),
        ("kyc", "kyc-fail-1", ftask, False, fail),
    ]


def _ds_request(
    rid: str,
    title: str,
    signer: tuple[str, str],
    status: str,
    created: int,
    reminded: int | None = None,
    declined: str | None = None,
) -> dict[str, Any]:
    done = status == "signed"
    sig: dict[str, Any] = {
        "signature_id": rid[:8] + "c3e0",
        "signer_email_address": signer[0],
        "signer_name": signer[1],
        "order": None,
        "status_code": status,
        "signed_at": created + 86000 if done else None,
        "last_viewed_at": created + 5400 if status != "awaiting_signature" or reminded else None,
        "last_reminded_at": reminded,
        "has_pin": False,
    }
    if declined:
        sig["decline_reason"] = declined
    return {
        "signature_request_id": rid,
        "title": title,
        "created_at": created,
        "is_complete": done,
        "is_declined": bool(declined),
        "has_error": False,
        "signatures": [sig],
    }


def esign() -> list[Session]:
    task = (
        "Monday's five offer letters in Dropbox Sign: which are complete? Remind the "
        "unsigned; if anyone declined, why?"
    )
    mon = 1744012800
    reqs = [
        (
            "7f31c2a0d44e9b18a6c5f0e2d1b3a497c8e6f105",
            "Offer Letter - Maya Thompson",
            ("maya.t@gmail.com", "Maya Thompson"),
            "signed",
        ),
        (
            "a90e44b1c7d2f3e5b6a8c0d9e1f2a3b4c5d6e7f8",
            "Offer Letter - Ravi Shankar",
            ("ravi.shankar@outlook.com", "Ravi Shankar"),
            "awaiting_signature",
        ),
        (
            "c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3",
            "Offer Letter - Lucía Herrera",
            ("lucia.herrera@proton.me", "Lucía Herrera"),
            "signed",
        ),
        (
            "e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3",
            "Offer Letter - Tom Becker",
            ("tbecker@web.de", "Tom Becker"),
            "declined",
        ),
        (
            "f0e1d2c3b4a5968778695a4b3c2d1e0f9a8b7c6d",
            "Offer Letter - Aiko Tanaka",
            ("aiko.tanaka@icloud.com", "Aiko Tanaka"),
            "awaiting_signature",
        ),
    ]
    listing = js(
        {
            "list_info": {"num_pages": 1, "num_results": 5, "page": 1, "page_size": 20},
            "signature_requests": [
                _ds_request(r, t, s, st, mon + 3600 * n) for n, (r, t, s, st) in enumerate(reqs)
            ],
            "warnings": [],
        }
    )
    declined = js(
        {
            "signature_request": _ds_request(
                reqs[3][0],
                reqs[3][1],
                reqs[3][2],
                "declined",
                mon + 3600 * 3,
                declined="I've accepted another offer, thank you for your time.",
            )
        }
    )
    ok1 = [
        (
            "dropboxsign_list_signature_requests",
            {
                "query": 'title:"Offer Letter" AND created:[2025-04-07 TO 2025-04-07]',
                "page_size": 20,
            },
            listing,
        ),
        ("dropboxsign_get_signature_request", {"signature_request_id": reqs[3][0]}, declined),
        (
            "dropboxsign_remind",
            {"signature_request_id": reqs[1][0], "email_address": reqs[1][2][0]},
            js(
                {
                    "signature_request": _ds_request(
                        reqs[1][0],
                        reqs[1][1],
                        reqs[1][2],
                        "awaiting_signature",
                        mon + 3600,
                        reminded=1744373411,
                    )
                }
            ),
        ),
        (
            "dropboxsign_remind",
            {"signature_request_id": reqs[4][0], "email_address": reqs[4][2][0]},
            js(
                {
                    "signature_request": _ds_request(
                        reqs[4][0],
                        reqs[4][1],
                        reqs[4][2],
                        "awaiting_signature",
                        mon + 3600 * 4,
                        reminded=1744373418,
                    )
                }
            ),
        ),
    ]

    task2 = (
        "Is the Northwind Traders MSA countersigned in Adobe Sign? If so, who signed when; "
        "save the audit trail."
    )
    page1 = js(
        {
            "userAgreementList": [
                {
                    "id": "CBJCHBCAABAA5kYzR1x9tQw2",
                    "name": "SOW 14 - Contoso Ltd",
                    "status": "SIGNED",
                    "displayDate": "2025-04-03T16:20:11Z",
                    "type": "AGREEMENT",
                    "displayParticipantSetInfos": [
                        {"displayUserSetMemberInfos": [{"email": "legal@contoso.com"}]}
                    ],
                },
                {
                    "id": "CBJCHBCAABAAq8Lm3Vn7Rf0p",
                    "name": "NDA - Fabrikam Inc",
                    "status": "OUT_FOR_SIGNATURE",
                    "displayDate": "2025-04-02T09:41:55Z",
                    "type": "AGREEMENT",
                    "displayParticipantSetInfos": [
                        {"displayUserSetMemberInfos": [{"email": "ops@fabrikam.com"}]}
                    ],
                },
                {
                    "id": "CBJCHBCAABAAz1Xc6Wb4Yt8s",
                    "name": "DPA - Tailspin Toys",
                    "status": "SIGNED",
                    "displayDate": "2025-03-28T13:02:37Z",
                    "type": "AGREEMENT",
                    "displayParticipantSetInfos": [
                        {"displayUserSetMemberInfos": [{"email": "privacy@tailspintoys.com"}]}
                    ],
                },
            ],
            "page": {"nextCursor": "MTc0MzE2NzM1NzAwMHxDQkpDSEJDQUFCQUF6MVhj"},
        }
    )
    page2 = js(
        {
            "userAgreementList": [
                {
                    "id": "CBJCHBCAABAAn7Pq2Rs5Tu9v",
                    "name": "MSA - Northwind Traders",
                    "status": "SIGNED",
                    "displayDate": "2025-03-27T18:55:02Z",
                    "type": "AGREEMENT",
                    "displayParticipantSetInfos": [
                        {"displayUserSetMemberInfos": [{"email": "cfo@northwindtraders.com"}]}
                    ],
                },
                {
                    "id": "CBJCHBCAABAAe3Fg8Hj1Kl4m",
                    "name": "Order Form 7 - Wingtip Toys",
                    "status": "CANCELLED",
                    "displayDate": "2025-03-25T10:10:10Z",
                    "type": "AGREEMENT",
                    "displayParticipantSetInfos": [
                        {"displayUserSetMemberInfos": [{"email": "buyer@wingtiptoys.com"}]}
                    ],
                },
            ],
            "page": {"nextCursor": "MTc0Mjg5NzQxMDAwMHxDQkpDSEJDQUFCQUFlM0Zn"},
        }
    )
    agreement = js(
        {
            "id": "CBJCHBCAABAAn7Pq2Rs5Tu9v",
            "name": "MSA - Northwind Traders",
            "status": "SIGNED",
            "signatureType": "ESIGN",
            "locale": "en_US",
            "senderEmail": "contracts@ridgeline.io",
            "createdDate": "2025-03-24T14:12:09Z",
            "expirationTime": "2025-04-23T14:12:09Z",
            "participantSetsInfo": [
                {
                    "memberInfos": [
                        {"email": "cfo@northwindtraders.com", "name": "Priya Natarajan"}
                    ],
                    "order": 1,
                    "role": "SIGNER",
                    "status": "COMPLETED",
                },
                {
                    "memberInfos": [{"email": "coo@ridgeline.io", "name": "Daniel Moreau"}],
                    "order": 2,
                    "role": "SIGNER",
                    "status": "COMPLETED",
                },
            ],
            "documentVisibilityEnabled": False,
        }
    )
    events = js(
        {
            "events": [
                {
                    "type": "CREATED",
                    "date": "2025-03-24T14:12:09Z",
                    "actingUserEmail": "contracts@ridgeline.io",
                    "participantEmail": "contracts@ridgeline.io",
                },
                {
                    "type": "EMAIL_VIEWED",
                    "date": "2025-03-25T08:02:44Z",
                    "participantEmail": "cfo@northwindtraders.com",
                },
                {
                    "type": "ESIGNED",
                    "date": "2025-03-26T16:31:20Z",
                    "participantEmail": "cfo@northwindtraders.com",
                    "actingUserIpAddress": "203.0.113.41",
                },
                {
                    "type": "ESIGNED",
                    "date": "2025-03-27T18:55:02Z",
                    "participantEmail": "coo@ridgeline.io",
                    "actingUserIpAddress": "198.51.100.7",
                },
                {
                    "type": "SIGNED",
                    "date": "2025-03-27T18:55:03Z",
                    "participantEmail": "coo@ridgeline.io",
                },
            ]
        }
    )
    ok2 = [
        ("adobesign_list_agreements", {"pageSize": 3}, page1),
        (
            "adobesign_list_agreements",
            {"pageSize": 3, "cursor": "MTc0MzE2NzM1NzAwMHxDQkpDSEJDQUFCQUF6MVhj"},
            page2,
        ),
        ("adobesign_get_agreement", {"agreementId": "CBJCHBCAABAAn7Pq2Rs5Tu9v"}, agreement),
        ("adobesign_get_events", {"agreementId": "CBJCHBCAABAAn7Pq2Rs5Tu9v"}, events),
        (
            "adobesign_download_audit_trail",
            {
                "agreementId": "CBJCHBCAABAAn7Pq2Rs5Tu9v",
                "save_to": "contracts/northwind_msa_audit.pdf",
            },
            "Saved audit trail to contracts/northwind_msa_audit.pdf (application/pdf, 94,311 "
            "bytes).",
        ),
    ]
    ftask = (
        "Which open Adobe Sign agreements (Fabrikam, Litware, Proseware, Adventure Works) "
        "still wait on the customer?"
    )
    bad = js(
        {
            "code": "INVALID_ACCESS_TOKEN",
            "message": "Access token provided is invalid or has expired",
        }
    )
    fail = [
        ("adobesign_get_agreement", {"agreementId": a}, bad)
        for a in (
            "CBJCHBCAABAAq8Lm3Vn7Rf0p",
            "CBJCHBCAABAAh2Jk7Lm9Np3q",
            "CBJCHBCAABAAw5Er1Ty6Ui8o",
            "CBJCHBCAABAAb4Nm0Qa2Sd7f",
        )
    ]
    fail.append(("adobesign_list_agreements", {"pageSize": 20}, bad))
    fail.append(("adobesign_get_agreement", {"agreementId": "CBJCHBCAABAAq8Lm3Vn7Rf0p"}, bad))
    return [
        ("esign", "esign-ok-1", task, True, ok1),
        ("esign", "esign-ok-2", task2, True, ok2),
        ("esign", "esign-fail-1", ftask, False, fail),
    ]


def _ic_record(
    ic: str,
    name: str,
    party: str,
    start: str,
    end: str,
    renew: bool,
    notice_days: int | None,
    value: int | None = None,
) -> dict[str, Any]:
    props: dict[str, Any] = {
        "counterpartyName": {"type": "string", "value": party},
        "agreementDate": {"type": "date", "value": start},
        "expirationDate": {"type": "date", "value": end},
        "autoRenew": {"type": "boolean", "value": renew},
    }
    if value is not None:  # the full record only
        props["contractValue"] = {
            "type": "monetaryAmount",
            "value": {"amount": value, "currency": "USD"},
        }
    if notice_days is not None:
        props["renewalNoticePeriod"] = {"type": "duration", "value": {"days": notice_days}}
    return {"id": ic.lower().replace("-", ""), "ironcladId": ic, "name": name, "properties": props}


def clm() -> list[Session]:
    task = (
        "Auto-renewing vendor agreements whose notice deadline (expiry minus notice period) "
        "is before 1 June 2025: counterparty and deadline."
    )
    recs = [
        (
            "IC-2281",
            "Acme Logistics MSA",
            "Acme Logistics",
            "2023-05-01",
            "2025-06-30",
            True,
            60,
            184000,
        ),
        (
            "IC-2286",
            "Cobalt Cloud Hosting Order Form",
            "Cobalt Cloud Inc.",
            "2024-07-01",
            "2025-06-30",
            True,
            90,
            311000,
        ),
        (
            "IC-2287",
            "DataPrime Enrichment License",
            "DataPrime LLC",
            "2022-09-01",
            "2025-08-31",
            False,
            None,
            58000,
        ),
        (
            "IC-2290",
            "Evergreen Office Supplies",
            "Evergreen Supply Co.",
            "2024-06-01",
            "2025-05-31",
            True,
            30,
            12500,
        ),
        (
            "IC-2291",
            "Fairway Payroll Services Agreement",
            "Fairway HR Solutions",
            "2023-07-01",
            "2025-06-30",
            True,
            None,
            96000,
        ),
        (
            "IC-2293",
            "Granite Security Monitoring",
            "Granite Protective Services",
            "2024-04-01",
            "2025-09-30",
            True,
            60,
            27600,
        ),
        (
            "IC-2295",
            "Helix Analytics Subscription",
            "Helix Analytics GmbH",
            "2024-06-15",
            "2025-06-14",
            True,
            45,
            74000,
        ),
        (
            "IC-2298",
            "Ionic Translation Services",
            "Ionic Language Partners",
            "2024-05-20",
            "2025-05-19",
            True,
            14,
            18900,
        ),
        (
            "IC-2302",
            "Keystone Legal Research",
            "Keystone Information Services",
            "2024-08-01",
            "2025-07-31",
            True,
            90,
            35500,
        ),
        (
            "IC-2305",
            "Meridian Courier Services",
            "Meridian Couriers",
            "2024-06-10",
            "2025-06-09",
            True,
            30,
            9800,
        ),
        (
            "IC-2307",
            "Northstar Background Checks",
            "Northstar Screening",
            "2023-06-01",
            "2025-05-31",
            True,
            None,
            15400,
        ),
        (
            "IC-2310",
            "Pinnacle Print Services",
            "Pinnacle Print Co.",
            "2024-06-01",
            "2025-05-31",
            True,
            60,
            8700,
        ),
    ]

    by_id = {r[0]: r for r in recs}

    def page(n: int) -> str:
        chunk = recs[6 * n : 6 * n + 6]
        return py(
            {
                "page": n,
                "pageSize": 6,
                "count": len(recs),
                "list": [_ic_record(*r[:7]) for r in chunk],
            }
        )

    def full(r: tuple[Any, ...], clause: str) -> str:
        rec = _ic_record(*r)
        rec["properties"]["renewalClause"] = {"type": "string", "value": clause}
        rec["attachments"] = {
            "signedCopy": {
                "filename": r[1] + " (signed).pdf",
                "href": "https://ironcladapp.com/public/api/v1/"
                f"records/{rec['id']}/attachments/signedCopy",
            }
        }
        return py(rec)

    ok = [
        (
            "ironclad_list_records",
            {"types": ["vendorAgreement"], "page": 0, "pageSize": 6, "sortField": "ironcladId"},
            page(0),
        ),
        (
            "ironclad_list_records",
            {"types": ["vendorAgreement"], "page": 1, "pageSize": 6, "sortField": "ironcladId"},
            page(1),
        ),
        (
            "ironclad_get_record",
            {"id": "IC-2291"},
            full(
                by_id["IC-2291"],
                "12.2 This Agreement renews "
                "automatically for successive one-year "
                "terms unless either party gives written "
                "notice of non-renewal at least ninety "
                "(90) days before the end of the "
                "then-current term.",
            ),
        ),
        (
            "ironclad_get_record",
            {"id": "IC-2307"},
            full(
                by_id["IC-2307"],
                "9.1 Renewal. The term "
                "renews for twelve (12) months unless "
                "Customer notifies Northstar in writing "
                "sixty (60) days prior to expiration.",
            ),
        ),
    ]
    return [("clm", "clm-ok-1", task, True, ok)]


def dsr() -> list[Session]:
    task = (
        "Access requests due within 7 days? For DSR-5521 (jana.novak@example.de) check the "
        "open systems and close their subtasks (no data = done)."
    )

    def q(ref: str, days: int, stage: str, country: str, created: str) -> dict[str, Any]:
        return {
            "requestQueueRefId": ref,
            "requestTypes": ["Access"],
            "status": "IN_PROGRESS",
            "workflowStage": stage,
            "subjectTypes": ["Customer"],
            "country": country,
            "dateCreated": created + "T09:12:00Z",
            "daysLeft": days,
            "extended": False,
        }

    queue = js(
        {
            "content": [
                q("DSR-5498", 2, "Review", "FR", "2025-03-14"),
                q("DSR-5521", 5, "Data Collection", "DE", "2025-03-17"),
                q("DSR-5530", 7, "Data Collection", "NL", "2025-03-19"),
                q("DSR-5544", 12, "Verification", "DE", "2025-03-24"),
                q("DSR-5551", 19, "Data Collection", "IE", "2025-03-31"),
            ],
            "totalElements": 5,
            "totalPages": 1,
            "number": 0,
            "size": 20,
            "sort": "deadline,asc",
        }
    )
    subtasks = js(
        {
            "content": [
                {
                    "subTaskId": "st-88121",
                    "name": "Salesforce export",
                    "system": "Salesforce",
                    "assignee": "crm-ops",
                    "status": "COMPLETED",
                    "result": "14 records exported",
                    "completedDate": "2025-03-20T10:01:00Z",
                },
                {
                    "subTaskId": "st-88122",
                    "name": "Zendesk export",
                    "system": "Zendesk",
                    "assignee": "support-ops",
                    "status": "COMPLETED",
                    "result": "No data found for subject",
                    "completedDate": "2025-03-21T15:44:00Z",
                },
                {
                    "subTaskId": "st-88123",
                    "name": "Data warehouse search",
                    "system": "Snowflake DW",
                    "assignee": "privacy-eng",
                    "status": "OPEN",
                    "result": None,
                    "completedDate": None,
                },
                {
                    "subTaskId": "st-88124",
                    "name": "Newsletter list",
                    "system": "Brevo",
                    "assignee": "marketing-ops",
                    "status": "OPEN",
                    "result": None,
                    "completedDate": None,
                },
            ],
            "totalElements": 4,
        }
    )
    ok = [
        (
            "onetrust_list_requests",
            {"status": "IN_PROGRESS", "requestType": "Access", "sort": "deadline,asc", "size": 20},
            queue,
        ),
        ("onetrust_get_subtasks", {"requestRefId": "DSR-5521"}, subtasks),
        (
            "dw_subject_search",
            {"email": "jana.novak@example.de"},
            "No rows for subject_email = 'jana.novak@example.de' in 14 tables scanned "
            "(privacy.subject_index, refreshed 2025-04-11 09:40 UTC).",
        ),
        (
            "brevo_get_contact",
            {"identifier": "jana.novak@example.de"},
            js({"code": "document_not_found", "message": "Contact does not exist"}),
        ),
        (
            "onetrust_complete_subtask",
            {"subTaskId": "st-88123", "result": "No data found for subject (14 tables)"},
            js({"subTaskId": "st-88123", "status": "COMPLETED"}),
        ),
        (
            "onetrust_complete_subtask",
            {"subTaskId": "st-88124", "result": "No data found for subject (Brevo)"},
            js({"subTaskId": "st-88124", "status": "COMPLETED"}),
        ),
    ]
    ftask = "Subject, stage and days left for DSR-5560, DSR-5563, DSR-5567 and DSR-5570."
    other = js(
        {
            "requestQueueId": "3f9a1c0e-77b2-4d1e-a5c8-0e2f6b9d4a71",
            "requestQueueRefId": "DSR-4980",
            "requestTypes": ["Access"],
            "status": "COMPLETED",
            "workflowStage": "Complete",
            "subject": {"firstName": "Henrik", "lastName": "Lund", "email": "h.lund@example.dk"},
            "country": "DK",
            "dateCreated": "2025-01-08T07:44:00Z",
            "dateCompleted": "2025-02-03T16:20:00Z",
            "daysLeft": 0,
            "extended": False,
        }
    )
    fail = [
        ("onetrust_get_request", {"requestRefId": r}, other)
        for r in ("DSR-5560", "DSR-5563", "DSR-5567", "DSR-5570", "DSR-5560")
    ]
    return [
        ("dsr", "dsr-ok-1", task, True, ok),
        ("dsr", "dsr-fail-1", ftask, False, fail),
    ]


def trademark() -> list[Session]:
    task = (
        "Live US trademarks conflicting with Lumora, Quillet or Brightwake in classes 9/42, "
        "and are 'Quillet Labs' and 'Brightwake Labs' free in Delaware?"
    )
    ok = [
        (
            "uspto_tm_search",
            {"wordmark": "LUMORA", "status": "live"},
            "2 results for wordmark LUMORA (live marks only):\n"
            "1. LUMORA - Serial 97481532, Reg. 7203318 - LIVE, Registered 2023-10-31 - Class 003: "
            "Cosmetics; skin care preparations - Owner: Lumora Beauty LLC (California)\n"
            "2. LUMORA - Serial 98102277 - LIVE, Published for opposition 2025-03-18 - Classes "
            "009, 042: Downloadable software for controlling smart lighting; SaaS for lighting "
            "scenes - Owner: Lumora Systems GmbH (Germany)",
        ),
        (
            "uspto_tm_search",
            {"wordmark": "QUILLET", "status": "live"},
            "0 results for wordmark QUILLET (live marks only).",
        ),
        (
            "uspto_tm_search",
            {"wordmark": "BRIGHTWAKE", "status": "live"},
            "0 results for wordmark BRIGHTWAKE (live marks only).",
        ),
        (
            "tsdr_status",
            {"serial": "98102277"},
            js(
                {
                    "serialNumber": "98102277",
                    "markElement": "LUMORA",
                    "status": {
                        "code": 688,
                        "description": "NOTICE OF ALLOWANCE - ISSUED",
                        "date": "2025-04-08",
                    },
                    "filingDate": "2023-07-20",
                    "filingBasis": "44(e), 1(b)",
                    "classes": [
                        {
                            "code": "009",
                            "description": "Downloadable software for controlling smart "
                            "lighting fixtures",
                        },
                        {
                            "code": "042",
                            "description": "Software as a service (SaaS) featuring "
                            "software for creating lighting scenes",
                        },
                    ],
                    "owner": {"name": "Lumora Systems GmbH", "citizenship": "Germany"},
                    "attorney": "Katrin Vogel",
                    "oppositionPeriodEnded": "2025-04-17",
                }
            ),
        ),
        ("delaware_entity_search", {"name": "Quillet Labs"}, "No Records Found."),
        (
            "delaware_entity_search",
            {"name": "Brightwake Labs"},
            "FILE NUMBER | ENTITY NAME\n7719245 | BRIGHTWAKE LABS, LLC",
        ),
    ]
    ftask = "Do 'Tessellate', 'Orbitron' or 'Kindlewood' have live US trademarks in class 25?"
    expired = (
        "Your search session has expired. Please return to the Trademark Search home page to "
        "start a new search. (Session ID: 0)"
    )
    fail = [
        ("uspto_tm_search", a, expired)
        for a in (
            {"wordmark": "TESSELLATE", "status": "live", "class": "025"},
            {"wordmark": "TESSELLATE", "status": "live"},
            {"wordmark": "ORBITRON", "status": "live", "class": "025"},
            {"wordmark": "KINDLEWOOD", "status": "live", "class": "025"},
            {"wordmark": "ORBITRON"},
        )
    ]
    return [
        ("trademark", "trademark-ok-1", task, True, ok),
        ("trademark", "trademark-fail-1", ftask, False, fail),
    ]


# ---------------------------------------------------------------- hardware, embedded, lab

ESP_BOOT = (
    "ets Jun  8 2016 00:22:57\r\n\r\nrst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
    "configsip: 0, SPIWP:0xee\r\nclk_drv:0x00,q_drv:0x00,d_drv:0x00,cs0_drv:0x00,hd_drv:0x00,"
    "wp_drv:0x00\r\nmode:DIO, clock div:2\r\nload:0x3fff0030,len:7112\r\nentry 0x40080644\r\n"
    "I (29) boot: ESP-IDF v5.1.2 2nd stage bootloader\r\n"
    "I (29) boot: compile time Mar 28 2025 14:02:11\r\n"
    "I (312) cpu_start: Pro cpu start user code\r\n"
    "I (330) app_start: Project name:     soilnode\r\n"
    "I (335) app_start: App version:      2.3.1\r\n"
    "I (402) wifi:mode : sta (24:0a:c4:5f:1b:e8)\r\n"
    "I (1190) wifi:connected with lab-iot, aid = 3, channel 6, BW20\r\n"
    "I (2210) esp_netif_handlers: sta ip: 10.0.4.57, mask: 255.255.255.0, gw: 10.0.4.1\r\n"
    "W (2215) mqtt: no broker configured (mqtt.broker empty), MQTT disabled\r\n> "
)


def serial() -> list[Session]:
    task = (
        "New ESP32 board on /dev/ttyUSB0: boot log, firmware version, Wi-Fi MAC; set the MQTT "
        "broker to 10.0.4.20, reboot, confirm it connects."
    )
    port = "/dev/ttyUSB0"

    def w(data: str) -> Call:
        n = len(data.encode().decode("unicode_escape"))
        return ("serial_write", {"port": port, "data": data}, f"Wrote {n} bytes to {port}")

    def r(text: str) -> Call:
        return ("serial_read", {"port": port, "timeout": 2.0}, text)

    reboot = ESP_BOOT.replace("rst:0x1 (POWERON_RESET)", "rst:0xc (SW_CPU_RESET)").replace(
        "W (2215) mqtt: no broker configured (mqtt.broker empty), MQTT disabled\r\n> ",
        "I (2230) mqtt: connecting to mqtt://10.0.4.20:1883\r\n"
        "I (2412) mqtt: MQTT_EVENT_CONNECTED, client id soilnode-5f1be8\r\n"
        "I (2419) app: publishing to lab/soil/5f1be8 every 60 s\r\n> ",
    )
    ok = [
        r(ESP_BOOT),
        w("version\\r\\n"),
        r("version\r\nsoilnode fw 2.3.1 (build 2025-03-28, idf v5.1.2)\r\n> "),
        w("mac\\r\\n"),
        r("mac\r\nWIFI STA MAC: 24:0a:c4:5f:1b:e8\r\nBT MAC: 24:0a:c4:5f:1b:ea\r\n> "),
        w("set mqtt.broker 10.0.4.20\\r\\n"),
        r("set mqtt.broker 10.0.4.20\r\nOK\r\n> "),
        w("reboot\\r\\n"),
        r("reboot\r\nRebooting...\r\n" + reboot),
    ]
    ftask = "Output of the 'status' and 'sensors' commands of the Nucleo CLI on /dev/ttyACM0."
    fport = "/dev/ttyACM0"
    fr = ("serial_read", {"port": fport, "timeout": 2.0}, "")
    fail = [
        ("serial_write", {"port": fport, "data": "status\\r\\n"}, f"Wrote 8 bytes to {fport}"),
        fr,
        ("serial_write", {"port": fport, "data": "\\r\\n"}, f"Wrote 2 bytes to {fport}"),
        fr,
        ("serial_read", {"port": fport, "timeout": 5.0}, ""),
        ("serial_write", {"port": fport, "data": "sensors\\r\\n"}, f"Wrote 9 bytes to {fport}"),
        fr,
        ("serial_read", {"port": fport, "timeout": 10.0}, ""),
    ]
    return [
        ("serial", "serial-ok-1", task, True, ok),
        ("serial", "serial-fail-1", ftask, False, fail),
    ]


def openocd() -> list[Session]:
    task = (
        "The STM32F4 hard-faults after boot: find the faulting instruction and bad address "
        "via OpenOCD, flash build/app.elf, confirm it runs."
    )

    def oc(cmd: str, out: str) -> Call:
        return ("openocd", {"command": cmd}, out)

    ok = [
        oc(
            "halt",
            "[stm32f4x.cpu] halted due to debug-request, current mode: Handler HardFault"
            "\nxPSR: 0x61000003 pc: 0x08001a3c msp: 0x2001ff48",
        ),
        oc("mdw 0xE000ED28 1", "0xe000ed28: 00008200 "),
        oc("mdw 0xE000ED38 1", "0xe000ed38: 20030004 "),
        oc(
            "mdw 0x2001ff48 8",
            "0x2001ff48: 20030000 00000004 0800f1c4 00000000 00000000 08001a2f 08001a3c 21000000 ",
        ),
        (
            "addr2line",
            {"elf": "build/app.elf", "addresses": ["0x08001a3c", "0x08001a2f"]},
            "read_sample\n/home/dev/fw/src/sensor_task.c:142\nsensor_task\n"
            "/home/dev/fw/src/sensor_task.c:97",
        ),
        oc(
            "flash write_image erase build/app.elf",
            "auto erase enabled\nwrote 49152 bytes from file build/app.elf in 1.742119s "
            "(27.553 KiB/s)",
        ),
        oc("verify_image build/app.elf", "verified 48724 bytes in 0.412093s (115.464 KiB/s)"),
        oc("reset run", ""),
        oc(
            "halt",
            "[stm32f4x.cpu] halted due to debug-request, current mode: Thread \n"
            "xPSR: 0x21000000 pc: 0x080032e6 psp: 0x20004f10",
        ),
        oc("resume", ""),
    ]
    ftask = "CFSR, HFSR and the stacked PC of the crashed STM32L4, through OpenOCD."

    def jtag(ms: int) -> str:
        return (
            "Error: jtag status contains invalid mode value - communication failure\n"
            "Polling target stm32l4x.cpu failed, trying to reexamine\n"
            "Examination failed, GDB will be halted. Polling again in "
            f"{ms}ms"
        )

    fail = [
        oc(c, jtag(ms))
        for c, ms in (
            ("halt", 100),
            ("mdw 0xE000ED28 1", 300),
            ("mdw 0xE000ED2C 1", 700),
            ("halt", 1500),
            ("reset halt", 3100),
            ("mdw 0xE000ED28 1", 6300),
        )
    ]
    return [
        ("openocd", "openocd-ok-1", task, True, ok),
        ("openocd", "openocd-fail-1", ftask, False, fail),
    ]


def _pio_ok(ram: tuple[float, int], flash: tuple[float, int], secs: float) -> str:
    return (
        "Processing esp32c3 (platform: espressif32; board: esp32-c3-devkitm-1; framework: "
        "espidf)\n" + "-" * 60 + "\n"
        "Verbose mode can be enabled via `-v, --verbose` option\n"
        "CONFIGURATION: https://docs.platformio.org/page/boards/espressif32/"
        "esp32-c3-devkitm-1.html\n"
        "PLATFORM: Espressif 32 (6.6.0) > Espressif ESP32-C3-DevKitM-1\n"
        "HARDWARE: ESP32C3 160MHz, 320KB RAM, 4MB Flash\n"
        "Compiling .pio/build/esp32c3/src/sensor.cpp.o\n"
        "Linking .pio/build/esp32c3/firmware.elf\n"
        "Retrieving maximum program size .pio/build/esp32c3/firmware.elf\n"
        "Checking size .pio/build/esp32c3/firmware.elf\n"
        f"RAM:   [=         ]  {ram[0]:.1f}% (used {ram[1]} bytes from 327680 bytes)\n"
        f"Flash: [==        ]  {flash[0]:.1f}% (used {flash[1]} bytes from 1048576 bytes)\n"
        f"========================= [SUCCESS] Took {secs:.2f} seconds ========================="
    )


def platformio() -> list[Session]:
    task = (
        "Make the firmware build for the esp32c3 env, flash it on /dev/ttyACM0 and run the "
        "unit tests on the device."
    )
    head = (
        "Processing esp32c3 (platform: espressif32; board: esp32-c3-devkitm-1; framework: espidf)\n"
    )
    err1 = head + (
        "Compiling .pio/build/esp32c3/src/main.cpp.o\n"
        "src/main.cpp:14:10: fatal error: driver/adc.h: No such file or directory\n\n"
        "*****************************************************************\n"
        "* Looking for driver/adc.h dependency? Check our library registry!\n"
        "*****************************************************************\n\n"
        ' 14 | #include "driver/adc.h"\n    |          ^~~~~~~~~~~~~~\n'
        "compilation terminated.\n*** [.pio/build/esp32c3/src/main.cpp.o] Error 1\n"
        "========================== [FAILED] Took 7.84 seconds =========================="
    )
    err2 = head + (
        "Compiling .pio/build/esp32c3/src/main.cpp.o\n"
        "Compiling .pio/build/esp32c3/src/sensor.cpp.o\n"
        "src/sensor.cpp: In function 'void sensor_init()':\n"
        "src/sensor.cpp:57:5: error: 'adc1_config_width' was not declared in this scope\n"
        "   57 |     adc1_config_width(ADC_WIDTH_BIT_12);\n      |     ^~~~~~~~~~~~~~~~~\n"
        "src/sensor.cpp:58:5: error: 'adc1_config_channel_atten' was not declared in this "
        "scope\n*** [.pio/build/esp32c3/src/sensor.cpp.o] Error 1\n"
        "========================== [FAILED] Took 9.12 seconds =========================="
    )
    upload = (
        "Configuring upload protocol...\nAVAILABLE: cmsis-dap, esp-builtin, esp-prog, espota, "
        "esptool, jlink\nCURRENT: upload_protocol = esptool\nLooking for upload port...\n"
        "Using manually specified: /dev/ttyACM0\nUploading .pio/build/esp32c3/firmware.bin\n"
        "esptool.py v4.5.1\nSerial port /dev/ttyACM0\nConnecting....\n"
        "Chip is ESP32-C3 (revision v0.4)\nMAC: 84:f7:03:3a:91:5c\n"
        "Compressed 231456 bytes to 128730...\nWriting at 0x00010000... (12 %)\n"
        "Writing at 0x0002f1a4... (100 %)\nWrote 231456 bytes (128730 compressed) at "
        "0x00010000 in 3.6 seconds (effective 514.3 kbit/s)...\nHash of data verified.\n\n"
        "Leaving...\nHard resetting via RTS pin...\n"
        "========================= [SUCCESS] Took 18.23 seconds ========================="
    )

    def tests(failed: bool) -> str:
        lines = [
            "Collected 2 tests (test_calibration, test_sensor)",
            "",
            "Processing test_calibration in esp32c3 environment",
            "-" * 60,
            "Building & Uploading...",
            "Testing...",
            "test/test_calibration/test_main.cpp:21: test_two_point_fit\t[PASSED]",
            "test/test_calibration/test_main.cpp:34: test_clamp_low\t[PASSED]",
            "test/test_calibration/test_main.cpp:41: test_clamp_high\t[PASSED]",
            "------ esp32c3:test_calibration [PASSED] Took 21.40 seconds ------",
            "",
            "Processing test_sensor in esp32c3 environment",
            "-" * 60,
            "Building & Uploading...",
            "Testing...",
        ]
        names = [
            "test_raw_range",
            "test_moisture_dry",
            "test_moisture_wet",
            "test_median_filter",
            "test_median_filter_odd",
            "test_sample_rate",
            "test_adc_channel",
            "test_temp_comp",
        ]
        for n, name in enumerate(names):
            if failed and name == "test_temp_comp":
                lines.append(
                    f"test/test_sensor/test_main.cpp:{60 + 9 * n}: {name}: "
                    "Expected 23.5 Was 27.1\t[FAILED]"
                )
            else:
                lines.append(f"test/test_sensor/test_main.cpp:{60 + 9 * n}: {name}\t[PASSED]")
        verdict = "FAILED" if failed else "PASSED"
        lines += [
            f"------ esp32c3:test_sensor [{verdict}] Took 24.87 seconds ------",
            "",
            "=" * 30 + " SUMMARY " + "=" * 30,
            "Environment    Test              Status    Duration",
            "-------------  ----------------  --------  ------------",
            "esp32c3        test_calibration  PASSED    00:00:21.400",
            f"esp32c3        test_sensor       {verdict}    00:00:24.870",
            ("=" * 10 + " 11 test cases: 1 failed, 10 succeeded in 00:00:46.270 " + "=" * 10)
            if failed
            else ("=" * 10 + " 11 test cases: 11 succeeded in 00:00:45.910 " + "=" * 10),
        ]
        return "\n".join(lines)

    ok = [
        ("pio", {"args": "run -e esp32c3"}, err1),
        (
            "edit_file",
            {
                "path": "src/main.cpp",
                "old": '#include "driver/adc.h"',
                "new": '#include "esp_adc/adc_oneshot.h"',
            },
            "The file src/main.cpp has been updated.",
        ),
        ("pio", {"args": "run -e esp32c3"}, err2),
        (
            "edit_file",
            {
                "path": "src/sensor.cpp",
                "old": "adc1_config_width(...)",
                "new": "adc_oneshot_new_unit(...) / adc_oneshot_config_channel(...)",
            },
            "The file src/sensor.cpp has been updated.",
        ),
        ("pio", {"args": "run -e esp32c3"}, _pio_ok((10.8, 35412), (22.1, 231456), 11.37)),
        ("pio", {"args": "run -e esp32c3 -t upload --upload-port /dev/ttyACM0"}, upload),
        ("pio", {"args": "test -e esp32c3 --upload-port /dev/ttyACM0"}, tests(True)),
        (
            "edit_file",
            {"path": "src/sensor.cpp", "old": "TEMP_COEFF 0.031f", "new": "TEMP_COEFF 0.0031f"},
            "The file src/sensor.cpp has been updated.",
        ),
        ("pio", {"args": "test -e esp32c3 --upload-port /dev/ttyACM0"}, tests(False)),
    ]
    return [("platformio", "pio-ok-1", task, True, ok)]


def scpi() -> list[Session]:
    task = (
        "Measure the 3V3, 5V, 1V8 and 12V rails at TP1-TP4 with the 34465A (ask the operator "
        "to move the probe); which are outside ±3 %?"
    )
    dmm = "USB0::0x2A8D::0x0101::MY59001234::INSTR"

    def q(cmd: str, out: str, res: str = dmm) -> Call:
        return ("scpi_query", {"resource": res, "command": cmd}, out)

    def ask(msg: str, reply: str) -> Call:
        return ("ask_operator", {"message": msg}, reply)

    ok1 = [
        q("*IDN?", "Keysight Technologies,34465A,MY59001234,A.03.01-02.40-03.01-00.52-03-02\n"),
        ("scpi_write", {"resource": dmm, "command": "CONF:VOLT:DC 20,0.0001"}, "wrote 23 bytes"),
        ask("Please put the probe on TP1 (3V3).", "On TP1."),
        q("READ?", "+3.29871542E+00\n"),
        ask("Next: TP2 (5V).", "TP2, go."),
        q("READ?", "+5.01932211E+00\n"),
        ask("Next: TP3 (1V8).", "ok TP3"),
        q("READ?", "+1.73412209E+00\n"),
        ask("Last one: TP4 (12V input).", "On TP4 now."),
        q("READ?", "+1.20134551E+01\n"),
    ]
    task2 = (
        "Characterize the PWM on CH1 of the Rigol scope (frequency, Vpp, rise/fall, duty) and "
        "confirm CH2 is idle."
    )
    scope = "TCPIP0::10.0.5.31::INSTR"
    ok2 = [
        q("*IDN?", "RIGOL TECHNOLOGIES,DS1104Z,DS1ZA2020031177,00.04.04.SP4\n", scope),
        q(":MEAS:ITEM? FREQ,CHAN1", "9.999870e+03\n", scope),
        q(":MEAS:ITEM? VPP,CHAN1", "3.280000e+00\n", scope),
        q(":MEAS:ITEM? RTIM,CHAN1", "2.400000e-08\n", scope),
        q(":MEAS:ITEM? FTIM,CHAN1", "1.800000e-08\n", scope),
        q(":MEAS:ITEM? PDUT,CHAN1", "2.501000e-01\n", scope),
        q(":MEAS:ITEM? FREQ,CHAN2", "9.9E37\n", scope),
        q(":MEAS:ITEM? VPP,CHAN2", "1.600000e-02\n", scope),
    ]
    ftask = (
        "Five readings of the load board's output current from the 34465A ...4411, one per call."
    )
    tmo = "VisaIOError: VI_ERROR_TMO (-1073807339): Timeout expired before operation completed."
    fres = "USB0::0x2A8D::0x0101::MY59004411::INSTR"
    fail = [
        ("scpi_write", {"resource": fres, "command": "CONF:CURR:DC 1"}, "wrote 15 bytes"),
        q("READ?", tmo, fres),
        q("READ?", tmo, fres),
        q("MEAS:CURR:DC?", tmo, fres),
        q("READ?", tmo, fres),
        q("READ?", tmo, fres),
    ]
    return [
        ("scpi", "scpi-ok-1", task, True, ok1),
        ("scpi", "scpi-ok-2", task2, True, ok2),
        ("scpi", "scpi-fail-1", ftask, False, fail),
    ]


def printer3d() -> list[Session]:
    task = (
        "Watch the OctoPrint bracket print; past 50 %, give temps and time left; pause if the "
        "bed is below 55 °C."
    )

    def job(comp: float, pos: int, t: int, left: int) -> str:
        return js(
            {
                "job": {
                    "file": {
                        "name": "bracket_v3_PETG_0.2mm.gcode",
                        "origin": "local",
                        "size": 2483120,
                        "date": 1744370101,
                    },
                    "estimatedPrintTime": 7342.1,
                    "lastPrintTime": None,
                    "filament": {"tool0": {"length": 4821.3, "volume": 11.6}},
                    "user": "lab",
                },
                "progress": {
                    "completion": comp,
                    "filepos": pos,
                    "printTime": t,
                    "printTimeLeft": left,
                    "printTimeLeftOrigin": "estimate",
                },
                "state": "Printing",
            }
        )

    def printer(tool: float, bed: float) -> str:
        return js(
            {
                "temperature": {
                    "tool0": {"actual": tool, "target": 240.0, "offset": 0},
                    "bed": {"actual": bed, "target": 85.0, "offset": 0},
                },
                "sd": {"ready": False},
                "state": {
                    "text": "Printing",
                    "flags": {
                        "operational": True,
                        "paused": False,
                        "printing": True,
                        "cancelling": False,
                        "pausing": False,
                        "sdReady": False,
                        "error": False,
                        "ready": False,
                        "closedOrError": False,
                    },
                },
            }
        )

    ok = [
        ("octoprint_job", {}, job(12.43, 308620, 912, 6480)),
        ("octoprint_printer", {"history": False}, printer(239.8, 84.9)),
        ("octoprint_job", {}, job(31.07, 771488, 2286, 5012)),
        ("octoprint_job", {}, job(48.66, 1208281, 3541, 3702)),
        ("octoprint_job", {}, job(53.2, 1321015, 3868, 3391)),
        ("octoprint_printer", {"history": False}, printer(240.1, 85.1)),
    ]
    ftask = (
        "What is the Voron (Klipper/Moonraker) printing, how far along, and the extruder and "
        "bed temperatures?"
    )
    klippy = js({"error": {"code": 503, "message": "Klippy Disconnected", "traceback": None}})
    fail = [
        (
            "moonraker_query_objects",
            {"objects": {"print_stats": None, "virtual_sdcard": ["progress"]}},
            klippy,
        ),
        ("moonraker_query_objects", {"objects": {"print_stats": None}}, klippy),
        (
            "moonraker_query_objects",
            {
                "objects": {
                    "extruder": ["temperature", "target"],
                    "heater_bed": ["temperature", "target"],
                }
            },
            klippy,
        ),
        ("moonraker_gcode_script", {"script": "FIRMWARE_RESTART"}, klippy),
        ("moonraker_query_objects", {"objects": {"print_stats": None}}, klippy),
    ]
    return [
        ("printer3d", "octoprint-ok-1", task, True, ok),
        ("printer3d", "moonraker-fail-1", ftask, False, fail),
    ]


def opentrons() -> list[Session]:
    task = (
        "Run protocol 5f2c8e1a (ELISA plate prep) on the OT-2, watch it, and check the "
        "command log for failures."
    )
    run_id = "b7e3c2d1-4a5f-4e6b-9c8d-7f1a2b3c4d5e"

    def run(status: str, actions: list[str], completed: str | None = None) -> str:
        data: dict[str, Any] = {
            "id": run_id,
            "createdAt": "2025-04-11T13:02:10.118Z",
            "status": status,
            "current": True,
            "protocolId": "5f2c8e1a",
            "actions": [
                {"id": f"act-{n}", "createdAt": f"2025-04-11T13:0{2 + n}:30.0Z", "actionType": a}
                for n, a in enumerate(actions)
            ],
            "errors": [],
            "pipettes": [{"id": "pip-l", "pipetteName": "p300_multi_gen2", "mount": "left"}],
            "labware": [
                {"id": "lw-1", "loadName": "corning_96_wellplate_360ul_flat"},
                {"id": "lw-2", "loadName": "opentrons_96_tiprack_300ul"},
                {"id": "lw-3", "loadName": "nest_12_reservoir_15ml"},
            ],
            "liquids": [],
            "labwareOffsets": [],
        }
        if completed:
            data["completedAt"] = completed
        return py({"data": data, "links": {"current": {"href": f"/runs/{run_id}"}}})

    def commands(cursor: int, total: int, rows: list[tuple[str, dict[str, Any]]]) -> str:
        out = []
        for n, (ctype, params) in enumerate(rows):
            i = cursor + n
            out.append(
                {
                    "id": f"cmd-{i:04d}",
                    "commandType": ctype,
                    "status": "succeeded",
                    "params": params,
                    "createdAt": f"2025-04-11T13:{3 + i // 12:02d}:{i * 5 % 60:02d}.0Z",
                }
            )
        return py(
            {
                "data": out,
                "meta": {"cursor": cursor, "totalLength": total},
                "links": {
                    "current": {
                        "href": f"/runs/{run_id}/commands/cmd-{cursor:04d}",
                        "meta": {"runId": run_id, "commandId": f"cmd-{cursor:04d}"},
                    }
                },
            }
        )

    def cycle(col: int, vol: float) -> list[tuple[str, dict[str, Any]]]:
        well = f"A{col}"
        return [
            ("pickUpTip", {"pipetteId": "pip-l", "labwareId": "lw-2", "wellName": well}),
            (
                "aspirate",
                {
                    "pipetteId": "pip-l",
                    "labwareId": "lw-3",
                    "wellName": "A1",
                    "volume": vol,
                    "flowRate": 94.0,
                },
            ),
            (
                "dispense",
                {
                    "pipetteId": "pip-l",
                    "labwareId": "lw-1",
                    "wellName": well,
                    "volume": vol,
                    "flowRate": 94.0,
                },
            ),
            ("dropTip", {"pipetteId": "pip-l", "labwareId": "fixedTrash", "wellName": "A1"}),
        ]

    first = [
        ("home", {}),
        ("loadPipette", {"pipetteName": "p300_multi_gen2", "mount": "left"}),
        (
            "loadLabware",
            {"loadName": "corning_96_wellplate_360ul_flat", "location": {"slotName": "1"}},
        ),
        ("loadLabware", {"loadName": "opentrons_96_tiprack_300ul", "location": {"slotName": "4"}}),
    ] + cycle(1, 100.0)
    last = cycle(11, 50.0) + cycle(12, 50.0) + [("home", {})]
    ok = [
        ("ot_create_run", {"protocolId": "5f2c8e1a"}, run("idle", [])),
        (
            "ot_run_action",
            {"runId": run_id, "actionType": "play"},
            py(
                {
                    "data": {
                        "id": "act-0",
                        "createdAt": "2025-04-11T13:02:30.0Z",
                        "actionType": "play",
                    }
                }
            ),
        ),
        (
            "ot_get_commands",
            {"runId": run_id, "cursor": 0, "pageLength": 8},
            commands(0, 57, first),
        ),
        ("ot_get_run", {"runId": run_id}, run("running", ["play"])),
        ("ot_get_run", {"runId": run_id}, run("succeeded", ["play"], "2025-04-11T13:41:52.907Z")),
        (
            "ot_get_commands",
            {"runId": run_id, "cursor": 48, "pageLength": 12},
            commands(48, 57, last),
        ),
    ]
    return [("opentrons", "opentrons-ok-1", task, True, ok)]


# ---------------------------------------------------------------- non-English enterprise tools

CONTRACTS = [
    ("上海星河贸易有限公司", 128000, "王磊", "已签约"),
    ("杭州云启科技有限公司", 86000, "李娜", "已签约"),
    ("深圳前海博远供应链", 342000, "王磊", "已签约"),
    ("北京恒信达商贸", 54000, "张伟", "审批中"),
    ("成都天府数智科技", 215000, "李娜", "已签约"),
    ("苏州工业园区汇川精密", 99000, "张伟", "已签约"),
    ("广州白云航运服务", 410000, "王磊", "已签约"),
    ("南京鼎盛建材", 76000, "陈静", "已失效"),
    ("武汉光谷新材料", 168000, "陈静", "已签约"),
    ("厦门海沧物流", 133500, "张伟", "已签约"),
    ("青岛海尔斯达电器", 289000, "李娜", "已签约"),
    ("宁波港联国际货代", 61000, "王磊", "审批中"),
    ("天津滨海医疗器械", 187000, "陈静", "已签约"),
    ("西安高新软件园", 102000, "张伟", "已签约"),
    ("重庆两江汽车配件", 245000, "王磊", "已签约"),
    ("长沙麓谷电子", 88000, "李娜", "已签约"),
    ("合肥科大讯联", 156000, "陈静", "已签约"),
    ("郑州中原冷链", 119000, "张伟", "审批中"),
    ("济南齐鲁化工", 301000, "王磊", "已签约"),
    ("福州闽江茶业", 45000, "李娜", "已签约"),
    ("昆明滇池花卉", 67000, "陈静", "已签约"),
    ("大连港湾水产", 224000, "张伟", "已签约"),
    ("沈阳北方重工配套", 512000, "王磊", "已签约"),
    ("南昌赣江光电", 101000, "李娜", "已失效"),
    ("贵阳大数据云谷", 178000, "陈静", "已签约"),
    ("无锡物联传感", 93000, "张伟", "已签约"),
    ("东莞松山湖智造", 266000, "王磊", "已签约"),
    ("佛山顺德家电", 142000, "李娜", "已签约"),
]
OWNERS = {
    "王磊": "ou_7d8a6e1f2b3c4d5e",
    "李娜": "ou_1a2b3c4d5e6f7a8b",
    "张伟": "ou_9c8b7a6f5e4d3c2b",
    "陈静": "ou_5f4e3d2c1b0a9f8e",
}


def _signed_totals() -> list[tuple[str, int]]:
    """Per owner, the signed contracts over 100,000 yuan (what the message reports)."""
    totals: dict[str, int] = {}
    for _, amount, owner, state in CONTRACTS:
        if state == "已签约" and amount > 100000:
            totals[owner] = totals.get(owner, 0) + amount
    return sorted(totals.items(), key=lambda kv: -kv[1])


def _bitable_page(n: int, size: int) -> str:
    rows = CONTRACTS[n * size : (n + 1) * size]
    more = (n + 1) * size < len(CONTRACTS)
    items = []
    for i, (name, amount, owner, state) in enumerate(rows, start=n * size):
        rid = f"recv{i * 7919 % 100000:05d}Ab"
        items.append(
            {
                "fields": {
                    "客户名称": name,
                    "合同金额": amount,
                    "签约日期": 1735660800000 + i * 86400000 * 2,
                    "负责人": [{"id": OWNERS[owner], "name": owner}],
                    "状态": state,
                },
                "record_id": rid,
            }
        )
    data: dict[str, Any] = {"has_more": more, "items": items, "total": len(CONTRACTS)}
    if more:
        data["page_token"] = f"recv{(n + 1) * size * 7919 % 100000:05d}Ab"
    return js({"code": 0, "data": data, "msg": "success"})


def feishu() -> list[Session]:
    task = (
        "把多维表格「2025 Q1 销售合同」里状态为“已签约”且合同金额超过 10 万元的"
        "合同列出来，按负责人汇总金额，然后把汇总结果用飞书消息发给王磊。"
    )
    app = {"app_token": "bascnQ1SalesK9x2", "table_id": "tblQ1Contracts"}
    ok1: list[Call] = []
    for n in range(3):
        args: dict[str, Any] = {**app, "page_size": 10}
        if n:
            args["page_token"] = f"recv{n * 10 * 7919 % 100000:05d}Ab"
        ok1.append(("feishu_bitable_list_records", args, _bitable_page(n, 10)))
    ok1.append(
        (
            "feishu_im_send_message",
            {
                "receive_id_type": "open_id",
                "receive_id": OWNERS["王磊"],
                "msg_type": "text",
                "content": json.dumps(
                    {
                        "text": "Q1 已签约且金额>10万："
                        + "；".join(f"{o} ¥{t:,}" for o, t in _signed_totals())
                    },
                    ensure_ascii=False,
                ),
            },
            js(
                {
                    "code": 0,
                    "data": {
                        "message_id": "om_dc13264520392913993dd051dba21dcf",
                        "msg_type": "text",
                        "create_time": "1744372011392",
                        "chat_id": "oc_a0553eda9014c201e6969b478895c230",
                        "sender": {
                            "id": "cli_9f2a61b7c0d3e4f5",
                            "id_type": "app_id",
                            "sender_type": "app",
                        },
                    },
                    "msg": "success",
                }
            ),
        )
    )

    task2 = (
        "Summarize in English the 研发部 weekly reports (周报) for weeks 14-16: shipped, slipped, "
        "risks."
    )
    nodes = js(
        {
            "code": 0,
            "data": {
                "has_more": False,
                "items": [
                    {
                        "node_token": "wikcnW14aBcD",
                        "obj_token": "doxcnW14xYz1",
                        "obj_type": "docx",
                        "title": "研发部周报 2025-W14",
                        "parent_node_token": "wikcnWeekly0",
                    },
                    {
                        "node_token": "wikcnW15eFgH",
                        "obj_token": "doxcnW15xYz2",
                        "obj_type": "docx",
                        "title": "研发部周报 2025-W15",
                        "parent_node_token": "wikcnWeekly0",
                    },
                    {
                        "node_token": "wikcnW16iJkL",
                        "obj_token": "doxcnW16xYz3",
                        "obj_type": "docx",
                        "title": "研发部周报 2025-W16（草稿）",
                        "parent_node_token": "wikcnWeekly0",
                    },
                ],
            },
            "msg": "success",
        }
    )

    def raw(text: str) -> str:
        return js({"code": 0, "data": {"content": text}, "msg": "success"})

    w14 = (
        "研发部周报 2025-W14\n一、本周完成\n"
        "1. 订单服务 v2.3 上线，支付回调延迟从 1.2s 降到 0.3s。\n"
        "2. 移动端 iOS 17 适配完成，崩溃率 0.08%。\n二、未完成 / 延期\n"
        "1. 数据平台迁移到新集群延期一周，原因：Kafka 分区重平衡脚本未通过压测。\n"
        "三、风险\n1. 测试环境 GPU 配额不足，影响推荐模型回归。"
    )
    w15 = (
        "研发部周报 2025-W15\n一、本周完成\n"
        "1. 数据平台迁移完成（延期后），查询 P95 从 4.1s 降到 2.6s。\n"
        "2. 推荐模型 v5 离线评估 NDCG@10 +3.2%。\n二、未完成 / 延期\n1. 会员中心重构推迟到 W17，"
        "需求变更 3 项。\n三、风险\n1. 第三方短信供应商 4 月 20 日合同到期，续签未确认。"
    )
    w16 = (
        "研发部周报 2025-W16（草稿）\n一、本周完成\n1. 推荐模型 v5 灰度 10%，点击率 +1.4%。\n"
        "2. 安全扫描高危漏洞清零（12 → 0）。\n二、未完成 / 延期\n1. 小程序支付改版等待微信审核。\n"
        "三、风险\n1. 短信供应商续签仍未确认，备选方案评估中。\n2. W17 有 2 名后端同事休假。"
    )
    ok2 = [
        (
            "feishu_wiki_list_nodes",
            {
                "space_id": "7034502641455497244",
                "parent_node_token": "wikcnWeekly0",
                "page_size": 50,
            },
            nodes,
        ),
        ("feishu_docx_raw_content", {"document_id": "doxcnW14xYz1"}, raw(w14)),
        ("feishu_docx_raw_content", {"document_id": "doxcnW15xYz2"}, raw(w15)),
        ("feishu_docx_raw_content", {"document_id": "doxcnW16xYz3"}, raw(w16)),
    ]
    ftask = "从多维表格「供应商评分」里找出 2025 年 3 月评分低于 60 分的供应商，并列出负责采购员。"
    logs = [
        "20250411102233A1B2C3D4E5F6071829",
        "20250411102241B7C8D9E0F1A2B3C4D5",
        "20250411102256E6F7A8B9C0D1E2F3A4",
        "20250411102310C5D6E7F8091A2B3C4D",
        "2025041110233191A2B3C4D5E6F70819",
    ]

    def bad(log: str) -> str:
        return js(
            {
                "code": 99991663,
                "msg": "Invalid access token for authorization. Please "
                "make a request with token attached.",
                "error": {
                    "log_id": log,
                    "troubleshooter": "排查建议查看(Troubleshooting "
                    "suggestions): https://open.feishu.cn/search?from=openapi&log_id="
                    + log
                    + "&code=99991663&method_id=6952888507002765332",
                },
            }
        )

    fapp = {"app_token": "bascnVendorScore7", "table_id": "tblScores2025"}
    fail = [
        ("feishu_bitable_list_records", {**fapp, "page_size": 50}, bad(logs[0])),
        (
            "feishu_bitable_list_records",
            {**fapp, "page_size": 50, "filter": "CurrentValue.[评分]<60"},
            bad(logs[1]),
        ),
        ("feishu_bitable_list_records", {**fapp, "page_size": 20}, bad(logs[2])),
        ("feishu_bitable_list_records", {**fapp, "view_id": "vewMarch2025"}, bad(logs[3])),
        ("feishu_bitable_list_records", {**fapp, "page_size": 50}, bad(logs[4])),
    ]
    return [
        ("feishu", "feishu-ok-1", task, True, ok1),
        ("feishu", "feishu-ok-2", task2, True, ok2),
        ("feishu", "feishu-fail-1", ftask, False, fail),
    ]


def dingtalk() -> list[Session]:
    task = (
        "统计市场部 4 月第一周（4/1–4/7）所有已通过的报销审批的金额合计，"
        "并列出金额超过 1000 元的单据。"
    )
    ids1 = [
        "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
        "b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e",
        "c3d4e5f6-a7b8-4c9d-0e1f-2a3b4c5d6e7f",
    ]
    ids2 = ["d4e5f6a7-b8c9-4d0e-1f2a-3b4c5d6e7f80", "e5f6a7b8-c9d0-4e1f-2a3b-4c5d6e7f8091"]

    def listids(ids: list[str], nxt: int | None, req: str) -> str:
        result: dict[str, Any] = {"list": ids}
        if nxt is not None:
            result["next_cursor"] = nxt
        return js({"errcode": 0, "result": result, "errmsg": "ok", "request_id": req})

    def inst(
        title: str, who: str, when: str, status: str, result: str, amount: str, kind: str, req: str
    ) -> str:
        return js(
            {
                "errcode": 0,
                "process_instance": {
                    "title": title,
                    "create_time": when,
                    "finish_time": when[:11] + "18:02:11",
                    "originator_userid": who,
                    "originator_dept_name": "市场部",
                    "status": status,
                    "result": result,
                    "form_component_values": [
                        {"name": "报销类型", "value": kind, "component_type": "DDSelectField"},
                        {"name": "报销金额（元）", "value": amount, "component_type": "MoneyField"},
                        {
                            "name": "费用说明",
                            "value": title.split("的")[1] if "的" in title else "",
                            "component_type": "TextareaField",
                        },
                    ],
                },
                "errmsg": "ok",
                "request_id": req,
            }
        )

    pc = "PROC-8F2E1A7C-3B4D-4E5F-9A0B-1C2D3E4F5A6B"
    span = {"process_code": pc, "start_time": 1743436800000, "end_time": 1744041599000, "size": 3}
    ok = [
        (
            "dingtalk_list_process_instance_ids",
            {**span, "cursor": 0},
            listids(ids1, 3, "15r7kq2x9z1a"),
        ),
        (
            "dingtalk_list_process_instance_ids",
            {**span, "cursor": 3},
            listids(ids2, None, "15r7kq3b4c5d"),
        ),
        (
            "dingtalk_get_process_instance",
            {"process_instance_id": ids1[0]},
            inst(
                "刘洋提交的展会差旅报销",
                "liuyang01",
                "2025-04-01 09:12:40",
                "COMPLETED",
                "agree",
                "2,360.00",
                "差旅费",
                "15r7kq4e6f7g",
            ),
        ),
        (
            "dingtalk_get_process_instance",
            {"process_instance_id": ids1[1]},
            inst(
                "赵敏提交的客户招待报销",
                "zhaomin02",
                "2025-04-02 14:30:05",
                "COMPLETED",
                "agree",
                "860.50",
                "招待费",
                "15r7kq5h8i9j",
            ),
        ),
        (
            "dingtalk_get_process_instance",
            {"process_instance_id": ids1[2]},
            inst(
                "孙浩提交的物料印刷报销",
                "sunhao03",
                "2025-04-03 11:05:17",
                "COMPLETED",
                "refuse",
                "4,120.00",
                "物料费",
                "15r7kq6k0l1m",
            ),
        ),
        (
            "dingtalk_get_process_instance",
            {"process_instance_id": ids2[0]},
            inst(
                "刘洋提交的市内交通报销",
                "liuyang01",
                "2025-04-05 17:48:22",
                "COMPLETED",
                "agree",
                "186.00",
                "交通费",
                "15r7kq7n2o3p",
            ),
        ),
        (
            "dingtalk_get_process_instance",
            {"process_instance_id": ids2[1]},
            inst(
                "周婷提交的线上投放报销",
                "zhouting04",
                "2025-04-07 10:20:44",
                "RUNNING",
                "",
                "12,800.00",
                "推广费",
                "15r7kq8q4r5s",
            ),
        ),
    ]
    ftask = "拉取销售部王芳、陈刚、李雪、赵磊、孙悦 5 人 4 月 8 日的打卡记录，找出迟到的人。"
    users = [
        ["0325461832851254"],
        ["0325461832851255"],
        ["0325461832851256"],
        ["0325461832851257"],
        ["0325461832851258"],
        ["0325461832851254", "0325461832851255"],
    ]
    reqs = [
        "16a1b2c3d4e5",
        "16a1b2c3f6a7",
        "16a1b2c4b8c9",
        "16a1b2c5d0e1",
        "16a1b2c6f2a3",
        "16a1b2c7b4c5",
    ]
    fail = [
        (
            "dingtalk_attendance_list",
            {
                "workDateFrom": "2025-04-08 00:00:00",
                "workDateTo": "2025-04-08 23:59:59",
                "userIdList": u,
                "offset": 0,
                "limit": 50,
            },
            js(
                {
                    "errcode": 0,
                    "errmsg": "ok",
                    "recordresult": [],
                    "hasMore": False,
                    "request_id": r,
                }
            ),
        )
        for u, r in zip(users, reqs, strict=True)
    ]
    return [
        ("dingtalk", "dingtalk-ok-1", task, True, ok),
        ("dingtalk", "dingtalk-fail-1", ftask, False, fail),
    ]


def kakao_lineworks() -> list[Session]:
    task = (
        "강남역 근처에서 10인 이상 회의실을 대여할 수 있는 곳 후보를 찾아서, "
        "세 곳을 골라 LINE WORKS '영업2팀' 채널에 공유해줘."
    )

    def place(
        pid: str, name: str, addr: str, road: str, dist: int, phone: str, x: str, y: str
    ) -> dict[str, Any]:
        return {
            "address_name": addr,
            "category_group_code": "",
            "category_group_name": "",
            "category_name": "서비스,산업 > 공간대여 > 회의실",
            "distance": str(dist),
            "id": pid,
            "phone": phone,
            "place_name": name,
            "place_url": f"http://place.map.kakao.com/{pid}",
            "road_address_name": road,
            "x": x,
            "y": y,
        }

    def page(docs: list[Any], end: bool) -> str:
        return js(
            {
                "documents": docs,
                "meta": {
                    "is_end": end,
                    "pageable_count": 8,
                    "same_name": {
                        "keyword": "회의실",
                        "region": ["강남역"],
                        "selected_region": "강남역",
                    },
                    "total_count": 8,
                },
            }
        )

    p1 = [
        place(
            "1820339457",
            "스페이스쉐어 강남역센터",
            "서울 강남구 역삼동 823-21",
            "서울 강남구 테헤란로 129",
            212,
            "02-6925-1011",
            "127.0307",
            "37.4999",
        ),
        place(
            "27465521",
            "토즈 강남역점",
            "서울 강남구 역삼동 817-38",
            "서울 강남구 강남대로 390",
            158,
            "02-3452-0211",
            "127.0283",
            "37.4986",
        ),
        place(
            "1496720388",
            "하이브로 강남점",
            "서울 강남구 역삼동 826-37",
            "서울 강남구 테헤란로 119",
            305,
            "02-555-7702",
            "127.0299",
            "37.5003",
        ),
        place(
            "913884205",
            "위워크 강남역 미팅룸",
            "서울 서초구 서초동 1308-5",
            "서울 서초구 강남대로 373",
            390,
            "1661-8822",
            "127.0265",
            "37.4959",
        ),
    ]
    p2 = [
        place(
            "1203349981",
            "르호봇 비즈니스센터 강남",
            "서울 강남구 역삼동 647-9",
            "서울 강남구 논현로 508",
            512,
            "02-6207-5500",
            "127.0352",
            "37.5011",
        ),
        place(
            "1847122930",
            "마이크로웨이브 회의실 강남",
            "서울 강남구 역삼동 619-14",
            "서울 강남구 테헤란로 8길 21",
            540,
            "070-4799-2210",
            "127.0331",
            "37.4962",
        ),
        place(
            "12883471",
            "비즈센터 역삼",
            "서울 강남구 역삼동 702-2",
            "서울 강남구 테헤란로 152",
            610,
            "02-2112-7000",
            "127.0362",
            "37.5002",
        ),
        place(
            "1380066219",
            "에이스 세미나실",
            "서울 강남구 역삼동 814-6",
            "서울 강남구 강남대로 382",
            190,
            "02-568-8890",
            "127.0280",
            "37.4980",
        ),
    ]
    args = {
        "query": "회의실",
        "x": "127.027926",
        "y": "37.497175",
        "radius": 700,
        "sort": "accuracy",
        "size": 5,
    }
    ok = [
        ("kakao_local_keyword_search", {**args, "page": 1}, page(p1, False)),
        ("kakao_local_keyword_search", {**args, "page": 2}, page(p2, True)),
        (
            "kakao_local_place_detail",
            {"place_id": "27465521"},
            js(
                {
                    "basicInfo": {
                        "cid": 27465521,
                        "placenamefull": "토즈 강남역점",
                        "address": {
                            "region": {"fullname": "서울 강남구 역삼동"},
                            "addrbunho": "817-38",
                        },
                        "phonenum": "02-3452-0211",
                        "openHour": {
                            "realtime": {"open": "Y", "datetime": "202504111402"},
                            "periodList": [
                                {
                                    "timeList": [
                                        {
                                            "timeName": "영업시간",
                                            "timeSE": "08:00 ~ 23:00",
                                            "dayOfWeek": "매일",
                                        }
                                    ]
                                }
                            ],
                        },
                        "facilityInfo": {
                            "wifi": "Y",
                            "pet": "N",
                            "parking": "N",
                            "fordisabled": "Y",
                        },
                        "tags": ["회의실", "세미나실", "최대 20인", "빔프로젝터"],
                    }
                }
            ),
        ),
        (
            "lineworks_send_channel_message",
            {
                "channelId": "8b1d2f4a-6c3e-4d5f-9a7b-0c1e2f3a4b5c",
                "content": {
                    "type": "text",
                    "text": "강남역 회의실 후보: 토즈 강남역점(최대 "
                    "20인), 스페이스쉐어 강남역센터, "
                    "에이스 세미나실",
                },
            },
            "HTTP 201 Created",
        ),
    ]
    return [("kakao-lineworks", "kakao-ok-1", task, True, ok)]


def opendata() -> list[Session]:
    task = (
        "Combien d'arbres remarquables dans le 11e (opendata.paris.fr), de quelles espèces ? "
        "Et le lien du fichier principal du jeu national des DAE sur data.gouv.fr."
    )
    trees = [
        (
            "Platanus",
            "x hispanica",
            "Platane",
            "PARC DE BELLEVILLE"[:0] + "SQUARE MAURICE GARDETTE",
            31.0,
            540,
        ),
        ("Sophora", "japonica", "Sophora du Japon", "JARDIN TRUILLOT", 18.0, 310),
        ("Paulownia", "tomentosa", "Paulownia", "SQUARE DE LA ROQUETTE", 16.0, 260),
        ("Platanus", "x hispanica", "Platane", "BOULEVARD RICHARD LENOIR", 27.0, 420),
        ("Celtis", "australis", "Micocoulier", "SQUARE PARMENTIER", 17.0, 235),
        ("Ginkgo", "biloba", "Arbre aux quarante écus", "JARDIN DE LA FOLIE TITON", 21.0, 270),
        ("Aesculus", "hippocastanum", "Marronnier", "COUR DE L'ÉCOLE 10 RUE TITON", 19.0, 300),
    ]
    recs = js(
        {
            "total_count": 7,
            "results": [
                {
                    "idbase": 2002141 + i,
                    "domanialite": "Jardin"
                    if "JARDIN" in lieu or "SQUARE" in lieu
                    else "Alignement",
                    "arrondissement": "PARIS 11E ARRDT",
                    "libellefrancais": fr,
                    "genre": g,
                    "espece": e,
                    "remarquable": "OUI",
                    "hauteurenm": h,
                    "circonferenceencm": c,
                    "adresse": lieu,
                }
                for i, (g, e, fr, lieu, h, c) in enumerate(trees)
            ],
        }
    )
    grouped = js(
        {
            "results": [
                {"libellefrancais": "Platane", "n": 2},
                {"libellefrancais": "Arbre aux quarante écus", "n": 1},
                {"libellefrancais": "Marronnier", "n": 1},
                {"libellefrancais": "Micocoulier", "n": 1},
                {"libellefrancais": "Paulownia", "n": 1},
                {"libellefrancais": "Sophora du Japon", "n": 1},
            ]
        }
    )
    search = js(
        {
            "data": [
                {
                    "id": "5e3a4b5c6d7e8f9012345678",
                    "title": "Géo'DAE - Base Nationale des Défibrillateurs",
                    "slug": "geodae-base-nationale-des-defibrillateurs",
                    "organization": {
                        "name": "Ministère des Solidarités et de la Santé",
                        "slug": "ministere-des-solidarites-et-de-la-sante",
                    },
                    "last_modified": "2025-04-10T03:12:44.511000+00:00",
                    "frequency": "daily",
                    "metrics": {"views": 48211, "followers": 97, "reuses": 12},
                },
                {
                    "id": "60a1b2c3d4e5f60718293a4b",
                    "title": "Défibrillateurs (DAE) - Ville de Nantes",
                    "slug": "defibrillateurs-dae-ville-de-nantes",
                    "organization": {"name": "Nantes Métropole", "slug": "nantes-metropole"},
                    "last_modified": "2025-02-03T10:00:00+00:00",
                    "frequency": "monthly",
                    "metrics": {"views": 2311, "followers": 4, "reuses": 1},
                },
                {
                    "id": "5f9e8d7c6b5a403928171615",
                    "title": "Défibrillateurs automatisés externes de la Région Occitanie",
                    "slug": "dae-occitanie",
                    "organization": {"name": "Région Occitanie", "slug": "region-occitanie"},
                    "last_modified": "2024-11-20T08:30:00+00:00",
                    "frequency": "annual",
                    "metrics": {"views": 1190, "followers": 2, "reuses": 0},
                },
            ],
            "next_page": "https://www.data.gouv.fr/api/1/datasets/?q=d%C3%A9fibrillateurs&page=2"
            "&page_size=3",
            "page": 1,
            "page_size": 3,
            "previous_page": None,
            "total": 41,
        }
    )
    dataset = js(
        {
            "id": "5e3a4b5c6d7e8f9012345678",
            "title": "Géo'DAE - Base Nationale des Défibrillateurs",
            "license": "lov2",
            "frequency": "daily",
            "resources": [
                {
                    "id": "edb6a9e1-2f16-4bbf-99e7-c3eb6b90794c",
                    "title": "geodae.json",
                    "format": "json",
                    "type": "main",
                    "filesize": 48211943,
                    "url": "https://www.data.gouv.fr/fr/datasets/r/edb6a9e1-2f16-4bbf-"
                    "99e7-c3eb6b90794c",
                    "last_modified": "2025-04-10T03:12:40+00:00",
                },
                {
                    "id": "9a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
                    "title": "geodae.csv",
                    "format": "csv",
                    "type": "main",
                    "filesize": 31120455,
                    "url": "https://www.data.gouv.fr/fr/datasets/r/9a1b2c3d-4e5f-4a6b-"
                    "8c7d-9e0f1a2b3c4d",
                    "last_modified": "2025-04-10T03:12:41+00:00",
                },
                {
                    "id": "0f1e2d3c-4b5a-4697-8877-665544332211",
                    "title": "Schéma et documentation",
                    "format": "pdf",
                    "type": "documentation",
                    "filesize": 812004,
                },
            ],
        }
    )
    where = "arrondissement='PARIS 11E ARRDT' and remarquable='OUI'"
    ok1 = [
        (
            "ods_records",
            {"domain": "opendata.paris.fr", "dataset": "les-arbres", "where": where, "limit": 20},
            recs,
        ),
        (
            "ods_records",
            {
                "domain": "opendata.paris.fr",
                "dataset": "les-arbres",
                "where": where,
                "select": "libellefrancais, count(*) as n",
                "group_by": "libellefrancais",
                "order_by": "n desc",
            },
            grouped,
        ),
        ("datagouv_search_datasets", {"q": "défibrillateurs", "page_size": 3}, search),
        ("datagouv_get_dataset", {"id": "5e3a4b5c6d7e8f9012345678"}, dataset),
    ]

    task2 = (
        "VPI (2020=100) im Januar 2024 und Januar 2025, Einwohner Bayerns am 31.12.2023, und "
        "gibt es eine GENESIS-Tabelle zu Lastenfahrrädern?"
    )

    def gen(method: str, status: tuple[int, str, str], obj: Any) -> str:
        out: dict[str, Any] = {
            "Ident": {"Service": "find" if method == "find" else "data", "Method": method},
            "Status": {"Code": status[0], "Content": status[1], "Type": status[2]},
        }
        out["Parameter" if obj is None else "Object"] = obj if obj is not None else {}
        return js(out)

    find = js(
        {
            "Ident": {"Service": "find", "Method": "find"},
            "Status": {"Code": 0, "Content": "erfolgreich", "Type": "Information"},
            "Tables": [
                {
                    "Code": "61111-0002",
                    "Content": "Verbraucherpreisindex: Deutschland, Monate",
                    "Time": "Januar 1991 - März 2025",
                },
                {
                    "Code": "61111-0004",
                    "Content": "Verbraucherpreisindex: Deutschland, "
                    "Monate, Klassifikation der Verwendungszwecke des Individualkonsums "
                    "(COICOP 2-/3-/4-/5-Steller/Sonderpositionen)",
                    "Time": "Januar 1991 - März 2025",
                },
                {
                    "Code": "61111-0006",
                    "Content": "Verbraucherpreisindex: Bundesländer, Monate",
                    "Time": "Januar 1995 - März 2025",
                },
            ],
            "Statistics": None,
            "Cubes": None,
            "Variables": None,
        }
    )
    vpi = gen(
        "table",
        (0, "erfolgreich", "Information"),
        {
            "Content": "GENESIS-Tabelle: 61111-0002\nVerbraucherpreisindex: Deutschland,;;;\n"
            "Monate;;;\nVerbraucherpreisindex (2020=100);;;\nDeutschland;;;\n;;Verbraucher-;"
            "Veränderung\n;;preisindex;zum Vorjahres-\n;;;monat\n;;2020=100;in (%)\n"
            "2024;Januar;117,6;2,9\n2024;Februar;118,1;2,5\n2024;März;118,6;2,2\n"
            "2025;Januar;120,3;2,3\n2025;Februar;120,8;2,3\n2025;März;121,2;2,2\n"
            "__________\n© Statistisches Bundesamt (Destatis), 2025 | Stand: 11.04.2025 / "
            "10:31:07",
            "Copyright": "© Statistisches Bundesamt (Destatis), 2025",
        },
    )
    bev = gen(
        "table",
        (0, "erfolgreich", "Information"),
        {
            "Content": "GENESIS-Tabelle: 12411-0010\nBevölkerung: Bundesländer, Stichtag;;\n"
            "Bevölkerungsstand (Anzahl);;\n;31.12.2022;31.12.2023\nBaden-Württemberg;11.280.257;"
            "11.230.740\nBayern;13.369.393;13.435.062\nBerlin;3.755.251;3.662.381\nBrandenburg;"
            "2.573.135;2.573.252\n__________\nErgebnisse auf Grundlage des Zensus 2011 bzw. ab "
            "31.12.2022 des Zensus 2022.\n© Statistisches Bundesamt (Destatis), 2025",
            "Copyright": "© Statistisches Bundesamt (Destatis), 2025",
        },
    )
    none = js(
        {
            "Ident": {"Service": "find", "Method": "find"},
            "Status": {
                "Code": 104,
                "Content": "Es gibt keine Objekte zum angegebenen Selektionskriterium.",
                "Type": "Information",
            },
            "Parameter": {
                "term": "Lastenfahrrad",
                "category": "tables",
                "pagelength": "20",
                "language": "de",
            },
            "Tables": None,
            "Statistics": None,
            "Cubes": None,
            "Variables": None,
        }
    )
    ok2 = [
        ("genesis_find", {"term": "Verbraucherpreisindex Monate", "category": "tables"}, find),
        ("genesis_table", {"name": "61111-0002", "startyear": "2024", "format": "ffcsv"}, vpi),
        ("genesis_table", {"name": "12411-0010", "startyear": "2022", "regionalkey": "09"}, bev),
        ("genesis_find", {"term": "Lastenfahrrad", "category": "tables"}, none),
    ]

    ftask = (
        "Jeux de données data.gouv.fr sur la qualité de l'eau potable en Bretagne (analyses "
        "par commune)."
    )
    popular = js(
        {
            "data": [
                {
                    "id": "5530fbacc751df5ff937dddb",
                    "title": "Base Adresse Nationale (BAN)",
                    "organization": {"name": "Base Adresse Nationale"},
                    "last_modified": "2025-04-10T22:01:13+00:00",
                    "metrics": {"views": 1820335, "followers": 1203},
                },
                {
                    "id": "5b7ffc618b4c4169d30727e0",
                    "title": "Base Sirene des entreprises et de leurs "
                    "établissements (SIREN, SIRET)",
                    "organization": {"name": "Insee"},
                    "last_modified": "2025-04-01T06:00:00+00:00",
                    "metrics": {"views": 1502111, "followers": 988},
                },
                {
                    "id": "53699934a3a729239d2051a1",
                    "title": "Demandes de valeurs foncières",
                    "organization": {"name": "Direction Générale des Finances Publiques"},
                    "last_modified": "2025-04-08T09:12:00+00:00",
                    "metrics": {"views": 1299874, "followers": 1511},
                },
            ],
            "next_page": "https://www.data.gouv.fr/api/1/datasets/?page=2&page_size=3",
            "page": 1,
            "page_size": 3,
            "previous_page": None,
            "total": 47352,
        }
    )
    fail = [
        ("datagouv_search_datasets", {"q": q, "page_size": 3}, popular)
        for q in (
            "qualité eau potable Bretagne",
            "résultats analyses eau distribuée commune",
            "contrôle sanitaire eau potable",
            "qualité de l'eau du robinet Finistère",
            "ARS Bretagne eau potable",
        )
    ]
    return [
        ("opendata", "opendata-ok-1", task, True, ok1),
        ("opendata", "opendata-ok-2", task2, True, ok2),
        ("opendata", "opendata-fail-1", ftask, False, fail),
    ]


def _de(x: float) -> str:
    """A German-formatted amount: 1.234,56 €."""
    return f"{x:,.2f} €".replace(",", "X").replace(".", ",").replace("X", ".")


INVOICES = [
    ("RE-2025-0311", "Müller Verpackung GmbH", "03.03.2025", 4218.40),
    ("RE-2025-0312", "Schmidt & Söhne KG", "03.03.2025", 1190.00),
    ("RE-2025-0315", "Bäckerei Krüger", "04.03.2025", 286.35),
    ("RE-2025-0318", "TechnoLogistik AG", "05.03.2025", 12745.00),
    ("RE-2025-0320", "Weber Elektro", "06.03.2025", 935.80),
    ("RE-2025-0321", "Hoffmann Büroservice", "06.03.2025", 417.62),
    ("RE-2025-0324", "Fischer Transporte", "07.03.2025", 3360.00),
    ("RE-2025-0327", "Köhler IT-Systeme", "10.03.2025", 8925.00),
    ("RE-2025-0330", "Stadtwerke Ulm", "10.03.2025", 1544.19),
    ("RE-2025-0331", "Becker Reinigung", "11.03.2025", 714.00),
    ("RE-2025-0335", "Zimmermann Druck", "12.03.2025", 2261.00),
    ("RE-2025-0338", "Wagner Kältetechnik", "13.03.2025", 5830.25),
    ("RE-2025-0340", "Schulz Catering", "14.03.2025", 642.60),
    ("RE-2025-0343", "Neumann Werkzeuge", "17.03.2025", 1899.99),
    ("RE-2025-0346", "Schwarz Sicherheitsdienst", "18.03.2025", 4760.00),
    ("RE-2025-0349", "Braun Logistik", "19.03.2025", 2975.00),
    ("RE-2025-0351", "Krause Gartenbau", "20.03.2025", 1130.50),
    ("RE-2025-0354", "Lange Steuerberatung", "21.03.2025", 2380.00),
    ("RE-2025-0357", "Hartmann Möbel", "24.03.2025", 6545.00),
    ("RE-2025-0360", "Vogel Marketing", "25.03.2025", 3570.00),
    ("RE-2025-0362", "Keller Sanitär", "26.03.2025", 881.30),
    ("RE-2025-0365", "Frank Personal GmbH", "27.03.2025", 9163.00),
    ("RE-2025-0368", "Berger Kurierdienst", "28.03.2025", 327.25),
    ("RE-2025-0370", "Roth Energie", "31.03.2025", 2210.90),
]
#: Invoices paid short or not at all (the rest are paid in full): number -> amount paid.
PAID_DIFFERENT = {
    "RE-2025-0318": 12475.00,
    "RE-2025-0338": None,
    "RE-2025-0357": 6454.00,
    "RE-2025-0368": None,
}


def _sheet_rows(start: int, stop: int) -> str:
    head = "Zeile\tBelegnr.\tKreditor\tRechnungsdatum\tBetrag brutto\tFällig am\tStatus"
    lines = [head]
    for i in range(start, min(stop, len(INVOICES))):
        no, who, date, amount = INVOICES[i]
        due = (
            f"{int(date[:2]) + 14 - 31 * (int(date[:2]) + 14 > 31):02d}."
            + ("04" if int(date[:2]) + 14 > 31 else "03")
            + ".2025"
        )
        lines.append(
            f"{i + 2}\t{no}\t{who}\t{date}\t{_de(amount)}\t{due}\t"
            + ("#NV" if no == "RE-2025-0346" else "offen")
        )
    if stop >= len(INVOICES):
        total = sum(a for *_, a in INVOICES)
        lines.append(f"{len(INVOICES) + 2}\t\tSumme\t\t{_de(total)}\t\t")
    return "\n".join(lines)


def _bank_rows(start: int, stop: int) -> str:
    lines = ["Buchungstag;Valuta;Auftraggeber/Empfänger;Verwendungszweck;Betrag (EUR)"]
    rows = []
    for i, (no, who, date, amount) in enumerate(INVOICES):
        if no in PAID_DIFFERENT and PAID_DIFFERENT[no] is None:
            continue
        paid = PAID_DIFFERENT.get(no) or amount
        day = min(int(date[:2]) + 7 + i % 3, 31)
        rows.append(
            f"{day:02d}.03.2025;{day:02d}.03.2025;{who};{no} Rechnung vom {date};"
            + f"-{paid:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
        )
    rows.append("31.03.2025;31.03.2025;Kontoführung;Entgelt März 2025;-12,90")
    lines += rows[start:stop]
    return "\n".join(lines)


def localized_sheets() -> list[Session]:
    task = (
        "Reconcile March invoices (Kreditoren_2025.xlsx, 'März') with Bank_März.csv; write "
        "unpaid or short-paid ones to 'Abgleich'."
    )
    book = "Kreditoren_2025.xlsx"
    ok = [
        (
            "sheet_list",
            {"file": book},
            "Sheets in Kreditoren_2025.xlsx: Januar (A1:G31), Februar (A1:G27), März (A1:G26), "
            "Abgleich (leer), Stammdaten (A1:D58)",
        ),
        ("read_range", {"file": book, "range": "März!A1:G11"}, _sheet_rows(0, 10)),
        ("read_range", {"file": book, "range": "März!A12:G21"}, _sheet_rows(10, 20)),
        ("read_range", {"file": book, "range": "März!A22:G26"}, _sheet_rows(20, 30)),
        ("read_csv", {"file": "Bank_März.csv", "sep": ";", "rows": "1-12"}, _bank_rows(0, 12)),
        ("read_csv", {"file": "Bank_März.csv", "sep": ";", "rows": "13-30"}, _bank_rows(12, 30)),
        (
            "write_range",
            {
                "file": book,
                "range": "Abgleich!A1:C5",
                "values": [
                    ["Belegnr.", "Betrag brutto", "Bezahlt"],
                    ["RE-2025-0318", "12.745,00 €", "12.475,00 €"],
                    ["RE-2025-0338", "5.830,25 €", "—"],
                    ["RE-2025-0357", "6.545,00 €", "6.454,00 €"],
                    ["RE-2025-0368", "327,25 €", "—"],
                ],
            },
            "Updated 15 cells in Abgleich!A1:C5.",
        ),
    ]
    ftask = "Rows 12-26 of 'März' in Kreditoren_2025.xlsx: total the amounts due in April."
    first = _sheet_rows(0, 10)
    fail = [
        ("read_range", {"file": book, "range": r}, first)
        for r in ("März!A12:G26", "März!A12:G26", "'März'!A12:G26", "März!12:26", "Maerz!A12:G26")
    ]
    return [
        ("localized-sheets", "sheets-ok-1", task, True, ok),
        ("localized-sheets", "sheets-fail-1", ftask, False, fail),
    ]


def priority_erp() -> list[Session]:
    task = (
        "Elektra's approved (מאושרת) Priority orders due by 18 April and their lines; then "
        "set SO25000412 to 'בליקוט'."
    )
    base = "https://prio.ridgeline.co.il/odata/Priority/tabula.ini/rdl"
    cust = js(
        {
            "@odata.context": base + "/$metadata#CUSTOMERS(CUSTNAME,CUSTDES,WTAXNUM)",
            "value": [
                {"CUSTNAME": "1002", "CUSTDES": 'אלקטרה בע"מ', "WTAXNUM": "520028911"},
                {"CUSTNAME": "1187", "CUSTDES": 'אלקטרה מוצרי צריכה בע"מ', "WTAXNUM": "520039850"},
            ],
        }
    )

    def order(no: str, date: str, due: str, status: str, total: float) -> dict[str, Any]:
        return {
            "ORDNAME": no,
            "CUSTNAME": "1002",
            "CDES": 'אלקטרה בע"מ',
            "CURDATE": date + "T00:00:00+03:00",
            "DUEDATE": due + "T00:00:00+03:00",
            "ORDSTATUSDES": status,
            "TOTPRICE": total,
            "CODE": 'ש"ח',
        }

    orders = js(
        {
            "@odata.context": base + "/$metadata#ORDERS",
            "value": [
                order("SO25000398", "2025-03-27", "2025-04-14", "מאושרת", 9860.0),
                order("SO25000412", "2025-04-02", "2025-04-16", "מאושרת", 18450.0),
                order("SO25000415", "2025-04-03", "2025-04-17", "מאושרת", 4212.5),
                order("SO25000421", "2025-04-07", "2025-04-29", "מאושרת", 27300.0),
            ],
        }
    )

    def items(no: str, rows: list[tuple[str, str, float, float]]) -> str:
        return js(
            {
                "@odata.context": base + f"/$metadata#ORDERS('{no}')/ORDERITEMS_SUBFORM",
                "value": [
                    {
                        "KLINE": n,
                        "PARTNAME": p,
                        "PDES": d,
                        "TQUANT": q,
                        "PRICE": pr,
                        "QPRICE": round(q * pr, 2),
                    }
                    for n, (p, d, q, pr) in enumerate(rows, start=1)
                ],
            }
        )

    patched = js(
        {
            "@odata.context": base + "/$metadata#ORDERS/$entity",
            **order("SO25000412", "2025-04-02", "2025-04-16", "בליקוט", 18450.0),
        }
    )
    ok = [
        (
            "priority_query",
            {
                "entity": "CUSTOMERS",
                "filter": "contains(CUSTDES,'אלקטרה')",
                "select": "CUSTNAME,CUSTDES,WTAXNUM",
            },
            cust,
        ),
        (
            "priority_query",
            {
                "entity": "ORDERS",
                "filter": "CUSTNAME eq '1002' and ORDSTATUSDES eq 'מאושרת'",
                "orderby": "DUEDATE",
            },
            orders,
        ),
        (
            "priority_query",
            {"entity": "ORDERS('SO25000398')/ORDERITEMS_SUBFORM"},
            items("SO25000398", [("AC-12-INV", "מזגן עילי 12,000 BTU אינוורטר", 4.0, 2465.0)]),
        ),
        (
            "priority_query",
            {"entity": "ORDERS('SO25000412')/ORDERITEMS_SUBFORM"},
            items(
                "SO25000412",
                [
                    ("AC-18-INV", "מזגן עילי 18,000 BTU אינוורטר", 5.0, 3190.0),
                    ("INST-KIT-3", "ערכת התקנה 3 מטר", 5.0, 500.0),
                ],
            ),
        ),
        (
            "priority_query",
            {"entity": "ORDERS('SO25000415')/ORDERITEMS_SUBFORM"},
            items(
                "SO25000415",
                [
                    ("RMT-UNI", "שלט רחוק אוניברסלי", 25.0, 68.5),
                    ("FLT-HEPA", "מסנן HEPA למזגן", 30.0, 83.33),
                ],
            ),
        ),
        (
            "priority_patch",
            {"entity": "ORDERS('SO25000412')", "body": {"ORDSTATUSDES": "בליקוט"}},
            patched,
        ),
    ]
    return [("priority-erp", "priority-ok-1", task, True, ok)]


FAMILIES = (
    fare_shopping,
    rail,
    ferry_bus,
    bikeshare,
    parking,
    flight_status,
    lms,
    plagiarism,
    autograder,
    quiz,
    language_learning,
    kyc,
    esign,
    clm,
    dsr,
    trademark,
    serial,
    openocd,
    platformio,
    scpi,
    printer3d,
    opentrons,
    feishu,
    dingtalk,
    kakao_lineworks,
    opendata,
    localized_sheets,
    priority_erp,
)


def sessions() -> list[Session]:
    return [s for family in FAMILIES for s in family()]


def main(out: Path = OUT) -> None:
    """Write the fixture to ``out``."""
    lines = []
    for family, run_id, task, ok, calls in sessions():
        for tool, args, result in calls:
            row = {
                "source": SRC + family,
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
            lines.append(json.dumps(row, ensure_ascii=False, separators=(",", ":")))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
