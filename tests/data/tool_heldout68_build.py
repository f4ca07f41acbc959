# ruff: noqa: E501
"""Build tests/data/tool_heldout68.jsonl: a blind held-out fixture of 55 sessions.

Five domain groups, written as the real tools and their usual wrappers return them.
Formats were written from the public API documentation and client libraries as I know
them; no search was run for this fixture (the time box was short), so the certainty noted
below is from memory of those docs and libraries.

Flight data
- skyscanner: Flights Live Prices API v3 (``/flights/live/search/create`` then ``/poll``),
  JSON with ``sessionToken``, ``status`` RESULT_STATUS_INCOMPLETE/COMPLETE and
  ``content.results.itineraries``. Shape fairly sure, field subset trimmed.
- kiwi: Tequila ``/v2/search`` (``data`` list, ``_results``, ``currency``) and
  ``/locations/query``; a bad key answers ``{"status": "Forbidden", ...}``-like bodies.
  Search shape fairly sure; error body less sure.
- aviationstack: ``/v1/flights`` with ``pagination`` and ``data``; the quota error
  ``usage_limit_reached`` is from its documented error list. Fairly sure.
- adsbx: ADS-B Exchange v2 REST (``ac`` list, ``msg``, ``now``, ``total``, ``ctime``).
  Fairly sure; an empty ``ac`` list is how it reports an aircraft not seen.
- aviationweather: aviationweather.gov Data API ``/api/data/metar`` and ``/taf`` run
  through curl in a shell tool, raw format; an unknown station gives an empty body.
  Sure of raw METAR/TAF text; the maintenance page is a plausible HTML page.
- airlabs: AirLabs ``/api/v9/schedules`` and ``/flight``; ``{"request": ..., "response": ...}``
  envelope and ``{"error": {"message", "code"}}`` errors. Fairly sure.

Language learning
- duolingo: the unofficial ``/2017-06-30/users/<id>`` JSON and the python ``duolingo``
  package's wrappers; an expired JWT gives 401. Moderately sure (unofficial API).
- anki: AnkiConnect (``{"result": ..., "error": ...}``, actions findNotes, notesInfo,
  addNote, getNumCardsReviewedByDay, sync) through an MCP server. Sure of the envelope.
- quizlet: the retired v2 API shape as returned by a scraper tool; blocked requests return
  the Cloudflare challenge page. Moderately sure.
- memrise, lingvist, busuu: unofficial endpoints seen in community clients; shapes are
  plausible, less sure (no public docs).

Endurance training
- strava: API v3 (``/athlete/activities`` paging with ``page``/``per_page``, ``/activities/<id>``,
  streams, PUT update) and its documented 429 body. Sure.
- garmin: the python ``garminconnect`` library's returned dicts and its
  ``GarminConnectAuthenticationError`` text. Moderately sure.
- polar: AccessLink v3 transactions (POST creates ``transaction-id``, 204 when no new data,
  PUT commits). Fairly sure.
- suunto: Suunto Cloud API ``/v2/workouts`` (``payload`` list). Moderately sure.
- trainingpeaks: Partner API ``/v2/workouts/<athleteId>/<start>/<end>`` lists. Moderately sure.
- wahoo: Wahoo Cloud API ``/v1/workouts`` (``workouts``, ``total``, ``page``, ``per_page``).
  Fairly sure.

Competitive gaming stats
- lichess: ``/api/user/<name>``, ``/api/games/user`` NDJSON, ``/api/puzzle/daily``;
  429 on rate limit. Sure.
- speedrun: speedrun.com REST v1 (``data``/``pagination``), leaderboards; Cloudflare 522 page.
  Fairly sure.
- osu: osu! API v2 (``/users/<id>/osu``, ``/beatmapsets/search`` with ``cursor_string``);
  an invalid token answers ``{"authentication":"basic"}``. Sure of that error.
- bungie: Bungie.net platform envelope (``Response``, ``ErrorCode``, ``ErrorStatus``,
  ``Message``); ``SystemDisabled`` with ErrorCode 5 on maintenance. Sure.
- faceit: Data API v4 (``/players``, ``/players/<id>/history`` with ``items``, ``start``,
  ``end``). Fairly sure.
- startgg: start.gg GraphQL (``data.tournament.events``, ``sets.pageInfo``). Fairly sure.

Charity registries
- ccew: UK Charity Commission Register API (``searchCharityName``, ``charitydetails``,
  ``charityfinancialhistory``) behind Azure API Management, whose invalid-key 401 body is
  the stock APIM one. Fairly sure.
- irs: IRS Tax Exempt Organization Search results as text from a browsing tool, and the
  Pub 78 / auto-revocation listing lines. Moderately sure (web page, not an API).
- globalgiving: GlobalGiving Project API XML (``projects``/``project``). Fairly sure.
- charitynav: Charity Navigator GraphQL (``publicSearchFaceted``, ``nonProfit``). Moderately sure.
- oscr: OSCR register API JSON (charity number SC...). Moderately sure.
- acnc: ACNC register via data.gov.au CKAN ``datastore_search``. Sure of the CKAN envelope.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout68"
DEFAULT_OUT = Path(__file__).with_name("tool_heldout68.jsonl")


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, digits: int = 9) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest(), 16) % (10**digits)


def J(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


SESSIONS: list[tuple[str, str, str, list[tuple[str, dict, str]]]] = []


def S(family: str, run: str, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, run, task, calls))


# ---------------------------------------------------------------- flight data
def flights() -> None:
    tok = "CrBUBUbH" + hid("sky1", 24)
    inc = {
        "sessionToken": tok,
        "status": "RESULT_STATUS_INCOMPLETE",
        "action": "RESULT_ACTION_REPLACED",
        "content": {
            "results": {"itineraries": {}, "legs": {}},
            "stats": {"itineraries": {"total": {"count": 0}}},
            "sortingOptions": {"best": [], "cheapest": []},
        },
    }
    it1 = {
        "pricingOptions": [
            {"price": {"amount": "187450", "unit": "PRICE_UNIT_MILLI"}, "agentIds": ["tapp"]}
        ],
        "legIds": ["13554-2506140710--32090-0-10413-2506141045"],
    }
    it2 = {
        "pricingOptions": [
            {"price": {"amount": "142990", "unit": "PRICE_UNIT_MILLI"}, "agentIds": ["ryan"]}
        ],
        "legIds": ["13554-2506141930--31915-0-10413-2506142255"],
    }
    comp = {
        "sessionToken": tok,
        "status": "RESULT_STATUS_COMPLETE",
        "action": "RESULT_ACTION_REPLACED",
        "content": {
            "results": {
                "itineraries": {"13554-2506141930": it2, "13554-2506140710": it1},
                "legs": {
                    "13554-2506141930--31915-0-10413-2506142255": {
                        "originPlaceId": "13554",
                        "destinationPlaceId": "10413",
                        "departureDateTime": {"hour": 19, "minute": 30},
                        "durationInMinutes": 145,
                        "stopCount": 0,
                    },
                    "13554-2506140710--32090-0-10413-2506141045": {
                        "originPlaceId": "13554",
                        "destinationPlaceId": "10413",
                        "departureDateTime": {"hour": 7, "minute": 10},
                        "durationInMinutes": 155,
                        "stopCount": 0,
                    },
                },
            },
            "stats": {"itineraries": {"total": {"count": 2, "minPrice": {"amount": "142990"}}}},
            "sortingOptions": {"cheapest": [{"itineraryId": "13554-2506141930", "score": 1}]},
        },
    }
    S(
        "skyscanner",
        "ok-1",
        "Find the cheapest direct flight London to Lisbon on 14 June 2025 for one adult.",
        [
            (
                "skyscanner_create_search",
                {
                    "market": "UK",
                    "locale": "en-GB",
                    "currency": "GBP",
                    "origin": "LOND",
                    "destination": "LIS",
                    "date": "2025-06-14",
                    "adults": 1,
                    "stops": 0,
                },
                J(inc),
            ),
            ("skyscanner_poll_search", {"sessionToken": tok}, J(inc)),
            (
                "skyscanner_poll_search",
                {"sessionToken": tok},
                J({**inc, "action": "RESULT_ACTION_NOT_MODIFIED"}),
            ),
            ("skyscanner_poll_search", {"sessionToken": tok}, J(comp)),
            (
                "skyscanner_autosuggest",
                {"query": "Lisbon", "locale": "en-GB"},
                J(
                    {
                        "places": [
                            {
                                "entityId": "95565055",
                                "iataCode": "LIS",
                                "name": "Lisbon Humberto Delgado",
                                "type": "PLACE_TYPE_AIRPORT",
                                "cityName": "Lisbon",
                                "countryName": "Portugal",
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    S(
        "skyscanner",
        "ok-2",
        "Is there any nonstop from Edinburgh to Reykjavik on 3 Feb 2025? If not, cheapest with one stop.",
        [
            (
                "skyscanner_create_search",
                {"origin": "EDI", "destination": "KEF", "date": "2025-02-03", "stops": 0},
                J(
                    {
                        "sessionToken": "CrBUBUbH" + hid("sky2", 24),
                        "status": "RESULT_STATUS_COMPLETE",
                        "action": "RESULT_ACTION_REPLACED",
                        "content": {
                            "results": {"itineraries": {}, "legs": {}},
                            "stats": {"itineraries": {"total": {"count": 0}}},
                        },
                    }
                ),
            ),
            (
                "skyscanner_create_search",
                {"origin": "EDI", "destination": "KEF", "date": "2025-02-03", "stops": 1},
                J(
                    {
                        "sessionToken": "CrBUBUbH" + hid("sky3", 24),
                        "status": "RESULT_STATUS_INCOMPLETE",
                        "action": "RESULT_ACTION_REPLACED",
                        "content": {"results": {"itineraries": {}}},
                    }
                ),
            ),
            (
                "skyscanner_poll_search",
                {"sessionToken": "CrBUBUbH" + hid("sky3", 24)},
                J(
                    {
                        "sessionToken": "CrBUBUbH" + hid("sky3", 24),
                        "status": "RESULT_STATUS_COMPLETE",
                        "action": "RESULT_ACTION_REPLACED",
                        "content": {
                            "results": {
                                "itineraries": {
                                    "11235-2502030640": {
                                        "pricingOptions": [
                                            {
                                                "price": {
                                                    "amount": "211300",
                                                    "unit": "PRICE_UNIT_MILLI",
                                                },
                                                "agentIds": ["icel"],
                                            }
                                        ],
                                        "legIds": ["11235-2502030640--32573-1-12095-2502031420"],
                                    }
                                }
                            },
                            "stats": {"itineraries": {"total": {"count": 1}}},
                        },
                    }
                ),
            ),
            (
                "skyscanner_itinerary_refresh",
                {"itineraryId": "11235-2502030640"},
                J({"status": "RESULT_STATUS_COMPLETE", "action": "RESULT_ACTION_OMITTED"}),
            ),
        ],
    )

    S(
        "kiwi",
        "ok-1",
        "Cheapest one-way Berlin to anywhere in Italy next weekend, under 80 EUR.",
        [
            (
                "tequila_locations_query",
                {"term": "Berlin", "location_types": "city"},
                J(
                    {
                        "locations": [
                            {
                                "id": "berlin_de",
                                "code": "BER",
                                "name": "Berlin",
                                "type": "city",
                                "country": {"code": "DE"},
                            }
                        ],
                        "meta": {"locale": {"code": "en-US"}},
                        "last_refresh": 1717400000,
                        "results_retrieved": 1,
                    }
                ),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "city:BER",
                    "fly_to": "IT",
                    "date_from": "13/06/2025",
                    "date_to": "15/06/2025",
                    "price_to": 80,
                    "curr": "EUR",
                    "limit": 3,
                },
                J(
                    {
                        "search_id": hid("kiwi1", 8) + "-" + hid("kiwi1b", 4),
                        "currency": "EUR",
                        "fx_rate": 1,
                        "data": [
                            {
                                "id": "0d2a" + hid("k1", 12),
                                "flyFrom": "BER",
                                "flyTo": "BGY",
                                "cityFrom": "Berlin",
                                "cityTo": "Bergamo",
                                "price": 39,
                                "local_departure": "2025-06-13T06:05:00.000Z",
                                "airlines": ["FR"],
                                "route": [{"flight_no": 1187, "airline": "FR"}],
                            },
                            {
                                "id": "0d2a" + hid("k2", 12),
                                "flyFrom": "BER",
                                "flyTo": "NAP",
                                "cityFrom": "Berlin",
                                "cityTo": "Naples",
                                "price": 54,
                                "local_departure": "2025-06-14T10:40:00.000Z",
                                "airlines": ["U2"],
                                "route": [{"flight_no": 4521, "airline": "U2"}],
                            },
                            {
                                "id": "0d2a" + hid("k3", 12),
                                "flyFrom": "BER",
                                "flyTo": "FCO",
                                "cityFrom": "Berlin",
                                "cityTo": "Rome",
                                "price": 71,
                                "local_departure": "2025-06-15T17:15:00.000Z",
                                "airlines": ["U2"],
                                "route": [{"flight_no": 4563, "airline": "U2"}],
                            },
                        ],
                        "_results": 41,
                    }
                ),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "city:BER",
                    "fly_to": "IT",
                    "date_from": "13/06/2025",
                    "date_to": "15/06/2025",
                    "price_to": 80,
                    "curr": "EUR",
                    "limit": 3,
                    "sort": "price",
                    "offset": 3,
                },
                J(
                    {
                        "search_id": hid("kiwi2", 8),
                        "currency": "EUR",
                        "fx_rate": 1,
                        "data": [
                            {
                                "id": "0d2a" + hid("k4", 12),
                                "flyFrom": "BER",
                                "flyTo": "PSA",
                                "cityFrom": "Berlin",
                                "cityTo": "Pisa",
                                "price": 44,
                                "local_departure": "2025-06-13T14:20:00.000Z",
                                "airlines": ["FR"],
                            }
                        ],
                        "_results": 41,
                    }
                ),
            ),
            (
                "tequila_check_flights",
                {"booking_token": "Gx" + hid("bt", 20), "bnum": 0, "adults": 1},
                J(
                    {
                        "flights_checked": True,
                        "flights_invalid": False,
                        "price_change": False,
                        "total": 39,
                        "currency": "EUR",
                    }
                ),
            ),
        ],
    )
    S(
        "kiwi",
        "fail-1",
        "Find return flights Vienna to Barcelona in July under 150 EUR.",
        [
            (
                "tequila_search",
                {
                    "fly_from": "VIE",
                    "fly_to": "BCN",
                    "date_from": "01/07/2025",
                    "date_to": "31/07/2025",
                    "return_from": "05/07/2025",
                    "price_to": 150,
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "VIE",
                    "fly_to": "BCN",
                    "date_from": "01/07/2025",
                    "date_to": "15/07/2025",
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_locations_query",
                {"term": "Barcelona"},
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "city:VIE",
                    "fly_to": "city:BCN",
                    "date_from": "10/07/2025",
                    "date_to": "20/07/2025",
                    "curr": "EUR",
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "BTS",
                    "fly_to": "BCN",
                    "date_from": "01/07/2025",
                    "date_to": "31/07/2025",
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "VIE",
                    "fly_to": "GRO",
                    "date_from": "01/07/2025",
                    "date_to": "31/07/2025",
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
            (
                "tequila_search",
                {
                    "fly_from": "VIE",
                    "fly_to": "BCN",
                    "date_from": "01/07/2025",
                    "date_to": "31/07/2025",
                    "max_stopovers": 0,
                },
                J({"status": "Forbidden", "message": "Invalid API key: apikey expired or revoked"}),
            ),
        ],
    )

    S(
        "aviationstack",
        "ok-1",
        "What's the status of BA 117 today and which gate?",
        [
            (
                "aviationstack_flights",
                {"flight_iata": "BA117", "flight_date": "2025-05-20"},
                J(
                    {
                        "pagination": {"limit": 100, "offset": 0, "count": 1, "total": 1},
                        "data": [
                            {
                                "flight_date": "2025-05-20",
                                "flight_status": "scheduled",
                                "departure": {
                                    "airport": "Heathrow",
                                    "timezone": "Europe/London",
                                    "iata": "LHR",
                                    "icao": "EGLL",
                                    "terminal": "5",
                                    "gate": None,
                                    "delay": None,
                                    "scheduled": "2025-05-20T11:20:00+00:00",
                                    "estimated": "2025-05-20T11:20:00+00:00",
                                    "actual": None,
                                },
                                "arrival": {
                                    "airport": "John F Kennedy International",
                                    "iata": "JFK",
                                    "terminal": "8",
                                    "gate": None,
                                    "scheduled": "2025-05-20T14:05:00+00:00",
                                },
                                "airline": {"name": "British Airways", "iata": "BA", "icao": "BAW"},
                                "flight": {
                                    "number": "117",
                                    "iata": "BA117",
                                    "icao": "BAW117",
                                    "codeshared": None,
                                },
                                "aircraft": None,
                                "live": None,
                            }
                        ],
                    }
                ),
            ),
            (
                "aviationstack_flights",
                {"flight_iata": "BA117", "flight_date": "2025-05-20"},
                J(
                    {
                        "pagination": {"limit": 100, "offset": 0, "count": 1, "total": 1},
                        "data": [
                            {
                                "flight_date": "2025-05-20",
                                "flight_status": "active",
                                "departure": {
                                    "airport": "Heathrow",
                                    "iata": "LHR",
                                    "terminal": "5",
                                    "gate": "B42",
                                    "delay": 18,
                                    "scheduled": "2025-05-20T11:20:00+00:00",
                                    "actual": "2025-05-20T11:38:00+00:00",
                                },
                                "arrival": {
                                    "airport": "John F Kennedy International",
                                    "iata": "JFK",
                                    "terminal": "8",
                                    "gate": "12",
                                    "estimated": "2025-05-20T14:21:00+00:00",
                                },
                                "airline": {"name": "British Airways", "iata": "BA"},
                                "flight": {"number": "117", "iata": "BA117"},
                                "aircraft": {
                                    "registration": "G-XWBA",
                                    "iata": "A35K",
                                    "icao24": "4075C1",
                                },
                                "live": None,
                            }
                        ],
                    }
                ),
            ),
            (
                "aviationstack_airports",
                {"search": "JFK"},
                J(
                    {
                        "pagination": {"limit": 100, "offset": 0, "count": 1, "total": 1},
                        "data": [
                            {
                                "airport_name": "John F Kennedy International",
                                "iata_code": "JFK",
                                "icao_code": "KJFK",
                                "latitude": "40.642334",
                                "longitude": "-73.78817",
                                "timezone": "America/New_York",
                                "gmt": "-5",
                                "country_name": "United States",
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    quota = J(
        {
            "error": {
                "code": "usage_limit_reached",
                "message": "Your monthly usage limit has been reached. Please upgrade your Subscription Plan.",
            }
        }
    )
    S(
        "aviationstack",
        "fail-1",
        "List all Lufthansa departures from Munich this afternoon that are delayed.",
        [
            (
                "aviationstack_flights",
                {"dep_iata": "MUC", "airline_iata": "LH", "flight_status": "active"},
                quota,
            ),
            ("aviationstack_flights", {"dep_iata": "MUC", "airline_iata": "LH"}, quota),
            (
                "aviationstack_flights",
                {"dep_icao": "EDDM", "airline_icao": "DLH", "limit": 50},
                quota,
            ),
            (
                "aviationstack_flights",
                {"dep_iata": "MUC", "airline_iata": "LH", "offset": 100},
                quota,
            ),
            ("aviationstack_timetable", {"iataCode": "MUC", "type": "departure"}, quota),
            ("aviationstack_flights", {"dep_iata": "MUC", "flight_status": "scheduled"}, quota),
            ("aviationstack_flights", {"flight_iata": "LH2010"}, quota),
        ],
    )

    S(
        "adsbx",
        "ok-1",
        "Is the aircraft with hex 3c6752 flying right now? Also check N628TS.",
        [
            (
                "adsbx_aircraft_by_hex",
                {"hex": "3c6752"},
                J(
                    {
                        "ac": [],
                        "msg": "No error",
                        "now": 1716213045112,
                        "total": 0,
                        "ctime": 1716213045202,
                        "ptime": 0,
                    }
                ),
            ),
            (
                "adsbx_aircraft_by_registration",
                {"reg": "N628TS"},
                J(
                    {
                        "ac": [
                            {
                                "hex": "a835af",
                                "type": "adsb_icao",
                                "flight": "N628TS  ",
                                "r": "N628TS",
                                "t": "GLF6",
                                "alt_baro": 41000,
                                "gs": 478.3,
                                "track": 87.1,
                                "squawk": "3521",
                                "lat": 38.912,
                                "lon": -97.442,
                                "seen": 0.4,
                                "rssi": -21.3,
                            }
                        ],
                        "msg": "No error",
                        "now": 1716213051220,
                        "total": 1,
                        "ctime": 1716213051300,
                        "ptime": 2,
                    }
                ),
            ),
            (
                "adsbx_aircraft_by_hex",
                {"hex": "a835af"},
                J(
                    {
                        "ac": [
                            {
                                "hex": "a835af",
                                "flight": "N628TS  ",
                                "r": "N628TS",
                                "t": "GLF6",
                                "alt_baro": 41000,
                                "gs": 481.0,
                                "track": 86.9,
                                "lat": 38.921,
                                "lon": -97.318,
                                "nav_altitude_mcp": 41008,
                                "seen": 0.1,
                            }
                        ],
                        "msg": "No error",
                        "now": 1716213071020,
                        "total": 1,
                        "ctime": 1716213071110,
                        "ptime": 1,
                    }
                ),
            ),
            (
                "adsbx_aircraft_by_callsign",
                {"callsign": "DLH9AK"},
                J(
                    {
                        "ac": [],
                        "msg": "No error",
                        "now": 1716213080415,
                        "total": 0,
                        "ctime": 1716213080500,
                        "ptime": 0,
                    }
                ),
            ),
        ],
    )
    stale = J(
        {
            "ac": [
                {
                    "hex": "4ca7b5",
                    "flight": "RYR44FP ",
                    "r": "EI-EBX",
                    "t": "B738",
                    "alt_baro": 37000,
                    "gs": 442.1,
                    "lat": 51.203,
                    "lon": -2.114,
                    "seen": 0.2,
                },
                {
                    "hex": "406a93",
                    "flight": "EZY67QP ",
                    "r": "G-EZTH",
                    "t": "A320",
                    "alt_baro": 11975,
                    "gs": 301.0,
                    "lat": 51.411,
                    "lon": -0.617,
                    "seen": 1.1,
                },
            ],
            "msg": "No error",
            "now": 1716200000000,
            "total": 2,
            "ctime": 1716200000100,
            "ptime": 3,
        }
    )
    S(
        "adsbx",
        "fail-1",
        "Track military aircraft currently near Ramstein and anything squawking 7700 over Europe.",
        [
            ("adsbx_aircraft_in_radius", {"lat": 49.437, "lon": 7.600, "dist": 50}, stale),
            ("adsbx_aircraft_by_squawk", {"squawk": "7700"}, stale),
            ("adsbx_aircraft_military", {}, stale),
            ("adsbx_aircraft_in_radius", {"lat": 49.437, "lon": 7.600, "dist": 100}, stale),
            ("adsbx_aircraft_by_hex", {"hex": "ae1460"}, stale),
            ("adsbx_aircraft_by_callsign", {"callsign": "RCH871"}, stale),
            ("adsbx_aircraft_in_radius", {"lat": 50.05, "lon": 8.57, "dist": 25}, stale),
        ],
    )

    S(
        "aviationweather",
        "ok-1",
        "Give me the current METAR and TAF for KSFO and KOAK, and whether KHAF has a TAF.",
        [
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/metar?ids=KSFO,KOAK&format=raw'"
                },
                "KSFO 201756Z 29014KT 10SM FEW012 SCT200 17/11 A2998 RMK AO2 SLP152 T01720111 10172 20122 51012\nKOAK 201753Z 28011KT 10SM FEW010 16/11 A2998 RMK AO2 SLP151 T01610111 10161 20117 51011\n",
            ),
            (
                "run_shell",
                {"cmd": "curl -s 'https://aviationweather.gov/api/data/taf?ids=KSFO&format=raw'"},
                "TAF KSFO 201720Z 2018/2124 29012G20KT P6SM FEW012\n     FM210300 28008KT P6SM SCT010\n     FM211600 29012KT P6SM FEW015\n",
            ),
            (
                "run_shell",
                {"cmd": "curl -s 'https://aviationweather.gov/api/data/taf?ids=KOAK&format=raw'"},
                "TAF KOAK 201720Z 2018/2118 28012KT P6SM FEW010\n     FM210200 27007KT P6SM BKN009\n     FM211700 28010KT P6SM FEW012\n",
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s -w '\\nHTTP %{http_code}\\n' 'https://aviationweather.gov/api/data/taf?ids=KHAF&format=raw'"
                },
                "\nHTTP 204\n",
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/metar?ids=KHAF&format=raw&hours=2'"
                },
                "KHAF 201755Z AUTO 30009KT 10SM CLR 15/10 A2999 RMK AO2\nKHAF 201655Z AUTO 29007KT 10SM CLR 14/10 A2999 RMK AO2\n",
            ),
        ],
    )
    maint = '<!DOCTYPE html>\n<html lang="en"><head><title>AviationWeather.gov - Scheduled Maintenance</title></head>\n<body><div class="banner">NOAA / NWS Aviation Weather Center</div>\n<h1>Site Maintenance</h1><p>AviationWeather.gov is undergoing scheduled maintenance. Data services will return shortly. For urgent weather briefings contact 1-800-WX-BRIEF.</p></body></html>\n'
    S(
        "aviationweather",
        "fail-1",
        "Check IFR conditions along my route KDEN to KSLC: METARs for KDEN, KCAG, KRKS, KSLC and the PIREPs.",
        [
            (
                "run_shell",
                {"cmd": "curl -s 'https://aviationweather.gov/api/data/metar?ids=KDEN&format=raw'"},
                maint,
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/metar?ids=KDEN,KCAG,KRKS,KSLC&format=raw'"
                },
                maint,
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/metar?ids=KSLC&format=json'"
                },
                maint,
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/pirep?id=KDEN&distance=200&format=raw'"
                },
                maint,
            ),
            (
                "run_shell",
                {"cmd": "curl -s 'https://aviationweather.gov/api/data/taf?ids=KSLC&format=raw'"},
                maint,
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -s 'https://aviationweather.gov/api/data/airsigmet?format=raw&hazard=ifr'"
                },
                maint,
            ),
            (
                "run_shell",
                {
                    "cmd": "curl -sL 'https://aviationweather.gov/api/data/metar?ids=KRKS&format=raw'"
                },
                maint,
            ),
        ],
    )

    S(
        "airlabs",
        "ok-1",
        "Which flights depart Dublin for Boston tomorrow morning, and what aircraft is EI137 using?",
        [
            (
                "airlabs_schedules",
                {"dep_iata": "DUB", "arr_iata": "BOS"},
                J(
                    {
                        "request": {
                            "lang": "en",
                            "currency": "USD",
                            "time": 12,
                            "id": hid("al1", 10),
                            "server": "c",
                            "host": "airlabs.co",
                            "pid": 2716611,
                            "key": {
                                "id": 49210,
                                "api_key": "***",
                                "type": "free",
                                "expired": "2025-09-01T00:00:00.000Z",
                                "registered": "2024-09-01T10:11:42.000Z",
                                "limits_by_hour": 2500,
                                "limits_by_minute": 250,
                                "limits_by_month": 1000,
                                "limits_total": 731,
                            },
                            "params": {"dep_iata": "DUB", "arr_iata": "BOS", "lang": "en"},
                            "version": 9,
                            "method": "schedules",
                            "client": {},
                        },
                        "response": [
                            {
                                "airline_iata": "EI",
                                "flight_iata": "EI137",
                                "flight_number": "137",
                                "dep_iata": "DUB",
                                "dep_time": "2025-05-21 10:50",
                                "arr_iata": "BOS",
                                "arr_time": "2025-05-21 13:05",
                                "status": "scheduled",
                                "duration": 435,
                            },
                            {
                                "airline_iata": "AA",
                                "flight_iata": "AA109",
                                "dep_iata": "DUB",
                                "dep_time": "2025-05-21 12:55",
                                "arr_iata": "BOS",
                                "arr_time": "2025-05-21 15:10",
                                "status": "scheduled",
                                "duration": 435,
                            },
                        ],
                        "terms": "Unauthorized access is prohibited and punishable by law. \nReselling data 'As Is' without AirLabs.Co permission is strictly prohibited. \nFull terms on https://airlabs.co/. \nContact us info@airlabs.co",
                    }
                ),
            ),
            (
                "airlabs_flight",
                {"flight_iata": "EI137"},
                J(
                    {
                        "request": {"method": "flight", "version": 9},
                        "response": {
                            "hex": "4CA9C3",
                            "reg_number": "EI-LRB",
                            "aircraft_icao": "A321",
                            "flag": "IE",
                            "flight_iata": "EI137",
                            "dep_iata": "DUB",
                            "arr_iata": "BOS",
                            "status": "scheduled",
                            "model": "Airbus A321neo",
                            "manufacturer": "AIRBUS",
                            "built": 2021,
                            "engine": "jet",
                            "engine_count": "2",
                        },
                    }
                ),
            ),
            (
                "airlabs_fleets",
                {"reg_number": "EI-LRB"},
                J(
                    {
                        "request": {"method": "fleets"},
                        "response": [
                            {
                                "hex": "4CA9C3",
                                "reg_number": "EI-LRB",
                                "flag": "IE",
                                "airline_iata": "EI",
                                "icao": "A21N",
                                "msn": "10421",
                                "type": "airplane",
                                "built": 2021,
                                "delivered": "2021-06-12",
                            }
                        ],
                    }
                ),
            ),
            (
                "airlabs_airports",
                {"iata_code": "BOS"},
                J(
                    {
                        "request": {"method": "airports"},
                        "response": [
                            {
                                "name": "Boston Logan International Airport",
                                "iata_code": "BOS",
                                "icao_code": "KBOS",
                                "lat": 42.3643,
                                "lng": -71.005181,
                                "country_code": "US",
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    unk = J(
        {
            "error": {"message": "Unknown api_key", "code": "unknown_api_key"},
            "terms": "Unauthorized access is prohibited and punishable by law. \nReselling data 'As Is' without AirLabs.Co permission is strictly prohibited. \nFull terms on https://airlabs.co/. \nContact us info@airlabs.co",
        }
    )
    S(
        "airlabs",
        "fail-1",
        "How many Wizz Air flights are airborne over Poland right now and where are they going?",
        [
            ("airlabs_flights", {"airline_iata": "W6"}, unk),
            ("airlabs_flights", {"airline_icao": "WZZ", "flag": "PL"}, unk),
            ("airlabs_flights", {"bbox": "49.0,14.1,54.8,24.1", "airline_iata": "W6"}, unk),
            ("airlabs_airlines", {"iata_code": "W6"}, unk),
            ("airlabs_schedules", {"dep_iata": "WAW", "airline_iata": "W6"}, unk),
            ("airlabs_schedules", {"dep_iata": "KTW", "airline_iata": "W6"}, unk),
            ("airlabs_flights", {"dep_iata": "GDN"}, unk),
        ],
    )


# ---------------------------------------------------------------- language learning
def language() -> None:
    S(
        "duolingo",
        "ok-1",
        "How long is my Duolingo streak, which courses am I on, and did I reach my XP goal yesterday?",
        [
            (
                "duolingo_get_user",
                {"username": "marta.kowal"},
                J(
                    {
                        "id": 482113907,
                        "username": "marta.kowal",
                        "streak": 214,
                        "totalXp": 58412,
                        "xpGoal": 50,
                        "currentCourseId": "DUOLINGO_ES_EN",
                        "courses": [
                            {
                                "id": "DUOLINGO_ES_EN",
                                "title": "Spanish",
                                "xp": 41020,
                                "crowns": 187,
                            },
                            {
                                "id": "DUOLINGO_PT_EN",
                                "title": "Portuguese",
                                "xp": 17392,
                                "crowns": 64,
                            },
                        ],
                        "hasPlus": False,
                        "timezone": "Europe/Warsaw",
                    }
                ),
            ),
            (
                "duolingo_get_xp_summaries",
                {"user_id": 482113907, "startDate": "2025-05-18", "endDate": "2025-05-19"},
                J(
                    {
                        "summaries": [
                            {
                                "date": 1747612800,
                                "gainedXp": 34,
                                "frozen": False,
                                "streakExtended": True,
                                "numSessions": 2,
                                "totalSessionTime": 611,
                            },
                            {
                                "date": 1747526400,
                                "gainedXp": 72,
                                "frozen": False,
                                "streakExtended": True,
                                "numSessions": 4,
                                "totalSessionTime": 1190,
                            },
                        ]
                    }
                ),
            ),
            (
                "duolingo_get_leaderboard",
                {"user_id": 482113907},
                J(
                    {
                        "active": {
                            "cohort": {
                                "cohort_id": hid("cohort"),
                                "rankings": [
                                    {"user_id": 501122, "display_name": "Kenji", "score": 1210},
                                    {
                                        "user_id": 482113907,
                                        "display_name": "marta.kowal",
                                        "score": 488,
                                    },
                                ],
                            },
                            "tier": 6,
                        },
                        "num_sessions_remaining_to_unlock": 0,
                    }
                ),
            ),
            (
                "duolingo_get_known_words",
                {"language": "pt"},
                J(
                    [
                        "obrigado",
                        "saudade",
                        "cachorro",
                        "leite",
                        "janela",
                        "ontem",
                        "amanhã",
                        "cozinha",
                    ]
                ),
            ),
        ],
    )
    exp = J({"error": "UNAUTHORIZED", "message": "JWT token has expired", "status": 401})
    S(
        "duolingo",
        "fail-1",
        "Pull my last 30 days of Duolingo XP and list the French words I keep getting wrong.",
        [
            ("duolingo_get_user", {"username": "tomasz_fr"}, exp),
            (
                "duolingo_get_xp_summaries",
                {"user_id": 77120431, "startDate": "2025-04-20", "endDate": "2025-05-20"},
                exp,
            ),
            ("duolingo_get_known_words", {"language": "fr"}, exp),
            ("duolingo_get_vocabulary", {"language": "fr"}, exp),
            ("duolingo_get_user", {"user_id": 77120431}, exp),
            (
                "duolingo_get_xp_summaries",
                {"user_id": 77120431, "startDate": "2025-05-13", "endDate": "2025-05-20"},
                exp,
            ),
            ("duolingo_get_practice_mistakes", {"language": "fr"}, exp),
        ],
    )

    S(
        "anki",
        "ok-1",
        "Add the Japanese words 猫 (cat) and 犬 (dog) to my 'JP Core' deck unless they're already there, then sync.",
        [
            (
                "anki_find_notes",
                {"query": 'deck:"JP Core" Front:猫'},
                J({"result": [], "error": None}),
            ),
            (
                "anki_find_notes",
                {"query": 'deck:"JP Core" Front:犬'},
                J({"result": [1683022140211], "error": None}),
            ),
            (
                "anki_notes_info",
                {"notes": [1683022140211]},
                J(
                    {
                        "result": [
                            {
                                "noteId": 1683022140211,
                                "modelName": "Basic",
                                "tags": ["jlpt-n5"],
                                "fields": {
                                    "Front": {"value": "犬", "order": 0},
                                    "Back": {"value": "dog (いぬ)", "order": 1},
                                },
                                "cards": [1683022140212],
                            }
                        ],
                        "error": None,
                    }
                ),
            ),
            (
                "anki_add_note",
                {
                    "deckName": "JP Core",
                    "modelName": "Basic",
                    "fields": {"Front": "猫", "Back": "cat (ねこ)"},
                    "tags": ["jlpt-n5"],
                },
                J({"result": 1747750012933, "error": None}),
            ),
            ("anki_sync", {}, J({"result": None, "error": None})),
        ],
    )
    S(
        "anki",
        "ok-2",
        "How many cards did I review each day this week, and which of my decks has the most due cards?",
        [
            (
                "anki_get_num_cards_reviewed_by_day",
                {},
                J(
                    {
                        "result": [
                            ["2025-05-20", 112],
                            ["2025-05-19", 87],
                            ["2025-05-18", 0],
                            ["2025-05-17", 143],
                            ["2025-05-16", 95],
                            ["2025-05-15", 60],
                            ["2025-05-14", 101],
                        ],
                        "error": None,
                    }
                ),
            ),
            (
                "anki_deck_names",
                {},
                J(
                    {
                        "result": [
                            "Default",
                            "JP Core",
                            "JP Kanji",
                            "Medical::Pharmacology",
                            "Medical::Anatomy",
                        ],
                        "error": None,
                    }
                ),
            ),
            (
                "anki_get_deck_stats",
                {"decks": ["JP Core", "JP Kanji", "Medical::Pharmacology", "Medical::Anatomy"]},
                J(
                    {
                        "result": {
                            "1651234000111": {
                                "deck_id": 1651234000111,
                                "name": "JP Core",
                                "new_count": 20,
                                "learn_count": 3,
                                "review_count": 41,
                                "total_in_deck": 2010,
                            },
                            "1651234000222": {
                                "deck_id": 1651234000222,
                                "name": "JP Kanji",
                                "new_count": 10,
                                "learn_count": 0,
                                "review_count": 17,
                                "total_in_deck": 880,
                            },
                            "1688800000333": {
                                "deck_id": 1688800000333,
                                "name": "Pharmacology",
                                "new_count": 0,
                                "learn_count": 5,
                                "review_count": 236,
                                "total_in_deck": 1422,
                            },
                            "1688800000444": {
                                "deck_id": 1688800000444,
                                "name": "Anatomy",
                                "new_count": 0,
                                "learn_count": 0,
                                "review_count": 0,
                                "total_in_deck": 905,
                            },
                        },
                        "error": None,
                    }
                ),
            ),
            (
                "anki_find_cards",
                {"query": "deck:Medical::Pharmacology is:due prop:ivl>=21"},
                J({"result": [1690011223344, 1690011223381, 1690011224002], "error": None}),
            ),
            (
                "anki_cards_info",
                {"cards": [1690011223344]},
                J(
                    {
                        "result": [
                            {
                                "cardId": 1690011223344,
                                "fields": {
                                    "Front": {"value": "Mechanism of warfarin"},
                                    "Back": {"value": "Vitamin K epoxide reductase inhibitor"},
                                },
                                "deckName": "Medical::Pharmacology",
                                "interval": 34,
                                "due": 1412,
                                "reps": 9,
                                "lapses": 1,
                                "factor": 2350,
                            }
                        ],
                        "error": None,
                    }
                ),
            ),
        ],
    )
    refused = "Error: request to http://127.0.0.1:8765 failed, reason: connect ECONNREFUSED 127.0.0.1:8765"
    S(
        "anki",
        "fail-1",
        "Tag every card in my Spanish deck that I've lapsed more than 3 times with 'leech-es' and tell me how many.",
        [
            ("anki_find_cards", {"query": "deck:Spanish prop:lapses>3"}, refused),
            ("anki_find_cards", {"query": "deck:Spanish* prop:lapses>3"}, refused),
            ("anki_deck_names", {}, refused),
            ("anki_find_notes", {"query": "deck:Spanish tag:leech"}, refused),
            ("anki_version", {}, refused),
            ("anki_find_cards", {"query": '"deck:Spanish Vocab" prop:lapses>=4'}, refused),
            ("anki_add_tags", {"notes": [], "tags": "leech-es"}, refused),
        ],
    )

    S(
        "quizlet",
        "ok-1",
        "Find a Quizlet set for AP Biology cell respiration and list its terms.",
        [
            (
                "quizlet_search_sets",
                {"q": "AP Biology cellular respiration", "per_page": 3},
                J(
                    {
                        "total_results": 1240,
                        "page": 1,
                        "total_pages": 414,
                        "sets": [
                            {
                                "id": 518273611,
                                "title": "AP Bio Unit 3 Cellular Respiration",
                                "created_by": "mrs_okafor",
                                "term_count": 32,
                                "lang_terms": "en",
                                "lang_definitions": "en",
                            },
                            {
                                "id": 402918114,
                                "title": "Cell Resp + Photosynthesis",
                                "created_by": "jdiaz09",
                                "term_count": 58,
                            },
                            {
                                "id": 611020030,
                                "title": "Respiration vocab",
                                "created_by": "bioguy",
                                "term_count": 15,
                            },
                        ],
                    }
                ),
            ),
            (
                "quizlet_get_set_terms",
                {"set_id": 518273611, "page": 1},
                J(
                    {
                        "terms": [
                            {
                                "id": 1,
                                "term": "Glycolysis",
                                "definition": "Splitting of glucose into two pyruvate in the cytoplasm; net 2 ATP, 2 NADH",
                            },
                            {
                                "id": 2,
                                "term": "Krebs cycle",
                                "definition": "Oxidizes acetyl-CoA in the mitochondrial matrix producing NADH, FADH2, CO2",
                            },
                            {
                                "id": 3,
                                "term": "Chemiosmosis",
                                "definition": "ATP synthase uses the H+ gradient across the inner membrane",
                            },
                        ],
                        "page": 1,
                        "total_pages": 11,
                    }
                ),
            ),
            (
                "quizlet_get_set_terms",
                {"set_id": 518273611, "page": 2},
                J(
                    {
                        "terms": [
                            {
                                "id": 4,
                                "term": "Oxidative phosphorylation",
                                "definition": "ETC + chemiosmosis; ~26-28 ATP",
                            },
                            {
                                "id": 5,
                                "term": "Fermentation",
                                "definition": "Regenerates NAD+ without oxygen",
                            },
                            {
                                "id": 6,
                                "term": "Pyruvate oxidation",
                                "definition": "Pyruvate -> acetyl-CoA, releases CO2",
                            },
                        ],
                        "page": 2,
                        "total_pages": 11,
                    }
                ),
            ),
            (
                "quizlet_create_folder",
                {"name": "AP Bio review", "set_ids": [518273611]},
                J({"id": 88123004, "name": "AP Bio review", "set_count": 1}),
            ),
        ],
    )
    cf = '<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title><meta http-equiv="refresh" content="390"></head><body><div class="main-wrapper" role="main"><div class="main-content"><h1 class="zone-name-title h1">quizlet.com</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2><noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript></div></div><div class="footer">Ray ID: <code>8c4f1a2b9e7d3f10</code> Performance &amp; security by Cloudflare</div></body></html>'
    S(
        "quizlet",
        "fail-1",
        "Get me three good German A1 vocabulary sets on Quizlet with at least 50 terms.",
        [
            ("quizlet_search_sets", {"q": "German A1 vocabulary"}, cf),
            ("quizlet_search_sets", {"q": "Deutsch A1 Wortschatz"}, cf),
            ("quizlet_search_sets", {"q": "German A1 Goethe"}, cf),
            ("quizlet_get_set_terms", {"set_id": 290114852}, cf),
            ("quizlet_search_sets", {"q": "Netzwerk A1 Kapitel 1"}, cf),
            ("quizlet_search_sets", {"q": "German beginner vocab 100 words"}, cf),
        ],
    )

    S(
        "memrise",
        "ok-1",
        "What did I learn on Memrise this week in my Korean course, and how many words are left in level 4?",
        [
            (
                "memrise_get_courses",
                {},
                J(
                    {
                        "courses": [
                            {
                                "id": 2148530,
                                "name": "Korean 1",
                                "num_things": 412,
                                "learned": 238,
                                "review": 19,
                                "ignored": 0,
                                "percent_complete": 57,
                                "source": {"language_code": "en"},
                                "target": {"language_code": "ko"},
                            }
                        ]
                    }
                ),
            ),
            (
                "memrise_get_course_levels",
                {"course_id": 2148530},
                J(
                    {
                        "levels": [
                            {
                                "index": 3,
                                "title": "Food and drink",
                                "num_things": 24,
                                "learned": 24,
                            },
                            {
                                "index": 4,
                                "title": "Getting around",
                                "num_things": 26,
                                "learned": 11,
                            },
                            {"index": 5, "title": "Family", "num_things": 22, "learned": 0},
                        ]
                    }
                ),
            ),
            (
                "memrise_get_learning_history",
                {"course_id": 2148530, "since": "2025-05-14"},
                J(
                    {
                        "sessions": [
                            {
                                "date": "2025-05-15",
                                "type": "learn",
                                "items": ["버스", "지하철", "역"],
                            },
                            {
                                "date": "2025-05-17",
                                "type": "review",
                                "items": ["물", "밥", "커피", "맥주"],
                            },
                            {"date": "2025-05-19", "type": "learn", "items": ["왼쪽", "오른쪽"]},
                        ]
                    }
                ),
            ),
            (
                "memrise_get_level_items",
                {"course_id": 2148530, "level": 4, "status": "not_learned"},
                J(
                    {
                        "items": [
                            {"learnable": "공항", "definition": "airport"},
                            {"learnable": "기차", "definition": "train"},
                            {"learnable": "표", "definition": "ticket"},
                        ],
                        "total": 15,
                        "next_offset": 3,
                    }
                ),
            ),
        ],
    )

    S(
        "lingvist",
        "ok-1",
        "Check my Lingvist French progress and set my daily goal to 40 cards.",
        [
            (
                "lingvist_get_course_state",
                {"course": "fr-en"},
                J(
                    {
                        "course_uuid": "2b7c" + hid("lv", 12),
                        "words_learned": 1873,
                        "cards_practiced_today": 12,
                        "daily_goal": 25,
                        "total_minutes": 4311,
                        "repeats_waiting": 64,
                    }
                ),
            ),
            ("lingvist_set_daily_goal", {"course": "fr-en", "daily_goal": 40}, J({"status": "ok"})),
            (
                "lingvist_get_course_state",
                {"course": "fr-en"},
                J(
                    {
                        "course_uuid": "2b7c" + hid("lv", 12),
                        "words_learned": 1873,
                        "cards_practiced_today": 12,
                        "daily_goal": 40,
                        "total_minutes": 4311,
                        "repeats_waiting": 64,
                    }
                ),
            ),
            (
                "lingvist_get_statistics",
                {"course": "fr-en", "period": "week"},
                J(
                    {
                        "days": [
                            {"date": "2025-05-14", "cards": 41, "new_words": 9},
                            {"date": "2025-05-15", "cards": 0, "new_words": 0},
                            {"date": "2025-05-16", "cards": 58, "new_words": 14},
                            {"date": "2025-05-17", "cards": 33, "new_words": 6},
                        ]
                    }
                ),
            ),
        ],
    )

    S(
        "busuu",
        "ok-1",
        "Did my Busuu tutor correct my last Italian writing exercise? What did they change?",
        [
            (
                "busuu_get_exercises",
                {"language": "it", "type": "writing", "limit": 2},
                J(
                    {
                        "data": [
                            {
                                "id": "ex_" + hid("bu1", 10),
                                "status": "corrected",
                                "submitted_at": "2025-05-17T19:02:11Z",
                                "topic": "La mia città",
                            },
                            {
                                "id": "ex_" + hid("bu2", 10),
                                "status": "pending",
                                "submitted_at": "2025-05-19T08:40:55Z",
                                "topic": "Il fine settimana",
                            },
                        ]
                    }
                ),
            ),
            (
                "busuu_get_corrections",
                {"exercise_id": "ex_" + hid("bu1", 10)},
                J(
                    {
                        "data": [
                            {
                                "author": {"name": "Giulia R.", "native": ["it"]},
                                "corrections": [
                                    {
                                        "original": "Io abito a Cracovia da cinque anni fa.",
                                        "corrected": "Abito a Cracovia da cinque anni.",
                                    },
                                    {
                                        "original": "ci sono molti turisti in la piazza",
                                        "corrected": "ci sono molti turisti nella piazza",
                                    },
                                ],
                                "comment": "Bravissima! Attenzione alle preposizioni articolate.",
                                "rating": 5,
                            }
                        ]
                    }
                ),
            ),
            ("busuu_get_corrections", {"exercise_id": "ex_" + hid("bu2", 10)}, J({"data": []})),
            (
                "busuu_rate_correction",
                {"exercise_id": "ex_" + hid("bu1", 10), "rating": 5},
                J({"success": True}),
            ),
        ],
    )
    b503 = "<html><head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>"
    S(
        "busuu",
        "fail-1",
        "List my Busuu Spanish lessons still incomplete in level B1 and book the next conversation practice.",
        [
            ("busuu_get_course_progress", {"language": "es", "level": "b1"}, b503),
            ("busuu_get_course_progress", {"language": "es"}, b503),
            ("busuu_get_lessons", {"language": "es", "level": "b1", "status": "incomplete"}, b503),
            ("busuu_get_exercises", {"language": "es", "type": "conversation"}, b503),
            ("busuu_get_user", {}, b503),
            ("busuu_get_lessons", {"language": "es", "level": "b1"}, b503),
            ("busuu_get_course_progress", {"language": "es", "level": "B1"}, b503),
        ],
    )


# ---------------------------------------------------------------- endurance training
def act(
    i: int, name: str, dist: float, t: int, kind: str = "Run", date: str = "2025-05-18"
) -> dict:
    return {
        "resource_state": 2,
        "name": name,
        "distance": dist,
        "moving_time": t,
        "elapsed_time": t + 40,
        "total_elevation_gain": round(dist / 180, 1),
        "type": kind,
        "sport_type": kind,
        "id": 14500000000 + num(f"act{i}", 7),
        "start_date_local": f"{date}T07:1{i % 10}:00Z",
        "average_speed": round(dist / t, 3),
        "average_heartrate": 140 + i % 20,
        "kudos_count": i % 7,
    }


def endurance() -> None:
    S(
        "strava",
        "ok-1",
        "Total my running distance on Strava for April 2025.",
        [
            (
                "strava_list_activities",
                {"after": 1743465600, "before": 1746057600, "per_page": 5, "page": 1},
                J(
                    [
                        act(1, "Morning Run", 10230.4, 3120, date="2025-04-02"),
                        act(2, "Tempo Tuesday", 8012.0, 2290, date="2025-04-08"),
                        act(3, "Lunch Ride", 32110.9, 4300, "Ride", "2025-04-10"),
                        act(4, "Long run", 21500.2, 7010, date="2025-04-13"),
                        act(5, "Recovery", 6020.0, 2230, date="2025-04-15"),
                    ],
                    indent=2,
                ),
            ),
            (
                "strava_list_activities",
                {"after": 1743465600, "before": 1746057600, "per_page": 5, "page": 2},
                J(
                    [
                        act(6, "Intervals 6x800", 9400.7, 2760, date="2025-04-22"),
                        act(7, "Evening Run", 7110.3, 2410, date="2025-04-27"),
                    ],
                    indent=2,
                ),
            ),
            (
                "strava_list_activities",
                {"after": 1743465600, "before": 1746057600, "per_page": 5, "page": 3},
                "[]",
            ),
        ],
    )
    aid = 14500000000 + num("act4", 7)
    S(
        "strava",
        "ok-2",
        "Rename yesterday's long run to 'Half marathon rehearsal', mark it as a race, and show my heart-rate splits.",
        [
            (
                "strava_get_activity",
                {"id": aid},
                J(
                    {
                        "id": aid,
                        "name": "Long run",
                        "distance": 21500.2,
                        "moving_time": 7010,
                        "workout_type": 0,
                        "splits_metric": [
                            {
                                "split": 1,
                                "distance": 1001.2,
                                "elapsed_time": 331,
                                "average_heartrate": 138.2,
                            },
                            {
                                "split": 2,
                                "distance": 999.4,
                                "elapsed_time": 327,
                                "average_heartrate": 146.0,
                            },
                            {
                                "split": 3,
                                "distance": 1000.1,
                                "elapsed_time": 325,
                                "average_heartrate": 149.7,
                            },
                        ],
                        "device_name": "Garmin Forerunner 265",
                    },
                    indent=2,
                ),
            ),
            (
                "strava_update_activity",
                {"id": aid, "name": "Half marathon rehearsal", "workout_type": 1},
                J(
                    {
                        "id": aid,
                        "resource_state": 3,
                        "name": "Half marathon rehearsal",
                        "workout_type": 1,
                    },
                    indent=2,
                ),
            ),
            (
                "strava_get_activity_streams",
                {"id": aid, "keys": "heartrate,distance", "key_by_type": True},
                J(
                    {
                        "heartrate": {
                            "data": [98, 112, 131, 140, 147, 151, 155],
                            "series_type": "distance",
                            "original_size": 7011,
                            "resolution": "low",
                        },
                        "distance": {
                            "data": [0.0, 3500.1, 7010.4, 10500.0, 14020.3, 17510.9, 21500.2],
                            "series_type": "distance",
                            "original_size": 7011,
                            "resolution": "low",
                        },
                    }
                ),
            ),
            (
                "strava_get_activity_laps",
                {"id": aid},
                J(
                    [
                        {
                            "lap_index": 1,
                            "distance": 10000.0,
                            "elapsed_time": 3290,
                            "average_heartrate": 146.1,
                        },
                        {
                            "lap_index": 2,
                            "distance": 11500.2,
                            "elapsed_time": 3760,
                            "average_heartrate": 153.8,
                        },
                    ]
                ),
            ),
        ],
    )
    rl = J(
        {
            "message": "Rate Limit Exceeded",
            "errors": [{"resource": "Application", "field": "rate limit", "code": "exceeded"}],
        }
    )
    S(
        "strava",
        "fail-1",
        "Compare my cycling power on the three Saturday rides in May.",
        [
            ("strava_list_activities", {"after": 1746057600, "per_page": 30}, rl),
            ("strava_list_activities", {"after": 1746057600, "per_page": 10, "page": 1}, rl),
            ("strava_get_athlete", {}, rl),
            ("strava_list_activities", {"after": 1746230400, "before": 1746316800}, rl),
            ("strava_get_activity", {"id": 14491820331}, rl),
            ("strava_get_activity_streams", {"id": 14491820331, "keys": "watts"}, rl),
            ("strava_list_activities", {"after": 1746835200, "before": 1746921600}, rl),
        ],
    )

    S(
        "garmin",
        "ok-1",
        "What were my sleep score, resting heart rate and body battery this morning on Garmin?",
        [
            (
                "garmin_get_sleep_data",
                {"cdate": "2025-05-20"},
                J(
                    {
                        "dailySleepDTO": {
                            "calendarDate": "2025-05-20",
                            "sleepTimeSeconds": 25920,
                            "deepSleepSeconds": 5040,
                            "lightSleepSeconds": 14100,
                            "remSleepSeconds": 6780,
                            "awakeSleepSeconds": 1320,
                            "sleepScores": {"overall": {"value": 81, "qualifierKey": "GOOD"}},
                        },
                        "restingHeartRate": 47,
                        "avgOvernightHrv": 61.0,
                    }
                ),
            ),
            (
                "garmin_get_rhr_day",
                {"cdate": "2025-05-20"},
                J(
                    {
                        "userProfileId": 90311275,
                        "allMetrics": {
                            "metricsMap": {
                                "WELLNESS_RESTING_HEART_RATE": [
                                    {"value": 47.0, "calendarDate": "2025-05-20"}
                                ]
                            }
                        },
                    }
                ),
            ),
            (
                "garmin_get_body_battery",
                {"startdate": "2025-05-20"},
                J(
                    [
                        {
                            "date": "2025-05-20",
                            "charged": 68,
                            "drained": 12,
                            "bodyBatteryValuesArray": [
                                [1747692000000, 24],
                                [1747720800000, 88],
                                [1747735200000, 79],
                            ],
                        }
                    ]
                ),
            ),
            (
                "garmin_get_training_readiness",
                {"cdate": "2025-05-20"},
                J(
                    [
                        {
                            "calendarDate": "2025-05-20",
                            "score": 74,
                            "level": "HIGH",
                            "feedbackShort": "READY_FOR_HARD",
                        }
                    ]
                ),
            ),
        ],
    )
    gauth = "GarminConnectAuthenticationError: Authentication error: 401 Client Error: Unauthorized for url: https://connectapi.garmin.com/oauth-service/oauth/exchange/user/2.0"
    S(
        "garmin",
        "fail-1",
        "Export my last four weeks of Garmin runs with average cadence and training effect.",
        [
            (
                "garmin_get_activities_by_date",
                {"startdate": "2025-04-22", "enddate": "2025-05-20", "activitytype": "running"},
                gauth,
            ),
            ("garmin_get_activities", {"start": 0, "limit": 20}, gauth),
            ("garmin_get_user_summary", {"cdate": "2025-05-20"}, gauth),
            (
                "garmin_get_activities_by_date",
                {"startdate": "2025-05-01", "enddate": "2025-05-20"},
                gauth,
            ),
            ("garmin_get_activity", {"activity_id": 18820051193}, gauth),
            ("garmin_get_activities", {"start": 0, "limit": 5}, gauth),
            (
                "garmin_get_activities_by_date",
                {"startdate": "2025-04-22", "enddate": "2025-04-30", "activitytype": "running"},
                gauth,
            ),
        ],
    )

    S(
        "polar",
        "ok-1",
        "Pull any new Polar exercises since the last sync into my log, then confirm nothing else is pending.",
        [
            (
                "polar_create_exercise_transaction",
                {"user_id": 61230977},
                J(
                    {
                        "transaction-id": 179879,
                        "resource-uri": "https://www.polaraccesslink.com/v3/users/61230977/exercise-transactions/179879",
                    }
                ),
            ),
            (
                "polar_list_exercises",
                {"user_id": 61230977, "transaction_id": 179879},
                J(
                    {
                        "exercises": [
                            "https://www.polaraccesslink.com/v3/users/61230977/exercise-transactions/179879/exercises/56",
                            "https://www.polaraccesslink.com/v3/users/61230977/exercise-transactions/179879/exercises/57",
                        ]
                    }
                ),
            ),
            (
                "polar_get_exercise",
                {"url": ".../exercise-transactions/179879/exercises/56"},
                J(
                    {
                        "id": 1937529874,
                        "upload-time": "2025-05-19T06:41:12.000Z",
                        "polar-user": "https://www.polaraccesslink/v3/users/61230977",
                        "device": "Polar Vantage V3",
                        "start-time": "2025-05-19T05:30:04",
                        "duration": "PT1H2M11S",
                        "calories": 702,
                        "distance": 11340,
                        "heart-rate": {"average": 143, "maximum": 171},
                        "sport": "RUNNING",
                        "has-route": True,
                        "training-load": 118.4,
                    }
                ),
            ),
            (
                "polar_get_exercise",
                {"url": ".../exercise-transactions/179879/exercises/57"},
                J(
                    {
                        "id": 1937611052,
                        "upload-time": "2025-05-19T18:02:40.000Z",
                        "device": "Polar Vantage V3",
                        "start-time": "2025-05-19T17:05:50",
                        "duration": "PT0H45M0S",
                        "calories": 251,
                        "heart-rate": {"average": 101, "maximum": 128},
                        "sport": "STRENGTH_TRAINING",
                        "has-route": False,
                    }
                ),
            ),
            (
                "polar_commit_exercise_transaction",
                {"user_id": 61230977, "transaction_id": 179879},
                "HTTP 200 OK",
            ),
            ("polar_create_exercise_transaction", {"user_id": 61230977}, "HTTP 204 No Content"),
        ],
    )

    S(
        "suunto",
        "ok-1",
        "Find my Suunto trail runs over 20 km this year and show the elevation of the longest.",
        [
            (
                "suunto_list_workouts",
                {"since": 1735689600000, "limit": 3},
                J(
                    {
                        "error": None,
                        "payload": [
                            {
                                "workoutKey": hid("su1", 24),
                                "activityId": 22,
                                "startTime": 1737280000000,
                                "totalDistance": 24310.0,
                                "totalAscent": 1220.0,
                                "totalTime": 11520.0,
                            },
                            {
                                "workoutKey": hid("su2", 24),
                                "activityId": 1,
                                "startTime": 1739880000000,
                                "totalDistance": 9050.0,
                                "totalAscent": 60.0,
                                "totalTime": 2810.0,
                            },
                            {
                                "workoutKey": hid("su3", 24),
                                "activityId": 22,
                                "startTime": 1745100000000,
                                "totalDistance": 33480.0,
                                "totalAscent": 1905.0,
                                "totalTime": 17340.0,
                            },
                        ],
                        "metadata": {"until": 1745100000000},
                    }
                ),
            ),
            (
                "suunto_list_workouts",
                {"since": 1745100000001, "limit": 3},
                J(
                    {
                        "error": None,
                        "payload": [
                            {
                                "workoutKey": hid("su4", 24),
                                "activityId": 22,
                                "startTime": 1747000000000,
                                "totalDistance": 18800.0,
                                "totalAscent": 980.0,
                                "totalTime": 8700.0,
                            }
                        ],
                        "metadata": {"until": 1747000000000},
                    }
                ),
            ),
            (
                "suunto_get_workout_samples",
                {"workoutKey": hid("su3", 24)},
                J(
                    {
                        "error": None,
                        "payload": {
                            "altitude": {"min": 412.0, "max": 1876.0},
                            "samples": 17340,
                            "maxSpeed": 4.9,
                            "avgHR": 139,
                        },
                    }
                ),
            ),
        ],
    )

    S(
        "trainingpeaks",
        "ok-1",
        "Add a 90-minute endurance ride to my TrainingPeaks calendar on Saturday and show this week's planned TSS.",
        [
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381902, "start": "2025-05-19", "end": "2025-05-25"},
                J(
                    [
                        {
                            "Id": 2610041221,
                            "WorkoutDay": "2025-05-20T00:00:00",
                            "Title": "Threshold 3x12",
                            "WorkoutType": "Bike",
                            "TotalTimePlanned": 1.25,
                            "TssPlanned": 92.0,
                        },
                        {
                            "Id": 2610041222,
                            "WorkoutDay": "2025-05-22T00:00:00",
                            "Title": "Easy spin",
                            "WorkoutType": "Bike",
                            "TotalTimePlanned": 1.0,
                            "TssPlanned": 45.0,
                        },
                    ]
                ),
            ),
            (
                "trainingpeaks_create_workout",
                {
                    "athlete_id": 3381902,
                    "WorkoutDay": "2025-05-24",
                    "Title": "Endurance Z2",
                    "WorkoutType": "Bike",
                    "TotalTimePlanned": 1.5,
                    "TssPlanned": 78,
                },
                J(
                    {
                        "Id": 2610099015,
                        "AthleteId": 3381902,
                        "WorkoutDay": "2025-05-24T00:00:00",
                        "Title": "Endurance Z2",
                        "TotalTimePlanned": 1.5,
                        "TssPlanned": 78.0,
                        "Completed": False,
                    }
                ),
            ),
            (
                "trainingpeaks_get_fitness",
                {"athlete_id": 3381902, "start": "2025-05-19", "end": "2025-05-25"},
                J(
                    [
                        {"WorkoutDay": "2025-05-19", "CTL": 71.2, "ATL": 80.4, "TSB": -9.2},
                        {"WorkoutDay": "2025-05-25", "CTL": 72.0, "ATL": 74.1, "TSB": -2.1},
                    ]
                ),
            ),
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381902, "start": "2025-05-26", "end": "2025-06-01"},
                "[]",
            ),
        ],
    )
    S(
        "trainingpeaks",
        "fail-1",
        "My coach says she planned my taper in TrainingPeaks; show me the workouts for the next two weeks.",
        [
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381920, "start": "2025-05-20", "end": "2025-06-03"},
                "[]",
            ),
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381920, "start": "2025-05-20", "end": "2025-05-27"},
                "[]",
            ),
            (
                "trainingpeaks_get_fitness",
                {"athlete_id": 3381920, "start": "2025-05-01", "end": "2025-05-20"},
                "[]",
            ),
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381920, "start": "2025-05-01", "end": "2025-05-20"},
                "[]",
            ),
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381920, "start": "2025-06-01", "end": "2025-06-15"},
                "[]",
            ),
            (
                "trainingpeaks_get_events",
                {"athlete_id": 3381920, "start": "2025-05-20", "end": "2025-07-01"},
                "[]",
            ),
            (
                "trainingpeaks_get_workouts",
                {"athlete_id": 3381920, "start": "2025-01-01", "end": "2025-05-20"},
                "[]",
            ),
        ],
    )

    S(
        "wahoo",
        "ok-1",
        "Sync my latest Wahoo ELEMNT ride and tell me the average power and normalized power.",
        [
            (
                "wahoo_list_workouts",
                {"page": 1, "per_page": 2},
                J(
                    {
                        "workouts": [
                            {
                                "id": 301882114,
                                "starts": "2025-05-19T16:02:00.000Z",
                                "minutes": 74,
                                "name": "Cycling",
                                "workout_type_id": 0,
                                "workout_summary": {
                                    "id": 298110,
                                    "ascent_accum": "612.0",
                                    "cadence_avg": "87.0",
                                    "distance_accum": "38412.5",
                                    "heart_rate_avg": "141.0",
                                    "power_avg": "204.0",
                                    "power_bike_np_last": "227.0",
                                    "power_bike_tss_last": "81.2",
                                    "duration_active_accum": "4401.0",
                                },
                            },
                            {
                                "id": 301771093,
                                "starts": "2025-05-17T07:30:00.000Z",
                                "minutes": 162,
                                "name": "Cycling",
                                "workout_summary": {
                                    "power_avg": "176.0",
                                    "power_bike_np_last": "190.0",
                                },
                            },
                        ],
                        "total": 418,
                        "page": 1,
                        "per_page": 2,
                        "order": "descending",
                        "sort": "starts",
                    }
                ),
            ),
            (
                "wahoo_get_workout_summary",
                {"workout_id": 301882114},
                J(
                    {
                        "id": 298110,
                        "ascent_accum": "612.0",
                        "power_avg": "204.0",
                        "power_bike_np_last": "227.0",
                        "power_bike_tss_last": "81.2",
                        "work_accum": "897804.0",
                        "file": {
                            "url": "https://cdn.wahooligan.com/wahoo-cloud/production/uploads/workout_file/file/"
                            + hid("wf", 20)
                            + ".fit"
                        },
                    }
                ),
            ),
            (
                "wahoo_get_power_zones",
                {},
                J(
                    {
                        "power_zones": [
                            {
                                "id": 9910,
                                "zone_1": 0,
                                "zone_2": 154,
                                "zone_3": 206,
                                "zone_4": 247,
                                "zone_5": 288,
                                "zone_6": 330,
                                "zone_7": 412,
                                "ftp": 275,
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    w503 = J(
        {
            "error": "Service Unavailable",
            "message": "Wahoo Cloud is undergoing scheduled maintenance. Please try again later.",
            "status": 503,
        }
    )
    S(
        "wahoo",
        "fail-1",
        "Upload my structured workout 'Sweet spot 2x20' to Wahoo and schedule it for Thursday.",
        [
            ("wahoo_create_plan", {"name": "Sweet spot 2x20", "file": "ss2x20.json"}, w503),
            ("wahoo_list_plans", {}, w503),
            (
                "wahoo_create_plan",
                {"name": "Sweet spot 2x20", "file": "ss2x20.json", "external_id": "ss-2x20"},
                w503,
            ),
            ("wahoo_get_user", {}, w503),
            ("wahoo_list_workouts", {"page": 1, "per_page": 5}, w503),
            (
                "wahoo_create_workout",
                {"name": "Sweet spot 2x20", "starts": "2025-05-22T17:00:00Z", "workout_type_id": 0},
                w503,
            ),
        ],
    )


# ---------------------------------------------------------------- competitive gaming
def gaming() -> None:
    def game(i: int, white: str, black: str, winner: str, speed: str = "blitz") -> str:
        return J(
            {
                "id": hid(f"lg{i}", 8),
                "rated": True,
                "variant": "standard",
                "speed": speed,
                "perf": speed,
                "createdAt": 1747700000000 + i * 900000,
                "status": "resign" if i % 2 else "mate",
                "players": {
                    "white": {
                        "user": {"name": white, "id": white.lower()},
                        "rating": 2104 + i,
                        "ratingDiff": 6 if winner == "white" else -6,
                    },
                    "black": {"user": {"name": black, "id": black.lower()}, "rating": 2088 - i},
                },
                "winner": winner,
                "opening": {"eco": "B90", "name": "Sicilian Defense: Najdorf Variation", "ply": 10},
                "clock": {"initial": 180, "increment": 2, "totalTime": 260},
            }
        )

    S(
        "lichess",
        "ok-1",
        "How did DrNykterstein do in his last three Lichess blitz games, and what's his blitz rating?",
        [
            (
                "lichess_get_user",
                {"username": "DrNykterstein"},
                J(
                    {
                        "id": "drnykterstein",
                        "username": "DrNykterstein",
                        "perfs": {
                            "blitz": {"games": 1911, "rating": 3131, "rd": 45, "prog": 12},
                            "bullet": {"games": 9022, "rating": 3308, "rd": 47, "prog": -4},
                        },
                        "title": "GM",
                        "createdAt": 1500307840826,
                        "count": {
                            "all": 11420,
                            "rated": 11322,
                            "win": 9120,
                            "loss": 1410,
                            "draw": 890,
                        },
                    }
                ),
            ),
            (
                "lichess_export_user_games",
                {"username": "DrNykterstein", "max": 3, "perfType": "blitz"},
                "\n".join(
                    [
                        game(1, "DrNykterstein", "Zhigalko_Sergei", "white"),
                        game(2, "Alireza2003", "DrNykterstein", "black"),
                        game(3, "DrNykterstein", "nihalsarin2004", "black"),
                    ]
                ),
            ),
            (
                "lichess_get_rating_history",
                {"username": "DrNykterstein"},
                J(
                    [
                        {
                            "name": "Blitz",
                            "points": [
                                [2025, 3, 28, 3110],
                                [2025, 4, 2, 3124],
                                [2025, 4, 19, 3131],
                            ],
                        },
                        {"name": "Bullet", "points": [[2025, 4, 19, 3308]]},
                    ]
                ),
            ),
        ],
    )
    S(
        "lichess",
        "ok-2",
        "Create a Lichess challenge link for a 5+3 game and show today's daily puzzle.",
        [
            (
                "lichess_create_open_challenge",
                {"clock.limit": 300, "clock.increment": 3, "rated": False},
                J(
                    {
                        "id": hid("ch", 8),
                        "url": "https://lichess.org/" + hid("ch", 8),
                        "status": "created",
                        "challenger": None,
                        "destUser": None,
                        "variant": {"key": "standard"},
                        "rated": False,
                        "speed": "blitz",
                        "timeControl": {
                            "type": "clock",
                            "limit": 300,
                            "increment": 3,
                            "show": "5+3",
                        },
                        "urlWhite": "https://lichess.org/" + hid("ch", 8) + "?color=white",
                        "urlBlack": "https://lichess.org/" + hid("ch", 8) + "?color=black",
                    }
                ),
            ),
            (
                "lichess_daily_puzzle",
                {},
                J(
                    {
                        "game": {
                            "id": "Xr4PnN0T",
                            "perf": {"key": "rapid", "name": "Rapid"},
                            "rated": True,
                            "players": [
                                {"name": "ghost_rider91", "color": "white", "rating": 1874},
                                {"name": "Kaspar_H", "color": "black", "rating": 1902},
                            ],
                            "pgn": "e4 e5 Nf3 Nc6 Bc4 Nf6 Ng5 d5 exd5 Na5 Bb5+ c6 dxc6 bxc6 Qf3",
                            "clock": "10+0",
                        },
                        "puzzle": {
                            "id": "K69di",
                            "rating": 1990,
                            "plays": 410323,
                            "solution": ["c6b5", "f3a8", "d8d7"],
                            "themes": ["middlegame", "advantage", "fork"],
                            "initialPly": 14,
                        },
                    }
                ),
            ),
            (
                "lichess_get_challenges",
                {},
                J({"in": [], "out": [{"id": hid("ch", 8), "status": "created", "speed": "blitz"}]}),
            ),
            ("lichess_cancel_challenge", {"challengeId": hid("ch", 8)}, J({"ok": True})),
        ],
    )
    tmr = "HTTP 429 Too Many Requests\n\nToo many requests. Try again later."
    S(
        "lichess",
        "fail-1",
        "Fetch all of Hikaru's bullet games against Magnus in 2024 and compute the score.",
        [
            (
                "lichess_export_user_games",
                {
                    "username": "Hikaru",
                    "vs": "DrNykterstein",
                    "perfType": "bullet",
                    "since": 1704067200000,
                },
                tmr,
            ),
            (
                "lichess_export_user_games",
                {"username": "Hikaru", "vs": "DrNykterstein", "perfType": "bullet"},
                tmr,
            ),
            ("lichess_get_user", {"username": "Hikaru"}, tmr),
            (
                "lichess_crosstable",
                {"user1": "Hikaru", "user2": "DrNykterstein", "matchup": False},
                tmr,
            ),
            (
                "lichess_export_user_games",
                {"username": "DrNykterstein", "vs": "Hikaru", "max": 50},
                tmr,
            ),
            (
                "lichess_export_user_games",
                {
                    "username": "Hikaru",
                    "vs": "DrNykterstein",
                    "since": 1719792000000,
                    "until": 1735689599000,
                },
                tmr,
            ),
            ("lichess_crosstable", {"user1": "DrNykterstein", "user2": "Hikaru"}, tmr),
        ],
    )

    S(
        "speedrun",
        "ok-1",
        "What's the current world record for Super Mario 64 16 Star and who holds it?",
        [
            (
                "speedrun_search_games",
                {"name": "Super Mario 64"},
                J(
                    {
                        "data": [
                            {
                                "id": "o1y9wo6q",
                                "names": {"international": "Super Mario 64"},
                                "abbreviation": "sm64",
                                "weblink": "https://www.speedrun.com/sm64",
                                "released": 1996,
                            }
                        ],
                        "pagination": {"offset": 0, "max": 20, "size": 1, "links": []},
                    }
                ),
            ),
            (
                "speedrun_get_categories",
                {"game": "o1y9wo6q"},
                J(
                    {
                        "data": [
                            {"id": "wkpoo02r", "name": "120 Star", "type": "per-game"},
                            {"id": "7dgrrxk4", "name": "70 Star", "type": "per-game"},
                            {"id": "n2y55mko", "name": "16 Star", "type": "per-game"},
                            {"id": "7kjpp4k3", "name": "1 Star", "type": "per-game"},
                            {"id": "xk9gz6kd", "name": "0 Star", "type": "per-game"},
                        ]
                    }
                ),
            ),
            (
                "speedrun_get_leaderboard",
                {"game": "o1y9wo6q", "category": "n2y55mko", "top": 1},
                J(
                    {
                        "data": {
                            "weblink": "https://www.speedrun.com/sm64#16_Star",
                            "game": "o1y9wo6q",
                            "category": "n2y55mko",
                            "runs": [
                                {
                                    "place": 1,
                                    "run": {
                                        "id": "y8q0rl2m",
                                        "players": [{"rel": "user", "id": "kj9qpv98"}],
                                        "date": "2024-11-03",
                                        "times": {"primary": "PT14M34S", "primary_t": 874},
                                    },
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "speedrun_get_user",
                {"id": "kj9qpv98"},
                J(
                    {
                        "data": {
                            "id": "kj9qpv98",
                            "names": {"international": "Suigi"},
                            "location": {"country": {"code": "us"}},
                            "weblink": "https://www.speedrun.com/users/Suigi",
                        }
                    }
                ),
            ),
        ],
    )
    e522 = '<!DOCTYPE html>\n<html class="no-js" lang="en-US"><head><title>www.speedrun.com | 522: Connection timed out</title></head><body><div id="cf-error-details"><h1><span class="cf-error-type">Error</span> <span class="cf-error-code">522</span></h1><h2>Connection timed out</h2><p>The initial connection between Cloudflare\'s network and the origin web server timed out. As a result, the web page can not be displayed.</p><p>Cloudflare Ray ID: <strong>8c50aa1e5b21d2f4</strong></p></div></body></html>'
    S(
        "speedrun",
        "fail-1",
        "List the top five Celeste Any% runs and check whether any of them were verified this month.",
        [
            ("speedrun_search_games", {"name": "Celeste"}, e522),
            ("speedrun_search_games", {"abbreviation": "celeste"}, e522),
            ("speedrun_get_leaderboard", {"game": "celeste", "category": "Any%", "top": 5}, e522),
            (
                "speedrun_get_runs",
                {
                    "game": "o6gg3q1p",
                    "status": "verified",
                    "orderby": "verify-date",
                    "direction": "desc",
                },
                e522,
            ),
            (
                "speedrun_get_leaderboard",
                {"game": "o6gg3q1p", "category": "7kjzv1jd", "top": 5},
                e522,
            ),
            ("speedrun_search_games", {"name": "Celeste Classic"}, e522),
        ],
    )

    S(
        "osu",
        "ok-1",
        "What's mrekk's osu! rank and pp, and find ranked Camellia maps above 7 stars.",
        [
            (
                "osu_get_user",
                {"user": "mrekk", "mode": "osu"},
                J(
                    {
                        "id": 7562902,
                        "username": "mrekk",
                        "country_code": "AU",
                        "is_online": False,
                        "statistics": {
                            "pp": 26711.4,
                            "global_rank": 1,
                            "country_rank": 1,
                            "hit_accuracy": 98.89,
                            "play_count": 149320,
                            "ranked_score": 391223340112,
                        },
                        "playmode": "osu",
                    }
                ),
            ),
            (
                "osu_search_beatmapsets",
                {"q": "artist=Camellia stars>7", "s": "ranked"},
                J(
                    {
                        "beatmapsets": [
                            {
                                "id": 1098612,
                                "artist": "Camellia",
                                "title": "Ghost",
                                "creator": "Kite",
                                "status": "ranked",
                                "beatmaps": [
                                    {
                                        "id": 2299102,
                                        "version": "Phantasm",
                                        "difficulty_rating": 7.41,
                                    }
                                ],
                            },
                            {
                                "id": 1406451,
                                "artist": "Camellia",
                                "title": "ENERGY SYNERGY MATRIX",
                                "creator": "Sotarks",
                                "status": "ranked",
                                "beatmaps": [
                                    {"id": 2897214, "version": "Extreme", "difficulty_rating": 7.63}
                                ],
                            },
                        ],
                        "cursor_string": "eyJhcHByb3ZlZF9kYXRlIjoxNjIwMDAwMDAwMDAwLCJpZCI6MTQwNjQ1MX0",
                        "total": 19,
                    }
                ),
            ),
            (
                "osu_search_beatmapsets",
                {
                    "q": "artist=Camellia stars>7",
                    "s": "ranked",
                    "cursor_string": "eyJhcHByb3ZlZF9kYXRlIjoxNjIwMDAwMDAwMDAwLCJpZCI6MTQwNjQ1MX0",
                },
                J(
                    {
                        "beatmapsets": [
                            {
                                "id": 1561183,
                                "artist": "Camellia",
                                "title": "Exit This Earth's Atomosphere",
                                "creator": "Fatfan Kolek",
                                "status": "ranked",
                                "beatmaps": [
                                    {
                                        "id": 3190210,
                                        "version": "Evolution",
                                        "difficulty_rating": 7.92,
                                    }
                                ],
                            }
                        ],
                        "cursor_string": None,
                        "total": 19,
                    }
                ),
            ),
            (
                "osu_get_user_scores",
                {"user": 7562902, "type": "best", "limit": 1},
                J(
                    [
                        {
                            "id": 4521004412,
                            "pp": 1421.6,
                            "accuracy": 0.9912,
                            "mods": ["HD", "DT"],
                            "beatmap": {
                                "id": 2896713,
                                "version": "Firmament",
                                "difficulty_rating": 9.51,
                            },
                            "rank": "S",
                        }
                    ]
                ),
            ),
        ],
    )
    basic = J({"authentication": "basic"})
    S(
        "osu",
        "fail-1",
        "Show the top 50 osu! players in Poland and their playcounts.",
        [
            ("osu_get_rankings", {"mode": "osu", "type": "performance", "country": "PL"}, basic),
            (
                "osu_get_rankings",
                {"mode": "osu", "type": "performance", "country": "PL", "cursor": {"page": 1}},
                basic,
            ),
            ("osu_get_user", {"user": "Kalindraz", "mode": "osu"}, basic),
            ("osu_get_rankings", {"mode": "osu", "type": "score", "country": "PL"}, basic),
            ("osu_get_me", {}, basic),
            ("osu_get_rankings", {"mode": "osu", "type": "performance"}, basic),
            ("osu_get_user", {"user": 4787150}, basic),
        ],
    )

    S(
        "bungie",
        "ok-1",
        "Look up Bungie name Datto#0128 and list his Destiny 2 characters' light levels.",
        [
            (
                "bungie_search_destiny_player",
                {"displayName": "Datto", "displayNameCode": 128, "membershipType": -1},
                J(
                    {
                        "Response": [
                            {
                                "iconPath": "/img/theme/bungienet/icons/steamLogo.png",
                                "crossSaveOverride": 3,
                                "membershipType": 3,
                                "membershipId": "4611686018467284386",
                                "displayName": "Datto",
                                "bungieGlobalDisplayName": "Datto",
                                "bungieGlobalDisplayNameCode": 128,
                            }
                        ],
                        "ErrorCode": 1,
                        "ThrottleSeconds": 0,
                        "ErrorStatus": "Success",
                        "Message": "Ok",
                        "MessageData": {},
                    }
                ),
            ),
            (
                "bungie_get_profile",
                {"membershipType": 3, "membershipId": "4611686018467284386", "components": "200"},
                J(
                    {
                        "Response": {
                            "characters": {
                                "data": {
                                    "2305843009301648414": {
                                        "classType": 0,
                                        "light": 2010,
                                        "raceType": 1,
                                        "dateLastPlayed": "2025-05-19T02:11:46Z",
                                        "minutesPlayedTotal": "181224",
                                    },
                                    "2305843009301648415": {
                                        "classType": 1,
                                        "light": 1998,
                                        "dateLastPlayed": "2025-05-12T23:40:02Z",
                                    },
                                    "2305843009301648416": {
                                        "classType": 2,
                                        "light": 1991,
                                        "dateLastPlayed": "2025-04-30T20:05:31Z",
                                    },
                                },
                                "privacy": 1,
                            }
                        },
                        "ErrorCode": 1,
                        "ThrottleSeconds": 0,
                        "ErrorStatus": "Success",
                        "Message": "Ok",
                        "MessageData": {},
                    }
                ),
            ),
            (
                "bungie_get_clan_for_member",
                {"membershipType": 3, "membershipId": "4611686018467284386"},
                J(
                    {
                        "Response": {
                            "results": [],
                            "totalResults": 0,
                            "hasMore": False,
                            "query": {"itemsPerPage": 0, "currentPage": 0},
                            "useTotalResults": True,
                        },
                        "ErrorCode": 1,
                        "ThrottleSeconds": 0,
                        "ErrorStatus": "Success",
                        "Message": "Ok",
                        "MessageData": {},
                    }
                ),
            ),
        ],
    )
    sysd = J(
        {
            "ErrorCode": 5,
            "ThrottleSeconds": 0,
            "ErrorStatus": "SystemDisabled",
            "Message": "This system is temporarily disabled for maintenance.",
            "MessageData": {},
        }
    )
    S(
        "bungie",
        "fail-1",
        "How many raid clears does my clan 'Ordo Aurora' have this season, member by member?",
        [
            ("bungie_search_clan", {"name": "Ordo Aurora", "groupType": 1}, sysd),
            ("bungie_search_clan", {"name": "Ordo Aurora"}, sysd),
            ("bungie_get_clan_members", {"groupId": "4390127"}, sysd),
            (
                "bungie_search_destiny_player",
                {"displayName": "aurora_lead", "displayNameCode": 4410, "membershipType": -1},
                sysd,
            ),
            (
                "bungie_get_activity_history",
                {
                    "membershipType": 3,
                    "membershipId": "4611686018470122333",
                    "characterId": "2305843009299999999",
                    "mode": 4,
                },
                sysd,
            ),
            ("bungie_search_clan", {"name": "OrdoAurora", "groupType": 1}, sysd),
            ("bungie_get_manifest", {}, sysd),
        ],
    )

    S(
        "faceit",
        "ok-1",
        "What's s1mple's FACEIT level and ELO, and the results of his last three CS2 matches?",
        [
            (
                "faceit_get_player",
                {"nickname": "s1mple", "game": "cs2"},
                J(
                    {
                        "player_id": "ac71ba3c-d3d4-45e7-8be2-26aa3986867d",
                        "nickname": "s1mple",
                        "country": "ua",
                        "games": {
                            "cs2": {
                                "region": "EU",
                                "skill_level": 10,
                                "faceit_elo": 3710,
                                "game_player_name": "s1mple",
                            }
                        },
                        "verified": True,
                        "memberships": ["free"],
                    }
                ),
            ),
            (
                "faceit_get_player_history",
                {"player_id": "ac71ba3c-d3d4-45e7-8be2-26aa3986867d", "game": "cs2", "limit": 3},
                J(
                    {
                        "items": [
                            {
                                "match_id": "1-"
                                + hid("fm1", 8)
                                + "-2b4e-4f63-9c7d-"
                                + hid("fm1b", 12),
                                "competition_name": "Europe 5v5 Queue",
                                "results": {
                                    "winner": "faction1",
                                    "score": {"faction1": 13, "faction2": 9},
                                },
                                "started_at": 1747660000,
                            },
                            {
                                "match_id": "1-"
                                + hid("fm2", 8)
                                + "-7a01-4c2d-8b1e-"
                                + hid("fm2b", 12),
                                "competition_name": "FPL CSGO Europe",
                                "results": {
                                    "winner": "faction2",
                                    "score": {"faction1": 13, "faction2": 11},
                                },
                                "started_at": 1747570000,
                            },
                        ],
                        "start": 0,
                        "end": 2,
                        "from": 0,
                        "to": 1747700000,
                    }
                ),
            ),
            (
                "faceit_get_match_stats",
                {"match_id": "1-" + hid("fm1", 8) + "-2b4e-4f63-9c7d-" + hid("fm1b", 12)},
                J(
                    {
                        "rounds": [
                            {
                                "round_stats": {
                                    "Map": "de_mirage",
                                    "Score": "13 / 9",
                                    "Winner": "faction1",
                                },
                                "teams": [
                                    {
                                        "team_id": "faction1",
                                        "players": [
                                            {
                                                "nickname": "s1mple",
                                                "player_stats": {
                                                    "Kills": "27",
                                                    "Deaths": "14",
                                                    "K/D Ratio": "1.93",
                                                    "Headshots %": "48",
                                                },
                                            }
                                        ],
                                    }
                                ],
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    S(
        "startgg",
        "ok-1",
        "List the Melee singles top 8 at Genesis X2 and who won.",
        [
            (
                "startgg_graphql",
                {
                    "query": "query T($slug:String){tournament(slug:$slug){id name events{id name numEntrants}}}",
                    "variables": {"slug": "genesis-x2"},
                },
                J(
                    {
                        "data": {
                            "tournament": {
                                "id": 598123,
                                "name": "Genesis X2",
                                "events": [
                                    {"id": 1063201, "name": "Melee Singles", "numEntrants": 1412},
                                    {
                                        "id": 1063202,
                                        "name": "Ultimate Singles",
                                        "numEntrants": 1988,
                                    },
                                    {"id": 1063203, "name": "Melee Doubles", "numEntrants": 212},
                                ],
                            }
                        },
                        "extensions": {
                            "cacheControl": {"version": 1, "hints": []},
                            "queryComplexity": 4,
                        },
                        "actionRecords": [],
                    }
                ),
            ),
            (
                "startgg_graphql",
                {
                    "query": "query S($id:ID){event(id:$id){standings(query:{page:1,perPage:8}){pageInfo{total totalPages} nodes{placement entrant{name}}}}}",
                    "variables": {"id": 1063201},
                },
                J(
                    {
                        "data": {
                            "event": {
                                "standings": {
                                    "pageInfo": {"total": 1412, "totalPages": 177},
                                    "nodes": [
                                        {"placement": 1, "entrant": {"name": "Cody Schwab"}},
                                        {"placement": 2, "entrant": {"name": "Zain"}},
                                        {"placement": 3, "entrant": {"name": "aMSa"}},
                                        {"placement": 4, "entrant": {"name": "moky"}},
                                        {"placement": 5, "entrant": {"name": "Hungrybox"}},
                                        {"placement": 5, "entrant": {"name": "Jmook"}},
                                        {"placement": 7, "entrant": {"name": "Mango"}},
                                        {"placement": 7, "entrant": {"name": "Aklo"}},
                                    ],
                                }
                            }
                        },
                        "extensions": {"queryComplexity": 9},
                        "actionRecords": [],
                    }
                ),
            ),
            (
                "startgg_graphql",
                {
                    "query": "query Q($id:ID){event(id:$id){sets(page:1,perPage:1,sortType:RECENT){nodes{fullRoundText displayScore}}}}",
                    "variables": {"id": 1063201},
                },
                J(
                    {
                        "data": {
                            "event": {
                                "sets": {
                                    "nodes": [
                                        {
                                            "fullRoundText": "Grand Final",
                                            "displayScore": "Cody Schwab 3 - Zain 1",
                                        }
                                    ]
                                }
                            }
                        },
                        "extensions": {"queryComplexity": 3},
                        "actionRecords": [],
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- charity registries
def charity() -> None:
    S(
        "ccew",
        "ok-1",
        "Is 'Oxfam' a registered charity in England and Wales, and what was its income last year?",
        [
            (
                "ccew_search_charity_name",
                {"name": "Oxfam"},
                J(
                    [
                        {
                            "organisation_number": 202918,
                            "reg_charity_number": 202918,
                            "group_subsid_suffix": 0,
                            "charity_name": "OXFAM",
                            "reg_status": "R",
                            "date_of_registration": "1965-01-01T00:00:00",
                            "date_of_removal": None,
                        },
                        {
                            "organisation_number": 5012241,
                            "reg_charity_number": 1142119,
                            "group_subsid_suffix": 0,
                            "charity_name": "OXFAM TRADING LIMITED SUPPORTERS",
                            "reg_status": "RM",
                            "date_of_removal": "2019-03-11T00:00:00",
                        },
                    ]
                ),
            ),
            (
                "ccew_charity_details",
                {"registeredNumber": 202918, "suffix": 0},
                J(
                    {
                        "organisation_number": 202918,
                        "reg_charity_number": 202918,
                        "charity_name": "OXFAM",
                        "charity_type": "Charitable company",
                        "reg_status": "R",
                        "charity_co_reg_number": "00612172",
                        "latest_income": 390110000,
                        "latest_expenditure": 401250000,
                        "latest_acc_fin_year_end_date": "2024-03-31T00:00:00",
                        "address_line_one": "Oxfam House",
                        "address_post_code": "OX4 2JY",
                        "charity_gift_aid": True,
                    }
                ),
            ),
            (
                "ccew_charity_financial_history",
                {"registeredNumber": 202918, "suffix": 0},
                J(
                    [
                        {
                            "financial_period_end_date": "2024-03-31T00:00:00",
                            "income": 390110000,
                            "expenditure": 401250000,
                        },
                        {
                            "financial_period_end_date": "2023-03-31T00:00:00",
                            "income": 405830000,
                            "expenditure": 389900000,
                        },
                    ]
                ),
            ),
        ],
    )
    S(
        "ccew",
        "ok-2",
        "Check whether 'Friends of Hollin Park' is still registered; they asked us for a grant.",
        [
            ("ccew_search_charity_name", {"name": "Friends of Hollin Park"}, "[]"),
            (
                "ccew_search_charity_name",
                {"name": "Hollin Park"},
                J(
                    [
                        {
                            "organisation_number": 4039912,
                            "reg_charity_number": 1102784,
                            "group_subsid_suffix": 0,
                            "charity_name": "HOLLIN PARK COMMUNITY ASSOCIATION",
                            "reg_status": "RM",
                            "date_of_registration": "2004-02-11T00:00:00",
                            "date_of_removal": "2021-08-19T00:00:00",
                        }
                    ]
                ),
            ),
            (
                "ccew_charity_details",
                {"registeredNumber": 1102784, "suffix": 0},
                J(
                    {
                        "organisation_number": 4039912,
                        "reg_charity_number": 1102784,
                        "charity_name": "HOLLIN PARK COMMUNITY ASSOCIATION",
                        "reg_status": "RM",
                        "date_of_removal": "2021-08-19T00:00:00",
                        "removal_reason": "Ceased to exist",
                        "latest_income": 1840,
                        "latest_acc_fin_year_end_date": "2020-03-31T00:00:00",
                    }
                ),
            ),
            (
                "ccew_charity_other_names",
                {"registeredNumber": 1102784, "suffix": 0},
                J([{"charity_name": "FRIENDS OF HOLLIN PARK", "name_type": "Working name"}]),
            ),
        ],
    )
    apim = J(
        {
            "statusCode": 401,
            "message": "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.",
        }
    )
    S(
        "ccew",
        "fail-1",
        "Find registered charities in Leeds working on food poverty with income over £100k.",
        [
            ("ccew_search_charity_name", {"name": "food bank Leeds"}, apim),
            ("ccew_search_charity_name", {"name": "Leeds food"}, apim),
            ("ccew_search_charity_name", {"name": "Leeds North and West Foodbank"}, apim),
            ("ccew_charity_details", {"registeredNumber": 1153453, "suffix": 0}, apim),
            ("ccew_search_charity_name", {"name": "FareShare Yorkshire"}, apim),
            ("ccew_search_charity_name", {"name": "Rethink Food Leeds"}, apim),
            ("ccew_charity_details", {"registeredNumber": 1100051, "suffix": 0}, apim),
        ],
    )

    S(
        "irs",
        "ok-1",
        "Confirm EIN 53-0196605 is eligible for deductible donations and check it hasn't had its exemption revoked.",
        [
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=53-0196605&isDescending=false&dispatchMethod=searchAll"
                },
                "Tax Exempt Organization Search\nSearch Results\n1 results found.\n\nAMERICAN NATIONAL RED CROSS\nEIN: 53-0196605 | Washington, DC, United States\nDeductibility Code: PC\n\nPublication 78 Data    Form 990-N (e-Postcard)    Pub 78 Data    Copies of Returns (990, 990-EZ, 990-PF, 990-T)    Determination Letters\n",
            ),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/details/?ein=530196605&name=AMERICAN%20NATIONAL%20RED%20CROSS&city=Washington&state=DC&countryAbbr=US&dba=&type=PUB78"
                },
                "AMERICAN NATIONAL RED CROSS\nEIN: 53-0196605\nWashington, DC, United States\n\nPublication 78 Data\nOrganizations eligible to receive tax-deductible charitable contributions.\nDeductibility Code: PC  A public charity (50% deductibility limitation).\n",
            ),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=53-0196605&dispatchMethod=searchRevocation"
                },
                "Tax Exempt Organization Search\nAutomatic Revocation of Exemption List\nYour search did not return any results. Please try again.\n",
            ),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/details/?ein=530196605&type=DETERMINATIONLETTERS"
                },
                "Determination Letters\nDocument: Final Letter   Tax Period: n/a   Date: 01/22/1958\nDocument: Affirmation Letter   Date: 06/03/2014\n",
            ),
        ],
    )
    irsm = "IRS.gov - Scheduled Maintenance\n\nTax Exempt Organization Search is currently unavailable due to scheduled system maintenance.\nWe apologize for any inconvenience. Please try again later.\n\nIRS.gov Home | Help | Accessibility\n"
    S(
        "irs",
        "fail-1",
        "For our donor-advised fund, check Pub 78 status for these five EINs: 13-1623829, 94-1156365, 52-1693387, 23-7182593, 36-3673599.",
        [
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=13-1623829&dispatchMethod=searchAll"
                },
                irsm,
            ),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=94-1156365&dispatchMethod=searchAll"
                },
                irsm,
            ),
            ("browse", {"url": "https://apps.irs.gov/app/eos/pub78Search?ein1=52-1693387"}, irsm),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=23-7182593&dispatchMethod=searchAll"
                },
                irsm,
            ),
            ("browse", {"url": "https://apps.irs.gov/app/eos/"}, irsm),
            (
                "browse",
                {
                    "url": "https://apps.irs.gov/app/eos/allSearch?ein1=36-3673599&dispatchMethod=searchAll"
                },
                irsm,
            ),
        ],
    )

    S(
        "globalgiving",
        "ok-1",
        "Find active GlobalGiving projects for girls' education in Kenya and donate-link for the top one; save it to my favourites.",
        [
            (
                "globalgiving_search_projects",
                {"q": "girls education", "filter": "country:KE,theme:edu", "start": 0},
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<search><response><numberFound>27</numberFound><start>0</start><projects><project><id>31602</id><title>Keep 300 Girls in Secondary School in Kisumu</title><organization><name>Kisumu Girls Trust</name></organization><country>Kenya</country><funding>48210.00</funding><goal>75000</goal><active>true</active><projectLink>https://www.globalgiving.org/projects/keep-300-girls-in-school-kisumu/</projectLink></project><project><id>28817</id><title>Sanitary Pads so Maasai Girls Stay in Class</title><organization><name>Loita Community Fund</name></organization><country>Kenya</country><funding>12330.50</funding><goal>20000</goal><active>true</active></project></projects><hasNext>true</hasNext><nextProjectId>28817</nextProjectId></response></search>',
            ),
            (
                "globalgiving_search_projects",
                {"q": "girls education", "filter": "country:KE,theme:edu", "start": 10},
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<search><response><numberFound>27</numberFound><start>10</start><projects><project><id>40119</id><title>Scholarships for Turkana Girls</title><organization><name>Turkana Basin Learning</name></organization><country>Kenya</country><funding>3120.00</funding><goal>30000</goal><active>true</active></project></projects><hasNext>false</hasNext></response></search>',
            ),
            (
                "globalgiving_get_project",
                {"id": 31602},
                '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<project><id>31602</id><title>Keep 300 Girls in Secondary School in Kisumu</title><summary>Pays fees, uniforms and boarding for girls at risk of dropping out.</summary><numberOfDonations>1184</numberOfDonations><remaining>26790.00</remaining><donationOptions><donationOption><amount>35</amount><description>a term of textbooks</description></donationOption><donationOption><amount>250</amount><description>one year of boarding</description></donationOption></donationOptions><projectLink>https://www.globalgiving.org/projects/keep-300-girls-in-school-kisumu/</projectLink></project>',
            ),
            (
                "globalgiving_add_favorite",
                {"project_id": 31602},
                '<?xml version="1.0" encoding="UTF-8"?>\n<response><status>success</status></response>',
            ),
        ],
    )

    S(
        "charitynav",
        "ok-1",
        "What's Charity Navigator's rating for Doctors Without Borders USA and for the Against Malaria Foundation?",
        [
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){size from result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Doctors Without Borders"},
                },
                J(
                    {
                        "data": {
                            "publicSearchFaceted": {
                                "size": 10,
                                "from": 0,
                                "result_count": 2,
                                "results": [
                                    {
                                        "ein": "133433452",
                                        "name": "Doctors Without Borders, USA",
                                        "encompass_score": 97.0,
                                        "encompass_star_rating": 4,
                                    },
                                    {
                                        "ein": "465198241",
                                        "name": "Friends of Doctors Without Borders Canada",
                                        "encompass_score": None,
                                        "encompass_star_rating": None,
                                    },
                                ],
                            }
                        }
                    }
                ),
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Against Malaria Foundation"},
                },
                J(
                    {
                        "data": {
                            "publicSearchFaceted": {
                                "size": 10,
                                "from": 0,
                                "result_count": 1,
                                "results": [
                                    {
                                        "ein": "204802451",
                                        "name": "Against Malaria Foundation USA",
                                        "encompass_score": 100.0,
                                        "encompass_star_rating": 4,
                                    }
                                ],
                            }
                        }
                    }
                ),
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($e:String!){nonProfit(ein:$e){ein name mission revenue highest_level_alert}}",
                    "variables": {"e": "204802451"},
                },
                J(
                    {
                        "data": {
                            "nonProfit": {
                                "ein": "204802451",
                                "name": "Against Malaria Foundation USA",
                                "mission": "Funds long-lasting insecticidal nets to protect people from malaria.",
                                "revenue": 38921337,
                                "highest_level_alert": None,
                            }
                        }
                    }
                ),
            ),
        ],
    )
    sample = J(
        {
            "data": {
                "publicSearchFaceted": {
                    "size": 10,
                    "from": 0,
                    "result_count": 1,
                    "results": [
                        {
                            "ein": "000000001",
                            "name": "Sample Nonprofit Organization",
                            "encompass_score": 85.0,
                            "encompass_star_rating": 3,
                        }
                    ],
                }
            }
        }
    )
    S(
        "charitynav",
        "fail-1",
        "Rank these animal-welfare charities by Charity Navigator score: ASPCA, Best Friends Animal Society, The Humane League, Humane Society of the US.",
        [
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "ASPCA"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Best Friends Animal Society"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "The Humane League"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Humane Society of the United States"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "American Society for the Prevention of Cruelty to Animals"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Humane League"},
                },
                sample,
            ),
            (
                "charitynav_graphql",
                {
                    "query": "query($t:String!){publicSearchFaceted(term:$t){result_count results{ein name encompass_score encompass_star_rating}}}",
                    "variables": {"t": "Best Friends"},
                },
                sample,
            ),
        ],
    )

    S(
        "oscr",
        "ok-1",
        "Look up SC005336 on the Scottish Charity Register and see whether their annual return is overdue.",
        [
            (
                "oscr_get_charity",
                {"charity_number": "SC005336"},
                J(
                    {
                        "charityNumber": "SC005336",
                        "charityName": "The National Trust for Scotland for Places of Historic Interest or Natural Beauty",
                        "registeredDate": "1931-05-01",
                        "legalForm": "Other",
                        "charityStatus": "Registered",
                        "mostRecentYearIncome": 124523000,
                        "mostRecentYearExpenditure": 118077000,
                        "yearEnd": "28/02",
                        "knownAs": "National Trust for Scotland",
                        "website": "www.nts.org.uk",
                        "mainOperatingLocation": "Scotland",
                        "regulatoryType": "Standard",
                    }
                ),
            ),
            (
                "oscr_get_annual_returns",
                {"charity_number": "SC005336"},
                J(
                    [
                        {
                            "financialYearEnd": "2024-02-29",
                            "dateReceived": "2024-11-21",
                            "grossIncome": 124523000,
                            "status": "Received",
                        },
                        {
                            "financialYearEnd": "2023-02-28",
                            "dateReceived": "2023-11-30",
                            "grossIncome": 109866000,
                            "status": "Received",
                        },
                    ]
                ),
            ),
            ("oscr_get_notices", {"charity_number": "SC005336"}, "[]"),
            (
                "oscr_search",
                {"name": "National Trust for Scotland Foundation"},
                J(
                    {
                        "results": [
                            {
                                "charityNumber": "SC025429",
                                "charityName": "National Trust for Scotland Foundation USA",
                                "charityStatus": "Removed",
                            }
                        ],
                        "total": 1,
                    }
                ),
            ),
        ],
    )

    def ckan(records: list[dict], total: int, offset: int = 0) -> str:
        return J(
            {
                "help": "https://data.gov.au/data/api/3/action/help_show?name=datastore_search",
                "success": True,
                "result": {
                    "include_total": True,
                    "limit": 5,
                    "offset": offset,
                    "records_format": "objects",
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "total_estimation_threshold": None,
                    "records": records,
                    "fields": [
                        {"id": "_id", "type": "int"},
                        {"id": "ABN", "type": "text"},
                        {"id": "Charity_Legal_Name", "type": "text"},
                        {"id": "Town_City", "type": "text"},
                        {"id": "State", "type": "text"},
                        {"id": "Charity_Size", "type": "text"},
                    ],
                    "total": total,
                    "total_was_estimated": False,
                },
            },
            indent=2,
        )

    S(
        "acnc",
        "ok-1",
        "Find large ACNC-registered charities in Hobart and the ABN of the biggest one.",
        [
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "filters": {"Town_City": "HOBART", "Charity_Size": "Large"},
                    "limit": 5,
                },
                ckan(
                    [
                        {
                            "_id": 10231,
                            "ABN": "11222333444",
                            "Charity_Legal_Name": "Hobart City Mission Incorporated",
                            "Town_City": "HOBART",
                            "State": "TAS",
                            "Charity_Size": "Large",
                        },
                        {
                            "_id": 18816,
                            "ABN": "33098765412",
                            "Charity_Legal_Name": "Colony 47 Inc",
                            "Town_City": "HOBART",
                            "State": "TAS",
                            "Charity_Size": "Large",
                        },
                        {
                            "_id": 20013,
                            "ABN": "62009477612",
                            "Charity_Legal_Name": "The Royal Hobart Hospital Research Foundation",
                            "Town_City": "HOBART",
                            "State": "TAS",
                            "Charity_Size": "Large",
                        },
                    ],
                    3,
                ),
            ),
            (
                "acnc_get_charity",
                {"abn": "62009477612"},
                J(
                    {
                        "data": {
                            "abn": "62009477612",
                            "name": "The Royal Hobart Hospital Research Foundation",
                            "status": "Registered",
                            "subtypes": ["Advancing health"],
                            "ais": [
                                {"reportingYear": 2024, "totalRevenue": 8410332, "staffFullTime": 9}
                            ],
                        }
                    }
                ),
            ),
            (
                "acnc_get_charity",
                {"abn": "11222333444"},
                J(
                    {
                        "data": {
                            "abn": "11222333444",
                            "name": "Hobart City Mission Incorporated",
                            "status": "Registered",
                            "subtypes": ["PBI", "Advancing social or public welfare"],
                            "ais": [
                                {
                                    "reportingYear": 2024,
                                    "totalRevenue": 14920118,
                                    "staffFullTime": 61,
                                }
                            ],
                        }
                    }
                ),
            ),
            (
                "acnc_get_charity",
                {"abn": "33098765412"},
                J(
                    {
                        "data": {
                            "abn": "33098765412",
                            "name": "Colony 47 Inc",
                            "status": "Registered",
                            "subtypes": ["PBI"],
                            "ais": [
                                {
                                    "reportingYear": 2024,
                                    "totalRevenue": 19004411,
                                    "staffFullTime": 88,
                                }
                            ],
                        }
                    }
                ),
            ),
        ],
    )
    stale_recs = [
        {
            "_id": 1,
            "ABN": "11000000001",
            "Charity_Legal_Name": "1st Abbotsford Scout Group",
            "Town_City": "ABBOTSFORD",
            "State": "VIC",
            "Charity_Size": "Small",
        },
        {
            "_id": 2,
            "ABN": "11000000002",
            "Charity_Legal_Name": "A Better Life Foundation Limited",
            "Town_City": "ADELAIDE",
            "State": "SA",
            "Charity_Size": "Small",
        },
        {
            "_id": 3,
            "ABN": "11000000003",
            "Charity_Legal_Name": "Aboriginal Legal Service (NSW/ACT) Limited",
            "Town_City": "PARRAMATTA",
            "State": "NSW",
            "Charity_Size": "Large",
        },
    ]
    S(
        "acnc",
        "fail-1",
        "List ACNC charities in Darwin that support Aboriginal health, with their size.",
        [
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "q": "Darwin Aboriginal health",
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "filters": {"Town_City": "DARWIN"},
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "filters": {"State": "NT"},
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "q": "Danila Dilba",
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "filters": {"Town_City": "DARWIN", "State": "NT"},
                    "limit": 5,
                    "offset": 0,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "q": "Aboriginal Medical Services Alliance Northern Territory",
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
            (
                "ckan_datastore_search",
                {
                    "resource_id": "eb1e6be4-5b13-4feb-b28e-388bf7c26f93",
                    "q": "Miwatj Health",
                    "limit": 5,
                },
                ckan(stale_recs, 60411),
            ),
        ],
    )


def rows() -> list[dict]:
    SESSIONS.clear()
    for group in (flights, language, endurance, gaming, charity):
        group()
    out = []
    for family, run, task, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"{SOURCE}/{family}",
                    "run_id": f"{family}-{run}",
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": run.startswith("ok")},
                }
            )
    return out


def main(out: Path = DEFAULT_OUT) -> None:
    data = rows()
    ids = [r["run_id"] for r in data]
    seen: list[str] = []
    for i in ids:
        if not seen or seen[-1] != i:
            assert i not in seen, f"session {i} not contiguous or duplicated"
            seen.append(i)
    with Path(out).open("w", encoding="utf-8") as fh:
        for r in data:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_OUT)
