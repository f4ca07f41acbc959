"""Tenth held-out check of the gates: infrastructure and ops, databases, business systems,
storage, and more harness wrappers.

``tests/data/tool_heldout10.jsonl`` (built by ``tests/data/tool_heldout10_build.py``) holds 59
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
``ldapsearch`` against Active Directory, Cisco IOS-XE and Junos ``show`` output through a Netmiko
MCP server, Ansible playbooks and ad-hoc runs, Jenkins, SonarQube, Artifactory, HashiCorp Vault,
Consul and etcd, Kafka, RabbitMQ, Net-SNMP; Cassandra (``cqlsh``), ClickHouse (``TSVWithNames``,
``PrettyCompact``), InfluxDB (Flux annotated CSV, SQL), DynamoDB, Firestore, SQL Server
(``sqlcmd``) and Oracle (SQL*Plus); NetSuite SuiteQL, PayPal, Pipedrive and Zoho CRM, Freshdesk,
Google Chat, Teams and Matrix, DocuSign, UiPath Orchestrator; S3 and Azure Blob listings,
rclone, SFTP; and the Haystack 2 ``ToolInvoker`` (``Document`` reprs), LangChain's legacy
``AgentExecutor`` (``str()`` of each observation), AutoGen 0.4 ``FunctionExecutionResult``,
Bedrock Converse ``toolResult``, Anthropic ``tool_result``, Cohere v2 documents, Mistral
function results and the MCP SDK's ``CallToolResult`` with ``structuredContent``. 39 succeeded
and 20 failed (a source failed silently and the agent kept calling). The fixture was written
without reading the detectors, the shape readers, the gate's tool counting or the earlier
fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3, before any reading changed: successful
sessions stopped by ``default`` / ``classifier`` / ``semantic``: 1 / 1 / 7 of 39 (withholding
evidence in 0 / 1 / 6); failing sessions tripped 13 / 6 / 7 of 20, cutting 20 / 13 / 15 of
their 115 calls. Of the fixture's 100 tools, 84 read, 15 act and one is arguable; the default
counting misjudges 5 of the 99 (one read left out, four actions counted).

Three of the failing sessions cannot trip a per-tool gate whatever the detector says: the
agent spreads the failure over a server's tools and no tool is called three times in a row of
failures (Jenkins' sign-in page from five tools, PayPal's ``invalid_token`` from three with the
third search as the last call, rclone's expired token from four); Netmiko's ``ReadTimeout`` is
never counted because ``send_command`` opens with an action verb.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call is
cut): every detector reads Zoho's two empty answers (``""``, HTTP 204: no such lead, no such
contact, which the task asked) useless in a row, and the first two UPS ``snmpwalk`` answers;
``semantic`` reads all three Azure ``EnumerationResults`` useless (the last, ``<Blobs />``,
says last night's backup is missing, as asked), both Google Chat pages, and SQL*Plus's
``DESC`` and ``no rows selected``. Were ``send_command`` counted, ``semantic`` would stop
``net-ok-1`` too: it reads five show outputs in a row useless (the BGP summary, the syslog,
the interface, the optic's receive power, the neighbour's reset reason).

Read since, so the counts below are no longer held-out figures: an ``exception`` or ``fault``
field beside an identity (an ``id``, a ``name``) and other fields names what a record is
about, not a failure: AutoGen's crash reports (``FunctionExecutionResult(content='{"id":
"cr-55120", …, "exception": "EXC_BAD_ACCESS (SIGSEGV)", …}', …)``) are data (``autogen-ok-1``
no longer stopped by ``default`` or ``semantic``).

Read since as well: ``send_command``, ``jenkins_build_job``, ``rclone_copy``, ``renew_loan``
and ``vault_lease_renew`` are counted as they should be (a command sent is run and its output
read; ``build``, ``copy`` and ``renew`` act): ``net-fail-1``'s ``ReadTimeout`` now trips every
detector, and so does PayPal's ``invalid_token`` from three tools (one failure from several
tools: the gate counts results that fail the same way across tools). ``semantic`` reads no
verdict on new plain text that holds no sentences (LDIF, the Vault CLI's tables, Ansible's
recaps are no longer stopped) but now stops ``net-ok-1`` (above).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout10")
H = "heldout10/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_LOGIN = (
    "a revoked API token gets Jenkins' ``<html><head><meta http-equiv='refresh' "
    "content='1;url=/login?from=%2Fjob%2Fnightly-e2e%2FlastFailedBuild%2Fapi%2Fjson'/>…"
    "Authentication required\\n<!--\\n-->…`` from all five tools; {how}, and no tool is called "
    "three times, so no per-tool run can reach 3"
)
_FIRESTORE = (
    'Firestore\'s runQuery answer when nothing matched (``[\\n  {{\\n    "readTime": '
    '"2025-03-12T09:41:07.226514Z"\\n  }}\\n]``) for six differently filtered queries is read '
    "{how}"
)
_COHERE = (
    "the policy search answers five expense questions with marketing blog posts "
    '(``[{{"type": "document", "document": {{"id": "blog-311", "data": "{{\\"title\\": '
    '\\"Dinner with a view: our Lisbon offsite\\", …``, "Entertainment picks from the team", '
    '"Hospitality tech trends 2025"): read {how}'
)
_MATRIX = (
    "Matrix's ``/messages`` hands back the same three events and the same ``end`` token "
    '(``"start":"t47-57302_0_0_0_0_0_0_0_0","end":"t47-57302_0_0_0_0_0_0_0_0"``) for five '
    "pages back: read "
)
_UIPATH = (
    'a job no robot picks up stays ``"State":"Pending",…,"HostMachineName":null`` for '
    'six polls (and the robot log is ``"@odata.count":0,"value":[]``): the polls read '
)
_S3 = (
    'S3 answers every continuation token with the same first page (``{"IsTruncated":true,'
    '"Contents":[{"Key":"partner-feeds/globex/2025/02/01/orders_010.csv",…],'
    '"NextContinuationToken":"1cZ8xV5bN2mQ9wE6rT3yU0iO7pA4sD1fG8hJ5kL2"}``, the token asked '
    "for): read "
)
_LANGCHAIN = (
    "the stock tool ignores the SKU and returns KB-0001 for MS-4410, MS-4411, HS-0907 and "
    "CB-1200 (``{'sku': 'KB-0001', 'warehouse': 'RNO-1', 'on_hand': 88, …}``, the wrong "
    "entity): read "
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "ansible/ansible-fail-1": "every playbook run and ping ends ``fatal: [app-01]: "
        'UNREACHABLE! => {"changed": false, "msg": "Failed to connect to the host via ssh: '
        "Connection timed out during banner exchange\\r\\nConnection to UNKNOWN port 65535 "
        'timed out", "unreachable": true}`` (the bastion is down); the first two recaps read '
        "useful (0.29, 0.32) and the ad-hoc ``app-01 | UNREACHABLE! => {…}`` useful (0.20) "
        "twice, so ansible_playbook's run reaches 2 at the last call",
        H + "firestore/firestore-fail-1": _FIRESTORE.format(how="useful (0.20) six times"),
        H + "cohere/cohere-fail-1": _COHERE.format(how="useful (0.20) five times"),
    },
    "classifier": {
        H + "ansible/ansible-fail-1": (
            'the unreachable hosts\' recaps (``app-01 | UNREACHABLE! => {…"msg": "Failed to '
            "connect to the host via ssh: …``) are read useful (0.72, then default's 0.35 off"
            " one paragraph) between the playbook runs read useless (0.94), so no tool's run "
            "reaches 3"
        ),
        H + "jenkins/jenkins-fail-1": _LOGIN.format(
            how="read useful (0.83-0.84) but for the last tool's (1.00), though read as a "
            "redirect to sign in"
        ),
        H + "vault/vault-fail-1": "an expired token gets ``Error reading "
        "database/creds/reporting-ro: Error making API request.\\n\\nURL: GET "
        "https://vault.acme.internal:8200/v1/database/creds/reporting-ro\\nCode: 403. "
        "Errors:\\n\\n* permission denied`` for every read: read useful (0.72-0.80) but for "
        "the token lookup (1.00)",
        H + "firestore/firestore-fail-1": _FIRESTORE.format(how="unknown (0.50) six times"),
        H + "team-chat/matrix-fail-1": _MATRIX + "useful (0.70-0.76) six times",
        H + "uipath/uipath-fail-1": _UIPATH + "useful (0.47)",
        H + "object-storage/s3-fail-1": _S3 + "useful (0.54) five times",
        H + "langchain/langchain-fail-1": _LANGCHAIN + "useful (0.79) five times",
        H + "cohere/cohere-fail-1": _COHERE.format(how="unknown (0.50) five times"),
    },
    "semantic": {
        H + "ansible/ansible-fail-1": "every playbook run and ping ends ``fatal: [app-01]: "
        "UNREACHABLE! …`` (the bastion is down); off one paragraph the model defers to "
        "default, which reads the first two recaps useful (0.57, 0.63) and the ad-hoc "
        "``UNREACHABLE!`` unknown (0.50), so ansible_playbook's run reaches 2 at the last call",
        H + "firestore/firestore-fail-1": _FIRESTORE.format(how="unknown (0.50) six times"),
        H + "langchain/langchain-fail-1": _LANGCHAIN + "unknown (0.50) five times",
        H + "cohere/cohere-fail-1": _COHERE.format(how="unknown (0.50) five times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
#: Measured when the fixture was written (see the module's docstring).
COUNTS = {"default": (0, 0, 31, 115), "classifier": (0, 0, 21, 115), "semantic": (0, 0, 30, 115)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 17, "classifier": 11, "semantic": 16}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or run and report count: ``ansible_playbook`` (its recap, dry run or not,
#: is what the agent asked to learn), ``rclone_check``, ``check_compatibility``; so does
#: ``send_command``, whose every call here is a ``show`` command (its role depends on the
#: call). Left out, as arguable: ``sftp_get`` (reads a remote file, but its answer is a
#: receipt, ``Fetching … to …``, the content unseen).
READS = (
    "ansible_adhoc", "ansible_playbook", "artifactory_aql", "artifactory_file_stats",
    "azure_blob_list", "check_compatibility", "clickhouse_query", "consul_kv_get",
    "cql_execute", "docusign_get_envelope", "docusign_list_documents",
    "docusign_list_recipients", "dynamodb_query", "etcd_get", "firestore_run_query",
    "freshdesk_filter_tickets", "freshdesk_get_ticket", "gchat_list_messages", "get_changelog",
    "get_crash_report", "get_incident", "get_loan_status", "get_order",
    "get_release", "get_shipment_tracking", "get_transfer_eta", "get_warehouse_stock",
    "influx_query_flux", "influx_query_sql", "jenkins_get_build", "jenkins_get_console",
    "jenkins_get_job", "jenkins_get_queue_item", "jenkins_get_test_report", "jenkins_list_jobs",
    "kafka_consumer_groups_describe", "kafka_consumer_groups_list", "kafka_topics_describe",
    "ldap_search", "ldap_whoami", "list_crash_reports", "list_devices", "list_open_pos",
    "list_releases", "lookup_part", "matrix_room_messages", "mssql_run_query",
    "netsuite_suiteql", "paypal_get_capture", "paypal_get_invoice", "paypal_get_order",
    "paypal_list_invoices", "paypal_search_transactions", "pipedrive_list_stages",
    "pipedrive_search_deals", "rabbitmq_get_queue", "rabbitmq_list_queues", "rclone_check",
    "rclone_ls", "rclone_lsd", "rclone_lsjson", "rclone_size", "s3_list_objects_v2",
    "search_incidents", "search_policies", "search_runbooks", "send_command", "sftp_ls",
    "sftp_read_text", "snmpget", "snmpwalk", "sonar_quality_gate_status",
    "sonar_search_hotspots", "sonar_search_issues", "sqlplus_run",
    "teams_list_message_replies", "uipath_get_job", "uipath_get_robot_logs", "vault_kv_list",
    "vault_kv_metadata_get", "vault_read", "vault_token_lookup", "zoho_get_related_records",
    "zoho_search_records",
)  # fmt: skip
ACTIONS = (
    "create_return", "docusign_create_envelope", "freshdesk_reply_ticket",
    "freshdesk_update_ticket", "jenkins_build_job", "paypal_refund_capture",
    "pipedrive_add_note", "pipedrive_update_deal", "rabbitmq_purge_queue", "rclone_copy",
    "renew_loan", "schedule_pickup", "teams_send_channel_message", "uipath_start_job",
    "vault_lease_renew",
)  # fmt: skip
ARGUABLE = ("sftp_get",)

MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "anthropic", "ansible", "artifactory", "autogen", "bedrock", "cassandra", "clickhouse",
    "cohere", "consul-etcd", "crm", "docusign", "dynamodb", "firestore", "freshdesk",
    "haystack", "influxdb", "jenkins", "kafka", "langchain", "ldap", "mcp-sdk", "mistral",
    "mssql", "netsuite", "network", "object-storage", "oracle", "payments", "rabbitmq",
    "rclone", "sftp", "snmp", "sonarqube", "team-chat", "uipath", "vault",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 59
    assert len(FIX.ids(True)) == 39 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _by_family() -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    for e in FIX.episodes():
        out.setdefault(e.id.split("/")[1], []).extend(s.observation for s in e.steps)
    return out


def test_wrapper_formats() -> None:
    """The harness wrappers hand the model their own strings, as the build script says."""
    fam = _by_family()
    assert all(o.startswith("{'documents': [Document(id=") for o in fam["haystack"])
    assert all(o.startswith("FunctionExecutionResult(content=") for o in fam["autogen"])
    assert all(o.startswith('{"toolResult": {"toolUseId": "tooluse_') for o in fam["bedrock"])
    assert all(o.startswith('{"type": "tool_result", "tool_use_id": "toolu_') for o in
               fam["anthropic"])  # fmt: skip
    assert any('"is_error": true' in o for o in fam["anthropic"])
    assert all(o.startswith('[{"type": "document", "document": {"id": ') for o in fam["cohere"])
    mcp = fam["mcp-sdk"]
    assert all('"structuredContent":' in o and o.endswith('"isError":false}') for o in mcp)
    assert any('"structuredContent":{"result":[]}' in o for o in mcp)
    assert any("datetime.date(2025, 3, 19)" in o for o in fam["langchain"])


def test_legitimate_empty_answers_are_in_successful_sessions() -> None:
    """The successful sessions hold empty or negative answers the task asked for."""
    ok = {s.observation for e in FIX.episodes() if e.raw["success"] for s in e.steps}
    assert "" in ok  # Zoho's HTTP 204 and ClickHouse's empty PrettyCompact
    assert "\nno rows selected\n\n" in ok
    assert any(o.endswith("(0 rows)\n") for o in ok)
    assert any(o.endswith("(0 rows affected)\n") for o in ok)
    assert any('"KeyCount":0' in o for o in ok)
    assert any("<Blobs />" in o for o in ok)
    assert any(o.startswith("No value found at ") for o in ok)
    assert any('"Items": [],' in o and "LastEvaluatedKey" in o for o in ok)


pytest_generate_tests = parametrize_checks


class TestHeldOut10(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
