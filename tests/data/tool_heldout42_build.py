# ruff: noqa: E501  (a data file: the results are kept whole, one a line)
"""Build ``tool_heldout42.jsonl``: a blind held-out fixture of 55 sessions (35 successful, 20 failing).

Each row is one tool call in the ``real-runs`` format. Identifiers come from hashes of fixed
strings; nothing depends on the clock or on randomness. Run with no argument to write
``tests/data/tool_heldout42.jsonl``.

Where each format comes from, and how sure of it we are:

Construction and facilities
- autodesk-build (Autodesk Construction Cloud Issues v1 and RFIs v2 via APS REST): the
  ``{"pagination": {limit, offset, totalResults}, "results": [...]}`` envelope and issue fields
  (displayId, title, status, assignedTo, assignedToType, dueDate) follow the APS reference; sure
  of the envelope, fairly sure of the field names. The 401 body
  (developerMessage / moreInfo / errorCode AUTH-*) is the APS gateway shape; the exact code
  number is a best recollection.
- plangrid (PlanGrid Connect API, io.plangrid.com): ``{"total_count", "next_page_url", "data"}``
  paging envelope and issue fields from the public reference; fairly sure. The 429 body is the
  generic ``{"message": ...}`` the gateway returns; less sure of its wording.
- fieldwire (Fieldwire API v3, regional hosts client-api.us/eu.fieldwire.com): endpoints return
  bare JSON arrays; fairly sure. A project id on the wrong region answers ``[]``.
- trimble-connect (Trimble Connect REST 2.0, /tc/api/2.0): folder items and ToDos as JSON arrays;
  fairly sure of the shapes, less of every field.
- servicechannel (ServiceChannel API v3, OData-style ``{"@odata.context", "value"}``): work order
  fields (Id, Number, Status.Primary, Location, Trade, Priority) from the v3 reference; fairly
  sure. The maintenance page is an HTML page as the web tier serves it.

Retail media and affiliate networks
- amazon-ads (Amazon Ads API v3 reporting: POST /reporting/reports, GET /reporting/reports/{id}
  with status PENDING/PROCESSING/COMPLETED and a url; sp/campaigns/list ``{"campaigns": [],
  "totalResults"}``): sure of the report lifecycle, fairly sure of field names.
- criteo (Criteo Marketing Solutions API, statistics/report returning CSV text; errors as
  ``{"errors": [{traceIdentifier, type, code, title}]}``): fairly sure.
- impact-com (Impact.com Advertisers API JSON: ``@page``, ``@numpages``, ``@total``,
  ``@nextpageuri`` plus ``Actions``): fairly sure of the @-prefixed paging keys.
- cj-affiliate (CJ Commission Detail GraphQL: publisherCommissions { count payloadComplete
  records {...} }): fairly sure.
- awin (Awin Publisher API /publishers/{id}/transactions/ bare arrays; /programmes): fairly sure.
- rakuten-advertising (Rakuten Advertising APIs behind an Apigee gateway; events/transactions JSON
  arrays; Apigee ``fault`` bodies on a bad token): sure of the Apigee fault shape, less of the
  transaction field names.

Sleep, wearables and health trackers
- oura (Oura API v2 /v2/usercollection/*: ``{"data": [...], "next_token"}``; daily_sleep score and
  contributors): sure, checked against the published OpenAPI. 401 body ``{"detail": ...}`` is
  the FastAPI shape the API uses; fairly sure.
- whoop (WHOOP API v1/v2 recovery, cycle, sleep collections: ``{"records": [...],
  "next_token"}``): fairly sure.
- garmin-health (Garmin Health API pull/backfill: backfill answers 202 with an empty body, summary
  pulls are JSON arrays of dailies): fairly sure.
- withings (Withings measure getmeas / sleep v2 getsummary: HTTP 200 with ``{"status": 0,
  "body": {...}}``; auth failure ``{"status": 401, "body": {}, "error": ...}``): sure of the
  status-in-body convention, fairly sure of the error text.
- dexcom (Dexcom API v3 egvs / events: ``{"recordType", "recordVersion", "userId", "records"}``;
  the sandbox serves the same canned SandboxUser data whatever the dates): fairly sure.
- fitbit (Fitbit Web API sleep list ``{"sleep": [...], "pagination": {...}}`` and activity daily
  summary): sure of the envelopes.

Chat-ops and internal developer portals
- backstage (catalog REST /api/catalog/entities/by-query ``{items, totalItems, pageInfo}``,
  /entities/by-name): sure, checked against @backstage/catalog-client types. The SSO proxy's
  sign-in page is an oauth2-proxy HTML page.
- port (Port API v1: ``{"ok": true, "entities": [...]}``, action runs with status IN_PROGRESS /
  SUCCESS, ``{"ok": false, "error": ...}``): fairly sure.
- cortex (Cortex REST: catalog descriptors, scorecard scores ``{"serviceTag", "score": {...}}``):
  less sure of exact field names.
- opslevel (OpsLevel GraphQL: account.services nodes, pageInfo, totalCount): fairly sure.
- compass (Atlassian Compass GraphQL: compass.searchComponents with nodes/component; errors with
  extensions.statusCode): fairly sure of the shape, less of every field.
- backstage-cli (the CLI run through a shell tool: ``backstage-cli info``, ``repo lint``,
  ``versions:bump``): output text from memory of real runs; fairly sure of the style.

Speech and audio services
- assemblyai (POST/GET /v2/transcript: id, status queued/processing/completed/error, text, words,
  audio_duration; /sentences): sure of status values (checked), fairly sure of the rest. The
  negative-balance error text is a best recollection.
- deepgram (POST /v1/listen: ``{"metadata": {...}, "results": {"channels": [{"alternatives":
  [{"transcript", "confidence", "words"}]}]}}``; errors ``{err_code, err_msg, request_id}``): sure.
- revai (Rev.ai /speechtotext/v1/jobs: status in_progress/transcribed; transcript text output):
  fairly sure.
- speechmatics (Batch API v2 /jobs: ``{"job": {...}}``; transcript?format=txt; 429 body): fairly
  sure of jobs, less of the 429 body.
- elevenlabs (v1 voices, user/subscription, text-to-speech through an MCP server that saves the
  audio and replies with a line of text): fairly sure.
- picovoice (Leopard / Cheetah Python SDKs run through a python tool; errors are the SDK's
  PvActivation* exceptions with their message stack): fairly sure of the exception names.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "tool_heldout42.jsonl"


def h(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    x = hashlib.sha1(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def J(o) -> str:
    return json.dumps(o, indent=2)


def C(o) -> str:
    return json.dumps(o, separators=(",", ":"))


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []


def S(family: str, run_id: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, run_id, ok, task, calls))


# ---------------------------------------------------------------- construction and facilities
ACC_PROJ = "b." + uid("acc-harbor-point")


def acc_user(name: str) -> str:
    return h("accuser" + name, 12).upper()


def rfi(n: int, title: str, status: str, due: str, who: str, q: str) -> dict:
    return {
        "id": uid(f"rfi{n}"),
        "customIdentifier": str(n),
        "title": title,
        "status": status,
        "question": q,
        "dueDate": due,
        "assignedTo": [{"id": acc_user(who), "type": "user", "name": who}],
        "createdAt": f"2024-0{1 + n % 3}-1{n % 9}T14:2{n % 6}:00.000Z",
        "ballInCourt": [acc_user(who)],
        "location": None,
        "costImpact": "unknown",
        "scheduleImpact": "unknown",
    }


rfis1 = [
    rfi(
        141,
        "Embed plate at grid C/7 conflicts with sleeve",
        "open",
        "2024-03-08",
        "Dana Whitfield",
        "Structural embed plate EP-12 overlaps the 6in sleeve shown on M-301. Relocate sleeve or plate?",
    ),
    rfi(
        143,
        "Curtain wall anchor spacing at L7 slab edge",
        "open",
        "2024-03-22",
        "Marco Ilic",
        "Anchor spacing on A-521 detail 4 is 48in; shop drawings show 60in. Confirm.",
    ),
    rfi(
        147,
        "Fire damper access panel size",
        "answered",
        "2024-03-01",
        "Priya Raman",
        "Min access panel size for FD-3 in hard lid ceiling?",
    ),
]
rfis2 = [
    rfi(
        152,
        "Roof drain overflow scupper elevation",
        "open",
        "2024-03-05",
        "Dana Whitfield",
        "Scupper invert on A-401 is 2in above primary drain; spec says 2in min above roof surface. Which governs?",
    ),
    rfi(
        155,
        "Stair 2 handrail extension at landing",
        "draft",
        "2024-04-02",
        "Lee Ochoa",
        "Extension conflicts with door swing at 2nd floor landing.",
    ),
]
S(
    "autodesk-build",
    "autodesk-build-ok-1",
    True,
    "Which RFIs on the Harbor Point project are still open past their due date (today is 2024-03-12), and who has the ball in court on each?",
    [
        (
            "acc_search_rfis",
            {
                "projectId": ACC_PROJ,
                "filter": {"status": ["open", "draft"]},
                "limit": 3,
                "offset": 0,
            },
            J(
                {
                    "pagination": {"limit": 3, "offset": 0, "totalResults": 5},
                    "results": [rfis1[0], rfis1[1], rfis2[1]],
                }
            ),
        ),
        (
            "acc_search_rfis",
            {
                "projectId": ACC_PROJ,
                "filter": {"status": ["open", "draft"]},
                "limit": 3,
                "offset": 3,
            },
            J(
                {
                    "pagination": {"limit": 3, "offset": 3, "totalResults": 5},
                    "results": [
                        rfis2[0],
                        rfi(
                            158,
                            "Elevator pit sump pump discharge",
                            "open",
                            "2024-03-29",
                            "Priya Raman",
                            "Discharge to storm or sanitary? Civil and plumbing disagree.",
                        ),
                    ],
                }
            ),
        ),
        (
            "acc_get_rfi",
            {"projectId": ACC_PROJ, "rfiId": rfis1[0]["id"]},
            J(
                {
                    **rfis1[0],
                    "responses": [],
                    "comments": [
                        {
                            "body": "Waiting on EOR markup, expect Thursday",
                            "createdBy": acc_user("Dana Whitfield"),
                            "createdAt": "2024-03-09T16:02:11.000Z",
                        }
                    ],
                    "distributionList": [acc_user("Ana Brooks"), acc_user("Tom Reyes")],
                }
            ),
        ),
        (
            "acc_get_rfi",
            {"projectId": ACC_PROJ, "rfiId": rfis2[0]["id"]},
            J(
                {
                    **rfis2[0],
                    "responses": [],
                    "comments": [],
                    "distributionList": [acc_user("Ana Brooks")],
                }
            ),
        ),
        (
            "acc_get_project_users",
            {
                "projectId": ACC_PROJ,
                "filter[id]": f"{acc_user('Dana Whitfield')},{acc_user('Marco Ilic')}",
            },
            J(
                {
                    "pagination": {"limit": 20, "offset": 0, "totalResults": 2},
                    "results": [
                        {
                            "id": acc_user("Dana Whitfield"),
                            "email": "dwhitfield@kessler-se.com",
                            "name": "Dana Whitfield",
                            "companyName": "Kessler Structural Engineers",
                            "roles": [{"name": "Engineer"}],
                            "status": "active",
                        },
                        {
                            "id": acc_user("Marco Ilic"),
                            "email": "milic@northglaze.com",
                            "name": "Marco Ilic",
                            "companyName": "NorthGlaze Facades",
                            "roles": [{"name": "Subcontractor"}],
                            "status": "active",
                        },
                    ],
                }
            ),
        ),
    ],
)

ISS = uid("acc-issue-mullion")
S(
    "autodesk-build",
    "autodesk-build-ok-2",
    True,
    "Log an issue on Harbor Point for the cracked curtain wall mullion on level 7 east elevation, assign it to NorthGlaze, due next Friday, and note that photos are in the daily log.",
    [
        (
            "acc_get_issue_types",
            {"projectId": ACC_PROJ},
            J(
                {
                    "pagination": {"limit": 200, "offset": 0, "totalResults": 3},
                    "results": [
                        {
                            "id": uid("it-quality"),
                            "title": "Quality",
                            "isActive": True,
                            "subtypes": [
                                {"id": uid("ist-defect"), "title": "Defect", "code": "QD"},
                                {"id": uid("ist-ncr"), "title": "Non-conformance", "code": "NCR"},
                            ],
                        },
                        {
                            "id": uid("it-safety"),
                            "title": "Safety",
                            "isActive": True,
                            "subtypes": [
                                {"id": uid("ist-hazard"), "title": "Hazard", "code": "SH"}
                            ],
                        },
                        {
                            "id": uid("it-punch"),
                            "title": "Punch List",
                            "isActive": True,
                            "subtypes": [
                                {"id": uid("ist-punch"), "title": "Punch item", "code": "PL"}
                            ],
                        },
                    ],
                }
            ),
        ),
        (
            "acc_search_companies",
            {"projectId": ACC_PROJ, "filter[name]": "NorthGlaze"},
            J(
                [
                    {
                        "id": uid("co-northglaze"),
                        "name": "NorthGlaze Facades",
                        "trade": "Glass & Glazing",
                        "phone": "+1 206 555 0141",
                        "member_group_id": uid("mg-northglaze"),
                    }
                ]
            ),
        ),
        (
            "acc_create_issue",
            {
                "projectId": ACC_PROJ,
                "title": "Cracked curtain wall mullion L7 east",
                "issueSubtypeId": uid("ist-defect"),
                "status": "open",
                "assignedTo": uid("co-northglaze"),
                "assignedToType": "company",
                "dueDate": "2024-03-22",
            },
            J(
                {
                    "id": ISS,
                    "displayId": 318,
                    "title": "Cracked curtain wall mullion L7 east",
                    "status": "open",
                    "issueSubtypeId": uid("ist-defect"),
                    "assignedTo": uid("co-northglaze"),
                    "assignedToType": "company",
                    "dueDate": "2024-03-22",
                    "createdAt": "2024-03-12T18:40:05.212Z",
                    "createdBy": acc_user("Ana Brooks"),
                    "permittedActions": ["addComment", "addAttachment"],
                }
            ),
        ),
        (
            "acc_add_issue_comment",
            {
                "projectId": ACC_PROJ,
                "issueId": ISS,
                "body": "Photos in daily log 2024-03-12, entries 4-7.",
            },
            J(
                {
                    "id": uid("cm-mullion"),
                    "body": "Photos in daily log 2024-03-12, entries 4-7.",
                    "createdAt": "2024-03-12T18:40:31.877Z",
                    "createdBy": acc_user("Ana Brooks"),
                }
            ),
        ),
        (
            "acc_get_issue",
            {"projectId": ACC_PROJ, "issueId": ISS},
            J(
                {
                    "id": ISS,
                    "displayId": 318,
                    "title": "Cracked curtain wall mullion L7 east",
                    "status": "open",
                    "assignedTo": uid("co-northglaze"),
                    "assignedToType": "company",
                    "dueDate": "2024-03-22",
                    "commentCount": 1,
                    "attachmentCount": 0,
                    "watchers": [acc_user("Ana Brooks")],
                }
            ),
        ),
    ],
)

AUTH_ERR = C(
    {
        "developerMessage": "The token is not valid for the given request.",
        "moreInfo": "https://aps.autodesk.com/en/docs/oauth/v2/developers_guide/error_handling/",
        "errorCode": "AUTH-006",
    }
)
S(
    "autodesk-build",
    "autodesk-build-fail-1",
    False,
    "Pull every open safety issue on the Riverside Medical project and summarize which subcontractors have the most.",
    [
        (
            "acc_search_issues",
            {
                "projectId": "b." + uid("acc-riverside"),
                "filter[status]": "open",
                "filter[issueTypeId]": uid("it-safety"),
            },
            AUTH_ERR,
        ),
        (
            "acc_search_issues",
            {"projectId": "b." + uid("acc-riverside"), "filter[status]": "open"},
            AUTH_ERR,
        ),
        ("acc_get_issue_types", {"projectId": "b." + uid("acc-riverside")}, AUTH_ERR),
        ("acc_search_issues", {"projectId": "b." + uid("acc-riverside"), "limit": 50}, AUTH_ERR),
        ("acc_search_companies", {"projectId": "b." + uid("acc-riverside")}, AUTH_ERR),
        (
            "acc_search_issues",
            {"projectId": "b." + uid("acc-riverside"), "filter[assignedToType]": "company"},
            AUTH_ERR,
        ),
        (
            "acc_search_rfis",
            {"projectId": "b." + uid("acc-riverside"), "filter": {"status": ["open"]}},
            AUTH_ERR,
        ),
    ],
)

PG = uid("pg-elm-street")


def pg_issue(n: int, title: str, status: str, room: str, who: str) -> dict:
    return {
        "uid": uid(f"pgi{n}"),
        "number": n,
        "title": title,
        "status": status,
        "type": "issue",
        "room": room,
        "assigned_to": [{"uid": uid("pgu" + who), "type": "user", "email": who}],
        "sheets": [uid(f"pgs{n % 4}")],
        "created_at": f"2024-02-2{n % 9}T09:1{n % 6}:00+00:00",
        "deleted": False,
    }


S(
    "plangrid",
    "plangrid-ok-3",
    True,
    "How many punch items on Elm Street Lofts are still open on the 3rd floor, and which units do they cluster in?",
    [
        (
            "plangrid_list_issues",
            {"project_uid": PG, "limit": 4, "skip": 0},
            J(
                {
                    "total_count": 9,
                    "next_page_url": f"https://io.plangrid.com/projects/{PG}/issues?skip=4&limit=4",
                    "data": [
                        pg_issue(
                            201,
                            "Paint touch-up at door frame",
                            "open",
                            "Unit 304",
                            "finishes@crestline.co",
                        ),
                        pg_issue(
                            202,
                            "Missing outlet cover kitchen",
                            "closed",
                            "Unit 304",
                            "elec@voltline.com",
                        ),
                        pg_issue(
                            203,
                            "Cabinet door misaligned",
                            "open",
                            "Unit 307",
                            "millwork@ashby-mw.com",
                        ),
                        pg_issue(
                            204,
                            "Grout haze on shower floor",
                            "open",
                            "Unit 207",
                            "tile@granitebay.com",
                        ),
                    ],
                }
            ),
        ),
        (
            "plangrid_list_issues",
            {"project_uid": PG, "limit": 4, "skip": 4},
            J(
                {
                    "total_count": 9,
                    "next_page_url": f"https://io.plangrid.com/projects/{PG}/issues?skip=8&limit=4",
                    "data": [
                        pg_issue(
                            205,
                            "Baseboard gap > 1/8in",
                            "open",
                            "Unit 307",
                            "finishes@crestline.co",
                        ),
                        pg_issue(
                            206,
                            "Smoke detector not chirping on test",
                            "open",
                            "Corridor 3",
                            "elec@voltline.com",
                        ),
                        pg_issue(
                            207, "Window screen torn", "closed", "Unit 309", "glazing@clearview.com"
                        ),
                        pg_issue(
                            208,
                            "Closet rod bracket loose",
                            "open",
                            "Unit 307",
                            "millwork@ashby-mw.com",
                        ),
                    ],
                }
            ),
        ),
        (
            "plangrid_list_issues",
            {"project_uid": PG, "limit": 4, "skip": 8},
            J(
                {
                    "total_count": 9,
                    "next_page_url": None,
                    "data": [
                        pg_issue(209, "HVAC grille scuffed", "open", "Unit 311", "mech@airwise.net")
                    ],
                }
            ),
        ),
        (
            "plangrid_get_sheet",
            {"project_uid": PG, "sheet_uid": uid("pgs1")},
            J(
                {
                    "uid": uid("pgs1"),
                    "name": "A-103",
                    "version_name": "IFC Rev 3",
                    "description": "Third Floor Plan",
                    "tags": ["Architectural"],
                    "published_by": "jkim@elmstreetdev.com",
                    "published_at": "2024-01-30T17:22:41+00:00",
                    "deleted": False,
                }
            ),
        ),
    ],
)

PG_429 = C({"message": "API rate limit exceeded"})
S(
    "plangrid",
    "plangrid-fail-4",
    False,
    "Export the list of RFIs and their answers from the Cedar Court PlanGrid project into a table.",
    [
        ("plangrid_list_rfis", {"project_uid": uid("pg-cedar"), "limit": 50}, PG_429),
        ("plangrid_list_rfis", {"project_uid": uid("pg-cedar"), "limit": 10}, PG_429),
        ("plangrid_get_project", {"project_uid": uid("pg-cedar")}, PG_429),
        (
            "plangrid_list_rfis",
            {
                "project_uid": uid("pg-cedar"),
                "limit": 10,
                "skip": 0,
                "updated_after": "2024-01-01T00:00:00Z",
            },
            PG_429,
        ),
        ("plangrid_list_rfi_statuses", {"project_uid": uid("pg-cedar")}, PG_429),
        ("plangrid_list_rfis", {"project_uid": uid("pg-cedar"), "limit": 5}, PG_429),
        ("plangrid_list_rfis", {"project_uid": uid("pg-cedar"), "limit": 1}, PG_429),
    ],
)

FW = num("fw-proj", 1000000, 9999999)


def fw_task(n: int, name: str, status: str, pri: int, due: str | None, team: str) -> dict:
    return {
        "id": uid(f"fwt{n}"),
        "project_id": uid("fw-proj"),
        "name": name,
        "sequence_number": n,
        "priority": pri,
        "status_id": uid("fws" + status),
        "team_id": uid("fwteam" + team),
        "due_date": due,
        "owner_user_id": num("fwu" + team, 100000, 999999),
        "created_at": "2024-03-04T13:11:09.421-08:00",
        "updated_at": "2024-03-11T10:02:33.105-08:00",
        "is_local": False,
        "deleted_at": None,
    }


S(
    "fieldwire",
    "fieldwire-ok-5",
    True,
    "In the Fieldwire project for the Marina Garage, are there any priority-1 tasks assigned to the electrical team that are overdue? If none, just tell me that and list what electrical has due this week.",
    [
        (
            "fieldwire_list_teams",
            {"project_id": uid("fw-proj")},
            J(
                [
                    {
                        "id": uid("fwteamElectrical"),
                        "name": "Electrical",
                        "handle": "EL",
                        "color": "#F5A623",
                    },
                    {
                        "id": uid("fwteamConcrete"),
                        "name": "Concrete",
                        "handle": "CO",
                        "color": "#9B9B9B",
                    },
                    {
                        "id": uid("fwteamMEP Coord"),
                        "name": "MEP Coord",
                        "handle": "MC",
                        "color": "#4A90E2",
                    },
                ]
            ),
        ),
        (
            "fieldwire_list_statuses",
            {"project_id": uid("fw-proj")},
            J(
                [
                    {"id": uid("fwsPriority 1"), "name": "Priority 1", "ordinal": 0},
                    {"id": uid("fwsopen"), "name": "Open", "ordinal": 1},
                    {"id": uid("fwsverify"), "name": "Verify", "ordinal": 2},
                    {"id": uid("fwscompleted"), "name": "Completed", "ordinal": 3},
                ]
            ),
        ),
        (
            "fieldwire_list_tasks",
            {
                "project_id": uid("fw-proj"),
                "team_id": uid("fwteamElectrical"),
                "priority": 1,
                "due_before": "2024-03-12",
            },
            "[]",
        ),
        (
            "fieldwire_list_tasks",
            {
                "project_id": uid("fw-proj"),
                "team_id": uid("fwteamElectrical"),
                "due_after": "2024-03-11",
                "due_before": "2024-03-17",
            },
            J(
                [
                    fw_task(
                        88, "Pull feeders to panel LP-2B", "open", 2, "2024-03-13", "Electrical"
                    ),
                    fw_task(
                        91,
                        "Terminate EV charger circuits P2 level",
                        "open",
                        2,
                        "2024-03-15",
                        "Electrical",
                    ),
                    fw_task(
                        94,
                        "Lighting control commissioning level 3",
                        "verify",
                        3,
                        "2024-03-14",
                        "Electrical",
                    ),
                ]
            ),
        ),
        (
            "fieldwire_add_task_comment",
            {
                "project_id": uid("fw-proj"),
                "task_id": uid("fwt91"),
                "text": "Confirm breaker sizes with EV vendor before terminating.",
            },
            J(
                {
                    "id": uid("fwbubble91"),
                    "task_id": uid("fwt91"),
                    "kind": 0,
                    "text": "Confirm breaker sizes with EV vendor before terminating.",
                    "created_at": "2024-03-12T09:44:02.118-08:00",
                }
            ),
        ),
    ],
)

S(
    "fieldwire",
    "fieldwire-fail-2",
    False,
    "List the open tasks in our Fieldwire project 'Oakridge School Addition' by location and flag anything in the gym.",
    [
        ("fieldwire_list_projects", {"region": "us"}, "[]"),
        ("fieldwire_list_tasks", {"project_id": uid("fw-oakridge"), "status": "open"}, "[]"),
        ("fieldwire_list_tasks", {"project_id": uid("fw-oakridge")}, "[]"),
        ("fieldwire_list_floorplans", {"project_id": uid("fw-oakridge")}, "[]"),
        ("fieldwire_list_locations", {"project_id": uid("fw-oakridge")}, "[]"),
        (
            "fieldwire_list_tasks",
            {"project_id": uid("fw-oakridge"), "updated_after": "2023-01-01T00:00:00Z"},
            "[]",
        ),
        ("fieldwire_list_projects", {"region": "us", "include_archived": True}, "[]"),
    ],
)

TC_PROJ = "q" + h("tc-proj", 11)
S(
    "trimble-connect",
    "trimble-connect-ok-6",
    True,
    "Find the latest structural IFC model in Trimble Connect for the Northgate Depot project and check whether anyone has open ToDos against it.",
    [
        (
            "tc_list_folder_items",
            {"folderId": h("tcroot", 11)},
            J(
                [
                    {
                        "id": h("tcf-arch", 11),
                        "name": "01 Architecture",
                        "type": "FOLDER",
                        "modifiedOn": "2024-03-01T10:12:44.000+0000",
                    },
                    {
                        "id": h("tcf-str", 11),
                        "name": "02 Structure",
                        "type": "FOLDER",
                        "modifiedOn": "2024-03-08T15:40:02.000+0000",
                    },
                    {
                        "id": h("tcf-mep", 11),
                        "name": "03 MEP",
                        "type": "FOLDER",
                        "modifiedOn": "2024-02-21T08:03:19.000+0000",
                    },
                ]
            ),
        ),
        (
            "tc_list_folder_items",
            {"folderId": h("tcf-str", 11)},
            J(
                [
                    {
                        "id": h("tcfile1", 11),
                        "versionId": h("tcv1", 11),
                        "name": "NGD-STR-Model.ifc",
                        "type": "FILE",
                        "size": 48213770,
                        "modifiedBy": {"firstName": "Hanna", "lastName": "Vik"},
                        "modifiedOn": "2024-03-08T15:39:51.000+0000",
                        "revision": 7,
                    },
                    {
                        "id": h("tcfile2", 11),
                        "versionId": h("tcv2", 11),
                        "name": "NGD-STR-Foundations.ifc",
                        "type": "FILE",
                        "size": 9120334,
                        "modifiedBy": {"firstName": "Hanna", "lastName": "Vik"},
                        "modifiedOn": "2024-01-17T11:05:27.000+0000",
                        "revision": 3,
                    },
                ]
            ),
        ),
        (
            "tc_get_file_versions",
            {"fileId": h("tcfile1", 11)},
            J(
                [
                    {
                        "versionId": h("tcv1", 11),
                        "revision": 7,
                        "createdOn": "2024-03-08T15:39:51.000+0000",
                        "comment": "Transfer beams grid 4-6 resized",
                    },
                    {
                        "versionId": h("tcv0", 11),
                        "revision": 6,
                        "createdOn": "2024-02-26T09:14:03.000+0000",
                        "comment": "Column schedule update",
                    },
                ]
            ),
        ),
        (
            "tc_list_todos",
            {"projectId": TC_PROJ, "objectId": h("tcfile1", 11), "status": "NEW,IN_PROGRESS"},
            J(
                [
                    {
                        "id": h("todo1", 11),
                        "label": "Check embed depths at transfer beam TB-4",
                        "status": "IN_PROGRESS",
                        "priority": "HIGH",
                        "assignees": [
                            {"id": h("tcu-ops", 11), "type": "USER", "name": "Oskar Lind"}
                        ],
                        "dueDate": "2024-03-15T00:00:00.000+0000",
                    }
                ]
            ),
        ),
        (
            "tc_get_todo",
            {"todoId": h("todo1", 11)},
            J(
                {
                    "id": h("todo1", 11),
                    "label": "Check embed depths at transfer beam TB-4",
                    "description": "Rev 7 changed TB-4 depth from 900 to 1050; embeds on precast shop dwg still at old depth.",
                    "status": "IN_PROGRESS",
                    "priority": "HIGH",
                    "createdBy": {"firstName": "Hanna", "lastName": "Vik"},
                    "createdOn": "2024-03-09T07:30:12.000+0000",
                    "comments": 2,
                }
            ),
        ),
    ],
)

SC_SUB = 2014566321


def sc_wo(n: int, status: str, ext: str, trade: str, desc: str, loc: str, pri: str) -> dict:
    return {
        "Id": 190000000 + n,
        "Number": str(88000000 + n),
        "PurchaseNumber": f"PO-{n:05d}",
        "Status": {"Primary": status, "Extended": ext},
        "Location": {"Id": 5300 + n % 7, "StoreId": loc},
        "Trade": trade,
        "Priority": pri,
        "Category": "MAINTENANCE",
        "Description": desc,
        "CallDate": f"2024-03-0{1 + n % 9}T08:15:00",
        "ScheduledDate": f"2024-03-1{n % 9}T12:00:00",
        "Nte": 750.0,
        "Provider": {
            "Id": 2000000 + n % 5,
            "Name": [
                "Cool Air Mechanical",
                "BrightSpark Electric",
                "Allstate Door Co",
                "Apex Plumbing",
                "Summit Roofing",
            ][n % 5],
        },
    }


S(
    "servicechannel",
    "servicechannel-ok-7",
    True,
    "What's the status of the open work orders at store 1187? The manager says the walk-in cooler is still warm.",
    [
        (
            "servicechannel_get_workorders",
            {"$filter": "Location/StoreId eq '1187' and Status/Primary ne 'COMPLETED'", "$top": 10},
            J(
                {
                    "@odata.context": "https://api.servicechannel.com/v3/odata/$metadata#workorders",
                    "value": [
                        sc_wo(
                            41,
                            "IN PROGRESS",
                            "ON SITE",
                            "REFRIGERATION",
                            "Walk-in cooler not holding temp, 48F",
                            "1187",
                            "P1 - Emergency 4hr",
                        ),
                        sc_wo(
                            45,
                            "OPEN",
                            "DISPATCHED",
                            "DOORS",
                            "Rear receiving door closer leaking",
                            "1187",
                            "P3 - 72hr",
                        ),
                    ],
                }
            ),
        ),
        (
            "servicechannel_get_workorder_notes",
            {"workorderId": 190000041},
            J(
                {
                    "@odata.context": "https://api.servicechannel.com/v3/odata/$metadata#notes",
                    "value": [
                        {
                            "Id": 77120031,
                            "NoteData": "Tech on site 10:42. Condenser fan motor seized. Replacing.",
                            "CreatedBy": "Cool Air Mechanical",
                            "DateCreated": "2024-03-12T10:58:00",
                            "MailedTo": "",
                        },
                        {
                            "Id": 77120544,
                            "NoteData": "Motor in van, ETA 45 min to restore temp after install.",
                            "CreatedBy": "Cool Air Mechanical",
                            "DateCreated": "2024-03-12T11:20:00",
                            "MailedTo": "",
                        },
                    ],
                }
            ),
        ),
        (
            "servicechannel_get_checkins",
            {"workorderId": 190000041},
            J(
                {
                    "@odata.context": "https://api.servicechannel.com/v3/odata/$metadata#checkins",
                    "value": [
                        {
                            "Id": 55312001,
                            "TechName": "R. Duarte",
                            "CheckInTime": "2024-03-12T10:42:00",
                            "CheckOutTime": None,
                            "Method": "IVR",
                        }
                    ],
                }
            ),
        ),
        (
            "servicechannel_add_note",
            {
                "workorderId": 190000041,
                "NoteData": "Store mgr reports product moved to reach-ins. Please call store on completion.",
                "MailedTo": "sm1187@acmegrocers.com",
            },
            J({"id": 77121009}),
        ),
    ],
)

SC_MAINT = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>ServiceChannel - Scheduled Maintenance</title>
<link rel="stylesheet" href="/static/maint.css"></head>
<body><div class="wrap"><img src="/static/sc-logo.svg" alt="ServiceChannel">
<h1>We'll be back soon</h1>
<p>ServiceChannel is currently undergoing scheduled maintenance. We apologize for any inconvenience.</p>
<p>Please check <a href="https://status.servicechannel.com">status.servicechannel.com</a> for updates.</p>
</div></body></html>"""
S(
    "servicechannel",
    "servicechannel-fail-3",
    False,
    "Which HVAC providers have the most recalls across our Midwest stores this quarter?",
    [
        (
            "servicechannel_get_workorders",
            {"$filter": "Trade eq 'HVAC' and CallDate ge 2024-01-01", "$top": 100},
            SC_MAINT,
        ),
        ("servicechannel_get_workorders", {"$filter": "Trade eq 'HVAC'", "$top": 50}, SC_MAINT),
        ("servicechannel_get_providers", {"$filter": "Trade eq 'HVAC'"}, SC_MAINT),
        ("servicechannel_get_locations", {"$filter": "Region eq 'Midwest'"}, SC_MAINT),
        (
            "servicechannel_get_workorders",
            {"$filter": "Category eq 'RECALL'", "$top": 25},
            SC_MAINT,
        ),
        ("servicechannel_get_workorders", {"$top": 5}, SC_MAINT),
        (
            "servicechannel_get_workorders",
            {"$filter": "Location/StoreId eq '1187'", "$top": 5},
            SC_MAINT,
        ),
    ],
)

S(
    "servicechannel",
    "servicechannel-ok-8",
    True,
    "Create an emergency plumbing work order for store 2042 (restroom flooding) and tell me who got dispatched.",
    [
        (
            "servicechannel_get_locations",
            {"$filter": "StoreId eq '2042'"},
            J(
                {
                    "@odata.context": "https://api.servicechannel.com/v3/odata/$metadata#locations",
                    "value": [
                        {
                            "Id": 5391,
                            "StoreId": "2042",
                            "Name": "Acme Grocers #2042",
                            "City": "Naperville",
                            "State": "IL",
                            "Region": "Midwest",
                            "Subscriber": {"Id": SC_SUB},
                        }
                    ],
                }
            ),
        ),
        (
            "servicechannel_create_workorder",
            {
                "Location": {"Id": 5391},
                "Trade": "PLUMBING",
                "Priority": "P1 - Emergency 4hr",
                "Category": "MAINTENANCE",
                "Description": "Customer restroom flooding, water shut off at valve",
                "Nte": 1000,
            },
            J({"id": 190000512, "number": "88000512", "purchaseNumber": "PO-00512"}),
        ),
        (
            "servicechannel_get_workorder",
            {"workorderId": 190000512},
            J(
                sc_wo(
                    512,
                    "OPEN",
                    "",
                    "PLUMBING",
                    "Customer restroom flooding, water shut off at valve",
                    "2042",
                    "P1 - Emergency 4hr",
                )
            ),
        ),
        (
            "servicechannel_get_workorder",
            {"workorderId": 190000512},
            J(
                {
                    **sc_wo(
                        512,
                        "OPEN",
                        "DISPATCH CONFIRMED",
                        "PLUMBING",
                        "Customer restroom flooding, water shut off at valve",
                        "2042",
                        "P1 - Emergency 4hr",
                    ),
                    "Provider": {"Id": 2000003, "Name": "Apex Plumbing"},
                    "ScheduledDate": "2024-03-12T15:30:00",
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- retail media and affiliate networks
AA_PROFILE = str(num("aa-profile", 10**15, 10**16 - 1))
RPT = uid("aa-report-sp-feb")
S(
    "amazon-ads",
    "amazon-ads-ok-1",
    True,
    "Get February's Sponsored Products spend and ROAS per campaign for our US profile.",
    [
        (
            "amazon_ads_create_report",
            {
                "profileId": AA_PROFILE,
                "name": "SP campaigns Feb 2024",
                "startDate": "2024-02-01",
                "endDate": "2024-02-29",
                "configuration": {
                    "adProduct": "SPONSORED_PRODUCTS",
                    "groupBy": ["campaign"],
                    "columns": ["campaignName", "cost", "sales14d", "impressions", "clicks"],
                    "reportTypeId": "spCampaigns",
                    "timeUnit": "SUMMARY",
                    "format": "GZIP_JSON",
                },
            },
            J(
                {
                    "reportId": RPT,
                    "name": "SP campaigns Feb 2024",
                    "status": "PENDING",
                    "startDate": "2024-02-01",
                    "endDate": "2024-02-29",
                    "createdAt": "2024-03-12T17:02:11.221Z",
                    "updatedAt": "2024-03-12T17:02:11.221Z",
                    "url": None,
                    "fileSize": None,
                    "failureReason": None,
                }
            ),
        ),
        (
            "amazon_ads_get_report",
            {"profileId": AA_PROFILE, "reportId": RPT},
            J(
                {
                    "reportId": RPT,
                    "status": "PENDING",
                    "createdAt": "2024-03-12T17:02:11.221Z",
                    "updatedAt": "2024-03-12T17:02:11.221Z",
                    "url": None,
                    "fileSize": None,
                    "failureReason": None,
                }
            ),
        ),
        (
            "amazon_ads_get_report",
            {"profileId": AA_PROFILE, "reportId": RPT},
            J(
                {
                    "reportId": RPT,
                    "status": "PROCESSING",
                    "createdAt": "2024-03-12T17:02:11.221Z",
                    "updatedAt": "2024-03-12T17:03:40.009Z",
                    "url": None,
                    "fileSize": None,
                    "failureReason": None,
                }
            ),
        ),
        (
            "amazon_ads_get_report",
            {"profileId": AA_PROFILE, "reportId": RPT},
            J(
                {
                    "reportId": RPT,
                    "status": "COMPLETED",
                    "createdAt": "2024-03-12T17:02:11.221Z",
                    "updatedAt": "2024-03-12T17:05:02.774Z",
                    "url": f"https://offline-report-storage-us-east-1-prod.s3.amazonaws.com/{RPT}/report-{RPT}.json.gz?X-Amz-Expires=3600",
                    "fileSize": 1893,
                    "failureReason": None,
                }
            ),
        ),
        (
            "amazon_ads_download_report",
            {
                "url": f"https://offline-report-storage-us-east-1-prod.s3.amazonaws.com/{RPT}/report-{RPT}.json.gz?X-Amz-Expires=3600"
            },
            J(
                [
                    {
                        "campaignName": "SP - Brand - Exact",
                        "cost": 4123.55,
                        "sales14d": 21877.10,
                        "impressions": 188220,
                        "clicks": 5120,
                    },
                    {
                        "campaignName": "SP - Category - Broad",
                        "cost": 6890.02,
                        "sales14d": 14402.87,
                        "impressions": 901455,
                        "clicks": 9918,
                    },
                    {
                        "campaignName": "SP - Competitor ASIN",
                        "cost": 2210.40,
                        "sales14d": 3120.00,
                        "impressions": 240031,
                        "clicks": 2877,
                    },
                    {
                        "campaignName": "SP - Auto - Catchall",
                        "cost": 1502.77,
                        "sales14d": 5290.33,
                        "impressions": 310877,
                        "clicks": 3301,
                    },
                ]
            ),
        ),
    ],
)

S(
    "amazon-ads",
    "amazon-ads-fail-1",
    False,
    "Pause every Sponsored Products campaign with ACOS above 60% in the last 30 days on our UK account.",
    [
        (
            "amazon_ads_list_sp_campaigns",
            {
                "profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1)),
                "stateFilter": {"include": ["ENABLED"]},
            },
            J({"campaigns": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_campaigns",
            {"profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1))},
            J({"campaigns": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_campaigns",
            {
                "profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1)),
                "stateFilter": {"include": ["ENABLED", "PAUSED"]},
                "maxResults": 100,
            },
            J({"campaigns": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_ad_groups",
            {"profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1))},
            J({"adGroups": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_campaigns",
            {
                "profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1)),
                "nameFilter": {"queryTermMatchType": "BROAD_MATCH", "include": ["SP"]},
            },
            J({"campaigns": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_keywords",
            {"profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1))},
            J({"keywords": [], "totalResults": 0}),
        ),
        (
            "amazon_ads_list_sp_campaigns",
            {
                "profileId": str(num("aa-uk-wrong", 10**15, 10**16 - 1)),
                "includeExtendedDataFields": True,
            },
            J({"campaigns": [], "totalResults": 0}),
        ),
    ],
)

CRITEO_CSV = """Day,AdvertiserName,Displays,Clicks,AdvertiserCost,SalesPc30d,RevenueGeneratedPc30d
2024-03-04,Lumen Home EU,412203,3381,2412.77,118,14033.20
2024-03-05,Lumen Home EU,398811,3122,2301.05,104,12811.44
2024-03-06,Lumen Home EU,420077,3590,2550.90,131,15920.81
2024-03-07,Lumen Home EU,389020,2977,2198.34,97,11002.13
2024-03-08,Lumen Home EU,455310,3844,2801.62,149,18450.77
2024-03-09,Lumen Home EU,501223,4210,3050.11,171,21004.36
2024-03-10,Lumen Home EU,477908,4012,2944.45,160,19777.02
"""
S(
    "criteo",
    "criteo-ok-2",
    True,
    "Compare last week's Criteo retargeting cost and post-click revenue by day for Lumen Home EU and tell me the best day.",
    [
        (
            "criteo_list_advertisers",
            {},
            J(
                {
                    "data": [
                        {
                            "id": "58721",
                            "type": "Advertiser",
                            "attributes": {"advertiserName": "Lumen Home EU"},
                        },
                        {
                            "id": "60113",
                            "type": "Advertiser",
                            "attributes": {"advertiserName": "Lumen Home UK"},
                        },
                    ],
                    "warnings": [],
                    "errors": [],
                }
            ),
        ),
        (
            "criteo_statistics_report",
            {
                "advertiserIds": "58721",
                "startDate": "2024-03-04",
                "endDate": "2024-03-10",
                "dimensions": ["Day", "AdvertiserId"],
                "metrics": [
                    "Displays",
                    "Clicks",
                    "AdvertiserCost",
                    "SalesPc30d",
                    "RevenueGeneratedPc30d",
                ],
                "currency": "EUR",
                "format": "csv",
            },
            CRITEO_CSV,
        ),
        (
            "criteo_statistics_report",
            {
                "advertiserIds": "58721",
                "startDate": "2024-02-26",
                "endDate": "2024-03-03",
                "dimensions": ["AdvertiserId"],
                "metrics": ["AdvertiserCost", "RevenueGeneratedPc30d"],
                "currency": "EUR",
                "format": "csv",
            },
            "AdvertiserName,AdvertiserCost,RevenueGeneratedPc30d\nLumen Home EU,17122.08,98870.45\n",
        ),
    ],
)

CRITEO_401 = C(
    {
        "errors": [
            {
                "traceIdentifier": uid("criteo-trace"),
                "type": "authorization",
                "code": "authorization-token-expired",
                "instance": "@criteo/api",
                "title": "The access token has expired",
                "detail": "Please request a new token.",
            }
        ],
        "warnings": [],
    }
)
S(
    "criteo",
    "criteo-fail-2",
    False,
    "Raise the daily budget of the Criteo 'Spring Sale Prospecting' campaign to 800 euro and confirm.",
    [
        ("criteo_list_campaigns", {"advertiserIds": "58721"}, CRITEO_401),
        (
            "criteo_search_campaigns",
            {"filters": {"advertiserIds": ["58721"], "campaignName": "Spring Sale"}},
            CRITEO_401,
        ),
        ("criteo_list_advertisers", {}, CRITEO_401),
        ("criteo_list_ad_sets", {"advertiserIds": "58721"}, CRITEO_401),
        ("criteo_search_campaigns", {"filters": {"advertiserIds": ["60113"]}}, CRITEO_401),
        ("criteo_list_campaigns", {"advertiserIds": "58721,60113"}, CRITEO_401),
    ],
)

IMP = "IRb" + h("impact-sid", 20)


def imp_action(n: int, partner: str, state: str, amt: float, payout: float) -> dict:
    return {
        "Id": f"{num('ia' + str(n), 1000, 9999)}.{num('ib' + str(n), 1000, 9999)}.{n}",
        "CampaignId": "14022",
        "CampaignName": "Vireo Outdoor US",
        "ActionTrackerName": "Online Sale",
        "MediaPartnerId": str(num("mp" + partner, 100000, 999999)),
        "MediaPartnerName": partner,
        "State": state,
        "Amount": f"{amt:.2f}",
        "Payout": f"{payout:.2f}",
        "Currency": "USD",
        "EventDate": f"2024-02-{10 + n % 18:02d}T1{n % 9}:22:0{n % 9}-05:00",
        "LockingDate": "2024-04-05T00:00:00-04:00",
        "ClearedDate": "",
        "ReferringType": "CLICK_COOKIE",
        "Uri": f"/Advertisers/{IMP}/Actions/{n}",
    }


S(
    "impact-com",
    "impact-com-ok-3",
    True,
    "How much did we owe each affiliate partner in February on impact.com (approved and pending actions), and which partner drove the most?",
    [
        (
            "impact_list_actions",
            {
                "CampaignId": "14022",
                "StartDate": "2024-02-01T00:00:00Z",
                "EndDate": "2024-03-01T00:00:00Z",
                "PageSize": 4,
                "Page": 1,
            },
            J(
                {
                    "@page": "1",
                    "@numpages": "2",
                    "@pagesize": "4",
                    "@total": "7",
                    "@start": "0",
                    "@end": "3",
                    "@uri": f"/Advertisers/{IMP}/Actions?CampaignId=14022&PageSize=4&Page=1",
                    "@firstpageuri": f"/Advertisers/{IMP}/Actions?CampaignId=14022&PageSize=4&Page=1",
                    "@previouspageuri": "",
                    "@nextpageuri": f"/Advertisers/{IMP}/Actions?CampaignId=14022&PageSize=4&Page=2",
                    "@lastpageuri": f"/Advertisers/{IMP}/Actions?CampaignId=14022&PageSize=4&Page=2",
                    "Actions": [
                        imp_action(1, "TrailFinder Reviews", "APPROVED", 219.0, 17.52),
                        imp_action(2, "CampGear Deals", "PENDING", 89.5, 7.16),
                        imp_action(3, "TrailFinder Reviews", "APPROVED", 412.75, 33.02),
                        imp_action(4, "Rakuten Cashback US", "PENDING", 150.0, 9.0),
                    ],
                }
            ),
        ),
        (
            "impact_list_actions",
            {
                "CampaignId": "14022",
                "StartDate": "2024-02-01T00:00:00Z",
                "EndDate": "2024-03-01T00:00:00Z",
                "PageSize": 4,
                "Page": 2,
            },
            J(
                {
                    "@page": "2",
                    "@numpages": "2",
                    "@pagesize": "4",
                    "@total": "7",
                    "@start": "4",
                    "@end": "6",
                    "@nextpageuri": "",
                    "Actions": [
                        imp_action(5, "CampGear Deals", "REVERSED", 64.0, 0.0),
                        imp_action(6, "Honey", "APPROVED", 301.2, 15.06),
                        imp_action(7, "TrailFinder Reviews", "PENDING", 98.0, 7.84),
                    ],
                }
            ),
        ),
        (
            "impact_get_media_partner",
            {"MediaPartnerId": str(num("mpTrailFinder Reviews", 100000, 999999))},
            J(
                {
                    "Id": str(num("mpTrailFinder Reviews", 100000, 999999)),
                    "Name": "TrailFinder Reviews",
                    "Description": "Independent hiking gear reviews and buying guides",
                    "Mediatype": "Content/Reviews",
                    "Country": "US",
                    "Website": "https://trailfinder-reviews.example",
                    "State": "ACTIVE",
                }
            ),
        ),
    ],
)

S(
    "impact-com",
    "impact-com-ok-4",
    True,
    "Reverse the fraudulent order 4471-A in impact.com (customer chargeback) and check it's reversed.",
    [
        (
            "impact_list_actions",
            {"CampaignId": "14022", "OrderId": "4471-A"},
            J(
                {
                    "@page": "1",
                    "@numpages": "1",
                    "@pagesize": "100",
                    "@total": "1",
                    "@start": "0",
                    "@end": "0",
                    "Actions": [
                        {
                            **imp_action(44, "CampGear Deals", "PENDING", 642.0, 51.36),
                            "Oid": "4471-A",
                        }
                    ],
                }
            ),
        ),
        (
            "impact_reverse_action",
            {
                "ActionId": imp_action(44, "CampGear Deals", "PENDING", 642.0, 51.36)["Id"],
                "Reason": "ORDER_CHARGEBACK",
            },
            J(
                {
                    "Status": "QUEUED",
                    "QueuedUri": f"/Advertisers/{IMP}/APISubmissions/{uid('imp-sub-4471')}",
                }
            ),
        ),
        (
            "impact_get_api_submission",
            {"Id": uid("imp-sub-4471")},
            J(
                {
                    "Id": uid("imp-sub-4471"),
                    "Status": "QUEUED",
                    "SubmissionDate": "2024-03-12T11:02:41-04:00",
                    "ResultUri": "",
                }
            ),
        ),
        (
            "impact_get_api_submission",
            {"Id": uid("imp-sub-4471")},
            J(
                {
                    "Id": uid("imp-sub-4471"),
                    "Status": "COMPLETED",
                    "SubmissionDate": "2024-03-12T11:02:41-04:00",
                    "ProcessedDate": "2024-03-12T11:03:55-04:00",
                    "ResultUri": f"/Advertisers/{IMP}/APISubmissions/{uid('imp-sub-4471')}/Results",
                }
            ),
        ),
        (
            "impact_list_actions",
            {"CampaignId": "14022", "OrderId": "4471-A"},
            J(
                {
                    "@page": "1",
                    "@numpages": "1",
                    "@pagesize": "100",
                    "@total": "1",
                    "@start": "0",
                    "@end": "0",
                    "Actions": [
                        {
                            **imp_action(44, "CampGear Deals", "REVERSED", 642.0, 0.0),
                            "Oid": "4471-A",
                            "State": "REVERSED",
                        }
                    ],
                }
            ),
        ),
    ],
)


def cj_rec(n: int, adv: str, amt: float, comm: float, status: str) -> dict:
    return {
        "commissionId": str(num("cjc" + str(n), 2000000000, 2999999999)),
        "advertiserName": adv,
        "actionStatus": status,
        "actionType": "advanced sale",
        "saleAmountUsd": f"{amt:.2f}",
        "pubCommissionAmountUsd": f"{comm:.2f}",
        "postingDate": f"2024-03-0{1 + n % 8}T06:0{n % 6}:11Z",
        "websiteName": "ThriftyNest Blog",
    }


S(
    "cj-affiliate",
    "cj-affiliate-ok-5",
    True,
    "As a CJ publisher, which advertisers paid us commissions in the first week of March and were any of them locked already?",
    [
        (
            "cj_graphql",
            {
                "query": '{ publisherCommissions(forPublishers:["7112044"], sincePostingDate:"2024-03-01T00:00:00Z", beforePostingDate:"2024-03-08T00:00:00Z") { count payloadComplete maxCommissionId records { commissionId advertiserName actionStatus actionType saleAmountUsd pubCommissionAmountUsd postingDate websiteName } } }'
            },
            J(
                {
                    "data": {
                        "publisherCommissions": {
                            "count": 5,
                            "payloadComplete": True,
                            "maxCommissionId": cj_rec(5, "", 0, 0, "")["commissionId"],
                            "records": [
                                cj_rec(1, "Wayfair", 312.44, 15.62, "new"),
                                cj_rec(2, "Chewy", 88.10, 3.52, "extended"),
                                cj_rec(3, "Wayfair", 129.99, 6.50, "locked"),
                                cj_rec(4, "Lowe's", 540.00, 10.80, "new"),
                                cj_rec(5, "Chewy", 42.35, 1.69, "locked"),
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "cj_graphql",
            {
                "query": '{ publisherCommissions(forPublishers:["7112044"], sincePostingDate:"2024-03-01T00:00:00Z", beforePostingDate:"2024-03-08T00:00:00Z", actionStatus: "closed") { count records { commissionId advertiserName } } }'
            },
            J({"data": {"publisherCommissions": {"count": 0, "records": []}}}),
        ),
    ],
)

CJ_429 = (
    "Too Many Requests: rate limit of 25 requests per minute exceeded for personal access token"
)
S(
    "cj-affiliate",
    "cj-affiliate-fail-3",
    False,
    "Find CJ advertisers in the Home & Garden category that we are not yet joined to and have an EPC above $50.",
    [
        (
            "cj_advertiser_lookup",
            {"requestor-cid": "7112044", "advertiser-ids": "notjoined", "keywords": "home garden"},
            CJ_429,
        ),
        (
            "cj_advertiser_lookup",
            {
                "requestor-cid": "7112044",
                "advertiser-ids": "notjoined",
                "category": "Home & Garden",
            },
            CJ_429,
        ),
        (
            "cj_advertiser_lookup",
            {"requestor-cid": "7112044", "advertiser-ids": "notjoined", "keywords": "furniture"},
            CJ_429,
        ),
        ("cj_graphql", {"query": '{ advertisers(category: "Home & Garden") { name }}'}, CJ_429),
        (
            "cj_advertiser_lookup",
            {
                "requestor-cid": "7112044",
                "advertiser-ids": "notjoined",
                "page-number": 1,
                "records-per-page": 25,
            },
            CJ_429,
        ),
        (
            "cj_advertiser_lookup",
            {"requestor-cid": "7112044", "advertiser-ids": "notjoined", "keywords": "garden"},
            CJ_429,
        ),
        ("cj_advertiser_lookup", {"requestor-cid": "7112044", "advertiser-ids": "joined"}, CJ_429),
    ],
)

AWIN_PUB = "813204"
S(
    "awin",
    "awin-ok-6",
    True,
    "Did we get any Awin transactions from the Boots programme on 10 March, and what's our overall approved commission for March so far?",
    [
        (
            "awin_list_programmes",
            {"publisherId": AWIN_PUB, "relationship": "joined", "countryCode": "GB"},
            J(
                [
                    {
                        "id": 2041,
                        "name": "Boots",
                        "displayUrl": "boots.com",
                        "primaryRegion": {"name": "United Kingdom", "countryCode": "GB"},
                        "currencyCode": "GBP",
                        "status": "Active",
                    },
                    {
                        "id": 6220,
                        "name": "Cult Beauty",
                        "displayUrl": "cultbeauty.co.uk",
                        "primaryRegion": {"name": "United Kingdom", "countryCode": "GB"},
                        "currencyCode": "GBP",
                        "status": "Active",
                    },
                ]
            ),
        ),
        (
            "awin_list_transactions",
            {
                "publisherId": AWIN_PUB,
                "startDate": "2024-03-10T00:00:00",
                "endDate": "2024-03-10T23:59:59",
                "advertiserId": 2041,
                "timezone": "Europe/London",
            },
            "[]",
        ),
        (
            "awin_list_transactions",
            {
                "publisherId": AWIN_PUB,
                "startDate": "2024-03-01T00:00:00",
                "endDate": "2024-03-12T23:59:59",
                "status": "approved",
                "timezone": "Europe/London",
            },
            J(
                [
                    {
                        "id": 2799011401,
                        "advertiserId": 6220,
                        "commissionStatus": "approved",
                        "commissionAmount": {"amount": 4.12, "currency": "GBP"},
                        "saleAmount": {"amount": 68.7, "currency": "GBP"},
                        "transactionDate": "2024-03-02T19:14:00",
                        "clickRefs": {"clickRef": "newsletter-0301"},
                        "type": "Commission group transaction",
                    },
                    {
                        "id": 2799388102,
                        "advertiserId": 2041,
                        "commissionStatus": "approved",
                        "commissionAmount": {"amount": 2.35, "currency": "GBP"},
                        "saleAmount": {"amount": 47.0, "currency": "GBP"},
                        "transactionDate": "2024-03-04T08:51:00",
                        "clickRefs": {"clickRef": "blog-skincare"},
                        "type": "Commission group transaction",
                    },
                    {
                        "id": 2800120553,
                        "advertiserId": 6220,
                        "commissionStatus": "approved",
                        "commissionAmount": {"amount": 7.9, "currency": "GBP"},
                        "saleAmount": {"amount": 131.66, "currency": "GBP"},
                        "transactionDate": "2024-03-06T21:40:00",
                        "clickRefs": {},
                        "type": "Commission group transaction",
                    },
                ]
            ),
        ),
        (
            "awin_get_programme_details",
            {"publisherId": AWIN_PUB, "advertiserId": 2041, "relationship": "joined"},
            J(
                {
                    "programmeInfo": {
                        "id": 2041,
                        "name": "Boots",
                        "validDomains": [{"domain": "boots.com"}],
                    },
                    "kpi": {
                        "averagePaymentTime": 41.2,
                        "approvalPercentage": 92.6,
                        "epc": 0.11,
                        "conversionRate": 4.8,
                        "validationDays": 60,
                    },
                    "commissionRange": [{"min": 2.0, "max": 10.0, "type": "percentage"}],
                }
            ),
        ),
    ],
)

RAK_FAULT = C(
    {
        "fault": {
            "faultstring": "Invalid Access Token",
            "detail": {"errorcode": "keymanagement.service.invalid_access_token"},
        }
    }
)
S(
    "rakuten-advertising",
    "rakuten-advertising-fail-4",
    False,
    "Get our Rakuten Advertising sales and commissions by advertiser for last month.",
    [
        (
            "rakuten_events_transactions",
            {
                "process_date_start": "2024-02-01 00:00:00",
                "process_date_end": "2024-02-29 23:59:59",
                "limit": 1000,
            },
            RAK_FAULT,
        ),
        (
            "rakuten_events_transactions",
            {
                "transaction_date_start": "2024-02-01 00:00:00",
                "transaction_date_end": "2024-02-29 23:59:59",
            },
            RAK_FAULT,
        ),
        ("rakuten_advertiser_search", {"network": 1}, RAK_FAULT),
        ("rakuten_partnerships", {"partner_status": "active"}, RAK_FAULT),
        (
            "rakuten_events_transactions",
            {
                "process_date_start": "2024-02-15 00:00:00",
                "process_date_end": "2024-02-29 23:59:59",
                "page": 1,
            },
            RAK_FAULT,
        ),
        (
            "rakuten_advanced_report",
            {"reportid": 12, "bdate": "20240201", "edate": "20240229"},
            RAK_FAULT,
        ),
    ],
)

RAK_XML = """<?xml version="1.0" encoding="UTF-8"?>
<ns1:getMerchByAppStatusResponse xmlns:ns1="http://endpoint.linkservice.linkshare.com/">
<ns1:return><ns1:applicationStatus>Approved</ns1:applicationStatus><ns1:categories>104 110</ns1:categories><ns1:mid>38605</ns1:mid><ns1:name>Sephora</ns1:name><ns1:offer><ns1:alsoName>Sephora US</ns1:alsoName><ns1:commissionTerms>8% on all sales</ns1:commissionTerms><ns1:offerId>902311</ns1:offerId><ns1:offerName>Public Offer</ns1:offerName></ns1:offer></ns1:return>
<ns1:return><ns1:applicationStatus>Approved</ns1:applicationStatus><ns1:categories>101</ns1:categories><ns1:mid>2149</ns1:mid><ns1:name>Macy's</ns1:name><ns1:offer><ns1:alsoName>Macys.com</ns1:alsoName><ns1:commissionTerms>2-6% tiered</ns1:commissionTerms><ns1:offerId>711002</ns1:offerId><ns1:offerName>Default Offer</ns1:offerName></ns1:offer></ns1:return>
</ns1:getMerchByAppStatusResponse>"""
S(
    "rakuten-advertising",
    "rakuten-advertising-ok-7",
    True,
    "Which Rakuten advertisers are we approved with, and get me a text link for Sephora's spring promo.",
    [
        ("rakuten_advertiser_search_by_app_status", {"status": "approved"}, RAK_XML),
        (
            "rakuten_link_locator_text_links",
            {
                "mid": 38605,
                "category": -1,
                "startDate": "03012024",
                "endDate": "03312024",
                "page": 1,
            },
            """<?xml version="1.0" encoding="UTF-8"?>
<ns1:getTextLinksResponse xmlns:ns1="http://endpoint.linkservice.linkshare.com/">
<ns1:return><ns1:campaignID>0</ns1:campaignID><ns1:categoryID>204</ns1:categoryID><ns1:categoryName>Spring Savings Event</ns1:categoryName><ns1:linkID>1402</ns1:linkID><ns1:linkName>Spring Savings: up to 20% off for Insiders</ns1:linkName><ns1:mid>38605</ns1:mid><ns1:nid>1</ns1:nid><ns1:clickURL>https://click.linksynergy.com/fs-bin/click?id=Xk9pQ2vT0aE&amp;offerid=902311.1402&amp;type=3&amp;subid=0</ns1:clickURL><ns1:startDate>Mar 15, 2024</ns1:startDate><ns1:endDate>Mar 25, 2024</ns1:endDate><ns1:landURL>https://www.sephora.com/beauty/spring-savings-event</ns1:landURL></ns1:return>
</ns1:getTextLinksResponse>""",
        ),
        (
            "rakuten_deep_link",
            {
                "url": "https://www.sephora.com/beauty/spring-savings-event",
                "advertiser_id": 38605,
                "u1": "newsletter-mar",
            },
            J(
                {
                    "advertiser": {
                        "name": "Sephora",
                        "id": 38605,
                        "deep_link": {
                            "deep_link_url": "https://click.linksynergy.com/deeplink?id=Xk9pQ2vT0aE&mid=38605&u1=newsletter-mar&murl=https%3A%2F%2Fwww.sephora.com%2Fbeauty%2Fspring-savings-event",
                            "url": "https://www.sephora.com/beauty/spring-savings-event",
                        },
                    }
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- sleep, wearables and health trackers
def oura_ds(day: str, score: int) -> dict:
    k = "ods" + day
    return {
        "id": uid(k),
        "contributors": {
            "deep_sleep": num(k + "d", 55, 99),
            "efficiency": num(k + "e", 70, 98),
            "latency": num(k + "l", 40, 95),
            "rem_sleep": num(k + "r", 50, 99),
            "restfulness": num(k + "s", 45, 90),
            "timing": num(k + "t", 30, 95),
            "total_sleep": num(k + "o", 55, 99),
        },
        "day": day,
        "score": score,
        "timestamp": f"{day}T00:00:00+01:00",
    }


S(
    "oura",
    "oura-ok-1",
    True,
    "How has my Oura sleep score trended over the last two weeks, and what was my average HRV on the worst night?",
    [
        (
            "oura_daily_sleep",
            {"start_date": "2024-02-27", "end_date": "2024-03-11"},
            J(
                {
                    "data": [oura_ds(f"2024-02-{d}", num(f"osc{d}", 62, 88)) for d in (27, 28, 29)]
                    + [oura_ds(f"2024-03-0{d}", num(f"osc3{d}", 58, 90)) for d in range(1, 6)],
                    "next_token": "eyJzdGFydCI6IjIwMjQtMDMtMDYifQ==",
                }
            ),
        ),
        (
            "oura_daily_sleep",
            {
                "start_date": "2024-02-27",
                "end_date": "2024-03-11",
                "next_token": "eyJzdGFydCI6IjIwMjQtMDMtMDYifQ==",
            },
            J(
                {
                    "data": [
                        oura_ds(f"2024-03-{d:02d}", 54 if d == 9 else num(f"osc3{d}", 60, 90))
                        for d in range(6, 12)
                    ],
                    "next_token": None,
                }
            ),
        ),
        (
            "oura_sleep",
            {"start_date": "2024-03-09", "end_date": "2024-03-10"},
            J(
                {
                    "data": [
                        {
                            "id": uid("osl-0309"),
                            "average_breath": 15.125,
                            "average_heart_rate": 61.5,
                            "average_hrv": 28,
                            "awake_time": 4230,
                            "bedtime_end": "2024-03-10T07:02:11+01:00",
                            "bedtime_start": "2024-03-10T00:48:41+01:00",
                            "day": "2024-03-10",
                            "deep_sleep_duration": 2910,
                            "efficiency": 79,
                            "latency": 1530,
                            "light_sleep_duration": 11850,
                            "lowest_heart_rate": 54,
                            "period": 0,
                            "rem_sleep_duration": 3420,
                            "restless_periods": 312,
                            "time_in_bed": 22410,
                            "total_sleep_duration": 18180,
                            "type": "long_sleep",
                            "readiness": {"score": 61},
                        },
                        {
                            "id": uid("osl-0309b"),
                            "average_breath": 14.5,
                            "average_heart_rate": 63.0,
                            "average_hrv": 31,
                            "awake_time": 600,
                            "bedtime_end": "2024-03-09T16:41:00+01:00",
                            "bedtime_start": "2024-03-09T16:12:30+01:00",
                            "day": "2024-03-09",
                            "deep_sleep_duration": 0,
                            "efficiency": 65,
                            "latency": 480,
                            "light_sleep_duration": 1110,
                            "lowest_heart_rate": 60,
                            "period": 1,
                            "rem_sleep_duration": 0,
                            "restless_periods": 22,
                            "time_in_bed": 1710,
                            "total_sleep_duration": 1110,
                            "type": "late_nap",
                            "readiness": None,
                        },
                    ],
                    "next_token": None,
                }
            ),
        ),
        (
            "oura_daily_readiness",
            {"start_date": "2024-03-09", "end_date": "2024-03-10"},
            J(
                {
                    "data": [
                        {
                            "id": uid("ord-0309"),
                            "contributors": {
                                "activity_balance": 71,
                                "body_temperature": 84,
                                "hrv_balance": 58,
                                "previous_day_activity": 77,
                                "previous_night": 49,
                                "recovery_index": 40,
                                "resting_heart_rate": 66,
                                "sleep_balance": 72,
                            },
                            "day": "2024-03-10",
                            "score": 61,
                            "temperature_deviation": 0.31,
                            "temperature_trend_deviation": 0.18,
                            "timestamp": "2024-03-10T00:00:00+01:00",
                        }
                    ],
                    "next_token": None,
                }
            ),
        ),
    ],
)

OURA_401 = C({"detail": "Invalid or expired access token"})
S(
    "oura",
    "oura-fail-1",
    False,
    "Did my resting heart rate go up during the week I was sick (Feb 12-18) compared with the week before?",
    [
        (
            "oura_heartrate",
            {
                "start_datetime": "2024-02-05T00:00:00+01:00",
                "end_datetime": "2024-02-12T00:00:00+01:00",
            },
            OURA_401,
        ),
        ("oura_sleep", {"start_date": "2024-02-05", "end_date": "2024-02-11"}, OURA_401),
        ("oura_sleep", {"start_date": "2024-02-12", "end_date": "2024-02-18"}, OURA_401),
        ("oura_daily_readiness", {"start_date": "2024-02-05", "end_date": "2024-02-18"}, OURA_401),
        ("oura_personal_info", {}, OURA_401),
        (
            "oura_heartrate",
            {
                "start_datetime": "2024-02-12T00:00:00+01:00",
                "end_datetime": "2024-02-13T00:00:00+01:00",
            },
            OURA_401,
        ),
        ("oura_daily_sleep", {"start_date": "2024-02-12", "end_date": "2024-02-18"}, OURA_401),
    ],
)


def whoop_rec(n: int, day: str, score: int, rhr: int, hrv: float) -> dict:
    return {
        "cycle_id": 93845000 + n,
        "sleep_id": uid(f"wsl{n}"),
        "user_id": 10129,
        "created_at": f"{day}T11:25:44.774Z",
        "updated_at": f"{day}T14:25:44.774Z",
        "score_state": "SCORED",
        "score": {
            "user_calibrating": False,
            "recovery_score": score,
            "resting_heart_rate": rhr,
            "hrv_rmssd_milli": hrv,
            "spo2_percentage": 95.6875,
            "skin_temp_celsius": 33.7,
        },
    }


S(
    "whoop",
    "whoop-ok-2",
    True,
    "Pull my WHOOP recovery for March so far and tell me how many green days (67%+) I had, plus the strain on my highest-recovery day.",
    [
        (
            "whoop_get_recovery_collection",
            {"start": "2024-03-01T00:00:00.000Z", "end": "2024-03-12T00:00:00.000Z", "limit": 5},
            J(
                {
                    "records": [
                        whoop_rec(
                            i,
                            f"2024-03-{12 - i:02d}",
                            num(f"wr{i}", 28, 92),
                            num(f"wrh{i}", 48, 60),
                            round(num(f"wrv{i}", 280, 950) / 10, 3),
                        )
                        for i in range(1, 6)
                    ],
                    "next_token": "MTIzOjEyMzEyMw",
                }
            ),
        ),
        (
            "whoop_get_recovery_collection",
            {
                "start": "2024-03-01T00:00:00.000Z",
                "end": "2024-03-12T00:00:00.000Z",
                "limit": 5,
                "nextToken": "MTIzOjEyMzEyMw",
            },
            J(
                {
                    "records": [
                        whoop_rec(
                            i,
                            f"2024-03-{12 - i:02d}",
                            num(f"wr{i}", 28, 92),
                            num(f"wrh{i}", 48, 60),
                            round(num(f"wrv{i}", 280, 950) / 10, 3),
                        )
                        for i in range(6, 11)
                    ],
                    "next_token": "MTIzOjEyMzEzNw",
                }
            ),
        ),
        (
            "whoop_get_recovery_collection",
            {
                "start": "2024-03-01T00:00:00.000Z",
                "end": "2024-03-12T00:00:00.000Z",
                "limit": 5,
                "nextToken": "MTIzOjEyMzEzNw",
            },
            J({"records": [whoop_rec(11, "2024-03-01", 71, 52, 66.2)], "next_token": None}),
        ),
        (
            "whoop_get_cycle",
            {"cycleId": 93845000 + 4},
            J(
                {
                    "id": 93845004,
                    "user_id": 10129,
                    "created_at": "2024-03-08T11:25:44.774Z",
                    "updated_at": "2024-03-09T14:25:44.774Z",
                    "start": "2024-03-08T06:12:00.000Z",
                    "end": "2024-03-09T05:58:00.000Z",
                    "timezone_offset": "-05:00",
                    "score_state": "SCORED",
                    "score": {
                        "strain": 14.8812,
                        "kilojoule": 11230.4,
                        "average_heart_rate": 71,
                        "max_heart_rate": 174,
                    },
                }
            ),
        ),
    ],
)

GARMIN_UAT = h("garmin-uat", 32)
S(
    "garmin-health",
    "garmin-health-ok-3",
    True,
    "Backfill my Garmin daily summaries for January into our coaching app and tell me my average steps and stress for that month.",
    [
        (
            "garmin_backfill_dailies",
            {"summaryStartTimeInSeconds": 1704067200, "summaryEndTimeInSeconds": 1706745600},
            "HTTP 202 Accepted",
        ),
        (
            "garmin_pull_dailies",
            {"uploadStartTimeInSeconds": 1710252000, "uploadEndTimeInSeconds": 1710255600},
            "[]",
        ),
        (
            "garmin_pull_dailies",
            {"uploadStartTimeInSeconds": 1710255600, "uploadEndTimeInSeconds": 1710259200},
            J(
                [
                    {
                        "userId": uid("garmin-user"),
                        "userAccessToken": GARMIN_UAT,
                        "summaryId": f"x{h('gd' + str(d), 8)}-{1704067200 + 86400 * (d - 1)}",
                        "calendarDate": f"2024-01-{d:02d}",
                        "startTimeInSeconds": 1704067200 + 86400 * (d - 1),
                        "startTimeOffsetInSeconds": -18000,
                        "activityType": "GENERIC",
                        "durationInSeconds": 86400,
                        "steps": num(f"gs{d}", 3200, 16800),
                        "distanceInMeters": num(f"gdm{d}", 2500, 13000),
                        "activeKilocalories": num(f"gk{d}", 150, 980),
                        "averageStressLevel": num(f"gst{d}", 18, 52),
                        "maxStressLevel": num(f"gmx{d}", 60, 99),
                        "restingHeartRateInBeatsPerMinute": num(f"grh{d}", 49, 58),
                    }
                    for d in range(1, 32)
                ]
            ),
        ),
        (
            "coach_app_import_dailies",
            {"source": "garmin", "month": "2024-01", "count": 31},
            "Imported 31 daily summaries for athlete 4471 (0 duplicates skipped).",
        ),
    ],
)

WITHINGS_401 = C(
    {
        "status": 401,
        "body": {},
        "error": "XRequestID: Not provided invalid_token: The access token provided is invalid",
    }
)
S(
    "withings",
    "withings-fail-3",
    False,
    "Chart my Withings weight and body fat for the last 90 days and tell me the net change.",
    [
        (
            "withings_getmeas",
            {"meastypes": "1,6", "category": 1, "startdate": 1702425600, "enddate": 1710201600},
            WITHINGS_401,
        ),
        ("withings_getmeas", {"meastype": 1, "lastupdate": 1702425600}, WITHINGS_401),
        (
            "withings_getmeas",
            {"meastypes": "1", "startdate": 1707436800, "enddate": 1710201600},
            WITHINGS_401,
        ),
        ("withings_get_devices", {}, WITHINGS_401),
        ("withings_getmeas", {"meastypes": "6,8", "category": 1}, WITHINGS_401),
        (
            "withings_sleep_getsummary",
            {"startdateymd": "2024-03-01", "enddateymd": "2024-03-11"},
            WITHINGS_401,
        ),
        ("withings_getmeas", {"meastypes": "1", "offset": 0}, WITHINGS_401),
    ],
)

S(
    "withings",
    "withings-ok-4",
    True,
    "What was my blood pressure average from the Withings cuff this month, and did I take any readings on the weekend of March 9-10?",
    [
        (
            "withings_getmeas",
            {"meastypes": "9,10,11", "category": 1, "startdate": 1709251200, "enddate": 1710201600},
            J(
                {
                    "status": 0,
                    "body": {
                        "updatetime": 1710201711,
                        "timezone": "Europe/Paris",
                        "measuregrps": [
                            {
                                "grpid": 5100000000 + i,
                                "attrib": 0,
                                "date": 1709280000 + 86400 * i * 2,
                                "created": 1709280020 + 86400 * i * 2,
                                "modified": 1709280020 + 86400 * i * 2,
                                "category": 1,
                                "deviceid": h("wbpm", 40),
                                "hash_deviceid": h("wbpm", 40),
                                "measures": [
                                    {
                                        "value": num(f"dia{i}", 74, 88),
                                        "type": 9,
                                        "unit": 0,
                                        "algo": 0,
                                        "fm": 3,
                                    },
                                    {
                                        "value": num(f"sys{i}", 118, 139),
                                        "type": 10,
                                        "unit": 0,
                                        "algo": 0,
                                        "fm": 3,
                                    },
                                    {
                                        "value": num(f"hr{i}", 58, 77),
                                        "type": 11,
                                        "unit": 0,
                                        "algo": 0,
                                        "fm": 3,
                                    },
                                ],
                                "modelid": 44,
                                "model": "BPM Connect",
                                "comment": None,
                            }
                            for i in range(4)
                        ],
                        "more": 0,
                        "offset": 0,
                    },
                }
            ),
        ),
        (
            "withings_getmeas",
            {"meastypes": "9,10,11", "category": 1, "startdate": 1709942400, "enddate": 1710115200},
            J(
                {
                    "status": 0,
                    "body": {
                        "updatetime": 1710201740,
                        "timezone": "Europe/Paris",
                        "measuregrps": [],
                        "more": 0,
                        "offset": 0,
                    },
                }
            ),
        ),
        (
            "withings_get_devices",
            {},
            J(
                {
                    "status": 0,
                    "body": {
                        "devices": [
                            {
                                "type": "Blood Pressure Monitor",
                                "model": "BPM Connect",
                                "model_id": 44,
                                "battery": "high",
                                "deviceid": h("wbpm", 40),
                                "hash_deviceid": h("wbpm", 40),
                                "timezone": "Europe/Paris",
                                "last_session_date": 1709798400,
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)


def egv(t: str, v: int, trend: str) -> dict:
    return {
        "recordId": uid("egv" + t),
        "systemTime": t + "Z",
        "displayTime": t,
        "transmitterId": h("dxtx", 64),
        "transmitterTicks": num("tk" + t, 100000, 999999),
        "value": v,
        "status": None,
        "trend": trend,
        "trendRate": round((num("tr" + t, 0, 40) - 20) / 10, 1),
        "unit": "mg/dL",
        "rateUnit": "mg/dL/min",
        "displayDevice": "iOS",
        "transmitterGeneration": "g7",
    }


S(
    "dexcom",
    "dexcom-ok-5",
    True,
    "Did I go low overnight on March 10 (below 70 mg/dL) on my Dexcom, and did I log any carbs before bed?",
    [
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-10T22:00:00", "endDate": "2024-03-11T00:00:00"},
            J(
                {
                    "recordType": "egv",
                    "recordVersion": "3.0",
                    "userId": uid("dx-user"),
                    "records": [
                        egv(f"2024-03-10T23:{m:02d}:00", 96 - m // 3, "flat")
                        for m in range(0, 60, 15)
                    ]
                    + [
                        egv(f"2024-03-10T22:{m:02d}:00", 110 - m // 5, "fortyFiveDown")
                        for m in range(0, 60, 15)
                    ],
                }
            ),
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-11T00:00:00", "endDate": "2024-03-11T02:00:00"},
            J(
                {
                    "recordType": "egv",
                    "recordVersion": "3.0",
                    "userId": uid("dx-user"),
                    "records": [
                        egv("2024-03-11T00:15:00", 81, "fortyFiveDown"),
                        egv("2024-03-11T00:45:00", 72, "singleDown"),
                        egv("2024-03-11T01:10:00", 66, "fortyFiveDown"),
                        egv("2024-03-11T01:40:00", 63, "flat"),
                    ],
                }
            ),
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-11T02:00:00", "endDate": "2024-03-11T06:00:00"},
            J(
                {
                    "recordType": "egv",
                    "recordVersion": "3.0",
                    "userId": uid("dx-user"),
                    "records": [
                        egv("2024-03-11T02:10:00", 68, "fortyFiveUp"),
                        egv("2024-03-11T03:00:00", 84, "flat"),
                        egv("2024-03-11T04:30:00", 91, "flat"),
                    ],
                }
            ),
        ),
        (
            "dexcom_get_events",
            {"startDate": "2024-03-10T18:00:00", "endDate": "2024-03-11T00:00:00"},
            J(
                {
                    "recordType": "event",
                    "recordVersion": "3.0",
                    "userId": uid("dx-user"),
                    "records": [],
                }
            ),
        ),
        (
            "dexcom_get_alerts",
            {"startDate": "2024-03-11T00:00:00", "endDate": "2024-03-11T06:00:00"},
            J(
                {
                    "recordType": "alert",
                    "recordVersion": "3.0",
                    "userId": uid("dx-user"),
                    "records": [
                        {
                            "recordId": uid("dxal1"),
                            "systemTime": "2024-03-11T01:10:00Z",
                            "displayTime": "2024-03-11T01:10:00",
                            "alertName": "low",
                            "alertState": "triggered",
                            "displayDevice": "iOS",
                            "transmitterGeneration": "g7",
                            "transmitterId": h("dxtx", 64),
                        }
                    ],
                }
            ),
        ),
    ],
)

SANDBOX = J(
    {
        "recordType": "egv",
        "recordVersion": "3.0",
        "userId": "8f9a2ab6-4c57-43d1-b9d8-ee8b9e0b0c43",
        "records": [
            {
                "recordId": "ad0d0d4a-1c36-4b5f-89a2-f1f9ea5e1a37",
                "systemTime": "2023-01-01T20:55:04Z",
                "displayTime": "2023-01-01T12:55:04",
                "transmitterId": "c8a4b0d4ee4f3a9fd1f4a1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2",
                "transmitterTicks": 5931233,
                "value": 118,
                "status": None,
                "trend": "flat",
                "trendRate": 0.1,
                "unit": "mg/dL",
                "rateUnit": "mg/dL/min",
                "displayDevice": "iOS",
                "transmitterGeneration": "g6",
            },
            {
                "recordId": "3c2ef0a1-9d8b-4c7e-a6f5-0e1d2c3b4a59",
                "systemTime": "2023-01-01T20:50:04Z",
                "displayTime": "2023-01-01T12:50:04",
                "transmitterId": "c8a4b0d4ee4f3a9fd1f4a1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2",
                "transmitterTicks": 5930933,
                "value": 116,
                "status": None,
                "trend": "flat",
                "trendRate": 0.2,
                "unit": "mg/dL",
                "rateUnit": "mg/dL/min",
                "displayDevice": "iOS",
                "transmitterGeneration": "g6",
            },
        ],
    }
)
S(
    "dexcom",
    "dexcom-fail-4",
    False,
    "Compute my time-in-range (70-180) for each of the last 7 days from Dexcom.",
    [
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-05T00:00:00", "endDate": "2024-03-06T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-06T00:00:00", "endDate": "2024-03-07T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-07T00:00:00", "endDate": "2024-03-08T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_data_range",
            {},
            C(
                {
                    "recordType": "dataRange",
                    "recordVersion": "3.0",
                    "userId": "8f9a2ab6-4c57-43d1-b9d8-ee8b9e0b0c43",
                    "calibrations": {
                        "start": {
                            "systemTime": "2023-01-01T08:00:04Z",
                            "displayTime": "2023-01-01T00:00:04",
                        },
                        "end": {
                            "systemTime": "2023-01-01T20:55:04Z",
                            "displayTime": "2023-01-01T12:55:04",
                        },
                    },
                    "egvs": {
                        "start": {
                            "systemTime": "2023-01-01T08:00:04Z",
                            "displayTime": "2023-01-01T00:00:04",
                        },
                        "end": {
                            "systemTime": "2023-01-01T20:55:04Z",
                            "displayTime": "2023-01-01T12:55:04",
                        },
                    },
                    "events": {
                        "start": {
                            "systemTime": "2023-01-01T08:00:04Z",
                            "displayTime": "2023-01-01T00:00:04",
                        },
                        "end": {
                            "systemTime": "2023-01-01T20:55:04Z",
                            "displayTime": "2023-01-01T12:55:04",
                        },
                    },
                }
            ),
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-08T00:00:00", "endDate": "2024-03-09T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-09T00:00:00", "endDate": "2024-03-10T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-10T00:00:00", "endDate": "2024-03-11T00:00:00"},
            SANDBOX,
        ),
        (
            "dexcom_get_egvs",
            {"startDate": "2024-03-11T00:00:00", "endDate": "2024-03-12T00:00:00"},
            SANDBOX,
        ),
    ],
)


def fb_sleep(d: str, mins: int, eff: int) -> dict:
    return {
        "dateOfSleep": d,
        "duration": mins * 60000,
        "efficiency": eff,
        "endTime": f"{d}T06:4{num(d, 0, 9)}:00.000",
        "infoCode": 0,
        "isMainSleep": True,
        "logId": num("fbl" + d, 40000000000, 49999999999),
        "logType": "auto_detected",
        "minutesAfterWakeup": 0,
        "minutesAsleep": mins - num("aw" + d, 20, 60),
        "minutesAwake": num("aw" + d, 20, 60),
        "minutesToFallAsleep": 0,
        "startTime": f"{d}T23:0{num(d + 's', 0, 9)}:00.000",
        "timeInBed": mins,
        "type": "stages",
        "levels": {
            "summary": {
                "deep": {"count": 4, "minutes": num("dp" + d, 50, 95), "thirtyDayAvgMinutes": 71},
                "light": {
                    "count": 28,
                    "minutes": num("lt" + d, 200, 260),
                    "thirtyDayAvgMinutes": 231,
                },
                "rem": {"count": 6, "minutes": num("rm" + d, 60, 110), "thirtyDayAvgMinutes": 88},
                "wake": {"count": 27, "minutes": num("aw" + d, 20, 60), "thirtyDayAvgMinutes": 44},
            }
        },
    }


S(
    "fitbit",
    "fitbit-ok-6",
    True,
    "On nights after I did more than 12k steps in February, did I get more deep sleep than on other nights? Use Fitbit.",
    [
        (
            "fitbit_get_sleep_log_list",
            {"beforeDate": "2024-03-01", "sort": "desc", "limit": 3, "offset": 0},
            J(
                {
                    "pagination": {
                        "beforeDate": "2024-03-01",
                        "limit": 3,
                        "next": "https://api.fitbit.com/1.2/user/-/sleep/list.json?offset=3&limit=3&sort=desc&beforeDate=2024-03-01",
                        "offset": 0,
                        "previous": "",
                        "sort": "desc",
                    },
                    "sleep": [
                        fb_sleep("2024-02-29", 455, 93),
                        fb_sleep("2024-02-28", 402, 90),
                        fb_sleep("2024-02-27", 431, 92),
                    ],
                }
            ),
        ),
        (
            "fitbit_get_sleep_log_list",
            {"beforeDate": "2024-03-01", "sort": "desc", "limit": 3, "offset": 3},
            J(
                {
                    "pagination": {
                        "beforeDate": "2024-03-01",
                        "limit": 3,
                        "next": "https://api.fitbit.com/1.2/user/-/sleep/list.json?offset=6&limit=3&sort=desc&beforeDate=2024-03-01",
                        "offset": 3,
                        "previous": "https://api.fitbit.com/1.2/user/-/sleep/list.json?offset=0&limit=3&sort=desc&beforeDate=2024-03-01",
                        "sort": "desc",
                    },
                    "sleep": [
                        fb_sleep("2024-02-26", 388, 88),
                        fb_sleep("2024-02-25", 470, 94),
                        fb_sleep("2024-02-24", 415, 91),
                    ],
                }
            ),
        ),
        (
            "fitbit_get_activity_timeseries",
            {"resource": "steps", "startDate": "2024-02-23", "endDate": "2024-02-29"},
            J(
                {
                    "activities-steps": [
                        {"dateTime": f"2024-02-{d}", "value": str(num(f"fbs{d}", 4100, 17500))}
                        for d in range(23, 30)
                    ]
                }
            ),
        ),
        (
            "fitbit_get_activity_timeseries",
            {"resource": "minutesVeryActive", "startDate": "2024-02-23", "endDate": "2024-02-29"},
            J(
                {
                    "activities-minutesVeryActive": [
                        {"dateTime": f"2024-02-{d}", "value": str(num(f"fbva{d}", 0, 74))}
                        for d in range(23, 30)
                    ]
                }
            ),
        ),
    ],
)

S(
    "fitbit",
    "fitbit-ok-7",
    True,
    "Set a Fitbit sleep goal of 7h30 and log yesterday's 30-minute swim that my watch didn't record.",
    [
        (
            "fitbit_update_sleep_goal",
            {"minDuration": 450},
            J(
                {
                    "consistency": {
                        "awakeRestlessPercentage": 0.14,
                        "flowId": 0,
                        "recommendedSleepGoal": 450,
                        "typicalDuration": 412,
                        "typicalWakeupTime": "06:40",
                    },
                    "goal": {
                        "bedtime": "23:00",
                        "minDuration": 450,
                        "updatedOn": "2024-03-12T08:12:10.000Z",
                        "wakeupTime": "06:45",
                    },
                }
            ),
        ),
        (
            "fitbit_get_activity_types",
            {"query": "swim"},
            J(
                {
                    "activities": [
                        {"id": 90024, "name": "Swimming", "hasSpeed": True, "mets": 6.0},
                        {
                            "id": 18310,
                            "name": "Swimming laps, freestyle, slow",
                            "hasSpeed": False,
                            "mets": 5.8,
                        },
                    ]
                }
            ),
        ),
        (
            "fitbit_log_activity",
            {
                "activityId": 90024,
                "startTime": "18:30",
                "durationMillis": 1800000,
                "date": "2024-03-11",
                "distance": 1.2,
                "distanceUnit": "Kilometer",
            },
            J(
                {
                    "activityLog": {
                        "activityId": 90024,
                        "activityParentId": 90024,
                        "activityParentName": "Swimming",
                        "calories": 301,
                        "description": "",
                        "distance": 1.2,
                        "duration": 1800000,
                        "hasActiveZoneMinutes": False,
                        "hasStartTime": True,
                        "isFavorite": False,
                        "lastModified": "2024-03-12T08:13:02.000Z",
                        "logId": 61022901877,
                        "name": "Swimming",
                        "startDate": "2024-03-11",
                        "startTime": "18:30",
                        "steps": 0,
                    }
                }
            ),
        ),
        (
            "fitbit_get_daily_activity_summary",
            {"date": "2024-03-11"},
            J(
                {
                    "activities": [
                        {
                            "activityId": 90024,
                            "calories": 301,
                            "duration": 1800000,
                            "name": "Swimming",
                            "startTime": "18:30",
                            "logId": 61022901877,
                        }
                    ],
                    "goals": {
                        "activeMinutes": 30,
                        "caloriesOut": 2600,
                        "distance": 8.05,
                        "steps": 10000,
                    },
                    "summary": {
                        "activityCalories": 1122,
                        "caloriesOut": 2731,
                        "fairlyActiveMinutes": 22,
                        "lightlyActiveMinutes": 188,
                        "sedentaryMinutes": 702,
                        "steps": 8120,
                        "veryActiveMinutes": 41,
                    },
                }
            ),
        ),
    ],
)

S(
    "garmin-health",
    "garmin-health-fail-2",
    False,
    "Import my Garmin sleep data for February into the coaching app so my coach can see it.",
    [
        (
            "garmin_backfill_sleeps",
            {"summaryStartTimeInSeconds": 1706745600, "summaryEndTimeInSeconds": 1709251200},
            "HTTP 202 Accepted",
        ),
        (
            "garmin_pull_sleeps",
            {"uploadStartTimeInSeconds": 1710252000, "uploadEndTimeInSeconds": 1710255600},
            "[]",
        ),
        (
            "garmin_pull_sleeps",
            {"uploadStartTimeInSeconds": 1710255600, "uploadEndTimeInSeconds": 1710259200},
            "[]",
        ),
        (
            "garmin_pull_sleeps",
            {"uploadStartTimeInSeconds": 1710259200, "uploadEndTimeInSeconds": 1710262800},
            "[]",
        ),
        (
            "garmin_backfill_sleeps",
            {"summaryStartTimeInSeconds": 1706745600, "summaryEndTimeInSeconds": 1707955200},
            "HTTP 202 Accepted",
        ),
        (
            "garmin_pull_sleeps",
            {"uploadStartTimeInSeconds": 1710262800, "uploadEndTimeInSeconds": 1710266400},
            "[]",
        ),
        (
            "garmin_pull_dailies",
            {"uploadStartTimeInSeconds": 1710252000, "uploadEndTimeInSeconds": 1710266400},
            "[]",
        ),
        (
            "garmin_pull_sleeps",
            {"uploadStartTimeInSeconds": 1710266400, "uploadEndTimeInSeconds": 1710270000},
            "[]",
        ),
    ],
)


# ---------------------------------------------------------------- chat-ops and developer portals
def bs_comp(
    name: str, owner: str, system: str, lifecycle: str, ctype: str = "service", desc: str = ""
) -> dict:
    return {
        "apiVersion": "backstage.io/v1alpha1",
        "kind": "Component",
        "metadata": {
            "namespace": "default",
            "name": name,
            "description": desc,
            "annotations": {
                "github.com/project-slug": f"acme/{name}",
                "backstage.io/managed-by-location": f"url:https://github.com/acme/{name}/blob/main/catalog-info.yaml",
            },
            "tags": ["java"] if "svc" in name else ["typescript"],
            "uid": uid("bs" + name),
            "etag": h("et" + name, 40),
        },
        "spec": {
            "type": ctype,
            "lifecycle": lifecycle,
            "owner": f"group:default/{owner}",
            "system": system,
        },
        "relations": [
            {"type": "ownedBy", "targetRef": f"group:default/{owner}"},
            {"type": "partOf", "targetRef": f"system:default/{system}"},
        ],
    }


S(
    "backstage",
    "backstage-ok-1",
    True,
    "List all production services in the checkout system in our Backstage catalog with their owners, and find who is on the owning team for ledger-svc.",
    [
        (
            "backstage_query_entities",
            {"filter": "kind=component,spec.system=checkout,spec.lifecycle=production", "limit": 3},
            J(
                {
                    "items": [
                        bs_comp(
                            "cart-svc",
                            "team-basket",
                            "checkout",
                            "production",
                            desc="Cart state and pricing hooks",
                        ),
                        bs_comp(
                            "ledger-svc",
                            "team-payments",
                            "checkout",
                            "production",
                            desc="Double-entry ledger for order settlement",
                        ),
                        bs_comp(
                            "promo-engine",
                            "team-growth",
                            "checkout",
                            "production",
                            desc="Promotion rules evaluation",
                        ),
                    ],
                    "totalItems": 5,
                    "pageInfo": {
                        "nextCursor": "eyJvcmRlckZpZWxkVmFsdWVzIjpbInByb21vLWVuZ2luZSJdfQ=="
                    },
                }
            ),
        ),
        (
            "backstage_query_entities",
            {"cursor": "eyJvcmRlckZpZWxkVmFsdWVzIjpbInByb21vLWVuZ2luZSJdfQ==", "limit": 3},
            J(
                {
                    "items": [
                        bs_comp(
                            "tax-calc-svc",
                            "team-payments",
                            "checkout",
                            "production",
                            desc="Tax quotes via Avalara",
                        ),
                        bs_comp(
                            "checkout-web",
                            "team-basket",
                            "checkout",
                            "production",
                            "website",
                            "Checkout SPA",
                        ),
                    ],
                    "totalItems": 5,
                    "pageInfo": {"prevCursor": "eyJpc1ByZXYiOnRydWV9"},
                }
            ),
        ),
        (
            "backstage_get_entity_by_name",
            {"kind": "group", "namespace": "default", "name": "team-payments"},
            J(
                {
                    "apiVersion": "backstage.io/v1alpha1",
                    "kind": "Group",
                    "metadata": {
                        "namespace": "default",
                        "name": "team-payments",
                        "description": "Payments & ledger",
                        "uid": uid("bsg-pay"),
                    },
                    "spec": {
                        "type": "team",
                        "profile": {"displayName": "Payments", "email": "payments@acme.io"},
                        "parent": "eng-commerce",
                        "children": [],
                    },
                    "relations": [
                        {"type": "hasMember", "targetRef": "user:default/ofelia.gray"},
                        {"type": "hasMember", "targetRef": "user:default/kwame.asante"},
                        {"type": "hasMember", "targetRef": "user:default/li.ning"},
                        {"type": "childOf", "targetRef": "group:default/eng-commerce"},
                    ],
                }
            ),
        ),
        (
            "backstage_get_entity_by_name",
            {"kind": "user", "namespace": "default", "name": "ofelia.gray"},
            J(
                {
                    "apiVersion": "backstage.io/v1alpha1",
                    "kind": "User",
                    "metadata": {
                        "namespace": "default",
                        "name": "ofelia.gray",
                        "uid": uid("bsu-og"),
                    },
                    "spec": {
                        "profile": {
                            "displayName": "Ofelia Gray",
                            "email": "ofelia.gray@acme.io",
                            "picture": "https://avatars.acme.io/ogray.png",
                        },
                        "memberOf": ["team-payments"],
                    },
                }
            ),
        ),
    ],
)

S(
    "backstage",
    "backstage-ok-2",
    True,
    "Does team-payments still own any deprecated components in Backstage? We need zero before the audit.",
    [
        (
            "backstage_query_entities",
            {
                "filter": "kind=component,spec.owner=group:default/team-payments,spec.lifecycle=deprecated"
            },
            J({"items": [], "totalItems": 0, "pageInfo": {}}),
        ),
        (
            "backstage_query_entities",
            {"filter": "kind=api,spec.owner=group:default/team-payments,spec.lifecycle=deprecated"},
            J({"items": [], "totalItems": 0, "pageInfo": {}}),
        ),
        (
            "backstage_get_entity_facets",
            {"filter": "relations.ownedBy=group:default/team-payments", "facet": "spec.lifecycle"},
            J(
                {
                    "facets": {
                        "spec.lifecycle": [
                            {"value": "production", "count": 6},
                            {"value": "experimental", "count": 1},
                        ]
                    }
                }
            ),
        ),
    ],
)

SSO = """<!DOCTYPE html>
<html lang="en" charset="utf-8">
<head><title>Sign In</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body class="has-background-light">
<section class="section"><div class="box block">
<form method="GET" action="/oauth2/start"><input type="hidden" name="rd" value="/api/catalog/entities/by-query">
<button type="submit" class="button block is-primary">Sign in with Okta</button></form>
</div><footer>Secured with <a href="https://github.com/oauth2-proxy/oauth2-proxy#oauth2_proxy">OAuth2 Proxy</a> version v7.5.1</footer></section>
</body></html>"""
S(
    "backstage",
    "backstage-fail-1",
    False,
    "Which components in the catalog have no owner or an owner group that no longer exists?",
    [
        ("backstage_query_entities", {"filter": "kind=component", "limit": 100}, SSO),
        ("backstage_query_entities", {"filter": "kind=group", "limit": 100}, SSO),
        ("backstage_get_entity_facets", {"facet": "spec.owner", "filter": "kind=component"}, SSO),
        (
            "backstage_query_entities",
            {"filter": "kind=component", "limit": 20, "fields": "metadata.name,spec.owner"},
            SSO,
        ),
        (
            "backstage_get_entity_by_name",
            {"kind": "group", "namespace": "default", "name": "team-payments"},
            SSO,
        ),
        (
            "backstage_query_entities",
            {"filter": "kind=component,spec.lifecycle=production", "limit": 10},
            SSO,
        ),
        ("backstage_get_entity_facets", {"facet": "kind"}, SSO),
    ],
)

RUN = "r_" + h("port-run", 16)
S(
    "port",
    "port-ok-3",
    True,
    "Use Port to scaffold a new Go microservice called inventory-sync owned by team-fulfillment, and tell me when it's ready and the repo URL.",
    [
        (
            "port_search_entities",
            {
                "blueprint": "team",
                "query": {
                    "combinator": "and",
                    "rules": [
                        {"property": "$identifier", "operator": "=", "value": "team-fulfillment"}
                    ],
                },
            },
            J(
                {
                    "ok": True,
                    "entities": [
                        {
                            "identifier": "team-fulfillment",
                            "title": "Fulfillment",
                            "blueprint": "team",
                            "properties": {
                                "slack_channel": "#fulfillment-eng",
                                "oncall": "pd-fulfillment",
                            },
                            "relations": {},
                            "createdAt": "2023-06-02T10:04:55.812Z",
                            "updatedAt": "2024-01-09T14:12:03.004Z",
                        }
                    ],
                }
            ),
        ),
        (
            "port_run_action",
            {
                "action": "scaffold_go_service",
                "properties": {
                    "service_name": "inventory-sync",
                    "owner_team": "team-fulfillment",
                    "template": "go-grpc",
                },
            },
            J(
                {
                    "ok": True,
                    "run": {
                        "id": RUN,
                        "status": "IN_PROGRESS",
                        "action": {
                            "identifier": "scaffold_go_service",
                            "title": "Scaffold Go service",
                        },
                        "createdAt": "2024-03-12T15:21:08.110Z",
                        "link": [],
                        "summary": None,
                    },
                }
            ),
        ),
        (
            "port_get_action_run",
            {"run_id": RUN},
            J(
                {
                    "ok": True,
                    "run": {
                        "id": RUN,
                        "status": "IN_PROGRESS",
                        "statusLabel": "Creating repository",
                        "createdAt": "2024-03-12T15:21:08.110Z",
                        "updatedAt": "2024-03-12T15:21:40.551Z",
                        "link": [
                            "https://github.com/acme/platform-actions/actions/runs/8253110447"
                        ],
                    },
                }
            ),
        ),
        (
            "port_get_action_run_logs",
            {"run_id": RUN},
            J(
                {
                    "ok": True,
                    "runLogs": [
                        {
                            "message": "Cookiecutter template go-grpc rendered",
                            "createdAt": "2024-03-12T15:21:22.010Z",
                        },
                        {
                            "message": "Repository acme/inventory-sync created",
                            "createdAt": "2024-03-12T15:21:39.871Z",
                        },
                    ],
                }
            ),
        ),
        (
            "port_get_action_run",
            {"run_id": RUN},
            J(
                {
                    "ok": True,
                    "run": {
                        "id": RUN,
                        "status": "SUCCESS",
                        "statusLabel": "Service scaffolded",
                        "createdAt": "2024-03-12T15:21:08.110Z",
                        "updatedAt": "2024-03-12T15:23:02.902Z",
                        "endedAt": "2024-03-12T15:23:02.902Z",
                        "link": [
                            "https://github.com/acme/platform-actions/actions/runs/8253110447",
                            "https://github.com/acme/inventory-sync",
                        ],
                        "summary": "Created acme/inventory-sync and registered entity service/inventory-sync",
                    },
                }
            ),
        ),
        (
            "port_get_entity",
            {"blueprint": "service", "identifier": "inventory-sync"},
            J(
                {
                    "ok": True,
                    "entity": {
                        "identifier": "inventory-sync",
                        "title": "inventory-sync",
                        "blueprint": "service",
                        "properties": {
                            "language": "Go",
                            "url": "https://github.com/acme/inventory-sync",
                            "lifecycle": "Experimental",
                        },
                        "relations": {"team": "team-fulfillment"},
                        "createdAt": "2024-03-12T15:23:01.447Z",
                    },
                }
            ),
        ),
    ],
)

PORT_401 = C(
    {
        "ok": False,
        "error": "unauthorized",
        "message": "Token has expired, please generate a new one",
    }
)
S(
    "port",
    "port-fail-2",
    False,
    "In Port, which services are missing a PagerDuty on-call link? Give me the list by team.",
    [
        (
            "port_search_entities",
            {
                "blueprint": "service",
                "query": {
                    "combinator": "and",
                    "rules": [{"property": "pagerduty_service", "operator": "isEmpty"}],
                },
            },
            PORT_401,
        ),
        ("port_get_blueprint_entities", {"blueprint": "service"}, PORT_401),
        (
            "port_search_entities",
            {"blueprint": "service", "query": {"combinator": "and", "rules": []}},
            PORT_401,
        ),
        ("port_get_blueprint", {"blueprint": "service"}, PORT_401),
        ("port_get_blueprint_entities", {"blueprint": "team"}, PORT_401),
        (
            "port_search_entities",
            {
                "blueprint": "service",
                "query": {
                    "combinator": "or",
                    "rules": [{"property": "$team", "operator": "isNotEmpty"}],
                },
            },
            PORT_401,
        ),
    ],
)

S(
    "cortex",
    "cortex-ok-4",
    True,
    "What's the Production Readiness scorecard score for payments-api in Cortex and which rules is it failing?",
    [
        (
            "cortex_list_scorecards",
            {},
            J(
                {
                    "scorecards": [
                        {
                            "tag": "production-readiness",
                            "name": "Production Readiness",
                            "description": "Minimum bar for tier-1 services",
                            "ladder": {"levels": ["Bronze", "Silver", "Gold"]},
                        },
                        {
                            "tag": "security-baseline",
                            "name": "Security Baseline",
                            "description": "SAST, secrets, dependency hygiene",
                        },
                    ]
                }
            ),
        ),
        (
            "cortex_get_scorecard_scores",
            {"tag": "production-readiness", "service": "payments-api"},
            J(
                {
                    "scorecardTag": "production-readiness",
                    "serviceScores": [
                        {
                            "service": {
                                "tag": "payments-api",
                                "name": "Payments API",
                                "owners": ["team-payments"],
                            },
                            "score": {
                                "summary": {
                                    "percentage": 0.71,
                                    "score": 10,
                                    "totalPossibleScore": 14,
                                },
                                "ladderLevels": [{"level": {"name": "Silver"}}],
                                "rules": [
                                    {"expression": "git != null", "score": 1, "pass": True},
                                    {
                                        "expression": "oncall.numOfEscalations() >= 2",
                                        "score": 0,
                                        "pass": False,
                                        "title": "Two escalation tiers",
                                    },
                                    {
                                        "expression": "slos().all((slo) => slo.passing)",
                                        "score": 0,
                                        "pass": False,
                                        "title": "All SLOs passing",
                                    },
                                    {"expression": "runbooks != null", "score": 2, "pass": True},
                                    {
                                        "expression": 'sonarqube.metric("coverage") > 70',
                                        "score": 3,
                                        "pass": True,
                                    },
                                ],
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "cortex_get_entity",
            {"tag": "payments-api"},
            J(
                {
                    "tag": "payments-api",
                    "name": "Payments API",
                    "type": "service",
                    "groups": ["tier-1", "pci"],
                    "owners": {
                        "teams": [{"tag": "team-payments", "isArchived": False}],
                        "individuals": [],
                    },
                    "links": [
                        {
                            "name": "Runbook",
                            "url": "https://wiki.acme.io/payments/runbook",
                            "type": "runbook",
                        }
                    ],
                    "metadata": [{"key": "pagerduty", "value": "PX8R2Q1"}],
                    "isArchived": False,
                }
            ),
        ),
        (
            "cortex_get_slos",
            {"tag": "payments-api"},
            J(
                {
                    "slos": [
                        {
                            "name": "checkout-availability",
                            "source": "datadog",
                            "target": 99.95,
                            "current": 99.91,
                            "sliValue": 0.9991,
                            "timeframe": "30d",
                        },
                        {
                            "name": "p99-latency",
                            "source": "datadog",
                            "target": 99.0,
                            "current": 99.4,
                            "timeframe": "30d",
                        },
                    ]
                }
            ),
        ),
    ],
)


def ol_node(n: str, tier: str, owner: str, lang: str) -> dict:
    return {
        "id": "Z2lkOi8vb3BzbGV2ZWwvU2VydmljZS8" + h("ol" + n, 6),
        "name": n,
        "alias": n,
        "tier": {"alias": tier},
        "owner": {"alias": owner},
        "language": lang,
        "lifecycle": {"alias": "generally_available"},
    }


S(
    "opslevel",
    "opslevel-ok-5",
    True,
    "How many tier-1 services do we have in OpsLevel and which teams own them?",
    [
        (
            "opslevel_graphql",
            {
                "query": 'query($after:String){account{services(tierAlias:"tier_1", first:4, after:$after){totalCount pageInfo{hasNextPage endCursor} nodes{id name alias tier{alias} owner{alias} language lifecycle{alias}}}}}',
                "variables": {"after": None},
            },
            J(
                {
                    "data": {
                        "account": {
                            "services": {
                                "totalCount": 6,
                                "pageInfo": {"hasNextPage": True, "endCursor": "MQ"},
                                "nodes": [
                                    ol_node("auth-gateway", "tier_1", "identity", "Go"),
                                    ol_node("order-api", "tier_1", "orders", "Kotlin"),
                                    ol_node("payments-api", "tier_1", "payments", "Java"),
                                    ol_node("search-edge", "tier_1", "discovery", "Rust"),
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "opslevel_graphql",
            {
                "query": 'query($after:String){account{services(tierAlias:"tier_1", first:4, after:$after){totalCount pageInfo{hasNextPage endCursor} nodes{id name alias tier{alias} owner{alias} language lifecycle{alias}}}}}',
                "variables": {"after": "MQ"},
            },
            J(
                {
                    "data": {
                        "account": {
                            "services": {
                                "totalCount": 6,
                                "pageInfo": {"hasNextPage": False, "endCursor": "Mg"},
                                "nodes": [
                                    ol_node("session-store", "tier_1", "identity", "Go"),
                                    ol_node("inventory-core", "tier_1", "fulfillment", "Java"),
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "opslevel_graphql",
            {"query": "{account{teams(first:50){nodes{alias name manager{name email}}}}}"},
            J(
                {
                    "data": {
                        "account": {
                            "teams": {
                                "nodes": [
                                    {
                                        "alias": "identity",
                                        "name": "Identity",
                                        "manager": {"name": "Rosa Kim", "email": "rkim@acme.io"},
                                    },
                                    {
                                        "alias": "orders",
                                        "name": "Orders",
                                        "manager": {"name": "Dev Patel", "email": "dpatel@acme.io"},
                                    },
                                    {
                                        "alias": "payments",
                                        "name": "Payments",
                                        "manager": {
                                            "name": "Ofelia Gray",
                                            "email": "ofelia.gray@acme.io",
                                        },
                                    },
                                    {"alias": "discovery", "name": "Discovery", "manager": None},
                                    {
                                        "alias": "fulfillment",
                                        "name": "Fulfillment",
                                        "manager": {"name": "Sam Ortiz", "email": "sortiz@acme.io"},
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
    ],
)

OL_EMPTY = C(
    {
        "data": {
            "account": {
                "services": {
                    "totalCount": 0,
                    "pageInfo": {"hasNextPage": False, "endCursor": None},
                    "nodes": [],
                }
            }
        }
    }
)
S(
    "opslevel",
    "opslevel-fail-3",
    False,
    "Find OpsLevel services written in Python that are failing the 'Has a README' check.",
    [
        (
            "opslevel_graphql",
            {"query": "{account{services(first:100){totalCount nodes{name language}}}}"},
            OL_EMPTY,
        ),
        (
            "opslevel_graphql",
            {
                "query": '{account{services(first:100, filter:[{key:language_name, arg:"Python", type:equals}]){totalCount nodes{name}}}}'
            },
            OL_EMPTY,
        ),
        (
            "opslevel_graphql",
            {
                "query": '{account{services(ownerAlias:"platform", first:50){totalCount nodes{name}}}}'
            },
            OL_EMPTY,
        ),
        (
            "opslevel_graphql",
            {"query": "{account{rubric{checks(first:50){nodes{name}}}}}"},
            C({"data": {"account": {"rubric": {"checks": {"nodes": []}}}}}),
        ),
        (
            "opslevel_graphql",
            {"query": "{account{services(first:10){totalCount nodes{name}}}}"},
            OL_EMPTY,
        ),
        (
            "opslevel_graphql",
            {"query": "{account{teams(first:50){nodes{alias}}}}"},
            C({"data": {"account": {"teams": {"nodes": []}}}}),
        ),
        (
            "opslevel_graphql",
            {"query": '{account{services(tierAlias:"tier_1", first:20){totalCount nodes{name}}}}'},
            OL_EMPTY,
        ),
    ],
)

CLOUD = uid("compass-cloud")
S(
    "compass",
    "compass-ok-6",
    True,
    "Find the 'notification-hub' component in Compass, add a dependency on email-relay, and confirm it's recorded.",
    [
        (
            "compass_graphql",
            {
                "query": "query search($cloudId: ID!, $q: String){ compass { searchComponents(cloudId: $cloudId, query: {query: $q, first: 5}) { ... on CompassSearchComponentConnection { nodes { component { id name typeId ownerId } } } } } }",
                "variables": {"cloudId": CLOUD, "q": "notification"},
            },
            J(
                {
                    "data": {
                        "compass": {
                            "searchComponents": {
                                "nodes": [
                                    {
                                        "component": {
                                            "id": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-nh')}",
                                            "name": "notification-hub",
                                            "typeId": "SERVICE",
                                            "ownerId": f"ari:cloud:identity::team/{uid('team-msg')}",
                                        }
                                    },
                                    {
                                        "component": {
                                            "id": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-np')}",
                                            "name": "notification-prefs-ui",
                                            "typeId": "APPLICATION",
                                            "ownerId": f"ari:cloud:identity::team/{uid('team-msg')}",
                                        }
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "compass_graphql",
            {
                "query": "query search($cloudId: ID!, $q: String){ compass { searchComponents(cloudId: $cloudId, query: {query: $q, first: 5}) { ... on CompassSearchComponentConnection { nodes { component { id name typeId } } } } } }",
                "variables": {"cloudId": CLOUD, "q": "email-relay"},
            },
            J(
                {
                    "data": {
                        "compass": {
                            "searchComponents": {
                                "nodes": [
                                    {
                                        "component": {
                                            "id": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-er')}",
                                            "name": "email-relay",
                                            "typeId": "SERVICE",
                                        }
                                    }
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "compass_graphql",
            {
                "query": "mutation($input: CreateCompassRelationshipInput!){ compass { createRelationship(input: $input) { success errors { message } } } }",
                "variables": {
                    "input": {
                        "type": "DEPENDS_ON",
                        "startNodeId": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-nh')}",
                        "endNodeId": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-er')}",
                    }
                },
            },
            J({"data": {"compass": {"createRelationship": {"success": True, "errors": None}}}}),
        ),
        (
            "compass_graphql",
            {
                "query": "query($id: ID!){ compass { component(id: $id) { ... on CompassComponent { name relationships(query: {relationshipType: DEPENDS_ON, direction: OUTWARD}) { ... on CompassRelationshipConnection { nodes { endNode { name } } } } } } } }",
                "variables": {
                    "id": f"ari:cloud:compass:{CLOUD}:component/{uid('cmp-ws')}/{uid('cmp-nh')}"
                },
            },
            J(
                {
                    "data": {
                        "compass": {
                            "component": {
                                "name": "notification-hub",
                                "relationships": {
                                    "nodes": [
                                        {"endNode": {"name": "user-profile-svc"}},
                                        {"endNode": {"name": "email-relay"}},
                                    ]
                                },
                            }
                        }
                    }
                }
            ),
        ),
    ],
)

CMP_403 = C(
    {
        "errors": [
            {
                "message": "Forbidden",
                "locations": [],
                "extensions": {
                    "statusCode": 403,
                    "errorSource": "GRAPHQL_GATEWAY",
                    "classification": "Forbidden",
                },
            }
        ],
        "data": {"compass": None},
        "extensions": {"gateway": {"request_id": uid("cmp-req"), "crossRegion": False}},
    }
)
S(
    "compass",
    "compass-fail-4",
    False,
    "Show me the Compass scorecard results for every component the Messaging team owns.",
    [
        (
            "compass_graphql",
            {
                "query": "query($cloudId: ID!){ compass { searchComponents(cloudId: $cloudId, query: {first: 50}) { ... on CompassSearchComponentConnection { nodes { component { name ownerId } } } } } }",
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
        (
            "compass_graphql",
            {
                "query": "query($cloudId: ID!){ compass { scorecards(cloudId: $cloudId) { ... on CompassScorecardConnection { nodes { id name } } } } }",
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
        (
            "compass_graphql",
            {
                "query": 'query($cloudId: ID!){ compass { searchComponents(cloudId: $cloudId, query: {query: "messaging"}) { ... on CompassSearchComponentConnection { nodes { component { name } } } } } }',
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
        (
            "compass_graphql",
            {
                "query": "query($cloudId: ID!){ compass { searchComponents(cloudId: $cloudId, query: {first: 5}) { ... on CompassSearchComponentConnection { nodes { component { name } } } } } }",
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
        (
            "compass_graphql",
            {
                "query": "query($cloudId: ID!){ compass { componentTypes(cloudId: $cloudId) { ... on CompassComponentTypeConnection { nodes { id } } } } }",
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
        (
            "compass_graphql",
            {
                "query": "query($cloudId: ID!){ compass { scorecards(cloudId: $cloudId, query: {first: 10}) { ... on CompassScorecardConnection { nodes { name } } } } }",
                "variables": {"cloudId": uid("compass-cloud-old")},
            },
            CMP_403,
        ),
    ],
)

BS_INFO = """OS:   Linux 6.5.0-1016-aws - linux/x64
node: v18.19.1
yarn: 3.6.4
cli:  0.25.2 (installed)
backstage:  1.22.2

Dependencies:
  @backstage/app-defaults                                0.4.5
  @backstage/backend-common                              0.21.0
  @backstage/catalog-client                              1.6.0
  @backstage/catalog-model                               1.4.4
  @backstage/cli                                         0.25.2
  @backstage/core-app-api                                1.12.0
  @backstage/core-components                             0.14.0
  @backstage/plugin-catalog                              1.17.0
  @backstage/plugin-catalog-backend                      1.17.0
  @backstage/plugin-scaffolder-backend                   1.21.0
  @backstage/plugin-techdocs-backend                     1.10.0"""
BS_BUMP = """Using default pattern glob @backstage/*
Checking for updates of @backstage/app-defaults
Checking for updates of @backstage/backend-common
Checking for updates of @backstage/catalog-client
Checking for updates of @backstage/plugin-catalog-backend
Checking for updates of @backstage/plugin-scaffolder-backend
Some packages are outdated, updating
unlocking @backstage/catalog-client@^1.6.0 ~> 1.6.1
unlocking @backstage/plugin-catalog-backend@^1.17.0 ~> 1.18.0
bumping @backstage/backend-common in backend to ^0.21.3
bumping @backstage/catalog-client in app to ^1.6.1
bumping @backstage/plugin-catalog-backend in backend to ^1.18.0
bumping @backstage/plugin-scaffolder-backend in backend to ^1.22.0
Running yarn install to install new versions
➤ YN0000: ┌ Resolution step
➤ YN0000: └ Completed in 6s 112ms
➤ YN0000: ┌ Fetch step
➤ YN0000: └ Completed in 21s 904ms
➤ YN0000: ┌ Link step
➤ YN0000: └ Completed in 9s 377ms
➤ YN0000: Done with warnings in 37s 554ms

⚠️  The following packages may have breaking changes:

  @backstage/backend-common : 0.21.0 ~> 0.21.3
    https://github.com/backstage/backstage/blob/master/packages/backend-common/CHANGELOG.md

Version bump complete!"""
S(
    "backstage-cli",
    "backstage-cli-ok-7",
    True,
    "Upgrade our Backstage app to the latest release and make sure lint still passes.",
    [
        ("shell", {"command": "yarn backstage-cli info"}, BS_INFO),
        ("shell", {"command": "yarn backstage-cli versions:bump"}, BS_BUMP),
        (
            "shell",
            {"command": "yarn backstage-cli repo lint"},
            "Linting app...\nLinting backend...\n\n/home/ci/portal/packages/backend/src/plugins/catalog.ts\n  14:3  warning  'useLegacySingleProcessorValidation' is deprecated  @typescript-eslint/no-deprecated\n\n✖ 1 problem (0 errors, 1 warning)\n",
        ),
        (
            "shell",
            {"command": "git status --short"},
            " M packages/app/package.json\n M packages/backend/package.json\n M backstage.json\n M yarn.lock\n",
        ),
        ("shell", {"command": "cat backstage.json"}, '{\n  "version": "1.23.0"\n}\n'),
    ],
)


# ---------------------------------------------------------------- speech and audio services
TR = uid("aai-board-call")
S(
    "assemblyai",
    "assemblyai-ok-1",
    True,
    "Transcribe the March board call recording with speaker labels and tell me what the CFO said about the Q2 hiring freeze.",
    [
        (
            "assemblyai_submit_transcript",
            {
                "audio_url": "https://files.acme.io/recordings/board-2024-03-07.m4a",
                "speaker_labels": True,
            },
            J(
                {
                    "id": TR,
                    "status": "queued",
                    "audio_url": "https://files.acme.io/recordings/board-2024-03-07.m4a",
                    "speaker_labels": True,
                    "language_code": "en_us",
                    "text": None,
                    "words": None,
                    "audio_duration": None,
                    "error": None,
                }
            ),
        ),
        (
            "assemblyai_get_transcript",
            {"transcript_id": TR},
            J(
                {
                    "id": TR,
                    "status": "processing",
                    "text": None,
                    "words": None,
                    "audio_duration": None,
                    "error": None,
                }
            ),
        ),
        (
            "assemblyai_get_transcript",
            {"transcript_id": TR},
            J(
                {
                    "id": TR,
                    "status": "processing",
                    "text": None,
                    "words": None,
                    "audio_duration": None,
                    "error": None,
                }
            ),
        ),
        (
            "assemblyai_get_transcript",
            {"transcript_id": TR, "include": ["utterances"]},
            J(
                {
                    "id": TR,
                    "status": "completed",
                    "audio_duration": 3412,
                    "confidence": 0.9301,
                    "language_code": "en_us",
                    "utterances": [
                        {
                            "speaker": "A",
                            "start": 1200,
                            "end": 9830,
                            "confidence": 0.95,
                            "text": "Okay, let's get started. First item is the operating plan.",
                        },
                        {
                            "speaker": "B",
                            "start": 10110,
                            "end": 41220,
                            "confidence": 0.92,
                            "text": "Thanks. On headcount, we're holding Q2 backfills only. New reqs pause until the April close, and we revisit in May with the bookings number.",
                        },
                        {
                            "speaker": "C",
                            "start": 41800,
                            "end": 49100,
                            "confidence": 0.91,
                            "text": "Does that include the two sales engineer roles?",
                        },
                        {
                            "speaker": "B",
                            "start": 49420,
                            "end": 61010,
                            "confidence": 0.93,
                            "text": "Those are approved already, so they proceed. Everything else waits.",
                        },
                    ],
                    "error": None,
                }
            ),
        ),
        (
            "assemblyai_get_sentences",
            {"transcript_id": TR},
            J(
                {
                    "id": TR,
                    "confidence": 0.9301,
                    "audio_duration": 3412,
                    "sentences": [
                        {
                            "text": "Thanks.",
                            "start": 10110,
                            "end": 10500,
                            "confidence": 0.98,
                            "speaker": "B",
                        },
                        {
                            "text": "On headcount, we're holding Q2 backfills only.",
                            "start": 10600,
                            "end": 15300,
                            "confidence": 0.93,
                            "speaker": "B",
                        },
                        {
                            "text": "New reqs pause until the April close, and we revisit in May with the bookings number.",
                            "start": 15400,
                            "end": 41220,
                            "confidence": 0.91,
                            "speaker": "B",
                        },
                    ],
                }
            ),
        ),
    ],
)

AAI_BAL = C(
    {"error": "Your current account balance is negative. Please top up to continue using the API."}
)
S(
    "assemblyai",
    "assemblyai-fail-1",
    False,
    "Transcribe these five customer interview recordings and pull out every mention of pricing.",
    [
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-01.mp3"},
            AAI_BAL,
        ),
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-02.mp3"},
            AAI_BAL,
        ),
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-01.mp3", "speech_model": "nano"},
            AAI_BAL,
        ),
        ("assemblyai_list_transcripts", {"limit": 10}, AAI_BAL),
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-03.mp3"},
            AAI_BAL,
        ),
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-04.mp3", "language_code": "en"},
            AAI_BAL,
        ),
        (
            "assemblyai_submit_transcript",
            {"audio_url": "https://files.acme.io/research/int-05.mp3"},
            AAI_BAL,
        ),
    ],
)


def dg(name: str, text: str, dur: float, words: list[str]) -> str:
    t = 0.3
    ws = []
    for w in words:
        ws.append(
            {
                "word": w.lower().strip(".,?"),
                "start": round(t, 2),
                "end": round(t + 0.32, 2),
                "confidence": 0.9 + num(name + w, 0, 9) / 100,
                "punctuated_word": w,
            }
        )
        t += 0.38
    return J(
        {
            "metadata": {
                "transaction_key": "deprecated",
                "request_id": uid("dg" + name),
                "sha256": h("sha" + name, 64),
                "created": "2024-03-12T16:20:11.402Z",
                "duration": dur,
                "channels": 1,
                "models": [uid("nova-2")],
                "model_info": {
                    uid("nova-2"): {
                        "name": "2-general-nova",
                        "version": "2024-01-09.29447",
                        "arch": "nova-2",
                    }
                },
            },
            "results": {
                "channels": [
                    {"alternatives": [{"transcript": text, "confidence": 0.98, "words": ws}]}
                ]
            },
        }
    )


S(
    "deepgram",
    "deepgram-ok-2",
    True,
    "Transcribe the three voicemail clips in the support inbox and tell me which caller left a callback number.",
    [
        (
            "deepgram_transcribe_url",
            {
                "url": "https://files.acme.io/vm/vm-0311-01.wav",
                "model": "nova-2",
                "smart_format": True,
            },
            dg(
                "vm1",
                "Hi, it's Carla from Denton Foods. Our order didn't arrive today. Please call me back at 940-555-0182.",
                8.4,
                [
                    "Hi,",
                    "it's",
                    "Carla",
                    "from",
                    "Denton",
                    "Foods.",
                    "Our",
                    "order",
                    "didn't",
                    "arrive",
                    "today.",
                    "Please",
                    "call",
                    "me",
                    "back",
                    "at",
                    "940-555-0182.",
                ],
            ),
        ),
        (
            "deepgram_transcribe_url",
            {
                "url": "https://files.acme.io/vm/vm-0311-02.wav",
                "model": "nova-2",
                "smart_format": True,
            },
            dg(
                "vm2",
                "Yeah, just confirming the delivery window for Thursday. Thanks.",
                4.1,
                [
                    "Yeah,",
                    "just",
                    "confirming",
                    "the",
                    "delivery",
                    "window",
                    "for",
                    "Thursday.",
                    "Thanks.",
                ],
            ),
        ),
        (
            "deepgram_transcribe_url",
            {
                "url": "https://files.acme.io/vm/vm-0311-03.wav",
                "model": "nova-2",
                "smart_format": True,
            },
            dg("vm3", "", 2.2, []),
        ),
        (
            "deepgram_transcribe_url",
            {
                "url": "https://files.acme.io/vm/vm-0311-03.wav",
                "model": "nova-2",
                "smart_format": True,
                "detect_language": True,
            },
            J(
                {
                    "metadata": {"request_id": uid("dgvm3b"), "duration": 2.2, "channels": 1},
                    "results": {
                        "channels": [
                            {
                                "detected_language": "en",
                                "language_confidence": 0.41,
                                "alternatives": [
                                    {"transcript": "", "confidence": 0.0, "words": []}
                                ],
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)

DG_AUTH = C(
    {"err_code": "INVALID_AUTH", "err_msg": "Invalid credentials.", "request_id": uid("dg-auth")}
)
S(
    "deepgram",
    "deepgram-fail-2",
    False,
    "Run diarized transcription on the podcast episodes 41 to 44 and list the guests' names.",
    [
        (
            "deepgram_transcribe_url",
            {
                "url": "https://cdn.podhost.io/acme-cast/ep41.mp3",
                "model": "nova-2",
                "diarize": True,
            },
            DG_AUTH,
        ),
        (
            "deepgram_transcribe_url",
            {
                "url": "https://cdn.podhost.io/acme-cast/ep42.mp3",
                "model": "nova-2",
                "diarize": True,
            },
            DG_AUTH,
        ),
        (
            "deepgram_transcribe_url",
            {"url": "https://cdn.podhost.io/acme-cast/ep41.mp3", "model": "nova-2"},
            DG_AUTH,
        ),
        ("deepgram_list_projects", {}, DG_AUTH),
        (
            "deepgram_transcribe_url",
            {
                "url": "https://cdn.podhost.io/acme-cast/ep43.mp3",
                "model": "enhanced",
                "diarize": True,
            },
            DG_AUTH,
        ),
        (
            "deepgram_transcribe_url",
            {"url": "https://cdn.podhost.io/acme-cast/ep44.mp3", "model": "base"},
            DG_AUTH,
        ),
    ],
)

REVJ = h("rev-job", 12)
S(
    "revai",
    "revai-ok-3",
    True,
    "Get a Rev.ai transcript of the deposition audio and send me just the plain text.",
    [
        (
            "revai_submit_job",
            {
                "source_config": {"url": "https://files.acme.io/legal/depo-hargrove-0305.mp3"},
                "metadata": "hargrove depo",
                "skip_diarization": False,
            },
            J(
                {
                    "id": REVJ,
                    "created_on": "2024-03-12T17:40:02.114Z",
                    "name": "depo-hargrove-0305.mp3",
                    "metadata": "hargrove depo",
                    "status": "in_progress",
                    "type": "async",
                    "language": "en",
                }
            ),
        ),
        (
            "revai_get_job",
            {"id": REVJ},
            J(
                {
                    "id": REVJ,
                    "created_on": "2024-03-12T17:40:02.114Z",
                    "name": "depo-hargrove-0305.mp3",
                    "status": "in_progress",
                    "type": "async",
                    "language": "en",
                }
            ),
        ),
        (
            "revai_get_job",
            {"id": REVJ},
            J(
                {
                    "id": REVJ,
                    "created_on": "2024-03-12T17:40:02.114Z",
                    "completed_on": "2024-03-12T17:46:51.503Z",
                    "name": "depo-hargrove-0305.mp3",
                    "status": "transcribed",
                    "duration_seconds": 2711.04,
                    "type": "async",
                    "language": "en",
                }
            ),
        ),
        (
            "revai_get_transcript_text",
            {"id": REVJ},
            "Speaker 0    00:00:04    Please state your name for the record.\n\nSpeaker 1    00:00:07    Martin Hargrove.\n\nSpeaker 0    00:00:09    Mr. Hargrove, were you the site superintendent on the Fulton Street project in 2022?\n\nSpeaker 1    00:00:15    I was, from March until the end of October.\n\nSpeaker 0    00:00:20    And who did you report to during that period?\n\nSpeaker 1    00:00:23    To Diane Kessler, the project executive.\n",
        ),
    ],
)

SM_JOB = h("sm-job", 10)
S(
    "speechmatics",
    "speechmatics-ok-4",
    True,
    "Find the Speechmatics job for yesterday's German sales call and give me the transcript.",
    [
        (
            "speechmatics_list_jobs",
            {"created_before": "2024-03-12T00:00:00Z", "limit": 5},
            J(
                {
                    "jobs": [
                        {
                            "id": SM_JOB,
                            "created_at": "2024-03-11T14:02:19.441Z",
                            "data_name": "call-berlin-0311.wav",
                            "duration": 612,
                            "status": "done",
                            "config": {
                                "type": "transcription",
                                "transcription_config": {
                                    "language": "de",
                                    "operating_point": "enhanced",
                                },
                            },
                        },
                        {
                            "id": h("sm-job2", 10),
                            "created_at": "2024-03-11T09:12:51.004Z",
                            "data_name": "standup-0311.m4a",
                            "duration": 884,
                            "status": "done",
                            "config": {
                                "type": "transcription",
                                "transcription_config": {"language": "en"},
                            },
                        },
                    ]
                }
            ),
        ),
        (
            "speechmatics_get_transcript",
            {"job_id": SM_JOB, "format": "txt"},
            "Guten Tag, Herr Becker, danke für Ihre Zeit. Wir haben das Angebot für die zweite Lagerhalle überarbeitet. Der Preis pro Stellplatz liegt jetzt bei 4,80 Euro im Monat. Das klingt gut, aber wir brauchen die Zusage bis Ende März. Das sollte machbar sein, ich schicke Ihnen heute noch die Unterlagen.\n",
        ),
        (
            "speechmatics_get_job",
            {"job_id": SM_JOB},
            J(
                {
                    "job": {
                        "id": SM_JOB,
                        "created_at": "2024-03-11T14:02:19.441Z",
                        "data_name": "call-berlin-0311.wav",
                        "duration": 612,
                        "status": "done",
                        "config": {
                            "type": "transcription",
                            "transcription_config": {
                                "language": "de",
                                "operating_point": "enhanced",
                                "diarization": "speaker",
                            },
                        },
                    }
                }
            ),
        ),
    ],
)

SM_429 = C(
    {
        "code": 429,
        "error": "Too Many Requests",
        "detail": "Concurrent job limit of 2 reached for this account",
    }
)
S(
    "speechmatics",
    "speechmatics-fail-3",
    False,
    "Transcribe all eight lecture recordings in Danish for the course archive.",
    [
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-01.mp3",
                "config": {"type": "transcription", "transcription_config": {"language": "da"}},
            },
            SM_429,
        ),
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-02.mp3",
                "config": {"type": "transcription", "transcription_config": {"language": "da"}},
            },
            SM_429,
        ),
        ("speechmatics_list_jobs", {"limit": 10}, SM_429),
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-01.mp3",
                "config": {
                    "type": "transcription",
                    "transcription_config": {"language": "da", "operating_point": "standard"},
                },
            },
            SM_429,
        ),
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-03.mp3",
                "config": {"type": "transcription", "transcription_config": {"language": "da"}},
            },
            SM_429,
        ),
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-04.mp3",
                "config": {"type": "transcription", "transcription_config": {"language": "da"}},
            },
            SM_429,
        ),
        ("speechmatics_list_jobs", {"limit": 2}, SM_429),
        (
            "speechmatics_submit_job",
            {
                "data_file": "lecture-05.mp3",
                "config": {"type": "transcription", "transcription_config": {"language": "da"}},
            },
            SM_429,
        ),
    ],
)

S(
    "elevenlabs",
    "elevenlabs-ok-5",
    True,
    "Make an MP3 of the store opening announcement in a warm British female voice, and tell me how many characters we have left this month.",
    [
        (
            "elevenlabs_search_voices",
            {"search": "british female"},
            "Voices found:\nAlice (ID: Xb7hH8MSUJpSbSDYk0k2) - british, confident, news\nCharlotte (ID: XB0fDUnXU5powFXDhCwa) - swedish-english, seductive\nLily (ID: pFZP5JQG7iQjIQuC4Bku) - british, warm, narration\n",
        ),
        (
            "elevenlabs_text_to_speech",
            {
                "text": "Good morning and welcome to the grand opening of our Kingsway store. Doors open at nine.",
                "voice_id": "pFZP5JQG7iQjIQuC4Bku",
                "model_id": "eleven_multilingual_v2",
                "output_directory": "/srv/announcements",
            },
            "Success. File saved as: /srv/announcements/tts_good_morning_20240312_174455.mp3. Voice used: Lily",
        ),
        (
            "elevenlabs_get_subscription",
            {},
            J(
                {
                    "tier": "creator",
                    "character_count": 71204,
                    "character_limit": 100000,
                    "can_extend_character_limit": True,
                    "allowed_to_extend_character_limit": True,
                    "next_character_count_reset_unix": 1711929600,
                    "voice_limit": 30,
                    "professional_voice_limit": 1,
                    "can_use_instant_voice_cloning": True,
                    "status": "active",
                    "currency": "usd",
                }
            ),
        ),
        (
            "elevenlabs_get_history",
            {"page_size": 1},
            J(
                {
                    "history": [
                        {
                            "history_item_id": h("el-hist", 20),
                            "request_id": h("el-req", 20),
                            "voice_id": "pFZP5JQG7iQjIQuC4Bku",
                            "voice_name": "Lily",
                            "model_id": "eleven_multilingual_v2",
                            "text": "Good morning and welcome to the grand opening of our Kingsway store. Doors open at nine.",
                            "date_unix": 1710265495,
                            "character_count_change_from": 71117,
                            "character_count_change_to": 71204,
                            "content_type": "audio/mpeg",
                            "state": "created",
                            "source": "TTS",
                        }
                    ],
                    "last_history_item_id": h("el-hist", 20),
                    "has_more": True,
                }
            ),
        ),
    ],
)

S(
    "elevenlabs",
    "elevenlabs-ok-6",
    True,
    "Delete the voice clone 'Old CEO' from our ElevenLabs workspace and confirm it's gone.",
    [
        (
            "elevenlabs_list_voices",
            {"category": "cloned"},
            J(
                {
                    "voices": [
                        {
                            "voice_id": "q1Xz" + h("oldceo", 16),
                            "name": "Old CEO",
                            "category": "cloned",
                            "labels": {"accent": "american"},
                            "created_at_unix": 1689811200,
                        },
                        {
                            "voice_id": "m3Rk" + h("podhost", 16),
                            "name": "Podcast Host",
                            "category": "cloned",
                            "labels": {},
                            "created_at_unix": 1702339200,
                        },
                    ]
                }
            ),
        ),
        ("elevenlabs_delete_voice", {"voice_id": "q1Xz" + h("oldceo", 16)}, J({"status": "ok"})),
        (
            "elevenlabs_list_voices",
            {"category": "cloned"},
            J(
                {
                    "voices": [
                        {
                            "voice_id": "m3Rk" + h("podhost", 16),
                            "name": "Podcast Host",
                            "category": "cloned",
                            "labels": {},
                            "created_at_unix": 1702339200,
                        }
                    ]
                }
            ),
        ),
    ],
)

PV_ERR = """Traceback (most recent call last):
  File "<stdin>", line 3, in <module>
  File "/opt/venv/lib/python3.11/site-packages/pvleopard/__init__.py", line 36, in create
    return Leopard(access_key=access_key, model_path=model_path, library_path=library_path, enable_automatic_punctuation=enable_automatic_punctuation, enable_diarization=enable_diarization)
  File "/opt/venv/lib/python3.11/site-packages/pvleopard/_leopard.py", line 232, in __init__
    raise self._PICOVOICE_STATUS_TO_EXCEPTION[status](
pvleopard._leopard.LeopardActivationLimitError: Initialization failed:
  [0] AccessKey has reached its processing limit.
  [1] Picovoice Error (code `00000136`)
  [2] Failed to initialize Leopard."""
S(
    "picovoice",
    "picovoice-fail-4",
    False,
    "Run Picovoice Leopard locally on the six field-interview WAVs and save the transcripts next to them.",
    [
        (
            "python",
            {
                "code": "import pvleopard, os\nkey=os.environ['PV_ACCESS_KEY']\nleo=pvleopard.create(access_key=key)\nprint(leo.process_file('interviews/site-a.wav')[0])"
            },
            PV_ERR,
        ),
        (
            "python",
            {
                "code": "import pvleopard, os\nkey=os.environ['PV_ACCESS_KEY']\nleo=pvleopard.create(access_key=key, enable_automatic_punctuation=True)\nprint(leo.process_file('interviews/site-b.wav')[0])"
            },
            PV_ERR,
        ),
        (
            "python",
            {
                "code": "import pvleopard, os\nleo=pvleopard.create(access_key=os.environ['PV_ACCESS_KEY'], model_path='models/leopard_params.pv')\nprint(leo.version)"
            },
            PV_ERR.replace("line 3", "line 2"),
        ),
        (
            "python",
            {
                "code": "import pvleopard, os\nkey=os.environ['PV_ACCESS_KEY']\nleo=pvleopard.create(access_key=key)\nprint(leo.process_file('interviews/site-c.wav')[0])"
            },
            PV_ERR,
        ),
        (
            "python",
            {
                "code": "import pvleopard, os\nkey=os.environ['PV_ACCESS_KEY'].strip()\nleo=pvleopard.create(access_key=key)\nprint(leo.process_file('interviews/site-d.wav')[0])"
            },
            PV_ERR,
        ),
        (
            "python",
            {
                "code": "import pvleopard, os\nkey=os.environ['PV_ACCESS_KEY']\nleo=pvleopard.create(access_key=key, enable_diarization=False)\nprint(leo.process_file('interviews/site-e.wav')[0])"
            },
            PV_ERR,
        ),
    ],
)

S(
    "picovoice",
    "picovoice-ok-7",
    True,
    "Use Picovoice Leopard to transcribe the drill-sergeant clip and tell me the timestamp where 'halt' is said.",
    [
        (
            "python",
            {
                "code": "import pvleopard, os\nleo=pvleopard.create(access_key=os.environ['PV_ACCESS_KEY'])\ntranscript, words = leo.process_file('clips/drill.wav')\nprint(transcript)\nfor w in words: print(f'{w.word}\\t{w.start_sec:.2f}\\t{w.end_sec:.2f}\\t{w.confidence:.2f}')"
            },
            "Forward march left left left right left column right march halt\nforward\t0.32\t0.74\t0.94\nmarch\t0.80\t1.21\t0.97\nleft\t1.90\t2.11\t0.92\nleft\t2.75\t2.98\t0.91\nleft\t3.60\t3.82\t0.93\nright\t4.41\t4.66\t0.88\nleft\t5.25\t5.47\t0.90\ncolumn\t6.33\t6.80\t0.95\nright\t6.86\t7.12\t0.89\nmarch\t7.20\t7.60\t0.96\nhalt\t9.04\t9.41\t0.91\n",
        ),
        ("python", {"code": "leo.delete()"}, ""),
        (
            "write_file",
            {
                "path": "clips/drill.txt",
                "content": "Forward march left left left right left column right march halt\n",
            },
            "Successfully wrote 66 bytes to clips/drill.txt",
        ),
    ],
)


def main(out: Path = OUT) -> None:
    rows = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            rows.append(
                {
                    "source": f"heldout42/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
