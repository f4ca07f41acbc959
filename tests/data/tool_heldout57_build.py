# ruff: noqa: E501
"""Build tests/data/tool_heldout57.jsonl: held-out sessions for five tool domains.

Each row is one tool call in the project's ``real-runs`` format. Sessions are written as
the real tools and their usual wrappers return them; nothing here is tuned to a detector.
Formats come from memory of each service's public documentation and client libraries
(written under a short time budget, so confidence is noted per family; checked with the
`search` tool: GeoNet quake fields publicID/MMI/locality/quality, the nova.astrometry.net
submission -> jobs -> calibration flow, and the CO-OPS datagetter/mdapi endpoints):

Tides, floods and hazard alerts
- noaa-coops: CO-OPS Data API ``api/prod/datagetter`` JSON (``metadata`` + ``data`` with
  ``t``/``v``/``s``/``f``/``q`` keys, ``predictions`` for tide predictions, ``error.message``
  on failure). High confidence in the shape.
- nws-alerts: api.weather.gov ``/alerts/active`` GeoJSON FeatureCollection with
  ``properties.event/headline/severity/areaDesc``. High confidence.
- ea-flood: Environment Agency flood-monitoring API (``@context``, ``meta``, ``items``) for
  ``/id/floods``, ``/id/stations``, ``/readings``. High confidence in the envelope.
- hubeau: Hub'Eau hydrometrie ``observations_tr`` / ``referentiel/stations`` JSON
  (``count``, ``first``, ``next``, ``data``). Medium-high confidence.
- swiss-hydro: the Swiss FOEN hydrological data as served by the existrest-style JSON
  proxies many agents use (station, parameter, value, datetime). Medium confidence.
- efas: not used (access needs an account; its API shape is not known well enough).

Seismology
- fdsn: FDSN event / station web services ``format=text`` pipe-separated tables and
  the ``HTTP 204`` no-data convention (what ``curl`` through a shell tool prints). High.
- obspy: Python REPL output of ObsPy ``Catalog``/``Inventory``/``Stream`` ``__str__``. High.
- emsc: EMSC seismicportal FDSN-event JSON (GeoJSON features with ``properties.mag``,
  ``flynn_region``). Medium-high.
- geonet: GeoNet ``api.geonet.org.nz/quake`` GeoJSON (``publicID``, ``MMI``, ``locality``). High.
- ingv: INGV ``webservices.ingv.it/fdsnws/event/1`` text format. High.

Astronomy
- exoplanet-tap: NASA Exoplanet Archive TAP sync, ``format=csv`` / ``json``. High.
- mpc: Minor Planet Center (MPC Explorer-style JSON / ``mpc.get_observations`` via
  astroquery tables). Medium.
- astrometry-net: nova.astrometry.net API JSON (``/api/login``, ``/api/upload``,
  ``/api/submissions/N``, ``/api/jobs/N``, ``/api/jobs/N/calibration``). High.
- skyview: astroquery.skyview ``get_image_list`` URL lists and ``survey`` listings. Medium-high.
- heavens-above: scraped pass tables (Heavens-Above has no API; agents fetch the HTML page
  through a fetch tool that renders it to text). Medium.

Genomics workflow platforms
- dx: DNAnexus ``dx`` CLI text (``dx find jobs``, ``dx describe``, ``dx ls``, ``dx run``). High.
- terra: FireCloud/Terra orchestration API JSON (``/api/workspaces/{ns}/{name}/submissions``). Medium-high.
- sbg: Seven Bridges public API JSON (``/v2/tasks``, ``/v2/files`` with ``href``, ``items``). High.
- miniwdl: ``miniwdl check`` / ``miniwdl run`` console output. Medium-high.
- toil: ``toil status`` / ``toil stats`` text. Medium.
- arvados: ``arv`` CLI JSON (``arv container_request list``). Medium.

Computational chemistry
- obabel: Open Babel CLI text (SMILES/InChI/SDF output, "N molecules converted"). High.
- xtb: xtb program printout (summary block, "normal termination of xtb"). High.
- psi4: Psi4 output / psi4 Python return values. Medium-high.
- cp2k: CP2K output tail (ENERGY| lines, timings). Medium.
- qe: Quantum ESPRESSO ``pw.x`` output ("! total energy", "convergence has been achieved",
  "JOB DONE."). High.
- nwchem: NWChem output ("Total DFT energy", "Total times"). Medium-high.

Deterministic: no clock, no randomness; identifiers derive from hashes of fixed strings.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout57"
ROWS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(obj) -> str:
    return json.dumps(obj, indent=2)


def session(family: str, ok: bool, n: int, task: str, calls: list[tuple]) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# --------------------------------------------------------------------------- tides/floods


def coops(station, name, lat, lon, rows, key="data"):
    body = (
        {"metadata": {"id": station, "name": name, "lat": lat, "lon": lon}} if key == "data" else {}
    )
    body[key] = rows
    return J(body)


def coops_rows(start, vals, flags="0,0,0,0"):
    out = []
    for i, v in enumerate(vals):
        h = (start + i) % 24
        out.append(
            {"t": f"2026-11-14 {h:02d}:00", "v": f"{v:.3f}", "s": "0.003", "f": flags, "q": "p"}
        )
    return out


session(
    "noaa-coops",
    True,
    1,
    "How high did the water get at The Battery, NY during Saturday's storm, and did it exceed the NWS minor flood threshold?",
    [
        (
            "coops_get_data",
            {
                "station": "8518750",
                "product": "water_level",
                "datum": "MLLW",
                "begin_date": "20261114 00:00",
                "end_date": "20261114 05:00",
                "units": "english",
                "time_zone": "lst_ldt",
            },
            coops(
                "8518750",
                "The Battery",
                "40.7006",
                "-74.0142",
                coops_rows(0, [4.112, 4.870, 5.604, 6.211, 6.498, 6.377]),
            ),
        ),
        (
            "coops_get_data",
            {
                "station": "8518750",
                "product": "water_level",
                "datum": "MLLW",
                "begin_date": "20261114 06:00",
                "end_date": "20261114 11:00",
                "units": "english",
                "time_zone": "lst_ldt",
            },
            coops(
                "8518750",
                "The Battery",
                "40.7006",
                "-74.0142",
                coops_rows(6, [5.802, 4.991, 3.850, 2.744, 1.902, 1.611]),
            ),
        ),
        (
            "coops_get_data",
            {
                "station": "8518750",
                "product": "predictions",
                "datum": "MLLW",
                "begin_date": "20261114",
                "end_date": "20261114",
                "interval": "hilo",
                "units": "english",
                "time_zone": "lst_ldt",
            },
            J(
                {
                    "predictions": [
                        {"t": "2026-11-14 04:12", "v": "5.087", "type": "H"},
                        {"t": "2026-11-14 10:31", "v": "0.284", "type": "L"},
                        {"t": "2026-11-14 16:40", "v": "4.702", "type": "H"},
                        {"t": "2026-11-14 22:49", "v": "0.517", "type": "L"},
                    ]
                }
            ),
        ),
        (
            "coops_flood_thresholds",
            {"station": "8518750"},
            J(
                {
                    "stnId": "8518750",
                    "stnName": "The Battery",
                    "nosMinor": None,
                    "nwsMinor": 6.1,
                    "nwsModerate": 7.1,
                    "nwsMajor": 8.6,
                    "units": "ft above MLLW",
                    "nosMajor": None,
                }
            ),
        ),
        (
            "coops_get_data",
            {
                "station": "8518750",
                "product": "water_level",
                "datum": "MLLW",
                "begin_date": "20261114 12:00",
                "end_date": "20261114 17:00",
                "units": "english",
                "time_zone": "lst_ldt",
            },
            coops(
                "8518750",
                "The Battery",
                "40.7006",
                "-74.0142",
                coops_rows(12, [2.210, 3.077, 3.920, 4.655, 5.118, 5.231]),
            ),
        ),
    ],
)

session(
    "noaa-coops",
    True,
    2,
    "Is there a currents prediction station near the Golden Gate, and what is today's max flood speed?",
    [
        (
            "coops_mdapi",
            {
                "path": "/stations.json",
                "type": "currentpredictions",
                "lat": 37.81,
                "lon": -122.48,
                "radius": 3,
            },
            J(
                {
                    "count": 2,
                    "stations": [
                        {
                            "id": "SFB1201",
                            "name": "Golden Gate Bridge",
                            "lat": 37.8117,
                            "lng": -122.4778,
                            "type": "S",
                            "currbin": 15,
                            "depth": 22.0,
                        },
                        {
                            "id": "SFB1203",
                            "name": "Point Bonita, 0.95 nmi. SSE of",
                            "lat": 37.8054,
                            "lng": -122.5277,
                            "type": "S",
                            "currbin": 12,
                            "depth": 19.0,
                        },
                    ],
                    "units": None,
                    "self": None,
                }
            ),
        ),
        (
            "coops_get_data",
            {
                "station": "SFB1201",
                "product": "currents_predictions",
                "date": "today",
                "interval": "MAX_SLACK",
                "units": "english",
                "time_zone": "lst_ldt",
            },
            J(
                {
                    "current_predictions": {
                        "units": "knots",
                        "cp": [
                            {
                                "Type": "slack",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 00:41",
                                "Depth": "22",
                                "Velocity_Major": 0.0,
                            },
                            {
                                "Type": "flood",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 03:17",
                                "Depth": "22",
                                "Velocity_Major": 2.81,
                            },
                            {
                                "Type": "slack",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 06:02",
                                "Depth": "22",
                                "Velocity_Major": 0.0,
                            },
                            {
                                "Type": "ebb",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 09:30",
                                "Depth": "22",
                                "Velocity_Major": -4.37,
                            },
                            {
                                "Type": "slack",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 13:11",
                                "Depth": "22",
                                "Velocity_Major": 0.0,
                            },
                            {
                                "Type": "flood",
                                "meanFloodDir": 69,
                                "Bin": "15",
                                "meanEbbDir": 250,
                                "Time": "2026-11-20 15:58",
                                "Depth": "22",
                                "Velocity_Major": 3.44,
                            },
                        ],
                    }
                }
            ),
        ),
        (
            "coops_get_data",
            {"station": "SFB1201", "product": "currents", "date": "today", "units": "english"},
            J(
                {
                    "error": {
                        "message": "No data was found. This product may not be offered at this station at the requested time."
                    }
                }
            ),
        ),
        (
            "coops_mdapi",
            {"path": "/stations/SFB1201/harcon.json"},
            J(
                {
                    "count": 0,
                    "HarmonicConstituents": [],
                    "units": "knots",
                    "self": "https://api.tidesandcurrents.noaa.gov/mdapi/prod/webapi/stations/SFB1201/harcon.json",
                }
            ),
        ),
    ],
)

_err_noaa = J(
    {
        "error": {
            "message": "No data was found. This product may not be offered at this station at the requested time."
        }
    }
)
session(
    "noaa-coops",
    False,
    1,
    "Get the last 24 hours of water temperature and wind at Sandy Hook and Bergen Point so I can plan a dive.",
    [
        (
            "coops_get_data",
            {
                "station": "8531680",
                "product": "water_temperature",
                "range": 24,
                "units": "english",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8531680",
                "product": "wind",
                "range": 24,
                "units": "english",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8519483",
                "product": "water_temperature",
                "range": 24,
                "units": "english",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8519483",
                "product": "air_temperature",
                "range": 24,
                "units": "english",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8531680",
                "product": "water_level",
                "range": 24,
                "datum": "MLLW",
                "units": "english",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8531680",
                "product": "water_temperature",
                "date": "latest",
                "units": "metric",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
        (
            "coops_get_data",
            {
                "station": "8518750",
                "product": "water_temperature",
                "date": "latest",
                "units": "metric",
                "application": "dive-planner",
            },
            _err_noaa,
        ),
    ],
)


def nws_feature(event, sev, area, headline, onset, ends, sender="NWS Houston/Galveston TX"):
    aid = "urn:oid:2.49.0.1.840.0." + hid(event + area + onset, 40)
    return {
        "id": f"https://api.weather.gov/alerts/{aid}",
        "type": "Feature",
        "geometry": None,
        "properties": {
            "@id": f"https://api.weather.gov/alerts/{aid}",
            "@type": "wx:Alert",
            "id": aid,
            "areaDesc": area,
            "sent": onset,
            "effective": onset,
            "onset": onset,
            "expires": ends,
            "ends": ends,
            "status": "Actual",
            "messageType": "Alert",
            "category": "Met",
            "severity": sev,
            "certainty": "Likely",
            "urgency": "Expected",
            "event": event,
            "senderName": sender,
            "headline": headline,
        },
    }


def nws_coll(features, title="Current watches, warnings, and advisories"):
    return J(
        {
            "@context": [
                "https://geojson.org/geojson-ld/geojson-context.jsonld",
                {"@version": "1.1"},
            ],
            "type": "FeatureCollection",
            "features": features,
            "title": title,
            "updated": "2026-09-03T14:00:00+00:00",
        }
    )


session(
    "nws-alerts",
    True,
    1,
    "Are there any flood or coastal alerts in effect for Galveston County right now? If so, text the summary to the ops channel.",
    [
        (
            "nws_active_alerts",
            {"zone": "TXZ438"},
            nws_coll(
                [
                    nws_feature(
                        "Coastal Flood Warning",
                        "Moderate",
                        "Galveston Island; Bolivar Peninsula",
                        "Coastal Flood Warning issued September 3 at 8:52AM CDT until September 4 at 7:00PM CDT by NWS Houston/Galveston TX",
                        "2026-09-03T08:52:00-05:00",
                        "2026-09-04T19:00:00-05:00",
                    ),
                    nws_feature(
                        "High Rip Current Risk",
                        "Moderate",
                        "Galveston Island; Bolivar Peninsula",
                        "High Rip Current Risk issued September 3 at 8:52AM CDT until September 4 at 7:00PM CDT by NWS Houston/Galveston TX",
                        "2026-09-03T08:52:00-05:00",
                        "2026-09-04T19:00:00-05:00",
                    ),
                ]
            ),
        ),
        (
            "nws_active_alerts",
            {"zone": "TXZ338"},
            nws_coll(
                [
                    nws_feature(
                        "Flood Watch",
                        "Severe",
                        "Inland Galveston",
                        "Flood Watch issued September 3 at 4:10AM CDT until September 4 at 7:00AM CDT by NWS Houston/Galveston TX",
                        "2026-09-03T04:10:00-05:00",
                        "2026-09-04T07:00:00-05:00",
                    )
                ]
            ),
        ),
        (
            "nws_alert_detail",
            {
                "id": "urn:oid:2.49.0.1.840.0."
                + hid(
                    "Coastal Flood Warning"
                    + "Galveston Island; Bolivar Peninsula"
                    + "2026-09-03T08:52:00-05:00",
                    40,
                )
            },
            "* WHAT...Tide levels of 3 to 4 feet above MHHW expected, resulting in moderate coastal flooding.\n\n* WHERE...Galveston Island and Bolivar Peninsula.\n\n* WHEN...Until 7 PM CDT Thursday.\n\n* IMPACTS...Water over Highway 87 and Blue Water Highway. Some roads on the west end of Galveston Island impassable.\n\nPRECAUTIONARY/PREPAREDNESS ACTIONS...\n\nDo not drive through flooded roadways.",
        ),
        (
            "slack_post_message",
            {
                "channel": "#ops-coastal",
                "text": "NWS: Coastal Flood Warning (Moderate) Galveston Island/Bolivar until Thu 7PM CDT, 3-4 ft above MHHW; Flood Watch inland Galveston until Thu 7AM.",
            },
            J({"ok": True, "channel": "C05KQ2M7T1A", "ts": "1788443561.204919"}),
        ),
    ],
)

session(
    "nws-alerts",
    True,
    2,
    "Check whether any tsunami or tropical alerts are active anywhere on the Hawaii marine zones this morning.",
    [
        (
            "nws_active_alerts",
            {"area": "HI", "event": "Tsunami Warning,Tsunami Advisory,Tsunami Watch"},
            nws_coll([], "Current watches, warnings, and advisories for Hawaii"),
        ),
        (
            "nws_active_alerts",
            {
                "area": "PH",
                "event": "Tropical Storm Warning,Hurricane Warning,Tropical Storm Watch,Hurricane Watch",
            },
            nws_coll([], "Current watches, warnings, and advisories for Hawaiian marine waters"),
        ),
        (
            "nws_active_alerts",
            {"area": "PH"},
            nws_coll(
                [
                    nws_feature(
                        "Small Craft Advisory",
                        "Minor",
                        "Alenuihaha Channel; Pailolo Channel; Maalaea Bay",
                        "Small Craft Advisory issued September 3 at 3:31AM HST until September 4 at 6:00AM HST by NWS Honolulu HI",
                        "2026-09-03T03:31:00-10:00",
                        "2026-09-04T06:00:00-10:00",
                        "NWS Honolulu HI",
                    )
                ],
                "Current watches, warnings, and advisories for Hawaiian marine waters",
            ),
        ),
        (
            "nws_alert_count",
            {},
            J(
                {
                    "total": 412,
                    "land": 371,
                    "marine": 41,
                    "regions": {"AL": 18, "AT": 6, "GL": 2, "GM": 9, "PA": 5, "PI": 1},
                    "areas": {"HI": 0, "PH": 1, "TX": 27, "FL": 11},
                }
            ),
        ),
    ],
)

_nws_stale = nws_coll(
    [
        nws_feature(
            "Heat Advisory",
            "Moderate",
            "Maricopa; Pinal",
            "Heat Advisory issued July 11 at 2:14PM MST until July 12 at 8:00PM MST by NWS Phoenix AZ",
            "2026-07-11T14:14:00-07:00",
            "2026-07-12T20:00:00-07:00",
            "NWS Phoenix AZ",
        )
    ]
)
session(
    "nws-alerts",
    False,
    1,
    "A hurricane is approaching the Carolinas. List every active watch/warning for NC and SC coastal zones.",
    [
        ("nws_active_alerts", {"area": "NC"}, _nws_stale),
        ("nws_active_alerts", {"area": "SC"}, _nws_stale),
        ("nws_active_alerts", {"zone": "NCZ106"}, _nws_stale),
        ("nws_active_alerts", {"area": "NC", "event": "Hurricane Warning"}, _nws_stale),
        ("nws_active_alerts", {"area": "AM"}, _nws_stale),
        ("nws_active_alerts", {"zone": "SCZ050"}, _nws_stale),
        ("nws_active_alerts", {"area": "NC", "severity": "Extreme"}, _nws_stale),
    ],
)

# Environment Agency flood-monitoring
EA_CTX = "http://environment.data.gov.uk/flood-monitoring/meta/context.jsonld"


def ea(items, extra=None):
    meta = {
        "publisher": "Environment Agency",
        "licence": "http://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
        "documentation": "http://environment.data.gov.uk/flood-monitoring/doc/reference",
        "version": "0.9",
        "comment": "Status: Beta service",
        "hasFormat": ["http://environment.data.gov.uk/flood-monitoring/id/floods.csv"],
    }
    if extra:
        meta.update(extra)
    return J({"@context": EA_CTX, "meta": meta, "items": items})


session(
    "ea-flood",
    True,
    1,
    "Are there flood warnings on the River Severn near Shrewsbury, and what's the level at Welsh Bridge now versus its typical range?",
    [
        (
            "ea_floods",
            {"county": "Shropshire", "min-severity": 3},
            ea(
                [
                    {
                        "@id": "http://environment.data.gov.uk/flood-monitoring/id/floods/011WAFSe1",
                        "description": "River Severn at Shrewsbury",
                        "eaAreaName": "West Midlands",
                        "floodAreaID": "011WAFSe1",
                        "isTidal": False,
                        "message": "River levels are high at the Welsh Bridge river gauge. Flooding of property is possible in Frankwell and Coleham.",
                        "severity": "Flood warning",
                        "severityLevel": 2,
                        "timeMessageChanged": "2026-11-19T07:12:00",
                        "timeRaised": "2026-11-19T07:12:41",
                    },
                    {
                        "@id": "http://environment.data.gov.uk/flood-monitoring/id/floods/011FWFSe1AB",
                        "description": "River Severn at Atcham and Wroxeter",
                        "eaAreaName": "West Midlands",
                        "floodAreaID": "011FWFSe1AB",
                        "isTidal": False,
                        "message": "",
                        "severity": "Flood alert",
                        "severityLevel": 3,
                        "timeMessageChanged": "2026-11-18T16:40:00",
                        "timeRaised": "2026-11-18T16:40:09",
                    },
                ]
            ),
        ),
        (
            "ea_stations",
            {"riverName": "River Severn", "town": "Shrewsbury", "parameter": "level"},
            ea(
                [
                    {
                        "@id": "http://environment.data.gov.uk/flood-monitoring/id/stations/2134",
                        "RLOIid": "2014",
                        "catchmentName": "Severn Uplands",
                        "dateOpened": "1994-01-01",
                        "label": "Welsh Bridge",
                        "lat": 52.70743,
                        "long": -2.760059,
                        "notation": "2134",
                        "riverName": "River Severn",
                        "stationReference": "2134",
                        "status": "http://environment.data.gov.uk/flood-monitoring/def/core/statusActive",
                        "town": "Shrewsbury",
                        "wiskiID": "2134",
                    }
                ]
            ),
        ),
        (
            "ea_station",
            {"id": "2134"},
            ea(
                {
                    "@id": "http://environment.data.gov.uk/flood-monitoring/id/stations/2134",
                    "label": "Welsh Bridge",
                    "riverName": "River Severn",
                    "stageScale": {
                        "typicalRangeHigh": 4.6,
                        "typicalRangeLow": 0.35,
                        "highestRecent": {"dateTime": "2024-01-06T09:15:00Z", "value": 5.06},
                        "maxOnRecord": {"dateTime": "2000-11-03T00:45:00Z", "value": 5.88},
                        "scaleMax": 6,
                    },
                    "measures": [
                        {
                            "@id": "http://environment.data.gov.uk/flood-monitoring/id/measures/2134-level-stage-i-15_min-mASD",
                            "parameter": "level",
                            "qualifier": "Stage",
                            "unitName": "mASD",
                        }
                    ],
                }
            ),
        ),
        (
            "ea_readings",
            {"measure": "2134-level-stage-i-15_min-mASD", "latest": True},
            ea(
                [
                    {
                        "@id": "http://environment.data.gov.uk/flood-monitoring/data/readings/2134-level-stage-i-15_min-mASD/2026-11-19T10-45-00Z",
                        "dateTime": "2026-11-19T10:45:00Z",
                        "measure": "http://environment.data.gov.uk/flood-monitoring/id/measures/2134-level-stage-i-15_min-mASD",
                        "value": 4.812,
                    }
                ]
            ),
        ),
        (
            "ea_readings",
            {"measure": "2134-level-stage-i-15_min-mASD", "since": "2026-11-19T09:30:00Z"},
            ea(
                [
                    {
                        "dateTime": f"2026-11-19T{h}Z",
                        "measure": "http://environment.data.gov.uk/flood-monitoring/id/measures/2134-level-stage-i-15_min-mASD",
                        "value": v,
                    }
                    for h, v in [
                        ("09:30:00", 4.771),
                        ("09:45:00", 4.780),
                        ("10:00:00", 4.788),
                        ("10:15:00", 4.797),
                        ("10:30:00", 4.805),
                        ("10:45:00", 4.812),
                    ]
                ],
                {"limit": 500},
            ),
        ),
    ],
)

_ea_empty = ea([], {"limit": 500})
session(
    "ea-flood",
    False,
    1,
    "Storm Bert: get current river levels for the Taff in Pontypridd, the Wye at Hereford and the Severn at Bewdley.",
    [
        ("ea_readings", {"stationReference": "055003", "latest": True}, _ea_empty),
        ("ea_readings", {"stationReference": "2086", "latest": True}, _ea_empty),
        ("ea_readings", {"stationReference": "2001", "latest": True}, _ea_empty),
        ("ea_readings", {"stationReference": "2001", "since": "2026-11-23T00:00:00Z"}, _ea_empty),
        (
            "ea_readings",
            {"stationReference": "2086", "parameter": "level", "_sorted": True},
            _ea_empty,
        ),
        ("ea_readings", {"stationReference": "2134", "latest": True}, _ea_empty),
        ("ea_readings", {"parameter": "level", "latest": True, "_limit": 20}, _ea_empty),
    ],
)


def hubeau(data, count=None, nxt=None):
    return J(
        {
            "count": len(data) if count is None else count,
            "first": "https://hubeau.eaufrance.fr/api/v2/hydrometrie/observations_tr?page=1&size=20",
            "last": None,
            "prev": None,
            "next": nxt,
            "api_version": "2.0.1",
            "data": data,
        }
    )


session(
    "hubeau",
    True,
    1,
    "Quelle est la hauteur de la Seine à Paris-Austerlitz ce matin, et le débit à Alfortville sur la Marne?",
    [
        (
            "hubeau_stations",
            {"libelle_cours_eau": "La Seine", "code_commune_station": "75056"},
            hubeau(
                [
                    {
                        "code_site": "F7000001",
                        "code_station": "F700000103",
                        "libelle_station": "La Seine à Paris - Austerlitz",
                        "type_station": "STD",
                        "coordonnee_x_station": 653286,
                        "coordonnee_y_station": 6860682,
                        "code_commune_station": "75056",
                        "libelle_commune": "Paris",
                        "en_service": True,
                    }
                ]
            ),
        ),
        (
            "hubeau_observations_tr",
            {"code_entite": "F700000103", "grandeur_hydro": "H", "size": 4, "sort": "desc"},
            hubeau(
                [
                    {
                        "code_site": "F7000001",
                        "code_station": "F700000103",
                        "grandeur_hydro": "H",
                        "date_obs": f"2026-02-12T0{h}:00:00Z",
                        "resultat_obs": v,
                        "code_methode_obs": 0,
                        "libelle_methode_obs": "Mesure",
                        "code_qualification_obs": 16,
                        "libelle_qualification_obs": "Non qualifiée",
                        "continuite_obs_hydro": True,
                    }
                    for h, v in [(7, 3412.0), (6, 3398.0), (5, 3391.0), (4, 3385.0)]
                ],
                2304,
                "https://hubeau.eaufrance.fr/api/v2/hydrometrie/observations_tr?page=2&size=4",
            ),
        ),
        (
            "hubeau_stations",
            {"libelle_cours_eau": "La Marne", "code_commune_station": "94002"},
            hubeau([]),
        ),
        (
            "hubeau_stations",
            {"libelle_station": "Alfortville", "en_service": True},
            hubeau(
                [
                    {
                        "code_site": "F6640010",
                        "code_station": "F664001001",
                        "libelle_station": "La Seine à Alfortville",
                        "type_station": "STD",
                        "code_commune_station": "94002",
                        "libelle_commune": "Alfortville",
                        "en_service": True,
                    }
                ]
            ),
        ),
        (
            "hubeau_observations_tr",
            {"code_entite": "F664001001", "grandeur_hydro": "Q", "size": 2, "sort": "desc"},
            hubeau(
                [
                    {
                        "code_station": "F664001001",
                        "grandeur_hydro": "Q",
                        "date_obs": "2026-02-12T07:00:00Z",
                        "resultat_obs": 612400.0,
                        "libelle_methode_obs": "Mesure",
                        "libelle_qualification_obs": "Non qualifiée",
                    },
                    {
                        "code_station": "F664001001",
                        "grandeur_hydro": "Q",
                        "date_obs": "2026-02-12T06:00:00Z",
                        "resultat_obs": 608900.0,
                        "libelle_methode_obs": "Mesure",
                        "libelle_qualification_obs": "Non qualifiée",
                    },
                ],
                1152,
            ),
        ),
    ],
)

_hub_stale = hubeau(
    [
        {
            "code_site": "Y1612020",
            "code_station": "Y161202001",
            "grandeur_hydro": "H",
            "date_obs": "2025-10-03T23:00:00Z",
            "resultat_obs": 812.0,
            "code_methode_obs": 0,
            "libelle_methode_obs": "Mesure",
            "libelle_qualification_obs": "Non qualifiée",
            "continuite_obs_hydro": True,
        }
    ],
    1,
)
session(
    "hubeau",
    False,
    1,
    "Crue de l'Aude: donne-moi les dernières hauteurs à Carcassonne, Trèbes et Coursan.",
    [
        (
            "hubeau_observations_tr",
            {"code_entite": "Y141501001", "grandeur_hydro": "H", "size": 1},
            _hub_stale,
        ),
        (
            "hubeau_observations_tr",
            {"code_entite": "Y142001001", "grandeur_hydro": "H", "size": 1},
            _hub_stale,
        ),
        (
            "hubeau_observations_tr",
            {"code_entite": "Y171002001", "grandeur_hydro": "H", "size": 1},
            _hub_stale,
        ),
        (
            "hubeau_observations_tr",
            {
                "code_entite": "Y141501001",
                "grandeur_hydro": "H",
                "date_debut_obs": "2026-10-16",
                "size": 20,
            },
            _hub_stale,
        ),
        (
            "hubeau_observations_tr",
            {"code_entite": "Y171002001", "grandeur_hydro": "Q", "size": 5},
            _hub_stale,
        ),
        (
            "hubeau_observations_tr",
            {"bbox": "2.2,43.1,3.2,43.3", "grandeur_hydro": "H", "size": 10},
            _hub_stale,
        ),
    ],
)

session(
    "swiss-hydro",
    True,
    1,
    "What's the Aare temperature and flow in Bern (Schönau) right now — is it warm enough to swim?",
    [
        (
            "hydro_ch_search",
            {"query": "Aare Bern"},
            J(
                [
                    {
                        "id": "2135",
                        "name": "Aare - Bern, Schönau",
                        "water-body-name": "Aare",
                        "water-body-type": "river",
                        "coordinates": [2600680, 1198380],
                    },
                    {
                        "id": "2019",
                        "name": "Aare - Brienzwiler",
                        "water-body-name": "Aare",
                        "water-body-type": "river",
                        "coordinates": [2649930, 1177380],
                    },
                ]
            ),
        ),
        (
            "hydro_ch_station",
            {"id": "2135"},
            J(
                {
                    "id": "2135",
                    "name": "Aare - Bern, Schönau",
                    "parameters": {
                        "temperature": {
                            "unit": "°C",
                            "datetime": "2026-07-22T15:40:00+02:00",
                            "value": 19.4,
                            "max_24h": 19.8,
                            "min_24h": 18.6,
                        },
                        "discharge": {
                            "unit": "m3/s",
                            "datetime": "2026-07-22T15:40:00+02:00",
                            "value": 212.0,
                            "max_24h": 228.0,
                            "min_24h": 204.0,
                        },
                        "level": {
                            "unit": "m ü. M.",
                            "datetime": "2026-07-22T15:40:00+02:00",
                            "value": 502.31,
                        },
                    },
                    "danger_level": 1,
                }
            ),
        ),
        (
            "hydro_ch_history",
            {"id": "2135", "parameter": "temperature", "days": 3},
            J(
                {
                    "id": "2135",
                    "parameter": "temperature",
                    "unit": "°C",
                    "values": [
                        {"datetime": "2026-07-20T00:00:00+02:00", "mean": 18.1},
                        {"datetime": "2026-07-21T00:00:00+02:00", "mean": 18.9},
                        {"datetime": "2026-07-22T00:00:00+02:00", "mean": 19.2},
                    ],
                }
            ),
        ),
        ("hydro_ch_search", {"query": "Marzili"}, J([])),
    ],
)

# --------------------------------------------------------------------------- seismology
FDSN_EV_HDR = "#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|MagAuthor|EventLocationName"

session(
    "fdsn",
    True,
    1,
    "List M4.5+ earthquakes near the Kamchatka coast in October 2026 from the EarthScope/IRIS event service, then check whether station PET recorded the largest.",
    [
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/event/1/query?starttime=2026-10-01&endtime=2026-11-01&minmag=4.5&minlat=50&maxlat=60&minlon=155&maxlon=166&format=text&orderby=magnitude'"
            },
            FDSN_EV_HDR
            + "\n"
            + "\n".join(
                [
                    "11984221|2026-10-17T04:21:09.410|52.8611|160.1245|33.0|us|NEIC PDE|us|us7000qk2b|mww|6.1|us|NEAR EAST COAST OF KAMCHATKA",
                    "11984810|2026-10-17T06:02:51.880|52.7204|160.3318|28.7|us|NEIC PDE|us|us7000qk3f|mb|4.9|us|NEAR EAST COAST OF KAMCHATKA",
                    "11979304|2026-10-09T19:44:12.020|55.4410|162.0913|41.2|us|NEIC PDE|us|us7000qhz0|mb|4.7|us|OFF EAST COAST OF KAMCHATKA",
                    "11985042|2026-10-18T11:17:35.550|52.6688|160.2890|24.1|us|NEIC PDE|us|us7000qk6a|mb|4.5|us|NEAR EAST COAST OF KAMCHATKA",
                ]
            ),
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/station/1/query?net=IU&sta=PET&level=channel&cha=BH?&format=text&endafter=2026-10-17'"
            },
            "#Network | Station | Location | Channel | Latitude | Longitude | Elevation | Depth | Azimuth | Dip | SensorDescription | Scale | ScaleFreq | ScaleUnits | SampleRate | StartTime | EndTime\n"
            "IU|PET|00|BH1|53.0233|158.6499|110.0|100.0|18|0|Streckeisen STS-6A VBB Seismometer|2.52e+09|0.02|M/S|40.0|2019-08-14T00:00:00|\n"
            "IU|PET|00|BH2|53.0233|158.6499|110.0|100.0|108|0|Streckeisen STS-6A VBB Seismometer|2.52e+09|0.02|M/S|40.0|2019-08-14T00:00:00|\n"
            "IU|PET|00|BHZ|53.0233|158.6499|110.0|100.0|0|-90|Streckeisen STS-6A VBB Seismometer|2.51e+09|0.02|M/S|40.0|2019-08-14T00:00:00|",
        ),
        (
            "shell",
            {
                "cmd": "curl -s -o /dev/null -w '%{http_code}\\n' 'https://service.iris.edu/fdsnws/dataselect/1/query?net=IU&sta=PET&loc=10&cha=BHZ&starttime=2026-10-17T04:20:00&endtime=2026-10-17T04:40:00'"
            },
            "204",
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/dataselect/1/query?net=IU&sta=PET&loc=00&cha=BHZ&starttime=2026-10-17T04:20:00&endtime=2026-10-17T04:40:00' -o pet.mseed && ls -l pet.mseed"
            },
            "-rw-r--r-- 1 agent agent 184320 Oct 21 09:14 pet.mseed",
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/irisws/availability/1/query?net=IU&sta=PET&cha=BHZ&starttime=2026-10-17&endtime=2026-10-18&format=text'"
            },
            "#Network Station Location Channel Quality SampleRate Earliest Latest\nIU       PET     00       BHZ     M       40.0       2026-10-17T00:00:00.019538Z 2026-10-17T23:59:59.994538Z",
        ),
    ],
)

session(
    "fdsn",
    True,
    2,
    "Did any earthquake above M3 happen within 50 km of Basel in the past year? I need a yes/no for an insurance form.",
    [
        (
            "shell",
            {
                "cmd": "curl -s -w '\\nHTTP %{http_code}\\n' 'https://service.iris.edu/fdsnws/event/1/query?starttime=2025-11-01&endtime=2026-11-01&minmag=3&lat=47.56&lon=7.59&maxradiuskm=50&format=text'"
            },
            "\nHTTP 204",
        ),
        (
            "shell",
            {
                "cmd": "curl -s -w '\\nHTTP %{http_code}\\n' 'http://arclink.ethz.ch/fdsnws/event/1/query?starttime=2025-11-01&endtime=2026-11-01&minmagnitude=3&latitude=47.56&longitude=7.59&maxradius=0.45&format=text'"
            },
            "\nHTTP 204",
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'http://arclink.ethz.ch/fdsnws/event/1/query?starttime=2025-11-01&endtime=2026-11-01&minmagnitude=2&latitude=47.56&longitude=7.59&maxradius=0.45&format=text'"
            },
            "#EventID|Time|Latitude|Longitude|Depth/km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|MagAuthor|EventLocationName|EventType\n"
            "smi:ch.ethz.sed/sc25a/Event/2026gfxq|2026-04-02T22:18:40.331|47.4893|7.7321|13.4|SED|SED|SED|smi:ch.ethz.sed/sc25a/Event/2026gfxq|MLhc|2.3|SED|Liestal BL|earthquake\n"
            "smi:ch.ethz.sed/sc25a/Event/2025wbmn|2025-11-20T03:51:02.774|47.6221|7.5129|9.8|SED|SED|SED|smi:ch.ethz.sed/sc25a/Event/2025wbmn|MLhc|2.1|SED|Weil am Rhein D|earthquake",
        ),
    ],
)

_iris_down = "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<hr><center>nginx</center>\n</body>\n</html>"
session(
    "fdsn",
    False,
    1,
    "Download station metadata for all TA network stations still running in Alaska and the 20 largest Alaska events of 2026.",
    [
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/station/1/query?net=TA&minlat=54&maxlat=72&minlon=-170&maxlon=-129&endafter=2026-06-01&level=station&format=text'"
            },
            _iris_down,
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/station/1/query?net=TA&state=AK&level=station&format=text'"
            },
            _iris_down,
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/event/1/query?starttime=2026-01-01&minlat=54&maxlat=72&minlon=-180&maxlon=-129&orderby=magnitude&limit=20&format=text'"
            },
            _iris_down,
        ),
        (
            "shell",
            {
                "cmd": "sleep 30; curl -s 'https://service.iris.edu/fdsnws/station/1/query?net=TA&sta=*&level=network&format=text'"
            },
            _iris_down,
        ),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.earthscope.org/fdsnws/station/1/query?net=TA&minlat=54&level=station&format=text'"
            },
            _iris_down,
        ),
        ("shell", {"cmd": "curl -s 'https://service.iris.edu/fdsnws/event/1/version'"}, _iris_down),
        (
            "shell",
            {
                "cmd": "curl -s 'https://service.iris.edu/fdsnws/station/1/query?net=AK,TA&level=station&format=text&nodata=404'"
            },
            _iris_down,
        ),
    ],
)

session(
    "obspy",
    True,
    1,
    "Using ObsPy, fetch the GE.WLF BHZ trace for the 2026-10-17 Kamchatka M6.1, filter 0.05-1 Hz and report the peak amplitude.",
    [
        (
            "python",
            {
                "code": "from obspy.clients.fdsn import Client\nc = Client('GFZ')\ncat = Client('USGS').get_events(eventid='us7000qk2b')\nprint(cat)"
            },
            "1 Event(s) in Catalog:\n2026-10-17T04:21:09.410000Z | +52.861, +160.125 | 6.1  mww | manual",
        ),
        (
            "python",
            {
                "code": "st = c.get_waveforms('GE', 'WLF', '', 'BHZ', cat[0].origins[0].time + 600, cat[0].origins[0].time + 2400)\nprint(st)"
            },
            "1 Trace(s) in Stream:\nGE.WLF..BHZ | 2026-10-17T04:31:09.419538Z - 2026-10-17T05:01:09.394538Z | 40.0 Hz, 72000 samples",
        ),
        (
            "python",
            {
                "code": "st.detrend('demean'); st.taper(0.05); st.filter('bandpass', freqmin=0.05, freqmax=1.0)\nprint(st)"
            },
            "1 Trace(s) in Stream:\nGE.WLF..BHZ | 2026-10-17T04:31:09.419538Z - 2026-10-17T05:01:09.394538Z | 40.0 Hz, 72000 samples",
        ),
        (
            "python",
            {
                "code": "import numpy as np\ntr = st[0]\ni = np.argmax(np.abs(tr.data))\nprint(tr.data[i], tr.stats.starttime + i * tr.stats.delta)"
            },
            "-48211.37 2026-10-17T04:42:51.694538Z",
        ),
        (
            "python",
            {
                "code": "inv = c.get_stations(network='GE', station='WLF', channel='BHZ', level='response', starttime=tr.stats.starttime)\ntr.remove_response(inventory=inv, output='VEL')\nprint(abs(tr.data).max())"
            },
            "1.9143221e-05",
        ),
    ],
)

session(
    "obspy",
    False,
    1,
    "With ObsPy, pull 10 minutes of HHZ from CH.DAVOX and CH.SLE around the 2026-12-01 Swiss event and compare them.",
    [
        (
            "python",
            {
                "code": "from obspy.clients.fdsn import Client\nc = Client('ETH', timeout=60)\nst = c.get_waveforms('CH', 'DAVOX', '', 'HHZ', UTCDateTime('2026-12-01T06:40:00'), UTCDateTime('2026-12-01T06:50:00'))\nprint(st)"
            },
            'Traceback (most recent call last):\n  File "<stdin>", line 3, in <module>\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 868, in get_waveforms\n    data_stream = self._download(url)\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 1503, in _download\n    raise FDSNTimeoutException("Timed Out")\nobspy.clients.fdsn.header.FDSNTimeoutException: Timed Out',
        ),
        (
            "python",
            {
                "code": "st = c.get_waveforms('CH', 'SLE', '', 'HHZ', UTCDateTime('2026-12-01T06:40:00'), UTCDateTime('2026-12-01T06:50:00'))\nprint(st)"
            },
            'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 868, in get_waveforms\n    data_stream = self._download(url)\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 1503, in _download\n    raise FDSNTimeoutException("Timed Out")\nobspy.clients.fdsn.header.FDSNTimeoutException: Timed Out',
        ),
        (
            "python",
            {
                "code": "c = Client('ETH', timeout=180)\nst = c.get_waveforms('CH', 'DAVOX', '*', 'HH?', UTCDateTime('2026-12-01T06:44:00'), UTCDateTime('2026-12-01T06:46:00'))\nprint(st)"
            },
            'Traceback (most recent call last):\n  File "<stdin>", line 2, in <module>\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 868, in get_waveforms\n    data_stream = self._download(url)\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 1503, in _download\n    raise FDSNTimeoutException("Timed Out")\nobspy.clients.fdsn.header.FDSNTimeoutException: Timed Out',
        ),
        (
            "python",
            {"code": "print(c.get_stations(network='CH', station='DAVOX', level='station'))"},
            'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 736, in get_stations\n    inventory = self._download(url, use_gzip=True)\n  File "/usr/lib/python3/dist-packages/obspy/clients/fdsn/client.py", line 1503, in _download\n    raise FDSNTimeoutException("Timed Out")\nobspy.clients.fdsn.header.FDSNTimeoutException: Timed Out',
        ),
        (
            "python",
            {
                "code": "from obspy.clients.fdsn import RoutingClient\nrc = RoutingClient('eida-routing')\nst = rc.get_waveforms(network='CH', station='DAVOX,SLE', channel='HHZ', starttime=UTCDateTime('2026-12-01T06:40:00'), endtime=UTCDateTime('2026-12-01T06:50:00'))\nprint(st)"
            },
            "0 Trace(s) in Stream:\n",
        ),
        (
            "python",
            {
                "code": "st = rc.get_waveforms(network='CH', station='SLE', channel='HH?', starttime=UTCDateTime('2026-12-01T06:30:00'), endtime=UTCDateTime('2026-12-01T07:00:00'))\nprint(st)"
            },
            "0 Trace(s) in Stream:\n",
        ),
    ],
)


def emsc(features):
    return J(
        {"type": "FeatureCollection", "metadata": {"count": len(features)}, "features": features}
    )


def emsc_f(uid, t, lat, lon, depth, mag, region, magtype="mb"):
    return {
        "geometry": {"type": "Point", "coordinates": [lon, lat, -depth]},
        "type": "Feature",
        "id": uid,
        "properties": {
            "lastupdate": t[:19] + ".0Z",
            "magtype": magtype,
            "evtype": "ke",
            "lon": lon,
            "auth": "EMSC",
            "lat": lat,
            "depth": depth,
            "unid": uid,
            "mag": mag,
            "time": t,
            "source_id": str(int(hid(uid, 6), 16)),
            "source_catalog": "EMSC-RTS",
            "flynn_region": region,
        },
    }


session(
    "emsc",
    True,
    1,
    "Felt a quake in Izmir about 20 minutes ago — what was it, and were there aftershocks?",
    [
        (
            "emsc_fdsn_event",
            {
                "start": "2026-09-14T10:00:00",
                "lat": 38.42,
                "lon": 27.14,
                "maxradius": 1.5,
                "format": "json",
                "limit": 10,
            },
            emsc(
                [
                    emsc_f(
                        "20260914_0000137",
                        "2026-09-14T10:22:47.3Z",
                        38.31,
                        26.88,
                        10.0,
                        4.6,
                        "WESTERN TURKEY",
                        "mw",
                    ),
                    emsc_f(
                        "20260914_0000141",
                        "2026-09-14T10:29:05.8Z",
                        38.29,
                        26.91,
                        8.0,
                        2.4,
                        "WESTERN TURKEY",
                        "ml",
                    ),
                ]
            ),
        ),
        (
            "emsc_testimonies",
            {"unid": "20260914_0000137"},
            J(
                {
                    "unid": "20260914_0000137",
                    "n_testimonies": 1843,
                    "max_intensity": 5,
                    "intensity_by_city": [
                        {"city": "Izmir", "n": 1211, "median": 4},
                        {"city": "Urla", "n": 214, "median": 5},
                        {"city": "Seferihisar", "n": 96, "median": 5},
                    ],
                }
            ),
        ),
        (
            "emsc_fdsn_event",
            {
                "start": "2026-09-14T10:30:00",
                "lat": 38.3,
                "lon": 26.9,
                "maxradius": 0.5,
                "format": "json",
            },
            emsc([]),
        ),
        (
            "emsc_fdsn_event",
            {"eventid": "20260914_0000137", "format": "json"},
            emsc(
                [
                    emsc_f(
                        "20260914_0000137",
                        "2026-09-14T10:22:47.3Z",
                        38.31,
                        26.88,
                        10.0,
                        4.6,
                        "WESTERN TURKEY",
                        "mw",
                    )
                ]
            ),
        ),
    ],
)

_emsc_429 = "<html><head><title>429 Too Many Requests</title></head><body><center><h1>429 Too Many Requests</h1></center><hr><center>nginx</center></body></html>"
session(
    "emsc",
    False,
    1,
    "Compile every M5+ in the Mediterranean region for each month of 2026 (one query per month).",
    [
        (
            "emsc_fdsn_event",
            {
                "start": f"2026-{m:02d}-01",
                "end": f"2026-{m + 1:02d}-01",
                "minmag": 5,
                "minlat": 30,
                "maxlat": 46,
                "minlon": -6,
                "maxlon": 36,
                "format": "json",
            },
            emsc(
                [
                    emsc_f(
                        "20260118_0000044",
                        "2026-01-18T02:12:30.1Z",
                        35.71,
                        26.62,
                        12.0,
                        5.2,
                        "CRETE, GREECE",
                        "mw",
                    )
                ]
            )
            if m == 1
            else _emsc_429,
        )
        for m in range(1, 9)
    ],
)


def geonet(features):
    return J({"type": "FeatureCollection", "features": features})


def gq(pid, t, depth, mag, mmi, loc, lon, lat, q="best"):
    return {
        "type": "Feature",
        "geometry": {"type": "Point", "coordinates": [lon, lat]},
        "properties": {
            "publicID": pid,
            "time": t,
            "depth": depth,
            "magnitude": mag,
            "mmi": mmi,
            "locality": loc,
            "quality": q,
        },
    }


session(
    "geonet",
    True,
    1,
    "Any strong shaking in New Zealand in the last day? Give me MMI 4+ quakes with locality.",
    [
        (
            "geonet_quakes",
            {"MMI": 4},
            geonet(
                [
                    gq(
                        "2026p880412",
                        "2026-11-22T14:03:51.220Z",
                        33.4,
                        4.8,
                        5,
                        "15 km north-east of Seddon",
                        174.21,
                        -41.58,
                    ),
                    gq(
                        "2026p879611",
                        "2026-11-22T07:41:02.519Z",
                        211.7,
                        5.3,
                        4,
                        "30 km south-west of Taumarunui",
                        175.03,
                        -39.12,
                    ),
                ]
            ),
        ),
        (
            "geonet_quake",
            {"publicID": "2026p880412"},
            geonet(
                [
                    gq(
                        "2026p880412",
                        "2026-11-22T14:03:51.220Z",
                        33.4,
                        4.8,
                        5,
                        "15 km north-east of Seddon",
                        174.21,
                        -41.58,
                    )
                ]
            ),
        ),
        (
            "geonet_felt_reports",
            {"publicID": "2026p880412"},
            J({"count": 3126, "mmi_summary": {"3": 804, "4": 1720, "5": 598, "6": 4}}),
        ),
        (
            "geonet_strong",
            {"publicID": "2026p880412"},
            J(
                {
                    "type": "FeatureCollection",
                    "features": [
                        {
                            "type": "Feature",
                            "geometry": {"type": "Point", "coordinates": [174.08, -41.67]},
                            "properties": {
                                "network": "NZ",
                                "station": "SEDN",
                                "location": "20",
                                "distance": 14.2,
                                "pga_h": 8.91,
                                "pga_v": 3.22,
                                "pgv_h": 4.10,
                                "mmi": 5,
                            },
                        },
                        {
                            "type": "Feature",
                            "geometry": {"type": "Point", "coordinates": [174.78, -41.29]},
                            "properties": {
                                "network": "NZ",
                                "station": "WEL",
                                "location": "20",
                                "distance": 61.8,
                                "pga_h": 2.04,
                                "pga_v": 0.71,
                                "pgv_h": 1.22,
                                "mmi": 4,
                            },
                        },
                    ],
                }
            ),
        ),
    ],
)

session(
    "geonet",
    True,
    2,
    "Check GeoNet volcanic alert levels for Whakaari and Ruapehu and notify the field team if either is above 1.",
    [
        (
            "geonet_volcano_val",
            {},
            J(
                {
                    "type": "FeatureCollection",
                    "features": [
                        {
                            "type": "Feature",
                            "geometry": {"type": "Point", "coordinates": [177.183, -37.521]},
                            "properties": {
                                "volcanoID": "whiteisland",
                                "volcanoTitle": "Whakaari/White Island",
                                "level": 2,
                                "acc": "Green",
                                "activity": "Moderate to heightened volcanic unrest.",
                                "hazards": "Volcanic unrest hazards, potential for eruption hazards.",
                            },
                        },
                        {
                            "type": "Feature",
                            "geometry": {"type": "Point", "coordinates": [175.563, -39.281]},
                            "properties": {
                                "volcanoID": "ruapehu",
                                "volcanoTitle": "Ruapehu",
                                "level": 1,
                                "acc": "Green",
                                "activity": "Minor volcanic unrest.",
                                "hazards": "Volcanic unrest hazards.",
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "geonet_news",
            {"volcano": "whiteisland", "limit": 1},
            J(
                {
                    "feed": [
                        {
                            "title": "Whakaari/White Island: Volcanic Alert Level raised to 2",
                            "published": "2026-11-21T22:00:00Z",
                            "link": "https://www.geonet.org.nz/vabs/" + hid("whakaari-val2"),
                        }
                    ]
                }
            ),
        ),
        (
            "send_sms",
            {
                "to": "+64210000000",
                "body": "GeoNet: Whakaari VAL 2 (raised 22 Nov). Ruapehu VAL 1. Hold boat trips.",
            },
            "Queued: SMf" + hid("geonet-sms", 31),
        ),
    ],
)

INGV_HDR = "#EventID|Time|Latitude|Longitude|Depth/Km|Author|Catalog|Contributor|ContributorID|MagType|Magnitude|MagAuthor|EventLocationName|EventType"
session(
    "ingv",
    True,
    1,
    "How many M2.5+ events in the Campi Flegrei area this month, and what was the biggest?",
    [
        (
            "ingv_fdsn_event",
            {
                "starttime": "2026-06-01",
                "lat": 40.83,
                "lon": 14.14,
                "maxradiuskm": 10,
                "minmag": 2.5,
                "format": "text",
                "orderby": "time",
            },
            INGV_HDR
            + "\n"
            + "\n".join(
                [
                    "44218731|2026-06-19T02:41:33.120000|40.8290|14.1413|2.6|SURVEY-INGV-OV|||44218731|Md|3.1|--|Campi Flegrei|earthquake",
                    "44201156|2026-06-11T17:02:09.880000|40.8253|14.1390|2.2|SURVEY-INGV-OV|||44201156|Md|2.7|--|Campi Flegrei|earthquake",
                    "44190422|2026-06-04T05:55:48.400000|40.8301|14.1462|1.9|SURVEY-INGV-OV|||44190422|Md|2.5|--|Campi Flegrei|earthquake",
                ]
            ),
        ),
        (
            "ingv_fdsn_event",
            {"eventid": 44218731, "format": "text", "includeallmagnitudes": True},
            INGV_HDR
            + "\n44218731|2026-06-19T02:41:33.120000|40.8290|14.1413|2.6|SURVEY-INGV-OV|||44218731|Md|3.1|--|Campi Flegrei|earthquake",
        ),
        (
            "ingv_fdsn_event",
            {
                "starttime": "2026-06-20",
                "lat": 40.83,
                "lon": 14.14,
                "maxradiuskm": 10,
                "minmag": 2.5,
                "format": "text",
            },
            "",
        ),
    ],
)

_ingv_403 = "Error 403: Forbidden\n\nRequest rejected: daily request limit for this client has been reached.\n\nRequest:\n{url}\n\nRequest Submitted:\n2026-06-20T09:{mm}:{ss}\n\nService version:\n1.1.17"
session(
    "ingv",
    False,
    1,
    "Build a catalogue of all Etna-area events M2+ for 2025, querying month by month.",
    [
        (
            "ingv_fdsn_event",
            {
                "starttime": f"2025-{m:02d}-01",
                "endtime": f"2025-{m + 1:02d}-01",
                "lat": 37.75,
                "lon": 15.0,
                "maxradiuskm": 30,
                "minmag": 2,
                "format": "text",
            },
            _ingv_403.format(
                url=f"/fdsnws/event/1/query?starttime=2025-{m:02d}-01&endtime=2025-{m + 1:02d}-01&lat=37.75&lon=15.0&maxradiuskm=30&minmag=2&format=text",
                mm=f"{10 + m:02d}",
                ss=f"{(m * 7) % 60:02d}",
            ),
        )
        for m in range(1, 8)
    ],
)

# --------------------------------------------------------------------------- astronomy
TAP = "https://exoplanetarchive.ipac.caltech.edu/TAP/sync"
session(
    "exoplanet-tap",
    True,
    1,
    "Which confirmed transiting planets around M dwarfs within 15 pc have measured masses? Give a table.",
    [
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name,hostname,sy_dist,st_spectype,pl_bmasse,pl_rade from pscomppars where sy_dist<15 and tran_flag=1 and st_teff<3900 order by sy_dist",
                "format": "csv",
            },
            "pl_name,hostname,sy_dist,st_spectype,pl_bmasse,pl_rade\n"
            "LHS 3844 b,LHS 3844,14.8872,M5 V,,1.303\n"
            "GJ 1132 b,GJ 1132,12.613,M4,1.66,1.13\n"
            "LTT 1445 A b,LTT 1445 A,6.86929,M3,2.87,1.34\n"
            "LTT 1445 A c,LTT 1445 A,6.86929,M3,1.54,1.07\n"
            "GJ 357 b,GJ 357,9.44181,M2.5 V,1.84,1.217\n"
            "L 98-59 b,L 98-59,10.6194,M3 V,0.40,0.850\n"
            "L 98-59 c,L 98-59,10.6194,M3 V,2.22,1.385\n"
            "L 98-59 d,L 98-59,10.6194,M3 V,1.94,1.521\n"
            "GJ 486 b,GJ 486,8.07426,M3.5 V,3.00,1.343\n"
            "GJ 1214 b,GJ 1214,14.6427,M4.5,8.17,2.742\n",
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select count(*) from pscomppars where sy_dist<15 and tran_flag=1 and st_teff<3900",
                "format": "csv",
            },
            "count(*)\n14\n",
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name,sy_dist,pl_bmasse,pl_rade from pscomppars where sy_dist<15 and tran_flag=1 and st_teff<3900 order by sy_dist offset 10",
                "format": "csv",
            },
            "pl_name,sy_dist,pl_bmasse,pl_rade\nLHS 1140 b,14.9861,5.60,1.730\nLHS 1140 c,14.9861,1.91,1.272\nTRAPPIST-1 b,12.4299,1.374,1.116\nTRAPPIST-1 c,12.4299,1.308,1.097\n",
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name,pl_bmasse,pl_bmasseerr1,pl_refname from ps where pl_name='LHS 3844 b' and pl_bmasse is not null",
                "format": "csv",
            },
            "pl_name,pl_bmasse,pl_bmasseerr1,pl_refname\n",
        ),
    ],
)

session(
    "exoplanet-tap",
    True,
    2,
    "Find the newest TOI candidates with periods under 1 day that are still 'PC', and the count per TESS sector.",
    [
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select toi,tid,pl_orbper,pl_rade,tfopwg_disp,toi_created from toi where tfopwg_disp='PC' and pl_orbper<1 order by toi_created desc",
                "format": "json",
                "maxrec": 5,
            },
            J(
                [
                    {
                        "toi": 7291.01,
                        "tid": 441738827,
                        "pl_orbper": 0.6128744,
                        "pl_rade": 1.42,
                        "tfopwg_disp": "PC",
                        "toi_created": "2026-10-28 16:00:09",
                    },
                    {
                        "toi": 7288.01,
                        "tid": 73215044,
                        "pl_orbper": 0.8812339,
                        "pl_rade": 2.05,
                        "tfopwg_disp": "PC",
                        "toi_created": "2026-10-28 16:00:09",
                    },
                    {
                        "toi": 7263.01,
                        "tid": 219857012,
                        "pl_orbper": 0.4490021,
                        "pl_rade": 1.11,
                        "tfopwg_disp": "PC",
                        "toi_created": "2026-10-14 15:59:51",
                    },
                    {
                        "toi": 7240.01,
                        "tid": 35009898,
                        "pl_orbper": 0.9917455,
                        "pl_rade": 3.7,
                        "tfopwg_disp": "PC",
                        "toi_created": "2026-09-30 16:00:02",
                    },
                    {
                        "toi": 7233.01,
                        "tid": 307210830,
                        "pl_orbper": 0.7360118,
                        "pl_rade": 0.98,
                        "tfopwg_disp": "PC",
                        "toi_created": "2026-09-30 16:00:02",
                    },
                ]
            ),
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select sectors, count(*) as n from toi where tfopwg_disp='PC' and pl_orbper<1 group by sectors order by n desc",
                "format": "json",
                "maxrec": 6,
            },
            J(
                [
                    {"sectors": "", "n": 41},
                    {"sectors": "1,13,27", "n": 3},
                    {"sectors": "14,15,41,54,55", "n": 3},
                    {"sectors": "31", "n": 2},
                    {"sectors": "88", "n": 2},
                    {"sectors": "6,33,87", "n": 2},
                ]
            ),
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select toi from toi where toi=7291.01 and tid in (select tic_id from pscomppars)",
                "format": "json",
            },
            J([]),
        ),
    ],
)

_tap_err = '<?xml version="1.0" encoding="UTF-8"?>\n<VOTABLE xmlns="http://www.ivoa.net/xml/VOTable/v1.3" version="1.3">\n <RESOURCE type="results">\n  <INFO name="QUERY_STATUS" value="ERROR">Query execution timed out after 600 seconds; the service is under heavy load, please retry later</INFO>\n </RESOURCE>\n</VOTABLE>'
session(
    "exoplanet-tap",
    False,
    1,
    "Get the full planetary-systems table (all solutions) for Kepler hosts with RV masses, for a reproducibility study.",
    [
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select * from ps where hostname like 'Kepler-%' and pl_bmassprov='Mass'",
                "format": "votable",
            },
            _tap_err,
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name,pl_bmasse,pl_refname from ps where hostname like 'Kepler-%' and pl_bmassprov='Mass'",
                "format": "votable",
            },
            _tap_err,
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name,pl_bmasse,pl_refname from ps where hostname like 'Kepler-1%' and pl_bmassprov='Mass'",
                "format": "votable",
            },
            _tap_err,
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select top 100 pl_name,pl_bmasse from ps where hostname like 'Kepler-%'",
                "format": "votable",
            },
            _tap_err,
        ),
        (
            "exoplanet_tap",
            {
                "url": TAP,
                "query": "select pl_name from ps where hostname='Kepler-10'",
                "format": "votable",
            },
            _tap_err,
        ),
        (
            "exoplanet_tap",
            {"url": TAP, "query": "select count(*) from ps", "format": "votable"},
            _tap_err,
        ),
    ],
)

session(
    "mpc",
    True,
    1,
    "Has the MPC designated the object I reported from my observatory code Z80 last week, and what are its orbital elements?",
    [
        (
            "mpc_obs_search",
            {"obscode": "Z80", "date_from": "2026-03-08", "date_to": "2026-03-15"},
            "     K26E05K  C2026 03 10.91142 11 42 18.37 +04 11 52.4          20.1 GV     Z80\n     K26E05K  C2026 03 10.93511 11 42 17.02 +04 11 49.8          20.2 GV     Z80\n     K26E05K  C2026 03 10.95889 11 42 15.66 +04 11 47.3          20.0 GV     Z80",
        ),
        (
            "mpc_designation_identifier",
            {"ids": ["K26E05K"]},
            J(
                {
                    "K26E05K": {
                        "disambiguation": False,
                        "name": None,
                        "permid": None,
                        "packed_primary_provisional_designation": "K26E05K",
                        "unpacked_primary_provisional_designation": "2026 EK5",
                        "orbfit_name": "2026EK5",
                    }
                }
            ),
        ),
        (
            "mpc_orbits",
            {"desig": "2026 EK5"},
            J(
                {
                    "designation": "2026 EK5",
                    "epoch": 2461200.5,
                    "a": 2.3418,
                    "e": 0.1873,
                    "i": 6.214,
                    "node": 112.904,
                    "argperi": 301.77,
                    "M": 41.082,
                    "H": 17.8,
                    "n_obs": 41,
                    "arc_days": 12,
                    "U": 6,
                    "orbit_type": "MBA",
                }
            ),
        ),
        (
            "mpc_neocp_check",
            {"trksub": "Z80_0310a"},
            J({"found": False, "message": "Object not on the NEO Confirmation Page"}),
        ),
    ],
)

_mpc_maint = "<!DOCTYPE html>\n<html><head><title>Minor Planet Center - Scheduled Maintenance</title></head>\n<body><h1>The MPC web services are temporarily unavailable</h1><p>We are performing scheduled database maintenance. Please check back later. Observation submissions via email are unaffected.</p></body></html>"
session(
    "mpc",
    False,
    1,
    "Retrieve all observations and the current orbit for (433) Eros, (99942) Apophis and 2024 YR4.",
    [
        ("mpc_get_observations", {"desig": "433"}, _mpc_maint),
        ("mpc_get_observations", {"desig": "99942"}, _mpc_maint),
        ("mpc_orbits", {"desig": "2024 YR4"}, _mpc_maint),
        ("mpc_orbits", {"desig": "433"}, _mpc_maint),
        ("mpc_get_observations", {"desig": "2024 YR4", "limit": 50}, _mpc_maint),
        ("mpc_designation_identifier", {"ids": ["Apophis"]}, _mpc_maint),
        ("mpc_orbits", {"desig": "Apophis"}, _mpc_maint),
    ],
)

session(
    "astrometry-net",
    True,
    1,
    "Plate-solve my photo m31_stack.jpg with astrometry.net and tell me the field centre and pixel scale.",
    [
        (
            "astrometry_login",
            {"apikey": "***"},
            J(
                {
                    "status": "success",
                    "message": "authenticated user: agent@example.org",
                    "session": hid("astro-session", 32),
                }
            ),
        ),
        (
            "astrometry_upload",
            {
                "file": "m31_stack.jpg",
                "publicly_visible": "n",
                "scale_units": "degwidth",
                "scale_lower": 1,
                "scale_upper": 5,
            },
            J({"status": "success", "subid": 11820431, "hash": hid("m31_stack.jpg", 40)}),
        ),
        (
            "astrometry_submission",
            {"subid": 11820431},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820431},
            J(
                {
                    "processing_started": "2026-10-02 21:14:09.118270",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [13310762],
                    "images": [24412907],
                    "jobs": [None],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820431},
            J(
                {
                    "processing_started": "2026-10-02 21:14:09.118270",
                    "processing_finished": "2026-10-02 21:14:11.402131",
                    "user": 48213,
                    "user_images": [13310762],
                    "images": [24412907],
                    "jobs": [13095520],
                    "job_calibrations": [],
                }
            ),
        ),
        ("astrometry_job", {"jobid": 13095520}, J({"status": "solving"})),
        ("astrometry_job", {"jobid": 13095520}, J({"status": "success"})),
        (
            "astrometry_calibration",
            {"jobid": 13095520},
            J(
                {
                    "parity": 1.0,
                    "orientation": 87.41,
                    "pixscale": 2.0713,
                    "radius": 1.6522,
                    "ra": 10.69411,
                    "dec": 41.27883,
                }
            ),
        ),
        (
            "astrometry_objects_in_field",
            {"jobid": 13095520},
            J(
                {
                    "objects_in_field": [
                        "Andromeda Galaxy",
                        "M 31",
                        "NGC 224",
                        "M 32",
                        "NGC 221",
                        "M 110",
                        "NGC 205",
                        "26 And",
                    ]
                }
            ),
        ),
    ],
)

session(
    "astrometry-net",
    False,
    1,
    "Solve these three frames (frame_01.fits..frame_03.fits) on astrometry.net and give me the WCS centres.",
    [
        (
            "astrometry_login",
            {"apikey": "***"},
            J(
                {
                    "status": "success",
                    "message": "authenticated user: agent@example.org",
                    "session": hid("astro-session-2", 32),
                }
            ),
        ),
        (
            "astrometry_upload",
            {"file": "frame_01.fits"},
            J({"status": "success", "subid": 11820977, "hash": hid("frame_01.fits", 40)}),
        ),
        (
            "astrometry_submission",
            {"subid": 11820977},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820977},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_upload",
            {"file": "frame_02.fits"},
            J({"status": "success", "subid": 11820980, "hash": hid("frame_02.fits", 40)}),
        ),
        (
            "astrometry_submission",
            {"subid": 11820977},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820980},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820977},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
        (
            "astrometry_submission",
            {"subid": 11820980},
            J(
                {
                    "processing_started": "None",
                    "processing_finished": "None",
                    "user": 48213,
                    "user_images": [],
                    "images": [],
                    "jobs": [],
                    "job_calibrations": [],
                }
            ),
        ),
    ],
)

session(
    "skyview",
    True,
    1,
    "Get me DSS2 red and WISE 3.4 micron cutouts of NGC 7331, 0.3 deg wide, and tell me which 2MASS surveys SkyView has.",
    [
        (
            "skyview_get_image_list",
            {
                "position": "NGC 7331",
                "survey": ["DSS2 Red", "WISE 3.4"],
                "width": "0.3 deg",
                "height": "0.3 deg",
            },
            J(
                [
                    "https://skyview.gsfc.nasa.gov/tempspace/fits/skv"
                    + hid("ngc7331-dss2", 12)
                    + ".fits",
                    "https://skyview.gsfc.nasa.gov/tempspace/fits/skv"
                    + hid("ngc7331-wise", 12)
                    + ".fits",
                ]
            ),
        ),
        (
            "download_file",
            {
                "url": "https://skyview.gsfc.nasa.gov/tempspace/fits/skv"
                + hid("ngc7331-dss2", 12)
                + ".fits",
                "path": "ngc7331_dss2r.fits",
            },
            "Saved 1065600 bytes to ngc7331_dss2r.fits",
        ),
        (
            "download_file",
            {
                "url": "https://skyview.gsfc.nasa.gov/tempspace/fits/skv"
                + hid("ngc7331-wise", 12)
                + ".fits",
                "path": "ngc7331_w1.fits",
            },
            "Saved 1065600 bytes to ngc7331_w1.fits",
        ),
        (
            "skyview_list_surveys",
            {"filter": "2MASS"},
            "{'IR:2MASS class=': ['2MASS-J', '2MASS-H', '2MASS-K']}",
        ),
        (
            "skyview_get_image_list",
            {
                "position": "NGC 7331",
                "survey": ["GALEX Near UV"],
                "width": "0.3 deg",
                "height": "0.3 deg",
            },
            "[]",
        ),
    ],
)

session(
    "heavens-above",
    True,
    1,
    "When can I see the ISS from Leeds over the next few days? Only bright passes.",
    [
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/PassSummary.aspx?satid=25544&lat=53.8008&lng=-1.5491&loc=Leeds&alt=40&tz=GMT"
            },
            "ISS - Visible Passes\nSearch period start: 09 December 2026 00:00\nSearch period end: 19 December 2026 00:00\nOrbit: 417 x 423 km, 51.6° (Epoch: 08 December)\n\nDate | Brightness (mag) | Start (Time, Alt., Az.) | Highest point (Time, Alt., Az.) | End (Time, Alt., Az.) | Pass type\n"
            "10 Dec | -1.2 | 06:41:12 10° WSW | 06:43:50 24° SSW | 06:46:27 10° SE | visible\n"
            "11 Dec | -3.1 | 05:53:31 10° W | 05:56:55 71° SSW | 06:00:19 10° ESE | visible\n"
            "12 Dec | -0.8 | 05:06:19 27° WNW | 05:06:19 27° WNW | 05:08:08 10° NNE | visible\n"
            "13 Dec | -3.4 | 05:55:01 10° WNW | 05:58:24 82° NNE | 06:01:46 10° ESE | visible",
        ),
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/passdetails.aspx?lat=53.8008&lng=-1.5491&loc=Leeds&alt=40&tz=GMT&satid=25544&mjd=61387.2478&type=V"
            },
            "Passes of ISS - 13 December 2026\nEvent | Time | Altitude | Azimuth | Distance (km) | Brightness | Sun altitude\nRises | 05:55:01 | 10° | WNW | 1,491 | -1.4 | -19.8°\nReaches altitude 10° | 05:55:01 | 10° | WNW | 1,491 | -1.4 | -19.8°\nMaximum altitude | 05:58:24 | 82° | NNE | 420 | -3.4 | -19.3°\nDrops below altitude 10° | 06:01:46 | 10° | ESE | 1,478 | -2.1 | -18.8°",
        ),
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/PassSummary.aspx?satid=25544&lat=53.8008&lng=-1.5491&loc=Leeds&alt=40&tz=GMT&prev=1"
            },
            "ISS - Visible Passes\nSearch period start: 19 December 2026 00:00\nSearch period end: 29 December 2026 00:00\nOrbit: 417 x 423 km, 51.6° (Epoch: 08 December)\n\nNo visible passes found within the search period",
        ),
    ],
)

_ha_block = (
    "Heavens-Above\n\nAccess denied\n\nAutomated access to this site is not permitted. If you believe you are seeing this message in error, please contact the webmaster. Reference: "
    + hid("ha-block", 10)
)
session(
    "heavens-above",
    False,
    1,
    "Give me Starlink train and Tiangong visible passes for Munich tonight and tomorrow.",
    [
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/PassSummary.aspx?satid=48274&lat=48.1374&lng=11.5755&loc=Munich&alt=520&tz=CET"
            },
            _ha_block,
        ),
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/StarlinkLaunchPoints.aspx?lat=48.1374&lng=11.5755&loc=Munich&alt=520&tz=CET"
            },
            _ha_block,
        ),
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/AllSats.aspx?lat=48.1374&lng=11.5755&loc=Munich&alt=520&tz=CET"
            },
            _ha_block,
        ),
        (
            "fetch_page",
            {
                "url": "https://www.heavens-above.com/PassSummary.aspx?satid=48274&lat=48.14&lng=11.58&tz=CET"
            },
            _ha_block,
        ),
        (
            "fetch_page",
            {
                "url": "https://heavens-above.com/PassSummary.aspx?satid=48274&lat=48.14&lng=11.58&tz=CET&showall=t"
            },
            _ha_block,
        ),
        ("fetch_page", {"url": "https://www.heavens-above.com/"}, _ha_block),
    ],
)

# --------------------------------------------------------------------------- genomics workflow platforms
P = "project-" + hid("dx-proj-exome", 24)
J1 = "job-" + hid("dx-job-gatk", 24)
session(
    "dx",
    True,
    1,
    "Launch the GATK germline app on sample NA12878 in our DNAnexus exome project and tell me when the VCF is ready.",
    [
        (
            "shell",
            {"cmd": f"dx select {P} && dx ls /fastq/NA12878/"},
            f"Selected project {P}\nNA12878_R1.fastq.gz\nNA12878_R2.fastq.gz",
        ),
        (
            "shell",
            {
                "cmd": "dx run app-gatk4_germline_snp_indel_pipeline -ireads_fastqgzs=/fastq/NA12878/NA12878_R1.fastq.gz -ireads2_fastqgzs=/fastq/NA12878/NA12878_R2.fastq.gz -igenomeindex_targz=/ref/GRCh38.bwa-index.tar.gz --destination /results/NA12878 -y --brief"
            },
            J1,
        ),
        ("shell", {"cmd": f"dx describe {J1} --json | jq -r .state"}, "runnable"),
        ("shell", {"cmd": f"dx describe {J1} --json | jq -r .state"}, "running"),
        (
            "shell",
            {"cmd": f"dx watch {J1} --no-follow -n 3"},
            f"Watching job {J1}. Press Ctrl+C to stop watching.\n* GATK4 Germline SNP/Indel Pipeline (gatk4_germline_snp_indel_pipeline:main) ({J1})\n  stderr: 12:41:07.226 INFO  HaplotypeCaller - Shutting down engine\n  stderr: [December 7, 2026 at 12:41:07 PM UTC] org.broadinstitute.hellbender.tools.walkers.haplotypecaller.HaplotypeCaller done. Elapsed time: 38.21 minutes.\n  stdout: Uploading NA12878.g.vcf.gz",
        ),
        ("shell", {"cmd": f"dx describe {J1} --json | jq -r .state"}, "done"),
        (
            "shell",
            {"cmd": "dx ls -l /results/NA12878/"},
            f"Project: exome-2026 ({P})\nFolder : /results/NA12878\nState   Last modified       Size      Name (ID)\nclosed  2026-12-07 12:43:19 96.10 MB  NA12878.g.vcf.gz (file-{hid('gvcf', 24)})\nclosed  2026-12-07 12:43:20 1.52 MB   NA12878.g.vcf.gz.tbi (file-{hid('gvcftbi', 24)})\nclosed  2026-12-07 12:43:31 7.84 GB   NA12878.bam (file-{hid('bam', 24)})",
        ),
    ],
)

session(
    "dx",
    True,
    2,
    "Find any failed jobs in the exome project from the last week and list their failure reasons.",
    [
        (
            "shell",
            {"cmd": f"dx find jobs --project {P} --state failed --created-after=-7d"},
            f"* bwa_mem_fastq_read_mapper (bwa_mem_fastq_read_mapper:main) (failed) job-{hid('f1', 24)}\n  alice 2026-12-02 09:12:44 (runtime 0:03:12)\n* fastqc (fastqc:main) (failed) job-{hid('f2', 24)}\n  alice 2026-12-03 15:40:02 (runtime 0:00:41)",
        ),
        (
            "shell",
            {"cmd": f"dx describe job-{hid('f1', 24)} | grep -E 'Failure|State'"},
            "State               failed\nFailure reason      AppError\nFailure message     Error while running the command (please refer to the job log for more information). Warning: Use the --unsafe flag to ignore error exit codes.",
        ),
        (
            "shell",
            {"cmd": f"dx describe job-{hid('f2', 24)} | grep -E 'Failure|State'"},
            "State               failed\nFailure reason      InputError\nFailure message     The input file 'S17_R1.fastq' is not gzip-compressed",
        ),
        (
            "shell",
            {
                "cmd": f"dx find jobs --project {P} --state failed --created-after=-7d --created-before=-5d --origin-jobs"
            },
            "",
        ),
    ],
)

_dx_auth = "The token could not be found\nInvalidAuthentication: The token could not be found, code 401. Request Time=1796648412.08, Request ID=unavailable\nPlease run 'dx login' to obtain a new token."
session(
    "dx",
    False,
    1,
    "Download the joint-called VCF and QC report for cohort B from DNAnexus to the local results folder.",
    [
        ("shell", {"cmd": "dx find data --name '*cohortB*.vcf.gz' --project " + P}, _dx_auth),
        ("shell", {"cmd": f"dx ls {P}:/joint/"}, _dx_auth),
        ("shell", {"cmd": "dx find data --name '*cohortB*' --all-projects"}, _dx_auth),
        ("shell", {"cmd": "dx whoami"}, _dx_auth),
        ("shell", {"cmd": f"dx download {P}:/joint/cohortB.joint.vcf.gz -o results/"}, _dx_auth),
        ("shell", {"cmd": f"dx download {P}:/qc/cohortB_multiqc.html -o results/"}, _dx_auth),
        (
            "shell",
            {"cmd": "dx env"},
            "Auth token used         \nAPI server protocol     https\nAPI server host         api.dnanexus.com\nAPI server port         443\nCurrent workspace       "
            + P
            + "\nCurrent folder          /\nCurrent user            None",
        ),
    ],
)

TERRA = "https://api.firecloud.org/api/workspaces/broad-rare-dz/rnaseq-2026"
session(
    "terra",
    True,
    1,
    "Submit the RNA-seq alignment workflow on the 'sample_set_batch7' set in our Terra workspace and report when it finishes.",
    [
        (
            "terra_api",
            {
                "method": "POST",
                "url": TERRA + "/submissions",
                "body": {
                    "methodConfigurationNamespace": "broad-rare-dz",
                    "methodConfigurationName": "star-align",
                    "entityType": "sample_set",
                    "entityName": "sample_set_batch7",
                    "expression": "this.samples",
                    "useCallCache": True,
                },
            },
            J(
                {
                    "header": {"entityType": "sample_set", "entityName": "sample_set_batch7"},
                    "submissionId": "c0d6e1a2-"
                    + hid("terra-sub")[:4]
                    + "-4b8e-9f3c-"
                    + hid("terra-sub2", 12),
                    "submissionDate": "2026-12-07T10:02:41.112Z",
                    "status": "Submitted",
                    "workflows": [],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": TERRA
                + "/submissions/c0d6e1a2-"
                + hid("terra-sub")[:4]
                + "-4b8e-9f3c-"
                + hid("terra-sub2", 12),
            },
            J(
                {
                    "status": "Submitted",
                    "workflows": [
                        {"entityName": f"S{i}", "status": "Queued"} for i in range(701, 705)
                    ],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": TERRA
                + "/submissions/c0d6e1a2-"
                + hid("terra-sub")[:4]
                + "-4b8e-9f3c-"
                + hid("terra-sub2", 12),
            },
            J(
                {
                    "status": "Submitted",
                    "workflows": [
                        {"entityName": "S701", "status": "Running"},
                        {"entityName": "S702", "status": "Running"},
                        {"entityName": "S703", "status": "Running"},
                        {"entityName": "S704", "status": "Submitted"},
                    ],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": TERRA
                + "/submissions/c0d6e1a2-"
                + hid("terra-sub")[:4]
                + "-4b8e-9f3c-"
                + hid("terra-sub2", 12),
            },
            J(
                {
                    "status": "Done",
                    "workflows": [
                        {"entityName": "S701", "status": "Succeeded"},
                        {"entityName": "S702", "status": "Succeeded"},
                        {"entityName": "S703", "status": "Succeeded"},
                        {"entityName": "S704", "status": "Failed"},
                    ],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": TERRA
                + "/submissions/c0d6e1a2-"
                + hid("terra-sub")[:4]
                + "-4b8e-9f3c-"
                + hid("terra-sub2", 12)
                + "/workflows/"
                + hid("wf-s704", 8)
                + "-0000-4000-8000-000000000704",
            },
            J(
                {
                    "status": "Failed",
                    "failures": [
                        {
                            "message": "Workflow failed",
                            "causedBy": [
                                {
                                    "message": "Task star_align.StarAlign:NA:1 failed. The job was stopped before the command finished. PAPI error code 9. Please check the log file for more details: gs://fc-"
                                    + hid("bucket", 8)
                                    + "/submissions/.../StarAlign/stderr",
                                    "causedBy": [],
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
    ],
)

session(
    "terra",
    False,
    1,
    "List the data tables in the 'ukb-wes-pilot' Terra workspace and count participants with WES CRAMs.",
    [
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entities",
            },
            J({}),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entityQuery/participant?page=1&pageSize=100",
            },
            J(
                {
                    "parameters": {
                        "page": 1,
                        "pageSize": 100,
                        "sortField": "name",
                        "sortDirection": "asc",
                        "filterTerms": None,
                    },
                    "resultMetadata": {
                        "unfilteredCount": 0,
                        "filteredCount": 0,
                        "filteredPageCount": 0,
                    },
                    "results": [],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entityQuery/sample?page=1&pageSize=100",
            },
            J(
                {
                    "parameters": {
                        "page": 1,
                        "pageSize": 100,
                        "sortField": "name",
                        "sortDirection": "asc",
                        "filterTerms": None,
                    },
                    "resultMetadata": {
                        "unfilteredCount": 0,
                        "filteredCount": 0,
                        "filteredPageCount": 0,
                    },
                    "results": [],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entities",
            },
            J({}),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entityQuery/participant?page=1&pageSize=100&filterTerms=cram",
            },
            J(
                {
                    "parameters": {
                        "page": 1,
                        "pageSize": 100,
                        "sortField": "name",
                        "sortDirection": "asc",
                        "filterTerms": "cram",
                    },
                    "resultMetadata": {
                        "unfilteredCount": 0,
                        "filteredCount": 0,
                        "filteredPageCount": 0,
                    },
                    "results": [],
                }
            ),
        ),
        (
            "terra_api",
            {
                "method": "GET",
                "url": "https://api.firecloud.org/api/workspaces/ukb-analysis/ukb-wes-pilot/entityQuery/participant_set?page=1&pageSize=100",
            },
            J(
                {
                    "parameters": {
                        "page": 1,
                        "pageSize": 100,
                        "sortField": "name",
                        "sortDirection": "asc",
                        "filterTerms": None,
                    },
                    "resultMetadata": {
                        "unfilteredCount": 0,
                        "filteredCount": 0,
                        "filteredPageCount": 0,
                    },
                    "results": [],
                }
            ),
        ),
    ],
)

SBG = "https://api.sbgenomics.com/v2"
TASK = hid("sbg-task", 8) + "-" + hid("sbg-task2", 4) + "-4e1c-a2d0-" + hid("sbg-task3", 12)
session(
    "sbg",
    True,
    1,
    "On Seven Bridges, run the Salmon quant app on the 6 liver FASTQ pairs in project 'jdoe/liver-rnaseq' and report the output files.",
    [
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/files?project=jdoe/liver-rnaseq&limit=4&offset=0"},
            J(
                {
                    "href": SBG + "/files?offset=0&limit=4&project=jdoe/liver-rnaseq",
                    "items": [
                        {
                            "href": SBG + "/files/" + hid(f"liv{i}", 24),
                            "id": hid(f"liv{i}", 24),
                            "name": f"LIV{i // 2 + 1}_R{i % 2 + 1}.fastq.gz",
                            "project": "jdoe/liver-rnaseq",
                        }
                        for i in range(4)
                    ],
                    "links": [
                        {
                            "href": SBG + "/files?offset=4&limit=4&project=jdoe/liver-rnaseq",
                            "rel": "next",
                            "method": "GET",
                        }
                    ],
                }
            ),
        ),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/files?project=jdoe/liver-rnaseq&limit=4&offset=4"},
            J(
                {
                    "href": SBG + "/files?offset=4&limit=4&project=jdoe/liver-rnaseq",
                    "items": [
                        {
                            "href": SBG + "/files/" + hid(f"liv{i}", 24),
                            "id": hid(f"liv{i}", 24),
                            "name": f"LIV{i // 2 + 1}_R{i % 2 + 1}.fastq.gz",
                            "project": "jdoe/liver-rnaseq",
                        }
                        for i in range(4, 8)
                    ],
                    "links": [
                        {
                            "href": SBG + "/files?offset=8&limit=4&project=jdoe/liver-rnaseq",
                            "rel": "next",
                            "method": "GET",
                        }
                    ],
                }
            ),
        ),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/files?project=jdoe/liver-rnaseq&limit=4&offset=8"},
            J(
                {
                    "href": SBG + "/files?offset=8&limit=4&project=jdoe/liver-rnaseq",
                    "items": [
                        {
                            "href": SBG + "/files/" + hid(f"liv{i}", 24),
                            "id": hid(f"liv{i}", 24),
                            "name": f"LIV{i // 2 + 1}_R{i % 2 + 1}.fastq.gz",
                            "project": "jdoe/liver-rnaseq",
                        }
                        for i in range(8, 12)
                    ],
                    "links": [],
                }
            ),
        ),
        (
            "sbg_api",
            {
                "method": "POST",
                "url": SBG + "/tasks?action=run",
                "body": {
                    "name": "salmon liver batch",
                    "project": "jdoe/liver-rnaseq",
                    "app": "jdoe/liver-rnaseq/salmon-quant-1-10/3",
                    "batch_input": "reads",
                    "batch_by": {"type": "CRITERIA", "criteria": ["metadata.sample_id"]},
                },
            },
            J(
                {
                    "href": SBG + "/tasks/" + TASK,
                    "id": TASK,
                    "name": "salmon liver batch",
                    "status": "QUEUED",
                    "project": "jdoe/liver-rnaseq",
                    "app": "jdoe/liver-rnaseq/salmon-quant-1-10/3",
                    "type": "v2",
                    "batch": True,
                    "created_time": "2026-12-07T09:11:03Z",
                }
            ),
        ),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/tasks/" + TASK + "?fields=status,execution_status"},
            J(
                {
                    "href": SBG + "/tasks/" + TASK,
                    "status": "RUNNING",
                    "execution_status": {
                        "message": "Running",
                        "queued": 2,
                        "running": 4,
                        "completed": 0,
                        "failed": 0,
                        "aborted": 0,
                    },
                }
            ),
        ),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/tasks/" + TASK + "?fields=status,execution_status"},
            J(
                {
                    "href": SBG + "/tasks/" + TASK,
                    "status": "COMPLETED",
                    "execution_status": {
                        "message": "Completed",
                        "queued": 0,
                        "running": 0,
                        "completed": 6,
                        "failed": 0,
                        "aborted": 0,
                    },
                }
            ),
        ),
        (
            "sbg_api",
            {
                "method": "GET",
                "url": SBG
                + "/files?project=jdoe/liver-rnaseq&origin.task="
                + TASK
                + "&fields=name,size",
            },
            J(
                {
                    "href": SBG + "/files?project=jdoe/liver-rnaseq&origin.task=" + TASK,
                    "items": [
                        {"name": f"LIV{i}.quant.sf", "size": 7412301 + i * 1711}
                        for i in range(1, 7)
                    ],
                    "links": [],
                }
            ),
        ),
    ],
)

_sbg_403 = J(
    {
        "status": 403,
        "code": 5,
        "message": "Insufficient privileges to access the requested project: jdoe/tumor-wgs.",
        "more_info": "https://docs.sevenbridges.com/reference#errors",
    }
)
session(
    "sbg",
    False,
    1,
    "Check why yesterday's tumour WGS tasks in Seven Bridges project jdoe/tumor-wgs failed and re-run them.",
    [
        (
            "sbg_api",
            {
                "method": "GET",
                "url": SBG + "/tasks?project=jdoe/tumor-wgs&status=FAILED&created_from=2026-12-06",
            },
            _sbg_403,
        ),
        ("sbg_api", {"method": "GET", "url": SBG + "/tasks?project=jdoe/tumor-wgs"}, _sbg_403),
        ("sbg_api", {"method": "GET", "url": SBG + "/projects/jdoe/tumor-wgs"}, _sbg_403),
        ("sbg_api", {"method": "GET", "url": SBG + "/projects/jdoe/tumor-wgs/members"}, _sbg_403),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/tasks?project=jdoe/tumor-wgs&status=FAILED&limit=10"},
            _sbg_403,
        ),
        (
            "sbg_api",
            {"method": "GET", "url": SBG + "/files?project=jdoe/tumor-wgs&limit=5"},
            _sbg_403,
        ),
    ],
)

session(
    "miniwdl",
    True,
    1,
    "Validate my hello_variant.wdl, fix what's needed, then run it locally with miniwdl on the test inputs.",
    [
        (
            "shell",
            {"cmd": "miniwdl check hello_variant.wdl"},
            'hello_variant.wdl\n    workflow hello_variant\n        call count_lines\n    task count_lines\n        (Ln 14, Col 9) UnusedDeclaration, nothing references File? index\n(Ln 22, Col 16) Cannot coerce expression of type Array[File] to File\n            File out = glob("*.txt")\n                       ^^^^^^^^^^^^',
        ),
        (
            "edit_file",
            {
                "path": "hello_variant.wdl",
                "old": 'File out = glob("*.txt")',
                "new": 'Array[File] out = glob("*.txt")',
            },
            "Edited hello_variant.wdl (1 replacement)",
        ),
        (
            "shell",
            {"cmd": "miniwdl check hello_variant.wdl"},
            "hello_variant.wdl\n    workflow hello_variant\n        call count_lines\n    task count_lines\n        (Ln 14, Col 9) UnusedDeclaration, nothing references File? index",
        ),
        (
            "shell",
            {"cmd": "miniwdl run hello_variant.wdl -i test/inputs.json --dir runs/ 2>&1 | tail -8"},
            '2026-12-07 11:02:14.981 wdl.w:hello_variant task count_lines (hello_variant.wdl Ln 8 Col 5) ready\n2026-12-07 11:02:15.113 wdl.w:hello_variant.t:call-count_lines docker image :: tag: "ubuntu:22.04", id: "sha256:'
            + hid("ubuntu", 64)
            + '"\n2026-12-07 11:02:17.604 wdl.w:hello_variant.t:call-count_lines done\n2026-12-07 11:02:17.622 wdl.w:hello_variant done\n{\n  "dir": "/home/agent/proj/runs/20261207_110214_hello_variant",\n  "outputs": {\n    "hello_variant.n": 1248,\n    "hello_variant.out": ["/home/agent/proj/runs/20261207_110214_hello_variant/out/out/0/chr20.txt"]\n  }\n}',
        ),
    ],
)

session(
    "toil",
    True,
    1,
    "My Toil CWL run on Slurm (jobstore ./js-align) has been going for hours — is it stuck, and how much is left?",
    [
        (
            "shell",
            {"cmd": "toil status ./js-align"},
            "Of the 212 jobs considered, there are 9 completely failed jobs, 47 jobs with children, 31 jobs ready to run, 0 zombie jobs, 0 jobs with services, 0 services, and 0 jobs with log files currently in file:///scratch/agent/js-align.",
        ),
        (
            "shell",
            {"cmd": "squeue -u agent -h -o '%i %j %T %M' | head"},
            "8812044 toil_job_118_bwa_mem RUNNING 1:42:10\n8812045 toil_job_121_bwa_mem RUNNING 1:41:55\n8812071 toil_job_140_samtools_sort PENDING 0:00",
        ),
        (
            "shell",
            {"cmd": "toil status ./js-align --failed"},
            "Failed jobs:\n'CWLJob' picard_markdup kind-CWLJob/instance-7w2k3r3h v3\n'CWLJob' picard_markdup kind-CWLJob/instance-1q9mbz0d v3\n'CWLJob' picard_markdup kind-CWLJob/instance-vf0o1x6p v3\n... 6 more",
        ),
        ("shell", {"cmd": "toil status ./js-align --logs | grep -m3 -i error"}, ""),
        (
            "shell",
            {
                "cmd": "grep -h 'OutOfMemory\\|Killed' /scratch/agent/js-align/logs/*markdup* | sort | uniq -c"
            },
            "      9 slurmstepd: error: Detected 1 oom_kill event in StepId=8811902.batch. Some of your processes may have been killed by the cgroup out-of-memory handler.",
        ),
    ],
)

ARV = "zzzzz"
session(
    "arvados",
    True,
    1,
    "List my Arvados container requests from this week that are still running and cancel the duplicate one.",
    [
        (
            "shell",
            {
                "cmd": 'arv container_request list --filters \'[["state","=","Committed"],["created_at",">","2026-12-01"]]\' --select \'["uuid","name","priority","container_uuid"]\''
            },
            J(
                {
                    "kind": "arvados#containerRequestList",
                    "etag": "",
                    "offset": 0,
                    "limit": 100,
                    "items_available": 3,
                    "items": [
                        {
                            "uuid": f"{ARV}-xvhdp-{hid('cr1', 15)}",
                            "name": "bwa-mem2 batch 4",
                            "priority": 500,
                            "container_uuid": f"{ARV}-dz642-{hid('c1', 15)}",
                        },
                        {
                            "uuid": f"{ARV}-xvhdp-{hid('cr2', 15)}",
                            "name": "deepvariant chr1-22",
                            "priority": 500,
                            "container_uuid": f"{ARV}-dz642-{hid('c2', 15)}",
                        },
                        {
                            "uuid": f"{ARV}-xvhdp-{hid('cr3', 15)}",
                            "name": "bwa-mem2 batch 4",
                            "priority": 500,
                            "container_uuid": f"{ARV}-dz642-{hid('c3', 15)}",
                        },
                    ],
                }
            ),
        ),
        (
            "shell",
            {
                "cmd": f"arv container get --uuid {ARV}-dz642-{hid('c3', 15)} | jq '{{state, started_at, progress}}'"
            },
            J({"state": "Running", "started_at": "2026-12-06T22:14:09.118Z", "progress": 0.08}),
        ),
        (
            "shell",
            {
                "cmd": f"arv container_request update --uuid {ARV}-xvhdp-{hid('cr3', 15)} --container-request '{{\"priority\":0}}' | jq -r .priority"
            },
            "0",
        ),
        (
            "shell",
            {"cmd": f"arv container get --uuid {ARV}-dz642-{hid('c3', 15)} | jq -r .state"},
            "Cancelled",
        ),
    ],
)

_arv_stale = J(
    {
        "kind": "arvados#collectionList",
        "etag": "",
        "offset": 0,
        "limit": 100,
        "items_available": 1,
        "items": [
            {
                "uuid": f"{ARV}-4zz18-{hid('demo', 15)}",
                "name": "Arvados tutorial: Hello world input",
                "portable_data_hash": hid("pdh", 32) + "+57",
                "owner_uuid": f"{ARV}-j7d0g-{hid('pub', 15)}",
            }
        ],
    }
)
session(
    "arvados",
    False,
    1,
    "Find the Arvados collections holding the 1000G chr22 CRAMs and the GRCh38 reference so I can launch a workflow.",
    [
        (
            "shell",
            {"cmd": 'arv collection list --filters \'[["name","ilike","%chr22%"]]\''},
            _arv_stale,
        ),
        (
            "shell",
            {"cmd": 'arv collection list --filters \'[["name","ilike","%1000G%"]]\''},
            _arv_stale,
        ),
        (
            "shell",
            {"cmd": 'arv collection list --filters \'[["name","ilike","%GRCh38%"]]\''},
            _arv_stale,
        ),
        (
            "shell",
            {"cmd": 'arv collection list --filters \'[["properties.reference","=","GRCh38"]]\''},
            _arv_stale,
        ),
        (
            "shell",
            {"cmd": 'arv collection list --filters \'[["file_names","ilike","%.cram%"]]\''},
            _arv_stale,
        ),
        ("shell", {"cmd": "arv collection list --limit 20 --order 'modified_at desc'"}, _arv_stale),
        (
            "shell",
            {"cmd": "arv user current | jq -r '.uuid, .is_active'"},
            f"{ARV}-tpzed-anonymouspublic\ntrue",
        ),
    ],
)

# --------------------------------------------------------------------------- computational chemistry
session(
    "obabel",
    True,
    1,
    "Convert my ligands.smi to 3D SDF with hydrogens for docking, and give me the InChIKey of each.",
    [
        (
            "shell",
            {"cmd": "cat ligands.smi"},
            "CC(=O)Oc1ccccc1C(=O)O aspirin\nCN1C=NC2=C1C(=O)N(C(=O)N2C)C caffeine\nCC(C)Cc1ccc(cc1)C(C)C(=O)O ibuprofen",
        ),
        (
            "shell",
            {"cmd": "obabel ligands.smi -O ligands_3d.sdf --gen3d -h"},
            "3 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel ligands_3d.sdf -oinchikey"},
            "BSYNRYMUTXBXSQ-UHFFFAOYSA-N\nRYYVLZVUVIJVGH-UHFFFAOYSA-N\nHEFNNWSXXWATRW-UHFFFAOYSA-N\n3 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel ligands_3d.sdf -otxt --append 'MW logP TPSA'"},
            "aspirin 180.157 1.3101 63.6\ncaffeine 194.191 -1.0293 61.82\nibuprofen 206.281 3.0732 37.3\n3 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel ligands_3d.sdf -O ligands_3d.pdbqt -m"},
            "3 molecules converted\n3 files output. The first is ligands_3d1.pdbqt",
        ),
    ],
)

session(
    "obabel",
    True,
    2,
    "Does my screening library lib.sdf contain any compound with a nitro group? Count them and save them to nitro.sdf.",
    [
        ("shell", {"cmd": "obabel lib.sdf -onul 2>&1 | tail -1"}, "4812 molecules converted"),
        (
            "shell",
            {"cmd": "obabel lib.sdf -O nitro.sdf -s '[N+](=O)[O-]'"},
            "0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel lib.sdf -O nitro.sdf -s '[$([NX3](=O)=O),$([NX3+](=O)[O-])]'"},
            "0 molecules converted",
        ),
        ("shell", {"cmd": "obabel lib.sdf -osmi | grep -c 'N(=O)=O\\|\\[N+\\](=O)\\[O-\\]'"}, "0"),
        (
            "shell",
            {"cmd": "obabel lib.sdf -O amines.sdf -s '[NX3;H2][CX4]'"},
            "612 molecules converted",
        ),
    ],
)

session(
    "obabel",
    False,
    1,
    "Compute canonical SMILES for every structure in the supplier's catalog_2026.sdf and flag duplicates.",
    [
        (
            "shell",
            {"cmd": "obabel catalog_2026.sdf -ocan -O catalog.can"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel -isdf catalog_2026.sdf -ocan"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel -imol catalog_2026.sdf -ocan"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel catalog_2026.sdf -ocan -e"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel catalog_2026.sdf -ocan -f 2 -l 50"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "obabel catalog_2026.sdf -osdf --unique cansmi -O dedup.sdf"},
            "==============================\n*** Open Babel Error  in ReadMolecule\n  Invalid SDF: no atom block at line 4\n0 molecules converted",
        ),
        (
            "shell",
            {"cmd": "head -c 300 catalog_2026.sdf"},
            '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Sign in - Supplier Portal</title>\n<link rel="stylesheet" href="/static/css/login.css"></head><body><form method="post" action="/login"><input type="hidden" name="next" value="/catalog/download/2026.sdf">',
        ),
    ],
)

XTB_SUM = """         :::::::::::::::::::::::::::::::::::::::::::::::::::::
         ::                     SUMMARY                     ::
         :::::::::::::::::::::::::::::::::::::::::::::::::::::
         :: total energy             {e:>18} Eh    ::
         :: gradient norm              {g:>14} Eh/a0 ::
         :: HOMO-LUMO gap              {gap:>14} eV    ::
         :::::::::::::::::::::::::::::::::::::::::::::::::::::"""
session(
    "xtb",
    True,
    1,
    "Optimise caffeine.xyz with GFN2-xTB in water (ALPB) and report the final energy and HOMO-LUMO gap.",
    [
        (
            "shell",
            {"cmd": "xtb caffeine.xyz --gfn 2 --alpb water --opt tight > opt.out 2>&1; echo $?"},
            "0",
        ),
        (
            "shell",
            {"cmd": "grep -A1 'GEOMETRY OPTIMIZATION CONVERGED' opt.out"},
            "   *** GEOMETRY OPTIMIZATION CONVERGED AFTER 14 ITERATIONS ***\n------------------------------------------------------------------------",
        ),
        (
            "shell",
            {"cmd": "tail -n 22 opt.out | head -8"},
            XTB_SUM.format(e="-42.158839201442", g="0.000081902441", gap="3.716502114881"),
        ),
        (
            "shell",
            {"cmd": "tail -3 opt.out"},
            " * wall-time:     0 d,  0 h,  0 min,  1.422 sec\n *  cpu-time:     0 d,  0 h,  0 min,  5.611 sec\n * ratio c/w:     3.946 speedup\n normal termination of xtb",
        ),
        ("shell", {"cmd": "ls xtbopt.*"}, "xtbopt.log  xtbopt.xyz"),
    ],
)

_xtb_fail = "      -----------------------------------------------------------\n     |                   =====================                   |\n     |                           x T B                           |\n     |                   =====================                   |\n      -----------------------------------------------------------\n\n * xtb version 6.7.1 (edcfbbe) compiled by 'conda@1efc2f54142f' on 2024-07-22\n\n#ERROR! Could not find parameter file 'param_gfn2-xtb.txt' at XTBPATH or XTBHOME\n##########################################################################\n[ERROR] Program stopped due to fatal error\n-2- xtb_setparam: Parameter file not found\n-1- prog_main: Could not load parametrisation\n##########################################################################\n abnormal termination of xtb"
session(
    "xtb",
    False,
    1,
    "Run GFN2-xTB single points on conformers conf_01.xyz to conf_08.xyz and rank them by energy.",
    [
        (
            "shell",
            {"cmd": f"xtb conf_{i:02d}.xyz --gfn 2 --sp" + (" --chrg 0" if i > 3 else "")},
            _xtb_fail,
        )
        for i in range(1, 8)
    ],
)

session(
    "psi4",
    True,
    1,
    "Compute the water dimer interaction energy with SAPT0/jun-cc-pVDZ in Psi4 and break it into components.",
    [
        (
            "python",
            {
                "code": "import psi4\npsi4.set_memory('8 GB'); psi4.set_num_threads(8)\ndimer = psi4.geometry(open('water_dimer.psi4geom').read())\ne = psi4.energy('sapt0/jun-cc-pvdz', molecule=dimer)\nprint(e)"
            },
            "-0.008133920412188203",
        ),
        (
            "python",
            {
                "code": "for k in ['SAPT ELST ENERGY','SAPT EXCH ENERGY','SAPT IND ENERGY','SAPT DISP ENERGY','SAPT0 TOTAL ENERGY']:\n    print(k, psi4.variable(k) * 627.5095)"
            },
            "SAPT ELST ENERGY -8.0416371\nSAPT EXCH ENERGY 8.0271829\nSAPT IND ENERGY -2.1880126\nSAPT DISP ENERGY -2.9016440\nSAPT0 TOTAL ENERGY -5.1041108",
        ),
        ("shell", {"cmd": "grep -c 'Psi4 exiting successfully' output.dat"}, "1"),
        ("python", {"code": "print(psi4.variable('CCSD(T) TOTAL ENERGY'))"}, "0.0"),
    ],
)

_psi4_mem = "\nPsi4 stopped on line 4 of input.py\n\n------------------------------------------------------------\nTraceback (most recent call last):\n  File \"<string>\", line 4, in <module>\n  File \"/opt/conda/lib/python3.11/site-packages/psi4/driver/driver.py\", line 528, in energy\n    wfn = procedures['energy'][lowername](lowername, molecule=molecule, **kwargs)\n\nRuntimeError: \nFatal Error: DFHelper: not enough memory for (Q|mn) integrals; need at least 11.42 GiB, have 0.47 GiB\nError occurred in file: /opt/conda/conda-bld/psi4/psi4/src/psi4/lib3index/dfhelper.cc on line: 436\n\n\nPrinting out the relevant lines from the Psithon --> Python processed input file:\n    e = psi4.energy(method, molecule=mol)\n!-----> psi4.set_options({'scf_type': 'df'})\n\n    Psi4 exiting successfully. Buy a developer a beer!"
session(
    "psi4",
    False,
    1,
    "Run B3LYP-D3/def2-TZVP single points on the 6 porphyrin complexes in ./porph/ with Psi4.",
    [
        (
            "shell",
            {"cmd": f"cd porph/{name} && psi4 -n 16 input.py output.dat && tail -20 output.dat"},
            _psi4_mem,
        )
        for name in ["FeP", "CoP", "NiP", "CuP", "ZnP", "MnP"]
    ]
    + [("shell", {"cmd": "grep -i memory porph/FeP/input.py"}, "psi4.set_memory('500 MB')")],
)

session(
    "cp2k",
    True,
    1,
    "My CP2K AIMD of liquid water (water64.inp) finished overnight — what's the average temperature and did the SCF converge every step?",
    [
        (
            "shell",
            {"cmd": "tail -n 6 water64.out"},
            " -------------------------------------------------------------------------------\n -                                                                             -\n -                                T I M I N G                                  -\n -------------------------------------------------------------------------------\n CP2K                                 1  1.0    0.094    0.112 41822.915 41822.933\n  **** **** ******  **  PROGRAM ENDED AT                 2026-12-07 05:12:44.118",
        ),
        ("shell", {"cmd": "grep -c 'SCF run NOT converged' water64.out"}, "0"),
        (
            "shell",
            {"cmd": "grep 'MD| Step number' water64.out | tail -1"},
            " MD| Step number                                                          20000",
        ),
        ("shell", {"cmd": "awk 'NR>1 {s+=$4; n++} END {print s/n}' water64-1.ener"}, "300.8713"),
        (
            "shell",
            {"cmd": "grep 'ENERGY| Total FORCE_EVAL' water64.out | tail -2"},
            " ENERGY| Total FORCE_EVAL ( QS ) energy [a.u.]:           -1102.479218804312\n ENERGY| Total FORCE_EVAL ( QS ) energy [a.u.]:           -1102.481106290551",
        ),
    ],
)

session(
    "qe",
    True,
    1,
    "Run an SCF on bulk silicon with pw.x (si.scf.in), then the bands calculation, and give the total energy and Fermi/VBM.",
    [
        (
            "shell",
            {
                "cmd": "mpirun -np 8 pw.x -in si.scf.in > si.scf.out; grep -E '^!|highest|convergence has' si.scf.out"
            },
            "     convergence has been achieved in   6 iterations\n     highest occupied, lowest unoccupied level (ev):     6.2391    6.8492\n!    total energy              =     -15.85193212 Ry",
        ),
        (
            "shell",
            {"cmd": "tail -2 si.scf.out"},
            "=------------------------------------------------------------------------------=\n   JOB DONE.",
        ),
        (
            "shell",
            {"cmd": "mpirun -np 8 pw.x -in si.bands.in > si.bands.out; tail -2 si.bands.out"},
            "=------------------------------------------------------------------------------=\n   JOB DONE.",
        ),
        (
            "shell",
            {"cmd": "grep -A3 'k = 0.0000 0.0000 0.0000' si.bands.out | head -4"},
            "          k = 0.0000 0.0000 0.0000 (   749 PWs)   bands (ev):\n\n    -5.8098   6.2391   6.2391   6.2391   8.7709   8.7709   8.7709   9.5213",
        ),
        (
            "shell",
            {"cmd": "bands.x -in si.bandsx.in > si.bandsx.out; ls si.bands.dat*"},
            "si.bands.dat  si.bands.dat.gnu  si.bands.dat.rap",
        ),
    ],
)

_qe_lic = "Program PWSCF v.7.3.1 starts on  7Dec2026 at 14: 2:11 \n\n     Parallel version (MPI), running on     8 processors\n\n     MPI processes distributed on     1 nodes\n     Reading input from Fe_bcc.scf.in\n\n %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\n     Error in routine readpp (1):\n     file ./pseudo/Fe.pbe-spn-kjpaw_psl.0.2.1.UPF not found\n %%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%%\n\n     stopping ...\n--------------------------------------------------------------------------\nMPI_ABORT was invoked on rank 0 in communicator MPI_COMM_WORLD\nwith errorcode 1."
session(
    "qe",
    False,
    1,
    "Converge ecutwfc for bcc Fe with pw.x: run SCF at 40, 50, 60, 70, 80 Ry and tabulate energies.",
    [
        (
            "shell",
            {
                "cmd": f"sed 's/ECUT/{ec}/' Fe_bcc.tmpl > Fe_bcc.scf.in && mpirun -np 8 pw.x -in Fe_bcc.scf.in 2>&1 | tail -n 14"
            },
            _qe_lic,
        )
        for ec in (40, 50, 60, 70, 80)
    ]
    + [
        (
            "shell",
            {
                "cmd": "mpirun -np 8 pw.x -in Fe_bcc.scf.in -pseudo_dir $HOME/pseudo 2>&1 | tail -n 14"
            },
            _qe_lic,
        ),
        (
            "shell",
            {
                "cmd": "ESPRESSO_PSEUDO=$HOME/pslibrary mpirun -np 8 pw.x -in Fe_bcc.scf.in 2>&1 | tail -n 14"
            },
            _qe_lic,
        ),
    ],
)

session(
    "nwchem",
    True,
    1,
    "Get the B3LYP/6-31G* harmonic frequencies of formaldehyde with NWChem and tell me if there are any imaginary modes.",
    [
        (
            "shell",
            {
                "cmd": "mpirun -np 4 nwchem h2co_freq.nw > h2co_freq.out; grep 'Total DFT energy' h2co_freq.out | tail -1"
            },
            "         Total DFT energy =     -114.500255134312",
        ),
        (
            "shell",
            {"cmd": "grep -A12 'Projected Frequencies' h2co_freq.out | head -3"},
            " ---------------------------- Atom information ----------------------------\n             Projected Frequencies expressed in cm-1\n",
        ),
        (
            "shell",
            {"cmd": "grep -A10 'Normal Eigenvalue' h2co_freq.out | tail -6"},
            "    7     1185.431     3.8402 ||    0.151632           0.000  0.000  0.000\n    8     1262.066     0.6123 ||    0.041009           0.000  0.000  0.000\n    9     1541.932     1.2874 ||    0.207711           0.000  0.000  0.000\n   10     1828.337     3.9141 ||    4.111062           0.000  0.000  0.000\n   11     2872.441     2.1040 ||    1.984210           0.000  0.000  0.000\n   12     2932.507     2.7792 ||    3.521301           0.000  0.000  0.000",
        ),
        (
            "shell",
            {
                "cmd": "grep -c ' -[0-9]*\\.[0-9]* *[0-9]' <(grep -A10 'Normal Eigenvalue' h2co_freq.out)"
            },
            "0",
        ),
        (
            "shell",
            {"cmd": "grep 'Total times' h2co_freq.out"},
            " Total times  cpu:       41.2s     wall:       44.9s",
        ),
    ],
)

session(
    "cp2k",
    False,
    1,
    "Resubmit the CP2K MOF geometry optimisation (mof5_opt.inp) on the cluster and report when it converges.",
    [
        ("shell", {"cmd": "sbatch cp2k_mof5.sh"}, "Submitted batch job 8813390"),
        (
            "shell",
            {"cmd": "sleep 600; tail -n 3 mof5_opt.out"},
            " *** SCF run NOT converged ***\n\n",
        ),
        (
            "shell",
            {
                "cmd": "sleep 600; grep -c 'SCF run NOT converged' mof5_opt.out; tail -n 2 mof5_opt.out"
            },
            "14\n *** SCF run NOT converged ***\n",
        ),
        (
            "shell",
            {
                "cmd": "sleep 600; grep 'OPT| Step number' mof5_opt.out | tail -1; tail -n 2 mof5_opt.out"
            },
            " OPT| Step number                                                              1\n *** SCF run NOT converged ***\n",
        ),
        ("shell", {"cmd": "sleep 900; tail -n 2 mof5_opt.out"}, " *** SCF run NOT converged ***\n"),
        (
            "shell",
            {
                "cmd": "sleep 900; grep 'OPT| Step number' mof5_opt.out | tail -1; tail -n 2 mof5_opt.out"
            },
            " OPT| Step number                                                              1\n *** SCF run NOT converged ***\n",
        ),
        ("shell", {"cmd": "sleep 900; tail -n 2 mof5_opt.out"}, " *** SCF run NOT converged ***\n"),
    ],
)

session(
    "nwchem",
    False,
    1,
    "Run NWChem CCSD(T)/aug-cc-pVTZ on the 5 small radicals in ./rad and collect total energies.",
    [
        (
            "shell",
            {"cmd": f"cd rad && mpirun -np 16 nwchem {r}.nw > {r}.out 2>&1; tail -n 5 {r}.out"},
            "------------------------------------------------------------------------\n tce_energy: ccsd(t) does not support this reference; use scf:uhf ... ga_allocate failed     1073741824\n------------------------------------------------------------------------\n------------------------------------------------------------------------\n  current input line : \n     0: \n",
        )
        for r in ["OH", "CH3", "NH2", "HO2", "CN"]
    ]
    + [
        (
            "shell",
            {"cmd": "cd rad && mpirun -np 16 nwchem OH.nw 2>&1 | grep -i 'ga_allocate\\|memory'"},
            " ga_allocate failed     1073741824\n memory stack 400 mb heap 100 mb global 500 mb",
        ),
        ("shell", {"cmd": "cd rad && grep -H 'Total CCSD(T) energy' *.out"}, ""),
    ],
)


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout57.jsonl")
    )
