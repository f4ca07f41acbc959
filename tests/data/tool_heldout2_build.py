# ruff: noqa: E501, E101  (hand-written tool results: long lines and tabs are their real text)
"""Build ``tool_heldout2.jsonl``: hand-written sessions of an agent using tool families
the detectors were not tuned on (held-out check of the gate).

Run ``python tests/data/tool_heldout2_build.py`` from the repository root; it rewrites
the fixture. Each session is written out call by call below; nothing is random.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).with_name("tool_heldout2.jsonl")
SESSIONS: list[dict[str, Any]] = []


def j(obj: Any) -> str:
    return json.dumps(obj, indent=None)


def session(
    source: str, run_id: str, task: str, ok: bool, calls: list[tuple[str, Any, str]]
) -> None:
    SESSIONS.append({"source": source, "run_id": run_id, "task": task, "ok": ok, "calls": calls})


# ---------------------------------------------------------------- Google Calendar
def gcal_event(
    i: int, summary: str, start: str, end: str, attendees: list[str], loc: str = ""
) -> dict[str, Any]:
    return {
        "kind": "calendar#event",
        "etag": f'"33{i}81920{i}4000"',
        "id": f"7k2q{i}b0v9s4m1l8e{i}p3r6",
        "status": "confirmed",
        "htmlLink": f"https://www.google.com/calendar/event?eid=N2sycXtb{i}",
        "created": "2024-05-02T09:14:22.000Z",
        "updated": "2024-05-20T16:03:11.512Z",
        "summary": summary,
        "location": loc,
        "creator": {"email": "dana.whitfield@northwind.io"},
        "organizer": {"email": "dana.whitfield@northwind.io", "self": True},
        "start": {"dateTime": start, "timeZone": "Europe/Berlin"},
        "end": {"dateTime": end, "timeZone": "Europe/Berlin"},
        "attendees": [{"email": a, "responseStatus": "accepted"} for a in attendees],
        "reminders": {"useDefault": True},
    }


def gcal_list(items: list[dict[str, Any]], token: str | None = None) -> str:
    d: dict[str, Any] = {
        "kind": "calendar#events",
        "etag": '"p32ofb9l0sq9o80g"',
        "summary": "dana.whitfield@northwind.io",
        "updated": "2024-05-21T07:44:10.201Z",
        "timeZone": "Europe/Berlin",
        "accessRole": "owner",
        "items": items,
    }
    if token:
        d["nextPageToken"] = token
    return j(d)


session(
    "heldout2/google-calendar",
    "gcal-ok-1",
    "Find a free 1-hour slot on Thursday 23 May 2024 between 9:00 and 17:00 for me and "
    "Marco (marco.ruiz@northwind.io) and tell me which times work.",
    True,
    [
        (
            "calendar_events_list",
            {
                "calendarId": "primary",
                "timeMin": "2024-05-23T00:00:00Z",
                "timeMax": "2024-05-23T00:00:01Z",
            },
            gcal_list([]),
        ),
        (
            "calendar_events_list",
            {
                "calendarId": "primary",
                "timeMin": "2024-05-23T07:00:00Z",
                "timeMax": "2024-05-23T15:00:00Z",
                "singleEvents": True,
            },
            gcal_list(
                [
                    gcal_event(
                        1,
                        "Weekly ops sync",
                        "2024-05-23T09:00:00+02:00",
                        "2024-05-23T09:30:00+02:00",
                        ["ops@northwind.io"],
                        "Meet",
                    ),
                    gcal_event(
                        2,
                        "Q2 budget review",
                        "2024-05-23T11:00:00+02:00",
                        "2024-05-23T12:30:00+02:00",
                        ["cfo@northwind.io", "marco.ruiz@northwind.io"],
                        "Room Elbe",
                    ),
                    gcal_event(
                        3,
                        "Lunch with Priya",
                        "2024-05-23T12:30:00+02:00",
                        "2024-05-23T13:30:00+02:00",
                        ["priya.n@gmail.com"],
                        "Café Lotte",
                    ),
                ]
            ),
        ),
        (
            "calendar_events_list",
            {
                "calendarId": "marco.ruiz@northwind.io",
                "timeMin": "2024-05-23T07:00:00Z",
                "timeMax": "2024-05-23T15:00:00Z",
                "singleEvents": True,
            },
            gcal_list(
                [
                    gcal_event(
                        4,
                        "Vendor call – Kestrel Logistics",
                        "2024-05-23T09:30:00+02:00",
                        "2024-05-23T10:30:00+02:00",
                        ["marco.ruiz@northwind.io", "j.blum@kestrel-log.de"],
                    ),
                    gcal_event(
                        2,
                        "Q2 budget review",
                        "2024-05-23T11:00:00+02:00",
                        "2024-05-23T12:30:00+02:00",
                        ["cfo@northwind.io", "marco.ruiz@northwind.io"],
                        "Room Elbe",
                    ),
                    gcal_event(
                        5,
                        "Focus time",
                        "2024-05-23T15:00:00+02:00",
                        "2024-05-23T17:00:00+02:00",
                        ["marco.ruiz@northwind.io"],
                    ),
                ]
            ),
        ),
        (
            "calendar_freebusy",
            {
                "items": ["primary", "marco.ruiz@northwind.io"],
                "timeMin": "2024-05-23T07:00:00Z",
                "timeMax": "2024-05-23T15:00:00Z",
            },
            j(
                {
                    "kind": "calendar#freeBusy",
                    "timeMin": "2024-05-23T07:00:00.000Z",
                    "timeMax": "2024-05-23T15:00:00.000Z",
                    "calendars": {
                        "primary": {
                            "busy": [
                                {"start": "2024-05-23T07:00:00Z", "end": "2024-05-23T07:30:00Z"},
                                {"start": "2024-05-23T09:00:00Z", "end": "2024-05-23T11:30:00Z"},
                            ]
                        },
                        "marco.ruiz@northwind.io": {
                            "busy": [
                                {"start": "2024-05-23T07:30:00Z", "end": "2024-05-23T08:30:00Z"},
                                {"start": "2024-05-23T09:00:00Z", "end": "2024-05-23T10:30:00Z"},
                                {"start": "2024-05-23T13:00:00Z", "end": "2024-05-23T15:00:00Z"},
                            ]
                        },
                    },
                }
            ),
        ),
    ],
)

session(
    "heldout2/google-calendar",
    "gcal-ok-2",
    "List all my events next week (27–31 May 2024) that have external attendees.",
    True,
    [
        (
            "calendar_events_list",
            {
                "calendarId": "primary",
                "timeMin": "2024-05-27T00:00:00+02:00",
                "timeMax": "2024-06-01T00:00:00+02:00",
                "maxResults": 3,
                "singleEvents": True,
                "orderBy": "startTime",
            },
            gcal_list(
                [
                    gcal_event(
                        6,
                        "Sprint planning",
                        "2024-05-27T10:00:00+02:00",
                        "2024-05-27T11:30:00+02:00",
                        ["eng@northwind.io"],
                    ),
                    gcal_event(
                        7,
                        "Kestrel Logistics QBR",
                        "2024-05-28T14:00:00+02:00",
                        "2024-05-28T15:00:00+02:00",
                        ["j.blum@kestrel-log.de", "marco.ruiz@northwind.io"],
                        "Kestrel HQ, Hamburg",
                    ),
                    gcal_event(
                        8,
                        "1:1 Marco",
                        "2024-05-29T09:00:00+02:00",
                        "2024-05-29T09:30:00+02:00",
                        ["marco.ruiz@northwind.io"],
                    ),
                ],
                token="CigKGjdrMnE0YjB2OXM0bTFsOGU4cDNyNhoKCICx",
            ),
        ),
        (
            "calendar_events_list",
            {
                "calendarId": "primary",
                "pageToken": "CigKGjdrMnE0YjB2OXM0bTFsOGU4cDNyNhoKCICx",
                "maxResults": 3,
            },
            gcal_list(
                [
                    gcal_event(
                        9,
                        "Interview – Senior Backend (Lena Hoff)",
                        "2024-05-29T13:00:00+02:00",
                        "2024-05-29T14:00:00+02:00",
                        ["lena.hoff@proton.me", "hiring@northwind.io"],
                        "Meet",
                    ),
                    gcal_event(
                        10, "Dentist", "2024-05-30T08:00:00+02:00", "2024-05-30T09:00:00+02:00", []
                    ),
                    gcal_event(
                        11,
                        "Board prep",
                        "2024-05-31T16:00:00+02:00",
                        "2024-05-31T17:00:00+02:00",
                        ["ceo@northwind.io"],
                    ),
                ]
            ),
        ),
        (
            "calendar_event_get",
            {"calendarId": "primary", "eventId": "7k2q7b0v9s4m1l8e7p3r6"},
            j(
                gcal_event(
                    7,
                    "Kestrel Logistics QBR",
                    "2024-05-28T14:00:00+02:00",
                    "2024-05-28T15:00:00+02:00",
                    ["j.blum@kestrel-log.de", "marco.ruiz@northwind.io", "s.okafor@kestrel-log.de"],
                    "Kestrel HQ, Hamburg",
                )
                | {
                    "description": "Agenda: volumes Q2, SLA breaches in April, renewal terms for 2025. Dial-in in the invite."
                }
            ),
        ),
    ],
)

session(
    "heldout2/google-calendar",
    "gcal-fail-1",
    "Move my 'Board prep' meeting on Friday to 10:00 and tell the CEO.",
    False,
    [
        (
            "calendar_events_list",
            {"calendarId": "primary", "q": q, "timeMin": "2024-05-31T00:00:00+02:00"},
            j(
                {
                    "error": {
                        "code": 401,
                        "message": "Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.",
                        "errors": [
                            {
                                "message": "Invalid Credentials",
                                "domain": "global",
                                "reason": "authError",
                                "location": "Authorization",
                                "locationType": "header",
                            }
                        ],
                        "status": "UNAUTHENTICATED",
                    }
                }
            ),
        )
        for q in ["Board prep", "Board prep", "board", "prep meeting", "Board prep Friday"]
    ],
)


# ---------------------------------------------------------------- HubSpot CRM
def hs_contact(
    i: int, first: str, last: str, email: str, company: str, stage: str, owner: str
) -> dict[str, Any]:
    return {
        "id": str(51201 + i * 37),
        "properties": {
            "createdate": f"2023-1{i % 3}-0{i % 9 + 1}T10:22:31.114Z",
            "email": email,
            "firstname": first,
            "lastname": last,
            "company": company,
            "lifecyclestage": stage,
            "hubspot_owner_id": owner,
            "lastmodifieddate": "2024-05-18T08:01:44.904Z",
            "hs_object_id": str(51201 + i * 37),
        },
        "createdAt": "2023-11-02T10:22:31.114Z",
        "updatedAt": "2024-05-18T08:01:44.904Z",
        "archived": False,
    }


session(
    "heldout2/hubspot",
    "hubspot-ok-1",
    "Which contacts at Brightline Dental are in the 'opportunity' stage, and who owns them?",
    True,
    [
        (
            "hubspot_search_contacts",
            {
                "filterGroups": [
                    {
                        "filters": [
                            {"propertyName": "company", "operator": "EQ", "value": "Brightline"}
                        ]
                    }
                ]
            },
            j({"total": 0, "results": []}),
        ),
        (
            "hubspot_search_contacts",
            {
                "filterGroups": [
                    {
                        "filters": [
                            {
                                "propertyName": "company",
                                "operator": "CONTAINS_TOKEN",
                                "value": "Brightline*",
                            }
                        ]
                    }
                ],
                "properties": [
                    "email",
                    "firstname",
                    "lastname",
                    "company",
                    "lifecyclestage",
                    "hubspot_owner_id",
                ],
            },
            j(
                {
                    "total": 4,
                    "results": [
                        hs_contact(
                            1,
                            "Aisha",
                            "Karimi",
                            "a.karimi@brightlinedental.com",
                            "Brightline Dental",
                            "opportunity",
                            "88213",
                        ),
                        hs_contact(
                            2,
                            "Tom",
                            "Verhoeven",
                            "tom.v@brightlinedental.com",
                            "Brightline Dental",
                            "lead",
                            "88213",
                        ),
                        hs_contact(
                            3,
                            "Grace",
                            "Liu",
                            "grace.liu@brightlinedental.com",
                            "Brightline Dental Group",
                            "opportunity",
                            "90451",
                        ),
                        hs_contact(
                            4,
                            "Samuel",
                            "Osei",
                            "s.osei@brightlinedental.com",
                            "Brightline Dental",
                            "customer",
                            "90451",
                        ),
                    ],
                }
            ),
        ),
        (
            "hubspot_get_owner",
            {"ownerId": "88213"},
            j(
                {
                    "id": "88213",
                    "email": "rachel.moss@ourcrm.co",
                    "firstName": "Rachel",
                    "lastName": "Moss",
                    "userId": 4412,
                    "createdAt": "2022-03-01T12:00:00Z",
                    "archived": False,
                    "teams": [{"id": "7", "name": "Dental West", "primary": True}],
                }
            ),
        ),
        (
            "hubspot_get_owner",
            {"ownerId": "90451"},
            j(
                {
                    "id": "90451",
                    "email": "devin.park@ourcrm.co",
                    "firstName": "Devin",
                    "lastName": "Park",
                    "userId": 4590,
                    "createdAt": "2023-01-09T12:00:00Z",
                    "archived": False,
                    "teams": [{"id": "9", "name": "Enterprise", "primary": True}],
                }
            ),
        ),
    ],
)

session(
    "heldout2/salesforce",
    "sfdc-ok-1",
    "Pull the open opportunities over $50k closing this quarter for the Acme Health account.",
    True,
    [
        (
            "salesforce_soql",
            {
                "q": "SELECT Id, Name, Amount, StageName FROM Opportunity WHERE Account.Name = 'Acme Health' AND Amount > 50000 AND IsClosed = false AND CloseDate = THIS_QUATER"
            },
            j(
                [
                    {
                        "message": "\nAND IsClosed = false AND CloseDate = THIS_QUATER\n                                  ^\nERROR at Row:1:Column:137\nInvalid date literal: THIS_QUATER",
                        "errorCode": "MALFORMED_QUERY",
                    }
                ]
            ),
        ),
        (
            "salesforce_soql",
            {
                "q": "SELECT Id, Name, Amount, StageName, CloseDate, Owner.Name FROM Opportunity WHERE Account.Name = 'Acme Health' AND Amount > 50000 AND IsClosed = false AND CloseDate = THIS_QUARTER"
            },
            j(
                {
                    "totalSize": 3,
                    "done": True,
                    "records": [
                        {
                            "attributes": {
                                "type": "Opportunity",
                                "url": "/services/data/v59.0/sobjects/Opportunity/0065g00000Xk2PQAAZ",
                            },
                            "Id": "0065g00000Xk2PQAAZ",
                            "Name": "Acme Health – Radiology PACS expansion",
                            "Amount": 184000.0,
                            "StageName": "Negotiation/Review",
                            "CloseDate": "2024-06-21",
                            "Owner": {"attributes": {"type": "User"}, "Name": "Karen Liebig"},
                        },
                        {
                            "attributes": {
                                "type": "Opportunity",
                                "url": "/services/data/v59.0/sobjects/Opportunity/0065g00000Xk3ZRAAZ",
                            },
                            "Id": "0065g00000Xk3ZRAAZ",
                            "Name": "Acme Health – Nurse scheduling 2nd site",
                            "Amount": 62500.0,
                            "StageName": "Proposal/Price Quote",
                            "CloseDate": "2024-06-28",
                            "Owner": {"attributes": {"type": "User"}, "Name": "Karen Liebig"},
                        },
                        {
                            "attributes": {
                                "type": "Opportunity",
                                "url": "/services/data/v59.0/sobjects/Opportunity/0065g00000Xm9AQAAZ",
                            },
                            "Id": "0065g00000Xm9AQAAZ",
                            "Name": "Acme Health – Support renewal FY25",
                            "Amount": 71250.0,
                            "StageName": "Id. Decision Makers",
                            "CloseDate": "2024-06-30",
                            "Owner": {"attributes": {"type": "User"}, "Name": "Omar Haddad"},
                        },
                    ],
                }
            ),
        ),
        (
            "salesforce_get_record",
            {
                "sobject": "Opportunity",
                "id": "0065g00000Xk2PQAAZ",
                "fields": "NextStep,Probability,Description",
            },
            j(
                {
                    "attributes": {
                        "type": "Opportunity",
                        "url": "/services/data/v59.0/sobjects/Opportunity/0065g00000Xk2PQAAZ",
                    },
                    "NextStep": "Legal redlines back from Acme by 6/7; CFO sign-off",
                    "Probability": 80,
                    "Description": "Expansion of PACS licences from 2 to 5 imaging sites. Competitive against Sectra; price held at list minus 12%.",
                }
            ),
        ),
    ],
)

session(
    "heldout2/hubspot",
    "hubspot-fail-1",
    "Find the HubSpot deal for 'Lumen Optics renewal' and tell me its amount and close date.",
    False,
    [
        ("hubspot_search_deals", {"query": "Lumen Optics renewal"}, j({"total": 0, "results": []})),
        ("hubspot_search_deals", {"query": "Lumen Optics"}, j({"total": 0, "results": []})),
        ("hubspot_search_deals", {"query": "Lumen renewal 2024"}, j({"total": 0, "results": []})),
        ("hubspot_search_deals", {"query": "lumen"}, j({"total": 0, "results": []})),
        ("hubspot_search_deals", {"query": "Lumen Optics GmbH"}, j({"total": 0, "results": []})),
    ],
)


# ---------------------------------------------------------------- Shopify
def shop_product(
    pid: int, title: str, vendor: str, ptype: str, variants: list[tuple[str, str, int]]
) -> dict[str, Any]:
    return {
        "id": pid,
        "title": title,
        "body_html": f"<p>{title} by {vendor}. Ships in 2–3 business days.</p>",
        "vendor": vendor,
        "product_type": ptype,
        "created_at": "2023-09-14T11:20:05-04:00",
        "handle": title.lower().replace(" ", "-"),
        "updated_at": "2024-05-19T08:12:44-04:00",
        "status": "active",
        "tags": f"{ptype.lower()}, spring24",
        "variants": [
            {
                "id": pid * 10 + k,
                "product_id": pid,
                "title": t,
                "price": p,
                "sku": f"{vendor[:3].upper()}-{pid % 1000}-{k}",
                "inventory_quantity": q,
                "inventory_management": "shopify",
            }
            for k, (t, p, q) in enumerate(variants)
        ],
    }


session(
    "heldout2/shopify",
    "shopify-ok-1",
    "Which of our trail running shoes are low on stock (fewer than 5 units in any size)?",
    True,
    [
        ("shopify_list_products", {"title": "trail running shoe"}, j({"products": []})),
        (
            "shopify_list_products",
            {
                "product_type": "Footwear",
                "limit": 3,
                "fields": "id,title,vendor,product_type,variants",
            },
            j(
                {
                    "products": [
                        shop_product(
                            8812345001,
                            "Ridgeback Trail 3",
                            "Northpeak",
                            "Footwear",
                            [
                                ("US 8", "139.00", 12),
                                ("US 9", "139.00", 3),
                                ("US 10", "139.00", 0),
                                ("US 11", "139.00", 7),
                            ],
                        ),
                        shop_product(
                            8812345002,
                            "Scree Runner GTX",
                            "Northpeak",
                            "Footwear",
                            [
                                ("US 8", "169.00", 9),
                                ("US 9", "169.00", 14),
                                ("US 10", "169.00", 11),
                            ],
                        ),
                        shop_product(
                            8812345003,
                            "Canyon Lite",
                            "Vireo",
                            "Footwear",
                            [("US 7", "119.00", 2), ("US 8", "119.00", 6), ("US 9", "119.00", 4)],
                        ),
                    ]
                }
            ),
        ),
        (
            "shopify_list_products",
            {"product_type": "Footwear", "limit": 3, "page_info": "eyJsYXN0X2lkIjo4ODEyMzQ1MDAzfQ"},
            j(
                {
                    "products": [
                        shop_product(
                            8812345004,
                            "Mudlark Trail",
                            "Vireo",
                            "Footwear",
                            [("US 8", "129.00", 22), ("US 9", "129.00", 18)],
                        ),
                        shop_product(
                            8812345005,
                            "Ridgeback Trail 3 Womens",
                            "Northpeak",
                            "Footwear",
                            [("W 6", "139.00", 1), ("W 7", "139.00", 8), ("W 8", "139.00", 5)],
                        ),
                    ]
                }
            ),
        ),
    ],
)

session(
    "heldout2/shopify",
    "shopify-ok-2",
    "Customer says order #10482 never arrived. What's its status and tracking number?",
    True,
    [
        ("shopify_get_order", {"order_id": "10482"}, j({"errors": "Not Found"})),
        (
            "shopify_list_orders",
            {
                "name": "#10482",
                "status": "any",
                "fields": "id,name,financial_status,fulfillment_status,created_at,total_price",
            },
            j(
                {
                    "orders": [
                        {
                            "id": 5531098112045,
                            "name": "#10482",
                            "created_at": "2024-05-09T17:42:10-04:00",
                            "financial_status": "paid",
                            "fulfillment_status": "fulfilled",
                            "total_price": "212.40",
                            "currency": "USD",
                        }
                    ]
                }
            ),
        ),
        (
            "shopify_list_fulfillments",
            {"order_id": 5531098112045},
            j(
                {
                    "fulfillments": [
                        {
                            "id": 4920331587629,
                            "order_id": 5531098112045,
                            "status": "success",
                            "created_at": "2024-05-10T09:01:22-04:00",
                            "service": "manual",
                            "tracking_company": "UPS",
                            "shipment_status": "in_transit",
                            "tracking_number": "1Z999AA10123456784",
                            "tracking_url": "https://www.ups.com/track?tracknum=1Z999AA10123456784",
                            "line_items": [
                                {
                                    "id": 13920011,
                                    "title": "Scree Runner GTX",
                                    "variant_title": "US 10",
                                    "quantity": 1,
                                    "price": "169.00",
                                },
                                {
                                    "id": 13920012,
                                    "title": "Merino trail sock 3-pack",
                                    "quantity": 1,
                                    "price": "34.00",
                                },
                            ],
                        }
                    ]
                }
            ),
        ),
    ],
)

session(
    "heldout2/shopify",
    "shopify-fail-1",
    "Give me total revenue from orders placed yesterday.",
    False,
    [
        (
            "shopify_list_orders",
            {
                "created_at_min": "2024-05-20T00:00:00-04:00",
                "created_at_max": "2024-05-20T23:59:59-04:00",
                "status": "any",
                "limit": 250,
            },
            j(
                {
                    "errors": "Exceeded 2 calls per second for api client. Reduce request rates to resume uninterrupted service."
                }
            ),
        )
        for _ in range(6)
    ],
)


# ---------------------------------------------------------------- Zendesk / Intercom
def zd_ticket(
    tid: int, subject: str, status: str, prio: str, desc: str, req: int
) -> dict[str, Any]:
    return {
        "url": f"https://northwind.zendesk.com/api/v2/tickets/{tid}.json",
        "id": tid,
        "created_at": "2024-05-17T13:02:11Z",
        "updated_at": "2024-05-20T09:40:55Z",
        "type": "incident",
        "subject": subject,
        "description": desc,
        "priority": prio,
        "status": status,
        "requester_id": req,
        "assignee_id": 381190022,
        "group_id": 2201,
        "tags": ["billing", "sso"] if "SSO" in subject else ["export"],
        "via": {"channel": "email"},
    }


session(
    "heldout2/zendesk",
    "zendesk-ok-1",
    "Summarise open urgent tickets about SSO login failures this week and who reported them.",
    True,
    [
        (
            "zendesk_search",
            {"query": "type:ticket status:open priority:urgent SSO login"},
            j(
                {
                    "results": [],
                    "facets": None,
                    "next_page": None,
                    "previous_page": None,
                    "count": 0,
                }
            ),
        ),
        (
            "zendesk_search",
            {"query": "type:ticket status<solved SSO created>2024-05-13"},
            j(
                {
                    "results": [
                        zd_ticket(
                            48211,
                            "SSO login loops back to sign-in page",
                            "open",
                            "urgent",
                            "Since this morning all of our staff get redirected back to the Okta page after entering credentials. SAML tracer shows a 'InResponseTo' mismatch. We have 140 users blocked.",
                            39102211,
                        ),
                        zd_ticket(
                            48230,
                            "Azure AD SSO: AADSTS50011 reply URL mismatch",
                            "pending",
                            "high",
                            "After your maintenance window the reply URL seems to have changed; error AADSTS50011. Can you confirm the new ACS URL?",
                            39102877,
                        ),
                        zd_ticket(
                            48244,
                            "Can't log in via SSO on mobile app",
                            "open",
                            "urgent",
                            "iOS app 5.12 shows 'Authentication failed (code 17)' with SSO. Web works.",
                            39104410,
                        ),
                    ],
                    "facets": None,
                    "next_page": None,
                    "previous_page": None,
                    "count": 3,
                }
            ),
        ),
        (
            "zendesk_show_user",
            {"user_id": 39102211},
            j(
                {
                    "user": {
                        "id": 39102211,
                        "name": "Helena Brandt",
                        "email": "h.brandt@stadtwerke-kiel.de",
                        "organization_id": 9001,
                        "role": "end-user",
                        "time_zone": "Berlin",
                        "tags": ["enterprise"],
                    }
                }
            ),
        ),
        (
            "zendesk_show_user",
            {"user_id": 39104410},
            j(
                {
                    "user": {
                        "id": 39104410,
                        "name": "Ravi Menon",
                        "email": "ravi@fieldcrew.app",
                        "organization_id": 9044,
                        "role": "end-user",
                        "time_zone": "Chennai",
                        "tags": ["pro"],
                    }
                }
            ),
        ),
    ],
)

session(
    "heldout2/intercom",
    "intercom-ok-1",
    "Find the Intercom conversation where a customer asked about CSV export limits and quote our reply.",
    True,
    [
        (
            "intercom_search_conversations",
            {"query": {"field": "source.body", "operator": "~", "value": "CSV export limit"}},
            j(
                {
                    "type": "conversation.list",
                    "conversations": [],
                    "total_count": 0,
                    "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 0},
                }
            ),
        ),
        (
            "intercom_search_conversations",
            {"query": {"field": "source.body", "operator": "~", "value": "export"}},
            j(
                {
                    "type": "conversation.list",
                    "total_count": 2,
                    "pages": {"type": "pages", "page": 1, "per_page": 20, "total_pages": 1},
                    "conversations": [
                        {
                            "type": "conversation",
                            "id": "1911149811",
                            "created_at": 1715930211,
                            "state": "closed",
                            "source": {
                                "type": "conversation",
                                "body": "<p>Hi, is there a row limit when exporting reports to CSV? Ours cut off at 10,000 rows.</p>",
                                "author": {
                                    "type": "user",
                                    "name": "Jonas Pfeiffer",
                                    "email": "jonas@kaffeekontor.de",
                                },
                            },
                        },
                        {
                            "type": "conversation",
                            "id": "1911150377",
                            "created_at": 1716002002,
                            "state": "open",
                            "source": {
                                "type": "conversation",
                                "body": "<p>Export to PDF puts the logo on top of the table header.</p>",
                                "author": {
                                    "type": "user",
                                    "name": "Maya Chen",
                                    "email": "maya@looplab.io",
                                },
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "intercom_get_conversation",
            {"id": "1911149811"},
            j(
                {
                    "type": "conversation",
                    "id": "1911149811",
                    "state": "closed",
                    "conversation_parts": {
                        "type": "conversation_part.list",
                        "total_count": 2,
                        "conversation_parts": [
                            {
                                "type": "conversation_part",
                                "part_type": "comment",
                                "body": "<p>Hi Jonas! Yes — CSV exports from the Reports tab are capped at 10,000 rows. For larger exports use Settings → Data → Scheduled exports, which streams up to 1M rows to S3 or email as a zipped CSV.</p>",
                                "author": {"type": "admin", "name": "Sofia (Support)"},
                            },
                            {
                                "type": "conversation_part",
                                "part_type": "close",
                                "body": None,
                                "author": {"type": "admin", "name": "Sofia (Support)"},
                            },
                        ],
                    },
                }
            ),
        ),
    ],
)

session(
    "heldout2/zendesk",
    "zendesk-fail-1",
    "Find tickets from Stadtwerke Kiel about invoice duplicates and tell me how many are still open.",
    False,
    [
        (
            "zendesk_search",
            {"query": q},
            j(
                {
                    "results": [],
                    "facets": None,
                    "next_page": None,
                    "previous_page": None,
                    "count": 0,
                }
            ),
        )
        for q in [
            'organization:"Stadtwerke Kiel" invoice duplicate',
            "Stadtwerke Kiel duplicate invoice",
            "invoice duplicated Kiel",
            "organization:stadtwerke-kiel invoice",
            "double invoice Stadtwerke",
        ]
    ],
)

# ---------------------------------------------------------------- Confluence / Notion wiki
CONF_RUNBOOK = (
    '<h1>Payments service – on-call runbook</h1><ac:structured-macro ac:name="info" ac:schema-version="1"><ac:rich-text-body>'
    "<p>Owner: Payments team (#payments-oncall). Last reviewed 2024-04-30.</p></ac:rich-text-body></ac:structured-macro>"
    "<h2>1. Alert: PaymentsHighErrorRate</h2><p>Fires when 5xx from <code>payments-api</code> exceeds 2% over 5 minutes.</p>"
    '<ol><li><p>Check the Stripe status page and our <ac:link><ri:page ri:content-title="Stripe webhook dashboard" /></ac:link>.</p></li>'
    "<li><p>If Stripe is degraded, enable the fallback queue: <code>kubectl -n payments set env deploy/payments-api QUEUE_FALLBACK=1</code>.</p></li>"
    "<li><p>If not, look for a recent deploy: <code>argocd app history payments-api</code> and roll back with <code>argocd app rollback payments-api &lt;ID&gt;</code>.</p></li></ol>"
    "<h2>2. Alert: LedgerReconciliationLag</h2><p>The nightly reconciliation job writes to <code>ledger.recon_runs</code>. Lag above 6h means the job is stuck; "
    "restart with <code>kubectl -n payments delete pod -l job=ledger-recon</code>. Never run the job twice in parallel: it double-posts refunds.</p>"
    "<h2>3. Escalation</h2><table><tbody><tr><th>Level</th><th>Who</th><th>When</th></tr><tr><td>L1</td><td>on-call engineer</td><td>immediately</td></tr>"
    "<tr><td>L2</td><td>Payments EM (Ines Duarte)</td><td>after 30 min or any data loss</td></tr><tr><td>L3</td><td>VP Eng</td><td>customer-visible outage &gt; 1h</td></tr></tbody></table>"
)

session(
    "heldout2/confluence",
    "confluence-ok-1",
    "What does the payments on-call runbook say to do when the ledger reconciliation lags, and who is L2?",
    True,
    [
        (
            "confluence_search",
            {"cql": 'title ~ "payments runbook" and space = OPS'},
            j(
                {
                    "results": [],
                    "start": 0,
                    "limit": 25,
                    "size": 0,
                    "totalSize": 0,
                    "cqlQuery": 'title ~ "payments runbook" and space = OPS',
                    "searchDuration": 31,
                    "_links": {"base": "https://northwind.atlassian.net/wiki"},
                }
            ),
        ),
        (
            "confluence_search",
            {"cql": 'text ~ "on-call runbook" and text ~ payments'},
            j(
                {
                    "results": [
                        {
                            "content": {
                                "id": "2318467091",
                                "type": "page",
                                "status": "current",
                                "title": "Payments service – on-call runbook",
                                "_links": {"webui": "/spaces/PAY/pages/2318467091"},
                            },
                            "excerpt": "Fires when 5xx from payments-api exceeds 2% over 5 minutes. Check the Stripe status page…",
                            "lastModified": "2024-04-30T10:12:00.000Z",
                        },
                        {
                            "content": {
                                "id": "2290011774",
                                "type": "page",
                                "status": "current",
                                "title": "On-call handbook (all teams)",
                                "_links": {"webui": "/spaces/ENG/pages/2290011774"},
                            },
                            "excerpt": "How paging works, who to call, handover template…",
                            "lastModified": "2023-12-04T08:00:00.000Z",
                        },
                    ],
                    "start": 0,
                    "limit": 25,
                    "size": 2,
                    "totalSize": 2,
                }
            ),
        ),
        (
            "confluence_get_page",
            {"id": "2318467091", "expand": "body.storage,version"},
            j(
                {
                    "id": "2318467091",
                    "type": "page",
                    "title": "Payments service – on-call runbook",
                    "version": {"number": 14, "when": "2024-04-30T10:12:00.000Z"},
                    "body": {"storage": {"value": CONF_RUNBOOK, "representation": "storage"}},
                }
            ),
        ),
    ],
)

NOTION_MD = """# Travel & expenses policy (2024)

> Applies to all employees and contractors billing through Northwind. Questions: #finance-help.

## Flights
- Economy for flights under 6 hours. Premium economy allowed above 6 hours, business class needs VP approval.
- Book through TravelPerk; bookings made elsewhere are reimbursed only up to the TravelPerk price on the day.

## Hotels
| City tier | Nightly cap (EUR) |
|---|---|
| Tier 1 (London, Paris, NYC, SF, Zurich) | 260 |
| Tier 2 (Berlin, Amsterdam, Madrid, …) | 180 |
| Everywhere else | 140 |

## Meals
Per-diem of **€55** on travel days; alcohol is not reimbursed except at client dinners approved in advance.

## Submitting
Submit within 30 days in Pleo with the receipt photo. Late claims need your manager's comment.
"""

session(
    "heldout2/notion",
    "notion-ok-1",
    "What's the hotel nightly cap for a trip to Zurich under our travel policy, and the meal per-diem?",
    True,
    [
        (
            "notion_search",
            {"query": "hotel policy Zurich"},
            j({"object": "list", "results": [], "next_cursor": None, "has_more": False}),
        ),
        (
            "notion_search",
            {"query": "travel policy", "filter": {"property": "object", "value": "page"}},
            j(
                {
                    "object": "list",
                    "has_more": False,
                    "next_cursor": None,
                    "results": [
                        {
                            "object": "page",
                            "id": "7f3c2a10-91d4-4b3e-a1c2-55e0b9d2f001",
                            "url": "https://www.notion.so/northwind/Travel-expenses-policy-2024-7f3c2a1091d44b3ea1c255e0b9d2f001",
                            "last_edited_time": "2024-02-11T09:33:00.000Z",
                            "properties": {
                                "title": {
                                    "title": [{"plain_text": "Travel & expenses policy (2024)"}]
                                }
                            },
                        },
                        {
                            "object": "page",
                            "id": "0a11be42-7c6a-4e0f-8d8d-2f1a3c9e7b12",
                            "url": "https://www.notion.so/northwind/Travel-policy-2022-archived-0a11be427c6a4e0f8d8d2f1a3c9e7b12",
                            "last_edited_time": "2022-06-01T12:00:00.000Z",
                            "properties": {
                                "title": {
                                    "title": [{"plain_text": "Travel policy 2022 (archived)"}]
                                }
                            },
                        },
                    ],
                }
            ),
        ),
        (
            "notion_export_page_markdown",
            {"page_id": "7f3c2a10-91d4-4b3e-a1c2-55e0b9d2f001"},
            NOTION_MD,
        ),
    ],
)

session(
    "heldout2/confluence",
    "confluence-fail-1",
    "Find the architecture decision record about moving from RabbitMQ to Kafka and summarise the reasons.",
    False,
    [
        (
            "confluence_get_page",
            {"id": pid, "expand": "body.storage"},
            j(
                {
                    "statusCode": 404,
                    "data": {"authorized": True, "valid": True, "errors": [], "successful": False},
                    "message": f"No content found with id: ContentId{{id={pid}}}",
                    "reason": "Not Found",
                }
            ),
        )
        for pid in ["2318467555", "2318467555", "2318467556", "2318467555", "2318467554"]
    ],
)

# ---------------------------------------------------------------- GraphQL
session(
    "heldout2/graphql",
    "github-graphql-ok-1",
    "List the 5 most recent open issues labelled 'bug' in the acme/widgets repo with their authors.",
    True,
    [
        (
            "github_graphql",
            {
                "query": '{ repository(owner:"acme", name:"widgets") { issues(last:5, states:OPEN, label:"bug") { nodes { number title author { login } } } } }'
            },
            j(
                {
                    "errors": [
                        {
                            "path": ["query", "repository", "issues", "label"],
                            "extensions": {
                                "code": "argumentNotAccepted",
                                "name": "issues",
                                "typeName": "Field",
                                "argumentName": "label",
                            },
                            "locations": [{"line": 1, "column": 54}],
                            "message": "Field 'issues' doesn't accept argument 'label'",
                        }
                    ]
                }
            ),
        ),
        (
            "github_graphql",
            {
                "query": '{ repository(owner:"acme", name:"widgets") { issues(last:5, states:OPEN, labels:["bug"], orderBy:{field:CREATED_AT, direction:ASC}) { nodes { number title createdAt author { login } } } } }'
            },
            j(
                {
                    "data": {
                        "repository": {
                            "issues": {
                                "nodes": [
                                    {
                                        "number": 1412,
                                        "title": "Color picker crashes on Safari 17 when alpha < 0.1",
                                        "createdAt": "2024-05-02T14:11:09Z",
                                        "author": {"login": "mkowalski"},
                                    },
                                    {
                                        "number": 1419,
                                        "title": "Dropdown loses focus after async options load",
                                        "createdAt": "2024-05-07T08:22:51Z",
                                        "author": {"login": "yui-t"},
                                    },
                                    {
                                        "number": 1423,
                                        "title": "DatePicker shows wrong week number for ISO weeks in January",
                                        "createdAt": "2024-05-11T19:40:02Z",
                                        "author": {"login": "frank-de"},
                                    },
                                    {
                                        "number": 1430,
                                        "title": "Tooltip flickers when parent has transform: scale()",
                                        "createdAt": "2024-05-16T10:05:33Z",
                                        "author": {"login": "ana-p"},
                                    },
                                    {
                                        "number": 1436,
                                        "title": "SSR hydration mismatch in <Tabs> with defaultIndex",
                                        "createdAt": "2024-05-20T07:58:14Z",
                                        "author": {"login": "dependabot-fan"},
                                    },
                                ]
                            }
                        }
                    }
                }
            ),
        ),
        (
            "github_graphql",
            {
                "query": '{ repository(owner:"acme", name:"widgets") { issue(number:1436) { body comments(first:2){ nodes { author{login} body } } } } }'
            },
            j(
                {
                    "data": {
                        "repository": {
                            "issue": {
                                "body": 'Rendering `<Tabs defaultIndex={2}>` on the server produces `aria-selected="true"` on tab 0 and the client patches it to tab 2, React logs a hydration mismatch. Repro: https://stackblitz.com/edit/widgets-tabs-ssr',
                                "comments": {
                                    "nodes": [
                                        {
                                            "author": {"login": "maintainer-lee"},
                                            "body": "Confirmed on 4.2.1. The initial state is read from useId ordering; fix incoming.",
                                        }
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

session(
    "heldout2/graphql",
    "shopify-graphql-ok-1",
    "How many units of SKU NP-345-2 are available at each of our locations?",
    True,
    [
        (
            "shopify_graphql",
            {
                "query": 'query { productVariants(first: 1, query: "sku:NP-345-2") { edges { node { id title inventoryItem { id } } } } }'
            },
            j(
                {
                    "data": {
                        "productVariants": {
                            "edges": [
                                {
                                    "node": {
                                        "id": "gid://shopify/ProductVariant/88123450022",
                                        "title": "US 10",
                                        "inventoryItem": {
                                            "id": "gid://shopify/InventoryItem/47102993"
                                        },
                                    }
                                }
                            ]
                        }
                    },
                    "extensions": {
                        "cost": {
                            "requestedQueryCost": 4,
                            "actualQueryCost": 3,
                            "throttleStatus": {
                                "maximumAvailable": 2000.0,
                                "currentlyAvailable": 1997,
                                "restoreRate": 100.0,
                            },
                        }
                    },
                }
            ),
        ),
        (
            "shopify_graphql",
            {
                "query": 'query { inventoryItem(id: "gid://shopify/InventoryItem/47102993") { inventoryLevels(first: 10) { edges { node { location { name } quantities(names: ["available", "committed"]) { name quantity } } } } } }'
            },
            j(
                {
                    "data": {
                        "inventoryItem": {
                            "inventoryLevels": {
                                "edges": [
                                    {
                                        "node": {
                                            "location": {"name": "Brooklyn warehouse"},
                                            "quantities": [
                                                {"name": "available", "quantity": 0},
                                                {"name": "committed", "quantity": 2},
                                            ],
                                        }
                                    },
                                    {
                                        "node": {
                                            "location": {"name": "Denver store"},
                                            "quantities": [
                                                {"name": "available", "quantity": 3},
                                                {"name": "committed", "quantity": 0},
                                            ],
                                        }
                                    },
                                    {
                                        "node": {
                                            "location": {"name": "Online fulfilment (ShipBob)"},
                                            "quantities": [
                                                {"name": "available", "quantity": 11},
                                                {"name": "committed", "quantity": 4},
                                            ],
                                        }
                                    },
                                ]
                            }
                        }
                    },
                    "extensions": {"cost": {"requestedQueryCost": 14, "actualQueryCost": 7}},
                }
            ),
        ),
    ],
)

session(
    "heldout2/graphql",
    "graphql-fail-1",
    "Get the list of active subscriptions for customer cus_83hd92 from the billing GraphQL API.",
    False,
    [
        (
            "billing_graphql",
            {
                "query": 'query { customer(id: "cus_83hd92") { subscriptions(status: ACTIVE) { id plan { name } currentPeriodEnd } } }'
            },
            j(
                {
                    "data": None,
                    "errors": [
                        {
                            "message": "Internal server error",
                            "locations": [{"line": 1, "column": 9}],
                            "path": ["customer"],
                            "extensions": {
                                "code": "INTERNAL_SERVER_ERROR",
                                "requestId": f"req_{rid}",
                            },
                        }
                    ],
                }
            ),
        )
        for rid in ["7f2a1c", "7f2a9d", "7f2b40", "7f2c11", "7f2cd8"]
    ],
)

# ---------------------------------------------------------------- REST behind a proxy, HTML error pages
NGINX_502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
CF_522 = (
    '<!DOCTYPE html>\n<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->\n<html class="no-js" lang="en-US">\n<head>\n'
    '<title>inventory.northwind.io | 522: Connection timed out</title>\n<meta charset="UTF-8" />\n<meta name="robots" content="noindex, nofollow" />\n'
    '<link rel="stylesheet" id="cf_styles-css" href="/cdn-cgi/styles/main.css" />\n</head>\n<body>\n<div id="cf-wrapper">\n<div id="cf-error-details" class="p-0">\n'
    '<header class="mx-auto pt-10 lg:pt-6 lg:px-8 w-240 lg:w-full mb-8">\n<h1 class="inline-block sm:block sm:mb-2 font-light text-60 lg:text-4xl text-black-dark leading-tight mr-2">\n'
    '<span class="inline-block">Connection timed out</span>\n<span class="code-label">Error code 522</span>\n</h1>\n<div>Visit <a href="https://www.cloudflare.com/5xx-error-landing" target="_blank">cloudflare.com</a> for more information.</div>\n'
    '<div class="mt-3">2024-05-21 08:14:52 UTC</div>\n</header>\n<div class="my-8 bg-gradient-gray">\n<div class="w-240 lg:w-full mx-auto">\n'
    '<div class="clearfix md:px-8"><div id="cf-browser-status"><span class="cf-status-label">Working</span></div>'
    '<div id="cf-cloudflare-status"><span class="cf-status-label">Working</span></div><div id="cf-host-status" class="cf-error-source"><span class="cf-status-label">Error</span></div></div>\n'
    '</div>\n</div>\n<div class="w-240 lg:w-full mx-auto mb-8 lg:px-8">\n<div class="clearfix">\n<div class="w-1/2 md:w-full float-left pr-6 md:pb-10 md:pr-0 leading-relaxed">\n'
    '<h2 class="text-3xl font-normal leading-1.3 mb-4">What happened?</h2>\n<p>The initial connection between Cloudflare\'s network and the origin web server timed out. As a result, the web page can not be displayed.</p>\n</div>\n'
    '<div class="w-1/2 md:w-full float-left leading-relaxed">\n<h2 class="text-3xl font-normal leading-1.3 mb-4">What can I do?</h2>\n<h3 class="text-15 font-semibold mb-2">If you\'re a visitor of this website:</h3>\n<p class="mb-6">Please try again in a few minutes.</p>\n'
    '</div>\n</div>\n</div>\n<div class="cf-error-footer cf-wrapper w-240 lg:w-full py-10 sm:py-4 sm:px-8 mx-auto text-center sm:text-left border-solid border-0 border-t border-gray-300">\n'
    '<p class="text-13"><span class="cf-footer-item sm:block sm:mb-1">Cloudflare Ray ID: <strong class="font-semibold">8878a2f3cb1e5d2a</strong></span></p>\n</div>\n</div>\n</body>\n</html>\n'
)
LOGIN_PAGE = (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign in · Northwind Internal Tools</title>'
    '<link rel="stylesheet" href="/static/auth.7d1e2c.css"><script src="/static/auth.91b3.js" defer></script></head>'
    '<body class="auth"><main class="auth-card"><img src="/static/logo.svg" alt="Northwind"><h1>Sign in to continue</h1>'
    "<p>Your session has expired. Please sign in with your company account.</p>"
    '<form method="post" action="/oauth2/sign_in"><input type="hidden" name="rd" value="/api/v1/reports/weekly">'
    '<button class="btn btn-primary" type="submit">Sign in with Google</button></form>'
    '<footer>Protected by oauth2-proxy v7.5.1 · <a href="/privacy">Privacy</a></footer></main></body></html>'
)

session(
    "heldout2/rest-proxy",
    "proxy-ok-1",
    "Look up the shipping status of warehouse transfer TR-20931 in the inventory API.",
    True,
    [
        ("inventory_api_get", {"path": "/v2/transfers/TR-20931"}, NGINX_502),
        (
            "inventory_api_get",
            {"path": "/v2/transfers/TR-20931"},
            j(
                {
                    "id": "TR-20931",
                    "from": "BKN-WH1",
                    "to": "DEN-ST2",
                    "status": "in_transit",
                    "carrier": "Estes Express",
                    "pro_number": "0419-228-771",
                    "created_at": "2024-05-18T15:10:00Z",
                    "eta": "2024-05-23",
                    "lines": [
                        {"sku": "NP-345-2", "qty": 6},
                        {"sku": "VR-003-1", "qty": 10},
                        {"sku": "NP-005-0", "qty": 4},
                    ],
                }
            ),
        ),
        (
            "inventory_api_get",
            {"path": "/v2/carriers/estes/track/0419-228-771"},
            j(
                {
                    "pro_number": "0419-228-771",
                    "status": "In transit",
                    "last_scan": {
                        "at": "2024-05-21T03:44:00Z",
                        "location": "Kansas City, MO",
                        "event": "Departed terminal",
                    },
                    "estimated_delivery": "2024-05-23T17:00:00Z",
                }
            ),
        ),
    ],
)

session(
    "heldout2/rest-proxy",
    "proxy-fail-1",
    "Pull the stock levels for store DEN-ST2 from the inventory API and list SKUs under 5 units.",
    False,
    [
        ("inventory_api_get", {"path": "/v2/stores/DEN-ST2/stock", "page": 1}, CF_522)
        for _ in range(5)
    ],
)

session(
    "heldout2/rest-proxy",
    "proxy-fail-2",
    "Download last week's sales report from the internal reports API and give me the top 3 regions.",
    False,
    [
        ("reports_api_get", {"path": p}, LOGIN_PAGE)
        for p in [
            "/api/v1/reports/weekly",
            "/api/v1/reports/weekly?week=2024-W20",
            "/api/v1/reports/weekly?format=json",
            "/api/v1/reports/weekly",
            "/api/v1/reports?type=weekly",
        ]
    ],
)


# ---------------------------------------------------------------- SerpAPI / Bing
def serp(q: str, results: list[tuple[str, str, str]]) -> str:
    return j(
        {
            "search_metadata": {
                "id": "664c1f2a9b3e8d0012ab34cd",
                "status": "Success",
                "created_at": "2024-05-21 08:20:10 UTC",
                "total_time_taken": 1.42,
            },
            "search_parameters": {
                "engine": "google",
                "q": q,
                "google_domain": "google.com",
                "hl": "en",
                "gl": "us",
            },
            "search_information": {
                "total_results": 1380000 if results else 0,
                "time_taken_displayed": 0.41,
                "query_displayed": q,
            },
            "organic_results": [
                {"position": i + 1, "title": t, "link": u, "snippet": s}
                for i, (t, u, s) in enumerate(results)
            ],
        }
    )


session(
    "heldout2/serpapi",
    "serpapi-ok-1",
    "When does the EU AI Act's obligations for general-purpose AI models start to apply?",
    True,
    [
        (
            "serpapi_search",
            {"q": "EU AI Act GPAI start date"},
            serp(
                "EU AI Act GPAI start date",
                [
                    (
                        "AI Act | Shaping Europe's digital future",
                        "https://digital-strategy.ec.europa.eu/en/policies/regulatory-framework-ai",
                        "The AI Act entered into force on 1 August 2024 and will be fully applicable 2 years later, with some exceptions: prohibitions apply after six months, rules for general-purpose AI models after 12 months…",
                    ),
                    (
                        "EU AI Act: first regulation on artificial intelligence",
                        "https://www.europarl.europa.eu/topics/en/article/20230601STO93804/eu-ai-act-first-regulation-on-artificial-intelligence",
                        "Parliament's priority is to make sure that AI systems used in the EU are safe, transparent, traceable, non-discriminatory…",
                    ),
                    (
                        "Implementation timeline | EU Artificial Intelligence Act",
                        "https://artificialintelligenceact.eu/implementation-timeline/",
                        "2 August 2025: Rules on general-purpose AI models apply to new models; models placed on the market before that date have until 2 August 2027…",
                    ),
                ],
            ),
        ),
        (
            "web_fetch_snippet",
            {"url": "https://artificialintelligenceact.eu/implementation-timeline/"},
            "Implementation Timeline\n\n12 July 2024 — The AI Act is published in the Official Journal of the EU.\n1 August 2024 — Entry into force.\n2 February 2025 — Prohibitions on certain AI systems start to apply (Chapters I and II).\n2 August 2025 — Obligations for providers of general-purpose AI models apply (Chapter V); governance and penalties provisions apply. Providers of GPAI models placed on the market before this date must comply by 2 August 2027.\n2 August 2026 — The remainder of the Act applies, except Article 6(1).\n2 August 2027 — Article 6(1) high-risk classification obligations apply.",
        ),
    ],
)

session(
    "heldout2/bing",
    "bing-ok-1",
    "Find the current price of a Raspberry Pi 5 8GB from an official reseller.",
    True,
    [
        (
            "bing_web_search",
            {"q": "rpi5 8gb price official reseller site:raspberrypi.com/resellers"},
            j(
                {
                    "_type": "SearchResponse",
                    "queryContext": {
                        "originalQuery": "rpi5 8gb price official reseller site:raspberrypi.com/resellers"
                    },
                    "rankingResponse": {},
                }
            ),
        ),
        (
            "bing_web_search",
            {"q": "Raspberry Pi 5 8GB price", "count": 4},
            j(
                {
                    "_type": "SearchResponse",
                    "queryContext": {"originalQuery": "Raspberry Pi 5 8GB price"},
                    "webPages": {
                        "webSearchUrl": "https://www.bing.com/search?q=Raspberry+Pi+5+8GB+price",
                        "totalEstimatedMatches": 412000,
                        "value": [
                            {
                                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.0",
                                "name": "Buy a Raspberry Pi 5 – Raspberry Pi",
                                "url": "https://www.raspberrypi.com/products/raspberry-pi-5/",
                                "snippet": "Raspberry Pi 5 is available now, priced at $60 for the 4GB variant and $80 for its 8GB sibling, from Approved Resellers.",
                                "dateLastCrawled": "2024-05-18T02:11:00.0000000Z",
                            },
                            {
                                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.1",
                                "name": "Raspberry Pi 5 8GB – PiShop.us",
                                "url": "https://www.pishop.us/product/raspberry-pi-5-8gb/",
                                "snippet": "Raspberry Pi 5 8GB. $80.00. In stock. Ships from Montana. Official Approved Reseller.",
                                "dateLastCrawled": "2024-05-20T11:42:00.0000000Z",
                            },
                            {
                                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.2",
                                "name": "Raspberry Pi 5 (8GB) | The Pi Hut",
                                "url": "https://thepihut.com/products/raspberry-pi-5",
                                "snippet": "Raspberry Pi 5 8GB – £76.80 inc VAT. Approved Reseller. Free UK shipping over £50.",
                                "dateLastCrawled": "2024-05-19T06:30:00.0000000Z",
                            },
                        ],
                    },
                }
            ),
        ),
    ],
)

session(
    "heldout2/serpapi",
    "serpapi-fail-1",
    "Find the 2023 annual revenue of the Swiss company Helvetica Robotics AG.",
    False,
    [
        ("serpapi_search", {"q": q}, j({"error": "Your account has run out of searches."}))
        for q in [
            "Helvetica Robotics AG revenue 2023",
            "Helvetica Robotics annual report 2023",
            "Helvetica Robotics AG Umsatz 2023",
            "Helvetica Robotics revenue",
        ]
    ],
)

session(
    "heldout2/bing",
    "bing-fail-1",
    "Find who won the 2024 Northfield regional science fair senior category.",
    False,
    [
        (
            "bing_web_search",
            {"q": q},
            j(
                {
                    "_type": "SearchResponse",
                    "queryContext": {"originalQuery": q},
                    "webPages": {
                        "webSearchUrl": "https://www.bing.com/search?q=northfield",
                        "totalEstimatedMatches": 2,
                        "value": [
                            {
                                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.0",
                                "name": "Northfield Science Fair – Home",
                                "url": "https://northfieldsciencefair.org/",
                                "snippet": "The Northfield Regional Science Fair brings together students from 40 schools. Registration for 2023 is now open!",
                            },
                            {
                                "id": "https://api.bing.microsoft.com/api/v7/#WebPages.1",
                                "name": "2022 Winners | Northfield Science Fair",
                                "url": "https://northfieldsciencefair.org/2022-winners",
                                "snippet": "Congratulations to all the 2022 winners! Senior category: 1st place — Hannah Olsen, 'Microplastics in Lake Byllesby sediment'.",
                            },
                        ],
                    },
                }
            ),
        )
        for q in [
            "Northfield regional science fair 2024 senior winner",
            "2024 Northfield science fair winners",
            "Northfield science fair senior category 2024 results",
            "who won Northfield science fair 2024",
        ]
    ],
)

# ---------------------------------------------------------------- YouTube transcript
TRANSCRIPT = (
    "[00:00] hey everyone welcome back to the channel today we're going to look at how to replace the\n"
    "[00:05] bottom bracket on a road bike with a threaded BSA shell so the tools you need are a\n"
    "[00:11] bottom bracket tool that fits your cups usually a 16 notch tool for Shimano Hollowtech\n"
    "[00:17] a torque wrench some grease and ideally some degreaser and rags first thing remove the\n"
    "[00:24] crank so loosen the two pinch bolts on the non-drive side arm then undo the preload cap\n"
    "[00:31] by hand it's plastic so don't use pliers on it pull the arm off and push the spindle\n"
    "[00:38] through from the non-drive side now the important bit the drive side cup is reverse\n"
    "[00:45] threaded on BSA so you turn it clockwise to loosen the non-drive side is normal threaded\n"
    "[00:52] counterclockwise to loosen clean the threads in the shell really well grease them then\n"
    "[00:59] thread the new cups in by hand first to avoid cross threading and torque them to between\n"
    "[01:06] 35 and 50 newton metres that's the Shimano spec then slide the crank back in preload cap\n"
    "[01:13] just finger tight until there's no play and tighten the pinch bolts alternately to 12 to 14\n"
    "[01:20] newton metres and you're done give it a spin and check for play by rocking the crank arm\n"
)

session(
    "heldout2/youtube",
    "youtube-ok-1",
    "From the video https://youtu.be/Qx9bB3k2LmA, what torque does the presenter give for the bottom bracket cups and the crank pinch bolts?",
    True,
    [
        (
            "youtube_transcript",
            {"video_id": "https://youtu.be/Qx9bB3k2LmA"},
            "Error: could not parse video id from 'https://youtu.be/Qx9bB3k2LmA'. Pass the 11-character id, e.g. 'dQw4w9WgXcQ'.",
        ),
        ("youtube_transcript", {"video_id": "Qx9bB3k2LmA", "languages": ["en"]}, TRANSCRIPT),
    ],
)

session(
    "heldout2/youtube",
    "youtube-ok-2",
    "Summarise what the talk 'Lessons from running Postgres at scale' (video id Pg5cAl3xY2w) says about vacuum.",
    True,
    [
        (
            "youtube_transcript",
            {"video_id": "Pg5cAl3xY2w", "languages": ["en"]},
            "[00:00] thanks for having me so I run the database team at a payments company and we have\n[00:06] about 40 terabytes in Postgres across 30 clusters and I want to talk about the things that\n[00:12] hurt us the most the first one by far is vacuum so autovacuum defaults are tuned for a\n[00:19] laptop basically the scale factor of 0.2 means a table with a billion rows needs 200 million\n[00:26] dead tuples before it gets vacuumed which is way too late we set autovacuum_vacuum_scale_factor\n[00:33] to 0.01 on big tables and use autovacuum_vacuum_cost_limit of 2000 so it actually keeps up\n[00:40] the second thing is transaction id wraparound we had one incident where a long running\n[00:47] analytics query held back the xmin horizon for 9 hours and anti-wraparound vacuum could not\n[00:54] freeze anything so now we kill any query over 30 minutes on the primary with a statement timeout\n[01:01] and we alert when age of datfrozenxid goes over 1 billion\n",
        ),
        (
            "youtube_video_info",
            {"video_id": "Pg5cAl3xY2w"},
            j(
                {
                    "title": "Lessons from running Postgres at scale — Ilse Vermeer (PGConf.EU 2023)",
                    "channel": "PostgreSQL Europe",
                    "published": "2024-01-15",
                    "duration": "PT38M12S",
                    "views": 48211,
                }
            ),
        ),
    ],
)

session(
    "heldout2/youtube",
    "youtube-fail-1",
    "Get the transcript of video id Zk8fW1pQ0sE and list the recipe ingredients mentioned.",
    False,
    [
        (
            "youtube_transcript",
            {"video_id": "Zk8fW1pQ0sE", "languages": langs},
            "Could not retrieve a transcript for the video https://www.youtube.com/watch?v=Zk8fW1pQ0sE! This is most likely caused by:\n\nSubtitles are disabled for this video\n\nIf you are sure that the described cause is not responsible for this error and that a transcript should be retrievable, please create an issue at https://github.com/jdepoix/youtube-transcript-api/issues.",
        )
        for langs in [["en"], ["en", "en-US"], ["de", "en"], ["en"], ["a.en"]]
    ],
)

# ---------------------------------------------------------------- PDF / document reader
PDF_P1 = (
    '--- Page 1 ---\nMASTER SERVICES AGREEMENT\nbetween Northwind Analytics GmbH ("Provider") and Kestrel Logistics AG ("Customer")\nEffective Date: 1 March 2023\n\n'
    '1. DEFINITIONS\n1.1 "Services" means the hosted analytics platform and related support described in each Order Form.\n'
    '1.2 "Confidential Information" means any information disclosed by one party to the other that is marked confidential or would reasonably be understood to be confidential.\n\n'
    "2. TERM\n2.1 This Agreement starts on the Effective Date and continues for an initial term of thirty-six (36) months.\n"
    "2.2 Thereafter it renews automatically for successive twelve (12) month periods unless either party gives written notice of non-renewal at least ninety (90) days before the end of the then-current term.\n"
    "--- Page 2 ---\n3. FEES AND PAYMENT\n3.1 Customer shall pay the fees set out in each Order Form within thirty (30) days of invoice.\n"
    "3.2 Provider may increase fees on renewal by no more than five percent (5%) per renewal term, with sixty (60) days' written notice.\n"
)
PDF_P7 = (
    "--- Page 7 ---\n11. LIMITATION OF LIABILITY\n11.1 Neither party's aggregate liability arising out of or related to this Agreement shall exceed the fees paid or payable by Customer in the twelve (12) months preceding the event giving rise to the claim.\n"
    "11.2 The limitation in 11.1 does not apply to (a) breach of Section 9 (Confidentiality), (b) a party's indemnification obligations, or (c) gross negligence or wilful misconduct.\n\n"
    "12. TERMINATION\n12.1 Either party may terminate for material breach not cured within thirty (30) days of written notice.\n12.2 On termination Provider shall make Customer Data available for export for sixty (60) days.\n"
)

session(
    "heldout2/pdf-reader",
    "pdf-ok-1",
    "In the Kestrel MSA (contracts/kestrel_msa_2023.pdf), what is the notice period for non-renewal and the liability cap?",
    True,
    [
        (
            "read_pdf",
            {"path": "contracts/kestrel-msa-2023.pdf"},
            "FileNotFoundError: [Errno 2] No such file or directory: 'contracts/kestrel-msa-2023.pdf'",
        ),
        ("read_pdf", {"path": "contracts/kestrel_msa_2023.pdf", "pages": "1-2"}, PDF_P1),
        (
            "pdf_search",
            {"path": "contracts/kestrel_msa_2023.pdf", "query": "liability"},
            j(
                {
                    "matches": [
                        {
                            "page": 7,
                            "text": "11. LIMITATION OF LIABILITY 11.1 Neither party's aggregate liability…",
                        },
                        {
                            "page": 9,
                            "text": "…indemnify… notwithstanding any limitation of liability…",
                        },
                    ]
                }
            ),
        ),
        ("read_pdf", {"path": "contracts/kestrel_msa_2023.pdf", "pages": "7"}, PDF_P7),
    ],
)

session(
    "heldout2/pdf-reader",
    "pdf-fail-1",
    "Read the scanned invoice scans/inv_88213.pdf and give me the total amount and due date.",
    False,
    [
        (
            "read_pdf",
            {"path": "scans/inv_88213.pdf", "pages": pg},
            "--- Page 1 ---\n\n--- Page 2 ---\n\n[document has 2 pages; no extractable text layer found]",
        )
        for pg in ["1-2", "1", "all", "1-2", "2"]
    ],
)

# ---------------------------------------------------------------- Firecrawl / Jina reader
JINA_MD = """Title: Release notes – Grafana 11.0 | Grafana documentation

URL Source: https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v11-0/

Markdown Content:
What's new in Grafana v11.0
===========================

Welcome to Grafana 11.0! This release contains some major improvements: most notably, the ability to explore your Prometheus metrics and Loki logs without writing any PromQL or LogQL, using Explore Metrics and Explore Logs.

Breaking changes
----------------

*   **AngularJS support is turned off by default.** Panels and data sources that still depend on AngularJS will not load. You can temporarily re-enable it with `angular_support_enabled = true` in `grafana.ini`, but the option will be removed in Grafana 12.
*   **Legacy alerting is removed.** Migrate to Grafana Alerting before upgrading; the migration is no longer run automatically.
*   **Subfolders** are now generally available. Permissions are inherited from the parent folder.

Dashboards and visualizations
-----------------------------

*   **Scenes-powered dashboards** are the default; editing and view mode are now separate.
*   **Panel edit** gets a new data-source-first workflow.

[Upgrade guide](https://grafana.com/docs/grafana/latest/upgrade-guide/upgrade-v11.0/)
"""

session(
    "heldout2/jina-reader",
    "jina-ok-1",
    "What are the breaking changes in Grafana 11.0?",
    True,
    [
        (
            "jina_read",
            {"url": "https://grafana.com/docs/grafana/latest/whatsnew/"},
            "Title: What's new | Grafana documentation\n\nURL Source: https://grafana.com/docs/grafana/latest/whatsnew/\n\nMarkdown Content:\nWhat's new\n==========\n\n*   [What's new in Grafana v11.0](https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v11-0/)\n*   [What's new in Grafana v10.4](https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v10-4/)\n*   [What's new in Grafana v10.3](https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v10-3/)\n*   [What's new in Grafana v10.2](https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v10-2/)\n",
        ),
        (
            "jina_read",
            {"url": "https://grafana.com/docs/grafana/latest/whatsnew/whats-new-in-v11-0/"},
            JINA_MD,
        ),
    ],
)

session(
    "heldout2/firecrawl",
    "firecrawl-ok-1",
    "Find the opening hours of the Kunsthalle Bremen on Mondays and the adult ticket price.",
    True,
    [
        (
            "firecrawl_scrape",
            {"url": "https://www.kunsthalle-bremen.de/en/visit", "formats": ["markdown"]},
            j(
                {
                    "success": True,
                    "data": {
                        "markdown": "# Plan your visit\n\n## Opening hours\n\n| Day | Hours |\n|---|---|\n| Monday | closed |\n| Tuesday | 10 am – 9 pm |\n| Wednesday – Sunday | 10 am – 5 pm |\n\nOn public holidays the Kunsthalle is open 10 am – 5 pm, including Easter Monday and Whit Monday.\n\n## Admission\n\n- Adults: €12\n- Reduced: €7 (students, trainees, people with disabilities)\n- Children and young people up to 18: free\n- Tuesdays from 5 pm: €6\n\n## Getting here\n\nTram lines 2, 3 (stop Theater am Goetheplatz), 4, 6, 8 (stop Domsheide).",
                        "metadata": {
                            "title": "Visit | Kunsthalle Bremen",
                            "sourceURL": "https://www.kunsthalle-bremen.de/en/visit",
                            "statusCode": 200,
                        },
                    },
                }
            ),
        ),
    ],
)

session(
    "heldout2/firecrawl",
    "firecrawl-fail-1",
    "Scrape the pricing page of Loomly and tell me the price of the Base plan.",
    False,
    [
        (
            "firecrawl_scrape",
            {"url": u, "formats": ["markdown"]},
            j(
                {
                    "success": True,
                    "data": {
                        "markdown": "# Just a moment...\n\nEnable JavaScript and cookies to continue\n\nwww.loomly.com needs to review the security of your connection before proceeding.\n\nRay ID: 8879b1d0cf2a3f11\n\nPerformance & security by Cloudflare",
                        "metadata": {
                            "title": "Just a moment...",
                            "sourceURL": u,
                            "statusCode": 403,
                        },
                    },
                }
            ),
        )
        for u in [
            "https://www.loomly.com/pricing",
            "https://loomly.com/pricing",
            "https://www.loomly.com/pricing?plan=base",
            "https://www.loomly.com/pricing",
        ]
    ],
)


# ---------------------------------------------------------------- Perplexity-like answer with citations
def pplx(answer: str, cites: list[str]) -> str:
    return j(
        {
            "id": "9f1c2e0a-5d77-4a8b-9e51-0c2b8f6a1d3e",
            "model": "sonar",
            "created": 1716280012,
            "choices": [
                {
                    "index": 0,
                    "finish_reason": "stop",
                    "message": {"role": "assistant", "content": answer},
                }
            ],
            "citations": cites,
            "usage": {"prompt_tokens": 14, "completion_tokens": 160, "total_tokens": 174},
        }
    )


session(
    "heldout2/perplexity",
    "pplx-ok-1",
    "What is the maximum cabin baggage size on Lufthansa economy, and does a laptop bag count extra?",
    True,
    [
        (
            "perplexity_ask",
            {"query": "lufthansa cabin bag"},
            pplx(
                "Lufthansa allows hand baggage on all flights; the allowance depends on the fare [1].",
                ["https://www.lufthansa.com/de/en/carry-on-baggage"],
            ),
        ),
        (
            "perplexity_ask",
            {
                "query": "Lufthansa economy carry-on size limit cm and personal item laptop bag allowance"
            },
            pplx(
                "In Economy Class, Lufthansa allows one piece of carry-on baggage up to **55 x 40 x 23 cm** and 8 kg [1]. In addition you may bring one small personal item such as a handbag or laptop bag up to **40 x 30 x 10 cm**, which is stowed under the seat in front [1][2]. Economy Light fares include only the personal item on some intra-European routes since 2024, so the trolley would need to be paid for [3].",
                [
                    "https://www.lufthansa.com/de/en/carry-on-baggage",
                    "https://www.lufthansa.com/de/en/personal-item",
                    "https://www.lufthansa.com/de/en/fare-families",
                ],
            ),
        ),
    ],
)

session(
    "heldout2/perplexity",
    "pplx-fail-1",
    "What did the Riverton city council decide about the Elm Street bike lane at its May 2024 meeting?",
    False,
    [
        (
            "perplexity_ask",
            {"query": q},
            pplx(
                "I could not find any information about a May 2024 Riverton city council decision on an Elm Street bike lane. The available sources discuss general bike lane projects in other cities [1][2]. You may want to check the Riverton city council's meeting minutes directly.",
                [
                    "https://www.bikeleague.org/bfa/awards",
                    "https://nacto.org/publication/urban-bikeway-design-guide/",
                ],
            ),
        )
        for q in [
            "Riverton city council Elm Street bike lane May 2024",
            "Riverton council vote Elm Street bike lane",
            "Elm Street bike lane decision Riverton 2024",
            "Riverton bike lane council meeting minutes May 2024",
        ]
    ],
)


# ---------------------------------------------------------------- Home Assistant
def ha_state(eid: str, state: str, attrs: dict[str, Any]) -> dict[str, Any]:
    return {
        "entity_id": eid,
        "state": state,
        "attributes": attrs,
        "last_changed": "2024-05-21T06:02:11.402113+00:00",
        "last_updated": "2024-05-21T06:02:11.402113+00:00",
        "context": {"id": "01HYBQ6R2X9K0ZP3T1W8V5M4N7", "parent_id": None, "user_id": None},
    }


session(
    "heldout2/home-assistant",
    "ha-ok-1",
    "Are any windows open upstairs, and what's the temperature in the kids' room?",
    True,
    [
        (
            "ha_get_state",
            {"entity_id": "binary_sensor.upstairs_windows"},
            j({"message": "Entity not found."}),
        ),
        (
            "ha_get_states",
            {"domain": "binary_sensor", "area": "upstairs"},
            j(
                [
                    ha_state(
                        "binary_sensor.bedroom_window",
                        "off",
                        {"device_class": "window", "friendly_name": "Bedroom window"},
                    ),
                    ha_state(
                        "binary_sensor.kids_room_window",
                        "on",
                        {"device_class": "window", "friendly_name": "Kids room window"},
                    ),
                    ha_state(
                        "binary_sensor.bathroom_window",
                        "off",
                        {"device_class": "window", "friendly_name": "Bathroom window"},
                    ),
                    ha_state(
                        "binary_sensor.landing_motion",
                        "off",
                        {"device_class": "motion", "friendly_name": "Landing motion"},
                    ),
                ]
            ),
        ),
        (
            "ha_get_state",
            {"entity_id": "sensor.kids_room_temperature"},
            j(
                ha_state(
                    "sensor.kids_room_temperature",
                    "17.8",
                    {
                        "state_class": "measurement",
                        "unit_of_measurement": "°C",
                        "device_class": "temperature",
                        "friendly_name": "Kids room temperature",
                    },
                )
            ),
        ),
    ],
)

session(
    "heldout2/home-assistant",
    "ha-fail-1",
    "Turn on the living room lights and confirm they are on.",
    False,
    [
        (
            "ha_call_service",
            {"domain": "light", "service": "turn_on", "entity_id": "light.living_room"},
            "401: Unauthorized",
        )
        for _ in range(3)
    ]
    + [("ha_get_state", {"entity_id": "light.living_room"}, "401: Unauthorized") for _ in range(2)],
)

# ---------------------------------------------------------------- git CLI
GIT_LOG = """commit 4e1b9c2a7f0d3e58a1c6b2d9f07e3a5c8b1d2e4f
Author: Ines Duarte <ines@northwind.io>
Date:   Mon May 20 17:42:10 2024 +0200

    ledger: make recon job idempotent (skip refunds already posted)

commit 9a0c7e11b2d34f5a6c7d8e9f0a1b2c3d4e5f6a7b
Author: Tomasz Nowak <tomasz@northwind.io>
Date:   Mon May 20 11:05:33 2024 +0200

    payments-api: bump stripe-go to v76.25.0

commit 1f2e3d4c5b6a79880716253443526170a9b8c7d6
Author: Ines Duarte <ines@northwind.io>
Date:   Fri May 17 16:20:01 2024 +0200

    recon: add metric ledger_recon_lag_seconds
"""
GIT_DIFF = """diff --git a/services/ledger/recon.go b/services/ledger/recon.go
index 3b1f0a2..8c4d7e9 100644
--- a/services/ledger/recon.go
+++ b/services/ledger/recon.go
@@ -88,9 +88,17 @@ func (r *Reconciler) postRefunds(ctx context.Context, run *Run) error {
 	for _, rf := range run.Refunds {
-		if err := r.ledger.Post(ctx, rf.Entry()); err != nil {
-			return fmt.Errorf("post refund %s: %w", rf.ID, err)
+		posted, err := r.ledger.HasEntry(ctx, rf.IdempotencyKey())
+		if err != nil {
+			return fmt.Errorf("check refund %s: %w", rf.ID, err)
+		}
+		if posted {
+			r.metrics.SkippedRefunds.Inc()
+			continue
+		}
+		if err := r.ledger.Post(ctx, rf.Entry().WithKey(rf.IdempotencyKey())); err != nil {
+			return fmt.Errorf("post refund %s: %w", rf.ID, err)
 		}
 	}
 	return nil
"""

session(
    "heldout2/git-cli",
    "git-ok-1",
    "In the payments repo, what did the most recent commit to the ledger change, and is my working tree clean?",
    True,
    [
        ("shell", {"cmd": "git log -3 -- services/ledgr"}, ""),
        ("shell", {"cmd": "git log -3 -- services/ledger"}, GIT_LOG),
        (
            "shell",
            {"cmd": "git show 4e1b9c2a --stat --format=%s"},
            "ledger: make recon job idempotent (skip refunds already posted)\n\n services/ledger/recon.go      | 14 +++++++++++---\n services/ledger/recon_test.go | 41 +++++++++++++++++++++++++++++++++++++++++\n 2 files changed, 52 insertions(+), 3 deletions(-)\n",
        ),
        ("shell", {"cmd": "git diff 4e1b9c2a~1 4e1b9c2a -- services/ledger/recon.go"}, GIT_DIFF),
        (
            "shell",
            {"cmd": "git status"},
            'On branch main\nYour branch is up to date with \'origin/main\'.\n\nChanges not staged for commit:\n  (use "git add <file>..." to update what will be committed)\n  (use "git restore <file>..." to discard changes in working directory)\n\tmodified:   services/payments-api/config/dev.yaml\n\nUntracked files:\n  (use "git add <file>..." to include in what will be committed)\n\tnotes.txt\n\nno changes added to commit (use "git add" and/or "git commit -a")\n',
        ),
    ],
)

session(
    "heldout2/git-cli",
    "git-fail-1",
    "Check out the release branch release/2024.05 and show the commits since the last tag.",
    False,
    [
        (
            "shell",
            {"cmd": "git fetch origin"},
            "fatal: unable to access 'https://git.northwind.io/payments/payments.git/': Could not resolve host: git.northwind.io\n",
        ),
        (
            "shell",
            {"cmd": "git checkout release/2024.05"},
            "error: pathspec 'release/2024.05' did not match any file(s) known to git\n",
        ),
        (
            "shell",
            {"cmd": "git fetch origin release/2024.05"},
            "fatal: unable to access 'https://git.northwind.io/payments/payments.git/': Could not resolve host: git.northwind.io\n",
        ),
        (
            "shell",
            {"cmd": "git fetch --all"},
            "Fetching origin\nfatal: unable to access 'https://git.northwind.io/payments/payments.git/': Could not resolve host: git.northwind.io\nerror: could not fetch origin\n",
        ),
        (
            "shell",
            {"cmd": "git checkout -b release/2024.05 origin/release/2024.05"},
            "fatal: 'origin/release/2024.05' is not a commit and a branch 'release/2024.05' cannot be created from it\n",
        ),
    ],
)

# ---------------------------------------------------------------- Docker CLI
DOCKER_PS = """CONTAINER ID   IMAGE                          COMMAND                  CREATED        STATUS                          PORTS                    NAMES
a81f3c2d9e44   northwind/payments-api:1.42.0  "/app/payments-api"      2 hours ago    Up 2 hours (healthy)            0.0.0.0:8080->8080/tcp   payments-api
3c9e0b7f1a22   postgres:15.6                  "docker-entrypoint.s…"   3 days ago     Up 3 days                       5432/tcp                 payments-db
f02d6e8b4c11   northwind/ledger-recon:0.9.3   "/app/recon --daily"     14 minutes ago Restarting (1) 38 seconds ago                            ledger-recon
77ab12cd90ef   redis:7.2-alpine               "docker-entrypoint.s…"   3 days ago     Up 3 days                       6379/tcp                 payments-redis
"""
DOCKER_LOGS = """2024-05-21T08:01:02.114Z INFO  recon starting run_id=rr_20240521_0800 mode=daily
2024-05-21T08:01:02.301Z INFO  connecting to postgres host=payments-db db=ledger
2024-05-21T08:01:02.402Z ERROR failed to connect: pq: password authentication failed for user "recon"
2024-05-21T08:01:02.403Z FATAL recon aborted err="startup: db connect: pq: password authentication failed for user \\"recon\\""
"""

session(
    "heldout2/docker-cli",
    "docker-ok-1",
    "One of the payments containers keeps restarting on the staging host. Which one, and why?",
    True,
    [
        (
            "shell",
            {"cmd": "docker ps --filter status=restarting"},
            "CONTAINER ID   IMAGE     COMMAND   CREATED   STATUS    PORTS     NAMES\n",
        ),
        ("shell", {"cmd": "docker ps -a"}, DOCKER_PS),
        ("shell", {"cmd": "docker logs --tail 20 ledger-recon"}, DOCKER_LOGS),
        (
            "shell",
            {"cmd": "docker inspect ledger-recon --format '{{json .Config.Env}}'"},
            '["PGHOST=payments-db","PGDATABASE=ledger","PGUSER=recon","PGPASSWORD_FILE=/run/secrets/recon_pw","RECON_MODE=daily","PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"]\n',
        ),
    ],
)

session(
    "heldout2/docker-cli",
    "docker-fail-1",
    "Show me the last 50 log lines of the payments-api container on the staging host.",
    False,
    [
        (
            "shell",
            {"cmd": c},
            "Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\n",
        )
        for c in [
            "docker logs --tail 50 payments-api",
            "docker ps",
            "sudo docker logs --tail 50 payments-api",
            "docker logs payments-api --tail=50",
            "docker -H unix:///var/run/docker.sock ps",
        ]
    ],
)

# ---------------------------------------------------------------- unit converter / calculator
session(
    "heldout2/calculator",
    "calc-ok-1",
    "A recipe needs 450 g of flour and 2.5 US cups of milk; I'm tripling it. How many pounds of flour and litres of milk is that?",
    True,
    [
        (
            "unit_convert",
            {"value": 1350, "from": "grams", "to": "lbs"},
            "Error: unknown unit 'lbs'. Did you mean 'lb' or 'pound'?",
        ),
        (
            "unit_convert",
            {"value": 1350, "from": "g", "to": "lb"},
            j(
                {
                    "value": 1350,
                    "from": "g",
                    "to": "lb",
                    "result": 2.976240,
                    "formatted": "1350 g = 2.976 lb",
                }
            ),
        ),
        ("calculator", {"expression": "2.5 * 3"}, "7.5"),
        (
            "unit_convert",
            {"value": 7.5, "from": "cup_us", "to": "l"},
            j(
                {
                    "value": 7.5,
                    "from": "cup_us",
                    "to": "l",
                    "result": 1.774413,
                    "formatted": "7.5 cup_us = 1.774 l",
                }
            ),
        ),
    ],
)

session(
    "heldout2/calculator",
    "calc-ok-2",
    "What's the monthly payment on a €320,000 mortgage at 3.9% annual interest over 25 years, and the total interest paid?",
    True,
    [
        (
            "calculator",
            {"expression": "320000 * (0.039/12) / (1 - (1 + 0.039/12)^(-300))"},
            "1671.3420532469",
        ),
        ("calculator", {"expression": "1671.3420532469 * 300 - 320000"}, "181402.61597407"),
    ],
)

session(
    "heldout2/calculator",
    "calc-fail-1",
    "Convert 72 degrees Fahrenheit to Kelvin.",
    False,
    [
        (
            "unit_convert",
            {"value": 72, "from": f, "to": t},
            "Error: conversion between 'degF' and 'K' requires an offset-aware quantity; got a delta unit. Use 'degF' -> 'degC' first.",
        )
        for f, t in [("degF", "K"), ("degF", "kelvin"), ("fahrenheit", "K"), ("degF", "K")]
    ],
)

# ---------------------------------------------------------------- LangChain-style string tools
session(
    "heldout2/langchain",
    "lc-ok-1",
    "Who was the architect of the Elbphilharmonie and in which year did it open?",
    True,
    [
        (
            "wikipedia",
            {"query": "Elbphilharmonie architect"},
            "Page: Elbphilharmonie\nSummary: The Elbphilharmonie (Elbe Philharmonic Hall) is a concert hall in the HafenCity quarter of Hamburg, Germany, on the Grasbrook peninsula of the Elbe River. It is one of the largest and most acoustically advanced concert halls in the world. It is popularly nicknamed Elphi. The building was designed by the Swiss architecture firm Herzog & de Meuron and sits atop an old warehouse, the Kaispeicher A, built in 1963. Construction began in 2007 and was completed in 2016 at a cost of €866 million, more than ten times the original estimate. The official opening took place on 11 January 2017.\n\nPage: Herzog & de Meuron\nSummary: Herzog & de Meuron is a Swiss architecture firm founded and headquartered in Basel, Switzerland, in 1978 by Jacques Herzog and Pierre de Meuron.",
        ),
        (
            "wikipedia",
            {"query": "Elbphilharmonie opening concert"},
            "Page: Elbphilharmonie\nSummary: The official opening took place on 11 January 2017 with a concert by the NDR Elbphilharmonie Orchestra conducted by Thomas Hengelbrock, including works by Britten, Dutilleux, Liebermann, Praetorius and Beethoven's Ninth Symphony (final movement).",
        ),
    ],
)

session(
    "heldout2/langchain",
    "lc-ok-2",
    "What's the weather in Porto tomorrow, and should I bring an umbrella?",
    True,
    [
        (
            "get_weather",
            {"location": "Porto"},
            "Multiple locations match 'Porto': Porto, Portugal; Porto Alegre, Brazil; Porto Velho, Brazil. Please specify the country.",
        ),
        (
            "get_weather",
            {"location": "Porto, Portugal", "days": 2},
            "Porto, Portugal — Tuesday 21 May: 19°C / 13°C, partly cloudy, wind NW 14 km/h, precipitation 0 mm.\nWednesday 22 May: 17°C / 12°C, light rain from 14:00, chance of rain 80%, precipitation 6 mm, wind W 22 km/h.",
        ),
    ],
)

session(
    "heldout2/langchain",
    "lc-fail-1",
    "Look up the population of the town of Schwarzenbruck in 2023.",
    False,
    [
        ("wikipedia", {"query": q}, "No good Wikipedia Search Result was found")
        for q in [
            "Schwarzenbruck population 2023",
            "Schwarzenbruck",
            "Schwarzenbruck Bavaria",
            "Schwarzenbruck Germany population",
        ]
    ],
)

session(
    "heldout2/langchain",
    "lc-fail-2",
    "Use the company search tool to find our policy on parental leave.",
    False,
    [
        (
            "company_docs_search",
            {"query": q},
            "Tool error: HTTPSConnectionPool(host='docs-search.internal', port=443): Max retries exceeded with url: /query (Caused by ConnectTimeoutError(<urllib3.connection.HTTPSConnection object at 0x7f3a1c2d9e50>, 'Connection to docs-search.internal timed out. (connect timeout=10)'))",
        )
        for q in [
            "parental leave policy",
            "parental leave",
            "maternity paternity leave policy",
            "parental leave weeks",
        ]
    ],
)


def main() -> None:
    rows = []
    for s in SESSIONS:
        for tool, args, result in s["calls"]:
            rows.append(
                {
                    "source": s["source"],
                    "run_id": s["run_id"],
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["ok"]},
                }
            )
    OUT.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), encoding="utf-8"
    )
    print(f"{len(SESSIONS)} sessions, {len(rows)} rows, {OUT.stat().st_size} bytes -> {OUT.name}")


if __name__ == "__main__":
    main()
