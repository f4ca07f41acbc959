"""Twenty-fourth held-out check of the gates: geospatial and gridded science data, Internet
routing and peering, bank and market messaging, medical imaging, people operations and
robotics.

``tests/data/tool_heldout24.jsonl`` (built by ``tests/data/tool_heldout24_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: ``gdalinfo``, ``ogrinfo`` and ``gdallocationinfo``, PostGIS through a SQL tool, ArcGIS
REST feature-service queries, ``wgrib2`` inventories, ``ncdump -h`` and xarray reprs, Earth
Engine's Python API, Mapbox geocoding and optimisation, HERE geocoding; RIPEstat, PeeringDB,
``bgpq4``, BIRD's ``birdc``, Routinator, Cloudflare Radar; an MT940 statement, pain.002
status reports, FIX 4.4 execution reports, a Bloomberg BDP/BQL wrapper, UK and Berlin Group
Open Banking, Wise transfers; DCMTK's ``dcmdump`` and ``findscu``, Orthanc's REST API,
DICOMweb QIDO-RS, a modality worklist and a radiology report generator; BambooHR, Gusto,
Deel, Rippling and ADP; ROS 2, MAVLink through pymavlink/MAVSDK and PX4's nsh. 35 succeeded
and 20 failed (a source failed silently and the agent kept calling). The fixture was written
and committed without reading the detectors, the shape readers, the gate's tool counting or
the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 3 / 1 of 35 (each stop withholds evidence); failing
sessions tripped 15 / 15 / 15 of 20, cutting 50 / 55 / 50 of their 144 calls. The default
counting misjudges one tool of 42: ``gusto_calculate_payroll`` acts (it asks Gusto to
calculate a payroll and gets ``202 Accepted``) but is counted.

The stop all three gates share is BIRD's session repair (``bird-ok-1``): ``birdc restart``'s
``rs1_v4: restarted`` and the two polls that follow it (``Connect``, then ``Established``) are
read useless, so the run reaches 3 before the route count the agent still needs.

The misses share three kinds. An error the detectors do not read as one: BIRD's ``Unable to
connect to server control socket (/run/bird/bird.ctl): No such file or directory`` (unknown,
0.50, for all three gates), ADP's ``confirmMessage`` with ``"requestStatusCode":
{"codeValue": "failed"}`` and ``Invalid or expired access token`` (useful 0.20 for
``default``, unknown for the others), Earth Engine's ``EEException: Too Many Requests``
traceback (unknown for ``classifier`` and ``semantic``; ``default`` catches it). A dead link
that answers in the tool's own well-formed shape: the Bloomberg wrapper's ``#N/A Requesting
Data...`` frames (some read useful), ROS 2's ``WARNING: topic [...] does not appear to be
published yet`` (read useful, 0.20 / 0.39) between node lookups read useless, so the run
resets. And a failure seen by an uncounted tool: FIX's session is out of sequence, every
``fix_send`` answered with a Logout (``35=5|…|58=MsgSeqNum too low, expecting 4471 but
received 12``), but ``fix_send`` is an action and not counted, and ``fix_poll``'s ``no new
messages for …`` reaches 3 only at the session's last call.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` and ``semantic`` read Rippling's two employee look-ups (``[{"id":
"65f0c1…","name": "Jordan Blake",…}]``) and the empty leave-request list ``[]`` (the 'none
pending' the task asks for) useless around an uncounted ``http_patch``, reaching 3 at the
last call of ``rippling-ok-1``; all three read both pages of Deel's contract list useless
(``deel-ok-1``, 2); ``classifier`` reads two of the ``findscu`` answers in ``findscu-ok-1``
useless (0.98, 2) and the ``ros2 action send_goal`` feedback and the battery state of
``ros2-ok-1`` useless around an unknown pose (2).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout24")
H = "heldout24/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_BIRD_FAIL = (
    "``Unable to connect to server control socket (/run/bird/bird.ctl): No such file or "
    "directory`` (BIRD is not running after the maintenance) answers all seven birdc calls "
    "and is read unknown (0.50) each time"
)
_ADP = (
    'ADP answers all seven calls with ``{{"confirmMessage": {{…"requestStatusCode": '
    '{{"codeValue": "failed"}}, "processMessages": [{{"messageTypeCode": {{"codeValue": '
    '"error"}}, "userMessage": {{"messageTxt": "Invalid or expired access token"}}}}]}}}}`` '
    "(the token expired): read {how} each time"
)
_FIX = (
    "the FIX session is out of sequence: every ``fix_send`` is answered with a Logout "
    "(``8=FIX.4.4|9=118|35=5|34=1|…|58=MsgSeqNum too low, expecting 4471 but received 12|``"
    ", read useless {send}) but fix_send acts and is not counted; fix_poll's ``no new "
    "messages for CXL-7F21A0C3`` (useless {poll}) reaches 3 only at the session's last call"
)
_ROS2 = (
    "spot_02's nodes are not on this ROS domain: ``ros2 node list`` prints nothing (unknown), "
    "``/parameter_events\\n/rosout``, ``Unable to find node '/spot_02/bt_navigator'`` and "
    "``Node not found`` are read useless, but each is followed by ``WARNING: topic "
    "[/spot_02/odom] does not appear to be published yet\\nCould not determine the type for "
    "the passed topic`` read useful ({warn}), so the shell's run never passes 1"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "bird/bird-fail-1": _BIRD_FAIL,
        H + "adp/adp-fail-1": _ADP.format(how="useful (0.20)"),
        H + "fix/fix-fail-1": _FIX.format(send="1.00", poll="1.00"),
        H + "ros2/ros2-fail-1": _ROS2.format(warn="0.20"),
        H + "bql/bql-fail-1": "the Bloomberg link is down: every field comes back ``#N/A "
        "Requesting Data...``; the one- and two-field frames (``PX_LAST\\nASML NA Equity  #N/A "
        "Requesting Data...``) are read useless (0.66) but the wider ones (three fields for "
        "Nestlé and LVMH, ``EQY_DVD_YLD_IND`` for Novo, the 52-week BQL) useful (0.20-0.49), "
        "so bdp reaches 2 and bql 1",
    },
    "classifier": {
        H + "bird/bird-fail-1": _BIRD_FAIL,
        H + "adp/adp-fail-1": _ADP.format(how="unknown (0.50)"),
        H + "fix/fix-fail-1": _FIX.format(send="0.94-1.00", poll="0.89-0.91"),
        H + "bql/bql-fail-1": "the Bloomberg link is down: every field comes back ``#N/A "
        "Requesting Data...``; only the first frame is read useless (0.88), the rest useful "
        "(0.83-0.86) or unknown",
    },
    "semantic": {
        H + "bird/bird-fail-1": _BIRD_FAIL,
        H + "adp/adp-fail-1": _ADP.format(how="unknown (0.50)"),
        H + "fix/fix-fail-1": _FIX.format(send="1.00", poll="1.00"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 52, 144), "classifier": (0, 0, 54, 144), "semantic": (0, 0, 55, 144)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 16, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or run commands count (``shell``, ``python``, ``px4_shell``,
#: ``generate_report``: their output is what the agent asked to learn), and so do the polls
#: (``fix_poll``, ``bank_h2h_status``, ``gusto_get_payroll``, ``wise_get_transfer``). Left out,
#: as arguable: ``http_post`` (Orthanc's ``/tools/find`` reads; its store job, anonymize and
#: Deel's amendment act) and ``wise_create_quote`` (creates a quote object, but its answer is
#: the price the agent asked for).
READS = (
    "bank_h2h_report", "bank_h2h_status", "bdp", "bql", "erp_find_open_invoice",
    "erp_vendor_lookup", "fix_poll", "generate_report", "get_structured_findings",
    "gusto_get_payroll", "http_get", "prior_auth_status", "px4_shell", "python", "query",
    "read_file", "shell", "wise_get_balances", "wise_get_transfer", "wise_list_recipients",
    "wise_list_transfers", "worklist_query",
)  # fmt: skip
ACTIONS = (
    "bank_h2h_upload", "erp_mark_paid", "erp_post_unapplied", "fix_send",
    "gusto_calculate_payroll", "gusto_create_payroll", "gusto_submit_payroll",
    "gusto_update_payroll", "http_delete", "http_patch", "http_put", "netconf_push", "notify",
    "save_report", "send_message", "wise_create_transfer", "wise_fund_transfer",
    "worklist_update",
)  # fmt: skip
ARGUABLE = ("http_post", "wise_create_quote")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "gusto_calculate_payroll": "acts (it asks Gusto to calculate the off-cycle payroll; its "
    "answer is the receipt ``202 Accepted``) and is counted; the payroll's state is read "
    "with gusto_get_payroll. One call in gusto-ok-1, so it moves no run",
}

FAMILIES = {
    "adp", "arcgis", "bamboohr", "bgpq4", "bird", "bql", "dcmdump", "deel", "dicomweb",
    "earthengine", "findscu", "fix", "gdal", "gusto", "here", "iso20022", "mapbox",
    "mavlink", "mt940", "netcdf", "openbanking", "orthanc", "peeringdb", "postgis", "px4",
    "radar", "radreport", "ripestat", "rippling", "ros2", "routinator", "wgrib2", "wise",
    "worklist",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(4 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 7 for e in eps if not e.raw["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("ripestat", "peeringdb", "arcgis", "wise", "gusto", "adp", "radar"):
        assert all(json.loads(o) is not None for o in _results(family) if o[:1] in "{["), family
    ripe = [json.loads(o) for o in _results("ripestat")]
    assert all(r["status"] == "ok" and r["status_code"] == 200 for r in ripe)
    assert all(
        o.startswith("8=FIX.4.4|") or o.startswith(("queued", "no new")) for o in _results("fix")
    )
    assert all(
        o.startswith("BIRD 2.14 ready.") or o.startswith(("PING", "Unable"))
        for o in _results("bird")
    )
    qido = [json.loads(o) for o in _results("dicomweb")]
    assert all(isinstance(q, list) for q in qido)
    assert all("0020000D" in s or "0020000E" in s for q in qido for s in q)


pytest_generate_tests = parametrize_checks


class TestHeldOut24(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
