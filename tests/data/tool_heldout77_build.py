# ruff: noqa: E501
"""Held-out fixture tool_heldout77: solar production and forecasts, domain registrars and
WHOIS, browser automation clouds, no-code databases, and lyrics and song facts.

Each row is one tool call in the ``real-runs`` format; the rows of one session are
consecutive, in call order. 58 sessions (38 successful, 20 failing), 282 calls.
Written blind (before any detector was run on it).

Where the formats come from and how sure I am of them:

solar
  - pvwatts: NREL PVWatts v8 JSON (``inputs``/``errors``/``warnings``/``version``/
    ``station_info``/``outputs`` with ``ac_monthly``, ``ac_annual``, ``solrad_annual``,
    ``capacity_factor``); the rate-limit body is api.data.gov's ``OVER_RATE_LIMIT``
    error object. Sure of the shape, field subset chosen.
  - solcast: ``/rooftop_sites/{id}/forecasts`` and ``/estimated_actuals`` lists of
    ``pv_estimate``/``pv_estimate10``/``pv_estimate90``/``period_end``/``period``; the
    429 body ``response_status`` with ``error_code`` (hobbyist 10 calls a day, from
    docs and the evcc/Home Assistant integrations). Fairly sure.
  - forecast_solar: ``/estimate/{lat}/{lon}/{dec}/{az}/{kwp}`` ``result`` (``watts``,
    ``watt_hours_period``, ``watt_hours``, ``watt_hours_day``) and ``message`` with
    ``ratelimit``; checked against a quoted response (search, docs). Sure.
  - isolarcloud: Sungrow iSolarCloud OpenAPI envelope ``req_serial_num``/``result_code``/
    ``result_msg``/``result_data``; ``er_token_login_invalid`` as seen in user reports of
    the GoSungrow and Home Assistant integrations. Moderately sure of field names inside.
  - fronius: Fronius local Solar API v1 (``GetPowerFlowRealtimeData.fcgi``,
    ``GetArchiveData.cgi``) ``Body``/``Head`` with ``Status.Code``; sure of envelope.
  - fusionsolar: Huawei FusionSolar Northbound (thirdData) ``success``/``failCode``/
    ``data``/``params``/``message``; ``failCode`` 407 ``ACCESS_FREQUENCY_IS_TOO_HIGH`` is
    the well-known throttling answer. Fairly sure.

registrars
  - namecheap: XML ``ApiResponse`` (``namecheap.domains.check``/``getList``/
    ``dns.getHosts``/``dns.setHosts``), error 1011150 for a non-whitelisted IP. Sure.
  - godaddy: ``/v1/domains/available`` and ``/v1/domains`` JSON; ``ACCESS_DENIED``
    for accounts not qualified for production API access. Fairly sure.
  - rdap: RFC 9083 JSON (``objectClassName``, ``ldhName``, ``events``, ``entities`` with
    vCard arrays, ``notices``); 404 ``errorCode`` body. Sure.
  - whoisxml: WhoisXML API ``WhoisRecord`` JSON and ``ErrorMessage`` bodies. Fairly sure.
  - porkbun: Porkbun v3 JSON (``status``: SUCCESS/ERROR, ``pricing``, ``records``). Sure.
  - gandi: Gandi v5 LiveDNS JSON (rrset_* fields, ``{"message": "DNS Record Created"}``).
    Sure.

browser clouds
  - browserless: REST ``/content``, ``/screenshot`` (a saved-file note from the wrapper),
    ``/function`` JSON; 429 text ``Too Many Requests`` when the concurrency queue is full.
    Fairly sure.
  - saucelabs: REST ``/rest/v1/{user}/jobs`` list and job JSON; a wrong data-center
    endpoint gives an empty list for a valid user. Fairly sure.
  - lambdatest: ``/automation/api/v1/builds`` and ``/sessions`` envelopes
    (``data``/``meta``/``message``/``status``). Fairly sure.
  - browserbase: ``/v1/sessions`` JSON (``id``, ``status``, ``projectId``, ``region``).
    Fairly sure.
  - steel: Steel.dev ``/v1/scrape`` JSON (``content.markdown``, ``metadata``). Moderately.
  - hyperbrowser: ``/api/scrape`` job start/poll (``jobId``, ``status``, ``data``).
    Moderately sure.

no-code databases
  - baserow: ``/api/database/rows/table/{id}/?user_field_names=true`` paged
    ``count``/``next``/``previous``/``results``; PATCH returns the row. Sure.
  - nocodb: v2 ``/api/v2/tables/{id}/records`` ``list``/``pageInfo`` (checked, docs). Sure.
  - grist: ``/api/docs/{doc}/tables/{t}/records`` ``records``/``fields``; ``/sql``. Sure.
  - teable: ``/api/table/{id}/record`` ``records`` with ``rec`` ids and ``fields``.
    Fairly sure.
  - seatable: API gateway ``/rows/`` and ``/sql/`` (``metadata``/``results``), base token
    via ``/api/v2.1/dtable/app-access-token/``. Fairly sure.
  - rows: Rows API ``/v1/spreadsheets/{id}/tables/{t}/values/{range}`` ``items``.
    Moderately sure.

lyrics
  - musixmatch: ``message.header``/``message.body`` envelope (checked: TypeScript
    interface of track.search); lyrics bodies end in the non-commercial notice; a dead
    key answers HTTP 200 with ``status_code`` 401 and an empty body. Sure.
  - lyricsovh: ``{"lyrics": ...}`` / ``{"error": "No lyrics found"}``. Sure.
  - lyricfind: LyricFind API ``response.code``/``description`` envelope. Moderately.
  - songfacts, whosampled: no public API; fetched through a web-fetch tool that returns
    page text as markdown (the usual MCP ``fetch`` server shape). The Cloudflare
    interstitial text is the real one. Sure of the interstitial, pages paraphrased.
  - tunefind: Tunefind partner API JSON (``songs`` with ``artist``, ``scene``).
    Moderately sure.

Lyrics text is never reproduced beyond short invented lines: lines here are placeholders
for songs invented for the fixture or truncated as the API itself truncates them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout77.jsonl")


def hid(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def J(o) -> str:
    return json.dumps(o, indent=2, ensure_ascii=False)


def C(o) -> str:
    return json.dumps(o, separators=(",", ":"), ensure_ascii=False)


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []


def S(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    n = sum(1 for f, _, o, _, _ in SESSIONS if f == family and o == ok) + 1
    SESSIONS.append((family, f"{family}-{'ok' if ok else 'fail'}-{n}", ok, task, calls))


# ---------------------------------------------------------------- solar


def pvwatts(lat, lon, cap, tilt, az, losses, monthly, station):
    ann = round(sum(monthly), 3)
    return J(
        {
            "inputs": {
                "system_capacity": str(cap),
                "module_type": "0",
                "losses": str(losses),
                "array_type": "1",
                "tilt": str(tilt),
                "azimuth": str(az),
                "lat": str(lat),
                "lon": str(lon),
            },
            "errors": [],
            "warnings": [],
            "version": "8.3.0",
            "ssc_info": {"version": 280, "build": "Linux 64 bit GNU/C++ Jul 18 2024 11:07:28"},
            "station_info": station,
            "outputs": {
                "ac_monthly": monthly,
                "ac_annual": ann,
                "solrad_annual": round(ann / cap / 300, 6),
                "capacity_factor": round(ann / (cap * 8760) * 100, 6),
            },
        }
    )


def months(seed, base, amp):
    shape = [0.55, 0.68, 0.9, 1.05, 1.2, 1.26, 1.3, 1.22, 1.05, 0.82, 0.6, 0.5]
    return [
        round(base * s * (1 + amp * (num(seed + str(i), 0, 100) - 50) / 1000), 3)
        for i, s in enumerate(shape)
    ]


def st(lat, lon, city, state, dist):
    return {
        "lat": lat,
        "lon": lon,
        "elev": num(city, 5, 1800),
        "tz": -7 if state in ("CO", "AZ") else -5,
        "location": hid(city, 6),
        "city": city,
        "state": state,
        "country": "United States",
        "solar_resource_file": f"nsrdb_{lat}_{lon}_psm3-tmy_60_tmy.csv",
        "distance": dist,
        "weather_data_source": "NSRDB PSM V3 GOES tmy-2020 3.2.0",
    }


OVER_RATE = J(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance",
        }
    }
)

S(
    "pvwatts",
    True,
    "We're quoting a 7.6 kW rooftop system in Denver. Compare annual output for a south roof at 25 degrees against an east/west split, and tell me how much the 14% vs 10% loss assumption matters.",
    [
        (
            "pvwatts_v8",
            {
                "system_capacity": 7.6,
                "lat": 39.74,
                "lon": -104.99,
                "tilt": 25,
                "azimuth": 180,
                "losses": 14,
                "module_type": 0,
                "array_type": 1,
            },
            pvwatts(
                39.74,
                -104.99,
                7.6,
                25,
                180,
                14,
                months("den-s14", 1010, 1),
                st(39.73, -105.02, "Denver", "CO", 1874),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 3.8,
                "lat": 39.74,
                "lon": -104.99,
                "tilt": 25,
                "azimuth": 90,
                "losses": 14,
                "module_type": 0,
                "array_type": 1,
            },
            pvwatts(
                39.74,
                -104.99,
                3.8,
                25,
                90,
                14,
                months("den-e14", 430, 1),
                st(39.73, -105.02, "Denver", "CO", 1874),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 3.8,
                "lat": 39.74,
                "lon": -104.99,
                "tilt": 25,
                "azimuth": 270,
                "losses": 14,
                "module_type": 0,
                "array_type": 1,
            },
            pvwatts(
                39.74,
                -104.99,
                3.8,
                25,
                270,
                14,
                months("den-w14", 421, 1),
                st(39.73, -105.02, "Denver", "CO", 1874),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 7.6,
                "lat": 39.74,
                "lon": -104.99,
                "tilt": 25,
                "azimuth": 180,
                "losses": 10,
                "module_type": 0,
                "array_type": 1,
            },
            pvwatts(
                39.74,
                -104.99,
                7.6,
                25,
                180,
                10,
                months("den-s10", 1057, 1),
                st(39.73, -105.02, "Denver", "CO", 1874),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 7.6,
                "lat": 39.74,
                "lon": -104.99,
                "tilt": 25,
                "azimuth": 180,
                "losses": 14,
                "module_type": 1,
                "array_type": 1,
            },
            pvwatts(
                39.74,
                -104.99,
                7.6,
                25,
                180,
                14,
                months("den-s14p", 1029, 1),
                st(39.73, -105.02, "Denver", "CO", 1874),
            ),
        ),
    ],
)

S(
    "pvwatts",
    False,
    "Give me expected annual kWh for the 12 candidate school roofs in the Phoenix district list; each is about 50 kW, flat-ish at 10 degrees.",
    [
        (
            "pvwatts_v8",
            {
                "system_capacity": 50,
                "lat": 33.45,
                "lon": -112.07,
                "tilt": 10,
                "azimuth": 180,
                "losses": 14,
            },
            pvwatts(
                33.45,
                -112.07,
                50,
                10,
                180,
                14,
                months("phx1", 7200, 1),
                st(33.45, -112.06, "Phoenix", "AZ", 402),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 48,
                "lat": 33.51,
                "lon": -112.1,
                "tilt": 10,
                "azimuth": 180,
                "losses": 14,
            },
            OVER_RATE,
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 52,
                "lat": 33.39,
                "lon": -112.02,
                "tilt": 10,
                "azimuth": 180,
                "losses": 14,
            },
            OVER_RATE,
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 50,
                "lat": 33.57,
                "lon": -112.19,
                "tilt": 10,
                "azimuth": 170,
                "losses": 14,
            },
            OVER_RATE,
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 45,
                "lat": 33.43,
                "lon": -111.94,
                "tilt": 10,
                "azimuth": 180,
                "losses": 14,
            },
            OVER_RATE,
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 50,
                "lat": 33.62,
                "lon": -112.0,
                "tilt": 10,
                "azimuth": 180,
                "losses": 14,
            },
            OVER_RATE,
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 55,
                "lat": 33.48,
                "lon": -112.23,
                "tilt": 10,
                "azimuth": 190,
                "losses": 14,
            },
            OVER_RATE,
        ),
    ],
)


def solcast_fc(seed, start_h, n, peak):
    out = []
    for i in range(n):
        h = start_h + i * 0.5
        hour = h % 24
        sun = max(0.0, 1 - abs(hour - 12.5) / 6.5)
        v = round(peak * sun * (0.8 + num(seed + str(i), 0, 40) / 100), 4)
        day = 9 + int(h // 24)
        mm = "30" if (h * 2) % 2 else "00"
        out.append(
            {
                "pv_estimate": v,
                "pv_estimate10": round(v * 0.62, 4),
                "pv_estimate90": round(min(peak, v * 1.12), 4),
                "period_end": f"2026-12-{day:02d}T{int(hour):02d}:{mm}:00.0000000Z",
                "period": "PT30M",
            }
        )
    return out


SOLCAST_429 = J(
    {
        "response_status": {
            "error_code": "TooManyRequests",
            "message": "You have exceeded your free daily limit.",
            "errors": [],
        }
    }
)

S(
    "solcast",
    True,
    "Should I run the pool heater and charge the car tomorrow midday off solar? Check tomorrow's rooftop forecast for both of my Solcast sites and how today actually went.",
    [
        (
            "solcast_get_sites",
            {},
            J(
                {
                    "sites": [
                        {
                            "resource_id": "8a1f-2c7e-44d0-b1a2",
                            "name": "House north roof",
                            "capacity": 3.2,
                            "capacity_dc": 3.6,
                            "azimuth": -30,
                            "tilt": 22,
                            "install_date": "2021-03-15T00:00:00.0000000Z",
                            "loss_factor": 0.9,
                        },
                        {
                            "resource_id": "5d90-ae13-4b77-9c0f",
                            "name": "Garage",
                            "capacity": 4.0,
                            "capacity_dc": 4.4,
                            "azimuth": 15,
                            "tilt": 18,
                            "install_date": "2023-10-02T00:00:00.0000000Z",
                            "loss_factor": 0.9,
                        },
                    ]
                }
            ),
        ),
        (
            "solcast_forecasts",
            {"resource_id": "8a1f-2c7e-44d0-b1a2", "hours": 12},
            J({"forecasts": solcast_fc("sc-n", 20.0, 24, 2.9)}),
        ),
        (
            "solcast_forecasts",
            {"resource_id": "5d90-ae13-4b77-9c0f", "hours": 12},
            J({"forecasts": solcast_fc("sc-g", 20.0, 24, 3.7)}),
        ),
        (
            "solcast_estimated_actuals",
            {"resource_id": "8a1f-2c7e-44d0-b1a2", "hours": 10},
            J({"estimated_actuals": solcast_fc("sc-na", -2.0, 20, 2.6)}),
        ),
        (
            "solcast_estimated_actuals",
            {"resource_id": "5d90-ae13-4b77-9c0f", "hours": 10},
            J({"estimated_actuals": solcast_fc("sc-ga", -2.0, 20, 3.3)}),
        ),
    ],
)

S(
    "solcast",
    False,
    "Build me a 3-day PV forecast table for all four of the farm's rooftop sites so I can plan the irrigation pumps.",
    [
        (
            "solcast_get_sites",
            {},
            J(
                {
                    "sites": [
                        {
                            "resource_id": f"{hid('farm' + str(i), 4)}-{hid('x' + str(i), 4)}",
                            "name": n,
                            "capacity": c,
                            "azimuth": 0,
                            "tilt": 20,
                        }
                        for i, (n, c) in enumerate(
                            [
                                ("Barn A", 9.5),
                                ("Barn B", 9.5),
                                ("Pump house", 5.0),
                                ("Farmhouse", 6.2),
                            ]
                        )
                    ]
                }
            ),
        ),
        (
            "solcast_forecasts",
            {"resource_id": f"{hid('farm0', 4)}-{hid('x0', 4)}", "hours": 72},
            SOLCAST_429,
        ),
        (
            "solcast_forecasts",
            {"resource_id": f"{hid('farm1', 4)}-{hid('x1', 4)}", "hours": 72},
            SOLCAST_429,
        ),
        (
            "solcast_forecasts",
            {"resource_id": f"{hid('farm2', 4)}-{hid('x2', 4)}", "hours": 72},
            SOLCAST_429,
        ),
        (
            "solcast_forecasts",
            {"resource_id": f"{hid('farm3', 4)}-{hid('x3', 4)}", "hours": 48},
            SOLCAST_429,
        ),
        (
            "solcast_estimated_actuals",
            {"resource_id": f"{hid('farm0', 4)}-{hid('x0', 4)}", "hours": 24},
            SOLCAST_429,
        ),
        (
            "solcast_forecasts",
            {"resource_id": f"{hid('farm0', 4)}-{hid('x0', 4)}", "hours": 24},
            SOLCAST_429,
        ),
    ],
)


def fsolar(seed, kwp, day_a, day_b, remaining, place):
    watts = {}
    wh = {}
    acc = 0
    for date in ("2026-12-09", "2026-12-10"):
        acc = 0
        for h in range(8, 17):
            w = int(
                kwp
                * 1000
                * max(0, 1 - abs(h - 12) / 4.5)
                * (0.4 + num(seed + date + str(h), 0, 50) / 100)
            )
            watts[f"{date} {h:02d}:00:00"] = w
            acc += w
            wh[f"{date} {h:02d}:00:00"] = acc
    return C(
        {
            "result": {
                "watts": watts,
                "watt_hours_period": {k: v // 2 for k, v in watts.items()},
                "watt_hours": wh,
                "watt_hours_day": {"2026-12-09": day_a, "2026-12-10": day_b},
            },
            "message": {
                "code": 0,
                "type": "success",
                "text": "",
                "pid": hid(seed, 8),
                "info": {
                    "latitude": place[0],
                    "longitude": place[1],
                    "distance": 0,
                    "place": place[2],
                    "timezone": "Europe/Berlin",
                    "time": "2026-12-08T09:14:02+01:00",
                    "time_utc": "2026-12-08T08:14:02+00:00",
                },
                "ratelimit": {"zone": "IP", "period": 3600, "limit": 12, "remaining": remaining},
            },
        }
    )


FS_429 = C(
    {
        "result": None,
        "message": {
            "code": 429,
            "type": "error",
            "text": "Rate limit for API calls reached.",
            "pid": "",
            "ratelimit": {"zone": "IP", "period": 3600, "limit": 12, "remaining": 0},
        },
    }
)

S(
    "forecast_solar",
    True,
    "My balcony panels are 0.8 kWp facing south-west at 60 degrees in Leipzig. Is tomorrow worth running the dishwasher at noon? Also compare with straight south.",
    [
        (
            "forecast_solar_estimate",
            {"lat": 51.34, "lon": 12.37, "dec": 60, "az": 45, "kwp": 0.8},
            fsolar("lei-sw", 0.8, 1410, 960, 11, (51.34, 12.37, "Zentrum, Leipzig, Sachsen, DE")),
        ),
        (
            "forecast_solar_estimate",
            {"lat": 51.34, "lon": 12.37, "dec": 60, "az": 0, "kwp": 0.8},
            fsolar("lei-s", 0.8, 1655, 1120, 10, (51.34, 12.37, "Zentrum, Leipzig, Sachsen, DE")),
        ),
        (
            "forecast_solar_check",
            {"lat": 51.34, "lon": 12.37, "dec": 60, "az": 45, "kwp": 0.8},
            C(
                {
                    "result": {"2026-12-09": 1410, "2026-12-10": 960},
                    "message": {
                        "code": 0,
                        "type": "success",
                        "text": "",
                        "ratelimit": {"zone": "IP", "period": 3600, "limit": 12, "remaining": 9},
                    },
                }
            ),
        ),
    ],
)

S(
    "forecast_solar",
    False,
    "Write a small report with tomorrow's forecast for each of the 9 solar installs on our customer list in Bavaria.",
    [
        (
            "forecast_solar_estimate",
            {"lat": 48.14, "lon": 11.58, "dec": 30, "az": 0, "kwp": 9.9},
            fsolar("muc1", 9.9, 17800, 12600, 0, (48.14, 11.58, "Altstadt, München, Bayern, DE")),
        ),
        (
            "forecast_solar_estimate",
            {"lat": 49.45, "lon": 11.08, "dec": 35, "az": -10, "kwp": 7.2},
            FS_429,
        ),
        (
            "forecast_solar_estimate",
            {"lat": 49.01, "lon": 12.1, "dec": 25, "az": 10, "kwp": 12.0},
            FS_429,
        ),
        (
            "forecast_solar_estimate",
            {"lat": 47.87, "lon": 12.12, "dec": 40, "az": 0, "kwp": 5.4},
            FS_429,
        ),
        (
            "forecast_solar_estimate",
            {"lat": 48.37, "lon": 10.9, "dec": 30, "az": 5, "kwp": 8.1},
            FS_429,
        ),
        (
            "forecast_solar_estimate",
            {"lat": 49.79, "lon": 9.95, "dec": 30, "az": -20, "kwp": 6.6},
            FS_429,
        ),
        (
            "forecast_solar_estimate",
            {"lat": 48.57, "lon": 13.43, "dec": 28, "az": 0, "kwp": 10.4},
            FS_429,
        ),
    ],
)


def isc(data, serial):
    return C(
        {
            "req_serial_num": hid(serial, 24),
            "result_code": "1",
            "result_msg": "success",
            "result_data": data,
        }
    )


ISC_TOKEN = C(
    {
        "req_serial_num": "",
        "result_code": "E00003",
        "result_msg": "er_token_login_invalid",
        "result_data": None,
    }
)

S(
    "isolarcloud",
    True,
    "How much did the Sungrow plant at my parents' house export in November, and is the battery still cycling normally?",
    [
        (
            "isolarcloud_plant_list",
            {"curPage": 1, "size": 10},
            isc(
                {
                    "rowCount": 1,
                    "pageList": [
                        {
                            "ps_id": 1184302,
                            "ps_name": "Hausmann PV",
                            "ps_type": 5,
                            "ps_status": 1,
                            "online_status": 1,
                            "install_date": "2022-05-19 00:00:00",
                            "design_capacity": 10080.0,
                            "ps_location": "Graz, Steiermark",
                        }
                    ],
                },
                "a1",
            ),
        ),
        (
            "isolarcloud_device_list",
            {"ps_id": 1184302},
            isc(
                {
                    "rowCount": 3,
                    "pageList": [
                        {
                            "device_type": 1,
                            "device_name": "SH10RT(COM1-001)",
                            "ps_key": "1184302_14_1_1",
                            "dev_status": 1,
                        },
                        {
                            "device_type": 14,
                            "device_name": "Energy Storage System",
                            "ps_key": "1184302_14_1_2",
                            "dev_status": 1,
                        },
                        {
                            "device_type": 43,
                            "device_name": "SBR128",
                            "ps_key": "1184302_43_2_1",
                            "dev_status": 1,
                        },
                    ],
                },
                "a2",
            ),
        ),
        (
            "isolarcloud_history",
            {
                "ps_id": 1184302,
                "points": "p83072,p83102",
                "start_time": "20261101",
                "end_time": "20261130",
                "data_type": "month",
            },
            isc(
                {
                    "1184302": {
                        "p83072": {"unit": "kWh", "value": "212.4"},
                        "p83102": {"unit": "kWh", "value": "318.9"},
                    }
                },
                "a3",
            ),
        ),
        (
            "isolarcloud_device_realtime",
            {"ps_key_list": ["1184302_43_2_1"], "points": "p58601,p58604,p58608"},
            isc(
                {
                    "device_point_list": [
                        {
                            "device_point": {
                                "ps_key": "1184302_43_2_1",
                                "device_sn": "B2205139871",
                                "p58601": "54",
                                "p58604": "-1320",
                                "p58608": "98.0",
                                "dev_fault_status": "4",
                                "update_time": "20261208101500",
                            }
                        }
                    ]
                },
                "a4",
            ),
        ),
        (
            "isolarcloud_history",
            {
                "ps_id": 1184302,
                "points": "p83022,p83033",
                "start_time": "20261101",
                "end_time": "20261130",
                "data_type": "month",
            },
            isc(
                {
                    "1184302": {
                        "p83022": {"unit": "kWh", "value": "402.7"},
                        "p83033": {"unit": "kWh", "value": "188.1"},
                    }
                },
                "a5",
            ),
        ),
    ],
)

S(
    "isolarcloud",
    False,
    "Pull yesterday's generation for each of our 6 Sungrow C&I plants into a table.",
    [
        ("isolarcloud_plant_list", {"curPage": 1, "size": 20}, ISC_TOKEN),
        ("isolarcloud_plant_list", {"curPage": 1, "size": 50}, ISC_TOKEN),
        (
            "isolarcloud_history",
            {
                "ps_id": 5521907,
                "points": "p83022",
                "start_time": "20261207",
                "end_time": "20261207",
                "data_type": "day",
            },
            ISC_TOKEN,
        ),
        (
            "isolarcloud_history",
            {
                "ps_id": 5521911,
                "points": "p83022",
                "start_time": "20261207",
                "end_time": "20261207",
                "data_type": "day",
            },
            ISC_TOKEN,
        ),
        ("isolarcloud_device_list", {"ps_id": 5521907}, ISC_TOKEN),
        (
            "isolarcloud_history",
            {
                "ps_id": 5521930,
                "points": "p83022",
                "start_time": "20261207",
                "end_time": "20261207",
                "data_type": "day",
            },
            ISC_TOKEN,
        ),
    ],
)


def fro(body, ts, code=0, reason="", user=""):
    return J(
        {
            "Body": body,
            "Head": {
                "RequestArguments": {},
                "Status": {"Code": code, "Reason": reason, "UserMessage": user},
                "Timestamp": ts,
            },
        }
    )


S(
    "fronius",
    True,
    "Right now, is my Fronius system exporting or importing, and what did it produce today so far? Then tell me if any inverter logged an error this week.",
    [
        (
            "fronius_powerflow",
            {"host": "192.168.1.40"},
            fro(
                {
                    "Data": {
                        "Inverters": {
                            "1": {
                                "Battery_Mode": "normal",
                                "DT": 1,
                                "E_Day": None,
                                "P": 2841,
                                "SOC": 76.4,
                            }
                        },
                        "Site": {
                            "BackupMode": False,
                            "BatteryStandby": False,
                            "E_Day": None,
                            "E_Total": 18543210.5,
                            "E_Year": None,
                            "Meter_Location": "grid",
                            "Mode": "bidirectional",
                            "P_Akku": -612.3,
                            "P_Grid": -1483.2,
                            "P_Load": -745.5,
                            "P_PV": 3453.1,
                            "rel_Autonomy": 100.0,
                            "rel_SelfConsumption": 57.1,
                        },
                        "Version": "12",
                    }
                },
                "2026-12-08T11:52:14+01:00",
            ),
        ),
        (
            "fronius_archive",
            {
                "host": "192.168.1.40",
                "Scope": "System",
                "Channel": "EnergyReal_WAC_Sum_Produced",
                "StartDate": "2026-12-08",
                "EndDate": "2026-12-08",
            },
            fro(
                {
                    "Data": {
                        "inverter/1": {
                            "Data": {
                                "EnergyReal_WAC_Sum_Produced": {
                                    "Unit": "Wh",
                                    "Values": {
                                        "28800": 12.0,
                                        "32400": 488.0,
                                        "36000": 1510.0,
                                        "39600": 2704.0,
                                        "43200": 3122.0,
                                    },
                                    "_comment": "channelId=67830024",
                                }
                            },
                            "DeviceType": 1,
                            "End": "2026-12-08T23:59:59+01:00",
                            "NodeType": 97,
                            "Start": "2026-12-08T00:00:00+01:00",
                        }
                    }
                },
                "2026-12-08T11:52:20+01:00",
            ),
        ),
        (
            "fronius_archive",
            {
                "host": "192.168.1.40",
                "Scope": "System",
                "Channel": "InverterErrors",
                "StartDate": "2026-12-01",
                "EndDate": "2026-12-08",
            },
            fro({"Data": {}}, "2026-12-08T11:52:31+01:00"),
        ),
        (
            "fronius_inverter_info",
            {"host": "192.168.1.40"},
            fro(
                {
                    "Data": {
                        "1": {
                            "CustomName": "Symo GEN24 8.0",
                            "DT": 1,
                            "ErrorCode": 0,
                            "InverterState": "Running",
                            "PVPower": 8000,
                            "Show": 1,
                            "StatusCode": 7,
                            "UniqueID": "34115882",
                        }
                    }
                },
                "2026-12-08T11:52:40+01:00",
            ),
        ),
    ],
)

FRO_DOWN = fro(
    {"Data": {}},
    "2026-12-08T07:03:11+01:00",
    255,
    "Device not available",
    "Datalogger lost connection to Solar Net",
)

S(
    "fronius",
    False,
    "The app says the panels made nothing this morning. Check the Fronius inverter directly and tell me what's going on with production.",
    [
        (
            "fronius_powerflow",
            {"host": "192.168.178.55"},
            fro(
                {
                    "Data": {
                        "Inverters": {},
                        "Site": {
                            "E_Day": None,
                            "E_Total": None,
                            "Meter_Location": "unknown",
                            "Mode": "produce-only",
                            "P_Akku": None,
                            "P_Grid": None,
                            "P_Load": None,
                            "P_PV": None,
                            "rel_Autonomy": None,
                            "rel_SelfConsumption": None,
                        },
                        "Version": "12",
                    }
                },
                "2026-12-08T10:41:02+01:00",
            ),
        ),
        ("fronius_inverter_info", {"host": "192.168.178.55"}, FRO_DOWN),
        (
            "fronius_inverter_realtime",
            {"host": "192.168.178.55", "DeviceId": 1, "DataCollection": "CommonInverterData"},
            FRO_DOWN,
        ),
        (
            "fronius_inverter_realtime",
            {"host": "192.168.178.55", "DeviceId": 1, "DataCollection": "CumulationInverterData"},
            FRO_DOWN,
        ),
        (
            "fronius_archive",
            {
                "host": "192.168.178.55",
                "Scope": "System",
                "Channel": "EnergyReal_WAC_Sum_Produced",
                "StartDate": "2026-12-08",
                "EndDate": "2026-12-08",
            },
            FRO_DOWN,
        ),
        ("fronius_inverter_info", {"host": "192.168.178.55"}, FRO_DOWN),
        (
            "fronius_inverter_realtime",
            {"host": "192.168.178.55", "DeviceId": 1, "DataCollection": "3PInverterData"},
            FRO_DOWN,
        ),
    ],
)


def fus(data, params):
    return C({"data": data, "failCode": 0, "message": None, "params": params, "success": True})


def FUS_407(t, codes):
    return C(
        {
            "data": None,
            "failCode": 407,
            "message": "ACCESS_FREQUENCY_IS_TOO_HIGH",
            "params": {"currentTime": t, "stationCodes": codes},
            "success": False,
        }
    )


S(
    "fusionsolar",
    True,
    "For the two FusionSolar stations we manage in Valencia, give me this month's yield so far and any active alarms.",
    [
        (
            "fusionsolar_station_list",
            {"pageNo": 1},
            fus(
                {
                    "list": [
                        {
                            "plantCode": "NE=33652510",
                            "plantName": "Almacen Paterna",
                            "plantAddress": "Paterna, Valencia",
                            "capacity": 99.6,
                            "gridConnectionDate": "2021-07-14T00:00:00+02:00",
                        },
                        {
                            "plantCode": "NE=33981204",
                            "plantName": "Nave Ribarroja",
                            "plantAddress": "Riba-roja de Turia",
                            "capacity": 148.2,
                            "gridConnectionDate": "2023-02-01T00:00:00+01:00",
                        },
                    ],
                    "pageCount": 1,
                    "pageNo": 1,
                    "pageSize": 100,
                    "total": 2,
                },
                {"currentTime": 1765187101000},
            ),
        ),
        (
            "fusionsolar_kpi_month",
            {"stationCodes": "NE=33652510,NE=33981204", "collectTime": 1764543600000},
            fus(
                [
                    {
                        "collectTime": 1764543600000,
                        "stationCode": "NE=33652510",
                        "dataItemMap": {
                            "inverter_power": 3184.22,
                            "use_power": 2210.5,
                            "ongrid_power": 1099.7,
                            "radiation_intensity": 32.4,
                            "perpower_ratio": 31.97,
                            "installed_capacity": 99.6,
                        },
                    },
                    {
                        "collectTime": 1764543600000,
                        "stationCode": "NE=33981204",
                        "dataItemMap": {
                            "inverter_power": 4607.81,
                            "use_power": 3958.0,
                            "ongrid_power": 712.4,
                            "radiation_intensity": 32.9,
                            "perpower_ratio": 31.09,
                            "installed_capacity": 148.2,
                        },
                    },
                ],
                {
                    "currentTime": 1765187112000,
                    "stationCodes": "NE=33652510,NE=33981204",
                    "collectTime": 1764543600000,
                },
            ),
        ),
        (
            "fusionsolar_alarm_list",
            {
                "stationCodes": "NE=33652510,NE=33981204",
                "beginTime": 1764543600000,
                "endTime": 1765187112000,
                "language": "en_US",
            },
            fus(
                [
                    {
                        "alarmId": 2064,
                        "alarmName": "Low Insulation Resistance",
                        "alarmCause": "The PV array is short-circuited to ground or the ambient air is humid.",
                        "devName": "Inverter-3",
                        "esnCode": "102315K0AB22",
                        "lev": 2,
                        "raiseTime": 1765090200000,
                        "stationCode": "NE=33981204",
                        "status": 1,
                        "repairSuggestion": "Check the impedance of the PV strings to ground.",
                    }
                ],
                {"currentTime": 1765187124000},
            ),
        ),
        (
            "fusionsolar_dev_list",
            {"stationCodes": "NE=33981204"},
            fus(
                [
                    {
                        "devName": f"Inverter-{i}",
                        "devTypeId": 1,
                        "esnCode": f"102315K0AB{20 + i}",
                        "id": 1000000033981200 + i,
                        "invType": "SUN2000-50KTL-M3",
                        "softwareVersion": "V100R001C00SPC132",
                        "stationCode": "NE=33981204",
                    }
                    for i in range(1, 4)
                ],
                {"currentTime": 1765187133000},
            ),
        ),
        (
            "fusionsolar_dev_realtime",
            {"devIds": "1000000033981203", "devTypeId": 1},
            fus(
                [
                    {
                        "devId": 1000000033981203,
                        "dataItemMap": {
                            "inverter_state": 513,
                            "active_power": 0.0,
                            "day_cap": 41.2,
                            "total_cap": 88420.1,
                            "efficiency": 0,
                            "temperature": 21.4,
                            "run_state": 1,
                        },
                    }
                ],
                {"currentTime": 1765187140000},
            ),
        ),
    ],
)

S(
    "fusionsolar",
    False,
    "Check real-time power of every inverter at the Nave Ribarroja station; one string seemed low yesterday.",
    [
        (
            "fusionsolar_dev_list",
            {"stationCodes": "NE=33981204"},
            fus(
                [
                    {
                        "devName": f"Inverter-{i}",
                        "devTypeId": 1,
                        "esnCode": f"102315K0AB{20 + i}",
                        "id": 1000000033981200 + i,
                        "stationCode": "NE=33981204",
                    }
                    for i in range(1, 4)
                ],
                {"currentTime": 1765100000000},
            ),
        ),
        (
            "fusionsolar_dev_realtime",
            {"devIds": "1000000033981201", "devTypeId": 1},
            FUS_407(1765100004000, None),
        ),
        (
            "fusionsolar_dev_realtime",
            {"devIds": "1000000033981202", "devTypeId": 1},
            FUS_407(1765100011000, None),
        ),
        (
            "fusionsolar_dev_realtime",
            {"devIds": "1000000033981203", "devTypeId": 1},
            FUS_407(1765100019000, None),
        ),
        (
            "fusionsolar_station_realtime",
            {"stationCodes": "NE=33981204"},
            FUS_407(1765100026000, "NE=33981204"),
        ),
        (
            "fusionsolar_dev_realtime",
            {"devIds": "1000000033981201,1000000033981202,1000000033981203", "devTypeId": 1},
            FUS_407(1765100040000, None),
        ),
        (
            "fusionsolar_dev_kpi_day",
            {"devIds": "1000000033981202", "devTypeId": 1, "collectTime": 1765062000000},
            FUS_407(1765100052000, None),
        ),
    ],
)

S(
    "pvwatts",
    True,
    "A customer in Boston asks whether adding a 2 kW ground mount with single-axis tracking beats putting 2 more kW on the roof (tilt 35, south). Quick comparison please.",
    [
        (
            "pvwatts_v8",
            {
                "system_capacity": 2,
                "lat": 42.36,
                "lon": -71.06,
                "tilt": 35,
                "azimuth": 180,
                "losses": 14,
                "array_type": 1,
            },
            pvwatts(
                42.36,
                -71.06,
                2,
                35,
                180,
                14,
                months("bos-roof", 215, 1),
                st(42.37, -71.02, "Boston", "MA", 3120),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 2,
                "lat": 42.36,
                "lon": -71.06,
                "tilt": 0,
                "azimuth": 180,
                "losses": 14,
                "array_type": 2,
            },
            pvwatts(
                42.36,
                -71.06,
                2,
                0,
                180,
                14,
                months("bos-track", 262, 1),
                st(42.37, -71.02, "Boston", "MA", 3120),
            ),
        ),
        (
            "pvwatts_v8",
            {
                "system_capacity": 2,
                "lat": 42.36,
                "lon": -71.06,
                "tilt": 35,
                "azimuth": 180,
                "losses": 18,
                "array_type": 0,
            },
            pvwatts(
                42.36,
                -71.06,
                2,
                35,
                180,
                18,
                months("bos-gm", 204, 1),
                st(42.37, -71.02, "Boston", "MA", 3120),
            ),
        ),
    ],
)


# ---------------------------------------------------------------- registrars


def nc(cmd, inner, t="0.031"):
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<ApiResponse Status="OK" xmlns="http://api.namecheap.com/xml.response">\n'
        "  <Errors />\n  <Warnings />\n"
        f"  <RequestedCommand>{cmd}</RequestedCommand>\n"
        f'  <CommandResponse Type="{cmd}">\n{inner}\n  </CommandResponse>\n'
        "  <Server>PHX01APIEXT02</Server>\n  <GMTTimeDifference>--5:00</GMTTimeDifference>\n"
        f"  <ExecutionTime>{t}</ExecutionTime>\n</ApiResponse>"
    )


def nc_err(cmd, ip):
    return (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<ApiResponse Status="ERROR" xmlns="http://api.namecheap.com/xml.response">\n'
        "  <Errors>\n"
        f'    <Error Number="1011150">Invalid request IP: {ip}</Error>\n'
        "  </Errors>\n  <Warnings />\n"
        f"  <RequestedCommand>{cmd}</RequestedCommand>\n"
        "  <Server>PHX01APIEXT01</Server>\n  <GMTTimeDifference>--5:00</GMTTimeDifference>\n"
        "  <ExecutionTime>0.004</ExecutionTime>\n</ApiResponse>"
    )


def dcr(d, avail, prem=False):
    extra = (
        ' IsPremiumName="true" PremiumRegistrationPrice="2850.0000" PremiumRenewalPrice="13.9800"'
        if prem
        else ' IsPremiumName="false" PremiumRegistrationPrice="0" PremiumRenewalPrice="0"'
    )
    return f'    <DomainCheckResult Domain="{d}" Available="{str(avail).lower()}" ErrorNo="0" Description=""{extra} PremiumRestorePrice="0" PremiumTransferPrice="0" IcannFee="0" EapFee="0.0" />'


S(
    "namecheap",
    True,
    "We're naming the new bakery 'Crumb & Co'. Check which of crumbandco.com, crumbco.com, crumbandco.shop, crumb.co and crumbandco.bakery are free, then point our existing crumbandco.net at the Squarespace site.",
    [
        (
            "namecheap_domains_check",
            {"DomainList": "crumbandco.com,crumbco.com,crumbandco.shop,crumb.co,crumbandco.bakery"},
            nc(
                "namecheap.domains.check",
                "\n".join(
                    [
                        dcr("crumbandco.com", False),
                        dcr("crumbco.com", False, True),
                        dcr("crumbandco.shop", True),
                        dcr("crumb.co", False),
                        dcr("crumbandco.bakery", True),
                    ]
                ),
            ),
        ),
        (
            "namecheap_domains_getList",
            {"ListType": "ALL", "SearchTerm": "crumb"},
            nc(
                "namecheap.domains.getList",
                '    <DomainGetListResult>\n      <Domain ID="48812207" Name="crumbandco.net" User="wkessler" Created="03/02/2025" Expires="03/02/2027" IsExpired="false" IsLocked="false" AutoRenew="true" WhoisGuard="ENABLED" IsPremium="false" IsOurDNS="true" />\n    </DomainGetListResult>\n    <Paging>\n      <TotalItems>1</TotalItems>\n      <CurrentPage>1</CurrentPage>\n      <PageSize>20</PageSize>\n    </Paging>',
            ),
        ),
        (
            "namecheap_dns_getHosts",
            {"SLD": "crumbandco", "TLD": "net"},
            nc(
                "namecheap.domains.dns.getHosts",
                '    <DomainDNSGetHostsResult Domain="crumbandco.net" EmailType="FWD" IsUsingOurDNS="true">\n      <host HostId="91120431" Name="@" Type="URL" Address="http://www.crumbandco.net/" MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />\n      <host HostId="91120432" Name="www" Type="CNAME" Address="parkingpage.namecheap.com." MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />\n    </DomainDNSGetHostsResult>',
            ),
        ),
        (
            "namecheap_dns_setHosts",
            {
                "SLD": "crumbandco",
                "TLD": "net",
                "HostName1": "@",
                "RecordType1": "A",
                "Address1": "198.185.159.144",
                "HostName2": "www",
                "RecordType2": "CNAME",
                "Address2": "ext-cust.squarespace.com.",
            },
            nc(
                "namecheap.domains.dns.setHosts",
                '    <DomainDNSSetHostsResult Domain="crumbandco.net" IsSuccess="true">\n      <Warnings />\n    </DomainDNSSetHostsResult>',
            ),
        ),
        (
            "namecheap_dns_getHosts",
            {"SLD": "crumbandco", "TLD": "net"},
            nc(
                "namecheap.domains.dns.getHosts",
                '    <DomainDNSGetHostsResult Domain="crumbandco.net" EmailType="FWD" IsUsingOurDNS="true">\n      <host HostId="91187702" Name="@" Type="A" Address="198.185.159.144" MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />\n      <host HostId="91187703" Name="www" Type="CNAME" Address="ext-cust.squarespace.com." MXPref="10" TTL="1800" AssociatedAppTitle="" FriendlyName="" IsActive="true" IsDDNSEnabled="false" />\n    </DomainDNSGetHostsResult>',
            ),
        ),
    ],
)

S(
    "namecheap",
    False,
    "List every domain in our Namecheap account that expires before March and turn auto-renew on for them.",
    [
        (
            "namecheap_domains_getList",
            {"ListType": "EXPIRING", "PageSize": 100},
            nc_err("namecheap.domains.getList", "34.82.117.9"),
        ),
        (
            "namecheap_domains_getList",
            {"ListType": "ALL", "PageSize": 100},
            nc_err("namecheap.domains.getList", "34.82.117.9"),
        ),
        (
            "namecheap_domains_getList",
            {"ListType": "ALL", "PageSize": 20, "Page": 1},
            nc_err("namecheap.domains.getList", "34.82.117.9"),
        ),
        (
            "namecheap_domains_getInfo",
            {"DomainName": "northfieldlabs.com"},
            nc_err("namecheap.domains.getInfo", "34.82.117.9"),
        ),
        (
            "namecheap_domains_getInfo",
            {"DomainName": "northfield-labs.io"},
            nc_err("namecheap.domains.getInfo", "34.82.117.9"),
        ),
        (
            "namecheap_domains_getList",
            {"ListType": "EXPIRING", "SearchTerm": "northfield"},
            nc_err("namecheap.domains.getList", "34.82.117.9"),
        ),
    ],
)

GD_DENIED = J({"code": "ACCESS_DENIED", "message": "Authenticated user is not allowed access"})

S(
    "godaddy",
    True,
    "Is tidepoolkayak.com taken? If it is, suggest a few similar available .com names with prices.",
    [
        (
            "godaddy_domain_available",
            {"domain": "tidepoolkayak.com"},
            J({"available": False, "domain": "tidepoolkayak.com", "definitive": True}),
        ),
        (
            "godaddy_domain_suggest",
            {"query": "tidepool kayak", "tlds": ["com"], "limit": 6},
            J(
                [
                    {"domain": "tidepoolkayaks.com"},
                    {"domain": "tidepoolpaddle.com"},
                    {"domain": "tidepoolkayaktours.com"},
                    {"domain": "thetidepoolkayak.com"},
                    {"domain": "tidepoolkayakco.com"},
                    {"domain": "kayaktidepool.com"},
                ]
            ),
        ),
        (
            "godaddy_domain_available_bulk",
            {
                "domains": [
                    "tidepoolkayaks.com",
                    "tidepoolpaddle.com",
                    "tidepoolkayaktours.com",
                    "kayaktidepool.com",
                ]
            },
            J(
                {
                    "domains": [
                        {
                            "available": True,
                            "currency": "USD",
                            "definitive": False,
                            "domain": "tidepoolkayaks.com",
                            "period": 1,
                            "price": 11990000,
                        },
                        {"available": False, "definitive": False, "domain": "tidepoolpaddle.com"},
                        {
                            "available": True,
                            "currency": "USD",
                            "definitive": False,
                            "domain": "tidepoolkayaktours.com",
                            "period": 1,
                            "price": 11990000,
                        },
                        {
                            "available": True,
                            "currency": "USD",
                            "definitive": False,
                            "domain": "kayaktidepool.com",
                            "period": 1,
                            "price": 11990000,
                        },
                    ]
                }
            ),
        ),
        (
            "godaddy_domain_available",
            {"domain": "tidepoolkayaks.com", "checkType": "FULL"},
            J(
                {
                    "available": True,
                    "currency": "USD",
                    "definitive": True,
                    "domain": "tidepoolkayaks.com",
                    "period": 1,
                    "price": 11990000,
                }
            ),
        ),
    ],
)

S(
    "godaddy",
    False,
    "Move the MX records of all three of our GoDaddy domains to Google Workspace.",
    [
        ("godaddy_domains_list", {"statuses": "ACTIVE"}, GD_DENIED),
        ("godaddy_dns_get", {"domain": "harlowfinch.com", "type": "MX"}, GD_DENIED),
        ("godaddy_dns_get", {"domain": "harlowfinch.co.uk", "type": "MX"}, GD_DENIED),
        (
            "godaddy_dns_replace_type",
            {
                "domain": "harlowfinch.com",
                "type": "MX",
                "records": [{"data": "smtp.google.com", "priority": 1, "ttl": 3600}],
            },
            GD_DENIED,
        ),
        ("godaddy_domain_get", {"domain": "harlowfinch.com"}, GD_DENIED),
        ("godaddy_dns_get", {"domain": "hfinch.studio", "type": "MX"}, GD_DENIED),
        ("godaddy_domains_list", {}, GD_DENIED),
    ],
)


def rdap(d, created, exp, upd, registrar, iana, status, ns, redacted=True):
    return J(
        {
            "objectClassName": "domain",
            "handle": f"{num(d, 1000000000, 2999999999)}_DOMAIN_COM-VRSN",
            "ldhName": d.upper(),
            "links": [
                {
                    "value": f"https://rdap.verisign.com/com/v1/domain/{d.upper()}",
                    "rel": "self",
                    "href": f"https://rdap.verisign.com/com/v1/domain/{d.upper()}",
                    "type": "application/rdap+json",
                }
            ],
            "status": status,
            "entities": [
                {
                    "objectClassName": "entity",
                    "handle": iana,
                    "roles": ["registrar"],
                    "publicIds": [{"type": "IANA Registrar ID", "identifier": iana}],
                    "vcardArray": [
                        "vcard",
                        [["version", {}, "text", "4.0"], ["fn", {}, "text", registrar]],
                    ],
                }
            ],
            "events": [
                {"eventAction": "registration", "eventDate": created},
                {"eventAction": "expiration", "eventDate": exp},
                {"eventAction": "last changed", "eventDate": upd},
                {
                    "eventAction": "last update of RDAP database",
                    "eventDate": "2026-12-08T00:41:27Z",
                },
            ],
            "secureDNS": {"delegationSigned": False},
            "nameservers": [{"objectClassName": "nameserver", "ldhName": n.upper()} for n in ns],
            "rdapConformance": [
                "rdap_level_0",
                "icann_rdap_technical_implementation_guide_1",
                "icann_rdap_response_profile_1",
            ],
            "notices": [
                {
                    "title": "Terms of Use",
                    "description": ["Service subject to Terms of Use."],
                    "links": [
                        {
                            "href": "https://www.verisign.com/domain-names/registration-data-access-protocol/terms-service/index.xhtml",
                            "type": "text/html",
                        }
                    ],
                }
            ],
        }
    )


RDAP_404 = J(
    {"errorCode": 404, "title": "Not Found", "description": ["The requested object was not found."]}
)

S(
    "rdap",
    True,
    "A vendor emailed us from three lookalike domains. Tell me when each was registered and by which registrar, and whether meridianfreight-billing.com even exists.",
    [
        (
            "rdap_domain",
            {"domain": "meridianfreight-invoices.com"},
            rdap(
                "meridianfreight-invoices.com",
                "2026-11-29T14:02:11Z",
                "2027-11-29T14:02:11Z",
                "2026-11-29T14:05:40Z",
                "NameSilo, LLC",
                "1479",
                ["client transfer prohibited"],
                ["ns1.dnsowl.com", "ns2.dnsowl.com"],
            ),
        ),
        (
            "rdap_domain",
            {"domain": "meridian-frieght.com"},
            rdap(
                "meridian-frieght.com",
                "2026-12-01T03:47:55Z",
                "2027-12-01T03:47:55Z",
                "2026-12-01T03:48:02Z",
                "Hostinger Operations, UAB",
                "1636",
                ["client transfer prohibited"],
                ["ns1.dns-parking.com", "ns2.dns-parking.com"],
            ),
        ),
        (
            "rdap_domain",
            {"domain": "meridianfreight.co"},
            J(
                {
                    "objectClassName": "domain",
                    "handle": "D6F2C1E0A9B84E1B8A7-CO",
                    "ldhName": "meridianfreight.co",
                    "status": [
                        "client delete prohibited",
                        "client transfer prohibited",
                        "client update prohibited",
                    ],
                    "events": [
                        {"eventAction": "registration", "eventDate": "2019-06-11T17:22:09.512Z"},
                        {"eventAction": "expiration", "eventDate": "2027-06-10T23:59:59.0Z"},
                    ],
                    "entities": [
                        {
                            "objectClassName": "entity",
                            "handle": "146",
                            "roles": ["registrar"],
                            "vcardArray": [
                                "vcard",
                                [
                                    ["version", {}, "text", "4.0"],
                                    ["fn", {}, "text", "GoDaddy.com, LLC"],
                                ],
                            ],
                        }
                    ],
                    "rdapConformance": ["rdap_level_0", "icann_rdap_response_profile_0"],
                }
            ),
        ),
        ("rdap_domain", {"domain": "meridianfreight-billing.com"}, RDAP_404),
        (
            "rdap_entity",
            {"registrar_iana_id": "1479"},
            J(
                {
                    "objectClassName": "entity",
                    "handle": "1479",
                    "roles": ["registrar"],
                    "vcardArray": [
                        "vcard",
                        [
                            ["version", {}, "text", "4.0"],
                            ["fn", {}, "text", "NameSilo, LLC"],
                            [
                                "adr",
                                {},
                                "text",
                                [
                                    "",
                                    "",
                                    "8825 N. 23rd Ave Suite 100",
                                    "Phoenix",
                                    "AZ",
                                    "85021",
                                    "US",
                                ],
                            ],
                        ],
                    ],
                    "entities": [
                        {
                            "objectClassName": "entity",
                            "roles": ["abuse"],
                            "vcardArray": [
                                "vcard",
                                [
                                    ["version", {}, "text", "4.0"],
                                    ["fn", {}, "text", "Abuse Contact"],
                                    ["tel", {"type": "voice"}, "uri", "tel:+1.6024928298"],
                                    ["email", {}, "text", "abuse@namesilo.com"],
                                ],
                            ],
                        }
                    ],
                }
            ),
        ),
    ],
)

S(
    "rdap",
    False,
    "Get the registration and expiry dates for the 8 domains in our brand portfolio spreadsheet (all .com).",
    [
        (
            "rdap_domain",
            {"domain": "lumenhollow.com"},
            rdap(
                "lumenhollow.com",
                "2014-02-18T20:11:04Z",
                "2027-02-18T20:11:04Z",
                "2026-01-19T09:31:12Z",
                "MarkMonitor Inc.",
                "292",
                ["client delete prohibited", "client transfer prohibited"],
                ["a.ns.lumenhollow.com"],
            ),
        ),
        ("rdap_domain", {"domain": "lumenhollowstudio.com"}, "HTTP 429 Too Many Requests"),
        ("rdap_domain", {"domain": "lumen-hollow.com"}, "HTTP 429 Too Many Requests"),
        ("rdap_domain", {"domain": "lumenhollowgames.com"}, "HTTP 429 Too Many Requests"),
        ("rdap_domain", {"domain": "lumenhollow-shop.com"}, "HTTP 429 Too Many Requests"),
        ("rdap_domain", {"domain": "playlumenhollow.com"}, "HTTP 429 Too Many Requests"),
        ("rdap_domain", {"domain": "lumenhollow.net"}, "HTTP 429 Too Many Requests"),
    ],
)


def wx(d, created, exp, reg, org, country, ns):
    return J(
        {
            "WhoisRecord": {
                "domainName": d,
                "parseCode": 3579,
                "audit": {
                    "createdDate": "2026-12-08 00:44:12 UTC",
                    "updatedDate": "2026-12-08 00:44:12 UTC",
                },
                "registrarName": reg,
                "registrarIANAID": str(num(reg, 100, 2000)),
                "createdDate": created,
                "expiresDate": exp,
                "registrant": {
                    "organization": org,
                    "country": country,
                    "countryCode": country[:2].upper(),
                },
                "nameServers": {"hostNames": ns},
                "status": "clientTransferProhibited",
                "domainNameExt": "." + d.split(".")[-1],
                "estimatedDomainAge": num(d, 200, 7000),
            }
        }
    )


S(
    "whoisxml",
    True,
    "For the due-diligence memo: who owns helvoraclinics.com, helvora.ch and helvora-health.de, and what nameservers do they use?",
    [
        (
            "whoisxml_lookup",
            {"domainName": "helvoraclinics.com", "outputFormat": "JSON"},
            wx(
                "helvoraclinics.com",
                "2017-04-03T09:12:44Z",
                "2027-04-03T09:12:44Z",
                "Gandi SAS",
                "Helvora Clinics AG",
                "Switzerland",
                ["ns-241.awsdns-30.com", "ns-1322.awsdns-37.org"],
            ),
        ),
        (
            "whoisxml_lookup",
            {"domainName": "helvora.ch", "outputFormat": "JSON"},
            J(
                {
                    "WhoisRecord": {
                        "domainName": "helvora.ch",
                        "parseCode": 8,
                        "registrarName": "Hostpoint AG",
                        "nameServers": {"hostNames": ["ns1.hostpoint.ch", "ns2.hostpoint.ch"]},
                        "dataError": "INCOMPLETE_DATA",
                        "strippedText": "Domain name:\nhelvora.ch\n\nHolder of domain name:\nThe information about the holder is not public.\n\nRegistrar:\nHostpoint AG\n\nFirst registration date:\n2011-09-27\n\nDNSSEC:N\n\nName servers:\nns1.hostpoint.ch\nns2.hostpoint.ch\n",
                        "domainNameExt": ".ch",
                    }
                }
            ),
        ),
        (
            "whoisxml_lookup",
            {"domainName": "helvora-health.de", "outputFormat": "JSON"},
            J(
                {
                    "WhoisRecord": {
                        "domainName": "helvora-health.de",
                        "parseCode": 10,
                        "status": "connect",
                        "nameServers": {
                            "hostNames": ["ns1.helvoraclinics.com", "ns2.helvoraclinics.com"]
                        },
                        "registryData": {
                            "status": "connect",
                            "updatedDate": "2024-08-14T11:02:54+02:00",
                        },
                        "domainNameExt": ".de",
                    }
                }
            ),
        ),
        (
            "whoisxml_reverse_ns",
            {"ns": "ns1.helvoraclinics.com"},
            J(
                {
                    "result": [
                        {
                            "name": "helvora-health.de",
                            "first_seen": 1692100000,
                            "last_visit": 1765100000,
                        },
                        {
                            "name": "helvora-labs.de",
                            "first_seen": 1700200000,
                            "last_visit": 1765000000,
                        },
                    ],
                    "size": 2,
                    "current_page": "0",
                }
            ),
        ),
    ],
)

WX_CREDIT = J(
    {
        "ErrorMessage": {
            "errorCode": "WHOIS_01",
            "msg": "Not enough credits. Please visit https://user.whoisxmlapi.com/billing to purchase more.",
        }
    }
)

S(
    "whoisxml",
    False,
    "Check the WHOIS of each domain flagged in today's phishing report and tell me which were registered in the last 30 days.",
    [
        ("whoisxml_lookup", {"domainName": "secure-paylinq-login.com"}, WX_CREDIT),
        ("whoisxml_lookup", {"domainName": "paylinq-verify.net"}, WX_CREDIT),
        ("whoisxml_lookup", {"domainName": "paylinq-support.help"}, WX_CREDIT),
        ("whoisxml_lookup", {"domainName": "paylinq.account-check.top"}, WX_CREDIT),
        ("whoisxml_lookup", {"domainName": "paylinqcustomer.com", "da": 2}, WX_CREDIT),
        ("whoisxml_lookup", {"domainName": "paylinq-refunds.xyz"}, WX_CREDIT),
    ],
)

S(
    "porkbun",
    True,
    "Register slowpoketea.com on Porkbun if it's under $15, then set an A record to our VPS at 203.0.113.77 and confirm.",
    [
        ("porkbun_ping", {}, J({"status": "SUCCESS", "yourIp": "198.51.100.24"})),
        (
            "porkbun_check_domain",
            {"domain": "slowpoketea.com"},
            J(
                {
                    "status": "SUCCESS",
                    "response": {
                        "avail": "yes",
                        "type": "registration",
                        "price": "11.08",
                        "firstYearPromo": "no",
                        "regularPrice": "11.08",
                        "premium": "no",
                        "additional": {
                            "renewal": {
                                "type": "renewal",
                                "price": "11.08",
                                "regularPrice": "11.08",
                            },
                            "transfer": {
                                "type": "transfer",
                                "price": "11.08",
                                "regularPrice": "11.08",
                            },
                        },
                    },
                    "limits": {
                        "TTL": "10 Seconds",
                        "limit": 1,
                        "used": 1,
                        "naturalLanguage": "1 out of 1 checks within 10 seconds used.",
                    },
                }
            ),
        ),
        (
            "porkbun_register_domain",
            {"domain": "slowpoketea.com", "cost": 1108, "agreeToTerms": "yes"},
            J(
                {
                    "status": "SUCCESS",
                    "domain": "slowpoketea.com",
                    "cost": 1108,
                    "orderId": 9031442,
                    "balance": 3870,
                }
            ),
        ),
        (
            "porkbun_dns_create",
            {"domain": "slowpoketea.com", "type": "A", "content": "203.0.113.77", "ttl": 600},
            J({"status": "SUCCESS", "id": 412908877}),
        ),
        (
            "porkbun_dns_retrieve",
            {"domain": "slowpoketea.com"},
            J(
                {
                    "status": "SUCCESS",
                    "cloudflare": "enabled",
                    "records": [
                        {
                            "id": "412908877",
                            "name": "slowpoketea.com",
                            "type": "A",
                            "content": "203.0.113.77",
                            "ttl": "600",
                            "prio": "0",
                            "notes": "",
                        },
                        {
                            "id": "412908870",
                            "name": "slowpoketea.com",
                            "type": "NS",
                            "content": "curitiba.ns.porkbun.com",
                            "ttl": "86400",
                            "prio": None,
                            "notes": None,
                        },
                        {
                            "id": "412908871",
                            "name": "slowpoketea.com",
                            "type": "NS",
                            "content": "fortaleza.ns.porkbun.com",
                            "ttl": "86400",
                            "prio": None,
                            "notes": None,
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "porkbun",
    True,
    "Are there any TXT records left over from the old Mailgun setup on oakandember.co? Delete them if so.",
    [
        (
            "porkbun_dns_retrieve_by_type",
            {"domain": "oakandember.co", "type": "TXT"},
            J(
                {
                    "status": "SUCCESS",
                    "cloudflare": "enabled",
                    "records": [
                        {
                            "id": "388120044",
                            "name": "oakandember.co",
                            "type": "TXT",
                            "content": "v=spf1 include:_spf.google.com ~all",
                            "ttl": "600",
                            "prio": "0",
                            "notes": "",
                        },
                        {
                            "id": "388120051",
                            "name": "google._domainkey.oakandember.co",
                            "type": "TXT",
                            "content": "v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq7",
                            "ttl": "600",
                            "prio": "0",
                            "notes": "",
                        },
                    ],
                }
            ),
        ),
        (
            "porkbun_dns_retrieve_by_type",
            {"domain": "oakandember.co", "type": "TXT", "subdomain": "mg"},
            J({"status": "SUCCESS", "cloudflare": "enabled", "records": []}),
        ),
        (
            "porkbun_dns_retrieve_by_type",
            {"domain": "oakandember.co", "type": "CNAME", "subdomain": "email.mg"},
            J({"status": "SUCCESS", "cloudflare": "enabled", "records": []}),
        ),
        (
            "porkbun_dns_retrieve_by_type",
            {"domain": "oakandember.co", "type": "MX", "subdomain": "mg"},
            J({"status": "SUCCESS", "cloudflare": "enabled", "records": []}),
        ),
    ],
)

S(
    "gandi",
    True,
    "Add a CAA record allowing only Let's Encrypt on quietharbor.org, lower the TTL of the www record to 300, and show me the zone afterwards.",
    [
        (
            "gandi_livedns_records",
            {"fqdn": "quietharbor.org"},
            J(
                [
                    {
                        "rrset_name": "@",
                        "rrset_type": "A",
                        "rrset_ttl": 10800,
                        "rrset_values": ["217.70.184.38"],
                        "rrset_href": "https://api.gandi.net/v5/livedns/domains/quietharbor.org/records/%40/A",
                    },
                    {
                        "rrset_name": "@",
                        "rrset_type": "MX",
                        "rrset_ttl": 10800,
                        "rrset_values": ["10 spool.mail.gandi.net.", "50 fb.mail.gandi.net."],
                        "rrset_href": "https://api.gandi.net/v5/livedns/domains/quietharbor.org/records/%40/MX",
                    },
                    {
                        "rrset_name": "www",
                        "rrset_type": "CNAME",
                        "rrset_ttl": 10800,
                        "rrset_values": ["quietharbor.netlify.app."],
                        "rrset_href": "https://api.gandi.net/v5/livedns/domains/quietharbor.org/records/www/CNAME",
                    },
                ]
            ),
        ),
        (
            "gandi_livedns_create",
            {
                "fqdn": "quietharbor.org",
                "rrset_name": "@",
                "rrset_type": "CAA",
                "rrset_values": ['0 issue "letsencrypt.org"'],
                "rrset_ttl": 3600,
            },
            J({"message": "DNS Record Created"}),
        ),
        (
            "gandi_livedns_update",
            {
                "fqdn": "quietharbor.org",
                "rrset_name": "www",
                "rrset_type": "CNAME",
                "rrset_values": ["quietharbor.netlify.app."],
                "rrset_ttl": 300,
            },
            J({"message": "DNS Record Created"}),
        ),
        (
            "gandi_livedns_records",
            {"fqdn": "quietharbor.org", "rrset_name": "www"},
            J(
                [
                    {
                        "rrset_name": "www",
                        "rrset_type": "CNAME",
                        "rrset_ttl": 300,
                        "rrset_values": ["quietharbor.netlify.app."],
                        "rrset_href": "https://api.gandi.net/v5/livedns/domains/quietharbor.org/records/www/CNAME",
                    }
                ]
            ),
        ),
        (
            "gandi_livedns_records",
            {"fqdn": "quietharbor.org", "rrset_type": "CAA"},
            J(
                [
                    {
                        "rrset_name": "@",
                        "rrset_type": "CAA",
                        "rrset_ttl": 3600,
                        "rrset_values": ['0 issue "letsencrypt.org"'],
                        "rrset_href": "https://api.gandi.net/v5/livedns/domains/quietharbor.org/records/%40/CAA",
                    }
                ]
            ),
        ),
    ],
)

S(
    "gandi",
    True,
    "When do my Gandi domains renew and which ones have autorenew off?",
    [
        (
            "gandi_domain_list",
            {"per_page": 2, "page": 1},
            J(
                [
                    {
                        "fqdn": "quietharbor.org",
                        "tld": "org",
                        "status": [],
                        "dates": {
                            "registry_created_at": "2016-05-02T10:11:42Z",
                            "registry_ends_at": "2027-05-02T10:11:42Z",
                        },
                        "autorenew": True,
                        "nameserver": {"current": "livedns"},
                        "id": "ba1e2f30-4a1c-11e6-9c4e-00163e8fd4b8",
                    },
                    {
                        "fqdn": "quiet-harbor.fr",
                        "tld": "fr",
                        "status": ["clientTransferProhibited"],
                        "dates": {
                            "registry_created_at": "2019-01-14T08:00:00Z",
                            "registry_ends_at": "2027-01-14T08:00:00Z",
                        },
                        "autorenew": False,
                        "nameserver": {"current": "livedns"},
                        "id": "c4d0a7e2-17f9-11e9-8f1a-00163e8fd4b8",
                    },
                ]
            ),
        ),
        (
            "gandi_domain_list",
            {"per_page": 2, "page": 2},
            J(
                [
                    {
                        "fqdn": "qharbor.eu",
                        "tld": "eu",
                        "status": [],
                        "dates": {
                            "registry_created_at": "2021-11-30T13:20:00Z",
                            "registry_ends_at": "2026-11-30T13:20:00Z",
                        },
                        "autorenew": False,
                        "nameserver": {
                            "current": "other",
                            "hosts": ["ns1.digitalocean.com", "ns2.digitalocean.com"],
                        },
                        "id": "e7a2b118-51d4-11ec-bd3a-00163e8fd4b8",
                    }
                ]
            ),
        ),
        ("gandi_domain_list", {"per_page": 2, "page": 3}, J([])),
        (
            "gandi_domain_autorenew",
            {"domain": "qharbor.eu"},
            J(
                {
                    "dates": [],
                    "duration": 1,
                    "enabled": False,
                    "org_id": "c0ffee00-0000-4e5a-9c1b-00163e8fd4b8",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- browser clouds

CF_PAGE = """# Just a moment...

www.{host}

Verify you are human by completing the action below.

www.{host} needs to review the security of your connection before proceeding.

Ray ID: {ray}

Performance & security by Cloudflare"""

S(
    "browserless",
    True,
    "Grab the current price and stock status of the Makita XFD131 drill from the three retailers on my list.",
    [
        (
            "browserless_function",
            {
                "code": "export default async ({ page }) => { await page.goto('https://www.acmetools.com/makita-xfd131/'); return { data: { price: await page.$eval('.price', e => e.textContent), stock: await page.$eval('.stock', e => e.textContent) }, type: 'application/json' }; }"
            },
            C({"price": "$179.00", "stock": "In Stock - Ships Today"}),
        ),
        (
            "browserless_function",
            {
                "code": "export default async ({ page }) => { await page.goto('https://www.toolbarn.com/makita-xfd131.html'); return { data: { price: await page.$eval('[data-price-type=finalPrice]', e => e.textContent), stock: await page.$eval('.stock span', e => e.textContent) }, type: 'application/json' }; }"
            },
            C({"price": "$169.99", "stock": "Out of stock"}),
        ),
        (
            "browserless_content",
            {
                "url": "https://www.zoro.com/makita-18v-lxt-drill-driver-kit-xfd131/i/G4427061/",
                "waitForSelector": "[data-za=product-price]",
            },
            '<!DOCTYPE html><html lang="en"><head><title>Makita 18V LXT 1/2" Drill Driver Kit XFD131 | Zoro.com</title></head><body><div data-za="product-brand">Makita</div><h1 data-za="product-name">18V LXT Lithium-Ion Brushless Cordless 1/2" Driver-Drill Kit (3.0Ah)</h1><div data-za="product-price"><span class="currency">$</span>174<sup>.52</sup></div><div data-za="availability">Usually ships in 2 business days</div><div class="mfr-no">Mfr #: XFD131</div></body></html>',
        ),
        (
            "browserless_screenshot",
            {"url": "https://www.toolbarn.com/makita-xfd131.html", "options": {"fullPage": False}},
            "Saved screenshot to /tmp/browserless/toolbarn-makita-xfd131.png (1280x720, 214 KB)",
        ),
    ],
)

S(
    "browserless",
    False,
    "Scrape the speaker list (name, company, talk title) from the ten session pages of the DevOpsDays Oslo site.",
    [
        (
            "browserless_content",
            {"url": "https://devopsdays.org/events/2026-oslo/program/"},
            '<!DOCTYPE html><html><head><title>devopsdays Oslo 2026 - program</title></head><body><h2>Program</h2><ul><li><a href="/events/2026-oslo/program/ingrid-aasen/">Ingrid Aasen</a></li><li><a href="/events/2026-oslo/program/tomas-lind/">Tomas Lind</a></li><li><a href="/events/2026-oslo/program/priya-raman/">Priya Raman</a></li></ul></body></html>',
        ),
        (
            "browserless_content",
            {"url": "https://devopsdays.org/events/2026-oslo/program/ingrid-aasen/"},
            "429 Too Many Requests",
        ),
        (
            "browserless_content",
            {"url": "https://devopsdays.org/events/2026-oslo/program/tomas-lind/"},
            "429 Too Many Requests",
        ),
        (
            "browserless_content",
            {"url": "https://devopsdays.org/events/2026-oslo/program/priya-raman/"},
            "429 Too Many Requests",
        ),
        (
            "browserless_content",
            {
                "url": "https://devopsdays.org/events/2026-oslo/program/ingrid-aasen/",
                "waitForTimeout": 3000,
            },
            "429 Too Many Requests",
        ),
        (
            "browserless_scrape",
            {
                "url": "https://devopsdays.org/events/2026-oslo/program/tomas-lind/",
                "elements": [{"selector": "h1"}, {"selector": ".talk-title"}],
            },
            "429 Too Many Requests",
        ),
        (
            "browserless_content",
            {"url": "https://devopsdays.org/events/2026-oslo/speakers/"},
            "429 Too Many Requests",
        ),
    ],
)


def sjob(jid, name, status, passed, browser, ver, os_, ctime, build):
    return {
        "id": jid,
        "name": name,
        "status": status,
        "passed": passed,
        "browser": browser,
        "browser_short_version": ver,
        "os": os_,
        "creation_time": ctime,
        "start_time": ctime + 4,
        "end_time": ctime + num(jid, 40, 400),
        "build": build,
        "owner": "qa-ci",
        "error": None if passed else "Test did not see a new command for 90 seconds. Timing out.",
        "public": "team",
    }


S(
    "saucelabs",
    True,
    "Which of last night's Sauce Labs jobs for build checkout-e2e-1842 failed, and why? Give me video links for the failures.",
    [
        (
            "saucelabs_list_jobs",
            {"username": "qa-ci", "limit": 5, "full": True, "build": "checkout-e2e-1842"},
            J(
                [
                    sjob(
                        hid("sj" + str(i), 32),
                        f"Checkout > {n}",
                        "complete",
                        p,
                        b,
                        v,
                        o,
                        1765148400 + i * 60,
                        "checkout-e2e-1842",
                    )
                    for i, (n, p, b, v, o) in enumerate(
                        [
                            ("guest pays with card", True, "chrome", "131", "Windows 11"),
                            ("saved address is prefilled", True, "firefox", "133", "Windows 11"),
                            ("apple pay sheet opens", False, "safari", "18", "macOS 15"),
                            ("coupon stacks with sale", True, "chrome", "131", "macOS 15"),
                            (
                                "3DS challenge completes",
                                False,
                                "MicrosoftEdge",
                                "131",
                                "Windows 10",
                            ),
                        ]
                    )
                ]
            ),
        ),
        (
            "saucelabs_list_jobs",
            {
                "username": "qa-ci",
                "limit": 5,
                "skip": 5,
                "full": True,
                "build": "checkout-e2e-1842",
            },
            J(
                [
                    sjob(
                        hid("sj" + str(i), 32),
                        f"Checkout > {n}",
                        "complete",
                        p,
                        "chrome",
                        "131",
                        "Linux",
                        1765148700 + i * 60,
                        "checkout-e2e-1842",
                    )
                    for i, (n, p) in enumerate(
                        [("gift card balance shown", True), ("tax recalculates on zip", True)],
                        start=5,
                    )
                ]
            ),
        ),
        (
            "saucelabs_get_job",
            {"username": "qa-ci", "job_id": hid("sj2", 32)},
            J(
                {
                    **sjob(
                        hid("sj2", 32),
                        "Checkout > apple pay sheet opens",
                        "complete",
                        False,
                        "safari",
                        "18",
                        "macOS 15",
                        1765148520,
                        "checkout-e2e-1842",
                    ),
                    "video_url": f"https://app.saucelabs.com/tests/{hid('sj2', 32)}/video.mp4",
                    "log_url": f"https://app.saucelabs.com/tests/{hid('sj2', 32)}/selenium-server.log",
                    "error": "element click intercepted: <iframe id=ApplePaySheet> is not clickable at point (640, 512)",
                }
            ),
        ),
        (
            "saucelabs_get_job",
            {"username": "qa-ci", "job_id": hid("sj4", 32)},
            J(
                {
                    **sjob(
                        hid("sj4", 32),
                        "Checkout > 3DS challenge completes",
                        "complete",
                        False,
                        "MicrosoftEdge",
                        "131",
                        "Windows 10",
                        1765148640,
                        "checkout-e2e-1842",
                    ),
                    "video_url": f"https://app.saucelabs.com/tests/{hid('sj4', 32)}/video.mp4",
                    "log_url": f"https://app.saucelabs.com/tests/{hid('sj4', 32)}/selenium-server.log",
                }
            ),
        ),
    ],
)

S(
    "saucelabs",
    False,
    "How many Sauce Labs minutes did the mobile team burn this week, and which real-device jobs were the slowest?",
    [
        ("saucelabs_list_jobs", {"username": "mobile-team", "limit": 50, "from": 1764547200}, "[]"),
        ("saucelabs_list_jobs", {"username": "mobile-team", "limit": 50}, "[]"),
        (
            "saucelabs_list_jobs",
            {"username": "mobile-team", "limit": 50, "full": True, "from": 1764000000},
            "[]",
        ),
        (
            "saucelabs_rdc_jobs",
            {"limit": 50},
            J({"entities": [], "metaData": {"offset": 0, "limit": 50, "moreAvailable": False}}),
        ),
        (
            "saucelabs_list_jobs",
            {"username": "mobile-team", "limit": 200, "from": 1761955200},
            "[]",
        ),
        (
            "saucelabs_rdc_jobs",
            {"limit": 100, "offset": 0},
            J({"entities": [], "metaData": {"offset": 0, "limit": 100, "moreAvailable": False}}),
        ),
        (
            "saucelabs_usage",
            {"username": "mobile-team", "start": "2026-12-01", "end": "2026-12-07"},
            J({"usage": {}, "username": "mobile-team"}),
        ),
    ],
)


def lt(data, msg, meta=None):
    o = {"data": data, "message": msg, "status": "success"}
    if meta:
        o["meta"] = meta
    return J(o)


S(
    "lambdatest",
    True,
    "Summarise the LambdaTest run for release 4.12: how many sessions passed and which browser had the console errors.",
    [
        (
            "lambdatest_builds",
            {"limit": 3, "sort": "desc.start_time"},
            lt(
                [
                    {
                        "build_id": 3318820,
                        "name": "release-4.12",
                        "status_ind": "completed",
                        "user_id": 88120,
                        "create_timestamp": "2026-12-07 21:02:11",
                        "end_timestamp": "2026-12-07 21:49:40",
                        "tags": ["release"],
                    },
                    {
                        "build_id": 3318214,
                        "name": "nightly-1207",
                        "status_ind": "completed",
                        "create_timestamp": "2026-12-07 02:00:04",
                    },
                    {
                        "build_id": 3317555,
                        "name": "nightly-1206",
                        "status_ind": "completed",
                        "create_timestamp": "2026-12-06 02:00:03",
                    },
                ],
                "Retrieve build list was successful",
                {"result_set": {"count": 3, "limit": 3, "offset": 0, "total": 612}},
            ),
        ),
        (
            "lambdatest_sessions",
            {"build_id": 3318820, "limit": 50},
            lt(
                [
                    {
                        "test_id": hid("lt" + str(i), 20).upper(),
                        "build_id": 3318820,
                        "name": n,
                        "browser": b,
                        "version": v,
                        "platform": p,
                        "status_ind": s,
                        "duration": d,
                    }
                    for i, (n, b, v, p, s, d) in enumerate(
                        [
                            ("login", "chrome", "131.0", "Windows 11", "passed", 41),
                            ("search", "chrome", "131.0", "Windows 11", "passed", 58),
                            ("login", "safari", "18.0", "macOS Sequoia", "passed", 49),
                            ("search", "safari", "18.0", "macOS Sequoia", "failed", 122),
                            ("login", "firefox", "133.0", "Windows 10", "passed", 44),
                            ("search", "firefox", "133.0", "Windows 10", "passed", 61),
                        ]
                    )
                ],
                "Retrieve session list was successful",
                {"result_set": {"count": 6, "limit": 50, "offset": 0, "total": 6}},
            ),
        ),
        (
            "lambdatest_session_console",
            {"session_id": hid("lt3", 20).upper()},
            J(
                {
                    "data": [
                        {
                            "level": "SEVERE",
                            "message": "https://staging.shop.example/static/js/search.4f1c.js 212:18 Uncaught TypeError: Cannot read properties of undefined (reading 'facets')",
                            "timestamp": 1765141420331,
                        },
                        {
                            "level": "WARNING",
                            "message": "[Deprecation] Listener added for a 'DOMNodeInserted' mutation event.",
                            "timestamp": 1765141421002,
                        },
                    ],
                    "message": "Retrieve console logs was successful",
                    "status": "success",
                }
            ),
        ),
        (
            "lambdatest_session_console",
            {"session_id": hid("lt1", 20).upper()},
            J({"data": [], "message": "Retrieve console logs was successful", "status": "success"}),
        ),
        (
            "lambdatest_update_build",
            {"build_id": 3318820, "tags": ["release", "needs-triage"]},
            J({"message": "Build updated successfully", "status": "success"}),
        ),
    ],
)


def bbs(sid, status, created, region="us-west-2"):
    return {
        "id": sid,
        "createdAt": created,
        "updatedAt": created,
        "projectId": "6f1c2a9e-44b0-4c7e-8d1a-3b2f0e9c7d41",
        "startedAt": created,
        "endedAt": None,
        "expiresAt": created.replace("T0", "T1"),
        "status": status,
        "proxyBytes": 0,
        "keepAlive": False,
        "region": region,
    }


S(
    "browserbase",
    True,
    "Start a Browserbase session with a residential proxy for the visa appointment checker, confirm it's running, then release it when the check is done.",
    [
        (
            "browserbase_create_session",
            {
                "projectId": "6f1c2a9e-44b0-4c7e-8d1a-3b2f0e9c7d41",
                "proxies": True,
                "browserSettings": {"fingerprint": {"locales": ["de-DE"]}},
            },
            J(
                {
                    **bbs(
                        "b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3",
                        "RUNNING",
                        "2026-12-08T09:30:12.118Z",
                    ),
                    "connectUrl": "wss://connect.browserbase.com?signingKey=eyJhbGciOi...",
                    "seleniumRemoteUrl": "https://connect.browserbase.com/webdriver",
                    "signingKey": "eyJhbGciOi...",
                }
            ),
        ),
        (
            "browserbase_get_session",
            {"id": "b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3"},
            J(bbs("b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3", "RUNNING", "2026-12-08T09:30:12.118Z")),
        ),
        (
            "browserbase_navigate",
            {
                "session_id": "b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3",
                "url": "https://service2.diplo.de/rktermin/extern/appointment_showMonth.do?locationCode=lond&realmId=166&categoryId=3004",
            },
            "Navigated to https://service2.diplo.de/rktermin/extern/appointment_showMonth.do?locationCode=lond&realmId=166&categoryId=3004\nTitle: Termine - Online-Terminvergabe\n\nUnfortunately, there are no appointments available at this time. New appointments will be made available for booking at regular intervals.",
        ),
        (
            "browserbase_update_session",
            {
                "id": "b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3",
                "status": "REQUEST_RELEASE",
                "projectId": "6f1c2a9e-44b0-4c7e-8d1a-3b2f0e9c7d41",
            },
            J(
                {
                    **bbs(
                        "b7e2c0f4-91aa-4d3e-8c55-2a7b90e1d6c3",
                        "COMPLETED",
                        "2026-12-08T09:30:12.118Z",
                    ),
                    "endedAt": "2026-12-08T09:31:40.022Z",
                    "proxyBytes": 1822419,
                }
            ),
        ),
    ],
)

S(
    "browserbase",
    True,
    "List any Browserbase sessions still running in our project from the crawler jobs; we're being billed for something.",
    [
        (
            "browserbase_list_sessions",
            {"status": "RUNNING"},
            J(
                [
                    bbs(
                        "0c4d1e22-7a90-4f65-9b1e-5e2d88a0f311",
                        "RUNNING",
                        "2026-12-07T22:14:03.551Z",
                    ),
                    bbs(
                        "4aa19b70-2cf3-4d2b-b6a0-90f1c6d7e812",
                        "RUNNING",
                        "2026-12-07T22:14:05.902Z",
                    ),
                ]
            ),
        ),
        (
            "browserbase_get_session",
            {"id": "0c4d1e22-7a90-4f65-9b1e-5e2d88a0f311"},
            J(
                {
                    **bbs(
                        "0c4d1e22-7a90-4f65-9b1e-5e2d88a0f311",
                        "RUNNING",
                        "2026-12-07T22:14:03.551Z",
                    ),
                    "keepAlive": True,
                    "userMetadata": {"job": "crawler-sitemaps", "worker": "w-7"},
                }
            ),
        ),
        (
            "browserbase_update_session",
            {"id": "0c4d1e22-7a90-4f65-9b1e-5e2d88a0f311", "status": "REQUEST_RELEASE"},
            J(
                {
                    **bbs(
                        "0c4d1e22-7a90-4f65-9b1e-5e2d88a0f311",
                        "COMPLETED",
                        "2026-12-07T22:14:03.551Z",
                    ),
                    "endedAt": "2026-12-08T09:40:01.200Z",
                }
            ),
        ),
        (
            "browserbase_update_session",
            {"id": "4aa19b70-2cf3-4d2b-b6a0-90f1c6d7e812", "status": "REQUEST_RELEASE"},
            J(
                {
                    **bbs(
                        "4aa19b70-2cf3-4d2b-b6a0-90f1c6d7e812",
                        "COMPLETED",
                        "2026-12-07T22:14:05.902Z",
                    ),
                    "endedAt": "2026-12-08T09:40:02.714Z",
                }
            ),
        ),
        ("browserbase_list_sessions", {"status": "RUNNING"}, "[]"),
    ],
)

S(
    "steel",
    True,
    "Read the changelog page for Bun and tell me what the last two releases changed about the bundler.",
    [
        (
            "steel_scrape",
            {"url": "https://bun.sh/blog", "format": ["markdown"]},
            J(
                {
                    "content": {
                        "markdown": "# Bun Blog\n\n- [Bun v1.3.4](/blog/bun-v1.3.4) - December 2, 2026\n- [Bun v1.3.3](/blog/bun-v1.3.3) - November 18, 2026\n- [Bun v1.3.2](/blog/bun-v1.3.2) - November 4, 2026\n"
                    },
                    "metadata": {
                        "title": "Blog | Bun",
                        "statusCode": 200,
                        "urlSource": "https://bun.sh/blog",
                        "timestamp": "2026-12-08T10:02:11.404Z",
                    },
                    "links": [{"url": "https://bun.sh/blog/bun-v1.3.4", "text": "Bun v1.3.4"}],
                }
            ),
        ),
        (
            "steel_scrape",
            {"url": "https://bun.sh/blog/bun-v1.3.4", "format": ["markdown"]},
            J(
                {
                    "content": {
                        "markdown": "# Bun v1.3.4\n\nThis release fixes 61 issues.\n\n## Bundler\n\n- `bun build --splitting` now hoists shared CSS chunks instead of duplicating them\n- `--sourcemap=linked` comments are emitted for `.css` outputs\n\n## Runtime\n\n- `fetch()` honours `NO_PROXY` with CIDR ranges\n"
                    },
                    "metadata": {
                        "title": "Bun v1.3.4 | Bun Blog",
                        "statusCode": 200,
                        "urlSource": "https://bun.sh/blog/bun-v1.3.4",
                        "timestamp": "2026-12-08T10:02:19.882Z",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {"url": "https://bun.sh/blog/bun-v1.3.3", "format": ["markdown"]},
            J(
                {
                    "content": {
                        "markdown": "# Bun v1.3.3\n\nThis release fixes 44 issues.\n\n## Bundler\n\n- New `--env=PUBLIC_*` inlines only matching variables\n- Fixed: `import.meta.dirname` was wrong in bundled workers\n\n## bun install\n\n- Faster lockfile diffing for monorepos\n"
                    },
                    "metadata": {
                        "title": "Bun v1.3.3 | Bun Blog",
                        "statusCode": 200,
                        "urlSource": "https://bun.sh/blog/bun-v1.3.3",
                        "timestamp": "2026-12-08T10:02:27.005Z",
                    },
                }
            ),
        ),
    ],
)

S(
    "steel",
    False,
    "Collect the opening hours of the five REWE markets near Köln Ehrenfeld from their store pages.",
    [
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540712/rewe-markt-venloer-str-389/",
                "format": ["markdown"],
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2a7d1e4b9a31")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540712/rewe-markt-venloer-str-389/",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540981/rewe-markt-subbelrather-str-302/",
                "format": ["markdown"],
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2a9b3c7e0d12")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540981/rewe-markt-subbelrather-str-302/",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540712/rewe-markt-venloer-str-389/",
                "format": ["markdown"],
                "useProxy": True,
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2ac0a11f6e57")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktseite/koeln-ehrenfeld/540712/rewe-markt-venloer-str-389/",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktseite/koeln-neuehrenfeld/541203/rewe-markt-nussbaumerstr-48/",
                "format": ["markdown"],
                "useProxy": True,
                "delay": 5,
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2b01f4a38c90")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktseite/koeln-neuehrenfeld/541203/rewe-markt-nussbaumerstr-48/",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktsuche/?search=50823",
                "format": ["markdown"],
                "useProxy": True,
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2b44e9d07b25")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktsuche/?search=50823",
                    },
                }
            ),
        ),
        (
            "steel_scrape",
            {
                "url": "https://www.rewe.de/marktseite/koeln-bickendorf/540455/rewe-markt-rochusstr-176/",
                "format": ["markdown", "html"],
                "useProxy": True,
                "solveCaptcha": True,
            },
            J(
                {
                    "content": {"markdown": CF_PAGE.format(host="rewe.de", ray="8f0c2b88d7c1e406")},
                    "metadata": {
                        "title": "Just a moment...",
                        "statusCode": 403,
                        "urlSource": "https://www.rewe.de/marktseite/koeln-bickendorf/540455/rewe-markt-rochusstr-176/",
                    },
                }
            ),
        ),
    ],
)


def hb_done(jid, url, md):
    return J(
        {
            "jobId": jid,
            "status": "completed",
            "data": {
                "metadata": {
                    "title": md.splitlines()[0].lstrip("# "),
                    "sourceURL": url,
                    "statusCode": 200,
                },
                "markdown": md,
            },
        }
    )


S(
    "hyperbrowser",
    True,
    "Scrape the current mortgage rates table from the Chase and the Wells Fargo rate pages and give me the 30-year fixed APR from each.",
    [
        (
            "hyperbrowser_start_scrape",
            {
                "url": "https://www.chase.com/personal/mortgage/mortgage-rates",
                "scrapeOptions": {"formats": ["markdown"]},
            },
            J({"jobId": "4b1f0e6c-2f0d-4b8e-9a41-7d7f1a6c0e10"}),
        ),
        (
            "hyperbrowser_get_scrape",
            {"jobId": "4b1f0e6c-2f0d-4b8e-9a41-7d7f1a6c0e10"},
            J({"jobId": "4b1f0e6c-2f0d-4b8e-9a41-7d7f1a6c0e10", "status": "running"}),
        ),
        (
            "hyperbrowser_get_scrape",
            {"jobId": "4b1f0e6c-2f0d-4b8e-9a41-7d7f1a6c0e10"},
            hb_done(
                "4b1f0e6c-2f0d-4b8e-9a41-7d7f1a6c0e10",
                "https://www.chase.com/personal/mortgage/mortgage-rates",
                "# Today's mortgage rates\n\n| Product | Interest rate | APR |\n|---|---|---|\n| 30-year fixed | 6.375% | 6.512% |\n| 15-year fixed | 5.625% | 5.861% |\n| 7/6 ARM | 6.000% | 6.741% |\n\nRates as of 12/08/2026, 8:15 AM ET.",
            ),
        ),
        (
            "hyperbrowser_start_scrape",
            {
                "url": "https://www.wellsfargo.com/mortgage/rates/",
                "scrapeOptions": {"formats": ["markdown"]},
            },
            J({"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77"}),
        ),
        (
            "hyperbrowser_get_scrape",
            {"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77"},
            J({"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77", "status": "pending"}),
        ),
        (
            "hyperbrowser_get_scrape",
            {"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77"},
            J({"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77", "status": "running"}),
        ),
        (
            "hyperbrowser_get_scrape",
            {"jobId": "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77"},
            hb_done(
                "a9d3c210-7e55-4f0a-8c62-1e4b9a0d5f77",
                "https://www.wellsfargo.com/mortgage/rates/",
                "# Current mortgage rates\n\nPurchase rates\n\n| | Rate | APR |\n|---|---|---|\n| 30-Year Fixed Rate | 6.500% | 6.639% |\n| 20-Year Fixed Rate | 6.375% | 6.541% |\n| 15-Year Fixed Rate | 5.750% | 5.977% |\n\nRates effective 12/08/2026.",
            ),
        ),
    ],
)


# ---------------------------------------------------------------- no-code databases


def br_page(table, page, size, total, rows):
    base = f"https://api.baserow.io/api/database/rows/table/{table}/?page={{}}&size={size}&user_field_names=true"
    nxt = base.format(page + 1) if page * size < total else None
    prev = base.format(page - 1) if page > 1 else None
    return J({"count": total, "next": nxt, "previous": prev, "results": rows})


def brow(i, **f):
    return {"id": i, "order": f"{i}.00000000000000000000", **f}


VOLS = [
    ("Amara Okafor", "Saturday AM", "Food bank", True),
    ("Ben Whitlock", "Sunday", "Warehouse", False),
    ("Chiara Russo", "Saturday AM", "Delivery", True),
    ("Dev Patel", "Weekday eve", "Food bank", True),
    ("Elena Sousa", "Saturday PM", "Warehouse", False),
    ("Felix Braun", "Sunday", "Delivery", True),
    ("Grace Lin", "Saturday AM", "Warehouse", True),
    ("Hamid Karimi", "Weekday eve", "Delivery", False),
]

S(
    "baserow",
    True,
    "Who in the volunteer table is available Saturday morning but hasn't done their safeguarding training? Mark them as 'Needs training'.",
    [
        (
            "baserow_list_rows",
            {"table_id": 48213, "page": 1, "size": 4, "user_field_names": True},
            br_page(
                48213,
                1,
                4,
                8,
                [
                    brow(i + 1, Name=n, Availability=a, Team=t, Safeguarding=s, Status=None)
                    for i, (n, a, t, s) in enumerate(VOLS[:4])
                ],
            ),
        ),
        (
            "baserow_list_rows",
            {"table_id": 48213, "page": 2, "size": 4, "user_field_names": True},
            br_page(
                48213,
                2,
                4,
                8,
                [
                    brow(i + 5, Name=n, Availability=a, Team=t, Safeguarding=s, Status=None)
                    for i, (n, a, t, s) in enumerate(VOLS[4:])
                ],
            ),
        ),
        (
            "baserow_list_rows",
            {
                "table_id": 48213,
                "user_field_names": True,
                "filter__Availability__equal": "Saturday AM",
                "filter__Safeguarding__boolean": False,
            },
            br_page(48213, 1, 100, 0, []),
        ),
        (
            "baserow_list_rows",
            {
                "table_id": 48213,
                "user_field_names": True,
                "filter__Availability__contains": "Saturday",
                "filter__Safeguarding__boolean": False,
            },
            br_page(
                48213,
                1,
                100,
                1,
                [
                    brow(
                        5,
                        Name="Elena Sousa",
                        Availability="Saturday PM",
                        Team="Warehouse",
                        Safeguarding=False,
                        Status=None,
                    )
                ],
            ),
        ),
    ],
)

S(
    "baserow",
    True,
    "Log today's three equipment checkouts into the Baserow loans table and then show me everything currently on loan.",
    [
        (
            "baserow_create_row",
            {
                "table_id": 51007,
                "user_field_names": True,
                "fields": {
                    "Item": "Canon R6 body #2",
                    "Borrower": "Jonas",
                    "Out": "2026-12-08",
                    "Due": "2026-12-15",
                },
            },
            J(
                brow(
                    211,
                    Item="Canon R6 body #2",
                    Borrower="Jonas",
                    Out="2026-12-08",
                    Due="2026-12-15",
                    Returned=False,
                )
            ),
        ),
        (
            "baserow_create_row",
            {
                "table_id": 51007,
                "user_field_names": True,
                "fields": {
                    "Item": "Rode NTG5",
                    "Borrower": "Maya",
                    "Out": "2026-12-08",
                    "Due": "2026-12-10",
                },
            },
            J(
                brow(
                    212,
                    Item="Rode NTG5",
                    Borrower="Maya",
                    Out="2026-12-08",
                    Due="2026-12-10",
                    Returned=False,
                )
            ),
        ),
        (
            "baserow_create_row",
            {
                "table_id": 51007,
                "user_field_names": True,
                "fields": {
                    "Item": "Aputure 300d",
                    "Borrower": "Maya",
                    "Out": "2026-12-08",
                    "Due": "2026-12-10",
                },
            },
            J(
                brow(
                    213,
                    Item="Aputure 300d",
                    Borrower="Maya",
                    Out="2026-12-08",
                    Due="2026-12-10",
                    Returned=False,
                )
            ),
        ),
        (
            "baserow_list_rows",
            {"table_id": 51007, "user_field_names": True, "filter__Returned__boolean": False},
            br_page(
                51007,
                1,
                100,
                5,
                [
                    brow(
                        198,
                        Item="DJI RS3 gimbal",
                        Borrower="Tomasz",
                        Out="2026-12-01",
                        Due="2026-12-05",
                        Returned=False,
                    ),
                    brow(
                        207,
                        Item="Sony FX3",
                        Borrower="Ines",
                        Out="2026-12-04",
                        Due="2026-12-11",
                        Returned=False,
                    ),
                    brow(
                        211,
                        Item="Canon R6 body #2",
                        Borrower="Jonas",
                        Out="2026-12-08",
                        Due="2026-12-15",
                        Returned=False,
                    ),
                    brow(
                        212,
                        Item="Rode NTG5",
                        Borrower="Maya",
                        Out="2026-12-08",
                        Due="2026-12-10",
                        Returned=False,
                    ),
                    brow(
                        213,
                        Item="Aputure 300d",
                        Borrower="Maya",
                        Out="2026-12-08",
                        Due="2026-12-10",
                        Returned=False,
                    ),
                ],
            ),
        ),
    ],
)

BR_EMPTY = J({"count": 0, "next": None, "previous": None, "results": []})

S(
    "baserow",
    False,
    "Find the invoices in the Baserow finance base that are overdue by more than 30 days and list the clients.",
    [
        (
            "baserow_list_tables",
            {"database_id": 9120},
            J(
                [
                    {"id": 60231, "name": "Invoices", "order": 1, "database_id": 9120},
                    {"id": 60232, "name": "Clients", "order": 2, "database_id": 9120},
                ]
            ),
        ),
        (
            "baserow_list_rows",
            {"table_id": 60231, "user_field_names": True, "filter__Status__equal": "Overdue"},
            BR_EMPTY,
        ),
        ("baserow_list_rows", {"table_id": 60231, "user_field_names": True}, BR_EMPTY),
        (
            "baserow_list_rows",
            {"table_id": 60231, "user_field_names": True, "view_id": 288410},
            BR_EMPTY,
        ),
        ("baserow_list_rows", {"table_id": 60232, "user_field_names": True}, BR_EMPTY),
        (
            "baserow_list_rows",
            {"table_id": 60231, "user_field_names": True, "search": "2026"},
            BR_EMPTY,
        ),
        (
            "baserow_list_rows",
            {"table_id": 60231, "user_field_names": True, "page": 2},
            J({"error": "ERROR_INVALID_PAGE", "detail": "Invalid page."}),
        ),
    ],
)


def nc_list(rows, page, size, total):
    return J(
        {
            "list": rows,
            "pageInfo": {
                "totalRows": total,
                "page": page,
                "pageSize": size,
                "isFirstPage": page == 1,
                "isLastPage": page * size >= total,
            },
        }
    )


S(
    "nocodb",
    True,
    "Go through the NocoDB bug tracker and give me all open P1 bugs assigned to the payments squad, with their ages.",
    [
        (
            "nocodb_list_records",
            {
                "tableId": "m8x2kq0lrv5d1ab",
                "where": "(Status,eq,Open)~and(Priority,eq,P1)",
                "limit": 3,
                "offset": 0,
            },
            nc_list(
                [
                    {
                        "Id": 114,
                        "Title": "Refund webhook retried forever on 410",
                        "Squad": "Payments",
                        "Priority": "P1",
                        "Status": "Open",
                        "CreatedAt": "2026-11-03 08:12:40+00:00",
                    },
                    {
                        "Id": 131,
                        "Title": "iOS share sheet crash on iPadOS 18.2",
                        "Squad": "Mobile",
                        "Priority": "P1",
                        "Status": "Open",
                        "CreatedAt": "2026-11-19 15:40:02+00:00",
                    },
                    {
                        "Id": 139,
                        "Title": "SEPA mandate reference truncated to 20 chars",
                        "Squad": "Payments",
                        "Priority": "P1",
                        "Status": "Open",
                        "CreatedAt": "2026-11-24 10:05:19+00:00",
                    },
                ],
                1,
                3,
                5,
            ),
        ),
        (
            "nocodb_list_records",
            {
                "tableId": "m8x2kq0lrv5d1ab",
                "where": "(Status,eq,Open)~and(Priority,eq,P1)",
                "limit": 3,
                "offset": 3,
            },
            nc_list(
                [
                    {
                        "Id": 146,
                        "Title": "Duplicate charge when 3DS times out",
                        "Squad": "Payments",
                        "Priority": "P1",
                        "Status": "Open",
                        "CreatedAt": "2026-12-01 19:44:51+00:00",
                    },
                    {
                        "Id": 150,
                        "Title": "Search index lag > 10 min",
                        "Squad": "Platform",
                        "Priority": "P1",
                        "Status": "Open",
                        "CreatedAt": "2026-12-05 07:30:00+00:00",
                    },
                ],
                2,
                3,
                5,
            ),
        ),
        (
            "nocodb_read_record",
            {"tableId": "m8x2kq0lrv5d1ab", "recordId": 146},
            J(
                {
                    "Id": 146,
                    "Title": "Duplicate charge when 3DS times out",
                    "Squad": "Payments",
                    "Priority": "P1",
                    "Status": "Open",
                    "Assignee": {
                        "id": "usr4k2",
                        "email": "r.osei@example.org",
                        "display_name": "Ruth Osei",
                    },
                    "Repro": "Card 4000 0027 6000 3184, close the challenge window after 60s, retry pay.",
                    "CreatedAt": "2026-12-01 19:44:51+00:00",
                    "UpdatedAt": "2026-12-07 11:02:33+00:00",
                }
            ),
        ),
        (
            "nocodb_count",
            {"tableId": "m8x2kq0lrv5d1ab", "where": "(Squad,eq,Payments)~and(Status,eq,Open)"},
            J({"count": 7}),
        ),
    ],
)

S(
    "nocodb",
    True,
    "Bump every 'Draft' article in the editorial NocoDB to 'In review' and assign them to Lena.",
    [
        (
            "nocodb_list_records",
            {
                "tableId": "mq1h7w3c0zz81ke",
                "where": "(State,eq,Draft)",
                "fields": "Id,Headline,State",
            },
            nc_list(
                [
                    {"Id": 22, "Headline": "What the new bike lanes cost", "State": "Draft"},
                    {"Id": 27, "Headline": "Inside the last VHS repair shop", "State": "Draft"},
                ],
                1,
                25,
                2,
            ),
        ),
        (
            "nocodb_update_records",
            {
                "tableId": "mq1h7w3c0zz81ke",
                "records": [
                    {"Id": 22, "State": "In review", "Editor": "Lena"},
                    {"Id": 27, "State": "In review", "Editor": "Lena"},
                ],
            },
            J([{"Id": 22}, {"Id": 27}]),
        ),
        (
            "nocodb_list_records",
            {
                "tableId": "mq1h7w3c0zz81ke",
                "where": "(State,eq,Draft)",
                "fields": "Id,Headline,State",
            },
            nc_list([], 1, 25, 0),
        ),
    ],
)

NC_AUTH = J({"msg": "Authentication required - Invalid token"})

S(
    "nocodb",
    False,
    "Export the attendee list for each of the four workshops from the events NocoDB, with dietary requirements.",
    [
        (
            "nocodb_list_records",
            {"tableId": "mz0p4ct82lka9qe", "where": "(Workshop,eq,Sourdough basics)"},
            NC_AUTH,
        ),
        (
            "nocodb_list_records",
            {"tableId": "mz0p4ct82lka9qe", "where": "(Workshop,eq,Knife skills)"},
            NC_AUTH,
        ),
        ("nocodb_list_records", {"tableId": "mz0p4ct82lka9qe"}, NC_AUTH),
        ("nocodb_list_tables", {"baseId": "p7ka0s1fmnx3c2d"}, NC_AUTH),
        (
            "nocodb_list_records",
            {"tableId": "mz0p4ct82lka9qe", "where": "(Workshop,eq,Fermentation)", "limit": 100},
            NC_AUTH,
        ),
        (
            "nocodb_list_records",
            {
                "tableId": "mz0p4ct82lka9qe",
                "where": "(Workshop,eq,Pasta from scratch)",
                "limit": 100,
            },
            NC_AUTH,
        ),
    ],
)

S(
    "grist",
    True,
    "In the Grist household budget, how much did we spend on groceries each month this autumn, and add the December rent payment.",
    [
        (
            "grist_sql",
            {
                "docId": "hG7kq2NcPz1xWm4aVb8rTe",
                "sql": "SELECT strftime('%Y-%m', Date, 'unixepoch') AS month, ROUND(SUM(Amount), 2) AS total FROM Transactions WHERE Category = 'Groceries' AND Date >= 1756684800 GROUP BY month ORDER BY month",
            },
            J(
                {
                    "statement": "SELECT strftime('%Y-%m', Date, 'unixepoch') AS month, ROUND(SUM(Amount), 2) AS total FROM Transactions WHERE Category = 'Groceries' AND Date >= 1756684800 GROUP BY month ORDER BY month",
                    "records": [
                        {"fields": {"month": "2026-09", "total": 612.4}},
                        {"fields": {"month": "2026-10", "total": 688.15}},
                        {"fields": {"month": "2026-11", "total": 597.82}},
                        {"fields": {"month": "2026-12", "total": 143.6}},
                    ],
                }
            ),
        ),
        (
            "grist_add_records",
            {
                "docId": "hG7kq2NcPz1xWm4aVb8rTe",
                "tableId": "Transactions",
                "records": [
                    {
                        "fields": {
                            "Date": 1764547200,
                            "Payee": "Hausverwaltung Krüger",
                            "Category": "Rent",
                            "Amount": 1340.0,
                        }
                    }
                ],
            },
            J({"records": [{"id": 1872}]}),
        ),
        (
            "grist_fetch_records",
            {
                "docId": "hG7kq2NcPz1xWm4aVb8rTe",
                "tableId": "Transactions",
                "filter": {"Category": ["Rent"]},
                "sort": "-Date",
                "limit": 2,
            },
            J(
                {
                    "records": [
                        {
                            "id": 1872,
                            "fields": {
                                "Date": 1764547200,
                                "Payee": "Hausverwaltung Krüger",
                                "Category": "Rent",
                                "Amount": 1340,
                                "Account": ["L", 2],
                            },
                        },
                        {
                            "id": 1701,
                            "fields": {
                                "Date": 1761955200,
                                "Payee": "Hausverwaltung Krüger",
                                "Category": "Rent",
                                "Amount": 1340,
                                "Account": ["L", 2],
                            },
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "grist",
    True,
    "Is there any plant in our Grist seed library that nobody has requested yet? If all have requests, just say so.",
    [
        (
            "grist_list_tables",
            {"docId": "s3Ed7LbRq9YtWz2Nc5Pv1x"},
            J(
                {
                    "tables": [
                        {
                            "id": "Seeds",
                            "fields": {
                                "primaryViewId": 1,
                                "summarySourceTable": 0,
                                "onDemand": False,
                                "rawViewSectionRef": 2,
                            },
                        },
                        {
                            "id": "Requests",
                            "fields": {
                                "primaryViewId": 3,
                                "summarySourceTable": 0,
                                "onDemand": False,
                                "rawViewSectionRef": 6,
                            },
                        },
                    ]
                }
            ),
        ),
        (
            "grist_sql",
            {
                "docId": "s3Ed7LbRq9YtWz2Nc5Pv1x",
                "sql": "SELECT s.Variety FROM Seeds s LEFT JOIN Requests r ON r.Seed = s.id WHERE r.id IS NULL",
            },
            J(
                {
                    "statement": "SELECT s.Variety FROM Seeds s LEFT JOIN Requests r ON r.Seed = s.id WHERE r.id IS NULL",
                    "records": [],
                }
            ),
        ),
        (
            "grist_sql",
            {
                "docId": "s3Ed7LbRq9YtWz2Nc5Pv1x",
                "sql": "SELECT COUNT(*) AS seeds, (SELECT COUNT(DISTINCT Seed) FROM Requests) AS requested FROM Seeds",
            },
            J(
                {
                    "statement": "SELECT COUNT(*) AS seeds, (SELECT COUNT(DISTINCT Seed) FROM Requests) AS requested FROM Seeds",
                    "records": [{"fields": {"seeds": 38, "requested": 38}}],
                }
            ),
        ),
    ],
)


def tb(rid, **f):
    return {"id": rid, "fields": f}


S(
    "teable",
    True,
    "Add the three new leads from the trade fair to the Teable CRM table and tell me which existing accounts share a company domain with them.",
    [
        (
            "teable_create_records",
            {
                "tableId": "tblQ8vX2pL0mN4kR",
                "records": [
                    {
                        "fields": {
                            "Name": "Aino Virtanen",
                            "Email": "aino@kestora.fi",
                            "Source": "Elmia 2026",
                        }
                    },
                    {
                        "fields": {
                            "Name": "Marcus Hall",
                            "Email": "m.hall@brightwell.co.uk",
                            "Source": "Elmia 2026",
                        }
                    },
                    {
                        "fields": {
                            "Name": "Sofie Dahl",
                            "Email": "sofie.dahl@nordvik.no",
                            "Source": "Elmia 2026",
                        }
                    },
                ],
            },
            J(
                {
                    "records": [
                        tb(
                            "recA1b2C3d4E5f6G7h",
                            Name="Aino Virtanen",
                            Email="aino@kestora.fi",
                            Source="Elmia 2026",
                        ),
                        tb(
                            "recH8i9J0k1L2m3N4o",
                            Name="Marcus Hall",
                            Email="m.hall@brightwell.co.uk",
                            Source="Elmia 2026",
                        ),
                        tb(
                            "recP5q6R7s8T9u0V1w",
                            Name="Sofie Dahl",
                            Email="sofie.dahl@nordvik.no",
                            Source="Elmia 2026",
                        ),
                    ]
                }
            ),
        ),
        (
            "teable_get_records",
            {"tableId": "tblAcc0unts9Xk2Lm", "search": ["kestora.fi", "Domain"]},
            J(
                {
                    "records": [
                        tb(
                            "recK3st0raAcc0unt1",
                            Company="Kestora Oy",
                            Domain="kestora.fi",
                            Owner="Pekka",
                            Tier="Gold",
                        )
                    ]
                }
            ),
        ),
        (
            "teable_get_records",
            {"tableId": "tblAcc0unts9Xk2Lm", "search": ["brightwell.co.uk", "Domain"]},
            J({"records": []}),
        ),
        (
            "teable_get_records",
            {"tableId": "tblAcc0unts9Xk2Lm", "search": ["nordvik.no", "Domain"]},
            J(
                {
                    "records": [
                        tb(
                            "recN0rdv1kAcc0unt2",
                            Company="Nordvik Maskin AS",
                            Domain="nordvik.no",
                            Owner="Kari",
                            Tier="Silver",
                        )
                    ]
                }
            ),
        ),
    ],
)

SEA_EXP = J({"detail": "Token expired."})

S(
    "seatable",
    False,
    "From the SeaTable inventory base, list all SKUs below reorder level per warehouse.",
    [
        (
            "seatable_sql",
            {"sql": "SELECT SKU, Warehouse, Stock, Reorder FROM Inventory WHERE Stock < Reorder"},
            SEA_EXP,
        ),
        ("seatable_list_rows", {"table_name": "Inventory", "limit": 100}, SEA_EXP),
        (
            "seatable_sql",
            {"sql": "SELECT SKU, Stock FROM Inventory WHERE Warehouse = 'Leeds'"},
            SEA_EXP,
        ),
        (
            "seatable_sql",
            {"sql": "SELECT SKU, Stock FROM Inventory WHERE Warehouse = 'Bristol'"},
            SEA_EXP,
        ),
        ("seatable_metadata", {}, SEA_EXP),
        ("seatable_list_rows", {"table_name": "Inventory", "view_name": "Low stock"}, SEA_EXP),
    ],
)

S(
    "seatable",
    True,
    "Which SeaTable project rows changed status this week? Then archive the ones that are Done.",
    [
        (
            "seatable_sql",
            {
                "sql": "SELECT _id, Project, Status, _mtime FROM Projects WHERE _mtime > '2026-12-01' ORDER BY _mtime DESC"
            },
            J(
                {
                    "metadata": [
                        {"key": "0000", "name": "Project", "type": "text"},
                        {"key": "Ab3x", "name": "Status", "type": "single-select"},
                        {"key": "_mtime", "name": "_mtime", "type": "mtime"},
                    ],
                    "results": [
                        {
                            "_id": "Qm3sT8xFR0a7vYkLc2pN1g",
                            "Project": "Harbour signage",
                            "Status": "Done",
                            "_mtime": "2026-12-05T16:22:10.004+00:00",
                        },
                        {
                            "_id": "Lx9dW0eB3hJkP5sZq7mR2a",
                            "Project": "Library app v2",
                            "Status": "Blocked",
                            "_mtime": "2026-12-04T09:10:43.551+00:00",
                        },
                        {
                            "_id": "Vn4cY1gH6tRm0oUe8wKb3s",
                            "Project": "Park benches audit",
                            "Status": "Done",
                            "_mtime": "2026-12-02T13:47:29.118+00:00",
                        },
                    ],
                    "success": True,
                }
            ),
        ),
        (
            "seatable_update_rows",
            {
                "table_name": "Projects",
                "updates": [
                    {"row_id": "Qm3sT8xFR0a7vYkLc2pN1g", "row": {"Archived": True}},
                    {"row_id": "Vn4cY1gH6tRm0oUe8wKb3s", "row": {"Archived": True}},
                ],
            },
            J({"success": True}),
        ),
        (
            "seatable_sql",
            {"sql": "SELECT Project FROM Projects WHERE Status = 'Done' AND Archived = false"},
            J(
                {
                    "metadata": [{"key": "0000", "name": "Project", "type": "text"}],
                    "results": [],
                    "success": True,
                }
            ),
        ),
    ],
)

ROWS_STALE = J(
    {
        "items": [
            ["Region", "Q3 Target", "Q3 Actual"],
            ["North", "120000", "0"],
            ["South", "95000", "0"],
            ["East", "110000", "0"],
        ]
    }
)

S(
    "rows",
    False,
    "Pull Q4 actuals by region from the Rows sales dashboard and compare with target.",
    [
        (
            "rows_get_values",
            {"spreadsheet_id": "4Gk2pQ9zX1", "table_id": "t-9a8b7c", "range": "A1:C4"},
            ROWS_STALE,
        ),
        (
            "rows_get_values",
            {"spreadsheet_id": "4Gk2pQ9zX1", "table_id": "t-9a8b7c", "range": "A1:E10"},
            ROWS_STALE,
        ),
        (
            "rows_list_tables",
            {"spreadsheet_id": "4Gk2pQ9zX1"},
            J(
                {
                    "id": "4Gk2pQ9zX1",
                    "name": "Sales dashboard (copy)",
                    "pages": [
                        {
                            "id": "p-01",
                            "name": "Q3",
                            "tables": [{"id": "t-9a8b7c", "name": "Targets"}],
                        }
                    ],
                }
            ),
        ),
        (
            "rows_get_values",
            {"spreadsheet_id": "4Gk2pQ9zX1", "table_id": "t-9a8b7c", "range": "A1:Z50"},
            ROWS_STALE,
        ),
        (
            "rows_get_values",
            {"spreadsheet_id": "4Gk2pQ9zX1", "table_id": "t-9a8b7c", "range": "D1:H10"},
            ROWS_STALE,
        ),
        (
            "rows_get_values",
            {"spreadsheet_id": "4Gk2pQ9zX1", "table_id": "t-9a8b7c", "range": "A1:C4"},
            ROWS_STALE,
        ),
    ],
)

S(
    "rows",
    True,
    "Append this week's ad spend (Meta 1,240; Google 2,085; TikTok 410) to the Rows marketing table and read back the running total.",
    [
        (
            "rows_append_values",
            {
                "spreadsheet_id": "9Lm3Vb7Qa2",
                "table_id": "t-spend",
                "range": "A:C",
                "values": [
                    ["2026-W49", "Meta", "1240"],
                    ["2026-W49", "Google", "2085"],
                    ["2026-W49", "TikTok", "410"],
                ],
            },
            J(
                {
                    "items": [
                        ["2026-W49", "Meta", "1240"],
                        ["2026-W49", "Google", "2085"],
                        ["2026-W49", "TikTok", "410"],
                    ]
                }
            ),
        ),
        (
            "rows_get_values",
            {"spreadsheet_id": "9Lm3Vb7Qa2", "table_id": "t-spend", "range": "E1:F2"},
            J({"items": [["Running total", "Last week"], ["48,913", "3,735"]]}),
        ),
    ],
)


# ---------------------------------------------------------------- lyrics and song facts


def mxm(body, code=200, t=0.00912, available=None):
    h = {"status_code": code, "execute_time": t}
    if available is not None:
        h["available"] = available
    return C({"message": {"header": h, "body": body}})


def mtrack(tid, name, artist, album, lyrics=1, rating=55):
    return {
        "track": {
            "track_id": tid,
            "track_name": name,
            "track_rating": rating,
            "commontrack_id": tid // 3,
            "instrumental": 0,
            "explicit": 0,
            "has_lyrics": lyrics,
            "has_subtitles": lyrics,
            "has_richsync": 0,
            "num_favourite": num(name, 3, 900),
            "album_id": num(album, 10000000, 59999999),
            "album_name": album,
            "artist_id": num(artist, 100000, 999999),
            "artist_name": artist,
            "track_share_url": f"https://www.musixmatch.com/lyrics/{artist.replace(' ', '-')}/{name.replace(' ', '-')}",
            "restricted": 0,
            "updated_time": "2025-03-14T09:21:44Z",
        }
    }


MXM_NOTICE = "\n...\n\n******* This Lyrics is NOT for Commercial use *******"
MXM_401 = mxm([], 401, 0.00231)

S(
    "musixmatch",
    True,
    "I half-remember a song with the line 'paper lanterns on the harbour wall'. Find it, and tell me who wrote it and what album it's on.",
    [
        (
            "musixmatch_track_search",
            {
                "q_lyrics": "paper lanterns on the harbour wall",
                "page_size": 3,
                "s_track_rating": "desc",
            },
            mxm(
                {
                    "track_list": [
                        mtrack(
                            248810231, "Harbour Wall", "The Lowfield Choir", "Tidelines", rating=61
                        ),
                        mtrack(
                            196002114,
                            "Lanterns",
                            "Maren Holt",
                            "Northern Lights (Deluxe)",
                            rating=38,
                        ),
                    ]
                },
                available=2,
            ),
        ),
        (
            "musixmatch_track_lyrics_get",
            {"track_id": 248810231},
            mxm(
                {
                    "lyrics": {
                        "lyrics_id": 30118842,
                        "explicit": 0,
                        "lyrics_body": "Paper lanterns on the harbour wall\nWe counted boats until the tide came in\nYou said the town was never small\nIt only kept its voices thin"
                        + MXM_NOTICE,
                        "script_tracking_url": "https://tracking.musixmatch.com/t1.0/m_js/e_1/sn_0/l_30118842/su_0/rs_0/tr_3vUCA",
                        "pixel_tracking_url": "https://tracking.musixmatch.com/t1.0/m_img/e_1/sn_0/l_30118842/su_0/rs_0/tr_3vUCA",
                        "lyrics_copyright": "Lyrics powered by www.musixmatch.com. This Lyrics is NOT for Commercial use and only 30% of the lyrics are returned.",
                        "updated_time": "2024-05-02T11:40:18Z",
                    }
                }
            ),
        ),
        (
            "musixmatch_track_get",
            {"track_id": 248810231},
            mxm(
                {
                    "track": {
                        **mtrack(
                            248810231, "Harbour Wall", "The Lowfield Choir", "Tidelines", rating=61
                        )["track"],
                        "primary_genres": {
                            "music_genre_list": [
                                {
                                    "music_genre": {
                                        "music_genre_id": 1210,
                                        "music_genre_parent_id": 34,
                                        "music_genre_name": "Folk",
                                        "music_genre_name_extended": "Singer/Songwriter / Folk",
                                        "music_genre_vanity": "Singer-Songwriter-Folk",
                                    }
                                }
                            ]
                        },
                    }
                }
            ),
        ),
        (
            "musixmatch_album_get",
            {"album_id": num("Tidelines", 10000000, 59999999)},
            mxm(
                {
                    "album": {
                        "album_id": num("Tidelines", 10000000, 59999999),
                        "album_name": "Tidelines",
                        "album_rating": 44,
                        "album_release_date": "2019-09-20",
                        "artist_id": num("The Lowfield Choir", 100000, 999999),
                        "artist_name": "The Lowfield Choir",
                        "album_label": "Gullhouse Records",
                        "album_copyright": "℗ 2019 Gullhouse Records",
                        "album_track_count": 11,
                    }
                }
            ),
        ),
    ],
)

S(
    "musixmatch",
    True,
    "Does Musixmatch have synced lyrics for these three tracks on my karaoke list? I only need yes/no per track.",
    [
        (
            "musixmatch_matcher_track_get",
            {"q_track": "Vesper Lights", "q_artist": "Juno Park"},
            mxm({"track": mtrack(301122877, "Vesper Lights", "Juno Park", "Small Hours")["track"]}),
        ),
        (
            "musixmatch_matcher_track_get",
            {"q_track": "Sugar Road", "q_artist": "The Mayhews"},
            mxm(
                {
                    "track": {
                        **mtrack(
                            118822001, "Sugar Road", "The Mayhews", "Dustbowl Sessions", lyrics=1
                        )["track"],
                        "has_subtitles": 0,
                    }
                }
            ),
        ),
        (
            "musixmatch_matcher_track_get",
            {"q_track": "Ninety Nine Steps", "q_artist": "Okra Bloom"},
            mxm([], 404, 0.0114),
        ),
        (
            "musixmatch_track_search",
            {"q_track": "Ninety Nine Steps", "q_artist": "Okra Bloom", "page_size": 5},
            mxm({"track_list": []}, available=0),
        ),
    ],
)

S(
    "musixmatch",
    False,
    "Get the lyrics language and explicit flag for each of the 8 tracks on the playlist we're sending to the school radio.",
    [
        (
            "musixmatch_track_search",
            {"q_track": "Sunday Static", "q_artist": "Pale Orchard", "page_size": 1},
            MXM_401,
        ),
        (
            "musixmatch_track_search",
            {"q_track": "Fold", "q_artist": "Inez Marr", "page_size": 1},
            MXM_401,
        ),
        (
            "musixmatch_track_search",
            {"q_track": "Copper Sky", "q_artist": "The Reeve Brothers", "page_size": 1},
            MXM_401,
        ),
        (
            "musixmatch_matcher_lyrics_get",
            {"q_track": "Sunday Static", "q_artist": "Pale Orchard"},
            MXM_401,
        ),
        ("musixmatch_track_search", {"q": "Pale Orchard Sunday Static"}, MXM_401),
        (
            "musixmatch_track_search",
            {"q_track": "Northbound", "q_artist": "Kaito & the Shoals", "page_size": 1},
            MXM_401,
        ),
        (
            "musixmatch_track_search",
            {"q_track": "Lemonwood", "q_artist": "Dara Quinn", "page_size": 1},
            MXM_401,
        ),
    ],
)

S(
    "lyricsovh",
    True,
    "Check which of these four songs lyrics.ovh has lyrics for: 'Rivers of Tin' by Hollow Coast, 'Glasshouse' by Mira Sand, 'Ninety Nine Steps' by Okra Bloom, 'Lantern Man' by Fenwick.",
    [
        (
            "lyricsovh_get",
            {"artist": "Hollow Coast", "title": "Rivers of Tin"},
            J(
                {
                    "lyrics": "Rivers of tin run under the street\r\nThe rain keeps time with the traffic's beat\r\n\n\nAnd I'm still here where the tram lines meet"
                }
            ),
        ),
        (
            "lyricsovh_get",
            {"artist": "Mira Sand", "title": "Glasshouse"},
            J(
                {
                    "lyrics": "Paroles de la chanson Glasshouse par Mira Sand\r\nWe built it out of windows\nSo nothing could stay hid\nNow every stone you're holding\nIs the one you never did"
                }
            ),
        ),
        (
            "lyricsovh_get",
            {"artist": "Okra Bloom", "title": "Ninety Nine Steps"},
            J({"error": "No lyrics found"}),
        ),
        (
            "lyricsovh_get",
            {"artist": "Fenwick", "title": "Lantern Man"},
            J(
                {
                    "lyrics": "Out on the fen the lantern man\r\nWalks where the water was land\r\nFollow his light and you'll never come home"
                }
            ),
        ),
    ],
)

S(
    "lyricsovh",
    False,
    "Fetch lyrics for the six songs in the setlist so I can make a lyric sheet for rehearsal.",
    [
        (
            "lyricsovh_get",
            {"artist": "Hollow Coast", "title": "Rivers of Tin"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
        (
            "lyricsovh_get",
            {"artist": "Fenwick", "title": "Lantern Man"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
        (
            "lyricsovh_get",
            {"artist": "Mira Sand", "title": "Glasshouse"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
        (
            "lyricsovh_get",
            {"artist": "Juno Park", "title": "Vesper Lights"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
        (
            "lyricsovh_get",
            {"artist": "The Mayhews", "title": "Sugar Road"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
        (
            "lyricsovh_suggest",
            {"term": "Sugar Road Mayhews"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>",
        ),
    ],
)

S(
    "lyricfind",
    True,
    "We're licensing lyrics for the in-app display: does LyricFind have display rights in Germany and Japan for 'Harbour Wall' by The Lowfield Choir?",
    [
        (
            "lyricfind_search",
            {"artist": "The Lowfield Choir", "track": "Harbour Wall", "territory": "DE"},
            J(
                {
                    "response": {"code": 100, "description": "SUCCESS"},
                    "totalresults": 1,
                    "totalpages": 1,
                    "tracks": [
                        {
                            "lfid": "001-8712244",
                            "instrumental": False,
                            "viewable": True,
                            "has_lrc": True,
                            "title": "Harbour Wall",
                            "duration": "3:52",
                            "artists": [{"name": "The Lowfield Choir", "lfid": "a-339120"}],
                            "album": {"title": "Tidelines", "year": 2019},
                            "score": 97.4,
                        }
                    ],
                }
            ),
        ),
        (
            "lyricfind_lyric",
            {"trackid": "lfid:001-8712244", "territory": "DE", "format": "lrc"},
            J(
                {
                    "response": {"code": 101, "description": "SUCCESS: LICENSE, LYRICS"},
                    "track": {
                        "lfid": "001-8712244",
                        "title": "Harbour Wall",
                        "artist": {"name": "The Lowfield Choir"},
                        "has_lrc": True,
                        "copyright": "Lyrics © Gullhouse Music Publishing",
                        "writer": "Tamsin Reay / Owen Fairley",
                        "lrc": [
                            {
                                "line": "Paper lanterns on the harbour wall",
                                "milliseconds": "14210",
                                "duration": "3120",
                            },
                            {
                                "line": "We counted boats until the tide came in",
                                "milliseconds": "17330",
                                "duration": "3610",
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "lyricfind_lyric",
            {"trackid": "lfid:001-8712244", "territory": "JP", "format": "lrc"},
            J(
                {
                    "response": {"code": 102, "description": "SUCCESS: NO LICENSE, LYRICS"},
                    "track": {
                        "lfid": "001-8712244",
                        "title": "Harbour Wall",
                        "artist": {"name": "The Lowfield Choir"},
                        "viewable": False,
                    },
                }
            ),
        ),
    ],
)


def fetched(url, md):
    return f"Contents of {url}:\n{md}"


S(
    "songfacts",
    True,
    "Tell me two interesting facts about how 'Rivers of Tin' by Hollow Coast was written, from Songfacts, and whether there's an interview with the band there.",
    [
        (
            "fetch",
            {"url": "https://www.songfacts.com/search/songs/rivers-of-tin"},
            fetched(
                "https://www.songfacts.com/search/songs/rivers-of-tin",
                "## Songfacts search: rivers of tin\n\n* [Rivers of Tin](https://www.songfacts.com/facts/hollow-coast/rivers-of-tin) - Hollow Coast\n",
            ),
        ),
        (
            "fetch",
            {"url": "https://www.songfacts.com/facts/hollow-coast/rivers-of-tin"},
            fetched(
                "https://www.songfacts.com/facts/hollow-coast/rivers-of-tin",
                "# Rivers of Tin by Hollow Coast\n\nAlbum: *Tram Lines* (2018)\n\n- Singer Niamh Cairns wrote the song on the night bus home from a shift at a Glasgow bakery; the 'tin' is the corrugated roofing of the depot she passed every night.\n- The rattling percussion on the track is a biscuit tin filled with washers, recorded in the band's stairwell.\n- It was used in the closing scene of the BBC drama *Clydeside* (series 2).\n",
            ),
        ),
        (
            "fetch",
            {"url": "https://www.songfacts.com/interviews"},
            fetched(
                "https://www.songfacts.com/interviews",
                "# Songwriter Interviews\n\nMost recent:\n\n* [Maren Holt](https://www.songfacts.com/blog/interviews/maren-holt)\n* [The Reeve Brothers](https://www.songfacts.com/blog/interviews/the-reeve-brothers)\n* [Dara Quinn](https://www.songfacts.com/blog/interviews/dara-quinn)\n\n[Browse all interviews A-Z](https://www.songfacts.com/interviews/a-z)\n",
            ),
        ),
        (
            "fetch",
            {"url": "https://www.songfacts.com/interviews/a-z?letter=h"},
            fetched(
                "https://www.songfacts.com/interviews/a-z?letter=h",
                "# Songwriter Interviews: H\n\n* [Hanna Berg](https://www.songfacts.com/blog/interviews/hanna-berg)\n* [Harlan Vos](https://www.songfacts.com/blog/interviews/harlan-vos)\n* [Hazel Ortega](https://www.songfacts.com/blog/interviews/hazel-ortega)\n",
            ),
        ),
    ],
)

S(
    "tunefind",
    True,
    "Which songs played in season 2 episode 4 of 'Clydeside', and in which scenes?",
    [
        (
            "tunefind_show_episodes",
            {"show": "clydeside", "season": 2},
            J(
                {
                    "id": 20117,
                    "name": "Season 2",
                    "episodes": [
                        {"id": 301842, "number": 1, "name": "The Crossing", "song_count": 6},
                        {"id": 301843, "number": 2, "name": "Overtime", "song_count": 4},
                        {"id": 301844, "number": 3, "name": "Ferry Lights", "song_count": 5},
                        {"id": 301845, "number": 4, "name": "Last Orders", "song_count": 3},
                    ],
                }
            ),
        ),
        (
            "tunefind_episode_songs",
            {"episode_id": 301845},
            J(
                {
                    "id": 301845,
                    "name": "Last Orders",
                    "air_date": "2025-02-16",
                    "songs": [
                        {
                            "id": "so-8812011",
                            "name": "Copper Sky",
                            "artist": {"id": "ar-4410", "name": "The Reeve Brothers"},
                            "scene": "Morag drives to the shipyard at dawn",
                            "find_count": 211,
                        },
                        {
                            "id": "so-8812012",
                            "name": "Fold",
                            "artist": {"id": "ar-9932", "name": "Inez Marr"},
                            "scene": "Pub lock-in; Callum and Jess argue",
                            "find_count": 97,
                        },
                        {
                            "id": "so-8812013",
                            "name": "Rivers of Tin",
                            "artist": {"id": "ar-1187", "name": "Hollow Coast"},
                            "scene": "Final scene / end credits",
                            "find_count": 1420,
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "whosampled",
    True,
    "Has anyone sampled 'Copper Sky' by The Reeve Brothers? If so, list the tracks.",
    [
        (
            "fetch",
            {"url": "https://www.whosampled.com/The-Reeve-Brothers/Copper-Sky/"},
            fetched(
                "https://www.whosampled.com/The-Reeve-Brothers/Copper-Sky/",
                "# Copper Sky by The Reeve Brothers\n\nAlbum: Dry County (2012)\nGenre: Rock / Pop\n\n## Sampled in 2 songs\n\n* **Skyline Refrain** by DJ Ostara (2021) - Hook / Riff\n* **Copper** by Lil Tam ft. Reno (2023) - Multiple Elements\n\n## Contains samples of 0 songs\n",
            ),
        ),
        (
            "fetch",
            {
                "url": "https://www.whosampled.com/sample/902114/DJ-Ostara-Skyline-Refrain-The-Reeve-Brothers-Copper-Sky/"
            },
            fetched(
                "https://www.whosampled.com/sample/902114/DJ-Ostara-Skyline-Refrain-The-Reeve-Brothers-Copper-Sky/",
                "# DJ Ostara's 'Skyline Refrain' sample of The Reeve Brothers's 'Copper Sky'\n\nSample appears at 0:12 (and throughout) in Skyline Refrain\nSampled element appears at 1:44 in Copper Sky\n\nElement sampled: Hook / Riff\n\nSubmitted by lowbassline\n",
            ),
        ),
    ],
)

WS_CF = fetched(
    "https://www.whosampled.com/", CF_PAGE.format(host="whosampled.com", ray="8f0c3c1d77a2e9f4")
)

S(
    "whosampled",
    False,
    "For the liner notes, list every sample used on Lil Tam's album 'Copper' and which original songs they came from.",
    [
        (
            "fetch",
            {"url": "https://www.whosampled.com/album/Lil-Tam/Copper/"},
            WS_CF.replace(
                "https://www.whosampled.com/", "https://www.whosampled.com/album/Lil-Tam/Copper/"
            ),
        ),
        (
            "fetch",
            {"url": "https://www.whosampled.com/Lil-Tam/Copper/"},
            WS_CF.replace(
                "https://www.whosampled.com/", "https://www.whosampled.com/Lil-Tam/Copper/"
            ),
        ),
        (
            "fetch",
            {"url": "https://www.whosampled.com/Lil-Tam/samples/"},
            WS_CF.replace(
                "https://www.whosampled.com/", "https://www.whosampled.com/Lil-Tam/samples/"
            ),
        ),
        (
            "fetch",
            {"url": "https://www.whosampled.com/search/?q=Lil+Tam+Copper"},
            WS_CF.replace(
                "https://www.whosampled.com/", "https://www.whosampled.com/search/?q=Lil+Tam+Copper"
            ),
        ),
        (
            "fetch",
            {"url": "https://www.whosampled.com/Lil-Tam/Neon-Ferry/"},
            WS_CF.replace(
                "https://www.whosampled.com/", "https://www.whosampled.com/Lil-Tam/Neon-Ferry/"
            ),
        ),
        (
            "fetch",
            {"url": "https://www.whosampled.com/Lil-Tam/"},
            WS_CF.replace("https://www.whosampled.com/", "https://www.whosampled.com/Lil-Tam/"),
        ),
    ],
)


# ---------------------------------------------------------------- output


def main(out: Path = OUT) -> None:
    lines = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            row = {
                "source": f"heldout77/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
