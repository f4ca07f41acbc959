"""Build ``tool_heldout10.jsonl``: the tenth held-out fixture of agent sessions (real-runs format).

Run ``python tests/data/tool_heldout10_build.py`` to rewrite the fixture; the build is
deterministic (no clock, no randomness), and ``tests/test_tool_heldout10.py`` checks that the
file is what this script writes. Every session is hand-written; the numbers in the data-like
outputs are made up, computed here only where a table needs its columns aligned or a sum to
agree. Written without reading the detectors, the shape readers, the gate's tool counting or
the earlier fixtures.

One row per tool call: ``{source, run_id, task, tool, args, result, outcome}``, ``source`` =
``heldout10/<family>``. ``result`` is the text the framework hands the model. Where each
family's format comes from, and how sure the reconstruction is:

* ``ldap`` - OpenLDAP ``ldapsearch`` without ``-LLL`` against Active Directory: the
  ``# extended LDIF`` header, ``# <ufn>`` comments, ``# search reference`` blocks for the
  forest's DNS zones, ``# numResponses``/``# numEntries`` (the latter only when entries came
  back) from ``clients/tools/ldapsearch.c``; AD's bind error text (``80090308: LdapErr: …
  data 532`` = password expired) as AD sends it. Sure of the layout; FILETIME values computed.
* ``network`` - a Netmiko-backed network MCP server (``send_command`` returns the device's
  text; an exception comes back as ``Error: <Type>: <message>``): Cisco IOS-XE ``show``
  output and Junos ``show`` output as the CLIs print them, Netmiko 4's ``ReadTimeout``
  message. Sure of the message, fairly sure of the CLI layouts (abridged to what the
  command's ``| include`` keeps).
* ``ansible`` - ``ansible-playbook`` and ``ansible`` ad-hoc stdout with the default callback:
  banners padded with ``*``, ``fatal: [h]: FAILED! => {json}``, the recap's ``%-26s`` host and
  ``key=%-4s`` counters, ``host | SUCCESS => {…}`` / ``| CHANGED | rc=0 >>``. Sure.
* ``jenkins`` - Jenkins' JSON API (``/queue/item/N/api/json``, ``/job/…/N/api/json``,
  ``testReport``) as a Jenkins MCP server passes it on; progressive console text wrapped in
  ``{start, next_start, more_data, text}`` by that server (its own envelope: less sure); the
  anonymous user's ``Authentication required`` redirect page of Jenkins 2.3xx. Sure of the JSON
  fields, fairly sure of the redirect page.
* ``sonarqube`` - Web API ``api/issues/search``, ``api/hotspots/search``,
  ``api/qualitygates/project_status`` JSON, fields abridged. Sure.
* ``artifactory`` - AQL's pretty JSON (``"results" : [ … ], "range" : {…}``) and
  ``api/storage/…?stats``. Sure of the fields, the spacing approximated.
* ``vault`` - the ``vault`` CLI's table output (``Key``/``Value`` with dashes, ``====== … ======``
  headings), ``No value found at …``, and ``Error making API request. … Code: 403. Errors: *
  permission denied`` (an expired token reads the same). Sure.
* ``consul-etcd`` - ``consul kv get -recurse`` (``key:value``) and ``-detailed``, ``etcdctl get
  --prefix`` (key and value on alternate lines), ``-w json`` (base64 keys and values), and
  ``Error! No key exists at: …``. Sure.
* ``kafka`` - ``kafka-topics.sh --describe`` and ``kafka-consumer-groups.sh --describe`` (columns
  padded to their widest cell), the rebalancing warning, the admin client's
  ``TimeoutException`` lines. Sure of the columns; the stack traces abridged.
* ``rabbitmq`` - ``rabbitmqctl list_queues`` / ``purge_queue`` and the management API's
  ``/api/queues/%2F/<name>`` JSON (abridged). Sure.
* ``snmp`` - Net-SNMP ``snmpwalk``/``snmpget`` with MIBs loaded (``UPS-MIB::… = INTEGER: …``,
  ``No Such Instance currently exists at this OID``). Sure.
* ``cassandra`` - ``cqlsh`` tables (right-aligned cells, ``(N rows)``), ``DESCRIBE TABLE`` and
  the driver's ``Unavailable: Error from server: code=1000 …``. Fairly sure.
* ``clickhouse`` - ``TSVWithNames`` and ``PrettyCompact`` output (an empty result in a Pretty
  format prints nothing), ``Code: 241. DB::Exception: …``. Sure.
* ``influxdb`` - Flux annotated CSV (``#group``/``#datatype``/``#default`` rows, ``\\r\\n``) and
  the InfluxDB 3 SQL API's JSON rows. Sure of annotated CSV.
* ``dynamodb`` - ``aws dynamodb query`` JSON (typed attribute values, ``Count``,
  ``ScannedCount``, ``LastEvaluatedKey``; a page a filter empties still carries the key). Sure.
* ``firestore`` - the REST ``documents:runQuery`` answer: a JSON array of ``{document,
  readTime}``, and ``[{"readTime": …}]`` when nothing matched. Sure.
* ``mssql`` - ``sqlcmd`` output (columns padded to their width, numbers right-aligned,
  ``(n rows affected)``, DBCC's completion line) as an SQL Server MCP server returns it. Sure.
* ``oracle`` - SQL*Plus: ``DESC``, column headings with dashes, ``no rows selected``, ``n rows
  selected.`` only from 6 rows (FEEDBACK 6), ``ORA-03113``/``ORA-03114``. Sure.
* ``netsuite`` - SuiteQL over REST (``links``, ``count``, ``hasMore``, ``items`` with empty
  ``links``, ``offset``, ``totalResults``; dates as the account's ``M/D/YYYY``) and its
  ``o:errorDetails`` error body. Sure.
* ``payments`` - PayPal Orders v2 / Payments v2 JSON and its OAuth error body, Square
  ``ListPayments`` (``payments`` and ``cursor``; money in minor units). Sure, abridged.
* ``crm`` - Pipedrive API v1 (``success``, ``data``, ``additional_data.pagination``) and Zoho CRM
  v2 (``data``/``info``; a search with no match is HTTP 204 and an empty body, handed on as
  ``""`` by the wrapper that reads ``response.text``). Sure of the bodies; the empty-body
  hand-off is how a plain ``requests`` wrapper behaves.
* ``freshdesk`` - Freshdesk API v2 ticket filter (``{"results", "total"}``), ticket with
  conversations, reply and update bodies (abridged). Sure.
* ``team-chat`` - Google Chat ``spaces.messages.list`` JSON, a Teams MCP server's receipt text
  and Microsoft Graph's ``replies`` JSON (abridged), Matrix ``/rooms/{id}/messages``
  (``chunk``, ``start``, ``end``). Sure of the bodies; the receipt text is the server's own.
* ``docusign`` - eSignature REST v2.1 envelope, recipients and documents JSON (abridged). Sure.
* ``uipath`` - Orchestrator OData ``Jobs`` (``StartJobs`` answers a ``value`` list) and
  ``RobotLogs`` JSON, abridged. Sure of the fields.
* ``object-storage`` - boto3 ``list_objects_v2`` responses as JSON (``IsTruncated``,
  ``Contents``, ``KeyCount``, ``NextContinuationToken``; no ``Contents`` when empty) and Azure
  Blob ``List Blobs`` XML (``EnumerationResults``, ``NextMarker``). Sure.
* ``rclone`` - ``rclone size``/``check``/``copy``/``lsjson`` output with log-line prefixes and
  the OAuth ``invalid_grant`` failure. Sure of the wording, fairly sure of ``check``'s lines.
* ``sftp`` - OpenSSH ``sftp`` in batch mode (``ls -l`` lines, ``Fetching … to …``) as an SFTP
  tool passes them on, and an ISO 20022 ``pain.002`` status report read as text. Sure.
* ``haystack`` - Haystack 2 ``ToolInvoker``: a ``ComponentTool`` over a retriever whose output
  dict is turned into the tool message by the default ``str``, so the model sees
  ``{'documents': [Document(id=…, content: '…first 100 characters…', meta: {…}, score: …)]}``
  (``Document.__repr__`` cuts content at 100). Sure of the repr; the default conversion is
  how ComponentTool behaves without ``outputs_to_string``.
* ``langchain`` - a legacy ``AgentExecutor`` (ReAct): the observation of each
  ``intermediate_steps`` tuple is the tool's return value, written into the scratchpad with
  ``str()``: Python reprs of dicts, of tuples, of lists of tuples holding ``datetime.date``.
  Sure.
* ``autogen`` - AutoGen 0.4 ``AssistantAgent``: each tool call's
  ``FunctionExecutionResult(content=…, name=…, call_id=…, is_error=…)`` as the team's message
  log prints it (``repr``); the model itself is handed ``content``. Sure of the repr's fields.
* ``bedrock`` - Bedrock Converse ``toolResult`` blocks (``toolUseId``, ``content`` of ``json``
  or ``text`` items, ``status``) as the harness sends them, one JSON object per call. Sure.
* ``anthropic`` - Messages API ``tool_result`` blocks (``tool_use_id``, ``content`` as text
  blocks, ``is_error``) as the harness sends them. Sure.
* ``cohere`` - Cohere v2 tool messages' content: a list of ``{"type": "document", "document":
  {"data": "<json text>", "id": …}}`` (the docs' pattern of ``json.dumps`` into ``data``).
  Fairly sure.
* ``mistral`` - Mistral function calling: the tool message's ``content`` is the JSON text the
  function returned (the docs' ``json.dumps`` pattern, errors as ``{"error": …}``). Sure.
* ``mcp-sdk`` - the MCP Python SDK's ``CallToolResult`` from a FastMCP server with structured
  output, dumped by alias without nulls: ``{"content": [{"type": "text", "text": <indented
  JSON>}], "structuredContent": {…}, "isError": false}``; a list is wrapped as
  ``{"result": […]}``. Sure.
"""

from __future__ import annotations

import base64
import json
import sys
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout10.jsonl")
SRC = "heldout10/"

Call = tuple[str, Any, str]
Session = tuple[str, str, str, bool, list[Call]]

UTC = timezone.utc


def j(obj: Any, indent: int | None = None) -> str:
    """Compact JSON (or indented, as a CLI prints it)."""
    if indent is None:
        return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(obj, ensure_ascii=False, indent=indent)


def js(obj: Any) -> str:
    """JSON as Python's ``json.dumps`` writes it by default (``", "`` and ``": "``)."""
    return json.dumps(obj, ensure_ascii=False)


def pad_table(headers: list[str], rows: list[list[str]], right: set[int]) -> list[str]:
    """Header and rows padded to each column's widest cell (``right``: right-aligned)."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in
              enumerate(headers)]  # fmt: skip

    def line(cells: list[str]) -> str:
        out = [c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in
               enumerate(zip(cells, widths, strict=True))]  # fmt: skip
        return " ".join(out).rstrip()

    return [line(headers), *(line(r) for r in rows)]


# --------------------------------------------------------------------------------------------
# ldap
# --------------------------------------------------------------------------------------------

DOMAIN = "DC=corp,DC=acme,DC=com"
REFS = [
    "ldap://ForestDnsZones.corp.acme.com/DC=ForestDnsZones,DC=corp,DC=acme,DC=com",
    "ldap://DomainDnsZones.corp.acme.com/DC=DomainDnsZones,DC=corp,DC=acme,DC=com",
    "ldap://corp.acme.com/CN=Configuration,DC=corp,DC=acme,DC=com",
]


def ufn(dn: str) -> str:
    """``ldap_dn2ufn``: the RDN values, the trailing DC parts joined with dots."""
    parts = [p.split("=", 1)[1] for p in dn.split(",")]
    kinds = [p.split("=", 1)[0].upper() for p in dn.split(",")]
    head = [v for v, k in zip(parts, kinds, strict=True) if k != "DC"]
    tail = ".".join(v for v, k in zip(parts, kinds, strict=True) if k == "DC")
    return ", ".join([*head, tail])


def ldif(
    base: str,
    filt: str,
    attrs: list[str],
    entries: list[tuple[str, list[tuple[str, str]]]],
    *,
    scope: str = "subtree",
    refs: bool = True,
) -> str:
    """``ldapsearch`` output (no ``-LLL``)."""
    out = [
        "# extended LDIF",
        "#",
        "# LDAPv3",
        f"# base <{base}> with scope {scope}",
        f"# filter: {filt}",
        "# requesting: " + "".join(a + " " for a in attrs),
        "#",
        "",
    ]
    for dn, values in entries:
        out += [f"# {ufn(dn)}", f"dn: {dn}", *(f"{k}: {v}" for k, v in values), ""]
    nrefs = len(REFS) if refs else 0
    for ref in REFS[:nrefs]:
        out += ["# search reference", f"ref: {ref}", ""]
    out += ["# search result", "search: 2", "result: 0 Success", ""]
    out += [f"# numResponses: {len(entries) + nrefs + 1}"]
    if entries:
        out += [f"# numEntries: {len(entries)}"]
    if nrefs:
        out += [f"# numReferences: {nrefs}"]
    return "\n".join(out) + "\n"


def filetime(day: str) -> str:
    """A Windows FILETIME (100 ns since 1601) for a UTC ``YYYY-MM-DD HH:MM``."""
    t = datetime.strptime(day, "%Y-%m-%d %H:%M").replace(tzinfo=UTC)
    return str((int(t.timestamp()) + 11644473600) * 10_000_000 + 4_418_211)


def user_dn(cn: str, ou: str = "OU=Engineering") -> str:
    return f"CN={cn},{ou},{DOMAIN}"


def ldap() -> list[Session]:
    grp = f"CN=sre-oncall,OU=Groups,{DOMAIN}"
    sub = f"CN=sre-contractors,OU=Groups,{DOMAIN}"
    people = [
        ("Priya Raman", "praman", "Staff SRE", "512", "2025-02-20 08:14"),
        ("Tomas Ibarra", "tibarra", "Senior SRE", "512", "2025-01-28 16:02"),
        ("Kenji Sato", "ksato", "SRE", "66048", "2024-06-03 09:40"),
        ("Grace Mbeki", "gmbeki", "SRE Manager", "512", "2024-11-02 11:27"),
    ]
    contractors = [
        ("Olu Adeyemi", "oadeyemi", "Contract SRE", "512", "2025-03-01 10:00"),
        ("Marta Kowalska", "mkowalska", "Contract SRE", "514", "2024-09-12 13:45"),
    ]

    def users(rows: list[tuple[str, str, str, str, str]], ou: str) -> list[Any]:
        return [
            (
                user_dn(cn, ou),
                [
                    ("sAMAccountName", sam),
                    ("mail", f"{sam}@acme.com"),
                    ("title", title),
                    ("userAccountControl", uac),
                    ("pwdLastSet", filetime(pwd)),
                ],
            )
            for cn, sam, title, uac, pwd in rows
        ]

    uattrs = ["sAMAccountName", "mail", "title", "userAccountControl", "pwdLastSet"]
    ok1 = [
        (
            "ldap_search",
            {"base": DOMAIN, "filter": "(&(objectClass=group)(cn=sre-oncall))",
             "attributes": ["member"]},
            ldif(DOMAIN, "(&(objectClass=group)(cn=sre-oncall))", ["member"], [
                (grp, [("member", user_dn(p[0])) for p in people] + [("member", sub)]),
            ]),
        ),
        (
            "ldap_search",
            {"base": DOMAIN, "filter": f"(&(objectClass=user)(memberOf={grp}))",
             "attributes": uattrs},
            ldif(DOMAIN, f"(&(objectClass=user)(memberOf={grp}))", uattrs,
                 users(people, "OU=Engineering")),
        ),
        (
            "ldap_search",
            {"base": DOMAIN, "filter": "(&(objectClass=group)(cn=sre-contractors))",
             "attributes": ["member"]},
            ldif(DOMAIN, "(&(objectClass=group)(cn=sre-contractors))", ["member"], [
                (sub, [("member", user_dn(p[0], "OU=Contractors")) for p in contractors]),
            ]),
        ),
        (
            "ldap_search",
            {"base": DOMAIN, "filter": f"(&(objectClass=user)(memberOf={sub}))",
             "attributes": uattrs},
            ldif(DOMAIN, f"(&(objectClass=user)(memberOf={sub}))", uattrs,
                 users(contractors, "OU=Contractors")),
        ),
        (
            "ldap_search",
            {"base": DOMAIN, "scope": "base", "filter": "(objectClass=*)",
             "attributes": ["maxPwdAge", "lockoutThreshold"]},
            ldif(DOMAIN, "(objectClass=*)", ["maxPwdAge", "lockoutThreshold"], [
                (DOMAIN, [("maxPwdAge", "-77760000000000"), ("lockoutThreshold", "10")]),
            ], scope="baseObject", refs=False),
        ),
    ]  # fmt: skip

    svc_ou = f"OU=Service Accounts,{DOMAIN}"
    spn_filter = "(&(objectClass=user)(servicePrincipalName=*)(!(manager=*)))"
    svcs = [
        ("svc-reporting", "MSSQLSvc/sqlrpt01.corp.acme.com:1433", "20190411093012.0Z"),
        ("svc-jira", "HTTP/jira.corp.acme.com", "20170302151143.0Z"),
        ("svc-backup", "HOST/bkp02.corp.acme.com", "20210918080455.0Z"),
    ]
    tomb = (
        f"CN=svc-legacy-ftp\\0ADEL:6f1c2a9e-3b7d-4c1e-9a55-0d2f7e1b8c44,CN=Deleted Objects,{DOMAIN}"
    )
    ok2 = [
        (
            "ldap_search",
            {"base": svc_ou, "filter": spn_filter,
             "attributes": ["sAMAccountName", "servicePrincipalName", "whenCreated"]},
            ldif(svc_ou, spn_filter, ["sAMAccountName", "servicePrincipalName", "whenCreated"],
                 [(f"CN={s},{svc_ou}", [("sAMAccountName", s), ("servicePrincipalName", spn),
                                        ("whenCreated", when)]) for s, spn, when in svcs],
                 refs=False),
        ),
        (
            "ldap_search",
            {"base": DOMAIN, "filter": "(sAMAccountName=svc-legacy-ftp)",
             "attributes": ["distinguishedName", "whenChanged"]},
            ldif(DOMAIN, "(sAMAccountName=svc-legacy-ftp)",
                 ["distinguishedName", "whenChanged"], []),
        ),
        (
            "ldap_search",
            {"base": f"CN=Deleted Objects,{DOMAIN}",
             "filter": "(&(isDeleted=TRUE)(sAMAccountName=svc-legacy-ftp))",
             "attributes": ["whenChanged", "lastKnownParent"],
             "controls": ["1.2.840.113556.1.4.417"]},
            ldif(f"CN=Deleted Objects,{DOMAIN}",
                 "(&(isDeleted=TRUE)(sAMAccountName=svc-legacy-ftp))",
                 ["whenChanged", "lastKnownParent"],
                 [(tomb, [("whenChanged", "20250217143311.0Z"),
                          ("lastKnownParent", svc_ou)])], refs=False),
        ),
        (
            "ldap_search",
            {"base": svc_ou, "filter": spn_filter,
             "attributes": ["sAMAccountName", "lastLogonTimestamp"]},
            ldif(svc_ou, spn_filter, ["sAMAccountName", "lastLogonTimestamp"],
                 [(f"CN={s},{svc_ou}", [("sAMAccountName", s),
                                        ("lastLogonTimestamp", filetime(t))])
                  for (s, _, _), t in zip(svcs, ["2025-03-11 02:00", "2023-08-30 17:12",
                                                 "2025-03-09 23:41"], strict=True)],
                 refs=False),
        ),
    ]  # fmt: skip

    bind = (
        "ldap_bind: Invalid credentials (49)\n"
        "\tadditional info: 80090308: LdapErr: DSID-0C090569, comment: "
        "AcceptSecurityContext error, data 532, v4f7c\n"
    )
    fin = f"CN=finance-approvers,OU=Groups,{DOMAIN}"
    fail = [
        ("ldap_search", {"base": DOMAIN, "filter": "(&(objectClass=group)(cn=finance-approvers))",
                         "attributes": ["member"]}, bind),
        ("ldap_search", {"base": f"OU=Groups,{DOMAIN}", "filter": "(cn=finance-approvers)",
                         "attributes": ["member"]}, bind),
        ("ldap_whoami", {}, bind),
        ("ldap_search", {"base": DOMAIN, "filter": "(cn=finance-approv*)",
                         "attributes": ["cn", "member"]}, bind),
        ("ldap_search", {"base": DOMAIN, "filter": f"(&(objectClass=user)(memberOf={fin}))",
                         "attributes": ["sAMAccountName", "manager"]}, bind),
        ("ldap_search", {"base": f"OU=Finance,{DOMAIN}", "filter": "(objectClass=user)",
                         "attributes": ["sAMAccountName", "manager"]}, bind),
    ]  # fmt: skip
    return [
        (
            "ldap",
            "ldap-ok-1",
            "List everyone in the AD group sre-oncall, nested groups "
            "included, with email and title, and flag disabled accounts and passwords older than "
            "the domain's maximum password age. Today is 2025-03-12.",
            True,
            ok1,
        ),
        (
            "ldap",
            "ldap-ok-2",
            "Which accounts under OU=Service Accounts have an SPN but no "
            "manager set, and when did each last log on? Also: does svc-legacy-ftp still exist, "
            "and if it was deleted, when?",
            True,
            ok2,
        ),
        (
            "ldap",
            "ldap-fail-1",
            "Pull the members of the AD group finance-approvers and each member's manager.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# network (Cisco IOS-XE and Junos through a Netmiko MCP server)
# --------------------------------------------------------------------------------------------


def cmd(device: str, command: str) -> dict[str, str]:
    return {"device": device, "command": command}


def bgp_summary(rid: str, asn: int, neighbors: list[tuple[str, int, int, int, str, str]]) -> str:
    head = [
        f"BGP router identifier {rid}, local AS number {asn}",
        "BGP table version is 48211907, main routing table version 48211907",
        "952114 network entries using 236124272 bytes of memory",
        "1884310 path entries using 256266160 bytes of memory",
        "291822/158003 BGP path/bestpath attribute entries using 86378112 bytes of memory",
        "121877 BGP AS-PATH entries using 5302462 bytes of memory",
        "BGP using 584071006 total bytes of memory",
        "BGP activity 3310228/2358114 prefixes, 9918321/8034011 paths, scan interval 60 secs",
        "",
        "Neighbor        V           AS MsgRcvd MsgSent   TblVer  InQ OutQ Up/Down  State/PfxRcd",
    ]
    rows = [
        f"{ip:<15} 4 {nas:>12} {rcv:>7} {snt:>7} 48211907    0    0 {up:<8} {pfx:>12}"
        for ip, nas, rcv, snt, up, pfx in neighbors
    ]
    return "\n".join(head + rows) + "\n"


def network() -> list[Session]:
    r1, r2 = "edge-rtr-01", "edge-rtr-02"
    devices = [
        {"name": r1, "platform": "cisco_xe", "host": "10.0.0.11", "site": "fra1"},
        {"name": r2, "platform": "cisco_xe", "host": "10.0.0.12", "site": "fra1"},
        {"name": "mx-border-2", "platform": "juniper_junos", "host": "10.0.0.21", "site": "ams2"},
        {"name": "dist-sw-04", "platform": "cisco_ios", "host": "10.0.4.4", "site": "fra1"},
    ]
    intf = "TenGigabitEthernet0/1/0"
    show_int = (
        "\n".join(
            [
                f"{intf} is up, line protocol is up ",
                "  Hardware is SFP+ 10GE, address is 00a7.42c1.9e10 (bia 00a7.42c1.9e10)",
                "  Description: TRANSIT2-COGENT-CKT-1-300419-A",
                "  Internet address is 198.51.100.10/30",
                "  MTU 1500 bytes, BW 10000000 Kbit/sec, DLY 10 usec, ",
                "     reliability 251/255, txload 38/255, rxload 61/255",
                "  Full Duplex, 10000Mbps, link type is force-up, media type is SFP-10GBase-LR",
                "  Last input 00:00:00, output 00:00:00, output hang never",
                '  Last clearing of "show interface" counters 6d04h',
                "  5 minute input rate 2398114000 bits/sec, 231877 packets/sec",
                "  5 minute output rate 1491022000 bits/sec, 188201 packets/sec",
                "     88231990213 packets input, 112877310221981 bytes, 0 no buffer",
                "     18243 input errors, 18243 CRC, 0 frame, 0 overrun, 0 ignored",
                "     71203391877 packets output, 70112398120031 bytes, 0 underruns",
                "     0 output errors, 0 collisions, 2 interface resets",
                "     2 carrier transitions",
            ]
        )
        + "\n"
    )
    ok1 = [
        ("list_devices", {}, j(devices, 2)),
        ("send_command", cmd(r1, "show clock"), "*09:14:22.118 UTC Wed Mar 12 2025\n"),
        ("send_command", cmd(r1, "show ip bgp summary"), bgp_summary("10.255.0.1", 65010, [
            ("10.255.0.2", 65010, 9123441, 9118220, "8w4d", "11"),
            ("198.51.100.9", 174, 27104, 2655, "02:13:44", "941882"),
            ("203.0.113.9", 3356, 18234001, 412300, "5w1d", "942004"),
        ])),
        ("send_command", cmd(r1, "show logging | include BGP|UPDOWN"), "\n".join([
            "Mar 12 06:59:41.227 UTC: %LINK-3-UPDOWN: Interface TenGigabitEthernet0/1/0, "
            "changed state to down",
            "Mar 12 06:59:41.229 UTC: %LINEPROTO-5-UPDOWN: Line protocol on Interface "
            "TenGigabitEthernet0/1/0, changed state to down",
            "Mar 12 06:59:53.904 UTC: %LINK-3-UPDOWN: Interface TenGigabitEthernet0/1/0, "
            "changed state to up",
            "Mar 12 06:59:54.011 UTC: %LINEPROTO-5-UPDOWN: Line protocol on Interface "
            "TenGigabitEthernet0/1/0, changed state to up",
            "Mar 12 07:00:26.350 UTC: %BGP-3-NOTIFICATION: sent to neighbor 198.51.100.9 "
            "4/0 (hold time expired) 0 bytes",
            "Mar 12 07:00:26.351 UTC: %BGP-5-NBR_RESET: Neighbor 198.51.100.9 reset "
            "(BGP Notification sent)",
            "Mar 12 07:00:26.355 UTC: %BGP-5-ADJCHANGE: neighbor 198.51.100.9 Down BGP "
            "Notification sent",
            "Mar 12 07:00:38.912 UTC: %BGP-5-ADJCHANGE: neighbor 198.51.100.9 Up ",
        ]) + "\n"),
        ("send_command", cmd(r1, f"show interfaces {intf}"), show_int),
        ("send_command", cmd(r1, f"show interfaces {intf} transceiver detail"), "\n".join([
            "ITU Channel not available (Wavelength not available),",
            "Transceiver is internally calibrated.",
            "mA: milliamperes, dBm: decibels (milliwatts), NA or N/A: not applicable.",
            "++ : high alarm, +  : high warning, -  : low warning, -- : low alarm.",
            "A2D readouts (if they differ), are reported in parentheses.",
            "The threshold values are calibrated.",
            "",
            "                                High Alarm  High Warn  Low Warn   Low Alarm",
            "           Temperature          Threshold   Threshold  Threshold  Threshold",
            "Port       (Celsius)            (Celsius)   (Celsius)  (Celsius)  (Celsius)",
            "---------  -----------------    ----------  ---------  ---------  ---------",
            "Te0/1/0    41.3                 75.0        70.0       0.0        -5.0",
            "",
            "                                Optical     High Alarm High Warn  Low Warn   "
            "Low Alarm",
            "           Receive Power        Threshold   Threshold  Threshold  Threshold",
            "Port       (dBm)                (dBm)       (dBm)      (dBm)      (dBm)",
            "---------  -----------------    ----------  ---------  ---------  ---------",
            "Te0/1/0    -17.9   -            1.0         -1.0       -14.1      -18.1",
        ]) + "\n"),
        ("send_command", cmd(r1, "show ip bgp neighbors 198.51.100.9 | include BGP state|"
                                 "hold time|Last reset|Connections"), "\n".join([
            "  BGP state = Established, up for 02:13:44",
            "  Last read 00:00:07, last write 00:00:22, hold time is 90, keepalive interval "
            "is 30 seconds",
            "  Connections established 14; dropped 13",
            "  Last reset 02:13:56, due to BGP Notification sent, hold time expired",
        ]) + "\n"),
        ("send_command", cmd(r1, f"show interfaces {intf} counters errors"), "\n".join([
            "",
            "Port                Align-Err     FCS-Err    Xmit-Err     Rcv-Err  UnderSize  "
            "OutDiscards",
            "Te0/1/0                     0       18243           0       18243          0"
            "            0",
        ]) + "\n"),
        ("send_command", cmd(r1, "show ip route summary"), "\n".join([
            "IP routing table name is default (0x0)",
            "IP routing table maximum-paths is 32",
            "Route Source    Networks    Subnets     Replicates  Overhead    Memory (bytes)",
            "application     0           0           0           0           0",
            "connected       0           14          0           1344        4256",
            "static          2           6           0           768         2432",
            "ospf 1          0           212         0           20352       64448",
            "bgp 65010       398221      553711      0           91385472    289389728",
            "  External: 951918 Internal: 14 Local: 0",
            "internal        7114                                            133198680",
            "Total           405337      553943      0           91407936    422594544",
        ]) + "\n"),
        ("send_command", cmd(r2, "show ip bgp summary"), bgp_summary("10.255.0.2", 65010, [
            ("10.255.0.1", 65010, 9118231, 9123452, "8w4d", "14"),
            ("198.51.100.13", 174, 41220733, 381220, "8w2d", "941879"),
        ])),
        ("send_command", cmd(r2, "show logging | include BGP"), ""),
        ("send_command", cmd(r1, "show ip bgp 8.8.8.0"), "\n".join([
            "BGP routing table entry for 8.8.8.0/24, version 48210334",
            "Paths: (3 available, best #2, table default)",
            "  Advertised to update-groups:",
            "     2          4",
            "  Refresh Epoch 1",
            "  3356 15169",
            "    203.0.113.9 from 203.0.113.9 (4.69.184.193)",
            "      Origin IGP, metric 0, localpref 100, valid, external",
            "  Refresh Epoch 2",
            "  174 15169",
            "    198.51.100.9 from 198.51.100.9 (38.28.1.83)",
            "      Origin IGP, metric 0, localpref 120, valid, external, best",
            "  Refresh Epoch 1",
            "  174 15169",
            "    10.255.0.2 (metric 20) from 10.255.0.2 (10.255.0.2)",
            "      Origin IGP, metric 0, localpref 120, valid, internal",
        ]) + "\n"),
        ("send_command", cmd(r1, f"show interfaces {intf} | include CRC|input rate"),
         "  5 minute input rate 2401337000 bits/sec, 232004 packets/sec\n"
         "     18311 input errors, 18311 CRC, 0 frame, 0 overrun, 0 ignored\n"),
        ("send_command", cmd(r1, "show version | include uptime|Version"),
         "Cisco IOS XE Software, Version 17.09.04a\n"
         "Cisco IOS Software [Cupertino], ASR1000 Software (X86_64_LINUX_IOSD-UNIVERSALK9-M), "
         "Version 17.9.4a, RELEASE SOFTWARE (fc3)\n"
         "edge-rtr-01 uptime is 41 weeks, 2 days, 3 hours, 12 minutes\n"),
    ]  # fmt: skip

    def optics(port: str, rx_mw: str, rx_dbm: str, bias: str, warn: str) -> str:
        return "\n".join([
            f"Physical interface: {port}",
            f"    Laser bias current                        :  {bias} mA",
            "    Laser output power                        :  0.5910 mW / -2.28 dBm",
            "    Module temperature                        :  38 degrees C / 100 degrees F",
            "    Module voltage                            :  3.2910 V",
            f"    Receiver signal average optical power     :  {rx_mw} mW / {rx_dbm} dBm",
            "    Laser bias current high alarm             :  Off",
            "    Laser bias current low alarm              :  Off",
            "    Laser output power high alarm             :  Off",
            "    Laser output power low alarm              :  Off",
            "    Module temperature high alarm             :  Off",
            "    Laser rx power high alarm                 :  Off",
            "    Laser rx power low alarm                  :  Off",
            f"    Laser rx power low warning                :  {warn}",
            "    Laser rx power low alarm threshold        :  0.0200 mW / -16.99 dBm",
            "    Laser rx power low warning threshold      :  0.0500 mW / -13.01 dBm",
        ]) + "\n"  # fmt: skip

    mx = "mx-border-2"
    ok2 = [
        ("send_command", cmd(mx, "show chassis alarms"), "\n".join([
            "2 alarms currently active",
            "Alarm time               Class  Description",
            "2025-03-12 04:12:09 UTC  Minor  xe-0/0/2: Rx power low warning",
            "2025-03-02 11:40:51 UTC  Major  PEM 1 Not OK",
        ]) + "\n"),
        ("send_command", cmd(mx, "show interfaces diagnostics optics xe-0/0/0"),
         optics("xe-0/0/0", "0.4410", "-3.56", "32.450", "Off")),
        ("send_command", cmd(mx, "show interfaces diagnostics optics xe-0/0/1"),
         optics("xe-0/0/1", "0.3872", "-4.12", "31.998", "Off")),
        ("send_command", cmd(mx, "show interfaces diagnostics optics xe-0/0/2"),
         optics("xe-0/0/2", "0.0407", "-13.90", "33.104", "On")),
        ("send_command", cmd(mx, "show interfaces diagnostics optics xe-0/0/3"),
         "error: device xe-0/0/3 not found\n"),
        ("send_command", cmd(mx, "show interfaces terse xe-0/0/*"), "\n".join([
            "Interface               Admin Link Proto    Local                 Remote",
            "xe-0/0/0                up    up",
            "xe-0/0/0.0              up    up   inet     185.12.64.2/31",
            "xe-0/0/1                up    up",
            "xe-0/0/1.0              up    up   inet     185.12.64.4/31",
            "xe-0/0/2                up    up",
            "xe-0/0/2.0              up    up   inet     185.12.64.6/31",
        ]) + "\n"),
    ]  # fmt: skip

    timeout = (
        "Error: ReadTimeout: \n\nPattern not detected: 'dist\\-sw\\-04\\#' in output.\n\n"
        "Things you might try to fix this:\n"
        "1. Explicitly set your pattern using the expect_string argument.\n"
        "2. Increase the read_timeout to a larger value.\n\n"
        "You can also look at the Netmiko session_log or debug log for more information.\n\n"
    )
    sw = "dist-sw-04"
    fail = [
        ("send_command", cmd(sw, "show mac address-table address 3c22.fb9a.104e"), timeout),
        ("send_command", cmd(sw, "show mac address-table | include 104e"), timeout),
        ("send_command", cmd(sw, "show ip arp | include 104e"), timeout),
        ("send_command", cmd(sw, "show interfaces status"), timeout),
        ("send_command", cmd(sw, "show version | include uptime"), timeout),
        ("send_command", cmd(sw, "show clock"), timeout),
    ]
    return [
        (
            "network",
            "net-ok-1",
            "edge-rtr-01's BGP session to transit 2 (Cogent, "
            "198.51.100.9) flapped this morning. Find when and why, check the link and the optic, "
            "whether the full table is back, how edge-rtr-02's session to Cogent fared, and "
            "whether the router reloaded.",
            True,
            ok1,
        ),
        (
            "network",
            "net-ok-2",
            "On mx-border-2, check the optics on xe-0/0/0 through xe-0/0/3 "
            "for low receive light and list the active chassis alarms.",
            True,
            ok2,
        ),
        (
            "network",
            "net-fail-1",
            "On dist-sw-04, find which port MAC 3c22.fb9a.104e is on and "
            "its VLAN, then check that port's error counters.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# ansible
# --------------------------------------------------------------------------------------------


def banner(text: str) -> str:
    return text + " " + "*" * max(3, 79 - len(text))


def recap(rows: dict[str, tuple[int, int, int, int, int]]) -> list[str]:
    """PLAY RECAP lines: ok, changed, unreachable, failed, skipped (rescued, ignored 0)."""
    out = [banner("PLAY RECAP")]
    for host, (ok, ch, un, fa, sk) in rows.items():
        counts = [("ok", ok), ("changed", ch), ("unreachable", un), ("failed", fa),
                  ("skipped", sk), ("rescued", 0), ("ignored", 0)]  # fmt: skip
        out.append(f"{host:<26} : " + " ".join(f"{k}={v!s:<4}" for k, v in counts))
    return out


def play(name: str, tasks: list[tuple[str, list[str]]], rows: Any, pre: str = "") -> str:
    out = [pre] if pre else []
    out += [banner(f"PLAY [{name}]"), ""]
    for task, lines in tasks:
        out += [banner(task), *lines, ""]
    out += recap(rows)
    return "\n".join(out) + "\n"


def ansible() -> list[Session]:
    web = ["web-01", "web-02", "web-03"]
    missing = (
        "fatal: [web-03]: FAILED! => "
        + js({"changed": False, "msg": "Could not find or access "
              "'tls/web-03.acme.internal.pem'\nSearched in:\n"
              "\t/srv/ansible/roles/nginx_tls/files/tls/web-03.acme.internal.pem\n"
              "\t/srv/ansible/roles/nginx_tls/tls/web-03.acme.internal.pem\n"
              "\t/srv/ansible/files/tls/web-03.acme.internal.pem\n"
              "\t/srv/ansible/tls/web-03.acme.internal.pem on the Ansible Controller.\n"
              "If you are using a module and expect the file to exist on the remote, see the "
              "remote_src option"})
    )  # fmt: skip
    facts = ("TASK [Gathering Facts]", [f"ok: [{h}]" for h in web])
    check1 = play(
        "Harden nginx TLS on the web tier",
        [
            facts,
            ("TASK [nginx_tls : Install ssl-params.conf]", [f"changed: [{h}]" for h in web]),
            (
                "TASK [nginx_tls : Copy host certificate]",
                ["changed: [web-01]", "changed: [web-02]", missing],
            ),
            (
                "TASK [nginx_tls : Set ssl_protocols TLSv1.2 TLSv1.3]",
                ["changed: [web-01]", "changed: [web-02]"],
            ),
        ],
        {"web-01": (4, 3, 0, 0, 0), "web-02": (4, 3, 0, 0, 0), "web-03": (2, 1, 0, 1, 0)},
    )
    check2 = play(
        "Harden nginx TLS on the web tier",
        [
            facts,
            ("TASK [nginx_tls : Install ssl-params.conf]", [f"changed: [{h}]" for h in web]),
            ("TASK [nginx_tls : Copy host certificate]", [f"skipping: [{h}]" for h in web]),
            ("TASK [nginx_tls : Use the host's own certificate]", [f"ok: [{h}]" for h in web]),
            (
                "TASK [nginx_tls : Set ssl_protocols TLSv1.2 TLSv1.3]",
                [f"changed: [{h}]" for h in web],
            ),
        ],
        {h: (4, 2, 0, 0, 1) for h in web},
    )
    applied = play(
        "Harden nginx TLS on the web tier",
        [
            facts,
            ("TASK [nginx_tls : Install ssl-params.conf]", [f"changed: [{h}]" for h in web]),
            ("TASK [nginx_tls : Copy host certificate]", [f"skipping: [{h}]" for h in web]),
            ("TASK [nginx_tls : Use the host's own certificate]", [f"ok: [{h}]" for h in web]),
            (
                "TASK [nginx_tls : Set ssl_protocols TLSv1.2 TLSv1.3]",
                [f"changed: [{h}]" for h in web],
            ),
            ("RUNNING HANDLER [nginx_tls : Reload nginx]", [f"changed: [{h}]" for h in web]),
        ],
        {h: (5, 3, 0, 0, 1) for h in web},
    )
    stat = "web-03 | SUCCESS => " + json.dumps({
        "ansible_facts": {"discovered_interpreter_python": "/usr/bin/python3"},
        "changed": False,
        "stat": {"exists": True, "path": "/etc/ssl/private/web-03.acme.internal.pem",
                 "mode": "0600", "pw_name": "root", "size": 3243, "isreg": True,
                 "mtime": 1740126611.2280014},
    }, indent=4)  # fmt: skip
    ok = [
        ("ansible_playbook", {"playbook": "playbooks/nginx_tls.yml", "limit": "web",
                              "check": True, "diff": False}, check1),
        ("ansible_adhoc", {"hosts": "web-03", "module": "ansible.builtin.stat",
                           "args": "path=/etc/ssl/private/web-03.acme.internal.pem"}, stat),
        ("ansible_playbook", {"playbook": "playbooks/nginx_tls.yml", "limit": "web",
                              "check": True, "extra_vars": {"tls_cert_remote_src": True}},
         check2),
        ("ansible_playbook", {"playbook": "playbooks/nginx_tls.yml", "limit": "web",
                              "check": False, "extra_vars": {"tls_cert_remote_src": True}},
         applied),
        ("ansible_adhoc", {"hosts": "web", "module": "ansible.builtin.shell",
                           "args": "curl -sk -o /dev/null -w '%{http_code}' "
                                   "https://localhost/healthz"},
         "".join(f"{h} | CHANGED | rc=0 >>\n200\n" for h in web)),
    ]  # fmt: skip

    apps = {f"app-0{i}": f"10.40.2.1{i}" for i in range(1, 5)}
    msg = (
        "Failed to connect to the host via ssh: Connection timed out during banner exchange"
        "\r\nConnection to UNKNOWN port 65535 timed out"
    )
    unreach = {"changed": False, "msg": msg, "unreachable": True}

    def down(hosts: list[str], pre: str = "") -> str:
        lines = [f"fatal: [{h}]: UNREACHABLE! => {js(unreach)}" for h in hosts]
        return play(
            "Configure logrotate on app servers",
            [("TASK [Gathering Facts]", lines)],
            {h: (0, 0, 1, 0, 0) for h in hosts},
            pre,
        )

    def ping(hosts: list[str]) -> str:
        return "".join(f"{h} | UNREACHABLE! => {json.dumps(unreach, indent=4)}\n" for h in hosts)

    allh = list(apps)
    fail = [
        ("ansible_playbook", {"playbook": "playbooks/logrotate.yml", "limit": "app"}, down(allh)),
        ("ansible_playbook", {"playbook": "playbooks/logrotate.yml", "limit": "app-01"},
         down(["app-01"])),
        ("ansible_adhoc", {"hosts": "app", "module": "ansible.builtin.ping", "args": ""},
         ping(allh)),
        ("ansible_playbook", {"playbook": "playbooks/logrotate.yml", "limit": "app",
                              "verbosity": 1},
         down(allh, "Using /srv/ansible/ansible.cfg as config file")),
        ("ansible_adhoc", {"hosts": "app-02", "module": "ansible.builtin.setup",
                           "args": "filter=ansible_hostname"}, ping(["app-02"])),
        ("ansible_playbook", {"playbook": "playbooks/logrotate.yml", "limit": "app",
                              "forks": 1}, down(allh)),
    ]  # fmt: skip
    return [
        (
            "ansible",
            "ansible-ok-1",
            "Roll out the nginx TLS hardening (role nginx_tls) to the "
            "web tier: dry-run first, fix whatever fails, apply it, and confirm /healthz answers "
            "200 on every web host.",
            True,
            ok,
        ),
        (
            "ansible",
            "ansible-fail-1",
            "Apply the logrotate role to the app servers "
            "(app-01..app-04) and confirm it ran on each.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# jenkins
# --------------------------------------------------------------------------------------------

CI = "https://ci.acme.internal"


def jenkins() -> list[Session]:
    job = "payments/payments-api/main"
    job_url = f"{CI}/job/payments/job/payments-api/job/main/"
    params = {"_class": "hudson.model.ParametersAction", "parameters": [
        {"_class": "hudson.model.StringParameterValue", "name": "DEPLOY_ENV",
         "value": "staging"}]}  # fmt: skip
    cause = {"_class": "hudson.model.CauseAction", "causes": [
        {"_class": "hudson.model.Cause$UserIdCause", "shortDescription":
         "Started by user svc-agent", "userId": "svc-agent", "userName": "svc-agent"}]}  # fmt: skip
    task = {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowJob", "name": "main",
            "url": job_url, "color": "blue"}  # fmt: skip
    waiting = {"_class": "hudson.model.Queue$BuildableItem", "actions": [params, cause],
               "blocked": False, "buildable": True, "id": 48213,
               "inQueueSince": 1741770122311, "params": "\nDEPLOY_ENV=staging",
               "stuck": False, "task": task, "url": "queue/item/48213/",
               "why": "Waiting for next available executor on \u2018linux-x64\u2019",
               "buildableStartMilliseconds": 1741770122315, "pending": False}  # fmt: skip
    left = {"_class": "hudson.model.Queue$LeftItem", "actions": [params, cause],
            "blocked": False, "buildable": False, "id": 48213, "inQueueSince": 1741770122311,
            "params": "\nDEPLOY_ENV=staging", "stuck": False, "task": task,
            "url": "queue/item/48213/", "why": None, "cancelled": False,
            "executable": {"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun",
                           "number": 1842, "url": f"{job_url}1842/"}}  # fmt: skip

    def build(building: bool, result: str | None, duration: int) -> str:
        return j({"_class": "org.jenkinsci.plugins.workflow.job.WorkflowRun",
                  "actions": [params, cause], "building": building, "description": None,
                  "displayName": "#1842", "duration": duration, "estimatedDuration": 412233,
                  "fullDisplayName": "payments \u00bb payments-api \u00bb main #1842",
                  "id": "1842", "number": 1842, "result": result,
                  "timestamp": 1741770151002, "url": f"{job_url}1842/"})  # fmt: skip

    log1 = "\n".join([
        "Started by user svc-agent",
        "Obtained Jenkinsfile from git https://git.acme.internal/payments/payments-api.git",
        "[Pipeline] Start of Pipeline",
        "[Pipeline] node",
        "Running on linux-x64-07 in /var/lib/jenkins/workspace/payments_payments-api_main",
        "[Pipeline] {",
        "[Pipeline] stage",
        "[Pipeline] { (Checkout)",
        "Checking out Revision 4e1b9d07c2a8f3b6e5d4c3b2a1f0e9d8c7b6a5f4 (refs/remotes/origin/main)",
        "Commit message: \"Refunds: allow partial refund after capture (#2291)\"",
        "[Pipeline] }",
        "[Pipeline] stage",
        "[Pipeline] { (Build)",
        "+ ./mvnw -B -q -DskipTests package",
        "[Pipeline] }",
        "[Pipeline] stage",
        "[Pipeline] { (Integration tests)",
        "+ ./mvnw -B verify -Pit -Ddeploy.env=staging",
        "[INFO] Running com.acme.payments.CaptureFlowIT",
    ])  # fmt: skip
    log2 = "\n".join([
        "[INFO] Tests run: 38, Failures: 0, Errors: 0, Skipped: 1, Time elapsed: 41.2 s - in "
        "com.acme.payments.CaptureFlowIT",
        "[INFO] Running com.acme.payments.RefundFlowIT",
        "[ERROR] Tests run: 22, Failures: 1, Errors: 0, Skipped: 0, Time elapsed: 19.8 s <<< "
        "FAILURE! - in com.acme.payments.RefundFlowIT",
        "[ERROR] partialRefundAfterCapture  Time elapsed: 3.214 s  <<< FAILURE!",
        "org.opentest4j.AssertionFailedError: expected: <PARTIALLY_REFUNDED> but was: <CAPTURED>",
        "\tat com.acme.payments.RefundFlowIT.partialRefundAfterCapture(RefundFlowIT.java:88)",
        "[INFO] Running com.acme.payments.WebhookIT",
        "[INFO] Tests run: 154, Failures: 0, Errors: 0, Skipped: 2, Time elapsed: 77.0 s - in "
        "com.acme.payments.WebhookIT",
        "[INFO] Results:",
        "[ERROR] Failures: ",
        "[ERROR]   RefundFlowIT.partialRefundAfterCapture:88 expected: <PARTIALLY_REFUNDED> but "
        "was: <CAPTURED>",
        "[ERROR] Tests run: 214, Failures: 1, Errors: 0, Skipped: 3",
        "[INFO] BUILD FAILURE",
        "[Pipeline] }",
        "[Pipeline] // stage",
        "[Pipeline] junit",
        "Recording test results",
        "[Pipeline] End of Pipeline",
        "ERROR: script returned exit code 1",
        "Finished: FAILURE",
    ])  # fmt: skip
    report = {"_class": "hudson.tasks.junit.TestResult", "duration": 188.4, "empty": False,
              "failCount": 1, "passCount": 210, "skipCount": 3, "suites": [
                  {"name": "com.acme.payments.RefundFlowIT", "duration": 19.8, "cases": [
                      {"className": "com.acme.payments.RefundFlowIT",
                       "name": "partialRefundAfterCapture", "status": "FAILED",
                       "duration": 3.214, "age": 1,
                       "errorDetails": "expected: <PARTIALLY_REFUNDED> but was: <CAPTURED>",
                       "failedSince": 1842}]}]}  # fmt: skip
    b = {"job": job, "number": 1842}
    ok = [
        ("jenkins_build_job", {"job": job, "parameters": {"DEPLOY_ENV": "staging"}},
         j({"queueItemId": 48213, "location": f"{CI}/queue/item/48213/"})),
        ("jenkins_get_queue_item", {"id": 48213}, j(waiting)),
        ("jenkins_get_queue_item", {"id": 48213}, j(left)),
        ("jenkins_get_build", b, build(True, None, 0)),
        ("jenkins_get_console", {**b, "start": 0},
         j({"start": 0, "next_start": 4812, "more_data": True, "text": log1})),
        ("jenkins_get_build", b, build(True, None, 0)),
        ("jenkins_get_console", {**b, "start": 4812},
         j({"start": 4812, "next_start": 9377, "more_data": False, "text": log2})),
        ("jenkins_get_build", b, build(False, "FAILURE", 251877)),
        ("jenkins_get_test_report", {**b, "tree": "failCount,passCount,skipCount,suites[*]"},
         j(report)),
    ]  # fmt: skip

    def login(path: str) -> str:
        frm = path.replace("/", "%2F")
        return (
            f"<html><head><meta http-equiv='refresh' content='1;url=/login?from={frm}'/>"
            f"<script>window.location.replace('/login?from={frm}');</script></head>"
            "<body style='background-color:white; color:white;'>\n\n\n"
            "Authentication required\n<!--\n-->\n\n</body></html>"
        )

    n = "nightly-e2e"
    fail = [
        ("jenkins_get_build", {"job": n, "number": "lastFailedBuild"},
         login(f"/job/{n}/lastFailedBuild/api/json")),
        ("jenkins_get_console", {"job": n, "number": "lastFailedBuild", "start": 0},
         login(f"/job/{n}/lastFailedBuild/logText/progressiveText")),
        ("jenkins_get_job", {"job": n}, login(f"/job/{n}/api/json")),
        ("jenkins_get_build", {"job": n, "number": 7731}, login(f"/job/{n}/7731/api/json")),
        ("jenkins_get_console", {"job": n, "number": 7731, "start": 0},
         login(f"/job/{n}/7731/logText/progressiveText")),
        ("jenkins_list_jobs", {"folder": ""}, login("/api/json")),
    ]  # fmt: skip
    return [
        (
            "jenkins",
            "jenkins-ok-1",
            "Start the payments-api main pipeline with "
            "DEPLOY_ENV=staging, wait for it to finish, and tell me whether the integration tests "
            "passed; if one failed, which and why.",
            True,
            ok,
        ),
        (
            "jenkins",
            "jenkins-fail-1",
            "Why did last night's nightly-e2e Jenkins build fail? Get "
            "the failing stage from its console.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# sonarqube
# --------------------------------------------------------------------------------------------


def sonarqube() -> list[Session]:
    def issue(key: str, rule: str, sev: str, path: str, line: int, msg: str, typ: str) -> Any:
        return {"key": key, "rule": rule, "severity": sev,
                "component": f"payments-api:{path}", "project": "payments-api",
                "line": line, "status": "OPEN", "message": msg, "effort": "15min",
                "type": typ}  # fmt: skip

    src = "src/main/java/com/acme/payments/"
    issues = [
        issue("AZVx3c1r2k9QwLmNaB01", "java:S2259", "CRITICAL", src + "refund/RefundService.java",
              142, 'A "NullPointerException" could be thrown; "capture" is nullable here.', "BUG"),
        issue("AZVx3c1r2k9QwLmNaB02", "java:S2095", "BLOCKER", src + "export/CsvExporter.java",
              57, 'Use try-with-resources or close this "FileWriter" in a "finally" clause.',
              "BUG"),
        issue("AZVx3c1r2k9QwLmNaB03", "java:S3655", "CRITICAL", src + "fx/RateCache.java", 88,
              "Call \"Optional#isPresent()\" or \"!Optional#isEmpty()\" before accessing the "
              "value.", "BUG"),
        issue("AZVx3c1r2k9QwLmNaB04", "java:S2189", "BLOCKER", src + "webhook/Retrier.java", 31,
              "Add an end condition to this loop.", "BUG"),
        issue("AZVx3c1r2k9QwLmNaB05", "java:S1143", "CRITICAL", src + "ledger/Posting.java",
              203, "Remove this return statement from this finally block.", "BUG"),
        issue("AZVx3c1r2k9QwLmNaB06", "java:S2259", "CRITICAL", src + "card/TokenVault.java", 66,
              'A "NullPointerException" could be thrown; "token" is nullable here.', "BUG"),
        issue("AZVx3c1r2k9QwLmNaB07", "java:S3077", "CRITICAL", src + "fx/RateCache.java", 19,
              'Use a thread-safe type; adding "volatile" is not enough to make this field '
              "thread-safe.", "BUG"),
    ]  # fmt: skip

    def page(items: list[Any], p: int, ps: int, total: int) -> str:
        comps = sorted({i["component"] for i in items})
        return j({"total": total, "p": p, "ps": ps,
                  "paging": {"pageIndex": p, "pageSize": ps, "total": total},
                  "effortTotal": 15 * total, "issues": items,
                  "components": [{"key": c, "enabled": True, "qualifier": "FIL",
                                  "name": c.rsplit("/", 1)[1], "path": c.split(":", 1)[1]}
                                 for c in comps], "facets": []})  # fmt: skip

    q = {"projects": "payments-api", "branch": "main", "types": "BUG",
         "severities": "CRITICAL,BLOCKER", "resolved": "false", "ps": 5}  # fmt: skip
    hotspots = {"paging": {"pageIndex": 1, "pageSize": 100, "total": 2}, "hotspots": [
        {"key": "AZVy0f7Qk3mHspt001", "component": f"payments-api:{src}card/TokenVault.java",
         "project": "payments-api", "securityCategory": "weak-cryptography",
         "vulnerabilityProbability": "MEDIUM", "status": "TO_REVIEW", "line": 41,
         "message": "Make sure this weak hash algorithm is not used in a sensitive context "
                    "here.", "ruleKey": "java:S4790"},
        {"key": "AZVy0f7Qk3mHspt002", "component": f"payments-api:{src}export/CsvExporter.java",
         "project": "payments-api", "securityCategory": "insecure-conf",
         "vulnerabilityProbability": "LOW", "status": "TO_REVIEW", "line": 22,
         "message": "Make sure that command line arguments are used safely here.",
         "ruleKey": "java:S4823"}], "components": []}  # fmt: skip
    gate = {"projectStatus": {"status": "ERROR", "conditions": [
        {"status": "ERROR", "metricKey": "new_reliability_rating", "comparator": "GT",
         "errorThreshold": "1", "actualValue": "4"},
        {"status": "OK", "metricKey": "new_security_rating", "comparator": "GT",
         "errorThreshold": "1", "actualValue": "1"},
        {"status": "ERROR", "metricKey": "new_security_hotspots_reviewed", "comparator": "LT",
         "errorThreshold": "100", "actualValue": "0.0"},
        {"status": "OK", "metricKey": "new_coverage", "comparator": "LT",
         "errorThreshold": "80", "actualValue": "83.4"}],
        "ignoredConditions": False, "period": {"mode": "PREVIOUS_VERSION",
                                               "date": "2025-02-27T16:40:11+0000",
                                               "parameter": "4.18.0"}}}  # fmt: skip
    ok = [
        ("sonar_search_issues", {**q, "p": 1}, page(issues[:5], 1, 5, 7)),
        ("sonar_search_issues", {**q, "p": 2}, page(issues[5:], 2, 5, 7)),
        ("sonar_search_issues", {**q, "types": "VULNERABILITY", "p": 1}, page([], 1, 5, 0)),
        ("sonar_search_hotspots", {"project": "payments-api", "branch": "main",
                                   "status": "TO_REVIEW"}, j(hotspots)),
        ("sonar_quality_gate_status", {"projectKey": "payments-api", "branch": "main"}, j(gate)),
    ]  # fmt: skip

    empty = j({"total": 0, "p": 1, "ps": 100, "paging": {"pageIndex": 1, "pageSize": 100,
               "total": 0}, "effortTotal": 0, "issues": [], "components": [],
               "facets": []})  # fmt: skip
    base = {"projects": "checkout-web", "branch": "feature/3ds2"}
    fail = [
        ("sonar_search_issues", {**base, "types": "CODE_SMELL", "resolved": "false"}, empty),
        ("sonar_search_issues", {**base, "types": "CODE_SMELL", "inNewCodePeriod": "true"},
         empty),
        ("sonar_search_issues", {**base, "severities": "MAJOR,CRITICAL,BLOCKER"}, empty),
        ("sonar_quality_gate_status", {"projectKey": "checkout-web", "branch": "feature/3ds2"},
         j({"projectStatus": {"status": "NONE", "conditions": [],
                              "ignoredConditions": False}})),
        ("sonar_search_issues", {**base, "statuses": "OPEN,CONFIRMED,REOPENED"}, empty),
        ("sonar_search_issues", {**base, "types": "CODE_SMELL,BUG", "ps": 100}, empty),
    ]  # fmt: skip
    return [
        (
            "sonarqube",
            "sonar-ok-1",
            "On payments-api (main) list every open BUG and "
            "VULNERABILITY of severity CRITICAL or BLOCKER with file and line, any security "
            "hotspots waiting for review, and whether the quality gate passes.",
            True,
            ok,
        ),
        (
            "sonarqube",
            "sonar-fail-1",
            "Which code smells are blocking the quality gate on "
            "checkout-web's branch feature/3ds2? List them with files and lines.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# artifactory
# --------------------------------------------------------------------------------------------

ART = "https://artifacts.acme.internal/artifactory"


def art_json(obj: Any) -> str:
    return json.dumps(obj, indent=2, separators=(",", " : "))


def artifactory() -> list[Session]:
    versions = [
        ("2.14.0", "2024-10-02T09:12:40.511Z", 1838212),
        ("2.14.1", "2025-01-14T10:22:31.118Z", 1843221),
        ("2.15.0", "2025-01-29T15:40:02.904Z", 1851907),
        ("2.15.1", "2025-02-18T08:03:55.230Z", 1852333),
        ("2.16.0-rc1", "2025-03-04T17:21:09.777Z", 1870118),
    ]
    aql = (
        'items.find({"repo":"libs-release-local","path":{"$match":"com/acme/ledger-core/*"},'
        '"name":{"$match":"ledger-core-*.jar"}}).include("path","name","created","size")'
    )
    found = art_json({
        "results": [{"path": f"com/acme/ledger-core/{v}", "name": f"ledger-core-{v}.jar",
                     "created": c, "size": s} for v, c, s in versions],
        "range": {"start_pos": 0, "end_pos": 5, "total": 5},
    })  # fmt: skip

    def stats(v: str, count: int, last: int, by: str) -> tuple[str, Any, str]:
        path = f"libs-release-local/com/acme/ledger-core/{v}/ledger-core-{v}.jar"
        return ("artifactory_file_stats", {"path": path}, art_json({
            "uri": f"{ART}/api/storage/{path}", "downloadCount": count,
            "lastDownloaded": last, "lastDownloadedBy": by, "remoteDownloadCount": 0,
            "remoteLastDownloaded": 0}))  # fmt: skip

    ok = [
        ("artifactory_aql", {"query": aql}, found),
        stats("2.14.1", 412, 1741689331000, "ci-bot"),
        stats("2.15.0", 37, 1738861202000, "jdoe"),
        stats("2.15.1", 1288, 1741760512000, "ci-bot"),
        stats("2.16.0-rc1", 0, 0, ""),
    ]
    return [
        (
            "artifactory",
            "artifactory-ok-1",
            "Which releases of com.acme:ledger-core newer than "
            "2.14.0 are in libs-release-local, and which were downloaded in the last 30 days "
            "(today is 2025-03-12)? We want to delete the unused ones.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# vault
# --------------------------------------------------------------------------------------------

VAULT = "https://vault.acme.internal:8200"


def heading(title: str) -> str:
    """``====== title ======`` centred over a table, as the Vault CLI prints it."""
    n = max(6, (30 - len(title)) // 2)
    return "=" * n + f" {title} " + "=" * n


def kv_table(pairs: list[tuple[str, str]]) -> list[str]:
    w = max(len("Key"), *(len(k) for k, _ in pairs))
    return [f"{'Key':<{w}}    Value", f"{'---':<{w}}    -----",
            *(f"{k:<{w}}    {v}" for k, v in pairs)]  # fmt: skip


def vault_meta(path: str, created: str, updated: str, version: int, owner: str) -> str:
    out = [heading("Metadata Path"), f"secret/metadata/{path}", "", heading("Metadata")]
    out += kv_table([
        ("cas_required", "false"), ("created_time", created),
        ("current_version", str(version)), ("custom_metadata", f"map[owner:{owner}]"),
        ("delete_version_after", "0s"), ("max_versions", "0"), ("oldest_version", "0"),
        ("updated_time", updated),
    ])  # fmt: skip
    out += ["", heading(f"Version {version}")]
    out += kv_table([("created_time", updated), ("deletion_time", "n/a"),
                     ("destroyed", "false")])  # fmt: skip
    return "\n".join(out) + "\n"


def vault() -> list[Session]:
    ok = [
        ("vault_kv_list", {"path": "secret/payments"}, "Keys\n----\ndb\nstripe\nwebhooks/\n"),
        ("vault_kv_metadata_get", {"path": "secret/payments/db"},
         vault_meta("payments/db", "2023-06-01T10:02:11.5Z", "2025-02-11T09:14:22.918231Z", 7,
                    "payments-team")),
        ("vault_kv_metadata_get", {"path": "secret/payments/stripe"},
         vault_meta("payments/stripe", "2022-11-20T08:40:00.1Z", "2024-09-30T16:05:47.22113Z",
                    4, "payments-team")),
        ("vault_kv_list", {"path": "secret/payments/webhooks"}, "Keys\n----\ngithub\nshopify\n"),
        ("vault_kv_metadata_get", {"path": "secret/payments/webhooks/github"},
         vault_meta("payments/webhooks/github", "2024-01-09T12:00:03.4Z",
                    "2025-01-09T12:00:41.903Z", 3, "platform")),
        ("vault_kv_metadata_get", {"path": "secret/payments/webhooks/shopify"},
         vault_meta("payments/webhooks/shopify", "2023-03-14T07:31:12.8Z",
                    "2023-03-14T07:31:12.8Z", 1, "payments-team")),
        ("vault_kv_metadata_get", {"path": "secret/payments/legacy-sftp"},
         "No value found at secret/metadata/payments/legacy-sftp\n"),
    ]  # fmt: skip

    def denied(verb: str, path: str, method: str = "GET") -> str:
        return (
            f"Error {verb} {path}: Error making API request.\n\n"
            f"URL: {method} {VAULT}/v1/{path}\nCode: 403. Errors:\n\n* permission denied\n"
        )

    lease = "database/creds/reporting-ro/Hx4rV0Zq2b1cTn8YkQpL9sWd"
    fail = [
        ("vault_lease_renew", {"lease_id": lease},
         f"Error renewing {lease}: Error making API request.\n\n"
         f"URL: PUT {VAULT}/v1/sys/leases/renew\nCode: 400. Errors:\n\n* lease not found\n"),
        ("vault_read", {"path": "database/creds/reporting-ro"},
         denied("reading", "database/creds/reporting-ro")),
        ("vault_read", {"path": "database/roles/reporting-ro"},
         denied("reading", "database/roles/reporting-ro")),
        ("vault_token_lookup", {},
         "Error looking up token: Error making API request.\n\n"
         f"URL: GET {VAULT}/v1/auth/token/lookup-self\nCode: 403. Errors:\n\n"
         "* permission denied\n"),
        ("vault_read", {"path": "database/creds/reporting-ro"},
         denied("reading", "database/creds/reporting-ro")),
        ("vault_read", {"path": "database/config/reporting"},
         denied("reading", "database/config/reporting")),
    ]  # fmt: skip
    return [
        (
            "vault",
            "vault-ok-1",
            "Audit the payments team's KV secrets in Vault: list them all "
            "(sub-folders too), say which have not been updated in the last 90 days (today is "
            "2025-03-12), and tell me whether secret/payments/legacy-sftp still exists.",
            True,
            ok,
        ),
        (
            "vault",
            "vault-fail-1",
            "Renew the reporting service's database lease, or get fresh "
            "credentials from database/creds/reporting-ro if it has gone, and tell me the role's "
            "TTL.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# consul-etcd
# --------------------------------------------------------------------------------------------


def b64(s: str) -> str:
    return base64.b64encode(s.encode()).decode()


def consul_etcd() -> list[Session]:
    consul = {
        "feature/3ds2": "true", "feature/apple_pay": "false", "limits/max_cart_items": "150",
        "payment/provider": "adyen", "timeouts/psp_ms": "4500",
    }  # fmt: skip
    etcd = {**consul, "feature/apple_pay": "true", "timeouts/psp_ms": "4500",
            "timeouts/retry_count": "3"}  # fmt: skip
    ok = [
        ("consul_kv_get", {"key": "config/checkout/", "recurse": True},
         "".join(f"config/checkout/{k}:{v}\n" for k, v in consul.items())),
        ("etcd_get", {"key": "/config/checkout/", "prefix": True},
         "".join(f"/config/checkout/{k}\n{v}\n" for k, v in sorted(etcd.items()))),
        ("consul_kv_get", {"key": "config/checkout/feature/apple_pay", "detailed": True},
         "\n".join(["CreateIndex      88213", "Flags            0",
                    "Key              config/checkout/feature/apple_pay", "LockIndex        0",
                    "ModifyIndex      104772", "Session          -", "Value            false"])
         + "\n"),
        ("etcd_get", {"key": "/config/checkout/feature/apple_pay", "write_out": "json"},
         j({"header": {"cluster_id": 14841639068965178418, "member_id": 10276657743932975437,
                       "revision": 55123, "raft_term": 9},
            "kvs": [{"key": b64("/config/checkout/feature/apple_pay"),
                     "create_revision": 50012, "mod_revision": 55009, "version": 3,
                     "value": b64("true")}], "count": 1})),
        ("consul_kv_get", {"key": "config/checkout/timeouts/retry_count"},
         "Error! No key exists at: config/checkout/timeouts/retry_count\n"),
    ]  # fmt: skip
    return [
        (
            "consul-etcd",
            "kv-ok-1",
            "After the migration, compare checkout's config in Consul (config/checkout/) with "
            "etcd (/config/checkout/): list the keys whose values differ or that exist on one "
            "side only, with Consul's modify index and etcd's mod revision for apple_pay.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# kafka
# --------------------------------------------------------------------------------------------


def lag_table(group: str, topic: str, rows: list[tuple[int, int, int, str, str, str]]) -> str:
    """``kafka-consumer-groups.sh --describe``: a blank line, then columns padded."""
    head = ["GROUP", "TOPIC", "PARTITION", "CURRENT-OFFSET", "LOG-END-OFFSET", "LAG",
            "CONSUMER-ID", "HOST", "CLIENT-ID"]  # fmt: skip
    cells = [[group, topic, str(p), str(cur), str(end), str(end - cur), cid, host, client]
             for p, cur, end, cid, host, client in rows]  # fmt: skip
    lines = pad_table(head, cells, set())
    return "\n" + "\n".join(lines) + "\n"


def kafka() -> list[Session]:
    topic, group = "billing-events", "billing-consumer"
    leaders = [(2, "2,3,1"), (3, "3,1,2"), (1, "1,2,3"), (2, "2,1,3"), (3, "3,2,1"), (1, "1,3,2")]
    describe = (
        f"Topic: {topic}\tTopicId: 3xQ2ZbY1T3WfL0aG7m9e1A\tPartitionCount: 6\t"
        "ReplicationFactor: 3\tConfigs: min.insync.replicas=2,cleanup.policy=delete,"
        "retention.ms=604800000,segment.bytes=1073741824\n"
        + "".join(f"\tTopic: {topic}\tPartition: {i}\tLeader: {ld}\tReplicas: {r}\tIsr: {r}\n"
                  for i, (ld, r) in enumerate(leaders))
    )  # fmt: skip
    ends = [18291022, 18277310, 18302981, 18266402, 18288117, 18270009]
    ids2 = ["consumer-billing-consumer-1-5b0c1e7a-0b9e-4e8f-b1b3-3f3a2d5a7c11",
            "consumer-billing-consumer-2-9a41d2c0-77e1-4f0b-8d3c-1e2f3a4b5c6d"]  # fmt: skip
    ids6 = [
        f"consumer-billing-consumer-{i}-{h}"
        for i, h in enumerate(
            [
                "0c7e5a21-4b8d-4f6e-9a1b-2c3d4e5f6a7b",
                "1d8f6b32-5c9e-4a7f-8b2c-3d4e5f6a7b8c",
                "2e9a7c43-6dab-4b80-9c3d-4e5f6a7b8c9d",
                "3fab8d54-7ebc-4c91-ad4e-5f6a7b8c9dae",
                "40bc9e65-8fcd-4da2-be5f-6a7b8c9daebf",
                "51cdaf76-90de-4eb3-cf60-7b8c9daebfc0",
            ],
            3,
        )
    ]

    def rows(lags: list[int], ids: list[str], step: int) -> list[Any]:
        out = []
        for p, (end, lag) in enumerate(zip(ends, lags, strict=True)):
            cid = ids[p * len(ids) // 6]
            host = f"/10.4.3.{21 + p * len(ids) // 6}"
            client = cid.rsplit("-", 5)[0]
            out.append((p, end + step - lag, end + step, cid, host, client))
        return out

    polls = [
        ([61004, 63911, 60288, 66120, 64002, 62733], ids2, 0),
        ([50110, 52008, 49871, 54211, 52996, 51802], ids6, 41200),
        ([31877, 33402, 30115, 35540, 32981, 33020], ids6, 88100),
        ([2190, 2411, 1988, 2740, 2301, 2277], ids6, 190300),
        ([102, 131, 97, 144, 88, 78], ids6, 241800),
    ]
    g = {"group": group}
    ok: list[Call] = [
        ("kafka_topics_describe", {"topic": topic}, describe),
        ("kafka_consumer_groups_describe", g, lag_table(group, topic, rows(*polls[0]))),
        (
            "kafka_consumer_groups_describe",
            g,
            f"\nWarning: Consumer group '{group}' is rebalancing.\n",
        ),
    ]
    ok += [("kafka_consumer_groups_describe", g, lag_table(group, topic, rows(*p)))
           for p in polls[1:]]  # fmt: skip

    def timeout(call: str, tries: int, at: int) -> str:
        head = (
            "org.apache.kafka.common.errors.TimeoutException: "
            f"Call(callName={call}, deadlineMs={at - 1}, tries={tries}, "
            f"nextAllowedTryMs={at + 99}) timed out at {at} after {tries} attempt(s)"
        )
        return (
            f"Error: Executing consumer group command failed due to {head}\n"
            f"java.util.concurrent.ExecutionException: {head}\n"
            "\tat java.base/java.util.concurrent.CompletableFuture.reportGet("
            "CompletableFuture.java:396)\n"
            "\tat java.base/java.util.concurrent.CompletableFuture.get("
            "CompletableFuture.java:2073)\n"
            "\tat org.apache.kafka.common.internals.KafkaFutureImpl.get(KafkaFutureImpl.java:165)\n"
            "\tat kafka.admin.ConsumerGroupCommand$ConsumerGroupService.describeConsumerGroups("
            "ConsumerGroupCommand.scala:581)\n"
            f"Caused by: {head}\n"
            "Caused by: org.apache.kafka.common.errors.TimeoutException: Timed out waiting for a "
            f"node assignment. Call: {call}\n"
        )

    cg = {"group": "clickstream-etl", "bootstrap": "kafka-analytics:9092"}
    fail = [
        ("kafka_consumer_groups_list", {"bootstrap": "kafka-analytics:9092"},
         timeout("listConsumerGroups", 1, 1741770301118)),
        ("kafka_consumer_groups_describe", cg, timeout("findCoordinator", 47, 1741770362211)),
        ("kafka_consumer_groups_describe", {**cg, "timeout_ms": 60000},
         timeout("findCoordinator", 93, 1741770431870)),
        ("kafka_topics_describe", {"topic": "clickstream-raw", "bootstrap": "kafka-analytics:9092"},
         "Error while executing topic command : Timed out waiting for a node assignment. Call: "
         "describeTopics\n[2025-03-12 09:08:21,402] ERROR "
         "org.apache.kafka.common.errors.TimeoutException: Timed out waiting for a node "
         "assignment. Call: describeTopics\n (kafka.admin.TopicCommand$)\n"),
        ("kafka_consumer_groups_describe", cg, timeout("findCoordinator", 46, 1741770522004)),
        ("kafka_consumer_groups_list", {"bootstrap": "kafka-analytics:9092", "state": True},
         timeout("listConsumerGroups", 1, 1741770580311)),
    ]  # fmt: skip
    return [
        (
            "kafka",
            "kafka-ok-1",
            "billing-consumer is lagging on billing-events since "
            "yesterday's deploy. Show per-partition lag and the topic's partition leaders, then "
            "keep watching while the team scales the consumers from 2 to 6, until the total lag "
            "is under 1,000.",
            True,
            ok,
        ),
        (
            "kafka",
            "kafka-fail-1",
            "List the consumer groups on the analytics Kafka cluster and "
            "report clickstream-etl's lag per partition.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# rabbitmq
# --------------------------------------------------------------------------------------------


def rabbitmq() -> list[Session]:
    listing = "\n".join([
        "Timeout: 60.0 seconds ...",
        "Listing queues for vhost / ...",
        "name\tmessages\tconsumers\tmessages_unacknowledged",
        "email-outbound\t48211\t4\t200",
        "email-outbound.dlq\t3120\t0\t0",
        "sms-outbound\t0\t2\t0",
        "webhooks\t12\t8\t12",
    ]) + "\n"  # fmt: skip

    def queue(messages: int, ack_rate: float, pub_rate: float) -> str:
        return j({"name": "email-outbound", "vhost": "/", "durable": True,
                  "messages": messages, "messages_ready": max(0, messages - 200),
                  "messages_unacknowledged": min(200, messages), "consumers": 4,
                  "consumer_utilisation": 0.97, "state": "running", "type": "quorum",
                  "message_stats": {"ack": 1881003, "ack_details": {"rate": ack_rate},
                                    "publish": 1902210, "publish_details": {"rate": pub_rate}},
                  "node": "rabbit@mq-02"})  # fmt: skip

    q = {"vhost": "/", "name": "email-outbound"}
    ok = [
        ("rabbitmq_list_queues", {"vhost": "/",
                                  "columns": "name messages consumers messages_unacknowledged"},
         listing),
        ("rabbitmq_purge_queue", {"vhost": "/", "name": "email-outbound.dlq"},
         "Purging queue 'email-outbound.dlq' in vhost '/' ...\n"),
        ("rabbitmq_get_queue", q, queue(31877, 412.6, 18.2)),
        ("rabbitmq_get_queue", q, queue(14002, 420.1, 21.7)),
        ("rabbitmq_get_queue", q, queue(2190, 398.4, 19.9)),
        ("rabbitmq_get_queue", q, queue(61, 40.2, 20.4)),
    ]  # fmt: skip
    return [
        (
            "rabbitmq",
            "rabbit-ok-1",
            "email-outbound backed up during the SMTP outage. Purge "
            "only its dead-letter queue, then watch email-outbound drain and tell me when it is "
            "under 100 messages.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# snmp
# --------------------------------------------------------------------------------------------


def snmp() -> list[Session]:
    host = {"host": "10.8.0.40", "version": "2c", "community": "ops-ro"}
    ok = [
        ("snmpwalk", {**host, "oid": "UPS-MIB::upsBattery"}, "\n".join([
            "UPS-MIB::upsBatteryStatus.0 = INTEGER: batteryNormal(2)",
            "UPS-MIB::upsSecondsOnBattery.0 = INTEGER: 0 seconds",
            "UPS-MIB::upsEstimatedMinutesRemaining.0 = INTEGER: 41 minutes",
            "UPS-MIB::upsEstimatedChargeRemaining.0 = INTEGER: 100 percent",
            "UPS-MIB::upsBatteryVoltage.0 = INTEGER: 546 0.1 Volt DC",
            "UPS-MIB::upsBatteryCurrent.0 = INTEGER: 0 0.1 Amp DC",
            "UPS-MIB::upsBatteryTemperature.0 = No Such Instance currently exists at this OID",
        ]) + "\n"),
        ("snmpwalk", {**host, "oid": "UPS-MIB::upsInput"}, "\n".join([
            "UPS-MIB::upsInputLineBads.0 = Counter32: 3",
            "UPS-MIB::upsInputNumLines.0 = INTEGER: 1",
            "UPS-MIB::upsInputLineIndex.1 = INTEGER: 1",
            "UPS-MIB::upsInputFrequency.1 = INTEGER: 500 0.1 Hertz",
            "UPS-MIB::upsInputVoltage.1 = INTEGER: 231 RMS Volts",
            "UPS-MIB::upsInputCurrent.1 = No Such Instance currently exists at this OID",
            "UPS-MIB::upsInputTruePower.1 = No Such Instance currently exists at this OID",
        ]) + "\n"),
        ("snmpwalk", {**host, "oid": "UPS-MIB::upsOutput"}, "\n".join([
            "UPS-MIB::upsOutputSource.0 = INTEGER: normal(3)",
            "UPS-MIB::upsOutputFrequency.0 = INTEGER: 500 0.1 Hertz",
            "UPS-MIB::upsOutputNumLines.0 = INTEGER: 1",
            "UPS-MIB::upsOutputLineIndex.1 = INTEGER: 1",
            "UPS-MIB::upsOutputVoltage.1 = INTEGER: 230 RMS Volts",
            "UPS-MIB::upsOutputCurrent.1 = INTEGER: 118 0.1 RMS Amp",
            "UPS-MIB::upsOutputPower.1 = INTEGER: 2540 Watts",
            "UPS-MIB::upsOutputPercentLoad.1 = INTEGER: 62 percent",
        ]) + "\n"),
        ("snmpget", {**host, "oids": ["SNMPv2-MIB::sysDescr.0", "DISMAN-EVENT-MIB::"
                                      "sysUpTimeInstance"]},
         "SNMPv2-MIB::sysDescr.0 = STRING: APC Web/SNMP Management Card (MB:v4.1.0 PF:v6.9.6 "
         "PN:apc_hw05_aos_696.bin AF1:v6.9.6 AN1:apc_hw05_sumx_696.bin MN:SMX3000RMHV2U "
         "HR:05 SN: AS1834123456 MD:08/22/2018)\n"
         "DISMAN-EVENT-MIB::sysUpTimeInstance = Timeticks: (1382941200) 160 days, 1:30:12.00\n"),
    ]  # fmt: skip
    return [
        (
            "snmp",
            "snmp-ok-1",
            "Read the UPS at 10.8.0.40 over SNMP v2c: battery status, "
            "runtime left, input voltage, output load, and whether it reports a battery "
            "temperature; also its model and uptime.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# cassandra
# --------------------------------------------------------------------------------------------


def cqlsh(headers: list[str], rows: list[list[str]]) -> str:
    """cqlsh's table: headers left-aligned, cells right-aligned, ``(N rows)``."""
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in
              enumerate(headers)]  # fmt: skip
    head = " " + " | ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    sep = "+".join("-" * (w + 2) for w in widths)
    body = [" " + " | ".join(c.rjust(w) for c, w in zip(r, widths, strict=True)) for r in rows]
    return "\n".join(["", head, sep, *body, "", f"({len(rows)} rows)"]) + "\n"


def cassandra() -> list[Session]:
    cust = "8d2c41f0-7a1e-4b55-9f3e-0c6d2b7a9e10"
    schema = "\n".join([
        "",
        "CREATE TABLE shop.orders_by_customer (",
        "    customer_id uuid,",
        "    order_ts timestamp,",
        "    order_id uuid,",
        "    status text,",
        "    total_cents int,",
        "    PRIMARY KEY (customer_id, order_ts, order_id)",
        ") WITH CLUSTERING ORDER BY (order_ts DESC, order_id ASC)",
        "    AND additional_write_policy = '99p'",
        "    AND bloom_filter_fp_chance = 0.01",
        "    AND caching = {'keys': 'ALL', 'rows_per_partition': 'NONE'}",
        "    AND compaction = {'class': 'org.apache.cassandra.db.compaction."
        "TimeWindowCompactionStrategy', 'compaction_window_size': '7', "
        "'compaction_window_unit': 'DAYS'}",
        "    AND default_time_to_live = 0",
        "    AND gc_grace_seconds = 864000;",
    ]) + "\n"  # fmt: skip
    orders = [
        ["2025-03-11 19:02:44.118000+0000", "a3f1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "SHIPPED",
         "4599"],
        ["2025-03-10 08:15:02.907000+0000", "b4a2d3e5-6f70-4b8c-9dae-1f2a3b4c5d6e",
         "PAYMENT_FAILED", "12900"],
        ["2025-03-09 21:44:10.331000+0000", "c5b3e4f6-7081-4c9d-aebf-2a3b4c5d6e7f",
         "DELIVERED", "2350"],
        ["2025-03-07 12:30:58.004000+0000", "d6c4f507-8192-4dae-bfc0-3b4c5d6e7f80",
         "DELIVERED", "7820"],
        ["2025-03-06 16:11:37.562000+0000", "e7d50618-92a3-4ebf-c0d1-4c5d6e7f8091",
         "CANCELLED", "3100"],
    ]  # fmt: skip
    failed = orders[1][1]
    events = [
        ["2025-03-10 08:15:02.907000+0000", "CREATED", "checkout-web", "null"],
        ["2025-03-10 08:15:03.211000+0000", "FRAUD_CHECK_PASSED", "risk-svc", "score=12"],
        ["2025-03-10 08:15:03.688000+0000", "PAYMENT_AUTH_REQUESTED", "payments-svc",
         "psp=adyen"],
        ["2025-03-10 08:15:34.702000+0000", "PAYMENT_FAILED", "payments-svc",
         "psp_timeout_ms=31000"],
    ]  # fmt: skip
    ok = [
        ("cql_execute", {"query": "DESCRIBE TABLE shop.orders_by_customer;"}, schema),
        ("cql_execute", {"query": "SELECT order_ts, order_id, status, total_cents FROM "
                                  f"shop.orders_by_customer WHERE customer_id = {cust} AND "
                                  "order_ts >= '2025-03-05';"},
         cqlsh(["order_ts", "order_id", "status", "total_cents"], orders)),
        ("cql_execute", {"query": "SELECT event_ts, event, source, detail FROM shop.order_events"
                                  f" WHERE order_id = {failed};"},
         cqlsh(["event_ts", "event", "source", "detail"], events)),
        ("cql_execute", {"query": "SELECT attempt_ts, psp_reference, result FROM "
                                  f"shop.payment_attempts WHERE order_id = {failed};"},
         cqlsh(["attempt_ts", "psp_reference", "result"], [])),
    ]  # fmt: skip
    unavailable = (
        'Unavailable: Error from server: code=1000 [Unavailable exception] message="Cannot '
        "achieve consistency level LOCAL_QUORUM\" info={'consistency': 'LOCAL_QUORUM', "
        "'required_replicas': 2, 'alive_replicas': 1}\n"
    )
    user = "u-7741"
    login_schema = "\n".join([
        "", "CREATE TABLE auth.login_events (", "    user_id text,", "    ts timestamp,",
        "    ip inet,", "    user_agent text,", "    result text,",
        "    PRIMARY KEY (user_id, ts)", ") WITH CLUSTERING ORDER BY (ts DESC)",
        "    AND default_time_to_live = 7776000;",
    ]) + "\n"  # fmt: skip
    fail = [
        ("cql_execute", {"query": "SELECT ts, ip, user_agent, result FROM auth.login_events "
                                  f"WHERE user_id = '{user}' LIMIT 20;"}, unavailable),
        ("cql_execute", {"query": "DESCRIBE TABLE auth.login_events;"}, login_schema),
        ("cql_execute", {"query": "SELECT ts, ip, result FROM auth.login_events WHERE user_id = "
                                  f"'{user}' AND ts > '2025-03-01' LIMIT 20;"}, unavailable),
        ("cql_execute", {"query": "SELECT ip FROM auth.login_events WHERE user_id = "
                                  f"'{user}' LIMIT 5;"}, unavailable),
        ("cql_execute", {"query": "SELECT count(*) FROM auth.login_events WHERE user_id = "
                                  f"'{user}';"}, unavailable),
        ("cql_execute", {"query": "SELECT * FROM auth.login_events WHERE user_id = "
                                  f"'{user}' LIMIT 20;"}, unavailable),
        ("cql_execute", {"query": "SELECT ts, ip FROM auth.login_events WHERE user_id = "
                                  f"'{user}' ORDER BY ts DESC LIMIT 20;"}, unavailable),
    ]  # fmt: skip
    return [
        (
            "cassandra",
            "cass-ok-1",
            f"Customer {cust} says an order failed last week. List their "
            "orders since 2025-03-05 from shop.orders_by_customer, find the failed one, and show "
            "its events and any payment attempts.",
            True,
            ok,
        ),
        (
            "cassandra",
            "cass-fail-1",
            f"Show the last 20 logins of user {user} from "
            "auth.login_events and flag IPs we have not seen for this user before.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# clickhouse
# --------------------------------------------------------------------------------------------


def pretty_compact(headers: list[str], rows: list[list[str]], numeric: set[int]) -> str:
    """ClickHouse ``PrettyCompact``; an empty result prints nothing."""
    if not rows:
        return ""
    widths = [max(len(h), *(len(r[i]) for r in rows)) for i, h in enumerate(headers)]
    top = []
    for i, (h, w) in enumerate(zip(headers, widths, strict=True)):
        fill = "\u2500" * (w - len(h))
        top.append("\u2500" + (fill + h if i in numeric else h + fill) + "\u2500")
    out = ["\u250c" + "\u252c".join(top) + "\u2510"]
    for r in rows:
        cells = [c.rjust(w) if i in numeric else c.ljust(w) for i, (c, w) in
                 enumerate(zip(r, widths, strict=True))]  # fmt: skip
        out.append("\u2502 " + " \u2502 ".join(cells) + " \u2502")
    out.append("\u2514" + "\u2534".join("\u2500" * (w + 2) for w in widths) + "\u2518")
    return "\n".join(out) + "\n"


def tsv(headers: list[str], rows: list[list[str]]) -> str:
    return "".join("\t".join(r) + "\n" for r in [headers, *rows])


def clickhouse() -> list[Session]:
    days = [f"2025-03-{d:02d}" for d in range(5, 12)]
    dau = ["182331", "179904", "151220", "148877", "185002", "190113", "187456"]
    p95 = ["2.41", "2.38", "2.12", "2.09", "2.47", "3.96", "2.52"]
    parts = [
        ["events", "8812003321", "412.77 GiB", "1893"],
        ["sessions", "612331902", "38.10 GiB", "412"],
        ["page_views_mv", "1120448810", "21.64 GiB", "388"],
    ]
    ok = [
        ("clickhouse_query", {"query": "SELECT toDate(ts) AS day, uniqExact(user_id) AS dau "
                                       "FROM analytics.events WHERE ts >= today() - 7 AND ts < "
                                       "today() GROUP BY day ORDER BY day FORMAT TSVWithNames"},
         tsv(["day", "dau"], [[d, v] for d, v in zip(days, dau, strict=True)])),
        ("clickhouse_query", {"query": "SELECT toDate(ts) AS day, round(quantile(0.95)"
                                       "(load_ms) / 1000, 2) AS p95_s FROM analytics.page_views "
                                       "WHERE ts >= today() - 7 AND ts < today() GROUP BY day "
                                       "ORDER BY day FORMAT TSVWithNames"},
         tsv(["day", "p95_s"], [[d, v] for d, v in zip(days, p95, strict=True)])),
        ("clickhouse_query", {"query": "SELECT table, sum(rows) AS rows, formatReadableSize("
                                       "sum(bytes_on_disk)) AS size, count() AS parts FROM "
                                       "system.parts WHERE active AND database = 'analytics' "
                                       "GROUP BY table ORDER BY sum(bytes_on_disk) DESC LIMIT 3 "
                                       "FORMAT PrettyCompact"},
         pretty_compact(["table", "rows", "size", "parts"], parts, {1, 3})),
        ("clickhouse_query", {"query": "SELECT database, table, mutation_id, command, "
                                       "create_time, latest_fail_reason FROM system.mutations "
                                       "WHERE NOT is_done FORMAT PrettyCompact"}, ""),
        ("clickhouse_query", {"query": "SELECT count() FROM system.replication_queue WHERE "
                                       "num_tries > 10 FORMAT PrettyCompact"},
         pretty_compact(["count()"], [["0"]], {0})),
    ]  # fmt: skip
    return [
        (
            "clickhouse",
            "ch-ok-1",
            "From the analytics ClickHouse: daily active users and p95 "
            "page-load time for each of the last 7 days, the 3 biggest tables on disk, and whether "
            "any mutations or replication tasks are stuck.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# influxdb
# --------------------------------------------------------------------------------------------


def flux_csv(tables: list[tuple[str, list[tuple[str, str]]]], field: str) -> str:
    """Annotated CSV of ``_time``/``_value`` rows grouped by rack (``\\r\\n`` lines)."""
    start, stop = "2025-03-11T08:00:00Z", "2025-03-12T08:00:00Z"
    lines = [
        "#group,false,false,true,true,false,false,true,true,true",
        "#datatype,string,long,dateTime:RFC3339,dateTime:RFC3339,dateTime:RFC3339,double,"
        "string,string,string",
        "#default,_result,,,,,,,,",
        ",result,table,_start,_stop,_time,_value,_field,_measurement,rack",
    ]
    for t, (rack, points) in enumerate(tables):
        lines += [f",,{t},{start},{stop},{ts},{v},{field},sensors,{rack}" for ts, v in points]
    return "\r\n".join(lines) + "\r\n\r\n"


def influxdb() -> list[Session]:
    maxes = [("r01", "78.5", "14:12"), ("r02", "74.0", "13:40"), ("r03", "80.25", "15:02"),
             ("r04", "76.75", "14:55"), ("r05", "79.0", "12:31"), ("r06", "81.5", "15:20"),
             ("r07", "87.75", "14:48"), ("r08", "77.25", "14:03")]  # fmt: skip
    flux = (
        'from(bucket: "dc-telemetry") |> range(start: -24h) |> filter(fn: (r) => '
        'r._measurement == "sensors" and r._field == "cpu_temp")'
    )
    hot = [
        (
            "r07",
            [
                ("2025-03-11T14:46:00Z", "85.5"),
                ("2025-03-11T14:48:00Z", "87.75"),
                ("2025-03-11T14:50:00Z", "86.25"),
                ("2025-03-11T14:52:00Z", "85.25"),
            ],
        )
    ]
    rows = [
        {"time": "2025-03-11T14:48:00", "rack": "r07", "host": "r07-n12", "temp": 87.75},
        {"time": "2025-03-11T14:50:00", "rack": "r07", "host": "r07-n12", "temp": 86.25},
        {"time": "2025-03-11T14:50:00", "rack": "r07", "host": "r07-n11", "temp": 85.5},
        {"time": "2025-03-11T14:52:00", "rack": "r07", "host": "r07-n12", "temp": 85.25},
    ]
    ok = [
        ("influx_query_flux", {"org": "dc-ops", "query": flux + ' |> group(columns: ["rack"]) '
                               "|> max()"},
         flux_csv([(r, [(f"2025-03-11T{t}:00Z", v)]) for r, v, t in maxes], "cpu_temp")),
        ("influx_query_flux", {"org": "dc-ops", "query": flux + " |> filter(fn: (r) => "
                               'r._value > 85.0) |> group(columns: ["rack"])'},
         flux_csv(hot, "cpu_temp")),
        ("influx_query_sql", {"database": "dc-telemetry",
                              "query": "SELECT time, rack, host, cpu_temp AS temp FROM sensors "
                                       "WHERE rack = 'r07' AND cpu_temp > 85 AND time >= now() "
                                       "- INTERVAL '1 day' ORDER BY time"}, j(rows)),
    ]  # fmt: skip
    return [
        (
            "influxdb",
            "influx-ok-1",
            "What was the highest CPU temperature per rack over the last "
            "24 hours, did any rack go above 85 \u00b0C, and which hosts and when?",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# dynamodb
# --------------------------------------------------------------------------------------------


def dynamodb() -> list[Session]:
    def inv(n: str, status: str, cents: int, due: str) -> dict[str, Any]:
        return {"PK": {"S": "TENANT#acme-co"}, "SK": {"S": f"INV#{n}"},
                "status": {"S": status}, "amount_cents": {"N": str(cents)},
                "currency": {"S": "USD"}, "due_date": {"S": due},
                "customer": {"S": f"cust-{int(n[-3:]) % 17:03d}"}}  # fmt: skip

    pages = [
        ([inv("2025-0102", "OPEN", 129900, "2025-03-15"), inv("2025-0117", "OPEN", 48000,
          "2025-03-20"), inv("2025-0131", "OPEN", 7450, "2025-03-28")], 25, "INV#2025-0131"),
        ([], 25, "INV#2025-0158"),
        ([inv("2025-0163", "OPEN", 310000, "2025-04-02"), inv("2025-0171", "OPEN", 15900,
          "2025-04-05")], 25, "INV#2025-0184"),
        ([inv("2025-0192", "OPEN", 86250, "2025-04-11")], 9, None),
    ]  # fmt: skip
    args = {"table": "Invoices", "key_condition": "PK = :pk AND begins_with(SK, :inv)",
            "filter": "#s = :open", "names": {"#s": "status"},
            "values": {":pk": {"S": "TENANT#acme-co"}, ":inv": {"S": "INV#"},
                       ":open": {"S": "OPEN"}}}  # fmt: skip
    ok: list[Call] = []
    start: str | None = None
    for items, scanned, last in pages:
        body: dict[str, Any] = {"Items": items, "Count": len(items), "ScannedCount": scanned}
        if last:
            body["LastEvaluatedKey"] = {"PK": {"S": "TENANT#acme-co"}, "SK": {"S": last}}
        body["ConsumedCapacity"] = None
        call_args = dict(args)
        if start:
            call_args["exclusive_start_key"] = {"PK": {"S": "TENANT#acme-co"}, "SK": {"S": start}}
        ok.append(("dynamodb_query", call_args, json.dumps(body, indent=4)))
        start = last
    return [
        (
            "dynamodb",
            "dynamo-ok-1",
            "List every OPEN invoice of tenant acme-co in the Invoices "
            "table (PK TENANT#acme-co, SK begins with INV#) and total the amounts.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# firestore
# --------------------------------------------------------------------------------------------


def firestore() -> list[Session]:
    def query(field: str, value: str, extra: dict[str, Any] | None = None) -> dict[str, Any]:
        where = {"fieldFilter": {"field": {"fieldPath": field}, "op": "EQUAL",
                                 "value": {"stringValue": value}}}  # fmt: skip
        q: dict[str, Any] = {"from": [{"collectionId": "orders"}], "where": where}
        return {
            "parent": "projects/acme-shop/databases/(default)/documents",
            "structuredQuery": {**q, **(extra or {})},
        }

    def empty(t: str) -> str:
        return json.dumps([{"readTime": f"2025-03-12T09:{t}Z"}], indent=2)

    feb = {"where": {"compositeFilter": {"op": "AND", "filters": [
        {"fieldFilter": {"field": {"fieldPath": "customer_id"}, "op": "EQUAL",
                         "value": {"stringValue": "cus_8812"}}},
        {"fieldFilter": {"field": {"fieldPath": "created_at"}, "op": "GREATER_THAN_OR_EQUAL",
                         "value": {"timestampValue": "2025-02-01T00:00:00Z"}}}]}}}  # fmt: skip
    fail = [
        ("firestore_run_query", query("customer_id", "cus_8812"), empty("41:07.226514")),
        ("firestore_run_query", query("customer_id", "cus_8812", feb), empty("41:19.002871")),
        ("firestore_run_query", query("customer", "cus_8812"), empty("41:33.640019")),
        ("firestore_run_query", query("customerId", "cus_8812",
                                      {"orderBy": [{"field": {"fieldPath": "createdAt"},
                                                    "direction": "DESCENDING"}]}),
         empty("41:52.118330")),
        ("firestore_run_query", query("customer_ref", "customers/cus_8812"),
         empty("42:10.775102")),
        ("firestore_run_query", {"parent": "projects/acme-shop/databases/(default)/documents",
                                 "structuredQuery": {"from": [{"collectionId": "orders"}],
                                                     "limit": 5}}, empty("42:31.309987")),
    ]  # fmt: skip
    return [
        (
            "firestore",
            "firestore-fail-1",
            "From Firestore, list customer cus_8812's orders "
            "placed in February 2025 with their totals.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# mssql (sqlcmd output through an SQL Server MCP server)
# --------------------------------------------------------------------------------------------


def sqlcmd(headers: list[str], rows: list[list[str]], right: set[int]) -> str:
    widths = [max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in
              enumerate(headers)]  # fmt: skip
    head = " ".join(h.ljust(w) for h, w in zip(headers, widths, strict=True))
    dash = " ".join("-" * w for w in widths)
    body = [" ".join(c.rjust(w) if i in right else c.ljust(w) for i, (c, w) in
                     enumerate(zip(r, widths, strict=True))) for r in rows]  # fmt: skip
    return "\n".join([head, dash, *body, "", f"({len(rows)} rows affected)"]) + "\n"


def mssql() -> list[Session]:
    blk_q = (
        "SELECT r.session_id, r.blocking_session_id, r.wait_type, r.wait_time, r.status, "
        "DB_NAME(r.database_id) AS db FROM sys.dm_exec_requests r WHERE "
        "r.blocking_session_id <> 0 ORDER BY r.wait_time DESC"
    )
    head = ["session_id", "blocking_session_id", "wait_type", "wait_time", "status", "db"]
    chain = [
        ["112", "87", "LCK_M_U", "418223", "suspended", "Inventory"],
        ["131", "112", "LCK_M_U", "301877", "suspended", "Inventory"],
        ["140", "87", "LCK_M_S", "122004", "suspended", "Inventory"],
    ]
    sess = sqlcmd(
        ["session_id", "login_name", "host_name", "program_name", "status",
         "open_transaction_count", "last_request_end_time"],
        [["87", "ACME\\svc-wms-batch", "WMSAPP03", "WMS.ReservationJob", "sleeping", "1",
          "2025-03-12 09:02:17.447"]], {0, 5})  # fmt: skip
    inbuf = (
        "EventType      Parameters EventInfo\n"
        "-------------- ---------- ------------------------------------------------------------"
        "--------------------------\n"
        "Language Event          0 BEGIN TRAN; UPDATE dbo.StockReservation SET Qty = Qty - 1 "
        "WHERE Sku = @sku AND Site = 'RNO-1';\n\n"
        "(1 rows affected)\n"
        "DBCC execution completed. If DBCC printed error messages, contact your system "
        "administrator.\n"
    )
    ok = [
        ("mssql_run_query", {"server": "SQLPROD01", "query": blk_q},
         sqlcmd(head, chain, {0, 1, 3})),
        ("mssql_run_query", {"server": "SQLPROD01", "query": "SELECT session_id, login_name, "
                             "host_name, program_name, status, open_transaction_count, "
                             "last_request_end_time FROM sys.dm_exec_sessions WHERE "
                             "session_id = 87"}, sess),
        ("mssql_run_query", {"server": "SQLPROD01", "query": "DBCC INPUTBUFFER(87)"}, inbuf),
        ("mssql_run_query", {"server": "SQLPROD01", "query": blk_q}, sqlcmd(head, [], {0, 1, 3})),
    ]  # fmt: skip
    return [
        (
            "mssql",
            "mssql-ok-1",
            "Something is blocking on SQLPROD01. Show me the blocking "
            "chain, the head blocker's login, host and last statement; the DBA will kill it, then "
            "check once more that the blocking has cleared.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# oracle (SQL*Plus)
# --------------------------------------------------------------------------------------------


def sqlplus(cols: list[tuple[str, int, bool]], rows: list[list[str]]) -> str:
    """SQL*Plus: headings cut to the column width, dashes, ``n rows selected.`` from 6 rows."""
    if not rows:
        return "\nno rows selected\n\n"
    head = " ".join(n[:w].rjust(w) if num else n[:w].ljust(w) for n, w, num in cols)
    dash = " ".join("-" * w for _, w, _ in cols)
    body = [
        " ".join(c.rjust(w) if num else c.ljust(w) for c, (_, w, num) in zip(r, cols, strict=True))
        for r in rows
    ]
    tail = [f"{len(rows)} rows selected.", ""] if len(rows) >= 6 else []
    return "\n".join(["", head.rstrip(), dash, *(b.rstrip() for b in body), "", *tail]) + "\n"


def oracle() -> list[Session]:
    desc = "\n".join([
        " Name                                      Null?    Type",
        " ----------------------------------------- -------- ----------------------------",
        " EMPLOYEE_ID                               NOT NULL NUMBER(6)",
        " FIRST_NAME                                         VARCHAR2(20)",
        " LAST_NAME                                 NOT NULL VARCHAR2(25)",
        " EMAIL                                     NOT NULL VARCHAR2(25)",
        " HIRE_DATE                                 NOT NULL DATE",
        " JOB_ID                                    NOT NULL VARCHAR2(10)",
        " SALARY                                             NUMBER(8,2)",
        " MANAGER_ID                                         NUMBER(6)",
        " DEPARTMENT_ID                                      NUMBER(4)",
    ]) + "\n"  # fmt: skip
    cols = [("EMPLOYEE_ID", 11, True), ("LAST_NAME", 25, False), ("HIRE_DATE", 9, False),
            ("SALARY", 10, True)]  # fmt: skip
    it = [
        ["103", "Hunold", "03-JAN-16", "9000"],
        ["104", "Ernst", "21-MAY-17", "6000"],
        ["105", "Austin", "25-JUN-15", "4800"],
        ["106", "Pataballa", "05-FEB-16", "4800"],
        ["107", "Lorentz", "07-FEB-17", "4200"],
        ["212", "Okonkwo", "14-OCT-19", "5100"],
    ]
    dept = [("DEPARTMENT_ID", 13, True), ("DEPARTMENT_NAME", 30, False),
            ("MANAGER_ID", 10, True), ("LOCATION_ID", 11, True)]  # fmt: skip
    ok = [
        ("sqlplus_run", {"connect": "hr@HRPROD", "sql": "DESC employees"}, desc),
        ("sqlplus_run", {"connect": "hr@HRPROD", "sql": "SELECT employee_id, last_name, "
                         "hire_date, salary FROM employees WHERE department_id = 60 AND "
                         "hire_date < DATE '2020-01-01' ORDER BY hire_date;"},
         sqlplus(cols, sorted(it, key=lambda r: datetime.strptime(r[2], "%d-%b-%y")))),
        ("sqlplus_run", {"connect": "hr@HRPROD", "sql": "SELECT employee_id, last_name, "
                         "hire_date, salary FROM employees WHERE department_id = 270;"},
         sqlplus(cols, [])),
        ("sqlplus_run", {"connect": "hr@HRPROD", "sql": "SELECT department_id, department_name,"
                         " manager_id, location_id FROM departments WHERE department_id = 270;"},
         sqlplus(dept, [["270", "Payroll", "", "1700"]])),
    ]  # fmt: skip
    lost = "ERROR:\nORA-03114: not connected to ORACLE\n\n"
    q = "SELECT je_header_id, line_num, account, entered_dr, entered_cr FROM gl_je_lines"
    fail = [
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": q + " WHERE period_name = 'MAR-25' "
                         "ORDER BY je_header_id, line_num;"},
         "ERROR at line 1:\nORA-03113: end-of-file on communication channel\n"
         "Process ID: 41822\nSession ID: 1123 Serial number: 52291\n\n"),
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": q + " WHERE period_name = 'MAR-25' "
                         "AND ROWNUM <= 500;"}, lost),
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": "SELECT COUNT(*) FROM gl_je_lines "
                         "WHERE period_name = 'MAR-25';"}, lost),
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": "SELECT period_name, status FROM "
                         "gl_period_statuses WHERE period_name = 'MAR-25';"}, lost),
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": q + " WHERE period_name = 'MAR-25' "
                         "AND ROWNUM <= 100;"}, lost),
        ("sqlplus_run", {"connect": "apps@EBSPROD", "sql": "SELECT sysdate FROM dual;"}, lost),
    ]  # fmt: skip
    return [
        (
            "oracle",
            "oracle-ok-1",
            "In the HR schema: describe EMPLOYEES, list department 60's "
            "employees hired before 2020 with their salaries, and check whether the new "
            "department 270 (Payroll) has anyone in it yet and who manages it.",
            True,
            ok,
        ),
        (
            "oracle",
            "oracle-fail-1",
            "Export the GL journal lines for period MAR-25 from the EBS "
            "database (header, line, account, debit, credit).",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# netsuite (SuiteQL over REST)
# --------------------------------------------------------------------------------------------

NS = "https://1234567.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql"


def netsuite() -> list[Session]:
    invoices = [
        ("8812", "INV10421", "1442", "1/20/2025", "2/19/2025", "1250.00"),
        ("8819", "INV10428", "1442", "1/21/2025", "2/20/2025", "310.40"),
        ("8840", "INV10449", "2107", "1/24/2025", "2/8/2025", "9800.00"),
        ("8856", "INV10465", "1893", "1/27/2025", "2/10/2025", "742.15"),
        ("8871", "INV10480", "2290", "1/29/2025", "2/13/2025", "15000.00"),
        ("8877", "INV10486", "1893", "1/30/2025", "2/1/2025", "199.99"),
        ("8902", "INV10511", "2107", "2/3/2025", "2/5/2025", "4410.00"),
        ("8915", "INV10524", "3011", "2/4/2025", "2/6/2025", "88.20"),
        ("8933", "INV10542", "1442", "2/6/2025", "2/8/2025", "560.00"),
        ("8951", "INV10560", "2290", "2/7/2025", "2/9/2025", "2300.00"),
        ("8960", "INV10569", "3011", "2/9/2025", "2/9/2025", "1200.00"),
    ]
    q = (
        "SELECT t.id, t.tranid, t.entity, t.trandate, t.duedate, t.foreignamountremaining FROM "
        "transaction t WHERE t.type = 'CustInvc' AND t.status = 'CustInvc:A' AND "
        "t.subsidiary = 3 AND t.duedate < TO_DATE('2025-02-10', 'YYYY-MM-DD') ORDER BY t.id"
    )

    def page(offset: int, limit: int) -> str:
        items = invoices[offset : offset + limit]
        more = offset + limit < len(invoices)
        links = [{"rel": "self", "href": f"{NS}?limit={limit}&offset={offset}"}]
        if more:
            links.insert(0, {"rel": "next", "href": f"{NS}?limit={limit}&offset={offset + limit}"})
        keys = ["id", "tranid", "entity", "trandate", "duedate", "foreignamountremaining"]
        return j({"links": links, "count": len(items), "hasMore": more,
                  "items": [{"links": [], **dict(zip(keys, i, strict=True))} for i in items],
                  "offset": offset, "totalResults": len(invoices)})  # fmt: skip

    err = j({"type": "https://www.rfc-editor.org/rfc/rfc9110.html#section-15.5.1",
             "title": "Bad Request", "status": 400, "o:errorDetails": [
                 {"detail": "Invalid search query. Detailed unprocessed description follows. "
                            "Search error occurred: Field 'daysoverdue' for record "
                            "'transaction' was not found. Reason: NOT_EXPOSED - Not available "
                            "for channel SUITEQL", "o:errorQueryParam": "q",
                  "o:errorCode": "INVALID_PARAMETER"}]})  # fmt: skip
    names = j({"links": [{"rel": "self", "href": f"{NS}?limit=1000&offset=0"}], "count": 5,
               "hasMore": False, "items": [
                   {"links": [], "id": i, "companyname": n, "terms": t}
                   for i, n, t in [("1442", "Harbor Logistics Ltd", "Net 30"),
                                   ("1893", "Blue Fern Studio", "Net 15"),
                                   ("2107", "Kestrel Aerospace GmbH", "Net 15"),
                                   ("2290", "Orbit Labs Inc.", "Net 15"),
                                   ("3011", "Tallow & Wick Co.", "Due on receipt")]],
               "offset": 0, "totalResults": 5})  # fmt: skip
    ok = [
        ("netsuite_suiteql", {"q": "SELECT id, tranid, entity, daysoverdue FROM transaction "
                              "WHERE type = 'CustInvc' AND status = 'CustInvc:A' AND "
                              "subsidiary = 3 AND daysoverdue > 30", "limit": 5, "offset": 0},
         err),
        ("netsuite_suiteql", {"q": q, "limit": 5, "offset": 0}, page(0, 5)),
        ("netsuite_suiteql", {"q": q, "limit": 5, "offset": 5}, page(5, 5)),
        ("netsuite_suiteql", {"q": q, "limit": 5, "offset": 10}, page(10, 5)),
        ("netsuite_suiteql", {"q": "SELECT id, companyname, terms FROM customer WHERE id IN "
                              "(1442, 1893, 2107, 2290, 3011)", "limit": 1000, "offset": 0},
         names),
    ]  # fmt: skip
    return [
        (
            "netsuite",
            "netsuite-ok-1",
            "List subsidiary 3's open invoices more than 30 days past "
            "due as of 2025-03-12, with customer names and the amount remaining on each.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# payments (PayPal, Square)
# --------------------------------------------------------------------------------------------

PP = "https://api-m.paypal.com"


def payments() -> list[Session]:
    order_id, cap1, cap2 = "5O190127TN364715T", "2GG279541U471931P", "8MC585209K746392H"
    money = {"currency_code": "EUR", "value": "149.00"}

    def capture(cid: str, status: str, when: str) -> dict[str, Any]:
        return {"id": cid, "status": status, "amount": money, "final_capture": True,
                "seller_protection": {"status": "ELIGIBLE"},
                "seller_receivable_breakdown": {
                    "gross_amount": money, "paypal_fee": {"currency_code": "EUR",
                                                          "value": "5.41"},
                    "net_amount": {"currency_code": "EUR", "value": "143.59"}},
                "create_time": when, "update_time": when}  # fmt: skip

    order = {
        "id": order_id,
        "intent": "CAPTURE",
        "status": "COMPLETED",
        "payer": {
            "name": {"given_name": "Lena", "surname": "Vogt"},
            "email_address": "lena.vogt@example.de",
            "payer_id": "QYR5Z8XDVJNXQ",
        },
        "purchase_units": [
            {
                "reference_id": "default",
                "amount": money,
                "invoice_id": "WEB-551903",
                "payments": {
                    "captures": [
                        capture(cap1, "COMPLETED", "2025-03-10T18:22:04Z"),
                        capture(cap2, "COMPLETED", "2025-03-10T18:22:09Z"),
                    ]
                },
            }
        ],
        "create_time": "2025-03-10T18:21:40Z",
        "update_time": "2025-03-10T18:22:09Z",
    }
    refunded = capture(cap2, "REFUNDED", "2025-03-10T18:22:09Z")
    refunded["update_time"] = "2025-03-12T10:41:17Z"
    ok_pp = [
        ("paypal_get_order", {"order_id": order_id}, j(order)),
        ("paypal_get_capture", {"capture_id": cap2},
         j(capture(cap2, "COMPLETED", "2025-03-10T18:22:09Z"))),
        ("paypal_refund_capture", {"capture_id": cap2, "note_to_payer": "Duplicate charge"},
         j({"id": "1JU08902781691411", "status": "COMPLETED", "links": [
             {"href": f"{PP}/v2/payments/refunds/1JU08902781691411", "rel": "self",
              "method": "GET"},
             {"href": f"{PP}/v2/payments/captures/{cap2}", "rel": "up", "method": "GET"}]})),
        ("paypal_get_capture", {"capture_id": cap2}, j(refunded)),
    ]  # fmt: skip

    bad = j({"error": "invalid_token", "error_description": "Access Token not found in cache"})
    fail = [
        ("paypal_search_transactions", {"start_date": "2025-02-12T00:00:00Z",
                                        "end_date": "2025-03-12T00:00:00Z",
                                        "transaction_id": "", "invoice_id": "INV-2291"}, bad),
        ("paypal_search_transactions", {"start_date": "2025-02-12T00:00:00Z",
                                        "end_date": "2025-03-12T00:00:00Z",
                                        "fields": "transaction_info,payer_info"}, bad),
        ("paypal_list_invoices", {"page": 1, "page_size": 20}, bad),
        ("paypal_get_invoice", {"invoice_id": "INV2-Z9XK-4FQ2-LM7D-8RTW"}, bad),
        ("paypal_search_transactions", {"start_date": "2025-03-01T00:00:00Z",
                                        "end_date": "2025-03-12T00:00:00Z"}, bad),
    ]  # fmt: skip
    return [
        (
            "payments",
            "paypal-ok-1",
            f"A customer says PayPal order {order_id} charged her "
            "twice. Look it up, refund the duplicate capture, and confirm the refund went "
            "through.",
            True,
            ok_pp,
        ),
        (
            "payments",
            "paypal-fail-1",
            "Find the PayPal transactions that paid invoice INV-2291 in the last month.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# crm (Pipedrive, Zoho CRM)
# --------------------------------------------------------------------------------------------


def crm() -> list[Session]:
    def deal(
        i: int, title: str, value: int, stage: tuple[int, str], person: str, org: str, score: float
    ) -> Any:
        return {"result_score": score, "item": {
            "id": i, "type": "deal", "title": title, "value": value, "currency": "USD",
            "status": "open", "visible_to": 3, "owner": {"id": 13},
            "stage": {"id": stage[0], "name": stage[1]}, "person": {"id": i - 800,
                                                                   "name": person},
            "organization": {"id": 311 if "Northwind" in org else 402, "name": org,
                             "address": None}, "custom_fields": [], "notes": []}}  # fmt: skip

    pag = {"pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}}
    nw = [
        deal(1841, "Northwind \u2013 fleet renewal", 48000, (4, "Proposal Made"),
             "Ana Trujillo", "Northwind Traders", 0.91),
        deal(1870, "Northwind \u2013 telematics add-on", 22500, (3, "Demo Scheduled"),
             "Ana Trujillo", "Northwind Traders", 0.88),
        deal(1902, "Northwind \u2013 spare parts", 6400, (2, "Qualified"), "Karl Jablonski",
             "Northwind Traders", 0.85),
    ]  # fmt: skip
    stages = j(
        {
            "success": True,
            "data": [
                {"id": i, "order_nr": i, "name": n, "pipeline_id": 1, "deal_probability": p}
                for i, n, p in [
                    (1, "Lead In", 10),
                    (2, "Qualified", 20),
                    (3, "Demo Scheduled", 40),
                    (4, "Proposal Made", 60),
                    (5, "Negotiations Started", 80),
                ]
            ],
        }
    )
    ok_pd = [
        ("pipedrive_search_deals", {"term": "Northwind", "status": "open"},
         j({"success": True, "data": {"items": nw}, "additional_data": pag})),
        ("pipedrive_list_stages", {"pipeline_id": 1}, stages),
        ("pipedrive_update_deal", {"id": 1841, "stage_id": 5},
         j({"success": True, "data": {"id": 1841, "title": "Northwind \u2013 fleet renewal",
                                      "stage_id": 5, "status": "open", "value": 48000,
                                      "update_time": "2025-03-12 10:58:02"}})),
        ("pipedrive_add_note", {"deal_id": 1841, "content": "Moved to negotiation after Ana "
                                "confirmed budget on 2025-03-11 call."},
         j({"success": True, "data": {"id": 77120, "deal_id": 1841, "user_id": 13,
                                      "add_time": "2025-03-12 10:58:40", "active_flag": True,
                                      "content": "Moved to negotiation after Ana confirmed "
                                                 "budget on 2025-03-11 call."}})),
    ]  # fmt: skip

    orbit = {
        "id": "5725767000004413021",
        "Account_Name": "Orbit Labs Ltd",
        "Website": "orbitlabs.io",
        "Industry": "Biotech",
        "Owner": {"name": "Sam Patel", "id": "5725767000000331001"},
        "Billing_City": "Cambridge",
        "Created_Time": "2024-05-14T09:21:44+01:00",
    }
    contacts = [
        {
            "id": "5725767000004413105",
            "Full_Name": "Dr. Imogen Hart",
            "Email": "imogen.hart@orbitlabs.io",
            "Title": "Head of Lab Ops",
        },
        {
            "id": "5725767000004413160",
            "Full_Name": "Theo Lindqvist",
            "Email": "theo@orbitlabs.io",
            "Title": "Procurement",
        },
    ]
    ok_zoho = [
        ("zoho_search_records", {"module": "Leads", "email": "jane.okafor@orbitlabs.io"}, ""),
        ("zoho_search_records", {"module": "Contacts", "email": "jane.okafor@orbitlabs.io"}, ""),
        ("zoho_search_records", {"module": "Accounts", "criteria": "(Website:equals:"
                                 "orbitlabs.io)"},
         j({"data": [orbit], "info": {"per_page": 200, "count": 1, "page": 1,
                                      "more_records": False}})),
        ("zoho_get_related_records", {"module": "Accounts", "id": orbit["id"],
                                      "related": "Contacts"},
         j({"data": contacts, "info": {"per_page": 200, "count": 2, "page": 1,
                                       "more_records": False}})),
    ]  # fmt: skip

    stale = j({"success": True, "data": {"items": [
        deal(1733, "Fabrikam \u2013 warehouse scanners", 31000, (4, "Proposal Made"),
             "Mona Kirby", "Fabrikam Inc.", 0.42),
        deal(1760, "Fabrikam \u2013 support renewal", 12000, (2, "Qualified"), "Mona Kirby",
             "Fabrikam Inc.", 0.40),
    ]}, "additional_data": pag})  # fmt: skip
    fail = [
        ("pipedrive_search_deals", {"term": "Contoso expansion"}, stale),
        ("pipedrive_search_deals", {"term": "Contoso Q2"}, stale),
        ("pipedrive_search_deals", {"term": "Contoso", "status": "open"}, stale),
        ("pipedrive_search_deals", {"term": "Contoso Ltd", "fields": "title,custom_fields"},
         stale),
        ("pipedrive_search_deals", {"term": "expansion", "organization_id": 517}, stale),
    ]  # fmt: skip
    return [
        (
            "crm",
            "pipedrive-ok-1",
            "Find Northwind's open deals over $20k in Pipedrive, move the "
            "one at 'Proposal Made' to the negotiation stage, and note that Ana confirmed the "
            "budget on yesterday's call.",
            True,
            ok_pd,
        ),
        (
            "crm",
            "zoho-ok-1",
            "Is jane.okafor@orbitlabs.io in Zoho CRM as a lead or a contact? "
            "If not, find the Orbit Labs account and who our contacts there are.",
            True,
            ok_zoho,
        ),
        (
            "crm",
            "pipedrive-fail-1",
            "Find the Pipedrive deals for Contoso's Q2 expansion and their stages.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# freshdesk
# --------------------------------------------------------------------------------------------


def freshdesk() -> list[Session]:
    def ticket(i: int, subject: str, created: str, requester: int, status: int = 2) -> Any:
        return {"id": i, "subject": subject, "status": status, "priority": 4,
                "requester_id": requester, "responder_id": None, "group_id": 4400012,
                "type": "Refund", "tags": ["refund"], "created_at": created,
                "updated_at": created, "due_by": "2025-03-12T18:00:00Z",
                "fr_escalated": True}  # fmt: skip

    tickets = [
        ticket(88412, "Refund not received after return", "2025-03-09T11:02:40Z", 7001),
        ticket(88590, "Charged after cancelling - want refund", "2025-03-10T16:44:03Z", 7188),
        ticket(88702, "Refund amount wrong", "2025-03-11T08:21:17Z", 7260),
    ]
    full = {**tickets[0], "description_text": "I returned the boots (order W-55120) on 24 Feb "
            "and the tracking shows delivered on 27 Feb, but I still have no refund.",
            "conversations": [{"id": 7700011001, "body_text": "Return label attached.",
                               "incoming": False, "private": False,
                               "created_at": "2025-02-22T10:00:12Z"}]}  # fmt: skip
    reply = {"body_text": "Hi Dana, sorry for the wait - we have found your return and are "
             "issuing the refund now; you will get a confirmation within 24 hours.",
             "id": 7700012311, "ticket_id": 88412, "user_id": 9001, "incoming": False,
             "private": False, "created_at": "2025-03-12T11:05:51Z"}  # fmt: skip
    updated = {
        **tickets[0],
        "status": 3,
        "responder_id": 9001,
        "updated_at": "2025-03-12T11:06:02Z",
    }
    ok = [
        ("freshdesk_filter_tickets", {"query": "\"priority:4 AND status:2 AND tag:'refund' AND "
                                      "created_at:>'2025-03-08'\""},
         j({"results": tickets, "total": 3})),
        ("freshdesk_get_ticket", {"id": 88412, "include": "conversations"}, j(full)),
        ("freshdesk_reply_ticket", {"id": 88412, "body": reply["body_text"]}, j(reply)),
        ("freshdesk_update_ticket", {"id": 88412, "status": 3}, j(updated)),
    ]  # fmt: skip
    return [
        (
            "freshdesk",
            "freshdesk-ok-1",
            "Find open urgent refund tickets in Freshdesk from the "
            "last three days, reply to the oldest that we're issuing the refund, and set it to "
            "pending.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# team-chat (Google Chat, Teams, Matrix)
# --------------------------------------------------------------------------------------------


def team_chat() -> list[Session]:
    space = "spaces/AAAAx7Jq0cE"

    def msg(mid: str, user: str, name: str, when: str, text: str) -> Any:
        return {"name": f"{space}/messages/{mid}", "sender": {"name": user, "type": "HUMAN",
                                                              "displayName": name},
                "createTime": when, "text": text,
                "thread": {"name": f"{space}/threads/{mid[:6]}"},
                "space": {"name": space}}  # fmt: skip

    p1 = [
        msg("Rk3nV1.Rk3nV1", "users/1123", "Nadia Benali", "2025-03-12T08:02:11.118Z",
            "RC2 is on staging, smoke tests green."),
        msg("Pq9aL0.Pq9aL0", "users/2231", "Owen Reyes", "2025-03-11T17:40:03.550Z",
            "Reminder: mobile build needs the new signing cert before Friday."),
        msg("Lm2bK7.Lm2bK7", "users/1123", "Nadia Benali", "2025-03-11T15:12:45.902Z",
            "Changelog draft is in the release doc, please add your items."),
    ]  # fmt: skip
    p2 = [
        msg("Hg8cJ4.Hg8cJ4", "users/3307", "Priya Raman", "2025-03-11T10:05:30.004Z",
            "\U0001f9ca Code freeze for 4.19 moves to *Thursday 13 March, 18:00 CET* (was "
            "Wednesday). Only release blockers after that; tag them `4.19-blocker`."),
        msg("Fe1dH2.Fe1dH2", "users/2231", "Owen Reyes", "2025-03-10T09:30:00.771Z",
            "Release train for 4.19 kicks off today."),
    ]  # fmt: skip
    replies = {"@odata.context": "https://graph.microsoft.com/v1.0/$metadata#teams('7f1e')/"
               "channels('19%3A4b2a%40thread.tacv2')/messages('1741771932551')/replies",
               "@odata.count": 2, "value": [
                   {"id": "1741772301112", "replyToId": "1741771932551", "messageType":
                    "message", "createdDateTime": "2025-03-12T09:38:21.112Z",
                    "from": {"user": {"id": "a1f0", "displayName": "Kenji Sato"}},
                    "body": {"contentType": "html", "content": "<p>Noted, mobile will tag "
                             "blockers.</p>"}, "reactions": []},
                   {"id": "1741772588420", "replyToId": "1741771932551", "messageType":
                    "message", "createdDateTime": "2025-03-12T09:43:08.420Z",
                    "from": {"user": {"id": "b7c2", "displayName": "Grace Mbeki"}},
                    "body": {"contentType": "html", "content": "<p>SRE ack \U0001f44d</p>"},
                    "reactions": [{"reactionType": "like", "user": {"user": {
                        "displayName": "Nadia Benali"}}}]}]}  # fmt: skip
    ok = [
        ("gchat_list_messages", {"parent": space, "pageSize": 3, "orderBy": "createTime desc"},
         j({"messages": p1, "nextPageToken": "CiAKGjBpMjNvdWJ0aHJlYWQ"})),
        ("gchat_list_messages", {"parent": space, "pageSize": 3, "orderBy": "createTime desc",
                                 "pageToken": "CiAKGjBpMjNvdWJ0aHJlYWQ"},
         j({"messages": p2, "nextPageToken": "CiAKGjBpMjNvdWJ0aHJlYWR"})),
        ("teams_send_channel_message", {"team": "Engineering", "channel": "Releases",
                                        "content": "Code freeze for 4.19 moves to Thursday 13 "
                                                   "March, 18:00 CET. Only release blockers "
                                                   "after that; tag them 4.19-blocker."},
         "Message posted to Engineering > Releases (id 1741771932551)."),
        ("teams_list_message_replies", {"team": "Engineering", "channel": "Releases",
                                        "message_id": "1741771932551"}, j(replies)),
    ]  # fmt: skip

    room = "!xYzQpLrT:acme.org"

    def ev(eid: str, sender: str, ts: int, body: str) -> Any:
        return {"type": "m.room.message", "room_id": room, "sender": sender,
                "content": {"msgtype": "m.text", "body": body}, "origin_server_ts": ts,
                "unsigned": {"age": 1741772000000 - ts}, "event_id": eid}  # fmt: skip

    chunk = [
        ev(
            "$Qm1x8fJ2kLpA",
            "@irene:acme.org",
            1741770911022,
            "db-replica-3 lag back under 1s after the vacuum finished",
        ),
        ev(
            "$Pk0w7eI1jKoZ",
            "@marco:acme.org",
            1741769022180,
            "paging @irene: replica lag on db-replica-3 at 340s",
        ),
        ev(
            "$Oj9v6dH0iJnY",
            "@bridge-bot:acme.org",
            1741767300004,
            "[PagerDuty] INC-5521 triggered: Postgres replica lag > 300s (db-replica-3)",
        ),
    ]
    first = j(
        {"chunk": chunk, "start": "t48-57341_0_0_0_0_0_0_0_0", "end": "t47-57302_0_0_0_0_0_0_0_0"}
    )
    again = j(
        {"chunk": chunk, "start": "t47-57302_0_0_0_0_0_0_0_0", "end": "t47-57302_0_0_0_0_0_0_0_0"}
    )
    page = {"room_id": room, "dir": "b", "limit": 3}
    fail = [
        ("matrix_room_messages", page, first),
        ("matrix_room_messages", {**page, "from": "t47-57302_0_0_0_0_0_0_0_0"}, again),
        ("matrix_room_messages", {**page, "from": "t47-57302_0_0_0_0_0_0_0_0", "limit": 10},
         again),
        ("matrix_room_messages", {**page, "from": "t47-57302_0_0_0_0_0_0_0_0"}, again),
        ("matrix_room_messages", {**page, "from": "t47-57302_0_0_0_0_0_0_0_0",
                                  "filter": "{\"types\":[\"m.room.message\"]}"}, again),
        ("matrix_room_messages", {**page, "from": "t47-57302_0_0_0_0_0_0_0_0", "limit": 50},
         again),
    ]  # fmt: skip
    return [
        (
            "team-chat",
            "chat-ok-1",
            "Find the latest code-freeze announcement in the Google Chat "
            "space 'Release train', post it to the Teams channel Engineering > Releases, and tell "
            "me who has replied or reacted there.",
            True,
            ok,
        ),
        (
            "team-chat",
            "matrix-fail-1",
            "Catch me up on the Matrix room #ops-bridge:acme.org "
            "since yesterday 18:00 UTC: every incident mentioned and how it ended.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# docusign
# --------------------------------------------------------------------------------------------


def docusign() -> list[Session]:
    env = "4b1c6f2e-8d3a-4e7b-9c21-5f0a6d8e3b17"
    base = {"envelopeId": env, "emailSubject": "Please DocuSign: Orbit Labs - Master Services "
            "Agreement", "envelopeUri": f"/envelopes/{env}",
            "createdDateTime": "2025-03-12T10:02:10.8870000Z",
            "sentDateTime": "2025-03-12T10:02:11.1230000Z",
            "recipientsUri": f"/envelopes/{env}/recipients"}  # fmt: skip

    def status(s: str, changed: str, extra: dict[str, str] | None = None) -> str:
        return j(
            {
                **base,
                "status": s,
                "statusChangedDateTime": changed,
                "lastModifiedDateTime": changed,
                **(extra or {}),
            }
        )

    delivered = {"deliveredDateTime": "2025-03-12T10:19:44.5030000Z"}
    done = {**delivered, "completedDateTime": "2025-03-12T11:02:37.2200000Z"}
    recipients = {"signers": [
        {"recipientId": "1", "recipientIdGuid": "a2b1c3d4-0000-4000-8000-000000000001",
         "name": "Dr. Imogen Hart", "email": "imogen.hart@orbitlabs.io", "routingOrder": "1",
         "status": "completed", "deliveredDateTime": "2025-03-12T10:19:44.5030000Z",
         "signedDateTime": "2025-03-12T10:48:02.1170000Z"},
        {"recipientId": "2", "recipientIdGuid": "a2b1c3d4-0000-4000-8000-000000000002",
         "name": "Sam Patel", "email": "sam.patel@acme.com", "routingOrder": "2",
         "status": "completed", "deliveredDateTime": "2025-03-12T10:55:11.9020000Z",
         "signedDateTime": "2025-03-12T11:02:37.2200000Z"}],
        "agents": [], "editors": [], "intermediaries": [], "carbonCopies": [
            {"recipientId": "3", "name": "Legal Ops", "email": "legal-ops@acme.com",
             "routingOrder": "3", "status": "completed"}],
        "certifiedDeliveries": [], "inPersonSigners": [], "recipientCount": "3",
        "currentRoutingOrder": "3"}  # fmt: skip
    docs = {"envelopeId": env, "envelopeDocuments": [
        {"documentId": "1", "documentIdGuid": "9f3e2d1c-aaaa-4bbb-8ccc-000000000001",
         "name": "Master Services Agreement.pdf", "type": "content",
         "uri": f"/envelopes/{env}/documents/1", "order": "1", "pages": [
             {"pageId": str(i), "sequence": str(i), "height": "792", "width": "612",
              "dpi": "72"} for i in range(1, 4)]},
        {"documentId": "certificate", "name": "Summary", "type": "summary",
         "uri": f"/envelopes/{env}/documents/certificate", "order": "999"}]}  # fmt: skip
    e = {"envelope_id": env}
    ok = [
        ("docusign_create_envelope", {"template_id": "msa-2025-v3", "signer_name":
                                      "Dr. Imogen Hart", "signer_email":
                                      "imogen.hart@orbitlabs.io", "status": "sent"},
         j({"envelopeId": env, "uri": f"/envelopes/{env}",
            "statusDateTime": "2025-03-12T10:02:11.1230000Z", "status": "sent"})),
        ("docusign_get_envelope", e, status("sent", "2025-03-12T10:02:11.1230000Z")),
        ("docusign_get_envelope", e, status("delivered", "2025-03-12T10:19:44.5030000Z",
                                            delivered)),
        ("docusign_get_envelope", e, status("delivered", "2025-03-12T10:48:02.1170000Z",
                                            delivered)),
        ("docusign_get_envelope", e, status("completed", "2025-03-12T11:02:37.2200000Z", done)),
        ("docusign_list_recipients", e, j(recipients)),
        ("docusign_list_documents", e, j(docs)),
    ]  # fmt: skip
    return [
        (
            "docusign",
            "docusign-ok-1",
            "Send the MSA template to Orbit Labs' signer (Dr. Imogen "
            "Hart) for signature, then tell me when the envelope is fully signed, by whom and "
            "when, and which documents it holds.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# uipath (Orchestrator OData)
# --------------------------------------------------------------------------------------------

ORCH = "https://cloud.uipath.com/acme/DefaultTenant/orchestrator_/odata"


def uipath() -> list[Session]:
    def job(
        jid: int,
        key: str,
        release: str,
        state: str,
        start: str | None,
        end: str | None,
        host: str | None,
        out: str | None,
        created: str,
        info: str | None = None,
    ) -> Any:
        return {"Key": key, "StartTime": start, "EndTime": end, "State": state,
                "JobPriority": "Normal", "Source": "Manual", "SourceType": "Manual",
                "Info": info, "CreationTime": created, "ReleaseName": release,
                "Type": "Unattended", "InputArguments": None, "OutputArguments": out,
                "HostMachineName": host, "RuntimeType": "Unattended",
                "OrganizationUnitFullyQualifiedName": "Finance", "Id": jid}  # fmt: skip

    k1 = "e1c8b0d2-5a4f-4e3b-9c8d-7f6a5b4c3d21"
    rel = "Invoice Intake_Finance"
    c1 = "2025-03-12T10:03:57.12Z"

    def one(**kw: Any) -> str:
        return j(
            {
                "@odata.context": f"{ORCH}/$metadata#Jobs/$entity",
                **job(9120331, k1, rel, created=c1, **kw),
            }
        )

    logs = {"@odata.context": f"{ORCH}/$metadata#RobotLogs", "@odata.count": 2, "value": [
        {"Level": "Error", "WindowsIdentity": "ACME\\svc-fin-bot", "ProcessName": rel,
         "TimeStamp": "2025-03-12T10:11:42.904Z", "Message": "Invoice INV-88123.pdf: vendor "
         "VAT id DE811920345 not found in vendor master", "JobKey": k1,
         "RobotName": "FIN-BOT-03", "HostMachineName": "FIN-BOT-03", "Id": 55120031},
        {"Level": "Error", "WindowsIdentity": "ACME\\svc-fin-bot", "ProcessName": rel,
         "TimeStamp": "2025-03-12T10:14:05.330Z", "Message": "Invoice INV-88140.pdf: total "
         "4,410.00 does not match PO 4500091221 (4,140.00)", "JobKey": k1,
         "RobotName": "FIN-BOT-03", "HostMachineName": "FIN-BOT-03",
         "Id": 55120077}]}  # fmt: skip
    start = j(
        {
            "@odata.context": f"{ORCH}/$metadata#Jobs",
            "value": [job(9120331, k1, rel, "Pending", None, None, None, None, c1)],
        }
    )
    run = "2025-03-12T10:04:18.31Z"
    ok = [
        ("uipath_start_job", {"release": rel, "strategy": "ModernJobsCount", "jobs_count": 1},
         start),
        ("uipath_get_job", {"id": 9120331}, one(state="Running", start=run, end=None,
                                                host="FIN-BOT-03", out=None)),
        ("uipath_get_job", {"id": 9120331}, one(state="Running", start=run, end=None,
                                                host="FIN-BOT-03", out=None)),
        ("uipath_get_job", {"id": 9120331},
         one(state="Successful", start=run, end="2025-03-12T10:16:52.77Z", host="FIN-BOT-03",
             out="{\"ProcessedCount\":37,\"FailedCount\":2,\"ExceptionReport\":"
                 "\"\\\\\\\\fs01\\\\ap\\\\reports\\\\intake_20250312.xlsx\"}",
             info="Job completed")),
        ("uipath_get_robot_logs", {"job_key": k1, "level": "Error"}, j(logs)),
    ]  # fmt: skip

    k2 = "b7d9e1f3-2c4a-4b6d-8e0f-1a3c5e7a9b2d"
    rel2 = "Vendor Master Sync_Finance"
    c2 = "2025-03-12T12:30:04.58Z"
    pending = j(
        {
            "@odata.context": f"{ORCH}/$metadata#Jobs/$entity",
            **job(9120877, k2, rel2, "Pending", None, None, None, None, c2),
        }
    )
    fail: list[Call] = [
        (
            "uipath_start_job",
            {"release": rel2, "strategy": "ModernJobsCount", "jobs_count": 1},
            j(
                {
                    "@odata.context": f"{ORCH}/$metadata#Jobs",
                    "value": [job(9120877, k2, rel2, "Pending", None, None, None, None, c2)],
                }
            ),
        ),
    ]
    fail += [("uipath_get_job", {"id": 9120877}, pending) for _ in range(3)]
    fail += [
        (
            "uipath_get_robot_logs",
            {"job_key": k2},
            j({"@odata.context": f"{ORCH}/$metadata#RobotLogs", "@odata.count": 0, "value": []}),
        )
    ]
    fail += [("uipath_get_job", {"id": 9120877}, pending) for _ in range(3)]
    return [
        (
            "uipath",
            "uipath-ok-1",
            "Run the 'Invoice Intake' UiPath process on the Finance "
            "robots, wait for it, and tell me whether it succeeded, how many invoices it "
            "processed, and why any failed.",
            True,
            ok,
        ),
        (
            "uipath",
            "uipath-fail-1",
            "Run the 'Vendor Master Sync' UiPath job and report how it went.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# object-storage (S3, Azure Blob)
# --------------------------------------------------------------------------------------------


def etag(key: str) -> str:
    """A made-up but stable ETag (hex of the key's characters, folded)."""
    acc = [0] * 16
    for i, ch in enumerate(key.encode()):
        acc[i % 16] = (acc[i % 16] * 31 + ch) % 256
    return '"' + bytes(acc).hex() + '"'


def object_storage() -> list[Session]:
    prefix = "alb/2025/03/11/"
    keys = [
        (f"{prefix}123456789012_elasticloadbalancing_eu-west-1_app.web-prod.8f3e_"
         f"20250311T{h:02d}{m:02d}Z_10.0.{1 + i % 3}.{17 + i}_{(i * 7919) % 99991:05d}.log.gz",
         f"2025-03-11T{h:02d}:{m + 1:02d}:{(i * 13) % 60:02d}+00:00",
         180000 + (i * 104729) % 900000)
        for i, (h, m) in enumerate((h, m) for h in range(0, 24, 2) for m in (0, 30))
    ][:17]  # fmt: skip

    def s3page(items: list[Any], token: str | None, given: str | None, pfx: str) -> str:
        body: dict[str, Any] = {"IsTruncated": token is not None}
        if items:
            body["Contents"] = [
                {
                    "Key": k,
                    "LastModified": t,
                    "ETag": etag(k),
                    "Size": s,
                    "StorageClass": "STANDARD",
                }
                for k, t, s in items
            ]
        body |= {
            "Name": "acme-logs",
            "Prefix": pfx,
            "MaxKeys": 5 if items else 1000,
            "EncodingType": "url",
            "KeyCount": len(items),
        }
        if given:
            body["ContinuationToken"] = given
        if token:
            body["NextContinuationToken"] = token
        return j(body)

    tokens = [
        "1vB3xQ9mZ0a2VwK8dT0Z3pYwLmRt4Hq7UeJc5nFs",
        "1kP7sW2eR5tY8uI0oP3aS6dF9gH2jK5lZ8xC1vB4",
        "1qW3eR6tY9uI2oP5aS8dF1gH4jK7lZ0xC3vB6nM9",
    ]
    args = {"bucket": "acme-logs", "prefix": prefix, "max_keys": 5}
    ok_s3: list[Call] = []
    given: str | None = None
    for n in range(4):
        chunk = keys[n * 5 : n * 5 + 5]
        nxt = tokens[n] if n < 3 else None
        a = dict(args) if given is None else {**args, "continuation_token": given}
        ok_s3.append(("s3_list_objects_v2", a, s3page(chunk, nxt, given, prefix)))
        given = nxt
    ok_s3.append(
        (
            "s3_list_objects_v2",
            {"bucket": "acme-logs", "prefix": "alb/2025/03/12/"},
            s3page([], None, None, "alb/2025/03/12/"),
        )
    )

    ep = "https://acmebackups.blob.core.windows.net/"

    def blob(name: str, when: str, size: int, tier: str) -> str:
        return (
            f"<Blob><Name>{name}</Name><Properties><Creation-Time>{when}</Creation-Time>"
            f"<Last-Modified>{when}</Last-Modified><Etag>0x8DD{size % 10**12:012X}</Etag>"
            f"<Content-Length>{size}</Content-Length><Content-Type>application/octet-stream"
            "</Content-Type><BlobType>BlockBlob</BlobType><AccessTier>"
            f"{tier}</AccessTier><LeaseStatus>unlocked</LeaseStatus><LeaseState>available"
            "</LeaseState><ServerEncrypted>true</ServerEncrypted></Properties></Blob>"
        )

    def listing(pfx: str, blobs: list[str], marker: str, nxt: str) -> str:
        mk = f"<Marker>{marker}</Marker>" if marker else ""
        nx = f"<NextMarker>{nxt}</NextMarker>" if nxt else "<NextMarker />"
        inner = f"<Blobs>{''.join(blobs)}</Blobs>" if blobs else "<Blobs />"
        return (
            '\ufeff<?xml version="1.0" encoding="utf-8"?><EnumerationResults ServiceEndpoint="'
            f'{ep}" ContainerName="sql-backups"><Prefix>{pfx}</Prefix>{mk}<MaxResults>3'
            f"</MaxResults>{inner}{nx}</EnumerationResults>"
        )

    bak = [
        ("prod/2025-03-08/erp_full.bak", "Sat, 08 Mar 2025 02:14:09 GMT", 88123441152, "Cool"),
        ("prod/2025-03-09/erp_full.bak", "Sun, 09 Mar 2025 02:13:51 GMT", 88190337024, "Cool"),
        ("prod/2025-03-10/erp_full.bak", "Mon, 10 Mar 2025 02:15:30 GMT", 88244102656, "Hot"),
        ("prod/2025-03-11/erp_full.bak", "Tue, 11 Mar 2025 02:14:47 GMT", 88301977600, "Hot"),
    ]
    m1 = "2!88!MDAwMDI4IXByb2QvMjAyNS0wMy0xMS9lcnBfZnVsbC5iYWshMDAwMDI4ITk5OTktMTItMzFUMjM6NTk6"
    ok_az = [
        ("azure_blob_list", {"container": "sql-backups", "prefix": "prod/2025-03-",
                             "max_results": 3},
         listing("prod/2025-03-", [blob(*b) for b in bak[:3]], "", m1)),
        ("azure_blob_list", {"container": "sql-backups", "prefix": "prod/2025-03-",
                             "max_results": 3, "marker": m1},
         listing("prod/2025-03-", [blob(*bak[3])], m1, "")),
        ("azure_blob_list", {"container": "sql-backups", "prefix": "prod/2025-03-12/",
                             "max_results": 3}, listing("prod/2025-03-12/", [], "", "")),
    ]  # fmt: skip

    feed = "partner-feeds/"
    fkeys = [(f"{feed}globex/2025/02/{d:02d}/orders_{d:02d}{i}.csv",
              f"2025-02-{d:02d}T04:{10 + i:02d}:00+00:00", 40211 + d * 977 + i * 31)
             for d in (1, 2) for i in range(3)][:5]  # fmt: skip
    tok = "1cZ8xV5bN2mQ9wE6rT3yU0iO7pA4sD1fG8hJ5kL2"
    same = s3page(fkeys, tok, None, feed)
    fa = {"bucket": "acme-exports", "prefix": feed, "max_keys": 5}
    fail: list[Call] = [("s3_list_objects_v2", fa, same)]
    fail += [("s3_list_objects_v2", {**fa, "continuation_token": tok}, same) for _ in range(4)]
    return [
        (
            "object-storage",
            "s3-ok-1",
            "How many ALB log objects and how many bytes are there "
            "under s3://acme-logs/alb/2025/03/11/? Page through all of it. And have any logs for "
            "the 12th arrived yet?",
            True,
            ok_s3,
        ),
        (
            "object-storage",
            "azure-ok-1",
            "List March's full ERP backups in the sql-backups "
            "container (prod/2025-03-*), their sizes and tiers, and tell me whether last night's "
            "(2025-03-12) backup is there.",
            True,
            ok_az,
        ),
        (
            "object-storage",
            "s3-fail-1",
            "Count the objects under s3://acme-exports/"
            "partner-feeds/ (there should be about 40,000) and their total size.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# rclone
# --------------------------------------------------------------------------------------------


def rclone() -> list[Session]:
    b2 = "b2:acme-finance-archive"
    bucket = "Backblaze B2 bucket acme-finance-archive"
    missing = ["reports/2025-03/ledger-0311.xlsx", "reports/2025-03/ap-aging-0311.csv"]
    check1 = "".join(
        [f"2025/03/12 09:14:02 ERROR : {m}: file not in {bucket}\n" for m in missing]
        + [f"2025/03/12 09:14:02 NOTICE: {bucket}: 2 files missing\n",
           f"2025/03/12 09:14:02 NOTICE: {bucket}: 2 differences found\n",
           f"2025/03/12 09:14:02 NOTICE: {bucket}: 2 errors while checking\n",
           f"2025/03/12 09:14:02 NOTICE: {bucket}: 12299 matching files\n",
           "2025/03/12 09:14:02 Failed to check: 2 differences found\n"]
    )  # fmt: skip
    copy = (
        "Transferred:   \t   18.402 MiB / 18.402 MiB, 100%, 6.133 MiB/s, ETA 0s\n"
        "Checks:             12299 / 12299, 100%\n"
        "Transferred:            2 / 2, 100%\n"
        "Elapsed time:        41.3s\n"
    )
    check2 = (
        f"2025/03/12 09:16:40 NOTICE: {bucket}: 0 differences found\n"
        f"2025/03/12 09:16:40 NOTICE: {bucket}: 12301 matching files\n"
    )
    lsjson = j([{"Path": p, "Name": p.rsplit("/", 1)[1], "Size": s, "MimeType": mt,
                 "ModTime": t, "IsDir": False} for p, s, mt, t in [
        ("reports/2025-03/ap-aging-0311.csv", 2211873, "text/csv",
         "2025-03-11T23:40:12.000000000Z"),
        ("reports/2025-03/ledger-0311.xlsx", 17084420,
         "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
         "2025-03-11T23:52:40.000000000Z")]], 1)  # fmt: skip
    ok = [
        ("rclone_size", {"remote": b2}, "Total objects: 12.299k (12299)\n"
         "Total size: 41.203 GiB (44241515520 Byte)\n"),
        ("rclone_check", {"source": "/srv/finance", "dest": b2, "one_way": True}, check1),
        ("rclone_copy", {"source": "/srv/finance", "dest": b2}, copy),
        ("rclone_check", {"source": "/srv/finance", "dest": b2, "one_way": True}, check2),
        ("rclone_lsjson", {"remote": f"{b2}/reports/2025-03", "files_only": True,
                           "max_age": "24h"}, lsjson),
    ]  # fmt: skip

    def expired(ts: str, path: str) -> str:
        return (
            f'{ts} Failed to create file system for "gdrive:{path}": couldn\'t find root '
            'directory ID: Get "https://www.googleapis.com/drive/v3/files/root?alt=json&'
            "fields=id&prettyPrint=false&supportsAllDrives=true\": couldn't fetch token: "
            'invalid_grant: maybe token is expired? - try "rclone config reconnect gdrive:": '
            'oauth2: "invalid_grant" "Token has been expired or revoked."\n'
        )

    fail = [
        ("rclone_lsd", {"remote": "gdrive:Shared/Legal"},
         expired("2025/03/12 09:20:11", "Shared/Legal")),
        ("rclone_ls", {"remote": "gdrive:Shared/Legal/Contracts"},
         expired("2025/03/12 09:20:35", "Shared/Legal/Contracts")),
        ("rclone_size", {"remote": "gdrive:Shared/Legal"},
         expired("2025/03/12 09:21:02", "Shared/Legal")),
        ("rclone_lsjson", {"remote": "gdrive:Shared/Legal", "recursive": True},
         expired("2025/03/12 09:21:40", "Shared/Legal")),
        ("rclone_lsd", {"remote": "gdrive:"}, expired("2025/03/12 09:22:05", "")),
    ]  # fmt: skip
    return [
        (
            "rclone",
            "rclone-ok-1",
            "Check that last night's sync of /srv/finance to the B2 "
            "archive is complete; copy anything missing and confirm the archive matches, and list "
            "what was added in the last day.",
            True,
            ok,
        ),
        (
            "rclone",
            "rclone-fail-1",
            "List the contracts in the Legal shared drive folder on "
            "Google Drive (via rclone) and their total size.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# sftp
# --------------------------------------------------------------------------------------------


def sftp() -> list[Session]:
    def ls(rows: list[tuple[int, str, str]]) -> str:
        return "".join(f"-rw-r-----    1 0        0        {size:>8} {when} {name}\n"
                       for size, when, name in rows)  # fmt: skip

    out = "/outbound/settlements"
    today = [(184213, "Mar 12 06:02", "STL_20250312_001.csv"),
             (92877, "Mar 12 06:02", "STL_20250312_002.csv"),
             (1204, "Mar 12 06:03", "STL_20250312_CTRL.txt")]  # fmt: skip
    older = [(176002, "Mar 11 06:01", "STL_20250311_001.csv"),
             (88410, "Mar 11 06:02", "STL_20250311_002.csv"),
             (1198, "Mar 11 06:02", "STL_20250311_CTRL.txt")]  # fmt: skip
    acks = [(2210, "Mar 10 14:31", "ACK_PAY_20250310_01.xml"),
            (2894, "Mar 11 14:47", "NAK_PAY_20250311_01.xml")]  # fmt: skip
    nak = "\n".join([
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.002.001.03">',
        "  <CstmrPmtStsRpt>",
        "    <GrpHdr><MsgId>NAK-20250311-7741</MsgId><CreDtTm>2025-03-11T14:47:02</CreDtTm>"
        "</GrpHdr>",
        "    <OrgnlGrpInfAndSts>",
        "      <OrgnlMsgId>PAY_20250311_01</OrgnlMsgId>",
        "      <OrgnlMsgNmId>pain.001.001.03</OrgnlMsgNmId>",
        "      <OrgnlNbOfTxs>42</OrgnlNbOfTxs>",
        "      <GrpSts>RJCT</GrpSts>",
        "      <StsRsnInf><Rsn><Cd>DU01</Cd></Rsn><AddtlInf>Duplicate message id: "
        "PAY_20250311_01 already received 2025-03-11T09:12:40</AddtlInf></StsRsnInf>",
        "    </OrgnlGrpInfAndSts>",
        "  </CstmrPmtStsRpt>",
        "</Document>",
    ]) + "\n"  # fmt: skip
    ok: list[Call] = [("sftp_ls", {"path": out, "long": True}, ls(older + today))]
    ok += [
        (
            "sftp_get",
            {"remote": f"{out}/{n}", "local": f"/data/inbox/{n}"},
            f"Fetching {out}/{n} to /data/inbox/{n}\n",
        )
        for _, _, n in today
    ]
    ok += [
        ("sftp_ls", {"path": "/inbound/acks", "long": True}, ls(acks)),
        ("sftp_read_text", {"remote": "/inbound/acks/NAK_PAY_20250311_01.xml"}, nak),
    ]
    return [
        (
            "sftp",
            "sftp-ok-1",
            "Pick up today's settlement files from the bank's SFTP "
            "(/outbound/settlements) into /data/inbox, and check whether the bank acknowledged "
            "yesterday's payment file PAY_20250311_01; if not, why.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# haystack (Haystack 2 ToolInvoker over a retriever ComponentTool)
# --------------------------------------------------------------------------------------------


def doc_id(text: str) -> str:
    """A stable 64-hex id standing in for Haystack's sha256 of the document."""
    h = 0
    out = ""
    for k in range(8):
        for ch in text.encode():
            h = (h * 131 + ch + k) % (1 << 32)
        out += f"{h:08x}"
    return out


class Document:
    """What ``haystack.Document.__repr__`` prints (content cut at 100 characters)."""

    def __init__(self, content: str, meta: dict[str, Any], score: float) -> None:
        self.content, self.meta, self.score = content, meta, score

    def __repr__(self) -> str:
        c = self.content
        shown = f"content: '{c}'" if len(c) < 100 else f"content: '{c[:100]}...'"
        return f"Document(id={doc_id(c)}, {shown}, meta: {self.meta}, score: {self.score})"


def haystack() -> list[Session]:
    def docs(*items: tuple[str, str, float]) -> str:
        return str({"documents": [Document(c, {"file_path": f, "page_number": 1}, s)
                                  for c, f, s in items]})  # fmt: skip

    ok = [
        ("search_runbooks", {"query": "rotate Kafka broker TLS certificates"}, docs(
            ("Kafka broker TLS rotation. 1. Issue the new broker certs from Vault PKI "
             "(pki_int/issue/kafka-broker) with the broker's FQDN as CN.",
             "runbooks/kafka/tls-rotation.md", 0.8312),
            ("2. Roll the brokers one at a time: update the keystore secret, restart the pod, wait "
             "for UnderReplicatedPartitions == 0 before the next broker.",
             "runbooks/kafka/tls-rotation.md", 0.8027),
            ("Kafka client truststores must contain both the old and the new intermediate CA "
             "during rotation; see section 4 of the PKI runbook.",
             "runbooks/pki/intermediate-ca.md", 0.7441))),
        ("search_runbooks", {"query": "Kafka TLS rotation rollback step"}, docs(
            ("Rollback: if a broker fails to rejoin the ISR within 10 minutes, restore the "
             "previous keystore from the kafka-keystore-prev secret and restart that broker only.",
             "runbooks/kafka/tls-rotation.md", 0.8655),
            ("Never roll back more than one broker at a time; a partial rollback leaves clients "
             "negotiating with mixed chains, which the dual-CA truststore tolerates.",
             "runbooks/kafka/tls-rotation.md", 0.8102))),
        ("search_runbooks", {"query": "which alert to silence during Kafka broker restart"}, docs(
            ("Silence KafkaUnderReplicatedPartitions and KafkaBrokerDown in Alertmanager for the "
             "rolling window (matcher cluster=kafka-prod, 45m).",
             "runbooks/kafka/maintenance-silences.md", 0.7904),
            ("Do not silence KafkaOfflinePartitions: offline partitions mean data loss risk and "
             "must page.", "runbooks/kafka/maintenance-silences.md", 0.7712))),
        ("search_runbooks", {"query": "Vault PKI issue kafka-broker role TTL"}, docs(
            ("pki_int/roles/kafka-broker: max_ttl 2160h, allowed_domains kafka.acme.internal, "
             "key_type ec, key_bits 256.", "runbooks/pki/roles.md", 0.7688))),
    ]  # fmt: skip
    wifi = docs(
        ("Guest Wi-Fi (ACME-Guest): the password rotates every Monday and is shown on the "
         "lobby screens; reception can print a voucher for visitors.",
         "handbook/office/wifi.md", 0.0312),
        ("To connect a printer to ACME-Office, register its MAC address in the device portal "
         "first; unregistered devices land on the quarantine VLAN.",
         "handbook/office/wifi.md", 0.0309),
        ("Office network outages: post in #it-helpdesk with your floor and desk number.",
         "handbook/office/network.md", 0.0301),
    )  # fmt: skip
    fail = [
        ("search_runbooks", {"query": "restore Postgres replica from base backup"}, wifi),
        ("search_runbooks", {"query": "pg_basebackup rebuild standby replica runbook"}, wifi),
        ("search_runbooks", {"query": "Postgres streaming replication re-seed replica"}, wifi),
        ("search_runbooks", {"query": "data team on-call escalation policy"}, wifi),
        ("search_runbooks", {"query": "who to page for data platform incidents"}, wifi),
    ]
    return [
        (
            "haystack",
            "haystack-ok-1",
            "From the runbook store: how do we rotate the Kafka broker "
            "TLS certificates, what is the rollback step, and which alerts should be silenced "
            "while we do it?",
            True,
            ok,
        ),
        (
            "haystack",
            "haystack-fail-1",
            "Find our runbook for rebuilding a Postgres replica from "
            "a base backup, and the data team's on-call escalation.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# langchain (legacy AgentExecutor: str() of each intermediate step's observation)
# --------------------------------------------------------------------------------------------


class Date:
    """``datetime.date``'s repr, as a list of tuples holding dates prints it."""

    def __init__(self, y: int, m: int, d: int) -> None:
        self.y, self.m, self.d = y, m, d

    def __repr__(self) -> str:
        return f"datetime.date({self.y}, {self.m}, {self.d})"


def langchain() -> list[Session]:
    def stock(sku: str, wh: str, on_hand: int, reserved: int) -> str:
        return str(
            {
                "sku": sku,
                "warehouse": wh,
                "on_hand": on_hand,
                "reserved": reserved,
                "available": on_hand - reserved,
                "as_of": "2025-03-12T07:00:00",
            }
        )

    ok = [
        ("get_warehouse_stock", {"sku": "KB-2210", "warehouse": "RNO-1"},
         stock("KB-2210", "RNO-1", 412, 40)),
        ("get_warehouse_stock", {"sku": "KB-2210", "warehouse": "ATL-2"},
         stock("KB-2210", "ATL-2", 96, 12)),
        ("get_warehouse_stock", {"sku": "KB-2210", "warehouse": "NJ-3"},
         stock("KB-2210", "NJ-3", 0, 0)),
        ("list_open_pos", {"sku": "KB-2210"},
         str([("PO-77812", "KB-2210", 500, "ATL-2", Date(2025, 3, 19)),
              ("PO-77840", "KB-2210", 250, "RNO-1", Date(2025, 3, 26))])),
        ("get_transfer_eta", {"origin": "RNO-1", "destination": "NJ-3"},
         str(("RNO-1", "NJ-3", 4, "ground"))),
        ("get_transfer_eta", {"origin": "ATL-2", "destination": "NJ-3"},
         str(("ATL-2", "NJ-3", 2, "ground"))),
    ]  # fmt: skip
    wrong = stock("KB-0001", "RNO-1", 88, 0)
    fail = [
        ("get_warehouse_stock", {"sku": "MS-4410", "warehouse": "RNO-1"}, wrong),
        ("get_warehouse_stock", {"sku": "MS-4411", "warehouse": "RNO-1"}, wrong),
        ("get_warehouse_stock", {"sku": "HS-0907", "warehouse": "RNO-1"}, wrong),
        ("get_warehouse_stock", {"sku": "CB-1200", "warehouse": "RNO-1"}, wrong),
        ("get_warehouse_stock", {"sku": "MS-4410", "warehouse": "RNO-1 "}, wrong),
    ]
    return [
        (
            "langchain",
            "langchain-ok-1",
            "A customer in New Jersey needs 300 KB-2210 keyboards "
            "by 2025-03-20. Check stock in every warehouse and the open purchase orders, and "
            "tell me where to ship from.",
            True,
            ok,
        ),
        (
            "langchain",
            "langchain-fail-1",
            "How many of SKUs MS-4410, MS-4411, HS-0907 and "
            "CB-1200 are available in warehouse RNO-1?",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# autogen (AutoGen 0.4 FunctionExecutionResult reprs)
# --------------------------------------------------------------------------------------------


def fer(content: str, name: str, call_id: str, is_error: bool = False) -> str:
    return (
        f"FunctionExecutionResult(content={content!r}, name={name!r}, call_id={call_id!r}, "
        f"is_error={is_error})"
    )


def autogen() -> list[Session]:
    crashes = [
        ("cr-55120", "4.19.0 (8812)", "iOS 18.3.1", "EXC_BAD_ACCESS (SIGSEGV)",
         ["CheckoutKit  PaymentSheet.present(from:) + 412", "UIKitCore  -[UIViewController "
          "presentViewController:animated:completion:] + 88"]),
        ("cr-55124", "4.19.0 (8812)", "iOS 17.7", "EXC_BREAKPOINT (SIGTRAP)",
         ["Acme  CartStore.applyPromo(_:) + 1220 (CartStore.swift:214)",
          "Acme  closure #1 in CartView.body.getter + 96"]),
        ("cr-55131", "4.19.0 (8812)", "iOS 18.3.1", "EXC_BAD_ACCESS (SIGSEGV)",
         ["CheckoutKit  PaymentSheet.present(from:) + 412", "Acme  CheckoutCoordinator.start() "
          "+ 301 (CheckoutCoordinator.swift:88)"]),
        ("cr-55137", "4.18.2 (8790)", "iOS 18.2", "EXC_CRASH (SIGABRT)",
         ["libswiftCore  _assertionFailure + 172", "Acme  ImageCache.decode(_:) + 640 "
          "(ImageCache.swift:57)"]),
        ("cr-55140", "4.19.0 (8812)", "iOS 18.3.1", "EXC_BREAKPOINT (SIGTRAP)",
         ["Acme  CartStore.applyPromo(_:) + 1220 (CartStore.swift:214)",
          "Acme  PromoField.commit() + 44"]),
    ]  # fmt: skip
    listing = js([{"id": c[0], "app_version": c[1], "os": c[2], "received_at":
                   f"2025-03-12T0{8 + i // 3}:{(i * 17) % 60:02d}:00Z"}
                  for i, c in enumerate(crashes)])  # fmt: skip
    ok: list[Call] = [
        (
            "list_crash_reports",
            {"app": "ios", "limit": 5},
            fer(listing, "list_crash_reports", "call_Ka81Vb2QmZr7"),
        )
    ]
    for i, (cid, ver, os_, exc, frames) in enumerate(crashes):
        body = js(
            {
                "id": cid,
                "app_version": ver,
                "os": os_,
                "exception": exc,
                "thread": 0,
                "frames": frames,
                "device": ["iPhone15,2", "iPhone14,5", "iPhone16,1"][i % 3],
            }
        )
        ok.append(
            (
                "get_crash_report",
                {"id": cid},
                fer(body, "get_crash_report", f"call_Xp{i}7LqWm3Tz{i}"),
            )
        )
    return [
        (
            "autogen",
            "autogen-ok-1",
            "Triage the five newest iOS crash reports: fetch each, group "
            "them by top frame, and say which group affects the current release 4.19.0.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# bedrock (Converse toolResult blocks)
# --------------------------------------------------------------------------------------------


def tool_result(use_id: str, content: list[Any], status: str = "success") -> str:
    return js({"toolResult": {"toolUseId": use_id, "content": content, "status": status}})


def bedrock() -> list[Session]:
    order = {"order_id": "55812", "status": "DELIVERED", "items": [
        {"sku": "LMP-220", "name": "Arc floor lamp", "qty": 1, "unit_price": 189.0},
        {"sku": "SHD-014", "name": "Linen shade, natural", "qty": 2, "unit_price": 34.5}],
        "shipments": ["1Z999AA10123456784", "1Z999AA10123456791"],
        "delivered_at": "2025-03-10"}  # fmt: skip
    track = {"tracking_number": "1Z999AA10123456784", "carrier": "UPS", "status": "Delivered",
             "events": [{"time": "2025-03-10T13:02:00-05:00", "location": "Austin, TX",
                         "description": "Delivered, left at front door"},
                        {"time": "2025-03-10T07:41:00-05:00", "location": "Austin, TX",
                         "description": "Out for delivery"}],
             "contents": ["LMP-220"]}  # fmt: skip
    ok = [
        ("get_order", {"order_id": "55812"},
         tool_result("tooluse_kZJMlvQmRJ6eAyJE5GIl7Q", [{"json": order}])),
        ("get_shipment_tracking", {"tracking_number": "1Z999AA10123456784"},
         tool_result("tooluse_3fQp0xN8Tq2mV7wYb1LcRg", [{"json": track}])),
        ("create_return", {"order_id": "55812", "sku": "LMP-220", "reason": "damaged"},
         tool_result("tooluse_Lr9s2Kd4Ye6vH1nB8aXqPw", [{"json": {
             "return_id": "RMA-44120", "status": "AUTHORIZED", "label_url":
             "https://returns.acme.com/labels/RMA-44120.pdf"}}])),
        ("schedule_pickup", {"return_id": "RMA-44120", "date": "2025-03-14"},
         tool_result("tooluse_Qa7w3Ez5Rx1tY9uI2oP4sD", [{"text": "Pickup booked for "
                     "2025-03-14 between 09:00 and 13:00, confirmation PU-88213."}])),
    ]  # fmt: skip
    return [
        (
            "bedrock",
            "bedrock-ok-1",
            "Order 55812 arrived with a damaged lamp. Check the order "
            "and which shipment had the lamp, open a return for it, and book a pickup for Friday "
            "2025-03-14.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# anthropic (tool_result blocks)
# --------------------------------------------------------------------------------------------


def anthropic() -> list[Session]:
    def res(uid: str, text: str, is_error: bool = False) -> str:
        block: dict[str, Any] = {
            "type": "tool_result",
            "tool_use_id": uid,
            "content": [{"type": "text", "text": text}],
        }
        if is_error:
            block["is_error"] = True
        return js(block)

    part = {"part_number": "BRK-22310", "description": "Front brake pad set, ceramic",
            "fits": ["Model S2 2021-2024", "Model S2X 2023-2024"], "list_price": 84.0,
            "stock": {"DAL": 14, "PHX": 0, "DEN": 3}}  # fmt: skip
    ok = [
        ("lookup_part", {"part_number": "brk-2231"},
         res("toolu_01HJ3wX9aQm2Kc7tLp4Vn8Rz", "Invalid part number 'brk-2231': expected "
             "three upper-case letters, a hyphen and five digits (e.g. BRK-22310).", True)),
        ("lookup_part", {"part_number": "BRK-22310"},
         res("toolu_01Mq8sT2vBn5Xy3Wd7Lk9Pj4", json.dumps(part, indent=2))),
        ("check_compatibility", {"part_number": "BRK-22310", "vin": "5YJ3E1EA7KF328931"},
         res("toolu_01Rt6yU4iOp2As9Df3Gh7Jk1", "Not compatible: VIN 5YJ3E1EA7KF328931 decodes "
             "to Model S2 2019 (rear-drive); BRK-22310 fits 2021 and later. Use BRK-21980.")),
        ("lookup_part", {"part_number": "BRK-21980"},
         res("toolu_01Zx5cV7bN9mQ2wE4rT6yU8i", json.dumps(
             {**part, "part_number": "BRK-21980", "fits": ["Model S2 2017-2020"],
              "list_price": 79.0, "stock": {"DAL": 0, "PHX": 6, "DEN": 0}}, indent=2))),
    ]  # fmt: skip
    return [
        (
            "anthropic",
            "anthropic-ok-1",
            "A customer with VIN 5YJ3E1EA7KF328931 wants the front "
            "ceramic brake pads, part 'brk-2231' from the catalogue. Find the right part for the "
            "car and where it is in stock.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# cohere (v2 tool messages with documents)
# --------------------------------------------------------------------------------------------


def cohere() -> list[Session]:
    def docs(*items: tuple[str, str, str]) -> str:
        return js([{"type": "document", "document": {"id": i, "data": js({"title": t,
                                                                          "text": x})}}
                   for i, t, x in items])  # fmt: skip

    ok = [
        ("search_policies", {"query": "parental leave Canada"}, docs(
            ("pol-ca-12", "Canada - Parental and maternity leave",
             "Employees in Canada receive a top-up to 93% of salary for 15 weeks of maternity "
             "leave and 12 weeks of parental leave, on top of EI benefits. Eligibility: 6 "
             "months' service."),
            ("pol-ca-13", "Canada - Returning from leave",
             "A phased return of up to 4 weeks at 60% hours on full pay is available."))),
        ("search_policies", {"query": "parental leave United Kingdom"}, docs(
            ("pol-uk-07", "UK - Family leave",
             "Enhanced maternity pay: 26 weeks at full pay, then statutory pay. Paternity: 6 "
             "weeks at full pay within the first year. Shared parental leave is matched to "
             "the enhanced rates."),)),
        ("search_policies", {"query": "UK parental leave eligibility service length"}, docs(
            ("pol-uk-08", "UK - Eligibility for enhanced family pay",
             "Enhanced pay requires 26 weeks' continuous service by the 15th week before the "
             "expected week of childbirth or placement."),)),
    ]  # fmt: skip
    fail = [
        ("search_policies", {"query": "expense policy client dinners limit"}, docs(
            ("blog-311", "Dinner with a view: our Lisbon offsite",
             "The team wrapped up the week with dinner overlooking the Tagus. Here are our "
             "favourite moments and what we learned about remote rituals."),
            ("blog-287", "Client stories: how Harbor Logistics cut costs",
             "Harbor Logistics reduced fuel costs by 12% using route analytics."))),
        ("search_policies", {"query": "meal allowance per person entertainment"}, docs(
            ("blog-298", "Entertainment picks from the team",
             "Books, podcasts and films our people loved this winter."),
            ("blog-305", "Why we sponsor the Person of the Year award",
             "Recognising community builders in our industry."))),
        ("search_policies", {"query": "hospitality expenses approval threshold"}, docs(
            ("blog-276", "Hospitality tech trends 2025",
             "From contactless check-in to AI concierges: what hotels are adopting."),)),
        ("search_policies", {"query": "travel and expense policy"}, docs(
            ("blog-319", "Travel lighter: our packing list for conference season",
             "A carry-on, two chargers and the one hoodie everyone owns."),
            ("blog-290", "Policy update: our new open-source license",
             "We are moving our SDKs to Apache 2.0."))),
        ("search_policies", {"query": "receipts required for reimbursement"}, docs(
            ("blog-301", "Product update: receipts in the mobile app",
             "Customers can now scan receipts straight into their expense reports."),)),
    ]  # fmt: skip
    return [
        (
            "cohere",
            "cohere-ok-1",
            "Using the HR policy search, compare our parental leave in "
            "Canada and the UK, including eligibility.",
            True,
            ok,
        ),
        (
            "cohere",
            "cohere-fail-1",
            "What is our limit per person for client dinners, and who "
            "must approve hospitality expenses above it?",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------
# mistral (function results as JSON text)
# --------------------------------------------------------------------------------------------


def mistral() -> list[Session]:
    loans = {
        "L-4410": {"loan_id": "L-4410", "title": "The Left Hand of Darkness", "due": "2025-03-14",
                   "renewals_left": 1, "holds": 0},
        "L-4418": {"loan_id": "L-4418", "title": "Braiding Sweetgrass", "due": "2025-03-10",
                   "renewals_left": 0, "holds": 3, "overdue_days": 2, "fine_eur": 0.6},
    }  # fmt: skip
    ok = [
        ("get_loan_status", {"loan_id": "L-4410"}, js(loans["L-4410"])),
        ("get_loan_status", {"loan_id": "L-4418"}, js(loans["L-4418"])),
        ("get_loan_status", {"loan_id": "L-4481"}, js({"error": "loan id not found."})),
        ("renew_loan", {"loan_id": "L-4410"}, js({"loan_id": "L-4410", "renewed": True,
                                                  "new_due": "2025-04-04"})),
    ]  # fmt: skip
    return [
        (
            "mistral",
            "mistral-ok-1",
            "Check my library loans L-4410, L-4418 and L-4481 (I'm not "
            "sure the last number is right), renew whatever can be renewed, and tell me about any "
            "fines.",
            True,
            ok,
        ),
    ]


# --------------------------------------------------------------------------------------------
# mcp-sdk (CallToolResult with structuredContent)
# --------------------------------------------------------------------------------------------


def call_tool_result(value: Any) -> str:
    structured = value if isinstance(value, dict) else {"result": value}
    text = json.dumps(value, indent=2)
    return j(
        {
            "content": [{"type": "text", "text": text}],
            "structuredContent": structured,
            "isError": False,
        }
    )


def mcp_sdk() -> list[Session]:
    rels = [
        {"version": "4.19.0", "date": "2025-03-13", "status": "frozen", "owner": "nbenali"},
        {"version": "4.18.2", "date": "2025-03-04", "status": "released", "owner": "oreyes"},
        {"version": "4.18.1", "date": "2025-02-24", "status": "released", "owner": "oreyes"},
    ]
    rel = {"version": "4.18.2", "date": "2025-03-04", "status": "released",
           "commits": 41, "rollbacks": 0, "incidents": ["INC-5498"],
           "artifacts": {"ios": "8790", "android": "40219", "web": "2025.03.04-1"}}  # fmt: skip
    changes = [
        {
            "id": "PR-2291",
            "title": "Refunds: allow partial refund after capture",
            "area": "payments",
        },
        {"id": "PR-2302", "title": "Fix image cache decode crash on iOS 18.2", "area": "ios"},
        {"id": "PR-2310", "title": "Promo code field trims whitespace", "area": "cart"},
    ]
    ok = [
        ("list_releases", {"limit": 3}, call_tool_result(rels)),
        ("get_release", {"version": "4.18.2"}, call_tool_result(rel)),
        ("get_changelog", {"version": "4.18.2", "area": None}, call_tool_result(changes)),
        ("get_incident", {"id": "INC-5498"}, call_tool_result(
            {"id": "INC-5498", "title": "Checkout 5xx spike after 4.18.2 web deploy",
             "severity": "SEV2", "started": "2025-03-04T15:02:00Z", "resolved":
             "2025-03-04T15:41:00Z", "cause": "Feature flag apple_pay default flipped"})),
    ]  # fmt: skip
    fail = [
        (
            "search_incidents",
            {"query": "checkout latency", "since": "2025-02-01"},
            call_tool_result([]),
        ),
        ("search_incidents", {"query": "checkout", "since": "2025-02-01"}, call_tool_result([])),
        ("search_incidents", {"query": "latency p99 checkout-web"}, call_tool_result([])),
        ("search_incidents", {"query": "slow checkout", "severity": "SEV2"}, call_tool_result([])),
        ("search_incidents", {"query": "INC-5498"}, call_tool_result([])),
    ]
    return [
        (
            "mcp-sdk",
            "mcp-ok-1",
            "Summarise release 4.18.2 from the release registry: what "
            "shipped, in which builds, and what went wrong with it.",
            True,
            ok,
        ),
        (
            "mcp-sdk",
            "mcp-fail-1",
            "Find the incidents about checkout latency since February and their causes.",
            False,
            fail,
        ),
    ]


# --------------------------------------------------------------------------------------------

FAMILIES = (
    ldap, network, ansible, jenkins, sonarqube, artifactory, vault, consul_etcd, kafka,
    rabbitmq, snmp, cassandra, clickhouse, influxdb, dynamodb, firestore, mssql, oracle,
    netsuite, payments, crm, freshdesk, team_chat, docusign, uipath, object_storage, rclone,
    sftp, haystack, langchain, autogen, bedrock, anthropic, cohere, mistral, mcp_sdk,
)  # fmt: skip


def rows() -> list[dict[str, Any]]:
    out = []
    for family in FAMILIES:
        for fam, run_id, task, success, calls in family():
            assert 2 <= len(calls) <= 20, run_id
            for tool, args, result in calls:
                out.append({"source": SRC + fam, "run_id": run_id, "task": task, "tool": tool,
                            "args": args, "result": result,
                            "outcome": {"success": success}})  # fmt: skip
    return out


def main(out: Path = OUT) -> None:
    text = "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows())
    out.write_bytes(text.encode("utf-8"))


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
