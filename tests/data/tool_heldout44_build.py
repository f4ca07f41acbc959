# ruff: noqa: E501
"""Build tests/data/tool_heldout44.jsonl: a blind held-out fixture of tool calls.

Five domain groups, 55 sessions (35 successful, 20 failing), in the real-runs
format (one row per tool call, rows of a session consecutive in call order).
The formats were written from memory of the vendors' public API references and
of the CLIs' output; no search was run for this fixture (time-boxed), so the
confidence notes below say how sure the author is of each shape.

1. Religious / community organisation software
   - planningcenter: Planning Center API (api.planningcenteronline.com, JSON:API
     documents with "data"/"included"/"meta" {"total_count","count","next"}).
     Sure of the JSON:API envelope and resource types (Person, Plan, Donation);
     attribute names are close to, not guaranteed identical to, the real ones.
   - breeze: Breeze ChMS REST API (/api/people, /api/events, /api/giving);
     plain JSON arrays of objects with string ids. Fairly sure of the shape.
   - elvanto: Elvanto API v1 (POST people/getAll etc.), JSON with
     {"generated_in", "status": "ok"|"fail", ...}. Fairly sure; error objects
     {"status":"fail","error":{"code":..,"message":..}} as documented.
   - ccb: Church Community Builder api.php, XML <ccb_api><request>..<response>.
     Fairly sure of the envelope, less of every element name.
   - tithely: Tithe.ly giving API wrapped as an MCP tool returning JSON. The
     wrapper is hypothetical; the field names are plausible, not verified.
2. Sports clubs and league management
   - teamsnap: TeamSnap API v3 Collection+JSON ({"collection":{"items":[{"data":
     [{"name","value"}]}]}}). Sure of Collection+JSON; fields plausible.
   - spond: the unofficial `spond` Python client (dicts from api.spond.com) via a
     Python tool; printed dicts. Moderately sure.
   - leagueapps: LeagueApps public API v2 JSON lists. Moderately sure.
   - sportsengine: SportsEngine GraphQL-ish JSON. Low-to-moderate certainty.
   - pitchero: no public API; a site-scraping tool returning page text. Shape
     chosen to be what a fetch tool returns for such pages.
3. Translation with CAT servers
   - memoq: memoQ Server Resources/WS API via a REST wrapper (JSON, GUIDs, TM
     lookup hits with match rates). Moderately sure.
   - groupshare: Trados GroupShare REST API (/api/projectserver/v2/...), JSON.
     Moderately sure of paths, less of field names.
   - xtm: XTM Cloud REST API v2 (/project-manager-api-rest/projects), JSON.
     Moderately sure.
   - memsource: Memsource API v1 (/web/api2/v1/projects, async jobs
     asyncRequest polling). Fairly sure of the paging envelope
     {"totalElements","totalPages","pageSize","pageNumber","content"}.
   - matecat: MateCat API (/api/new, /api/status returning "status":"ANALYZING"/
     "DONE"). Fairly sure.
4. Home lab dashboards
   - truenas: TrueNAS REST API v2.0 (/api/v2.0/pool, /pool/dataset, /core/get_jobs).
     Sure of the general shape.
   - portainer: Portainer API (/api/endpoints, /api/endpoints/{id}/docker/containers/json
     which proxies the Docker Engine API). Sure.
   - npm: Nginx Proxy Manager API (/api/nginx/proxy-hosts). Fairly sure.
   - pihole: Pi-hole v5 api.php?summary / FTL; `pihole -q` CLI. Fairly sure.
   - adguard: AdGuard Home /control/status, /control/querylog, /control/filtering.
     Fairly sure.
   - unraid: Unraid API GraphQL ({"data":{...}} / {"errors":[...]}). Moderately sure.
5. Audio production driven by scripts
   - reapy: python_repl tool running reapy code; printed reprs. Fairly sure of the
     reprs (reapy.Project, Track objects print like `Track("(MediaTrack*)0x...")`).
   - abletonosc: a tool sending OSC to AbletonOSC (/live/song/get/tempo etc.) and
     returning the reply address and args. Sure of the addresses' style.
   - sclang / csound: shell tool running `sclang file.scd` / `csound -d file.csd`,
     stdout as the terminal shows it. Fairly sure of csound's banner and messages.
   - mediainfo: `mediainfo` CLI text and `--Output=JSON`. Sure.
   - ptsl: a Pro Tools PTSL gRPC client returning JSON-ified responses
     (command_id, status). Moderately sure.
Identifiers come from hashes of fixed strings; the script is deterministic.
"""

from __future__ import annotations

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
    return json.dumps(o, indent=2)


def jc(o) -> str:
    return json.dumps(o, separators=(",", ":"))


def S(family: str, kind: str, n: int, task: str, calls: list) -> None:
    ok = kind == "ok"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout44/{family}",
                "run_id": f"{family}-{kind}-{n}",
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


# ---------------------------------------------------------------- domain 1
def pco_person(pid, first, last, status="active", mem="Member"):
    return {
        "type": "Person",
        "id": str(pid),
        "attributes": {
            "first_name": first,
            "last_name": last,
            "status": status,
            "membership": mem,
            "created_at": "2023-04-11T15:02:11Z",
            "child": False,
        },
        "links": {"self": f"https://api.planningcenteronline.com/people/v2/people/{pid}"},
    }


def domain1():
    t = "planningcenter_api"
    S(
        "planningcenter",
        "ok",
        1,
        "How many active members do we have whose last name starts with 'Hal', and add the new visitor Grace Okafor to People?",
        [
            (
                t,
                {
                    "method": "GET",
                    "path": "/people/v2/people",
                    "params": {"where[search_name]": "Hal", "where[status]": "active"},
                },
                j(
                    {
                        "links": {
                            "self": "https://api.planningcenteronline.com/people/v2/people?where[search_name]=Hal"
                        },
                        "data": [
                            pco_person(num("p1"), "Dana", "Hale"),
                            pco_person(num("p2"), "Marcus", "Halvorsen"),
                            pco_person(num("p3"), "Ruth", "Hallett", mem="Regular Attender"),
                        ],
                        "included": [],
                        "meta": {
                            "total_count": 3,
                            "count": 3,
                            "can_order_by": ["first_name", "last_name"],
                        },
                    }
                ),
            ),
            (
                t,
                {
                    "method": "POST",
                    "path": "/people/v2/people",
                    "body": {
                        "data": {
                            "type": "Person",
                            "attributes": {
                                "first_name": "Grace",
                                "last_name": "Okafor",
                                "membership": "Visitor",
                            },
                        }
                    },
                },
                j(
                    {
                        "data": pco_person(num("grace"), "Grace", "Okafor", mem="Visitor"),
                        "included": [],
                        "meta": {"parent": {"id": "218334", "type": "Organization"}},
                    }
                ),
            ),
            (
                t,
                {
                    "method": "POST",
                    "path": f"/people/v2/people/{num('grace')}/emails",
                    "body": {
                        "data": {
                            "type": "Email",
                            "attributes": {
                                "address": "grace.okafor@example.org",
                                "location": "Home",
                                "primary": True,
                            },
                        }
                    },
                },
                j(
                    {
                        "data": {
                            "type": "Email",
                            "id": str(num("ge")),
                            "attributes": {
                                "address": "grace.okafor@example.org",
                                "location": "Home",
                                "primary": True,
                                "blocked": False,
                            },
                        },
                        "included": [],
                        "meta": {},
                    }
                ),
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": "/people/v2/people",
                    "params": {"where[search_name]": "Okafor"},
                },
                j(
                    {
                        "data": [pco_person(num("grace"), "Grace", "Okafor", mem="Visitor")],
                        "included": [],
                        "meta": {"total_count": 1, "count": 1},
                    }
                ),
            ),
        ],
    )
    plans = [
        {
            "type": "Plan",
            "id": str(num(f"plan{i}")),
            "attributes": {
                "title": tt,
                "dates": d,
                "sort_date": sd,
                "items_count": ic,
                "needed_positions_count": npc,
            },
        }
        for i, (tt, d, sd, ic, npc) in enumerate(
            [
                ("Advent I", "December 1, 2024", "2024-12-01T09:00:00Z", 14, 2),
                ("Advent II", "December 8, 2024", "2024-12-08T09:00:00Z", 13, 0),
                ("Advent III", "December 15, 2024", "2024-12-15T09:00:00Z", 15, 3),
            ]
        )
    ]
    S(
        "planningcenter",
        "ok",
        2,
        "Which upcoming Sunday services still have unfilled positions, and what are they?",
        [
            (
                t,
                {"method": "GET", "path": "/services/v2/service_types"},
                j(
                    {
                        "data": [
                            {
                                "type": "ServiceType",
                                "id": "1120455",
                                "attributes": {
                                    "name": "Sunday 9am",
                                    "frequency": "Weekly",
                                    "sequence": 0,
                                },
                            },
                            {
                                "type": "ServiceType",
                                "id": "1120456",
                                "attributes": {
                                    "name": "Sunday 11am",
                                    "frequency": "Weekly",
                                    "sequence": 1,
                                },
                            },
                        ],
                        "meta": {"total_count": 2, "count": 2},
                    }
                ),
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": "/services/v2/service_types/1120455/plans",
                    "params": {"filter": "future", "per_page": 3},
                },
                j({"data": plans, "meta": {"total_count": 3, "count": 3}}),
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": f"/services/v2/service_types/1120455/plans/{num('plan0')}/needed_positions",
                },
                j(
                    {
                        "data": [
                            {
                                "type": "NeededPosition",
                                "id": "88123001",
                                "attributes": {
                                    "quantity": 1,
                                    "team_position_name": "Bass",
                                    "scheduled_to": "plan",
                                },
                            },
                            {
                                "type": "NeededPosition",
                                "id": "88123002",
                                "attributes": {
                                    "quantity": 1,
                                    "team_position_name": "Camera 2",
                                    "scheduled_to": "plan",
                                },
                            },
                        ],
                        "meta": {"total_count": 2, "count": 2},
                    }
                ),
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": f"/services/v2/service_types/1120455/plans/{num('plan2')}/needed_positions",
                },
                j(
                    {
                        "data": [
                            {
                                "type": "NeededPosition",
                                "id": "88123311",
                                "attributes": {
                                    "quantity": 2,
                                    "team_position_name": "Greeter",
                                    "scheduled_to": "plan",
                                },
                            },
                            {
                                "type": "NeededPosition",
                                "id": "88123312",
                                "attributes": {
                                    "quantity": 1,
                                    "team_position_name": "Lyrics / ProPresenter",
                                    "scheduled_to": "plan",
                                },
                            },
                        ],
                        "meta": {"total_count": 2, "count": 2},
                    }
                ),
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": "/services/v2/service_types/1120456/plans",
                    "params": {"filter": "future", "per_page": 3},
                },
                j({"data": [], "meta": {"total_count": 0, "count": 0}}),
            ),
        ],
    )

    # giving paging
    def dons(page, off):
        return j(
            {
                "data": [
                    {
                        "type": "Donation",
                        "id": str(num(f"don{page}{i}")),
                        "attributes": {
                            "amount_cents": a,
                            "amount_currency": "USD",
                            "payment_method": m,
                            "received_at": f"2024-11-{d:02d}T14:{i:02d}:00Z",
                            "refunded": False,
                        },
                    }
                    for i, (a, m, d) in enumerate(rows)
                ],
                "links": {
                    "next": f"https://api.planningcenteronline.com/giving/v2/donations?offset={off}"
                }
                if off
                else {},
                "meta": {
                    "total_count": 7,
                    "count": len(rows),
                    **({"next": {"offset": off}} if off else {}),
                },
            }
        )

    rows = None
    rows = [(5000, "card", 3), (12500, "ach", 3), (2000, "cash", 10), (30000, "check", 10)]
    p1 = dons(1, 4)
    rows = [(7500, "card", 17), (1000, "cash", 24), (25000, "ach", 24)]
    p2 = dons(2, None)
    S(
        "planningcenter",
        "ok",
        3,
        "Total the donations received in November 2024 for the Building Fund.",
        [
            (
                "planningcenter_api",
                {
                    "method": "GET",
                    "path": "/giving/v2/funds",
                    "params": {"where[name]": "Building Fund"},
                },
                j(
                    {
                        "data": [
                            {
                                "type": "Fund",
                                "id": "40211",
                                "attributes": {
                                    "name": "Building Fund",
                                    "ledger_code": "4100-BF",
                                    "visibility": "everywhere",
                                    "deletable": False,
                                },
                            }
                        ],
                        "meta": {"total_count": 1, "count": 1},
                    }
                ),
            ),
            (
                "planningcenter_api",
                {
                    "method": "GET",
                    "path": "/giving/v2/funds/40211/donations",
                    "params": {
                        "where[received_at][gte]": "2024-11-01",
                        "where[received_at][lt]": "2024-12-01",
                        "per_page": 4,
                    },
                },
                p1,
            ),
            (
                "planningcenter_api",
                {
                    "method": "GET",
                    "path": "/giving/v2/funds/40211/donations",
                    "params": {
                        "where[received_at][gte]": "2024-11-01",
                        "where[received_at][lt]": "2024-12-01",
                        "per_page": 4,
                        "offset": 4,
                    },
                },
                p2,
            ),
        ],
    )
    # breeze
    b = "breeze_api"
    S(
        "breeze",
        "ok",
        1,
        "Check in the Hernandez family for Wednesday night youth and tell me who else from their household attended last week.",
        [
            (
                b,
                {"endpoint": "people", "params": {"filter_json": {"last_name": "Hernandez"}}},
                j(
                    [
                        {
                            "id": "31822914",
                            "first_name": "Lucia",
                            "force_first_name": "Lucia",
                            "last_name": "Hernandez",
                            "path": "img/profiles/generic/gray.png",
                        },
                        {
                            "id": "31822915",
                            "first_name": "Mateo",
                            "force_first_name": "Mateo",
                            "last_name": "Hernandez",
                            "path": "img/profiles/upload/7f3a1b.jpg",
                        },
                    ]
                ),
            ),
            (
                b,
                {"endpoint": "events", "params": {"start": "2024-11-20", "end": "2024-11-20"}},
                j(
                    [
                        {
                            "id": "118829301",
                            "name": "Wednesday Youth",
                            "category_id": "0",
                            "start_datetime": "2024-11-20 18:30:00",
                            "end_datetime": "2024-11-20 20:00:00",
                            "event_id": "40192",
                        }
                    ]
                ),
            ),
            (
                b,
                {
                    "endpoint": "events/attendance/add",
                    "params": {
                        "person_id": "31822915",
                        "instance_id": "118829301",
                        "direction": "in",
                    },
                },
                "true",
            ),
            (
                b,
                {
                    "endpoint": "events/attendance/add",
                    "params": {
                        "person_id": "31822914",
                        "instance_id": "118829301",
                        "direction": "in",
                    },
                },
                "true",
            ),
            (
                b,
                {"endpoint": "events", "params": {"start": "2024-11-13", "end": "2024-11-13"}},
                j(
                    [
                        {
                            "id": "118829288",
                            "name": "Wednesday Youth",
                            "category_id": "0",
                            "start_datetime": "2024-11-13 18:30:00",
                            "end_datetime": "2024-11-13 20:00:00",
                            "event_id": "40192",
                        }
                    ]
                ),
            ),
            (
                b,
                {"endpoint": "events/attendance/list", "params": {"instance_id": "118829288"}},
                j(
                    [
                        {
                            "instance_id": "118829288",
                            "person_id": "31822915",
                            "check_out": "2024-11-13 20:04:11",
                            "created_on": "2024-11-13 18:27:40",
                            "details": {"first_name": "Mateo", "last_name": "Hernandez"},
                        }
                    ]
                ),
            ),
        ],
    )
    S(
        "breeze",
        "ok",
        2,
        "Is there anyone in Breeze with the email tomas.birk@fastmail.com? If not, we'll add him next week.",
        [
            (
                b,
                {
                    "endpoint": "people",
                    "params": {"filter_json": {"email": "tomas.birk@fastmail.com"}},
                },
                "[]",
            ),
            (b, {"endpoint": "people", "params": {"filter_json": {"last_name": "Birk"}}}, "[]"),
            (
                b,
                {
                    "endpoint": "people",
                    "params": {"filter_json": {"first_name": "Tomas"}, "details": 1},
                },
                j(
                    [
                        {
                            "id": "29013311",
                            "first_name": "Tomas",
                            "last_name": "Lindqvist",
                            "details": {
                                "email_primary": "tlindqvist@outlook.com",
                                "mobile": "(612) 555-0143",
                            },
                        }
                    ]
                ),
            ),
        ],
    )
    e = "elvanto_api"
    S(
        "elvanto",
        "ok",
        1,
        "Add Priya Raman to the 'Welcome Team' group in Elvanto and confirm the group's member count.",
        [
            (
                e,
                {
                    "method": "people/search",
                    "params": {"search": {"firstname": "Priya", "lastname": "Raman"}},
                },
                j(
                    {
                        "generated_in": "0.021",
                        "status": "ok",
                        "people": {
                            "on_this_page": 1,
                            "page": 1,
                            "per_page": 1000,
                            "total": 1,
                            "person": [
                                {
                                    "id": "a1f0" + hid("priya", 28),
                                    "firstname": "Priya",
                                    "lastname": "Raman",
                                    "email": "priya.r@gmail.com",
                                    "mobile": "0412 555 209",
                                    "category_id": "b2c1" + hid("cat", 28),
                                }
                            ],
                        },
                    }
                ),
            ),
            (
                e,
                {"method": "groups/getAll", "params": {"search": {"name": "Welcome"}}},
                j(
                    {
                        "generated_in": "0.034",
                        "status": "ok",
                        "groups": {
                            "on_this_page": 1,
                            "page": 1,
                            "per_page": 1000,
                            "total": 1,
                            "group": [
                                {
                                    "id": "9c2e" + hid("wt", 28),
                                    "name": "Welcome Team",
                                    "status": "Active",
                                    "meeting_day": "Sunday",
                                    "meeting_time": "09:15",
                                }
                            ],
                        },
                    }
                ),
            ),
            (
                e,
                {
                    "method": "groups/addPerson",
                    "params": {
                        "id": "9c2e" + hid("wt", 28),
                        "person_id": "a1f0" + hid("priya", 28),
                    },
                },
                j({"generated_in": "0.012", "status": "ok"}),
            ),
            (
                e,
                {
                    "method": "groups/getInfo",
                    "params": {"id": ["9c2e" + hid("wt", 28)], "fields": ["people"]},
                },
                j(
                    {
                        "generated_in": "0.029",
                        "status": "ok",
                        "group": [
                            {
                                "id": "9c2e" + hid("wt", 28),
                                "name": "Welcome Team",
                                "people": {
                                    "person": [
                                        {
                                            "id": "a1f0" + hid(n, 28),
                                            "firstname": n.split()[0],
                                            "lastname": n.split()[1],
                                            "position": "Member",
                                        }
                                        for n in [
                                            "Ken Adeyemi",
                                            "Laura Sims",
                                            "Joe Park",
                                            "Priya Raman",
                                        ]
                                    ]
                                },
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    c = "ccb_api"
    S(
        "ccb",
        "ok",
        1,
        "Find the small groups that meet on Thursdays in the North campus and list their leaders.",
        [
            (
                c,
                {"srv": "group_search", "params": {"meeting_day": "Thursday", "campus_id": "3"}},
                """<?xml version="1.0" encoding="UTF-8"?>
<ccb_api>
  <request>
    <parameters>
      <argument value="group_search" name="srv"/>
      <argument value="Thursday" name="meeting_day"/>
      <argument value="3" name="campus_id"/>
    </parameters>
  </request>
  <response>
    <items count="2">
      <item>
        <item_id>1284</item_id>
        <name>Young Marrieds - Thursday</name>
        <grouping_name>Adult Small Groups</grouping_name>
        <owner_name>Brian Teller</owner_name>
        <meet_day_name>Thursday</meet_day_name>
        <meet_time_name>7:00 PM</meet_time_name>
      </item>
      <item>
        <item_id>1302</item_id>
        <name>Men of the Word</name>
        <grouping_name>Men's Ministry</grouping_name>
        <owner_name>Oscar Villanueva</owner_name>
        <meet_day_name>Thursday</meet_day_name>
        <meet_time_name>6:00 AM</meet_time_name>
      </item>
    </items>
  </response>
</ccb_api>""",
            ),
            (
                c,
                {
                    "srv": "group_profile_from_id",
                    "params": {"id": "1284", "include_participants": "false"},
                },
                """<?xml version="1.0" encoding="UTF-8"?>
<ccb_api>
  <request><parameters><argument value="group_profile_from_id" name="srv"/><argument value="1284" name="id"/></parameters></request>
  <response>
    <groups count="1">
      <group id="1284">
        <name>Young Marrieds - Thursday</name>
        <main_leader id="20931"><full_name>Brian Teller</full_name><email>bteller@northcommunity.org</email><phones><phone type="mobile">(469) 555-0182</phone></phones></main_leader>
        <leaders><leader id="20944"><full_name>Amy Teller</full_name></leader></leaders>
        <campus id="3">North</campus>
        <current_members>11</current_members>
      </group>
    </groups>
  </response>
</ccb_api>""",
            ),
            (
                c,
                {
                    "srv": "group_profile_from_id",
                    "params": {"id": "1302", "include_participants": "false"},
                },
                """<?xml version="1.0" encoding="UTF-8"?>
<ccb_api>
  <request><parameters><argument value="group_profile_from_id" name="srv"/><argument value="1302" name="id"/></parameters></request>
  <response>
    <groups count="1">
      <group id="1302">
        <name>Men of the Word</name>
        <main_leader id="19870"><full_name>Oscar Villanueva</full_name><email>oscar.v@gmail.com</email><phones><phone type="mobile">(469) 555-0117</phone></phones></main_leader>
        <leaders/>
        <campus id="3">North</campus>
        <current_members>8</current_members>
      </group>
    </groups>
  </response>
</ccb_api>""",
            ),
        ],
    )
    tl = "tithely_giving"
    S(
        "tithely",
        "ok",
        1,
        "Did the recurring gift from the Nakamura household fail this month? If so, send them the update-card link.",
        [
            (
                tl,
                {"action": "list_recurring", "query": "Nakamura"},
                j(
                    {
                        "recurring": [
                            {
                                "id": "rg_" + hid("naka", 12),
                                "donor": "Ken & Emi Nakamura",
                                "amount": "150.00",
                                "fund": "General Fund",
                                "frequency": "monthly",
                                "next_date": "2024-12-05",
                                "status": "past_due",
                                "last_failure": {"date": "2024-11-05", "reason": "card_expired"},
                            }
                        ]
                    }
                ),
            ),
            (
                tl,
                {
                    "action": "list_transactions",
                    "recurring_id": "rg_" + hid("naka", 12),
                    "since": "2024-11-01",
                },
                j(
                    {
                        "transactions": [
                            {
                                "id": "tx_" + hid("nakatx", 12),
                                "amount": "150.00",
                                "status": "failed",
                                "created": "2024-11-05T06:00:12Z",
                                "decline_code": "expired_card",
                            }
                        ],
                        "has_more": False,
                    }
                ),
            ),
            (
                tl,
                {
                    "action": "send_update_payment_link",
                    "recurring_id": "rg_" + hid("naka", 12),
                    "channel": "email",
                },
                j(
                    {
                        "sent": True,
                        "to": "emi.nakamura@icloud.com",
                        "message_id": "msg_" + hid("nakamsg", 10),
                    }
                ),
            ),
        ],
    )
    # ---- failing
    unauth = j(
        {
            "errors": [
                {
                    "status": "401",
                    "title": "Unauthorized",
                    "detail": "Your access token has expired. Please request a new one.",
                }
            ]
        }
    )
    S(
        "planningcenter",
        "fail",
        1,
        "Pull the list of volunteers scheduled for Christmas Eve services and their confirmation status.",
        [
            (t, {"method": "GET", "path": "/services/v2/service_types"}, unauth),
            (
                t,
                {"method": "GET", "path": "/services/v2/service_types", "params": {"per_page": 25}},
                unauth,
            ),
            (
                t,
                {
                    "method": "GET",
                    "path": "/services/v2/plans",
                    "params": {"where[title]": "Christmas Eve"},
                },
                unauth,
            ),
            (t, {"method": "GET", "path": "/services/v2/teams"}, unauth),
            (
                t,
                {
                    "method": "GET",
                    "path": "/services/v2/people",
                    "params": {"where[search_name]": "Christmas"},
                },
                unauth,
            ),
            (t, {"method": "GET", "path": "/people/v2/me"}, unauth),
            (
                t,
                {
                    "method": "GET",
                    "path": "/services/v2/service_types/1120455/plans",
                    "params": {"filter": "future"},
                },
                unauth,
            ),
        ],
    )
    # breeze wrong subdomain: returns empty for everything
    S(
        "breeze",
        "fail",
        1,
        "Get attendance counts for every Sunday service in October so I can chart them.",
        [
            (
                b,
                {"endpoint": "events", "params": {"start": "2024-10-01", "end": "2024-10-31"}},
                "[]",
            ),
            (
                b,
                {"endpoint": "events", "params": {"start": "2024-10-06", "end": "2024-10-06"}},
                "[]",
            ),
            (b, {"endpoint": "events/calendars/list"}, "[]"),
            (
                b,
                {"endpoint": "events", "params": {"start": "2024-09-01", "end": "2024-12-31"}},
                "[]",
            ),
            (b, {"endpoint": "people", "params": {"limit": 5}}, "[]"),
            (
                b,
                {
                    "endpoint": "events",
                    "params": {"start": "2024-10-13", "end": "2024-10-13", "category_id": "0"},
                },
                "[]",
            ),
            (b, {"endpoint": "events", "params": {"start": "2024-10-20"}}, "[]"),
        ],
    )
    rl = j(
        {
            "generated_in": "0.001",
            "status": "fail",
            "error": {
                "code": 429,
                "message": "Too many requests. Please wait before making further requests.",
            },
        }
    )
    S(
        "elvanto",
        "fail",
        1,
        "Export everyone in the 'Kids Ministry' department with their Working With Children Check expiry dates.",
        [
            (
                e,
                {
                    "method": "people/getAll",
                    "params": {
                        "page": 1,
                        "page_size": 100,
                        "fields": ["departments", "custom_wwcc_expiry"],
                    },
                },
                rl,
            ),
            (e, {"method": "people/getAll", "params": {"page": 1, "page_size": 50}}, rl),
            (e, {"method": "departments/getAll"}, rl),
            (
                e,
                {"method": "people/search", "params": {"search": {"department": "Kids Ministry"}}},
                rl,
            ),
            (e, {"method": "groups/getAll", "params": {"search": {"name": "Kids"}}}, rl),
            (e, {"method": "people/getAll", "params": {"page": 2, "page_size": 100}}, rl),
        ],
    )
    maint = """<!DOCTYPE html>
<html><head><title>Scheduled Maintenance | Church Community Builder</title></head>
<body><div class="maint"><img src="/images/ccb-logo.svg" alt="Church Community Builder">
<h1>We'll be right back.</h1>
<p>Church Community Builder is currently undergoing scheduled maintenance. We expect to be back online shortly. Thank you for your patience.</p>
<p>For updates, visit <a href="https://status.pushpay.com">status.pushpay.com</a></p></div></body></html>"""
    S(
        "ccb",
        "fail",
        1,
        "List the people who registered for the Women's Retreat form and whether they paid.",
        [
            (c, {"srv": "form_list"}, maint),
            (c, {"srv": "form_responses", "params": {"form_id": "212"}}, maint),
            (
                c,
                {
                    "srv": "form_responses",
                    "params": {"form_id": "212", "modified_since": "2024-09-01"},
                },
                maint,
            ),
            (c, {"srv": "individual_search", "params": {"last_name": "a"}}, maint),
            (c, {"srv": "transaction_detail_type_list"}, maint),
            (c, {"srv": "form_detail", "params": {"id": "212"}}, maint),
        ],
    )


# ---------------------------------------------------------------- domain 2
def cj_item(kind, fields):
    return {
        "href": f"https://api.teamsnap.com/v3/{kind}/{fields.get('id')}",
        "data": [{"name": k, "value": v} for k, v in fields.items()],
    }


def domain2():
    ts = "teamsnap_api"
    S(
        "teamsnap",
        "ok",
        1,
        "Create a practice for the U12 Falcons next Tuesday 6pm at Riverside Field 3 and tell me who has already said they can't come to Saturday's game.",
        [
            (
                ts,
                {"method": "GET", "path": "/v3/teams/search", "params": {"user_id": 9934121}},
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/teams",
                            "items": [
                                cj_item(
                                    "teams",
                                    {
                                        "id": 7712043,
                                        "name": "U12 Falcons",
                                        "sport_id": 2,
                                        "season_name": "Fall 2024",
                                        "division_name": "U12 Boys",
                                    },
                                ),
                                cj_item(
                                    "teams",
                                    {
                                        "id": 7712190,
                                        "name": "U10 Kestrels",
                                        "sport_id": 2,
                                        "season_name": "Fall 2024",
                                        "division_name": "U10 Girls",
                                    },
                                ),
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "POST",
                    "path": "/v3/events",
                    "body": {
                        "team_id": 7712043,
                        "is_game": False,
                        "name": "Practice",
                        "start_date": "2024-11-26T18:00:00-05:00",
                        "duration_in_minutes": 90,
                        "location_id": 3310042,
                    },
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/events",
                            "items": [
                                cj_item(
                                    "events",
                                    {
                                        "id": 301998221,
                                        "team_id": 7712043,
                                        "is_game": False,
                                        "name": "Practice",
                                        "start_date": "2024-11-26T23:00:00Z",
                                        "location_id": 3310042,
                                    },
                                )
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/events/search",
                    "params": {
                        "team_id": 7712043,
                        "started_after": "2024-11-23T00:00:00Z",
                        "is_game": True,
                    },
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/events",
                            "items": [
                                cj_item(
                                    "events",
                                    {
                                        "id": 301877310,
                                        "team_id": 7712043,
                                        "is_game": True,
                                        "opponent_id": 551203,
                                        "start_date": "2024-11-23T15:00:00Z",
                                        "game_type": "Away",
                                    },
                                )
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/availabilities/search",
                    "params": {"event_id": 301877310, "status_code": 0},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/availabilities",
                            "items": [
                                cj_item(
                                    "availabilities",
                                    {
                                        "id": 1902231,
                                        "event_id": 301877310,
                                        "member_id": 44120981,
                                        "status_code": 0,
                                        "notes": "family wedding",
                                    },
                                ),
                                cj_item(
                                    "availabilities",
                                    {
                                        "id": 1902235,
                                        "event_id": 301877310,
                                        "member_id": 44120994,
                                        "status_code": 0,
                                        "notes": None,
                                    },
                                ),
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/members/search",
                    "params": {"id": "44120981,44120994"},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/members",
                            "items": [
                                cj_item(
                                    "members",
                                    {
                                        "id": 44120981,
                                        "first_name": "Eli",
                                        "last_name": "Brandt",
                                        "jersey_number": "7",
                                        "position": "Midfield",
                                    },
                                ),
                                cj_item(
                                    "members",
                                    {
                                        "id": 44120994,
                                        "first_name": "Noah",
                                        "last_name": "Osei",
                                        "jersey_number": "14",
                                        "position": "Keeper",
                                    },
                                ),
                            ],
                        }
                    }
                ),
            ),
        ],
    )
    S(
        "teamsnap",
        "ok",
        2,
        "Has anyone on the U10 Kestrels not paid the fall dues yet?",
        [
            (
                ts,
                {"method": "GET", "path": "/v3/team_fees/search", "params": {"team_id": 7712190}},
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/team_fees",
                            "items": [
                                cj_item(
                                    "team_fees",
                                    {
                                        "id": 88120,
                                        "team_id": 7712190,
                                        "description": "Fall 2024 Dues",
                                        "amount": "185.00",
                                    },
                                )
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/member_payments/search",
                    "params": {"team_fee_id": 88120, "is_applicable": True},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/member_payments",
                            "items": [
                                cj_item(
                                    "member_payments",
                                    {
                                        "id": 5100000 + i,
                                        "member_id": 44130000 + i,
                                        "team_fee_id": 88120,
                                        "amount_due": "0.00",
                                        "amount_paid": "185.00",
                                    },
                                )
                                for i in range(1, 6)
                            ],
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/member_payments/search",
                    "params": {"team_fee_id": 88120, "amount_due__gt": 0},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/member_payments",
                            "items": [],
                        }
                    }
                ),
            ),
        ],
    )
    sp = "python_repl"
    S(
        "spond",
        "ok",
        1,
        "Send a reminder about Sunday's away match to the Spond group and report how many have accepted so far.",
        [
            (
                sp,
                {
                    "code": "import asyncio\nfrom spond import spond\ns = spond.Spond(username=U, password=P)\ngroups = asyncio.run(s.get_groups())\nprint([(g['id'], g['name']) for g in groups])"
                },
                "[('"
                + hid("g1", 32).upper()
                + "', 'Brixton Ladies FC'), ('"
                + hid("g2", 32).upper()
                + "', 'Brixton Ladies FC - Vets')]\n",
            ),
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(group_id=GID, min_start=datetime(2024,11,23), max_events=5))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['unansweredIds']))"
                },
                f"{hid('ev1', 32).upper()} Away v Dulwich Hamlet Women 2024-11-24T11:00:00Z 9 6\n{hid('ev2', 32).upper()} Training 2024-11-27T19:30:00Z 4 12\n",
            ),
            (
                sp,
                {
                    "code": "r = asyncio.run(s.send_message(text='Reminder: away match Sun 11:00 at Champion Hill, meet 10:00. Please reply in Spond.', chat_id=None, group_uid=GID))\nprint(r)"
                },
                "{'ok': True}\n",
            ),
            (
                sp,
                {
                    "code": "e = asyncio.run(s.get_event(EID)); print(len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                "9 2\n",
            ),
        ],
    )
    la = "leagueapps_api"
    S(
        "leagueapps",
        "ok",
        1,
        "How many registrations do we have for the Spring 2025 adult co-ed volleyball league, and are any teams still missing a captain?",
        [
            (
                la,
                {"path": "/v2/sites/20931/programs", "params": {"state": "LIVE"}},
                j(
                    [
                        {
                            "programId": 3811201,
                            "name": "Spring 2025 Adult Co-ed Volleyball",
                            "sport": "Volleyball",
                            "type": "LEAGUE",
                            "startTime": 1740614400000,
                            "state": "LIVE",
                        },
                        {
                            "programId": 3811207,
                            "name": "Spring 2025 Pickleball Ladder",
                            "sport": "Pickleball",
                            "type": "EVENT",
                            "startTime": 1741219200000,
                            "state": "LIVE",
                        },
                    ]
                ),
            ),
            (
                la,
                {
                    "path": "/v2/sites/20931/export/registrations-2",
                    "params": {"programId": 3811201, "last-updated": 0, "last-id": 0},
                },
                j(
                    [
                        {
                            "registrationId": 90012000 + i,
                            "programId": 3811201,
                            "teamId": 4410 + (i % 4),
                            "userId": 771000 + i,
                            "registrationStatus": "REGISTERED",
                            "role": "CAPTAIN" if i < 3 else "PLAYER",
                        }
                        for i in range(10)
                    ]
                ),
            ),
            (
                la,
                {
                    "path": "/v2/sites/20931/export/registrations-2",
                    "params": {
                        "programId": 3811201,
                        "last-updated": 1732312000000,
                        "last-id": 90012009,
                    },
                },
                "[]",
            ),
            (
                la,
                {"path": "/v2/sites/20931/programs/3811201/teams"},
                j(
                    [
                        {"teamId": 4410 + k, "name": n, "captainUserId": cap}
                        for k, (n, cap) in enumerate(
                            [
                                ("Block Party", 771000),
                                ("Net Gains", 771001),
                                ("Setters of Catan", 771002),
                                ("Dig Deep", None),
                            ]
                        )
                    ]
                ),
            ),
        ],
    )
    se = "sportsengine_api"
    S(
        "sportsengine",
        "ok",
        1,
        "Publish the U14 girls game results from Saturday to the standings and tell me the new top three.",
        [
            (
                se,
                {
                    "query": 'games(filter:{division:"U14G", date:"2024-11-16"}){id home{name} away{name} homeScore awayScore status}'
                },
                j(
                    {
                        "data": {
                            "games": [
                                {
                                    "id": "g_" + hid("u14a", 10),
                                    "home": {"name": "Lakeside Lightning"},
                                    "away": {"name": "North Star FC"},
                                    "homeScore": 2,
                                    "awayScore": 1,
                                    "status": "FINAL_UNPUBLISHED",
                                },
                                {
                                    "id": "g_" + hid("u14b", 10),
                                    "home": {"name": "Eagan Elite"},
                                    "away": {"name": "Prior Lake Storm"},
                                    "homeScore": 0,
                                    "awayScore": 0,
                                    "status": "FINAL_UNPUBLISHED",
                                },
                            ]
                        }
                    }
                ),
            ),
            (
                se,
                {
                    "query": 'mutation{publishGameResults(ids:["g_'
                    + hid("u14a", 10)
                    + '","g_'
                    + hid("u14b", 10)
                    + '"]){published}}'
                },
                j({"data": {"publishGameResults": {"published": 2}}}),
            ),
            (
                se,
                {"query": 'standings(division:"U14G"){team{name} gp w l t pts}'},
                j(
                    {
                        "data": {
                            "standings": [
                                {
                                    "team": {"name": "Lakeside Lightning"},
                                    "gp": 9,
                                    "w": 7,
                                    "l": 1,
                                    "t": 1,
                                    "pts": 22,
                                },
                                {
                                    "team": {"name": "Eagan Elite"},
                                    "gp": 9,
                                    "w": 6,
                                    "l": 1,
                                    "t": 2,
                                    "pts": 20,
                                },
                                {
                                    "team": {"name": "Prior Lake Storm"},
                                    "gp": 9,
                                    "w": 5,
                                    "l": 2,
                                    "t": 2,
                                    "pts": 17,
                                },
                                {
                                    "team": {"name": "North Star FC"},
                                    "gp": 9,
                                    "w": 3,
                                    "l": 5,
                                    "t": 1,
                                    "pts": 10,
                                },
                            ]
                        }
                    }
                ),
            ),
        ],
    )
    pf = "fetch_url"
    S(
        "pitchero",
        "ok",
        1,
        "When is the next home fixture for Hartley Wintney 1st XV and who was man of the match last weekend?",
        [
            (
                pf,
                {
                    "url": "https://www.pitchero.com/clubs/hartleywintneyrfc/teams/142331/fixtures-results"
                },
                "Fixtures & Results | 1st XV | Hartley Wintney RFC\n\nSat 16 Nov  Tadley (A)  L 12 - 19  Match report\nSat 23 Nov  Farnborough (H)  14:30\nSat 30 Nov  Petersfield (A)  14:15\nSat 7 Dec  Alton (H)  14:15\n",
            ),
            (
                pf,
                {
                    "url": "https://www.pitchero.com/clubs/hartleywintneyrfc/news/match-report-tadley-v-1st-xv-2834011.html"
                },
                "Match Report: Tadley v 1st XV\n18 Nov 2024\n\nA hard-fought away game in the wind and rain at Red Lane... Two tries from winger Sam Ockwell kept us in it until the final ten minutes.\n\nMan of the Match: Josh Pelham (No. 8)\n",
            ),
        ],
    )
    # ---- failing
    S(
        "teamsnap",
        "fail",
        1,
        "Build the carpool list for the U12 Falcons tournament weekend: players' home towns and guardians' phone numbers.",
        [
            (
                ts,
                {"method": "GET", "path": "/v3/members/search", "params": {"team_id": 7712043}},
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/members",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/members/search",
                    "params": {"team_id": 7712043, "is_non_player": False},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/members",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
            (
                ts,
                {"method": "GET", "path": "/v3/contacts/search", "params": {"team_id": 7712043}},
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/contacts",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/contact_phone_numbers/search",
                    "params": {"team_id": 7712043},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/contact_phone_numbers",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
            (
                ts,
                {"method": "GET", "path": "/v3/me"},
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/me",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
            (
                ts,
                {
                    "method": "GET",
                    "path": "/v3/member_addresses/search",
                    "params": {"team_id": 7712043},
                },
                j(
                    {
                        "collection": {
                            "version": "3.866.0",
                            "href": "https://api.teamsnap.com/v3/member_addresses",
                            "error": {
                                "message": "You are not authorized to access this resource. The access token provided is expired, revoked, malformed, or invalid for other reasons."
                            },
                        }
                    }
                ),
            ),
        ],
    )
    # spond: stale cached events for every group/date
    stale = f"{hid('ev9', 32).upper()} Training 2024-09-04T19:30:00Z 11 5\n{hid('ev8', 32).upper()} Home v Clapham Rovers 2024-09-08T13:00:00Z 14 2\n"
    S(
        "spond",
        "fail",
        1,
        "Which players have missed three or more December trainings? Check each December session.",
        [
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(group_id=GID, min_start=datetime(2024,12,1), max_end=datetime(2024,12,31)))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(group_id=GID, min_start=datetime(2024,12,2), max_events=20))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(group_id=GID2, min_start=datetime(2024,12,1)))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(min_start=datetime(2024,12,10), max_end=datetime(2024,12,20), include_scheduled=True))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
            (
                sp,
                {
                    "code": "s = spond.Spond(username=U, password=P)\nevs = asyncio.run(s.get_events(group_id=GID, min_start=datetime(2024,12,1)))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
            (
                sp,
                {
                    "code": "evs = asyncio.run(s.get_events(group_id=GID, max_start=datetime(2024,12,31), min_start=datetime(2024,11,30), max_events=50))\nfor e in evs: print(e['id'], e['heading'], e['startTimestamp'], len(e['responses']['acceptedIds']), len(e['responses']['declinedIds']))"
                },
                stale,
            ),
        ],
    )
    la503 = "<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n</body>\r\n</html>\r\n"
    S(
        "leagueapps",
        "fail",
        1,
        "Reconcile the fall soccer registrations against payments: who registered but owes a balance?",
        [
            (
                la,
                {
                    "path": "/v2/sites/20931/export/registrations-2",
                    "params": {"programId": 3799102, "last-updated": 0, "last-id": 0},
                },
                la503,
            ),
            (
                la,
                {
                    "path": "/v2/sites/20931/export/registrations-2",
                    "params": {"programId": 3799102, "last-updated": 0, "last-id": 0},
                },
                la503,
            ),
            (
                la,
                {
                    "path": "/v2/sites/20931/export/transactions-2",
                    "params": {"last-updated": 0, "last-id": 0},
                },
                la503,
            ),
            (la, {"path": "/v2/sites/20931/programs", "params": {"state": "LIVE"}}, la503),
            (
                la,
                {"path": "/v2/sites/20931/export/accounting-2", "params": {"programId": 3799102}},
                la503,
            ),
            (
                la,
                {
                    "path": "/v2/sites/20931/export/registrations-2",
                    "params": {"programId": 3799102, "last-updated": 1725148800000, "last-id": 0},
                },
                la503,
            ),
            (la, {"path": "/v2/sites/20931/programs/3799102"}, la503),
        ],
    )
    sample = j(
        {
            "data": {
                "standings": [
                    {"team": {"name": "Team A"}, "gp": 0, "w": 0, "l": 0, "t": 0, "pts": 0},
                    {"team": {"name": "Team B"}, "gp": 0, "w": 0, "l": 0, "t": 0, "pts": 0},
                ]
            },
            "extensions": {"environment": "sandbox"},
        }
    )
    S(
        "sportsengine",
        "fail",
        1,
        "Compare the U16 boys and U16 girls standings and tell me which teams qualify for the state cup.",
        [
            (se, {"query": 'standings(division:"U16B"){team{name} gp w l t pts}'}, sample),
            (se, {"query": 'standings(division:"U16G"){team{name} gp w l t pts}'}, sample),
            (
                se,
                {
                    "query": 'standings(division:"U16B", season:"2024-fall"){team{name} gp w l t pts}'
                },
                sample,
            ),
            (
                se,
                {"query": "divisions{ id name }"},
                j(
                    {
                        "data": {"divisions": [{"id": "div_1", "name": "Sample Division"}]},
                        "extensions": {"environment": "sandbox"},
                    }
                ),
            ),
            (se, {"query": 'standings(division:"div_1"){team{name} gp w l t pts}'}, sample),
            (
                se,
                {
                    "query": 'games(filter:{division:"U16B"}){id home{name} away{name} homeScore awayScore}'
                },
                j({"data": {"games": []}, "extensions": {"environment": "sandbox"}}),
            ),
            (
                se,
                {"query": 'standings(division:"U16G", season:"2024-fall"){team{name} pts}'},
                sample,
            ),
        ],
    )


# ---------------------------------------------------------------- domain 3
def domain3():
    mq = "memoq_server"
    pg = "e3b0c442-98fc-1c14-9afb-" + hid("mqproj", 12)
    S(
        "memoq",
        "ok",
        1,
        "Create a memoQ project for the Q4 safety manual (EN->DE, FR), attach the main TM and tell me the analysis word counts.",
        [
            (
                mq,
                {
                    "op": "CreateProjectFromTemplate",
                    "body": {
                        "Name": "ACME Safety Manual Q4",
                        "SourceLanguageCode": "eng",
                        "TargetLanguageCodes": ["ger", "fre"],
                        "TemplateGuid": "4a1d2f00-0000-4c1e-9a55-31f2aa0b7c10",
                    },
                },
                j({"ProjectGuid": pg, "ResultStatus": "Success"}),
            ),
            (
                mq,
                {"op": "ImportTranslationDocument", "project": pg, "file": "Safety_Manual_v7.docx"},
                j(
                    {
                        "ResultStatus": "Success",
                        "DocumentGuids": [
                            "d" + hid("doc1", 7) + "-5c2a-41b0-8e77-" + hid("doc1b", 12),
                            "d" + hid("doc2", 7) + "-5c2a-41b0-8e77-" + hid("doc2b", 12),
                        ],
                        "MainMessage": "",
                    }
                ),
            ),
            (
                mq,
                {
                    "op": "SetProjectTranslationMemories",
                    "project": pg,
                    "tms": ["ACME_Master_EN-DE", "ACME_Master_EN-FR"],
                },
                j({"ResultStatus": "Success"}),
            ),
            (
                mq,
                {"op": "StartStatisticsOnProject", "project": pg, "algorithm": "memoQ"},
                j(
                    {
                        "TaskId": "7" + hid("task", 7) + "-11aa-4a3e-b0d2-" + hid("taskb", 12),
                        "Status": "Pending",
                    }
                ),
            ),
            (
                mq,
                {
                    "op": "GetTaskStatus",
                    "task": "7" + hid("task", 7) + "-11aa-4a3e-b0d2-" + hid("taskb", 12),
                },
                j({"Status": "Executing", "ProgressPercentage": 40}),
            ),
            (
                mq,
                {
                    "op": "GetTaskStatus",
                    "task": "7" + hid("task", 7) + "-11aa-4a3e-b0d2-" + hid("taskb", 12),
                },
                j({"Status": "Completed", "ProgressPercentage": 100}),
            ),
            (
                mq,
                {
                    "op": "GetStatisticsResult",
                    "task": "7" + hid("task", 7) + "-11aa-4a3e-b0d2-" + hid("taskb", 12),
                    "format": "CSV_MemoQ",
                },
                "Target;File;Total words;X-translated;101%;Repetitions;100%;95-99%;85-94%;75-84%;50-74%;No match\n"
                "ger;Safety_Manual_v7.docx;18420;0;2311;1988;4102;1210;903;655;0;7251\n"
                "fre;Safety_Manual_v7.docx;18420;0;1874;1988;3560;1330;1102;701;0;7865\n",
            ),
        ],
    )
    S(
        "memoq",
        "ok",
        2,
        "Has 'lockout/tagout' ever been translated into German in our TMs? If not, I'll add it to the termbase.",
        [
            (
                mq,
                {
                    "op": "ConcordanceSearch",
                    "tm": "ACME_Master_EN-DE",
                    "expression": "lockout/tagout",
                },
                j({"ConcResult": [], "TotalConcResult": 0}),
            ),
            (
                mq,
                {"op": "ConcordanceSearch", "tm": "ACME_Master_EN-DE", "expression": "lockout"},
                j({"ConcResult": [], "TotalConcResult": 0}),
            ),
            (
                mq,
                {"op": "TermbaseLookup", "tb": "ACME_Terms", "term": "lockout", "lang": "eng"},
                j({"Hits": []}),
            ),
            (
                mq,
                {
                    "op": "TermbaseAddEntry",
                    "tb": "ACME_Terms",
                    "entry": {"eng": "lockout/tagout", "ger": "Lockout-Tagout (LOTO)"},
                },
                j({"EntryId": 88213, "ResultStatus": "Success"}),
            ),
        ],
    )
    gs = "groupshare_api"
    S(
        "groupshare",
        "ok",
        1,
        "Which GroupShare projects for the client Helvetia Re are overdue, and who has the open tasks?",
        [
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {
                        "filter": {"orgPath": "/Helvetia Re", "status": 7},
                        "page": 1,
                        "limit": 50,
                    },
                },
                j(
                    {
                        "count": 3,
                        "items": [
                            {
                                "projectId": "b"
                                + hid(f"gsp{i}", 7)
                                + "-0a1b-4c2d-9e3f-"
                                + hid(f"gspx{i}", 12),
                                "name": n,
                                "dueDate": d,
                                "status": 2,
                                "sourceLanguage": "en-US",
                                "targetLanguages": "de-CH,fr-CH,it-CH",
                                "organizationName": "Helvetia Re",
                            }
                            for i, (n, d) in enumerate(
                                [
                                    ("HR-2024-Annual-Report", "2024-11-15T17:00:00Z"),
                                    ("HR-Claims-Guide-rev3", "2024-11-29T17:00:00Z"),
                                    ("HR-Board-Minutes-Nov", "2024-11-20T12:00:00Z"),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                gs,
                {
                    "path": f"/api/projectserver/v2/projects/b{hid('gsp0', 7)}-0a1b-4c2d-9e3f-{hid('gspx0', 12)}/files/phases"
                },
                j(
                    [
                        {
                            "fileName": "Annual_Report_2024.docx",
                            "targetLanguage": "de-CH",
                            "phase": "Review",
                            "assignees": ["m.keller"],
                        },
                        {
                            "fileName": "Annual_Report_2024.docx",
                            "targetLanguage": "fr-CH",
                            "phase": "Finalisation",
                            "assignees": ["pm.helvetia"],
                        },
                        {
                            "fileName": "Annual_Report_2024.docx",
                            "targetLanguage": "it-CH",
                            "phase": "Translation",
                            "assignees": ["g.rossi"],
                        },
                    ]
                ),
            ),
            (
                gs,
                {
                    "path": f"/api/projectserver/v2/projects/b{hid('gsp2', 7)}-0a1b-4c2d-9e3f-{hid('gspx2', 12)}/files/phases"
                },
                j(
                    [
                        {
                            "fileName": "Minutes_2024-11.docx",
                            "targetLanguage": "de-CH",
                            "phase": "Translation",
                            "assignees": ["s.brunner"],
                        },
                        {
                            "fileName": "Minutes_2024-11.docx",
                            "targetLanguage": "fr-CH",
                            "phase": "Translation",
                            "assignees": ["l.dupont"],
                        },
                    ]
                ),
            ),
            (
                gs,
                {"path": "/api/management/v2/users", "params": {"filter": "g.rossi"}},
                j(
                    [
                        {
                            "UniqueId": "u"
                            + hid("rossi", 7)
                            + "-aaaa-4bbb-8ccc-"
                            + hid("rossi2", 12),
                            "Name": "g.rossi",
                            "DisplayName": "Giulia Rossi",
                            "EmailAddress": "giulia.rossi@lingua-ti.ch",
                            "UserType": "SDLUser",
                        }
                    ]
                ),
            ),
        ],
    )
    xt = "xtm_api"
    S(
        "xtm",
        "ok",
        1,
        "Upload the new product sheet to XTM project 40212 as an update, then check when the workflow reaches the review step.",
        [
            (
                xt,
                {
                    "method": "POST",
                    "path": "/project-manager-api-rest/projects/40212/files/upload",
                    "form": {"matchType": "MATCH_NAMES", "files[0].file": "ProductSheet_X200.xlsx"},
                },
                j(
                    {
                        "projectId": 40212,
                        "jobs": [
                            {
                                "jobId": 1882031,
                                "fileName": "ProductSheet_X200.xlsx",
                                "targetLanguage": "ja_JP",
                            },
                            {
                                "jobId": 1882032,
                                "fileName": "ProductSheet_X200.xlsx",
                                "targetLanguage": "ko_KR",
                            },
                        ],
                    }
                ),
            ),
            (
                xt,
                {"method": "GET", "path": "/project-manager-api-rest/projects/40212/status"},
                j({"projectId": 40212, "status": "IN_PROGRESS", "activity": "ANALYZING"}),
            ),
            (
                xt,
                {"method": "GET", "path": "/project-manager-api-rest/projects/40212/status"},
                j({"projectId": 40212, "status": "IN_PROGRESS", "activity": "ACTIVE"}),
            ),
            (
                xt,
                {
                    "method": "GET",
                    "path": "/project-manager-api-rest/projects/40212/jobs/1882031/status",
                },
                j(
                    {
                        "jobId": 1882031,
                        "status": "IN_PROGRESS",
                        "steps": [
                            {
                                "workflowStepName": "translate1",
                                "status": "IN_PROGRESS",
                                "dueDate": 1733148000000,
                            },
                            {
                                "workflowStepName": "correct1",
                                "status": "NOT_STARTED",
                                "dueDate": 1733320800000,
                            },
                        ],
                    }
                ),
            ),
            (
                xt,
                {
                    "method": "GET",
                    "path": "/project-manager-api-rest/projects/40212/jobs/1882032/status",
                },
                j(
                    {
                        "jobId": 1882032,
                        "status": "IN_PROGRESS",
                        "steps": [
                            {
                                "workflowStepName": "translate1",
                                "status": "FINISHED",
                                "dueDate": 1733148000000,
                            },
                            {
                                "workflowStepName": "correct1",
                                "status": "IN_PROGRESS",
                                "dueDate": 1733320800000,
                            },
                        ],
                    }
                ),
            ),
        ],
    )
    ms = "memsource_api"

    def msjobs(page, uids):
        return j(
            {
                "totalElements": 23,
                "totalPages": 3,
                "pageSize": 10,
                "pageNumber": page,
                "numberOfElements": len(uids),
                "content": [
                    {
                        "uid": u,
                        "status": st,
                        "targetLang": tl,
                        "filename": fn,
                        "dateDue": "2024-12-02T16:00:00Z",
                    }
                    for u, st, tl, fn in uids
                ],
            }
        )

    langs = ["de_de", "fr_fr", "es_es", "it_it", "pt_br", "ja_jp", "zh_cn", "ko_kr"]
    pages = []
    for p in range(3):
        n = 10 if p < 2 else 3
        pages.append(
            msjobs(
                p,
                [
                    (
                        hid(f"ms{p}{i}", 22),
                        ["NEW", "ACCEPTED", "COMPLETED_BY_LINGUIST", "COMPLETED"][(p * 3 + i) % 4],
                        langs[(p + i) % 8],
                        f"release_notes_{p}{i}.md",
                    )
                    for i in range(n)
                ],
            )
        )
    S(
        "memsource",
        "ok",
        1,
        "List every job in the 'App Release 5.2' project that is not completed yet.",
        [
            (
                ms,
                {"path": "/web/api2/v1/projects", "params": {"name": "App Release 5.2"}},
                j(
                    {
                        "totalElements": 1,
                        "totalPages": 1,
                        "pageSize": 50,
                        "pageNumber": 0,
                        "numberOfElements": 1,
                        "content": [
                            {
                                "uid": "kX9" + hid("proj52", 19),
                                "name": "App Release 5.2",
                                "status": "ASSIGNED",
                                "sourceLang": "en",
                                "dateDue": "2024-12-02T16:00:00Z",
                            }
                        ],
                    }
                ),
            ),
            (
                ms,
                {
                    "path": f"/web/api2/v2/projects/kX9{hid('proj52', 19)}/jobs",
                    "params": {"pageNumber": 0},
                },
                pages[0],
            ),
            (
                ms,
                {
                    "path": f"/web/api2/v2/projects/kX9{hid('proj52', 19)}/jobs",
                    "params": {"pageNumber": 1},
                },
                pages[1],
            ),
            (
                ms,
                {
                    "path": f"/web/api2/v2/projects/kX9{hid('proj52', 19)}/jobs",
                    "params": {"pageNumber": 2},
                },
                pages[2],
            ),
        ],
    )
    S(
        "memsource",
        "ok",
        2,
        "Pre-translate the Spanish job in 'App Release 5.2' with MT and TM, and tell me when it's done.",
        [
            (
                ms,
                {
                    "method": "POST",
                    "path": f"/web/api2/v1/projects/kX9{hid('proj52', 19)}/jobs/preTranslate",
                    "body": {
                        "jobs": [{"uid": hid("ms02", 22)}],
                        "useTranslationMemory": True,
                        "useMachineTranslation": True,
                    },
                },
                j(
                    {
                        "asyncRequest": {
                            "id": "291882001",
                            "action": "PRE_TRANSLATE",
                            "dateCreated": "2024-11-22T09:14:02+0000",
                        }
                    }
                ),
            ),
            (
                ms,
                {"path": "/web/api2/v1/async/291882001"},
                j(
                    {
                        "id": "291882001",
                        "action": "PRE_TRANSLATE",
                        "dateCreated": "2024-11-22T09:14:02+0000",
                        "asyncResponse": None,
                    }
                ),
            ),
            (
                ms,
                {"path": "/web/api2/v1/async/291882001"},
                j(
                    {
                        "id": "291882001",
                        "action": "PRE_TRANSLATE",
                        "dateCreated": "2024-11-22T09:14:02+0000",
                        "asyncResponse": None,
                    }
                ),
            ),
            (
                ms,
                {"path": "/web/api2/v1/async/291882001"},
                j(
                    {
                        "id": "291882001",
                        "action": "PRE_TRANSLATE",
                        "dateCreated": "2024-11-22T09:14:02+0000",
                        "asyncResponse": {
                            "dateCreated": "2024-11-22T09:15:40+0000",
                            "errorCode": None,
                            "errorDesc": None,
                            "warnings": [],
                        },
                    }
                ),
            ),
            (
                ms,
                {
                    "path": f"/web/api2/v1/projects/kX9{hid('proj52', 19)}/jobs/{hid('ms02', 22)}/segments/count"
                },
                j(
                    {
                        "segmentsCountsResults": [
                            {
                                "jobPartUid": hid("ms02", 22),
                                "counts": {
                                    "segmentsCount": 412,
                                    "confirmedSegmentsCount": 0,
                                    "translatedSegmentsCount": 398,
                                    "machineTranslationRelevantSegmentsCount": 221,
                                },
                            }
                        ]
                    }
                ),
            ),
        ],
    )
    mc = "matecat_api"
    S(
        "matecat",
        "ok",
        1,
        "Upload the brochure to MateCat for IT->EN and give me the analysis and the translate link.",
        [
            (
                mc,
                {
                    "path": "/api/new",
                    "form": {
                        "project_name": "Brochure_Cantina_2025",
                        "source_lang": "it-IT",
                        "target_lang": "en-GB",
                        "files": "Brochure_Cantina_2025.docx",
                    },
                },
                j(
                    {
                        "status": "OK",
                        "id_project": "8120331",
                        "project_pass": "6f2a" + hid("mcp", 8),
                        "new_keys": "",
                        "analyze_url": "https://www.matecat.com/analyze/Brochure_Cantina_2025/8120331-6f2a"
                        + hid("mcp", 8),
                    }
                ),
            ),
            (
                mc,
                {
                    "path": "/api/status",
                    "params": {"id_project": "8120331", "project_pass": "6f2a" + hid("mcp", 8)},
                },
                j(
                    {
                        "errors": [],
                        "data": {
                            "jobs": {},
                            "summary": {
                                "NAME": "Brochure_Cantina_2025",
                                "STATUS": "NEW",
                                "TOTAL_RAW_WC": 0,
                            },
                        },
                        "status": "NEW",
                        "analyze": "/analyze/Brochure_Cantina_2025/8120331-6f2a" + hid("mcp", 8),
                    }
                ),
            ),
            (
                mc,
                {
                    "path": "/api/status",
                    "params": {"id_project": "8120331", "project_pass": "6f2a" + hid("mcp", 8)},
                },
                j(
                    {
                        "errors": [],
                        "data": {
                            "jobs": {},
                            "summary": {
                                "NAME": "Brochure_Cantina_2025",
                                "STATUS": "FAST_OK",
                                "TOTAL_RAW_WC": 3120,
                            },
                        },
                        "status": "FAST_OK",
                    }
                ),
            ),
            (
                mc,
                {
                    "path": "/api/status",
                    "params": {"id_project": "8120331", "project_pass": "6f2a" + hid("mcp", 8)},
                },
                j(
                    {
                        "errors": [],
                        "status": "DONE",
                        "data": {
                            "summary": {
                                "NAME": "Brochure_Cantina_2025",
                                "STATUS": "DONE",
                                "TOTAL_RAW_WC": 3120,
                                "TOTAL_STANDARD_WC": 2214.6,
                                "TOTAL_TM_WC": 1980.2,
                            },
                            "jobs": {
                                "9982101": {
                                    "chunks": {
                                        "a1b2" + hid("mcj", 8): {"TOTAL_PAYABLE": [1980.2, "1,980"]}
                                    }
                                }
                            },
                        },
                        "jobs": {
                            "langpairs": {"9982101-a1b2" + hid("mcj", 8): "it-IT|en-GB"},
                            "job-url": {
                                "9982101-a1b2"
                                + hid(
                                    "mcj", 8
                                ): "/translate/Brochure_Cantina_2025/it-IT-en-GB/9982101-a1b2"
                                + hid("mcj", 8)
                            },
                        },
                    }
                ),
            ),
        ],
    )
    # ---- failing
    S(
        "memoq",
        "fail",
        1,
        "Find earlier German translations of 'residual current device', 'earth leakage' and 'isolator switch' in our TMs.",
        [
            (
                mq,
                {
                    "op": "ConcordanceSearch",
                    "tm": "ACME_Master_EN-DE",
                    "expression": "residual current device",
                },
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
            (
                mq,
                {
                    "op": "ConcordanceSearch",
                    "tm": "ACME_Master_EN-DE",
                    "expression": "residual current",
                },
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
            (
                mq,
                {
                    "op": "ConcordanceSearch",
                    "tm": "ACME_Master_EN-DE",
                    "expression": "earth leakage",
                },
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
            (
                mq,
                {"op": "ListTMs", "lang": "ger"},
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
            (
                mq,
                {
                    "op": "ConcordanceSearch",
                    "tm": "ACME_Legacy_EN-DE",
                    "expression": "isolator switch",
                },
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
            (
                mq,
                {"op": "TermbaseLookup", "tb": "ACME_Terms", "term": "isolator", "lang": "eng"},
                j(
                    {
                        "Message": "The server encountered an error processing the request. The exception message is 'Licensing error: no free memoQ Server API licence is available (0 of 0 in use).'",
                        "ResultStatus": "Error",
                    }
                ),
            ),
        ],
    )
    # groupshare: wrong org path -> empty every time
    S(
        "groupshare",
        "fail",
        1,
        "Get the status of all GroupShare projects for Novartis that were created this month.",
        [
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {
                        "filter": {"orgPath": "/Novartis", "createdStart": "2024-11-01"},
                        "page": 1,
                        "limit": 50,
                    },
                },
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {"filter": {"orgPath": "/Novartis"}, "page": 1, "limit": 50},
                },
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {
                        "filter": {"orgPath": "/Novartis", "includeSubOrgs": True},
                        "page": 1,
                        "limit": 50,
                    },
                },
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {"filter": {"projectName": "NVS"}, "page": 1, "limit": 50},
                },
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {"filter": {"createdStart": "2024-11-01"}, "page": 1, "limit": 50},
                },
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {"path": "/api/projectserver/v2/projects", "params": {"page": 1, "limit": 10}},
                j({"count": 0, "items": []}),
            ),
            (
                gs,
                {
                    "path": "/api/projectserver/v2/projects",
                    "params": {"filter": {"status": 7}, "page": 1, "limit": 50},
                },
                j({"count": 0, "items": []}),
            ),
        ],
    )
    tmo = "<!DOCTYPE html><html><head><title>504 Gateway Time-out</title></head><body><h1>Gateway Time-out</h1><p>The gateway did not receive a timely response from the upstream server or application.</p><hr><address>Apache Server at xtm.acme-loc.com Port 443</address></body></html>"
    S(
        "xtm",
        "fail",
        1,
        "Download the finished Japanese files for XTM projects 40198, 40203 and 40212.",
        [
            (
                xt,
                {
                    "method": "POST",
                    "path": "/project-manager-api-rest/projects/40198/files/generate",
                    "params": {"fileType": "TARGET", "targetLanguages": "ja_JP"},
                },
                tmo,
            ),
            (
                xt,
                {
                    "method": "POST",
                    "path": "/project-manager-api-rest/projects/40198/files/generate",
                    "params": {"fileType": "TARGET"},
                },
                tmo,
            ),
            (
                xt,
                {"method": "GET", "path": "/project-manager-api-rest/projects/40198/files/status"},
                tmo,
            ),
            (
                xt,
                {
                    "method": "POST",
                    "path": "/project-manager-api-rest/projects/40203/files/generate",
                    "params": {"fileType": "TARGET", "targetLanguages": "ja_JP"},
                },
                tmo,
            ),
            (xt, {"method": "GET", "path": "/project-manager-api-rest/projects/40212/status"}, tmo),
            (
                xt,
                {
                    "method": "POST",
                    "path": "/project-manager-api-rest/projects/40212/files/generate",
                    "params": {"fileType": "TARGET", "targetLanguages": "ja_JP"},
                },
                tmo,
            ),
            (
                xt,
                {
                    "method": "GET",
                    "path": "/project-manager-api-rest/projects",
                    "params": {"page": 1, "pageSize": 20},
                },
                tmo,
            ),
        ],
    )
    mcdef = j(
        {"errors": [{"code": -1, "message": "Wrong id or pass"}], "data": [], "status": "FAIL"}
    )
    S(
        "matecat",
        "fail",
        1,
        "Check how far along the three MateCat jobs for the Cantina website are and download any that are finished.",
        [
            (mc, {"path": "/api/v2/projects/8119902/7a1c" + hid("c1", 8)}, mcdef),
            (
                mc,
                {
                    "path": "/api/status",
                    "params": {"id_project": "8119902", "project_pass": "7a1c" + hid("c1", 8)},
                },
                mcdef,
            ),
            (mc, {"path": "/api/v2/jobs/9980112/b31e" + hid("c2", 8) + "/stats"}, mcdef),
            (mc, {"path": "/api/v2/jobs/9980113/c0d9" + hid("c3", 8) + "/stats"}, mcdef),
            (
                mc,
                {
                    "path": "/api/status",
                    "params": {"id_project": "8119903", "project_pass": "7a1c" + hid("c1", 8)},
                },
                mcdef,
            ),
            (mc, {"path": "/SERVICE/translation/9980112/b31e" + hid("c2", 8)}, mcdef),
        ],
    )


# ---------------------------------------------------------------- domain 4
def domain4():
    tn = "truenas_api"
    S(
        "truenas",
        "ok",
        1,
        "Scrub the 'tank' pool now and tell me when it finishes and whether it found errors.",
        [
            (
                tn,
                {"method": "GET", "path": "/api/v2.0/pool", "params": {"name": "tank"}},
                j(
                    [
                        {
                            "id": 1,
                            "name": "tank",
                            "guid": "1427719301881234567",
                            "path": "/mnt/tank",
                            "status": "ONLINE",
                            "healthy": True,
                            "scan": {
                                "function": "SCRUB",
                                "state": "FINISHED",
                                "start_time": {"$date": 1730000000000},
                                "errors": 0,
                            },
                        }
                    ]
                ),
            ),
            (
                tn,
                {
                    "method": "POST",
                    "path": "/api/v2.0/pool/scrub/run",
                    "body": {"name": "tank", "threshold": 0},
                },
                "4821",
            ),
            (
                tn,
                {"method": "GET", "path": "/api/v2.0/core/get_jobs", "params": {"id": 4821}},
                j(
                    [
                        {
                            "id": 4821,
                            "method": "pool.scrub.run",
                            "state": "RUNNING",
                            "progress": {
                                "percent": 12.4,
                                "description": "Scrubbing",
                                "extra": None,
                            },
                            "result": None,
                            "error": None,
                        }
                    ]
                ),
            ),
            (
                tn,
                {"method": "GET", "path": "/api/v2.0/core/get_jobs", "params": {"id": 4821}},
                j(
                    [
                        {
                            "id": 4821,
                            "method": "pool.scrub.run",
                            "state": "RUNNING",
                            "progress": {
                                "percent": 63.0,
                                "description": "Scrubbing",
                                "extra": None,
                            },
                            "result": None,
                            "error": None,
                        }
                    ]
                ),
            ),
            (
                tn,
                {"method": "GET", "path": "/api/v2.0/core/get_jobs", "params": {"id": 4821}},
                j(
                    [
                        {
                            "id": 4821,
                            "method": "pool.scrub.run",
                            "state": "SUCCESS",
                            "progress": {
                                "percent": 100,
                                "description": "Scrub finished",
                                "extra": None,
                            },
                            "result": None,
                            "error": None,
                            "time_finished": {"$date": 1732290512000},
                        }
                    ]
                ),
            ),
            (
                tn,
                {"method": "GET", "path": "/api/v2.0/pool", "params": {"name": "tank"}},
                j(
                    [
                        {
                            "id": 1,
                            "name": "tank",
                            "status": "ONLINE",
                            "healthy": True,
                            "scan": {
                                "function": "SCRUB",
                                "state": "FINISHED",
                                "bytes_processed": 7811234422784,
                                "errors": 0,
                                "end_time": {"$date": 1732290512000},
                            },
                        }
                    ]
                ),
            ),
        ],
    )
    S(
        "truenas",
        "ok",
        2,
        "Create a dataset tank/media/photos with lz4 compression and a 2T quota, then snapshot it.",
        [
            (
                tn,
                {
                    "method": "POST",
                    "path": "/api/v2.0/pool/dataset",
                    "body": {
                        "name": "tank/media/photos",
                        "compression": "LZ4",
                        "quota": 2199023255552,
                    },
                },
                j(
                    {
                        "id": "tank/media/photos",
                        "type": "FILESYSTEM",
                        "name": "tank/media/photos",
                        "pool": "tank",
                        "encrypted": False,
                        "mountpoint": "/mnt/tank/media/photos",
                        "compression": {
                            "parsed": "lz4",
                            "rawvalue": "lz4",
                            "value": "LZ4",
                            "source": "LOCAL",
                        },
                        "quota": {
                            "parsed": 2199023255552,
                            "rawvalue": "2199023255552",
                            "value": "2T",
                            "source": "LOCAL",
                        },
                    }
                ),
            ),
            (
                tn,
                {
                    "method": "POST",
                    "path": "/api/v2.0/zfs/snapshot",
                    "body": {"dataset": "tank/media/photos", "name": "initial"},
                },
                j(
                    {
                        "id": "tank/media/photos@initial",
                        "name": "tank/media/photos@initial",
                        "pool": "tank",
                        "type": "SNAPSHOT",
                        "snapshot_name": "initial",
                        "dataset": "tank/media/photos",
                    }
                ),
            ),
            (
                tn,
                {
                    "method": "GET",
                    "path": "/api/v2.0/zfs/snapshot",
                    "params": {"dataset": "tank/media/photos"},
                },
                j(
                    [
                        {
                            "id": "tank/media/photos@initial",
                            "name": "tank/media/photos@initial",
                            "snapshot_name": "initial",
                            "properties": {"used": {"value": "0B"}, "referenced": {"value": "96K"}},
                        }
                    ]
                ),
            ),
        ],
    )
    pt = "portainer_api"
    S(
        "portainer",
        "ok",
        1,
        "Which containers on the 'nas' environment have restarted in the last day, and restart the jellyfin one if it's unhealthy.",
        [
            (
                pt,
                {"method": "GET", "path": "/api/endpoints"},
                j(
                    [
                        {
                            "Id": 2,
                            "Name": "nas",
                            "Type": 1,
                            "URL": "unix:///var/run/docker.sock",
                            "Status": 1,
                        },
                        {"Id": 3, "Name": "pi-edge", "Type": 4, "URL": "", "Status": 1},
                    ]
                ),
            ),
            (
                pt,
                {
                    "method": "GET",
                    "path": "/api/endpoints/2/docker/containers/json",
                    "params": {"all": True},
                },
                j(
                    [
                        {
                            "Id": hid(n, 64),
                            "Names": ["/" + n],
                            "Image": img,
                            "State": st,
                            "Status": sts,
                        }
                        for n, img, st, sts in [
                            (
                                "jellyfin",
                                "jellyfin/jellyfin:10.9.11",
                                "running",
                                "Up 3 hours (unhealthy)",
                            ),
                            ("sonarr", "lscr.io/linuxserver/sonarr:latest", "running", "Up 6 days"),
                            (
                                "qbittorrent",
                                "lscr.io/linuxserver/qbittorrent:latest",
                                "running",
                                "Up 40 minutes",
                            ),
                            (
                                "paperless",
                                "ghcr.io/paperless-ngx/paperless-ngx:2.13",
                                "exited",
                                "Exited (0) 2 weeks ago",
                            ),
                        ]
                    ]
                ),
            ),
            (
                pt,
                {
                    "method": "GET",
                    "path": f"/api/endpoints/2/docker/containers/{hid('jellyfin', 64)}/json",
                },
                j(
                    {
                        "Id": hid("jellyfin", 64),
                        "Name": "/jellyfin",
                        "RestartCount": 4,
                        "State": {
                            "Status": "running",
                            "Running": True,
                            "Health": {
                                "Status": "unhealthy",
                                "FailingStreak": 7,
                                "Log": [
                                    {
                                        "ExitCode": 1,
                                        "Output": "curl: (7) Failed to connect to localhost port 8096 after 0 ms: Connection refused\n",
                                    }
                                ],
                            },
                        },
                    }
                ),
            ),
            (
                pt,
                {
                    "method": "GET",
                    "path": f"/api/endpoints/2/docker/containers/{hid('qbittorrent', 64)}/json",
                },
                j(
                    {
                        "Id": hid("qbittorrent", 64),
                        "Name": "/qbittorrent",
                        "RestartCount": 1,
                        "State": {
                            "Status": "running",
                            "Running": True,
                            "StartedAt": "2024-11-22T08:21:40.1188Z",
                        },
                    }
                ),
            ),
            (
                pt,
                {
                    "method": "POST",
                    "path": f"/api/endpoints/2/docker/containers/{hid('jellyfin', 64)}/restart",
                },
                "",
            ),
            (
                pt,
                {
                    "method": "GET",
                    "path": f"/api/endpoints/2/docker/containers/{hid('jellyfin', 64)}/json",
                },
                j(
                    {
                        "Id": hid("jellyfin", 64),
                        "Name": "/jellyfin",
                        "RestartCount": 0,
                        "State": {
                            "Status": "running",
                            "Running": True,
                            "Health": {"Status": "starting", "FailingStreak": 0},
                        },
                    }
                ),
            ),
        ],
    )
    np_ = "npm_api"
    S(
        "npm",
        "ok",
        1,
        "Add a proxy host for photos.home.example.net to 192.168.1.40:2342 with a Let's Encrypt cert.",
        [
            (
                np_,
                {
                    "method": "GET",
                    "path": "/api/nginx/proxy-hosts",
                    "params": {"expand": "certificate"},
                },
                j(
                    [
                        {
                            "id": i + 1,
                            "domain_names": [d],
                            "forward_host": h,
                            "forward_port": p,
                            "certificate_id": i + 3,
                            "ssl_forced": 1,
                            "enabled": 1,
                        }
                        for i, (d, h, p) in enumerate(
                            [
                                ("jf.home.example.net", "192.168.1.20", 8096),
                                ("nas.home.example.net", "192.168.1.10", 443),
                            ]
                        )
                    ]
                ),
            ),
            (
                np_,
                {
                    "method": "POST",
                    "path": "/api/nginx/certificates",
                    "body": {
                        "provider": "letsencrypt",
                        "domain_names": ["photos.home.example.net"],
                        "meta": {"letsencrypt_agree": True, "dns_challenge": False},
                    },
                },
                j(
                    {
                        "id": 7,
                        "provider": "letsencrypt",
                        "nice_name": "photos.home.example.net",
                        "domain_names": ["photos.home.example.net"],
                        "expires_on": "2025-02-20 10:02:11",
                        "meta": {"letsencrypt_agree": True, "dns_challenge": False},
                    }
                ),
            ),
            (
                np_,
                {
                    "method": "POST",
                    "path": "/api/nginx/proxy-hosts",
                    "body": {
                        "domain_names": ["photos.home.example.net"],
                        "forward_scheme": "http",
                        "forward_host": "192.168.1.40",
                        "forward_port": 2342,
                        "certificate_id": 7,
                        "ssl_forced": True,
                        "block_exploits": True,
                    },
                },
                j(
                    {
                        "id": 3,
                        "created_on": "2024-11-22 10:02:40",
                        "owner_user_id": 1,
                        "domain_names": ["photos.home.example.net"],
                        "forward_host": "192.168.1.40",
                        "forward_port": 2342,
                        "certificate_id": 7,
                        "ssl_forced": True,
                        "enabled": True,
                        "meta": {"nginx_online": True, "nginx_err": None},
                    }
                ),
            ),
        ],
    )
    ph = "shell"
    S(
        "pihole",
        "ok",
        1,
        "Is tracking.tv-vendor.com being blocked by Pi-hole, and by which list? If not blocked, block it.",
        [
            (
                ph,
                {"cmd": "pihole -q tracking.tv-vendor.com"},
                "  [i] No results found for tracking.tv-vendor.com within the block lists\n",
            ),
            (
                ph,
                {"cmd": "pihole -q tv-vendor.com"},
                " Match found in https://raw.githubusercontent.com/StevenBlack/hosts/master/hosts:\n   ads.tv-vendor.com\n   metrics.tv-vendor.com\n",
            ),
            (
                ph,
                {"cmd": "pihole -b tracking.tv-vendor.com --comment 'smart tv telemetry'"},
                "  [i] Adding tracking.tv-vendor.com to the blacklist...\n  [✓] Reloading DNS lists\n",
            ),
            (ph, {"cmd": "dig +short @127.0.0.1 tracking.tv-vendor.com"}, "0.0.0.0\n"),
        ],
    )
    ag = "adguard_api"
    S(
        "adguard",
        "ok",
        1,
        "Which clients made the most blocked requests today on AdGuard Home, and what were they trying to reach?",
        [
            (
                ag,
                {"path": "/control/stats"},
                j(
                    {
                        "time_units": "hours",
                        "num_dns_queries": 48211,
                        "num_blocked_filtering": 9120,
                        "num_replaced_safebrowsing": 0,
                        "avg_processing_time": 0.0121,
                        "top_clients": [
                            {"192.168.1.51": 14220},
                            {"192.168.1.33": 9811},
                            {"192.168.1.12": 4402},
                        ],
                        "top_blocked_domains": [
                            {"app-measurement.com": 2210},
                            {"samsungads.com": 1874},
                            {"log.tv-vendor.com": 1021},
                        ],
                    }
                ),
            ),
            (
                ag,
                {
                    "path": "/control/querylog",
                    "params": {"search": "192.168.1.51", "response_status": "blocked", "limit": 5},
                },
                j(
                    {
                        "data": [
                            {
                                "client": "192.168.1.51",
                                "question": {"name": "samsungads.com", "type": "A"},
                                "reason": "FilteredBlackList",
                                "rules": [{"filter_list_id": 1, "text": "||samsungads.com^"}],
                                "time": "2024-11-22T10:11:0" + str(i) + ".18Z",
                            }
                            for i in range(3)
                        ],
                        "oldest": "2024-11-22T10:11:00.18Z",
                    }
                ),
            ),
            (
                ag,
                {
                    "path": "/control/querylog",
                    "params": {"search": "192.168.1.33", "response_status": "blocked", "limit": 5},
                },
                j(
                    {
                        "data": [
                            {
                                "client": "192.168.1.33",
                                "question": {"name": "app-measurement.com", "type": "AAAA"},
                                "reason": "FilteredBlackList",
                                "rules": [{"filter_list_id": 1, "text": "||app-measurement.com^"}],
                                "time": "2024-11-22T09:58:12.01Z",
                            }
                        ],
                        "oldest": "2024-11-22T09:58:12.01Z",
                    }
                ),
            ),
            (
                ag,
                {
                    "path": "/control/clients/find",
                    "params": {"ip0": "192.168.1.51", "ip1": "192.168.1.33"},
                },
                j(
                    [
                        {
                            "192.168.1.51": {
                                "name": "LivingRoom-TV",
                                "ids": ["192.168.1.51"],
                                "whois_info": {},
                            }
                        },
                        {
                            "192.168.1.33": {
                                "name": "Maya-iPad",
                                "ids": ["192.168.1.33"],
                                "whois_info": {},
                            }
                        },
                    ]
                ),
            ),
        ],
    )
    # ---- failing
    S(
        "unraid",
        "fail",
        1,
        "List the Unraid array disks with their temperatures and any SMART errors.",
        [
            (
                "unraid_graphql",
                {"query": "{ array { disks { name device temp numErrors status } } }"},
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
            (
                "unraid_graphql",
                {"query": "{ array { state disks { name temp } } }"},
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
            (
                "unraid_graphql",
                {"query": "{ disks { name device temperature smartStatus } }"},
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
            (
                "unraid_graphql",
                {"query": "{ info { os { hostname uptime } } }"},
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
            (
                "unraid_graphql",
                {"query": "{ array { parities { name temp numErrors } } }"},
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
            (
                "unraid_graphql",
                {
                    "query": "{ array { disks { name device temp numErrors status } caches { name temp } } }"
                },
                j(
                    {
                        "errors": [
                            {"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}
                        ],
                        "data": None,
                    }
                ),
            ),
        ],
    )
    # pihole FTL dead -> api.php returns empty []
    S(
        "pihole",
        "fail",
        1,
        "Show me Pi-hole's top queried domains and the top clients over the last 24 hours.",
        [
            ("pihole_api", {"path": "/admin/api.php", "params": {"topItems": 10}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"topItems": 25}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"topClients": 10}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"summary": ""}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"getQueryTypes": ""}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"overTimeData10mins": ""}}, "[]"),
            ("pihole_api", {"path": "/admin/api.php", "params": {"topClientsBlocked": 10}}, "[]"),
        ],
    )
    # portainer: wrong environment (edge agent offline) -> same error for every container query
    off = j(
        {
            "message": "Unable to find an agent on any manager node",
            "details": "Unable to find an agent on any manager node",
        }
    )
    S(
        "portainer",
        "fail",
        1,
        "On the pi-edge environment, which containers are running, and show me the last logs of the zigbee bridge.",
        [
            (pt, {"method": "GET", "path": "/api/endpoints/3/docker/containers/json"}, off),
            (
                pt,
                {
                    "method": "GET",
                    "path": "/api/endpoints/3/docker/containers/json",
                    "params": {"all": True},
                },
                off,
            ),
            (
                pt,
                {
                    "method": "GET",
                    "path": "/api/endpoints/3/docker/containers/zigbee-bridge/logs",
                    "params": {"tail": 100, "stdout": True},
                },
                off,
            ),
            (pt, {"method": "GET", "path": "/api/endpoints/3/docker/info"}, off),
            (
                pt,
                {
                    "method": "GET",
                    "path": "/api/endpoints/3/docker/containers/json",
                    "params": {"filters": '{"name":["zigbee"]}'},
                },
                off,
            ),
            (pt, {"method": "GET", "path": "/api/endpoints/3/docker/images/json"}, off),
            (
                pt,
                {
                    "method": "GET",
                    "path": "/api/endpoints/3/docker/containers/json",
                    "params": {"all": False},
                },
                off,
            ),
        ],
    )
    # adguard querylog stuck: always same stale rows
    stale = j(
        {
            "data": [
                {
                    "client": "192.168.1.12",
                    "question": {"name": "connectivitycheck.gstatic.com", "type": "A"},
                    "reason": "NotFilteredNotFound",
                    "time": "2024-10-03T04:12:55.92Z",
                },
                {
                    "client": "192.168.1.12",
                    "question": {"name": "time.android.com", "type": "A"},
                    "reason": "NotFilteredNotFound",
                    "time": "2024-10-03T04:12:51.40Z",
                },
            ],
            "oldest": "2024-10-03T04:12:51.40Z",
        }
    )
    S(
        "adguard",
        "fail",
        1,
        "Find out what the kids' Switch (192.168.1.77) contacted this evening and whether any of it was blocked.",
        [
            (
                ag,
                {"path": "/control/querylog", "params": {"search": "192.168.1.77", "limit": 50}},
                stale,
            ),
            (
                ag,
                {
                    "path": "/control/querylog",
                    "params": {"search": "192.168.1.77", "response_status": "blocked", "limit": 50},
                },
                stale,
            ),
            (
                ag,
                {"path": "/control/querylog", "params": {"search": "nintendo", "limit": 50}},
                stale,
            ),
            (
                ag,
                {
                    "path": "/control/querylog",
                    "params": {"older_than": "2024-11-22T21:00:00Z", "limit": 100},
                },
                stale,
            ),
            (ag, {"path": "/control/querylog", "params": {"search": "Switch", "limit": 50}}, stale),
            (ag, {"path": "/control/querylog", "params": {"limit": 20}}, stale),
        ],
    )
    S(
        "unraid",
        "ok",
        1,
        "Start the Plex docker on Unraid and tell me how full the cache pool is.",
        [
            (
                "unraid_graphql",
                {"query": "{ docker { containers { id names state status } } }"},
                j(
                    {
                        "data": {
                            "docker": {
                                "containers": [
                                    {
                                        "id": hid("plex", 64),
                                        "names": ["/plex"],
                                        "state": "EXITED",
                                        "status": "Exited (0) 3 hours ago",
                                    },
                                    {
                                        "id": hid("nc", 64),
                                        "names": ["/nextcloud"],
                                        "state": "RUNNING",
                                        "status": "Up 9 days",
                                    },
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                "unraid_graphql",
                {
                    "query": 'mutation { docker { start(id: "'
                    + hid("plex", 64)
                    + '") { id state } } }'
                },
                j({"data": {"docker": {"start": {"id": hid("plex", 64), "state": "RUNNING"}}}}),
            ),
            (
                "unraid_graphql",
                {"query": "{ array { caches { name fsSize fsUsed fsFree } } }"},
                j(
                    {
                        "data": {
                            "array": {
                                "caches": [
                                    {
                                        "name": "cache",
                                        "fsSize": "976284672",
                                        "fsUsed": "611209216",
                                        "fsFree": "365075456",
                                    }
                                ]
                            }
                        }
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- domain 5
def domain5():
    py = "python_repl"
    S(
        "reapy",
        "ok",
        1,
        "In the open REAPER project, normalise nothing, just tell me each track's name and volume in dB, and mute the click track.",
        [
            (
                py,
                {"code": "import reapy\np = reapy.Project()\nprint(p.name, p.n_tracks, p.bpm)"},
                "Demo_Song_v3.rpp 6 92.0\n",
            ),
            (
                py,
                {
                    "code": "import math\nfor t in p.tracks: print(t.name, round(20*math.log10(t.get_info_value('D_VOL') or 1e-9), 1))"
                },
                "Kick 0.0\nSnare -2.5\nBass DI -4.1\nGtr L -6.0\nVox Lead 1.5\nClick -12.0\n",
            ),
            (py, {"code": "p.tracks['Click'].mute()\nprint(p.tracks['Click'].is_muted)"}, "True\n"),
        ],
    )
    S(
        "reapy",
        "ok",
        2,
        "Render the REAPER project to a 24-bit WAV in the project folder and tell me the file it made.",
        [
            (
                py,
                {
                    "code": "reapy.set_ext_state('render','go','1')\nRPR = reapy.reascript_api\nRPR.GetSetProjectInfo_String(0,'RENDER_FILE','/Users/dan/Music/Demo_Song/render',True)\nRPR.GetSetProjectInfo(0,'RENDER_SETTINGS',0,True)"
                },
                "(0, 'RENDER_SETTINGS', 0.0, True)\n",
            ),
            (py, {"code": "RPR.Main_OnCommand(42230, 0)  # render using last settings"}, ""),
            (
                py,
                {
                    "code": "import os\nprint(sorted(os.listdir('/Users/dan/Music/Demo_Song/render')))"
                },
                "['Demo_Song_v3.wav']\n",
            ),
            (
                py,
                {
                    "code": "print(os.path.getsize('/Users/dan/Music/Demo_Song/render/Demo_Song_v3.wav'))"
                },
                "54827912\n",
            ),
        ],
    )
    osc = "ableton_osc"
    S(
        "abletonosc",
        "ok",
        1,
        "Set the Live set to 124 BPM, fire scene 3, and tell me which clips are playing.",
        [
            (
                osc,
                {"address": "/live/song/set/tempo", "args": [124.0]},
                "sent /live/song/set/tempo [124.0] (no reply expected)",
            ),
            (osc, {"address": "/live/song/get/tempo", "args": []}, "/live/song/get/tempo (124.0,)"),
            (
                osc,
                {"address": "/live/scene/fire", "args": [2]},
                "sent /live/scene/fire [2] (no reply expected)",
            ),
            (
                osc,
                {"address": "/live/song/get/num_tracks", "args": []},
                "/live/song/get/num_tracks (4,)",
            ),
            (
                osc,
                {"address": "/live/track/get/playing_slot_index", "args": [0]},
                "/live/track/get/playing_slot_index (0, 2)",
            ),
            (
                osc,
                {"address": "/live/track/get/playing_slot_index", "args": [1]},
                "/live/track/get/playing_slot_index (1, 2)",
            ),
            (
                osc,
                {"address": "/live/track/get/playing_slot_index", "args": [2]},
                "/live/track/get/playing_slot_index (2, -1)",
            ),
            (
                osc,
                {"address": "/live/track/get/playing_slot_index", "args": [3]},
                "/live/track/get/playing_slot_index (3, 2)",
            ),
            (
                osc,
                {"address": "/live/clip/get/name", "args": [0, 2]},
                "/live/clip/get/name (0, 2, 'Drums Chorus')",
            ),
        ],
    )
    sh = "shell"
    S(
        "sclang",
        "ok",
        1,
        "Render my SuperCollider pad patch to a 10-second WAV with NRT and confirm the file exists.",
        [
            (
                sh,
                {"cmd": "sclang render_pad.scd"},
                "compiling class library...\n\tFound 826 primitives.\n\tCompiling directory '/Applications/SuperCollider.app/Contents/Resources/SCClassLibrary'\n\tnumentries = 1121760 / 16512364 = 0.068\n\t5436 method selectors, 3041 classes\n\tmethod table size 17532656 bytes, big table size 132098912\n\tNumber of Symbols 12420\n\tByte Code Size 379640\n\tcompiled 338 files in 0.40 seconds\ncompile done\nlocalhost : setting clientID to 0.\n-> nil\nNRT render started: pad.wav\nFound 0 LADSPA plugins\nnextOSCPacket 0\nnextOSCPacket 0\nnextOSCPacket 10\nNRT render finished\n",
            ),
            (
                sh,
                {
                    "cmd": "ls -l pad.wav && soxi -D pad.wav 2>/dev/null || mediainfo --Inform='General;%Duration%' pad.wav"
                },
                "-rw-r--r--  1 dan  staff  5760058 Nov 22 10:41 pad.wav\n10000\n",
            ),
        ],
    )
    S(
        "csound",
        "ok",
        1,
        "Run the FM bell Csound file to an output WAV and tell me the peak amplitude.",
        [
            (
                sh,
                {"cmd": "csound -d -W -o bell.wav fmbell.csd"},
                "0dBFS level = 1.0\n--Csound version 6.18 (double samples) Nov 14 2023\n[commit: none]\nlibsndfile-1.2.2\nUnifiedCSD:  fmbell.csd\nSTARTING FILE\nCreating options\nCreating orchestra\nclosing tag\nCreating score\nrtaudio: PortAudio module enabled ...\nsorting score ...\n\t... done\n--Csound version 6.18 (double samples) Nov 14 2023\ndisplays suppressed\n0dBFS level = 1.0\norch now loaded\naudio buffered in 256 sample-frame blocks\nwriting 512-byte blks of shorts to bell.wav (WAV)\nSECTION 1:\nnew alloc for instr 1:\nB  0.000 ..  4.000 T  4.000 TT  4.000 M:  0.61201  0.61201\nScore finished in csoundPerform().\ninactive allocs returned to freespace\nend of score.\t\t   overall amps:  0.61201  0.61201\n\t   overall samples out of range:        0        0\n0 errors in performance\nElapsed time at end of performance: real: 0.052s, CPU: 0.050s\n256 512 byte soundfile blocks written to bell.wav (WAV)\n",
            ),
        ],
    )
    mi = "shell"
    S(
        "mediainfo",
        "ok",
        1,
        "Check the stems in ./stems: are they all 48 kHz 24-bit, and how long is each?",
        [
            (mi, {"cmd": "ls stems"}, "bass.wav\ndrums.wav\nkeys.wav\nvox.wav\n"),
            (
                mi,
                {
                    "cmd": "mediainfo --Inform='Audio;%SamplingRate% %BitDepth% %Duration/String3%\\n' stems/*.wav"
                },
                "48000 24 00:03:41.250\n48000 24 00:03:41.250\n44100 16 00:03:41.251\n48000 24 00:03:41.250\n",
            ),
            (
                mi,
                {"cmd": "mediainfo stems/keys.wav"},
                "General\nComplete name                            : stems/keys.wav\nFormat                                   : Wave\nFile size                                : 37.2 MiB\nDuration                                 : 3 min 41 s\nOverall bit rate mode                    : Constant\nOverall bit rate                         : 1 411 kb/s\n\nAudio\nFormat                                   : PCM\nFormat settings                          : Little / Signed\nCodec ID                                 : 1\nDuration                                 : 3 min 41 s\nBit rate mode                            : Constant\nBit rate                                 : 1 411.2 kb/s\nChannel(s)                               : 2 channels\nSampling rate                            : 44.1 kHz\nBit depth                                : 16 bits\nStream size                              : 37.2 MiB (100%)\n",
            ),
        ],
    )
    pl = "ptsl_client"
    S(
        "ptsl",
        "ok",
        1,
        "In Pro Tools, create a new stereo aux called 'Verb Bus' and tell me the session's sample rate.",
        [
            (
                pl,
                {"command": "GetSessionName"},
                j(
                    {
                        "command_id": "GetSessionName",
                        "status": "Completed",
                        "response_body": {"session_name": "Wedding_Mix_Final"},
                    }
                ),
            ),
            (
                pl,
                {"command": "GetSessionSampleRate"},
                j(
                    {
                        "command_id": "GetSessionSampleRate",
                        "status": "Completed",
                        "response_body": {"sample_rate": "SR_48000"},
                    }
                ),
            ),
            (
                pl,
                {
                    "command": "CreateNewTracks",
                    "body": {
                        "number_of_tracks": 1,
                        "track_name": "Verb Bus",
                        "track_format": "TF_Stereo",
                        "track_type": "TT_Aux",
                        "track_timebase": "TTB_Samples",
                    },
                },
                j(
                    {
                        "command_id": "CreateNewTracks",
                        "status": "Completed",
                        "response_body": {
                            "number_of_tracks": 1,
                            "created_track_names": ["Verb Bus"],
                        },
                    }
                ),
            ),
        ],
    )
    # ---- failing
    dead = 'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/usr/local/lib/python3.11/site-packages/reapy/tools/network/client.py", line 44, in request\n    self.send(request)\n  File "/usr/local/lib/python3.11/site-packages/reapy/tools/network/socket.py", line 41, in send\n    self._socket.sendall(length + data)\nBrokenPipeError: [Errno 32] Broken pipe\n'
    S(
        "reapy",
        "fail",
        1,
        "List every item on the 'Vox Lead' track with its position and length, and colour the comped ones green.",
        [
            (
                py,
                {
                    "code": "t = p.tracks['Vox Lead']\nfor it in t.items: print(it.position, it.length)"
                },
                dead,
            ),
            (py, {"code": "t = reapy.Project().tracks['Vox Lead']\nprint(t.n_items)"}, dead),
            (py, {"code": "import reapy\np = reapy.Project()\nprint(p.n_tracks)"}, dead),
            (py, {"code": "print(reapy.Project().tracks[4].name)"}, dead),
            (py, {"code": "reapy.reconnect()\nprint(reapy.Project().name)"}, dead),
            (py, {"code": "items = reapy.Project().items\nprint(len(items))"}, dead),
            (py, {"code": "print([t.name for t in reapy.Project().tracks])"}, dead),
        ],
    )
    to = "timeout: no reply to {} within 2.0 s (AbletonOSC listening on 127.0.0.1:11000?)"
    S(
        "abletonosc",
        "fail",
        1,
        "Tell me the names of all clips in the Live set and which track each is on.",
        [
            (
                osc,
                {"address": "/live/song/get/num_tracks", "args": []},
                to.format("/live/song/get/num_tracks"),
            ),
            (
                osc,
                {"address": "/live/song/get/track_names", "args": []},
                to.format("/live/song/get/track_names"),
            ),
            (osc, {"address": "/live/test", "args": []}, to.format("/live/test")),
            (
                osc,
                {"address": "/live/song/get/num_scenes", "args": []},
                to.format("/live/song/get/num_scenes"),
            ),
            (
                osc,
                {"address": "/live/clip/get/name", "args": [0, 0]},
                to.format("/live/clip/get/name"),
            ),
            (
                osc,
                {"address": "/live/track/get/clips/name", "args": [0]},
                to.format("/live/track/get/clips/name"),
            ),
            (
                osc,
                {"address": "/live/song/get/tempo", "args": []},
                to.format("/live/song/get/tempo"),
            ),
        ],
    )
    ptgrpc = j(
        {
            "command_id": None,
            "status": "Failed",
            "error": 'grpc._channel._InactiveRpcError: StatusCode.UNAVAILABLE details = "failed to connect to all addresses; last error: UNKNOWN: ipv4:127.0.0.1:31416: Failed to connect to remote host: Connection refused"',
        }
    )
    S(
        "ptsl",
        "fail",
        1,
        "Export the mix of 'Wedding_Mix_Final' as a 48k/24 WAV and list the track names with their outputs first.",
        [
            (pl, {"command": "GetTrackList", "body": {"page_limit": 100}}, ptgrpc),
            (
                pl,
                {
                    "command": "GetTrackList",
                    "body": {
                        "page_limit": 20,
                        "track_filter_list": [{"filter": "All", "is_inverted": False}],
                    },
                },
                ptgrpc,
            ),
            (
                pl,
                {
                    "command": "RegisterConnection",
                    "body": {"company_name": "Studio", "application_name": "mix-agent"},
                },
                ptgrpc,
            ),
            (pl, {"command": "GetSessionName"}, ptgrpc),
            (
                pl,
                {
                    "command": "ExportMix",
                    "body": {
                        "file_name": "Wedding_Mix_Final",
                        "file_type": "EM_WAV",
                        "audio_info": {"bit_depth": "Bit24", "sample_rate": "SR_48000"},
                    },
                },
                ptgrpc,
            ),
            (pl, {"command": "GetTrackList", "body": {}}, ptgrpc),
        ],
    )
    # mediainfo run over an unmounted path: every file "not found"? Realistically mediainfo prints nothing for missing files.
    S(
        "mediainfo",
        "fail",
        1,
        "For each episode master on the /Volumes/Archive drive, give me the loudness-relevant info: duration, channels, sample rate.",
        [
            (
                mi,
                {
                    "cmd": "mediainfo --Inform='Audio;%Duration/String3% %Channel(s)% %SamplingRate%\\n' /Volumes/Archive/Podcast/Masters/*.wav"
                },
                "",
            ),
            (mi, {"cmd": "mediainfo /Volumes/Archive/Podcast/Masters/EP101_master.wav"}, ""),
            (
                mi,
                {
                    "cmd": "mediainfo --Output=JSON /Volumes/Archive/Podcast/Masters/EP102_master.wav"
                },
                "",
            ),
            (mi, {"cmd": "mediainfo /Volumes/Archive/Podcast/Masters/EP103_master.wav"}, ""),
            (
                mi,
                {
                    "cmd": "mediainfo --Inform='General;%Duration%' /Volumes/Archive/Podcast/Masters/EP104_master.wav"
                },
                "",
            ),
            (mi, {"cmd": "mediainfo --Full /Volumes/Archive/Podcast/Masters/EP105_master.wav"}, ""),
            (
                mi,
                {"cmd": "mediainfo /Volumes/Archive/Podcast/Masters/EP101_master.wav --Output=XML"},
                "",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    domain1()
    domain2()
    domain3()
    domain4()
    domain5()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for r in ROWS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout44.jsonl")
    )
