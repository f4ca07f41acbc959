"""Twenty-eighth held-out check of the gates: SAP and ERP, network automation, hardware design
(EDA), test automation and load testing, vector databases.

``tests/data/tool_heldout28.jsonl`` (built by ``tests/data/tool_heldout28_build.py``) holds 55
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: SAP S/4HANA OData v2 (``d.results``, ``__next``), pyrfc BAPI calls with RETURN tables,
SAP Ariba's asynchronous reporting jobs, the Dataverse Web API (``@odata.nextLink``), Epicor
Kinetic REST and Infor ION OneView; netmiko on IOS and NX-OS, Junos PyEZ RPC replies (XML),
Arista eAPI JSON-RPC, NetBox REST, Nautobot GraphQL and Infoblox WAPI; Yosys, Verilator,
Icarus ``iverilog``/``vvp``, OpenROAD/OpenSTA, Vivado batch logs and cocotb run through a
shell; Cypress, Selenium Grid, BrowserStack Automate, Appium server logs, k6, Locust and
JMeter; Weaviate, Qdrant, Milvus (pymilvus), Vespa and LanceDB. 35 succeeded and 20 failed (a
source failed silently and the agent kept calling). The fixture was written without reading
the detectors, the shape readers, the gate's tool counting or the earlier fixtures, and
committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 1 / 2 of 35 (every stop withholds evidence); failing
sessions tripped 14 / 11 / 13 of 20, cutting 52 / 41 / 48 of their 137 calls. The default
counting misjudges none of the 24 tools a careful reading can place; 12 of them are generic or
mixed tools (a shell, ``python``, REST tools that both read and write) left arguable.

The stops share one kind: a mixed REST tool's acknowledgements (Epicor's three ``HTTP 204 No
Content`` answers to PATCHes, the changes the user asked for) read useless as if they were
reads, and, for ``default`` and ``semantic``, Dataverse's OData pages of accounts and
opportunities (``{"@odata.context": …, "value": [{"@odata.etag": …, "name": "Lamna
Healthcare", …, "accountid": "<GUID>"}]}``) read useless page after page.

The misses share three kinds. A connection or quota error whose text changes a little with
each call (netmiko's "TCP connection to device failed" naming another host or transport,
Junos' ``RpcTimeoutError`` naming another RPC, k6 Cloud's VUh-quota refusal with a new time
stamp, Vivado's license error Common 17-345 with a new exit time) is read useful whenever it
differs from the call before, so the run restarts; ``classifier`` and ``semantic`` read
several of them useful outright. A generic request tool whose failing calls are POSTs
(Qdrant's ``points/search``, Selenium Grid's ``POST /session``) is not counted at those calls,
so the run of useless reads stays short. And an answer that is well formed but says nothing
(OpenSTA's "No paths found." with no SDC loaded, cocotb's "Failed to import module" run of
0 tests, BrowserStack's "HTTP Basic: Access denied.") is read useful or unknown by
``classifier`` (and the last unknown by ``semantic``).

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reaches 3 at the last call of ``junos-pyez-ok-1`` (the ping, terse
interface and optics XML replies that show the link is dark) and of ``vivado-fail-1``; it
reaches 2 on Ariba's two "processing" polls, on Infoblox's two empty ``[]`` look-ups (the
'no record yet' the task asks about), on OpenROAD's ``repair_timing`` report and on Locust's
``/stats/requests`` climbing figures; ``classifier`` reaches 2 on Dataverse's pages (0.88-0.89),
on the Junos optics reply (0.91) and on the Infoblox empties (0.99); ``semantic`` reaches 2 on
the Ariba polls, the Infoblox empties and the Locust stats.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, counted, parametrize_checks

FIX = HeldOut("tool_heldout28")
H = "heldout28/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_NETMIKO = (
    "netmiko answers all seven commands with ``TCP connection to device failed.\\n\\nCommon "
    "causes of this problem are:\\n1. Incorrect hostname or IP address.…Device settings: "
    "cisco_ios r-br31.net.example.com:22`` (the router is unreachable): read {how}"
)
_JUNOS = (
    "``RpcTimeoutError(host: edge-mx2, cmd: get-route-information, timeout: 30)`` at every "
    "RPC (the router does not answer): read {how}"
)
_VIVADO = (
    "every batch run ends ``ERROR: [Common 17-345] A valid license was not found for feature "
    "'Synthesis' and/or device 'xc7k325t'`` (the license server is gone): read {how}"
)
_SELENIUM = (
    'the Grid answers ``{{"value": {{"ready": false, "message": "Selenium Grid not ready.", '
    '"nodes": []}}}}`` to every status poll and ``SessionNotCreatedException: Could not start '
    "a new session. New session request timed out`` to every ``POST /session``: {how}; the "
    "POSTs of the generic http_request tool are not counted, so the run of status polls "
    "never reaches 3"
)
_K6 = (
    "k6 Cloud refuses all six runs with ``(403/E2) Your organization has used 100% of its "
    "monthly VUh quota`` under the k6 banner: read useful ({score}) six times"
)
#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "openroad/openroad-fail-1": (
            "the design was never loaded: every ``report_checks`` under ``script`` answers "
            "``No paths found.``, a command's output, new (useful, 0.20) the first time and "
            "useless when repeated; ``report_tns``'s ``wns 0.00`` and the clock listing reset "
            "the run, so it reaches 2 at most"
        ),
        H + "netmiko/netmiko-fail-1": _NETMIKO.format(
            how="useful (0.20) whenever the host or transport changes, so the run stops at 2"
        ),
        H + "vivado/vivado-fail-1": _VIVADO.format(
            how="useful (0.39-0.40) at runs 1 and 3, so the run reaches 3 only at the last call"
        ),
        H + "selenium-grid/selenium-grid-fail-1": _SELENIUM.format(
            how="the status polls read useless (1.00) but the queue listing between them "
            "useful (0.20)"
        ),
        H + "k6/k6-fail-1": _K6.format(score="0.20"),
    },
    "classifier": {
        H + "netmiko/netmiko-fail-1": _NETMIKO.format(
            how="useful (0.85-0.86) three times, then unknown (0.50)"
        ),
        H + "junos-pyez/junos-pyez-fail-1": _JUNOS.format(how="useful (0.69-0.84) seven times"),
        H + "vivado/vivado-fail-1": _VIVADO.format(how="useful (0.74-0.78) six times"),
        H + "selenium-grid/selenium-grid-fail-1": _SELENIUM.format(
            how="all read useful (0.35-0.85)"
        ),
        H + "k6/k6-fail-1": _K6.format(score="0.35"),
        H + "openroad/openroad-fail-1": "OpenSTA answers six timing queries with ``No paths "
        "found.`` and ``wns 0.00\\ntns 0.00`` (no SDC was read, nothing is constrained; the "
        "empty ``report_clock_properties`` shows it): read useful (0.57-0.82)",
        H + "cocotb/cocotb-fail-1": "every ``make SIM=icarus`` ends ``CRITICAL cocotb.regression "
        "Failed to import module test_i2c_slave: No module named 'test_i2c_slave'`` and "
        "``TESTS=0 PASS=0 FAIL=0 SKIP=0``: read useful (0.68-0.75) six times",
    },
    "semantic": {
        H + "netmiko/netmiko-fail-1": _NETMIKO.format(how="unknown (0.50) seven times"),
        H + "vivado/vivado-fail-1": _VIVADO.format(
            how="useful (0.78) at runs 1 and 3, so the run reaches 3 only at the last call"
        ),
        H + "selenium-grid/selenium-grid-fail-1": _SELENIUM.format(
            how="the status polls read useless (0.99) but the queue listing between them "
            "useful (0.39)"
        ),
        H + "k6/k6-fail-1": _K6.format(score="0.39"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 56, 137), "classifier": (0, 0, 47, 137), "semantic": (0, 0, 58, 137)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 13, "semantic": 16}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``openroad_tcl`` counts: even ``repair_timing`` answers with the timing report the agent
#: asked for. Left arguable: the shells and ``python`` (builds, edits, deletes and reads alike)
#: and the REST or RFC tools that both read and write in these sessions (a BAPI that creates a
#: requisition, PATCHes, WAPI and NetBox POSTs, BrowserStack's PUT, Locust's swarm and stop,
#: Weaviate's batch import, Qdrant's payload writes and deletes, Selenium Grid's sessions).
READS = (
    "ariba_reporting", "dataverse_get", "eapi_run_cmds", "ion_api", "junos_rpc",
    "nautobot_graphql", "netmiko_send_command", "openroad_tcl", "sap_odata_get",
    "vespa_query", "weaviate_graphql",
)  # fmt: skip
ACTIONS = ("netmiko_send_config",)
ARGUABLE = (
    "bash", "browserstack_api", "epicor_rest", "http_request", "infoblox_wapi",
    "locust_api", "netbox_api", "python", "qdrant_request", "rfc_call", "run_command",
    "weaviate_rest",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "appium", "ariba", "arista-eapi", "browserstack", "cocotb", "cypress", "dataverse",
    "epicor", "infoblox", "infor-ion", "iverilog", "jmeter", "junos-pyez", "k6", "lancedb",
    "locust", "milvus", "nautobot", "netbox", "netmiko", "openroad", "pyrfc", "qdrant",
    "sap-odata", "selenium-grid", "verilator", "vespa", "vivado", "weaviate", "yosys",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 55
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("dataverse", "nautobot", "arista-eapi", "vespa"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    eapi = [json.loads(o) for o in _results("arista-eapi")]
    assert all(r["jsonrpc"] == "2.0" and isinstance(r["result"], list) for r in eapi)
    qdrant = [json.loads(o) for o in _results("qdrant")]
    assert all(q["status"] == "ok" and "time" in q for q in qdrant)
    sap = [o for o in _results("sap-odata") if o.startswith("{")]
    assert sap and all("d" in json.loads(o) for o in sap)
    assert all(
        o.startswith("<") or o.startswith("RpcTimeoutError(") for o in _results("junos-pyez")
    )


def test_the_fixture_keeps_its_counting() -> None:
    """The one action tool is left out by the default counting; the plain reads are in."""
    assert not counted("netmiko_send_config")
    assert all(counted(t) for t in READS)


pytest_generate_tests = parametrize_checks


class TestHeldOut28(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
    MISCOUNTED: dict[str, str]
