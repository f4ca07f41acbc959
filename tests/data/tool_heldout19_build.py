"""Build ``tool_heldout19.jsonl``: a nineteenth held-out fixture of agent sessions.

Run ``python tests/data/tool_heldout19_build.py``; the output is deterministic (the few
generated values, CAN frames' timestamps, come from a seeded ``random.Random``). 54 sessions
(34 successful, 20 failing) in the real-runs format, one row per tool call, on tool kinds the
earlier fixtures did not cover. Written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures. ``result`` is the string the framework hands the
model; HTTP APIs' JSON is compact as they send it; records are trimmed to the fields that
matter (a real response carries more) so the file stays under 300 kB.

Where each family's format comes from, and how sure it is:

* ``obd``: a small MCP server over python-OBD printing ``NAME: str(response.value)``. The
  command names (``AMBIANT_AIR_TEMP`` is python-OBD's spelling), the pint units
  (``revolutions_per_minute``, ``degree_Celsius``, ``gps``), the scaling (trims in steps of
  0.78125 %, fuel level as an unrounded float), ``None`` for a null response and the
  ``Status`` test lines come from python-OBD's source as I know it: the values sure, the
  wrapper's framing modelled.
* ``canbus``: can-utils' ``candump -ta`` lines and iproute2's ``ip -details link show`` (sure);
  a bare ``shell`` tool that returns stdout and stderr as they are, ``""`` when nothing printed
  (modelled, as many MCP shell servers do).
* ``samsara``: Samsara's REST ``/fleet/vehicles/stats``, ``/fleet/hos/clocks`` and
  ``/fleet/safety-events`` (``data`` + ``pagination.endCursor/hasNextPage``): fairly sure of
  the envelope and field names, less of the messages and fuel report.
* ``geotab``: MyGeotab's JSON-RPC ``Get`` results (``StatusData`` with
  ``DiagnosticOdometerAdjustmentId`` in metres, ``DeviceStatusInfo``) and its error object
  for an expired session (``InvalidUserException`` "Incorrect login credentials"): fairly
  sure.
* ``fleet-api``: Tesla's Fleet API (``{"response": …}``, the 408 body "vehicle unavailable:
  vehicle is offline or asleep", ``{"result": true, "reason": ""}`` for commands): sure of
  the shapes, charge_state trimmed.
* ``ev-charging``: ChargePoint's SOAP web services (``getStations``, ``getLoad``,
  ``getChargingSessionData`` with ``MoreFlag``, ``shedLoad``; ``responseCode`` 100): the
  operation names sure, the element names from memory (medium). OCPI 2.2.1 locations,
  ``START_SESSION`` and sessions (``status_code`` 1000, ``IEC_62196_T2_COMBO``, ``PENDING`` /
  ``ACTIVE``): sure of the module shapes.
* ``metar-taf``: aviationweather.gov's Data API with ``format=raw`` (one report a line, TAF
  change groups indented, an empty body for a station without a TAF): sure; the reports are
  written to the FAA's coding rules.
* ``notam``: the FAA NOTAM API's GeoJSON (``pageSize``, ``totalCount``, ``items[].properties.
  coreNOTAMData.notam`` and ``notamTranslation`` with the domestic ``!SFO 03/112 …`` text):
  medium, trimmed.
* ``opensky``: ``/states/all`` state vectors (the 17-field arrays, ``"states": null`` when
  nothing is seen) and ``/flights/aircraft``: sure; the 429 as Python requests' ``HTTPError``
  text: sure of the text, the wrapper modelled.
* ``ais``: AISHub's JSON (a header object then the vessel array; ``NAVSTAT`` 1 at anchor):
  fairly sure. ``port-calls``: MarineTraffic's port-call and expected-arrival exports
  (``MOVE_TYPE``, ``UNLOCODE``, ``ETA_CALC``): medium.
* ``federal-register``: the Federal Register API v1 (``count``, ``description``,
  ``total_pages``, ``results``; ``fields[]`` chosen by the caller; a zero count without
  ``results``): fairly sure. ``regulations-gov``: the v4 JSON:API (``data``/``attributes``/
  ``meta``) and api.data.gov's ``OVER_RATE_LIMIT`` error: sure.
* ``entity-registry``: Socrata's SODA JSON on data.ny.gov (rows and fields each led by a
  comma on a new line, all values strings): sure of the framing, the columns fairly sure;
  California's bizfile session-timeout page as a browsing tool's text: modelled.
* ``foia``: MuckRock's API v1 (``count``/``next``/``results``; its status words ``processed``,
  ``ack``, ``fix``, ``no_docs``): fairly sure; FOIAonline's decommission notice (the portal
  closed on 30 September 2023): the fact sure, the page's words modelled.
* ``procurement``: SAM.gov's Get Opportunities v2 (``totalRecords``, ``opportunitiesData``,
  ``noticedesc`` links): sure; TED's v3 search (``notices``, ``totalNoticeCount``,
  ``iterationNextToken``, multilingual fields): medium.
* ``toast``: Toast's stock API (``IN_STOCK``/``QUANTITY``/``OUT_OF_STOCK``) and its error
  envelope (``status``, ``code``, ``message``, ``requestId``, ``developerMessage``, …): the
  stock shapes fairly sure, the error's codes not (low); menu lookups through the wrapper's own
  summary (modelled).
* ``clover``: Clover's REST (``elements`` + ``href``, prices in cents, ``itemStock``): sure.
  ``lightspeed``: Lightspeed Retail (R-Series) API V3 (``@attributes`` with cursor
  ``next``/``previous``, numbers as strings, one record as an object not a list,
  ``InventoryCount``/``InventoryCountItem``/``InventoryCountReconcile``): fairly sure.
* ``kds``: a kitchen display's integration API: modelled (no public standard), its dead
  bridge as Node's ``connect ECONNREFUSED``. ``online-ordering``: Deliverect's order
  statuses (120 failed, 90 finalized) in an Eve-style ``_items``/``_meta`` list: medium.
* ``ffmpeg``: ffprobe's JSON (four-space indent, an empty ``programs`` list printed over
  two lines) and ``default=nw=1`` output; ffmpeg 7's log lines (``[libx264 @ 0x…]``,
  ``[out#0/mp4 @ 0x…]``, ``Conversion failed!``), loudnorm's JSON and ebur128's summary:
  sure of the texts, the numbers made up; a ``terminal`` tool that appends ``[Process exited
  with code N]`` (modelled).
* ``imagemagick``: ``identify`` lines, ImageMagick 6's ``IsCoderAuthorized`` policy error,
  ``compare -metric AE`` printing a pixel count, ``mogrify``'s silence: sure; Goose's
  ``developer__shell`` returning the output as is.
* ``exiftool``: ``-T``, ``-j`` (``[{`` then two-space indent), ``-s``, and the summaries
  ("58 image files updated", "files failed condition", "directories scanned"): sure; an MCP
  tool that passes ``args`` through.
* ``ghostscript``: the banner of GPL Ghostscript 10.02.1, "Processing pages 1 through N.",
  ``Page n`` lines and the damaged-file warnings: sure of the texts. ``cups``: ``lpstat``'s
  lines as CUPS's ``lpstat.c`` prints them ("printer X is idle.  enabled since …", the tab-led
  state message), ``lp``'s "request id is …": sure; Gemini CLI's ``run_shell_command`` fields
  (Command, Directory, Stdout, Stderr, Error, Exit Code, Signal, Background PIDs, Process
  Group PGID): sure.

The failing sessions' faults: python-OBD's ``None`` when the adapter reaches no ECU (ELM
Connected only), a silent CAN bus, an expired MyGeotab session, a car that never wakes, an
OCPI endpoint that ignores ``offset``, a cache that answers every station with one stale
METAR, OpenSky's and api.data.gov's rate limits, MarineTraffic answering another port, the
Federal Register search losing its conditions, bizfile's session timeout, FOIAonline's
decommission notice, TED ignoring the page, Toast's expired token, Clover's empty store, a
dead kitchen-display bridge, a dead NAS mount, ImageMagick's PDF policy, an exiftool server
that always reads one cached file, and a printer queue that never moves.
"""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout19.jsonl")
SRC = "heldout19/"

Call = tuple[str, dict[str, Any], str]
#: (family, run id, task, success, calls)
Run = tuple[str, str, str, bool, list[Call]]


def _c(obj: Any) -> str:
    """Compact JSON, as most HTTP APIs send it."""
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False)


def _s(obj: Any) -> str:
    """JSON with Python's default separators (``", "``, ``": "``)."""
    return json.dumps(obj, ensure_ascii=False)


def _i(obj: Any, indent: int) -> str:
    """Indented JSON (ffprobe: 4 spaces, exiftool: 2 with ``[{`` on one line)."""
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def _gemini(command: str, stdout: str, stderr: str = "", code: int = 0, pgid: int = 0) -> str:
    """Gemini CLI's ``run_shell_command`` answer (its llmContent lines)."""
    return "\n".join(
        [
            f"Command: {command}",
            "Directory: (root)",
            f"Stdout: {stdout or '(empty)'}",
            f"Stderr: {stderr or '(empty)'}",
            "Error: (none)",
            f"Exit Code: {code}",
            "Signal: (none)",
            "Background PIDs: (none)",
            f"Process Group PGID: {pgid}",
        ]
    )


def _exited(output: str, code: int) -> str:
    """The ``terminal`` tool's answer: the output, and the exit code when it is not 0."""
    return output if code == 0 else f"{output}\n\n[Process exited with code {code}]"


# --------------------------------------------------------------------------- vehicles


def _obd() -> list[Run]:
    f = "obd"
    q = "obd_query"
    ok1: list[Call] = [
        (
            "obd_connect",
            {"portstr": "/dev/rfcomm0", "baudrate": 38400},
            "Connected on /dev/rfcomm0 at 38400 baud (ELM327 v1.5). Protocol: ISO 15765-4 "
            "(CAN 11/500). Status: Car Connected",
        ),
        (
            "obd_get_dtc",
            {},
            "GET_DTC: [('P0171', 'System Too Lean (Bank 1)'), ('P0507', 'Idle Air Control "
            "System RPM Higher Than Expected')]",
        ),
        (q, {"command": "FREEZE_DTC"}, "FREEZE_DTC: ('P0171', 'System Too Lean (Bank 1)')"),
        (q, {"command": "DTC_RPM"}, "DTC_RPM: 1102.5 revolutions_per_minute"),
        (q, {"command": "DTC_COOLANT_TEMP"}, "DTC_COOLANT_TEMP: 87 degree_Celsius"),
        (q, {"command": "DTC_SHORT_FUEL_TRIM_1"}, "DTC_SHORT_FUEL_TRIM_1: 14.84375 percent"),
        (q, {"command": "SHORT_FUEL_TRIM_1"}, "SHORT_FUEL_TRIM_1: 17.1875 percent"),
        (q, {"command": "LONG_FUEL_TRIM_1"}, "LONG_FUEL_TRIM_1: 21.875 percent"),
        (q, {"command": "MAF"}, "MAF: 2.31 gps"),
        (q, {"command": "RPM"}, "RPM: 812.25 revolutions_per_minute"),
        (q, {"command": "INTAKE_PRESSURE"}, "INTAKE_PRESSURE: 34 kilopascal"),
        (q, {"command": "O2_B1S1"}, "O2_B1S1: 0.085 volt"),
    ]

    def status(cat: str) -> str:
        tests = [
            ("MISFIRE_MONITORING", "Available", "Complete"),
            ("FUEL_SYSTEM_MONITORING", "Available", "Complete"),
            ("COMPONENT_MONITORING", "Available", "Complete"),
            ("CATALYST_MONITORING", "Available", cat),
            ("HEATED_CATALYST_MONITORING", "Unavailable", "Incomplete"),
            ("EVAPORATIVE_SYSTEM_MONITORING", "Available", "Incomplete"),
            ("SECONDARY_AIR_SYSTEM_MONITORING", "Unavailable", "Incomplete"),
            ("OXYGEN_SENSOR_MONITORING", "Available", "Complete"),
            ("OXYGEN_SENSOR_HEATER_MONITORING", "Available", "Complete"),
            ("EGR_VVT_SYSTEM_MONITORING", "Available", "Complete"),
        ]
        lines = ["STATUS: MIL: False, DTC_count: 0, ignition_type: spark"]
        lines += [f"Test {n}: {a}, {c}" for n, a, c in tests]
        return "\n".join(lines)

    ok2: list[Call] = [
        (
            "obd_connect",
            {"portstr": "/dev/ttyUSB0", "baudrate": 115200},
            "Connected on /dev/ttyUSB0 at 115200 baud (ELM327 v1.4b). Protocol: ISO 15765-4 "
            "(CAN 11/500). Status: Car Connected",
        ),
        (q, {"command": "STATUS"}, status("Incomplete")),
        (q, {"command": "DISTANCE_SINCE_DTC_CLEAR"}, "DISTANCE_SINCE_DTC_CLEAR: 38 kilometer"),
        (q, {"command": "WARMUPS_SINCE_DTC_CLEAR"}, "WARMUPS_SINCE_DTC_CLEAR: 4 count"),
        (q, {"command": "O2_B1S2"}, "O2_B1S2: 0.69 volt"),
        (q, {"command": "STATUS"}, status("Complete")),
        (q, {"command": "FUEL_LEVEL"}, "FUEL_LEVEL: 52.15686274509804 percent"),
        (q, {"command": "AMBIANT_AIR_TEMP"}, "AMBIANT_AIR_TEMP: 9 degree_Celsius"),
    ]
    fail: list[Call] = [
        (
            "obd_connect",
            {"portstr": "/dev/rfcomm0", "baudrate": 38400},
            "Connected on /dev/rfcomm0 at 38400 baud (ELM327 v2.1). Protocol: AUTO. "
            "Status: ELM Connected",
        ),
        (q, {"command": "COOLANT_TEMP"}, "COOLANT_TEMP: None"),
        (q, {"command": "RPM"}, "RPM: None"),
        (q, {"command": "SPEED"}, "SPEED: None"),
        (q, {"command": "ELM_VOLTAGE"}, "ELM_VOLTAGE: 14.2 volt"),
        (q, {"command": "COOLANT_TEMP"}, "COOLANT_TEMP: None"),
        (q, {"command": "RPM"}, "RPM: None"),
        (q, {"command": "SPEED"}, "SPEED: None"),
        (q, {"command": "COOLANT_TEMP"}, "COOLANT_TEMP: None"),
    ]
    return [
        (
            f,
            "obd-ok-1",
            "My 2016 Civic has the check-engine light on and idles rough. Read the trouble "
            "codes, the freeze frame and the live fuel trims through the Bluetooth dongle and "
            "tell me what is most likely wrong.",
            True,
            ok1,
        ),
        (
            f,
            "obd-ok-2",
            "The Mazda3 got a new battery last week. Will it pass smog? Read the readiness "
            "monitors, check again after my highway drive, and say what EVAP still needs.",
            True,
            ok2,
        ),
        (
            f,
            "obd-fail-1",
            "I'm on the highway with the OBD dongle plugged in. Log coolant temperature, RPM "
            "and speed every few minutes so I can see whether the engine is overheating.",
            False,
            fail,
        ),
    ]


def _candump(
    rng: random.Random, t0: float, frames: list[tuple[str, list[int]]], period: float = 0.006
) -> str:
    """candump -ta lines: absolute time, interface, id, [dlc], data bytes."""
    lines, t = [], t0
    for can_id, data in frames:
        t += period * rng.uniform(0.85, 1.15)
        payload = " ".join(f"{b:02X}" for b in data)
        lines.append(f" ({t:.6f})  can0  {can_id}   [{len(data)}]  {payload}")
    return "\n".join(lines)


def _canbus() -> list[Run]:
    f = "canbus"
    rng = random.Random(19)
    link0 = (
        "4: can0: <NOARP,UP,LOWER_UP,ECHO> mtu 16 qdisc pfifo_fast state UP mode DEFAULT "
        "group default qlen 10\n    link/can  promiscuity 0 minmtu 0 maxmtu 0 \n"
        "    can state ERROR-ACTIVE (berr-counter tx 0 rx 0) restart-ms 100 \n"
        "\t  bitrate 500000 sample-point 0.875 \n"
        "\t  tq 125 prop-seg 6 phase-seg1 7 phase-seg2 2 sjw 1\n"
        "\t  mcp251x: tseg1 3..16 tseg2 2..8 sjw 1..4 brp 1..64 brp-inc 1\n"
        "\t  clock 8000000 numtxqueues 1 numrxqueues 1 gso_max_size 65536 gso_max_segs 65535 "
    )
    mixed: list[tuple[str, list[int]]] = []
    for n in range(24):
        can_id = ["0C9", "0F1", "17D", "1A1", "3E9", "0C9", "4C1", "0F1"][n % 8]
        if can_id == "0C9":
            data = [0x84, 0x0D, 0x4A, 0x00, 0x00, 0x00, 0x00, n % 16]
        elif can_id == "0F1":
            data = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        elif can_id == "17D":
            data = [0x10, 0x27, 0x00, 0x00, 0x00, 0x00]
        elif can_id == "1A1":
            data = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00]
        elif can_id == "3E9":
            data = [0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x3E, 0x80]
        else:
            data = [0x6F, 0x5A, 0x00, 0x1C]
        mixed.append((can_id, data))
    brake = [
        ("0F1", [0x00, 0x00, 0x40 if 9 <= n < 24 else 0x00, 0x00, 0, 0, 0, n % 4])
        for n in range(30)
    ]
    wheels = [("1A1", [0, 0, 0, 0, 0, 0, 0, 0]) for _ in range(12)]
    dump_brake = _candump(rng, 1741604351.2, brake, period=0.1)
    ok1: list[Call] = [
        ("shell", {"command": "ip -details link show can0"}, link0),
        ("shell", {"command": "candump -ta -n 24 can0"}, _candump(rng, 1741604331.2, mixed)),
        ("shell", {"command": "candump -ta -n 30 can0,0F1:7FF"}, dump_brake),
        (
            "shell",
            {"command": "candump -ta -n 12 can0,1A1:7FF"},
            _candump(rng, 1741604368.9, wheels, period=0.02),
        ),
        ("shell", {"command": "cansend can0 7DF#0201000000000000"}, ""),
        (
            "shell",
            {"command": "candump -ta -T 1000 -n 1 can0,7E8:7FF"},
            " (1741604380.551203)  can0  7E8   [8]  06 41 00 BE 3E B8 13 00",
        ),
    ]
    link1 = link0.replace("4: can0", "5: can1").replace("500000", "250000")
    fail: list[Call] = [
        ("shell", {"command": "ip -details link show can1"}, link1),
        ("shell", {"command": "candump -ta -T 3000 can1"}, ""),
        ("shell", {"command": "candump -ta -T 5000 can1,4A1:7FF"}, ""),
        ("shell", {"command": "candump -ta -T 5000 -n 20 can1"}, ""),
        ("shell", {"command": "candump -e -ta -T 5000 can1,0:0,#FFFFFFFF"}, ""),
        ("shell", {"command": "timeout 10 candump -ta can1"}, ""),
        ("shell", {"command": "candump -x -ta -T 8000 can1"}, ""),
    ]
    return [
        (
            f,
            "canbus-ok-1",
            "Bench ECU on can0 (500k): which CAN ID carries the brake-pedal switch? Sam is "
            "pressing the pedal every couple of seconds. Also check the ECU answers OBD.",
            True,
            ok1,
        ),
        (
            f,
            "canbus-fail-1",
            "The new motor controller on the cart's CAN bus (can1, 250 kbit/s) should "
            "broadcast its temperature on 0x4A1. Dump a few seconds of its frames so we can "
            "decode the temperature byte.",
            False,
            fail,
        ),
    ]


def _samsara_vehicle(
    vid: str, name: str, vin: str, t: str, lat: float, lon: float, head: int, mph: float, place: str
) -> dict[str, Any]:
    return {
        "id": vid,
        "name": name,
        "externalIds": {"samsara.vin": vin},
        "gps": {
            "time": t,
            "latitude": lat,
            "longitude": lon,
            "headingDegrees": head,
            "speedMilesPerHour": mph,
            "reverseGeo": {"formattedLocation": place},
        },
    }


def _samsara() -> list[Run]:
    f = "samsara"
    v = _samsara_vehicle
    page1 = [
        v(
            "281474977075805",
            "Truck 07",
            "1FUJGLDR5CLBP8834",
            "2025-03-10T14:22:05Z",
            32.0779,
            -81.2874,
            95,
            0.0,
            "Pooler Pkwy, Pooler, GA",
        ),
        v(
            "281474977075811",
            "Truck 09",
            "3AKJHHDR7KSKF1142",
            "2025-03-10T14:21:58Z",
            33.7488,
            -84.3877,
            182,
            54.1,
            "I-75 S, Atlanta, GA",
        ),
        v(
            "281474977075820",
            "Truck 12",
            "1FUJGLDR9GLGZ2290",
            "2025-03-10T14:22:01Z",
            32.2963,
            -81.2351,
            170,
            38.4,
            "GA-21, Rincon, GA",
        ),
        v(
            "281474977075836",
            "Truck 14",
            "1XKYDP9X5KJ263871",
            "2025-03-10T14:21:47Z",
            30.3322,
            -81.6557,
            12,
            61.0,
            "I-95 N, Jacksonville, FL",
        ),
    ]
    page2 = [
        v(
            "281474977075852",
            "Truck 19",
            "3AKJGLDR2HSHZ7756",
            "2025-03-10T14:22:03Z",
            32.3066,
            -81.0801,
            206,
            49.6,
            "US-17 S, Hardeeville, SC",
        ),
        v(
            "281474977075867",
            "Truck 21",
            "1FUJHHDR0LLLH3310",
            "2025-03-10T14:21:52Z",
            32.8407,
            -79.9563,
            0,
            0.0,
            "Meeting St, North Charleston, SC",
        ),
        v(
            "281474977075870",
            "Truck 23",
            "1XKYD49X8MJ441902",
            "2025-03-10T14:22:06Z",
            32.1265,
            -81.1978,
            61,
            22.3,
            "Grange Rd, Garden City, GA",
        ),
        v(
            "281474977075888",
            "Truck 26",
            "3AKJHHDR4NSNB0915",
            "2025-03-10T14:21:39Z",
            31.2085,
            -81.4871,
            355,
            0.0,
            "Spur 25, Brunswick, GA",
        ),
    ]
    page3 = [
        v(
            "281474977075893",
            "Truck 31",
            "1FUJGLDR1MLMC6623",
            "2025-03-10T14:21:44Z",
            32.8384,
            -83.6324,
            150,
            57.8,
            "I-16 E, Macon, GA",
        ),
    ]

    def stats(data: list[dict[str, Any]], cursor: str, more: bool) -> str:
        return _c({"data": data, "pagination": {"endCursor": cursor, "hasNextPage": more}})

    def clock(
        did: str, name: str, veh: str, status: str, drive_h: float, shift_h: float, brk_h: float
    ) -> dict[str, Any]:
        ms = 3_600_000
        return {
            "driver": {"id": did, "name": name},
            "currentDutyStatus": {"hosStatusType": status},
            "currentVehicle": {"id": veh[0], "name": veh[1]},
            "clocks": {
                "break": {"timeUntilBreakDurationMs": int(brk_h * ms)},
                "drive": {"driveRemainingDurationMs": int(drive_h * ms)},
                "shift": {"shiftRemainingDurationMs": int(shift_h * ms)},
                "cycle": {
                    "cycleStartedAtTime": "2025-03-04T06:00:00Z",
                    "cycleRemainingDurationMs": int(31.5 * ms),
                    "cycleTomorrowDurationMs": int(36.0 * ms),
                },
            },
            "violations": {"shiftDrivingViolationDurationMs": 0, "cycleViolationDurationMs": 0},
        }

    clocks = _c(
        {
            "data": [
                clock(
                    "45646", "Maria Lopez", ("281474977075805", "Truck 07"), "onDuty", 6.2, 8.1, 5.4
                ),
                clock(
                    "45671",
                    "Devon Price",
                    ("281474977075820", "Truck 12"),
                    "driving",
                    3.1,
                    4.0,
                    1.2,
                ),
                clock(
                    "45702", "Sam Okafor", ("281474977075852", "Truck 19"), "driving", 5.5, 7.9, 3.3
                ),
                clock(
                    "45718",
                    "Lena Fischer",
                    ("281474977075870", "Truck 23"),
                    "driving",
                    1.4,
                    2.2,
                    0.9,
                ),
            ],
            "pagination": {"endCursor": "", "hasNextPage": False},
        }
    )
    msg = "Please call dispatch about a pickup at Garden City Terminal (GCT) today."
    ok1: list[Call] = [
        (
            "samsara_get_vehicle_stats",
            {"types": "gps", "limit": 4},
            stats(page1, "b2c5e1f7-3c1e-4f0e-9d57-6f1b2a0e9d31", True),
        ),
        (
            "samsara_get_vehicle_stats",
            {"types": "gps", "limit": 4, "after": "b2c5e1f7-3c1e-4f0e-9d57-6f1b2a0e9d31"},
            stats(page2, "0d9b1c55-8e1a-47c2-b7e0-2a6f4c9d8e12", True),
        ),
        (
            "samsara_get_vehicle_stats",
            {"types": "gps", "limit": 4, "after": "0d9b1c55-8e1a-47c2-b7e0-2a6f4c9d8e12"},
            stats(page3, "", False),
        ),
        (
            "samsara_get_hos_clocks",
            {"vehicleIds": "281474977075805,281474977075820,281474977075852,281474977075870"},
            clocks,
        ),
        (
            "samsara_send_driver_message",
            {"driverId": "45646", "text": msg},
            _c({"data": [{"driverId": 45646, "sentAtMs": 1741616581000, "text": msg}]}),
        ),
        (
            "samsara_send_driver_message",
            {"driverId": "45702", "text": msg},
            _c({"data": [{"driverId": 45702, "sentAtMs": 1741616584000, "text": msg}]}),
        ),
    ]

    names = {"harshBrake": "Harsh Brake", "harshTurn": "Harsh Turn"}

    def event(
        eid: str,
        t: str,
        veh: tuple[str, str],
        drv: tuple[str, str],
        label: str,
        g: float,
        where: tuple[float, float, str],
    ) -> dict[str, Any]:
        lat, lon, place = where
        return {
            "id": eid,
            "time": t,
            "vehicle": {"id": veh[0], "name": veh[1]},
            "driver": {"id": drv[0], "name": drv[1]},
            "location": {"latitude": lat, "longitude": lon, "address": {"formattedAddress": place}},
            "behaviorLabels": [{"label": label, "source": "automated", "name": names[label]}],
            "maxAccelerationGForce": g,
            "coachingState": "needsReview",
        }

    t12 = ("281474977075820", "Truck 12")
    empty = _c({"data": [], "pagination": {"endCursor": "", "hasNextPage": False}})
    events = [
        event(
            "212014918193745-1741187212000",
            "2025-03-05T15:06:52Z",
            ("281474977075836", "Truck 14"),
            ("45690", "Ray Brooks"),
            "harshBrake",
            0.52,
            (31.1921, -81.4897, "I-95 N, Brunswick, GA"),
        ),
        event(
            "212014918193761-1741277941000",
            "2025-03-06T16:19:01Z",
            ("281474977075811", "Truck 09"),
            ("45655", "Ana Ruiz"),
            "harshTurn",
            0.41,
            (33.7581, -84.5122, "Fulton Industrial Blvd SW, Atlanta, GA"),
        ),
        event(
            "212014918193802-1741448803000",
            "2025-03-08T15:46:43Z",
            ("281474977075836", "Truck 14"),
            ("45690", "Ray Brooks"),
            "harshBrake",
            0.47,
            (30.3569, -81.6738, "W 21st St, Jacksonville, FL"),
        ),
    ]
    fuel = {
        "data": {
            "vehicleReports": [
                {
                    "vehicle": {"id": t12[0], "name": t12[1]},
                    "fuelConsumedMl": 912_400,
                    "distanceTraveledMeters": 1_603_118,
                    "efficiencyMpge": 6.6,
                    "engineRunTimeDurationMs": 162_540_000,
                    "engineIdleTimeDurationMs": 31_980_000,
                    "estFuelEnergyCost": {"amount": "872.31", "currencyCode": "USD"},
                },
            ],
        },
        "pagination": {"endCursor": "", "hasNextPage": False},
    }
    ok2: list[Call] = [
        (
            "samsara_list_safety_events",
            {
                "vehicleIds": t12[0],
                "startTime": "2025-03-03T00:00:00Z",
                "endTime": "2025-03-10T00:00:00Z",
            },
            empty,
        ),
        (
            "samsara_list_safety_events",
            {
                "startTime": "2025-03-03T00:00:00Z",
                "endTime": "2025-03-10T00:00:00Z",
                "behaviorLabels": "harshBrake,harshTurn,harshAccel",
            },
            _c({"data": events, "pagination": {"endCursor": "", "hasNextPage": False}}),
        ),
        (
            "samsara_get_fuel_energy_report",
            {
                "vehicleIds": t12[0],
                "startDate": "2025-03-03T00:00:00Z",
                "endDate": "2025-03-10T00:00:00Z",
            },
            _c(fuel),
        ),
    ]
    return [
        (
            f,
            "samsara-ok-1",
            "Which trucks are within ~50 miles of the Port of Savannah now, and which of their "
            "drivers have 4+ hours of drive time left? Ask those drivers to call dispatch about "
            "a Garden City Terminal pickup.",
            True,
            ok1,
        ),
        (
            f,
            "samsara-ok-2",
            "Devon says Truck 12 brakes hard a lot. Pull last week's harsh-driving events for "
            "Truck 12 (and the fleet, for comparison) and its fuel and idle figures for the "
            "same week.",
            True,
            ok2,
        ),
    ]


def _geotab() -> list[Run]:
    f = "geotab"
    g = "geotab_get"
    group = [
        {
            "children": [],
            "color": {"a": 255, "b": 0, "g": 165, "r": 255},
            "comments": "",
            "name": "North Depot",
            "reference": "ND",
            "id": "b27A9",
        }
    ]
    vans = [
        ("b3", "Van 14", "G9A1B2C3D4E5", "W1Y4ECHY1LT025871", "7XKR221"),
        ("b4", "Van 15", "G9A1B2C3D4F0", "W1Y4ECHY3LT025872", "7XKR224"),
        ("b6", "Van 17", "G9A1B2C3D51C", "W1Y4ECHY8MT061402", "8BCN310"),
        ("b7", "Van 18", "G9A1B2C3D522", "W1Y4ECHYXMT061403", "8BCN311"),
        ("b9", "Van 20", "G9A1B2C3D5A7", "W1Y4ECHY5NT097716", "8MWD547"),
        ("bA", "Van 21", "G9A1B2C3D5B3", "W1Y4ECHY7NT097717", "8MWD552"),
    ]
    devices = [
        {
            "id": i,
            "name": n,
            "serialNumber": s,
            "vehicleIdentificationNumber": vin,
            "licensePlate": p,
            "licenseState": "CA",
            "deviceType": "GO9",
            "groups": [{"id": "b27A9"}],
        }
        for i, n, s, vin, p in vans
    ]
    odo = {
        "b3": 38_912_400.0,
        "b4": 41_207_950.0,
        "b6": 22_180_330.0,
        "b9": 9_876_120.0,
        "bA": 39_641_770.0,
    }
    stamps = {
        "b3": "2025-03-10T13:41:07.000Z",
        "b4": "2025-03-10T13:52:44.000Z",
        "b6": "2025-03-10T12:09:31.000Z",
        "b9": "2025-03-10T13:58:02.000Z",
        "bA": "2025-03-10T11:27:15.000Z",
    }

    def status_data(dev: str, n: int) -> str:
        if dev not in odo:
            return "[]"
        return _c(
            [
                {
                    "data": odo[dev],
                    "dateTime": stamps[dev],
                    "device": {"id": dev},
                    "diagnostic": {"id": "DiagnosticOdometerAdjustmentId"},
                    "controller": "ControllerNoneId",
                    "version": f"00000000024f8{n:03x}",
                    "id": f"b4F1A{n:02X}",
                }
            ]
        )

    def odo_args(dev: str) -> dict[str, Any]:
        return {
            "typeName": "StatusData",
            "resultsLimit": 1,
            "search": {
                "deviceSearch": {"id": dev},
                "diagnosticSearch": {"id": "DiagnosticOdometerAdjustmentId"},
                "fromDate": "2025-03-03T00:00:00Z",
            },
        }

    ok1: list[Call] = [
        (g, {"typeName": "Group", "search": {"name": "North Depot"}}, _c(group)),
        (g, {"typeName": "Device", "search": {"groups": [{"id": "b27A9"}]}}, _c(devices)),
    ]
    ok1 += [(g, odo_args(dev), status_data(dev, n + 1)) for n, (dev, *_) in enumerate(vans)]
    ok1.append(
        (
            g,
            {"typeName": "DeviceStatusInfo", "search": {"deviceSearch": {"id": "b7"}}},
            _c(
                [
                    {
                        "bearing": 0,
                        "currentStateDuration": "14.02:11:09",
                        "exceptionEvents": [],
                        "isDeviceCommunicating": False,
                        "isDriving": False,
                        "latitude": 37.80412,
                        "longitude": -122.27114,
                        "speed": 0,
                        "dateTime": "2025-02-24T16:48:51.000Z",
                        "device": {"id": "b7"},
                        "driver": "UnknownDriverId",
                        "isHistoricLastDriver": False,
                        "groups": [{"id": "b27A9"}],
                    }
                ]
            ),
        )
    )

    def rpc_error(n: int) -> str:
        return _c(
            {
                "error": {
                    "message": "Incorrect login credentials",
                    "code": -32000,
                    "data": {
                        "id": f"4c0e5a1e-{n:04x}-4f2b-9a61-0d3e8b7c{n:04x}",
                        "type": "InvalidUserException",
                        "requestIndex": 0,
                    },
                    "errors": [
                        {"message": "Incorrect login credentials", "name": "InvalidUserException"}
                    ],
                    "name": "JSONRPCError",
                },
                "jsonrpc": "2.0",
                "requestIndex": 0,
            }
        )

    fail_args: list[dict[str, Any]] = [
        {"typeName": "Group", "search": {"name": "Harbor"}},
        {"typeName": "Rule", "search": {"name": "Speeding"}},
        {
            "typeName": "ExceptionEvent",
            "search": {
                "fromDate": "2025-03-09T00:00:00Z",
                "toDate": "2025-03-10T00:00:00Z",
                "ruleSearch": {"id": "RulePostedSpeedingId"},
            },
        },
        {
            "typeName": "ExceptionEvent",
            "search": {"fromDate": "2025-03-09T07:00:00Z", "toDate": "2025-03-10T07:00:00Z"},
        },
        {"typeName": "Device", "search": {"groups": [{"name": "Harbor"}]}},
        {"typeName": "User", "search": {"isDriver": True}},
    ]
    fail: list[Call] = [(g, a, rpc_error(0x31A + 7 * n)) for n, a in enumerate(fail_args)]
    return [
        (
            f,
            "geotab-ok-1",
            "Latest odometer of the six North Depot vans for the 40,000 km services; flag any "
            "van that hasn't reported in a week.",
            True,
            ok1,
        ),
        (
            f,
            "geotab-fail-1",
            "Pull yesterday's speeding exceptions for the Harbor group in MyGeotab and list the "
            "drivers with more than three.",
            False,
            fail,
        ),
    ]


def _tesla() -> list[Run]:
    f = "fleet-api"
    tag = "1492931337812345"
    veh = {
        "id": 1492931337812345,
        "user_id": 820144,
        "vehicle_id": 1891272039,
        "vin": "7SAYGDEE5PF600318",
        "color": None,
        "access_type": "OWNER",
        "display_name": "Fleet 03",
        "granular_access": {"hide_private": False},
        "tokens": ["4f993c5b9e2b937b", "7a3153b1bbb48a96"],
        "state": "asleep",
        "in_service": False,
        "id_s": tag,
        "calendar_enabled": True,
        "api_version": 71,
        "backseat_token": None,
        "backseat_token_updated_at": None,
    }
    others = [
        dict(
            veh,
            id=1492931337809921,
            vehicle_id=1891270554,
            vin="5YJ3E1EA7KF316201",
            id_s="1492931337809921",
            state="online",
            display_name="Fleet 01",
        ),
        dict(
            veh,
            id=1492931337811177,
            vehicle_id=1891271188,
            vin="5YJ3E1EB4MF901774",
            id_s="1492931337811177",
            state="offline",
            display_name="Fleet 02",
        ),
        veh,
    ]
    listing = _c(
        {
            "response": others,
            "pagination": {
                "previous": None,
                "next": None,
                "current": 1,
                "per_page": 25,
                "count": 3,
                "pages": 1,
            },
            "count": 3,
        }
    )
    asleep = _c({"response": veh})
    online = _c({"response": dict(veh, state="online")})
    unavailable = _c(
        {
            "response": None,
            "error": "vehicle unavailable: vehicle is offline or asleep",
            "error_description": "",
        }
    )

    def charge(
        level: int, limit: int, state: str, power: int, amps: int, volts: int, full: float, ts: int
    ) -> str:
        cs = {
            "battery_level": level,
            "battery_range": round(level * 3.07, 2),
            "charge_amps": 48,
            "charge_current_request": 48,
            "charge_energy_added": 0.0,
            "charge_limit_soc": limit,
            "charge_limit_soc_max": 100,
            "charge_limit_soc_min": 50,
            "charge_port_door_open": True,
            "charge_port_latch": "Engaged",
            "charge_rate": 0.0 if not power else 29.4,
            "charger_actual_current": amps,
            "charger_phases": 1 if power else None,
            "charger_pilot_current": 48,
            "charger_power": power,
            "charger_voltage": volts,
            "charging_state": state,
            "conn_charge_cable": "SAE",
            "fast_charger_present": False,
            "minutes_to_full_charge": int(full * 60),
            "scheduled_charging_pending": False,
            "time_to_full_charge": full,
            "timestamp": ts,
            "usable_battery_level": level - 1,
        }
        return _c(
            {
                "response": {
                    "id": veh["id"],
                    "user_id": 820144,
                    "vehicle_id": 1891272039,
                    "vin": veh["vin"],
                    "state": "online",
                    "charge_state": cs,
                }
            }
        )

    ok = {"result": True, "reason": ""}
    ok1: list[Call] = [
        ("tesla_list_vehicles", {}, listing),
        ("tesla_wake_up", {"vehicle_tag": tag}, asleep),
        ("tesla_vehicle_data", {"vehicle_tag": tag, "endpoints": "charge_state"}, unavailable),
        ("tesla_vehicle_data", {"vehicle_tag": tag, "endpoints": "charge_state"}, unavailable),
        ("tesla_wake_up", {"vehicle_tag": tag}, online),
        (
            "tesla_vehicle_data",
            {"vehicle_tag": tag, "endpoints": "charge_state"},
            charge(61, 80, "Stopped", 0, 0, 2, 0.0, 1741628531204),
        ),
        (
            "tesla_command",
            {"vehicle_tag": tag, "command": "set_charge_limit", "percent": 90},
            _c({"response": ok}),
        ),
        ("tesla_command", {"vehicle_tag": tag, "command": "charge_start"}, _c({"response": ok})),
        (
            "tesla_vehicle_data",
            {"vehicle_tag": tag, "endpoints": "charge_state"},
            charge(61, 90, "Charging", 11, 48, 241, 4.25, 1741628652871),
        ),
    ]
    tag5 = "1492931337813390"
    veh5 = dict(
        veh,
        id=1492931337813390,
        vehicle_id=1891272716,
        vin="7SAYGDEE2PF611907",
        id_s=tag5,
        display_name="Fleet 05",
    )
    asleep5 = _c({"response": veh5})
    data5 = {"vehicle_tag": tag5, "endpoints": "climate_state;location_data"}
    fail: list[Call] = [
        ("tesla_wake_up", {"vehicle_tag": tag5}, asleep5),
        ("tesla_vehicle_data", data5, unavailable),
        ("tesla_wake_up", {"vehicle_tag": tag5}, asleep5),
        ("tesla_vehicle_data", data5, unavailable),
        ("tesla_wake_up", {"vehicle_tag": tag5}, asleep5),
        ("tesla_vehicle_data", data5, unavailable),
        (
            "tesla_command",
            {"vehicle_tag": tag5, "command": "set_temps", "driver_temp": 21, "passenger_temp": 21},
            unavailable,
        ),
        ("tesla_vehicle_data", {"vehicle_tag": tag5, "endpoints": "climate_state"}, unavailable),
        ("tesla_wake_up", {"vehicle_tag": tag5}, asleep5),
    ]
    return [
        (
            f,
            "fleet-api-ok-1",
            "Wake Fleet 03 (the Fresno Model Y), check its charge, set the limit to 90% and "
            "start charging; confirm it is charging and how long it needs.",
            True,
            ok1,
        ),
        (
            f,
            "fleet-api-fail-1",
            "Fleet 05 is parked at the Oakland depot. Pre-condition the cabin to 21 °C for the "
            "driver who leaves in 20 minutes.",
            False,
            fail,
        ),
    ]


_CP_NS = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope xmlns:SOAP-ENV='
    '"http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="urn:dictionary:com.chargepoint.'
    'webservices"><SOAP-ENV:Body>{body}</SOAP-ENV:Body></SOAP-ENV:Envelope>'
)


def _cp(op: str, inner: str) -> str:
    return _CP_NS.format(
        body=f"<ns1:{op}Response><responseCode>100</responseCode><responseText>API input "
        f"request executed successfully.</responseText>{inner}</ns1:{op}Response>"
    )


def _ev() -> list[Run]:
    f = "ev-charging"
    stations = [
        ("1:187331", "ACME / LOT B 01", "CT4021-GW1", 37.39204, -121.97911),
        ("1:187332", "ACME / LOT B 02", "CT4021-GW1", 37.39207, -121.97925),
        ("1:187335", "ACME / LOT B 03", "CT4021-GW1", 37.39211, -121.97938),
        ("1:187340", "ACME / LOT B 04", "CPF50-L23", 37.39216, -121.97950),
    ]
    sd = "".join(
        f"<stationData><stationID>{sid}</stationID><stationManufacturer>ChargePoint"
        f"</stationManufacturer><stationModel>{model}</stationModel><numPorts>"
        f"{1 if 'CPF' in model else 2}</numPorts><sgID>48213</sgID><sgName>LotB-L2</sgName>"
        "<Port><portNumber>1"
        f"</portNumber><stationName>{name}</stationName><Geo><Lat>{lat}</Lat><Long>{lon}"
        f"</Long></Geo><Level>L2</Level><Connector>J1772</Connector><Voltage>240</Voltage>"
        f"<Current>30</Current><Power>7.2</Power></Port></stationData>"
        for sid, name, model, lat, lon in stations
    )
    sd += "<moreFlag>0</moreFlag>"

    names = {sid: name for sid, name, *_ in stations}

    def load(shed: bool) -> str:
        ports = [
            ("1:187331", 1, 6.62, "2261044"),
            ("1:187331", 2, 0.0, ""),
            ("1:187332", 1, 6.89, "1907713"),
            ("1:187332", 2, 3.41, "2310992"),
            ("1:187335", 1, 0.0, ""),
            ("1:187335", 2, 6.71, "1877305"),
            ("1:187340", 1, 0.0, ""),
        ]
        if shed:
            ports = [(s, p, min(kw, 3.6), u) for s, p, kw, u in ports]
        total = round(sum(kw for _, _, kw, _ in ports), 2)
        body = "<sgID>48213</sgID><numStations>4</numStations><groupName>LotB-L2</groupName>"
        body += f"<sgLoad>{total}</sgLoad>"
        for sid in names:
            mine = [(p, kw, u) for s_, p, kw, u in ports if s_ == sid]
            body += (
                f"<stationData><stationID>{sid}</stationID><stationName>{names[sid]}"
                f"</stationName><stationLoad>{round(sum(kw for _, kw, _ in mine), 2)}"
                "</stationLoad>"
            )
            body += "".join(
                f"<Port><portNumber>{port}</portNumber><userID>{user}</userID><shedState>"
                f"{1 if shed else 0}</shedState><portLoad>{kw}</portLoad><allowedLoad>"
                f"{3.6 if shed else 0}</allowedLoad><percentShed>{50 if shed else 0}"
                "</percentShed></Port>"
                for port, kw, user in mine
            )
            body += "</stationData>"
        return _cp("getLoad", body)

    def sessions(rows: list[tuple[str, str, str, str, str, float]], more: int) -> str:
        body = "".join(
            f"<ChargingSessionData><stationID>{sid}</stationID><stationName>{names[sid]}"
            f"</stationName><portNumber>{port}</portNumber><sessionID>{ses}</sessionID>"
            f"<Energy>{kwh}</Energy><startTime>{start}</startTime><endTime>{end}</endTime>"
            f"<recordNumber>{n}</recordNumber></ChargingSessionData>"
            for n, (sid, port, ses, start, end, kwh) in enumerate(rows, 1)
        )
        return _cp("getChargingSessionData", body + f"<MoreFlag>{more}</MoreFlag>")

    day = [
        ("1:187331", "1", "301184522", "2025-03-09T07:41:10Z", "2025-03-09T11:02:44Z", 21.384),
        ("1:187331", "2", "301184791", "2025-03-09T08:02:55Z", "2025-03-09T10:51:07Z", 18.902),
        ("1:187332", "1", "301185020", "2025-03-09T08:15:31Z", "2025-03-09T12:09:58Z", 24.117),
        ("1:187332", "2", "301186644", "2025-03-09T09:48:02Z", "2025-03-09T11:13:36Z", 9.663),
        ("1:187335", "1", "301187003", "2025-03-09T10:12:47Z", "2025-03-09T12:21:15Z", 14.250),
    ]
    day2 = [
        ("1:187335", "2", "301188911", "2025-03-09T13:20:18Z", "2025-03-09T15:04:52Z", 11.821),
        ("1:187340", "1", "301189402", "2025-03-09T14:05:09Z", "2025-03-09T14:46:33Z", 32.476),
        ("1:187331", "1", "301190277", "2025-03-09T16:44:40Z", "2025-03-09T17:39:01Z", 6.035),
    ]
    shed = _cp(
        "shedLoad",
        "<Success>1</Success><sgID>48213</sgID><allowedLoadPerStation></allowedLoadPerStation>"
        "<percentShed>50</percentShed>",
    )
    ok1: list[Call] = [
        (
            "chargepoint_getStations",
            {"searchQuery": {"stationName": "LOT B"}},
            _cp("getStations", sd),
        ),
        ("chargepoint_getLoad", {"sgID": 48213}, load(False)),
        (
            "chargepoint_getChargingSessionData",
            {
                "searchQuery": {
                    "sgID": 48213,
                    "fromTimeStamp": "2025-03-09T00:00:00Z",
                    "toTimeStamp": "2025-03-10T00:00:00Z",
                }
            },
            sessions(day, 1),
        ),
        (
            "chargepoint_getChargingSessionData",
            {
                "searchQuery": {
                    "sgID": 48213,
                    "fromTimeStamp": "2025-03-09T00:00:00Z",
                    "toTimeStamp": "2025-03-10T00:00:00Z",
                    "startRecord": 6,
                }
            },
            sessions(day2, 0),
        ),
        (
            "chargepoint_shedLoad",
            {"shedGroup": {"sgID": 48213, "percentShed": 50, "timeInterval": 300}},
            shed,
        ),
        ("chargepoint_getLoad", {"sgID": 48213}, load(True)),
    ]

    def loc(
        lid: str, name: str, addr: str, evses: list[tuple[str, str, str, int, str]], updated: str
    ) -> dict[str, Any]:
        return {
            "country_code": "NL",
            "party_id": "TNM",
            "id": lid,
            "publish": True,
            "name": name,
            "address": addr,
            "city": "Utrecht",
            "country": "NLD",
            "coordinates": {"latitude": "52.0907", "longitude": "5.1214"},
            "evses": [
                {
                    "uid": uid,
                    "evse_id": uid.replace("-", "*"),
                    "status": st,
                    "connectors": [
                        {
                            "id": "1",
                            "standard": std,
                            "format": "CABLE",
                            "power_type": "DC" if kw > 22000 else "AC3_PHASE",
                            "max_electric_power": kw,
                        }
                    ],
                    "last_updated": updated,
                }
                for uid, st, std, kw, _ in evses
            ],
            "last_updated": updated,
        }

    combo, t2 = "IEC_62196_T2_COMBO", "IEC_62196_T2"
    locs = [
        loc(
            "UTR-0102",
            "Jaarbeurs P1",
            "Jaarbeursplein 6",
            [
                ("NL-TNM-E0102-1", "CHARGING", combo, 150000, ""),
                ("NL-TNM-E0102-2", "CHARGING", combo, 150000, ""),
            ],
            "2025-03-10T14:58:11Z",
        ),
        loc(
            "UTR-0277",
            "Papendorp Hub",
            "Papendorpseweg 100",
            [
                ("NL-TNM-E0277-1", "OUTOFORDER", combo, 175000, ""),
                ("NL-TNM-E0277-2", "AVAILABLE", t2, 22000, ""),
            ],
            "2025-03-10T14:51:40Z",
        ),
        loc(
            "UTR-0418",
            "Leidsche Rijn Centrum",
            "Berlijnplein 1",
            [
                ("NL-TNM-E0418-1", "CHARGING", combo, 175000, ""),
                ("NL-TNM-E0418-2", "AVAILABLE", combo, 175000, ""),
            ],
            "2025-03-10T14:59:02Z",
        ),
        loc(
            "UTR-0503",
            "Overvecht Winkelcentrum",
            "Zamenhofdreef 16",
            [("NL-TNM-E0503-1", "AVAILABLE", t2, 11000, "")],
            "2025-03-10T14:40:27Z",
        ),
    ]

    def page(items: list[dict[str, Any]], ts: str) -> str:
        return _c(
            {"data": items, "status_code": 1000, "status_message": "Success", "timestamp": ts}
        )

    def session(status: str, kwh: float, ts: str) -> dict[str, Any]:
        return {
            "country_code": "NL",
            "party_id": "TNM",
            "id": "SES-88410293",
            "start_date_time": "2025-03-10T15:02:40Z",
            "kwh": kwh,
            "cdr_token": {
                "country_code": "NL",
                "party_id": "ACM",
                "uid": "NL-ACM-C00122871-X",
                "type": "RFID",
                "contract_id": "NL-ACM-C00122871-X",
            },
            "auth_method": "COMMAND",
            "location_id": "UTR-0418",
            "evse_uid": "NL-TNM-E0418-2",
            "connector_id": "1",
            "currency": "EUR",
            "status": status,
            "last_updated": ts,
        }

    token = "NL-ACM-C00122871-X"
    since = {"date_from": "2025-03-10T15:00:00Z"}
    ok2: list[Call] = [
        ("ocpi_get_locations", {"offset": 0, "limit": 2}, page(locs[:2], "2025-03-10T15:01:12Z")),
        ("ocpi_get_locations", {"offset": 2, "limit": 2}, page(locs[2:], "2025-03-10T15:01:20Z")),
        (
            "ocpi_start_session",
            {"location_id": "UTR-0418", "evse_uid": "NL-TNM-E0418-2", "token_uid": token},
            _c(
                {
                    "data": {"result": "ACCEPTED", "timeout": 30},
                    "status_code": 1000,
                    "status_message": "Success",
                    "timestamp": "2025-03-10T15:02:11Z",
                }
            ),
        ),
        ("ocpi_get_sessions", since, page([], "2025-03-10T15:02:25Z")),
        (
            "ocpi_get_sessions",
            since,
            page([session("PENDING", 0.0, "2025-03-10T15:02:40Z")], "2025-03-10T15:03:02Z"),
        ),
        (
            "ocpi_get_sessions",
            since,
            page([session("ACTIVE", 1.84, "2025-03-10T15:04:51Z")], "2025-03-10T15:05:00Z"),
        ),
    ]
    first = page(locs[:2], "2025-03-10T16:20:03Z")
    fail: list[Call] = [
        (
            "ocpi_get_locations",
            {"offset": n * 2, "limit": 2},
            first.replace("16:20:03", f"16:2{n}:{17 * n % 60:02d}"),
        )
        for n in range(5)
    ]
    return [
        (
            f,
            "ev-charging-ok-1",
            "Lot B garage: which ChargePoint ports are in use, how much energy did Lot B "
            "deliver yesterday? Then shed LotB-L2 by 50% for the demand-response event and "
            "confirm it took effect.",
            True,
            ok1,
        ),
        (
            f,
            "ev-charging-ok-2",
            "Through our OCPI connection, find an available CCS fast charger (150 kW or more) "
            "among the partner's Utrecht locations, start a session there for badge "
            "NL-ACM-C00122871-X and confirm it is charging.",
            True,
            ok2,
        ),
        (
            f,
            "ev-charging-fail-1",
            "List every EVSE that is OUTOFORDER across the roaming partner's network (about "
            "240 locations) over OCPI, so we can send them one fault report.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------- aviation, maritime


def _metar() -> list[Run]:
    f = "metar-taf"
    m, t = "aviationweather_get_metar", "aviationweather_get_taf"
    ok1: list[Call] = [
        (m, {"ids": "KPAO", "format": "raw"}, "METAR KPAO 101847Z 31008KT 10SM FEW014 16/09 A3011"),
        (t, {"ids": "KPAO", "format": "raw"}, ""),
        (
            m,
            {"ids": "KMRY", "format": "raw"},
            "METAR KMRY 101854Z 29010KT 10SM BKN012 14/10 A3012 RMK AO2 SLP199 T01390100",
        ),
        (
            t,
            {"ids": "KMRY", "format": "raw"},
            "TAF KMRY 101720Z 1018/1118 28010KT P6SM BKN012\n      FM102100 29012KT P6SM SCT015\n"
            "      FM110300 VRB04KT 5SM BR OVC008\n      FM111600 31006KT P6SM BKN010",
        ),
        (
            m,
            {"ids": "KSNS", "format": "raw"},
            "METAR KSNS 101853Z 31014KT 10SM CLR 19/08 A3010 RMK AO2 SLP193 T01890078",
        ),
        (
            t,
            {"ids": "KSNS", "format": "raw"},
            "TAF KSNS 101720Z 1018/1118 31015G22KT P6SM SKC\n      FM110200 30008KT P6SM FEW010\n"
            "      FM110800 VRB03KT 3SM BR OVC005\n      FM111700 31008KT P6SM SCT012",
        ),
        (
            m,
            {"ids": "KWVI", "format": "raw"},
            "METAR KWVI 101855Z 29012KT 10SM OVC009 13/10 A3012 RMK AO2 SLP198 T01330100",
        ),
        (t, {"ids": "KWVI", "format": "raw"}, ""),
        (
            t,
            {"ids": "KSJC", "format": "raw"},
            "TAF KSJC 101720Z 1018/1124 33012KT P6SM FEW015\n      FM110300 32006KT P6SM SCT012\n"
            "      FM111000 VRB03KT P6SM BKN009\n      FM111700 33008KT P6SM FEW015",
        ),
    ]
    den = "\n".join(
        [
            "METAR KDEN 101753Z 34011KT 10SM SCT045 BKN080 M02/M08 A3022 RMK AO2 SNE28 SLP268 "
            "P0000 60002 T10221078 11028 21061 51018",
            "METAR KDEN 101653Z 35012KT 6SM -SN BR BKN020 OVC045 M03/M07 A3019 RMK AO2 SLP261 "
            "P0001 T10281072",
            "SPECI KDEN 101619Z 35014KT 3SM -SN BR OVC018 M03/M06 A3018 RMK AO2 P0001 T10331061",
            "METAR KDEN 101553Z 36015G22KT 1 1/2SM -SN BR OVC011 M04/M06 A3017 RMK AO2 SLP257 "
            "P0002 T10391061",
            "SPECI KDEN 101512Z 36016G24KT 1SM SN BR VV008 M04/M06 A3016 RMK AO2 P0002 T10441061",
            "METAR KDEN 101453Z 36014KT 1 1/4SM -SN BR OVC009 M04/M06 A3015 RMK AO2 SLP252 "
            "P0003 T10441061",
            "METAR KDEN 101353Z 01012KT 2SM -SN BR OVC012 M04/M06 A3014 RMK AO2 SLP249 P0002 "
            "T10441056",
            "METAR KDEN 101253Z 01010KT 4SM -SN BR OVC015 M03/M06 A3012 RMK AO2 SNB1210 SLP243 "
            "P0000 T10331056",
        ]
    )
    ok2: list[Call] = [
        (m, {"ids": "KDEN", "format": "raw", "hours": 6}, den),
        (
            m,
            {"ids": "KBJC", "format": "raw"},
            "METAR KBJC 101755Z 32010KT 10SM FEW050 BKN090 M01/M09 A3023 RMK AO2 SLP257 T10111089",
        ),
        (
            m,
            {"ids": "KAPA", "format": "raw"},
            "METAR KAPA 101753Z 01008KT 7SM -SN SCT030 OVC055 M03/M07 A3024 RMK AO2 SLP271 P0000 "
            "T10281072",
        ),
        (
            t,
            {"ids": "KDEN", "format": "raw"},
            "TAF KDEN 101720Z 1018/1124 35010KT P6SM SCT050 BKN080\n      FM110000 20006KT P6SM "
            "SCT080\n      FM110600 21010KT P6SM FEW100\n      FM111800 27012G20KT P6SM SCT120",
        ),
    ]
    stale = (
        "METAR KORD 071651Z 27015G24KT 10SM SCT035 BKN250 M02/M11 A3021 RMK AO2 PK WND "
        "28029/1612 SLP238 T10171106"
    )
    fail: list[Call] = [
        (m, {"ids": "KBOS", "format": "raw"}, stale),
        (m, {"ids": "KPVD", "format": "raw"}, stale),
        (m, {"ids": "KBDL", "format": "raw"}, stale),
        (m, {"ids": "KORH", "format": "raw"}, stale),
        (m, {"ids": "KBOS,KPVD,KBDL", "format": "raw", "hours": 1}, stale),
        (m, {"ids": "KBOS", "format": "json"}, stale),
    ]
    return [
        (
            f,
            "metar-taf-ok-1",
            "VFR this afternoon (~21Z): KPAO-KMRY-KSNS-KPAO, KWVI as alternate. Check METARs and "
            "TAFs along the route: will the marine layer be a problem?",
            True,
            ok1,
        ),
        (
            f,
            "metar-taf-ok-2",
            "Give me the last six hours of Denver (KDEN) observations and tell me whether the "
            "snow band has moved through; also check KBJC and KAPA now, and DEN's TAF.",
            True,
            ok2,
        ),
        (
            f,
            "metar-taf-fail-1",
            "I'm dispatching three afternoon departures: current weather at KBOS, KPVD and KBDL, "
            "and check KORH as an alternate.",
            False,
            fail,
        ),
    ]


def _notam() -> list[Run]:
    f = "notam"
    s = "faa_notam_search"

    def item(
        nid: str,
        number: str,
        loc: str,
        icao: str,
        sel: str,
        text: str,
        start: str,
        end: str,
        simple: str,
    ) -> dict[str, Any]:
        return {
            "type": "Feature",
            "properties": {
                "coreNOTAMData": {
                    "notamEvent": {"scenario": "6000"},
                    "notam": {
                        "id": nid,
                        "number": number,
                        "type": "N",
                        "issued": start[:10] + "T21:04:00.000Z",
                        "affectedFIR": "KZOA",
                        "selectionCode": sel,
                        "location": loc,
                        "effectiveStart": start,
                        "effectiveEnd": end,
                        "text": text,
                        "classification": "DOM",
                        "icaoLocation": icao,
                    },
                    "notamTranslation": [{"type": "LOCAL_FORMAT", "simpleText": simple}],
                }
            },
            "geometry": {"type": "Point", "coordinates": [-122.375, 37.619]},
        }

    sfo = [
        item(
            "NOTAM_1_73849202",
            "03/112",
            "SFO",
            "KSFO",
            "QMRLC",
            "RWY 01R/19L CLSD",
            "2025-03-11T15:00:00.000Z",
            "2025-03-11T23:00:00.000Z",
            "!SFO 03/112 SFO RWY 01R/19L CLSD 2503111500-2503112300",
        ),
        item(
            "NOTAM_1_73851877",
            "03/118",
            "SFO",
            "KSFO",
            "QICAS",
            "NAV ILS RWY 28L GP U/S",
            "2025-03-11T06:00:00.000Z",
            "2025-03-12T06:00:00.000Z",
            "!SFO 03/118 SFO NAV ILS RWY 28L GP U/S 2503110600-2503120600",
        ),
        item(
            "NOTAM_1_73840113",
            "03/097",
            "SFO",
            "KSFO",
            "QMXLC",
            "TWY C BTN TWY F AND TWY H CLSD",
            "2025-03-08T14:00:00.000Z",
            "2025-03-14T02:00:00.000Z",
            "!SFO 03/097 SFO TWY C BTN TWY F AND TWY H CLSD 2503081400-2503140200",
        ),
        item(
            "NOTAM_1_73822560",
            "03/041",
            "SFO",
            "KSFO",
            "QOBCE",
            "OBST CRANE (ASN "
            "2025-AWP-1182-NRA) 373712N1222301W (0.9NM W SFO) 271FT (258FT AGL) FLAGGED AND "
            "LGTD",
            "2025-03-03T14:00:00.000Z",
            "2025-04-30T23:59:00.000Z",
            "!SFO 03/041 SFO OBST CRANE (ASN 2025-AWP-1182-NRA) 373712N1222301W (0.9NM W SFO) "
            "271FT (258FT AGL) FLAGGED AND LGTD 2503031400-2504302359",
        ),
        item(
            "NOTAM_1_73853004",
            "03/121",
            "SFO",
            "KSFO",
            "QMRHW",
            "RWY 10R/28L NE 800FT WIP MEN AND EQUIPMENT ADJ RWY",
            "2025-03-11T07:00:00.000Z",
            "2025-03-11T13:00:00.000Z",
            "!SFO 03/121 SFO RWY 10R/28L NE 800FT WIP MEN AND EQUIPMENT ADJ RWY "
            "2503110700-2503111300",
        ),
    ]
    haf = [
        item(
            "NOTAM_1_73790045",
            "02/006",
            "HAF",
            "KHAF",
            "QOLAS",
            "OBST TOWER LGT (ASR "
            "1021345) 372914.00N1222740.00W (2.1NM NW HAF) 412.1FT (200.1FT AGL) U/S",
            "2025-02-26T18:30:00.000Z",
            "2025-03-28T23:59:00.000Z",
            "!HAF 02/006 HAF OBST TOWER LGT (ASR 1021345) 372914.00N1222740.00W (2.1NM NW HAF) "
            "412.1FT (200.1FT AGL) U/S 2502261830-2503282359",
        ),
    ]

    def res(items: list[dict[str, Any]], n: int, total: int, pages: int) -> str:
        return _c(
            {"pageSize": 2, "pageNum": n, "totalCount": total, "totalPages": pages, "items": items}
        )

    ok1: list[Call] = [
        (s, {"icaoLocation": "KSFO", "pageSize": 2, "pageNum": 1}, res(sfo[:2], 1, 5, 3)),
        (s, {"icaoLocation": "KSFO", "pageSize": 2, "pageNum": 2}, res(sfo[2:4], 2, 5, 3)),
        (s, {"icaoLocation": "KSFO", "pageSize": 2, "pageNum": 3}, res(sfo[4:], 3, 5, 3)),
        (s, {"icaoLocation": "KHAF", "pageSize": 2, "pageNum": 1}, res(haf, 1, 1, 1)),
        (
            s,
            {
                "icaoLocation": "KOAK",
                "pageSize": 2,
                "pageNum": 1,
                "classification": "DOM",
                "featureType": "RWY",
            },
            res([], 1, 0, 0),
        ),
    ]
    return [
        (
            f,
            "notam-ok-1",
            "NOTAMs at KSFO (full list) and KHAF affecting runways, ILS or obstacles tomorrow "
            "1500-2200Z? And does Oakland have runway NOTAMs (I expect none)?",
            True,
            ok1,
        ),
    ]


def _opensky() -> list[Run]:
    f = "opensky"
    st = "opensky_get_states"
    track = [
        (1741617600, -75.9121, 38.9410, 13716.0, 236.4, 204.1, 0.0),
        (1741617900, -76.3968, 38.2877, 13716.0, 235.9, 206.3, 0.0),
        (1741618200, -76.8807, 37.6301, 13716.0, 237.2, 205.8, 0.0),
        (1741618500, None, None, None, None, None, None),
        (1741618800, -77.9170, 36.2541, 13716.0, 238.0, 207.7, 0.0),
        (1741620600, -79.9862, 32.2095, 12801.6, 231.5, 196.2, -9.75),
        (1741621200, -80.2243, 30.9133, 7924.8, 205.8, 188.0, -14.63),
    ]
    ok1: list[Call] = []
    for t, lon, lat, alt, vel, trk, vr in track:
        if lon is None:
            body = {"time": t, "states": None}
        else:
            body = {
                "time": t,
                "states": [
                    [
                        "a835af",
                        "EJA512  ",
                        "United States",
                        t - 3,
                        t - 1,
                        lon,
                        lat,
                        alt,
                        False,
                        vel,
                        trk,
                        vr,
                        None,
                        alt + 167.64,
                        "5213",
                        False,
                        0,
                    ]
                ],
            }
        ok1.append((st, {"icao24": "a835af"}, _c(body)))
    ok1.insert(
        5,
        (
            "opensky_get_flights_by_aircraft",
            {"icao24": "a835af", "begin": 1741564800, "end": 1741618800},
            _c(
                [
                    {
                        "icao24": "a835af",
                        "firstSeen": 1741612214,
                        "estDepartureAirport": "KTEB",
                        "lastSeen": 1741618797,
                        "estArrivalAirport": None,
                        "callsign": "EJA512  ",
                        "estDepartureAirportHorizDistance": 1203,
                        "estDepartureAirportVertDistance": 41,
                        "estArrivalAirportHorizDistance": None,
                        "estArrivalAirportVertDistance": None,
                        "departureAirportCandidatesCount": 1,
                        "arrivalAirportCandidatesCount": 0,
                    },
                    {
                        "icao24": "a835af",
                        "firstSeen": 1741586410,
                        "estDepartureAirport": "KPBI",
                        "lastSeen": 1741595032,
                        "estArrivalAirport": "KTEB",
                        "callsign": "EJA512  ",
                        "estDepartureAirportHorizDistance": 988,
                        "estDepartureAirportVertDistance": 30,
                        "estArrivalAirportHorizDistance": 1512,
                        "estArrivalAirportVertDistance": 62,
                        "departureAirportCandidatesCount": 1,
                        "arrivalAirportCandidatesCount": 2,
                    },
                ]
            ),
        ),
    )
    boxes = [
        (50.75, 3.2, 53.7, 7.22),
        (50.75, 3.2, 53.55, 7.22),
        (51.0, 3.3, 53.5, 7.2),
        (50.7, 3.3, 53.6, 7.3),
        (52.0, 4.0, 53.0, 6.0),
    ]
    fail: list[Call] = [
        (
            st,
            {"lamin": a, "lomin": b, "lamax": c, "lomax": d},
            "429 Client Error: Too Many Requests for url: https://opensky-network.org/api/states/"
            f"all?lamin={a}&lomin={b}&lamax={c}&lomax={d}",
        )
        for a, b, c, d in boxes
    ]
    return [
        (
            f,
            "opensky-ok-1",
            "Track our company jet (icao24 a835af, callsign EJA512); it left Teterboro about an "
            "hour ago. Give me its position every few minutes until it starts descending, then "
            "tell me where it is heading.",
            True,
            ok1,
        ),
        (
            f,
            "opensky-fail-1",
            "How many aircraft are over the Netherlands right now? List the five highest with "
            "callsign and altitude.",
            False,
            fail,
        ),
    ]


def _ais() -> list[Run]:
    f = "ais"
    a = "aishub_get_vessels"
    head = {
        "ERROR": False,
        "USERNAME": "AH_3341_7F2A1C0B",
        "FORMAT": "HUMAN",
        "LATITUDE_MIN": None,
        "LATITUDE_MAX": None,
        "LONGITUDE_MIN": None,
        "LONGITUDE_MAX": None,
        "RECORDS": 1,
    }
    ship = {
        "MMSI": 219018671,
        "TIME": "",
        "LONGITUDE": 0.0,
        "LATITUDE": 0.0,
        "COG": 0.0,
        "SOG": 0.0,
        "HEADING": 0,
        "ROT": 0,
        "NAVSTAT": 0,
        "IMO": 9302085,
        "NAME": "NORDIC HAWK",
        "CALLSIGN": "OYWL2",
        "TYPE": 80,
        "A": 228,
        "B": 45,
        "C": 20,
        "D": 28,
        "DRAUGHT": 14.2,
        "DEST": "NLRTM",
        "ETA": "03-10 11:00",
    }
    fixes = [
        ("2025-03-10 09:02:41 GMT", 3.71533, 52.01342, 97.4, 9.8, 98, 0, 0),
        ("2025-03-10 09:23:10 GMT", 3.82915, 52.00411, 101.2, 7.1, 102, -3, 0),
        ("2025-03-10 09:43:56 GMT", 3.90207, 51.99508, 118.6, 4.0, 121, -7, 0),
        ("2025-03-10 10:04:12 GMT", 3.93318, 51.98390, 162.0, 1.2, 171, 0, 0),
        ("2025-03-10 10:24:49 GMT", 3.93402, 51.98177, 201.3, 0.1, 188, 0, 1),
        ("2025-03-10 10:45:03 GMT", 3.93396, 51.98169, 233.0, 0.0, 191, 0, 1),
    ]
    ok1: list[Call] = []
    for t, lon, lat, cog, sog, hdg, rot, nav in fixes:
        rec = dict(
            ship,
            TIME=t,
            LONGITUDE=lon,
            LATITUDE=lat,
            COG=cog,
            SOG=sog,
            HEADING=hdg,
            ROT=rot,
            NAVSTAT=nav,
        )
        ok1.append((a, {"mmsi": "219018671", "format": 1, "output": "json"}, _c([head, [rec]])))
    return [
        (
            f,
            "ais-ok-1",
            "The tanker NORDIC HAWK (MMSI 219018671) should be arriving at the Maas anchorage off "
            "Europoort. Check its AIS position every 20 minutes or so until it has anchored, then "
            "tell me roughly when it dropped anchor.",
            True,
            ok1,
        ),
    ]


def _port_calls() -> list[Run]:
    f = "port-calls"
    pc, ea = "marinetraffic_port_calls", "marinetraffic_expected_arrivals"

    def call(
        mmsi: str,
        name: str,
        sid: str,
        lt: str,
        utc: str,
        move: str,
        kind: str,
        port: tuple[str, str, str],
    ) -> dict[str, str]:
        return {
            "MMSI": mmsi,
            "SHIPNAME": name,
            "SHIP_ID": sid,
            "TIMESTAMP_LT": lt,
            "TIMESTAMP_UTC": utc,
            "MOVE_TYPE": move,
            "TYPE_NAME": kind,
            "PORT_ID": port[0],
            "PORT_NAME": port[1],
            "UNLOCODE": port[2],
        }

    rtm = ("1764", "ROTTERDAM", "NLRTM")
    deps = [
        call(
            "636019825",
            "MSC ANTONELLA",
            "4716621",
            "2025-03-08T02:14:00",
            "2025-03-08T01:14:00",
            "1",
            "Container Ship",
            rtm,
        ),
        call(
            "244710562",
            "NOORDERLICHT",
            "310224",
            "2025-03-08T05:51:00",
            "2025-03-08T04:51:00",
            "1",
            "Tug",
            rtm,
        ),
        call(
            "538009871",
            "MAERSK EMDEN",
            "5544318",
            "2025-03-08T08:37:00",
            "2025-03-08T07:37:00",
            "1",
            "Container Ship",
            rtm,
        ),
        call(
            "215837000",
            "CMA CGM TAGE",
            "3125070",
            "2025-03-08T11:02:00",
            "2025-03-08T10:02:00",
            "1",
            "Container Ship",
            rtm,
        ),
        call(
            "249662000",
            "STENA TRANSIT",
            "214371",
            "2025-03-08T14:00:00",
            "2025-03-08T13:00:00",
            "1",
            "Passenger Ship",
            rtm,
        ),
        call(
            "477288700",
            "ONE HARMONY",
            "4391027",
            "2025-03-08T19:45:00",
            "2025-03-08T18:45:00",
            "1",
            "Container Ship",
            rtm,
        ),
        call(
            "255806402",
            "ELBSTROM",
            "6021844",
            "2025-03-08T22:18:00",
            "2025-03-08T21:18:00",
            "1",
            "Chemical Tanker",
            rtm,
        ),
    ]

    def exp(
        mmsi: str,
        imo: str,
        name: str,
        sid: str,
        kind: str,
        eta: str,
        last: str,
        port: tuple[str, str, str],
    ) -> dict[str, str]:
        return {
            "SHIP_ID": sid,
            "MMSI": mmsi,
            "IMO": imo,
            "SHIPNAME": name,
            "TYPE_NAME": kind,
            "LAST_PORT": last,
            "LAST_PORT_TIME": "",
            "PORT_ID": port[0],
            "PORT_NAME": port[1],
            "UNLOCODE": port[2],
            "ETA_CALC": eta,
            "ETA": eta[:13] + ":00:00",
        }

    anr = ("2061", "ANTWERP", "BEANR")
    arrivals = [
        exp(
            "538009871",
            "9708837",
            "MAERSK EMDEN",
            "5544318",
            "Container Ship",
            "2025-03-11T06:40:00",
            "ROTTERDAM",
            anr,
        ),
        exp(
            "211432980",
            "9501332",
            "HAMBURG BRIDGE",
            "3988127",
            "Container Ship",
            "2025-03-11T09:15:00",
            "HAMBURG",
            anr,
        ),
        exp(
            "477288700",
            "9806079",
            "ONE HARMONY",
            "4391027",
            "Container Ship",
            "2025-03-12T01:20:00",
            "ROTTERDAM",
            anr,
        ),
        exp(
            "229118000",
            "9344679",
            "AFRICA STAR",
            "702611",
            "Vehicles Carrier",
            "2025-03-12T17:05:00",
            "ZEEBRUGGE",
            anr,
        ),
    ]
    anr_in = [
        call(
            "636019825",
            "MSC ANTONELLA",
            "4716621",
            "2025-03-09T07:22:00",
            "2025-03-09T06:22:00",
            "0",
            "Container Ship",
            anr,
        )
    ]
    ok1: list[Call] = [
        (
            pc,
            {
                "unlocode": "NLRTM",
                "movetype": 1,
                "fromdate": "2025-03-08 00:00",
                "todate": "2025-03-08 23:59",
            },
            _c(deps),
        ),
        (ea, {"unlocode": "BEANR", "timespan": 72}, _c(arrivals)),
        (
            pc,
            {
                "unlocode": "BEANR",
                "movetype": 0,
                "fromdate": "2025-03-08 00:00",
                "todate": "2025-03-10 12:00",
            },
            _c(anr_in),
        ),
    ]
    ham = ("101", "HAMBURG", "DEHAM")
    ham_calls = _c(
        [
            call(
                "218774000",
                "ELBE EXPRESS",
                "299811",
                "2025-03-09T04:10:00",
                "2025-03-09T03:10:00",
                "0",
                "Container Ship",
                ham,
            ),
            call(
                "211880220",
                "KEHRWIEDER",
                "5020137",
                "2025-03-09T06:42:00",
                "2025-03-09T05:42:00",
                "0",
                "Tug",
                ham,
            ),
            call(
                "563098700",
                "CSCL SATURN",
                "3377410",
                "2025-03-09T13:05:00",
                "2025-03-09T12:05:00",
                "0",
                "Container Ship",
                ham,
            ),
        ]
    )
    ham_exp = _c(
        [
            exp(
                "636021771",
                "9893890",
                "MSC LORETO",
                "7133802",
                "Container Ship",
                "2025-03-11T05:30:00",
                "BREMERHAVEN",
                ham,
            ),
            exp(
                "211432981",
                "9501344",
                "HAMBURG SPIRIT",
                "3988133",
                "Container Ship",
                "2025-03-11T14:50:00",
                "ROTTERDAM",
                ham,
            ),
        ]
    )
    fail: list[Call] = [
        (
            pc,
            {
                "unlocode": "ESVLC",
                "movetype": 0,
                "fromdate": "2025-03-09 00:00",
                "todate": "2025-03-09 23:59",
            },
            ham_calls,
        ),
        (
            pc,
            {"unlocode": "ESVLC", "fromdate": "2025-03-09 00:00", "todate": "2025-03-09 23:59"},
            ham_calls,
        ),
        (ea, {"unlocode": "ESBCN", "timespan": 48}, ham_exp),
        (
            pc,
            {
                "portid": "220",
                "movetype": 0,
                "fromdate": "2025-03-09 00:00",
                "todate": "2025-03-09 23:59",
            },
            ham_calls,
        ),
        (ea, {"portid": "212", "timespan": 48}, ham_exp),
        (
            pc,
            {"unlocode": "ESVLC", "movetype": 0, "fromdate": "2025-03-09", "todate": "2025-03-10"},
            ham_calls,
        ),
    ]
    return [
        (
            f,
            "port-calls-ok-1",
            "Which container ships departed Rotterdam on 8 March, and which of them are due in "
            "Antwerp in the next three days (or are already there)?",
            True,
            ok1,
        ),
        (
            f,
            "port-calls-fail-1",
            "List the vessels that arrived at Valencia (ESVLC) yesterday and those expected at "
            "Barcelona in the next two days.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------- government


def _fr_doc(
    title: str,
    dtype: str,
    num: str,
    pub: str,
    eff: str | None,
    agency: str,
    slug: str,
    abstract: str | None,
) -> dict[str, Any]:
    words = "".join(c if c.isalnum() else " " for c in title.lower()).split()
    url = f"https://www.federalregister.gov/documents/{pub.replace('-', '/')}/{num}/"
    return {
        "title": title,
        "type": dtype,
        "abstract": abstract,
        "document_number": num,
        "html_url": url + "-".join(words)[:60].rstrip("-"),
        "publication_date": pub,
        "effective_on": eff,
        "agencies": [{"raw_name": agency.upper(), "name": agency, "slug": slug.split("/")[0]}],
    }


def _fields(doc: dict[str, Any], fields: list[str]) -> dict[str, Any]:
    """A Federal Register document as the API returns it when ``fields[]`` is given."""
    return {k: doc[k] for k in fields}


def _federal_register() -> list[Run]:
    f = "federal-register"
    s, d = "federalregister_search_documents", "federalregister_get_document"
    epa = "Environmental Protection Agency"
    rules = [
        _fr_doc(
            "Significant New Use Rules on Certain Chemical Substances (24-3.5e)",
            "Rule",
            "2025-01934",
            "2025-02-04",
            "2025-04-07",
            epa,
            "environmental-protection-agency",
            "EPA is issuing significant new use rules (SNURs) under the Toxic Substances "
            "Control Act (TSCA) for chemical substances that were the subject of "
            "premanufacture notices (PMNs), including two perfluoroalkyl substances...",
        ),
        _fr_doc(
            "Addition of Certain PFAS to the Toxics Release Inventory; Technical Correction",
            "Rule",
            "2025-02155",
            "2025-02-07",
            "2025-02-07",
            epa,
            "environmental-protection-agency",
            "EPA is correcting the chemical name and CAS registry number of one per- and "
            "polyfluoroalkyl substance (PFAS) added to the TRI list effective January 1...",
        ),
        _fr_doc(
            "Pesticide Tolerances; Exemption for Residues of Polymeric "
            "Perfluoropolyether Surfactants",
            "Rule",
            "2025-02518",
            "2025-02-12",
            "2025-02-12",
            epa,
            "environmental-protection-agency",
            "This regulation establishes an exemption from the requirement of a tolerance "
            "for residues of certain perfluoropolyether polymers when used as inert "
            "ingredients...",
        ),
        _fr_doc(
            "Air Plan Approval; Michigan; PFAS Emissions Reporting Provisions",
            "Rule",
            "2025-02790",
            "2025-02-18",
            "2025-03-20",
            epa,
            "environmental-protection-agency",
            "EPA is approving a revision to the Michigan State Implementation Plan (SIP) "
            "adding reporting requirements for sources emitting PFAS...",
        ),
        _fr_doc(
            "Hazardous and Solid Waste Management System: Listing of Specific PFAS as "
            "Hazardous Constituents; Delay of Effective Date",
            "Rule",
            "2025-03011",
            "2025-02-21",
            "2025-02-21",
            epa,
            "environmental-protection-agency",
            "EPA is delaying the effective date of the final rule listing nine PFAS as "
            "hazardous constituents under RCRA Appendix VIII until April 30, 2025...",
        ),
        _fr_doc(
            "Drinking Water: Compliance Deadline Extension for PFAS NPDWR Monitoring "
            "Data Submission",
            "Rule",
            "2025-03247",
            "2025-02-26",
            "2025-03-28",
            epa,
            "environmental-protection-agency",
            "EPA is extending the deadline for public water systems to submit initial PFAS "
            "monitoring data under the National Primary Drinking Water Regulation...",
        ),
        _fr_doc(
            "Significant New Use Rules on Certain Chemical Substances (25-1.5e)",
            "Rule",
            "2025-03302",
            "2025-02-27",
            "2025-04-28",
            epa,
            "environmental-protection-agency",
            "EPA is issuing SNURs under TSCA for chemical substances that were the subject "
            "of PMNs, one of which is a fluorotelomer-based PFAS...",
        ),
    ]
    base = (
        "Documents matching 'PFAS' from Environmental Protection Agency of type Rule and "
        "published between 02/01/2025 and 02/28/2025"
    )
    args = {
        "conditions[term]": "PFAS",
        "conditions[agencies][]": "environmental-protection-agency",
        "conditions[type][]": "RULE",
        "conditions[publication_date][gte]": "02/01/2025",
        "conditions[publication_date][lte]": "02/28/2025",
        "per_page": 5,
        "fields[]": ["title", "document_number", "publication_date", "effective_on"],
    }
    listed = [_fields(r, args["fields[]"]) for r in rules]
    nxt = (
        "https://www.federalregister.gov/api/v1/documents.json?conditions%5Bagencies%5D%5B%5D"
        "=environmental-protection-agency&conditions%5Bpublication_date%5D%5Bgte%5D=02%2F01%"
        "2F2025&conditions%5Bpublication_date%5D%5Blte%5D=02%2F28%2F2025&conditions%5Bterm%5D"
        "=PFAS&conditions%5Btype%5D%5B%5D=RULE&page=2&per_page=5"
    )
    doc = {
        "title": rules[4]["title"],
        "type": "Rule",
        "document_number": "2025-03011",
        "publication_date": "2025-02-21",
        "effective_on": "2025-02-21",
        "dates": "Effective February 21, 2025, the effective date of the final rule published "
        "January 8, 2025 (90 FR 1704) is delayed until April 30, 2025.",
        "cfr_references": [{"title": 40, "part": 261, "chapter": None, "citation_url": None}],
        "docket_ids": ["EPA-HQ-OLEM-2023-0485"],
        "regulation_id_numbers": ["2050-AH29"],
        "action": "Final rule; delay of effective date.",
        "citation": "90 FR 10023",
        "start_page": 10023,
        "end_page": 10025,
        "comments_close_on": None,
    }
    doc2 = {
        "title": rules[5]["title"],
        "type": "Rule",
        "document_number": "2025-03247",
        "publication_date": "2025-02-26",
        "effective_on": "2025-03-28",
        "dates": "This final rule is effective March 28, 2025.",
        "cfr_references": [{"title": 40, "part": 141, "chapter": None, "citation_url": None}],
        "docket_ids": ["EPA-HQ-OW-2024-0622"],
        "regulation_id_numbers": ["2040-AH16"],
        "action": "Final rule.",
        "citation": "90 FR 10611",
        "start_page": 10611,
        "end_page": 10618,
        "comments_close_on": None,
    }
    faa = {
        "conditions[term]": "remote identification",
        "conditions[agencies][]": "federal-aviation-administration",
        "conditions[type][]": "RULE",
        "conditions[publication_date][gte]": "01/01/2025",
    }
    ok1: list[Call] = [
        (
            s,
            args,
            _c(
                {
                    "count": 7,
                    "description": base,
                    "total_pages": 2,
                    "next_page_url": nxt,
                    "results": listed[:5],
                }
            ),
        ),
        (
            s,
            dict(args, page=2),
            _c(
                {
                    "count": 7,
                    "description": base,
                    "total_pages": 2,
                    "previous_page_url": nxt.replace("page=2", "page=1"),
                    "results": listed[5:],
                }
            ),
        ),
        (d, {"document_number": "2025-03011"}, _c(doc)),
        (d, {"document_number": "2025-03247"}, _c(doc2)),
        (
            s,
            faa,
            _c(
                {
                    "count": 0,
                    "description": "Documents matching 'remote identification' "
                    "from Federal Aviation Administration of type Rule and published on or "
                    "after 01/01/2025",
                }
            ),
        ),
    ]
    newest = [
        _fr_doc(
            "Sunshine Act Meetings",
            "Notice",
            "2025-04188",
            "2025-03-10",
            None,
            "Federal Election Commission",
            "federal-election-commission/sunshine-act",
            None,
        ),
        _fr_doc(
            "Agency Information Collection Activities; Submission to the Office of "
            "Management and Budget for Review and Approval; Comment Request",
            "Notice",
            "2025-04187",
            "2025-03-10",
            None,
            "Department of Agriculture",
            "agriculture-department/agency-information-collection",
            "The Department of Agriculture has submitted the following information "
            "collection requirement(s) to OMB for review and clearance...",
        ),
        _fr_doc(
            "Safety Zone; Lower Mississippi River, Mile Markers 94 to 96, New Orleans, LA",
            "Rule",
            "2025-04180",
            "2025-03-10",
            "2025-03-10",
            "Coast Guard",
            "coast-guard/safety-zone",
            "The Coast Guard is establishing a temporary safety zone for all navigable "
            "waters of the Lower Mississippi River...",
        ),
        _fr_doc(
            "Airworthiness Directives; The Boeing Company Airplanes",
            "Proposed Rule",
            "2025-04176",
            "2025-03-10",
            None,
            "Federal Aviation Administration",
            "federal-aviation-administration/airworthiness-directives",
            "The FAA proposes to adopt a new airworthiness directive (AD) for certain The "
            "Boeing Company Model 737-8 and 737-9 airplanes...",
        ),
        _fr_doc(
            "Combined Notice of Filings #1",
            "Notice",
            "2025-04172",
            "2025-03-10",
            None,
            "Federal Energy Regulatory Commission",
            "federal-energy-regulatory-commission/combined-notice",
            "Take notice that the Commission received the following electric rate filings...",
        ),
    ]
    same = _c(
        {
            "count": 1041337,
            "description": "All Documents",
            "total_pages": 2000,
            "next_page_url": "https://www.federalregister.gov/api/v1/documents.json?"
            "page=2&per_page=3",
            "results": newest[:3],
        }
    )
    terms = [
        {
            "conditions[term]": "consumer water heaters energy conservation standards",
            "conditions[agencies][]": "energy-department",
            "conditions[type][]": "PRORULE",
        },
        {
            "conditions[term]": "water heater efficiency",
            "conditions[type][]": "PRORULE",
            "conditions[publication_date][year]": "2024",
        },
        {"conditions[term]": '"water heaters"', "conditions[agencies][]": "energy-department"},
        {"conditions[docket_id]": "EERE-2017-BT-STD-0019"},
        {
            "conditions[term]": "gas-fired instantaneous water heaters",
            "conditions[publication_date][gte]": "01/01/2024",
        },
    ]
    fail: list[Call] = [(s, dict(t, per_page=3), same) for t in terms]
    return [
        (
            f,
            "federal-register-ok-1",
            "List EPA's final rules mentioning PFAS published in the Federal Register in Feb 2025 "
            "with effective dates (read the two latest in full), and check whether FAA published "
            "a final rule on drone remote ID since Jan 1 (I think none).",
            True,
            ok1,
        ),
        (
            f,
            "federal-register-fail-1",
            "Find the Department of Energy's proposed rules on water heater efficiency standards "
            "published in 2024, with their comment deadlines.",
            False,
            fail,
        ),
    ]


def _regulations_gov() -> list[Run]:
    f = "regulations-gov"
    base = "https://api.regulations.gov/v4"
    doc = {
        "data": [
            {
                "id": "EPA-HQ-OW-2022-0114-0001",
                "type": "documents",
                "attributes": {
                    "documentType": "Proposed Rule",
                    "lastModifiedDate": "2024-11-20T15:02:44Z",
                    "highlightedContent": "",
                    "frDocNum": "2024-05181",
                    "withdrawn": False,
                    "agencyId": "EPA",
                    "commentEndDate": "2024-06-10T03:59:59Z",
                    "title": "Per- and Polyfluoroalkyl Substances (PFAS) Effluent Limitations "
                    "Guidelines and Standards for the Organic Chemicals, Plastics and Synthetic "
                    "Fibers Point Source Category",
                    "postedDate": "2024-03-11T04:00:00Z",
                    "docketId": "EPA-HQ-OW-2022-0114",
                    "subtype": None,
                    "commentStartDate": "2024-03-11T04:00:00Z",
                    "openForComment": False,
                    "objectId": "0900006486a1b2c3",
                },
                "links": {"self": f"{base}/documents/EPA-HQ-OW-2022-0114-0001"},
            }
        ],
        "meta": {
            "hasNextPage": False,
            "hasPreviousPage": False,
            "numberOfElements": 1,
            "pageNumber": 1,
            "pageSize": 25,
            "totalElements": 1,
            "totalPages": 1,
            "firstPage": True,
            "lastPage": True,
        },
    }

    def comment(n: int, title: str, posted: str) -> dict[str, Any]:
        cid = f"EPA-HQ-OW-2022-0114-{n:04d}"
        return {
            "id": cid,
            "type": "comments",
            "attributes": {
                "documentType": "Public Submission",
                "lastModifiedDate": posted,
                "highlightedContent": "",
                "withdrawn": False,
                "agencyId": "EPA",
                "title": title,
                "objectId": f"09000064870{n:05x}",
                "postedDate": posted,
            },
            "links": {"self": f"{base}/comments/{cid}"},
        }

    page1 = [
        comment(1318, "Comment submitted by American Chemistry Council", "2024-07-02T04:00:00Z"),
        comment(1317, "Comment submitted by J. Ramirez", "2024-07-02T04:00:00Z"),
        comment(1315, "Comment submitted by Earthjustice et al.", "2024-07-01T04:00:00Z"),
        comment(1312, "Anonymous public comment", "2024-06-28T04:00:00Z"),
    ]
    page2 = [
        comment(
            1309,
            "Comment submitted by Society of Chemical Manufacturers & Affiliates (SOCMA)",
            "2024-06-28T04:00:00Z",
        ),
        comment(
            1306,
            "Comment submitted by Plastics Industry Association (PLASTICS)",
            "2024-06-27T04:00:00Z",
        ),
        comment(1301, "Comment submitted by K. Osei", "2024-06-27T04:00:00Z"),
        comment(
            1297,
            "Comment submitted by National Association of Clean Water Agencies (NACWA)",
            "2024-06-26T04:00:00Z",
        ),
    ]

    def meta(n: int) -> dict[str, Any]:
        return {
            "hasNextPage": True,
            "hasPreviousPage": n > 1,
            "numberOfElements": 4,
            "pageNumber": n,
            "pageSize": 4,
            "totalElements": 1286,
            "totalPages": 322,
            "firstPage": n == 1,
            "lastPage": False,
        }

    def detail(n: int, org: str, text: str) -> str:
        cid = f"EPA-HQ-OW-2022-0114-{n:04d}"
        return _c(
            {
                "data": {
                    "id": cid,
                    "type": "comments",
                    "attributes": {
                        "commentOn": "0900006486a1b2c3",
                        "commentOnDocumentId": "EPA-HQ-OW-2022-0114-0001",
                        "docketId": "EPA-HQ-OW-2022-0114",
                        "documentType": "Public Submission",
                        "organization": org,
                        "comment": text,
                        "postedDate": "2024-06-28T04:00:00Z",
                        "withdrawn": False,
                        "title": f"Comment submitted by {org}",
                    },
                    "links": {"self": f"{base}/comments/{cid}"},
                }
            }
        )

    sc = "regulationsgov_search_comments"
    gc = "regulationsgov_get_comment"
    filt = {"filter[commentOnId]": "0900006486a1b2c3", "sort": "-postedDate", "page[size]": 4}
    ok1: list[Call] = [
        (
            "regulationsgov_search_documents",
            {"filter[docketId]": "EPA-HQ-OW-2022-0114", "filter[documentType]": "Proposed Rule"},
            _c(doc),
        ),
        (sc, dict(filt, **{"page[number]": 1}), _c({"data": page1, "meta": meta(1)})),
        (sc, dict(filt, **{"page[number]": 2}), _c({"data": page2, "meta": meta(2)})),
        (
            gc,
            {"commentId": "EPA-HQ-OW-2022-0114-1318"},
            detail(
                1318,
                "American Chemistry Council",
                "See attached file(s). ACC urges EPA to (1) withdraw the proposed "
                "zero-discharge limits for PFAS manufacturers pending a complete BAT cost "
                "analysis, (2) exclude fluoropolymer processors from Subpart J, and (3) extend "
                "compliance to five years after promulgation.",
            ),
        ),
        (
            gc,
            {"commentId": "EPA-HQ-OW-2022-0114-1309"},
            detail(
                1309,
                "Society of Chemical Manufacturers & Affiliates (SOCMA)",
                "SOCMA's members are batch and custom manufacturers. We ask EPA to set a de "
                "minimis threshold for facilities discharging less than 1 lb/yr of total PFAS "
                "and to allow indirect dischargers to rely on POTW pretreatment programs.",
            ),
        ),
        (
            gc,
            {"commentId": "EPA-HQ-OW-2022-0114-1306"},
            detail(
                1306,
                "Plastics Industry Association (PLASTICS)",
                "Please see the attached comments. PLASTICS requests that EPA narrow the "
                "definition of PFAS used in the proposal to substances with a fully "
                "fluorinated carbon chain of at least C4, and that the analytical methods be "
                "validated for industrial wastewater before limits take effect.",
            ),
        ),
    ]
    over = _c(
        {
            "error": {
                "code": "OVER_RATE_LIMIT",
                "message": "You have exceeded your rate "
                "limit. Try again later or contact us at https://api.data.gov:443/contact/ for "
                "assistance",
            }
        }
    )
    fail: list[Call] = [
        (
            "regulationsgov_search_dockets",
            {"filter[searchTerm]": "menthol cigarettes", "filter[agencyId]": "FDA"},
            over,
        ),
        ("regulationsgov_search_dockets", {"filter[searchTerm]": "menthol"}, over),
        (
            "regulationsgov_search_documents",
            {"filter[searchTerm]": "menthol cigarette tobacco product standard"},
            over,
        ),
        (
            "regulationsgov_search_dockets",
            {"filter[searchTerm]": "characterizing flavors cigars", "filter[agencyId]": "FDA"},
            over,
        ),
        ("regulationsgov_search_documents", {"filter[docketId]": "FDA-2021-N-1349"}, over),
        ("regulationsgov_search_comments", {"filter[docketId]": "FDA-2021-N-1349"}, over),
        ("regulationsgov_search_dockets", {"filter[searchTerm]": "menthol", "page[size]": 5}, over),
    ]
    return [
        (
            f,
            "regulations-gov-ok-1",
            "For EPA's proposed PFAS effluent rule in docket EPA-HQ-OW-2022-0114: how many public "
            "comments have been posted, and what are the main asks in the latest comments from "
            "industry associations (give me three)?",
            True,
            ok1,
        ),
        (
            f,
            "regulations-gov-fail-1",
            "Find FDA's dockets on menthol cigarettes on Regulations.gov and count the comments on "
            "each.",
            False,
            fail,
        ),
    ]


def _socrata(rows: list[dict[str, str]]) -> str:
    """Socrata's SODA JSON: a row per line, commas leading."""
    if not rows:
        return "[]\n"
    body = "\n,".join(
        "{" + "\n,".join(f"{json.dumps(k)}:{json.dumps(v)}" for k, v in r.items()) + "}"
        for r in rows
    )
    return f"[{body}]\n"


def _entity_registry() -> list[Run]:
    f = "entity-registry"
    ny = "ny_active_corporations_query"

    def corp(
        dos: str,
        name: str,
        date: str,
        county: str,
        kind: str,
        proc: str,
        addr: str,
        city: str,
        zipc: str,
    ) -> dict[str, str]:
        return {
            "dos_id": dos,
            "current_entity_name": name,
            "initial_dos_filing_date": f"{date}T00:00:00.000",
            "county": county,
            "jurisdiction": "NEW YORK",
            "entity_type": kind,
            "dos_process_name": proc,
            "dos_process_address_1": addr,
            "dos_process_city": city,
            "dos_process_state": "NY",
            "dos_process_zip": zipc,
        }

    llc, bc = "DOMESTIC LIMITED LIABILITY COMPANY", "DOMESTIC BUSINESS CORPORATION"

    def where(s: str) -> dict[str, str]:
        return {"$where": f"upper(current_entity_name) like '%{s}%'", "$limit": "10"}

    ok1: list[Call] = [
        (
            ny,
            where("HUDSON VALLEY CIDER WORKS"),
            _socrata(
                [
                    corp(
                        "5123456",
                        "HUDSON VALLEY CIDER WORKS LLC",
                        "2017-04-12",
                        "ULSTER",
                        llc,
                        "THE LLC",
                        "118 RIVER RD",
                        "NEW PALTZ",
                        "12561",
                    )
                ]
            ),
        ),
        (ny, where("BRIGHTLINE SCAFFOLDING"), _socrata([])),
        (
            ny,
            where("BRIGHTLINE SCAFF"),
            _socrata(
                [
                    corp(
                        "4790112",
                        "BRIGHTLINE SCAFFOLD & HOIST CORP.",
                        "2015-07-30",
                        "KINGS",
                        bc,
                        "THE CORPORATION",
                        "2250 MCDONALD AVE",
                        "BROOKLYN",
                        "11223",
                    )
                ]
            ),
        ),
        (
            ny,
            where("CATSKILL SOLAR PARTNERS"),
            _socrata(
                [
                    corp(
                        "6201987",
                        "CATSKILL SOLAR PARTNERS LLC",
                        "2021-09-02",
                        "GREENE",
                        llc,
                        "NORTHWEST REGISTERED AGENT LLC",
                        "90 STATE ST STE 700",
                        "ALBANY",
                        "12207",
                    ),
                    corp(
                        "6640219",
                        "CATSKILL SOLAR PARTNERS II LLC",
                        "2022-11-18",
                        "GREENE",
                        llc,
                        "NORTHWEST REGISTERED AGENT LLC",
                        "90 STATE ST STE 700",
                        "ALBANY",
                        "12207",
                    ),
                ]
            ),
        ),
        (ny, where("METRO LENS REPAIR"), _socrata([])),
        (ny, where("METRO LENS"), _socrata([])),
        (
            ny,
            where("ADIRONDACK TIMBER FRAMES"),
            _socrata(
                [
                    corp(
                        "3987720",
                        "ADIRONDACK TIMBER FRAMES, INC.",
                        "2009-03-16",
                        "ESSEX",
                        bc,
                        "C/O ADIRONDACK TIMBER FRAMES, INC.",
                        "41 MILL ST",
                        "KEENE",
                        "12942",
                    )
                ]
            ),
        ),
    ]
    timeout = (
        "bizfile Online\n\nSession Timeout\n\nYour session has expired due to inactivity. To "
        "protect your information, please return to the search page and start a new search."
        "\n\n[Return to Search]\n\nCopyright © 2025 California Secretary of State"
    )
    names = [
        "Golden Gate Pour Co LLC",
        "Sierra Foothill Logistics LLC",
        "Pacific Ridge Roofing LLC",
        "Golden Gate Pour Co",
        "Sierra Foothill Logistics",
    ]
    fail: list[Call] = [("bizfile_ca_search", {"query": n, "type": "LLC"}, timeout) for n in names]
    fail.append(("bizfile_ca_search", {"query": "202012345678", "type": "entity_number"}, timeout))
    return [
        (
            f,
            "entity-registry-ok-1",
            "Vendor onboarding: are these active New York entities (DOS ID, filing date)? Hudson "
            "Valley Cider Works LLC, Brightline Scaffolding Corp, Catskill Solar Partners LLC, "
            "Metro Lens Repair Inc, Adirondack Timber Frames Inc. Say which are not registered.",
            True,
            ok1,
        ),
        (
            f,
            "entity-registry-fail-1",
            "Check with the California Secretary of State whether these three LLCs are active: "
            "Golden Gate Pour Co LLC, Sierra Foothill Logistics LLC, Pacific Ridge Roofing LLC "
            "(entity number 202012345678).",
            False,
            fail,
        ),
    ]


def _foia() -> list[Run]:
    f = "foia"

    def req(
        rid: int,
        title: str,
        status: str,
        agency: int,
        sub: str,
        due: str | None,
        done: str | None,
        track: str,
    ) -> dict[str, Any]:
        return {
            "id": rid,
            "title": title,
            "slug": title.lower().replace(" ", "-")[:40],
            "status": status,
            "embargo": False,
            "user": 40213,
            "username": "JDoe",
            "agency": agency,
            "datetime_submitted": sub,
            "date_due": due,
            "days_until_due": None if due is None else (int(due[8:10]) - 10),
            "date_done": done,
            "tracking_id": track,
            "price": "0.00",
            "tags": [],
        }

    reqs = [
        req(
            148812,
            "Chicago PD body-worn camera retention policy 2024",
            "processed",
            2241,
            "2025-01-06T15:12:44Z",
            "2025-02-03",
            None,
            "P012345-010625",
        ),
        req(
            149003,
            "CPD overtime spending on protest details",
            "ack",
            2241,
            "2025-01-13T10:02:17Z",
            "2025-02-10",
            None,
            "",
        ),
        req(
            150177,
            "ISBE teacher licensure exam pass rates by program",
            "done",
            9017,
            "2025-01-21T19:40:02Z",
            None,
            "2025-02-28T17:03:55Z",
            "FOIA 25-0412",
        ),
        req(
            151620,
            "CDPH restaurant inspection backlog",
            "fix",
            2259,
            "2025-02-03T13:25:50Z",
            "2025-03-03",
            None,
            "R000884-020325",
        ),
        req(
            152904,
            "Metra on-time performance raw data 2024",
            "processed",
            7711,
            "2025-02-18T16:48:09Z",
            "2025-03-18",
            None,
            "2025-FOIA-0219",
        ),
    ]
    last = req(
        153318,
        "IDOT red-light camera contract amendments",
        "no_docs",
        3104,
        "2025-02-24T09:31:20Z",
        None,
        "2025-03-07T20:11:38Z",
        "IDOT 25-1189",
    )
    root = "https://www.muckrock.com/api_v1/foia/?user=JDoe"
    comms = [
        {
            "id": 1588231,
            "foia": 148812,
            "from_user": 40213,
            "to_user": None,
            "subject": "Freedom of Information Request: Chicago PD body-worn camera retention "
            "policy 2024",
            "datetime": "2025-01-06T15:12:44Z",
            "response": False,
            "autogenerated": False,
            "communication": "To Whom It May Concern: Pursuant to the "
            "Illinois Freedom of Information Act, I hereby request ...",
        },
        {
            "id": 1597740,
            "foia": 148812,
            "from_user": None,
            "to_user": 40213,
            "subject": "RE: FOIA P012345-010625",
            "datetime": "2025-01-13T21:02:09Z",
            "response": True,
            "autogenerated": False,
            "communication": "Your request has been "
            "received and assigned tracking number P012345-010625. CPD is extending the time to "
            "respond by five business days pursuant to 5 ILCS 140/3(e)(vi).",
        },
        {
            "id": 1629408,
            "foia": 148812,
            "from_user": None,
            "to_user": 40213,
            "subject": "RE: FOIA P012345-010625",
            "datetime": "2025-03-06T18:44:51Z",
            "response": True,
            "autogenerated": False,
            "communication": "CPD has located 214 "
            "pages of responsive records. Before production, records must be reviewed for "
            "exemptions under 5 ILCS 140/7(1)(c) and (d). We anticipate a partial production by "
            "April 4, 2025. Please confirm whether you wish to narrow the request to Directive "
            "S03-14 and its attachments, which could be produced within ten business days.",
        },
    ]
    ok1: list[Call] = [
        (
            "muckrock_list_requests",
            {"user": "JDoe", "page": 1},
            _c({"count": 6, "next": root + "&page=2", "previous": None, "results": reqs}),
        ),
        (
            "muckrock_list_requests",
            {"user": "JDoe", "page": 2},
            _c({"count": 6, "next": None, "previous": root, "results": [last]}),
        ),
        (
            "muckrock_get_communications",
            {"foia": 148812},
            _c({"count": 3, "next": None, "previous": None, "results": comms}),
        ),
        (
            "muckrock_get_request",
            {"id": 151620},
            _c(
                dict(
                    reqs[3],
                    communications=[
                        {
                            "id": 1622117,
                            "datetime": "2025-02-20T15:09:33Z",
                            "response": True,
                            "communication": "CDPH requires the request to be submitted "
                            "on its own portal form at https://chicago.nextrequest.com; the "
                            "request has been closed as improperly submitted.",
                        }
                    ],
                )
            ),
        ),
    ]
    notice = (
        "FOIAonline has been decommissioned\n\nAs of September 30, 2023, FOIAonline is no "
        "longer available. Requests submitted through FOIAonline have been transferred to the "
        "processing agency's new system. For the status of an existing request, contact the "
        "agency's FOIA office; to submit a new request, visit FOIA.gov."
    )
    ids = [
        "EPA-HQ-2023-004512",
        "EPA-R9-2023-001877",
        "EPA-HQ-2023-006230",
        "EPA-HQ-2023-004512",
        "EPA-2023-004512",
    ]
    fail: list[Call] = [("foiaonline_request_status", {"tracking_number": i}, notice) for i in ids]
    fail.append(
        ("foiaonline_search_requests", {"requester": "Acme Environmental", "agency": "EPA"}, notice)
    )
    return [
        (
            f,
            "foia-ok-1",
            "Status check on my MuckRock requests: which are overdue, which need me to fix "
            "something, and what did the agency say in the latest message on the Chicago PD "
            "body-cam one?",
            True,
            ok1,
        ),
        (
            f,
            "foia-fail-1",
            "Check the status of our EPA FOIA requests EPA-HQ-2023-004512, EPA-R9-2023-001877 and "
            "EPA-HQ-2023-006230 in FOIAonline and tell me which have released records.",
            False,
            fail,
        ),
    ]


def _procurement() -> list[Run]:
    f = "procurement"
    sam = "sam_search_opportunities"

    def opp(
        nid: str,
        title: str,
        sol: str,
        path: str,
        posted: str,
        kind: str,
        aside: str,
        deadline: str,
        office: tuple[str, str, str],
    ) -> dict[str, Any]:
        return {
            "noticeId": nid,
            "title": title,
            "solicitationNumber": sol,
            "fullParentPathName": path,
            "postedDate": posted,
            "type": kind,
            "typeOfSetAsideDescription": aside or None,
            "typeOfSetAside": {
                "Total Small Business Set-Aside (FAR 19.5)": "SBA",
                "Service-Disabled Veteran-Owned Small Business (SDVOSB) "
                "Set-Aside (FAR 19.14)": "SDVOSBC",
            }.get(aside),
            "responseDeadLine": deadline,
            "naicsCode": "541512",
            "active": "Yes",
            "award": None,
            "description": f"https://api.sam.gov/prod/opportunities/v1/noticedesc?noticeid={nid}",
            "officeAddress": {"city": office[0], "state": office[1]},
            "uiLink": f"https://sam.gov/opp/{nid}/view",
        }

    army = "DEPT OF DEFENSE.DEPT OF THE ARMY.AMC.ACC.ACC-CTRS.W6QK ACC-APG"
    va = (
        "VETERANS AFFAIRS, DEPARTMENT OF.VETERANS AFFAIRS, DEPARTMENT OF.TECHNOLOGY "
        "ACQUISITION CENTER NJ (36C10B)"
    )
    hhs = "HEALTH AND HUMAN SERVICES, DEPARTMENT OF.NATIONAL INSTITUTES OF HEALTH.NIH OD"
    sb = "Total Small Business Set-Aside (FAR 19.5)"
    sd = "Service-Disabled Veteran-Owned Small Business (SDVOSB) Set-Aside (FAR 19.14)"
    apg = ("ABERDEEN PROVING GROUND", "MD", "21005")
    opps = [
        opp(
            "a3f0c2d9e81b4c7aa0d1e5f6b7c8d9e0",
            "Enterprise Data Platform Modernization (EDPM)",
            "W56KGY25R0012",
            army,
            "2025-03-03",
            "Solicitation",
            "",
            "2025-04-14T14:00:00-04:00",
            apg,
        ),
        opp(
            "0b7e4c1f9a2d4e6f8a1b3c5d7e9f0a12",
            "VA Identity Access Management Sustainment",
            "36C10B25Q0147",
            va,
            "2025-03-04",
            "Combined Synopsis/Solicitation",
            sd,
            "2025-04-02T15:00:00-04:00",
            ("EATONTOWN", "NJ", "07724"),
        ),
        opp(
            "5c2a9d8e7f6b4a3c9e1d0f2b4a6c8e0d",
            "Tactical Network Software Development Support",
            "W56KGY25R0019",
            army,
            "2025-03-05",
            "Solicitation",
            sb,
            "2025-04-21T14:00:00-04:00",
            apg,
        ),
        opp(
            "9e8d7c6b5a4f4e3d8c2b1a0f9e8d7c6b",
            "NIH Research Data Repository Cloud Migration",
            "75N98025Q00088",
            hhs,
            "2025-03-05",
            "Combined Synopsis/Solicitation",
            sb,
            "2025-03-28T12:00:00-04:00",
            ("BETHESDA", "MD", "20892"),
        ),
        opp(
            "1f2e3d4c5b6a49788796a5b4c3d2e1f0",
            "Army Contracting Enterprise Analytics (ACE-A)",
            "W56KGY25R0023",
            army,
            "2025-03-07",
            "Solicitation",
            "",
            "2025-04-30T14:00:00-04:00",
            apg,
        ),
        opp(
            "6a5b4c3d2e1f40a9b8c7d6e5f4a3b2c1",
            "VBA Claims Automation Bots O&M",
            "36C10B25Q0162",
            va,
            "2025-03-07",
            "Combined Synopsis/Solicitation",
            sd,
            "2025-04-08T15:00:00-04:00",
            ("EATONTOWN", "NJ", "07724"),
        ),
        opp(
            "d4c3b2a1f0e94d8c7b6a5f4e3d2c1b0a",
            "NIAID Laboratory Information Management System Support",
            "75N93025Q00031",
            hhs,
            "2025-03-10",
            "Solicitation",
            sb,
            "2025-04-10T16:00:00-04:00",
            ("ROCKVILLE", "MD", "20852"),
        ),
        opp(
            "7b6a5f4e3d2c41b0a9f8e7d6c5b4a3f2",
            "Soldier Records Portal Development",
            "W56KGY25Q0031",
            army,
            "2025-03-10",
            "Combined Synopsis/Solicitation",
            sb,
            "2025-04-04T14:00:00-04:00",
            apg,
        ),
        opp(
            "e0f1a2b3c4d54e6f7a8b9c0d1e2f3a4b",
            "HHS Grants Data Warehouse Enhancements",
            "75P00125Q00044",
            hhs,
            "2025-03-10",
            "Solicitation",
            "",
            "2025-04-17T17:00:00-04:00",
            ("WASHINGTON", "DC", "20201"),
        ),
    ]
    q = {
        "ncode": "541512",
        "postedFrom": "03/01/2025",
        "postedTo": "03/10/2025",
        "rdlfrom": "04/01/2025",
        "rdlto": "04/30/2025",
        "ptype": "o,k",
        "limit": 4,
    }
    link = "https://api.sam.gov/prod/opportunities/v2/search?limit=4&ncode=541512&postedFrom=03/01/2025&postedTo=03/10/2025"

    def res(rows: list[dict[str, Any]], total: int, offset: int) -> str:
        return _c(
            {
                "totalRecords": total,
                "limit": 4,
                "offset": offset,
                "opportunitiesData": rows,
                "links": [{"rel": "self", "href": f"{link}&offset={offset}"}],
            }
        )

    in_april = [o for o in opps if o["responseDeadLine"].startswith("2025-04")]
    ok1: list[Call] = [
        (sam, dict(q, offset=0), res(in_april[:4], 8, 0)),
        (sam, dict(q, offset=4), res(in_april[4:8], 8, 4)),
        (sam, dict(q, offset=0, typeOfSetAside="8A"), res([], 0, 0)),
        (
            "sam_get_notice_description",
            {"noticeid": opps[0]["noticeId"]},
            _c(
                {
                    "description": "<p>The U.S. Army Contracting Command &ndash; Aberdeen "
                    "Proving Ground (ACC-APG) intends to award a single Firm-Fixed-Price/"
                    "Time-and-Materials contract for modernization of the Enterprise Data "
                    "Platform, including migration of 14 legacy data marts to the Army Data "
                    "Platform. Estimated value: $48M over a 1-year base and four 1-year options. "
                    "Full and open competition.</p>"
                }
            ),
        ),
        (
            "sam_get_notice_description",
            {"noticeid": opps[4]["noticeId"]},
            _c(
                {
                    "description": "<p>ACC-APG, on behalf of the Office of the Deputy "
                    "Assistant Secretary of the Army (Procurement), seeks analytics and "
                    "dashboarding support for the Army Contracting Enterprise. Anticipated IDIQ "
                    "ceiling: $95M, five-year ordering period. Questions due 24 March 2025.</p>"
                }
            ),
        ),
    ]
    ted = "ted_search_notices"

    def notice(num: str, title: str, buyer: str, city: str, deadline: str) -> dict[str, Any]:
        return {
            "publication-number": num,
            "notice-title": {"deu": title},
            "buyer-name": {"deu": [buyer]},
            "deadline-receipt-tender-date-lot": [deadline],
            "publication-date": "2025-03-0" + num[5] + "+01:00",
            "links": {"html": {"DEU": f"https://ted.europa.eu/de/notice/-/detail/{num}"}},
        }

    first = [
        notice(
            "141122-2025",
            "Rahmenvertrag IT-Dienstleistungen Cloud-Betrieb",
            "Landeshauptstadt München",
            "München",
            "2025-04-07+02:00",
        ),
        notice(
            "141907-2025",
            "Weiterentwicklung Fachverfahren Kfz-Zulassung",
            "Kraftfahrt-Bundesamt",
            "Flensburg",
            "2025-04-02+02:00",
        ),
        notice(
            "142355-2025",
            "SAP S/4HANA Migration Unterstützungsleistungen",
            "Universitätsklinikum Heidelberg",
            "Heidelberg",
            "2025-04-11+02:00",
        ),
        notice(
            "143018-2025",
            "Betrieb und Wartung Schulportal",
            "Freie und Hansestadt Hamburg, Behörde für Schule und Berufsbildung",
            "Hamburg",
            "2025-03-31+02:00",
        ),
        notice(
            "143664-2025",
            "Softwareentwicklung Bürgerservice-Portal",
            "Stadt Köln",
            "Köln",
            "2025-04-15+02:00",
        ),
    ]
    page = _c(
        {
            "notices": first[:3],
            "totalNoticeCount": 63,
            "iterationNextToken": None,
            "timedOut": False,
        }
    )
    tq = (
        "classification-cpv IN (72000000) AND buyer-country IN (DEU) AND "
        "publication-date >= 20250301 AND notice-type IN (cn-standard)"
    )
    fields = [
        "publication-number",
        "notice-title",
        "buyer-name",
        "buyer-city",
        "deadline-receipt-tender-date-lot",
    ]
    fail: list[Call] = [
        (
            ted,
            {"query": tq, "fields": fields, "page": n, "limit": 3, "paginationMode": "PAGE_NUMBER"},
            page,
        )
        for n in range(1, 5)
    ]
    fail.append((ted, {"query": tq, "fields": fields, "page": 21, "limit": 3}, page))
    return [
        (
            f,
            "procurement-ok-1",
            "Find active SAM.gov solicitations posted 1-10 March 2025 under NAICS 541512 with "
            "response deadlines in April, and tell me whether any are 8(a) set-asides. Read the "
            "descriptions of the two unrestricted Army ones.",
            True,
            ok1,
        ),
        (
            f,
            "procurement-fail-1",
            "Collect all TED contract notices from Germany published since 1 March 2025 under "
            "CPV 72000000 (IT services); there should be about 60. Give me each buyer and "
            "tender deadline.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------- retail and restaurants


def _toast() -> list[Run]:
    f = "toast"
    loc = "a1f3c4d2-77e0-4b1a-9c3e-2d5f8b6a0c11"

    def stock(guid: str, status: str, qty: float | None, version: int) -> dict[str, Any]:
        return {
            "guid": guid,
            "itemGuidValidity": guid,
            "status": status,
            "quantity": qty,
            "multiLocationId": f"1000000{version % 97:04d}1",
            "versionId": version,
        }

    g = {
        "burrata": "9f1c2b7e-3d4a-4e55-8a61-0c2f4b9d7e13",
        "halibut": "5b0d8e21-6c3f-4a9b-b2e7-7f1a3c5d9e02",
        "tiramisu": "c7e2a4f9-1b8d-4c6e-9f30-2a5d7b1e8c44",
        "oysters": "2e9a7c5b-4f1d-48e3-a6b2-9d0c8e7f1a55",
        "shortrib": "8d4b2f6a-0e9c-4d7b-8a1f-3c6e5b2d9f70",
    }
    before = [
        stock(g["burrata"], "OUT_OF_STOCK", None, 412),
        stock(g["halibut"], "QUANTITY", 3.0, 518),
        stock(g["tiramisu"], "QUANTITY", 4.0, 233),
        stock(g["oysters"], "QUANTITY", 11.0, 307),
    ]
    menu = [
        {
            "guid": g["burrata"],
            "name": "Burrata & Blood Orange",
            "menuGroup": "Starters",
            "price": 16.0,
        },
        {"guid": g["halibut"], "name": "Pan-Roasted Halibut", "menuGroup": "Mains", "price": 38.0},
        {"guid": g["tiramisu"], "name": "Tiramisu", "menuGroup": "Desserts", "price": 12.0},
        {
            "guid": g["oysters"],
            "name": "Oysters (half dozen)",
            "menuGroup": "Raw Bar",
            "price": 21.0,
        },
    ]
    ok1: list[Call] = [
        ("toast_get_inventory", {"restaurantGuid": loc}, _c(before)),
        (
            "toast_search_menu_items",
            {"restaurantGuid": loc, "guids": list(g.values())[:4]},
            _c(menu),
        ),
        (
            "toast_search_menu_items",
            {"restaurantGuid": loc, "name": "short rib"},
            _c(
                [
                    {
                        "guid": g["shortrib"],
                        "name": "Braised Short Rib",
                        "menuGroup": "Mains",
                        "price": 42.0,
                    }
                ]
            ),
        ),
        (
            "toast_update_inventory",
            {"restaurantGuid": loc, "items": [{"guid": g["shortrib"], "status": "OUT_OF_STOCK"}]},
            _c([stock(g["shortrib"], "OUT_OF_STOCK", None, 96)]),
        ),
        (
            "toast_get_inventory",
            {"restaurantGuid": loc},
            _c(before + [stock(g["shortrib"], "OUT_OF_STOCK", None, 96)]),
        ),
    ]

    def denied(n: int) -> str:
        return _c(
            {
                "status": 401,
                "code": 10401,
                "message": "Access token is expired",
                "messageKey": None,
                "fieldName": None,
                "link": None,
                "requestId": f"7c1e9b2a-{n:04x}-4d6f-8e3a-5b0c2d4f{n:04x}",
                "developerMessage": "The access token has expired. Request a new token "
                "from /authentication/v1/authentication/login.",
                "errors": [],
                "canRetry": None,
            }
        )

    locs = [
        "a1f3c4d2-77e0-4b1a-9c3e-2d5f8b6a0c11",
        "b8e2d1c0-5f4a-4e3b-9d2c-1a0f9e8d7c22",
        "c3d4e5f6-0a1b-4c2d-8e3f-4a5b6c7d8e33",
    ]
    fail: list[Call] = [
        (
            "toast_get_orders_bulk",
            {"restaurantGuid": r, "businessDate": "20250309", "pageSize": 100, "page": 1},
            denied(0x1A0 + n),
        )
        for n, r in enumerate(locs)
    ]
    fail += [
        (
            "toast_get_orders_bulk",
            {
                "restaurantGuid": locs[0],
                "startDate": "2025-03-09T04:00:00.000+0000",
                "endDate": "2025-03-10T04:00:00.000+0000",
            },
            denied(0x1B7),
        ),
        ("toast_get_menus", {"restaurantGuid": locs[0]}, denied(0x1C2)),
        (
            "toast_get_orders_bulk",
            {"restaurantGuid": locs[1], "businessDate": "20250309", "pageSize": 50, "page": 1},
            denied(0x1C9),
        ),
    ]
    return [
        (
            f,
            "toast-ok-1",
            "At the Midtown location: which menu items are out of stock or running low (under 5 "
            "left) right now? Then mark the Braised Short Rib out of stock; the kitchen just ran "
            "out.",
            True,
            ok1,
        ),
        (
            f,
            "toast-fail-1",
            "Pull yesterday's sales by menu group for all three locations from Toast.",
            False,
            fail,
        ),
    ]


def _clover() -> list[Run]:
    f = "clover"
    mid = "QJ3B8Z1N2K4XW"
    base = f"https://api.clover.com/v3/merchants/{mid}"

    def item(iid: str, name: str, price: int, qty: float, mod: int) -> dict[str, Any]:
        return {
            "id": iid,
            "name": name,
            "price": price,
            "itemStock": {"item": {"id": iid}, "stockCount": int(qty), "quantity": qty},
            "modifiedTime": mod,
        }

    items = [
        item("0W3FZ8R5QK2T4", "Americano", 375, 0.0, 1741298412000),
        item("1H9CV6XN0B7YP", "Banana Bread", 425, 6.0, 1741539022000),
        item("2A8MK4TD9S1LE", "Cold Brew 1L", 1400, 9.0, 1741539031000),
        item("3Q7XJ2WB5R8NC", "Croissant", 395, 5.0, 1741539040000),
        item("4ZK1P9FM6H3VD", "Drip Coffee 12oz", 300, 0.0, 1741298420000),
        item("5T6RY3EJ8N2QA", "Earl Grey Tea", 325, 38.0, 1741298433000),
        item("6BV4LQ1ZC7W9M", "Ham & Gruyere Sandwich", 1050, 3.0, 1741539050000),
        item("7NX2GS8KD5P1F", "Latte 12oz", 475, 0.0, 1741298441000),
        item("8CM9TH4RV2J6B", "Matcha Latte", 550, 0.0, 1741298455000),
        item("9DF5WA7YX3E8K", "Oat Milk 1L", 450, 16.0, 1741539063000),
        item("A1S8NZ6QT4L2R", "Pain au Chocolat", 450, 2.0, 1741539071000),
        item("B7PK3VG9M1X5W", "Sourdough Loaf", 900, 4.0, 1741539088000),
        item("C2HE6DJ8W4T9Q", "Sparkling Water", 275, 41.0, 1741298462000),
        item("D9RL1CX5N7B3Y", "Turkey Pesto Panini", 1125, 2.0, 1741539095000),
        item("E4WQ8FM2K6V1S", "Yogurt Parfait", 625, 0.0, 1741539103000),
    ]

    def page(rows: list[dict[str, Any]], query: str) -> str:
        return _c({"elements": rows, "href": f"{base}/items?{query}"})

    cats = {
        "elements": [
            {"id": "K8Y2M4R6T0W1Q", "name": "Coffee & Tea", "sortOrder": 1},
            {"id": "L3N5P7R9T1V3X", "name": "Bakery", "sortOrder": 2},
            {"id": "M4Q6S8U0W2Y4A", "name": "Grab & Go", "sortOrder": 3},
            {"id": "N5R7T9V1X3Z5B", "name": "Retail", "sortOrder": 4},
        ],
        "href": f"{base}/categories?limit=100",
    }
    counts = [
        ("9DF5WA7YX3E8K", 12.0),
        ("3Q7XJ2WB5R8NC", 0.0),
        ("2A8MK4TD9S1LE", 7.0),
        ("1H9CV6XN0B7YP", 4.0),
    ]
    ok1: list[Call] = [
        ("clover_list_categories", {"limit": 100}, _c(cats)),
        (
            "clover_list_items",
            {"expand": "itemStock", "limit": 6, "offset": 0},
            page(items[:6], "expand=itemStock&limit=6&offset=0"),
        ),
        (
            "clover_list_items",
            {"expand": "itemStock", "limit": 6, "offset": 6},
            page(items[6:12], "expand=itemStock&limit=6&offset=6"),
        ),
        (
            "clover_list_items",
            {"expand": "itemStock", "limit": 6, "offset": 12},
            page(items[12:], "expand=itemStock&limit=6&offset=12"),
        ),
    ]
    ok1 += [
        (
            "clover_update_item_stock",
            {"itemId": iid, "quantity": qty},
            _c({"item": {"id": iid}, "stockCount": int(qty), "quantity": qty}),
        )
        for iid, qty in counts
    ]
    zero = [i for i in items if i["itemStock"]["quantity"] == 0.0]
    zero.insert(
        1,
        dict(
            items[3],
            itemStock={"item": {"id": items[3]["id"]}, "stockCount": 0, "quantity": 0.0},
            modifiedTime=1741643120000,
        ),
    )
    ok1.append(
        (
            "clover_list_items",
            {"expand": "itemStock", "filter": "itemStock.quantity=0", "limit": 100},
            page(zero, "expand=itemStock&filter=itemStock.quantity%3D0&limit=100"),
        )
    )
    empty_args: list[tuple[str, dict[str, Any], str]] = [
        (
            "clover_list_items",
            {"expand": "itemStock", "filter": "itemStock.quantity<5", "limit": 100},
            "expand=itemStock&filter=itemStock.quantity%3C5&limit=100",
        ),
        ("clover_list_items", {"expand": "itemStock", "limit": 100}, "expand=itemStock&limit=100"),
        ("clover_list_categories", {"limit": 100}, ""),
        (
            "clover_list_items",
            {"expand": "itemStock,categories", "limit": 100, "offset": 0},
            "expand=itemStock%2Ccategories&limit=100&offset=0",
        ),
        (
            "clover_list_items",
            {"filter": "name LIKE %milk%", "limit": 100},
            "filter=name+LIKE+%25milk%25&limit=100",
        ),
        (
            "clover_list_items",
            {"expand": "itemStock", "filter": "hidden=false", "limit": 100},
            "expand=itemStock&filter=hidden%3Dfalse&limit=100",
        ),
    ]
    bay = "https://api.clover.com/v3/merchants/7RX2M9KD4TQ1P"
    fail: list[Call] = [
        (
            t,
            a,
            _c({"elements": [], "href": f"{bay}/categories?limit=100"})
            if t == "clover_list_categories"
            else _c({"elements": [], "href": f"{bay}/items?{q}"}),
        )
        for t, a, q in empty_args
    ]
    return [
        (
            f,
            "clover-ok-1",
            "Café end-of-day count: review all items' stock, set Oat Milk 1L 12, Croissant 0, "
            "Cold Brew 1L 7, Banana Bread 4, and tell me which items are now at zero.",
            True,
            ok1,
        ),
        (
            f,
            "clover-fail-1",
            "Which items are low on stock (under 5) at the Bayview store? I want to reorder "
            "before the weekend.",
            False,
            fail,
        ),
    ]


def _lightspeed() -> list[Run]:
    f = "lightspeed"
    acct = "https://api.lightspeedapp.com/API/V3/Account/281733"
    count = {
        "inventoryCountID": "41",
        "name": "March cycle count - Footwear",
        "timeStamp": "2025-03-09T18:02:11+00:00",
        "archived": "false",
        "shopID": "1",
    }

    def attrs(nxt: str, prev: str) -> dict[str, str]:
        return {"next": nxt, "previous": prev}

    def ci(cid: int, item: int, qty: int, emp: str, ts: str) -> dict[str, str]:
        return {
            "inventoryCountItemID": str(cid),
            "qty": str(qty),
            "inventoryCountID": "41",
            "itemID": str(item),
            "employeeID": emp,
            "timeStamp": f"2025-03-{ts}+00:00",
        }

    counted = [
        ci(1201, 2201, 4, "7", "09T18:20:41"),
        ci(1202, 2202, 6, "7", "09T18:21:05"),
        ci(1203, 2207, 2, "7", "09T18:22:37"),
        ci(1204, 2210, 9, "7", "09T18:23:10"),
        ci(1205, 2211, 7, "7", "09T18:24:02"),
        ci(1206, 2214, 3, "7", "09T18:26:49"),
        ci(1207, 2215, 5, "7", "09T18:27:15"),
        ci(1208, 2218, 1, "7", "09T18:29:30"),
        ci(1209, 2219, 8, "12", "10T09:05:11"),
        ci(1210, 2226, 6, "12", "10T09:09:01"),
        ci(1211, 2227, 3, "12", "10T09:10:38"),
    ]
    ep = f"{acct}/InventoryCountItem.json?inventoryCountID=41&limit=5"

    def cpage(rows: list[dict[str, str]], after: str, prev: str) -> str:
        nxt = f"{ep}&after={after}" if after else ""
        return _c({"@attributes": attrs(nxt, prev), "InventoryCountItem": rows})

    skus = {
        2201: ("Trail Runner GTX - Men's 10", "TR-GTX-M10", 5),
        2202: ("Trail Runner GTX - Men's 11", "TR-GTX-M11", 6),
        2203: ("Trail Runner GTX - Women's 8", "TR-GTX-W8", 2),
        2207: ("Apex Low - Men's 10", "APX-LOW-M10", 3),
        2208: ("Apex Low - Men's 11", "APX-LOW-M11", 1),
        2210: ("Apex Low - Women's 7", "APX-LOW-W7", 9),
        2211: ("Apex Low - Women's 8", "APX-LOW-W8", 7),
        2214: ("Hiker Mid WP - Men's 9", "HKR-MID-M9", 4),
        2215: ("Hiker Mid WP - Men's 10", "HKR-MID-M10", 5),
        2216: ("Hiker Mid WP - Women's 7", "HKR-MID-W7", 4),
        2218: ("Hiker Mid WP - Women's 8", "HKR-MID-W8", 1),
        2219: ("Court Classic - Men's 9", "CRT-CLS-M9", 8),
        2226: ("Slide Recovery - M/L", "SLD-REC-ML", 6),
        2227: ("Slide Recovery - S/M", "SLD-REC-SM", 2),
    }

    def item(iid: int, qoh: int) -> dict[str, Any]:
        desc, msku, _ = skus[iid]
        return {
            "itemID": str(iid),
            "description": desc,
            "manufacturerSku": msku,
            "ItemShops": {"ItemShop": [{"qoh": str(qoh), "reorderPoint": "2", "shopID": "1"}]},
        }

    ids = sorted(skus)
    items_ep = f"{acct}/Item.json?categoryID=14&load_relations=%5B%22ItemShops%22%5D&limit=7"
    new_counts = [(2203, 3, 1212), (2208, 0, 1213), (2216, 2, 1214), (2201, 5, 1215)]
    created = [
        ci(cid, iid, qty, "3", "10T15:4" + str(n) + ":0" + str(n))
        for n, (iid, qty, cid) in enumerate(new_counts)
    ]
    after_qoh = dict((i, skus[i][2]) for i in ids)
    for c in counted + created:
        after_qoh[int(c["itemID"])] = int(c["qty"])
    ok1: list[Call] = [
        (
            "lightspeed_get_inventory_counts",
            {"archived": "false", "shopID": 1},
            _c({"@attributes": attrs("", ""), "InventoryCount": [count]}),
        ),
        (
            "lightspeed_get_inventory_count_items",
            {"inventoryCountID": 41, "limit": 5},
            cpage(counted[:5], "WzEyMDVd", ""),
        ),
        (
            "lightspeed_get_inventory_count_items",
            {"inventoryCountID": 41, "limit": 5, "after": "WzEyMDVd"},
            cpage(counted[5:10], "WzEyMTBd", f"{ep}&before=WzEyMDZd"),
        ),
        (
            "lightspeed_get_inventory_count_items",
            {"inventoryCountID": 41, "limit": 5, "after": "WzEyMTBd"},
            cpage(counted[10:], "", f"{ep}&before=WzEyMTFd"),
        ),
        (
            "lightspeed_get_items",
            {"categoryID": 14, "load_relations": ["ItemShops"], "limit": 7},
            _c(
                {
                    "@attributes": attrs(f"{items_ep}&after=WzIyMTVd", ""),
                    "Item": [item(i, skus[i][2]) for i in ids[:7]],
                }
            ),
        ),
        (
            "lightspeed_get_items",
            {"categoryID": 14, "load_relations": ["ItemShops"], "limit": 7, "after": "WzIyMTVd"},
            _c(
                {
                    "@attributes": attrs("", f"{items_ep}&before=WzIyMTZd"),
                    "Item": [item(i, skus[i][2]) for i in ids[7:]],
                }
            ),
        ),
    ]
    ok1 += [
        (
            "lightspeed_create_inventory_count_item",
            {"inventoryCountID": 41, "itemID": iid, "qty": qty},
            _c({"InventoryCountItem": c}),
        )
        for (iid, qty, _), c in zip(new_counts, created, strict=True)
    ]
    ok1 += [
        (
            "lightspeed_get_inventory_count_items",
            {"inventoryCountID": 41, "limit": 5, "after": "WzEyMTBd"},
            cpage(counted[10:] + created, "", f"{ep}&before=WzEyMTFd"),
        ),
        (
            "lightspeed_reconcile_inventory_count",
            {"inventoryCountID": 41},
            _c(
                {
                    "InventoryCountReconcile": {
                        "inventoryCountReconcileID": "17",
                        "inventoryCountID": "41",
                        "createTime": "2025-03-10T15:52:30+00:00",
                    }
                }
            ),
        ),
        (
            "lightspeed_get_items",
            {"categoryID": 14, "load_relations": ["ItemShops"], "limit": 7},
            _c(
                {
                    "@attributes": attrs(f"{items_ep}&after=WzIyMTVd", ""),
                    "Item": [item(i, after_qoh[i]) for i in ids[:7]],
                }
            ),
        ),
        (
            "lightspeed_get_items",
            {"categoryID": 14, "load_relations": ["ItemShops"], "limit": 7, "after": "WzIyMTVd"},
            _c(
                {
                    "@attributes": attrs("", f"{items_ep}&before=WzIyMTZd"),
                    "Item": [item(i, after_qoh[i]) for i in ids[7:]],
                }
            ),
        ),
        (
            "lightspeed_get_inventory_counts",
            {"inventoryCountID": 41},
            _c(
                {
                    "@attributes": attrs("", ""),
                    "InventoryCount": dict(
                        count, archived="true", timeStamp="2025-03-10T15:52:31+00:00"
                    ),
                }
            ),
        ),
    ]
    low = [item(2208, 0), item(2218, 1), item(2227, 2)]
    ok2: list[Call] = [
        (
            "lightspeed_get_items",
            {
                "categoryID": 14,
                "load_relations": ["ItemShops"],
                "ItemShops.qoh": "<=,2",
                "ItemShops.shopID": 1,
            },
            _c({"@attributes": attrs("", ""), "Item": low}),
        ),
        (
            "lightspeed_get_items",
            {
                "categoryID": 22,
                "load_relations": ["ItemShops"],
                "ItemShops.qoh": "<=,2",
                "ItemShops.shopID": 1,
            },
            _c({"@attributes": attrs("", "")}),
        ),
        (
            "lightspeed_get_vendors",
            {"name": "~,%Summit%"},
            _c(
                {
                    "@attributes": attrs("", ""),
                    "Vendor": {
                        "vendorID": "9",
                        "name": "Summit Footwear Distribution",
                        "accountNumber": "SFD-4471",
                        "Contact": {
                            "Emails": {
                                "ContactEmail": {
                                    "address": "orders@summitfd.example",
                                    "useType": "Primary",
                                }
                            }
                        },
                    },
                }
            ),
        ),
    ]
    return [
        (
            f,
            "lightspeed-ok-1",
            "Finish the March footwear cycle count at Main St: add Priya's hand counts "
            "(TR-GTX-W8 3, APX-LOW-M11 0, HKR-MID-W7 2; TR-GTX-M10 is 5, not 4), reconcile, and "
            "tell me the net stock adjustments.",
            True,
            ok1,
        ),
        (
            f,
            "lightspeed-ok-2",
            "Which footwear SKUs at Main St are at or below 2 on hand, and is anything in "
            "socks (category 22) that low? Give me the Summit vendor's order email too.",
            True,
            ok2,
        ),
    ]


def _kds() -> list[Run]:
    f = "kds"

    def ticket(
        num: int, src: str, table: str | None, items: list[str], age: int, station: str
    ) -> dict[str, Any]:
        return {
            "ticket": num,
            "station": station,
            "source": src,
            "table": table,
            "status": "open",
            "elapsed_s": age,
            "late": age > 900,
            "items": [{"qty": int(x.split(" ", 1)[0]), "name": x.split(" ", 1)[1]} for x in items],
        }

    grill = [
        ticket(4127, "dine-in", "12", ["2 Smash Burger", "1 Ribeye MR"], 1140, "grill"),
        ticket(4129, "dine-in", "7", ["1 Chicken Thigh Skewers"], 1020, "grill"),
        ticket(4133, "doordash", None, ["3 Smash Burger", "1 Veggie Burger"], 430, "grill"),
        ticket(4136, "dine-in", "21", ["2 Ribeye MR", "1 Salmon"], 210, "grill"),
    ]
    fry = [
        ticket(4130, "dine-in", "3", ["2 Fries", "1 Onion Rings"], 610, "fry"),
        ticket(4133, "doordash", None, ["2 Fries", "1 Sweet Potato Fries"], 430, "fry"),
    ]
    ok1: list[Call] = [
        (
            "kds_list_tickets",
            {"station": "grill", "status": "open"},
            _c({"station": "grill", "count": 4, "tickets": grill}),
        ),
        (
            "kds_list_tickets",
            {"station": "fry", "status": "open"},
            _c({"station": "fry", "count": 2, "tickets": fry}),
        ),
        (
            "kds_bump_ticket",
            {"station": "grill", "ticket": 4127},
            _c({"ok": True, "ticket": 4127, "station": "grill", "bumped_at": "19:42:07"}),
        ),
        (
            "kds_bump_ticket",
            {"station": "grill", "ticket": 4129},
            _c({"ok": True, "ticket": 4129, "station": "grill", "bumped_at": "19:42:09"}),
        ),
        (
            "kds_list_tickets",
            {"station": "grill", "status": "open"},
            _c(
                {
                    "station": "grill",
                    "count": 3,
                    "tickets": grill[2:]
                    + [ticket(4138, "online", None, ["1 Smash Burger"], 35, "grill")],
                }
            ),
        ),
        (
            "kds_get_station_metrics",
            {"window_minutes": 60},
            _c(
                {
                    "window_minutes": 60,
                    "stations": [
                        {
                            "station": "grill",
                            "bumped": 38,
                            "avg_ticket_s": 692,
                            "p90_ticket_s": 1085,
                            "late": 6,
                        },
                        {
                            "station": "fry",
                            "bumped": 41,
                            "avg_ticket_s": 344,
                            "p90_ticket_s": 598,
                            "late": 1,
                        },
                        {
                            "station": "expo",
                            "bumped": 44,
                            "avg_ticket_s": 911,
                            "p90_ticket_s": 1262,
                            "late": 9,
                        },
                    ],
                }
            ),
        ),
    ]
    refused = "Error: connect ECONNREFUSED 127.0.0.1:8043"
    fail: list[Call] = [
        ("kds_list_tickets", {"station": "grill", "status": "open"}, refused),
        ("kds_recall_ticket", {"station": "expo", "ticket": 5212}, refused),
        ("kds_list_tickets", {"station": "grill"}, refused),
        ("kds_recall_ticket", {"station": "expo", "ticket": 5212}, refused),
        ("kds_list_tickets", {"station": "expo", "status": "open"}, refused),
        ("kds_list_tickets", {"station": "grill", "status": "open"}, refused),
    ]
    return [
        (
            f,
            "kds-ok-1",
            "Friday rush: what's open on the grill and fry screens? Bump grill tickets 4127 and "
            "4129 (they were served already) and tell me the average ticket time per station "
            "over the last hour.",
            True,
            ok1,
        ),
        (
            f,
            "kds-fail-1",
            "Recall ticket 5212 back to the expo screen (the server dropped the plate) and tell "
            "me what is still open on the grill.",
            False,
            fail,
        ),
    ]


def _online_ordering() -> list[Run]:
    f = "online-ordering"

    def order(
        oid: str, disp: str, channel: int, status: int, total: int, reason: str, created: str
    ) -> dict[str, Any]:
        return {
            "_id": oid,
            "channelOrderDisplayId": disp,
            "channel": channel,
            "status": status,
            "orderType": 1,
            "payment": {"amount": total, "type": 0},
            "customer": {"name": "*****"},
            "created": created,
            "_updated": created,
            "location": "61f2a0c9e4b0a1d2c3e4f5a6",
            "posReceiptId": None,
            "failureMessage": reason,
        }

    failed = [
        order(
            "67cef1a2b3c4d5e6f7a8b901",
            "UE-7F3K2",
            7,
            120,
            3480,
            "POS timeout: no response from Toast within 30s",
            "2025-03-10T12:07:41Z",
        ),
        order(
            "67cef8d0e1f2a3b4c5d6e702",
            "DD-91842",
            11,
            120,
            2615,
            "Unknown PLU 'LAT-OAT-16' in item 2",
            "2025-03-10T12:31:09Z",
        ),
    ]
    ok1: list[Call] = [
        (
            "deliverect_get_orders",
            {"status": 120, "created_gte": "2025-03-10T11:00:00Z"},
            _c({"_items": failed, "_meta": {"max_results": 25, "page": 1, "total": 2}}),
        ),
        (
            "deliverect_update_order_status",
            {"orderId": failed[0]["_id"], "status": 90, "reason": "Entered manually at POS"},
            "OK",
        ),
        (
            "deliverect_update_order_status",
            {"orderId": failed[1]["_id"], "status": 90, "reason": "Entered manually at POS"},
            "OK",
        ),
        (
            "deliverect_snooze_products",
            {"plus": ["LAT-OAT-12", "LAT-OAT-16"], "snoozeEnd": "2025-03-11T06:00:00Z"},
            _c(
                {
                    "results": [
                        {"plu": "LAT-OAT-12", "snoozed": True, "channels": 3},
                        {"plu": "LAT-OAT-16", "snoozed": True, "channels": 3},
                    ]
                }
            ),
        ),
        (
            "deliverect_get_orders",
            {"status": 120, "created_gte": "2025-03-10T11:00:00Z"},
            _c({"_items": [], "_meta": {"max_results": 25, "page": 1, "total": 0}}),
        ),
    ]
    return [
        (
            f,
            "online-ordering-ok-1",
            "Two online orders failed to reach the POS at lunch. Find them, mark them as entered "
            "manually, snooze the oat-milk lattes on every channel until 6 am tomorrow, and check "
            "that no failed orders are left.",
            True,
            ok1,
        ),
    ]


# --------------------------------------------------------------------------- media CLIs


def _ffmpeg() -> list[Run]:
    f = "ffmpeg"
    t = "terminal"
    probe = _i(
        {
            "programs": [],
            "streams": [{"codec_name": "pcm_s24le", "sample_rate": "48000", "channels": 2}],
            "format": {"duration": "2892.533333", "bit_rate": "2304014"},
        },
        4,
    )
    probe = probe.replace('"programs": []', '"programs": [\n\n    ]')
    loud = (
        '[Parsed_loudnorm_0 @ 0x5612f3a0c2c0] \n{\n\t"input_i" : "-21.37",\n\t"input_tp" '
        ': "-3.92",\n\t"input_lra" : "7.40",\n\t"input_thresh" : "-31.81",\n\t'
        '"output_i" : "-16.22",\n\t"output_tp" : "-1.50",\n\t"output_lra" : "6.10",'
        '\n\t"output_thresh" : "-26.59",\n\t"normalization_type" : "dynamic",\n\t'
        '"target_offset" : "0.22"\n}\n[out#0/null @ 0x5612f3a0a880] video:0KiB '
        "audio:1084700KiB subtitle:0KiB other streams:0KiB global headers:0KiB muxing overhead: "
        "unknown\nsize=N/A time=00:48:12.53 bitrate=N/A speed= 212x"
    )
    enc = (
        "Input #0, wav, from 'ep12_master.wav':\n  Duration: 00:48:12.53, bitrate: 2304 kb/s\n"
        "  Stream #0:0: Audio: pcm_s24le ([1][0][0][0] / 0x0001), 48000 Hz, 2 channels, s32 "
        "(24 bit), 2304 kb/s\nStream mapping:\n  Stream #0:0 -> #0:0 (pcm_s24le (native) -> mp3 "
        "(libmp3lame))\nPress [q] to stop, [?] for help\nOutput #0, mp3, to 'ep12_final.mp3':\n"
        "  Metadata:\n    TSSE            : Lavf61.7.100\n  Stream #0:0: Audio: mp3, 44100 Hz, "
        "stereo, fltp, 128 kb/s\n      Metadata:\n        encoder         : Lavc61.19.100 "
        "libmp3lame\n[out#0/mp3 @ 0x55f1b1f4c880] video:0KiB audio:45196KiB subtitle:0KiB other "
        "streams:0KiB global headers:0KiB muxing overhead: 0.000934%\nsize=   45197KiB "
        "time=00:48:12.51 bitrate= 128.0kbits/s speed=41.2x"
    )
    summary = (
        "[Parsed_ebur128_0 @ 0x55b0f7c6a400] Summary:\n\n  Integrated loudness:\n    I:         "
        "-16.1 LUFS\n    Threshold: -26.4 LUFS\n\n  Loudness range:\n    LRA:         6.0 LU\n"
        "    Threshold:  -36.3 LUFS\n    LRA low:    -20.2 LUFS\n    LRA high:   -14.2 LUFS\n\n"
        "  True peak:\n    Peak:       -1.6 dBFS"
    )
    ok1: list[Call] = [
        (
            t,
            {
                "command": "ffprobe -v error -show_entries format=duration,bit_rate:stream="
                "codec_name,sample_rate,channels -of json ep12_master.wav"
            },
            probe,
        ),
        (
            t,
            {
                "command": "ffmpeg -hide_banner -nostats -i ep12_master.wav -af loudnorm=I=-16:"
                "TP=-1.5:LRA=11:print_format=json -f null - 2>&1 | tail -16"
            },
            loud,
        ),
        (
            t,
            {
                "command": "ffmpeg -hide_banner -nostats -y -i ep12_master.wav -af loudnorm=I=-16:"
                "TP=-1.5:LRA=11:measured_I=-21.37:measured_TP=-3.92:measured_LRA=7.40:"
                "measured_thresh=-31.81:offset=0.22:linear=true -ar 44100 -c:a "
                "libmp3lame -b:a 128k ep12_final.mp3"
            },
            enc,
        ),
        (
            t,
            {
                "command": "ffmpeg -hide_banner -nostats -i ep12_final.mp3 -af ebur128=peak=true "
                "-f null - 2>&1 | tail -13"
            },
            summary,
        ),
        (
            t,
            {
                "command": "ffprobe -v error -show_entries format=duration -of "
                "default=nw=1:nk=1 ep12_final.mp3"
            },
            "2892.512653",
        ),
    ]
    cam = (
        "codec_name=prores\nprofile=HQ\nwidth=4096\nheight=2160\nr_frame_rate=24000/1001\n"
        "codec_name=pcm_s24le\nprofile=unknown\nsample_rate=48000\nchannels=2"
    )
    ptr = "0x5581d0a4"
    odd = (
        f"[libx264 @ {ptr}e1c0] height not divisible by 2 (1280x675)\n"
        f"[vost#0:0/libx264 @ {ptr}d8c0] Error while opening encoder - maybe incorrect "
        "parameters such as bit_rate, rate, width or height.\n"
        f"[vf#0:0 @ {ptr}f2c0] Error sending frames to consumers: Invalid argument\n"
        f"[vf#0:0 @ {ptr}f2c0] Task finished with error code: -22 (Invalid argument)\n"
        f"[vf#0:0 @ {ptr}f2c0] Terminating thread with return code -22 (Invalid argument)\n"
        f"[vost#0:0/libx264 @ {ptr}d8c0] Could not open encoder before EOF\n"
        f"[vost#0:0/libx264 @ {ptr}d8c0] Task finished with error code: -22 (Invalid argument)\n"
        f"[vost#0:0/libx264 @ {ptr}d8c0] Terminating thread with return code -22 (Invalid "
        "argument)\n[out#0/mp4 @ 0x5581d0a4c4c0] Nothing was written into output file, because "
        "at least one of its streams received no packets.\nframe=    0 fps=0.0 q=0.0 Lsize=       "
        "0KiB time=N/A bitrate=N/A speed=N/A    \nConversion failed!"
    )
    pcm = (
        "[mp4 @ 0x55e3b9a1c340] Could not find tag for codec pcm_s24le in stream #1, codec not "
        "currently supported in container\n[out#0/mp4 @ 0x55e3b9a1b200] Could not write header "
        "(incorrect codec parameters ?): Invalid argument\n[vf#0:0 @ 0x55e3b9a2d5c0] Error "
        "sending frames to consumers: Invalid argument\n[vf#0:0 @ 0x55e3b9a2d5c0] Task finished "
        "with error code: -22 (Invalid argument)\n[out#0/mp4 @ 0x55e3b9a1b200] Nothing was "
        "written into output file, because at least one of its streams received no packets.\n"
        "Conversion failed!"
    )
    done = (
        "[libx264 @ 0x55c7d2e41a80] frame I:151   Avg QP:18.42  size: 61240\n"
        "[libx264 @ 0x55c7d2e41a80] frame P:9688  Avg QP:21.07  size: 17922\n"
        "[libx264 @ 0x55c7d2e41a80] frame B:26125 Avg QP:23.90  size:  6873\n"
        "[libx264 @ 0x55c7d2e41a80] kb/s:2602.41\n"
        "[aac @ 0x55c7d2e43b00] Qavg: 612.904\n"
        "[out#0/mp4 @ 0x55c7d2e3f900] video:381254KiB audio:23424KiB subtitle:0KiB other "
        "streams:0KiB global headers:0KiB muxing overhead: 0.272466%\n"
        "frame=35964 fps=212 q=-1.0 Lsize=  405781KiB time=00:24:59.95 bitrate=2216.1kbits/s "
        "speed=8.84x"
    )
    base = "ffmpeg -hide_banner -y -i interview_cam2.mov -c:v libx264 -preset fast -crf 23 "
    ok2: list[Call] = [
        (
            t,
            {
                "command": "ffprobe -v error -show_entries stream=codec_name,profile,width,height,"
                "r_frame_rate,sample_rate,channels -of default=nw=1 interview_cam2.mov"
            },
            cam,
        ),
        (
            t,
            {
                "command": base + "-vf scale=1280:-1 -c:a aac -b:a 160k proxy/interview_cam2.mp4 "
                "2>&1 | tail -12"
            },
            _exited(odd, 0),
        ),
        (
            t,
            {
                "command": base + "-vf scale=1280:-2 -c:a copy proxy/interview_cam2.mp4 2>&1 | "
                "tail -8"
            },
            pcm,
        ),
        (
            t,
            {
                "command": base + "-vf scale=1280:-2 -c:a aac -b:a 160k proxy/interview_cam2.mp4 "
                "2>&1 | tail -8"
            },
            done,
        ),
        (
            t,
            {
                "command": "ffprobe -v error -select_streams v:0 -show_entries stream=codec_name,"
                "width,height,r_frame_rate -of default=nw=1 proxy/interview_cam2.mp4"
            },
            "codec_name=h264\nwidth=1280\nheight=676\nr_frame_rate=24000/1001",
        ),
    ]
    clips = [
        "A001_C003_0308ZK.MOV",
        "A001_C004_0308QX.MOV",
        "A001_C007_0308B2.MOV",
        "A002_C001_0308MT.MOV",
        "A002_C002_0308L9.MOV",
        "A002_C005_0308WD.MOV",
    ]
    root = "/mnt/nas/footage/2025-03-08/"
    fail: list[Call] = [
        (
            t,
            {
                "command": "ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate"
                f":format=duration -of default=nw=1 {root}{c}"
            },
            _exited(f"{root}{c}: Input/output error", 1),
        )
        for c in clips
    ]
    fail.insert(
        3,
        (
            t,
            {"command": f"ffprobe -v error -show_format {root}{clips[0]}"},
            _exited(f"{root}{clips[0]}: Input/output error", 1),
        ),
    )
    return [
        (
            f,
            "ffmpeg-ok-1",
            "Normalise episode 12's audio to -16 LUFS for the podcast feed (two-pass loudnorm), "
            "export a 128 kbit/s MP3 and confirm the final loudness, true peak and duration.",
            True,
            ok1,
        ),
        (
            f,
            "ffmpeg-ok-2",
            "Make a 720p-ish H.264 proxy of interview_cam2.mov for the editor: keep the aspect "
            "ratio, AAC audio, same frame rate. Tell me the proxy's size and frame rate.",
            True,
            ok2,
        ),
        (
            f,
            "ffmpeg-fail-1",
            "Check the frame rate and duration of the six B-roll clips from Saturday's shoot on "
            "the NAS (/mnt/nas/footage/2025-03-08) and tell me which are 59.94 fps.",
            False,
            fail,
        ),
    ]


def _imagemagick() -> list[Run]:
    f = "imagemagick"
    sh = "developer__shell"
    shots = [
        ("bag_front.jpg", "JPEG", 6000, 4000, "sRGB", "9.81MiB"),
        ("bag_back.jpg", "JPEG", 6000, 4000, "sRGB", "9.24MiB"),
        ("bag_side.jpg", "JPEG", 4000, 6000, "sRGB", "8.77MiB"),
        ("bag_detail.jpg", "JPEG", 6000, 4000, "sRGB", "11.2MiB"),
        ("bag_inside.jpg", "JPEG", 6000, 4000, "sRGB", "7.93MiB"),
        ("bag_model.jpg", "JPEG", 4000, 6000, "sRGB", "10.4MiB"),
        ("bag_flat.jpg", "JPEG", 6000, 6000, "sRGB", "12.6MiB"),
        ("bag_strap.tif", "TIFF", 5472, 3648, "CMYK", "76.2MiB"),
    ]
    ident = "\n".join(
        f"shots/{n} {k} {w}x{h} {w}x{h}+0+0 8-bit {cs} {sz} 0.000u 0:00.00{i % 3}"
        for i, (n, k, w, h, cs, sz) in enumerate(shots)
    )
    outs = [
        ("bag_front.jpg", 1600, 1067, "402KiB"),
        ("bag_back.jpg", 1600, 1067, "377KiB"),
        ("bag_side.jpg", 1067, 1600, "351KiB"),
        ("bag_detail.jpg", 1600, 1067, "468KiB"),
        ("bag_inside.jpg", 1600, 1067, "311KiB"),
        ("bag_model.jpg", 1067, 1600, "389KiB"),
        ("bag_flat.jpg", 1600, 1600, "529KiB"),
        ("bag_strap.jpg", 1600, 1067, "298KiB"),
    ]
    ident2 = "\n".join(
        f"web/{n} JPEG {w}x{h} {w}x{h}+0+0 8-bit sRGB {sz} 0.000u 0:00.000"
        for n, w, h, sz in sorted(outs)
    )
    ok1: list[Call] = [
        (sh, {"command": "magick identify shots/*.jpg shots/*.tif"}, ident),
        (
            sh,
            {
                "command": "mkdir -p web && magick mogrify -path web -resize '1600x1600>' "
                "-colorspace sRGB -strip -quality 82 shots/*.jpg"
            },
            "",
        ),
        (
            sh,
            {
                "command": "magick shots/bag_strap.tif -resize '1600x1600>' -colorspace sRGB "
                "-strip -quality 82 web/bag_strap.jpg"
            },
            "magick: Unknown field with tag 37706 (0x934a) encountered. `TIFFReadDirectory' @ "
            "warning/tiff.c/TIFFWarnings/960.",
        ),
        (sh, {"command": "magick identify web/*"}, ident2),
        (
            sh,
            {"command": "du -ch shots/* | tail -1; du -ch web/* | tail -1"},
            "147M\ttotal\n3.1M\ttotal",
        ),
        (
            sh,
            {"command": "magick identify -format '%f %[colorspace] %[profile:icc]\\n' web/*"},
            "\n".join(f"{n} sRGB " for n, *_ in sorted(outs)) + "\n",
        ),
    ]
    charts = [
        "revenue_q1.png",
        "revenue_q2.png",
        "revenue_q3.png",
        "revenue_q4.png",
        "churn_by_region.png",
        "nps_trend.png",
    ]
    ae = ["0", "0", "1432", "0", "0", "18876"]
    ok2: list[Call] = [
        (sh, {"command": f"magick compare -metric AE baseline/{c} out/{c} diff/{c}"}, v)
        for c, v in zip(charts, ae, strict=True)
    ]
    ok2 += [
        (
            sh,
            {
                "command": "magick identify -format '%f %wx%h\\n' baseline/nps_trend.png "
                "out/nps_trend.png baseline/revenue_q3.png out/revenue_q3.png"
            },
            "nps_trend.png 1200x800\nnps_trend.png 1200x820\nrevenue_q3.png 1200x800\n"
            "revenue_q3.png 1200x800\n",
        ),
        (
            sh,
            {
                "command": "magick compare -metric AE -fuzz 2% baseline/revenue_q3.png "
                "out/revenue_q3.png null:"
            },
            "0",
        ),
    ]
    pdfs = [
        "MSA_Northwind_2025.pdf",
        "SOW_Contoso_03.pdf",
        "NDA_Fabrikam.pdf",
        "DPA_Litware_v2.pdf",
        "Amendment_2_Northwind.pdf",
    ]

    def policy(out: str) -> str:
        return (
            "convert-im6.q16: attempt to perform an operation not allowed by the security "
            "policy `PDF' @ error/constitute.c/IsCoderAuthorized/426.\nconvert-im6.q16: no "
            f"images defined `{out}' @ error/convert.c/ConvertImageCommand/3229."
        )

    fail: list[Call] = []
    for n, p in enumerate(pdfs):
        out = f"previews/{p[:-4]}.png"
        flags = [
            "-density 150",
            "-density 150 -flatten",
            "-density 150 -background white -alpha remove",
            "-density 120",
            "-density 150 -quality 90",
        ][n]
        fail.append((sh, {"command": f"convert {flags} 'signed/{p}[0]' {out}"}, policy(out)))
    return [
        (
            f,
            "imagemagick-ok-1",
            "Prepare web versions of the eight product shots in shots/: at most 1600 px on the "
            "long edge, sRGB, metadata stripped, JPEG quality 82, into web/. Tell me the total "
            "size before and after.",
            True,
            ok1,
        ),
        (
            f,
            "imagemagick-ok-2",
            "Renderer regression check: compare the six chart PNGs in out/ with baseline/, say "
            "which changed and by how many pixels, and whether each change is a size change or "
            "anti-aliasing noise.",
            True,
            ok2,
        ),
        (
            f,
            "imagemagick-fail-1",
            "Turn the five signed contract PDFs in signed/ into PNG previews of their first page "
            "(150 dpi) for the CRM, into previews/.",
            False,
            fail,
        ),
    ]


def _exiftool() -> list[Run]:
    f = "exiftool"
    x = "exiftool_run"
    before = "\n".join(
        f"DSC0412{n}.JPG\t2025:02:14 {h}\tILCE-7M3"
        for n, h in enumerate(["12:41:55", "12:42:10", "12:49:03", "13:05:37", "13:06:02"], 1)
    )
    after = "\n".join(
        f"DSC0412{n}.JPG\t2025:02:14 {h}\tILCE-7M3"
        for n, h in enumerate(["13:41:55", "13:42:10", "13:49:03", "14:05:37", "14:06:02"], 1)
    )
    one = _i(
        [
            {
                "SourceFile": "trip/lisbon/DSC04122.JPG",
                "DateTimeOriginal": "2025:02:14 12:42:10",
                "OffsetTimeOriginal": "+00:00",
                "GPSDateTime": "2025:02:14 13:42:09Z",
                "GPSPosition": "38 deg 42' 49.31\" N, 9 deg 8' 11.02\" W",
            }
        ],
        2,
    )
    ok1: list[Call] = [
        (
            x,
            {
                "args": [
                    "-T",
                    "-FileName",
                    "-DateTimeOriginal",
                    "-Model",
                    "trip/lisbon/DSC0412*.JPG",
                ]
            },
            before,
        ),
        (
            x,
            {
                "args": [
                    "-j",
                    "-DateTimeOriginal",
                    "-OffsetTimeOriginal",
                    "-GPSDateTime",
                    "-GPSPosition",
                    "trip/lisbon/DSC04122.JPG",
                ]
            },
            one,
        ),
        (
            x,
            {"args": ["-AllDates+=1:00", "-overwrite_original", "trip/lisbon/DSC*.JPG"]},
            "   58 image files updated",
        ),
        (
            x,
            {
                "args": [
                    "-T",
                    "-FileName",
                    "-DateTimeOriginal",
                    "-Model",
                    "trip/lisbon/DSC0412*.JPG",
                ]
            },
            after,
        ),
        (
            x,
            {
                "args": [
                    "-if",
                    '$FileModifyDate ge "2025:03:10"',
                    "-p",
                    "$FileName",
                    "trip/lisbon/IMG_*.HEIC",
                ]
            },
            "   34 files failed condition",
        ),
    ]
    x_t3 = (
        "archive/2019/2019-06-02/DSCF0113.JPG 46 deg 33' 29.41\" N, 8 deg 33' 41.02\" E\n"
        "archive/2019/2019-06-02/DSCF0127.JPG 46 deg 33' 31.88\" N, 8 deg 33' 52.60\" E\n"
        "archive/2019/2019-09-14/DSCF1042.JPG 45 deg 55' 35.12\" N, 6 deg 52' 10.37\" E\n"
        "   27 directories scanned\n  608 files failed condition\n    3 image files read"
    )
    ok2: list[Call] = [
        (
            x,
            {"args": ["-s", "-Model", "-Make", "archive/2019/2019-06-02/DSCF0113.JPG"]},
            "Make                            : FUJIFILM\nModel                           : X-T3",
        ),
        (
            x,
            {
                "args": [
                    "-r",
                    "-if",
                    '$Model eq "X-T3" and $GPSLatitude',
                    "-p",
                    "$Directory/$FileName $GPSPosition",
                    "archive/2019",
                ]
            },
            x_t3,
        ),
        (
            x,
            {
                "args": [
                    "-n",
                    "-j",
                    "-GPSLatitude",
                    "-GPSLongitude",
                    "archive/2019/2019-09-14/DSCF1042.JPG",
                ]
            },
            _i(
                [
                    {
                        "SourceFile": "archive/2019/2019-09-14/DSCF1042.JPG",
                        "GPSLatitude": 45.9264222222222,
                        "GPSLongitude": 6.86954722222222,
                    }
                ],
                2,
            ),
        ),
    ]
    cached = _i(
        [
            {
                "SourceFile": "survey/DJI_0001.JPG",
                "DateTimeOriginal": "2025:03:07 10:14:22",
                "GPSAltitude": "312.4 m Above Sea Level",
                "RelativeAltitude": "+0.10",
                "GPSPosition": "47 deg 22' 10.81\" N, 8 deg 32' 44.06\" E",
            }
        ],
        2,
    )
    shots = ["DJI_0142.JPG", "DJI_0143.JPG", "DJI_0157.JPG", "DJI_0171.JPG", "DJI_0188.JPG"]
    fail: list[Call] = [
        (
            x,
            {
                "args": [
                    "-j",
                    "-DateTimeOriginal",
                    "-GPSAltitude",
                    "-RelativeAltitude",
                    "-GPSPosition",
                    f"survey/{s}",
                ]
            },
            cached,
        )
        for s in shots
    ]
    fail.append(
        (
            x,
            {
                "args": [
                    "-j",
                    "-XMP-drone-dji:RelativeAltitude",
                    "-GPSAltitude",
                    "survey/DJI_0171.JPG",
                ]
            },
            cached,
        )
    )
    return [
        (
            f,
            "exiftool-ok-1",
            "The camera clock was an hour behind for the Sony DSC files from the Lisbon trip "
            "(trip/lisbon/). Check a couple, shift every DSC file by +1 h, verify, and make sure "
            "the phone photos (IMG_*) were not touched.",
            True,
            ok1,
        ),
        (
            f,
            "exiftool-ok-2",
            "Which photos in archive/2019/ were taken with the Fuji X-T3 and have GPS? List them "
            "with coordinates, and give me the decimal coordinates of the September one.",
            True,
            ok2,
        ),
        (
            f,
            "exiftool-fail-1",
            "For the five drone shots in survey/ (DJI_0142, 0143, 0157, 0171, 0188) give me the "
            "capture time and the height above take-off (RelativeAltitude) of each.",
            False,
            fail,
        ),
    ]


def _ghostscript() -> list[Run]:
    f = "ghostscript"
    sh = "shell_exec"
    banner = (
        "GPL Ghostscript 10.02.1 (2023-11-01)\nCopyright (C) 2023 Artifex Software, Inc.  All "
        "rights reserved.\nThis software is supplied under the GNU AGPLv3 and comes with NO "
        "WARRANTY:\nsee the file COPYING for details.\n"
    )
    damaged = (
        "   **** Error: Cannot find a 'startxref' anywhere in the file.\n"
        "               Output may be incorrect.\n"
        "   **** Error:  An error occurred while reading an XREF table.\n"
        "   **** The file has been damaged.  This may have been caused\n"
        "   **** by a problem while converting or transfering the file.\n"
        "   **** Ghostscript will attempt to recover the data.\n"
        "   **** However, the output may be incorrect.\n"
    )
    repaired = (
        "\n   **** This file had errors that were repaired or ignored.\n"
        "   **** Please notify the author of the software that produced this\n"
        "   **** file that it does not conform to Adobe's published PDF\n"
        "   **** specification.\n"
    )

    def pages(n: int) -> str:
        return f"Processing pages 1 through {n}.\n" + "".join(
            f"Page {i}\n" for i in range(1, n + 1)
        )

    gs = "gs -sDEVICE=pdfwrite -dCompatibilityLevel=1.5 -dNOPAUSE -dBATCH"
    ok1: list[Call] = [
        (
            sh,
            {"cmd": "ls -l scans/"},
            "total 104512\n-rw-r--r-- 1 anna anna 61337810 Mar  7 16:02 deed_2011.pdf\n"
            "-rw-r--r-- 1 anna anna  9408122 Mar  7 16:05 invoice_scan.pdf\n"
            "-rw-r--r-- 1 anna anna 36271654 Mar  7 15:58 lease_2019.pdf",
        ),
        (
            sh,
            {
                "cmd": 'gs -q -dNODISPLAY -dNOSAFER -c "(scans/lease_2019.pdf) (r) file '
                'runpdfbegin pdfpagecount = quit"'
            },
            damaged + "14",
        ),
        (
            sh,
            {
                "cmd": f"{gs} -dPDFSETTINGS=/ebook -sOutputFile=out/lease_2019.pdf "
                "scans/lease_2019.pdf"
            },
            banner + damaged + pages(14) + repaired,
        ),
        (
            sh,
            {
                "cmd": f"{gs} -dPDFSETTINGS=/ebook -sOutputFile=out/invoice_scan.pdf "
                "scans/invoice_scan.pdf"
            },
            banner + pages(3),
        ),
        (
            sh,
            {
                "cmd": f"{gs} -dPDFSETTINGS=/ebook -sOutputFile=out/deed_2011.pdf "
                "scans/deed_2011.pdf"
            },
            banner + pages(22),
        ),
        (
            sh,
            {"cmd": "ls -l out/"},
            "total 18876\n-rw-r--r-- 1 anna anna 11740213 Mar 10 11:21 deed_2011.pdf\n"
            "-rw-r--r-- 1 anna anna  1203377 Mar 10 11:20 invoice_scan.pdf\n"
            "-rw-r--r-- 1 anna anna  6318840 Mar 10 11:20 lease_2019.pdf",
        ),
        (
            sh,
            {
                "cmd": f"{gs} -dPDFSETTINGS=/ebook -dDownsampleColorImages=true "
                "-dColorImageResolution=110 -dDownsampleGrayImages=true "
                "-dGrayImageResolution=110 -sOutputFile=out/deed_2011.pdf "
                "scans/deed_2011.pdf"
            },
            banner + pages(22),
        ),
        (
            sh,
            {"cmd": "ls -l out/deed_2011.pdf"},
            "-rw-r--r-- 1 anna anna 7114590 Mar 10 11:23 out/deed_2011.pdf",
        ),
    ]
    return [
        (
            f,
            "ghostscript-ok-1",
            "Shrink the three scanned PDFs in scans/ so each is under 10 MB for email, keeping "
            "them readable. lease_2019.pdf may be damaged; tell me if pages were lost.",
            True,
            ok1,
        ),
    ]


def _cups() -> list[Run]:
    f = "cups"
    r = "run_shell_command"
    status = (
        "printer Accounting_M479 now printing Accounting_M479-207.  enabled since Mon 10 Mar "
        "2025 08:02:13 AM CET\n\tSpooling job, 12% complete.\nprinter Reception_MFC is idle.  "
        "enabled since Fri 07 Mar 2025 04:55:40 PM CET\nsystem default destination: "
        "Reception_MFC"
    )
    files = " ".join(f"~/invoices/INV-2025-03{n}.pdf" for n in (11, 12, 13))
    ok1: list[Call] = [
        (r, {"command": "lpstat -p -d"}, _gemini("lpstat -p -d", status, pgid=41822)),
        (
            r,
            {"command": "lpstat -o Accounting_M479"},
            _gemini(
                "lpstat -o Accounting_M479",
                "Accounting_M479-207     mkoch           2283520   Sun 09 Mar 2025 05:41:09 PM CET",
                pgid=41830,
            ),
        ),
        (
            r,
            {"command": "cancel Accounting_M479-207"},
            _gemini("cancel Accounting_M479-207", "", pgid=41836),
        ),
        (
            r,
            {"command": f"lp -d Accounting_M479 -o sides=two-sided-long-edge {files}"},
            _gemini(
                f"lp -d Accounting_M479 -o sides=two-sided-long-edge {files}",
                "request id is Accounting_M479-212 (3 file(s))",
                pgid=41841,
            ),
        ),
        (
            r,
            {"command": "lpstat -o Accounting_M479"},
            _gemini(
                "lpstat -o Accounting_M479",
                "Accounting_M479-212     anna             412672   Mon 10 Mar 2025 10:14:02 AM CET",
                pgid=41850,
            ),
        ),
        (
            r,
            {"command": "lpstat -W completed -o Accounting_M479 | tail -2"},
            _gemini(
                "lpstat -W completed -o Accounting_M479 | tail -2",
                "Accounting_M479-207     mkoch           2283520   Sun 09 Mar 2025 05:41:09 PM "
                "CET\nAccounting_M479-212     anna             412672   Mon 10 Mar 2025 "
                "10:14:02 AM CET",
                pgid=41857,
            ),
        ),
    ]
    stuck = (
        "printer Warehouse_Zebra now printing Warehouse_Zebra-88.  enabled since Mon 10 Mar "
        "2025 06:58:21 AM CET\n\tWaiting for printer to become available."
    )
    queue = (
        "Warehouse_Zebra-88      dock2            18944   Mon 10 Mar 2025 06:58:20 AM CET\n"
        "Warehouse_Zebra-89      dock2            19201   Mon 10 Mar 2025 07:30:02 AM CET\n"
        "Warehouse_Zebra-90      anna             22016   Mon 10 Mar 2025 08:47:45 AM CET\n"
        "Warehouse_Zebra-91      anna            402432   Mon 10 Mar 2025 10:20:13 AM CET"
    )
    lp = "lp -d Warehouse_Zebra -o media=Custom.4x6in labels_0310.pdf"
    fail: list[Call] = [
        (
            r,
            {"command": "lpstat -p Warehouse_Zebra"},
            _gemini("lpstat -p Warehouse_Zebra", stuck, pgid=52210),
        ),
        (
            r,
            {"command": lp},
            _gemini(lp, "request id is Warehouse_Zebra-91 (1 file(s))", pgid=52216),
        ),
        (
            r,
            {"command": "lpstat -o Warehouse_Zebra"},
            _gemini("lpstat -o Warehouse_Zebra", queue, pgid=52231),
        ),
        (
            r,
            {"command": "lpstat -p Warehouse_Zebra"},
            _gemini("lpstat -p Warehouse_Zebra", stuck, pgid=52260),
        ),
        (
            r,
            {"command": "lpstat -o Warehouse_Zebra"},
            _gemini("lpstat -o Warehouse_Zebra", queue, pgid=52287),
        ),
        (
            r,
            {"command": "lpstat -p Warehouse_Zebra"},
            _gemini("lpstat -p Warehouse_Zebra", stuck, pgid=52315),
        ),
        (
            r,
            {"command": "lpstat -o Warehouse_Zebra"},
            _gemini("lpstat -o Warehouse_Zebra", queue, pgid=52342),
        ),
        (
            r,
            {"command": "lpstat -p Warehouse_Zebra"},
            _gemini("lpstat -p Warehouse_Zebra", stuck, pgid=52371),
        ),
    ]
    return [
        (
            f,
            "cups-ok-1",
            "Print the three March invoices in ~/invoices/ double-sided on the accounting "
            "printer, make sure they went through, and cancel whatever has been stuck in that "
            "queue since yesterday.",
            True,
            ok1,
        ),
        (
            f,
            "cups-fail-1",
            "Print the shipping-label batch labels_0310.pdf on Warehouse_Zebra and tell me when "
            "it has finished printing.",
            False,
            fail,
        ),
    ]


FAMILIES = (
    _obd, _canbus, _samsara, _geotab, _tesla, _ev, _metar, _notam, _opensky, _ais,
    _port_calls, _federal_register, _regulations_gov, _entity_registry, _foia, _procurement,
    _toast, _clover, _lightspeed, _kds, _online_ordering, _ffmpeg, _imagemagick, _exiftool,
    _ghostscript, _cups,
)  # fmt: skip


def runs() -> list[Run]:
    return [run for family in FAMILIES for run in family()]


def main(out: Path = OUT) -> None:
    lines = []
    for family, run_id, task, success, calls in runs():
        for tool, args, result in calls:
            row = {
                "source": SRC + family,
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": success},
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
