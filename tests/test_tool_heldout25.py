"""Twenty-fifth held-out check of the gates: workflow engines, message brokers and queues,
security telemetry, insurance back ends and quantum computing.

``tests/data/tool_heldout25.jsonl`` (built by ``tests/data/tool_heldout25_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: the Temporal CLI, ``zbctl`` and Camunda's Operate/Tasklist APIs, Prefect's CLI and
REST API, Dagster's GraphQL API, the Argo Workflows CLI, AWS Step Functions; the NATS CLI,
``pulsar-admin``, Amazon SQS, Google Pub/Sub pulls, Azure Service Bus dead-letter peeks,
ActiveMQ Artemis; Suricata's eve.json through jq, Zeek logs through ``zeek-cut``, the Wazuh
API, osquery, YARA and ClamAV, Velociraptor VQL; Guidewire ClaimCenter's Cloud API, ACORD XML,
a Duck Creek policy API, a claims-history lookup and a rating engine; Qiskit Runtime jobs,
Amazon Braket tasks, Cirq and PennyLane. 36 succeeded and 20 failed (a source failed silently
and the agent kept calling). The fixture was written and committed without reading the
detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 2 / 2 of 36 (each stop withholds evidence); failing
sessions tripped 10 / 9 / 9 of 20, cutting 41 / 39 / 39 of their 146 calls. The default
counting misjudges none of the fixture's 8 tools; the generic ``http_request`` (GETs and
search POSTs that read, POSTs/PATCHes that act) is left uncounted, and it is arguable.

The stop all three gates share is Qiskit Runtime's job polling (``qiskit-ok-1``): ``QUEUED``,
``QUEUED`` and ``RUNNING`` from ``job.status()`` are read useless (1.00 / 0.96-1.00), so the run
reaches 3 while the job is progressing and blocks ``DONE``, the ``PrimitiveResult`` and the
counts the task asks for. ``classifier`` and ``semantic`` also stop ``osquery-ok-2``: the two
empty answers ``[\\n\\n]`` from web-01 and web-02 (port 6379/11211 closed, the answer the user
wants) are read useless, the web-03 hit unknown, and its process row useless, reaching 3.

The misses share three kinds. Failures seen only by the uncounted ``http_request`` (six
sessions, every gate): Prefect Cloud's ``HTTP 401 Unauthorized {"detail": "Unauthorized"}``,
Service Bus's ``<Error><Code>401</Code><Detail>ExpiredToken: The token is expired…``, Wazuh's
``{"title": "Unauthorized", "detail": "Invalid token"}``, ClaimCenter's ``503`` maintenance
page, the rating engine's nginx ``504 Gateway Time-out`` page (all read useless, 1.00, but not
counted), and Duck Creek's sandbox answering ``POL-0000001`` / ``John Sample`` for every policy
number. Errors the detectors do not read as useless: ``ERROR: Could not connect to clamd on
LocalSocket /var/run/clamav/clamd.ctl: No such file or directory`` with its ``Infected files:
0`` summary (unknown, 0.50, all gates), Zeek's ``gzip: /opt/zeek/logs/2024-05-13/dns.*.log.gz:
No such file or directory`` (unknown 0.50 for ``default`` and ``semantic``, useful 0.82 for
``classifier``), and for ``classifier`` and ``semantic`` the ``IBMNotAuthorizedError: '401
Client Error: Unauthorized…'`` traceback (unknown 0.50; ``default`` catches it). And a dead
source that answers in its own well-formed shape: Suricata's rotated eve.json gives jq's empty
output (unknown) and ``grep -c`` ``0`` (useful 0.20 for ``default``), Dagster's branch
deployment answers ``AssetNotFoundError`` (useful 0.20 for ``default``, 0.39 for ``semantic``,
partly useless 0.91 for ``classifier``) between empty ``runsOrError`` results.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): all three read ``osquery-ok-1``'s crontab row, the script's hash and the package
rows useless (k reached at the last call; ``default`` reads the kernel-module rows useful);
``default`` and ``classifier`` read ``osquery-ok-2``'s two empty answers useless (2 for
``default``, which reads the web-03 hit useful); ``default`` reads the two dead-letter pulls
of ``pubsub-ok-1`` useless (0.74, 2) and ``pulsar-ok-1``'s subscription list and the stats
after ``clear-backlog`` useless around two empty outputs (unknown; 2).
"""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout25")
H = "heldout25/"

_QISKIT_OK = (
    "``job.status()`` polled while the job moves: ``QUEUED``, ``QUEUED``, ``RUNNING`` are read "
    "useless ({polls}): the run reaches 3 at ``RUNNING`` and blocks ``DONE``, the "
    "``PrimitiveResult([SamplerPubResult(data=DataBin(meas=BitArray(<shape=(), "
    "num_shots=4096, num_bits=2>)), …)``` and ``{{'00': 1991, '11': 1954, '01': 79, "
    "'10': 72}}``, the counts the task asks for"
)

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {
        H + "qiskit/qiskit-ok-1": _QISKIT_OK.format(polls="1.00, 1.00, 0.96"),
    },
    "semantic": {
        H + "qiskit/qiskit-ok-1": _QISKIT_OK.format(polls="1.00 each"),
    },
}

_UNCOUNTED = (
    "the calls are ``http_request`` POSTs answered {text}: read useless (1.00) each time, but "
    "a POST of ``http_request`` is not counted (only its GETs are), so no run starts"
)
_HTTP = {
    H + "prefect/prefect-fail-1": _UNCOUNTED.format(
        text='``HTTP 401 Unauthorized {"detail": "Unauthorized"}`` (the Prefect Cloud key '
        "expired; Prefect's filters are POSTs, one GET among them)"
    ),
    H + "rating/rating-fail-1": _UNCOUNTED.format(
        text="nginx's ``504 Gateway Time-out`` page (the rating engine hangs)"
    ),
}
_CLAMD = (
    "clamd is down: all eight ``clamdscan`` calls answer ``ERROR: Could not connect to clamd on "
    "LocalSocket /var/run/clamav/clamd.ctl: No such file or directory`` with a summary "
    "``Infected files: 0\\nTotal errors: 1``, read unknown (0.50) each time"
)
_ZEEK = (
    "Zeek's log directory is gone: every read answers ``gzip: /opt/zeek/logs/2024-05-13/"
    "dns.*.log.gz: No such file or directory`` (or ``cat: …/current/dns.log: No such file or "
    "directory``), read {how}"
)
_SURICATA = (
    "eve.json was rotated and Suricata still writes to the deleted file: every jq query over "
    "``/var/log/suricata/eve.json`` prints nothing (unknown, 0.50) and ``grep -c "
    '\'"event_type":"alert"\'`` prints ``0`` ({zero}), so no run starts'
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        **_HTTP,
        H + "malscan/malscan-fail-1": _CLAMD,
        H + "zeek/zeek-fail-1": _ZEEK.format(how="unknown (0.50) each time"),
        H + "suricata/suricata-fail-1": _SURICATA.format(zero="useful, 0.20"),
    },
    "classifier": {
        **_HTTP,
        H + "malscan/malscan-fail-1": _CLAMD,
        H + "zeek/zeek-fail-1": _ZEEK.format(how="useful (0.82) six times, unknown once"),
        H + "suricata/suricata-fail-1": _SURICATA.format(zero="unknown"),
    },
    "semantic": {
        **_HTTP,
        H + "malscan/malscan-fail-1": _CLAMD,
        H + "zeek/zeek-fail-1": _ZEEK.format(how="unknown (0.50) each time"),
        H + "suricata/suricata-fail-1": _SURICATA.format(zero="unknown"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 56, 146), "classifier": (1, 1, 58, 146), "semantic": (1, 1, 58, 146)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 15, "classifier": 15, "semantic": 15}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: ``bash`` and ``python`` run commands and code whose output is what the agent asked to
#: learn (the few actions through them, ``temporal workflow signal``, ``zbctl resolve
#: incident``, ``aws sqs delete-message``, answer with terse receipts or nothing); ``osquery``
#: and ``claims_history_lookup`` read. ``quote_add_note`` acts. Arguable: ``http_request``
#: (GETs and search POSTs read, but notes, endorsements, restarts and task assignments act
#: through it too), ``dagster_graphql`` (queries read, ``launchRun`` acts) and
#: ``acord_gateway`` (``ClaimInqRq`` reads, ``ClaimsNotificationAddRq`` files a claim).
READS = ("bash", "claims_history_lookup", "osquery", "python")
ACTIONS = ("quote_add_note",)
ARGUABLE = ("acord_gateway", "dagster_graphql", "http_request")

#: Tools the default counting misjudges, with why.
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "acord", "argo", "artemis", "braket", "camunda", "cirq", "claimshistory", "dagster",
    "duckcreek", "guidewire", "malscan", "nats", "osquery", "pennylane", "prefect", "pubsub",
    "pulsar", "qiskit", "rating", "servicebus", "sqs", "stepfunctions", "suricata", "temporal",
    "velociraptor", "wazuh", "zeek",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 7 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 400_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("dagster", "osquery", "stepfunctions", "velociraptor"):
        assert all(json.loads(o) is not None for o in _results(family) if o[:1] in "{["), family
    for o in _results("dagster"):
        assert "__typename" in json.dumps(json.loads(o))
    for o in _results("acord"):
        assert ET.fromstring(o).tag == "ACORD"
    for o in _results("suricata"):
        for line in o.splitlines():
            if line.startswith('{"timestamp"'):
                assert json.loads(line)["event_type"] in {"alert", "tls", "dns", "flow"}
    assert any(o.startswith("#separator \\x09\n") for o in _results("zeek"))


pytest_generate_tests = parametrize_checks


class TestHeldOut25(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
