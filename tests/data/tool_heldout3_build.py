# ruff: noqa: E501  (results are quoted as the tools return them: long literal lines are data)
"""Build ``tests/data/tool_heldout3.jsonl``: a third held-out fixture of agent sessions.

Hand-written sessions, in the ``real-runs`` format, on tool families the project was never
tuned on. Written without reading the detectors, the shape readers or the earlier fixtures.
Each row is one tool call; ``result`` is the string the tool (REST API, CLI or MCP server)
hands back, JSON serialised as the tool returns it. Successful sessions are meant to be hard
(paging, polling a job, many reads of one tool that are each new, data full of words such as
"error" or "not found" that the user asked for, acknowledgements with empty bodies); failing
sessions are a source that silently failed while the agent kept calling.

Where each family's format comes from, and how sure we are of it:

- ``tavily``: Tavily REST ``/search`` JSON (``query``, ``answer``, ``results[{title, url,
  content, score, raw_content}]``, ``response_time``); field names sure, values invented.
- ``brave``: the ``brave_web_search`` tool of the reference Brave Search MCP server: text
  blocks ``Title:/Description:/URL:`` joined by blank lines; errors thrown as ``Brave API
  error: <status> <text>`` followed by the API's JSON body. Fairly sure.
- ``gmaps``: the reference Google Maps MCP server (``maps_search_places``,
  ``maps_place_details``, ``maps_distance_matrix``): ``JSON.stringify(…, null, 2)`` of a
  trimmed Places answer; a non-OK status becomes ``Place search failed: <message or
  status>``. Fairly sure of the tool names and messages, fields trimmed from memory.
- ``amadeus``: Amadeus Self-Service Flight Offers Search v2 / Pricing JSON and its ``errors``
  array (code 141 ``SYSTEM ERROR HAS OCCURRED``). Structure sure, offers invented.
- ``sheets``: Google Sheets API v4 ``values.get`` / ``values.update`` / ``spreadsheets.get``
  JSON; an empty range omits ``values``; errors ``{"error": {"code", "message", "status"}}``.
  Sure.
- ``airtable``: Airtable REST list-records JSON (``records``, ``offset`` while more pages).
  Sure.
- ``confluence``: Confluence Cloud REST v1 ``content/search`` (CQL) and ``content/{id}`` with
  ``body.storage`` (XHTML storage format). Sure of the envelope, pages invented.
- ``todoist``: Todoist REST v2 (task objects; ``close`` answers 204 with an empty body, which
  a thin HTTP tool passes on as ``""``). Sure.
- ``discord``: Discord REST ``GET /channels/{id}/messages`` (trimmed message objects) and
  ``POST`` message; errors ``{"message": "Missing Access", "code": 50001}``. Sure.
- ``twilio``: Twilio 2010-04-01 Messages resource JSON, status ``queued → sending → sent →
  delivered``. Sure of fields, SIDs invented.
- ``bigquery``: BigQuery REST ``jobs.query`` / ``jobs.getQueryResults`` (``jobComplete``
  false while running; rows as ``{"f": [{"v": …}]}``; ``pageToken``) and the 403 error
  body. Sure.
- ``redis``: ``redis-cli`` output (``(nil)``, ``(empty array)``, ``(integer) n``, numbered
  replies, SCAN cursor). Sure.
- ``mongodb``: the MongoDB MCP server's ``find``/``aggregate`` text (``Found N documents in
  the collection "x":`` then the documents as relaxed EJSON). Moderately sure of the wording.
- ``prometheus``: Prometheus HTTP API v1 ``query`` / ``query_range`` JSON. Sure.
- ``datadog``: Datadog Logs API v2 ``logs/events/search`` and ``logs/analytics/aggregate``
  JSON. Sure of the envelope, log lines invented.
- ``pypi``: PyPI JSON API ``/pypi/<name>/json`` (``info`` trimmed; 404 body ``{"message":
  "Not Found"}``). Sure.
- ``wolfram``: Wolfram|Alpha LLM API plain text (``Query:``, ``Input interpretation:``,
  ``Result:``, website link); a query it cannot read answers ``Wolfram|Alpha did not
  understand your input``. Moderately sure of the failure text.
- ``deepl``: DeepL API v2 ``/translate`` JSON; HTTP 456 body ``{"message": "Quota
  Exceeded"}``. Sure of success, fairly sure of the error body.
- ``stackexchange``: Stack Exchange API 2.3 JSON (``items``, ``has_more``, ``quota_*``) and
  its error object (``throttle_violation``). Sure.
- ``youtube``: YouTube Data API v3 ``search.list`` / ``videos.list`` and the ``quotaExceeded``
  403 body. Sure.
- ``newsapi``: NewsAPI.org v2 ``/everything`` JSON and its ``parameterInvalid`` error for
  dates before the free plan's window. Sure of the shape, fairly sure of the message.
- ``alphavantage``: Alpha Vantage ``GLOBAL_QUOTE`` JSON (numbered keys), ``{"Global Quote":
  {}}`` for unknown symbols, and the daily-limit ``Information`` note. Sure.
- ``terraform``: Terraform CLI human output (plan, apply, the state-lock error box). Sure.
- ``gitlab``: GitLab REST v4 pipeline jobs JSON, job retry/get, and the raw job trace text
  (an erased or expired trace is an empty body). Sure.
- ``vision``: Google Cloud Vision ``images:annotate`` with DOCUMENT_TEXT_DETECTION, trimmed
  to ``fullTextAnnotation.text``; an image without text answers ``{"responses": [{}]}``. Sure.

Run ``python tests/data/tool_heldout3_build.py`` to rewrite the fixture (deterministic).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_suffix("").parent / "tool_heldout3.jsonl"
SESSIONS: list[tuple[str, str, str, bool, list[tuple[str, dict[str, Any], str]]]] = []


def j(obj: Any, indent: int | None = None) -> str:
    """Serialise as the API does: compact JSON unless the tool pretty-prints."""
    if indent is None:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def session(family: str, run: str, task: str, calls: list[tuple[str, dict[str, Any], str]]) -> None:
    """Record one session; ``run`` is ``ok-N`` or ``fail-N``."""
    SESSIONS.append((family, f"{family}-{run}", task, run.startswith("ok"), calls))


# --------------------------------------------------------------------------- tavily
def tav(query: str, results: list[tuple[str, str, str, float]], answer: str | None = None) -> str:
    return j(
        {
            "query": query,
            "follow_up_questions": None,
            "answer": answer,
            "images": [],
            "results": [
                {"title": t, "url": u, "content": c, "score": s, "raw_content": None}
                for t, u, c, s in results
            ],
            "response_time": round(0.8 + 0.07 * len(query) % 1.3, 2),
        }
    )


session(
    "tavily",
    "ok-1",
    "What is the maximum takeoff weight of the Airbus A321XLR, and when did it get its EASA "
    "type certificate?",
    [
        (
            "tavily_search",
            {"query": "A321XLR maximum takeoff weight", "max_results": 3},
            tav(
                "A321XLR maximum takeoff weight",
                [
                    (
                        "A321XLR | Airbus",
                        "https://aircraft.airbus.com/en/aircraft/a320-family/a321xlr",
                        "The A321XLR offers an Xtra Long Range of up to 4,700nm ... a new permanent Rear "
                        "Centre Tank (RCT) ... and an increased Maximum Take-Off Weight (MTOW) of 101 "
                        "tonnes.",
                        0.93,
                    ),
                    (
                        "Airbus A321neo - Wikipedia",
                        "https://en.wikipedia.org/wiki/Airbus_A321neo",
                        "A321XLR: MTOW 101,000 kg (222,700 lb); range 8,700 km (4,700 nmi); fuel "
                        "capacity 32,940 L with the RCT.",
                        0.88,
                    ),
                    (
                        "A321XLR vs 757: range and payload",
                        "https://www.aerotime.aero/articles/a321xlr-vs-757",
                        "With an MTOW of 101t the XLR trades some payload for range compared with the "
                        "757-200's 115.7t.",
                        0.61,
                    ),
                ],
            ),
        ),
        (
            "tavily_search",
            {"query": "A321XLR EASA type certification date", "max_results": 3},
            tav(
                "A321XLR EASA type certification date",
                [
                    (
                        "A321XLR receives EASA Type Certification | Airbus",
                        "https://www.airbus.com/en/newsroom/press-releases/2024-07-a321xlr-receives-easa-type-certification",
                        "Toulouse, France, 19 July 2024 - The A321XLR has been awarded Type Certification "
                        "by the European Union Aviation Safety Agency (EASA) ... powered by CFM LEAP-1A "
                        "engines.",
                        0.95,
                    ),
                    (
                        "EASA certifies A321XLR with conditions on the RCT",
                        "https://simpleflying.com/easa-certifies-a321xlr/",
                        "EASA approved the type on July 19, 2024, after fuel tank fire-safety measures "
                        "were agreed for the rear centre tank.",
                        0.84,
                    ),
                    (
                        "A321XLR certification delayed to 2024",
                        "https://www.flightglobal.com/airframers/a321xlr-certification-slips",
                        "Airbus now expects certification in mid-2024 after the RCT redesign.",
                        0.52,
                    ),
                ],
            ),
        ),
        (
            "tavily_search",
            {"query": "first A321XLR delivery Iberia 2024", "max_results": 2},
            tav(
                "first A321XLR delivery Iberia 2024",
                [
                    (
                        "Iberia takes delivery of the world's first A321XLR",
                        "https://www.airbus.com/en/newsroom/press-releases/2024-10-iberia-first-a321xlr",
                        "Hamburg, 30 October 2024 - Iberia has taken delivery of the first A321XLR ... "
                        "entering service on Madrid-Boston in November.",
                        0.91,
                    ),
                    (
                        "Iberia A321XLR routes",
                        "https://www.aviacionline.com/iberia-a321xlr-routes",
                        "Madrid to Boston from 14 November, followed by Washington Dulles.",
                        0.66,
                    ),
                ],
            ),
        ),
    ],
)

_stale = [
    (
        "Clube Naval de Lisboa celebrates 125 years",
        "https://www.publico.pt/2017/06/10/desporto/clube-naval",
        "The club, founded in 1892, held a regatta on the Tagus to mark its anniversary.",
        0.42,
    ),
    (
        "Rowing in Lisbon: a visitor's guide",
        "https://www.lisbonlux.com/sports/rowing.html",
        "Several clubs along the river offer trial sessions for tourists in summer.",
        0.37,
    ),
    (
        "Associação Naval de Lisboa - Remo",
        "https://www.anl.pt/remo",
        "Secção de remo: treinos de segunda a sábado. Contactos da secretaria.",
        0.33,
    ),
]
session(
    "tavily",
    "fail-1",
    "What is the 2025 annual adult membership fee of the Clube Naval de Lisboa rowing section?",
    [
        ("tavily_search", {"query": q, "max_results": 3}, tav(q, _stale))
        for q in [
            "Clube Naval de Lisboa membership fee 2025",
            "Clube Naval de Lisboa quota anual sócio adulto 2025",
            "Clube Naval de Lisboa rowing section annual fee adults",
            "preço quota Clube Naval de Lisboa remo",
        ]
    ],
)


# --------------------------------------------------------------------------- brave
def brave(items: list[tuple[str, str, str]]) -> str:
    return "\n\n".join(f"Title: {t}\nDescription: {d}\nURL: {u}" for t, d, u in items)


session(
    "brave",
    "ok-1",
    "Which Rust release stabilised async fn in traits, and what limitation did the release "
    "notes mention?",
    [
        (
            "brave_web_search",
            {"query": "rust async fn in traits stabilized version", "count": 3},
            brave(
                [
                    (
                        "Announcing <strong>async fn</strong> and return-position impl Trait in traits | Rust Blog",
                        "The Rust Lang Team is happy to announce that, after almost five years, <strong>async fn</strong> in traits are stabilized in <strong>Rust 1.75</strong>, released December 28.",
                        "https://blog.rust-lang.org/2023/12/21/async-fn-rpit-in-traits.html",
                    ),
                    (
                        "Rust 1.75.0 release notes",
                        "Stabilize <strong>async fn</strong> and return-position impl Trait in traits. Allow function pointer signatures containing &mut T in const contexts.",
                        "https://releases.rs/docs/1.75.0/",
                    ),
                    (
                        "async fn in trait - The Rust Reference",
                        "Trait functions may be declared async; the desugaring returns an opaque future type.",
                        "https://doc.rust-lang.org/reference/items/traits.html",
                    ),
                ]
            ),
        ),
        (
            "brave_web_search",
            {"query": "rust 1.75 async fn in traits limitation Send bound dyn", "count": 3},
            brave(
                [
                    (
                        "Announcing async fn and return-position impl Trait in traits",
                        "Limitation: <strong>Send bounds</strong> - public traits using async fn cannot yet let callers require the returned future to be <strong>Send</strong>; the lint async_fn_in_trait warns. Traits with async fn are also not yet <strong>dyn</strong>-compatible.",
                        "https://blog.rust-lang.org/2023/12/21/async-fn-rpit-in-traits.html#limitations",
                    ),
                    (
                        "trait-variant crate",
                        "Utilities for declaring Send variants of traits with async fn (<strong>make</strong> attribute).",
                        "https://crates.io/crates/trait-variant",
                    ),
                ]
            ),
        ),
    ],
)

_brave_429 = (
    "Error: Brave API error: 429 Too Many Requests\n"
    '{"type":"ErrorResponse","error":{"id":"2f0c6a8e-3b9f-4d51-a0e2-77f0b9e1c4aa","status":429,'
    '"code":"RATE_LIMITED","detail":"Request rate limit exceeded for plan.","meta":{"plan":"Free",'
    '"rate_limit":1,"rate_current":1,"quota_limit":2000,"quota_current":2000,"component":"rate_limiter"}},'
    '"time":1718093511}'
)
session(
    "brave",
    "fail-1",
    "Find reviews of the Framework Laptop 16 GPU module's thermal performance.",
    [
        ("brave_web_search", {"query": q, "count": 5}, _brave_429)
        for q in [
            "Framework Laptop 16 GPU module thermals review",
            "Framework 16 Radeon 7700S expansion bay temperature",
            "Framework Laptop 16 graphics module review noise heat",
            "framework 16 dgpu thermal throttling",
        ]
    ],
)


# --------------------------------------------------------------------------- gmaps
def place(
    name: str, addr: str, lat: float, lng: float, pid: str, rating: float, types: list[str]
) -> dict[str, Any]:
    return {
        "name": name,
        "formatted_address": addr,
        "location": {"lat": lat, "lng": lng},
        "place_id": pid,
        "rating": rating,
        "types": types,
    }


_veg = [
    place(
        "Lucky Leek",
        "Kollwitzstraße 54, 10405 Berlin, Germany",
        52.5347,
        13.4178,
        "ChIJd2KjYh9OqEcR1",
        4.7,
        ["restaurant", "food"],
    ),
    place(
        "Kopps",
        "Linienstraße 94, 10115 Berlin, Germany",
        52.5281,
        13.4017,
        "ChIJC7nqbR5OqEcR2",
        4.5,
        ["restaurant", "food"],
    ),
    place(
        "Lia's Kitchen",
        "Lychener Str. 54, 10437 Berlin, Germany",
        52.5424,
        13.4161,
        "ChIJxWb3xgFSqEcR3",
        4.8,
        ["restaurant", "cafe"],
    ),
    place(
        "Chay Viet",
        "Brunnenstraße 164, 10119 Berlin, Germany",
        52.5309,
        13.3985,
        "ChIJw3sn7hpOqEcR4",
        4.4,
        ["restaurant"],
    ),
    place(
        "Vaust",
        "Pannierstraße 29, 12047 Berlin, Germany",
        52.4904,
        13.4352,
        "ChIJ8VWl3a5PqEcR5",
        4.6,
        ["restaurant", "bar"],
    ),
]


def details(p: dict[str, Any], phone: str, hours: list[str]) -> str:
    return j(
        {
            "name": p["name"],
            "formatted_address": p["formatted_address"],
            "location": p["location"],
            "formatted_phone_number": phone,
            "website": f"https://{p['name'].lower().replace(' ', '').replace(chr(39), '')}.de",
            "rating": p["rating"],
            "reviews": [],
            "opening_hours": {"weekday_text": hours},
        },
        2,
    )


def week(sun: str) -> list[str]:
    days = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    return [f"{d}: 5:00\u202fPM\u2009\u2013\u200910:00\u202fPM" for d in days] + [f"Sunday: {sun}"]


session(
    "gmaps",
    "ok-1",
    "Find three vegetarian restaurants near Alexanderplatz, Berlin, rated 4.5 or more and open "
    "on Sunday evening, with walking times from Alexanderplatz.",
    [
        (
            "maps_search_places",
            {"query": "vegetarian restaurant near Alexanderplatz Berlin", "radius": 3000},
            j({"places": _veg}, 2),
        ),
        (
            "maps_place_details",
            {"place_id": _veg[0]["place_id"]},
            details(_veg[0], "030 66408836", week("5:00\u202fPM\u2009\u2013\u200910:00\u202fPM")),
        ),
        (
            "maps_place_details",
            {"place_id": _veg[1]["place_id"]},
            details(_veg[1], "030 43209775", week("Closed")),
        ),
        (
            "maps_place_details",
            {"place_id": _veg[2]["place_id"]},
            details(_veg[2], "030 21963522", week("12:00\u2009\u2013\u20099:00\u202fPM")),
        ),
        (
            "maps_place_details",
            {"place_id": _veg[4]["place_id"]},
            details(_veg[4], "030 56826940", week("6:00\u2009\u2013\u200911:00\u202fPM")),
        ),
        (
            "maps_distance_matrix",
            {
                "origins": ["Alexanderplatz, Berlin"],
                "destinations": [p["formatted_address"] for p in (_veg[0], _veg[2], _veg[4])],
                "mode": "walking",
            },
            j(
                {
                    "origin_addresses": ["Alexanderpl., 10178 Berlin, Germany"],
                    "destination_addresses": [
                        p["formatted_address"] for p in (_veg[0], _veg[2], _veg[4])
                    ],
                    "results": [
                        {
                            "elements": [
                                {
                                    "status": "OK",
                                    "duration": {"text": "22 mins", "value": 1311},
                                    "distance": {"text": "1.7 km", "value": 1702},
                                },
                                {
                                    "status": "OK",
                                    "duration": {"text": "34 mins", "value": 2046},
                                    "distance": {"text": "2.6 km", "value": 2611},
                                },
                                {
                                    "status": "OK",
                                    "duration": {"text": "1 hour 8 mins", "value": 4090},
                                    "distance": {"text": "5.3 km", "value": 5297},
                                },
                            ]
                        }
                    ],
                },
                2,
            ),
        ),
    ],
)
_apo = place(
    "Bahnhof Apotheke Zürich",
    "Bahnhofplatz 15, 8001 Zürich, Switzerland",
    47.3779,
    8.5403,
    "ChIJ7Qm1qRKgmkcR9",
    4.2,
    ["pharmacy", "health", "store"],
)
session(
    "gmaps",
    "ok-2",
    "What is the phone number of the 24-hour pharmacy at Zürich Hauptbahnhof?",
    [
        (
            "maps_search_places",
            {"query": "24 hour drugstore open all night Zurich main station bahnhofstrasse"},
            "Place search failed: ZERO_RESULTS",
        ),
        (
            "maps_search_places",
            {"query": "Apotheke Hauptbahnhof Zürich"},
            j(
                {
                    "places": [
                        _apo,
                        place(
                            "Apotheke im Shopville",
                            "Shopville, Hauptbahnhof, 8001 Zürich, Switzerland",
                            47.3776,
                            8.5398,
                            "ChIJ4dE2sRKgmkcR8",
                            4.0,
                            ["pharmacy", "store"],
                        ),
                    ]
                },
                2,
            ),
        ),
        (
            "maps_place_details",
            {"place_id": _apo["place_id"]},
            details(
                _apo,
                "044 225 42 42",
                [
                    f"{d}: Open 24 hours"
                    for d in [
                        "Monday",
                        "Tuesday",
                        "Wednesday",
                        "Thursday",
                        "Friday",
                        "Saturday",
                        "Sunday",
                    ]
                ],
            ),
        ),
    ],
)
session(
    "gmaps",
    "fail-1",
    "Find coworking spaces near Porto's São Bento station with day passes.",
    [
        (
            "maps_search_places",
            {"query": q},
            "Place search failed: The provided API key is expired.",
        )
        for q in [
            "coworking near São Bento station Porto",
            "coworking space Porto Baixa day pass",
            "shared office Porto city centre",
            "coworking Porto",
        ]
    ]
    + [
        (
            "maps_geocode",
            {"address": "Estação de São Bento, Porto"},
            "Geocoding failed: The provided API key is expired.",
        )
    ],
)


# --------------------------------------------------------------------------- amadeus
def offer(
    i: int, dep: str, arr: str, dur: str, carrier: str, num: str, total: str
) -> dict[str, Any]:
    return {
        "type": "flight-offer",
        "id": str(i),
        "source": "GDS",
        "instantTicketingRequired": False,
        "nonHomogeneous": False,
        "oneWay": False,
        "lastTicketingDate": "2024-09-20",
        "numberOfBookableSeats": 7,
        "itineraries": [
            {
                "duration": dur,
                "segments": [
                    {
                        "departure": {"iataCode": "LIS", "terminal": "1", "at": dep},
                        "arrival": {"iataCode": "BOS", "terminal": "E", "at": arr},
                        "carrierCode": carrier,
                        "number": num,
                        "aircraft": {"code": "32Q"},
                        "duration": dur,
                        "id": str(i),
                        "numberOfStops": 0,
                    }
                ],
            }
        ],
        "price": {
            "currency": "EUR",
            "total": total,
            "base": str(round(float(total) - 118.36, 2)),
            "grandTotal": total,
        },
        "validatingAirlineCodes": [carrier],
        "travelerPricings": [
            {
                "travelerId": "1",
                "fareOption": "STANDARD",
                "travelerType": "ADULT",
                "price": {"currency": "EUR", "total": total},
            }
        ],
    }


def offers(date: str, items: list[dict[str, Any]]) -> str:
    return j(
        {
            "meta": {
                "count": len(items),
                "links": {
                    "self": f"https://test.api.amadeus.com/v2/shopping/flight-offers?originLocationCode=LIS&destinationLocationCode=BOS&departureDate={date}&adults=1&nonStop=true&max=5"
                },
            },
            "data": items,
            "dictionaries": {
                "locations": {
                    "BOS": {"cityCode": "BOS", "countryCode": "US"},
                    "LIS": {"cityCode": "LIS", "countryCode": "PT"},
                },
                "aircraft": {"32Q": "AIRBUS A321NEO"},
                "currencies": {"EUR": "EURO"},
                "carriers": {"TP": "TAP PORTUGAL", "AZ": "ITA AIRWAYS", "UA": "UNITED AIRLINES"},
            },
        }
    )


_o14 = [
    offer(1, "2024-10-14T10:30:00", "2024-10-14T13:05:00", "PT7H35M", "TP", "217", "512.40"),
    offer(2, "2024-10-14T17:45:00", "2024-10-14T20:10:00", "PT7H25M", "UA", "65", "588.10"),
]
_o15 = [
    offer(1, "2024-10-15T10:30:00", "2024-10-15T13:05:00", "PT7H35M", "TP", "217", "431.86"),
    offer(2, "2024-10-15T16:00:00", "2024-10-15T18:40:00", "PT7H40M", "TP", "205", "467.02"),
    offer(3, "2024-10-15T17:45:00", "2024-10-15T20:10:00", "PT7H25M", "UA", "65", "601.75"),
]
session(
    "amadeus",
    "ok-1",
    "Find the cheapest nonstop economy flight Lisbon to Boston for one adult on 14 or 15 October "
    "2024 and confirm its price.",
    [
        (
            "flight_offers_search",
            {
                "originLocationCode": "LIS",
                "destinationLocationCode": "BOS",
                "departureDate": "2024-10-13",
                "adults": 1,
                "nonStop": True,
                "max": 5,
            },
            j({"meta": {"count": 0}, "data": []}),
        ),
        (
            "flight_offers_search",
            {
                "originLocationCode": "LIS",
                "destinationLocationCode": "BOS",
                "departureDate": "2024-10-14",
                "adults": 1,
                "nonStop": True,
                "max": 5,
            },
            offers("2024-10-14", _o14),
        ),
        (
            "flight_offers_search",
            {
                "originLocationCode": "LIS",
                "destinationLocationCode": "BOS",
                "departureDate": "2024-10-15",
                "adults": 1,
                "nonStop": True,
                "max": 5,
            },
            offers("2024-10-15", _o15),
        ),
        (
            "flight_offers_price",
            {"flightOffers": [{"id": "1", "date": "2024-10-15", "carrier": "TP", "number": "217"}]},
            j(
                {
                    "data": {
                        "type": "flight-offers-pricing",
                        "flightOffers": [
                            {
                                **_o15[0],
                                "price": {
                                    **_o15[0]["price"],
                                    "total": "431.86",
                                    "grandTotal": "431.86",
                                    "billingCurrency": "EUR",
                                },
                            }
                        ],
                        "bookingRequirements": {
                            "emailAddressRequired": True,
                            "mobilePhoneNumberRequired": True,
                        },
                    },
                    "dictionaries": {
                        "locations": {"BOS": {"cityCode": "BOS", "countryCode": "US"}}
                    },
                }
            ),
        ),
    ],
)
_amadeus_500 = j({"errors": [{"status": 500, "code": 141, "title": "SYSTEM ERROR HAS OCCURRED"}]})
session(
    "amadeus",
    "fail-1",
    "Find a hotel in central Vienna under 150 EUR a night for 3-5 December 2024.",
    [
        ("hotel_offers_search", a, _amadeus_500)
        for a in [
            {
                "cityCode": "VIE",
                "checkInDate": "2024-12-03",
                "checkOutDate": "2024-12-05",
                "adults": 1,
                "priceRange": "0-150",
                "currency": "EUR",
            },
            {
                "cityCode": "VIE",
                "checkInDate": "2024-12-03",
                "checkOutDate": "2024-12-05",
                "adults": 1,
            },
            {
                "hotelIds": ["HIVIE123", "ACVIE778", "MCVIEB01"],
                "checkInDate": "2024-12-03",
                "checkOutDate": "2024-12-05",
                "adults": 1,
            },
            {
                "cityCode": "VIE",
                "checkInDate": "2024-12-03",
                "checkOutDate": "2024-12-04",
                "adults": 1,
            },
        ]
    ],
)


# --------------------------------------------------------------------------- sheets
_regions = ["North", "South", "East", "West"]
_reps = ["A. Okafor", "B. Lindqvist", "C. Moreau", "D. Tanaka", "E. Silva", "F. Novak"]
_prods = ["Basic plan", "Pro plan", "Team plan", "Add-on: SSO", "Add-on: Audit log"]


def sales_rows(start: int, stop: int) -> list[list[str]]:
    rows = []
    for i in range(start, stop):
        month = 7 + i % 3
        units = 1 + (i * 7) % 23
        price = [49, 129, 390, 60, 45][i % 5]
        rows.append(
            [
                f"2024-{month:02d}-{1 + (i * 11) % 28:02d}",
                _regions[(i * 3) % 4],
                _reps[i % 6],
                _prods[i % 5],
                str(units),
                f"{units * price:,}.00",
            ]
        )
    return rows


_hdr = [["Date", "Region", "Rep", "Product", "Units", "Revenue (USD)"]]
session(
    "sheets",
    "ok-1",
    "From the 'Sales 2024' spreadsheet, total Q3 revenue by region and write the totals into "
    "the Summary tab (A2:B5).",
    [
        (
            "sheets_values_get",
            {"spreadsheetId": "1vQ7mX3_sales2024", "range": "'Q3 deals'!A1:F60"},
            j(
                {
                    "range": "'Q3 deals'!A1:F60",
                    "majorDimension": "ROWS",
                    "values": _hdr + sales_rows(0, 59),
                },
                2,
            ),
        ),
        (
            "sheets_values_get",
            {"spreadsheetId": "1vQ7mX3_sales2024", "range": "'Q3 deals'!A61:F120"},
            j(
                {
                    "range": "'Q3 deals'!A61:F120",
                    "majorDimension": "ROWS",
                    "values": sales_rows(59, 119),
                },
                2,
            ),
        ),
        (
            "sheets_values_get",
            {"spreadsheetId": "1vQ7mX3_sales2024", "range": "'Q3 deals'!A121:F180"},
            j(
                {
                    "range": "'Q3 deals'!A121:F180",
                    "majorDimension": "ROWS",
                    "values": sales_rows(119, 137),
                },
                2,
            ),
        ),
        (
            "sheets_values_update",
            {
                "spreadsheetId": "1vQ7mX3_sales2024",
                "range": "Summary!A2:B5",
                "valueInputOption": "USER_ENTERED",
                "values": [
                    ["North", "118,204.00"],
                    ["South", "121,950.00"],
                    ["East", "109,477.00"],
                    ["West", "125,331.00"],
                ],
            },
            j(
                {
                    "spreadsheetId": "1vQ7mX3_sales2024",
                    "updatedRange": "Summary!A2:B5",
                    "updatedRows": 4,
                    "updatedColumns": 2,
                    "updatedCells": 8,
                },
                2,
            ),
        ),
    ],
)
_ar = [["Invoice", "Customer", "Issued", "Due", "Amount", "Currency", "Status", "Notes"]] + [
    [f"INV-{2280 + i}", c, f"2024-05-{3 + i:02d}", f"2024-06-{3 + i:02d}", a, "EUR", s, n]
    for i, (c, a, s, n) in enumerate(
        [
            ("Nordwind GmbH", "4,200.00", "Paid", ""),
            ("Halcyon Labs", "12,750.00", "Paid", "wire 06-01"),
            ("Tessaract SA", "980.00", "Overdue", "reminder sent 06-20"),
            ("Blue Fjord AS", "3,310.00", "Paid", ""),
            ("Mirador SL", "7,045.00", "Disputed", "PO number missing"),
            ("Kestrel BV", "1,150.00", "Paid", ""),
            ("Orbital Foods", "22,400.00", "Partially paid", "10,000 received"),
            ("Quantel Oy", "640.00", "Written off", "customer insolvent"),
            ("Larkspur Ltd", "5,980.00", "Paid", ""),
            ("Vireo Inc", "2,200.00", "Sent", ""),
            (
                "Calder & Co",
                "8,130.00",
                "Overdue",
                "2nd reminder 07-02; error in VAT line, reissue?",
            ),
            ("Nimbus AG", "1,875.00", "Paid", ""),
            ("Sable Analytics", "14,600.00", "Sent", ""),
        ]
    )
]
session(
    "sheets",
    "ok-2",
    "What is the status of invoice INV-2290 in the accounts-receivable tracker, and is there a note?",
    [
        (
            "sheets_values_get",
            {"spreadsheetId": "1AR_tracker_9f2", "range": "Invoices!A1:H500"},
            j(
                {
                    "error": {
                        "code": 400,
                        "message": "Unable to parse range: Invoices!A1:H500",
                        "status": "INVALID_ARGUMENT",
                    }
                },
                2,
            ),
        ),
        (
            "sheets_get",
            {"spreadsheetId": "1AR_tracker_9f2", "fields": "sheets.properties.title"},
            j(
                {
                    "sheets": [
                        {"properties": {"title": "AR 2024"}},
                        {"properties": {"title": "AR 2023"}},
                        {"properties": {"title": "Lookups"}},
                    ]
                },
                2,
            ),
        ),
        (
            "sheets_values_get",
            {"spreadsheetId": "1AR_tracker_9f2", "range": "'AR 2024'!A1:H500"},
            j({"range": "'AR 2024'!A1:H14", "majorDimension": "ROWS", "values": _ar}, 2),
        ),
    ],
)
_perm = j(
    {
        "error": {
            "code": 403,
            "message": "The caller does not have permission",
            "status": "PERMISSION_DENIED",
        }
    },
    2,
)
session(
    "sheets",
    "fail-1",
    "Read the 2025 headcount plan and tell me how many engineering hires are planned for Q2.",
    [
        ("sheets_values_get", {"spreadsheetId": "1HC_plan_2025_x", "range": r}, _perm)
        for r in ["Plan!A1:J200", "'Engineering'!A1:J100", "A1:Z1000", "Summary!A1:D20"]
    ],
)


# --------------------------------------------------------------------------- airtable
_talks = [
    ("Maya Oduya", "Streaming joins without tears"),
    ("Ravi Kulkarni", "Postmortem of a 40 TB backfill"),
    ("Ines Carvalho", "Feature stores in anger"),
    ("Tomasz Wrona", "Column-level lineage at scale"),
    ("Aiko Sato", "The dbt monorepo that ate us"),
    ("Lena Vogel", "Data contracts, one year later"),
    ("Samir Haddad", "Cost-aware query planning"),
    ("Grace Oyelaran", "Late data is still data"),
    ("Pablo Ruiz", "Error budgets for pipelines"),
    ("Noor Aziz", "When the warehouse said 'not found'"),
    ("Hugo Lambert", "Iceberg tables in production"),
    ("Yuki Mori", "Testing SQL like code"),
    ("Chloe Martin", "Privacy-safe sampling"),
    ("Daniel Berg", "Orchestrators compared"),
    ("Fatima Zahra", "Semantic layers without vendor lock-in"),
    ("Oskar Nilsson", "CDC pitfalls"),
    ("Priya Nair", "Observability for batch jobs"),
    ("Marco Bellini", "Vectorised UDFs"),
    ("Sofia Petrova", "Reverse ETL post-mortem"),
    ("Kwame Mensah", "Data quality SLAs"),
    ("Elif Demir", "A/B test pipelines"),
    ("Jonas Weber", "Schema evolution war stories"),
]


def at_page(chunk: list[tuple[str, str]], start: int, offset: str | None) -> str:
    recs = [
        {
            "id": f"rec{(start + i) * 7919 % 99991:05d}Xq",
            "createdTime": f"2024-03-{1 + (start + i) % 27:02d}T09:{(start + i) % 60:02d}:00.000Z",
            "fields": {
                "Name": n,
                "Talk": t,
                "Status": "Confirmed",
                "Track": ["Pipelines", "Warehouse", "Quality"][(start + i) % 3],
                "Slot": f"Day {1 + (start + i) % 2}, {9 + (start + i) % 8}:00",
            },
        }
        for i, (n, t) in enumerate(chunk)
    ]
    out: dict[str, Any] = {"records": recs}
    if offset:
        out["offset"] = offset
    return j(out)


session(
    "airtable",
    "ok-1",
    "Export every confirmed speaker of DataConf 2024 with talk title, track and slot.",
    [
        (
            "airtable_list_records",
            {
                "baseId": "appD4taC0nf24",
                "table": "Speakers",
                "filterByFormula": "{Status}='Confirmed'",
                "pageSize": 8,
            },
            at_page(_talks[0:8], 0, "itrQ1a2b3c4d5e6/recA81x"),
        ),
        (
            "airtable_list_records",
            {
                "baseId": "appD4taC0nf24",
                "table": "Speakers",
                "filterByFormula": "{Status}='Confirmed'",
                "pageSize": 8,
                "offset": "itrQ1a2b3c4d5e6/recA81x",
            },
            at_page(_talks[8:16], 8, "itrQ1a2b3c4d5e6/recK22p"),
        ),
        (
            "airtable_list_records",
            {
                "baseId": "appD4taC0nf24",
                "table": "Speakers",
                "filterByFormula": "{Status}='Confirmed'",
                "pageSize": 8,
                "offset": "itrQ1a2b3c4d5e6/recK22p",
            },
            at_page(_talks[16:], 16, None),
        ),
    ],
)
session(
    "airtable",
    "fail-1",
    "List the vendors whose contracts renew in January 2025 from the Procurement base.",
    [
        (
            "airtable_list_records",
            {"baseId": "appPr0cur3m3nt", "table": "Vendors", "filterByFormula": f},
            j({"records": []}),
        )
        for f in [
            "AND(YEAR({Renewal date})=2025, MONTH({Renewal date})=1)",
            "IS_SAME({Renewal date}, '2025-01-01', 'month')",
            "DATETIME_FORMAT({Renewal date}, 'YYYY-MM')='2025-01'",
            "FIND('2025-01', {Renewal date})",
        ]
    ],
)


# --------------------------------------------------------------------------- confluence
def cf_search(cql: str, pages: list[tuple[str, str, str]]) -> str:
    return j(
        {
            "results": [
                {
                    "id": i,
                    "type": "page",
                    "status": "current",
                    "title": t,
                    "_links": {
                        "webui": f"/spaces/{s}/pages/{i}",
                        "self": f"https://acme.atlassian.net/wiki/rest/api/content/{i}",
                    },
                }
                for i, t, s in pages
            ],
            "start": 0,
            "limit": 25,
            "size": len(pages),
            "cqlQuery": cql,
            "searchDuration": 41,
            "totalSize": len(pages),
            "_links": {"base": "https://acme.atlassian.net/wiki", "context": "/wiki"},
        }
    )


def cf_page(pid: str, title: str, space: str, body: str, version: int) -> str:
    return j(
        {
            "id": pid,
            "type": "page",
            "status": "current",
            "title": title,
            "space": {"key": space, "name": space.title()},
            "version": {
                "number": version,
                "when": "2024-05-14T08:31:09.112Z",
                "by": {"displayName": "Priya Nair"},
            },
            "body": {"storage": {"value": body, "representation": "storage"}},
            "_links": {"webui": f"/spaces/{space}/pages/{pid}"},
        }
    )


session(
    "confluence",
    "ok-1",
    "According to our runbooks, what is the failover procedure for the payments database and "
    "who is the escalation contact?",
    [
        (
            "confluence_search",
            {"cql": 'type=page AND text ~ "payments database failover"', "limit": 10},
            cf_search(
                'type=page AND text ~ "payments database failover"',
                [
                    ("458752113", "Runbook: payments-db failover", "SRE"),
                    ("458753090", "Payments on-call escalation", "SRE"),
                    ("391200417", "DR test 2023 notes", "SRE"),
                ],
            ),
        ),
        (
            "confluence_get_page",
            {"page_id": "458752113", "expand": "body.storage,version"},
            cf_page(
                "458752113",
                "Runbook: payments-db failover",
                "SRE",
                "<h2>When to use</h2><p>Primary <code>pay-db-1</code> unreachable for more than 2 minutes or replication lag above 30 s.</p>"
                "<h2>Procedure</h2><ol><li>Freeze writes: <code>kubectl scale deploy/payments-writer --replicas=0</code>.</li>"
                "<li>Check replica lag on <code>pay-db-2</code> is 0.</li><li>Promote: <code>patronictl failover --candidate pay-db-2</code>.</li>"
                "<li>Update the <code>payments-db</code> DNS record to pay-db-2 (TTL 30 s).</li><li>Unfreeze writes and watch error rate for 15 minutes.</li></ol>"
                '<ac:structured-macro ac:name="warning"><ac:rich-text-body><p>Never fail over during the nightly settlement batch (01:00-01:40 UTC).</p></ac:rich-text-body></ac:structured-macro>',
                17,
            ),
        ),
        (
            "confluence_get_page",
            {"page_id": "458753090", "expand": "body.storage,version"},
            cf_page(
                "458753090",
                "Payments on-call escalation",
                "SRE",
                "<table><tbody><tr><th>Level</th><th>Who</th><th>Contact</th></tr><tr><td>L1</td><td>Payments on-call</td><td>PagerDuty service PAY-PRIMARY</td></tr>"
                "<tr><td>L2</td><td>Database lead: Jonas Weber</td><td>+49 151 2345 6789</td></tr><tr><td>L3</td><td>Head of SRE: Aiko Sato</td><td>via PagerDuty</td></tr></tbody></table>",
                9,
            ),
        ),
    ],
)
_pm = [
    ("501233871", "Postmortem 2024-05-02: checkout 502s", "INC"),
    ("503118220", "Postmortem 2024-05-19: search index not found", "INC"),
    ("507700314", "Postmortem 2024-06-07: duplicate emails", "INC"),
]
session(
    "confluence",
    "ok-2",
    "Summarise the root causes given in our last three incident postmortems.",
    [
        (
            "confluence_search",
            {"cql": 'space=INC AND title ~ "Postmortem" ORDER BY created DESC', "limit": 3},
            cf_search('space=INC AND title ~ "Postmortem" ORDER BY created DESC', _pm),
        ),
        (
            "confluence_get_page",
            {"page_id": _pm[0][0], "expand": "body.storage"},
            cf_page(
                _pm[0][0],
                _pm[0][1],
                "INC",
                "<h2>Impact</h2><p>11% of checkout requests failed with 502 Bad Gateway for 38 minutes.</p><h2>Root cause</h2>"
                "<p>An nginx config reload dropped the upstream keepalive setting; the payment proxy exhausted ephemeral ports and connections failed with <code>error: connect() failed (99: Cannot assign requested address)</code>.</p>"
                "<h2>Action items</h2><ul><li>Config lint in CI</li><li>Alert on 502 ratio &gt; 1%</li></ul>",
                4,
            ),
        ),
        (
            "confluence_get_page",
            {"page_id": _pm[1][0], "expand": "body.storage"},
            cf_page(
                _pm[1][0],
                _pm[1][1],
                "INC",
                "<h2>Impact</h2><p>Search returned <code>index_not_found_exception</code> for 17 minutes; users saw 'No results'.</p><h2>Root cause</h2>"
                "<p>The alias swap in the nightly reindex ran before the new index finished building; the alias pointed at a deleted index.</p>"
                "<h2>Action items</h2><ul><li>Swap only after health is green</li></ul>",
                3,
            ),
        ),
        (
            "confluence_get_page",
            {"page_id": _pm[2][0], "expand": "body.storage"},
            cf_page(
                _pm[2][0],
                _pm[2][1],
                "INC",
                "<h2>Impact</h2><p>About 42,000 customers received the order-shipped email twice.</p><h2>Root cause</h2>"
                "<p>The mail worker retried on a timeout although the provider had accepted the message; the job was not idempotent.</p>"
                "<h2>Action items</h2><ul><li>Idempotency key on sends</li></ul>",
                2,
            ),
        ),
    ],
)
_cf_stale = [
    ("220011904", "Onboarding template", "TEMPLATES"),
    ("118870021", "How to use Confluence templates", "HELP"),
]
session(
    "confluence",
    "fail-1",
    "Find the Data Platform team's onboarding checklist for new engineers.",
    [
        ("confluence_search", {"cql": c, "limit": 10}, cf_search(c, _cf_stale))
        for c in [
            'type=page AND text ~ "data platform onboarding checklist"',
            'type=page AND title ~ "onboarding" AND text ~ "data platform"',
            'type=page AND text ~ "new engineer checklist data platform"',
            'type=page AND text ~ "first week" AND text ~ "data platform"',
        ]
    ],
)


# --------------------------------------------------------------------------- todoist
def td_task(
    tid: str, content: str, due: str, pid: str = "2203306141", prio: int = 1
) -> dict[str, Any]:
    return {
        "id": tid,
        "assigner_id": None,
        "assignee_id": None,
        "project_id": pid,
        "section_id": None,
        "parent_id": None,
        "order": int(tid[-2:]),
        "content": content,
        "description": "",
        "is_completed": False,
        "labels": [],
        "priority": prio,
        "comment_count": 0,
        "creator_id": "2671355",
        "created_at": "2024-06-01T09:12:44.502184Z",
        "due": {
            "date": due,
            "is_recurring": False,
            "datetime": None,
            "string": due,
            "timezone": None,
        },
        "url": f"https://todoist.com/showTask?id={tid}",
        "duration": None,
    }


_gro = [
    td_task("7795581031", "Buy milk", "2024-06-12"),
    td_task("7795581044", "Buy eggs", "2024-06-12"),
    td_task("7795581057", "Bread from the bakery", "2024-06-13"),
    td_task("7795581062", "Olive oil", "2024-06-13"),
    td_task("7795581078", "Dishwasher tablets", "2024-06-14"),
]
session(
    "todoist",
    "ok-1",
    "I already bought milk, eggs and bread: close those grocery tasks, and move the other "
    "overdue grocery tasks to Saturday 15 June.",
    [
        ("todoist_get_tasks", {"filter": "overdue & #Groceries"}, j(_gro)),
        ("todoist_close_task", {"task_id": "7795581031"}, ""),
        ("todoist_close_task", {"task_id": "7795581044"}, ""),
        ("todoist_close_task", {"task_id": "7795581057"}, ""),
        (
            "todoist_update_task",
            {"task_id": "7795581062", "due_date": "2024-06-15"},
            j({**_gro[3], "due": {**_gro[3]["due"], "date": "2024-06-15", "string": "15 Jun"}}),
        ),
        (
            "todoist_update_task",
            {"task_id": "7795581078", "due_date": "2024-06-15"},
            j({**_gro[4], "due": {**_gro[4]["due"], "date": "2024-06-15", "string": "15 Jun"}}),
        ),
    ],
)
session(
    "todoist",
    "fail-1",
    "What is due today in my Work project?",
    [
        ("todoist_get_tasks", a, "[]")
        for a in [
            {"filter": "today & #Work"},
            {"project_id": "2203306190"},
            {"filter": "today"},
            {"filter": "#Work"},
        ]
    ],
)


# --------------------------------------------------------------------------- discord
_bugs = [
    "app crashes when I rotate the phone on the map screen",
    "login loop on Android 14 after update 3.2.1",
    "dark mode: text in settings is black on black",
    "push notifications arrive twice",
    "export to CSV gives error 'not found' for shared lists",
    "can't attach photos bigger than 10MB",
    "search ignores accents (é vs e)",
    "widget shows yesterday's data",
    "sync stuck at 99%",
    "offline mode loses edits made in airplane mode",
    "typo on onboarding screen 3",
    "battery drain with location sharing on",
    "app freezes opening a list with 2k items",
    "calendar import skips recurring events",
    "tapping a notification opens the wrong list",
    "Error 500 when inviting a collaborator by email",
    "iPad split view layout broken",
    "reminder time off by one hour after DST",
    "share sheet missing on iOS 17.5",
    "list colors reset after restore",
    "crash on launch if language is Turkish",
    "voice input stops after 5 seconds",
]


def dc_msgs(chunk: list[str], base: int) -> str:
    users = ["mira_k", "tobi", "quietfox", "jlo_dev", "saanvi", "pkm", "r0b"]
    return j(
        [
            {
                "id": str(1249017700000000000 + (base + i) * 7340032),
                "type": 0,
                "content": f"[bug] {c}",
                "channel_id": "1190338812200001",
                "author": {
                    "id": str(99000100 + (base + i) % 7),
                    "username": users[(base + i) % 7],
                    "global_name": None,
                },
                "timestamp": f"2024-06-{10 + (base + i) // 8:02d}T{8 + (base + i) % 12:02d}:{(base + i) * 7 % 60:02d}:11.512000+00:00",
                "edited_timestamp": None,
                "attachments": [],
                "reactions": [{"emoji": {"id": None, "name": "\U0001f44d"}, "count": 1 + i % 4}],
            }
            for i, c in enumerate(chunk)
        ]
    )


session(
    "discord",
    "ok-1",
    "Collect all bug reports posted in #beta-feedback this week and post a numbered summary "
    "in #triage.",
    [
        (
            "discord_read_messages",
            {"channel_id": "1190338812200001", "limit": 8},
            dc_msgs(_bugs[0:8], 0),
        ),
        (
            "discord_read_messages",
            {"channel_id": "1190338812200001", "limit": 8, "before": "1249017700051380224"},
            dc_msgs(_bugs[8:16], 8),
        ),
        (
            "discord_read_messages",
            {"channel_id": "1190338812200001", "limit": 8, "before": "1249017700110100480"},
            dc_msgs(_bugs[16:], 16),
        ),
        (
            "discord_send_message",
            {
                "channel_id": "1190338899100002",
                "content": "Beta bug summary (22 reports): 1. rotate crash on map ...",
            },
            j(
                {
                    "id": "1250442019117809664",
                    "type": 0,
                    "content": "Beta bug summary (22 reports): 1. rotate crash on map ...",
                    "channel_id": "1190338899100002",
                    "author": {"id": "1183300911", "username": "triage-bot", "bot": True},
                    "timestamp": "2024-06-13T16:02:55.104000+00:00",
                }
            ),
        ),
    ],
)
session(
    "discord",
    "fail-1",
    "What did the moderators decide about the spam bot in #mod-log yesterday?",
    [
        ("discord_read_messages", a, j({"message": "Missing Access", "code": 50001}))
        for a in [
            {"channel_id": "1101122233300042", "limit": 50},
            {"channel_id": "1101122233300042", "limit": 20},
            {"channel_id": "1101122233300043", "limit": 50},
            {"channel_id": "1101122233300042", "limit": 50, "after": "1248800000000000000"},
        ]
    ],
)


# --------------------------------------------------------------------------- twilio
def tw_msg(
    sid: str, to: str, body: str, status: str, sent: str | None, err: int | None = None
) -> str:
    return j(
        {
            "account_sid": "AC3f9d2e1b0c8a7f6e5d4c3b2a19087f6e",
            "api_version": "2010-04-01",
            "body": body,
            "date_created": "Tue, 11 Jun 2024 14:02:07 +0000",
            "date_sent": sent,
            "date_updated": sent or "Tue, 11 Jun 2024 14:02:07 +0000",
            "direction": "outbound-api",
            "error_code": err,
            "error_message": None,
            "from": "+14155550100",
            "messaging_service_sid": None,
            "num_media": "0",
            "num_segments": "1",
            "price": None if status != "delivered" else "-0.00790",
            "price_unit": "USD",
            "sid": sid,
            "status": status,
            "to": to,
            "uri": f"/2010-04-01/Accounts/AC3f9d2e1b0c8a7f6e5d4c3b2a19087f6e/Messages/{sid}.json",
        }
    )


_body = "SEV2: checkout errors 8% since 14:00 UTC. Join #inc-2291."
_sid = "SM9a4f2c61e0b84d7fa8d3c2e1f0a9b8c7"
session(
    "twilio",
    "ok-1",
    "Text the on-call engineer (+1 415 555 0134) the incident notice and confirm it was delivered.",
    [
        (
            "twilio_send_sms",
            {"to": "+14155550134", "body": _body},
            tw_msg(_sid, "+14155550134", _body, "queued", None),
        ),
        ("twilio_get_message", {"sid": _sid}, tw_msg(_sid, "+14155550134", _body, "sending", None)),
        (
            "twilio_get_message",
            {"sid": _sid},
            tw_msg(_sid, "+14155550134", _body, "sent", "Tue, 11 Jun 2024 14:02:09 +0000"),
        ),
        (
            "twilio_get_message",
            {"sid": _sid},
            tw_msg(_sid, "+14155550134", _body, "delivered", "Tue, 11 Jun 2024 14:02:09 +0000"),
        ),
    ],
)
_sid2 = "SM0c7e3b9d2a1f4e6c8b5a7d9e0f1c2b3a"
_otp = "Your Acme verification code is 448201"
session(
    "twilio",
    "fail-1",
    "Make sure the verification SMS to +44 7700 900123 was delivered; the customer says it never arrived.",
    [
        ("twilio_get_message", {"sid": _sid2}, tw_msg(_sid2, "+447700900123", _otp, "queued", None))
        for _ in range(5)
    ],
)


# --------------------------------------------------------------------------- bigquery
_job = {"projectId": "acme-prod", "jobId": "job_hP3x9qL2mZ0v", "location": "EU"}


def bq_pending() -> str:
    return j(
        {
            "kind": "bigquery#getQueryResultsResponse",
            "etag": "Y3VwJx7Pq0aAbQ==",
            "jobReference": _job,
            "jobComplete": False,
        }
    )


def bq_rows(
    fields: list[tuple[str, str]],
    rows: list[list[str]],
    total: int,
    token: str | None = None,
    kind: str = "getQueryResultsResponse",
) -> str:
    out: dict[str, Any] = {
        "kind": f"bigquery#{kind}",
        "schema": {"fields": [{"name": n, "type": t, "mode": "NULLABLE"} for n, t in fields]},
        "jobReference": _job,
        "totalRows": str(total),
        "rows": [{"f": [{"v": v} for v in r]} for r in rows],
        "totalBytesProcessed": "48213098112",
        "jobComplete": True,
        "cacheHit": False,
    }
    if token:
        out["pageToken"] = token
    return j(out)


session(
    "bigquery",
    "ok-1",
    "How many daily active users did the mobile app have on each day of last week (3-9 June 2024)?",
    [
        (
            "bigquery_query",
            {
                "query": "SELECT DATE(event_ts) AS day, COUNT(DISTINCT user_id) AS dau FROM `acme-prod.events.app_events` "
                "WHERE DATE(event_ts) BETWEEN '2024-06-03' AND '2024-06-09' GROUP BY day ORDER BY day",
                "timeoutMs": 10000,
            },
            j({"kind": "bigquery#queryResponse", "jobReference": _job, "jobComplete": False}),
        ),
        (
            "bigquery_get_query_results",
            {"jobId": _job["jobId"], "location": "EU", "timeoutMs": 10000},
            bq_pending(),
        ),
        (
            "bigquery_get_query_results",
            {"jobId": _job["jobId"], "location": "EU", "timeoutMs": 10000},
            bq_pending(),
        ),
        (
            "bigquery_get_query_results",
            {"jobId": _job["jobId"], "location": "EU", "timeoutMs": 10000},
            bq_rows(
                [("day", "DATE"), ("dau", "INTEGER")],
                [
                    ["2024-06-03", "184233"],
                    ["2024-06-04", "179870"],
                    ["2024-06-05", "181402"],
                    ["2024-06-06", "177015"],
                    ["2024-06-07", "169338"],
                    ["2024-06-08", "141902"],
                    ["2024-06-09", "138477"],
                ],
                7,
            ),
        ),
    ],
)
_skus = [
    [
        f"SKU-{1000 + (i * 37) % 900}",
        ["Trail shoe", "Rain shell", "Merino tee", "Down vest", "Hiking pole", "Dry bag"][i % 6]
        + f" {chr(65 + i % 26)}",
        str(412000 - i * 9731),
        str(5120 - i * 101),
    ]
    for i in range(30)
]
_bqf = [("sku", "STRING"), ("name", "STRING"), ("revenue_eur", "NUMERIC"), ("units", "INTEGER")]
session(
    "bigquery",
    "ok-2",
    "Export the top 30 SKUs by Q2 2024 revenue with units sold.",
    [
        (
            "bigquery_query",
            {
                "query": "SELECT sku, name, SUM(revenue) AS revenue_eur, SUM(qty) AS units FROM `acme-prod.sales.order_lines` "
                "WHERE order_date BETWEEN '2024-04-01' AND '2024-06-30' GROUP BY sku, name ORDER BY revenue_eur DESC LIMIT 30",
                "maxResults": 10,
            },
            bq_rows(_bqf, _skus[:10], 30, "BFLZ3Q2AAAASAAAAA", "queryResponse"),
        ),
        (
            "bigquery_get_query_results",
            {
                "jobId": _job["jobId"],
                "location": "EU",
                "pageToken": "BFLZ3Q2AAAASAAAAA",
                "maxResults": 10,
            },
            bq_rows(_bqf, _skus[10:20], 30, "BFLZ3Q2AAAAUAAAAA"),
        ),
        (
            "bigquery_get_query_results",
            {
                "jobId": _job["jobId"],
                "location": "EU",
                "pageToken": "BFLZ3Q2AAAAUAAAAA",
                "maxResults": 10,
            },
            bq_rows(_bqf, _skus[20:], 30),
        ),
    ],
)
_bq403 = j(
    {
        "error": {
            "code": 403,
            "message": "Access Denied: Table acme-prod:analytics.subscriptions: User does not have permission to query table acme-prod:analytics.subscriptions, or perhaps it does not exist.",
            "errors": [
                {
                    "message": "Access Denied: Table acme-prod:analytics.subscriptions: User does not have permission to query table acme-prod:analytics.subscriptions, or perhaps it does not exist.",
                    "domain": "global",
                    "reason": "accessDenied",
                }
            ],
            "status": "PERMISSION_DENIED",
        }
    }
)
session(
    "bigquery",
    "fail-1",
    "What was weekly subscription churn in May 2024?",
    [
        ("bigquery_query", {"query": q}, _bq403)
        for q in [
            "SELECT DATE_TRUNC(cancelled_at, WEEK) wk, COUNT(*) FROM `acme-prod.analytics.subscriptions` WHERE cancelled_at >= '2024-05-01' AND cancelled_at < '2024-06-01' GROUP BY wk",
            "SELECT COUNT(*) FROM `acme-prod.analytics.subscriptions` WHERE status = 'cancelled'",
            "SELECT * FROM `acme-prod.analytics.subscriptions` LIMIT 10",
            "SELECT EXTRACT(WEEK FROM cancelled_at) w, COUNT(1) n FROM acme-prod.analytics.subscriptions GROUP BY w",
        ]
    ],
)


# --------------------------------------------------------------------------- redis
def rnum(items: list[str]) -> str:
    return "\n".join(f'{i + 1}) "{x}"' for i, x in enumerate(items))


def rscan(cursor: str, keys: list[str]) -> str:
    return f'1) "{cursor}"\n2) ' + "\n   ".join(f'{i + 1}) "{k}"' for i, k in enumerate(keys))


session(
    "redis",
    "ok-1",
    "Which sessions are active for tenant acme, for which users, and when do they expire?",
    [
        (
            "redis_cli",
            {"command": "SCAN 0 MATCH session:acme:* COUNT 1000"},
            rscan("1792", ["session:acme:9f1c", "session:acme:03ab"]),
        ),
        (
            "redis_cli",
            {"command": "SCAN 1792 MATCH session:acme:* COUNT 1000"},
            rscan("3328", ["session:acme:77de"]),
        ),
        (
            "redis_cli",
            {"command": "SCAN 3328 MATCH session:acme:* COUNT 1000"},
            rscan("0", ["session:acme:c4e0"]),
        ),
        (
            "redis_cli",
            {"command": "HGETALL session:acme:9f1c"},
            rnum(["user_id", "4412", "ip", "10.2.7.31", "created", "1718100042", "role", "admin"]),
        ),
        ("redis_cli", {"command": "HGETALL session:acme:03ab"}, "(empty array)"),
        (
            "redis_cli",
            {"command": "HGETALL session:acme:77de"},
            rnum(["user_id", "5120", "ip", "10.2.9.4", "created", "1718103311", "role", "viewer"]),
        ),
        (
            "redis_cli",
            {"command": "HGETALL session:acme:c4e0"},
            rnum(["user_id", "4998", "ip", "10.2.7.88", "created", "1718104020", "role", "editor"]),
        ),
        ("redis_cli", {"command": "TTL session:acme:9f1c"}, "(integer) 1187"),
        ("redis_cli", {"command": "TTL session:acme:77de"}, "(integer) 2764"),
        ("redis_cli", {"command": "TTL session:acme:c4e0"}, "(integer) 3411"),
    ],
)
session(
    "redis",
    "fail-1",
    "What EUR/USD rate is cached right now?",
    [
        ("redis_cli", {"command": "GET fx:EURUSD"}, "(nil)"),
        ("redis_cli", {"command": "GET fx:eur_usd"}, "(nil)"),
        ("redis_cli", {"command": "HGET rates:EUR USD"}, "(nil)"),
        ("redis_cli", {"command": "KEYS fx:*"}, "(empty array)"),
        ("redis_cli", {"command": "GET fx:EUR:USD"}, "(nil)"),
    ],
)


# --------------------------------------------------------------------------- mongodb
def mg_found(coll: str, docs: list[dict[str, Any]]) -> str:
    head = f'Found {len(docs)} documents in the collection "{coll}":'
    return "\n".join([head] + [j(d) for d in docs])


_orders = [
    {
        "_id": {"$oid": f"6651c2e9a4f1b2c3d4e5f{60 + i:02d}"},
        "customerId": "C-1042",
        "createdAt": {"$date": f"2024-05-{d:02d}T{10 + i}:14:03.000Z"},
        "status": s,
        "total": {"$numberDecimal": t},
        "currency": "EUR",
        "items": n,
    }
    for i, (d, s, t, n) in enumerate(
        [
            (2, "delivered", "84.90", 2),
            (7, "delivered", "312.00", 5),
            (11, "refunded", "45.50", 1),
            (19, "delivered", "129.99", 1),
            (23, "shipped", "1045.00", 3),
            (30, "delivered", "66.20", 2),
        ]
    )
]
session(
    "mongodb",
    "ok-1",
    "How many orders did customer C-1042 place in May 2024, what did they spend in total, and "
    "which was the largest order?",
    [
        (
            "mongodb_find",
            {
                "database": "shop",
                "collection": "orders",
                "filter": {"customer_id": "C-1042"},
                "limit": 50,
            },
            'Found 0 documents in the collection "orders":',
        ),
        (
            "mongodb_find",
            {
                "database": "shop",
                "collection": "orders",
                "filter": {
                    "customerId": "C-1042",
                    "createdAt": {"$gte": "2024-05-01", "$lt": "2024-06-01"},
                },
                "limit": 50,
            },
            mg_found("orders", _orders),
        ),
        (
            "mongodb_aggregate",
            {
                "database": "shop",
                "collection": "orders",
                "pipeline": [
                    {"$match": {"customerId": "C-1042", "status": {"$ne": "refunded"}}},
                    {
                        "$group": {
                            "_id": None,
                            "n": {"$sum": 1},
                            "spent": {"$sum": "$total"},
                            "max": {"$max": "$total"},
                        }
                    },
                ],
            },
            'Found 1 documents in the collection "orders":\n'
            + j(
                {
                    "_id": None,
                    "n": 5,
                    "spent": {"$numberDecimal": "1638.09"},
                    "max": {"$numberDecimal": "1045.00"},
                }
            ),
        ),
    ],
)
session(
    "mongodb",
    "fail-1",
    "List the orders from last week that are still unpaid.",
    [
        (
            "mongodb_find",
            {"database": "shop", "collection": "Orders", "filter": f, "limit": 100},
            'Found 0 documents in the collection "Orders":',
        )
        for f in [
            {"paymentStatus": "unpaid", "createdAt": {"$gte": "2024-06-03"}},
            {"paymentStatus": {"$in": ["unpaid", "pending"]}},
            {"paid": False},
            {},
        ]
    ],
)


# --------------------------------------------------------------------------- prometheus
def pvec(results: list[tuple[dict[str, str], str]], ts: float = 1718114400.0) -> str:
    return j(
        {
            "status": "success",
            "data": {
                "resultType": "vector",
                "result": [{"metric": m, "value": [ts, v]} for m, v in results],
            },
        }
    )


session(
    "prometheus",
    "ok-1",
    "What was checkout-api's p99 latency over the last hour, how did it move, and which pod "
    "uses the most CPU?",
    [
        (
            "prometheus_query",
            {
                "query": 'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout-api"}[1h])))'
            },
            pvec([({}, "0.8731")]),
        ),
        (
            "prometheus_query_range",
            {
                "query": 'histogram_quantile(0.99, sum by (le) (rate(http_request_duration_seconds_bucket{service="checkout-api"}[5m])))',
                "start": "2024-06-11T13:00:00Z",
                "end": "2024-06-11T14:00:00Z",
                "step": "5m",
            },
            j(
                {
                    "status": "success",
                    "data": {
                        "resultType": "matrix",
                        "result": [
                            {
                                "metric": {},
                                "values": [
                                    [1718110800 + 300 * i, v]
                                    for i, v in enumerate(
                                        [
                                            "0.412",
                                            "0.398",
                                            "0.455",
                                            "0.501",
                                            "0.623",
                                            "0.918",
                                            "1.204",
                                            "1.187",
                                            "0.976",
                                            "0.811",
                                            "0.744",
                                            "0.702",
                                            "0.689",
                                        ]
                                    )
                                ],
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "prometheus_query",
            {
                "query": 'topk(3, sum by (pod) (rate(container_cpu_usage_seconds_total{namespace="shop", pod=~"checkout-api-.*"}[5m])))'
            },
            pvec(
                [
                    ({"pod": "checkout-api-7d9c6b7f5-x2kqp"}, "1.8412"),
                    ({"pod": "checkout-api-7d9c6b7f5-m8w4r"}, "0.9330"),
                    ({"pod": "checkout-api-7d9c6b7f5-9tfzl"}, "0.8876"),
                ]
            ),
        ),
    ],
)
session(
    "prometheus",
    "ok-2",
    "Is the data disk on db-2 filling up, and in how many days will it be full at the current rate?",
    [
        (
            "prometheus_query",
            {
                "query": 'node_filesystem_avail_bytes{instance="db-2",mountpoint="/var/lib/postgresql"}'
            },
            pvec([]),
        ),
        (
            "prometheus_query",
            {
                "query": 'node_filesystem_avail_bytes{instance=~"db-2.*",mountpoint="/var/lib/postgresql"}'
            },
            pvec(
                [
                    (
                        {
                            "__name__": "node_filesystem_avail_bytes",
                            "device": "/dev/nvme1n1",
                            "fstype": "ext4",
                            "instance": "db-2:9100",
                            "job": "node",
                            "mountpoint": "/var/lib/postgresql",
                        },
                        "96214958080",
                    )
                ]
            ),
        ),
        (
            "prometheus_query",
            {
                "query": 'node_filesystem_size_bytes{instance="db-2:9100",mountpoint="/var/lib/postgresql"}'
            },
            pvec(
                [
                    (
                        {
                            "__name__": "node_filesystem_size_bytes",
                            "device": "/dev/nvme1n1",
                            "fstype": "ext4",
                            "instance": "db-2:9100",
                            "job": "node",
                            "mountpoint": "/var/lib/postgresql",
                        },
                        "1081101176832",
                    )
                ]
            ),
        ),
        (
            "prometheus_query",
            {
                "query": 'deriv(node_filesystem_avail_bytes{instance="db-2:9100",mountpoint="/var/lib/postgresql"}[7d])'
            },
            pvec(
                [
                    (
                        {
                            "device": "/dev/nvme1n1",
                            "fstype": "ext4",
                            "instance": "db-2:9100",
                            "job": "node",
                            "mountpoint": "/var/lib/postgresql",
                        },
                        "-101337.6",
                    )
                ]
            ),
        ),
    ],
)
session(
    "prometheus",
    "fail-1",
    "What is the 5xx error rate of the payments service right now?",
    [
        ("prometheus_query", {"query": q}, pvec([]))
        for q in [
            'sum(rate(http_requests_total{service="payments",code=~"5.."}[5m])) / sum(rate(http_requests_total{service="payments"}[5m]))',
            'sum(rate(http_requests_total{job="payments",status=~"5.."}[5m]))',
            'sum(rate(http_server_requests_seconds_count{app="payments",status=~"5.."}[5m]))',
            'sum by (code) (rate(http_requests_total{namespace="payments"}[5m]))',
        ]
    ],
)


# --------------------------------------------------------------------------- datadog
_dd_msgs = [
    (
        "error",
        "PaymentGatewayTimeout: upstream adyen did not answer within 3000ms (order_id=ord_{n})",
    ),
    ("error", "OrderNotFound: order ord_{n} not found in cart-store, returning 404"),
    (
        "error",
        "PaymentGatewayTimeout: upstream adyen did not answer within 3000ms (order_id=ord_{n})",
    ),
    (
        "error",
        "psycopg.errors.SerializationFailure: could not serialize access due to concurrent update (order ord_{n})",
    ),
    (
        "error",
        "PaymentGatewayTimeout: upstream adyen did not answer within 3000ms (order_id=ord_{n})",
    ),
]


def dd_page(start: int, n: int, after: str | None) -> str:
    data = []
    for i in range(start, start + n):
        st, msg = _dd_msgs[i % 5]
        data.append(
            {
                "id": f"AQAAAZAH{i:04d}kq7x",
                "type": "log",
                "attributes": {
                    "timestamp": f"2024-06-10T14:{i * 29 // 10 % 30:02d}:{i * 13 % 60:02d}.{i * 37 % 1000:03d}Z",
                    "status": st,
                    "service": "checkout-service",
                    "host": f"i-0a7c{i % 4}f",
                    "message": msg.format(n=481200 + i * 17),
                    "attributes": {
                        "env": "prod",
                        "http": {"status_code": 404 if "NotFound" in msg else 500},
                    },
                    "tags": ["env:prod", "team:checkout"],
                },
            }
        )
    out: dict[str, Any] = {
        "data": data,
        "meta": {"elapsed": 142 + start, "request_id": f"pddv1ChZ{start:03d}", "status": "done"},
    }
    if after:
        out["meta"]["page"] = {"after": after}
        out["links"] = {"next": f"https://api.datadoghq.eu/api/v2/logs/events?page[cursor]={after}"}
    return j(out)


_ddq = {
    "filter": {
        "query": "service:checkout-service status:error env:prod",
        "from": "2024-06-10T14:00:00Z",
        "to": "2024-06-10T14:30:00Z",
    },
    "page": {"limit": 10},
}
session(
    "datadog",
    "ok-1",
    "Pull the ERROR logs of checkout-service between 14:00 and 14:30 UTC on 10 June and tell me "
    "which error message is the most common.",
    [
        ("datadog_search_logs", _ddq, dd_page(0, 10, "eyJhZnRlciI6IkFRQUFBWkFIMDAxMCJ9")),
        (
            "datadog_search_logs",
            {**_ddq, "page": {"limit": 10, "cursor": "eyJhZnRlciI6IkFRQUFBWkFIMDAxMCJ9"}},
            dd_page(10, 10, "eyJhZnRlciI6IkFRQUFBWkFIMDAyMCJ9"),
        ),
        (
            "datadog_search_logs",
            {**_ddq, "page": {"limit": 10, "cursor": "eyJhZnRlciI6IkFRQUFBWkFIMDAyMCJ9"}},
            dd_page(20, 7, None),
        ),
    ],
)
session(
    "datadog",
    "ok-2",
    "How many 404 Not Found responses did the CDN edge log for /api/v2/catalog today, and show a "
    "couple of examples.",
    [
        (
            "datadog_aggregate_logs",
            {
                "filter": {
                    "query": "source:cdn @http.url_details.path:/api/v2/catalog*",
                    "from": "now-1d",
                    "to": "now",
                },
                "compute": [{"aggregation": "count"}],
                "group_by": [{"facet": "@http.status_code"}],
            },
            j(
                {
                    "meta": {"elapsed": 388, "request_id": "pddv1ChZagg01", "status": "done"},
                    "data": {
                        "buckets": [
                            {"by": {"@http.status_code": "200"}, "computes": {"c0": 1289931}},
                            {"by": {"@http.status_code": "404"}, "computes": {"c0": 1873}},
                            {"by": {"@http.status_code": "304"}, "computes": {"c0": 40215}},
                            {"by": {"@http.status_code": "503"}, "computes": {"c0": 12}},
                        ]
                    },
                }
            ),
        ),
        (
            "datadog_search_logs",
            {
                "filter": {
                    "query": "source:cdn @http.status_code:404 @http.url_details.path:/api/v2/catalog*",
                    "from": "now-1d",
                    "to": "now",
                },
                "page": {"limit": 2},
            },
            j(
                {
                    "data": [
                        {
                            "id": "AQAAAZAIcdn0001",
                            "type": "log",
                            "attributes": {
                                "timestamp": "2024-06-11T07:14:22.031Z",
                                "status": "warn",
                                "service": "edge",
                                "message": "GET /api/v2/catalog/items/sku-00000 404 Not Found 0.004s cache=MISS pop=FRA",
                            },
                        },
                        {
                            "id": "AQAAAZAIcdn0002",
                            "type": "log",
                            "attributes": {
                                "timestamp": "2024-06-11T09:40:03.877Z",
                                "status": "warn",
                                "service": "edge",
                                "message": "GET /api/v2/catalog/categories/garden-old 404 Not Found 0.006s cache=HIT pop=AMS",
                            },
                        },
                    ],
                    "meta": {"elapsed": 97, "request_id": "pddv1ChZs0002", "status": "done"},
                }
            ),
        ),
    ],
)
session(
    "datadog",
    "fail-1",
    "Find all log lines for request id 7f3e9a2c-51b4-4d0e-9b8a-2c6f0d1e4a77 to see where it failed.",
    [
        (
            "datadog_search_logs",
            {"filter": {"query": q, "from": "now-15m", "to": "now"}, "page": {"limit": 50}},
            j(
                {
                    "data": [],
                    "meta": {"elapsed": 23 + i, "request_id": f"pddv1ChZe{i}", "status": "done"},
                }
            ),
        )
        for i, q in enumerate(
            [
                "@request_id:7f3e9a2c-51b4-4d0e-9b8a-2c6f0d1e4a77",
                "7f3e9a2c-51b4-4d0e-9b8a-2c6f0d1e4a77",
                "@http.request_id:7f3e9a2c*",
                "@trace_id:7f3e9a2c-51b4-4d0e-9b8a-2c6f0d1e4a77",
            ]
        )
    ],
)


# --------------------------------------------------------------------------- pypi
def pypi(name: str, version: str, requires: str, summary: str, date: str) -> str:
    return j(
        {
            "info": {
                "author": None,
                "classifiers": ["Programming Language :: Python :: 3"],
                "license": None,
                "name": name,
                "package_url": f"https://pypi.org/project/{name}/",
                "project_urls": {"Source": f"https://github.com/example/{name}"},
                "requires_python": requires,
                "summary": summary,
                "version": version,
                "yanked": False,
            },
            "last_serial": 23918211,
            "urls": [
                {
                    "filename": f"{name}-{version}-py3-none-any.whl",
                    "packagetype": "bdist_wheel",
                    "python_version": "py3",
                    "upload_time_iso_8601": date,
                    "yanked": False,
                }
            ],
            "vulnerabilities": [],
        }
    )


_nf = j({"message": "Not Found"})
session(
    "pypi",
    "ok-1",
    "For our requirements file, what are the latest versions and minimum Python of httpx, "
    "pydantic, polars and sqlmodel?",
    [
        (
            "pypi_package_info",
            {"name": "httpx"},
            pypi(
                "httpx",
                "0.27.0",
                ">=3.8",
                "The next generation HTTP client.",
                "2024-02-21T13:07:52.052836Z",
            ),
        ),
        ("pypi_package_info", {"name": "pydanitc"}, _nf),
        (
            "pypi_package_info",
            {"name": "pydantic"},
            pypi(
                "pydantic",
                "2.7.4",
                ">=3.8",
                "Data validation using Python type hints",
                "2024-06-12T13:24:33.102119Z",
            ),
        ),
        (
            "pypi_package_info",
            {"name": "polars"},
            pypi(
                "polars",
                "0.20.31",
                ">=3.8",
                "Blazingly fast DataFrame library",
                "2024-06-01T10:02:44.813255Z",
            ),
        ),
        (
            "pypi_package_info",
            {"name": "sqlmodel"},
            pypi(
                "sqlmodel",
                "0.0.19",
                ">=3.7",
                "SQLModel, SQL databases in Python, designed for simplicity, compatibility, and robustness.",
                "2024-06-12T19:55:20.466316Z",
            ),
        ),
    ],
)
session(
    "pypi",
    "fail-1",
    "What is the latest released version of our acme-internal-sdk package?",
    [
        ("pypi_package_info", {"name": n}, _nf)
        for n in ["acme-internal-sdk", "acme_internal_sdk", "acme-sdk", "acmeinternalsdk"]
    ],
)


# --------------------------------------------------------------------------- wolfram
def wa(query: str, interp: str, result: str, extra: str = "") -> str:
    url = "https://www6b3.wolframalpha.com/input?i=" + query.replace(" ", "+")
    return f'Query:\n"{query}"\n\nInput interpretation:\n{interp}\n\nResult:\n{result}\n{extra}\nWolfram|Alpha website result for "{query}":\n{url}'


session(
    "wolfram",
    "ok-1",
    "For a satellite in a circular orbit at 550 km altitude, what are the orbital period and "
    "orbital speed?",
    [
        (
            "wolfram_alpha",
            {"input": "period of satellite orbit at 550km"},
            "Wolfram|Alpha did not understand your input",
        ),
        (
            "wolfram_alpha",
            {"input": "orbital period circular orbit altitude 550 km Earth"},
            wa(
                "orbital period circular orbit altitude 550 km Earth",
                "orbital period | circular orbit\naltitude | 550 km\ncentral body | Earth",
                "95.65 minutes",
                "\nUnit conversions:\n1.594 hours\n5739 seconds\n",
            ),
        ),
        (
            "wolfram_alpha",
            {"input": "orbital speed circular orbit altitude 550 km Earth"},
            wa(
                "orbital speed circular orbit altitude 550 km Earth",
                "orbital speed | circular orbit\naltitude | 550 km\ncentral body | Earth",
                "7.585 km/s (kilometers per second)",
                "\nUnit conversions:\n27306 km/h\n16967 mph\n",
            ),
        ),
    ],
)
session(
    "wolfram",
    "fail-1",
    "Which board game sold the most copies worldwide in 2024?",
    [
        ("wolfram_alpha", {"input": q}, "Wolfram|Alpha did not understand your input")
        for q in [
            "best selling board game 2024",
            "board game sales 2024 ranking",
            "most sold board game worldwide 2024",
            "top board game by units sold 2024",
        ]
    ],
)


# --------------------------------------------------------------------------- deepl
_contract = [
    (
        "§ 1 Vertragsgegenstand. Der Auftragnehmer entwickelt für den Auftraggeber eine Webanwendung gemäß Anlage 1.",
        "§ 1 Subject matter. The contractor develops a web application for the client in accordance with Annex 1.",
    ),
    (
        "§ 2 Vergütung. Die Vergütung beträgt 48.000 EUR netto, zahlbar in drei Raten nach Abnahme der Meilensteine.",
        "§ 2 Remuneration. The remuneration is EUR 48,000 net, payable in three instalments after acceptance of the milestones.",
    ),
    (
        "§ 3 Gewährleistung. Mängel sind innerhalb von 14 Tagen nach Entdeckung schriftlich anzuzeigen; Fehler, die auf Änderungen des Auftraggebers beruhen, sind ausgeschlossen.",
        "§ 3 Warranty. Defects must be reported in writing within 14 days of discovery; errors resulting from changes made by the client are excluded.",
    ),
    (
        "§ 4 Kündigung. Der Vertrag kann von beiden Seiten mit einer Frist von 30 Tagen zum Monatsende gekündigt werden.",
        "§ 4 Termination. Either party may terminate the contract with 30 days' notice to the end of a month.",
    ),
    (
        "§ 5 Haftung. Die Haftung ist auf Vorsatz und grobe Fahrlässigkeit beschränkt, ausgenommen Schäden aus der Verletzung von Leben, Körper oder Gesundheit.",
        "§ 5 Liability. Liability is limited to intent and gross negligence, except for damage resulting from injury to life, body or health.",
    ),
]
session(
    "deepl",
    "ok-1",
    "Translate sections 1-5 of the German service contract into English.",
    [
        (
            "deepl_translate",
            {"text": [de], "target_lang": "EN-GB"},
            j({"translations": [{"detected_source_language": "DE", "text": en}]}),
        )
        for de, en in _contract
    ],
)
session(
    "deepl",
    "fail-1",
    "Translate the French product FAQ into German.",
    [
        ("deepl_translate", {"text": [t], "target_lang": "DE"}, j({"message": "Quota Exceeded"}))
        for t in [
            "Comment réinitialiser mon mot de passe ?",
            "Puis-je changer mon mode de paiement ?",
            "Quels sont les délais de livraison ?",
            "Comment annuler mon abonnement ?",
        ]
    ],
)


# --------------------------------------------------------------------------- stackexchange
session(
    "stackexchange",
    "ok-1",
    "How do I fix 'sqlite3.OperationalError: database is locked' in a Flask app with a background worker?",
    [
        (
            "stackexchange_search",
            {
                "site": "stackoverflow",
                "q": "sqlite3.OperationalError: database is locked flask",
                "sort": "votes",
                "pagesize": 3,
            },
            j(
                {
                    "items": [
                        {
                            "tags": ["python", "sqlite", "flask"],
                            "owner": {"reputation": 1893, "display_name": "kmc"},
                            "is_answered": True,
                            "view_count": 228190,
                            "accepted_answer_id": 3172950,
                            "answer_count": 23,
                            "score": 231,
                            "last_activity_date": 1701243311,
                            "creation_date": 1277996400,
                            "question_id": 2740806,
                            "link": "https://stackoverflow.com/questions/2740806/python-sqlite-database-is-locked",
                            "title": "Python sqlite3 &quot;database is locked&quot;",
                        },
                        {
                            "tags": ["python", "flask", "sqlalchemy", "sqlite"],
                            "owner": {"reputation": 311, "display_name": "dana"},
                            "is_answered": True,
                            "view_count": 40211,
                            "accepted_answer_id": 53040271,
                            "answer_count": 4,
                            "score": 38,
                            "last_activity_date": 1688301102,
                            "creation_date": 1540800112,
                            "question_id": 53012345,
                            "link": "https://stackoverflow.com/questions/53012345/flask-sqlalchemy-sqlite-database-is-locked-with-celery",
                            "title": "Flask-SQLAlchemy + SQLite: database is locked with Celery worker",
                        },
                    ],
                    "has_more": True,
                    "quota_max": 300,
                    "quota_remaining": 296,
                }
            ),
        ),
        (
            "stackexchange_answers",
            {
                "site": "stackoverflow",
                "question_id": 53012345,
                "filter": "withbody",
                "sort": "votes",
            },
            j(
                {
                    "items": [
                        {
                            "owner": {"reputation": 9021, "display_name": "rgm"},
                            "is_accepted": True,
                            "score": 44,
                            "answer_id": 53040271,
                            "question_id": 53012345,
                            "body": "<p>SQLite allows one writer at a time. With a worker writing in parallel you get <code>database is locked</code> once the default 5 s timeout expires. Fixes:</p>"
                            "<ol><li>Enable WAL: <code>PRAGMA journal_mode=WAL;</code> so readers do not block the writer.</li>"
                            "<li>Raise the timeout: <code>create_engine(url, connect_args={'timeout': 30})</code>.</li>"
                            "<li>Keep transactions short and commit before long work; never hold a session open across a task.</li></ol>"
                            "<p>If you really have concurrent writers, move to Postgres.</p>",
                        }
                    ],
                    "has_more": False,
                    "quota_max": 300,
                    "quota_remaining": 295,
                }
            ),
        ),
    ],
)
session(
    "stackexchange",
    "fail-1",
    "Find how people make Gradle configuration cache work with the Kotlin kapt plugin.",
    [
        (
            "stackexchange_search",
            {"site": "stackoverflow", "q": q},
            j(
                {
                    "error_id": 502,
                    "error_message": f"too many requests from this IP, more requests available in {s} seconds",
                    "error_name": "throttle_violation",
                }
            ),
        )
        for q, s in [
            ("gradle configuration cache kapt", 79211),
            ("kapt configuration cache not compatible", 79190),
            ("org.gradle.configuration-cache kapt kotlin", 79164),
            ("kapt incompatible with configuration cache workaround", 79131),
        ]
    ],
)


# --------------------------------------------------------------------------- youtube
session(
    "youtube",
    "ok-1",
    "Find the official trailer of the film 'Dune: Part Two' on YouTube and tell me how many views it has.",
    [
        (
            "youtube_search",
            {
                "part": "snippet",
                "q": "Dune Part Two official trailer",
                "type": "video",
                "maxResults": 3,
            },
            j(
                {
                    "kind": "youtube#searchListResponse",
                    "etag": "k3Xv9yU2mQ",
                    "nextPageToken": "CAMQAA",
                    "regionCode": "US",
                    "pageInfo": {"totalResults": 1000000, "resultsPerPage": 3},
                    "items": [
                        {
                            "kind": "youtube#searchResult",
                            "etag": "a1",
                            "id": {"kind": "youtube#video", "videoId": "Way9Dexny3w"},
                            "snippet": {
                                "publishedAt": "2023-12-21T14:00:07Z",
                                "channelId": "UCjmJDM5pRKbUlVIzDYYWb6g",
                                "title": "Dune: Part Two | Official Trailer 3",
                                "description": "Dune: Part Two - Only in Theaters and IMAX March 1.",
                                "channelTitle": "Warner Bros.",
                                "liveBroadcastContent": "none",
                            },
                        },
                        {
                            "kind": "youtube#searchResult",
                            "etag": "a2",
                            "id": {"kind": "youtube#video", "videoId": "_YUzQa_1RCE"},
                            "snippet": {
                                "publishedAt": "2023-05-03T16:00:11Z",
                                "channelId": "UCjmJDM5pRKbUlVIzDYYWb6g",
                                "title": "Dune: Part Two | Official Trailer",
                                "description": "Dune: Part Two - in theaters November 3.",
                                "channelTitle": "Warner Bros.",
                                "liveBroadcastContent": "none",
                            },
                        },
                        {
                            "kind": "youtube#searchResult",
                            "etag": "a3",
                            "id": {"kind": "youtube#video", "videoId": "n9xhJrPXop4"},
                            "snippet": {
                                "publishedAt": "2024-02-29T18:30:00Z",
                                "channelId": "UCx9Jq",
                                "title": "DUNE 2 Trailer Breakdown",
                                "description": "Every detail you missed",
                                "channelTitle": "ScreenCrush",
                                "liveBroadcastContent": "none",
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "youtube_videos",
            {"part": "statistics", "id": "_YUzQa_1RCE,Way9Dexny3w"},
            j(
                {
                    "kind": "youtube#videoListResponse",
                    "etag": "p0w",
                    "items": [
                        {
                            "kind": "youtube#video",
                            "etag": "b1",
                            "id": "_YUzQa_1RCE",
                            "statistics": {
                                "viewCount": "27806542",
                                "likeCount": "381204",
                                "favoriteCount": "0",
                                "commentCount": "31022",
                            },
                        },
                        {
                            "kind": "youtube#video",
                            "etag": "b2",
                            "id": "Way9Dexny3w",
                            "statistics": {
                                "viewCount": "21450118",
                                "likeCount": "289977",
                                "favoriteCount": "0",
                                "commentCount": "19980",
                            },
                        },
                    ],
                    "pageInfo": {"totalResults": 2, "resultsPerPage": 2},
                }
            ),
        ),
    ],
)
_ytq = j(
    {
        "error": {
            "code": 403,
            "message": 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
            "errors": [
                {
                    "message": 'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.',
                    "domain": "youtube.quota",
                    "reason": "quotaExceeded",
                }
            ],
        }
    }
)
session(
    "youtube",
    "fail-1",
    "Find recent YouTube tutorials on sourdough starter maintenance from channels with over 100k subscribers.",
    [
        ("youtube_search", {"part": "snippet", "q": q, "type": "video", "order": "date"}, _ytq)
        for q in [
            "sourdough starter maintenance",
            "how to feed sourdough starter",
            "sourdough starter tutorial 2024",
            "keep sourdough starter alive",
        ]
    ],
)


# --------------------------------------------------------------------------- newsapi
session(
    "newsapi",
    "fail-1",
    "Collect news coverage of the Baltimore Key Bridge collapse from its first week (26 March - 1 April 2024).",
    [
        (
            "news_everything",
            {"q": q, "from": f, "to": "2024-04-01", "language": "en"},
            j(
                {
                    "status": "error",
                    "code": "parameterInvalid",
                    "message": f"You are trying to request results too far in the past. Your plan permits you to request articles as far back as 2024-05-11, but you have requested {f}. You may need to upgrade to a paid plan.",
                }
            ),
        )
        for q, f in [
            ("Key Bridge collapse", "2024-03-26"),
            ("Francis Scott Key Bridge", "2024-03-26"),
            ("Baltimore bridge Dali ship", "2024-03-27"),
            ("Key Bridge", "2024-03-30"),
        ]
    ],
)
session(
    "newsapi",
    "ok-1",
    "Find English news articles from this week about the EU AI Act entering into force, two pages.",
    [
        (
            "news_everything",
            {
                "q": '"AI Act" "entry into force"',
                "from": "2024-07-29",
                "language": "en",
                "pageSize": 3,
                "page": p,
            },
            j(
                {
                    "status": "ok",
                    "totalResults": 6,
                    "articles": [
                        {
                            "source": {
                                "id": s.lower().replace(" ", "-") if i % 2 else None,
                                "name": s,
                            },
                            "author": a,
                            "title": t,
                            "description": d,
                            "url": f"https://www.{s.lower().replace(' ', '')}.com/2024/08/01/{t.lower()[:30].replace(' ', '-')}",
                            "urlToImage": None,
                            "publishedAt": f"2024-08-0{1 + i}T0{6 + i}:15:00Z",
                            "content": d[:120] + "… [+2811 chars]",
                        }
                        for i, (s, a, t, d) in enumerate(arts)
                    ],
                }
            ),
        )
        for p, arts in [
            (
                1,
                [
                    (
                        "Reuters",
                        "Foo Yun Chee",
                        "EU AI Act enters into force",
                        "The world's first comprehensive AI law entered into force on Thursday, 1 August, with most obligations applying from 2026.",
                    ),
                    (
                        "The Verge",
                        "Emma Roth",
                        "The EU's AI Act is now in force",
                        "Bans on prohibited practices apply after six months; general-purpose AI rules after 12 months.",
                    ),
                    (
                        "Euronews",
                        "Cynthia Kroet",
                        "What changes now the AI Act is law",
                        "Companies get two years to comply with most provisions.",
                    ),
                ],
            ),
            (
                2,
                [
                    (
                        "TechCrunch",
                        "Natasha Lomas",
                        "AI Act: what's next for GPAI providers",
                        "Codes of practice are due within nine months of entry into force.",
                    ),
                    (
                        "Politico Europe",
                        "Gian Volpicelli",
                        "Brussels' AI Office starts work",
                        "The AI Office will enforce rules for general-purpose models.",
                    ),
                    (
                        "Financial Times",
                        "Javier Espinoza",
                        "Tech groups brace for AI Act compliance",
                        "Fines reach 7% of global turnover for banned uses.",
                    ),
                ],
            ),
        ]
    ],
)


# --------------------------------------------------------------------------- alphavantage
def gq(sym: str, o: float, h: float, lo: float, p: float, vol: int, prev: float) -> str:
    ch = round(p - prev, 4)
    return j(
        {
            "Global Quote": {
                "01. symbol": sym,
                "02. open": f"{o:.4f}",
                "03. high": f"{h:.4f}",
                "04. low": f"{lo:.4f}",
                "05. price": f"{p:.4f}",
                "06. volume": str(vol),
                "07. latest trading day": "2024-06-11",
                "08. previous close": f"{prev:.4f}",
                "09. change": f"{ch:.4f}",
                "10. change percent": f"{ch / prev * 100:.4f}%",
            }
        },
        4,
    )


session(
    "alphavantage",
    "ok-1",
    "Give me today's price and daily change for AAPL, MSFT, NVDA, ASML and SAP.",
    [
        ("alphavantage_quote", {"function": "GLOBAL_QUOTE", "symbol": s}, gq(s, *v))
        for s, v in [
            ("AAPL", (193.65, 207.16, 193.63, 207.15, 172373296, 193.12)),
            ("MSFT", (425.48, 432.82, 425.25, 432.68, 14551136, 427.87)),
            ("NVDA", (121.77, 122.87, 118.74, 120.91, 222551203, 121.79)),
            ("ASML", (1003.0, 1012.4, 995.1, 1009.85, 1022301, 1001.27)),
            ("SAP", (182.2, 183.9, 180.55, 183.41, 902114, 181.32)),
        ]
    ],
)
_av_limit = j(
    {
        "Information": "We have detected your API key as 8ZQ4... and our standard API rate limit is 25 requests per day. Please subscribe to any of the premium plans at https://www.alphavantage.co/premium/ to instantly remove all daily rate limits."
    },
    4,
)
session(
    "alphavantage",
    "fail-1",
    "What are the current prices of KO, PEP, PG, JNJ and MCD?",
    [
        ("alphavantage_quote", {"function": "GLOBAL_QUOTE", "symbol": s}, _av_limit)
        for s in ["KO", "PEP", "PG", "JNJ", "MCD"]
    ],
)


# --------------------------------------------------------------------------- terraform
_plan = """data.aws_vpc.main: Reading...
data.aws_vpc.main: Read complete after 1s [id=vpc-0c1d2e3f4a5b6c7d8]
aws_db_instance.staging: Refreshing state... [id=staging-pg]

Terraform used the selected providers to generate the following execution plan. Resource actions are indicated with the following symbols:
  ~ update in-place

Terraform will perform the following actions:

  # aws_db_instance.staging will be updated in-place
  ~ resource "aws_db_instance" "staging" {
        id                    = "staging-pg"
      ~ instance_class        = "db.r6g.large" -> "db.r6g.xlarge"
        tags                  = {
            "env" = "staging"
        }
        # (54 unchanged attributes hidden)
    }

Plan: 0 to add, 1 to change, 0 to destroy.

Saved the plan to: staging.tfplan
"""
session(
    "terraform",
    "ok-1",
    "Bump the staging RDS instance to db.r6g.xlarge and apply it.",
    [
        (
            "terraform_plan",
            {"dir": "envs/staging", "out": "staging.tfplan"},
            '╷\n│ Error: Unsupported argument\n│ \n│   on rds.tf line 14, in resource "aws_db_instance" "staging":\n│   14:   instance_type = "db.r6g.xlarge"\n│ \n│ An argument named "instance_type" is not expected here.\n╵\n',
        ),
        ("terraform_plan", {"dir": "envs/staging", "out": "staging.tfplan"}, _plan),
        (
            "terraform_apply",
            {"dir": "envs/staging", "plan": "staging.tfplan"},
            "aws_db_instance.staging: Modifying... [id=staging-pg]\naws_db_instance.staging: Still modifying... [id=staging-pg, 10s elapsed]\n"
            "aws_db_instance.staging: Still modifying... [id=staging-pg, 4m20s elapsed]\naws_db_instance.staging: Modifications complete after 4m27s [id=staging-pg]\n\n"
            "Apply complete! Resources: 0 added, 1 changed, 0 destroyed.\n",
        ),
    ],
)
_lock = """╷
│ Error: Error acquiring the state lock
│\x20
│ Error message: ConditionalCheckFailedException: The conditional request failed
│ Lock Info:
│   ID:        9c1be0f4-7a2d-4e11-b3c5-0d8f6a2e9b17
│   Path:      acme-tf-state/prod/network.tfstate
│   Operation: OperationTypeApply
│   Who:       ci@runner-7
│   Version:   1.7.5
│   Created:   2024-06-11 09:12:44.513002 +0000 UTC
│   Info:     \x20
│\x20
│\x20
│ Terraform acquires a state lock to protect the state from being written
│ by multiple users at the same time. Please resolve the issue above and try
│ again. For most commands, you can disable locking with the "-lock=false"
│ flag, but this is not recommended.
╵
"""
session(
    "terraform",
    "fail-1",
    "Show me what would change in the prod network stack if we merge the NAT gateway PR.",
    [
        ("terraform_plan", {"dir": d}, _lock)
        for d in [
            "envs/prod/network",
            "envs/prod/network",
            "envs/prod/network",
            "envs/prod/network",
        ]
    ],
)


# --------------------------------------------------------------------------- gitlab
def gl_job(jid: int, name: str, stage: str, status: str, dur: float | None) -> dict[str, Any]:
    return {
        "id": jid,
        "status": status,
        "stage": stage,
        "name": name,
        "ref": "main",
        "tag": False,
        "coverage": None,
        "allow_failure": False,
        "created_at": "2024-06-11T08:01:12.004Z",
        "started_at": None if status in ("pending", "created") else "2024-06-11T08:01:30.118Z",
        "finished_at": None
        if status in ("pending", "running", "created")
        else "2024-06-11T08:09:02.551Z",
        "duration": dur,
        "queued_duration": 3.2,
        "user": {"username": "ci-bot"},
        "pipeline": {"id": 88213, "ref": "main", "status": "failed"},
        "web_url": f"https://gitlab.example.com/shop/api/-/jobs/{jid}",
        "runner": {"id": 42, "description": "k8s-runner-2"},
    }


_trace = """Running with gitlab-runner 16.11.0 (91a27b2a)
  on k8s-runner-2 t3_Pq8s, system ID: r_8xk2
Preparing the "kubernetes" executor
$ pip install -e '.[test]' -q
$ pytest -q --maxfail=5
........................................................................ [ 41%]
.................F.........................................F............ [ 83%]
.............................                                            [100%]
=================================== FAILURES ===================================
______________________ test_refund_rounds_to_cents[0.005] ______________________
    def test_refund_rounds_to_cents(amount):
>       assert refund(Decimal(amount)) == Decimal("0.01")
E       AssertionError: assert Decimal('0.00') == Decimal('0.01')
tests/test_refunds.py:41: AssertionError
_________________________ test_order_lookup_missing _________________________
>       assert resp.status_code == 404
E       assert 500 == 404
E        +  where 500 = <Response [500]>.status_code
----------------------------- Captured log call ------------------------------
ERROR    api.orders:orders.py:88 KeyError: 'ord_missing' not found in cache
tests/test_orders.py:77: AssertionError
=========================== short test summary info ============================
FAILED tests/test_refunds.py::test_refund_rounds_to_cents[0.005] - AssertionError
FAILED tests/test_orders.py::test_order_lookup_missing - assert 500 == 404
2 failed, 171 passed in 48.12s
Cleaning up project directory and file based variables
ERROR: Job failed: command terminated with exit code 1
"""
session(
    "gitlab",
    "ok-1",
    "Why did pipeline 88213 on main fail?",
    [
        (
            "gitlab_list_pipeline_jobs",
            {"project": "shop/api", "pipeline_id": 88213},
            j(
                [
                    gl_job(511901, "lint", "test", "success", 41.2),
                    gl_job(511902, "unit-tests", "test", "failed", 452.4),
                    gl_job(511903, "build-image", "build", "skipped", None),
                    gl_job(511904, "deploy-staging", "deploy", "skipped", None),
                ]
            ),
        ),
        ("gitlab_get_job_log", {"project": "shop/api", "job_id": 511902}, _trace),
    ],
)
session(
    "gitlab",
    "ok-2",
    "Retry the flaky integration-tests job 512377 and tell me whether it passes this time.",
    [
        (
            "gitlab_retry_job",
            {"project": "shop/api", "job_id": 512377},
            j(gl_job(512390, "integration-tests", "test", "pending", None)),
        ),
        (
            "gitlab_get_job",
            {"project": "shop/api", "job_id": 512390},
            j(gl_job(512390, "integration-tests", "test", "running", 31.5)),
        ),
        (
            "gitlab_get_job",
            {"project": "shop/api", "job_id": 512390},
            j(gl_job(512390, "integration-tests", "test", "running", 152.9)),
        ),
        (
            "gitlab_get_job",
            {"project": "shop/api", "job_id": 512390},
            j(gl_job(512390, "integration-tests", "test", "running", 274.0)),
        ),
        (
            "gitlab_get_job",
            {"project": "shop/api", "job_id": 512390},
            j(gl_job(512390, "integration-tests", "test", "success", 301.7)),
        ),
    ],
)
session(
    "gitlab",
    "fail-1",
    "Find out why last month's nightly data-export jobs failed.",
    [
        ("gitlab_get_job_log", {"project": "data/export", "job_id": jid}, "")
        for jid in [498012, 498377, 498744, 499101]
    ],
)


# --------------------------------------------------------------------------- vision
_receipts = [
    "MERCADONA S.A.\nC/ Colón 42, Valencia\nNIF A-46103834\n11/06/2024 18:42\nLECHE ENTERA 6x1L   5,34\nPAN INTEGRAL        1,25\nTOMATE PERA 1,2kg   2,39\nTOTAL (EUR)         8,98\nTARJETA ****4417",
    "FARMACIA LÓPEZ\nAv. del Puerto 118\n12/06/2024 09:15\nIBUPROFENO 600 40c  3,12\nTOTAL               3,12\nIVA 4% incl.",
    "TAXI VALENCIA Lic. 0713\n12/06/2024 23:05\nOrigen: Aeropuerto VLC\nDestino: C/ Colón\nTarifa 2  km 9,8\nTOTAL 21,40 EUR\nError de impresora: copia no válida como factura? NO - factura simplificada",
    "HOTEL NEPTUNO\nPaseo Neptuno 2\nFactura 2024-0612\n10/06-13/06/2024 3 noches\nHabitación doble   3 x 96,00\nTasa turística      3 x 1,00\nTOTAL             291,00 EUR",
]
session(
    "vision",
    "ok-1",
    "OCR the four receipts from my Valencia trip and list date, merchant and total for my expense report.",
    [
        (
            "vision_annotate",
            {
                "image": f"gs://acme-expenses/2024-06/valencia_{i + 1}.jpg",
                "features": [{"type": "DOCUMENT_TEXT_DETECTION"}],
            },
            j(
                {
                    "responses": [
                        {
                            "fullTextAnnotation": {
                                "text": t + "\n",
                                "pages": [{"width": 1200, "height": 2800, "confidence": 0.97}],
                            }
                        }
                    ]
                },
                2,
            ),
        )
        for i, t in enumerate(_receipts)
    ],
)
session(
    "vision",
    "fail-1",
    "Extract the text of the five scanned pages of the signed lease.",
    [
        (
            "vision_annotate",
            {
                "image": f"gs://acme-legal/lease_scan_p{p}.png",
                "features": [{"type": "DOCUMENT_TEXT_DETECTION"}],
            },
            j({"responses": [{}]}, 2),
        )
        for p in range(1, 6)
    ],
)


def rows() -> list[dict[str, Any]]:
    """Every call of every session, in order."""
    out = []
    for family, run_id, task, ok, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout3/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    return out


def main() -> None:
    with OUT.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
