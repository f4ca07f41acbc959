# ruff: noqa: E501
"""Held-out fixture tool_heldout47: five domain groups the project was never tuned on.

Written blind (without reading the detectors) as real tools and agents produce them.
Formats are written from knowledge of each API's documentation and client output; those
marked "checked" were confirmed with a search of docs/source while writing.

Formats, family by family, and how sure we are of them:

Legal practice / document management
- clio: Clio Manage API v4 (``/api/v4/matters.json``, ``contacts.json``, ``activities.json``)
  returns ``{"data": [...], "meta": {"paging": {"next": url}, "records": n}}``; errors are
  ``{"error": {"type": "...", "message": "..."}}``. Sure of the envelope, fields from the docs.
- mycase: MyCase API (``/cases``, ``/events``) returns bare JSON arrays; fairly sure; the
  maintenance page is a generic HTML page as served by their CDN (representative).
- filevine: Filevine API v2 (``/core/projects``, ``/notes``) items/hasMore envelope; fairly
  sure; 429 body from their gateway is representative.
- netdocuments: NetDocuments REST v1/v2 (``/v1/Search``, ``/v1/Document/{id}/info``) with
  ``standardList`` results; moderately sure of field names.
- practicepanther: PracticePanther API v2 OData-style JSON arrays; moderately sure.
- actionstep: Actionstep JSON:API style (``actions``, ``links``, ``meta.paging``); fairly sure.

Print fulfilment / print management
- papercut: ``server-command`` prints plain values, one per line (sure: it is a thin XML-RPC
  wrapper); the web services API returns the same through XML-RPC, shown as the CLI prints.
- printnode: PrintNode REST (``/printers``, ``/printjobs``) bare JSON arrays; sure.
- printful: Printful API ``{"code": 200, "result": ..., "paging": {...}}``; sure.
- lulu: Lulu Print API ``/print-jobs/`` with ``count/next/previous/results``; fairly sure.
- gelato: Gelato order API v4 JSON; fairly sure. prodigi: Prodigi v4 ``{"outcome": ...}``; sure.

Transactional email
- postmark: Postmark API (``/messages/outbound`` with offset/count, ``/email``, ``/bounces``);
  sure; the messages endpoint and its parameters checked against the Postmark blog.
- mailgun: Mailgun v3 events ``{"items": [...], "paging": {...}}`` and send ack
  ``{"id": "<...>", "message": "Queued. Thank you."}``; sure.
- brevo: Brevo v3 (``/smtp/statistics/events``, ``/smtp/email``); fairly sure.
- sparkpost: SparkPost ``{"results": ...}`` / ``{"errors": [...]}``; sure.
- sesv2: ``aws sesv2`` CLI JSON output and CLI error lines; sure.
- mailjet: Mailjet v3 REST ``{"Count": n, "Data": [...], "Total": n}``; sure.

Coordination stores and caches
- zookeeper: ``zkCli.sh`` output (ls prints ``[a, b]``, stat fields, connection loss
  messages); sure. couchbase: ``cbq`` JSON result envelope with requestID/metrics; sure.
- couchdb: CouchDB HTTP API (``_all_docs``, ``_find``, ``_active_tasks``); sure.
- memcached: libmemcached ``memcstat`` / ``memcdump`` text; fairly sure.
- scylla: ``nodetool status`` / ``cqlsh`` tabular output; sure.
- victoriametrics: Prometheus-compatible ``/api/v1/query`` JSON; sure.

Threat intelligence
- shodan: Shodan CLI / REST host and search JSON; sure of fields, trimmed.
- censys: Censys Search v2 ``{"code":200,"status":"OK","result":{...}}``; sure.
- virustotal: VT v3 ``{"data": {"attributes": {...}}}`` / ``{"error": {"code": ...}}``; sure.
- misp: MISP ``/attributes/restSearch`` ``{"response": {"Attribute": [...]}}``; sure.
- opencti: OpenCTI GraphQL ``{"data": {...}}`` edges/node shape; fairly sure.
- thehive: TheHive 5 ``/api/v1/query`` JSON arrays and case create ack; fairly sure.

Identifiers are derived from hashes of fixed strings; nothing depends on clock or chance.
"""

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int = 100000, span: int = 900000) -> int:
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % span


def j(o) -> str:
    return json.dumps(o, indent=None, separators=(", ", ": "))


def sess(family: str, kind: str, n: int, task: str, calls: list) -> None:
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout47/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result if isinstance(result, str) else j(result),
                "outcome": {"success": kind == "ok"},
            }
        )


# ---------------------------------------------------------------- legal
def legal() -> None:
    # clio ok 1: page through open matters for a client, then log time
    def matter(i, name):
        mid = num("clio-m" + str(i))
        return {
            "id": mid,
            "display_number": f"00{i:03d}-Harlow",
            "description": name,
            "status": "Open",
            "open_date": f"2026-0{1 + i % 8}-1{i % 9}",
            "responsible_attorney": {"id": 345001, "name": "Dana Okafor"},
        }

    names1 = [
        "Lease dispute - Pier 4",
        "Trademark opposition HARLOWE",
        "Employment claim Reyes",
        "Supplier contract review",
        "Warehouse zoning variance",
    ]
    names2 = ["Insurance subrogation - flood", "Data processing addendum EU"]
    sess(
        "clio",
        "ok",
        1,
        "List all open matters for client Harlow Logistics and log 0.5h on the zoning one for today's call",
        [
            (
                "clio_list_matters",
                {"client_id": 88210, "status": "open", "limit": 5},
                {
                    "data": [matter(i, n) for i, n in enumerate(names1)],
                    "meta": {
                        "paging": {
                            "next": "https://app.clio.com/api/v4/matters.json?client_id=88210&status=open&limit=5&page_token="
                            + hid("clio-p2", 16)
                        },
                        "records": 7,
                    },
                },
            ),
            (
                "clio_list_matters",
                {
                    "client_id": 88210,
                    "status": "open",
                    "limit": 5,
                    "page_token": hid("clio-p2", 16),
                },
                {
                    "data": [matter(5 + i, n) for i, n in enumerate(names2)],
                    "meta": {"paging": {}, "records": 7},
                },
            ),
            (
                "clio_create_activity",
                {
                    "type": "TimeEntry",
                    "matter_id": num("clio-m4"),
                    "quantity": 1800,
                    "date": "2026-12-07",
                    "note": "Call with client re variance hearing",
                },
                {"data": {"id": num("clio-act1"), "etag": '"' + hid("etag1", 32) + '"'}},
            ),
            (
                "clio_get_activity",
                {"id": num("clio-act1"), "fields": "id,quantity,total,matter{display_number}"},
                {
                    "data": {
                        "id": num("clio-act1"),
                        "quantity": 1800.0,
                        "total": 212.5,
                        "matter": {"id": num("clio-m4"), "display_number": "00004-Harlow"},
                    }
                },
            ),
        ],
    )
    # clio ok 2: conflict check, legitimately no hits
    sess(
        "clio",
        "ok",
        2,
        "Run a conflict check: do we have any contact or matter involving 'Brightwater Maritime' or its CEO Pavel Lindqvist?",
        [
            (
                "clio_search_contacts",
                {"query": "Brightwater Maritime"},
                {"data": [], "meta": {"paging": {}, "records": 0}},
            ),
            (
                "clio_search_contacts",
                {"query": "Lindqvist"},
                {
                    "data": [
                        {
                            "id": 5521870,
                            "name": "Ingrid Lindqvist",
                            "type": "Person",
                            "primary_email_address": "ingrid.l@nordbake.se",
                        }
                    ],
                    "meta": {"paging": {}, "records": 1},
                },
            ),
            (
                "clio_get_contact",
                {"id": 5521870, "fields": "id,name,company{name},relationships"},
                {
                    "data": {
                        "id": 5521870,
                        "name": "Ingrid Lindqvist",
                        "company": {"id": 5521869, "name": "Nordbake AB"},
                        "relationships": [],
                    }
                },
            ),
            (
                "clio_search_matters",
                {"query": "Brightwater"},
                {"data": [], "meta": {"paging": {}, "records": 0}},
            ),
            (
                "clio_search_matters",
                {"query": "maritime"},
                {
                    "data": [
                        {
                            "id": 1198230,
                            "display_number": "00731-Kestrel",
                            "description": "Kestrel Shipping v. Port Authority - demurrage",
                            "status": "Closed",
                        }
                    ],
                    "meta": {"paging": {}, "records": 1},
                },
            ),
        ],
    )
    # clio fail 1: expired OAuth token
    err = {
        "error": {
            "type": "UnauthorizedError",
            "message": "The access token provided is expired, revoked, malformed or invalid for other reasons.",
        }
    }
    calls = [
        ("clio_list_matters", {"status": "open", "responsible_attorney_id": 345002}, err),
        ("clio_list_matters", {"status": "open"}, err),
        ("clio_search_contacts", {"query": "Okonkwo"}, err),
        ("clio_list_calendar_entries", {"from": "2026-12-07", "to": "2026-12-14"}, err),
        ("clio_list_matters", {"status": "pending"}, err),
        ("clio_list_tasks", {"assignee_id": 345002, "status": "pending"}, err),
        ("clio_list_matters", {"limit": 10}, err),
    ]
    sess(
        "clio",
        "fail",
        1,
        "What deadlines does attorney Marcus Webb have on his open matters this week?",
        calls,
    )

    # mycase ok 1: calendar + create event
    sess(
        "mycase",
        "ok",
        1,
        "Find the Alvarez custody case and schedule a prep meeting next Tuesday at 10am",
        [
            (
                "mycase_list_cases",
                {"filter[name]": "Alvarez"},
                [
                    {
                        "id": 40118822,
                        "name": "In re Marriage of Alvarez",
                        "case_number": "FL-2026-01187",
                        "status": "open",
                        "practice_area": "Family Law",
                        "opened_date": "2026-03-02",
                    }
                ],
            ),
            (
                "mycase_list_events",
                {"case_id": 40118822, "start_date": "2026-12-14", "end_date": "2026-12-18"},
                [
                    {
                        "id": 9912001,
                        "name": "Mediation session",
                        "start": "2026-12-16T14:00:00-05:00",
                        "end": "2026-12-16T16:00:00-05:00",
                        "location": "JAMS Midtown",
                    }
                ],
            ),
            (
                "mycase_create_event",
                {
                    "case_id": 40118822,
                    "name": "Client prep for mediation",
                    "start": "2026-12-15T10:00:00-05:00",
                    "end": "2026-12-15T11:00:00-05:00",
                },
                {
                    "id": 9912044,
                    "name": "Client prep for mediation",
                    "start": "2026-12-15T10:00:00-05:00",
                    "end": "2026-12-15T11:00:00-05:00",
                    "case": {"id": 40118822},
                    "created_at": "2026-12-07T18:02:11Z",
                },
            ),
            (
                "mycase_list_case_contacts",
                {"case_id": 40118822},
                [
                    {
                        "id": 771230,
                        "first_name": "Lucia",
                        "last_name": "Alvarez",
                        "role": "Client",
                        "email": "lucia.alvarez@protonmail.com",
                    },
                    {"id": 771231, "first_name": "Ben", "last_name": "Harte", "role": "Paralegal"},
                ],
            ),
            (
                "mycase_send_event_invite",
                {"event_id": 9912044, "contact_ids": [771230, 771231]},
                "",
            ),
        ],
    )
    # mycase fail 1: maintenance page
    maint = (
        "<!DOCTYPE html><html><head><title>MyCase - Scheduled Maintenance</title></head><body>"
        '<div class="container"><h1>We\'ll be back soon</h1><p>MyCase is currently undergoing scheduled maintenance. '
        "We apologize for the inconvenience and appreciate your patience.</p></div></body></html>"
    )
    sess(
        "mycase",
        "fail",
        1,
        "Pull the unpaid invoices for the Whitford estate case and email the client a summary",
        [
            ("mycase_list_cases", {"filter[name]": "Whitford"}, maint),
            ("mycase_list_cases", {"filter[name]": "Estate of Whitford"}, maint),
            ("mycase_list_invoices", {"status": "unpaid"}, maint),
            ("mycase_list_cases", {}, maint),
            ("mycase_list_invoices", {"status": "overdue"}, maint),
            ("mycase_list_contacts", {"filter[last_name]": "Whitford"}, maint),
        ],
    )

    # filevine ok 1
    sess(
        "filevine",
        "ok",
        1,
        "On the Dempsey personal injury project, what medical records have we requested and which are still outstanding?",
        [
            (
                "filevine_search_projects",
                {"name": "Dempsey"},
                {
                    "count": 1,
                    "offset": 0,
                    "limit": 50,
                    "hasMore": False,
                    "items": [
                        {
                            "projectId": {"native": 10442871},
                            "projectName": "Dempsey, Carl v. Ridgeline Freight",
                            "phaseName": "Treatment",
                            "clientName": "Carl Dempsey",
                        }
                    ],
                },
            ),
            (
                "filevine_get_collection",
                {"projectId": 10442871, "section": "medicalRecords", "limit": 3},
                {
                    "count": 5,
                    "offset": 0,
                    "limit": 3,
                    "hasMore": True,
                    "items": [
                        {
                            "itemId": {"native": 1},
                            "dataObject": {
                                "provider": "St. Jude Medical Center",
                                "requested": "2026-09-14",
                                "received": "2026-10-02",
                            },
                        },
                        {
                            "itemId": {"native": 2},
                            "dataObject": {
                                "provider": "Summit Orthopedics",
                                "requested": "2026-09-14",
                                "received": None,
                            },
                        },
                        {
                            "itemId": {"native": 3},
                            "dataObject": {
                                "provider": "ProMotion Physical Therapy",
                                "requested": "2026-10-20",
                                "received": "2026-11-18",
                            },
                        },
                    ],
                },
            ),
            (
                "filevine_get_collection",
                {"projectId": 10442871, "section": "medicalRecords", "limit": 3, "offset": 3},
                {
                    "count": 5,
                    "offset": 3,
                    "limit": 3,
                    "hasMore": False,
                    "items": [
                        {
                            "itemId": {"native": 4},
                            "dataObject": {
                                "provider": "Valley Imaging (MRI)",
                                "requested": "2026-10-20",
                                "received": None,
                            },
                        },
                        {
                            "itemId": {"native": 5},
                            "dataObject": {
                                "provider": "Dr. Amrit Sandhu, DC",
                                "requested": "2026-11-03",
                                "received": "2026-11-30",
                            },
                        },
                    ],
                },
            ),
            (
                "filevine_create_note",
                {
                    "projectId": 10442871,
                    "body": "Follow up: Summit Ortho and Valley Imaging records outstanding",
                    "assigneeId": 88120,
                },
                {"noteId": {"native": 551902371}, "createdAt": "2026-12-07T18:10:44.123Z"},
            ),
        ],
    )
    # filevine fail 1: rate limited
    rl = '{"message":"Rate limit exceeded. Try again later.","statusCode":429}'
    sess(
        "filevine",
        "fail",
        1,
        "Which of our open projects in the Litigation phase have a trial date in January?",
        [
            ("filevine_search_projects", {"phaseName": "Litigation"}, rl),
            ("filevine_search_projects", {"phaseName": "Litigation", "limit": 25}, rl),
            ("filevine_search_projects", {"phaseName": "Trial Prep"}, rl),
            ("filevine_get_deadlines", {"dueAfter": "2027-01-01", "dueBefore": "2027-01-31"}, rl),
            ("filevine_search_projects", {"name": "v."}, rl),
            ("filevine_get_deadlines", {"dueAfter": "2027-01-01"}, rl),
            ("filevine_search_projects", {}, rl),
        ],
    )

    # netdocuments ok 1
    def nd(name, ext, mod, ver):
        return {
            "envId": ":Q12:"
            + hid(name, 4)
            + ":"
            + hid(name + "x", 4)
            + ":"
            + hid(name + "y", 4)
            + ":~"
            + hid(name + "z", 10)
            + ".nev",
            "id": "4"
            + str(num(name, 1000, 8999))
            + "-"
            + str(num(name + "b", 1000, 8999))
            + "-"
            + str(num(name + "c", 1000, 8999)),
            "name": name,
            "extension": ext,
            "modified": mod,
            "latestVersionNumber": ver,
        }

    sess(
        "netdocuments",
        "ok",
        1,
        "Find the latest draft of the Orion asset purchase agreement and its disclosure schedules",
        [
            (
                "netdocuments_search",
                {"cabinet": "NG-4SBE2HQ1", "q": "=3(Orion) AND =11(agreement)"},
                {
                    "standardList": [
                        nd(
                            "Orion - Asset Purchase Agreement (draft)",
                            "docx",
                            "2026-12-03T21:14:08Z",
                            7,
                        ),
                        nd("Orion APA - seller comments", "pdf", "2026-11-26T16:40:51Z", 1),
                    ],
                    "overflow": False,
                },
            ),
            (
                "netdocuments_get_versions",
                {"id": nd("Orion - Asset Purchase Agreement (draft)", "docx", "", 7)["id"]},
                [
                    {
                        "number": 7,
                        "name": "v7 - buyer markup",
                        "modified": "2026-12-03T21:14:08Z",
                        "modifiedBy": "KRAMSEY",
                    },
                    {
                        "number": 6,
                        "name": "v6 - clean after call",
                        "modified": "2026-12-01T13:02:44Z",
                        "modifiedBy": "DOKAFOR",
                    },
                ],
            ),
            (
                "netdocuments_search",
                {"cabinet": "NG-4SBE2HQ1", "q": "=3(Orion) AND schedules"},
                {
                    "standardList": [
                        nd("Orion - Disclosure Schedules", "docx", "2026-12-02T10:11:37Z", 3)
                    ],
                    "overflow": False,
                },
            ),
            (
                "netdocuments_search",
                {"cabinet": "NG-4SBE2HQ1", "q": "=3(Orion) AND =11(schedule) AND exhibit"},
                {"standardList": [], "overflow": False},
            ),
        ],
    )
    # netdocuments fail 1: wrong repository -> empty for every query
    empty = {"standardList": [], "overflow": False}
    sess(
        "netdocuments",
        "fail",
        1,
        "Locate the signed engagement letter for Pellham Capital",
        [
            (
                "netdocuments_search",
                {"cabinet": "NG-7HT2KQ9", "q": "Pellham engagement letter"},
                empty,
            ),
            ("netdocuments_search", {"cabinet": "NG-7HT2KQ9", "q": "Pellham"}, empty),
            ("netdocuments_search", {"cabinet": "NG-7HT2KQ9", "q": "=11(engagement)"}, empty),
            (
                "netdocuments_search",
                {"cabinet": "NG-7HT2KQ9", "q": "engagement letter signed 2026"},
                empty,
            ),
            ("netdocuments_search", {"cabinet": "NG-7HT2KQ9", "q": "=3(PELL*)"}, empty),
            ("netdocuments_search", {"cabinet": "NG-7HT2KQ9", "q": "capital"}, empty),
            ("netdocuments_search", {"cabinet": "NG-7HT2KQ9", "q": "*"}, empty),
        ],
    )

    # practicepanther ok 1
    sess(
        "practicepanther",
        "ok",
        1,
        "How much has Greyhaven Dental been billed this year, and has the November invoice been paid?",
        [
            (
                "practicepanther_get_accounts",
                {"search_text": "Greyhaven"},
                [
                    {
                        "id": "a3c1" + hid("pp-acc", 28),
                        "display_name": "Greyhaven Dental PLLC",
                        "company_name": "Greyhaven Dental PLLC",
                        "number": 1042,
                    }
                ],
            ),
            (
                "practicepanther_get_invoices",
                {"account_id": "a3c1" + hid("pp-acc", 28), "date_from": "2026-01-01"},
                [
                    {
                        "id": hid("inv" + str(m), 32),
                        "invoice_number": f"INV-{1400 + m}",
                        "issue_date": f"2026-{m:02d}-30",
                        "total": t,
                        "total_paid": p,
                        "total_outstanding": round(t - p, 2),
                        "status": s,
                    }
                    for m, t, p, s in [
                        (3, 1850.0, 1850.0, "Paid"),
                        (6, 4120.5, 4120.5, "Paid"),
                        (9, 975.0, 975.0, "Paid"),
                        (11, 2260.0, 0.0, "Sent"),
                    ]
                ],
            ),
            (
                "practicepanther_get_payments",
                {"account_id": "a3c1" + hid("pp-acc", 28), "date_from": "2026-12-01"},
                [],
            ),
        ],
    )

    # actionstep ok 1
    sess(
        "actionstep",
        "ok",
        1,
        "Move the Kaur conveyancing matter to the Settlement step and add a file note",
        [
            (
                "actionstep_get_actions",
                {"filter": "name_ilike=*Kaur*"},
                {
                    "links": {},
                    "actions": [
                        {
                            "id": 18842,
                            "name": "Kaur - Purchase 14 Elm Rd",
                            "status": "Active",
                            "links": {"actionType": "12", "step": "4"},
                        }
                    ],
                    "meta": {
                        "paging": {
                            "actions": {"recordCount": 1, "pageCount": 1, "page": 1, "pageSize": 50}
                        }
                    },
                },
            ),
            (
                "actionstep_get_steps",
                {"actionType": 12},
                {
                    "steps": [
                        {"id": "12--4", "stepName": "Pre-Exchange"},
                        {"id": "12--5", "stepName": "Exchanged"},
                        {"id": "12--6", "stepName": "Settlement"},
                        {"id": "12--7", "stepName": "Post-Settlement"},
                    ]
                },
            ),
            (
                "actionstep_change_step",
                {"action_id": 18842, "step": "12--6"},
                {"actions": {"id": 18842, "links": {"step": "6"}}},
            ),
            (
                "actionstep_create_filenote",
                {
                    "action_id": 18842,
                    "text": "Moved to Settlement; PEXA workspace booked for 19 Dec",
                },
                {
                    "filenotes": {
                        "id": 309981,
                        "enteredTimestamp": "2026-12-08T05:12:40+11:00",
                        "text": "Moved to Settlement; PEXA workspace booked for 19 Dec",
                        "links": {"action": "18842"},
                    }
                },
            ),
        ],
    )
    # practicepanther fail: stale cache returns same list regardless
    same = [
        {"id": hid("pp-stale" + str(i), 32), "display_name": n, "number": 1000 + i}
        for i, n in enumerate(["Abbott & Sons LLC", "Acme Roofing", "Adler, Miriam"])
    ]
    sess(
        "practicepanther",
        "fail",
        1,
        "Find the trust balance for client Ruiz Family Trust",
        [
            ("practicepanther_get_accounts", {"search_text": "Ruiz"}, same),
            ("practicepanther_get_accounts", {"search_text": "Ruiz Family Trust"}, same),
            ("practicepanther_get_accounts", {"search_text": "Family Trust"}, same),
            ("practicepanther_get_accounts", {"search_text": "Ruiz", "page": 2}, same),
            ("practicepanther_get_contacts", {"search_text": "Ruiz"}, same),
            ("practicepanther_get_accounts", {"search_text": "Trust"}, same),
        ],
    )


# ---------------------------------------------------------------- print
def printing() -> None:
    # papercut ok 1: check balances, adjust one, verify
    sess(
        "papercut",
        "ok",
        1,
        "Check the print quota of students jlee and mfarah and top up jlee by $5 for the thesis print",
        [
            ("shell", {"command": "server-command get-user-account-balance jlee"}, "1.35\n"),
            ("shell", {"command": "server-command get-user-account-balance mfarah"}, "12.80\n"),
            (
                "shell",
                {
                    "command": 'server-command adjust-user-account-balance jlee 5.00 "Thesis print top-up (ticket 44812)"'
                },
                "",
            ),
            ("shell", {"command": "server-command get-user-account-balance jlee"}, "6.35\n"),
            ("shell", {"command": "server-command get-user-property jlee restricted"}, "true\n"),
        ],
    )
    # papercut ok 2: printer status poll
    sess(
        "papercut",
        "ok",
        2,
        "Is the library printer lib-mfp-02 back online after the jam, and how many jobs are waiting?",
        [
            (
                "shell",
                {"command": "server-command list-printers | grep lib-"},
                "print-srv01\\lib-mfp-01\nprint-srv01\\lib-mfp-02\nprint-srv01\\lib-plotter\n",
            ),
            (
                "shell",
                {"command": "server-command get-printer-property print-srv01 lib-mfp-02 status"},
                "ERROR: PAPER_JAM\n",
            ),
            (
                "shell",
                {"command": "server-command get-printer-property print-srv01 lib-mfp-02 status"},
                "ERROR: PAPER_JAM\n",
            ),
            (
                "shell",
                {"command": "server-command get-printer-property print-srv01 lib-mfp-02 status"},
                "OK\n",
            ),
            (
                "shell",
                {
                    "command": "server-command get-printer-property print-srv01 lib-mfp-02 print-stats.job-count"
                },
                "18342\n",
            ),
            (
                "shell",
                {
                    "command": "pc-print-queue-count lib-mfp-02 2>/dev/null || server-command get-printer-property print-srv01 lib-mfp-02 held-job-count"
                },
                "0\n",
            ),
        ],
    )
    # papercut fail 1: app server down
    pcerr = "Error: Connection refused (Connection refused)\nUnable to connect to the application server at localhost:9191. Ensure the PaperCut Application Server is running.\n"
    sess(
        "papercut",
        "fail",
        1,
        "How many pages did the Finance department print last month?",
        [
            (
                "shell",
                {"command": "server-command get-group-property Finance print-stats.page-count"},
                pcerr,
            ),
            ("shell", {"command": "server-command list-user-accounts | head"}, pcerr),
            (
                "shell",
                {"command": "server-command get-user-property akhan print-stats.page-count"},
                pcerr,
            ),
            ("shell", {"command": "server-command list-groups"}, pcerr),
            (
                "shell",
                {
                    "command": 'server-command get-group-property "Finance Dept" print-stats.page-count'
                },
                pcerr,
            ),
            ("shell", {"command": "server-command get-config system.name"}, pcerr),
        ],
    )

    # printnode ok 1: send job and poll its state
    pj = 7712034
    sess(
        "printnode",
        "ok",
        1,
        "Print the packing slip PDF on the warehouse Zebra and confirm it printed",
        [
            (
                "printnode_list_printers",
                {},
                [
                    {
                        "id": 71022019,
                        "computer": {"id": 402117, "name": "WH-PACK-01", "state": "connected"},
                        "name": "Zebra_ZD421",
                        "description": "Zebra ZD421-203dpi ZPL",
                        "default": False,
                        "state": "online",
                    },
                    {
                        "id": 71022020,
                        "computer": {"id": 402117, "name": "WH-PACK-01", "state": "connected"},
                        "name": "HP_LaserJet_M404",
                        "description": "HP LaserJet Pro M404",
                        "default": True,
                        "state": "online",
                    },
                ],
            ),
            (
                "printnode_create_printjob",
                {
                    "printerId": 71022019,
                    "title": "Packing slip SO-88231",
                    "contentType": "pdf_uri",
                    "content": "https://files.example-shop.com/slips/SO-88231.pdf",
                },
                str(pj),
            ),
            (
                "printnode_get_printjob_states",
                {"id": pj},
                [
                    [
                        {
                            "printJobId": pj,
                            "state": "new",
                            "message": None,
                            "createTimestamp": "2026-12-07T18:20:01.104Z",
                        }
                    ]
                ],
            ),
            (
                "printnode_get_printjob_states",
                {"id": pj},
                [
                    [
                        {
                            "printJobId": pj,
                            "state": "new",
                            "message": None,
                            "createTimestamp": "2026-12-07T18:20:01.104Z",
                        },
                        {
                            "printJobId": pj,
                            "state": "sent_to_client",
                            "message": None,
                            "createTimestamp": "2026-12-07T18:20:02.310Z",
                        },
                    ]
                ],
            ),
            (
                "printnode_get_printjob_states",
                {"id": pj},
                [
                    [
                        {
                            "printJobId": pj,
                            "state": "new",
                            "message": None,
                            "createTimestamp": "2026-12-07T18:20:01.104Z",
                        },
                        {
                            "printJobId": pj,
                            "state": "sent_to_client",
                            "message": None,
                            "createTimestamp": "2026-12-07T18:20:02.310Z",
                        },
                        {
                            "printJobId": pj,
                            "state": "done",
                            "message": "Print job completed",
                            "createTimestamp": "2026-12-07T18:20:05.772Z",
                        },
                    ]
                ],
            ),
        ],
    )
    # printnode fail: wrong API key (child account) -> empty everywhere
    sess(
        "printnode",
        "fail",
        1,
        "Reprint yesterday's failed shipping labels on the dock printer",
        [
            ("printnode_list_printers", {}, []),
            ("printnode_list_computers", {}, []),
            ("printnode_list_printjobs", {"limit": 50, "dir": "desc"}, []),
            ("printnode_list_printers", {"computer": "DOCK-01"}, []),
            ("printnode_list_printjobs", {"limit": 100}, []),
            ("printnode_list_printers", {"name": "*Zebra*"}, []),
            (
                "printnode_whoami",
                {},
                {
                    "id": 551023,
                    "firstname": "Label",
                    "lastname": "Service",
                    "email": "labels+sandbox@example-shop.com",
                    "canCreateSubAccounts": False,
                    "creatorEmail": "ops@example-shop.com",
                    "credits": None,
                    "numComputers": 0,
                    "totalPrints": 0,
                    "state": "active",
                },
            ),
        ],
    )

    # printful ok 1: orders paging and shipment tracking
    def po(i, st):
        return {
            "id": 98100000 + i,
            "external_id": f"#{5120 + i}",
            "status": st,
            "shipping": "STANDARD",
            "created": 1764700000 + i * 8600,
            "recipient": {
                "name": ["Ava Chen", "Tom Baird", "Kemi Ade", "L. Moreau", "R. Iyer", "Sam Ortiz"][
                    i
                ],
                "country_code": ["US", "GB", "NG", "FR", "IN", "US"][i],
            },
            "costs": {"total": str(18.45 + i)},
        }

    sess(
        "printful",
        "ok",
        1,
        "Which Printful orders from this week are still not shipped, and what's the tracking for #5121?",
        [
            (
                "printful_list_orders",
                {"offset": 0, "limit": 3},
                {
                    "code": 200,
                    "result": [
                        po(i, s) for i, s in enumerate(["fulfilled", "fulfilled", "inprocess"])
                    ],
                    "extra": [],
                    "paging": {"total": 6, "offset": 0, "limit": 3},
                },
            ),
            (
                "printful_list_orders",
                {"offset": 3, "limit": 3},
                {
                    "code": 200,
                    "result": [
                        po(3 + i, s) for i, s in enumerate(["pending", "inprocess", "draft"])
                    ],
                    "extra": [],
                    "paging": {"total": 6, "offset": 3, "limit": 3},
                },
            ),
            (
                "printful_get_order",
                {"id": "@#5121"},
                {
                    "code": 200,
                    "result": {
                        "id": 98100001,
                        "external_id": "#5121",
                        "status": "fulfilled",
                        "shipments": [
                            {
                                "id": 4410293,
                                "carrier": "ROYAL MAIL",
                                "service": "Royal Mail Tracked 48",
                                "tracking_number": "RT" + str(num("rm")) + "GB",
                                "tracking_url": "https://www.royalmail.com/track-your-item#/tracking-results/RT"
                                + str(num("rm"))
                                + "GB",
                                "ship_date": "2026-12-04",
                                "shipped_at": 1764860400,
                            }
                        ],
                    },
                    "extra": [],
                },
            ),
        ],
    )
    # printful ok 2: confirm draft
    sess(
        "printful",
        "ok",
        2,
        "Confirm the draft order #5125 for fulfilment after checking its cost",
        [
            (
                "printful_estimate_costs",
                {"order_id": "@#5125"},
                {
                    "code": 200,
                    "result": {
                        "costs": {
                            "currency": "USD",
                            "subtotal": "21.95",
                            "discount": "0.00",
                            "shipping": "4.69",
                            "tax": "0.00",
                            "vat": "0.00",
                            "total": "26.64",
                        },
                        "retail_costs": {"currency": "USD", "subtotal": "34.00", "total": "39.99"},
                    },
                    "extra": [],
                },
            ),
            (
                "printful_confirm_order",
                {"id": "@#5125"},
                {
                    "code": 200,
                    "result": {"id": 98100005, "external_id": "#5125", "status": "pending"},
                    "extra": [],
                },
            ),
            (
                "printful_get_order",
                {"id": "@#5125"},
                {
                    "code": 200,
                    "result": {
                        "id": 98100005,
                        "external_id": "#5125",
                        "status": "pending",
                        "shipments": [],
                    },
                    "extra": [],
                },
            ),
        ],
    )

    # lulu ok 1
    sess(
        "lulu",
        "ok",
        1,
        "Submit the proof copy of 'Tidewater Recipes' to Lulu and tell me when it goes to production",
        [
            (
                "lulu_calculate_cost",
                {
                    "pod_package_id": "0850X1100FCSTDPB080CW444GXX",
                    "page_count": 212,
                    "quantity": 1,
                    "country_code": "US",
                    "shipping_level": "MAIL",
                },
                {
                    "total_cost_excl_tax": "9.86",
                    "total_tax": "0.79",
                    "total_cost_incl_tax": "10.65",
                    "currency": "USD",
                    "shipping_cost": {"total_cost_excl_tax": "4.99"},
                },
            ),
            (
                "lulu_create_print_job",
                {
                    "external_id": "TW-PROOF-1",
                    "line_items": [{"title": "Tidewater Recipes", "quantity": 1}],
                    "shipping_level": "MAIL",
                },
                {
                    "id": 2140981,
                    "external_id": "TW-PROOF-1",
                    "status": {"name": "CREATED", "messages": {}},
                    "date_created": "2026-12-07T18:21:09.441Z",
                },
            ),
            (
                "lulu_get_print_job_status",
                {"id": 2140981},
                {"name": "UNPAID", "messages": {}, "changed": "2026-12-07T18:21:10Z"},
            ),
            (
                "lulu_get_print_job_status",
                {"id": 2140981},
                {"name": "PAYMENT_IN_PROGRESS", "messages": {}, "changed": "2026-12-07T18:24:40Z"},
            ),
            (
                "lulu_get_print_job_status",
                {"id": 2140981},
                {
                    "name": "PRODUCTION_DELAYED",
                    "messages": {
                        "info": "Print job is delayed for one hour so it can be canceled."
                    },
                    "changed": "2026-12-07T18:25:02Z",
                },
            ),
            (
                "lulu_get_print_job_status",
                {"id": 2140981},
                {"name": "IN_PRODUCTION", "messages": {}, "changed": "2026-12-07T19:25:04Z"},
            ),
        ],
    )
    # lulu fail: sandbox 401 with token expiry
    lerr = '{"detail": "Authentication credentials were not provided."}'
    sess(
        "lulu",
        "fail",
        1,
        "How many of our Lulu print jobs shipped in November?",
        [
            (
                "lulu_list_print_jobs",
                {"created_after": "2026-11-01", "created_before": "2026-11-30"},
                lerr,
            ),
            ("lulu_list_print_jobs", {"status": "SHIPPED"}, lerr),
            ("lulu_list_print_jobs", {"page": 1, "page_size": 100}, lerr),
            (
                "lulu_get_print_job_statistics",
                {"time_step": "MONTH", "start_date": "2026-11-01"},
                lerr,
            ),
            ("lulu_list_print_jobs", {"status": "SHIPPED", "modified_after": "2026-11-01"}, lerr),
            ("lulu_list_print_jobs", {}, lerr),
        ],
    )

    # gelato ok 1
    sess(
        "gelato",
        "ok",
        1,
        "Is Gelato order for customer ref GX-2207 shipped? If it's still in draft, cancel it because the customer asked.",
        [
            (
                "gelato_search_orders",
                {"orderReferenceIds": ["GX-2207"]},
                {
                    "orders": [
                        {
                            "id": "c5f9" + hid("gel1", 28),
                            "orderReferenceId": "GX-2207",
                            "fulfillmentStatus": "draft",
                            "financialStatus": "draft",
                            "currency": "EUR",
                            "createdAt": "2026-12-06T09:12:33+00:00",
                        }
                    ]
                },
            ),
            ("gelato_cancel_order", {"orderId": "c5f9" + hid("gel1", 28)}, ""),
            (
                "gelato_get_order",
                {"orderId": "c5f9" + hid("gel1", 28)},
                {
                    "id": "c5f9" + hid("gel1", 28),
                    "orderReferenceId": "GX-2207",
                    "fulfillmentStatus": "canceled",
                    "financialStatus": "canceled",
                    "items": [
                        {
                            "itemReferenceId": "GX-2207-1",
                            "productUid": "cards_pf_a5_pt_350-gsm-coated-silk_cl_4-4_ver",
                            "quantity": 50,
                            "fulfillmentStatus": "canceled",
                        }
                    ],
                },
            ),
        ],
    )
    # gelato fail: timeout gateway page
    gto = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n"
    sess(
        "gelato",
        "fail",
        1,
        "Get a shipping quote for 200 A5 flyers to Lyon and Rotterdam",
        [
            (
                "gelato_quote",
                {
                    "productUid": "flyers_pf_a5_pt_170-gsm-coated-silk_cl_4-4_ver",
                    "quantity": 200,
                    "country": "FR",
                },
                gto,
            ),
            (
                "gelato_quote",
                {
                    "productUid": "flyers_pf_a5_pt_170-gsm-coated-silk_cl_4-4_ver",
                    "quantity": 200,
                    "country": "NL",
                },
                gto,
            ),
            (
                "gelato_quote",
                {
                    "productUid": "flyers_pf_a5_pt_170-gsm-coated-silk_cl_4-4_ver",
                    "quantity": 100,
                    "country": "FR",
                },
                gto,
            ),
            (
                "gelato_get_product",
                {"productUid": "flyers_pf_a5_pt_170-gsm-coated-silk_cl_4-4_ver"},
                gto,
            ),
            (
                "gelato_quote",
                {
                    "productUid": "flyers_pf_a5_pt_170-gsm-coated-silk_cl_4-4_ver",
                    "quantity": 200,
                    "country": "FR",
                    "postcode": "69002",
                },
                gto,
            ),
            ("gelato_list_shipment_methods", {"country": "NL"}, gto),
            (
                "gelato_quote",
                {
                    "productUid": "flyers_pf_a5_pt_130-gsm-coated-silk_cl_4-4_ver",
                    "quantity": 200,
                    "country": "NL",
                },
                gto,
            ),
        ],
    )

    # prodigi ok 1
    sess(
        "prodigi",
        "ok",
        1,
        "Place a Prodigi order for one 12x16 fine-art print of image aurora.tif to Oslo and check it's accepted",
        [
            (
                "prodigi_get_product",
                {"sku": "GLOBAL-FAP-12x16"},
                {
                    "outcome": "Ok",
                    "product": {
                        "sku": "GLOBAL-FAP-12x16",
                        "description": 'Fine art print, Hahnemühle Photo Rag, 12x16"',
                        "productDimensions": {"width": 12, "height": 16, "units": "in"},
                        "attributes": {},
                        "printAreas": {"default": {"required": True}},
                        "variants": [{"attributes": {}, "shipsTo": ["NO", "SE", "DK", "GB", "US"]}],
                    },
                },
            ),
            (
                "prodigi_create_order",
                {
                    "shippingMethod": "Standard",
                    "recipient": {
                        "name": "Eirik Dahl",
                        "address": {
                            "line1": "Thorvald Meyers gate 12",
                            "postalOrCounty": "Oslo",
                            "postalCode": "0555",
                            "countryCode": "NO",
                            "townOrCity": "Oslo",
                        },
                    },
                    "items": [
                        {
                            "sku": "GLOBAL-FAP-12x16",
                            "copies": 1,
                            "assets": [
                                {
                                    "printArea": "default",
                                    "url": "https://cdn.example-art.com/aurora.tif",
                                }
                            ],
                        }
                    ],
                },
                {
                    "outcome": "Created",
                    "order": {
                        "id": "ord_" + str(num("prodigi-ord")),
                        "created": "2026-12-07T18:22:40.12Z",
                        "status": {
                            "stage": "InProgress",
                            "issues": [],
                            "details": {
                                "downloadAssets": "NotStarted",
                                "printReadyAssetsPrepared": "NotStarted",
                                "allocateProductionLocation": "NotStarted",
                                "inProduction": "NotStarted",
                                "shipping": "NotStarted",
                            },
                        },
                    },
                },
            ),
            (
                "prodigi_get_order",
                {"id": "ord_" + str(num("prodigi-ord"))},
                {
                    "outcome": "Ok",
                    "order": {
                        "id": "ord_" + str(num("prodigi-ord")),
                        "status": {
                            "stage": "InProgress",
                            "issues": [],
                            "details": {
                                "downloadAssets": "Complete",
                                "printReadyAssetsPrepared": "Complete",
                                "allocateProductionLocation": "Complete",
                                "inProduction": "NotStarted",
                                "shipping": "NotStarted",
                            },
                        },
                    },
                },
            ),
        ],
    )


# ---------------------------------------------------------------- email
def email() -> None:
    # postmark ok 1: investigate delivery to a customer (bounce found)
    mid = (
        hid("pm-msg1", 8)
        + "-"
        + hid("pm-a", 4)
        + "-"
        + hid("pm-b", 4)
        + "-"
        + hid("pm-c", 4)
        + "-"
        + hid("pm-d", 12)
    )
    sess(
        "postmark",
        "ok",
        1,
        "Did the password reset email reach nora@fenwick-studio.co yesterday? If it bounced, why?",
        [
            (
                "postmark_search_outbound",
                {
                    "recipient": "nora@fenwick-studio.co",
                    "count": 10,
                    "offset": 0,
                    "fromdate": "2026-12-06",
                },
                {
                    "TotalCount": 1,
                    "Messages": [
                        {
                            "Tag": "password-reset",
                            "MessageID": mid,
                            "To": [{"Email": "nora@fenwick-studio.co", "Name": None}],
                            "Subject": "Reset your password",
                            "Status": "Sent",
                            "ReceivedAt": "2026-12-06T14:03:11.2201343-05:00",
                            "MessageStream": "outbound",
                        }
                    ],
                },
            ),
            (
                "postmark_get_message_details",
                {"messageid": mid},
                {
                    "MessageID": mid,
                    "Status": "Sent",
                    "MessageEvents": [
                        {
                            "Recipient": "nora@fenwick-studio.co",
                            "Type": "Bounced",
                            "ReceivedAt": "2026-12-06T14:03:14.1-05:00",
                            "Details": {
                                "Summary": "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
                                "BounceID": "4323372036",
                            },
                        }
                    ],
                },
            ),
            (
                "postmark_get_bounce",
                {"bounceid": 4323372036},
                {
                    "ID": 4323372036,
                    "Type": "HardBounce",
                    "TypeCode": 1,
                    "Name": "Hard bounce",
                    "Email": "nora@fenwick-studio.co",
                    "Inactive": True,
                    "CanActivate": True,
                    "Description": "The server was unable to deliver your message (ex: unknown user, mailbox not found).",
                    "Details": "smtp;550 5.1.1 <nora@fenwick-studio.co>: Recipient address rejected: User unknown in virtual mailbox table",
                },
            ),
            (
                "postmark_list_suppressions",
                {"stream": "outbound", "EmailAddress": "nora@fenwick-studio.co"},
                {
                    "Suppressions": [
                        {
                            "EmailAddress": "nora@fenwick-studio.co",
                            "SuppressionReason": "HardBounce",
                            "Origin": "Recipient",
                            "CreatedAt": "2026-12-06T14:03:14-05:00",
                        }
                    ]
                },
            ),
        ],
    )
    # postmark ok 2: send and verify
    sess(
        "postmark",
        "ok",
        2,
        "Send the December invoice email to billing@kettlebrook.org using the invoice template and confirm it was delivered",
        [
            (
                "postmark_send_with_template",
                {
                    "From": "accounts@lumenlabs.io",
                    "To": "billing@kettlebrook.org",
                    "TemplateAlias": "invoice",
                    "TemplateModel": {"invoice_id": "INV-2026-1207", "amount": "$1,480.00"},
                },
                {
                    "To": "billing@kettlebrook.org",
                    "SubmittedAt": "2026-12-07T13:25:02.6451233-05:00",
                    "MessageID": "0a129aee-e1cd-480d-b08d-4f48548ff48d",
                    "ErrorCode": 0,
                    "Message": "OK",
                },
            ),
            (
                "postmark_get_message_details",
                {"messageid": "0a129aee-e1cd-480d-b08d-4f48548ff48d"},
                {
                    "MessageID": "0a129aee-e1cd-480d-b08d-4f48548ff48d",
                    "Status": "Sent",
                    "MessageEvents": [],
                },
            ),
            (
                "postmark_get_message_details",
                {"messageid": "0a129aee-e1cd-480d-b08d-4f48548ff48d"},
                {
                    "MessageID": "0a129aee-e1cd-480d-b08d-4f48548ff48d",
                    "Status": "Sent",
                    "MessageEvents": [
                        {
                            "Recipient": "billing@kettlebrook.org",
                            "Type": "Delivered",
                            "ReceivedAt": "2026-12-07T13:25:05-05:00",
                            "Details": {
                                "DeliveryMessage": "smtp;250 2.0.0 OK 1765131905 d75a77b69052e-4f1b2c7a1e2si1203391cf.412 - gsmtp",
                                "DestinationServer": "aspmx.l.google.com (142.250.27.27)",
                                "DestinationIP": "3.134.147.250",
                            },
                        }
                    ],
                },
            ),
        ],
    )
    # postmark fail: wrong server token -> 10 error
    perr = {"ErrorCode": 10, "Message": "Request does not contain a valid Server token."}
    sess(
        "postmark",
        "fail",
        1,
        "Find out why customers at @harbourline.com stopped getting our receipts",
        [
            (
                "postmark_search_outbound",
                {"recipient": "@harbourline.com", "count": 50, "offset": 0},
                perr,
            ),
            (
                "postmark_list_bounces",
                {"emailFilter": "harbourline.com", "count": 50, "offset": 0},
                perr,
            ),
            ("postmark_get_delivery_stats", {}, perr),
            ("postmark_search_outbound", {"tag": "receipt", "count": 50, "offset": 0}, perr),
            ("postmark_list_suppressions", {"stream": "outbound"}, perr),
            (
                "postmark_search_outbound",
                {"recipient": "ops@harbourline.com", "count": 10, "offset": 0},
                perr,
            ),
            ("postmark_list_bounces", {"type": "HardBounce", "count": 20, "offset": 0}, perr),
        ],
    )

    # mailgun ok 1: events paging
    def ev(i, e, r):
        return {
            "event": e,
            "id": hid("mgev" + str(i), 22),
            "timestamp": 1765110000.0 + i * 37.5,
            "recipient": r,
            "message": {
                "headers": {
                    "message-id": f"20261207{i:04d}.{hid('mgm' + str(i), 12)}@mg.parcelwise.com",
                    "subject": "Your parcel is out for delivery",
                }
            },
            "delivery-status": {
                "code": 250 if e == "delivered" else 550,
                "message": "OK"
                if e == "delivered"
                else "5.7.1 Message rejected under suspicion of SPAM",
            },
        }

    sess(
        "mailgun",
        "ok",
        1,
        "How many 'out for delivery' notifications failed today from mg.parcelwise.com and to whom?",
        [
            (
                "mailgun_get_events",
                {
                    "domain": "mg.parcelwise.com",
                    "event": "failed",
                    "begin": "Mon, 07 Dec 2026 00:00:00 -0000",
                    "limit": 3,
                },
                {
                    "items": [
                        ev(i, "failed", r)
                        for i, r in enumerate(
                            ["k.oduya@yahoo.com", "m.berg@gmx.de", "accounts@tallowfarm.nz"]
                        )
                    ],
                    "paging": {
                        "next": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-next1", 40),
                        "previous": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-prev1", 40),
                    },
                },
            ),
            (
                "mailgun_get_events_page",
                {
                    "url": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                    + hid("pg-next1", 40)
                },
                {
                    "items": [ev(3, "failed", "pjaniak@onet.pl")],
                    "paging": {
                        "next": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-next2", 40),
                        "previous": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-prev2", 40),
                    },
                },
            ),
            (
                "mailgun_get_events_page",
                {
                    "url": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                    + hid("pg-next2", 40)
                },
                {
                    "items": [],
                    "paging": {
                        "next": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-next3", 40),
                        "previous": "https://api.mailgun.net/v3/mg.parcelwise.com/events/"
                        + hid("pg-prev3", 40),
                    },
                },
            ),
            (
                "mailgun_get_stats_total",
                {"domain": "mg.parcelwise.com", "event": ["delivered", "failed"], "duration": "1d"},
                {
                    "end": "Mon, 07 Dec 2026 00:00:00 UTC",
                    "resolution": "day",
                    "start": "Mon, 07 Dec 2026 00:00:00 UTC",
                    "stats": [
                        {
                            "time": "Mon, 07 Dec 2026 00:00:00 UTC",
                            "delivered": {"smtp": 3911, "http": 0, "total": 3911},
                            "failed": {
                                "temporary": {"espblock": 0},
                                "permanent": {
                                    "suppress-bounce": 0,
                                    "suppress-unsubscribe": 0,
                                    "suppress-complaint": 0,
                                    "bounce": 4,
                                    "delayed-bounce": 0,
                                    "total": 4,
                                },
                            },
                        }
                    ],
                },
            ),
        ],
    )
    # mailgun ok 2: send & unsub list check
    sess(
        "mailgun",
        "ok",
        2,
        "Email the beta announcement to the 3 testers, but skip anyone who unsubscribed",
        [
            (
                "mailgun_get_unsubscribe",
                {"domain": "mg.parcelwise.com", "address": "rita.osei@fastmail.com"},
                {
                    "address": "rita.osei@fastmail.com",
                    "tags": ["*"],
                    "created_at": "Tue, 11 Nov 2026 09:41:02 UTC",
                },
            ),
            (
                "mailgun_get_unsubscribe",
                {"domain": "mg.parcelwise.com", "address": "dev@holtmann.io"},
                {"message": "Address not found in unsubscribers table"},
            ),
            (
                "mailgun_get_unsubscribe",
                {"domain": "mg.parcelwise.com", "address": "jt@crowleyworks.com"},
                {"message": "Address not found in unsubscribers table"},
            ),
            (
                "mailgun_send_message",
                {
                    "domain": "mg.parcelwise.com",
                    "from": "Parcelwise <beta@mg.parcelwise.com>",
                    "to": "dev@holtmann.io",
                    "subject": "Parcelwise beta is live",
                    "template": "beta-launch",
                },
                {
                    "id": "<20261207182611." + hid("mgs1", 16) + "@mg.parcelwise.com>",
                    "message": "Queued. Thank you.",
                },
            ),
            (
                "mailgun_send_message",
                {
                    "domain": "mg.parcelwise.com",
                    "from": "Parcelwise <beta@mg.parcelwise.com>",
                    "to": "jt@crowleyworks.com",
                    "subject": "Parcelwise beta is live",
                    "template": "beta-launch",
                },
                {
                    "id": "<20261207182612." + hid("mgs2", 16) + "@mg.parcelwise.com>",
                    "message": "Queued. Thank you.",
                },
            ),
        ],
    )
    # mailgun fail: EU domain queried on US endpoint -> Domain not found
    mgerr = {"message": "Domain not found: mg.vintra.eu"}
    sess(
        "mailgun",
        "fail",
        1,
        "Check whether the newsletter sent to vintra subscribers this morning got delivered",
        [
            (
                "mailgun_get_events",
                {"domain": "mg.vintra.eu", "event": "delivered", "limit": 50},
                mgerr,
            ),
            (
                "mailgun_get_events",
                {"domain": "mg.vintra.eu", "event": "failed", "limit": 50},
                mgerr,
            ),
            (
                "mailgun_get_stats_total",
                {"domain": "mg.vintra.eu", "event": ["accepted", "delivered"], "duration": "1d"},
                mgerr,
            ),
            ("mailgun_get_events", {"domain": "mg.vintra.eu", "tags": "newsletter"}, mgerr),
            ("mailgun_get_domain", {"domain": "mg.vintra.eu"}, mgerr),
            (
                "mailgun_get_events",
                {"domain": "mg.vintra.eu", "begin": "Mon, 07 Dec 2026 06:00:00 +0100"},
                mgerr,
            ),
        ],
    )

    # brevo ok 1
    sess(
        "brevo",
        "ok",
        1,
        "Did the order confirmation to hugo.lefebvre@orange.fr get opened, and resend it if it was never delivered",
        [
            (
                "brevo_get_email_events",
                {"email": "hugo.lefebvre@orange.fr", "limit": 10, "days": 3},
                {
                    "events": [
                        {
                            "email": "hugo.lefebvre@orange.fr",
                            "date": "2026-12-05T16:12:03.000+01:00",
                            "subject": "Confirmation de commande #40219",
                            "messageId": "<202612051512.41620934611@smtp-relay.mailin.fr>",
                            "event": "requests",
                            "tag": "order-confirmation",
                            "from": "commandes@atelier-brume.fr",
                        },
                        {
                            "email": "hugo.lefebvre@orange.fr",
                            "date": "2026-12-05T16:12:09.000+01:00",
                            "subject": "Confirmation de commande #40219",
                            "messageId": "<202612051512.41620934611@smtp-relay.mailin.fr>",
                            "event": "deferred",
                            "reason": "421 mwinf5c10 ME Service refuse. Veuillez essayer plus tard.",
                            "from": "commandes@atelier-brume.fr",
                        },
                        {
                            "email": "hugo.lefebvre@orange.fr",
                            "date": "2026-12-06T16:12:11.000+01:00",
                            "subject": "Confirmation de commande #40219",
                            "messageId": "<202612051512.41620934611@smtp-relay.mailin.fr>",
                            "event": "softBounces",
                            "reason": "Expired: 421 Service refuse",
                            "from": "commandes@atelier-brume.fr",
                        },
                    ]
                },
            ),
            (
                "brevo_send_transac_email",
                {
                    "templateId": 12,
                    "to": [{"email": "hugo.lefebvre@orange.fr"}],
                    "params": {"order": "40219"},
                },
                {"messageId": "<202612071827.86331829021@smtp-relay.mailin.fr>"},
            ),
            (
                "brevo_get_email_events",
                {"messageId": "<202612071827.86331829021@smtp-relay.mailin.fr>"},
                {
                    "events": [
                        {
                            "email": "hugo.lefebvre@orange.fr",
                            "date": "2026-12-07T19:27:44.000+01:00",
                            "event": "requests",
                            "messageId": "<202612071827.86331829021@smtp-relay.mailin.fr>",
                        },
                        {
                            "email": "hugo.lefebvre@orange.fr",
                            "date": "2026-12-07T19:27:47.000+01:00",
                            "event": "delivered",
                            "messageId": "<202612071827.86331829021@smtp-relay.mailin.fr>",
                        },
                    ]
                },
            ),
        ],
    )
    # brevo fail: IP not authorised
    berr = {
        "code": "unauthorized",
        "message": "We have detected you are using an unrecognised IP address 34.91.22.180. If you performed this action make sure to add the new IP address in this link: https://app.brevo.com/security/authorised_ips",
    }
    sess(
        "brevo",
        "fail",
        1,
        "List transactional emails that soft-bounced this week to Gmail addresses",
        [
            ("brevo_get_email_events", {"event": "softBounces", "days": 7, "limit": 100}, berr),
            (
                "brevo_get_email_events",
                {"event": "softBounces", "startDate": "2026-12-01", "endDate": "2026-12-07"},
                berr,
            ),
            ("brevo_get_aggregated_report", {"days": 7}, berr),
            ("brevo_get_email_events", {"event": "hardBounces", "days": 7}, berr),
            ("brevo_get_transac_blocked_contacts", {"limit": 50}, berr),
            ("brevo_get_email_events", {"email": "@gmail.com", "days": 7}, berr),
        ],
    )

    # sparkpost ok 1
    sess(
        "sparkpost",
        "ok",
        1,
        "Is our sending domain news.orchardbank.com verified for DKIM, and what was yesterday's bounce rate?",
        [
            (
                "sparkpost_get_sending_domain",
                {"domain": "news.orchardbank.com"},
                {
                    "results": {
                        "tracking_domain": "click.orchardbank.com",
                        "status": {
                            "ownership_verified": True,
                            "spf_status": "unverified",
                            "abuse_at_status": "unverified",
                            "dkim_status": "valid",
                            "cname_status": "valid",
                            "mx_status": "unverified",
                            "compliance_status": "valid",
                            "postmaster_at_status": "unverified",
                            "verification_mailbox_status": "unverified",
                        },
                        "dkim": {
                            "headers": "from:to:subject:date",
                            "public": "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC" + hid("dkim", 40),
                            "selector": "scph1120",
                        },
                        "shared_with_subaccounts": False,
                        "is_default_bounce_domain": False,
                    }
                },
            ),
            (
                "sparkpost_metrics_deliverability",
                {
                    "from": "2026-12-06T00:00",
                    "to": "2026-12-07T00:00",
                    "domains": "news.orchardbank.com",
                    "metrics": "count_targeted,count_delivered,count_bounce,count_hard_bounce",
                },
                {
                    "results": [
                        {
                            "count_targeted": 48210,
                            "count_delivered": 47655,
                            "count_bounce": 555,
                            "count_hard_bounce": 212,
                        }
                    ]
                },
            ),
            (
                "sparkpost_metrics_bounce_reasons",
                {
                    "from": "2026-12-06T00:00",
                    "to": "2026-12-07T00:00",
                    "domains": "news.orchardbank.com",
                    "limit": 3,
                },
                {
                    "results": [
                        {
                            "reason": "550 5.1.1 The email account that you tried to reach does not exist.",
                            "domain": "gmail.com",
                            "bounce_category_name": "Hard",
                            "bounce_class_name": "Invalid Recipient",
                            "classification_id": 10,
                            "count_bounce": 141,
                        },
                        {
                            "reason": "452 4.2.2 The email account that you tried to reach is over quota.",
                            "domain": "gmail.com",
                            "bounce_category_name": "Soft",
                            "bounce_class_name": "Mailbox Full",
                            "classification_id": 40,
                            "count_bounce": 97,
                        },
                        {
                            "reason": "554 5.7.1 [CS01] Message rejected due to local policy",
                            "domain": "aol.com",
                            "bounce_category_name": "Block",
                            "bounce_class_name": "Spam Block",
                            "classification_id": 51,
                            "count_bounce": 63,
                        },
                    ]
                },
            ),
        ],
    )
    # sparkpost fail: rate limit 429 on metrics
    spe = {
        "errors": [
            {
                "message": "Too many requests",
                "description": "Request rate limit exceeded, please retry later",
                "code": "1009",
            }
        ]
    }
    sess(
        "sparkpost",
        "fail",
        1,
        "Compare delivery rates to Yahoo vs Outlook for the last 30 days",
        [
            (
                "sparkpost_metrics_deliverability_by_domain",
                {
                    "from": "2026-11-07T00:00",
                    "domains": "yahoo.com,outlook.com",
                    "metrics": "count_targeted,count_delivered",
                },
                spe,
            ),
            (
                "sparkpost_metrics_deliverability_by_domain",
                {"from": "2026-11-07T00:00", "domains": "yahoo.com", "metrics": "count_delivered"},
                spe,
            ),
            (
                "sparkpost_metrics_deliverability_by_domain",
                {
                    "from": "2026-11-07T00:00",
                    "domains": "outlook.com",
                    "metrics": "count_delivered",
                },
                spe,
            ),
            (
                "sparkpost_metrics_deliverability",
                {"from": "2026-11-07T00:00", "metrics": "count_targeted,count_delivered"},
                spe,
            ),
            (
                "sparkpost_metrics_deliverability_by_domain",
                {
                    "from": "2026-11-24T00:00",
                    "domains": "yahoo.com,outlook.com",
                    "metrics": "count_delivered",
                },
                spe,
            ),
            (
                "sparkpost_metrics_bounce_reasons_by_domain",
                {"from": "2026-11-07T00:00", "domains": "yahoo.com,outlook.com"},
                spe,
            ),
        ],
    )

    # sesv2 ok 1: suppression list cleanup (actions with empty output)
    sess(
        "sesv2",
        "ok",
        1,
        "Remove the three addresses the customer says were wrongly suppressed, after checking why they were suppressed",
        [
            (
                "shell",
                {
                    "command": "aws sesv2 get-suppressed-destination --email-address t.nguyen@brightpath.edu"
                },
                j(
                    {
                        "SuppressedDestination": {
                            "EmailAddress": "t.nguyen@brightpath.edu",
                            "Reason": "BOUNCE",
                            "LastUpdateTime": "2026-11-29T08:41:17.118000+00:00",
                            "Attributes": {
                                "MessageId": "0100019" + hid("ses1", 30) + "-000000",
                                "FeedbackId": "0100019" + hid("ses1f", 30) + "-000000",
                            },
                        }
                    }
                ).replace(", ", ",\n    "),
            ),
            (
                "shell",
                {
                    "command": "aws sesv2 get-suppressed-destination --email-address admissions@brightpath.edu"
                },
                j(
                    {
                        "SuppressedDestination": {
                            "EmailAddress": "admissions@brightpath.edu",
                            "Reason": "BOUNCE",
                            "LastUpdateTime": "2026-11-29T08:41:19.502000+00:00",
                        }
                    }
                ),
            ),
            (
                "shell",
                {
                    "command": "aws sesv2 get-suppressed-destination --email-address registrar@brightpath.edu"
                },
                "\nAn error occurred (NotFoundException) when calling the GetSuppressedDestination operation: Email address registrar@brightpath.edu does not exist on your suppression list.\n",
            ),
            (
                "shell",
                {
                    "command": "aws sesv2 delete-suppressed-destination --email-address t.nguyen@brightpath.edu"
                },
                "",
            ),
            (
                "shell",
                {
                    "command": "aws sesv2 delete-suppressed-destination --email-address admissions@brightpath.edu"
                },
                "",
            ),
            (
                "shell",
                {
                    "command": "aws sesv2 list-suppressed-destinations --reasons BOUNCE --start-date 2026-11-29 --end-date 2026-11-30 --query 'SuppressedDestinationSummaries[].EmailAddress' --output text"
                },
                "b.ferro@brightpath.edu\tlib-desk@brightpath.edu\n",
            ),
        ],
    )
    # sesv2 fail: expired SSO credentials
    sso = "\nError when retrieving token from sso: Token has expired and refresh failed\n"
    sess(
        "sesv2",
        "fail",
        1,
        "What is our SES sending quota and how much of it did we use in the last 24 hours?",
        [
            ("shell", {"command": "aws sesv2 get-account"}, sso),
            ("shell", {"command": "aws sesv2 get-account --region us-east-1"}, sso),
            ("shell", {"command": "aws sesv2 get-account --region eu-west-1"}, sso),
            ("shell", {"command": "aws sesv2 list-email-identities"}, sso),
            ("shell", {"command": "aws ses get-send-quota"}, sso),
            ("shell", {"command": "aws sesv2 get-account --profile prod-mail"}, sso),
        ],
    )

    # mailjet ok 1
    sess(
        "mailjet",
        "ok",
        1,
        "Create a contact list 'Webinar Dec 10' and add the two registrants, then confirm the list size",
        [
            (
                "mailjet_create_contactslist",
                {"Name": "Webinar Dec 10"},
                {
                    "Count": 1,
                    "Data": [
                        {
                            "Address": hid("mjaddr", 9),
                            "CreatedAt": "2026-12-07T18:28:03Z",
                            "ID": 10342871,
                            "IsDeleted": False,
                            "Name": "Webinar Dec 10",
                            "SubscriberCount": 0,
                        }
                    ],
                    "Total": 1,
                },
            ),
            (
                "mailjet_managemanycontacts",
                {
                    "list_id": 10342871,
                    "Action": "addnoforce",
                    "Contacts": [
                        {"Email": "s.achebe@granitehr.com"},
                        {"Email": "wu.lan@meridianpay.sg"},
                    ],
                },
                {"Count": 1, "Data": [{"JobID": 88120931}], "Total": 1},
            ),
            (
                "mailjet_get_managemanycontacts_job",
                {"list_id": 10342871, "job_id": 88120931},
                {
                    "Count": 1,
                    "Data": [
                        {
                            "ContactsLists": [{"ListID": 10342871, "Action": "addnoforce"}],
                            "Count": 2,
                            "Error": "",
                            "ErrorFile": "",
                            "JobEnd": "",
                            "JobStart": "2026-12-07T18:28:05Z",
                            "Status": "In Progress",
                        }
                    ],
                    "Total": 1,
                },
            ),
            (
                "mailjet_get_managemanycontacts_job",
                {"list_id": 10342871, "job_id": 88120931},
                {
                    "Count": 1,
                    "Data": [
                        {
                            "ContactsLists": [{"ListID": 10342871, "Action": "addnoforce"}],
                            "Count": 2,
                            "Error": "",
                            "ErrorFile": "",
                            "JobEnd": "2026-12-07T18:28:09Z",
                            "JobStart": "2026-12-07T18:28:05Z",
                            "Status": "Completed",
                        }
                    ],
                    "Total": 1,
                },
            ),
            (
                "mailjet_get_contactslist",
                {"id": 10342871},
                {
                    "Count": 1,
                    "Data": [
                        {
                            "Address": hid("mjaddr", 9),
                            "CreatedAt": "2026-12-07T18:28:03Z",
                            "ID": 10342871,
                            "IsDeleted": False,
                            "Name": "Webinar Dec 10",
                            "SubscriberCount": 2,
                        }
                    ],
                    "Total": 1,
                },
            ),
        ],
    )


# ---------------------------------------------------------------- coordination stores
def coord() -> None:
    zk = "bin/zkCli.sh -server zk1.internal:2181"
    sess(
        "zookeeper",
        "ok",
        1,
        "Which Kafka brokers are registered in ZooKeeper and who is the controller?",
        [
            (
                "shell",
                {"command": f"{zk} ls /brokers/ids 2>/dev/null | tail -1"},
                "[1001, 1002, 1004]\n",
            ),
            (
                "shell",
                {"command": f"{zk} get /controller 2>/dev/null | tail -1"},
                '{"version":2,"brokerid":1002,"timestamp":"1765071203311","kraftControllerEpoch":-1}\n',
            ),
            (
                "shell",
                {"command": f"{zk} get /brokers/ids/1001 2>/dev/null | tail -1"},
                '{"features":{},"listener_security_protocol_map":{"PLAINTEXT":"PLAINTEXT"},"endpoints":["PLAINTEXT://kafka-a.internal:9092"],"jmx_port":9999,"port":9092,"host":"kafka-a.internal","version":5,"timestamp":"1765070981120"}\n',
            ),
            (
                "shell",
                {"command": f"{zk} get /brokers/ids/1002 2>/dev/null | tail -1"},
                '{"features":{},"listener_security_protocol_map":{"PLAINTEXT":"PLAINTEXT"},"endpoints":["PLAINTEXT://kafka-b.internal:9092"],"jmx_port":9999,"port":9092,"host":"kafka-b.internal","version":5,"timestamp":"1765070990447"}\n',
            ),
            (
                "shell",
                {"command": f"{zk} get /brokers/ids/1003 2>/dev/null | tail -1"},
                "Node does not exist: /brokers/ids/1003\n",
            ),
            (
                "shell",
                {"command": f"{zk} get /brokers/ids/1004 2>/dev/null | tail -1"},
                '{"features":{},"listener_security_protocol_map":{"PLAINTEXT":"PLAINTEXT"},"endpoints":["PLAINTEXT://kafka-d.internal:9092"],"jmx_port":9999,"port":9092,"host":"kafka-d.internal","version":5,"timestamp":"1765071007803"}\n',
            ),
        ],
    )
    stat = (
        "cZxid = 0x30000012a\nctime = Tue Nov 18 10:04:51 UTC 2026\nmZxid = 0x7000004f1\nmtime = Mon Dec 07 17:59:02 UTC 2026\n"
        "pZxid = 0x7000004f3\ncversion = 14\ndataVersion = 31\naclVersion = 0\nephemeralOwner = 0x0\ndataLength = 212\nnumChildren = 2\n"
    )
    sess(
        "zookeeper",
        "ok",
        2,
        "Update the feature flag config node /config/checkout to enable 'split_tender' and check the watchers' lock is released",
        [
            (
                "shell",
                {"command": f"{zk} get -s /config/checkout 2>/dev/null | tail -12"},
                '{"split_tender":false,"max_items":200,"fraud_score_min":0.72}\n' + stat,
            ),
            (
                "shell",
                {
                    "command": f'{zk} set -v 31 /config/checkout \'{{"split_tender":true,"max_items":200,"fraud_score_min":0.72}}\' 2>/dev/null | tail -1'
                },
                "",
            ),
            ("shell", {"command": f"{zk} ls /locks/checkout-config 2>/dev/null | tail -1"}, "[]\n"),
            (
                "shell",
                {"command": f"{zk} get /config/checkout 2>/dev/null | tail -1"},
                '{"split_tender":true,"max_items":200,"fraud_score_min":0.72}\n',
            ),
        ],
    )
    zkloss = (
        "2026-12-07 18:30:11,402 [myid:] - INFO  [main-SendThread(zk1.internal:2181):o.a.z.ClientCnxn$SendThread@1177] - Opening socket connection to server zk1.internal/10.20.4.11:2181.\n"
        "2026-12-07 18:30:11,404 [myid:] - WARN  [main-SendThread(zk1.internal:2181):o.a.z.ClientCnxn$SendThread@1300] - Session 0x0 for server zk1.internal/10.20.4.11:2181, Closing socket connection. Attempting reconnect except it is a SessionExpiredException.\n"
        "java.net.ConnectException: Connection refused\n"
        "KeeperErrorCode = ConnectionLoss for {path}\n"
    )
    calls = []
    for p in ["/hbase/rs", "/hbase/master", "/hbase", "/hbase/table", "/hbase/backup-masters", "/"]:
        calls.append(("shell", {"command": f"{zk} ls {p}"}, zkloss.replace("{path}", p)))
    sess(
        "zookeeper", "fail", 1, "List the live HBase region servers registered in ZooKeeper", calls
    )

    # couchbase cbq ok (n1ql with pagination)
    def cbq(rows, rc):
        return j(
            {
                "requestID": hid("cbq" + str(rc) + str(len(rows)), 8)
                + "-"
                + hid("r2" + str(rows), 4)
                + "-4c1a-9d3e-"
                + hid("r3" + str(rows), 12),
                "signature": {"*": "*"},
                "results": rows,
                "status": "success",
                "metrics": {
                    "elapsedTime": "4.112ms",
                    "executionTime": "4.01ms",
                    "resultCount": rc,
                    "resultSize": 120 * rc,
                },
            }
        )

    sess(
        "couchbase",
        "ok",
        1,
        "How many hotel documents in travel-sample are in France, and list the ones in Avignon",
        [
            (
                "shell",
                {
                    "command": "cbq -e couchbase://cb1 -u analyst -p *** -s \"SELECT COUNT(*) AS n FROM `travel-sample`.inventory.hotel WHERE country = 'France'\""
                },
                cbq([{"n": 140}], 1),
            ),
            (
                "shell",
                {
                    "command": "cbq -e couchbase://cb1 -u analyst -p *** -s \"SELECT name, address FROM `travel-sample`.inventory.hotel WHERE city = 'Avignon'\""
                },
                cbq(
                    [
                        {"name": "Le Bristol", "address": "44 cours Jean-Jaures"},
                        {"name": "Hotel Central", "address": "31-33 rue de la Republique"},
                        {"name": "Hotel Le Royal", "address": "25 boulevard de la Mouline"},
                    ],
                    3,
                ),
            ),
            (
                "shell",
                {
                    "command": "cbq -e couchbase://cb1 -u analyst -p *** -s \"SELECT name FROM `travel-sample`.inventory.hotel WHERE city = 'Avignon' AND free_parking = true\""
                },
                cbq([], 0),
            ),
        ],
    )
    sess(
        "couchbase",
        "ok",
        2,
        "Rebalance the cluster after adding node cb4 and tell me when it's finished",
        [
            (
                "couchbase_rest",
                {
                    "method": "POST",
                    "path": "/controller/addNode",
                    "data": {"hostname": "cb4.internal", "services": "kv,n1ql"},
                },
                {"otpNode": "ns_1@cb4.internal"},
            ),
            (
                "couchbase_rest",
                {
                    "method": "POST",
                    "path": "/controller/rebalance",
                    "data": {
                        "knownNodes": "ns_1@cb1.internal,ns_1@cb2.internal,ns_1@cb3.internal,ns_1@cb4.internal",
                        "ejectedNodes": "",
                    },
                },
                "",
            ),
            (
                "couchbase_rest",
                {"method": "GET", "path": "/pools/default/rebalanceProgress"},
                {
                    "status": "running",
                    "ns_1@cb1.internal": {"progress": 0.1208},
                    "ns_1@cb2.internal": {"progress": 0.1164},
                    "ns_1@cb3.internal": {"progress": 0.1301},
                    "ns_1@cb4.internal": {"progress": 0.0977},
                },
            ),
            (
                "couchbase_rest",
                {"method": "GET", "path": "/pools/default/rebalanceProgress"},
                {
                    "status": "running",
                    "ns_1@cb1.internal": {"progress": 0.6412},
                    "ns_1@cb2.internal": {"progress": 0.6003},
                    "ns_1@cb3.internal": {"progress": 0.6655},
                    "ns_1@cb4.internal": {"progress": 0.5871},
                },
            ),
            (
                "couchbase_rest",
                {"method": "GET", "path": "/pools/default/rebalanceProgress"},
                {"status": "none"},
            ),
            (
                "couchbase_rest",
                {"method": "GET", "path": "/pools/default/tasks"},
                [
                    {
                        "statusId": hid("cbtask", 32),
                        "type": "rebalance",
                        "subtype": "rebalance",
                        "status": "notRunning",
                        "statusIsStale": False,
                        "masterRequestTimedOut": False,
                        "lastReportURI": "/logs/rebalanceReport?reportID=" + hid("cbrep", 32),
                    }
                ],
            ),
        ],
    )

    # couchdb ok 1
    sess(
        "couchdb",
        "ok",
        1,
        "Find patient-intake forms in CouchDB submitted on 2026-12-05 that are missing an insurance id",
        [
            (
                "couchdb_find",
                {
                    "db": "intake",
                    "selector": {
                        "submitted": {"$gte": "2026-12-05", "$lt": "2026-12-06"},
                        "insurance_id": {"$exists": False},
                    },
                    "fields": ["_id", "clinic", "submitted"],
                    "limit": 2,
                },
                {
                    "docs": [
                        {
                            "_id": "intake:" + hid("ci1", 12),
                            "clinic": "Eastside",
                            "submitted": "2026-12-05T09:14:00Z",
                        },
                        {
                            "_id": "intake:" + hid("ci2", 12),
                            "clinic": "Eastside",
                            "submitted": "2026-12-05T11:40:00Z",
                        },
                    ],
                    "bookmark": "g1AAAABweJzLYWBgYMpgSmHgKy5JLCrJTq2MT8lPzkzJBYorZCYXFRcXGxiYALgWCgY"
                    + hid("bm1", 6),
                },
            ),
            (
                "couchdb_find",
                {
                    "db": "intake",
                    "selector": {
                        "submitted": {"$gte": "2026-12-05", "$lt": "2026-12-06"},
                        "insurance_id": {"$exists": False},
                    },
                    "fields": ["_id", "clinic", "submitted"],
                    "limit": 2,
                    "bookmark": "g1AAAABweJzLYWBgYMpgSmHgKy5JLCrJTq2MT8lPzkzJBYorZCYXFRcXGxiYALgWCgY"
                    + hid("bm1", 6),
                },
                {
                    "docs": [
                        {
                            "_id": "intake:" + hid("ci3", 12),
                            "clinic": "Harbor",
                            "submitted": "2026-12-05T15:02:00Z",
                        }
                    ],
                    "bookmark": "g1AAAABweJzLYWBgYMpgSmHgKy5JLCrJTq2MT8lPzkzJBYorZCYXFRcXGxiYALgWCgY"
                    + hid("bm2", 6),
                },
            ),
            (
                "couchdb_find",
                {
                    "db": "intake",
                    "selector": {
                        "submitted": {"$gte": "2026-12-05", "$lt": "2026-12-06"},
                        "insurance_id": {"$exists": False},
                    },
                    "fields": ["_id", "clinic", "submitted"],
                    "limit": 2,
                    "bookmark": "g1AAAABweJzLYWBgYMpgSmHgKy5JLCrJTq2MT8lPzkzJBYorZCYXFRcXGxiYALgWCgY"
                    + hid("bm2", 6),
                },
                {"docs": [], "bookmark": "nil"},
            ),
            (
                "couchdb_get",
                {"db": "intake", "id": "intake:" + hid("ci3", 12)},
                {
                    "_id": "intake:" + hid("ci3", 12),
                    "_rev": "3-" + hid("rev3", 32),
                    "clinic": "Harbor",
                    "submitted": "2026-12-05T15:02:00Z",
                    "patient_ref": "P-220917",
                    "payer": "self-pay",
                    "notes": "Uninsured; sliding scale requested",
                },
            ),
        ],
    )
    # couchdb fail: wrong db (empty replica) -> not_found on every doc
    nf = {"error": "not_found", "reason": "missing"}
    sess(
        "couchdb",
        "fail",
        1,
        "Fetch the shipping-rate documents for zones 1 through 4 from the config database",
        [
            ("couchdb_get", {"db": "config_staging", "id": "rate:zone1"}, nf),
            ("couchdb_get", {"db": "config_staging", "id": "rate:zone2"}, nf),
            ("couchdb_get", {"db": "config_staging", "id": "rate:zone3"}, nf),
            (
                "couchdb_find",
                {"db": "config_staging", "selector": {"type": "shipping_rate"}},
                {
                    "docs": [],
                    "bookmark": "nil",
                    "warning": "No matching index found, create an index to optimize query time.",
                },
            ),
            (
                "couchdb_all_docs",
                {"db": "config_staging", "startkey": '"rate:"', "endkey": '"rate:\\ufff0"'},
                {"total_rows": 0, "offset": 0, "rows": []},
            ),
            ("couchdb_get", {"db": "config_staging", "id": "rate:zone4"}, nf),
            (
                "couchdb_all_docs",
                {"db": "config_staging", "limit": 20},
                {"total_rows": 0, "offset": 0, "rows": []},
            ),
        ],
    )

    # memcached ok
    ms = (
        "Server: cache1.internal (11211)\n\t pid: 1421\n\t uptime: 1841022\n\t time: 1765132201\n\t version: 1.6.21\n\t pointer_size: 64\n"
        "\t curr_connections: 412\n\t total_connections: 9820133\n\t cmd_get: 7713920114\n\t cmd_set: 512203877\n\t get_hits: {h}\n\t get_misses: {m}\n"
        "\t evictions: {e}\n\t bytes: 3989102211\n\t limit_maxbytes: 4294967296\n\t threads: 4\n"
    )
    sess(
        "memcached",
        "ok",
        1,
        "Is cache1 evicting a lot? Compare eviction counts a minute apart and check whether session keys are present",
        [
            (
                "shell",
                {"command": "memcstat --servers=cache1.internal"},
                ms.format(h=7102281930, m=611638184, e=10442871),
            ),
            (
                "shell",
                {"command": "sleep 60; memcstat --servers=cache1.internal"},
                ms.format(h=7102790012, m=611702551, e=10449310),
            ),
            (
                "shell",
                {"command": "memcdump --servers=cache1.internal | grep -c '^sess:'"},
                "18204\n",
            ),
            (
                "shell",
                {"command": "memcdump --servers=cache1.internal | grep '^sess:u:88213' "},
                "",
            ),
        ],
    )
    # memcached fail: server down
    mcerr = "memcstat: cache2.internal (CONNECTION FAILURE) - A TIMEOUT OCCURRED\n"
    sess(
        "memcached",
        "fail",
        1,
        "Check the hit ratio on cache2 and whether the product keys are cached",
        [
            ("shell", {"command": "memcstat --servers=cache2.internal"}, mcerr),
            ("shell", {"command": "memcstat --servers=cache2.internal:11211"}, mcerr),
            (
                "shell",
                {"command": "memcdump --servers=cache2.internal | head"},
                "memcdump: memcached_dump() failed: A TIMEOUT OCCURRED\n",
            ),
            (
                "shell",
                {"command": "memcstat --servers=10.20.6.42"},
                "memcstat: 10.20.6.42 (CONNECTION FAILURE) - A TIMEOUT OCCURRED\n",
            ),
            (
                "shell",
                {"command": "memccat --servers=cache2.internal product:1001"},
                "memccat: product:1001 not found: A TIMEOUT OCCURRED\n",
            ),
            ("shell", {"command": "memcstat --servers=cache2.internal --binary"}, mcerr),
        ],
    )

    # scylla ok
    sess(
        "scylla",
        "ok",
        1,
        "Is node 10.30.1.13 back in the Scylla ring, and are there any pending compactions?",
        [
            (
                "shell",
                {"command": "nodetool status"},
                "Datacenter: dc1\n=======================\nStatus=Up/Down\n|/ State=Normal/Leaving/Joining/Moving\n--  Address     Load       Tokens  Owns  Host ID                               Rack\n"
                "UN  10.30.1.11  812.4 GB   256     ?     6f1a0c2e-3b41-4a8a-9e0a-"
                + hid("sn1", 12)
                + "  rack1\n"
                "UN  10.30.1.12  799.9 GB   256     ?     0c33e2a9-87d2-4e51-b1f2-"
                + hid("sn2", 12)
                + "  rack1\n"
                "UJ  10.30.1.13  102.1 GB   256     ?     a2b9d1f7-1c0e-48a3-a4b6-"
                + hid("sn3", 12)
                + "  rack1\n\nNote: Non-system keyspaces don't have the same replication settings, effective ownership information is meaningless\n",
            ),
            (
                "shell",
                {"command": "nodetool netstats | head -5"},
                "Mode: NORMAL\nBootstrap 3c0f9e10-d3a1-11f0-9b2a-"
                + hid("bs", 12)
                + "\n    /10.30.1.13\n        Receiving 418 files, 298411204556 bytes total. Already received 201 files, 141002778113 bytes total\n",
            ),
            (
                "shell",
                {"command": "nodetool status | grep 10.30.1.13"},
                "UN  10.30.1.13  788.2 GB   256     ?     a2b9d1f7-1c0e-48a3-a4b6-"
                + hid("sn3", 12)
                + "  rack1\n",
            ),
            ("shell", {"command": "nodetool compactionstats"}, "pending tasks: 0\n"),
        ],
    )
    sess(
        "scylla",
        "ok",
        2,
        "How many orders did store 77 take on 2026-12-06 according to the orders_by_store table?",
        [
            (
                "shell",
                {
                    "command": "cqlsh 10.30.1.11 -e \"SELECT count(*) FROM shop.orders_by_store WHERE store_id = 77 AND order_day = '2026-12-06';\""
                },
                "\n count\n-------\n   318\n\n(1 rows)\n",
            ),
            (
                "shell",
                {
                    "command": "cqlsh 10.30.1.11 -e \"SELECT status, count(*) FROM shop.orders_by_store WHERE store_id = 77 AND order_day = '2026-12-06' GROUP BY status;\""
                },
                "\n status    | count\n-----------+-------\n cancelled |    11\n  complete |   301\n  refunded |     6\n\n(3 rows)\n",
            ),
            (
                "shell",
                {
                    "command": "cqlsh 10.30.1.11 -e \"SELECT order_id, total FROM shop.orders_by_store WHERE store_id = 77 AND order_day = '2026-12-06' AND status = 'pending' ALLOW FILTERING;\""
                },
                "\n order_id | total\n----------+-------\n\n(0 rows)\n",
            ),
        ],
    )
    # scylla fail: cqlsh timeouts (overloaded)
    to = "<stdin>:1:OperationTimedOut: errors={'10.30.1.11:9042': 'Client request timeout. See Session.execute[_async](timeout)'}, last_host=10.30.1.11:9042\n"
    sess(
        "scylla",
        "fail",
        1,
        "Look up the last 5 login events for user 5521 from the auth_events table",
        [
            (
                "shell",
                {
                    "command": 'cqlsh 10.30.1.11 -e "SELECT * FROM auth.auth_events WHERE user_id = 5521 LIMIT 5;"'
                },
                to,
            ),
            (
                "shell",
                {
                    "command": 'cqlsh 10.30.1.11 --request-timeout=30 -e "SELECT * FROM auth.auth_events WHERE user_id = 5521 LIMIT 5;"'
                },
                to,
            ),
            (
                "shell",
                {
                    "command": 'cqlsh 10.30.1.11 -e "SELECT event_time, ip FROM auth.auth_events WHERE user_id = 5521 LIMIT 1;"'
                },
                to,
            ),
            (
                "shell",
                {
                    "command": 'cqlsh 10.30.1.11 -e "SELECT count(*) FROM auth.auth_events WHERE user_id = 5521;"'
                },
                to,
            ),
            (
                "shell",
                {
                    "command": "cqlsh 10.30.1.11 -e \"SELECT * FROM auth.auth_events WHERE user_id = 5521 AND event_day = '2026-12-07';\""
                },
                to,
            ),
            ("shell", {"command": 'cqlsh 10.30.1.11 -e "DESCRIBE TABLE auth.auth_events;"'}, to),
        ],
    )

    # victoriametrics ok
    sess(
        "victoriametrics",
        "ok",
        1,
        "What was the p99 request latency of the checkout service over the last hour, and is any pod restarting?",
        [
            (
                "vm_query",
                {
                    "query": 'histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="checkout"}[5m])) by (le))'
                },
                {
                    "status": "success",
                    "data": {
                        "resultType": "vector",
                        "result": [{"metric": {}, "value": [1765132260, "0.4127"]}],
                    },
                    "stats": {"seriesFetched": "42", "executionTimeMsec": 18},
                },
            ),
            (
                "vm_query_range",
                {
                    "query": 'max(histogram_quantile(0.99, sum(rate(http_request_duration_seconds_bucket{service="checkout"}[5m])) by (le)))',
                    "start": "-1h",
                    "step": "15m",
                },
                {
                    "status": "success",
                    "data": {
                        "resultType": "matrix",
                        "result": [
                            {
                                "metric": {},
                                "values": [
                                    [1765128660, "0.3810"],
                                    [1765129560, "0.3992"],
                                    [1765130460, "0.6218"],
                                    [1765131360, "0.4403"],
                                    [1765132260, "0.4127"],
                                ],
                            }
                        ],
                    },
                    "stats": {"seriesFetched": "42", "executionTimeMsec": 61},
                },
            ),
            (
                "vm_query",
                {
                    "query": 'increase(kube_pod_container_status_restarts_total{namespace="shop",container="checkout"}[1h]) > 0'
                },
                {
                    "status": "success",
                    "data": {"resultType": "vector", "result": []},
                    "stats": {"seriesFetched": "6", "executionTimeMsec": 4},
                },
            ),
        ],
    )
    # victoriametrics fail: wrong tenant path -> empty for everything
    vme = {
        "status": "success",
        "data": {"resultType": "vector", "result": []},
        "stats": {"seriesFetched": "0", "executionTimeMsec": 1},
    }
    sess(
        "victoriametrics",
        "fail",
        1,
        "Which nodes had disk usage above 85% today?",
        [
            (
                "vm_query",
                {
                    "tenant": "0:1",
                    "query": "max_over_time((1 - node_filesystem_avail_bytes/node_filesystem_size_bytes)[1d]) > 0.85",
                },
                vme,
            ),
            (
                "vm_query",
                {
                    "tenant": "0:1",
                    "query": "(1 - node_filesystem_avail_bytes/node_filesystem_size_bytes) > 0.85",
                },
                vme,
            ),
            ("vm_query", {"tenant": "0:1", "query": "node_filesystem_avail_bytes"}, vme),
            ("vm_query", {"tenant": "0:1", "query": "up"}, vme),
            (
                "vm_series",
                {"tenant": "0:1", "match[]": '{__name__=~"node_.*"}'},
                {"status": "success", "data": []},
            ),
            ("vm_query", {"tenant": "0:1", "query": 'count({__name__!=""})'}, vme),
            (
                "vm_label_values",
                {"tenant": "0:1", "label": "instance"},
                {"status": "success", "data": []},
            ),
        ],
    )


# ---------------------------------------------------------------- threat intelligence
def threat() -> None:
    sess(
        "shodan",
        "ok",
        1,
        "What services does 203.0.113.77 expose according to Shodan, and are any of them known-vulnerable?",
        [
            (
                "shodan_host",
                {"ip": "203.0.113.77", "minify": True},
                {
                    "ip_str": "203.0.113.77",
                    "org": "Northwind Hosting",
                    "isp": "Northwind Hosting BV",
                    "asn": "AS64501",
                    "country_code": "NL",
                    "city": "Amsterdam",
                    "hostnames": ["vpn.corvid-labs.nl"],
                    "ports": [22, 443, 8443],
                    "os": None,
                    "last_update": "2026-12-06T22:14:08.771201",
                    "vulns": ["CVE-2024-3400"],
                    "tags": ["vpn"],
                },
            ),
            (
                "shodan_host",
                {"ip": "203.0.113.77", "history": False},
                {
                    "ip_str": "203.0.113.77",
                    "ports": [22, 443, 8443],
                    "data": [
                        {
                            "port": 22,
                            "transport": "tcp",
                            "product": "OpenSSH",
                            "version": "9.6p1 Ubuntu-3ubuntu13.5",
                            "_shodan": {"module": "ssh"},
                        },
                        {
                            "port": 443,
                            "transport": "tcp",
                            "product": "Palo Alto GlobalProtect",
                            "http": {"title": "GlobalProtect Portal", "status": 200},
                            "vulns": {
                                "CVE-2024-3400": {
                                    "cvss": 10.0,
                                    "verified": False,
                                    "summary": "A command injection as a result of arbitrary file creation vulnerability in the GlobalProtect feature of Palo Alto Networks PAN-OS software...",
                                }
                            },
                        },
                        {
                            "port": 8443,
                            "transport": "tcp",
                            "http": {"title": None, "status": 404, "server": "nginx"},
                        },
                    ],
                },
            ),
            (
                "shodan_search",
                {"query": "ssl.cert.subject.cn:vpn.corvid-labs.nl", "facets": "port"},
                {
                    "matches": [
                        {
                            "ip_str": "203.0.113.77",
                            "port": 443,
                            "timestamp": "2026-12-06T22:14:08.771201",
                        }
                    ],
                    "facets": {"port": [{"count": 1, "value": 443}]},
                    "total": 1,
                },
            ),
        ],
    )
    sess(
        "censys",
        "ok",
        1,
        "Find other hosts presenting the same TLS certificate as our leaked staging server (sha256 fingerprint 4e1f...c09a)",
        [
            (
                "censys_search_hosts",
                {
                    "q": "services.tls.certificates.leaf_data.fingerprint: 4e1f"
                    + hid("cfp", 56)
                    + "c09a",
                    "per_page": 2,
                },
                {
                    "code": 200,
                    "status": "OK",
                    "result": {
                        "query": "services.tls.certificates.leaf_data.fingerprint: 4e1f"
                        + hid("cfp", 56)
                        + "c09a",
                        "total": 3,
                        "duration": 412,
                        "hits": [
                            {
                                "ip": "198.51.100.23",
                                "services": [
                                    {
                                        "port": 443,
                                        "service_name": "HTTP",
                                        "transport_protocol": "TCP",
                                    }
                                ],
                                "location": {"country": "United States", "city": "Ashburn"},
                                "autonomous_system": {"asn": 14618, "name": "AMAZON-AES"},
                                "last_updated_at": "2026-12-07T03:11:48.105Z",
                            },
                            {
                                "ip": "198.51.100.61",
                                "services": [
                                    {
                                        "port": 443,
                                        "service_name": "HTTP",
                                        "transport_protocol": "TCP",
                                    },
                                    {
                                        "port": 22,
                                        "service_name": "SSH",
                                        "transport_protocol": "TCP",
                                    },
                                ],
                                "location": {"country": "United States", "city": "Ashburn"},
                                "autonomous_system": {"asn": 14618, "name": "AMAZON-AES"},
                                "last_updated_at": "2026-12-06T19:40:02.771Z",
                            },
                        ],
                        "links": {"prev": "", "next": "eyJhbGciOiJFZERTQSJ9." + hid("cnext", 40)},
                    },
                },
            ),
            (
                "censys_search_hosts",
                {
                    "q": "services.tls.certificates.leaf_data.fingerprint: 4e1f"
                    + hid("cfp", 56)
                    + "c09a",
                    "per_page": 2,
                    "cursor": "eyJhbGciOiJFZERTQSJ9." + hid("cnext", 40),
                },
                {
                    "code": 200,
                    "status": "OK",
                    "result": {
                        "query": "services.tls.certificates.leaf_data.fingerprint: 4e1f"
                        + hid("cfp", 56)
                        + "c09a",
                        "total": 3,
                        "duration": 233,
                        "hits": [
                            {
                                "ip": "192.0.2.140",
                                "services": [
                                    {
                                        "port": 8443,
                                        "service_name": "HTTP",
                                        "transport_protocol": "TCP",
                                    }
                                ],
                                "location": {"country": "Germany", "city": "Frankfurt am Main"},
                                "autonomous_system": {"asn": 24940, "name": "HETZNER-AS"},
                                "last_updated_at": "2026-12-07T08:02:15.330Z",
                            }
                        ],
                        "links": {"prev": "eyJhbGciOiJFZERTQSJ9." + hid("cprev", 40), "next": ""},
                    },
                },
            ),
            (
                "censys_view_host",
                {"ip": "192.0.2.140"},
                {
                    "code": 200,
                    "status": "OK",
                    "result": {
                        "ip": "192.0.2.140",
                        "services": [
                            {
                                "port": 8443,
                                "service_name": "HTTP",
                                "extended_service_name": "HTTPS",
                                "http": {
                                    "response": {
                                        "status_code": 200,
                                        "html_title": "Staging - Ledgerly Admin",
                                    }
                                },
                            }
                        ],
                        "dns": {
                            "reverse_dns": {"names": ["static.140.2.0.192.clients.your-server.de"]}
                        },
                        "last_updated_at": "2026-12-07T08:02:15.330Z",
                    },
                },
            ),
        ],
    )

    def vt(h, mal, und, name):
        return {
            "data": {
                "id": h,
                "type": "file",
                "links": {"self": "https://www.virustotal.com/api/v3/files/" + h},
                "attributes": {
                    "meaningful_name": name,
                    "type_description": "Win32 EXE",
                    "size": num(h, 50000, 900000),
                    "last_analysis_date": 1765090000 + num(h, 0, 40000),
                    "last_analysis_stats": {
                        "malicious": mal,
                        "suspicious": 0,
                        "undetected": und,
                        "harmless": 0,
                        "timeout": 0,
                        "confirmed-timeout": 0,
                        "type-unsupported": 4,
                        "failure": 0,
                    },
                    "popular_threat_classification": {
                        "suggested_threat_label": "trojan.lumma/stealer"
                    }
                    if mal > 10
                    else {},
                },
            }
        }

    hs = [hashlib.sha256(("vtfile" + str(i)).encode()).hexdigest() for i in range(4)]
    sess(
        "virustotal",
        "ok",
        1,
        "Check these 4 hashes from the EDR alert on VirusTotal and tell me which are malicious",
        [
            ("virustotal_get_file", {"hash": hs[0]}, vt(hs[0], 52, 18, "SetupInstaller_x64.exe")),
            ("virustotal_get_file", {"hash": hs[1]}, vt(hs[1], 0, 71, "TeamsUpdate.exe")),
            (
                "virustotal_get_file",
                {"hash": hs[2]},
                {"error": {"code": "NotFoundError", "message": f'File "{hs[2]}" not found'}},
            ),
            ("virustotal_get_file", {"hash": hs[3]}, vt(hs[3], 47, 22, "svc_helper.dll")),
            (
                "virustotal_get_file_behaviours_summary",
                {"hash": hs[3]},
                {
                    "data": {
                        "ip_traffic": [
                            {
                                "destination_ip": "185.225.73.19",
                                "destination_port": 443,
                                "transport_layer_protocol": "TCP",
                            }
                        ],
                        "dns_lookups": [
                            {"hostname": "cdn-upd-sync.top", "resolved_ips": ["185.225.73.19"]}
                        ],
                        "mitre_attack_techniques": [
                            {
                                "id": "T1555.003",
                                "signature_description": "Credentials from Web Browsers",
                            }
                        ],
                    }
                },
            ),
        ],
    )
    # virustotal fail: quota exceeded
    vq = {"error": {"code": "QuotaExceededError", "message": "Quota exceeded"}}
    sess(
        "virustotal",
        "fail",
        1,
        "Look up the reputation of the 6 domains from the phishing report",
        [
            (("virustotal_get_domain", {"domain": d}, vq))
            for d in [
                "secure-login-m365.top",
                "docs-share-view.click",
                "paypal-resolution.info",
                "onedrive-files.site",
                "invoice-portal.cfd",
                "dhl-redelivery.icu",
            ]
        ],
    )

    # misp ok 1: add sightings / attribute, search
    sess(
        "misp",
        "ok",
        1,
        "Is the C2 IP 185.225.73.19 already in MISP? If so add a sighting; if not, add it to event 4812",
        [
            (
                "misp_restsearch_attributes",
                {"value": "185.225.73.19", "type": "ip-dst"},
                {"response": {"Attribute": []}},
            ),
            (
                "misp_restsearch_attributes",
                {"value": "cdn-upd-sync.top"},
                {
                    "response": {
                        "Attribute": [
                            {
                                "id": "3310872",
                                "event_id": "4812",
                                "object_id": "0",
                                "category": "Network activity",
                                "type": "domain",
                                "to_ids": True,
                                "uuid": "5d0a"
                                + hid("ma1", 4)
                                + "-"
                                + hid("ma2", 4)
                                + "-4b1e-9f7a-"
                                + hid("ma3", 12),
                                "timestamp": "1765012001",
                                "comment": "Lumma C2 from sandbox",
                                "value": "cdn-upd-sync.top",
                                "Event": {
                                    "org_id": "1",
                                    "distribution": "1",
                                    "id": "4812",
                                    "info": "Lumma stealer campaign - fake installers",
                                    "orgc_id": "1",
                                    "uuid": "9e3b" + hid("me1", 28),
                                },
                            }
                        ]
                    }
                },
            ),
            (
                "misp_add_attribute",
                {
                    "event_id": 4812,
                    "type": "ip-dst",
                    "category": "Network activity",
                    "value": "185.225.73.19",
                    "to_ids": True,
                    "comment": "Resolved from cdn-upd-sync.top (VT behaviour)",
                },
                {
                    "Attribute": {
                        "id": "3311940",
                        "event_id": "4812",
                        "object_id": "0",
                        "category": "Network activity",
                        "type": "ip-dst",
                        "value": "185.225.73.19",
                        "to_ids": True,
                        "uuid": "d1f0" + hid("ma4", 28),
                        "timestamp": "1765132577",
                        "distribution": "5",
                        "sharing_group_id": "0",
                        "comment": "Resolved from cdn-upd-sync.top (VT behaviour)",
                        "deleted": False,
                        "disable_correlation": False,
                    }
                },
            ),
            (
                "misp_add_sighting",
                {"value": "cdn-upd-sync.top", "source": "EDR"},
                {
                    "Sighting": {
                        "id": "88123",
                        "attribute_id": "3310872",
                        "event_id": "4812",
                        "org_id": "1",
                        "date_sighting": "1765132580",
                        "uuid": hid("ms1", 8)
                        + "-"
                        + hid("ms2", 4)
                        + "-4f2a-b7c1-"
                        + hid("ms3", 12),
                        "source": "EDR",
                        "type": "0",
                    }
                },
            ),
        ],
    )
    # opencti ok 1
    sess(
        "opencti",
        "ok",
        1,
        "What intrusion sets in OpenCTI use the malware 'Lumma Stealer', and which sectors do they target?",
        [
            (
                "opencti_graphql",
                {
                    "query": 'query { malwares(search: "Lumma Stealer", first: 3) { edges { node { id name aliases } } } }'
                },
                {
                    "data": {
                        "malwares": {
                            "edges": [
                                {
                                    "node": {
                                        "id": "a7f2"
                                        + hid("oc1", 4)
                                        + "-"
                                        + hid("oc2", 4)
                                        + "-4d11-8c0e-"
                                        + hid("oc3", 12),
                                        "name": "Lumma Stealer",
                                        "aliases": ["LummaC2", "LummaC2 Stealer"],
                                    }
                                }
                            ]
                        }
                    }
                },
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { stixCoreRelationships(fromOrToId: "a7f2...", relationship_type: "uses", first: 10) { edges { node { from { ... on IntrusionSet { name } } } } } }'
                },
                {
                    "data": {
                        "stixCoreRelationships": {
                            "edges": [
                                {"node": {"from": {"name": "Storm-1607"}}},
                                {"node": {"from": {"name": "Water Kurita"}}},
                                {"node": {"from": {}}},
                            ]
                        }
                    }
                },
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { intrusionSets(search: "Storm-1607") { edges { node { name targets: stixCoreRelationships(relationship_type: "targets") { edges { node { to { ... on Sector { name } } } } } } } } }'
                },
                {
                    "data": {
                        "intrusionSets": {
                            "edges": [
                                {
                                    "node": {
                                        "name": "Storm-1607",
                                        "targets": {
                                            "edges": [
                                                {"node": {"to": {"name": "Finance"}}},
                                                {"node": {"to": {"name": "Gaming"}}},
                                            ]
                                        },
                                    }
                                }
                            ]
                        }
                    }
                },
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { intrusionSets(search: "Water Kurita") { edges { node { name targets: stixCoreRelationships(relationship_type: "targets") { edges { node { to { ... on Sector { name } } } } } } } } }'
                },
                {
                    "data": {
                        "intrusionSets": {
                            "edges": [{"node": {"name": "Water Kurita", "targets": {"edges": []}}}]
                        }
                    }
                },
            ),
        ],
    )
    # thehive ok 1 - create case with observables
    cid = "~" + str(num("hive-case", 40000000, 9000000))
    sess(
        "thehive",
        "ok",
        1,
        "Open a TheHive case for the Lumma infection on host FIN-LT-221 with the hash and C2 as observables, and assign it to Priya",
        [
            (
                "thehive_create_case",
                {
                    "title": "Lumma stealer infection on FIN-LT-221",
                    "severity": 3,
                    "tlp": 2,
                    "pap": 2,
                    "tags": ["lumma", "stealer"],
                    "assignee": "priya@soc.corvid-labs.nl",
                },
                {
                    "_id": cid,
                    "_type": "Case",
                    "_createdBy": "svc-agent@soc.corvid-labs.nl",
                    "_createdAt": 1765132611004,
                    "number": 1187,
                    "title": "Lumma stealer infection on FIN-LT-221",
                    "severity": 3,
                    "severityLabel": "HIGH",
                    "startDate": 1765132611000,
                    "tags": ["lumma", "stealer"],
                    "flag": False,
                    "tlp": 2,
                    "tlpLabel": "AMBER",
                    "pap": 2,
                    "papLabel": "AMBER",
                    "status": "New",
                    "stage": "New",
                    "assignee": "priya@soc.corvid-labs.nl",
                    "customFields": [],
                    "userPermissions": ["manageCase/create", "manageObservable"],
                },
            ),
            (
                "thehive_create_observable",
                {"case_id": cid, "dataType": "hash", "data": hs[3], "ioc": True},
                [
                    {
                        "_id": "~" + str(num("obs1", 40000000, 9000000)),
                        "_type": "Observable",
                        "dataType": "hash",
                        "data": hs[3],
                        "startDate": 1765132614100,
                        "tlp": 2,
                        "pap": 2,
                        "ioc": True,
                        "sighted": False,
                        "reports": {},
                        "extraData": {},
                    }
                ],
            ),
            (
                "thehive_create_observable",
                {"case_id": cid, "dataType": "ip", "data": "185.225.73.19", "ioc": True},
                [
                    {
                        "_id": "~" + str(num("obs2", 40000000, 9000000)),
                        "_type": "Observable",
                        "dataType": "ip",
                        "data": "185.225.73.19",
                        "startDate": 1765132615830,
                        "tlp": 2,
                        "pap": 2,
                        "ioc": True,
                        "sighted": False,
                        "reports": {},
                        "extraData": {},
                    }
                ],
            ),
            (
                "thehive_query",
                {
                    "query": [
                        {"_name": "getCase", "idOrName": cid},
                        {"_name": "observables"},
                        {"_name": "similar"},
                    ]
                },
                [],
            ),
        ],
    )
    # thehive/opencti fail: opencti returning same default/sample?? -> use opencti down behind proxy
    gw = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.24.0</center></body></html>"
    sess(
        "opencti",
        "fail",
        1,
        "Pull the latest indicators OpenCTI has for APT29 and the TTPs linked to them",
        [
            (
                "opencti_graphql",
                {
                    "query": 'query { intrusionSets(search: "APT29") { edges { node { id name } } } }'
                },
                gw,
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { intrusionSets(search: "Midnight Blizzard") { edges { node { id name } } } }'
                },
                gw,
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { indicators(search: "APT29", first: 20, orderBy: created_at, orderMode: desc) { edges { node { name pattern } } } }'
                },
                gw,
            ),
            (
                "opencti_graphql",
                {
                    "query": 'query { attackPatterns(search: "T1566") { edges { node { name x_mitre_id } } } }'
                },
                gw,
            ),
            ("opencti_graphql", {"query": "query { me { name } }"}, gw),
            (
                "opencti_graphql",
                {"query": "query { intrusionSets(first: 5) { edges { node { name } } } }"},
                gw,
            ),
        ],
    )
    # shodan fail: out of query credits -> same error
    sq = {
        "error": "Insufficient query credits, please upgrade your API plan or wait for the monthly limit to reset"
    }
    sess(
        "shodan",
        "fail",
        1,
        "Find exposed Elasticsearch instances in our ASN AS64512 and check each for auth",
        [
            ("shodan_search", {"query": "asn:AS64512 product:Elastic"}, sq),
            ("shodan_search", {"query": "asn:AS64512 port:9200"}, sq),
            (
                "shodan_count",
                {"query": "asn:AS64512 port:9200"},
                {"matches": [], "facets": {}, "total": 4},
            ),
            ("shodan_search", {"query": "asn:AS64512 port:9200", "page": 1}, sq),
            ("shodan_search", {"query": 'org:"Corvid Labs" elastic'}, sq),
            ("shodan_search", {"query": 'asn:AS64512 "lucene_version"'}, sq),
            ("shodan_search", {"query": "net:198.18.0.0/15 port:9200"}, sq),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    legal()
    printing()
    email()
    coord()
    threat()
    with out.open("w") as f:
        for r in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout47.jsonl")
    )
