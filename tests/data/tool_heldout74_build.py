# ruff: noqa: E501
"""Held-out fixture tool_heldout74: five domain groups the project was never tuned on.

Each row is one tool call in the real-runs format; rows of one session are consecutive.
Formats, family by family, and how sure we are of them:

Home services / field service
- jobber: Jobber's public GraphQL API (api.getjobber.com/api/graphql), connection shape
  ``{"data": {"clients": {"nodes": [...], "pageInfo": {...}}}}``, ``extensions.cost``
  throttle block. Fairly sure of the envelope, field names from the public schema docs.
- housecall-pro: Housecall Pro public REST API v1 (``/jobs``, ``/customers``), paged with
  ``page``, ``page_size``, ``total_pages``, ``total_items``. Fairly sure.
- servicetitan: ServiceTitan v2 tenant APIs (``/jpm/v2/tenant/{id}/jobs``), paged with
  ``page``, ``pageSize``, ``hasMore``, ``data``; errors as RFC 7807-ish JSON. Fairly sure.
- workiz: Workiz API (``/api/v1/{token}/job/all/``), ``{"flag": true, "data": [...]}``.
  Less sure of field names; the maintenance page is a generic HTML page.
- thumbtack / angi: partner APIs are not public; shapes follow their partner docs
  (negotiations/leads webhooks) loosely. Least sure; acknowledgement strings are generic.

Email deliverability
- glockapps: GlockApps API v2 (tests created, polled by ``status``), inbox/spam/tab placement
  per provider. Fairly sure of the idea, less of field names.
- mail-tester: mail-tester.com JSON (``https://www.mail-tester.com/{id}&format=json``),
  ``displayedMark``, ``mark``, ``title`` and sub-sections. Fairly sure of the top fields.
- postmaster: Gmail Postmaster Tools API v1 (``domains.trafficStats.list``), fields
  ``userReportedSpamRatio``, ``domainReputation``, ``spfSuccessRatio``... Sure; an unverified
  or low-volume domain returns ``{}``.
- everest / mailreach / warmup-inbox: REST APIs with sparse public docs; shapes plausible,
  least sure.

Public holidays
- nager-date: date.nager.at/api/v3 PublicHolidays (checked: date, localName, name,
  countryCode, fixed, global, counties, launchYear, types). Sure. IsTodayPublicHoliday
  answers 204 with an empty body when it is not a holiday.
- calendarific: ``{"meta": {"code": 200}, "response": {"holidays": [...]}}`` with
  ``date.iso`` and ``date.datetime`` (checked against client library types). Sure of the
  envelope; errors carry ``meta.error_type``/``error_detail``.
- holidayapi: holidayapi.com v1 ``{"status": 200, "requests": {...}, "holidays": [...]}``,
  free accounts limited to last year's data (status 402). Sure of the envelope.
- timeanddate: timeanddate.com API ``/holidays`` JSON (``holidays`` with ``urlid``,
  ``name``, ``date.iso``, ``types``). Fairly sure.
- abstract-holidays: holidays.abstractapi.com/v1 returns a JSON array (empty when no
  holiday). Fairly sure.
- checkiday: Checkiday API ``/events?date=``. Less sure of field names.

Board games and trivia
- bgg: BoardGameGeek XML API2 (``/search``, ``/thing``, ``/collection`` answering 202 with
  "Your request for this collection has been accepted and will be processed..."). Sure;
  2025 brought bearer-token registration (401 when missing/invalid).
- boardgameatlas: the Board Game Atlas API, shut down in 2023 (its host answers a shutdown
  page). Sure of the shutdown, less of the exact page text.
- opentdb: Open Trivia DB (``response_code`` 0..5, ``results``, session tokens, html-encoded
  text). Sure.
- wordnik: Wordnik API v4 (definitions, examples, ``{"message": "unauthorized"}``-style
  errors). Fairly sure.
- jservice: jservice.io, a Heroku app that went dead (Heroku "Application error" page). Sure
  of the Heroku page shape.

Job boards and salaries
- adzuna: Adzuna API ``/v1/api/jobs/{country}/search/{page}`` (``count``, ``mean``,
  ``results`` with ``__CLASS__``), ``/histogram``. Sure.
- reed: Reed.co.uk Jobseeker API ``/api/1.0/search`` (``results``, ``totalResults``,
  ``jobId``, ``minimumSalary``...). Sure.
- lightcast: Lightcast Open Skills (``/skills/versions/latest/extract``) with OAuth client
  credentials tokens. Fairly sure.
- levelsfyi / glassdoor / indeed: no open public APIs; reached through a fetch/browse tool or
  the Indeed MCP connector (search_jobs / get_job_details text). Least sure of exact text.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout74.jsonl")


def j(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def hn(s: str, lo: int = 100000, span: int = 900000) -> int:
    return lo + int(h(s, 12), 16) % span


SESSIONS: list[tuple[str, bool, str, list[tuple[str, dict, str]]]] = []


def S(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, ok, task, calls))


# ---------------------------------------------------------------- home services
def jobber_clients(names, has_next, cursor):
    nodes = [
        {
            "id": "Z2lkOi8vSm9iYmVyL0NsaWVudC8" + h(n, 6),
            "name": n,
            "companyName": None,
            "emails": [{"address": n.split()[0].lower() + "@example.net"}],
            "billingAddress": {"city": c},
            "balance": b,
        }
        for n, c, b in names
    ]
    return j(
        {
            "data": {
                "clients": {
                    "nodes": nodes,
                    "pageInfo": {"hasNextPage": has_next, "endCursor": cursor},
                    "totalCount": 57,
                }
            },
            "extensions": {
                "cost": {
                    "requestedQueryCost": 52,
                    "actualQueryCost": 22,
                    "throttleStatus": {
                        "maximumAvailable": 10000,
                        "currentlyAvailable": 9978,
                        "restoreRate": 500,
                    },
                }
            },
        }
    )


S(
    "jobber",
    True,
    "List every Jobber client with an outstanding balance so I can send reminders.",
    [
        (
            "jobber_graphql",
            {
                "query": "query($after:String){clients(first:20,after:$after,filter:{balance:{gt:0}}){nodes{id name emails{address} billingAddress{city} balance} pageInfo{hasNextPage endCursor} totalCount}}"
            },
            jobber_clients(
                [
                    ("Dana Whitfield", "Boise", 240.0),
                    ("Marco Iles", "Meridian", 95.5),
                    ("Priya Raman", "Nampa", 610.0),
                ],
                True,
                "MjA",
            ),
        ),
        (
            "jobber_graphql",
            {
                "query": "query($after:String){clients(first:20,after:$after,filter:{balance:{gt:0}}){...}}",
                "variables": {"after": "MjA"},
            },
            jobber_clients(
                [("Tom Okafor", "Eagle", 180.0), ("Helen Voss", "Boise", 75.0)], True, "NDA"
            ),
        ),
        (
            "jobber_graphql",
            {
                "query": "query($after:String){clients(first:20,after:$after,filter:{balance:{gt:0}}){...}}",
                "variables": {"after": "NDA"},
            },
            jobber_clients([("Luis Carranza", "Kuna", 1320.0)], False, "NTc"),
        ),
        (
            "jobber_graphql",
            {
                "query": "query{invoices(filter:{status:past_due}){nodes{invoiceNumber client{name} amounts{invoiceBalance} dueDate}}}"
            },
            j(
                {
                    "data": {
                        "invoices": {
                            "nodes": [
                                {
                                    "invoiceNumber": "1184",
                                    "client": {"name": "Luis Carranza"},
                                    "amounts": {"invoiceBalance": 1320.0},
                                    "dueDate": "2026-10-30",
                                },
                                {
                                    "invoiceNumber": "1201",
                                    "client": {"name": "Priya Raman"},
                                    "amounts": {"invoiceBalance": 610.0},
                                    "dueDate": "2026-11-14",
                                },
                            ]
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "jobber",
    True,
    "Is there already a Jobber client for 'Grace Lindqvist'? If not, create her and a request for gutter cleaning.",
    [
        (
            "jobber_graphql",
            {"query": 'query{clients(searchTerm:"Grace Lindqvist",first:5){nodes{id name}}}'},
            j({"data": {"clients": {"nodes": []}}, "extensions": {"cost": {"actualQueryCost": 3}}}),
        ),
        (
            "jobber_graphql",
            {"query": 'query{clients(searchTerm:"Lindqvist",first:5){nodes{id name}}}'},
            j({"data": {"clients": {"nodes": []}}, "extensions": {"cost": {"actualQueryCost": 3}}}),
        ),
        (
            "jobber_graphql",
            {
                "query": 'mutation{clientCreate(input:{firstName:"Grace",lastName:"Lindqvist",emails:[{address:"grace.l@example.org",primary:true}]}){client{id name} userErrors{message path}}}'
            },
            j(
                {
                    "data": {
                        "clientCreate": {
                            "client": {
                                "id": "Z2lkOi8vSm9iYmVyL0NsaWVudC8" + h("grace", 6),
                                "name": "Grace Lindqvist",
                            },
                            "userErrors": [],
                        }
                    }
                }
            ),
        ),
        (
            "jobber_graphql",
            {
                "query": 'mutation{requestCreate(input:{clientId:"...",title:"Gutter cleaning"}){request{id title requestStatus} userErrors{message}}}'
            },
            j(
                {
                    "data": {
                        "requestCreate": {
                            "request": {
                                "id": "Z2lkOi8vSm9iYmVyL1JlcXVlc3Qv" + h("gutter", 6),
                                "title": "Gutter cleaning",
                                "requestStatus": "new",
                            },
                            "userErrors": [],
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "jobber",
    False,
    "Which Jobber visits are scheduled for tomorrow and who is assigned?",
    [
        (
            "jobber_graphql",
            {
                "query": 'query{visits(filter:{startAt:{after:"2026-12-09T00:00:00Z",before:"2026-12-10T00:00:00Z"}}){nodes{id title assignedUsers{nodes{name{full}}}}}}'
            },
            j({"data": {"visits": {"nodes": [], "pageInfo": {"hasNextPage": False}}}}),
        ),
        (
            "jobber_graphql",
            {"query": "query{visits(first:50){nodes{id title startAt}}}"},
            j({"data": {"visits": {"nodes": [], "pageInfo": {"hasNextPage": False}}}}),
        ),
        (
            "jobber_graphql",
            {"query": "query{jobs(first:20){nodes{id jobNumber title}}}"},
            j(
                {
                    "data": {
                        "jobs": {"nodes": [], "pageInfo": {"hasNextPage": False}},
                        "totalCount": 0,
                    }
                }
            ),
        ),
        (
            "jobber_graphql",
            {"query": "query{users(first:20){nodes{name{full}}}}"},
            j({"data": {"users": {"nodes": [{"name": {"full": "Sandbox Admin"}}]}}}),
        ),
        (
            "jobber_graphql",
            {"query": "query{clients(first:20){nodes{name}}}"},
            j(
                {
                    "data": {
                        "clients": {"nodes": [], "pageInfo": {"hasNextPage": False}},
                        "totalCount": 0,
                    }
                }
            ),
        ),
        (
            "jobber_graphql",
            {"query": "query{account{name industry}}"},
            j({"data": {"account": {"name": "Developer Test Account", "industry": "OTHER"}}}),
        ),
        (
            "jobber_graphql",
            {"query": "query{visits(filter:{status:upcoming},first:50){nodes{id title}}}"},
            j({"data": {"visits": {"nodes": [], "pageInfo": {"hasNextPage": False}}}}),
        ),
    ],
)


def hcp_jobs(page, total_pages, rows):
    return j(
        {
            "jobs": [
                {
                    "id": "job_" + h(r[0], 16),
                    "invoice_number": r[0],
                    "description": r[1],
                    "customer": {"first_name": r[2].split()[0], "last_name": r[2].split()[1]},
                    "work_status": r[3],
                    "total_amount": r[4],
                    "schedule": {"scheduled_start": r[5]},
                }
                for r in rows
            ],
            "page": page,
            "page_size": 3,
            "total_pages": total_pages,
            "total_items": 8,
        }
    )


S(
    "housecall-pro",
    True,
    "Total up completed Housecall Pro jobs from last week (Nov 30 - Dec 6) by revenue.",
    [
        (
            "hcp_list_jobs",
            {
                "work_status[]": "complete rated",
                "scheduled_start_min": "2026-11-30",
                "scheduled_start_max": "2026-12-06",
                "page": 1,
            },
            hcp_jobs(
                1,
                3,
                [
                    (
                        "4411",
                        "Water heater flush",
                        "Ann Cole",
                        "complete rated",
                        18900,
                        "2026-11-30T15:00:00Z",
                    ),
                    (
                        "4413",
                        "AC tune-up",
                        "Rob Fen",
                        "complete rated",
                        12900,
                        "2026-12-01T17:00:00Z",
                    ),
                    (
                        "4420",
                        "Thermostat install",
                        "Ida Moss",
                        "complete rated",
                        31500,
                        "2026-12-02T14:00:00Z",
                    ),
                ],
            ),
        ),
        (
            "hcp_list_jobs",
            {
                "work_status[]": "complete rated",
                "scheduled_start_min": "2026-11-30",
                "scheduled_start_max": "2026-12-06",
                "page": 2,
            },
            hcp_jobs(
                2,
                3,
                [
                    (
                        "4424",
                        "Furnace repair - igniter",
                        "Joe Park",
                        "complete rated",
                        42750,
                        "2026-12-03T16:00:00Z",
                    ),
                    (
                        "4428",
                        "Duct cleaning",
                        "Mia Tran",
                        "complete rated",
                        39900,
                        "2026-12-04T15:30:00Z",
                    ),
                    (
                        "4431",
                        "Drain snake kitchen",
                        "Ann Cole",
                        "complete rated",
                        14500,
                        "2026-12-05T18:00:00Z",
                    ),
                ],
            ),
        ),
        (
            "hcp_list_jobs",
            {
                "work_status[]": "complete rated",
                "scheduled_start_min": "2026-11-30",
                "scheduled_start_max": "2026-12-06",
                "page": 3,
            },
            hcp_jobs(
                3,
                3,
                [
                    (
                        "4433",
                        "Sump pump replace",
                        "Kai Ruiz",
                        "complete rated",
                        68000,
                        "2026-12-05T20:00:00Z",
                    ),
                    (
                        "4436",
                        "Faucet cartridge",
                        "Lee Wong",
                        "complete rated",
                        9800,
                        "2026-12-06T16:00:00Z",
                    ),
                ],
            ),
        ),
        (
            "hcp_list_jobs",
            {
                "work_status[]": "complete unrated",
                "scheduled_start_min": "2026-11-30",
                "scheduled_start_max": "2026-12-06",
                "page": 1,
            },
            j({"jobs": [], "page": 1, "page_size": 3, "total_pages": 0, "total_items": 0}),
        ),
    ],
)

S(
    "housecall-pro",
    False,
    "Find the Housecall Pro customer 'Benito Salas' and reschedule his Thursday job to Friday 9am.",
    [
        (
            "hcp_list_customers",
            {"q": "Benito Salas"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_customers",
            {"q": "Salas"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_customers",
            {"q": "benito"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_jobs",
            {"scheduled_start_min": "2026-12-10", "scheduled_start_max": "2026-12-10"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_customers",
            {"q": "Salas", "page_size": 5},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_jobs",
            {"scheduled_start_min": "2026-12-10"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
        (
            "hcp_list_customers",
            {"q": "B Salas"},
            j({"error": {"message": "Too Many Requests", "code": 429}, "retry_after": 60}),
        ),
    ],
)


def st_page(data, has_more, page=1):
    return j({"page": page, "pageSize": 50, "hasMore": has_more, "totalCount": None, "data": data})


S(
    "servicetitan",
    True,
    "Pull the ServiceTitan technicians' on-call status and open jobs in the Plumbing business unit.",
    [
        (
            "servicetitan_get",
            {"path": "/settings/v2/tenant/{tenant}/technicians", "params": {"active": "True"}},
            st_page(
                [
                    {
                        "id": 9110 + i,
                        "name": n,
                        "businessUnitId": 4021,
                        "active": True,
                        "loginName": n.split()[0].lower(),
                    }
                    for i, n in enumerate(["Avery Boone", "Chen Liu", "Dario Patel"])
                ],
                False,
            ),
        ),
        (
            "servicetitan_get",
            {
                "path": "/jpm/v2/tenant/{tenant}/jobs",
                "params": {"businessUnitId": 4021, "jobStatus": "Scheduled", "page": 1},
            },
            st_page(
                [
                    {
                        "id": 77120034 + i,
                        "jobNumber": str(77120034 + i),
                        "customerId": 5500 + i,
                        "jobStatus": "Scheduled",
                        "summary": s,
                        "priority": p,
                    }
                    for i, (s, p) in enumerate(
                        [
                            ("Slab leak locate", "High"),
                            ("Replace PRV", "Normal"),
                            ("Toilet rebuild x2", "Low"),
                        ]
                    )
                ],
                True,
            ),
        ),
        (
            "servicetitan_get",
            {
                "path": "/jpm/v2/tenant/{tenant}/jobs",
                "params": {"businessUnitId": 4021, "jobStatus": "Scheduled", "page": 2},
            },
            st_page(
                [
                    {
                        "id": 77120090,
                        "jobNumber": "77120090",
                        "customerId": 5612,
                        "jobStatus": "Scheduled",
                        "summary": "Tankless descale",
                        "priority": "Normal",
                    }
                ],
                False,
                2,
            ),
        ),
        (
            "servicetitan_get",
            {
                "path": "/dispatch/v2/tenant/{tenant}/technician-shifts",
                "params": {"shiftType": "OnCall", "startsOnOrAfter": "2026-12-08"},
            },
            st_page(
                [
                    {
                        "id": 301,
                        "technicianId": 9111,
                        "shiftType": "OnCall",
                        "start": "2026-12-08T17:00:00Z",
                        "end": "2026-12-09T05:00:00Z",
                        "note": "Weeknight on-call",
                    }
                ],
                False,
            ),
        ),
    ],
)

S(
    "servicetitan",
    False,
    "How many ServiceTitan memberships are due for renewal in January?",
    [
        (
            "servicetitan_get",
            {"path": "/memberships/v2/tenant/{tenant}/memberships", "params": {"status": "Active"}},
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st1", 32) + "-" + h("st1b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
        (
            "servicetitan_get",
            {"path": "/memberships/v2/tenant/{tenant}/memberships", "params": {"to": "2027-01-31"}},
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st2", 32) + "-" + h("st2b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
        (
            "servicetitan_get",
            {"path": "/memberships/v2/tenant/{tenant}/membership-types"},
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st3", 32) + "-" + h("st3b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
        (
            "servicetitan_get",
            {"path": "/memberships/v2/tenant/{tenant}/recurring-services"},
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st4", 32) + "-" + h("st4b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
        (
            "servicetitan_get",
            {
                "path": "/memberships/v2/tenant/{tenant}/memberships",
                "params": {"page": 1, "pageSize": 200},
            },
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st5", 32) + "-" + h("st5b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
        (
            "servicetitan_get",
            {"path": "/crm/v2/tenant/{tenant}/customers", "params": {"pageSize": 1}},
            j(
                {
                    "type": "https://tools.ietf.org/html/rfc7235#section-3.1",
                    "title": "Unauthorized",
                    "status": 401,
                    "traceId": "00-" + h("st6", 32) + "-" + h("st6b", 16) + "-00",
                    "errors": {"": ["Access token has expired."]},
                }
            ),
        ),
    ],
)

S(
    "workiz",
    True,
    "Add a Workiz job for 14 Harbor Ln (garage door spring) and tell me which techs are free tomorrow.",
    [
        (
            "workiz_job_create",
            {
                "FirstName": "Nora",
                "LastName": "Peck",
                "Address": "14 Harbor Ln",
                "JobType": "Garage Door Spring",
                "JobDateTime": "2026-12-09 10:00:00",
            },
            j(
                {
                    "flag": True,
                    "data": [
                        {
                            "UUID": h("workizjob", 6).upper(),
                            "ClientId": 1488,
                            "link": "https://app.workiz.com/root/job/"
                            + h("workizjob", 6).upper()
                            + "/1",
                        }
                    ],
                }
            ),
        ),
        (
            "workiz_team_all",
            {},
            j(
                {
                    "flag": True,
                    "data": [
                        {"id": 11, "name": "Ray Delgado", "role": "tech", "active": True},
                        {"id": 14, "name": "Sam Ortiz", "role": "tech", "active": True},
                        {"id": 17, "name": "Jules Amari", "role": "dispatcher", "active": True},
                    ],
                }
            ),
        ),
        (
            "workiz_job_all",
            {"start_date": "2026-12-09", "records": 100, "only_open": True},
            j(
                {
                    "flag": True,
                    "data": [
                        {
                            "UUID": "QX81PT",
                            "JobDateTime": "2026-12-09 08:00:00",
                            "JobEndDateTime": "2026-12-09 12:00:00",
                            "Team": [{"id": 11, "Name": "Ray Delgado"}],
                            "JobType": "Opener Install",
                            "Status": "Submitted",
                        }
                    ],
                    "has_more": False,
                }
            ),
        ),
        (
            "workiz_job_assign",
            {"UUID": h("workizjob", 6).upper(), "User": "Sam Ortiz"},
            j({"flag": True, "msg": "Job assigned"}),
        ),
    ],
)

S(
    "workiz",
    False,
    "Export this month's Workiz invoices that are still unpaid.",
    [
        (
            "workiz_invoice_all",
            {"start_date": "2026-12-01", "status": "unpaid"},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
        (
            "workiz_invoice_all",
            {"start_date": "2026-12-01"},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
        (
            "workiz_job_all",
            {"start_date": "2026-12-01", "records": 100},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
        (
            "workiz_invoice_all",
            {"start_date": "2026-11-01", "status": "unpaid"},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
        (
            "workiz_invoice_all",
            {"records": 50},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
        (
            "workiz_job_all",
            {"start_date": "2026-12-01", "only_open": False},
            '<!DOCTYPE html>\n<html><head><title>Workiz - Scheduled Maintenance</title></head><body><div class="wrap"><img src="/img/logo.svg"><h1>We\'ll be back soon</h1><p>Workiz is undergoing scheduled maintenance to improve your experience. We expect to be back shortly. Thank you for your patience.</p></div></body></html>',
        ),
    ],
)

S(
    "thumbtack",
    True,
    "Reply to any new Thumbtack leads for deck staining with our standard quote and mark them contacted.",
    [
        (
            "thumbtack_list_leads",
            {"status": "new"},
            j(
                {
                    "data": [
                        {
                            "leadID": "5" + str(hn("tt1", 10**17, 8 * 10**17)),
                            "category": "Deck Staining",
                            "customer": {"name": "Wes H."},
                            "location": {"zipCode": "97214"},
                            "request": {
                                "details": [
                                    {"question": "Approx. deck size", "answer": "300 - 400 sq ft"},
                                    {"question": "When", "answer": "Within 2 weeks"},
                                ]
                            },
                            "createTime": "2026-12-07T21:14:09Z",
                        },
                        {
                            "leadID": "5" + str(hn("tt2", 10**17, 8 * 10**17)),
                            "category": "Deck Staining",
                            "customer": {"name": "Pam R."},
                            "location": {"zipCode": "97202"},
                            "request": {
                                "details": [
                                    {"question": "Approx. deck size", "answer": "Under 200 sq ft"}
                                ]
                            },
                            "createTime": "2026-12-08T00:02:51Z",
                        },
                    ],
                    "pagination": {"nextPageToken": None},
                }
            ),
        ),
        (
            "thumbtack_send_message",
            {
                "leadID": "lead-1",
                "text": "Hi Wes, thanks for reaching out! For 300-400 sq ft our stain + prep runs $780-$960...",
            },
            j({"messageID": h("ttm1", 18), "status": "SENT"}),
        ),
        (
            "thumbtack_send_message",
            {
                "leadID": "lead-2",
                "text": "Hi Pam, thanks for reaching out! Small decks under 200 sq ft are a flat $450...",
            },
            j({"messageID": h("ttm2", 18), "status": "SENT"}),
        ),
        ("thumbtack_update_lead", {"leadID": "lead-1", "status": "contacted"}, ""),
        ("thumbtack_update_lead", {"leadID": "lead-2", "status": "contacted"}, ""),
        (
            "thumbtack_list_leads",
            {"status": "new"},
            j({"data": [], "pagination": {"nextPageToken": None}}),
        ),
    ],
)

S(
    "angi",
    True,
    "Check Angi for leads we haven't responded to this week and accept the bathroom remodel one.",
    [
        (
            "angi_leads_search",
            {"status": "OPEN", "createdAfter": "2026-12-01"},
            j(
                {
                    "totalCount": 3,
                    "leads": [
                        {
                            "srOid": 620114593,
                            "taskName": "Remodel a Bathroom",
                            "city": "Plano",
                            "state": "TX",
                            "fee": 62.4,
                            "status": "OPEN",
                        },
                        {
                            "srOid": 620118207,
                            "taskName": "Install Tile Floor",
                            "city": "Allen",
                            "state": "TX",
                            "fee": 31.0,
                            "status": "OPEN",
                        },
                        {
                            "srOid": 620120955,
                            "taskName": "Repair Drywall",
                            "city": "Frisco",
                            "state": "TX",
                            "fee": 18.75,
                            "status": "OPEN",
                        },
                    ],
                }
            ),
        ),
        (
            "angi_lead_get",
            {"srOid": 620114593},
            j(
                {
                    "srOid": 620114593,
                    "taskName": "Remodel a Bathroom",
                    "interview": [
                        {"q": "What kind of remodel?", "a": "Full - tub to shower conversion"},
                        {"q": "Budget", "a": "$15,000 - $25,000"},
                    ],
                    "customer": {"firstName": "Lorena", "phone": "(469) 555-0148"},
                    "matchedPros": 3,
                }
            ),
        ),
        ("angi_lead_accept", {"srOid": 620114593}, j({"srOid": 620114593, "status": "ACCEPTED"})),
        (
            "angi_lead_note",
            {"srOid": 620114593, "note": "Called, walkthrough Thu 3pm"},
            "204 No Content",
        ),
    ],
)


# ---------------------------------------------------------------- deliverability
GA_ID = "6752" + h("gatest", 20)

S(
    "glockapps",
    True,
    "Run a GlockApps inbox placement test for the December newsletter and tell me where Gmail and Outlook put it.",
    [
        (
            "glockapps_create_test",
            {"note": "Dec newsletter", "providers": "default"},
            j(
                {
                    "testId": GA_ID,
                    "seedList": [
                        "ga.seed.0142@gmail.com",
                        "glock.seed.27@outlook.com",
                        "gaseed.81@yahoo.com",
                        "...",
                    ],
                    "headerCode": "GA-" + h("gahdr", 10),
                    "status": "waiting",
                }
            ),
        ),
        (
            "glockapps_get_test",
            {"testId": GA_ID},
            j({"testId": GA_ID, "status": "waiting", "received": 0, "total": 68}),
        ),
        (
            "glockapps_get_test",
            {"testId": GA_ID},
            j({"testId": GA_ID, "status": "in_progress", "received": 41, "total": 68}),
        ),
        (
            "glockapps_get_test",
            {"testId": GA_ID},
            j({"testId": GA_ID, "status": "in_progress", "received": 63, "total": 68}),
        ),
        (
            "glockapps_get_test",
            {"testId": GA_ID},
            j(
                {
                    "testId": GA_ID,
                    "status": "finished",
                    "received": 68,
                    "total": 68,
                    "summary": {"inbox": 71.4, "tabs": 12.9, "spam": 11.4, "missing": 4.3},
                }
            ),
        ),
        (
            "glockapps_get_results",
            {"testId": GA_ID, "providers": ["Gmail", "Outlook"]},
            j(
                {
                    "results": [
                        {
                            "provider": "Gmail",
                            "inbox": 50.0,
                            "tabs": 41.7,
                            "tab": "Promotions",
                            "spam": 8.3,
                            "missing": 0,
                        },
                        {
                            "provider": "Outlook",
                            "inbox": 66.7,
                            "spam": 33.3,
                            "missing": 0,
                            "headers": {"X-MS-Exchange-Organization-SCL": "5"},
                        },
                    ],
                    "authentication": {"spf": "pass", "dkim": "pass", "dmarc": "pass"},
                    "spamassassin": {
                        "score": 1.8,
                        "rules": ["HTML_IMAGE_RATIO_06", "MIME_HTML_ONLY"],
                    },
                }
            ),
        ),
    ],
)

S(
    "glockapps",
    False,
    "Start GlockApps tests for both sending domains (mail.northpine.io and news.northpine.io) and compare spam rates.",
    [
        (
            "glockapps_create_test",
            {"note": "mail.northpine.io"},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
        (
            "glockapps_create_test",
            {"note": "news.northpine.io"},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
        (
            "glockapps_list_tests",
            {"limit": 10},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
        (
            "glockapps_create_test",
            {"note": "mail.northpine.io retry", "providers": ["Gmail"]},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
        (
            "glockapps_create_test",
            {"note": "news", "providers": ["Outlook"]},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
        (
            "glockapps_list_tests",
            {"limit": 5, "offset": 0},
            j(
                {
                    "error": "Test limit reached. Your plan allows 0 more tests this month.",
                    "code": 402,
                }
            ),
        ),
    ],
)

MT_OK = {
    "status": True,
    "title": "Wow! Perfect, you can send",
    "displayedMark": "9.8/10",
    "mark": 9.8,
    "messageInfo": {
        "subject": "Your December statement is ready",
        "fromAddress": "billing@ledgerly.app",
        "ip": "198.51.100.23",
    },
    "spamAssassin": {
        "score": -0.2,
        "rules": [
            {"code": "DKIM_SIGNED", "score": 0.1},
            {"code": "DKIM_VALID", "score": -0.1},
            {"code": "RCVD_IN_DNSWL_NONE", "score": -0.0001},
            {"code": "HTML_MESSAGE", "score": 0.001},
        ],
    },
    "signature": {"spf": "pass", "dkim": "pass", "dmarc": "pass"},
    "blacklists": {"listed": 0, "checked": 24},
    "body": {"brokenLinks": 0},
}

S(
    "mail-tester",
    True,
    "I sent the statement email to the mail-tester address test-8f2kq. What's the score and is anything flagged?",
    [
        (
            "fetch_url",
            {"url": "https://www.mail-tester.com/test-8f2kq&format=json"},
            j(
                {
                    "status": False,
                    "title": "Waiting for your email",
                    "message": "We haven't received any email at test-8f2kq@srv1.mail-tester.com yet. Please wait a few seconds.",
                }
            ),
        ),
        ("fetch_url", {"url": "https://www.mail-tester.com/test-8f2kq&format=json"}, j(MT_OK)),
        (
            "fetch_url",
            {"url": "https://www.mail-tester.com/test-8f2kq&format=json&section=body"},
            j(
                {
                    "body": {
                        "textVersion": True,
                        "htmlSize": "24 KB",
                        "imagesWithoutAlt": 1,
                        "brokenLinks": 0,
                        "listUnsubscribe": "present",
                        "shortUrls": [],
                    }
                }
            ),
        ),
    ],
)

MT_STALE = {
    "status": True,
    "title": "Good stuff. Your email is almost perfect",
    "displayedMark": "8.9/10",
    "mark": 8.9,
    "messageInfo": {
        "subject": "Welcome to Fernway!",
        "fromAddress": "hello@fernway.co",
        "ip": "203.0.113.77",
    },
    "spamAssassin": {
        "score": 1.1,
        "rules": [
            {"code": "HTML_IMAGE_RATIO_02", "score": 0.805},
            {"code": "DKIM_SIGNED", "score": 0.1},
        ],
    },
    "signature": {"spf": "pass", "dkim": "pass", "dmarc": "none"},
    "blacklists": {"listed": 0, "checked": 24},
}

S(
    "mail-tester",
    False,
    "Compare mail-tester scores for our three re-engagement variants (sent to test-a1, test-b2, test-c3).",
    [
        ("mailtester_result", {"id": "test-a1"}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-b2"}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-c3"}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-b2", "refresh": True}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-c3", "refresh": True}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-a1", "section": "spamassassin"}, j(MT_STALE)),
        ("mailtester_result", {"id": "test-c3", "section": "signature"}, j(MT_STALE)),
    ],
)


def pm_stats(days):
    return j(
        {
            "trafficStats": [
                {
                    "name": f"domains/ledgerly.app/trafficStats/{d}",
                    "userReportedSpamRatio": sr,
                    "domainReputation": rep,
                    "ipReputations": [
                        {
                            "reputation": "HIGH",
                            "ipCount": "2",
                            "sampleIps": ["198.51.100.23", "198.51.100.24"],
                        }
                    ],
                    "spfSuccessRatio": 1,
                    "dkimSuccessRatio": 0.998,
                    "dmarcSuccessRatio": 0.998,
                    "inboundEncryptionRatio": 1,
                    "deliveryErrors": [
                        {
                            "errorClass": "TEMPORARY_ERROR",
                            "errorType": "RATE_LIMIT_EXCEEDED",
                            "errorRatio": er,
                        }
                    ]
                    if er
                    else [],
                }
                for d, sr, rep, er in days
            ],
            **({"nextPageToken": "CgwI" + h(str(days), 10)} if len(days) == 3 else {}),
        }
    )


S(
    "postmaster",
    True,
    "Has our Gmail domain reputation for ledgerly.app dropped at any point in the last week? Show spam rate per day.",
    [
        (
            "postmaster_domains_list",
            {},
            j(
                {
                    "domains": [
                        {
                            "name": "domains/ledgerly.app",
                            "createTime": "2024-03-11T09:12:44Z",
                            "permission": "OWNER",
                        },
                        {
                            "name": "domains/mail.ledgerly.app",
                            "createTime": "2024-03-11T09:20:02Z",
                            "permission": "OWNER",
                        },
                    ]
                }
            ),
        ),
        (
            "postmaster_traffic_stats_list",
            {
                "parent": "domains/ledgerly.app",
                "startDate": "2026-12-01",
                "endDate": "2026-12-07",
                "pageSize": 3,
            },
            pm_stats(
                [
                    ("20261201", 0.0004, "HIGH", None),
                    ("20261202", 0.0006, "HIGH", None),
                    ("20261203", 0.0011, "HIGH", 0.002),
                ]
            ),
        ),
        (
            "postmaster_traffic_stats_list",
            {"parent": "domains/ledgerly.app", "pageToken": "CgwI...", "pageSize": 3},
            pm_stats(
                [
                    ("20261204", 0.0031, "MEDIUM", 0.011),
                    ("20261205", 0.0019, "MEDIUM", None),
                    ("20261206", 0.0007, "HIGH", None),
                ]
            ),
        ),
        (
            "postmaster_traffic_stats_list",
            {"parent": "domains/ledgerly.app", "pageToken": "CgwI...2", "pageSize": 3},
            pm_stats([("20261207", 0.0005, "HIGH", None)]),
        ),
        (
            "postmaster_traffic_stats_get",
            {"name": "domains/mail.ledgerly.app/trafficStats/20261204"},
            j({}),
        ),
    ],
)

S(
    "postmaster",
    False,
    "Pull Gmail Postmaster spam rate and reputation for fernway.co for the last 14 days.",
    [
        (
            "postmaster_traffic_stats_list",
            {"parent": "domains/fernway.co", "startDate": "2026-11-24", "endDate": "2026-12-07"},
            j({}),
        ),
        ("postmaster_traffic_stats_list", {"parent": "domains/fernway.co"}, j({})),
        (
            "postmaster_traffic_stats_get",
            {"name": "domains/fernway.co/trafficStats/20261207"},
            j(
                {
                    "error": {
                        "code": 404,
                        "message": "Requested entity was not found.",
                        "status": "NOT_FOUND",
                    }
                }
            ),
        ),
        ("postmaster_traffic_stats_list", {"parent": "domains/news.fernway.co"}, j({})),
        ("postmaster_domains_list", {}, j({})),
        (
            "postmaster_traffic_stats_list",
            {"parent": "domains/fernway.co", "startDate": "2026-10-01", "endDate": "2026-12-07"},
            j({}),
        ),
        (
            "postmaster_traffic_stats_get",
            {"name": "domains/fernway.co/trafficStats/20261201"},
            j(
                {
                    "error": {
                        "code": 404,
                        "message": "Requested entity was not found.",
                        "status": "NOT_FOUND",
                    }
                }
            ),
        ),
    ],
)

S(
    "mailreach",
    True,
    "Turn on MailReach warmup for the new sales@ inbox and show me the current spam-test results for the old one.",
    [
        (
            "mailreach_accounts_list",
            {},
            j(
                {
                    "accounts": [
                        {
                            "id": 40211,
                            "email": "ops@quillstack.com",
                            "provider": "google",
                            "warmup_enabled": True,
                            "reputation_score": 94,
                        },
                        {
                            "id": 40877,
                            "email": "sales@quillstack.com",
                            "provider": "google",
                            "warmup_enabled": False,
                            "reputation_score": None,
                        },
                    ]
                }
            ),
        ),
        (
            "mailreach_warmup_update",
            {"id": 40877, "enabled": True, "daily_volume_target": 30, "ramp_up": True},
            j({"id": 40877, "warmup_enabled": True}),
        ),
        (
            "mailreach_spamtests_list",
            {"account_id": 40211, "limit": 2},
            j(
                {
                    "spamtests": [
                        {
                            "id": "st_" + h("mr1", 10),
                            "created_at": "2026-12-06T10:02:00Z",
                            "score": 8.7,
                            "inbox_rate": 0.87,
                            "spam_rate": 0.09,
                            "missing_rate": 0.04,
                            "by_provider": {"gmail": 0.92, "outlook": 0.78, "others": 0.88},
                        },
                        {
                            "id": "st_" + h("mr2", 10),
                            "created_at": "2026-11-29T10:01:00Z",
                            "score": 8.1,
                            "inbox_rate": 0.81,
                            "spam_rate": 0.15,
                            "missing_rate": 0.04,
                        },
                    ]
                }
            ),
        ),
        (
            "mailreach_spamtest_get",
            {"id": "st_" + h("mr1", 10)},
            j(
                {
                    "id": "st_" + h("mr1", 10),
                    "spamassassin_score": 0.4,
                    "blacklists": [],
                    "dns": {"spf": "valid", "dkim": "valid", "dmarc": "p=quarantine"},
                    "seed_results": 62,
                }
            ),
        ),
    ],
)

S(
    "everest",
    True,
    "In Validity Everest, check our sender reputation scores and whether any of our IPs landed on a blocklist this week.",
    [
        (
            "everest_api",
            {"path": "/api/v1/reputation/ips"},
            j(
                {
                    "data": [
                        {"ip": "192.0.2.41", "senderScore": 97, "volume": "high", "trend": "flat"},
                        {"ip": "192.0.2.42", "senderScore": 95, "volume": "medium", "trend": "up"},
                    ],
                    "meta": {"count": 2},
                }
            ),
        ),
        (
            "everest_api",
            {"path": "/api/v1/blocklists/incidents", "params": {"since": "2026-12-01"}},
            j({"data": [], "meta": {"count": 0}}),
        ),
        (
            "everest_api",
            {"path": "/api/v1/blocklists/monitors"},
            j(
                {
                    "data": [
                        {
                            "target": "192.0.2.41",
                            "lists": 48,
                            "listed": 0,
                            "lastChecked": "2026-12-07T23:00:00Z",
                        },
                        {
                            "target": "192.0.2.42",
                            "lists": 48,
                            "listed": 0,
                            "lastChecked": "2026-12-07T23:00:00Z",
                        },
                        {
                            "target": "mail.quillstack.com",
                            "lists": 31,
                            "listed": 0,
                            "lastChecked": "2026-12-07T23:00:00Z",
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "everest",
    False,
    "Pull Everest inbox placement for last week's three campaigns by mailbox provider.",
    [
        (
            "everest_api",
            {"path": "/api/v1/campaigns", "params": {"since": "2026-11-30"}},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "everest_api",
            {"path": "/api/v1/campaigns", "params": {"since": "2026-11-30", "limit": 10}},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "everest_api",
            {"path": "/api/v1/placement/summary", "params": {"days": 7}},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "everest_api",
            {"path": "/api/v1/placement/summary", "params": {"days": 3}},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "everest_api",
            {"path": "/api/v1/campaigns/latest"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "everest_api",
            {"path": "/api/v1/placement/providers"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n",
        ),
    ],
)

S(
    "warmup-inbox",
    True,
    "Pause Warmup Inbox on the two inboxes we're retiring and show the health of the rest.",
    [
        (
            "warmup_inbox_list",
            {},
            j(
                {
                    "inboxes": [
                        {
                            "id": "ib_" + h(e, 8),
                            "email": e,
                            "status": s,
                            "health": hl,
                            "sent_today": st,
                        }
                        for e, s, hl, st in [
                            ("jo@brightkettle.com", "active", 96, 38),
                            ("team@brightkettle.com", "active", 91, 40),
                            ("old-promo@brightkettle.com", "active", 72, 25),
                            ("legacy@brightkettle.com", "active", 64, 20),
                        ]
                    ]
                }
            ),
        ),
        (
            "warmup_inbox_pause",
            {"id": "ib_" + h("old-promo@brightkettle.com", 8)},
            j({"success": True}),
        ),
        (
            "warmup_inbox_pause",
            {"id": "ib_" + h("legacy@brightkettle.com", 8)},
            j({"success": True}),
        ),
        (
            "warmup_inbox_stats",
            {"id": "ib_" + h("jo@brightkettle.com", 8), "days": 7},
            j(
                {
                    "email": "jo@brightkettle.com",
                    "inbox": 262,
                    "spam": 4,
                    "categories": 9,
                    "replies": 71,
                    "health_history": [94, 95, 95, 96, 96, 96, 96],
                }
            ),
        ),
        (
            "warmup_inbox_stats",
            {"id": "ib_" + h("team@brightkettle.com", 8), "days": 7},
            j(
                {
                    "email": "team@brightkettle.com",
                    "inbox": 251,
                    "spam": 17,
                    "categories": 12,
                    "replies": 66,
                    "health_history": [88, 89, 90, 90, 91, 91, 91],
                }
            ),
        ),
    ],
)

S(
    "warmup-inbox",
    False,
    "Why is the Warmup Inbox health for ana@pinegrove.studio falling? Get its daily stats and recent spam placements.",
    [
        (
            "warmup_inbox_stats",
            {"email": "ana@pinegrove.studio", "days": 14},
            j({"success": False, "message": "Unauthenticated."}),
        ),
        ("warmup_inbox_list", {}, j({"success": False, "message": "Unauthenticated."})),
        (
            "warmup_inbox_stats",
            {"email": "ana@pinegrove.studio", "days": 7},
            j({"success": False, "message": "Unauthenticated."}),
        ),
        (
            "warmup_inbox_spam_events",
            {"email": "ana@pinegrove.studio"},
            j({"success": False, "message": "Unauthenticated."}),
        ),
        (
            "warmup_inbox_stats",
            {"id": "ib_ana"},
            j({"success": False, "message": "Unauthenticated."}),
        ),
        ("warmup_inbox_list", {"page": 1}, j({"success": False, "message": "Unauthenticated."})),
    ],
)


# ---------------------------------------------------------------- holidays
def nager(cc, rows):
    return j(
        [
            {
                "date": d,
                "localName": ln,
                "name": n,
                "countryCode": cc,
                "fixed": False,
                "global": g is None,
                "counties": g,
                "launchYear": None,
                "types": t,
            }
            for d, ln, n, g, t in rows
        ]
    )


S(
    "nager-date",
    True,
    "Our team is in Germany, Poland and Ireland. Which public holidays fall between Dec 20 and Jan 6?",
    [
        (
            "get_public_holidays",
            {"year": 2026, "countryCode": "DE"},
            nager(
                "DE",
                [
                    ("2026-01-01", "Neujahr", "New Year's Day", None, ["Public"]),
                    (
                        "2026-01-06",
                        "Heilige Drei Könige",
                        "Epiphany",
                        ["DE-BW", "DE-BY", "DE-ST"],
                        ["Public"],
                    ),
                    ("2026-04-03", "Karfreitag", "Good Friday", None, ["Public"]),
                    (
                        "2026-10-03",
                        "Tag der Deutschen Einheit",
                        "German Unity Day",
                        None,
                        ["Public"],
                    ),
                    ("2026-12-25", "Erster Weihnachtstag", "Christmas Day", None, ["Public"]),
                    ("2026-12-26", "Zweiter Weihnachtstag", "St. Stephen's Day", None, ["Public"]),
                ],
            ),
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "DE"},
            nager(
                "DE",
                [
                    ("2027-01-01", "Neujahr", "New Year's Day", None, ["Public"]),
                    (
                        "2027-01-06",
                        "Heilige Drei Könige",
                        "Epiphany",
                        ["DE-BW", "DE-BY", "DE-ST"],
                        ["Public"],
                    ),
                    ("2027-03-26", "Karfreitag", "Good Friday", None, ["Public"]),
                ],
            ),
        ),
        (
            "get_public_holidays",
            {"year": 2026, "countryCode": "PL"},
            nager(
                "PL",
                [
                    (
                        "2026-11-11",
                        "Narodowe Święto Niepodległości",
                        "National Independence Day",
                        None,
                        ["Public"],
                    ),
                    ("2026-12-24", "Wigilia Bożego Narodzenia", "Christmas Eve", None, ["Public"]),
                    (
                        "2026-12-25",
                        "pierwszy dzień Bożego Narodzenia",
                        "Christmas Day",
                        None,
                        ["Public"],
                    ),
                    (
                        "2026-12-26",
                        "drugi dzień Bożego Narodzenia",
                        "St. Stephen's Day",
                        None,
                        ["Public"],
                    ),
                ],
            ),
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "PL"},
            nager(
                "PL",
                [
                    ("2027-01-01", "Nowy Rok", "New Year's Day", None, ["Public"]),
                    ("2027-01-06", "Święto Trzech Króli", "Epiphany", None, ["Public"]),
                ],
            ),
        ),
        (
            "get_public_holidays",
            {"year": 2026, "countryCode": "IE"},
            nager(
                "IE",
                [
                    (
                        "2026-10-26",
                        "Lá Saoire i mí Dheireadh Fómhair",
                        "October Bank Holiday",
                        None,
                        ["Public"],
                    ),
                    ("2026-12-25", "Lá Nollag", "Christmas Day", None, ["Public"]),
                    ("2026-12-26", "Lá Fhéile Stiofáin", "St. Stephen's Day", None, ["Public"]),
                    ("2026-12-28", "Lá Fhéile Stiofáin", "St. Stephen's Day", None, ["Public"]),
                ],
            ),
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "IE"},
            nager(
                "IE",
                [
                    ("2027-01-01", "Lá Caille", "New Year's Day", None, ["Public"]),
                    ("2027-02-01", "Lá Fhéile Bríde", "Saint Brigid's Day", None, ["Public"]),
                ],
            ),
        ),
    ],
)

S(
    "nager-date",
    True,
    "Is today a public holiday in Spain, Japan or Brazil? I need to know before scheduling calls.",
    [
        ("is_today_public_holiday", {"countryCode": "ES"}, "HTTP 204 No Content"),
        ("is_today_public_holiday", {"countryCode": "JP"}, "HTTP 204 No Content"),
        ("is_today_public_holiday", {"countryCode": "BR"}, "HTTP 204 No Content"),
        (
            "get_next_public_holidays",
            {"countryCode": "ES"},
            nager(
                "ES",
                [
                    (
                        "2026-12-08",
                        "Inmaculada Concepción",
                        "Immaculate Conception",
                        None,
                        ["Public"],
                    ),
                    ("2026-12-25", "Navidad", "Christmas Day", None, ["Public"]),
                ],
            ),
        ),
    ],
)

S(
    "nager-date",
    False,
    "List 2027 public holidays for Austria, Switzerland and Belgium for the shared calendar.",
    [
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "AT"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray1", 16)
            + "</p></body></html>",
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "CH"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray2", 16)
            + "</p></body></html>",
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "BE"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray3", 16)
            + "</p></body></html>",
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "AT"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray4", 16)
            + "</p></body></html>",
        ),
        (
            "get_long_weekends",
            {"year": 2027, "countryCode": "AT"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray5", 16)
            + "</p></body></html>",
        ),
        (
            "get_public_holidays",
            {"year": 2027, "countryCode": "CH"},
            "<html><head><title>Cloudflare</title></head><body><h1>Error 1015</h1><h2>You are being rate limited</h2><p>The owner of this website (date.nager.at) has banned you temporarily from accessing this website.</p><p>Ray ID: "
            + h("ray6", 16)
            + "</p></body></html>",
        ),
    ],
)


def cal_ok(cc, rows):
    return j(
        {
            "meta": {"code": 200},
            "response": {
                "holidays": [
                    {
                        "name": n,
                        "description": dsc,
                        "country": {"id": cc.lower(), "name": cn},
                        "date": {
                            "iso": d,
                            "datetime": {
                                "year": int(d[:4]),
                                "month": int(d[5:7]),
                                "day": int(d[8:10]),
                            },
                        },
                        "type": t,
                        "primary_type": t[0],
                        "canonical_url": "https://calendarific.com/holiday/"
                        + cn.lower().replace(" ", "-")
                        + "/"
                        + n.lower().replace(" ", "-").replace("'", ""),
                        "urlid": cn.lower().replace(" ", "-")
                        + "/"
                        + n.lower().replace(" ", "-").replace("'", ""),
                        "locations": "All",
                        "states": "All",
                    }
                    for n, dsc, d, t, cn in rows
                ]
            },
        }
    )


S(
    "calendarific",
    True,
    "What holidays and observances does India have in March 2027, including optional ones?",
    [
        (
            "calendarific_holidays",
            {"country": "IN", "year": 2027, "month": 3},
            cal_ok(
                "IN",
                [
                    (
                        "Maha Shivaratri",
                        "Maha Shivaratri is a Hindu festival celebrated annually in honour of Lord Shiva.",
                        "2027-03-06",
                        ["Gazetted Holiday"],
                        "India",
                    ),
                    (
                        "Holika Dahana",
                        "Holika Dahana is the first day of Holi.",
                        "2027-03-21",
                        ["Restricted Holiday"],
                        "India",
                    ),
                    (
                        "Holi",
                        "Holi is a popular Hindu spring festival.",
                        "2027-03-22",
                        ["Gazetted Holiday"],
                        "India",
                    ),
                    (
                        "March Equinox",
                        "March Equinox in India (New Delhi)",
                        "2027-03-21",
                        ["Season"],
                        "India",
                    ),
                    (
                        "Good Friday",
                        "Good Friday is a global Christian observance two days before Easter Sunday.",
                        "2027-03-26",
                        ["Gazetted Holiday"],
                        "India",
                    ),
                ],
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "IN", "year": 2027, "month": 3, "type": "observance"},
            j({"meta": {"code": 200}, "response": {"holidays": []}}),
        ),
        (
            "calendarific_holidays",
            {"country": "IN", "year": 2027, "month": 3, "location": "in-mh"},
            cal_ok(
                "IN",
                [
                    (
                        "Gudi Padwa",
                        "Gudi Padwa is the Marathi New Year.",
                        "2027-03-08",
                        ["Restricted Holiday"],
                        "India",
                    )
                ],
            ),
        ),
    ],
)

S(
    "calendarific",
    False,
    "Get 2027 public holidays for Kenya, Nigeria and Ghana from Calendarific.",
    [
        (
            "calendarific_holidays",
            {"country": "KE", "year": 2027},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "NG", "year": 2027},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "GH", "year": 2027},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "KE", "year": 2027, "type": "national"},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_countries",
            {},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "NG", "year": 2027, "month": 1},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
        (
            "calendarific_holidays",
            {"country": "GH", "year": 2026},
            j(
                {
                    "meta": {
                        "code": 426,
                        "error_type": "upgrade_required",
                        "error_detail": "You have reached your API limit for this month. Please upgrade your account.",
                    },
                    "response": [],
                }
            ),
        ),
    ],
)


def hapi(hols, used):
    return j(
        {
            "status": 200,
            "warning": "These results do not include state and province holidays. For more information, please visit https://holidayapi.com/docs",
            "requests": {"used": used, "available": 10000 - used, "resets": "2027-01-01 00:00:00"},
            "holidays": hols,
        }
    )


S(
    "holidayapi",
    True,
    "Which of our offices (Mexico, Canada) have a holiday on 2026-11-16 or 2026-11-11? Just confirm from last year's data what applies.",
    [
        (
            "holidayapi_holidays",
            {"country": "MX", "year": 2025, "month": 11},
            hapi(
                [
                    {
                        "name": "Día de Muertos",
                        "date": "2025-11-02",
                        "observed": "2025-11-02",
                        "public": False,
                        "country": "MX",
                        "uuid": "a1" + h("mx1", 30),
                        "weekday": {
                            "date": {"name": "Sunday", "numeric": "7"},
                            "observed": {"name": "Sunday", "numeric": "7"},
                        },
                    },
                    {
                        "name": "Día de la Revolución",
                        "date": "2025-11-17",
                        "observed": "2025-11-17",
                        "public": True,
                        "country": "MX",
                        "uuid": "b2" + h("mx2", 30),
                        "weekday": {
                            "date": {"name": "Monday", "numeric": "1"},
                            "observed": {"name": "Monday", "numeric": "1"},
                        },
                    },
                ],
                412,
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "CA", "year": 2025, "month": 11, "day": 11},
            hapi(
                [
                    {
                        "name": "Remembrance Day",
                        "date": "2025-11-11",
                        "observed": "2025-11-11",
                        "public": False,
                        "country": "CA",
                        "uuid": "c3" + h("ca1", 30),
                        "subdivisions": [
                            "CA-AB",
                            "CA-BC",
                            "CA-NB",
                            "CA-NL",
                            "CA-NT",
                            "CA-NU",
                            "CA-PE",
                            "CA-SK",
                            "CA-YT",
                        ],
                        "weekday": {
                            "date": {"name": "Tuesday", "numeric": "2"},
                            "observed": {"name": "Tuesday", "numeric": "2"},
                        },
                    }
                ],
                413,
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "CA-ON", "year": 2025, "month": 11, "day": 11},
            hapi([], 414),
        ),
        (
            "holidayapi_holidays",
            {"country": "MX", "year": 2026, "month": 11},
            j(
                {
                    "status": 402,
                    "error": "Free accounts are limited to last year's historical data. Upgrade your account at https://holidayapi.com/pricing to access current and upcoming holidays.",
                    "requests": {"used": 415, "available": 9585, "resets": "2027-01-01 00:00:00"},
                }
            ),
        ),
    ],
)

S(
    "holidayapi",
    False,
    "Build the 2027 holiday list for Australia (NSW and VIC) from HolidayAPI.",
    [
        (
            "holidayapi_holidays",
            {"country": "AU-NSW", "year": 2027},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "AU-VIC", "year": 2027},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "AU", "year": 2027},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
        (
            "holidayapi_countries",
            {"search": "Australia"},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "AU", "year": 2026, "public": True},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
        (
            "holidayapi_holidays",
            {"country": "AU-NSW", "year": 2026},
            j(
                {
                    "status": 401,
                    "error": "Invalid key. Please check your API key at https://holidayapi.com/dashboard",
                }
            ),
        ),
    ],
)


def tad(rows):
    return j(
        {
            "version": 3,
            "billing": {"credits": 1},
            "holidays": [
                {
                    "id": hn(u, 100, 9000),
                    "urlid": u,
                    "url": "https://www.timeanddate.com/holidays/" + u,
                    "country": {"id": u.split("/")[0], "name": cn},
                    "name": n,
                    "oneliner": one,
                    "types": t,
                    "date": {
                        "iso": d,
                        "datetime": {"year": int(d[:4]), "month": int(d[5:7]), "day": int(d[8:10])},
                    },
                    "uid": h(u, 16),
                }
                for u, cn, n, one, t, d in rows
            ],
        }
    )


S(
    "timeanddate",
    True,
    "Plan the APAC release: list public holidays in Singapore, Japan and South Korea for February 2027.",
    [
        (
            "timeanddate_holidays",
            {"country": "sg", "year": 2027, "types": "federal"},
            tad(
                [
                    (
                        "singapore/chinese-new-year",
                        "Singapore",
                        "Chinese Lunar New Year's Day",
                        "Lunar New Year is the start of the lunisolar calendar.",
                        ["National holiday"],
                        "2027-02-06",
                    ),
                    (
                        "singapore/second-day-chinese-new-year",
                        "Singapore",
                        "Second Day of Chinese Lunar New Year",
                        "Second day of Lunar New Year.",
                        ["National holiday"],
                        "2027-02-07",
                    ),
                    (
                        "singapore/chinese-new-year-observed",
                        "Singapore",
                        "Chinese Lunar New Year observed",
                        "Observed on the Tuesday.",
                        ["National holiday"],
                        "2027-02-09",
                    ),
                ]
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "jp", "year": 2027, "types": "federal"},
            tad(
                [
                    (
                        "japan/national-foundation-day",
                        "Japan",
                        "National Foundation Day",
                        "Commemorates the founding of Japan.",
                        ["National holiday"],
                        "2027-02-11",
                    ),
                    (
                        "japan/emperor-birthday",
                        "Japan",
                        "Emperor's Birthday",
                        "Birthday of Emperor Naruhito.",
                        ["National holiday"],
                        "2027-02-23",
                    ),
                ]
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "kr", "year": 2027, "types": "federal"},
            tad(
                [
                    (
                        "south-korea/seollal",
                        "South Korea",
                        "Seollal",
                        "Korean Lunar New Year.",
                        ["National holiday"],
                        "2027-02-06",
                    ),
                    (
                        "south-korea/seollal-day-2",
                        "South Korea",
                        "Seollal Holiday",
                        "Day after Seollal.",
                        ["National holiday"],
                        "2027-02-07",
                    ),
                    (
                        "south-korea/substitute-holiday-seollal",
                        "South Korea",
                        "Substitute Holiday for Seollal",
                        "Seollal fell on a weekend.",
                        ["National holiday"],
                        "2027-02-09",
                    ),
                ]
            ),
        ),
    ],
)

S(
    "timeanddate",
    False,
    "Which day next year does Eid al-Fitr fall on in Indonesia, Malaysia and Egypt?",
    [
        (
            "timeanddate_holidays",
            {"country": "id", "year": 2027},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "my", "year": 2027},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "eg", "year": 2027},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "id", "year": 2027, "types": "religious"},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "id", "year": 2027, "lang": "en"},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
        (
            "timeanddate_holidays",
            {"country": "my", "year": 2027, "types": "all"},
            j(
                {
                    "errors": [
                        "Authentication failed: signature does not match. Please check your access key and secret."
                    ]
                }
            ),
        ),
    ],
)

S(
    "abstract-holidays",
    True,
    "Check whether any of these dates are US holidays: Jan 19 2027, Feb 15 2027, Mar 9 2027, Apr 6 2027.",
    [
        ("abstract_holidays", {"country": "US", "year": 2027, "month": 1, "day": 19}, j([])),
        (
            "abstract_holidays",
            {"country": "US", "year": 2027, "month": 2, "day": 15},
            j(
                [
                    {
                        "name": "Presidents' Day",
                        "name_local": "",
                        "language": "",
                        "description": "",
                        "country": "US",
                        "location": "United States",
                        "type": "National",
                        "date": "02/15/2027",
                        "date_year": "2027",
                        "date_month": "02",
                        "date_day": "15",
                        "week_day": "Monday",
                    }
                ]
            ),
        ),
        ("abstract_holidays", {"country": "US", "year": 2027, "month": 3, "day": 9}, j([])),
        ("abstract_holidays", {"country": "US", "year": 2027, "month": 4, "day": 6}, j([])),
    ],
)

S(
    "abstract-holidays",
    False,
    "Is there a holiday in France on any weekday next week (Dec 14-18, 2026)?",
    [
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 14},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 15},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 16},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 17},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 18},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
        (
            "abstract_holidays",
            {"country": "FR", "year": 2026, "month": 12, "day": 14},
            j(
                {
                    "error": {
                        "message": "Too many requests. Your plan allows 1 request per second; monthly quota exceeded.",
                        "code": "quota_reached",
                        "details": None,
                    }
                }
            ),
        ),
    ],
)

S(
    "checkiday",
    True,
    "Find fun national days in the week of Jan 18 2027 for our social media calendar and get details on the pizza one.",
    [
        (
            "checkiday_events",
            {"date": "01/18/2027"},
            j(
                {
                    "adult": False,
                    "date": "01/18/2027",
                    "timezone": "America/Chicago",
                    "events": [
                        {
                            "id": h("ck1", 32),
                            "name": "Martin Luther King Jr. Day",
                            "url": "https://www.checkiday.com/"
                            + h("ck1", 32)
                            + "/martin-luther-king-jr-day",
                        },
                        {
                            "id": h("ck2", 32),
                            "name": "Thesaurus Day",
                            "url": "https://www.checkiday.com/" + h("ck2", 32) + "/thesaurus-day",
                        },
                        {
                            "id": h("ck3", 32),
                            "name": "Winnie the Pooh Day",
                            "url": "https://www.checkiday.com/"
                            + h("ck3", 32)
                            + "/winnie-the-pooh-day",
                        },
                    ],
                    "multiday_starting": [],
                    "multiday_ongoing": [{"id": h("ck9", 32), "name": "National Hot Tea Month"}],
                    "rateLimit": {"limitMonth": 1000, "remainingMonth": 961},
                }
            ),
        ),
        (
            "checkiday_events",
            {"date": "01/19/2027"},
            j(
                {
                    "adult": False,
                    "date": "01/19/2027",
                    "timezone": "America/Chicago",
                    "events": [
                        {
                            "id": h("ck4", 32),
                            "name": "National Popcorn Day",
                            "url": "https://www.checkiday.com/"
                            + h("ck4", 32)
                            + "/national-popcorn-day",
                        },
                        {
                            "id": h("ck5", 32),
                            "name": "Tin Can Day",
                            "url": "https://www.checkiday.com/" + h("ck5", 32) + "/tin-can-day",
                        },
                    ],
                    "multiday_starting": [],
                    "multiday_ongoing": [],
                    "rateLimit": {"limitMonth": 1000, "remainingMonth": 960},
                }
            ),
        ),
        (
            "checkiday_search",
            {"query": "pizza"},
            j(
                {
                    "query": "pizza",
                    "adult": False,
                    "events": [
                        {
                            "id": h("ck6", 32),
                            "name": "National Pizza Day",
                            "url": "https://www.checkiday.com/"
                            + h("ck6", 32)
                            + "/national-pizza-day",
                        },
                        {
                            "id": h("ck7", 32),
                            "name": "National Pizza Party Day",
                            "url": "https://www.checkiday.com/"
                            + h("ck7", 32)
                            + "/national-pizza-party-day",
                        },
                    ],
                    "rateLimit": {"limitMonth": 1000, "remainingMonth": 959},
                }
            ),
        ),
        (
            "checkiday_event_info",
            {"id": h("ck6", 32)},
            j(
                {
                    "event": {
                        "id": h("ck6", 32),
                        "name": "National Pizza Day",
                        "alternate_names": [],
                        "occurrences": [{"date": "02/09/2027", "length": 1}],
                        "description": {
                            "text": "National Pizza Day celebrates one of the world's most popular foods..."
                        },
                        "founders": [],
                        "hashtags": ["NationalPizzaDay"],
                    },
                    "rateLimit": {"limitMonth": 1000, "remainingMonth": 958},
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- board games and trivia
BGG_ACCEPTED = '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<message>\n\tYour request for this collection has been accepted and will be processed.  Please try again later for access.\n</message>'


def bgg_item(oid, name, year, rating, weight, minp, maxp):
    return (
        f'<item type="boardgame" id="{oid}">\n\t<thumbnail>https://cf.geekdo-images.com/{h(name, 10)}__thumb/img/pic{oid}.jpg</thumbnail>\n'
        f'\t<name type="primary" sortindex="1" value="{name}" />\n\t<yearpublished value="{year}" />\n'
        f'\t<minplayers value="{minp}" />\n\t<maxplayers value="{maxp}" />\n\t<playingtime value="60" />\n'
        f'\t<statistics page="1">\n\t\t<ratings>\n\t\t\t<usersrated value="{hn(name, 3000, 60000)}" />\n'
        f'\t\t\t<average value="{rating}" />\n\t\t\t<averageweight value="{weight}" />\n\t\t</ratings>\n\t</statistics>\n</item>'
    )


def bgg_things(items):
    return (
        '<?xml version="1.0" encoding="utf-8"?><items termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n'
        + "\n".join(bgg_item(*i) for i in items)
        + "\n</items>"
    )


S(
    "bgg",
    True,
    "From my BGG collection (user 'meeplemara'), which owned games play well at 5 players and weigh under 2.5?",
    [
        ("bgg_collection", {"username": "meeplemara", "own": 1, "stats": 1}, BGG_ACCEPTED),
        ("bgg_collection", {"username": "meeplemara", "own": 1, "stats": 1}, BGG_ACCEPTED),
        (
            "bgg_collection",
            {"username": "meeplemara", "own": 1, "stats": 1},
            '<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<items totalitems="6" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse" pubdate="Tue, 08 Dec 2026 00:58:12 +0000">\n'
            + "\n".join(
                f'\t<item objecttype="thing" objectid="{oid}" subtype="boardgame" collid="{hn(n, 10**7, 9 * 10**7)}">\n\t\t<name sortindex="1">{n}</name>\n\t\t<yearpublished>{y}</yearpublished>\n\t\t<status own="1" prevowned="0" fortrade="0" want="0" wanttoplay="0" wanttobuy="0" wishlist="0" preordered="0" lastmodified="2025-06-02 11:04:19" />\n\t\t<numplays>{p}</numplays>\n\t</item>'
                for oid, n, y, p in [
                    (13, "CATAN", 1995, 14),
                    (230802, "Azul", 2017, 22),
                    (266192, "Wingspan", 2019, 9),
                    (178900, "Codenames", 2015, 31),
                    (68448, "7 Wonders", 2010, 12),
                    (173346, "7 Wonders Duel", 2015, 40),
                ]
            )
            + "\n</items>",
        ),
        (
            "bgg_thing",
            {"id": "13,230802,266192,178900,68448", "stats": 1},
            bgg_things(
                [
                    (13, "CATAN", 1995, "7.09", "2.28", 3, 4),
                    (230802, "Azul", 2017, "7.74", "1.77", 2, 4),
                    (266192, "Wingspan", 2019, "8.02", "2.48", 1, 5),
                    (178900, "Codenames", 2015, "7.55", "1.28", 2, 8),
                    (68448, "7 Wonders", 2010, "7.67", "2.32", 2, 7),
                ]
            ),
        ),
    ],
)

S(
    "bgg",
    True,
    "Find the BGG entry for 'Heat: Pedal to the Metal' and list its expansions.",
    [
        (
            "bgg_search",
            {"query": "Heat: Pedal to the Metal", "type": "boardgame"},
            '<?xml version="1.0" encoding="utf-8"?><items total="1" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n\t<item type="boardgame" id="366013">\n\t\t<name type="primary" value="Heat: Pedal to the Metal"/>\n\t\t<yearpublished value="2022" />\n\t</item>\n</items>',
        ),
        (
            "bgg_thing",
            {"id": 366013},
            '<?xml version="1.0" encoding="utf-8"?><items termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n<item type="boardgame" id="366013">\n\t<name type="primary" sortindex="1" value="Heat: Pedal to the Metal" />\n\t<yearpublished value="2022" />\n\t<link type="boardgameexpansion" id="397931" value="Heat: Heavy Rain" />\n\t<link type="boardgameexpansion" id="412370" value="Heat: Tunnel Vision" />\n\t<link type="boardgameexpansion" id="399045" value="Heat: Pedal to the Metal – Promo Cards" />\n\t<link type="boardgamedesigner" id="10525" value="Asger Harding Granerud" />\n\t<link type="boardgamedesigner" id="12385" value="Daniel Skjold Pedersen" />\n</item>\n</items>',
        ),
        (
            "bgg_search",
            {"query": "Heat: Lucky Laps", "type": "boardgameexpansion", "exact": 1},
            '<?xml version="1.0" encoding="utf-8"?><items total="0" termsofuse="https://boardgamegeek.com/xmlapi/termsofuse">\n</items>',
        ),
    ],
)

S(
    "bgg",
    False,
    "Get BGG ratings for Brass: Birmingham, Ark Nova and Terraforming Mars.",
    [
        (
            "bgg_search",
            {"query": "Brass: Birmingham"},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
        (
            "bgg_search",
            {"query": "Ark Nova"},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
        (
            "bgg_thing",
            {"id": 224517, "stats": 1},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
        (
            "bgg_thing",
            {"id": 342942, "stats": 1},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
        (
            "bgg_search",
            {"query": "Terraforming Mars", "exact": 1},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
        (
            "bgg_thing",
            {"id": 167791, "stats": 1},
            "<!DOCTYPE html>\n<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This endpoint requires an application token. Register your application at https://boardgamegeek.com/applications and send it as Authorization: Bearer &lt;token&gt;.</p></body></html>",
        ),
    ],
)

BGA_DEAD = "<html><head><title>Board Game Atlas</title></head><body><h2>Board Game Atlas has shut down</h2><p>Thank you to everyone who used Board Game Atlas over the years. The site and API are no longer available.</p></body></html>"

S(
    "boardgameatlas",
    False,
    "Use Board Game Atlas to find current prices for Cascadia, Everdell and Root.",
    [
        ("bga_search", {"name": "Cascadia", "client_id": "***"}, BGA_DEAD),
        ("bga_search", {"name": "Everdell", "client_id": "***"}, BGA_DEAD),
        ("bga_search", {"name": "Root", "client_id": "***", "exact": True}, BGA_DEAD),
        ("bga_prices", {"game_id": "TAAifFP590"}, BGA_DEAD),
        ("bga_search", {"name": "Cascadia", "fields": "price,msrp"}, BGA_DEAD),
        ("bga_prices", {"game_id": "O0Q2yTwJK5"}, BGA_DEAD),
    ],
)


def otdb(qs):
    return j(
        {
            "response_code": 0,
            "results": [
                {
                    "type": "multiple",
                    "difficulty": d,
                    "category": c,
                    "question": q,
                    "correct_answer": a,
                    "incorrect_answers": w,
                }
                for d, c, q, a, w in qs
            ],
        }
    )


S(
    "opentdb",
    True,
    "Make a 6-question trivia round: 3 science, 3 geography, medium difficulty, no repeats.",
    [
        (
            "opentdb_token",
            {"command": "request"},
            j(
                {
                    "response_code": 0,
                    "response_message": "Token Generated Successfully!",
                    "token": h("otdbtoken", 64),
                }
            ),
        ),
        (
            "opentdb_questions",
            {
                "amount": 3,
                "category": 17,
                "difficulty": "medium",
                "type": "multiple",
                "token": "...",
            },
            otdb(
                [
                    (
                        "medium",
                        "Science &amp; Nature",
                        "What is the chemical symbol for tungsten?",
                        "W",
                        ["Tu", "Tn", "Wo"],
                    ),
                    (
                        "medium",
                        "Science &amp; Nature",
                        "Which planet has the shortest day?",
                        "Jupiter",
                        ["Saturn", "Mercury", "Neptune"],
                    ),
                    (
                        "medium",
                        "Science &amp; Nature",
                        "What is the hardest natural substance on the Mohs scale after diamond?",
                        "Corundum",
                        ["Topaz", "Quartz", "Beryl"],
                    ),
                ]
            ),
        ),
        (
            "opentdb_questions",
            {
                "amount": 3,
                "category": 22,
                "difficulty": "medium",
                "type": "multiple",
                "token": "...",
            },
            otdb(
                [
                    (
                        "medium",
                        "Geography",
                        "What is the capital of Kazakhstan?",
                        "Astana",
                        ["Almaty", "Bishkek", "Tashkent"],
                    ),
                    (
                        "medium",
                        "Geography",
                        "Which river flows through Baghdad?",
                        "Tigris",
                        ["Euphrates", "Jordan", "Karun"],
                    ),
                    (
                        "medium",
                        "Geography",
                        "Lake Titicaca lies on the border of Peru and which country?",
                        "Bolivia",
                        ["Chile", "Ecuador", "Brazil"],
                    ),
                ]
            ),
        ),
        (
            "opentdb_questions",
            {
                "amount": 1,
                "category": 22,
                "difficulty": "medium",
                "type": "boolean",
                "token": "...",
            },
            j(
                {
                    "response_code": 0,
                    "results": [
                        {
                            "type": "boolean",
                            "difficulty": "medium",
                            "category": "Geography",
                            "question": "The Danube flows through four capital cities.",
                            "correct_answer": "True",
                            "incorrect_answers": ["False"],
                        }
                    ],
                }
            ),
        ),
    ],
)

S(
    "opentdb",
    False,
    "Pull 10 hard history questions and 10 hard film questions for tonight's pub quiz.",
    [
        (
            "opentdb_questions",
            {"amount": 10, "category": 23, "difficulty": "hard"},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 10, "category": 11, "difficulty": "hard"},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 5, "category": 23, "difficulty": "hard"},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 5, "category": 11, "difficulty": "hard", "type": "multiple"},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 10, "category": 23},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 1, "category": 23, "difficulty": "hard"},
            j({"response_code": 5, "results": []}),
        ),
        (
            "opentdb_questions",
            {"amount": 10, "category": 11},
            j({"response_code": 5, "results": []}),
        ),
    ],
)

S(
    "wordnik",
    True,
    "For my word-game clue list, give definitions and an example sentence for 'quixotic', 'sesquipedalian' and 'petrichor'.",
    [
        (
            "wordnik_definitions",
            {"word": "quixotic", "limit": 2},
            j(
                [
                    {
                        "id": "Q5146500-1",
                        "partOfSpeech": "adjective",
                        "attributionText": "from The American Heritage® Dictionary of the English Language, 5th Edition.",
                        "sourceDictionary": "ahd-5",
                        "text": "Caught up in the romance of noble deeds and the pursuit of unreachable goals; idealistic without regard to practicality.",
                        "word": "quixotic",
                        "exampleUses": [],
                        "labels": [],
                        "citations": [],
                    },
                    {
                        "id": "Q5146500-2",
                        "partOfSpeech": "adjective",
                        "sourceDictionary": "ahd-5",
                        "text": "Capricious; impulsive.",
                        "word": "quixotic",
                    },
                ]
            ),
        ),
        (
            "wordnik_definitions",
            {"word": "sesquipedalian", "limit": 2},
            j(
                [
                    {
                        "id": "S5247100-1",
                        "partOfSpeech": "adjective",
                        "sourceDictionary": "ahd-5",
                        "text": "Given to or characterized by the use of long words.",
                        "word": "sesquipedalian",
                    },
                    {
                        "id": "S5247100-2",
                        "partOfSpeech": "noun",
                        "sourceDictionary": "ahd-5",
                        "text": "A long word.",
                        "word": "sesquipedalian",
                    },
                ]
            ),
        ),
        (
            "wordnik_definitions",
            {"word": "petrichor", "limit": 2},
            j(
                [
                    {
                        "id": "P5089120-1",
                        "partOfSpeech": "noun",
                        "sourceDictionary": "wiktionary",
                        "text": "The distinctive scent, usually described as pleasant, that accompanies the first rain after a long warm dry spell.",
                        "word": "petrichor",
                    }
                ]
            ),
        ),
        (
            "wordnik_top_example",
            {"word": "quixotic"},
            j(
                {
                    "provider": {"id": 711},
                    "year": 2011,
                    "rating": 741.0,
                    "url": "http://www.example-news.com/opinion/quixotic-campaign",
                    "word": "quixotic",
                    "text": "It was a quixotic campaign from the start, but the volunteers never stopped knocking on doors.",
                    "documentId": 32781011,
                    "exampleId": 1024310455,
                    "title": "A campaign nobody expected",
                }
            ),
        ),
        (
            "wordnik_top_example",
            {"word": "sesquipedalian"},
            j(
                {
                    "year": 2009,
                    "rating": 512.0,
                    "word": "sesquipedalian",
                    "text": "His sesquipedalian prose made the manual harder to read than the machine was to operate.",
                    "exampleId": 881201144,
                    "title": "Manuals",
                }
            ),
        ),
        (
            "wordnik_top_example",
            {"word": "petrichor"},
            j({"message": "No top example found", "type": "error"}),
        ),
    ],
)

S(
    "wordnik",
    False,
    "Give me 8 random 7-letter nouns and their definitions for a word puzzle.",
    [
        (
            "wordnik_random_words",
            {"minLength": 7, "maxLength": 7, "includePartOfSpeech": "noun", "limit": 8},
            j({"message": "unauthorized", "type": "error"}),
        ),
        (
            "wordnik_random_words",
            {"minLength": 7, "maxLength": 7, "limit": 8},
            j({"message": "unauthorized", "type": "error"}),
        ),
        (
            "wordnik_random_word",
            {"minLength": 7, "maxLength": 7, "includePartOfSpeech": "noun"},
            j({"message": "unauthorized", "type": "error"}),
        ),
        (
            "wordnik_definitions",
            {"word": "lantern"},
            j({"message": "unauthorized", "type": "error"}),
        ),
        (
            "wordnik_definitions",
            {"word": "harvest"},
            j({"message": "unauthorized", "type": "error"}),
        ),
        (
            "wordnik_random_words",
            {"minLength": 7, "maxLength": 7, "limit": 20, "hasDictionaryDef": True},
            j({"message": "unauthorized", "type": "error"}),
        ),
    ],
)

HEROKU_DEAD = '<!DOCTYPE html>\n\t<html>\n\t  <head>\n\t\t<meta name="viewport" content="width=device-width, initial-scale=1">\n\t\t<meta charset="utf-8">\n\t\t<title>Application Error</title>\n\t  </head>\n\t  <body>\n\t\t<iframe src="//www.herokucdn.com/error-pages/application-error.html"></iframe>\n\t  </body>\n\t</html>'

S(
    "jservice",
    False,
    "Grab 5 random Jeopardy clues and 3 from the 'POTENT POTABLES' category.",
    [
        ("jservice_random", {"count": 5}, HEROKU_DEAD),
        ("jservice_categories", {"count": 100}, HEROKU_DEAD),
        ("jservice_clues", {"category": 132}, HEROKU_DEAD),
        ("jservice_random", {"count": 1}, HEROKU_DEAD),
        ("jservice_search", {"query": "potent potables"}, HEROKU_DEAD),
        ("jservice_clues", {"value": 400}, HEROKU_DEAD),
    ],
)

S(
    "jservice",
    True,
    "Using the self-hosted jService clone at trivia.local, find the clue about the 'Hawaiian state fish' and its category's other clues.",
    [
        (
            "jservice_search",
            {"query": "Hawaii state fish"},
            j(
                [
                    {
                        "id": 98251,
                        "answer": "humuhumunukunukuapua'a",
                        "question": "This reef triggerfish is Hawaii's state fish",
                        "value": 800,
                        "airdate": "2009-03-12T19:00:00.000Z",
                        "category_id": 11512,
                        "game_id": 3102,
                        "category": {"id": 11512, "title": "fish names", "clues_count": 5},
                    }
                ]
            ),
        ),
        (
            "jservice_category",
            {"id": 11512},
            j(
                {
                    "id": 11512,
                    "title": "fish names",
                    "clues_count": 5,
                    "clues": [
                        {
                            "id": 98247,
                            "answer": "the wahoo",
                            "question": "Yahoo! Its name is also a cheer",
                            "value": 200,
                        },
                        {
                            "id": 98248,
                            "answer": "the grouper",
                            "question": "It sounds like someone who sorts things",
                            "value": 400,
                        },
                        {
                            "id": 98249,
                            "answer": "a barracuda",
                            "question": "Heart sang about this toothy fish",
                            "value": 600,
                        },
                        {
                            "id": 98251,
                            "answer": "humuhumunukunukuapua'a",
                            "question": "This reef triggerfish is Hawaii's state fish",
                            "value": 800,
                        },
                        {
                            "id": 98252,
                            "answer": "the sculpin",
                            "question": "Its name is also a San Diego brewery's IPA",
                            "value": 1000,
                        },
                    ],
                }
            ),
        ),
        ("jservice_mark_invalid", {"id": 98252}, j({"id": 98252, "invalid_count": 1})),
    ],
)


# ---------------------------------------------------------------- jobs and salaries
def adz(rows, count, mean, cur="USD"):
    return j(
        {
            "__CLASS__": "Adzuna::API::Response::JobSearchResults",
            "count": count,
            "mean": mean,
            "results": [
                {
                    "__CLASS__": "Adzuna::API::Response::Job",
                    "id": str(hn(t + co, 4 * 10**9, 10**9)),
                    "title": t,
                    "company": {"__CLASS__": "Adzuna::API::Response::Company", "display_name": co},
                    "location": {
                        "__CLASS__": "Adzuna::API::Response::Location",
                        "display_name": loc,
                        "area": loc.split(", ")[::-1],
                    },
                    "salary_min": smin,
                    "salary_max": smax,
                    "salary_is_predicted": "0",
                    "created": cr,
                    "redirect_url": "https://www.adzuna.com/land/ad/"
                    + str(hn(t + co, 4 * 10**9, 10**9))
                    + "?se="
                    + h(t, 12),
                    "category": {
                        "__CLASS__": "Adzuna::API::Response::Category",
                        "label": "IT Jobs",
                        "tag": "it-jobs",
                    },
                    "description": dsc,
                }
                for t, co, loc, smin, smax, cr, dsc in rows
            ],
        }
    )


S(
    "adzuna",
    True,
    "Find remote-friendly data engineer jobs in Denver paying over $140k; show me the first two pages.",
    [
        (
            "adzuna_search",
            {
                "country": "us",
                "page": 1,
                "what": "data engineer",
                "where": "Denver",
                "salary_min": 140000,
                "results_per_page": 3,
            },
            adz(
                [
                    (
                        "Senior Data Engineer",
                        "Ibotta",
                        "Denver, Colorado",
                        150000,
                        185000,
                        "2026-12-03T11:22:41Z",
                        "Build and maintain batch and streaming pipelines (Spark, Kafka, dbt)... hybrid/remote within CO...",
                    ),
                    (
                        "Data Engineer II",
                        "Guild",
                        "Denver, Colorado",
                        142000,
                        160000,
                        "2026-12-05T08:01:13Z",
                        "Own ingestion from partner systems into Snowflake; remote-first team...",
                    ),
                    (
                        "Staff Data Engineer",
                        "Healthgrades",
                        "Denver, Colorado",
                        175000,
                        210000,
                        "2026-11-28T17:40:00Z",
                        "Lead architecture for our clinical data platform...",
                    ),
                ],
                17,
                163412.5,
            ),
        ),
        (
            "adzuna_search",
            {
                "country": "us",
                "page": 2,
                "what": "data engineer",
                "where": "Denver",
                "salary_min": 140000,
                "results_per_page": 3,
            },
            adz(
                [
                    (
                        "Lead Data Engineer",
                        "Ping Identity",
                        "Denver, Colorado",
                        160000,
                        195000,
                        "2026-11-30T13:10:55Z",
                        "Design event pipelines for identity telemetry...",
                    ),
                    (
                        "Data Engineer, Analytics",
                        "Flock Safety",
                        "Denver, Colorado",
                        145000,
                        170000,
                        "2026-12-06T09:44:19Z",
                        "Remote US. Python, Airflow, BigQuery...",
                    ),
                    (
                        "Senior Data Engineer - Remote",
                        "Welltok",
                        "Denver, Colorado",
                        141000,
                        158000,
                        "2026-12-01T15:02:37Z",
                        "100% remote. Modernize our warehouse...",
                    ),
                ],
                17,
                163412.5,
            ),
        ),
        (
            "adzuna_histogram",
            {"country": "us", "what": "data engineer", "location0": "US", "location1": "Colorado"},
            j(
                {
                    "__CLASS__": "Adzuna::API::Response::SalaryHistogram",
                    "histogram": {
                        "60000": 41,
                        "80000": 112,
                        "100000": 236,
                        "120000": 301,
                        "140000": 244,
                        "160000": 139,
                        "180000": 58,
                        "200000": 21,
                    },
                }
            ),
        ),
    ],
)

S(
    "adzuna",
    False,
    "What are current entry-level nursing job openings in Austin, TX, and the typical pay?",
    [
        (
            "adzuna_search",
            {
                "country": "gb",
                "page": 1,
                "what": "registered nurse new grad",
                "where": "Austin, TX",
            },
            adz(
                [
                    (
                        "Band 5 Staff Nurse - Acute Medicine",
                        "NHS Professionals",
                        "Austin, Nottingham",
                        29970,
                        36483,
                        "2026-12-04T10:00:00Z",
                        "Join our friendly ward team in Nottingham... NMC registration required...",
                    )
                ],
                1,
                33226.5,
                "GBP",
            ),
        ),
        (
            "adzuna_search",
            {"country": "gb", "page": 1, "what": "nurse", "where": "Austin"},
            adz(
                [
                    (
                        "Band 5 Staff Nurse - Acute Medicine",
                        "NHS Professionals",
                        "Austin, Nottingham",
                        29970,
                        36483,
                        "2026-12-04T10:00:00Z",
                        "Join our friendly ward team in Nottingham... NMC registration required...",
                    ),
                    (
                        "Practice Nurse",
                        "Meadows Surgery",
                        "Austin, Nottingham",
                        32000,
                        38000,
                        "2026-11-29T09:00:00Z",
                        "GP practice seeks practice nurse, 30 hrs/wk...",
                    ),
                ],
                2,
                34863.25,
                "GBP",
            ),
        ),
        (
            "adzuna_search",
            {"country": "gb", "page": 1, "what": "RN", "where": "Texas"},
            j(
                {
                    "__CLASS__": "Adzuna::API::Response::JobSearchResults",
                    "count": 0,
                    "mean": 0,
                    "results": [],
                }
            ),
        ),
        (
            "adzuna_search",
            {
                "country": "gb",
                "page": 1,
                "what": "nurse",
                "where": "Austin Texas",
                "max_days_old": 30,
            },
            j(
                {
                    "__CLASS__": "Adzuna::API::Response::JobSearchResults",
                    "count": 0,
                    "mean": 0,
                    "results": [],
                }
            ),
        ),
        (
            "adzuna_histogram",
            {"country": "gb", "what": "registered nurse", "location0": "Texas"},
            j({"__CLASS__": "Adzuna::API::Response::SalaryHistogram", "histogram": {}}),
        ),
        (
            "adzuna_search",
            {"country": "gb", "page": 1, "what": "new grad nurse"},
            adz(
                [
                    (
                        "Newly Qualified Nurse - Preceptorship",
                        "Barts Health NHS Trust",
                        "Whitechapel, London",
                        31000,
                        37500,
                        "2026-12-02T12:00:00Z",
                        "Our 12-month preceptorship supports newly qualified nurses...",
                    ),
                    (
                        "Graduate Nurse Programme",
                        "Nuffield Health",
                        "Leeds, West Yorkshire",
                        30500,
                        33000,
                        "2026-11-27T08:30:00Z",
                        "Structured programme for NMC-registered graduates...",
                    ),
                ],
                412,
                33402.0,
                "GBP",
            ),
        ),
        (
            "adzuna_search",
            {"country": "gb", "page": 1, "what": "nurse", "where": "Round Rock"},
            j(
                {
                    "__CLASS__": "Adzuna::API::Response::JobSearchResults",
                    "count": 0,
                    "mean": 0,
                    "results": [],
                }
            ),
        ),
        (
            "adzuna_search",
            {"country": "gb", "page": 1, "what": "nurse", "where": "78701"},
            j(
                {
                    "__CLASS__": "Adzuna::API::Response::JobSearchResults",
                    "count": 0,
                    "mean": 0,
                    "results": [],
                }
            ),
        ),
    ],
)


def reed(rows, total):
    return j(
        {
            "results": [
                {
                    "jobId": jid,
                    "employerId": hn(emp, 100000, 900000),
                    "employerName": emp,
                    "employerProfileId": None,
                    "employerProfileName": None,
                    "jobTitle": t,
                    "locationName": loc,
                    "minimumSalary": smin,
                    "maximumSalary": smax,
                    "currency": "GBP",
                    "expirationDate": exp,
                    "date": dt,
                    "jobDescription": dsc,
                    "applications": apps,
                    "jobUrl": f"https://www.reed.co.uk/jobs/{t.lower().replace(' ', '-')}/{jid}",
                }
                for jid, emp, t, loc, smin, smax, exp, dt, dsc, apps in rows
            ],
            "ambiguousLocations": [],
            "totalResults": total,
        }
    )


S(
    "reed",
    True,
    "Look on Reed for Python developer contracts in Manchester and get the full details for the best-paid one.",
    [
        (
            "reed_search",
            {
                "keywords": "python developer contract",
                "locationName": "Manchester",
                "distanceFromLocation": 10,
                "resultsToTake": 3,
            },
            reed(
                [
                    (
                        54120987,
                        "Harvey Nash",
                        "Python Developer - Contract",
                        "Manchester",
                        450.0,
                        550.0,
                        "19/01/2027",
                        "04/12/2026",
                        "Outside IR35, 6 months, FastAPI and AWS...",
                        14,
                    ),
                    (
                        54131102,
                        "Hays Technology",
                        "Senior Python Engineer (Contract)",
                        "Salford",
                        500.0,
                        600.0,
                        "15/01/2027",
                        "06/12/2026",
                        "Inside IR35 via umbrella. Django, Celery, Postgres...",
                        9,
                    ),
                    (
                        54098877,
                        "Reed Technology",
                        "Python Data Developer",
                        "Manchester",
                        400.0,
                        475.0,
                        "12/01/2027",
                        "01/12/2026",
                        "3 month initial, pandas/Airflow...",
                        22,
                    ),
                ],
                27,
            ),
        ),
        (
            "reed_search",
            {
                "keywords": "python developer contract",
                "locationName": "Manchester",
                "distanceFromLocation": 10,
                "resultsToTake": 3,
                "resultsToSkip": 3,
            },
            reed(
                [
                    (
                        54140021,
                        "Computer Futures",
                        "Python Backend Contractor",
                        "Stockport",
                        525.0,
                        625.0,
                        "20/01/2027",
                        "07/12/2026",
                        "Outside IR35, fintech, 12 months...",
                        5,
                    ),
                    (
                        54088210,
                        "Nigel Frank",
                        "Python / Azure Developer",
                        "Manchester",
                        425.0,
                        500.0,
                        "10/01/2027",
                        "29/11/2026",
                        "Remote-first, monthly visits...",
                        18,
                    ),
                    (
                        54101559,
                        "Jefferson Frank",
                        "Python Automation Engineer",
                        "Trafford",
                        375.0,
                        450.0,
                        "13/01/2027",
                        "02/12/2026",
                        "Test automation with pytest...",
                        11,
                    ),
                ],
                27,
            ),
        ),
        (
            "reed_job_details",
            {"jobId": 54140021},
            j(
                {
                    "employerId": 229012,
                    "employerName": "Computer Futures",
                    "jobId": 54140021,
                    "jobTitle": "Python Backend Contractor",
                    "locationName": "Stockport",
                    "minimumSalary": 525.0,
                    "maximumSalary": 625.0,
                    "yearlyMinimumSalary": None,
                    "yearlyMaximumSalary": None,
                    "currency": "GBP",
                    "salaryType": "per day",
                    "salary": "£525 - £625 per day",
                    "datePosted": "07/12/2026",
                    "expirationDate": "20/01/2027",
                    "externalUrl": None,
                    "jobUrl": "https://www.reed.co.uk/jobs/python-backend-contractor/54140021",
                    "partTime": False,
                    "fullTime": True,
                    "contractType": "Contract",
                    "jobDescription": "<p>Outside IR35 contract for a Stockport fintech. 12 months, hybrid 1 day/week. Python 3.12, FastAPI, Kafka, Postgres, Kubernetes...</p>",
                    "applicationCount": 5,
                }
            ),
        ),
    ],
)

REED_STALE = reed(
    [
        (
            53990112,
            "Pertemps",
            "Warehouse Operative - Nights",
            "Doncaster",
            12.6,
            13.8,
            "18/12/2026",
            "20/11/2026",
            "Immediate start, nights, forklift licence desirable...",
            61,
        ),
        (
            53987733,
            "Adecco",
            "Picker Packer",
            "Doncaster",
            12.21,
            12.21,
            "17/12/2026",
            "19/11/2026",
            "Temp to perm, days...",
            88,
        ),
    ],
    2,
)

S(
    "reed",
    False,
    "Search Reed for graphic designer roles in Bristol, then UX designer and product designer roles in the same area.",
    [
        ("reed_search", {"keywords": "graphic designer", "locationName": "Bristol"}, REED_STALE),
        ("reed_search", {"keywords": "UX designer", "locationName": "Bristol"}, REED_STALE),
        ("reed_search", {"keywords": "product designer", "locationName": "Bristol"}, REED_STALE),
        (
            "reed_search",
            {"keywords": "designer", "locationName": "Bristol", "distanceFromLocation": 20},
            REED_STALE,
        ),
        ("reed_search", {"keywords": "UI UX", "locationName": "Bath"}, REED_STALE),
        (
            "reed_search",
            {"keywords": "graphic design", "locationName": "Bristol", "graduate": True},
            REED_STALE,
        ),
        (
            "reed_search",
            {"keywords": "visual designer", "locationName": "Bristol", "resultsToSkip": 0},
            REED_STALE,
        ),
    ],
)

S(
    "lightcast",
    True,
    "Extract skills from this job description with Lightcast and tell me which are software skills.",
    [
        (
            "lightcast_auth",
            {"grant_type": "client_credentials", "scope": "emsi_open"},
            j(
                {
                    "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + h("lc-tok", 40),
                    "expires_in": 3600,
                    "token_type": "Bearer",
                    "scope": "emsi_open",
                }
            ),
        ),
        (
            "lightcast_extract",
            {
                "text": "We need a Site Reliability Engineer with Terraform, Kubernetes and incident management experience; on-call rotation; strong written communication.",
                "confidenceThreshold": 0.6,
            },
            j(
                {
                    "data": [
                        {
                            "skill": {
                                "id": "KS440W865GC4VRBW6LJP",
                                "name": "Terraform",
                                "type": {"id": "ST1", "name": "Specialized Skill"},
                                "infoUrl": "https://lightcast.io/open-skills/skills/KS440W865GC4VRBW6LJP",
                            },
                            "confidence": 1,
                        },
                        {
                            "skill": {
                                "id": "KS1241Q6C5QYH8RC4JGP",
                                "name": "Kubernetes",
                                "type": {"id": "ST1", "name": "Specialized Skill"},
                            },
                            "confidence": 1,
                        },
                        {
                            "skill": {
                                "id": "KS121F45VPV8C9W3QFYH",
                                "name": "Incident Management",
                                "type": {"id": "ST1", "name": "Specialized Skill"},
                            },
                            "confidence": 0.96,
                        },
                        {
                            "skill": {
                                "id": "KS1218W78FGVPVP2KXPX",
                                "name": "Site Reliability Engineering",
                                "type": {"id": "ST1", "name": "Specialized Skill"},
                            },
                            "confidence": 0.93,
                        },
                        {
                            "skill": {
                                "id": "KS1200364C9C1LK3V5Q1",
                                "name": "Written Communication",
                                "type": {"id": "ST2", "name": "Common Skill"},
                            },
                            "confidence": 1,
                        },
                    ]
                }
            ),
        ),
        (
            "lightcast_skill",
            {"id": "KS440W865GC4VRBW6LJP"},
            j(
                {
                    "data": {
                        "id": "KS440W865GC4VRBW6LJP",
                        "name": "Terraform",
                        "isSoftware": True,
                        "isLanguage": False,
                        "category": {"id": 7, "name": "Information Technology"},
                        "subcategory": {"id": 410, "name": "Cloud Computing"},
                        "description": "Terraform is an open-source infrastructure as code software tool...",
                    }
                }
            ),
        ),
        (
            "lightcast_skill",
            {"id": "KS1241Q6C5QYH8RC4JGP"},
            j(
                {
                    "data": {
                        "id": "KS1241Q6C5QYH8RC4JGP",
                        "name": "Kubernetes",
                        "isSoftware": True,
                        "isLanguage": False,
                        "category": {"id": 7, "name": "Information Technology"},
                        "subcategory": {"id": 410, "name": "Cloud Computing"},
                    }
                }
            ),
        ),
        (
            "lightcast_skill",
            {"id": "KS121F45VPV8C9W3QFYH"},
            j(
                {
                    "data": {
                        "id": "KS121F45VPV8C9W3QFYH",
                        "name": "Incident Management",
                        "isSoftware": False,
                        "isLanguage": False,
                        "category": {"id": 7, "name": "Information Technology"},
                        "subcategory": {"id": 420, "name": "IT Management"},
                    }
                }
            ),
        ),
    ],
)

S(
    "levelsfyi",
    True,
    "Compare Levels.fyi median total comp for L5 software engineers at Google vs Meta's E5 in the Bay Area.",
    [
        (
            "fetch",
            {
                "url": "https://www.levels.fyi/companies/google/salaries/software-engineer/levels/l5/locations/san-francisco-bay-area"
            },
            "Google L5 Software Engineer Salary in San Francisco Bay Area\n\nMedian Total Comp: $401,000\nBase: $216,000 | Stock (/yr): $150,000 | Bonus: $35,000\n\n25th percentile: $352,000\n75th percentile: $455,000\n90th percentile: $512,000\n\nBased on 1,842 data points. Last updated Dec 6, 2026.",
        ),
        (
            "fetch",
            {
                "url": "https://www.levels.fyi/companies/facebook/salaries/software-engineer/levels/e5/locations/san-francisco-bay-area"
            },
            "Meta E5 Software Engineer Salary in San Francisco Bay Area\n\nMedian Total Comp: $432,000\nBase: $222,000 | Stock (/yr): $175,000 | Bonus: $35,000\n\n25th percentile: $381,000\n75th percentile: $498,000\n90th percentile: $560,000\n\nBased on 2,216 data points. Last updated Dec 7, 2026.",
        ),
        (
            "fetch",
            {
                "url": "https://www.levels.fyi/leveling/?compare=Google,Facebook&track=Software%20Engineer"
            },
            "Leveling: Google vs Facebook (Software Engineer)\n\nGoogle | Facebook\nL3 (SWE II) | E3\nL4 (SWE III) | E4\nL5 (Senior SWE) | E5\nL6 (Staff SWE) | E6\nL7 (Senior Staff SWE) | E7",
        ),
    ],
)

S(
    "glassdoor",
    True,
    "What do Glassdoor reviews say about work-life balance at Canva, and what's the overall rating?",
    [
        (
            "browser_get_text",
            {"url": "https://www.glassdoor.com/Overview/Working-at-Canva-EI_IE1054394.11,16.htm"},
            "Canva Overview\n4.1 ★ 1,988 reviews\nRecommend to a friend 82%\nApprove of CEO 91% (Melanie Perkins)\n\nRatings by category\nWork/Life Balance 4.0\nCulture & Values 4.2\nDiversity & Inclusion 4.3\nCareer Opportunities 3.6\nCompensation and Benefits 4.0\nSenior Management 3.5",
        ),
        (
            "browser_get_text",
            {
                "url": "https://www.glassdoor.com/Reviews/Canva-Reviews-E1054394.htm?filter.searchKeyword=work%20life%20balance"
            },
            'Canva Reviews: "work life balance" (213)\n\n★★★★★ "Great flexibility" - Software Engineer, Sydney - Nov 30, 2026\nPros: Flexible hours, genuinely no pressure to reply after hours\nCons: Lots of reorgs recently\n\n★★★☆☆ "Depends on team" - Product Manager, Manila - Nov 21, 2026\nPros: Benefits, mission\nCons: Some teams have constant deadlines around launches\n\n★★★★☆ "Good balance, slower growth" - Designer, London - Nov 18, 2026\nPros: Camp weeks, wellness budget\nCons: Promotions feel opaque',
        ),
        ("browser_click", {"selector": "a[data-test='pagination-next']"}, "Navigated to page 2"),
        (
            "browser_get_text",
            {"url": "current"},
            'Canva Reviews: "work life balance" (213) - Page 2\n\n★★☆☆☆ "Burnout in growth teams" - Marketing Manager, Austin - Nov 10, 2026\nPros: Smart colleagues\nCons: Weekend launches, always-on Slack culture in growth\n\n★★★★★ "Best balance I\'ve had" - Data Scientist, Sydney - Nov 6, 2026\nPros: Results-focused, no clock-watching\nCons: Hybrid policy changed twice this year',
        ),
    ],
)

S(
    "indeed",
    True,
    "Find part-time barista jobs near 60614 on Indeed and open the one at the independent cafe.",
    [
        (
            "search_jobs",
            {
                "search": "barista part time",
                "location": "Chicago, IL 60614",
                "job_type": "parttime",
            },
            "Found 4 jobs:\n\n1. Barista - Part Time | Starbucks | Chicago, IL 60614 | $16.20 - $20.50 an hour | Posted 2 days ago | job_id: "
            + h("ind1", 16)
            + "\n2. Part-Time Barista | Dollop Coffee Co. | Chicago, IL 60614 | $17 an hour + tips | Posted 5 days ago | job_id: "
            + h("ind2", 16)
            + "\n3. Barista (Weekends) | Colectivo Coffee | Chicago, IL 60657 | $16.50 an hour | Posted today | job_id: "
            + h("ind3", 16)
            + "\n4. Barista/Cashier | Whole Foods Market | Chicago, IL 60614 | $16.75 - $19 an hour | Posted 1 week ago | job_id: "
            + h("ind4", 16),
        ),
        (
            "get_job_details",
            {"job_id": h("ind2", 16)},
            "Part-Time Barista\nDollop Coffee Co. - Chicago, IL 60614\n$17 an hour + tips · Part-time\n\nBenefits: Employee discount, Flexible schedule, Paid time off\n\nWe're a neighborhood coffee shop looking for a friendly barista for 20-25 hrs/week, mornings and weekends. Latte art a plus; we'll train. Food handler certificate required within 30 days.\n\nApply on company site",
        ),
    ],
)

S(
    "indeed",
    False,
    "Search Indeed for senior accountant jobs in Phoenix, then in Scottsdale and Tempe.",
    [
        (
            "search_jobs",
            {"search": "senior accountant", "location": "Phoenix, AZ"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
        (
            "search_jobs",
            {"search": "senior accountant", "location": "Scottsdale, AZ"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
        (
            "search_jobs",
            {"search": "senior accountant", "location": "Tempe, AZ"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
        (
            "search_jobs",
            {"search": "accountant", "location": "Phoenix, AZ"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
        (
            "search_jobs",
            {"search": "senior accountant CPA", "location": "Arizona"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
        (
            "search_jobs",
            {"search": "staff accountant", "location": "Phoenix, AZ", "job_type": "fulltime"},
            "Indeed search is temporarily unavailable. Please try again later.",
        ),
    ],
)


# ---------------------------------------------------------------- more successful sessions
S(
    "servicetitan",
    True,
    "Run the ServiceTitan 'Technician Performance' report for November and give me each tech's revenue.",
    [
        (
            "servicetitan_get",
            {
                "path": "/reporting/v2/tenant/{tenant}/report-category/technician/reports",
                "params": {"name": "Technician Performance"},
            },
            st_page(
                [
                    {
                        "id": 118830,
                        "name": "Technician Performance",
                        "description": "Revenue, jobs and conversion per technician",
                    }
                ],
                False,
            ),
        ),
        (
            "servicetitan_post",
            {
                "path": "/reporting/v2/tenant/{tenant}/report-category/technician/reports/118830/data",
                "body": {
                    "parameters": [
                        {"name": "From", "value": "2026-11-01"},
                        {"name": "To", "value": "2026-11-30"},
                    ]
                },
            },
            j(
                {
                    "fields": [
                        {"name": "Name", "label": "Technician"},
                        {"name": "CompletedRevenue", "label": "Completed Revenue"},
                        {"name": "CompletedJobs", "label": "Completed Jobs"},
                        {"name": "CloseRate", "label": "Close Rate"},
                    ],
                    "page": 1,
                    "pageSize": 25,
                    "hasMore": False,
                    "totalCount": 3,
                    "data": [
                        ["Avery Boone", 48210.55, 61, 0.58],
                        ["Chen Liu", 39775.0, 54, 0.49],
                        ["Dario Patel", 52904.2, 47, 0.66],
                    ],
                }
            ),
        ),
        (
            "servicetitan_get",
            {"path": "/settings/v2/tenant/{tenant}/technicians/9113"},
            j(
                {
                    "id": 9113,
                    "name": "Elle Ward",
                    "businessUnitId": 4021,
                    "active": False,
                    "terminationDate": "2026-10-15",
                }
            ),
        ),
    ],
)

S(
    "housecall-pro",
    True,
    "Create a Housecall Pro estimate for customer Ida Moss (whole-home surge protector) and text it to her.",
    [
        (
            "hcp_list_customers",
            {"q": "Ida Moss"},
            j(
                {
                    "customers": [
                        {
                            "id": "cus_" + h("idamoss", 32),
                            "first_name": "Ida",
                            "last_name": "Moss",
                            "mobile_number": "5125550177",
                            "addresses": [
                                {
                                    "id": "adr_" + h("idaaddr", 32),
                                    "street": "88 Pecan St",
                                    "city": "Austin",
                                    "state": "TX",
                                }
                            ],
                        }
                    ],
                    "page": 1,
                    "page_size": 10,
                    "total_pages": 1,
                    "total_items": 1,
                }
            ),
        ),
        (
            "hcp_create_estimate",
            {
                "customer_id": "cus_" + h("idamoss", 32),
                "address_id": "adr_" + h("idaaddr", 32),
                "options": [
                    {
                        "name": "Whole-home surge protector",
                        "line_items": [
                            {"name": "Eaton CHSPT2ULTRA", "unit_price": 38900, "quantity": 1}
                        ],
                    }
                ],
            },
            j(
                {
                    "id": "csr_" + h("est", 32),
                    "estimate_number": "3302",
                    "work_status": "unscheduled",
                    "options": [
                        {
                            "id": "est_" + h("estopt", 32),
                            "name": "Whole-home surge protector",
                            "total_amount": 38900,
                            "approval_status": None,
                        }
                    ],
                }
            ),
        ),
        ("hcp_send_estimate", {"estimate_id": "csr_" + h("est", 32), "via": "sms"}, ""),
        (
            "hcp_get_estimate",
            {"estimate_id": "csr_" + h("est", 32)},
            j(
                {
                    "id": "csr_" + h("est", 32),
                    "estimate_number": "3302",
                    "options": [
                        {
                            "name": "Whole-home surge protector",
                            "total_amount": 38900,
                            "approval_status": None,
                            "message_sent_at": "2026-12-08T01:03:12Z",
                        }
                    ],
                }
            ),
        ),
    ],
)

S(
    "opentdb",
    True,
    "Keep drawing easy 'Entertainment: Board Games' questions until the category runs out; I want all of them.",
    [
        (
            "opentdb_token",
            {"command": "request"},
            j(
                {
                    "response_code": 0,
                    "response_message": "Token Generated Successfully!",
                    "token": h("otdbtoken2", 64),
                }
            ),
        ),
        (
            "opentdb_questions",
            {"amount": 4, "category": 16, "difficulty": "easy", "token": "..."},
            otdb(
                [
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "How many pieces does each player start with in chess?",
                        "16",
                        ["12", "18", "20"],
                    ),
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "In Monopoly, what is the most expensive property?",
                        "Boardwalk",
                        ["Park Place", "Marvin Gardens", "Pennsylvania Avenue"],
                    ),
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "Which board game features Colonel Mustard?",
                        "Cluedo",
                        ["Risk", "Sorry!", "Scrabble"],
                    ),
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "How many squares are on a standard checkers board?",
                        "64",
                        ["81", "100", "48"],
                    ),
                ]
            ),
        ),
        (
            "opentdb_questions",
            {"amount": 4, "category": 16, "difficulty": "easy", "token": "..."},
            otdb(
                [
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "In Scrabble, how many points is the letter Q worth?",
                        "10",
                        ["8", "5", "12"],
                    ),
                    (
                        "easy",
                        "Entertainment: Board Games",
                        "Which game uses the phrase &quot;You sunk my battleship&quot;?",
                        "Battleship",
                        ["Stratego", "Risk", "Axis &amp; Allies"],
                    ),
                ]
            ),
        ),
        (
            "opentdb_questions",
            {"amount": 4, "category": 16, "difficulty": "easy", "token": "..."},
            j({"response_code": 4, "results": []}),
        ),
        (
            "opentdb_count",
            {"category": 16},
            j(
                {
                    "category_id": 16,
                    "category_question_count": {
                        "total_question_count": 60,
                        "total_easy_question_count": 6,
                        "total_medium_question_count": 27,
                        "total_hard_question_count": 27,
                    },
                }
            ),
        ),
    ],
)

S(
    "lightcast",
    True,
    "How many US job postings in the last 30 days ask for 'Rust (Programming Language)' vs 'COBOL'? Zero is fine if none.",
    [
        (
            "lightcast_auth",
            {"grant_type": "client_credentials", "scope": "postings:us"},
            j(
                {
                    "access_token": "eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9." + h("lc-tok2", 40),
                    "expires_in": 3600,
                    "token_type": "Bearer",
                    "scope": "postings:us",
                }
            ),
        ),
        (
            "lightcast_postings_totals",
            {
                "filter": {
                    "when": {"start": "2026-11-08", "end": "2026-12-07"},
                    "skills_name": ["Rust (Programming Language)"],
                },
                "metrics": ["unique_postings", "median_posting_duration"],
            },
            j({"data": {"totals": {"unique_postings": 14822, "median_posting_duration": 27}}}),
        ),
        (
            "lightcast_postings_totals",
            {
                "filter": {
                    "when": {"start": "2026-11-08", "end": "2026-12-07"},
                    "skills_name": ["COBOL"],
                },
                "metrics": ["unique_postings", "median_posting_duration"],
            },
            j({"data": {"totals": {"unique_postings": 3107, "median_posting_duration": 41}}}),
        ),
        (
            "lightcast_postings_totals",
            {
                "filter": {
                    "when": {"start": "2026-11-08", "end": "2026-12-07"},
                    "skills_name": ["COBOL"],
                    "city_name": ["Boise, ID"],
                },
                "metrics": ["unique_postings"],
            },
            j({"data": {"totals": {"unique_postings": 0}}}),
        ),
        (
            "lightcast_postings_rankings",
            {
                "facet": "company_name",
                "filter": {
                    "skills_name": ["Rust (Programming Language)"],
                    "when": {"start": "2026-11-08", "end": "2026-12-07"},
                },
                "rank": {"by": "unique_postings", "limit": 5},
            },
            j(
                {
                    "data": {
                        "ranking": {
                            "facet": "company_name",
                            "buckets": [
                                {"name": "Amazon", "unique_postings": 812},
                                {"name": "Microsoft", "unique_postings": 401},
                                {"name": "Cloudflare", "unique_postings": 214},
                                {"name": "Discord", "unique_postings": 88},
                                {"name": "1Password", "unique_postings": 61},
                            ],
                        },
                        "totals": {"unique_postings": 14822},
                    }
                }
            ),
        ),
    ],
)

S(
    "postmaster",
    True,
    "Check yesterday's Gmail delivery errors and authentication rates for mail.quillstack.com.",
    [
        (
            "postmaster_traffic_stats_get",
            {"name": "domains/mail.quillstack.com/trafficStats/20261207"},
            j(
                {
                    "name": "domains/mail.quillstack.com/trafficStats/20261207",
                    "userReportedSpamRatio": 0.0009,
                    "userReportedSpamRatioLowerBound": 0.0006,
                    "userReportedSpamRatioUpperBound": 0.0012,
                    "domainReputation": "HIGH",
                    "spfSuccessRatio": 0.9991,
                    "dkimSuccessRatio": 1,
                    "dmarcSuccessRatio": 0.9991,
                    "outboundEncryptionRatio": 1,
                    "inboundEncryptionRatio": 1,
                    "deliveryErrors": [
                        {
                            "errorClass": "PERMANENT_ERROR",
                            "errorType": "BAD_ATTACHMENT",
                            "errorRatio": 0.0004,
                        }
                    ],
                }
            ),
        ),
        (
            "postmaster_traffic_stats_get",
            {"name": "domains/mail.quillstack.com/trafficStats/20261206"},
            j(
                {
                    "name": "domains/mail.quillstack.com/trafficStats/20261206",
                    "userReportedSpamRatio": 0.0008,
                    "domainReputation": "HIGH",
                    "spfSuccessRatio": 1,
                    "dkimSuccessRatio": 1,
                    "dmarcSuccessRatio": 1,
                    "inboundEncryptionRatio": 1,
                    "deliveryErrors": [],
                }
            ),
        ),
    ],
)


def rows() -> list[dict]:
    out: list[dict] = []
    counters: dict[tuple[str, bool], int] = {}
    for family, ok, task, calls in SESSIONS:
        key = (family, ok)
        counters[key] = counters.get(key, 0) + 1
        run_id = f"{family}-{'ok' if ok else 'fail'}-{counters[key]}"
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"heldout74/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
