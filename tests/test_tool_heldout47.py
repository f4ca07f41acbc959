"""Forty-seventh held-out check of the gates: legal practice and document management, print
fulfilment and print management, transactional email, coordination stores and caches, threat
intelligence.

``tests/data/tool_heldout47.jsonl`` (built by ``tests/data/tool_heldout47_build.py``) holds 60
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: Clio Manage, MyCase, Filevine, NetDocuments, PracticePanther and Actionstep; PaperCut's
``server-command``, PrintNode, Printful, the Lulu Print API, Gelato and Prodigi; Postmark,
Mailgun, Brevo, SparkPost, ``aws sesv2`` and Mailjet; ``zkCli.sh``, Couchbase (``cbq`` and
REST), CouchDB, ``memcstat``/``memcdump``, ScyllaDB's ``nodetool``/``cqlsh`` and
VictoriaMetrics; Shodan, Censys, VirusTotal, MISP, OpenCTI's GraphQL and TheHive. 38
succeeded and 22 failed (a source failed silently and the agent kept calling). The fixture
was written without reading the detectors, the shape readers, the gate's tool counting or the
earlier fixtures, and committed before it was measured.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 0 / 0 / 0 of 38; failing sessions tripped 20 / 18 / 21 of 22,
cutting 61 / 56 / 64 of their 141 calls. The default counting misjudges one tool of 104:
Mailjet's ``mailjet_managemanycontacts`` acts (it queues a job adding contacts to a list and
answers with a job id) but is counted.

The misses share two kinds. A store in the wrong tenant answering every PromQL query with a
well-formed empty vector (``{"status": "success", "data": {"resultType": "vector", "result":
[]}, "stats": {"seriesFetched": "0", …}}``, even for ``up``) is read unknown (0.50) by every
gate, so no run grows; its two other tools are called once each. And a dead server behind a
shell tool whose error lines vary with the command (memcached's ``CONNECTION FAILURE - A
TIMEOUT OCCURRED`` from ``memcstat``, ``memcdump`` and ``memccat``; for ``classifier`` also
ZooKeeper's ``ConnectionLoss`` log and cqlsh's ``OperationTimedOut``) is read useful until a
text repeats: ``default`` reads each new variant useful (0.20) and only exact repeats useless,
``classifier`` reads the timeouts useful (0.74-0.87) until the last call.

Near misses not counted (a run of 2): all three gates read PaperCut's two ``ERROR:
PAPER_JAM`` answers while polling a printer that then reports ``OK`` (``papercut-ok-2``)
useless (0.99-1.00), and the ``OK`` unknown, so the run holds at 2 but never reaches 3;
``default`` and ``semantic`` read Mailgun's two ``{"message": "Address not found in
unsubscribers table"}`` (the answer sought: those testers may be mailed) useless (1.00);
``classifier`` and ``semantic`` read the last ``aws sesv2 list-suppressed-destinations``
listing of ``sesv2-ok-1`` useless (1.00) after a NotFoundException, around two empty
acknowledgements of deletions read unknown; ``classifier`` reads the Avignon hotel list and
the legitimately empty ``cbq`` result of ``couchbase-ok-1`` useless (0.94, 1.00).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout47")
H = "heldout47/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_MEMC = (
    "memcached on cache2 is down: ``memcstat: cache2.internal (CONNECTION FAILURE) - A "
    "TIMEOUT OCCURRED``, ``memcdump: memcached_dump() failed: A TIMEOUT OCCURRED``, "
    "``memccat: product:1001 not found: A TIMEOUT OCCURRED``, all through one shell tool: {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "memcached/memcached-fail-1": _MEMC.format(
            how="each new variant is read useful (0.20) and only exact repeats useless (1.00), "
            "so the run reaches 1 twice"
        ),
    },
    "classifier": {
        H + "memcached/memcached-fail-1": _MEMC.format(
            how="the memcstat lines read useful (0.85-0.87), the memcdump line and the "
            "10.20.6.42 one useless (0.92-0.94), a run of 2 broken by memccat"
        ),
        H + "zookeeper/zookeeper-fail-1": "zkCli.sh against a dead ensemble answers six "
        "``ls`` calls with ``… Closing socket connection … java.net.ConnectException: "
        "Connection refused\\nKeeperErrorCode = ConnectionLoss for /hbase/rs``: read useful "
        "(0.74-0.80) five times, useless (0.88) only at the last call",
        H + "scylla/scylla-fail-1": "cqlsh answers six queries with ``<stdin>:1:"
        "OperationTimedOut: errors={'10.30.1.11:9042': 'Client request timeout. See "
        "Session.execute[_async](timeout)'}``: read useful (0.85-0.86) five times, useless "
        "(0.88) only at the last call",
    },
    "semantic": {},
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 65, 141), "classifier": (0, 0, 60, 141), "semantic": (0, 0, 68, 141)}
#: Failing sessions tripped (a call cut), of 22.
TRIPPED = {"default": 21, "classifier": 19, "semantic": 22}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left open, as arguable: ``shell`` (mostly reads: server-command getters, zkCli ls/get,
#: memcstat, nodetool, cqlsh, sesv2 getters; but also balance adjustments, ``zkCli set`` and
#: suppression deletes) and ``couchbase_rest`` (GETs of rebalance progress, but also
#: ``addNode`` and ``rebalance`` POSTs).
READS = (
    "actionstep_get_actions", "actionstep_get_steps", "brevo_get_aggregated_report",
    "brevo_get_email_events", "brevo_get_transac_blocked_contacts", "censys_search_hosts",
    "censys_view_host", "clio_get_activity", "clio_get_contact", "clio_list_calendar_entries",
    "clio_list_matters", "clio_list_tasks", "clio_search_contacts", "clio_search_matters",
    "couchdb_all_docs", "couchdb_find", "couchdb_get", "filevine_get_collection",
    "filevine_get_deadlines", "filevine_search_projects", "gelato_get_order",
    "gelato_get_product", "gelato_list_shipment_methods", "gelato_quote",
    "gelato_search_orders", "lulu_calculate_cost", "lulu_get_print_job_statistics",
    "lulu_get_print_job_status", "lulu_list_print_jobs", "mailgun_get_domain",
    "mailgun_get_events", "mailgun_get_events_page", "mailgun_get_stats_total",
    "mailgun_get_unsubscribe", "mailjet_get_contactslist", "mailjet_get_managemanycontacts_job",
    "misp_restsearch_attributes", "mycase_list_case_contacts", "mycase_list_cases",
    "mycase_list_contacts", "mycase_list_events", "mycase_list_invoices",
    "netdocuments_get_versions", "netdocuments_search", "opencti_graphql", "postmark_get_bounce",
    "postmark_get_delivery_stats", "postmark_get_message_details", "postmark_list_bounces",
    "postmark_list_suppressions", "postmark_search_outbound", "practicepanther_get_accounts",
    "practicepanther_get_contacts", "practicepanther_get_invoices",
    "practicepanther_get_payments", "printful_estimate_costs", "printful_get_order",
    "printful_list_orders", "printnode_get_printjob_states", "printnode_list_computers",
    "printnode_list_printers", "printnode_list_printjobs", "printnode_whoami",
    "prodigi_get_order", "prodigi_get_product", "shodan_count", "shodan_host", "shodan_search",
    "sparkpost_get_sending_domain", "sparkpost_metrics_bounce_reasons",
    "sparkpost_metrics_bounce_reasons_by_domain", "sparkpost_metrics_deliverability",
    "sparkpost_metrics_deliverability_by_domain", "thehive_query", "virustotal_get_domain",
    "virustotal_get_file", "virustotal_get_file_behaviours_summary", "vm_label_values",
    "vm_query", "vm_query_range", "vm_series",
)  # fmt: skip
ACTIONS = (
    "actionstep_change_step", "actionstep_create_filenote", "brevo_send_transac_email",
    "clio_create_activity", "filevine_create_note", "gelato_cancel_order",
    "lulu_create_print_job", "mailgun_send_message", "mailjet_create_contactslist",
    "mailjet_managemanycontacts", "misp_add_attribute", "misp_add_sighting",
    "mycase_create_event", "mycase_send_event_invite", "postmark_send_with_template",
    "printful_confirm_order", "printnode_create_printjob", "prodigi_create_order",
    "thehive_create_case", "thehive_create_observable",
)  # fmt: skip
ARGUABLE = ("couchbase_rest", "shell")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "mailjet_managemanycontacts": "acts (it queues a job adding contacts to a Mailjet list; "
    'its answer is a receipt, ``{"Count": 1, "Data": [{"JobID": 88120931}], "Total": 1}``) '
    "and is counted; the job's progress is read with mailjet_get_managemanycontacts_job. "
    "Called once, so it moves no run here",
}

FAMILIES = {
    "actionstep", "brevo", "censys", "clio", "couchbase", "couchdb", "filevine", "gelato",
    "lulu", "mailgun", "mailjet", "memcached", "misp", "mycase", "netdocuments", "opencti",
    "papercut", "postmark", "practicepanther", "printful", "printnode", "prodigi", "scylla",
    "sesv2", "shodan", "sparkpost", "thehive", "victoriametrics", "virustotal", "zookeeper",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 60
    assert len(FIX.ids(True)) == 38 and len(FIX.ids(False)) == 22
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(3 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("clio", "printful", "postmark", "sparkpost", "virustotal", "misp", "censys"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    printful = [json.loads(o) for o in _results("printful")]
    assert all(p["code"] == 200 and "result" in p for p in printful)
    vm = [json.loads(o) for o in _results("victoriametrics")]
    assert all(v["status"] == "success" for v in vm)
    memc = _results("memcached")
    assert all(o.startswith("Server: cache1.internal (11211)\n") for o in memc[:2])
    assert all(o.startswith("memc") for o in memc[4:])  # the failing session's error lines
    censys = [json.loads(o) for o in _results("censys")]
    assert all(c["status"] == "OK" for c in censys)


pytest_generate_tests = parametrize_checks


class TestHeldOut47(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
