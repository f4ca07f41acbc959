# ruff: noqa: E501
"""Build tests/data/tool_heldout62.jsonl: held-out sessions for five tool domains.

Every row is one tool call in the project's real-runs format. Sessions were written as the
tools and their usual agent wrappers return results; nothing here was tuned to a detector.
Identifiers are derived from SHA-256 hashes of fixed strings, so the build is deterministic.

Formats, family by family, with how sure I am of each:

Corporate learning
- docebo: Docebo REST (`/learn/v1/...`, `/course/v1/...`) wraps results in
  ``{"data": {"items": [...], "count", "has_more_data", "current_page", ...}, "version",
  "_links"}``; 401 bodies are OAuth2 errors. Envelope from Docebo's API browser: fairly sure.
- talentlms: TalentLMS API v1 returns bare JSON objects/arrays and errors as
  ``{"error": {"type": ..., "message": ...}}``: fairly sure of the error shape, the record
  fields follow the documented users/courses calls.
- cornerstone: Cornerstone OnDemand reporting/transcript API returns
  ``{"status": ..., "timeStamp", "data": [...]}``-style bodies: moderately sure.
- degreed: Degreed API v2 is JSON:API (``data`` items with ``type``, ``id``,
  ``attributes``, ``links.next``): fairly sure.
- linkedin-learning: LinkedIn Learning API ``/v2/learningAssets`` returns
  ``{"elements": [...], "paging": {"count", "start", "links"}}`` (Rest.li): sure of the
  envelope, fields abridged.
- 360learning: 360Learning API v1 returns bare arrays of objects with ``_id``: moderately
  sure.

Physical access control and video security
- verkada: Verkada public API (``/cameras/v1/devices``, ``/events/v1/access``,
  ``/access/v1/...``) returns JSON with ``next_page_token``; maintenance body is the HTML page
  a CDN serves: moderately sure of field names.
- brivo: Brivo API v1 lists as ``{"data": [...], "offset", "pageSize", "count"}``: fairly sure.
- genetec: Genetec Security Center Web SDK answers in XML ``<rsp status="ok">`` with
  ``<Guid>`` children or entity properties: fairly sure of the wrapper, entity payloads abridged.
- avigilon-alta: Avigilon Alta (Openpath) API returns ``{"data": ..., "meta": {...},
  "totalCount"}``: fairly sure.
- kisi: Kisi API returns bare JSON arrays (paging in headers, which a wrapper drops) and
  ``{"code": ..., "message": ...}`` errors: moderately sure.
- milestone: Milestone XProtect REST API (``/api/rest/v1/...``) returns ``{"array": [...]}``
  or ``{"data": {...}}``: fairly sure.

Drones and robot fleets
- dji-cloud: DJI Cloud API HTTP responses are ``{"code": 0, "message": "success", "data":
  ...}`` with ``code`` nonzero on errors (e.g. 314xxx for device offline): sure of the
  envelope, error codes approximate.
- mavsdk: MAVSDK-Python scripts run through a shell tool; printed text from the examples'
  style ("Waiting for drone to connect...", telemetry dataclass reprs): fairly sure.
- mavproxy: MAVProxy console lines through a shell/pty tool ("Mode GUIDED", "APM: ...",
  "Got COMMAND_ACK: ... ACCEPTED"): fairly sure.
- skydio: Skydio Cloud API v0 returns ``{"data": {...}, "meta": {...}, "status_code":
  200}``: moderately sure.
- formant: Formant admin/query API returns ``{"items": [...]}`` with ISO timestamps:
  moderately sure.
- auterion: Auterion Suite REST wrapped by an MCP server; shapes are a best guess from its
  public docs (vehicles, flight logs, missions): least sure of this domain.

Desk and room booking
- robin: Robin API v1 wraps every body in ``{"meta": {"status_code", "status", "message",
  "more_info"}, "data": ..., "paging": {...}}``: sure.
- skedda: Skedda's public API is thin; the wrapper returns its JSON bookings list; the
  failure is a Cloudflare-style 503 page: moderately sure.
- officernd: OfficeRnD API returns bare arrays of objects with ``_id`` fields: fairly sure.
- nexudus: Nexudus REST API lists as ``{"Records": [...], "CurrentPage", "PageSize",
  "TotalItems", "TotalPages", "HasNextPage"}``; the failing session is a sandbox/demo space
  answering with its sample records: fairly sure of the envelope.
- condeco: Condeco (Eptura) API through an MCP tool; JSON field names are a best guess:
  least sure.
- deskbird: deskbird public API ``{"success": true, "data": [...]}``-style bodies:
  moderately sure.

Website chat widgets
- crisp: Crisp REST v1 envelope ``{"error": false, "reason": "listed"|"resolved"|...,
  "data": ...}`` (node-crisp-api, Crisp docs): sure.
- tawkto: tawk.to REST API (``/v1/chat.list`` style POST calls) returns ``{"ok": true,
  "data": ...}``: moderately sure.
- livechat: LiveChat Agent Chat API v3.5 (``list_chats`` -> ``chats_summary``,
  ``found_chats``, ``next_page_id``; errors ``{"error": {"type", "message"}}``): sure.
- olark: Olark has no public transcript API; the tool is a transcript export through its
  mail digest/webhook store, returning plain text transcripts: least sure.
- drift: Drift API ``{"data": [...], "pagination": {...}}`` for conversations/contacts;
  429 body is plain: fairly sure.
- tidio: Tidio OpenAPI returns ``{"contacts": [...], "meta": {"cursor": ...}}`` and similar:
  moderately sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout62"
OUT = Path(__file__).resolve().parent / "tool_heldout62.jsonl"


def hx(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    h = hashlib.sha256(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:8], 16) % (hi - lo)


def js(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


SESSIONS: list[tuple[str, str, bool, str, list[tuple[str, dict, str]]]] = []


def session(family: str, run_id: str, ok: bool, task: str, calls):
    SESSIONS.append((family, run_id, ok, task, calls))


# ---------------------------------------------------------------- corporate learning
def _docebo_users(page, names, more):
    items = [
        {
            "user_id": str(num("dcu" + n, 12000, 19999)),
            "username": n.lower().replace(" ", "."),
            "fullname": n,
            "email": n.lower().replace(" ", ".") + "@northwind-co.com",
            "level": "6",
            "valid": "1",
            "last_access_date": f"2024-05-{num('la' + n, 1, 28):02d} 09:{num('lm' + n, 10, 59)}:00",
        }
        for n in names
    ]
    return js(
        {
            "data": {
                "items": items,
                "count": len(items),
                "has_more_data": more,
                "cursor": None,
                "current_page": page,
                "current_page_size": 3,
                "total_page_count": 3,
                "total_count": 8,
            },
            "version": "1.0.0",
            "_links": [],
        }
    )


session(
    "docebo",
    "docebo-ok-1",
    True,
    "List everyone in the Warehouse Safety branch who hasn't finished the forklift refresher, so I can nudge them.",
    [
        (
            "docebo_list_courses",
            {"search_text": "forklift refresher"},
            js(
                {
                    "data": {
                        "items": [
                            {
                                "id_course": 412,
                                "name": "Forklift Operator Refresher 2024",
                                "code": "SAF-FLR-24",
                                "type": "elearning",
                                "status": "published",
                                "enrolled_users_count": 57,
                                "date_last_updated": "2024-03-02 11:04:51",
                            }
                        ],
                        "count": 1,
                        "has_more_data": False,
                        "current_page": 1,
                        "current_page_size": 20,
                        "total_count": 1,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
        (
            "docebo_list_branch_users",
            {"branch_id": 88, "page": 1, "page_size": 3},
            _docebo_users(1, ["Hollis Beaumont", "Priya Ranganathan", "Teodor Vasile"], True),
        ),
        (
            "docebo_list_branch_users",
            {"branch_id": 88, "page": 2, "page_size": 3},
            _docebo_users(2, ["Marisol Quintero", "Dwayne Okafor", "Lin Jiahui"], True),
        ),
        (
            "docebo_list_branch_users",
            {"branch_id": 88, "page": 3, "page_size": 3},
            _docebo_users(3, ["Agnieszka Wrona", "Reuben Castellanos"], False),
        ),
        (
            "docebo_course_enrollments",
            {"course_id": 412, "branch_id": 88, "status": "not_completed"},
            js(
                {
                    "data": {
                        "items": [
                            {
                                "user_id": str(num("dcuTeodor Vasile", 12000, 19999)),
                                "username": "teodor.vasile",
                                "enrollment_status": "in_progress",
                                "enrollment_date": "2024-04-02 08:00:00",
                                "completion_percentage": 40,
                            },
                            {
                                "user_id": str(num("dcuDwayne Okafor", 12000, 19999)),
                                "username": "dwayne.okafor",
                                "enrollment_status": "subscribed",
                                "enrollment_date": "2024-04-02 08:00:00",
                                "completion_percentage": 0,
                            },
                            {
                                "user_id": str(num("dcuReuben Castellanos", 12000, 19999)),
                                "username": "reuben.castellanos",
                                "enrollment_status": "in_progress",
                                "enrollment_date": "2024-04-09 08:00:00",
                                "completion_percentage": 75,
                            },
                        ],
                        "count": 3,
                        "has_more_data": False,
                        "current_page": 1,
                        "current_page_size": 200,
                        "total_count": 3,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
        (
            "docebo_send_notification",
            {
                "user_ids": [
                    str(num("dcuTeodor Vasile", 12000, 19999)),
                    str(num("dcuDwayne Okafor", 12000, 19999)),
                    str(num("dcuReuben Castellanos", 12000, 19999)),
                ],
                "template": "course_reminder",
                "course_id": 412,
            },
            js({"data": {"success": True}, "version": "1.0.0", "_links": []}),
        ),
    ],
)

session(
    "docebo",
    "docebo-ok-2",
    True,
    "Did anyone in Finance ever take the old 'SOX Basics 2019' course? Compliance wants to know before we archive it.",
    [
        (
            "docebo_list_courses",
            {"search_text": "SOX Basics"},
            js(
                {
                    "data": {
                        "items": [
                            {
                                "id_course": 97,
                                "name": "SOX Basics 2019",
                                "code": "FIN-SOX-19",
                                "type": "elearning",
                                "status": "under_maintenance",
                                "enrolled_users_count": 0,
                                "date_last_updated": "2019-11-18 16:22:03",
                            },
                            {
                                "id_course": 388,
                                "name": "SOX Controls Essentials",
                                "code": "FIN-SOX-23",
                                "type": "elearning",
                                "status": "published",
                                "enrolled_users_count": 41,
                                "date_last_updated": "2023-09-12 10:01:44",
                            },
                        ],
                        "count": 2,
                        "has_more_data": False,
                        "current_page": 1,
                        "current_page_size": 20,
                        "total_count": 2,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
        (
            "docebo_course_enrollments",
            {"course_id": 97},
            js(
                {
                    "data": {
                        "items": [],
                        "count": 0,
                        "has_more_data": False,
                        "current_page": 1,
                        "current_page_size": 200,
                        "total_count": 0,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
        (
            "docebo_course_enrollments",
            {"course_id": 97, "include_archived": True},
            js(
                {
                    "data": {
                        "items": [],
                        "count": 0,
                        "has_more_data": False,
                        "current_page": 1,
                        "current_page_size": 200,
                        "total_count": 0,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
        (
            "docebo_get_course",
            {"course_id": 97},
            js(
                {
                    "data": {
                        "id": 97,
                        "name": "SOX Basics 2019",
                        "code": "FIN-SOX-19",
                        "status": "under_maintenance",
                        "created_on": "2019-06-03 09:12:00",
                        "created_by": {"id": 12004, "fullname": "Platform Admin"},
                        "enrolled": {"total": 0, "completed": 0, "in_progress": 0},
                        "catalogs": [],
                        "sessions_count": 0,
                    },
                    "version": "1.0.0",
                    "_links": [],
                }
            ),
        ),
    ],
)

_docebo_401 = js(
    {"error": "invalid_token", "error_description": "The access token provided has expired"}
)
session(
    "docebo",
    "docebo-fail-1",
    False,
    "Pull completion rates for the three onboarding courses for last quarter.",
    [
        ("docebo_list_courses", {"search_text": "onboarding"}, _docebo_401),
        ("docebo_list_courses", {"search_text": "new hire"}, _docebo_401),
        ("docebo_course_enrollments", {"course_id": 301}, _docebo_401),
        ("docebo_course_enrollments", {"course_id": 302}, _docebo_401),
        ("docebo_get_course", {"course_id": 303}, _docebo_401),
        ("docebo_list_courses", {"search_text": "welcome"}, _docebo_401),
        ("docebo_list_courses", {"category_id": 14}, _docebo_401),
    ],
)

session(
    "talentlms",
    "talentlms-ok-1",
    True,
    "Create a TalentLMS account for our new contractor Ines Albuquerque and put her in the Field Techs group and the Lockout/Tagout course.",
    [
        (
            "talentlms_get_user",
            {"email": "ines.albuquerque@ridgeline-svc.com"},
            js({"error": {"type": "not_found", "message": "The requested user does not exist"}}),
        ),
        (
            "talentlms_usersignup",
            {
                "first_name": "Ines",
                "last_name": "Albuquerque",
                "email": "ines.albuquerque@ridgeline-svc.com",
                "login": "ialbuquerque",
            },
            js(
                {
                    "id": "2284",
                    "login": "ialbuquerque",
                    "first_name": "Ines",
                    "last_name": "Albuquerque",
                    "email": "ines.albuquerque@ridgeline-svc.com",
                    "restrict_email": "0",
                    "user_type": "Learner-Type",
                    "timezone": "(GMT -05:00) Eastern Time (US & Canada)",
                    "language": "",
                    "status": "active",
                    "deactivation_date": "",
                    "level": "1",
                    "points": "0",
                    "created_on": "14/05/2024, 10:22:31",
                    "last_updated": "14/05/2024, 10:22:31",
                    "avatar": "https://ridgeline.talentlms.com/pages/images/default_user.svg",
                    "bio": "",
                    "login_key": "https://ridgeline.talentlms.com/index/autologin/key:3hq9zq0x1nbs",
                }
            ),
        ),
        (
            "talentlms_groups",
            {},
            js(
                [
                    {
                        "id": "3",
                        "name": "Field Techs",
                        "description": "",
                        "key": "FT9KQ2",
                        "price": "&#36;0.00",
                        "owner_id": "1",
                        "belongs_to_branch": None,
                        "max_redemptions": None,
                        "redemptions_sofar": None,
                    },
                    {
                        "id": "5",
                        "name": "Dispatch",
                        "description": "",
                        "key": "DSP71A",
                        "price": "&#36;0.00",
                        "owner_id": "1",
                        "belongs_to_branch": None,
                        "max_redemptions": None,
                        "redemptions_sofar": None,
                    },
                ]
            ),
        ),
        (
            "talentlms_addusertogroup",
            {"user_id": "2284", "group_key": "FT9KQ2"},
            js({"user_id": "2284", "group_id": "3", "group_name": "Field Techs"}),
        ),
        (
            "talentlms_courses",
            {},
            js(
                [
                    {
                        "id": "121",
                        "name": "Lockout/Tagout Fundamentals",
                        "code": "LOTO-101",
                        "category_id": "4",
                        "description": "",
                        "price": "&#36;0.00",
                        "status": "active",
                        "creation_date": "02/02/2023, 14:10:00",
                        "last_update_on": "11/01/2024, 09:43:12",
                        "creator_id": "1",
                        "hide_from_catalog": "0",
                        "time_limit": "0",
                        "level": None,
                        "shared": "0",
                        "shared_url": "",
                        "avatar": "",
                        "big_avatar": "",
                        "certification": "1 year",
                        "certification_duration": None,
                    },
                    {
                        "id": "122",
                        "name": "Arc Flash Awareness",
                        "code": "ELEC-210",
                        "category_id": "4",
                        "description": "",
                        "price": "&#36;0.00",
                        "status": "active",
                        "creation_date": "02/02/2023, 14:12:00",
                        "last_update_on": "11/01/2024, 09:44:02",
                        "creator_id": "1",
                        "hide_from_catalog": "0",
                        "time_limit": "0",
                        "level": None,
                        "shared": "0",
                        "shared_url": "",
                        "avatar": "",
                        "big_avatar": "",
                        "certification": "1 year",
                        "certification_duration": None,
                    },
                ]
            ),
        ),
        (
            "talentlms_addusertocourse",
            {"user_id": "2284", "course_id": "121", "role": "learner"},
            js([{"user_id": "2284", "course_id": "121", "role": "learner"}]),
        ),
    ],
)

_tlms_429 = js(
    {
        "error": {
            "type": "rate_limit_exceeded",
            "message": "You have exceeded the API calls limit for this hour. Please try again later.",
        }
    }
)
session(
    "talentlms",
    "talentlms-fail-1",
    False,
    "Which learners in the Dispatch group have an expired Lockout/Tagout certificate?",
    [
        ("talentlms_groups", {"group_id": "5"}, _tlms_429),
        ("talentlms_getusersprogressinunits", {"course_id": "121"}, _tlms_429),
        ("talentlms_courses", {"course_id": "121"}, _tlms_429),
        ("talentlms_get_user", {"email": "darnell.hughes@ridgeline-svc.com"}, _tlms_429),
        ("talentlms_get_user", {"user_id": "2011"}, _tlms_429),
        ("talentlms_groups", {}, _tlms_429),
    ],
)

session(
    "cornerstone",
    "cornerstone-ok-1",
    True,
    "Show me Gareth Lindqvist's transcript: what's assigned, what's overdue.",
    [
        (
            "csod_search_users",
            {"q": "Lindqvist"},
            js(
                {
                    "status": 200,
                    "timeStamp": "2024-05-14T15:02:11Z",
                    "data": [
                        {
                            "id": "g.lindqvist",
                            "userId": 40817,
                            "firstName": "Gareth",
                            "lastName": "Lindqvist",
                            "primaryEmail": "gareth.lindqvist@baltica-freight.eu",
                            "ou": {"division": "Operations Nordics", "location": "Gothenburg"},
                            "status": "Active",
                        }
                    ],
                }
            ),
        ),
        (
            "csod_get_transcript",
            {"user_id": 40817, "page": 1},
            js(
                {
                    "status": 200,
                    "timeStamp": "2024-05-14T15:02:13Z",
                    "data": [
                        {
                            "loId": "a1f3-77c2",
                            "title": "Dangerous Goods by Road (ADR) Recertification",
                            "loType": "Online Course",
                            "transcriptStatus": "In Progress",
                            "assignedDate": "2024-03-01",
                            "dueDate": "2024-04-30",
                            "completionDate": None,
                        },
                        {
                            "loId": "b093-1d4e",
                            "title": "Code of Conduct 2024",
                            "loType": "Online Course",
                            "transcriptStatus": "Completed",
                            "assignedDate": "2024-01-08",
                            "dueDate": "2024-02-15",
                            "completionDate": "2024-01-22",
                        },
                        {
                            "loId": "c55e-90aa",
                            "title": "Warehouse Racking Inspection",
                            "loType": "Instructor Led Training",
                            "transcriptStatus": "Registered",
                            "assignedDate": "2024-04-11",
                            "dueDate": "2024-06-20",
                            "completionDate": None,
                        },
                    ],
                    "pageNumber": 1,
                    "totalPages": 2,
                }
            ),
        ),
        (
            "csod_get_transcript",
            {"user_id": 40817, "page": 2},
            js(
                {
                    "status": 200,
                    "timeStamp": "2024-05-14T15:02:14Z",
                    "data": [
                        {
                            "loId": "d2e8-4b61",
                            "title": "Data Privacy for Customer-Facing Staff",
                            "loType": "Online Course",
                            "transcriptStatus": "Not Started",
                            "assignedDate": "2024-04-15",
                            "dueDate": "2024-05-10",
                            "completionDate": None,
                        },
                    ],
                    "pageNumber": 2,
                    "totalPages": 2,
                }
            ),
        ),
        (
            "csod_get_lo_details",
            {"lo_id": "c55e-90aa"},
            js(
                {
                    "status": 200,
                    "timeStamp": "2024-05-14T15:02:16Z",
                    "data": {
                        "loId": "c55e-90aa",
                        "title": "Warehouse Racking Inspection",
                        "sessions": [
                            {
                                "sessionId": "S-2291",
                                "start": "2024-06-12T08:00:00+02:00",
                                "end": "2024-06-12T15:00:00+02:00",
                                "facility": "Gothenburg DC Training Room 2",
                                "instructor": "Annika Sjöberg",
                                "seatsAvailable": 4,
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

session(
    "degreed",
    "degreed-ok-1",
    True,
    "Find what our data analysts logged in Degreed in April, and give me the top skills.",
    [
        (
            "degreed_list_groups",
            {"filter": "Data Analytics"},
            js(
                {
                    "data": [
                        {
                            "type": "groups",
                            "id": "Ab3kPq",
                            "attributes": {
                                "name": "Data Analytics Guild",
                                "description": "Analysts across BI, finance and marketing",
                                "privacy": "Closed",
                                "member-count": 14,
                            },
                            "links": {"self": "https://api.degreed.com/api/v2/groups/Ab3kPq"},
                        }
                    ],
                    "links": {},
                }
            ),
        ),
        (
            "degreed_list_completions",
            {"group_id": "Ab3kPq", "start_date": "2024-04-01", "end_date": "2024-04-30"},
            js(
                {
                    "data": [
                        {
                            "type": "completions",
                            "id": "c7Yt1",
                            "attributes": {
                                "user-id": "u9Q2",
                                "content-type": "Course",
                                "content-title": "Window Functions in PostgreSQL",
                                "provider": "Pluralsight",
                                "completed-at": "2024-04-03T18:22:10",
                                "duration": 95,
                                "is-verified": True,
                            },
                        },
                        {
                            "type": "completions",
                            "id": "c7Yt7",
                            "attributes": {
                                "user-id": "u4Ld",
                                "content-type": "Article",
                                "content-title": "Why your dashboard needs a metric tree",
                                "provider": "Medium",
                                "completed-at": "2024-04-09T07:40:00",
                                "duration": 12,
                                "is-verified": False,
                            },
                        },
                        {
                            "type": "completions",
                            "id": "c7Yu2",
                            "attributes": {
                                "user-id": "u2Hx",
                                "content-type": "Video",
                                "content-title": "dbt incremental models explained",
                                "provider": "YouTube",
                                "completed-at": "2024-04-16T12:05:33",
                                "duration": 28,
                                "is-verified": False,
                            },
                        },
                    ],
                    "links": {
                        "next": "https://api.degreed.com/api/v2/completions?filter%5Bgroup_id%5D=Ab3kPq&next=c7Yu2"
                    },
                }
            ),
        ),
        (
            "degreed_list_completions",
            {
                "group_id": "Ab3kPq",
                "start_date": "2024-04-01",
                "end_date": "2024-04-30",
                "next": "c7Yu2",
            },
            js(
                {
                    "data": [
                        {
                            "type": "completions",
                            "id": "c7Yv9",
                            "attributes": {
                                "user-id": "u9Q2",
                                "content-type": "Book",
                                "content-title": "Storytelling with Data",
                                "provider": None,
                                "completed-at": "2024-04-27T21:14:00",
                                "duration": 420,
                                "is-verified": False,
                            },
                        },
                    ],
                    "links": {},
                }
            ),
        ),
        (
            "degreed_user_skills",
            {"group_id": "Ab3kPq", "top": 5},
            js(
                {
                    "data": [
                        {
                            "type": "skill-ratings",
                            "id": "sr1",
                            "attributes": {
                                "skill-name": "SQL",
                                "rater-count": 11,
                                "average-level": 5.4,
                            },
                        },
                        {
                            "type": "skill-ratings",
                            "id": "sr2",
                            "attributes": {
                                "skill-name": "Data Visualization",
                                "rater-count": 9,
                                "average-level": 4.8,
                            },
                        },
                        {
                            "type": "skill-ratings",
                            "id": "sr3",
                            "attributes": {
                                "skill-name": "Statistics",
                                "rater-count": 7,
                                "average-level": 4.1,
                            },
                        },
                    ],
                    "links": {},
                }
            ),
        ),
    ],
)

_degreed_empty = js({"data": [], "links": {}})
session(
    "degreed",
    "degreed-fail-1",
    False,
    "What did the sales enablement team complete in Degreed this year? I need it for the QBR.",
    [
        ("degreed_list_groups", {"filter": "Sales Enablement"}, _degreed_empty),
        ("degreed_list_groups", {"filter": "Sales"}, _degreed_empty),
        ("degreed_list_users", {"filter": "department eq 'Sales'"}, _degreed_empty),
        (
            "degreed_list_completions",
            {"start_date": "2024-01-01", "end_date": "2024-05-14"},
            _degreed_empty,
        ),
        ("degreed_list_users", {"email": "kelsey.marchetti@ridgeline-svc.com"}, _degreed_empty),
        ("degreed_list_groups", {}, _degreed_empty),
        (
            "degreed_list_completions",
            {"start_date": "2023-01-01", "end_date": "2024-05-14"},
            _degreed_empty,
        ),
    ],
)

session(
    "linkedin-learning",
    "linkedin-learning-ok-1",
    True,
    "Suggest two short LinkedIn Learning courses on negotiation for new team leads, under an hour each.",
    [
        (
            "li_learning_search_assets",
            {"keyword": "negotiation", "assetType": "COURSE", "count": 3, "start": 0},
            js(
                {
                    "elements": [
                        {
                            "urn": "urn:li:lyndaCourse:2834112",
                            "title": {
                                "value": "Negotiation Foundations",
                                "locale": {"country": "US", "language": "en"},
                            },
                            "details": {
                                "timeToComplete": {"duration": 4620, "unit": "SECOND"},
                                "level": "BEGINNER",
                                "publishedAt": 1638316800000,
                                "urls": {
                                    "webLaunch": "https://www.linkedin.com/learning/negotiation-foundations"
                                },
                            },
                        },
                        {
                            "urn": "urn:li:lyndaCourse:700234",
                            "title": {
                                "value": "Negotiating Your Salary",
                                "locale": {"country": "US", "language": "en"},
                            },
                            "details": {
                                "timeToComplete": {"duration": 2640, "unit": "SECOND"},
                                "level": "BEGINNER",
                                "publishedAt": 1590969600000,
                                "urls": {
                                    "webLaunch": "https://www.linkedin.com/learning/negotiating-your-salary"
                                },
                            },
                        },
                        {
                            "urn": "urn:li:lyndaCourse:2479015",
                            "title": {
                                "value": "Negotiation Skills for Managers",
                                "locale": {"country": "US", "language": "en"},
                            },
                            "details": {
                                "timeToComplete": {"duration": 2910, "unit": "SECOND"},
                                "level": "INTERMEDIATE",
                                "publishedAt": 1667260800000,
                                "urls": {
                                    "webLaunch": "https://www.linkedin.com/learning/negotiation-skills-for-managers"
                                },
                            },
                        },
                    ],
                    "paging": {
                        "count": 3,
                        "start": 0,
                        "links": [
                            {
                                "rel": "next",
                                "href": "/v2/learningAssets?q=criteria&start=3&count=3",
                                "type": "application/json",
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "li_learning_search_assets",
            {"keyword": "negotiation", "assetType": "COURSE", "count": 3, "start": 3},
            js(
                {
                    "elements": [
                        {
                            "urn": "urn:li:lyndaCourse:3008761",
                            "title": {
                                "value": "Difficult Conversations for Team Leads",
                                "locale": {"country": "US", "language": "en"},
                            },
                            "details": {
                                "timeToComplete": {"duration": 3180, "unit": "SECOND"},
                                "level": "BEGINNER",
                                "publishedAt": 1696118400000,
                                "urls": {
                                    "webLaunch": "https://www.linkedin.com/learning/difficult-conversations-for-team-leads"
                                },
                            },
                        },
                    ],
                    "paging": {"count": 3, "start": 3, "links": []},
                }
            ),
        ),
        (
            "li_learning_get_asset",
            {"urn": "urn:li:lyndaCourse:2479015"},
            js(
                {
                    "urn": "urn:li:lyndaCourse:2479015",
                    "title": {"value": "Negotiation Skills for Managers"},
                    "details": {
                        "description": {
                            "value": "Learn to prepare, frame trade-offs and close agreements with your own team and peers."
                        },
                        "contributors": [
                            {"name": {"value": "Mariela Cho"}, "contributionType": "AUTHOR"}
                        ],
                        "classifications": [
                            {
                                "associatedClassification": {
                                    "name": {"value": "Leadership and Management"}
                                }
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

session(
    "360learning",
    "360learning-ok-1",
    True,
    "Give me the reactions from last week's 'Customer Escalations' path: any learner stuck or raising questions?",
    [
        (
            "l360_list_paths",
            {"name": "Customer Escalations"},
            js(
                [
                    {
                        "_id": "65f1c2ab9e0d4a0012aa31c4",
                        "name": "Customer Escalations Playbook",
                        "status": "published",
                        "modifiedAt": "2024-05-02T08:31:55.102Z",
                        "steps": 6,
                        "authors": ["6511aa02c1b9d10011bb7702"],
                    }
                ]
            ),
        ),
        (
            "l360_path_stats",
            {"path_id": "65f1c2ab9e0d4a0012aa31c4"},
            js(
                {
                    "enrolled": 23,
                    "completed": 15,
                    "inProgress": 6,
                    "notStarted": 2,
                    "averageScore": 82,
                    "averageTimeSpent": 3125,
                }
            ),
        ),
        (
            "l360_list_reactions",
            {"path_id": "65f1c2ab9e0d4a0012aa31c4", "since": "2024-05-06"},
            js(
                [
                    {
                        "_id": "6639e0f21d7c8a0013f10001",
                        "type": "question",
                        "stepName": "When to loop in Tier 3",
                        "author": {"firstName": "Samira", "lastName": "Haddad"},
                        "text": "The flowchart says Tier 3 after 48h but the SLA doc says 24h for enterprise. Which one wins?",
                        "createdAt": "2024-05-07T13:15:02.000Z",
                        "answered": False,
                    },
                    {
                        "_id": "6639e0f21d7c8a0013f10002",
                        "type": "comment",
                        "stepName": "Refund authority matrix",
                        "author": {"firstName": "Jonah", "lastName": "Pettersen"},
                        "text": "Would love an example with partial credits.",
                        "createdAt": "2024-05-08T09:40:44.000Z",
                        "answered": False,
                    },
                ]
            ),
        ),
        (
            "l360_list_stuck_learners",
            {"path_id": "65f1c2ab9e0d4a0012aa31c4", "inactive_days": 7},
            js([]),
        ),
    ],
)


# ---------------------------------------------------------------- access control / video
session(
    "verkada",
    "verkada-ok-1",
    True,
    "Who badged into the server room (door SR-2) after 8pm last Friday?",
    [
        (
            "verkada_list_doors",
            {"site": "HQ Denver"},
            js(
                {
                    "doors": [
                        {
                            "door_id": uid("vk-door-sr2"),
                            "name": "SR-2 Server Room",
                            "site": {"name": "HQ Denver"},
                            "acu_id": uid("vk-acu-1"),
                        },
                        {
                            "door_id": uid("vk-door-lobby"),
                            "name": "Main Lobby",
                            "site": {"name": "HQ Denver"},
                            "acu_id": uid("vk-acu-1"),
                        },
                    ]
                }
            ),
        ),
        (
            "verkada_access_events",
            {
                "door_id": uid("vk-door-sr2"),
                "start_time": 1715378400,
                "end_time": 1715407200,
                "page_size": 2,
            },
            js(
                {
                    "events": [
                        {
                            "event_id": uid("vk-ev-1"),
                            "event_type": "door_access_granted",
                            "timestamp": "2024-05-10T20:14:09Z",
                            "door_info": {"name": "SR-2 Server Room"},
                            "user_info": {
                                "name": "Tomasz Grabowski",
                                "email": "tgrabowski@lumen-hq.com",
                            },
                            "accepted": True,
                        },
                        {
                            "event_id": uid("vk-ev-2"),
                            "event_type": "door_access_denied",
                            "timestamp": "2024-05-10T21:02:51Z",
                            "door_info": {"name": "SR-2 Server Room"},
                            "user_info": {"name": "Cleaning Crew 3", "email": None},
                            "accepted": False,
                        },
                    ],
                    "next_page_token": "2",
                }
            ),
        ),
        (
            "verkada_access_events",
            {
                "door_id": uid("vk-door-sr2"),
                "start_time": 1715378400,
                "end_time": 1715407200,
                "page_size": 2,
                "page_token": "2",
            },
            js(
                {
                    "events": [
                        {
                            "event_id": uid("vk-ev-3"),
                            "event_type": "door_access_granted",
                            "timestamp": "2024-05-10T23:47:30Z",
                            "door_info": {"name": "SR-2 Server Room"},
                            "user_info": {"name": "Ayesha Karim", "email": "akarim@lumen-hq.com"},
                            "accepted": True,
                        },
                    ],
                    "next_page_token": None,
                }
            ),
        ),
        (
            "verkada_camera_thumbnail_link",
            {"camera_id": uid("vk-cam-sr2"), "timestamp": 1715384910},
            js(
                {
                    "url": "https://api.verkada.com/cameras/v1/footage/thumbnails/latest?camera_id="
                    + uid("vk-cam-sr2")
                    + "&timestamp=1715384910&expiry=86400&sig="
                    + hx("vk-sig-1", 32)
                }
            ),
        ),
    ],
)

session(
    "verkada",
    "verkada-ok-2",
    True,
    "Are any cameras at the Reno warehouse offline right now? If not, just confirm.",
    [
        (
            "verkada_list_cameras",
            {"site": "Reno Warehouse", "page_size": 100},
            js(
                {
                    "cameras": [
                        {
                            "camera_id": uid("vk-reno-" + str(i)),
                            "name": n,
                            "site": "Reno Warehouse",
                            "model": m,
                            "status": "Live",
                            "last_online": None,
                            "firmware": "Up to date",
                        }
                        for i, (n, m) in enumerate(
                            [
                                ("Dock Door 1", "CD52"),
                                ("Dock Door 2", "CD52"),
                                ("Aisle 14 North", "CD62"),
                                ("Yard Gate", "CB61-TE"),
                                ("Break Room", "CD42"),
                            ]
                        )
                    ],
                    "next_page_token": None,
                }
            ),
        ),
        (
            "verkada_list_alerts",
            {"site": "Reno Warehouse", "types": ["camera_offline"], "start_time": 1715558400},
            js({"notifications": [], "next_page_token": None}),
        ),
    ],
)

_vk_maint = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Verkada API - Scheduled Maintenance</title></head>
<body><div class="container"><h1>We'll be right back</h1><p>The Verkada API is undergoing scheduled maintenance. Command and public API requests are temporarily unavailable.</p><p>Check <a href="https://status.verkada.com">status.verkada.com</a> for updates.</p></div></body></html>"""
session(
    "verkada",
    "verkada-fail-1",
    False,
    "Pull the access log for the lab door over the weekend and flag any denied badges.",
    [
        ("verkada_list_doors", {"site": "Boulder Lab"}, _vk_maint),
        ("verkada_list_doors", {}, _vk_maint),
        ("verkada_access_events", {"start_time": 1715378400, "end_time": 1715551200}, _vk_maint),
        (
            "verkada_access_events",
            {"start_time": 1715378400, "end_time": 1715551200, "event_type": "door_access_denied"},
            _vk_maint,
        ),
        ("verkada_list_access_users", {"email": "lab-techs@lumen-hq.com"}, _vk_maint),
        ("verkada_access_events", {"start_time": 1715464800, "end_time": 1715551200}, _vk_maint),
    ],
)

session(
    "brivo",
    "brivo-ok-1",
    True,
    "Suspend the credential for Carl Whitmore, he left today, and confirm nothing else is assigned to him.",
    [
        (
            "brivo_search_users",
            {"filter": "last_name__eq:Whitmore"},
            js(
                {
                    "data": [
                        {
                            "id": 51877203,
                            "externalId": "E-3321",
                            "firstName": "Carl",
                            "lastName": "Whitmore",
                            "suspended": False,
                            "created": "2021-08-19T14:01:22Z",
                            "updated": "2024-02-02T10:12:40Z",
                        }
                    ],
                    "offset": 0,
                    "pageSize": 20,
                    "count": 1,
                }
            ),
        ),
        (
            "brivo_user_credentials",
            {"user_id": 51877203},
            js(
                {
                    "data": [
                        {
                            "id": 80442117,
                            "credentialFormat": {"id": 110, "name": "Standard 26 Bit"},
                            "referenceId": "14:22871",
                            "accessCode": None,
                            "enableOn": "2021-08-19T00:00:00Z",
                            "expires": None,
                        }
                    ],
                    "offset": 0,
                    "pageSize": 20,
                    "count": 1,
                }
            ),
        ),
        ("brivo_suspend_user", {"user_id": 51877203}, ""),
        (
            "brivo_user_groups",
            {"user_id": 51877203},
            js({"data": [], "offset": 0, "pageSize": 20, "count": 0}),
        ),
        (
            "brivo_get_user",
            {"user_id": 51877203},
            js(
                {
                    "id": 51877203,
                    "externalId": "E-3321",
                    "firstName": "Carl",
                    "lastName": "Whitmore",
                    "suspended": True,
                    "created": "2021-08-19T14:01:22Z",
                    "updated": "2024-05-14T16:40:09Z",
                }
            ),
        ),
    ],
)

_brivo_empty = js({"data": [], "offset": 0, "pageSize": 50, "count": 0})
session(
    "brivo",
    "brivo-fail-1",
    False,
    "Which doors at the Tampa office were left unlocked overnight this week?",
    [
        ("brivo_list_sites", {"filter": "siteName__eq:Tampa"}, _brivo_empty),
        ("brivo_list_sites", {}, _brivo_empty),
        ("brivo_list_access_points", {"site_name": "Tampa Office"}, _brivo_empty),
        (
            "brivo_events",
            {"eventType": "DOOR_UNLOCKED", "from": "2024-05-13T00:00:00Z"},
            _brivo_empty,
        ),
        ("brivo_events", {"from": "2024-05-13T00:00:00Z"}, _brivo_empty),
        ("brivo_list_access_points", {}, _brivo_empty),
        ("brivo_events", {"from": "2024-05-01T00:00:00Z"}, _brivo_empty),
    ],
)

session(
    "genetec",
    "genetec-ok-1",
    True,
    "In Security Center, find the cardholder 'Nadia Ferrante' and tell me which cardholder groups she's in, then add her to Parking Garage Level 2.",
    [
        (
            "genetec_query",
            {"q": "entity=Cardholder,FirstName=Nadia,LastName=Ferrante"},
            '<rsp status="ok"><Guid>' + uid("gn-ch-nadia") + "</Guid></rsp>",
        ),
        (
            "genetec_entity",
            {"guid": uid("gn-ch-nadia"), "fields": "Name,Groups,Status"},
            '<rsp status="ok"><Name>Nadia Ferrante</Name><Groups><Guid>'
            + uid("gn-grp-staff")
            + "</Guid><Guid>"
            + uid("gn-grp-lab")
            + "</Guid></Groups><Status>Active</Status></rsp>",
        ),
        (
            "genetec_entity",
            {"guid": uid("gn-grp-staff"), "fields": "Name"},
            '<rsp status="ok"><Name>All Staff - Milan</Name></rsp>',
        ),
        (
            "genetec_entity",
            {"guid": uid("gn-grp-lab"), "fields": "Name"},
            '<rsp status="ok"><Name>Materials Lab Access</Name></rsp>',
        ),
        (
            "genetec_query",
            {"q": "entity=CardholderGroup,Name=Parking Garage Level 2"},
            '<rsp status="ok"><Guid>' + uid("gn-grp-p2") + "</Guid></rsp>",
        ),
        (
            "genetec_entity_update",
            {"guid": uid("gn-grp-p2"), "call": "Members.Add(" + uid("gn-ch-nadia") + ")"},
            '<rsp status="ok" />',
        ),
    ],
)

session(
    "avigilon-alta",
    "avigilon-alta-ok-1",
    True,
    "Issue a mobile credential to the new facilities lead, Oluwaseun Bakare, and unlock the loading dock for the delivery arriving now.",
    [
        (
            "alta_list_users",
            {"q": "Bakare"},
            js(
                {
                    "data": [
                        {
                            "id": 918244,
                            "identity": {
                                "firstName": "Oluwaseun",
                                "lastName": "Bakare",
                                "email": "o.bakare@canopy-labs.io",
                            },
                            "status": {"code": "A"},
                            "hasRemoteUnlock": False,
                            "groups": [],
                        }
                    ],
                    "meta": {"accessToken": None},
                    "totalCount": 1,
                    "filteredCount": 1,
                }
            ),
        ),
        (
            "alta_create_credential",
            {"user_id": 918244, "credentialTypeId": 1},
            js(
                {
                    "data": {
                        "id": 2219981,
                        "credentialType": {"id": 1, "name": "Mobile", "modelName": "mobile"},
                        "mobile": {"name": "Mobile Credential", "provisionedAt": None},
                        "startDate": None,
                        "endDate": None,
                        "createdAt": "2024-05-14T17:05:41.000Z",
                    },
                    "meta": {},
                }
            ),
        ),
        (
            "alta_setup_mobile_credential",
            {"user_id": 918244, "credential_id": 2219981, "sendEmail": True},
            "",
        ),
        (
            "alta_list_entries",
            {"q": "Loading Dock"},
            js(
                {
                    "data": [
                        {
                            "id": 30417,
                            "name": "Loading Dock Roll-up",
                            "zone": {"name": "Warehouse"},
                            "status": {"code": "A"},
                            "isUnlockable": True,
                        }
                    ],
                    "meta": {},
                    "totalCount": 1,
                    "filteredCount": 1,
                }
            ),
        ),
        ("alta_remote_unlock", {"entry_id": 30417}, ""),
        (
            "alta_entry_state",
            {"entry_id": 30417},
            js(
                {
                    "data": {
                        "entryId": 30417,
                        "entryState": {"name": "Unlocked", "code": "unlocked"},
                        "triggeredBy": "remote",
                    },
                    "meta": {},
                }
            ),
        ),
    ],
)

_alta_429 = js(
    {
        "code": "E429",
        "message": "Too Many Requests. Rate limit exceeded: retry after 60 seconds",
        "data": None,
    }
)
session(
    "avigilon-alta",
    "avigilon-alta-fail-1",
    False,
    "List everyone who entered the pharmacy storeroom between 1 and 3am on May 12.",
    [
        (
            "alta_list_entries",
            {"q": "Pharmacy"},
            js(
                {
                    "data": [
                        {
                            "id": 30588,
                            "name": "Pharmacy Storeroom",
                            "zone": {"name": "Clinic"},
                            "status": {"code": "A"},
                            "isUnlockable": True,
                        }
                    ],
                    "meta": {},
                    "totalCount": 1,
                    "filteredCount": 1,
                }
            ),
        ),
        (
            "alta_activity_events",
            {"entry_id": 30588, "from": "2024-05-12T01:00:00Z", "to": "2024-05-12T03:00:00Z"},
            _alta_429,
        ),
        (
            "alta_activity_events",
            {
                "entry_id": 30588,
                "from": "2024-05-12T01:00:00Z",
                "to": "2024-05-12T03:00:00Z",
                "limit": 50,
            },
            _alta_429,
        ),
        (
            "alta_activity_events",
            {"entry_id": 30588, "from": "2024-05-12T00:00:00Z", "to": "2024-05-12T06:00:00Z"},
            _alta_429,
        ),
        (
            "alta_audit_logs",
            {"from": "2024-05-12T01:00:00Z", "to": "2024-05-12T03:00:00Z"},
            _alta_429,
        ),
        (
            "alta_activity_events",
            {"entry_id": 30588, "from": "2024-05-12T01:00:00Z", "to": "2024-05-12T02:00:00Z"},
            _alta_429,
        ),
        (
            "alta_activity_events",
            {"entry_id": 30588, "from": "2024-05-12T02:00:00Z", "to": "2024-05-12T03:00:00Z"},
            _alta_429,
        ),
    ],
)

session(
    "kisi",
    "kisi-ok-1",
    True,
    "Give the visiting auditor, Henrik Dahl, access to the Finance suite for tomorrow only.",
    [
        (
            "kisi_list_groups",
            {"query": "Finance"},
            js(
                [
                    {
                        "id": 77104,
                        "name": "Finance Suite",
                        "description": "3rd floor east",
                        "place_id": 20111,
                        "locks_count": 2,
                        "members_count": 9,
                        "time_restriction_enabled": False,
                    }
                ]
            ),
        ),
        (
            "kisi_create_user",
            {"email": "henrik.dahl@vestby-audit.no", "name": "Henrik Dahl", "send_emails": True},
            js(
                {
                    "id": 5530981,
                    "name": "Henrik Dahl",
                    "email": "henrik.dahl@vestby-audit.no",
                    "confirmed": False,
                    "created_at": "2024-05-14T17:20:03.000Z",
                }
            ),
        ),
        (
            "kisi_create_role_assignment",
            {
                "user_id": 5530981,
                "group_id": 77104,
                "role": "basic",
                "valid_from": "2024-05-15T07:00:00Z",
                "valid_until": "2024-05-15T19:00:00Z",
            },
            js(
                {
                    "id": 9912840,
                    "role": "basic",
                    "user_id": 5530981,
                    "group_id": 77104,
                    "valid_from": "2024-05-15T07:00:00.000Z",
                    "valid_until": "2024-05-15T19:00:00.000Z",
                    "notify": True,
                }
            ),
        ),
        (
            "kisi_list_role_assignments",
            {"group_id": 77104, "user_id": 5530981},
            js(
                [
                    {
                        "id": 9912840,
                        "role": "basic",
                        "user_id": 5530981,
                        "group_id": 77104,
                        "valid_from": "2024-05-15T07:00:00.000Z",
                        "valid_until": "2024-05-15T19:00:00.000Z",
                    }
                ]
            ),
        ),
    ],
)

session(
    "milestone",
    "milestone-ok-1",
    True,
    "Which XProtect recording servers have storage more than 85% full, and what retention are they set to?",
    [
        (
            "xprotect_list",
            {"resource": "recordingServers"},
            js(
                {
                    "array": [
                        {
                            "id": uid("ms-rs-1"),
                            "displayName": "RS-CAMPUS-01",
                            "hostName": "rs-campus-01.corp.local",
                            "enabled": True,
                        },
                        {
                            "id": uid("ms-rs-2"),
                            "displayName": "RS-CAMPUS-02",
                            "hostName": "rs-campus-02.corp.local",
                            "enabled": True,
                        },
                        {
                            "id": uid("ms-rs-3"),
                            "displayName": "RS-PARKING",
                            "hostName": "rs-parking.corp.local",
                            "enabled": True,
                        },
                    ]
                }
            ),
        ),
        (
            "xprotect_list",
            {"resource": f"recordingServers/{uid('ms-rs-1')}/storages"},
            js(
                {
                    "array": [
                        {
                            "id": uid("ms-st-1"),
                            "displayName": "Local default",
                            "diskPath": "E:\\MediaDatabase",
                            "retainMinutes": 43200,
                            "maxSize": 8000000,
                            "usedSpace": 7210000,
                        }
                    ]
                }
            ),
        ),
        (
            "xprotect_list",
            {"resource": f"recordingServers/{uid('ms-rs-2')}/storages"},
            js(
                {
                    "array": [
                        {
                            "id": uid("ms-st-2"),
                            "displayName": "Local default",
                            "diskPath": "E:\\MediaDatabase",
                            "retainMinutes": 43200,
                            "maxSize": 8000000,
                            "usedSpace": 5120000,
                        }
                    ]
                }
            ),
        ),
        (
            "xprotect_list",
            {"resource": f"recordingServers/{uid('ms-rs-3')}/storages"},
            js(
                {
                    "array": [
                        {
                            "id": uid("ms-st-3"),
                            "displayName": "Parking 14d",
                            "diskPath": "D:\\Media",
                            "retainMinutes": 20160,
                            "maxSize": 4000000,
                            "usedSpace": 3905000,
                        }
                    ]
                }
            ),
        ),
    ],
)

_ms_stale = js(
    {
        "array": [
            {
                "id": uid("ms-cam-a"),
                "displayName": "Lobby Entrance PTZ",
                "enabled": True,
                "recordingEnabled": True,
                "lastModified": "2023-11-02T09:14:00Z",
            },
            {
                "id": uid("ms-cam-b"),
                "displayName": "Lobby Reception Desk",
                "enabled": True,
                "recordingEnabled": True,
                "lastModified": "2023-11-02T09:14:00Z",
            },
        ]
    }
)
session(
    "milestone",
    "milestone-fail-1",
    False,
    "Find the cameras covering the east stairwell and the bike cage, and check whether they're recording.",
    [
        ("xprotect_search_cameras", {"name": "stairwell"}, _ms_stale),
        ("xprotect_search_cameras", {"name": "east stair"}, _ms_stale),
        ("xprotect_search_cameras", {"name": "bike cage"}, _ms_stale),
        ("xprotect_search_cameras", {"name": "bicycle"}, _ms_stale),
        ("xprotect_search_cameras", {"name": "EAST"}, _ms_stale),
        ("xprotect_search_cameras", {"name": "B1"}, _ms_stale),
    ],
)


# ---------------------------------------------------------------- drones and robot fleets
def _dji(data):
    return js({"code": 0, "message": "success", "data": data})


session(
    "dji-cloud",
    "dji-cloud-ok-1",
    True,
    "Upload the roof-inspection route for building C to the dock and start it; tell me when the drone is back.",
    [
        (
            "dji_upload_wayline",
            {"workspace_id": uid("dji-ws"), "file": "bldgC_roof.kmz"},
            _dji(
                {
                    "id": uid("dji-wl-c"),
                    "name": "bldgC_roof",
                    "drone_model_key": "0-77-0",
                    "sign": hx("kmz", 32),
                }
            ),
        ),
        (
            "dji_create_flight_task",
            {
                "wayline_id": uid("dji-wl-c"),
                "dock_sn": "4TADKAM0010019",
                "task_type": 0,
                "rth_altitude": 60,
            },
            _dji({"job_id": uid("dji-job-1")}),
        ),
        (
            "dji_get_job",
            {"job_id": uid("dji-job-1")},
            _dji(
                {
                    "job_id": uid("dji-job-1"),
                    "status": 2,
                    "progress": 12,
                    "media_count": 0,
                    "begin_time": "2024-05-14 09:10:02",
                }
            ),
        ),
        (
            "dji_get_job",
            {"job_id": uid("dji-job-1")},
            _dji(
                {
                    "job_id": uid("dji-job-1"),
                    "status": 2,
                    "progress": 58,
                    "media_count": 41,
                    "begin_time": "2024-05-14 09:10:02",
                }
            ),
        ),
        (
            "dji_get_job",
            {"job_id": uid("dji-job-1")},
            _dji(
                {
                    "job_id": uid("dji-job-1"),
                    "status": 2,
                    "progress": 94,
                    "media_count": 77,
                    "begin_time": "2024-05-14 09:10:02",
                }
            ),
        ),
        (
            "dji_get_job",
            {"job_id": uid("dji-job-1")},
            _dji(
                {
                    "job_id": uid("dji-job-1"),
                    "status": 3,
                    "progress": 100,
                    "media_count": 82,
                    "begin_time": "2024-05-14 09:10:02",
                    "end_time": "2024-05-14 09:31:47",
                }
            ),
        ),
        (
            "dji_device_osd",
            {"sn": "4TADKAM0010019"},
            _dji(
                {
                    "mode_code": 0,
                    "drone_in_dock": 1,
                    "drone_charge_state": {"state": 1, "capacity_percent": 38},
                    "cover_state": 0,
                    "environment_temperature": 19.4,
                }
            ),
        ),
    ],
)

session(
    "dji-cloud",
    "dji-cloud-ok-2",
    True,
    "Were there any flights from the north dock yesterday? I think it was grounded for wind.",
    [
        (
            "dji_list_jobs",
            {
                "dock_sn": "4TADKAM0010233",
                "begin_time": "2024-05-13 00:00:00",
                "end_time": "2024-05-13 23:59:59",
                "page": 1,
                "page_size": 10,
            },
            _dji({"list": [], "pagination": {"page": 1, "page_size": 10, "total": 0}}),
        ),
        (
            "dji_hms_logs",
            {
                "dock_sn": "4TADKAM0010233",
                "begin_time": "2024-05-13 00:00:00",
                "end_time": "2024-05-13 23:59:59",
            },
            _dji(
                {
                    "list": [
                        {
                            "hms_id": uid("hms-1"),
                            "level": 1,
                            "module": 3,
                            "key": "dock_tip_0x16100083",
                            "message_en": "Wind speed too high. Flight task may be affected",
                            "create_time": "2024-05-13 06:02:11",
                        },
                        {
                            "hms_id": uid("hms-2"),
                            "level": 1,
                            "module": 3,
                            "key": "dock_tip_0x16100083",
                            "message_en": "Wind speed too high. Flight task may be affected",
                            "create_time": "2024-05-13 13:40:57",
                        },
                    ],
                    "pagination": {"page": 1, "page_size": 50, "total": 2},
                }
            ),
        ),
        (
            "dji_list_jobs",
            {
                "dock_sn": "4TADKAM0010233",
                "begin_time": "2024-05-13 00:00:00",
                "end_time": "2024-05-13 23:59:59",
                "status": 5,
            },
            _dji(
                {
                    "list": [
                        {
                            "job_id": uid("dji-job-can"),
                            "job_name": "North perimeter AM",
                            "status": 5,
                            "error_code": 316008,
                            "begin_time": "2024-05-13 06:00:00",
                        }
                    ],
                    "pagination": {"page": 1, "page_size": 10, "total": 1},
                }
            ),
        ),
    ],
)

_dji_off = js({"code": 314014, "message": "Device is offline.", "data": None})
session(
    "dji-cloud",
    "dji-cloud-fail-1",
    False,
    "Send the south dock drone to check the fence breach alert at gate 7 and get me a photo.",
    [
        ("dji_device_osd", {"sn": "4TADKAM0010871"}, _dji_off),
        (
            "dji_fly_to_point",
            {"sn": "4TADKAM0010871", "lat": 33.44721, "lng": -112.07133, "height": 45},
            _dji_off,
        ),
        ("dji_device_osd", {"sn": "4TADKAM0010871"}, _dji_off),
        ("dji_debug_mode_open", {"sn": "4TADKAM0010871"}, _dji_off),
        (
            "dji_create_flight_task",
            {"dock_sn": "4TADKAM0010871", "wayline_id": uid("dji-wl-gate7"), "task_type": 0},
            _dji_off,
        ),
        ("dji_device_reboot", {"sn": "4TADKAM0010871"}, _dji_off),
        ("dji_device_osd", {"sn": "4TADKAM0010871"}, _dji_off),
    ],
)

session(
    "mavsdk",
    "mavsdk-ok-1",
    True,
    "On the SITL drone, take off to 10 m, hold for a few seconds, then land, and report battery before and after.",
    [
        (
            "shell",
            {"cmd": "python3 tel_battery.py udp://:14540"},
            "Waiting for drone to connect...\n-- Connected to drone!\nBattery: [voltage_v: 16.2, remaining_percent: 1.0]",
        ),
        (
            "shell",
            {"cmd": "python3 arm_takeoff.py udp://:14540 --alt 10"},
            "Waiting for drone to connect...\n-- Connected to drone!\nWaiting for drone to have a global position estimate...\n-- Global position estimate OK\n-- Arming\n-- Taking off",
        ),
        (
            "shell",
            {"cmd": "python3 tel_position.py udp://:14540 --once"},
            "Position: [latitude_deg: 47.3977419, longitude_deg: 8.5455938, absolute_altitude_m: 498.12, relative_altitude_m: 9.87]",
        ),
        (
            "shell",
            {"cmd": "python3 land.py udp://:14540"},
            "Waiting for drone to connect...\n-- Connected to drone!\n-- Landing",
        ),
        ("shell", {"cmd": "python3 tel_in_air.py udp://:14540 --once"}, "In air: False"),
        (
            "shell",
            {"cmd": "python3 tel_battery.py udp://:14540"},
            "Waiting for drone to connect...\n-- Connected to drone!\nBattery: [voltage_v: 15.9, remaining_percent: 0.94]",
        ),
    ],
)

_mav_wait = "Waiting for drone to connect...\n\n[command timed out after 60s]"
session(
    "mavsdk",
    "mavsdk-fail-1",
    False,
    "Upload the survey mission in field_b.plan to the drone on the telemetry radio and start it.",
    [
        (
            "shell",
            {"cmd": "python3 mission_upload.py serial:///dev/ttyUSB0:57600 field_b.plan"},
            _mav_wait,
        ),
        (
            "shell",
            {"cmd": "python3 mission_upload.py serial:///dev/ttyUSB0:115200 field_b.plan"},
            _mav_wait,
        ),
        ("shell", {"cmd": "python3 tel_battery.py serial:///dev/ttyUSB0:57600"}, _mav_wait),
        ("shell", {"cmd": "python3 tel_battery.py serial:///dev/ttyACM0:57600"}, _mav_wait),
        ("shell", {"cmd": "python3 mission_upload.py udp://:14550 field_b.plan"}, _mav_wait),
        ("shell", {"cmd": "python3 tel_health.py serial:///dev/ttyUSB0:57600"}, _mav_wait),
    ],
)

session(
    "mavproxy",
    "mavproxy-ok-1",
    True,
    "Through MAVProxy, switch the rover to GUIDED, set the geofence to enabled, and confirm the parameter stuck.",
    [
        (
            "mavproxy_cmd",
            {"line": "mode GUIDED"},
            "GUIDED> Mode GUIDED\nGot COMMAND_ACK: DO_SET_MODE: ACCEPTED",
        ),
        ("mavproxy_cmd", {"line": "param set FENCE_ENABLE 1"}, "GUIDED> FENCE_ENABLE     1.000000"),
        ("mavproxy_cmd", {"line": "param show FENCE_ENABLE"}, "GUIDED> FENCE_ENABLE     1.000000"),
        (
            "mavproxy_cmd",
            {"line": "fence list"},
            "GUIDED> Requesting 5 fence items\nSaved 5 fence items to fence.txt\n0: polygon inclusion (4 vertices) -35.363261 149.165230\n1: circle exclusion r=12.0 -35.362881 149.165541",
        ),
        (
            "mavproxy_cmd",
            {"line": "status"},
            "GUIDED> Counters: MasterIn:[2188] MasterOut:412 FGearIn:0 FGearOut:0 Slave:0\nMAV Errors: 0\nAPM: Fence enabled\nHEARTBEAT {type : 10, autopilot : 3, base_mode : 217, custom_mode : 15, system_status : 4, mavlink_version : 3}",
        ),
    ],
)

session(
    "skydio",
    "skydio-ok-1",
    True,
    "Find the flights from the bridge inspection on May 9 and share the media count per flight.",
    [
        (
            "skydio_list_flights",
            {
                "takeoff_since": "2024-05-09T00:00:00Z",
                "takeoff_before": "2024-05-10T00:00:00Z",
                "per_page": 25,
            },
            js(
                {
                    "data": {
                        "flights": [
                            {
                                "flight_id": uid("sk-f1"),
                                "vehicle_serial": "SKYDIO-X2E-8842",
                                "takeoff": "2024-05-09T14:02:11Z",
                                "landing": "2024-05-09T14:29:40Z",
                                "user_email": "r.ventura@gridworks.org",
                            },
                            {
                                "flight_id": uid("sk-f2"),
                                "vehicle_serial": "SKYDIO-X2E-8842",
                                "takeoff": "2024-05-09T14:41:05Z",
                                "landing": "2024-05-09T15:03:38Z",
                                "user_email": "r.ventura@gridworks.org",
                            },
                        ],
                        "pagination": {"current_page": 1, "max_per_page": 25, "total_pages": 1},
                    },
                    "meta": {"time": 0.11},
                    "status_code": 200,
                }
            ),
        ),
        (
            "skydio_list_media",
            {"flight_id": uid("sk-f1")},
            js(
                {
                    "data": {
                        "files": [
                            {
                                "uuid": uid("sk-m" + str(i)),
                                "kind": "vehicleImage",
                                "size": 7340032 + i,
                            }
                            for i in range(3)
                        ],
                        "pagination": {"current_page": 1, "max_per_page": 3, "total_pages": 48},
                    },
                    "meta": {"time": 0.07},
                    "status_code": 200,
                }
            ),
        ),
        (
            "skydio_list_media",
            {"flight_id": uid("sk-f2")},
            js(
                {
                    "data": {
                        "files": [
                            {
                                "uuid": uid("sk-n" + str(i)),
                                "kind": "vehicleImage",
                                "size": 7340032 + i,
                            }
                            for i in range(3)
                        ],
                        "pagination": {"current_page": 1, "max_per_page": 3, "total_pages": 31},
                    },
                    "meta": {"time": 0.06},
                    "status_code": 200,
                }
            ),
        ),
        (
            "skydio_get_flight",
            {"flight_id": uid("sk-f2")},
            js(
                {
                    "data": {
                        "flight": {
                            "flight_id": uid("sk-f2"),
                            "vehicle_serial": "SKYDIO-X2E-8842",
                            "takeoff_latitude": 41.49012,
                            "takeoff_longitude": -81.70344,
                            "max_altitude_m": 38.2,
                            "battery_serial": "BAT-44719",
                        }
                    },
                    "meta": {"time": 0.05},
                    "status_code": 200,
                }
            ),
        ),
    ],
)

_sk_401 = js(
    {
        "data": None,
        "error_message": "Unauthorized: API token is invalid or has been revoked",
        "meta": {},
        "status_code": 401,
    }
)
session(
    "skydio",
    "skydio-fail-1",
    False,
    "Check which docks in the Phoenix fleet ran their scheduled patrol last night.",
    [
        ("skydio_list_vehicles", {"vehicle_type": "dock"}, _sk_401),
        ("skydio_list_flights", {"takeoff_since": "2024-05-13T22:00:00Z"}, _sk_401),
        ("skydio_list_vehicles", {}, _sk_401),
        ("skydio_list_flights", {"takeoff_since": "2024-05-13T00:00:00Z", "per_page": 50}, _sk_401),
        ("skydio_list_missions", {}, _sk_401),
        ("skydio_list_flights", {"vehicle_serial": "SKYDIO-DOCK-1102"}, _sk_401),
    ],
)

session(
    "formant",
    "formant-ok-1",
    True,
    "Which of our warehouse AMRs reported a battery under 20% in the last hour? And tag robot amr-07 for maintenance.",
    [
        (
            "formant_query",
            {
                "stream": "battery",
                "tags": {"site": "ATL-2"},
                "start": "2024-05-14T16:00:00Z",
                "end": "2024-05-14T17:00:00Z",
                "aggregate": "min",
            },
            js(
                {
                    "items": [
                        {
                            "deviceId": uid("fm-amr-" + n),
                            "name": "battery",
                            "type": "battery",
                            "tags": {"site": "ATL-2", "robot": "amr-" + n},
                            "points": [
                                ["2024-05-14T17:00:00.000Z", {"percentage": p, "voltage": v}]
                            ],
                        }
                        for n, p, v in [
                            ("03", 64, 50.1),
                            ("05", 17, 46.2),
                            ("07", 22, 46.9),
                            ("11", 81, 51.3),
                        ]
                    ]
                }
            ),
        ),
        (
            "formant_get_device",
            {"device_id": uid("fm-amr-07")},
            js(
                {
                    "id": uid("fm-amr-07"),
                    "name": "amr-07",
                    "tags": {"site": "ATL-2", "robot": "amr-07", "model": "OTTO-100"},
                    "enabled": True,
                    "fullyConfigured": True,
                    "createdAt": "2023-02-18T21:40:11.000Z",
                }
            ),
        ),
        (
            "formant_patch_device",
            {
                "device_id": uid("fm-amr-07"),
                "tags": {
                    "site": "ATL-2",
                    "robot": "amr-07",
                    "model": "OTTO-100",
                    "status": "maintenance",
                },
            },
            js(
                {
                    "id": uid("fm-amr-07"),
                    "name": "amr-07",
                    "tags": {
                        "site": "ATL-2",
                        "robot": "amr-07",
                        "model": "OTTO-100",
                        "status": "maintenance",
                    },
                    "enabled": True,
                }
            ),
        ),
        (
            "formant_query",
            {
                "stream": "faults",
                "deviceIds": [uid("fm-amr-05")],
                "start": "2024-05-14T16:00:00Z",
                "end": "2024-05-14T17:00:00Z",
            },
            js({"items": []}),
        ),
    ],
)

_fm_empty = js({"items": []})
session(
    "formant",
    "formant-fail-1",
    False,
    "Show the last known location of each security robot at the Dallas campus.",
    [
        ("formant_query_devices", {"tags": {"site": "DAL-1"}}, _fm_empty),
        (
            "formant_query",
            {"stream": "location", "tags": {"site": "DAL-1"}, "latestOnly": True},
            _fm_empty,
        ),
        ("formant_query_devices", {"tags": {"type": "security"}}, _fm_empty),
        ("formant_query_devices", {"name": "spot"}, _fm_empty),
        ("formant_query", {"stream": "location", "latestOnly": True}, _fm_empty),
        ("formant_query_devices", {}, _fm_empty),
        ("formant_query", {"stream": "$.host.network", "latestOnly": True}, _fm_empty),
    ],
)

session(
    "auterion",
    "auterion-ok-1",
    True,
    "Get the flight logs of Skynode unit AX-3391 from this week and tell me if any had a failsafe.",
    [
        (
            "auterion_list_flight_logs",
            {"vehicle": "AX-3391", "from": "2024-05-13"},
            js(
                {
                    "logs": [
                        {
                            "id": uid("au-l1"),
                            "vehicleName": "AX-3391",
                            "startTime": "2024-05-13T08:41:00Z",
                            "duration": 1342,
                            "distance": 8211.4,
                            "maxAltitude": 118.0,
                        },
                        {
                            "id": uid("au-l2"),
                            "vehicleName": "AX-3391",
                            "startTime": "2024-05-14T09:02:30Z",
                            "duration": 611,
                            "distance": 2904.7,
                            "maxAltitude": 96.5,
                        },
                    ],
                    "total": 2,
                }
            ),
        ),
        (
            "auterion_flight_log_events",
            {"log_id": uid("au-l1")},
            js(
                {
                    "events": [
                        {"time": 3.2, "severity": "info", "message": "Armed by RC"},
                        {"time": 1339.8, "severity": "info", "message": "Disarmed by landing"},
                    ]
                }
            ),
        ),
        (
            "auterion_flight_log_events",
            {"log_id": uid("au-l2")},
            js(
                {
                    "events": [
                        {"time": 2.8, "severity": "info", "message": "Armed by external command"},
                        {
                            "time": 402.1,
                            "severity": "critical",
                            "message": "Failsafe activated: RC signal lost, returning to launch",
                        },
                        {"time": 608.9, "severity": "info", "message": "Disarmed by landing"},
                    ]
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- desk and room booking
def _robin(data, paging=None):
    body = {
        "meta": {"status_code": 200, "status": "OK", "message": "", "more_info": {}},
        "data": data,
    }
    if paging is not None:
        body["paging"] = paging
    return js(body)


session(
    "robin",
    "robin-ok-1",
    True,
    "Book a room for 8 people on Thursday 2-3pm at the Chicago office with a video bar, and invite Marco and Dana.",
    [
        (
            "robin_list_spaces",
            {"location_id": 4412, "min_capacity": 8, "page": 1, "per_page": 3},
            _robin(
                [
                    {
                        "id": 98110,
                        "name": "Lakeshore",
                        "capacity": 10,
                        "type": "meeting",
                        "amenities": [{"name": "Display"}],
                    },
                    {
                        "id": 98114,
                        "name": "Wrigley",
                        "capacity": 8,
                        "type": "meeting",
                        "amenities": [{"name": "Video bar"}, {"name": "Whiteboard"}],
                    },
                    {
                        "id": 98117,
                        "name": "Navy Pier",
                        "capacity": 12,
                        "type": "meeting",
                        "amenities": [{"name": "Video bar"}],
                    },
                ],
                {"page": 1, "per_page": 3, "has_next_page": True},
            ),
        ),
        (
            "robin_list_spaces",
            {"location_id": 4412, "min_capacity": 8, "page": 2, "per_page": 3},
            _robin(
                [
                    {
                        "id": 98121,
                        "name": "Pilsen",
                        "capacity": 8,
                        "type": "meeting",
                        "amenities": [],
                    }
                ],
                {"page": 2, "per_page": 3, "has_next_page": False},
            ),
        ),
        (
            "robin_space_free_busy",
            {
                "space_ids": [98114, 98117],
                "after": "2024-05-16T14:00:00-05:00",
                "before": "2024-05-16T15:00:00-05:00",
            },
            _robin(
                [
                    {
                        "space_id": 98114,
                        "busy": [
                            {
                                "start": "2024-05-16T13:30:00-05:00",
                                "end": "2024-05-16T14:30:00-05:00",
                            }
                        ],
                    },
                    {"space_id": 98117, "busy": []},
                ]
            ),
        ),
        (
            "robin_create_event",
            {
                "space_id": 98117,
                "title": "Roadmap sync",
                "start": "2024-05-16T14:00:00-05:00",
                "end": "2024-05-16T15:00:00-05:00",
                "invitees": ["marco.ruiz@finchly.com", "dana.osei@finchly.com"],
            },
            _robin(
                {
                    "id": "3b9f0c1e8a",
                    "title": "Roadmap sync",
                    "space_id": 98117,
                    "start": {
                        "date_time": "2024-05-16T14:00:00-05:00",
                        "time_zone": "America/Chicago",
                    },
                    "end": {
                        "date_time": "2024-05-16T15:00:00-05:00",
                        "time_zone": "America/Chicago",
                    },
                    "confirmation": {"status": "CONFIRMED"},
                    "invitees": [
                        {"email": "marco.ruiz@finchly.com", "response_status": "NEEDS_ACTION"},
                        {"email": "dana.osei@finchly.com", "response_status": "NEEDS_ACTION"},
                    ],
                }
            ),
        ),
    ],
)

session(
    "robin",
    "robin-ok-2",
    True,
    "Is anyone sitting at desks in Zone C on Friday? We want to deep-clean it if it's empty.",
    [
        (
            "robin_list_zones",
            {"location_id": 4412},
            _robin(
                [
                    {"id": 2201, "name": "Zone A"},
                    {"id": 2202, "name": "Zone B"},
                    {"id": 2203, "name": "Zone C"},
                ]
            ),
        ),
        (
            "robin_list_seats",
            {"zone_id": 2203},
            _robin(
                [
                    {
                        "id": 77001 + i,
                        "name": f"C-{i + 1:02d}",
                        "reservation_type": "hoteled",
                        "is_disabled": False,
                    }
                    for i in range(6)
                ],
                {"page": 1, "per_page": 10, "has_next_page": False},
            ),
        ),
        (
            "robin_list_reservations",
            {
                "zone_id": 2203,
                "after": "2024-05-17T00:00:00-05:00",
                "before": "2024-05-18T00:00:00-05:00",
            },
            _robin([], {"page": 1, "per_page": 10, "has_next_page": False}),
        ),
        (
            "robin_list_reservations",
            {
                "zone_id": 2203,
                "after": "2024-05-17T00:00:00-05:00",
                "before": "2024-05-18T00:00:00-05:00",
                "type": "assigned",
            },
            _robin([], {"page": 1, "per_page": 10, "has_next_page": False}),
        ),
    ],
)

_robin_empty = _robin([], {"page": 1, "per_page": 10, "has_next_page": False})
session(
    "robin",
    "robin-fail-1",
    False,
    "How full was the Austin office each day last week? Desk reservations per day is fine.",
    [
        ("robin_list_locations", {"organization_id": 1107, "query": "Austin"}, _robin_empty),
        ("robin_list_locations", {"organization_id": 1107}, _robin_empty),
        (
            "robin_list_reservations",
            {"after": "2024-05-06T00:00:00-05:00", "before": "2024-05-11T00:00:00-05:00"},
            _robin_empty,
        ),
        ("robin_list_locations", {"organization_id": 1107, "query": "TX"}, _robin_empty),
        ("robin_list_seats", {"location_name": "Austin"}, _robin_empty),
        (
            "robin_list_reservations",
            {
                "after": "2024-04-29T00:00:00-05:00",
                "before": "2024-05-11T00:00:00-05:00",
                "type": "hoteled",
            },
            _robin_empty,
        ),
    ],
)

session(
    "skedda",
    "skedda-ok-1",
    True,
    "Cancel my recurring Monday booking of the podcast studio from June on, keep May.",
    [
        (
            "skedda_list_bookings",
            {"space": "Podcast Studio", "booker": "me", "from": "2024-05-01"},
            js(
                [
                    {
                        "id": 5531071,
                        "title": "Weekly episode record",
                        "spaceIds": [18804],
                        "start": "2024-05-06T10:00:00",
                        "end": "2024-05-06T12:00:00",
                        "recurrenceRule": "DTSTART:20240506T100000\nRRULE:FREQ=WEEKLY;BYDAY=MO",
                        "venueUserId": 990231,
                    }
                ]
            ),
        ),
        (
            "skedda_update_booking",
            {
                "id": 5531071,
                "recurrenceRule": "DTSTART:20240506T100000\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20240531T235959",
            },
            js(
                {
                    "id": 5531071,
                    "recurrenceRule": "DTSTART:20240506T100000\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20240531T235959",
                    "updated": True,
                }
            ),
        ),
        (
            "skedda_list_bookings",
            {"space": "Podcast Studio", "booker": "me", "from": "2024-06-01", "to": "2024-06-30"},
            js([]),
        ),
    ],
)

_sk_503 = """<!DOCTYPE html>
<html><head><title>503 Service Temporarily Unavailable</title></head>
<body><center><h1>503 Service Temporarily Unavailable</h1></center><hr><center>nginx</center></body></html>"""
session(
    "skedda",
    "skedda-fail-1",
    False,
    "Book court 2 at the sports hall for Saturday 9-10am for the club juniors.",
    [
        ("skedda_list_spaces", {}, _sk_503),
        ("skedda_availability", {"space": "Court 2", "date": "2024-05-18"}, _sk_503),
        (
            "skedda_create_booking",
            {
                "space": "Court 2",
                "start": "2024-05-18T09:00:00",
                "end": "2024-05-18T10:00:00",
                "title": "Juniors training",
            },
            _sk_503,
        ),
        ("skedda_list_spaces", {"venue": "sportshall"}, _sk_503),
        (
            "skedda_create_booking",
            {
                "space": "Court 2",
                "start": "2024-05-18T09:00:00",
                "end": "2024-05-18T10:00:00",
                "title": "Juniors",
            },
            _sk_503,
        ),
        ("skedda_list_bookings", {"date": "2024-05-18"}, _sk_503),
    ],
)

session(
    "officernd",
    "officernd-ok-1",
    True,
    "Does member company Brightloop have any unpaid invoices, and how many meeting-room credits are left this month?",
    [
        (
            "officernd_list_companies",
            {"name": "Brightloop"},
            js(
                [
                    {
                        "_id": "63f0a9b1c2d3e4f500117a21",
                        "name": "Brightloop Analytics Ltd",
                        "office": "63a01b2c3d4e5f6000aa0001",
                        "status": "active",
                        "startDate": "2023-02-01T00:00:00.000Z",
                    }
                ]
            ),
        ),
        ("officernd_list_fees", {"team": "63f0a9b1c2d3e4f500117a21", "status": "unpaid"}, js([])),
        (
            "officernd_list_invoices",
            {"team": "63f0a9b1c2d3e4f500117a21", "status": "overdue"},
            js([]),
        ),
        (
            "officernd_credit_balance",
            {"team": "63f0a9b1c2d3e4f500117a21", "month": "2024-05"},
            js(
                {
                    "team": "63f0a9b1c2d3e4f500117a21",
                    "resourceType": "meeting_room",
                    "allowance": 20,
                    "used": 13.5,
                    "remaining": 6.5,
                    "unit": "hours",
                }
            ),
        ),
    ],
)

session(
    "nexudus",
    "nexudus-ok-1",
    True,
    "List this week's day-pass check-ins at the Leeds space and mark the one for Femi Adeyemi as paid.",
    [
        (
            "nexudus_list",
            {
                "entity": "spaces/checkins",
                "Checkin_Business": 2001,
                "from": "2024-05-13",
                "page": 1,
                "size": 3,
            },
            js(
                {
                    "Records": [
                        {
                            "Id": 8801401,
                            "CoworkerFullName": "Femi Adeyemi",
                            "FromTime": "2024-05-13T08:55:00Z",
                            "ToTime": "2024-05-13T17:10:00Z",
                            "Product": "Day Pass",
                        },
                        {
                            "Id": 8801422,
                            "CoworkerFullName": "Rosalind Hale",
                            "FromTime": "2024-05-13T09:30:00Z",
                            "ToTime": None,
                            "Product": "Day Pass",
                        },
                        {
                            "Id": 8801530,
                            "CoworkerFullName": "Kenji Watanabe",
                            "FromTime": "2024-05-14T10:02:00Z",
                            "ToTime": "2024-05-14T15:45:00Z",
                            "Product": "Day Pass",
                        },
                    ],
                    "CurrentPage": 1,
                    "PageSize": 3,
                    "TotalItems": 4,
                    "TotalPages": 2,
                    "HasNextPage": True,
                }
            ),
        ),
        (
            "nexudus_list",
            {
                "entity": "spaces/checkins",
                "Checkin_Business": 2001,
                "from": "2024-05-13",
                "page": 2,
                "size": 3,
            },
            js(
                {
                    "Records": [
                        {
                            "Id": 8801611,
                            "CoworkerFullName": "Aoife Brennan",
                            "FromTime": "2024-05-14T11:20:00Z",
                            "ToTime": None,
                            "Product": "Day Pass",
                        }
                    ],
                    "CurrentPage": 2,
                    "PageSize": 3,
                    "TotalItems": 4,
                    "TotalPages": 2,
                    "HasNextPage": False,
                }
            ),
        ),
        (
            "nexudus_list",
            {
                "entity": "billing/coworkerinvoices",
                "CoworkerInvoice_CoworkerFullName": "Femi Adeyemi",
                "CoworkerInvoice_Paid": False,
            },
            js(
                {
                    "Records": [
                        {
                            "Id": 4410922,
                            "InvoiceNumber": "LDS-2024-0518",
                            "TotalAmount": 25.0,
                            "Currency": "GBP",
                            "Paid": False,
                            "DueDate": "2024-05-20T00:00:00Z",
                        }
                    ],
                    "CurrentPage": 1,
                    "PageSize": 25,
                    "TotalItems": 1,
                    "TotalPages": 1,
                    "HasNextPage": False,
                }
            ),
        ),
        (
            "nexudus_command",
            {"entity": "billing/coworkerinvoices", "command": "MARK_AS_PAID", "ids": [4410922]},
            js(
                {
                    "Status": 200,
                    "Message": "Command executed successfully",
                    "Value": None,
                    "WasSuccessful": True,
                    "Errors": None,
                }
            ),
        ),
    ],
)

_nx_demo = js(
    {
        "Records": [
            {
                "Id": 1,
                "Name": "Demo Meeting Room",
                "BusinessName": "Nexudus Demo Space",
                "Allocation": 6,
            },
            {
                "Id": 2,
                "Name": "Demo Hot Desk Area",
                "BusinessName": "Nexudus Demo Space",
                "Allocation": 20,
            },
        ],
        "CurrentPage": 1,
        "PageSize": 25,
        "TotalItems": 2,
        "TotalPages": 1,
        "HasNextPage": False,
    }
)
session(
    "nexudus",
    "nexudus-fail-1",
    False,
    "Find a free private office for 4 at the Manchester Piccadilly location from June 1 and tell me the monthly price.",
    [
        (
            "nexudus_list",
            {"entity": "spaces/resources", "Resource_Business": "Manchester Piccadilly"},
            _nx_demo,
        ),
        ("nexudus_list", {"entity": "spaces/resources", "Resource_Allocation": 4}, _nx_demo),
        (
            "nexudus_list",
            {"entity": "spaces/resources", "Resource_ResourceType": "Private Office"},
            _nx_demo,
        ),
        (
            "nexudus_list",
            {"entity": "spaces/floorplandesks", "FloorPlanDesk_Business": "Manchester Piccadilly"},
            _nx_demo,
        ),
        ("nexudus_list", {"entity": "spaces/resources", "Resource_Name": "Office"}, _nx_demo),
        ("nexudus_list", {"entity": "spaces/resources", "Resource_Business": 2014}, _nx_demo),
    ],
)

session(
    "condeco",
    "condeco-ok-1",
    True,
    "Move my desk booking tomorrow from floor 3 to near the window on floor 5 if something's free.",
    [
        (
            "condeco_my_bookings",
            {"date": "2024-05-15"},
            js(
                {
                    "bookings": [
                        {
                            "bookingId": 66120934,
                            "resourceType": "Desk",
                            "resourceName": "3.041",
                            "floor": "Level 3",
                            "building": "One Canada Square",
                            "start": "2024-05-15T08:00:00",
                            "end": "2024-05-15T18:00:00",
                            "status": "Confirmed",
                        }
                    ]
                }
            ),
        ),
        (
            "condeco_desk_availability",
            {
                "building": "One Canada Square",
                "floor": "Level 5",
                "date": "2024-05-15",
                "attributes": ["Window"],
            },
            js(
                {
                    "desks": [
                        {
                            "deskId": 51220,
                            "name": "5.012",
                            "attributes": ["Window", "Dual monitor"],
                            "available": True,
                        },
                        {
                            "deskId": 51224,
                            "name": "5.016",
                            "attributes": ["Window"],
                            "available": False,
                        },
                    ]
                }
            ),
        ),
        (
            "condeco_book_desk",
            {"deskId": 51220, "date": "2024-05-15", "start": "08:00", "end": "18:00"},
            js({"bookingId": 66121877, "status": "Confirmed"}),
        ),
        (
            "condeco_cancel_booking",
            {"bookingId": 66120934},
            js({"bookingId": 66120934, "status": "Cancelled"}),
        ),
    ],
)

_db_stale = js(
    {
        "success": True,
        "data": [
            {
                "id": "f2a1",
                "userName": "Lea Schneider",
                "zoneName": "Open Space 2",
                "deskName": "2.14",
                "date": "2024-04-22",
                "status": "checkedIn",
            },
            {
                "id": "f2a2",
                "userName": "Jonas Richter",
                "zoneName": "Open Space 2",
                "deskName": "2.15",
                "date": "2024-04-22",
                "status": "checkedIn",
            },
        ],
    }
)
session(
    "deskbird",
    "deskbird-fail-1",
    False,
    "Who from my team is in the office on Wednesday, and which desks are they on?",
    [
        ("deskbird_bookings", {"date": "2024-05-15", "team": "Platform"}, _db_stale),
        ("deskbird_bookings", {"date": "2024-05-15"}, _db_stale),
        ("deskbird_bookings", {"date": "2024-05-15", "user": "Mira Kowalski"}, _db_stale),
        ("deskbird_bookings", {"date": "2024-05-16", "team": "Platform"}, _db_stale),
        ("deskbird_bookings", {"date": "2024-05-15", "zone": "Open Space 4"}, _db_stale),
        ("deskbird_bookings", {"date": "2024-05-15", "user": "Tobias Lang"}, _db_stale),
    ],
)


# ---------------------------------------------------------------- website chat widgets
def _crisp(reason, data):
    return js({"error": False, "reason": reason, "data": data})


_WS = uid("crisp-website")
session(
    "crisp",
    "crisp-ok-1",
    True,
    "Find the Crisp chat where a customer asked about a refund for order 55817 and reply that it's been processed.",
    [
        (
            "crisp_search_conversations",
            {"website_id": _WS, "search_query": "55817", "page": 1},
            _crisp(
                "listed",
                [
                    {
                        "session_id": "session_" + uid("cs-1"),
                        "website_id": _WS,
                        "state": "unresolved",
                        "last_message": "hi, any news on the refund for order 55817?",
                        "meta": {"nickname": "Grace Nakamura", "email": "grace.n@fastmail.com"},
                        "updated_at": 1715697102000,
                    }
                ],
            ),
        ),
        (
            "crisp_get_messages",
            {"website_id": _WS, "session_id": "session_" + uid("cs-1")},
            _crisp(
                "resolved",
                [
                    {
                        "type": "text",
                        "from": "user",
                        "origin": "chat",
                        "content": "I returned the blender last week, order 55817",
                        "timestamp": 1715600002000,
                        "fingerprint": 171560000211,
                    },
                    {
                        "type": "text",
                        "from": "operator",
                        "origin": "chat",
                        "content": "Thanks Grace, checking with the warehouse.",
                        "timestamp": 1715600301000,
                        "fingerprint": 171560030155,
                        "user": {"nickname": "Paolo"},
                    },
                    {
                        "type": "text",
                        "from": "user",
                        "origin": "chat",
                        "content": "hi, any news on the refund for order 55817?",
                        "timestamp": 1715697102000,
                        "fingerprint": 171569710290,
                    },
                ],
            ),
        ),
        (
            "crisp_send_message",
            {
                "website_id": _WS,
                "session_id": "session_" + uid("cs-1"),
                "type": "text",
                "from": "operator",
                "origin": "chat",
                "content": "Hi Grace, your refund for order 55817 has been processed; it should reach your card in 3-5 business days.",
            },
            _crisp("dispatched", {"fingerprint": 171569822041}),
        ),
        (
            "crisp_change_state",
            {"website_id": _WS, "session_id": "session_" + uid("cs-1"), "state": "resolved"},
            _crisp("updated", {}),
        ),
    ],
)

session(
    "crisp",
    "crisp-ok-2",
    True,
    "Page through today's unresolved Crisp conversations and count how many mention shipping delays.",
    [
        (
            "crisp_list_conversations",
            {"website_id": _WS, "page": 1, "filter_unresolved": True},
            _crisp(
                "listed",
                [
                    {
                        "session_id": "session_" + uid("cs-p1-" + str(i)),
                        "state": "unresolved",
                        "last_message": m,
                    }
                    for i, m in enumerate(
                        [
                            "where is my parcel? tracking hasn't moved since Monday",
                            "can I change the colour on my order",
                            "still waiting on delivery, it's been 9 days",
                            "do you ship to Iceland?",
                        ]
                    )
                ],
            ),
        ),
        (
            "crisp_list_conversations",
            {"website_id": _WS, "page": 2, "filter_unresolved": True},
            _crisp(
                "listed",
                [
                    {
                        "session_id": "session_" + uid("cs-p2-" + str(i)),
                        "state": "unresolved",
                        "last_message": m,
                    }
                    for i, m in enumerate(
                        ["courier says address not found", "promo code SPRING10 not working"]
                    )
                ],
            ),
        ),
        (
            "crisp_list_conversations",
            {"website_id": _WS, "page": 3, "filter_unresolved": True},
            _crisp("listed", []),
        ),
    ],
)

_crisp_quota = js(
    {
        "error": True,
        "reason": "quota_limited",
        "data": {"message": "The plugin token has exceeded its daily request quota."},
    }
)
session(
    "crisp",
    "crisp-fail-1",
    False,
    "Export last week's Crisp conversations tagged 'bug' with the customer's email for each.",
    [
        (
            "crisp_list_conversations",
            {"website_id": _WS, "page": 1, "filter_segment": "bug"},
            _crisp_quota,
        ),
        ("crisp_list_conversations", {"website_id": _WS, "page": 1}, _crisp_quota),
        (
            "crisp_search_conversations",
            {"website_id": _WS, "search_query": "bug", "search_type": "segment"},
            _crisp_quota,
        ),
        (
            "crisp_list_people",
            {"website_id": _WS, "page": 1, "search_filter": "segment:bug"},
            _crisp_quota,
        ),
        ("crisp_search_conversations", {"website_id": _WS, "search_query": "error"}, _crisp_quota),
        (
            "crisp_list_conversations",
            {"website_id": _WS, "page": 2, "filter_segment": "bug"},
            _crisp_quota,
        ),
    ],
)

session(
    "tawkto",
    "tawkto-ok-1",
    True,
    "Did we get any offline messages on tawk.to over the weekend? If there are none just say so.",
    [
        (
            "tawk_property_list",
            {},
            js(
                {
                    "ok": True,
                    "data": [
                        {
                            "id": "5f1a" + hx("tawk-prop", 20),
                            "name": "greenleaf-nursery.com",
                            "status": "active",
                        }
                    ],
                }
            ),
        ),
        (
            "tawk_ticket_list",
            {
                "propertyId": "5f1a" + hx("tawk-prop", 20),
                "startDate": "2024-05-11T00:00:00Z",
                "endDate": "2024-05-13T00:00:00Z",
                "source": "offline-form",
            },
            js({"ok": True, "data": [], "total": 0}),
        ),
        (
            "tawk_chat_list",
            {
                "propertyId": "5f1a" + hx("tawk-prop", 20),
                "startDate": "2024-05-11T00:00:00Z",
                "endDate": "2024-05-13T00:00:00Z",
                "status": "missed",
            },
            js({"ok": True, "data": [], "total": 0}),
        ),
    ],
)

_tawk_401 = js(
    {"ok": False, "error": "UnauthorizedError", "message": "Invalid or expired credentials"}
)
session(
    "tawkto",
    "tawkto-fail-1",
    False,
    "Summarise the chats from visitors in Germany this month on tawk.to.",
    [
        ("tawk_property_list", {}, _tawk_401),
        (
            "tawk_chat_list",
            {"startDate": "2024-05-01T00:00:00Z", "endDate": "2024-05-14T23:59:59Z"},
            _tawk_401,
        ),
        (
            "tawk_chat_list",
            {
                "startDate": "2024-05-01T00:00:00Z",
                "endDate": "2024-05-14T23:59:59Z",
                "country": "DE",
            },
            _tawk_401,
        ),
        ("tawk_property_list", {"status": "active"}, _tawk_401),
        (
            "tawk_chat_list",
            {"startDate": "2024-04-01T00:00:00Z", "endDate": "2024-05-14T23:59:59Z"},
            _tawk_401,
        ),
        ("tawk_visitor_list", {"country": "DE"}, _tawk_401),
    ],
)

session(
    "livechat",
    "livechat-ok-1",
    True,
    "Transfer the LiveChat chat with the customer asking about bulk pricing to the Sales group and leave a note.",
    [
        (
            "livechat_list_chats",
            {"filters": {"include_active": True}, "limit": 3},
            js(
                {
                    "chats_summary": [
                        {
                            "id": "SDK" + hx("lc1", 7).upper(),
                            "last_thread_summary": {
                                "id": "SDK" + hx("lt1", 7).upper(),
                                "active": True,
                            },
                            "last_event_per_type": {
                                "message": {
                                    "event": {
                                        "type": "message",
                                        "text": "do you offer discounts above 200 units?",
                                        "author_id": uid("lc-cust-1"),
                                    }
                                }
                            },
                            "users": [
                                {
                                    "id": uid("lc-cust-1"),
                                    "type": "customer",
                                    "name": "Harvey Okonkwo",
                                }
                            ],
                            "access": {"group_ids": [0]},
                        },
                        {
                            "id": "SDK" + hx("lc2", 7).upper(),
                            "last_thread_summary": {
                                "id": "SDK" + hx("lt2", 7).upper(),
                                "active": True,
                            },
                            "last_event_per_type": {
                                "message": {
                                    "event": {
                                        "type": "message",
                                        "text": "my login link expired",
                                        "author_id": uid("lc-cust-2"),
                                    }
                                }
                            },
                            "users": [
                                {"id": uid("lc-cust-2"), "type": "customer", "name": "Beatriz Lobo"}
                            ],
                            "access": {"group_ids": [0]},
                        },
                    ],
                    "found_chats": 2,
                    "next_page_id": None,
                    "previous_page_id": None,
                }
            ),
        ),
        (
            "livechat_list_groups",
            {},
            js(
                [
                    {
                        "id": 0,
                        "name": "General",
                        "language_code": "en",
                        "routing_status": "accepting_chats",
                    },
                    {
                        "id": 2,
                        "name": "Sales",
                        "language_code": "en",
                        "routing_status": "accepting_chats",
                    },
                ]
            ),
        ),
        (
            "livechat_transfer_chat",
            {"id": "SDK" + hx("lc1", 7).upper(), "target": {"type": "group", "ids": [2]}},
            js({}),
        ),
        (
            "livechat_send_event",
            {
                "chat_id": "SDK" + hx("lc1", 7).upper(),
                "event": {
                    "type": "message",
                    "text": "Customer wants a quote for 200+ units of the M4 bracket.",
                    "visibility": "agents",
                },
            },
            js({"event_id": "SDK" + hx("lce", 7).upper() + "_3"}),
        ),
    ],
)

_lc_auth = js({"error": {"type": "authentication", "message": "Invalid access token"}})
session(
    "livechat",
    "livechat-fail-1",
    False,
    "How many LiveChat chats did the Support group handle yesterday, and what was the average rating?",
    [
        (
            "livechat_list_archives",
            {
                "filters": {
                    "group_ids": [1],
                    "from": "2024-05-13T00:00:00Z",
                    "to": "2024-05-13T23:59:59Z",
                }
            },
            _lc_auth,
        ),
        (
            "livechat_list_archives",
            {"filters": {"from": "2024-05-13T00:00:00Z", "to": "2024-05-13T23:59:59Z"}},
            _lc_auth,
        ),
        (
            "livechat_reports_total_chats",
            {"filters": {"groups": {"values": [1]}}, "distribution": "day"},
            _lc_auth,
        ),
        ("livechat_reports_ratings", {"filters": {"groups": {"values": [1]}}}, _lc_auth),
        ("livechat_list_groups", {}, _lc_auth),
        (
            "livechat_list_archives",
            {"filters": {"from": "2024-05-12T00:00:00Z"}, "limit": 100},
            _lc_auth,
        ),
    ],
)

session(
    "olark",
    "olark-ok-1",
    True,
    "Pull yesterday's Olark transcripts where operator Becca helped someone with an invoice.",
    [
        (
            "olark_search_transcripts",
            {"operator": "becca", "date": "2024-05-13", "query": "invoice"},
            "Found 2 transcripts.\n\n--- Transcript 1 of 2 (id 9kQ2mXa1) ---\n[10:14] Visitor (Chelsea, London): I can't download my April invoice\n[10:15] Becca: Hi! Try Billing > History, the PDF icon on the right\n[10:17] Visitor (Chelsea, London): got it, thanks\n\n--- Transcript 2 of 2 (id 9kQ7pLw4) ---\n[15:40] Visitor (#4471): the VAT number is missing on invoice INV-20931\n[15:42] Becca: I've added it, a corrected copy is on its way to your email\n",
        ),
        (
            "olark_get_visitor",
            {"transcript_id": "9kQ7pLw4"},
            "Visitor #4471\nEmail: ap@kessler-moebel.de\nLocation: Stuttgart, Germany\nFirst seen: 2023-10-02\nChats: 6\nCustom fields: account_id=KM-2208",
        ),
    ],
)

session(
    "drift",
    "drift-ok-1",
    True,
    "Find the Drift conversation with the prospect from Halvorsen Marine and book them with our AE Keisha.",
    [
        (
            "drift_find_contact",
            {"email": "t.halvorsen@halvorsen-marine.no"},
            js(
                {
                    "data": [
                        {
                            "id": 18822410,
                            "createdAt": 1715512200000,
                            "attributes": {
                                "email": "t.halvorsen@halvorsen-marine.no",
                                "name": "Tor Halvorsen",
                                "company": "Halvorsen Marine AS",
                                "lead_stage": "MQL",
                            },
                        }
                    ]
                }
            ),
        ),
        (
            "drift_list_conversations",
            {"contact_id": 18822410},
            js(
                {
                    "data": [
                        {
                            "id": 3098811420,
                            "participants": [18822410],
                            "status": "closed",
                            "contactId": 18822410,
                            "createdAt": 1715512261000,
                            "updatedAt": 1715513010000,
                            "conversationTags": [{"name": "pricing"}],
                        }
                    ]
                }
            ),
        ),
        (
            "drift_list_users",
            {},
            js(
                {
                    "data": [
                        {
                            "id": 441029,
                            "orgId": 8801,
                            "name": "Keisha Morant",
                            "email": "keisha.m@tidewater-saas.com",
                            "availability": "AVAILABLE",
                            "bot": False,
                        },
                        {
                            "id": 441033,
                            "orgId": 8801,
                            "name": "Ben Ostrowski",
                            "email": "ben.o@tidewater-saas.com",
                            "availability": "OFFLINE",
                            "bot": False,
                        },
                    ]
                }
            ),
        ),
        (
            "drift_user_meetings_slots",
            {"user_id": 441029, "from": "2024-05-15", "to": "2024-05-17"},
            js(
                {
                    "data": [
                        {"start": 1715785200000, "end": 1715787000000},
                        {"start": 1715871600000, "end": 1715873400000},
                    ]
                }
            ),
        ),
        (
            "drift_post_message",
            {
                "conversation_id": 3098811420,
                "type": "chat",
                "body": "Hi Tor, Keisha can walk you through fleet pricing on Wed 15 May at 15:00 CEST. Does that work?",
            },
            js(
                {
                    "data": {
                        "messages": [
                            {
                                "id": 1204491877,
                                "conversationId": 3098811420,
                                "body": "Hi Tor, Keisha can walk you through fleet pricing on Wed 15 May at 15:00 CEST. Does that work?",
                                "author": {"type": "user", "id": 441029},
                                "type": "chat",
                                "createdAt": 1715701230000,
                            }
                        ]
                    }
                }
            ),
        ),
    ],
)

_drift_429 = "429 Too Many Requests: rate limit of 600 requests per minute exceeded for this token"
session(
    "drift",
    "drift-fail-1",
    False,
    "List the accounts that chatted with the Drift bot about SSO this week.",
    [
        ("drift_list_conversations", {"statusId": 1, "limit": 50}, _drift_429),
        ("drift_list_conversations", {"statusId": 2, "limit": 50}, _drift_429),
        (
            "drift_conversation_report",
            {"filters": [{"property": "tags", "operation": "HAS_ANY", "value": ["sso"]}]},
            _drift_429,
        ),
        ("drift_list_conversations", {"limit": 25}, _drift_429),
        ("drift_find_contact", {"email_domain": "okta.com"}, _drift_429),
        (
            "drift_conversation_report",
            {"filters": [{"property": "updatedAt", "operation": "GTE", "value": 1715558400000}]},
            _drift_429,
        ),
    ],
)

session(
    "tidio",
    "tidio-ok-1",
    True,
    "Add every Tidio contact from the webinar (tag 'webinar-may') to our newsletter list properties, then tell me how many there were.",
    [
        (
            "tidio_list_contacts",
            {"tag": "webinar-may", "limit": 3},
            js(
                {
                    "contacts": [
                        {
                            "id": uid("td-c" + str(i)),
                            "email": e,
                            "first_name": f,
                            "properties": {"newsletter": "no"},
                        }
                        for i, (e, f) in enumerate(
                            [
                                ("lotte.vd@rdam-arch.nl", "Lotte"),
                                ("s.mbeki@vukaenergy.co.za", "Sipho"),
                                ("hana.ito@kokoro-ux.jp", "Hana"),
                            ]
                        )
                    ],
                    "meta": {"cursor": "eyJpZCI6M30=", "limit": 3},
                }
            ),
        ),
        (
            "tidio_list_contacts",
            {"tag": "webinar-may", "limit": 3, "cursor": "eyJpZCI6M30="},
            js(
                {
                    "contacts": [
                        {
                            "id": uid("td-c3"),
                            "email": "g.russo@tessile-como.it",
                            "first_name": "Giulia",
                            "properties": {"newsletter": "yes"},
                        }
                    ],
                    "meta": {"cursor": None, "limit": 3},
                }
            ),
        ),
        (
            "tidio_update_contacts",
            {
                "ids": [uid("td-c0"), uid("td-c1"), uid("td-c2")],
                "properties": {"newsletter": "yes"},
            },
            "",
        ),
        (
            "tidio_get_contact",
            {"id": uid("td-c1")},
            js(
                {
                    "id": uid("td-c1"),
                    "email": "s.mbeki@vukaenergy.co.za",
                    "first_name": "Sipho",
                    "last_name": "Mbeki",
                    "properties": {"newsletter": "yes"},
                    "created_at": "2024-05-08T16:04:20+00:00",
                }
            ),
        ),
    ],
)

_tidio_sample = js(
    {
        "contacts": [
            {
                "id": "00000000-0000-0000-0000-000000000001",
                "email": "john.doe@example.com",
                "first_name": "John",
                "last_name": "Doe",
                "properties": {},
            }
        ],
        "meta": {"cursor": None, "limit": 50},
    }
)
session(
    "tidio",
    "tidio-fail-1",
    False,
    "Find the Tidio contacts who asked about wholesale accounts in April and get their phone numbers.",
    [
        ("tidio_list_contacts", {"query": "wholesale"}, _tidio_sample),
        ("tidio_list_contacts", {"tag": "wholesale"}, _tidio_sample),
        (
            "tidio_list_contacts",
            {"created_after": "2024-04-01", "created_before": "2024-05-01"},
            _tidio_sample,
        ),
        ("tidio_list_contacts", {"query": "bulk order"}, _tidio_sample),
        ("tidio_list_contacts", {"email": "orders@cafe-lumiere.fr"}, _tidio_sample),
        ("tidio_list_contacts", {"query": "B2B"}, _tidio_sample),
    ],
)


def main(out: Path = OUT) -> None:
    lines = []
    for family, run_id, ok, task, calls in SESSIONS:
        for tool, args, result in calls:
            row = {
                "source": f"{SOURCE}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
            lines.append(json.dumps(row, ensure_ascii=False))
    out.write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
