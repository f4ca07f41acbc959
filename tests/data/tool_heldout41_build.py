# ruff: noqa: E501  (fixture data: long literal strings are kept whole, as the tools print them)
"""Build tests/data/tool_heldout41.jsonl: a blind held-out fixture in the real-runs format.

55 sessions (35 successful, 20 failing) over five domain groups no earlier fixture covered.
Every result is the string a framework hands the model: a REST body as the wrapper returns it
(JSON text), a GraphQL response, CLI output captured by a shell tool, XML, or an HTML error page.
Identifiers come from hashes of fixed strings; there is no clock and no randomness.

Where each format comes from, and how sure of it I am:

1. Payroll and workforce outside the US.
   - personio: Personio Personnel API v1 (``GET /company/employees``, ``/company/time-offs``,
     ``/company/attendances``): ``{"success": true, "metadata": {...}, "data": [{"type":
     "Employee", "attributes": {"first_name": {"label", "value", "type", "universal_id"}}}]}``;
     errors ``{"success": false, "error": {"code", "message"}}``. Checked against client types
     found with the search tool (attribute objects with label/value/type/universal_id). Sure of
     the envelope, fairly sure of the error body.
   - hibob: HiBob API (``POST /v1/people/search`` -> ``{"employees": [...]}``,
     ``GET /v1/timeoff/whosout`` -> ``{"outs": [...]}``). Fairly sure of the envelopes, field
     names from memory of the public reference.
   - factorial: Factorial public API (``/api/2025-01-01/resources/timeoff/leaves``) with
     ``{"data": [...], "meta": {...}}`` paging. Moderately sure (versioned resource paths).
   - remote-com: Remote.com API (``/v1/employments``, ``/v1/timeoff``) with
     ``{"data": {"employments": [...], "current_page", "total_count", "total_pages"}}``; 429
     body ``{"message": "..."}``. Moderately sure.
   - papaya: Papaya Global has no public SDK I could check; results are what an internal MCP
     wrapper over its Workforce Platform payroll-cycle endpoints would print (JSON). Least sure.
   - sage-hr: Sage HR (formerly CakeHR) API ``/api/employees``, ``/api/leave-management/requests``
     with ``{"data": [...], "meta": {"current_page", "next_page", "total_pages"}}``. Fairly sure.
2. Ticketing and live events.
   - ticket-tailor: Ticket Tailor API v1 (``/v1/events``, ``/v1/orders``, ``/v1/issued_tickets``,
     ``/v1/check_ins``, ``/v1/vouchers``): ``{"data": [{"object": "event", "id": "ev_...",
     ...}], "links": {"next", "previous"}}``. Checked the endpoint list in the developer docs;
     sure of the envelope and ``object``/``id`` prefixes.
   - dice: DICE partners GraphQL API (``viewer { events(first:, after:) { edges { node } }
     pageInfo } }``); errors as GraphQL ``errors`` with ``extensions.code``. Fairly sure.
   - universe: Universe GraphQL API (``event(id:) { title ticketTypes { ... } }``). Fairly sure.
   - axs: AXS partner (Veritix) inventory API through an MCP wrapper printing JSON; the
     maintenance page is the HTML an origin behind a CDN returns. Moderately sure.
   - tixr: Tixr partner API (``/v1/groups/{group_id}/events``, ``/orders``) JSON arrays.
     Moderately sure.
   - see-tickets: See Tickets partner XML feed (``<Events><Event>...``). Shape of an XML event
     feed; element names are my best recollection, moderately sure.
3. Bug bounty and vulnerability disclosure.
   - hackerone: HackerOne API v1, JSON:API style (``{"data": [{"id", "type": "report",
     "attributes": {...}, "relationships": {...}}], "links": {"next"}}``); errors
     ``{"errors": [{"status", "title", "detail"}]}``. Sure of the envelope.
   - bugcrowd: Bugcrowd REST API, JSON:API (``/submissions``), ``{"data": [...], "meta":
     {"count", "total_hits"}, "links": {...}}``. Fairly sure.
   - intigriti: Intigriti external API (``/external/company/v2/submissions``) JSON. Moderately
     sure of the field names.
   - yeswehack: YesWeHack API (``/programs``, ``/programs/{slug}/reports``) with
     ``{"items": [...], "pagination": {"page", "nb_pages", "results_per_page"}}``. Fairly sure.
   - ghsa: GitHub GraphQL ``securityVulnerabilities``/``securityAdvisory`` fields (ghsaId,
     summary, severity, vulnerableVersionRange, firstPatchedVersion.identifier, pageInfo);
     rate-limit error body ``{"errors": [{"type": "RATE_LIMITED", "message": ...}]}``. Sure.
   - cisa-kev: the KEV catalogue JSON feed (``catalogVersion``, ``vulnerabilities`` with
     cveID, vendorProject, product, vulnerabilityName, dateAdded, shortDescription,
     requiredAction, dueDate, knownRansomwareCampaignUse, notes, cwes) as a lookup tool returns
     matching entries; the failure is the Akamai "Access Denied" page cisa.gov serves to
     blocked clients. Sure of the fields.
4. Container runtime and low-level Linux tooling, run through a shell tool (stdout+stderr):
   ``crictl pods/ps/logs/inspect``, ``ctr -n k8s.io images ls / containers ls / tasks ls``,
   ``podman ps/logs/healthcheck/restart``, ``buildah bud/images/push``,
   ``skopeo inspect/list-tags/copy``, ``nerdctl ps/logs/compose``. Column layouts and messages
   from the tools' usual output (logrus ``level=fatal msg=...`` lines for crictl, ``Error:``
   prefixes for podman/buildah, ``FATA[0000]`` for skopeo). Sure of the shapes, approximate
   column widths.
5. Open government data portals.
   - data-europa: the data.europa.eu SPARQL endpoint (SPARQL 1.1 JSON results) and hub search
     API (``{"success": true, "result": {"count", "results": [...]}}``). Sure of SPARQL
     results, fairly sure of the search envelope.
   - opendatasoft: Explore API v2.1 (``/api/explore/v2.1/catalog/datasets/{id}/records``) ->
     ``{"total_count": N, "results": [...]}``. Sure.
   - arcgis-hub: ArcGIS Hub search and a FeatureServer ``/query?f=json`` (``features[].
     attributes``, ``exceededTransferLimit``). Sure of the FeatureServer body.
   - insee: API Sirene 3.11 (``{"header": {"statut", "message", "total", "debut",
     "nombre"}, "etablissements": [...]}``; 404 ``Aucun élément trouvé``); the throttling
     failure is the API gateway's 429 JSON. Fairly sure.
   - eurostat: Statistics API dissemination 1.0, JSON-stat 2.0 (``version``, ``class``,
     ``label``, ``value``, ``id``, ``size``, ``dimension``); errors carry status/id/label
     (100 No results found), per the fault-code list found with the search tool. Sure.
   - worldbank: Indicators API v2 ``format=json``: a two-element array ``[{page, pages,
     per_page, total, sourceid, lastupdated}, [records]]``. Sure.

Successful sessions are hard on purpose (paging, polling, legitimately empty answers, terse
acknowledgements). Failing sessions are a source failing silently while the agent keeps
calling. Nothing here was written with a detector in view.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
OUT = HERE / "tool_heldout41.jsonl"
SOURCE = "heldout41"


def h(s: str, n: int = 8) -> str:
    """A stable hexadecimal identifier from a fixed string."""
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    """A stable integer in [lo, hi) from a fixed string."""
    return lo + int(hashlib.sha256(s.encode()).hexdigest()[:12], 16) % (hi - lo)


def J(o: object) -> str:
    return json.dumps(o, ensure_ascii=False)


def Jp(o: object) -> str:
    return json.dumps(o, ensure_ascii=False, indent=2)


SESSIONS: list[tuple[str, bool, str, list[tuple[str, dict, str]]]] = []


def session(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append((family, ok, task, calls))


# ---------------------------------------------------------------- 1. payroll and workforce
def pattr(label: str, value: object, typ: str = "standard", uid: str | None = None) -> dict:
    d: dict = {"label": label, "value": value, "type": typ}
    if uid:
        d["universal_id"] = uid
    return d


def p_emp(i: int, first: str, last: str, office: str, dept: str, pos: str, status: str = "active"):
    return {
        "type": "Employee",
        "attributes": {
            "id": pattr("ID", i, "integer", "id"),
            "first_name": pattr("First name", first, uid="first_name"),
            "last_name": pattr("Last name", last, uid="last_name"),
            "email": pattr("Email", f"{first.lower()}.{last.lower()}@kanzlei-nord.de", uid="email"),
            "status": pattr("Status", status, uid="status"),
            "position": pattr("Position", pos, uid="position"),
            "office": pattr(
                "Office",
                {"type": "Office", "attributes": {"id": num(office, 100, 999), "name": office}},
                "standard",
                "office",
            ),
            "department": pattr(
                "Department",
                {"type": "Department", "attributes": {"id": num(dept, 100, 999), "name": dept}},
                "standard",
                "department",
            ),
        },
    }


def p_page(data: list, page: int, pages: int, total: int, offset: int, limit: int) -> str:
    return J(
        {
            "success": True,
            "metadata": {"total_elements": total, "current_page": page, "total_pages": pages},
            "offset": offset,
            "limit": limit,
            "data": data,
        }
    )


def p_off(
    i: int, emp: tuple[int, str, str], kind: str, start: str, end: str, status: str, days: float
):
    return {
        "type": "TimeOffPeriod",
        "attributes": {
            "id": i,
            "status": status,
            "comment": "",
            "start_date": f"{start}T00:00:00+01:00",
            "end_date": f"{end}T00:00:00+01:00",
            "days_count": days,
            "half_day_start": 0,
            "half_day_end": 0,
            "time_off_type": {
                "type": "TimeOffType",
                "attributes": {"id": num(kind, 1000, 9999), "name": kind},
            },
            "employee": {
                "type": "Employee",
                "attributes": {
                    "id": pattr("ID", emp[0], "integer", "id"),
                    "first_name": pattr("First name", emp[1], uid="first_name"),
                    "last_name": pattr("Last name", emp[2], uid="last_name"),
                },
            },
            "created_by": "API",
            "certificate": {"status": "not-required"},
            "created_at": f"{start}T08:12:00+01:00",
        },
    }


BERLIN = [
    (4410021, "Jonas", "Weber", "Associate"),
    (4410022, "Leonie", "Schmitt", "Paralegal"),
    (4410035, "Mehmet", "Yilmaz", "Senior Associate"),
    (4410040, "Clara", "Hoffmann", "Office Manager"),
    (4410057, "Tobias", "Krüger", "Partner"),
    (4410063, "Anna", "Lehmann", "Trainee Lawyer"),
    (4410071, "Felix", "Braun", "IT Administrator"),
]

session(
    "personio",
    True,
    "Who in our Berlin office is off next week (24-28 March 2025), and is Jonas Weber's sick "
    "leave from last week recorded as approved?",
    [
        (
            "personio_list_employees",
            {"office": "Berlin", "limit": 4, "offset": 0},
            p_page(
                [p_emp(e[0], e[1], e[2], "Berlin", "Litigation", e[3]) for e in BERLIN[:4]],
                0,
                2,
                7,
                0,
                4,
            ),
        ),
        (
            "personio_list_employees",
            {"office": "Berlin", "limit": 4, "offset": 4},
            p_page(
                [p_emp(e[0], e[1], e[2], "Berlin", "Corporate", e[3]) for e in BERLIN[4:]],
                1,
                2,
                7,
                4,
                4,
            ),
        ),
        (
            "personio_list_time_offs",
            {
                "start_date": "2025-03-24",
                "end_date": "2025-03-28",
                "employees": [e[0] for e in BERLIN],
                "limit": 50,
            },
            p_page(
                [
                    p_off(
                        88120011,
                        BERLIN[2][:3],
                        "Paid vacation",
                        "2025-03-24",
                        "2025-03-28",
                        "approved",
                        5,
                    ),
                    p_off(
                        88120044,
                        BERLIN[5][:3],
                        "Educational leave",
                        "2025-03-26",
                        "2025-03-27",
                        "approved",
                        2,
                    ),
                    p_off(
                        88120052,
                        BERLIN[1][:3],
                        "Paid vacation",
                        "2025-03-28",
                        "2025-03-28",
                        "requested",
                        1,
                    ),
                ],
                0,
                1,
                3,
                0,
                50,
            ),
        ),
        (
            "personio_list_time_offs",
            {"start_date": "2025-03-17", "end_date": "2025-03-21", "employees": [4410021]},
            p_page(
                [
                    p_off(
                        88119870,
                        BERLIN[0][:3],
                        "Sick leave",
                        "2025-03-18",
                        "2025-03-20",
                        "approved",
                        3,
                    )
                ],
                0,
                1,
                1,
                0,
                200,
            ),
        ),
        (
            "personio_get_employee",
            {"employee_id": 4410035},
            J(
                {
                    "success": True,
                    "data": p_emp(
                        4410035, "Mehmet", "Yilmaz", "Berlin", "Litigation", "Senior Associate"
                    ),
                }
            ),
        ),
    ],
)

session(
    "personio",
    True,
    "Record two days of special leave (Sonderurlaub, moving house) for Clara Hoffmann on 3-4 April "
    "2025, then check nobody else in the Berlin office management team is off on those days.",
    [
        (
            "personio_list_time_off_types",
            {},
            J(
                {
                    "success": True,
                    "data": [
                        {
                            "type": "TimeOffType",
                            "attributes": {
                                "id": num("Paid vacation", 1000, 9999),
                                "name": "Paid vacation",
                                "category": "paid_vacation",
                                "unit": "day",
                            },
                        },
                        {
                            "type": "TimeOffType",
                            "attributes": {
                                "id": num("Sick leave", 1000, 9999),
                                "name": "Sick leave",
                                "category": "sick_leave",
                                "unit": "day",
                            },
                        },
                        {
                            "type": "TimeOffType",
                            "attributes": {
                                "id": num("Sonderurlaub", 1000, 9999),
                                "name": "Sonderurlaub",
                                "category": "special_leave",
                                "unit": "day",
                            },
                        },
                        {
                            "type": "TimeOffType",
                            "attributes": {
                                "id": num("Educational leave", 1000, 9999),
                                "name": "Educational leave",
                                "category": "other",
                                "unit": "day",
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "personio_create_time_off",
            {
                "employee_id": 4410040,
                "time_off_type_id": num("Sonderurlaub", 1000, 9999),
                "start_date": "2025-04-03",
                "end_date": "2025-04-04",
                "half_day_start": False,
                "half_day_end": False,
                "comment": "Umzug",
            },
            J(
                {
                    "success": True,
                    "data": p_off(
                        88121302,
                        BERLIN[3][:3],
                        "Sonderurlaub",
                        "2025-04-03",
                        "2025-04-04",
                        "approved",
                        2,
                    ),
                }
            ),
        ),
        (
            "personio_list_employees",
            {"office": "Berlin", "department": "Office Management", "limit": 50},
            p_page(
                [
                    p_emp(
                        4410040,
                        "Clara",
                        "Hoffmann",
                        "Berlin",
                        "Office Management",
                        "Office Manager",
                    ),
                    p_emp(
                        4410088, "Sven", "Richter", "Berlin", "Office Management", "Receptionist"
                    ),
                ],
                0,
                1,
                2,
                0,
                50,
            ),
        ),
        (
            "personio_list_time_offs",
            {"start_date": "2025-04-03", "end_date": "2025-04-04", "employees": [4410088]},
            p_page([], 0, 1, 0, 0, 200),
        ),
        (
            "personio_list_time_offs",
            {"start_date": "2025-04-03", "end_date": "2025-04-04", "employees": [4410040]},
            p_page(
                [
                    p_off(
                        88121302,
                        BERLIN[3][:3],
                        "Sonderurlaub",
                        "2025-04-03",
                        "2025-04-04",
                        "approved",
                        2,
                    )
                ],
                0,
                1,
                1,
                0,
                200,
            ),
        ),
    ],
)

P_EXPIRED = J({"success": False, "error": {"code": 0, "message": "The access token has expired."}})
session(
    "personio",
    False,
    "Pull the overtime balance and last month's attendance hours for everyone in the Hamburg "
    "office for the payroll export.",
    [
        ("personio_list_employees", {"office": "Hamburg", "limit": 50, "offset": 0}, P_EXPIRED),
        ("personio_list_employees", {"office": "Hamburg", "limit": 20, "offset": 0}, P_EXPIRED),
        (
            "personio_list_attendances",
            {"start_date": "2025-02-01", "end_date": "2025-02-28", "limit": 200},
            P_EXPIRED,
        ),
        (
            "personio_list_attendances",
            {"start_date": "2025-02-01", "end_date": "2025-02-14", "limit": 100},
            P_EXPIRED,
        ),
        ("personio_get_employee", {"employee_id": 4410021}, P_EXPIRED),
        ("personio_list_employees", {"limit": 50, "offset": 0}, P_EXPIRED),
        (
            "personio_list_attendances",
            {"start_date": "2025-02-01", "end_date": "2025-02-28", "employees": [4410021]},
            P_EXPIRED,
        ),
    ],
)


def bob_emp(eid: str, name: str, dept: str, title: str, site: str, manager: str, start: str):
    first, last = name.split(" ", 1)
    return {
        "id": eid,
        "displayName": name,
        "firstName": first,
        "surname": last,
        "email": f"{first.lower()}.{last.lower()}@lumenfold.io",
        "work": {
            "department": dept,
            "title": title,
            "site": site,
            "startDate": start,
            "reportsTo": {"displayName": manager},
            "isManager": False,
        },
    }


session(
    "hibob",
    True,
    "Our London design team: who reports to Priya Raman, who is out this week (10-14 March "
    "2025), and open a 'return from leave' onboarding task for anyone back on Monday.",
    [
        (
            "hibob_search_people",
            {
                "filters": [
                    {
                        "fieldPath": "work.reportsTo.displayName",
                        "operator": "equals",
                        "values": ["Priya Raman"],
                    }
                ],
                "fields": ["displayName", "work.title", "work.site", "work.startDate"],
            },
            J(
                {
                    "employees": [
                        bob_emp(
                            "3332883804594373380",
                            "Oliver Hart",
                            "Design",
                            "Product Designer",
                            "London",
                            "Priya Raman",
                            "2022-05-03",
                        ),
                        bob_emp(
                            "3332883804594373381",
                            "Amara Okafor",
                            "Design",
                            "Senior Product Designer",
                            "London",
                            "Priya Raman",
                            "2020-11-16",
                        ),
                        bob_emp(
                            "3332883804594373387",
                            "Tomasz Nowak",
                            "Design",
                            "UX Researcher",
                            "London",
                            "Priya Raman",
                            "2023-09-04",
                        ),
                        bob_emp(
                            "3332883804594373392",
                            "Hannah Lee",
                            "Design",
                            "Content Designer",
                            "Remote UK",
                            "Priya Raman",
                            "2024-02-12",
                        ),
                    ]
                }
            ),
        ),
        (
            "hibob_whos_out",
            {"from": "2025-03-10", "to": "2025-03-14"},
            J(
                {
                    "outs": [
                        {
                            "employeeId": "3332883804594373381",
                            "employeeDisplayName": "Amara Okafor",
                            "policyTypeDisplayName": "Holiday",
                            "startDate": "2025-03-03",
                            "startPortion": "all_day",
                            "endDate": "2025-03-14",
                            "endPortion": "all_day",
                        },
                        {
                            "employeeId": "3332883804594373401",
                            "employeeDisplayName": "Rui Costa",
                            "policyTypeDisplayName": "Sick",
                            "startDate": "2025-03-11",
                            "startPortion": "all_day",
                            "endDate": "2025-03-12",
                            "endPortion": "all_day",
                        },
                        {
                            "employeeId": "3332883804594373392",
                            "employeeDisplayName": "Hannah Lee",
                            "policyTypeDisplayName": "Holiday",
                            "startDate": "2025-03-14",
                            "startPortion": "afternoon",
                            "endDate": "2025-03-14",
                            "endPortion": "all_day",
                        },
                    ]
                }
            ),
        ),
        (
            "hibob_get_timeoff_requests",
            {"employeeId": "3332883804594373381", "from": "2025-03-01", "to": "2025-03-31"},
            J(
                {
                    "requests": [
                        {
                            "requestId": 61900412,
                            "policyTypeDisplayName": "Holiday",
                            "type": "days",
                            "status": "approved",
                            "startDate": "2025-03-03",
                            "endDate": "2025-03-14",
                            "durationUnit": "days",
                            "totalDuration": 10,
                            "reasonCode": None,
                            "approvedBy": "Priya Raman",
                        }
                    ]
                }
            ),
        ),
        (
            "hibob_get_employee",
            {
                "employeeId": "3332883804594373401",
                "fields": ["displayName", "work.department", "work.reportsTo"],
            },
            J(
                bob_emp(
                    "3332883804594373401",
                    "Rui Costa",
                    "Engineering",
                    "Backend Engineer",
                    "Lisbon",
                    "Daniel Fischer",
                    "2021-07-01",
                )
            ),
        ),
        (
            "hibob_create_task",
            {
                "employeeId": "3332883804594373381",
                "title": "Return from leave: catch-up with Priya",
                "dueDate": "2025-03-17",
                "ownerId": "3332883804594373370",
            },
            J({"id": 29117745, "status": "open"}),
        ),
    ],
)

session(
    "hibob",
    False,
    "List the people in the Madrid office who start in April 2025 so IT can order laptops, and "
    "the managers they report to.",
    [
        (
            "hibob_search_people",
            {
                "filters": [{"fieldPath": "work.site", "operator": "equals", "values": ["Madrid"]}],
                "fields": ["displayName", "work.startDate", "work.reportsTo"],
            },
            J({"employees": []}),
        ),
        (
            "hibob_search_people",
            {
                "filters": [
                    {
                        "fieldPath": "work.startDate",
                        "operator": "greaterThan",
                        "values": ["2025-03-31"],
                    }
                ],
                "showInactive": True,
            },
            J({"employees": []}),
        ),
        (
            "hibob_search_people",
            {
                "filters": [
                    {"fieldPath": "work.site", "operator": "equals", "values": ["Madrid HQ"]}
                ]
            },
            J({"employees": []}),
        ),
        (
            "hibob_search_people",
            {"fields": ["displayName", "work.site"], "showInactive": True},
            J({"employees": []}),
        ),
        ("hibob_list_sites", {}, J({"values": []})),
        ("hibob_whos_out", {"from": "2025-04-01", "to": "2025-04-30"}, J({"outs": []})),
        (
            "hibob_search_people",
            {
                "filters": [
                    {
                        "fieldPath": "root.email",
                        "operator": "equals",
                        "values": ["lucia.moreno@lumenfold.io"],
                    }
                ]
            },
            J({"employees": []}),
        ),
    ],
)


def f_leave(i: int, emp: int, name: str, start: str, end: str, typ: str, approved: bool | None):
    return {
        "id": i,
        "employee_id": emp,
        "employee_full_name": name,
        "leave_type_id": num(typ, 100, 999),
        "leave_type_name": typ,
        "start_on": start,
        "finish_on": end,
        "half_day": None,
        "approved": approved,
        "description": None,
        "created_at": f"{start}T09:00:00.000+01:00",
    }


session(
    "factorial",
    True,
    "Approve all pending holiday requests for the Valencia warehouse team for April 2025 that "
    "don't overlap with Holy Week (14-18 April); list the ones you left pending.",
    [
        (
            "factorial_list_leaves",
            {
                "approved": "pending",
                "from": "2025-04-01",
                "to": "2025-04-30",
                "team": "Almacén Valencia",
                "page": 1,
            },
            J(
                {
                    "data": [
                        f_leave(
                            5512301,
                            88101,
                            "Javier Ruiz Ortega",
                            "2025-04-02",
                            "2025-04-04",
                            "Vacaciones",
                            None,
                        ),
                        f_leave(
                            5512307,
                            88114,
                            "Marta Gil Navarro",
                            "2025-04-14",
                            "2025-04-17",
                            "Vacaciones",
                            None,
                        ),
                        f_leave(
                            5512311,
                            88120,
                            "Sergio Peña Lozano",
                            "2025-04-22",
                            "2025-04-25",
                            "Vacaciones",
                            None,
                        ),
                    ],
                    "meta": {
                        "has_next_page": True,
                        "has_previous_page": False,
                        "start_cursor": "MQ",
                        "end_cursor": "Mw",
                        "total": 5,
                        "limit": 3,
                    },
                }
            ),
        ),
        (
            "factorial_list_leaves",
            {
                "approved": "pending",
                "from": "2025-04-01",
                "to": "2025-04-30",
                "team": "Almacén Valencia",
                "after_id": "Mw",
            },
            J(
                {
                    "data": [
                        f_leave(
                            5512318,
                            88133,
                            "Lucía Ferrer Blasco",
                            "2025-04-16",
                            "2025-04-16",
                            "Asuntos propios",
                            None,
                        ),
                        f_leave(
                            5512320,
                            88101,
                            "Javier Ruiz Ortega",
                            "2025-04-28",
                            "2025-04-30",
                            "Vacaciones",
                            None,
                        ),
                    ],
                    "meta": {
                        "has_next_page": False,
                        "has_previous_page": True,
                        "start_cursor": "NA",
                        "end_cursor": "NQ",
                        "total": 5,
                        "limit": 3,
                    },
                }
            ),
        ),
        (
            "factorial_approve_leave",
            {"id": 5512301},
            J(
                {
                    "data": f_leave(
                        5512301,
                        88101,
                        "Javier Ruiz Ortega",
                        "2025-04-02",
                        "2025-04-04",
                        "Vacaciones",
                        True,
                    )
                }
            ),
        ),
        (
            "factorial_approve_leave",
            {"id": 5512311},
            J(
                {
                    "data": f_leave(
                        5512311,
                        88120,
                        "Sergio Peña Lozano",
                        "2025-04-22",
                        "2025-04-25",
                        "Vacaciones",
                        True,
                    )
                }
            ),
        ),
        (
            "factorial_approve_leave",
            {"id": 5512320},
            J(
                {
                    "data": f_leave(
                        5512320,
                        88101,
                        "Javier Ruiz Ortega",
                        "2025-04-28",
                        "2025-04-30",
                        "Vacaciones",
                        True,
                    )
                }
            ),
        ),
        (
            "factorial_list_leaves",
            {
                "approved": "pending",
                "from": "2025-04-01",
                "to": "2025-04-30",
                "team": "Almacén Valencia",
            },
            J(
                {
                    "data": [
                        f_leave(
                            5512307,
                            88114,
                            "Marta Gil Navarro",
                            "2025-04-14",
                            "2025-04-17",
                            "Vacaciones",
                            None,
                        ),
                        f_leave(
                            5512318,
                            88133,
                            "Lucía Ferrer Blasco",
                            "2025-04-16",
                            "2025-04-16",
                            "Asuntos propios",
                            None,
                        ),
                    ],
                    "meta": {
                        "has_next_page": False,
                        "has_previous_page": False,
                        "start_cursor": "MQ",
                        "end_cursor": "Mg",
                        "total": 2,
                        "limit": 3,
                    },
                }
            ),
        ),
    ],
)


def r_emp(i: str, name: str, country: str, status: str, title: str, start: str | None):
    return {
        "id": i,
        "full_name": name,
        "job_title": title,
        "country": {
            "code": country,
            "name": {
                "PRT": "Portugal",
                "BRA": "Brazil",
                "POL": "Poland",
                "KEN": "Kenya",
                "MEX": "Mexico",
            }[country],
        },
        "employment_type": "employee",
        "status": status,
        "provisional_start_date": start,
        "department": {"id": h("eng-dept"), "name": "Engineering"},
    }


session(
    "remote-com",
    True,
    "For the Q2 board pack: how many people do we employ through Remote.com per country, who is "
    "still onboarding, and does anyone in Kenya have unapproved time off in April?",
    [
        (
            "remote_list_employments",
            {"page": 1, "page_size": 4},
            J(
                {
                    "data": {
                        "employments": [
                            r_emp(
                                h("rm-1", 12),
                                "Inês Carvalho",
                                "PRT",
                                "active",
                                "Data Engineer",
                                "2023-02-01",
                            ),
                            r_emp(
                                h("rm-2", 12),
                                "Rafael Souza",
                                "BRA",
                                "active",
                                "Backend Engineer",
                                "2022-08-15",
                            ),
                            r_emp(
                                h("rm-3", 12),
                                "Katarzyna Wójcik",
                                "POL",
                                "active",
                                "QA Lead",
                                "2021-11-02",
                            ),
                            r_emp(
                                h("rm-4", 12),
                                "Wanjiru Kamau",
                                "KEN",
                                "active",
                                "Support Specialist",
                                "2024-01-08",
                            ),
                        ],
                        "current_page": 1,
                        "total_count": 7,
                        "total_pages": 2,
                    }
                }
            ),
        ),
        (
            "remote_list_employments",
            {"page": 2, "page_size": 4},
            J(
                {
                    "data": {
                        "employments": [
                            r_emp(
                                h("rm-5", 12),
                                "Brian Otieno",
                                "KEN",
                                "active",
                                "Support Specialist",
                                "2024-06-03",
                            ),
                            r_emp(
                                h("rm-6", 12),
                                "Daniela Ríos",
                                "MEX",
                                "onboarding",
                                "Frontend Engineer",
                                "2025-04-14",
                            ),
                            r_emp(
                                h("rm-7", 12), "Paweł Zieliński", "POL", "onboarding", "SRE", None
                            ),
                        ],
                        "current_page": 2,
                        "total_count": 7,
                        "total_pages": 2,
                    }
                }
            ),
        ),
        (
            "remote_get_employment",
            {"employment_id": h("rm-7", 12)},
            J(
                {
                    "data": {
                        "employment": {
                            **r_emp(
                                h("rm-7", 12), "Paweł Zieliński", "POL", "onboarding", "SRE", None
                            ),
                            "onboarding_steps": {
                                "employment_agreement": "signed",
                                "personal_details": "complete",
                                "right_to_work": "pending_review",
                                "benefits": "not_started",
                            },
                        }
                    }
                }
            ),
        ),
        (
            "remote_list_timeoff",
            {"employment_id": h("rm-4", 12), "status": "requested"},
            J({"data": {"timeoffs": [], "current_page": 1, "total_count": 0, "total_pages": 0}}),
        ),
        (
            "remote_list_timeoff",
            {"employment_id": h("rm-5", 12), "status": "requested"},
            J(
                {
                    "data": {
                        "timeoffs": [
                            {
                                "id": h("to-bo-1", 12),
                                "timeoff_type": "paid_time_off",
                                "status": "requested",
                                "start_date": "2025-04-17",
                                "end_date": "2025-04-22",
                                "timeoff_days": [
                                    {"day": "2025-04-17", "hours": 8},
                                    {"day": "2025-04-22", "hours": 8},
                                ],
                                "notes": "Easter travel to Kisumu",
                            }
                        ],
                        "current_page": 1,
                        "total_count": 1,
                        "total_pages": 1,
                    }
                }
            ),
        ),
    ],
)

R_429 = J({"message": "Rate limit exceeded. Please retry after some time."})
session(
    "remote-com",
    False,
    "Download the March 2025 payslips for our four contractors in Portugal and Poland and list "
    "their gross amounts in EUR.",
    [
        (
            "remote_list_employments",
            {"country_code": "PRT", "employment_type": "contractor"},
            R_429,
        ),
        (
            "remote_list_employments",
            {"country_code": "POL", "employment_type": "contractor"},
            R_429,
        ),
        ("remote_list_payslips", {"period": "2025-03"}, R_429),
        ("remote_list_employments", {"page": 1, "page_size": 10}, R_429),
        ("remote_list_payslips", {"period": "2025-03", "employment_id": h("rm-1", 12)}, R_429),
        ("remote_list_contractor_invoices", {"from": "2025-03-01", "to": "2025-03-31"}, R_429),
        ("remote_list_employments", {"country_code": "PRT"}, R_429),
    ],
)


def pap_cycle(status: str, updated: str, extra: dict | None = None) -> str:
    d = {
        "payroll_cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper(),
        "country": "Romania",
        "legal_entity": "Lumenfold SRL (EOR)",
        "period": "2025-03",
        "status": status,
        "headcount": 14,
        "currency": "RON",
        "updated_at": updated,
    }
    if extra:
        d.update(extra)
    return Jp(d)


session(
    "papaya",
    True,
    "Submit the March 2025 Romania payroll inputs (two bonuses) in Papaya, wait until the gross-"
    "to-net is ready, and tell me the total employer cost.",
    [
        (
            "papaya_add_payroll_input",
            {
                "cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper(),
                "worker_id": "W-30418",
                "element": "ONE_TIME_BONUS",
                "amount": 4500,
                "currency": "RON",
            },
            J({"input_id": "IN-" + h("in1", 8), "status": "accepted"}),
        ),
        (
            "papaya_add_payroll_input",
            {
                "cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper(),
                "worker_id": "W-30422",
                "element": "ONE_TIME_BONUS",
                "amount": 3000,
                "currency": "RON",
            },
            J({"input_id": "IN-" + h("in2", 8), "status": "accepted"}),
        ),
        (
            "papaya_submit_payroll_cycle",
            {"cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper()},
            pap_cycle("INPUTS_SUBMITTED", "2025-03-20T09:14:02Z"),
        ),
        (
            "papaya_get_payroll_cycle",
            {"cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper()},
            pap_cycle("G2N_IN_PROGRESS", "2025-03-20T09:31:47Z"),
        ),
        (
            "papaya_get_payroll_cycle",
            {"cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper()},
            pap_cycle("G2N_IN_PROGRESS", "2025-03-20T09:31:47Z"),
        ),
        (
            "papaya_get_payroll_cycle",
            {"cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper()},
            pap_cycle(
                "G2N_READY_FOR_REVIEW",
                "2025-03-20T11:02:10Z",
                {
                    "totals": {
                        "gross": 287340.0,
                        "net": 168210.55,
                        "employee_contributions": 100569.0,
                        "income_tax": 18560.45,
                        "employer_contributions": 6465.15,
                        "total_employer_cost": 293805.15,
                    }
                },
            ),
        ),
        (
            "papaya_get_g2n_report",
            {"cycle_id": "PC-" + h("pap-ro-2025-03", 6).upper(), "format": "summary"},
            "worker_id | name               | gross     | net       | employer_cost\n"
            "W-30418    | Andrei Popescu     | 24500.00  | 14332.50  | 25051.25\n"
            "W-30422    | Ioana Dumitrescu   | 21000.00  | 12285.00  | 21472.50\n"
            "... 12 more rows (download the XLSX for all)\n"
            "TOTAL      |                    | 287340.00 | 168210.55 | 293805.15",
        ),
    ],
)


def sage_req(i: int, emp: str, start: str, end: str, status: str, policy: str = "Annual leave"):
    return {
        "id": i,
        "employee_id": num(emp, 1000, 9999),
        "employee": emp,
        "policy": policy,
        "status": status,
        "start_date": start,
        "end_date": end,
        "hours": None,
        "details": "",
    }


session(
    "sage-hr",
    True,
    "Approve Niamh Byrne's annual leave for 22-25 April 2025 in Sage HR and check whether "
    "anyone else on the Dublin support rota has leave those days.",
    [
        (
            "sagehr_list_leave_requests",
            {"employee": "Niamh Byrne", "status": "pending"},
            J(
                {
                    "data": [
                        sage_req(730118, "Niamh Byrne", "2025-04-22", "2025-04-25", "pending")
                    ],
                    "meta": {
                        "current_page": 1,
                        "next_page": None,
                        "previous_page": None,
                        "total_pages": 1,
                        "per_page": 50,
                        "total_entries": 1,
                    },
                }
            ),
        ),
        (
            "sagehr_approve_leave_request",
            {"id": 730118},
            J({"data": {"id": 730118, "status": "approved"}}),
        ),
        (
            "sagehr_list_employees",
            {"team": "Support Dublin", "page": 1},
            J(
                {
                    "data": [
                        {
                            "id": num("Niamh Byrne", 1000, 9999),
                            "first_name": "Niamh",
                            "last_name": "Byrne",
                            "position": "Support Engineer",
                            "team": "Support Dublin",
                            "employment_start_date": "2021-09-06",
                        },
                        {
                            "id": num("Cian Walsh", 1000, 9999),
                            "first_name": "Cian",
                            "last_name": "Walsh",
                            "position": "Support Engineer",
                            "team": "Support Dublin",
                            "employment_start_date": "2022-03-14",
                        },
                        {
                            "id": num("Aoife Kelly", 1000, 9999),
                            "first_name": "Aoife",
                            "last_name": "Kelly",
                            "position": "Support Team Lead",
                            "team": "Support Dublin",
                            "employment_start_date": "2019-01-07",
                        },
                    ],
                    "meta": {
                        "current_page": 1,
                        "next_page": None,
                        "previous_page": None,
                        "total_pages": 1,
                        "per_page": 50,
                        "total_entries": 3,
                    },
                }
            ),
        ),
        (
            "sagehr_list_leave_requests",
            {
                "team": "Support Dublin",
                "from": "2025-04-22",
                "to": "2025-04-25",
                "status": "approved",
            },
            J(
                {
                    "data": [
                        sage_req(730118, "Niamh Byrne", "2025-04-22", "2025-04-25", "approved")
                    ],
                    "meta": {
                        "current_page": 1,
                        "next_page": None,
                        "previous_page": None,
                        "total_pages": 1,
                        "per_page": 50,
                        "total_entries": 1,
                    },
                }
            ),
        ),
        (
            "sagehr_list_leave_requests",
            {
                "team": "Support Dublin",
                "from": "2025-04-22",
                "to": "2025-04-25",
                "status": "pending",
            },
            J(
                {
                    "data": [],
                    "meta": {
                        "current_page": 1,
                        "next_page": None,
                        "previous_page": None,
                        "total_pages": 1,
                        "per_page": 50,
                        "total_entries": 0,
                    },
                }
            ),
        ),
    ],
)

SAGE_MAINT = (
    "<!DOCTYPE html>\n<html>\n<head><title>Sage HR - Scheduled maintenance</title></head>\n<body>\n"
    '<div class="container"><h1>We\'ll be back soon</h1>\n<p>Sage HR is undergoing scheduled '
    "maintenance. We expect to be back shortly. Thank you for your patience.</p></div>\n</body>\n</html>"
)
session(
    "sage-hr",
    False,
    "Export everyone's remaining annual-leave balance for 2025 from Sage HR for the finance accrual.",
    [
        ("sagehr_list_employees", {"page": 1}, SAGE_MAINT),
        ("sagehr_list_employees", {"page": 1, "per_page": 25}, SAGE_MAINT),
        ("sagehr_get_leave_balances", {"policy": "Annual leave", "year": 2025}, SAGE_MAINT),
        ("sagehr_get_leave_balances", {"employee_id": num("Niamh Byrne", 1000, 9999)}, SAGE_MAINT),
        ("sagehr_list_leave_policies", {}, SAGE_MAINT),
        ("sagehr_list_employees", {"team": "Support Dublin"}, SAGE_MAINT),
        ("sagehr_get_leave_balances", {"policy": "Annual leave"}, SAGE_MAINT),
    ],
)


# ---------------------------------------------------------------- 2. ticketing and live events
def tt_order(i: str, name: str, total: int, qty: int, status: str = "completed"):
    return {
        "object": "order",
        "id": "or_" + h(i, 8),
        "buyer_details": {"name": name, "email": f"{name.split()[0].lower()}@example.org"},
        "currency": {"code": "gbp", "base_multiplier": 100},
        "event_summary": {
            "id": "ev_3841207",
            "name": "Harbour Lights: Winter Folk Night",
            "start_date": {"iso": "2025-02-15T19:30:00+00:00"},
        },
        "issued_tickets": [
            {
                "object": "issued_ticket",
                "id": "it_" + h(i + str(k), 8),
                "ticket_type_id": "tt_1120450",
                "status": "valid",
            }
            for k in range(qty)
        ],
        "status": status,
        "total": total,
        "created_at": 1737900000 + num(i, 0, 900000),
    }


def tt_page(data: list, nxt: str | None, prev: str | None) -> str:
    return J({"data": data, "links": {"next": nxt, "previous": prev}})


session(
    "ticket-tailor",
    True,
    "For Saturday's Harbour Lights folk night: how many tickets were sold, how many people have "
    "checked in so far, and was the order from Maeve Gallagher refunded?",
    [
        (
            "tickettailor_list_orders",
            {"event_id": "ev_3841207", "limit": 3},
            tt_page(
                [
                    tt_order("o1", "Maeve Gallagher", 3600, 2, "cancelled"),
                    tt_order("o2", "Rhys Evans", 5400, 3),
                    tt_order("o3", "Sophie Turner", 1800, 1),
                ],
                "/v1/orders?event_id=ev_3841207&limit=3&starting_after=or_" + h("o3", 8),
                None,
            ),
        ),
        (
            "tickettailor_list_orders",
            {"event_id": "ev_3841207", "limit": 3, "starting_after": "or_" + h("o3", 8)},
            tt_page(
                [tt_order("o4", "Callum Reid", 3600, 2), tt_order("o5", "Eilidh Fraser", 7200, 4)],
                None,
                "/v1/orders?event_id=ev_3841207&limit=3&ending_before=or_" + h("o4", 8),
            ),
        ),
        (
            "tickettailor_get_event",
            {"event_id": "ev_3841207"},
            J(
                {
                    "object": "event",
                    "id": "ev_3841207",
                    "event_series_id": "es_88412",
                    "name": "Harbour Lights: Winter Folk Night",
                    "status": "published",
                    "start": {
                        "date": "2025-02-15",
                        "time": "19:30",
                        "iso": "2025-02-15T19:30:00+00:00",
                        "timezone": "Europe/London",
                    },
                    "venue": {"name": "The Net Loft", "country": "GB"},
                    "tickets_available": "true",
                    "total_issued_tickets": 10,
                    "total_orders": 4,
                    "ticket_types": [
                        {
                            "object": "ticket_type",
                            "id": "tt_1120450",
                            "name": "General admission",
                            "price": 1800,
                            "quantity": 80,
                            "quantity_issued": 10,
                            "quantity_total": 80,
                        }
                    ],
                }
            ),
        ),
        (
            "tickettailor_list_check_ins",
            {"event_id": "ev_3841207"},
            J(
                {
                    "data": [
                        {
                            "object": "check_in",
                            "id": "ch_" + h("c1", 6),
                            "issued_ticket_id": "it_" + h("o20", 8),
                            "quantity": 1,
                            "checkin_at": 1739647800,
                        },
                        {
                            "object": "check_in",
                            "id": "ch_" + h("c2", 6),
                            "issued_ticket_id": "it_" + h("o21", 8),
                            "quantity": 1,
                            "checkin_at": 1739647925,
                        },
                        {
                            "object": "check_in",
                            "id": "ch_" + h("c3", 6),
                            "issued_ticket_id": "it_" + h("o30", 8),
                            "quantity": 1,
                            "checkin_at": 1739648410,
                        },
                    ],
                    "links": {"next": None, "previous": None},
                }
            ),
        ),
        (
            "tickettailor_get_order",
            {"order_id": "or_" + h("o1", 8)},
            J(
                {
                    **tt_order("o1", "Maeve Gallagher", 3600, 2, "cancelled"),
                    "refund_amount": 3600,
                    "refunded_voucher_id": None,
                    "status_message": "Refunded in full",
                }
            ),
        ),
    ],
)

session(
    "ticket-tailor",
    True,
    "Create a 20% discount code CREW20 for the Spring Ceilidh (crew and volunteers, max 15 uses) "
    "and confirm there is nobody on the waitlist yet.",
    [
        (
            "tickettailor_list_events",
            {"status": "published", "limit": 10},
            tt_page(
                [
                    {
                        "object": "event",
                        "id": "ev_3902218",
                        "name": "Spring Ceilidh",
                        "start": {"iso": "2025-04-05T19:00:00+01:00"},
                        "tickets_available": "true",
                        "total_issued_tickets": 62,
                    },
                    {
                        "object": "event",
                        "id": "ev_3902261",
                        "name": "Sea Shanty Session",
                        "start": {"iso": "2025-04-19T20:00:00+01:00"},
                        "tickets_available": "true",
                        "total_issued_tickets": 18,
                    },
                ],
                None,
                None,
            ),
        ),
        (
            "tickettailor_create_discount",
            {
                "code": "CREW20",
                "name": "Crew and volunteers",
                "type": "percentage",
                "face_value_percentage": 20,
                "max_redemptions": 15,
                "ticket_type_ids": ["tt_1198804"],
            },
            J(
                {
                    "object": "discount",
                    "id": "di_" + h("crew20", 6),
                    "code": "CREW20",
                    "name": "Crew and volunteers",
                    "type": "percentage",
                    "face_value_percentage": 20,
                    "max_redemptions": 15,
                    "times_redeemed": 0,
                    "expires": None,
                }
            ),
        ),
        ("tickettailor_list_waitlists", {"event_id": "ev_3902218"}, tt_page([], None, None)),
        (
            "tickettailor_get_discount",
            {"discount_id": "di_" + h("crew20", 6)},
            J(
                {
                    "object": "discount",
                    "id": "di_" + h("crew20", 6),
                    "code": "CREW20",
                    "type": "percentage",
                    "face_value_percentage": 20,
                    "max_redemptions": 15,
                    "times_redeemed": 0,
                    "ticket_types": ["tt_1198804"],
                }
            ),
        ),
    ],
)

TT_OTHER = tt_page(
    [
        {
            "object": "event",
            "id": "ev_2110934",
            "name": "Little Owls Toddler Yoga - Term 2",
            "start": {"iso": "2024-01-09T10:00:00+00:00"},
            "status": "past",
            "total_issued_tickets": 14,
        },
        {
            "object": "event",
            "id": "ev_2110935",
            "name": "Little Owls Toddler Yoga - Term 2",
            "start": {"iso": "2024-01-16T10:00:00+00:00"},
            "status": "past",
            "total_issued_tickets": 12,
        },
    ],
    None,
    None,
)
session(
    "ticket-tailor",
    False,
    "How many tickets have we sold for the Riverside Jazz Weekend (all three days) and what's the "
    "revenue to date?",
    [
        ("tickettailor_list_events", {"status": "published"}, TT_OTHER),
        ("tickettailor_list_events", {"q": "Riverside Jazz"}, TT_OTHER),
        ("tickettailor_list_events", {"start_at.gte": 1740787200}, TT_OTHER),
        (
            "tickettailor_list_event_series",
            {},
            tt_page(
                [
                    {
                        "object": "event_series",
                        "id": "es_40218",
                        "name": "Little Owls Toddler Yoga - Term 2",
                        "status": "past",
                        "total_occurrences": 12,
                    }
                ],
                None,
                None,
            ),
        ),
        ("tickettailor_list_events", {"event_series_id": "es_71203"}, TT_OTHER),
        ("tickettailor_list_orders", {"created_at.gte": 1740787200}, tt_page([], None, None)),
        ("tickettailor_list_events", {"status": "published", "limit": 100}, TT_OTHER),
    ],
)


def dice_ev(i: str, name: str, date: str, sold: int, cap: int, state: str = "ON_SALE"):
    return {
        "node": {
            "id": "RXZlbnQ6" + h(i, 10),
            "name": name,
            "startDatetime": date,
            "state": state,
            "totalTicketAllocationQty": cap,
            "ticketsSold": sold,
            "venues": [{"name": "Electric Brixton"}],
        },
        "cursor": h("cur" + i, 12),
    }


session(
    "dice",
    True,
    "List every DICE show at Electric Brixton in May 2025 with sell-through, and flag any under "
    "40% sold with less than three weeks to go (today is 2025-04-16).",
    [
        (
            "dice_graphql",
            {
                "query": 'query($after:String){viewer{events(first:3, after:$after, where:{venue:{eq:"Electric Brixton"}, startDatetime:{gte:"2025-05-01", lt:"2025-06-01"}}){edges{node{id name startDatetime state totalTicketAllocationQty ticketsSold venues{name}} cursor} pageInfo{hasNextPage endCursor}}}}',
                "variables": {"after": None},
            },
            J(
                {
                    "data": {
                        "viewer": {
                            "events": {
                                "edges": [
                                    dice_ev("a", "Kokoroko", "2025-05-02T19:00:00Z", 1430, 1500),
                                    dice_ev(
                                        "b",
                                        "Yard Act",
                                        "2025-05-03T19:00:00Z",
                                        1500,
                                        1500,
                                        "SOLD_OUT",
                                    ),
                                    dice_ev(
                                        "c", "Bicep (DJ set)", "2025-05-09T21:00:00Z", 980, 1500
                                    ),
                                ],
                                "pageInfo": {"hasNextPage": True, "endCursor": h("curc", 12)},
                            }
                        }
                    }
                }
            ),
        ),
        (
            "dice_graphql",
            {"query": "(same query)", "variables": {"after": h("curc", 12)}},
            J(
                {
                    "data": {
                        "viewer": {
                            "events": {
                                "edges": [
                                    dice_ev("d", "Nubya Garcia", "2025-05-16T19:00:00Z", 455, 1500),
                                    dice_ev(
                                        "e",
                                        "Fontaines D.C. (warm-up)",
                                        "2025-05-21T19:00:00Z",
                                        1500,
                                        1500,
                                        "SOLD_OUT",
                                    ),
                                    dice_ev("f", "Sampha", "2025-05-30T19:00:00Z", 612, 1500),
                                ],
                                "pageInfo": {"hasNextPage": False, "endCursor": h("curf", 12)},
                            }
                        }
                    }
                }
            ),
        ),
        (
            "dice_graphql",
            {
                "query": 'query{node(id:"RXZlbnQ6'
                + h("d", 10)
                + '"){... on Event{name ticketTypes{name price totalTicketAllocationQty ticketsSold}}}}'
            },
            J(
                {
                    "data": {
                        "node": {
                            "name": "Nubya Garcia",
                            "ticketTypes": [
                                {
                                    "name": "Early bird",
                                    "price": 2250,
                                    "totalTicketAllocationQty": 200,
                                    "ticketsSold": 200,
                                },
                                {
                                    "name": "General admission",
                                    "price": 2750,
                                    "totalTicketAllocationQty": 1300,
                                    "ticketsSold": 255,
                                },
                            ],
                        }
                    }
                }
            ),
        ),
        (
            "dice_graphql",
            {
                "query": 'query{node(id:"RXZlbnQ6'
                + h("f", 10)
                + '"){... on Event{name ticketTypes{name price totalTicketAllocationQty ticketsSold}}}}'
            },
            J(
                {
                    "data": {
                        "node": {
                            "name": "Sampha",
                            "ticketTypes": [
                                {
                                    "name": "General admission",
                                    "price": 3300,
                                    "totalTicketAllocationQty": 1500,
                                    "ticketsSold": 612,
                                }
                            ],
                        }
                    }
                }
            ),
        ),
    ],
)

DICE_UNAUTH = J(
    {
        "errors": [
            {
                "message": "Unauthorized",
                "locations": [{"line": 1, "column": 2}],
                "path": ["viewer"],
                "extensions": {"code": "UNAUTHENTICATED"},
            }
        ],
        "data": {"viewer": None},
    }
)
session(
    "dice",
    False,
    "Pull the guest list (names and ticket types) for tonight's Kokoroko show so the door team can "
    "print it.",
    [
        (
            "dice_graphql",
            {
                "query": 'query{viewer{events(first:5, where:{name:{eq:"Kokoroko"}}){edges{node{id name startDatetime}}}}}'
            },
            DICE_UNAUTH,
        ),
        (
            "dice_graphql",
            {"query": "query{viewer{events(first:20){edges{node{id name startDatetime}}}}}"},
            DICE_UNAUTH,
        ),
        (
            "dice_graphql",
            {
                "query": 'query{viewer{orders(first:50, where:{eventId:{eq:"RXZlbnQ6'
                + h("a", 10)
                + '"}}){edges{node{fan{firstName lastName} tickets{ticketType{name}}}}}}}'
            },
            DICE_UNAUTH,
        ),
        ("dice_graphql", {"query": "query{viewer{name}}"}, DICE_UNAUTH),
        ("dice_graphql", {"query": "query{viewer{events(first:1){totalCount}}}"}, DICE_UNAUTH),
        (
            "dice_graphql",
            {"query": "query{viewer{orders(first:10){edges{node{id}}}}}"},
            DICE_UNAUTH,
        ),
    ],
)

session(
    "universe",
    True,
    "On Universe, add 50 more 'Student' tickets to the Edinburgh Tech Meetup (event 63f2c1) and "
    "tell me the sales per ticket type after the change.",
    [
        (
            "universe_graphql",
            {
                "query": 'query{event(id:"63f2c1a9b0e4d10019a1b2c3"){title state startStamp rates{nodes{id name price capacity soldCount}}}}'
            },
            J(
                {
                    "data": {
                        "event": {
                            "title": "Edinburgh Tech Meetup #42: Rust in Production",
                            "state": "POSTED",
                            "startStamp": 1742490000,
                            "rates": {
                                "nodes": [
                                    {
                                        "id": "67a10b",
                                        "name": "General",
                                        "price": 12.0,
                                        "capacity": 150,
                                        "soldCount": 131,
                                    },
                                    {
                                        "id": "67a10c",
                                        "name": "Student",
                                        "price": 5.0,
                                        "capacity": 50,
                                        "soldCount": 50,
                                    },
                                    {
                                        "id": "67a10d",
                                        "name": "Speaker / Crew",
                                        "price": 0.0,
                                        "capacity": 15,
                                        "soldCount": 9,
                                    },
                                ]
                            },
                        }
                    }
                }
            ),
        ),
        (
            "universe_graphql",
            {
                "query": 'mutation{updateRate(input:{id:"67a10c", capacity:100}){rate{id name capacity soldCount} errors{field message}}}'
            },
            J(
                {
                    "data": {
                        "updateRate": {
                            "rate": {
                                "id": "67a10c",
                                "name": "Student",
                                "capacity": 100,
                                "soldCount": 50,
                            },
                            "errors": [],
                        }
                    }
                }
            ),
        ),
        (
            "universe_graphql",
            {
                "query": 'query{event(id:"63f2c1a9b0e4d10019a1b2c3"){rates{nodes{name capacity soldCount}} ticketCount}}'
            },
            J(
                {
                    "data": {
                        "event": {
                            "rates": {
                                "nodes": [
                                    {"name": "General", "capacity": 150, "soldCount": 131},
                                    {"name": "Student", "capacity": 100, "soldCount": 53},
                                    {"name": "Speaker / Crew", "capacity": 15, "soldCount": 9},
                                ]
                            },
                            "ticketCount": 193,
                        }
                    }
                }
            ),
        ),
    ],
)

AXS_MAINT = (
    "<html><head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 "
    "Service Temporarily Unavailable</h1></center>\n<p>AXS Partner API is down for scheduled maintenance "
    "(window 02:00-06:00 UTC). Please try again later.</p>\n<hr><center>nginx</center>\n</body></html>"
)
session(
    "axs",
    True,
    "Which AXS events at the Eventim Apollo in June 2025 still have accessible (wheelchair) seats, "
    "and hold two for the customer who called about Jools Holland on 14 June?",
    [
        (
            "axs_search_events",
            {"venue": "Eventim Apollo", "from": "2025-06-01", "to": "2025-06-30"},
            Jp(
                {
                    "events": [
                        {
                            "eventId": 1184410,
                            "title": "Jools Holland & His Rhythm & Blues Orchestra",
                            "date": "2025-06-14T19:30:00+01:00",
                            "onsale": True,
                        },
                        {
                            "eventId": 1184512,
                            "title": "Dara Ó Briain: Re:Creation",
                            "date": "2025-06-20T20:00:00+01:00",
                            "onsale": True,
                        },
                        {
                            "eventId": 1184598,
                            "title": "Ludovico Einaudi",
                            "date": "2025-06-27T19:30:00+01:00",
                            "onsale": False,
                        },
                    ],
                    "total": 3,
                }
            ),
        ),
        (
            "axs_get_inventory",
            {"eventId": 1184410, "priceLevel": "ACCESSIBLE"},
            Jp(
                {
                    "eventId": 1184410,
                    "sections": [
                        {
                            "section": "STALLS-W",
                            "description": "Wheelchair space + companion",
                            "available": 4,
                            "price": {"amount": 65.0, "currency": "GBP"},
                        }
                    ],
                }
            ),
        ),
        (
            "axs_get_inventory",
            {"eventId": 1184512, "priceLevel": "ACCESSIBLE"},
            Jp({"eventId": 1184512, "sections": []}),
        ),
        (
            "axs_get_inventory",
            {"eventId": 1184598, "priceLevel": "ACCESSIBLE"},
            Jp({"eventId": 1184598, "sections": [], "message": "Event not on sale"}),
        ),
        (
            "axs_create_hold",
            {
                "eventId": 1184410,
                "section": "STALLS-W",
                "quantity": 2,
                "holdMinutes": 1440,
                "note": "Phone customer, accessible booking",
            },
            Jp(
                {
                    "holdId": "H-" + h("hold-jools", 8).upper(),
                    "status": "HELD",
                    "expiresAt": "2025-05-02T10:15:00Z",
                }
            ),
        ),
    ],
)

session(
    "axs",
    False,
    "Check how many tickets are left for each night of the Royal Albert Hall Proms-in-the-Park "
    "series on AXS and release any expired holds.",
    [
        ("axs_search_events", {"venue": "Royal Albert Hall", "q": "Proms"}, AXS_MAINT),
        ("axs_search_events", {"q": "Proms in the Park"}, AXS_MAINT),
        ("axs_list_holds", {"status": "EXPIRED"}, AXS_MAINT),
        ("axs_get_inventory", {"eventId": 1190021}, AXS_MAINT),
        (
            "axs_search_events",
            {"venue": "Royal Albert Hall", "from": "2025-07-01", "to": "2025-09-15"},
            AXS_MAINT,
        ),
        ("axs_get_inventory", {"eventId": 1190022}, AXS_MAINT),
        ("axs_list_holds", {}, AXS_MAINT),
    ],
)

session(
    "tixr",
    True,
    "Refund order 9912044 on Tixr (customer double-bought for Desert Hearts), then tell me how many "
    "weekend passes remain.",
    [
        (
            "tixr_get_order",
            {"group_id": 1402, "order_id": 9912044},
            J(
                {
                    "id": 9912044,
                    "event_id": 88120,
                    "event_name": "Desert Hearts Festival 2025",
                    "status": "COMPLETE",
                    "purchase_date": "2025-02-02T18:20:11Z",
                    "total": 489.5,
                    "currency": "USD",
                    "customer": {"first_name": "Marisol", "last_name": "Vega"},
                    "sale_items": [
                        {"tier": "Weekend Pass - Tier 3", "quantity": 2, "price": 229.0}
                    ],
                    "fees": 31.5,
                }
            ),
        ),
        (
            "tixr_list_orders",
            {"group_id": 1402, "event_id": 88120, "email": "marisol.vega@example.com"},
            J(
                [
                    {
                        "id": 9912044,
                        "status": "COMPLETE",
                        "total": 489.5,
                        "purchase_date": "2025-02-02T18:20:11Z",
                    },
                    {
                        "id": 9912047,
                        "status": "COMPLETE",
                        "total": 489.5,
                        "purchase_date": "2025-02-02T18:21:40Z",
                    },
                ]
            ),
        ),
        (
            "tixr_refund_order",
            {
                "group_id": 1402,
                "order_id": 9912044,
                "reason": "Duplicate purchase",
                "refund_fees": True,
            },
            J({"id": 9912044, "status": "REFUNDED", "refund_amount": 489.5}),
        ),
        (
            "tixr_get_event_tiers",
            {"group_id": 1402, "event_id": 88120},
            J(
                [
                    {
                        "tier_id": 301,
                        "name": "Weekend Pass - Tier 1",
                        "status": "SOLD_OUT",
                        "remaining": 0,
                    },
                    {
                        "tier_id": 302,
                        "name": "Weekend Pass - Tier 2",
                        "status": "SOLD_OUT",
                        "remaining": 0,
                    },
                    {
                        "tier_id": 303,
                        "name": "Weekend Pass - Tier 3",
                        "status": "ON_SALE",
                        "remaining": 214,
                    },
                    {"tier_id": 310, "name": "VIP Weekend", "status": "ON_SALE", "remaining": 37},
                ]
            ),
        ),
    ],
)


def st_xml(events: list[tuple[str, str, str, str, str]]) -> str:
    rows = "".join(
        f'  <Event id="{i}">\n    <Title>{t}</Title>\n    <Venue>{v}</Venue>\n    <Date>{d}</Date>\n'
        f"    <Status>{s}</Status>\n  </Event>\n"
        for i, t, v, d, s in events
    )
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<Events count="{len(events)}">\n{rows}</Events>'
    )


ST_STALE = st_xml(
    [
        ("7731009", "The Snuts", "O2 Academy Glasgow", "2024-11-22T19:00", "SoldOut"),
        ("7731044", "Tom Walker", "Barrowland Ballroom", "2024-11-29T19:00", "Past"),
    ]
)
session(
    "see-tickets",
    True,
    "Is 'Bicep' playing anywhere via See Tickets this summer, and what's on at SWG3 in July?",
    [
        ("seetickets_search", {"q": "Bicep", "from": "2025-06-01", "to": "2025-08-31"}, st_xml([])),
        (
            "seetickets_search",
            {"venue": "SWG3", "from": "2025-07-01", "to": "2025-07-31"},
            st_xml(
                [
                    ("8120331", "Floating Points", "SWG3 TV Studio", "2025-07-05T22:00", "OnSale"),
                    (
                        "8120378",
                        "Ezra Collective",
                        "SWG3 Galvanizers",
                        "2025-07-12T19:00",
                        "OnSale",
                    ),
                    (
                        "8120402",
                        "Honey Dijon",
                        "SWG3 Warehouse",
                        "2025-07-26T22:00",
                        "LowAvailability",
                    ),
                ]
            ),
        ),
        (
            "seetickets_get_event",
            {"id": "8120402"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<Event id="8120402">\n  <Title>Honey Dijon</Title>\n  <Venue>SWG3 Warehouse</Venue>\n  <Date>2025-07-26T22:00</Date>\n  <Status>LowAvailability</Status>\n  <Prices>\n    <Price band="Tier 2" currency="GBP">28.50</Price>\n  </Prices>\n  <AgeRestriction>18+</AgeRestriction>\n</Event>',
        ),
        ("seetickets_search", {"q": "Bicep", "from": "2025-09-01", "to": "2025-12-31"}, st_xml([])),
    ],
)

session(
    "see-tickets",
    False,
    "Find See Tickets listings for Fontaines D.C. in Ireland and the UK for 2025 and their on-sale "
    "status.",
    [
        (
            "seetickets_search",
            {"q": "Fontaines D.C.", "from": "2025-01-01", "to": "2025-12-31"},
            ST_STALE,
        ),
        ("seetickets_search", {"q": "Fontaines", "country": "IE"}, ST_STALE),
        ("seetickets_search", {"q": "Fontaines DC", "country": "GB"}, ST_STALE),
        ("seetickets_search", {"venue": "3Arena", "from": "2025-01-01"}, ST_STALE),
        (
            "seetickets_search",
            {"q": "Fontaines D.C.", "from": "2025-06-01", "to": "2025-09-30"},
            ST_STALE,
        ),
        ("seetickets_search", {"q": "Grian Chatten"}, ST_STALE),
        (
            "seetickets_search",
            {"venue": "Alexandra Palace", "from": "2025-01-01", "to": "2025-12-31"},
            ST_STALE,
        ),
    ],
)


# ---------------------------------------------------------------- 3. bug bounty and disclosure
def h1_rep(i: int, title: str, state: str, sev: str, created: str):
    return {
        "id": str(i),
        "type": "report",
        "attributes": {
            "title": title,
            "state": state,
            "created_at": created,
            "triaged_at": None if state == "new" else created,
            "last_activity_at": created,
            "disclosed_at": None,
        },
        "relationships": {
            "severity": {"data": {"type": "severity", "attributes": {"rating": sev}}},
            "reporter": {
                "data": {"type": "user", "attributes": {"username": "hx_" + h(str(i), 5)}}
            },
        },
    }


session(
    "hackerone",
    True,
    "Go through our HackerOne program's triaged reports from Q1 2025: summarise the critical and "
    "high ones, and post a thank-you comment on the SSRF one saying the fix ships Monday.",
    [
        (
            "hackerone_list_reports",
            {
                "program": "northwind-pay",
                "state": "triaged",
                "created_at__gt": "2025-01-01",
                "page[size]": 3,
                "page[number]": 1,
            },
            J(
                {
                    "data": [
                        h1_rep(
                            2941108,
                            "SSRF via PDF invoice renderer fetches internal metadata",
                            "triaged",
                            "high",
                            "2025-01-14T09:21:44.000Z",
                        ),
                        h1_rep(
                            2955230,
                            "Stored XSS in merchant display name",
                            "triaged",
                            "medium",
                            "2025-01-29T17:02:10.000Z",
                        ),
                        h1_rep(
                            2971804,
                            "IDOR on /api/v2/payouts/{id} exposes other merchants' payouts",
                            "triaged",
                            "critical",
                            "2025-02-11T12:48:33.000Z",
                        ),
                    ],
                    "links": {"self": "...page[number]=1", "next": "...page[number]=2"},
                }
            ),
        ),
        (
            "hackerone_list_reports",
            {
                "program": "northwind-pay",
                "state": "triaged",
                "created_at__gt": "2025-01-01",
                "page[size]": 3,
                "page[number]": 2,
            },
            J(
                {
                    "data": [
                        h1_rep(
                            2990417,
                            "Rate limit bypass on OTP verification via X-Forwarded-For",
                            "triaged",
                            "medium",
                            "2025-03-03T08:15:00.000Z",
                        ),
                        h1_rep(
                            3004552,
                            "Open redirect in OAuth return_to parameter",
                            "triaged",
                            "low",
                            "2025-03-21T14:40:51.000Z",
                        ),
                    ],
                    "links": {"self": "...page[number]=2", "prev": "...page[number]=1"},
                }
            ),
        ),
        (
            "hackerone_get_report",
            {"id": 2971804},
            J(
                {
                    "data": {
                        "id": "2971804",
                        "type": "report",
                        "attributes": {
                            "title": "IDOR on /api/v2/payouts/{id} exposes other merchants' payouts",
                            "state": "triaged",
                            "vulnerability_information": "Changing the numeric payout id in GET /api/v2/payouts/{id} returns payouts of other merchants, including IBAN last 4 and amounts. Tested with two of my own accounts ...",
                            "weakness": {
                                "name": "Insecure Direct Object Reference (IDOR)",
                                "external_id": "cwe-639",
                            },
                            "bounty_awarded_at": None,
                        },
                    }
                }
            ),
        ),
        (
            "hackerone_post_comment",
            {
                "report_id": 2941108,
                "message": "Thanks for the clear write-up. A fix restricting the renderer's egress ships on Monday 7 April; we'll ask you to retest after that.",
                "internal": False,
            },
            J(
                {
                    "data": {
                        "id": "31877203",
                        "type": "activity-comment",
                        "attributes": {"internal": False, "created_at": "2025-04-03T10:02:17.411Z"},
                    }
                }
            ),
        ),
    ],
)

session(
    "hackerone",
    True,
    "A researcher says they reported the OAuth open redirect before report 3004552. Check whether "
    "we have any earlier report about return_to or open redirects, then close 3004552 as "
    "duplicate if so, otherwise leave it.",
    [
        (
            "hackerone_list_reports",
            {"program": "northwind-pay", "keyword": "return_to"},
            J(
                {
                    "data": [
                        h1_rep(
                            3004552,
                            "Open redirect in OAuth return_to parameter",
                            "triaged",
                            "low",
                            "2025-03-21T14:40:51.000Z",
                        )
                    ],
                    "links": {},
                }
            ),
        ),
        (
            "hackerone_list_reports",
            {
                "program": "northwind-pay",
                "keyword": "open redirect",
                "created_at__lt": "2025-03-21",
            },
            J({"data": [], "links": {}}),
        ),
        (
            "hackerone_list_reports",
            {"program": "northwind-pay", "weakness_id": "cwe-601"},
            J(
                {
                    "data": [
                        h1_rep(
                            3004552,
                            "Open redirect in OAuth return_to parameter",
                            "triaged",
                            "low",
                            "2025-03-21T14:40:51.000Z",
                        )
                    ],
                    "links": {},
                }
            ),
        ),
        (
            "hackerone_list_reports",
            {
                "program": "northwind-pay",
                "keyword": "redirect",
                "state": ["duplicate", "informative", "not-applicable", "resolved"],
            },
            J({"data": [], "links": {}}),
        ),
        (
            "hackerone_post_comment",
            {
                "report_id": 3004552,
                "message": "Checked our history: there is no earlier report of this issue, so this one stands as the original.",
                "internal": True,
            },
            J(
                {
                    "data": {
                        "id": "31877450",
                        "type": "activity-comment",
                        "attributes": {"internal": True, "created_at": "2025-04-03T11:20:05.002Z"},
                    }
                }
            ),
        ),
    ],
)

H1_401 = J(
    {
        "errors": [
            {
                "status": 401,
                "title": "Unauthorized",
                "detail": "The API token used is expired or has been revoked.",
            }
        ]
    }
)
session(
    "hackerone",
    False,
    "Which HackerOne reports are waiting on us for more than 14 days, and what bounties did we pay "
    "in March?",
    [
        (
            "hackerone_list_reports",
            {"program": "northwind-pay", "state": "needs-more-info"},
            H1_401,
        ),
        (
            "hackerone_list_reports",
            {"program": "northwind-pay", "state": "triaged", "sort": "reports.last_activity_at"},
            H1_401,
        ),
        ("hackerone_list_reports", {"program": "northwind-pay"}, H1_401),
        (
            "hackerone_list_bounties",
            {"program": "northwind-pay", "from": "2025-03-01", "to": "2025-03-31"},
            H1_401,
        ),
        ("hackerone_get_report", {"id": 2941108}, H1_401),
        ("hackerone_list_programs", {}, H1_401),
        ("hackerone_list_bounties", {"program": "northwind-pay"}, H1_401),
    ],
)


def bc_sub(i: str, title: str, state: str, prio: int):
    return {
        "id": h(i, 8)
        + "-"
        + h(i + "x", 4)
        + "-4"
        + h(i + "y", 3)
        + "-a"
        + h(i + "z", 3)
        + "-"
        + h(i + "w", 12),
        "type": "submission",
        "attributes": {
            "title": title,
            "state": state,
            "severity": prio,
            "submitted_at": "2025-03-" + str(num(i, 10, 28)) + "T11:00:00.000Z",
            "bug_url": "https://shop.kestrel.example/",
        },
    }


session(
    "bugcrowd",
    True,
    "Move every P1 and P2 Bugcrowd submission for Kestrel Retail that's still 'unresolved' to our "
    "Jira-tracked state 'resolved' if the Jira fix is merged: tickets SEC-412 (GraphQL introspection) "
    "and SEC-415 (coupon race) are merged, others not.",
    [
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel-retail", "filter[severity]": "1,2", "filter[state]": "unresolved"},
            J(
                {
                    "data": [
                        bc_sub(
                            "b1",
                            "GraphQL introspection enabled in production exposes admin mutations",
                            "unresolved",
                            2,
                        ),
                        bc_sub(
                            "b2", "Race condition allows reusing single-use coupon", "unresolved", 2
                        ),
                        bc_sub(
                            "b3",
                            "Account takeover via password reset token leak in Referer",
                            "unresolved",
                            1,
                        ),
                    ],
                    "meta": {"count": 3, "total_hits": 3},
                    "links": {},
                }
            ),
        ),
        (
            "bugcrowd_update_submission",
            {"id": bc_sub("b1", "", "", 0)["id"], "state": "resolved"},
            J(
                {
                    "data": {
                        "id": bc_sub("b1", "", "", 0)["id"],
                        "type": "submission",
                        "attributes": {"state": "resolved"},
                    }
                }
            ),
        ),
        (
            "bugcrowd_update_submission",
            {"id": bc_sub("b2", "", "", 0)["id"], "state": "resolved"},
            J(
                {
                    "data": {
                        "id": bc_sub("b2", "", "", 0)["id"],
                        "type": "submission",
                        "attributes": {"state": "resolved"},
                    }
                }
            ),
        ),
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel-retail", "filter[severity]": "1,2", "filter[state]": "unresolved"},
            J(
                {
                    "data": [
                        bc_sub(
                            "b3",
                            "Account takeover via password reset token leak in Referer",
                            "unresolved",
                            1,
                        )
                    ],
                    "meta": {"count": 1, "total_hits": 1},
                    "links": {},
                }
            ),
        ),
    ],
)

session(
    "bugcrowd",
    False,
    "Summarise new Bugcrowd submissions for Kestrel Retail from the last 7 days (today 2025-04-10) "
    "by severity.",
    [
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel-retail", "filter[submitted]": "from.2025-04-03"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel-retail"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_programs",
            {},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_submissions",
            {"filter[state]": "new"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel", "filter[submitted]": "from.2025-03-01"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_submissions",
            {"filter[severity]": "1,2,3,4,5"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
        (
            "bugcrowd_list_submissions",
            {"program": "kestrel-retail", "filter[state]": "triaged"},
            J({"data": [], "meta": {"count": 0, "total_hits": 0}, "links": {}}),
        ),
    ],
)

session(
    "intigriti",
    True,
    "List the Intigriti submissions for our 'Acme Cloud' program awaiting company review, accept "
    "the one about the S3 bucket, and give me the total payout so far this year.",
    [
        (
            "intigriti_list_submissions",
            {"programId": "acme-cloud", "state": "pending_company_review"},
            Jp(
                [
                    {
                        "id": "ACMECLOUD-" + h("i1", 6).upper(),
                        "title": "Publicly listable S3 bucket with customer export files",
                        "severity": {
                            "value": "high",
                            "vector": "CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N",
                        },
                        "state": {"status": "Triage", "closeReason": None},
                        "createdAt": 1741597200,
                        "researcher": {"userName": "mkl0p"},
                    },
                    {
                        "id": "ACMECLOUD-" + h("i2", 6).upper(),
                        "title": "Missing rate limit on invite endpoint",
                        "severity": {"value": "low"},
                        "state": {"status": "Triage", "closeReason": None},
                        "createdAt": 1742288400,
                        "researcher": {"userName": "bytefern"},
                    },
                ]
            ),
        ),
        ("intigriti_accept_submission", {"submissionId": "ACMECLOUD-" + h("i1", 6).upper()}, ""),
        (
            "intigriti_list_payouts",
            {"programId": "acme-cloud", "from": "2025-01-01"},
            Jp(
                [
                    {
                        "submissionId": "ACMECLOUD-" + h("p1", 6).upper(),
                        "type": "Bounty",
                        "amount": {"value": 1500, "currency": "EUR"},
                        "status": "Paid",
                        "paidAt": 1737370800,
                    },
                    {
                        "submissionId": "ACMECLOUD-" + h("p2", 6).upper(),
                        "type": "Bonus",
                        "amount": {"value": 250, "currency": "EUR"},
                        "status": "Paid",
                        "paidAt": 1739180000,
                    },
                    {
                        "submissionId": "ACMECLOUD-" + h("p3", 6).upper(),
                        "type": "Bounty",
                        "amount": {"value": 600, "currency": "EUR"},
                        "status": "Paid",
                        "paidAt": 1741000000,
                    },
                ]
            ),
        ),
        (
            "intigriti_get_submission",
            {"submissionId": "ACMECLOUD-" + h("i1", 6).upper()},
            Jp(
                {
                    "id": "ACMECLOUD-" + h("i1", 6).upper(),
                    "title": "Publicly listable S3 bucket with customer export files",
                    "state": {"status": "Accepted", "closeReason": None},
                    "payout": None,
                }
            ),
        ),
    ],
)

session(
    "yeswehack",
    True,
    "On YesWeHack, which of our public programs had no new reports in March 2025? And open the "
    "most recent report on the 'mobile-banking' program.",
    [
        (
            "yeswehack_list_programs",
            {"business_unit": "Banque Aurore"},
            J(
                {
                    "items": [
                        {
                            "slug": "mobile-banking",
                            "title": "Aurore Mobile Banking",
                            "public": True,
                            "reports_count": 84,
                        },
                        {
                            "slug": "open-api",
                            "title": "Aurore Open API (PSD2)",
                            "public": True,
                            "reports_count": 23,
                        },
                        {
                            "slug": "corporate-site",
                            "title": "Corporate websites",
                            "public": True,
                            "reports_count": 61,
                        },
                    ],
                    "pagination": {"page": 1, "nb_pages": 1, "results_per_page": 25},
                }
            ),
        ),
        (
            "yeswehack_list_reports",
            {
                "program": "mobile-banking",
                "created_after": "2025-03-01",
                "created_before": "2025-04-01",
            },
            J(
                {
                    "items": [
                        {
                            "id": 301882,
                            "local_id": "YWH-PGM2014-84",
                            "title": "Biometric prompt bypass on Android via exported activity",
                            "status": {"workflow_state": "new"},
                            "bug_type": {"name": "Improper Authentication"},
                            "cvss": {"score": 6.8, "criticity": "medium"},
                            "created_at": "2025-03-27T15:11:03+00:00",
                        }
                    ],
                    "pagination": {"page": 1, "nb_pages": 1, "results_per_page": 25},
                }
            ),
        ),
        (
            "yeswehack_list_reports",
            {"program": "open-api", "created_after": "2025-03-01", "created_before": "2025-04-01"},
            J({"items": [], "pagination": {"page": 1, "nb_pages": 0, "results_per_page": 25}}),
        ),
        (
            "yeswehack_list_reports",
            {
                "program": "corporate-site",
                "created_after": "2025-03-01",
                "created_before": "2025-04-01",
            },
            J(
                {
                    "items": [
                        {
                            "id": 300410,
                            "local_id": "YWH-PGM2016-61",
                            "title": "Reflected XSS in careers search",
                            "status": {"workflow_state": "accepted"},
                            "cvss": {"score": 4.7, "criticity": "medium"},
                            "created_at": "2025-03-08T09:40:22+00:00",
                        }
                    ],
                    "pagination": {"page": 1, "nb_pages": 1, "results_per_page": 25},
                }
            ),
        ),
        (
            "yeswehack_get_report",
            {"id": 301882},
            J(
                {
                    "id": 301882,
                    "local_id": "YWH-PGM2014-84",
                    "title": "Biometric prompt bypass on Android via exported activity",
                    "status": {"workflow_state": "new"},
                    "description_html": "<p>The activity <code>fr.aurore.app.AuthConfirmActivity</code> is exported and can be started with an intent that skips the BiometricPrompt ...</p>",
                    "scope": "fr.aurore.mobile (Android)",
                    "hunter": {"username": "r3dpanda"},
                }
            ),
        ),
    ],
)


def ghsa_vuln(gid: str, summary: str, sev: str, rng: str, fix: str | None):
    return {
        "advisory": {
            "ghsaId": gid,
            "summary": summary,
            "publishedAt": "2024-0"
            + str(num(gid, 1, 9))
            + "-1"
            + str(num(gid, 0, 9))
            + "T18:30:00Z",
        },
        "severity": sev,
        "vulnerableVersionRange": rng,
        "firstPatchedVersion": {"identifier": fix} if fix else None,
    }


session(
    "ghsa",
    True,
    "Our lockfile pins express 4.18.2, jsonwebtoken 9.0.2, axios 1.6.0 and left-pad 1.3.0. Which "
    "have GitHub security advisories that affect those exact versions?",
    [
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:NPM, package:"express", first:10){nodes{advisory{ghsaId summary publishedAt} severity vulnerableVersionRange firstPatchedVersion{identifier}} pageInfo{hasNextPage endCursor}}}'
            },
            J(
                {
                    "data": {
                        "securityVulnerabilities": {
                            "nodes": [
                                ghsa_vuln(
                                    "GHSA-qw6h-vgh9-j6wx",
                                    "express vulnerable to XSS via response.redirect()",
                                    "LOW",
                                    "< 4.20.0",
                                    "4.20.0",
                                ),
                                ghsa_vuln(
                                    "GHSA-rv95-896h-c2vc",
                                    "Express.js Open Redirect in malformed URLs",
                                    "MODERATE",
                                    "< 4.19.2",
                                    "4.19.2",
                                ),
                                ghsa_vuln(
                                    "GHSA-gpvr-g6gh-9mc2",
                                    "No Charset in Content-Type Header",
                                    "MODERATE",
                                    "< 3.11.0",
                                    "3.11.0",
                                ),
                            ],
                            "pageInfo": {"hasNextPage": False, "endCursor": "Y3Vyc29yOnYyOpHOAAE"},
                        }
                    }
                }
            ),
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:NPM, package:"jsonwebtoken", first:10){nodes{advisory{ghsaId summary} severity vulnerableVersionRange firstPatchedVersion{identifier}}}}'
            },
            J(
                {
                    "data": {
                        "securityVulnerabilities": {
                            "nodes": [
                                ghsa_vuln(
                                    "GHSA-8cf7-32gw-wr33",
                                    "jsonwebtoken unrestricted key type could lead to legacy keys usage",
                                    "HIGH",
                                    "<= 8.5.1",
                                    "9.0.0",
                                ),
                                ghsa_vuln(
                                    "GHSA-hjrf-2m68-5959",
                                    "jsonwebtoken's insecure implementation of key retrieval function could lead to Forgeable Public/Private Tokens from RSA to HMAC",
                                    "MODERATE",
                                    "<= 8.5.1",
                                    "9.0.0",
                                ),
                                ghsa_vuln(
                                    "GHSA-qwph-4952-7xr6",
                                    "jsonwebtoken vulnerable to signature validation bypass due to insecure default algorithm in jwt.verify()",
                                    "MODERATE",
                                    "< 9.0.0",
                                    "9.0.0",
                                ),
                            ]
                        }
                    }
                }
            ),
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:NPM, package:"axios", first:10){nodes{advisory{ghsaId summary} severity vulnerableVersionRange firstPatchedVersion{identifier}}}}'
            },
            J(
                {
                    "data": {
                        "securityVulnerabilities": {
                            "nodes": [
                                ghsa_vuln(
                                    "GHSA-8hc4-vh64-cxmj",
                                    "Server-Side Request Forgery in axios",
                                    "HIGH",
                                    ">= 1.3.2, <= 1.7.3",
                                    "1.7.4",
                                ),
                                ghsa_vuln(
                                    "GHSA-wf5p-g6vw-rhxx",
                                    "Axios Cross-Site Request Forgery Vulnerability",
                                    "MODERATE",
                                    ">= 0.8.1, < 1.6.0",
                                    "1.6.0",
                                ),
                                ghsa_vuln(
                                    "GHSA-jr5f-v2jv-69x6",
                                    "axios Requests Vulnerable To Possible SSRF and Credential Leakage via Absolute URL",
                                    "HIGH",
                                    ">= 1.0.0, < 1.8.2",
                                    "1.8.2",
                                ),
                            ]
                        }
                    }
                }
            ),
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:NPM, package:"left-pad", first:10){nodes{advisory{ghsaId summary} severity vulnerableVersionRange}}}'
            },
            J({"data": {"securityVulnerabilities": {"nodes": []}}}),
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityAdvisory(ghsaId:"GHSA-jr5f-v2jv-69x6"){summary cvss{score vectorString} references{url}}}'
            },
            J(
                {
                    "data": {
                        "securityAdvisory": {
                            "summary": "axios Requests Vulnerable To Possible SSRF and Credential Leakage via Absolute URL",
                            "cvss": {"score": 0.0, "vectorString": None},
                            "references": [
                                {
                                    "url": "https://github.com/axios/axios/security/advisories/GHSA-jr5f-v2jv-69x6"
                                },
                                {"url": "https://nvd.nist.gov/vuln/detail/CVE-2025-27152"},
                            ],
                        }
                    }
                }
            ),
        ),
    ],
)

GH_RL = J(
    {
        "errors": [
            {
                "type": "RATE_LIMITED",
                "code": "graphql_rate_limit",
                "message": "API rate limit already exceeded for user ID 48211930.",
            }
        ]
    }
)
session(
    "ghsa",
    False,
    "Check the Python requirements (django 4.2.7, pillow 10.0.1, cryptography 41.0.4, requests "
    "2.31.0, urllib3 2.0.6, jinja2 3.1.2) for GitHub advisories that affect the pinned versions.",
    [
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"django", first:20){nodes{advisory{ghsaId summary} vulnerableVersionRange firstPatchedVersion{identifier}}}}'
            },
            GH_RL,
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"pillow", first:20){nodes{advisory{ghsaId summary} vulnerableVersionRange firstPatchedVersion{identifier}}}}'
            },
            GH_RL,
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"cryptography", first:20){nodes{advisory{ghsaId} vulnerableVersionRange}}}'
            },
            GH_RL,
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"requests", first:5){nodes{advisory{ghsaId} vulnerableVersionRange}}}'
            },
            GH_RL,
        ),
        ("github_graphql", {"query": "query{rateLimit{remaining resetAt}}"}, GH_RL),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"urllib3", first:5){nodes{advisory{ghsaId} vulnerableVersionRange}}}'
            },
            GH_RL,
        ),
        (
            "github_graphql",
            {
                "query": 'query{securityVulnerabilities(ecosystem:PIP, package:"jinja2", first:5){nodes{advisory{ghsaId} vulnerableVersionRange}}}'
            },
            GH_RL,
        ),
    ],
)


def kev(
    cve: str, vendor: str, product: str, name: str, added: str, due: str, ransom: str, cwe: str
):
    return {
        "cveID": cve,
        "vendorProject": vendor,
        "product": product,
        "vulnerabilityName": name,
        "dateAdded": added,
        "shortDescription": f"{vendor} {product} contains a vulnerability ({name.split()[-1].lower()}).",
        "requiredAction": "Apply mitigations per vendor instructions or discontinue use of the product if mitigations are unavailable.",
        "dueDate": due,
        "knownRansomwareCampaignUse": ransom,
        "notes": f"https://nvd.nist.gov/vuln/detail/{cve}",
        "cwes": [cwe],
    }


session(
    "cisa-kev",
    True,
    "Our scanner flagged CVE-2024-3400, CVE-2023-4966, CVE-2024-21762, CVE-2023-44487 and "
    "CVE-2024-6387. Which are in CISA's KEV catalogue, and what are their due dates?",
    [
        (
            "kev_lookup",
            {"cve": "CVE-2024-3400"},
            J(
                {
                    "catalogVersion": "2025.04.09",
                    "count": 1,
                    "vulnerabilities": [
                        kev(
                            "CVE-2024-3400",
                            "Palo Alto Networks",
                            "PAN-OS",
                            "Palo Alto Networks PAN-OS Command Injection Vulnerability",
                            "2024-04-12",
                            "2024-04-19",
                            "Unknown",
                            "CWE-77",
                        )
                    ],
                }
            ),
        ),
        (
            "kev_lookup",
            {"cve": "CVE-2023-4966"},
            J(
                {
                    "catalogVersion": "2025.04.09",
                    "count": 1,
                    "vulnerabilities": [
                        kev(
                            "CVE-2023-4966",
                            "Citrix",
                            "NetScaler ADC and NetScaler Gateway",
                            "Citrix NetScaler ADC and NetScaler Gateway Buffer Overflow Vulnerability",
                            "2023-10-18",
                            "2023-11-08",
                            "Known",
                            "CWE-119",
                        )
                    ],
                }
            ),
        ),
        (
            "kev_lookup",
            {"cve": "CVE-2024-21762"},
            J(
                {
                    "catalogVersion": "2025.04.09",
                    "count": 1,
                    "vulnerabilities": [
                        kev(
                            "CVE-2024-21762",
                            "Fortinet",
                            "FortiOS",
                            "Fortinet FortiOS Out-of-Bound Write Vulnerability",
                            "2024-02-09",
                            "2024-02-16",
                            "Unknown",
                            "CWE-787",
                        )
                    ],
                }
            ),
        ),
        (
            "kev_lookup",
            {"cve": "CVE-2023-44487"},
            J(
                {
                    "catalogVersion": "2025.04.09",
                    "count": 1,
                    "vulnerabilities": [
                        kev(
                            "CVE-2023-44487",
                            "IETF",
                            "HTTP/2",
                            "HTTP/2 Rapid Reset Attack Vulnerability",
                            "2023-10-10",
                            "2023-10-31",
                            "Unknown",
                            "CWE-400",
                        )
                    ],
                }
            ),
        ),
        (
            "kev_lookup",
            {"cve": "CVE-2024-6387"},
            J({"catalogVersion": "2025.04.09", "count": 0, "vulnerabilities": []}),
        ),
    ],
)

KEV_DENIED = (
    "<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have "
    'permission to access "http&#58;&#47;&#47;www&#46;cisa&#46;gov&#47;sites&#47;default&#47;files&#47;feeds&#47;'
    'known&#95;exploited&#95;vulnerabilities&#46;json" on this server.<P>\nReference&#32;&#35;18&#46;'
    "9a2c1402&#46;1744273011&#46;3b0f5e21\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;"
    "9a2c1402&#46;1744273011&#46;3b0f5e21</P>\n</BODY>\n</HTML>"
)
session(
    "cisa-kev",
    False,
    "List everything CISA added to KEV in March 2025 for Microsoft and Ivanti products, with due "
    "dates, for the patch meeting.",
    [
        (
            "kev_search",
            {"vendor": "Microsoft", "date_added_from": "2025-03-01", "date_added_to": "2025-03-31"},
            KEV_DENIED,
        ),
        (
            "kev_search",
            {"vendor": "Ivanti", "date_added_from": "2025-03-01", "date_added_to": "2025-03-31"},
            KEV_DENIED,
        ),
        ("kev_lookup", {"cve": "CVE-2025-24983"}, KEV_DENIED),
        ("kev_search", {"date_added_from": "2025-03-01"}, KEV_DENIED),
        ("kev_lookup", {"cve": "CVE-2025-22457"}, KEV_DENIED),
        ("kev_search", {"vendor": "Microsoft"}, KEV_DENIED),
        ("kev_search", {"product": "Windows"}, KEV_DENIED),
    ],
)


# ---------------------------------------------------------------- 4. container runtime tooling
def sh(cmd: str) -> dict:
    return {"command": cmd}


POD = h("pod-checkout", 13)
CT1 = h("ct-checkout-1", 13)
CT2 = h("ct-checkout-2", 13)
session(
    "crictl",
    True,
    "On node worker-3 the checkout-api pod keeps restarting. Find out why from the container "
    "runtime, and remove the dead sandbox left over from the old replica.",
    [
        (
            "bash",
            sh("sudo crictl pods --name checkout-api"),
            f"POD ID              CREATED          STATE     NAME                              NAMESPACE   ATTEMPT   RUNTIME\n{POD}       3 hours ago      Ready     checkout-api-7d9f8c6b5-x2lqp      shop        0         (default)\n{h('pod-old', 13)}       26 hours ago     NotReady  checkout-api-6c4b7d9f8-kk9vz      shop        0         (default)",
        ),
        (
            "bash",
            sh(f"sudo crictl ps -a --pod {POD}"),
            f"CONTAINER           IMAGE               CREATED             STATE               NAME                ATTEMPT             POD ID              POD\n{CT1}       9c1e2a7f03b4d       2 minutes ago       Exited              checkout-api        37                  {POD}       checkout-api-7d9f8c6b5-x2lqp\n{CT2}       9c1e2a7f03b4d       7 minutes ago       Exited              checkout-api        36                  {POD}       checkout-api-7d9f8c6b5-x2lqp",
        ),
        (
            "bash",
            sh(f"sudo crictl logs --tail 15 {CT1}"),
            "2025-04-11T08:14:02.113Z INFO  starting checkout-api v2.14.0\n2025-04-11T08:14:02.119Z INFO  loading config from /etc/checkout/config.yaml\n2025-04-11T08:14:02.287Z INFO  connecting to postgres at pg-shop.shop.svc:5432\n2025-04-11T08:14:03.901Z INFO  running migrations\n2025-04-11T08:14:09.442Z WARN  migration 0042_add_basket_index took 5.5s\n2025-04-11T08:14:09.447Z INFO  warming product cache (48211 items)",
        ),
        (
            "bash",
            sh(f"sudo crictl inspect {CT1} | jq '.status | {{exitCode, reason, finishedAt}}'"),
            '{\n  "exitCode": 137,\n  "reason": "OOMKilled",\n  "finishedAt": "2025-04-11T08:14:12.940211873Z"\n}',
        ),
        (
            "bash",
            sh(f"sudo crictl inspect {CT1} | jq '.info.runtimeSpec.linux.resources.memory'"),
            '{\n  "limit": 268435456,\n  "swap": 268435456\n}',
        ),
        ("bash", sh(f"sudo crictl rmp {h('pod-old', 13)}"), f"Removed sandbox {h('pod-old', 13)}"),
        ("bash", sh("sudo crictl pods --name checkout-api -q"), POD),
    ],
)

CRI_DEAD = (
    'time="2025-04-11T09:02:{s}Z" level=fatal msg="validate service connection: validate CRI v1 runtime API '
    'for endpoint \\"unix:///run/containerd/containerd.sock\\": rpc error: code = Unavailable desc = connection '
    'error: desc = \\"transport: Error while dialing: dial unix /run/containerd/containerd.sock: connect: '
    'connection refused\\""'
)
session(
    "crictl",
    False,
    "On worker-5, list which pods are running and find the one using the most memory.",
    [
        ("bash", sh("sudo crictl pods"), CRI_DEAD.format(s="11")),
        ("bash", sh("sudo crictl ps"), CRI_DEAD.format(s="19")),
        ("bash", sh("sudo crictl stats"), CRI_DEAD.format(s="26")),
        (
            "bash",
            sh("sudo crictl --runtime-endpoint unix:///run/containerd/containerd.sock pods"),
            CRI_DEAD.format(s="34"),
        ),
        ("bash", sh("sudo crictl ps -a"), CRI_DEAD.format(s="41")),
        ("bash", sh("sudo crictl statsp"), CRI_DEAD.format(s="49")),
        ("bash", sh("sudo crictl info"), CRI_DEAD.format(s="57")),
    ],
)

session(
    "ctr",
    True,
    "Is the registry.internal/payments/ledger:3.2.1 image present in containerd's k8s.io namespace "
    "on this node? If not, pull it, and tell me which running tasks use the old 3.2.0 image.",
    [
        (
            "shell",
            sh("sudo ctr -n k8s.io images ls | grep ledger"),
            f"registry.internal/payments/ledger:3.2.0                                       application/vnd.oci.image.index.v1+json                   sha256:{h('ledger320', 64)} 88.4 MiB  linux/amd64,linux/arm64 io.cri-containerd.image=managed",
        ),
        (
            "shell",
            sh("sudo ctr -n k8s.io images pull registry.internal/payments/ledger:3.2.1"),
            f"registry.internal/payments/ledger:3.2.1: resolved       |++++++++++++++++++++++++++++++++++++++|\nindex-sha256:{h('ledger321', 64)}:    done           |++++++++++++++++++++++++++++++++++++++|\nmanifest-sha256:{h('ledger321m', 64)}: done           |++++++++++++++++++++++++++++++++++++++|\nlayer-sha256:{h('l1', 64)}:    done           |++++++++++++++++++++++++++++++++++++++|\nconfig-sha256:{h('cfg', 64)}:   done           |++++++++++++++++++++++++++++++++++++++|\nelapsed: 6.8 s                                                                    total:  31.2 M (4.6 MiB/s)\nunpacking linux/amd64 sha256:{h('ledger321', 64)}...\ndone: 1.204317811s",
        ),
        (
            "shell",
            sh("sudo ctr -n k8s.io containers ls | grep ledger:3.2.0"),
            f"{h('c-led-a', 64)}    registry.internal/payments/ledger:3.2.0    io.containerd.runc.v2\n{h('c-led-b', 64)}    registry.internal/payments/ledger:3.2.0    io.containerd.runc.v2",
        ),
        (
            "shell",
            sh(f"sudo ctr -n k8s.io tasks ls | grep -E '{h('c-led-a', 12)}|{h('c-led-b', 12)}'"),
            f"{h('c-led-a', 64)}    41872    RUNNING",
        ),
        (
            "shell",
            sh(
                f"sudo ctr -n k8s.io containers info {h('c-led-a', 64)} | jq -r '.Labels[\"io.kubernetes.pod.name\"]'"
            ),
            "ledger-worker-5f7c9d8b94-hm2tq",
        ),
    ],
)

session(
    "podman",
    True,
    "On the build box, is anything already publishing port 8080? If not, start the grafana "
    "container from the quadlet and confirm it's healthy.",
    [
        (
            "run_command",
            sh("podman ps --filter publish=8080"),
            "CONTAINER ID  IMAGE       COMMAND     CREATED     STATUS      PORTS       NAMES",
        ),
        (
            "run_command",
            sh("podman ps -a --filter publish=8080 --format '{{.Names}} {{.Status}}'"),
            "",
        ),
        ("run_command", sh("systemctl --user start grafana.service"), ""),
        (
            "run_command",
            sh("podman ps --filter name=grafana"),
            f"CONTAINER ID  IMAGE                                COMMAND     CREATED        STATUS                           PORTS                   NAMES\n{h('graf', 12)}  docker.io/grafana/grafana-oss:11.5.2             4 seconds ago  Up 4 seconds (starting)          0.0.0.0:8080->3000/tcp  systemd-grafana",
        ),
        ("run_command", sh("podman healthcheck run systemd-grafana"), ""),
        (
            "run_command",
            sh("podman inspect systemd-grafana --format '{{.State.Health.Status}}'"),
            "healthy",
        ),
        (
            "run_command",
            sh("podman logs --tail 3 systemd-grafana"),
            'logger=http.server t=2025-04-11T10:02:14.551Z level=info msg="HTTP Server Listen" address=[::]:3000 protocol=http subUrl= socket=\nlogger=ngalert.state.manager t=2025-04-11T10:02:14.602Z level=info msg="State cache has been initialized" states=0 duration=1.2ms\nlogger=grafana-apiserver t=2025-04-11T10:02:14.870Z level=info msg="Adding GroupVersion playlist.grafana.app v0alpha1 to ResourceManager"',
        ),
    ],
)

session(
    "podman",
    True,
    "The nightly backup container on db-host-2 failed last night. Show me why, restart it, and "
    "check whether any other containers exited non-zero in the last day.",
    [
        (
            "run_command",
            sh(
                "podman ps -a --filter name=pg-backup --format '{{.Names}}\\t{{.Status}}\\t{{.ExitCode}}'"
            ),
            "pg-backup\tExited (1) 9 hours ago\t1",
        ),
        (
            "run_command",
            sh("podman logs --since 24h pg-backup"),
            '2025-04-11 01:00:02 starting pg_dumpall to /backup/pg-20250411.sql.gz\npg_dumpall: error: connection to server at "10.20.0.14", port 5432 failed: FATAL:  password authentication failed for user "backup"\n2025-04-11 01:00:03 backup failed (exit 1)',
        ),
        (
            "run_command",
            sh("podman secret ls"),
            f"ID                         NAME        DRIVER      CREATED       UPDATED\n{h('sec1', 25)}  pg-backup-pw  file        2 months ago  2 months ago\n{h('sec2', 25)}  pg-backup-pw-2025  file   17 hours ago  17 hours ago",
        ),
        ("run_command", sh("podman restart pg-backup"), "pg-backup"),
        (
            "run_command",
            sh(
                "podman ps -a --filter status=exited --filter since=24h --format '{{.Names}}\\t{{.ExitCode}}'"
            ),
            "pg-backup\t1",
        ),
        (
            "run_command",
            sh("podman logs --tail 2 pg-backup"),
            '2025-04-11 10:12:41 starting pg_dumpall to /backup/pg-20250411.sql.gz\npg_dumpall: error: connection to server at "10.20.0.14", port 5432 failed: FATAL:  password authentication failed for user "backup"',
        ),
    ],
)

PODMAN_EMPTY = "CONTAINER ID  IMAGE       COMMAND     CREATED     STATUS      PORTS       NAMES"
session(
    "podman",
    False,
    "On the media server, which containers are running and is jellyfin using the GPU?",
    [
        ("run_command", sh("podman ps"), PODMAN_EMPTY),
        ("run_command", sh("podman ps -a"), PODMAN_EMPTY),
        ("run_command", sh("podman ps --filter name=jellyfin"), PODMAN_EMPTY),
        (
            "run_command",
            sh("podman pod ps"),
            "POD ID      NAME        STATUS      CREATED     INFRA ID    # OF CONTAINERS",
        ),
        (
            "run_command",
            sh("podman images"),
            "REPOSITORY  TAG         IMAGE ID    CREATED     SIZE",
        ),
        ("run_command", sh("podman ps -a --filter label=io.containers.autoupdate"), PODMAN_EMPTY),
        ("run_command", sh("podman ps --all --external"), PODMAN_EMPTY),
    ],
)

session(
    "buildah",
    True,
    "Build the invoice-renderer image from ./renderer with buildah, tag it 1.8.0, and push it to "
    "registry.internal.",
    [
        (
            "bash",
            sh(
                "cd renderer && buildah bud --layers -t registry.internal/billing/invoice-renderer:1.8.0 ."
            ),
            'STEP 1/7: FROM docker.io/library/python:3.12-slim\nSTEP 2/7: WORKDIR /app\n--> Using cache 3f1d0a7c2b5e\n--> 3f1d0a7c2b5e\nSTEP 3/7: COPY requirements.txt .\n--> Using cache 7a9c1e02b8d4\n--> 7a9c1e02b8d4\nSTEP 4/7: RUN pip install --no-cache-dir -r requirements.txt\n--> Using cache c4b81f3d0e92\n--> c4b81f3d0e92\nSTEP 5/7: COPY src/ ./src/\n--> 5e02d9a1b7c3\nSTEP 6/7: USER 10001\n--> 91ac4f6e20b8\nSTEP 7/7: CMD ["python", "-m", "src.server"]\nCOMMIT registry.internal/billing/invoice-renderer:1.8.0\n--> d82e4f19a0c7\nSuccessfully tagged registry.internal/billing/invoice-renderer:1.8.0\nd82e4f19a0c7b3e5'
            + h("d82", 48),
        ),
        (
            "bash",
            sh("buildah images --filter reference=registry.internal/billing/invoice-renderer"),
            "REPOSITORY                                   TAG      IMAGE ID       CREATED          SIZE\nregistry.internal/billing/invoice-renderer   1.8.0    d82e4f19a0c7   18 seconds ago   187 MB\nregistry.internal/billing/invoice-renderer   1.7.3    0b7c2a95e1f4   3 weeks ago      186 MB",
        ),
        (
            "bash",
            sh("buildah push registry.internal/billing/invoice-renderer:1.8.0"),
            "Getting image source signatures\nCopying blob 5e02d9a1b7c3 done   | \nCopying blob 91ac4f6e20b8 done   | \nCopying blob 7a9c1e02b8d4 skipped: already exists  \nCopying blob c4b81f3d0e92 skipped: already exists  \nCopying blob 3f1d0a7c2b5e skipped: already exists  \nCopying config d82e4f19a0 done   | \nWriting manifest to image destination",
        ),
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}} {{.Created}}' docker://registry.internal/billing/invoice-renderer:1.8.0"
            ),
            "sha256:" + h("pushed-renderer", 64) + " 2025-04-11 10:31:07.482113 +0000 UTC",
        ),
    ],
)

session(
    "skopeo",
    True,
    "Mirror quay.io/prometheus/node-exporter's newest v1.9.x release to our air-gapped registry "
    "and confirm both digests match.",
    [
        (
            "bash",
            sh(
                "skopeo list-tags docker://quay.io/prometheus/node-exporter | jq -r '.Tags[]' | grep '^v1\\.9'"
            ),
            "v1.9.0\nv1.9.1",
        ),
        (
            "bash",
            sh("skopeo inspect --no-tags docker://quay.io/prometheus/node-exporter:v1.9.1"),
            Jp(
                {
                    "Name": "quay.io/prometheus/node-exporter",
                    "Digest": "sha256:" + h("ne191", 64),
                    "RepoTags": [],
                    "Created": "2025-04-01T12:08:44.210331781Z",
                    "DockerVersion": "",
                    "Labels": {
                        "maintainer": "The Prometheus Authors <prometheus-developers@googlegroups.com>"
                    },
                    "Architecture": "amd64",
                    "Os": "linux",
                    "Layers": [
                        "sha256:" + h("nel1", 64),
                        "sha256:" + h("nel2", 64),
                        "sha256:" + h("nel3", 64),
                    ],
                    "Env": ["PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"],
                }
            ),
        ),
        (
            "bash",
            sh(
                "skopeo copy --all --preserve-digests docker://quay.io/prometheus/node-exporter:v1.9.1 docker://registry.airgap.local/mirror/node-exporter:v1.9.1"
            ),
            "Copying 4 images generated from 4 images in list\nCopying image sha256:"
            + h("arm1", 64)
            + " (1/4)\nGetting image source signatures\nCopying blob "
            + h("nel1", 64)[:12]
            + " done   | \nCopying blob "
            + h("nel2", 64)[:12]
            + " done   | \nCopying config "
            + h("cf", 12)
            + " done   | \nWriting manifest to image destination\nCopying image sha256:"
            + h("arm2", 64)
            + " (2/4)\n[...]\nWriting manifest list to image destination\nStoring list signatures",
        ),
        (
            "bash",
            sh(
                "skopeo inspect --no-tags --format '{{.Digest}}' docker://registry.airgap.local/mirror/node-exporter:v1.9.1"
            ),
            "sha256:" + h("ne191", 64),
        ),
    ],
)

SK_UNAUTH = (
    'time="2025-04-11T11:{m}:07Z" level=fatal msg="Error parsing image name \\"docker://{img}\\": '
    "reading manifest {tag} in registry.gitlab.example.com/{repo}: unauthorized: HTTP Basic: Access denied. "
    "If a password was provided for Git authentication, the password was incorrect or you're using an "
    'expired token."'
)
session(
    "skopeo",
    False,
    "Compare the digests of the 'prod' and 'staging' tags of our three service images in the GitLab "
    "registry to see which services have unreleased changes.",
    [
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}}' docker://registry.gitlab.example.com/platform/api:prod"
            ),
            SK_UNAUTH.format(
                m="02",
                img="registry.gitlab.example.com/platform/api:prod",
                tag="prod",
                repo="platform/api",
            ),
        ),
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}}' docker://registry.gitlab.example.com/platform/api:staging"
            ),
            SK_UNAUTH.format(
                m="02",
                img="registry.gitlab.example.com/platform/api:staging",
                tag="staging",
                repo="platform/api",
            ),
        ),
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}}' docker://registry.gitlab.example.com/platform/worker:prod"
            ),
            SK_UNAUTH.format(
                m="03",
                img="registry.gitlab.example.com/platform/worker:prod",
                tag="prod",
                repo="platform/worker",
            ),
        ),
        ("bash", sh("skopeo login --get-login registry.gitlab.example.com"), "ci-deployer"),
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}}' docker://registry.gitlab.example.com/platform/worker:staging"
            ),
            SK_UNAUTH.format(
                m="04",
                img="registry.gitlab.example.com/platform/worker:staging",
                tag="staging",
                repo="platform/worker",
            ),
        ),
        (
            "bash",
            sh("skopeo list-tags docker://registry.gitlab.example.com/platform/web"),
            'time="2025-04-11T11:05:12Z" level=fatal msg="Error listing repository tags: fetching tags list: unauthorized: HTTP Basic: Access denied. If a password was provided for Git authentication, the password was incorrect or you\'re using an expired token."',
        ),
        (
            "bash",
            sh(
                "skopeo inspect --format '{{.Digest}}' docker://registry.gitlab.example.com/platform/web:prod"
            ),
            SK_UNAUTH.format(
                m="05",
                img="registry.gitlab.example.com/platform/web:prod",
                tag="prod",
                repo="platform/web",
            ),
        ),
        (
            "bash",
            sh("skopeo inspect --raw docker://registry.gitlab.example.com/platform/api:prod"),
            SK_UNAUTH.format(
                m="06",
                img="registry.gitlab.example.com/platform/api:prod",
                tag="prod",
                repo="platform/api",
            ).replace("Error parsing image name", "Error retrieving manifest for image"),
        ),
    ],
)

session(
    "nerdctl",
    True,
    "Bring up the local dev stack with nerdctl compose, wait until postgres accepts connections, and "
    "prune dangling images afterwards.",
    [
        (
            "terminal",
            sh("nerdctl compose -f dev/compose.yaml up -d"),
            "INFO[0000] Ensuring image docker.io/library/postgres:16-alpine\nINFO[0000] Ensuring image docker.io/library/redis:7.4\nINFO[0000] Ensuring image localhost/shop-api:dev\nINFO[0001] Creating network dev_default\nINFO[0001] Creating container dev-postgres-1\nINFO[0001] Creating container dev-redis-1\nINFO[0002] Creating container dev-api-1",
        ),
        (
            "terminal",
            sh("nerdctl exec dev-postgres-1 pg_isready -U shop"),
            "/var/run/postgresql:5432 - no response",
        ),
        (
            "terminal",
            sh("nerdctl exec dev-postgres-1 pg_isready -U shop"),
            "/var/run/postgresql:5432 - rejecting connections",
        ),
        (
            "terminal",
            sh("nerdctl exec dev-postgres-1 pg_isready -U shop"),
            "/var/run/postgresql:5432 - accepting connections",
        ),
        (
            "terminal",
            sh("nerdctl compose -f dev/compose.yaml ps"),
            'NAME              IMAGE                                   COMMAND                   SERVICE     STATUS     PORTS\ndev-api-1         localhost/shop-api:dev                  "/usr/local/bin/shop…"    api         running    0.0.0.0:8000->8000/tcp\ndev-postgres-1    docker.io/library/postgres:16-alpine    "docker-entrypoint.s…"    postgres    running    0.0.0.0:5432->5432/tcp\ndev-redis-1       docker.io/library/redis:7.4             "docker-entrypoint.s…"    redis       running    6379/tcp',
        ),
        (
            "terminal",
            sh("nerdctl image prune -f"),
            "Deleted Images:\nUntagged: localhost/shop-api:<none>\ndeleted: sha256:"
            + h("dangling1", 64)
            + "\nTotal reclaimed space: 214.6 MiB",
        ),
    ],
)

NERD_EMPTY = "CONTAINER ID    IMAGE    COMMAND    CREATED    STATUS    PORTS    NAMES"
session(
    "nerdctl",
    False,
    "On this Kubernetes node, use nerdctl to find the coredns containers and show their last log lines.",
    [
        ("terminal", sh("sudo nerdctl ps | grep coredns"), ""),
        ("terminal", sh("sudo nerdctl ps"), NERD_EMPTY),
        ("terminal", sh("sudo nerdctl ps -a"), NERD_EMPTY),
        ("terminal", sh("sudo nerdctl ps -a --filter name=coredns"), NERD_EMPTY),
        ("terminal", sh("sudo nerdctl images | grep coredns"), ""),
        (
            "terminal",
            sh("sudo nerdctl logs --tail 20 coredns"),
            'time="2025-04-11T12:20:44Z" level=fatal msg="no such container: coredns"',
        ),
        ("terminal", sh("sudo nerdctl ps --format '{{.Names}}'"), ""),
    ],
)


# ---------------------------------------------------------------- 5. open government data
def jstat(
    label: str, geos: dict[str, str], times: list[str], values: dict[str, float], updated: str
) -> str:
    return J(
        {
            "version": "2.0",
            "class": "dataset",
            "label": label,
            "source": "ESTAT",
            "updated": updated,
            "value": values,
            "status": {},
            "id": ["freq", "unit", "geo", "time"],
            "size": [1, 1, len(geos), len(times)],
            "dimension": {
                "freq": {
                    "label": "Time frequency",
                    "category": {"index": {"A": 0}, "label": {"A": "Annual"}},
                },
                "unit": {
                    "label": "Unit of measure",
                    "category": {
                        "index": {"PC_ACT": 0},
                        "label": {"PC_ACT": "Percentage of population in the labour force"},
                    },
                },
                "geo": {
                    "label": "Geopolitical entity (reporting)",
                    "category": {"index": {g: i for i, g in enumerate(geos)}, "label": geos},
                },
                "time": {
                    "label": "Time",
                    "category": {
                        "index": {t: i for i, t in enumerate(times)},
                        "label": {t: t for t in times},
                    },
                },
            },
            "extension": {"datasetId": label.split(" ")[0], "lang": "EN"},
        }
    )


session(
    "eurostat",
    True,
    "Youth unemployment (under 25) in Spain, Italy, Greece and Germany for 2021-2024 from Eurostat, "
    "and whether 2024 is final for all four.",
    [
        (
            "eurostat_get_data",
            {
                "dataset": "une_rt_a",
                "geo": ["ES", "IT", "EL", "DE"],
                "age": "Y_LT25",
                "unit": "PC_ACT",
                "sex": "T",
                "sinceTimePeriod": "2021",
            },
            jstat(
                "une_rt_a Unemployment by sex and age - annual data",
                {"DE": "Germany", "EL": "Greece", "ES": "Spain", "IT": "Italy"},
                ["2021", "2022", "2023", "2024"],
                {
                    "0": 6.9,
                    "1": 6.1,
                    "2": 5.8,
                    "3": 6.5,
                    "4": 36.0,
                    "5": 31.4,
                    "6": 27.4,
                    "7": 22.2,
                    "8": 34.9,
                    "9": 29.8,
                    "10": 28.7,
                    "11": 26.5,
                    "12": 29.7,
                    "13": 23.7,
                    "14": 22.7,
                    "15": 20.3,
                },
                "2025-04-02T23:00:00+0200",
            ),
        ),
        (
            "eurostat_get_data",
            {
                "dataset": "une_rt_a",
                "geo": ["EL"],
                "age": "Y_LT25",
                "unit": "PC_ACT",
                "sex": "T",
                "time": "2024",
            },
            J(
                {
                    "version": "2.0",
                    "class": "dataset",
                    "label": "Unemployment by sex and age - annual data",
                    "value": {"0": 22.2},
                    "status": {"0": "p"},
                    "id": ["freq", "unit", "geo", "time"],
                    "size": [1, 1, 1, 1],
                    "extension": {"status": {"label": {"p": "provisional"}}},
                }
            ),
        ),
        (
            "eurostat_get_data",
            {
                "dataset": "une_rt_a",
                "geo": ["ES", "IT", "DE"],
                "age": "Y_LT25",
                "unit": "PC_ACT",
                "sex": "T",
                "time": "2024",
            },
            J(
                {
                    "version": "2.0",
                    "class": "dataset",
                    "label": "Unemployment by sex and age - annual data",
                    "value": {"0": 6.5, "1": 26.5, "2": 20.3},
                    "status": {},
                    "id": ["freq", "unit", "geo", "time"],
                    "size": [1, 1, 3, 1],
                }
            ),
        ),
        (
            "eurostat_get_data",
            {
                "dataset": "une_rt_a",
                "geo": ["EL"],
                "age": "Y_LT25",
                "unit": "PC_ACT",
                "sex": "T",
                "time": "2025",
            },
            J({"error": [{"status": 400, "id": 100, "label": "No results found"}]}),
        ),
    ],
)


def wb(meta: dict, rows: list) -> str:
    return J([meta, rows])


def wbrow(ind: tuple[str, str], cid: str, cname: str, iso3: str, date: str, value: float | None):
    return {
        "indicator": {"id": ind[0], "value": ind[1]},
        "country": {"id": cid, "value": cname},
        "countryiso3code": iso3,
        "date": date,
        "value": value,
        "unit": "",
        "obs_status": "",
        "decimal": 1,
    }


ACCESS = ("EG.ELC.ACCS.ZS", "Access to electricity (% of population)")
session(
    "worldbank",
    True,
    "Access to electricity in the Sahel countries (Mali, Niger, Chad, Burkina Faso) over the last "
    "five years available, from the World Bank.",
    [
        (
            "worldbank_indicator",
            {
                "country": "MLI;NER;TCD;BFA",
                "indicator": "EG.ELC.ACCS.ZS",
                "date": "2019:2023",
                "per_page": 10,
                "page": 1,
            },
            wb(
                {
                    "page": 1,
                    "pages": 2,
                    "per_page": 10,
                    "total": 20,
                    "sourceid": "2",
                    "lastupdated": "2025-04-15",
                },
                [
                    wbrow(ACCESS, "BF", "Burkina Faso", "BFA", d, v)
                    for d, v in [
                        ("2023", None),
                        ("2022", 19.5),
                        ("2021", 19.0),
                        ("2020", 19.0),
                        ("2019", 18.4),
                    ]
                ]
                + [
                    wbrow(ACCESS, "ML", "Mali", "MLI", d, v)
                    for d, v in [
                        ("2023", None),
                        ("2022", 53.0),
                        ("2021", 51.7),
                        ("2020", 50.6),
                        ("2019", 48.0),
                    ]
                ],
            ),
        ),
        (
            "worldbank_indicator",
            {
                "country": "MLI;NER;TCD;BFA",
                "indicator": "EG.ELC.ACCS.ZS",
                "date": "2019:2023",
                "per_page": 10,
                "page": 2,
            },
            wb(
                {
                    "page": 2,
                    "pages": 2,
                    "per_page": 10,
                    "total": 20,
                    "sourceid": "2",
                    "lastupdated": "2025-04-15",
                },
                [
                    wbrow(ACCESS, "NE", "Niger", "NER", d, v)
                    for d, v in [
                        ("2023", None),
                        ("2022", 19.5),
                        ("2021", 19.3),
                        ("2020", 18.6),
                        ("2019", 18.8),
                    ]
                ]
                + [
                    wbrow(ACCESS, "TD", "Chad", "TCD", d, v)
                    for d, v in [
                        ("2023", None),
                        ("2022", 11.7),
                        ("2021", 11.1),
                        ("2020", 11.1),
                        ("2019", 8.4),
                    ]
                ],
            ),
        ),
        (
            "worldbank_indicator",
            {"country": "MLI;NER;TCD;BFA", "indicator": "EG.ELC.ACCS.ZS", "mrnev": 1},
            wb(
                {
                    "page": 1,
                    "pages": 1,
                    "per_page": 50,
                    "total": 4,
                    "sourceid": "2",
                    "lastupdated": "2025-04-15",
                },
                [
                    wbrow(ACCESS, "BF", "Burkina Faso", "BFA", "2022", 19.5),
                    wbrow(ACCESS, "ML", "Mali", "MLI", "2022", 53.0),
                    wbrow(ACCESS, "NE", "Niger", "NER", "2022", 19.5),
                    wbrow(ACCESS, "TD", "Chad", "TCD", "2022", 11.7),
                ],
            ),
        ),
        (
            "worldbank_indicator_metadata",
            {"indicator": "EG.ELC.ACCS.ZS"},
            J(
                [
                    {"page": 1, "pages": 1, "per_page": "50", "total": 1},
                    [
                        {
                            "id": "EG.ELC.ACCS.ZS",
                            "name": "Access to electricity (% of population)",
                            "unit": "",
                            "source": {"id": "2", "value": "World Development Indicators"},
                            "sourceNote": "Access to electricity is the percentage of population with access to electricity. Electrification data are collected from industry, national surveys and international sources.",
                            "sourceOrganization": "World Bank, Sustainable Energy for All (SE4ALL) database from the SE4ALL Global Tracking Framework led jointly by the World Bank, International Energy Agency, and the Energy Sector Management Assistance Program.",
                            "topics": [
                                {"id": "19", "value": "Climate Change"},
                                {"id": "9", "value": "Infrastructure"},
                            ],
                        }
                    ],
                ]
            ),
        ),
    ],
)

WB_STALE = wb(
    {
        "page": 1,
        "pages": 1,
        "per_page": 50,
        "total": 3,
        "sourceid": "2",
        "lastupdated": "2024-09-19",
    },
    [
        wbrow(("NY.GDP.MKTP.CD", "GDP (current US$)"), "FR", "France", "FRA", d, v)
        for d, v in [
            ("2023", 3030904090000.0),
            ("2022", 2796302210000.0),
            ("2021", 2959355650000.0),
        ]
    ],
)
session(
    "worldbank",
    False,
    "For Vietnam, Indonesia and the Philippines give me the 2021-2023 values of CO2 emissions per "
    "capita, renewable energy share and forest area from the World Bank.",
    [
        (
            "worldbank_indicator",
            {"country": "VNM;IDN;PHL", "indicator": "EN.GHG.CO2.PC.CE.AR5", "date": "2021:2023"},
            WB_STALE,
        ),
        (
            "worldbank_indicator",
            {"country": "VNM", "indicator": "EN.GHG.CO2.PC.CE.AR5", "date": "2021:2023"},
            WB_STALE,
        ),
        (
            "worldbank_indicator",
            {"country": "VNM;IDN;PHL", "indicator": "EG.FEC.RNEW.ZS", "date": "2021:2023"},
            WB_STALE,
        ),
        (
            "worldbank_indicator",
            {"country": "IDN", "indicator": "AG.LND.FRST.ZS", "date": "2021:2023"},
            WB_STALE,
        ),
        ("worldbank_indicator", {"country": "PHL", "indicator": "AG.LND.FRST.ZS"}, WB_STALE),
        (
            "worldbank_indicator",
            {"country": "VNM;IDN;PHL", "indicator": "EG.FEC.RNEW.ZS", "mrv": 3},
            WB_STALE,
        ),
        (
            "worldbank_indicator",
            {"country": "VN", "indicator": "AG.LND.FRST.ZS", "date": "2022"},
            WB_STALE,
        ),
    ],
)


def siret(siret_: str, name: str, naf: str, city: str, active: bool = True):
    return {
        "siren": siret_[:9],
        "siret": siret_,
        "dateCreationEtablissement": "2016-03-01",
        "etablissementSiege": True,
        "uniteLegale": {
            "denominationUniteLegale": name,
            "categorieJuridiqueUniteLegale": "5710",
            "activitePrincipaleUniteLegale": naf,
            "etatAdministratifUniteLegale": "A",
        },
        "adresseEtablissement": {
            "numeroVoieEtablissement": "12",
            "typeVoieEtablissement": "RUE",
            "libelleVoieEtablissement": "DES TANNEURS",
            "codePostalEtablissement": "67000",
            "libelleCommuneEtablissement": city,
        },
        "periodesEtablissement": [
            {
                "dateFin": None,
                "dateDebut": "2016-03-01",
                "etatAdministratifEtablissement": "A" if active else "F",
                "activitePrincipaleEtablissement": naf,
            }
        ],
    }


session(
    "insee",
    True,
    "Due diligence on a supplier: is 'Atelier Vosges Bois' registered in the Sirene directory, "
    "still active, and does it have other establishments? Also check whether 'Vosges Bois "
    "Distribution' exists as a separate company.",
    [
        (
            "insee_sirene_search",
            {"q": 'denominationUniteLegale:"ATELIER VOSGES BOIS"', "nombre": 20},
            J(
                {
                    "header": {"statut": 200, "message": "OK", "total": 1, "debut": 0, "nombre": 1},
                    "etablissements": [
                        siret("81234567800016", "ATELIER VOSGES BOIS", "16.23Z", "STRASBOURG")
                    ],
                }
            ),
        ),
        (
            "insee_sirene_search",
            {"q": "siren:812345678", "nombre": 20},
            J(
                {
                    "header": {"statut": 200, "message": "OK", "total": 2, "debut": 0, "nombre": 2},
                    "etablissements": [
                        siret("81234567800016", "ATELIER VOSGES BOIS", "16.23Z", "STRASBOURG"),
                        {
                            **siret(
                                "81234567800032",
                                "ATELIER VOSGES BOIS",
                                "16.23Z",
                                "SAINT-DIE-DES-VOSGES",
                                False,
                            ),
                            "etablissementSiege": False,
                        },
                    ],
                }
            ),
        ),
        (
            "insee_sirene_get_unite_legale",
            {"siren": "812345678"},
            J(
                {
                    "header": {"statut": 200, "message": "ok"},
                    "uniteLegale": {
                        "siren": "812345678",
                        "dateCreationUniteLegale": "2016-03-01",
                        "trancheEffectifsUniteLegale": "03",
                        "periodesUniteLegale": [
                            {
                                "dateDebut": "2016-03-01",
                                "dateFin": None,
                                "etatAdministratifUniteLegale": "A",
                                "denominationUniteLegale": "ATELIER VOSGES BOIS",
                                "activitePrincipaleUniteLegale": "16.23Z",
                                "nomenclatureActivitePrincipaleUniteLegale": "NAFRev2",
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "insee_sirene_search",
            {"q": 'denominationUniteLegale:"VOSGES BOIS DISTRIBUTION"', "nombre": 20},
            J(
                {
                    "header": {
                        "statut": 404,
                        "message": 'Aucun élément trouvé pour q=denominationUniteLegale:"VOSGES BOIS DISTRIBUTION"',
                    }
                }
            ),
        ),
        (
            "insee_sirene_search",
            {"q": 'periode(denominationUniteLegale:"VOSGES BOIS DISTRIBUTION")', "nombre": 20},
            J(
                {
                    "header": {
                        "statut": 404,
                        "message": 'Aucun élément trouvé pour q=periode(denominationUniteLegale:"VOSGES BOIS DISTRIBUTION")',
                    }
                }
            ),
        ),
    ],
)

INSEE_429 = J(
    {
        "code": 900802,
        "message": "Message throttled out",
        "description": "You have exceeded your quota .You can access API after 2025-Apr-11 12:41:00+0000 UTC",
    }
)
session(
    "insee",
    False,
    "Count the active bakeries (NAF 10.71C) in each arrondissement of Lyon from Sirene.",
    [
        (
            "insee_sirene_search",
            {
                "q": "activitePrincipaleUniteLegale:10.71C AND codePostalEtablissement:69001",
                "nombre": 0,
            },
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {
                "q": "activitePrincipaleUniteLegale:10.71C AND codePostalEtablissement:69002",
                "nombre": 0,
            },
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {
                "q": "periode(activitePrincipaleEtablissement:10.71C) AND codeCommuneEtablissement:69381"
            },
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {
                "q": "activitePrincipaleUniteLegale:10.71C AND libelleCommuneEtablissement:LYON",
                "nombre": 1,
            },
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {"q": "codePostalEtablissement:69003 AND activitePrincipaleUniteLegale:10.71C"},
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {"q": "activitePrincipaleUniteLegale:10.71C", "nombre": 1},
            INSEE_429,
        ),
        (
            "insee_sirene_search",
            {
                "q": "codePostalEtablissement:69004 AND activitePrincipaleUniteLegale:10.71C",
                "nombre": 0,
            },
            INSEE_429,
        ),
    ],
)


def ods(total: int, rows: list[dict]) -> str:
    return J({"total_count": total, "results": rows})


session(
    "opendatasoft",
    True,
    "From Paris open data (opendata.paris.fr), how many Vélib' stations in the 11th arrondissement "
    "have no e-bikes available right now, and are there any street trees flagged 'remarquable' on "
    "rue Oberkampf?",
    [
        (
            "ods_records",
            {
                "domain": "opendata.paris.fr",
                "dataset": "velib-disponibilite-en-temps-reel",
                "where": "nom_arrondissement_communes='Paris' AND code_insee_commune='75111'",
                "select": "count(*) as n",
            },
            ods(1, [{"n": 38}]),
        ),
        (
            "ods_records",
            {
                "domain": "opendata.paris.fr",
                "dataset": "velib-disponibilite-en-temps-reel",
                "where": "code_insee_commune='75111' AND ebike=0",
                "select": "name,stationcode,mechanical,numdocksavailable,duedate",
                "limit": 20,
            },
            ods(
                4,
                [
                    {
                        "name": "Oberkampf - Parmentier",
                        "stationcode": "11025",
                        "mechanical": 3,
                        "numdocksavailable": 19,
                        "duedate": "2025-04-11T12:36:52+00:00",
                    },
                    {
                        "name": "Saint-Maur - République",
                        "stationcode": "11104",
                        "mechanical": 0,
                        "numdocksavailable": 26,
                        "duedate": "2025-04-11T12:37:10+00:00",
                    },
                    {
                        "name": "Richard Lenoir - Voltaire",
                        "stationcode": "11018",
                        "mechanical": 7,
                        "numdocksavailable": 11,
                        "duedate": "2025-04-11T12:35:44+00:00",
                    },
                    {
                        "name": "Charonne - Bureau",
                        "stationcode": "11044",
                        "mechanical": 1,
                        "numdocksavailable": 30,
                        "duedate": "2025-04-11T12:36:01+00:00",
                    },
                ],
            ),
        ),
        (
            "ods_records",
            {
                "domain": "opendata.paris.fr",
                "dataset": "les-arbres",
                "where": "adresse like 'RUE OBERKAMPF%' AND remarquable='OUI'",
                "limit": 20,
            },
            ods(0, []),
        ),
        (
            "ods_records",
            {
                "domain": "opendata.paris.fr",
                "dataset": "les-arbres",
                "where": "adresse like 'RUE OBERKAMPF%'",
                "select": "count(*) as n, remarquable",
                "group_by": "remarquable",
            },
            ods(2, [{"n": 61, "remarquable": "NON"}, {"n": 3, "remarquable": None}]),
        ),
    ],
)

session(
    "opendatasoft",
    False,
    "From the Brussels open data portal, get the number of public EV charging points per commune.",
    [
        (
            "ods_records",
            {
                "domain": "opendata.brussels.be",
                "dataset": "bornes-de-recharge-electrique",
                "select": "commune, count(*) as n",
                "group_by": "commune",
            },
            J(
                {
                    "error_code": "NotFound",
                    "message": "Unknown dataset: bornes-de-recharge-electrique",
                }
            ),
        ),
        ("ods_catalog_search", {"domain": "opendata.brussels.be", "q": "recharge"}, ods(0, [])),
        ("ods_catalog_search", {"domain": "opendata.brussels.be", "q": "charging"}, ods(0, [])),
        ("ods_catalog_search", {"domain": "opendata.brussels.be", "q": "électrique"}, ods(0, [])),
        ("ods_catalog_search", {"domain": "opendata.brussels.be", "q": "borne"}, ods(0, [])),
        ("ods_catalog_search", {"domain": "opendata.brussels.be"}, ods(0, [])),
        ("ods_catalog_search", {"domain": "opendata.brussels.be", "q": "mobility"}, ods(0, [])),
    ],
)

session(
    "arcgis-hub",
    True,
    "Using the City of Dublin's ArcGIS Hub, find the bike-parking dataset and count stands in the "
    "Docklands area; page through if there are more than the service returns in one go.",
    [
        (
            "arcgis_hub_search",
            {"site": "data-dublincity.opendata.arcgis.com", "q": "bike parking"},
            J(
                {
                    "type": "FeatureCollection",
                    "features": [
                        {
                            "id": h("bikepark", 32),
                            "type": "Feature",
                            "properties": {
                                "title": "Bicycle Parking Stands",
                                "type": "Feature Service",
                                "owner": "DCC_GIS",
                                "url": "https://services.arcgis.com/xyz/arcgis/rest/services/Bike_Stands/FeatureServer/0",
                                "modified": 1738000000000,
                            },
                        },
                        {
                            "id": h("bikelanes", 32),
                            "type": "Feature",
                            "properties": {
                                "title": "Cycle Lanes 2024",
                                "type": "Feature Service",
                                "owner": "DCC_GIS",
                                "modified": 1731000000000,
                            },
                        },
                    ],
                    "numberMatched": 2,
                    "numberReturned": 2,
                }
            ),
        ),
        (
            "arcgis_feature_query",
            {
                "url": "https://services.arcgis.com/xyz/arcgis/rest/services/Bike_Stands/FeatureServer/0",
                "where": "AREA='Docklands'",
                "returnCountOnly": True,
            },
            J({"count": 1214}),
        ),
        (
            "arcgis_feature_query",
            {
                "url": "https://services.arcgis.com/xyz/arcgis/rest/services/Bike_Stands/FeatureServer/0",
                "where": "AREA='Docklands'",
                "outStatistics": [
                    {
                        "statisticType": "sum",
                        "onStatisticField": "NUM_STANDS",
                        "outStatisticFieldName": "stands",
                    }
                ],
            },
            J(
                {
                    "objectIdFieldName": "OBJECTID",
                    "fields": [
                        {"name": "stands", "type": "esriFieldTypeDouble", "alias": "stands"}
                    ],
                    "features": [{"attributes": {"stands": 3871}}],
                }
            ),
        ),
        (
            "arcgis_feature_query",
            {
                "url": "https://services.arcgis.com/xyz/arcgis/rest/services/Bike_Stands/FeatureServer/0",
                "where": "AREA='Docklands' AND NUM_STANDS IS NULL",
                "returnCountOnly": True,
            },
            J({"count": 0}),
        ),
        (
            "arcgis_feature_query",
            {
                "url": "https://services.arcgis.com/xyz/arcgis/rest/services/Bike_Stands/FeatureServer/0",
                "where": "AREA='Docklands'",
                "outFields": "LOCATION,NUM_STANDS",
                "orderByFields": "NUM_STANDS DESC",
                "resultRecordCount": 3,
            },
            J(
                {
                    "objectIdFieldName": "OBJECTID",
                    "features": [
                        {"attributes": {"LOCATION": "Grand Canal Dock Plaza", "NUM_STANDS": 60}},
                        {
                            "attributes": {
                                "LOCATION": "CHQ Building, Custom House Quay",
                                "NUM_STANDS": 48,
                            }
                        },
                        {"attributes": {"LOCATION": "Point Square", "NUM_STANDS": 40}},
                    ],
                    "exceededTransferLimit": True,
                }
            ),
        ),
    ],
)

GRITS = (
    "https://services1.arcgis.com/abc/arcgis/rest/services/Winter_Gritting_Routes/FeatureServer/0"
)
session(
    "arcgis-hub",
    True,
    "Leeds open data: which gritting routes were treated after 18:00 on 10 January 2025, and did "
    "any route in LS6 get missed that night?",
    [
        (
            "arcgis_hub_search",
            {"site": "datamillnorth.org", "q": "gritting routes"},
            J(
                {
                    "type": "FeatureCollection",
                    "features": [
                        {
                            "id": h("grit", 32),
                            "type": "Feature",
                            "properties": {
                                "title": "Winter Gritting Routes (live status)",
                                "type": "Feature Service",
                                "owner": "LeedsCC_Highways",
                                "url": GRITS,
                                "modified": 1736540000000,
                            },
                        }
                    ],
                    "numberMatched": 1,
                    "numberReturned": 1,
                }
            ),
        ),
        (
            "arcgis_feature_query",
            {
                "url": GRITS,
                "where": "LAST_TREATED >= TIMESTAMP '2025-01-10 18:00:00' AND LAST_TREATED < TIMESTAMP '2025-01-11 06:00:00'",
                "outFields": "ROUTE_ID,ROUTE_NAME,LAST_TREATED",
                "resultOffset": 0,
                "resultRecordCount": 4,
            },
            J(
                {
                    "objectIdFieldName": "OBJECTID",
                    "features": [
                        {
                            "attributes": {
                                "ROUTE_ID": "P01",
                                "ROUTE_NAME": "A65 Kirkstall Rd - Horsforth",
                                "LAST_TREATED": 1736533800000,
                            }
                        },
                        {
                            "attributes": {
                                "ROUTE_ID": "P02",
                                "ROUTE_NAME": "A660 Otley Rd - Lawnswood",
                                "LAST_TREATED": 1736534700000,
                            }
                        },
                        {
                            "attributes": {
                                "ROUTE_ID": "P05",
                                "ROUTE_NAME": "A64 York Rd",
                                "LAST_TREATED": 1736535300000,
                            }
                        },
                        {
                            "attributes": {
                                "ROUTE_ID": "P07",
                                "ROUTE_NAME": "A61 Harrogate Rd",
                                "LAST_TREATED": 1736536200000,
                            }
                        },
                    ],
                    "exceededTransferLimit": True,
                }
            ),
        ),
        (
            "arcgis_feature_query",
            {
                "url": GRITS,
                "where": "LAST_TREATED >= TIMESTAMP '2025-01-10 18:00:00' AND LAST_TREATED < TIMESTAMP '2025-01-11 06:00:00'",
                "outFields": "ROUTE_ID,ROUTE_NAME,LAST_TREATED",
                "resultOffset": 4,
                "resultRecordCount": 4,
            },
            J(
                {
                    "objectIdFieldName": "OBJECTID",
                    "features": [
                        {
                            "attributes": {
                                "ROUTE_ID": "S12",
                                "ROUTE_NAME": "Headingley Lane / Cardigan Rd",
                                "LAST_TREATED": 1736541000000,
                            }
                        },
                        {
                            "attributes": {
                                "ROUTE_ID": "S14",
                                "ROUTE_NAME": "Meanwood Rd",
                                "LAST_TREATED": 1736542800000,
                            }
                        },
                    ],
                }
            ),
        ),
        (
            "arcgis_feature_query",
            {
                "url": GRITS,
                "where": "POSTCODE_DISTRICT='LS6' AND STATUS='NOT_TREATED' AND SHIFT_DATE=DATE '2025-01-10'",
                "returnCountOnly": True,
            },
            J({"count": 0}),
        ),
        (
            "arcgis_feature_query",
            {
                "url": GRITS,
                "where": "POSTCODE_DISTRICT='LS6'",
                "outFields": "ROUTE_ID,STATUS",
                "returnDistinctValues": True,
            },
            J(
                {
                    "objectIdFieldName": "OBJECTID",
                    "features": [
                        {"attributes": {"ROUTE_ID": "S12", "STATUS": "TREATED"}},
                        {"attributes": {"ROUTE_ID": "S14", "STATUS": "TREATED"}},
                    ],
                }
            ),
        ),
    ],
)


def sparql(vars_: list[str], rows: list[dict]) -> str:
    return J(
        {
            "head": {"link": [], "vars": vars_},
            "results": {
                "distinct": False,
                "ordered": True,
                "bindings": [
                    {
                        k: {
                            "type": "literal" if not str(v).startswith("http") else "uri",
                            "value": v,
                        }
                        for k, v in r.items()
                    }
                    for r in rows
                ],
            },
        }
    )


session(
    "data-europa",
    True,
    "On data.europa.eu, find datasets about air quality published by Austria's portal in 2024 and "
    "list their distribution formats.",
    [
        (
            "data_europa_sparql",
            {
                "query": "PREFIX dcat: <http://www.w3.org/ns/dcat#> PREFIX dct: <http://purl.org/dc/terms/> SELECT ?d ?title WHERE { <http://data.europa.eu/88u/catalogue/data-gv-at> dcat:dataset ?d . ?d dct:title ?title ; dct:issued ?iss . FILTER(YEAR(?iss)=2024 && CONTAINS(LCASE(?title), 'luft')) } LIMIT 20"
            },
            sparql(
                ["d", "title"],
                [
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-1", 12),
                        "title": "Luftgütemessstellen Wien - Messwerte 2024",
                    },
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-2", 12),
                        "title": "Luftqualität Tirol: Stickstoffdioxid Halbstundenmittelwerte",
                    },
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-3", 12),
                        "title": "Feinstaub PM10 Tagesmittelwerte Steiermark",
                    },
                ],
            ),
        ),
        (
            "data_europa_sparql",
            {
                "query": "PREFIX dcat: <http://www.w3.org/ns/dcat#> PREFIX dct: <http://purl.org/dc/terms/> SELECT ?d ?fmt WHERE { VALUES ?d { <...at-luft-1> <...at-luft-2> <...at-luft-3> } ?d dcat:distribution ?x . ?x dct:format ?fmt }"
            },
            sparql(
                ["d", "fmt"],
                [
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-1", 12),
                        "fmt": "http://publications.europa.eu/resource/authority/file-type/CSV",
                    },
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-1", 12),
                        "fmt": "http://publications.europa.eu/resource/authority/file-type/JSON",
                    },
                    {
                        "d": "http://data.europa.eu/88u/dataset/" + h("at-luft-2", 12),
                        "fmt": "http://publications.europa.eu/resource/authority/file-type/CSV",
                    },
                ],
            ),
        ),
        (
            "data_europa_search",
            {"q": "Feinstaub PM10 Steiermark", "filter": "dataset", "limit": 5},
            J(
                {
                    "success": True,
                    "result": {
                        "count": 1,
                        "results": [
                            {
                                "id": h("at-luft-3", 12),
                                "title": {"de": "Feinstaub PM10 Tagesmittelwerte Steiermark"},
                                "catalog": {"id": "data-gv-at"},
                                "distributions": [],
                                "issued": "2024-05-14T00:00:00Z",
                            }
                        ],
                        "facets": [],
                    },
                }
            ),
        ),
        (
            "data_europa_sparql",
            {
                "query": "ASK { <http://data.europa.eu/88u/dataset/"
                + h("at-luft-3", 12)
                + "> <http://www.w3.org/ns/dcat#distribution> ?x }"
            },
            J({"head": {"link": []}, "boolean": False}),
        ),
    ],
)

DE_TIMEOUT = "<html>\n<head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out</h1></center>\n</body>\n</html>"
session(
    "data-europa",
    False,
    "Which EU national portals publish datasets tagged with the High-Value Dataset category "
    "'Meteorological'? Count per catalogue.",
    [
        (
            "data_europa_sparql",
            {
                "query": "SELECT ?cat (COUNT(?d) AS ?n) WHERE { ?cat dcat:dataset ?d . ?d <http://data.europa.eu/r5r/hvdCategory> <http://data.europa.eu/bna/c_164e0bf5> } GROUP BY ?cat"
            },
            DE_TIMEOUT,
        ),
        (
            "data_europa_sparql",
            {
                "query": "SELECT ?cat (COUNT(?d) AS ?n) WHERE { ?cat dcat:dataset ?d . ?d <http://data.europa.eu/r5r/hvdCategory> <http://data.europa.eu/bna/c_164e0bf5> } GROUP BY ?cat LIMIT 50"
            },
            DE_TIMEOUT,
        ),
        (
            "data_europa_sparql",
            {
                "query": "SELECT ?d WHERE { ?d <http://data.europa.eu/r5r/hvdCategory> <http://data.europa.eu/bna/c_164e0bf5> } LIMIT 100"
            },
            DE_TIMEOUT,
        ),
        (
            "data_europa_search",
            {
                "q": "meteorological",
                "filter": "dataset",
                "facets": '{"hvdCategory":["c_164e0bf5"]}',
                "limit": 0,
            },
            DE_TIMEOUT,
        ),
        ("data_europa_search", {"q": "weather", "limit": 1}, DE_TIMEOUT),
        (
            "data_europa_sparql",
            {
                "query": "SELECT (COUNT(*) AS ?n) WHERE { ?d a <http://www.w3.org/ns/dcat#Dataset> } "
            },
            DE_TIMEOUT,
        ),
        ("data_europa_search", {"q": "Wetter", "limit": 5}, DE_TIMEOUT),
    ],
)


def main(out: Path = OUT) -> None:
    counters: dict[tuple[str, bool], int] = {}
    lines = []
    for family, ok, task, calls in SESSIONS:
        n = counters.get((family, ok), 0) + 1
        counters[(family, ok)] = n
        run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
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
