"""Twentieth held-out check of the gates: mainframes, identity, mail, construction, blockchains.

``tests/data/tool_heldout20.jsonl`` (built by ``tests/data/tool_heldout20_build.py``) holds
56 hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: z/OSMF's JES2 jobs interface (job lists, JESMSGLG / JESJCL / JESYSMSG spool, abends and
condition codes), Zowe CLI with Enterprise COBOL compile listings, CICS's CMCI REST API, IBM i
``QSYS2`` services through QSH's ``db2`` utility, s3270 screen scrapes of a CICS green screen;
the Keycloak admin REST API, Auth0's Management API, the AWS IAM policy simulator, a SCIM 2.0
directory and SailPoint access requests; Postfix (``mailq``, mail.log, ``postcat``,
``postconf``), SendGrid's Email Activity and Mailgun's Events APIs, DMARC aggregate report
XML, ``checkdmarc``, ``opendkim-testkey`` and Route 53; Procore RFIs and submittals, Autodesk
Construction Cloud issues and RFIs, Accela permit records and inspections, the RESO Web API;
Etherscan, Ethereum JSON-RPC, Solana RPC, ``bitcoin-cli`` and The Graph. 36 succeeded and 20
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 4 / 3 of 36 (each stop withholds evidence); failing
sessions tripped 18 / 14 / 14 of 20, cutting 50 / 41 / 41 of their 133 calls. The default
counting misjudges four tools (it counts the actions ``cmci_action``, ``keycloak_logout_user``,
``auth0_unblock_user`` and ``postfix_flush``); ``ibmi_run_cl`` is counted and left open.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads the three SCIM ``"totalResults":0`` answers of ``scim-ok-1`` (two
departed contractors without an account, then the closing check that no contractor is left
active: each the answer the task wants) useless, reaching 3 at the last call; it reads two in a
row useless in ``jes2-ok-2`` (the two IDCAMS ``IDC3012I ENTRY … NOT FOUND`` listings),
``procore-ok-2`` (the empty submittal list for spec 08 71 00, then the search that finds the
draft), ``acc-ok-2`` (both RFI search pages), ``ethrpc-ok-1`` (the two ``"result":null``
receipts of a transaction not yet mined) and ``bitcoin-ok-1`` (``error code: -28`` "Loading
block index…" then "Verifying blocks…" while the node warms up). ``classifier`` reads two
useless in ``cobol-ok-2`` (the listing's COPY page and its COPY/BASIS cross-reference, the
pages between unknown, which does not break the run), ``acc-ok-2``, ``ethrpc-ok-1`` (the
pending receipts) and ``ethrpc-ok-2`` (the USDC ``balanceOf`` word and the LEND revert).
``semantic`` does in ``jes2-ok-1`` (the ``GLEXTR02 W: NO JOURNAL RECORDS`` SYSOUT and today's
extract), ``auth0-ok-1`` (the failed logins and the successful one), ``postfix-ok-1`` (the
deferred queue and ``Mail queue is empty``), ``procore-ok-2``, ``acc-ok-2`` and both eth-rpc
sessions. Every gate trips ``jes2-fail-1`` only at its sixth call: z/OSMF's
``{"rc":4,"reason":10,"category":6,"message":"No job found for reference: …"}`` is read useful
(``default``, ``classifier``) or unknown (``semantic``); only the three ``[]`` job lists count,
so one call is cut.
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout20")
H = "heldout20/"

#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_COBOL = (
    "after each 'successful' upload (Zowe's ``Member(s) uploaded successfully.``, not counted) "
    'the compile listing is the same (``IGYPS2121-S "WS-RATE-TBL-IDX" was not defined as a '
    "data-name.``, ``IGYPS2053-S``, ``Return code 12``), only its time changing: the upload "
    "never reached the data set the job compiles; {how}"
)
_DMARC = (
    "every report id (Outlook.com's, Yahoo's, Comcast's) gets google.com's report "
    "(``<org_name>google.com</org_name>`` … ``<report_id>17406541112223334445</report_id>``): "
    "{how}"
)
_PROCORE = (
    "the tool drops ``page``: pages 1 to 6 of the RFI export are the same three RFIs (031, 034, "
    "037), {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "cobol/cobol-fail-1": _COBOL.format(
            how="the first listing read useful (0.20), the repeats useless: 3 only at the last call"
        ),
        H + "dmarc/dmarc-fail-1": _DMARC.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
    },
    "classifier": {
        H + "cobol/cobol-fail-1": _COBOL.format(how="read useful (0.85) four times"),
        H + "mail-events/events-fail-1": "Mailgun's events answer every recipient with "
        '``{"items":[],"paging":{"first":…,"last":…,"next":…,"previous":…}}`` (the account '
        "keeps no events that old), read useless (0.90) then useful (0.87, 0.87) then useless: "
        "3 only at the last call",
        H + "dmarc/dmarc-fail-1": _DMARC.format(
            how="the first read useful (0.67), the repeats unknown (0.50)"
        ),
        H + "procore/procore-fail-1": _PROCORE.format(how="read useful (0.85) six times"),
    },
    "semantic": {
        H + "cobol/cobol-fail-1": _COBOL.format(how="read unknown (0.50) four times"),
        H + "tn3270/tn3270-fail-1": "the session fell back to VTAM's logon screen (``ENTER "
        "APPLICATION NAME (CICSPROD, TSO, IMSP) ===>`` … ``IST1051I SESSION ENDED``) and every "
        "read gets it while the agent keys in policy numbers; the first read unknown (0.50), the "
        "repeats useless: 3 only at the last call",
        H + "dmarc/dmarc-fail-1": _DMARC.format(how="read unknown (0.50) every time"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 49, 133), "classifier": (0, 0, 44, 133), "semantic": (0, 0, 47, 133)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 18, "classifier": 16, "semantic": 17}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Probes and lookups count (``mx_probe``'s SMTP banner, ``route53_get_change``'s sync state,
#: ``bitcoin_cli`` whose every call here reads). Left out, as arguable: ``zowe_jobs_submit``
#: (submits a job, but with ``--wait-for-output`` its answer is the compile's return code) and
#: ``ibmi_run_cl`` (a CL runner: it displays as well as acts; here it only acts).
READS = (
    "acc_get_issue_comments", "acc_get_rfi", "acc_search_issues", "acc_search_rfis",
    "accela_get_inspections", "accela_search_records", "auth0_get_logs",
    "auth0_get_role_users", "auth0_get_user_blocks", "auth0_search_users", "bitcoin_cli",
    "checkdmarc", "cmci_get", "dmarc_get_report", "dmarc_list_reports", "eth_blockNumber",
    "eth_call", "eth_getLogs", "eth_getTransactionReceipt", "etherscan_api", "getBalance",
    "getSignaturesForAddress", "getTransaction", "iam_get_policy_version",
    "iam_list_attached_role_policies", "iam_simulate_custom_policy",
    "iam_simulate_principal_policy", "ibmi_run_sql", "keycloak_get_brute_force_status",
    "keycloak_get_events", "keycloak_get_group_members", "keycloak_get_realm_role_mappings",
    "keycloak_get_user_sessions", "keycloak_get_users", "kms_get_key_policy",
    "mailgun_get_events", "mx_probe", "opendkim_testkey", "postconf", "postfix_log_count",
    "postfix_log_search", "postfix_mailq", "postfix_postcat", "procore_get_rfi",
    "procore_list_rfi_replies", "procore_list_rfis", "procore_list_submittals", "reso_query",
    "route53_get_change", "sailpoint_get_access_request_status", "sailpoint_list_accounts",
    "sailpoint_list_requestable_objects", "scim_get", "sendgrid_get_message",
    "sendgrid_search_messages", "subgraph_query", "tn3270_screen", "zosmf_get_job_status",
    "zosmf_list_jobs", "zosmf_list_spool_files", "zosmf_read_spool_file",
    "zowe_jobs_list_spool_files", "zowe_jobs_view_spool",
)  # fmt: skip
ACTIONS = (
    "acc_create_issue_comment", "accela_schedule_inspection", "auth0_assign_user_roles",
    "auth0_remove_user_roles", "auth0_unblock_user", "cmci_action", "eth_sendRawTransaction",
    "keycloak_delete_realm_role_mapping", "keycloak_logout_user", "keycloak_update_user",
    "mailgun_delete_bounce", "postfix_flush", "procore_create_rfi_reply",
    "route53_change_record", "sailpoint_create_access_request", "scim_patch", "tn3270_send",
    "zosmf_submit_job", "zowe_files_upload",
)  # fmt: skip
ARGUABLE = ("ibmi_run_cl", "zowe_jobs_submit")

_ACTED = "acts (its answer is a receipt: {what}) and is counted; {read}"
#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "cmci_action": _ACTED.format(
        what="the CMCI ``<response>`` with the program's record after NEWCOPY or PHASEIN",
        read="the programs are read with cmci_get",
    ),
    "keycloak_logout_user": _ACTED.format(
        what='the 204\'s empty body, ``""``',
        read="the sessions are read with keycloak_get_user_sessions",
    ),
    "auth0_unblock_user": _ACTED.format(
        what='the 204\'s empty body, ``""``', read="the blocks are read with auth0_get_user_blocks"
    ),
    "postfix_flush": _ACTED.format(
        what='``postqueue -f``\'s silence, ``""``',
        read="the queue is read with postfix_mailq (its read useless in ``postfix-fail-1``: "
        "``postqueue: fatal: Cannot flush mail queue - mail system is down``)",
    ),
}

FAMILIES = {
    "acc", "access", "auth0", "bitcoin", "cics", "cobol", "dmarc", "eth-rpc", "etherscan",
    "iam", "ibmi", "jes2", "keycloak", "mail-dns", "mail-events", "mls", "permits", "postfix",
    "procore", "scim", "solana", "subgraph", "tn3270",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_formats() -> None:
    """The tools hand the model their own strings, as the build script says."""
    by_tool: dict[str, list[str]] = {}
    for e in FIX.episodes():
        for s in e.steps:
            by_tool.setdefault(s.action, []).append(s.observation or "")
    assert all(o.endswith("\nok") and "data: " in o for o in by_tool["tn3270_screen"])
    assert all("RECORD(S) SELECTED." in o or o.startswith("java.sql.SQLException") for o in
               by_tool["ibmi_run_sql"])  # fmt: skip
    assert all(o.startswith('<?xml') and "<resultsummary api_response1=" in o
               for o in by_tool["cmci_get"] + by_tool["cmci_action"])  # fmt: skip
    spool = by_tool["zosmf_read_spool_file"]
    assert any("$HASP395" in o for o in spool) and any("IEF450I" in o for o in spool)
    assert any("IGYPS2121-S" in o for o in by_tool["zowe_jobs_view_spool"])
    assert all(o.startswith(('{"status":"', '{"status": "')) for o in by_tool["etherscan_api"])
    assert all(o.startswith('{"jsonrpc":"2.0"') for o in by_tool["eth_getTransactionReceipt"])
    assert all("<feedback>" in o for o in by_tool["dmarc_get_report"])
    # the 204s of actions reach the model as empty strings
    assert "" in by_tool["keycloak_logout_user"] and "" in by_tool["auth0_unblock_user"]


pytest_generate_tests = parametrize_checks


class TestHeldOut20(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
