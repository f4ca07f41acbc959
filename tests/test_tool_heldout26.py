"""Twenty-sixth held-out check of the gates: contact centers, energy markets and grid data,
billing and accounting, time-series and OLAP databases, and maker electronics and home
automation.

``tests/data/tool_heldout26.jsonl`` (built by ``tests/data/tool_heldout26_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Genesys Cloud's platform API (analytics detail queries, queue observations,
callbacks), Amazon Connect through the AWS CLI, Five9 reports through a SOAP wrapper, NICE
CXone, Twilio TaskRouter; the EIA API v2, CAISO OASIS zipped reports, ERCOT's public API,
ENTSO-E's transparency platform (``Publication_MarketDocument`` and the
``Acknowledgement_MarketDocument`` for no data), PJM Data Miner, Octopus Energy; Zuora,
Chargebee, FreshBooks, Sage Intacct's XML gateway, Bill.com and Paddle; Druid SQL, Pinot,
TimescaleDB through ``psql``, QuestDB's ``/exec``, Couchbase ``cbq``, the HBase shell,
``valkey-cli`` and memcached ``stats``; Zigbee2MQTT over an MQTT tool, ESPHome, Node-RED's
admin API, Tasmota, ``arduino-cli`` and ``kicad-cli``. 36 succeeded and 20 failed (a source
failed silently and the agent kept calling). The fixture was written and committed without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Failing sessions a gate misses are listed with the result text that
was misread and what a careful reading makes of it: the gaps stay visible. The gate's default
choice of which tools it counts is checked tool by tool, its misjudgements listed the same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 36; failing sessions tripped 14 / 8 / 11 of 20,
cutting 45 / 32 / 39 of their 147 calls. The default counting misjudges two tools of 28:
``mqtt_subscribe`` reads (it waits for the messages on a topic) but is not counted, and
``five9_run_report`` acts (it starts a report and answers with the job's id) but is counted.

No successful session is stopped: no gate's run passes 1 in any of them. The legitimately
empty answers (Octopus's export meter ``{"count": 0, …, "results": []}``, Chargebee's
``{"list": []}``, Bill.com's ``{"results": [], "nextPage": null}``, FreshBooks' empty May
travel expenses, Druid's ``[]`` for the beta version, CAISO's ``ERR_CODE 1000 No data
returned`` for a retired node) are read useless, but each is followed by a record read useful
or unknown.

The misses share three kinds. A "no data" in the source's own well-formed success shape, read
useful (``default``, 0.20) or unknown (0.50): ENTSO-E's ``Acknowledgement_MarketDocument``
with ``<Reason><code>999</code><text>No matching data found for Data item …`` (the agent is on
the iop test platform), Sage Intacct's ``<status>success</status>`` around ``<data
listtype="glaccountbalance" count="0" totalcount="0" …/>`` (the session is bound to an entity
with no books), QuestDB's ``{"query": …, "dataset": [], "count": 0}`` (a replica that stopped
replicating), ``cbq``'s ``"status": "fatal"`` with ``Keyspace not found in CB datastore`` (a
staging cluster). A stale cache answering every date and hub with the same March file
(``[extracted TH_ZP26_GEN-APND_20240301_PRC_LMP_DAM_LMP_v12.csv]`` with prices): ``default``
catches it, the others read it unknown. And a failure seen only by a tool the default counting
leaves out: CXone's ``Scheduled Maintenance`` page (read useless every time, but
``cxone_request`` is not counted) and Zigbee2MQTT's ``No message received on … within 10 s``
with the bridge ``{"state": "offline"}`` (``mqtt_subscribe`` and ``mqtt_request`` are not
counted). ``classifier`` and ``semantic`` further read Five9's ``true`` from
``isReportRunning`` unknown (0.50) between the report ids and faults they read useless, and
ESPHome's ``Can't connect to ESPHome API … [Errno 113] Connect call failed`` unknown or useful.

Near misses not counted: none in the successful sessions (no run reaches 2). In the failing
ones, ``classifier`` reaches 2 on Genesys' empty queue lists before ``{"totalHits": 0}``
(unknown) and an empty user list read useful (0.85) reset it; Five9's two report ids and two
``Result is not ready yet`` faults reach 2 each on their own tools for ``classifier`` and
``semantic``.
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout26")
H = "heldout26/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {"default": {}, "classifier": {}, "semantic": {}}

_ENTSOE = (
    "the agent is on ENTSO-E's iop test platform (``https://iop-transparency.entsoe.eu``): "
    "every call, for Spain, Portugal, another week, installed capacity and prices, answers an "
    "``Acknowledgement_MarketDocument`` with ``<Reason><code>999</code><text>No matching data "
    "found for Data item Actual Generation per Production Type [16.1.B&C] and interval …`` "
    "(no data at all, whatever is asked), read {how} all seven times"
)
_INTACCT = (
    "the Intacct session is bound to an entity with no books: every readByQuery (GL balances, "
    "GL accounts, AP bills, vendors, GL entries, entities) answers ``<status>success</status>`` "
    'around ``<data listtype="glaccountbalance" count="0" totalcount="0" numremaining="0" '
    'resultId=""/>``, read {how}'
)
_QUESTDB = (
    "the QuestDB replica stopped replicating: every query of the last hour or day answers "
    '``{{"query": "SELECT …", "columns": [...], "timestamp": 0, "dataset": [], "count": 0}}`` '
    '(or ``"dataset": [[0]]`` for the counts), read {how}'
)
_CBQ = (
    "cbq points at the staging cluster (``cb-stage.internal``): each query answers "
    '``"errors": [{{"code": 12003, "msg": "Keyspace not found in CB datastore: '
    'default:orders - cause: No bucket named orders"}}], "status": "fatal"``, and '
    "``system:keyspaces`` lists only ``beer-sample`` and ``gamesim-sample``; read {how}"
)
_Z2M = (
    "the Zigbee2MQTT bridge is down: ``No message received on zigbee2mqtt/living_room_motion "
    "within 10 s`` (and on the health check, configure, restart, devices and ``#``) with the "
    'retained ``zigbee2mqtt/bridge/state (retained) {"state": "offline"}``, but '
    "``mqtt_subscribe`` and ``mqtt_request`` are not counted by the default counting"
)
_ESPHOME = (
    "the greenhouse board is off the network: ``WARNING Can't connect to ESPHome API for "
    "greenhouse.local: Error connecting to [AddrInfo(…)]: [Errno 113] Connect call failed "
    "('192.168.1.84', 6053) (OSError)`` on six ``esphome logs`` calls, read {how}; only the "
    "OTA's ``No route to host`` is read useless"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "entsoe/entsoe-fail-1": _ENTSOE.format(how="useful (0.20)"),
        H + "intacct/intacct-fail-1": _INTACCT.format(
            how="useful (0.20) six times and useless only at the last call"
        ),
        H + "questdb/questdb-fail-1": _QUESTDB.format(how="useful (0.20) all seven times"),
        H + "cbq/cbq-fail-1": _CBQ.format(
            how="useful (0.20) except the second and last calls (1.00), so the run never passes 1"
        ),
        H + "zigbee2mqtt/zigbee2mqtt-fail-1": _Z2M,
    },
    "classifier": {
        H + "entsoe/entsoe-fail-1": _ENTSOE.format(how="unknown (0.50)"),
        H + "intacct/intacct-fail-1": _INTACCT.format(how="unknown (0.50) all seven times"),
        H + "questdb/questdb-fail-1": _QUESTDB.format(how="useful (0.75-0.87) or unknown"),
        H + "cbq/cbq-fail-1": _CBQ.format(how="useful (0.56-0.83) all seven times"),
        H + "zigbee2mqtt/zigbee2mqtt-fail-1": _Z2M,
        H + "esphome/esphome-fail-1": _ESPHOME.format(how="useful (0.83) or unknown"),
        H + "genesys/genesys-fail-1": "the OAuth client is scoped to a division with no "
        'queues: ``{"entities": [], …, "total": 0}`` for the queue look-ups (useless, run 2), '
        'then ``{"totalHits": 0}`` for every analytics query (unknown, 0.50), and the empty '
        "user list read useful (0.85) resets the run",
        H + "amazon-connect/amazon-connect-fail-1": "the agent is on a sandbox Connect "
        'instance: ``"MetricResults": []`` (useless) alternates with ``{"Contacts": [], '
        '"TotalCount": 0}`` read useful (0.54) and the sandbox\'s lone ``BasicQueue`` / '
        "``admin`` listings (useful 0.85), so the run never passes 1",
        H + "paddle/paddle-fail-1": "the key is a sandbox key (``sandbox-api.paddle.com``): "
        '``{"data": [], "meta": {…"estimated_total": 0}}`` and ``"code": "not_found"`` for '
        "the live customer and transaction are read useful (0.77-0.86) six times",
    },
    "semantic": {
        H + "entsoe/entsoe-fail-1": _ENTSOE.format(how="unknown (0.50)"),
        H + "intacct/intacct-fail-1": _INTACCT.format(how="unknown (0.50) all seven times"),
        H + "questdb/questdb-fail-1": _QUESTDB.format(how="useful (0.98) or unknown (0.50)"),
        H + "cbq/cbq-fail-1": _CBQ.format(how="unknown (0.50) all seven times"),
        H + "zigbee2mqtt/zigbee2mqtt-fail-1": _Z2M,
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 49, 147), "classifier": (0, 0, 39, 147), "semantic": (0, 0, 49, 147)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 11, "semantic": 15}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``shell`` runs the CLIs (aws, psql, cbq, valkey-cli, esphome, arduino-cli, kicad-cli): its
#: output is what the agent asked to learn. Five9's ``is_report_running`` is a poll and
#: counts. Left out, as arguable: the generic REST tools that both read and act
#: (``genesys_api`` creates a callback, ``cxone_request`` sets an agent state,
#: ``twilio_taskrouter`` moves a worker, ``zuora_api`` / ``chargebee_api`` /
#: ``freshbooks_api`` / ``billcom_api`` / ``paddle_api`` / ``intacct_xml`` create orders,
#: credit notes, payments, pauses; ``node_red_admin`` deploys; ``tasmota_cmd`` switches and
#: sets timers), and ``mqtt_request`` (publishes a bridge request and waits for its answer).
READS = (
    "caiso_oasis", "druid_sql", "eia_api", "entsoe_api", "ercot_public_api",
    "five9_get_report_result_csv", "five9_is_report_running", "hbase_shell",
    "mqtt_subscribe", "octopus_api", "pinot_query", "pjm_dataminer", "questdb_exec", "shell",
)  # fmt: skip
ACTIONS = ("five9_run_report", "mqtt_publish")
ARGUABLE = (
    "billcom_api", "chargebee_api", "cxone_request", "freshbooks_api", "genesys_api",
    "intacct_xml", "mqtt_request", "node_red_admin", "paddle_api", "tasmota_cmd",
    "twilio_taskrouter", "zuora_api",
)  # fmt: skip

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "mqtt_subscribe": "reads (it waits up to a timeout for the messages on a topic: device "
    "state, bridge events, ``bridge/state``) and is not counted, so zigbee2mqtt-fail-1's "
    "five ``No message received on … within … s`` never start a run",
    "five9_run_report": "acts (it starts a Five9 report and answers with the job's id, "
    "``8f51c2d6-…``) and is counted; read useless (1.00), it reaches 2 in five9-fail-1 and "
    "moves no run past that",
}

FAMILIES = {
    "amazon-connect", "arduino-cli", "billcom", "caiso-oasis", "cbq", "chargebee", "cxone",
    "druid", "eia", "entsoe", "ercot", "esphome", "five9", "freshbooks", "genesys",
    "hbase-shell", "intacct", "kicad-cli", "node-red", "octopus", "paddle", "pinot", "pjm",
    "questdb", "taskrouter", "tasmota", "timescaledb", "valkey", "zigbee2mqtt", "zuora",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 7 for e in eps if not e.raw["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("genesys", "eia", "ercot", "pjm", "octopus", "zuora", "chargebee", "paddle"):
        assert all(json.loads(o) is not None for o in _results(family) if o[:1] in "{["), family
    entsoe = _results("entsoe")
    assert all("Publication_MarketDocument" in o or "Acknowledgement" in o for o in entsoe)
    assert all(o.startswith("<?xml") and "<control>" in o for o in _results("intacct"))
    assert all(o.startswith("[extracted ") for o in _results("caiso-oasis"))
    qdb = [json.loads(o) for o in _results("questdb")]
    assert all({"query", "columns", "dataset", "count"} <= set(q) for q in qdb)
    eia = [json.loads(o) for o in _results("eia")]
    assert all("response" in r or "error" in r for r in eia)


pytest_generate_tests = parametrize_checks


class TestHeldOut26(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
