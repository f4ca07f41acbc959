# ruff: noqa: E501 -- tool outputs and tasks are kept verbatim: long lines
"""Build tests/data/tool_heldout76.jsonl: held-out sessions over five domains.

Each row is one tool call in the project's real-runs format.  Sessions are written
as the real services and their usual wrappers return them; nothing here was checked
against a detector before the file was committed.

Domains and families, with where each format comes from and how sure I am of it:

1. Background screening.
   - sterling: Sterling (Fadv-style REST, api.sterlingcheck.app v2): candidates,
     screenings with ``status``/``result`` and ``reportItems``.  Field names from
     Sterling's public v2 API reference as I remember it; medium confidence.
   - goodhire: GoodHire REST API (``/v1/reports``), JSON with ``Id``, ``Status``,
     ``CandidateEmail``; PascalCase fields.  Medium-low confidence on exact names.
   - hireright: HireRight is mostly SOAP/XML integrations; results here are XML
     order-status documents and an HTML maintenance page.  Shape plausible, low
     confidence on element names.
   - certn: Certn API v1 (``/api/v1/hr/applications/``) JSON with ``count``,
     ``next``, ``results`` (Django REST Framework paging).  Medium confidence.
   - accurate: Accurate Background REST (``/v3/order``, ``/v3/candidate``) JSON.
     Medium-low confidence.
   - firstadvantage: First Advantage Enterprise API; JSON ``screenings`` and
     ``report`` objects.  Low-medium confidence.
2. Sanctions and AML screening.
   - complyadvantage: ComplyAdvantage ``POST /searches`` returns
     ``{"code":200,"status":"success","content":{"data":{...,"hits":[...]}}}``;
     well documented, medium-high confidence.
   - opensanctions: ``POST /match/default`` returns ``responses.<key>.results``
     with ``caption``, ``score``, ``match``, ``datasets`` (confirmed in the docs
     quickstart via search).  High confidence.
   - ofac: OFAC Sanctions List Search (sanctionssearch.ofac.treas.gov) reached
     through a scraping wrapper returning a text table; and the ofac-api.com REST
     shape.  Medium confidence.
   - dowjones: Dow Jones Risk & Compliance (RiskCenter) name search JSON with
     ``data`` array of ``attributes``; JSON:API style.  Low-medium confidence.
   - sanctionsio: Sanctions.io ``/search/`` JSON with ``count``/``results``.
     Medium confidence.
   - bridger: LexisNexis Bridger XG SOAP ``SearchResponse`` XML (``Records``,
     ``ResultRecord``, ``WatchList``) and SOAP faults.  Medium-low confidence.
3. Credit bureaus and business credit.
   - experian: Experian Business API (``/businessinformation/businesses/v1/
     search``, ``reportscore``) JSON with ``success``, ``results``; OAuth errors as
     ``{"errors":[{"errorCode":...}]}``.  Medium confidence.
   - equifax: Equifax OneView / Commercial JSON; 503 HTML from the gateway.
     Low-medium confidence.
   - transunion: TransUnion TrueVision via a partner wrapper, XML ``creditBureau``
     fragments.  Low confidence on element names.
   - creditsafe: Creditsafe Connect API (``/v1/companies``, ``/v1/companies/{id}``)
     JSON with ``companies``, ``totalSize``, ``creditScore``.  Medium confidence.
   - novacredit: Nova Credit Passport API JSON (``status``, ``report``).  Low
     confidence.
   - dnb: Dun & Bradstreet Direct+ (``/v1/match/cleanseMatch``, ``/v1/data/duns``)
     JSON with ``transactionDetail``, ``matchCandidates``; error
     ``{"error":{"errorCode":"00047",...}}`` style.  Medium confidence.
4. Warehouse and 3PL fulfilment.
   - shipbob: ShipBob API (``/order``, ``/inventory``, ``/receiving``); fields
     ``id``, ``reference_id``, ``status``, ``shipments`` (search docs confirm the
     order create body and statuses Processing/Completed/Exception/On Hold).
     Medium-high confidence.
   - shiphero: ShipHero GraphQL (``{"data":{...,"request_id","complexity"}}``,
     throttling error ``There are not enough credits``).  Medium confidence.
   - extensiv: Extensiv (3PL Warehouse Manager) REST, HAL JSON with
     ``_embedded``, ``TotalResults``; 401 ``invalid_token``.  Medium confidence.
   - logiwa: Logiwa IO REST JSON ``{"data":[...],"totalCount":...}``.  Low.
   - deposco: Deposco REST/XML; low confidence.
   - shipmonk: ShipMonk API JSON, and a 502 nginx page.  Low-medium confidence.
5. Air quality and pollen.
   - iqair: IQAir AirVisual API v2 ``nearest_city``/``city`` JSON
     ``{"status":"success","data":{"city":...,"current":{"pollution":{"aqius":...}}}}``
     and ``{"status":"fail","data":{"message":"call_limit_reached"}}``.  High.
   - ambee: Ambee ``/latest/by-lat-lng`` and ``/latest/pollen/by-place`` JSON
     ``{"message":"success","stations":[...]}``/``data``.  Medium confidence.
   - breezometer: BreezoMeter v2 air-quality/pollen JSON ``{"metadata":...,
     "data":...,"error":null}``.  Medium-high confidence.
   - plumelabs: Plume Labs API (Flow / forecast) JSON.  Low confidence.
   - pollencom: Pollen.com ``/api/forecast/current/pollen/{zip}`` JSON
     ``{"Type":"pollen","ForecastDate":...,"Location":{"periods":[...]}}``, and an
     Imperva/Incapsula block page.  Medium confidence.
   - kaiterra: Kaiterra API ``/v1/devices/{id}/top`` JSON ``{"id":...,
     "data":[{"param":"rpm25c","points":[{"ts":...,"value":...}]}]}``.  Medium.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout76.jsonl")


def hid(seed: str, n: int = 12) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def num(seed: str, lo: int, hi: int) -> int:
    return lo + int(hid(seed, 8), 16) % (hi - lo + 1)


def j(obj: object, indent: int | None = None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


ROWS: list[dict] = []
COUNTS: dict[str, dict[str, int]] = {}


def session(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    c = COUNTS.setdefault(family, {"ok": 0, "fail": 0})
    kind = "ok" if ok else "fail"
    c[kind] += 1
    run_id = f"{family}-{kind}-{c[kind]}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout76/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- 1. background


def background() -> None:
    # sterling ok: create candidate, order screening, poll until complete, read report
    cand = "cnd_" + hid("sterling-cand-1", 16)
    scr = hid("sterling-scr-1", 24)
    calls = [
        (
            "sterling_create_candidate",
            {"givenName": "Marisol", "familyName": "Okafor", "email": "m.okafor@example.net"},
            j(
                {
                    "id": cand,
                    "givenName": "Marisol",
                    "familyName": "Okafor",
                    "email": "m.okafor@example.net",
                    "clientReferenceId": None,
                    "createdAt": "2026-11-30T15:02:11Z",
                }
            ),
        ),
        (
            "sterling_create_screening",
            {"candidateId": cand, "packageId": "PKG-2291"},
            j(
                {
                    "id": scr,
                    "packageId": "PKG-2291",
                    "candidateId": cand,
                    "status": "Pending",
                    "result": None,
                    "links": {"admin": {"web": f"https://app.sterlingcheck.app/screenings/{scr}"}},
                    "submittedAt": "2026-11-30T15:02:40Z",
                }
            ),
        ),
        (
            "sterling_get_screening",
            {"id": scr},
            j(
                {
                    "id": scr,
                    "status": "Pending",
                    "result": None,
                    "reportItems": [
                        {
                            "id": "ri-1",
                            "type": "SSN Trace",
                            "status": "Complete",
                            "result": "Clear",
                        },
                        {
                            "id": "ri-2",
                            "type": "County Criminal Search",
                            "status": "Pending",
                            "result": None,
                        },
                        {
                            "id": "ri-3",
                            "type": "Employment Verification",
                            "status": "Pending",
                            "result": None,
                        },
                    ],
                }
            ),
        ),
        (
            "sterling_get_screening",
            {"id": scr},
            j(
                {
                    "id": scr,
                    "status": "Pending",
                    "result": None,
                    "reportItems": [
                        {
                            "id": "ri-1",
                            "type": "SSN Trace",
                            "status": "Complete",
                            "result": "Clear",
                        },
                        {
                            "id": "ri-2",
                            "type": "County Criminal Search",
                            "status": "Complete",
                            "result": "Clear",
                            "jurisdiction": "Cook County, IL",
                        },
                        {
                            "id": "ri-3",
                            "type": "Employment Verification",
                            "status": "Pending",
                            "result": None,
                        },
                    ],
                }
            ),
        ),
        (
            "sterling_get_screening",
            {"id": scr},
            j(
                {
                    "id": scr,
                    "status": "Complete",
                    "result": "Clear",
                    "reportItems": [
                        {
                            "id": "ri-1",
                            "type": "SSN Trace",
                            "status": "Complete",
                            "result": "Clear",
                        },
                        {
                            "id": "ri-2",
                            "type": "County Criminal Search",
                            "status": "Complete",
                            "result": "Clear",
                            "jurisdiction": "Cook County, IL",
                        },
                        {
                            "id": "ri-3",
                            "type": "Employment Verification",
                            "status": "Complete",
                            "result": "Consider",
                            "notes": "Dates of employment differ from application by 4 months (Halvorsen Freight, 2019-2022).",
                        },
                    ],
                    "completedAt": "2026-12-02T09:41:07Z",
                }
            ),
        ),
        (
            "sterling_get_report_link",
            {"id": scr},
            j(
                {
                    "href": f"https://app.sterlingcheck.app/reports/{scr}.pdf?sig={hid('sig1', 20)}",
                    "expiresAt": "2026-12-02T10:41:07Z",
                }
            ),
        ),
    ]
    session(
        "sterling",
        True,
        "Run the standard pre-hire package on Marisol Okafor (m.okafor@example.net) and tell me when it's done and if anything needs review.",
        calls,
    )

    # sterling fail: expired token
    err = j(
        {
            "errors": [
                {
                    "code": "401",
                    "message": "Access token expired",
                    "details": "Bearer token is no longer valid",
                }
            ]
        }
    )
    qs = [
        ("sterling_list_screenings", {"status": "Pending"}),
        ("sterling_list_screenings", {"status": "Pending", "limit": 50}),
        ("sterling_get_screening", {"id": hid("s-a", 24)}),
        ("sterling_list_screenings", {"candidateEmail": "d.renner@example.org"}),
        ("sterling_get_screening", {"id": hid("s-b", 24)}),
        ("sterling_list_screenings", {}),
        ("sterling_list_screenings", {"status": "Complete", "since": "2026-11-01"}),
    ]
    session(
        "sterling",
        False,
        "Which background checks are still pending for the December warehouse hires?",
        [(t, a, err) for t, a in qs],
    )

    # goodhire ok: list reports with paging, then one detail; last page empty-ish
    def gh_rep(i: int, status: str, name: str) -> dict:
        return {
            "Id": hid(f"gh{i}", 8) + "-" + hid(f"gh{i}b", 4),
            "CandidateEmail": f"{name.lower().replace(' ', '.')}@mail.example",
            "CandidateName": name,
            "Status": status,
            "Package": "Standard Criminal",
            "CreatedDate": f"2026-11-{10 + i:02d}T14:00:00Z",
        }

    names = [
        "Teodor Lisk",
        "Ama Boateng",
        "Chen Wei",
        "Rosa Villanueva",
        "Kofi Mensah",
        "Ilse Brandt",
        "Paulo Reis",
        "Nadia Haddad",
    ]
    calls = [
        (
            "goodhire_list_reports",
            {"page": 1, "pageSize": 4},
            j(
                {
                    "Reports": [
                        gh_rep(i, s, names[i])
                        for i, s in enumerate(
                            ["Complete", "Complete", "Pending Candidate", "Complete"]
                        )
                    ],
                    "Page": 1,
                    "PageSize": 4,
                    "TotalCount": 8,
                }
            ),
        ),
        (
            "goodhire_list_reports",
            {"page": 2, "pageSize": 4},
            j(
                {
                    "Reports": [
                        gh_rep(i, s, names[i])
                        for i, s in zip(
                            range(4, 8),
                            ["Complete", "In Progress", "Complete", "Disputed"],
                            strict=True,
                        )
                    ],
                    "Page": 2,
                    "PageSize": 4,
                    "TotalCount": 8,
                }
            ),
        ),
        (
            "goodhire_list_reports",
            {"page": 3, "pageSize": 4},
            j({"Reports": [], "Page": 3, "PageSize": 4, "TotalCount": 8}),
        ),
        (
            "goodhire_get_report",
            {"id": gh_rep(7, "", names[7])["Id"]},
            j(
                {
                    "Id": gh_rep(7, "", names[7])["Id"],
                    "Status": "Disputed",
                    "CandidateName": "Nadia Haddad",
                    "Components": [
                        {
                            "Name": "County Criminal",
                            "Status": "Complete",
                            "Result": "Records Found",
                        },
                        {"Name": "Motor Vehicle Record", "Status": "Complete", "Result": "Clear"},
                    ],
                    "Dispute": {
                        "OpenedDate": "2026-11-29",
                        "Reason": "Record belongs to a different person with the same name",
                        "ExpectedResolution": "2026-12-20",
                    },
                }
            ),
        ),
        (
            "goodhire_get_report",
            {"id": gh_rep(2, "", names[2])["Id"]},
            j(
                {
                    "Id": gh_rep(2, "", names[2])["Id"],
                    "Status": "Pending Candidate",
                    "CandidateName": "Chen Wei",
                    "Components": [],
                    "InvitationSentDate": "2026-11-12",
                    "InvitationExpires": "2026-12-12",
                    "RemindersSent": 2,
                }
            ),
        ),
        ("goodhire_send_reminder", {"id": gh_rep(2, "", names[2])["Id"]}, "Reminder sent."),
    ]
    session(
        "goodhire",
        True,
        "Go through all our GoodHire reports and tell me which are stuck or disputed; nudge anyone who hasn't filled in their invite.",
        calls,
    )

    # hireright ok: order status XML
    def hr_xml(order: str, status: str, comps: list[tuple[str, str]]) -> str:
        items = "".join(
            f'\n    <Screening type="{t}"><Status>{s}</Status></Screening>' for t, s in comps
        )
        return (
            f'<?xml version="1.0" encoding="UTF-8"?>\n<OrderStatus xmlns="http://ns.hireright.com/hrxml/2">\n'
            f"  <OrderId>{order}</OrderId>\n  <OverallStatus>{status}</OverallStatus>\n  <Screenings>{items}\n  </Screenings>\n</OrderStatus>"
        )

    o1, o2 = "HR-" + str(num("hr1", 10**7, 10**8)), "HR-" + str(num("hr2", 10**7, 10**8))
    calls = [
        (
            "hireright_search_orders",
            {"candidate_last_name": "Abernathy"},
            f'<?xml version="1.0" encoding="UTF-8"?>\n<OrderSearchResult count="2">\n  <Order id="{o1}" created="2026-10-03" candidate="Abernathy, Gwen"/>\n  <Order id="{o2}" created="2026-11-18" candidate="Abernathy, Gwen"/>\n</OrderSearchResult>',
        ),
        (
            "hireright_get_order_status",
            {"order_id": o1},
            hr_xml(o1, "Cancelled", [("Criminal", "Cancelled"), ("Education", "Cancelled")]),
        ),
        (
            "hireright_get_order_status",
            {"order_id": o2},
            hr_xml(
                o2,
                "In Progress",
                [
                    ("Criminal", "Completed"),
                    ("Education", "Awaiting Institution Response"),
                    ("Drug Test", "Specimen Collected"),
                ],
            ),
        ),
        (
            "hireright_get_eta",
            {"order_id": o2},
            j(
                {
                    "orderId": o2,
                    "estimatedCompletion": "2026-12-09",
                    "blockingComponent": "Education",
                    "note": "University registrar closed for winter recess until 2026-12-07",
                }
            ),
        ),
    ]
    session(
        "hireright",
        True,
        "Where is Gwen Abernathy's HireRight check and when should it finish?",
        calls,
    )

    # hireright fail: maintenance page
    page = (
        "<!DOCTYPE html>\n<html><head><title>HireRight - Scheduled Maintenance</title></head>\n<body>\n"
        '<div class="maint"><h1>We\'ll be back soon</h1>\n<p>HireRight Applicant Center and API services are undergoing scheduled maintenance. '
        "We apologize for any inconvenience.</p>\n<p>Reference: MNT-2026-1205</p></div>\n</body></html>"
    )
    qs = [
        ("hireright_search_orders", {"candidate_last_name": "Oduya"}),
        (
            "hireright_search_orders",
            {"candidate_last_name": "Oduya", "created_after": "2026-11-01"},
        ),
        ("hireright_get_order_status", {"order_id": "HR-53310982"}),
        ("hireright_search_orders", {"candidate_email": "joduya@example.com"}),
        ("hireright_get_order_status", {"order_id": "HR-53310983"}),
        ("hireright_get_eta", {"order_id": "HR-53310982"}),
        ("hireright_search_orders", {"candidate_last_name": "Oduya", "status": "In Progress"}),
    ]
    session(
        "hireright",
        False,
        "Check the HireRight status for James Oduya's order and whether the drug test is back.",
        [(t, a, page) for t, a in qs],
    )

    # certn ok: DRF paging + create
    def certn_app(i: int, status: str, risk: str) -> dict:
        return {
            "id": hid(f"certn{i}", 8) + "-" + hid(f"c{i}", 4) + "-" + hid(f"cc{i}", 4),
            "applicant": {
                "first_name": ["Lena", "Rohan", "Sione", "Maeve", "Tarek", "Yuki"][i],
                "last_name": ["Fisk", "Kapoor", "Tupou", "Doyle", "Nasser", "Arai"][i],
            },
            "report_status": status,
            "risk_result": risk,
            "created": f"2026-11-{3 + i:02d}T18:22:05.11Z",
        }

    calls = [
        (
            "certn_list_applications",
            {"property": "Harbourview Lofts", "page": 1},
            j(
                {
                    "count": 6,
                    "next": "https://api.certn.co/api/v1/hr/applications/?page=2",
                    "previous": None,
                    "results": [
                        certn_app(i, s, r)
                        for i, (s, r) in enumerate(
                            [
                                ("COMPLETE", "CLEARED"),
                                ("COMPLETE", "CLEARED"),
                                ("IN_PROGRESS", "NONE"),
                                ("COMPLETE", "REVIEW"),
                            ]
                        )
                    ],
                }
            ),
        ),
        (
            "certn_list_applications",
            {"property": "Harbourview Lofts", "page": 2},
            j(
                {
                    "count": 6,
                    "next": None,
                    "previous": "https://api.certn.co/api/v1/hr/applications/?page=1",
                    "results": [
                        certn_app(i, s, r)
                        for i, (s, r) in zip(
                            (4, 5),
                            [("COMPLETE", "NOT_CLEARED"), ("COMPLETE", "CLEARED")],
                            strict=True,
                        )
                    ],
                }
            ),
        ),
        (
            "certn_get_application",
            {"id": certn_app(3, "", "")["id"]},
            j(
                {
                    "id": certn_app(3, "", "")["id"],
                    "report_status": "COMPLETE",
                    "risk_result": "REVIEW",
                    "softcheck": {
                        "status": "COMPLETE",
                        "result": "REVIEW",
                        "flags": ["Address history gap > 12 months"],
                    },
                    "credit_report": {"score": 612, "status": "COMPLETE"},
                }
            ),
        ),
        (
            "certn_get_application",
            {"id": certn_app(4, "", "")["id"]},
            j(
                {
                    "id": certn_app(4, "", "")["id"],
                    "report_status": "COMPLETE",
                    "risk_result": "NOT_CLEARED",
                    "softcheck": {
                        "status": "COMPLETE",
                        "result": "NOT_CLEARED",
                        "flags": [
                            "Eviction record (2024, Ontario LTB)",
                            "Collections account $3,420",
                        ],
                    },
                    "credit_report": {"score": 541, "status": "COMPLETE"},
                }
            ),
        ),
        (
            "certn_add_note",
            {"id": certn_app(3, "", "")["id"], "note": "Asked applicant for 2023 address."},
            j({"id": 88213, "created": "2026-12-01T16:40:12Z"}),
        ),
    ]
    session(
        "certn",
        True,
        "Summarise the tenant screening results for Harbourview Lofts and flag anyone not cleared or needing review; leave a note on review cases asking for address history.",
        calls,
    )

    # certn fail: rate limit
    err = j({"detail": "Request was throttled. Expected available in 3600 seconds."})
    qs = [
        ("certn_list_applications", {"property": "Maple Court"}),
        ("certn_list_applications", {"property": "Maple Court", "page": 1}),
        ("certn_get_application", {"id": hid("cx1", 8)}),
        ("certn_list_applications", {"status": "COMPLETE"}),
        ("certn_search_applicants", {"q": "Pellegrini"}),
        ("certn_search_applicants", {"q": "A. Pellegrini"}),
        ("certn_get_application", {"id": hid("cx2", 8)}),
        ("certn_list_applications", {}),
    ]
    session(
        "certn",
        False,
        "Did Alessia Pellegrini's tenant screening for Maple Court clear?",
        [(t, a, err) for t, a in qs],
    )

    # accurate ok: order placed, polled, empty county result legit
    oid = "ABI" + str(num("acc1", 10**8, 10**9))
    calls = [
        (
            "accurate_create_candidate",
            {"firstName": "Dmitri", "lastName": "Volkov", "dateOfBirth": "1988-04-17"},
            j({"id": "cand-" + hid("acc-c", 10), "firstName": "Dmitri", "lastName": "Volkov"}),
        ),
        (
            "accurate_place_order",
            {
                "candidateId": "cand-" + hid("acc-c", 10),
                "packageType": "PKG_PRO",
                "workflow": "EXPRESS",
            },
            j({"id": oid, "status": "PENDING", "eta": "2026-12-04"}),
        ),
        (
            "accurate_get_order",
            {"id": oid},
            j({"id": oid, "status": "PENDING", "percentageComplete": 40, "result": None}),
        ),
        (
            "accurate_get_order",
            {"id": oid},
            j({"id": oid, "status": "PENDING", "percentageComplete": 80, "result": None}),
        ),
        (
            "accurate_get_order",
            {"id": oid},
            j(
                {
                    "id": oid,
                    "status": "COMPLETE",
                    "percentageComplete": 100,
                    "result": "Meets Requirements",
                    "searches": [
                        {"type": "SSV", "result": "Verified"},
                        {"type": "FACIS", "result": "No Records Found"},
                        {"type": "County Criminal - Travis, TX", "result": "No Records Found"},
                        {"type": "Federal Criminal", "result": "No Records Found"},
                    ],
                }
            ),
        ),
        ("accurate_list_adverse_actions", {"orderId": oid}, j({"adverseActions": [], "total": 0})),
    ]
    session(
        "accurate",
        True,
        "Order the pro package for Dmitri Volkov (DOB 1988-04-17), wait for it, and confirm no adverse action is needed.",
        calls,
    )

    # accurate fail: sandbox returns the same sample candidate
    sample = j(
        {
            "id": "ABI000000001",
            "status": "COMPLETE",
            "candidate": {"firstName": "John", "lastName": "Sample"},
            "result": "Meets Requirements",
            "environment": "sandbox",
        }
    )
    qs = [
        ("accurate_get_order", {"id": "ABI7720194431"}),
        ("accurate_get_order", {"id": "ABI7720194432"}),
        ("accurate_search_orders", {"lastName": "Quintero"}),
        ("accurate_get_order", {"id": "ABI7720194450"}),
        ("accurate_search_orders", {"lastName": "Quintero", "firstName": "Lucia"}),
        ("accurate_get_order", {"id": "ABI7720194431", "include": "searches"}),
        ("accurate_search_orders", {"email": "lquintero@example.com"}),
    ]
    session(
        "accurate",
        False,
        "Pull Lucia Quintero's completed background order and list any county records.",
        [(t, a, sample) for t, a in qs],
    )

    # firstadvantage ok: mostly acknowledgements + reads
    calls = [
        (
            "fadv_list_packages",
            {},
            j(
                {
                    "packages": [
                        {"id": "P-100", "name": "Retail Basic", "price": 29.0},
                        {"id": "P-210", "name": "Driver", "price": 54.0},
                        {"id": "P-330", "name": "Healthcare", "price": 88.5},
                    ]
                }
            ),
        ),
        (
            "fadv_initiate_screening",
            {"packageId": "P-210", "applicant": {"email": "h.tanaka@example.jp"}},
            j({"screeningId": "FA-" + hid("fa1", 10).upper(), "status": "Invited"}),
        ),
        (
            "fadv_initiate_screening",
            {"packageId": "P-210", "applicant": {"email": "b.lindqvist@example.se"}},
            j({"screeningId": "FA-" + hid("fa2", 10).upper(), "status": "Invited"}),
        ),
        (
            "fadv_initiate_screening",
            {"packageId": "P-210", "applicant": {"email": "o.adeyemi@example.ng"}},
            j({"screeningId": "FA-" + hid("fa3", 10).upper(), "status": "Invited"}),
        ),
        (
            "fadv_list_screenings",
            {"status": "Invited", "packageId": "P-210"},
            j(
                {
                    "screenings": [
                        {"screeningId": "FA-" + hid(f"fa{i}", 10).upper(), "status": "Invited"}
                        for i in (1, 2, 3)
                    ],
                    "total": 3,
                }
            ),
        ),
    ]
    session(
        "firstadvantage",
        True,
        "Send the driver screening package to our three new couriers: h.tanaka@example.jp, b.lindqvist@example.se, o.adeyemi@example.ng.",
        calls,
    )

    # sterling ok 2: legitimately no records found, several reads
    calls = [
        (
            "sterling_list_screenings",
            {"candidateEmail": "p.achebe@example.com"},
            j(
                {
                    "screenings": [
                        {
                            "id": hid("st2a", 24),
                            "status": "Complete",
                            "result": "Clear",
                            "packageId": "PKG-2291",
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        (
            "sterling_get_screening",
            {"id": hid("st2a", 24)},
            j(
                {
                    "id": hid("st2a", 24),
                    "status": "Complete",
                    "result": "Clear",
                    "reportItems": [
                        {
                            "type": "National Criminal Database",
                            "status": "Complete",
                            "result": "Clear",
                            "records": [],
                        },
                        {
                            "type": "Sex Offender Registry",
                            "status": "Complete",
                            "result": "Clear",
                            "records": [],
                        },
                    ],
                }
            ),
        ),
        ("sterling_list_adjudications", {"screeningId": hid("st2a", 24)}, j({"adjudications": []})),
        (
            "sterling_list_disputes",
            {"candidateEmail": "p.achebe@example.com"},
            j({"disputes": [], "total": 0}),
        ),
    ]
    session(
        "sterling",
        True,
        "Confirm that Peter Achebe's check came back clean, with no adjudication or dispute on file.",
        calls,
    )


# ---------------------------------------------------------------- 2. sanctions


def ca_search(term: str, hits: list[dict], sid: int) -> str:
    return j(
        {
            "code": 200,
            "status": "success",
            "content": {
                "data": {
                    "id": sid,
                    "ref": f"{num(term, 10**9, 10**10)}-{hid(term, 8)}",
                    "searcher_id": 4412,
                    "assignee_id": 4412,
                    "filters": {"types": ["sanction", "warning", "pep"], "fuzziness": 0.6},
                    "match_status": "potential_match" if hits else "no_match",
                    "risk_level": "unknown",
                    "search_term": term,
                    "total_hits": len(hits),
                    "total_matches": len(hits),
                    "updated_at": "2026-12-01 10:15:22",
                    "created_at": "2026-12-01 10:15:22",
                    "share_url": f"https://app.complyadvantage.com/public/search/{hid(term, 32)}",
                    "hits": hits,
                }
            },
        }
    )


def ca_hit(name: str, types: list[str], countries: list[str], sources: list[str]) -> dict:
    return {
        "doc": {
            "id": hid(name, 26).upper(),
            "name": name,
            "entity_type": "person",
            "types": types,
            "fields": [{"name": "Countries", "value": ", ".join(countries)}],
            "sources": sources,
        },
        "match_types": ["name_exact"],
        "score": 1.7,
        "is_whitelisted": False,
    }


def sanctions() -> None:
    # complyadvantage ok: clean vendor list, some no_match legit, one hit
    sid = num("ca-sid", 10**8, 10**9)
    calls = [
        (
            "complyadvantage_search",
            {"search_term": "Brightwater Logistics GmbH", "filters": {"entity_type": "company"}},
            ca_search("Brightwater Logistics GmbH", [], sid),
        ),
        (
            "complyadvantage_search",
            {"search_term": "Kestrel Marine Services LLC", "filters": {"entity_type": "company"}},
            ca_search("Kestrel Marine Services LLC", [], sid + 1),
        ),
        (
            "complyadvantage_search",
            {"search_term": "Viktor Zaremba", "filters": {"birth_year": 1971}},
            ca_search(
                "Viktor Zaremba",
                [
                    ca_hit(
                        "Viktor Zaremba",
                        ["pep", "pep-class-2"],
                        ["Ukraine"],
                        ["complyadvantage-pep-ua"],
                    )
                ],
                sid + 2,
            ),
        ),
        (
            "complyadvantage_get_search_entities",
            {"search_id": sid + 2},
            j(
                {
                    "code": 200,
                    "status": "success",
                    "content": {
                        "data": [
                            {
                                "id": hid("Viktor Zaremba", 26).upper(),
                                "key_information": {
                                    "name": "Viktor Zaremba",
                                    "political_positions": [
                                        "Deputy head, regional administration (2014-2019)"
                                    ],
                                    "birth_year": 1971,
                                },
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "complyadvantage_update_search",
            {"search_id": sid + 2, "match_status": "true_positive", "risk_level": "medium"},
            j(
                {
                    "code": 200,
                    "status": "success",
                    "content": {
                        "data": {
                            "id": sid + 2,
                            "match_status": "true_positive",
                            "risk_level": "medium",
                        }
                    },
                }
            ),
        ),
        (
            "complyadvantage_search",
            {"search_term": "Odile Marchetti"},
            ca_search("Odile Marchetti", [], sid + 3),
        ),
    ]
    session(
        "complyadvantage",
        True,
        "Screen our four new counterparties (Brightwater Logistics GmbH, Kestrel Marine Services LLC, Viktor Zaremba b.1971, Odile Marchetti) and mark any real PEP hit as medium risk.",
        calls,
    )

    # complyadvantage fail: stale cached search returned for every term
    stale = ca_search(
        "Northgate Trading FZE",
        [
            ca_hit(
                "Northgate Trading FZE", ["sanction"], ["United Arab Emirates"], ["ofac-sdn-list"]
            )
        ],
        771203344,
    )
    qs = [
        {"search_term": "Halden Shipping AS"},
        {"search_term": "Halden Shipping"},
        {"search_term": "Halden Shipping AS", "filters": {"entity_type": "company"}},
        {"search_term": "Ingrid Halden"},
        {"search_term": "Halden Rederi"},
        {"search_term": "HALDEN SHIPPING A/S", "fuzziness": 0.4},
        {"search_term": "Halden Shipping AS", "filters": {"types": ["sanction"]}},
    ]
    session(
        "complyadvantage",
        False,
        "Screen Halden Shipping AS and its owner Ingrid Halden against sanctions and adverse media.",
        [("complyadvantage_search", q, stale) for q in qs],
    )

    # opensanctions ok
    def os_res(key: str, results: list[dict]) -> str:
        return j(
            {
                "responses": {
                    key: {
                        "status": 200,
                        "results": results,
                        "total": {"value": len(results), "relation": "eq"},
                        "query": {"schema": "Person"},
                    }
                },
                "matcher": {"name": "logic-v1"},
                "limit": 5,
            }
        )

    def os_ent(name: str, score: float, match: bool, ds: list[str], topics: list[str]) -> dict:
        return {
            "id": "NK-" + hid(name, 20),
            "caption": name,
            "schema": "Person",
            "properties": {"name": [name], "topics": topics},
            "datasets": ds,
            "referents": [],
            "target": True,
            "first_seen": "2022-03-01T00:00:00",
            "last_seen": "2026-12-01T06:10:02",
            "score": score,
            "match": match,
            "features": {"person_name_jaro_winkler": score},
        }

    calls = [
        (
            "opensanctions_match",
            {"schema": "Person", "name": "Aleksandr Zacharov", "birthDate": "1965"},
            os_res(
                "q",
                [
                    os_ent(
                        "Aleksandr Zakharov",
                        0.91,
                        True,
                        ["eu_fsf", "gb_hmt_sanctions"],
                        ["sanction"],
                    ),
                    os_ent("Alexander Zakharov", 0.63, False, ["ru_rupep"], ["role.pep"]),
                ],
            ),
        ),
        (
            "opensanctions_entity",
            {"id": "NK-" + hid("Aleksandr Zakharov", 20)},
            j(
                {
                    "id": "NK-" + hid("Aleksandr Zakharov", 20),
                    "caption": "Aleksandr Zakharov",
                    "schema": "Person",
                    "properties": {
                        "birthDate": ["1965-02-11"],
                        "nationality": ["ru"],
                        "position": ["Director, Arktika Engineering"],
                        "sanctions": [
                            {"program": ["EU Regulation 269/2014"], "startDate": ["2022-04-08"]}
                        ],
                    },
                }
            ),
        ),
        (
            "opensanctions_match",
            {"schema": "Person", "name": "Marta Zacharova", "birthDate": "1968"},
            os_res("q", []),
        ),
        (
            "opensanctions_match",
            {"schema": "Company", "name": "Arktika Engineering OOO"},
            os_res("q", [os_ent("Arktika Engineering", 0.88, True, ["eu_fsf"], ["sanction"])]),
        ),
    ]
    session(
        "opensanctions",
        True,
        "Check Aleksandr Zacharov (b.1965), his wife Marta Zacharova (b.1968) and Arktika Engineering OOO against sanctions lists.",
        calls,
    )

    # opensanctions fail: quota exceeded
    err = j(
        {
            "detail": "Your API key has exceeded its monthly quota. Please upgrade your plan at https://www.opensanctions.org/account/."
        }
    )
    qs = [
        {"schema": "Person", "name": "Farid Mammadov"},
        {"schema": "Person", "name": "Farid Mamedov"},
        {"schema": "Person", "name": "Farid Mammadov", "birthDate": "1979"},
        {"schema": "Company", "name": "Caspian Bridge Holdings"},
        {"schema": "Company", "name": "Caspian Bridge Holdings Ltd"},
        {"schema": "Person", "name": "F. Mammadov", "nationality": "az"},
        {"schema": "LegalEntity", "name": "Caspian Bridge"},
    ]
    session(
        "opensanctions",
        False,
        "Is Farid Mammadov or Caspian Bridge Holdings on any sanctions list?",
        [("opensanctions_match", q, err) for q in qs],
    )

    # ofac ok: text table
    calls = [
        (
            "ofac_search",
            {"name": "Sepahan Petrochemical", "min_score": 85},
            "Name                                   | Address | Type   | Program(s) | List | Score\n"
            "---------------------------------------+---------+--------+------------+------+------\n"
            "SEPAHAN PETROCHEMICAL COMPANY          | Isfahan | Entity | IRAN-EO13846 | SDN | 100\n"
            "SEPAHAN OIL COMPANY                    | Tehran  | Entity | IRAN-EO13846 | SDN | 86\n\n2 results",
        ),
        (
            "ofac_search",
            {"name": "Nordlys Polymers AB", "min_score": 85},
            "Your search has not returned any results.",
        ),
        (
            "ofac_search",
            {"name": "Gulfline Chemical Trading", "min_score": 85},
            "Your search has not returned any results.",
        ),
        (
            "ofac_get_entry",
            {"uid": "31742"},
            "SEPAHAN PETROCHEMICAL COMPANY\nType: Entity\nList: SDN\nProgram: IRAN-EO13846\n"
            "Address: Isfahan, Iran\nIdentification: Registration Number 3092 (Iran)\nRemarks: Additional Sanctions Information - Subject to Secondary Sanctions",
        ),
    ]
    session(
        "ofac",
        True,
        "Run our three resin suppliers (Sepahan Petrochemical, Nordlys Polymers AB, Gulfline Chemical Trading) through OFAC.",
        calls,
    )

    # ofac fail: gateway timeout page
    page = (
        "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n"
        "</body>\r\n</html>"
    )
    names = [
        "Orion Maritime Ltd",
        "Orion Maritime",
        "ORION MARITIME LIMITED",
        "Pavel Ostrov",
        "Orion Shipmanagement",
        "Ostrov Pavel",
        "Orion Maritime Ltd (Marshall Islands)",
    ]
    session(
        "ofac",
        False,
        "Screen Orion Maritime Ltd and its director Pavel Ostrov against the SDN list.",
        [("ofac_search", {"name": n, "min_score": 85}, page) for n in names],
    )

    # dowjones ok: JSON:API
    def dj(name: str, recs: list[dict]) -> str:
        return j(
            {
                "data": recs,
                "meta": {"total_count": len(recs), "search_term": name},
                "links": {"self": "/riskentities/search"},
            }
        )

    calls = [
        (
            "dowjones_name_search",
            {"name": "Lucía Ferreyra", "content_set": ["PEP", "RCA"]},
            dj(
                "Lucía Ferreyra",
                [
                    {
                        "id": "P" + str(num("dj1", 10**6, 10**7)),
                        "type": "risk-entity",
                        "attributes": {
                            "primary_name": "Lucía Ferreyra Montes",
                            "icon_hints": ["PEP"],
                            "country_territory_code": "ARG",
                            "score": 0.94,
                            "title": "Senator, Provincia de Mendoza (2019-)",
                        },
                    }
                ],
            ),
        ),
        (
            "dowjones_get_profile",
            {"id": "P" + str(num("dj1", 10**6, 10**7))},
            j(
                {
                    "data": {
                        "id": "P" + str(num("dj1", 10**6, 10**7)),
                        "attributes": {
                            "person": {
                                "names": [
                                    {"type": "Primary Name", "value": "Lucía Ferreyra Montes"}
                                ],
                                "roles": [{"title": "Senator", "since": "2019-12-10"}],
                                "relatives": [
                                    {"name": "Ignacio Ferreyra", "relationship": "Brother"}
                                ],
                            }
                        },
                    }
                }
            ),
        ),
        (
            "dowjones_name_search",
            {"name": "Ignacio Ferreyra", "content_set": ["PEP", "RCA", "AM"]},
            dj(
                "Ignacio Ferreyra",
                [
                    {
                        "id": "R" + str(num("dj2", 10**6, 10**7)),
                        "type": "risk-entity",
                        "attributes": {
                            "primary_name": "Ignacio Ferreyra",
                            "icon_hints": ["RCA"],
                            "country_territory_code": "ARG",
                            "score": 0.97,
                        },
                    }
                ],
            ),
        ),
        (
            "dowjones_name_search",
            {"name": "Ferreyra Vinos SA", "content_set": ["SAN", "AM"]},
            dj("Ferreyra Vinos SA", []),
        ),
        (
            "dowjones_create_case",
            {"subject": "Ferreyra onboarding", "profiles": ["P" + str(num("dj1", 10**6, 10**7))]},
            j(
                {
                    "data": {
                        "id": "CASE-" + hid("djcase", 8).upper(),
                        "type": "case",
                        "attributes": {"status": "Open"},
                    }
                }
            ),
        ),
    ]
    session(
        "dowjones",
        True,
        "We're onboarding Ferreyra Vinos SA; screen the company and its owner Lucía Ferreyra plus close relatives, and open a case if there's a PEP.",
        calls,
    )

    # dowjones fail: not entitled
    err = j(
        {
            "errors": [
                {
                    "status": "403",
                    "code": "ENTITLEMENT_MISSING",
                    "title": "Forbidden",
                    "detail": "User is not entitled to the requested content set.",
                }
            ]
        }
    )
    qs = [
        {"name": "Hamid Sorouri", "content_set": ["SAN"]},
        {"name": "Hamid Sorouri", "content_set": ["SAN", "PEP"]},
        {"name": "H. Sorouri", "content_set": ["SAN"]},
        {"name": "Sorouri Trading", "content_set": ["SAN"]},
        {"name": "Hamid Soroori", "content_set": ["SAN", "AM"]},
        {"name": "Sorouri", "content_set": ["SAN"], "country": "IRN"},
    ]
    session(
        "dowjones",
        False,
        "Screen Hamid Sorouri and Sorouri Trading for sanctions.",
        [("dowjones_name_search", q, err) for q in qs],
    )

    # sanctionsio ok: batch with paging
    calls = [
        (
            "sanctionsio_search",
            {"name": "Golden Reed Import Export", "min_score": 0.85},
            j({"count": 0, "next": None, "previous": None, "results": []}),
        ),
        (
            "sanctionsio_search",
            {"name": "Golden Reed", "min_score": 0.7},
            j(
                {
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "name": "GOLDEN REED TRADING CO., LTD",
                            "data_source": {
                                "name": "Entity List (EL) - Bureau of Industry and Security",
                                "short_name": "EL",
                            },
                            "entity_type": "Entity",
                            "confidence_score": 0.74,
                            "country_residence": ["China"],
                            "remarks": "Address: Shenzhen",
                        }
                    ],
                }
            ),
        ),
        (
            "sanctionsio_search",
            {"name": "Golden Reed Import Export", "country": "VN", "min_score": 0.7},
            j({"count": 0, "next": None, "previous": None, "results": []}),
        ),
    ]
    session(
        "sanctionsio",
        True,
        "Is Golden Reed Import Export (Vietnam) sanctioned? Close-but-different names are fine to mention.",
        calls,
    )

    # bridger fail: SOAP fault license expired
    fault = (
        '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>'
        '<s:Fault><faultcode>s:Client</faultcode><faultstring xml:lang="en-US">The client license has expired. '
        "Contact your administrator.</faultstring></s:Fault></s:Body></s:Envelope>"
    )
    qs = [
        {"name": "Rustam Yuldashev"},
        {"name": "Rustam Yuldashev", "dob": "1982-07-03"},
        {"name": "Yuldashev", "entity_type": "Individual"},
        {"name": "Samarkand Cotton Exports"},
        {"name": "Rustam Yuldashev", "lists": ["OFAC SDN", "EU"]},
        {"name": "R. Yuldashev"},
        {"name": "Samarkand Cotton Export LLC"},
    ]
    session(
        "bridger",
        False,
        "Run Rustam Yuldashev and Samarkand Cotton Exports through Bridger before we wire the deposit.",
        [("bridger_search", q, fault) for q in qs],
    )

    # bridger ok
    def br(name: str, recs: str) -> str:
        return (
            '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>'
            '<SearchResponse xmlns="https://bridgerinsight.lexisnexis.com/BridgerInsight.Web.Services.Interfaces.10.0">'
            f"<SearchResult><Records>{recs}</Records><SearchEngineVersion>10.4</SearchEngineVersion></SearchResult>"
            "</SearchResponse></s:Body></s:Envelope>"
        )

    calls = [
        (
            "bridger_search",
            {"name": "Helena Vasquez-Orr"},
            br(
                "Helena Vasquez-Orr",
                "<ResultRecord><Record>1</Record><RecordDetails><Name><Full>Helena Vasquez-Orr</Full></Name>"
                "</RecordDetails><Watchlist><Matches/></Watchlist></ResultRecord>",
            ),
        ),
        (
            "bridger_search",
            {"name": "Tomas Orr"},
            br(
                "Tomas Orr",
                "<ResultRecord><Record>1</Record><RecordDetails><Name><Full>Tomas Orr</Full></Name></RecordDetails>"
                "<Watchlist><Matches><WLMatch><EntityName>ORR, Thomas Edward</EntityName><File><Name>Politically Exposed Persons</Name>"
                "</File><BestNameScore>82</BestNameScore></WLMatch></Matches></Watchlist></ResultRecord>",
            ),
        ),
        (
            "bridger_set_alert_decision",
            {
                "record": 1,
                "search": "Tomas Orr",
                "decision": "FalsePositive",
                "note": "DOB differs by 22 years",
            },
            "OK",
        ),
    ]
    session(
        "bridger",
        True,
        "Screen the two signatories Helena Vasquez-Orr and Tomas Orr; if a hit is obviously not him, close it as a false positive.",
        calls,
    )


# ---------------------------------------------------------------- 3. credit


def credit() -> None:
    # experian ok
    bins = [str(num(f"bin{i}", 10**8, 10**9)) for i in range(3)]
    calls = [
        (
            "experian_business_search",
            {"name": "Copperline Fabrication", "city": "Tulsa", "state": "OK"},
            j(
                {
                    "requestId": hid("ex-r1", 32),
                    "success": True,
                    "results": [
                        {
                            "bin": bins[0],
                            "reliabilityCode": 98.0,
                            "businessName": "COPPERLINE FABRICATION LLC",
                            "address": {
                                "street": "4410 S 49TH WEST AVE",
                                "city": "TULSA",
                                "state": "OK",
                                "zip": "74107",
                            },
                        },
                        {
                            "bin": bins[1],
                            "reliabilityCode": 71.0,
                            "businessName": "COPPERLINE FAB & WELD",
                            "address": {
                                "street": "PO BOX 1173",
                                "city": "SAPULPA",
                                "state": "OK",
                                "zip": "74067",
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "experian_business_facts",
            {"bin": bins[0]},
            j(
                {
                    "requestId": hid("ex-r2", 32),
                    "success": True,
                    "results": {
                        "businessHeader": {
                            "bin": bins[0],
                            "businessName": "COPPERLINE FABRICATION LLC",
                            "yearsOnFile": 11,
                        },
                        "employeeSize": 42,
                        "salesRevenue": 6800000,
                        "sicCodes": [{"code": "3441", "definition": "FABRICATED STRUCTURAL METAL"}],
                    },
                }
            ),
        ),
        (
            "experian_business_scores",
            {"bin": bins[0], "modelCode": "000224"},
            j(
                {
                    "requestId": hid("ex-r3", 32),
                    "success": True,
                    "results": {
                        "intelliscoreScoreInformation": {
                            "modelInformation": {
                                "modelCode": "000224",
                                "modelTitle": "INTELLISCORE PLUS V3",
                            },
                            "score": 62.0,
                            "percentileRanking": 61.0,
                            "action": "LOW-MEDIUM RISK",
                        },
                        "fsrScoreInformation": {
                            "score": 48.0,
                            "riskClass": {"code": 3, "definition": "MEDIUM RISK"},
                        },
                    },
                }
            ),
        ),
        (
            "experian_business_trades",
            {"bin": bins[0]},
            j(
                {
                    "requestId": hid("ex-r4", 32),
                    "success": True,
                    "results": {
                        "tradePaymentTotals": {
                            "tradelines": {
                                "numberOfLines": 14,
                                "currentDbt": 9,
                                "totalAccountBalance": {"amount": 118400},
                            }
                        },
                        "collectionsData": [],
                        "bankruptcyIndicator": False,
                        "judgmentIndicator": False,
                        "taxLienIndicator": False,
                    },
                }
            ),
        ),
    ]
    session(
        "experian",
        True,
        "Credit-check Copperline Fabrication in Tulsa before we give them net-60 terms: score, days beyond terms, any liens.",
        calls,
    )

    # experian fail: token expired
    err = j(
        {
            "errors": [
                {
                    "errorCode": "4000",
                    "errorType": "Unauthorized",
                    "message": "Invalid or expired access token",
                }
            ]
        }
    )
    qs = [
        ("experian_business_search", {"name": "Pinegate Dairy Co-op", "state": "WI"}),
        ("experian_business_search", {"name": "Pinegate Dairy", "state": "WI"}),
        ("experian_business_search", {"name": "Pinegate Dairy Cooperative"}),
        ("experian_business_scores", {"bin": "796221043", "modelCode": "000224"}),
        ("experian_business_search", {"name": "Pinegate", "city": "Eau Claire", "state": "WI"}),
        ("experian_business_facts", {"bin": "796221043"}),
        ("experian_business_search", {"name": "PINEGATE DAIRY CO-OP", "zip": "54701"}),
    ]
    first = (
        "experian_business_search",
        {"name": "Pinegate Dairy Co-op", "state": "WI", "city": "Eau Claire"},
        j(
            {
                "requestId": hid("ex-f0", 32),
                "success": True,
                "results": [
                    {
                        "bin": "796221043",
                        "reliabilityCode": 96.0,
                        "businessName": "PINEGATE DAIRY COOPERATIVE",
                        "address": {
                            "street": "2210 N HASTINGS WAY",
                            "city": "EAU CLAIRE",
                            "state": "WI",
                            "zip": "54703",
                        },
                    }
                ],
            }
        ),
    )
    session(
        "experian",
        False,
        "Get the Intelliscore for Pinegate Dairy Co-op in Wisconsin.",
        [first] + [(t, a, err) for t, a in qs],
    )

    # equifax ok: consumer dispute statuses, acknowledgements
    calls = [
        (
            "equifax_list_disputes",
            {"consumer_ref": "CR-" + hid("eqc", 8)},
            j(
                {
                    "disputes": [
                        {
                            "id": "D-5512",
                            "status": "INVESTIGATING",
                            "item": "Capital One tradeline late 30",
                            "opened": "2026-11-14",
                            "dueBy": "2026-12-14",
                        },
                        {
                            "id": "D-5490",
                            "status": "RESOLVED",
                            "item": "Address variation",
                            "outcome": "DELETED",
                        },
                    ]
                }
            ),
        ),
        (
            "equifax_get_dispute",
            {"id": "D-5512"},
            j(
                {
                    "id": "D-5512",
                    "status": "INVESTIGATING",
                    "furnisherResponse": None,
                    "acdvSent": "2026-11-15",
                }
            ),
        ),
        (
            "equifax_add_dispute_document",
            {"id": "D-5512", "filename": "payment_confirmation_sep2025.pdf"},
            j({"documentId": "DOC-" + hid("eqdoc", 6).upper(), "accepted": True}),
        ),
        (
            "equifax_get_dispute",
            {"id": "D-5512"},
            j(
                {
                    "id": "D-5512",
                    "status": "INVESTIGATING",
                    "furnisherResponse": None,
                    "acdvSent": "2026-11-15",
                    "documents": [
                        {"documentId": "DOC-" + hid("eqdoc", 6).upper(), "received": "2026-12-01"}
                    ],
                }
            ),
        ),
    ]
    session(
        "equifax",
        True,
        "Attach the September payment confirmation to my open Equifax dispute about the Capital One late mark and tell me where it stands.",
        calls,
    )

    # equifax fail: 503
    page = (
        "<HTML><HEAD><TITLE>Service Unavailable</TITLE></HEAD><BODY><H1>Service Unavailable - Zero size object</H1>"
        "The server is temporarily unable to service your request.  Please try again later.<P>"
        f"Reference&#32;&#35;15&#46;{hid('akam', 8)}&#46;1764582011&#46;{hid('akam2', 8)}</BODY></HTML>"
    )
    qs = [
        ("equifax_commercial_search", {"name": "Tidewater Roofing", "state": "VA"}),
        ("equifax_commercial_search", {"name": "Tidewater Roofing Inc", "state": "VA"}),
        ("equifax_commercial_report", {"efx_id": "713009552"}),
        ("equifax_commercial_search", {"name": "Tidewater Roofing", "zip": "23502"}),
        ("equifax_commercial_report", {"efx_id": "713009552", "product": "CPR"}),
        ("equifax_commercial_search", {"name": "Tidewater Roofing and Siding"}),
    ]
    session(
        "equifax",
        False,
        "Pull the Equifax business credit report for Tidewater Roofing in Norfolk VA.",
        [(t, a, page) for t, a in qs],
    )

    # transunion ok
    def tu(body: str) -> str:
        return f'<?xml version="1.0" encoding="UTF-8"?>\n<creditBureau xmlns="http://www.transunion.com/namespace" version="2.29">\n{body}\n</creditBureau>'

    calls = [
        (
            "transunion_credit_report",
            {"applicant_id": "APP-77120", "product": "07000"},
            tu(
                "  <product><code>07000</code><subject><subjectRecord>\n    <custom><credit>\n"
                "      <trade><subscriber><name><unparsed>NAVIENT</unparsed></name></subscriber><accountRating>01</accountRating><currentBalance>18250</currentBalance></trade>\n"
                "      <trade><subscriber><name><unparsed>SYNCB/AMAZON</unparsed></name></subscriber><accountRating>01</accountRating><currentBalance>412</currentBalance></trade>\n"
                "      <collection/>\n    </credit></custom>\n"
                "    <addOnProduct><code>00W18</code><scoreModel><score><results>+000712</results><factors><factor><code>039</code></factor></factors></score></scoreModel></addOnProduct>\n"
                "  </subjectRecord></subject></product>"
            ),
        ),
        (
            "transunion_credit_report",
            {"applicant_id": "APP-77121", "product": "07000"},
            tu(
                "  <product><code>07000</code><subject><subjectRecord>\n    <fileSummary><fileHitIndicator>noHit</fileHitIndicator></fileSummary>\n"
                "  </subjectRecord></subject></product>"
            ),
        ),
        (
            "transunion_request_manual_review",
            {"applicant_id": "APP-77121", "reason": "no-hit file, thin credit"},
            j({"queued": True, "ticket": "MR-" + str(num("tumr", 10**5, 10**6))}),
        ),
    ]
    session(
        "transunion",
        True,
        "Pull TransUnion for the two co-applicants on lease APP-77120/77121 and queue a manual review if either has no file.",
        calls,
    )

    # creditsafe ok: paging search + report
    def cs_co(i: int, name: str, city: str, status: str) -> dict:
        return {
            "id": f"GB-0-{num(f'cs{i}', 10**7, 10**8)}",
            "country": "GB",
            "regNo": f"{num(f'csr{i}', 10**6, 10**7):08d}",
            "safeNo": f"UK{num(f'css{i}', 10**7, 10**8)}",
            "name": name,
            "address": {"simpleValue": f"{city}, UK"},
            "status": status,
            "type": "Ltd",
            "dateOfLatestChange": "2026-10-02T00:00:00Z",
        }

    cos = [
        cs_co(0, "HARROW & FINCH LTD", "LEEDS", "Active"),
        cs_co(1, "HARROW AND FINCH HOLDINGS LIMITED", "LEEDS", "Active"),
        cs_co(2, "HARROW FINCH PROPERTIES LTD", "YORK", "Dissolved"),
        cs_co(3, "HARROW & FINCH (NORTH) LTD", "BRADFORD", "Active"),
    ]
    calls = [
        (
            "creditsafe_search_companies",
            {"countries": "GB", "name": "Harrow Finch", "page": 1, "pageSize": 2},
            j({"totalSize": 4, "companies": cos[:2]}),
        ),
        (
            "creditsafe_search_companies",
            {"countries": "GB", "name": "Harrow Finch", "page": 2, "pageSize": 2},
            j({"totalSize": 4, "companies": cos[2:]}),
        ),
        (
            "creditsafe_company_report",
            {"connectId": cos[1]["id"]},
            j(
                {
                    "correlationId": hid("csc1", 36),
                    "report": {
                        "companyId": cos[1]["id"],
                        "companySummary": {
                            "businessName": cos[1]["name"],
                            "companyStatus": {"status": "Active"},
                            "creditRating": {
                                "commonValue": "B",
                                "commonDescription": "Low Risk",
                                "creditLimit": {"currency": "GBP", "value": "85000"},
                                "providerValue": {"value": "68"},
                            },
                        },
                        "groupStructure": {
                            "subsidiaryCompanies": [
                                {"name": cos[0]["name"]},
                                {"name": cos[3]["name"]},
                            ]
                        },
                    },
                }
            ),
        ),
        (
            "creditsafe_company_report",
            {"connectId": cos[0]["id"]},
            j(
                {
                    "correlationId": hid("csc2", 36),
                    "report": {
                        "companyId": cos[0]["id"],
                        "companySummary": {
                            "businessName": cos[0]["name"],
                            "companyStatus": {"status": "Active"},
                            "creditRating": {
                                "commonValue": "C",
                                "commonDescription": "Moderate Risk",
                                "creditLimit": {"currency": "GBP", "value": "12000"},
                                "providerValue": {"value": "39"},
                            },
                        },
                        "negativeInformation": {
                            "ccjSummary": {"numberOfExact": 1, "exactValue": 4120}
                        },
                    },
                }
            ),
        ),
        ("creditsafe_add_to_portfolio", {"portfolioId": 882310, "connectId": cos[0]["id"]}, ""),
    ]
    session(
        "creditsafe",
        True,
        "Find the Harrow & Finch group in Creditsafe, compare the holding company's rating with the Leeds trading company, and add the trading company to our monitoring portfolio.",
        calls,
    )

    # creditsafe fail: sandbox default company for everything
    default = j(
        {
            "totalSize": 1,
            "companies": [
                {
                    "id": "US-X-US22384484",
                    "country": "US",
                    "safeNo": "US22384484",
                    "name": "GENERIC TEST COMPANY INC",
                    "address": {"simpleValue": "1 TEST ST, ANYTOWN, NY"},
                    "status": "Active",
                }
            ],
        }
    )
    qs = [
        {"countries": "DE", "name": "Baumhaus Werkzeuge GmbH"},
        {"countries": "DE", "name": "Baumhaus Werkzeuge"},
        {"countries": "DE", "regNo": "HRB 44718"},
        {"countries": "DE", "name": "Baumhaus", "city": "Stuttgart"},
        {"countries": "DE,AT", "name": "Baumhaus Werkzeuge GmbH"},
        {"countries": "DE", "vatNo": "DE287731905"},
        {"countries": "DE", "name": "BAUMHAUS WERKZEUGE G.M.B.H."},
    ]
    session(
        "creditsafe",
        False,
        "Get the Creditsafe rating and limit for Baumhaus Werkzeuge GmbH in Stuttgart.",
        [("creditsafe_search_companies", q, default) for q in qs],
    )

    # novacredit ok: polling
    pid = "nc_" + hid("nova1", 20)
    calls = [
        (
            "novacredit_get_passport",
            {"id": pid},
            j({"id": pid, "status": "PROCESSING", "country": "IND"}),
        ),
        (
            "novacredit_get_passport",
            {"id": pid},
            j({"id": pid, "status": "PROCESSING", "country": "IND"}),
        ),
        (
            "novacredit_get_passport",
            {"id": pid},
            j(
                {
                    "id": pid,
                    "status": "COMPLETE",
                    "country": "IND",
                    "bureau": "CIBIL",
                    "report": {
                        "score": {"value": 781, "range": [300, 900]},
                        "us_equivalent_score": 728,
                        "tradelines": 6,
                        "oldest_account_years": 7.4,
                        "delinquencies_24m": 0,
                    },
                }
            ),
        ),
        (
            "novacredit_share_with_lender",
            {"id": pid, "lender": "Brookline Auto Finance"},
            "Report shared.",
        ),
    ]
    session(
        "novacredit",
        True,
        "My Nova Credit Passport from India was processing; once it's ready tell me the US-equivalent score and share it with Brookline Auto Finance.",
        calls,
    )

    # dnb ok
    duns = str(num("duns1", 10**8, 10**9))
    calls = [
        (
            "dnb_cleanse_match",
            {
                "name": "Sorensen Kitchens",
                "countryISOAlpha2Code": "DK",
                "addressLocality": "Aarhus",
            },
            j(
                {
                    "transactionDetail": {
                        "transactionID": "rrt-" + hid("dnbt1", 17),
                        "transactionTimestamp": "2026-12-01T11:02:03.112Z",
                    },
                    "matchDataCriteria": "Name and Address Lookup",
                    "candidatesMatchedQuantity": 1,
                    "matchCandidates": [
                        {
                            "displaySequence": 1,
                            "organization": {
                                "duns": duns,
                                "primaryName": "Sørensen Køkkener A/S",
                                "dunsControlStatus": {"operatingStatus": {"description": "Active"}},
                            },
                            "matchQualityInformation": {
                                "confidenceCode": 9,
                                "matchGrade": "AAAZZAAAFZZ",
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "dnb_data_blocks",
            {"duns": duns, "blockIDs": "companyinfo_L2_v1,financialstrengthinsight_L2_v1"},
            j(
                {
                    "transactionDetail": {"transactionID": "rrt-" + hid("dnbt2", 17)},
                    "organization": {
                        "duns": duns,
                        "primaryName": "Sørensen Køkkener A/S",
                        "numberOfEmployees": [{"value": 118}],
                        "dnbAssessment": {
                            "failureScore": {
                                "nationalPercentile": 77,
                                "classScore": 2,
                                "classScoreDescription": "Low-moderate risk",
                            },
                            "standardRating": {"rating": "2A2", "financialStrength": "2A"},
                        },
                    },
                }
            ),
        ),
        (
            "dnb_add_to_monitoring",
            {"duns": duns, "registration": "credit-alerts"},
            j(
                {
                    "transactionDetail": {"transactionID": "rrt-" + hid("dnbt3", 17)},
                    "information": {"code": "21113", "message": "Request processed successfully"},
                }
            ),
        ),
    ]
    session(
        "dnb",
        True,
        "Look up Sorensen Kitchens in Aarhus in D&B, tell me their failure score and rating, and put them on credit-alert monitoring.",
        calls,
    )

    # dnb fail: rate limit
    err = j(
        {
            "transactionDetail": {
                "transactionID": "rrt-0c7e1d",
                "transactionTimestamp": "2026-12-01T11:20:41.003Z",
            },
            "error": {
                "errorCode": "00047",
                "errorMessage": "You have exceeded the maximum number of requests allowed for this period.",
            },
        }
    )
    qs = [
        ("dnb_cleanse_match", {"name": "Kowalczyk Transport", "countryISOAlpha2Code": "PL"}),
        (
            "dnb_cleanse_match",
            {"name": "Kowalczyk Transport Sp. z o.o.", "countryISOAlpha2Code": "PL"},
        ),
        ("dnb_typeahead", {"searchTerm": "Kowalczyk Trans", "countryISOAlpha2Code": "PL"}),
        (
            "dnb_cleanse_match",
            {"name": "Kowalczyk", "countryISOAlpha2Code": "PL", "addressLocality": "Poznań"},
        ),
        ("dnb_data_blocks", {"duns": "367104455", "blockIDs": "companyinfo_L2_v1"}),
        ("dnb_typeahead", {"searchTerm": "Kowalczyk", "countryISOAlpha2Code": "PL"}),
        ("dnb_cleanse_match", {"registrationNumber": "0000512277", "countryISOAlpha2Code": "PL"}),
    ]
    session(
        "dnb",
        False,
        "Find Kowalczyk Transport in Poland in D&B and get its DUNS and employee count.",
        [(t, a, err) for t, a in qs],
    )


# ---------------------------------------------------------------- 4. 3PL


def fulfilment() -> None:
    # shipbob ok: create orders + poll
    def sb_order(
        oid: int, ref: str, status: str, ship_status: str, tracking: str | None = None
    ) -> dict:
        return {
            "id": oid,
            "created_date": "2026-12-01T14:12:00+00:00",
            "purchase_date": None,
            "reference_id": ref,
            "order_number": ref,
            "status": status,
            "type": "DTC",
            "channel": {"id": 441, "name": "ShipBob Default"},
            "shipping_method": "Standard",
            "shipments": [
                {
                    "id": oid + 7000000,
                    "order_id": oid,
                    "status": ship_status,
                    "tracking": {"carrier": "USPS", "tracking_number": tracking}
                    if tracking
                    else None,
                    "location": {"id": 9, "name": "Moreno Valley (CA)"},
                }
            ],
        }

    o = num("sb1", 10**8, 10**9)
    calls = [
        (
            "shipbob_create_order",
            {
                "reference_id": "WH-4471",
                "shipping_method": "Standard",
                "products": [{"reference_id": "CANDLE-CEDAR-8OZ", "quantity": 2}],
                "recipient": {
                    "name": "Imogen Park",
                    "address": {
                        "city": "Portland",
                        "state": "OR",
                        "zip_code": "97214",
                        "country": "US",
                    },
                },
            },
            j(sb_order(o, "WH-4471", "Processing", "Processing"), 2),
        ),
        (
            "shipbob_get_order",
            {"order_id": o},
            j(sb_order(o, "WH-4471", "Processing", "Processing"), 2),
        ),
        (
            "shipbob_get_shipment_timeline",
            {"order_id": o, "shipment_id": o + 7000000},
            j(
                [
                    {
                        "log_type_id": 1,
                        "log_type_name": "Created",
                        "timestamp": "2026-12-01T14:12:00+00:00",
                    },
                    {
                        "log_type_id": 10,
                        "log_type_name": "Picked",
                        "timestamp": "2026-12-01T19:44:10+00:00",
                    },
                    {
                        "log_type_id": 11,
                        "log_type_name": "Packed",
                        "timestamp": "2026-12-01T19:58:31+00:00",
                    },
                ]
            ),
        ),
        (
            "shipbob_get_order",
            {"order_id": o},
            j(sb_order(o, "WH-4471", "Fulfilled", "Completed", "9400111206213578214903"), 2),
        ),
    ]
    session(
        "shipbob",
        True,
        "Ship two cedar candles to Imogen Park in Portland as a replacement and give me the tracking number once it leaves the warehouse.",
        calls,
    )

    # shipbob ok 2: inventory paging
    def inv(i: int, name: str, onhand: int, fulfillable: int) -> dict:
        return {
            "id": 20000 + i,
            "name": name,
            "is_active": True,
            "total_fulfillable_quantity": fulfillable,
            "total_onhand_quantity": onhand,
            "total_committed_quantity": onhand - fulfillable,
            "fulfillable_quantity_by_fulfillment_center": [
                {"id": 9, "name": "Moreno Valley (CA)", "fulfillable_quantity": fulfillable}
            ],
        }

    calls = [
        (
            "shipbob_list_inventory",
            {"Page": 1, "Limit": 3},
            j(
                [
                    inv(1, "Cedar Candle 8oz", 412, 390),
                    inv(2, "Fig Candle 8oz", 12, 0),
                    inv(3, "Wick Trimmer", 88, 80),
                ]
            ),
        ),
        (
            "shipbob_list_inventory",
            {"Page": 2, "Limit": 3},
            j(
                [
                    inv(4, "Gift Box Large", 0, 0),
                    inv(5, "Matches Tin", 240, 236),
                    inv(6, "Amber Candle 12oz", 31, 9),
                ]
            ),
        ),
        ("shipbob_list_inventory", {"Page": 3, "Limit": 3}, "[]"),
        (
            "shipbob_list_receiving_orders",
            {"Statuses": "Awaiting,Processing"},
            j(
                [
                    {
                        "id": 88120,
                        "status": "Awaiting",
                        "expected_arrival_date": "2026-12-06T00:00:00+00:00",
                        "inventory_quantities": [
                            {
                                "inventory_id": 20002,
                                "sku": "FIG-8OZ",
                                "expected_quantity": 300,
                                "received_quantity": 0,
                            }
                        ],
                    }
                ]
            ),
        ),
    ]
    session(
        "shipbob",
        True,
        "Which SKUs are out of stock or nearly out at ShipBob, and is anything inbound for them?",
        calls,
    )

    # shiphero fail: throttled
    err = j(
        {
            "errors": [
                {
                    "message": "There are not enough credits to perform the requested operation, which requires 101 credits. "
                    "The max allowed for your account is 4004 credits per operation. Try again in 238 seconds",
                    "operation": "orders",
                    "request_id": hid("shr", 24),
                    "code": 30,
                    "required_credits": 101,
                    "remaining_credits": 0,
                    "time_remaining": "238 seconds",
                }
            ],
            "data": {"orders": None},
        }
    )
    qs = [
        {"query": 'orders(order_number: "SH-20911")'},
        {"query": 'orders(order_number: "#SH-20911")'},
        {"query": 'orders(email: "r.mbeki@example.co.za")'},
        {"query": 'order(id: "T3JkZXI6MjA5MTE=")'},
        {"query": 'orders(order_date_from: "2026-11-28")'},
        {"query": 'shipments(order_id: "T3JkZXI6MjA5MTE=")'},
        {"query": 'orders(order_number: "SH-20911", fulfillment_status: "pending")'},
    ]
    session(
        "shiphero",
        False,
        "Why hasn't order SH-20911 for Rethabile Mbeki shipped yet?",
        [("shiphero_graphql", q, err) for q in qs],
    )

    # shiphero ok
    def sh(data: dict) -> str:
        return j(
            {
                "data": {
                    k: {"request_id": hid(k + str(v), 24), "complexity": 11, "data": v}
                    for k, v in data.items()
                }
            }
        )

    calls = [
        (
            "shiphero_graphql",
            {"query": 'product(sku: "TEA-OOLONG-100")'},
            sh(
                {
                    "product": {
                        "sku": "TEA-OOLONG-100",
                        "name": "Oolong 100g tin",
                        "warehouse_products": [
                            {
                                "warehouse_id": "V2FyZWhvdXNlOjE=",
                                "on_hand": 64,
                                "allocated": 70,
                                "backorder": 6,
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "shiphero_graphql",
            {"query": 'inventory_add(sku: "TEA-OOLONG-100", quantity: 120, reason: "cycle count")'},
            sh({"inventory_add": {"warehouse_product": {"on_hand": 184, "backorder": 0}}}),
        ),
        (
            "shiphero_graphql",
            {"query": 'orders(fulfillment_status: "backorder", sku: "TEA-OOLONG-100")'},
            sh({"orders": {"edges": []}}),
        ),
    ]
    session(
        "shiphero",
        True,
        "The cycle count found 120 more oolong tins; add them and confirm the backorders on that SKU cleared.",
        calls,
    )

    # extensiv ok: HAL paging
    def ex_page(items: list[dict], total: int, nxt: str | None) -> str:
        links = {"self": {"href": "/orders?pgsiz=3"}}
        if nxt:
            links["next"] = {"href": nxt}
        return j(
            {
                "TotalResults": total,
                "_links": links,
                "_embedded": {"http://api.3plCentral.com/rels/orders/order": items},
            }
        )

    def ex_o(i: int, ref: str, status: int) -> dict:
        return {
            "ReadOnly": {
                "OrderId": 550100 + i,
                "Status": status,
                "CreationDate": f"2026-11-2{i}T08:00:00",
            },
            "ReferenceNum": ref,
            "ShipTo": {
                "CompanyName": ["Bayline Grocers", "Pacific Deli", "Bayline Grocers", "Nook Cafe"][
                    i % 4
                ]
            },
        }

    calls = [
        (
            "extensiv_list_orders",
            {"customerId": 37, "rql": "readOnly.status==1", "pgnum": 1, "pgsiz": 3},
            ex_page([ex_o(i, f"PO-88{i}", 1) for i in range(3)], 5, "/orders?pgnum=2&pgsiz=3"),
        ),
        (
            "extensiv_list_orders",
            {"customerId": 37, "rql": "readOnly.status==1", "pgnum": 2, "pgsiz": 3},
            ex_page([ex_o(i, f"PO-88{i}", 1) for i in range(3, 5)], 5, None),
        ),
        ("extensiv_confirm_order", {"orderId": 550100, "trackingNumber": "1Z999AA10123456784"}, ""),
        ("extensiv_confirm_order", {"orderId": 550102, "trackingNumber": "1Z999AA10123456791"}, ""),
        (
            "extensiv_get_order",
            {"orderId": 550102},
            j(
                {
                    "ReadOnly": {
                        "OrderId": 550102,
                        "Status": 1,
                        "IsClosed": True,
                        "ProcessDate": "2026-12-01T16:31:00",
                    },
                    "ReferenceNum": "PO-882",
                    "RoutingInfo": {"TrackingNumber": "1Z999AA10123456791", "Carrier": "UPS"},
                }
            ),
        ),
    ]
    session(
        "extensiv",
        True,
        "Confirm the two Bayline Grocers orders that went out on UPS today (tracking 1Z999AA10123456784 and ...791).",
        calls,
    )

    # extensiv fail: 401
    err = j({"error": "invalid_token", "error_description": "The access token expired"})
    qs = [
        ("extensiv_list_orders", {"customerId": 37}),
        ("extensiv_list_orders", {"customerId": 37, "pgsiz": 50}),
        ("extensiv_get_inventory", {"customerId": 37, "sku": "OLIVE-OIL-1L"}),
        ("extensiv_get_inventory", {"customerId": 37, "sku": "OLIVE-OIL-1L", "facilityId": 2}),
        ("extensiv_list_receivers", {"customerId": 37}),
        ("extensiv_get_inventory", {"customerId": 37}),
        ("extensiv_list_orders", {"customerId": 37, "rql": "referenceNum==PO-901"}),
    ]
    session(
        "extensiv",
        False,
        "How many 1L olive oil cases do we have on hand at the Oakland facility, and is a receiver on the way?",
        [(t, a, err) for t, a in qs],
    )

    # logiwa fail: wrong warehouse -> empty for everything
    empty = j({"data": [], "totalCount": 0, "pageIndex": 0, "pageSize": 20})
    qs = [
        ("logiwa_list_shipment_orders", {"status": "Open"}),
        ("logiwa_list_shipment_orders", {"code": "LW-70213"}),
        ("logiwa_list_shipment_orders", {"customerCode": "BLOOMHAUS"}),
        ("logiwa_list_inventory", {"sku": "VASE-CERAMIC-S"}),
        ("logiwa_list_inventory", {"customerCode": "BLOOMHAUS"}),
        ("logiwa_list_shipment_orders", {"createdAfter": "2026-11-01"}),
        ("logiwa_list_inventory", {}),
    ]
    session(
        "logiwa",
        False,
        "Bloomhaus says order LW-70213 with small ceramic vases never shipped; check its status and our vase stock.",
        [(t, a, empty) for t, a in qs],
    )

    # logiwa ok
    calls = [
        (
            "logiwa_list_shipment_orders",
            {"code": "LW-69980"},
            j(
                {
                    "data": [
                        {
                            "id": hid("lw1", 8) + "-" + hid("lw1b", 4),
                            "code": "LW-69980",
                            "shipmentOrderStatusName": "Shipped",
                            "carrierName": "FedEx",
                            "trackingNumber": "784512299018",
                            "customerCode": "BLOOMHAUS",
                        }
                    ],
                    "totalCount": 1,
                    "pageIndex": 0,
                    "pageSize": 20,
                }
            ),
        ),
        (
            "logiwa_list_shipment_orders",
            {"code": "LW-69981"},
            j(
                {
                    "data": [
                        {
                            "id": hid("lw2", 8) + "-" + hid("lw2b", 4),
                            "code": "LW-69981",
                            "shipmentOrderStatusName": "Short Picked",
                            "customerCode": "BLOOMHAUS",
                            "shortQuantity": 4,
                            "shortSku": "VASE-GLASS-L",
                        }
                    ],
                    "totalCount": 1,
                    "pageIndex": 0,
                    "pageSize": 20,
                }
            ),
        ),
        (
            "logiwa_list_inventory",
            {"sku": "VASE-GLASS-L"},
            j(
                {
                    "data": [
                        {
                            "sku": "VASE-GLASS-L",
                            "warehouseCode": "NJ01",
                            "availableQuantity": 0,
                            "onHandQuantity": 3,
                            "damagedQuantity": 3,
                        }
                    ],
                    "totalCount": 1,
                    "pageIndex": 0,
                    "pageSize": 20,
                }
            ),
        ),
        (
            "logiwa_create_note",
            {"orderCode": "LW-69981", "text": "Hold until PO 4410 receives"},
            j({"isSuccess": True}),
        ),
    ]
    session(
        "logiwa",
        True,
        "Check Bloomhaus orders LW-69980 and LW-69981; if one is short, find out why and put a hold note on it.",
        calls,
    )

    # deposco ok: XML
    calls = [
        (
            "deposco_get_order",
            {"number": "DPO-118204"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<orders><order><businessUnit>KITECO</businessUnit><number>DPO-118204</number>'
            "<status>Released</status><orderLines><orderLine><lineNumber>1</lineNumber><item>KITE-DELTA-RED</item><orderPackQuantity>"
            "<quantity>3</quantity></orderPackQuantity><lineStatus>Allocated</lineStatus></orderLine></orderLines></order></orders>",
        ),
        (
            "deposco_update_order",
            {"number": "DPO-118204", "shipVia": "UPS 2nd Day Air"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<response><status>SUCCESS</status></response>',
        ),
        (
            "deposco_get_order",
            {"number": "DPO-118204"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<orders><order><businessUnit>KITECO</businessUnit><number>DPO-118204</number>'
            "<status>Released</status><shipVia>UPS 2nd Day Air</shipVia><orderLines><orderLine><lineNumber>1</lineNumber>"
            "<item>KITE-DELTA-RED</item><lineStatus>Allocated</lineStatus></orderLine></orderLines></order></orders>",
        ),
    ]
    session(
        "deposco",
        True,
        "Upgrade order DPO-118204 to 2nd day air, it hasn't been picked yet.",
        calls,
    )

    # shipmonk ok
    calls = [
        (
            "shipmonk_list_returns",
            {"status": "received", "since": "2026-11-25"},
            j(
                {
                    "data": [
                        {
                            "id": 31187,
                            "order_number": "SM-4410",
                            "status": "received",
                            "items": [{"sku": "SOCK-WOOL-M", "qty": 2, "condition": "resellable"}],
                        },
                        {
                            "id": 31190,
                            "order_number": "SM-4388",
                            "status": "received",
                            "items": [{"sku": "BEANIE-GRY", "qty": 1, "condition": "damaged"}],
                        },
                    ],
                    "meta": {"total": 2, "page": 1},
                }
            ),
        ),
        ("shipmonk_restock_return", {"return_id": 31187}, j({"success": True})),
        (
            "shipmonk_dispose_return",
            {"return_id": 31190, "reason": "damaged"},
            j({"success": True}),
        ),
        (
            "shipmonk_list_returns",
            {"status": "received", "since": "2026-11-25"},
            j({"data": [], "meta": {"total": 0, "page": 1}}),
        ),
    ]
    session(
        "shipmonk",
        True,
        "Process this week's received returns: restock the resellable ones and dispose of damaged ones.",
        calls,
    )

    # shipmonk fail: 502
    page = (
        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
        "<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
    )
    qs = [
        ("shipmonk_get_order", {"order_number": "SM-4502"}),
        ("shipmonk_get_order", {"order_number": "4502"}),
        ("shipmonk_list_orders", {"status": "on_hold"}),
        ("shipmonk_get_order", {"order_number": "SM-4502", "include": "shipments"}),
        ("shipmonk_list_orders", {"customer_email": "f.oyelaran@example.com"}),
        ("shipmonk_list_orders", {"since": "2026-11-28"}),
    ]
    session(
        "shipmonk",
        False,
        "Is order SM-4502 on hold at ShipMonk, and why?",
        [(t, a, page) for t, a in qs],
    )


# ---------------------------------------------------------------- 5. air


def iq(city: str, state: str, country: str, aqi: int, main: str, ts: str, tp: int, hu: int) -> str:
    return j(
        {
            "status": "success",
            "data": {
                "city": city,
                "state": state,
                "country": country,
                "location": {
                    "type": "Point",
                    "coordinates": [
                        num(city + "x", -180, 180) + 0.1234,
                        num(city + "y", -60, 60) + 0.5678,
                    ],
                },
                "current": {
                    "pollution": {
                        "ts": ts,
                        "aqius": aqi,
                        "mainus": main,
                        "aqicn": max(1, aqi - num(city, 5, 25)),
                        "maincn": main,
                    },
                    "weather": {
                        "ts": ts,
                        "tp": tp,
                        "pr": 1013,
                        "hu": hu,
                        "ws": 2.1,
                        "wd": 240,
                        "ic": "04d",
                    },
                },
            },
        }
    )


def air() -> None:
    # iqair ok: several cities, each new
    cities = [
        ("Lahore", "Punjab", "Pakistan", 287, "p2", 16, 71),
        ("Delhi", "Delhi", "India", 312, "p2", 14, 80),
        ("Dhaka", "Dhaka", "Bangladesh", 198, "p2", 21, 66),
        ("Kathmandu", "Central Region", "Nepal", 156, "p2", 9, 58),
        ("Colombo", "Western", "Sri Lanka", 62, "p2", 27, 84),
    ]
    calls = [
        (
            "iqair_city",
            {"city": c, "state": s, "country": co},
            iq(c, s, co, a, m, "2026-12-01T09:00:00.000Z", t, h),
        )
        for c, s, co, a, m, t, h in cities
    ]
    session(
        "iqair", True, "Rank Lahore, Delhi, Dhaka, Kathmandu and Colombo by current US AQI.", calls
    )

    # iqair fail: call limit
    err = j({"status": "fail", "data": {"message": "call_limit_reached"}})
    qs = [
        ("iqair_nearest_city", {"lat": 34.05, "lon": -118.24}),
        ("iqair_city", {"city": "Los Angeles", "state": "California", "country": "USA"}),
        ("iqair_city", {"city": "Pasadena", "state": "California", "country": "USA"}),
        ("iqair_nearest_city", {"lat": 34.15, "lon": -118.14}),
        ("iqair_city", {"city": "Glendale", "state": "California", "country": "USA"}),
        ("iqair_nearest_station", {"lat": 34.05, "lon": -118.24}),
        ("iqair_city", {"city": "Los Angeles", "state": "California", "country": "USA"}),
    ]
    session(
        "iqair",
        False,
        "Is the smoke from the Angeles fire making the air unhealthy in LA and Pasadena right now?",
        [(t, a, err) for t, a in qs],
    )

    # ambee ok: pollen by place, a few places, one legitimately "no data" for region
    def amb(place: str, tree: int, grass: int, weed: int, risk: str) -> str:
        return j(
            {
                "message": "success",
                "lat": num(place, 30, 50) + 0.21,
                "lng": num(place + "g", -120, 20) + 0.33,
                "data": [
                    {
                        "Count": {"grass_pollen": grass, "tree_pollen": tree, "weed_pollen": weed},
                        "Risk": {"grass_pollen": risk, "tree_pollen": "Low", "weed_pollen": "Low"},
                        "updatedAt": "2026-12-01T10:00:00.000Z",
                    }
                ],
            }
        )

    calls = [
        ("ambee_pollen_by_place", {"place": "Seville"}, amb("Seville", 18, 41, 6, "Moderate")),
        ("ambee_pollen_by_place", {"place": "Lisbon"}, amb("Lisbon", 9, 12, 3, "Low")),
        ("ambee_pollen_by_place", {"place": "Valencia"}, amb("Valencia", 22, 57, 11, "Moderate")),
        (
            "ambee_pollen_forecast",
            {"place": "Valencia"},
            j(
                {
                    "message": "success",
                    "data": [
                        {
                            "time": 1764756000 + 86400 * d,
                            "Count": {"grass_pollen": g},
                            "Risk": {"grass_pollen": r},
                        }
                        for d, (g, r) in enumerate([(57, "Moderate"), (88, "High"), (35, "Low")])
                    ],
                }
            ),
        ),
    ]
    session(
        "ambee",
        True,
        "I have grass allergy; which of Seville, Lisbon or Valencia is best for a trip this week?",
        calls,
    )

    # ambee fail: 401
    err = j({"message": "Unauthorized. Check your x-api-key header"})
    qs = [
        {"lat": 51.5072, "lng": -0.1276},
        {"lat": 51.51, "lng": -0.13},
        {"place": "London"},
        {"place": "Camden, London"},
        {"postalCode": "NW1", "countryCode": "GB"},
        {"lat": 51.5390, "lng": -0.1426},
    ]
    session(
        "ambee",
        False,
        "What's the pollen count in Camden today? My daughter's hay fever is bad.",
        [("ambee_pollen_latest", q, err) for q in qs],
    )

    # breezometer ok: hourly forecast with paging-like hours, and a health rec read
    def bz_hr(h: int, aqi: int, cat: str, dom: str) -> dict:
        return {
            "datetime": f"2026-12-02T{h:02d}:00:00Z",
            "data_available": True,
            "indexes": {
                "baqi": {
                    "display_name": "BreezoMeter AQI",
                    "aqi": aqi,
                    "aqi_display": str(aqi),
                    "color": "#96D62B",
                    "category": cat,
                    "dominant_pollutant": dom,
                }
            },
        }

    calls = [
        (
            "breezometer_air_quality_forecast",
            {"lat": 48.8566, "lon": 2.3522, "hours": 6},
            j(
                {
                    "metadata": None,
                    "data": [
                        bz_hr(h, a, c, d)
                        for h, a, c, d in [
                            (6, 61, "Moderate air quality", "no2"),
                            (7, 55, "Moderate air quality", "no2"),
                            (8, 48, "Low air quality", "no2"),
                            (9, 52, "Moderate air quality", "o3"),
                            (10, 66, "Good air quality", "o3"),
                            (11, 71, "Good air quality", "o3"),
                        ]
                    ],
                    "error": None,
                }
            ),
        ),
        (
            "breezometer_air_quality_forecast",
            {"lat": 48.8566, "lon": 2.3522, "hours": 6, "start_hour": 12},
            j(
                {
                    "metadata": None,
                    "data": [
                        bz_hr(h, a, "Good air quality", "o3")
                        for h, a in [(12, 73), (13, 74), (14, 70), (15, 67), (16, 60), (17, 51)]
                    ],
                    "error": None,
                }
            ),
        ),
        (
            "breezometer_current_conditions",
            {"lat": 48.8566, "lon": 2.3522, "features": "health_recommendations"},
            j(
                {
                    "metadata": None,
                    "data": {
                        "datetime": "2026-12-02T05:00:00Z",
                        "data_available": True,
                        "health_recommendations": {
                            "general_population": "With this level of air quality, you have no limitations.",
                            "active": "Outdoor exercise is fine; avoid busy roads during rush hour.",
                            "lung_diseases": "Reduce the intensity of your outdoor activities.",
                        },
                    },
                    "error": None,
                }
            ),
        ),
    ]
    session(
        "breezometer",
        True,
        "Best two-hour window for a run in Paris tomorrow based on air quality?",
        calls,
    )

    # breezometer fail: default sample for every location
    sample = j(
        {
            "metadata": None,
            "data": {
                "datetime": "2026-01-01T00:00:00Z",
                "data_available": True,
                "indexes": {
                    "baqi": {
                        "display_name": "BreezoMeter AQI",
                        "aqi": 50,
                        "aqi_display": "50",
                        "category": "Moderate air quality",
                        "dominant_pollutant": "pm25",
                    }
                },
            },
            "error": None,
        }
    )
    qs = [
        {"lat": 37.7749, "lon": -122.4194},
        {"lat": 37.8044, "lon": -122.2712},
        {"lat": 38.5816, "lon": -121.4944},
        {"lat": 37.3382, "lon": -121.8863},
        {"lat": 37.7749, "lon": -122.4194, "features": "pollutants_concentrations"},
        {"lat": 38.4404, "lon": -122.7141},
        {"lat": 37.9735, "lon": -122.5311},
    ]
    session(
        "breezometer",
        False,
        "Compare air quality across the Bay Area cities this morning with the Sonoma fire smoke.",
        [("breezometer_current_conditions", q, sample) for q in qs],
    )

    # plumelabs ok
    calls = [
        (
            "plumelabs_flow_sessions",
            {"device": "flow-" + hid("flow1", 6), "date": "2026-11-30"},
            j(
                {
                    "sessions": [
                        {
                            "start": "2026-11-30T07:52:00Z",
                            "end": "2026-11-30T08:31:00Z",
                            "mode": "cycling",
                            "pm25_avg": 14.2,
                            "no2_avg": 38.9,
                            "voc_avg": 112,
                        },
                        {
                            "start": "2026-11-30T17:40:00Z",
                            "end": "2026-11-30T18:22:00Z",
                            "mode": "cycling",
                            "pm25_avg": 22.7,
                            "no2_avg": 61.3,
                            "voc_avg": 140,
                        },
                    ]
                }
            ),
        ),
        (
            "plumelabs_flow_sessions",
            {"device": "flow-" + hid("flow1", 6), "date": "2026-12-01"},
            j(
                {
                    "sessions": [
                        {
                            "start": "2026-12-01T07:48:00Z",
                            "end": "2026-12-01T08:20:00Z",
                            "mode": "cycling",
                            "pm25_avg": 9.8,
                            "no2_avg": 22.1,
                            "voc_avg": 96,
                            "route": "canal towpath",
                        }
                    ]
                }
            ),
        ),
        (
            "plumelabs_forecast",
            {"lat": 51.4545, "lon": -2.5879, "date": "2026-12-02"},
            j(
                {
                    "city": "Bristol",
                    "hourly": [
                        {"hour": 8, "pai": 32, "level": "Moderate"},
                        {"hour": 17, "pai": 58, "level": "High"},
                    ],
                }
            ),
        ),
    ]
    session(
        "plumelabs",
        True,
        "From my Flow readings, is the canal route better than the main road for my commute, and what's tomorrow's forecast?",
        calls,
    )

    # pollencom ok: several zips
    def pc(zipc: str, city: str, vals: list[float], trig: list[str]) -> str:
        return j(
            {
                "Type": "pollen",
                "ForecastDate": "2026-04-14T00:00:00-04:00",
                "Location": {
                    "ZIP": zipc,
                    "City": city,
                    "State": "GA",
                    "periods": [
                        {
                            "Triggers": [
                                {"LGID": 272 + i, "Name": t, "Genus": t, "PlantType": "Tree"}
                                for i, t in enumerate(trig)
                            ],
                            "Period": f"2026-04-{13 + k}T00:00:00",
                            "Type": ["Yesterday", "Today", "Tomorrow"][k],
                            "Index": v,
                        }
                        for k, v in enumerate(vals)
                    ],
                    "DisplayLocation": f"{city}, GA",
                },
            }
        )

    calls = [
        (
            "pollencom_forecast",
            {"zip": "30303"},
            pc("30303", "Atlanta", [10.2, 11.1, 9.4], ["Oak", "Pine", "Birch"]),
        ),
        (
            "pollencom_forecast",
            {"zip": "31401"},
            pc("31401", "Savannah", [8.0, 7.6, 8.8], ["Oak", "Sycamore"]),
        ),
        (
            "pollencom_forecast",
            {"zip": "30601"},
            pc("30601", "Athens", [10.9, 11.6, 11.8], ["Oak", "Pine", "Hickory"]),
        ),
        (
            "pollencom_extended_forecast",
            {"zip": "30601"},
            j(
                {
                    "Type": "pollen",
                    "Location": {
                        "ZIP": "30601",
                        "City": "Athens",
                        "periods": [
                            {"Period": f"2026-04-{14 + d}T00:00:00", "Index": v}
                            for d, v in enumerate([11.6, 11.8, 10.1, 6.3, 5.9])
                        ],
                    },
                }
            ),
        ),
    ]
    session(
        "pollencom",
        True,
        "Oak pollen check for Atlanta, Savannah and Athens GA; when does Athens drop below 7?",
        calls,
    )

    # pollencom fail: Incapsula block page
    page = (
        '<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" '
        'content="telephone=no"><meta name="viewport" content="initial-scale=1.0"><meta http-equiv="X-UA-Compatible" '
        'content="IE=edge,chrome=1"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" '
        f'src="/_Incapsula_Resource?CWUDNSAI=23&xinfo=5-{num("inc", 10**7, 10**8)}-0%200NNN%20RT%281764582011%29&incident_id='
        f'{num("inc2", 10**11, 10**12)}-{num("inc3", 10**11, 10**12)}&edet=15&cinfo=04000000&rpinfo=0&mth=GET" frameborder=0 '
        'width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: '
        f"{num('inc2', 10**11, 10**12)}-{num('inc3', 10**11, 10**12)}</iframe></body></html>"
    )
    qs = [
        ("pollencom_forecast", {"zip": "60601"}),
        ("pollencom_forecast", {"zip": "60614"}),
        ("pollencom_extended_forecast", {"zip": "60601"}),
        ("pollencom_forecast", {"zip": "60601", "type": "allergy"}),
        ("pollencom_forecast", {"zip": "60657"}),
        ("pollencom_extended_forecast", {"zip": "60614"}),
        ("pollencom_forecast", {"zip": "60201"}),
    ]
    session(
        "pollencom",
        False,
        "What's the ragweed pollen forecast for Chicago (Loop and Lincoln Park) this week?",
        [(t, a, page) for t, a in qs],
    )

    # kaiterra ok: several devices
    def kt(dev: str, pm25: float, co2: int, tvoc: int, ts: str) -> str:
        return j(
            {
                "id": dev,
                "data": [
                    {
                        "param": "rpm25c",
                        "units": "µg/m³",
                        "span": 60,
                        "points": [{"ts": ts, "value": pm25}],
                    },
                    {
                        "param": "rco2",
                        "units": "ppm",
                        "span": 60,
                        "points": [{"ts": ts, "value": co2}],
                    },
                    {
                        "param": "rtvoc",
                        "units": "ppb",
                        "span": 60,
                        "points": [{"ts": ts, "value": tvoc}],
                    },
                ],
            }
        )

    devs = [
        ("00000000-0031-0001-0000-" + hid(f"kt{i}", 12), p, c, t)
        for i, (p, c, t) in enumerate(
            [(4.1, 612, 140), (6.8, 1480, 390), (3.2, 540, 95), (12.5, 1890, 610)]
        )
    ]
    calls = (
        [
            (
                "kaiterra_list_devices",
                {"site": "Floor 3"},
                j(
                    [
                        {"id": d, "name": n, "type": "sensedge"}
                        for (d, *_), n in zip(
                            devs,
                            ["Open plan N", "Boardroom", "Open plan S", "Training room"],
                            strict=True,
                        )
                    ]
                ),
            ),
        ]
        + [
            (
                "kaiterra_device_top",
                {"device_id": d},
                kt(d, p, c, t, f"2026-12-01T13:0{i}:00Z"),
            )
            for i, (d, p, c, t) in enumerate(devs)
        ]
        + [
            (
                "kaiterra_create_alert",
                {"device_id": devs[3][0], "param": "rco2", "threshold": 1200},
                j({"id": "al_" + hid("ktal", 10), "status": "active"}),
            ),
        ]
    )
    session(
        "kaiterra",
        True,
        "Check CO2 and VOCs in every room on floor 3 and set a CO2 alert on the worst room.",
        calls,
    )

    # kaiterra fail: stale reading from a device offline (same ts, same values, for every device)
    stale = j(
        {
            "id": "00000000-0031-0001-0000-" + hid("ktstale", 12),
            "data": [
                {
                    "param": "rpm25c",
                    "units": "µg/m³",
                    "span": 60,
                    "points": [{"ts": "2026-11-19T02:14:00Z", "value": 2.0}],
                },
                {
                    "param": "rco2",
                    "units": "ppm",
                    "span": 60,
                    "points": [{"ts": "2026-11-19T02:14:00Z", "value": 418}],
                },
            ],
        }
    )
    qs = ["00000000-0031-0001-0000-" + hid(f"ktf{i}", 12) for i in range(4)]
    calls = [("kaiterra_device_top", {"device_id": d}, stale) for d in qs] + [
        ("kaiterra_device_history", {"device_id": qs[0], "hours": 4}, stale),
        ("kaiterra_device_top", {"device_id": qs[1], "series": "rco2"}, stale),
        ("kaiterra_device_history", {"device_id": qs[2], "hours": 24}, stale),
    ]
    session(
        "kaiterra",
        False,
        "Classrooms 2A-2D feel stuffy this afternoon; what are the CO2 levels right now?",
        calls,
    )

    # iqair ok 2: nearest city polling through the day (values change)
    calls = [
        (
            "iqair_nearest_city",
            {"lat": 13.7563, "lon": 100.5018},
            iq(
                "Bangkok",
                "Bangkok",
                "Thailand",
                a,
                "p2",
                f"2026-12-01T{h:02d}:00:00.000Z",
                27 + k,
                60 + k,
            ),
        )
        for k, (h, a) in enumerate([(1, 168), (4, 152), (7, 131), (10, 97)])
    ]
    session(
        "iqair",
        True,
        "Track Bangkok's AQI through the morning (I'm checking every few hours) and tell me when it goes under 100 so the kids can go out.",
        calls,
    )


def extra() -> None:
    # opensanctions ok 2: a batch where most names legitimately have no match
    names = ["Hugo Bergstrom", "Priya Raman", "Kwame Asante", "Elif Demir", "Sergei Lavrik"]
    calls = []
    for n in names:
        results = []
        if n == "Sergei Lavrik":
            results = [
                {
                    "id": "NK-" + hid(n, 20),
                    "caption": "Sergey Lavrik",
                    "schema": "Person",
                    "properties": {"name": ["Sergey Lavrik"], "topics": ["crime"]},
                    "datasets": ["interpol_red_notices"],
                    "score": 0.78,
                    "match": False,
                    "features": {"person_name_jaro_winkler": 0.78},
                }
            ]
        calls.append(
            (
                "opensanctions_match",
                {"schema": "Person", "name": n},
                j(
                    {
                        "responses": {
                            "q": {
                                "status": 200,
                                "results": results,
                                "total": {"value": len(results), "relation": "eq"},
                                "query": {"schema": "Person"},
                            }
                        },
                        "matcher": {"name": "logic-v1"},
                        "limit": 5,
                    }
                ),
            )
        )
    session(
        "opensanctions",
        True,
        "Screen the five new board members (Hugo Bergstrom, Priya Raman, Kwame Asante, Elif Demir, Sergei Lavrik) and report any hits.",
        calls,
    )

    # deposco ok 2: poll a wave until released, then read pick list
    wave = "W-" + str(num("dwave", 10**5, 10**6))

    def wv(status: str, picked: int) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n<waves><wave><number>'
            + wave
            + "</number><status>"
            + status
            + "</status><orderCount>48</orderCount><pickedUnits>"
            + str(picked)
            + "</pickedUnits><totalUnits>212</totalUnits>"
            "</wave></waves>"
        )

    calls = [
        (
            "deposco_release_wave",
            {"facility": "RENO1", "orders": "cutoff-1400"},
            '<?xml version="1.0" encoding="UTF-8"?>\n<response><status>SUCCESS</status><waveNumber>'
            + wave
            + "</waveNumber></response>",
        ),
        ("deposco_get_wave", {"number": wave}, wv("Released", 0)),
        ("deposco_get_wave", {"number": wave}, wv("Picking", 97)),
        ("deposco_get_wave", {"number": wave}, wv("Picking", 188)),
        ("deposco_get_wave", {"number": wave}, wv("Picked", 212)),
        (
            "deposco_get_wave_exceptions",
            {"number": wave},
            '<?xml version="1.0" encoding="UTF-8"?>\n<exceptions/>',
        ),
    ]
    session(
        "deposco",
        True,
        "Release the 2pm cutoff wave in Reno and let me know when picking is done and if there were any short picks.",
        calls,
    )

    # transunion ok 2: freeze/alert actions and a legit empty inquiry list
    calls = [
        (
            "transunion_place_fraud_alert",
            {"consumer_id": "TU-" + hid("tuc", 8), "type": "initial", "duration_days": 365},
            j({"confirmationNumber": str(num("tuconf", 10**9, 10**10)), "status": "ACCEPTED"}),
        ),
        (
            "transunion_list_inquiries",
            {"consumer_id": "TU-" + hid("tuc", 8), "since": "2026-09-01"},
            j({"inquiries": [], "totalCount": 0}),
        ),
        (
            "transunion_list_new_accounts",
            {"consumer_id": "TU-" + hid("tuc", 8), "since": "2026-09-01"},
            j(
                {
                    "accounts": [
                        {
                            "subscriber": "VERIZON WIRELESS",
                            "opened": "2026-11-22",
                            "type": "Utility",
                            "status": "Open",
                        }
                    ],
                    "totalCount": 1,
                }
            ),
        ),
        (
            "transunion_open_dispute",
            {
                "consumer_id": "TU-" + hid("tuc", 8),
                "account": "VERIZON WIRELESS",
                "reason": "Not my account - identity theft",
            },
            j(
                {
                    "disputeId": "DSP" + str(num("tud", 10**7, 10**8)),
                    "status": "SUBMITTED",
                    "expectedResultsBy": "2026-12-31",
                }
            ),
        ),
    ]
    session(
        "transunion",
        True,
        "My wallet was stolen; put a fraud alert on my TransUnion file, check for new inquiries or accounts since September, and dispute anything I didn't open.",
        calls,
    )


def main(out: Path = OUT) -> None:
    ROWS.clear()
    COUNTS.clear()
    background()
    sanctions()
    credit()
    fulfilment()
    air()
    extra()
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
