# ruff: noqa: E501 -- tool outputs and task texts are kept verbatim: long lines
"""Build tests/data/tool_heldout39.jsonl: a blind held-out fixture in the real-runs format.

56 sessions (36 successful, 20 failing) over five domain groups, written as the real tools and
their usual wrappers return results, before any detector was run on them.

Where each format comes from, family by family, and how sure it is:

Hospitality and restaurants
- opentable: OpenTable partner (GC/Connect) availability, slot lock and reservation JSON,
  written from the partner-API field names as publicly described (times_available,
  reservation_token, confirmation_number). Moderate: partner docs are gated, field names
  follow public SDK/wrapper code.
- resy: the unofficial but widely used Resy web API (/4/find, /3/venue) that MCP/agent
  wrappers call: {"query": ..., "results": {"venues": [{"venue": ..., "slots": [...]}]}}.
  Fairly sure of the shape (many open clients parse it).
- sevenrooms: SevenRooms API 2.4 envelopes {"status": 200, "data": {...}} and
  {"status": 401, "msg": ...}. Moderate.
- 7shifts: 7shifts API v2 list envelope {"data": [...], "meta": {"cursor": {...}}}. Fairly sure.
- marketman: MarketMan API v3 buyer endpoints ({"IsSuccess": true, "ErrorMessage": null,
  "Items": [...]}) as in its public Postman docs. Moderate.
- lightspeed-k: Lightspeed Restaurant K-Series financial API (dailyFinancials with
  nextPageToken, dataComplete) and the HTML maintenance page of its gateway. Moderate.

Nonprofit, grants and fundraising
- blackbaud-fe: Blackbaud SKY API general ledger ({"count": n, "value": [...]}) and its Azure
  API Management quota body {"statusCode": 403, "message": "Out of call volume quota..."}.
  Fairly sure.
- sf-npsp: Salesforce REST query results ({"totalSize", "done", "records", "nextRecordsUrl"})
  over NPSP objects and fields (npo02__TotalOppAmount__c, npe03__Recurring_Donation__c), and
  the INVALID_SESSION_ID error array. Sure.
- candid: Candid Essentials v3 / Charity Check v1 JSON ({"code", "message", "took", "data"}).
  Moderate (fields abridged).
- submittable: Submittable API v4 pages ({"items", "currentPage", "totalPages", "totalItems"}).
  Moderate.
- fluxx: Fluxx REST v2 ({"records": {"grant_request": [...]}, "total_entries", "per_page",
  "current_page", "total_pages"}). Moderate.
- benevity: Benevity giving reports API, JSON:API style ({"data": [...], "links", "meta"}).
  Low to moderate (docs are partner-gated).

Observability of ML and LLM apps
- langfuse: Langfuse public API (/api/public/traces, /observations, /scores, /metrics/daily):
  {"data": [...], "meta": {"page", "limit", "totalItems", "totalPages"}}. Sure (OpenAPI spec).
- phoenix: Arize Phoenix REST v1 spans ({"data": [...], "next_cursor": ...}) and dataset upload;
  a dead server read through the requests/httpx ConnectionError text. Fairly sure.
- helicone: Helicone POST /v1/request/query ({"data": [...], "error": null}). Moderate.
- langsmith: LangSmith SDK objects as a Python tool prints them, and the SDK's
  LangSmithRateLimitError text. Fairly sure.
- weave: W&B Weave calls (trace server calls/stream_query JSON lines, op_name weave:/// refs).
  Moderate.
- evidently: Evidently Report.as_dict() output (legacy 0.4 metric names) printed by a
  Python tool. Fairly sure.

Workflow orchestration on Kubernetes and queues
- celery: `celery inspect`/`control` CLI text ("-> worker@host: OK", "Error: No nodes replied
  within time constraint"). Sure.
- flower: Flower REST /api/task/info and /api/workers JSON. Fairly sure.
- rq: `rq info` / `rq requeue` CLI text. Fairly sure.
- sidekiq: Sidekiq::Web /stats and /stats/queues JSON; the login redirect HTML of a
  Devise-protected mount. Fairly sure.
- argo: `argo submit/get/list/logs` CLI text. Sure.
- kueue: `kubectl get workloads/clusterqueues/localqueues` tables (RESERVED IN, ADMITTED
  columns) and kubectl's "Unable to connect to the server" text. Sure.
- volcano: `vcctl job list/view` and `kubectl get vcjob/podgroup` tables. Moderate.

Embedded and firmware toolchains
- west: Zephyr `west build/flash/twister` output (CMake, ninja, nrfjprog/JLink runners). Sure.
- idf: ESP-IDF `idf.py` and esptool output, including esptool's "Failed to connect ... No
  serial data received". Sure.
- stm32prog: STM32_Programmer_CLI banners, probe lists and errors ("No STM32 target found!").
  Fairly sure.
- probe-rs: `probe-rs list/info/download/read` output and its "No probe was found" error.
  Moderate (wording changes between releases).
- renode: `renode-test` (Robot Framework) output and Renode monitor log lines. Fairly sure.
- mbed: Mbed CLI 1 (`mbed compile/deploy/import`, `mbedls`) output, including the clone
  failures seen after os.mbed.com repositories went away. Fairly sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout39"
ROWS: list[dict] = []


def hx(s: str, n: int = 8) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    h = hashlib.sha1(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha1(s.encode()).hexdigest()[:8], 16) % (hi - lo + 1)


def js(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def session(family: str, ok: bool, n: int, task: str, calls: list) -> None:
    run_id = f"{family}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- hospitality
def hospitality() -> None:
    # opentable ok 1: search, empty at asked time, wider window, lock, book
    rid = 1048213
    session(
        "opentable",
        True,
        1,
        "Find a table for 6 at Osteria Lupa this Friday around 7:30pm and book it under Dana Whitfield (dana.whitfield@fastmail.com, 312-555-0148).",
        [
            (
                "opentable_search_restaurants",
                {"term": "Osteria Lupa", "metro": "Chicago"},
                js(
                    {
                        "total_entries": 1,
                        "restaurants": [
                            {
                                "rid": rid,
                                "name": "Osteria Lupa",
                                "address": "1543 N Damen Ave",
                                "city": "Chicago",
                                "neighborhood": "Wicker Park",
                                "price_band": "$$$",
                                "cuisine": "Italian",
                                "max_party_size": 8,
                            }
                        ],
                    }
                ),
            ),
            (
                "opentable_get_availability",
                {
                    "rid": rid,
                    "date_time": "2025-03-14T19:30",
                    "party_size": 6,
                    "forward_minutes": 30,
                    "backward_minutes": 30,
                },
                js(
                    {
                        "rid": rid,
                        "party_size": 6,
                        "date_time": "2025-03-14T19:30",
                        "times_available": [],
                        "no_times_reasons": ["NoTimesExist"],
                    }
                ),
            ),
            (
                "opentable_get_availability",
                {
                    "rid": rid,
                    "date_time": "2025-03-14T19:30",
                    "party_size": 6,
                    "forward_minutes": 150,
                    "backward_minutes": 150,
                },
                js(
                    {
                        "rid": rid,
                        "party_size": 6,
                        "date_time": "2025-03-14T19:30",
                        "times_available": [
                            {"time": "2025-03-14T17:00", "seating_types": ["Standard"]},
                            {"time": "2025-03-14T21:45", "seating_types": ["Standard", "Bar"]},
                        ],
                        "no_times_reasons": [],
                    }
                ),
            ),
            (
                "opentable_lock_slot",
                {
                    "rid": rid,
                    "date_time": "2025-03-14T21:45",
                    "party_size": 6,
                    "seating_option": "Standard",
                },
                js(
                    {
                        "reservation_token": hx("ot-lock-lupa", 24),
                        "expires_at": "2025-03-11T16:52:07Z",
                    }
                ),
            ),
            (
                "opentable_make_reservation",
                {
                    "rid": rid,
                    "reservation_token": hx("ot-lock-lupa", 24),
                    "first_name": "Dana",
                    "last_name": "Whitfield",
                    "email_address": "dana.whitfield@fastmail.com",
                    "phone": {"number": "3125550148", "country_code": "US"},
                },
                js(
                    {
                        "confirmation_number": 1931,
                        "reservation_id": hx("ot-res-lupa", 12),
                        "rid": rid,
                        "date_time": "2025-03-14T21:45",
                        "party_size": 6,
                        "status": "Pending",
                        "manage_reservation_url": f"https://www.opentable.com/book/view?rid={rid}&confnumber=1931&token={hx('ot-res-lupa', 16)}",
                    }
                ),
            ),
        ],
    )

    # resy ok 1: a week of find calls, most legitimately empty
    lilia = {
        "id": {"resy": 418},
        "name": "Lilia",
        "type": "Italian",
        "location": {"neighborhood": "Williamsburg", "time_zone": "EST5EDT"},
    }
    days = [
        "2025-04-07",
        "2025-04-08",
        "2025-04-09",
        "2025-04-10",
        "2025-04-11",
        "2025-04-12",
        "2025-04-13",
    ]
    slots = {
        "2025-04-09": [("22:30:00", "Bar Counter")],
        "2025-04-13": [("17:00:00", "Dining Room"), ("17:15:00", "Dining Room")],
    }
    calls = []
    for d in days:
        sl = [
            {
                "config": {
                    "id": num(d + t, 100000, 999999),
                    "type": typ,
                    "token": f"rgs://resy/418/{num(d, 1000000, 9999999)}/3/{d}/{d}/{t}/2/{typ}",
                },
                "date": {
                    "start": f"{d} {t}",
                    "end": f"{d} {t[:2]}:{int(t[3:5]) + 15 if int(t[3:5]) < 45 else 59}:00",
                },
                "size": {"min": 1, "max": 2},
                "payment": {"is_paid": False, "cancellation_fee": 25.0},
            }
            for t, typ in slots.get(d, [])
        ]
        calls.append(
            (
                "resy_find_slots",
                {"venue_id": 418, "day": d, "party_size": 2},
                js(
                    {
                        "query": {"day": d, "party_size": 2, "time_filter": None},
                        "bookmark": None,
                        "results": {
                            "venues": [
                                {"venue": lilia, "slots": sl, "notifies": [], "templates": {}}
                            ]
                        },
                    }
                ),
            )
        )
    session(
        "resy",
        True,
        1,
        "Is there anything at Lilia for 2 on any night next week (Apr 7-13)? Just tell me what's open, don't book.",
        calls,
    )

    # sevenrooms ok 1: guest lookup, reservations, update notes, re-read
    cid = hx("sr-client-marcus", 20)
    resv = hx("sr-resv-marcus", 20)
    session(
        "sevenrooms",
        True,
        1,
        "Pull up Marcus Oyelaran's guest profile at Bramble & Vine and add a shellfish allergy note to his Saturday reservation.",
        [
            (
                "sevenrooms_search_clients",
                {"venue_group_id": "bramblevine", "query": "Oyelaran"},
                js(
                    {
                        "status": 200,
                        "data": {
                            "results": [
                                {
                                    "id": cid,
                                    "first_name": "Marcus",
                                    "last_name": "Oyelaran",
                                    "email": "m.oyelaran@outlook.com",
                                    "phone_number": "+16175550193",
                                    "tags": [
                                        {"tag": "VIP", "tag_category_name": "Guest Status"},
                                        {"tag": "Wine Club", "tag_category_name": "Membership"},
                                    ],
                                    "total_visits": 14,
                                    "total_spend_local": 3412.5,
                                    "notes": "Prefers booth 12.",
                                }
                            ]
                        },
                    }
                ),
            ),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "client_id": cid,
                    "from_date": "2025-05-09",
                    "to_date": "2025-05-18",
                },
                js(
                    {
                        "status": 200,
                        "data": {
                            "results": [
                                {
                                    "id": resv,
                                    "reference_code": "BVN-7Q2K",
                                    "date": "2025-05-10",
                                    "arrival_time": "19:00",
                                    "max_guests": 4,
                                    "status": "CONFIRMED",
                                    "table_numbers": ["12"],
                                    "notes": "",
                                    "client_requests": "Birthday - dessert candle",
                                }
                            ],
                            "cursor": None,
                        },
                    }
                ),
            ),
            (
                "sevenrooms_update_reservation",
                {
                    "reservation_id": resv,
                    "notes": "Guest has shellfish allergy (severe). Flag to kitchen.",
                },
                js({"status": 200, "data": {"reservation_id": resv, "updated": True}}),
            ),
            (
                "sevenrooms_update_client",
                {"client_id": cid, "notes": "Prefers booth 12. SHELLFISH ALLERGY (severe)."},
                js({"status": 200, "data": {"client_id": cid, "updated": True}}),
            ),
            (
                "sevenrooms_get_reservation",
                {"reservation_id": resv},
                js(
                    {
                        "status": 200,
                        "data": {
                            "reservation": {
                                "id": resv,
                                "reference_code": "BVN-7Q2K",
                                "date": "2025-05-10",
                                "arrival_time": "19:00",
                                "max_guests": 4,
                                "status": "CONFIRMED",
                                "notes": "Guest has shellfish allergy (severe). Flag to kitchen.",
                                "client_requests": "Birthday - dessert candle",
                                "updated": "2025-05-06T14:22:31",
                            }
                        },
                    }
                ),
            ),
        ],
    )

    # sevenrooms ok 2: not found by last name (legitimate), found by phone under another name
    session(
        "sevenrooms",
        True,
        2,
        "A caller says she has a reservation tonight under Kowalczyk at the Back Bay venue; confirm whether it exists.",
        [
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "from_date": "2025-05-06",
                    "to_date": "2025-05-06",
                    "last_name": "Kowalczyk",
                },
                js({"status": 200, "data": {"results": [], "cursor": None}}),
            ),
            (
                "sevenrooms_search_clients",
                {"venue_group_id": "bramblevine", "query": "Kowalczyk"},
                js({"status": 200, "data": {"results": []}}),
            ),
            (
                "sevenrooms_search_clients",
                {"venue_group_id": "bramblevine", "query": "+16175550427"},
                js(
                    {
                        "status": 200,
                        "data": {
                            "results": [
                                {
                                    "id": hx("sr-client-reyes"),
                                    "first_name": "Ania",
                                    "last_name": "Reyes",
                                    "email": "ania.reyes@gmail.com",
                                    "phone_number": "+16175550427",
                                    "tags": [],
                                    "total_visits": 2,
                                    "notes": "",
                                }
                            ]
                        },
                    }
                ),
            ),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "client_id": hx("sr-client-reyes"),
                    "from_date": "2025-05-06",
                    "to_date": "2025-05-06",
                },
                js(
                    {
                        "status": 200,
                        "data": {
                            "results": [
                                {
                                    "id": hx("sr-resv-reyes", 20),
                                    "reference_code": "BVN-3M8T",
                                    "date": "2025-05-06",
                                    "arrival_time": "20:15",
                                    "max_guests": 2,
                                    "status": "CONFIRMED",
                                    "table_numbers": [],
                                    "notes": "",
                                }
                            ],
                            "cursor": None,
                        },
                    }
                ),
            ),
        ],
    )

    # 7shifts ok 1: paging shifts, then users, then create a shift
    def shift(i, uid_, role, start, end, pub):
        return {
            "id": 880000000 + num(f"7s{i}", 1000, 99999),
            "user_id": uid_,
            "location_id": 201455,
            "department_id": 66012,
            "role_id": role,
            "start": start,
            "end": end,
            "open": False,
            "draft": not pub,
            "notes": "",
            "unassigned": False,
        }

    p1 = [
        shift(1, 3310, 9001, "2025-06-09T16:00:00-04:00", "2025-06-09T23:00:00-04:00", True),
        shift(2, 3318, 9001, "2025-06-09T11:00:00-04:00", "2025-06-09T16:30:00-04:00", True),
        shift(3, 3342, 9001, "2025-06-10T16:00:00-04:00", "2025-06-10T23:00:00-04:00", True),
    ]
    p2 = [
        shift(4, 3310, 9001, "2025-06-11T16:00:00-04:00", "2025-06-11T23:30:00-04:00", False),
        shift(5, 3357, 9001, "2025-06-12T11:00:00-04:00", "2025-06-12T17:00:00-04:00", False),
        shift(6, 3318, 9001, "2025-06-13T16:00:00-04:00", "2025-06-13T23:59:00-04:00", False),
    ]
    p3 = [shift(7, 3342, 9001, "2025-06-14T10:00:00-04:00", "2025-06-14T16:00:00-04:00", False)]
    session(
        "7shifts",
        True,
        1,
        "Which servers are on the Midtown schedule next week (Jun 9-15), which shifts are still unpublished drafts, and add an open Sunday brunch server shift 10-4.",
        [
            (
                "sevenshifts_list_shifts",
                {
                    "company_id": 148822,
                    "location_id": 201455,
                    "role_id": 9001,
                    "start[gte]": "2025-06-09",
                    "start[lte]": "2025-06-15",
                    "limit": 3,
                },
                js(
                    {
                        "data": p1,
                        "meta": {
                            "cursor": {"current": "MA==", "prev": None, "next": "Mw==", "count": 3}
                        },
                    }
                ),
            ),
            (
                "sevenshifts_list_shifts",
                {
                    "company_id": 148822,
                    "location_id": 201455,
                    "role_id": 9001,
                    "start[gte]": "2025-06-09",
                    "start[lte]": "2025-06-15",
                    "limit": 3,
                    "cursor": "Mw==",
                },
                js(
                    {
                        "data": p2,
                        "meta": {
                            "cursor": {
                                "current": "Mw==",
                                "prev": "MA==",
                                "next": "Ng==",
                                "count": 3,
                            }
                        },
                    }
                ),
            ),
            (
                "sevenshifts_list_shifts",
                {
                    "company_id": 148822,
                    "location_id": 201455,
                    "role_id": 9001,
                    "start[gte]": "2025-06-09",
                    "start[lte]": "2025-06-15",
                    "limit": 3,
                    "cursor": "Ng==",
                },
                js(
                    {
                        "data": p3,
                        "meta": {
                            "cursor": {"current": "Ng==", "prev": "Mw==", "next": None, "count": 1}
                        },
                    }
                ),
            ),
            (
                "sevenshifts_list_users",
                {"company_id": 148822, "location_id": 201455, "active": True},
                js(
                    {
                        "data": [
                            {
                                "id": 3310,
                                "first_name": "Tomas",
                                "last_name": "Echeverria",
                                "type": "employee",
                                "active": True,
                            },
                            {
                                "id": 3318,
                                "first_name": "Keisha",
                                "last_name": "Bramwell",
                                "type": "employee",
                                "active": True,
                            },
                            {
                                "id": 3342,
                                "first_name": "Ravi",
                                "last_name": "Anand",
                                "type": "employee",
                                "active": True,
                            },
                            {
                                "id": 3357,
                                "first_name": "Hollis",
                                "last_name": "Greer",
                                "type": "employee",
                                "active": True,
                            },
                            {
                                "id": 3361,
                                "first_name": "Mireille",
                                "last_name": "Dufresne",
                                "type": "manager",
                                "active": True,
                            },
                        ],
                        "meta": {
                            "cursor": {"current": "MA==", "prev": None, "next": None, "count": 5}
                        },
                    }
                ),
            ),
            (
                "sevenshifts_create_shift",
                {
                    "company_id": 148822,
                    "location_id": 201455,
                    "department_id": 66012,
                    "role_id": 9001,
                    "start": "2025-06-15T10:00:00-04:00",
                    "end": "2025-06-15T16:00:00-04:00",
                    "open": True,
                },
                js(
                    {
                        "data": {
                            "id": 880099431,
                            "location_id": 201455,
                            "role_id": 9001,
                            "user_id": 0,
                            "open": True,
                            "draft": True,
                            "start": "2025-06-15T10:00:00-04:00",
                            "end": "2025-06-15T16:00:00-04:00",
                        }
                    }
                ),
            ),
        ],
    )

    # marketman ok 1: counts, par levels, vendor, order
    session(
        "marketman",
        True,
        1,
        "Check the dairy counts at the Wicker Park kitchen and order anything below par from Hillside Dairy for Thursday delivery.",
        [
            (
                "marketman_get_inventory_counts",
                {
                    "BuyerGuid": hx("mm-buyer-wp", 32),
                    "DateTimeFromUTC": "2025/07/01 00:00:00",
                    "DateTimeToUTC": "2025/07/07 23:59:59",
                },
                js(
                    {
                        "InventoryCounts": [
                            {
                                "ID": 88123,
                                "CountDateUTC": "2025/07/06 22:41:00",
                                "IsDraft": False,
                                "Items": [
                                    {
                                        "ItemID": 5501,
                                        "ItemName": "Heavy Cream 36%",
                                        "Category": "Dairy",
                                        "Quantity": 3.0,
                                        "UOMName": "qt",
                                    },
                                    {
                                        "ItemID": 5502,
                                        "ItemName": "Whole Milk",
                                        "Category": "Dairy",
                                        "Quantity": 4.0,
                                        "UOMName": "gal",
                                    },
                                    {
                                        "ItemID": 5507,
                                        "ItemName": "Unsalted Butter",
                                        "Category": "Dairy",
                                        "Quantity": 18.0,
                                        "UOMName": "lb",
                                    },
                                    {
                                        "ItemID": 5511,
                                        "ItemName": "Parmigiano Reggiano",
                                        "Category": "Dairy",
                                        "Quantity": 2.5,
                                        "UOMName": "lb",
                                    },
                                    {
                                        "ItemID": 5514,
                                        "ItemName": "Mascarpone",
                                        "Category": "Dairy",
                                        "Quantity": 0.0,
                                        "UOMName": "lb",
                                    },
                                ],
                            }
                        ],
                        "IsSuccess": True,
                        "ErrorMessage": None,
                        "ErrorCode": None,
                    }
                ),
            ),
            (
                "marketman_get_items",
                {"BuyerGuid": hx("mm-buyer-wp", 32), "ItemIDs": [5501, 5502, 5507, 5511, 5514]},
                js(
                    {
                        "Items": [
                            {
                                "ID": 5501,
                                "Name": "Heavy Cream 36%",
                                "ParLevel": 8.0,
                                "MinOnHand": 4.0,
                                "VendorName": "Hillside Dairy",
                                "CatalogItemCode": "HD-CRM36-QT",
                            },
                            {
                                "ID": 5502,
                                "Name": "Whole Milk",
                                "ParLevel": 6.0,
                                "MinOnHand": 3.0,
                                "VendorName": "Hillside Dairy",
                                "CatalogItemCode": "HD-WM-GAL",
                            },
                            {
                                "ID": 5507,
                                "Name": "Unsalted Butter",
                                "ParLevel": 15.0,
                                "MinOnHand": 8.0,
                                "VendorName": "Hillside Dairy",
                                "CatalogItemCode": "HD-BTR-UNS",
                            },
                            {
                                "ID": 5511,
                                "Name": "Parmigiano Reggiano",
                                "ParLevel": 5.0,
                                "MinOnHand": 2.0,
                                "VendorName": "Tutto Italia Imports",
                                "CatalogItemCode": "TI-PR24",
                            },
                            {
                                "ID": 5514,
                                "Name": "Mascarpone",
                                "ParLevel": 3.0,
                                "MinOnHand": 1.0,
                                "VendorName": "Hillside Dairy",
                                "CatalogItemCode": "HD-MASC-LB",
                            },
                        ],
                        "IsSuccess": True,
                        "ErrorMessage": None,
                        "ErrorCode": None,
                    }
                ),
            ),
            (
                "marketman_get_vendors",
                {"BuyerGuid": hx("mm-buyer-wp", 32)},
                js(
                    {
                        "Vendors": [
                            {
                                "Guid": hx("mm-v-hill", 32),
                                "Name": "Hillside Dairy",
                                "DeliveryDays": "Mon,Thu",
                                "OrderCutoffTime": "14:00",
                                "MinimumOrder": 150.0,
                            },
                            {
                                "Guid": hx("mm-v-tutto", 32),
                                "Name": "Tutto Italia Imports",
                                "DeliveryDays": "Tue",
                                "OrderCutoffTime": "12:00",
                                "MinimumOrder": 300.0,
                            },
                            {
                                "Guid": hx("mm-v-sysco", 32),
                                "Name": "Sysco Chicago",
                                "DeliveryDays": "Mon,Wed,Fri",
                                "OrderCutoffTime": "17:00",
                                "MinimumOrder": 500.0,
                            },
                        ],
                        "IsSuccess": True,
                        "ErrorMessage": None,
                        "ErrorCode": None,
                    }
                ),
            ),
            (
                "marketman_create_order",
                {
                    "BuyerGuid": hx("mm-buyer-wp", 32),
                    "VendorGuid": hx("mm-v-hill", 32),
                    "DeliveryDateUTC": "2025/07/10",
                    "Items": [
                        {"CatalogItemCode": "HD-CRM36-QT", "Quantity": 5},
                        {"CatalogItemCode": "HD-WM-GAL", "Quantity": 2},
                        {"CatalogItemCode": "HD-MASC-LB", "Quantity": 3},
                    ],
                },
                js(
                    {
                        "OrderNumber": "PO-WP-004417",
                        "OrderID": 2219834,
                        "TotalPrice": 164.35,
                        "IsSuccess": True,
                        "ErrorMessage": None,
                        "ErrorCode": None,
                    }
                ),
            ),
            (
                "marketman_send_order",
                {"BuyerGuid": hx("mm-buyer-wp", 32), "OrderID": 2219834},
                js({"IsSuccess": True, "ErrorMessage": None, "ErrorCode": None}),
            ),
        ],
    )

    # lightspeed-k ok 1: daily financials paged
    def sale(i, item, qty, amt, table):
        return {
            "receiptId": f"R{num('lsk' + str(i), 100000, 999999)}",
            "timeClosed": f"2025-08-09T{19 + i % 4:02d}:{(i * 7) % 60:02d}:00-07:00",
            "tableNumber": table,
            "salesLines": [
                {
                    "sku": hx(item, 6).upper(),
                    "name": item,
                    "quantity": qty,
                    "totalNetAmountWithTax": amt,
                    "accountingGroup": "Food",
                }
            ],
        }

    session(
        "lightspeed-k",
        True,
        1,
        "What were the item sales for last Saturday's dinner service (after 5pm) at the Harbor location? Top sellers please.",
        [
            (
                "lightspeed_list_businesses",
                {},
                js(
                    {
                        "businesses": [
                            {
                                "businessId": 45521,
                                "businessName": "Pier Nine Group",
                                "businessLocations": [
                                    {"blId": 45521000771, "blName": "Harbor"},
                                    {"blId": 45521000772, "blName": "Old Town"},
                                ],
                            }
                        ]
                    }
                ),
            ),
            (
                "lightspeed_daily_financials",
                {"businessLocationId": 45521000771, "date": "2025-08-09", "pageSize": 3},
                js(
                    {
                        "dataComplete": True,
                        "sales": [
                            sale(1, "Dungeness Crab Roll", 2, 58.0, "14"),
                            sale(2, "Cioppino", 1, 42.0, "14"),
                            sale(3, "Oysters (dozen)", 1, 39.0, "B2"),
                        ],
                        "nextPageToken": "eyJvIjozfQ",
                    }
                ),
            ),
            (
                "lightspeed_daily_financials",
                {
                    "businessLocationId": 45521000771,
                    "date": "2025-08-09",
                    "pageSize": 3,
                    "nextPageToken": "eyJvIjozfQ",
                },
                js(
                    {
                        "dataComplete": True,
                        "sales": [
                            sale(4, "Dungeness Crab Roll", 3, 87.0, "7"),
                            sale(5, "Clam Chowder Bowl", 2, 28.0, "7"),
                            sale(6, "Cioppino", 2, 84.0, "21"),
                        ],
                        "nextPageToken": "eyJvIjo2fQ",
                    }
                ),
            ),
            (
                "lightspeed_daily_financials",
                {
                    "businessLocationId": 45521000771,
                    "date": "2025-08-09",
                    "pageSize": 3,
                    "nextPageToken": "eyJvIjo2fQ",
                },
                js(
                    {
                        "dataComplete": True,
                        "sales": [sale(7, "Key Lime Pie", 4, 44.0, "21")],
                        "nextPageToken": None,
                    }
                ),
            ),
        ],
    )

    # ------------- failing hospitality
    # resy fail: wrapper pinned to NYC coordinates -> same NYC venues for every SF query
    nyc = [
        {
            "name": "Carbone",
            "id": 6194,
            "neighborhood": "Greenwich Village",
            "locality": "New York",
        },
        {"name": "Don Angie", "id": 1505, "neighborhood": "West Village", "locality": "New York"},
        {"name": "Via Carota", "id": 2567, "neighborhood": "West Village", "locality": "New York"},
    ]
    hits = js(
        {
            "search": {
                "hits": [
                    {
                        "name": v["name"],
                        "id": {"resy": v["id"]},
                        "neighborhood": v["neighborhood"],
                        "locality": v["locality"],
                        "region": "NY",
                        "cuisine": ["Italian"],
                        "rating": {"average": 4.7},
                    }
                    for v in nyc
                ],
                "nbHits": 3,
            },
            "meta": {"offset": 0, "limit": 10},
        }
    )
    calls = [
        ("resy_search_venues", {"query": q, "party_size": 4, "day": "2025-09-20"}, hits)
        for q in [
            "Zuni Cafe",
            "State Bird Provisions San Francisco",
            "Nopa",
            "Italian Mission District",
            "Flour + Water",
            "dinner San Francisco",
        ]
    ]
    calls.append(
        (
            "resy_find_slots",
            {"venue_id": 6194, "day": "2025-09-20", "party_size": 4},
            js(
                {
                    "query": {"day": "2025-09-20", "party_size": 4},
                    "bookmark": None,
                    "results": {
                        "venues": [
                            {
                                "venue": {
                                    "id": {"resy": 6194},
                                    "name": "Carbone",
                                    "location": {
                                        "neighborhood": "Greenwich Village",
                                        "time_zone": "EST5EDT",
                                    },
                                },
                                "slots": [],
                                "notifies": [],
                            }
                        ]
                    },
                }
            ),
        )
    )
    calls.append(
        (
            "resy_search_venues",
            {
                "query": "Zuni Cafe 1658 Market St",
                "party_size": 4,
                "day": "2025-09-20",
                "geo": {"city": "San Francisco"},
            },
            hits,
        )
    )
    session(
        "resy",
        False,
        1,
        "Book a table for 4 in San Francisco on Saturday Sep 20 around 8pm - Zuni Cafe if possible, otherwise somewhere similar in the Mission.",
        calls,
    )

    # sevenrooms fail: token expired
    exp = js({"status": 401, "msg": "Token has expired. Please reauthenticate."})
    session(
        "sevenrooms",
        False,
        1,
        "How many covers do we have booked at each Bramble & Vine venue for Mother's Day brunch, and who are the VIPs?",
        [
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "from_date": "2025-05-11",
                    "to_date": "2025-05-11",
                },
                exp,
            ),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-cambridge",
                    "from_date": "2025-05-11",
                    "to_date": "2025-05-11",
                },
                exp,
            ),
            ("sevenrooms_list_venues", {"venue_group_id": "bramblevine"}, exp),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "from_date": "2025-05-11",
                    "to_date": "2025-05-11",
                    "shift_category": "BRUNCH",
                },
                exp,
            ),
            ("sevenrooms_search_clients", {"venue_group_id": "bramblevine", "query": "VIP"}, exp),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-somerville",
                    "from_date": "2025-05-11",
                    "to_date": "2025-05-11",
                },
                exp,
            ),
            (
                "sevenrooms_list_reservations",
                {
                    "venue_id": "bramblevine-boston",
                    "from_date": "2025-05-10",
                    "to_date": "2025-05-12",
                },
                exp,
            ),
        ],
    )

    # marketman fail: wrong buyer guid (demo buyer) -> empty everywhere with IsSuccess true
    empty_items = js({"Items": [], "IsSuccess": True, "ErrorMessage": None, "ErrorCode": None})
    session(
        "marketman",
        False,
        1,
        "What did we pay per case for fryer oil from each vendor over the last 3 months at the Logan Square kitchen?",
        [
            (
                "marketman_get_items",
                {"BuyerGuid": hx("mm-buyer-demo", 32), "SearchTerm": "fryer oil"},
                empty_items,
            ),
            (
                "marketman_get_items",
                {"BuyerGuid": hx("mm-buyer-demo", 32), "SearchTerm": "canola"},
                empty_items,
            ),
            (
                "marketman_get_vendors",
                {"BuyerGuid": hx("mm-buyer-demo", 32)},
                js({"Vendors": [], "IsSuccess": True, "ErrorMessage": None, "ErrorCode": None}),
            ),
            (
                "marketman_get_orders_by_date",
                {
                    "BuyerGuid": hx("mm-buyer-demo", 32),
                    "DateTimeFromUTC": "2025/04/01 00:00:00",
                    "DateTimeToUTC": "2025/06/30 23:59:59",
                },
                js({"Orders": [], "IsSuccess": True, "ErrorMessage": None, "ErrorCode": None}),
            ),
            (
                "marketman_get_items",
                {"BuyerGuid": hx("mm-buyer-demo", 32), "SearchTerm": "oil"},
                empty_items,
            ),
            (
                "marketman_get_inventory_counts",
                {
                    "BuyerGuid": hx("mm-buyer-demo", 32),
                    "DateTimeFromUTC": "2025/06/01 00:00:00",
                    "DateTimeToUTC": "2025/06/30 23:59:59",
                },
                js(
                    {
                        "InventoryCounts": [],
                        "IsSuccess": True,
                        "ErrorMessage": None,
                        "ErrorCode": None,
                    }
                ),
            ),
            ("marketman_get_items", {"BuyerGuid": hx("mm-buyer-demo", 32)}, empty_items),
        ],
    )

    # lightspeed-k fail: maintenance page
    maint = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Scheduled maintenance | Lightspeed</title></head>\n'
        '<body><div class="container"><img src="/static/ls-logo.svg" alt="Lightspeed">\n<h1>We\'ll be right back</h1>\n'
        "<p>Lightspeed Restaurant is undergoing scheduled maintenance. We expect to be back online shortly.</p>\n"
        '<p>Check <a href="https://status.lightspeedhq.com">status.lightspeedhq.com</a> for updates.</p></div></body></html>'
    )
    session(
        "lightspeed-k",
        False,
        1,
        "Compare yesterday's net sales and voids between the Harbor and Old Town locations.",
        [
            (
                "lightspeed_daily_financials",
                {"businessLocationId": 45521000771, "date": "2025-08-17"},
                maint,
            ),
            (
                "lightspeed_daily_financials",
                {"businessLocationId": 45521000772, "date": "2025-08-17"},
                maint,
            ),
            ("lightspeed_list_businesses", {}, maint),
            (
                "lightspeed_daily_financials",
                {"businessLocationId": 45521000771, "date": "2025-08-17", "include": "voids"},
                maint,
            ),
            (
                "lightspeed_sales_summary",
                {
                    "businessLocationId": 45521000771,
                    "from": "2025-08-17T00:00:00-07:00",
                    "to": "2025-08-18T00:00:00-07:00",
                },
                maint,
            ),
            (
                "lightspeed_sales_summary",
                {
                    "businessLocationId": 45521000772,
                    "from": "2025-08-17T00:00:00-07:00",
                    "to": "2025-08-18T00:00:00-07:00",
                },
                maint,
            ),
        ],
    )


# ---------------------------------------------------------------- nonprofit
def nonprofit() -> None:
    # blackbaud-fe ok 1
    session(
        "blackbaud-fe",
        True,
        1,
        "What's the remaining FY25 budget in the Youth Literacy fund, and which journal entries hit it this month?",
        [
            (
                "sky_fe_list_funds",
                {"search_text": "Youth Literacy"},
                js(
                    {
                        "count": 1,
                        "value": [
                            {
                                "fund_id": 410,
                                "fund_code": "410",
                                "description": "Youth Literacy Initiative",
                                "fund_category": "Temporarily restricted",
                                "status": "Active",
                                "starting_balance": 0,
                            }
                        ],
                    }
                ),
            ),
            (
                "sky_fe_list_accounts",
                {"fund_id": 410, "limit": 25},
                js(
                    {
                        "count": 3,
                        "value": [
                            {
                                "account_id": 20911,
                                "account_number": "410-5100-01",
                                "description": "Program supplies - Youth Literacy",
                                "category": "Expense",
                                "status": "Active",
                            },
                            {
                                "account_id": 20912,
                                "account_number": "410-5200-01",
                                "description": "Tutor stipends - Youth Literacy",
                                "category": "Expense",
                                "status": "Active",
                            },
                            {
                                "account_id": 20915,
                                "account_number": "410-4100-01",
                                "description": "Restricted grant revenue",
                                "category": "Revenue",
                                "status": "Active",
                            },
                        ],
                    }
                ),
            ),
            (
                "sky_fe_get_account_balances",
                {
                    "account_ids": [20911, 20912, 20915],
                    "fiscal_year": "FY25",
                    "scenario": "Board Approved",
                },
                js(
                    {
                        "count": 3,
                        "value": [
                            {
                                "account_id": 20911,
                                "budget": 38000.0,
                                "actual": 21457.18,
                                "encumbrance": 1200.0,
                            },
                            {
                                "account_id": 20912,
                                "budget": 96000.0,
                                "actual": 58880.0,
                                "encumbrance": 0.0,
                            },
                            {
                                "account_id": 20915,
                                "budget": 150000.0,
                                "actual": 150000.0,
                                "encumbrance": 0.0,
                            },
                        ],
                    }
                ),
            ),
            (
                "sky_fe_list_journal_entries",
                {
                    "fund_id": 410,
                    "from_date": "2025-04-01",
                    "to_date": "2025-04-30",
                    "limit": 4,
                    "offset": 0,
                },
                js(
                    {
                        "count": 6,
                        "value": [
                            {
                                "journal_entry_id": 771201,
                                "batch_id": 5512,
                                "post_date": "2025-04-03T00:00:00",
                                "account_number": "410-5200-01",
                                "journal": "Payroll",
                                "reference": "PR 04/03 stipends",
                                "amount": 4920.0,
                                "type": "Debit",
                            },
                            {
                                "journal_entry_id": 771344,
                                "batch_id": 5519,
                                "post_date": "2025-04-08T00:00:00",
                                "account_number": "410-5100-01",
                                "journal": "Accounts Payable",
                                "reference": "Scholastic Inc inv 88213",
                                "amount": 1388.42,
                                "type": "Debit",
                            },
                            {
                                "journal_entry_id": 771460,
                                "batch_id": 5527,
                                "post_date": "2025-04-15T00:00:00",
                                "account_number": "410-5100-01",
                                "journal": "Accounts Payable",
                                "reference": "Staples inv 3319-02",
                                "amount": 212.77,
                                "type": "Debit",
                            },
                            {
                                "journal_entry_id": 771502,
                                "batch_id": 5530,
                                "post_date": "2025-04-17T00:00:00",
                                "account_number": "410-5200-01",
                                "journal": "Payroll",
                                "reference": "PR 04/17 stipends",
                                "amount": 4920.0,
                                "type": "Debit",
                            },
                        ],
                        "next_link": "https://api.sky.blackbaud.com/generalledger/v1/journalentries?fund_id=410&from_date=2025-04-01&to_date=2025-04-30&limit=4&offset=4",
                    }
                ),
            ),
            (
                "sky_fe_list_journal_entries",
                {
                    "fund_id": 410,
                    "from_date": "2025-04-01",
                    "to_date": "2025-04-30",
                    "limit": 4,
                    "offset": 4,
                },
                js(
                    {
                        "count": 6,
                        "value": [
                            {
                                "journal_entry_id": 771655,
                                "batch_id": 5536,
                                "post_date": "2025-04-22T00:00:00",
                                "account_number": "410-5100-01",
                                "journal": "General",
                                "reference": "Reclass bus passes from 200-5100",
                                "amount": 640.0,
                                "type": "Debit",
                            },
                            {
                                "journal_entry_id": 771702,
                                "batch_id": 5540,
                                "post_date": "2025-04-25T00:00:00",
                                "account_number": "410-5100-01",
                                "journal": "Accounts Payable",
                                "reference": "Credit memo Scholastic 88213",
                                "amount": 75.0,
                                "type": "Credit",
                            },
                        ],
                    }
                ),
            ),
        ],
    )

    # sf-npsp ok 1: LYBUNT, paging, tasks
    def rec(cid, name, ly, email):
        return {
            "attributes": {
                "type": "Contact",
                "url": f"/services/data/v60.0/sobjects/Contact/{cid}",
            },
            "Id": cid,
            "Name": name,
            "Email": email,
            "npo02__OppAmountLastYear__c": ly,
            "npo02__OppAmountThisYear__c": 0.0,
            "npo02__LastCloseDate__c": "2024-11-30",
        }

    session(
        "sf-npsp",
        True,
        1,
        "List our LYBUNT donors who gave $5,000+ last year and nothing this year, and create a follow-up task for their relationship manager.",
        [
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Email, npo02__OppAmountLastYear__c, npo02__OppAmountThisYear__c, npo02__LastCloseDate__c FROM Contact WHERE npo02__OppAmountLastYear__c >= 5000 AND npo02__OppAmountThisYear__c = 0 ORDER BY npo02__OppAmountLastYear__c DESC"
                },
                js(
                    {
                        "totalSize": 5,
                        "done": False,
                        "nextRecordsUrl": "/services/data/v60.0/query/01gHs00000Lz7QWIAZ-3",
                        "records": [
                            rec(
                                "003Hs00004Xq1AAA",
                                "Evelyn Marchetti",
                                25000.0,
                                "emarchetti@marchettifamily.org",
                            ),
                            rec(
                                "003Hs00004Xq2BBB",
                                "Gordon & Lise Abernathy",
                                12500.0,
                                "lise.abernathy@icloud.com",
                            ),
                            rec(
                                "003Hs00004Xq3CCC",
                                "Dr. Samuel Okafor",
                                7500.0,
                                "sokafor@northside-ortho.com",
                            ),
                        ],
                    }
                ),
            ),
            (
                "salesforce_query_more",
                {"next_records_url": "/services/data/v60.0/query/01gHs00000Lz7QWIAZ-3"},
                js(
                    {
                        "totalSize": 5,
                        "done": True,
                        "records": [
                            rec(
                                "003Hs00004Xq4DDD",
                                "Priscilla Van Dyne",
                                5000.0,
                                "pvandyne@gmail.com",
                            ),
                            rec("003Hs00004Xq5EEE", "Hiro Tanabe", 5000.0, "hiro@tanabe-arch.com"),
                        ],
                    }
                ),
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Owner.Name, OwnerId FROM Contact WHERE Id IN ('003Hs00004Xq1AAA','003Hs00004Xq2BBB','003Hs00004Xq3CCC','003Hs00004Xq4DDD','003Hs00004Xq5EEE')"
                },
                js(
                    {
                        "totalSize": 5,
                        "done": True,
                        "records": [
                            {
                                "attributes": {"type": "Contact"},
                                "Id": "003Hs00004Xq1AAA",
                                "Name": "Evelyn Marchetti",
                                "Owner": {"attributes": {"type": "User"}, "Name": "Nadia Flores"},
                                "OwnerId": "005Hs000001NfAAA",
                            },
                            {
                                "attributes": {"type": "Contact"},
                                "Id": "003Hs00004Xq2BBB",
                                "Name": "Gordon & Lise Abernathy",
                                "Owner": {"attributes": {"type": "User"}, "Name": "Nadia Flores"},
                                "OwnerId": "005Hs000001NfAAA",
                            },
                            {
                                "attributes": {"type": "Contact"},
                                "Id": "003Hs00004Xq3CCC",
                                "Name": "Dr. Samuel Okafor",
                                "Owner": {"attributes": {"type": "User"}, "Name": "Bill Tran"},
                                "OwnerId": "005Hs000001NgBBB",
                            },
                            {
                                "attributes": {"type": "Contact"},
                                "Id": "003Hs00004Xq4DDD",
                                "Name": "Priscilla Van Dyne",
                                "Owner": {"attributes": {"type": "User"}, "Name": "Bill Tran"},
                                "OwnerId": "005Hs000001NgBBB",
                            },
                            {
                                "attributes": {"type": "Contact"},
                                "Id": "003Hs00004Xq5EEE",
                                "Name": "Hiro Tanabe",
                                "Owner": {"attributes": {"type": "User"}, "Name": "Nadia Flores"},
                                "OwnerId": "005Hs000001NfAAA",
                            },
                        ],
                    }
                ),
            ),
            (
                "salesforce_create_record",
                {
                    "sobject": "Task",
                    "fields": {
                        "OwnerId": "005Hs000001NfAAA",
                        "Subject": "LYBUNT follow-up: Marchetti, Abernathy, Tanabe",
                        "ActivityDate": "2025-10-15",
                        "Priority": "High",
                    },
                },
                js({"id": "00THs00002kLmQ1AAA", "success": True, "errors": []}),
            ),
            (
                "salesforce_create_record",
                {
                    "sobject": "Task",
                    "fields": {
                        "OwnerId": "005Hs000001NgBBB",
                        "Subject": "LYBUNT follow-up: Okafor, Van Dyne",
                        "ActivityDate": "2025-10-15",
                        "Priority": "High",
                    },
                },
                js({"id": "00THs00002kLmQ2AAA", "success": True, "errors": []}),
            ),
        ],
    )

    # sf-npsp ok 2: not found by email, found by name, update email
    session(
        "sf-npsp",
        True,
        2,
        "Do we have anyone with the email priya.ramanathan@proton.me? She says she's a monthly donor; if she's in there under another email, update it.",
        [
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name FROM Contact WHERE Email = 'priya.ramanathan@proton.me' OR npe01__AlternateEmail__c = 'priya.ramanathan@proton.me'"
                },
                js({"totalSize": 0, "done": True, "records": []}),
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Company FROM Lead WHERE Email = 'priya.ramanathan@proton.me'"
                },
                js({"totalSize": 0, "done": True, "records": []}),
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Email, (SELECT Id, npe03__Amount__c, npsp__Status__c FROM npe03__R00N80000002bOmREAU__r) FROM Contact WHERE LastName = 'Ramanathan'"
                },
                js(
                    {
                        "totalSize": 1,
                        "done": True,
                        "records": [
                            {
                                "attributes": {
                                    "type": "Contact",
                                    "url": "/services/data/v60.0/sobjects/Contact/003Hs00005Rr9ZZZ",
                                },
                                "Id": "003Hs00005Rr9ZZZ",
                                "Name": "Priya Ramanathan",
                                "Email": "pramanathan@acmelabs.com",
                                "npe03__R00N80000002bOmREAU__r": {
                                    "totalSize": 1,
                                    "done": True,
                                    "records": [
                                        {
                                            "attributes": {"type": "npe03__Recurring_Donation__c"},
                                            "Id": "a09Hs000003QwEAAU",
                                            "npe03__Amount__c": 50.0,
                                            "npsp__Status__c": "Active",
                                        }
                                    ],
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                "salesforce_update_record",
                {
                    "sobject": "Contact",
                    "id": "003Hs00005Rr9ZZZ",
                    "fields": {
                        "Email": "priya.ramanathan@proton.me",
                        "npe01__WorkEmail__c": "pramanathan@acmelabs.com",
                    },
                },
                "Record 003Hs00005Rr9ZZZ updated (HTTP 204).",
            ),
        ],
    )

    # candid ok 1
    session(
        "candid",
        True,
        1,
        "Look up the Ruth Ellis Center: EIN, latest 990 revenue, and whether it's Pub 78 verified before we approve the grant.",
        [
            (
                "candid_essentials_search",
                {"search_terms": "Ruth Ellis Center", "filters": {"geography": {"state": ["MI"]}}},
                js(
                    {
                        "code": 200,
                        "message": "Request was processed successfully!",
                        "took": 41,
                        "results_count": 1,
                        "hits": [
                            {
                                "organization": {
                                    "organization_id": "7436551",
                                    "ein": "38-3356154",
                                    "organization_name": "Ruth Ellis Center Inc",
                                    "city": "Highland Park",
                                    "state": "MI",
                                    "ntee_code": "P30",
                                    "profile_level": "Platinum",
                                    "profile_year": 2024,
                                },
                                "financials": {
                                    "most_recent_year": 2023,
                                    "total_revenue": 6124837,
                                    "total_expenses": 5890112,
                                },
                            }
                        ],
                    }
                ),
            ),
            (
                "candid_charity_check",
                {"ein": "38-3356154"},
                js(
                    {
                        "code": 200,
                        "message": "Request Successful",
                        "took": 18,
                        "data": {
                            "organization_info": {
                                "ein": "38-3356154",
                                "organization_name": "Ruth Ellis Center Inc",
                                "city": "Highland Park",
                                "state": "MI",
                            },
                            "charity_check": {
                                "pub78_verified": "True",
                                "irs_bmf_pub78_conflict": "False",
                                "foundation_code": "15",
                                "foundation_type": "Organization which receives a substantial part of its support from a governmental unit or the general public",
                                "subsection_code": "03",
                                "ofac_status": "This organization was not included in the Office of Foreign Assets Control Specially Designated Nationals(SDN) list",
                                "revocation_code": None,
                                "most_recent_pub78": "2025-04-14",
                                "most_recent_irb": None,
                            },
                        },
                    }
                ),
            ),
            (
                "candid_premier_financials",
                {"ein": "38-3356154", "years": 3},
                js(
                    {
                        "code": 200,
                        "message": "Request Successful",
                        "took": 27,
                        "data": {
                            "financial_trends": [
                                {
                                    "fiscal_year": 2023,
                                    "form_type": "990",
                                    "total_revenue": 6124837,
                                    "contributions": 5410222,
                                    "program_service_revenue": 402110,
                                    "total_expenses": 5890112,
                                    "net_assets_eoy": 4112389,
                                },
                                {
                                    "fiscal_year": 2022,
                                    "form_type": "990",
                                    "total_revenue": 5288040,
                                    "contributions": 4722315,
                                    "program_service_revenue": 355800,
                                    "total_expenses": 5011763,
                                    "net_assets_eoy": 3877664,
                                },
                                {
                                    "fiscal_year": 2021,
                                    "form_type": "990",
                                    "total_revenue": 4901276,
                                    "contributions": 4410078,
                                    "program_service_revenue": 301442,
                                    "total_expenses": 4380551,
                                    "net_assets_eoy": 3601387,
                                },
                            ]
                        },
                    }
                ),
            ),
        ],
    )

    # submittable ok 1: paging, then accept
    def sub(i, title, name, score):
        return {
            "submissionId": uid(f"subm{i}"),
            "title": title,
            "submitterName": name,
            "status": "In Progress",
            "submittedAt": f"2025-02-{10 + i:02d}T15:{i * 4:02d}:11Z",
            "averageScore": score,
            "labels": [],
        }

    pages = [
        [
            sub(1, "Murals for Eastgate Library", "Alma Quiroz", 8.6),
            sub(2, "Zine Lab for Teens", "Jordan Pike", 7.1),
            sub(3, "Porch Concert Series", "Desmond Hale", 8.9),
        ],
        [
            sub(4, "Riverbank Sound Walk", "Yuki Tanaka", 6.4),
            sub(5, "Ceramics for Seniors", "Beatriz Lomeli", 8.2),
            sub(6, "Community Quilt Archive", "Ruth Ann Pell", 7.8),
        ],
        [sub(7, "Street Dance Workshops", "Marlon Briggs", 5.9)],
    ]
    calls = []
    for i, p in enumerate(pages, 1):
        calls.append(
            (
                "submittable_list_submissions",
                {"projectId": 90412, "page": i, "pageSize": 3},
                js({"items": p, "currentPage": i, "totalPages": 3, "pageSize": 3, "totalItems": 7}),
            )
        )
    for s in (pages[0][0], pages[0][2], pages[1][1]):
        calls.append(
            (
                "submittable_update_submission_status",
                {"submissionId": s["submissionId"], "status": "Accepted"},
                js(
                    {
                        "submissionId": s["submissionId"],
                        "status": "Accepted",
                        "statusChangedAt": "2025-03-04T17:20:05Z",
                    }
                ),
            )
        )
    session(
        "submittable",
        True,
        1,
        "How many submissions did the 2025 Arts Micro-Grants form get, and move everything scored above 8 to Accepted.",
        calls,
    )

    # fluxx ok 1
    def gr(i, name, org, amt, state):
        return {
            "id": 31000 + i,
            "request_id": f"HE-2025-{i:03d}",
            "project_title": name,
            "program_organization_name": org,
            "amount_requested": amt,
            "state": state,
            "program_lead_name": "Celia Ostrowski",
            "updated_at": f"2025-09-{i + 2:02d}T10:11:00-05:00",
        }

    session(
        "fluxx",
        True,
        1,
        "Which Health Equity grant requests are waiting on board approval, and what's the total ask? Also attach the board memo date (Oct 21) to each.",
        [
            (
                "fluxx_list",
                {
                    "model": "grant_request",
                    "filter": {"state": "pending_board_approval", "program_id": 14},
                    "cols": [
                        "request_id",
                        "project_title",
                        "program_organization_name",
                        "amount_requested",
                        "state",
                    ],
                    "per_page": 25,
                },
                js(
                    {
                        "records": {
                            "grant_request": [
                                gr(
                                    4,
                                    "Mobile dental van, Hale County",
                                    "Black Belt Community Health",
                                    180000,
                                    "pending_board_approval",
                                ),
                                gr(
                                    9,
                                    "Doula training cohort 3",
                                    "Birthing Justice Alabama",
                                    95000,
                                    "pending_board_approval",
                                ),
                                gr(
                                    12,
                                    "Rural telepsychiatry pilot",
                                    "Tombigbee Mental Health Network",
                                    240000,
                                    "pending_board_approval",
                                ),
                            ]
                        },
                        "total_entries": 3,
                        "per_page": 25,
                        "current_page": 1,
                        "total_pages": 1,
                    }
                ),
            ),
            (
                "fluxx_update",
                {"model": "grant_request", "id": 31004, "data": {"board_date": "2025-10-21"}},
                js(
                    {
                        "grant_request": {
                            "id": 31004,
                            "board_date": "2025-10-21",
                            "updated_at": "2025-10-02T09:14:51-05:00",
                        }
                    }
                ),
            ),
            (
                "fluxx_update",
                {"model": "grant_request", "id": 31009, "data": {"board_date": "2025-10-21"}},
                js(
                    {
                        "grant_request": {
                            "id": 31009,
                            "board_date": "2025-10-21",
                            "updated_at": "2025-10-02T09:14:53-05:00",
                        }
                    }
                ),
            ),
            (
                "fluxx_update",
                {"model": "grant_request", "id": 31012, "data": {"board_date": "2025-10-21"}},
                js(
                    {
                        "grant_request": {
                            "id": 31012,
                            "board_date": "2025-10-21",
                            "updated_at": "2025-10-02T09:14:56-05:00",
                        }
                    }
                ),
            ),
            (
                "fluxx_list",
                {
                    "model": "grant_request",
                    "filter": {
                        "state": "pending_board_approval",
                        "program_id": 14,
                        "board_date": None,
                    },
                    "per_page": 25,
                },
                js(
                    {
                        "records": {"grant_request": []},
                        "total_entries": 0,
                        "per_page": 25,
                        "current_page": 1,
                        "total_pages": 0,
                    }
                ),
            ),
        ],
    )

    # benevity ok 1
    session(
        "benevity",
        True,
        1,
        "How much did employees give to the Food Bank Coalition of Greater Tulsa in Q1, and was the company match applied to all of it?",
        [
            (
                "benevity_search_causes",
                {"q": "Food Bank Coalition Tulsa", "country": "USA"},
                js(
                    {
                        "data": [
                            {
                                "type": "causes",
                                "id": "840-731587209",
                                "attributes": {
                                    "name": "Community Food Bank of Eastern Oklahoma",
                                    "city": "Tulsa",
                                    "state": "OK",
                                    "registrationNumber": "73-1587209",
                                    "status": "ACTIVE",
                                },
                            }
                        ],
                        "meta": {"total": 1},
                    }
                ),
            ),
            (
                "benevity_donations_report",
                {
                    "causeId": "840-731587209",
                    "from": "2025-01-01",
                    "to": "2025-03-31",
                    "page[size]": 50,
                },
                js(
                    {
                        "data": [
                            {
                                "type": "donations",
                                "id": hx("bv-d1", 16),
                                "attributes": {
                                    "donationDate": "2025-01-14",
                                    "donorAmount": {"value": 250.0, "currency": "USD"},
                                    "matchAmount": {"value": 250.0, "currency": "USD"},
                                    "source": "PAYROLL",
                                },
                            },
                            {
                                "type": "donations",
                                "id": hx("bv-d2", 16),
                                "attributes": {
                                    "donationDate": "2025-02-03",
                                    "donorAmount": {"value": 1000.0, "currency": "USD"},
                                    "matchAmount": {"value": 1000.0, "currency": "USD"},
                                    "source": "CREDIT_CARD",
                                },
                            },
                            {
                                "type": "donations",
                                "id": hx("bv-d3", 16),
                                "attributes": {
                                    "donationDate": "2025-03-11",
                                    "donorAmount": {"value": 75.0, "currency": "USD"},
                                    "matchAmount": {"value": 0.0, "currency": "USD"},
                                    "source": "CREDIT_CARD",
                                    "matchStatus": "PENDING_APPROVAL",
                                },
                            },
                            {
                                "type": "donations",
                                "id": hx("bv-d4", 16),
                                "attributes": {
                                    "donationDate": "2025-03-28",
                                    "donorAmount": {"value": 500.0, "currency": "USD"},
                                    "matchAmount": {"value": 0.0, "currency": "USD"},
                                    "source": "PAYROLL",
                                    "matchStatus": "CAP_REACHED",
                                },
                            },
                        ],
                        "links": {"self": "/reports/donations?page[number]=1", "next": None},
                        "meta": {
                            "total": 4,
                            "totalDonorAmount": 1825.0,
                            "totalMatchAmount": 1250.0,
                        },
                    }
                ),
            ),
            (
                "benevity_get_match_policy",
                {"program": "2025 Employee Giving"},
                js(
                    {
                        "data": {
                            "type": "matchPolicies",
                            "id": "mp-2025",
                            "attributes": {
                                "ratio": "1:1",
                                "annualCapPerEmployee": {"value": 1000.0, "currency": "USD"},
                                "requiresApproval": True,
                                "eligibleSources": ["PAYROLL", "CREDIT_CARD"],
                            },
                        }
                    }
                ),
            ),
            (
                "benevity_get_donation",
                {"id": hx("bv-d4", 16)},
                js(
                    {
                        "data": {
                            "type": "donations",
                            "id": hx("bv-d4", 16),
                            "attributes": {
                                "donationDate": "2025-03-28",
                                "donorAmount": {"value": 500.0, "currency": "USD"},
                                "matchAmount": {"value": 0.0, "currency": "USD"},
                                "matchStatus": "CAP_REACHED",
                                "matchNote": "Donor reached annual match cap of 1000.00 USD on 2025-02-19",
                            },
                        }
                    }
                ),
            ),
        ],
    )

    # ------------- failing nonprofit
    quota = js(
        {
            "statusCode": 403,
            "message": "Out of call volume quota. Quota will be replenished in 09:41:17.",
        }
    )
    session(
        "blackbaud-fe",
        False,
        1,
        "Reconcile the March deposits in Financial Edge against the bank statement totals: list deposits and their batches for March 2025.",
        [
            ("sky_fe_list_deposits", {"from_date": "2025-03-01", "to_date": "2025-03-31"}, quota),
            ("sky_fe_list_deposits", {"from_date": "2025-03-01", "to_date": "2025-03-15"}, quota),
            (
                "sky_fe_list_journal_entry_batches",
                {"from_date": "2025-03-01", "to_date": "2025-03-31", "status": "Posted"},
                quota,
            ),
            ("sky_fe_list_bank_accounts", {}, quota),
            (
                "sky_fe_list_deposits",
                {"bank_account_id": 3, "from_date": "2025-03-01", "to_date": "2025-03-31"},
                quota,
            ),
            (
                "sky_fe_list_journal_entries",
                {"journal": "Cash Receipts", "from_date": "2025-03-01", "to_date": "2025-03-31"},
                quota,
            ),
            (
                "sky_fe_list_deposits",
                {"from_date": "2025-03-16", "to_date": "2025-03-31", "limit": 10},
                quota,
            ),
        ],
    )

    inv = js([{"message": "Session expired or invalid", "errorCode": "INVALID_SESSION_ID"}])
    session(
        "sf-npsp",
        False,
        1,
        "Total this year's gifts by campaign for the Spring Gala and the Giving Tuesday appeals, and list the top 10 donors to each.",
        [
            (
                "salesforce_query",
                {
                    "soql": "SELECT Campaign.Name, SUM(Amount) total FROM Opportunity WHERE CloseDate = THIS_YEAR AND IsWon = true GROUP BY Campaign.Name"
                },
                inv,
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name FROM Campaign WHERE Name LIKE '%Gala%' OR Name LIKE '%Giving Tuesday%'"
                },
                inv,
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Amount, npsp__Primary_Contact__r.Name FROM Opportunity WHERE Campaign.Name = 'Spring Gala 2025' ORDER BY Amount DESC LIMIT 10"
                },
                inv,
            ),
            ("salesforce_describe", {"sobject": "Campaign"}, inv),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Amount FROM Opportunity WHERE CloseDate = THIS_YEAR LIMIT 5"
                },
                inv,
            ),
            (
                "salesforce_query",
                {
                    "soql": "SELECT Id, Name, Amount, npsp__Primary_Contact__r.Name FROM Opportunity WHERE Campaign.Name = 'Giving Tuesday 2024' ORDER BY Amount DESC LIMIT 10"
                },
                inv,
            ),
            ("salesforce_query", {"soql": "SELECT COUNT() FROM Opportunity"}, inv),
        ],
    )

    sample = js(
        {
            "code": 200,
            "message": "Request was processed successfully!",
            "took": 3,
            "results_count": 1,
            "hits": [
                {
                    "organization": {
                        "organization_id": "6476817",
                        "ein": "13-1837418",
                        "organization_name": "Candid",
                        "city": "New York",
                        "state": "NY",
                        "ntee_code": "T50",
                        "profile_level": "Platinum",
                        "profile_year": 2024,
                    },
                    "financials": {
                        "most_recent_year": 2023,
                        "total_revenue": 44187001,
                        "total_expenses": 46870312,
                    },
                }
            ],
        }
    )
    session(
        "candid",
        False,
        1,
        "Vet these three applicants for the climate resilience round: Gulf Coast Restoration Fund, Bayou Land Conservancy and Coastal Roots Collective - EIN, revenue, Pub 78 status.",
        [
            ("candid_essentials_search", {"search_terms": "Gulf Coast Restoration Fund"}, sample),
            ("candid_essentials_search", {"search_terms": "Bayou Land Conservancy"}, sample),
            (
                "candid_essentials_search",
                {
                    "search_terms": "Coastal Roots Collective",
                    "filters": {"geography": {"state": ["LA"]}},
                },
                sample,
            ),
            ("candid_essentials_search", {"search_terms": "72-1391806"}, sample),
            (
                "candid_essentials_search",
                {
                    "search_terms": "Bayou Land Conservancy Houston",
                    "filters": {"geography": {"state": ["TX"]}},
                },
                sample,
            ),
            (
                "candid_essentials_search",
                {
                    "search_terms": "Gulf Coast Restoration",
                    "filters": {"organization": {"ntee_major_codes": ["C"]}},
                },
                sample,
            ),
            ("candid_essentials_search", {"search_terms": "Coastal Roots"}, sample),
        ],
    )

    empty_fluxx = js(
        {
            "records": {"grant_request": []},
            "total_entries": 0,
            "per_page": 25,
            "current_page": 1,
            "total_pages": 0,
        }
    )
    session(
        "fluxx",
        False,
        1,
        "Pull every active grant to the Tombigbee Mental Health Network with its payment schedule and the next report due date.",
        [
            (
                "fluxx_list",
                {
                    "model": "grant_request",
                    "filter": {
                        "program_organization_name": "Tombigbee Mental Health Network",
                        "state": "granted",
                    },
                    "per_page": 25,
                },
                empty_fluxx,
            ),
            (
                "fluxx_list",
                {
                    "model": "grant_request",
                    "filter": {"program_organization_name": "Tombigbee"},
                    "per_page": 25,
                },
                empty_fluxx,
            ),
            (
                "fluxx_list",
                {
                    "model": "organization",
                    "filter": {"name": "Tombigbee Mental Health Network"},
                    "per_page": 25,
                },
                js(
                    {
                        "records": {"organization": []},
                        "total_entries": 0,
                        "per_page": 25,
                        "current_page": 1,
                        "total_pages": 0,
                    }
                ),
            ),
            (
                "fluxx_list",
                {"model": "grant_request", "filter": {"state": "granted"}, "per_page": 25},
                empty_fluxx,
            ),
            (
                "fluxx_list",
                {
                    "model": "request_transaction",
                    "filter": {"due_at_gte": "2025-01-01"},
                    "per_page": 25,
                },
                js(
                    {
                        "records": {"request_transaction": []},
                        "total_entries": 0,
                        "per_page": 25,
                        "current_page": 1,
                        "total_pages": 0,
                    }
                ),
            ),
            (
                "fluxx_list",
                {"model": "request_report", "filter": {"due_at_gte": "2025-10-01"}, "per_page": 25},
                js(
                    {
                        "records": {"request_report": []},
                        "total_entries": 0,
                        "per_page": 25,
                        "current_page": 1,
                        "total_pages": 0,
                    }
                ),
            ),
            ("fluxx_list", {"model": "grant_request", "per_page": 5}, empty_fluxx),
        ],
    )


# ---------------------------------------------------------------- ML / LLM observability
def mlobs() -> None:
    def trace(i, name, cost, lat, user):
        return {
            "id": hx(f"lf-trace-{i}", 32),
            "timestamp": f"2025-10-08T{8 + i:02d}:{(i * 13) % 60:02d}:04.311Z",
            "name": name,
            "userId": user,
            "sessionId": hx(f"lf-sess-{i % 3}", 12),
            "release": "support-bot@2.14.0",
            "tags": ["prod"],
            "latency": lat,
            "totalCost": cost,
            "observations": [hx(f"lf-obs-{i}-{k}", 16) for k in range(2)],
            "scores": [],
            "htmlPath": f"/project/cm1supportbot/traces/{hx(f'lf-trace-{i}', 32)}",
        }

    session(
        "langfuse",
        True,
        1,
        "Support-bot's LLM cost spiked yesterday (Oct 8). Find the most expensive traces and what caused them.",
        [
            (
                "langfuse_metrics_daily",
                {
                    "fromTimestamp": "2025-10-06T00:00:00Z",
                    "toTimestamp": "2025-10-09T00:00:00Z",
                    "traceName": "support-chat",
                },
                js(
                    {
                        "data": [
                            {
                                "date": "2025-10-06",
                                "countTraces": 4120,
                                "countObservations": 12980,
                                "totalCost": 61.22,
                                "usage": [
                                    {
                                        "model": "gpt-4o-mini",
                                        "inputUsage": 9110230,
                                        "outputUsage": 801200,
                                        "totalCost": 61.22,
                                    }
                                ],
                            },
                            {
                                "date": "2025-10-07",
                                "countTraces": 4388,
                                "countObservations": 13502,
                                "totalCost": 64.97,
                                "usage": [
                                    {
                                        "model": "gpt-4o-mini",
                                        "inputUsage": 9654002,
                                        "outputUsage": 850114,
                                        "totalCost": 64.97,
                                    }
                                ],
                            },
                            {
                                "date": "2025-10-08",
                                "countTraces": 4301,
                                "countObservations": 13377,
                                "totalCost": 412.58,
                                "usage": [
                                    {
                                        "model": "gpt-4o-mini",
                                        "inputUsage": 7302115,
                                        "outputUsage": 640020,
                                        "totalCost": 49.31,
                                    },
                                    {
                                        "model": "gpt-4o",
                                        "inputUsage": 128004411,
                                        "outputUsage": 530118,
                                        "totalCost": 363.27,
                                    },
                                ],
                            },
                        ],
                        "meta": {"page": 1, "limit": 50, "totalItems": 3, "totalPages": 1},
                    }
                ),
            ),
            (
                "langfuse_list_traces",
                {
                    "name": "support-chat",
                    "fromTimestamp": "2025-10-08T00:00:00Z",
                    "toTimestamp": "2025-10-09T00:00:00Z",
                    "orderBy": "totalCost.desc",
                    "limit": 3,
                    "page": 1,
                },
                js(
                    {
                        "data": [
                            trace(1, "support-chat", 4.81, 38.2, "acct_5521"),
                            trace(2, "support-chat", 4.77, 36.9, "acct_5521"),
                            trace(3, "support-chat", 4.12, 31.0, "acct_0093"),
                        ],
                        "meta": {"page": 1, "limit": 3, "totalItems": 4301, "totalPages": 1434},
                    }
                ),
            ),
            (
                "langfuse_get_trace",
                {"traceId": hx("lf-trace-1", 32)},
                js(
                    {
                        "id": hx("lf-trace-1", 32),
                        "name": "support-chat",
                        "userId": "acct_5521",
                        "release": "support-bot@2.14.0",
                        "latency": 38.2,
                        "totalCost": 4.81,
                        "observations": [
                            {
                                "id": hx("lf-obs-1-0", 16),
                                "type": "SPAN",
                                "name": "retrieve-kb",
                                "startTime": "2025-10-08T09:13:04.400Z",
                                "endTime": "2025-10-08T09:13:05.120Z",
                                "output": {"n_docs": 60},
                            },
                            {
                                "id": hx("lf-obs-1-1", 16),
                                "type": "GENERATION",
                                "name": "answer",
                                "model": "gpt-4o",
                                "usageDetails": {"input": 118220, "output": 402},
                                "costDetails": {"total": 4.81},
                                "metadata": {"prompt_version": 7, "context_docs": 60},
                            },
                        ],
                        "scores": [],
                    }
                ),
            ),
            (
                "langfuse_get_prompt",
                {"name": "support-answer", "version": 7},
                js(
                    {
                        "name": "support-answer",
                        "version": 7,
                        "labels": ["production"],
                        "config": {"model": "gpt-4o", "temperature": 0.2, "top_k_docs": 60},
                        "createdAt": "2025-10-07T22:48:10.000Z",
                        "createdBy": "j.mbeki",
                        "commitMessage": "raise context for billing questions",
                    }
                ),
            ),
            (
                "langfuse_get_prompt",
                {"name": "support-answer", "version": 6},
                js(
                    {
                        "name": "support-answer",
                        "version": 6,
                        "labels": [],
                        "config": {"model": "gpt-4o-mini", "temperature": 0.2, "top_k_docs": 8},
                        "createdAt": "2025-09-19T15:02:44.000Z",
                        "createdBy": "j.mbeki",
                        "commitMessage": None,
                    }
                ),
            ),
        ],
    )

    # langfuse ok 2: list scores, delete each, verify empty
    sids = [hx(f"lf-score-{i}", 24) for i in range(3)]
    calls = [
        (
            "langfuse_list_scores",
            {"name": "tmp-eval", "fromTimestamp": "2025-10-09T00:00:00Z"},
            js(
                {
                    "data": [
                        {
                            "id": s,
                            "name": "tmp-eval",
                            "value": 0.5 + i * 0.1,
                            "dataType": "NUMERIC",
                            "source": "API",
                            "traceId": hx(f"lf-t-tmp-{i}", 32),
                            "timestamp": f"2025-10-09T11:0{i}:00.000Z",
                        }
                        for i, s in enumerate(sids)
                    ],
                    "meta": {"page": 1, "limit": 50, "totalItems": 3, "totalPages": 1},
                }
            ),
        )
    ]
    calls += [("langfuse_delete_score", {"scoreId": s}, "") for s in sids]
    calls.append(
        (
            "langfuse_list_scores",
            {"name": "tmp-eval", "fromTimestamp": "2025-10-09T00:00:00Z"},
            js({"data": [], "meta": {"page": 1, "limit": 50, "totalItems": 0, "totalPages": 0}}),
        )
    )
    session(
        "langfuse",
        True,
        2,
        "Delete the throwaway 'tmp-eval' scores I pushed to Langfuse yesterday and confirm they're gone.",
        calls,
    )

    # phoenix ok 1: spans paging, last page empty, upload dataset
    def span(i, q):
        return {
            "id": hx(f"px-span-{i}", 16),
            "name": "retrieve",
            "context": {"trace_id": hx(f"px-tr-{i}", 32), "span_id": hx(f"px-span-{i}", 16)},
            "span_kind": "RETRIEVER",
            "start_time": f"2025-11-03T14:{i * 3:02d}:10.004Z",
            "end_time": f"2025-11-03T14:{i * 3:02d}:10.311Z",
            "status_code": "OK",
            "attributes": {
                "input.value": q,
                "retrieval.documents": [],
                "metadata": {"index": "kb-v3"},
            },
        }

    session(
        "phoenix",
        True,
        1,
        "In Phoenix project rag-prod, find retriever spans from today that returned zero documents and put their queries into a dataset called empty-retrievals.",
        [
            (
                "phoenix_list_spans",
                {
                    "project": "rag-prod",
                    "span_kind": "RETRIEVER",
                    "start_time": "2025-11-03T00:00:00Z",
                    "filter": "len(retrieval.documents) == 0",
                    "limit": 3,
                },
                js(
                    {
                        "data": [
                            span(1, "how do I rotate my api key"),
                            span(2, "refund for annual plan prorated?"),
                            span(3, "sso with okta scim groups"),
                        ],
                        "next_cursor": "U3BhbjozNDU2",
                    }
                ),
            ),
            (
                "phoenix_list_spans",
                {
                    "project": "rag-prod",
                    "span_kind": "RETRIEVER",
                    "start_time": "2025-11-03T00:00:00Z",
                    "filter": "len(retrieval.documents) == 0",
                    "limit": 3,
                    "cursor": "U3BhbjozNDU2",
                },
                js(
                    {
                        "data": [
                            span(4, "export invoices as csv"),
                            span(5, "webhook retries backoff"),
                        ],
                        "next_cursor": None,
                    }
                ),
            ),
            (
                "phoenix_upload_dataset",
                {
                    "name": "empty-retrievals",
                    "inputs": [
                        {"query": q}
                        for q in [
                            "how do I rotate my api key",
                            "refund for annual plan prorated?",
                            "sso with okta scim groups",
                            "export invoices as csv",
                            "webhook retries backoff",
                        ]
                    ],
                    "description": "Retriever returned 0 docs, 2025-11-03",
                },
                js(
                    {
                        "data": {
                            "dataset_id": "RGF0YXNldDoxNw==",
                            "version_id": "RGF0YXNldFZlcnNpb246MzE=",
                        }
                    }
                ),
            ),
            (
                "phoenix_get_dataset_examples",
                {"dataset_id": "RGF0YXNldDoxNw=="},
                js(
                    {
                        "data": {
                            "dataset_id": "RGF0YXNldDoxNw==",
                            "version_id": "RGF0YXNldFZlcnNpb246MzE=",
                            "examples": [
                                {
                                    "id": f"RXhhbXBsZTo{200 + i}",
                                    "input": {"query": q},
                                    "output": {},
                                    "metadata": {},
                                }
                                for i, q in enumerate(
                                    [
                                        "how do I rotate my api key",
                                        "refund for annual plan prorated?",
                                        "sso with okta scim groups",
                                        "export invoices as csv",
                                        "webhook retries backoff",
                                    ]
                                )
                            ],
                        }
                    }
                ),
            ),
        ],
    )

    # helicone ok 1
    def hreq(i, status, model, lat, cost):
        return {
            "request_id": uid(f"hc-{i}"),
            "request_created_at": f"2025-09-2{i % 7}T1{i % 9}:0{i % 6}:22.000Z",
            "request_user_id": "u_8812",
            "request_model": model,
            "response_status": status,
            "delay_ms": lat,
            "prompt_tokens": 1200 + i * 37,
            "completion_tokens": 210 + i * 5,
            "cost": cost,
        }

    session(
        "helicone",
        True,
        1,
        "How many gpt-4o requests did user u_8812 send through Helicone last week and what share errored? Tag the errored ones for review.",
        [
            (
                "helicone_query_requests",
                {
                    "filter": {
                        "request": {"user_id": {"equals": "u_8812"}, "model": {"equals": "gpt-4o"}},
                        "created_at": {"gte": "2025-09-22T00:00:00Z", "lt": "2025-09-29T00:00:00Z"},
                    },
                    "limit": 4,
                    "offset": 0,
                },
                js(
                    {
                        "data": [
                            hreq(1, 200, "gpt-4o", 2210, 0.0142),
                            hreq(2, 429, "gpt-4o", 88, 0.0),
                            hreq(3, 200, "gpt-4o", 1980, 0.0131),
                            hreq(4, 200, "gpt-4o", 2504, 0.0158),
                        ],
                        "error": None,
                    }
                ),
            ),
            (
                "helicone_query_requests",
                {
                    "filter": {
                        "request": {"user_id": {"equals": "u_8812"}, "model": {"equals": "gpt-4o"}},
                        "created_at": {"gte": "2025-09-22T00:00:00Z", "lt": "2025-09-29T00:00:00Z"},
                    },
                    "limit": 4,
                    "offset": 4,
                },
                js(
                    {
                        "data": [
                            hreq(5, 500, "gpt-4o", 30011, 0.0),
                            hreq(6, 200, "gpt-4o", 1877, 0.0122),
                        ],
                        "error": None,
                    }
                ),
            ),
            (
                "helicone_add_property",
                {"request_id": uid("hc-2"), "key": "review", "value": "error-429"},
                js({"data": None, "error": None}),
            ),
            (
                "helicone_add_property",
                {"request_id": uid("hc-5"), "key": "review", "value": "error-500"},
                js({"data": None, "error": None}),
            ),
        ],
    )

    # langsmith ok 1: compare experiments, poll a running one
    session(
        "langsmith",
        True,
        1,
        "Compare the two latest experiments on the faq-regression dataset in LangSmith; one is still running, wait for it.",
        [
            (
                "langsmith_python",
                {
                    "code": "ds = client.read_dataset(dataset_name='faq-regression')\nprint(ds.id, ds.example_count)"
                },
                "c1f0e0b2-7a41-4b8e-9d5e-2f6a0f3d9e11 240",
            ),
            (
                "langsmith_python",
                {
                    "code": "for p in client.list_projects(reference_dataset_id=ds.id, limit=2):\n    print(p.name, p.start_time, p.end_time, p.run_count)"
                },
                "faq-regression-gpt4o-mini-rerank-7f3a 2025-11-12 09:02:11.183000 None 131\nfaq-regression-gpt4o-mini-baseline-e21c 2025-11-11 16:40:02.551000 2025-11-11 16:51:47.090000 240",
            ),
            (
                "langsmith_python",
                {
                    "code": "p = client.read_project(project_name='faq-regression-gpt4o-mini-rerank-7f3a')\nprint(p.run_count, p.end_time)"
                },
                "212 None",
            ),
            (
                "langsmith_python",
                {
                    "code": "p = client.read_project(project_name='faq-regression-gpt4o-mini-rerank-7f3a')\nprint(p.run_count, p.end_time)"
                },
                "240 2025-11-12 09:14:55.702000",
            ),
            (
                "langsmith_python",
                {
                    "code": "for name in ['faq-regression-gpt4o-mini-baseline-e21c','faq-regression-gpt4o-mini-rerank-7f3a']:\n    p = client.read_project(project_name=name, include_stats=True)\n    print(name, p.feedback_stats, p.latency_p50, p.error_rate)"
                },
                "faq-regression-gpt4o-mini-baseline-e21c {'correctness': {'n': 240, 'avg': 0.7833, 'stdev': 0.412}, 'groundedness': {'n': 240, 'avg': 0.8541, 'stdev': 0.353}} 0:00:02.412000 0.0042\n"
                "faq-regression-gpt4o-mini-rerank-7f3a {'correctness': {'n': 240, 'avg': 0.8458, 'stdev': 0.361}, 'groundedness': {'n': 240, 'avg': 0.9125, 'stdev': 0.283}} 0:00:03.087000 0.0",
            ),
        ],
    )

    # weave ok 1
    def wcall(i, exc):
        return js(
            {
                "id": uid(f"wv-{i}"),
                "project_id": "acme/summarizer",
                "op_name": "weave:///acme/summarizer/op/summarize:4kqPt0bXcJ8dW2",
                "trace_id": uid(f"wv-tr-{i}"),
                "started_at": f"2025-12-01T10:{i * 4:02d}:00.120Z",
                "ended_at": f"2025-12-01T10:{i * 4:02d}:31.880Z",
                "exception": exc,
                "inputs": {"doc_id": f"kb-{4400 + i}", "max_words": 120},
                "output": None,
            }
        )

    session(
        "weave",
        True,
        1,
        "Find the Weave calls of summarize that raised exceptions today in acme/summarizer and tell me which documents they were on.",
        [
            (
                "weave_calls_query",
                {
                    "project_id": "acme/summarizer",
                    "filter": {"op_names": ["weave:///acme/summarizer/op/summarize:*"]},
                    "query": {
                        "$expr": {
                            "$not": [{"$eq": [{"$getField": "exception"}, {"$literal": None}]}]
                        }
                    },
                    "limit": 50,
                },
                "\n".join(
                    [
                        wcall(
                            1,
                            "openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 141322 tokens.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}",
                        ),
                        wcall(
                            2,
                            "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa0 in position 1893: invalid start byte",
                        ),
                        wcall(
                            5,
                            "openai.BadRequestError: Error code: 400 - {'error': {'message': \"This model's maximum context length is 128000 tokens. However, your messages resulted in 133007 tokens.\", 'type': 'invalid_request_error', 'param': 'messages', 'code': 'context_length_exceeded'}}",
                        ),
                    ]
                ),
            ),
            (
                "weave_get_call",
                {"project_id": "acme/summarizer", "id": uid("wv-2")},
                js(
                    {
                        "call": {
                            "id": uid("wv-2"),
                            "op_name": "weave:///acme/summarizer/op/summarize:4kqPt0bXcJ8dW2",
                            "inputs": {
                                "doc_id": "kb-4402",
                                "max_words": 120,
                                "source": "s3://acme-kb/raw/legacy/handbook-1998.txt",
                            },
                            "exception": "UnicodeDecodeError: 'utf-8' codec can't decode byte 0xa0 in position 1893: invalid start byte",
                            "attributes": {"weave": {"client_version": "0.51.22"}},
                        }
                    }
                ),
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/summarizer",
                    "filter": {
                        "op_names": ["weave:///acme/summarizer/op/chunk_document:*"],
                        "trace_ids": [uid("wv-tr-1"), uid("wv-tr-5")],
                    },
                    "limit": 10,
                },
                "",
            ),
        ],
    )

    # evidently ok 1
    session(
        "evidently",
        True,
        1,
        "Run a data drift check of this week's churn-model feature batch against the training reference and tell me which features drifted.",
        [
            (
                "python_exec",
                {
                    "code": "import pandas as pd\nref = pd.read_parquet('s3://ml-features/churn/reference_2025q2.parquet')\ncur = pd.read_parquet('s3://ml-features/churn/batch_2025w37.parquet')\nprint(ref.shape, cur.shape)"
                },
                "(48000, 14) (6112, 14)",
            ),
            (
                "python_exec",
                {
                    "code": "from evidently.report import Report\nfrom evidently.metric_preset import DataDriftPreset\nr = Report(metrics=[DataDriftPreset()])\nr.run(reference_data=ref, current_data=cur)\nd = r.as_dict()\nprint(d['metrics'][0]['result'])"
                },
                "{'drift_share': 0.5, 'number_of_columns': 14, 'number_of_drifted_columns': 3, 'share_of_drifted_columns': 0.21428571428571427, 'dataset_drift': False}",
            ),
            (
                "python_exec",
                {
                    "code": "dc = d['metrics'][1]['result']['drift_by_columns']\nfor k, v in dc.items():\n    if v['drift_detected']: print(k, v['stattest_name'], round(v['drift_score'], 4))"
                },
                "tenure_months K-S p_value 0.0\nsupport_tickets_30d chi-square p_value 0.0003\nplan_tier chi-square p_value 0.0121",
            ),
            ("python_exec", {"code": "r.save_html('/tmp/drift_2025w37.html')"}, ""),
        ],
    )

    # ------------- failing mlobs
    lf_empty = js({"data": [], "meta": {"page": 1, "limit": 50, "totalItems": 0, "totalPages": 0}})
    session(
        "langfuse",
        False,
        1,
        "Find the traces from the checkout-assistant where users gave a thumbs-down this week and summarize what went wrong.",
        [
            (
                "langfuse_list_scores",
                {"name": "user-feedback", "value": 0, "fromTimestamp": "2025-10-13T00:00:00Z"},
                lf_empty,
            ),
            (
                "langfuse_list_traces",
                {"name": "checkout-assistant", "fromTimestamp": "2025-10-13T00:00:00Z"},
                lf_empty,
            ),
            (
                "langfuse_list_traces",
                {"fromTimestamp": "2025-10-13T00:00:00Z", "limit": 20},
                lf_empty,
            ),
            ("langfuse_list_scores", {"fromTimestamp": "2025-10-01T00:00:00Z"}, lf_empty),
            (
                "langfuse_list_traces",
                {"tags": ["checkout"], "fromTimestamp": "2025-10-01T00:00:00Z"},
                lf_empty,
            ),
            (
                "langfuse_metrics_daily",
                {"fromTimestamp": "2025-10-01T00:00:00Z", "toTimestamp": "2025-10-18T00:00:00Z"},
                lf_empty,
            ),
            ("langfuse_list_traces", {"limit": 5}, lf_empty),
        ],
    )

    def refused(path):
        return (
            f"ConnectionError: HTTPConnectionPool(host='phoenix.ml-platform.svc', port=6006): Max retries exceeded with url: {path} "
            "(Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f2c1b4d3e50>: Failed to establish a new connection: [Errno 111] Connection refused'))"
        )

    session(
        "phoenix",
        False,
        1,
        "Pull last night's eval results for the rag-prod hallucination evaluator in Phoenix and list the spans it flagged.",
        [
            ("phoenix_list_projects", {}, refused("/v1/projects")),
            (
                "phoenix_list_spans",
                {"project": "rag-prod", "start_time": "2025-11-04T00:00:00Z", "limit": 50},
                refused("/v1/projects/rag-prod/spans?start_time=2025-11-04T00%3A00%3A00Z&limit=50"),
            ),
            (
                "phoenix_get_span_annotations",
                {"project": "rag-prod", "annotation_name": "hallucination"},
                refused("/v1/projects/rag-prod/span_annotations?annotation_names=hallucination"),
            ),
            (
                "phoenix_list_spans",
                {"project": "rag-prod", "limit": 10},
                refused("/v1/projects/rag-prod/spans?limit=10"),
            ),
            ("phoenix_list_datasets", {}, refused("/v1/datasets")),
            (
                "phoenix_list_spans",
                {"project": "default", "limit": 10},
                refused("/v1/projects/default/spans?limit=10"),
            ),
        ],
    )

    def rl(url):
        return (
            'Traceback (most recent call last):\n  File "<tool>", line 2, in <module>\n  File "/usr/local/lib/python3.11/site-packages/langsmith/client.py", line 759, in request_with_retries\n'
            f"langsmith.utils.LangSmithRateLimitError: Rate limit exceeded for {url}. HTTPError('429 Client Error: Too Many Requests for url: {url}', '{{\"detail\":\"Monthly unique traces usage limit exceeded\"}}')"
        )

    session(
        "langsmith",
        False,
        1,
        "Which runs in the intake-agent project failed on the tool call step this week? Group them by error message.",
        [
            (
                "langsmith_python",
                {
                    "code": "runs = list(client.list_runs(project_name='intake-agent', run_type='tool', error=True, start_time=datetime(2025,11,10)))\nprint(len(runs))"
                },
                rl("https://api.smith.langchain.com/runs/query"),
            ),
            (
                "langsmith_python",
                {
                    "code": "runs = list(client.list_runs(project_name='intake-agent', error=True, limit=20))\nprint(len(runs))"
                },
                rl("https://api.smith.langchain.com/runs/query"),
            ),
            (
                "langsmith_python",
                {"code": "print(client.read_project(project_name='intake-agent'))"},
                rl("https://api.smith.langchain.com/sessions?name=intake-agent"),
            ),
            (
                "langsmith_python",
                {
                    "code": "import time; time.sleep(20)\nruns = list(client.list_runs(project_name='intake-agent', run_type='tool', error=True, limit=20))\nprint(len(runs))"
                },
                rl("https://api.smith.langchain.com/runs/query"),
            ),
            (
                "langsmith_python",
                {"code": "for p in client.list_projects(limit=5): print(p.name)"},
                rl("https://api.smith.langchain.com/sessions?limit=5&offset=0"),
            ),
            (
                "langsmith_python",
                {
                    "code": "runs = list(client.list_runs(project_name='intake-agent', filter='eq(status, \"error\")', limit=5))\nprint([r.error for r in runs])"
                },
                rl("https://api.smith.langchain.com/runs/query"),
            ),
            (
                "langsmith_python",
                {
                    "code": "import time; time.sleep(60)\nprint(next(client.list_runs(project_name='intake-agent', limit=1)).id)"
                },
                rl("https://api.smith.langchain.com/runs/query"),
            ),
        ],
    )

    # weave fail: MCP server returns the same cached call page whatever the filter
    stale = "\n".join(
        js(
            {
                "id": uid(f"wv-stale-{i}"),
                "project_id": "acme/summarizer",
                "op_name": "weave:///acme/summarizer/op/summarize:9bTz1LqR0aPmE4",
                "started_at": f"2025-08-14T07:0{i}:12.000Z",
                "ended_at": f"2025-08-14T07:0{i}:20.000Z",
                "exception": None,
                "inputs": {"doc_id": f"kb-{1200 + i}"},
            }
        )
        for i in range(3)
    )
    session(
        "weave",
        False,
        1,
        "In W&B Weave project acme/translator, find today's translate calls with latency over 20s and the evaluation scores for the new glossary prompt.",
        [
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "filter": {"op_names": ["weave:///acme/translator/op/translate:*"]},
                    "limit": 50,
                },
                stale,
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "filter": {"op_names": ["weave:///acme/translator/op/translate:*"]},
                    "query": {
                        "$expr": {
                            "$gt": [{"$getField": "summary.weave.latency_ms"}, {"$literal": 20000}]
                        }
                    },
                    "limit": 50,
                },
                stale,
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "filter": {"op_names": ["weave:///acme/translator/op/Evaluation.evaluate:*"]},
                    "limit": 10,
                },
                stale,
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "filter": {"started_after": "2025-12-02T00:00:00Z"},
                    "limit": 20,
                },
                stale,
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "filter": {"op_names": ["weave:///acme/translator/op/glossary_prompt:*"]},
                    "limit": 20,
                },
                stale,
            ),
            (
                "weave_calls_query",
                {
                    "project_id": "acme/translator",
                    "sort_by": [{"field": "started_at", "direction": "desc"}],
                    "limit": 5,
                },
                stale,
            ),
        ],
    )


# ---------------------------------------------------------------- workflow orchestration
def workflows() -> None:
    tid = uid("celery-pdf-stuck")
    session(
        "celery",
        True,
        1,
        "Are any Celery workers stuck on the nightly reports.build_pdf task? If one has been running for hours, kill it.",
        [
            (
                "shell",
                {"command": "celery -A reportsvc inspect active --timeout 5"},
                "->  celery@worker-a-6d9f: OK\n    * {'id': '"
                + tid
                + "', 'name': 'reports.build_pdf', 'args': [88213], 'kwargs': {'fmt': 'A4'}, 'type': 'reports.build_pdf', 'hostname': 'celery@worker-a-6d9f', 'time_start': 1731378011.214, 'acknowledged': True, 'delivery_info': {'exchange': '', 'routing_key': 'reports', 'priority': 0, 'redelivered': False}, 'worker_pid': 41}\n"
                "->  celery@worker-b-77c1: OK\n    - empty -\n->  celery@worker-c-1a02: OK\n    - empty -\n\n3 nodes online.",
            ),
            ("shell", {"command": "date +%s"}, "1731402520"),
            (
                "shell",
                {"command": "celery -A reportsvc inspect reserved --timeout 5"},
                "->  celery@worker-a-6d9f: OK\n    * {'id': '"
                + uid("celery-r1")
                + "', 'name': 'reports.build_pdf', 'args': [88214], 'kwargs': {'fmt': 'A4'}, 'hostname': 'celery@worker-a-6d9f', 'time_start': None, 'acknowledged': False}\n"
                "->  celery@worker-b-77c1: OK\n    - empty -\n->  celery@worker-c-1a02: OK\n    - empty -\n\n3 nodes online.",
            ),
            (
                "shell",
                {
                    "command": f"celery -A reportsvc control revoke {tid} --terminate --signal SIGKILL"
                },
                f"->  celery@worker-a-6d9f: OK\n        tasks flagged as revoked: {tid}\n->  celery@worker-b-77c1: OK\n        tasks flagged as revoked: {tid}\n->  celery@worker-c-1a02: OK\n        tasks flagged as revoked: {tid}",
            ),
            (
                "shell",
                {"command": "celery -A reportsvc inspect active --timeout 5"},
                "->  celery@worker-a-6d9f: OK\n    * {'id': '"
                + uid("celery-r1")
                + "', 'name': 'reports.build_pdf', 'args': [88214], 'kwargs': {'fmt': 'A4'}, 'hostname': 'celery@worker-a-6d9f', 'time_start': 1731402538.902, 'acknowledged': True, 'worker_pid': 58}\n->  celery@worker-b-77c1: OK\n    - empty -\n->  celery@worker-c-1a02: OK\n    - empty -\n\n3 nodes online.",
            ),
        ],
    )

    ftid = uid("flower-export-9")
    base = {
        "uuid": ftid,
        "name": "exports.generate_csv",
        "args": "(4471,)",
        "kwargs": "{'since': '2025-01-01'}",
        "worker": "celery@exports-2",
        "received": 1736871002.11,
        "started": 1736871002.44,
        "retries": 0,
        "root_id": ftid,
        "parent_id": None,
    }
    session(
        "flower",
        True,
        1,
        "Check on the customer export task I kicked off (id "
        + ftid
        + ") and give me the download link when it's done.",
        [
            (
                "flower_task_info",
                {"task_id": ftid},
                js(
                    {**base, "state": "STARTED", "succeeded": None, "result": None, "runtime": None}
                ),
            ),
            (
                "flower_task_info",
                {"task_id": ftid},
                js(
                    {**base, "state": "STARTED", "succeeded": None, "result": None, "runtime": None}
                ),
            ),
            (
                "flower_task_info",
                {"task_id": ftid},
                js(
                    {**base, "state": "STARTED", "succeeded": None, "result": None, "runtime": None}
                ),
            ),
            (
                "flower_task_info",
                {"task_id": ftid},
                js(
                    {
                        **base,
                        "state": "SUCCESS",
                        "succeeded": 1736871190.87,
                        "result": "'s3://exports-prod/4471/customers-2025-01-14.csv.gz'",
                        "runtime": 188.43,
                    }
                ),
            ),
            (
                "flower_task_result",
                {"task_id": ftid},
                js(
                    {
                        "task-id": ftid,
                        "state": "SUCCESS",
                        "result": "s3://exports-prod/4471/customers-2025-01-14.csv.gz",
                    }
                ),
            ),
        ],
    )

    session(
        "rq",
        True,
        1,
        "The email queue backed up overnight; see what failed in RQ, requeue the failures and confirm the workers are draining it.",
        [
            (
                "shell",
                {"command": "rq info -u redis://redis-jobs:6379/2"},
                "default      |██ 2\nemails       |████████████████████████████████████████ 1843\nwebhooks     | 0\n3 queues, 1845 jobs total\n\nemails.1.worker-7c9f idle: emails\nemails.2.worker-0b1e idle: emails\ndefault.1.worker-51aa busy: default\n3 workers, 3 queues\n\nUpdated: 2025-02-18 07:12:04.118922",
            ),
            (
                "shell",
                {"command": "rq info -u redis://redis-jobs:6379/2 --only-queues emails -R"},
                "emails       |████████████████████████████████████████ 1843\n  failed: 214, started: 0, deferred: 0, finished: 20311, scheduled: 0, canceled: 0\n1 queues, 1843 jobs total\n\nUpdated: 2025-02-18 07:12:19.402213",
            ),
            (
                "python_exec",
                {
                    "code": "from rq import Queue\nfrom redis import Redis\nq = Queue('emails', connection=Redis.from_url('redis://redis-jobs:6379/2'))\nfrom collections import Counter\nc = Counter(q.fetch_job(j).exc_info.strip().splitlines()[-1] for j in q.failed_job_registry.get_job_ids()[:214])\nprint(c.most_common(3))"
                },
                '[("smtplib.SMTPServerDisconnected: Connection unexpectedly closed", 209), ("KeyError: \'unsubscribe_token\'", 5)]',
            ),
            (
                "shell",
                {"command": "rq requeue --all --queue emails -u redis://redis-jobs:6379/2"},
                "Requeueing 214 jobs from failed queue\n[####################################]  100%\nRequeued 214 jobs",
            ),
            (
                "shell",
                {
                    "command": "systemctl restart rq-worker@emails.service && sleep 60 && rq info -u redis://redis-jobs:6379/2 --only-queues emails -R"
                },
                "emails       |██████████████████████████████▉ 1511\n  failed: 5, started: 2, deferred: 0, finished: 20854, scheduled: 0, canceled: 0\n1 queues, 1511 jobs total\n\nUpdated: 2025-02-18 07:15:44.880101",
            ),
        ],
    )

    stats = {
        "sidekiq": {
            "processed": 81442019,
            "failed": 120557,
            "busy": 12,
            "processes": 4,
            "enqueued": 340,
            "scheduled": 5120,
            "retries": 88,
            "dead": 13,
            "default_latency": 1.72,
        },
        "redis": {
            "redis_version": "7.2.4",
            "uptime_in_days": "41",
            "connected_clients": "96",
            "used_memory_human": "1.21G",
            "used_memory_peak_human": "1.88G",
        },
        "server_utc_time": "14:02:55 UTC",
    }
    session(
        "sidekiq",
        True,
        1,
        "Is Sidekiq healthy right now? Check queue depth and latency, and clear the dead set if it's only the old ImportLegacyCsvJob failures.",
        [
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/stats"}, js(stats)),
            (
                "http_get",
                {"url": "https://ops.shopline.internal/sidekiq/stats/queues"},
                js({"default": 201, "mailers": 0, "searchkick": 131, "low": 8}),
            ),
            (
                "sidekiq_rails_runner",
                {
                    "code": "puts Sidekiq::DeadSet.new.map { |j| [j.klass, j.error_class, j.at.to_date.to_s] }.tally.to_a.inspect"
                },
                '[[["ImportLegacyCsvJob", "CSV::MalformedCSVError", "2025-01-30"], 13]]',
            ),
            ("sidekiq_rails_runner", {"code": "puts Sidekiq::DeadSet.new.clear"}, "13"),
            (
                "http_get",
                {"url": "https://ops.shopline.internal/sidekiq/stats"},
                js(
                    {
                        **stats,
                        "sidekiq": {
                            **stats["sidekiq"],
                            "processed": 81442398,
                            "dead": 0,
                            "enqueued": 290,
                            "default_latency": 0.94,
                        },
                        "server_utc_time": "14:04:02 UTC",
                    }
                ),
            ),
        ],
    )

    wf = "etl-orders-" + hx("argo-wf", 5)

    def get(phase, dur, nodes):
        return f"Name:                {wf}\nNamespace:           data-pipelines\nServiceAccount:      argo-workflow\nStatus:              {phase}\nCreated:             Tue Mar 04 02:00:03 +0000 (now)\nStarted:             Tue Mar 04 02:00:03 +0000 (now)\nDuration:            {dur}\nProgress:            {nodes}\n"

    session(
        "argo",
        True,
        1,
        "Re-run the orders ETL workflow from the etl-orders template for yesterday's partition and tell me when it's done; show the load step's log.",
        [
            (
                "shell",
                {
                    "command": "argo submit -n data-pipelines --from workflowtemplate/etl-orders -p partition=2025-03-03"
                },
                get("Pending", "0 seconds", ""),
            ),
            (
                "shell",
                {"command": f"argo get -n data-pipelines {wf}"},
                get("Running", "1 minute 12 seconds", "1/3")
                + f"\nSTEP                  TEMPLATE  PODNAME                       DURATION  MESSAGE\n ● {wf}  main\n ├─✔ extract           extract   {wf}-extract-1873302914   48s\n ├─● transform         spark     {wf}-transform-3310024488  20s\n └─◷ load              load",
            ),
            (
                "shell",
                {"command": f"argo get -n data-pipelines {wf}"},
                get("Running", "4 minutes 40 seconds", "2/3")
                + f"\nSTEP                  TEMPLATE  PODNAME                       DURATION  MESSAGE\n ● {wf}  main\n ├─✔ extract           extract   {wf}-extract-1873302914   48s\n ├─✔ transform         spark     {wf}-transform-3310024488  3m\n └─● load              load      {wf}-load-990127345      30s",
            ),
            (
                "shell",
                {"command": f"argo wait -n data-pipelines {wf}"},
                f"{wf} Succeeded at 2025-03-04 02:06:21 +0000 UTC",
            ),
            (
                "shell",
                {"command": f"argo logs -n data-pipelines {wf} {wf}-load-990127345"},
                f"{wf}-load-990127345: 2025-03-04T02:05:14Z INFO  connecting to warehouse snowflake://acme/ANALYTICS\n{wf}-load-990127345: 2025-03-04T02:05:40Z INFO  COPY INTO RAW.ORDERS FROM @stage/orders/2025-03-03/ -> 184,220 rows loaded, 0 errors\n{wf}-load-990127345: 2025-03-04T02:06:18Z INFO  MERGE INTO CORE.ORDERS: 183,904 updated/inserted\n{wf}-load-990127345: 2025-03-04T02:06:19Z INFO  done",
            ),
        ],
    )

    session(
        "argo",
        True,
        2,
        "Did any workflow in data-pipelines fail in the last 24 hours? If not, what's running and when do the cron workflows next fire?",
        [
            (
                "shell",
                {"command": "argo list -n data-pipelines --status Failed --since 24h"},
                "No workflows found",
            ),
            (
                "shell",
                {"command": "argo list -n data-pipelines --status Error --since 24h"},
                "No workflows found",
            ),
            (
                "shell",
                {"command": "argo list -n data-pipelines --running"},
                "NAME                       STATUS    AGE   DURATION   PRIORITY   MESSAGE\nsessionize-clicks-8kq2d    Running   14m   14m        0\nbackfill-refunds-q2-xw7z   Running   3h    3h         0",
            ),
            (
                "shell",
                {"command": "argo cron list -n data-pipelines"},
                "NAME                AGE   LAST RUN   NEXT RUN   SCHEDULE     TIMEZONE   SUSPENDED\netl-orders-nightly  94d   12h        11h        0 2 * * *    UTC        false\nsessionize-clicks   94d   14m        46m        0 * * * *    UTC        false\nvacuum-warehouse    31d   5d         1d         0 4 * * 0    UTC        true",
            ),
        ],
    )

    session(
        "kueue",
        True,
        1,
        "Why is my fine-tune job in ml-team still pending in Kueue? Check the workload, the queues and quotas.",
        [
            (
                "shell",
                {"command": "kubectl get workloads -n ml-team"},
                "NAME                           QUEUE          RESERVED IN   ADMITTED   FINISHED   AGE\njob-llama-ft-7b-lora-5c8f2     ml-team-queue                                       42m\njob-eval-harness-nightly-b71a  ml-team-queue  a100-cq       True                  3h1m\njob-embed-refresh-0e44d        ml-team-queue  a100-cq       True       True       9h",
            ),
            (
                "shell",
                {
                    "command": "kubectl describe workload -n ml-team job-llama-ft-7b-lora-5c8f2 | sed -n '/Status:/,$p'"
                },
                "Status:\n  Conditions:\n    Last Transition Time:  2025-04-02T09:14:22Z\n    Message:               couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100-80gb, 8 more needed\n    Observed Generation:   1\n    Reason:                Pending\n    Status:                False\n    Type:                  QuotaReserved\nEvents:\n  Type     Reason   Age                  From             Message\n  ----     ------   ----                 ----             -------\n  Normal   Pending  2m (x41 over 42m)    kueue-admission  couldn't assign flavors to pod set main: insufficient unused quota for nvidia.com/gpu in flavor a100-80gb, 8 more needed",
            ),
            (
                "shell",
                {"command": "kubectl get clusterqueues"},
                "NAME       COHORT     STRATEGY         PENDING WORKLOADS   ADMITTED WORKLOADS\na100-cq    research   BestEffortFIFO   1                   1\nh100-cq    research   StrictFIFO       0                   3\ncpu-cq     research   BestEffortFIFO   0                   7",
            ),
            (
                "shell",
                {
                    "command": "kubectl get clusterqueue a100-cq -o jsonpath='{.status.flavorsUsage}'"
                },
                '[{"name":"a100-80gb","resources":[{"borrowed":"0","name":"nvidia.com/gpu","total":"8"},{"borrowed":"0","name":"cpu","total":"96"},{"borrowed":"0","name":"memory","total":"640Gi"}]}]',
            ),
            (
                "shell",
                {
                    "command": "kubectl get clusterqueue a100-cq -o jsonpath='{.spec.resourceGroups[0].flavors[0].resources}'"
                },
                '[{"name":"cpu","nominalQuota":"192"},{"name":"memory","nominalQuota":"1536Gi"},{"name":"nvidia.com/gpu","nominalQuota":"8"}]',
            ),
            (
                "shell",
                {
                    "command": "kubectl get workloads -n ml-team job-eval-harness-nightly-b71a -o jsonpath='{.status.admission.podSetAssignments[0].resourceUsage}'"
                },
                '{"cpu":"96","memory":"640Gi","nvidia.com/gpu":"8"}',
            ),
        ],
    )

    session(
        "volcano",
        True,
        1,
        "Submit the MPI benchmark as a Volcano job in hpc-bench, wait for it to finish and report the podgroup status.",
        [
            (
                "shell",
                {"command": "kubectl apply -f jobs/mpi-osu-bench.yaml"},
                "job.batch.volcano.sh/osu-allreduce created",
            ),
            (
                "shell",
                {"command": "vcctl job list -n hpc-bench"},
                "Name           Creation       Phase       JobType     Replicas    Min   Pending   Running   Succeeded   Failed    Unknown     RetryCount\nosu-allreduce  2025-05-20     Pending     Batch       5           5     5         0         0           0         0           0",
            ),
            (
                "shell",
                {"command": "kubectl get podgroup -n hpc-bench"},
                "NAME                                                   STATUS    MINMEMBER   RUNNINGS   AGE\nosu-allreduce-"
                + uid("vc-pg")
                + "   Inqueue   5                      40s",
            ),
            (
                "shell",
                {"command": "vcctl job list -n hpc-bench"},
                "Name           Creation       Phase       JobType     Replicas    Min   Pending   Running   Succeeded   Failed    Unknown     RetryCount\nosu-allreduce  2025-05-20     Running     Batch       5           5     0         5         0           0         0           0",
            ),
            (
                "shell",
                {"command": "vcctl job view -N osu-allreduce -n hpc-bench | tail -n 12"},
                "Status:\n  Succeeded: 5\n  Pending: 0\n  Running: 0\n  Failed: 0\n  Min Available: 5\n  Version: 4\n  State:\n    Phase: Completed\n    Last Transition Time: 2025-05-20T11:48:09Z\n  Retry Count: 0\n  Running Duration: 6m31s",
            ),
            (
                "shell",
                {"command": "kubectl logs -n hpc-bench osu-allreduce-mpimaster-0 | tail -n 6"},
                "# Size       Avg Latency(us)\n4                      21.84\n1024                   38.11\n65536                 402.77\n1048576              4981.30\n4194304             19102.44",
            ),
        ],
    )

    # ------------- failing workflows
    nn = "Error: No nodes replied within time constraint"
    session(
        "celery",
        False,
        1,
        "The invoice emails didn't go out this morning. Check whether the Celery billing workers are alive and what they're doing.",
        [
            ("shell", {"command": "celery -A billing inspect ping"}, nn),
            ("shell", {"command": "celery -A billing inspect active --timeout 10"}, nn),
            (
                "shell",
                {"command": "celery -A billing inspect stats -d celery@billing-worker-1"},
                nn,
            ),
            ("shell", {"command": "celery -A billing inspect registered --timeout 15"}, nn),
            ("shell", {"command": "celery -A billing inspect scheduled"}, nn),
            ("shell", {"command": "celery -A billing status"}, nn),
            ("shell", {"command": "celery -A billing inspect active_queues --timeout 30"}, nn),
        ],
    )

    login = (
        '<!DOCTYPE html>\n<html>\n<head>\n  <title>Shopline Ops</title>\n  <meta name="csrf-param" content="authenticity_token" />\n</head>\n<body class="sessions new">\n'
        '<div class="alert">Your session expired. Please sign in again to continue.</div>\n<h2>Log in</h2>\n<form class="new_admin_user" action="/admin_users/sign_in" method="post">\n'
        '  <input type="email" name="admin_user[email]" autofocus="autofocus" autocomplete="email" />\n  <input type="password" name="admin_user[password]" autocomplete="current-password" />\n'
        '  <input type="submit" name="commit" value="Log in" />\n</form>\n<a href="/admin_users/password/new">Forgot your password?</a>\n</body>\n</html>'
    )
    session(
        "sidekiq",
        False,
        1,
        "How many jobs are in the Sidekiq retry set for the searchkick queue, and what are the top error classes?",
        [
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/stats"}, login),
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/stats/queues"}, login),
            (
                "http_get",
                {"url": "https://ops.shopline.internal/sidekiq/retries?substr=searchkick"},
                login,
            ),
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/queues/searchkick"}, login),
            (
                "http_get",
                {
                    "url": "https://ops.shopline.internal/sidekiq/retries",
                    "headers": {"Accept": "application/json"},
                },
                login,
            ),
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/stats?ts=1"}, login),
            ("http_get", {"url": "https://ops.shopline.internal/sidekiq/morgue"}, login),
        ],
    )

    session(
        "argo",
        False,
        1,
        "The train-resnet-sweep workflow in ml-training failed last night; find which step failed and show me its logs.",
        [
            ("shell", {"command": "argo list -n ml-training --since 24h"}, "No workflows found"),
            (
                "shell",
                {"command": "argo get -n ml-training train-resnet-sweep-4xk9p"},
                'Error: workflows.argoproj.io "train-resnet-sweep-4xk9p" not found',
            ),
            (
                "shell",
                {"command": "argo list -n ml-training --status Failed"},
                "No workflows found",
            ),
            ("shell", {"command": "argo list -A --prefix train-resnet"}, "No workflows found"),
            (
                "shell",
                {"command": "argo archive list --prefix train-resnet"},
                "NAMESPACE   NAME   STATUS   AGE   DURATION   PRIORITY   MESSAGE",
            ),
            ("shell", {"command": "argo template list -n ml-training"}, "NAME"),
            (
                "shell",
                {"command": "argo logs -n ml-training train-resnet-sweep-4xk9p"},
                'Error: workflows.argoproj.io "train-resnet-sweep-4xk9p" not found',
            ),
            (
                "shell",
                {"command": "argo list -n ml-training --since 72h --status Failed,Error"},
                "No workflows found",
            ),
        ],
    )

    to = "Unable to connect to the server: dial tcp 10.40.12.7:6443: i/o timeout"
    session(
        "kueue",
        False,
        1,
        "List the pending workloads in the research cohort's ClusterQueues and tell me which namespace is waiting longest.",
        [
            (
                "shell",
                {"command": "kubectl get workloads -A --field-selector status.admission=null"},
                to,
            ),
            ("shell", {"command": "kubectl get clusterqueues"}, to),
            ("shell", {"command": "kubectl get workloads -A"}, to),
            (
                "shell",
                {
                    "command": "kubectl get --raw /apis/visibility.kueue.x-k8s.io/v1beta1/clusterqueues/a100-cq/pendingworkloads"
                },
                to,
            ),
            ("shell", {"command": "kubectl get localqueues -A --request-timeout=60s"}, to),
            ("shell", {"command": "kubectl get workloads -n ml-team"}, to),
        ],
    )


# ---------------------------------------------------------------- embedded toolchains
def embedded() -> None:
    session(
        "west",
        True,
        1,
        "Build the Zephyr blinky sample for the nRF52840 DK, flash it, and confirm from the serial console that it boots.",
        [
            (
                "shell",
                {"command": "west boards | grep -i nrf52840"},
                "nrf52840dk\nnrf52840dongle\nnrf52840_mdk\nnrf52840_blip",
            ),
            (
                "shell",
                {"command": "west build -p always -b nrf52840dk/nrf52840 samples/basic/blinky"},
                '-- west build: making build dir /home/dev/zephyrproject/zephyr/build pristine\n-- west build: generating a build system\nLoading Zephyr default modules (Zephyr base).\n-- Application: /home/dev/zephyrproject/zephyr/samples/basic/blinky\n-- Board: nrf52840dk, qualifiers: nrf52840\n-- Found dtc: /usr/bin/dtc (found suitable version "1.6.1", minimum required is "1.4.6")\n-- Found toolchain: zephyr 0.16.8 (/home/dev/zephyr-sdk-0.16.8)\n-- Configuring done\n-- Generating done\n-- Build files have been written to: /home/dev/zephyrproject/zephyr/build\n-- west build: building application\n[1/133] Generating include/generated/zephyr/version.h\n...\n[133/133] Linking C executable zephyr/zephyr.elf\nMemory region         Used Size  Region Size  %age Used\n           FLASH:       16412 B         1 MB      1.57%\n             RAM:        4480 B       256 KB      1.71%\n        IDT_LIST:          0 GB        32 KB      0.00%\nGenerating files from /home/dev/zephyrproject/zephyr/build/zephyr/zephyr.elf for board: nrf52840dk',
            ),
            (
                "shell",
                {"command": "west flash"},
                "-- west flash: rebuilding\nninja: no work to do.\n-- west flash: using runner nrfjprog\n-- runners.nrfjprog: reset after flashing requested\n-- runners.nrfjprog: Flashing file: /home/dev/zephyrproject/zephyr/build/zephyr/zephyr.hex\n[ #################### ]   0.205s | Erase file - Done erasing\n[ #################### ]   0.318s | Program file - Done programming\n[ #################### ]   0.331s | Verify file - Done verifying\nApplying pin reset.\n-- runners.nrfjprog: Board with serial number 1050288173 flashed successfully.",
            ),
            (
                "shell",
                {"command": "timeout 5 cat /dev/ttyACM0"},
                "*** Booting Zephyr OS build v3.7.0 ***\nLED state: OFF\nLED state: ON\nLED state: OFF\nLED state: ON\nLED state: OFF",
            ),
        ],
    )

    session(
        "west",
        True,
        2,
        "Run the kernel semaphore tests under QEMU with twister and tell me if anything fails.",
        [
            (
                "shell",
                {
                    "command": "west twister -T tests/kernel/semaphore -p qemu_x86 -p qemu_cortex_m3 --inline-logs"
                },
                "ZEPHYR_BASE unset, using \"/home/dev/zephyrproject/zephyr\"\nRenaming output directory to /home/dev/zephyrproject/zephyr/twister-out.3\nINFO    - Using Ninja..\nINFO    - Zephyr version: v3.7.0\nINFO    - Using 'zephyr' toolchain.\nINFO    - Building initial testsuite list...\nINFO    - Writing JSON report /home/dev/zephyrproject/zephyr/twister-out/testplan.json\nINFO    - JOBS: 8\nINFO    - Adding tasks to the queue...\nINFO    - Added initial list of jobs to queue\nINFO    - Total complete:    6/   6  100%  skipped:    0, failed:    0, error:    0\nINFO    - 6 test scenarios (6 test instances) selected, 0 configurations skipped (0 by static filter, 0 at runtime).\nINFO    - 6 of 6 test configurations passed (100.00%), 0 failed, 0 errored, 0 skipped with 0 warnings in 94.21 seconds\nINFO    - In total 74 test cases were executed, 0 skipped on 2 out of total 826 platforms (0.24%)\nINFO    - 6 test configurations executed on platforms, 0 test configurations were only built.\nINFO    - Saving reports...\nINFO    - Writing JSON report /home/dev/zephyrproject/zephyr/twister-out/twister.json\nINFO    - Writing xunit report /home/dev/zephyrproject/zephyr/twister-out/twister.xml...\nINFO    - Writing xunit report /home/dev/zephyrproject/zephyr/twister-out/twister_report.xml...\nINFO    - Run completed",
            ),
            ("shell", {"command": "grep -c 'status=\"skipped\"' twister-out/twister.xml"}, "0"),
            (
                "shell",
                {
                    "command": "jq -r '.testsuites[] | select(.status != \"passed\") | .name' twister-out/twister.json"
                },
                "",
            ),
            (
                "shell",
                {
                    "command": "jq -r '.testsuites[] | \"\\(.platform) \\(.name) \\(.execution_time)\"' twister-out/twister.json"
                },
                "qemu_x86/atom kernel.semaphore 3.11\nqemu_x86/atom kernel.semaphore.no_timeslicing 2.87\nqemu_x86/atom kernel.semaphore.usage 1.02\nqemu_cortex_m3/ti_lm3s6965 kernel.semaphore 4.90\nqemu_cortex_m3/ti_lm3s6965 kernel.semaphore.no_timeslicing 4.41\nqemu_cortex_m3/ti_lm3s6965 kernel.semaphore.usage 1.66",
            ),
        ],
    )

    session(
        "idf",
        True,
        1,
        "Build the sensor-hub firmware for ESP32-S3, flash it on /dev/ttyUSB0 and check the boot log for the free heap number.",
        [
            (
                "shell",
                {"command": "idf.py set-target esp32s3"},
                'Adding "set-target"\'s dependency "fullclean" to list of commands with default set of options.\nExecuting action: fullclean\nBuild directory \'/home/dev/sensor-hub/build\' not found. Nothing to clean.\nExecuting action: set-target\nSet Target to: esp32s3, new sdkconfig will be created.\nRunning cmake in directory /home/dev/sensor-hub/build\n-- Found Git: /usr/bin/git (found version "2.43.0")\n-- The C compiler identification is GNU 13.2.0\n-- Project sdkconfig file /home/dev/sensor-hub/sdkconfig\n-- Configuring done\n-- Generating done\n-- Build files have been written to: /home/dev/sensor-hub/build',
            ),
            (
                "shell",
                {"command": "idf.py build 2>&1 | tail -n 12"},
                "[1024/1026] Generating binary image from built executable\nesptool.py v4.8.1\nCreating esp32s3 image...\nMerged 2 ELF sections\nSuccessfully created esp32s3 image.\nGenerated /home/dev/sensor-hub/build/sensor_hub.bin\n[1026/1026] cd /home/dev/sensor-hub/build/esp-idf/esptool_py && python check_sizes.py --offset 0x8000 partition --type app partition_table/partition-table.bin sensor_hub.bin\nsensor_hub.bin binary size 0xe4a30 bytes. Smallest app partition is 0x100000 bytes. 0x1b5d0 bytes (11%) free.\n\nProject build complete. To flash, run:\n idf.py flash\nor\n idf.py -p PORT flash",
            ),
            (
                "shell",
                {"command": "idf.py -p /dev/ttyUSB0 -b 921600 flash 2>&1 | tail -n 14"},
                "Serial port /dev/ttyUSB0\nConnecting....\nChip is ESP32-S3 (QFN56) (revision v0.2)\nFeatures: WiFi, BLE, Embedded PSRAM 8MB (AP_3v3)\nCrystal is 40MHz\nMAC: 34:85:18:a1:0c:7e\nChanging baud rate to 921600\nChanged.\nWrote 936496 bytes (571212 compressed) at 0x00010000 in 7.9 seconds (effective 948.3 kbit/s)...\nHash of data verified.\n\nLeaving...\nHard resetting via RTS pin...\nDone",
            ),
            (
                "shell",
                {
                    "command": "timeout 8 idf.py -p /dev/ttyUSB0 monitor --no-reset 2>&1 | grep -E 'heap|app_main|sensor'"
                },
                "I (312) heap_init: At 3FCA1B18 len 00047BF8 (286 KiB): RAM\nI (318) heap_init: At 3FCE9710 len 00005724 (21 KiB): RAM\nI (325) esp_psram: Adding pool of 8192K of PSRAM memory to heap allocator\nI (402) main_task: Calling app_main()\nI (405) sensor_hub: free heap: 8421332 bytes (internal 298104)\nI (911) sensor_hub: BME280 found at 0x76",
            ),
            (
                "shell",
                {"command": "idf.py size 2>&1 | tail -n 8"},
                "                         Memory Type Usage Summary\n┏━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━━┳━━━━━━━┳━━━━━━━━━━━━┓\n┃ Memory Type/Section   ┃ Used [bytes] ┃ Used [%] ┃ Remain [bytes] ┃\n┡━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━━╇━━━━━━━╇━━━━━━━━━━━━┩\n│ Flash Code            │     620114 │  5.94 │    9816830 │\n│ DIRAM                 │      88142 │ 25.8  │     253362 │\n└───────────────────────┴────────────┴───────┴────────────┘\nTotal image size: 936496 bytes (.bin may be padded larger)",
            ),
        ],
    )

    banner = "      -------------------------------------------------------------------\n                        STM32CubeProgrammer v2.17.0                  \n      -------------------------------------------------------------------\n\n"
    session(
        "stm32prog",
        True,
        1,
        "Flash motorctl_v1.4.hex onto the STM32G474 board over SWD, verify it, and check that read-out protection is still level 0.",
        [
            (
                "shell",
                {"command": "STM32_Programmer_CLI -l st-link"},
                banner
                + "===== DFU Interface   =====\n\nNo STM32 device in DFU mode connected\n\n===== STLink Interface =====\n\n-------- Connected ST-LINK Probes List --------\n\nST-Link Probe 0 :\n   ST-LINK SN  : 004A00283133511337393135\n   ST-LINK FW  : V3J15M7\n   Access Port Number  : 2 \n-----------------------------------------------",
            ),
            (
                "shell",
                {"command": "STM32_Programmer_CLI -c port=SWD freq=8000"},
                banner
                + "ST-LINK SN  : 004A00283133511337393135\nST-LINK FW  : V3J15M7\nBoard       : NUCLEO-G474RE\nVoltage     : 3.28V\nSWD freq    : 8000 KHz\nConnect mode: Normal\nReset mode  : Software reset\nDevice ID   : 0x469\nRevision ID : Rev X\nDevice name : STM32G47x/G48x\nFlash size  : 512 KBytes\nDevice type : MCU\nDevice CPU  : Cortex-M4\nBL Version  : 0xD5",
            ),
            (
                "shell",
                {
                    "command": "STM32_Programmer_CLI -c port=SWD freq=8000 -w build/motorctl_v1.4.hex -v"
                },
                banner
                + "ST-LINK SN  : 004A00283133511337393135\nDevice name : STM32G47x/G48x\n\nMemory Programming ...\nOpening and parsing file: motorctl_v1.4.hex\n  File          : motorctl_v1.4.hex\n  Size          : 97.41 KB \n  Address       : 0x08000000 \n\nErasing memory corresponding to segment 0:\nErasing internal memory sectors [0 48]\nDownload in Progress:\n\n\nFile download complete\nTime elapsed during download operation: 00:00:01.402\n\nVerifying ...\n\n\nDownload verified successfully ",
            ),
            (
                "shell",
                {"command": "STM32_Programmer_CLI -c port=SWD -ob displ | grep -E 'RDP|nBOOT|WRP'"},
                "     RDP          : 0xAA (Level 0, no protection) \n     nBOOT_SEL    : 0x1 (BOOT0 signal is defined by nBOOT0 option bit) \n     nBOOT0       : 0x1 (nBOOT0=1) \n     WRP1A_STRT   : 0x7F (0x807F000) \n     WRP1A_END    : 0x0 (0x8000000) ",
            ),
            (
                "shell",
                {"command": "STM32_Programmer_CLI -c port=SWD -rst"},
                banner
                + "ST-LINK SN  : 004A00283133511337393135\nDevice name : STM32G47x/G48x\n\nMCU Reset\n\nSoftware reset is performed",
            ),
        ],
    )

    session(
        "probe-rs",
        True,
        1,
        "Flash the rust firmware onto the RP2040 via the debug probe, then read the boot counter word at 0x20041000 to confirm it incremented.",
        [
            (
                "shell",
                {"command": "probe-rs list"},
                "The following debug probes were found:\n[0]: Debug Probe (CMSIS-DAP) -- 2e8a:000c:E6614103E7565B25 (CMSIS-DAP)",
            ),
            ("shell", {"command": "probe-rs read --chip RP2040 b32 0x20041000 1"}, "0x00000011"),
            (
                "shell",
                {
                    "command": "probe-rs download --chip RP2040 target/thumbv6m-none-eabi/release/telemetry-node"
                },
                "      Erasing ✔ 100% [####################] 132.00 KiB @ 71.28 KiB/s (took 2s)\n  Programming ✔ 100% [####################] 132.00 KiB @ 38.40 KiB/s (took 3s)\n     Finished in 5.36s",
            ),
            ("shell", {"command": "probe-rs reset --chip RP2040"}, ""),
            (
                "shell",
                {"command": "sleep 2 && probe-rs read --chip RP2040 b32 0x20041000 1"},
                "0x00000012",
            ),
        ],
    )

    session(
        "renode",
        True,
        1,
        "Run the Renode UART smoke tests for the STM32F4 firmware and tell me which ones pass.",
        [
            (
                "shell",
                {
                    "command": "renode-test tests/uart_smoke.robot --variable ELF:build/zephyr/zephyr.elf"
                },
                "Preparing suites\nStarted Renode instance on port 9999; pid 21817\nStarting suites\nRunning tests/uart_smoke.robot\n+++++ Starting test 'uart_smoke.Should Print Banner'\n+++++ Finished test 'uart_smoke.Should Print Banner' in 1.84 seconds with status OK\n+++++ Starting test 'uart_smoke.Should Echo Input'\n+++++ Finished test 'uart_smoke.Should Echo Input' in 2.10 seconds with status OK\n+++++ Starting test 'uart_smoke.Should Report Version'\n+++++ Finished test 'uart_smoke.Should Report Version' in 15.02 seconds with status failed\n      ++++ Error: Terminal tester failed!\n\nTest: Wait For Line On Uart\nInitial line: \"fw_version=\"\nTimeout: 15s\n      ++++ Fail occurred at: uart_smoke.robot:31\nCleaning up suites\nClosing Renode pid 21817\nAggregating all robot results\nOutput:  /home/dev/fw/robot_output.xml\nLog:     /home/dev/fw/log.html\nReport:  /home/dev/fw/report.html\nTests finished successfully :)\nSome tests failed :( See the list of failed tests below and logs for details!\nFailed robot critical tests:\n\t1. uart_smoke.Should Report Version\nFailed robot non critical tests:\n\tNone",
            ),
            (
                "shell",
                {"command": "grep -n 'fw_version\\|Report Version' -A3 tests/uart_smoke.robot"},
                "29:Should Report Version\n30-    Write Line To Uart      version\n31-    Wait For Line On Uart   fw_version=\n32-    ...",
            ),
            (
                "shell",
                {"command": "grep -rn 'fw_version\\|\"version\"' src/shell_cmds.c"},
                'src/shell_cmds.c:88:SHELL_CMD_REGISTER(ver, NULL, "Print firmware version", cmd_version);\nsrc/shell_cmds.c:84:\tshell_print(sh, "fw=%s", APP_VERSION_STRING);',
            ),
        ],
    )

    session(
        "mbed",
        True,
        1,
        "Compile the legacy Mbed OS 6 thermostat app for the K64F with GCC_ARM and copy it onto the connected board.",
        [
            (
                "shell",
                {"command": "mbedls"},
                "| platform_name | platform_name_unique | mount_point | serial_port  | target_id                                        | daplink_version |\n|---------------|----------------------|-------------|--------------|--------------------------------------------------|-----------------|\n| K64F          | K64F[0]              | /media/K64F | /dev/ttyACM0 | 0240000032044e4500257009997b00386781000097969900 | 0253            |",
            ),
            (
                "shell",
                {"command": "mbed compile -m K64F -t GCC_ARM --profile release 2>&1 | tail -n 20"},
                "Link: thermostat\nElf2Bin: thermostat\n| Module             |     .text |   .data |     .bss |\n|--------------------|-----------|---------|----------|\n| [fill]             |    134(+0) |   4(+0) |   35(+0) |\n| [lib]/c.a          |  16344(+0) | 2472(+0) |   89(+0) |\n| [lib]/gcc.a        |   3168(+0) |   0(+0) |    0(+0) |\n| [lib]/misc         |    188(+0) |   4(+0) |   28(+0) |\n| mbed-os/drivers    |   2012(+0) |   0(+0) |    0(+0) |\n| mbed-os/platform   |   6790(+0) | 260(+0) |  380(+0) |\n| mbed-os/rtos       |   7512(+0) | 168(+0) | 5969(+0) |\n| mbed-os/targets    |  11204(+0) |   4(+0) |  458(+0) |\n| source/main.o      |   1422(+0) |   0(+0) |   60(+0) |\n| Subtotals          |  48774(+0) | 2912(+0) | 7019(+0) |\nTotal Static RAM memory (data + bss): 9931(+0) bytes\nTotal Flash memory (text + data): 51686(+0) bytes\n\nImage: ./BUILD/K64F/GCC_ARM-RELEASE/thermostat.bin",
            ),
            (
                "shell",
                {"command": "cp BUILD/K64F/GCC_ARM-RELEASE/thermostat.bin /media/K64F/ && sync"},
                "",
            ),
            (
                "shell",
                {"command": "sleep 3 && cat /media/K64F/DETAILS.TXT | head -n 4 && ls /media/K64F"},
                "# DAPLink Firmware - see https://daplink.io\nUnique ID: 0240000032044e4500257009997b00386781000097969900\nHIC ID: 97969900\nAuto Reset: 0\nDETAILS.TXT\nMBED.HTM",
            ),
            (
                "shell",
                {"command": "timeout 5 cat /dev/ttyACM0"},
                "thermostat v2.3 starting\nsetpoint=21.0C hysteresis=0.5C\nT=19.8C heater=ON",
            ),
        ],
    )

    # ------------- failing embedded
    nop = "Error: No probe was found."
    session(
        "probe-rs",
        False,
        1,
        "Attach to the nRF9160 on the field unit and dump the last crash log from RAM at 0x2003F000 (256 bytes).",
        [
            ("shell", {"command": "probe-rs list"}, "No debug probes were found."),
            ("shell", {"command": "probe-rs read --chip nRF9160_xxAA b32 0x2003F000 64"}, nop),
            (
                "shell",
                {"command": "probe-rs read --chip nRF9160_xxAA --protocol swd b32 0x2003F000 64"},
                nop,
            ),
            ("shell", {"command": "probe-rs info --protocol swd"}, nop),
            (
                "shell",
                {
                    "command": "probe-rs read --chip nRF9160_xxAA --probe 1366:1051 --speed 1000 b32 0x2003F000 64"
                },
                nop,
            ),
            (
                "shell",
                {
                    "command": "probe-rs attach --chip nRF9160_xxAA target/thumbv8m.main-none-eabihf/release/field-unit"
                },
                nop,
            ),
            ("shell", {"command": "probe-rs list"}, "No debug probes were found."),
        ],
    )

    nt = banner + "Error: No debug probe detected."
    session(
        "stm32prog",
        False,
        1,
        "Erase and reprogram the STM32L4 on the sensor board with sensor_v2.bin at 0x08000000, then reset it.",
        [
            ("shell", {"command": "STM32_Programmer_CLI -c port=SWD -e all"}, nt),
            (
                "shell",
                {"command": "STM32_Programmer_CLI -c port=SWD mode=UR reset=HWrst -e all"},
                nt,
            ),
            (
                "shell",
                {"command": "STM32_Programmer_CLI -l st-link"},
                banner
                + "===== DFU Interface   =====\n\nNo STM32 device in DFU mode connected\n\n===== STLink Interface =====\nError: No ST-Link detected!",
            ),
            (
                "shell",
                {
                    "command": "STM32_Programmer_CLI -c port=SWD freq=480 mode=UR -w sensor_v2.bin 0x08000000"
                },
                nt,
            ),
            ("shell", {"command": "STM32_Programmer_CLI -c port=JTAG -e all"}, nt),
            ("shell", {"command": "STM32_Programmer_CLI -c port=SWD index=0 -e all"}, nt),
            (
                "shell",
                {
                    "command": "STM32_Programmer_CLI -c port=SWD mode=HOTPLUG -w sensor_v2.bin 0x08000000 -v -rst"
                },
                nt,
            ),
        ],
    )

    def esp_fail(port, baud):
        return (
            f"Executing action: flash\nSerial port {port}\nConnecting......................................\n\n"
            "A fatal error occurred: Failed to connect to ESP32-C3: No serial data received.\n"
            "For troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html\n"
            f"CMake Error at run_serial_tool.cmake:66 (message):\n  /home/dev/.espressif/python_env/idf5.3_py3.11_env/bin/python;;/home/dev/esp/esp-idf/components/esptool_py/esptool/esptool.py;--chip;esp32c3\n  failed.\n\nFAILED: CMakeFiles/flash /home/dev/doorbell/build/CMakeFiles/flash\nninja: build stopped: subcommand failed.\nninja failed with exit code 1, output of the command is in the /home/dev/doorbell/build/log/idf_py_stderr_output_{num(port + str(baud), 10000, 99999)} and /home/dev/doorbell/build/log/idf_py_stdout_output_{num(port + str(baud), 10000, 99999)}"
        )

    session(
        "idf",
        False,
        1,
        "Flash the doorbell firmware to the ESP32-C3 board and watch the log while pressing the button.",
        [
            (
                "shell",
                {"command": "idf.py -p /dev/ttyACM0 flash"},
                esp_fail("/dev/ttyACM0", 460800),
            ),
            (
                "shell",
                {"command": "idf.py -p /dev/ttyACM0 -b 115200 flash"},
                esp_fail("/dev/ttyACM0", 115200),
            ),
            ("shell", {"command": "ls /dev/ttyACM* /dev/ttyUSB*"}, "/dev/ttyACM0"),
            (
                "shell",
                {"command": "idf.py -p /dev/ttyACM0 -b 115200 flash"},
                esp_fail("/dev/ttyACM0", 115201),
            ),
            (
                "shell",
                {
                    "command": "python -m esptool --chip esp32c3 -p /dev/ttyACM0 --before usb_reset chip_id"
                },
                "esptool.py v4.8.1\nSerial port /dev/ttyACM0\nConnecting......................................\n\nA fatal error occurred: Failed to connect to ESP32-C3: No serial data received.\nFor troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html",
            ),
            (
                "shell",
                {"command": "idf.py -p /dev/ttyACM0 -b 74880 flash"},
                esp_fail("/dev/ttyACM0", 74880),
            ),
            (
                "shell",
                {
                    "command": "python -m esptool --chip esp32c3 -p /dev/ttyACM0 --before no_reset --after no_reset flash_id"
                },
                "esptool.py v4.8.1\nSerial port /dev/ttyACM0\nConnecting......................................\n\nA fatal error occurred: Failed to connect to ESP32-C3: No serial data received.\nFor troubleshooting steps visit: https://docs.espressif.com/projects/esptool/en/latest/troubleshooting.html",
            ),
        ],
    )

    def clone_fail(url):
        return f'[mbed] Working path "/home/dev/legacy" (program)\n[mbed] Importing program "{url.rsplit("/", 1)[-1]}" from "{url}" at latest revision in the current branch\n[mbed] ERROR: Unable to clone repository ({url})\n---'

    session(
        "mbed",
        False,
        1,
        "Import the old mbed-os-example-ble-thermometer program from os.mbed.com, deploy its libraries and compile it for the NRF52_DK.",
        [
            (
                "shell",
                {
                    "command": "mbed import https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer/"
                },
                clone_fail(
                    "https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer"
                ),
            ),
            (
                "shell",
                {
                    "command": "mbed import http://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer"
                },
                clone_fail(
                    "http://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer"
                ),
            ),
            (
                "shell",
                {
                    "command": "mbed import https://mbed.org/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer"
                },
                clone_fail(
                    "https://mbed.org/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer"
                ),
            ),
            (
                "shell",
                {
                    "command": "mbed import https://os.mbed.com/teams/Bluetooth-Low-Energy/code/BLE_Thermometer/"
                },
                clone_fail("https://os.mbed.com/teams/Bluetooth-Low-Energy/code/BLE_Thermometer"),
            ),
            (
                "shell",
                {"command": "cd ble-thermometer && mbed deploy"},
                '[mbed] Working path "/home/dev/legacy/ble-thermometer" (program)\n[mbed] Updating library "BLE_API" to rev #b2a6e2ee2a6f\n[mbed] Importing program "BLE_API" from "https://os.mbed.com/teams/Bluetooth-Low-Energy/code/BLE_API" at rev #b2a6e2ee2a6f\n[mbed] ERROR: Unable to clone repository (https://os.mbed.com/teams/Bluetooth-Low-Energy/code/BLE_API)\n---',
            ),
            (
                "shell",
                {
                    "command": "mbed import https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer/ --protocol https -vv 2>&1 | tail -n 5"
                },
                '[mbed] Exec "hg clone --config progress.disable=true https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer /home/dev/legacy/mbed-os-example-ble-thermometer" in "/home/dev/legacy"\nabort: HTTP Error 404: Not Found\n[mbed] Exec "git clone --depth=1 https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer /home/dev/legacy/mbed-os-example-ble-thermometer" in "/home/dev/legacy"\nfatal: repository \'https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer/\' not found\n[mbed] ERROR: Unable to clone repository (https://os.mbed.com/teams/mbed-os-examples/code/mbed-os-example-ble-thermometer)',
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    hospitality()
    nonprofit()
    mlobs()
    workflows()
    embedded()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout39.jsonl")
    )
