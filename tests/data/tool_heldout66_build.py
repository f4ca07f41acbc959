"""Build tests/data/tool_heldout66.jsonl: held-out sessions over five domain groups.

Every row is one tool call in the real-runs format. Results are written as the real
services (or their usual wrappers) return them. Formats, family by family, and how sure
the author is of each (written from memory of the public API docs and client libraries;
there was little time to check each against source, so field orders and minor fields may
differ from a live response):

Multi-model and document databases
- rethinkdb: the Python driver ``rethinkdb`` run through a ``rethinkdb_query`` tool that
  prints the cursor as a JSON list; write results are the driver's summary object
  (inserted/replaced/unchanged/errors...). Errors are ``ReqlDriverError`` text. Sure of
  the summary shape and the error text.
- surrealdb: the HTTP ``/sql`` endpoint, a list of ``{"result", "status", "time"}``, one
  per statement. Sure.
- fauna: FQL v10 ``/query/1`` bodies: ``data``, ``static_type``, ``summary``, ``txn_ts``,
  ``stats``; sets page as ``{"data": [...], "after": "..."}``; errors as
  ``{"error": {"code", "message"}}``. Fairly sure.
- ravendb: REST ``/databases/{db}/queries`` bodies (``TotalResults``, ``Results`` with
  ``@metadata``, ``IsStale``, ``IndexName``...). Fairly sure of the main fields.
- orientdb: the HTTP ``/command`` endpoint, ``{"result": [...]}`` with ``@type``, ``@rid``,
  ``@version``, ``@class``. Sure.
- aerospike: ``aql`` CLI output through a shell tool (ASCII tables, "N rows in set"). Fairly
  sure; error codes from the client's status list.

Weather vendors
- weatherapi: ``/v1/forecast.json`` and ``/v1/history.json`` (location/current/forecast);
  errors ``{"error": {"code", "message"}}`` with code 2007 for the monthly quota. Sure.
- accuweather: locations search (``Key``, ``LocalizedName``...), 5-day forecast (``Headline``,
  ``DailyForecasts``); errors ``{"Code", "Message", "Reference"}``. Sure.
- meteomatics: the CSV output of the ``/{time}/{params}/{lat},{lon}/csv`` route. Sure.
- pirateweather: the Dark Sky compatible ``/forecast/{key}/{lat},{lon}`` JSON. Sure; the
  gateway timeout page is a generic nginx/AWS page.
- metoffice: Weather DataHub site-specific GeoJSON (``features[0].properties.timeSeries``);
  the 401 body is the API gateway's httpCode/httpMessage/moreInformation. Fairly sure.

EV charging
- openchargemap: ``/v3/poi`` JSON (``ID``, ``AddressInfo``, ``Connections``, ``StatusType``).
  Sure of the main fields; the maintenance page is a plausible hosting page.
- enode: REST v3 chargers and actions (``/chargers``, ``/chargers/{id}/charging``) and
  problem+json errors. Fairly sure.
- wallbox: the myWallbox cloud API used by the ``wallbox`` Python package
  (``/chargers/status/{id}``: charging_power, status_id, added_energy...). Fairly sure of
  the field names, less of the set.
- chargepoint: the ChargePoint Web Services SOAP API (``getStations``, ``getLoad``) as an
  MCP tool that returns the SOAP response body XML. Unsure of the exact element set.
- evgo: no public API; a partner REST wrapper returning station JSON. Invented shape,
  plausible.

Thermostats and home cameras
- ring: the ``ring_doorbell`` Python package through an MCP wrapper (device lists,
  ``history()`` event dicts with kind/created_at/answered, snapshots). Fairly sure.
- nest: Smart Device Management API (``enterprises/{project}/devices``, traits,
  ``:executeCommand`` returning ``{}``). Sure; an empty ``{}`` is what the API returns when
  the project has no authorized devices.
- ecobee: ``/1/thermostat`` GET (page/thermostatList/status) and POST acknowledgements
  ``{"status": {"code": 0, "message": ""}}``; code 14 for an expired token. Sure.
- honeywell: the Total Connect Comfort portal JSON as used by ``somecomfort``
  (``/portal/Device/CheckDataSession``); the login page on session loss. Fairly sure.
- wyze: the ``wyze-sdk`` style responses ``{"code", "msg", "data"}`` with code 2001 for an
  expired access token. Fairly sure.

Wildlife observation
- inaturalist: ``api.inaturalist.org/v1`` (observations, species_counts, taxa) with
  total_results/page/per_page/results. Sure.
- ebird: ``api.ebird.org/v2`` recent observations lists, hotspot lists as CSV. Sure.
- xenocanto: the xeno-canto API (numRecordings/numSpecies/page/numPages/recordings). Sure
  of the main fields.
- movebank: the direct-read REST API returning CSV; the licence-terms HTML page returned
  until the terms of a study are accepted. Fairly sure.
- bold: the BOLD public data portal API TSV/JSON; the 503 page is generic. Unsure of the
  column set.
"""

# ruff: noqa: E501  (the results are long one-line bodies, as the services return them)
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 8), 16) % (hi - lo + 1)


def j(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def mcp(text: str, err: bool = False) -> str:
    return j({"content": [{"type": "text", "text": text}], "isError": err})


class S:
    def __init__(self, fam: str, kind: str, n: int, task: str):
        self.fam, self.rid, self.task = fam, f"{fam}-{kind}-{n}", task
        self.ok = kind == "ok"

    def call(self, tool: str, args: dict, result: str) -> S:
        ROWS.append(
            {
                "source": f"heldout66/{self.fam}",
                "run_id": self.rid,
                "task": self.task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": self.ok},
            }
        )
        return self


# ---------------------------------------------------------------- databases
def rethinkdb():
    t = "rethinkdb_query"
    s = S(
        "rethinkdb",
        "ok",
        1,
        "Mark every order from customer C-1042 that is still 'pending' as 'on_hold' and tell me how many there were.",
    )
    s.call(
        t,
        {"query": "r.db('shop').table_list()"},
        j(["customers", "order_items", "orders", "returns"]),
    )
    s.call(
        t,
        {
            "query": "r.db('shop').table('orders').filter({'customer_id': 'C-1042', 'status': 'pending'}).count()"
        },
        "3",
    )
    rows = [
        {
            "id": f"{h('rt-o' + str(i))}-{h('rt-p' + str(i), 4)}-4{h('x' + str(i), 3)}",
            "customer_id": "C-1042",
            "status": "pending",
            "total": [54.2, 118.0, 19.99][i],
            "created_at": {
                "$reql_type$": "TIME",
                "epoch_time": 1795000000 + i * 86400,
                "timezone": "+00:00",
            },
        }
        for i in range(3)
    ]
    s.call(
        t,
        {
            "query": "r.db('shop').table('orders').filter({'customer_id': 'C-1042', 'status': 'pending'}).pluck('id','total','created_at')"
        },
        j(rows, 2),
    )
    s.call(
        t,
        {
            "query": "r.db('shop').table('orders').filter({'customer_id': 'C-1042', 'status': 'pending'}).update({'status': 'on_hold'})"
        },
        j(
            {"deleted": 0, "errors": 0, "inserted": 0, "replaced": 3, "skipped": 0, "unchanged": 0},
            2,
        ),
    )
    s.call(
        t,
        {
            "query": "r.db('shop').table('orders').filter({'customer_id': 'C-1042', 'status': 'pending'}).count()"
        },
        "0",
    )

    s = S(
        "rethinkdb", "ok", 2, "Has anything been written to the 'returns' table since December 1st?"
    )
    s.call(t, {"query": "r.db('shop').table('returns').count()"}, "412")
    s.call(
        t, {"query": "r.db('shop').table('returns').index_list()"}, j(["created_at", "order_id"])
    )
    s.call(
        t,
        {
            "query": "r.db('shop').table('returns').between(r.time(2026,12,1,'Z'), r.maxval, index='created_at').count()"
        },
        "0",
    )
    s.call(
        t,
        {
            "query": "r.db('shop').table('returns').order_by(index=r.desc('created_at')).limit(1).pluck('id','created_at','order_id')"
        },
        j(
            [
                {
                    "created_at": {
                        "$reql_type$": "TIME",
                        "epoch_time": 1795795211.448,
                        "timezone": "+00:00",
                    },
                    "id": "e1c0b1d6-5a0b-4a4e-9f1e-2c1f0b7d0a31",
                    "order_id": "b73a08e4-4c1d-4a57-8a2f-93d0d5b7ce02",
                }
            ],
            2,
        ),
    )
    s.call(
        t,
        {
            "query": "r.db('rethinkdb').table('stats').filter({'db': 'shop', 'table': 'returns'}).pluck('query_engine')"
        },
        j(
            [
                {
                    "query_engine": {
                        "read_docs_per_sec": 0,
                        "read_docs_total": 1833,
                        "written_docs_per_sec": 0,
                        "written_docs_total": 412,
                    }
                }
            ],
            2,
        ),
    )

    s = S(
        "rethinkdb",
        "fail",
        1,
        "How many orders were placed yesterday and what was the total value?",
    )
    err = "ReqlDriverError: Could not connect to rethinkdb-0.rethinkdb.shop.svc.cluster.local:28015.\nConnectionRefusedError: [Errno 111] Connection refused"
    for q in [
        "r.db('shop').table('orders').between(r.time(2026,12,6,'Z'), r.time(2026,12,7,'Z'), index='created_at').count()",
        "r.db('shop').table_list()",
        "r.db('shop').table('orders').count()",
        "r.db_list()",
        "r.db('shop').table('orders').between(r.time(2026,12,6,'Z'), r.time(2026,12,7,'Z'), index='created_at').sum('total')",
        "r.db('shop').table('orders').limit(1)",
        "r.now()",
    ]:
        s.call(t, {"query": q}, err)


def surrealdb():
    t = "surreal_sql"
    s = S(
        "surrealdb",
        "ok",
        1,
        "Link user:ana to the project project:atlas as a 'maintainer' and list who maintains atlas now.",
    )
    s.call(
        t,
        {"sql": "SELECT * FROM user:ana;"},
        j(
            [
                {
                    "result": [
                        {
                            "id": "user:ana",
                            "name": "Ana Lindqvist",
                            "email": "ana@lindq.dev",
                            "joined": "2025-03-14T09:12:00Z",
                        }
                    ],
                    "status": "OK",
                    "time": "412.3µs",
                }
            ]
        ),
    )
    s.call(
        t,
        {"sql": "SELECT <-maintains<-user.name AS maintainers FROM project:atlas;"},
        j([{"result": [{"maintainers": ["Jorge Ibarra"]}], "status": "OK", "time": "288.1µs"}]),
    )
    s.call(
        t,
        {
            "sql": "RELATE user:ana->maintains->project:atlas SET role = 'maintainer', since = time::now();"
        },
        j(
            [
                {
                    "result": [
                        {
                            "id": "maintains:8w3kq0ynd2e1tz5mfo7b",
                            "in": "user:ana",
                            "out": "project:atlas",
                            "role": "maintainer",
                            "since": "2026-12-07T21:36:02.118Z",
                        }
                    ],
                    "status": "OK",
                    "time": "1.02ms",
                }
            ]
        ),
    )
    s.call(
        t,
        {"sql": "SELECT <-maintains<-user.name AS maintainers FROM project:atlas;"},
        j(
            [
                {
                    "result": [{"maintainers": ["Jorge Ibarra", "Ana Lindqvist"]}],
                    "status": "OK",
                    "time": "301.7µs",
                }
            ]
        ),
    )

    s = S(
        "surrealdb",
        "ok",
        2,
        "Which sensors reported a temperature above 40°C this week? If none, say so.",
    )
    s.call(
        t,
        {"sql": "INFO FOR DB;"},
        j(
            [
                {
                    "result": {
                        "analyzers": {},
                        "functions": {},
                        "params": {},
                        "scopes": {},
                        "tables": {
                            "reading": "DEFINE TABLE reading SCHEMAFULL PERMISSIONS NONE",
                            "sensor": "DEFINE TABLE sensor SCHEMALESS PERMISSIONS NONE",
                        },
                        "tokens": {},
                        "users": {},
                    },
                    "status": "OK",
                    "time": "190.4µs",
                }
            ]
        ),
    )
    s.call(
        t,
        {"sql": "SELECT count() FROM reading WHERE at > time::now() - 7d GROUP ALL;"},
        j([{"result": [{"count": 18144}], "status": "OK", "time": "38.7ms"}]),
    )
    s.call(
        t,
        {
            "sql": "SELECT sensor, math::max(celsius) AS peak FROM reading WHERE at > time::now() - 7d AND celsius > 40 GROUP BY sensor;"
        },
        j([{"result": [], "status": "OK", "time": "41.2ms"}]),
    )
    s.call(
        t,
        {
            "sql": "SELECT math::max(celsius) AS peak FROM reading WHERE at > time::now() - 7d GROUP ALL;"
        },
        j([{"result": [{"peak": 36.8}], "status": "OK", "time": "39.9ms"}]),
    )

    s = S("surrealdb", "fail", 1, "List the five customers with the most invoices in 2026.")
    for q in [
        "SELECT customer, count() AS n FROM invoice WHERE issued >= d'2026-01-01' GROUP BY customer ORDER BY n DESC LIMIT 5;",
        "SELECT count() FROM invoice GROUP ALL;",
        "SELECT * FROM invoice LIMIT 3;",
        "SELECT * FROM customer LIMIT 5;",
        "SELECT count() FROM customer GROUP ALL;",
        "SELECT id, name FROM customer WHERE name CONTAINS 'a' LIMIT 10;",
        "SELECT * FROM invoice WHERE issued >= d'2025-01-01' LIMIT 5;",
    ]:
        s.call(
            t,
            {"sql": q, "ns": "billing", "db": "main"},
            j(
                [
                    {
                        "result": [],
                        "status": "OK",
                        "time": f"{num(q, 90, 400)}.{num(q + 'f', 0, 9)}µs",
                    }
                ]
            ),
        )


def fauna():
    t = "fauna_query"

    def body(data, static="Any", ts=1796592000000000, rd=1, cmp=1):
        return j(
            {
                "data": data,
                "static_type": static,
                "summary": "",
                "txn_ts": ts,
                "stats": {
                    "compute_ops": cmp,
                    "read_ops": rd,
                    "write_ops": 0,
                    "query_time_ms": num(j(data), 3, 40),
                    "contention_retries": 0,
                    "storage_bytes_read": num(j(data), 100, 4000),
                    "storage_bytes_write": 0,
                    "rate_limits_hit": [],
                },
                "schema_version": 1794000000000000,
            }
        )

    s = S(
        "fauna",
        "ok",
        1,
        "Export all products in the 'garden' category (there are a few pages) and give me the count and the most expensive one.",
    )
    pages = [
        (
            [("Hose reel", 49.0), ("Pruning shears", 22.5), ("Rain barrel 200L", 89.0)],
            "hdW..." + h("fa1", 16),
        ),
        (
            [("Compost bin", 64.0), ("Trellis, cedar", 35.0), ("Garden kneeler", 18.0)],
            "hdW..." + h("fa2", 16),
        ),
        ([("Solar path light x6", 42.0), ("Raised bed kit", 129.0)], None),
    ]
    q = "Product.where(.category == 'garden').pageSize(3)"
    s.call(
        t,
        {"fql": q},
        body(
            {
                "data": [
                    {
                        "id": str(410000000000000000 + num(n, 1, 9999999)),
                        "coll": "Product",
                        "ts": "2026-11-02T10:11:12.130Z",
                        "name": n,
                        "price": p,
                        "category": "garden",
                    }
                    for n, p in pages[0][0]
                ],
                "after": pages[0][1],
            },
            "Set<Product>",
            rd=3,
        ),
    )
    for i in (1, 2):
        d = {
            "data": [
                {
                    "id": str(410000000000000000 + num(n, 1, 9999999)),
                    "coll": "Product",
                    "ts": "2026-11-02T10:11:12.130Z",
                    "name": n,
                    "price": p,
                    "category": "garden",
                }
                for n, p in pages[i][0]
            ]
        }
        if pages[i][1]:
            d["after"] = pages[i][1]
        s.call(
            t,
            {"fql": f"Set.paginate('{pages[i - 1][1]}')"},
            body(d, "Set<Product>", rd=len(pages[i][0])),
        )
    s.call(t, {"fql": "Product.where(.category == 'garden').count()"}, body(8, "Number", rd=8))

    s = S(
        "fauna",
        "ok",
        2,
        "Create a discount code SPRING15 for 15% off, valid until 31 March, unless one with that code already exists.",
    )
    s.call(t, {"fql": "Discount.byCode('SPRING15').first()"}, body(None, "Discount | Null"))
    s.call(
        t,
        {
            "fql": "Discount.create({ code: 'SPRING15', percent: 15, validUntil: Date('2027-03-31') })"
        },
        j(
            {
                "data": {
                    "id": "415882701937574400",
                    "coll": "Discount",
                    "ts": "2026-12-07T21:37:40.022Z",
                    "code": "SPRING15",
                    "percent": 15,
                    "validUntil": "2027-03-31",
                },
                "static_type": "Discount",
                "summary": "",
                "txn_ts": 1796679460022000,
                "stats": {
                    "compute_ops": 1,
                    "read_ops": 1,
                    "write_ops": 1,
                    "query_time_ms": 21,
                    "contention_retries": 0,
                    "storage_bytes_read": 40,
                    "storage_bytes_write": 162,
                    "rate_limits_hit": [],
                },
                "schema_version": 1794000000000000,
            }
        ),
    )
    s.call(
        t,
        {"fql": "Discount.byCode('SPRING15').first() { code, percent, validUntil }"},
        body(
            {"code": "SPRING15", "percent": 15, "validUntil": "2027-03-31"},
            "{ code: String, percent: Number, validUntil: Date }",
        ),
    )

    s = S(
        "fauna", "fail", 1, "Which customers signed up through the referral programme last month?"
    )
    e = j({"error": {"code": "unauthorized", "message": "Access token required"}, "summary": ""})
    for q in [
        "Customer.where(.source == 'referral' && .createdAt >= Time('2026-11-01T00:00:00Z'))",
        "Customer.all().count()",
        "Collection.all() { name }",
        "Customer.where(.source == 'referral').pageSize(20)",
        "Referral.all().pageSize(20)",
        "Customer.byEmail('test@example.com')",
        "Customer.where(.createdAt >= Time('2026-11-01T00:00:00Z')).count()",
    ]:
        s.call(t, {"fql": q}, e)


def ravendb():
    t = "ravendb_query"

    def res(results, idx, total=None, stale=False, ms=2):
        return j(
            {
                "TotalResults": len(results) if total is None else total,
                "SkippedResults": 0,
                "DurationInMs": ms,
                "IncludedPaths": None,
                "IndexName": idx,
                "Results": results,
                "Includes": {},
                "IndexTimestamp": "2026-12-07T21:30:11.4381920Z",
                "LastQueryTime": "2026-12-07T21:38:02.1102345Z",
                "IsStale": stale,
                "ResultEtag": -int(h(idx + j(results), 12), 16) % 9000000000000000000,
            },
            indent=2,
        )

    s = S(
        "ravendb",
        "ok",
        1,
        "In the Northwind database, which employees report to Andrew Fuller, and when were they hired?",
    )
    s.call(
        t,
        {"rql": "from Employees where LastName = 'Fuller' select id(), FirstName, LastName"},
        res(
            [{"FirstName": "Andrew", "LastName": "Fuller", "@metadata": {"@id": "employees/2-A"}}],
            "Auto/Employees/ByLastName",
        ),
    )
    emps = [
        ("Nancy", "Davolio", "1992-05-01", "1-A"),
        ("Janet", "Leverling", "1992-04-01", "3-A"),
        ("Margaret", "Peacock", "1993-05-03", "4-A"),
        ("Steven", "Buchanan", "1993-10-17", "5-A"),
        ("Laura", "Callahan", "1994-03-05", "8-A"),
    ]
    s.call(
        t,
        {
            "rql": "from Employees where ReportsTo = 'employees/2-A' select FirstName, LastName, HiredAt"
        },
        res(
            [
                {
                    "FirstName": a,
                    "LastName": b,
                    "HiredAt": f"{c}T00:00:00.0000000",
                    "@metadata": {"@id": f"employees/{d}", "@projection": True},
                }
                for a, b, c, d in emps
            ],
            "Auto/Employees/ByReportsTo",
        ),
    )
    s.call(
        t,
        {"rql": "from Employees where ReportsTo = 'employees/5-A' select FirstName, LastName"},
        res(
            [
                {
                    "FirstName": a,
                    "LastName": b,
                    "@metadata": {"@id": f"employees/{d}", "@projection": True},
                }
                for a, b, d in [
                    ("Michael", "Suyama", "6-A"),
                    ("Robert", "King", "7-A"),
                    ("Anne", "Dodsworth", "9-A"),
                ]
            ],
            "Auto/Employees/ByReportsTo",
        ),
    )

    s = S(
        "ravendb",
        "ok",
        2,
        "Are there any orders shipped to Iceland? If not, confirm the country spelling used in the data.",
    )
    s.call(
        t,
        {"rql": "from Orders where ShipTo.Country = 'Iceland'"},
        res([], "Auto/Orders/ByShipTo.Country"),
    )
    s.call(
        t,
        {"rql": "from Orders group by ShipTo.Country select key() as Country, count()"},
        res(
            [
                {"Country": c, "Count": n, "@metadata": {"@projection": True}}
                for c, n in [
                    ("Argentina", 16),
                    ("Austria", 40),
                    ("Belgium", 19),
                    ("Brazil", 83),
                    ("Canada", 30),
                    ("Denmark", 18),
                    ("Finland", 22),
                    ("France", 77),
                    ("Germany", 122),
                    ("Ireland", 19),
                    ("Italy", 28),
                    ("Mexico", 28),
                    ("Norway", 6),
                    ("Poland", 7),
                    ("Portugal", 13),
                    ("Spain", 23),
                    ("Sweden", 37),
                    ("Switzerland", 18),
                    ("UK", 56),
                    ("USA", 122),
                    ("Venezuela", 46),
                ]
            ],
            "Auto/Orders/ByCountReducedByShipTo.Country",
        ),
    )
    s.call(
        t,
        {"rql": "from Orders where startsWith(ShipTo.Country, 'Ice')"},
        res([], "Auto/Orders/ByShipTo.CountryAndStartsWith"),
    )

    s = S(
        "ravendb",
        "fail",
        1,
        "Find the orders for company 'companies/65-A' from 1998 and sum their freight.",
    )
    for q in [
        "from index 'Orders/ByCompany' where Company = 'companies/65-A' and OrderedAt >= '1998-01-01'",
        "from index 'Orders/ByCompany' where Company = 'companies/65-A'",
        "from index 'Orders/ByCompany' where Company = 'companies/65-a'",
        "from index 'Orders/ByCompany' where Company = 'companies/65-A' select Freight",
        "from index 'Orders/ByCompany' limit 10",
        "from index 'Orders/ByCompany' where OrderedAt >= '1998-01-01'",
    ]:
        s.call(
            t,
            {"rql": q},
            j(
                {
                    "TotalResults": 0,
                    "SkippedResults": 0,
                    "DurationInMs": 0,
                    "IncludedPaths": None,
                    "IndexName": "Orders/ByCompany",
                    "Results": [],
                    "Includes": {},
                    "IndexTimestamp": "2026-09-14T03:12:55.0112003Z",
                    "LastQueryTime": "2026-12-07T21:40:02.1102345Z",
                    "IsStale": True,
                    "ResultEtag": -4472120090511170011,
                },
                indent=2,
            ),
        )


def orientdb():
    t = "orientdb_command"
    s = S(
        "orientdb",
        "ok",
        1,
        "Who are the friends-of-friends of Luca in the social graph that he is not already friends with?",
    )
    s.call(
        t,
        {"command": "SELECT @rid, name FROM Person WHERE name = 'Luca'"},
        j({"result": [{"@type": "d", "@version": 0, "rid": "#25:3", "name": "Luca"}]}),
    )
    s.call(
        t,
        {"command": "SELECT expand(out('FriendOf').name) FROM #25:3"},
        j(
            {
                "result": [
                    {"@type": "d", "@version": 0, "value": v} for v in ["Marta", "Giulio", "Sara"]
                ]
            }
        ),
    )
    s.call(
        t,
        {"command": "SELECT expand(set(out('FriendOf').out('FriendOf'))) FROM #25:3"},
        j(
            {
                "result": [
                    {
                        "@type": "d",
                        "@rid": r,
                        "@version": 4,
                        "@class": "Person",
                        "name": n,
                        "city": c,
                        "out_FriendOf": [],
                        "in_FriendOf": [],
                    }
                    for r, n, c in [
                        ("#25:3", "Luca", "Torino"),
                        ("#26:1", "Paolo", "Milano"),
                        ("#27:0", "Chiara", "Bologna"),
                        ("#25:8", "Giulio", "Torino"),
                    ]
                ]
            }
        ),
    )
    s.call(
        t,
        {
            "command": "SELECT name FROM (SELECT expand(set(out('FriendOf').out('FriendOf'))) FROM #25:3) WHERE @rid <> #25:3 AND NOT (in('FriendOf') CONTAINS #25:3)"
        },
        j(
            {
                "result": [
                    {"@type": "d", "@version": 0, "name": "Paolo"},
                    {"@type": "d", "@version": 0, "name": "Chiara"},
                ]
            }
        ),
    )

    s = S(
        "orientdb",
        "ok",
        2,
        "Add an edge saying Marta works at Fiat since 2021, then confirm her employers.",
    )
    s.call(
        t,
        {
            "command": "CREATE EDGE WorksAt FROM (SELECT FROM Person WHERE name = 'Marta') TO (SELECT FROM Company WHERE name = 'Fiat') SET since = 2021"
        },
        j(
            {
                "result": [
                    {
                        "@type": "d",
                        "@rid": "#41:12",
                        "@version": 3,
                        "@class": "WorksAt",
                        "since": 2021,
                        "out": "#26:0",
                        "in": "#33:2",
                        "@fieldTypes": "out=x,in=x",
                    }
                ]
            }
        ),
    )
    s.call(
        t,
        {"command": "SELECT out('WorksAt').name AS employers FROM Person WHERE name = 'Marta'"},
        j({"result": [{"@type": "d", "@version": 0, "employers": ["Lavazza", "Fiat"]}]}),
    )


def aerospike():
    t = "shell"
    s = S(
        "aerospike",
        "ok",
        1,
        "Look up the session record for user 88213 in the 'sessions' set and bump its TTL to one day.",
    )
    s.call(
        t,
        {"cmd": "aql -h as1.internal -c \"SELECT * FROM prod.sessions WHERE PK = '88213'\""},
        '+---------+--------------------+-----------+------------+\n| uid     | token              | last_seen | device     |\n+---------+--------------------+-----------+------------+\n| "88213" | "c1f9e2a04b7d55aa" | 1796671182 | "ios-17.4" |\n+---------+--------------------+-----------+------------+\n1 row in set (0.001 secs)\n\nOK\n',
    )
    s.call(
        t,
        {
            "cmd": "aql -h as1.internal -c \"SET RECORD_TTL 86400; UPDATE prod.sessions SET last_seen = 1796679600 WHERE PK = '88213'\""
        },
        "RECORD_TTL = 86400\nOK, 1 record affected.\n",
    )
    s.call(
        t,
        {
            "cmd": "aql -h as1.internal -c \"SET OUTPUT JSON; EXPLAIN SELECT * FROM prod.sessions WHERE PK = '88213'\""
        },
        j(
            [
                [
                    {
                        "SET": "sessions",
                        "DIGEST": "5E4F1E7A0C3B2D19A8C6E1F0B7D4A3C2E1F09876",
                        "NAMESPACE": "prod",
                        "PARTITION": 1630,
                        "STATUS": 0,
                        "UDF": "FALSE",
                        "KEY_TYPE": "STRING",
                        "POLICY_REPLICA": "AS_POLICY_REPLICA_SEQUENCE",
                        "NODE": "BB9030011AC4202",
                        "POLICY_KEY": "AS_POLICY_KEY_DIGEST",
                        "TIMEOUT": 1000,
                    }
                ],
                [{"Status": "OK"}],
            ],
            indent=2,
        ),
    )
    s.call(
        t,
        {"cmd": "asinfo -h as1.internal -v 'namespace/prod' -l | egrep 'objects|default-ttl'"},
        "objects=48211904\ntombstones=0\ndefault-ttl=2592000\n",
    )

    s = S("aerospike", "fail", 1, "How many active carts are in the 'carts' set right now?")
    to = "Error: (9) Timeout: iterations=2 failedNodes=0 failedConns=0 lastNode=BB9030011AC4202 10.20.4.11:3000\n"
    for c in [
        'aql -h as1.internal -c "SELECT COUNT(*) FROM prod.carts"',
        'aql -h as1.internal -c "SHOW SETS"',
        'aql -h as1.internal -c "SELECT * FROM prod.carts LIMIT 5"',
        "asinfo -h as1.internal -v 'sets/prod/carts'",
        'aql -h as1.internal -T 5000 -c "SHOW SETS"',
        "asinfo -h as1.internal -v 'namespace/prod'",
        'aql -h as2.internal -c "SHOW SETS"',
    ]:
        s.call(t, {"cmd": c}, to if c.startswith("aql") else "ERROR::timeout\n")


# ---------------------------------------------------------------- weather
def wa_loc(name, region, country, lat, lon, tz):
    return {
        "name": name,
        "region": region,
        "country": country,
        "lat": lat,
        "lon": lon,
        "tz_id": tz,
        "localtime_epoch": 1796680000,
        "localtime": "2026-12-07 22:26",
    }


def wa_day(date, mx, mn, rain, cond, chance):
    return {
        "date": date,
        "date_epoch": 0,
        "day": {
            "maxtemp_c": mx,
            "maxtemp_f": round(mx * 1.8 + 32, 1),
            "mintemp_c": mn,
            "mintemp_f": round(mn * 1.8 + 32, 1),
            "avgtemp_c": round((mx + mn) / 2, 1),
            "maxwind_kph": 18.4,
            "totalprecip_mm": rain,
            "totalprecip_in": round(rain / 25.4, 2),
            "totalsnow_cm": 0.0,
            "avghumidity": 81,
            "daily_will_it_rain": int(chance > 50),
            "daily_chance_of_rain": chance,
            "daily_will_it_snow": 0,
            "daily_chance_of_snow": 0,
            "condition": {
                "text": cond,
                "icon": "//cdn.weatherapi.com/weather/64x64/day/176.png",
                "code": 1063,
            },
            "uv": 1.0,
        },
    }


def weatherapi():
    t = "weatherapi_forecast"
    s = S(
        "weatherapi",
        "ok",
        1,
        "Will it rain in Porto or Lisbon on Saturday? I'm choosing where to hold a street market.",
    )
    for city, reg, lat, lon, days in [
        (
            "Porto",
            "Porto",
            41.15,
            -8.62,
            [
                ("2026-12-11", 14.1, 9.0, 6.2, "Patchy rain nearby", 84),
                ("2026-12-12", 13.0, 8.2, 11.8, "Moderate rain", 89),
            ],
        ),
        (
            "Lisbon",
            "Lisboa",
            38.72,
            -9.13,
            [
                ("2026-12-11", 16.3, 10.9, 0.0, "Partly Cloudy ", 0),
                ("2026-12-12", 15.8, 10.1, 0.3, "Patchy rain nearby", 28),
            ],
        ),
    ]:
        s.call(
            t,
            {"q": city, "days": 6},
            j(
                {
                    "location": wa_loc(city, reg, "Portugal", lat, lon, "Europe/Lisbon"),
                    "current": {
                        "last_updated": "2026-12-07 22:15",
                        "temp_c": 12.0,
                        "is_day": 0,
                        "condition": {"text": "Clear", "code": 1000},
                        "wind_kph": 9.0,
                        "humidity": 82,
                        "cloud": 0,
                        "feelslike_c": 11.1,
                    },
                    "forecast": {"forecastday": [wa_day(*d) for d in days]},
                }
            ),
        )
    s.call(
        "weatherapi_alerts",
        {"q": "Porto", "days": 6, "alerts": "yes"},
        j(
            {
                "location": wa_loc("Porto", "Porto", "Portugal", 41.15, -8.62, "Europe/Lisbon"),
                "alerts": {"alert": []},
            }
        ),
    )

    s = S(
        "weatherapi",
        "ok",
        2,
        "What was the weather in Nairobi on 3 December, day by day for the last three days?",
    )
    for d, mx, mn, r in [
        ("2026-12-03", 24.8, 14.2, 2.1),
        ("2026-12-04", 25.6, 13.9, 0.0),
        ("2026-12-05", 23.1, 14.8, 7.4),
    ]:
        s.call(
            "weatherapi_history",
            {"q": "Nairobi", "dt": d},
            j(
                {
                    "location": wa_loc(
                        "Nairobi", "Nairobi Area", "Kenya", -1.28, 36.82, "Africa/Nairobi"
                    ),
                    "forecast": {
                        "forecastday": [
                            wa_day(d, mx, mn, r, "Patchy rain possible" if r else "Sunny", 0)
                        ]
                    },
                }
            ),
        )

    s = S(
        "weatherapi",
        "fail",
        1,
        "Compare tomorrow's wind forecast for Wellington, Auckland and Christchurch for a sailing trip.",
    )
    e = j({"error": {"code": 2007, "message": "API key has exceeded calls per month quota."}})
    for a in [
        {"q": "Wellington", "days": 2},
        {"q": "Auckland", "days": 2},
        {"q": "Christchurch", "days": 2},
        {"q": "-41.29,174.78", "days": 2},
        {"q": "Wellington, New Zealand", "days": 1},
        {"q": "Auckland", "days": 1},
        {"q": "Christchurch NZ", "days": 3},
    ]:
        s.call(t, a, e)


def accuweather():
    s = S(
        "accuweather",
        "ok",
        1,
        "Give me the 5-day forecast headline for Osaka and the day with the highest temperature.",
    )
    s.call(
        "accuweather_location_search",
        {"q": "Osaka"},
        j(
            [
                {
                    "Version": 1,
                    "Key": "2333653",
                    "Type": "City",
                    "Rank": 15,
                    "LocalizedName": "Osaka",
                    "Country": {"ID": "JP", "LocalizedName": "Japan"},
                    "AdministrativeArea": {"ID": "27", "LocalizedName": "Osaka"},
                },
                {
                    "Version": 1,
                    "Key": "3318004",
                    "Type": "City",
                    "Rank": 55,
                    "LocalizedName": "Osakasayama",
                    "Country": {"ID": "JP", "LocalizedName": "Japan"},
                    "AdministrativeArea": {"ID": "27", "LocalizedName": "Osaka"},
                },
            ]
        ),
    )
    days = [
        ("2026-12-08", 13, 6, "Mostly sunny"),
        ("2026-12-09", 11, 5, "Partly sunny"),
        ("2026-12-10", 9, 4, "Rain"),
        ("2026-12-11", 12, 4, "Sunny"),
        ("2026-12-12", 14, 7, "Intermittent clouds"),
    ]
    s.call(
        "accuweather_forecast_5day",
        {"locationKey": "2333653", "metric": True},
        j(
            {
                "Headline": {
                    "EffectiveDate": "2026-12-10T07:00:00+09:00",
                    "EffectiveEpochDate": 1796767200,
                    "Severity": 5,
                    "Text": "Expect rainy weather Wednesday",
                    "Category": "rain",
                    "EndDate": "2026-12-10T19:00:00+09:00",
                    "MobileLink": "http://www.accuweather.com/en/jp/osaka-shi/2333653/daily-weather-forecast/2333653?unit=c",
                    "Link": "http://www.accuweather.com/en/jp/osaka-shi/2333653/daily-weather-forecast/2333653?unit=c",
                },
                "DailyForecasts": [
                    {
                        "Date": f"{d}T07:00:00+09:00",
                        "Temperature": {
                            "Minimum": {"Value": mn, "Unit": "C", "UnitType": 17},
                            "Maximum": {"Value": mx, "Unit": "C", "UnitType": 17},
                        },
                        "Day": {"Icon": 2, "IconPhrase": p, "HasPrecipitation": p == "Rain"},
                        "Night": {
                            "Icon": 34,
                            "IconPhrase": "Mostly clear",
                            "HasPrecipitation": False,
                        },
                        "Sources": ["AccuWeather"],
                    }
                    for d, mx, mn, p in days
                ],
            },
            indent=1,
        ),
    )

    s = S(
        "accuweather",
        "ok",
        2,
        "Is there a weather alert for Key West right now? Answer yes or no with the detail.",
    )
    s.call(
        "accuweather_location_search",
        {"q": "Key West, FL"},
        j(
            [
                {
                    "Version": 1,
                    "Key": "332287",
                    "Type": "City",
                    "Rank": 55,
                    "LocalizedName": "Key West",
                    "Country": {"ID": "US", "LocalizedName": "United States"},
                    "AdministrativeArea": {"ID": "FL", "LocalizedName": "Florida"},
                }
            ]
        ),
    )
    s.call("accuweather_alerts", {"locationKey": "332287"}, "[]")
    s.call(
        "accuweather_current_conditions",
        {"locationKey": "332287"},
        j(
            [
                {
                    "LocalObservationDateTime": "2026-12-07T16:25:00-05:00",
                    "EpochTime": 1796678700,
                    "WeatherText": "Mostly sunny",
                    "WeatherIcon": 2,
                    "HasPrecipitation": False,
                    "PrecipitationType": None,
                    "IsDayTime": True,
                    "Temperature": {
                        "Metric": {"Value": 25.6, "Unit": "C", "UnitType": 17},
                        "Imperial": {"Value": 78.0, "Unit": "F", "UnitType": 18},
                    },
                    "MobileLink": "http://www.accuweather.com/en/us/key-west-fl/33040/current-weather/332287",
                    "Link": "http://www.accuweather.com/en/us/key-west-fl/33040/current-weather/332287",
                }
            ]
        ),
    )

    s = S(
        "accuweather",
        "fail",
        1,
        "Get hourly forecasts for Denver for the next 12 hours; I need the hour when snow starts.",
    )

    def e(ref):
        return j(
            {
                "Code": "ServiceUnavailable",
                "Message": "The allowed number of requests has been exceeded.",
                "Reference": ref,
            }
        )

    for tool, a, ref in [
        ("accuweather_location_search", {"q": "Denver"}, "/locations/v1/cities/search"),
        ("accuweather_location_search", {"q": "Denver, CO"}, "/locations/v1/cities/search"),
        (
            "accuweather_forecast_hourly_12",
            {"locationKey": "347810"},
            "/forecasts/v1/hourly/12hour/347810",
        ),
        (
            "accuweather_forecast_hourly_12",
            {"locationKey": "347810", "metric": True},
            "/forecasts/v1/hourly/12hour/347810",
        ),
        (
            "accuweather_current_conditions",
            {"locationKey": "347810"},
            "/currentconditions/v1/347810",
        ),
        ("accuweather_forecast_5day", {"locationKey": "347810"}, "/forecasts/v1/daily/5day/347810"),
        (
            "accuweather_forecast_hourly_12",
            {"locationKey": "347810", "details": True},
            "/forecasts/v1/hourly/12hour/347810",
        ),
    ]:
        s.call(tool, a, e(ref))


def meteomatics():
    t = "meteomatics_query"
    s = S(
        "meteomatics",
        "ok",
        1,
        "For the solar farm at 47.42N 9.37E, what is global radiation hour by hour tomorrow morning, and the expected total?",
    )
    rows = [
        ("2026-12-08T06:00:00Z", 0.0),
        ("2026-12-08T07:00:00Z", 0.0),
        ("2026-12-08T08:00:00Z", 41.3),
        ("2026-12-08T09:00:00Z", 128.9),
        ("2026-12-08T10:00:00Z", 211.6),
        ("2026-12-08T11:00:00Z", 255.2),
    ]
    s.call(
        t,
        {
            "url": "https://api.meteomatics.com/2026-12-08T06:00:00Z--2026-12-08T11:00:00Z:PT1H/global_rad:W/47.42,9.37/csv"
        },
        "validdate;global_rad:W\n" + "".join(f"{a};{b}\n" for a, b in rows),
    )
    s.call(
        t,
        {
            "url": "https://api.meteomatics.com/2026-12-08T00:00:00Z--2026-12-09T00:00:00Z:P1D/global_rad_24h:J/47.42,9.37/csv"
        },
        "validdate;global_rad_24h:J\n2026-12-08T00:00:00Z;4981200\n2026-12-09T00:00:00Z;3127400\n",
    )
    s.call(
        t,
        {
            "url": "https://api.meteomatics.com/2026-12-08T06:00:00Z--2026-12-08T11:00:00Z:PT1H/low_cloud_cover:p,fresh_snow_1h:cm/47.42,9.37/csv"
        },
        "validdate;low_cloud_cover:p;fresh_snow_1h:cm\n"
        + "".join(
            f"{a};{c};0.00\n"
            for (a, _), c in zip(rows, [94.1, 88.0, 62.5, 31.2, 12.0, 8.4], strict=True)
        ),
    )

    s = S(
        "meteomatics",
        "fail",
        1,
        "Get the 2 m temperature for tomorrow noon at our three depots: Hamburg, Munich and Cologne.",
    )
    stale = "validdate;t_2m:C\n2026-11-19T12:00:00Z;4.2\n"
    for loc in [
        "53.55,9.99",
        "48.14,11.58",
        "50.94,6.96",
        "48.137,11.575",
        "50.9375,6.9603",
        "53.5511,9.9937",
    ]:
        s.call(
            t, {"url": f"https://api.meteomatics.com/2026-12-08T12:00:00Z/t_2m:C/{loc}/csv"}, stale
        )


def pirateweather():
    t = "pirateweather_forecast"

    def fc(lat, lon, tz, cur, daily):
        return j(
            {
                "latitude": lat,
                "longitude": lon,
                "timezone": tz,
                "offset": -5.0,
                "elevation": 180,
                "currently": cur,
                "daily": {"summary": daily[0], "icon": daily[1], "data": daily[2]},
                "flags": {
                    "sources": ["ETOPO1", "gfs", "gefs", "hrrrsubh", "hrrr_0-18", "nbm"],
                    "sourceTimes": {
                        "hrrr_0-18": "2026-12-07 20Z",
                        "nbm": "2026-12-07 19Z",
                        "gfs": "2026-12-07 12Z",
                    },
                    "nearest-station": 0,
                    "units": "si",
                    "version": "V2.4.1",
                },
            }
        )

    s = S(
        "pirateweather",
        "ok",
        1,
        "What's the chance of snow in Toronto over the next three days, and how much?",
    )
    s.call(
        t,
        {"lat": 43.65, "lon": -79.38, "units": "si", "exclude": "minutely,hourly"},
        fc(
            43.65,
            -79.38,
            "America/Toronto",
            {
                "time": 1796680200,
                "summary": "Overcast",
                "icon": "cloudy",
                "precipIntensity": 0.0,
                "precipProbability": 0.0,
                "temperature": -1.8,
                "apparentTemperature": -6.2,
                "humidity": 0.78,
                "windSpeed": 5.1,
                "cloudCover": 0.97,
            },
            (
                "Snow on Wednesday.",
                "snow",
                [
                    {
                        "time": 1796619600 + i * 86400,
                        "icon": ic,
                        "summary": sm,
                        "precipProbability": p,
                        "precipAccumulation": a,
                        "precipType": "snow",
                        "temperatureHigh": hi,
                        "temperatureLow": lo,
                    }
                    for i, (ic, sm, p, a, hi, lo) in enumerate(
                        [
                            ("cloudy", "Overcast throughout the day.", 0.05, 0.0, -0.4, -4.1),
                            (
                                "snow",
                                "Light snow starting in the afternoon.",
                                0.71,
                                4.2,
                                -1.1,
                                -6.0,
                            ),
                            ("snow", "Snow until afternoon.", 0.83, 7.9, -2.6, -9.4),
                        ]
                    )
                ],
            ),
        ),
    )
    s.call(
        t,
        {
            "lat": 43.65,
            "lon": -79.38,
            "units": "si",
            "exclude": "currently,minutely,daily",
            "extend": "hourly",
        },
        j(
            {
                "latitude": 43.65,
                "longitude": -79.38,
                "timezone": "America/Toronto",
                "offset": -5.0,
                "hourly": {
                    "summary": "Light snow tomorrow afternoon.",
                    "icon": "snow",
                    "data": [
                        {
                            "time": 1796749200 + 3600 * i,
                            "precipIntensity": v,
                            "precipProbability": p,
                            "precipType": "snow",
                            "temperature": t2,
                        }
                        for i, (v, p, t2) in enumerate(
                            [
                                (0.0, 0.12, -1.9),
                                (0.21, 0.45, -2.0),
                                (0.48, 0.66, -2.2),
                                (0.62, 0.71, -2.4),
                            ]
                        )
                    ],
                },
            }
        ),
    )

    s = S(
        "pirateweather",
        "fail",
        1,
        "What's the overnight low for Chicago, Detroit and Milwaukee tonight?",
    )
    page = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n</body>\r\n</html>\r\n"
    for lat, lon in [
        (41.88, -87.63),
        (42.33, -83.05),
        (43.04, -87.91),
        (41.8781, -87.6298),
        (42.3314, -83.0458),
        (43.0389, -87.9065),
    ]:
        s.call(
            t, {"lat": lat, "lon": lon, "units": "us", "exclude": "minutely,hourly,alerts"}, page
        )


def metoffice():
    t = "metoffice_site_specific"

    def geo(lat, lon, loc, series):
        return j(
            {
                "type": "FeatureCollection",
                "features": [
                    {
                        "type": "Feature",
                        "geometry": {"type": "Point", "coordinates": [lon, lat, 37.0]},
                        "properties": {
                            "location": {"name": loc},
                            "requestPointDistance": 1093.4,
                            "modelRunDate": "2026-12-07T21:00Z",
                            "timeSeries": series,
                        },
                    }
                ],
                "parameters": [
                    {
                        "screenTemperature": {
                            "type": "Parameter",
                            "description": "Screen Air Temperature",
                            "unit": {
                                "label": "degrees Celsius",
                                "symbol": {
                                    "value": "http://www.opengis.net/def/uom/UCUM/",
                                    "type": "Cel",
                                },
                            },
                        }
                    }
                ],
            }
        )

    s = S(
        "metoffice",
        "ok",
        1,
        "Hour by hour tomorrow morning, will it be frosty at our Exeter depot? Gritting crews need to know by when.",
    )
    series = [
        {
            "time": f"2026-12-08T{hh:02d}:00Z",
            "screenTemperature": tc,
            "feelsLikeTemperature": round(tc - 2.4, 1),
            "screenDewPointTemperature": round(tc - 1.1, 2),
            "windSpeed10m": 2.1,
            "probOfPrecipitation": 3,
            "significantWeatherCode": 0,
            "visibility": 6200,
        }
        for hh, tc in [(3, 0.4), (4, -0.2), (5, -0.9), (6, -1.3), (7, -1.1), (8, 0.2), (9, 1.8)]
    ]
    s.call(
        t,
        {"timesteps": "hourly", "latitude": 50.72, "longitude": -3.53},
        geo(50.72, -3.53, "Exeter", series),
    )
    s.call(
        t,
        {"timesteps": "three-hourly", "latitude": 50.72, "longitude": -3.53},
        geo(
            50.72,
            -3.53,
            "Exeter",
            [
                {
                    "time": "2026-12-08T06:00Z",
                    "maxScreenAirTemp": -0.6,
                    "minScreenAirTemp": -1.5,
                    "max10mWindGust": 5.1,
                    "significantWeatherCode": 0,
                    "probOfSnow": 0,
                    "probOfSleet": 0,
                    "probOfRain": 2,
                },
                {
                    "time": "2026-12-08T09:00Z",
                    "maxScreenAirTemp": 2.7,
                    "minScreenAirTemp": -1.1,
                    "max10mWindGust": 6.4,
                    "significantWeatherCode": 1,
                    "probOfSnow": 0,
                    "probOfSleet": 0,
                    "probOfRain": 2,
                },
            ],
        ),
    )

    s = S(
        "metoffice",
        "fail",
        1,
        "Daily forecast for Aberdeen, Inverness and Fort William for the hill-walking weekend.",
    )
    e = j(
        {
            "httpCode": "401",
            "httpMessage": "Unauthorized",
            "moreInformation": "Client id not registered.",
        }
    )
    for a in [
        {"timesteps": "daily", "latitude": 57.15, "longitude": -2.09},
        {"timesteps": "daily", "latitude": 57.48, "longitude": -4.22},
        {"timesteps": "daily", "latitude": 56.82, "longitude": -5.11},
        {"timesteps": "three-hourly", "latitude": 56.82, "longitude": -5.11},
        {"timesteps": "hourly", "latitude": 57.15, "longitude": -2.09},
        {"timesteps": "daily", "latitude": 56.80, "longitude": -5.00, "includeLocationName": True},
    ]:
        s.call(t, a, e)


# ---------------------------------------------------------------- EV charging
def ocm_poi(i, title, town, lat, lon, conns, status="Operational"):
    return {
        "ID": 100000 + num(title, 1, 899999),
        "UUID": f"{h(title, 8).upper()}-{h(title + 'a', 4).upper()}-{h(title + 'b', 4).upper()}-{h(title + 'c', 4).upper()}-{h(title + 'd', 12).upper()}",
        "DataProviderID": 1,
        "OperatorID": [3534, 23, 3296][i % 3],
        "UsageTypeID": 1,
        "UsageCost": ["0,79 EUR/kWh", None, "£0.69/kWh"][i % 3],
        "AddressInfo": {
            "ID": 100000 + num(title + "ai", 1, 899999),
            "Title": title,
            "AddressLine1": f"{num(title, 1, 120)} {town} Road",
            "Town": town,
            "Latitude": lat,
            "Longitude": lon,
            "Distance": round(num(title, 1, 900) / 100, 2),
            "DistanceUnit": 2,
        },
        "Connections": [
            {
                "ID": 200000 + k,
                "ConnectionTypeID": ct,
                "StatusTypeID": 50,
                "LevelID": 3 if kw >= 50 else 2,
                "PowerKW": kw,
                "CurrentTypeID": 30 if kw >= 50 else 20,
                "Quantity": q,
            }
            for k, (ct, kw, q) in enumerate(conns)
        ],
        "NumberOfPoints": sum(q for _, _, q in conns),
        "StatusTypeID": 50 if status == "Operational" else 100,
        "DateLastVerified": "2026-10-14T08:12:00Z",
        "DateLastStatusUpdate": "2026-11-30T17:02:00Z",
        "SubmissionStatusTypeID": 200,
    }


def openchargemap():
    t = "ocm_poi_search"
    s = S(
        "openchargemap",
        "ok",
        1,
        "Plan charging stops for a drive from Lyon to Marseille: find CCS chargers of at least 150 kW near Valence and near Orange.",
    )
    s.call(
        t,
        {
            "latitude": 44.93,
            "longitude": 4.89,
            "distance": 15,
            "distanceunit": "km",
            "connectiontypeid": 33,
            "minpowerkw": 150,
            "maxresults": 5,
        },
        j(
            [
                ocm_poi(0, "Ionity Valence Nord", "Bourg-lès-Valence", 44.96, 4.87, [(33, 350, 6)]),
                ocm_poi(1, "Tesla Supercharger Valence", "Valence", 44.91, 4.91, [(33, 250, 12)]),
            ]
        ),
    )
    s.call(
        t,
        {
            "latitude": 44.14,
            "longitude": 4.81,
            "distance": 15,
            "distanceunit": "km",
            "connectiontypeid": 33,
            "minpowerkw": 150,
            "maxresults": 5,
        },
        j(
            [
                ocm_poi(
                    0,
                    "Fastned Orange Le Coudoulet",
                    "Orange",
                    44.12,
                    4.84,
                    [(33, 300, 4), (2, 50, 1)],
                )
            ]
        ),
    )
    s.call(
        t,
        {
            "latitude": 44.53,
            "longitude": 4.75,
            "distance": 10,
            "distanceunit": "km",
            "connectiontypeid": 33,
            "minpowerkw": 150,
            "maxresults": 5,
        },
        "[]",
    )
    s.call(
        "ocm_poi_get",
        {
            "chargepointid": ocm_poi(0, "Fastned Orange Le Coudoulet", "", 0, 0, [])["ID"],
            "verbose": False,
        },
        j(
            [
                ocm_poi(
                    0,
                    "Fastned Orange Le Coudoulet",
                    "Orange",
                    44.12,
                    4.84,
                    [(33, 300, 4), (2, 50, 1)],
                )
            ]
        ),
    )

    s = S(
        "openchargemap",
        "ok",
        2,
        "Is there any public charger at all on the Isle of Coll? If not, what's the nearest?",
    )
    s.call(
        t,
        {
            "latitude": 56.63,
            "longitude": -6.55,
            "distance": 8,
            "distanceunit": "km",
            "maxresults": 10,
        },
        "[]",
    )
    s.call(
        t,
        {
            "latitude": 56.63,
            "longitude": -6.55,
            "distance": 40,
            "distanceunit": "km",
            "maxresults": 3,
        },
        j(
            [
                ocm_poi(2, "Tobermory Harbour Car Park", "Tobermory", 56.62, -6.07, [(25, 22, 2)]),
                ocm_poi(
                    2, "Tiree Community Centre", "Crossapol", 56.50, -6.88, [(25, 7, 1)], "Unknown"
                ),
            ]
        ),
    )

    s = S(
        "openchargemap",
        "fail",
        1,
        "Find fast chargers near Graz, Linz and Salzburg for a winter road trip.",
    )
    page = "<!DOCTYPE html><html><head><title>Open Charge Map - Maintenance</title></head><body><h1>We'll be back soon</h1><p>Open Charge Map is undergoing scheduled maintenance. The API and website will be available again shortly.</p></body></html>"
    for lat, lon in [
        (47.07, 15.44),
        (48.31, 14.29),
        (47.81, 13.04),
        (47.0707, 15.4395),
        (48.3, 14.3),
        (47.8, 13.0),
        (47.07, 15.44),
    ]:
        s.call(
            t,
            {
                "latitude": lat,
                "longitude": lon,
                "distance": 20,
                "distanceunit": "km",
                "minpowerkw": 50,
                "maxresults": 10,
            },
            page,
        )


def enode():
    s = S(
        "enode",
        "ok",
        1,
        "Start charging my garage charger now and tell me when it's actually drawing power.",
    )
    cid = "a2f1c3d4-" + h("enode-ch", 4) + "-4b1d-9c7e-" + h("enode-ch2", 12)
    uid = "usr_" + h("enode-user", 10)
    s.call(
        "enode_list_chargers",
        {"userId": uid},
        j(
            {
                "data": [
                    {
                        "id": cid,
                        "userId": uid,
                        "vendor": "ZAPTEC",
                        "lastSeen": "2026-12-07T21:39:12Z",
                        "isReachable": True,
                        "locationId": None,
                        "chargeState": {
                            "isPluggedIn": True,
                            "isCharging": False,
                            "chargeRate": 0,
                            "lastUpdated": "2026-12-07T21:39:12Z",
                            "maxCurrent": 16,
                            "powerDeliveryState": "PLUGGED_IN:STOPPED",
                        },
                        "capabilities": {
                            "startCharging": {"isCapable": True, "interventionIds": []},
                            "stopCharging": {"isCapable": True, "interventionIds": []},
                        },
                        "information": {"brand": "Zaptec", "model": "Go", "year": None},
                    }
                ],
                "pagination": {"after": None, "before": None},
            },
            indent=2,
        ),
    )
    aid = "4eaeb363-" + h("enode-act", 4) + "-40ff-b1d2-" + h("enode-act2", 12)
    s.call(
        "enode_charger_action",
        {"chargerId": cid, "action": "START"},
        j(
            {
                "id": aid,
                "userId": uid,
                "createdAt": "2026-12-07T21:40:01Z",
                "updatedAt": "2026-12-07T21:40:01Z",
                "completedAt": None,
                "state": "PENDING",
                "targetId": cid,
                "targetType": "charger",
                "kind": "START",
            }
        ),
    )
    s.call(
        "enode_get_action",
        {"actionId": aid},
        j(
            {
                "id": aid,
                "userId": uid,
                "createdAt": "2026-12-07T21:40:01Z",
                "updatedAt": "2026-12-07T21:40:09Z",
                "completedAt": None,
                "state": "PENDING",
                "targetId": cid,
                "targetType": "charger",
                "kind": "START",
            }
        ),
    )
    s.call(
        "enode_get_action",
        {"actionId": aid},
        j(
            {
                "id": aid,
                "userId": uid,
                "createdAt": "2026-12-07T21:40:01Z",
                "updatedAt": "2026-12-07T21:40:31Z",
                "completedAt": "2026-12-07T21:40:31Z",
                "state": "CONFIRMED",
                "targetId": cid,
                "targetType": "charger",
                "kind": "START",
            }
        ),
    )
    s.call(
        "enode_get_charger",
        {"chargerId": cid},
        j(
            {
                "id": cid,
                "vendor": "ZAPTEC",
                "isReachable": True,
                "chargeState": {
                    "isPluggedIn": True,
                    "isCharging": True,
                    "chargeRate": 7.2,
                    "lastUpdated": "2026-12-07T21:40:44Z",
                    "maxCurrent": 16,
                    "powerDeliveryState": "PLUGGED_IN:CHARGING",
                },
            }
        ),
    )

    s = S("enode", "ok", 2, "How much did the car charge at home last week, per day?")
    vid = "veh_" + h("enode-veh", 10)
    s.call(
        "enode_list_vehicles",
        {"userId": uid},
        j(
            {
                "data": [
                    {
                        "id": vid,
                        "vendor": "VOLKSWAGEN",
                        "information": {"brand": "Volkswagen", "model": "ID.4", "year": 2023},
                        "chargeState": {
                            "batteryLevel": 64,
                            "range": 251,
                            "isPluggedIn": False,
                            "isCharging": False,
                        },
                        "isReachable": True,
                    }
                ],
                "pagination": {"after": None, "before": None},
            }
        ),
    )
    s.call(
        "enode_statistics_charging",
        {
            "userId": uid,
            "startDate": "2026-11-30T00:00:00Z",
            "endDate": "2026-12-07T00:00:00Z",
            "resolution": "DAY",
            "type": "vehicle",
            "id": vid,
        },
        j(
            [
                {
                    "kw": {"min": 0, "max": 7.4, "mean": m},
                    "kwhSum": k,
                    "price": {"min": 0.21, "max": 0.34, "mean": 0.27},
                    "costSum": round(k * 0.27, 2),
                    "date": f"2026-{d}T00:00:00.000Z",
                }
                for d, m, k in [
                    ("11-30", 0.0, 0.0),
                    ("12-01", 1.2, 18.4),
                    ("12-02", 0.0, 0.0),
                    ("12-03", 0.7, 11.0),
                    ("12-04", 0.0, 0.0),
                    ("12-05", 1.9, 27.3),
                    ("12-06", 0.3, 4.1),
                ]
            ]
        ),
    )

    s = S(
        "enode",
        "fail",
        1,
        "Schedule smart charging so the car is at 80% by 7am, and confirm the schedule.",
    )
    e = j(
        {
            "type": "https://developers.enode.com/api/problems/unauthorized",
            "title": "Unauthorized",
            "detail": "The access token has expired",
            "status": 401,
        }
    )
    for tool, a in [
        ("enode_list_vehicles", {"userId": uid}),
        ("enode_get_vehicle", {"vehicleId": vid}),
        (
            "enode_smart_charging_policy",
            {"vehicleId": vid, "deadline": "07:00", "minimumChargeLimit": 80, "isEnabled": True},
        ),
        ("enode_list_vehicles", {"userId": uid}),
        ("enode_smart_charging_policy", {"vehicleId": vid, "deadline": "07:00", "isEnabled": True}),
        ("enode_list_schedules", {"userId": uid}),
        ("enode_get_vehicle", {"vehicleId": vid}),
    ]:
        s.call(tool, a, e)


def wallbox():
    t = "wallbox_charger_status"

    def st(cid, name, status_id, power, energy, added_range, locked=0, maxc=32):
        return j(
            {
                "charging_power": power,
                "max_available_power": maxc,
                "charging_speed": 0,
                "added_range": added_range,
                "added_energy": energy,
                "added_green_energy": 0,
                "added_discharged_energy": 0,
                "added_grid_energy": 0,
                "charging_time": num(str(cid) + str(energy), 0, 9000) if energy else 0,
                "finished": False,
                "cost": round(energy * 0.29, 2),
                "current_mode": 1,
                "preventive_discharge": False,
                "state_of_charge": None,
                "ocpp_status": 1,
                "config_data": {
                    "charger_id": cid,
                    "uid": h(str(cid), 12),
                    "serial_number": str(cid),
                    "name": name,
                    "locked": locked,
                    "auto_lock": 0,
                    "max_charging_current": maxc,
                    "currency": {
                        "id": 1,
                        "name": "Euro Member Countries",
                        "symbol": "€",
                        "code": "EUR",
                    },
                    "part_number": "PLP1-0-2-4-9-002",
                    "software": {
                        "updateAvailable": False,
                        "currentVersion": "6.4.21",
                        "latestVersion": "6.4.21",
                    },
                    "ecosmart": {"enabled": False, "mode": 0, "percentage": 100},
                },
                "status_id": status_id,
                "status_description": {
                    181: "Connected: waiting for car demand",
                    194: "Charging",
                    161: "Ready",
                    209: "Locked",
                }[status_id],
                "name": name,
            }
        )

    s = S(
        "wallbox",
        "ok",
        1,
        "Unlock the Pulsar in the staff car park, set it to 16 A and confirm it's ready for the next driver.",
    )
    s.call(t, {"chargerId": 48211}, st(48211, "Staff P2 Pulsar", 209, 0, 0.0, 0, locked=1))
    s.call(
        "wallbox_unlock_charger", {"chargerId": 48211}, j({"data": {"chargerData": {"locked": 0}}})
    )
    s.call(
        "wallbox_set_max_charging_current",
        {"chargerId": 48211, "maxChargingCurrent": 16},
        j({"data": {"chargerData": {"maxChargingCurrent": 16}}}),
    )
    s.call(t, {"chargerId": 48211}, st(48211, "Staff P2 Pulsar", 161, 0, 0.0, 0, locked=0, maxc=16))

    s = S(
        "wallbox",
        "ok",
        2,
        "How much energy did the visitor charger deliver in its last few sessions?",
    )
    s.call(
        "wallbox_list_sessions",
        {"chargerId": 51902, "startDate": 1796083200, "endDate": 1796688000},
        j(
            {
                "data": [
                    {
                        "type": "charger_log_session",
                        "id": str(90000000 + i),
                        "attributes": {
                            "start": 1796083200 + i * 97000,
                            "end": 1796083200 + i * 97000 + d,
                            "energy": e,
                            "time": d,
                            "cost": round(e * 0.29, 2),
                            "user_name": u,
                            "charger_name": "Visitor Copper SB",
                        },
                    }
                    for i, (e, d, u) in enumerate(
                        [(11.42, 5410, "guest"), (23.9, 10230, "J. Moreau"), (6.05, 2980, "guest")]
                    )
                ],
                "meta": {"count": 3},
            }
        ),
    )
    s.call(t, {"chargerId": 51902}, st(51902, "Visitor Copper SB", 181, 0, 0.0, 0))

    s = S(
        "wallbox",
        "fail",
        1,
        "Which of our four depot chargers are free right now? IDs 61001 to 61004.",
    )
    frozen = st(61001, "Depot Bay 1", 194, 11.0, 14.62, 96)
    for cid in [61001, 61002, 61003, 61004, 61003, 61002, 61004]:
        s.call(t, {"chargerId": cid}, frozen)


def chargepoint():
    t = "chargepoint_soap"
    ns = 'xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ns1="urn:dictionary:com.chargepoint.webservices"'

    def env(body):
        return f'<?xml version="1.0" encoding="UTF-8"?>\n<SOAP-ENV:Envelope {ns}><SOAP-ENV:Body>{body}</SOAP-ENV:Body></SOAP-ENV:Envelope>'

    s = S(
        "chargepoint",
        "ok",
        1,
        "Which of our office stations are in use right now and how much load is each port drawing?",
    )
    s.call(
        t,
        {"method": "getStations", "searchQuery": {"organizationName": "Harbor Labs"}},
        env(
            "<ns1:getStationsResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText>"
            + "".join(
                f"<stationData><stationID>1:{sid}</stationID><stationManufacturer>ChargePoint</stationManufacturer><stationModel>CPF50-L23</stationModel><stationName>HARBOR LABS / {nm}</stationName><numPorts>2</numPorts><Address>410 Terry Ave N</Address><City>Seattle</City><State>Washington</State></stationData>"
                for sid, nm in [
                    ("225561", "GARAGE P1"),
                    ("225562", "GARAGE P2"),
                    ("225563", "VISITOR"),
                ]
            )
            + "<moreFlag>0</moreFlag></ns1:getStationsResponse>"
        ),
    )
    s.call(
        t,
        {"method": "getLoad", "searchQuery": {"stationID": "1:225561"}},
        env(
            "<ns1:getLoadResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText><numStations>1</numStations><groupName></groupName><sgLoad></sgLoad><stationData><stationID>1:225561</stationID><stationName>HARBOR LABS / GARAGE P1</stationName><Address>410 Terry Ave N, Seattle, Washington, 98109, USA</Address><stationLoad>6.482</stationLoad><Port><portNumber>1</portNumber><userID>5514208</userID><credentialID>490000011728843</credentialID><shedState>0</shedState><portLoad>6.482</portLoad><allowedLoad>0.000</allowedLoad><percentShed>0</percentShed></Port><Port><portNumber>2</portNumber><userID></userID><credentialID></credentialID><shedState>0</shedState><portLoad>0.000</portLoad><allowedLoad>0.000</allowedLoad><percentShed>0</percentShed></Port></stationData></ns1:getLoadResponse>"
        ),
    )
    s.call(
        t,
        {"method": "getLoad", "searchQuery": {"stationID": "1:225562"}},
        env(
            "<ns1:getLoadResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText><numStations>1</numStations><stationData><stationID>1:225562</stationID><stationName>HARBOR LABS / GARAGE P2</stationName><stationLoad>0.000</stationLoad><Port><portNumber>1</portNumber><portLoad>0.000</portLoad></Port><Port><portNumber>2</portNumber><portLoad>0.000</portLoad></Port></stationData></ns1:getLoadResponse>"
        ),
    )
    s.call(
        t,
        {"method": "getLoad", "searchQuery": {"stationID": "1:225563"}},
        env(
            "<ns1:getLoadResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText><numStations>1</numStations><stationData><stationID>1:225563</stationID><stationName>HARBOR LABS / VISITOR</stationName><stationLoad>11.904</stationLoad><Port><portNumber>1</portNumber><userID>8812034</userID><portLoad>5.951</portLoad></Port><Port><portNumber>2</portNumber><userID>7719300</userID><portLoad>5.953</portLoad></Port></stationData></ns1:getLoadResponse>"
        ),
    )

    s = S(
        "chargepoint",
        "ok",
        2,
        "Shed the garage P1 station to 50% for the demand-response window, then confirm.",
    )
    s.call(
        t,
        {
            "method": "shedLoad",
            "shedQuery": {
                "shedStation": {
                    "stationID": "1:225561",
                    "allowedLoadPerStation": None,
                    "percentShedPerStation": 50,
                },
                "timeInterval": 120,
            },
        },
        env(
            "<ns1:shedLoadResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText><Success>1</Success></ns1:shedLoadResponse>"
        ),
    )
    s.call(
        t,
        {"method": "getLoad", "searchQuery": {"stationID": "1:225561"}},
        env(
            "<ns1:getLoadResponse><responseCode>100</responseCode><responseText>API input request executed successfully.</responseText><numStations>1</numStations><stationData><stationID>1:225561</stationID><stationName>HARBOR LABS / GARAGE P1</stationName><stationLoad>3.240</stationLoad><Port><portNumber>1</portNumber><shedState>1</shedState><portLoad>3.240</portLoad><allowedLoad>0.000</allowedLoad><percentShed>50</percentShed></Port><Port><portNumber>2</portNumber><shedState>1</shedState><portLoad>0.000</portLoad><percentShed>50</percentShed></Port></stationData></ns1:getLoadResponse>"
        ),
    )


def evgo():
    t = "evgo_stations"
    s = S(
        "evgo",
        "ok",
        1,
        "Find EVgo stations within 5 miles of LAX with a CHAdeMO connector available now.",
    )
    s.call(
        t,
        {"lat": 33.9416, "lng": -118.4085, "radius_mi": 5, "connector": "CHADEMO"},
        j(
            {
                "count": 2,
                "stations": [
                    {
                        "station_id": "EVGO-" + h(n, 6).upper(),
                        "name": n,
                        "address": a,
                        "distance_mi": d,
                        "ports": [
                            {
                                "port_id": f"{h(n, 4)}-{k}",
                                "connector": c,
                                "max_kw": kw,
                                "status": st,
                            }
                            for k, (c, kw, st) in enumerate(p)
                        ],
                    }
                    for n, a, d, p in [
                        (
                            "Westchester Ralphs",
                            "8824 S Sepulveda Blvd, Los Angeles, CA",
                            1.6,
                            [("CCS", 100, "AVAILABLE"), ("CHADEMO", 100, "IN_USE")],
                        ),
                        (
                            "Hawthorne Target",
                            "14400 Hindry Ave, Hawthorne, CA",
                            3.9,
                            [("CCS", 350, "AVAILABLE"), ("CHADEMO", 50, "AVAILABLE")],
                        ),
                    ]
                ],
            }
        ),
    )
    s.call(
        "evgo_reserve",
        {
            "station_id": "EVGO-" + h("Hawthorne Target", 6).upper(),
            "port_id": f"{h('Hawthorne Target', 4)}-1",
            "minutes": 15,
        },
        j(
            {
                "reservation_id": "rsv_" + h("evgo-res", 12),
                "status": "CONFIRMED",
                "expires_at": "2026-12-07T14:05:00-08:00",
            }
        ),
    )

    s = S("evgo", "fail", 1, "Which EVgo stations in Houston have a 350 kW charger free?")
    for lat, lng, r in [
        (29.76, -95.37, 10),
        (29.76, -95.37, 25),
        (29.74, -95.46, 10),
        (29.95, -95.34, 10),
        (29.69, -95.21, 15),
        (29.76, -95.37, 50),
    ]:
        s.call(
            t,
            {"lat": lat, "lng": lng, "radius_mi": r, "min_kw": 350},
            j({"count": 0, "stations": []}),
        )


# ---------------------------------------------------------------- thermostats and cameras
def ring():
    s = S(
        "ring",
        "ok",
        1,
        "Did anyone ring the front doorbell while I was out this afternoon (1pm to 5pm)?",
    )
    s.call(
        "ring_list_devices",
        {},
        mcp(
            j(
                {
                    "doorbots": [
                        {
                            "id": 71822041,
                            "description": "Front Door",
                            "kind": "doorbell_v4",
                            "battery_life": "88",
                            "firmware_version": "Up to Date",
                        }
                    ],
                    "stickup_cams": [
                        {
                            "id": 71822990,
                            "description": "Driveway",
                            "kind": "stickup_cam_v4",
                            "battery_life": "61",
                        }
                    ],
                    "chimes": [
                        {"id": 5520114, "description": "Hallway Chime", "kind": "chime_pro_v2"}
                    ],
                },
                indent=2,
            )
        ),
    )
    ev = [
        {
            "id": 7412001183340000000 + i,
            "kind": k,
            "answered": a,
            "created_at": c,
            "duration": d,
            "doorbot": {"id": 71822041, "description": "Front Door"},
        }
        for i, (k, a, c, d) in enumerate(
            [
                ("motion", False, "2026-12-07T16:41:09.000Z", 14),
                ("ding", False, "2026-12-07T15:02:55.000Z", 31),
                ("motion", False, "2026-12-07T15:02:41.000Z", 22),
                ("motion", False, "2026-12-07T13:20:17.000Z", 9),
            ]
        )
    ]
    s.call("ring_device_history", {"device_id": 71822041, "limit": 10}, mcp(j(ev, indent=2)))
    s.call(
        "ring_get_recording_url",
        {"device_id": 71822041, "event_id": ev[1]["id"]},
        mcp(
            "https://download-us-east-1.prod.phoenix.devices.a2z.com/v1/clips/"
            + h("ring-clip", 24)
            + ".mp4?X-Amz-Expires=3600&X-Amz-Signature="
            + h("ring-sig", 40)
        ),
    )
    s.call("ring_device_history", {"device_id": 71822990, "limit": 10, "kind": "ding"}, mcp("[]"))

    s = S(
        "ring", "fail", 1, "Show me motion events from the driveway camera over the last two days."
    )
    e = mcp(
        "ring_doorbell.exceptions.AuthenticationError: Unable to refresh the access token. The refresh token was rejected (invalid_grant). Re-authenticate with ring_doorbell.Auth.",
        True,
    )
    for tool, a in [
        ("ring_device_history", {"device_id": 71822990, "limit": 50, "kind": "motion"}),
        ("ring_list_devices", {}),
        ("ring_device_history", {"device_id": 71822990, "limit": 20}),
        ("ring_device_history", {"device_id": 71822041, "limit": 20}),
        ("ring_list_devices", {"refresh": True}),
        ("ring_device_history", {"device_id": 71822990, "limit": 5, "kind": "motion"}),
    ]:
        s.call(tool, a, e)


def nest():
    proj = "enterprises/" + "a7c3e0b1-" + h("nest-proj", 4) + "-4f2a-8d1e-" + h("nest-proj2", 12)
    dev = proj + "/devices/AVPHwEt" + h("nest-dev", 40)

    def therm(amb, hum, mode, heat):
        return j(
            {
                "name": dev,
                "type": "sdm.devices.types.THERMOSTAT",
                "assignee": proj + "/structures/AVPHwE/rooms/AVPHw9",
                "traits": {
                    "sdm.devices.traits.Info": {"customName": ""},
                    "sdm.devices.traits.Humidity": {"ambientHumidityPercent": hum},
                    "sdm.devices.traits.Connectivity": {"status": "ONLINE"},
                    "sdm.devices.traits.Fan": {"timerMode": "OFF"},
                    "sdm.devices.traits.ThermostatMode": {
                        "mode": mode,
                        "availableModes": ["HEAT", "COOL", "HEATCOOL", "OFF"],
                    },
                    "sdm.devices.traits.ThermostatEco": {
                        "availableModes": ["OFF", "MANUAL_ECO"],
                        "mode": "OFF",
                        "heatCelsius": 15.1,
                        "coolCelsius": 26.6,
                    },
                    "sdm.devices.traits.ThermostatHvac": {
                        "status": "HEATING" if heat and amb < heat else "OFF"
                    },
                    "sdm.devices.traits.Settings": {"temperatureScale": "CELSIUS"},
                    "sdm.devices.traits.ThermostatTemperatureSetpoint": {"heatCelsius": heat}
                    if heat
                    else {},
                    "sdm.devices.traits.Temperature": {"ambientTemperatureCelsius": amb},
                },
                "parentRelations": [
                    {
                        "parent": proj + "/structures/AVPHwE/rooms/AVPHw9",
                        "displayName": "Living Room",
                    }
                ],
            },
            indent=2,
        )

    s = S(
        "nest",
        "ok",
        1,
        "Set the living-room Nest to heat to 21°C and tell me the current temperature.",
    )
    s.call(
        "nest_list_devices",
        {"parent": proj},
        j(
            {
                "devices": [
                    json.loads(therm(18.2, 47, "HEAT", 19.0)),
                    {
                        "name": proj + "/devices/AVPHwEu" + h("nest-cam", 40),
                        "type": "sdm.devices.types.DOORBELL",
                        "traits": {
                            "sdm.devices.traits.Info": {"customName": ""},
                            "sdm.devices.traits.CameraLiveStream": {
                                "maxVideoResolution": {"width": 960, "height": 1280},
                                "supportedProtocols": ["WEB_RTC"],
                            },
                        },
                        "parentRelations": [
                            {
                                "parent": proj + "/structures/AVPHwE/rooms/AVPHwA",
                                "displayName": "Entryway",
                            }
                        ],
                    },
                ]
            },
            indent=2,
        ),
    )
    s.call(
        "nest_execute_command",
        {
            "name": dev,
            "command": "sdm.devices.commands.ThermostatTemperatureSetpoint.SetHeat",
            "params": {"heatCelsius": 21.0},
        },
        "{}",
    )
    s.call("nest_get_device", {"name": dev}, therm(18.3, 47, "HEAT", 21.0))

    s = S("nest", "ok", 2, "Turn the Nest to eco mode while we're away, and confirm the eco range.")
    s.call(
        "nest_execute_command",
        {
            "name": dev,
            "command": "sdm.devices.commands.ThermostatEco.SetMode",
            "params": {"mode": "MANUAL_ECO"},
        },
        "{}",
    )
    d = json.loads(therm(20.6, 45, "HEAT", None))
    d["traits"]["sdm.devices.traits.ThermostatEco"]["mode"] = "MANUAL_ECO"
    s.call("nest_get_device", {"name": dev}, j(d, indent=2))
    s.call(
        "nest_list_structures",
        {"parent": proj},
        j(
            {
                "structures": [
                    {
                        "name": proj + "/structures/AVPHwE",
                        "traits": {"sdm.structures.traits.Info": {"customName": "Home"}},
                    }
                ]
            }
        ),
    )

    s = S(
        "nest",
        "fail",
        1,
        "What's the humidity upstairs and downstairs right now on the Nest thermostats?",
    )
    proj2 = (
        "enterprises/" + "0d9b77e2-" + h("nest-proj-b", 4) + "-4c11-a3f5-" + h("nest-proj-b2", 12)
    )
    for tool, a in [
        ("nest_list_devices", {"parent": proj2}),
        ("nest_list_structures", {"parent": proj2}),
        ("nest_list_devices", {"parent": proj2, "filter": "type=sdm.devices.types.THERMOSTAT"}),
        ("nest_list_devices", {"parent": proj2}),
        ("nest_list_structures", {"parent": proj2}),
        ("nest_list_devices", {"parent": proj2, "pageSize": 100}),
    ]:
        s.call(tool, a, "{}")


def ecobee():
    t = "ecobee_thermostat"
    sel = {
        "selection": {
            "selectionType": "registered",
            "selectionMatch": "",
            "includeRuntime": True,
            "includeSensors": True,
        }
    }

    s = S(
        "ecobee",
        "ok",
        1,
        "Which rooms are occupied and what temperatures do the ecobee remote sensors show?",
    )
    s.call(
        t,
        {"method": "GET", "json": sel},
        j(
            {
                "page": {"page": 1, "totalPages": 1, "pageSize": 1, "total": 1},
                "thermostatList": [
                    {
                        "identifier": "521757330171",
                        "name": "Main Floor",
                        "thermostatRev": "261207213944",
                        "isRegistered": True,
                        "modelNumber": "athenaSmart",
                        "runtime": {
                            "connected": True,
                            "actualTemperature": 688,
                            "actualHumidity": 39,
                            "desiredHeat": 690,
                            "desiredCool": 760,
                            "desiredFanMode": "auto",
                        },
                        "remoteSensors": [
                            {
                                "id": rid,
                                "name": nm,
                                "type": ty,
                                "inUse": True,
                                "capability": [
                                    {"id": "1", "type": "temperature", "value": tv},
                                    {"id": "2", "type": "occupancy", "value": oc},
                                ],
                            }
                            for rid, nm, ty, tv, oc in [
                                ("ei:0", "Main Floor", "thermostat", "688", "true"),
                                ("rs:100", "Bedroom", "ecobee3_remote_sensor", "652", "false"),
                                ("rs:101", "Office", "ecobee3_remote_sensor", "701", "true"),
                                ("rs:102", "Basement", "ecobee3_remote_sensor", "613", "false"),
                            ]
                        ],
                    }
                ],
                "status": {"code": 0, "message": ""},
            },
            indent=2,
        ),
    )
    s.call(
        "ecobee_thermostat_summary",
        {
            "selection": {
                "selectionType": "registered",
                "selectionMatch": "",
                "includeEquipmentStatus": True,
            }
        },
        j(
            {
                "revisionList": [
                    "521757330171:Main Floor:true:261207213944:261207205000:261207213944:261207213900"
                ],
                "thermostatCount": 1,
                "statusList": ["521757330171:heatPump"],
                "status": {"code": 0, "message": ""},
            }
        ),
    )

    s = S(
        "ecobee",
        "ok",
        2,
        "Hold 68°F heat until 6pm tonight and send a message to the thermostat screen saying the plumber is coming.",
    )
    s.call(
        t,
        {
            "method": "POST",
            "json": {
                "selection": {"selectionType": "registered", "selectionMatch": ""},
                "functions": [
                    {
                        "type": "setHold",
                        "params": {
                            "holdType": "dateTime",
                            "heatHoldTemp": 680,
                            "coolHoldTemp": 760,
                            "endDate": "2026-12-07",
                            "endTime": "18:00:00",
                        },
                    }
                ],
            },
        },
        j({"status": {"code": 0, "message": ""}}),
    )
    s.call(
        t,
        {
            "method": "POST",
            "json": {
                "selection": {"selectionType": "registered", "selectionMatch": ""},
                "functions": [
                    {
                        "type": "sendMessage",
                        "params": {"text": "Plumber arriving ~3pm - please leave side gate open"},
                    }
                ],
            },
        },
        j({"status": {"code": 0, "message": ""}}),
    )
    s.call(
        t,
        {
            "method": "GET",
            "json": {
                "selection": {
                    "selectionType": "registered",
                    "selectionMatch": "",
                    "includeEvents": True,
                }
            },
        },
        j(
            {
                "page": {"page": 1, "totalPages": 1, "pageSize": 1, "total": 1},
                "thermostatList": [
                    {
                        "identifier": "521757330171",
                        "name": "Main Floor",
                        "events": [
                            {
                                "type": "hold",
                                "name": "auto",
                                "running": True,
                                "startDate": "2026-12-07",
                                "startTime": "13:44:51",
                                "endDate": "2026-12-07",
                                "endTime": "18:00:00",
                                "isOccupied": False,
                                "isCoolOff": False,
                                "isHeatOff": False,
                                "coolHoldTemp": 760,
                                "heatHoldTemp": 680,
                                "fan": "auto",
                                "holdClimateRef": "",
                            }
                        ],
                    }
                ],
                "status": {"code": 0, "message": ""},
            },
            indent=2,
        ),
    )

    s = S("ecobee", "fail", 1, "How long did the furnace run yesterday? Pull the runtime report.")
    e = j(
        {
            "status": {
                "code": 14,
                "message": "Authentication token has expired. Refresh your tokens. Please refer to our API documentation at https://www.ecobee.com/home/developer/api/documentation/v1/auth/auth-intro.shtml",
            }
        }
    )
    for tool, a in [
        (
            "ecobee_runtime_report",
            {
                "startDate": "2026-12-06",
                "endDate": "2026-12-06",
                "columns": "auxHeat1,compHeat1,fan",
                "selection": {"selectionType": "thermostats", "selectionMatch": "521757330171"},
            },
        ),
        (t, {"method": "GET", "json": sel}),
        (
            "ecobee_runtime_report",
            {
                "startDate": "2026-12-06",
                "endDate": "2026-12-07",
                "columns": "auxHeat1",
                "selection": {"selectionType": "thermostats", "selectionMatch": "521757330171"},
            },
        ),
        (
            "ecobee_thermostat_summary",
            {"selection": {"selectionType": "registered", "selectionMatch": ""}},
        ),
        (
            "ecobee_runtime_report",
            {
                "startDate": "2026-12-05",
                "endDate": "2026-12-06",
                "columns": "compHeat1,fan",
                "includeSensors": False,
                "selection": {"selectionType": "thermostats", "selectionMatch": "521757330171"},
            },
        ),
        (
            t,
            {
                "method": "GET",
                "json": {
                    "selection": {
                        "selectionType": "registered",
                        "selectionMatch": "",
                        "includeRuntime": True,
                    }
                },
            },
        ),
        (
            "ecobee_runtime_report",
            {
                "startDate": "2026-12-06",
                "endDate": "2026-12-06",
                "columns": "auxHeat1,compHeat1",
                "selection": {"selectionType": "registered", "selectionMatch": ""},
            },
        ),
    ]:
        s.call(tool, a, e)


def honeywell():
    s = S(
        "honeywell",
        "ok",
        1,
        "At the lake cabin's Honeywell thermostat, is the heat on and what's the indoor temperature? Raise it to 60°F if it's below 50.",
    )
    s.call(
        "tcc_get_locations",
        {},
        j(
            [
                {
                    "LocationID": 3051178,
                    "Name": "Lake Cabin",
                    "Devices": [
                        {
                            "DeviceID": 2917760,
                            "Name": "THERMOSTAT",
                            "MacID": "00D02D" + h("tcc", 6).upper(),
                            "IsAlive": True,
                        }
                    ],
                }
            ]
        ),
    )
    s.call(
        "tcc_check_data_session",
        {"deviceId": 2917760},
        j(
            {
                "success": True,
                "deviceLive": True,
                "communicationLost": False,
                "latestData": {
                    "uiData": {
                        "DispTemperature": 47.0,
                        "HeatSetpoint": 45.0,
                        "CoolSetpoint": 85.0,
                        "DisplayUnits": "F",
                        "StatusHeat": 0,
                        "StatusCool": 0,
                        "SystemSwitchPosition": 1,
                        "IndoorHumidity": 38.0,
                        "OutdoorTemperature": 128.0,
                        "OutdoorHumidity": 128.0,
                        "EquipmentOutputStatus": 0,
                    },
                    "fanData": {"fanMode": 0, "fanIsRunning": False},
                    "hasFan": True,
                    "canControlHumidification": False,
                },
                "alerts": "",
            }
        ),
    )
    s.call(
        "tcc_submit_control_changes",
        {"DeviceID": 2917760, "HeatSetpoint": 60, "StatusHeat": 1, "StatusCool": 1},
        j({"success": 1}),
    )
    s.call(
        "tcc_check_data_session",
        {"deviceId": 2917760},
        j(
            {
                "success": True,
                "deviceLive": True,
                "communicationLost": False,
                "latestData": {
                    "uiData": {
                        "DispTemperature": 47.0,
                        "HeatSetpoint": 60.0,
                        "CoolSetpoint": 85.0,
                        "DisplayUnits": "F",
                        "StatusHeat": 1,
                        "StatusCool": 1,
                        "SystemSwitchPosition": 1,
                        "IndoorHumidity": 38.0,
                        "EquipmentOutputStatus": 1,
                    },
                    "fanData": {"fanMode": 0, "fanIsRunning": True},
                },
                "alerts": "",
            }
        ),
    )

    s = S(
        "honeywell",
        "fail",
        1,
        "Check the rental unit's thermostats (3 units) for any that are offline or below 55°F.",
    )
    login = '<!DOCTYPE html>\r\n<html lang="en">\r\n<head>\r\n<title>Total Connect Comfort - Welcome</title>\r\n</head>\r\n<body>\r\n<form action="/portal/" method="post" id="loginForm">\r\n<h1>Please Log In</h1>\r\n<input type="text" name="UserName" id="UserName" /><input type="password" name="Password" id="Password" />\r\n<input type="submit" value="Log In" />\r\n<p>Don\'t have an account? <a href="/portal/Account/Register">Create one</a></p>\r\n</form>\r\n</body>\r\n</html>'
    for tool, a in [
        ("tcc_get_locations", {}),
        ("tcc_check_data_session", {"deviceId": 3312041}),
        ("tcc_check_data_session", {"deviceId": 3312042}),
        ("tcc_check_data_session", {"deviceId": 3312043}),
        ("tcc_get_locations", {}),
        ("tcc_check_data_session", {"deviceId": 3312041}),
    ]:
        s.call(tool, a, login)


def wyze():
    s = S(
        "wyze",
        "ok",
        1,
        "Turn on motion detection on the garage Wyze cam and check when it last saw motion.",
    )
    s.call(
        "wyze_list_devices",
        {},
        j(
            {
                "code": "1",
                "current": 0,
                "data": {
                    "device_list": [
                        {
                            "mac": m,
                            "nickname": n,
                            "product_model": pm,
                            "product_type": "Camera",
                            "conn_state": 1,
                            "firmware_ver": fw,
                        }
                        for m, n, pm, fw in [
                            (
                                "2CAA8E" + h("wz1", 6).upper(),
                                "Garage",
                                "WYZE_CAKP2JFUS",
                                "4.36.11.7071",
                            ),
                            ("D03F27" + h("wz2", 6).upper(), "Back Yard", "HL_CAM4", "4.52.3.8502"),
                        ]
                    ]
                },
                "hash": h("wyze-hash", 32),
                "instance_id": h("wyze-inst", 32),
                "msg": "",
                "ts": 1796680521033,
            }
        ),
    )
    mac = "2CAA8E" + h("wz1", 6).upper()
    s.call(
        "wyze_set_property",
        {"device_mac": mac, "device_model": "WYZE_CAKP2JFUS", "pid": "P1001", "pvalue": "1"},
        j(
            {
                "code": "1",
                "current": 0,
                "data": {},
                "hash": h("wyze-hash2", 32),
                "instance_id": h("wyze-inst2", 32),
                "msg": "",
                "ts": 1796680530118,
            }
        ),
    )
    s.call(
        "wyze_get_event_list",
        {"device_mac_list": [mac], "event_value_list": ["1"], "count": 5, "order_by": 2},
        j(
            {
                "code": "1",
                "current": 0,
                "data": {
                    "event_list": [
                        {
                            "event_id": h(f"wz-ev{i}", 32),
                            "device_mac": mac,
                            "device_model": "WYZE_CAKP2JFUS",
                            "event_category": 1,
                            "event_value": "1",
                            "event_ts": ts,
                            "event_ack_result": 0,
                            "is_feedback_correct": 0,
                            "file_list": [],
                        }
                        for i, ts in enumerate([1796655012000, 1796601355000])
                    ]
                },
                "msg": "",
                "ts": 1796680534900,
            }
        ),
    )

    s = S(
        "wyze",
        "fail",
        1,
        "Get me yesterday's event clips from the back yard camera; I think something got into the shed.",
    )
    e = j(
        {
            "code": "2001",
            "current": 0,
            "data": {},
            "hash": "",
            "instance_id": "",
            "msg": "AccessTokenError",
            "ts": 1796680600000,
        }
    )
    mac2 = "D03F27" + h("wz2", 6).upper()
    for tool, a in [
        (
            "wyze_get_event_list",
            {
                "device_mac_list": [mac2],
                "begin_time": 1796515200000,
                "end_time": 1796601600000,
                "count": 20,
            },
        ),
        ("wyze_list_devices", {}),
        ("wyze_get_event_list", {"device_mac_list": [mac2], "count": 20}),
        ("wyze_get_event_list", {"device_mac_list": [], "count": 50, "order_by": 2}),
        ("wyze_list_devices", {}),
        ("wyze_get_device_info", {"device_mac": mac2, "device_model": "HL_CAM4"}),
        (
            "wyze_get_event_list",
            {
                "device_mac_list": [mac2],
                "begin_time": 1796428800000,
                "end_time": 1796688000000,
                "count": 50,
            },
        ),
    ]:
        s.call(tool, a, e)


# ---------------------------------------------------------------- wildlife
def inat_obs(oid, taxon, common, rank, place, date, user, qg="research"):
    return {
        "id": oid,
        "uuid": f"{h(str(oid), 8)}-{h(str(oid) + 'a', 4)}-4{h(str(oid) + 'b', 3)}-a{h(str(oid) + 'c', 3)}-{h(str(oid) + 'd', 12)}",
        "quality_grade": qg,
        "observed_on": date,
        "time_observed_at": f"{date}T0{num(str(oid), 6, 9)}:{num(str(oid) + 'm', 10, 59)}:00-08:00",
        "place_guess": place,
        "geoprivacy": None,
        "taxon": {
            "id": num(taxon, 1000, 999999),
            "name": taxon,
            "rank": rank,
            "preferred_common_name": common,
            "iconic_taxon_name": "Aves" if rank == "species" else "Plantae",
        },
        "user": {"id": num(user, 1000, 9999999), "login": user},
        "uri": f"https://www.inaturalist.org/observations/{oid}",
        "photos": [
            {
                "id": num(str(oid) + "p", 10**8, 10**9),
                "url": f"https://inaturalist-open-data.s3.amazonaws.com/photos/{num(str(oid) + 'p', 10**8, 10**9)}/square.jpg",
                "attribution": f"(c) {user}, some rights reserved (CC BY-NC)",
            }
        ],
    }


def inaturalist():
    t = "inat_observations"
    s = S(
        "inaturalist",
        "ok",
        1,
        "List all research-grade Varied Thrush sightings in Golden Gate Park this November (may span pages).",
    )
    s.call(
        "inat_taxa_autocomplete",
        {"q": "varied thrush"},
        j(
            {
                "total_results": 1,
                "page": 1,
                "per_page": 1,
                "results": [
                    {
                        "id": 12704,
                        "name": "Ixoreus naevius",
                        "rank": "species",
                        "preferred_common_name": "Varied Thrush",
                        "observations_count": 51233,
                        "iconic_taxon_name": "Aves",
                        "matched_term": "Varied Thrush",
                    }
                ],
            }
        ),
    )
    obs = [
        inat_obs(
            250100000 + 3311 * i,
            "Ixoreus naevius",
            "Varied Thrush",
            "species",
            p,
            f"2026-11-{d:02d}",
            u,
        )
        for i, (p, d, u) in enumerate(
            [
                ("Golden Gate Park, San Francisco, CA, USA", 3, "kestrel_ks"),
                ("Strybing Arboretum, San Francisco", 5, "mgarcia_sf"),
                ("Golden Gate Park, SF", 9, "birdnerd415"),
                ("Stow Lake, San Francisco, CA", 14, "kestrel_ks"),
                ("Golden Gate Park, San Francisco, CA, USA", 21, "lfeng"),
                ("Lloyd Lake, GGP", 28, "oscar_b"),
            ]
        )
    ]
    s.call(
        t,
        {
            "taxon_id": 12704,
            "place_id": 51347,
            "quality_grade": "research",
            "d1": "2026-11-01",
            "d2": "2026-11-30",
            "per_page": 4,
            "page": 1,
            "order_by": "observed_on",
        },
        j({"total_results": 6, "page": 1, "per_page": 4, "results": obs[:4]}),
    )
    s.call(
        t,
        {
            "taxon_id": 12704,
            "place_id": 51347,
            "quality_grade": "research",
            "d1": "2026-11-01",
            "d2": "2026-11-30",
            "per_page": 4,
            "page": 2,
            "order_by": "observed_on",
        },
        j({"total_results": 6, "page": 2, "per_page": 4, "results": obs[4:]}),
    )

    s = S(
        "inaturalist",
        "ok",
        2,
        "Has anyone on iNaturalist recorded the Sonoma spineflower (Chorizanthe valida) in Marin County since 2020? I expect not.",
    )
    s.call(
        "inat_taxa_autocomplete",
        {"q": "Chorizanthe valida"},
        j(
            {
                "total_results": 1,
                "page": 1,
                "per_page": 1,
                "results": [
                    {
                        "id": 56894,
                        "name": "Chorizanthe valida",
                        "rank": "species",
                        "preferred_common_name": "Sonoma spineflower",
                        "observations_count": 37,
                        "iconic_taxon_name": "Plantae",
                        "conservation_status": {"status": "CR", "authority": "NatureServe"},
                    }
                ],
            }
        ),
    )
    s.call(
        t,
        {"taxon_id": 56894, "place_id": 1524, "d1": "2020-01-01", "per_page": 30},
        j({"total_results": 0, "page": 1, "per_page": 30, "results": []}),
    )
    s.call(
        "inat_species_counts",
        {"taxon_id": 56894, "place_id": 14},
        j(
            {
                "total_results": 1,
                "page": 1,
                "per_page": 500,
                "results": [
                    {
                        "count": 37,
                        "taxon": {
                            "id": 56894,
                            "name": "Chorizanthe valida",
                            "rank": "species",
                            "preferred_common_name": "Sonoma spineflower",
                        },
                    }
                ],
            }
        ),
    )
    s.call(
        t,
        {"taxon_id": 56894, "place_id": 14, "per_page": 5, "order_by": "observed_on"},
        j(
            {
                "total_results": 37,
                "page": 1,
                "per_page": 5,
                "results": [
                    inat_obs(
                        180000000 + 91 * i,
                        "Chorizanthe valida",
                        "Sonoma spineflower",
                        "species",
                        "Point Reyes National Seashore, CA"
                        if i < 3
                        else "Abbotts Lagoon, Inverness, CA",
                        f"20{17 + i % 3}-05-{10 + i:02d}",
                        u,
                    )
                    for i, u in enumerate(["pr_botany", "dkeil", "pr_botany", "ncrs_rare", "amyk"])
                ],
            }
        ),
    )

    s = S(
        "inaturalist",
        "fail",
        1,
        "Which butterflies were observed in Austin this week? Give me a species list.",
    )
    e = j({"error": "Too Many Requests", "status": 429})
    for tool, a in [
        (
            "inat_species_counts",
            {"iconic_taxa": "Insecta", "taxon_id": 47224, "place_id": 49993, "d1": "2026-11-30"},
        ),
        (
            "inat_observations",
            {"taxon_id": 47224, "place_id": 49993, "d1": "2026-11-30", "per_page": 50},
        ),
        ("inat_places_autocomplete", {"q": "Austin"}),
        (
            "inat_species_counts",
            {"taxon_id": 47224, "lat": 30.27, "lng": -97.74, "radius": 25, "d1": "2026-11-30"},
        ),
        (
            "inat_observations",
            {"taxon_id": 47224, "lat": 30.27, "lng": -97.74, "radius": 25, "per_page": 30},
        ),
        ("inat_taxa_autocomplete", {"q": "butterflies"}),
        (
            "inat_species_counts",
            {"taxon_id": 47224, "place_id": 49993, "d1": "2026-11-30", "quality_grade": "research"},
        ),
    ]:
        s.call(tool, a, e)


def ebird():
    def ob(code, com, sci, loc, lid, dt, n, lat, lng):
        return {
            "speciesCode": code,
            "comName": com,
            "sciName": sci,
            "locId": lid,
            "locName": loc,
            "obsDt": dt,
            "howMany": n,
            "lat": lat,
            "lng": lng,
            "obsValid": True,
            "obsReviewed": False,
            "locationPrivate": False,
            "subId": "S" + str(num(code + dt, 190000000, 199999999)),
        }

    s = S(
        "ebird", "ok", 1, "Any notable (rare) birds reported in Cape May County in the last 3 days?"
    )
    s.call(
        "ebird_recent_notable",
        {"regionCode": "US-NJ-009", "back": 3},
        j(
            [
                ob(
                    "rufhum",
                    "Rufous Hummingbird",
                    "Selasphorus rufus",
                    "private residence, West Cape May",
                    "L" + str(num("a", 10**7, 10**8)),
                    "2026-12-07 08:12",
                    1,
                    38.94,
                    -74.94,
                ),
                ob(
                    "ashfly",
                    "Ash-throated Flycatcher",
                    "Myiarchus cinerascens",
                    "Higbee Beach WMA",
                    "L293101",
                    "2026-12-06 10:40",
                    1,
                    38.96,
                    -74.96,
                ),
                ob(
                    "rufhum",
                    "Rufous Hummingbird",
                    "Selasphorus rufus",
                    "private residence, West Cape May",
                    "L" + str(num("a", 10**7, 10**8)),
                    "2026-12-05 14:03",
                    1,
                    38.94,
                    -74.94,
                ),
            ],
            indent=1,
        ),
    )
    s.call(
        "ebird_recent_species",
        {"regionCode": "US-NJ-009", "speciesCode": "ashfly", "back": 14},
        j(
            [
                ob(
                    "ashfly",
                    "Ash-throated Flycatcher",
                    "Myiarchus cinerascens",
                    "Higbee Beach WMA",
                    "L293101",
                    "2026-12-06 10:40",
                    1,
                    38.96,
                    -74.96,
                ),
                ob(
                    "ashfly",
                    "Ash-throated Flycatcher",
                    "Myiarchus cinerascens",
                    "Higbee Beach WMA--parking lot",
                    "L1219983",
                    "2026-12-04 09:15",
                    1,
                    38.96,
                    -74.96,
                ),
            ]
        ),
    )

    s = S(
        "ebird", "ok", 2, "Give me the hotspots in Marin County so I can pick one near Tomales Bay."
    )
    rows = [
        (
            "L270617",
            "US",
            "US-CA",
            "US-CA-041",
            38.2428,
            -122.9628,
            "Tomales Bay SP--Hearts Desire Beach",
            "2026-12-06 11:30",
            233,
        ),
        (
            "L1121043",
            "US",
            "US-CA",
            "US-CA-041",
            38.1512,
            -122.8868,
            "Tomales Bay--Millerton Point",
            "2026-12-02 09:02",
            188,
        ),
        (
            "L270618",
            "US",
            "US-CA",
            "US-CA-041",
            38.0725,
            -122.8115,
            "Bear Valley Visitor Center",
            "2026-12-07 13:11",
            198,
        ),
        (
            "L280012",
            "US",
            "US-CA",
            "US-CA-041",
            37.9960,
            -123.0218,
            "Point Reyes Lighthouse",
            "2026-12-05 15:44",
            267,
        ),
    ]
    s.call(
        "ebird_hotspots_region",
        {"regionCode": "US-CA-041", "fmt": "csv"},
        "".join(",".join(str(x) for x in r) + "\n" for r in rows),
    )
    s.call(
        "ebird_hotspot_info",
        {"locId": "L270617"},
        j(
            {
                "locId": "L270617",
                "name": "Tomales Bay SP--Hearts Desire Beach",
                "latitude": 38.2428,
                "longitude": -122.9628,
                "countryCode": "US",
                "countryName": "United States",
                "subnational1Name": "California",
                "subnational1Code": "US-CA",
                "subnational2Code": "US-CA-041",
                "subnational2Name": "Marin",
                "isHotspot": True,
                "locName": "Tomales Bay SP--Hearts Desire Beach",
                "lat": 38.2428,
                "lng": -122.9628,
                "hierarchicalName": "Tomales Bay SP--Hearts Desire Beach, Marin, California, US",
                "locID": "L270617",
            }
        ),
    )

    s = S("ebird", "fail", 1, "What have people seen at Jamaica Bay Wildlife Refuge this week?")
    for tool, a in [
        ("ebird_recent_hotspot", {"locId": "L109516", "back": 7}),
        ("ebird_recent_region", {"regionCode": "US-NY-081", "back": 7}),
        ("ebird_recent_hotspot", {"locId": "L109516", "back": 14}),
        ("ebird_recent_nearby", {"lat": 40.62, "lng": -73.83, "dist": 5, "back": 7}),
        ("ebird_hotspot_info", {"locId": "L109516"}),
        ("ebird_recent_region", {"regionCode": "US-NY", "back": 3}),
        ("ebird_recent_nearby", {"lat": 40.6163, "lng": -73.8255, "dist": 10}),
    ]:
        s.call(tool, a, "HTTP 403 Forbidden\n")


def xenocanto():
    t = "xenocanto_search"

    def rec(i, en, gen, sp, cnt, loc, typ, q, ln, dt):
        rid = str(num(en + str(i), 100000, 990000))
        return {
            "id": rid,
            "gen": gen,
            "sp": sp,
            "ssp": "",
            "group": "birds",
            "en": en,
            "rec": ["Jarek Matusiak", "Patrik Åberg", "Peter Boesman", "Stanislas Wroza"][i % 4],
            "cnt": cnt,
            "loc": loc,
            "lat": "",
            "lon": "",
            "alt": "",
            "type": typ,
            "sex": "",
            "stage": "",
            "method": "field recording",
            "url": f"//xeno-canto.org/{rid}",
            "file": f"https://xeno-canto.org/{rid}/download",
            "file-name": f"XC{rid}-{gen}-{sp}.mp3",
            "sono": {
                "small": f"//xeno-canto.org/sounds/uploaded/{h(rid, 10).upper()}/ffts/XC{rid}-small.png"
            },
            "lic": "//creativecommons.org/licenses/by-nc-sa/4.0/",
            "q": q,
            "length": ln,
            "time": "06:15",
            "date": dt,
            "uploaded": dt,
            "also": [],
            "rmk": "",
            "animal-seen": "yes",
            "playback-used": "no",
            "temp": "",
            "regnr": "",
            "auto": "no",
            "dvc": "",
            "mic": "",
            "smp": "48000",
        }

    s = S(
        "xenocanto",
        "ok",
        1,
        "Find the best-quality Corncrake recordings from Poland and tell me how many there are in total.",
    )
    recs = [
        rec(i, "Corn Crake", "Crex", "crex", "Poland", loc, "song", "A", ln, dt)
        for i, (loc, ln, dt) in enumerate(
            [
                ("Biebrza National Park, Podlaskie", "1:12", "2025-06-02"),
                ("Dolina Narwi, Podlaskie", "0:48", "2024-05-29"),
                ("Lubelskie, Polesie", "2:03", "2023-06-11"),
            ]
        )
    ]
    s.call(
        t,
        {"query": "gen:Crex sp:crex cnt:poland q:A"},
        j({"numRecordings": "3", "numSpecies": "1", "page": 1, "numPages": 1, "recordings": recs}),
    )
    s.call(
        t,
        {"query": "gen:Crex sp:crex cnt:poland"},
        j(
            {
                "numRecordings": "41",
                "numSpecies": "1",
                "page": 1,
                "numPages": 1,
                "recordings": recs
                + [
                    rec(
                        i + 3,
                        "Corn Crake",
                        "Crex",
                        "crex",
                        "Poland",
                        "Mazowieckie",
                        "song",
                        "B",
                        "0:35",
                        "2022-06-0" + str(i + 1),
                    )
                    for i in range(3)
                ],
            }
        ),
    )

    s = S(
        "xenocanto",
        "ok",
        2,
        "Are there any xeno-canto recordings of the Bermuda Petrel's call from Bermuda itself?",
    )
    s.call(
        t,
        {"query": "gen:Pterodroma sp:cahow cnt:bermuda"},
        j({"numRecordings": "0", "numSpecies": "0", "page": 1, "numPages": 0, "recordings": []}),
    )
    s.call(
        t,
        {"query": "gen:Pterodroma sp:cahow"},
        j(
            {
                "numRecordings": "2",
                "numSpecies": "1",
                "page": 1,
                "numPages": 1,
                "recordings": [
                    rec(
                        0,
                        "Bermuda Petrel",
                        "Pterodroma",
                        "cahow",
                        "United States",
                        "Off Hatteras, North Carolina",
                        "call",
                        "C",
                        "0:09",
                        "2019-05-26",
                    ),
                    rec(
                        1,
                        "Bermuda Petrel",
                        "Pterodroma",
                        "cahow",
                        "United States",
                        "Gulf Stream off Cape Hatteras",
                        "call",
                        "B",
                        "0:21",
                        "2021-06-03",
                    ),
                ],
            }
        ),
    )


def movebank():
    t = "movebank_direct_read"
    s = S(
        "movebank",
        "ok",
        1,
        "For the white stork study 'LifeTrack White Stork SW Germany', how many tagged individuals are there and where was stork 'Prinzesschen' last located?",
    )
    s.call(
        t,
        {"entity_type": "study", "search": "LifeTrack White Stork SW Germany"},
        'id,name,number_of_individuals,number_of_deployed_locations,timestamp_first_deployed_location,timestamp_last_deployed_location,i_have_download_access,license_type\n21231406,"LifeTrack White Stork SW Germany",187,10944851,2013-06-06 04:02:44.000,2026-12-07 19:11:02.000,true,CC_BY_NC\n',
    )
    s.call(
        t,
        {
            "entity_type": "individual",
            "study_id": 21231406,
            "attributes": "id,local_identifier,nick_name,sex",
        },
        "id,local_identifier,nick_name,sex\n"
        + "".join(
            f"{21231900 + i},{lid},{nn},{sx}\n"
            for i, (lid, nn, sx) in enumerate(
                [
                    ("DER AN858", "Prinzesschen", "f"),
                    ("DER AU056", "Redrunner", "m"),
                    ("DER AT325", "Zozu", ""),
                    ("DER A6F08", "Bubbel", "f"),
                ]
            )
        ),
    )
    s.call(
        t,
        {
            "entity_type": "event",
            "study_id": 21231406,
            "individual_id": 21231900,
            "attributes": "timestamp,location_long,location_lat",
            "timestamp_start": "20261206000000000",
        },
        "timestamp,location_long,location_lat\n2026-12-06 08:00:05.000,-5.8914,36.6721\n2026-12-06 14:00:07.000,-5.8890,36.6755\n2026-12-07 08:00:04.000,-5.9022,36.6698\n2026-12-07 14:00:06.000,-5.9017,36.6702\n",
    )

    s = S(
        "movebank",
        "fail",
        1,
        "Download the last month of GPS fixes for the Galápagos albatross study and tell me the furthest point from the colony.",
    )
    lic = (
        '<html><head><title>Movebank: License Terms</title></head><body><p>The requested download may contain copyrighted material. You may only download it if you agree with the terms in the following license:</p><div class="license">These data are provided by the data owner for use according to the terms below. ... Contact the data owner before publishing results using these data.</div><p>To accept the license, repeat the request with the parameter license-md5='
        + h("mb-lic", 32)
        + "</p></body></html>"
    )
    for a in [
        {
            "entity_type": "event",
            "study_id": 2911040,
            "attributes": "timestamp,location_long,location_lat",
            "timestamp_start": "20261107000000000",
        },
        {"entity_type": "event", "study_id": 2911040, "attributes": "all"},
        {"entity_type": "individual", "study_id": 2911040},
        {
            "entity_type": "event",
            "study_id": 2911040,
            "sensor_type": "gps",
            "timestamp_start": "20261107000000000",
        },
        {
            "entity_type": "event",
            "study_id": 2911040,
            "individual_id": 2911102,
            "attributes": "timestamp,location_long,location_lat",
        },
        {"entity_type": "tag", "study_id": 2911040},
        {
            "entity_type": "event",
            "study_id": 2911040,
            "attributes": "timestamp,location_long,location_lat",
            "accept_license": True,
        },
    ]:
        s.call(t, a, lic)


def bold():
    s = S(
        "bold",
        "ok",
        1,
        "How many public barcode records does BOLD hold for the moth genus Hemaris, and from which countries?",
    )
    rows = [
        ("GBAL" + str(num(f"bo{i}", 1000, 9999)), "Hemaris", sp, c, ins)
        for i, (sp, c, ins) in enumerate(
            [
                ("Hemaris fuciformis", "Finland", "University of Oulu"),
                ("Hemaris tityus", "Germany", "Zoologische Staatssammlung Muenchen"),
                ("Hemaris thysbe", "Canada", "Centre for Biodiversity Genomics"),
                ("Hemaris diffinis", "United States", "Centre for Biodiversity Genomics"),
                ("Hemaris fuciformis", "Spain", "Museu de Ciencies Naturals de Barcelona"),
            ]
        )
    ]
    s.call(
        "bold_specimen_search",
        {"taxon": "Hemaris", "format": "tsv", "limit": 5},
        "processid\tgenus_name\tspecies_name\tcountry\tinstitution_storing\n"
        + "".join("\t".join(r) + "\n" for r in rows),
    )
    s.call(
        "bold_stats",
        {"taxon": "Hemaris", "dataType": "overview"},
        j(
            {
                "total_records": 1284,
                "records_with_species_name": 1271,
                "bins": {"count": 23},
                "countries": {
                    "count": 31,
                    "top": {
                        "Canada": 402,
                        "Germany": 158,
                        "United States": 141,
                        "Finland": 77,
                        "Austria": 63,
                    },
                },
                "species": {"count": 19},
            }
        ),
    )

    s = S(
        "bold",
        "fail",
        1,
        "Identify this COI sequence from a beetle larva (I'll paste it) against BOLD's species library.",
    )
    page = '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>503 Service Unavailable</title>\n</head><body>\n<h1>Service Unavailable</h1>\n<p>The server is temporarily unable to service your\nrequest due to maintenance downtime or capacity\nproblems. Please try again later.</p>\n<hr>\n<address>Apache/2.4.37 (Rocky Linux) Server at v4.boldsystems.org Port 443</address>\n</body></html>\n'
    seq = "AACATTATATTTTATTTTTGGTATTTGAGCAGGAATAGTAGGAACTTCTTTAAGATTACTAATTCGAGCAGAATTAGGAAACCCAGGATCATTAATTGGAGATGATCAAATTTATAATGTAATTGTTACAGCTCATGCTTTTATTATAATTTTTTTTATAGTTATACC"
    for tool, a in [
        ("bold_id_engine", {"db": "COX1_SPECIES", "sequence": seq}),
        ("bold_id_engine", {"db": "COX1", "sequence": seq}),
        ("bold_id_engine", {"db": "COX1_SPECIES_PUBLIC", "sequence": seq}),
        (
            "bold_specimen_search",
            {"taxon": "Coleoptera", "geo": "Canada", "format": "tsv", "limit": 5},
        ),
        ("bold_id_engine", {"db": "COX1_L640bp", "sequence": seq[:120]}),
        ("bold_stats", {"taxon": "Carabidae", "dataType": "overview"}),
    ]:
        s.call(tool, a, page)


FAMILIES = [
    rethinkdb,
    surrealdb,
    fauna,
    ravendb,
    orientdb,
    aerospike,
    weatherapi,
    accuweather,
    meteomatics,
    pirateweather,
    metoffice,
    openchargemap,
    enode,
    wallbox,
    chargepoint,
    evgo,
    ring,
    nest,
    ecobee,
    honeywell,
    wyze,
    inaturalist,
    ebird,
    xenocanto,
    movebank,
    bold,
]


def main(out: Path) -> None:
    ROWS.clear()
    for f in FAMILIES:
        f()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for r in ROWS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout66.jsonl")
    )
