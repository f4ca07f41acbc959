"""Build ``tool_heldout67.jsonl``: a held-out fixture of agent sessions (real-runs format).

Run ``python tests/data/tool_heldout67_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness; identifiers come from hashes of fixed strings).
Every session is hand-written. Five domain groups, each with successful sessions (made hard:
paging, polling, legitimately empty answers, terse acknowledgements) and failing sessions (a
source failed silently and the agent kept calling).

Where each format comes from, and how sure I am of it:

Statistics agencies
- bls: BLS Public Data API v2 (POST /publicAPI/v2/timeseries/data/). The envelope
  ``status``/``responseTime``/``message``/``Results.series[].data[]`` with string values,
  ``periodName``, ``latest`` and ``footnotes`` is as documented; the daily-threshold
  message text is BLS's own. Sure.
- imf: IMF DataMapper API v1 (/external/datamapper/api/v1/<indicator>/<country>), returning
  ``{"values": {IND: {ISO3: {year: value}}}, "api": {...}}``. Fairly sure.
- oecd: OECD .Stat SDMX REST (sdmx.oecd.org/public/rest/data/...) with
  ``format=csvfilewithlabels``; "NoRecordsFound" and a 429 body as the gateway returns it.
  CSV columns fairly sure; error bodies less sure.
- ecb: ECB Data Portal (data-api.ecb.europa.eu/service/data/...?format=csvdata), CSV with
  KEY,FREQ,...,TIME_PERIOD,OBS_VALUE; the failing session is a caching proxy in front of it.
  Columns fairly sure.
- statcan: Statistics Canada WDS (getCubeMetadata, getSeriesInfoFromVector,
  getDataFromVectorsAndLatestNPeriods), ``[{"status": "SUCCESS", "object": {...}}]``. Field
  names fairly sure; the outage page is written as a generic government maintenance page.
- ons: ONS API (api.beta.ons.gov.uk/v1: /search, /datasets/{id}, editions, versions,
  observations). Fairly sure of the shapes, less of every field.

Campaign finance and lobbying
- opensecrets: OpenSecrets API (output=json: getLegislators, candSummary, candContrib,
  candIndustry) with the ``{"response": {...{"@attributes": {...}}}}`` shape. Fairly sure;
  the limit-exceeded text is a guess at its plain-text error.
- followthemoney: FollowTheMoney API (api.followthemoney.org, mode=json) with
  ``metaInfo.paging`` and ``records`` of nested ``{"Field": {"Field": value}}``. Fairly sure.
- lobbyview: LobbyView REST API; low confidence in field names (written from its published
  data tables: client_name, bill_id, report_uuid, issue codes).
- senate-lda: Senate LDA REST API (lda.senate.gov/api/v1/filings/, /registrants/,
  /contributions/): Django REST Framework pages ``count/next/previous/results``; the
  throttle body is DRF's standard text. Sure.
- ukec: UK Electoral Commission search (search.electoralcommission.org.uk/api/search/Donations)
  with ``Result``/``Total`` and ``/Date(ms)/`` dates. Medium confidence.

Geocoders
- census-geocoder: US Census Geocoder (geocoding.geo.census.gov/geocoder, onelineaddress and
  geographies/coordinates, format=json). Sure of the ``result.addressMatches`` shape.
- ors: OpenRouteService v2 directions/matrix/isochrones JSON. Fairly sure.
- locationiq: LocationIQ search/reverse (Nominatim-shaped arrays) and its error bodies
  ``{"error": "Unable to geocode"}``, ``{"error": "Rate Limited Day"}``. Sure.
- photon: Photon (photon.komoot.io/api) GeoJSON FeatureCollection. Sure.
- opencage: OpenCage geocode v1 JSON with ``rate``, ``status``, ``total_results``; the 402
  quota body. Sure.
- positionstack: positionstack forward/reverse ``{"data": [...]}`` and the apilayer-style
  ``{"error": {"code": "usage_limit_reached", ...}}``. Fairly sure.

Ride-hailing and micromobility
- uber: Uber Riders API v1.2 (estimates/price, estimates/time, requests, requests/{id},
  history). Fairly sure (the API is now partner-only); the 401 body is Uber's documented one.
- lyft: Lyft public API v1 (cost, eta, rides, rides/{id}) and its OAuth error body. Fairly sure.
- gbfs: GBFS 2.3 feeds (gbfs.json, system_information, station_information, station_status,
  free_bike_status) as Lime, Tier/Dott and Bolt publish them. Sure.
- bolt: Bolt Business rides API; low confidence (written as a plain REST JSON API).

Vacation rental management
- airbnb: Airbnb's partner (host) API through an MCP-style wrapper; low confidence in field
  names (the API is not public).
- vrbo: Vrbo/Expedia partner listing API through a wrapper; low confidence.
- lodgify: Lodgify API v2 (properties, availability, quote, reservations/bookings). Medium.
- smoobu: Smoobu API (/api/reservations with page_count/total_items/bookings, /api/rates,
  POST reservations -> {"id": ...}). Fairly sure.
- beds24: Beds24 API v2 (``{"success": true, "type": "booking", "count", "pages", "data"}``).
  Fairly sure of the envelope; the expired-token body is medium.
- hospitable: Hospitable public API v2 (``data``/``links``/``meta`` pages). Medium.
"""

# ruff: noqa: E501
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout67.jsonl")


def hid(seed: str, n: int = 8) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def num(seed: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def j(v, indent=None) -> str:
    return json.dumps(v, indent=indent)


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []
_COUNT: dict[tuple[str, bool], int] = {}


def session(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    key = (family, ok)
    _COUNT[key] = _COUNT.get(key, 0) + 1
    run_id = f"{family}-{'ok' if ok else 'fail'}-{_COUNT[key]}"
    SESSIONS.append((family, run_id, ok, task, calls))


# ---------------------------------------------------------------- statistics agencies


def bls_ok(series: list[tuple[str, list[tuple[str, str, str, str]]]], msgs=(), rt=211) -> str:
    out = []
    for sid, data in series:
        rows = []
        for i, (y, p, pn, v) in enumerate(data):
            row = {"year": y, "period": p, "periodName": pn}
            if i == 0:
                row["latest"] = "true"
            row.update({"value": v, "footnotes": [{}]})
            rows.append(row)
        out.append({"seriesID": sid, "data": rows})
    return j(
        {
            "status": "REQUEST_SUCCEEDED",
            "responseTime": rt,
            "message": list(msgs),
            "Results": {"series": out},
        }
    )


BLS_LIMIT = (
    "Request could not be serviced, as the daily threshold for total number of requests "
    "allocated to the user has been reached."
)


def bls_limited(rt: int) -> str:
    return j(
        {
            "status": "REQUEST_NOT_PROCESSED",
            "responseTime": rt,
            "message": [BLS_LIMIT],
            "Results": {},
        }
    )


session(
    "bls",
    True,
    "Compare CPI-U all items, food and energy over the last three months of 2024.",
    [
        (
            "bls_timeseries",
            {"seriesid": ["CUUR0000SA0"], "startyear": "2024", "endyear": "2024"},
            bls_ok(
                [
                    (
                        "CUUR0000SA0",
                        [
                            ("2024", "M12", "December", "315.605"),
                            ("2024", "M11", "November", "315.493"),
                            ("2024", "M10", "October", "315.664"),
                        ],
                    )
                ]
            ),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CUUR0000SAF1"], "startyear": "2024", "endyear": "2024"},
            bls_ok(
                [
                    (
                        "CUUR0000SAF1",
                        [
                            ("2024", "M12", "December", "335.951"),
                            ("2024", "M11", "November", "335.087"),
                            ("2024", "M10", "October", "334.646"),
                        ],
                    )
                ],
                rt=187,
            ),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CUUR0000SA0E"], "startyear": "2024", "endyear": "2024"},
            bls_ok(
                [
                    (
                        "CUUR0000SA0E",
                        [
                            ("2024", "M12", "December", "272.190"),
                            ("2024", "M11", "November", "271.477"),
                            ("2024", "M10", "October", "274.226"),
                        ],
                    )
                ],
                rt=164,
            ),
        ),
        (
            "bls_series_catalog",
            {"seriesid": "CUUR0000SA0E"},
            j(
                {
                    "series_id": "CUUR0000SA0E",
                    "series_title": "Energy in U.S. city average, all urban consumers, not seasonally adjusted",
                    "seasonality": "Not Seasonally Adjusted",
                    "area": "U.S. city average",
                    "item": "Energy",
                    "base_period": "1982-84=100",
                    "periodicity": "Monthly",
                }
            ),
        ),
    ],
)

session(
    "bls",
    True,
    "Get the unemployment rate for 2025 so far and say whether October 2025 was published.",
    [
        (
            "bls_timeseries",
            {"seriesid": ["LNS14000000"], "startyear": "2025", "endyear": "2025"},
            bls_ok(
                [
                    (
                        "LNS14000000",
                        [
                            ("2025", "M09", "September", "4.4"),
                            ("2025", "M08", "August", "4.3"),
                            ("2025", "M07", "July", "4.2"),
                            ("2025", "M06", "June", "4.1"),
                            ("2025", "M05", "May", "4.2"),
                            ("2025", "M04", "April", "4.2"),
                            ("2025", "M03", "March", "4.2"),
                            ("2025", "M02", "February", "4.1"),
                            ("2025", "M01", "January", "4.0"),
                        ],
                    )
                ],
                msgs=["No Data Available for Series LNS14000000 Period M10 Year 2025"],
            ),
        ),
        (
            "bls_release_calendar",
            {"release": "empsit", "year": 2025},
            "Release                        Reference month   Release date\n"
            "The Employment Situation       September 2025    2025-11-20\n"
            "The Employment Situation       October 2025      (not released; combined with November)\n"
            "The Employment Situation       November 2025     2025-12-16\n",
        ),
        (
            "bls_timeseries",
            {"seriesid": ["LNS14000000"], "startyear": "2025", "endyear": "2025", "latest": True},
            bls_ok([("LNS14000000", [("2025", "M09", "September", "4.4")])], rt=96),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["LNS14000000"], "startyear": "2024", "endyear": "2024", "latest": True},
            bls_ok([("LNS14000000", [("2024", "M12", "December", "4.1")])], rt=102),
        ),
    ],
)

session(
    "bls",
    False,
    "Pull average hourly earnings for manufacturing, retail and leisure for the last 5 years.",
    [
        (
            "bls_timeseries",
            {"seriesid": ["CES3000000003"], "startyear": "2021", "endyear": "2025"},
            bls_limited(38),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CES4200000003"], "startyear": "2021", "endyear": "2025"},
            bls_limited(31),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CES7000000003"], "startyear": "2021", "endyear": "2025"},
            bls_limited(29),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CES3000000003"], "startyear": "2025", "endyear": "2025"},
            bls_limited(33),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CES0500000003"], "startyear": "2024", "endyear": "2025"},
            bls_limited(27),
        ),
        (
            "bls_timeseries",
            {
                "seriesid": ["CES3000000003", "CES4200000003"],
                "startyear": "2023",
                "endyear": "2023",
            },
            bls_limited(30),
        ),
        (
            "bls_timeseries",
            {"seriesid": ["CES7000000003"], "startyear": "2022", "endyear": "2022"},
            bls_limited(28),
        ),
    ],
)


def imf(ind: str, vals: dict) -> str:
    return j({"values": {ind: vals}, "api": {"version": "1", "output-method": "json"}})


session(
    "imf",
    True,
    "What does the IMF WEO project for real GDP growth in Argentina, Brazil and Chile for 2025-2026, and what is Argentina's inflation forecast?",
    [
        (
            "imf_datamapper",
            {"indicator": "NGDP_RPCH", "countries": ["ARG"], "periods": ["2025", "2026"]},
            imf("NGDP_RPCH", {"ARG": {"2025": 4.5, "2026": 4}}),
        ),
        (
            "imf_datamapper",
            {"indicator": "NGDP_RPCH", "countries": ["BRA"], "periods": ["2025", "2026"]},
            imf("NGDP_RPCH", {"BRA": {"2025": 2.4, "2026": 1.9}}),
        ),
        (
            "imf_datamapper",
            {"indicator": "NGDP_RPCH", "countries": ["CHL"], "periods": ["2025", "2026"]},
            imf("NGDP_RPCH", {"CHL": {"2025": 2.5, "2026": 2}}),
        ),
        (
            "imf_indicators",
            {"search": "inflation"},
            j(
                {
                    "indicators": {
                        "PCPIPCH": {
                            "label": "Inflation rate, average consumer prices",
                            "unit": "Annual percent change",
                            "source": "World Economic Outlook (October 2025)",
                            "dataset": "WEO",
                        },
                        "PCPIEPCH": {
                            "label": "Inflation rate, end of period consumer prices",
                            "unit": "Annual percent change",
                            "source": "World Economic Outlook (October 2025)",
                            "dataset": "WEO",
                        },
                    },
                    "api": {"version": "1", "output-method": "json"},
                }
            ),
        ),
        (
            "imf_datamapper",
            {"indicator": "PCPIPCH", "countries": ["ARG"], "periods": ["2025", "2026"]},
            imf("PCPIPCH", {"ARG": {"2025": 41.3, "2026": 16.4}}),
        ),
    ],
)

OECD_HEAD = (
    "STRUCTURE,STRUCTURE_ID,STRUCTURE_NAME,ACTION,REF_AREA,Reference area,FREQ,Frequency of "
    "observation,MEASURE,Measure,UNIT_MEASURE,Unit of measure,TIME_PERIOD,Time period,OBS_VALUE,"
    "Observation value,OBS_STATUS,Observation status\n"
)


def oecd_rows(area: str, name: str, measure: str, mname: str, unit: str, uname: str, obs) -> str:
    lines = [OECD_HEAD.rstrip("\n")]
    for t, v in obs:
        lines.append(
            f"DATAFLOW,OECD.SDD.TPS:DSD_LFS@DF_IALFS_UNE_M(1.0),Unemployment rates,I,{area},{name},"
            f"M,Monthly,{measure},{mname},{unit},{uname},{t},,{v},,A,Normal value"
        )
    return "\n".join(lines) + "\n"


session(
    "oecd",
    True,
    "Get the OECD harmonised unemployment rate for Spain, Greece and Iceland for mid-2025; tell me if Iceland has monthly data.",
    [
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_LFS@DF_IALFS_UNE_M,1.0",
                "key": "ESP..._Z.Y._T.Y_GE15..M",
                "startPeriod": "2025-05",
                "endPeriod": "2025-07",
            },
            oecd_rows(
                "ESP",
                "Spain",
                "UNE_LF_M",
                "Monthly unemployment rate",
                "PT_LF_SUB",
                "Percentage of labour force in the same subgroup",
                [("2025-05", "10.8"), ("2025-06", "10.5"), ("2025-07", "10.4")],
            ),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_LFS@DF_IALFS_UNE_M,1.0",
                "key": "GRC..._Z.Y._T.Y_GE15..M",
                "startPeriod": "2025-05",
                "endPeriod": "2025-07",
            },
            oecd_rows(
                "GRC",
                "Greece",
                "UNE_LF_M",
                "Monthly unemployment rate",
                "PT_LF_SUB",
                "Percentage of labour force in the same subgroup",
                [("2025-05", "7.9"), ("2025-06", "8.6"), ("2025-07", "8.1")],
            ),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_LFS@DF_IALFS_UNE_M,1.0",
                "key": "ISL..._Z.Y._T.Y_GE15..M",
                "startPeriod": "2025-05",
                "endPeriod": "2025-07",
            },
            "NoRecordsFound",
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_LFS@DF_IALFS_UNE_M,1.0",
                "key": "ISL..._Z.Y._T.Y_GE15..Q",
                "startPeriod": "2025-Q1",
                "endPeriod": "2025-Q2",
            },
            OECD_HEAD
            + "DATAFLOW,OECD.SDD.TPS:DSD_LFS@DF_IALFS_UNE_M(1.0),Unemployment rates,I,ISL,Iceland,Q,Quarterly,UNE_LF,Unemployment rate,PT_LF_SUB,Percentage of labour force in the same subgroup,2025-Q1,,3.9,,A,Normal value\n"
            "DATAFLOW,OECD.SDD.TPS:DSD_LFS@DF_IALFS_UNE_M(1.0),Unemployment rates,I,ISL,Iceland,Q,Quarterly,UNE_LF,Unemployment rate,PT_LF_SUB,Percentage of labour force in the same subgroup,2025-Q2,,4.1,,A,Normal value\n",
        ),
    ],
)

OECD_429 = '{"statusCode": 429, "message": "Rate limit is exceeded. Try again in 3547 seconds."}'

session(
    "oecd",
    False,
    "Build a table of OECD CPI inflation (annual %) for the G7 for 2024.",
    [
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "CAN.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_HEAD.replace("Unemployment", "Prices")
            + "DATAFLOW,OECD.SDD.TPS:DSD_PRICES@DF_PRICES_ALL(1.0),Consumer price indices (CPIs),I,CAN,Canada,A,Annual,CPI,Consumer price index,PA,Percentage change,2024,,2.4,,A,Normal value\n",
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "FRA.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_429,
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "DEU.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_429.replace("3547", "3541"),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "ITA.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_429.replace("3547", "3536"),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "JPN+GBR+USA.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_429.replace("3547", "3530"),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "FRA.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2023",
                "endPeriod": "2024",
            },
            OECD_429.replace("3547", "3522"),
        ),
        (
            "oecd_sdmx_data",
            {
                "dataflow": "OECD.SDD.TPS,DSD_PRICES@DF_PRICES_ALL,1.0",
                "key": "GBR.A.N.CPI.PA._T.N.GY",
                "startPeriod": "2024",
            },
            OECD_429.replace("3547", "3515"),
        ),
    ],
)

ECB_HEAD = (
    "KEY,FREQ,CURRENCY,CURRENCY_DENOM,EXR_TYPE,EXR_SUFFIX,TIME_PERIOD,OBS_VALUE,OBS_STATUS,TITLE\n"
)


def ecb_csv(cur: str, obs, title: str) -> str:
    return ECB_HEAD + "".join(
        f"EXR.D.{cur}.EUR.SP00.A,D,{cur},EUR,SP00,A,{t},{v},A,{title}\n" for t, v in obs
    )


session(
    "ecb",
    True,
    "Get ECB reference rates for USD, GBP and JPY for 2-6 June 2025 and check whether there is a rate for Saturday 7 June.",
    [
        (
            "ecb_data",
            {
                "flow": "EXR",
                "key": "D.USD.EUR.SP00.A",
                "startPeriod": "2025-06-02",
                "endPeriod": "2025-06-06",
            },
            ecb_csv(
                "USD",
                [
                    ("2025-06-02", "1.1419"),
                    ("2025-06-03", "1.1375"),
                    ("2025-06-04", "1.1410"),
                    ("2025-06-05", "1.1447"),
                    ("2025-06-06", "1.1417"),
                ],
                "US dollar/Euro",
            ),
        ),
        (
            "ecb_data",
            {
                "flow": "EXR",
                "key": "D.GBP.EUR.SP00.A",
                "startPeriod": "2025-06-02",
                "endPeriod": "2025-06-06",
            },
            ecb_csv(
                "GBP",
                [
                    ("2025-06-02", "0.84328"),
                    ("2025-06-03", "0.84085"),
                    ("2025-06-04", "0.84195"),
                    ("2025-06-05", "0.84375"),
                    ("2025-06-06", "0.84420"),
                ],
                "UK pound sterling/Euro",
            ),
        ),
        (
            "ecb_data",
            {
                "flow": "EXR",
                "key": "D.JPY.EUR.SP00.A",
                "startPeriod": "2025-06-02",
                "endPeriod": "2025-06-06",
            },
            ecb_csv(
                "JPY",
                [
                    ("2025-06-02", "162.99"),
                    ("2025-06-03", "163.24"),
                    ("2025-06-04", "163.59"),
                    ("2025-06-05", "163.87"),
                    ("2025-06-06", "164.95"),
                ],
                "Japanese yen/Euro",
            ),
        ),
        (
            "ecb_data",
            {
                "flow": "EXR",
                "key": "D.USD.EUR.SP00.A",
                "startPeriod": "2025-06-07",
                "endPeriod": "2025-06-07",
            },
            "HTTP 404: No results found.",
        ),
    ],
)

_ECB_STALE = ecb_csv(
    "USD",
    [("2025-03-03", "1.0465"), ("2025-03-04", "1.0557"), ("2025-03-05", "1.0694")],
    "US dollar/Euro",
)

session(
    "ecb",
    False,
    "Get the euro area HICP flash estimate and the 3-month Euribor for October 2025.",
    [
        (
            "ecb_data",
            {"flow": "ICP", "key": "M.U2.N.000000.4.ANR", "startPeriod": "2025-10"},
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {
                "flow": "ICP",
                "key": "M.U2.N.000000.4.ANR",
                "startPeriod": "2025-09",
                "endPeriod": "2025-10",
            },
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {"flow": "FM", "key": "M.U2.EUR.RT.MM.EURIBOR3MD_.HSTA", "startPeriod": "2025-10"},
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {"flow": "FM", "key": "M.U2.EUR.RT.MM.EURIBOR3MD_.HSTA", "lastNObservations": 3},
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {"flow": "ICP", "key": "M.U2.N.XEF000.4.ANR", "lastNObservations": 2},
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {"flow": "MIR", "key": "M.U2.B.A2A.A.R.A.2240.EUR.N", "startPeriod": "2025-08"},
            _ECB_STALE,
        ),
        (
            "ecb_data",
            {"flow": "ICP", "key": "M.DE.N.000000.4.ANR", "startPeriod": "2025-10"},
            _ECB_STALE,
        ),
    ],
)


def statcan_data(vector: int, pid: int, coord: str, pts) -> str:
    return j(
        [
            {
                "status": "SUCCESS",
                "object": {
                    "responseStatusCode": 0,
                    "productId": pid,
                    "coordinate": coord,
                    "vectorId": vector,
                    "vectorDataPoint": [
                        {
                            "refPer": r,
                            "refPer2": "",
                            "refPerRaw": r,
                            "refPerRaw2": "",
                            "value": v,
                            "decimals": 1,
                            "scalarFactorCode": 0,
                            "symbolCode": 0,
                            "statusCode": 0,
                            "securityLevelCode": 0,
                            "releaseTime": rel,
                            "frequencyCode": 6,
                        }
                        for r, v, rel in pts
                    ],
                },
            }
        ]
    )


session(
    "statcan",
    True,
    "Find the Statistics Canada table for CPI by province and give Ontario's latest two months.",
    [
        (
            "statcan_wds",
            {"method": "getCubeMetadata", "productId": 18100004},
            j(
                [
                    {
                        "status": "SUCCESS",
                        "object": {
                            "responseStatusCode": 0,
                            "productId": "18100004",
                            "cansimId": "326-0020",
                            "cubeTitleEn": "Consumer Price Index, monthly, not seasonally adjusted",
                            "cubeStartDate": "1914-01-01",
                            "cubeEndDate": "2025-10-01",
                            "frequencyCode": 6,
                            "nbSeriesCube": 1288,
                            "nbDatapointsCube": 1002841,
                            "releaseTime": "2025-11-18T08:30",
                            "archiveStatusCode": "2",
                            "dimension": [
                                {
                                    "dimensionPositionId": 1,
                                    "dimensionNameEn": "Geography",
                                    "hasUom": False,
                                },
                                {
                                    "dimensionPositionId": 2,
                                    "dimensionNameEn": "Products and product groups",
                                    "hasUom": True,
                                },
                            ],
                        },
                    }
                ]
            ),
        ),
        (
            "statcan_wds",
            {
                "method": "getSeriesInfoFromCubePidCoord",
                "productId": 18100004,
                "coordinate": "11.2.0.0.0.0.0.0.0.0",
            },
            j(
                [
                    {
                        "status": "SUCCESS",
                        "object": {
                            "responseStatusCode": 0,
                            "productId": 18100004,
                            "coordinate": "11.2.0.0.0.0.0.0.0.0",
                            "vectorId": 41691244,
                            "frequencyCode": 6,
                            "scalarFactorCode": 0,
                            "decimals": 1,
                            "terminated": 0,
                            "SeriesTitleEn": "Ontario;All-items",
                            "memberUomCode": 17,
                        },
                    }
                ]
            ),
        ),
        (
            "statcan_wds",
            {"method": "getDataFromVectorsAndLatestNPeriods", "vectorId": 41691244, "latestN": 2},
            statcan_data(
                41691244,
                18100004,
                "11.2.0.0.0.0.0.0.0.0",
                [
                    ("2025-09-01", 164.9, "2025-10-21T08:30"),
                    ("2025-10-01", 165.4, "2025-11-18T08:30"),
                ],
            ),
        ),
        (
            "statcan_wds",
            {"method": "getDataFromVectorsAndLatestNPeriods", "vectorId": 41690973, "latestN": 2},
            statcan_data(
                41690973,
                18100004,
                "2.2.0.0.0.0.0.0.0.0",
                [
                    ("2025-09-01", 164.2, "2025-10-21T08:30"),
                    ("2025-10-01", 164.6, "2025-11-18T08:30"),
                ],
            ),
        ),
    ],
)

STATCAN_DOWN = (
    '<!DOCTYPE html><html lang="en"><head><title>Service temporarily unavailable - '
    "Statistics Canada</title></head><body><main><h1>We are currently performing "
    "maintenance</h1><p>The Web Data Service is temporarily unavailable. We apologize for "
    'any inconvenience. Please try again later.</p><p lang="fr">Le Service de données '
    "Web est temporairement indisponible.</p></main></body></html>"
)

session(
    "statcan",
    False,
    "Get Canada's monthly GDP by industry for the latest 3 months, total and manufacturing.",
    [
        ("statcan_wds", {"method": "getCubeMetadata", "productId": 36100434}, STATCAN_DOWN),
        (
            "statcan_wds",
            {"method": "getDataFromVectorsAndLatestNPeriods", "vectorId": 65201210, "latestN": 3},
            STATCAN_DOWN,
        ),
        (
            "statcan_wds",
            {"method": "getDataFromVectorsAndLatestNPeriods", "vectorId": 65201263, "latestN": 3},
            STATCAN_DOWN,
        ),
        ("statcan_wds", {"method": "getSeriesInfoFromVector", "vectorId": 65201210}, STATCAN_DOWN),
        ("statcan_wds", {"method": "getCubeMetadata", "productId": 36100104}, STATCAN_DOWN),
        (
            "statcan_wds",
            {"method": "getDataFromVectorsAndLatestNPeriods", "vectorId": 65201210, "latestN": 1},
            STATCAN_DOWN,
        ),
    ],
)

session(
    "ons",
    True,
    "Find the ONS CPIH dataset and get the CPIH all-items index for the UK for the last month available.",
    [
        (
            "ons_search",
            {"q": "cpih", "content_type": "dataset"},
            j(
                {
                    "count": 2,
                    "items": [
                        {
                            "title": "Consumer Prices Index including owner occupiers' housing costs (CPIH)",
                            "dataset_id": "cpih01",
                            "type": "dataset",
                            "release_date": "2025-11-19T07:00:00.000Z",
                        },
                        {
                            "title": "CPIH weights",
                            "dataset_id": "cpih-weights",
                            "type": "dataset",
                            "release_date": "2025-03-26T07:00:00.000Z",
                        },
                    ],
                    "limit": 10,
                    "offset": 0,
                }
            ),
        ),
        (
            "ons_get",
            {"path": "/datasets/cpih01/editions/time-series/versions"},
            j(
                {
                    "count": 20,
                    "items": [
                        {
                            "version": 58,
                            "release_date": "2025-11-19T00:00:00.000Z",
                            "state": "published",
                            "dimensions": [
                                {"name": "time"},
                                {"name": "geography"},
                                {"name": "aggregate"},
                            ],
                            "links": {
                                "self": {
                                    "href": "https://api.beta.ons.gov.uk/v1/datasets/cpih01/editions/time-series/versions/58"
                                }
                            },
                        }
                    ],
                    "limit": 1,
                    "offset": 0,
                    "total_count": 58,
                }
            ),
        ),
        (
            "ons_get",
            {
                "path": "/datasets/cpih01/editions/time-series/versions/58/observations",
                "time": "Oct-25",
                "geography": "K02000001",
                "aggregate": "cpih1dim1A0",
            },
            j(
                {
                    "dimensions": {
                        "aggregate": {
                            "option": {
                                "id": "cpih1dim1A0",
                                "label": "CPIH INDEX 00: ALL ITEMS 2015=100",
                            }
                        },
                        "geography": {"option": {"id": "K02000001", "label": "United Kingdom"}},
                        "time": {"option": {"id": "Oct-25", "label": "Oct-25"}},
                    },
                    "limit": 10000,
                    "observations": [{"observation": "138.7"}],
                    "offset": 0,
                    "total_observations": 1,
                    "unit_of_measure": "Index: 2015=100",
                }
            ),
        ),
        (
            "ons_get",
            {
                "path": "/datasets/cpih01/editions/time-series/versions/58/observations",
                "time": "Nov-25",
                "geography": "K02000001",
                "aggregate": "cpih1dim1A0",
            },
            j({"code": "ErrObservationsNotFound", "description": "no observations found"}),
        ),
    ],
)

# ---------------------------------------------------------------- campaign finance / lobbying


def os_attr(wrapper: str, attrs: dict, inner: str | None = None, items=None) -> str:
    body: dict = {"@attributes": attrs}
    if inner:
        body[inner] = [{"@attributes": it} for it in items]
    return j({"response": {wrapper: body}})


session(
    "opensecrets",
    True,
    "Who were the top contributors and industries for Rep. Jamie Raskin in the 2024 cycle, and how much cash did he have on hand?",
    [
        (
            "opensecrets",
            {"method": "getLegislators", "id": "MD"},
            j(
                {
                    "response": {
                        "legislator": [
                            {
                                "@attributes": {
                                    "cid": "N00036340",
                                    "firstlast": "Glenn Ivey",
                                    "party": "D",
                                    "office": "MD04",
                                }
                            },
                            {
                                "@attributes": {
                                    "cid": "N00025482",
                                    "firstlast": "Jamie Raskin",
                                    "party": "D",
                                    "office": "MD08",
                                    "first_elected": "2016",
                                }
                            },
                            {
                                "@attributes": {
                                    "cid": "N00001821",
                                    "firstlast": "Steny H. Hoyer",
                                    "party": "D",
                                    "office": "MD05",
                                }
                            },
                        ]
                    }
                }
            ),
        ),
        (
            "opensecrets",
            {"method": "candSummary", "cid": "N00025482", "cycle": "2024"},
            os_attr(
                "summary",
                {
                    "cand_name": "Raskin, Jamie",
                    "cid": "N00025482",
                    "cycle": "2024",
                    "state": "MD",
                    "party": "D",
                    "chamber": "H",
                    "first_elected": "2016",
                    "total": "8641253.27",
                    "spent": "6329801.15",
                    "cash_on_hand": "2845611.48",
                    "debt": "0",
                    "source": "https://www.opensecrets.org/members-of-congress/summary?cid=N00025482&cycle=2024",
                    "last_updated": "12/31/2024",
                },
            ),
        ),
        (
            "opensecrets",
            {"method": "candContrib", "cid": "N00025482", "cycle": "2024"},
            os_attr(
                "contributors",
                {
                    "cand_name": "Jamie Raskin (D)",
                    "cid": "N00025482",
                    "cycle": "2024",
                    "origin": "OpenSecrets",
                },
                "contributor",
                [
                    {"org_name": "Alphabet Inc", "total": "41215", "pacs": "0", "indivs": "41215"},
                    {
                        "org_name": "University of California",
                        "total": "33940",
                        "pacs": "0",
                        "indivs": "33940",
                    },
                    {"org_name": "JStreetPAC", "total": "29677", "pacs": "0", "indivs": "29677"},
                ],
            ),
        ),
        (
            "opensecrets",
            {"method": "candIndustry", "cid": "N00025482", "cycle": "2024"},
            os_attr(
                "industries",
                {"cand_name": "Jamie Raskin (D)", "cid": "N00025482", "cycle": "2024"},
                "industry",
                [
                    {
                        "industry_code": "K01",
                        "industry_name": "Lawyers/Law Firms",
                        "indivs": "512340",
                        "pacs": "21000",
                        "total": "533340",
                    },
                    {
                        "industry_code": "W06",
                        "industry_name": "Retired",
                        "indivs": "498115",
                        "pacs": "0",
                        "total": "498115",
                    },
                    {
                        "industry_code": "H04",
                        "industry_name": "Education",
                        "indivs": "251892",
                        "pacs": "0",
                        "total": "251892",
                    },
                ],
            ),
        ),
    ],
)

OS_LIMIT = "API call limit exceeded for this key. Calls reset at 00:00 EST."

session(
    "opensecrets",
    False,
    "Compare PAC contributions by the securities industry to the Senate Banking Committee chair and ranking member in 2024.",
    [
        ("opensecrets", {"method": "getLegislators", "id": "SC"}, OS_LIMIT),
        ("opensecrets", {"method": "getLegislators", "id": "MA"}, OS_LIMIT),
        ("opensecrets", {"method": "candIndustry", "cid": "N00031782", "cycle": "2024"}, OS_LIMIT),
        (
            "opensecrets",
            {"method": "candIndByInd", "cid": "N00031782", "ind": "F07", "cycle": "2024"},
            OS_LIMIT,
        ),
        (
            "opensecrets",
            {"method": "candIndByInd", "cid": "N00033492", "ind": "F07", "cycle": "2024"},
            OS_LIMIT,
        ),
        ("opensecrets", {"method": "candSummary", "cid": "N00033492", "cycle": "2024"}, OS_LIMIT),
        ("opensecrets", {"method": "candContrib", "cid": "N00031782", "cycle": "2022"}, OS_LIMIT),
    ],
)


def ftm(rows, page: int, total: int, max_page: int) -> str:
    return j(
        {
            "metaInfo": {
                "paging": {
                    "pageSize": 3,
                    "currentPage": page,
                    "totalRecords": total,
                    "maxPage": max_page,
                },
                "completeness": {"comparative": "Complete", "notes": "Complete for 2024 election"},
            },
            "records": [
                {
                    "Contributor": {"Contributor": name, "id": hid("ftm" + name, 7)},
                    "Type_of_Contributor": {"Type_of_Contributor": kind},
                    "Total_$": {"Total_$": amt},
                    "#_of_Records": {"#_of_Records": n},
                }
                for name, kind, amt, n in rows
            ],
        }
    )


session(
    "followthemoney",
    True,
    "List the top 9 contributors to Colorado 2024 state legislative candidates, all three pages.",
    [
        (
            "followthemoney",
            {"s": "CO", "y": "2024", "c-r-ot": "S,H", "gro": "d-eid", "so": "Total_$", "p": 0},
            ftm(
                [
                    ("COLORADO EDUCATION ASSOCIATION", "Non-Individual", "612450.00", "214"),
                    ("COLORADO REALTORS", "Non-Individual", "401200.00", "133"),
                    ("SMALL DONOR COMMITTEE OF AFSCME", "Non-Individual", "352900.00", "97"),
                ],
                0,
                9,
                2,
            ),
        ),
        (
            "followthemoney",
            {"s": "CO", "y": "2024", "c-r-ot": "S,H", "gro": "d-eid", "so": "Total_$", "p": 1},
            ftm(
                [
                    ("COLORADO BANKERS ASSOCIATION", "Non-Individual", "214750.00", "88"),
                    ("XCEL ENERGY", "Non-Individual", "198300.00", "71"),
                    ("GILL, TIM", "Individual", "186000.00", "62"),
                ],
                1,
                9,
                2,
            ),
        ),
        (
            "followthemoney",
            {"s": "CO", "y": "2024", "c-r-ot": "S,H", "gro": "d-eid", "so": "Total_$", "p": 2},
            ftm(
                [
                    ("COLORADO MEDICAL SOCIETY", "Non-Individual", "162100.00", "54"),
                    (
                        "UNITED FOOD & COMMERCIAL WORKERS LOCAL 7",
                        "Non-Individual",
                        "151800.00",
                        "49",
                    ),
                    ("COLORADO CONTRACTORS ASSOCIATION", "Non-Individual", "140250.00", "51"),
                ],
                2,
                9,
                2,
            ),
        ),
    ],
)

session(
    "followthemoney",
    True,
    "Did the Kroger Company give to any Idaho state candidates in 2022? If not, did they give in Oregon?",
    [
        (
            "followthemoney",
            {"s": "ID", "y": "2022", "d-eid": "kroger", "gro": "c-t-id"},
            j(
                {
                    "metaInfo": {
                        "paging": {
                            "pageSize": 100,
                            "currentPage": 0,
                            "totalRecords": 0,
                            "maxPage": 0,
                        },
                        "completeness": {"comparative": "Complete"},
                    },
                    "records": [],
                }
            ),
        ),
        (
            "followthemoney",
            {"s": "OR", "y": "2022", "d-eid": "kroger", "gro": "c-t-id"},
            j(
                {
                    "metaInfo": {
                        "paging": {
                            "pageSize": 100,
                            "currentPage": 0,
                            "totalRecords": 2,
                            "maxPage": 0,
                        },
                        "completeness": {"comparative": "Complete"},
                    },
                    "records": [
                        {
                            "Candidate": {"Candidate": "KOTEK, TINA", "id": "1402551"},
                            "Total_$": {"Total_$": "5000.00"},
                            "#_of_Records": {"#_of_Records": "1"},
                        },
                        {
                            "Candidate": {"Candidate": "WAGNER, ROB", "id": "19381520"},
                            "Total_$": {"Total_$": "2500.00"},
                            "#_of_Records": {"#_of_Records": "1"},
                        },
                    ],
                }
            ),
        ),
        (
            "followthemoney",
            {"entity_search": "Kroger", "s": "OR"},
            j(
                {
                    "metaInfo": {
                        "paging": {
                            "pageSize": 100,
                            "currentPage": 0,
                            "totalRecords": 1,
                            "maxPage": 0,
                        }
                    },
                    "records": [
                        {
                            "Contributor": {"Contributor": "KROGER CO/FRED MEYER", "id": "2447"},
                            "Industry": {"Industry": "FOOD & BEVERAGE STORES"},
                        }
                    ],
                }
            ),
        ),
        (
            "followthemoney",
            {"s": "ID", "y": "2022", "d-eid": "2447", "gro": "c-t-id"},
            j(
                {
                    "metaInfo": {
                        "paging": {
                            "pageSize": 100,
                            "currentPage": 0,
                            "totalRecords": 0,
                            "maxPage": 0,
                        },
                        "completeness": {"comparative": "Complete"},
                    },
                    "records": [],
                }
            ),
        ),
    ],
)

FTM_BAD = j(
    {"error": "Invalid API Key. Your key has expired; log in at followthemoney.org to renew."}
)

session(
    "followthemoney",
    False,
    "How much did oil and gas interests give to Texas Railroad Commission candidates in 2024?",
    [
        (
            "followthemoney",
            {"s": "TX", "y": "2024", "c-r-osid": "RAILROAD COMMISSIONER", "gro": "c-t-id"},
            FTM_BAD,
        ),
        ("followthemoney", {"s": "TX", "y": "2024", "c-r-ot": "C", "d-cci": "E1100"}, FTM_BAD),
        ("followthemoney", {"s": "TX", "y": "2024", "d-ccb": "E11", "gro": "c-t-id"}, FTM_BAD),
        ("followthemoney", {"entity_search": "Christi Craddick"}, FTM_BAD),
        ("followthemoney", {"s": "TX", "y": "2022", "c-r-osid": "RAILROAD COMMISSIONER"}, FTM_BAD),
        ("followthemoney", {"s": "TX", "y": "2024", "gro": "d-cci"}, FTM_BAD),
    ],
)


def lda_page(count: int, nxt, prev, results) -> str:
    return j({"count": count, "next": nxt, "previous": prev, "results": results})


def lda_filing(
    uuid_seed: str, ftype: str, fdisp: str, year: int, income, reg: str, client: str, issues
) -> dict:
    return {
        "url": f"https://lda.senate.gov/api/v1/filings/{hid(uuid_seed, 8)}-{hid(uuid_seed + 'a', 4)}-{hid(uuid_seed + 'b', 4)}-{hid(uuid_seed + 'c', 4)}-{hid(uuid_seed + 'd', 12)}/",
        "filing_uuid": f"{hid(uuid_seed, 8)}-{hid(uuid_seed + 'a', 4)}-{hid(uuid_seed + 'b', 4)}-{hid(uuid_seed + 'c', 4)}-{hid(uuid_seed + 'd', 12)}",
        "filing_type": ftype,
        "filing_type_display": fdisp,
        "filing_year": year,
        "filing_period": "first_quarter" if ftype.startswith("Q1") else "third_quarter",
        "income": income,
        "expenses": None,
        "registrant": {"id": num(reg, 10000, 400000), "name": reg},
        "client": {"id": num(client, 10000, 400000), "name": client},
        "lobbying_activities": [
            {"general_issue_code": c, "general_issue_code_display": d} for c, d in issues
        ],
    }


session(
    "senate-lda",
    True,
    "Which firms lobbied for Anthropic in 2025, and is there any LDA registration for a client called 'Mistral AI'?",
    [
        (
            "lda_filings",
            {"client_name": "Anthropic", "filing_year": 2025},
            lda_page(
                5,
                "https://lda.senate.gov/api/v1/filings/?client_name=Anthropic&filing_year=2025&page=2",
                None,
                [
                    lda_filing(
                        "an1",
                        "Q1",
                        "1st Quarter - Report",
                        2025,
                        None,
                        "ANTHROPIC, PBC",
                        "ANTHROPIC, PBC",
                        [("CPI", "Computer Industry"), ("SCI", "Science/Technology")],
                    ),
                    lda_filing(
                        "an2",
                        "Q1",
                        "1st Quarter - Report",
                        2025,
                        "190000.00",
                        "AKIN GUMP STRAUSS HAUER & FELD LLP",
                        "ANTHROPIC, PBC",
                        [("CPI", "Computer Industry")],
                    ),
                    lda_filing(
                        "an3",
                        "Q1",
                        "1st Quarter - Report",
                        2025,
                        "60000.00",
                        "MINDSET ADVOCACY LLC",
                        "ANTHROPIC, PBC",
                        [("DEF", "Defense"), ("CPI", "Computer Industry")],
                    ),
                ],
            ),
        ),
        (
            "lda_filings",
            {"client_name": "Anthropic", "filing_year": 2025, "page": 2},
            lda_page(
                5,
                None,
                "https://lda.senate.gov/api/v1/filings/?client_name=Anthropic&filing_year=2025",
                [
                    lda_filing(
                        "an4",
                        "Q3",
                        "3rd Quarter - Report",
                        2025,
                        "80000.00",
                        "CORNERSTONE GOVERNMENT AFFAIRS",
                        "ANTHROPIC, PBC",
                        [("ENG", "Energy/Nuclear")],
                    ),
                    lda_filing(
                        "an5",
                        "Q3",
                        "3rd Quarter - Report",
                        2025,
                        "190000.00",
                        "AKIN GUMP STRAUSS HAUER & FELD LLP",
                        "ANTHROPIC, PBC",
                        [("CPI", "Computer Industry"), ("TRD", "Trade (Domestic & Foreign)")],
                    ),
                ],
            ),
        ),
        ("lda_filings", {"client_name": "Mistral AI"}, lda_page(0, None, None, [])),
        ("lda_clients", {"client_name": "Mistral"}, lda_page(0, None, None, [])),
    ],
)

LDA_THROTTLE = '{"detail":"Request was throttled. Expected available in 3412 seconds."}'

session(
    "senate-lda",
    False,
    "Total the lobbying income reported for Meta Platforms clients in each quarter of 2024.",
    [
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "first_quarter",
            },
            lda_page(
                4,
                "https://lda.senate.gov/api/v1/filings/?client_name=Meta+Platforms&filing_period=first_quarter&filing_year=2024&page=2",
                None,
                [
                    lda_filing(
                        "mp1",
                        "Q1",
                        "1st Quarter - Report",
                        2024,
                        "80000.00",
                        "FIERCE GOVERNMENT RELATIONS",
                        "META PLATFORMS, INC.",
                        [("CPI", "Computer Industry")],
                    )
                ],
            ),
        ),
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "first_quarter",
                "page": 2,
            },
            LDA_THROTTLE,
        ),
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "second_quarter",
            },
            LDA_THROTTLE.replace("3412", "3398"),
        ),
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "third_quarter",
            },
            LDA_THROTTLE.replace("3412", "3391"),
        ),
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "fourth_quarter",
            },
            LDA_THROTTLE.replace("3412", "3380"),
        ),
        (
            "lda_registrants",
            {"name": "Fierce Government Relations"},
            LDA_THROTTLE.replace("3412", "3371"),
        ),
        (
            "lda_filings",
            {"client_name": "META", "filing_year": 2024},
            LDA_THROTTLE.replace("3412", "3360"),
        ),
        (
            "lda_filings",
            {
                "client_name": "Meta Platforms",
                "filing_year": 2024,
                "filing_period": "second_quarter",
                "page_size": 5,
            },
            LDA_THROTTLE.replace("3412", "3344"),
        ),
    ],
)

session(
    "senate-lda",
    True,
    "Find the LD-203 contribution reports filed by lobbyist Heather Podesta for 2024 and list any honoraria.",
    [
        (
            "lda_lobbyists",
            {"lobbyist_name": "Podesta"},
            lda_page(
                2,
                None,
                None,
                [
                    {
                        "id": 112893,
                        "prefix": None,
                        "first_name": "HEATHER",
                        "middle_name": None,
                        "last_name": "PODESTA",
                        "suffix": None,
                        "registrant": {"id": 401103511, "name": "INVARIANT LLC"},
                    },
                    {
                        "id": 9017,
                        "first_name": "TONY",
                        "last_name": "PODESTA",
                        "registrant": {"id": 400526218, "name": "PODESTA GROUP, INC."},
                    },
                ],
            ),
        ),
        (
            "lda_contributions",
            {"lobbyist_id": 112893, "filing_year": 2024},
            lda_page(
                2,
                None,
                None,
                [
                    {
                        "filing_uuid": "d1f0b6e2-"
                        + hid("ld203a", 4)
                        + "-4c11-9b0e-"
                        + hid("ld203a", 12),
                        "filing_type": "MM",
                        "filing_type_display": "Mid-Year Report",
                        "filing_year": 2024,
                        "no_contributions": False,
                        "contribution_items": [
                            {
                                "contribution_type": "feca",
                                "contribution_type_display": "FECA",
                                "contributor_name": "HEATHER PODESTA",
                                "payee_name": "FRIENDS OF CHRIS COONS",
                                "honoree_name": "CHRIS COONS",
                                "amount": "3300.00",
                                "date": "2024-03-14",
                            }
                        ],
                    },
                    {
                        "filing_uuid": "7a22c9d0-"
                        + hid("ld203b", 4)
                        + "-4f2d-8e1c-"
                        + hid("ld203b", 12),
                        "filing_type": "YE",
                        "filing_type_display": "Year-End Report",
                        "filing_year": 2024,
                        "no_contributions": False,
                        "contribution_items": [
                            {
                                "contribution_type": "feca",
                                "contribution_type_display": "FECA",
                                "contributor_name": "HEATHER PODESTA",
                                "payee_name": "WARNOCK FOR GEORGIA",
                                "honoree_name": "RAPHAEL WARNOCK",
                                "amount": "2000.00",
                                "date": "2024-09-30",
                            }
                        ],
                    },
                ],
            ),
        ),
        (
            "lda_contributions",
            {"lobbyist_id": 112893, "filing_year": 2024, "contribution_type": "honoraria"},
            lda_page(0, None, None, []),
        ),
    ],
)

session(
    "lobbyview",
    True,
    "Which clients lobbied on the CHIPS and Science Act (H.R. 4346, 117th Congress), and what did Intel report on it?",
    [
        (
            "lobbyview_bill_clients",
            {"bill_id": "hr4346-117"},
            j(
                {
                    "bill_id": "hr4346-117",
                    "total": 6,
                    "results": [
                        {
                            "client_name": "Intel Corporation",
                            "client_uuid": hid("lv-intel", 12),
                            "n_reports": 9,
                        },
                        {
                            "client_name": "Micron Technology, Inc.",
                            "client_uuid": hid("lv-micron", 12),
                            "n_reports": 7,
                        },
                        {
                            "client_name": "Semiconductor Industry Association",
                            "client_uuid": hid("lv-sia", 12),
                            "n_reports": 8,
                        },
                        {
                            "client_name": "GlobalFoundries",
                            "client_uuid": hid("lv-gf", 12),
                            "n_reports": 5,
                        },
                        {
                            "client_name": "Applied Materials",
                            "client_uuid": hid("lv-amat", 12),
                            "n_reports": 4,
                        },
                        {
                            "client_name": "Association of American Universities",
                            "client_uuid": hid("lv-aau", 12),
                            "n_reports": 3,
                        },
                    ],
                }
            ),
        ),
        (
            "lobbyview_reports",
            {"client_uuid": hid("lv-intel", 12), "bill_id": "hr4346-117"},
            j(
                {
                    "total": 3,
                    "page": 1,
                    "results": [
                        {
                            "report_uuid": hid("lvr1", 16),
                            "year": 2022,
                            "report_quarter_code": "1",
                            "amount": 1210000,
                            "issue_codes": ["SCI", "TRD", "TAX"],
                            "issue_text": "H.R. 4346, CHIPS and Science Act; semiconductor manufacturing incentives; FABS Act tax credit",
                        },
                        {
                            "report_uuid": hid("lvr2", 16),
                            "year": 2022,
                            "report_quarter_code": "2",
                            "amount": 1400000,
                            "issue_codes": ["SCI", "TAX"],
                            "issue_text": "H.R. 4346, CHIPS funding and investment tax credit",
                        },
                        {
                            "report_uuid": hid("lvr3", 16),
                            "year": 2022,
                            "report_quarter_code": "3",
                            "amount": 980000,
                            "issue_codes": ["SCI"],
                            "issue_text": "Implementation of H.R. 4346",
                        },
                    ],
                }
            ),
        ),
        (
            "lobbyview_reports",
            {"client_uuid": hid("lv-intel", 12), "bill_id": "hr4346-117", "page": 2},
            j({"total": 3, "page": 2, "results": []}),
        ),
    ],
)

UKEC_DOWN = (
    "<html><head><title>Site maintenance</title></head><body><h1>We'll be back soon</h1>"
    "<p>The Electoral Commission's search is unavailable while we carry out planned "
    "maintenance. Please try again later.</p></body></html>"
)


def ukec(rows, total: int) -> str:
    return j(
        {
            "Result": [
                {
                    "ECRef": f"C{num('ukec' + r[0] + str(r[2]), 500000, 599999)}",
                    "RegulatedEntityName": r[0],
                    "DonorName": r[1],
                    "Value": r[2],
                    "AcceptedDate": r[3],
                    "DonationType": r[4],
                    "DonorStatus": r[5],
                    "IsSponsorship": False,
                }
                for r in rows
            ],
            "Total": total,
        }
    )


session(
    "ukec",
    True,
    "List donations over 100,000 GBP to Reform UK in Q2 2025, and check whether Lord Ashcroft donated to any party in 2025.",
    [
        (
            "ukec_search_donations",
            {
                "query": "",
                "rows": 3,
                "start": 0,
                "regulatedEntity": "Reform UK",
                "minValue": 100000,
                "from": "2025-04-01",
                "to": "2025-06-30",
            },
            ukec(
                [
                    (
                        "Reform UK",
                        "Christopher Harborne",
                        1000000,
                        "/Date(1745452800000)/",
                        "Cash",
                        "Individual",
                    ),
                    (
                        "Reform UK",
                        "Jeremy Hosking",
                        500000,
                        "/Date(1746576000000)/",
                        "Cash",
                        "Individual",
                    ),
                    (
                        "Reform UK",
                        "Britain Means Business Ltd",
                        200000,
                        "/Date(1747785600000)/",
                        "Cash",
                        "Company",
                    ),
                ],
                4,
            ),
        ),
        (
            "ukec_search_donations",
            {
                "query": "",
                "rows": 3,
                "start": 3,
                "regulatedEntity": "Reform UK",
                "minValue": 100000,
                "from": "2025-04-01",
                "to": "2025-06-30",
            },
            ukec(
                [
                    (
                        "Reform UK",
                        "Sir Paul Marshall",
                        150000,
                        "/Date(1750204800000)/",
                        "Cash",
                        "Individual",
                    )
                ],
                4,
            ),
        ),
        (
            "ukec_search_donations",
            {"query": "Ashcroft", "from": "2025-01-01", "to": "2025-12-31"},
            j({"Result": [], "Total": 0}),
        ),
        (
            "ukec_search_donations",
            {"query": "Michael Ashcroft", "from": "2024-01-01", "to": "2024-12-31"},
            j({"Result": [], "Total": 0}),
        ),
    ],
)

session(
    "ukec",
    False,
    "Find all donations to the Green Party of England and Wales above 50,000 GBP since 2023.",
    [
        (
            "ukec_search_donations",
            {"regulatedEntity": "Green Party", "minValue": 50000, "from": "2023-01-01"},
            UKEC_DOWN,
        ),
        (
            "ukec_search_donations",
            {"regulatedEntity": "Green Party of England and Wales", "minValue": 50000},
            UKEC_DOWN,
        ),
        (
            "ukec_search_donations",
            {"query": "Green", "minValue": 50000, "from": "2023-01-01"},
            UKEC_DOWN,
        ),
        ("ukec_search_donations", {"query": "Dale Vince", "from": "2023-01-01"}, UKEC_DOWN),
        (
            "ukec_search_donations",
            {"regulatedEntity": "Green Party", "from": "2024-01-01", "to": "2024-12-31"},
            UKEC_DOWN,
        ),
        (
            "ukec_search_donations",
            {"regulatedEntity": "Green Party", "minValue": 50000, "from": "2023-01-01", "rows": 10},
            UKEC_DOWN,
        ),
    ],
)

# ---------------------------------------------------------------- geocoders


def census_match(addr_in: str, matched: str | None, x=0.0, y=0.0, tiger="") -> str:
    matches = []
    if matched:
        matches.append(
            {
                "tigerLine": {"side": "L", "tigerLineId": tiger},
                "coordinates": {"x": x, "y": y},
                "matchedAddress": matched,
            }
        )
    return j(
        {
            "result": {
                "input": {
                    "address": {"address": addr_in},
                    "benchmark": {
                        "isDefault": True,
                        "benchmarkDescription": "Public Address Ranges - Current Benchmark",
                        "id": "4",
                        "benchmarkName": "Public_AR_Current",
                    },
                },
                "addressMatches": matches,
            }
        }
    )


session(
    "census-geocoder",
    True,
    "Check which of these four customer addresses the Census geocoder can match, and give coordinates for the matches.",
    [
        (
            "census_geocode_oneline",
            {"address": "1600 Pennsylvania Ave NW, Washington, DC 20500"},
            census_match(
                "1600 Pennsylvania Ave NW, Washington, DC 20500",
                "1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500",
                -77.03518753691,
                38.89869893252,
                "76225813",
            ),
        ),
        (
            "census_geocode_oneline",
            {"address": "4821 Old Mill Rd Apt 3, Fairview, TN 37062"},
            census_match("4821 Old Mill Rd Apt 3, Fairview, TN 37062", None),
        ),
        (
            "census_geocode_oneline",
            {"address": "350 Fifth Avenue, New York, NY 10118"},
            census_match(
                "350 Fifth Avenue, New York, NY 10118",
                "350 5TH AVE, NEW YORK, NY, 10118",
                -73.98565010735,
                40.74843447577,
                "59653655",
            ),
        ),
        (
            "census_geocode_oneline",
            {"address": "12 Pleasantview Lane, Zzyzx, CA 92309"},
            census_match("12 Pleasantview Lane, Zzyzx, CA 92309", None),
        ),
        (
            "census_geocode_oneline",
            {"address": "233 S Wacker Dr, Chicago, IL 60606"},
            census_match(
                "233 S Wacker Dr, Chicago, IL 60606",
                "233 S WACKER DR, CHICAGO, IL, 60606",
                -87.63580829396,
                41.87866574683,
                "112050002",
            ),
        ),
    ],
)

session(
    "census-geocoder",
    True,
    "Which census tract and county are these two points in: (-93.2650, 44.9778) and (-93.0900, 44.9537)?",
    [
        (
            "census_geographies_coordinates",
            {"x": -93.2650, "y": 44.9778, "layers": "Census Tracts,Counties"},
            j(
                {
                    "result": {
                        "input": {
                            "location": {"x": -93.265, "y": 44.9778},
                            "benchmark": {"benchmarkName": "Public_AR_Current"},
                            "vintage": {"vintageName": "Current_Current"},
                        },
                        "geographies": {
                            "Census Tracts": [
                                {
                                    "GEOID": "27053126000",
                                    "NAME": "Census Tract 1260",
                                    "STATE": "27",
                                    "COUNTY": "053",
                                    "TRACT": "126000",
                                    "AREALAND": 1093384,
                                }
                            ],
                            "Counties": [
                                {
                                    "GEOID": "27053",
                                    "NAME": "Hennepin County",
                                    "STATE": "27",
                                    "COUNTY": "053",
                                    "BASENAME": "Hennepin",
                                }
                            ],
                        },
                    }
                }
            ),
        ),
        (
            "census_geographies_coordinates",
            {"x": -93.0900, "y": 44.9537, "layers": "Census Tracts,Counties"},
            j(
                {
                    "result": {
                        "input": {
                            "location": {"x": -93.09, "y": 44.9537},
                            "benchmark": {"benchmarkName": "Public_AR_Current"},
                            "vintage": {"vintageName": "Current_Current"},
                        },
                        "geographies": {
                            "Census Tracts": [
                                {
                                    "GEOID": "27123034202",
                                    "NAME": "Census Tract 342.02",
                                    "STATE": "27",
                                    "COUNTY": "123",
                                    "TRACT": "034202",
                                    "AREALAND": 802231,
                                }
                            ],
                            "Counties": [
                                {
                                    "GEOID": "27123",
                                    "NAME": "Ramsey County",
                                    "STATE": "27",
                                    "COUNTY": "123",
                                    "BASENAME": "Ramsey",
                                }
                            ],
                        },
                    }
                }
            ),
        ),
        (
            "census_geographies_coordinates",
            {"x": -93.0900, "y": 44.9537, "layers": "Incorporated Places"},
            j(
                {
                    "result": {
                        "input": {"location": {"x": -93.09, "y": 44.9537}},
                        "geographies": {
                            "Incorporated Places": [
                                {
                                    "GEOID": "2758000",
                                    "NAME": "St. Paul city",
                                    "STATE": "27",
                                    "PLACE": "58000",
                                }
                            ]
                        },
                    }
                }
            ),
        ),
    ],
)

CENSUS_503 = (
    "<html><head><title>503 Service Temporarily Unavailable</title></head><body>\n"
    "<center><h1>503 Service Temporarily Unavailable</h1></center>\n</body></html>"
)

session(
    "census-geocoder",
    False,
    "Geocode our six branch addresses in Ohio and give me lat/lon for each.",
    [
        ("census_geocode_oneline", {"address": "100 E Broad St, Columbus, OH 43215"}, CENSUS_503),
        (
            "census_geocode_oneline",
            {"address": "1 Government Center, Toledo, OH 43604"},
            CENSUS_503,
        ),
        (
            "census_geocode_oneline",
            {"address": "601 Lakeside Ave, Cleveland, OH 44114"},
            CENSUS_503,
        ),
        ("census_geocode_oneline", {"address": "801 Plum St, Cincinnati, OH 45202"}, CENSUS_503),
        (
            "census_geocode_oneline",
            {"address": "100 E Broad St, Columbus, OH", "benchmark": "Public_AR_Census2020"},
            CENSUS_503,
        ),
        ("census_geocode_oneline", {"address": "101 W Third St, Dayton, OH 45402"}, CENSUS_503),
        ("census_geocode_oneline", {"address": "166 S High St, Akron, OH 44308"}, CENSUS_503),
    ],
)

session(
    "ors",
    True,
    "Plan a cycling route from Heidelberg Bismarckplatz to Mannheim Wasserturm, then show the 15-minute cycling isochrone around the Wasserturm and a travel-time matrix to two offices.",
    [
        (
            "ors_directions",
            {"profile": "cycling-regular", "coordinates": [[8.6937, 49.4094], [8.4750, 49.4839]]},
            j(
                {
                    "bbox": [8.4748, 49.4092, 8.6940, 49.4851],
                    "routes": [
                        {
                            "summary": {"distance": 21843.6, "duration": 4581.2},
                            "segments": [
                                {
                                    "distance": 21843.6,
                                    "duration": 4581.2,
                                    "steps": [
                                        {
                                            "distance": 412.3,
                                            "duration": 82.5,
                                            "type": 11,
                                            "instruction": "Head west on Bergheimer Straße",
                                            "name": "Bergheimer Straße",
                                            "way_points": [0, 9],
                                        },
                                        {
                                            "distance": 8230.1,
                                            "duration": 1645.0,
                                            "type": 1,
                                            "instruction": "Turn right onto Neckarradweg",
                                            "name": "Neckarradweg",
                                            "way_points": [9, 212],
                                        },
                                    ],
                                }
                            ],
                            "bbox": [8.4748, 49.4092, 8.6940, 49.4851],
                            "geometry": "mfnlHqaot@??",
                            "way_points": [0, 503],
                        }
                    ],
                    "metadata": {
                        "attribution": "openrouteservice.org | OpenStreetMap contributors",
                        "service": "routing",
                        "query": {
                            "coordinates": [[8.6937, 49.4094], [8.475, 49.4839]],
                            "profile": "cycling-regular",
                            "format": "json",
                        },
                        "engine": {
                            "version": "9.0.0",
                            "build_date": "2025-03-12T09:11:28Z",
                            "graph_date": "2025-11-30T02:13:51Z",
                        },
                    },
                }
            ),
        ),
        (
            "ors_isochrones",
            {"profile": "cycling-regular", "locations": [[8.4750, 49.4839]], "range": [900]},
            j(
                {
                    "type": "FeatureCollection",
                    "bbox": [8.41, 49.44, 8.54, 49.53],
                    "features": [
                        {
                            "type": "Feature",
                            "properties": {
                                "group_index": 0,
                                "value": 900.0,
                                "center": [8.4750, 49.4839],
                                "area": 38412311.57,
                            },
                            "geometry": {
                                "type": "Polygon",
                                "coordinates": [
                                    [
                                        [8.41, 49.48],
                                        [8.47, 49.53],
                                        [8.54, 49.49],
                                        [8.48, 49.44],
                                        [8.41, 49.48],
                                    ]
                                ],
                            },
                        }
                    ],
                    "metadata": {"service": "isochrones"},
                }
            ),
        ),
        (
            "ors_matrix",
            {
                "profile": "cycling-regular",
                "locations": [[8.4750, 49.4839], [8.4663, 49.4875], [8.5121, 49.4712]],
                "sources": [0],
                "destinations": [1, 2],
            },
            j(
                {
                    "durations": [[284.51, 917.36]],
                    "destinations": [
                        {"location": [8.466301, 49.487512], "snapped_distance": 4.21},
                        {"location": [8.512087, 49.471199], "snapped_distance": 11.8},
                    ],
                    "sources": [{"location": [8.475001, 49.483902], "snapped_distance": 2.04}],
                    "metadata": {"service": "matrix"},
                }
            ),
        ),
    ],
)

ORS_QUOTA = j(
    {
        "error": "Quota exceeded",
        "info": {"engine": {"version": "9.0.0"}, "timestamp": 1764969481000},
    }
)

session(
    "ors",
    False,
    "Compute driving times from our depot in Lyon to each of eight delivery stops.",
    [
        (
            "ors_directions",
            {"profile": "driving-car", "coordinates": [[4.8357, 45.7640], [4.8720, 45.7485]]},
            ORS_QUOTA,
        ),
        (
            "ors_directions",
            {"profile": "driving-car", "coordinates": [[4.8357, 45.7640], [4.8065, 45.7799]]},
            ORS_QUOTA,
        ),
        (
            "ors_directions",
            {"profile": "driving-car", "coordinates": [[4.8357, 45.7640], [4.9010, 45.7302]]},
            ORS_QUOTA,
        ),
        (
            "ors_matrix",
            {
                "profile": "driving-car",
                "locations": [
                    [4.8357, 45.7640],
                    [4.8720, 45.7485],
                    [4.8065, 45.7799],
                    [4.9010, 45.7302],
                ],
                "sources": [0],
            },
            ORS_QUOTA,
        ),
        (
            "ors_directions",
            {"profile": "driving-hgv", "coordinates": [[4.8357, 45.7640], [4.8720, 45.7485]]},
            ORS_QUOTA,
        ),
        (
            "ors_matrix",
            {"profile": "driving-car", "locations": [[4.8357, 45.7640], [4.8720, 45.7485]]},
            ORS_QUOTA,
        ),
    ],
)


def liq(name: str, lat: str, lon: str, cls: str, typ: str, imp: float) -> dict:
    return {
        "place_id": str(num("liq" + name, 100000000, 399999999)),
        "licence": "https://locationiq.com/attribution",
        "osm_type": "relation",
        "osm_id": str(num("osm" + name, 10000, 9999999)),
        "boundingbox": [lat, lat, lon, lon],
        "lat": lat,
        "lon": lon,
        "display_name": name,
        "class": cls,
        "type": typ,
        "importance": imp,
    }


session(
    "locationiq",
    True,
    "Geocode the three conference venues, reverse-geocode the hotel pin, and tell me whether 'Kleinkleckersdorf' exists anywhere.",
    [
        (
            "locationiq_search",
            {"q": "ExCeL London", "format": "json", "limit": 1},
            j(
                [
                    liq(
                        "ExCeL London, 1, Western Gateway, Royal Victoria Dock, London Borough of Newham, London, England, E16 1XL, United Kingdom",
                        "51.50825",
                        "0.02952",
                        "building",
                        "yes",
                        0.51,
                    )
                ]
            ),
        ),
        (
            "locationiq_search",
            {"q": "Messe Berlin", "format": "json", "limit": 1},
            j(
                [
                    liq(
                        "Messe Berlin, Messedamm, Westend, Charlottenburg-Wilmersdorf, Berlin, 14055, Germany",
                        "52.50331",
                        "13.27166",
                        "amenity",
                        "exhibition_centre",
                        0.47,
                    )
                ]
            ),
        ),
        (
            "locationiq_search",
            {"q": "RAI Amsterdam", "format": "json", "limit": 1},
            j(
                [
                    liq(
                        "RAI Amsterdam, 1, Europaplein, Zuidas, Amsterdam, Noord-Holland, 1078 GZ, Netherlands",
                        "52.34060",
                        "4.88877",
                        "amenity",
                        "conference_centre",
                        0.44,
                    )
                ]
            ),
        ),
        (
            "locationiq_reverse",
            {"lat": 52.5093, "lon": 13.3759, "format": "json"},
            j(
                {
                    "place_id": "331784561",
                    "licence": "https://locationiq.com/attribution",
                    "lat": "52.50931",
                    "lon": "13.37594",
                    "display_name": "Hotel Ellington, 50-55, Nürnberger Straße, Schöneberg, Tempelhof-Schöneberg, Berlin, 10789, Germany",
                    "address": {
                        "hotel": "Hotel Ellington",
                        "house_number": "50-55",
                        "road": "Nürnberger Straße",
                        "suburb": "Schöneberg",
                        "city": "Berlin",
                        "postcode": "10789",
                        "country": "Germany",
                        "country_code": "de",
                    },
                    "boundingbox": ["52.5088", "52.5097", "13.3754", "13.3764"],
                }
            ),
        ),
        (
            "locationiq_search",
            {"q": "Kleinkleckersdorf", "format": "json"},
            j({"error": "Unable to geocode"}),
        ),
    ],
)

LIQ_DAY = j({"error": "Rate Limited Day"})

session(
    "locationiq",
    False,
    "Normalise the addresses in our 9 new supplier records (geocode each to lat/lon).",
    [
        (
            "locationiq_search",
            {"q": "Via Tortona 31, Milano", "format": "json", "limit": 1},
            j(
                [
                    liq(
                        "31, Via Tortona, Porta Genova, Municipio 6, Milano, Lombardia, 20144, Italia",
                        "45.45208",
                        "9.16602",
                        "place",
                        "house",
                        0.31,
                    )
                ]
            ),
        ),
        (
            "locationiq_search",
            {"q": "Carrer de Pujades 77, Barcelona", "format": "json", "limit": 1},
            LIQ_DAY,
        ),
        (
            "locationiq_search",
            {"q": "Rua Augusta 120, Lisboa", "format": "json", "limit": 1},
            LIQ_DAY,
        ),
        (
            "locationiq_search",
            {"q": "Boulevard Haussmann 40, Paris", "format": "json", "limit": 1},
            LIQ_DAY,
        ),
        (
            "locationiq_search",
            {"q": "Carrer de Pujades 77 08005 Barcelona Spain", "format": "json"},
            LIQ_DAY,
        ),
        (
            "locationiq_search",
            {"q": "Mariahilfer Straße 10, Wien", "format": "json", "limit": 1},
            LIQ_DAY,
        ),
        (
            "locationiq_search",
            {"q": "Rua Augusta, Lisbon", "format": "json", "countrycodes": "pt"},
            LIQ_DAY,
        ),
    ],
)


def photon(feats) -> str:
    return j(
        {
            "features": [
                {
                    "geometry": {"coordinates": [lon, lat], "type": "Point"},
                    "type": "Feature",
                    "properties": props,
                }
                for lon, lat, props in feats
            ],
            "type": "FeatureCollection",
        }
    )


session(
    "photon",
    True,
    "Autocomplete the address the user is typing ('Kopenh' ... 'Kopenhagener Str 12 Berlin') and pick the right one.",
    [
        (
            "photon_search",
            {"q": "Kopenh", "limit": 3},
            photon(
                [
                    (
                        12.5700,
                        55.6867,
                        {
                            "osm_type": "R",
                            "osm_id": 2192363,
                            "osm_key": "place",
                            "osm_value": "city",
                            "name": "København",
                            "country": "Danmark",
                            "countrycode": "DK",
                            "type": "city",
                        },
                    ),
                    (
                        13.4066,
                        52.5470,
                        {
                            "osm_type": "W",
                            "osm_id": 4584710,
                            "osm_key": "highway",
                            "osm_value": "residential",
                            "name": "Kopenhagener Straße",
                            "city": "Berlin",
                            "district": "Prenzlauer Berg",
                            "postcode": "10437",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "street",
                        },
                    ),
                    (
                        9.9823,
                        53.5675,
                        {
                            "osm_type": "W",
                            "osm_id": 23986170,
                            "osm_key": "highway",
                            "osm_value": "residential",
                            "name": "Kopenhagener Straße",
                            "city": "Hamburg",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "street",
                        },
                    ),
                ]
            ),
        ),
        (
            "photon_search",
            {"q": "Kopenhagener Str 12", "limit": 3},
            photon(
                [
                    (
                        13.40512,
                        52.54729,
                        {
                            "osm_type": "N",
                            "osm_id": 2987134521,
                            "osm_key": "place",
                            "osm_value": "house",
                            "housenumber": "12",
                            "street": "Kopenhagener Straße",
                            "city": "Berlin",
                            "postcode": "10437",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "house",
                        },
                    ),
                    (
                        11.6011,
                        48.1735,
                        {
                            "osm_type": "N",
                            "osm_id": 3158870017,
                            "osm_key": "place",
                            "osm_value": "house",
                            "housenumber": "12",
                            "street": "Kopenhagener Straße",
                            "city": "München",
                            "postcode": "80807",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "house",
                        },
                    ),
                ]
            ),
        ),
        (
            "photon_search",
            {"q": "Kopenhagener Str 12 Berlin", "limit": 1, "lat": 52.52, "lon": 13.40},
            photon(
                [
                    (
                        13.40512,
                        52.54729,
                        {
                            "osm_type": "N",
                            "osm_id": 2987134521,
                            "osm_key": "place",
                            "osm_value": "house",
                            "housenumber": "12",
                            "street": "Kopenhagener Straße",
                            "city": "Berlin",
                            "district": "Prenzlauer Berg",
                            "postcode": "10437",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "house",
                        },
                    )
                ]
            ),
        ),
        (
            "photon_reverse",
            {"lat": 52.54729, "lon": 13.40512, "radius": 0.05},
            photon(
                [
                    (
                        13.40512,
                        52.54729,
                        {
                            "osm_type": "N",
                            "osm_id": 2987134521,
                            "osm_key": "place",
                            "osm_value": "house",
                            "housenumber": "12",
                            "street": "Kopenhagener Straße",
                            "city": "Berlin",
                            "postcode": "10437",
                            "country": "Deutschland",
                            "countrycode": "DE",
                            "type": "house",
                        },
                    )
                ]
            ),
        ),
    ],
)


def oc(results, remaining: int, code=200, msg="OK") -> str:
    return j(
        {
            "documentation": "https://opencagedata.com/api",
            "licenses": [
                {"name": "see attribution guide", "url": "https://opencagedata.com/credits"}
            ],
            "rate": {"limit": 2500, "remaining": remaining, "reset": 1765065600},
            "results": results,
            "status": {"code": code, "message": msg},
            "stay_informed": {
                "blog": "https://blog.opencagedata.com",
                "mastodon": "https://en.osm.town/@opencage",
            },
            "thanks": "For using an OpenCage API",
            "timestamp": {
                "created_http": "Sat, 06 Dec 2025 10:14:22 GMT",
                "created_unix": 1765016062,
            },
            "total_results": len(results),
        },
        indent=2,
    )


def oc_res(formatted: str, lat: float, lng: float, conf: int, comp: dict) -> dict:
    return {
        "components": comp,
        "confidence": conf,
        "formatted": formatted,
        "geometry": {"lat": lat, "lng": lng},
    }


session(
    "opencage",
    True,
    "Get coordinates and timezone for our Nairobi and Lagos offices, then the country of a GPS fix at (-1.9441, 30.0619).",
    [
        (
            "opencage_geocode",
            {"q": "Westlands, Nairobi, Kenya", "limit": 1},
            oc(
                [
                    oc_res(
                        "Westlands, Nairobi, Kenya",
                        -1.2676,
                        36.8108,
                        7,
                        {
                            "_type": "suburb",
                            "suburb": "Westlands",
                            "city": "Nairobi",
                            "country": "Kenya",
                            "country_code": "ke",
                        },
                    )
                ],
                2471,
            ),
        ),
        (
            "opencage_geocode",
            {"q": "Victoria Island, Lagos, Nigeria", "limit": 1, "annotations": "timezone"},
            oc(
                [
                    {
                        **oc_res(
                            "Victoria Island, Lagos, Nigeria",
                            6.4281,
                            3.4219,
                            7,
                            {
                                "_type": "suburb",
                                "suburb": "Victoria Island",
                                "city": "Lagos",
                                "state": "Lagos State",
                                "country": "Nigeria",
                                "country_code": "ng",
                            },
                        ),
                        "annotations": {
                            "timezone": {
                                "name": "Africa/Lagos",
                                "offset_string": "+0100",
                                "short_name": "WAT",
                            }
                        },
                    }
                ],
                2470,
            ),
        ),
        (
            "opencage_geocode",
            {"q": "Westlands, Nairobi, Kenya", "limit": 1, "annotations": "timezone"},
            oc(
                [
                    {
                        **oc_res(
                            "Westlands, Nairobi, Kenya",
                            -1.2676,
                            36.8108,
                            7,
                            {
                                "_type": "suburb",
                                "suburb": "Westlands",
                                "city": "Nairobi",
                                "country": "Kenya",
                                "country_code": "ke",
                            },
                        ),
                        "annotations": {
                            "timezone": {
                                "name": "Africa/Nairobi",
                                "offset_string": "+0300",
                                "short_name": "EAT",
                            }
                        },
                    }
                ],
                2469,
            ),
        ),
        (
            "opencage_reverse",
            {"q": "-1.9441,30.0619", "no_annotations": 1},
            oc(
                [
                    oc_res(
                        "KN 3 Road, Kigali, Rwanda",
                        -1.94405,
                        30.06192,
                        9,
                        {
                            "_type": "road",
                            "road": "KN 3 Road",
                            "city": "Kigali",
                            "country": "Rwanda",
                            "country_code": "rw",
                        },
                    )
                ],
                2468,
            ),
        ),
    ],
)

OC_402 = oc([], 0, 402, "quota exceeded")

session(
    "opencage",
    False,
    "Reverse-geocode the 8 GPS points from today's field survey to village names.",
    [
        ("opencage_reverse", {"q": "-3.3869,36.6830"}, OC_402),
        ("opencage_reverse", {"q": "-3.4012,36.7104"}, OC_402),
        ("opencage_reverse", {"q": "-3.3655,36.6551"}, OC_402),
        ("opencage_reverse", {"q": "-3.42,36.73", "no_annotations": 1}, OC_402),
        ("opencage_geocode", {"q": "Usa River, Tanzania"}, OC_402),
        ("opencage_reverse", {"q": "-3.3712,36.8011"}, OC_402),
        ("opencage_reverse", {"q": "-3.3869,36.6830", "language": "en"}, OC_402),
    ],
)


def ps(rows) -> str:
    return j({"data": rows})


def ps_row(
    label: str,
    lat: float,
    lon: float,
    typ: str,
    conf: float,
    region: str,
    country: str,
    cc: str,
    locality,
) -> dict:
    return {
        "latitude": lat,
        "longitude": lon,
        "type": typ,
        "name": label.split(",")[0],
        "number": None,
        "postal_code": None,
        "street": None,
        "confidence": conf,
        "region": region,
        "region_code": None,
        "county": None,
        "locality": locality,
        "administrative_area": None,
        "neighbourhood": None,
        "country": country,
        "country_code": cc,
        "continent": "North America",
        "label": label,
    }


session(
    "positionstack",
    True,
    "Find coordinates for the three ski resorts on the itinerary and note if any name is ambiguous.",
    [
        (
            "positionstack_forward",
            {"query": "Whistler Blackcomb", "limit": 2},
            ps(
                [
                    ps_row(
                        "Whistler Blackcomb, Whistler, BC, Canada",
                        50.1070,
                        -122.9440,
                        "venue",
                        1,
                        "British Columbia",
                        "Canada",
                        "CAN",
                        "Whistler",
                    )
                ]
            ),
        ),
        (
            "positionstack_forward",
            {"query": "Big Sky", "limit": 3},
            ps(
                [
                    ps_row(
                        "Big Sky, MT, USA",
                        45.2847,
                        -111.3683,
                        "locality",
                        1,
                        "Montana",
                        "United States",
                        "USA",
                        "Big Sky",
                    ),
                    ps_row(
                        "Big Sky, Lethbridge, AB, Canada",
                        49.6801,
                        -112.8215,
                        "neighbourhood",
                        0.6,
                        "Alberta",
                        "Canada",
                        "CAN",
                        "Lethbridge",
                    ),
                ]
            ),
        ),
        (
            "positionstack_forward",
            {"query": "Big Sky Resort, Montana", "limit": 1},
            ps(
                [
                    ps_row(
                        "Big Sky Resort, Big Sky, MT, USA",
                        45.2857,
                        -111.4014,
                        "venue",
                        1,
                        "Montana",
                        "United States",
                        "USA",
                        "Big Sky",
                    )
                ]
            ),
        ),
        (
            "positionstack_forward",
            {"query": "Mont Tremblant", "limit": 2},
            ps(
                [
                    ps_row(
                        "Mont-Tremblant, QC, Canada",
                        46.1185,
                        -74.5962,
                        "locality",
                        1,
                        "Quebec",
                        "Canada",
                        "CAN",
                        "Mont-Tremblant",
                    )
                ]
            ),
        ),
    ],
)

PS_LIMIT = j(
    {
        "error": {
            "code": "usage_limit_reached",
            "message": "Your monthly usage limit has been reached. Please upgrade your Subscription Plan.",
        }
    }
)

session(
    "positionstack",
    False,
    "Geocode the pickup points for tomorrow's shuttle runs in Phoenix (7 addresses).",
    [
        (
            "positionstack_forward",
            {"query": "3400 E Sky Harbor Blvd, Phoenix, AZ", "limit": 1},
            PS_LIMIT,
        ),
        ("positionstack_forward", {"query": "100 N 1st St, Phoenix, AZ", "limit": 1}, PS_LIMIT),
        (
            "positionstack_forward",
            {"query": "7014 E Camelback Rd, Scottsdale, AZ", "limit": 1},
            PS_LIMIT,
        ),
        ("positionstack_forward", {"query": "Sky Harbor Airport Terminal 4", "limit": 1}, PS_LIMIT),
        (
            "positionstack_forward",
            {"query": "1 E Washington St, Phoenix", "country": "US"},
            PS_LIMIT,
        ),
        ("positionstack_reverse", {"query": "33.4342,-112.0116"}, PS_LIMIT),
        ("positionstack_forward", {"query": "Tempe Marketplace, Tempe, AZ", "limit": 1}, PS_LIMIT),
    ],
)

# ---------------------------------------------------------------- ride-hailing / micromobility


def uber_req(rid: str, status: str, driver=None, eta=None, vehicle=None) -> str:
    return j(
        {
            "request_id": rid,
            "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
            "status": status,
            "surge_multiplier": 1.0,
            "shared": False,
            "driver": driver,
            "vehicle": vehicle,
            "location": None
            if not driver
            else {"latitude": 37.7759, "longitude": -122.4179, "bearing": 33},
            "pickup": {"latitude": 37.7752, "longitude": -122.4175, "eta": eta},
            "destination": {"latitude": 37.6213, "longitude": -122.3790},
        }
    )


RID = f"{hid('uber-r1', 8)}-{hid('uber-r1a', 4)}-4a2b-9f1c-{hid('uber-r1b', 12)}"
DRV = {
    "phone_number": "(555)555-5555",
    "sms_number": "(555)555-5555",
    "rating": 4.93,
    "picture_url": "https://d1w2poirtb3as9.cloudfront.net/img.jpeg",
    "name": "Miguel",
}
VEH = {"make": "Toyota", "model": "Prius", "license_plate": "8ABC123", "picture_url": None}

session(
    "uber",
    True,
    "Get an UberX from 1455 Market St to SFO, tell me the price first, then book it and tell me when the driver is close.",
    [
        (
            "uber_price_estimates",
            {
                "start_latitude": 37.7752,
                "start_longitude": -122.4175,
                "end_latitude": 37.6213,
                "end_longitude": -122.3790,
            },
            j(
                {
                    "prices": [
                        {
                            "localized_display_name": "UberX",
                            "distance": 13.41,
                            "display_name": "UberX",
                            "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
                            "high_estimate": 52,
                            "low_estimate": 40,
                            "duration": 1560,
                            "estimate": "$40-52",
                            "currency_code": "USD",
                        },
                        {
                            "localized_display_name": "Comfort",
                            "distance": 13.41,
                            "display_name": "Comfort",
                            "product_id": "d4abaae7-f4d6-4152-91cc-77523e8165a4",
                            "high_estimate": 66,
                            "low_estimate": 51,
                            "duration": 1560,
                            "estimate": "$51-66",
                            "currency_code": "USD",
                        },
                    ]
                }
            ),
        ),
        (
            "uber_request_ride",
            {
                "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
                "start_latitude": 37.7752,
                "start_longitude": -122.4175,
                "end_latitude": 37.6213,
                "end_longitude": -122.3790,
                "fare_id": hid("fare1", 32),
            },
            uber_req(RID, "processing"),
        ),
        ("uber_get_request", {"request_id": RID}, uber_req(RID, "processing")),
        ("uber_get_request", {"request_id": RID}, uber_req(RID, "accepted", DRV, 6, VEH)),
        ("uber_get_request", {"request_id": RID}, uber_req(RID, "accepted", DRV, 3, VEH)),
        ("uber_get_request", {"request_id": RID}, uber_req(RID, "arriving", DRV, 1, VEH)),
    ],
)


def uber_hist(offset: int, count: int, trips) -> str:
    return j(
        {
            "offset": offset,
            "limit": 3,
            "count": count,
            "history": [
                {
                    "status": "completed",
                    "distance": d,
                    "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
                    "start_time": s,
                    "start_city": {
                        "latitude": 37.7749,
                        "display_name": city,
                        "longitude": -122.4194,
                    },
                    "end_time": s + dur,
                    "request_id": hid(f"h{s}", 8)
                    + "-"
                    + hid(f"h{s}x", 4)
                    + "-4c1d-9a0e-"
                    + hid(f"h{s}y", 12),
                    "request_time": s - 180,
                }
                for s, dur, d, city in trips
            ],
        }
    )


session(
    "uber",
    True,
    "Add up my Uber trips in November 2025 for the expense report (count and total distance).",
    [
        (
            "uber_history",
            {"offset": 0, "limit": 3},
            uber_hist(
                0,
                7,
                [
                    (1764355200, 1320, 4.12, "San Francisco"),
                    (1764180000, 1850, 11.60, "San Francisco"),
                    (1763830800, 960, 2.48, "Oakland"),
                ],
            ),
        ),
        (
            "uber_history",
            {"offset": 3, "limit": 3},
            uber_hist(
                3,
                7,
                [
                    (1763402400, 2280, 13.21, "San Francisco"),
                    (1762880400, 1110, 3.04, "San Francisco"),
                    (1762282800, 1540, 6.87, "San Jose"),
                ],
            ),
        ),
        (
            "uber_history",
            {"offset": 6, "limit": 3},
            uber_hist(6, 7, [(1761921000, 900, 2.02, "San Francisco")]),
        ),
    ],
)

UBER_401 = j({"message": "Invalid OAuth 2.0 credentials provided.", "code": "unauthorized"})

session(
    "uber",
    False,
    "Get me a ride from the Chicago Hilton to O'Hare; compare UberX and Comfort first.",
    [
        ("uber_products", {"latitude": 41.8725, "longitude": -87.6245}, UBER_401),
        (
            "uber_price_estimates",
            {
                "start_latitude": 41.8725,
                "start_longitude": -87.6245,
                "end_latitude": 41.9742,
                "end_longitude": -87.9073,
            },
            UBER_401,
        ),
        ("uber_time_estimates", {"start_latitude": 41.8725, "start_longitude": -87.6245}, UBER_401),
        (
            "uber_price_estimates",
            {
                "start_latitude": 41.8725,
                "start_longitude": -87.6245,
                "end_latitude": 41.9786,
                "end_longitude": -87.9048,
            },
            UBER_401,
        ),
        ("uber_products", {"latitude": 41.87, "longitude": -87.62}, UBER_401),
        (
            "uber_request_estimate",
            {
                "product_id": "a1111c8c-c720-46c3-8534-2fcdd730040d",
                "start_latitude": 41.8725,
                "start_longitude": -87.6245,
                "end_latitude": 41.9742,
                "end_longitude": -87.9073,
            },
            UBER_401,
        ),
    ],
)


def lyft_ride(rid: str, status: str, driver=None, eta=None) -> str:
    body = {
        "ride_id": rid,
        "status": status,
        "ride_type": "lyft",
        "passenger": {"first_name": "Dana"},
        "origin": {"lat": 40.7527, "lng": -73.9772, "address": "89 E 42nd St, New York, NY"},
        "destination": {"lat": 40.6413, "lng": -73.7781, "address": "JFK Terminal 4"},
        "requested_at": "2025-12-06T14:02:11+0000",
    }
    if driver:
        body["driver"] = driver
        body["vehicle"] = {
            "make": "Honda",
            "model": "Accord",
            "color": "Black",
            "license_plate": "T123456C",
        }
        body["origin"]["eta_seconds"] = eta
    return j(body)


LRID = str(num("lyft-r1", 10**17, 10**18 - 1))
LDRV = {
    "first_name": "Anan",
    "rating": "4.9",
    "phone_number": "+15555550123",
    "image_url": "https://lyft.example/driver.jpg",
}

session(
    "lyft",
    True,
    "Check Lyft ETA and price from Grand Central to JFK T4, book a standard Lyft, and tell me when it's 2 minutes away.",
    [
        (
            "lyft_eta",
            {"lat": 40.7527, "lng": -73.9772},
            j(
                {
                    "eta_estimates": [
                        {
                            "display_name": "Lyft",
                            "ride_type": "lyft",
                            "eta_seconds": 240,
                            "is_valid_estimate": True,
                        },
                        {
                            "display_name": "Lyft XL",
                            "ride_type": "lyft_plus",
                            "eta_seconds": 540,
                            "is_valid_estimate": True,
                        },
                    ]
                }
            ),
        ),
        (
            "lyft_cost",
            {
                "start_lat": 40.7527,
                "start_lng": -73.9772,
                "end_lat": 40.6413,
                "end_lng": -73.7781,
                "ride_type": "lyft",
            },
            j(
                {
                    "cost_estimates": [
                        {
                            "ride_type": "lyft",
                            "display_name": "Lyft",
                            "currency": "USD",
                            "estimated_cost_cents_min": 6834,
                            "estimated_cost_cents_max": 8912,
                            "estimated_duration_seconds": 2941,
                            "estimated_distance_miles": 16.8,
                            "primetime_percentage": "0%",
                            "is_valid_estimate": True,
                            "cost_token": None,
                        }
                    ]
                }
            ),
        ),
        (
            "lyft_request_ride",
            {
                "ride_type": "lyft",
                "origin": {"lat": 40.7527, "lng": -73.9772},
                "destination": {"lat": 40.6413, "lng": -73.7781},
            },
            j(
                {
                    "ride_id": LRID,
                    "status": "pending",
                    "origin": {
                        "lat": 40.7527,
                        "lng": -73.9772,
                        "address": "89 E 42nd St, New York, NY",
                    },
                    "destination": {"lat": 40.6413, "lng": -73.7781, "address": "JFK Terminal 4"},
                    "passenger": {"first_name": "Dana"},
                }
            ),
        ),
        ("lyft_get_ride", {"ride_id": LRID}, lyft_ride(LRID, "pending")),
        ("lyft_get_ride", {"ride_id": LRID}, lyft_ride(LRID, "accepted", LDRV, 420)),
        ("lyft_get_ride", {"ride_id": LRID}, lyft_ride(LRID, "accepted", LDRV, 230)),
        ("lyft_get_ride", {"ride_id": LRID}, lyft_ride(LRID, "accepted", LDRV, 110)),
    ],
)

session(
    "lyft",
    True,
    "Cancel my scheduled Lyft for tomorrow morning and confirm nothing else is scheduled this week.",
    [
        (
            "lyft_list_rides",
            {
                "start_time": "2025-12-06T00:00:00Z",
                "end_time": "2025-12-13T00:00:00Z",
                "status": "scheduled",
            },
            j(
                {
                    "ride_history": [
                        {
                            "ride_id": "1984402517790117512",
                            "status": "scheduled",
                            "ride_type": "lyft",
                            "scheduled_pickup": {
                                "timeslot_start_ms": 1765088400000,
                                "timeslot_end_ms": 1765089000000,
                            },
                            "origin": {"address": "220 W 57th St, New York, NY"},
                            "destination": {"address": "LGA Terminal B"},
                        }
                    ]
                }
            ),
        ),
        ("lyft_cancel_ride", {"ride_id": "1984402517790117512"}, ""),
        (
            "lyft_get_ride",
            {"ride_id": "1984402517790117512"},
            j(
                {
                    "ride_id": "1984402517790117512",
                    "status": "canceled",
                    "canceled_by": "passenger",
                    "ride_type": "lyft",
                    "price": {"amount": 0, "currency": "USD", "description": "No cancellation fee"},
                }
            ),
        ),
        (
            "lyft_list_rides",
            {
                "start_time": "2025-12-06T00:00:00Z",
                "end_time": "2025-12-13T00:00:00Z",
                "status": "scheduled",
            },
            j({"ride_history": []}),
        ),
    ],
)

LYFT_401 = j(
    {"error": "invalid_token", "error_description": "The access token is invalid or has expired"}
)

session(
    "lyft",
    False,
    "How much did I spend on Lyft in October 2025? List every ride.",
    [
        (
            "lyft_list_rides",
            {"start_time": "2025-10-01T00:00:00Z", "end_time": "2025-11-01T00:00:00Z"},
            LYFT_401,
        ),
        (
            "lyft_list_rides",
            {"start_time": "2025-10-01T00:00:00Z", "end_time": "2025-10-16T00:00:00Z"},
            LYFT_401,
        ),
        (
            "lyft_list_rides",
            {"start_time": "2025-10-16T00:00:00Z", "end_time": "2025-11-01T00:00:00Z"},
            LYFT_401,
        ),
        (
            "lyft_list_rides",
            {"start_time": "2025-10-01T00:00:00Z", "end_time": "2025-11-01T00:00:00Z", "limit": 50},
            LYFT_401,
        ),
        ("lyft_get_profile", {}, LYFT_401),
        (
            "lyft_list_rides",
            {"start_time": "2025-09-01T00:00:00Z", "end_time": "2025-11-01T00:00:00Z"},
            LYFT_401,
        ),
    ],
)


def gbfs_status(updated: int, stations) -> str:
    return j(
        {
            "last_updated": updated,
            "ttl": 60,
            "version": "2.3",
            "data": {
                "stations": [
                    {
                        "station_id": sid,
                        "num_bikes_available": b,
                        "num_ebikes_available": e,
                        "num_docks_available": d,
                        "is_installed": True,
                        "is_renting": True,
                        "is_returning": True,
                        "last_reported": updated - 30,
                    }
                    for sid, b, e, d in stations
                ]
            },
        }
    )


session(
    "gbfs",
    True,
    "Are there e-bikes at the three docks nearest Union Station DC right now? If none, which nearby dock has one?",
    [
        (
            "gbfs_fetch",
            {
                "system": "capital_bikeshare",
                "feed": "station_information",
                "near": [38.8973, -77.0063],
                "radius_m": 400,
            },
            j(
                {
                    "last_updated": 1765016400,
                    "ttl": 60,
                    "version": "2.3",
                    "data": {
                        "stations": [
                            {
                                "station_id": "08263b3b-1f3f-11e7-bf6b-3863bb334450",
                                "name": "Columbus Circle / Union Station",
                                "lat": 38.8973,
                                "lon": -77.0063,
                                "capacity": 31,
                            },
                            {
                                "station_id": "082469cc-1f3f-11e7-bf6b-3863bb334450",
                                "name": "1st & M St NE",
                                "lat": 38.9058,
                                "lon": -77.0056,
                                "capacity": 19,
                            },
                            {
                                "station_id": "08253b2d-1f3f-11e7-bf6b-3863bb334450",
                                "name": "2nd & G St NE",
                                "lat": 38.8989,
                                "lon": -77.0037,
                                "capacity": 15,
                            },
                        ]
                    },
                }
            ),
        ),
        (
            "gbfs_fetch",
            {
                "system": "capital_bikeshare",
                "feed": "station_status",
                "station_ids": [
                    "08263b3b-1f3f-11e7-bf6b-3863bb334450",
                    "082469cc-1f3f-11e7-bf6b-3863bb334450",
                    "08253b2d-1f3f-11e7-bf6b-3863bb334450",
                ],
            },
            gbfs_status(
                1765016460,
                [
                    ("08263b3b-1f3f-11e7-bf6b-3863bb334450", 4, 0, 27),
                    ("082469cc-1f3f-11e7-bf6b-3863bb334450", 0, 0, 19),
                    ("08253b2d-1f3f-11e7-bf6b-3863bb334450", 2, 0, 13),
                ],
            ),
        ),
        (
            "gbfs_fetch",
            {
                "system": "capital_bikeshare",
                "feed": "station_information",
                "near": [38.8973, -77.0063],
                "radius_m": 900,
            },
            j(
                {
                    "last_updated": 1765016400,
                    "ttl": 60,
                    "version": "2.3",
                    "data": {
                        "stations": [
                            {
                                "station_id": "0825f0b4-1f3f-11e7-bf6b-3863bb334450",
                                "name": "4th & E St NW",
                                "lat": 38.8958,
                                "lon": -77.0159,
                                "capacity": 23,
                            },
                            {
                                "station_id": "08254284-1f3f-11e7-bf6b-3863bb334450",
                                "name": "Massachusetts Ave & 6th St NE",
                                "lat": 38.8947,
                                "lon": -76.9990,
                                "capacity": 15,
                            },
                        ]
                    },
                }
            ),
        ),
        (
            "gbfs_fetch",
            {
                "system": "capital_bikeshare",
                "feed": "station_status",
                "station_ids": [
                    "0825f0b4-1f3f-11e7-bf6b-3863bb334450",
                    "08254284-1f3f-11e7-bf6b-3863bb334450",
                ],
            },
            gbfs_status(
                1765016520,
                [
                    ("0825f0b4-1f3f-11e7-bf6b-3863bb334450", 6, 1, 16),
                    ("08254284-1f3f-11e7-bf6b-3863bb334450", 3, 0, 12),
                ],
            ),
        ),
    ],
)


def free_bikes(updated: int, op: str, bikes) -> str:
    return j(
        {
            "last_updated": updated,
            "ttl": 0,
            "version": "2.2",
            "data": {
                "bikes": [
                    {
                        "bike_id": hid(op + bid, 16),
                        "lat": lat,
                        "lon": lon,
                        "is_reserved": False,
                        "is_disabled": False,
                        "vehicle_type_id": vt,
                        "current_range_meters": rng,
                    }
                    for bid, lat, lon, vt, rng in bikes
                ]
            },
        }
    )


session(
    "gbfs",
    True,
    "Find a scooter with at least 10 km range within 300 m of Alexanderplatz; check Lime, Tier and Bolt.",
    [
        (
            "gbfs_fetch",
            {
                "system": "lime_berlin",
                "feed": "free_bike_status",
                "near": [52.5219, 13.4132],
                "radius_m": 300,
            },
            free_bikes(
                1765016700,
                "lime",
                [("a1", 52.5224, 13.4121, "2", 6400), ("a2", 52.5209, 13.4150, "2", 4100)],
            ),
        ),
        (
            "gbfs_fetch",
            {
                "system": "tier_berlin",
                "feed": "free_bike_status",
                "near": [52.5219, 13.4132],
                "radius_m": 300,
            },
            free_bikes(1765016712, "tier", [("b1", 52.5230, 13.4140, "escooter", 3900)]),
        ),
        (
            "gbfs_fetch",
            {
                "system": "bolt_berlin",
                "feed": "free_bike_status",
                "near": [52.5219, 13.4132],
                "radius_m": 300,
            },
            j({"last_updated": 1765016705, "ttl": 30, "version": "2.2", "data": {"bikes": []}}),
        ),
        (
            "gbfs_fetch",
            {
                "system": "lime_berlin",
                "feed": "free_bike_status",
                "near": [52.5219, 13.4132],
                "radius_m": 600,
            },
            free_bikes(
                1765016760,
                "lime",
                [
                    ("a1", 52.5224, 13.4121, "2", 6400),
                    ("a2", 52.5209, 13.4150, "2", 4100),
                    ("a3", 52.5251, 13.4176, "2", 18200),
                ],
            ),
        ),
        (
            "gbfs_fetch",
            {"system": "lime_berlin", "feed": "vehicle_types"},
            j(
                {
                    "last_updated": 1765016000,
                    "ttl": 3600,
                    "version": "2.2",
                    "data": {
                        "vehicle_types": [
                            {
                                "vehicle_type_id": "2",
                                "form_factor": "scooter",
                                "propulsion_type": "electric",
                                "max_range_meters": 40000,
                                "name": "Lime Gen4 scooter",
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)

_STALE = gbfs_status(1764981023, [("72", 0, 0, 39), ("79", 0, 0, 33), ("82", 0, 0, 27)])

session(
    "gbfs",
    False,
    "Watch the Citi Bike docks at W 52 St & 11 Av and around; tell me as soon as any has a bike (check every few minutes).",
    [
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72", "79", "82"]},
            _STALE,
        ),
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72", "79", "82"]},
            _STALE,
        ),
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72"]},
            gbfs_status(1764981023, [("72", 0, 0, 39)]),
        ),
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72", "79", "82"]},
            _STALE,
        ),
        (
            "gbfs_fetch",
            {
                "system": "citibike_nyc",
                "feed": "station_status",
                "station_ids": ["72", "79", "82", "3255"],
            },
            gbfs_status(
                1764981023,
                [("72", 0, 0, 39), ("79", 0, 0, 33), ("82", 0, 0, 27), ("3255", 0, 0, 19)],
            ),
        ),
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72", "79", "82"]},
            _STALE,
        ),
        (
            "gbfs_fetch",
            {"system": "citibike_nyc", "feed": "station_status", "station_ids": ["72", "79", "82"]},
            _STALE,
        ),
    ],
)

session(
    "bolt",
    True,
    "Export last week's Bolt Business rides for the Warsaw team and flag any ride over 100 PLN.",
    [
        (
            "bolt_business_rides",
            {"company_id": 48211, "from": "2025-11-24", "to": "2025-11-30", "page": 1},
            j(
                {
                    "code": 0,
                    "message": "OK",
                    "data": {
                        "rides": [
                            {
                                "order_id": 918273645,
                                "employee": "Katarzyna Nowak",
                                "created": "2025-11-24T07:41:12+01:00",
                                "pickup": "Aleje Jerozolimskie 65/79",
                                "destination": "Lotnisko Chopina",
                                "price": {"amount": 62.4, "currency": "PLN"},
                                "category": "Bolt",
                            },
                            {
                                "order_id": 918402117,
                                "employee": "Piotr Zielinski",
                                "created": "2025-11-25T18:02:55+01:00",
                                "pickup": "Prosta 20",
                                "destination": "Pulawska 145",
                                "price": {"amount": 31.9, "currency": "PLN"},
                                "category": "Bolt",
                            },
                        ],
                        "page": 1,
                        "pages": 2,
                        "total": 3,
                    },
                }
            ),
        ),
        (
            "bolt_business_rides",
            {"company_id": 48211, "from": "2025-11-24", "to": "2025-11-30", "page": 2},
            j(
                {
                    "code": 0,
                    "message": "OK",
                    "data": {
                        "rides": [
                            {
                                "order_id": 918999304,
                                "employee": "Katarzyna Nowak",
                                "created": "2025-11-28T23:15:40+01:00",
                                "pickup": "Nowy Swiat 6",
                                "destination": "Modlin Airport",
                                "price": {"amount": 148.0, "currency": "PLN"},
                                "category": "Comfort",
                            }
                        ],
                        "page": 2,
                        "pages": 2,
                        "total": 3,
                    },
                }
            ),
        ),
        (
            "bolt_business_ride_details",
            {"order_id": 918999304},
            j(
                {
                    "code": 0,
                    "message": "OK",
                    "data": {
                        "order_id": 918999304,
                        "distance_km": 41.2,
                        "duration_min": 47,
                        "cost_center": "SALES-PL",
                        "comment": "Late flight to Oslo",
                        "receipt_url": "https://bolt.eu/receipt/" + hid("bolt-rcpt", 20),
                    },
                }
            ),
        ),
        (
            "bolt_business_flag_ride",
            {"order_id": 918999304, "note": "Over 100 PLN - needs manager approval"},
            j({"code": 0, "message": "OK"}),
        ),
    ],
)

BOLT_503 = (
    "upstream connect error or disconnect/reset before headers. reset reason: connection failure"
)

session(
    "bolt",
    False,
    "List all Bolt Business rides by employees in the Tallinn office this month and their total cost.",
    [
        (
            "bolt_business_rides",
            {"company_id": 30917, "from": "2025-12-01", "to": "2025-12-06", "page": 1},
            BOLT_503,
        ),
        (
            "bolt_business_rides",
            {"company_id": 30917, "from": "2025-12-01", "to": "2025-12-06"},
            BOLT_503,
        ),
        ("bolt_business_employees", {"company_id": 30917, "office": "Tallinn"}, BOLT_503),
        (
            "bolt_business_rides",
            {"company_id": 30917, "from": "2025-12-01", "to": "2025-12-03", "page": 1},
            BOLT_503,
        ),
        (
            "bolt_business_rides",
            {"company_id": 30917, "from": "2025-11-01", "to": "2025-11-30", "page": 1},
            BOLT_503,
        ),
        (
            "bolt_business_rides",
            {"company_id": 30917, "from": "2025-12-04", "to": "2025-12-06", "page": 1},
            BOLT_503,
        ),
    ],
)

# ---------------------------------------------------------------- vacation rental management


def smoobu_page(page: int, pages: int, total: int, bookings) -> str:
    return j(
        {
            "page_count": pages,
            "page_size": 2,
            "total_items": total,
            "page": page,
            "bookings": bookings,
        }
    )


def smoobu_b(
    bid: int, arr: str, dep: str, apt: str, chan: str, guest: str, adults: int, price: float
) -> dict:
    return {
        "id": bid,
        "reference-id": hid(f"sm{bid}", 10).upper(),
        "type": "reservation",
        "arrival": arr,
        "departure": dep,
        "created-at": "2025-10-02 14:11",
        "modifiedAt": "2025-10-02 14:11:09",
        "apartment": {"id": num(apt, 100000, 999999), "name": apt},
        "channel": {"id": num(chan, 1000, 9999), "name": chan},
        "guest-name": guest,
        "adults": adults,
        "children": 0,
        "check-in": "15:00",
        "check-out": "11:00",
        "price": price,
        "price-paid": "Yes",
        "is-blocked-booking": False,
    }


session(
    "smoobu",
    True,
    "List all December arrivals across my apartments, then block 24-26 Dec on 'Altbau Loft' for family use and set the New Year's Eve price to 260.",
    [
        (
            "smoobu_get_reservations",
            {"arrivalFrom": "2025-12-01", "arrivalTo": "2025-12-31", "page": 1},
            smoobu_page(
                1,
                3,
                5,
                [
                    smoobu_b(
                        71823411,
                        "2025-12-04",
                        "2025-12-07",
                        "Altbau Loft",
                        "Airbnb",
                        "Jonas Lindqvist",
                        2,
                        412.0,
                    ),
                    smoobu_b(
                        71833519,
                        "2025-12-11",
                        "2025-12-14",
                        "Studio Kanal",
                        "Booking.com",
                        "Aiko Tanaka",
                        1,
                        289.5,
                    ),
                ],
            ),
        ),
        (
            "smoobu_get_reservations",
            {"arrivalFrom": "2025-12-01", "arrivalTo": "2025-12-31", "page": 2},
            smoobu_page(
                2,
                3,
                5,
                [
                    smoobu_b(
                        71901102,
                        "2025-12-19",
                        "2025-12-22",
                        "Studio Kanal",
                        "Direct booking",
                        "Maren Olsen",
                        2,
                        330.0,
                    ),
                    smoobu_b(
                        72004566,
                        "2025-12-29",
                        "2026-01-02",
                        "Altbau Loft",
                        "Airbnb",
                        "Lucas Ferreira",
                        4,
                        980.0,
                    ),
                ],
            ),
        ),
        (
            "smoobu_get_reservations",
            {"arrivalFrom": "2025-12-01", "arrivalTo": "2025-12-31", "page": 3},
            smoobu_page(
                3,
                3,
                5,
                [
                    smoobu_b(
                        72110087,
                        "2025-12-30",
                        "2026-01-03",
                        "Studio Kanal",
                        "Booking.com",
                        "Emma Dubois",
                        2,
                        720.0,
                    )
                ],
            ),
        ),
        (
            "smoobu_create_reservation",
            {
                "arrivalDate": "2025-12-24",
                "departureDate": "2025-12-26",
                "apartmentId": num("Altbau Loft", 100000, 999999),
                "channelId": 11,
                "firstName": "Owner",
                "lastName": "Block",
                "notice": "Family use",
            },
            j({"id": 72233901}),
        ),
        (
            "smoobu_set_rates",
            {
                "apartments": [num("Altbau Loft", 100000, 999999)],
                "operations": [{"dates": ["2025-12-31"], "daily_price": 260}],
            },
            j({"success": True}),
        ),
        (
            "smoobu_get_rates",
            {
                "apartments[]": num("Altbau Loft", 100000, 999999),
                "start_date": "2025-12-24",
                "end_date": "2025-12-31",
            },
            j(
                {
                    "data": {
                        str(num("Altbau Loft", 100000, 999999)): {
                            "2025-12-24": {"price": None, "min_length_of_stay": 2, "available": 0},
                            "2025-12-25": {"price": None, "min_length_of_stay": 2, "available": 0},
                            "2025-12-26": {"price": 145, "min_length_of_stay": 2, "available": 1},
                            "2025-12-27": {"price": 145, "min_length_of_stay": 2, "available": 1},
                            "2025-12-28": {"price": 145, "min_length_of_stay": 2, "available": 1},
                            "2025-12-29": {"price": 210, "min_length_of_stay": 3, "available": 0},
                            "2025-12-30": {"price": 210, "min_length_of_stay": 3, "available": 0},
                            "2025-12-31": {"price": 260, "min_length_of_stay": 3, "available": 0},
                        }
                    }
                }
            ),
        ),
    ],
)

session(
    "smoobu",
    True,
    "Is anyone checking in to Studio Kanal this weekend (6-7 Dec)? If not, is it free for a last-minute 2-night stay?",
    [
        (
            "smoobu_get_reservations",
            {
                "arrivalFrom": "2025-12-06",
                "arrivalTo": "2025-12-07",
                "apartmentId": num("Studio Kanal", 100000, 999999),
            },
            smoobu_page(1, 0, 0, []),
        ),
        (
            "smoobu_check_availability",
            {
                "arrivalDate": "2025-12-06",
                "departureDate": "2025-12-08",
                "apartments": [num("Studio Kanal", 100000, 999999)],
            },
            j(
                {
                    "availableApartments": [num("Studio Kanal", 100000, 999999)],
                    "prices": {
                        str(num("Studio Kanal", 100000, 999999)): {"price": 198, "currency": "EUR"}
                    },
                    "errorMessages": {},
                }
            ),
        ),
        (
            "smoobu_get_reservations",
            {
                "departureFrom": "2025-12-06",
                "departureTo": "2025-12-06",
                "apartmentId": num("Studio Kanal", 100000, 999999),
            },
            smoobu_page(1, 0, 0, []),
        ),
    ],
)


def beds24(typ: str, data, count=None, nxt=False) -> str:
    return j(
        {
            "success": True,
            "type": typ,
            "count": len(data) if count is None else count,
            "pages": {
                "nextPageExists": nxt,
                "nextPageLink": "https://beds24.com/api/v2/bookings?page=2" if nxt else None,
            },
            "data": data,
        }
    )


session(
    "beds24",
    True,
    "Move the Kowalski booking from room 'Seaview Double' to 'Garden Suite', add a 25 EUR late-checkout charge, and show the updated invoice.",
    [
        (
            "beds24_get_bookings",
            {"searchString": "Kowalski", "arrivalFrom": "2025-12-01"},
            beds24(
                "booking",
                [
                    {
                        "id": 68412277,
                        "propertyId": 151120,
                        "roomId": 338201,
                        "unitId": 1,
                        "status": "confirmed",
                        "arrival": "2025-12-12",
                        "departure": "2025-12-15",
                        "numAdult": 2,
                        "numChild": 0,
                        "firstName": "Marta",
                        "lastName": "Kowalski",
                        "email": "m.kowalski@example.pl",
                        "price": 387,
                        "referer": "Booking.com",
                        "apiReference": "4413220981",
                    }
                ],
            ),
        ),
        (
            "beds24_get_rooms",
            {"propertyId": 151120},
            beds24(
                "property",
                [
                    {
                        "id": 151120,
                        "name": "Casa Marina",
                        "roomTypes": [
                            {"id": 338201, "name": "Seaview Double", "qty": 3},
                            {"id": 338204, "name": "Garden Suite", "qty": 1},
                        ],
                    }
                ],
            ),
        ),
        (
            "beds24_update_bookings",
            {"bookings": [{"id": 68412277, "roomId": 338204}]},
            j([{"success": True, "modified": {"id": 68412277, "roomId": 338204}}]),
        ),
        (
            "beds24_update_bookings",
            {
                "bookings": [
                    {
                        "id": 68412277,
                        "invoiceItems": [
                            {
                                "type": "charge",
                                "description": "Late checkout",
                                "qty": 1,
                                "amount": 25,
                            }
                        ],
                    }
                ]
            },
            j([{"success": True, "new": {"invoiceItems": [{"id": 91822345}]}}]),
        ),
        (
            "beds24_get_bookings",
            {"id": 68412277, "includeInvoiceItems": True},
            beds24(
                "booking",
                [
                    {
                        "id": 68412277,
                        "roomId": 338204,
                        "status": "confirmed",
                        "arrival": "2025-12-12",
                        "departure": "2025-12-15",
                        "lastName": "Kowalski",
                        "price": 387,
                        "invoiceItems": [
                            {
                                "id": 91744112,
                                "type": "charge",
                                "description": "Garden Suite 3 nights",
                                "qty": 1,
                                "amount": 387,
                            },
                            {
                                "id": 91822345,
                                "type": "charge",
                                "description": "Late checkout",
                                "qty": 1,
                                "amount": 25,
                            },
                            {
                                "id": 91744113,
                                "type": "payment",
                                "description": "Booking.com virtual card",
                                "qty": 1,
                                "amount": -387,
                            },
                        ],
                    }
                ],
            ),
        ),
    ],
)

B24_401 = j({"success": False, "type": "error", "code": 401, "error": "Token is expired"})

session(
    "beds24",
    False,
    "Which rooms at Casa Marina are free 20-23 December and what are their prices?",
    [
        (
            "beds24_get_availability",
            {"propertyId": 151120, "startDate": "2025-12-20", "endDate": "2025-12-23"},
            B24_401,
        ),
        ("beds24_get_rooms", {"propertyId": 151120}, B24_401),
        (
            "beds24_get_bookings",
            {"propertyId": 151120, "arrivalFrom": "2025-12-18", "arrivalTo": "2025-12-23"},
            B24_401,
        ),
        (
            "beds24_get_calendar",
            {
                "propertyId": 151120,
                "startDate": "2025-12-20",
                "endDate": "2025-12-23",
                "includePrices": True,
            },
            B24_401,
        ),
        (
            "beds24_get_availability",
            {"roomId": 338201, "startDate": "2025-12-20", "endDate": "2025-12-23"},
            B24_401,
        ),
        (
            "beds24_get_availability",
            {"roomId": 338204, "startDate": "2025-12-20", "endDate": "2025-12-23"},
            B24_401,
        ),
        (
            "beds24_get_offers",
            {
                "propertyId": 151120,
                "arrival": "2025-12-20",
                "departure": "2025-12-23",
                "numAdults": 2,
            },
            B24_401,
        ),
    ],
)

session(
    "lodgify",
    True,
    "Quote 'Villa Limonaia' for 4 adults 12-19 July 2026 and, if available, create the booking for Sofia Greco.",
    [
        (
            "lodgify_list_properties",
            {"page": 1, "size": 50},
            j(
                {
                    "count": 2,
                    "items": [
                        {
                            "id": 412887,
                            "name": "Villa Limonaia",
                            "city": "Sorrento",
                            "country": "Italy",
                            "max_guests": 8,
                            "currency_code": "EUR",
                            "rooms": [{"id": 478112, "name": "Entire villa"}],
                        },
                        {
                            "id": 412901,
                            "name": "Casa del Porto",
                            "city": "Amalfi",
                            "country": "Italy",
                            "max_guests": 4,
                            "currency_code": "EUR",
                            "rooms": [{"id": 478140, "name": "Entire house"}],
                        },
                    ],
                }
            ),
        ),
        (
            "lodgify_availability",
            {"property_id": 412887, "start": "2026-07-12", "end": "2026-07-19"},
            j(
                [
                    {
                        "user_id": 90211,
                        "property_id": 412887,
                        "room_type_id": 478112,
                        "periods": [
                            {
                                "start": "2026-07-12",
                                "end": "2026-07-19",
                                "available": 1,
                                "closed_period": None,
                                "bookings": [],
                                "channel_calendars": [],
                            }
                        ],
                    }
                ]
            ),
        ),
        (
            "lodgify_quote",
            {
                "property_id": 412887,
                "arrival": "2026-07-12",
                "departure": "2026-07-19",
                "roomTypes[0].Id": 478112,
                "roomTypes[0].People": 4,
            },
            j(
                [
                    {
                        "total_including_vat": 3584.0,
                        "total_excluding_vat": 3258.18,
                        "total": 3584.0,
                        "currency_code": "EUR",
                        "room_types": [
                            {
                                "room_type_id": 478112,
                                "price_types": [
                                    {"type": 0, "subtotal": 3150.0, "description": "Room rate"},
                                    {"type": 2, "subtotal": 180.0, "description": "Cleaning fee"},
                                    {"type": 6, "subtotal": 254.0, "description": "City tax"},
                                ],
                            }
                        ],
                        "add_ons": [],
                        "rate_policy": {"name": "Standard", "deposit": "30%"},
                    }
                ]
            ),
        ),
        (
            "lodgify_create_booking",
            {
                "property_id": 412887,
                "arrival": "2026-07-12",
                "departure": "2026-07-19",
                "guest": {"name": "Sofia Greco", "email": "sofia.greco@example.it"},
                "rooms": [{"room_type_id": 478112, "guest_breakdown": {"adults": 4}}],
                "total": 3584.0,
                "source_text": "Direct",
                "status": "Booked",
            },
            "19043877",
        ),
        (
            "lodgify_get_booking",
            {"id": 19043877},
            j(
                {
                    "id": 19043877,
                    "property_id": 412887,
                    "arrival": "2026-07-12",
                    "departure": "2026-07-19",
                    "status": "Booked",
                    "guest": {"name": "Sofia Greco", "email": "sofia.greco@example.it"},
                    "total_amount": 3584.0,
                    "amount_paid": 0.0,
                    "amount_due": 3584.0,
                    "currency_code": "EUR",
                    "source": "Manual",
                    "created_at": "2025-12-06T10:41:07Z",
                }
            ),
        ),
    ],
)

LODGIFY_500 = j(
    {
        "code": 500,
        "message": "An error has occurred.",
        "correlation_id": "00000000-0000-0000-0000-000000000000",
    }
)

session(
    "lodgify",
    False,
    "List every booking for Casa del Porto arriving in August 2026 with guest names.",
    [
        (
            "lodgify_list_bookings",
            {
                "propertyId": 412901,
                "stayFilter": "ArrivalDate",
                "stayFilterDate": "2026-08-01",
                "page": 1,
                "size": 50,
            },
            LODGIFY_500,
        ),
        ("lodgify_list_bookings", {"propertyId": 412901, "page": 1, "size": 50}, LODGIFY_500),
        ("lodgify_list_bookings", {"page": 1, "size": 20, "includeCount": True}, LODGIFY_500),
        (
            "lodgify_availability",
            {"property_id": 412901, "start": "2026-08-01", "end": "2026-08-31"},
            LODGIFY_500,
        ),
        (
            "lodgify_list_bookings",
            {"propertyId": 412901, "stayFilter": "Upcoming", "page": 1, "size": 50},
            LODGIFY_500,
        ),
        (
            "lodgify_list_bookings",
            {
                "propertyId": 412901,
                "stayFilter": "ArrivalDate",
                "stayFilterDate": "2026-08-15",
                "page": 1,
                "size": 50,
            },
            LODGIFY_500,
        ),
    ],
)


def hosp_page(data, page: int, last: int, total: int) -> str:
    return j(
        {
            "data": data,
            "links": {
                "first": "https://public.api.hospitable.com/v2/reservations?page=1",
                "last": f"https://public.api.hospitable.com/v2/reservations?page={last}",
                "prev": None
                if page == 1
                else f"https://public.api.hospitable.com/v2/reservations?page={page - 1}",
                "next": None
                if page == last
                else f"https://public.api.hospitable.com/v2/reservations?page={page + 1}",
            },
            "meta": {
                "current_page": page,
                "from": 1 if total else None,
                "last_page": last,
                "per_page": 10,
                "to": total if total <= 10 else 10,
                "total": total,
            },
        }
    )


HUUID = f"{hid('hosp-res1', 8)}-{hid('hosp-res1a', 4)}-4b7e-8c1a-{hid('hosp-res1b', 12)}"

session(
    "hospitable",
    True,
    "Send the check-in instructions to the guest arriving tonight at 'Lakeview Cabin' and confirm it went out.",
    [
        (
            "hospitable_get_reservations",
            {
                "properties": ["lakeview-cabin"],
                "start_date": "2025-12-06",
                "end_date": "2025-12-06",
                "date_query": "checkin",
            },
            hosp_page(
                [
                    {
                        "id": HUUID,
                        "code": "HMQ4XZ2K9P",
                        "platform": "airbnb",
                        "arrival_date": "2025-12-06T16:00:00-06:00",
                        "departure_date": "2025-12-09T10:00:00-06:00",
                        "nights": 3,
                        "status": "accepted",
                        "guests": {"total": 2, "adult_count": 2},
                        "guest": {"first_name": "Priya", "last_name": "Raman", "language": "en"},
                    }
                ],
                1,
                1,
                1,
            ),
        ),
        (
            "hospitable_get_property",
            {"uuid": "lakeview-cabin"},
            j(
                {
                    "data": {
                        "id": "lakeview-cabin",
                        "name": "Lakeview Cabin",
                        "public_name": "Cozy Lakeview Cabin with Hot Tub",
                        "address": {"city": "Bemidji", "state": "MN"},
                        "check-in": "16:00",
                        "check-out": "10:00",
                        "house_rules": {"pets_allowed": False},
                        "details": {"wifi_name": "LakeviewGuest", "lock_type": "keypad"},
                    }
                }
            ),
        ),
        (
            "hospitable_send_message",
            {
                "reservation_uuid": HUUID,
                "body": "Hi Priya! Check-in is from 4pm. Door code 4817, WiFi LakeviewGuest / pines2025. Driveway is on the left after the mailbox.",
            },
            j({"data": {"sent_reference_id": hid("msg-hosp1", 24)}}),
        ),
        (
            "hospitable_get_messages",
            {"reservation_uuid": HUUID},
            j(
                {
                    "data": [
                        {
                            "platform": "airbnb",
                            "platform_id": 0,
                            "conversation_id": hid("conv1", 20),
                            "reservation_id": HUUID,
                            "content_type": "text/plain",
                            "body": "Hi Priya! Check-in is from 4pm. Door code 4817, WiFi LakeviewGuest / pines2025. Driveway is on the left after the mailbox.",
                            "sender_type": "host",
                            "sender_role": "host",
                            "created_at": "2025-12-06T13:02:44Z",
                        },
                        {
                            "platform": "airbnb",
                            "body": "Hi! We're arriving around 6pm, thanks.",
                            "sender_type": "guest",
                            "created_at": "2025-12-05T19:40:02Z",
                        },
                    ]
                }
            ),
        ),
    ],
)

session(
    "hospitable",
    False,
    "Summarise December occupancy for my four Minnesota cabins from Hospitable reservations.",
    [
        (
            "hospitable_get_reservations",
            {
                "properties": ["lakeview-cabin"],
                "start_date": "2025-12-01",
                "end_date": "2025-12-31",
            },
            hosp_page([], 1, 1, 0),
        ),
        (
            "hospitable_get_reservations",
            {"properties": ["pine-ridge"], "start_date": "2025-12-01", "end_date": "2025-12-31"},
            hosp_page([], 1, 1, 0),
        ),
        (
            "hospitable_get_properties",
            {"page": 1},
            hosp_page([], 1, 1, 0).replace("reservations", "properties"),
        ),
        (
            "hospitable_get_reservations",
            {"start_date": "2025-12-01", "end_date": "2025-12-31"},
            hosp_page([], 1, 1, 0),
        ),
        (
            "hospitable_get_reservations",
            {"start_date": "2025-11-01", "end_date": "2025-12-31", "include": "guest"},
            hosp_page([], 1, 1, 0),
        ),
        (
            "hospitable_get_properties",
            {"page": 1, "per_page": 50},
            hosp_page([], 1, 1, 0).replace("reservations", "properties"),
        ),
        (
            "hospitable_get_reservations",
            {"properties": ["birch-hollow"], "start_date": "2025-12-01", "end_date": "2025-12-31"},
            hosp_page([], 1, 1, 0),
        ),
    ],
)

session(
    "airbnb",
    True,
    "Raise weekend prices by 15% on my Lisbon listing for January 2026 and check that the calendar shows the new prices.",
    [
        (
            "airbnb_list_listings",
            {},
            j(
                {
                    "listings": [
                        {
                            "id": "918273645501928374",
                            "name": "Sunny Alfama flat with river view",
                            "city": "Lisboa",
                            "status": "listed",
                            "currency": "EUR",
                        },
                        {
                            "id": "918273645501928991",
                            "name": "Porto Ribeira studio",
                            "city": "Porto",
                            "status": "unlisted",
                            "currency": "EUR",
                        },
                    ]
                }
            ),
        ),
        (
            "airbnb_get_calendar",
            {
                "listing_id": "918273645501928374",
                "start_date": "2026-01-02",
                "end_date": "2026-01-04",
            },
            j(
                {
                    "listing_id": "918273645501928374",
                    "days": [
                        {
                            "date": "2026-01-02",
                            "available": True,
                            "price": {"amount": 95, "currency": "EUR"},
                            "min_nights": 2,
                        },
                        {
                            "date": "2026-01-03",
                            "available": True,
                            "price": {"amount": 110, "currency": "EUR"},
                            "min_nights": 2,
                        },
                        {
                            "date": "2026-01-04",
                            "available": True,
                            "price": {"amount": 85, "currency": "EUR"},
                            "min_nights": 2,
                        },
                    ],
                }
            ),
        ),
        (
            "airbnb_update_calendar",
            {
                "listing_id": "918273645501928374",
                "dates": ["2026-01-02", "2026-01-09", "2026-01-16", "2026-01-23", "2026-01-30"],
                "price": 109,
            },
            j({"status": "ok", "updated_days": 5}),
        ),
        (
            "airbnb_update_calendar",
            {
                "listing_id": "918273645501928374",
                "dates": ["2026-01-03", "2026-01-10", "2026-01-17", "2026-01-24", "2026-01-31"],
                "price": 127,
            },
            j({"status": "ok", "updated_days": 5}),
        ),
        (
            "airbnb_get_calendar",
            {
                "listing_id": "918273645501928374",
                "start_date": "2026-01-09",
                "end_date": "2026-01-10",
            },
            j(
                {
                    "listing_id": "918273645501928374",
                    "days": [
                        {
                            "date": "2026-01-09",
                            "available": True,
                            "price": {"amount": 109, "currency": "EUR"},
                            "min_nights": 2,
                        },
                        {
                            "date": "2026-01-10",
                            "available": False,
                            "price": {"amount": 127, "currency": "EUR"},
                            "min_nights": 2,
                            "reservation_code": "HM8K2P4QZT",
                        },
                    ],
                }
            ),
        ),
    ],
)

AIRBNB_429 = j(
    {
        "error_code": 429,
        "error_type": "rate_limited",
        "error_message": "Too many requests. Please retry after some time.",
    }
)

session(
    "airbnb",
    False,
    "Reply to all unanswered guest inquiries on my Airbnb listings from the last two days.",
    [
        ("airbnb_list_threads", {"filter": "unanswered", "limit": 20}, AIRBNB_429),
        ("airbnb_list_threads", {"filter": "unanswered", "limit": 5}, AIRBNB_429),
        ("airbnb_list_threads", {"filter": "all", "limit": 20}, AIRBNB_429),
        ("airbnb_list_reservations", {"status": "inquiry", "start_date": "2025-12-04"}, AIRBNB_429),
        (
            "airbnb_list_threads",
            {"filter": "unanswered", "listing_id": "918273645501928374"},
            AIRBNB_429,
        ),
        (
            "airbnb_list_threads",
            {"filter": "unanswered", "listing_id": "918273645501928991"},
            AIRBNB_429,
        ),
        ("airbnb_list_threads", {"filter": "unread"}, AIRBNB_429),
    ],
)

session(
    "vrbo",
    True,
    "Check the Vrbo listing for 'Pine Lodge' has the new photos live and that the 2026 minimum stay is 3 nights; fix the minimum stay if not.",
    [
        (
            "vrbo_get_listing",
            {"listing_ref": "PL-0042"},
            j(
                {
                    "listingRef": "PL-0042",
                    "vrboId": "4128834",
                    "headline": "Pine Lodge - hot tub, sleeps 10",
                    "status": "ACTIVE",
                    "photos": {"count": 38, "lastUpdated": "2025-12-05T22:14:09Z"},
                    "contentScore": 92,
                }
            ),
        ),
        (
            "vrbo_get_rate_plan",
            {"listing_ref": "PL-0042", "year": 2026},
            j(
                {
                    "listingRef": "PL-0042",
                    "ratePlans": [
                        {
                            "name": "Standard",
                            "currency": "USD",
                            "minStay": 2,
                            "nightly": {"weekday": 325, "weekend": 410},
                            "validFrom": "2026-01-01",
                            "validTo": "2026-12-31",
                        }
                    ],
                }
            ),
        ),
        (
            "vrbo_update_rate_plan",
            {"listing_ref": "PL-0042", "year": 2026, "minStay": 3},
            j({"status": "ACCEPTED", "jobId": "vr-" + hid("vrbo-job1", 12)}),
        ),
        (
            "vrbo_get_job",
            {"job_id": "vr-" + hid("vrbo-job1", 12)},
            j({"jobId": "vr-" + hid("vrbo-job1", 12), "status": "IN_PROGRESS"}),
        ),
        (
            "vrbo_get_job",
            {"job_id": "vr-" + hid("vrbo-job1", 12)},
            j({"jobId": "vr-" + hid("vrbo-job1", 12), "status": "COMPLETED", "warnings": []}),
        ),
        (
            "vrbo_get_rate_plan",
            {"listing_ref": "PL-0042", "year": 2026},
            j(
                {
                    "listingRef": "PL-0042",
                    "ratePlans": [
                        {
                            "name": "Standard",
                            "currency": "USD",
                            "minStay": 3,
                            "nightly": {"weekday": 325, "weekend": 410},
                            "validFrom": "2026-01-01",
                            "validTo": "2026-12-31",
                        }
                    ],
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- extra successful sessions

session(
    "imf",
    True,
    "Does the IMF publish a government debt figure for Somalia for 2024? Also give Kenya's.",
    [
        (
            "imf_datamapper",
            {"indicator": "GGXWDG_NGDP", "countries": ["SOM"], "periods": ["2024"]},
            imf("GGXWDG_NGDP", {}),
        ),
        (
            "imf_datamapper",
            {"indicator": "GGXWDG_NGDP", "countries": ["SOM"]},
            imf("GGXWDG_NGDP", {"SOM": {"2020": 64.7, "2021": 54.5, "2022": 50.1, "2023": 6.4}}),
        ),
        (
            "imf_datamapper",
            {"indicator": "GGXWDG_NGDP", "countries": ["KEN"], "periods": ["2024"]},
            imf("GGXWDG_NGDP", {"KEN": {"2024": 65.7}}),
        ),
    ],
)

session(
    "ecb",
    True,
    "What has the ECB deposit facility rate been since June 2024 (each change)?",
    [
        (
            "ecb_data",
            {"flow": "FM", "key": "B.U2.EUR.4F.KR.DFR.LEV", "startPeriod": "2024-06-01"},
            "KEY,FREQ,REF_AREA,CURRENCY,PROVIDER_FM,INSTRUMENT_FM,PROVIDER_FM_ID,DATA_TYPE_FM,TIME_PERIOD,OBS_VALUE\n"
            + "".join(
                f"FM.B.U2.EUR.4F.KR.DFR.LEV,B,U2,EUR,4F,KR,DFR,LEV,{d},{v}\n"
                for d, v in [
                    ("2024-06-12", "3.75"),
                    ("2024-09-18", "3.50"),
                    ("2024-10-23", "3.25"),
                    ("2024-12-18", "3.00"),
                    ("2025-02-05", "2.75"),
                    ("2025-03-12", "2.50"),
                    ("2025-04-23", "2.25"),
                    ("2025-06-11", "2.00"),
                ]
            ),
        ),
        (
            "ecb_data",
            {"flow": "FM", "key": "B.U2.EUR.4F.KR.DFR.LEV", "startPeriod": "2025-06-12"},
            "HTTP 404: No results found.",
        ),
    ],
)

session(
    "lobbyview",
    True,
    "Has the National Pork Producers Council lobbied on any 118th Congress farm bill versions? Give the bill numbers.",
    [
        (
            "lobbyview_clients",
            {"name": "National Pork Producers"},
            j(
                {
                    "total": 1,
                    "results": [
                        {
                            "client_name": "National Pork Producers Council",
                            "client_uuid": hid("lv-nppc", 12),
                            "primary_naics": "112210",
                        }
                    ],
                }
            ),
        ),
        (
            "lobbyview_client_bills",
            {"client_uuid": hid("lv-nppc", 12), "congress": 118},
            j(
                {
                    "total": 4,
                    "results": [
                        {
                            "bill_id": "hr8467-118",
                            "title": "Farm, Food, and National Security Act of 2024",
                            "n_reports": 3,
                        },
                        {
                            "bill_id": "hr4417-118",
                            "title": "Ending Agricultural Trade Suppression Act",
                            "n_reports": 5,
                        },
                        {
                            "bill_id": "s2019-118",
                            "title": "Ending Agricultural Trade Suppression Act",
                            "n_reports": 4,
                        },
                        {
                            "bill_id": "hr3418-118",
                            "title": "Food Security is National Security Act",
                            "n_reports": 1,
                        },
                    ],
                }
            ),
        ),
        (
            "lobbyview_bill",
            {"bill_id": "hr8467-118"},
            j(
                {
                    "bill_id": "hr8467-118",
                    "congress": 118,
                    "sponsor": "Rep. Glenn Thompson (R-PA)",
                    "introduced": "2024-05-21",
                    "latest_action": "Placed on the Union Calendar",
                    "n_clients": 612,
                }
            ),
        ),
    ],
)

session(
    "gbfs",
    True,
    "Which bike-share systems publish GBFS in Oslo and what's the phone number for support?",
    [
        (
            "gbfs_fetch",
            {"system": "oslobysykkel", "feed": "gbfs"},
            j(
                {
                    "last_updated": 1765016100,
                    "ttl": 10,
                    "version": "2.3",
                    "data": {
                        "nb": {
                            "feeds": [
                                {
                                    "name": "system_information",
                                    "url": "https://gbfs.urbansharing.com/oslobysykkel.no/system_information.json",
                                },
                                {
                                    "name": "station_information",
                                    "url": "https://gbfs.urbansharing.com/oslobysykkel.no/station_information.json",
                                },
                                {
                                    "name": "station_status",
                                    "url": "https://gbfs.urbansharing.com/oslobysykkel.no/station_status.json",
                                },
                            ]
                        }
                    },
                }
            ),
        ),
        (
            "gbfs_fetch",
            {"system": "oslobysykkel", "feed": "system_information"},
            j(
                {
                    "last_updated": 1765016100,
                    "ttl": 10,
                    "version": "2.3",
                    "data": {
                        "system_id": "oslobysykkel",
                        "language": "nb",
                        "name": "Oslo Bysykkel",
                        "operator": "UIP Oslo Bysykkel AS",
                        "timezone": "Europe/Oslo",
                        "phone_number": "+4791589700",
                        "email": "post@oslobysykkel.no",
                    },
                }
            ),
        ),
        (
            "gbfs_fetch",
            {"system": "voi_oslo", "feed": "system_information"},
            j(
                {
                    "last_updated": 1765016130,
                    "ttl": 0,
                    "version": "2.2",
                    "data": {
                        "system_id": "voi_oslo",
                        "language": "en",
                        "name": "Voi Oslo",
                        "operator": "Voi Technology",
                        "timezone": "Europe/Oslo",
                        "email": "support@voiapp.io",
                    },
                }
            ),
        ),
    ],
)

session(
    "census-geocoder",
    True,
    "Batch-geocode these three store addresses and tell me which need manual review.",
    [
        (
            "census_geocode_batch",
            {
                "rows": [
                    "1,400 Broad St,Seattle,WA,98109",
                    "2,1 Main Pl,Nowhere,WA,99999",
                    "3,1000 Olive Way,Seattle,WA,98101",
                ],
                "benchmark": "Public_AR_Current",
            },
            '"1","400 Broad St, Seattle, WA, 98109","Match","Exact","400 BROAD ST, SEATTLE, WA, 98109","-122.349303,47.620503","129347128","L"\n'
            '"2","1 Main Pl, Nowhere, WA, 99999","No_Match"\n'
            '"3","1000 Olive Way, Seattle, WA, 98101","Match","Non_Exact","1000 OLIVE WAY, SEATTLE, WA, 98101","-122.330207,47.614281","129343902","R"\n',
        ),
        (
            "census_geocode_oneline",
            {"address": "1 Main Pl, Nowhere, WA"},
            census_match("1 Main Pl, Nowhere, WA", None),
        ),
    ],
)

session(
    "ons",
    True,
    "Find ONS datasets about weekly deaths and tell me the latest release date; there might be none any more.",
    [
        (
            "ons_search",
            {"q": "weekly deaths", "content_type": "dataset"},
            j(
                {
                    "count": 1,
                    "items": [
                        {
                            "title": "Deaths registered weekly in England and Wales by region",
                            "dataset_id": "weekly-deaths-region",
                            "type": "dataset",
                            "release_date": "2024-01-30T07:00:00.000Z",
                        }
                    ],
                    "limit": 10,
                    "offset": 0,
                }
            ),
        ),
        (
            "ons_get",
            {"path": "/datasets/weekly-deaths-region"},
            j(
                {
                    "id": "weekly-deaths-region",
                    "title": "Deaths registered weekly in England and Wales by region",
                    "state": "published",
                    "release_frequency": "Weekly",
                    "next_release": "Discontinued",
                    "links": {
                        "latest_version": {
                            "href": "https://api.beta.ons.gov.uk/v1/datasets/weekly-deaths-region/editions/time-series/versions/100",
                            "id": "100",
                        }
                    },
                }
            ),
        ),
        (
            "ons_search",
            {"q": "deaths registered monthly", "content_type": "dataset"},
            j({"count": 0, "items": [], "limit": 10, "offset": 0}),
        ),
    ],
)


def rows() -> list[dict]:
    out = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout67/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    out.write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
