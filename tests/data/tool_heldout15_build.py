"""Build ``tool_heldout15.jsonl``: the fifteenth held-out fixture of agent sessions, on home,
building and energy systems, publishing and research workflows, commerce operations, data
platforms, and agents' own memory and planning tools.

Written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures. Each row is one tool call in the ``real-runs`` format; a run's rows are
consecutive, in call order; ``result`` is the string the framework hands the model. Runs
ending ``-ok-N`` succeeded (every call useful, or a legitimate "not found" / "0 results" /
error the user asked about, or an action's receipt); runs ending ``-fail-N`` are sessions in
which a source failed silently and the agent kept calling it.

Where each family's format comes from, and how sure the format is:

* ``solar`` - Enphase Enlighten API v4 (``/api/v4/systems``, ``energy_lifetime``,
  ``telemetry/production_micro``, per-micro telemetry) and the SolarEdge Monitoring API
  (``sites/list``, ``site/{id}/energy``, ``inventory``, ``equipment/{id}/{sn}/data``) as their
  public docs show the bodies; compact JSON as the HTTP APIs send it. Sure of the field
  names of the envelopes, less of every telemetry field. SolarEdge leaves ``value`` out of a
  period it has no data for (the failing run: a site whose gateway stopped reporting).
* ``thermostat`` - ecobee API v1 (``/thermostatSummary`` colon-separated revision lists,
  ``/thermostat`` with ``includeRuntime``/``includeEvents``, ``/runtimeReport`` CSV rows,
  the ``status`` block; code 14 is ecobee's expired token) and the Google Nest Smart Device
  Management API (``devices`` with ``traits``; ``:executeCommand`` answers ``{}``), wrapped
  by an MCP server that prints the body with an indent of 2. Sure.
* ``bms`` - a BACnet/IP and Modbus TCP gateway exposed as tools (who-is, read-property,
  read-property-multiple, GetEventInformation, holding registers). The bodies are the
  gateway's JSON (modelled on BACpypes3's property names); the Modbus failure is pymodbus's
  ``str(ExceptionResponse)`` for exception 0x0B (``GatewayNoResponse``). Fairly sure of the
  BACnet vocabulary, less of the JSON layout (each gateway has its own).
* ``opcua`` - an OPC UA client tool (browse, read, history-read) printing node-opcua-style
  JSON data values (``statusCode`` names, source and server timestamps). Fairly sure.
* ``ocpp`` - an OCPP 1.6-J central system's back-office API (SteVe-like): charge point and
  connector status, ``RemoteStartTransaction.conf`` ``{"status":"Accepted"}``, transactions,
  ``MeterValues`` sampled values (``Energy.Active.Import.Register`` in Wh). Sure of the OCPP
  payloads, less of the back office's envelope. The failing run: a charger that dropped off
  the network, its last meter values served again to every poll.
* ``green-button`` - ESPI (Green Button Connect My Data) Atom feeds: ``ReadingType`` and
  ``IntervalBlock`` entries inside an Atom ``feed`` (values in the ReadingType's unit,
  ``uom`` 72 = Wh). Sure of the schema; the failing run gets feeds with no entries (the
  customer's authorisation does not cover the period asked).
* ``scholar`` - a tool over the ``scholarly`` package (Google Scholar without SerpAPI): its
  dicts as JSON; its ``MaxTriesExceededException`` text when Scholar blocks the client. Sure.
* ``unpaywall`` - Unpaywall's REST API v2 (``/v2/{doi}?email=``) bodies, trimmed of
  ``oa_locations`` beyond the best; its 404 and 422 JSON errors. Fairly sure of the error
  messages' wording.
* ``opencitations`` - OpenCitations Index API v2 (``citation-count``, ``citations``: lists of
  OCI records with ``citing``/``cited`` id strings) and Meta API v1 (``metadata``). Sure.
* ``biorxiv`` - api.biorxiv.org ``details`` and ``pubs`` endpoints (``messages`` +
  ``collection``; ``no posts found``), the wrapper dropping abstracts. Sure.
* ``latex`` - tools over an Overleaf project cloned through its git bridge and built with
  latexmk: git's and latexmk's/pdfTeX's own console text. Sure.
* ``pandoc`` - pandoc's own warnings (silent on success: ``""``) and calibre's ``ebook-meta``
  listing; ``rsvg-convert`` silent too. Sure.
* ``podcast`` - Transistor.fm API v1 (JSON:API ``data``/``meta`` with ``currentPage``,
  ``totalPages``, ``totalCount``; sparse fieldsets; episode analytics by day). Fairly sure of
  the analytics layout. The failing run passes ``page`` where Transistor reads
  ``pagination[page]``, so every call gets page 1 again.
* ``sp-api`` - Amazon Selling Partner API: Reports API 2021-06-30 (``createReport``,
  ``getReport`` polled from ``IN_QUEUE`` to ``DONE``, ``getReportDocument``), the report's
  TSV, Orders v0 (``payload``, ``NextToken``, ``getOrderItems``); the ``QuotaExceeded``
  error body. Sure.
* ``storefront`` - WooCommerce REST v3 (with ``_fields``), BigCommerce Catalog v3
  (``data``/``meta.pagination``), Magento 2 REST's authorisation error. Sure.
* ``klaviyo`` - Klaviyo's JSON:API (revision 2024-10-15): profiles, lists, campaigns,
  ``campaign-values-reports``; adding profiles to a list answers 204 with an empty body.
  Fairly sure.
* ``gorgias`` - Gorgias REST (``data``/``meta`` cursors, ``object":"list"``), tickets,
  messages, macros. Fairly sure. The failing run: a search tool whose query is ignored, so
  every search lists the same newest tickets.
* ``shipstation`` - ShipStation API v1 (``orders``, ``shipments/getrates``,
  ``orders/createlabelfororder`` with base64 ``labelData``). Sure.
* ``avalara`` - AvaTax REST v2 ``transactions/create`` (SalesOrder) and
  ``addresses/resolve``, with AvaTax's error object. Fairly sure of the error's wording.
* ``recharge`` - Recharge API 2021-11 (customers, subscriptions, charges, ``skip``). Sure of
  the layout. The failing run passes ``customerId`` (Recharge reads ``customer_id``), so
  every call lists the store's first subscriptions, all another customer's.
* ``data-quality`` - Great Expectations 1.x ``CheckpointResult.describe()`` JSON and Soda
  Core's scan log ("Oops! 1 failures. ...", "All is good. No failures. ..."). Sure of Soda,
  fairly sure of GX's keys. The failing run: a tool that serves the last stored result.
* ``elt`` - Airbyte API v1 (``/v1/jobs``) and Fivetran REST v1 (``code``/``data``,
  ``status.sync_state``, the sync trigger's ``message``); nginx's 502 page. Sure.
* ``kafka-connect`` - Kafka Connect REST (``?expand=status``, ``/status`` with the task's
  ``trace``, KIP-745 restart answering 202 with the status, KIP-875 ``/offsets``), the
  ``kafka-get-offsets`` listing, and Connect's 409 rebalance error. Sure.
* ``trino`` - a Trino query tool printing the CLI's aligned table or "Query <id> failed:
  <message>" (Trino's own messages). Sure.
* ``lakehouse`` - Spark SQL over Iceberg metadata tables (``snapshots``, ``files``) and
  Delta's ``DESCRIBE HISTORY``, printed as the spark-sql CLI does (tab-separated rows, "Time
  taken: ..."). Sure.
* ``data-incidents`` - Monte Carlo's GraphQL API (``getIncidents``, ``getTableLineage``,
  ``getMonitors``, ``setIncidentFeedback``). Fairly sure of the field names.
* ``memory`` - mem0's ``search``/``add`` results (``results`` with ``memory``, ``score``,
  ``event`` ADD/UPDATE). Sure. The failing run: an embedder that answers zeros, so every
  search returns the same three memories at score 0.0.
* ``planner``, ``scratchpad`` - an agent's own plan and notes tools (terse receipts, plan and
  note listings) beside a document reader. The formats are the tools' own (no standard).
* ``subagent`` - a ``delegate_task`` hand-off that returns the sub-agent's final summary.
* ``browser-history`` - Chrome extension APIs (``chrome.history.search`` HistoryItems,
  ``chrome.bookmarks`` tree nodes) as JSON. Sure.

To keep the fixture under 300 kB some bodies are trimmed of fields no task needs (SP-API
orders and items, Recharge subscriptions, Gorgias tickets, AvaTax transactions, Unpaywall
records, SolarEdge telemetry, Enphase devices); the envelopes and the fields kept are as the
APIs send them. ecobee's runtime report is written without its ``status`` block (unsure
whether the API adds one there).

Run ``python tests/data/tool_heldout15_build.py`` to rewrite the fixture; the build is
deterministic.
"""

from __future__ import annotations

import json
import sys
import zlib
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout15.jsonl")
SOURCE = "heldout15/"

Call = tuple[str, dict[str, Any], str]
Session = tuple[str, str, str, bool, list[Call]]


def js(obj: Any) -> str:
    """Compact JSON, as an HTTP API sends it."""
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def jp(obj: Any) -> str:
    """JSON with an indent of 2, as many MCP servers print a body."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


def jd(obj: Any) -> str:
    """Python's default ``json.dumps``, as many tool wrappers return a dict."""
    return json.dumps(obj, ensure_ascii=False)


def epoch(text: str) -> int:
    """Seconds since 1970 of an ISO time with its offset."""
    return int(datetime.fromisoformat(text).timestamp())


def iso(t: int, offset_h: int = 0) -> str:
    """An epoch as ISO 8601 with the given UTC offset."""
    tz = timezone(timedelta(hours=offset_h))
    return datetime.fromtimestamp(t, tz).isoformat()


# --------------------------------------------------------------------------------------------
# Home, building and energy systems
# --------------------------------------------------------------------------------------------

ENPHASE_SYS = 4182274
MICROS = [f"1219340513{n:02d}" for n in range(11, 19)]


def _enphase_micro_intervals(start: int, base: list[int], dead: bool) -> list[dict[str, Any]]:
    out = []
    for i, w in enumerate(base):
        end = start + 900 * (i + 1)
        out.append({"end_at": end, "powr": 0 if dead else w, "enwh": 0 if dead else w // 4})
    return out


def solar() -> list[Session]:
    t0 = epoch("2025-05-06T10:00:00-07:00")
    day_w = [2010, 2140, 2202, 2250, 2270, 2258, 2215, 2151]
    intervals = []
    for i, w in enumerate(day_w):
        intervals.append(
            {"end_at": t0 + 900 * (i + 1), "devices_reporting": 7, "powr": w, "enwh": w // 4}
        )
    per_micro = [w // 7 for w in day_w]
    systems = {
        "total": 1, "current_page": 1, "size": 10, "count": 1, "items": "systems",
        "systems": [{
            "system_id": ENPHASE_SYS, "name": "Harlow Residence",
            "public_name": "Residential System", "timezone": "America/Los_Angeles",
            "address": {"city": "Davis", "state": "CA", "country": "US",
                        "postal_code": "95616"},
            "connection_type": "wifi", "energy_lifetime": 17211733, "energy_today": 9310,
            "system_size": 2.32, "status": "micro", "last_report_at": 1746818400,
            "last_energy_at": 1746818100, "operational_at": 1591228800,
            "attachment_type": "rack_mount", "interconnect_date": "2020-06-12",
            "other_references": ["HRL-2020-114"], "reference": None,
        }],
    }  # fmt: skip
    lifetime = {
        "system_id": ENPHASE_SYS, "start_date": "2025-05-03", "meter_start_date": "2025-05-03",
        "production": [13120, 12644, 7307, 11180, 11288, 13015, 12902],
        "micro_production": [13120, 12644, 7307, 11180, 11288, 13015, 12902],
        "meter_production": [],
        "meta": {"status": "micro", "last_report_at": 1746818400, "last_energy_at": 1746818100,
                 "operational_at": 1591228800},
    }  # fmt: skip
    micros = []
    for i, sn in enumerate(MICROS):
        micros.append({
            "id": 61233410 + i, "last_report_at": 1746818100 - (0 if i != 7 else 259200 - 240),
            "name": "IQ7PLUS-72-2-US", "serial_number": sn, "model": "IQ7+",
            "status": "normal" if i != 7 else "micro", "active": True,
        })  # fmt: skip
    devices = {
        "system_id": ENPHASE_SYS, "total_devices": 9, "items": "devices",
        "devices": {
            "micros": micros,
            "gateways": [{"id": 61233401, "last_report_at": 1746818400, "name": "Envoy-S",
                          "serial_number": "121926043187", "part_number": "800-00554-r03",
                          "sku": "ENV-S-AM1-120", "model": "Envoy-S", "status": "normal",
                          "active": True, "product_name": "IQ Gateway",
                          "emu_sw_version": "D7.6.175"}],
        },
    }  # fmt: skip
    tel_sys = {
        "system_id": ENPHASE_SYS, "granularity": "day", "total_devices": 8,
        "start_at": t0, "end_at": t0 + 900 * 8, "items": "intervals", "intervals": intervals,
    }  # fmt: skip

    def micro_tel(sn: str, dead: bool) -> dict[str, Any]:
        return {
            "system_id": ENPHASE_SYS, "serial_number": sn, "granularity": "day",
            "start_at": t0, "end_at": t0 + 900 * 8, "items": "intervals",
            "intervals": _enphase_micro_intervals(t0, per_micro, dead),
        }  # fmt: skip

    ok1 = (
        "solar", "solar-ok-1",
        "Enphase (Harlow residence): daily production 3-9 May 2025, any micro at zero on 6 "
        "May 10:00-12:00, and lifetime production.",
        True,
        [
            ("enphase_list_systems", {}, js(systems)),
            ("enphase_energy_lifetime",
             {"system_id": ENPHASE_SYS, "start_date": "2025-05-03", "end_date": "2025-05-09"},
             js(lifetime)),
            ("enphase_list_devices", {"system_id": ENPHASE_SYS}, js(devices)),
            ("enphase_production_telemetry",
             {"system_id": ENPHASE_SYS, "start_at": t0, "granularity": "day"}, js(tel_sys)),
            ("enphase_micro_telemetry",
             {"system_id": ENPHASE_SYS, "serial_no": MICROS[7], "start_at": t0,
              "granularity": "day"}, js(micro_tel(MICROS[7], True))),
            ("enphase_micro_telemetry",
             {"system_id": ENPHASE_SYS, "serial_no": MICROS[6], "start_at": t0,
              "granularity": "day"}, js(micro_tel(MICROS[6], False))),
        ],
    )  # fmt: skip

    def site(i: int, name: str, peak: float, city: str) -> dict[str, Any]:
        return {
            "id": i, "name": name, "accountId": 118842, "status": "Active",
            "peakPower": peak, "lastUpdateTime": "2025-05-09", "installationDate": "2021-03-15",
            "ptoDate": None, "notes": "", "type": "Optimizers & Inverters",
            "location": {"country": "United States", "state": "Arizona", "city": city,
                         "address": "4410 W Depot Rd", "zip": "85226",
                         "timeZone": "America/Phoenix", "countryCode": "US",
                         "stateCode": "AZ"},
            "primaryModule": {"manufacturerName": "Q CELLS", "modelName": "Q.PEAK DUO ML-G10",
                              "maximumPower": 400.0},
            "publicSettings": {"isPublic": False},
        }  # fmt: skip

    sites = {"sites": {"count": 2, "site": [
        site(2871043, "Depot North", 99.6, "Chandler"),
        site(2871044, "Depot South", 86.4, "Chandler"),
    ]}}  # fmt: skip

    def month_energy(v: float) -> str:
        return js(
            {
                "energy": {
                    "timeUnit": "MONTH",
                    "unit": "Wh",
                    "measuredBy": "INVERTER",
                    "values": [{"date": "2025-04-01 00:00:00", "value": v}],
                }
            }
        )

    def inventory(names: list[tuple[str, str, str, int]]) -> str:
        invs = [
            {"name": n, "manufacturer": "SolarEdge", "model": "SE33.3KUS",
             "communicationMethod": "ETHERNET", "cpuVersion": fw, "SN": sn,
             "connectedOptimizers": opt}
            for n, sn, fw, opt in names
        ]  # fmt: skip
        return js(
            {
                "Inventory": {
                    "meters": [],
                    "sensors": [],
                    "gateways": [],
                    "batteries": [],
                    "inverters": invs,
                }
            }
        )

    def telemetry(power: list[float], vac: list[float], temp: float) -> str:
        rows = []
        for i, (p, v) in enumerate(zip(power, vac, strict=True)):
            rows.append({
                "date": f"2025-04-30 12:{5 + 15 * i:02d}:{14 + i:02d}", "totalActivePower": p,
                "dcVoltage": round(842.0 + i * 1.7, 1), "powerLimit": 100.0,
                "totalEnergy": 148823100.0 + i * 4700, "temperature": temp + i * 0.4,
                "inverterMode": "MPPT",
                "L1Data": {"acCurrent": round(p / 3 / v, 2), "acVoltage": v,
                           "acFrequency": 60.01, "apparentPower": round(p / 3 + 210, 1),
                           "activePower": round(p / 3, 1), "cosPhi": 1.0},
            })  # fmt: skip
        return js({"data": {"count": len(rows), "telemetries": rows}})

    ok2 = (
        "solar", "solar-ok-2",
        "SolarEdge Depot North vs South: April 2025 production, inverters (serial, firmware), "
        "and any under 225 V AC at noon on 30 April.",
        True,
        [
            ("solaredge_sites_list", {}, js(sites)),
            ("solaredge_site_energy",
             {"site_id": 2871043, "time_unit": "MONTH", "start_date": "2025-04-01",
              "end_date": "2025-04-30"}, month_energy(13284117.0)),
            ("solaredge_site_energy",
             {"site_id": 2871044, "time_unit": "MONTH", "start_date": "2025-04-01",
              "end_date": "2025-04-30"}, month_energy(11902554.0)),
            ("solaredge_site_inventory", {"site_id": 2871043},
             inventory([("Inverter 1", "7E1A2C4F-91", "4.18.35", 42),
                        ("Inverter 2", "7E1A2C51-0C", "4.18.35", 41)])),
            ("solaredge_site_inventory", {"site_id": 2871044},
             inventory([("Inverter 1", "7E1B0917-33", "4.16.22", 36),
                        ("Inverter 2", "7E1B091A-6E", "4.18.35", 36)])),
            ("solaredge_equipment_data",
             {"site_id": 2871043, "serial": "7E1A2C4F-91",
              "start_time": "2025-04-30 12:00:00", "end_time": "2025-04-30 12:30:00"},
             telemetry([28011.5, 28204.0], [277.4, 277.9], 46.1)),
            ("solaredge_equipment_data",
             {"site_id": 2871043, "serial": "7E1A2C51-0C",
              "start_time": "2025-04-30 12:00:00", "end_time": "2025-04-30 12:30:00"},
             telemetry([27640.8, 27812.3], [277.1, 277.5], 45.3)),
            ("solaredge_equipment_data",
             {"site_id": 2871044, "serial": "7E1B0917-33",
              "start_time": "2025-04-30 12:00:00", "end_time": "2025-04-30 12:30:00"},
             telemetry([23112.4, 23305.9], [222.4, 222.9], 49.8)),
            ("solaredge_equipment_data",
             {"site_id": 2871044, "serial": "7E1B091A-6E",
              "start_time": "2025-04-30 12:00:00", "end_time": "2025-04-30 12:30:00"},
             telemetry([23501.0, 23622.7], [276.8, 277.0], 47.2)),
        ],
    )  # fmt: skip

    def no_values(unit: str, time_unit: str, days: list[str], key: str = "energy") -> str:
        return js(
            {
                key: {
                    "timeUnit": time_unit,
                    "unit": unit,
                    "measuredBy": "INVERTER",
                    "values": [{"date": f"{d} 00:00:00"} for d in days],
                }
            }
        )

    def week(a: int, b: int) -> list[str]:
        return [f"2025-04-{d:02d}" for d in range(a, b + 1)]

    quarter = [f"2025-04-21 {h:02d}:{m:02d}:00" for h in range(10, 12) for m in (0, 15, 30, 45)]
    power_empty = js({"power": {"timeUnit": "QUARTER_OF_AN_HOUR", "unit": "W",
                                "measuredBy": "INVERTER",
                                "values": [{"date": q} for q in quarter]}})  # fmt: skip
    fail1 = (
        "solar", "solar-fail-1",
        "Which week of April 2025 did our SolarEdge site 'Lakeview Barn' produce the most?",
        False,
        [
            ("solaredge_site_energy",
             {"site_id": 3310876, "time_unit": "DAY", "start_date": "2025-04-01",
              "end_date": "2025-04-07"}, no_values("Wh", "DAY", week(1, 7))),
            ("solaredge_site_energy",
             {"site_id": 3310876, "time_unit": "DAY", "start_date": "2025-04-08",
              "end_date": "2025-04-14"}, no_values("Wh", "DAY", week(8, 14))),
            ("solaredge_site_energy",
             {"site_id": 3310876, "time_unit": "DAY", "start_date": "2025-04-15",
              "end_date": "2025-04-21"}, no_values("Wh", "DAY", week(15, 21))),
            ("solaredge_site_energy",
             {"site_id": 3310876, "time_unit": "WEEK", "start_date": "2025-04-01",
              "end_date": "2025-04-30"},
             no_values("Wh", "WEEK", ["2025-03-31", "2025-04-07", "2025-04-14", "2025-04-21",
                                      "2025-04-28"])),
            ("solaredge_site_power",
             {"site_id": 3310876, "start_time": "2025-04-21 10:00:00",
              "end_time": "2025-04-21 12:00:00"}, power_empty),
            ("solaredge_site_energy",
             {"site_id": 3310876, "time_unit": "DAY", "start_date": "2025-04-22",
              "end_date": "2025-04-30"}, no_values("Wh", "DAY", week(22, 30))),
        ],
    )  # fmt: skip
    return [ok1, ok2, fail1]


def _ecobee_runtime(ident: str, name: str, temp: int, hum: int, heat: int, cool: int,
                    rev: str) -> dict[str, Any]:  # fmt: skip
    return {
        "identifier": ident, "name": name, "thermostatRev": rev, "isRegistered": True,
        "modelNumber": "nikeSmart", "brand": "ecobee", "features": "Home,HomeKit",
        "lastModified": "2025-05-09 10:15:03", "thermostatTime": "2025-05-09 03:15:40",
        "utcTime": "2025-05-09 10:15:40",
        "runtime": {
            "runtimeRev": rev, "connected": True, "firstConnected": "2021-11-02 18:22:10",
            "connectDateTime": "2025-05-01 07:03:12", "disconnectDateTime": "2025-05-01 07:01:55",
            "lastModified": "2025-05-09 10:15:03", "lastStatusModified": "2025-05-09 10:15:03",
            "runtimeDate": "2025-05-09", "runtimeInterval": 121, "actualTemperature": temp,
            "actualHumidity": hum, "rawTemperature": temp - 2, "showIconMode": 0,
            "desiredHeat": heat, "desiredCool": cool, "desiredFanMode": "auto",
        },
    }  # fmt: skip


def _ecobee_rows(heat_on: list[int], temps: list[float]) -> list[str]:
    rows = []
    for i, (on, t) in enumerate(zip(heat_on, temps, strict=True)):
        h, m = 6 + (i * 5) // 60, (i * 5) % 60
        rows.append(f"2025-05-08,{h:02d}:{m:02d}:00,{on},0,{t:.1f}")
    return rows


def thermostat() -> list[Session]:
    ok = {"code": 0, "message": ""}
    summary = {
        "revisionList": [
            "511863211074:Downstairs:true:250509101503:250509101230:250509101503:250509101503",
            "511863211089:Upstairs:true:250509101422:250509095920:250509101422:250509101422",
        ],
        "thermostatCount": 2,
        "statusList": ["511863211074:auxHeat1,fan", "511863211089:"],
        "status": ok,
    }
    both = {"selectionType": "thermostats", "selectionMatch": "511863211074,511863211089",
            "includeRuntime": True}  # fmt: skip
    therms = {
        "page": {"page": 1, "totalPages": 1, "pageSize": 2, "total": 2},
        "thermostatList": [
            _ecobee_runtime("511863211074", "Downstairs", 661, 38, 680, 770, "250509101503"),
            _ecobee_runtime("511863211089", "Upstairs", 694, 41, 680, 770, "250509101422"),
        ],
        "status": ok,
    }
    down_heat = [300, 300, 300, 240, 0, 0, 120, 300, 300, 180, 0, 0, 0, 0, 60, 300, 300, 300,
                 210, 0, 0, 0, 0, 90]  # fmt: skip
    down_t = [64.2 + 0.1 * (i % 9) for i in range(24)]
    up_heat = [0] * 14 + [300, 300, 150] + [0] * 7
    up_t = [68.9 - 0.05 * (i % 7) for i in range(24)]
    report = {
        "startDate": "2025-05-08", "startInterval": 72, "endDate": "2025-05-08",
        "endInterval": 95, "columns": "auxHeat1,compHeat1,zoneAveTemp",
        "reportList": [
            {"thermostatIdentifier": "511863211074", "rowCount": 24,
             "rowList": _ecobee_rows(down_heat, down_t)},
            {"thermostatIdentifier": "511863211089", "rowCount": 24,
             "rowList": _ecobee_rows(up_heat, up_t)},
        ],
        "sensorList": [],
    }  # fmt: skip
    held = _ecobee_runtime("511863211074", "Downstairs", 662, 38, 662, 770, "250509101637")
    held["events"] = [{
        "type": "hold", "name": "auto", "running": True, "startDate": "2025-05-09",
        "startTime": "03:16:02", "endDate": "2025-05-09", "endTime": "18:00:00",
        "isOccupied": False, "isCoolOff": False, "isHeatOff": False, "coolHoldTemp": 770,
        "heatHoldTemp": 662, "fan": "auto", "vent": "off", "ventilatorMinOnTime": 5,
        "isOptional": True, "isTemperatureRelative": False, "coolRelativeTemp": 0,
        "heatRelativeTemp": 0, "isTemperatureAbsolute": True, "dutyCyclePercentage": 255,
        "fanMinOnTime": 0, "occupiedSensorActive": False, "unoccupiedSensorActive": False,
        "drRampUpTemp": 0, "drRampUpTime": 3600, "linkRef": "", "holdClimateRef": "",
    }]  # fmt: skip
    set_hold = {
        "selection": {"selectionType": "thermostats", "selectionMatch": "511863211074"},
        "functions": [{"type": "setHold", "params": {
            "holdType": "dateTime", "heatHoldTemp": 662, "coolHoldTemp": 770,
            "endDate": "2025-05-09", "endTime": "18:00:00"}}],
    }  # fmt: skip
    ok1 = (
        "thermostat", "thermostat-ok-1",
        "Both ecobees: temperature, humidity, heating runtime 06:00-08:00 yesterday; then hold "
        "Downstairs at 19/25 °C until 18:00 and confirm.",
        True,
        [
            ("ecobee_thermostat_summary",
             {"selection": {"selectionType": "registered", "selectionMatch": "",
                            "includeEquipmentStatus": True}}, jd(summary)),
            ("ecobee_get_thermostats", {"selection": both}, jd(therms)),
            ("ecobee_runtime_report",
             {"startDate": "2025-05-08", "startInterval": 72, "endDate": "2025-05-08",
              "endInterval": 95, "columns": "auxHeat1,compHeat1,zoneAveTemp",
              "selection": {"selectionType": "thermostats",
                            "selectionMatch": "511863211074,511863211089"}}, jd(report)),
            ("ecobee_update_thermostat", set_hold, jd({"status": ok})),
            ("ecobee_get_thermostats",
             {"selection": {"selectionType": "thermostats", "selectionMatch": "511863211074",
                            "includeRuntime": True, "includeEvents": True}},
             jd({"page": {"page": 1, "totalPages": 1, "pageSize": 1, "total": 1},
                 "thermostatList": [held], "status": ok})),
        ],
    )  # fmt: skip

    ent = "enterprises/7d0c41e2-5b7a-4a3c-9f0e-2f6a1c8e93b1"
    hall = f"{ent}/devices/AVPHwEuBfnPOnTqzVFT4IONX2Qqhu9EJ4ubO-bNnQ-yBgd5Lh2jL3mQ"
    bed = f"{ent}/devices/AVPHwEvK9sWqN0Zr8JDtXcC4l1GQ7YpE2uhm-Fa6bT-wVo3Ri5kP0sA"

    def nest(name: str, room: str, temp: float, hum: int, eco: str, hvac: str,
             setpoint: dict[str, float]) -> dict[str, Any]:  # fmt: skip
        return {
            "name": name, "type": "sdm.devices.types.THERMOSTAT",
            "assignee": f"{ent}/structures/AVPH-st1/rooms/AVPH-{room.lower()}",
            "traits": {
                "sdm.devices.traits.Info": {"customName": ""},
                "sdm.devices.traits.Humidity": {"ambientHumidityPercent": hum},
                "sdm.devices.traits.Connectivity": {"status": "ONLINE"},
                "sdm.devices.traits.Fan": {},
                "sdm.devices.traits.ThermostatMode": {
                    "mode": "HEAT", "availableModes": ["HEAT", "COOL", "HEATCOOL", "OFF"]},
                "sdm.devices.traits.ThermostatEco": {
                    "availableModes": ["OFF", "MANUAL_ECO"], "mode": eco,
                    "heatCelsius": 15.5, "coolCelsius": 28.9},
                "sdm.devices.traits.ThermostatHvac": {"status": hvac},
                "sdm.devices.traits.Settings": {"temperatureScale": "CELSIUS"},
                "sdm.devices.traits.ThermostatTemperatureSetpoint": setpoint,
                "sdm.devices.traits.Temperature": {"ambientTemperatureCelsius": temp},
            },
            "parentRelations": [{"parent": f"{ent}/structures/AVPH-st1/rooms/AVPH-"
                                           f"{room.lower()}", "displayName": room}],
        }  # fmt: skip

    ok2 = (
        "thermostat", "thermostat-ok-2",
        "Set the hallway Nest to heat to 20.5 °C (turn eco mode off first if it is on) and "
        "tell me the hallway's current temperature and humidity.",
        True,
        [
            ("sdm_list_devices", {"parent": ent},
             jd({"devices": [
                 nest(hall, "Hallway", 18.37, 41, "MANUAL_ECO", "OFF", {}),
                 nest(bed, "Bedroom", 19.84, 44, "OFF", "OFF", {"heatCelsius": 19.0}),
             ]})),
            ("sdm_execute_command",
             {"name": hall, "command": "sdm.devices.commands.ThermostatEco.SetMode",
              "params": {"mode": "OFF"}}, jd({})),
            ("sdm_execute_command",
             {"name": hall,
              "command": "sdm.devices.commands.ThermostatTemperatureSetpoint.SetHeat",
              "params": {"heatCelsius": 20.5}}, jd({})),
            ("sdm_get_device", {"name": hall},
             jd(nest(hall, "Hallway", 18.41, 41, "OFF", "HEATING", {"heatCelsius": 20.5}))),
        ],
    )  # fmt: skip

    expired = jd({"status": {
        "code": 14,
        "message": "Authentication token has expired. Refresh your tokens. Please refer to our "
        "documentation for more information.",
    }})  # fmt: skip
    cabin = {"selectionType": "thermostats", "selectionMatch": "521774630912"}
    fail1 = (
        "thermostat", "thermostat-fail-1",
        "Is the lake cabin's ecobee holding 10 °C, and what were its indoor temperature and "
        "humidity over the last three days?",
        False,
        [
            ("ecobee_thermostat_summary",
             {"selection": {"selectionType": "registered", "selectionMatch": ""}}, expired),
            ("ecobee_get_thermostats",
             {"selection": {**cabin, "includeRuntime": True, "includeEvents": True}}, expired),
            ("ecobee_runtime_report",
             {"startDate": "2025-05-06", "endDate": "2025-05-08",
              "columns": "zoneAveTemp,zoneHumidity,zoneHeatTemp", "selection": cabin},
             expired),
            ("ecobee_get_thermostats",
             {"selection": {**cabin, "includeRuntime": True}}, expired),
            ("ecobee_runtime_report",
             {"startDate": "2025-05-08", "endDate": "2025-05-08",
              "columns": "zoneAveTemp,zoneHumidity", "selection": cabin}, expired),
        ],
    )  # fmt: skip
    return [ok1, ok2, fail1]


def bms() -> list[Session]:
    flags = [False, False, False, False]

    def point(obj: str, name: str, value: Any, units: str | None) -> dict[str, Any]:
        row: dict[str, Any] = {"object": obj, "object-name": name, "present-value": value}
        if units is not None:
            row["units"] = units
        row["status-flags"] = flags
        return row

    ahu1 = [
        point("analog-input,1", "AHU1_SAT", 13.6, "degrees-celsius"),
        point("analog-input,2", "AHU1_RAT", 22.1, "degrees-celsius"),
        point("binary-input,4", "AHU1_SF_STS", "active", None),
        point("analog-output,3", "AHU1_OAD_POS", 35.0, "percent"),
        point("analog-output,5", "AHU1_SF_VFD_SPD", 85.0, "percent"),
    ]
    ahu2 = [
        point("analog-input,1", "AHU2_SAT", 14.9, "degrees-celsius"),
        point("analog-input,2", "AHU2_RAT", 23.4, "degrees-celsius"),
        point("binary-input,4", "AHU2_SF_STS", "active", None),
        point("analog-output,3", "AHU2_OAD_POS", 20.0, "percent"),
        point("analog-output,5", "AHU2_SF_VFD_SPD", 62.5, "percent"),
    ]
    objs = ["analog-input,1", "analog-input,2", "binary-input,4", "analog-output,3",
            "analog-output,5"]  # fmt: skip
    props = ["object-name", "present-value", "units", "status-flags"]
    object_list = (
        ["device,2002"] + [f"analog-input,{i}" for i in range(1, 7)]
        + ["analog-output,3", "analog-output,5", "analog-value,1", "analog-value,2"]
        + [f"binary-input,{i}" for i in (4, 8, 9)] + ["binary-output,1", "trend-log,1",
                                                      "trend-log,2", "schedule,1"]
    )  # fmt: skip
    who_is = "\n".join([
        "I-Am device,2001 from 10.40.12.21:47808 (vendor-id 24, max-apdu 1476, segmentation "
        "segmented-both)",
        "I-Am device,2002 from 10.40.12.22:47808 (vendor-id 24, max-apdu 1476, segmentation "
        "segmented-both)",
        "I-Am device,2090 from 10.40.12.90:47808 (vendor-id 8, max-apdu 480, segmentation "
        "no-segmentation)",
        "3 devices responded",
    ])  # fmt: skip
    prio = [None] * 16
    prio[7] = 85.0
    prio[15] = 70.0
    ok1 = (
        "bms", "bms-ok-1",
        "AHU-1 (BACnet 2001) and AHU-2 (2002): temps, fans, dampers, alarms; is AHU-1's fan "
        "overridden? Has AHU-2 a supply humidity sensor? Main meter kW (Modbus unit 3, 3059).",
        True,
        [
            ("bacnet_who_is", {"low_limit": 2000, "high_limit": 2099}, who_is),
            ("bacnet_read_multiple", {"device": 2001, "objects": objs, "properties": props},
             jd(ahu1)),
            ("bacnet_read_multiple", {"device": 2002, "objects": objs, "properties": props},
             jd(ahu2)),
            ("bacnet_read_property",
             {"device": 2001, "object": "analog-output,5", "property": "priority-array"},
             jd({"device": 2001, "object": "analog-output,5", "property": "priority-array",
                 "value": prio})),
            ("bacnet_read_property",
             {"device": 2002, "object": "device,2002", "property": "object-list"},
             jd({"device": 2002, "object": "device,2002", "property": "object-list",
                 "value": object_list})),
            ("bacnet_read_property",
             {"device": 2002, "object": "analog-input,6", "property": "description"},
             jd({"device": 2002, "object": "analog-input,6", "property": "description",
                 "value": "AHU-2 return air relative humidity"})),
            ("bacnet_read_property",
             {"device": 2002, "object": "analog-input,5", "property": "description"},
             jd({"device": 2002, "object": "analog-input,5", "property": "description",
                 "value": "AHU-2 mixed air temperature"})),
            ("bacnet_read_property",
             {"device": 2002, "object": "analog-input,7", "property": "object-name"},
             jd({"device": 2002, "object": "analog-input,7", "property": "object-name",
                 "error": {"error-class": "object", "error-code": "unknown-object"}})),
            ("bacnet_get_event_information", {"device": 2001},
             jd({"device": 2001, "list-of-event-summaries": [], "more-events": False})),
            ("bacnet_get_event_information", {"device": 2002},
             jd({"device": 2002, "list-of-event-summaries": [{
                 "object-identifier": "binary-input,9", "event-state": "offnormal",
                 "acknowledged-transitions": [False, True, True],
                 "event-timestamps": ["2025-05-09T06:41:17", "*", "*"],
                 "notify-type": "alarm", "event-enable": [True, True, True],
                 "event-priorities": [3, 3, 3]}], "more-events": False})),
            ("bacnet_read_property",
             {"device": 2002, "object": "binary-input,9", "property": "description"},
             jd({"device": 2002, "object": "binary-input,9", "property": "description",
                 "value": "AHU-2 pre-filter differential pressure high"})),
            ("modbus_read_holding_registers", {"unit": 3, "address": 3059, "count": 2},
             jd({"unit": 3, "address": 3059, "count": 2, "registers": [17316, 49152]})),
        ],
    )  # fmt: skip

    def gw_fail(unit: int, address: int, count: int) -> str:
        return jd(
            {
                "unit": unit,
                "address": address,
                "count": count,
                "error": "Exception Response(131, 3, GatewayNoResponse)",
            }
        )

    fail1 = (
        "bms", "bms-fail-1",
        "Read chilled-water flow (40011) and supply/return temperatures (40013, 40015) from "
        "Modbus units 11-13 and give me the plant's cooling load in kW.",
        False,
        [
            ("modbus_read_holding_registers", {"unit": 11, "address": 10, "count": 6},
             gw_fail(11, 10, 6)),
            ("modbus_read_holding_registers", {"unit": 12, "address": 10, "count": 6},
             gw_fail(12, 10, 6)),
            ("modbus_read_holding_registers", {"unit": 13, "address": 10, "count": 6},
             gw_fail(13, 10, 6)),
            ("modbus_read_holding_registers", {"unit": 11, "address": 10, "count": 2},
             gw_fail(11, 10, 2)),
            ("modbus_read_holding_registers", {"unit": 11, "address": 12, "count": 2},
             gw_fail(11, 12, 2)),
            ("modbus_read_holding_registers", {"unit": 12, "address": 12, "count": 4},
             gw_fail(12, 12, 4)),
            ("modbus_read_holding_registers", {"unit": 13, "address": 10, "count": 2},
             gw_fail(13, 10, 2)),
        ],
    )  # fmt: skip
    return [ok1, fail1]


def opcua() -> list[Session]:
    def dv(node: str, value: Any, dtype: str, status: str, src: str) -> dict[str, Any]:
        return {"nodeId": node, "value": {"dataType": dtype, "value": value},
                "statusCode": status, "sourceTimestamp": src,
                "serverTimestamp": "2025-05-09T08:12:04.131Z"}  # fmt: skip

    browse_line = "\n".join([
        "ns=2;s=Line1 (Object) BrowseName=2:Line1",
        "  ns=2;s=Line1.Filler1 (Object) BrowseName=2:Filler1 TypeDefinition=ns=2;i=1003",
        "  ns=2;s=Line1.Capper1 (Object) BrowseName=2:Capper1 TypeDefinition=ns=2;i=1004",
        "  ns=2;s=Line1.Labeler1 (Object) BrowseName=2:Labeler1 TypeDefinition=ns=2;i=1005",
        "  ns=2;s=Line1.State (Variable) BrowseName=2:State DataType=String",
    ])  # fmt: skip
    browse_filler = "\n".join([
        "ns=2;s=Line1.Filler1 (Object) BrowseName=2:Filler1",
        "  ns=2;s=Line1.Filler1.Speed (Variable) BrowseName=2:Speed DataType=Double "
        "EngineeringUnits=bottles/min Historizing=false",
        "  ns=2;s=Line1.Filler1.GoodCount (Variable) BrowseName=2:GoodCount DataType=UInt32 "
        "Historizing=true",
        "  ns=2;s=Line1.Filler1.RejectCount (Variable) BrowseName=2:RejectCount "
        "DataType=UInt32 Historizing=true",
        "  ns=2;s=Line1.Filler1.RejectReason (Variable) BrowseName=2:RejectReason "
        "DataType=String Historizing=false",
        "  ns=2;s=Line1.Filler1.Running (Variable) BrowseName=2:Running DataType=Boolean",
    ])  # fmt: skip
    f = "ns=2;s=Line1.Filler1."
    c = "ns=2;s=Line1.Capper1."
    filler = [
        dv(f + "Speed", 312.4, "Double", "Good", "2025-05-09T08:12:03.880Z"),
        dv(f + "GoodCount", 118204, "UInt32", "Good", "2025-05-09T08:12:03.880Z"),
        dv(f + "RejectCount", 1631, "UInt32", "Good", "2025-05-09T08:11:58.412Z"),
    ]
    capper = [
        dv(c + "Speed", 309.8, "Double", "Good", "2025-05-09T08:12:03.902Z"),
        dv(c + "GoodCount", 117690, "UInt32", "Good", "2025-05-09T08:12:03.902Z"),
        dv(
            c + "RejectCount", 514, "UInt32", "UncertainLastUsableValue", "2025-05-09T07:58:40.017Z"
        ),
    ]
    counts = [402, 410, 418, 431, 447, 462, 489, 702, 917, 1120, 1245, 1301, 1333]
    hist = [
        {"value": n, "statusCode": "Good",
         "sourceTimestamp": f"2025-05-09T{6 + (10 * i) // 60:02d}:{(10 * i) % 60:02d}:00.000Z"}
        for i, n in enumerate(counts)
    ]  # fmt: skip
    ok1 = (
        "opcua", "opcua-ok-1",
        "OPC UA, packaging line: speed, good and reject counts of Filler 1 and Capper 1; when "
        "did Filler 1's rejects jump between 06:00 and 08:00 UTC, and why?",
        True,
        [
            ("opcua_browse", {"node_id": "ns=2;s=Line1", "depth": 1}, browse_line),
            ("opcua_browse", {"node_id": "ns=2;s=Line1.Filler1", "depth": 1}, browse_filler),
            ("opcua_read", {"node_ids": [d["nodeId"] for d in filler]}, jd(filler)),
            ("opcua_read", {"node_ids": [d["nodeId"] for d in capper]}, jd(capper)),
            ("opcua_history_read",
             {"node_id": f + "RejectCount", "start": "2025-05-09T06:00:00Z",
              "end": "2025-05-09T08:00:00Z", "max_values": 100},
             jd({"nodeId": f + "RejectCount", "statusCode": "Good",
                 "continuationPoint": None, "dataValues": hist})),
            ("opcua_read", {"node_ids": [f + "RejectReason"]},
             jd([dv(f + "RejectReason", "CAP_MISSING_AT_INFEED", "String", "Good",
                    "2025-05-09T07:14:22.650Z")])),
        ],
    )  # fmt: skip
    return [ok1]


def _meter(tx: int, ts: str, wh: int, kw: float, amps: float, soc: int | None = None) -> str:
    sampled: list[dict[str, Any]] = [
        {"value": str(wh), "context": "Sample.Periodic",
         "measurand": "Energy.Active.Import.Register", "location": "Outlet", "unit": "Wh"},
        {"value": f"{kw:.2f}", "context": "Sample.Periodic", "measurand": "Power.Active.Import",
         "location": "Outlet", "unit": "kW"},
    ]  # fmt: skip
    if soc is not None:
        sampled.append({"value": str(soc), "context": "Sample.Periodic", "measurand": "SoC",
                        "location": "EV", "unit": "Percent"})  # fmt: skip
    return jd({"transactionId": tx, "connectorId": 2 if soc is None else 1,
               "meterValue": [{"timestamp": ts, "sampledValue": sampled}]})  # fmt: skip


def ocpp() -> list[Session]:
    cp = {
        "chargeBoxId": "DEPOT-CP-07", "ocppProtocol": "ocpp1.6J", "registrationStatus": "Accepted",
        "lastHeartbeat": "2025-05-09T13:02:41Z", "vendor": "ABB", "model": "Terra AC W22-T-R-0",
        "firmwareVersion": "R3.12.4",
        "connectors": [
            {"connectorId": 0, "status": "Available", "errorCode": "NoError",
             "timestamp": "2025-05-08T22:10:13Z"},
            {"connectorId": 1, "status": "Charging", "errorCode": "NoError",
             "timestamp": "2025-05-09T11:41:52Z"},
            {"connectorId": 2, "status": "Preparing", "errorCode": "NoError",
             "timestamp": "2025-05-09T12:58:03Z"},
        ],
    }  # fmt: skip
    start = 1284433
    polls = [
        ("2025-05-09T13:33:10Z", 3688, 7.38, 31.9),
        ("2025-05-09T14:03:10Z", 7377, 7.37, 31.8),
        ("2025-05-09T14:33:10Z", 11065, 7.36, 31.8),
        ("2025-05-09T14:43:10Z", 12293, 7.35, 31.7),
    ]
    tx = {"id": 18842, "chargeBoxId": "DEPOT-CP-07", "connectorId": 2, "ocppIdTag": "04A2C19A",
          "startTimestamp": "2025-05-09T13:03:10Z", "startValue": str(start),
          "stopTimestamp": None, "stopValue": None, "stopReason": None,
          "stopEventActor": None}  # fmt: skip
    stopped = {**tx, "stopTimestamp": "2025-05-09T14:44:02Z", "stopValue": str(start + 12378),
               "stopReason": "Remote", "stopEventActor": "station"}  # fmt: skip
    calls: list[Call] = [
        ("csms_get_charge_point", {"chargeBoxId": "DEPOT-CP-07"}, jd(cp)),
        (
            "csms_remote_start_transaction",
            {"chargeBoxId": "DEPOT-CP-07", "connectorId": 2, "idTag": "04A2C19A"},
            jd({"status": "Accepted"}),
        ),
        (
            "csms_list_transactions",
            {"chargeBoxId": "DEPOT-CP-07", "connectorId": 2, "type": "ACTIVE"},
            jd([tx]),
        ),
    ]
    for ts, delta, kw, amps in polls:
        calls.append(("csms_get_meter_values", {"transactionId": 18842},
                      _meter(18842, ts, start + delta, kw, amps)))  # fmt: skip
    calls += [
        (
            "csms_remote_stop_transaction",
            {"chargeBoxId": "DEPOT-CP-07", "transactionId": 18842},
            jd({"status": "Accepted"}),
        ),
        ("csms_get_transaction", {"id": 18842}, jd(stopped)),
    ]
    ok1 = (
        "ocpp", "ocpp-ok-1",
        "Charge on DEPOT-CP-07 connector 2 for tag 04A2C19A, check every half hour that "
        "energy flows, stop at 12 kWh or more, and report the energy and duration.",
        True, calls,
    )  # fmt: skip

    stale = _meter(20917, "2025-05-10T01:12:44Z", 55230412, 48.2, 116.4, 61)
    yard = {
        "chargeBoxId": "YARD-CP-02", "ocppProtocol": "ocpp1.6J", "registrationStatus": "Accepted",
        "lastHeartbeat": "2025-05-10T01:12:58Z", "vendor": "Heliox", "model": "Flex 180kW",
        "firmwareVersion": "4.2.11",
        "connectors": [
            {"connectorId": 0, "status": "Available", "errorCode": "NoError",
             "timestamp": "2025-05-09T19:02:40Z"},
            {"connectorId": 1, "status": "Charging", "errorCode": "NoError",
             "timestamp": "2025-05-09T23:48:31Z"},
        ],
    }  # fmt: skip
    fail_calls: list[Call] = [
        ("csms_get_meter_values", {"transactionId": 20917}, stale),
        ("csms_get_meter_values", {"transactionId": 20917}, stale),
        ("csms_get_meter_values", {"transactionId": 20917, "measurand": "SoC"}, stale),
        ("csms_get_charge_point", {"chargeBoxId": "YARD-CP-02"}, jd(yard)),
        ("csms_get_meter_values", {"transactionId": 20917}, stale),
        ("csms_get_meter_values", {"transactionId": 20917}, stale),
        ("csms_get_meter_values", {"transactionId": 20917, "measurand": "SoC"}, stale),
    ]
    fail1 = (
        "ocpp", "ocpp-fail-1",
        "Watch transaction 20917 on YARD-CP-02: will bus 4471 reach 80% SoC by 05:30? Give "
        "energy delivered and SoC.",
        False, fail_calls,
    )  # fmt: skip
    return [ok1, fail1]


ESPI = "http://naesb.org/espi"
GB_BASE = "https://api.pacificgrid.example/DataCustodian/espi/1_1/resource"


def _atom(self_href: str, updated: str, entries: list[str]) -> str:
    head = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<feed xmlns="http://www.w3.org/2005/Atom" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">',
        f"  <id>urn:uuid:{zlib.crc32(self_href.encode()):08x}-0f2b-4c1e-9a51-7d3e2b8c6a10</id>",
        "  <title>Green Button Usage Feed</title>",
        f"  <updated>{updated}</updated>",
        f'  <link href="{self_href}" rel="self"/>',
    ]
    return "\n".join(head + entries + ["</feed>"])


def _interval_block(sub: int, month: str, start: int, days: list[int]) -> str:
    href = f"{GB_BASE}/Subscription/{sub}/UsagePoint/1/MeterReading/1/IntervalBlock/{month}"
    lines = [
        "  <entry>",
        f"    <id>urn:uuid:8e1c{month}-3a7d-4f0b-b2c4-5d6e7f8091a2</id>",
        f'    <link href="{href}" rel="self"/>',
        f'    <link href="{href.rsplit("/", 1)[0]}" rel="up"/>',
        "    <title/>",
        "    <content>",
        f'      <IntervalBlock xmlns="{ESPI}">',
        f"        <interval><duration>{86400 * len(days)}</duration>"
        f"<start>{start}</start></interval>",
    ]
    for i, wh in enumerate(days):
        lines.append(
            f"        <IntervalReading><timePeriod><duration>86400</duration><start>"
            f"{start + 86400 * i}</start></timePeriod><value>{wh}</value></IntervalReading>"
        )
    lines += ["      </IntervalBlock>", "    </content>",
              "    <published>2025-05-01T07:00:00Z</published>",
              "    <updated>2025-05-01T07:00:00Z</updated>", "  </entry>"]  # fmt: skip
    return "\n".join(lines)


def _month_usage(n: int, base: int, peak_day: int, peak: int, step: int) -> list[int]:
    out = []
    for d in range(n):
        v = base + ((d * step) % 9) * 410 - ((d * 5) % 7) * 230
        out.append(peak if d + 1 == peak_day else v)
    return out


def green_button() -> list[Session]:
    sub = 5519
    rt_href = f"{GB_BASE}/ReadingType/07"
    reading_type = _atom(rt_href, "2025-05-09T15:02:11Z", [
        "  <entry>",
        "    <id>urn:uuid:6b2f1c07-1e44-4d2b-8a63-0c9d51a7e2f4</id>",
        f'    <link href="{rt_href}" rel="self"/>',
        "    <title>Type of Meter Reading Data</title>",
        "    <content>",
        f'      <ReadingType xmlns="{ESPI}">',
        "        <accumulationBehaviour>4</accumulationBehaviour>",
        "        <commodity>1</commodity>",
        "        <currency>840</currency>",
        "        <dataQualifier>12</dataQualifier>",
        "        <flowDirection>1</flowDirection>",
        "        <intervalLength>86400</intervalLength>",
        "        <kind>12</kind>",
        "        <phase>769</phase>",
        "        <powerOfTenMultiplier>0</powerOfTenMultiplier>",
        "        <timeAttribute>0</timeAttribute>",
        "        <uom>72</uom>",
        "      </ReadingType>",
        "    </content>",
        "    <published>2020-11-04T08:00:00Z</published>",
        "    <updated>2020-11-04T08:00:00Z</updated>",
        "  </entry>",
    ])  # fmt: skip
    months = [
        ("202504", "2025-04-01T00:00:00-07:00", _month_usage(30, 15200, 22, 24480, 5)),
    ]
    calls: list[Call] = [
        ("greenbutton_get_resource", {"path": "ReadingType/07"}, reading_type),
    ]
    for key, start, usage in months:
        t = epoch(start)
        nxt = "2025-05-01"
        q = f"?published-min={start[:10]}T00:00:00Z&published-max={nxt}T00:00:00Z"
        href = f"{GB_BASE}/Subscription/{sub}/UsagePoint/1/MeterReading/1/IntervalBlock{q}"
        calls.append((
            "greenbutton_get_interval_blocks",
            {"subscription_id": sub, "usage_point": 1, "meter_reading": 1,
             "published_min": f"{start[:10]}T00:00:00Z", "published_max": f"{nxt}T00:00:00Z"},
            _atom(href.replace("&", "&amp;"), "2025-05-09T15:02:14Z",
                  [_interval_block(sub, key, t, usage)]),
        ))  # fmt: skip
    ok1 = (
        "green-button", "green-button-ok-1",
        "From our Green Button Connect feed (usage point 1), find April 2025's highest-usage "
        "day and the month's total in kWh. Mind the ReadingType's unit and multiplier.",
        True, calls,
    )  # fmt: skip

    store = 7731
    fail_calls: list[Call] = []
    ranges = [
        ("2024-06-01", "2024-07-01", 1), ("2024-07-01", "2024-08-01", 1),
        ("2024-08-01", "2024-09-01", 1), ("2024-06-01", "2024-09-01", 1),
        ("2024-06-01", "2024-09-01", 2), ("2024-07-01", "2024-07-08", 1),
    ]  # fmt: skip
    for i, (lo, hi, up) in enumerate(ranges):
        href = (
            f"{GB_BASE}/Subscription/{store}/UsagePoint/{up}/MeterReading/1/IntervalBlock"
            f"?published-min={lo}T00:00:00Z&amp;published-max={hi}T00:00:00Z"
        )
        fail_calls.append((
            "greenbutton_get_interval_blocks",
            {"subscription_id": store, "usage_point": up, "meter_reading": 1,
             "published_min": f"{lo}T00:00:00Z", "published_max": f"{hi}T00:00:00Z"},
            _atom(href, f"2025-05-09T16:{20 + i:02d}:{11 + 7 * i:02d}Z", []),
        ))  # fmt: skip
    fail1 = (
        "green-button", "green-button-fail-1",
        "From the Green Button feed, which of June, July and August 2024 had the store "
        "meter's highest usage?",
        False, fail_calls,
    )  # fmt: skip
    return [ok1, fail1]


# --------------------------------------------------------------------------------------------
# Publishing, media and research workflows
# --------------------------------------------------------------------------------------------


def _scholar_pub(pid: str, title: str, year: str, citation: str, cites: int,
                 cid: str) -> dict[str, Any]:  # fmt: skip
    return {
        "container_type": "Publication", "source": "AUTHOR_PUBLICATION_ENTRY",
        "bib": {"title": title, "pub_year": year, "citation": citation}, "filled": False,
        "author_pub_id": f"q7Lk2mUAAAAJ:{pid}", "num_citations": cites,
        "citedby_url": f"/scholar?oi=bibs&hl=en&cites={cid}", "cites_id": [cid],
    }  # fmt: skip


def scholar() -> list[Session]:
    authors = [
        {"container_type": "Author", "filled": [], "source": "SEARCH_AUTHOR_SNIPPETS",
         "scholar_id": "q7Lk2mUAAAAJ",
         "url_picture": "https://scholar.google.com/citations?view_op=medium_photo&user="
                        "q7Lk2mUAAAAJ",
         "name": "Ruth Okafor", "affiliation": "Associate Professor, Delft University of "
                                               "Technology",
         "email_domain": "@tudelft.nl", "interests": ["Hydrology", "Flood risk",
                                                      "Remote sensing"], "citedby": 4821},
        {"container_type": "Author", "filled": [], "source": "SEARCH_AUTHOR_SNIPPETS",
         "scholar_id": "Zk0pR1AAAAAJ",
         "url_picture": "https://scholar.google.com/citations?view_op=medium_photo&user="
                        "Zk0pR1AAAAAJ",
         "name": "Ruth O. Okafor", "affiliation": "University of Lagos",
         "email_domain": "@unilag.edu.ng", "interests": ["Pharmacology", "Toxicology"],
         "citedby": 312},
    ]  # fmt: skip
    pubs = [
        _scholar_pub("u5HHmVD_uO8C", "Satellite altimetry reveals delta subsidence hotspots",
                     "2019", "Water Resources Research 55 (8), 6871-6890", 612,
                     "10923847561203948571"),
        _scholar_pub("9yKSN-GCB0IC", "Compound flood hazard in low-lying deltas under sea-level "
                     "rise", "2021", "Nature Communications 12 (1), 3381", 488,
                     "4471029384756102938"),
        _scholar_pub("d1gkVwhDpl0C", "A global dataset of river delta morphology", "2017",
                     "Earth System Science Data 9 (2), 541-560", 401, "883920174650192837"),
        _scholar_pub("2osOgNQ5qMEC", "Learning flood extents from Sentinel-1 with weak labels",
                     "2023", "Remote Sensing of Environment 284, 113371", 97,
                     "1192837465019283746"),
    ]  # fmt: skip
    filled = {"container_type": "Author", "scholar_id": "q7Lk2mUAAAAJ", "name": "Ruth Okafor",
              "filled": ["publications"], "citedby": 4821, "publications": pubs}  # fmt: skip
    detail = {
        "container_type": "Publication", "source": "PUBLICATION_SEARCH_SNIPPET",
        "bib": {"title": "Compound flood hazard in low-lying deltas under sea-level rise",
                "author": ["R Okafor", "M de Vries", "S Tanaka"], "pub_year": "2021",
                "venue": "Nature Communications",
                "abstract": "Low-lying deltas face flooding from rivers, rain and storm surge at "
                            "once. We combine hydrodynamic simulations for 62 deltas ..."},
        "filled": False, "gsrank": 1,
        "pub_url": "https://www.nature.com/articles/s41467-021-23511-x",
        "author_id": ["q7Lk2mUAAAAJ", "", "Jm2kqT8AAAAJ"], "num_citations": 488,
        "citedby_url": "/scholar?cites=4471029384756102938&as_sdt=2005&sciodt=0,5&hl=en",
        "url_related_articles": "/scholar?q=related:Gk9s0pX1aQ8J:scholar.google.com/&scioq="
                                "&hl=en&as_sdt=0,5",
        "eprint_url": "https://www.nature.com/articles/s41467-021-23511-x.pdf",
    }  # fmt: skip
    ok1 = (
        "scholar", "scholar-ok-1",
        "Find the three most-cited papers by Ruth Okafor (the hydrology researcher at Delft) on "
        "Google Scholar with their citation counts and years, and the venue and co-authors of "
        "the 2021 one.",
        True,
        [
            ("scholar_search_author", {"name": "Ruth Okafor"}, jd(authors)),
            ("scholar_author_publications",
             {"scholar_id": "q7Lk2mUAAAAJ", "sort_by": "citedby"}, jd(filled)),
            ("scholar_search_pubs",
             {"query": "Compound flood hazard in low-lying deltas under sea-level rise"},
             jd([detail])),
        ],
    )  # fmt: skip

    blocked = "Error: MaxTriesExceededException: Cannot Fetch from Google Scholar."
    titles = [
        "Attention is not explanation",
        "On the dangers of stochastic parrots: can language models be too big?",
        "Deep residual learning for image recognition",
        "Language models are few-shot learners",
        "Emergent abilities of large language models",
    ]
    fail1 = (
        "scholar", "scholar-fail-1",
        "Current Google Scholar citation counts for the five papers on my reading list.",
        False,
        [("scholar_search_pubs", {"query": t}, blocked) for t in titles]
        + [("scholar_search_pubs", {"query": f'"{titles[0]}" Jain Wallace'}, blocked)],
    )  # fmt: skip
    return [ok1, fail1]


def _unpaywall(doi: str, title: str, year: int, journal: str, publisher: str,
               best: dict[str, Any] | None, status: str, genre: str = "journal-article",
               authors: tuple[tuple[str, str], ...] = ()) -> dict[str, Any]:  # fmt: skip
    return {
        "doi": doi, "doi_url": f"https://doi.org/{doi}", "title": title, "genre": genre,
        "published_date": f"{year}-03-14", "year": year, "journal_name": journal,
        "journal_is_oa": status == "gold", "journal_is_in_doaj": status == "gold",
        "publisher": publisher, "is_oa": best is not None, "oa_status": status,
        "has_repository_copy": bool(best and best["host_type"] == "repository"),
        "best_oa_location": best, "updated": "2025-04-28T11:02:51.114829",
        "z_authors": [{"given": g, "family": f} for g, f in authors],
    }  # fmt: skip


def _oa(url: str, host: str, version: str, lic: str | None, pdf: str | None,
        evidence: str, repo: str | None = None) -> dict[str, Any]:  # fmt: skip
    return {"url": pdf or url, "url_for_pdf": pdf, "url_for_landing_page": url,
            "evidence": evidence, "license": lic, "version": version, "host_type": host,
            "is_best": True, "repository_institution": repo,
            "oa_date": "2023-06-02"}  # fmt: skip


def unpaywall() -> list[Session]:
    email = "library-bot@kestrel-institute.org"
    dois = [
        ("10.1371/journal.pcbi.1011274", _unpaywall(
            "10.1371/journal.pcbi.1011274", "Scalable inference of transcriptional bursting",
            2023, "PLOS Computational Biology", "Public Library of Science (PLoS)",
            _oa("https://doi.org/10.1371/journal.pcbi.1011274", "publisher", "publishedVersion",
                "cc-by", "https://journals.plos.org/ploscompbiol/article/file?id=10.1371/"
                "journal.pcbi.1011274&type=printable", "open (via page says license)"),
            "gold", authors=(("Hana", "Mori"), ("Luis", "Ortega")))),
        ("10.1016/j.cell.2022.11.019", _unpaywall(
            "10.1016/j.cell.2022.11.019", "Spatial maps of stromal niches in colorectal cancer",
            2022, "Cell", "Elsevier BV",
            _oa("https://europepmc.org/articles/pmc9812204", "repository", "acceptedVersion",
                None, "https://europepmc.org/articles/pmc9812204?pdf=render",
                "oa repository (via pmcid lookup)", "PubMed Central - Europe PMC"),
            "green", authors=(("Ines", "Baptista"), ("Karim", "Haddad")))),
        ("10.5555/rl.2023.0117", {
            "HTTP_status_code": 404, "error": True,
            "message": "'10.5555/rl.2023.0117' isn't in Unpaywall. See "
                       "https://support.unpaywall.org/a/solutions/articles/44000757366"}),
        ("10.1056/NEJMoa2302392", _unpaywall(
            "10.1056/NEJMoa2302392", "Once-weekly insulin in type 2 diabetes", 2023,
            "New England Journal of Medicine", "Massachusetts Medical Society", None, "closed",
            authors=(("Peter", "Lindgren"),))),
        ("10.1145/3581783.3612190", _unpaywall(
            "10.1145/3581783.3612190", "Cross-modal retrieval with sparse lexical experts",
            2023, "Proceedings of the 31st ACM International Conference on Multimedia", "ACM",
            None, "closed", genre="proceedings-article", authors=(("Wei", "Zhang"),))),
        ("10.1038/s41586-021-03819-2", _unpaywall(
            "10.1038/s41586-021-03819-2", "Highly accurate protein structure prediction with "
            "AlphaFold", 2021, "Nature", "Springer Science and Business Media LLC",
            _oa("https://www.nature.com/articles/s41586-021-03819-2", "publisher",
                "publishedVersion", "cc-by", "https://www.nature.com/articles/s41586-021-03819-2"
                ".pdf", "open (via crossref license)"), "hybrid",
            authors=(("John", "Jumper"),))),
        ("10.1093/bioinformatics/btac672", _unpaywall(
            "10.1093/bioinformatics/btac672", "Fast alignment-free read classification", 2022,
            "Bioinformatics", "Oxford University Press (OUP)",
            _oa("https://academic.oup.com/bioinformatics/article/38/23/5260/6764556",
                "publisher", "publishedVersion", None, None, "open (via free article)"),
            "bronze", authors=(("Aino", "Virtanen"),))),
    ]  # fmt: skip
    ok1 = (
        "unpaywall", "unpaywall-ok-1",
        "For the seven DOIs on our reading list, tell me which have a legal open-access copy "
        "and the best OA URL for each, and flag any DOI that Unpaywall does not know.",
        True,
        [("unpaywall_lookup", {"doi": d, "email": email}, jd(body)) for d, body in dois],
    )  # fmt: skip
    bad = jd({"HTTP_status_code": 422, "error": True,
              "message": "Please use your own email address in API calls. See "
                         "http://unpaywall.org/products/api"})  # fmt: skip
    asked = ["10.1126/science.abq1158", "10.1038/s41586-023-06291-2",
             "10.1016/j.neuron.2023.03.021", "10.1073/pnas.2218523120",
             "10.7554/eLife.84372"]  # fmt: skip
    fail1 = (
        "unpaywall", "unpaywall-fail-1",
        "Free full-text links for these DOIs, where any: " + ", ".join(asked) + ".",
        False,
        [("unpaywall_lookup", {"doi": d, "email": "test@example.com"}, bad) for d in asked],
    )  # fmt: skip
    return [ok1, fail1]


def opencitations() -> list[Session]:
    d1, d2, d3 = ("10.1162/tacl_a_00349", "10.18653/v1/2021.acl-long.353",
                  "10.48550/arxiv.2501.04120")  # fmt: skip
    citing = [
        ("10.1016/j.csl.2023.101514", "2023-07", "P2Y1M"),
        ("10.18653/v1/2023.emnlp-main.601", "2023-12", "P2Y6M"),
        ("10.1145/3626772.3657760", "2024-07", "P3Y1M"),
        ("10.1609/aaai.v38i17.29841", "2024-03", "P2Y9M"),
        ("10.18653/v1/2024.naacl-long.244", "2024-06", "P3Y"),
        ("10.1007/s10579-022-09611-2", "2022-09", "P1Y3M"),
        ("10.1162/coli_a_00502", "2024-01", "P2Y7M"),
        ("10.3390/app14051932", "2024-02", "P2Y8M"),
    ]
    cits = []
    for n, (doi, created, span) in enumerate(citing):
        omid = 62 + n * 7
        cits.append({
            "oci": f"06101{omid:07d}-06180{n:07d}",
            "citing": f"omid:br/06101{omid:07d} doi:{doi} openalex:W43{n:08d}",
            "cited": "omid:br/061802234519 doi:10.18653/v1/2021.acl-long.353 "
                     "openalex:W3176541192",
            "creation": created, "timespan": span, "journal_sc": "no", "author_sc": "no",
        })  # fmt: skip
    meta = [
        {"id": "doi:10.1145/3626772.3657760 omid:br/0610183 openalex:W4300000002",
         "title": "Evaluating Retrieval-Augmented Generation With Adversarial Passages",
         "author": "Brandt, Sofia [orcid:0000-0002-4411-2301]; Lee, Minjun",
         "pub_date": "2024-07-10", "venue": "Proceedings Of The 47th International ACM SIGIR "
         "Conference On Research And Development In Information Retrieval [isbn:9798400704314]",
         "volume": "", "issue": "", "page": "1021-1031", "type": "proceedings article",
         "publisher": "Association For Computing Machinery (ACM) [crossref:320]", "editor": ""},
        {"id": "doi:10.1609/aaai.v38i17.29841 omid:br/0610190 openalex:W4300000003",
         "title": "Faithful Summaries Through Entailment-Guided Decoding",
         "author": "Osei, Kwame; Dubois, Claire", "pub_date": "2024-03-24",
         "venue": "Proceedings Of The AAAI Conference On Artificial Intelligence "
         "[issn:2159-5399 issn:2374-3468]", "volume": "38", "issue": "17",
         "page": "18702-18710", "type": "journal article",
         "publisher": "Association For The Advancement Of Artificial Intelligence (AAAI) "
         "[crossref:9382]", "editor": ""},
        {"id": "doi:10.18653/v1/2024.naacl-long.244 omid:br/0610197 openalex:W4300000004",
         "title": "Measuring Attribution In Long-Form Question Answering",
         "author": "Rahman, Tanvir; Novak, Petra; Silva, Bruno", "pub_date": "2024-06",
         "venue": "Proceedings Of The 2024 Conference Of The North American Chapter Of The "
         "Association For Computational Linguistics", "volume": "", "issue": "",
         "page": "4390-4405", "type": "proceedings article",
         "publisher": "Association For Computational Linguistics (ACL) [crossref:1769]",
         "editor": ""},
        {"id": "doi:10.1162/coli_a_00502 omid:br/0610204 openalex:W4300000005",
         "title": "Grounding Claims In Evidence: A Survey", "author": "Moreau, Julien",
         "pub_date": "2024-01-04", "venue": "Computational Linguistics [issn:0891-2017 "
         "issn:1530-9312]", "volume": "50", "issue": "1", "page": "211-266",
         "type": "journal article", "publisher": "MIT Press [crossref:281]", "editor": ""},
        {"id": "doi:10.3390/app14051932 omid:br/0610211 openalex:W4300000006",
         "title": "Hallucination Detection For Clinical Summaries", "author": "Kaya, Elif; "
         "Nguyen, Thu", "pub_date": "2024-02-27", "venue": "Applied Sciences "
         "[issn:2076-3417]", "volume": "14", "issue": "5", "page": "1932",
         "type": "journal article", "publisher": "MDPI AG [crossref:1968]", "editor": ""},
    ]  # fmt: skip
    ok1 = (
        "opencitations", "opencitations-ok-1",
        f"OpenCitations citation counts for {d1}, {d2} and {d3}; for the second, the 2024 "
        "citing works with titles and venues.",
        True,
        [
            ("opencitations_citation_count", {"id": f"doi:{d1}"}, js([{"count": "211"}])),
            ("opencitations_citation_count", {"id": f"doi:{d2}"}, js([{"count": "8"}])),
            ("opencitations_citation_count", {"id": f"doi:{d3}"}, js([{"count": "0"}])),
            ("opencitations_citations", {"id": f"doi:{d2}"}, jp(cits)),
            ("opencitations_meta",
             {"ids": "doi:10.1145/3626772.3657760__doi:10.1609/aaai.v38i17.29841__"
                     "doi:10.18653/v1/2024.naacl-long.244__doi:10.1162/coli_a_00502__"
                     "doi:10.3390/app14051932"}, jp(meta)),
        ],
    )  # fmt: skip
    return [ok1]


def _rxiv(doi: str, title: str, authors: str, inst: str, date: str, version: str,
          cat: str = "synthetic biology", server: str = "biorxiv") -> dict[str, Any]:  # fmt: skip
    return {"doi": doi, "title": title, "authors": authors,
            "author_corresponding": authors.split(";")[0].strip(),
            "author_corresponding_institution": inst, "date": date, "version": version,
            "type": "new results", "category": cat,
            "published": "NA", "server": server}  # fmt: skip


def biorxiv() -> list[Session]:
    papers = [
        ("2025.04.01.646102", "A cell-free toolkit for rapid prototyping of riboswitches",
         "Nakamura, K.; Patel, R.; Sundberg, E.", "University of Tokyo", "2025-04-01", "1"),
        ("2025.04.01.646233", "Orthogonal quorum-sensing circuits in Bacillus subtilis",
         "Ferreira, A.; Olsen, M.", "Technical University of Denmark", "2025-04-01", "1"),
        ("2025.04.02.646812", "Directed evolution of a light-gated transcription factor",
         "Kowalski, J.; Amini, S.; Reyes, D.", "ETH Zurich", "2025-04-02", "2"),
        ("2025.04.02.647001", "Genome-scale CRISPRi screens in Pseudomonas putida",
         "Haddad, L.; Chen, Y.", "University of California, Berkeley", "2025-04-02", "1"),
        ("2025.04.03.647420", "Recording cellular events in DNA with base editors",
         "Mbeki, T.; Gruber, F.; Lin, Q.", "Broad Institute", "2025-04-03", "1"),
        ("2025.04.03.647588", "A standard for reporting plasmid assembly provenance",
         "O'Neill, C.; Sato, H.", "University of Edinburgh", "2025-04-03", "1"),
        ("2025.04.04.647911", "Synthetic microbial consortia for nitrogen fixation in maize",
         "Alvarez, P.; Dumont, G.", "Wageningen University", "2025-04-04", "1"),
        ("2025.04.05.648030", "Tunable degradation tags for yeast metabolic engineering",
         "Ivanova, N.; Berg, O.", "Chalmers University of Technology", "2025-04-05", "1"),
    ]  # fmt: skip
    coll = [_rxiv(f"10.1101/{d}", t, a, i, dt, v) for d, t, a, i, dt, v in papers]
    listing = {"messages": [{"status": "ok", "category": "synthetic_biology",
                             "interval": "2025-04-01:2025-04-07", "cursor": 0, "count": 8,
                             "count_new_papers": "7", "total": "8"}],
               "collection": coll}  # fmt: skip
    v1 = _rxiv(
        "10.1101/2025.04.02.646812", papers[2][1], papers[2][2], "ETH Zurich", "2025-03-31", "1"
    )
    v2 = _rxiv(
        "10.1101/2025.04.02.646812", papers[2][1], papers[2][2], "ETH Zurich", "2025-04-02", "2"
    )
    pubs = {"messages": [{"status": "ok", "interval": "2025-04-01:2025-05-09", "cursor": 0,
                          "count": 1, "total": 1}],
            "collection": [{"biorxiv_doi": "10.1101/2025.04.01.646102",
                            "published_doi": "10.1038/s41589-025-01893-1",
                            "preprint_title": papers[0][1],
                            "preprint_category": "synthetic biology",
                            "preprint_date": "2025-04-01", "published_date": "2025-05-06",
                            "published_journal": "Nature Chemical Biology"}]}  # fmt: skip
    med = _rxiv(
        "10.1101/2025.03.28.25324871",
        "Plasmid-borne resistance genes in hospital wastewater: a 12-month surveillance study",
        "Okoye, B.; Lindahl, S.",
        "Karolinska Institutet",
        "2025-03-30",
        "1",
        "infectious diseases",
        "medrxiv",
    )
    ok1 = (
        "biorxiv", "biorxiv-ok-1",
        "bioRxiv synthetic-biology preprints of 1-7 April 2025 (DOI, title, institution): "
        "which are revised or published? And the title of medRxiv 10.1101/2025.03.28.25324871.",
        True,
        [
            ("biorxiv_details",
             {"server": "biorxiv", "interval": "2025-04-01/2025-04-07", "cursor": 0,
              "category": "synthetic_biology"}, js(listing)),
            ("biorxiv_details", {"server": "biorxiv", "doi": "10.1101/2025.04.02.646812"},
             js({"messages": [{"status": "ok"}], "collection": [v1, v2]})),
            ("biorxiv_pubs",
             {"server": "biorxiv", "interval": "2025-04-01/2025-05-09", "cursor": 0,
              "category": "synthetic_biology"}, js(pubs)),
            ("biorxiv_details", {"server": "medrxiv", "doi": "10.1101/2025.03.28.25324871"},
             js({"messages": [{"status": "ok"}], "collection": [med]})),
        ],
    )  # fmt: skip
    none = js({"messages": [{"status": "no posts found"}], "collection": []})
    intervals = ["03/01/2025/03/07/2025", "01-03-2025/07-03-2025", "2025/03/01/2025/03/07",
                 "March 1 2025/March 7 2025", "03/01/2025/03/14/2025"]  # fmt: skip
    fail1 = (
        "biorxiv", "biorxiv-fail-1",
        "Find bioRxiv neuroscience preprints posted in the first week of March 2025 with "
        "'zebrafish' in the title, and give me their DOIs.",
        False,
        [("biorxiv_details", {"server": "biorxiv", "interval": iv, "cursor": 0,
                              "category": "neuroscience"}, none) for iv in intervals],
    )  # fmt: skip
    return [ok1, fail1]


LATEXMK_HEAD = """Rc files read:
  /etc/LatexMk
Latexmk: This is Latexmk, John Collins, 7 Jan. 2023. Version 4.79.
Latexmk: applying rule 'pdflatex'...
Rule 'pdflatex':  Reasons for rerun
Changed files or newly in use/created:
  {changed}
------------
Running 'pdflatex  -interaction=nonstopmode -file-line-error -recorder  "main.tex"'
------------
This is pdfTeX, Version 3.141592653-2.6-1.40.25 (TeX Live 2023/Debian) (preloaded format=pdflatex)
(./main.tex
"""


def latex() -> list[Session]:
    err1 = LATEXMK_HEAD.format(changed="sections/aims.tex\n  sections/approach.tex") + (
        "(./sections/aims.tex) (./sections/approach.tex\n"
        "./sections/approach.tex:47: Undefined control sequence.\n"
        "l.47 ...shown in \\autoref{fig:workflow}, \\citeauthor\n"
        "                                                  {mehta2022} extended the\n"
        ")\n[1] [2] [3] [4] [5] [6]\n"
        "Output written on main.pdf (15 pages, 1181204 bytes).\n"
        "Transcript written on main.log.\n"
        "Latexmk: Errors, so I did not complete making targets\n"
        "Collected error summary (may duplicate other messages):\n"
        "  pdflatex: Command for 'pdflatex' gave return code 1\n"
        "      Refer to 'main.log' for details\n"
        "Latexmk: Use the -f option to force complete processing,\n"
        " unless error was exceeding maximum runs, or warnings treated as errors."
    )
    err2 = LATEXMK_HEAD.format(changed="main.tex") + (
        "(/usr/share/texlive/texmf-dist/tex/latex/natbib/natbib.sty)\n"
        "(./sections/aims.tex) (./sections/approach.tex\n"
        "./sections/approach.tex:47: Package natbib Error: Bibliography not compatible with "
        "author-year citations.\n"
        "(natbib)                Press <return> to continue in numerical mode.\n\n"
        "See the natbib package documentation for explanation.\n"
        "Type  H <return>  for immediate help.\n"
        " ...\n\n"
        "l.47 ...shown in \\autoref{fig:workflow}, \\citeauthor{mehta2022}\n"
        "                                                  \n"
        ")\n[1] [2] [3] [4] [5] [6]\n"
        "Output written on main.pdf (15 pages, 1181988 bytes).\n"
        "Transcript written on main.log.\n"
        "Latexmk: Errors, so I did not complete making targets\n"
        "Collected error summary (may duplicate other messages):\n"
        "  pdflatex: Command for 'pdflatex' gave return code 1\n"
        "      Refer to 'main.log' for details"
    )
    warn = LATEXMK_HEAD.format(changed="main.tex") + (
        "(/usr/share/texlive/texmf-dist/tex/latex/natbib/natbib.sty)\n"
        "(./sections/aims.tex) (./sections/approach.tex\n\n"
        "LaTeX Warning: Reference `fig:workflow' on page 6 undefined on input line 47.\n\n"
        "[6]\n"
        "LaTeX Warning: Citation `osei2024' on page 7 undefined on input line 88.\n\n"
        ") [7] [8] (./main.bbl [14]) [15] (./main.aux)\n\n"
        "LaTeX Warning: There were undefined references.\n\n"
        "Output written on main.pdf (15 pages, 1183422 bytes).\n"
        "Transcript written on main.log.\n"
        "Latexmk: Found bibliography file(s) [refs.bib]\n"
        "Latexmk: Summary of warnings from last run of *latex:\n"
        "  Latex failed to resolve 1 reference(s)\n"
        "  Latex failed to resolve 1 citation(s)\n"
        "Latexmk: All targets (main.pdf) are up-to-date"
    )
    clean = LATEXMK_HEAD.format(changed="sections/approach.tex") + (
        "(/usr/share/texlive/texmf-dist/tex/latex/natbib/natbib.sty)\n"
        "(./sections/aims.tex) (./sections/approach.tex [6] [7]) [8] (./main.bbl [14]) [15]\n"
        "(./main.aux) )\n"
        "Output written on main.pdf (15 pages, 1184090 bytes).\n"
        "Transcript written on main.log.\n"
        "Latexmk: Found bibliography file(s) [refs.bib]\n"
        "Latexmk: Log file says output to 'main.pdf'\n"
        "Latexmk: All targets (main.pdf) are up-to-date"
    )
    approach = "\n".join([
        "44  \\subsection{Data pipeline}",
        "45  Raw gauge records are cleaned, gap-filled and aligned to the satellite passes",
        "46  before any model sees them. The steps and their checks are",
        "47  shown in \\autoref{fig:workflow}, \\citeauthor{mehta2022} extended the",
        "48  approach to ungauged basins, which we follow in Aim~2.",
        "49  ",
        "50  \\begin{figure}[t]",
        "51    \\centering",
        "52    \\includegraphics[width=\\linewidth]{figures/pipeline.pdf}",
        "53    \\caption{Processing steps from raw gauge data to model inputs.}",
        "54    \\label{fig:pipeline}",
        "55  \\end{figure}",
    ])  # fmt: skip
    preamble = "\n".join([
        "1   \\documentclass[11pt]{article}",
        "2   \\usepackage[margin=1in]{geometry}",
        "3   \\usepackage{graphicx}",
        "4   \\usepackage{amsmath,amssymb}",
        "5   \\usepackage{booktabs}",
        "6   \\usepackage[colorlinks=true,citecolor=blue]{hyperref}",
        "7   \\usepackage{xcolor}",
        "8   \\newcommand{\\todo}[1]{\\textcolor{red}{[#1]}}",
        "9   ",
        "10  \\title{Forecasting Delta Floods from Space: Project Description}",
    ])  # fmt: skip
    bibstyle = "\n".join([
        "61  \\section*{References}",
        "62  \\bibliographystyle{plain}",
        "63  \\bibliography{refs}",
        "64  ",
        "65  \\end{document}",
    ])  # fmt: skip
    calls: list[Call] = [
        ("overleaf_git", {"args": ["pull", "--ff-only"]},
         "From https://git.overleaf.com/64f1c2a9e8b0d3001f7a91c4\n"
         "   3b9e2d1..8a41f07  master     -> origin/master\n"
         "Updating 3b9e2d1..8a41f07\nFast-forward\n"
         " refs.bib              |  9 +++++++++\n"
         " sections/aims.tex     | 14 +++++++++-----\n"
         " sections/approach.tex | 61 ++++++++++++++++++++++++++++++++++++++++-----------\n"
         " 3 files changed, 66 insertions(+), 18 deletions(-)"),
        ("latex_build", {"target": "main.tex"}, err1),
        ("view_source", {"path": "sections/approach.tex", "start": 44, "end": 55}, approach),
        ("view_source", {"path": "main.tex", "start": 1, "end": 10}, preamble),
        ("patch_source",
         {"path": "main.tex", "after_line": 7, "insert": "\\usepackage[round]{natbib}"},
         "Applied 1 edit to main.tex (inserted at line 8)."),
        ("latex_build", {"target": "main.tex"}, err2),
        ("view_source", {"path": "main.tex", "start": 61, "end": 65}, bibstyle),
        ("patch_source",
         {"path": "main.tex", "line": 62, "replace": "\\bibliographystyle{plainnat}"},
         "Applied 1 edit to main.tex (line 62)."),
        ("latex_build", {"target": "main.tex"}, warn),
        ("search_source", {"pattern": "osei20", "paths": ["refs.bib", "sections"]},
         "refs.bib:212:@article{osei2023,\n"
         "refs.bib:213:  title   = {Entailment-guided summaries of hydrological reports},\n"
         "sections/approach.tex:88:uncertainty bands as in \\citet{osei2024}, with the"),
        ("patch_source",
         {"path": "sections/approach.tex",
          "edits": [{"line": 47, "old": "fig:workflow", "new": "fig:pipeline"},
                    {"line": 88, "old": "osei2024", "new": "osei2023"}]},
         "Applied 2 edits to sections/approach.tex (lines 47, 88)."),
        ("latex_build", {"target": "main.tex"}, clean),
        ("overleaf_git",
         {"args": ["commit", "-am", "Fix natbib style, figure reference and citation key"]},
         "[master 5c0e9ab] Fix natbib style, figure reference and citation key\n"
         " 2 files changed, 4 insertions(+), 3 deletions(-)"),
        ("overleaf_git", {"args": ["push", "origin", "master"]},
         "To https://git.overleaf.com/64f1c2a9e8b0d3001f7a91c4\n"
         "   8a41f07..5c0e9ab  master -> master"),
    ]  # fmt: skip
    ok1 = (
        "latex", "latex-ok-1",
        "Pull the proposal from Overleaf, make latexmk build it cleanly, push, and give the "
        "page count.",
        True, calls,
    )  # fmt: skip

    first = (
        "Rc files read:\n  /workspace/thesis-build/latexmkrc\n"
        "Latexmk: This is Latexmk, John Collins, 7 Jan. 2023. Version 4.79.\n"
        "Latexmk: applying rule 'pdflatex'...\n"
        "Running 'pdflatex  -interaction=nonstopmode -file-line-error -recorder  "
        '"thesis.tex"\'\n'
        "(./chapters/ch3.tex [41]\n"
        "Overfull \\hbox (14.37204pt too wide) in paragraph at lines 118--124\n"
        "[]\\T1/lmr/m/n/12 The calibration constants $\\kappa_{\\mathrm{eff}}$ were "
        "obtained from the heteroskedasticity-\n\n"
        "Overfull \\hbox (6.0211pt too wide) in paragraph at lines 203--207\n"
        "[]\\T1/lmr/m/n/12 see \\T1/lmtt/m/n/12 https://doi.org/10.5281/zenodo.8124471\n\n"
        "Overfull \\hbox (22.8954pt too wide) in alignment at lines 255--271\n"
        "[][][][][][]\n\n"
        "[42] [43] [44])\n"
        "Output written on thesis.pdf (186 pages, 5120331 bytes).\n"
        "Latexmk: All targets (thesis.pdf) are up-to-date"
    )
    stale = (
        "Rc files read:\n  /workspace/thesis-build/latexmkrc\n"
        "Latexmk: This is Latexmk, John Collins, 7 Jan. 2023. Version 4.79.\n"
        "Latexmk: All targets (thesis.pdf) are up-to-date"
    )
    fail1 = (
        "latex", "latex-fail-1",
        "Fix the overfull hbox warnings in chapter 3 of my thesis and rebuild until latexmk "
        "reports none.",
        False,
        [
            ("latex_build", {"target": "thesis.tex"}, first),
            ("patch_source",
             {"path": "/workspace/thesis/chapters/ch3.tex", "line": 121,
              "old": "heteroskedasticity-robust",
              "new": "hetero\\-ske\\-das\\-ti\\-ci\\-ty-robust"},
             "Applied 1 edit to /workspace/thesis/chapters/ch3.tex (line 121)."),
            ("latex_build", {"target": "thesis.tex"}, stale),
            ("patch_source",
             {"path": "/workspace/thesis/chapters/ch3.tex", "line": 205,
              "old": "\\url{https://doi.org/10.5281/zenodo.8124471}",
              "new": "\\url{https://doi.org/10.5281/\\allowbreak zenodo.8124471}"},
             "Applied 1 edit to /workspace/thesis/chapters/ch3.tex (line 205)."),
            ("latex_build", {"target": "thesis.tex"}, stale),
            ("latex_build", {"target": "thesis.tex", "force": True}, stale),
            ("patch_source",
             {"path": "/workspace/thesis/chapters/ch3.tex", "line": 255,
              "old": "\\begin{tabular}{lrrrrr}", "new": "\\begin{tabular*}{\\textwidth}"
              "{@{\\extracolsep{\\fill}}lrrrrr}"},
             "Applied 1 edit to /workspace/thesis/chapters/ch3.tex (line 255)."),
            ("latex_build", {"target": "thesis.tex"}, stale),
            ("latex_build", {"target": "thesis.tex", "clean_first": False}, stale),
        ],
    )  # fmt: skip
    return [ok1, fail1]


def pandoc() -> list[Session]:
    listing = "\n".join([
        "-rw-r--r--  4.2K  chapter-01.md",
        "-rw-r--r--  6.8K  chapter-02.md",
        "-rw-r--r--  5.1K  chapter-03.md",
        "-rw-r--r--  3.9K  chapter-04.md",
        "-rw-r--r--  211K  cover.jpg",
        "drwxr-xr-x     -  figures/",
        "-rw-r--r--   312  metadata.yaml",
        "-rw-r--r--   18K  reference.docx",
    ])  # fmt: skip
    figures = "\n".join([
        "-rw-r--r--  88K  fig-1-1.png",
        "-rw-r--r--  121K fig-2-1.png",
        "-rw-r--r--  64K  fig-2-2.png",
        "-rw-r--r--  19K  fig-3-2.svg",
    ])  # fmt: skip
    chapters = [f"manuscript/chapter-0{i}.md" for i in range(1, 5)]
    meta_before = "\n".join([
        "Title               : chapter-01",
        "Author(s)           : Unknown",
        "Languages           : und",
        "Published           : 2025-05-09T10:31:08+00:00",
        "Identifiers         : uuid:0d7e5a40-6d31-4e9b-9a0c-3c1b8f2f1a55",
    ])  # fmt: skip
    meta_after = "\n".join([
        "Title               : The Salt Roads",
        "Author(s)           : Mariam Haddad [Haddad, Mariam]",
        "Languages           : eng",
        "Published           : 2025-05-09T10:31:08+00:00",
        "Identifiers         : uuid:0d7e5a40-6d31-4e9b-9a0c-3c1b8f2f1a55",
    ])  # fmt: skip
    ok1 = (
        "pandoc", "pandoc-ok-1",
        "Make a DOCX (reference.docx styles) and an EPUB (with cover) of the four manuscript "
        "chapters, no figure dropped; the EPUB must say The Salt Roads, Mariam Haddad, English.",
        True,
        [
            ("list_dir", {"path": "manuscript"}, listing),
            ("run_pandoc",
             {"inputs": chapters, "output": "out/salt-roads.docx",
              "options": ["--reference-doc=manuscript/reference.docx",
                          "--resource-path=manuscript"]},
             "[WARNING] Could not fetch resource figures/fig-3-2.png: replacing image with "
             "description"),
            ("list_dir", {"path": "manuscript/figures"}, figures),
            ("rsvg_convert",
             {"input": "manuscript/figures/fig-3-2.svg",
              "output": "manuscript/figures/fig-3-2.png", "dpi": 300}, ""),
            ("run_pandoc",
             {"inputs": chapters, "output": "out/salt-roads.docx",
              "options": ["--reference-doc=manuscript/reference.docx",
                          "--resource-path=manuscript"]}, ""),
            ("run_pandoc",
             {"inputs": chapters, "output": "out/salt-roads.epub",
              "options": ["--epub-cover-image=manuscript/cover.jpg",
                          "--resource-path=manuscript"]},
             "[WARNING] This document format requires a nonempty <title> element.\n"
             "  Defaulting to 'chapter-01' as the title.\n"
             "  To specify a title, use 'title' in metadata or --metadata title=\"...\"."),
            ("calibre_ebook_meta", {"path": "out/salt-roads.epub"}, meta_before),
            ("calibre_ebook_meta",
             {"path": "out/salt-roads.epub", "title": "The Salt Roads",
              "authors": "Mariam Haddad", "language": "en"}, meta_after),
        ],
    )  # fmt: skip
    return [ok1]


def _episode(eid: str, title: str, number: int, published: str, duration: int,
             status: str = "published") -> dict[str, Any]:  # fmt: skip
    return {"id": eid, "type": "episode",
            "attributes": {"title": title, "number": number, "status": status,
                           "published_at": published, "duration": duration}}  # fmt: skip


DELTA_TITLES = [
    "Where the River Forgets",
    "Mud, Money and Maps",
    "The Dredgers",
    "Salt Creep",
    "A Town on Stilts",
    "Sandbags",
    "The Pumping Station",
    "Tidal Debts",
    "Mangrove Lessons",
    "The Insurance Man",
    "Hold the Line",
    "Sediment",
    "Night Flood",
    "Levee Politics",
    "Rice and Rising Water",
    "The Last Ferry",
    "Counting Herons",
    "Managed Retreat",
]


def podcast() -> list[Session]:
    eps = []
    for n in range(52, 34, -1):
        title = DELTA_TITLES[n % len(DELTA_TITLES)] + f" (Part {n // 18})"
        d = datetime(2025, 5, 1, 9, 0, tzinfo=timezone.utc) - timedelta(days=7 * (52 - n))
        eps.append(
            {
                "id": str(2190000 + n * 37),
                "type": "episode",
                "attributes": {
                    "title": title,
                    "number": n,
                    "published_at": d.isoformat().replace("+00:00", "Z"),
                },
            }
        )
    pages = [eps[i : i + 10] for i in range(0, 18, 10)]
    show = {"data": [{"id": "41822", "type": "show",
                      "attributes": {"title": "Field Notes from the Delta",
                                     "slug": "field-notes-from-the-delta",
                                     "created_at": "2022-04-11T14:03:22.118Z",
                                     "website": "https://fieldnotesdelta.example"},
                      "relationships": {}}],
            "meta": {"currentPage": 1, "totalPages": 1, "totalCount": 1}}  # fmt: skip
    calls: list[Call] = [("transistor_list_shows", {}, js(show))]
    for i, page in enumerate(pages, start=1):
        calls.append((
            "transistor_list_episodes",
            {"show_id": "41822", "pagination[page]": i, "pagination[per]": 10,
             "fields[episode][]": ["title", "number", "published_at"]},
            js({"data": page, "meta": {"currentPage": i, "totalPages": 2, "totalCount": 18}}),
        ))  # fmt: skip
    week = ["21-04-2025", "22-04-2025", "23-04-2025", "24-04-2025", "25-04-2025",
            "26-04-2025", "27-04-2025"]  # fmt: skip
    stats = []
    for k, n in enumerate([51, 50, 49, 48, 47, 44]):
        e = next(x for x in eps if x["attributes"]["number"] == n)
        daily = [max(0, (212 - 17 * k) - 9 * d + ((n * d) % 13)) for d in range(7)]
        stats.append({"id": e["id"], "title": e["attributes"]["title"],
                      "downloads": [{"date": w, "downloads": c} for w, c in
                                    zip(week, daily, strict=True)]})  # fmt: skip
    calls.append((
        "transistor_episode_analytics",
        {"show_id": "41822", "start_date": "21-04-2025", "end_date": "27-04-2025"},
        js({"data": {"id": "41822", "type": "episodes_analytics",
                     "attributes": {"start_date": "21-04-2025", "end_date": "27-04-2025",
                                    "episodes": stats}}}),
    ))  # fmt: skip
    created = {"data": {"id": "2292048", "type": "episode", "attributes": {
        "title": "Levees, Revisited", "number": 53, "season": 3, "status": "draft",
        "type": "full", "published_at": None, "duration": None, "media_url": None,
        "share_url": "https://share.transistor.fm/s/5e1b7c2a", "created_at":
        "2025-05-09T15:44:10.312Z", "updated_at": "2025-05-09T15:44:10.312Z"},
        "relationships": {"show": {"data": {"id": "41822", "type": "show"}}}}}  # fmt: skip
    calls.append(
        (
            "transistor_create_episode",
            {"show_id": "41822", "title": "Levees, Revisited", "number": 53, "season": 3},
            js(created),
        )
    )
    ok1 = (
        "podcast", "podcast-ok-1",
        "Pull every episode of 'Field Notes from the Delta' from Transistor, tell me the five "
        "most-downloaded episodes in the week of 21-27 April 2025, and create a draft for "
        "episode 53, 'Levees, Revisited' (season 3).",
        True, calls,
    )  # fmt: skip

    night = []
    for n in range(64, 54, -1):
        d = datetime(2025, 5, 2, 22, 0, tzinfo=timezone.utc) - timedelta(days=7 * (64 - n))
        night.append(
            {
                "id": str(3310000 + n * 11),
                "type": "episode",
                "attributes": {
                    "title": f"Night Shift Stories #{n}",
                    "number": n,
                    "duration": 2700 + (n * 131) % 2400,
                },
            }
        )
    first_page = js({"data": night, "meta": {"currentPage": 1, "totalPages": 7,
                                             "totalCount": 64}})  # fmt: skip
    fields = ["title", "number", "duration"]
    fail1 = (
        "podcast", "podcast-fail-1",
        "List every episode of 'Night Shift Stories' on Transistor with its duration and tell "
        "me which ones run longer than 90 minutes.",
        False,
        [("transistor_list_episodes",
          {"show_id": "52107", "page": p, "fields[episode][]": fields}, first_page)
         for p in (1, 2, 3)]
        + [("transistor_list_episodes",
            {"show_id": "52107", "page": 2, "per_page": 50, "fields[episode][]": fields},
            first_page)],
    )  # fmt: skip
    return [ok1, fail1]


# --------------------------------------------------------------------------------------------
# Commerce operations
# --------------------------------------------------------------------------------------------

US = "ATVPDKIKX0DER"


def _sp_report(status: str, start: str | None = None, end: str | None = None,
               doc: str | None = None) -> str:  # fmt: skip
    body: dict[str, Any] = {
        "reportType": "GET_FBA_INVENTORY_PLANNING_DATA", "processingStatus": status,
        "marketplaceIds": [US], "reportId": "58219019884",
        "createdTime": "2025-05-09T14:02:11+00:00",
    }  # fmt: skip
    if start:
        body["processingStartTime"] = start
    if end:
        body["processingEndTime"] = end
    if doc:
        body["reportDocumentId"] = doc
    return js(body)


def _sp_order(oid: str, purchased: str, total: str, items: int, city: str, state: str,
              fulfil: str = "MFN", status: str = "Unshipped") -> dict[str, Any]:  # fmt: skip
    return {
        "AmazonOrderId": oid, "PurchaseDate": purchased, "OrderStatus": status,
        "FulfillmentChannel": fulfil, "OrderTotal": {"CurrencyCode": "USD", "Amount": total},
        "NumberOfItemsShipped": 0, "NumberOfItemsUnshipped": items,
        "MarketplaceId": US, "OrderType": "StandardOrder",
        "LatestShipDate": "2025-05-12T06:59:59Z", "IsPrime": False,
        "ShippingAddress": {"City": city, "StateOrRegion": state, "CountryCode": "US",
                            "PostalCode": "00000"},
    }  # fmt: skip


def _sp_item(asin: str, sku: str, oid: str, title: str, qty: int, price: str) -> dict[str, Any]:
    return {"ASIN": asin, "SellerSKU": sku, "OrderItemId": oid, "Title": title,
            "QuantityOrdered": qty, "QuantityShipped": 0,
            "ProductInfo": {"NumberOfItems": "1"},
            "ItemPrice": {"CurrencyCode": "USD", "Amount": price},
            "ConditionId": "New", "IsGift": "false"}  # fmt: skip


def sp_api() -> list[Session]:
    doc = "amzn1.spdoc.1.4.na.7f3c2a61-94d2-4b5e-8d1f-0c6e5b3a2d19.T2K1Q8L0W3ZJ4P.47700"
    cols = [
        "snapshot-date",
        "sku",
        "asin",
        "product-name",
        "available",
        "units-shipped-t30",
        "days-of-supply",
        "recommended-replenishment-qty",
    ]
    rows = [
        ("KT-MUG-12-SAGE", "B0C7QW2L1M", "Stoneware Mug 12oz Sage", 412, 388, 31.8, 0),
        ("KT-MUG-12-RUST", "B0C7QW8PZN", "Stoneware Mug 12oz Rust", 96, 341, 8.4, 480),
        ("KT-BWL-6-SAGE", "B0C7R1D4XQ", "Stoneware Bowl 6in Sage", 220, 150, 44.0, 0),
        ("KT-BWL-6-OAT", "B0C7R1H9KT", "Stoneware Bowl 6in Oat", 61, 174, 10.5, 260),
        ("KT-PLT-10-OAT", "B0C7R3M2VB", "Stoneware Plate 10in Oat", 305, 122, 75.0, 0),
        ("KT-PLT-10-INK", "B0C7R3Q8AC", "Stoneware Plate 10in Ink", 140, 203, 20.7, 0),
        ("KT-SET-4-MIX", "B0CB2K7H1D", "Stoneware Dinner Set 4pc Mixed", 18, 97, 5.6, 190),
        ("KT-TPT-1L-SAGE", "B0CD9X4RTE", "Stoneware Teapot 1L Sage", 77, 51, 45.3, 0),
        ("KT-CUP-6-INK", "B0CF1P2WQF", "Espresso Cups 6pc Ink", 33, 88, 11.3, 110),
    ]  # fmt: skip
    tsv = "\t".join(cols) + "\n" + "\n".join(
        "\t".join(["2025-05-09", s, a, n, str(av), str(sh), f"{ds}", str(rq)])
        for s, a, n, av, sh, ds, rq in rows
    )  # fmt: skip
    ok1 = (
        "sp-api", "sp-api-ok-1",
        "Get the US FBA inventory planning report and list SKUs under 14 days of supply with "
        "the recommended replenishment quantity.",
        True,
        [
            ("spapi_create_report",
             {"reportType": "GET_FBA_INVENTORY_PLANNING_DATA", "marketplaceIds": [US]},
             js({"reportId": "58219019884"})),
            ("spapi_get_report", {"reportId": "58219019884"}, _sp_report("IN_QUEUE")),
            ("spapi_get_report", {"reportId": "58219019884"},
             _sp_report("IN_PROGRESS", "2025-05-09T14:03:40+00:00")),
            ("spapi_get_report", {"reportId": "58219019884"},
             _sp_report("IN_PROGRESS", "2025-05-09T14:03:40+00:00")),
            ("spapi_get_report", {"reportId": "58219019884"},
             _sp_report("DONE", "2025-05-09T14:03:40+00:00", "2025-05-09T14:06:02+00:00",
                        doc)),
            ("spapi_get_report_document", {"reportDocumentId": doc},
             js({"reportDocumentId": doc, "compressionAlgorithm": "GZIP",
                 "url": "https://tortuga-prod-na.s3-external-1.amazonaws.com/%2FNinetyDays/"
                        "amzn1.tortuga.4.na.7f3c2a61-94d2-4b5e?X-Amz-Algorithm=AWS4-HMAC-"
                        "SHA256&X-Amz-Date=20250509T140611Z&X-Amz-SignedHeaders=host&X-Amz-"
                        "Expires=300&X-Amz-Signature=9c1e0f"})),
            ("spapi_download_report", {"reportDocumentId": doc, "columns": cols}, tsv),
        ],
    )  # fmt: skip

    page1 = [
        _sp_order("113-4820193-1187421", "2025-05-07T16:22:10Z", "58.90", 2, "Austin", "TX"),
        _sp_order("112-0918273-6650144", "2025-05-07T19:05:44Z", "24.95", 1, "Denver", "CO"),
        _sp_order("114-7731029-2201936", "2025-05-08T02:41:09Z", "119.00", 3, "Albany", "NY"),
        _sp_order("111-5504187-9034412", "2025-05-08T13:17:52Z", "34.50", 1, "Tacoma", "WA"),
    ]
    page2 = [
        _sp_order("113-2287140-5512087", "2025-05-08T21:58:30Z", "69.80", 2, "Macon", "GA"),
    ]
    items = {
        "113-4820193-1187421": [_sp_item("B0C7QW2L1M", "KT-MUG-12-SAGE", "40211339088921",
                                         "Stoneware Mug 12oz Sage", 2, "58.90")],
        "112-0918273-6650144": [_sp_item("B0C7R1D4XQ", "KT-BWL-6-SAGE", "40211339771203",
                                         "Stoneware Bowl 6in Sage", 1, "24.95")],
        "114-7731029-2201936": [
            _sp_item("B0CB2K7H1D", "KT-SET-4-MIX", "40211340012764",
                     "Stoneware Dinner Set 4pc Mixed", 1, "79.00"),
            _sp_item("B0C7QW8PZN", "KT-MUG-12-RUST", "40211340012765",
                     "Stoneware Mug 12oz Rust", 2, "40.00")],
        "111-5504187-9034412": [_sp_item("B0CF1P2WQF", "KT-CUP-6-INK", "40211341109837",
                                         "Espresso Cups 6pc Ink", 1, "34.50")],
        "113-2287140-5512087": [_sp_item("B0C7R3M2VB", "KT-PLT-10-OAT", "40211342237710",
                                         "Stoneware Plate 10in Oat", 2, "69.80")],
    }  # fmt: skip
    token = "Q0hhOGVqNUxPc3RKd3lVWnFkM2JHZz09OjE3NDY3OTgwMDA"
    calls: list[Call] = [
        ("spapi_get_orders",
         {"MarketplaceIds": [US], "CreatedAfter": "2025-05-06T00:00:00Z",
          "OrderStatuses": ["Unshipped"], "FulfillmentChannels": ["MFN"], "MaxResultsPerPage": 4},
         js({"payload": {"Orders": page1, "NextToken": token,
                         "CreatedBefore": "2025-05-09T13:58:02Z"}})),
        ("spapi_get_orders", {"MarketplaceIds": [US], "NextToken": token},
         js({"payload": {"Orders": page2, "CreatedBefore": "2025-05-09T13:58:02Z"}})),
    ]  # fmt: skip
    for oid, its in items.items():
        calls.append(("spapi_get_order_items", {"orderId": oid},
                      js({"payload": {"OrderItems": its, "AmazonOrderId": oid}})))  # fmt: skip
    ok2 = (
        "sp-api", "sp-api-ok-2",
        "List all unshipped merchant-fulfilled Amazon orders from the last three days with the "
        "items (SKU and quantity) in each, so the warehouse can pick them.",
        True, calls,
    )  # fmt: skip

    fba = [
        _sp_order(f"11{n % 5}-{3301000 + n * 7919:07d}-{1000000 + n * 104729:07d}",
                  f"2025-05-09T{8 + n:02d}:1{n}:00Z", f"{24.95 + n * 5:.2f}", 1 + n % 3,
                  ["Reno", "Boise", "Fresno", "Tulsa", "Omaha"][n % 5],
                  ["NV", "ID", "CA", "OK", "NE"][n % 5], "AFN", "Shipped")
        for n in range(7)
    ]  # fmt: skip
    quota = js({"errors": [{"code": "QuotaExceeded",
                            "message": "You exceeded your quota for the requested resource.",
                            "details": ""}]})  # fmt: skip
    fail_calls: list[Call] = [
        ("spapi_get_orders",
         {"MarketplaceIds": [US], "CreatedAfter": "2025-05-09T00:00:00Z",
          "FulfillmentChannels": ["AFN"]},
         js({"payload": {"Orders": fba, "CreatedBefore": "2025-05-09T18:40:11Z"}})),
    ]  # fmt: skip
    for o in fba[:6]:
        fail_calls.append(("spapi_get_order_items", {"orderId": o["AmazonOrderId"]}, quota))
    fail1 = (
        "sp-api", "sp-api-fail-1",
        "For today's FBA orders, get each order's items and tell me the total units sold per "
        "SKU today.",
        False, fail_calls,
    )  # fmt: skip
    return [ok1, ok2, fail1]


def storefront() -> list[Session]:
    product = [{"id": 3391, "name": "Alder Trail Runner", "type": "variable",
                "variations": [3395, 3396, 3397, 3398, 3399, 3400, 3401]}]  # fmt: skip

    def var(vid: int, size: int, qty: int) -> dict[str, Any]:
        return {
            "id": vid,
            "sku": f"ATR-BLK-{size}",
            "attributes": [{"id": 3, "name": "Size", "option": str(size)}],
            "stock_quantity": qty,
            "stock_status": "instock" if qty else "outofstock",
        }

    sizes = list(zip(range(3395, 3402), range(40, 47), [4, 0, 0, 0, 7, 3, 1], strict=True))
    before = [var(v, s, q) for v, s, q in sizes]
    after = [var(v, s, 12 if s in (42, 43) else q) for v, s, q in sizes]
    fields = "id,sku,attributes,stock_quantity,stock_status"
    ok1 = (
        "storefront", "storefront-ok-1",
        "In our WooCommerce store, find which sizes of the 'Alder Trail Runner' are out of "
        "stock, restock sizes 42 and 43 to 12 units each, and confirm the new stock levels.",
        True,
        [
            ("woo_list_products",
             {"search": "Alder Trail Runner", "_fields": "id,name,type,variations"},
             js(product)),
            ("woo_list_variations", {"product_id": 3391, "_fields": fields, "per_page": 20},
             js(before)),
            ("woo_update_variation",
             {"product_id": 3391, "id": 3397, "stock_quantity": 12, "_fields": fields},
             js(var(3397, 42, 12))),
            ("woo_update_variation",
             {"product_id": 3391, "id": 3398, "stock_quantity": 12, "_fields": fields},
             js(var(3398, 43, 12))),
            ("woo_list_variations", {"product_id": 3391, "_fields": fields, "per_page": 20},
             js(after)),
        ],
    )  # fmt: skip

    stoves = [
        (1180, "Summit 2-Burner Propane Stove", "ST-SUM2", 129.99, 42),
        (1181, "Ember Backpacking Stove", "ST-EMB1", 54.99, 118),
        (1183, "Ridgeline 1-Burner", "ST-RDG1", 59.99, 9),
        (1184, "Cascade Wood Stove", "ST-CSC-W", 219.00, 6),
        (1186, "Summit Griddle Attachment", "ST-SUM-GRD", 44.50, 35),
        (1187, "Alpine Canister Stove", "ST-ALP", 39.99, 204),
        (1189, "Basecamp 3-Burner", "ST-BC3", 289.00, 11),
        (1190, "Trail Windscreen", "ST-WSC", 14.99, 310),
        (1192, "Titan Multi-Fuel Stove", "ST-TTN-MF", 174.95, 14),
        (1193, "Ember Pot Support", "ST-EMB-PS", 9.99, 0),
        (1195, "Summit Carry Case", "ST-SUM-CC", 34.00, 27),
        (1196, "Cascade Chimney Kit", "ST-CSC-CK", 79.00, 4),
        (1198, "Alpine Simmer Valve", "ST-ALP-SV", 19.99, 66),
        (1199, "Fuel Bottle 1L", "ST-FB1", 24.99, 140),
    ]  # fmt: skip

    def prod(p: tuple[int, str, str, float, int]) -> dict[str, Any]:
        return {"id": p[0], "name": p[1], "sku": p[2], "price": p[3], "inventory_level": p[4]}

    def bc_page(items: list[Any], page: int) -> str:
        return js({"data": [prod(p) for p in items], "meta": {"pagination": {
            "total": 14, "count": len(items), "per_page": 10, "current_page": page,
            "total_pages": 2, "links": {"previous": "?categories%3Ain=44&page=1&limit=10"
                                        if page == 2 else None,
                                        "current": f"?categories%3Ain=44&page={page}&limit=10",
                                        "next": "?categories%3Ain=44&page=2&limit=10"
                                        if page == 1 else None}}}})  # fmt: skip

    inc = "sku,name,price,inventory_level"
    ok2 = (
        "storefront", "storefront-ok-2",
        "Export SKU, price and inventory level of every product in BigCommerce's 'Camping > "
        "Stoves' category, and lower the price of the discontinued 'Ridgeline 1-Burner' by 20%.",
        True,
        [
            ("bigcommerce_get_categories", {"name:like": "Stoves"},
             js({"data": [{"id": 44, "parent_id": 23, "name": "Stoves", "is_visible": True,
                           "sort_order": 3, "custom_url": {"url": "/camping/stoves/",
                                                           "is_customized": False}}],
                 "meta": {"pagination": {"total": 1, "count": 1, "per_page": 50,
                                         "current_page": 1, "total_pages": 1,
                                         "links": {"current": "?name%3Alike=Stoves&page=1"
                                                              "&limit=50"}}}})),
            ("bigcommerce_get_products",
             {"categories:in": 44, "include_fields": inc, "limit": 10, "page": 1},
             bc_page(stoves[:10], 1)),
            ("bigcommerce_get_products",
             {"categories:in": 44, "include_fields": inc, "limit": 10, "page": 2},
             bc_page(stoves[10:], 2)),
            ("bigcommerce_update_product", {"product_id": 1183, "price": 47.99},
             js({"data": {**prod((1183, "Ridgeline 1-Burner", "ST-RDG1", 47.99, 9)),
                          "type": "physical", "date_modified": "2025-05-09T16:02:44+00:00"},
                 "meta": {}})),
        ],
    )  # fmt: skip

    denied = js({"message": "The consumer isn't authorized to access %resources.",
                 "parameters": {"resources": "Magento_Sales::actions_view"}})  # fmt: skip
    sc = "searchCriteria[filter_groups][0][filters][0]"
    fail1 = (
        "storefront", "storefront-fail-1",
        "Get the Magento orders placed yesterday (8 May 2025) that are still 'pending', with "
        "each customer's email.",
        False,
        [
            ("magento_search_orders",
             {f"{sc}[field]": "status", f"{sc}[value]": "pending"}, denied),
            ("magento_search_orders",
             {f"{sc}[field]": "created_at", f"{sc}[value]": "2025-05-08 00:00:00",
              f"{sc}[condition_type]": "gteq"}, denied),
            ("magento_search_orders",
             {f"{sc}[field]": "state", f"{sc}[value]": "new",
              "searchCriteria[pageSize]": 50}, denied),
            ("magento_get_order", {"order_id": 100004812}, denied),
            ("magento_search_orders", {"searchCriteria[pageSize]": 20,
                                       "searchCriteria[currentPage]": 1}, denied),
            ("magento_get_order", {"order_id": 100004813}, denied),
        ],
    )  # fmt: skip
    return [ok1, ok2, fail1]


KLAVIYO = "https://a.klaviyo.com/api"


def klaviyo() -> list[Session]:
    pid = "01HQ3Z8K5C2N7V9W4TXBGMR1YA"
    profile = {"data": [{"type": "profile", "id": pid, "attributes": {
        "email": "jonah.pereira@example.net", "phone_number": None, "external_id": None,
        "first_name": "Jonah", "last_name": "Pereira", "organization": None, "locale": "en-US",
        "title": None, "image": None, "created": "2023-02-14T18:22:05+00:00",
        "updated": "2025-05-02T09:11:47+00:00", "last_event_date": "2025-05-06T20:14:31+00:00",
        "location": {"city": "Providence", "region": "RI", "country": "United States",
                     "zip": "02906", "timezone": "America/New_York"},
        "properties": {"Shopify Tags": ["repeat"], "Accepts Marketing": True}},
        "relationships": {"lists": {"links": {"self": f"{KLAVIYO}/profiles/{pid}/"
                                                      "relationships/lists/"}}},
        "links": {"self": f"{KLAVIYO}/profiles/{pid}/"}}],
        "links": {"self": f"{KLAVIYO}/profiles/?filter=equals%28email%2C%22jonah.pereira"
                          "%40example.net%22%29", "next": None, "prev": None}}  # fmt: skip

    def klist(lid: str, name: str, created: str) -> dict[str, Any]:
        return {
            "type": "list",
            "id": lid,
            "attributes": {
                "name": name,
                "created": created,
                "updated": "2025-04-30T12:00:11+00:00",
                "opt_in_process": "double_opt_in",
            },
            "links": {"self": f"{KLAVIYO}/lists/{lid}/"},
        }

    lists = {"data": [klist("Xk3Tq9", "Newsletter", "2021-06-01T10:00:00+00:00"),
                      klist("RbW2pL", "Repeat Buyers", "2023-09-12T15:31:40+00:00")],
             "links": {"self": f"{KLAVIYO}/profiles/{pid}/lists/", "next": None,
                       "prev": None}}  # fmt: skip
    vip = {"data": [klist("Tn8VcE", "VIP Early Access", "2025-04-18T09:40:02+00:00")],
           "links": {"self": f"{KLAVIYO}/lists/?filter=equals%28name%2C%22VIP%20Early%20"
                             "Access%22%29", "next": None, "prev": None}}  # fmt: skip
    cid = "01JT0Q7YJ9D4F8B2Z6M3KCXR5E"
    campaigns = {"data": [{"type": "campaign", "id": cid, "attributes": {
        "name": "Spring Drop - Week 2", "status": "Sent", "archived": False,
        "audiences": {"included": ["Xk3Tq9"], "excluded": []},
        "send_options": {"use_smart_sending": True},
        "created_at": "2025-04-28T13:05:51+00:00",
        "scheduled_at": "2025-05-01T14:00:00+00:00",
        "send_time": "2025-05-01T14:00:00+00:00",
        "updated_at": "2025-05-01T14:32:09+00:00"},
        "relationships": {}, "links": {"self": f"{KLAVIYO}/campaigns/{cid}/"}}],
        "links": {"self": f"{KLAVIYO}/campaigns/", "next": None, "prev": None}}  # fmt: skip
    report = {"data": {"type": "campaign-values-report", "id": "6f1c0b7e-2a45-4c1b-9e8d",
                       "attributes": {"results": [{
                           "groupings": {"send_channel": "email", "campaign_id": cid,
                                         "campaign_message_id": "01JT0Q81N5GXZ3V7C2A9HWEQ4D"},
                           "statistics": {"recipients": 12413, "delivered": 12389,
                                          "opens_unique": 5113, "open_rate": 0.4127,
                                          "clicks_unique": 804, "click_rate": 0.0649}}]},
                       "relationships": {}},
              "links": {"self": f"{KLAVIYO}/campaign-values-reports/"}}  # fmt: skip
    ok1 = (
        "klaviyo", "klaviyo-ok-1",
        "Klaviyo: which lists is jonah.pereira@example.net on? Add him to 'VIP Early Access'. "
        "And last week's 'Spring Drop' open rate.",
        True,
        [
            ("klaviyo_get_profiles",
             {"filter": 'equals(email,"jonah.pereira@example.net")'}, js(profile)),
            ("klaviyo_get_profile_lists", {"profile_id": pid}, js(lists)),
            ("klaviyo_get_lists", {"filter": 'equals(name,"VIP Early Access")'}, js(vip)),
            ("klaviyo_add_profiles_to_list",
             {"list_id": "Tn8VcE", "data": [{"type": "profile", "id": pid}]}, ""),
            ("klaviyo_get_campaigns",
             {"filter": "equals(messages.channel,'email'),contains(name,'Spring Drop'),"
                        "greater-than(scheduled_at,2025-04-28T00:00:00Z)"}, js(campaigns)),
            ("klaviyo_query_campaign_values",
             {"campaign_id": cid, "statistics": ["recipients", "delivered", "opens_unique",
                                                 "open_rate", "clicks_unique", "click_rate"],
              "timeframe": {"key": "last_30_days"}, "conversion_metric_id": "VqXk4T"},
             js(report)),
        ],
    )  # fmt: skip
    return [ok1]


def _ticket(tid: int, subject: str, email: str, name: str, created: str,
            status: str = "open", n: int = 1) -> dict[str, Any]:  # fmt: skip
    return {"id": tid, "uri": f"/api/tickets/{tid}/", "status": status, "channel": "email",
            "customer": {"id": 40000000 + tid % 100000, "email": email, "name": name},
            "assignee_user": None, "subject": subject, "tags": [], "messages_count": n,
            "created_datetime": created, "updated_datetime": created,
            "closed_datetime": None}  # fmt: skip


def gorgias() -> list[Session]:
    tickets = [
        _ticket(
            88231421,
            "Box arrived damaged",
            "priya.raman@example.com",
            "Priya Raman",
            "2025-05-08T16:21:09.551117+00:00",
        ),
        _ticket(
            88231455,
            "Damaged lid on my order #47710",
            "marc.aubert@example.fr",
            "Marc Aubert",
            "2025-05-08T18:02:44.104233+00:00",
        ),
        _ticket(
            88231602,
            "Re: Box arrived damaged",
            "priya.raman@example.com",
            "Priya Raman",
            "2025-05-09T07:45:30.901784+00:00",
        ),
    ]
    listing = {"data": tickets, "meta": {"prev_cursor": None, "next_cursor": None},
               "object": "list", "uri": "/api/tickets?limit=30&order_by=created_datetime%3A"
                                        "desc&view_id=118204"}  # fmt: skip
    message = {"data": [{
        "id": 512039911, "uri": "/api/tickets/88231421/messages/512039911/",
        "ticket_id": 88231421, "channel": "email", "via": "email", "from_agent": False,
        "sender": {"id": 40031421, "email": "priya.raman@example.com", "name": "Priya Raman"},
        "receiver": {"id": 2201, "email": "support@halden-kitchen.example",
                     "name": "Halden Kitchen"},
        "subject": "Box arrived damaged",
        "body_text": "Hi, my order #47688 (the 26cm cast-iron skillet) arrived today with the "
                     "box crushed on one corner and the skillet's handle is cracked. Photos "
                     "attached. Can you send a replacement? Thanks, Priya",
        "attachments": [{"url": "https://uploads.gorgias.io/halden/img_4410.jpg",
                         "name": "IMG_4410.jpg", "size": 1822041,
                         "content_type": "image/jpeg"}],
        "created_datetime": "2025-05-08T16:21:09.551117+00:00", "sent_datetime": None,
        "failed_datetime": None, "public": True}],
        "meta": {"prev_cursor": None, "next_cursor": None}, "object": "list",
        "uri": "/api/tickets/88231421/messages"}  # fmt: skip
    macros = {"data": [{
        "id": 3310, "name": "Damaged item - replacement",
        "actions": [{"name": "setResponseText", "type": "user",
                     "arguments": {"body_text": "Hi {{ticket.customer.firstname}}, I'm so sorry "
                                   "your order arrived damaged. We've shipped a replacement "
                                   "at no cost; you'll get tracking within 24 hours. No need "
                                   "to return the damaged item."}},
                    {"name": "addTags", "type": "user", "arguments": {"tags": "replacement"}}],
        "usage": 412, "created_datetime": "2023-08-02T10:11:09+00:00"}],
        "meta": {"prev_cursor": None, "next_cursor": None}, "object": "list",
        "uri": "/api/macros?search=replacement"}  # fmt: skip
    sent = {"id": 512044870, "uri": "/api/tickets/88231421/messages/512044870/",
            "ticket_id": 88231421, "channel": "email", "via": "api", "from_agent": True,
            "subject": "Re: Box arrived damaged",
            "body_text": "Hi Priya, I'm so sorry your order arrived damaged. We've shipped a "
                         "replacement at no cost; you'll get tracking within 24 hours. No need "
                         "to return the damaged item.",
            "created_datetime": "2025-05-09T09:12:40.223401+00:00",
            "sent_datetime": None, "failed_datetime": None, "public": True}  # fmt: skip
    closed = _ticket(
        88231602,
        "Re: Box arrived damaged",
        "priya.raman@example.com",
        "Priya Raman",
        "2025-05-09T07:45:30.901784+00:00",
        "closed",
    )
    closed["closed_datetime"] = "2025-05-09T09:13:02.118530+00:00"
    ok1 = (
        "gorgias", "gorgias-ok-1",
        "Gorgias: reply to Priya Raman's damaged-item ticket with the replacement macro and "
        "close her duplicate ticket.",
        True,
        [
            ("gorgias_list_tickets", {"view_id": 118204, "limit": 30,
                                      "order_by": "created_datetime:desc"}, jd(listing)),
            ("gorgias_list_messages", {"ticket_id": 88231421}, jd(message)),
            ("gorgias_list_macros", {"search": "replacement"}, jd(macros)),
            ("gorgias_create_message",
             {"ticket_id": 88231421, "channel": "email", "from_agent": True,
              "body_text": sent["body_text"], "macro_id": 3310}, jd(sent)),
            ("gorgias_update_ticket", {"ticket_id": 88231602, "status": "closed"}, jd(closed)),
        ],
    )  # fmt: skip

    newest = {"data": [
        _ticket(88240017, "Where is my order?", "d.kim@example.com", "Daniel Kim",
                "2025-05-09T10:02:11.410021+00:00"),
        _ticket(88240009, "Change shipping address", "ana.souza@example.com.br", "Ana Souza",
                "2025-05-09T09:51:37.002114+00:00"),
        _ticket(88239984, "Size exchange for apron", "t.mueller@example.de", "Tobias Müller",
                "2025-05-09T09:40:05.770912+00:00"),
    ], "meta": {"prev_cursor": None, "next_cursor": "ODgyMzk5ODQ="}, "object": "list",
        "uri": "/api/tickets?limit=3&order_by=created_datetime%3Adesc"}  # fmt: skip
    queries = ["charged twice", "double charge order 48121", "duplicate payment", "order #48121"]
    fail1 = (
        "gorgias", "gorgias-fail-1",
        "Find the Gorgias ticket where a customer complained about being charged twice for "
        "order #48121, and tell me who it is and what they asked for.",
        False,
        [("gorgias_search_tickets", {"query": q, "limit": 3}, jd(newest)) for q in queries],
    )  # fmt: skip
    return [ok1, fail1]


ZIPS = {"Portland": "97214", "Burlington": "05408", "Tucson": "85719"}


def shipstation() -> list[Session]:
    def order(oid: int, num: str, name: str, city: str, state: str, oz: float,
              items: list[tuple[str, str, int]]) -> dict[str, Any]:  # fmt: skip
        return {
            "orderId": oid, "orderNumber": num, "orderKey": f"etsy-{num}",
            "orderDate": "2025-05-08T11:20:00.0000000",
            "createDate": "2025-05-08T11:24:41.0870000",
            "modifyDate": "2025-05-08T11:24:41.0870000",
            "paymentDate": "2025-05-08T11:20:00.0000000",
            "shipByDate": "2025-05-12T00:00:00.0000000", "orderStatus": "awaiting_shipment",
            "customerEmail": None, "billTo": {"name": name},
            "shipTo": {"name": name, "street1": f"{oid % 900 + 100} Elm St", "city": city,
                       "state": state, "postalCode": ZIPS[city], "country": "US",
                       "residential": True},
            "items": [{"lineItemKey": f"{oid}-{i}", "sku": s, "name": n, "quantity": q}
                      for i, (s, n, q) in enumerate(items)],
            "weight": {"value": oz, "units": "ounces", "WeightUnits": 1},
            "dimensions": None, "carrierCode": None, "serviceCode": None,
            "advancedOptions": {"storeId": 318842, "source": "etsy"},
        }  # fmt: skip

    orders = {"orders": [
        order(611920431, "3321987441", "Hannah Ito", "Portland", "OR", 22.0,
              [("NL-THR-GRY", "Wool Throw - Grey", 1)]),
        order(611920502, "3321990127", "Sam Whitfield", "Burlington", "VT", 54.5,
              [("NL-BLK-OAT", "Wool Blanket - Oat", 1), ("NL-PIL-OAT", "Pillow Cover", 2)]),
        order(611920688, "3321994002", "Rosa Delgado", "Tucson", "AZ", 9.0,
              [("NL-SCF-RUS", "Wool Scarf - Rust", 1)]),
    ], "total": 3, "page": 1, "pages": 1}  # fmt: skip
    ups = [
        {"serviceName": "UPS® Ground", "serviceCode": "ups_ground", "shipmentCost": 16.41,
         "otherCost": 0.85},
        {"serviceName": "UPS 3 Day Select®", "serviceCode": "ups_3_day_select",
         "shipmentCost": 31.22, "otherCost": 1.62},
        {"serviceName": "UPS 2nd Day Air®", "serviceCode": "ups_2nd_day_air",
         "shipmentCost": 44.90, "otherCost": 2.33},
    ]  # fmt: skip
    usps = [
        {"serviceName": "USPS Ground Advantage - Package", "serviceCode":
         "usps_ground_advantage", "shipmentCost": 13.87, "otherCost": 0.0},
        {"serviceName": "USPS Priority Mail - Package", "serviceCode": "usps_priority_mail",
         "shipmentCost": 19.45, "otherCost": 0.0},
    ]  # fmt: skip
    label = {
        "shipmentId": 214920113, "orderId": 611920502, "orderKey": "etsy-3321990127",
        "userId": "9d2b1c40-7e15-4f4e-a3b9-2f6d4b1e0c77", "customerEmail": None,
        "orderNumber": "3321990127", "createDate": "2025-05-09T09:31:02.6370000",
        "shipDate": "2025-05-09", "shipmentCost": 13.87, "insuranceCost": 0.0,
        "trackingNumber": "9400136208070584129843", "isReturnLabel": False, "batchNumber": None,
        "carrierCode": "stamps_com", "serviceCode": "usps_ground_advantage",
        "packageCode": "package", "confirmation": "none", "warehouseId": 50211,
        "voided": False, "voidDate": None, "marketplaceNotified": False,
        "notifyErrorMessage": None, "shipTo": None,
        "weight": {"value": 54.5, "units": "ounces", "WeightUnits": 1},
        "dimensions": None, "insuranceOptions": None, "advancedOptions": None,
        "shipmentItems": None,
        "labelData": "JVBERi0xLjQKJeLjz9MKMiAwIG9iago8PC9MZW5ndGggNjIgMCBSL0ZpbHRlci9GbGF0ZURl"
                     "Y29kZT4+c3RyZWFtCnicK+RyCuEyNDFRMDcxUjCAYEsFBZf8lEQFNz8XBZf8XFQeAN0+CeIK"
                     "ZW5kc3RyZWFtCmVuZG9iago=",
        "formData": None,
    }  # fmt: skip
    rate_args = {"fromPostalCode": "05401", "toState": "VT", "toCountry": "US",
                 "toPostalCode": "05408", "weight": {"value": 54.5, "units": "ounces"},
                 "confirmation": "none", "residential": True}  # fmt: skip
    ok1 = (
        "shipstation", "shipstation-ok-1",
        "ShipStation: for the heaviest Etsy order awaiting shipment, buy the cheaper of UPS "
        "and USPS; give tracking and cost.",
        True,
        [
            ("shipstation_list_orders",
             {"orderStatus": "awaiting_shipment", "storeId": 318842}, js(orders)),
            ("shipstation_get_rates", {"carrierCode": "ups", **rate_args}, js(ups)),
            ("shipstation_get_rates", {"carrierCode": "stamps_com", **rate_args}, js(usps)),
            ("shipstation_create_label_for_order",
             {"orderId": 611920502, "carrierCode": "stamps_com",
              "serviceCode": "usps_ground_advantage", "packageCode": "package",
              "shipDate": "2025-05-09", "testLabel": False}, js(label)),
        ],
    )  # fmt: skip
    return [ok1]


def _avatax(code: str, to: dict[str, str], rate: float, juris: list[tuple[str, str, float]],
            messages: list[dict[str, Any]] | None = None) -> dict[str, Any]:  # fmt: skip
    tax = round(249.0 * rate, 2)
    body: dict[str, Any] = {
        "id": 0, "code": code, "companyId": 884120, "date": "2025-05-09",
        "status": "Temporary", "type": "SalesOrder", "currencyCode": "USD",
        "customerCode": to["customer"], "totalAmount": 249.0, "totalExempt": 0.0,
        "totalTax": tax, "totalTaxable": 249.0 if rate else 0.0, "totalTaxCalculated": tax,
        "lines": [{"lineNumber": "1", "itemCode": "GRND-E54", "tax": tax}],
        "summary": [{"region": to["region"], "jurisType": t, "jurisName": n, "rate": r,
                     "tax": round(249.0 * r, 2)} for t, n, r in juris],
    }  # fmt: skip
    if messages:
        body["messages"] = messages
    return body


def avalara() -> list[Session]:
    custs = [
        {"customer": "C-1041", "line1": "2210 Shattuck Ave", "city": "Berkeley",
         "region": "CA", "postalCode": "94704"},
        {"customer": "C-1187", "line1": "5120 SE Division St", "city": "Portland",
         "region": "OR", "postalCode": "97206"},
        {"customer": "C-1290", "line1": "98000 Lakeshore Dr", "city": "Evanston",
         "region": "IL", "postalCode": "60201"},
        {"customer": "C-1322", "line1": "1801 E 6th St", "city": "Austin", "region": "TX",
         "postalCode": "78702"},
        {"customer": "C-1405", "line1": "44 Grand St", "city": "Brooklyn", "region": "NY",
         "postalCode": "11249"},
    ]  # fmt: skip
    ca = _avatax("q-1041", custs[0], 0.1025, [
        ("State", "CALIFORNIA", 0.06), ("County", "ALAMEDA", 0.0025),
        ("Special", "ALAMEDA CO LOCAL TAX SL", 0.01), ("Special", "ALAMEDA COUNTY DISTRICT "
                                                    "TAX SP", 0.02),
        ("Special", "BERKELEY (CITY) DISTRICT TAX", 0.01)])  # fmt: skip
    orq = _avatax("q-1187", custs[1], 0.0, [("State", "OREGON", 0.0)])
    il_err = {"error": {
        "code": "AddressRangeError", "message": "Address not geocoded.",
        "target": "IncorrectData",
        "details": [{"code": "AddressRangeError", "number": 302,
                     "message": "Address not geocoded.",
                     "description": "The address number is out of range",
                     "faultCode": "Client",
                     "helpLink": "https://developer.avalara.com/avatax/errors/AddressRangeError",
                     "refersTo": "Addresses[1]", "severity": "Error"}]}}  # fmt: skip
    tx = _avatax("q-1322", custs[3], 0.0825, [
        ("State", "TEXAS", 0.0625), ("City", "AUSTIN", 0.01),
        ("Special", "AUSTIN MTA TRANSIT", 0.01)])  # fmt: skip
    ny = _avatax("q-1405", custs[4], 0.08875, [
        ("State", "NEW YORK", 0.04), ("City", "NEW YORK CITY", 0.045),
        ("Special", "METROPOLITAN COMMUTER TRANSPORTATION DISTRICT", 0.00375)])  # fmt: skip
    resolved = {
        "address": {"line1": "98000 Lakeshore Dr", "city": "Evanston", "region": "IL",
                    "country": "US", "postalCode": "60201"},
        "validatedAddresses": [{"addressType": "UnknownAddressType",
                                "line1": "98000 Lakeshore Dr", "line2": "", "line3": "",
                                "city": "Evanston", "region": "IL", "country": "US",
                                "postalCode": "60201", "latitude": 42.0464,
                                "longitude": -87.6793}],
        "coordinates": {"latitude": 42.0464, "longitude": -87.6793},
        "resolutionQuality": "NotCoded",
        "messages": [{"summary": "The address number is out of range",
                      "details": "The address was found but the street number in the input "
                                 "address was not between the low and high range of the post "
                                 "office database.",
                      "refersTo": "Address", "severity": "Error",
                      "source": "Avalara.AvaTax.Common"}],
    }  # fmt: skip

    def args(c: dict[str, str]) -> dict[str, Any]:
        return {
            "type": "SalesOrder",
            "customerCode": c["customer"],
            "ship_from": "RENO-WH",
            "ship_to": ", ".join(v for k, v in c.items() if k != "customer"),
            "itemCode": "GRND-E54",
            "taxCode": "P0000000",
            "amount": 249.0,
        }

    ok1 = (
        "avalara", "avalara-ok-1",
        "AvaTax quotes for the $249 grinder from Reno to C-1041, C-1187, C-1290, C-1322 and "
        "C-1405; which address fails, and why?",
        True,
        [
            ("avatax_create_transaction", args(custs[0]), jd(ca)),
            ("avatax_create_transaction", args(custs[1]), jd(orq)),
            ("avatax_create_transaction", args(custs[2]), jd(il_err)),
            ("avatax_resolve_address",
             {k: v for k, v in custs[2].items() if k != "customer"}, jd(resolved)),
            ("avatax_create_transaction", args(custs[3]), jd(tx)),
            ("avatax_create_transaction", args(custs[4]), jd(ny)),
        ],
    )  # fmt: skip
    return [ok1]


def _sub(sid: int, cust: int, addr: int, title: str, variant: str, price: str, nxt: str,
         status: str = "active") -> dict[str, Any]:  # fmt: skip
    return {"id": sid, "address_id": addr, "customer_id": cust, "cancelled_at": None,
            "charge_interval_frequency": "4", "created_at": "2024-11-02T10:14:08+00:00",
            "external_variant_id": {"ecommerce": "44120931" + str(sid % 1000)},
            "next_charge_scheduled_at": nxt, "order_interval_frequency": "4",
            "order_interval_unit": "week", "price": price, "product_title": title,
            "quantity": 1, "status": status, "variant_title": variant}  # fmt: skip


def _charge(cid: int, cust: int, date: str, status: str, total: str) -> dict[str, Any]:
    return {"id": cid, "address_id": 120448810, "customer": {"id": cust,
                                                            "email": "maria.lindqvist@"
                                                                     "example.se"},
            "scheduled_at": date, "status": status, "total_price": total, "currency": "SEK",
            "charge_attempts": 0, "type": "recurring", "processed_at": None,
            "line_items": [{"purchase_item_id": 71002213, "title": "House Roast Coffee",
                            "variant_title": "340 g / Drip grind", "quantity": 1,
                            "price": total}]}  # fmt: skip


def recharge() -> list[Session]:
    cust = 91822301
    customer = {"customers": [{
        "id": cust, "email": "maria.lindqvist@example.se", "first_name": "Maria",
        "last_name": "Lindqvist", "external_customer_id": {"ecommerce": "7421093310117"},
        "created_at": "2024-11-02T10:14:08+00:00", "updated_at": "2025-04-16T08:02:51+00:00",
        "has_payment_method_in_dunning": False, "has_valid_payment_method": True,
        "subscriptions_active_count": 1, "subscriptions_total_count": 1,
        "tax_exempt": False, "phone": None}], "next_cursor": None,
        "previous_cursor": None}  # fmt: skip
    sub = _sub(
        60019921,
        cust,
        120448810,
        "House Roast Coffee",
        "340 g / Drip grind",
        "149.00",
        "2025-05-14",
    )
    subs = {"subscriptions": [sub], "next_cursor": None, "previous_cursor": None}
    queued = {"charges": [_charge(880113902, cust, "2025-05-14", "queued", "149.00")],
              "next_cursor": None, "previous_cursor": None}  # fmt: skip
    skipped = {"charge": _charge(880113902, cust, "2025-05-14", "skipped", "149.00")}
    swapped = {"subscription": {**sub, "variant_title": "340 g / Whole bean",
                                "external_variant_id": {"ecommerce": "44120931922"},
                                "next_charge_scheduled_at": "2025-06-11",
                                "updated_at": "2025-05-09T12:44:30+00:00"}}  # fmt: skip
    nxt = _charge(880198411, cust, "2025-06-11", "queued", "149.00")
    nxt["line_items"][0]["variant_title"] = "340 g / Whole bean"
    ok1 = (
        "recharge", "recharge-ok-1",
        "maria.lindqvist@example.se: skip her next coffee shipment, switch to whole bean after "
        "that, and tell me her next charge date.",
        True,
        [
            ("recharge_list_customers", {"email": "maria.lindqvist@example.se"},
             jd(customer)),
            ("recharge_list_subscriptions", {"customer_id": cust, "status": "active"},
             jd(subs)),
            ("recharge_list_charges", {"customer_id": cust, "status": "queued"}, jd(queued)),
            ("recharge_skip_charge", {"charge_id": 880113902, "purchase_item_ids": [71002213]},
             jd(skipped)),
            ("recharge_update_subscription",
             {"subscription_id": 60019921, "external_variant_id": {"ecommerce": "44120931922"},
              "variant_title": "340 g / Whole bean"}, jd(swapped)),
            ("recharge_list_charges", {"customer_id": cust, "status": "queued"},
             jd({"charges": [nxt], "next_cursor": None, "previous_cursor": None})),
        ],
    )  # fmt: skip

    first = {"subscriptions": [
        _sub(60000011, 10291, 120000210, "House Roast Coffee", "340 g / Whole bean", "149.00",
             "2025-05-12"),
        _sub(60000012, 10291, 120000210, "Decaf Swiss Water", "340 g / Drip grind", "159.00",
             "2025-05-12"),
    ], "next_cursor": "eyJsYXN0X2lkIjo2MDAwMDAxOSwibGFzdF92YWx1ZSI6NjAwMDAwMTl9",
        "previous_cursor": None}  # fmt: skip
    body = jd(first)
    fail1 = (
        "recharge", "recharge-fail-1",
        "List the active subscriptions of customers 88110245, 88110391 and 88112007 so I can "
        "pick which to pause.",
        False,
        [
            ("recharge_list_subscriptions", {"customerId": 88110245, "status": "active"}, body),
            ("recharge_list_subscriptions", {"customerId": 88110391, "status": "active"}, body),
            ("recharge_list_subscriptions", {"customerId": 88112007, "status": "active"}, body),
            ("recharge_list_subscriptions", {"customerId": "88110245"}, body),
            ("recharge_list_subscriptions", {"customerId": 88110391, "limit": 50}, body),
        ],
    )  # fmt: skip
    return [ok1, fail1]


# --------------------------------------------------------------------------------------------
# Data platforms and quality
# --------------------------------------------------------------------------------------------


def _expect(kind: str, column: str, ok: bool, count: int, unexpected: int,
            partial: list[Any], **kw: Any) -> dict[str, Any]:  # fmt: skip
    return {"expectation_type": kind, "success": ok,
            "kwargs": {"batch_id": "payments_dw-orders_daily", "column": column, **kw},
            "result": {"element_count": count, "unexpected_count": unexpected,
                       "unexpected_percent": round(100 * unexpected / count, 6),
                       "partial_unexpected_list": partial, "missing_count": 0,
                       "missing_percent": 0.0}}  # fmt: skip


def _gx_result(suite: str, run: str, time: str, exps: list[dict[str, Any]]) -> str:
    good = sum(e["success"] for e in exps)
    return jd({
        "name": f"{suite.replace('_suite', '')}_nightly", "success": good == len(exps),
        "run_id": {"run_name": run, "run_time": time},
        "statistics": {"evaluated_validations": 1, "success_percent":
                       100.0 if good == len(exps) else 0.0,
                       "successful_validations": int(good == len(exps)),
                       "unsuccessful_validations": int(good != len(exps))},
        "validation_results": [{
            "success": good == len(exps), "suite_name": suite,
            "statistics": {"evaluated_expectations": len(exps),
                           "successful_expectations": good,
                           "unsuccessful_expectations": len(exps) - good,
                           "success_percent": 100 * good / len(exps)},
            "expectations": exps, "result_url": None}],
    })  # fmt: skip


def data_quality() -> list[Session]:
    n = 48211
    exps = [
        _expect("expect_column_values_to_not_be_null", "order_id", True, n, 0, []),
        _expect("expect_column_values_to_be_unique", "order_id", True, n, 0, []),
        _expect("expect_column_values_to_not_be_null", "customer_id", True, n, 0, []),
        _expect(
            "expect_column_values_to_be_between",
            "discount_pct",
            False,
            n,
            14,
            [75.0, 100.0, 100.0, 80.0, 65.0, 100.0, 90.0, 100.0, 72.5, 100.0],
            min_value=0,
            max_value=60,
        ),
        _expect(
            "expect_column_values_to_be_in_set",
            "currency",
            True,
            n,
            0,
            [],
            value_set=["USD", "EUR", "GBP", "CAD"],
        ),
        _expect(
            "expect_column_values_to_match_regex",
            "email",
            False,
            n,
            3,
            ["jane.doe@", "n/a", "noemail"],
            regex=r"^[^@\s]+@[^@\s]+\.[^@\s]+$",
        ),
        _expect("expect_column_values_to_not_be_null", "created_at", True, n, 0, []),
    ]
    soda_payments = "\n".join([
        "[14:02:11] Soda Core 3.3.5",
        "[14:02:13] Using DefaultSampler",
        "[14:02:14] Scan summary:",
        "[14:02:14] 6/8 checks PASSED: ",
        "[14:02:14]     payments in payments_dw",
        "[14:02:14]       row_count > 0 [PASSED]",
        "[14:02:14]       missing_count(payment_id) = 0 [PASSED]",
        "[14:02:14]       invalid_count(status) = 0 [PASSED]",
        "[14:02:14]       min(amount_cents) >= 0 [PASSED]",
        "[14:02:14]       schema [PASSED]",
        "[14:02:14]       missing_percent(method) < 1% [PASSED]",
        "[14:02:14] 1/8 checks WARNED: ",
        "[14:02:14]     payments in payments_dw",
        "[14:02:14]       freshness(created_at) < 2h [WARNED]",
        "[14:02:14]         max_column_timestamp: 2025-05-09 11:31:40+00:00",
        "[14:02:14]         max_column_timestamp_utc: 2025-05-09 11:31:40+00:00",
        "[14:02:14]         now_variable_name: NOW",
        "[14:02:14]         now_timestamp: 2025-05-09T14:02:11.348102+00:00",
        "[14:02:14]         now_timestamp_utc: 2025-05-09 14:02:11.348102+00:00",
        "[14:02:14]         freshness: 2:30:31.348102",
        "[14:02:14] 1/8 checks FAILED: ",
        "[14:02:14]     payments in payments_dw",
        "[14:02:14]       duplicate_count(payment_id) = 0 [FAILED]",
        "[14:02:14]         check_value: 3",
        "[14:02:14] Oops! 1 failures. 1 warnings. 0 errors. 6 pass.",
    ])  # fmt: skip
    soda_refunds = "\n".join([
        "[14:03:02] Soda Core 3.3.5",
        "[14:03:03] Using DefaultSampler",
        "[14:03:04] Scan summary:",
        "[14:03:04] 5/5 checks PASSED: ",
        "[14:03:04]     refunds in payments_dw",
        "[14:03:04]       row_count > 0 [PASSED]",
        "[14:03:04]       missing_count(refund_id) = 0 [PASSED]",
        "[14:03:04]       duplicate_count(refund_id) = 0 [PASSED]",
        "[14:03:04]       values in (payment_id) must exist in payments (payment_id) [PASSED]",
        "[14:03:04]       freshness(created_at) < 6h [PASSED]",
        "[14:03:04] All is good. No failures. No warnings. No errors.",
    ])  # fmt: skip
    ok1 = (
        "data-quality", "data-quality-ok-1",
        "Run the 'orders_nightly' Great Expectations checkpoint and the Soda scans for the "
        "payments and refunds datasets, and tell me exactly which checks failed or warned and "
        "with what observed values.",
        True,
        [
            ("gx_run_checkpoint", {"checkpoint": "orders_nightly"},
             _gx_result("orders_suite", "orders_nightly-20250509T140055",
                        "2025-05-09T14:00:55.204117+00:00", exps)),
            ("soda_scan", {"data_source": "payments_dw", "checks": "checks/payments.yml"},
             soda_payments),
            ("soda_scan", {"data_source": "payments_dw", "checks": "checks/refunds.yml"},
             soda_refunds),
        ],
    )  # fmt: skip

    old = _gx_result(
        "orders_suite",
        "orders_nightly-20250402T020011",
        "2025-04-02T02:00:11.880412+00:00",
        exps[2:4],
    )
    fail1 = (
        "data-quality", "data-quality-fail-1",
        "Run the Great Expectations checkpoints for the customers, inventory and shipments "
        "suites and tell me which expectations failed in each.",
        False,
        [
            ("gx_run_checkpoint", {"checkpoint": "customers_nightly"}, old),
            ("gx_run_checkpoint", {"checkpoint": "inventory_nightly"}, old),
            ("gx_run_checkpoint", {"checkpoint": "shipments_nightly"}, old),
            ("gx_run_checkpoint", {"checkpoint": "customers_nightly", "run_name": "manual-1"},
             old),
        ],
    )  # fmt: skip
    return [ok1, fail1]


def _ab_job(status: str, rows: int, nbytes: int, duration: str, updated: str) -> str:
    return js({"jobId": 1184932, "status": status, "jobType": "sync",
               "startTime": "2025-05-09T14:10:02Z",
               "connectionId": "7b1e4f0c-52d9-4a8e-9f31-6c0d2e8b5a47",
               "lastUpdatedAt": updated, "duration": duration, "bytesSynced": nbytes,
               "rowsSynced": rows})  # fmt: skip


def _ft(state: str, succeeded: str, sync: str = "scheduled") -> str:
    return js({"code": "Success", "data": {
        "id": "decent_kangaroo", "group_id": "projected_sickle", "service": "hubspot",
        "service_version": 3, "schema": "hubspot_marketing", "connected_by": "wheeling_bean",
        "created_at": "2023-01-18T09:12:44.100Z", "succeeded_at": succeeded,
        "failed_at": None, "paused": False, "pause_after_trial": False,
        "sync_frequency": 360, "data_delay_threshold": 0, "data_delay_sensitivity": "NORMAL",
        "schedule_type": "auto",
        "status": {"setup_state": "connected", "schema_status": "ready", "sync_state": sync,
                   "update_state": state, "is_historical_sync": False, "tasks": [],
                   "warnings": []},
        "config": {}}})  # fmt: skip


def elt() -> list[Session]:
    conns = {"data": [
        {"connectionId": "7b1e4f0c-52d9-4a8e-9f31-6c0d2e8b5a47",
         "name": "Postgres → Snowflake (billing)", "sourceId": "c1a9", "destinationId": "d44e",
         "workspaceId": "a0e5", "status": "active", "schedule": {"scheduleType": "manual"}},
        {"connectionId": "0c93d6e1-8f42-4b7a-a1d5-3e2f9c7b6a18",
         "name": "Postgres → Snowflake (product)", "sourceId": "c1a9",
         "destinationId": "d44e", "workspaceId": "a0e5", "status": "active",
         "schedule": {"scheduleType": "cron", "cronExpression": "0 0 2 * * ?"}},
    ], "next": None, "previous": None}  # fmt: skip
    ok1 = (
        "elt", "elt-ok-1",
        "Trigger a sync of the Airbyte connection 'Postgres → Snowflake (billing)', wait for "
        "it to finish, and report the rows and bytes synced and how long it took.",
        True,
        [
            ("airbyte_list_connections", {"workspaceIds": ["a0e5"]}, js(conns)),
            ("airbyte_create_job",
             {"connectionId": "7b1e4f0c-52d9-4a8e-9f31-6c0d2e8b5a47", "jobType": "sync"},
             _ab_job("running", 0, 0, "PT0S", "2025-05-09T14:10:02Z")),
            ("airbyte_get_job", {"jobId": 1184932},
             _ab_job("running", 120433, 88120311, "PT1M58S", "2025-05-09T14:12:00Z")),
            ("airbyte_get_job", {"jobId": 1184932},
             _ab_job("running", 481220, 352104877, "PT3M59S", "2025-05-09T14:14:01Z")),
            ("airbyte_get_job", {"jobId": 1184932},
             _ab_job("running", 902114, 660318204, "PT6M2S", "2025-05-09T14:16:04Z")),
            ("airbyte_get_job", {"jobId": 1184932},
             _ab_job("succeeded", 1012877, 741166530, "PT7M41S", "2025-05-09T14:17:43Z")),
        ],
    )  # fmt: skip

    listing = js({"code": "Success", "data": {"items": [
        {"id": "decent_kangaroo", "service": "hubspot", "schema": "hubspot_marketing",
         "paused": False, "status": {"setup_state": "connected", "sync_state": "scheduled",
                                     "update_state": "on_schedule"}},
        {"id": "mild_tortoise", "service": "google_ads", "schema": "google_ads_main",
         "paused": False, "status": {"setup_state": "connected", "sync_state": "scheduled",
                                     "update_state": "on_schedule"}},
        {"id": "bright_heron", "service": "stripe", "schema": "stripe", "paused": True,
         "status": {"setup_state": "connected", "sync_state": "paused",
                    "update_state": "on_schedule"}},
    ], "next_cursor": None}})  # fmt: skip
    ok2 = (
        "elt", "elt-ok-2",
        "Run a 'sync now' of the Fivetran connector for hubspot_marketing and tell me once it "
        "has finished whether it reported any warnings or failed tasks.",
        True,
        [
            ("fivetran_list_connectors", {"group_id": "projected_sickle"}, listing),
            ("fivetran_sync_connector", {"connector_id": "decent_kangaroo"},
             js({"code": "Success", "message": "Sync has been successfully triggered for "
                                               "connector with id 'decent_kangaroo'"})),
            ("fivetran_get_connector", {"connector_id": "decent_kangaroo"},
             _ft("on_schedule", "2025-05-09T08:14:22.310Z", "syncing")),
            ("fivetran_get_connector", {"connector_id": "decent_kangaroo"},
             _ft("on_schedule", "2025-05-09T08:14:22.310Z", "syncing")),
            ("fivetran_get_connector", {"connector_id": "decent_kangaroo"},
             _ft("on_schedule", "2025-05-09T14:31:05.902Z")),
        ],
    )  # fmt: skip

    bad = ("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
           "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n"
           "</body>\r\n</html>\r\n")  # fmt: skip
    stripe = "4d2c8a71-0e6b-4f93-b1a2-9c5e7d3f8b06"
    fail1 = (
        "elt", "elt-fail-1",
        "Find out why last night's Airbyte sync of 'Stripe → BigQuery' failed and retry it.",
        False,
        [
            ("airbyte_list_jobs", {"connectionId": stripe, "limit": 5,
                                   "orderBy": "createdAt|DESC"}, bad),
            ("airbyte_get_job", {"jobId": 1183310}, bad),
            ("airbyte_list_connections", {"workspaceIds": ["a0e5"]}, bad),
            ("airbyte_list_jobs", {"connectionId": stripe, "status": "failed"}, bad),
            ("airbyte_create_job", {"connectionId": stripe, "jobType": "sync"}, bad),
            ("airbyte_get_job", {"jobId": 1183310}, bad),
        ],
    )  # fmt: skip
    return [ok1, ok2, fail1]


def kafka_connect() -> list[Session]:
    trace = (
        "org.apache.kafka.connect.errors.ConnectException: An exception occurred in the change "
        "event producer. This connector will be stopped.\n"
        "\tat io.debezium.pipeline.ErrorHandler.setProducerThrowable(ErrorHandler.java:67)\n"
        "\tat io.debezium.connector.mysql.MySqlStreamingChangeEventSource$ReaderThreadLifecycle"
        "Listener.onCommunicationFailure(MySqlStreamingChangeEventSource.java:1253)\n"
        "\tat com.github.shyiko.mysql.binlog.BinaryLogClient.listenForEventPackets("
        "BinaryLogClient.java:1089)\n"
        "\tat java.base/java.lang.Thread.run(Thread.java:833)\n"
        "Caused by: io.debezium.DebeziumException: Connection reset\n"
        "\t... 5 more\n"
        "Caused by: java.net.SocketException: Connection reset\n"
        "\tat java.base/sun.nio.ch.NioSocketImpl.implRead(NioSocketImpl.java:323)\n"
        "\tat com.github.shyiko.mysql.binlog.io.ByteArrayInputStream.read("
        "ByteArrayInputStream.java:241)\n"
        "\t... 3 more\n"
    )
    w = "10.8.3.14:8083"

    def status(task_state: str, with_trace: bool = False) -> dict[str, Any]:
        task: dict[str, Any] = {"id": 0, "state": task_state, "worker_id": w}
        if with_trace:
            task["trace"] = trace
        return {
            "name": "orders-cdc",
            "connector": {"state": "RUNNING", "worker_id": w},
            "tasks": [task],
            "type": "source",
        }

    expanded = {
        "orders-cdc": {"status": status("FAILED", True)},
        "inventory-jdbc-sink": {"status": {
            "name": "inventory-jdbc-sink", "connector": {"state": "RUNNING", "worker_id": w},
            "tasks": [{"id": 0, "state": "RUNNING", "worker_id": w},
                      {"id": 1, "state": "RUNNING", "worker_id": "10.8.3.15:8083"}],
            "type": "sink"}},
    }  # fmt: skip

    def offsets(pos: int, ts: int) -> str:
        return js({"offsets": [{"partition": {"server": "orders"},
                                "offset": {"ts_sec": ts, "file": "mysql-bin.001184",
                                           "pos": pos, "row": 1, "server_id": 22314,
                                           "event": 2}}]})  # fmt: skip

    def ends(vals: list[int]) -> str:
        return "\n".join(f"orders.shop.orders:{i}:{v}" for i, v in enumerate(vals))

    ok1 = (
        "kafka-connect", "kafka-connect-ok-1",
        "The orders Debezium connector stopped streaming: why? Restart it if that cures it and "
        "confirm it runs and offsets move.",
        True,
        [
            ("connect_list_connectors", {"expand": "status"}, js(expanded)),
            ("connect_connector_offsets", {"connector": "orders-cdc"},
             offsets(48211731, 1746786012)),
            ("connect_restart_connector",
             {"connector": "orders-cdc", "includeTasks": True, "onlyFailed": True},
             js(status("RESTARTING"))),
            ("connect_connector_status", {"connector": "orders-cdc"}, js(status("RUNNING"))),
            ("kafka_get_offsets", {"topic": "orders.shop.orders", "time": "latest"},
             ends([8812201, 8809344, 8811020])),
            ("kafka_get_offsets", {"topic": "orders.shop.orders", "time": "latest"},
             ends([8812467, 8809590, 8811302])),
            ("connect_connector_offsets", {"connector": "orders-cdc"},
             offsets(48377102, 1746799931)),
            ("connect_connector_status", {"connector": "orders-cdc"}, js(status("RUNNING"))),
        ],
    )  # fmt: skip

    conflict = js({"error_code": 409, "message": "Cannot complete request because of a "
                                                 "conflicting operation (e.g. worker "
                                                 "rebalance)"})  # fmt: skip
    fail1 = (
        "kafka-connect", "kafka-connect-fail-1",
        "List the status of every connector on the analytics Connect cluster and tell me which "
        "tasks are failing and why.",
        False,
        [
            ("connect_list_connectors", {"expand": "status"}, conflict),
            ("connect_connector_status", {"connector": "s3-sink-events"}, conflict),
            ("connect_connector_status", {"connector": "jdbc-sink-warehouse"}, conflict),
            ("connect_list_connectors", {}, conflict),
            ("connect_connector_status", {"connector": "s3-sink-events"}, conflict),
            ("connect_get_connector_config", {"connector": "s3-sink-events"}, conflict),
        ],
    )  # fmt: skip
    return [ok1, fail1]


def _table(header: list[str], rows: list[list[str]]) -> str:
    """The Trino CLI's aligned output."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h)
              for i, h in enumerate(header)]  # fmt: skip
    line = " " + " | ".join(h.center(w) for h, w in zip(header, widths, strict=True))
    sep = "-" + "-+-".join("-" * w for w in widths) + "-"
    body = [" " + " | ".join(c.ljust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join([line.rstrip(), sep, *(b.rstrip() for b in body), f"({len(rows)} rows)"])


def trino() -> list[Session]:
    cols = _table(
        ["Column", "Type", "Extra", "Comment"],
        [["session_id", "varchar", "", ""], ["user_id", "varchar", "", ""],
         ["platform", "varchar", "", ""], ["app_version", "varchar", "", ""],
         ["started_at", "timestamp(3)", "", ""], ["duration_s", "integer", "", ""],
         ["ds", "varchar", "partition key", ""]],
    )  # fmt: skip
    q1 = ("SELECT date_trunc('week', started_at) AS week, platfrom, "
          "count(DISTINCT user_id) AS wau\nFROM hive.events.app_sessions\n"
          "WHERE ds >= date '2025-04-07'\nGROUP BY 1, 2 ORDER BY 1, 2")  # fmt: skip
    q2 = q1.replace("platfrom", "platform")
    q3 = q2.replace("ds >= date '2025-04-07'", "ds >= '2025-04-07' AND ds < '2025-05-05'")
    weeks = ["2025-04-07", "2025-04-14", "2025-04-21", "2025-04-28"]
    wau = {"android": [41822, 42310, 40977, 43105], "ios": [38710, 39022, 39815, 40230],
           "web": [12044, 11873, 12510, 12296]}  # fmt: skip
    rows = [[f"{w} 00:00:00.000", p, str(wau[p][i])] for i, w in enumerate(weeks)
            for p in ("android", "ios", "web")]  # fmt: skip
    result = _table(["week", "platform", "wau"], rows)
    days = [
        [f"2025-04-{d:02d}", str(c)]
        for d, c in zip(range(28, 32), [301224, 298871, 305102, 0], strict=True)
        if d <= 30
    ]
    days += [[f"2025-05-{d:02d}", str(c)] for d, c in
             zip(range(1, 5), [299514, 303877, 281005, 276410], strict=True)]  # fmt: skip
    ok1 = (
        "trino", "trino-ok-1",
        "Trino: weekly active users by platform for the 4 weeks from 7 April 2025 "
        "(hive.events.app_sessions); are last week's partitions all there?",
        True,
        [
            ("trino_query", {"sql": "SHOW COLUMNS FROM hive.events.app_sessions"}, cols),
            ("trino_query", {"sql": q1},
             "Query 20250509_141102_00311_x9kq2 failed: line 1:52: Column 'platfrom' cannot "
             "be resolved"),
            ("trino_query", {"sql": q2},
             "Query 20250509_141140_00312_x9kq2 failed: line 3:10: Cannot apply operator: "
             "varchar >= date"),
            ("trino_query", {"sql": q3}, result),
            ("trino_query",
             {"sql": "SELECT ds, count(*) AS sessions FROM hive.events.app_sessions\n"
                     "WHERE ds BETWEEN '2025-04-28' AND '2025-05-04' GROUP BY ds ORDER BY ds"},
             _table(["ds", "sessions"], days)),
        ],
    )  # fmt: skip

    def dead(qid: str) -> str:
        return (
            f"Query {qid} failed: Insufficient active worker nodes. Waited 5.00m for at "
            "least 1 workers, but only 0 workers are active"
        )

    rev = ("SELECT region, sum(amount_usd) AS revenue FROM iceberg.finance.invoices\n"
           "WHERE invoice_date >= DATE '{a}' AND invoice_date < DATE '{b}'\n"
           "GROUP BY region ORDER BY revenue DESC")  # fmt: skip
    fail1 = (
        "trino", "trino-fail-1",
        "Run the monthly revenue by region query on Trino for April 2025 and compare each "
        "region with March.",
        False,
        [
            ("trino_query", {"sql": rev.format(a="2025-04-01", b="2025-05-01")},
             dead("20250509_150211_00412_x9kq2")),
            ("trino_query", {"sql": rev.format(a="2025-03-01", b="2025-04-01")},
             dead("20250509_150714_00413_x9kq2")),
            ("trino_query", {"sql": "SELECT 1"}, dead("20250509_151219_00414_x9kq2")),
            ("trino_query", {"sql": rev.format(a="2025-04-01", b="2025-05-01")},
             dead("20250509_151722_00415_x9kq2")),
            ("trino_query",
             {"sql": "SELECT region, sum(amount_usd) FROM iceberg.finance.invoices WHERE "
                     "month(invoice_date) = 4 GROUP BY 1"}, dead("20250509_152225_00416_x9kq2")),
        ],
    )  # fmt: skip
    return [ok1, fail1]


def lakehouse() -> list[Session]:
    snaps = "\n".join([
        "2025-05-07 02:04:11.218\t7281140922018834512\t3390218841177201553\tappend\t412088\t38"
        "\t0",
        "2025-05-07 14:02:49.771\t1620349718822071735\t7281140922018834512\tappend\t18804\t12"
        "\t0",
        "2025-05-08 02:03:58.104\t5512098334710264418\t1620349718822071735\tappend\t398710\t41"
        "\t0",
        "2025-05-08 03:30:12.552\t8830192274410928813\t5512098334710264418\treplace\t0\t96\t"
        "17304",
        "2025-05-08 14:03:20.391\t2201938475510293847\t8830192274410928813\tappend\t20114\t11"
        "\t0",
        "2025-05-09 02:04:30.664\t6610293847102938471\t2201938475510293847\tappend\t405532\t40"
        "\t0",
        "Time taken: 1.42 seconds, Fetched 6 row(s)",
    ])  # fmt: skip
    summary = (
        '8830192274410928813\t{"added-data-files":"96","added-files-size":"8911230102",'
        '"added-records":"0","app-id":"spark-application-1746671400118",'
        '"changed-partition-count":"31","deleted-data-files":"17304",'
        '"engine-name":"spark","engine-version":"3.5.1",'
        '"iceberg-version":"Apache Iceberg 1.5.2","removed-files-size":"9123312211",'
        '"spark.app.id":"spark-application-1746671400118",'
        '"spark.app.name":"nightly-compaction","total-data-files":"1204",'
        '"total-records":"91822031"}\n'
        "Time taken: 0.61 seconds, Fetched 1 row(s)"
    )
    history = "\n".join([
        "42\t2025-05-09 03:12:40\t5512230018841002\tetl-svc@kestrel.example\tMERGE\t"
        "{\"predicate\":\"[\\\"(return_id#1021 = return_id#1207)\\\"]\"}\tNULL\tNULL\t"
        "0509-031102-ab12cd34\t41\tWriteSerializable\tfalse\t"
        "{\"numTargetRowsInserted\":\"1822\",\"numTargetRowsUpdated\":\"341\","
        "\"numTargetRowsDeleted\":\"0\",\"numOutputRows\":\"2163\"}\tNULL\t"
        "Databricks-Runtime/14.3.x-scala2.12",
        "41\t2025-05-08 03:11:58\t5512230018841002\tetl-svc@kestrel.example\tMERGE\t"
        "{\"predicate\":\"[\\\"(return_id#1021 = return_id#1207)\\\"]\"}\tNULL\tNULL\t"
        "0508-031044-ab12cd34\t40\tWriteSerializable\tfalse\t"
        "{\"numTargetRowsInserted\":\"1710\",\"numTargetRowsUpdated\":\"288\","
        "\"numTargetRowsDeleted\":\"0\",\"numOutputRows\":\"1998\"}\tNULL\t"
        "Databricks-Runtime/14.3.x-scala2.12",
        "40\t2025-05-07 22:40:03\t7730019928374650\tana.ruiz@kestrel.example\tOPTIMIZE\t"
        "{\"predicate\":\"[]\",\"zOrderBy\":\"[\\\"customer_id\\\"]\"}\tNULL\tNULL\t"
        "0507-223512-ef56gh78\t39\tSnapshotIsolation\tfalse\t"
        "{\"numRemovedFiles\":\"412\",\"numAddedFiles\":\"18\"}\tNULL\t"
        "Databricks-Runtime/14.3.x-scala2.12",
        "Time taken: 0.97 seconds, Fetched 3 row(s)",
    ])  # fmt: skip
    ok1 = (
        "lakehouse", "lakehouse-ok-1",
        "lake.sales.orders (Iceberg): last three days' snapshots; which one is the compaction, "
        "and file counts before and after it? And lake.sales.returns' (Delta) last 3 versions.",
        True,
        [
            ("spark_sql",
             {"sql": "SELECT committed_at, snapshot_id, parent_id, operation, "
                     "summary['added-records'], summary['added-data-files'], "
                     "summary['deleted-data-files'] FROM lake.sales.orders.snapshots WHERE "
                     "committed_at >= TIMESTAMP '2025-05-07' ORDER BY committed_at"}, snaps),
            ("spark_sql",
             {"sql": "SELECT snapshot_id, to_json(summary) FROM lake.sales.orders.snapshots "
                     "WHERE snapshot_id = 8830192274410928813"}, summary),
            ("spark_sql",
             {"sql": "SELECT count(*), sum(file_size_in_bytes) FROM lake.sales.orders.files "
                     "VERSION AS OF 5512098334710264418"},
             "18412\t9184410522\nTime taken: 3.88 seconds, Fetched 1 row(s)"),
            ("spark_sql",
             {"sql": "SELECT count(*), sum(file_size_in_bytes) FROM lake.sales.orders.files "
                     "VERSION AS OF 8830192274410928813"},
             "1204\t8972328413\nTime taken: 0.74 seconds, Fetched 1 row(s)"),
            ("spark_sql", {"sql": "DESCRIBE HISTORY lake.sales.returns LIMIT 3"}, history),
        ],
    )  # fmt: skip
    return [ok1]


def data_incidents() -> list[Session]:
    incidents = {"data": {"getIncidents": {"pageInfo": {"hasNextPage": False,
                                                        "endCursor": None}, "edges": [
        {"node": {"uuid": "5f0d9e21-7b3c-4a18-9c62-1e8f4d0a7b33", "incidentType": "ANOMALIES",
                  "severity": "SEV-2", "feedback": None,
                  "createdTime": "2025-05-08T07:41:02.118+00:00",
                  "events": {"edges": [{"node": {
                      "eventType": "FRESHNESS_ANOMALY",
                      "table": {"fullTableId": "analytics:finance.fct_revenue"},
                      "data": {"last_update": "2025-05-07T01:12:44+00:00",
                               "expected_by": "2025-05-08T03:30:00+00:00"}}}]}}},
        {"node": {"uuid": "a2c7e810-5d94-4f3b-8e01-77c2b9f4d615", "incidentType": "ANOMALIES",
                  "severity": "SEV-3", "feedback": None,
                  "createdTime": "2025-05-09T03:02:19.554+00:00",
                  "events": {"edges": [{"node": {
                      "eventType": "SIZE_DIFF",
                      "table": {"fullTableId": "analytics:finance.stg_invoices"},
                      "data": {"row_count": 4410923, "expected_min": 1102000,
                               "expected_max": 1290000}}}]}}},
    ]}}}  # fmt: skip
    lineage = {"data": {"getTableLineage": {
        "connectedNodes": [
            {"mcon": "MCON++a1++t++analytics:finance.fct_revenue",
             "displayName": "analytics:finance.fct_revenue", "objectType": "table"},
            {"mcon": "MCON++a1++t++analytics:finance.rpt_mrr_monthly",
             "displayName": "analytics:finance.rpt_mrr_monthly", "objectType": "table"},
            {"mcon": "MCON++a1++t++analytics:finance.rpt_board_kpis",
             "displayName": "analytics:finance.rpt_board_kpis", "objectType": "table"},
            {"mcon": "MCON++a1++r++looker:finance_dashboard_12",
             "displayName": "Finance Overview (Looker)", "objectType": "report"},
        ],
        "flattenedEdges": [
            {"mcon": "MCON++a1++t++analytics:finance.fct_revenue",
             "directlyConnectedMcons": ["MCON++a1++t++analytics:finance.rpt_mrr_monthly",
                                        "MCON++a1++t++analytics:finance.rpt_board_kpis"]},
            {"mcon": "MCON++a1++t++analytics:finance.rpt_board_kpis",
             "directlyConnectedMcons": ["MCON++a1++r++looker:finance_dashboard_12"]},
        ]}}}  # fmt: skip
    ok1 = (
        "data-incidents", "data-incidents-ok-1",
        "Monte Carlo: this week's open finance incidents; what is downstream of the stale "
        "table and does a custom monitor cover it? Mark stg_invoices' volume one expected.",
        True,
        [
            ("montecarlo_get_incidents",
             {"startTime": "2025-05-05T00:00:00Z", "domainIds": ["finance"],
              "feedback": ["NO_FEEDBACK"]}, jd(incidents)),
            ("montecarlo_get_table_lineage",
             {"fullTableId": "analytics:finance.fct_revenue", "direction": "downstream"},
             jd(lineage)),
            ("montecarlo_get_monitors",
             {"fullTableId": "analytics:finance.fct_revenue", "monitorTypes": ["CUSTOM_SQL",
                                                                              "FIELD_HEALTH"]},
             jd({"data": {"getMonitors": []}})),
            ("montecarlo_set_incident_feedback",
             {"incidentId": "a2c7e810-5d94-4f3b-8e01-77c2b9f4d615", "feedback": "EXPECTED"},
             jd({"data": {"setIncidentFeedback": {"incident": {
                 "uuid": "a2c7e810-5d94-4f3b-8e01-77c2b9f4d615", "feedback": "EXPECTED"}}}})),
        ],
    )  # fmt: skip
    return [ok1]


# --------------------------------------------------------------------------------------------
# Agents' own memory and planning tools
# --------------------------------------------------------------------------------------------


def _mem(mid: str, text: str, score: float, created: str, user: str = "u_4410",
         updated: str | None = None) -> dict[str, Any]:  # fmt: skip
    return {"id": mid, "memory": text, "hash": f"{zlib.crc32(text.encode()):08x}" * 4,
            "metadata": None, "score": score, "created_at": created, "updated_at": updated,
            "user_id": user}  # fmt: skip


def memory() -> list[Session]:
    usual = _mem(
        "5b1f0c2e-8d44-4b8a-9a0e-6f2d13c7e901",
        "Usual Friday order is a large flat white and two cardamom buns from Bageri Sirap",
        0.83,
        "2025-03-14T09:12:33.411201-07:00",
    )
    office = _mem(
        "0e7a4c19-2b65-4f0d-8c3e-91d5a6b2f447",
        "Friday deliveries go to the office, 3rd floor reception, before 9:30",
        0.71,
        "2025-03-14T09:12:33.502114-07:00",
    )
    oat = _mem(
        "c3d8e5a1-7f20-4e61-b9a4-2d0c8f5e1b76",
        "Prefers oat milk in coffee when available",
        0.64,
        "2025-01-20T17:40:02.118830-08:00",
    )
    added = {"results": [
        {"id": "9a1b7e3c-4d52-4c8f-a0e6-5b2d9f1c8e34", "memory": "Avoids dairy entirely",
         "event": "ADD"},
        {"id": "5b1f0c2e-8d44-4b8a-9a0e-6f2d13c7e901",
         "memory": "Usual Friday order is a large oat flat white and two cardamom buns from "
                   "Bageri Sirap", "event": "UPDATE",
         "previous_memory": usual["memory"]},
        {"id": "c3d8e5a1-7f20-4e61-b9a4-2d0c8f5e1b76", "memory": "Prefers oat milk in coffee "
         "when available", "event": "DELETE"},
    ]}  # fmt: skip
    office2 = _mem(
        "0e7a4c19-2b65-4f0d-8c3e-91d5a6b2f447", office["memory"], 0.88, office["created_at"]
    )
    badge = _mem(
        "7d2e9f40-1a83-4b6c-95d1-3e8f0a2c6b59",
        "Office door code for couriers is 4471#, ask for Jonas at reception",
        0.62,
        "2025-04-02T08:05:19.778412-07:00",
    )
    ok1 = (
        "memory", "memory-ok-1",
        "User: 'Book me the usual for Friday - and remember I'm off dairy now.' Recall the "
        "order and delivery details and update memory.",
        True,
        [
            ("mem0_search", {"query": "usual Friday order", "user_id": "u_4410", "limit": 3},
             jd({"results": [usual, office]})),
            ("mem0_search", {"query": "milk dairy preference", "user_id": "u_4410", "limit": 3},
             jd({"results": [oat]})),
            ("mem0_add",
             {"messages": [{"role": "user", "content": "Book me the usual for Friday - and "
                                                      "remember I'm off dairy now."}],
              "user_id": "u_4410"}, jd(added)),
            ("mem0_search",
             {"query": "delivery address and instructions for Friday", "user_id": "u_4410",
              "limit": 3}, jd({"results": [office2, badge]})),
        ],
    )  # fmt: skip

    same = jd({"results": [
        _mem("11c0e2a9-6b4d-4f8e-8a21-0d9e3c5b7f12", "Has a cat named Miso", 0.0,
             "2024-12-01T10:01:44.201733+00:00", "u_9102"),
        _mem("2f9b8d31-0c7e-45a2-b6e4-9d1a7c3e5f80", "Works as a UX designer", 0.0,
             "2024-12-01T10:01:44.298310+00:00", "u_9102"),
        _mem("3a7e6c52-9d1f-4b30-a5c8-e2f4b0d9a164", "Lives in Leeds", 0.0,
             "2024-12-03T19:22:07.610452+00:00", "u_9102"),
    ]})  # fmt: skip
    queries = ["passport nationality", "preferred airline", "hotel budget per night",
               "frequent flyer number airline loyalty", "travel preferences"]  # fmt: skip
    fail1 = (
        "memory", "memory-fail-1",
        "Before planning the user's trip to Lisbon, recall from memory their passport "
        "nationality, preferred airline and hotel budget.",
        False,
        [("mem0_search", {"query": q, "user_id": "u_9102", "limit": 3}, same)
         for q in queries],
    )  # fmt: skip
    return [ok1, fail1]


def planner() -> list[Session]:
    steps = ["Confirm date window with Dana", "Shortlist venues for 14 people",
             "Check catering incl. vegan and gluten-free", "Check transport from the station",
             "Draft budget", "Send proposal to Dana"]  # fmt: skip
    created = "Plan 'Offsite June' created (id plan_7f2c) with 6 steps:\n" + "\n".join(
        f"{i}. [ ] {s}" for i, s in enumerate(steps, 1)
    )
    constraints = (
        "# Offsite constraints (from Dana, 2 May)\n"
        "- 14 people, two nights, any of 11-13 June or 18-20 June.\n"
        "- Budget: GBP 6,500 all in (rooms, food, room hire), transport separate.\n"
        "- Within 2 hours of London by train; walking distance or a short shuttle.\n"
        "- Dietary: 2 vegan, 1 coeliac (strict gluten-free), 1 nut allergy.\n"
        "- Need one room for 14 with a screen, and two breakout spaces."
    )
    venues = (
        "venue,town,sleeps,room_hire_gbp,rooms_gbp_per_night,available\n"
        "Hollins Barn,Hebden Bridge,16,900,1450,11-13 June\n"
        "Kettlewell House,Skipton,12,700,1290,18-20 June\n"
        "The Old Maltings,Saxmundham,18,1100,1620,11-13 June;18-20 June\n"
        "Coombe Farm,Kingsbridge,14,600,1380,18-20 June"
    )
    maltings = (
        "# The Old Maltings\n"
        "Converted maltings 10 minutes by shuttle from Saxmundham station (London Liverpool "
        "Street, 2h05 with one change at Ipswich). Sleeps 18 in 9 rooms. Main hall seats 30, "
        "projector and screen; two snugs usable as breakout rooms. Room hire GBP 1,100 for the "
        "stay; rooms GBP 1,620 per night for the whole house. Catering by Sudbourne Kitchen "
        "(see catering-sudbourne.md) or self-catered."
    )
    catering = (
        "# Sudbourne Kitchen - group menus\n"
        "Breakfast GBP 14pp, lunch GBP 18pp, dinner GBP 32pp. Vegan versions of every dish on "
        "request. We handle nut allergies with a separate prep area. We are not a certified "
        "gluten-free kitchen: we can make dishes without gluten ingredients but cannot rule "
        "out cross-contamination."
    )
    transport = (
        "# Getting to Saxmundham\n"
        "Trains from London Liverpool Street hourly, change at Ipswich; off-peak return "
        "GBP 48.20 with a group discount of 34% for 3-9 people travelling together (book as "
        "two groups). The Maltings' shuttle meets trains by arrangement (12 seats, two runs)."
    )
    board = "\n".join([
        "Plan 'Offsite June' (plan_7f2c)",
        "1. [x] Confirm date window with Dana - 18-20 June preferred",
        "2. [x] Shortlist venues for 14 people - The Old Maltings (Kettlewell too small)",
        "3. [!] Check catering incl. vegan and gluten-free - blocked: Sudbourne Kitchen not "
        "certified GF; asked for a GF caterer",
        "4. [x] Check transport from the station - trains + shuttle in two runs",
        "5. [ ] Draft budget",
        "6. [ ] Send proposal to Dana",
    ])  # fmt: skip
    calls: list[Call] = [
        ("plan_create", {"title": "Offsite June", "steps": steps}, created),
        ("read_doc", {"path": "offsite/constraints.md"}, constraints),
        ("plan_update", {"plan_id": "plan_7f2c", "step": 1, "status": "done",
                         "note": "18-20 June preferred"}, "Step 1 -> done."),
        ("read_doc", {"path": "offsite/venues.csv"}, venues),
        ("read_doc", {"path": "offsite/venues/old-maltings.md"}, maltings),
        ("plan_update", {"plan_id": "plan_7f2c", "step": 2, "status": "done",
                         "note": "The Old Maltings (Kettlewell too small)"}, "Step 2 -> done."),
        ("read_doc", {"path": "offsite/catering-sudbourne.md"}, catering),
        ("plan_update", {"plan_id": "plan_7f2c", "step": 3, "status": "blocked",
                         "note": "Sudbourne Kitchen not certified GF; asked for a GF caterer"},
         "Step 3 -> blocked."),
        ("read_doc", {"path": "offsite/transport.md"}, transport),
        ("plan_update", {"plan_id": "plan_7f2c", "step": 4, "status": "done",
                         "note": "trains + shuttle in two runs"}, "Step 4 -> done."),
        ("plan_update", {"plan_id": "plan_7f2c", "step": 5, "status": "in_progress"},
         "Step 5 -> in_progress."),
        ("plan_view", {"plan_id": "plan_7f2c"}, board.replace("5. [ ]", "5. [~]")),
    ]  # fmt: skip
    ok1 = (
        "planner", "planner-ok-1",
        "Plan the June offsite for 14 in the planner and work through it with the offsite "
        "docs; show what is done and blocked.",
        True, calls,
    )  # fmt: skip
    return [ok1]


def scratchpad() -> list[Session]:
    acme = (
        "ACME INDUSTRIAL SUPPLY - QUOTATION Q-88214 (page 1 of 2)\n"
        "Item: Stainless enclosure 600x400x200, IP66, qty 40\n"
        "Unit price: EUR 312.00   Total: EUR 12,480.00\n"
        "Lead time: 6 weeks from PO. Delivery: DAP Rotterdam.\n"
        "Payment: 30 days net. Valid until 31 May 2025."
    )
    acme2 = (
        "ACME INDUSTRIAL SUPPLY - QUOTATION Q-88214 (page 2 of 2)\n"
        "Warranty: 24 months against manufacturing defects; gaskets 12 months.\n"
        "Returns: 15% restocking fee. Signed: P. de Wit, Sales"
    )
    bright = (
        "Brightline Enclosures Ltd - Quote BL-2025-0419\n"
        "40 x SS enclosure 600/400/200 IP66 @ GBP 258.50 = GBP 10,340.00\n"
        "Lead time 4-5 weeks. Carriage to Rotterdam GBP 420. Payment 50% with order, 50% on "
        "dispatch. 36-month warranty. Quote valid 45 days."
    )
    corvid = (
        "From: sales@corvid-tech.example\nSubject: RE: RFQ enclosures\n\n"
        "Hi, we can do the 600x400x200 IP66 stainless at USD 349 each for 40 units, "
        "ex-works Gdansk, 3 weeks lead time, 30 days net. Warranty is our standard 12 months. "
        "Best, Ola"
    )
    notes = {
        "quote-acme": "ACME Q-88214: EUR 312/u, EUR 12,480 total, 6 wk, DAP Rotterdam, net 30, "
                      "valid to 31 May.",
        "quote-brightline": "Brightline BL-2025-0419: GBP 258.50/u, GBP 10,340 + GBP 420 "
                            "carriage, 4-5 wk, 50/50 payment, 36-month warranty, valid 45 d.",
        "quote-corvid": "Corvid: USD 349/u, 40 units, EXW Gdansk (we arrange freight), 3 wk, "
                        "net 30, 12-month warranty.",
    }  # fmt: skip
    hits = "\n".join([
        "quote-acme: ... EUR 12,480 total, 6 wk, DAP Rotterdam ...",
        "quote-brightline: ... GBP 420 carriage, 4-5 wk, 50/50 payment ...",
        "quote-corvid: ... EXW Gdansk (we arrange freight), 3 wk, net 30 ...",
    ])  # fmt: skip
    ok1 = (
        "scratchpad", "scratchpad-ok-1",
        "Compare the three enclosure quotes in the inbox (price, lead time, payment, warranty), "
        "keeping notes.",
        True,
        [
            ("notes_list", {}, "No notes yet."),
            ("read_attachment", {"name": "ACME_Q-88214.pdf", "page": 1}, acme),
            ("notes_write", {"key": "quote-acme", "text": notes["quote-acme"]},
             f"Saved note 'quote-acme' ({len(notes['quote-acme'])} chars)."),
            ("read_attachment", {"name": "Brightline_BL-2025-0419.pdf"}, bright),
            ("notes_write", {"key": "quote-brightline", "text": notes["quote-brightline"]},
             f"Saved note 'quote-brightline' ({len(notes['quote-brightline'])} chars)."),
            ("read_attachment", {"name": "RE_RFQ_enclosures.eml"}, corvid),
            ("notes_write", {"key": "quote-corvid", "text": notes["quote-corvid"]},
             f"Saved note 'quote-corvid' ({len(notes['quote-corvid'])} chars)."),
            ("notes_search", {"query": "wk"}, hits),
            ("notes_search", {"query": "warranty"},
             "2 notes match 'warranty': quote-brightline, quote-corvid"),
            ("read_attachment", {"name": "ACME_Q-88214.pdf", "page": 2}, acme2),
            ("notes_write",
             {"key": "quote-acme", "text": notes["quote-acme"] + " Warranty 24 months "
                                                                "(gaskets 12)."},
             f"Saved note 'quote-acme' ({len(notes['quote-acme']) + 35} chars)."),
            ("notes_search", {"query": "ACME warranty"},
             "No notes match 'ACME warranty'."),
            ("notes_read", {"key": "quote-acme"},
             notes["quote-acme"] + " Warranty 24 months (gaskets 12)."),
        ],
    )  # fmt: skip
    return [ok1]


def subagent() -> list[Session]:
    tallow = (
        "Summary (Tallow CRM): Pricing is per user: Starter USD 15/user/month (up to 2,000 "
        "contacts), Growth USD 29/user/month (unlimited contacts, email campaigns). Nonprofit "
        "discount: 40% off Growth for registered 501(c)(3)s, confirmed on their nonprofit page "
        "(updated March 2025). For 20 users on Growth: USD 348/month after discount. Data "
        "export: full CSV export of contacts, donations and activities from Settings > Export; "
        "API on Growth. Sources: tallowcrm.example/pricing, tallowcrm.example/nonprofits."
    )
    rookery = (
        "Summary (Rookery): Flat pricing by contact count, not users: USD 119/month up to "
        "5,000 contacts, USD 199/month up to 15,000; unlimited users. Nonprofit discount: I "
        "could not find a published one; their FAQ says 'contact sales for charity pricing'. "
        "Data export: CSV per list, and a nightly full backup to S3 on the 15,000 tier. "
        "Sources: rookery.example/pricing, rookery.example/faq."
    )
    fern = (
        "Summary (Fernhill Donor): Built for fundraising; USD 89/month base (3 users) plus "
        "USD 12 per extra user; 20 users = USD 293/month. Nonprofit-only product, so no extra "
        "discount, but annual billing saves 15%. Data export: a one-click full export (CSV + "
        "attachments zip); they also list a GDPR data-portability process. Sources: "
        "fernhilldonor.example/pricing, fernhilldonor.example/help/export."
    )
    follow = (
        "Follow-up (Rookery export): Their help centre (article 'Leaving Rookery', updated Jan "
        "2025) says a full account export is available on request on every tier within 5 "
        "business days, as CSV files per object; the API is rate-limited to 60 requests per "
        "minute. No charge for the export."
    )
    ok1 = (
        "subagent", "subagent-ok-1",
        "Via sub-agents, compare Tallow CRM, Rookery and Fernhill Donor for a 20-person "
        "nonprofit: price, nonprofit discount, data export.",
        True,
        [
            ("delegate_task", {"agent": "web_researcher", "task": "Tallow CRM: pricing for 20 "
                               "users, nonprofit discount, data export options. Cite pages."},
             tallow),
            ("delegate_task", {"agent": "web_researcher", "task": "Rookery CRM: pricing for 20 "
                               "users, nonprofit discount, data export options. Cite pages."},
             rookery),
            ("delegate_task", {"agent": "web_researcher", "task": "Fernhill Donor: pricing for "
                               "20 users, nonprofit discount, data export. Cite pages."}, fern),
            ("delegate_task", {"agent": "web_researcher", "task": "Rookery: can a customer on "
                               "the 5,000-contact tier export all data (not per list)? How?"},
             follow),
        ],
    )  # fmt: skip

    nope = (
        "I wasn't able to complete this task. The document could not be retrieved (the "
        "browsing tool returned an empty page). You may want to check the link and try again."
    )
    pdfs = ["travel-policy-2025.pdf", "expenses-policy-2025.pdf", "remote-work-policy.pdf",
            "procurement-policy-v3.pdf", "data-retention-policy.pdf"]  # fmt: skip
    fail1 = (
        "subagent", "subagent-fail-1",
        "Have sub-agents summarise the five intranet policy PDFs in five bullets each.",
        False,
        [("delegate_task", {"agent": "reader", "task": "Summarise https://intranet.kestrel."
                            f"example/policies/{p} in five bullet points."}, nope)
         for p in pdfs],
    )  # fmt: skip
    return [ok1, fail1]


def browser_history() -> list[Session]:
    hist1 = [
        {"id": "88120", "url": "https://www.coldclimateheat.example/articles/heat-pumps-at-"
         "minus-25", "title": "Do heat pumps work at -25 °C? What a Minnesota winter showed",
         "lastVisitTime": 1746118221044.5, "visitCount": 2, "typedCount": 0},
        {"id": "88071", "url": "https://forum.greenhomes.example/t/cold-climate-heat-pump-"
         "sizing/4412", "title": "Cold-climate heat pump sizing - GreenHomes forum",
         "lastVisitTime": 1746031850120.1, "visitCount": 1, "typedCount": 0},
    ]  # fmt: skip
    hist2 = hist1 + [
        {
            "id": "87902",
            "url": "https://www.energysaving.example/heat-pump-grants-2025",
            "title": "Heat pump grants in 2025: what you can claim",
            "lastVisitTime": 1745860012431.7,
            "visitCount": 3,
            "typedCount": 1,
        },
    ]
    folder = [
        {
            "id": "412",
            "parentId": "398",
            "index": 3,
            "title": "Heating",
            "dateAdded": 1712402200113,
            "dateGroupModified": 1739100412770,
        }
    ]
    children = [
        {"id": "413", "parentId": "412", "index": 0, "title": "Boiler service history",
         "url": "https://docs.example/home/boiler-service", "dateAdded": 1712402251004},
        {"id": "520", "parentId": "412", "index": 1, "title": "Radiator sizing calculator",
         "url": "https://www.radcalc.example/", "dateAdded": 1727001182220},
        {"id": "611", "parentId": "412", "index": 2, "title": "Heat pump grants in 2025: what "
         "you can claim", "url": "https://www.energysaving.example/heat-pump-grants-2025",
         "dateAdded": 1739100412770},
    ]  # fmt: skip
    created = {"id": "1203", "parentId": "412", "index": 3, "title": hist1[0]["title"],
               "url": hist1[0]["url"], "dateAdded": 1746803311902,
               "syncing": True}  # fmt: skip
    ok1 = (
        "browser-history", "browser-history-ok-1",
        "Find last week's article on heat pumps in very cold climates in my history, bookmark "
        "it in 'Heating', and list that folder.",
        True,
        [
            ("history_search",
             {"text": "heat pump cold climate", "startTime": 1745798400000, "maxResults": 10},
             jd(hist1)),
            ("history_search", {"text": "heat pump", "startTime": 1745798400000,
                                "maxResults": 10}, jd(hist2)),
            ("bookmarks_search", {"query": "Heating"}, jd(folder)),
            ("bookmarks_get_children", {"id": "412"}, jd(children)),
            ("bookmarks_create", {"parentId": "412", "title": hist1[0]["title"],
                                  "url": hist1[0]["url"]}, jd(created)),
        ],
    )  # fmt: skip
    return [ok1]


FAMILIES = (
    solar, thermostat, bms, opcua, ocpp, green_button,
    scholar, unpaywall, opencitations, biorxiv, latex, pandoc, podcast,
    sp_api, storefront, klaviyo, gorgias, shipstation, avalara, recharge,
    data_quality, elt, kafka_connect, trino, lakehouse, data_incidents,
    memory, planner, scratchpad, subagent, browser_history,
)  # fmt: skip


def sessions() -> list[Session]:
    """Every session, in family order."""
    return [s for family in FAMILIES for s in family()]


def main(out: Path = OUT) -> None:
    """Write the fixture to ``out``."""
    lines = []
    for family, run_id, task, success, calls in sessions():
        for tool, args, result in calls:
            row = {
                "source": SOURCE + family,
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": success},
            }
            lines.append(json.dumps(row, ensure_ascii=False, separators=(",", ":")) + "\n")
    out.write_text("".join(lines), encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
