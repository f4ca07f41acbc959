"""Build tests/data/tool_heldout40.jsonl: blind held-out sessions over five domain groups.

Each row is one tool call in the real-runs format; rows of one session are consecutive.
Identifiers come from hashes of fixed strings; nothing depends on the clock or on chance.

Where each format comes from, family by family, and how sure the author is of it:

Public transit and mobility
- transitland: Transitland v2 REST (``/api/v2/rest/stops``, ``/routes``, ``/departures``);
  envelope ``{"stops": [...], "meta": {"after": N, "next": url}}``, onestop ids such as
  ``s-9q9p1bbfkc-lakemerritt`` (docs checked with search). Rate-limit body is the API
  gateway's plain ``{"message": "API rate limit exceeded"}``. Fairly sure.
- navitia: Navitia v1 ``/coverage/{region}/journeys`` and ``/places``; error envelope
  ``{"error": {"id": "unknown_object", "message": ...}}``. Fairly sure of the shapes, fields
  trimmed.
- otp: OpenTripPlanner 2 GraphQL (``plan`` / ``stop`` queries), returned by a GraphQL tool as
  the JSON ``{"data": ...}`` body; the 503 text a starting OTP serves. Fairly sure.
- tfl: TfL Unified API (``/Line/{ids}/Status``, ``/StopPoint/Search``, ``/StopPoint/{id}/
  Arrivals``) with ``$type`` fields as TfL sends them. Sure of the shapes, fields trimmed.
- entur: Entur JourneyPlanner v3 GraphQL (``stopPlace``/``estimatedCalls``, ``trip``) and the
  429 body its gateway sends without ``ET-Client-Name``. Fairly sure.
- citymapper: Citymapper API 1.0 ``/directions/transit`` and ``/traveltimes``. Moderately sure.

Insurance and claims
- socotra: Socotra Core REST (``/quote``, ``/policy``, price/accept/issue); JSON as the API
  returns it, timestamps in epoch ms strings. Moderately sure.
- eis / majesco: EIS Suite and Majesco Policy REST as exposed by carriers' gateways; shapes
  are the author's reading of the public API references, moderately sure, trimmed.
- ccc: CCC ONE Secure Share style estimate/claim payloads (JSON); less sure (partner-only).
- snapsheet: Snapsheet Claims REST (``/claims``, ``/payments``); moderately sure.
- applied-epic: Applied Epic SDK/REST wrapper output (client, policy, activity); moderately sure,
  the maintenance page is the HTML Applied's hosted gateway serves.

Sales engagement and enrichment
- outreach: Outreach API v2 JSON:API (``data``/``attributes``/``relationships``/``links``).
  Sure of the envelope.
- salesloft: Salesloft API v2 (``{"metadata": {"paging": ...}, "data": [...]}``). Sure.
- apollo: Apollo.io REST (``mixed_people/search``, ``people/match``,
  ``organizations/enrich``), pagination envelope (docs checked with search). Fairly sure;
  the 429 text is as Apollo words its hourly limit.
- clearbit: Clearbit Enrichment / Prospector (``company.clearbit.com/v2/companies/find``;
  202 queued while it looks up). Fairly sure.
- zoominfo: ZoomInfo Enterprise API (``/search/contact``, ``/enrich/company``) JSON.
  Moderately sure.
- lusha: Lusha API v2 person/company. Moderately sure.

Quantum and HPC cloud consoles
- ionq: IonQ Cloud API v0.3 (``/jobs``, ``/jobs/{id}``, ``/jobs/{id}/results``, ``/backends``);
  fairly sure.
- nexus: Quantinuum Nexus via ``qnexus`` Python client output printed by a code tool
  (DataFrames rendered as text). Moderately sure.
- qcs: Rigetti ``qcs`` CLI / QCS API JSON (``quantum-processors``, ``reservations``).
  Moderately sure.
- azq: ``az quantum`` CLI (``workspace show``, ``target list``, ``job submit/show/output``)
  through a shell tool; table/JSON output and the ``(ResourceNotFound)`` error line. Fairly
  sure.
- dwave: ``dwave ping`` / ``dwave solvers`` / ``dwave sample`` (dwave-cloud-client CLI; solver
  fields checked with search). Fairly sure of the text, trimmed.
- xanadu: Xanadu Cloud ``xcc`` CLI (``xcc job list``, ``xcc job get``, ``xcc device list``).
  Moderately sure.

Static analysis and code quality
- codacy: Codacy API v3 (``/analysis/organizations/{p}/{org}/repositories/{repo}/issues/search``)
  ``{"data": [...], "pagination": {"cursor": ..., "limit": ..., "total": ...}}``. Fairly sure.
- deepsource: DeepSource GraphQL (``repository { issues, analysisRuns }``). Fairly sure.
- codeclimate: Code Climate Quality API JSON:API (``/repos``, ``/snapshots``, ``/issues``).
  Fairly sure.
- coverity: Coverity Connect REST v2 (``/api/v2/issues/search``) and ``cov-manage-im`` text.
  Moderately sure.
- checkmarx: Checkmarx One REST (``/api/scans``, ``/api/results``) and ``cx`` CLI. Fairly sure.
- veracode: Veracode XML APIs (``getbuildinfo.do``, ``detailedreport``) via the Java wrapper,
  and the REST Findings API HAL JSON. Fairly sure.

Written blind: the sessions were written as tools and agents produce them, before any detector
was run on them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(seed: str, n: int = 8) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def js(obj, indent: int | None = None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def session(family: str, kind: str, n: int, task: str, calls: list[tuple]) -> None:
    run_id = f"{family}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout40/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


# ---------------------------------------------------------------- transit and mobility


def tl_stop(name, gh, feed, sid, wc=None):
    return {
        "id": int(hid(name + gh, 6), 16),
        "onestop_id": f"s-{gh}-{name.lower().replace(' ', '').replace('/', '~')[:18]}",
        "stop_id": sid,
        "stop_name": name,
        "location_type": 0,
        "wheelchair_boarding": wc,
        "feed_version": {"feed": {"onestop_id": feed}, "sha1": hid(feed, 40)},
        "geometry": {"type": "Point", "coordinates": [-122.27, 37.80]},
    }


def transit():
    # transitland-ok-1: paging through all stops of an operator near a place
    names = [
        ("12th St Oakland City Center", "9q9p1bxyz", "901202"),
        ("19th St Oakland", "9q9p3p2kb", "901302"),
        ("Lake Merritt", "9q9p1bbfk", "901402"),
        ("Fruitvale", "9q9p0r8mu", "901502"),
    ]
    page1 = [tl_stop(n, g, "f-9q9-bart", s, 1) for n, g, s in names[:2]]
    page2 = [tl_stop(n, g, "f-9q9-bart", s, 1) for n, g, s in names[2:]]
    base = "https://transit.land/api/v2/rest/stops?served_by_onestop_ids=o-9q9-bart"
    session(
        "transitland",
        "ok",
        1,
        "List every BART stop within 2 km of downtown Oakland and say which are step-free.",
        [
            (
                "transitland_stops",
                {
                    "served_by_onestop_ids": "o-9q9-bart",
                    "lat": 37.8044,
                    "lon": -122.2712,
                    "radius": 2000,
                    "limit": 2,
                },
                js(
                    {
                        "stops": page1,
                        "meta": {
                            "after": page1[-1]["id"],
                            "next": f"{base}&after={page1[-1]['id']}&limit=2",
                        },
                    }
                ),
            ),
            (
                "transitland_stops",
                {
                    "served_by_onestop_ids": "o-9q9-bart",
                    "lat": 37.8044,
                    "lon": -122.2712,
                    "radius": 2000,
                    "limit": 2,
                    "after": page1[-1]["id"],
                },
                js(
                    {
                        "stops": page2,
                        "meta": {
                            "after": page2[-1]["id"],
                            "next": f"{base}&after={page2[-1]['id']}&limit=2",
                        },
                    }
                ),
            ),
            (
                "transitland_stops",
                {
                    "served_by_onestop_ids": "o-9q9-bart",
                    "lat": 37.8044,
                    "lon": -122.2712,
                    "radius": 2000,
                    "limit": 2,
                    "after": page2[-1]["id"],
                },
                js({"stops": [], "meta": {}}),
            ),
            (
                "transitland_stop_departures",
                {"stop_key": page1[0]["onestop_id"], "limit": 3},
                js(
                    {
                        "stops": [
                            {
                                **page1[0],
                                "departures": [
                                    {
                                        "arrival_time": "08:02:00",
                                        "departure_time": "08:02:30",
                                        "trip": {
                                            "trip_headsign": "Richmond",
                                            "route": {
                                                "route_short_name": "ORANGE",
                                                "route_long_name": "Berryessa/North San Jose - "
                                                "Richmond",
                                            },
                                        },
                                    },
                                    {
                                        "arrival_time": "08:05:00",
                                        "departure_time": "08:05:30",
                                        "trip": {
                                            "trip_headsign": "SF / Daly City",
                                            "route": {
                                                "route_short_name": "YELLOW",
                                                "route_long_name": "Antioch - SFO/Millbrae",
                                            },
                                        },
                                    },
                                ],
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    # transitland-ok-2: a route lookup that is legitimately empty, then the right one
    session(
        "transitland",
        "ok",
        2,
        "Does any operator run a scheduled bus on Route 40 in Ketchum, Idaho? If not, what runs "
        "there?",
        [
            (
                "transitland_routes",
                {"search": "40", "lat": 43.6807, "lon": -114.3637, "radius": 5000},
                js({"routes": [], "meta": {}}),
            ),
            (
                "transitland_operators",
                {"lat": 43.6807, "lon": -114.3637, "radius": 10000},
                js(
                    {
                        "operators": [
                            {
                                "onestop_id": "o-9rh-mountainrides",
                                "name": "Mountain Rides",
                                "short_name": "MRTA",
                                "website": "https://mountainrides.org",
                                "agencies": [
                                    {"agency_id": "1", "agency_timezone": "America/Boise"}
                                ],
                            }
                        ],
                        "meta": {},
                    }
                ),
            ),
            (
                "transitland_routes",
                {"operator_onestop_id": "o-9rh-mountainrides"},
                js(
                    {
                        "routes": [
                            {
                                "onestop_id": "r-9rh-blue",
                                "route_short_name": "Blue",
                                "route_long_name": "Ketchum - Sun Valley",
                                "route_type": 3,
                            },
                            {
                                "onestop_id": "r-9rh-valley",
                                "route_short_name": "Valley",
                                "route_long_name": "Hailey - Ketchum",
                                "route_type": 3,
                            },
                            {
                                "onestop_id": "r-9rh-bronze",
                                "route_short_name": "Bronze",
                                "route_long_name": "Elkhorn",
                                "route_type": 3,
                            },
                        ],
                        "meta": {},
                    }
                ),
            ),
            (
                "transitland_route",
                {"route_key": "r-9rh-valley"},
                js(
                    {
                        "routes": [
                            {
                                "onestop_id": "r-9rh-valley",
                                "route_short_name": "Valley",
                                "route_color": "2E8B57",
                                "route_url": "https://mountainrides.org/valley",
                                "agency": {
                                    "agency_name": "Mountain Rides Transportation Authority"
                                },
                                "route_stops": [
                                    {"stop": {"stop_name": "Ketchum Town Square"}},
                                    {"stop": {"stop_name": "Hailey Park & Ride"}},
                                ],
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    # transitland-fail-1: rate limited; the agent keeps asking
    rl = js({"message": "API rate limit exceeded"})
    session(
        "transitland",
        "fail",
        1,
        "Compare how many stops the three largest Denver-area operators have.",
        [
            (
                "transitland_operators",
                {"search": "RTD Denver"},
                js(
                    {
                        "operators": [
                            {
                                "onestop_id": "o-9xj-rtd",
                                "name": "Regional Transportation District",
                                "short_name": "RTD",
                            }
                        ],
                        "meta": {},
                    }
                ),
            ),
            ("transitland_stops", {"served_by_onestop_ids": "o-9xj-rtd", "limit": 100}, rl),
            ("transitland_stops", {"served_by_onestop_ids": "o-9xj-rtd", "limit": 20}, rl),
            ("transitland_operators", {"search": "Boulder"}, rl),
            ("transitland_stops", {"served_by_onestop_ids": "o-9xj-via", "limit": 20}, rl),
            ("transitland_stops", {"lat": 39.7392, "lon": -104.9903, "radius": 1000}, rl),
            ("transitland_operators", {"lat": 39.7392, "lon": -104.9903, "radius": 30000}, rl),
        ],
    )

    # navitia-ok-1: journey, then disruptions that are legitimately none
    j = {
        "journeys": [
            {
                "type": "best",
                "duration": 2460,
                "nb_transfers": 1,
                "departure_date_time": "20240611T081200",
                "arrival_date_time": "20240611T085300",
                "sections": [
                    {
                        "type": "street_network",
                        "mode": "walking",
                        "duration": 240,
                        "from": {"name": "12 Rue de Rivoli (Paris)"},
                        "to": {"name": "Hôtel de Ville"},
                    },
                    {
                        "type": "public_transport",
                        "duration": 780,
                        "display_informations": {
                            "commercial_mode": "Métro",
                            "code": "1",
                            "direction": "La Défense (Grande Arche)",
                            "network": "RATP",
                        },
                        "from": {"name": "Hôtel de Ville"},
                        "to": {"name": "Charles de Gaulle Étoile"},
                    },
                    {"type": "transfer", "transfer_type": "walking", "duration": 300},
                    {
                        "type": "public_transport",
                        "duration": 960,
                        "display_informations": {
                            "commercial_mode": "RER",
                            "code": "A",
                            "direction": "Saint-Germain-en-Laye",
                            "network": "RER",
                        },
                        "from": {"name": "Charles de Gaulle Étoile"},
                        "to": {"name": "Rueil-Malmaison"},
                    },
                ],
            }
        ],
        "links": [
            {
                "type": "next",
                "href": "https://api.navitia.io/v1/coverage/fr-idf/journeys?"
                "datetime=20240611T081300",
            }
        ],
        "context": {"timezone": "Europe/Paris", "current_datetime": "20240611T074501"},
    }
    session(
        "navitia",
        "ok",
        1,
        "Plan my trip from Rue de Rivoli to Rueil-Malmaison tomorrow at 8:10 and tell me if there "
        "are any disruptions on the lines it uses.",
        [
            (
                "navitia_places",
                {"coverage": "fr-idf", "q": "Rueil-Malmaison RER"},
                js(
                    {
                        "places": [
                            {
                                "id": "stop_area:IDFM:70438",
                                "name": "Rueil-Malmaison (Rueil-Malmaison)",
                                "embedded_type": "stop_area",
                                "quality": 90,
                            }
                        ]
                    }
                ),
            ),
            (
                "navitia_journeys",
                {
                    "coverage": "fr-idf",
                    "from": "2.3522;48.8566",
                    "to": "stop_area:IDFM:70438",
                    "datetime": "20240611T081000",
                },
                js(j),
            ),
            (
                "navitia_line_disruptions",
                {"coverage": "fr-idf", "line": "line:IDFM:C01371"},
                js(
                    {
                        "disruptions": [],
                        "pagination": {
                            "start_page": 0,
                            "items_on_page": 0,
                            "items_per_page": 25,
                            "total_result": 0,
                        },
                    }
                ),
            ),
            (
                "navitia_line_disruptions",
                {"coverage": "fr-idf", "line": "line:IDFM:C01742"},
                js(
                    {
                        "disruptions": [
                            {
                                "id": uid("rera-works"),
                                "status": "future",
                                "severity": {"name": "travaux", "effect": "SIGNIFICANT_DELAYS"},
                                "application_periods": [
                                    {"begin": "20240615T220000", "end": "20240616T050000"}
                                ],
                                "messages": [
                                    {
                                        "text": "Travaux : trafic interrompu entre "
                                        "Nanterre-Préfecture "
                                        "et Saint-Germain-en-Laye les nuits du 15 au 16 juin."
                                    }
                                ],
                            }
                        ],
                        "pagination": {
                            "start_page": 0,
                            "items_on_page": 1,
                            "items_per_page": 25,
                            "total_result": 1,
                        },
                    }
                ),
            ),
        ],
    )

    # navitia-fail-1: the tool is configured for a coverage that no longer exists
    nr = js(
        {
            "error": {"id": "unknown_object", "message": "The region fr-sw doesn't exists"},
            "message": "The region fr-sw doesn't exists",
        }
    )
    session(
        "navitia",
        "fail",
        1,
        "How do I get from Bordeaux Saint-Jean to Mérignac airport by tram and bus on Saturday "
        "morning?",
        [
            ("navitia_places", {"q": "Bordeaux Saint-Jean"}, nr),
            ("navitia_places", {"q": "Gare Saint-Jean"}, nr),
            (
                "navitia_journeys",
                {"from": "-0.5567;44.8256", "to": "-0.7136;44.8283", "datetime": "20240615T090000"},
                nr,
            ),
            ("navitia_journeys", {"from": "-0.5567;44.8256", "to": "-0.7136;44.8283"}, nr),
            ("navitia_places", {"q": "Aéroport Bordeaux-Mérignac"}, nr),
            ("navitia_lines", {"q": "Tram A"}, nr),
        ],
    )

    # otp-ok-1: plan + stop detail
    plan = {
        "data": {
            "plan": {
                "itineraries": [
                    {
                        "startTime": 1718093400000,
                        "endTime": 1718096100000,
                        "duration": 2700,
                        "walkDistance": 612.4,
                        "legs": [
                            {
                                "mode": "WALK",
                                "from": {"name": "Origin"},
                                "to": {"name": "SE Division & 12th"},
                                "duration": 300.0,
                            },
                            {
                                "mode": "BUS",
                                "route": {"shortName": "2", "longName": "Division"},
                                "from": {"name": "SE Division & 12th"},
                                "to": {"name": "SE Division & 82nd"},
                                "duration": 1140.0,
                            },
                            {
                                "mode": "BUS",
                                "route": {"shortName": "72", "longName": "Killingsworth/82nd Ave"},
                                "from": {"name": "SE 82nd & Division"},
                                "to": {"name": "NE 82nd & Sandy"},
                                "duration": 1080.0,
                            },
                        ],
                    },
                    {
                        "startTime": 1718094300000,
                        "endTime": 1718097300000,
                        "duration": 3000,
                        "walkDistance": 1204.9,
                        "legs": [
                            {
                                "mode": "WALK",
                                "from": {"name": "Origin"},
                                "to": {"name": "SE 12th & Clinton"},
                                "duration": 660.0,
                            },
                            {
                                "mode": "TRAM",
                                "route": {"shortName": "Orange", "longName": "MAX Orange Line"},
                                "from": {"name": "SE 17th Ave & Rhine St MAX Station"},
                                "to": {"name": "Pioneer Square South"},
                                "duration": 720.0,
                            },
                        ],
                    },
                ]
            }
        }
    }
    session(
        "otp",
        "ok",
        1,
        "Find me a transit route in Portland from SE 12th & Division to NE 82nd & Sandy leaving "
        "around 8:10, fewest walking.",
        [
            (
                "otp_graphql",
                {
                    "query": "{ plan(from:{lat:45.5048,lon:-122.6537}, to:{lat:45.5443,"
                    'lon:-122.5786}, date:"2024-06-11", time:"08:10") { itineraries '
                    "{ startTime endTime duration walkDistance legs { mode route { "
                    "shortName longName } from { name } to { name } duration } } } }"
                },
                js(plan),
            ),
            (
                "otp_graphql",
                {
                    "query": '{ stop(id:"TriMet:1440") { name code wheelchairBoarding '
                    "routes { shortName } } }"
                },
                js(
                    {
                        "data": {
                            "stop": {
                                "name": "SE 82nd & Division",
                                "code": "1440",
                                "wheelchairBoarding": "POSSIBLE",
                                "routes": [{"shortName": "72"}, {"shortName": "2"}],
                            }
                        }
                    }
                ),
            ),
            (
                "otp_graphql",
                {
                    "query": '{ alerts(feeds:["TriMet"], route:"TriMet:72") { '
                    "alertHeaderText effectiveStartDate } }"
                },
                js({"data": {"alerts": []}}),
            ),
        ],
    )

    # otp-fail-1: the OTP instance is down behind its proxy
    down = (
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 "
        "Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n"
        "</html>\r\n"
    )
    session(
        "otp",
        "fail",
        1,
        "What is the quickest way from Helsinki Central Station to Espoo Otaniemi right now?",
        [
            (
                "otp_graphql",
                {
                    "query": '{ plan(fromPlace:"Helsinki Central Station", toPlace:'
                    '"Otaniemi") { itineraries { duration } } }'
                },
                down,
            ),
            ("otp_graphql", {"query": '{ stops(name:"Rautatientori") { gtfsId name } }'}, down),
            (
                "otp_graphql",
                {
                    "query": "{ plan(from:{lat:60.1719,lon:24.9414}, to:{lat:60.1841,"
                    "lon:24.8301}) { itineraries { duration legs { mode } } } }"
                },
                down,
            ),
            ("otp_graphql", {"query": '{ stops(name:"Aalto-yliopisto") { gtfsId } }'}, down),
            ("otp_graphql", {"query": "{ feeds { feedId } }"}, down),
            (
                "otp_graphql",
                {
                    "query": "{ plan(from:{lat:60.1719,lon:24.9414}, to:{lat:60.1841,"
                    "lon:24.8301}, transportModes:[{mode:SUBWAY}]) { itineraries { "
                    "duration } } }"
                },
                down,
            ),
        ],
    )

    # tfl-ok-1: line status, stop search, arrivals
    status = [
        {
            "$type": "Tfl.Api.Presentation.Entities.Line, Tfl.Api.Presentation.Entities",
            "id": lid,
            "name": name,
            "modeName": "tube",
            "lineStatuses": [
                {
                    "$type": "Tfl.Api.Presentation.Entities.LineStatus, "
                    "Tfl.Api.Presentation.Entities",
                    "statusSeverity": sev,
                    "statusSeverityDescription": desc,
                    **({"reason": reason} if reason else {}),
                }
            ],
        }
        for lid, name, sev, desc, reason in [
            ("victoria", "Victoria", 10, "Good Service", None),
            (
                "northern",
                "Northern",
                9,
                "Minor Delays",
                "Northern Line: Minor delays between Camden Town and Morden due to an earlier "
                "signal failure at Kennington. GOOD SERVICE on the rest of the line.",
            ),
        ]
    ]
    session(
        "tfl",
        "ok",
        1,
        "I'm at Euston heading to Clapham Common. Is the Northern or Victoria line better right "
        "now, and when's the next southbound train?",
        [
            ("tfl_line_status", {"ids": "victoria,northern"}, js(status)),
            (
                "tfl_stoppoint_search",
                {"query": "Euston Underground", "modes": "tube"},
                js(
                    {
                        "$type": "Tfl.Api.Presentation.Entities.SearchResponse, "
                        "Tfl.Api.Presentation.Entities",
                        "query": "Euston Underground",
                        "total": 1,
                        "matches": [
                            {
                                "$type": "Tfl.Api.Presentation.Entities.MatchedStop, "
                                "Tfl.Api.Presentation.Entities",
                                "icsId": "1000077",
                                "modes": ["tube"],
                                "id": "940GZZLUEUS",
                                "name": "Euston Underground Station",
                                "lat": 51.528055,
                                "lon": -0.133805,
                            }
                        ],
                    }
                ),
            ),
            (
                "tfl_arrivals",
                {"stop_id": "940GZZLUEUS", "line": "northern"},
                js(
                    [
                        {
                            "$type": "Tfl.Api.Presentation.Entities.Prediction, "
                            "Tfl.Api.Presentation.Entities",
                            "id": "-1204928761",
                            "vehicleId": "044",
                            "naptanId": "940GZZLUEUS",
                            "stationName": "Euston Underground Station",
                            "lineId": "northern",
                            "platformName": "Southbound - Platform 2",
                            "direction": "inbound",
                            "destinationName": "Morden Underground Station",
                            "timeToStation": 142,
                            "currentLocation": "Approaching Mornington Crescent",
                            "towards": "Morden via Bank",
                            "expectedArrival": "2024-06-11T08:14:31Z",
                        },
                        {
                            "$type": "Tfl.Api.Presentation.Entities.Prediction, "
                            "Tfl.Api.Presentation.Entities",
                            "id": "1687330455",
                            "vehicleId": "012",
                            "naptanId": "940GZZLUEUS",
                            "stationName": "Euston Underground Station",
                            "lineId": "northern",
                            "platformName": "Southbound - Platform 6",
                            "direction": "inbound",
                            "destinationName": "Kennington Underground Station",
                            "timeToStation": 305,
                            "currentLocation": "At Camden Town Platform 3",
                            "towards": "Kennington via Charing Cross",
                            "expectedArrival": "2024-06-11T08:17:14Z",
                        },
                    ]
                ),
            ),
            (
                "tfl_journey",
                {"from": "940GZZLUEUS", "to": "940GZZLUCPC", "mode": "tube"},
                js(
                    {
                        "$type": "Tfl.Api.Presentation.Entities.JourneyPlanner.ItineraryResult, "
                        "Tfl.Api.Presentation.Entities",
                        "journeys": [
                            {
                                "startDateTime": "2024-06-11T08:14:00",
                                "duration": 24,
                                "arrivalDateTime": "2024-06-11T08:38:00",
                                "legs": [
                                    {
                                        "duration": 24,
                                        "instruction": {
                                            "summary": "Northern line to Clapham Common"
                                        },
                                        "mode": {"id": "tube"},
                                    }
                                ],
                            },
                            {
                                "startDateTime": "2024-06-11T08:13:00",
                                "duration": 27,
                                "arrivalDateTime": "2024-06-11T08:40:00",
                                "legs": [
                                    {
                                        "duration": 12,
                                        "instruction": {"summary": "Victoria line to Stockwell"},
                                        "mode": {"id": "tube"},
                                    },
                                    {
                                        "duration": 9,
                                        "instruction": {
                                            "summary": "Northern line to Clapham Common"
                                        },
                                        "mode": {"id": "tube"},
                                    },
                                ],
                            },
                        ],
                    }
                ),
            ),
        ],
    )

    # tfl-ok-2: a bus stop that does not exist (the answer), then the real one
    session(
        "tfl",
        "ok",
        2,
        "My friend says bus 453 stops at 'Marylebone Lane'. Check whether that's a real stop and "
        "when the next 453 from Baker Street goes.",
        [
            (
                "tfl_stoppoint_search",
                {"query": "Marylebone Lane", "modes": "bus", "lines": "453"},
                js(
                    {
                        "$type": "Tfl.Api.Presentation.Entities.SearchResponse, "
                        "Tfl.Api.Presentation.Entities",
                        "query": "Marylebone Lane",
                        "total": 0,
                        "matches": [],
                    }
                ),
            ),
            (
                "tfl_line_route_sequence",
                {"line": "453", "direction": "outbound"},
                js(
                    {
                        "$type": "Tfl.Api.Presentation.Entities.RouteSequence, "
                        "Tfl.Api.Presentation.Entities",
                        "lineId": "453",
                        "lineName": "453",
                        "direction": "outbound",
                        "stopPointSequences": [
                            {
                                "stopPoint": [
                                    {"id": "490000011B", "name": "Baker Street Station"},
                                    {"id": "490009740E", "name": "Marylebone High Street"},
                                    {"id": "490000173RB", "name": "Oxford Circus Station"},
                                    {"id": "490G00013116", "name": "Deptford Bridge"},
                                ]
                            }
                        ],
                    }
                ),
            ),
            (
                "tfl_arrivals",
                {"stop_id": "490000011B", "line": "453"},
                js(
                    [
                        {
                            "$type": "Tfl.Api.Presentation.Entities.Prediction, "
                            "Tfl.Api.Presentation.Entities",
                            "id": "-802210091",
                            "vehicleId": "LJ16EZN",
                            "naptanId": "490000011B",
                            "stationName": "Baker Street Station",
                            "lineId": "453",
                            "platformName": "B",
                            "destinationName": "Deptford Bridge",
                            "timeToStation": 416,
                            "expectedArrival": "2024-06-11T08:21:03Z",
                        }
                    ]
                ),
            ),
        ],
    )

    # tfl-fail-1: app_key quota exhausted, every call a 429 body
    q = js({"statusCode": 429, "message": "Rate limit is exceeded. Try again in 44 seconds."})
    session(
        "tfl",
        "fail",
        1,
        "Which Elizabeth line stations between Paddington and Abbey Wood have step-free access "
        "from street to train?",
        [
            ("tfl_line_stoppoints", {"line": "elizabeth"}, q),
            (
                "tfl_line_stoppoints",
                {"line": "elizabeth", "tflOperatedNationalRailStationsOnly": False},
                q,
            ),
            ("tfl_stoppoint_search", {"query": "Paddington", "modes": "elizabeth-line"}, q),
            ("tfl_stoppoint", {"id": "910GPADTLL"}, q),
            ("tfl_stoppoint", {"id": "910GABWDXR"}, q),
            ("tfl_line_status", {"ids": "elizabeth"}, q),
        ],
    )

    # entur-ok-1: departures and trip
    session(
        "entur",
        "ok",
        1,
        "Next three trains from Oslo S to Lillehammer this afternoon, and whether the 15:02 has "
        "a quiet carriage.",
        [
            (
                "entur_geocoder",
                {"text": "Oslo S", "layers": "venue", "size": 1},
                js(
                    {
                        "type": "FeatureCollection",
                        "features": [
                            {
                                "type": "Feature",
                                "properties": {
                                    "id": "NSR:StopPlace:337",
                                    "name": "Oslo S",
                                    "locality": "Oslo",
                                    "category": ["railStation", "metroStation", "busStation"],
                                },
                                "geometry": {
                                    "type": "Point",
                                    "coordinates": [10.753051, 59.910357],
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                "entur_journeyplanner",
                {
                    "query": '{ trip(from:{place:"NSR:StopPlace:337"}, '
                    'to:{place:"NSR:StopPlace:420"}, numTripPatterns:3, '
                    'dateTime:"2024-06-11T14:30:00+02:00") { tripPatterns '
                    "{ expectedStartTime duration legs { line { publicCode } "
                    "serviceJourney { id } } } } }"
                },
                js(
                    {
                        "data": {
                            "trip": {
                                "tripPatterns": [
                                    {
                                        "expectedStartTime": "2024-06-11T15:02:00+02:00",
                                        "duration": 8520,
                                        "legs": [
                                            {
                                                "line": {"publicCode": "RE10"},
                                                "serviceJourney": {
                                                    "id": "VYG:ServiceJourney:319-2024-06-11"
                                                },
                                            }
                                        ],
                                    },
                                    {
                                        "expectedStartTime": "2024-06-11T16:02:00+02:00",
                                        "duration": 8460,
                                        "legs": [
                                            {
                                                "line": {"publicCode": "RE10"},
                                                "serviceJourney": {
                                                    "id": "VYG:ServiceJourney:321-2024-06-11"
                                                },
                                            }
                                        ],
                                    },
                                    {
                                        "expectedStartTime": "2024-06-11T17:02:00+02:00",
                                        "duration": 8580,
                                        "legs": [
                                            {
                                                "line": {"publicCode": "RE10"},
                                                "serviceJourney": {
                                                    "id": "VYG:ServiceJourney:323-2024-06-11"
                                                },
                                            }
                                        ],
                                    },
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                "entur_journeyplanner",
                {
                    "query": '{ serviceJourney(id:"VYG:ServiceJourney:319-'
                    '2024-06-11") { privateCode notices { text } } }'
                },
                js(
                    {
                        "data": {
                            "serviceJourney": {
                                "privateCode": "319",
                                "notices": [
                                    {"text": "Stillevogn"},
                                    {"text": "Bistro"},
                                    {"text": "Plassreservering anbefales"},
                                ],
                            }
                        }
                    }
                ),
            ),
        ],
    )

    # entur-fail-1: missing ET-Client-Name, throttled
    thr = js(
        {
            "errors": [
                {
                    "message": "Too Many Requests. Please identify your client with the "
                    "ET-Client-Name header.",
                    "extensions": {"code": "RATE_LIMITED"},
                }
            ]
        }
    )
    session(
        "entur",
        "fail",
        1,
        "When does the last ferry leave Bergen for Stavanger tonight?",
        [
            (
                "entur_journeyplanner",
                {"query": '{ stopPlaces(ids:["NSR:StopPlace:58366"]) { name } }'},
                thr,
            ),
            (
                "entur_journeyplanner",
                {
                    "query": '{ trip(from:{place:"NSR:StopPlace:58366"}, to:'
                    '{place:"NSR:StopPlace:59977"}, modes:{transportModes:[{'
                    "transportMode:water}]}) { tripPatterns { "
                    "expectedStartTime } } }"
                },
                thr,
            ),
            (
                "entur_journeyplanner",
                {
                    "query": "{ trip(from:{coordinates:{latitude:60.3966,"
                    "longitude:5.3219}}, to:{coordinates:{latitude:58.9700,"
                    "longitude:5.7331}}) { tripPatterns { expectedStartTime "
                    "} } }"
                },
                thr,
            ),
            (
                "entur_journeyplanner",
                {
                    "query": "{ lines(transportModes:[water], authorities:"
                    '["FJO:Authority:FJO"]) { id name } }'
                },
                thr,
            ),
            (
                "entur_journeyplanner",
                {
                    "query": '{ stopPlace(id:"NSR:StopPlace:58366") { '
                    "estimatedCalls(numberOfDepartures:20) { "
                    "expectedDepartureTime } } }"
                },
                thr,
            ),
            ("entur_journeyplanner", {"query": "{ authorities { id name } }"}, thr),
        ],
    )

    # citymapper-ok-1: travel times compared, directions for the chosen
    session(
        "citymapper",
        "ok",
        1,
        "For my three candidate flats in Berlin, how long is the commute by transit to Alexander"
        "platz at 8am?",
        [
            (
                "citymapper_traveltimes",
                {
                    "start": "52.4853,13.4241",
                    "end": "52.5219,13.4132",
                    "traveltime_types": "transit,walk",
                },
                js({"transit_time_minutes": 19, "walk_travel_time_minutes": 52}),
            ),
            (
                "citymapper_traveltimes",
                {
                    "start": "52.5447,13.3527",
                    "end": "52.5219,13.4132",
                    "traveltime_types": "transit,walk",
                },
                js({"transit_time_minutes": 24, "walk_travel_time_minutes": 58}),
            ),
            (
                "citymapper_traveltimes",
                {
                    "start": "52.4975,13.2871",
                    "end": "52.5219,13.4132",
                    "traveltime_types": "transit,walk",
                },
                js({"transit_time_minutes": 27}),
            ),
            (
                "citymapper_directions_transit",
                {
                    "start": "52.4853,13.4241",
                    "end": "52.5219,13.4132",
                    "time": "2024-06-12T08:00:00+02:00",
                    "time_type": "arrive",
                },
                js(
                    {
                        "routes": [
                            {
                                "start": {"coordinates": {"lat": 52.4853, "lon": 13.4241}},
                                "end": {"coordinates": {"lat": 52.5219, "lon": 13.4132}},
                                "distance_meters": 6120,
                                "duration_seconds": 1140,
                                "legs": [
                                    {"travel_mode": "walk", "duration_seconds": 240},
                                    {
                                        "travel_mode": "transit",
                                        "duration_seconds": 780,
                                        "routes": [
                                            {"name": "U8", "display_name": "U8", "mode": "metro"}
                                        ],
                                        "stops": [
                                            {"name": "Hermannplatz"},
                                            {"name": "Alexanderplatz"},
                                        ],
                                    },
                                    {"travel_mode": "walk", "duration_seconds": 120},
                                ],
                                "price": {
                                    "formatted": "€3.50",
                                    "amount": "3.50",
                                    "currency": "EUR",
                                },
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    # citymapper-ok-2: unsupported region is a real answer here (the user asks whether it works)
    session(
        "citymapper",
        "ok",
        2,
        "Can our app use Citymapper for rides in Reykjavik and in Lisbon? Check both.",
        [
            (
                "citymapper_coverage",
                {"point": "64.1466,-21.9426"},
                js({"points": [{"covered": False, "coord": [64.1466, -21.9426]}]}),
            ),
            (
                "citymapper_coverage",
                {"point": "38.7223,-9.1393"},
                js({"points": [{"covered": True, "coord": [38.7223, -9.1393]}]}),
            ),
            (
                "citymapper_traveltimes",
                {
                    "start": "38.7139,-9.1334",
                    "end": "38.7369,-9.1427",
                    "traveltime_types": "transit",
                },
                js({"transit_time_minutes": 14}),
            ),
        ],
    )


# ---------------------------------------------------------------- insurance and claims


def insurance():
    # socotra-ok-1: quote, price, accept, issue (acknowledgements and polling)
    qloc = uid("socotra-quote-1")
    ploc = uid("socotra-policy-1")
    session(
        "socotra",
        "ok",
        1,
        "Quote and bind the renters policy for Dana Whitfield (account 100000412) with $30k "
        "contents cover starting July 1.",
        [
            (
                "socotra_create_quote",
                {
                    "accountLocator": "100000412",
                    "productName": "renters",
                    "startTime": "2024-07-01",
                    "contents_limit": "30000",
                },
                js(
                    {
                        "locator": qloc,
                        "quoteState": "draft",
                        "productName": "renters",
                        "accountLocator": "100000412",
                        "startTime": "1719792000000",
                        "endTime": "1751328000000",
                    }
                ),
            ),
            (
                "socotra_price_quote",
                {"locator": qloc},
                js(
                    {
                        "locator": qloc,
                        "quoteState": "priced",
                        "pricing": {
                            "grossPremium": "184.20",
                            "grossTaxes": "9.21",
                            "grossFees": "12.00",
                            "currency": "USD",
                        },
                    }
                ),
            ),
            (
                "socotra_underwrite_quote",
                {"locator": qloc},
                js({"locator": qloc, "underwritingResult": {"decision": "accept", "notes": []}}),
            ),
            (
                "socotra_accept_quote",
                {"locator": qloc},
                js({"locator": qloc, "quoteState": "accepted", "policyLocator": ploc}),
            ),
            ("socotra_issue_policy", {"policyLocator": ploc}, ""),
            (
                "socotra_get_policy",
                {"policyLocator": ploc},
                js(
                    {
                        "locator": ploc,
                        "policyState": "issued",
                        "productName": "renters",
                        "accountLocator": "100000412",
                        "issuedTimestamp": "1718105523000",
                        "documents": [
                            {
                                "displayName": "Declarations",
                                "type": "pdf",
                                "url": f"https://api.socotra.com/document/{hid(ploc, 12)}",
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    # socotra-ok-2: legit empty search (no open claims) plus a note created
    session(
        "socotra",
        "ok",
        2,
        "Before renewal, confirm policy 100000377 has no open claims, then add a note that it "
        "was reviewed.",
        [
            (
                "socotra_get_policy",
                {"policyLocator": "100000377"},
                js(
                    {
                        "locator": "100000377",
                        "policyState": "active",
                        "productName": "homeowners",
                        "endTime": "1720051200000",
                    }
                ),
            ),
            (
                "socotra_search_claims",
                {"policyLocator": "100000377", "status": "open"},
                js({"claims": [], "total": 0}),
            ),
            (
                "socotra_search_claims",
                {"policyLocator": "100000377"},
                js(
                    {
                        "claims": [
                            {
                                "locator": "c-88213",
                                "status": "closed",
                                "lossDate": "1652400000000",
                                "paidTotal": "2150.00",
                            }
                        ],
                        "total": 1,
                    }
                ),
            ),
            (
                "socotra_add_note",
                {
                    "policyLocator": "100000377",
                    "text": "Pre-renewal review: no open claims; one closed claim (c-88213).",
                },
                js({"locator": uid("note-377"), "createdTimestamp": "1718106042000"}),
            ),
        ],
    )

    # socotra-fail-1: token expired
    ex = js({"message": "Authorization token expired. Please re-authenticate.", "statusCode": 401})
    session(
        "socotra",
        "fail",
        1,
        "Find every commercial auto policy for fleet account 100000958 that renews in August and "
        "summarize premiums.",
        [
            ("socotra_get_account", {"accountLocator": "100000958"}, ex),
            ("socotra_search_policies", {"accountLocator": "100000958"}, ex),
            (
                "socotra_search_policies",
                {"productName": "commercial-auto", "renewalMonth": "2024-08"},
                ex,
            ),
            ("socotra_get_policy", {"policyLocator": "100004410"}, ex),
            ("socotra_search_policies", {"accountLocator": "100000958", "state": "active"}, ex),
            ("socotra_get_account", {"accountLocator": "100000958", "expand": "policies"}, ex),
        ],
    )

    # eis-ok-1: customer and policy reads
    session(
        "eis",
        "ok",
        1,
        "Pull the coverage summary and billing status for policy PA-2024-0018827 so I can "
        "answer the customer.",
        [
            (
                "eis_policy_get",
                {"policyNumber": "PA-2024-0018827"},
                js(
                    {
                        "policyNumber": "PA-2024-0018827",
                        "productCd": "PersonalAuto",
                        "policyStatus": "policyActive",
                        "effectiveDate": "2024-02-14",
                        "expirationDate": "2025-02-14",
                        "insured": {"customerNumber": "C0004417", "name": "Ortega, Luis"},
                    }
                ),
            ),
            (
                "eis_policy_coverages",
                {"policyNumber": "PA-2024-0018827"},
                js(
                    {
                        "vehicles": [
                            {
                                "vin": "1HGCV1F39LA0xxxxx",
                                "year": 2020,
                                "make": "HONDA",
                                "coverages": [
                                    {"coverageCd": "BI", "limit": "100000/300000"},
                                    {"coverageCd": "PD", "limit": "100000"},
                                    {"coverageCd": "COLL", "deductible": "500"},
                                    {"coverageCd": "COMP", "deductible": "250"},
                                    {"coverageCd": "RREIM", "limit": "30/900"},
                                ],
                            }
                        ]
                    }
                ),
            ),
            (
                "eis_billing_account",
                {"policyNumber": "PA-2024-0018827"},
                js(
                    {
                        "billingAccountNumber": "BA-551902",
                        "status": "ACTIVE",
                        "paymentPlan": "MONTHLY",
                        "totalDue": "0.00",
                        "nextInstallment": {"dueDate": "2024-06-14", "amount": "118.42"},
                    }
                ),
            ),
            (
                "eis_billing_transactions",
                {"billingAccountNumber": "BA-551902", "limit": 3},
                js(
                    {
                        "transactions": [
                            {
                                "date": "2024-05-14",
                                "type": "PAYMENT",
                                "amount": "-118.42",
                                "method": "EFT",
                            },
                            {"date": "2024-05-01", "type": "INVOICE", "amount": "118.42"},
                            {
                                "date": "2024-04-14",
                                "type": "PAYMENT",
                                "amount": "-118.42",
                                "method": "EFT",
                            },
                        ]
                    }
                ),
            ),
        ],
    )

    # majesco-ok-1: FNOL created, claim polled until assigned
    cl = "CLM-24-0071193"
    session(
        "majesco",
        "ok",
        1,
        "File a first notice of loss for policy HO-7731002: kitchen water leak on June 9, and "
        "tell me who the adjuster is once assigned.",
        [
            (
                "majesco_create_fnol",
                {
                    "policyNumber": "HO-7731002",
                    "lossDate": "2024-06-09",
                    "lossCause": "WATER",
                    "description": "Supply line under kitchen sink burst",
                },
                js({"claimNumber": cl, "status": "Reported", "message": "FNOL submitted"}),
            ),
            (
                "majesco_get_claim",
                {"claimNumber": cl},
                js({"claimNumber": cl, "status": "Reported", "adjuster": None, "reserves": []}),
            ),
            (
                "majesco_get_claim",
                {"claimNumber": cl},
                js(
                    {
                        "claimNumber": cl,
                        "status": "Open",
                        "adjuster": None,
                        "reserves": [{"type": "Indemnity", "amount": 8500.0}],
                    }
                ),
            ),
            (
                "majesco_get_claim",
                {"claimNumber": cl},
                js(
                    {
                        "claimNumber": cl,
                        "status": "Open",
                        "adjuster": {
                            "name": "Priya Raman",
                            "phone": "+1-614-555-0182",
                            "email": "praman@claims.example-mutual.com",
                        },
                        "reserves": [
                            {"type": "Indemnity", "amount": 8500.0},
                            {"type": "Expense", "amount": 750.0},
                        ],
                    }
                ),
            ),
        ],
    )

    # ccc-ok-1: estimate workflow
    session(
        "ccc",
        "ok",
        1,
        "Get the latest CCC ONE estimate total for assignment A-44018 and whether a supplement "
        "has been added.",
        [
            (
                "ccc_get_assignment",
                {"assignmentId": "A-44018"},
                js(
                    {
                        "assignmentId": "A-44018",
                        "claimNumber": "AU-24-330871",
                        "repairFacility": "Northgate Collision",
                        "status": "ESTIMATE_COMMITTED",
                        "vehicle": {"year": 2021, "make": "Toyota", "model": "RAV4"},
                    }
                ),
            ),
            (
                "ccc_list_estimates",
                {"assignmentId": "A-44018"},
                js(
                    {
                        "estimates": [
                            {
                                "estimateId": "E1",
                                "type": "ORIGINAL",
                                "committedAt": "2024-06-03T15:22:10Z",
                                "grossTotal": 4381.27,
                            },
                            {
                                "estimateId": "E2",
                                "type": "SUPPLEMENT",
                                "sequence": 1,
                                "committedAt": "2024-06-07T10:04:55Z",
                                "grossTotal": 5096.83,
                            },
                        ]
                    }
                ),
            ),
            (
                "ccc_get_estimate",
                {"assignmentId": "A-44018", "estimateId": "E2"},
                js(
                    {
                        "estimateId": "E2",
                        "lines": [
                            {
                                "line": 31,
                                "op": "Repl",
                                "description": "Rear bumper reinforcement",
                                "amount": 388.10,
                            },
                            {
                                "line": 32,
                                "op": "R&I",
                                "description": "Rear parking sensor (L)",
                                "amount": 46.00,
                            },
                            {
                                "line": 33,
                                "op": "Refn",
                                "description": "Quarter panel blend",
                                "labor": 2.1,
                            },
                        ],
                        "totals": {
                            "parts": 2711.40,
                            "labor": 1820.00,
                            "paint": 402.15,
                            "tax": 163.28,
                            "gross": 5096.83,
                            "deductible": 500.00,
                            "net": 4596.83,
                        },
                    }
                ),
            ),
        ],
    )

    # ccc-fail-1: gateway timeouts
    gt = (
        "<!DOCTYPE html><html><head><title>504 Gateway Time-out</title></head><body><h1>"
        "Gateway Time-out</h1><p>The gateway did not receive a timely response from the "
        "upstream server.</p><p>Reference #97.3c1f1d17.1718106612.2b9e0a41</p></body></html>"
    )
    session(
        "ccc",
        "fail",
        1,
        "Which of our open auto claims at Riverside Auto Body have estimates older than 10 days "
        "without a supplement?",
        [
            (
                "ccc_list_assignments",
                {"repairFacility": "Riverside Auto Body", "status": "open"},
                gt,
            ),
            ("ccc_list_assignments", {"repairFacility": "Riverside Auto Body"}, gt),
            ("ccc_get_assignment", {"assignmentId": "A-43870"}, gt),
            ("ccc_list_estimates", {"assignmentId": "A-43870"}, gt),
            ("ccc_list_assignments", {"status": "open", "limit": 10}, gt),
            ("ccc_get_assignment", {"assignmentId": "A-43912"}, gt),
        ],
    )

    # snapsheet-ok-1: payments issued (action) and many reads
    session(
        "snapsheet",
        "ok",
        1,
        "For claim 24-118832, confirm the rental reimbursement was paid and issue the $312.50 "
        "towing payment to Eastside Towing.",
        [
            (
                "snapsheet_get_claim",
                {"claimId": "24-118832"},
                js(
                    {
                        "id": "24-118832",
                        "state": "open",
                        "line_of_business": "auto",
                        "loss_date": "2024-05-27",
                        "claimant": {"name": "Mei Tanaka"},
                    }
                ),
            ),
            (
                "snapsheet_list_payments",
                {"claimId": "24-118832"},
                js(
                    {
                        "payments": [
                            {
                                "id": uid("pay-rental"),
                                "payee": "Enterprise Rent-A-Car",
                                "category": "rental",
                                "amount_cents": 42000,
                                "status": "cleared",
                                "issued_at": "2024-06-04T13:10:00Z",
                            }
                        ],
                        "meta": {"total": 1},
                    }
                ),
            ),
            (
                "snapsheet_list_vendors",
                {"q": "Eastside Towing"},
                js(
                    {
                        "vendors": [
                            {
                                "id": "v_7731",
                                "name": "Eastside Towing & Recovery LLC",
                                "tin_last4": "4471",
                                "payment_method": "ach",
                            }
                        ]
                    }
                ),
            ),
            (
                "snapsheet_create_payment",
                {
                    "claimId": "24-118832",
                    "vendorId": "v_7731",
                    "category": "towing",
                    "amount_cents": 31250,
                },
                js({"id": uid("pay-tow"), "status": "pending_approval", "amount_cents": 31250}),
            ),
            (
                "snapsheet_get_payment",
                {"paymentId": uid("pay-tow")},
                js(
                    {
                        "id": uid("pay-tow"),
                        "status": "approved",
                        "approved_by": "auto-rule:under-500",
                        "amount_cents": 31250,
                    }
                ),
            ),
        ],
    )

    # snapsheet-fail-1: tool points at the sandbox tenant, every claim lookup empty
    session(
        "snapsheet",
        "fail",
        1,
        "List the total paid so far on claims 24-120011, 24-120019 and 24-120034.",
        [
            (
                "snapsheet_get_claim",
                {"claimId": "24-120011"},
                js(
                    {
                        "errors": [
                            {"status": "404", "title": "Not Found", "detail": "Claim not found"}
                        ]
                    }
                ),
            ),
            (
                "snapsheet_list_payments",
                {"claimId": "24-120011"},
                js({"payments": [], "meta": {"total": 0}}),
            ),
            (
                "snapsheet_get_claim",
                {"claimId": "24-120019"},
                js(
                    {
                        "errors": [
                            {"status": "404", "title": "Not Found", "detail": "Claim not found"}
                        ]
                    }
                ),
            ),
            ("snapsheet_search_claims", {"q": "24-1200"}, js({"claims": [], "meta": {"total": 0}})),
            (
                "snapsheet_get_claim",
                {"claimId": "24-120034"},
                js(
                    {
                        "errors": [
                            {"status": "404", "title": "Not Found", "detail": "Claim not found"}
                        ]
                    }
                ),
            ),
            (
                "snapsheet_search_claims",
                {"state": "open"},
                js({"claims": [], "meta": {"total": 0}}),
            ),
            (
                "snapsheet_list_payments",
                {"claimId": "24-120034"},
                js({"payments": [], "meta": {"total": 0}}),
            ),
        ],
    )

    # applied-epic-ok-1: client lookup, policies, activity created
    session(
        "applied-epic",
        "ok",
        1,
        "Find Harbor Light Bakery in Epic, list their active policies, and open a follow-up "
        "activity for the BOP renewal.",
        [
            (
                "epic_client_search",
                {"name": "Harbor Light Bakery"},
                js(
                    [
                        {
                            "ClientID": 48812,
                            "LookupCode": "HARBLIG-01",
                            "AccountName": "Harbor Light Bakery LLC",
                            "ClientType": "Commercial",
                        }
                    ]
                ),
            ),
            (
                "epic_policy_list",
                {"clientId": 48812, "status": "Active"},
                js(
                    [
                        {
                            "PolicyID": 991204,
                            "PolicyNumber": "BOP5510923",
                            "LineOfBusiness": "Businessowners",
                            "Carrier": "Hanover",
                            "ExpirationDate": "2024-07-15",
                            "AnnualizedPremium": 4120.0,
                        },
                        {
                            "PolicyID": 991207,
                            "PolicyNumber": "WC2201187",
                            "LineOfBusiness": "Workers Compensation",
                            "Carrier": "Employers",
                            "ExpirationDate": "2025-01-01",
                            "AnnualizedPremium": 2874.0,
                        },
                    ]
                ),
            ),
            (
                "epic_activity_insert",
                {
                    "clientId": 48812,
                    "policyId": 991204,
                    "code": "RNWL",
                    "description": "BOP renewal follow-up",
                    "dueDate": "2024-06-20",
                },
                "Activity inserted. ActivityID: 7731956",
            ),
            (
                "epic_activity_get",
                {"activityId": 7731956},
                js(
                    {
                        "ActivityID": 7731956,
                        "Code": "RNWL",
                        "Status": "Open",
                        "WhoOwner": "JMARTIN",
                        "FollowUpStartDate": "2024-06-20",
                    }
                ),
            ),
        ],
    )

    # applied-epic-fail-1: maintenance page
    mp = (
        "<html><head><title>Applied Epic - Scheduled Maintenance</title></head><body>"
        "<h2>Applied Epic is currently unavailable</h2><p>We are performing scheduled "
        "maintenance. We apologize for the inconvenience and expect to be back shortly.</p>"
        "</body></html>"
    )
    session(
        "applied-epic",
        "fail",
        1,
        "Pull certificates of insurance issued for Maple Grove Dental in the last 90 days.",
        [
            ("epic_client_search", {"name": "Maple Grove Dental"}, mp),
            ("epic_client_search", {"name": "Maple Grove"}, mp),
            ("epic_certificate_list", {"clientLookupCode": "MAPLGRO-01"}, mp),
            ("epic_client_search", {"lookupCode": "MAPLGRO-01"}, mp),
            ("epic_attachment_search", {"description": "certificate", "client": "Maple Grove"}, mp),
            ("epic_certificate_list", {"clientLookupCode": "MAPLGRO-01", "days": 90}, mp),
        ],
    )


# ---------------------------------------------------------------- sales engagement


def op_prospect(pid, first, last, title, company):
    return {
        "type": "prospect",
        "id": pid,
        "attributes": {
            "firstName": first,
            "lastName": last,
            "title": title,
            "company": company,
            "emails": [f"{first.lower()}.{last.lower()}@{company.lower().replace(' ', '')}.com"],
            "engagedAt": None,
        },
        "links": {"self": f"https://api.outreach.io/api/v2/prospects/{pid}"},
    }


def sales():
    # outreach-ok-1: find prospects, add them to a sequence (acks), check sequence state
    ps = [
        op_prospect(40121, "Hannah", "Brody", "VP Operations", "Lumen Freight"),
        op_prospect(40188, "Tomas", "Ilic", "Director of Logistics", "Lumen Freight"),
    ]
    session(
        "outreach",
        "ok",
        1,
        "Add the Lumen Freight operations leaders to our 'Q3 Logistics Outbound' sequence "
        "from my mailbox.",
        [
            (
                "outreach_list_prospects",
                {"filter[company]": "Lumen Freight"},
                js({"data": ps, "meta": {"count": 2}, "links": {}}),
            ),
            (
                "outreach_list_sequences",
                {"filter[name]": "Q3 Logistics Outbound"},
                js(
                    {
                        "data": [
                            {
                                "type": "sequence",
                                "id": 812,
                                "attributes": {
                                    "name": "Q3 Logistics Outbound",
                                    "enabled": True,
                                    "sequenceStepCount": 6,
                                    "activeProspectsCount": 141,
                                },
                            }
                        ],
                        "meta": {"count": 1},
                    }
                ),
            ),
            (
                "outreach_list_mailboxes",
                {"filter[email]": "me"},
                js(
                    {
                        "data": [
                            {
                                "type": "mailbox",
                                "id": 33,
                                "attributes": {
                                    "email": "r.okafor@ourco.com",
                                    "sendDisabled": False,
                                },
                            }
                        ]
                    }
                ),
            ),
            (
                "outreach_create_sequence_state",
                {"prospect": 40121, "sequence": 812, "mailbox": 33},
                js(
                    {
                        "data": {
                            "type": "sequenceState",
                            "id": 991204,
                            "attributes": {
                                "state": "active",
                                "createdAt": "2024-06-11T14:02:11.000Z",
                            },
                        }
                    }
                ),
            ),
            (
                "outreach_create_sequence_state",
                {"prospect": 40188, "sequence": 812, "mailbox": 33},
                js(
                    {
                        "data": {
                            "type": "sequenceState",
                            "id": 991205,
                            "attributes": {
                                "state": "active",
                                "createdAt": "2024-06-11T14:02:13.000Z",
                            },
                        }
                    }
                ),
            ),
        ],
    )

    # outreach-fail-1: wrapper returns the same cached first page whatever the filter
    stale = js(
        {
            "data": [
                op_prospect(10001, "Alex", "Morgan", "Account Executive", "Acme Corp"),
                op_prospect(10002, "Sam", "Lee", "SDR", "Acme Corp"),
            ],
            "meta": {"count": 2},
            "links": {},
        }
    )
    session(
        "outreach",
        "fail",
        1,
        "Which prospects at Northwind Health replied to any sequence in May?",
        [
            ("outreach_list_prospects", {"filter[company]": "Northwind Health"}, stale),
            ("outreach_list_prospects", {"filter[company]": "Northwind"}, stale),
            (
                "outreach_list_prospects",
                {
                    "filter[company]": "Northwind Health",
                    "filter[engagedAt]": "2024-05-01..2024-05-31",
                },
                stale,
            ),
            ("outreach_list_prospects", {"filter[emails]": "@northwindhealth.com"}, stale),
            ("outreach_list_prospects", {"filter[title]": "Chief Medical Officer"}, stale),
            ("outreach_list_prospects", {"sort": "-engagedAt", "page[size]": 50}, stale),
        ],
    )

    # salesloft-ok-1: paging people, calls logged
    def sl_person(i, first, last, title):
        return {
            "id": 5500 + i,
            "first_name": first,
            "last_name": last,
            "title": title,
            "email_address": f"{first.lower()}@brightpath.io",
            "last_contacted_at": None if i % 2 else f"2024-05-2{i}T16:00:00.000000-04:00",
        }

    session(
        "salesloft",
        "ok",
        1,
        "Who at BrightPath have we never contacted? Log a note on the account that I'm taking "
        "them over.",
        [
            (
                "salesloft_list_people",
                {"account_id": 771, "per_page": 2, "page": 1},
                js(
                    {
                        "metadata": {
                            "filtering": {"account_id": "771"},
                            "paging": {
                                "per_page": 2,
                                "current_page": 1,
                                "next_page": 2,
                                "prev_page": None,
                            },
                            "sorting": {"sort_by": "updated_at", "sort_direction": "DESC"},
                        },
                        "data": [
                            sl_person(1, "Nora", "Quist", "CTO"),
                            sl_person(2, "Ivan", "Petrov", "Head of Data"),
                        ],
                    }
                ),
            ),
            (
                "salesloft_list_people",
                {"account_id": 771, "per_page": 2, "page": 2},
                js(
                    {
                        "metadata": {
                            "filtering": {"account_id": "771"},
                            "paging": {
                                "per_page": 2,
                                "current_page": 2,
                                "next_page": None,
                                "prev_page": 1,
                            },
                            "sorting": {"sort_by": "updated_at", "sort_direction": "DESC"},
                        },
                        "data": [sl_person(3, "Leah", "Santos", "Data Engineer")],
                    }
                ),
            ),
            (
                "salesloft_create_note",
                {
                    "associated_with_type": "account",
                    "associated_with_id": 771,
                    "content": "Taking over BrightPath from Kim.",
                },
                js(
                    {
                        "data": {
                            "id": 3120988,
                            "content": "Taking over BrightPath from Kim.",
                            "created_at": "2024-06-11T14:40:03.118902-04:00",
                            "associated_with_type": "Account",
                        }
                    }
                ),
            ),
        ],
    )

    # apollo-ok-1: people search paging and enrichment
    def ap(pid, first, last, title, org):
        return {
            "id": hid(pid, 24),
            "first_name": first,
            "last_name": last,
            "name": f"{first} {last}",
            "title": title,
            "organization_name": org,
            "linkedin_url": f"http://www.linkedin.com/in/{first.lower()}{last.lower()}",
            "email_status": "verified",
            "city": "Austin",
            "state": "Texas",
        }

    session(
        "apollo",
        "ok",
        1,
        "Find heads of RevOps at Series B SaaS companies in Austin and get a verified email for "
        "the top one.",
        [
            (
                "apollo_people_search",
                {
                    "person_titles": ["head of revenue operations", "revops"],
                    "person_locations": ["Austin, Texas"],
                    "organization_latest_funding_stage_cd": ["series_b"],
                    "page": 1,
                    "per_page": 2,
                },
                js(
                    {
                        "people": [
                            ap("a1", "Kara", "Linden", "Head of Revenue Operations", "Tidewave"),
                            ap("a2", "Devon", "Marsh", "Director, RevOps", "Quillstack"),
                        ],
                        "pagination": {
                            "page": 1,
                            "per_page": 2,
                            "total_entries": 5,
                            "total_pages": 3,
                        },
                    }
                ),
            ),
            (
                "apollo_people_search",
                {
                    "person_titles": ["head of revenue operations", "revops"],
                    "person_locations": ["Austin, Texas"],
                    "organization_latest_funding_stage_cd": ["series_b"],
                    "page": 2,
                    "per_page": 2,
                },
                js(
                    {
                        "people": [
                            ap("a3", "Renee", "Ortiz", "RevOps Lead", "Haloform"),
                            ap("a4", "Jun", "Park", "VP Revenue Operations", "Ledgerly"),
                        ],
                        "pagination": {
                            "page": 2,
                            "per_page": 2,
                            "total_entries": 5,
                            "total_pages": 3,
                        },
                    }
                ),
            ),
            (
                "apollo_people_search",
                {
                    "person_titles": ["head of revenue operations", "revops"],
                    "person_locations": ["Austin, Texas"],
                    "organization_latest_funding_stage_cd": ["series_b"],
                    "page": 3,
                    "per_page": 2,
                },
                js(
                    {
                        "people": [
                            ap("a5", "Owen", "Reyes", "Revenue Operations Manager", "Cobaltine")
                        ],
                        "pagination": {
                            "page": 3,
                            "per_page": 2,
                            "total_entries": 5,
                            "total_pages": 3,
                        },
                    }
                ),
            ),
            (
                "apollo_people_match",
                {"id": hid("a4", 24), "reveal_personal_emails": False},
                js(
                    {
                        "person": {
                            **ap("a4", "Jun", "Park", "VP Revenue Operations", "Ledgerly"),
                            "email": "jun.park@ledgerly.com",
                            "organization": {
                                "name": "Ledgerly",
                                "website_url": "http://www.ledgerly.com",
                                "estimated_num_employees": 140,
                            },
                        }
                    }
                ),
            ),
        ],
    )

    # apollo-fail-1: hourly limit hit, agent keeps enriching
    lim = js(
        {
            "message": "The maximum number of api calls allowed for api/v1/people/match is "
            "400 times per hour. Please upgrade your plan from https://app.apollo.io/#/"
            "settings/plans/upgrade."
        }
    )
    session(
        "apollo",
        "fail",
        1,
        "Enrich these 8 webinar signups with titles and company sizes.",
        [
            ("apollo_people_match", {"email": "l.fischer@greenkite.de"}, lim),
            ("apollo_people_match", {"email": "m.oyelaran@paystride.ng"}, lim),
            ("apollo_people_match", {"email": "tsai.w@quantarc.tw"}, lim),
            (
                "apollo_people_match",
                {"first_name": "Lena", "last_name": "Fischer", "domain": "greenkite.de"},
                lim,
            ),
            ("apollo_people_match", {"email": "jr@orchardops.com"}, lim),
            ("apollo_people_match", {"email": "b.kowalski@vistula.pl"}, lim),
            ("apollo_people_match", {"email": "ana@solmar.mx"}, lim),
        ],
    )

    # clearbit-ok-1: async lookup (202 queued) then ready; one unknown domain is the answer
    session(
        "clearbit",
        "ok",
        1,
        "Get employee counts and industries for stackmint.io and ferrowave.com, and tell me if "
        "either is unknown to Clearbit.",
        [
            (
                "clearbit_company_find",
                {"domain": "stackmint.io"},
                "HTTP 202 Accepted (lookup queued; retry shortly)",
            ),
            (
                "clearbit_company_find",
                {"domain": "ferrowave.com"},
                js({"error": {"type": "unknown_record", "message": "Unknown domain."}}),
            ),
            (
                "clearbit_company_find",
                {"domain": "stackmint.io"},
                js(
                    {
                        "id": uid("stackmint"),
                        "name": "Stackmint",
                        "domain": "stackmint.io",
                        "category": {
                            "sector": "Information Technology",
                            "industryGroup": "Software & Services",
                            "industry": "Internet Software & Services",
                            "subIndustry": "Internet Software & Services",
                        },
                        "metrics": {
                            "employees": 62,
                            "employeesRange": "51-250",
                            "raised": 14000000,
                        },
                        "geo": {"city": "Toronto", "country": "Canada"},
                    }
                ),
            ),
        ],
    )

    # zoominfo-ok-1: search and enrich
    session(
        "zoominfo",
        "ok",
        1,
        "Find the procurement director at Halvorsen Marine and their direct line.",
        [
            (
                "zoominfo_search_company",
                {"companyName": "Halvorsen Marine"},
                js(
                    {
                        "maxResults": 1,
                        "totalResults": 1,
                        "currentPage": 1,
                        "data": [
                            {
                                "id": 344120981,
                                "name": "Halvorsen Marine AS",
                                "website": "www.halvorsenmarine.no",
                                "city": "Bergen",
                                "country": "Norway",
                            }
                        ],
                    }
                ),
            ),
            (
                "zoominfo_search_contact",
                {"companyId": 344120981, "jobTitle": "procurement", "managementLevel": "Director"},
                js(
                    {
                        "maxResults": 25,
                        "totalResults": 1,
                        "currentPage": 1,
                        "data": [
                            {
                                "id": 7730119442,
                                "firstName": "Sigrid",
                                "lastName": "Aune",
                                "jobTitle": "Director of Procurement",
                                "contactAccuracyScore": 95,
                                "hasDirectPhone": True,
                                "hasEmail": True,
                            }
                        ],
                    }
                ),
            ),
            (
                "zoominfo_enrich_contact",
                {"personId": 7730119442, "outputFields": ["phone", "email", "jobTitle"]},
                js(
                    {
                        "success": True,
                        "data": {
                            "outputFields": [["phone", "email", "jobTitle"]],
                            "result": [
                                {
                                    "input": {"personid": "7730119442"},
                                    "data": [
                                        {
                                            "phone": "+47 55 30 11 82",
                                            "email": "sigrid.aune@halvorsenmarine.no",
                                            "jobTitle": "Director of Procurement",
                                        }
                                    ],
                                    "matchStatus": "FULL_MATCH",
                                }
                            ],
                        },
                    }
                ),
            ),
        ],
    )

    # zoominfo-fail-1: JWT expired
    jw = js({"statusCode": 401, "error": "Unauthorized", "message": "JWT Token has expired."})
    session(
        "zoominfo",
        "fail",
        1,
        "Build a list of CFOs at US hospitals with 500-2000 employees.",
        [
            (
                "zoominfo_search_contact",
                {
                    "jobTitle": "CFO",
                    "industryCodes": "hospitals",
                    "employeeRangeMin": 500,
                    "employeeRangeMax": 2000,
                },
                jw,
            ),
            (
                "zoominfo_search_contact",
                {"jobTitle": "Chief Financial Officer", "industryCodes": "hospitals"},
                jw,
            ),
            (
                "zoominfo_search_company",
                {"industryCodes": "hospitals", "country": "United States", "employeeRangeMin": 500},
                jw,
            ),
            ("zoominfo_search_contact", {"jobTitle": "CFO", "country": "United States"}, jw),
            ("zoominfo_lookup", {"entity": "industry"}, jw),
            ("zoominfo_search_company", {"companyName": "Mercy Health"}, jw),
        ],
    )

    # lusha-ok-1: person lookup, one not found legitimately, company
    session(
        "lusha",
        "ok",
        1,
        "Get phone numbers for the two speakers, Amara Okafor at Verdance and Pieter de Vries at "
        "Kettlebrook; if Lusha has nothing, say so.",
        [
            (
                "lusha_person",
                {"firstName": "Amara", "lastName": "Okafor", "companyName": "Verdance"},
                js(
                    {
                        "contact": {
                            "data": {
                                "firstName": "Amara",
                                "lastName": "Okafor",
                                "phoneNumbers": [
                                    {
                                        "number": "+1 415-555-0147",
                                        "phoneType": "mobile",
                                        "doNotCall": False,
                                    }
                                ],
                                "emailAddresses": [
                                    {"email": "amara@verdance.com", "emailType": "work"}
                                ],
                                "company": {"name": "Verdance"},
                            },
                            "error": None,
                            "isCreditCharged": True,
                        }
                    }
                ),
            ),
            (
                "lusha_person",
                {"firstName": "Pieter", "lastName": "de Vries", "companyName": "Kettlebrook"},
                js(
                    {
                        "contact": {
                            "data": None,
                            "error": {
                                "code": 404,
                                "name": "Not Found",
                                "message": "Contact not found",
                            },
                            "isCreditCharged": False,
                        }
                    }
                ),
            ),
            (
                "lusha_company",
                {"domain": "kettlebrook.nl"},
                js(
                    {
                        "data": {
                            "name": "Kettlebrook B.V.",
                            "domain": "kettlebrook.nl",
                            "employees": "11-50",
                            "location": {"city": "Utrecht", "country": "Netherlands"},
                            "mainIndustry": "Food & Beverages",
                        }
                    }
                ),
            ),
        ],
    )

    # lusha-fail-1: credits exhausted
    cr = js(
        {
            "message": "You have reached your credit limit. Please upgrade your plan.",
            "statusCode": 403,
        }
    )
    session(
        "lusha",
        "fail",
        1,
        "Get direct dials for the 6 attendees on the Ferrum Logistics buying committee.",
        [
            (
                "lusha_person",
                {"firstName": "Grace", "lastName": "Holt", "companyName": "Ferrum Logistics"},
                cr,
            ),
            (
                "lusha_person",
                {"firstName": "Marco", "lastName": "Bellini", "companyName": "Ferrum Logistics"},
                cr,
            ),
            ("lusha_person", {"linkedinUrl": "https://www.linkedin.com/in/graceholt"}, cr),
            (
                "lusha_person",
                {
                    "firstName": "Aisha",
                    "lastName": "Rahman",
                    "companyDomain": "ferrumlogistics.com",
                },
                cr,
            ),
            (
                "lusha_person",
                {"firstName": "Jon", "lastName": "Berg", "companyDomain": "ferrumlogistics.com"},
                cr,
            ),
            ("lusha_company", {"domain": "ferrumlogistics.com"}, cr),
        ],
    )


# ---------------------------------------------------------------- quantum and HPC consoles


def quantum():
    # ionq-ok-1: submit, poll until completed, results
    jid = uid("ionq-ghz")
    job = {
        "id": jid,
        "name": "ghz-3",
        "status": "ready",
        "target": "qpu.aria-1",
        "noise": {"model": "ideal"},
        "request": 1718107200,
        "qubits": 3,
        "shots": 1000,
    }
    session(
        "ionq",
        "ok",
        1,
        "Run my 3-qubit GHZ circuit on IonQ Aria with 1000 shots and report the counts.",
        [
            (
                "ionq_backends",
                {},
                js(
                    [
                        {
                            "backend": "qpu.aria-1",
                            "status": "available",
                            "qubits": 25,
                            "average_queue_time": 412000,
                            "last_updated": 1718107100,
                        },
                        {
                            "backend": "qpu.forte-1",
                            "status": "reserved",
                            "qubits": 36,
                            "average_queue_time": 0,
                            "last_updated": 1718107100,
                        },
                        {
                            "backend": "simulator",
                            "status": "available",
                            "qubits": 29,
                            "average_queue_time": 0,
                            "last_updated": 1718107100,
                        },
                    ]
                ),
            ),
            (
                "ionq_create_job",
                {
                    "target": "qpu.aria-1",
                    "shots": 1000,
                    "name": "ghz-3",
                    "input": {
                        "format": "ionq.circuit.v0",
                        "qubits": 3,
                        "circuit": [
                            {"gate": "h", "target": 0},
                            {"gate": "cnot", "control": 0, "target": 1},
                            {"gate": "cnot", "control": 1, "target": 2},
                        ],
                    },
                },
                js({"id": jid, "status": "ready", "request": 1718107200}),
            ),
            ("ionq_get_job", {"id": jid}, js(job)),
            ("ionq_get_job", {"id": jid}, js({**job, "status": "running", "start": 1718107671})),
            (
                "ionq_get_job",
                {"id": jid},
                js(
                    {
                        **job,
                        "status": "completed",
                        "start": 1718107671,
                        "response": 1718107702,
                        "execution_time": 31022,
                        "cost_usd": 97.5,
                    }
                ),
            ),
            (
                "ionq_get_job_results",
                {"id": jid},
                js({"0": 0.486, "7": 0.471, "1": 0.011, "3": 0.009, "6": 0.014, "4": 0.009}),
            ),
        ],
    )

    # ionq-fail-1: revoked key
    bad = js(
        {
            "error": "Unauthorized",
            "message": "Invalid key provided. See https://"
            "docs.ionq.com/#authentication for details.",
        }
    )
    session(
        "ionq",
        "fail",
        1,
        "Check whether last week's four benchmark jobs on Forte finished and what they cost.",
        [
            ("ionq_list_jobs", {"limit": 25, "status": "completed"}, bad),
            ("ionq_list_jobs", {"limit": 25}, bad),
            ("ionq_get_job", {"id": uid("bench-1")}, bad),
            ("ionq_get_job", {"id": uid("bench-2")}, bad),
            ("ionq_backends", {}, bad),
            ("ionq_list_jobs", {"target": "qpu.forte-1"}, bad),
        ],
    )

    # azq-ok-1: az quantum through a shell
    azj = uid("azq-job")
    show = lambda st, extra="": (  # noqa: E731
        f'{{\n  "beginExecutionTime": {extra or "null"},\n  "containerUri": '
        f'"https://qwstore.blob.core.windows.net/job-{azj}",\n  "id": "{azj}",\n  '
        f'"name": "bell-rigetti",\n  "provider": "rigetti",\n  "status": "{st}",\n'
        f'  "target": "rigetti.sim.qvm"\n}}'
    )
    session(
        "azq",
        "ok",
        1,
        "Submit bell.qir to the Rigetti QVM target in our Azure Quantum workspace and get the "
        "histogram.",
        [
            (
                "shell",
                {
                    "command": "az quantum workspace set -g rg-quantum -w qw-research -l "
                    "eastus && az quantum target list -o table"
                },
                "Provider    Target-id                 Current Availability    Average Queue Time "
                "(seconds)\n----------  ------------------------  ----------------------  -------"
                "-----------------------\nionq        ionq.simulator            Available        "
                "       3\nionq        ionq.qpu.aria-1           Available               84213\n"
                "quantinuum  quantinuum.sim.h1-1e      Available               12\nrigetti     "
                "rigetti.sim.qvm           Available               5\nrigetti     rigetti.qpu."
                "ankaa-3          Degraded                0\n",
            ),
            (
                "shell",
                {
                    "command": "az quantum job submit --target-id rigetti.sim.qvm "
                    "--job-name bell-rigetti --job-input-file bell.qir "
                    "--job-input-format qir.v1 --entry-point ENTRYPOINT__main "
                    "--shots 500"
                },
                show("Waiting"),
            ),
            (
                "shell",
                {"command": f"az quantum job show -j {azj}"},
                show("Executing", '"2024-06-11T12:20:31Z"'),
            ),
            (
                "shell",
                {"command": f"az quantum job show -j {azj} --query status -o tsv"},
                "Succeeded\n",
            ),
            (
                "shell",
                {"command": f"az quantum job output -j {azj} -o table"},
                "Result    Frequency\n--------  -----------  -------------------------\n[0,0]"
                "     0.50800000   ▐██████████          |\n[1,1]     0.49200000   ▐██████████"
                "          |\n",
            ),
        ],
    )

    # azq-ok-2: quota check, legitimately no jobs failed
    session(
        "azq",
        "ok",
        2,
        "How much of our Quantinuum HQC quota is left this month, and did any jobs fail?",
        [
            (
                "shell",
                {"command": "az quantum workspace quotas -o table"},
                "Dimension    Holds    Limit    Period    ProviderId    Scope      Utilization\n"
                "-----------  -------  -------  --------  ------------  ---------  -----------\n"
                "hqc          0.0      1000.0   Monthly   quantinuum    Workspace  612.4\n"
                "qgs          0.0      16666.0  Monthly   ionq          Workspace  0.0\n",
            ),
            (
                "shell",
                {"command": "az quantum job list --query \"[?status=='Failed']\" -o table"},
                "",
            ),
            (
                "shell",
                {
                    "command": "az quantum job list --query \"[?provider=='quantinuum'] | "
                    'length(@)"'
                },
                "14\n",
            ),
        ],
    )

    # azq-fail-1: workspace moved; every command ResourceNotFound
    rnf = (
        "ERROR: (ResourceNotFound) The Resource 'Microsoft.Quantum/Workspaces/qw-chem' under "
        "resource group 'rg-chem-quantum' was not found. For more details please go to "
        "https://aka.ms/ARMResourceNotFoundFix\nCode: ResourceNotFound\nMessage: The "
        "Resource 'Microsoft.Quantum/Workspaces/qw-chem' under resource group "
        "'rg-chem-quantum' was not found. For more details please go to "
        "https://aka.ms/ARMResourceNotFoundFix\n"
    )
    session(
        "azq",
        "fail",
        1,
        "Get the results of yesterday's three H2 energy jobs from the chemistry workspace.",
        [
            (
                "shell",
                {"command": "az quantum job list -g rg-chem-quantum -w qw-chem -l westus -o table"},
                rnf,
            ),
            ("shell", {"command": "az quantum workspace show -g rg-chem-quantum -w qw-chem"}, rnf),
            (
                "shell",
                {
                    "command": "az quantum job list -g rg-chem-quantum -w qw-chem -l "
                    "westus --query \"[?contains(name,'h2')]\""
                },
                rnf,
            ),
            (
                "shell",
                {
                    "command": "az quantum job show -g rg-chem-quantum -w qw-chem -l "
                    "westus -j 6f1c2e00-3c9b-4d51-9b1e-2a7d55d0c0aa"
                },
                rnf,
            ),
            (
                "shell",
                {"command": "az quantum target list -g rg-chem-quantum -w qw-chem -l westus"},
                rnf,
            ),
            (
                "shell",
                {
                    "command": "az quantum job output -g rg-chem-quantum -w qw-chem -l "
                    "westus -j 6f1c2e00-3c9b-4d51-9b1e-2a7d55d0c0aa"
                },
                rnf,
            ),
        ],
    )

    # dwave-ok-1: ping, solvers, sample
    session(
        "dwave",
        "ok",
        1,
        "Check that our Leap token works, pick the Advantage2 solver, and run my small max-cut "
        "BQM with 100 reads.",
        [
            (
                "shell",
                {"command": "dwave ping --json"},
                js(
                    {
                        "timestamp": "2024-06-11T12:31:08.411Z",
                        "code": 0,
                        "elapsed": 1.73,
                        "solver_id": "Advantage_system4.1",
                        "timing": {"qpu_access_time": 15856.4, "qpu_programming_time": 15740.0},
                    },
                    2,
                ),
            ),
            (
                "shell",
                {"command": "dwave solvers -l"},
                "Advantage_system4.1\nAdvantage_system6.4\nAdvantage2_prototype2.6\n"
                "hybrid_binary_quadratic_model_version2p\nhybrid_constrained_quadratic_model_"
                "version1p\nhybrid_nonlinear_program_version1p\n",
            ),
            (
                "python",
                {
                    "code": "from dwave.system import DWaveSampler, EmbeddingComposite\n"
                    "import dimod, json\nbqm = dimod.BQM.from_file(open('maxcut."
                    "bqm','rb'))\ns = EmbeddingComposite(DWaveSampler(solver="
                    "'Advantage2_prototype2.6')).sample(bqm, num_reads=100)\n"
                    "print(s.truncate(3))"
                },
                "   0  1  2  3  4 energy num_oc. chain_.\n0  1  0  0  1  1   -5.0      41     "
                "0.0\n1  0  1  1  0  0   -5.0      37     0.0\n2  1  0  1  1  0   -4.0      11"
                "     0.0\n['BINARY', 3 rows, 89 samples, 5 variables]\n",
            ),
        ],
    )

    # dwave-fail-1: invalid token, then the agent tries other solvers/commands
    tok = (
        "Error: Invalid token or access denied. Please check your SAPI token (dwave config "
        "inspect) and try again.\n"
    )
    session(
        "dwave",
        "fail",
        1,
        "Solve the 12-node scheduling CQM in sched.cqm with the hybrid solver and report the "
        "best feasible energy.",
        [
            ("shell", {"command": "dwave ping"}, tok),
            ("shell", {"command": "dwave solvers -l"}, tok),
            (
                "shell",
                {"command": "dwave ping --solver hybrid_constrained_quadratic_model_version1p"},
                tok,
            ),
            ("shell", {"command": 'dwave solvers --solver \'{"category": "hybrid"}\''}, tok),
            (
                "shell",
                {"command": "dwave sample --solver Advantage_system6.4 -h 0 0 -j '{}' --json"},
                tok,
            ),
            ("shell", {"command": "dwave ping --region eu-central-1"}, tok),
        ],
    )

    # qcs-ok-1: processors, reservation created
    session(
        "qcs",
        "ok",
        1,
        "Book a 30-minute reservation on Ankaa-3 for Thursday 14:00 UTC if it's available.",
        [
            (
                "shell",
                {"command": "qcs api list-quantum-processors"},
                js(
                    {
                        "quantumProcessors": [{"id": "Ankaa-3"}, {"id": "Ankaa-9Q-3"}],
                        "nextPageToken": "",
                    },
                    2,
                ),
            ),
            (
                "shell",
                {
                    "command": "qcs api find-available-reservations --quantum-processor-id "
                    "Ankaa-3 --start-time-from 2024-06-13T14:00:00Z --duration "
                    "30m"
                },
                js(
                    {
                        "availableReservations": [
                            {
                                "startTime": "2024-06-13T14:00:00Z",
                                "endTime": "2024-06-13T14:30:00Z",
                                "duration": "1800s",
                                "price": 2400,
                            }
                        ]
                    },
                    2,
                ),
            ),
            (
                "shell",
                {
                    "command": "qcs api create-reservation --quantum-processor-id Ankaa-3 "
                    "--start-time 2024-06-13T14:00:00Z --end-time "
                    "2024-06-13T14:30:00Z"
                },
                js(
                    {
                        "id": 88231,
                        "quantumProcessorId": "Ankaa-3",
                        "startTime": "2024-06-13T14:00:00Z",
                        "endTime": "2024-06-13T14:30:00Z",
                        "price": 2400,
                        "createdTime": "2024-06-11T12:44:02Z",
                        "userId": "ymartin",
                    },
                    2,
                ),
            ),
        ],
    )

    # qcs-fail-1: dead gRPC/HTTP endpoint
    dead = (
        "Error: request failed: error sending request for url (https://api.qcs.rigetti.com"
        "/v1/quantumProcessors): error trying to connect: tcp connect error: Connection "
        "refused (os error 111)\n"
    )
    session(
        "qcs",
        "fail",
        1,
        "What's the median 2-qubit gate fidelity on Ankaa-3 today?",
        [
            ("shell", {"command": "qcs api list-quantum-processors"}, dead),
            (
                "shell",
                {
                    "command": "qcs api get-instruction-set-architecture "
                    "--quantum-processor-id Ankaa-3"
                },
                dead.replace(
                    "/v1/quantumProcessors",
                    "/v1/quantumProcessors/Ankaa-3/instructionSetArchitecture",
                ),
            ),
            (
                "shell",
                {"command": "qcs api get-quantum-processor --quantum-processor-id Ankaa-3"},
                dead.replace("quantumProcessors", "quantumProcessors/Ankaa-3"),
            ),
            (
                "shell",
                {"command": "qcs settings show"},
                '[profiles.default]\napi_url = "https://api.qcs.rigetti.com"\n'
                'grpc_api_url = "https://grpc.qcs.rigetti.com"\n',
            ),
            (
                "shell",
                {
                    "command": "qcs api get-instruction-set-architecture "
                    "--quantum-processor-id Ankaa-3 --output json"
                },
                dead.replace(
                    "/v1/quantumProcessors",
                    "/v1/quantumProcessors/Ankaa-3/instructionSetArchitecture",
                ),
            ),
            ("shell", {"command": "qcs api list-quantum-processors --page-size 10"}, dead),
            (
                "shell",
                {
                    "command": "qcs api get-quantum-processor-accessors "
                    "--quantum-processor-id Ankaa-3"
                },
                dead.replace("quantumProcessors", "quantumProcessors/Ankaa-3/accessors"),
            ),
        ],
    )

    # nexus-ok-1: qnexus in a python tool
    session(
        "nexus",
        "ok",
        1,
        "In Nexus project 'vqe-lih', list this week's execute jobs and fetch the results of the "
        "completed one.",
        [
            (
                "python",
                {
                    "code": "import qnexus as qnx\nproj = qnx.projects.get(name_like="
                    "'vqe-lih')\nprint(proj.df())"
                },
                "      name  description             created            modified  archived  "
                "project\n0  vqe-lih   LiH bond scan  2024-05-02 09:14  2024-06-10 17:41     False"
                "  ProjectRef(id=UUID('" + uid("vqe-lih") + "'))\n",
            ),
            (
                "python",
                {
                    "code": "jobs = qnx.jobs.get_all(project=proj, job_type=qnx.jobs."
                    "JobType.Execute, created_after=datetime(2024,6,10))\n"
                    "print(jobs.df()[['name','status','backend']])"
                },
                "              name           status             backend\n0  lih-r1.6-h1-1e  "
                "COMPLETED  QuantinuumConfig(H1-1E)\n1  lih-r1.8-h1-1e  RUNNING    "
                "QuantinuumConfig(H1-1E)\n",
            ),
            (
                "python",
                {
                    "code": "job = jobs.list()[0]\nres = qnx.jobs.results(job)[0]."
                    "download_result()\nprint(res.get_counts())"
                },
                "Counter({(0, 0, 1, 1): 431, (0, 1, 1, 0): 388, (1, 0, 0, 1): 104, (0, 0, 0, 0): "
                "77})\n",
            ),
        ],
    )

    # xanadu-ok-1: xcc jobs
    xj = uid("xcc-gbs")
    session(
        "xanadu",
        "ok",
        1,
        "Did my Borealis GBS job from this morning finish? If so show the first samples.",
        [
            (
                "shell",
                {"command": "xcc job list --limit 3"},
                "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━"
                "━━━━━━━┓\n┃ ID                                   ┃ Status   ┃ Target     ┃ "
                "Created                ┃\n┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┇━━━━━━━━━━╇━━━"
                "━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━┩\n│ " + xj + " │ complete │ X8_01      │ "
                "2024-06-11 08:12:44   │\n│ " + uid("xcc-old") + " │ complete │ simulon_gaussian "
                "│ 2024-06-07 16:01:09 │\n└──────────────────────────────────────┴──────────┴─────"
                "───────┴────────────────────────┘\n",
            ),
            ("shell", {"command": f"xcc job get {xj} --status"}, "complete\n"),
            (
                "shell",
                {"command": f"xcc job get {xj} --result"},
                '{\n  "output": [\n    "[[[0 1 0 0 2 0 0 1]]\\n [[0 0 0 1 0 0 1 0]]\\n '
                '[[1 0 0 0 0 1 0 0]]] ..."\n  ]\n}\n',
            ),
        ],
    )


# ---------------------------------------------------------------- static analysis services


def static_analysis():
    # codacy-ok-1: issues search with cursor paging
    def ci(pat, cat, lvl, path, line, msg):
        return {
            "issueId": hid(path + str(line), 16),
            "resultDataId": int(hid(path, 6), 16),
            "filePath": path,
            "fileId": int(hid(path, 5), 16),
            "patternInfo": {"id": pat, "category": cat, "level": lvl, "severityLevel": lvl},
            "toolInfo": {"uuid": uid(pat), "name": "Bandit" if "B" in pat else "Pylint"},
            "lineNumber": line,
            "message": msg,
            "language": "Python",
            "lineText": "",
            "falsePositiveProbability": 0.05,
        }

    base = {"analysis": "gh/orchard-labs/ingest-svc"}
    session(
        "codacy",
        "ok",
        1,
        "List all security issues Codacy reports in orchard-labs/ingest-svc on main.",
        [
            (
                "codacy_search_repository_issues",
                {**base, "categories": ["Security"], "branchName": "main", "limit": 2},
                js(
                    {
                        "data": [
                            ci(
                                "Bandit_B105",
                                "Security",
                                "Warning",
                                "ingest/config.py",
                                14,
                                "Possible hardcoded password: 'changeme'",
                            ),
                            ci(
                                "Bandit_B602",
                                "Security",
                                "Error",
                                "ingest/runner.py",
                                88,
                                "subprocess call with shell=True identified, security issue.",
                            ),
                        ],
                        "pagination": {"cursor": "MjA=", "limit": 2, "total": 3},
                    }
                ),
            ),
            (
                "codacy_search_repository_issues",
                {
                    **base,
                    "categories": ["Security"],
                    "branchName": "main",
                    "limit": 2,
                    "cursor": "MjA=",
                },
                js(
                    {
                        "data": [
                            ci(
                                "Bandit_B324",
                                "Security",
                                "Warning",
                                "ingest/hashing.py",
                                7,
                                "Use of weak MD5 hash for security. Consider usedforsecurity=False",
                            )
                        ],
                        "pagination": {"limit": 2, "total": 3},
                    }
                ),
            ),
            (
                "codacy_get_repository_with_analysis",
                base,
                js(
                    {
                        "data": {
                            "repository": {
                                "name": "ingest-svc",
                                "provider": "gh",
                                "owner": "orchard-labs",
                            },
                            "grade": 84,
                            "gradeLetter": "B",
                            "issuesCount": 57,
                            "loc": 12840,
                            "coverage": {"coveragePercentage": 71},
                        }
                    }
                ),
            ),
        ],
    )

    # codacy-ok-2: legit empty result is the answer, then an ignore action
    session(
        "codacy",
        "ok",
        2,
        "Did PR #412 in orchard-labs/web-portal introduce any new issues? If the only one is the "
        "known false positive in legacy/, mark it ignored.",
        [
            (
                "codacy_list_pull_request_issues",
                {
                    "analysis": "gh/orchard-labs/web-portal",
                    "pullRequestNumber": 412,
                    "status": "new",
                },
                js(
                    {
                        "analyzed": True,
                        "data": [
                            {
                                "commitIssue": ci(
                                    "ESLint8_no-eval",
                                    "ErrorProne",
                                    "Error",
                                    "legacy/template.js",
                                    30,
                                    "eval can be harmful.",
                                ),
                                "deltaType": "Added",
                            }
                        ],
                        "pagination": {"limit": 100, "total": 1},
                    }
                ),
            ),
            (
                "codacy_list_pull_request_issues",
                {
                    "analysis": "gh/orchard-labs/web-portal",
                    "pullRequestNumber": 412,
                    "status": "new",
                    "onlyPotential": False,
                    "path": "src/",
                },
                js({"analyzed": True, "data": [], "pagination": {"limit": 100, "total": 0}}),
            ),
            (
                "codacy_update_issue_state",
                {
                    "analysis": "gh/orchard-labs/web-portal",
                    "issueId": hid("legacy/template.js30", 16),
                    "ignored": True,
                    "reason": "FalsePositive",
                },
                "",
            ),
        ],
    )

    # codacy-fail-1: the API token was revoked
    un = js({"error": "Unauthorized", "message": "Invalid API token"})
    session(
        "codacy",
        "fail",
        1,
        "Which of our repositories dropped below grade B this month?",
        [
            (
                "codacy_list_organization_repositories",
                {"provider": "gh", "organization": "orchard-labs"},
                un,
            ),
            (
                "codacy_list_organization_repositories",
                {"provider": "gh", "organization": "orchard-labs", "limit": 100},
                un,
            ),
            ("codacy_get_repository_with_analysis", {"analysis": "gh/orchard-labs/ingest-svc"}, un),
            ("codacy_get_repository_with_analysis", {"analysis": "gh/orchard-labs/web-portal"}, un),
            (
                "codacy_list_organization_repositories",
                {"provider": "gh", "organization": "Orchard-Labs"},
                un,
            ),
            (
                "codacy_get_repository_with_analysis",
                {"analysis": "gh/orchard-labs/billing-api"},
                un,
            ),
        ],
    )

    # deepsource-ok-1: graphql runs and issues
    session(
        "deepsource",
        "ok",
        1,
        "What did the latest DeepSource run on acme/payments-core flag, and is autofix "
        "available for any of it?",
        [
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"payments-core", login:'
                    '"acme", vcsProvider:GITHUB) { analysisRuns(first:1) { '
                    "edges { node { runUid status commitOid "
                    "summary { occurrencesIntroduced occurrencesResolved } "
                    "} } } } }"
                },
                js(
                    {
                        "data": {
                            "repository": {
                                "analysisRuns": {
                                    "edges": [
                                        {
                                            "node": {
                                                "runUid": uid("ds-run"),
                                                "status": "SUCCESS",
                                                "commitOid": hid("c1", 40),
                                                "summary": {
                                                    "occurrencesIntroduced": 3,
                                                    "occurrencesResolved": 5,
                                                },
                                            }
                                        }
                                    ]
                                }
                            }
                        }
                    }
                ),
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ run(runUid:"' + uid("ds-run") + '") { checks '
                    "{ edges { node { analyzer { shortcode } occurrences("
                    "first:10) { edges { node { issue { shortcode title "
                    "autofixAvailable } path beginLine } } } } } } } }"
                },
                js(
                    {
                        "data": {
                            "run": {
                                "checks": {
                                    "edges": [
                                        {
                                            "node": {
                                                "analyzer": {"shortcode": "python"},
                                                "occurrences": {
                                                    "edges": [
                                                        {
                                                            "node": {
                                                                "issue": {
                                                                    "shortcode": "PYL-W0612",
                                                                    "title": "Unused "
                                                                    "variable found",
                                                                    "autofixAvailable": True,
                                                                },
                                                                "path": "payments/ledger.py",
                                                                "beginLine": 211,
                                                            }
                                                        },
                                                        {
                                                            "node": {
                                                                "issue": {
                                                                    "shortcode": "PTC-W0063",
                                                                    "title": "Unguarded "
                                                                    "next inside generator",
                                                                    "autofixAvailable": False,
                                                                },
                                                                "path": "payments/iter.py",
                                                                "beginLine": 44,
                                                            }
                                                        },
                                                    ]
                                                },
                                            }
                                        },
                                        {
                                            "node": {
                                                "analyzer": {"shortcode": "secrets"},
                                                "occurrences": {
                                                    "edges": [
                                                        {
                                                            "node": {
                                                                "issue": {
                                                                    "shortcode": "SCT-1002",
                                                                    "title": "Stripe secret "
                                                                    "key detected",
                                                                    "autofixAvailable": False,
                                                                },
                                                                "path": "tests/fixtures/keys.env",
                                                                "beginLine": 3,
                                                            }
                                                        }
                                                    ]
                                                },
                                            }
                                        },
                                    ]
                                }
                            }
                        }
                    }
                ),
            ),
        ],
    )

    # codeclimate-ok-1: repos, snapshot, issues paging
    rid = hid("cc-repo", 24)
    snap = hid("cc-snap", 24)
    session(
        "codeclimate",
        "ok",
        1,
        "Show the maintainability rating and the worst three files for our 'tillpoint' repo "
        "on Code Climate.",
        [
            (
                "codeclimate_get_repos",
                {"github_slug": "tillpoint/tillpoint"},
                js(
                    {
                        "data": [
                            {
                                "id": rid,
                                "type": "repos",
                                "attributes": {
                                    "human_name": "tillpoint",
                                    "github_slug": "tillpoint/tillpoint",
                                    "branch": "main",
                                },
                                "relationships": {
                                    "latest_default_branch_snapshot": {
                                        "data": {"id": snap, "type": "snapshots"}
                                    }
                                },
                            }
                        ]
                    }
                ),
            ),
            (
                "codeclimate_get_snapshot",
                {"repo_id": rid, "snapshot_id": snap},
                js(
                    {
                        "data": {
                            "id": snap,
                            "type": "snapshots",
                            "attributes": {
                                "commit_sha": hid("sha", 40),
                                "committed_at": "2024-06-10T21:02:44.000Z",
                                "lines_of_code": 38211,
                                "ratings": [
                                    {
                                        "path": "/",
                                        "letter": "C",
                                        "measure": {"value": 14.2, "unit": "percent"},
                                        "pillar": "Maintainability",
                                    }
                                ],
                                "gpa": 2.71,
                            },
                        }
                    }
                ),
            ),
            (
                "codeclimate_get_files",
                {"repo_id": rid, "snapshot_id": snap, "sort": "-rating", "page[size]": 3},
                js(
                    {
                        "data": [
                            {
                                "id": hid("f1", 24),
                                "type": "files",
                                "attributes": {
                                    "path": "app/services/checkout_service.rb",
                                    "rating": "F",
                                    "churn": 41,
                                    "lines_of_code": 912,
                                },
                            },
                            {
                                "id": hid("f2", 24),
                                "type": "files",
                                "attributes": {
                                    "path": "app/models/order.rb",
                                    "rating": "D",
                                    "churn": 77,
                                    "lines_of_code": 640,
                                },
                            },
                            {
                                "id": hid("f3", 24),
                                "type": "files",
                                "attributes": {
                                    "path": "lib/tax/calculator.rb",
                                    "rating": "D",
                                    "churn": 12,
                                    "lines_of_code": 433,
                                },
                            },
                        ],
                        "links": {
                            "next": "https://api.codeclimate.com/v1/repos/"
                            + rid
                            + "/snapshots/"
                            + snap
                            + "/files?page%5Bnumber%5D=2"
                        },
                    }
                ),
            ),
        ],
    )

    # coverity-ok-1: stream triage, legit no new defects in one stream
    session(
        "coverity",
        "ok",
        1,
        "Any new high-impact defects in the fw-main or fw-bootloader streams since the last "
        "snapshot? Assign any to Lars.",
        [
            (
                "coverity_issues_search",
                {
                    "filters": [
                        {
                            "columnKey": "streams",
                            "matchMode": "oneOrMoreMatch",
                            "matchers": [{"class": "Stream", "name": "fw-bootloader"}],
                        },
                        {"columnKey": "impact", "value": "High"},
                        {"columnKey": "status", "value": "New"},
                    ]
                },
                js(
                    {
                        "offset": 0,
                        "totalRows": 0,
                        "columns": ["cid", "checker", "displayFile"],
                        "rows": [],
                    }
                ),
            ),
            (
                "coverity_issues_search",
                {
                    "filters": [
                        {
                            "columnKey": "streams",
                            "matchMode": "oneOrMoreMatch",
                            "matchers": [{"class": "Stream", "name": "fw-main"}],
                        },
                        {"columnKey": "impact", "value": "High"},
                        {"columnKey": "status", "value": "New"},
                    ]
                },
                js(
                    {
                        "offset": 0,
                        "totalRows": 2,
                        "columns": ["cid", "checker", "displayFile"],
                        "rows": [
                            [
                                {"key": "cid", "value": "10442"},
                                {"key": "checker", "value": "OVERRUN"},
                                {"key": "displayFile", "value": "/src/drivers/spi_dma.c"},
                            ],
                            [
                                {"key": "cid", "value": "10447"},
                                {"key": "checker", "value": "USE_AFTER_FREE"},
                                {"key": "displayFile", "value": "/src/net/tcp_reasm.c"},
                            ],
                        ],
                    }
                ),
            ),
            (
                "coverity_update_triage",
                {"cids": [10442, 10447], "owner": "lnielsen", "action": "Fix Required"},
                "Triage updated for 2 issue(s) in triage store 'Default Triage Store'.",
            ),
        ],
    )

    # checkmarx-ok-1: scan create, poll, results
    sid = uid("cx-scan")

    def sc(st):
        return js(
            {
                "id": sid,
                "status": st,
                "branch": "release/2.4",
                "projectName": "orders-api",
                "engines": ["sast", "sca"],
                "statusDetails": [
                    {"name": "sast", "status": st if st != "Completed" else "Completed"},
                    {"name": "sca", "status": "Completed" if st != "Queued" else "Queued"},
                ],
            }
        )

    session(
        "checkmarx",
        "ok",
        1,
        "Scan the release/2.4 branch of orders-api with SAST and SCA and give me the high "
        "severity findings.",
        [
            (
                "checkmarx_create_scan",
                {"project": "orders-api", "branch": "release/2.4", "engines": ["sast", "sca"]},
                sc("Queued"),
            ),
            ("checkmarx_get_scan", {"id": sid}, sc("Running")),
            ("checkmarx_get_scan", {"id": sid}, sc("Running")),
            ("checkmarx_get_scan", {"id": sid}, sc("Completed")),
            (
                "checkmarx_get_results",
                {"scan-id": sid, "severity": "HIGH", "limit": 20},
                js(
                    {
                        "results": [
                            {
                                "type": "sast",
                                "id": hid("r1", 20),
                                "severity": "HIGH",
                                "state": "TO_VERIFY",
                                "data": {
                                    "queryName": "SQL_Injection",
                                    "nodes": [{"fileName": "/src/orders/repo.go", "line": 118}],
                                },
                            },
                            {
                                "type": "sca",
                                "id": hid("r2", 20),
                                "severity": "HIGH",
                                "state": "TO_VERIFY",
                                "data": {"packageIdentifier": "golang.org/x/net-0.17.0"},
                                "vulnerabilityDetails": {
                                    "cveName": "CVE-2023-45288",
                                    "cvssScore": 7.5,
                                },
                            },
                        ],
                        "totalCount": 2,
                    }
                ),
            ),
        ],
    )

    # checkmarx-fail-1: wrong tenant, every project lookup empty
    session(
        "checkmarx",
        "fail",
        1,
        "What's the last SAST scan date and high-finding count for billing-api, auth-gateway "
        "and orders-api?",
        [
            (
                "checkmarx_list_projects",
                {"name": "billing-api"},
                js({"totalCount": 0, "filteredTotalCount": 0, "projects": []}),
            ),
            (
                "checkmarx_list_projects",
                {"name": "auth-gateway"},
                js({"totalCount": 0, "filteredTotalCount": 0, "projects": []}),
            ),
            (
                "checkmarx_list_scans",
                {"project-names": "orders-api"},
                js({"totalCount": 0, "filteredTotalCount": 0, "scans": []}),
            ),
            (
                "checkmarx_list_projects",
                {"name-regex": "billing.*"},
                js({"totalCount": 0, "filteredTotalCount": 0, "projects": []}),
            ),
            (
                "checkmarx_list_projects",
                {"limit": 50},
                js({"totalCount": 0, "filteredTotalCount": 0, "projects": []}),
            ),
            (
                "checkmarx_list_scans",
                {"statuses": "Completed", "limit": 20},
                js({"totalCount": 0, "filteredTotalCount": 0, "scans": []}),
            ),
        ],
    )

    # veracode-ok-1: XML build info polling + findings
    def bi(status):
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n<buildinfo xmlns="https://'
            'analysiscenter.veracode.com/schema/4.0/buildinfo" buildinfo_version="1.5" '
            'account_id="41822" app_id="1788240" build_id="36620117"><build '
            'version="2.4.0-rc1" build_id="36620117" submitter="ci-bot" platform='
            '"Not Specified" lifecycle_stage="Not Specified" results_ready="'
            + ("true" if status == "Results Ready" else "false")
            + '" policy_name='
            '"Veracode Recommended High" rules_status="Not Assessed"><analysis_unit '
            'analysis_type="Static" status="' + status + '"/></build></buildinfo>'
        )

    session(
        "veracode",
        "ok",
        1,
        "Wait for the Veracode static scan of orders-api 2.4.0-rc1 to finish and list the "
        "Very High flaws.",
        [
            ("veracode_getbuildinfo", {"app_id": "1788240"}, bi("Scan In Process")),
            ("veracode_getbuildinfo", {"app_id": "1788240"}, bi("Scan In Process")),
            ("veracode_getbuildinfo", {"app_id": "1788240"}, bi("Results Ready")),
            (
                "veracode_findings",
                {"application_guid": uid("vc-app"), "scan_type": "STATIC", "severity": 5},
                js(
                    {
                        "_embedded": {
                            "findings": [
                                {
                                    "issue_id": 1021,
                                    "scan_type": "STATIC",
                                    "finding_details": {
                                        "severity": 5,
                                        "cwe": {
                                            "id": 89,
                                            "name": "Improper Neutralization "
                                            "of Special Elements used in an SQL Command",
                                        },
                                        "file_path": "orders/repo.go",
                                        "file_line_number": 118,
                                    },
                                    "finding_status": {"status": "NEW", "resolution": "UNRESOLVED"},
                                }
                            ]
                        },
                        "page": {"size": 20, "total_elements": 1, "total_pages": 1, "number": 0},
                    }
                ),
            ),
        ],
    )

    # deepsource-fail-1: personal access token expired
    ex = js(
        {
            "errors": [
                {
                    "message": "Signature has expired",
                    "locations": [{"line": 1, "column": 3}],
                    "path": ["repository"],
                }
            ],
            "data": {"repository": None},
        }
    )
    session(
        "deepsource",
        "fail",
        1,
        "Compare open security issues across acme/payments-core, acme/ledger and acme/portal.",
        [
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"payments-core", login:'
                    '"acme", vcsProvider:GITHUB) { issues(first:50) { '
                    "totalCount } } }"
                },
                ex,
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"ledger", login:"acme", '
                    "vcsProvider:GITHUB) { issues(first:50) { totalCount } } }"
                },
                ex,
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"portal", login:"acme", '
                    "vcsProvider:GITHUB) { name } }"
                },
                ex,
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"payments-core", login:'
                    '"acme", vcsProvider:GITHUB) { analysisRuns(first:1) { '
                    "totalCount } } }"
                },
                ex,
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"ledger", login:"acme", '
                    "vcsProvider:GITHUB) { dsn } }"
                },
                ex,
            ),
            (
                "deepsource_graphql",
                {
                    "query": '{ repository(name:"portal", login:"acme", '
                    "vcsProvider:GITHUB) { issues(first:10, analyzerIn:"
                    '["secrets"]) { edges { node { issue { title } } } } } }'
                },
                ex,
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    transit()
    insurance()
    sales()
    quantum()
    static_analysis()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout40.jsonl"
    )
