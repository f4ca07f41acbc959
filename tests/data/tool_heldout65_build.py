# ruff: noqa: E501, UP031
"""Held-out fixture tool_heldout65: five tool domains no earlier fixture covered.

Each JSONL row is one tool call in the project's ``real-runs`` format; rows of a session are
consecutive and in call order. 55 sessions (35 successful, 20 failing) over five domains:

1. Small-business CRMs (insightly, capsule, nimble, agilecrm, lacrm).
   Insightly REST v3.1 (upper-case field names such as CONTACT_ID, ORGANISATION_ID,
   DATE_CREATED_UTC, and the ASP.NET "Authorization has been denied for this request."
   body on 401): from memory of the v3.1 API reference, fairly sure of the shape, less of
   every field. Capsule API v2 (``{"parties": [...]}``, ``{"opportunities": [...]}``,
   camelCase fields, ``{"message": ...}`` errors): fairly sure. Nimble API v1
   (``{"resources": [...], "meta": {...}}`` with ``fields`` holding lists of
   ``{"value", "modifier"}``): fairly sure of the shape. Agile CRM (``properties`` lists of
   ``{"type", "name", "value"}``; the Google App Engine "Error: Server Error" page when the
   backend fails): sure of the App Engine page, fairly sure of contacts. Less Annoying CRM
   API v2 (function calls returning ``{"Results": [...], "HasMoreResults": ...}``):
   moderately sure; field names partly guessed.
2. Small online shops (prestashop, ecwid, squarespace, bigcartel, shift4shop).
   PrestaShop webservice (XML with xlink hrefs by default, JSON with output_format=JSON,
   CDATA error messages with numeric codes): fairly sure. Ecwid REST v3 (``total``,
   ``count``, ``offset``, ``limit``, ``items``; ``{"updateCount": 1}`` on update): sure of
   the list and update shapes. Squarespace Commerce API 1.0 (``result`` / ``inventory`` with
   a ``pagination`` object holding ``nextPageCursor`` and ``hasNextPage``; errors with
   ``type``, ``subtype``, ``message``, ``details``, ``contextId``): fairly sure. Big Cartel
   API v1 (JSON:API ``data`` / ``attributes`` / ``relationships``): fairly sure. Shift4Shop
   (3dcart) REST v1 (PascalCase order fields, ``[{"Key", "Value", "Status", "Message"}]``
   on update): moderately sure.
3. Agile trackers (youtrack, shortcut, taiga, plane, redmine).
   YouTrack REST (``idReadable``, ``$type``, ``fields=`` selections; ``{"error",
   "error_description"}`` on failure): fairly sure. Shortcut API v3 search (``data``,
   ``next``, ``total``; stories with ``app_url``, ``story_type``, ``workflow_state_id``):
   sure. Taiga API v1 (``ref``, ``subject``, ``status_extra_info``; ``_error_message`` /
   ``_error_type``): fairly sure. Plane API v1 (cursor pagination ``next_cursor``,
   ``next_page_results``, ``total_results``, ``results``): fairly sure. Redmine REST
   (``issues``, ``total_count``, ``offset``, ``limit``; empty 204 body on PUT): sure.
4. Team wikis (outline, bookstack, wikijs, dokuwiki, xwiki).
   Outline API (``ok``, ``status``, ``data``, ``pagination``; search hits with ``context``
   and ``document``; ``authentication_required`` error): sure. BookStack API (``data`` and
   ``total``; search hits with ``preview_html``; markdown export as raw text): sure. Wiki.js
   2 GraphQL (``pages.search`` with ``results``, ``suggestions``, ``totalHits``): sure.
   DokuWiki XML-RPC through Python's xmlrpc.client (lists of dicts, ``True`` from
   ``wiki.putPage``, a ``<Fault ...>`` repr on error): fairly sure. XWiki REST (XML
   ``searchResults``, ``page``, ``attachments``; the HTML login page when a session has
   expired and the request is redirected): fairly sure.
5. Small code forges (forgejo incl. Codeberg, sourcehut, pagure, gogs, onedev).
   Forgejo/Gitea API v1 (``{"ok": true, "data": [...]}`` for repo search, plain arrays for
   issues and comments): sure. SourceHut through the ``hut`` CLI (plain text) and GraphQL
   (``{"data": ...}`` / ``{"errors": [...]}``): moderately sure of the CLI text. Pagure API 0
   (``args``, ``pagination``, ``issues``, ``total_issues``; ``{"message": "Comment added"}``):
   fairly sure. Gogs API v1 (Gitea's ancestor, same repo shapes; a requests
   ConnectionError text from the wrapper when the server is down): sure of the error text.
   OneDev REST (``/~api/`` plain JSON arrays and objects): moderately sure.

Formats were written from memory of each tool's public API documentation and client
libraries; there was no time to check every field against a search, so field sets are
representative rather than exhaustive. No session was written with any detector in mind.
Deterministic: identifiers come from hashes of fixed strings; no clock, no randomness.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[dict] = []


def h(s: str, mod: int = 10**6) -> int:
    return int(hashlib.sha256(s.encode()).hexdigest()[:12], 16) % mod


def hx(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uuid(s: str) -> str:
    x = hashlib.sha256(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def J(o) -> str:
    return json.dumps(o, ensure_ascii=False)


def JI(o) -> str:
    return json.dumps(o, ensure_ascii=False, indent=2)


def S(family: str, kind: str, n: int, task: str, calls: list) -> None:
    SESSIONS.append({"family": family, "kind": kind, "n": n, "task": task, "calls": calls})


# ---------------------------------------------------------------- domain 1: CRMs
def insightly_contact(first, last, email, org, title):
    return {
        "CONTACT_ID": h("ins" + first + last, 10**9),
        "SALUTATION": None,
        "FIRST_NAME": first,
        "LAST_NAME": last,
        "IMAGE_URL": None,
        "BACKGROUND": None,
        "OWNER_USER_ID": 1847211,
        "DATE_CREATED_UTC": "2023-0%d-1%d 09:1%d:02" % (h(first, 9) + 1, h(last, 9), h(email, 9)),
        "DATE_UPDATED_UTC": "2024-02-2%d 16:0%d:44" % (h(first, 8) + 1, h(last, 9)),
        "SOCIAL_LINKEDIN": None,
        "ORGANISATION_ID": h("org" + org, 10**9),
        "TITLE": title,
        "EMAIL_ADDRESS": email,
        "PHONE": "+1 503 555 0%03d" % h(email, 1000),
        "ADDRESS_MAIL_CITY": "Portland",
        "ADDRESS_MAIL_STATE": "OR",
        "TAGS": [],
        "CUSTOMFIELDS": [],
    }


INS_DENIED = J({"Message": "Authorization has been denied for this request."})

S(
    "insightly",
    "ok",
    1,
    "In Insightly, find the people we have at Brightwater Logistics and log a note on the organisation that the renewal call with them is booked for March 14; also add a follow-up task for me for March 13.",
    [
        (
            "insightly_search_organisations",
            {"field_name": "ORGANISATION_NAME", "field_value": "Brightwater Logistics"},
            J(
                [
                    {
                        "ORGANISATION_ID": h("orgBrightwater Logistics", 10**9),
                        "ORGANISATION_NAME": "Brightwater Logistics LLC",
                        "BACKGROUND": "3PL, cold chain, 4 warehouses in the PNW",
                        "OWNER_USER_ID": 1847211,
                        "DATE_CREATED_UTC": "2021-06-02 18:22:10",
                        "DATE_UPDATED_UTC": "2024-01-30 11:04:51",
                        "PHONE": "+1 503 555 0199",
                        "WEBSITE": "brightwaterlogistics.com",
                        "ADDRESS_BILLING_CITY": "Portland",
                        "ADDRESS_BILLING_STATE": "OR",
                        "TAGS": [{"TAG_NAME": "customer"}, {"TAG_NAME": "renewal-2024"}],
                        "CUSTOMFIELDS": [],
                    }
                ]
            ),
        ),
        (
            "insightly_get_organisation_contacts",
            {"organisation_id": h("orgBrightwater Logistics", 10**9)},
            J(
                [
                    insightly_contact(
                        "Marisol",
                        "Ybarra",
                        "m.ybarra@brightwaterlogistics.com",
                        "Brightwater Logistics",
                        "VP Operations",
                    ),
                    insightly_contact(
                        "Ken",
                        "Oduya",
                        "koduya@brightwaterlogistics.com",
                        "Brightwater Logistics",
                        "Procurement Manager",
                    ),
                    insightly_contact(
                        "Lise",
                        "Brandt",
                        "lbrandt@brightwaterlogistics.com",
                        "Brightwater Logistics",
                        "IT Director",
                    ),
                ]
            ),
        ),
        (
            "insightly_create_note",
            {
                "link_object_name": "Organisation",
                "link_object_id": h("orgBrightwater Logistics", 10**9),
                "title": "Renewal call booked",
                "body": "Renewal call with Marisol Ybarra and Ken Oduya booked for 14 March, 10:00 PT.",
            },
            J(
                {
                    "NOTE_ID": h("note-bw", 10**8),
                    "TITLE": "Renewal call booked",
                    "BODY": "Renewal call with Marisol Ybarra and Ken Oduya booked for 14 March, 10:00 PT.",
                    "LINK_SUBJECT_ID": None,
                    "LINK_SUBJECT_TYPE": None,
                    "OWNER_USER_ID": 1847211,
                    "DATE_CREATED_UTC": "2024-03-06 17:41:09",
                    "DATE_UPDATED_UTC": "2024-03-06 17:41:09",
                }
            ),
        ),
        (
            "insightly_create_task",
            {
                "title": "Prep Brightwater renewal call",
                "due_date": "2024-03-13",
                "responsible_user_id": 1847211,
            },
            J(
                {
                    "TASK_ID": h("task-bw", 10**8),
                    "TITLE": "Prep Brightwater renewal call",
                    "CATEGORY_ID": None,
                    "DUE_DATE": "2024-03-13 00:00:00",
                    "COMPLETED_DATE_UTC": None,
                    "PUBLICLY_VISIBLE": True,
                    "COMPLETED": False,
                    "PROJECT_ID": None,
                    "DETAILS": None,
                    "STATUS": "NOT STARTED",
                    "PRIORITY": 2,
                    "PERCENT_COMPLETE": 0,
                    "START_DATE": None,
                    "RESPONSIBLE_USER_ID": 1847211,
                    "OWNER_USER_ID": 1847211,
                    "DATE_CREATED_UTC": "2024-03-06 17:41:31",
                }
            ),
        ),
    ],
)


def ins_opp(name, value, close, prob, stage):
    return {
        "OPPORTUNITY_ID": h("opp" + name, 10**8),
        "OPPORTUNITY_NAME": name,
        "OPPORTUNITY_DETAILS": None,
        "OPPORTUNITY_STATE": "OPEN",
        "RESPONSIBLE_USER_ID": 1847211,
        "CATEGORY_ID": 4417,
        "BID_CURRENCY": "USD",
        "BID_AMOUNT": value,
        "BID_TYPE": "Fixed Bid",
        "BID_DURATION": None,
        "ACTUAL_CLOSE_DATE": None,
        "FORECAST_CLOSE_DATE": close,
        "PROBABILITY": prob,
        "PIPELINE_ID": 9021,
        "STAGE_ID": stage,
        "DATE_CREATED_UTC": "2024-01-0%d 10:00:00" % (h(name, 9) + 1),
        "ORGANISATION_ID": h("org" + name.split(" - ")[0], 10**9),
    }


S(
    "insightly",
    "ok",
    2,
    "List every open Insightly opportunity worth more than $50,000 that is forecast to close this quarter (Q1 2024). Page through all of them.",
    [
        (
            "insightly_list_opportunities",
            {"skip": 0, "top": 5, "brief": False},
            J(
                [
                    ins_opp("Halcyon Foods - WMS rollout", 84000, "2024-03-29 00:00:00", 60, 30118),
                    ins_opp(
                        "Teller & Grau - support add-on", 12000, "2024-02-15 00:00:00", 80, 30119
                    ),
                    ins_opp(
                        "Northgate Clinics - phase 2", 152500, "2024-06-30 00:00:00", 30, 30117
                    ),
                    ins_opp(
                        "Brightwater Logistics - renewal", 61000, "2024-03-14 00:00:00", 90, 30120
                    ),
                    ins_opp("Orca Print - pilot", 7500, "2024-03-01 00:00:00", 50, 30118),
                ]
            ),
        ),
        (
            "insightly_list_opportunities",
            {"skip": 5, "top": 5, "brief": False},
            J(
                [
                    ins_opp("Vanta Dental - multi-site", 57300, "2024-03-22 00:00:00", 40, 30117),
                    ins_opp(
                        "Kestrel Air - hangar sensors", 230000, "2024-09-30 00:00:00", 20, 30116
                    ),
                    ins_opp(
                        "Pinecrest Schools - licences", 18900, "2024-03-31 00:00:00", 70, 30119
                    ),
                ]
            ),
        ),
        ("insightly_list_opportunities", {"skip": 10, "top": 5, "brief": False}, "[]"),
    ],
)


def cap_party(pid, first, last, org, email, tags=()):
    return {
        "id": pid,
        "type": "person",
        "about": None,
        "title": None,
        "firstName": first,
        "lastName": last,
        "jobTitle": None,
        "createdAt": "2022-11-0%dT14:02:11Z" % (pid % 9 + 1),
        "updatedAt": "2024-02-1%dT09:33:48Z" % (pid % 9),
        "organisation": {
            "id": h("corg" + org, 10**8),
            "name": org,
            "pictureURL": "https://capsulecrm.com/theme/default/images/org_avatar_70.png",
        },
        "lastContactedAt": None,
        "owner": {"id": 88214, "username": "pmorgan", "name": "Priya Morgan"},
        "team": None,
        "addresses": [],
        "phoneNumbers": [],
        "websites": [],
        "emailAddresses": [{"id": pid + 7, "type": "Work", "address": email}],
        "pictureURL": "https://capsulecrm.com/theme/default/images/person_avatar_70.png",
        "tags": [{"id": h("tag" + t, 10**6), "name": t, "dataTag": False} for t in tags],
        "fields": [],
    }


DANA = h("Dana Whitfield", 10**8)
S(
    "capsule",
    "ok",
    1,
    "Find Dana Whitfield in Capsule, tag her 'conference-2024', and tell me whether she has any open opportunities.",
    [
        (
            "capsule_search_parties",
            {"q": "Dana Whitfield"},
            J(
                {
                    "parties": [
                        cap_party(
                            DANA,
                            "Dana",
                            "Whitfield",
                            "Corvid Analytics",
                            "dana@corvidanalytics.io",
                            ["prospect"],
                        )
                    ]
                }
            ),
        ),
        ("capsule_list_party_opportunities", {"party_id": DANA}, J({"opportunities": []})),
        (
            "capsule_update_party",
            {"party_id": DANA, "tags": [{"name": "conference-2024"}]},
            J(
                {
                    "party": cap_party(
                        DANA,
                        "Dana",
                        "Whitfield",
                        "Corvid Analytics",
                        "dana@corvidanalytics.io",
                        ["prospect", "conference-2024"],
                    )
                }
            ),
        ),
        (
            "capsule_list_party_opportunities",
            {"party_id": h("corgCorvid Analytics", 10**8)},
            J(
                {
                    "opportunities": [
                        {
                            "id": h("copp-corvid", 10**7),
                            "name": "Corvid Analytics - annual plan",
                            "description": None,
                            "party": {
                                "id": h("corgCorvid Analytics", 10**8),
                                "type": "organisation",
                                "name": "Corvid Analytics",
                            },
                            "milestone": {"id": 412, "name": "Won"},
                            "value": {"amount": 9600.0, "currency": "GBP"},
                            "expectedCloseOn": "2023-11-30",
                            "probability": 100,
                            "durationBasis": "YEAR",
                            "duration": 1,
                            "closedOn": "2023-11-28",
                            "createdAt": "2023-09-14T10:12:00Z",
                            "updatedAt": "2023-11-28T16:40:21Z",
                            "lostReason": None,
                        }
                    ]
                }
            ),
        ),
    ],
)


def cap_opp(name, amount, ms, close):
    return {
        "id": h("copp" + name, 10**7),
        "name": name,
        "party": {
            "id": h("cp" + name, 10**8),
            "type": "organisation",
            "name": name.split(" - ")[0],
        },
        "milestone": {"id": h(ms, 1000), "name": ms},
        "value": {"amount": amount, "currency": "GBP"},
        "expectedCloseOn": close,
        "probability": {"New": 10, "Qualified": 30, "Proposal": 60, "Negotiation": 80}[ms],
        "closedOn": None,
        "owner": {"id": 88214, "username": "pmorgan", "name": "Priya Morgan"},
    }


S(
    "capsule",
    "ok",
    2,
    "Build me the open pipeline from Capsule grouped by milestone, with total value per milestone. Include every open opportunity.",
    [
        (
            "capsule_list_opportunities",
            {"page": 1, "perPage": 4, "open": True},
            J(
                {
                    "opportunities": [
                        cap_opp("Fenwick Bakeries - POS", 4200.0, "Qualified", "2024-04-12"),
                        cap_opp("Lumen Ortho - scheduling", 12800.0, "Proposal", "2024-03-29"),
                        cap_opp("Ardent Legal - intake forms", 3100.0, "New", "2024-05-31"),
                        cap_opp("Hollis & Crane - SSO", 7600.0, "Negotiation", "2024-03-15"),
                    ]
                }
            ),
        ),
        (
            "capsule_list_opportunities",
            {"page": 2, "perPage": 4, "open": True},
            J(
                {
                    "opportunities": [
                        cap_opp("Moorside Vets - reminders", 2500.0, "Qualified", "2024-04-30"),
                        cap_opp("Quill Studio - storage", 1900.0, "New", "2024-06-14"),
                        cap_opp("Tamsin Foods - EDI", 18250.0, "Proposal", "2024-04-05"),
                        cap_opp("Gable Homes - portal", 9900.0, "Qualified", "2024-05-10"),
                    ]
                }
            ),
        ),
        (
            "capsule_list_opportunities",
            {"page": 3, "perPage": 4, "open": True},
            J(
                {
                    "opportunities": [
                        cap_opp("Riverside Cycles - ecommerce", 5400.0, "Negotiation", "2024-03-22")
                    ]
                }
            ),
        ),
        (
            "capsule_list_milestones",
            {"pipeline": "Sales"},
            J(
                {
                    "milestones": [
                        {
                            "id": h(m, 1000),
                            "name": m,
                            "description": None,
                            "probability": p,
                            "complete": False,
                            "displayOrder": i,
                        }
                        for i, (m, p) in enumerate(
                            [("New", 10), ("Qualified", 30), ("Proposal", 60), ("Negotiation", 80)]
                        )
                    ]
                    + [
                        {
                            "id": h("Won", 1000),
                            "name": "Won",
                            "description": None,
                            "probability": 100,
                            "complete": True,
                            "displayOrder": 4,
                        }
                    ]
                }
            ),
        ),
    ],
)


def nimble_meta(total, page=1):
    return {"page": page, "per_page": 30, "total": total, "pages": 1 if total else 0}


S(
    "nimble",
    "ok",
    1,
    "Check whether anyone from Halvorsen Marine is already in Nimble. If not, add Erik Halvorsen (erik@halvorsenmarine.no, CEO) with a note that he came in via the Oslo boat show.",
    [
        (
            "nimble_search_contacts",
            {"query": {"company name": {"is": "Halvorsen Marine"}}},
            J({"meta": nimble_meta(0), "resources": []}),
        ),
        (
            "nimble_search_contacts",
            {"query": {"email": {"contain": "halvorsenmarine.no"}}},
            J({"meta": nimble_meta(0), "resources": []}),
        ),
        (
            "nimble_search_contacts",
            {"query": {"last name": {"is": "Halvorsen"}}},
            J(
                {
                    "meta": nimble_meta(1),
                    "resources": [
                        {
                            "id": hx("nim-ingrid", 24),
                            "record_type": "person",
                            "fields": {
                                "first name": [{"value": "Ingrid", "modifier": ""}],
                                "last name": [{"value": "Halvorsen", "modifier": ""}],
                                "email": [{"value": "ingrid.h@fjordtech.no", "modifier": "work"}],
                                "parent company": [
                                    {
                                        "value": "Fjordtech AS",
                                        "modifier": "",
                                        "extra_value": hx("nim-fjord", 24),
                                    }
                                ],
                            },
                            "avatar_url": None,
                            "tags": [{"id": hx("t-partner", 24), "tag": "partner"}],
                            "created": "2022-05-10T08:12:44+00:00",
                            "updated": "2023-10-01T12:00:03+00:00",
                            "owner_id": hx("owner", 24),
                            "privacy": {"edit": None, "read": None},
                        }
                    ],
                }
            ),
        ),
        (
            "nimble_create_contact",
            {
                "record_type": "person",
                "fields": {
                    "first name": [{"value": "Erik", "modifier": ""}],
                    "last name": [{"value": "Halvorsen", "modifier": ""}],
                    "email": [{"value": "erik@halvorsenmarine.no", "modifier": "work"}],
                    "title": [{"value": "CEO", "modifier": ""}],
                    "parent company": [{"value": "Halvorsen Marine", "modifier": ""}],
                },
            },
            J(
                {
                    "id": hx("nim-erik", 24),
                    "record_type": "person",
                    "fields": {
                        "first name": [
                            {
                                "value": "Erik",
                                "modifier": "",
                                "label": "first name",
                                "field_id": hx("f1", 24),
                            }
                        ],
                        "last name": [
                            {
                                "value": "Halvorsen",
                                "modifier": "",
                                "label": "last name",
                                "field_id": hx("f2", 24),
                            }
                        ],
                        "email": [
                            {
                                "value": "erik@halvorsenmarine.no",
                                "modifier": "work",
                                "label": "email",
                                "field_id": hx("f3", 24),
                            }
                        ],
                        "title": [
                            {
                                "value": "CEO",
                                "modifier": "",
                                "label": "title",
                                "field_id": hx("f4", 24),
                            }
                        ],
                        "parent company": [
                            {
                                "value": "Halvorsen Marine",
                                "modifier": "",
                                "label": "parent company",
                                "field_id": hx("f5", 24),
                                "extra_value": hx("nim-hm", 24),
                            }
                        ],
                    },
                    "created": "2024-03-06T11:20:15+00:00",
                    "updated": "2024-03-06T11:20:15+00:00",
                    "tags": [],
                }
            ),
        ),
        (
            "nimble_create_note",
            {
                "contact_ids": [hx("nim-erik", 24)],
                "note": "Met at the Oslo boat show, interested in fleet telemetry.",
                "note_preview": "Oslo boat show lead",
            },
            J(
                {
                    "id": hx("nim-note", 24),
                    "contacts": [hx("nim-erik", 24)],
                    "note": "Met at the Oslo boat show, interested in fleet telemetry.",
                    "note_preview": "Oslo boat show lead",
                    "created": "2024-03-06T11:20:41+00:00",
                }
            ),
        ),
    ],
)


def agile_contact(first, last, email, score, tags, company):
    cid = h("ag" + email, 10**16)
    return {
        "id": cid,
        "type": "PERSON",
        "created_time": 1706000000 + h(email, 10**6),
        "updated_time": 1709500000 + h(email, 10**5),
        "star_value": 0,
        "lead_score": score,
        "klout_score": "",
        "tags": tags,
        "tagsWithTime": [
            {"tag": t, "createdTime": 1709200000000, "availableCount": 0, "entity_type": "tag"}
            for t in tags
        ],
        "properties": [
            {"type": "SYSTEM", "name": "first_name", "value": first},
            {"type": "SYSTEM", "name": "last_name", "value": last},
            {"type": "SYSTEM", "name": "email", "subtype": "work", "value": email},
            {"type": "SYSTEM", "name": "company", "value": company},
        ],
        "campaignStatus": [],
        "entity_type": "contact_entity",
        "source": "api",
        "contact_company_id": None,
        "owner": {
            "id": 5712394000,
            "domain": "gristmill",
            "email": "sam@gristmill.io",
            "name": "Sam Ortiz",
        },
    }


S(
    "agilecrm",
    "ok",
    1,
    "In Agile CRM, pull the leads tagged webinar-march, tell me their lead scores, and create a deal for the highest-scoring one (value 4,800, milestone 'Proposal').",
    [
        (
            "agilecrm_contacts_by_tag",
            {"tag": "webinar-march", "page_size": 25},
            J(
                [
                    agile_contact(
                        "Noor", "Haddad", "noor@keelboat.dev", 45, ["webinar-march"], "Keelboat"
                    ),
                    agile_contact(
                        "Tobias",
                        "Wren",
                        "t.wren@amberline.co",
                        72,
                        ["webinar-march", "trial"],
                        "Amberline",
                    ),
                    agile_contact(
                        "Gita", "Sen", "gsen@fernhill.org", 18, ["webinar-march"], "Fernhill Trust"
                    ),
                ]
            ),
        ),
        (
            "agilecrm_get_contact",
            {"id": h("agt.wren@amberline.co", 10**16)},
            J(
                agile_contact(
                    "Tobias",
                    "Wren",
                    "t.wren@amberline.co",
                    72,
                    ["webinar-march", "trial"],
                    "Amberline",
                )
            ),
        ),
        (
            "agilecrm_create_deal",
            {
                "name": "Amberline - starter plan",
                "expected_value": 4800,
                "milestone": "Proposal",
                "probability": 50,
                "contact_ids": [str(h("agt.wren@amberline.co", 10**16))],
            },
            J(
                {
                    "id": h("deal-amber", 10**16),
                    "name": "Amberline - starter plan",
                    "contact_ids": [str(h("agt.wren@amberline.co", 10**16))],
                    "custom_data": [],
                    "products": [],
                    "description": "",
                    "expected_value": 4800.0,
                    "milestone": "Proposal",
                    "probability": 50,
                    "close_date": None,
                    "created_time": 1709724512,
                    "milestone_changed_time": 0,
                    "entity_type": "deal",
                    "notes": [],
                    "note_ids": [],
                    "pipeline_id": 5681290843996160,
                    "archived": False,
                    "lost_reason_id": 0,
                    "deal_source_id": 0,
                    "owner": {
                        "id": 5712394000,
                        "domain": "gristmill",
                        "email": "sam@gristmill.io",
                        "name": "Sam Ortiz",
                    },
                }
            ),
        ),
    ],
)

S(
    "lacrm",
    "ok",
    1,
    "What's on my Less Annoying CRM task list for today? Mark the two call tasks for Hargrove and Pemberton done, and reschedule the proposal task to Friday.",
    [
        (
            "lacrm_call",
            {
                "Function": "GetTasks",
                "Parameters": {"StartDate": "2024-03-06", "EndDate": "2024-03-06"},
            },
            J(
                {
                    "HasMoreResults": False,
                    "Results": [
                        {
                            "TaskId": "3901%07d" % h("t1", 10**7),
                            "Name": "Call Ruth Hargrove re: invoice",
                            "DueDate": "2024-03-06",
                            "IsCompleted": False,
                            "ContactId": "3901%07d" % h("c-hargrove", 10**7),
                            "ContactName": "Ruth Hargrove",
                            "Description": "",
                            "CalendarId": "3901000001",
                        },
                        {
                            "TaskId": "3901%07d" % h("t2", 10**7),
                            "Name": "Call back Alan Pemberton",
                            "DueDate": "2024-03-06",
                            "IsCompleted": False,
                            "ContactId": "3901%07d" % h("c-pem", 10**7),
                            "ContactName": "Alan Pemberton",
                            "Description": "he asked about annual billing",
                            "CalendarId": "3901000001",
                        },
                        {
                            "TaskId": "3901%07d" % h("t3", 10**7),
                            "Name": "Send proposal to Westmere Co-op",
                            "DueDate": "2024-03-06",
                            "IsCompleted": False,
                            "ContactId": "3901%07d" % h("c-west", 10**7),
                            "ContactName": "Westmere Co-op",
                            "Description": "",
                            "CalendarId": "3901000001",
                        },
                    ],
                }
            ),
        ),
        (
            "lacrm_call",
            {
                "Function": "EditTask",
                "Parameters": {"TaskId": "3901%07d" % h("t1", 10**7), "IsCompleted": True},
            },
            "{}",
        ),
        (
            "lacrm_call",
            {
                "Function": "EditTask",
                "Parameters": {"TaskId": "3901%07d" % h("t2", 10**7), "IsCompleted": True},
            },
            "{}",
        ),
        (
            "lacrm_call",
            {
                "Function": "EditTask",
                "Parameters": {"TaskId": "3901%07d" % h("t3", 10**7), "DueDate": "2024-03-08"},
            },
            "{}",
        ),
        (
            "lacrm_call",
            {
                "Function": "GetTasks",
                "Parameters": {
                    "StartDate": "2024-03-06",
                    "EndDate": "2024-03-08",
                    "IncludeCompleted": False,
                },
            },
            J(
                {
                    "HasMoreResults": False,
                    "Results": [
                        {
                            "TaskId": "3901%07d" % h("t3", 10**7),
                            "Name": "Send proposal to Westmere Co-op",
                            "DueDate": "2024-03-08",
                            "IsCompleted": False,
                            "ContactId": "3901%07d" % h("c-west", 10**7),
                            "ContactName": "Westmere Co-op",
                            "Description": "",
                            "CalendarId": "3901000001",
                        },
                        {
                            "TaskId": "3901%07d" % h("t4", 10**7),
                            "Name": "Quarterly check-in: Dunmore Farms",
                            "DueDate": "2024-03-07",
                            "IsCompleted": False,
                            "ContactId": "3901%07d" % h("c-dun", 10**7),
                            "ContactName": "Dunmore Farms",
                            "Description": "",
                            "CalendarId": "3901000001",
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "lacrm",
    "ok",
    2,
    "Has anyone in Less Annoying CRM been in touch with Okafor Architects? Search contacts and tell me the last logged note if there is one.",
    [
        (
            "lacrm_call",
            {
                "Function": "GetContacts",
                "Parameters": {"SearchTerms": "Okafor Architects", "RecordTypeFilter": "Companies"},
            },
            J({"HasMoreResults": False, "Results": []}),
        ),
        (
            "lacrm_call",
            {"Function": "GetContacts", "Parameters": {"SearchTerms": "Okafor"}},
            J(
                {
                    "HasMoreResults": False,
                    "Results": [
                        {
                            "ContactId": "3901%07d" % h("c-okafor", 10**7),
                            "IsCompany": False,
                            "CompanyName": "Okafor + Lind Studio",
                            "Name": {"FirstName": "Chidi", "LastName": "Okafor"},
                            "Email": [{"Text": "chidi@okaforlind.com", "Type": "Work"}],
                            "Phone": [],
                            "Background Info": "Architect, referred by Ruth Hargrove",
                            "DateCreated": "2023-08-21T15:02:11-05:00",
                            "AssignedTo": "1017734",
                        }
                    ],
                }
            ),
        ),
        (
            "lacrm_call",
            {
                "Function": "GetNotesAttachedToContact",
                "Parameters": {
                    "ContactId": "3901%07d" % h("c-okafor", 10**7),
                    "MaxNumberOfResults": 5,
                },
            },
            J(
                {
                    "HasMoreResults": False,
                    "Results": [
                        {
                            "NoteId": "3901%07d" % h("n-ok1", 10**7),
                            "ContactId": "3901%07d" % h("c-okafor", 10**7),
                            "Note": "Intro call. Firm rebranded from Okafor Architects to Okafor + Lind in 2023. Wants a quote for 6 seats after their Q2 hire.",
                            "DateDisplayedInHistory": "2023-09-04T10:30:00-05:00",
                            "UserId": "1017734",
                            "UserName": "Jo Baptiste",
                        }
                    ],
                }
            ),
        ),
    ],
)

# CRM failures
S(
    "insightly",
    "fail",
    1,
    "Pull the Insightly contacts for Northgate Clinics and the open opportunity with them, and draft a status summary for tomorrow's account review.",
    [
        (
            "insightly_search_organisations",
            {"field_name": "ORGANISATION_NAME", "field_value": "Northgate Clinics"},
            INS_DENIED,
        ),
        (
            "insightly_search_organisations",
            {"field_name": "ORGANISATION_NAME", "field_value": "Northgate"},
            INS_DENIED,
        ),
        (
            "insightly_search_contacts",
            {"field_name": "EMAIL_ADDRESS", "field_value": "northgateclinics.com"},
            INS_DENIED,
        ),
        ("insightly_list_opportunities", {"skip": 0, "top": 50, "brief": True}, INS_DENIED),
        (
            "insightly_search_opportunities",
            {"field_name": "OPPORTUNITY_NAME", "field_value": "Northgate Clinics - phase 2"},
            INS_DENIED,
        ),
        (
            "insightly_get_organisation_contacts",
            {"organisation_id": h("orgNorthgate Clinics", 10**9)},
            INS_DENIED,
        ),
        (
            "insightly_search_contacts",
            {"field_name": "LAST_NAME", "field_value": "Achebe"},
            INS_DENIED,
        ),
    ],
)

S(
    "capsule",
    "fail",
    1,
    "Find our Capsule records for Lumen Ortho and Hollis & Crane and list the open opportunity and owner for each.",
    [
        ("capsule_search_parties", {"q": "Lumen Ortho"}, J({"parties": []})),
        ("capsule_search_parties", {"q": "Lumen"}, J({"parties": []})),
        ("capsule_search_parties", {"q": "Hollis & Crane"}, J({"parties": []})),
        ("capsule_search_parties", {"q": "Hollis"}, J({"parties": []})),
        (
            "capsule_list_opportunities",
            {"page": 1, "perPage": 50, "open": True},
            J({"opportunities": []}),
        ),
        ("capsule_search_parties", {"q": "lumenortho.com"}, J({"parties": []})),
        (
            "capsule_list_parties",
            {"page": 1, "perPage": 10},
            J(
                {
                    "parties": [
                        cap_party(
                            h("capdemo1", 10**8),
                            "Jane",
                            "Example",
                            "Example Organisation Ltd",
                            "jane@example.com",
                        ),
                        cap_party(
                            h("capdemo2", 10**8),
                            "John",
                            "Sample",
                            "Example Organisation Ltd",
                            "john@example.com",
                        ),
                    ]
                }
            ),
        ),
        ("capsule_search_parties", {"q": "Crane"}, J({"parties": []})),
    ],
)

NIM_429 = J(
    {"message": "API rate limit exceeded. Please retry after some time.", "code": 429, "errors": {}}
)
S(
    "nimble",
    "fail",
    1,
    "Enrich my Nimble contacts from the Tuesday meetup: look up Priya Raman, Owen Stacey, Mei Takahashi, Luis Ferreira and Bea Novak and tell me which companies they're at.",
    [
        (
            "nimble_search_contacts",
            {"query": {"first name": {"is": "Priya"}, "last name": {"is": "Raman"}}},
            NIM_429,
        ),
        ("nimble_search_contacts", {"query": {"last name": {"is": "Stacey"}}}, NIM_429),
        ("nimble_search_contacts", {"query": {"last name": {"is": "Takahashi"}}}, NIM_429),
        ("nimble_search_contacts", {"query": {"last name": {"is": "Ferreira"}}}, NIM_429),
        ("nimble_search_contacts", {"query": {"last name": {"is": "Novak"}}}, NIM_429),
        ("nimble_search_contacts", {"query": {"first name": {"is": "Priya"}}}, NIM_429),
        ("nimble_list_contacts", {"per_page": 50, "sort": "created:desc"}, NIM_429),
    ],
)

GAE_ERR = (
    '<html><head>\n<meta http-equiv="content-type" content="text/html;charset=utf-8">\n<title>500 Server Error</title>\n</head>\n'
    "<body text=#000000 bgcolor=#ffffff>\n<h1>Error: Server Error</h1>\n<h2>The server encountered an error and could not complete your request.<p>Please try again in 30 seconds.</h2>\n<h2></h2>\n</body></html>\n"
)
S(
    "agilecrm",
    "fail",
    1,
    "Find the Agile CRM contacts from Keelboat and Amberline, check their lead scores, and add the tag 'q2-nurture' to anyone under 50.",
    [
        ("agilecrm_search_contacts", {"q": "Keelboat", "page_size": 10, "type": "PERSON"}, GAE_ERR),
        (
            "agilecrm_search_contacts",
            {"q": "Amberline", "page_size": 10, "type": "PERSON"},
            GAE_ERR,
        ),
        ("agilecrm_contact_by_email", {"email": "noor@keelboat.dev"}, GAE_ERR),
        ("agilecrm_contact_by_email", {"email": "t.wren@amberline.co"}, GAE_ERR),
        ("agilecrm_contacts_by_tag", {"tag": "webinar-march", "page_size": 25}, GAE_ERR),
        (
            "agilecrm_search_contacts",
            {"q": "Noor Haddad", "page_size": 10, "type": "PERSON"},
            GAE_ERR,
        ),
        (
            "agilecrm_search_contacts",
            {"q": "Keelboat", "page_size": 10, "type": "COMPANY"},
            GAE_ERR,
        ),
    ],
)

# ---------------------------------------------------------- domain 2: online shops
PS = "https://shop.lavandeetsel.fr/api"


def ps_order(oid, ref, state, total, cust, pay="Virement bancaire"):
    return {
        "order": {
            "id": oid,
            "id_address_delivery": str(oid + 311),
            "id_address_invoice": str(oid + 311),
            "id_cart": str(oid + 1022),
            "id_currency": "1",
            "id_lang": "1",
            "id_customer": str(cust),
            "id_carrier": "7",
            "current_state": str(state),
            "module": "ps_wirepayment" if pay.startswith("Vir") else "ps_checkpayment",
            "invoice_number": "0",
            "invoice_date": "0000-00-00 00:00:00",
            "delivery_number": "0",
            "delivery_date": "0000-00-00 00:00:00",
            "valid": "0",
            "date_add": "2024-03-05 %02d:14:09" % (oid % 24),
            "date_upd": "2024-03-05 %02d:14:09" % (oid % 24),
            "shipping_number": "",
            "id_shop_group": "1",
            "id_shop": "1",
            "secure_key": hx("sk%d" % oid, 32),
            "payment": pay,
            "recyclable": "0",
            "gift": "0",
            "gift_message": "",
            "total_discounts": "0.000000",
            "total_paid": "%.6f" % total,
            "total_paid_tax_incl": "%.6f" % total,
            "total_paid_tax_excl": "%.6f" % (total / 1.2),
            "total_paid_real": "0.000000",
            "total_products": "%.6f" % (total / 1.2 - 4.9),
            "total_shipping": "5.880000",
            "carrier_tax_rate": "20.000",
            "round_mode": "2",
            "round_type": "2",
            "reference": ref,
            "associations": {
                "order_rows": [
                    {
                        "id": str(oid * 3),
                        "product_id": str(20 + oid % 7),
                        "product_attribute_id": "0",
                        "product_quantity": str(1 + oid % 3),
                        "product_name": [
                            "Savon lavande 100g",
                            "Huile essentielle lavandin 10ml",
                            "Sachet lavande bio",
                        ][oid % 3],
                        "product_reference": "LAV-%03d" % (oid % 50),
                        "unit_price_tax_incl": "8.400000",
                    }
                ]
            },
        }
    }


S(
    "prestashop",
    "ok",
    1,
    "Which PrestaShop orders placed yesterday (5 March) are still 'Awaiting bank wire payment'? Give me reference, customer and amount.",
    [
        (
            "prestashop_get",
            {
                "resource": "orders",
                "filter[date_add]": "[2024-03-05 00:00:00,2024-03-05 23:59:59]",
                "filter[current_state]": "10",
                "date": "1",
                "output_format": "XML",
            },
            '<?xml version="1.0" encoding="UTF-8"?>\n<prestashop xmlns:xlink="http://www.w3.org/1999/xlink">\n<orders>\n'
            f'<order id="1841" xlink:href="{PS}/orders/1841"/>\n<order id="1847" xlink:href="{PS}/orders/1847"/>\n<order id="1852" xlink:href="{PS}/orders/1852"/>\n</orders>\n</prestashop>\n',
        ),
        (
            "prestashop_get",
            {"resource": "orders/1841", "output_format": "JSON"},
            J(ps_order(1841, "XKBKNABJK", 10, 37.18, 602)),
        ),
        (
            "prestashop_get",
            {"resource": "orders/1847", "output_format": "JSON"},
            J(ps_order(1847, "QWEMFYPLD", 10, 22.78, 488)),
        ),
        (
            "prestashop_get",
            {"resource": "orders/1852", "output_format": "JSON"},
            J(ps_order(1852, "OHSATSERP", 10, 61.30, 715)),
        ),
        (
            "prestashop_get",
            {
                "resource": "customers",
                "filter[id]": "[488|602|715]",
                "display": "[id,firstname,lastname,email]",
                "output_format": "JSON",
            },
            J(
                {
                    "customers": [
                        {
                            "id": 488,
                            "firstname": "Camille",
                            "lastname": "Roux",
                            "email": "camille.roux@orange.fr",
                        },
                        {
                            "id": 602,
                            "firstname": "Hugo",
                            "lastname": "Perrin",
                            "email": "hperrin@gmail.com",
                        },
                        {
                            "id": 715,
                            "firstname": "Inès",
                            "lastname": "Marchand",
                            "email": "ines.marchand@free.fr",
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "prestashop",
    "ok",
    2,
    "We received 40 more 'Sachet lavande bio' (reference LAV-022). Set the PrestaShop stock for it to current plus 40 and confirm.",
    [
        (
            "prestashop_get",
            {
                "resource": "products",
                "filter[reference]": "LAV-022",
                "display": "[id,name,reference]",
                "output_format": "JSON",
            },
            J({"products": [{"id": 22, "name": "Sachet lavande bio", "reference": "LAV-022"}]}),
        ),
        (
            "prestashop_get",
            {
                "resource": "stock_availables",
                "filter[id_product]": "22",
                "display": "full",
                "output_format": "JSON",
            },
            J(
                {
                    "stock_availables": [
                        {
                            "id": 31,
                            "id_product": "22",
                            "id_product_attribute": "0",
                            "id_shop": "1",
                            "id_shop_group": "0",
                            "quantity": "6",
                            "depends_on_stock": "0",
                            "out_of_stock": "2",
                            "location": "",
                        }
                    ]
                }
            ),
        ),
        (
            "prestashop_put",
            {
                "resource": "stock_availables/31",
                "body": "<prestashop><stock_available><id>31</id><id_product>22</id_product><id_product_attribute>0</id_product_attribute><id_shop>1</id_shop><quantity>46</quantity><depends_on_stock>0</depends_on_stock><out_of_stock>2</out_of_stock></stock_available></prestashop>",
            },
            '<?xml version="1.0" encoding="UTF-8"?>\n<prestashop xmlns:xlink="http://www.w3.org/1999/xlink">\n<stock_available>\n\t<id><![CDATA[31]]></id>\n\t<id_product xlink:href="'
            + PS
            + '/products/22"><![CDATA[22]]></id_product>\n\t<id_product_attribute><![CDATA[0]]></id_product_attribute>\n\t<id_shop xlink:href="'
            + PS
            + '/shops/1"><![CDATA[1]]></id_shop>\n\t<id_shop_group><![CDATA[0]]></id_shop_group>\n\t<quantity><![CDATA[46]]></quantity>\n\t<depends_on_stock><![CDATA[0]]></depends_on_stock>\n\t<out_of_stock><![CDATA[2]]></out_of_stock>\n\t<location><![CDATA[]]></location>\n</stock_available>\n</prestashop>\n',
        ),
    ],
)


def ecwid_prod(name, sku, price, qty):
    pid = h("ec" + sku, 10**9)
    return {
        "id": pid,
        "sku": sku,
        "quantity": qty,
        "unlimited": False,
        "inStock": qty > 0,
        "name": name,
        "price": price,
        "priceInProductList": price,
        "defaultDisplayedPrice": price,
        "defaultDisplayedPriceFormatted": "$%.2f" % price,
        "isShippingRequired": True,
        "weight": 0.4,
        "url": "https://store81234567.company.site/products/%s-p%d"
        % (name.lower().replace(" ", "-"), pid),
        "created": "2023-05-02 11:02:33 +0000",
        "updated": "2024-03-01 08:44:10 +0000",
        "createTimestamp": 1683025353,
        "updateTimestamp": 1709282650,
        "productClassId": 0,
        "enabled": True,
        "warningLimit": 3,
        "fixedShippingRateOnly": False,
        "categoryIds": [h("cat-ceramics", 10**8)],
        "defaultCategoryId": h("cat-ceramics", 10**8),
    }


S(
    "ecwid",
    "ok",
    1,
    "List every Ecwid product that is out of stock right now so I can plan the next kiln firing.",
    [
        (
            "ecwid_search_products",
            {"inStock": False, "offset": 0, "limit": 5},
            J(
                {
                    "total": 7,
                    "count": 5,
                    "offset": 0,
                    "limit": 5,
                    "items": [
                        ecwid_prod("Speckled mug", "MUG-SPK-01", 28.0, 0),
                        ecwid_prod("Ash glaze bowl", "BWL-ASH-02", 42.0, 0),
                        ecwid_prod("Bud vase sage", "VAS-SGE-03", 24.0, 0),
                        ecwid_prod("Espresso cup pair", "CUP-ESP-02", 36.0, 0),
                        ecwid_prod("Salt cellar", "SLT-01", 18.0, 0),
                    ],
                }
            ),
        ),
        (
            "ecwid_search_products",
            {"inStock": False, "offset": 5, "limit": 5},
            J(
                {
                    "total": 7,
                    "count": 2,
                    "offset": 5,
                    "limit": 5,
                    "items": [
                        ecwid_prod("Oval serving platter", "PLT-OVL-01", 96.0, 0),
                        ecwid_prod("Sake set (4)", "SAK-SET-04", 88.0, 0),
                    ],
                }
            ),
        ),
        (
            "ecwid_search_products",
            {"inStock": False, "offset": 10, "limit": 5},
            J({"total": 7, "count": 0, "offset": 10, "limit": 5, "items": []}),
        ),
    ],
)

S(
    "ecwid",
    "ok",
    2,
    "Order 2291 on Ecwid was refunded by PayPal outside the store; mark it REFUNDED in Ecwid and add a private note saying so.",
    [
        (
            "ecwid_get_order",
            {"order_id": "2291"},
            J(
                {
                    "id": "2291",
                    "internalId": 412998311,
                    "orderNumber": 2291,
                    "vendorOrderNumber": "2291",
                    "subtotal": 64.0,
                    "total": 71.5,
                    "email": "f.ahmadi@posteo.de",
                    "paymentMethod": "PayPal",
                    "paymentModule": "PayPalStandard",
                    "tax": 0.0,
                    "ipAddress": "91.64.12.7",
                    "paymentStatus": "PAID",
                    "fulfillmentStatus": "AWAITING_PROCESSING",
                    "createDate": "2024-03-02 19:40:12 +0000",
                    "createTimestamp": 1709408412,
                    "items": [
                        {
                            "id": 883301,
                            "productId": h("ecMUG-SPK-01", 10**9),
                            "price": 28.0,
                            "quantity": 2,
                            "sku": "MUG-SPK-01",
                            "name": "Speckled mug",
                        },
                        {
                            "id": 883302,
                            "productId": h("ecSLT-01", 10**9),
                            "price": 8.0,
                            "quantity": 1,
                            "sku": "SLT-01",
                            "name": "Salt cellar - second",
                        },
                    ],
                    "privateAdminNotes": "",
                }
            ),
        ),
        (
            "ecwid_update_order",
            {
                "order_id": "2291",
                "paymentStatus": "REFUNDED",
                "fulfillmentStatus": "WILL_NOT_DELIVER",
                "privateAdminNotes": "Refunded via PayPal 2024-03-06, customer cancelled.",
            },
            J({"updateCount": 1}),
        ),
        (
            "ecwid_get_order",
            {
                "order_id": "2291",
                "responseFields": "id,paymentStatus,fulfillmentStatus,privateAdminNotes",
            },
            J(
                {
                    "id": "2291",
                    "paymentStatus": "REFUNDED",
                    "fulfillmentStatus": "WILL_NOT_DELIVER",
                    "privateAdminNotes": "Refunded via PayPal 2024-03-06, customer cancelled.",
                }
            ),
        ),
    ],
)


def sq_inv(sku, desc, qty):
    return {
        "variantId": uuid("sqv" + sku),
        "sku": sku,
        "descriptor": desc,
        "isUnlimited": False,
        "quantity": qty,
    }


S(
    "squarespace",
    "ok",
    1,
    "Export the full Squarespace inventory (every variant with SKU and quantity) and then add 12 units to SQ-TOTE-NAT.",
    [
        (
            "squarespace_get_inventory",
            {},
            J(
                {
                    "inventory": [
                        sq_inv("SQ-TOTE-NAT", "Canvas tote [Natural]", 3),
                        sq_inv("SQ-TOTE-BLK", "Canvas tote [Black]", 17),
                        sq_inv("SQ-PRT-A3", "Risograph print [A3]", 40),
                    ],
                    "pagination": {
                        "hasNextPage": True,
                        "nextPageCursor": "b2Zmc2V0PTM",
                        "nextPageUrl": "https://api.squarespace.com/1.0/commerce/inventory?cursor=b2Zmc2V0PTM",
                    },
                }
            ),
        ),
        (
            "squarespace_get_inventory",
            {"cursor": "b2Zmc2V0PTM"},
            J(
                {
                    "inventory": [
                        sq_inv("SQ-PRT-A4", "Risograph print [A4]", 62),
                        sq_inv("SQ-ZINE-07", "Zine issue 7", 0),
                        sq_inv("SQ-PIN-FOX", "Enamel pin [Fox]", 115),
                    ],
                    "pagination": {
                        "hasNextPage": True,
                        "nextPageCursor": "b2Zmc2V0PTY",
                        "nextPageUrl": "https://api.squarespace.com/1.0/commerce/inventory?cursor=b2Zmc2V0PTY",
                    },
                }
            ),
        ),
        (
            "squarespace_get_inventory",
            {"cursor": "b2Zmc2V0PTY"},
            J(
                {
                    "inventory": [sq_inv("SQ-PIN-OWL", "Enamel pin [Owl]", 88)],
                    "pagination": {
                        "hasNextPage": False,
                        "nextPageCursor": None,
                        "nextPageUrl": None,
                    },
                }
            ),
        ),
        (
            "squarespace_adjust_inventory",
            {
                "incrementOperations": [{"variantId": uuid("sqvSQ-TOTE-NAT"), "quantity": 12}],
                "Idempotency-Key": uuid("adj-tote"),
            },
            "",
        ),
        (
            "squarespace_get_inventory_item",
            {"variant_ids": [uuid("sqvSQ-TOTE-NAT")]},
            J({"inventory": [sq_inv("SQ-TOTE-NAT", "Canvas tote [Natural]", 15)]}),
        ),
    ],
)


def bc_order(num, name, total, status, items):
    return {
        "type": "orders",
        "id": "%s-%d" % ("JSKV", num),
        "attributes": {
            "customer_first_name": name.split()[0],
            "customer_last_name": name.split()[1],
            "customer_email": "%s@example.net" % name.split()[0].lower(),
            "shipping_address_1": "",
            "shipping_city": "Leeds",
            "shipping_country_code": "GB",
            "item_count": len(items),
            "item_total": str(total),
            "total": str(total + 3.5),
            "shipping_status": status,
            "payment_status": "completed",
            "created_at": "2024-03-0%dT1%d:22:09.000Z" % (num % 5 + 1, num % 10),
            "updated_at": "2024-03-0%dT1%d:22:09.000Z" % (num % 5 + 1, num % 10),
        },
        "relationships": {
            "items": {
                "data": [
                    {"type": "order_line_items", "id": str(h(i + str(num), 10**8))} for i in items
                ]
            }
        },
    }


S(
    "bigcartel",
    "ok",
    1,
    "Did anyone order the 'Heron' risograph print on Big Cartel this week (since 4 March)? If so, who, and has it shipped?",
    [
        (
            "bigcartel_list_orders",
            {"filter[search]": "Heron", "sort": "-created_at", "page[limit]": 20},
            J(
                {
                    "data": [],
                    "meta": {"count": 0},
                    "links": {
                        "first": "https://api.bigcartel.com/v1/accounts/7712/orders?page%5Blimit%5D=20&page%5Boffset%5D=0",
                        "next": None,
                    },
                }
            ),
        ),
        (
            "bigcartel_list_products",
            {"filter[search]": "Heron"},
            J(
                {
                    "data": [
                        {
                            "type": "products",
                            "id": "88120331",
                            "attributes": {
                                "name": "Heron - A3 risograph",
                                "permalink": "heron-a3-risograph",
                                "status": "active",
                                "description": "Two-colour riso, fluoro pink and teal, edition of 50.",
                                "default_price": "22.0",
                                "on_sale": False,
                                "position": 4,
                                "url": "https://inkwell-press.bigcartel.com/product/heron-a3-risograph",
                                "created_at": "2023-10-12T09:00:11.000Z",
                                "updated_at": "2024-02-01T10:10:00.000Z",
                            },
                            "relationships": {
                                "options": {
                                    "data": [{"type": "product_options", "id": "301177400"}]
                                }
                            },
                        }
                    ],
                    "meta": {"count": 1},
                }
            ),
        ),
        (
            "bigcartel_list_orders",
            {
                "filter[created_at][gte]": "2024-03-04",
                "sort": "-created_at",
                "page[limit]": 20,
                "include": "items",
            },
            J(
                {
                    "data": [
                        bc_order(
                            3311,
                            "Aoife Brennan",
                            44.0,
                            "unshipped",
                            ["Fox pin", "Heron - A3 risograph"],
                        ),
                        bc_order(3310, "Tom Achterberg", 9.0, "shipped", ["Owl pin"]),
                    ],
                    "included": [
                        {
                            "type": "order_line_items",
                            "id": str(h("Heron - A3 risograph3311", 10**8)),
                            "attributes": {
                                "product_name": "Heron - A3 risograph",
                                "product_option_name": "A3",
                                "quantity": 1,
                                "price": "22.0",
                                "total": "22.0",
                            },
                        },
                        {
                            "type": "order_line_items",
                            "id": str(h("Fox pin3311", 10**8)),
                            "attributes": {
                                "product_name": "Fox pin",
                                "product_option_name": "Default",
                                "quantity": 2,
                                "price": "11.0",
                                "total": "22.0",
                            },
                        },
                        {
                            "type": "order_line_items",
                            "id": str(h("Owl pin3310", 10**8)),
                            "attributes": {
                                "product_name": "Owl pin",
                                "product_option_name": "Default",
                                "quantity": 1,
                                "price": "9.0",
                                "total": "9.0",
                            },
                        },
                    ],
                    "meta": {"count": 2},
                }
            ),
        ),
    ],
)


def s4_order(oid, first, last, amount, status):
    return {
        "InvoiceNumberPrefix": "AB-",
        "InvoiceNumber": oid - 10000,
        "OrderID": oid,
        "CustomerID": h("s4c" + last, 10**5),
        "OrderDate": "2024-03-04T1%d:31:00" % (oid % 10),
        "OrderStatusID": status,
        "LastUpdate": "2024-03-05T08:00:12",
        "BillingFirstName": first,
        "BillingLastName": last,
        "BillingCompany": "",
        "BillingCity": "Asheville",
        "BillingState": "NC",
        "BillingCountry": "US",
        "BillingEmail": "%s.%s@example.com" % (first.lower(), last.lower()),
        "ShipmentList": [
            {
                "ShipmentID": 0,
                "ShipmentMethodName": "USPS Priority Mail",
                "ShipmentCost": 9.35,
                "ShipmentTrackingCode": "",
                "ShipmentShippedDate": "",
            }
        ],
        "OrderItemList": [
            {
                "ItemID": "KNF-CHEF-8",
                "ItemDescription": "8in chef knife, walnut handle",
                "ItemQuantity": 1,
                "ItemUnitPrice": amount - 9.35,
            }
        ],
        "OrderAmount": amount,
        "SalesTax": 0.0,
        "PaymentMethod": "Credit Card",
        "CustomerComments": "",
    }


S(
    "shift4shop",
    "ok",
    1,
    "In Shift4Shop, find the new orders for the walnut chef knife from this week and move them to Processing; tell me how many there were.",
    [
        (
            "shift4shop_get_orders",
            {"orderstatus": 1, "datestart": "03/04/2024", "limit": 100},
            J(
                [
                    s4_order(11842, "Dale", "Mercer", 189.35, 1),
                    s4_order(11845, "Aisha", "Conte", 189.35, 1),
                    s4_order(11851, "Rory", "Falk", 189.35, 1),
                ]
            ),
        ),
        (
            "shift4shop_update_order",
            {"order_id": 11842, "OrderStatusID": 2},
            J(
                [
                    {
                        "Key": "OrderID",
                        "Value": "11842",
                        "Status": "200",
                        "Message": "updated successfully",
                    }
                ]
            ),
        ),
        (
            "shift4shop_update_order",
            {"order_id": 11845, "OrderStatusID": 2},
            J(
                [
                    {
                        "Key": "OrderID",
                        "Value": "11845",
                        "Status": "200",
                        "Message": "updated successfully",
                    }
                ]
            ),
        ),
        (
            "shift4shop_update_order",
            {"order_id": 11851, "OrderStatusID": 2},
            J(
                [
                    {
                        "Key": "OrderID",
                        "Value": "11851",
                        "Status": "200",
                        "Message": "updated successfully",
                    }
                ]
            ),
        ),
        (
            "shift4shop_get_orders",
            {"orderstatus": 1, "datestart": "03/04/2024", "limit": 100},
            "[]",
        ),
    ],
)

# shop failures
PS_AUTH = (
    '<?xml version="1.0" encoding="UTF-8"?>\n<prestashop xmlns:xlink="http://www.w3.org/1999/xlink">\n<errors>\n<error>\n'
    "<code><![CDATA[18]]></code>\n<message><![CDATA[Invalid authentication key]]></message>\n</error>\n</errors>\n</prestashop>\n"
)
S(
    "prestashop",
    "fail",
    1,
    "Find the PrestaShop customer Camille Roux, list her last five orders and tell me whether order XKBKNABJK has been paid.",
    [
        (
            "prestashop_get",
            {
                "resource": "customers",
                "filter[lastname]": "Roux",
                "display": "[id,firstname,lastname,email]",
                "output_format": "XML",
            },
            PS_AUTH,
        ),
        (
            "prestashop_get",
            {
                "resource": "customers",
                "filter[email]": "camille.roux@orange.fr",
                "output_format": "XML",
            },
            PS_AUTH,
        ),
        (
            "prestashop_get",
            {"resource": "orders", "filter[reference]": "XKBKNABJK", "output_format": "XML"},
            PS_AUTH,
        ),
        ("prestashop_get", {"resource": "orders/1841", "output_format": "XML"}, PS_AUTH),
        (
            "prestashop_get",
            {
                "resource": "orders",
                "filter[id_customer]": "488",
                "sort": "[id_DESC]",
                "limit": "5",
                "output_format": "XML",
            },
            PS_AUTH,
        ),
        (
            "prestashop_get",
            {"resource": "order_histories", "filter[id_order]": "1841", "output_format": "XML"},
            PS_AUTH,
        ),
        (
            "prestashop_get",
            {"resource": "customers", "filter[firstname]": "Camille", "output_format": "XML"},
            PS_AUTH,
        ),
    ],
)


def EC_EMPTY(off=0):
    return J({"total": 0, "count": 0, "offset": off, "limit": 100, "items": []})


S(
    "ecwid",
    "fail",
    1,
    "Find the Ecwid orders for Farah Ahmadi and Lukas Brenner from the last two weeks and tell me which ones are still awaiting shipment.",
    [
        ("ecwid_search_orders", {"keywords": "Ahmadi", "createdFrom": "2024-02-21"}, EC_EMPTY()),
        ("ecwid_search_orders", {"email": "f.ahmadi@posteo.de"}, EC_EMPTY()),
        ("ecwid_search_orders", {"keywords": "Brenner", "createdFrom": "2024-02-21"}, EC_EMPTY()),
        ("ecwid_search_orders", {"fulfillmentStatus": "AWAITING_PROCESSING"}, EC_EMPTY()),
        ("ecwid_search_orders", {"createdFrom": "2024-02-21"}, EC_EMPTY()),
        (
            "ecwid_get_order",
            {"order_id": "2291"},
            J({"errorMessage": "Order #2291 not found", "errorCode": "ORDER_NOT_FOUND"}),
        ),
        ("ecwid_search_orders", {"paymentStatus": "PAID", "limit": 100}, EC_EMPTY()),
        ("ecwid_search_products", {"keyword": "mug"}, EC_EMPTY()),
    ],
)


def sq429(i):
    return J(
        {
            "type": "TOO_MANY_REQUESTS",
            "subtype": None,
            "message": "Too many requests. Please wait before sending more.",
            "details": None,
            "contextId": hx("ctx%d" % i, 10).upper(),
        }
    )


S(
    "squarespace",
    "fail",
    1,
    "Pull every Squarespace order from February that contains a Risograph print and total the revenue from prints.",
    [
        (
            "squarespace_list_orders",
            {"modifiedAfter": "2024-02-01T00:00:00Z", "modifiedBefore": "2024-03-01T00:00:00Z"},
            sq429(1),
        ),
        (
            "squarespace_list_orders",
            {"modifiedAfter": "2024-02-01T00:00:00Z", "modifiedBefore": "2024-02-15T00:00:00Z"},
            sq429(2),
        ),
        (
            "squarespace_list_orders",
            {"modifiedAfter": "2024-02-15T00:00:00Z", "modifiedBefore": "2024-03-01T00:00:00Z"},
            sq429(3),
        ),
        ("squarespace_list_orders", {"fulfillmentStatus": "FULFILLED"}, sq429(4)),
        ("squarespace_get_products", {"type": "PHYSICAL"}, sq429(5)),
        (
            "squarespace_list_orders",
            {"modifiedAfter": "2024-02-01T00:00:00Z", "modifiedBefore": "2024-02-08T00:00:00Z"},
            sq429(6),
        ),
        ("squarespace_get_inventory", {}, sq429(7)),
        ("squarespace_list_orders", {"cursor": None}, sq429(8)),
    ],
)

S4_504 = (
    "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n"
    "<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
)
S(
    "shift4shop",
    "fail",
    1,
    "Find the Shift4Shop orders still unshipped from last week (26 Feb - 1 Mar), list the customers, and check stock of KNF-CHEF-8.",
    [
        (
            "shift4shop_get_orders",
            {"orderstatus": 2, "datestart": "02/26/2024", "dateend": "03/01/2024", "limit": 100},
            S4_504,
        ),
        (
            "shift4shop_get_orders",
            {"orderstatus": 2, "datestart": "02/26/2024", "dateend": "02/28/2024", "limit": 50},
            S4_504,
        ),
        (
            "shift4shop_get_orders",
            {"orderstatus": 1, "datestart": "02/26/2024", "limit": 20},
            S4_504,
        ),
        ("shift4shop_get_product", {"sku": "KNF-CHEF-8"}, S4_504),
        ("shift4shop_get_orders", {"invoicenumber": "AB-1842"}, S4_504),
        ("shift4shop_get_order", {"order_id": 11842}, S4_504),
        ("shift4shop_get_orders", {"orderstatus": 2, "limit": 10}, S4_504),
    ],
)


# ---------------------------------------------------------- domain 3: agile trackers
def yt_issue(idr, summary, state, assignee):
    return {
        "idReadable": idr,
        "summary": summary,
        "resolved": None,
        "customFields": [
            {
                "name": "State",
                "value": {"name": state, "$type": "StateBundleElement"},
                "$type": "StateIssueCustomField",
            },
            {
                "name": "Assignee",
                "value": {"login": assignee, "$type": "User"} if assignee else None,
                "$type": "SingleUserIssueCustomField",
            },
        ],
        "$type": "Issue",
    }


S(
    "youtrack",
    "ok",
    1,
    "In YouTrack, find the open PAY issue about duplicate webhook deliveries, set it to Fixed, and comment that the fix shipped in 3.14.2.",
    [
        (
            "youtrack_search_issues",
            {
                "query": "project: PAY #Unresolved webhook duplicate",
                "fields": "idReadable,summary,resolved,customFields(name,value(name,login))",
            },
            J(
                [
                    yt_issue(
                        "PAY-412",
                        "Stripe webhooks delivered twice after retry storm",
                        "In Progress",
                        "mkowalski",
                    )
                ]
            ),
        ),
        (
            "youtrack_get_issue",
            {
                "issue_id": "PAY-412",
                "fields": "idReadable,summary,description,reporter(login),created,comments(text,author(login))",
            },
            J(
                {
                    "idReadable": "PAY-412",
                    "summary": "Stripe webhooks delivered twice after retry storm",
                    "description": "After the 02-27 incident the consumer processed `invoice.paid` twice for ~40 customers. Idempotency key is not checked when the first attempt times out.",
                    "reporter": {"login": "aferreira", "$type": "User"},
                    "created": 1709110254000,
                    "comments": [
                        {
                            "text": "Repro on staging with toxiproxy latency 5s.",
                            "author": {"login": "mkowalski", "$type": "User"},
                            "$type": "IssueComment",
                        }
                    ],
                    "$type": "Issue",
                }
            ),
        ),
        (
            "youtrack_apply_command",
            {"query": "State Fixed", "issues": [{"idReadable": "PAY-412"}]},
            J(
                {
                    "query": "State Fixed",
                    "issues": [{"idReadable": "PAY-412", "$type": "Issue"}],
                    "$type": "CommandList",
                }
            ),
        ),
        (
            "youtrack_add_comment",
            {
                "issue_id": "PAY-412",
                "text": "Fix shipped in 3.14.2 (idempotency check before ack).",
            },
            J(
                {
                    "id": "4-%d" % h("ytc", 10**5),
                    "text": "Fix shipped in 3.14.2 (idempotency check before ack).",
                    "author": {"login": "svc-agent", "$type": "User"},
                    "created": 1709729021000,
                    "$type": "IssueComment",
                }
            ),
        ),
    ],
)

S(
    "youtrack",
    "ok",
    2,
    "Are there any unresolved YouTrack issues tagged 'security' in any of our projects? I need to know before the audit; empty is a fine answer.",
    [
        (
            "youtrack_list_projects",
            {"fields": "shortName,name,archived"},
            J(
                [
                    {"shortName": "PAY", "name": "Payments", "archived": False, "$type": "Project"},
                    {"shortName": "ACC", "name": "Accounts", "archived": False, "$type": "Project"},
                    {
                        "shortName": "CORE",
                        "name": "Core Platform",
                        "archived": False,
                        "$type": "Project",
                    },
                    {
                        "shortName": "OLD",
                        "name": "Legacy billing",
                        "archived": True,
                        "$type": "Project",
                    },
                ]
            ),
        ),
        (
            "youtrack_search_issues",
            {"query": "project: PAY tag: security #Unresolved", "fields": "idReadable,summary"},
            "[]",
        ),
        (
            "youtrack_search_issues",
            {"query": "project: ACC tag: security #Unresolved", "fields": "idReadable,summary"},
            "[]",
        ),
        (
            "youtrack_search_issues",
            {"query": "project: CORE tag: security #Unresolved", "fields": "idReadable,summary"},
            "[]",
        ),
        (
            "youtrack_search_issues",
            {"query": "tag: security #Unresolved", "fields": "idReadable,summary"},
            "[]",
        ),
        (
            "youtrack_search_issues",
            {
                "query": "tag: security resolved date: 2024-01 .. 2024-03",
                "fields": "idReadable,summary,resolved",
            },
            J(
                [
                    {
                        "idReadable": "ACC-77",
                        "summary": "Password reset token not invalidated after use",
                        "resolved": 1707301200000,
                        "$type": "Issue",
                    },
                    {
                        "idReadable": "CORE-1203",
                        "summary": "Bump jackson-databind (CVE-2023-35116)",
                        "resolved": 1705402800000,
                        "$type": "Issue",
                    },
                ]
            ),
        ),
    ],
)


def sc_story(sid, name, stype, state, est):
    return {
        "app_url": "https://app.shortcut.com/tallyho/story/%d" % sid,
        "archived": False,
        "blocked": False,
        "completed": state == 500000011,
        "created_at": "2024-02-%02dT10:11:12Z" % (sid % 27 + 1),
        "epic_id": 4410,
        "estimate": est,
        "id": sid,
        "iteration_id": 4472,
        "labels": [],
        "name": name,
        "owner_ids": [uuid("own%d" % (sid % 3))],
        "position": sid * 1000,
        "started": state != 500000007,
        "story_type": stype,
        "updated_at": "2024-03-0%dT09:00:00Z" % (sid % 5 + 1),
        "workflow_state_id": state,
        "entity_type": "story",
    }


S(
    "shortcut",
    "ok",
    1,
    "List every Shortcut story in the 'Checkout v2' epic that is not done yet, with its estimate, so I can size the remaining work.",
    [
        (
            "shortcut_search_stories",
            {"query": 'epic:"Checkout v2" !is:done', "page_size": 4},
            J(
                {
                    "data": [
                        sc_story(5120, "Apple Pay button on cart", "feature", 500000008, 3),
                        sc_story(
                            5121, "Address autocomplete for UK postcodes", "feature", 500000007, 5
                        ),
                        sc_story(5127, "Tax line wrong for DE reverse charge", "bug", 500000008, 2),
                        sc_story(5130, "Split shipping step into two", "chore", 500000007, 1),
                    ],
                    "next": "/api/v3/search/stories?query=epic%3A%22Checkout+v2%22+%21is%3Adone&page_size=4&next=a8acc6a0%3A4",
                    "total": 10,
                }
            ),
        ),
        (
            "shortcut_search_stories",
            {"query": 'epic:"Checkout v2" !is:done', "page_size": 4, "next": "a8acc6a0:4"},
            J(
                {
                    "data": [
                        sc_story(5133, "Guest checkout email capture", "feature", 500000007, 3),
                        sc_story(5134, "Retry 3DS challenge on timeout", "bug", 500000009, 2),
                        sc_story(5138, "Promo code field analytics", "chore", 500000007, None),
                        sc_story(5141, "Order summary skeleton loader", "feature", 500000008, 1),
                    ],
                    "next": "/api/v3/search/stories?query=epic%3A%22Checkout+v2%22+%21is%3Adone&page_size=4&next=a8acc6a0%3A8",
                    "total": 10,
                }
            ),
        ),
        (
            "shortcut_search_stories",
            {"query": 'epic:"Checkout v2" !is:done', "page_size": 4, "next": "a8acc6a0:8"},
            J(
                {
                    "data": [
                        sc_story(5150, "Localise payment errors (FR, DE)", "feature", 500000007, 2),
                        sc_story(5152, "Remove legacy PayPal redirect", "chore", 500000007, 1),
                    ],
                    "next": None,
                    "total": 10,
                }
            ),
        ),
        (
            "shortcut_list_workflows",
            {},
            J(
                [
                    {
                        "id": 500000006,
                        "name": "Engineering",
                        "states": [
                            {"id": 500000007, "name": "Unstarted", "type": "unstarted"},
                            {"id": 500000008, "name": "In Development", "type": "started"},
                            {"id": 500000009, "name": "Ready for Review", "type": "started"},
                            {"id": 500000011, "name": "Done", "type": "done"},
                        ],
                        "entity_type": "workflow",
                    }
                ]
            ),
        ),
    ],
)

S(
    "shortcut",
    "ok",
    2,
    "Create a Shortcut bug for 'Refund emails show wrong currency symbol' in the Checkout v2 epic, estimate 2, assign it to Ravi, and link it as blocking story 5152.",
    [
        (
            "shortcut_search_members",
            {"query": "Ravi"},
            J(
                [
                    {
                        "id": uuid("ravi"),
                        "profile": {
                            "name": "Ravi Menon",
                            "mention_name": "ravi",
                            "email_address": "ravi@tallyho.app",
                            "deactivated": False,
                        },
                        "role": "member",
                        "entity_type": "member",
                    }
                ]
            ),
        ),
        (
            "shortcut_create_story",
            {
                "name": "Refund emails show wrong currency symbol",
                "story_type": "bug",
                "epic_id": 4410,
                "estimate": 2,
                "owner_ids": [uuid("ravi")],
                "workflow_state_id": 500000007,
            },
            J(
                sc_story(5163, "Refund emails show wrong currency symbol", "bug", 500000007, 2)
                | {"owner_ids": [uuid("ravi")]}
            ),
        ),
        (
            "shortcut_create_story_link",
            {"subject_id": 5163, "object_id": 5152, "verb": "blocks"},
            J(
                {
                    "entity_type": "story-link",
                    "id": 77812,
                    "subject_id": 5163,
                    "object_id": 5152,
                    "verb": "blocks",
                    "created_at": "2024-03-06T12:30:02Z",
                    "updated_at": "2024-03-06T12:30:02Z",
                }
            ),
        ),
    ],
)


def taiga_us(ref, subject, status, pts, uid):
    return {
        "id": h("tus%d" % ref, 10**6),
        "ref": ref,
        "subject": subject,
        "status": h(status, 1000),
        "status_extra_info": {
            "name": status,
            "color": "#E44057" if status == "New" else "#5E8C6A",
            "is_closed": status == "Done",
        },
        "milestone": 311,
        "milestone_name": "Sprint 14",
        "milestone_slug": "sprint-14-2",
        "total_points": pts,
        "assigned_to": uid,
        "assigned_to_extra_info": {
            "full_name_display": {"4411": "Oskar Lind", "4412": "Bea Novak"}.get(str(uid))
        }
        if uid
        else None,
        "is_closed": status == "Done",
        "project": 58,
        "created_date": "2024-02-2%dT08:00:00.000Z" % (ref % 9),
        "modified_date": "2024-03-05T16:%02d:00.000Z" % (ref % 60),
        "version": 3,
    }


S(
    "taiga",
    "ok",
    1,
    "For Taiga Sprint 14 in project 'harbour-app', list the user stories still in 'New', and move #231 to 'In progress' assigned to Bea.",
    [
        (
            "taiga_list_userstories",
            {"project": 58, "milestone": 311},
            J(
                [
                    taiga_us(224, "As a skipper I can export my log as GPX", "Done", 5.0, 4411),
                    taiga_us(229, "Offline tide tables", "In progress", 8.0, 4411),
                    taiga_us(231, "Push reminder before berth booking expires", "New", 3.0, None),
                    taiga_us(233, "Dark mode for chart view", "New", 2.0, None),
                    taiga_us(236, "Fix crash on rotating during sync", "Ready for test", 1.0, 4412),
                ]
            ),
        ),
        (
            "taiga_get_userstory_by_ref",
            {"project": 58, "ref": 231},
            J(
                taiga_us(231, "Push reminder before berth booking expires", "New", 3.0, None)
                | {
                    "description": "Send a push 24h and 2h before a held berth booking lapses.",
                    "version": 3,
                }
            ),
        ),
        (
            "taiga_list_userstory_statuses",
            {"project": 58},
            J(
                [
                    {
                        "id": h(s, 1000),
                        "name": s,
                        "slug": s.lower().replace(" ", "-"),
                        "order": i,
                        "is_closed": s == "Done",
                        "project": 58,
                    }
                    for i, s in enumerate(["New", "Ready", "In progress", "Ready for test", "Done"])
                ]
            ),
        ),
        (
            "taiga_update_userstory",
            {
                "id": h("tus231", 10**6),
                "status": h("In progress", 1000),
                "assigned_to": 4412,
                "version": 3,
            },
            J(
                taiga_us(
                    231, "Push reminder before berth booking expires", "In progress", 3.0, 4412
                )
                | {"version": 4}
            ),
        ),
    ],
)


def plane_issue(seq, name, state, prio):
    return {
        "id": uuid("pl%d" % seq),
        "name": name,
        "sequence_id": seq,
        "priority": prio,
        "state": uuid("st" + state),
        "estimate_point": None,
        "start_date": None,
        "target_date": None,
        "created_at": "2024-02-1%dT09:12:00.000000Z" % (seq % 10),
        "updated_at": "2024-03-0%dT11:00:00.000000Z" % (seq % 5 + 1),
        "project": uuid("plproj"),
        "workspace": uuid("plws"),
        "assignees": [],
        "labels": [uuid("lbl-infra")] if seq % 2 else [],
    }


def plane_page(results, cursor, nxt, total):
    return {
        "grouped_by": None,
        "sub_grouped_by": None,
        "total_count": total,
        "next_cursor": cursor,
        "prev_cursor": "%d:%d:1" % (len(results), int(cursor.split(":")[1]) - 1),
        "next_page_results": nxt,
        "prev_page_results": cursor.split(":")[1] != "1",
        "count": len(results),
        "total_pages": 2,
        "total_results": total,
        "extra_stats": None,
        "results": results,
    }


S(
    "plane",
    "ok",
    1,
    "In Plane (workspace 'northwind', project INFRA), list all urgent or high-priority issues, then file a new urgent one 'Renew wildcard TLS cert before 20 March' and comment the runbook link on it.",
    [
        (
            "plane_list_issues",
            {"project_id": uuid("plproj"), "per_page": 3, "priority": "urgent,high"},
            J(
                plane_page(
                    [
                        plane_issue(88, "Backups for pg-reporting not rotating", "Todo", "urgent"),
                        plane_issue(91, "Upgrade k8s node pools to 1.28", "In Progress", "high"),
                        plane_issue(94, "Alertmanager silences expire too early", "Todo", "high"),
                    ],
                    "3:1:0",
                    True,
                    5,
                )
            ),
        ),
        (
            "plane_list_issues",
            {
                "project_id": uuid("plproj"),
                "per_page": 3,
                "priority": "urgent,high",
                "cursor": "3:1:0",
            },
            J(
                plane_page(
                    [
                        plane_issue(97, "Grafana SSO loop for contractors", "Backlog", "high"),
                        plane_issue(102, "Disk 91% on ci-runner-3", "In Progress", "urgent"),
                    ],
                    "3:2:0",
                    False,
                    5,
                )
            ),
        ),
        (
            "plane_create_issue",
            {
                "project_id": uuid("plproj"),
                "name": "Renew wildcard TLS cert before 20 March",
                "priority": "urgent",
            },
            J(
                plane_issue(107, "Renew wildcard TLS cert before 20 March", "Backlog", "urgent")
                | {"description_html": "<p></p>", "created_by": uuid("agent")}
            ),
        ),
        (
            "plane_add_comment",
            {
                "project_id": uuid("plproj"),
                "issue_id": uuid("pl107"),
                "comment_html": "<p>Runbook: https://wiki.northwind.dev/infra/tls-renewal</p>",
            },
            J(
                {
                    "id": uuid("plc107"),
                    "comment_html": "<p>Runbook: https://wiki.northwind.dev/infra/tls-renewal</p>",
                    "comment_stripped": "Runbook: https://wiki.northwind.dev/infra/tls-renewal",
                    "access": "INTERNAL",
                    "issue": uuid("pl107"),
                    "actor": uuid("agent"),
                    "created_at": "2024-03-06T13:02:19.220000Z",
                }
            ),
        ),
    ],
)


def rm_issue(iid, subject, status, assignee, tracker="Bug"):
    return {
        "id": iid,
        "project": {"id": 12, "name": "Fieldlog"},
        "tracker": {"id": 1 if tracker == "Bug" else 2, "name": tracker},
        "status": {
            "id": {"New": 1, "In Progress": 2, "Resolved": 3, "Feedback": 4}[status],
            "name": status,
            "is_closed": False,
        },
        "priority": {"id": 2, "name": "Normal"},
        "author": {"id": 5, "name": "Jana Dvořák"},
        "assigned_to": {"id": 9, "name": assignee},
        "subject": subject,
        "description": "",
        "start_date": "2024-02-19",
        "due_date": None,
        "done_ratio": 0,
        "is_private": False,
        "estimated_hours": None,
        "total_estimated_hours": None,
        "spent_hours": 0.0,
        "total_spent_hours": 0.0,
        "created_on": "2024-02-19T08:%02d:11Z" % (iid % 60),
        "updated_on": "2024-03-04T14:%02d:40Z" % (iid % 60),
        "closed_on": None,
    }


S(
    "redmine",
    "ok",
    1,
    "Log 2.5 hours on Redmine issue #3318 for today (development), set it to Resolved, then list my other open Fieldlog issues.",
    [
        (
            "redmine_create_time_entry",
            {
                "issue_id": 3318,
                "hours": 2.5,
                "activity_id": 9,
                "spent_on": "2024-03-06",
                "comments": "GPS drift filter",
            },
            J(
                {
                    "time_entry": {
                        "id": 20771,
                        "project": {"id": 12, "name": "Fieldlog"},
                        "issue": {"id": 3318},
                        "user": {"id": 9, "name": "Tomas Heller"},
                        "activity": {"id": 9, "name": "Development"},
                        "hours": 2.5,
                        "comments": "GPS drift filter",
                        "spent_on": "2024-03-06",
                        "created_on": "2024-03-06T15:40:02Z",
                        "updated_on": "2024-03-06T15:40:02Z",
                    }
                }
            ),
        ),
        (
            "redmine_update_issue",
            {"issue_id": 3318, "status_id": 3, "notes": "Filter merged in !214."},
            "",
        ),
        (
            "redmine_get_issue",
            {"issue_id": 3318},
            J(
                {
                    "issue": rm_issue(
                        3318, "GPS track jumps when signal is weak", "Resolved", "Tomas Heller"
                    )
                    | {"spent_hours": 2.5, "total_spent_hours": 2.5}
                }
            ),
        ),
        (
            "redmine_list_issues",
            {"project_id": "fieldlog", "assigned_to_id": "me", "status_id": "open", "limit": 25},
            J(
                {
                    "issues": [
                        rm_issue(
                            3322,
                            "Export to shapefile drops attributes over 10 chars",
                            "New",
                            "Tomas Heller",
                        ),
                        rm_issue(3301, "Sync conflicts shown twice", "Feedback", "Tomas Heller"),
                        rm_issue(
                            3290, "Add Czech translation", "In Progress", "Tomas Heller", "Feature"
                        ),
                    ],
                    "total_count": 3,
                    "offset": 0,
                    "limit": 25,
                }
            ),
        ),
    ],
)

S(
    "redmine",
    "ok",
    2,
    "Has anyone reported a bug in Redmine about the Android 14 camera permission crash? Search all projects; tell me if nothing exists.",
    [
        (
            "redmine_search",
            {"q": "android 14 camera permission", "issues": 1, "limit": 25},
            J({"results": [], "total_count": 0, "offset": 0, "limit": 25}),
        ),
        (
            "redmine_search",
            {"q": "camera crash", "issues": 1, "limit": 25},
            J(
                {
                    "results": [
                        {
                            "id": 2987,
                            "title": "Bug #2987 (Closed): Camera preview black on Pixel 6",
                            "type": "issue-closed",
                            "url": "https://redmine.fieldlog.eu/issues/2987",
                            "description": "Fixed by using CameraX 1.2. Only on Android 12 beta.",
                            "datetime": "2023-04-11T10:02:33Z",
                        }
                    ],
                    "total_count": 1,
                    "offset": 0,
                    "limit": 25,
                }
            ),
        ),
        (
            "redmine_search",
            {"q": "READ_MEDIA_IMAGES", "issues": 1, "wiki_pages": 1, "limit": 25},
            J({"results": [], "total_count": 0, "offset": 0, "limit": 25}),
        ),
        (
            "redmine_list_issues",
            {
                "project_id": "fieldlog",
                "tracker_id": 1,
                "status_id": "*",
                "created_on": ">=2024-01-01",
                "subject": "~permission",
                "limit": 25,
            },
            J({"issues": [], "total_count": 0, "offset": 0, "limit": 25}),
        ),
    ],
)

# tracker failures
YT_401 = J({"error": "Unauthorized", "error_description": "You are not logged in."})
S(
    "youtrack",
    "fail",
    1,
    "Gather every YouTrack issue fixed in CORE during sprint 2024-05 and write release notes grouped by subsystem.",
    [
        (
            "youtrack_search_issues",
            {
                "query": "project: CORE State: Fixed Sprint: 2024-05",
                "fields": "idReadable,summary,customFields(name,value(name))",
            },
            YT_401,
        ),
        (
            "youtrack_search_issues",
            {
                "query": "project: CORE #Resolved updated: 2024-02-19 .. 2024-03-01",
                "fields": "idReadable,summary",
            },
            YT_401,
        ),
        ("youtrack_list_projects", {"fields": "shortName,name"}, YT_401),
        (
            "youtrack_search_issues",
            {"query": "project: CORE State: Fixed", "fields": "idReadable,summary", "$top": 50},
            YT_401,
        ),
        (
            "youtrack_get_issue",
            {"issue_id": "CORE-1203", "fields": "idReadable,summary,resolved"},
            YT_401,
        ),
        ("youtrack_list_agile_boards", {"fields": "name,sprints(name,start,finish)"}, YT_401),
        (
            "youtrack_search_issues",
            {"query": "Fixed in build: 3.15.0", "fields": "idReadable,summary"},
            YT_401,
        ),
    ],
)

SC_SAME = J(
    {
        "data": [
            sc_story(5120, "Apple Pay button on cart", "feature", 500000008, 3),
            sc_story(5121, "Address autocomplete for UK postcodes", "feature", 500000007, 5),
            sc_story(5127, "Tax line wrong for DE reverse charge", "bug", 500000008, 2),
        ],
        "next": None,
        "total": 3,
    }
)
S(
    "shortcut",
    "fail",
    1,
    "Find the Shortcut stories about the iOS push-notification outage last week and anything tagged 'incident' so I can write the postmortem timeline.",
    [
        ("shortcut_search_stories", {"query": "push notification ios"}, SC_SAME),
        ("shortcut_search_stories", {"query": "label:incident"}, SC_SAME),
        ("shortcut_search_stories", {"query": "APNs"}, SC_SAME),
        ("shortcut_search_stories", {"query": "type:bug created:2024-02-26..2024-03-03"}, SC_SAME),
        ("shortcut_search_stories", {"query": "outage"}, SC_SAME),
        ("shortcut_search_stories", {"query": "team:mobile is:started"}, SC_SAME),
        ("shortcut_search_stories", {"query": "postmortem"}, SC_SAME),
    ],
)

TG_401 = J(
    {"_error_message": "Invalid token", "_error_type": "taiga.base.exceptions.NotAuthenticated"}
)
S(
    "taiga",
    "fail",
    1,
    "Summarise Taiga Sprint 15 of harbour-app: stories, points completed, and any blocked tasks.",
    [
        ("taiga_list_milestones", {"project": 58}, TG_401),
        ("taiga_list_userstories", {"project": 58, "milestone": 312}, TG_401),
        ("taiga_list_tasks", {"project": 58, "milestone": 312, "is_blocked": True}, TG_401),
        ("taiga_get_milestone_stats", {"milestone_id": 312}, TG_401),
        ("taiga_list_userstories", {"project": 58, "status__is_closed": True}, TG_401),
        ("taiga_resolve_project", {"slug": "harbour-app"}, TG_401),
        ("taiga_list_tasks", {"project": 58, "is_blocked": True}, TG_401),
    ],
)

RM_502 = (
    "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n"
    "<hr><center>nginx/1.18.0 (Ubuntu)</center>\r\n</body>\r\n</html>\r\n"
)
S(
    "redmine",
    "fail",
    1,
    "List the Redmine issues in Fieldlog targeted to version 2.8 that are not closed, with assignee, and the hours spent so far.",
    [
        ("redmine_list_versions", {"project_id": "fieldlog"}, RM_502),
        (
            "redmine_list_issues",
            {"project_id": "fieldlog", "fixed_version_id": 41, "status_id": "open", "limit": 100},
            RM_502,
        ),
        (
            "redmine_list_issues",
            {"project_id": "fieldlog", "status_id": "open", "limit": 100},
            RM_502,
        ),
        ("redmine_list_time_entries", {"project_id": "fieldlog", "from": "2024-02-01"}, RM_502),
        ("redmine_get_issue", {"issue_id": 3322}, RM_502),
        (
            "redmine_list_issues",
            {"project_id": "fieldlog", "fixed_version_id": 41, "limit": 25},
            RM_502,
        ),
        ("redmine_search", {"q": "2.8", "issues": 1}, RM_502),
        ("redmine_list_issues", {"project_id": "12", "limit": 10}, RM_502),
    ],
)


# ---------------------------------------------------------- domain 4: team wikis
def ol_doc(title, text, coll="Engineering"):
    did = uuid("old" + title)
    return {
        "id": did,
        "url": "/doc/%s-%s"
        % (title.lower().replace(" ", "-").replace("/", "")[:40], hx(title, 10)),
        "urlId": hx(title, 10),
        "title": title,
        "text": text,
        "emoji": None,
        "tasks": {"completed": 0, "total": 0},
        "createdAt": "2023-0%d-12T10:00:00.000Z" % (h(title, 9) + 1),
        "createdBy": {
            "id": uuid("u-ana"),
            "name": "Ana Prieto",
            "avatarUrl": None,
            "color": "#FF5C80",
            "isAdmin": False,
            "isSuspended": False,
            "lastActiveAt": "2024-03-06T09:12:00.000Z",
            "createdAt": "2021-04-01T00:00:00.000Z",
        },
        "updatedAt": "2024-0%d-0%dT15:00:00.000Z" % (h(title, 2) + 1, h(title, 8) + 1),
        "publishedAt": "2023-05-12T10:00:00.000Z",
        "archivedAt": None,
        "deletedAt": None,
        "collectionId": uuid("col" + coll),
        "parentDocumentId": None,
        "revision": 4 + h(title, 12),
        "fullWidth": False,
        "isCollectionDeleted": False,
    }


S(
    "outline",
    "ok",
    1,
    "From our Outline wiki, what is the on-call handover procedure, and who owns the escalation policy doc? Then add a line to the handover doc that the handover time moved to 10:00.",
    [
        (
            "outline_search",
            {"query": "on-call handover", "limit": 5},
            J(
                {
                    "pagination": {"limit": 5, "offset": 0},
                    "data": [
                        {
                            "ranking": 0.6079271,
                            "context": "Every Monday the outgoing <b>on-call</b> engineer runs the <b>handover</b> in #ops-oncall at 09:30.",
                            "document": ol_doc(
                                "On-call handover",
                                "# On-call handover\n\nEvery Monday the outgoing on-call engineer runs the handover in #ops-oncall at 09:30.\n\n1. Walk through open incidents\n2. List silenced alerts and their expiry\n3. Confirm PagerDuty override is in place\n",
                            ),
                        },
                        {
                            "ranking": 0.2432,
                            "context": "...see <b>On-call</b> handover for the weekly ritual...",
                            "document": ol_doc(
                                "Escalation policy",
                                "# Escalation policy\n\nSEV1: page primary, then secondary after 10 min, then EM.\n",
                            ),
                        },
                    ],
                    "status": 200,
                    "ok": True,
                }
            ),
        ),
        (
            "outline_documents_info",
            {"id": uuid("oldEscalation policy")},
            J(
                {
                    "data": ol_doc(
                        "Escalation policy",
                        "# Escalation policy\n\nSEV1: page primary, then secondary after 10 min, then EM.\nSEV2: primary only, business hours.\n\nOwner: @Kofi Mensah (Platform EM)\n",
                    ),
                    "policies": [
                        {
                            "id": uuid("oldEscalation policy"),
                            "abilities": {"read": True, "update": True, "delete": False},
                        }
                    ],
                    "status": 200,
                    "ok": True,
                }
            ),
        ),
        (
            "outline_documents_update",
            {
                "id": uuid("oldOn-call handover"),
                "text": "\n> Since March 2024 the handover is at 10:00.",
                "append": True,
                "publish": True,
            },
            J(
                {
                    "data": ol_doc(
                        "On-call handover",
                        "# On-call handover\n\nEvery Monday the outgoing on-call engineer runs the handover in #ops-oncall at 09:30.\n\n1. Walk through open incidents\n2. List silenced alerts and their expiry\n3. Confirm PagerDuty override is in place\n\n> Since March 2024 the handover is at 10:00.",
                    )
                    | {"updatedAt": "2024-03-06T14:22:31.114Z", "revision": 9},
                    "policies": [],
                    "status": 200,
                    "ok": True,
                }
            ),
        ),
    ],
)

S(
    "outline",
    "ok",
    2,
    "Do we already have an Outline doc answering the SOC 2 vendor questionnaire? If not, create an empty draft titled 'SOC 2 vendor questionnaire - answers' in the Security collection.",
    [
        (
            "outline_search",
            {"query": "SOC 2 vendor questionnaire", "limit": 10},
            J({"pagination": {"limit": 10, "offset": 0}, "data": [], "status": 200, "ok": True}),
        ),
        (
            "outline_search",
            {"query": "security questionnaire", "limit": 10},
            J({"pagination": {"limit": 10, "offset": 0}, "data": [], "status": 200, "ok": True}),
        ),
        (
            "outline_collections_list",
            {"limit": 25},
            J(
                {
                    "pagination": {"limit": 25, "offset": 0},
                    "data": [
                        {
                            "id": uuid("col" + c),
                            "name": c,
                            "description": "",
                            "sort": {"field": "title", "direction": "asc"},
                            "index": "a%d" % i,
                            "color": "#4E5C6E",
                            "icon": None,
                            "permission": "read_write",
                            "createdAt": "2021-04-01T00:00:00.000Z",
                            "updatedAt": "2023-11-11T00:00:00.000Z",
                            "deletedAt": None,
                        }
                        for i, c in enumerate(["Engineering", "People", "Security", "Sales"])
                    ],
                    "status": 200,
                    "ok": True,
                }
            ),
        ),
        (
            "outline_documents_create",
            {
                "title": "SOC 2 vendor questionnaire - answers",
                "collectionId": uuid("colSecurity"),
                "publish": False,
                "text": "",
            },
            J(
                {
                    "data": ol_doc("SOC 2 vendor questionnaire - answers", "", "Security")
                    | {"publishedAt": None, "revision": 1},
                    "policies": [],
                    "status": 200,
                    "ok": True,
                }
            ),
        ),
    ],
)


def bs_hit(pid, name, book, preview):
    return {
        "id": pid,
        "name": name,
        "slug": name.lower().replace(" ", "-"),
        "book_id": book,
        "chapter_id": 0,
        "draft": False,
        "template": False,
        "created_at": "2023-06-01T10:00:00.000000Z",
        "updated_at": "2024-02-0%dT10:00:00.000000Z" % (pid % 9 + 1),
        "type": "page",
        "url": "https://docs.kiln.coop/books/operations/page/%s" % name.lower().replace(" ", "-"),
        "preview_html": {"name": name, "content": preview},
        "tags": [],
    }


S(
    "bookstack",
    "ok",
    1,
    "Using BookStack, tell me how to reset the kiln controller after an E-04 error and what the cool-down time is, then add a note to that page saying the fuse was replaced on 5 March.",
    [
        (
            "bookstack_search",
            {"query": "E-04 kiln controller", "count": 10},
            J(
                {
                    "data": [
                        bs_hit(
                            214,
                            "Kiln controller error codes",
                            7,
                            "... <strong>E-04</strong> indicates thermocouple open circuit. Power-cycle the <strong>controller</strong> ...",
                        ),
                        bs_hit(
                            88,
                            "Firing schedules",
                            7,
                            "... cone 6 glaze firing on the big <strong>kiln</strong> ...",
                        ),
                    ],
                    "total": 2,
                }
            ),
        ),
        (
            "bookstack_export_page_markdown",
            {"id": 214},
            "# Kiln controller error codes\n\n| Code | Meaning | Action |\n|---|---|---|\n| E-01 | Kiln not heating | Check relays |\n| E-04 | Thermocouple open circuit | Switch off at wall, wait 10 min, reseat thermocouple lead, power on |\n| FAIL | Power failure during firing | Restart program from current temp |\n\nDo not open the lid above 150 °C. Cool-down to handling temperature takes about 14 hours after a cone 6 firing.\n",
        ),
        (
            "bookstack_get_page",
            {"id": 214},
            J(
                {
                    "id": 214,
                    "book_id": 7,
                    "chapter_id": 0,
                    "name": "Kiln controller error codes",
                    "slug": "kiln-controller-error-codes",
                    "html": '<h1 id="bkmrk-kiln">Kiln controller error codes</h1>...',
                    "priority": 3,
                    "created_at": "2023-06-01T10:00:00.000000Z",
                    "updated_at": "2024-02-05T10:00:00.000000Z",
                    "created_by": {"id": 3, "name": "Mo Clarke", "slug": "mo-clarke"},
                    "updated_by": {"id": 3, "name": "Mo Clarke", "slug": "mo-clarke"},
                    "owned_by": {"id": 3, "name": "Mo Clarke", "slug": "mo-clarke"},
                    "draft": False,
                    "markdown": "",
                    "revision_count": 6,
                    "template": False,
                    "editor": "wysiwyg",
                    "tags": [],
                }
            ),
        ),
        (
            "bookstack_update_page",
            {
                "id": 214,
                "markdown": "(existing content)\n\n> 2024-03-05: controller fuse replaced (F2, 2A slow-blow).",
            },
            J(
                {
                    "id": 214,
                    "book_id": 7,
                    "chapter_id": 0,
                    "name": "Kiln controller error codes",
                    "slug": "kiln-controller-error-codes",
                    "priority": 3,
                    "created_at": "2023-06-01T10:00:00.000000Z",
                    "updated_at": "2024-03-06T16:01:44.000000Z",
                    "created_by": {"id": 3, "name": "Mo Clarke", "slug": "mo-clarke"},
                    "updated_by": {"id": 11, "name": "API agent", "slug": "api-agent"},
                    "owned_by": {"id": 3, "name": "Mo Clarke", "slug": "mo-clarke"},
                    "draft": False,
                    "revision_count": 7,
                    "template": False,
                    "editor": "markdown",
                    "tags": [],
                }
            ),
        ),
    ],
)

S(
    "bookstack",
    "ok",
    2,
    "Give me an inventory of the BookStack 'Operations' book: every chapter and the pages in it.",
    [
        (
            "bookstack_list_books",
            {"filter[name]": "Operations"},
            J(
                {
                    "data": [
                        {
                            "id": 7,
                            "name": "Operations",
                            "slug": "operations",
                            "description": "How the co-op studio runs day to day",
                            "created_at": "2023-05-30T12:00:00.000000Z",
                            "updated_at": "2024-02-05T10:00:00.000000Z",
                            "created_by": 3,
                            "updated_by": 3,
                            "owned_by": 3,
                            "image_id": None,
                        }
                    ],
                    "total": 1,
                }
            ),
        ),
        (
            "bookstack_list_chapters",
            {"filter[book_id]": 7, "count": 50},
            J(
                {
                    "data": [
                        {
                            "id": 31,
                            "book_id": 7,
                            "name": "Kilns",
                            "slug": "kilns",
                            "description": "",
                            "priority": 1,
                            "created_at": "2023-06-01T09:00:00.000000Z",
                            "updated_at": "2023-06-01T09:00:00.000000Z",
                            "created_by": 3,
                            "updated_by": 3,
                            "owned_by": 3,
                        },
                        {
                            "id": 32,
                            "book_id": 7,
                            "name": "Membership",
                            "slug": "membership",
                            "description": "",
                            "priority": 2,
                            "created_at": "2023-06-02T09:00:00.000000Z",
                            "updated_at": "2023-09-10T09:00:00.000000Z",
                            "created_by": 5,
                            "updated_by": 5,
                            "owned_by": 5,
                        },
                    ],
                    "total": 2,
                }
            ),
        ),
        (
            "bookstack_list_pages",
            {"filter[book_id]": 7, "count": 5, "offset": 0},
            J(
                {
                    "data": [
                        {
                            "id": pid,
                            "book_id": 7,
                            "chapter_id": ch,
                            "name": n,
                            "slug": n.lower().replace(" ", "-"),
                            "priority": i,
                            "draft": False,
                            "template": False,
                            "created_at": "2023-06-01T10:00:00.000000Z",
                            "updated_at": "2024-01-1%dT10:00:00.000000Z" % i,
                            "created_by": 3,
                            "updated_by": 3,
                            "owned_by": 3,
                            "revision_count": 2 + i,
                            "editor": "wysiwyg",
                        }
                        for i, (pid, ch, n) in enumerate(
                            [
                                (88, 31, "Firing schedules"),
                                (214, 31, "Kiln controller error codes"),
                                (215, 31, "Loading the kiln"),
                                (230, 32, "Joining the studio"),
                                (231, 32, "Shelf rental"),
                            ]
                        )
                    ],
                    "total": 7,
                }
            ),
        ),
        (
            "bookstack_list_pages",
            {"filter[book_id]": 7, "count": 5, "offset": 5},
            J(
                {
                    "data": [
                        {
                            "id": pid,
                            "book_id": 7,
                            "chapter_id": ch,
                            "name": n,
                            "slug": n.lower().replace(" ", "-"),
                            "priority": i,
                            "draft": False,
                            "template": False,
                            "created_at": "2023-06-03T10:00:00.000000Z",
                            "updated_at": "2023-12-0%dT10:00:00.000000Z" % (i + 1),
                            "created_by": 5,
                            "updated_by": 5,
                            "owned_by": 5,
                            "revision_count": 1,
                            "editor": "wysiwyg",
                        }
                        for i, (pid, ch, n) in enumerate(
                            [
                                (232, 32, "Leaving and refunds"),
                                (240, 0, "Opening and closing checklist"),
                            ]
                        )
                    ],
                    "total": 7,
                }
            ),
        ),
    ],
)


def wj_search(results, sugg=()):
    return J(
        {
            "data": {
                "pages": {
                    "search": {
                        "results": results,
                        "suggestions": list(sugg),
                        "totalHits": len(results),
                    }
                }
            }
        }
    )


S(
    "wikijs",
    "ok",
    1,
    "On our Wiki.js, find the page explaining how to rotate the Vault unseal keys and give me the steps; also tell me when it was last edited.",
    [
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title description path locale} suggestions totalHits}}}",
                "variables": {"q": "vault unseal rotate"},
            },
            wj_search(
                [
                    {
                        "id": "57",
                        "title": "Vault: rekey and unseal",
                        "description": "Rotating unseal keys with operator rekey",
                        "path": "infra/vault/rekey",
                        "locale": "en",
                    },
                    {
                        "id": "12",
                        "title": "Vault overview",
                        "description": "",
                        "path": "infra/vault",
                        "locale": "en",
                    },
                ]
            ),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($id:Int!){pages{single(id:$id){id title path updatedAt authorName content}}}",
                "variables": {"id": 57},
            },
            J(
                {
                    "data": {
                        "pages": {
                            "single": {
                                "id": 57,
                                "title": "Vault: rekey and unseal",
                                "path": "infra/vault/rekey",
                                "updatedAt": "2023-11-02T09:41:27.512Z",
                                "authorName": "Femi Ade",
                                "content": "# Rekey\n\n1. Gather 3 of 5 current key holders.\n2. `vault operator rekey -init -key-shares=5 -key-threshold=3 -pgp-keys=...`\n3. Each holder runs `vault operator rekey -nonce=<nonce>` with their current share.\n4. Distribute the new encrypted shares; verify with `vault operator rekey -status`.\n\nNever store shares in the wiki.",
                            }
                        }
                    }
                }
            ),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($id:Int!){pages{history(id:$id){trail{versionId authorName actionType valueBefore valueAfter versionDate} total}}}",
                "variables": {"id": 57},
            },
            J(
                {
                    "data": {
                        "pages": {
                            "history": {
                                "trail": [
                                    {
                                        "versionId": 311,
                                        "authorName": "Femi Ade",
                                        "actionType": "edit",
                                        "valueBefore": None,
                                        "valueAfter": None,
                                        "versionDate": "2023-11-02T09:41:27.512Z",
                                    },
                                    {
                                        "versionId": 240,
                                        "authorName": "Femi Ade",
                                        "actionType": "initial",
                                        "valueBefore": None,
                                        "valueAfter": None,
                                        "versionDate": "2023-03-14T12:00:00.000Z",
                                    },
                                ],
                                "total": 2,
                            }
                        }
                    }
                }
            ),
        ),
    ],
)

S(
    "dokuwiki",
    "ok",
    1,
    "On the lab DokuWiki, find the autoclave SOP, read it, and append today's validation run (6 March, Bowie-Dick test pass) to the log section.",
    [
        (
            "dokuwiki_search",
            {"query": "autoclave"},
            "[{'id': 'sop:autoclave', 'score': 14, 'rev': 1706620211, 'mtime': 1706620211, 'size': 2311, 'snippet': 'Tuttnauer 3870 <strong class=\"search_hit\">autoclave</strong> standard operating procedure...', 'title': 'Autoclave SOP'}, {'id': 'equipment:list', 'score': 2, 'rev': 1699000021, 'mtime': 1699000021, 'size': 5120, 'snippet': '... | <strong class=\"search_hit\">Autoclave</strong> | room B2.14 |', 'title': 'Equipment list'}]",
        ),
        (
            "dokuwiki_get_page",
            {"id": "sop:autoclave"},
            "====== Autoclave SOP ======\n\n  * Model: Tuttnauer 3870 EA, room B2.14\n  * Daily: Bowie-Dick test before first run\n  * Liquids cycle: 121 °C, 20 min, slow exhaust\n\n===== Validation log =====\n^ Date ^ Test ^ Result ^ By ^\n| 2024-01-30 | Bowie-Dick | pass | RK |\n| 2024-02-27 | Spore strip | pass | LM |\n",
        ),
        (
            "dokuwiki_get_page_info",
            {"id": "sop:autoclave"},
            "{'name': 'sop:autoclave', 'lastModified': <DateTime '20240130T13:10:11' at 0x7f3a2c1b7d90>, 'author': 'rkhan', 'version': 1706620211}",
        ),
        (
            "dokuwiki_put_page",
            {
                "id": "sop:autoclave",
                "text": "(page text with new row)\n| 2024-03-06 | Bowie-Dick | pass | agent |\n",
                "summary": "validation 2024-03-06",
                "minor": False,
            },
            "True",
        ),
    ],
)


def xw_search(items):
    rows = "".join(
        f'<searchResult><link href="https://wiki.acme-robotics.de/rest/wikis/xwiki/spaces/{sp}/pages/{pg}" rel="http://www.xwiki.org/rel/page"/>'
        f"<type>page</type><id>xwiki:{sp}.{pg}</id><pageFullName>{sp}.{pg}</pageFullName><title>{t}</title><wiki>xwiki</wiki><space>{sp}</space><pageName>{pg}</pageName>"
        f"<modified>2024-0{i + 1}-1{i}T10:22:31+01:00</modified><author>XWiki.{a}</author><version>{i + 2}.1</version><score>{s}</score></searchResult>"
        for i, (sp, pg, t, a, s) in enumerate(items)
    )
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><searchResults xmlns="http://www.xwiki.org" template="http://www.xwiki.org/rest/wikis/xwiki/search?q={keywords}(&amp;scope={content|name|title|spaces|objects})*(&amp;number={number})(&amp;start={start})(&amp;orderField={fieldname}(&amp;order={asc|desc}))(&amp;distinct=1)(&amp;prettyNames={false|true})(&amp;wikis={wikis})(&amp;className={classname})">'
        + rows
        + "</searchResults>"
    )


S(
    "xwiki",
    "ok",
    1,
    "In XWiki, find the torque spec page for the R7 arm joints and list the attachments on it (I need the calibration PDF name).",
    [
        (
            "xwiki_search",
            {"q": "R7 torque spec", "scope": "content"},
            xw_search(
                [
                    ("Robots.R7", "TorqueSpecs", "R7 joint torque specifications", "HLang", 0.91),
                    ("Robots.R7", "WebHome", "R7 arm", "HLang", 0.33),
                ]
            ),
        ),
        (
            "xwiki_get_page",
            {"space": "Robots/spaces/R7", "page": "TorqueSpecs"},
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><page xmlns="http://www.xwiki.org"><link href="https://wiki.acme-robotics.de/rest/wikis/xwiki/spaces/Robots/spaces/R7/pages/TorqueSpecs" rel="self"/><id>xwiki:Robots.R7.TorqueSpecs</id><fullName>Robots.R7.TorqueSpecs</fullName><wiki>xwiki</wiki><space>Robots.R7</space><name>TorqueSpecs</name><title>R7 joint torque specifications</title><parent>Robots.R7.WebHome</parent><version>4.1</version><majorVersion>4</majorVersion><minorVersion>1</minorVersion><hidden>false</hidden><created>2022-09-01T08:00:00+02:00</created><creator>XWiki.HLang</creator><modified>2024-01-10T10:22:31+01:00</modified><modifier>XWiki.HLang</modifier><syntax>xwiki/2.1</syntax><content>= Rated torque =\n\n|=Joint|=Rated (Nm)|=Peak (Nm)\n|J1|120|310\n|J2|120|310\n|J3|54|140\n|J4-J6|18|44\n\nSee attached calibration report.</content></page>',
        ),
        (
            "xwiki_list_attachments",
            {"space": "Robots/spaces/R7", "page": "TorqueSpecs"},
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><attachments xmlns="http://www.xwiki.org"><attachment><link href="https://wiki.acme-robotics.de/rest/wikis/xwiki/spaces/Robots/spaces/R7/pages/TorqueSpecs/attachments/R7_cal_2023-12.pdf" rel="http://www.xwiki.org/rel/attachmentData"/><id>xwiki:Robots.R7.TorqueSpecs@R7_cal_2023-12.pdf</id><name>R7_cal_2023-12.pdf</name><size>1843302</size><version>1.1</version><pageId>xwiki:Robots.R7.TorqueSpecs</pageId><pageVersion>4.1</pageVersion><mimeType>application/pdf</mimeType><author>XWiki.HLang</author><date>2024-01-10T10:20:02+01:00</date><xwikiRelativeUrl>/bin/download/Robots/R7/TorqueSpecs/R7_cal_2023-12.pdf</xwikiRelativeUrl></attachment><attachment><link href="https://wiki.acme-robotics.de/rest/wikis/xwiki/spaces/Robots/spaces/R7/pages/TorqueSpecs/attachments/j3_curve.png" rel="http://www.xwiki.org/rel/attachmentData"/><id>xwiki:Robots.R7.TorqueSpecs@j3_curve.png</id><name>j3_curve.png</name><size>88410</size><version>1.1</version><pageId>xwiki:Robots.R7.TorqueSpecs</pageId><pageVersion>3.1</pageVersion><mimeType>image/png</mimeType><author>XWiki.HLang</author><date>2023-06-02T14:00:00+02:00</date><xwikiRelativeUrl>/bin/download/Robots/R7/TorqueSpecs/j3_curve.png</xwikiRelativeUrl></attachment></attachments>',
        ),
    ],
)

# wiki failures
OL_401 = J(
    {
        "ok": False,
        "error": "authentication_required",
        "status": 401,
        "message": "Authentication required",
    }
)
S(
    "outline",
    "fail",
    1,
    "Search our Outline wiki for the customer data retention policy and the GDPR deletion runbook and summarise how long we keep support tickets.",
    [
        ("outline_search", {"query": "data retention policy", "limit": 10}, OL_401),
        ("outline_search", {"query": "GDPR deletion runbook", "limit": 10}, OL_401),
        ("outline_search", {"query": "retention support tickets", "limit": 10}, OL_401),
        ("outline_collections_list", {"limit": 25}, OL_401),
        ("outline_search", {"query": "right to erasure", "limit": 10}, OL_401),
        ("outline_documents_list", {"collectionId": uuid("colSecurity"), "limit": 25}, OL_401),
        (
            "outline_search",
            {"query": "retention", "limit": 25, "statusFilter": ["published", "archived"]},
            OL_401,
        ),
    ],
)

S(
    "wikijs",
    "fail",
    1,
    "Find the Wiki.js pages describing our Postgres failover procedure and the Patroni config, and tell me the maximum lag allowed before failover.",
    [
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "postgres failover"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "patroni"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "maximum_lag_on_failover"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "database"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!,$p:String){pages{search(query:$q,path:$p){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "failover", "p": "infra"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "vault"},
            },
            wj_search([]),
        ),
        (
            "wikijs_graphql",
            {
                "query": "query($q:String!){pages{search(query:$q){results{id title path} suggestions totalHits}}}",
                "variables": {"q": "postgresql replication"},
            },
            wj_search([]),
        ),
    ],
)


def dw_fault(m):
    return '<Fault -32604: "server error. not authorized to call method %s">' % m


S(
    "dokuwiki",
    "fail",
    1,
    "Check the lab DokuWiki for the centrifuge booking rules and the list of trained users for the ultracentrifuge.",
    [
        ("dokuwiki_search", {"query": "centrifuge booking"}, dw_fault("dokuwiki.search")),
        ("dokuwiki_search", {"query": "ultracentrifuge"}, dw_fault("dokuwiki.search")),
        ("dokuwiki_get_page", {"id": "equipment:list"}, dw_fault("wiki.getPage")),
        ("dokuwiki_get_page", {"id": "sop:ultracentrifuge"}, dw_fault("wiki.getPage")),
        ("dokuwiki_list_pages", {"namespace": "sop"}, dw_fault("dokuwiki.getPagelist")),
        ("dokuwiki_get_page", {"id": "training:users"}, dw_fault("wiki.getPage")),
        ("dokuwiki_search", {"query": "Optima XPN"}, dw_fault("dokuwiki.search")),
    ],
)

XW_LOGIN = (
    '<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en">\n<head>\n<title>Log-in - XWiki</title>\n'
    '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />\n<link rel="stylesheet" type="text/css" href="/skins/flamingo/style.min.css" />\n</head>\n'
    '<body id="body" class="skin-flamingo wiki-xwiki space-XWiki viewbody">\n<div id="xwikicontent">\n<form id="loginForm" action="/bin/loginsubmit/XWiki/XWikiLogin" method="post">\n'
    '<div class="hidden"><input type="hidden" name="xredirect" value="/rest/wikis/xwiki/search"/></div>\n<dl>\n<dt><label for="j_username">Username</label></dt><dd><input type="text" id="j_username" name="j_username" value=""/></dd>\n'
    '<dt><label for="j_password">Password</label></dt><dd><input type="password" id="j_password" name="j_password" value=""/></dd>\n'
    '<dt><label><input id="rememberme" type="checkbox" name="j_rememberme" value="true"/> Remember me</label></dt>\n</dl>\n'
    '<p class="buttons"><input type="submit" class="button" value="Log-in"/></p>\n</form>\n</div>\n</body>\n</html>\n'
)
S(
    "xwiki",
    "fail",
    1,
    "From XWiki, get the R9 gripper pinout and the firmware changelog for version 2.3 and summarise what changed in the CAN messages.",
    [
        ("xwiki_search", {"q": "R9 gripper pinout", "scope": "content"}, XW_LOGIN),
        ("xwiki_search", {"q": "gripper firmware 2.3 changelog", "scope": "content"}, XW_LOGIN),
        ("xwiki_get_page", {"space": "Robots/spaces/R9", "page": "Gripper"}, XW_LOGIN),
        ("xwiki_search", {"q": "CAN messages gripper", "scope": "title"}, XW_LOGIN),
        ("xwiki_list_pages", {"space": "Robots/spaces/R9"}, XW_LOGIN),
        ("xwiki_get_page", {"space": "Firmware", "page": "Changelog"}, XW_LOGIN),
        ("xwiki_search", {"q": "R9", "scope": "name"}, XW_LOGIN),
    ],
)


# ---------------------------------------------------------- domain 5: small forges
def fj_user(login):
    return {
        "id": h("u" + login, 10**6),
        "login": login,
        "login_name": "",
        "full_name": "",
        "email": "%s@noreply.codeberg.org" % login,
        "avatar_url": "https://codeberg.org/avatars/%s" % hx(login, 32),
        "language": "",
        "is_admin": False,
        "last_login": "0001-01-01T00:00:00Z",
        "created": "2021-03-01T10:00:00Z",
        "restricted": False,
        "active": False,
        "prohibit_login": False,
        "location": "",
        "website": "",
        "description": "",
        "visibility": "public",
        "followers_count": 0,
        "following_count": 0,
        "starred_repos_count": 0,
        "username": login,
    }


def fj_issue(num, title, user, labels, comments, state="open"):
    return {
        "id": h("fji%d" % num, 10**7),
        "url": "https://codeberg.org/api/v1/repos/tidepool/tideclock/issues/%d" % num,
        "html_url": "https://codeberg.org/tidepool/tideclock/issues/%d" % num,
        "number": num,
        "user": fj_user(user),
        "original_author": "",
        "original_author_id": 0,
        "title": title,
        "body": "",
        "ref": "",
        "assets": [],
        "labels": [
            {
                "id": h(lab, 10**5),
                "name": lab,
                "exclusive": False,
                "is_archived": False,
                "color": "ee0701",
                "description": "",
                "url": "",
            }
            for lab in labels
        ],
        "milestone": None,
        "assignee": None,
        "assignees": None,
        "state": state,
        "is_locked": False,
        "comments": comments,
        "created_at": "2024-0%d-1%dT08:00:00+01:00" % (num % 2 + 1, num % 10),
        "updated_at": "2024-03-0%dT09:00:00+01:00" % (num % 5 + 1),
        "closed_at": None,
        "due_date": None,
        "pull_request": None,
        "repository": {
            "id": 144021,
            "name": "tideclock",
            "owner": "tidepool",
            "full_name": "tidepool/tideclock",
        },
        "pin_order": 0,
    }


S(
    "forgejo",
    "ok",
    1,
    "On Codeberg, go through all open bug issues in tidepool/tideclock and tell me which ones have no replies yet.",
    [
        (
            "forgejo_list_issues",
            {
                "owner": "tidepool",
                "repo": "tideclock",
                "state": "open",
                "labels": "bug",
                "type": "issues",
                "page": 1,
                "limit": 4,
            },
            J(
                [
                    fj_issue(71, "Wrong high tide for Brest after DST", "lenamarz", ["bug"], 3),
                    fj_issue(69, "Widget freezes on Android 13", "okke", ["bug", "android"], 0),
                    fj_issue(66, "Crash when station list is empty", "pjotr", ["bug"], 1),
                    fj_issue(
                        64, "Moon phase icon mirrored in southern hemisphere", "kiri_t", ["bug"], 0
                    ),
                ]
            ),
        ),
        (
            "forgejo_list_issues",
            {
                "owner": "tidepool",
                "repo": "tideclock",
                "state": "open",
                "labels": "bug",
                "type": "issues",
                "page": 2,
                "limit": 4,
            },
            J(
                [
                    fj_issue(58, "Feet/metres toggle not saved", "lenamarz", ["bug"], 0),
                    fj_issue(
                        51,
                        "Harmonics for Port Chalmers off by 20 min",
                        "kiri_t",
                        ["bug", "data"],
                        4,
                    ),
                ]
            ),
        ),
        (
            "forgejo_list_issues",
            {
                "owner": "tidepool",
                "repo": "tideclock",
                "state": "open",
                "labels": "bug",
                "type": "issues",
                "page": 3,
                "limit": 4,
            },
            "[]",
        ),
        (
            "forgejo_list_issue_comments",
            {"owner": "tidepool", "repo": "tideclock", "index": 66},
            J(
                [
                    {
                        "id": 1690211,
                        "html_url": "https://codeberg.org/tidepool/tideclock/issues/66#issuecomment-1690211",
                        "pull_request_url": "",
                        "issue_url": "https://codeberg.org/tidepool/tideclock/issues/66",
                        "user": fj_user("pjotr"),
                        "original_author": "",
                        "original_author_id": 0,
                        "body": "Stack trace attached, happens on first launch with no network.",
                        "assets": [],
                        "created_at": "2024-02-18T20:11:00+01:00",
                        "updated_at": "2024-02-18T20:11:00+01:00",
                    }
                ]
            ),
        ),
    ],
)

S(
    "forgejo",
    "ok",
    2,
    "Cut release v1.8.0 of tidepool/tideclock on Codeberg from main with the changelog I gave you, attach tideclock-1.8.0.apk, and label issues #71 and #64 'fixed-in-1.8'.",
    [
        (
            "forgejo_create_release",
            {
                "owner": "tidepool",
                "repo": "tideclock",
                "tag_name": "v1.8.0",
                "target_commitish": "main",
                "name": "v1.8.0",
                "body": "- DST fix for Brest\n- Southern hemisphere moon icon\n",
                "draft": False,
                "prerelease": False,
            },
            J(
                {
                    "id": 2140773,
                    "tag_name": "v1.8.0",
                    "target_commitish": "main",
                    "name": "v1.8.0",
                    "body": "- DST fix for Brest\n- Southern hemisphere moon icon\n",
                    "url": "https://codeberg.org/api/v1/repos/tidepool/tideclock/releases/2140773",
                    "html_url": "https://codeberg.org/tidepool/tideclock/releases/tag/v1.8.0",
                    "tarball_url": "https://codeberg.org/tidepool/tideclock/archive/v1.8.0.tar.gz",
                    "zipball_url": "https://codeberg.org/tidepool/tideclock/archive/v1.8.0.zip",
                    "hide_archive_links": False,
                    "upload_url": "https://codeberg.org/api/v1/repos/tidepool/tideclock/releases/2140773/assets",
                    "draft": False,
                    "prerelease": False,
                    "created_at": "2024-03-06T15:00:12+01:00",
                    "published_at": "2024-03-06T15:00:12+01:00",
                    "author": fj_user("lenamarz"),
                    "assets": [],
                    "archive_download_count": {"zip": 0, "tar_gz": 0},
                }
            ),
        ),
        (
            "forgejo_upload_release_asset",
            {
                "owner": "tidepool",
                "repo": "tideclock",
                "id": 2140773,
                "name": "tideclock-1.8.0.apk",
                "path": "build/outputs/apk/release/app-release.apk",
            },
            J(
                {
                    "id": 388102,
                    "name": "tideclock-1.8.0.apk",
                    "size": 6822419,
                    "download_count": 0,
                    "created_at": "2024-03-06T15:00:41+01:00",
                    "uuid": uuid("asset-apk"),
                    "browser_download_url": "https://codeberg.org/tidepool/tideclock/releases/download/v1.8.0/tideclock-1.8.0.apk",
                    "type": "attachment",
                }
            ),
        ),
        (
            "forgejo_add_issue_labels",
            {"owner": "tidepool", "repo": "tideclock", "index": 71, "labels": ["fixed-in-1.8"]},
            J(
                [
                    {
                        "id": h("bug", 10**5),
                        "name": "bug",
                        "exclusive": False,
                        "is_archived": False,
                        "color": "ee0701",
                        "description": "",
                        "url": "",
                    },
                    {
                        "id": 77120,
                        "name": "fixed-in-1.8",
                        "exclusive": False,
                        "is_archived": False,
                        "color": "0e8a16",
                        "description": "",
                        "url": "",
                    },
                ]
            ),
        ),
        (
            "forgejo_add_issue_labels",
            {"owner": "tidepool", "repo": "tideclock", "index": 64, "labels": ["fixed-in-1.8"]},
            J(
                [
                    {
                        "id": h("bug", 10**5),
                        "name": "bug",
                        "exclusive": False,
                        "is_archived": False,
                        "color": "ee0701",
                        "description": "",
                        "url": "",
                    },
                    {
                        "id": 77120,
                        "name": "fixed-in-1.8",
                        "exclusive": False,
                        "is_archived": False,
                        "color": "0e8a16",
                        "description": "",
                        "url": "",
                    },
                ]
            ),
        ),
    ],
)


def hut_show(jid, status, tasks):
    lines = [
        "%d %s" % (jid, status),
        "Owner: ~mkrause",
        "Created: 2024-03-06 14:20:31 +0000 UTC",
        "Updated: 2024-03-06 14:2%d:%02d +0000 UTC" % (len(tasks), 7 * len(tasks)),
        "Note: feed: pin shellcheck to 0.9",
        "",
    ]
    lines += ["%s %s" % (mark, name) for name, mark in tasks]
    return "\n".join(lines) + "\n"


S(
    "sourcehut",
    "ok",
    1,
    "Submit the .build.yml in ~/src/feedr to builds.sr.ht with the note 'feed: pin shellcheck to 0.9', wait for it to finish and tell me whether all tasks passed.",
    [
        (
            "shell",
            {
                "command": "cd ~/src/feedr && hut builds submit --note 'feed: pin shellcheck to 0.9' .build.yml"
            },
            "https://builds.sr.ht/~mkrause/job/1184205\n",
        ),
        (
            "shell",
            {"command": "hut builds show 1184205"},
            hut_show(
                1184205, "RUNNING", [("setup", "✔"), ("lint", "…"), ("test", "·"), ("package", "·")]
            ),
        ),
        (
            "shell",
            {"command": "sleep 60; hut builds show 1184205"},
            hut_show(
                1184205, "RUNNING", [("setup", "✔"), ("lint", "✔"), ("test", "…"), ("package", "·")]
            ),
        ),
        (
            "shell",
            {"command": "sleep 60; hut builds show 1184205"},
            hut_show(
                1184205, "RUNNING", [("setup", "✔"), ("lint", "✔"), ("test", "…"), ("package", "·")]
            ),
        ),
        (
            "shell",
            {"command": "sleep 90; hut builds show 1184205"},
            hut_show(
                1184205, "SUCCESS", [("setup", "✔"), ("lint", "✔"), ("test", "✔"), ("package", "✔")]
            ),
        ),
    ],
)


def pg_issue(iid, title, user, status="Open", tags=()):
    return {
        "assignee": None,
        "blocks": [],
        "close_status": None,
        "closed_at": None,
        "closed_by": None,
        "comments": [],
        "content": "",
        "custom_fields": [],
        "date_created": str(1706000000 + iid * 86400),
        "depends": [],
        "full_url": "https://pagure.io/fedora-infra/ansible-lint-rules/issue/%d" % iid,
        "id": iid,
        "last_updated": str(1709000000 + iid * 600),
        "milestone": None,
        "priority": None,
        "private": False,
        "related_prs": [],
        "status": status,
        "tags": list(tags),
        "title": title,
        "user": {"fullname": user.title(), "name": user, "url_path": "user/%s" % user},
    }


S(
    "pagure",
    "ok",
    1,
    "On pagure.io, look at open issues in fedora-infra/ansible-lint-rules tagged 'easyfix', read #42, and leave a comment offering to take it.",
    [
        (
            "pagure_list_issues",
            {
                "repo": "fedora-infra/ansible-lint-rules",
                "status": "Open",
                "tags": "easyfix",
                "per_page": 20,
            },
            J(
                {
                    "args": {
                        "assignee": None,
                        "author": None,
                        "milestones": [],
                        "no_stones": None,
                        "order": None,
                        "priority": None,
                        "since": None,
                        "status": "Open",
                        "tags": ["easyfix"],
                    },
                    "issues": [
                        pg_issue(
                            42,
                            "Rule E301 false positive with `changed_when: false`",
                            "kevin",
                            tags=["easyfix"],
                        ),
                        pg_issue(
                            39,
                            "Document how to disable a rule per play",
                            "zlopez",
                            tags=["easyfix", "docs"],
                        ),
                    ],
                    "pagination": {
                        "first": "https://pagure.io/api/0/fedora-infra/ansible-lint-rules/issues?per_page=20&status=Open&tags=easyfix&page=1",
                        "last": "https://pagure.io/api/0/fedora-infra/ansible-lint-rules/issues?per_page=20&status=Open&tags=easyfix&page=1",
                        "next": None,
                        "page": 1,
                        "pages": 1,
                        "per_page": 20,
                        "prev": None,
                    },
                    "total_issues": 2,
                }
            ),
        ),
        (
            "pagure_get_issue",
            {"repo": "fedora-infra/ansible-lint-rules", "issue_id": 42},
            J(
                pg_issue(
                    42,
                    "Rule E301 false positive with `changed_when: false`",
                    "kevin",
                    tags=["easyfix"],
                )
                | {
                    "content": "Tasks using `command:` with `changed_when: false` are still flagged by E301. The rule should skip them.",
                    "comments": [
                        {
                            "comment": "Should be a one-line check in rules/E301.py",
                            "date_created": "1709101000",
                            "edited_on": None,
                            "editor": None,
                            "id": 880211,
                            "notification": False,
                            "parent": None,
                            "reactions": {},
                            "user": {
                                "fullname": "Pierre-Yves Chibon",
                                "name": "pingou",
                                "url_path": "user/pingou",
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "pagure_comment_issue",
            {
                "repo": "fedora-infra/ansible-lint-rules",
                "issue_id": 42,
                "comment": "I'd like to take this one; PR coming this week.",
            },
            J({"message": "Comment added"}),
        ),
    ],
)

S(
    "pagure",
    "ok",
    2,
    "Does a project called 'tuned-profiles-nfv' exist on pagure.io, and if not, is there a fork or similarly named project? I only need to know what exists.",
    [
        (
            "pagure_list_projects",
            {"pattern": "tuned-profiles-nfv", "fork": False, "per_page": 20},
            J(
                {
                    "args": {
                        "fork": False,
                        "namespace": None,
                        "owner": None,
                        "page": 1,
                        "pattern": "tuned-profiles-nfv",
                        "per_page": 20,
                        "short": False,
                        "tags": [],
                        "username": None,
                    },
                    "pagination": {
                        "first": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned-profiles-nfv&fork=False&page=1",
                        "last": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned-profiles-nfv&fork=False&page=0",
                        "next": None,
                        "page": 1,
                        "pages": 0,
                        "per_page": 20,
                        "prev": None,
                    },
                    "projects": [],
                    "total_projects": 0,
                }
            ),
        ),
        (
            "pagure_list_projects",
            {"pattern": "tuned-profiles-nfv", "fork": True, "per_page": 20},
            J(
                {
                    "args": {
                        "fork": True,
                        "namespace": None,
                        "owner": None,
                        "page": 1,
                        "pattern": "tuned-profiles-nfv",
                        "per_page": 20,
                        "short": False,
                        "tags": [],
                        "username": None,
                    },
                    "pagination": {
                        "first": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned-profiles-nfv&fork=True&page=1",
                        "last": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned-profiles-nfv&fork=True&page=0",
                        "next": None,
                        "page": 1,
                        "pages": 0,
                        "per_page": 20,
                        "prev": None,
                    },
                    "projects": [],
                    "total_projects": 0,
                }
            ),
        ),
        (
            "pagure_list_projects",
            {"pattern": "tuned*", "short": True, "per_page": 20},
            J(
                {
                    "args": {
                        "fork": None,
                        "namespace": None,
                        "owner": None,
                        "page": 1,
                        "pattern": "tuned*",
                        "per_page": 20,
                        "short": True,
                        "tags": [],
                        "username": None,
                    },
                    "pagination": {
                        "first": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned%2A&short=1&page=1",
                        "last": "https://pagure.io/api/0/projects?per_page=20&pattern=tuned%2A&short=1&page=1",
                        "next": None,
                        "page": 1,
                        "pages": 1,
                        "per_page": 20,
                        "prev": None,
                    },
                    "projects": [
                        {
                            "description": "Tuning profile delivery mechanism",
                            "fullname": "tuned",
                            "name": "tuned",
                            "namespace": None,
                        },
                        {
                            "description": "Old home of tuned-profiles-realtime, moved to GitHub",
                            "fullname": "tuned-profiles-rt",
                            "name": "tuned-profiles-rt",
                            "namespace": None,
                        },
                    ],
                    "total_projects": 2,
                }
            ),
        ),
    ],
)


def gogs_repo(name, private, desc):
    return {
        "id": h("gr" + name, 10**4),
        "owner": {
            "id": 3,
            "username": "platform",
            "login": "platform",
            "full_name": "Platform team",
            "email": "",
            "avatar_url": "https://git.corp.lan/avatars/3",
        },
        "name": name,
        "full_name": "platform/%s" % name,
        "description": desc,
        "private": private,
        "fork": False,
        "parent": None,
        "empty": False,
        "mirror": False,
        "size": 40960 + h(name, 10**5),
        "html_url": "https://git.corp.lan/platform/%s" % name,
        "ssh_url": "git@git.corp.lan:platform/%s.git" % name,
        "clone_url": "https://git.corp.lan/platform/%s.git" % name,
        "website": "",
        "stars_count": h(name, 7),
        "forks_count": 0,
        "watchers_count": 3,
        "open_issues_count": h(name, 12),
        "default_branch": "master",
        "created_at": "2019-04-02T10:00:00Z",
        "updated_at": "2024-03-0%dT12:00:00Z" % (h(name, 5) + 1),
        "permissions": {"admin": True, "push": True, "pull": True},
    }


S(
    "gogs",
    "ok",
    1,
    "On our Gogs server, give the new contractor 'n.sato' write access to every private repo of the platform org that has 'terraform' in its name.",
    [
        (
            "gogs_list_org_repos",
            {"org": "platform"},
            J(
                [
                    gogs_repo("terraform-aws-base", True, "Base VPC and IAM modules"),
                    gogs_repo("terraform-dns", True, "Route53 zones"),
                    gogs_repo("runbooks", False, "Ops runbooks"),
                    gogs_repo("terraform-modules-public", False, "Mirrored public modules"),
                    gogs_repo("ansible-site", True, "Site playbooks"),
                ]
            ),
        ),
        (
            "gogs_add_collaborator",
            {
                "owner": "platform",
                "repo": "terraform-aws-base",
                "collaborator": "n.sato",
                "permission": "write",
            },
            "",
        ),
        (
            "gogs_add_collaborator",
            {
                "owner": "platform",
                "repo": "terraform-dns",
                "collaborator": "n.sato",
                "permission": "write",
            },
            "",
        ),
        (
            "gogs_list_collaborators",
            {"owner": "platform", "repo": "terraform-dns"},
            J(
                [
                    {
                        "id": 41,
                        "username": "n.sato",
                        "login": "n.sato",
                        "full_name": "Naoki Sato",
                        "email": "n.sato@contractor.corp.lan",
                        "avatar_url": "https://secure.gravatar.com/avatar/%s" % hx("nsato", 32),
                        "permissions": {"admin": False, "push": True, "pull": True},
                    },
                    {
                        "id": 7,
                        "username": "jberg",
                        "login": "jberg",
                        "full_name": "Jonas Berg",
                        "email": "jberg@corp.lan",
                        "avatar_url": "https://secure.gravatar.com/avatar/%s" % hx("jberg", 32),
                        "permissions": {"admin": True, "push": True, "pull": True},
                    },
                ]
            ),
        ),
    ],
)


def od_build(num, job, status, commit):
    return {
        "id": 90000 + num,
        "number": num,
        "projectId": 14,
        "submitterId": 3,
        "jobName": job,
        "status": status,
        "submitDate": "2024-03-06T09:%02d:00.000+00:00" % (num % 60),
        "pendingDate": "2024-03-06T09:%02d:01.000+00:00" % (num % 60),
        "runningDate": "2024-03-06T09:%02d:05.000+00:00" % (num % 60),
        "finishDate": "2024-03-06T09:%02d:40.000+00:00" % ((num + 7) % 60)
        if status in ("SUCCESSFUL", "FAILED")
        else None,
        "commitHash": commit,
        "refName": "refs/heads/main",
        "description": None,
        "paused": False,
        "agentId": 2 if status != "WAITING" else None,
    }


S(
    "onedev",
    "ok",
    1,
    "In OneDev, why did the last 'CI' build of project 'gateway' on main fail? Find it, look at the log tail, and re-run it once the flaky test is confirmed.",
    [
        (
            "onedev_query_builds",
            {
                "query": '"Project" is "gateway" and "Job" is "CI" and "Branch" is "main"',
                "offset": 0,
                "count": 3,
            },
            J(
                [
                    od_build(1322, "CI", "FAILED", hx("c1322", 40)),
                    od_build(1321, "CI", "SUCCESSFUL", hx("c1321", 40)),
                    od_build(1319, "CI", "SUCCESSFUL", hx("c1319", 40)),
                ]
            ),
        ),
        (
            "onedev_get_build_log",
            {"build_id": 91322, "tail": 12},
            '09:28:51 [test] > Task :gateway:test\n09:29:30 [test] RateLimiterIT > burstIsRejectedAfterLimit() FAILED\n09:29:30 [test]     java.lang.AssertionError: expected:<429> but was:<200>\n09:29:30 [test]         at RateLimiterIT.burstIsRejectedAfterLimit(RateLimiterIT.java:58)\n09:29:31 [test] 212 tests completed, 1 failed\n09:29:31 [test] FAILURE: Build failed with an exception.\n09:29:32 Command exited with code 1\n09:29:32 Step "test" is failed\n09:29:40 Job finished\n',
        ),
        (
            "onedev_query_builds",
            {
                "query": '"Project" is "gateway" and "Job" is "CI" and failed',
                "offset": 0,
                "count": 10,
            },
            J(
                [
                    od_build(1322, "CI", "FAILED", hx("c1322", 40)),
                    od_build(1288, "CI", "FAILED", hx("c1288", 40)),
                    od_build(1251, "CI", "FAILED", hx("c1251", 40)),
                ]
            ),
        ),
        ("onedev_rebuild", {"build_id": 91322}, "91327"),
        (
            "onedev_get_build",
            {"build_id": 91327},
            J(od_build(1327, "CI", "RUNNING", hx("c1322", 40))),
        ),
        (
            "onedev_get_build",
            {"build_id": 91327},
            J(od_build(1327, "CI", "SUCCESSFUL", hx("c1322", 40))),
        ),
    ],
)

# forge failures
CB_DOWN = (
    '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<title>Codeberg is down for maintenance</title>\n</head>\n<body>\n'
    "<h1>Codeberg is currently down for maintenance</h1>\n<p>We are performing scheduled maintenance on our database servers. "
    'Please check <a href="https://status.codeberg.eu">status.codeberg.eu</a> and '
    '<a href="https://social.anoxinon.de/@Codeberg">our Fediverse account</a> for updates.</p>\n</body>\n</html>\n'
)
S(
    "forgejo",
    "fail",
    1,
    "On Codeberg, list the open pull requests in tidepool/tideclock and tidepool/tide-harmonics, and tell me which ones have failing CI.",
    [
        (
            "forgejo_list_pulls",
            {"owner": "tidepool", "repo": "tideclock", "state": "open"},
            CB_DOWN,
        ),
        (
            "forgejo_list_pulls",
            {"owner": "tidepool", "repo": "tide-harmonics", "state": "open"},
            CB_DOWN,
        ),
        ("forgejo_get_repo", {"owner": "tidepool", "repo": "tideclock"}, CB_DOWN),
        (
            "forgejo_list_pulls",
            {"owner": "tidepool", "repo": "tideclock", "state": "all", "limit": 10},
            CB_DOWN,
        ),
        (
            "forgejo_get_commit_status",
            {"owner": "tidepool", "repo": "tideclock", "ref": "main"},
            CB_DOWN,
        ),
        ("forgejo_search_repos", {"q": "tide", "uid": 0, "limit": 10}, CB_DOWN),
        (
            "forgejo_list_pulls",
            {"owner": "tidepool", "repo": "tide-harmonics", "state": "open", "page": 1},
            CB_DOWN,
        ),
    ],
)

SH_AUTH = J(
    {
        "errors": [
            {
                "message": "Invalid or expired OAuth token",
                "locations": None,
                "path": None,
                "extensions": None,
            }
        ],
        "data": None,
    }
)
S(
    "sourcehut",
    "fail",
    1,
    "On sourcehut, list my git repositories updated this year and show the last three commits of ~mkrause/feedr.",
    [
        (
            "sourcehut_graphql",
            {
                "service": "git",
                "query": "{ me { repositories { results { name updated visibility } cursor } } }",
            },
            SH_AUTH,
        ),
        (
            "sourcehut_graphql",
            {
                "service": "git",
                "query": '{ repositoryByName(name: "feedr") { log { results { id title author { name } } } } }',
            },
            SH_AUTH,
        ),
        ("sourcehut_graphql", {"service": "git", "query": "{ me { canonicalName } }"}, SH_AUTH),
        (
            "sourcehut_graphql",
            {
                "service": "git",
                "query": '{ user(username: "mkrause") { repositories { results { name updated } } } }',
            },
            SH_AUTH,
        ),
        ("sourcehut_graphql", {"service": "meta", "query": "{ me { username email } }"}, SH_AUTH),
        (
            "sourcehut_graphql",
            {
                "service": "git",
                "query": '{ repositoryByName(name: "feedr") { name HEAD { name } } }',
            },
            SH_AUTH,
        ),
        (
            "sourcehut_graphql",
            {"service": "builds", "query": "{ jobs { results { id status note } } }"},
            SH_AUTH,
        ),
    ],
)


def gogs_down(path):
    return (
        "Error: HTTPSConnectionPool(host='git.corp.lan', port=443): Max retries exceeded with url: %s "
        "(Caused by NewConnectionError('<urllib3.connection.HTTPSConnection object at 0x7f1e9c2b4d60>: "
        "Failed to establish a new connection: [Errno 111] Connection refused'))" % path
    )


S(
    "gogs",
    "fail",
    1,
    "On our Gogs server, find who last pushed to platform/terraform-dns and list the open issues in platform/runbooks.",
    [
        (
            "gogs_get_repo",
            {"owner": "platform", "repo": "terraform-dns"},
            gogs_down("/api/v1/repos/platform/terraform-dns"),
        ),
        (
            "gogs_list_commits",
            {"owner": "platform", "repo": "terraform-dns", "sha": "master"},
            gogs_down("/api/v1/repos/platform/terraform-dns/commits?sha=master"),
        ),
        (
            "gogs_list_issues",
            {"owner": "platform", "repo": "runbooks", "state": "open"},
            gogs_down("/api/v1/repos/platform/runbooks/issues?state=open"),
        ),
        ("gogs_list_org_repos", {"org": "platform"}, gogs_down("/api/v1/orgs/platform/repos")),
        (
            "gogs_get_branch",
            {"owner": "platform", "repo": "terraform-dns", "branch": "master"},
            gogs_down("/api/v1/repos/platform/terraform-dns/branches/master"),
        ),
        ("gogs_search_repos", {"q": "runbooks"}, gogs_down("/api/v1/repos/search?q=runbooks")),
        (
            "gogs_list_issues",
            {"owner": "platform", "repo": "runbooks", "state": "open", "page": 1},
            gogs_down("/api/v1/repos/platform/runbooks/issues?state=open&page=1"),
        ),
    ],
)

S(
    "onedev",
    "fail",
    1,
    "In OneDev, list the open issues in project 'gateway' assigned to the payments team and the pull requests waiting for my review.",
    [
        (
            "onedev_query_issues",
            {"query": '"Project" is "gateway" and "State" is "Open"', "offset": 0, "count": 50},
            "[]",
        ),
        (
            "onedev_query_issues",
            {
                "query": '"Project" is "gateway" and "Assignees" is "payments"',
                "offset": 0,
                "count": 50,
            },
            "[]",
        ),
        ("onedev_query_pulls", {"query": "to be reviewed by me", "offset": 0, "count": 50}, "[]"),
        ("onedev_query_issues", {"query": '"State" is "Open"', "offset": 0, "count": 50}, "[]"),
        ("onedev_query_projects", {"query": '"Name" is "gateway"', "offset": 0, "count": 10}, "[]"),
        ("onedev_query_pulls", {"query": "open", "offset": 0, "count": 50}, "[]"),
        (
            "onedev_query_issues",
            {"query": '"Project" is "gateway"', "offset": 0, "count": 100},
            "[]",
        ),
        ("onedev_query_builds", {"query": '"Project" is "gateway"', "offset": 0, "count": 5}, "[]"),
    ],
)


# ---------------------------------------------------------------------- writer
def rows() -> list[dict]:
    out = []
    for s in SESSIONS:
        run_id = "%s-%s-%d" % (s["family"], s["kind"], s["n"])
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": "heldout65/%s" % s["family"],
                    "run_id": run_id,
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["kind"] == "ok"},
                }
            )
    return out


def main(out: Path) -> None:
    seen = set()
    for s in SESSIONS:
        key = (s["family"], s["kind"], s["n"])
        assert key not in seen, key
        seen.add(key)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout65.jsonl"
    )
