"""Build tests/data/tool_heldout32.jsonl: held-out sessions on observability back ends,
music and audio catalogues, travel APIs, work-management tools and small-business CRM /
accounting.

Every row is one tool call in the project's real-runs format; rows of one session are
consecutive.  Nothing here is random or clock-based: identifiers come from hashes of fixed
strings.  Run with no argument to write tests/data/tool_heldout32.jsonl.

Where each format comes from, and how sure I am of it:

Observability
- newrelic: NerdGraph (POST https://api.newrelic.com/graphql) ``actor.account.nrql``
  responses, ``{"data": {"actor": {"account": {"nrql": {"results": [...]}}}}}``, with the
  FACET/TIMESERIES result rows NRQL gives (``facet``, ``beginTimeSeconds``...).  An invalid
  or revoked user key gives a GraphQL ``errors`` list.  Shapes from the NerdGraph docs; sure
  of the success shape, fairly sure of the error wording.
- dynatrace: Environment API v2 ``/api/v2/problems`` (``totalCount``, ``pageSize``,
  ``problems`` with ``problemId``, ``displayId``, ``impactLevel``, ``severityLevel``...) and
  ``/api/v2/metrics/query`` (``result[].data[].dimensionMap/timestamps/values``).  From the
  API docs; sure of the field names, values invented.
- honeycomb: Query Data API: create a query (``POST /1/queries/{dataset}``), create a query
  result (``POST /1/query_results/{dataset}``), poll ``GET /1/query_results/{dataset}/{id}``
  until ``complete`` is true; ``data.results[].data``.  From the docs; fairly sure.
- sumologic: Search Job API: POST ``/api/v1/search/jobs`` -> ``{"id", "link"}``; poll the
  job (``state``: "GATHERING RESULTS" / "DONE GATHERING RESULTS", ``messageCount``,
  ``recordCount``, ``pendingWarnings``, ``pendingErrors``); GET ``.../records``.  The 429 body
  ``{"id", "errors": [{"code": "rate.limit.exceeded", ...}]}`` follows Sumo's error shape
  (``{"status", "id", "code", "message"}`` also occurs); fairly sure.
- loki: ``logcli query`` run through a shell tool: the query URL and "Common labels" go to
  stderr, log lines ``<ts> {labels} <line>`` to stdout; a dead server gives ``Query failed:``
  with the Go dial error.  From logcli's source/README; sure.
- jaeger: jaeger-query HTTP API ``/api/services``, ``/api/traces?service=...``,
  ``/api/traces/{id}`` with the ``{"data", "total", "limit", "offset", "errors"}`` envelope.
  Internal (UI) API, shape well known; sure.

Music and audio
- musicbrainz: ws/2 JSON (``?fmt=json``): artist search (``created``, ``count``, ``offset``,
  ``artists`` with ``score``), release-group browse with paging, recording lookup.  The
  503 rate-limit body is MusicBrainz's well-known "Your requests are exceeding the allowable
  rate limit" message.  Sure.
- discogs: ``/database/search`` (``pagination`` + ``results``), ``/releases/{id}``,
  ``/marketplace/stats/{id}``.  Without a token the search endpoint answers
  ``{"message": "You must authenticate to access this resource."}``.  Sure.
- lastfm: 2.0 API JSON: ``artist.getInfo``, ``artist.getSimilar``, ``user.getRecentTracks``
  (``@attr`` paging).  Errors are ``{"error": 10, "message": "Invalid API key - ..."}`` etc.
  Sure of the error codes, fairly sure of the exact message text.
- soundcloud: API v2-style ``/tracks?q=`` with ``collection`` and ``next_href``, and
  ``/resolve``.  Fairly sure.
- acoustid: ``/v2/lookup`` (``{"status": "ok", "results": [{"id", "score", "recordings"}]}``);
  an unmatched fingerprint gives ``"results": []``.  Sure.
- soxi: ``soxi`` / ``soxi -D`` output through a shell tool, and sox's
  ``soxi FAIL formats: can't open input file`` error.  Sure.

Travel
- duffel: ``POST /air/offer_requests`` (``data.offers`` with ``total_amount``, ``slices``
  ...), ``GET /air/offers/{id}``, ``POST /air/orders`` (``booking_reference``).  Errors are
  ``{"errors": [{"type", "title", "message", "code", "documentation_url"}], "meta": {...}}``.
  From the docs; fairly sure (the exact error code names less so).
- sabre: REST InstaFlights (``/v1/shop/flights``, ``PricedItineraries``) and the airline
  lookup utility (``AirlineInfo``).  Fairly sure of the top-level keys; the itineraries are
  trimmed as a wrapper would trim them.
- booking: Demand API v3 ``/accommodations/search`` (``request_id``, ``data``,
  ``next_page``) and ``/accommodations/details``.  Less sure of every field; the envelope is
  from the docs.
- expedia: Rapid ``/v3/properties/availability`` (array of properties with ``rooms`` and
  ``rates``) and price check.  The Rapid test environment answers every request with the same
  canned sample (``Test: standard`` behaviour); fairly sure.
- flightaware: AeroAPI v4 ``/flights/{ident}`` (``flights``, ``links``, ``num_pages``) and
  ``/airports/{id}/flights/scheduled_departures``; errors ``{"title", "reason", "detail",
  "status"}``.  Sure of the envelope.
- gtfsrt: a GTFS-realtime TripUpdates feed decoded with gtfs-realtime-bindings and
  ``MessageToDict`` (camelCase keys, ``header.gtfsRealtimeVersion``, ``entity[].tripUpdate``).
  Sure.

Work management
- asana: ``/tasks`` (``data`` + ``next_page.offset``), create task / story acknowledgements,
  the 401 ``{"errors": [{"message": "Not Authorized", "help": ...}]}``.  Sure.
- trello: ``/1/boards/{id}/cards`` arrays, card update, comment action; Trello's plain-text
  ``invalid token`` 401 body.  Sure.
- clickup: ``/api/v2/list/{id}/task`` (``tasks``, ``last_page``), task update, comment
  (``{"id", "hist_id", "date"}``).  Fairly sure.
- monday: GraphQL ``boards { items_page { cursor items {...} } }`` and ``next_items_page``,
  ``change_column_value``; boards a token cannot see come back as ``"boards": []``.  Sure.
- smartsheet: ``GET /sheets/{id}`` (``columns``, ``rows[].cells``), ``PUT /sheets/{id}/rows``
  (``{"message": "SUCCESS", "resultCode": 0, ...}``), errors ``{"errorCode": 1002,
  "message": "Your Access Token is invalid.", "refId"}``.  Sure.
- basecamp: Basecamp 4 JSON ``/buckets/{id}/todolists/{id}/todos.json`` and comments.
  Fairly sure.

Small-business CRM and accounting
- pipedrive: ``/v1/deals/search`` (``success``, ``data.items[].item``, pagination in
  ``additional_data``), activities; the 401 ``{"success": false, "error": "unauthorized
  access", "errorCode": 401, ...}``.  Sure.
- quickbooks: QBO ``/v3/company/{realm}/query`` responses (``QueryResponse``,
  ``startPosition``, ``maxResults``, ``time``); an empty match is ``"QueryResponse": {}``;
  the 401 ``Fault`` with ``AuthenticationFailed; errorCode=003200``.  Sure.
- xero: Accounting API ``/Invoices``, ``/Contacts`` JSON (``Id``, ``Status``,
  ``ProviderName``, ``DateTimeUTC`` in ``/Date(...)/`` form).  Sure.
- zoho: CRM v5 COQL (``data`` + ``info.count/more_records``) and the ``INVALID_TOKEN``
  error.  Sure.
- close: ``/api/v1/lead/`` (``has_more``, ``total_results``, ``data``), notes.  Fairly sure.
- copper: ``/developer_api/v1/people/search`` and ``opportunities/search`` arrays, activity
  creation.  Fairly sure.
"""

# ruff: noqa: E501
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout32.jsonl")


def hx(seed: str, n: int = 12) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def num(seed: str, digits: int = 8) -> int:
    return int(hx(seed, 16), 16) % (10**digits - 10 ** (digits - 1)) + 10 ** (digits - 1)


def uuid(seed: str) -> str:
    h = hx(seed, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def js(obj) -> str:
    return json.dumps(obj)


def jsi(obj) -> str:
    return json.dumps(obj, indent=2)


SESSIONS: list[dict] = []


def session(family: str, kind: str, n: int, task: str, calls: list[tuple]) -> None:
    SESSIONS.append(
        {
            "family": family,
            "run_id": f"{family}-{kind}-{n}",
            "task": task,
            "success": kind == "ok",
            "calls": calls,
        }
    )


# ---------------------------------------------------------------- observability


def nr(results, extra=None):
    body = {"data": {"actor": {"account": {"nrql": {"results": results}}}}}
    if extra:
        body["data"]["actor"]["account"]["nrql"].update(extra)
    return js(body)


def nrq(q):
    escaped = q.replace('"', '\\"')
    return {
        "query": '{ actor { account(id: 3318462) { nrql(query: "' + escaped + '") { results } } } }'
    }


session(
    "newrelic",
    "ok",
    1,
    "Which transactions in checkout-api got slower this week vs last week, and did the error rate move?",
    [
        (
            "nerdgraph_query",
            nrq(
                "SELECT average(duration) FROM Transaction WHERE appName = 'checkout-api' "
                "FACET name SINCE 1 week ago COMPARE WITH 1 week ago LIMIT 5"
            ),
            nr(
                [
                    {
                        "facet": "WebTransaction/Go/POST /v2/cart/checkout",
                        "name": "WebTransaction/Go/POST /v2/cart/checkout",
                        "average.duration": 0.6124,
                        "comparison": "current",
                    },
                    {
                        "facet": "WebTransaction/Go/POST /v2/cart/checkout",
                        "name": "WebTransaction/Go/POST /v2/cart/checkout",
                        "average.duration": 0.4187,
                        "comparison": "previous",
                    },
                    {
                        "facet": "WebTransaction/Go/GET /v2/cart",
                        "name": "WebTransaction/Go/GET /v2/cart",
                        "average.duration": 0.0891,
                        "comparison": "current",
                    },
                    {
                        "facet": "WebTransaction/Go/GET /v2/cart",
                        "name": "WebTransaction/Go/GET /v2/cart",
                        "average.duration": 0.0902,
                        "comparison": "previous",
                    },
                    {
                        "facet": "WebTransaction/Go/POST /v2/payments/authorize",
                        "name": "WebTransaction/Go/POST /v2/payments/authorize",
                        "average.duration": 1.2409,
                        "comparison": "current",
                    },
                    {
                        "facet": "WebTransaction/Go/POST /v2/payments/authorize",
                        "name": "WebTransaction/Go/POST /v2/payments/authorize",
                        "average.duration": 0.8113,
                        "comparison": "previous",
                    },
                ]
            ),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT percentage(count(*), WHERE error IS true) FROM Transaction WHERE "
                "appName = 'checkout-api' SINCE 1 week ago COMPARE WITH 1 week ago"
            ),
            nr(
                [
                    {"comparison": "current", "percentage": 0.8412},
                    {"comparison": "previous", "percentage": 0.7968},
                ]
            ),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT average(databaseDuration), average(externalDuration) FROM Transaction "
                "WHERE name = 'WebTransaction/Go/POST /v2/payments/authorize' SINCE 1 week ago "
                "TIMESERIES 1 day"
            ),
            nr(
                [
                    {
                        "beginTimeSeconds": 1715040000,
                        "endTimeSeconds": 1715126400,
                        "average.databaseDuration": 0.0412,
                        "average.externalDuration": 0.7321,
                    },
                    {
                        "beginTimeSeconds": 1715126400,
                        "endTimeSeconds": 1715212800,
                        "average.databaseDuration": 0.0398,
                        "average.externalDuration": 0.7488,
                    },
                    {
                        "beginTimeSeconds": 1715212800,
                        "endTimeSeconds": 1715299200,
                        "average.databaseDuration": 0.0405,
                        "average.externalDuration": 1.1032,
                    },
                    {
                        "beginTimeSeconds": 1715299200,
                        "endTimeSeconds": 1715385600,
                        "average.databaseDuration": 0.0421,
                        "average.externalDuration": 1.1877,
                    },
                    {
                        "beginTimeSeconds": 1715385600,
                        "endTimeSeconds": 1715472000,
                        "average.databaseDuration": 0.0419,
                        "average.externalDuration": 1.2015,
                    },
                    {
                        "beginTimeSeconds": 1715472000,
                        "endTimeSeconds": 1715558400,
                        "average.databaseDuration": 0.0402,
                        "average.externalDuration": 1.1764,
                    },
                    {
                        "beginTimeSeconds": 1715558400,
                        "endTimeSeconds": 1715644800,
                        "average.databaseDuration": 0.0415,
                        "average.externalDuration": 1.1932,
                    },
                ]
            ),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT average(duration) FROM ExternalRequest WHERE appName = 'checkout-api' "
                "FACET host SINCE 1 week ago LIMIT 5"
            ),
            nr(
                [
                    {"facet": "api.adyen.com", "host": "api.adyen.com", "average.duration": 0.9812},
                    {
                        "facet": "fraud-scoring.internal",
                        "host": "fraud-scoring.internal",
                        "average.duration": 0.2144,
                    },
                    {
                        "facet": "inventory.internal",
                        "host": "inventory.internal",
                        "average.duration": 0.0433,
                    },
                ]
            ),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT count(*) FROM Deployment WHERE appName = 'checkout-api' SINCE 1 week ago "
                "FACET revision, user"
            ),
            nr(
                [
                    {
                        "facet": ["b41c9e0", "ci-deployer"],
                        "revision": "b41c9e0",
                        "user": "ci-deployer",
                        "count": 1,
                    },
                ]
            ),
        ),
    ],
)

session(
    "newrelic",
    "ok",
    2,
    "Did any hosts in the batch-workers cluster run out of disk in the last 24h? If none did, just tell me.",
    [
        (
            "nerdgraph_query",
            nrq(
                "SELECT max(diskUsedPercent) FROM StorageSample WHERE clusterName = "
                "'batch-workers' FACET hostname SINCE 24 hours ago LIMIT 20"
            ),
            nr(
                [
                    {"facet": "bw-07", "hostname": "bw-07", "max.diskUsedPercent": 81.3},
                    {"facet": "bw-02", "hostname": "bw-02", "max.diskUsedPercent": 74.9},
                    {"facet": "bw-11", "hostname": "bw-11", "max.diskUsedPercent": 69.0},
                    {"facet": "bw-01", "hostname": "bw-01", "max.diskUsedPercent": 66.2},
                    {"facet": "bw-04", "hostname": "bw-04", "max.diskUsedPercent": 58.7},
                    {"facet": "bw-09", "hostname": "bw-09", "max.diskUsedPercent": 51.5},
                ]
            ),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT count(*) FROM StorageSample WHERE clusterName = 'batch-workers' AND "
                "diskUsedPercent > 95 SINCE 24 hours ago"
            ),
            nr([{"count": 0}]),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT count(*) FROM InfrastructureEvent WHERE category = 'alert' AND "
                "clusterName = 'batch-workers' SINCE 24 hours ago FACET summary"
            ),
            nr([]),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT uniqueCount(hostname) FROM SystemSample WHERE clusterName = "
                "'batch-workers' SINCE 24 hours ago"
            ),
            nr([{"uniqueCount.hostname": 12}]),
        ),
        (
            "nerdgraph_query",
            nrq(
                "SELECT latest(diskUsedPercent), latest(diskFreeBytes) FROM StorageSample WHERE "
                "hostname = 'bw-07' FACET mountPoint SINCE 1 hour ago"
            ),
            nr(
                [
                    {
                        "facet": "/data",
                        "mountPoint": "/data",
                        "latest.diskUsedPercent": 79.8,
                        "latest.diskFreeBytes": 108447891456,
                    },
                    {
                        "facet": "/",
                        "mountPoint": "/",
                        "latest.diskUsedPercent": 41.2,
                        "latest.diskFreeBytes": 28911038464,
                    },
                ]
            ),
        ),
    ],
)


def nr_err(i):
    return js(
        {
            "errors": [
                {
                    "message": "Invalid API key. Please check your User API key and try again.",
                    "extensions": {
                        "errorClass": "UNAUTHORIZED",
                        "nrOnly": {"requestId": uuid(f"nr-fail-{i}")},
                    },
                }
            ],
            "data": {"actor": {"account": None}},
        }
    )


session(
    "newrelic",
    "fail",
    1,
    "Find out why order-router's p99 latency spiked around 14:00 UTC today.",
    [
        ("nerdgraph_query", nrq(q), nr_err(i))
        for i, q in enumerate(
            [
                "SELECT percentile(duration, 99) FROM Transaction WHERE appName = 'order-router' SINCE today TIMESERIES 10 minutes",
                "SELECT percentile(duration, 99) FROM Transaction WHERE appName = 'order-router' SINCE '2024-05-14 13:30:00+00:00' UNTIL '2024-05-14 14:30:00+00:00' FACET name",
                "SELECT count(*) FROM TransactionError WHERE appName = 'order-router' SINCE 3 hours ago FACET error.class",
                "SELECT average(cpuPercent) FROM SystemSample WHERE apmApplicationNames LIKE '%order-router%' SINCE 3 hours ago TIMESERIES",
                "SELECT * FROM Deployment WHERE appName = 'order-router' SINCE 1 day ago",
                "SELECT average(databaseDuration) FROM Transaction WHERE appName = 'order-router' SINCE 3 hours ago TIMESERIES 10 minutes",
                "SELECT count(*) FROM Transaction SINCE 5 minutes ago",
            ]
        )
    ],
)


def dt_problem(seed, title, impact, sev, status, ents, start):
    return {
        "problemId": f"{num(seed, 19)}_{start}V2",
        "displayId": f"P-{num(seed + 'd', 6)}",
        "title": title,
        "impactLevel": impact,
        "severityLevel": sev,
        "status": status,
        "affectedEntities": [
            {"entityId": {"id": e[0], "type": "SERVICE"}, "name": e[1]} for e in ents
        ],
        "impactedEntities": [
            {"entityId": {"id": e[0], "type": "SERVICE"}, "name": e[1]} for e in ents
        ],
        "rootCauseEntity": {"entityId": {"id": ents[0][0], "type": "SERVICE"}, "name": ents[0][1]},
        "managementZones": [{"id": "5203014426378472221", "name": "prod-eu"}],
        "entityTags": [],
        "problemFilters": [{"id": "c21f969b-5f03-333d-83e0-4f8f136e7682", "name": "Default"}],
        "startTime": start,
        "endTime": -1 if status == "OPEN" else start + 2460000,
    }


SVC_SEARCH = "SERVICE-8A2D1F0B7C6E3D45"
SVC_CART = "SERVICE-1C5E9A7D2B4F6083"

session(
    "dynatrace",
    "ok",
    1,
    "What problems did Dynatrace open in prod-eu over the weekend, and which one is still open? Show me the response-time trend of the service it hit.",
    [
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/problems",
                "params": {
                    "from": "2024-05-11T00:00:00Z",
                    "to": "2024-05-13T00:00:00Z",
                    "problemSelector": 'managementZones("prod-eu")',
                },
            },
            js(
                {
                    "totalCount": 3,
                    "pageSize": 50,
                    "problems": [
                        dt_problem(
                            "p1",
                            "Response time degradation",
                            "SERVICES",
                            "PERFORMANCE",
                            "OPEN",
                            [(SVC_SEARCH, "search-gateway")],
                            1715497200000,
                        ),
                        dt_problem(
                            "p2",
                            "Failure rate increase",
                            "SERVICES",
                            "ERROR",
                            "CLOSED",
                            [(SVC_CART, "cart-service")],
                            1715423400000,
                        ),
                        dt_problem(
                            "p3",
                            "Memory saturation",
                            "INFRASTRUCTURE",
                            "RESOURCE_CONTENTION",
                            "CLOSED",
                            [("SERVICE-4E7B2C9A1D0F8356", "pricing-batch")],
                            1715390100000,
                        ),
                    ],
                }
            ),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": f"/api/v2/problems/{num('p1', 19)}_1715497200000V2",
                "params": {"fields": "evidenceDetails"},
            },
            js(
                {
                    "problemId": f"{num('p1', 19)}_1715497200000V2",
                    "displayId": f"P-{num('p1d', 6)}",
                    "title": "Response time degradation",
                    "status": "OPEN",
                    "evidenceDetails": {
                        "totalCount": 2,
                        "details": [
                            {
                                "evidenceType": "TRANSACTIONAL",
                                "displayName": "Response time degradation",
                                "entity": {
                                    "entityId": {"id": SVC_SEARCH, "type": "SERVICE"},
                                    "name": "search-gateway",
                                },
                                "rootCauseRelevant": True,
                                "startTime": 1715497200000,
                                "valueBeforeChangePoint": 182000.0,
                                "valueAfterChangePoint": 941000.0,
                                "unit": "MicroSecond",
                            },
                            {
                                "evidenceType": "EVENT",
                                "displayName": "Deployment: search-gateway 3.18.0",
                                "entity": {
                                    "entityId": {
                                        "id": "PROCESS_GROUP_INSTANCE-0B9E4D2A7C13F586",
                                        "type": "PROCESS_GROUP_INSTANCE",
                                    },
                                    "name": "search-gateway-*",
                                },
                                "rootCauseRelevant": True,
                                "startTime": 1715496480000,
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/metrics/query",
                "params": {
                    "metricSelector": "builtin:service.response.time:percentile(90)",
                    "entitySelector": f"entityId({SVC_SEARCH})",
                    "from": "now-3d",
                    "resolution": "12h",
                },
            },
            js(
                {
                    "totalCount": 1,
                    "nextPageKey": None,
                    "resolution": "12h",
                    "result": [
                        {
                            "metricId": "builtin:service.response.time:percentile(90)",
                            "dataPointCountRatio": 3.6e-6,
                            "dimensionCountRatio": 1.0e-4,
                            "data": [
                                {
                                    "dimensions": [SVC_SEARCH],
                                    "dimensionMap": {"dt.entity.service": SVC_SEARCH},
                                    "timestamps": [
                                        1715385600000,
                                        1715428800000,
                                        1715472000000,
                                        1715515200000,
                                        1715558400000,
                                        1715601600000,
                                    ],
                                    "values": [
                                        191034.2,
                                        186512.9,
                                        344871.5,
                                        902114.8,
                                        915602.1,
                                        887340.6,
                                    ],
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/events",
                "params": {
                    "eventSelector": 'eventType("CUSTOM_DEPLOYMENT")',
                    "entitySelector": f"entityId({SVC_SEARCH})",
                    "from": "now-3d",
                },
            },
            js(
                {
                    "totalCount": 1,
                    "pageSize": 100,
                    "events": [
                        {
                            "eventId": f"{num('ev1', 19)}_1715496480000",
                            "startTime": 1715496480000,
                            "endTime": 1715496480000,
                            "eventType": "CUSTOM_DEPLOYMENT",
                            "title": "search-gateway 3.18.0",
                            "entityId": {
                                "entityId": {"id": SVC_SEARCH, "type": "SERVICE"},
                                "name": "search-gateway",
                            },
                            "properties": [
                                {"key": "dt.event.deployment.version", "value": "3.18.0"},
                                {
                                    "key": "dt.event.deployment.name",
                                    "value": "search-gateway 3.18.0",
                                },
                            ],
                            "status": "CLOSED",
                        }
                    ],
                }
            ),
        ),
        (
            "dynatrace_api",
            {
                "method": "POST",
                "path": f"/api/v2/problems/{num('p1', 19)}_1715497200000V2/comments",
                "body": {
                    "message": "Regression lines up with search-gateway 3.18.0 deploy at 06:48 UTC; rollback requested in #search-oncall.",
                    "context": "agent",
                },
            },
            "",
        ),
    ],
)

session(
    "dynatrace",
    "fail",
    1,
    "Pull the failure rate of the payments service in prod for the last 6 hours and any open problems on it.",
    [
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/problems",
                "params": {"from": "now-6h", "problemSelector": 'status("open")'},
            },
            js({"totalCount": 0, "pageSize": 50, "problems": []}),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/entities",
                "params": {"entitySelector": 'type(SERVICE),entityName.contains("payment")'},
            },
            js({"totalCount": 0, "pageSize": 50, "entities": []}),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/entities",
                "params": {"entitySelector": "type(SERVICE)", "from": "now-6h"},
            },
            js({"totalCount": 0, "pageSize": 50, "entities": []}),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/metrics/query",
                "params": {
                    "metricSelector": "builtin:service.errors.total.rate",
                    "entitySelector": 'type(SERVICE),entityName.contains("payments")',
                    "from": "now-6h",
                },
            },
            js(
                {
                    "totalCount": 0,
                    "nextPageKey": None,
                    "resolution": "1m",
                    "result": [
                        {
                            "metricId": "builtin:service.errors.total.rate",
                            "dataPointCountRatio": 0.0,
                            "dimensionCountRatio": 0.0,
                            "data": [],
                        }
                    ],
                }
            ),
        ),
        (
            "dynatrace_api",
            {"method": "GET", "path": "/api/v2/problems", "params": {"from": "now-7d"}},
            js({"totalCount": 0, "pageSize": 50, "problems": []}),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/entities",
                "params": {"entitySelector": "type(HOST)"},
            },
            js({"totalCount": 0, "pageSize": 50, "entities": []}),
        ),
        (
            "dynatrace_api",
            {
                "method": "GET",
                "path": "/api/v2/metrics/query",
                "params": {
                    "metricSelector": "builtin:service.requestCount.total",
                    "from": "now-6h",
                },
            },
            js(
                {
                    "totalCount": 0,
                    "nextPageKey": None,
                    "resolution": "1m",
                    "result": [
                        {
                            "metricId": "builtin:service.requestCount.total",
                            "dataPointCountRatio": 0.0,
                            "dimensionCountRatio": 0.0,
                            "data": [],
                        }
                    ],
                }
            ),
        ),
    ],
)

HC_Q = hx("hcq", 11)
HC_R = hx("hcr", 11)
session(
    "honeycomb",
    "ok",
    1,
    "In Honeycomb's api-prod dataset, which endpoints had the highest P95 duration in the last 2 hours?",
    [
        (
            "honeycomb_create_query",
            {
                "dataset": "api-prod",
                "query": {
                    "time_range": 7200,
                    "breakdowns": ["http.route"],
                    "calculations": [{"op": "P95", "column": "duration_ms"}, {"op": "COUNT"}],
                    "orders": [{"op": "P95", "column": "duration_ms", "order": "descending"}],
                    "limit": 10,
                },
            },
            js(
                {
                    "id": HC_Q,
                    "breakdowns": ["http.route"],
                    "calculations": [{"op": "P95", "column": "duration_ms"}, {"op": "COUNT"}],
                    "orders": [{"op": "P95", "column": "duration_ms", "order": "descending"}],
                    "limit": 10,
                    "time_range": 7200,
                }
            ),
        ),
        (
            "honeycomb_run_query",
            {"dataset": "api-prod", "query_id": HC_Q},
            js(
                {
                    "id": HC_R,
                    "complete": False,
                    "query_id": HC_Q,
                    "links": {
                        "query_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{HC_R}"
                    },
                }
            ),
        ),
        (
            "honeycomb_get_query_result",
            {"dataset": "api-prod", "query_result_id": HC_R},
            js(
                {
                    "id": HC_R,
                    "complete": False,
                    "query_id": HC_Q,
                    "links": {
                        "query_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{HC_R}"
                    },
                }
            ),
        ),
        (
            "honeycomb_get_query_result",
            {"dataset": "api-prod", "query_result_id": HC_R},
            js(
                {
                    "id": HC_R,
                    "complete": True,
                    "query_id": HC_Q,
                    "data": {
                        "series": [],
                        "results": [
                            {
                                "data": {
                                    "http.route": "/v1/reports/{id}/export",
                                    "P95(duration_ms)": 4812.7,
                                    "COUNT": 311,
                                }
                            },
                            {
                                "data": {
                                    "http.route": "/v1/search",
                                    "P95(duration_ms)": 1290.4,
                                    "COUNT": 18422,
                                }
                            },
                            {
                                "data": {
                                    "http.route": "/v1/orgs/{org}/members",
                                    "P95(duration_ms)": 702.1,
                                    "COUNT": 2218,
                                }
                            },
                            {
                                "data": {
                                    "http.route": "/v1/invoices",
                                    "P95(duration_ms)": 388.0,
                                    "COUNT": 5407,
                                }
                            },
                            {
                                "data": {
                                    "http.route": "/healthz",
                                    "P95(duration_ms)": 2.3,
                                    "COUNT": 14400,
                                }
                            },
                        ],
                    },
                    "links": {
                        "query_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{HC_R}",
                        "graph_image_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{HC_R}/snapshot",
                    },
                }
            ),
        ),
        (
            "honeycomb_create_query",
            {
                "dataset": "api-prod",
                "query": {
                    "time_range": 7200,
                    "breakdowns": ["db.statement_name"],
                    "calculations": [{"op": "SUM", "column": "duration_ms"}],
                    "filters": [
                        {"column": "http.route", "op": "=", "value": "/v1/reports/{id}/export"}
                    ],
                    "limit": 5,
                },
            },
            js(
                {
                    "id": hx("hcq2", 11),
                    "breakdowns": ["db.statement_name"],
                    "calculations": [{"op": "SUM", "column": "duration_ms"}],
                    "filters": [
                        {"column": "http.route", "op": "=", "value": "/v1/reports/{id}/export"}
                    ],
                    "limit": 5,
                    "time_range": 7200,
                }
            ),
        ),
        (
            "honeycomb_run_query",
            {"dataset": "api-prod", "query_id": hx("hcq2", 11)},
            js(
                {
                    "id": hx("hcr2", 11),
                    "complete": False,
                    "query_id": hx("hcq2", 11),
                    "links": {
                        "query_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{hx('hcr2', 11)}"
                    },
                }
            ),
        ),
        (
            "honeycomb_get_query_result",
            {"dataset": "api-prod", "query_result_id": hx("hcr2", 11)},
            js(
                {
                    "id": hx("hcr2", 11),
                    "complete": True,
                    "query_id": hx("hcq2", 11),
                    "data": {
                        "series": [],
                        "results": [
                            {
                                "data": {
                                    "db.statement_name": "report_rows_by_org",
                                    "SUM(duration_ms)": 1190443.0,
                                }
                            },
                            {
                                "data": {
                                    "db.statement_name": "report_meta",
                                    "SUM(duration_ms)": 8821.5,
                                }
                            },
                        ],
                    },
                    "links": {
                        "query_url": f"https://ui.honeycomb.io/acme/environments/prod/datasets/api-prod/result/{hx('hcr2', 11)}"
                    },
                }
            ),
        ),
    ],
)

SUMO_JOB = hx("sumo1", 16).upper()
SUMO_BASE = "https://api.us2.sumologic.com/api/v1/search/jobs/"
session(
    "sumologic",
    "ok",
    1,
    "How many 5xx responses did the nginx edge tier log yesterday, broken down by upstream?",
    [
        (
            "sumo_search_create",
            {
                "query": "_sourceCategory=prod/nginx/edge status>=500 | count by upstream_addr | sort by _count",
                "from": "2024-05-13T00:00:00",
                "to": "2024-05-14T00:00:00",
                "timeZone": "UTC",
            },
            js({"id": SUMO_JOB, "link": {"rel": "self", "href": SUMO_BASE + SUMO_JOB}}),
        ),
        (
            "sumo_search_status",
            {"job_id": SUMO_JOB},
            js(
                {
                    "state": "GATHERING RESULTS",
                    "messageCount": 48210,
                    "histogramBuckets": [],
                    "pendingErrors": [],
                    "pendingWarnings": [],
                    "recordCount": 0,
                }
            ),
        ),
        (
            "sumo_search_status",
            {"job_id": SUMO_JOB},
            js(
                {
                    "state": "GATHERING RESULTS",
                    "messageCount": 112877,
                    "histogramBuckets": [],
                    "pendingErrors": [],
                    "pendingWarnings": [],
                    "recordCount": 0,
                }
            ),
        ),
        (
            "sumo_search_status",
            {"job_id": SUMO_JOB},
            js(
                {
                    "state": "DONE GATHERING RESULTS",
                    "messageCount": 131402,
                    "histogramBuckets": [],
                    "pendingErrors": [],
                    "pendingWarnings": [],
                    "recordCount": 4,
                }
            ),
        ),
        (
            "sumo_search_records",
            {"job_id": SUMO_JOB, "offset": 0, "limit": 100},
            js(
                {
                    "fields": [
                        {"name": "upstream_addr", "fieldType": "string", "keyField": True},
                        {"name": "_count", "fieldType": "int", "keyField": False},
                    ],
                    "records": [
                        {"map": {"upstream_addr": "10.40.2.18:8080", "_count": "97114"}},
                        {"map": {"upstream_addr": "10.40.2.21:8080", "_count": "21730"}},
                        {"map": {"upstream_addr": "10.40.3.7:8080", "_count": "12006"}},
                        {"map": {"upstream_addr": "-", "_count": "552"}},
                    ],
                }
            ),
        ),
        ("sumo_search_delete", {"job_id": SUMO_JOB}, js({"id": SUMO_JOB})),
    ],
)


def sumo_429(i):
    return js(
        {
            "status": 429,
            "id": hx(f"sumo429-{i}", 5).upper()
            + "-"
            + hx(f"s429b-{i}", 5).upper()
            + "-"
            + hx(f"s429c-{i}", 5).upper(),
            "code": "rate.limit.exceeded",
            "message": "Rate limit exceeded.",
        }
    )


session(
    "sumologic",
    "fail",
    1,
    "Find the login failures for user ID 88213 in the auth service logs over the past 3 days.",
    [
        (
            "sumo_search_create",
            {"query": q, "from": f, "to": "2024-05-14T12:00:00", "timeZone": "UTC"},
            sumo_429(i),
        )
        for i, (q, f) in enumerate(
            [
                ('_sourceCategory=prod/auth "88213" "login failed"', "2024-05-11T12:00:00"),
                (
                    '_sourceCategory=prod/auth user_id=88213 | where outcome="failure"',
                    "2024-05-11T12:00:00",
                ),
                ("_sourceCategory=prod/auth* 88213", "2024-05-11T12:00:00"),
                ('_sourceCategory=prod/auth "88213"', "2024-05-13T12:00:00"),
                ("_index=auth_logs 88213 failure", "2024-05-11T12:00:00"),
                (
                    '_sourceCategory=prod/auth | json "user_id","outcome" | where user_id="88213"',
                    "2024-05-14T00:00:00",
                ),
                ("_sourceCategory=prod/auth 88213 | count by outcome", "2024-05-11T12:00:00"),
            ]
        )
    ],
)

LOKI_ERR = "http://loki.monitoring.svc:3100/loki/api/v1/query_range?direction=BACKWARD&end=1715695200000000000&limit=%d&query=%s&start=1715691600000000000\n"
session(
    "loki",
    "ok",
    1,
    "Grab the recent OOMKilled / panic lines from the ingest-worker pods in prod and tell me which pod is crashing.",
    [
        (
            "run_shell",
            {
                "command": 'logcli query --since=1h --limit=20 \'{namespace="prod", app="ingest-worker"} |= "panic"\''
            },
            "http://loki.monitoring.svc:3100/loki/api/v1/query_range?direction=BACKWARD&end=1715695200000000000&limit=20&query=%7Bnamespace%3D%22prod%22%2C+app%3D%22ingest-worker%22%7D+%7C%3D+%22panic%22&start=1715691600000000000\n"
            'Common labels: {app="ingest-worker", namespace="prod"}\n'
            '2024-05-14T13:52:08Z {pod="ingest-worker-7d9f8-x2kqp"} panic: runtime error: invalid memory address or nil pointer dereference\n'
            '2024-05-14T13:52:08Z {pod="ingest-worker-7d9f8-x2kqp"} [signal SIGSEGV: segmentation violation code=0x1 addr=0x28 pc=0x14b3c7e]\n'
            '2024-05-14T13:31:40Z {pod="ingest-worker-7d9f8-x2kqp"} panic: runtime error: invalid memory address or nil pointer dereference\n'
            '2024-05-14T13:09:15Z {pod="ingest-worker-7d9f8-x2kqp"} panic: runtime error: invalid memory address or nil pointer dereference\n',
        ),
        (
            "run_shell",
            {
                "command": 'logcli query --since=1h --limit=20 \'{namespace="prod", app="ingest-worker"} |= "OOMKilled"\''
            },
            "http://loki.monitoring.svc:3100/loki/api/v1/query_range?direction=BACKWARD&end=1715695200000000000&limit=20&query=%7Bnamespace%3D%22prod%22%2C+app%3D%22ingest-worker%22%7D+%7C%3D+%22OOMKilled%22&start=1715691600000000000\n",
        ),
        (
            "run_shell",
            {
                "command": 'logcli query --since=1h --limit=10 -o raw \'{namespace="prod", pod="ingest-worker-7d9f8-x2kqp"} |= "goroutine" != "level=debug"\''
            },
            "http://loki.monitoring.svc:3100/loki/api/v1/query_range?direction=BACKWARD&end=1715695200000000000&limit=10&query=%7Bnamespace%3D%22prod%22%2C+pod%3D%22ingest-worker-7d9f8-x2kqp%22%7D+%7C%3D+%22goroutine%22+%21%3D+%22level%3Ddebug%22&start=1715691600000000000\n"
            "goroutine 412 [running]:\n"
            "github.com/acme/ingest/internal/decode.(*AvroDecoder).schemaFor(0x0, {0xc0004a2f30, 0x11})\n"
            "goroutine 388 [running]:\n"
            "github.com/acme/ingest/internal/decode.(*AvroDecoder).schemaFor(0x0, {0xc0003b1e80, 0x11})\n",
        ),
        (
            "run_shell",
            {
                "command": 'logcli instant-query \'sum by (pod) (count_over_time({namespace="prod", app="ingest-worker"} |= "panic:" [1h]))\''
            },
            '[\n  {\n    "metric": {\n      "pod": "ingest-worker-7d9f8-x2kqp"\n    },\n    "value": [\n      1715695200,\n      "3"\n    ]\n  }\n]\n',
        ),
        (
            "run_shell",
            {"command": 'logcli series --since=1h \'{namespace="prod", app="ingest-worker"}\''},
            "http://loki.monitoring.svc:3100/loki/api/v1/series?end=1715695200000000000&match=%7Bnamespace%3D%22prod%22%2C+app%3D%22ingest-worker%22%7D&start=1715691600000000000\n"
            '{app="ingest-worker", container="worker", namespace="prod", pod="ingest-worker-7d9f8-9hz4m", stream="stderr"}\n'
            '{app="ingest-worker", container="worker", namespace="prod", pod="ingest-worker-7d9f8-x2kqp", stream="stderr"}\n'
            '{app="ingest-worker", container="worker", namespace="prod", pod="ingest-worker-7d9f8-x2kqp", stream="stdout"}\n'
            '{app="ingest-worker", container="worker", namespace="prod", pod="ingest-worker-7d9f8-9hz4m", stream="stdout"}\n',
        ),
    ],
)

_loki_fail_q = [
    (
        'logcli query --since=2h \'{app="billing-api"} |= "timeout"\'',
        30,
        "%7Bapp%3D%22billing-api%22%7D+%7C%3D+%22timeout%22",
    ),
    (
        'logcli query --since=2h --limit=50 \'{app="billing-api", namespace="prod"}\'',
        50,
        "%7Bapp%3D%22billing-api%22%2C+namespace%3D%22prod%22%7D",
    ),
    ("logcli labels app", 0, ""),
    (
        'logcli query --since=6h \'{app="billing-api"} |~ "(?i)deadline exceeded"\'',
        30,
        "%7Bapp%3D%22billing-api%22%7D+%7C~+%22%28%3Fi%29deadline+exceeded%22",
    ),
    (
        "logcli --addr=http://loki.monitoring.svc:3100 query --since=2h '{app=\"billing-api\"}'",
        30,
        "%7Bapp%3D%22billing-api%22%7D",
    ),
    (
        'logcli query --since=2h \'{namespace="prod"} |= "billing"\'',
        30,
        "%7Bnamespace%3D%22prod%22%7D+%7C%3D+%22billing%22",
    ),
    (
        'logcli query --since=30m \'{app="billing-api"} |= "error"\'',
        30,
        "%7Bapp%3D%22billing-api%22%7D+%7C%3D+%22error%22",
    ),
]


def loki_refused(cmd, lim, q):
    if q:
        url = LOKI_ERR % (lim, q)
        return (
            url
            + 'Query failed: run query failed: Get "'
            + url.strip()
            + '": dial tcp 10.96.14.203:3100: connect: connection refused\n'
        )
    return 'http://loki.monitoring.svc:3100/loki/api/v1/label/app/values?end=1715695200000000000&start=1715691600000000000\nError doing request: run query failed: Get "http://loki.monitoring.svc:3100/loki/api/v1/label/app/values?end=1715695200000000000&start=1715691600000000000": dial tcp 10.96.14.203:3100: connect: connection refused\n'


session(
    "loki",
    "fail",
    1,
    "Check the billing-api logs in prod for timeouts calling the tax provider in the last couple of hours.",
    [("run_shell", {"command": c}, loki_refused(c, lim, q)) for c, lim, q in _loki_fail_q],
)


def jspan(tid, sid, op, svc_pid, start, dur, parent=None, tags=None):
    return {
        "traceID": tid,
        "spanID": sid,
        "operationName": op,
        "references": [{"refType": "CHILD_OF", "traceID": tid, "spanID": parent}] if parent else [],
        "startTime": start,
        "duration": dur,
        "tags": tags or [],
        "logs": [],
        "processID": svc_pid,
        "warnings": None,
    }


TID = hx("jaeger-trace-1", 16)
session(
    "jaeger",
    "ok",
    1,
    "Find a slow /checkout trace from the frontend in the last hour and tell me which downstream span took the time.",
    [
        (
            "jaeger_api",
            {"path": "/api/services"},
            js(
                {
                    "data": [
                        "frontend",
                        "checkoutservice",
                        "paymentservice",
                        "shippingservice",
                        "currencyservice",
                        "jaeger-all-in-one",
                    ],
                    "total": 6,
                    "limit": 0,
                    "offset": 0,
                    "errors": None,
                }
            ),
        ),
        (
            "jaeger_api",
            {"path": "/api/services/frontend/operations"},
            js(
                {
                    "data": [
                        {"name": "HTTP GET /", "spanKind": "server"},
                        {"name": "HTTP POST /cart/checkout", "spanKind": "server"},
                        {"name": "HTTP GET /product/{id}", "spanKind": "server"},
                        {
                            "name": "grpc.hipstershop.CheckoutService/PlaceOrder",
                            "spanKind": "client",
                        },
                    ],
                    "total": 4,
                    "limit": 0,
                    "offset": 0,
                    "errors": None,
                }
            ),
        ),
        (
            "jaeger_api",
            {
                "path": "/api/traces",
                "params": {
                    "service": "frontend",
                    "operation": "HTTP POST /cart/checkout",
                    "minDuration": "2s",
                    "lookback": "1h",
                    "limit": 5,
                },
            },
            js(
                {
                    "data": [
                        {
                            "traceID": TID,
                            "spans": [
                                jspan(
                                    TID,
                                    hx("s1", 16),
                                    "HTTP POST /cart/checkout",
                                    "p1",
                                    1715693011204113,
                                    3412088,
                                    tags=[
                                        {"key": "http.status_code", "type": "int64", "value": 200}
                                    ],
                                ),
                            ],
                            "processes": {
                                "p1": {
                                    "serviceName": "frontend",
                                    "tags": [
                                        {
                                            "key": "hostname",
                                            "type": "string",
                                            "value": "frontend-5c8d7b9f4-kq2lx",
                                        }
                                    ],
                                }
                            },
                            "warnings": None,
                        }
                    ],
                    "total": 0,
                    "limit": 0,
                    "offset": 0,
                    "errors": None,
                }
            ),
        ),
        (
            "jaeger_api",
            {"path": f"/api/traces/{TID}"},
            js(
                {
                    "data": [
                        {
                            "traceID": TID,
                            "spans": [
                                jspan(
                                    TID,
                                    hx("s1", 16),
                                    "HTTP POST /cart/checkout",
                                    "p1",
                                    1715693011204113,
                                    3412088,
                                ),
                                jspan(
                                    TID,
                                    hx("s2", 16),
                                    "grpc.hipstershop.CheckoutService/PlaceOrder",
                                    "p2",
                                    1715693011207001,
                                    3401230,
                                    hx("s1", 16),
                                ),
                                jspan(
                                    TID,
                                    hx("s3", 16),
                                    "grpc.hipstershop.CurrencyService/Convert",
                                    "p3",
                                    1715693011210554,
                                    4211,
                                    hx("s2", 16),
                                ),
                                jspan(
                                    TID,
                                    hx("s4", 16),
                                    "grpc.hipstershop.PaymentService/Charge",
                                    "p4",
                                    1715693011216020,
                                    3318904,
                                    hx("s2", 16),
                                    [
                                        {
                                            "key": "rpc.grpc.status_code",
                                            "type": "int64",
                                            "value": 0,
                                        },
                                        {
                                            "key": "app.payment.retry_count",
                                            "type": "int64",
                                            "value": 2,
                                        },
                                    ],
                                ),
                                jspan(
                                    TID,
                                    hx("s5", 16),
                                    "grpc.hipstershop.ShippingService/ShipOrder",
                                    "p5",
                                    1715693014536100,
                                    61210,
                                    hx("s2", 16),
                                ),
                            ],
                            "processes": {
                                "p1": {"serviceName": "frontend", "tags": []},
                                "p2": {"serviceName": "checkoutservice", "tags": []},
                                "p3": {"serviceName": "currencyservice", "tags": []},
                                "p4": {"serviceName": "paymentservice", "tags": []},
                                "p5": {"serviceName": "shippingservice", "tags": []},
                            },
                            "warnings": None,
                        }
                    ],
                    "total": 0,
                    "limit": 0,
                    "offset": 0,
                    "errors": None,
                }
            ),
        ),
        (
            "jaeger_api",
            {
                "path": "/api/traces",
                "params": {
                    "service": "paymentservice",
                    "minDuration": "2s",
                    "lookback": "1h",
                    "limit": 20,
                },
            },
            js(
                {
                    "data": [
                        {
                            "traceID": hx(f"jt{i}", 16),
                            "spans": [
                                jspan(
                                    hx(f"jt{i}", 16),
                                    hx(f"js{i}", 16),
                                    "grpc.hipstershop.PaymentService/Charge",
                                    "p1",
                                    1715692000000000 + i * 91000000,
                                    2900000 + i * 81000,
                                    tags=[
                                        {
                                            "key": "app.payment.retry_count",
                                            "type": "int64",
                                            "value": 2,
                                        }
                                    ],
                                )
                            ],
                            "processes": {"p1": {"serviceName": "paymentservice", "tags": []}},
                            "warnings": None,
                        }
                        for i in range(3)
                    ],
                    "total": 0,
                    "limit": 0,
                    "offset": 0,
                    "errors": None,
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- music and audio

MB_ART = uuid("mb-artist-slowdive")
session(
    "musicbrainz",
    "ok",
    1,
    "List Slowdive's studio albums in release order according to MusicBrainz.",
    [
        (
            "musicbrainz_search",
            {"entity": "artist", "query": "artist:slowdive", "limit": 3},
            js(
                {
                    "created": "2024-05-14T12:01:44.312Z",
                    "count": 3,
                    "offset": 0,
                    "artists": [
                        {
                            "id": MB_ART,
                            "type": "Group",
                            "score": 100,
                            "name": "Slowdive",
                            "sort-name": "Slowdive",
                            "country": "GB",
                            "area": {"name": "United Kingdom"},
                            "begin-area": {"name": "Reading"},
                            "life-span": {"begin": "1989", "ended": None},
                            "disambiguation": "UK shoegaze band",
                        },
                        {
                            "id": uuid("mb-a2"),
                            "type": "Person",
                            "score": 61,
                            "name": "Slowdive Kid",
                            "sort-name": "Slowdive Kid",
                            "life-span": {"ended": None},
                        },
                        {
                            "id": uuid("mb-a3"),
                            "type": None,
                            "score": 55,
                            "name": "Slow Dive",
                            "sort-name": "Slow Dive",
                            "life-span": {"ended": None},
                        },
                    ],
                }
            ),
        ),
        (
            "musicbrainz_browse",
            {
                "entity": "release-group",
                "artist": MB_ART,
                "type": "album",
                "limit": 25,
                "offset": 0,
            },
            js(
                {
                    "release-group-count": 9,
                    "release-group-offset": 0,
                    "release-groups": [
                        {
                            "id": uuid("rg-just"),
                            "title": "Just for a Day",
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": "1991-09-02",
                        },
                        {
                            "id": uuid("rg-souv"),
                            "title": "Souvlaki",
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": "1993-05-17",
                        },
                        {
                            "id": uuid("rg-pyg"),
                            "title": "Pygmalion",
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": "1995-02-06",
                        },
                        {
                            "id": uuid("rg-st"),
                            "title": "Slowdive",
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": "2017-05-05",
                        },
                        {
                            "id": uuid("rg-ev"),
                            "title": "everything is alive",
                            "primary-type": "Album",
                            "secondary-types": [],
                            "first-release-date": "2023-09-01",
                        },
                        {
                            "id": uuid("rg-bbc"),
                            "title": "In Mind: The BBC Sessions",
                            "primary-type": "Album",
                            "secondary-types": ["Live"],
                            "first-release-date": "2014",
                        },
                        {
                            "id": uuid("rg-comp1"),
                            "title": "Blue Day",
                            "primary-type": "Album",
                            "secondary-types": ["Compilation"],
                            "first-release-date": "1992-08-24",
                        },
                        {
                            "id": uuid("rg-comp2"),
                            "title": "Catch the Breeze",
                            "primary-type": "Album",
                            "secondary-types": ["Compilation"],
                            "first-release-date": "2004-11-15",
                        },
                        {
                            "id": uuid("rg-comp3"),
                            "title": "Shine",
                            "primary-type": "Album",
                            "secondary-types": ["Compilation"],
                            "first-release-date": "2010",
                        },
                    ],
                }
            ),
        ),
        (
            "musicbrainz_lookup",
            {"entity": "release-group", "mbid": uuid("rg-pyg"), "inc": "releases"},
            js(
                {
                    "id": uuid("rg-pyg"),
                    "title": "Pygmalion",
                    "primary-type": "Album",
                    "secondary-types": [],
                    "first-release-date": "1995-02-06",
                    "disambiguation": "",
                    "releases": [
                        {
                            "id": uuid("rel-pyg-1"),
                            "title": "Pygmalion",
                            "status": "Official",
                            "date": "1995-02-06",
                            "country": "GB",
                            "barcode": "5016839224721",
                        },
                        {
                            "id": uuid("rel-pyg-2"),
                            "title": "Pygmalion",
                            "status": "Official",
                            "date": "2010-09-27",
                            "country": "GB",
                            "barcode": "5053105149021",
                        },
                    ],
                }
            ),
        ),
        (
            "musicbrainz_lookup",
            {"entity": "release-group", "mbid": uuid("rg-just"), "inc": "releases"},
            js(
                {
                    "id": uuid("rg-just"),
                    "title": "Just for a Day",
                    "primary-type": "Album",
                    "secondary-types": [],
                    "first-release-date": "1991-09-02",
                    "disambiguation": "",
                    "releases": [
                        {
                            "id": uuid("rel-j-1"),
                            "title": "Just for a Day",
                            "status": "Official",
                            "date": "1991-09-02",
                            "country": "GB",
                            "barcode": "5016839212223",
                        }
                    ],
                }
            ),
        ),
    ],
)

session(
    "musicbrainz",
    "ok",
    2,
    "Is there an ISRC registered in MusicBrainz for the recording 'Windowlicker' by Aphex Twin? If not, say so.",
    [
        (
            "musicbrainz_search",
            {
                "entity": "recording",
                "query": 'recording:"Windowlicker" AND artist:"Aphex Twin"',
                "limit": 5,
            },
            js(
                {
                    "created": "2024-05-14T12:10:02.019Z",
                    "count": 2,
                    "offset": 0,
                    "recordings": [
                        {
                            "id": uuid("rec-wl"),
                            "score": 100,
                            "title": "Windowlicker",
                            "length": 367000,
                            "video": None,
                            "artist-credit": [
                                {
                                    "name": "Aphex Twin",
                                    "artist": {
                                        "id": uuid("mb-aphex"),
                                        "name": "Aphex Twin",
                                        "sort-name": "Aphex Twin",
                                    },
                                }
                            ],
                            "first-release-date": "1999-03-22",
                        },
                        {
                            "id": uuid("rec-wl-edit"),
                            "score": 92,
                            "title": "Windowlicker",
                            "length": 248000,
                            "disambiguation": "radio edit",
                            "video": None,
                            "artist-credit": [
                                {
                                    "name": "Aphex Twin",
                                    "artist": {
                                        "id": uuid("mb-aphex"),
                                        "name": "Aphex Twin",
                                        "sort-name": "Aphex Twin",
                                    },
                                }
                            ],
                            "first-release-date": "1999-03-22",
                        },
                    ],
                }
            ),
        ),
        (
            "musicbrainz_lookup",
            {"entity": "recording", "mbid": uuid("rec-wl"), "inc": "isrcs"},
            js(
                {
                    "id": uuid("rec-wl"),
                    "title": "Windowlicker",
                    "length": 367000,
                    "video": False,
                    "disambiguation": "",
                    "first-release-date": "1999-03-22",
                    "isrcs": [],
                }
            ),
        ),
        (
            "musicbrainz_lookup",
            {"entity": "recording", "mbid": uuid("rec-wl-edit"), "inc": "isrcs"},
            js(
                {
                    "id": uuid("rec-wl-edit"),
                    "title": "Windowlicker",
                    "length": 248000,
                    "video": False,
                    "disambiguation": "radio edit",
                    "first-release-date": "1999-03-22",
                    "isrcs": [],
                }
            ),
        ),
        (
            "musicbrainz_lookup",
            {"entity": "recording", "mbid": uuid("rec-wl"), "inc": "releases"},
            js(
                {
                    "id": uuid("rec-wl"),
                    "title": "Windowlicker",
                    "length": 367000,
                    "video": False,
                    "releases": [
                        {
                            "id": uuid("rel-wl-1"),
                            "title": "Windowlicker",
                            "status": "Official",
                            "date": "1999-03-22",
                            "country": "GB",
                        },
                        {
                            "id": uuid("rel-wl-2"),
                            "title": "Windowlicker",
                            "status": "Official",
                            "date": "1999-03-23",
                            "country": "US",
                        },
                    ],
                }
            ),
        ),
    ],
)

MB_503 = js(
    {
        "error": "Your requests are exceeding the allowable rate limit. Please see http://wiki.musicbrainz.org/XMLWebService for more information."
    }
)
session(
    "musicbrainz",
    "fail",
    1,
    "Get the MusicBrainz IDs and release years for every Cocteau Twins album so I can tag my library.",
    [
        (
            "musicbrainz_search",
            {"entity": "artist", "query": 'artist:"Cocteau Twins"', "limit": 1},
            MB_503,
        ),
        ("musicbrainz_search", {"entity": "artist", "query": "Cocteau Twins", "limit": 5}, MB_503),
        (
            "musicbrainz_search",
            {
                "entity": "release-group",
                "query": 'artist:"Cocteau Twins" AND primarytype:album',
                "limit": 25,
            },
            MB_503,
        ),
        (
            "musicbrainz_search",
            {"entity": "release", "query": 'release:"Heaven or Las Vegas"', "limit": 5},
            MB_503,
        ),
        (
            "musicbrainz_search",
            {
                "entity": "release",
                "query": 'release:"Treasure" AND artist:"Cocteau Twins"',
                "limit": 5,
            },
            MB_503,
        ),
        (
            "musicbrainz_search",
            {"entity": "release-group", "query": 'releasegroup:"Garlands"', "limit": 5},
            MB_503,
        ),
        ("musicbrainz_search", {"entity": "artist", "query": "cocteau", "limit": 10}, MB_503),
        (
            "musicbrainz_search",
            {"entity": "release-group", "query": 'releasegroup:"Victorialand"', "limit": 5},
            MB_503,
        ),
    ],
)

session(
    "discogs",
    "ok",
    1,
    "What's the going rate on Discogs for the original 1977 UK pressing of Kraftwerk's Trans-Europe Express, and how many copies are for sale?",
    [
        (
            "discogs_search",
            {
                "q": "Kraftwerk Trans-Europe Express",
                "type": "release",
                "country": "UK",
                "year": "1977",
                "per_page": 5,
            },
            js(
                {
                    "pagination": {"page": 1, "pages": 1, "per_page": 5, "items": 3, "urls": {}},
                    "results": [
                        {
                            "country": "UK",
                            "year": "1977",
                            "format": ["Vinyl", "LP", "Album"],
                            "label": ["Capitol Records", "EMI"],
                            "type": "release",
                            "genre": ["Electronic"],
                            "style": ["Electro", "Synth-pop"],
                            "id": 415532,
                            "catno": "EST 11603",
                            "title": "Kraftwerk - Trans-Europe Express",
                            "thumb": "",
                            "cover_image": "https://i.discogs.com/415532-cover.jpg",
                            "resource_url": "https://api.discogs.com/releases/415532",
                            "community": {"want": 4812, "have": 6120},
                        },
                        {
                            "country": "UK",
                            "year": "1977",
                            "format": ["Vinyl", '7"', "Single"],
                            "label": ["Capitol Records"],
                            "type": "release",
                            "genre": ["Electronic"],
                            "id": 1022117,
                            "catno": "CL 15981",
                            "title": "Kraftwerk - Trans-Europe Express",
                            "resource_url": "https://api.discogs.com/releases/1022117",
                            "community": {"want": 611, "have": 1040},
                        },
                        {
                            "country": "UK",
                            "year": "1977",
                            "format": ["Cassette", "Album"],
                            "label": ["Capitol Records"],
                            "type": "release",
                            "genre": ["Electronic"],
                            "id": 2290341,
                            "catno": "TC-EST 11603",
                            "title": "Kraftwerk - Trans-Europe Express",
                            "resource_url": "https://api.discogs.com/releases/2290341",
                            "community": {"want": 98, "have": 211},
                        },
                    ],
                }
            ),
        ),
        (
            "discogs_release",
            {"release_id": 415532},
            js(
                {
                    "id": 415532,
                    "status": "Accepted",
                    "year": 1977,
                    "resource_url": "https://api.discogs.com/releases/415532",
                    "uri": "https://www.discogs.com/release/415532-Kraftwerk-Trans-Europe-Express",
                    "artists": [{"name": "Kraftwerk", "id": 4654}],
                    "labels": [{"name": "Capitol Records", "catno": "EST 11603", "id": 654}],
                    "formats": [{"name": "Vinyl", "qty": "1", "descriptions": ["LP", "Album"]}],
                    "title": "Trans-Europe Express",
                    "country": "UK",
                    "released": "1977-04-00",
                    "notes": "Gatefold sleeve. Printed inner sleeve.",
                    "identifiers": [{"type": "Matrix / Runout", "value": "YEX 967-1"}],
                    "num_for_sale": 14,
                    "lowest_price": 38.5,
                    "master_id": 5002,
                }
            ),
        ),
        (
            "discogs_marketplace_stats",
            {"release_id": 415532, "curr_abbr": "GBP"},
            js(
                {
                    "lowest_price": {"currency": "GBP", "value": 38.5},
                    "num_for_sale": 14,
                    "blocked_from_sale": False,
                }
            ),
        ),
        (
            "discogs_price_suggestions",
            {"release_id": 415532},
            js(
                {
                    "Mint (M)": {"currency": "GBP", "value": 92.4},
                    "Near Mint (NM or M-)": {"currency": "GBP", "value": 81.2},
                    "Very Good Plus (VG+)": {"currency": "GBP", "value": 58.6},
                    "Very Good (VG)": {"currency": "GBP", "value": 36.9},
                    "Good Plus (G+)": {"currency": "GBP", "value": 22.1},
                    "Good (G)": {"currency": "GBP", "value": 14.7},
                    "Fair (F)": {"currency": "GBP", "value": 9.2},
                    "Poor (P)": {"currency": "GBP", "value": 5.5},
                }
            ),
        ),
        (
            "discogs_master_versions",
            {"master_id": 5002, "country": "UK", "per_page": 10},
            js(
                {
                    "pagination": {"page": 1, "pages": 1, "per_page": 10, "items": 2, "urls": {}},
                    "filters": {"applied": {"country": ["UK"]}},
                    "versions": [
                        {
                            "id": 415532,
                            "label": "Capitol Records",
                            "country": "UK",
                            "title": "Trans-Europe Express",
                            "major_formats": ["Vinyl"],
                            "format": "LP, Album",
                            "catno": "EST 11603",
                            "released": "1977",
                            "status": "Accepted",
                            "stats": {"community": {"in_wantlist": 4812, "in_collection": 6120}},
                        },
                        {
                            "id": 7718201,
                            "label": "Parlophone",
                            "country": "UK",
                            "title": "Trans-Europe Express",
                            "major_formats": ["Vinyl"],
                            "format": "LP, Album, Reissue, Remastered",
                            "catno": "50999 9 66022 1 2",
                            "released": "2009",
                            "status": "Accepted",
                            "stats": {"community": {"in_wantlist": 702, "in_collection": 3311}},
                        },
                    ],
                }
            ),
        ),
    ],
)

DG_AUTH = js({"message": "You must authenticate to access this resource."})
session(
    "discogs",
    "fail",
    1,
    'Find the catalogue numbers of all the 12" singles Factory Records released in 1983.',
    [
        (
            "discogs_search",
            {"label": "Factory", "year": "1983", "format": '12"', "type": "release"},
            DG_AUTH,
        ),
        (
            "discogs_search",
            {"q": "Factory Records 1983", "type": "release", "per_page": 50},
            DG_AUTH,
        ),
        ("discogs_search", {"label": "Factory Records", "year": "1983"}, DG_AUTH),
        ("discogs_search", {"q": "Blue Monday New Order", "type": "release"}, DG_AUTH),
        ("discogs_search", {"q": "FAC 73", "type": "release"}, DG_AUTH),
        (
            "discogs_search",
            {"label": "Factory", "format": "Vinyl", "year": "1983", "per_page": 100, "page": 1},
            DG_AUTH,
        ),
        ("discogs_search", {"catno": "FAC 8*", "type": "release"}, DG_AUTH),
    ],
)

session(
    "lastfm",
    "ok",
    1,
    "From my Last.fm (user 'mira_ko'), what did I scrobble last Saturday evening, and suggest two artists similar to the one I played most?",
    [
        (
            "lastfm_api",
            {
                "method": "user.getRecentTracks",
                "user": "mira_ko",
                "from": 1715443200,
                "to": 1715457600,
                "limit": 50,
                "page": 1,
            },
            js(
                {
                    "recenttracks": {
                        "track": [
                            {
                                "artist": {"mbid": uuid("lf-hm"), "#text": "Hania Rani"},
                                "streamable": "0",
                                "image": [],
                                "mbid": "",
                                "album": {"mbid": "", "#text": "Ghosts"},
                                "name": "Hello",
                                "url": "https://www.last.fm/music/Hania+Rani/_/Hello",
                                "date": {"uts": "1715456702", "#text": "11 May 2024, 19:45"},
                            },
                            {
                                "artist": {"mbid": uuid("lf-hm"), "#text": "Hania Rani"},
                                "streamable": "0",
                                "image": [],
                                "mbid": "",
                                "album": {"mbid": "", "#text": "Ghosts"},
                                "name": "Don't Break My Heart",
                                "url": "https://www.last.fm/music/Hania+Rani/_/Don%27t+Break+My+Heart",
                                "date": {"uts": "1715456421", "#text": "11 May 2024, 19:40"},
                            },
                            {
                                "artist": {"mbid": "", "#text": "Nils Frahm"},
                                "streamable": "0",
                                "image": [],
                                "mbid": "",
                                "album": {"mbid": "", "#text": "Spaces"},
                                "name": "Says",
                                "url": "https://www.last.fm/music/Nils+Frahm/_/Says",
                                "date": {"uts": "1715455502", "#text": "11 May 2024, 19:25"},
                            },
                            {
                                "artist": {"mbid": uuid("lf-hm"), "#text": "Hania Rani"},
                                "streamable": "0",
                                "image": [],
                                "mbid": "",
                                "album": {"mbid": "", "#text": "Esja"},
                                "name": "Eden",
                                "url": "https://www.last.fm/music/Hania+Rani/_/Eden",
                                "date": {"uts": "1715454610", "#text": "11 May 2024, 19:10"},
                            },
                        ],
                        "@attr": {
                            "user": "mira_ko",
                            "totalPages": "1",
                            "page": "1",
                            "perPage": "50",
                            "total": "4",
                        },
                    }
                }
            ),
        ),
        (
            "lastfm_api",
            {"method": "artist.getSimilar", "artist": "Hania Rani", "limit": 5},
            js(
                {
                    "similarartists": {
                        "artist": [
                            {
                                "name": "Joep Beving",
                                "mbid": uuid("lf-jb"),
                                "match": "1",
                                "url": "https://www.last.fm/music/Joep+Beving",
                                "streamable": "0",
                            },
                            {
                                "name": "Ólafur Arnalds",
                                "mbid": uuid("lf-oa"),
                                "match": "0.912",
                                "url": "https://www.last.fm/music/%C3%93lafur+Arnalds",
                                "streamable": "0",
                            },
                            {
                                "name": "Nils Frahm",
                                "mbid": uuid("lf-nf"),
                                "match": "0.874",
                                "url": "https://www.last.fm/music/Nils+Frahm",
                                "streamable": "0",
                            },
                            {
                                "name": "Dustin O'Halloran",
                                "mbid": uuid("lf-doh"),
                                "match": "0.701",
                                "url": "https://www.last.fm/music/Dustin+O%27Halloran",
                                "streamable": "0",
                            },
                            {
                                "name": "Alexandra Stréliski",
                                "mbid": "",
                                "match": "0.688",
                                "url": "https://www.last.fm/music/Alexandra+Str%C3%A9liski",
                                "streamable": "0",
                            },
                        ],
                        "@attr": {"artist": "Hania Rani"},
                    }
                }
            ),
        ),
        (
            "lastfm_api",
            {"method": "user.getArtistTracks", "user": "mira_ko", "artist": "Joep Beving"},
            js(
                {
                    "artisttracks": {
                        "track": [],
                        "@attr": {
                            "user": "mira_ko",
                            "artist": "Joep Beving",
                            "items": "0",
                            "page": "1",
                            "perPage": "50",
                            "totalPages": "0",
                        },
                    }
                }
            ),
        ),
        (
            "lastfm_api",
            {"method": "artist.getInfo", "artist": "Joep Beving", "username": "mira_ko"},
            js(
                {
                    "artist": {
                        "name": "Joep Beving",
                        "mbid": uuid("lf-jb"),
                        "url": "https://www.last.fm/music/Joep+Beving",
                        "streamable": "0",
                        "ontour": "0",
                        "stats": {
                            "listeners": "298114",
                            "playcount": "4120337",
                            "userplaycount": "0",
                        },
                        "tags": {
                            "tag": [
                                {
                                    "name": "neoclassical",
                                    "url": "https://www.last.fm/tag/neoclassical",
                                },
                                {"name": "piano", "url": "https://www.last.fm/tag/piano"},
                            ]
                        },
                        "bio": {
                            "summary": 'Joep Beving is a Dutch composer and pianist. <a href="https://www.last.fm/music/Joep+Beving">Read more on Last.fm</a>'
                        },
                    }
                }
            ),
        ),
        (
            "lastfm_api",
            {"method": "artist.getInfo", "artist": "Alexandra Stréliski", "username": "mira_ko"},
            js(
                {
                    "artist": {
                        "name": "Alexandra Stréliski",
                        "mbid": "",
                        "url": "https://www.last.fm/music/Alexandra+Str%C3%A9liski",
                        "streamable": "0",
                        "ontour": "1",
                        "stats": {
                            "listeners": "97402",
                            "playcount": "1391877",
                            "userplaycount": "0",
                        },
                        "tags": {
                            "tag": [
                                {"name": "piano", "url": "https://www.last.fm/tag/piano"},
                                {"name": "canadian", "url": "https://www.last.fm/tag/canadian"},
                            ]
                        },
                        "bio": {
                            "summary": 'Alexandra Stréliski is a Canadian pianist and composer from Montreal. <a href="https://www.last.fm/music/Alexandra+Str%C3%A9liski">Read more on Last.fm</a>'
                        },
                    }
                }
            ),
        ),
    ],
)

LF_29 = js(
    {
        "error": 29,
        "message": "Rate Limit Exceeded - Your IP has made too many requests in a short period",
    }
)
session(
    "lastfm",
    "fail",
    1,
    "Build me a list of the top 10 tracks tagged 'dream pop' on Last.fm with their play counts.",
    [
        ("lastfm_api", {"method": "tag.getTopTracks", "tag": "dream pop", "limit": 10}, LF_29),
        ("lastfm_api", {"method": "tag.getTopTracks", "tag": "dreampop", "limit": 10}, LF_29),
        ("lastfm_api", {"method": "tag.getInfo", "tag": "dream pop"}, LF_29),
        ("lastfm_api", {"method": "tag.getTopArtists", "tag": "dream pop", "limit": 10}, LF_29),
        (
            "lastfm_api",
            {"method": "track.getInfo", "artist": "Beach House", "track": "Space Song"},
            LF_29,
        ),
        (
            "lastfm_api",
            {"method": "track.getInfo", "artist": "Cocteau Twins", "track": "Heaven or Las Vegas"},
            LF_29,
        ),
        ("lastfm_api", {"method": "chart.getTopTracks", "limit": 50}, LF_29),
    ],
)

SC_NEXT = "https://api-v2.soundcloud.com/search/tracks?q=field%20recording%20rain%20tokyo&offset=10&limit=10&linked_partitioning=1"
session(
    "soundcloud",
    "ok",
    1,
    "Find Creative Commons-licensed rain field recordings from Tokyo on SoundCloud that I can use in a film, with the uploader names.",
    [
        (
            "soundcloud_search_tracks",
            {"q": "field recording rain tokyo", "limit": 10},
            js(
                {
                    "collection": [
                        {
                            "id": 1601447290,
                            "kind": "track",
                            "title": "Shibuya crossing, light rain (binaural)",
                            "user": {
                                "id": 44019812,
                                "username": "kaze_sound",
                                "permalink": "kaze_sound",
                            },
                            "duration": 412530,
                            "license": "cc-by",
                            "genre": "Field Recording",
                            "permalink_url": "https://soundcloud.com/kaze_sound/shibuya-crossing-light-rain",
                            "playback_count": 3107,
                            "downloadable": True,
                        },
                        {
                            "id": 1432210985,
                            "kind": "track",
                            "title": "Rainy night in Yanaka",
                            "user": {
                                "id": 9913201,
                                "username": "tomoko.field",
                                "permalink": "tomokofield",
                            },
                            "duration": 618004,
                            "license": "all-rights-reserved",
                            "genre": "Ambient",
                            "permalink_url": "https://soundcloud.com/tomokofield/rainy-night-in-yanaka",
                            "playback_count": 12880,
                            "downloadable": False,
                        },
                        {
                            "id": 1377005112,
                            "kind": "track",
                            "title": "Tokyo rain on umbrella 4k",
                            "user": {
                                "id": 77231100,
                                "username": "lofi_archive",
                                "permalink": "lofiarchive",
                            },
                            "duration": 3600201,
                            "license": "all-rights-reserved",
                            "genre": "",
                            "permalink_url": "https://soundcloud.com/lofiarchive/tokyo-rain-on-umbrella",
                            "playback_count": 201994,
                            "downloadable": False,
                        },
                    ],
                    "next_href": SC_NEXT,
                    "query_urn": "soundcloud:search:" + hx("scq", 32),
                    "total_results": 27,
                }
            ),
        ),
        (
            "soundcloud_search_tracks",
            {"q": "field recording rain tokyo", "limit": 10, "offset": 10},
            js(
                {
                    "collection": [
                        {
                            "id": 1287710450,
                            "kind": "track",
                            "title": "Meguro river, rain and trains",
                            "user": {
                                "id": 3120987,
                                "username": "Aki Fieldwork",
                                "permalink": "akifieldwork",
                            },
                            "duration": 289440,
                            "license": "cc-by-nc",
                            "genre": "Field Recording",
                            "permalink_url": "https://soundcloud.com/akifieldwork/meguro-river-rain",
                            "playback_count": 904,
                            "downloadable": True,
                        },
                        {
                            "id": 1190332761,
                            "kind": "track",
                            "title": "rain // ikebukuro 3am",
                            "user": {
                                "id": 55410023,
                                "username": "nightwalk.jp",
                                "permalink": "nightwalkjp",
                            },
                            "duration": 1800120,
                            "license": "all-rights-reserved",
                            "genre": "Ambient",
                            "permalink_url": "https://soundcloud.com/nightwalkjp/rain-ikebukuro-3am",
                            "playback_count": 41112,
                            "downloadable": False,
                        },
                    ],
                    "next_href": SC_NEXT.replace("offset=10", "offset=20"),
                    "query_urn": "soundcloud:search:" + hx("scq", 32),
                    "total_results": 27,
                }
            ),
        ),
        (
            "soundcloud_search_tracks",
            {"q": "field recording rain tokyo", "limit": 10, "offset": 20},
            js(
                {
                    "collection": [
                        {
                            "id": 1011820334,
                            "kind": "track",
                            "title": "Asakusa temple roof, rain",
                            "user": {
                                "id": 44019812,
                                "username": "kaze_sound",
                                "permalink": "kaze_sound",
                            },
                            "duration": 254002,
                            "license": "cc-by",
                            "genre": "Field Recording",
                            "permalink_url": "https://soundcloud.com/kaze_sound/asakusa-temple-roof-rain",
                            "playback_count": 1570,
                            "downloadable": True,
                        },
                    ],
                    "next_href": None,
                    "query_urn": "soundcloud:search:" + hx("scq", 32),
                    "total_results": 27,
                }
            ),
        ),
        (
            "soundcloud_resolve",
            {"url": "https://soundcloud.com/kaze_sound"},
            js(
                {
                    "id": 44019812,
                    "kind": "user",
                    "username": "kaze_sound",
                    "full_name": "Kenji Aoyama",
                    "city": "Tokyo",
                    "country_code": "JP",
                    "description": "Field recordings from Tokyo and Kanto. CC-BY: credit 'Kenji Aoyama / kaze_sound'.",
                    "track_count": 86,
                    "followers_count": 2214,
                    "permalink_url": "https://soundcloud.com/kaze_sound",
                }
            ),
        ),
    ],
)

session(
    "acoustid",
    "ok",
    1,
    "Identify these three untagged MP3s from my old hard drive by fingerprint; tell me which ones couldn't be matched.",
    [
        (
            "run_shell",
            {
                "command": "fpcalc -json track01.mp3 track02.mp3 track03.mp3 | jq -c '{file: .file, duration}'"
            },
            '{"file":"track01.mp3","duration":243.17}\n{"file":"track02.mp3","duration":198.6}\n{"file":"track03.mp3","duration":311.04}\n',
        ),
        (
            "acoustid_lookup",
            {"file": "track01.mp3", "duration": 243, "meta": "recordings releasegroups"},
            js(
                {
                    "status": "ok",
                    "results": [
                        {
                            "id": uuid("aid1"),
                            "score": 0.982114,
                            "recordings": [
                                {
                                    "id": uuid("aid-rec1"),
                                    "title": "Teardrop",
                                    "duration": 330,
                                    "artists": [{"id": uuid("aid-ma"), "name": "Massive Attack"}],
                                    "releasegroups": [
                                        {
                                            "id": uuid("aid-rg1"),
                                            "title": "Mezzanine",
                                            "type": "Album",
                                        },
                                        {
                                            "id": uuid("aid-rg1b"),
                                            "title": "Teardrop",
                                            "type": "Single",
                                        },
                                    ],
                                },
                                {
                                    "id": uuid("aid-rec1e"),
                                    "title": "Teardrop (radio edit)",
                                    "duration": 243,
                                    "artists": [{"id": uuid("aid-ma"), "name": "Massive Attack"}],
                                    "releasegroups": [
                                        {
                                            "id": uuid("aid-rg1b"),
                                            "title": "Teardrop",
                                            "type": "Single",
                                        }
                                    ],
                                },
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "acoustid_lookup",
            {"file": "track02.mp3", "duration": 199, "meta": "recordings releasegroups"},
            js({"status": "ok", "results": []}),
        ),
        (
            "acoustid_lookup",
            {"file": "track03.mp3", "duration": 311, "meta": "recordings releasegroups"},
            js(
                {
                    "status": "ok",
                    "results": [
                        {
                            "id": uuid("aid3"),
                            "score": 0.914407,
                            "recordings": [
                                {
                                    "id": uuid("aid-rec3"),
                                    "title": "Glory Box",
                                    "duration": 306,
                                    "artists": [{"id": uuid("aid-ph"), "name": "Portishead"}],
                                    "releasegroups": [
                                        {"id": uuid("aid-rg3"), "title": "Dummy", "type": "Album"}
                                    ],
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "acoustid_lookup",
            {"file": "track02.mp3", "duration": 199, "meta": "recordings releasegroups compress"},
            js({"status": "ok", "results": [{"id": uuid("aid2"), "score": 0.411203}]}),
        ),
        (
            "run_shell",
            {"command": "ffprobe -v error -show_entries format_tags -of compact track02.mp3"},
            "format|tag:encoder=LAME3.99r\n",
        ),
    ],
)

session(
    "soxi",
    "ok",
    1,
    "Check the stems in ./session_0412/ all have the same sample rate and bit depth before I send them to mastering, and total the running time.",
    [
        (
            "run_shell",
            {"command": "ls session_0412/"},
            "bass.wav\ndrums.wav\nkeys.wav\npad.aif\nvox_lead.wav\n",
        ),
        (
            "run_shell",
            {"command": "soxi session_0412/drums.wav"},
            "\nInput File     : 'session_0412/drums.wav'\nChannels       : 2\nSample Rate    : 48000\nPrecision      : 24-bit\nDuration       : 00:04:02.50 = 11640000 samples ~ 18187.5 CDDA sectors\nFile Size      : 69.8M\nBit Rate       : 2.30M\nSample Encoding: 24-bit Signed Integer PCM\n\n",
        ),
        (
            "run_shell",
            {"command": "soxi -r session_0412/*.wav session_0412/*.aif"},
            "48000\n48000\n48000\n48000\n44100\n",
        ),
        (
            "run_shell",
            {"command": "soxi -b session_0412/*.wav session_0412/*.aif"},
            "24\n24\n24\n24\n16\n",
        ),
        (
            "run_shell",
            {"command": "soxi session_0412/pad.aif"},
            "\nInput File     : 'session_0412/pad.aif'\nChannels       : 2\nSample Rate    : 44100\nPrecision      : 16-bit\nDuration       : 00:04:02.50 = 10694250 samples = 18187.5 CDDA sectors\nFile Size      : 42.8M\nBit Rate       : 1.41M\nSample Encoding: 16-bit Signed Integer PCM\n\n",
        ),
        (
            "run_shell",
            {"command": "soxi -T -D session_0412/*.wav session_0412/*.aif"},
            "1212.500000\n",
        ),
    ],
)

SOXI_FAIL = "soxi FAIL formats: can't open input file `{}': No such file or directory\n"
session(
    "soxi",
    "fail",
    1,
    "Report sample rate and duration of the voice-over takes on the studio share at /mnt/studio/vo/2024-05/.",
    [
        (
            "run_shell",
            {"command": "soxi /mnt/studio/vo/2024-05/vo_take01.wav"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/vo_take01.wav"),
        ),
        (
            "run_shell",
            {"command": "soxi -r /mnt/studio/vo/2024-05/*.wav"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/*.wav"),
        ),
        (
            "run_shell",
            {"command": "soxi /mnt/studio/vo/2024-05/VO_Take01.wav"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/VO_Take01.wav"),
        ),
        (
            "run_shell",
            {"command": "soxi -D /mnt/studio/vo/2024-05/vo_take02.wav"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/vo_take02.wav"),
        ),
        (
            "run_shell",
            {"command": "soxi '/mnt/studio/vo/2024-05/vo take01.wav'"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/vo take01.wav"),
        ),
        (
            "run_shell",
            {"command": "soxi /mnt/studio/vo/2024-05/vo_take01.aif"},
            SOXI_FAIL.format("/mnt/studio/vo/2024-05/vo_take01.aif"),
        ),
        (
            "run_shell",
            {"command": "soxi /mnt/studio/vo/vo_take01.wav"},
            SOXI_FAIL.format("/mnt/studio/vo/vo_take01.wav"),
        ),
        (
            "run_shell",
            {"command": "ls /mnt/studio/vo/2024-05/"},
            "ls: cannot access '/mnt/studio/vo/2024-05/': No such file or directory\n",
        ),
    ],
)

# ---------------------------------------------------------------- travel


def duffel_offer(seed, carrier, code, amount, dep, arr, stops):
    return {
        "id": "off_" + hx(seed, 26),
        "total_amount": amount,
        "total_currency": "EUR",
        "base_amount": f"{float(amount) * 0.81:.2f}",
        "tax_amount": f"{float(amount) * 0.19:.2f}",
        "expires_at": "2024-05-14T12:48:10.145Z",
        "owner": {"iata_code": code, "name": carrier},
        "slices": [
            {
                "origin": {"iata_code": "LIS"},
                "destination": {"iata_code": "CPH"},
                "duration": "PT%s" % ("3H50M" if not stops else "6H35M"),
                "segments": [
                    {
                        "departing_at": dep,
                        "arriving_at": arr,
                        "marketing_carrier_flight_number": str(num(seed, 4)),
                    }
                ]
                * (stops + 1),
            }
        ],
        "passengers": [{"id": "pas_" + hx("dpax", 26), "type": "adult"}],
        "conditions": {
            "refund_before_departure": None,
            "change_before_departure": {
                "allowed": True,
                "penalty_amount": "60.00",
                "penalty_currency": "EUR",
            },
        },
    }


DUF_ORQ = "orq_" + hx("duf-orq", 26)
session(
    "duffel",
    "ok",
    1,
    "Book me the cheapest nonstop Lisbon to Copenhagen on 3 June, one adult, economy. Use my saved passenger details (Ana Ribeiro).",
    [
        (
            "duffel_create_offer_request",
            {
                "slices": [{"origin": "LIS", "destination": "CPH", "departure_date": "2024-06-03"}],
                "passengers": [{"type": "adult"}],
                "cabin_class": "economy",
                "max_connections": 0,
            },
            js(
                {
                    "data": {
                        "id": DUF_ORQ,
                        "live_mode": True,
                        "cabin_class": "economy",
                        "created_at": "2024-05-14T12:18:10.145Z",
                        "offers": [
                            duffel_offer(
                                "d1",
                                "TAP Air Portugal",
                                "TP",
                                "212.40",
                                "2024-06-03T10:05:00",
                                "2024-06-03T14:55:00",
                                0,
                            ),
                            duffel_offer(
                                "d2",
                                "Scandinavian Airlines",
                                "SK",
                                "189.73",
                                "2024-06-03T15:20:00",
                                "2024-06-03T20:10:00",
                                0,
                            ),
                        ],
                    }
                }
            ),
        ),
        (
            "duffel_get_offer",
            {"offer_id": "off_" + hx("d2", 26)},
            js(
                {
                    "data": duffel_offer(
                        "d2",
                        "Scandinavian Airlines",
                        "SK",
                        "194.23",
                        "2024-06-03T15:20:00",
                        "2024-06-03T20:10:00",
                        0,
                    )
                }
            ),
        ),
        (
            "duffel_create_order",
            {
                "type": "instant",
                "selected_offers": ["off_" + hx("d2", 26)],
                "payments": [{"type": "balance", "currency": "EUR", "amount": "194.23"}],
                "passengers": [
                    {
                        "id": "pas_" + hx("dpax", 26),
                        "given_name": "Ana",
                        "family_name": "Ribeiro",
                        "born_on": "1988-02-17",
                        "title": "ms",
                        "gender": "f",
                        "email": "ana.ribeiro@example.pt",
                        "phone_number": "+351912345678",
                    }
                ],
            },
            js(
                {
                    "data": {
                        "id": "ord_" + hx("duf-ord", 26),
                        "booking_reference": "K7QX2M",
                        "live_mode": True,
                        "total_amount": "194.23",
                        "total_currency": "EUR",
                        "created_at": "2024-05-14T12:21:44.003Z",
                        "payment_status": {
                            "awaiting_payment": False,
                            "paid_at": "2024-05-14T12:21:44.003Z",
                        },
                        "owner": {"iata_code": "SK", "name": "Scandinavian Airlines"},
                    }
                }
            ),
        ),
        (
            "duffel_list_order_documents",
            {"order_id": "ord_" + hx("duf-ord", 26)},
            js({"data": {"documents": []}}),
        ),
        (
            "duffel_get_order",
            {"order_id": "ord_" + hx("duf-ord", 26)},
            js(
                {
                    "data": {
                        "id": "ord_" + hx("duf-ord", 26),
                        "booking_reference": "K7QX2M",
                        "documents": [
                            {"type": "electronic_ticket", "unique_identifier": "1172419988015"}
                        ],
                        "passengers": [{"given_name": "Ana", "family_name": "Ribeiro"}],
                        "slices": [
                            {"origin": {"iata_code": "LIS"}, "destination": {"iata_code": "CPH"}}
                        ],
                    }
                }
            ),
        ),
    ],
)


def duffel_401(i):
    return js(
        {
            "meta": {"status": 401, "request_id": "F" + hx(f"dufreq{i}", 19).upper()},
            "errors": [
                {
                    "type": "authentication_error",
                    "title": "Expired access token",
                    "message": "The access token you provided has expired. Please generate a new one in the Duffel dashboard.",
                    "documentation_url": "https://duffel.com/docs/api/overview/response-handling",
                    "code": "expired_access_token",
                }
            ],
        }
    )


session(
    "duffel",
    "fail",
    1,
    "Find me return flights Manchester to Reykjavik, 12-16 August, two adults, under £500 total.",
    [
        (
            "duffel_create_offer_request",
            {"slices": s, "passengers": [{"type": "adult"}, {"type": "adult"}], "cabin_class": c},
            duffel_401(i),
        )
        for i, (s, c) in enumerate(
            [
                (
                    [
                        {"origin": "MAN", "destination": "KEF", "departure_date": "2024-08-12"},
                        {"origin": "KEF", "destination": "MAN", "departure_date": "2024-08-16"},
                    ],
                    "economy",
                ),
                (
                    [{"origin": "MAN", "destination": "KEF", "departure_date": "2024-08-12"}],
                    "economy",
                ),
                (
                    [{"origin": "MAN", "destination": "RKV", "departure_date": "2024-08-12"}],
                    "economy",
                ),
                (
                    [{"origin": "LBA", "destination": "KEF", "departure_date": "2024-08-12"}],
                    "economy",
                ),
                (
                    [
                        {"origin": "MAN", "destination": "KEF", "departure_date": "2024-08-11"},
                        {"origin": "KEF", "destination": "MAN", "departure_date": "2024-08-16"},
                    ],
                    "economy",
                ),
                (
                    [{"origin": "LON", "destination": "KEF", "departure_date": "2024-08-12"}],
                    "economy",
                ),
                ([{"origin": "MAN", "destination": "KEF", "departure_date": "2024-08-12"}], None),
            ]
        )
    ],
)

session(
    "sabre",
    "ok",
    1,
    "Compare the lowest JFK to LAX fares for 20 June across carriers and tell me which airline code 'B6' is.",
    [
        (
            "sabre_instaflights",
            {
                "origin": "JFK",
                "destination": "LAX",
                "departuredate": "2024-06-20",
                "returndate": "2024-06-24",
                "limit": 5,
                "sortby": "totalfare",
                "order": "asc",
            },
            js(
                {
                    "PricedItineraries": [
                        {
                            "AirItinerary": {
                                "DirectionInd": "Return",
                                "OriginDestinationOptions": {
                                    "OriginDestinationOption": [
                                        {
                                            "ElapsedTime": 384,
                                            "FlightSegment": [
                                                {
                                                    "DepartureAirport": {"LocationCode": "JFK"},
                                                    "ArrivalAirport": {"LocationCode": "LAX"},
                                                    "MarketingAirline": {"Code": "B6"},
                                                    "FlightNumber": "23",
                                                    "DepartureDateTime": "2024-06-20T08:00:00",
                                                    "ArrivalDateTime": "2024-06-20T11:24:00",
                                                }
                                            ],
                                        }
                                    ]
                                },
                            },
                            "AirItineraryPricingInfo": {
                                "ItinTotalFare": {
                                    "TotalFare": {
                                        "CurrencyCode": "USD",
                                        "DecimalPlaces": 2,
                                        "Amount": 318.96,
                                    }
                                },
                                "FareInfos": {
                                    "FareInfo": [
                                        {
                                            "TPA_Extensions": {
                                                "SeatsRemaining": {"Number": 4},
                                                "Cabin": {"Cabin": "Y"},
                                            }
                                        }
                                    ]
                                },
                            },
                            "TicketingInfo": {"TicketType": "eTicket", "ValidInterline": "Yes"},
                            "SequenceNumber": 1,
                        },
                        {
                            "AirItinerary": {
                                "DirectionInd": "Return",
                                "OriginDestinationOptions": {
                                    "OriginDestinationOption": [
                                        {
                                            "ElapsedTime": 391,
                                            "FlightSegment": [
                                                {
                                                    "DepartureAirport": {"LocationCode": "JFK"},
                                                    "ArrivalAirport": {"LocationCode": "LAX"},
                                                    "MarketingAirline": {"Code": "AA"},
                                                    "FlightNumber": "1",
                                                    "DepartureDateTime": "2024-06-20T09:00:00",
                                                    "ArrivalDateTime": "2024-06-20T12:31:00",
                                                }
                                            ],
                                        }
                                    ]
                                },
                            },
                            "AirItineraryPricingInfo": {
                                "ItinTotalFare": {
                                    "TotalFare": {
                                        "CurrencyCode": "USD",
                                        "DecimalPlaces": 2,
                                        "Amount": 356.2,
                                    }
                                }
                            },
                            "TicketingInfo": {"TicketType": "eTicket"},
                            "SequenceNumber": 2,
                        },
                        {
                            "AirItinerary": {
                                "DirectionInd": "Return",
                                "OriginDestinationOptions": {
                                    "OriginDestinationOption": [
                                        {
                                            "ElapsedTime": 379,
                                            "FlightSegment": [
                                                {
                                                    "DepartureAirport": {"LocationCode": "JFK"},
                                                    "ArrivalAirport": {"LocationCode": "LAX"},
                                                    "MarketingAirline": {"Code": "DL"},
                                                    "FlightNumber": "918",
                                                    "DepartureDateTime": "2024-06-20T07:15:00",
                                                    "ArrivalDateTime": "2024-06-20T10:34:00",
                                                }
                                            ],
                                        }
                                    ]
                                },
                            },
                            "AirItineraryPricingInfo": {
                                "ItinTotalFare": {
                                    "TotalFare": {
                                        "CurrencyCode": "USD",
                                        "DecimalPlaces": 2,
                                        "Amount": 377.4,
                                    }
                                }
                            },
                            "TicketingInfo": {"TicketType": "eTicket"},
                            "SequenceNumber": 3,
                        },
                    ],
                    "ReturnDateTime": "2024-06-24",
                    "DepartureDateTime": "2024-06-20",
                    "DestinationLocation": "LAX",
                    "OriginLocation": "JFK",
                    "Links": [
                        {
                            "rel": "self",
                            "href": "https://api.havail.sabre.com/v1/shop/flights?origin=JFK&destination=LAX&departuredate=2024-06-20&returndate=2024-06-24&limit=5&offset=1",
                        },
                        {
                            "rel": "nextResults",
                            "href": "https://api.havail.sabre.com/v1/shop/flights?origin=JFK&destination=LAX&departuredate=2024-06-20&returndate=2024-06-24&limit=5&offset=6",
                        },
                    ],
                }
            ),
        ),
        (
            "sabre_airline_lookup",
            {"airlinecode": "B6"},
            js(
                {
                    "AirlineInfo": [
                        {
                            "AirlineCode": "B6",
                            "AlternativeBusinessName": "JETBLUE AIRWAYS",
                            "AirlineName": "JetBlue Airways",
                        }
                    ],
                    "Links": [
                        {
                            "rel": "self",
                            "href": "https://api.havail.sabre.com/v1/lists/utilities/airlines?airlinecode=B6",
                        }
                    ],
                }
            ),
        ),
        (
            "sabre_instaflights",
            {
                "origin": "JFK",
                "destination": "LAX",
                "departuredate": "2024-06-20",
                "returndate": "2024-06-24",
                "limit": 5,
                "offset": 6,
                "sortby": "totalfare",
                "order": "asc",
            },
            js(
                {
                    "PricedItineraries": [
                        {
                            "AirItinerary": {
                                "DirectionInd": "Return",
                                "OriginDestinationOptions": {
                                    "OriginDestinationOption": [
                                        {
                                            "ElapsedTime": 402,
                                            "FlightSegment": [
                                                {
                                                    "DepartureAirport": {"LocationCode": "JFK"},
                                                    "ArrivalAirport": {"LocationCode": "LAX"},
                                                    "MarketingAirline": {"Code": "UA"},
                                                    "FlightNumber": "2216",
                                                    "DepartureDateTime": "2024-06-20T06:00:00",
                                                    "ArrivalDateTime": "2024-06-20T09:42:00",
                                                }
                                            ],
                                        }
                                    ]
                                },
                            },
                            "AirItineraryPricingInfo": {
                                "ItinTotalFare": {
                                    "TotalFare": {
                                        "CurrencyCode": "USD",
                                        "DecimalPlaces": 2,
                                        "Amount": 398.1,
                                    }
                                }
                            },
                            "SequenceNumber": 6,
                        },
                        {
                            "AirItinerary": {
                                "DirectionInd": "Return",
                                "OriginDestinationOptions": {
                                    "OriginDestinationOption": [
                                        {
                                            "ElapsedTime": 585,
                                            "FlightSegment": [
                                                {
                                                    "DepartureAirport": {"LocationCode": "JFK"},
                                                    "ArrivalAirport": {"LocationCode": "DEN"},
                                                    "MarketingAirline": {"Code": "F9"},
                                                    "FlightNumber": "1402",
                                                },
                                                {
                                                    "DepartureAirport": {"LocationCode": "DEN"},
                                                    "ArrivalAirport": {"LocationCode": "LAX"},
                                                    "MarketingAirline": {"Code": "F9"},
                                                    "FlightNumber": "733",
                                                },
                                            ],
                                        }
                                    ]
                                },
                            },
                            "AirItineraryPricingInfo": {
                                "ItinTotalFare": {
                                    "TotalFare": {
                                        "CurrencyCode": "USD",
                                        "DecimalPlaces": 2,
                                        "Amount": 244.0,
                                    }
                                }
                            },
                            "SequenceNumber": 7,
                        },
                    ],
                    "Links": [
                        {
                            "rel": "self",
                            "href": "https://api.havail.sabre.com/v1/shop/flights?origin=JFK&destination=LAX&departuredate=2024-06-20&returndate=2024-06-24&limit=5&offset=6",
                        }
                    ],
                }
            ),
        ),
        (
            "sabre_airline_lookup",
            {"airlinecode": "F9"},
            js(
                {
                    "AirlineInfo": [
                        {
                            "AirlineCode": "F9",
                            "AlternativeBusinessName": "FRONTIER AIRLINES, INC.",
                            "AirlineName": "Frontier Airlines",
                        }
                    ],
                    "Links": [
                        {
                            "rel": "self",
                            "href": "https://api.havail.sabre.com/v1/lists/utilities/airlines?airlinecode=F9",
                        }
                    ],
                }
            ),
        ),
    ],
)

session(
    "booking",
    "ok",
    1,
    "Find a hotel in central Porto for 2 adults, 21-23 June, under 150 EUR/night with free cancellation, and show me its cancellation terms.",
    [
        (
            "booking_accommodations_search",
            {
                "booker": {"country": "pt", "platform": "desktop"},
                "checkin": "2024-06-21",
                "checkout": "2024-06-23",
                "city": -2173088,
                "guests": {"number_of_adults": 2, "number_of_rooms": 1},
                "currency": "EUR",
                "filters": {"cancellation_type": "free_cancellation"},
                "rows": 3,
            },
            js(
                {
                    "request_id": "01HXZ" + hx("bkreq1", 21).upper(),
                    "data": [
                        {
                            "id": 2241807,
                            "currency": "EUR",
                            "price": {"book": 268.0, "total": 289.44},
                            "products": [
                                {
                                    "id": "224180701_372011983_2_0_0",
                                    "policies": {
                                        "cancellation": {
                                            "type": "free_cancellation",
                                            "free_cancellation_until": "2024-06-19T23:59:00+01:00",
                                        },
                                        "meal_plan": {"plan": "breakfast_included"},
                                    },
                                    "price": {"book": 268.0, "total": 289.44},
                                    "room": 224180701,
                                }
                            ],
                            "url": "https://www.booking.com/hotel/pt/ribeira-loft.html",
                        },
                        {
                            "id": 5529013,
                            "currency": "EUR",
                            "price": {"book": 331.5, "total": 358.02},
                            "products": [
                                {
                                    "id": "552901302_291773001_2_0_0",
                                    "policies": {
                                        "cancellation": {
                                            "type": "free_cancellation",
                                            "free_cancellation_until": "2024-06-20T12:00:00+01:00",
                                        },
                                        "meal_plan": {"plan": "no_plan"},
                                    },
                                    "price": {"book": 331.5, "total": 358.02},
                                    "room": 552901302,
                                }
                            ],
                            "url": "https://www.booking.com/hotel/pt/aliados-suites.html",
                        },
                    ],
                    "next_page": "eyJvZmZzZXQiOjMsInNlYXJjaF9pZCI6IjAxSFha" + hx("bknp", 12),
                }
            ),
        ),
        (
            "booking_accommodations_details",
            {
                "accommodations": [2241807, 5529013],
                "extras": ["description", "facilities"],
                "languages": ["en-gb"],
            },
            js(
                {
                    "request_id": "01HXZ" + hx("bkreq2", 21).upper(),
                    "data": [
                        {
                            "id": 2241807,
                            "name": {"en-gb": "Ribeira Loft Guesthouse"},
                            "accommodation_type": 216,
                            "location": {
                                "address": {"en-gb": "Rua da Fonte Taurina 34"},
                                "city": -2173088,
                                "postal_code": "4050-266",
                                "coordinates": {"latitude": 41.1408, "longitude": -8.6129},
                            },
                            "rating": {"stars": 3, "review_score": 8.9, "number_of_reviews": 1412},
                            "description": {
                                "text": {"en-gb": "Set 100 m from the Douro riverfront..."}
                            },
                        },
                        {
                            "id": 5529013,
                            "name": {"en-gb": "Aliados Suites"},
                            "accommodation_type": 201,
                            "location": {
                                "address": {"en-gb": "Avenida dos Aliados 162"},
                                "city": -2173088,
                                "postal_code": "4000-065",
                                "coordinates": {"latitude": 41.1482, "longitude": -8.6109},
                            },
                            "rating": {"stars": 4, "review_score": 8.6, "number_of_reviews": 902},
                        },
                    ],
                }
            ),
        ),
        (
            "booking_accommodations_search",
            {
                "booker": {"country": "pt", "platform": "desktop"},
                "checkin": "2024-06-21",
                "checkout": "2024-06-23",
                "city": -2173088,
                "guests": {"number_of_adults": 2, "number_of_rooms": 1},
                "currency": "EUR",
                "filters": {"cancellation_type": "free_cancellation"},
                "page": "eyJvZmZzZXQiOjMsInNlYXJjaF9pZCI6IjAxSFha" + hx("bknp", 12),
            },
            js(
                {
                    "request_id": "01HXZ" + hx("bkreq3", 21).upper(),
                    "data": [
                        {
                            "id": 1880442,
                            "currency": "EUR",
                            "price": {"book": 248.0, "total": 267.84},
                            "products": [
                                {
                                    "id": "188044201_100224771_2_0_0",
                                    "policies": {
                                        "cancellation": {
                                            "type": "free_cancellation",
                                            "free_cancellation_until": "2024-06-14T23:59:00+01:00",
                                        },
                                        "meal_plan": {"plan": "no_plan"},
                                    },
                                    "price": {"book": 248.0, "total": 267.84},
                                    "room": 188044201,
                                }
                            ],
                            "url": "https://www.booking.com/hotel/pt/casa-do-almada.html",
                        },
                    ],
                    "next_page": None,
                }
            ),
        ),
        (
            "booking_accommodations_details",
            {"accommodations": [1880442], "extras": ["policies"], "languages": ["en-gb"]},
            js(
                {
                    "request_id": "01HXZ" + hx("bkreq4", 21).upper(),
                    "data": [
                        {
                            "id": 1880442,
                            "name": {"en-gb": "Casa do Almada"},
                            "location": {
                                "address": {"en-gb": "Rua do Almada 371"},
                                "city": -2173088,
                            },
                            "rating": {"stars": 3, "review_score": 9.2, "number_of_reviews": 611},
                            "policies": {
                                "checkin": {"from": "15:00", "to": "22:00"},
                                "checkout": {"from": "07:00", "to": "11:00"},
                                "damage_deposit": None,
                                "pets": {"allowed": "no"},
                            },
                        }
                    ],
                }
            ),
        ),
    ],
)


def rapid_prop(pid, rate_id, amt):
    return {
        "property_id": pid,
        "status": "available",
        "score": 42,
        "rooms": [
            {
                "id": "201361" + pid[-3:],
                "room_name": "Deluxe Room, 1 King Bed",
                "rates": [
                    {
                        "id": rate_id,
                        "status": "available",
                        "available_rooms": 3,
                        "refundable": True,
                        "merchant_of_record": "expedia",
                        "cancel_penalties": [
                            {
                                "currency": "USD",
                                "start": "2024-07-09T17:00:00.000-04:00",
                                "end": "2024-07-12T23:59:00.000-04:00",
                                "nights": "1",
                            }
                        ],
                        "occupancy_pricing": {
                            "2": {
                                "totals": {
                                    "inclusive": {
                                        "request_currency": {"value": amt, "currency": "USD"}
                                    }
                                }
                            }
                        },
                        "bed_groups": {
                            "37321": {
                                "links": {
                                    "price_check": {
                                        "method": "GET",
                                        "href": f"/v3/properties/{pid}/rooms/201361{pid[-3:]}/rates/{rate_id}?token="
                                        + hx(pid + rate_id, 40),
                                    }
                                },
                                "id": "37321",
                                "description": "1 King Bed",
                            }
                        },
                    }
                ],
            }
        ],
        "links": {
            "additional_rates": {
                "method": "GET",
                "href": f"/v3/properties/{pid}/availability?token=" + hx(pid, 40),
            }
        },
    }


session(
    "expedia",
    "ok",
    1,
    "Price a refundable king room for 2 near Boston Common, 10-12 July, and confirm the price before I book.",
    [
        (
            "rapid_availability",
            {
                "checkin": "2024-07-10",
                "checkout": "2024-07-12",
                "currency": "USD",
                "country_code": "US",
                "language": "en-US",
                "occupancy": ["2"],
                "property_id": ["1037614", "2284416", "13542"],
                "rate_plan_count": 1,
                "sales_channel": "website",
                "sales_environment": "hotel_only",
                "filter": ["refundable"],
            },
            js(
                [
                    rapid_prop("1037614", "381994551", "712.34"),
                    rapid_prop("13542", "210044811", "868.10"),
                ]
            ),
        ),
        (
            "rapid_price_check",
            {
                "property_id": "1037614",
                "room_id": "201361614",
                "rate_id": "381994551",
                "token": hx("1037614381994551", 40),
            },
            js(
                {
                    "status": "price_changed",
                    "occupancy_pricing": {
                        "2": {
                            "totals": {
                                "inclusive": {
                                    "request_currency": {"value": "734.02", "currency": "USD"}
                                }
                            }
                        }
                    },
                    "links": {
                        "book": {"method": "POST", "href": "/v3/itineraries?token=" + hx("bk1", 60)}
                    },
                }
            ),
        ),
        (
            "rapid_property_content",
            {"property_id": ["1037614"], "language": "en-US", "supply_source": "expedia"},
            js(
                {
                    "1037614": {
                        "property_id": "1037614",
                        "name": "The Tremont Common Hotel",
                        "address": {
                            "line_1": "275 Tremont St",
                            "city": "Boston",
                            "state_province_code": "MA",
                            "postal_code": "02116",
                            "country_code": "US",
                        },
                        "ratings": {
                            "property": {"rating": "4.0", "type": "Star"},
                            "guest": {"count": 2031, "overall": "4.4"},
                        },
                        "location": {"coordinates": {"latitude": 42.3505, "longitude": -71.0646}},
                        "checkin": {"begin_time": "3:00 PM", "min_age": 21},
                        "checkout": {"time": "11:00 AM"},
                    }
                }
            ),
        ),
        (
            "rapid_price_check",
            {
                "property_id": "1037614",
                "room_id": "201361614",
                "rate_id": "381994551",
                "token": hx("1037614381994551", 40),
            },
            js(
                {
                    "status": "available",
                    "occupancy_pricing": {
                        "2": {
                            "totals": {
                                "inclusive": {
                                    "request_currency": {"value": "734.02", "currency": "USD"}
                                }
                            }
                        }
                    },
                    "links": {
                        "book": {"method": "POST", "href": "/v3/itineraries?token=" + hx("bk2", 60)}
                    },
                }
            ),
        ),
    ],
)

RAPID_CANNED = js([rapid_prop("11775754", "200127514", "235.92")])
session(
    "expedia",
    "fail",
    1,
    "Find two refundable hotel options in Kyoto near Gion for 2 adults, 4-7 October, and compare their prices.",
    [
        (
            "rapid_availability",
            dict(
                {
                    "checkin": "2024-10-04",
                    "checkout": "2024-10-07",
                    "currency": "JPY",
                    "country_code": "JP",
                    "language": "en-US",
                    "occupancy": ["2"],
                    "rate_plan_count": 1,
                    "sales_channel": "website",
                    "sales_environment": "hotel_only",
                },
                **extra,
            ),
            RAPID_CANNED,
        )
        for extra in [
            {"property_id": ["6191245", "31023447", "1228703"], "filter": ["refundable"]},
            {"property_id": ["6191245"]},
            {"property_id": ["31023447"], "filter": ["refundable"]},
            {"property_id": ["1228703", "9021138"]},
            {"property_id": ["48812093"], "currency": "USD"},
            {"property_id": ["6191245", "31023447"], "occupancy": ["1"]},
            {"property_id": ["9021138"], "checkin": "2024-10-05"},
        ]
    ],
)

AERO_BASE = "https://aeroapi.flightaware.com/aeroapi"


def fa_flight(ident, fa_id, orig, dest, sched_out, est_on, status, delay):
    return {
        "ident": ident,
        "ident_icao": ident.replace("UA", "UAL").replace("BA", "BAW"),
        "fa_flight_id": fa_id,
        "operator": ident[:2],
        "flight_number": ident[2:],
        "registration": "N" + str(num(fa_id, 3)) + "UA",
        "origin": {"code": "K" + orig, "code_iata": orig, "name": orig},
        "destination": {"code": "K" + dest, "code_iata": dest, "name": dest},
        "departure_delay": delay,
        "arrival_delay": delay,
        "scheduled_out": sched_out,
        "estimated_on": est_on,
        "actual_off": None,
        "status": status,
        "cancelled": False,
        "diverted": False,
        "progress_percent": 0,
    }


session(
    "flightaware",
    "ok",
    1,
    "Is UA 1549 from SFO to ORD tonight running late? My sister's on it.",
    [
        (
            "aeroapi_get",
            {"path": "/flights/UA1549"},
            js(
                {
                    "flights": [
                        fa_flight(
                            "UA1549",
                            "UAL1549-1715580000-airline-0412",
                            "SFO",
                            "ORD",
                            "2024-05-15T04:05:00Z",
                            "2024-05-15T08:11:00Z",
                            "Scheduled",
                            0,
                        ),
                        fa_flight(
                            "UA1549",
                            "UAL1549-1715493600-airline-0388",
                            "SFO",
                            "ORD",
                            "2024-05-14T04:05:00Z",
                            "2024-05-14T08:41:00Z",
                            "Delayed",
                            2460,
                        ),
                        fa_flight(
                            "UA1549",
                            "UAL1549-1715407200-airline-0371",
                            "SFO",
                            "ORD",
                            "2024-05-13T04:05:00Z",
                            "2024-05-13T08:02:00Z",
                            "Arrived / Gate Arrival",
                            0,
                        ),
                    ],
                    "links": None,
                    "num_pages": 1,
                }
            ),
        ),
        (
            "aeroapi_get",
            {"path": "/flights/UAL1549-1715493600-airline-0388/position"},
            js(
                {
                    "ident": "UA1549",
                    "fa_flight_id": "UAL1549-1715493600-airline-0388",
                    "origin": {"code": "KSFO"},
                    "destination": {"code": "KORD"},
                    "last_position": None,
                    "waypoints": [],
                    "foresight_predictions_available": True,
                    "actual_off": None,
                    "actual_on": None,
                    "predicted_out": "2024-05-14T04:46:00Z",
                }
            ),
        ),
        (
            "aeroapi_get",
            {"path": "/airports/KSFO/delays"},
            js(
                {
                    "airport": "KSFO",
                    "category": "departure",
                    "color": "yellow",
                    "delay_secs": 2100,
                    "reasons": [
                        {
                            "category": "weather",
                            "color": "yellow",
                            "delay_secs": 2100,
                            "reason": "Low ceilings - ground delay program",
                        }
                    ],
                }
            ),
        ),
        (
            "aeroapi_get",
            {
                "path": "/flights/UAL1549-1715493600-airline-0388/map",
                "params": {"height": 240, "width": 320},
            },
            js({"map": "iVBORw0KGgoAAAANSUhEUgAAAUAAAADwCAYAAABxLb1rAAAA" + hx("famap", 24)}),
        ),
        (
            "aeroapi_get",
            {"path": "/flights/UA1549"},
            js(
                {
                    "flights": [
                        fa_flight(
                            "UA1549",
                            "UAL1549-1715493600-airline-0388",
                            "SFO",
                            "ORD",
                            "2024-05-14T04:05:00Z",
                            "2024-05-14T08:44:00Z",
                            "Taxiing / Left Gate",
                            2520,
                        ),
                    ],
                    "links": None,
                    "num_pages": 1,
                }
            ),
        ),
    ],
)

session(
    "flightaware",
    "ok",
    2,
    "List every scheduled British Airways departure from Heathrow to JFK between 08:00 and 14:00 UTC tomorrow.",
    [
        (
            "aeroapi_get",
            {
                "path": "/airports/EGLL/flights/scheduled_departures",
                "params": {
                    "start": "2024-05-15T08:00:00Z",
                    "end": "2024-05-15T14:00:00Z",
                    "airline": "BAW",
                    "max_pages": 1,
                },
            },
            js(
                {
                    "scheduled_departures": [
                        dict(
                            fa_flight(
                                "BA117",
                                "BAW117-1715590800-schedule-0001",
                                "LHR",
                                "JFK",
                                "2024-05-15T08:20:00Z",
                                "2024-05-15T16:11:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "KJFK", "code_iata": "JFK"},
                        ),
                        dict(
                            fa_flight(
                                "BA304",
                                "BAW304-1715592000-schedule-0002",
                                "LHR",
                                "CDG",
                                "2024-05-15T08:40:00Z",
                                "2024-05-15T09:55:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "LFPG", "code_iata": "CDG"},
                        ),
                        dict(
                            fa_flight(
                                "BA175",
                                "BAW175-1715598000-schedule-0001",
                                "LHR",
                                "JFK",
                                "2024-05-15T10:20:00Z",
                                "2024-05-15T18:05:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "KJFK", "code_iata": "JFK"},
                        ),
                    ],
                    "links": {
                        "next": "/airports/EGLL/flights/scheduled_departures?start=2024-05-15T08%3A00%3A00Z&end=2024-05-15T14%3A00%3A00Z&airline=BAW&cursor="
                        + hx("facur1", 16)
                    },
                    "num_pages": 1,
                }
            ),
        ),
        (
            "aeroapi_get",
            {
                "path": "/airports/EGLL/flights/scheduled_departures",
                "params": {
                    "start": "2024-05-15T08:00:00Z",
                    "end": "2024-05-15T14:00:00Z",
                    "airline": "BAW",
                    "cursor": hx("facur1", 16),
                },
            },
            js(
                {
                    "scheduled_departures": [
                        dict(
                            fa_flight(
                                "BA1306",
                                "BAW1306-1715601600-schedule-0003",
                                "LHR",
                                "ABZ",
                                "2024-05-15T11:20:00Z",
                                "2024-05-15T12:45:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "EGPD", "code_iata": "ABZ"},
                        ),
                        dict(
                            fa_flight(
                                "BA115",
                                "BAW115-1715605200-schedule-0001",
                                "LHR",
                                "JFK",
                                "2024-05-15T12:20:00Z",
                                "2024-05-15T20:02:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "KJFK", "code_iata": "JFK"},
                        ),
                    ],
                    "links": {
                        "next": "/airports/EGLL/flights/scheduled_departures?start=2024-05-15T08%3A00%3A00Z&end=2024-05-15T14%3A00%3A00Z&airline=BAW&cursor="
                        + hx("facur2", 16)
                    },
                    "num_pages": 1,
                }
            ),
        ),
        (
            "aeroapi_get",
            {
                "path": "/airports/EGLL/flights/scheduled_departures",
                "params": {
                    "start": "2024-05-15T08:00:00Z",
                    "end": "2024-05-15T14:00:00Z",
                    "airline": "BAW",
                    "cursor": hx("facur2", 16),
                },
            },
            js(
                {
                    "scheduled_departures": [
                        dict(
                            fa_flight(
                                "BA2490",
                                "BAW2490-1715608800-schedule-0002",
                                "LHR",
                                "LIS",
                                "2024-05-15T13:15:00Z",
                                "2024-05-15T15:55:00Z",
                                "Scheduled",
                                0,
                            ),
                            destination={"code": "LPPT", "code_iata": "LIS"},
                        ),
                    ],
                    "links": None,
                    "num_pages": 1,
                }
            ),
        ),
    ],
)


def fa_429():
    return js(
        {
            "title": "Too Many Requests",
            "reason": "RATE_LIMIT_EXCEEDED",
            "detail": "You have exceeded the monthly query quota for your AeroAPI Personal tier account.",
            "status": 429,
        }
    )


session(
    "flightaware",
    "fail",
    1,
    "Track DL 42 from Atlanta to Amsterdam today: departure time, current position and expected arrival.",
    [
        ("aeroapi_get", {"path": p, "params": prm}, fa_429())
        for p, prm in [
            ("/flights/DL42", {}),
            ("/flights/DAL42", {}),
            ("/flights/DL42", {"ident_type": "designator"}),
            ("/airports/KATL/flights/departures", {"airline": "DAL", "type": "Airline"}),
            ("/airports/EHAM/flights/scheduled_arrivals", {"airline": "DAL"}),
            ("/flights/search", {"query": "-idents DAL42"}),
            ("/flights/DL42", {"start": "2024-05-14T00:00:00Z", "end": "2024-05-15T00:00:00Z"}),
        ]
    ],
)


def gtfs(ts, entities):
    return jsi(
        {
            "header": {
                "gtfsRealtimeVersion": "2.0",
                "incrementality": "FULL_DATASET",
                "timestamp": str(ts),
            },
            "entity": entities,
        }
    )


def tu(trip, route, stops, ts):
    return {
        "id": trip,
        "tripUpdate": {
            "trip": {"tripId": trip, "startDate": "20240514", "routeId": route},
            "stopTimeUpdate": [
                {"stopSequence": sq, "arrival": {"delay": d, "time": str(t)}, "stopId": s}
                for sq, s, d, t in stops
            ],
            "timestamp": str(ts),
        },
    }


session(
    "gtfsrt",
    "ok",
    1,
    "Is Amtrak Northeast Regional 171 on time into New Haven, and what about 95 the other way?",
    [
        (
            "gtfs_rt_trip_updates",
            {"feed": "amtrak", "trip_id": "171"},
            gtfs(
                1715693100,
                [
                    tu(
                        "171",
                        "Northeast Regional",
                        [
                            (14, "NHV", 720, 1715695020),
                            (15, "NLC", 780, 1715698680),
                            (16, "KIN", 780, 1715700540),
                            (17, "PVD", 840, 1715704140),
                        ],
                        1715693088,
                    )
                ],
            ),
        ),
        (
            "gtfs_rt_trip_updates",
            {"feed": "amtrak", "trip_id": "95"},
            gtfs(
                1715693100,
                [
                    tu(
                        "95",
                        "Northeast Regional",
                        [
                            (9, "NHV", 0, 1715694480),
                            (10, "BRP", 60, 1715695800),
                            (11, "STM", 60, 1715697300),
                        ],
                        1715693071,
                    )
                ],
            ),
        ),
        (
            "gtfs_rt_alerts",
            {"feed": "amtrak", "route_id": "Northeast Regional"},
            gtfs(
                1715693100,
                [
                    {
                        "id": "alert-" + hx("amalert", 8),
                        "alert": {
                            "activePeriod": [{"start": "1715684400", "end": "1715706000"}],
                            "informedEntity": [{"routeId": "Northeast Regional"}],
                            "cause": "MAINTENANCE",
                            "effect": "SIGNIFICANT_DELAYS",
                            "headerText": {
                                "translation": [
                                    {
                                        "text": "Single-tracking between New London and Old Saybrook",
                                        "language": "en",
                                    }
                                ]
                            },
                            "descriptionText": {
                                "translation": [
                                    {
                                        "text": "Trains 171, 173 and 175 may be delayed up to 20 minutes due to track work.",
                                        "language": "en",
                                    }
                                ]
                            },
                        },
                    }
                ],
            ),
        ),
        (
            "gtfs_rt_vehicle_positions",
            {"feed": "amtrak", "trip_id": "171"},
            gtfs(
                1715693100,
                [
                    {
                        "id": "v171",
                        "vehicle": {
                            "trip": {
                                "tripId": "171",
                                "startDate": "20240514",
                                "routeId": "Northeast Regional",
                            },
                            "position": {
                                "latitude": 41.0497,
                                "longitude": -73.5384,
                                "bearing": 62.0,
                                "speed": 33.5,
                            },
                            "currentStopSequence": 13,
                            "currentStatus": "IN_TRANSIT_TO",
                            "timestamp": "1715693062",
                            "stopId": "STM",
                            "vehicle": {"id": "171", "label": "171"},
                        },
                    }
                ],
            ),
        ),
        (
            "gtfs_rt_trip_updates",
            {"feed": "amtrak", "trip_id": "171"},
            gtfs(
                1715693400,
                [
                    tu(
                        "171",
                        "Northeast Regional",
                        [
                            (14, "NHV", 900, 1715695200),
                            (15, "NLC", 960, 1715698860),
                            (16, "KIN", 960, 1715700720),
                            (17, "PVD", 1020, 1715704320),
                        ],
                        1715693377,
                    )
                ],
            ),
        ),
    ],
)

GTFS_EMPTY = gtfs(1715672611, [])
session(
    "gtfsrt",
    "fail",
    1,
    "Where's Amtrak 2150 (Acela) right now and will it make Philadelphia on time?",
    [
        ("gtfs_rt_trip_updates", {"feed": "amtrak", "trip_id": "2150"}, GTFS_EMPTY),
        ("gtfs_rt_vehicle_positions", {"feed": "amtrak", "trip_id": "2150"}, GTFS_EMPTY),
        ("gtfs_rt_trip_updates", {"feed": "amtrak", "route_id": "Acela"}, GTFS_EMPTY),
        ("gtfs_rt_trip_updates", {"feed": "amtrak"}, GTFS_EMPTY),
        ("gtfs_rt_vehicle_positions", {"feed": "amtrak"}, GTFS_EMPTY),
        ("gtfs_rt_alerts", {"feed": "amtrak"}, GTFS_EMPTY),
        (
            "gtfs_rt_trip_updates",
            {"feed": "amtrak", "trip_id": "2150", "start_date": "20240514"},
            GTFS_EMPTY,
        ),
        ("gtfs_rt_vehicle_positions", {"feed": "amtrak", "route_id": "Acela"}, GTFS_EMPTY),
    ],
)

# ---------------------------------------------------------------- work management


def asana_task(name, due, done=False, who=None):
    return {
        "gid": str(num("as" + name, 16)),
        "name": name,
        "resource_type": "task",
        "completed": done,
        "due_on": due,
        "assignee": {"gid": str(num("asu" + (who or ""), 16)), "name": who, "resource_type": "user"}
        if who
        else None,
    }


ASANA_PROJ = str(num("asana-proj-website", 16))
session(
    "asana",
    "ok",
    1,
    "Which tasks in the 'Website relaunch' Asana project are overdue as of today (14 May)? Assign the unassigned overdue ones to Priya and leave a comment on each.",
    [
        (
            "asana_get_tasks",
            {
                "project": ASANA_PROJ,
                "completed_since": "now",
                "opt_fields": "name,due_on,assignee.name,completed",
                "limit": 5,
            },
            js(
                {
                    "data": [
                        asana_task("Finalize hero copy", "2024-05-10", who="Dana Whitfield"),
                        asana_task("Migrate blog redirects", "2024-05-13"),
                        asana_task("Cookie banner legal review", "2024-05-20", who="Marco Lenz"),
                        asana_task("Image CDN cutover", "2024-05-09"),
                        asana_task("404 page design", None, who="Priya Natarajan"),
                    ],
                    "next_page": {
                        "offset": "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + hx("asoff", 20),
                        "path": f"/projects/{ASANA_PROJ}/tasks?limit=5&offset=eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9."
                        + hx("asoff", 20),
                        "uri": "https://app.asana.com/api/1.0/projects/...",
                    },
                }
            ),
        ),
        (
            "asana_get_tasks",
            {
                "project": ASANA_PROJ,
                "completed_since": "now",
                "opt_fields": "name,due_on,assignee.name,completed",
                "limit": 5,
                "offset": "eyJ0eXAiOiJKV1QiLCJhbGciOiJIUzI1NiJ9." + hx("asoff", 20),
            },
            js(
                {
                    "data": [
                        asana_task("Analytics tagging plan", "2024-05-14", who="Dana Whitfield"),
                        asana_task("Accessibility audit fixes", "2024-05-07"),
                    ],
                    "next_page": None,
                }
            ),
        ),
        (
            "asana_update_task",
            {
                "task_gid": str(num("asMigrate blog redirects", 16)),
                "assignee": "priya.natarajan@northwind.io",
            },
            js(
                {
                    "data": dict(
                        asana_task("Migrate blog redirects", "2024-05-13", who="Priya Natarajan"),
                        permalink_url=f"https://app.asana.com/0/{ASANA_PROJ}/{num('asMigrate blog redirects', 16)}",
                    )
                }
            ),
        ),
        (
            "asana_add_comment",
            {
                "task_gid": str(num("asMigrate blog redirects", 16)),
                "text": "Overdue since 13 May - assigned to you, Priya. Can you give an ETA?",
            },
            js(
                {
                    "data": {
                        "gid": str(num("st1", 16)),
                        "resource_type": "story",
                        "created_at": "2024-05-14T09:12:44.118Z",
                        "resource_subtype": "comment_added",
                        "text": "Overdue since 13 May - assigned to you, Priya. Can you give an ETA?",
                        "type": "comment",
                    }
                }
            ),
        ),
        (
            "asana_update_task",
            {
                "task_gid": str(num("asImage CDN cutover", 16)),
                "assignee": "priya.natarajan@northwind.io",
            },
            js(
                {
                    "data": dict(
                        asana_task("Image CDN cutover", "2024-05-09", who="Priya Natarajan"),
                        permalink_url=f"https://app.asana.com/0/{ASANA_PROJ}/{num('asImage CDN cutover', 16)}",
                    )
                }
            ),
        ),
        (
            "asana_add_comment",
            {
                "task_gid": str(num("asImage CDN cutover", 16)),
                "text": "Overdue since 9 May - assigned to you, Priya. Can you give an ETA?",
            },
            js(
                {
                    "data": {
                        "gid": str(num("st2", 16)),
                        "resource_type": "story",
                        "created_at": "2024-05-14T09:12:51.604Z",
                        "resource_subtype": "comment_added",
                        "text": "Overdue since 9 May - assigned to you, Priya. Can you give an ETA?",
                        "type": "comment",
                    }
                }
            ),
        ),
        (
            "asana_update_task",
            {
                "task_gid": str(num("asAccessibility audit fixes", 16)),
                "assignee": "priya.natarajan@northwind.io",
            },
            js(
                {
                    "data": dict(
                        asana_task(
                            "Accessibility audit fixes", "2024-05-07", who="Priya Natarajan"
                        ),
                        permalink_url=f"https://app.asana.com/0/{ASANA_PROJ}/{num('asAccessibility audit fixes', 16)}",
                    )
                }
            ),
        ),
        (
            "asana_add_comment",
            {
                "task_gid": str(num("asAccessibility audit fixes", 16)),
                "text": "Overdue since 7 May - assigned to you, Priya. Can you give an ETA?",
            },
            js(
                {
                    "data": {
                        "gid": str(num("st3", 16)),
                        "resource_type": "story",
                        "created_at": "2024-05-14T09:12:58.330Z",
                        "resource_subtype": "comment_added",
                        "text": "Overdue since 7 May - assigned to you, Priya. Can you give an ETA?",
                        "type": "comment",
                    }
                }
            ),
        ),
    ],
)

session(
    "asana",
    "ok",
    2,
    "Does anyone have an Asana task mentioning the 'Q3 vendor audit'? If nobody does, create one in the Finance Ops project for me, due 1 July.",
    [
        (
            "asana_search_tasks",
            {
                "workspace": "1199873004",
                "text": "Q3 vendor audit",
                "opt_fields": "name,projects.name",
            },
            js({"data": []}),
        ),
        (
            "asana_search_tasks",
            {
                "workspace": "1199873004",
                "text": "vendor audit",
                "opt_fields": "name,projects.name,completed",
            },
            js(
                {
                    "data": [
                        {
                            "gid": str(num("va-2023", 16)),
                            "name": "Vendor audit FY23 close-out",
                            "resource_type": "task",
                            "completed": True,
                            "projects": [{"gid": "1201774021", "name": "Finance Ops"}],
                        }
                    ]
                }
            ),
        ),
        (
            "asana_get_projects",
            {"workspace": "1199873004", "opt_fields": "name", "archived": False},
            js(
                {
                    "data": [
                        {"gid": "1201774021", "name": "Finance Ops", "resource_type": "project"},
                        {
                            "gid": "1204410988",
                            "name": "Procurement intake",
                            "resource_type": "project",
                        },
                        {"gid": ASANA_PROJ, "name": "Website relaunch", "resource_type": "project"},
                    ]
                }
            ),
        ),
        (
            "asana_create_task",
            {
                "name": "Q3 vendor audit",
                "projects": ["1201774021"],
                "due_on": "2024-07-01",
                "assignee": "me",
            },
            js(
                {
                    "data": {
                        "gid": str(num("q3va", 16)),
                        "resource_type": "task",
                        "name": "Q3 vendor audit",
                        "completed": False,
                        "due_on": "2024-07-01",
                        "assignee": {
                            "gid": "1199873120",
                            "name": "Leah Ortiz",
                            "resource_type": "user",
                        },
                        "projects": [
                            {"gid": "1201774021", "name": "Finance Ops", "resource_type": "project"}
                        ],
                        "permalink_url": f"https://app.asana.com/0/1201774021/{num('q3va', 16)}",
                    }
                }
            ),
        ),
    ],
)

ASANA_401 = js(
    {
        "errors": [
            {
                "message": "Not Authorized",
                "help": "For more information on API status codes and how to handle them, read the docs on errors: https://developers.asana.com/docs/errors",
            }
        ]
    }
)
session(
    "asana",
    "fail",
    1,
    "Summarise what the Mobile squad closed in Asana last sprint (29 Apr - 10 May).",
    [
        (
            "asana_search_tasks",
            {
                "workspace": "1199873004",
                "completed_on.after": "2024-04-28",
                "completed_on.before": "2024-05-11",
                "teams.any": "1203300117",
            },
            ASANA_401,
        ),
        ("asana_get_projects", {"team": "1203300117"}, ASANA_401),
        (
            "asana_get_tasks",
            {"project": "1203300981", "completed_since": "2024-04-29T00:00:00Z"},
            ASANA_401,
        ),
        ("asana_get_teams", {"workspace": "1199873004"}, ASANA_401),
        (
            "asana_search_tasks",
            {"workspace": "1199873004", "text": "mobile", "completed": True},
            ASANA_401,
        ),
        ("asana_get_me", {}, ASANA_401),
        ("asana_get_tasks", {"project": "1203300981"}, ASANA_401),
    ],
)


def trello_card(name, lst, due=None, labels=()):
    cid = hx("tc" + name, 24)
    return {
        "id": cid,
        "name": name,
        "idList": lst,
        "due": due,
        "dueComplete": False,
        "closed": False,
        "labels": [
            {"id": hx("tl" + lb, 24), "name": lb, "color": "red" if lb == "blocked" else "green"}
            for lb in labels
        ],
        "shortUrl": "https://trello.com/c/" + hx("ts" + name, 8),
        "dateLastActivity": "2024-05-13T16:02:11.214Z",
    }


TL_DOING = hx("tlist-doing", 24)
TL_REVIEW = hx("tlist-review", 24)
session(
    "trello",
    "ok",
    1,
    "On our 'Content calendar' Trello board, move every card labelled 'ready' from Doing to Review and tell me what's still blocked.",
    [
        (
            "trello_get_lists",
            {"board_id": "Kq81xP3z"},
            js(
                [
                    {"id": hx("tlist-ideas", 24), "name": "Ideas", "closed": False, "pos": 16384},
                    {"id": TL_DOING, "name": "Doing", "closed": False, "pos": 32768},
                    {"id": TL_REVIEW, "name": "Review", "closed": False, "pos": 49152},
                    {"id": hx("tlist-pub", 24), "name": "Published", "closed": False, "pos": 65536},
                ]
            ),
        ),
        (
            "trello_get_list_cards",
            {"list_id": TL_DOING, "fields": "name,labels,due,idList,shortUrl"},
            js(
                [
                    trello_card(
                        "Spring recipes roundup", TL_DOING, "2024-05-16T12:00:00.000Z", ["ready"]
                    ),
                    trello_card(
                        "Interview: Chef Okafor", TL_DOING, "2024-05-21T12:00:00.000Z", ["blocked"]
                    ),
                    trello_card("Kitchen gadget reviews", TL_DOING, None, ["ready"]),
                    trello_card("Newsletter template refresh", TL_DOING, None, []),
                ]
            ),
        ),
        (
            "trello_update_card",
            {"card_id": hx("tcSpring recipes roundup", 24), "idList": TL_REVIEW},
            js(
                trello_card(
                    "Spring recipes roundup", TL_REVIEW, "2024-05-16T12:00:00.000Z", ["ready"]
                )
            ),
        ),
        (
            "trello_update_card",
            {"card_id": hx("tcKitchen gadget reviews", 24), "idList": TL_REVIEW},
            js(trello_card("Kitchen gadget reviews", TL_REVIEW, None, ["ready"])),
        ),
        (
            "trello_get_card_actions",
            {"card_id": hx("tcInterview: Chef Okafor", 24), "filter": "commentCard", "limit": 3},
            js(
                [
                    {
                        "id": hx("tca1", 24),
                        "type": "commentCard",
                        "date": "2024-05-10T09:41:02.000Z",
                        "memberCreator": {"fullName": "Jo Baxter", "username": "jobaxter"},
                        "data": {
                            "text": "Waiting on photo release from the restaurant's PR agency."
                        },
                    }
                ]
            ),
        ),
        (
            "trello_add_comment",
            {
                "card_id": hx("tcInterview: Chef Okafor", 24),
                "text": "Still blocked on the photo release as of 14 May - @jobaxter any update?",
            },
            js(
                {
                    "id": hx("tca2", 24),
                    "type": "commentCard",
                    "date": "2024-05-14T10:03:17.552Z",
                    "data": {
                        "text": "Still blocked on the photo release as of 14 May - @jobaxter any update?",
                        "card": {
                            "id": hx("tcInterview: Chef Okafor", 24),
                            "name": "Interview: Chef Okafor",
                        },
                    },
                }
            ),
        ),
    ],
)

session(
    "trello",
    "fail",
    1,
    "Archive all the cards in the 'Published' list of the Content calendar board that are older than March.",
    [
        ("trello_get_lists", {"board_id": "Kq81xP3z"}, "invalid token"),
        ("trello_get_board", {"board_id": "Kq81xP3z"}, "invalid token"),
        ("trello_get_list_cards", {"list_id": hx("tlist-pub", 24)}, "invalid token"),
        ("trello_search", {"query": 'board:"Content calendar" list:Published'}, "invalid token"),
        ("trello_get_member_boards", {"member": "me"}, "invalid token"),
        (
            "trello_get_list_cards",
            {"list_id": hx("tlist-pub", 24), "before": "2024-03-01"},
            "invalid token",
        ),
    ],
)


def cu_task(name, status, due_ms=None, assignee=None):
    return {
        "id": hx("cu" + name, 9),
        "custom_id": None,
        "name": name,
        "status": {
            "status": status,
            "color": "#d3d3d3" if status == "to do" else "#4194f6",
            "type": "open" if status != "complete" else "closed",
        },
        "date_created": "1713800000000",
        "due_date": due_ms,
        "assignees": [
            {
                "id": num("cuu" + assignee, 8),
                "username": assignee,
                "email": assignee.lower().replace(" ", ".") + "@brightpath.co",
            }
        ]
        if assignee
        else [],
        "list": {"id": "901204587661"},
        "url": "https://app.clickup.com/t/" + hx("cu" + name, 9),
    }


session(
    "clickup",
    "ok",
    1,
    "In ClickUp's 'Onboarding Q2' list, how many tasks are still 'to do', who owns them, and mark 'Order laptop for R. Silva' complete since IT confirmed delivery.",
    [
        (
            "clickup_get_tasks",
            {"list_id": "901204587661", "page": 0, "statuses": ["to do", "in progress"]},
            js(
                {
                    "tasks": [
                        cu_task(
                            "Order laptop for R. Silva", "in progress", "1715731200000", "Tom Reyes"
                        ),
                        cu_task(
                            "Create SSO account - R. Silva", "to do", "1715817600000", "Tom Reyes"
                        ),
                        cu_task("Buddy assignment - K. Ito", "to do", None, "Meg Hart"),
                        cu_task("Payroll setup - K. Ito", "to do", "1716249600000", None),
                    ],
                    "last_page": False,
                }
            ),
        ),
        (
            "clickup_get_tasks",
            {"list_id": "901204587661", "page": 1, "statuses": ["to do", "in progress"]},
            js(
                {
                    "tasks": [
                        cu_task("Welcome lunch booking", "to do", "1716336000000", "Meg Hart")
                    ],
                    "last_page": True,
                }
            ),
        ),
        (
            "clickup_update_task",
            {"task_id": hx("cuOrder laptop for R. Silva", 9), "status": "complete"},
            js(cu_task("Order laptop for R. Silva", "complete", "1715731200000", "Tom Reyes")),
        ),
        (
            "clickup_create_task_comment",
            {
                "task_id": hx("cuOrder laptop for R. Silva", 9),
                "comment_text": "IT confirmed delivery on 14 May; closing.",
                "notify_all": False,
            },
            js({"id": 90120044817332, "hist_id": "2" + str(num("cuh", 17)), "date": 1715681220331}),
        ),
    ],
)

MON_ACC = 14203377


def mon(data):
    return js({"data": data, "account_id": MON_ACC})


session(
    "monday",
    "ok",
    1,
    "On the monday.com 'Marketing Requests' board, find all items with status 'Stuck' and set their priority to High.",
    [
        (
            "monday_graphql",
            {
                "query": 'query { boards(ids: [6514470021]) { name items_page(limit: 3, query_params: {rules: [{column_id: "status", compare_value: [2]}]}) { cursor items { id name column_values(ids: ["status", "priority", "person"]) { id text } } } } }'
            },
            mon(
                {
                    "boards": [
                        {
                            "name": "Marketing Requests",
                            "items_page": {
                                "cursor": "MSw2NTE0NDcwMDIxLF9" + hx("moncur", 24),
                                "items": [
                                    {
                                        "id": "6514522190",
                                        "name": "Trade show banner reprint",
                                        "column_values": [
                                            {"id": "status", "text": "Stuck"},
                                            {"id": "priority", "text": "Medium"},
                                            {"id": "person", "text": "Ivy Chen"},
                                        ],
                                    },
                                    {
                                        "id": "6514522871",
                                        "name": "Case study: Halvorsen Marine",
                                        "column_values": [
                                            {"id": "status", "text": "Stuck"},
                                            {"id": "priority", "text": "Low"},
                                            {"id": "person", "text": ""},
                                        ],
                                    },
                                    {
                                        "id": "6514530044",
                                        "name": "Partner webinar landing page",
                                        "column_values": [
                                            {"id": "status", "text": "Stuck"},
                                            {"id": "priority", "text": "High"},
                                            {"id": "person", "text": "Sam Odum"},
                                        ],
                                    },
                                ],
                            },
                        }
                    ]
                }
            ),
        ),
        (
            "monday_graphql",
            {
                "query": 'query { next_items_page(limit: 3, cursor: "MSw2NTE0NDcwMDIxLF9'
                + hx("moncur", 24)
                + '") { cursor items { id name column_values(ids: ["status", "priority"]) { id text } } } }'
            },
            mon(
                {
                    "next_items_page": {
                        "cursor": None,
                        "items": [
                            {
                                "id": "6514541178",
                                "name": "Q3 email nurture copy",
                                "column_values": [
                                    {"id": "status", "text": "Stuck"},
                                    {"id": "priority", "text": "Medium"},
                                ],
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "monday_graphql",
            {
                "query": 'mutation { change_simple_column_value(board_id: 6514470021, item_id: 6514522190, column_id: "priority", value: "High") { id } }'
            },
            mon({"change_simple_column_value": {"id": "6514522190"}}),
        ),
        (
            "monday_graphql",
            {
                "query": 'mutation { change_simple_column_value(board_id: 6514470021, item_id: 6514522871, column_id: "priority", value: "High") { id } }'
            },
            mon({"change_simple_column_value": {"id": "6514522871"}}),
        ),
        (
            "monday_graphql",
            {
                "query": 'mutation { change_simple_column_value(board_id: 6514470021, item_id: 6514541178, column_id: "priority", value: "High") { id } }'
            },
            mon({"change_simple_column_value": {"id": "6514541178"}}),
        ),
        (
            "monday_graphql",
            {
                "query": 'mutation { create_update(item_id: 6514522871, body: "Raised to High priority - still needs an owner.") { id } }'
            },
            mon({"create_update": {"id": "3011877452"}}),
        ),
    ],
)

session(
    "monday",
    "fail",
    1,
    "Pull the open items from the 'Client Onboarding' board in monday.com and tell me which clients are waiting on a kickoff call.",
    [
        ("monday_graphql", {"query": q}, mon(d))
        for q, d in [
            (
                "query { boards(ids: [7120098812]) { name items_page(limit: 50) { items { id name } } } }",
                {"boards": []},
            ),
            ("query { boards(limit: 25, board_kind: public) { id name } }", {"boards": []}),
            ("query { boards(ids: [7120098812], state: all) { id name state } }", {"boards": []}),
            (
                "query { items(ids: [7120133490, 7120133502]) { id name board { name } } }",
                {"items": []},
            ),
            ("query { boards(limit: 50, workspace_ids: [4410982]) { id name } }", {"boards": []}),
            ('query { boards(ids: ["7120098812"]) { groups { id title } } }', {"boards": []}),
            ("query { boards(limit: 100, board_kind: private) { id name } }", {"boards": []}),
        ]
    ],
)


def ss_cell(col, val):
    return (
        {"columnId": col, "value": val, "displayValue": str(val)}
        if val is not None
        else {"columnId": col}
    )


session(
    "smartsheet",
    "ok",
    1,
    "In the 'Facilities Work Orders' smartsheet, find the HVAC rows still open and set their status to 'Scheduled' with tech 'A. Mensah'.",
    [
        (
            "smartsheet_search",
            {"query": "HVAC", "scopes": "cellData"},
            js(
                {
                    "results": [
                        {
                            "text": "HVAC filter replacement - Bldg C",
                            "objectType": "row",
                            "objectId": 7742119003088772,
                            "parentObjectType": "sheet",
                            "parentObjectId": 4583173393803140,
                            "parentObjectName": "Facilities Work Orders",
                            "contextData": ["Row 14"],
                        },
                        {
                            "text": "HVAC compressor noise - Bldg A 3F",
                            "objectType": "row",
                            "objectId": 2238519468947332,
                            "parentObjectType": "sheet",
                            "parentObjectId": 4583173393803140,
                            "parentObjectName": "Facilities Work Orders",
                            "contextData": ["Row 22"],
                        },
                        {
                            "text": "HVAC quarterly inspection",
                            "objectType": "row",
                            "objectId": 5119004212233092,
                            "parentObjectType": "sheet",
                            "parentObjectId": 4583173393803140,
                            "parentObjectName": "Facilities Work Orders",
                            "contextData": ["Row 9"],
                        },
                    ],
                    "totalCount": 3,
                }
            ),
        ),
        (
            "smartsheet_get_sheet",
            {
                "sheet_id": 4583173393803140,
                "row_ids": [7742119003088772, 2238519468947332, 5119004212233092],
                "column_ids": [101, 102, 103],
            },
            js(
                {
                    "id": 4583173393803140,
                    "name": "Facilities Work Orders",
                    "totalRowCount": 61,
                    "columns": [
                        {
                            "id": 101,
                            "index": 0,
                            "title": "Request",
                            "type": "TEXT_NUMBER",
                            "primary": True,
                        },
                        {
                            "id": 102,
                            "index": 3,
                            "title": "Status",
                            "type": "PICKLIST",
                            "options": ["Open", "Scheduled", "Done"],
                        },
                        {"id": 103, "index": 4, "title": "Tech", "type": "CONTACT_LIST"},
                    ],
                    "rows": [
                        {
                            "id": 5119004212233092,
                            "rowNumber": 9,
                            "cells": [
                                ss_cell(101, "HVAC quarterly inspection"),
                                ss_cell(102, "Done"),
                                ss_cell(103, "J. Farrow"),
                            ],
                        },
                        {
                            "id": 7742119003088772,
                            "rowNumber": 14,
                            "cells": [
                                ss_cell(101, "HVAC filter replacement - Bldg C"),
                                ss_cell(102, "Open"),
                                ss_cell(103, None),
                            ],
                        },
                        {
                            "id": 2238519468947332,
                            "rowNumber": 22,
                            "cells": [
                                ss_cell(101, "HVAC compressor noise - Bldg A 3F"),
                                ss_cell(102, "Open"),
                                ss_cell(103, None),
                            ],
                        },
                    ],
                }
            ),
        ),
        (
            "smartsheet_update_rows",
            {
                "sheet_id": 4583173393803140,
                "rows": [
                    {
                        "id": 7742119003088772,
                        "cells": [
                            {"columnId": 102, "value": "Scheduled"},
                            {"columnId": 103, "value": "A. Mensah"},
                        ],
                    },
                    {
                        "id": 2238519468947332,
                        "cells": [
                            {"columnId": 102, "value": "Scheduled"},
                            {"columnId": 103, "value": "A. Mensah"},
                        ],
                    },
                ],
            },
            js(
                {
                    "message": "SUCCESS",
                    "resultCode": 0,
                    "version": 412,
                    "result": [
                        {
                            "id": 7742119003088772,
                            "rowNumber": 14,
                            "cells": [ss_cell(102, "Scheduled"), ss_cell(103, "A. Mensah")],
                        },
                        {
                            "id": 2238519468947332,
                            "rowNumber": 22,
                            "cells": [ss_cell(102, "Scheduled"), ss_cell(103, "A. Mensah")],
                        },
                    ],
                }
            ),
        ),
        (
            "smartsheet_add_comment",
            {
                "sheet_id": 4583173393803140,
                "row_id": 2238519468947332,
                "text": "Scheduled with A. Mensah; please leave access to the 3F plant room.",
            },
            js(
                {
                    "message": "SUCCESS",
                    "resultCode": 0,
                    "result": {
                        "id": 6602118440253316,
                        "comments": [
                            {
                                "id": 1190055413983108,
                                "text": "Scheduled with A. Mensah; please leave access to the 3F plant room.",
                                "createdBy": {
                                    "name": "Ops Agent",
                                    "email": "ops-agent@harborview.org",
                                },
                                "createdAt": "2024-05-14T10:22:04Z",
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

session(
    "smartsheet",
    "fail",
    1,
    "Export the budget vs actuals numbers for cost centres 4100-4400 from the 'FY24 Opex Tracker' sheet.",
    [
        (
            "smartsheet_" + t,
            a,
            js(
                {
                    "errorCode": 1003,
                    "message": "Your Access Token has expired.",
                    "refId": hx(f"ssref{i}", 20),
                }
            ),
        )
        for i, (t, a) in enumerate(
            [
                ("search", {"query": "FY24 Opex Tracker"}),
                ("list_sheets", {"include": "ownerInfo"}),
                ("get_sheet", {"sheet_id": 8821004399123332}),
                ("search", {"query": "4100", "scopes": "cellData"}),
                ("get_sheet", {"sheet_id": 8821004399123332, "column_ids": [11, 12, 13]}),
                ("list_sheets", {"page": 2}),
                ("search", {"query": "Opex"}),
            ]
        )
    ],
)

session(
    "basecamp",
    "ok",
    1,
    "What's left on the 'Launch checklist' to-do list in the Basecamp project 'Harbor Café app', and tick off 'Submit to App Store review' — Ben says it went in this morning.",
    [
        (
            "basecamp_get",
            {"path": "/buckets/29014418/todosets/4412700812/todolists.json"},
            js(
                [
                    {
                        "id": 4412701005,
                        "title": "Launch checklist",
                        "completed_ratio": "7/12",
                        "app_url": "https://3.basecamp.com/5120449/buckets/29014418/todolists/4412701005",
                    },
                    {
                        "id": 4412701188,
                        "title": "Post-launch",
                        "completed_ratio": "0/5",
                        "app_url": "https://3.basecamp.com/5120449/buckets/29014418/todolists/4412701188",
                    },
                ]
            ),
        ),
        (
            "basecamp_get",
            {"path": "/buckets/29014418/todolists/4412701005/todos.json"},
            js(
                [
                    {
                        "id": 4412790011,
                        "title": "Submit to App Store review",
                        "completed": False,
                        "due_on": "2024-05-14",
                        "assignees": [{"name": "Ben Kowalski"}],
                    },
                    {
                        "id": 4412790118,
                        "title": "Play Store listing screenshots",
                        "completed": False,
                        "due_on": "2024-05-15",
                        "assignees": [{"name": "Aisha Noor"}],
                    },
                    {
                        "id": 4412790203,
                        "title": "Privacy policy URL live",
                        "completed": False,
                        "due_on": "2024-05-15",
                        "assignees": [],
                    },
                    {
                        "id": 4412790377,
                        "title": "Crash-free rate >99.5% on beta",
                        "completed": False,
                        "due_on": None,
                        "assignees": [{"name": "Ben Kowalski"}],
                    },
                    {
                        "id": 4412790460,
                        "title": "Press kit to partners",
                        "completed": False,
                        "due_on": "2024-05-20",
                        "assignees": [{"name": "Mina Park"}],
                    },
                ]
            ),
        ),
        ("basecamp_post", {"path": "/buckets/29014418/todos/4412790011/completion.json"}, ""),
        (
            "basecamp_post",
            {
                "path": "/buckets/29014418/recordings/4412790011/comments.json",
                "body": {
                    "content": "<div>Submitted to App Store review this morning (per Ben).</div>"
                },
            },
            js(
                {
                    "id": 7301448812,
                    "status": "active",
                    "type": "Comment",
                    "created_at": "2024-05-14T11:02:40.118Z",
                    "content": "<div>Submitted to App Store review this morning (per Ben).</div>",
                    "creator": {"name": "Launch Bot"},
                    "app_url": "https://3.basecamp.com/5120449/buckets/29014418/todos/4412790011#__recording_7301448812",
                }
            ),
        ),
        (
            "basecamp_get",
            {"path": "/buckets/29014418/todolists/4412701005.json"},
            js(
                {
                    "id": 4412701005,
                    "title": "Launch checklist",
                    "completed_ratio": "8/12",
                    "todos_url": "https://3.basecampapi.com/5120449/buckets/29014418/todolists/4412701005/todos.json",
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- CRM and accounting

session(
    "pipedrive",
    "ok",
    1,
    "What deals do we have open with Lindqvist Timber in Pipedrive, and schedule a follow-up call on the biggest one for Thursday 10:00.",
    [
        (
            "pipedrive_search_deals",
            {"term": "Lindqvist", "status": "open", "fields": "title,custom_fields"},
            js(
                {
                    "success": True,
                    "data": {
                        "items": [
                            {
                                "result_score": 1.1182,
                                "item": {
                                    "id": 3391,
                                    "type": "deal",
                                    "title": "Lindqvist Timber - sawmill sensors",
                                    "value": 48200,
                                    "currency": "EUR",
                                    "status": "open",
                                    "visible_to": 3,
                                    "owner": {"id": 1190233},
                                    "stage": {"id": 4, "name": "Proposal made"},
                                    "person": {"id": 8812, "name": "Erik Lindqvist"},
                                    "organization": {
                                        "id": 602,
                                        "name": "Lindqvist Timber AB",
                                        "address": None,
                                    },
                                },
                            },
                            {
                                "result_score": 0.9044,
                                "item": {
                                    "id": 3420,
                                    "type": "deal",
                                    "title": "Lindqvist Timber - support renewal",
                                    "value": 6400,
                                    "currency": "EUR",
                                    "status": "open",
                                    "visible_to": 3,
                                    "owner": {"id": 1190233},
                                    "stage": {"id": 2, "name": "Contact made"},
                                    "person": {"id": 8812, "name": "Erik Lindqvist"},
                                    "organization": {
                                        "id": 602,
                                        "name": "Lindqvist Timber AB",
                                        "address": None,
                                    },
                                },
                            },
                        ]
                    },
                    "additional_data": {
                        "pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}
                    },
                }
            ),
        ),
        (
            "pipedrive_get_deal_activities",
            {"deal_id": 3391, "done": 0},
            js(
                {
                    "success": True,
                    "data": None,
                    "additional_data": {
                        "pagination": {"start": 0, "limit": 100, "more_items_in_collection": False}
                    },
                }
            ),
        ),
        (
            "pipedrive_add_activity",
            {
                "subject": "Follow-up call: sawmill sensor proposal",
                "type": "call",
                "due_date": "2024-05-16",
                "due_time": "08:00",
                "duration": "00:30",
                "deal_id": 3391,
                "person_id": 8812,
            },
            js(
                {
                    "success": True,
                    "data": {
                        "id": 55102,
                        "company_id": 7711203,
                        "user_id": 1190233,
                        "done": False,
                        "type": "call",
                        "due_date": "2024-05-16",
                        "due_time": "08:00",
                        "duration": "00:30",
                        "subject": "Follow-up call: sawmill sensor proposal",
                        "deal_id": 3391,
                        "person_id": 8812,
                        "org_id": 602,
                        "add_time": "2024-05-14 09:40:12",
                        "deal_title": "Lindqvist Timber - sawmill sensors",
                        "person_name": "Erik Lindqvist",
                        "org_name": "Lindqvist Timber AB",
                    },
                    "related_objects": {"user": {"1190233": {"id": 1190233, "name": "Hanna Berg"}}},
                }
            ),
        ),
        (
            "pipedrive_add_note",
            {"deal_id": 3391, "content": "Follow-up call booked for Thu 16 May 10:00 CEST."},
            js(
                {
                    "success": True,
                    "data": {
                        "id": 91844,
                        "content": "Follow-up call booked for Thu 16 May 10:00 CEST.",
                        "deal_id": 3391,
                        "add_time": "2024-05-14 09:40:19",
                        "active_flag": True,
                    },
                }
            ),
        ),
    ],
)

PD_401 = js(
    {
        "success": False,
        "error": "unauthorized access",
        "errorCode": 401,
        "error_info": "Please check developers.pipedrive.com for more information about Pipedrive API.",
    }
)
session(
    "pipedrive",
    "fail",
    1,
    "Which of my Pipedrive deals in the 'Negotiation' stage haven't had activity in two weeks?",
    [
        ("pipedrive_list_deals", {"stage_id": 5, "status": "open", "limit": 100}, PD_401),
        ("pipedrive_list_stages", {"pipeline_id": 1}, PD_401),
        ("pipedrive_search_deals", {"term": "negotiation"}, PD_401),
        ("pipedrive_list_deals", {"filter_id": 41}, PD_401),
        (
            "pipedrive_list_activities",
            {"done": 1, "start_date": "2024-04-30", "end_date": "2024-05-14"},
            PD_401,
        ),
        ("pipedrive_list_deals", {"status": "open", "sort": "last_activity_date ASC"}, PD_401),
        ("pipedrive_get_current_user", {}, PD_401),
    ],
)


def qbo(entity, rows, start=1):
    if not rows:
        return js(
            {"QueryResponse": {}, "time": "2024-05-14T03:11:" + str(10 + start) + ".412-07:00"}
        )
    return js(
        {
            "QueryResponse": {entity: rows, "startPosition": start, "maxResults": len(rows)},
            "time": "2024-05-14T03:11:" + str(10 + start) + ".412-07:00",
        }
    )


def inv(i, cust, amt, bal, due):
    return {
        "Id": str(i),
        "DocNumber": str(1000 + i),
        "TxnDate": "2024-03-" + str(1 + i % 27).zfill(2),
        "DueDate": due,
        "CustomerRef": {"value": str(num(cust, 2)), "name": cust},
        "TotalAmt": amt,
        "Balance": bal,
        "CurrencyRef": {"value": "USD", "name": "United States Dollar"},
        "SyncToken": "0",
        "MetaData": {
            "CreateTime": "2024-03-01T10:00:00-07:00",
            "LastUpdatedTime": "2024-03-01T10:00:00-07:00",
        },
    }


session(
    "quickbooks",
    "ok",
    1,
    "List every QuickBooks invoice more than 30 days overdue and the total we're owed.",
    [
        (
            "qbo_query",
            {
                "query": "SELECT * FROM Invoice WHERE Balance > '0' AND DueDate < '2024-04-14' ORDERBY DueDate STARTPOSITION 1 MAXRESULTS 3"
            },
            qbo(
                "Invoice",
                [
                    inv(141, "Pacific Crest Dental", 2400.0, 2400.0, "2024-03-15"),
                    inv(147, "Redwood Yoga Studio", 780.0, 380.0, "2024-03-29"),
                    inv(152, "Gomez Landscaping", 1650.0, 1650.0, "2024-04-02"),
                ],
            ),
        ),
        (
            "qbo_query",
            {
                "query": "SELECT * FROM Invoice WHERE Balance > '0' AND DueDate < '2024-04-14' ORDERBY DueDate STARTPOSITION 4 MAXRESULTS 3"
            },
            qbo("Invoice", [inv(158, "Sunset Bikes LLC", 920.0, 920.0, "2024-04-09")], 4),
        ),
        (
            "qbo_query",
            {
                "query": "SELECT * FROM Invoice WHERE Balance > '0' AND DueDate < '2024-04-14' ORDERBY DueDate STARTPOSITION 7 MAXRESULTS 3"
            },
            qbo("Invoice", [], 7),
        ),
        (
            "qbo_query",
            {
                "query": "SELECT COUNT(*) FROM Invoice WHERE Balance > '0' AND DueDate < '2024-04-14'"
            },
            js({"QueryResponse": {"totalCount": 4}, "time": "2024-05-14T03:11:31.208-07:00"}),
        ),
        (
            "qbo_report",
            {
                "report": "AgedReceivables",
                "params": {"report_date": "2024-05-14", "aging_method": "Report_Date"},
            },
            js(
                {
                    "Header": {
                        "Time": "2024-05-14T03:11:40-07:00",
                        "ReportName": "AgedReceivables",
                        "DateMacro": "today",
                        "Currency": "USD",
                    },
                    "Columns": {
                        "Column": [
                            {"ColTitle": ""},
                            {"ColTitle": "Current"},
                            {"ColTitle": "1 - 30"},
                            {"ColTitle": "31 - 60"},
                            {"ColTitle": "61 - 90"},
                            {"ColTitle": "91 and over"},
                            {"ColTitle": "Total"},
                        ]
                    },
                    "Rows": {
                        "Row": [
                            {
                                "Summary": {
                                    "ColData": [
                                        {"value": "TOTAL"},
                                        {"value": "3120.00"},
                                        {"value": "1205.00"},
                                        {"value": "5350.00"},
                                        {"value": "0.00"},
                                        {"value": "0.00"},
                                        {"value": "9675.00"},
                                    ]
                                },
                                "type": "Section",
                                "group": "GrandTotal",
                            }
                        ]
                    },
                }
            ),
        ),
    ],
)

session(
    "quickbooks",
    "ok",
    2,
    "Did we ever pay vendor 'Kessler Signs'? If there are no bills or payments for them, tell me and set them inactive.",
    [
        (
            "qbo_query",
            {
                "query": "SELECT Id, DisplayName, Active, Balance FROM Vendor WHERE DisplayName LIKE '%Kessler%'"
            },
            qbo(
                "Vendor",
                [
                    {
                        "Id": "88",
                        "DisplayName": "Kessler Signs",
                        "Active": True,
                        "Balance": 0,
                        "SyncToken": "2",
                    }
                ],
            ),
        ),
        ("qbo_query", {"query": "SELECT * FROM Bill WHERE VendorRef = '88'"}, qbo("Bill", [])),
        (
            "qbo_query",
            {"query": "SELECT * FROM BillPayment WHERE VendorRef = '88'"},
            qbo("BillPayment", []),
        ),
        (
            "qbo_query",
            {"query": "SELECT * FROM Purchase WHERE EntityRef = '88'"},
            qbo("Purchase", []),
        ),
        (
            "qbo_update",
            {
                "entity": "Vendor",
                "body": {"Id": "88", "SyncToken": "2", "sparse": True, "Active": False},
            },
            js(
                {
                    "Vendor": {
                        "Id": "88",
                        "DisplayName": "Kessler Signs",
                        "Active": False,
                        "Balance": 0,
                        "SyncToken": "3",
                        "MetaData": {
                            "CreateTime": "2022-08-10T09:14:02-07:00",
                            "LastUpdatedTime": "2024-05-14T03:20:55-07:00",
                        },
                    },
                    "time": "2024-05-14T03:20:55.610-07:00",
                }
            ),
        ),
    ],
)


def qbo_401(i):
    return js(
        {
            "Fault": {
                "Error": [
                    {
                        "Message": "message=AuthenticationFailed; errorCode=003200; statusCode=401",
                        "Detail": "Token expired: " + hx(f"qbotok{i}", 12),
                        "code": "3200",
                    }
                ],
                "type": "AUTHENTICATION",
            },
            "time": f"2024-05-14T03:3{i}:0{i}.118-07:00",
        }
    )


session(
    "quickbooks",
    "fail",
    1,
    "What were our top five expense accounts in April according to QuickBooks?",
    [
        (
            "qbo_report",
            {
                "report": "ProfitAndLoss",
                "params": {
                    "start_date": "2024-04-01",
                    "end_date": "2024-04-30",
                    "summarize_column_by": "Total",
                },
            },
            qbo_401(0),
        ),
        ("qbo_query", {"query": "SELECT * FROM Account WHERE AccountType = 'Expense'"}, qbo_401(1)),
        (
            "qbo_report",
            {
                "report": "ProfitAndLossDetail",
                "params": {"start_date": "2024-04-01", "end_date": "2024-04-30"},
            },
            qbo_401(2),
        ),
        (
            "qbo_query",
            {
                "query": "SELECT * FROM Purchase WHERE TxnDate >= '2024-04-01' AND TxnDate <= '2024-04-30' MAXRESULTS 1000"
            },
            qbo_401(3),
        ),
        (
            "qbo_report",
            {"report": "ProfitAndLoss", "params": {"date_macro": "Last Month"}},
            qbo_401(4),
        ),
        ("qbo_query", {"query": "SELECT * FROM Bill WHERE TxnDate >= '2024-04-01'"}, qbo_401(5)),
        ("qbo_query", {"query": "SELECT * FROM CompanyInfo"}, qbo_401(6)),
    ],
)


def xero(key, rows, i=0):
    return js(
        {
            "Id": uuid(f"xero-resp-{key}-{i}"),
            "Status": "OK",
            "ProviderName": "Agent Connector",
            "DateTimeUTC": f"/Date({1715681400000 + i * 3100})/",
            key: rows,
        }
    )


def xinv(n, contact, total, due, status="AUTHORISED"):
    return {
        "Type": "ACCREC",
        "InvoiceID": uuid("xinv" + n),
        "InvoiceNumber": n,
        "Reference": "",
        "Contact": {"ContactID": uuid("xc" + contact), "Name": contact},
        "DateString": "2024-04-02T00:00:00",
        "DueDateString": due,
        "Status": status,
        "LineAmountTypes": "Exclusive",
        "SubTotal": round(total / 1.15, 2),
        "TotalTax": round(total - total / 1.15, 2),
        "Total": total,
        "AmountDue": total,
        "AmountPaid": 0.0,
        "CurrencyCode": "NZD",
    }


session(
    "xero",
    "ok",
    1,
    "Record a payment of NZD 1,380 received today from Tui Brewing against their outstanding Xero invoice, then tell me what else they owe.",
    [
        (
            "xero_get_contacts",
            {"where": 'Name.Contains("Tui")'},
            xero(
                "Contacts",
                [
                    {
                        "ContactID": uuid("xcTui Brewing Co"),
                        "ContactStatus": "ACTIVE",
                        "Name": "Tui Brewing Co",
                        "EmailAddress": "accounts@tuibrewing.co.nz",
                        "IsCustomer": True,
                        "IsSupplier": False,
                    }
                ],
            ),
        ),
        (
            "xero_get_invoices",
            {
                "where": f'Contact.ContactID==guid("{uuid("xcTui Brewing Co")}") AND Status=="AUTHORISED"',
                "order": "DueDate",
            },
            xero(
                "Invoices",
                [
                    xinv("INV-0412", "Tui Brewing Co", 1380.0, "2024-05-02T00:00:00"),
                    xinv("INV-0431", "Tui Brewing Co", 2415.0, "2024-05-30T00:00:00"),
                ],
                1,
            ),
        ),
        (
            "xero_create_payment",
            {
                "Invoice": {"InvoiceID": uuid("xinvINV-0412")},
                "Account": {"Code": "090"},
                "Date": "2024-05-14",
                "Amount": 1380.0,
            },
            xero(
                "Payments",
                [
                    {
                        "PaymentID": uuid("xpay1"),
                        "Date": "/Date(1715644800000+0000)/",
                        "Amount": 1380.0,
                        "Reference": "",
                        "Status": "AUTHORISED",
                        "PaymentType": "ACCRECPAYMENT",
                        "Account": {"AccountID": uuid("xacc090"), "Code": "090"},
                        "Invoice": {"InvoiceID": uuid("xinvINV-0412"), "InvoiceNumber": "INV-0412"},
                    }
                ],
                2,
            ),
        ),
        (
            "xero_get_invoices",
            {"where": f'Contact.ContactID==guid("{uuid("xcTui Brewing Co")}") AND AmountDue>0'},
            xero(
                "Invoices", [xinv("INV-0431", "Tui Brewing Co", 2415.0, "2024-05-30T00:00:00")], 3
            ),
        ),
        (
            "xero_get_credit_notes",
            {
                "where": f'Contact.ContactID==guid("{uuid("xcTui Brewing Co")}") AND Status=="AUTHORISED"'
            },
            xero("CreditNotes", [], 4),
        ),
    ],
)

session(
    "xero",
    "fail",
    1,
    "How much does Kauri Joinery owe us in Xero, and when was their last payment?",
    [
        ("xero_get_contacts", {"where": 'Name.Contains("Kauri")'}, xero("Contacts", [], 10)),
        ("xero_get_contacts", {"searchTerm": "Kauri Joinery"}, xero("Contacts", [], 11)),
        (
            "xero_get_invoices",
            {"where": 'Contact.Name.Contains("Kauri")', "Statuses": "AUTHORISED"},
            xero("Invoices", [], 12),
        ),
        (
            "xero_get_contacts",
            {"where": 'EmailAddress.Contains("kaurijoinery")'},
            xero("Contacts", [], 13),
        ),
        (
            "xero_get_payments",
            {"where": 'Contact.Name.Contains("Kauri")'},
            xero("Payments", [], 14),
        ),
        ("xero_get_contacts", {"searchTerm": "Joinery"}, xero("Contacts", [], 15)),
        (
            "xero_get_invoices",
            {"where": 'Type=="ACCREC" AND AmountDue>0', "page": 1},
            xero(
                "Invoices",
                [
                    xinv("INV-0027", "Ridgeway University", 5123.75, "2024-05-22T00:00:00"),
                    xinv("INV-0029", "City Limousines", 312.5, "2024-05-25T00:00:00"),
                    xinv("INV-0030", "Marine Systems", 1150.0, "2024-05-28T00:00:00"),
                ],
                16,
            ),
        ),
        (
            "xero_get_organisation",
            {},
            xero(
                "Organisations",
                [
                    {
                        "OrganisationID": uuid("xorg-demo"),
                        "Name": "Demo Company (Global)",
                        "LegalName": "Demo Company (Global)",
                        "OrganisationType": "COMPANY",
                        "BaseCurrency": "USD",
                        "CountryCode": "NZ",
                        "IsDemoCompany": True,
                        "OrganisationStatus": "ACTIVE",
                    }
                ],
                17,
            ),
        ),
        ("xero_get_contacts", {"where": 'Name.StartsWith("Kau")'}, xero("Contacts", [], 18)),
    ],
)

session(
    "zoho",
    "ok",
    1,
    "Using Zoho CRM, count leads from the 'Trade Show Lyon' source created this month and list those with no owner email opened.",
    [
        (
            "zoho_coql",
            {
                "select_query": "select Last_Name, First_Name, Company, Email, Owner from Leads where Lead_Source = 'Trade Show Lyon' and Created_Time >= '2024-05-01T00:00:00+02:00' limit 0, 4"
            },
            js(
                {
                    "data": [
                        {
                            "Last_Name": "Moreau",
                            "First_Name": "Claire",
                            "Company": "Atelier Moreau",
                            "Email": "c.moreau@ateliermoreau.fr",
                            "Owner": {"id": "5725767000000411001"},
                            "id": "5725767000004481021",
                        },
                        {
                            "Last_Name": "Bianchi",
                            "First_Name": "Luca",
                            "Company": "Bianchi Arredi",
                            "Email": "luca@bianchiarredi.it",
                            "Owner": {"id": "5725767000000411001"},
                            "id": "5725767000004481037",
                        },
                        {
                            "Last_Name": "Dubois",
                            "First_Name": "Théo",
                            "Company": "Menuiserie Dubois",
                            "Email": None,
                            "Owner": {"id": "5725767000000399012"},
                            "id": "5725767000004481052",
                        },
                        {
                            "Last_Name": "Keller",
                            "First_Name": "Sven",
                            "Company": "Keller Holzbau GmbH",
                            "Email": "s.keller@keller-holzbau.de",
                            "Owner": {"id": "5725767000000399012"},
                            "id": "5725767000004481068",
                        },
                    ],
                    "info": {"count": 4, "more_records": True},
                }
            ),
        ),
        (
            "zoho_coql",
            {
                "select_query": "select Last_Name, First_Name, Company, Email, Owner from Leads where Lead_Source = 'Trade Show Lyon' and Created_Time >= '2024-05-01T00:00:00+02:00' limit 4, 4"
            },
            js(
                {
                    "data": [
                        {
                            "Last_Name": "Navarro",
                            "First_Name": "Inés",
                            "Company": "Navarro Interiorismo",
                            "Email": "ines@navarro-int.es",
                            "Owner": {"id": "5725767000000411001"},
                            "id": "5725767000004481090",
                        },
                    ],
                    "info": {"count": 1, "more_records": False},
                }
            ),
        ),
        (
            "zoho_coql",
            {
                "select_query": "select Lead_Source, COUNT(id) from Leads where Lead_Source = 'Trade Show Lyon' and Created_Time >= '2024-05-01T00:00:00+02:00' group by Lead_Source"
            },
            js(
                {
                    "data": [{"Lead_Source": "Trade Show Lyon", "COUNT(id)": 5}],
                    "info": {"count": 1, "more_records": False},
                }
            ),
        ),
        (
            "zoho_get_users",
            {"type": "ActiveUsers"},
            js(
                {
                    "users": [
                        {
                            "id": "5725767000000411001",
                            "full_name": "Camille Roux",
                            "email": "camille.roux@boisetcie.fr",
                            "status": "active",
                        },
                        {
                            "id": "5725767000000399012",
                            "full_name": "Jonas Weber",
                            "email": "jonas.weber@boisetcie.fr",
                            "status": "active",
                        },
                    ],
                    "info": {"per_page": 200, "count": 2, "page": 1, "more_records": False},
                }
            ),
        ),
        (
            "zoho_coql",
            {
                "select_query": "select Subject, What_Id, Status from Emails where What_Id in ('5725767000004481021','5725767000004481037','5725767000004481068','5725767000004481090')"
            },
            js(
                {
                    "code": "INVALID_QUERY",
                    "details": {"reason": "invalid module", "module": "Emails"},
                    "message": "Invalid query formed",
                    "status": "error",
                }
            ),
        ),
        (
            "zoho_get_related",
            {"module": "Leads", "record_id": "5725767000004481021", "related_list": "Emails"},
            js(
                {
                    "email_related_list": [
                        {
                            "subject": "Suite à notre rencontre au salon",
                            "from": {"email": "camille.roux@boisetcie.fr"},
                            "sent_time": "2024-05-07T10:02:44+02:00",
                            "status": [
                                {
                                    "type": "opened",
                                    "first_open": "2024-05-07T11:40:02+02:00",
                                    "count": 3,
                                }
                            ],
                        }
                    ],
                    "info": {"count": 1, "next_index": None, "prev_index": None, "per_page": 200},
                }
            ),
        ),
        (
            "zoho_get_related",
            {"module": "Leads", "record_id": "5725767000004481037", "related_list": "Emails"},
            js(
                {
                    "email_related_list": [
                        {
                            "subject": "Suite à notre rencontre au salon",
                            "from": {"email": "camille.roux@boisetcie.fr"},
                            "sent_time": "2024-05-07T10:03:10+02:00",
                            "status": [{"type": "sent"}],
                        }
                    ],
                    "info": {"count": 1, "next_index": None, "prev_index": None, "per_page": 200},
                }
            ),
        ),
        (
            "zoho_get_related",
            {"module": "Leads", "record_id": "5725767000004481068", "related_list": "Emails"},
            js(
                {
                    "email_related_list": [],
                    "info": {"count": 0, "next_index": None, "prev_index": None, "per_page": 200},
                }
            ),
        ),
        (
            "zoho_get_related",
            {"module": "Leads", "record_id": "5725767000004481090", "related_list": "Emails"},
            js(
                {
                    "email_related_list": [
                        {
                            "subject": "Seguimiento feria de Lyon",
                            "from": {"email": "camille.roux@boisetcie.fr"},
                            "sent_time": "2024-05-08T09:15:51+02:00",
                            "status": [
                                {
                                    "type": "opened",
                                    "first_open": "2024-05-08T16:22:19+02:00",
                                    "count": 1,
                                }
                            ],
                        }
                    ],
                    "info": {"count": 1, "next_index": None, "prev_index": None, "per_page": 200},
                }
            ),
        ),
    ],
)

ZOHO_TOK = js(
    {"code": "INVALID_TOKEN", "details": {}, "message": "invalid oauth token", "status": "error"}
)
session(
    "zoho",
    "fail",
    1,
    "Show me the Zoho CRM deals closing this quarter above EUR 20k with their stage and owner.",
    [
        (
            "zoho_coql",
            {
                "select_query": "select Deal_Name, Amount, Stage, Owner, Closing_Date from Deals where Closing_Date between '2024-04-01' and '2024-06-30' and Amount > 20000 limit 200"
            },
            ZOHO_TOK,
        ),
        (
            "zoho_coql",
            {
                "select_query": "select Deal_Name, Amount, Stage from Deals where Amount > 20000 limit 200"
            },
            ZOHO_TOK,
        ),
        (
            "zoho_search_records",
            {"module": "Deals", "criteria": "(Closing_Date:between:2024-04-01,2024-06-30)"},
            ZOHO_TOK,
        ),
        (
            "zoho_get_records",
            {
                "module": "Deals",
                "fields": "Deal_Name,Amount,Stage,Owner,Closing_Date",
                "per_page": 200,
            },
            ZOHO_TOK,
        ),
        ("zoho_get_users", {"type": "ActiveUsers"}, ZOHO_TOK),
        (
            "zoho_coql",
            {
                "select_query": "select Deal_Name from Deals where Stage = 'Negotiation/Review' limit 50"
            },
            ZOHO_TOK,
        ),
        ("zoho_get_records", {"module": "Deals", "page": 2}, ZOHO_TOK),
    ],
)

session(
    "close",
    "ok",
    1,
    "In Close, find leads in Denver whose status is 'Potential' and who we haven't emailed yet, and log a note on each that they came from the Denver meetup.",
    [
        (
            "close_search_leads",
            {
                "query": 'addresses.city:"Denver" status:"Potential" num_email_activities:0',
                "_fields": "id,display_name,status_label,contacts",
            },
            js(
                {
                    "has_more": False,
                    "total_results": 2,
                    "data": [
                        {
                            "id": "lead_" + hx("cl1", 43),
                            "display_name": "Front Range Pediatrics",
                            "status_label": "Potential",
                            "contacts": [
                                {
                                    "id": "cont_" + hx("clc1", 43),
                                    "name": "Dr. Alana Whit",
                                    "emails": [
                                        {"email": "awhit@frontrangepeds.com", "type": "office"}
                                    ],
                                }
                            ],
                        },
                        {
                            "id": "lead_" + hx("cl2", 43),
                            "display_name": "Mile High Roasters",
                            "status_label": "Potential",
                            "contacts": [
                                {"id": "cont_" + hx("clc2", 43), "name": "Gabe Lutz", "emails": []}
                            ],
                        },
                    ],
                }
            ),
        ),
        (
            "close_create_note",
            {"lead_id": "lead_" + hx("cl1", 43), "note": "Met at the Denver SaaS meetup (9 May)."},
            js(
                {
                    "id": "acti_" + hx("cln1", 43),
                    "_type": "Note",
                    "lead_id": "lead_" + hx("cl1", 43),
                    "note": "Met at the Denver SaaS meetup (9 May).",
                    "date_created": "2024-05-14T16:02:11.118000+00:00",
                    "user_name": "Rowan Pike",
                    "organization_id": "orga_" + hx("clorg", 43),
                }
            ),
        ),
        (
            "close_create_note",
            {"lead_id": "lead_" + hx("cl2", 43), "note": "Met at the Denver SaaS meetup (9 May)."},
            js(
                {
                    "id": "acti_" + hx("cln2", 43),
                    "_type": "Note",
                    "lead_id": "lead_" + hx("cl2", 43),
                    "note": "Met at the Denver SaaS meetup (9 May).",
                    "date_created": "2024-05-14T16:02:13.640000+00:00",
                    "user_name": "Rowan Pike",
                    "organization_id": "orga_" + hx("clorg", 43),
                }
            ),
        ),
        (
            "close_list_activities",
            {"lead_id": "lead_" + hx("cl2", 43), "_type": "Email"},
            js({"has_more": False, "data": []}),
        ),
        (
            "close_list_tasks",
            {"lead_id": "lead_" + hx("cl2", 43), "is_complete": False},
            js(
                {
                    "has_more": False,
                    "total_results": 1,
                    "data": [
                        {
                            "id": "task_" + hx("clt", 43),
                            "_type": "lead",
                            "text": "Find a decision maker email",
                            "date": "2024-05-17",
                            "is_complete": False,
                            "assigned_to_name": "Rowan Pike",
                        }
                    ],
                }
            ),
        ),
    ],
)

session(
    "copper",
    "ok",
    1,
    "Before my call with Hollis & Grant Architects, pull their Copper record: key contacts, open opportunities and the last activity.",
    [
        (
            "copper_search_companies",
            {"name": "Hollis & Grant"},
            js(
                [
                    {
                        "id": 61829044,
                        "name": "Hollis & Grant Architects",
                        "assignee_id": 412209,
                        "address": {
                            "street": "88 Wharf St",
                            "city": "Halifax",
                            "state": "NS",
                            "postal_code": "B3J 1A2",
                            "country": "CA",
                        },
                        "email_domain": "hollisgrant.ca",
                        "contact_type_id": 1488201,
                        "date_created": 1681310012,
                        "date_modified": 1714990011,
                    }
                ]
            ),
        ),
        (
            "copper_search_people",
            {"company_ids": [61829044], "page_size": 25},
            js(
                [
                    {
                        "id": 152004981,
                        "name": "Rhiannon Grant",
                        "title": "Principal",
                        "company_id": 61829044,
                        "emails": [{"email": "rgrant@hollisgrant.ca", "category": "work"}],
                        "phone_numbers": [{"number": "902-555-0143", "category": "work"}],
                    },
                    {
                        "id": 152004990,
                        "name": "Owen Tasker",
                        "title": "Office Manager",
                        "company_id": 61829044,
                        "emails": [{"email": "otasker@hollisgrant.ca", "category": "work"}],
                        "phone_numbers": [],
                    },
                ]
            ),
        ),
        (
            "copper_search_opportunities",
            {"company_ids": [61829044], "status_ids": [0]},
            js(
                [
                    {
                        "id": 30441877,
                        "name": "Hollis & Grant - BIM licence expansion",
                        "pipeline_stage_id": 2901442,
                        "status": "Open",
                        "monetary_value": 18500,
                        "close_date": "6/28/2024",
                        "win_probability": 60,
                        "primary_contact_id": 152004981,
                    }
                ]
            ),
        ),
        (
            "copper_list_pipeline_stages",
            {},
            js(
                [
                    {
                        "id": 2901440,
                        "name": "Qualified",
                        "pipeline_id": 880112,
                        "win_probability": 10,
                    },
                    {"id": 2901441, "name": "Demo", "pipeline_id": 880112, "win_probability": 30},
                    {
                        "id": 2901442,
                        "name": "Proposal",
                        "pipeline_id": 880112,
                        "win_probability": 60,
                    },
                    {"id": 2901443, "name": "Verbal", "pipeline_id": 880112, "win_probability": 90},
                ]
            ),
        ),
        (
            "copper_search_activities",
            {"parent": {"type": "company", "id": 61829044}, "page_size": 1},
            js(
                [
                    {
                        "id": 7781204412,
                        "parent": {"id": 61829044, "type": "company"},
                        "type": {"id": 190, "category": "user"},
                        "user_id": 412209,
                        "details": "Sent revised proposal; Rhiannon wants pricing for 12 seats instead of 8.",
                        "activity_date": 1714989900,
                    }
                ]
            ),
        ),
    ],
)

# ---------------------------------------------------------------- output


def rows() -> list[dict]:
    out = []
    for s in SESSIONS:
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"heldout32/{s['family']}",
                    "run_id": s["run_id"],
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["success"]},
                }
            )
    return out


def main(out: Path = OUT) -> None:
    with out.open("w", encoding="utf-8") as fh:
        for row in rows():
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
