# ruff: noqa: E501, B905 -- tool outputs are kept verbatim (long lines); zips of fixed lists
"""Build tests/data/tool_heldout61.jsonl: a blind held-out fixture of 54 sessions.

Domains: API gateways, time-series stores, code search, secret scanning and SBOMs,
legal research. Each row is one tool call in the project's real-runs format.

Where each format comes from (written from memory of the tools' documentation, their
source and their client libraries; no network capture):

API gateways
- kong: Kong Admin API JSON (``{"data": [...], "next": "/services?offset=..."}`` paging,
  ``{"message": "Not found"}`` on 404, the Enterprise RBAC refusal
  ``Invalid credentials. Token or User credentials required``). Sure of paging and 404,
  fairly sure of the RBAC wording.
- tyk: Tyk Gateway API (``/tyk/apis``, ``/tyk/keys``, ``/tyk/reload`` answering
  ``{"status": "ok", "message": ""}``). Fairly sure.
- apigee: Apigee X management API (``organizations/*/apis``, deployments, the stats API
  ``environments[].dimensions[].metrics[]``; an empty environment's stats come back as
  ``{"environments": [{"name": ...}], "metaData": {...}}``). Fairly sure of shapes, less of
  metaData fields.
- aws-apigateway: AWS CLI v2 JSON output and its botocore error line
  ``An error occurred (ExpiredTokenException) when calling ...``. Sure.
- krakend: ``krakend check`` / ``krakend audit`` CLI text run through a shell tool. Fairly
  sure of the check line, less of audit's exact layout.
- gravitee: Management API v2 (``{"data": [...], "pagination": {...}, "links": {...}}``) and
  an nginx 503 maintenance page in front of it. Fairly sure.

Time-series stores
- graphite: render API ``format=json`` (``[{"target":..., "datapoints": [[v, ts], ...]}]``,
  ``[]`` when no series match) and ``/metrics/find`` tree nodes. Sure.
- opentsdb: ``/api/query`` (``metric``, ``tags``, ``aggregateTags``, ``dps``), ``/api/suggest``
  (a JSON list); an nginx 504 page from the proxy. Sure of the bodies.
- tdengine: taosAdapter REST ``/rest/sql`` (``code``, ``column_meta``, ``data``, ``rows``).
  Sure.
- iotdb: the IoTDB CLI's boxed tables with ``Total line number`` and ``It costs``. Sure.
- kdb: a q console tool (q's table printing, ``'hop. OS reports: Connection refused``).
  Sure of the table printing, fairly sure of the hop message.
- m3: M3 Coordinator's Prometheus-compatible ``/api/v1/query_range`` and ``/api/v1/labels``.
  Sure.

Code search
- sourcegraph: GraphQL ``search`` results (``FileMatch`` with ``lineMatches``) and the stream
  API's server-sent events (``event: matches`` / ``progress`` / ``done``); an expired token's
  ``Invalid access token.`` body. Fairly sure.
- grep-app: grep.app's ``/api/search`` JSON (``hits.total``, ``hits.hits[].repo.raw``,
  snippet HTML tables) and a 429 text body. Fairly sure of the JSON, less of the 429 text.
- opengrok: REST ``/api/v1/search`` (``resultCount``, ``results`` keyed by path, line numbers
  as strings). Sure.
- hound: ``/api/v1/search`` (``Results`` by repo, ``Matches``, ``FilesWithMatch``, ``Stats``).
  Sure.
- livegrep: ``/api/v1/search/<backend>`` (``results[].tree/version/path/lno/line``,
  ``file_results``, ``info``). Fairly sure.
- zoekt: zoekt-webserver JSON API (``/api/search`` with ``Result.Files[].LineMatches``) and
  the shell's curl error when the server is gone. Fairly sure of the JSON.

Secret scanning and SBOMs
- gitleaks: ``gitleaks detect`` v8 CLI logging (banner, ``INF N commits scanned.``,
  ``WRN leaks found: N`` / ``INF no leaks found``) and ``--report-format json`` findings.
  Sure.
- trufflehog: v3 ``--json`` lines (``SourceMetadata``, ``DetectorName``, ``Verified``,
  ``Raw`` redacted here). Sure of keys.
- syft: default table output (``NAME VERSION TYPE``) and the registry ``toomanyrequests``
  error. Sure.
- cyclonedx-cli: ``cyclonedx validate`` / ``merge`` / ``diff`` text. Fairly sure.
- dependency-track: REST ``/api/v1/project``, ``/api/v1/bom`` (``{"token": ...}``),
  ``/api/v1/event/token/{token}`` (``{"processing": bool}``), ``/api/v1/finding/project``.
  Sure; an API key of a team with no portfolio access sees ``[]``.
- fossa: fossa-cli ``analyze`` / ``test`` text and an API 401 from ``fossa test``. Fairly
  sure of the success text, less of the error wording.

Legal research
- cap: static.case.law's JSON (``CasesMetadata.json`` entries, case bodies with
  ``casebody.opinions``) and the retired api.case.law answering every path with one notice.
  Fairly sure of the static files, unsure of the notice's exact text.
- legislation-uk: legislation.gov.uk Atom search feeds and ``data.xml`` CLML rendered as
  text by a fetch tool. Fairly sure.
- canlii: CanLII API v1 (``caseBrowse``, ``caseCitator``, ``legislationBrowse``) and its
  Mashery-style ``<h1>Developer Over Rate</h1>`` refusal. Fairly sure of the bodies, less
  of the refusal.
- austlii: sinosrch.cgi result lists as the fetch tool renders them, and a 503 page.
  Fairly sure.
- justia: law.justia.com pages as a fetch tool's markdown. Fairly sure.
- legifrance: PISTE Légifrance API (``/search`` ``results[].titles[]``, ``totalResultNumber``;
  ``/consult/getArticle`` ``article``), and PISTE's ``invalid_token`` body. Fairly sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[dict] = []


def hid(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    h = hashlib.sha256(s.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def J(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def JI(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


def S(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    SESSIONS.append({"family": family, "ok": ok, "task": task, "calls": calls})


# ---------------------------------------------------------------- API gateways
def kong_service(name: str, host: str, port: int = 80) -> dict:
    return {
        "id": uid("kong-svc-" + name),
        "name": name,
        "host": host,
        "port": port,
        "protocol": "http",
        "path": None,
        "retries": 5,
        "connect_timeout": 60000,
        "read_timeout": 60000,
        "write_timeout": 60000,
        "tags": ["team-payments"] if "pay" in name else ["platform"],
        "enabled": True,
        "created_at": 1709812000 + len(name) * 97,
        "updated_at": 1712402000 + len(name) * 13,
        "client_certificate": None,
        "tls_verify": None,
        "tls_verify_depth": None,
        "ca_certificates": None,
    }


S(
    "kong",
    True,
    "Find every Kong service that points at the legacy billing host billing-v1.internal and add a rate-limiting plugin (100/minute) to each.",
    [
        (
            "kong_admin_request",
            {"method": "GET", "path": "/services", "query": {"size": 3}},
            JI(
                {
                    "data": [
                        kong_service("accounts-api", "accounts.internal"),
                        kong_service("billing-invoices", "billing-v1.internal"),
                        kong_service("catalog", "catalog.svc.cluster.local", 8080),
                    ],
                    "next": "/services?offset=WyJjYXRhbG9nIl0&size=3",
                    "offset": "WyJjYXRhbG9nIl0",
                }
            ),
        ),
        (
            "kong_admin_request",
            {
                "method": "GET",
                "path": "/services",
                "query": {"size": 3, "offset": "WyJjYXRhbG9nIl0"},
            },
            JI(
                {
                    "data": [
                        kong_service("payments-refunds", "billing-v1.internal"),
                        kong_service("search", "search.svc.cluster.local", 9200),
                        kong_service("webhooks-out", "hooks.internal", 8443),
                    ],
                    "next": "/services?offset=WyJ3ZWJob29rcy1vdXQiXQ&size=3",
                    "offset": "WyJ3ZWJob29rcy1vdXQiXQ",
                }
            ),
        ),
        (
            "kong_admin_request",
            {
                "method": "GET",
                "path": "/services",
                "query": {"size": 3, "offset": "WyJ3ZWJob29rcy1vdXQiXQ"},
            },
            JI(
                {
                    "data": [kong_service("zz-legacy-statements", "billing-v1.internal")],
                    "next": None,
                }
            ),
        ),
        (
            "kong_admin_request",
            {
                "method": "POST",
                "path": "/services/billing-invoices/plugins",
                "body": {"name": "rate-limiting", "config": {"minute": 100, "policy": "local"}},
            },
            J(
                {
                    "id": uid("rl-1"),
                    "name": "rate-limiting",
                    "service": {"id": uid("kong-svc-billing-invoices")},
                    "route": None,
                    "consumer": None,
                    "config": {
                        "minute": 100,
                        "second": None,
                        "hour": None,
                        "policy": "local",
                        "limit_by": "consumer",
                        "fault_tolerant": True,
                        "hide_client_headers": False,
                    },
                    "protocols": ["grpc", "grpcs", "http", "https"],
                    "enabled": True,
                    "tags": None,
                    "created_at": 1714640211,
                }
            ),
        ),
        (
            "kong_admin_request",
            {
                "method": "POST",
                "path": "/services/payments-refunds/plugins",
                "body": {"name": "rate-limiting", "config": {"minute": 100, "policy": "local"}},
            },
            J(
                {
                    "id": uid("rl-2"),
                    "name": "rate-limiting",
                    "service": {"id": uid("kong-svc-payments-refunds")},
                    "route": None,
                    "consumer": None,
                    "config": {
                        "minute": 100,
                        "second": None,
                        "hour": None,
                        "policy": "local",
                        "limit_by": "consumer",
                        "fault_tolerant": True,
                        "hide_client_headers": False,
                    },
                    "protocols": ["grpc", "grpcs", "http", "https"],
                    "enabled": True,
                    "tags": None,
                    "created_at": 1714640214,
                }
            ),
        ),
        (
            "kong_admin_request",
            {
                "method": "POST",
                "path": "/services/zz-legacy-statements/plugins",
                "body": {"name": "rate-limiting", "config": {"minute": 100, "policy": "local"}},
            },
            J(
                {
                    "code": 5,
                    "name": "unique constraint violation",
                    "message": "UNIQUE violation detected on '{consumer=null,service={id=\""
                    + uid("kong-svc-zz-legacy-statements")
                    + '"},name="rate-limiting",route=null}\'',
                    "fields": {
                        "consumer": None,
                        "service": {"id": uid("kong-svc-zz-legacy-statements")},
                        "name": "rate-limiting",
                        "route": None,
                    },
                }
            ),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/services/zz-legacy-statements/plugins"},
            J(
                {
                    "data": [
                        {
                            "id": uid("rl-old"),
                            "name": "rate-limiting",
                            "config": {"minute": 100, "policy": "local", "limit_by": "consumer"},
                            "enabled": True,
                            "created_at": 1698000000,
                        }
                    ],
                    "next": None,
                }
            ),
        ),
    ],
)

S(
    "kong",
    True,
    "Partner Orbis says their consumer was removed last week. Check whether the Kong consumer 'orbis-prod' still exists and, if it doesn't, whether any key-auth credential still references it.",
    [
        (
            "kong_admin_request",
            {"method": "GET", "path": "/consumers/orbis-prod"},
            J({"message": "Not found"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/consumers", "query": {"tags": "partner"}},
            J(
                {
                    "data": [
                        {
                            "id": uid("c-halden"),
                            "username": "halden-logistics",
                            "custom_id": "P-0193",
                            "tags": ["partner"],
                            "created_at": 1701234000,
                            "updated_at": 1701234000,
                        },
                        {
                            "id": uid("c-mirr"),
                            "username": "mirrorpoint-staging",
                            "custom_id": "P-0240",
                            "tags": ["partner"],
                            "created_at": 1706030000,
                            "updated_at": 1706030000,
                        },
                    ],
                    "next": None,
                }
            ),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/key-auths", "query": {"tags": "orbis"}},
            J({"data": [], "next": None}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/key-auths"},
            J(
                {
                    "data": [
                        {
                            "id": uid("ka-1"),
                            "consumer": {"id": uid("c-halden")},
                            "key": "hl_****************3f1a",
                            "tags": None,
                            "ttl": None,
                            "created_at": 1701234100,
                        },
                        {
                            "id": uid("ka-2"),
                            "consumer": {"id": uid("c-mirr")},
                            "key": "mp_****************90bc",
                            "tags": None,
                            "ttl": None,
                            "created_at": 1706030100,
                        },
                    ],
                    "next": None,
                }
            ),
        ),
    ],
)

S(
    "kong",
    False,
    "List which Kong routes on the prod gateway still accept plain HTTP and who owns them.",
    [
        (
            "kong_admin_request",
            {"method": "GET", "path": "/routes"},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/routes", "query": {"size": 100}},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/default/routes"},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/services"},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/workspaces"},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/routes", "query": {"tags": "prod"}},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
        (
            "kong_admin_request",
            {"method": "GET", "path": "/status"},
            J({"message": "Invalid credentials. Token or User credentials required"}),
        ),
    ],
)

S(
    "tyk",
    True,
    "Rotate the Tyk key for the reporting dashboard: find its current key, check its quota usage, create a replacement with the same policy, and hot-reload the gateway.",
    [
        (
            "tyk_gateway_api",
            {"method": "GET", "path": "/tyk/keys"},
            J(
                {
                    "keys": [
                        "5e9d9544a1dcd60001d0ed20" + hid("k1", 16),
                        "5e9d9544a1dcd60001d0ed20" + hid("k2", 16),
                        "5e9d9544a1dcd60001d0ed20" + hid("k3", 16),
                    ]
                }
            ),
        ),
        (
            "tyk_gateway_api",
            {"method": "GET", "path": "/tyk/keys/5e9d9544a1dcd60001d0ed20" + hid("k2", 16)},
            JI(
                {
                    "last_check": 0,
                    "allowance": 1000,
                    "rate": 1000,
                    "per": 60,
                    "throttle_interval": 0,
                    "throttle_retry_limit": 0,
                    "expires": 0,
                    "quota_max": 500000,
                    "quota_renews": 1717200000,
                    "quota_remaining": 38211,
                    "quota_renewal_rate": 2592000,
                    "access_rights": {
                        "a1b2c3reportingapi": {
                            "api_name": "Reporting API",
                            "api_id": "a1b2c3reportingapi",
                            "versions": ["Default"],
                            "allowed_urls": None,
                            "limit": None,
                        }
                    },
                    "org_id": "5e9d9544a1dcd60001d0ed20",
                    "apply_policies": ["pol-reporting-gold"],
                    "meta_data": {"owner": "bi-dashboards", "ticket": "OPS-4471"},
                    "tags": ["reporting"],
                    "alias": "reporting-dashboard",
                    "is_inactive": False,
                }
            ),
        ),
        (
            "tyk_gateway_api",
            {
                "method": "POST",
                "path": "/tyk/keys",
                "body": {
                    "apply_policies": ["pol-reporting-gold"],
                    "alias": "reporting-dashboard-2024q2",
                    "meta_data": {"owner": "bi-dashboards", "ticket": "OPS-4520"},
                },
            },
            J(
                {
                    "key": "5e9d9544a1dcd60001d0ed20" + hid("k4", 16),
                    "status": "ok",
                    "action": "added",
                    "key_hash": hid("kh4", 32),
                }
            ),
        ),
        (
            "tyk_gateway_api",
            {"method": "DELETE", "path": "/tyk/keys/5e9d9544a1dcd60001d0ed20" + hid("k2", 16)},
            J(
                {
                    "key": "5e9d9544a1dcd60001d0ed20" + hid("k2", 16),
                    "status": "ok",
                    "action": "deleted",
                }
            ),
        ),
        (
            "tyk_gateway_api",
            {"method": "GET", "path": "/tyk/reload/group"},
            J({"status": "ok", "message": ""}),
        ),
    ],
)


def apigee_stats(env: str, rows: list[tuple[str, float, float]]) -> dict:
    dims = [
        {
            "name": name,
            "metrics": [
                {"name": "sum(message_count)", "values": [str(mc)]},
                {"name": "avg(total_response_time)", "values": [str(rt)]},
            ],
        }
        for name, mc, rt in rows
    ]
    return {
        "environments": [{"name": env, "dimensions": dims}],
        "metaData": {
            "errors": [],
            "notices": ["Source:Postgres", "query served by:" + uid("ax-" + env)[:18]],
        },
    }


S(
    "apigee",
    True,
    "Which Apigee proxies in prod had the most traffic last week, and what are their average response times? Then confirm the top one is deployed at its latest revision.",
    [
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind-prod/environments/prod/stats/apiproxy",
                "query": {
                    "select": "sum(message_count),avg(total_response_time)",
                    "timeRange": "04/22/2024 00:00~04/29/2024 00:00",
                    "sort": "DESC",
                    "sortby": "sum(message_count)",
                    "limit": 5,
                },
            },
            JI(
                apigee_stats(
                    "prod",
                    [
                        ("orders-v2", 4811203.0, 182.4),
                        ("catalog-v1", 2210870.0, 64.9),
                        ("auth-token", 1904411.0, 22.1),
                        ("shipping-quotes", 398112.0, 911.7),
                        ("legacy-soap-bridge", 12044.0, 2311.0),
                    ],
                )
            ),
        ),
        (
            "apigee_api",
            {"method": "GET", "path": "/v1/organizations/northwind-prod/apis/orders-v2"},
            J(
                {
                    "metaData": {
                        "createdAt": "1651238400000",
                        "lastModifiedAt": "1713880000000",
                        "subType": "Proxy",
                    },
                    "name": "orders-v2",
                    "revision": ["1", "2", "3", "4", "5", "6", "7"],
                    "latestRevisionId": "7",
                }
            ),
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind-prod/environments/prod/apis/orders-v2/deployments",
            },
            J(
                {
                    "deployments": [
                        {
                            "environment": "prod",
                            "apiProxy": "orders-v2",
                            "revision": "6",
                            "deployStartTime": "1712930000000",
                            "proxyDeploymentType": "STANDARD",
                        }
                    ]
                }
            ),
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind-prod/apis/orders-v2/revisions/7",
            },
            JI(
                {
                    "basepaths": ["/orders/v2"],
                    "configurationVersion": {"majorVersion": 4},
                    "createdAt": "1713880000000",
                    "displayName": "orders-v2",
                    "lastModifiedAt": "1713880000000",
                    "name": "orders-v2",
                    "policies": [
                        "AM-SetCors",
                        "VA-VerifyKey",
                        "SA-SpikeArrest",
                        "JS-ShapeResponse",
                    ],
                    "proxies": ["default"],
                    "proxyEndpoints": ["default"],
                    "resourceFiles": {},
                    "resources": ["jsc://shape-response.js"],
                    "revision": "7",
                    "targetEndpoints": ["default"],
                    "targets": ["default"],
                    "type": "Application",
                    "archive": False,
                }
            ),
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind-prod/environments/prod/stats/apiproxy",
                "query": {
                    "select": "sum(is_error)",
                    "filter": "(apiproxy eq 'orders-v2')",
                    "timeRange": "04/22/2024 00:00~04/29/2024 00:00",
                },
            },
            J(
                {
                    "environments": [
                        {
                            "name": "prod",
                            "dimensions": [
                                {
                                    "name": "orders-v2",
                                    "metrics": [{"name": "sum(is_error)", "values": ["2904.0"]}],
                                }
                            ],
                        }
                    ],
                    "metaData": {"errors": [], "notices": ["Source:Postgres"]},
                }
            ),
        ),
    ],
)

APIGEE_EMPTY = J(
    {
        "environments": [{"name": "test"}],
        "metaData": {
            "errors": [],
            "notices": ["Source:Postgres", "Table used: edge.api.faxgroupdata"],
        },
    }
)
S(
    "apigee",
    False,
    "Production error rates spiked on Monday. Pull per-proxy 5xx counts and top target response times for Monday from Apigee analytics.",
    [
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/apiproxy",
                "query": {
                    "select": "sum(is_error)",
                    "timeRange": "04/29/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/apiproxy,response_status_code",
                "query": {
                    "select": "sum(message_count)",
                    "timeRange": "04/29/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/target",
                "query": {
                    "select": "avg(target_response_time)",
                    "timeRange": "04/29/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/apiproxy",
                "query": {
                    "select": "sum(message_count)",
                    "timeRange": "04/22/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/",
                "query": {
                    "select": "sum(message_count)",
                    "timeRange": "04/29/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
        (
            "apigee_api",
            {
                "method": "GET",
                "path": "/v1/organizations/northwind/environments/test/stats/developer_app",
                "query": {
                    "select": "sum(is_error)",
                    "timeRange": "04/29/2024 00:00~04/30/2024 00:00",
                },
            },
            APIGEE_EMPTY,
        ),
    ],
)

S(
    "aws-apigateway",
    True,
    "Deploy the current state of the 'ledger-public' REST API to the prod stage and confirm the stage now points at the new deployment.",
    [
        (
            "shell",
            {"command": "aws apigateway get-rest-apis --query \"items[?name=='ledger-public']\""},
            JI(
                [
                    {
                        "id": "k7x2qm4a1d",
                        "name": "ledger-public",
                        "description": "Public ledger read API",
                        "createdDate": "2023-02-14T10:21:33+00:00",
                        "apiKeySource": "HEADER",
                        "endpointConfiguration": {"types": ["REGIONAL"]},
                        "disableExecuteApiEndpoint": False,
                        "rootResourceId": "q8n1w2e3r4",
                    }
                ]
            ),
        ),
        (
            "shell",
            {"command": "aws apigateway get-stage --rest-api-id k7x2qm4a1d --stage-name prod"},
            JI(
                {
                    "deploymentId": "a1b2c3",
                    "stageName": "prod",
                    "cacheClusterEnabled": False,
                    "cacheClusterStatus": "NOT_AVAILABLE",
                    "methodSettings": {},
                    "variables": {"lambdaAlias": "live"},
                    "tracingEnabled": True,
                    "createdDate": "2023-02-14T10:40:02+00:00",
                    "lastUpdatedDate": "2024-03-02T08:11:54+00:00",
                }
            ),
        ),
        (
            "shell",
            {
                "command": "aws apigateway create-deployment --rest-api-id k7x2qm4a1d --stage-name prod --description 'release 2024-05-02'"
            },
            JI(
                {
                    "id": "x9y8z7",
                    "description": "release 2024-05-02",
                    "createdDate": "2024-05-02T14:02:11+00:00",
                }
            ),
        ),
        (
            "shell",
            {
                "command": "aws apigateway get-stage --rest-api-id k7x2qm4a1d --stage-name prod --query deploymentId --output text"
            },
            "x9y8z7",
        ),
        (
            "shell",
            {"command": "aws apigateway get-deployments --rest-api-id k7x2qm4a1d --max-items 3"},
            JI(
                {
                    "items": [
                        {
                            "id": "x9y8z7",
                            "description": "release 2024-05-02",
                            "createdDate": "2024-05-02T14:02:11+00:00",
                        },
                        {
                            "id": "a1b2c3",
                            "description": "release 2024-03-02",
                            "createdDate": "2024-03-02T08:11:50+00:00",
                        },
                        {"id": "f4e5d6", "createdDate": "2024-01-19T16:45:09+00:00"},
                    ],
                    "NextToken": "eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiAzfQ==",
                }
            ),
        ),
    ],
)

AWS_EXP = "\nAn error occurred (ExpiredTokenException) when calling the {op} operation: The security token included in the request is expired\n"
S(
    "aws-apigateway",
    False,
    "Find which API Gateway usage plans the key for customer Lumen Health is attached to and how much of its quota it used this month.",
    [
        (
            "shell",
            {"command": "aws apigateway get-api-keys --name-query lumen --include-values"},
            AWS_EXP.format(op="GetApiKeys"),
        ),
        (
            "shell",
            {"command": "aws apigateway get-api-keys --name-query Lumen"},
            AWS_EXP.format(op="GetApiKeys"),
        ),
        (
            "shell",
            {"command": "aws apigateway get-usage-plans"},
            AWS_EXP.format(op="GetUsagePlans"),
        ),
        (
            "shell",
            {"command": "aws apigateway get-usage-plans --region us-west-2"},
            AWS_EXP.format(op="GetUsagePlans"),
        ),
        (
            "shell",
            {"command": "aws apigateway get-rest-apis --region us-east-1"},
            AWS_EXP.format(op="GetRestApis"),
        ),
        (
            "shell",
            {
                "command": "aws apigateway get-usage --usage-plan-id 9kq1ab --start-date 2024-05-01 --end-date 2024-05-02"
            },
            AWS_EXP.format(op="GetUsage"),
        ),
        (
            "shell",
            {"command": "aws apigateway get-api-keys --customer-id lumen-health"},
            "\nUnknown options: --customer-id, lumen-health\n",
        ),
        (
            "shell",
            {
                "command": "aws apigateway get-api-keys --query \"items[?customerId=='lumen-health']\""
            },
            AWS_EXP.format(op="GetApiKeys"),
        ),
    ],
)

S(
    "krakend",
    True,
    "Validate the new krakend.json before we ship it, and tell me if the security audit flags anything we should fix.",
    [
        (
            "shell",
            {"command": "krakend check -c krakend.json"},
            "Parsing configuration file: krakend.json\nSyntax OK!\n",
        ),
        (
            "shell",
            {"command": "krakend check -tlc krakend.json"},
            "Parsing configuration file: krakend.json\nGlobal settings\n\tName: storefront-gw\n\tPort: 8080\n\tTimeout: 3s\n\tDefault cache TTL: 1h0m0s\n\t7 endpoint(s):\n\tGET /v1/products\n\tGET /v1/products/{id}\n\tGET /v1/cart\n\tPOST /v1/cart/items\n\tDELETE /v1/cart/items/{id}\n\tPOST /v1/checkout\n\tGET /__health\nSyntax OK!\n",
        ),
        (
            "shell",
            {"command": "krakend audit -c krakend.json"},
            "[HIGH]   \t2.2.1\tEnable CORS.\n[MEDIUM] \t1.1.1\tImplement more secure alternatives than Basic Auth to protect your data.\n[MEDIUM] \t3.1.2\tEnable a rate limit at the router level.\n[LOW]    \t5.1.7\tAvoid exposing the health endpoint publicly.\n",
        ),
        (
            "shell",
            {"command": "jq '.extra_config | keys' krakend.json"},
            '[\n  "telemetry/logging",\n  "telemetry/metrics"\n]\n',
        ),
        (
            "shell",
            {"command": "krakend audit -c krakend.json -i 5.1.7 -s MEDIUM"},
            "[HIGH]   \t2.2.1\tEnable CORS.\n[MEDIUM] \t1.1.1\tImplement more secure alternatives than Basic Auth to protect your data.\n[MEDIUM] \t3.1.2\tEnable a rate limit at the router level.\n",
        ),
    ],
)

S(
    "gravitee",
    True,
    "List the Gravitee APIs owned by the logistics team that are still on the v2 definition, so we can plan their migration to v4.",
    [
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis",
                "query": {"page": 1, "perPage": 3},
            },
            JI(
                {
                    "data": [
                        {
                            "id": uid("g1"),
                            "name": "Shipments",
                            "apiVersion": "2.3",
                            "definitionVersion": "V2",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-log"),
                                "displayName": "logistics",
                                "type": "GROUP",
                            },
                        },
                        {
                            "id": uid("g2"),
                            "name": "Fleet Telemetry",
                            "apiVersion": "1.0",
                            "definitionVersion": "V4",
                            "type": "MESSAGE",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-log"),
                                "displayName": "logistics",
                                "type": "GROUP",
                            },
                        },
                        {
                            "id": uid("g3"),
                            "name": "Loyalty",
                            "apiVersion": "3.1",
                            "definitionVersion": "V2",
                            "state": "STOPPED",
                            "visibility": "PUBLIC",
                            "primaryOwner": {
                                "id": uid("own-crm"),
                                "displayName": "crm",
                                "type": "GROUP",
                            },
                        },
                    ],
                    "pagination": {
                        "page": 1,
                        "perPage": 3,
                        "pageCount": 3,
                        "pageItemsCount": 3,
                        "totalCount": 8,
                    },
                    "links": {
                        "self": "/management/v2/environments/DEFAULT/apis?page=1&perPage=3",
                        "next": "/management/v2/environments/DEFAULT/apis?page=2&perPage=3",
                        "last": "/management/v2/environments/DEFAULT/apis?page=3&perPage=3",
                    },
                }
            ),
        ),
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis",
                "query": {"page": 2, "perPage": 3},
            },
            JI(
                {
                    "data": [
                        {
                            "id": uid("g4"),
                            "name": "Warehouse Slots",
                            "apiVersion": "1.4",
                            "definitionVersion": "V2",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-log"),
                                "displayName": "logistics",
                                "type": "GROUP",
                            },
                        },
                        {
                            "id": uid("g5"),
                            "name": "Payments Gateway",
                            "apiVersion": "5.0",
                            "definitionVersion": "V4",
                            "type": "PROXY",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-pay"),
                                "displayName": "payments",
                                "type": "GROUP",
                            },
                        },
                        {
                            "id": uid("g6"),
                            "name": "Carrier Rates",
                            "apiVersion": "2.0",
                            "definitionVersion": "V1",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-log"),
                                "displayName": "logistics",
                                "type": "GROUP",
                            },
                        },
                    ],
                    "pagination": {
                        "page": 2,
                        "perPage": 3,
                        "pageCount": 3,
                        "pageItemsCount": 3,
                        "totalCount": 8,
                    },
                    "links": {
                        "self": "/management/v2/environments/DEFAULT/apis?page=2&perPage=3",
                        "next": "/management/v2/environments/DEFAULT/apis?page=3&perPage=3",
                        "previous": "/management/v2/environments/DEFAULT/apis?page=1&perPage=3",
                    },
                }
            ),
        ),
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis",
                "query": {"page": 3, "perPage": 3},
            },
            JI(
                {
                    "data": [
                        {
                            "id": uid("g7"),
                            "name": "Customs Docs",
                            "apiVersion": "1.0",
                            "definitionVersion": "V2",
                            "state": "STARTED",
                            "visibility": "PRIVATE",
                            "primaryOwner": {
                                "id": uid("own-log"),
                                "displayName": "logistics",
                                "type": "GROUP",
                            },
                        },
                        {
                            "id": uid("g8"),
                            "name": "Status Page",
                            "apiVersion": "1.0",
                            "definitionVersion": "V4",
                            "type": "PROXY",
                            "state": "STARTED",
                            "visibility": "PUBLIC",
                            "primaryOwner": {
                                "id": uid("own-sre"),
                                "displayName": "sre",
                                "type": "GROUP",
                            },
                        },
                    ],
                    "pagination": {
                        "page": 3,
                        "perPage": 3,
                        "pageCount": 3,
                        "pageItemsCount": 2,
                        "totalCount": 8,
                    },
                    "links": {
                        "self": "/management/v2/environments/DEFAULT/apis?page=3&perPage=3",
                        "previous": "/management/v2/environments/DEFAULT/apis?page=2&perPage=3",
                    },
                }
            ),
        ),
        (
            "gravitee_mapi",
            {
                "method": "POST",
                "path": "/management/v2/environments/DEFAULT/apis/"
                + uid("g1")
                + "/_verify-v4-migration",
            },
            J(
                {
                    "state": "CAN_BE_FORCED",
                    "issues": [
                        {
                            "message": "Policy groovy is not compatible with V4 APIs",
                            "state": "CAN_BE_FORCED",
                        }
                    ],
                }
            ),
        ),
    ],
)

GRAV_503 = "<html>\r\n<head><title>503 Service Temporarily Unavailable</title></head>\r\n<body>\r\n<center><h1>503 Service Temporarily Unavailable</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
S(
    "gravitee",
    False,
    "Which subscriptions to the 'Carrier Rates' API in Gravitee are pending approval, and which applications requested them?",
    [
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis",
                "query": {"q": "Carrier Rates"},
            },
            GRAV_503,
        ),
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis/_search",
                "query": {"q": "carrier"},
            },
            GRAV_503,
        ),
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/v2/environments/DEFAULT/apis/" + uid("g6") + "/subscriptions",
                "query": {"statuses": "PENDING"},
            },
            GRAV_503,
        ),
        (
            "gravitee_mapi",
            {"method": "GET", "path": "/management/v2/environments/DEFAULT/applications"},
            GRAV_503,
        ),
        (
            "gravitee_mapi",
            {
                "method": "GET",
                "path": "/management/organizations/DEFAULT/environments/DEFAULT/apis/"
                + uid("g6")
                + "/subscriptions",
                "query": {"status": "PENDING"},
            },
            GRAV_503,
        ),
        (
            "gravitee_mapi",
            {"method": "GET", "path": "/management/v2/environments/DEFAULT/apis/" + uid("g6")},
            GRAV_503,
        ),
    ],
)


# ---------------------------------------------------------------- time series
def gseries(target: str, vals: list, t0: int = 1714521600, step: int = 600) -> dict:
    return {
        "target": target,
        "tags": {"name": target},
        "datapoints": [[v, t0 + i * step] for i, v in enumerate(vals)],
    }


S(
    "graphite",
    True,
    "Did the checkout service's p99 latency go up after yesterday's 14:00 deploy? Compare the hour before and after.",
    [
        (
            "graphite_render",
            {
                "target": "apps.checkout.*.latency.p99",
                "from": "13:00_20240501",
                "until": "14:00_20240501",
                "format": "json",
            },
            J(
                [
                    gseries(
                        "apps.checkout.web01.latency.p99",
                        [212.0, 208.5, 219.1, 214.0, 209.9, 211.2],
                        1714568400,
                    ),
                    gseries(
                        "apps.checkout.web02.latency.p99",
                        [220.4, 215.0, None, 217.7, 213.3, 210.0],
                        1714568400,
                    ),
                ]
            ),
        ),
        (
            "graphite_render",
            {
                "target": "apps.checkout.*.latency.p99",
                "from": "14:00_20240501",
                "until": "15:00_20240501",
                "format": "json",
            },
            J(
                [
                    gseries(
                        "apps.checkout.web01.latency.p99",
                        [231.0, 298.4, 305.2, 311.9, 302.7, 299.0],
                        1714572000,
                    ),
                    gseries(
                        "apps.checkout.web02.latency.p99",
                        [228.8, 301.1, 309.6, 300.2, 297.5, 304.4],
                        1714572000,
                    ),
                ]
            ),
        ),
        (
            "graphite_render",
            {
                "target": "events('deploy','checkout')",
                "from": "12:00_20240501",
                "until": "16:00_20240501",
                "format": "json",
            },
            J(
                [
                    {
                        "target": "events('deploy','checkout')",
                        "tags": {"name": "events('deploy','checkout')"},
                        "datapoints": [[1, 1714572060]],
                    }
                ]
            ),
        ),
        (
            "graphite_render",
            {
                "target": "summarize(apps.checkout.*.requests.count,'1h','sum')",
                "from": "13:00_20240501",
                "until": "15:00_20240501",
                "format": "json",
            },
            J(
                [
                    gseries(
                        'summarize(apps.checkout.web01.requests.count, "1h", "sum")',
                        [41022, 40388],
                        1714568400,
                        3600,
                    ),
                    gseries(
                        'summarize(apps.checkout.web02.requests.count, "1h", "sum")',
                        [40871, 40902],
                        1714568400,
                        3600,
                    ),
                ]
            ),
        ),
    ],
)

S(
    "graphite",
    True,
    "I need the exact Graphite metric path for the Kafka consumer lag of the 'invoices' group on the new cluster; browse the tree and confirm it has data.",
    [
        (
            "graphite_find",
            {"query": "kafka.*"},
            J(
                [
                    {
                        "text": "prod-east",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east",
                        "allowChildren": 1,
                    },
                    {
                        "text": "prod-east-2",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2",
                        "allowChildren": 1,
                    },
                ]
            ),
        ),
        (
            "graphite_find",
            {"query": "kafka.prod-east-2.*"},
            J(
                [
                    {
                        "text": "brokers",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2.brokers",
                        "allowChildren": 1,
                    },
                    {
                        "text": "consumergroups",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2.consumergroups",
                        "allowChildren": 1,
                    },
                ]
            ),
        ),
        (
            "graphite_find",
            {"query": "kafka.prod-east-2.consumergroups.*"},
            J(
                [
                    {
                        "text": "billing-sync",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2.consumergroups.billing-sync",
                        "allowChildren": 1,
                    },
                    {
                        "text": "invoices",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2.consumergroups.invoices",
                        "allowChildren": 1,
                    },
                    {
                        "text": "search-indexer",
                        "expandable": 1,
                        "leaf": 0,
                        "id": "kafka.prod-east-2.consumergroups.search-indexer",
                        "allowChildren": 1,
                    },
                ]
            ),
        ),
        (
            "graphite_find",
            {"query": "kafka.prod-east-2.consumergroups.invoices.*"},
            J(
                [
                    {
                        "text": "lag_sum",
                        "expandable": 0,
                        "leaf": 1,
                        "id": "kafka.prod-east-2.consumergroups.invoices.lag_sum",
                        "allowChildren": 0,
                    },
                    {
                        "text": "lag_max",
                        "expandable": 0,
                        "leaf": 1,
                        "id": "kafka.prod-east-2.consumergroups.invoices.lag_max",
                        "allowChildren": 0,
                    },
                ]
            ),
        ),
        (
            "graphite_render",
            {
                "target": "kafka.prod-east-2.consumergroups.invoices.lag_sum",
                "from": "-1h",
                "format": "json",
            },
            J(
                [
                    gseries(
                        "kafka.prod-east-2.consumergroups.invoices.lag_sum",
                        [0.0, 12.0, 4.0, 0.0, 0.0, 31.0],
                        1714654800,
                    )
                ]
            ),
        ),
    ],
)

S(
    "graphite",
    False,
    "Build a quick summary of disk usage on the db hosts over the last day from Graphite.",
    [
        (
            "graphite_render",
            {"target": "servers.db*.disk.root.used_percent", "from": "-24h", "format": "json"},
            "[]",
        ),
        (
            "graphite_render",
            {"target": "servers.db-*.disk.*.used_percent", "from": "-24h", "format": "json"},
            "[]",
        ),
        ("graphite_find", {"query": "servers.*"}, "[]"),
        ("graphite_find", {"query": "*"}, "[]"),
        (
            "graphite_render",
            {
                "target": "collectd.db01.df-root.percent_bytes-used",
                "from": "-24h",
                "format": "json",
            },
            "[]",
        ),
        (
            "graphite_render",
            {"target": "seriesByTag('name=disk.used_percent')", "from": "-24h", "format": "json"},
            "[]",
        ),
        ("graphite_find", {"query": "collectd.*"}, "[]"),
    ],
)

S(
    "opentsdb",
    True,
    "For the wind farm, give me the hourly average power output of turbines T07 and T12 yesterday and tell me if either had gaps.",
    [
        (
            "opentsdb_suggest",
            {"type": "metrics", "q": "turbine.power"},
            J(
                [
                    "turbine.power.active_kw",
                    "turbine.power.reactive_kvar",
                    "turbine.power.setpoint_kw",
                ]
            ),
        ),
        (
            "opentsdb_query",
            {
                "start": "2024/05/01-00:00:00",
                "end": "2024/05/02-00:00:00",
                "queries": [
                    {
                        "metric": "turbine.power.active_kw",
                        "aggregator": "avg",
                        "downsample": "1h-avg",
                        "tags": {"turbine": "T07|T12"},
                    }
                ],
            },
            J(
                [
                    {
                        "metric": "turbine.power.active_kw",
                        "tags": {"site": "north-ridge", "turbine": "T07"},
                        "aggregateTags": [],
                        "dps": {
                            str(1714521600 + 3600 * i): v
                            for i, v in enumerate(
                                [
                                    1820.4,
                                    1795.2,
                                    1901.0,
                                    2011.7,
                                    1988.3,
                                    1630.1,
                                    1402.8,
                                    1388.0,
                                    1210.5,
                                    990.2,
                                    870.6,
                                    901.3,
                                    1110.9,
                                    1340.2,
                                    1502.6,
                                    1690.0,
                                    1755.4,
                                    1840.9,
                                    1901.3,
                                    1922.0,
                                    1870.8,
                                    1799.5,
                                    1810.2,
                                    1833.3,
                                ]
                            )
                        },
                    },
                    {
                        "metric": "turbine.power.active_kw",
                        "tags": {"site": "north-ridge", "turbine": "T12"},
                        "aggregateTags": [],
                        "dps": {
                            str(1714521600 + 3600 * i): v
                            for i, v in enumerate(
                                [
                                    1702.0,
                                    1688.1,
                                    1754.9,
                                    0.0,
                                    0.0,
                                    0.0,
                                    611.4,
                                    1290.7,
                                    1150.2,
                                    940.4,
                                    811.0,
                                    860.5,
                                    1044.3,
                                    1280.8,
                                    1433.9,
                                    1610.2,
                                    1689.7,
                                    1770.1,
                                    1812.6,
                                    1840.0,
                                    1790.3,
                                    1722.8,
                                    1731.4,
                                    1750.6,
                                ]
                            )
                        },
                    },
                ]
            ),
        ),
        (
            "opentsdb_query",
            {
                "start": "2024/05/01-02:00:00",
                "end": "2024/05/01-07:00:00",
                "queries": [
                    {
                        "metric": "turbine.status.code",
                        "aggregator": "max",
                        "tags": {"turbine": "T12"},
                    }
                ],
            },
            J(
                [
                    {
                        "metric": "turbine.status.code",
                        "tags": {"site": "north-ridge", "turbine": "T12"},
                        "aggregateTags": [],
                        "dps": {"1714528800": 0, "1714532460": 41, "1714543200": 0},
                    }
                ]
            ),
        ),
        (
            "opentsdb_query",
            {
                "start": "2024/05/01-00:00:00",
                "end": "2024/05/02-00:00:00",
                "queries": [
                    {
                        "metric": "turbine.alarm.count",
                        "aggregator": "sum",
                        "tags": {"turbine": "T07"},
                    }
                ],
            },
            "[]",
        ),
    ],
)

TSDB_504 = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.18.0</center>\r\n</body>\r\n</html>\r\n"
S(
    "opentsdb",
    False,
    "How much water did the three pump stations move last week? Use the flow metrics in OpenTSDB.",
    [
        (
            "opentsdb_query",
            {
                "start": "7d-ago",
                "queries": [
                    {"metric": "pump.flow.m3h", "aggregator": "sum", "downsample": "1d-sum"}
                ],
            },
            TSDB_504,
        ),
        (
            "opentsdb_query",
            {
                "start": "7d-ago",
                "queries": [
                    {
                        "metric": "pump.flow.m3h",
                        "aggregator": "sum",
                        "downsample": "1d-avg",
                        "tags": {"station": "PS1"},
                    }
                ],
            },
            TSDB_504,
        ),
        ("opentsdb_suggest", {"type": "metrics", "q": "pump"}, TSDB_504),
        (
            "opentsdb_query",
            {"start": "1d-ago", "queries": [{"metric": "pump.flow.m3h", "aggregator": "avg"}]},
            TSDB_504,
        ),
        (
            "opentsdb_query",
            {
                "start": "2h-ago",
                "queries": [
                    {"metric": "pump.flow.m3h", "aggregator": "avg", "tags": {"station": "PS2"}}
                ],
            },
            TSDB_504,
        ),
        ("opentsdb_suggest", {"type": "tagv", "q": "PS"}, TSDB_504),
        (
            "opentsdb_query",
            {
                "start": "7d-ago",
                "queries": [{"metric": "pump.volume.total_m3", "aggregator": "max"}],
            },
            TSDB_504,
        ),
    ],
)


def td(cols: list[tuple[str, str, int]], rows: list[list]) -> str:
    return J({"code": 0, "column_meta": [list(c) for c in cols], "data": rows, "rows": len(rows)})


S(
    "tdengine",
    True,
    "Find the smart meters in Building C whose voltage dropped below 210 V today, and insert a maintenance note row for each into meters.notes.",
    [
        (
            "tdengine_sql",
            {
                "sql": "SELECT tbname, location FROM power.meters WHERE location = 'BuildingC' PARTITION BY tbname"
            },
            td(
                [("tbname", "VARCHAR", 192), ("location", "VARCHAR", 64)],
                [["d1003", "BuildingC"], ["d1004", "BuildingC"], ["d1011", "BuildingC"]],
            ),
        ),
        (
            "tdengine_sql",
            {
                "sql": "SELECT tbname, MIN(voltage) FROM power.meters WHERE location = 'BuildingC' AND ts >= TODAY() PARTITION BY tbname"
            },
            td(
                [("tbname", "VARCHAR", 192), ("min(voltage)", "INT", 4)],
                [["d1003", 219], ["d1004", 204], ["d1011", 207]],
            ),
        ),
        (
            "tdengine_sql",
            {
                "sql": "SELECT ts, voltage, current FROM power.d1004 WHERE voltage < 210 AND ts >= TODAY()"
            },
            td(
                [("ts", "TIMESTAMP", 8), ("voltage", "INT", 4), ("current", "FLOAT", 4)],
                [["2024-05-02T09:14:10.000Z", 204, 11.8], ["2024-05-02T09:14:20.000Z", 207, 11.6]],
            ),
        ),
        (
            "tdengine_sql",
            {
                "sql": "SELECT ts, voltage, current FROM power.d1011 WHERE voltage < 210 AND ts >= TODAY()"
            },
            td(
                [("ts", "TIMESTAMP", 8), ("voltage", "INT", 4), ("current", "FLOAT", 4)],
                [["2024-05-02T11:02:40.000Z", 207, 9.3]],
            ),
        ),
        (
            "tdengine_sql",
            {
                "sql": "INSERT INTO power.notes VALUES (NOW, 'd1004', 'undervoltage 204V 09:14, inspect feeder')"
            },
            J({"code": 0, "column_meta": [["affected_rows", "INT", 4]], "data": [[1]], "rows": 1}),
        ),
        (
            "tdengine_sql",
            {
                "sql": "INSERT INTO power.notes VALUES (NOW, 'd1011', 'undervoltage 207V 11:02, inspect feeder')"
            },
            J({"code": 0, "column_meta": [["affected_rows", "INT", 4]], "data": [[1]], "rows": 1}),
        ),
    ],
)

TD_EMPTY_COLS = [("tbname", "VARCHAR", 192), ("avg(temperature)", "DOUBLE", 8)]
S(
    "tdengine",
    False,
    "Which cold-storage rooms ran above -18 °C for more than 10 minutes this week? Data is in TDengine.",
    [
        (
            "tdengine_sql",
            {
                "sql": "SELECT tbname, AVG(temperature) FROM cold.sensors WHERE ts >= NOW - 7d PARTITION BY tbname"
            },
            td(TD_EMPTY_COLS, []),
        ),
        (
            "tdengine_sql",
            {
                "sql": "SELECT tbname, MAX(temperature) FROM cold.sensors WHERE ts >= NOW - 7d PARTITION BY tbname"
            },
            td([("tbname", "VARCHAR", 192), ("max(temperature)", "FLOAT", 4)], []),
        ),
        (
            "tdengine_sql",
            {"sql": "SELECT COUNT(*) FROM cold.sensors"},
            td([("count(*)", "BIGINT", 8)], [[0]]),
        ),
        (
            "tdengine_sql",
            {"sql": "SELECT * FROM cold.sensors LIMIT 5"},
            td([("ts", "TIMESTAMP", 8), ("temperature", "FLOAT", 4), ("room", "VARCHAR", 32)], []),
        ),
        (
            "tdengine_sql",
            {"sql": "SELECT LAST_ROW(*) FROM cold.sensors PARTITION BY tbname"},
            td([("last_row(ts)", "TIMESTAMP", 8), ("last_row(temperature)", "FLOAT", 4)], []),
        ),
        (
            "tdengine_sql",
            {"sql": "SELECT tbname, room FROM cold.sensors PARTITION BY tbname"},
            td([("tbname", "VARCHAR", 192), ("room", "VARCHAR", 32)], []),
        ),
        (
            "tdengine_sql",
            {
                "sql": "SELECT tbname, temperature FROM cold.sensors WHERE temperature > -18 AND ts >= NOW - 7d"
            },
            td([("tbname", "VARCHAR", 192), ("temperature", "FLOAT", 4)], []),
        ),
    ],
)


def iot_table(header: list[str], rows: list[list[str]], cost: str) -> str:
    widths = [
        max(len(h), *(len(r[i]) for r in rows)) if rows else len(h) for i, h in enumerate(header)
    ]
    sep = "+" + "+".join("-" * w for w in widths) + "+"
    out = [sep, "|" + "|".join(h.rjust(w) for h, w in zip(header, widths)) + "|", sep]
    for r in rows:
        out.append("|" + "|".join(c.rjust(w) for c, w in zip(r, widths)) + "|")
    if rows:
        out.append(sep)
    out.append(f"Total line number = {len(rows)}")
    out.append(f"It costs {cost}s")
    return "\n".join(out)


S(
    "iotdb",
    True,
    "In IoTDB, list the devices under root.factory.line2 and give me the last reading of spindle temperature for each.",
    [
        (
            "iotdb_cli",
            {"sql": "show devices root.factory.line2.**"},
            iot_table(
                ["                    Device", "IsAligned", "Template", "TTL(ms)"],
                [
                    ["root.factory.line2.cnc01", "false", "null", "INF"],
                    ["root.factory.line2.cnc02", "false", "null", "INF"],
                    ["root.factory.line2.press1", "false", "null", "INF"],
                ],
                "0.012",
            ),
        ),
        (
            "iotdb_cli",
            {"sql": "show timeseries root.factory.line2.cnc01.*"},
            iot_table(
                [
                    "                        Timeseries",
                    "Alias",
                    "Database",
                    "DataType",
                    "Encoding",
                    "Compression",
                    "Tags",
                    "Attributes",
                    "Deadband",
                    "DeadbandParameters",
                    "ViewType",
                ],
                [
                    [
                        "root.factory.line2.cnc01.spindle_temp",
                        "null",
                        "root.factory",
                        "FLOAT",
                        "GORILLA",
                        "LZ4",
                        "null",
                        "null",
                        "null",
                        "null",
                        "BASE",
                    ],
                    [
                        "root.factory.line2.cnc01.rpm",
                        "null",
                        "root.factory",
                        "INT32",
                        "TS_2DIFF",
                        "LZ4",
                        "null",
                        "null",
                        "null",
                        "null",
                        "BASE",
                    ],
                ],
                "0.009",
            ),
        ),
        (
            "iotdb_cli",
            {"sql": "select last spindle_temp from root.factory.line2.*"},
            iot_table(
                [
                    "                         Time",
                    "                         Timeseries",
                    "Value",
                    "DataType",
                ],
                [
                    [
                        "2024-05-02T10:41:07.000+02:00",
                        "root.factory.line2.cnc01.spindle_temp",
                        "61.4",
                        "FLOAT",
                    ],
                    [
                        "2024-05-02T10:41:05.000+02:00",
                        "root.factory.line2.cnc02.spindle_temp",
                        "58.9",
                        "FLOAT",
                    ],
                ],
                "0.021",
            ),
        ),
        (
            "iotdb_cli",
            {"sql": "show timeseries root.factory.line2.press1.*"},
            iot_table(
                [
                    "                         Timeseries",
                    "Alias",
                    "Database",
                    "DataType",
                    "Encoding",
                    "Compression",
                    "Tags",
                    "Attributes",
                    "Deadband",
                    "DeadbandParameters",
                    "ViewType",
                ],
                [
                    [
                        "root.factory.line2.press1.force_kn",
                        "null",
                        "root.factory",
                        "DOUBLE",
                        "GORILLA",
                        "LZ4",
                        "null",
                        "null",
                        "null",
                        "null",
                        "BASE",
                    ]
                ],
                "0.008",
            ),
        ),
    ],
)

S(
    "kdb",
    True,
    "From the tick database, get the VWAP for AAPL and MSFT over yesterday's regular session, and the count of trades above 10k shares.",
    [
        ("q_eval", {"expr": "tables[]"}, "`quote`trade"),
        (
            "q_eval",
            {"expr": "meta trade"},
            "c    | t f a\n-----| -----\ndate | d    p\nsym  | s    p\ntime | n\nprice| f\nsize | j\ncond | c",
        ),
        (
            "q_eval",
            {
                "expr": "select vwap:size wavg price by sym from trade where date=2024.05.01, sym in `AAPL`MSFT, time within 09:30 16:00"
            },
            "sym | vwap\n----| --------\nAAPL| 169.4127\nMSFT| 395.8813",
        ),
        (
            "q_eval",
            {
                "expr": "select n:count i by sym from trade where date=2024.05.01, sym in `AAPL`MSFT, size>10000"
            },
            "sym | n\n----| ---\nAAPL| 212\nMSFT| 147",
        ),
        (
            "q_eval",
            {"expr": "select from trade where date=2024.05.01, sym=`MSFT, size>100000"},
            "date sym time price size cond\n----------------------------",
        ),
    ],
)

KDB_HOP = "'hop. OS reports: Connection refused\n  [0]  h:hopen `:tick-hdb-02:5012\n         ^"
S(
    "kdb",
    False,
    "Pull the end-of-day closing quotes for the FX majors from the HDB for the last five sessions.",
    [
        ("q_eval", {"expr": "h:hopen `:tick-hdb-02:5012"}, KDB_HOP),
        (
            "q_eval",
            {"expr": "h:hopen (`:tick-hdb-02:5012;5000)"},
            "'hop. OS reports: Connection refused\n  [0]  h:hopen (`:tick-hdb-02:5012;5000)\n         ^",
        ),
        (
            "q_eval",
            {"expr": "h:hopen `:tick-hdb-02:5012:reader:reader"},
            "'hop. OS reports: Connection refused\n  [0]  h:hopen `:tick-hdb-02:5012:reader:reader\n         ^",
        ),
        (
            "q_eval",
            {"expr": "h:hopen `:tick-hdb-02.internal:5012"},
            "'hop. OS reports: Connection refused\n  [0]  h:hopen `:tick-hdb-02.internal:5012\n         ^",
        ),
        (
            "q_eval",
            {"expr": '`:tick-hdb-02:5012 "select last bid by sym from quote where date=.z.d-1"'},
            '\'hop. OS reports: Connection refused\n  [0]  `:tick-hdb-02:5012 "select last bid by sym from quote where date=.z.d-1"\n       ^',
        ),
        (
            "q_eval",
            {"expr": "h:hopen `:tick-hdb-01:5012"},
            "'hop. OS reports: Connection refused\n  [0]  h:hopen `:tick-hdb-01:5012\n         ^",
        ),
        (
            "q_eval",
            {"expr": "h:hopen `::5012"},
            "'hop. OS reports: Connection refused\n  [0]  h:hopen `::5012\n         ^",
        ),
    ],
)

S(
    "m3",
    True,
    "Using M3, what were the top 3 Kubernetes namespaces by CPU usage over the last 6 hours, and has any of them been throttled?",
    [
        (
            "m3_query",
            {"path": "/api/v1/labels"},
            J(
                {
                    "status": "success",
                    "data": [
                        "__name__",
                        "container",
                        "cpu",
                        "instance",
                        "job",
                        "namespace",
                        "node",
                        "pod",
                    ],
                }
            ),
        ),
        (
            "m3_query",
            {
                "path": "/api/v1/query",
                "params": {
                    "query": "topk(3, sum by (namespace) (rate(container_cpu_usage_seconds_total[6h])))"
                },
            },
            J(
                {
                    "status": "success",
                    "data": {
                        "resultType": "vector",
                        "result": [
                            {"metric": {"namespace": "ingest"}, "value": [1714646400, "14.2031"]},
                            {"metric": {"namespace": "search"}, "value": [1714646400, "9.8817"]},
                            {
                                "metric": {"namespace": "kube-system"},
                                "value": [1714646400, "3.0442"],
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "m3_query",
            {
                "path": "/api/v1/query",
                "params": {
                    "query": 'sum by (namespace) (rate(container_cpu_cfs_throttled_periods_total{namespace=~"ingest|search|kube-system"}[6h]))'
                },
            },
            J(
                {
                    "status": "success",
                    "data": {
                        "resultType": "vector",
                        "result": [
                            {"metric": {"namespace": "ingest"}, "value": [1714646400, "0.8125"]},
                            {"metric": {"namespace": "search"}, "value": [1714646400, "0"]},
                            {
                                "metric": {"namespace": "kube-system"},
                                "value": [1714646400, "0.0021"],
                            },
                        ],
                    },
                }
            ),
        ),
        (
            "m3_query",
            {
                "path": "/api/v1/query",
                "params": {
                    "query": 'sum by (pod) (rate(container_cpu_cfs_throttled_periods_total{namespace="ingest"}[6h])) > 0.1'
                },
            },
            J(
                {
                    "status": "success",
                    "data": {
                        "resultType": "vector",
                        "result": [
                            {
                                "metric": {"pod": "ingest-worker-7c9f8d-2xq4l"},
                                "value": [1714646400, "0.4410"],
                            },
                            {
                                "metric": {"pod": "ingest-worker-7c9f8d-h8v2m"},
                                "value": [1714646400, "0.3518"],
                            },
                        ],
                    },
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- code search
def sg_fm(repo: str, path: str, lines: list[tuple[int, str]]) -> dict:
    return {
        "__typename": "FileMatch",
        "repository": {"name": repo},
        "file": {"path": path, "url": f"/{repo}/-/blob/{path}"},
        "lineMatches": [
            {"preview": t, "lineNumber": n, "offsetAndLengths": [[0, 4]]} for n, t in lines
        ],
    }


S(
    "sourcegraph",
    True,
    "Find every place in our Go services that still calls the deprecated ratelimit.NewLegacy constructor.",
    [
        (
            "sourcegraph_graphql",
            {
                "query": "query($q:String!){search(query:$q,version:V3){results{matchCount limitHit results{__typename ... on FileMatch{repository{name} file{path url} lineMatches{preview lineNumber offsetAndLengths}}}}}}",
                "variables": {"q": "ratelimit.NewLegacy( lang:go count:50"},
            },
            JI(
                {
                    "data": {
                        "search": {
                            "results": {
                                "matchCount": 3,
                                "limitHit": False,
                                "results": [
                                    sg_fm(
                                        "git.acme.io/platform/gateway",
                                        "internal/mw/limit.go",
                                        [(41, "\tl := ratelimit.NewLegacy(cfg.RPS, cfg.Burst)")],
                                    ),
                                    sg_fm(
                                        "git.acme.io/payments/refunds",
                                        "cmd/refunds/main.go",
                                        [(88, "\tlimiter := ratelimit.NewLegacy(50, 10)")],
                                    ),
                                    sg_fm(
                                        "git.acme.io/payments/refunds",
                                        "pkg/client/client.go",
                                        [(23, "var defaultLimiter = ratelimit.NewLegacy(20, 5)")],
                                    ),
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "sourcegraph_graphql",
            {
                "query": "query($q:String!){search(query:$q,version:V3){results{matchCount results{__typename ... on FileMatch{repository{name} file{path}}}}}}",
                "variables": {"q": "ratelimit.NewLegacy lang:go fork:yes archived:yes"},
            },
            JI(
                {
                    "data": {
                        "search": {
                            "results": {
                                "matchCount": 4,
                                "results": [
                                    sg_fm(
                                        "git.acme.io/platform/gateway", "internal/mw/limit.go", []
                                    ),
                                    sg_fm(
                                        "git.acme.io/payments/refunds", "cmd/refunds/main.go", []
                                    ),
                                    sg_fm(
                                        "git.acme.io/payments/refunds", "pkg/client/client.go", []
                                    ),
                                    sg_fm("git.acme.io/archive/old-checkout", "limit/limit.go", []),
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "sourcegraph_graphql",
            {
                "query": "query($q:String!){search(query:$q,version:V3){results{matchCount}}}",
                "variables": {"q": "ratelimit.NewLegacy lang:go file:_test.go"},
            },
            J({"data": {"search": {"results": {"matchCount": 0}}}}),
        ),
    ],
)

SG_STREAM = (
    'event: progress\ndata: {"done":false,"repositoriesCount":412,"matchCount":0,"durationMs":118,"skipped":[]}\n\n'
    'event: matches\ndata: [{"type":"content","path":"deploy/helm/values-prod.yaml","repository":"git.acme.io/platform/charts","branches":[""],"commit":"'
    + hid("c1", 40)
    + '","lineMatches":[{"line":"  featureFlags: {newCheckout: true, legacyTax: false}","lineNumber":57,"offsetAndLengths":[[17,11]]}]}]\n\n'
    'event: matches\ndata: [{"type":"content","path":"web/src/flags.ts","repository":"git.acme.io/storefront/web","branches":[""],"commit":"'
    + hid("c2", 40)
    + '","lineMatches":[{"line":"export const newCheckout = flag(\'newCheckout\', false)","lineNumber":12,"offsetAndLengths":[[13,11]]}]}]\n\n'
    'event: progress\ndata: {"done":true,"repositoriesCount":412,"matchCount":2,"durationMs":903,"skipped":[]}\n\n'
    "event: done\ndata: {}\n\n"
)
S(
    "sourcegraph",
    True,
    "Where is the newCheckout feature flag defined or set? I want file paths, not explanations.",
    [
        (
            "sourcegraph_stream_search",
            {"q": "newCheckout -file:test type:file count:all"},
            SG_STREAM,
        ),
        (
            "sourcegraph_stream_search",
            {"q": "repo:^git\\.acme\\.io/storefront/web$ newCheckout type:symbol"},
            'event: matches\ndata: [{"type":"symbol","path":"web/src/flags.ts","repository":"git.acme.io/storefront/web","symbols":[{"url":"/git.acme.io/storefront/web/-/blob/web/src/flags.ts?L12","name":"newCheckout","containerName":"","kind":"CONSTANT","line":12}]}]\n\nevent: progress\ndata: {"done":true,"repositoriesCount":1,"matchCount":1,"durationMs":74,"skipped":[]}\n\nevent: done\ndata: {}\n\n',
        ),
        (
            "sourcegraph_stream_search",
            {"q": "newCheckout lang:terraform"},
            'event: progress\ndata: {"done":true,"repositoriesCount":412,"matchCount":0,"durationMs":311,"skipped":[]}\n\nevent: done\ndata: {}\n\n',
        ),
    ],
)

SG_401 = "Invalid access token.\n"
S(
    "sourcegraph",
    False,
    "Which repositories import the internal 'acme/authz' package, and who owns each (CODEOWNERS)?",
    [
        (
            "sourcegraph_graphql",
            {
                "query": "query($q:String!){search(query:$q){results{matchCount}}}",
                "variables": {"q": '"acme/authz" lang:go select:repo'},
            },
            SG_401,
        ),
        (
            "sourcegraph_graphql",
            {
                "query": "query($q:String!){search(query:$q){results{matchCount}}}",
                "variables": {"q": "import acme/authz select:repo"},
            },
            SG_401,
        ),
        ("sourcegraph_stream_search", {"q": "acme/authz select:repo"}, SG_401),
        ("sourcegraph_graphql", {"query": "{currentUser{username}}"}, SG_401),
        ("sourcegraph_stream_search", {"q": "file:CODEOWNERS authz"}, SG_401),
        (
            "sourcegraph_graphql",
            {"query": 'query{repositories(first:20,query:"authz"){nodes{name}}}'},
            SG_401,
        ),
        ("sourcegraph_stream_search", {"q": '"github.com/acme/authz"'}, SG_401),
    ],
)


def grepapp(total: int, hits: list[tuple[str, str, str]]) -> str:
    return J(
        {
            "time": 87,
            "facets": {"count": total, "lang": {"buckets": [{"val": "Python", "count": total}]}},
            "hits": {
                "total": total,
                "hits": [
                    {
                        "repo": {"raw": r},
                        "branch": {"raw": "main"},
                        "path": {"raw": p},
                        "content": {
                            "snippet": f'<table><tr data-line="1"><td><div class="lineno">1</div></td><td><div class="highlight"><pre>{s}</pre></div></td></tr></table>'
                        },
                        "total_matches": {"raw": "1"},
                    }
                    for r, p, s in hits
                ],
            },
        }
    )


S(
    "grep-app",
    True,
    "Show me real-world examples of people using httpx.AsyncClient with a custom transport retries= argument.",
    [
        (
            "grep_app_search",
            {"q": "AsyncHTTPTransport(retries=", "filter[lang]": "Python"},
            grepapp(
                5,
                [
                    (
                        "encode/httpx",
                        "tests/test_transports.py",
                        "transport = httpx.<mark>AsyncHTTPTransport(retries=</mark>3)",
                    ),
                    (
                        "openai/openai-python",
                        "src/openai/_base_client.py",
                        "        transport = httpx.<mark>AsyncHTTPTransport(retries=</mark>0)",
                    ),
                    (
                        "pydantic/logfire",
                        "logfire/_internal/exporters.py",
                        "<mark>AsyncHTTPTransport(retries=</mark>2)",
                    ),
                ],
            ),
        ),
        (
            "grep_app_search",
            {"q": "AsyncHTTPTransport(retries=", "filter[lang]": "Python", "page": 2},
            grepapp(
                5,
                [
                    (
                        "home-assistant/core",
                        "homeassistant/helpers/httpx_client.py",
                        "    transport=httpx.<mark>AsyncHTTPTransport(retries=</mark>1),",
                    ),
                    (
                        "litestar-org/litestar",
                        "litestar/testing/client.py",
                        "<mark>AsyncHTTPTransport(retries=</mark>retries)",
                    ),
                ],
            ),
        ),
        (
            "grep_app_search",
            {"q": "AsyncClient(transport=AsyncHTTPTransport(retries", "regexp": "false"},
            J({"time": 41, "facets": {"count": 0}, "hits": {"total": 0, "hits": []}}),
        ),
    ],
)

GA_429 = "Too many requests. Please slow down.\n"
S(
    "grep-app",
    False,
    "Find open-source projects that configure pgbouncer with pool_mode = statement, to see how they handle prepared statements.",
    [
        ("grep_app_search", {"q": "pool_mode = statement"}, GA_429),
        ("grep_app_search", {"q": "pool_mode=statement"}, GA_429),
        ("grep_app_search", {"q": "pool_mode = statement", "filter[lang]": "INI"}, GA_429),
        ("grep_app_search", {"q": "pgbouncer statement pooling prepared"}, GA_429),
        ("grep_app_search", {"q": "max_prepared_statements"}, GA_429),
        ("grep_app_search", {"q": "pool_mode", "filter[path]": "pgbouncer.ini"}, GA_429),
    ],
)

S(
    "opengrok",
    True,
    "In the illumos source on our OpenGrok, where is zfs_arc_max read and where is it set by default?",
    [
        (
            "opengrok_search",
            {"full": "zfs_arc_max", "projects": "illumos-gate", "maxresults": 5},
            JI(
                {
                    "time": 21,
                    "resultCount": 9,
                    "startDocument": 0,
                    "endDocument": 4,
                    "results": {
                        "/illumos-gate/usr/src/uts/common/fs/zfs/arc.c": [
                            {
                                "line": "uint64_t <b>zfs_arc_max</b> = 0;",
                                "lineNumber": "1123",
                                "tag": None,
                            },
                            {
                                "line": "\tif (<b>zfs_arc_max</b> != 0 &amp;&amp; <b>zfs_arc_max</b> &gt;= MIN_ARC_MAX &amp;&amp;",
                                "lineNumber": "7412",
                                "tag": None,
                            },
                        ],
                        "/illumos-gate/usr/src/cmd/mdb/common/modules/zfs/zfs.c": [
                            {"line": '\t\t"zfs_arc_max",', "lineNumber": "318", "tag": None}
                        ],
                        "/illumos-gate/usr/src/man/man4fs/zfs.4fs": [
                            {"line": ".It Sy <b>zfs_arc_max</b>", "lineNumber": "88", "tag": None}
                        ],
                    },
                }
            ),
        ),
        (
            "opengrok_search",
            {"full": "zfs_arc_max", "projects": "illumos-gate", "start": 5, "maxresults": 5},
            JI(
                {
                    "time": 9,
                    "resultCount": 9,
                    "startDocument": 5,
                    "endDocument": 8,
                    "results": {
                        "/illumos-gate/usr/src/uts/common/fs/zfs/sys/arc_impl.h": [
                            {
                                "line": "extern uint64_t <b>zfs_arc_max</b>;",
                                "lineNumber": "902",
                                "tag": None,
                            }
                        ],
                        "/illumos-gate/usr/src/lib/libzpool/common/kernel.c": [
                            {
                                "line": "\t<b>zfs_arc_max</b> = physmem * PAGESIZE / 2;",
                                "lineNumber": "640",
                                "tag": None,
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "opengrok_search",
            {"defs": "arc_init", "projects": "illumos-gate"},
            J(
                {
                    "time": 5,
                    "resultCount": 1,
                    "startDocument": 0,
                    "endDocument": 0,
                    "results": {
                        "/illumos-gate/usr/src/uts/common/fs/zfs/arc.c": [
                            {
                                "line": "<b>arc_init</b>(void)",
                                "lineNumber": "7380",
                                "tag": "function",
                            }
                        ]
                    },
                }
            ),
        ),
        (
            "opengrok_file",
            {"path": "/illumos-gate/usr/src/uts/common/fs/zfs/arc.c", "start": 7405, "end": 7420},
            "7405\t\t/*\n7406\t\t * Allow the tunables to override our calculations if they are\n7407\t\t * reasonable (ie. over 64MB)\n7408\t\t */\n7409\t\tif (zfs_arc_max > 64 << 20 && zfs_arc_max < allmem) {\n7410\t\t\tarc_c_max = zfs_arc_max;\n7411\t\t\tarc_c_min = MIN(arc_c_min, arc_c_max);\n7412\t\t}\n",
        ),
    ],
)

OG_EMPTY = J({"time": 2, "resultCount": 0, "startDocument": 0, "endDocument": 0, "results": {}})
S(
    "opengrok",
    False,
    "In the firmware repo on OpenGrok, find where the watchdog timeout constant is defined and every place it is used.",
    [
        ("opengrok_search", {"full": "WDT_TIMEOUT_MS", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"defs": "WDT_TIMEOUT_MS", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"full": "watchdog", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"refs": "wdt_init", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"path": "wdt", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"full": "timeout", "projects": "fw-main"}, OG_EMPTY),
        ("opengrok_search", {"full": "main", "projects": "fw-main"}, OG_EMPTY),
    ],
)

S(
    "hound",
    True,
    "Which of our repos indexed in Hound still reference the old S3 bucket acme-artifacts-legacy?",
    [
        (
            "hound_search",
            {"q": "acme-artifacts-legacy", "repos": "*"},
            JI(
                {
                    "Results": {
                        "build-scripts": {
                            "Matches": [
                                {
                                    "Filename": "ci/upload.sh",
                                    "Matches": [
                                        {
                                            "Line": "aws s3 cp dist/ s3://acme-artifacts-legacy/$SHA/ --recursive",
                                            "LineNumber": 14,
                                            "Before": ["set -euo pipefail", ""],
                                            "After": [""],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r1", 40),
                        },
                        "infra-terraform": {
                            "Matches": [
                                {
                                    "Filename": "s3/buckets.tf",
                                    "Matches": [
                                        {
                                            "Line": '  bucket = "acme-artifacts-legacy"',
                                            "LineNumber": 31,
                                            "Before": ['resource "aws_s3_bucket" "legacy" {'],
                                            "After": ['  acl    = "private"'],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r2", 40),
                        },
                    },
                    "Stats": {"FilesOpened": 37, "Duration": 12},
                }
            ),
        ),
        (
            "hound_search",
            {"q": "artifacts-legacy", "repos": "*", "i": "fosho"},
            JI(
                {
                    "Results": {
                        "build-scripts": {
                            "Matches": [
                                {
                                    "Filename": "ci/upload.sh",
                                    "Matches": [
                                        {
                                            "Line": "aws s3 cp dist/ s3://acme-artifacts-legacy/$SHA/ --recursive",
                                            "LineNumber": 14,
                                            "Before": [],
                                            "After": [],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r1", 40),
                        },
                        "infra-terraform": {
                            "Matches": [
                                {
                                    "Filename": "s3/buckets.tf",
                                    "Matches": [
                                        {
                                            "Line": '  bucket = "acme-artifacts-legacy"',
                                            "LineNumber": 31,
                                            "Before": [],
                                            "After": [],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r2", 40),
                        },
                        "mobile-app": {
                            "Matches": [
                                {
                                    "Filename": "fastlane/Fastfile",
                                    "Matches": [
                                        {
                                            "Line": "    bucket: ENV['ARTIFACTS_LEGACY_BUCKET'],",
                                            "LineNumber": 77,
                                            "Before": [],
                                            "After": [],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r3", 40),
                        },
                    },
                    "Stats": {"FilesOpened": 52, "Duration": 15},
                }
            ),
        ),
        (
            "hound_repos",
            {},
            J(
                {
                    "build-scripts": {
                        "url": "https://git.acme.io/ci/build-scripts.git",
                        "vcs": "git",
                    },
                    "infra-terraform": {
                        "url": "https://git.acme.io/infra/terraform.git",
                        "vcs": "git",
                    },
                    "mobile-app": {"url": "https://git.acme.io/mobile/app.git", "vcs": "git"},
                    "storefront": {"url": "https://git.acme.io/web/storefront.git", "vcs": "git"},
                }
            ),
        ),
        (
            "hound_search",
            {"q": "ARTIFACTS_LEGACY_BUCKET", "repos": "*"},
            J(
                {
                    "Results": {
                        "mobile-app": {
                            "Matches": [
                                {
                                    "Filename": "fastlane/Fastfile",
                                    "Matches": [
                                        {
                                            "Line": "    bucket: ENV['ARTIFACTS_LEGACY_BUCKET'],",
                                            "LineNumber": 77,
                                            "Before": [],
                                            "After": [],
                                        }
                                    ],
                                }
                            ],
                            "FilesWithMatch": 1,
                            "Revision": hid("r3", 40),
                        }
                    },
                    "Stats": {"FilesOpened": 4, "Duration": 3},
                }
            ),
        ),
    ],
)

S(
    "livegrep",
    True,
    "In the Linux kernel, where is the io_uring opcode IORING_OP_FUTEX_WAIT handled?",
    [
        (
            "livegrep_search",
            {"backend": "linux", "q": "IORING_OP_FUTEX_WAIT"},
            JI(
                {
                    "info": {
                        "trigram": 0.0011,
                        "index": 0.0004,
                        "sort": 0.0,
                        "analyze": 0.0,
                        "total": 0.0021,
                        "why": "NONE",
                    },
                    "results": [
                        {
                            "tree": "torvalds/linux",
                            "version": "v6.8",
                            "path": "include/uapi/linux/io_uring.h",
                            "lines": 1,
                            "context_before": ["\tIORING_OP_WAITID,"],
                            "context_after": ["\tIORING_OP_FUTEX_WAKE,"],
                            "bounds": [1, 21],
                            "line": "\tIORING_OP_FUTEX_WAIT,",
                            "lno": 252,
                        },
                        {
                            "tree": "torvalds/linux",
                            "version": "v6.8",
                            "path": "io_uring/opdef.c",
                            "lines": 1,
                            "context_before": ["\t},"],
                            "context_after": ["#if defined(CONFIG_FUTEX)"],
                            "bounds": [2, 22],
                            "line": "\t[IORING_OP_FUTEX_WAIT] = {",
                            "lno": 470,
                        },
                    ],
                    "file_results": [],
                    "search_type": "normal",
                }
            ),
        ),
        (
            "livegrep_search",
            {"backend": "linux", "q": "io_futex_wait\\("},
            JI(
                {
                    "info": {"total": 0.0018, "why": "NONE"},
                    "results": [
                        {
                            "tree": "torvalds/linux",
                            "version": "v6.8",
                            "path": "io_uring/futex.c",
                            "lines": 1,
                            "context_before": [],
                            "context_after": ["{"],
                            "bounds": [4, 18],
                            "line": "int io_futex_wait(struct io_kiocb *req, unsigned int issue_flags)",
                            "lno": 239,
                        },
                        {
                            "tree": "torvalds/linux",
                            "version": "v6.8",
                            "path": "io_uring/futex.h",
                            "lines": 1,
                            "context_before": [],
                            "context_after": [],
                            "bounds": [4, 18],
                            "line": "int io_futex_wait(struct io_kiocb *req, unsigned int issue_flags);",
                            "lno": 7,
                        },
                    ],
                    "file_results": [],
                    "search_type": "normal",
                }
            ),
        ),
        (
            "livegrep_search",
            {"backend": "linux", "q": "file:Documentation IORING_OP_FUTEX"},
            J(
                {
                    "info": {"total": 0.0009, "why": "NONE"},
                    "results": [],
                    "file_results": [],
                    "search_type": "normal",
                }
            ),
        ),
    ],
)

S(
    "zoekt",
    True,
    "Search our Zoekt index for TODO(security) comments and group them by repository.",
    [
        (
            "shell",
            {
                "command": 'curl -s -XPOST -d \'{"Q":"TODO\\\\(security\\\\)","Opts":{"MaxDocDisplayCount":20}}\' http://zoekt.internal:6070/api/search | jq -c \'.Result.Files[] | {Repository,FileName,l:[.LineMatches[].LineNumber]}\''
            },
            '{"Repository":"payments-api","FileName":"internal/tokens/issue.go","l":[58]}\n{"Repository":"payments-api","FileName":"internal/webhooks/verify.go","l":[112,140]}\n{"Repository":"admin-portal","FileName":"src/session.ts","l":[33]}\n{"Repository":"edge-proxy","FileName":"lua/auth.lua","l":[9]}\n',
        ),
        (
            "shell",
            {
                "command": "curl -s -XPOST -d '{\"Q\":\"TODO\\\\(security\\\\)\"}' http://zoekt.internal:6070/api/search | jq '.Result | {FileCount, MatchCount, FilesSkipped}'"
            },
            '{\n  "FileCount": 4,\n  "MatchCount": 5,\n  "FilesSkipped": 0\n}\n',
        ),
        (
            "shell",
            {
                "command": "curl -s -XPOST -d '{\"Q\":\"TODO\\\\(sec\\\\) case:no\"}' http://zoekt.internal:6070/api/search | jq '.Result.Files | length'"
            },
            "0\n",
        ),
    ],
)

ZK = "curl: (7) Failed to connect to zoekt.internal port 6070 after 3 ms: Couldn't connect to server\n"
S(
    "zoekt",
    False,
    "Find all Dockerfiles in our Zoekt index that still use a python:3.8 base image.",
    [
        (
            "shell",
            {
                "command": 'curl -sS -XPOST -d \'{"Q":"FROM python:3.8 file:Dockerfile"}\' http://zoekt.internal:6070/api/search'
            },
            ZK,
        ),
        (
            "shell",
            {
                "command": 'curl -sS -XPOST -d \'{"Q":"python:3.8 f:Dockerfile"}\' http://zoekt.internal:6070/api/search'
            },
            ZK,
        ),
        (
            "shell",
            {
                "command": "curl -sS 'http://zoekt.internal:6070/search?q=python%3A3.8+f%3ADockerfile&format=json'"
            },
            ZK,
        ),
        (
            "shell",
            {
                "command": 'curl -sS -XPOST -d \'{"Q":"r:. python:3.8"}\' http://zoekt.internal:6070/api/search'
            },
            ZK,
        ),
        ("shell", {"command": "curl -sS http://zoekt.internal:6070/healthz"}, ZK),
        (
            "shell",
            {
                "command": 'curl -sS -XPOST -d \'{"Q":"python:3.8-slim"}\' http://zoekt.internal:6070/api/search'
            },
            ZK,
        ),
    ],
)


# ---------------------------------------------------------------- secrets and SBOMs
GL_BANNER = "\n    \u25cb\n    \u2502\u2572\n    \u2502 \u25cb\n    \u25cb \u2591\n    \u2591    gitleaks\n\n"
S(
    "gitleaks",
    True,
    "Scan the billing-service repo history for leaked secrets and tell me which commits introduced them.",
    [
        (
            "shell",
            {"command": "cd ~/src/billing-service && gitleaks detect --redact -v"},
            GL_BANNER
            + "Finding:     AWS_SECRET_ACCESS_KEY=REDACTED\nSecret:      REDACTED\nRuleID:      aws-access-token\nEntropy:     4.721928\nFile:        deploy/.env.staging\nLine:        3\nCommit:      "
            + hid("gl1", 40)
            + "\nAuthor:      Priya Natarajan\nEmail:       priya@acme.io\nDate:        2023-11-02T16:20:11Z\nFingerprint: "
            + hid("gl1", 40)
            + ":deploy/.env.staging:aws-access-token:3\n\nFinding:     stripe_key: REDACTED\nSecret:      REDACTED\nRuleID:      stripe-access-token\nEntropy:     4.9\nFile:        config/settings.yaml\nLine:        27\nCommit:      "
            + hid("gl2", 40)
            + "\nAuthor:      build-bot\nEmail:       ci@acme.io\nDate:        2024-02-18T09:03:44Z\nFingerprint: "
            + hid("gl2", 40)
            + ":config/settings.yaml:stripe-access-token:27\n\n10:42AM INF 1288 commits scanned.\n10:42AM INF scan completed in 3.81s\n10:42AM WRN leaks found: 2\n",
        ),
        (
            "shell",
            {
                "command": "cd ~/src/billing-service && git log --format='%h %an %s' -1 "
                + hid("gl2", 40)
            },
            hid("gl2", 7) + " build-bot chore: sync settings from vault export\n",
        ),
        (
            "shell",
            {"command": "cd ~/src/billing-service && gitleaks detect --no-git --redact"},
            GL_BANNER + "10:44AM INF scan completed in 212ms\n10:44AM INF no leaks found\n",
        ),
    ],
)

GL_EMPTY = (
    GL_BANNER
    + "11:05AM INF 0 commits scanned.\n11:05AM INF scan completed in 2.1ms\n11:05AM INF no leaks found\n"
)
S(
    "gitleaks",
    False,
    "Before we open-source the sdk-python repo, check its entire history for secrets, including any in deleted files.",
    [
        ("shell", {"command": "gitleaks detect --source ./sdk-python -v"}, GL_EMPTY),
        (
            "shell",
            {"command": "gitleaks detect --source ./sdk-python --log-opts='--all' -v"},
            GL_EMPTY,
        ),
        (
            "shell",
            {
                "command": "gitleaks detect --source sdk-python --log-opts='--all --full-history' --redact"
            },
            GL_EMPTY,
        ),
        (
            "shell",
            {"command": "gitleaks detect --source ./sdk-python --log-level debug"},
            GL_BANNER
            + "11:07AM DBG using gitleaks embedded config\n11:07AM DBG executing: /usr/bin/git -C ./sdk-python log -p -U0 --full-history --all\n11:07AM INF 0 commits scanned.\n11:07AM INF scan completed in 1.9ms\n11:07AM INF no leaks found\n",
        ),
        (
            "shell",
            {"command": "gitleaks detect --source ./sdk-python --no-git -v"},
            GL_BANNER + "11:08AM INF scan completed in 0.4ms\n11:08AM INF no leaks found\n",
        ),
        (
            "shell",
            {
                "command": "gitleaks detect --source ./sdk-python/ --report-format json --report-path /tmp/gl.json && cat /tmp/gl.json"
            },
            GL_EMPTY + "[]\n",
        ),
    ],
)


def th(det: str, f: str, line: int, commit: str, verified: bool) -> str:
    return J(
        {
            "SourceMetadata": {
                "Data": {
                    "Git": {
                        "commit": commit,
                        "file": f,
                        "email": "dev <dev@acme.io>",
                        "repository": "https://github.com/acme/mobile-backend.git",
                        "timestamp": "2024-01-09 14:22:31 +0000",
                        "line": line,
                    }
                }
            },
            "SourceID": 1,
            "SourceType": 16,
            "SourceName": "trufflehog - git",
            "DetectorType": 2 if det == "AWS" else 8,
            "DetectorName": det,
            "DecoderName": "PLAIN",
            "Verified": verified,
            "Raw": "********",
            "RawV2": "",
            "Redacted": "AKIA****************" if det == "AWS" else "",
            "ExtraData": None,
            "StructuredData": None,
        }
    )


S(
    "trufflehog",
    True,
    "Run TruffleHog on mobile-backend and tell me which found credentials are actually live.",
    [
        (
            "shell",
            {
                "command": "trufflehog git https://github.com/acme/mobile-backend.git --json --no-update"
            },
            "\n".join(
                [
                    th("AWS", "scripts/seed.py", 12, hid("t1", 40), True),
                    th("Github", "README.md", 88, hid("t2", 40), False),
                    th("Slack", ".github/workflows/notify.yml", 19, hid("t3", 40), False),
                ]
            )
            + "\n",
        ),
        (
            "shell",
            {
                "command": "trufflehog git https://github.com/acme/mobile-backend.git --only-verified --json --no-update"
            },
            th("AWS", "scripts/seed.py", 12, hid("t1", 40), True) + "\n",
        ),
        (
            "shell",
            {
                "command": "trufflehog filesystem ./mobile-backend/config --only-verified --no-update"
            },
            '\U0001f437\U0001f511\U0001f437  TruffleHog. Unearth your secrets. \U0001f437\U0001f511\U0001f437\n\n2024-05-02T10:11:09Z\tinfo-0\ttrufflehog\tfinished scanning\t{"chunks": 41, "bytes": 88213, "verified_secrets": 0, "unverified_secrets": 0, "scan_duration": "1.21s"}\n',
        ),
    ],
)

SYFT_RL = "[0000]  WARN no explicit name and version provided for directory source, deriving artifact ID from the given path (which is not ideal)\n1 error occurred:\n\t* could not determine source: errors occurred attempting to resolve 'registry.hub.docker.com/{img}':\n  - docker: could not pull image: toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\n  - podman: podman not available\n  - registry: GET https://index.docker.io/v2/library/{name}/manifests/{tag}: TOOMANYREQUESTS: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\n\n"
S(
    "syft",
    True,
    "Generate SBOMs for our two base images and tell me which OpenSSL version each ships.",
    [
        (
            "shell",
            {"command": "syft ghcr.io/acme/base-alpine:2024.04 -q"},
            "NAME                    VERSION      TYPE\nalpine-baselayout       3.4.3-r2     apk\nalpine-keys             2.4-r1       apk\nbusybox                 1.36.1-r15   apk\nca-certificates-bundle  20240226-r0  apk\nlibcrypto3              3.1.4-r6     apk\nlibssl3                 3.1.4-r6     apk\nmusl                    1.2.4_git20230717-r4  apk\nzlib                    1.3.1-r0     apk\n",
        ),
        (
            "shell",
            {"command": "syft ghcr.io/acme/base-debian:2024.04 -q | grep -i ssl"},
            "libssl3          3.0.11-1~deb12u2   deb\nopenssl          3.0.11-1~deb12u2   deb\n",
        ),
        (
            "shell",
            {
                "command": "syft ghcr.io/acme/base-debian:2024.04 -o cyclonedx-json=sbom-debian.json -q && syft ghcr.io/acme/base-alpine:2024.04 -o cyclonedx-json=sbom-alpine.json -q"
            },
            "",
        ),
        (
            "shell",
            {"command": "ls -l sbom-*.json"},
            "-rw-r--r-- 1 ci ci 184203 May  2 10:20 sbom-alpine.json\n-rw-r--r-- 1 ci ci 912558 May  2 10:20 sbom-debian.json\n",
        ),
    ],
)

S(
    "syft",
    False,
    "Produce an SBOM for the public images we depend on (postgres:16, redis:7, nginx:1.25) and list their packages' licenses.",
    [
        (
            "shell",
            {"command": "syft postgres:16 -o table"},
            SYFT_RL.format(img="postgres:16", name="postgres", tag="16"),
        ),
        (
            "shell",
            {"command": "syft postgres:16 -o json"},
            SYFT_RL.format(img="postgres:16", name="postgres", tag="16"),
        ),
        (
            "shell",
            {"command": "syft redis:7 -o table"},
            SYFT_RL.format(img="redis:7", name="redis", tag="7"),
        ),
        (
            "shell",
            {"command": "syft nginx:1.25 -q"},
            SYFT_RL.format(img="nginx:1.25", name="nginx", tag="1.25"),
        ),
        (
            "shell",
            {"command": "syft registry:postgres:16"},
            "1 error occurred:\n\t* could not determine source: errors occurred attempting to resolve 'postgres:16':\n  - registry: GET https://index.docker.io/v2/library/postgres/manifests/16: TOOMANYREQUESTS: You have reached your pull rate limit. You may increase the limit by authenticating and upgrading: https://www.docker.com/increase-rate-limit\n\n",
        ),
        (
            "shell",
            {"command": "syft docker.io/library/redis:7-alpine -o spdx-json"},
            SYFT_RL.format(img="redis:7-alpine", name="redis", tag="7-alpine"),
        ),
        (
            "shell",
            {"command": "syft nginx:1.25 --platform linux/amd64 -o table"},
            SYFT_RL.format(img="nginx:1.25", name="nginx", tag="1.25"),
        ),
    ],
)

S(
    "cyclonedx-cli",
    True,
    "Merge the frontend and backend SBOMs into one release SBOM, validate it, and tell me what changed since the 1.8 release SBOM.",
    [
        (
            "shell",
            {
                "command": "cyclonedx merge --input-files frontend.cdx.json backend.cdx.json --output-file release-1.9.cdx.json"
            },
            "Loading input file frontend.cdx.json\nLoading input file backend.cdx.json\nWriting output file...\n",
        ),
        (
            "shell",
            {
                "command": "cyclonedx validate --input-file release-1.9.cdx.json --input-version v1_5"
            },
            "Validating JSON BOM...\nBOM validated successfully.\n",
        ),
        (
            "shell",
            {
                "command": "cyclonedx diff release-1.8.cdx.json release-1.9.cdx.json --component-versions"
            },
            "Component versions:\n\nexpress\n  - 4.18.2\n  + 4.19.2\n\njackson-databind\n  - 2.15.2\n  + 2.17.0\n\nlodash\n  = 4.17.21\n\nnetty-handler\n  - 4.1.100.Final\n  + 4.1.108.Final\n\n",
        ),
        (
            "shell",
            {
                "command": "cyclonedx analyze --input-file release-1.9.cdx.json --multiple-component-versions"
            },
            "Components with multiple versions:\n\nNone\n",
        ),
    ],
)

DT = "https://dtrack.acme.io"
S(
    "dependency-track",
    True,
    "Upload the new release SBOM for 'checkout-service' 2.4.0 to Dependency-Track and report any critical findings once it's processed.",
    [
        (
            "dtrack_api",
            {
                "method": "GET",
                "path": "/api/v1/project/lookup",
                "query": {"name": "checkout-service", "version": "2.4.0"},
            },
            J(
                {
                    "name": "checkout-service",
                    "version": "2.4.0",
                    "uuid": uid("dt-co-240"),
                    "classifier": "APPLICATION",
                    "active": True,
                    "tags": [{"name": "team-checkout"}],
                    "lastBomImport": None,
                }
            ),
        ),
        (
            "dtrack_api",
            {
                "method": "PUT",
                "path": "/api/v1/bom",
                "body": {"project": uid("dt-co-240"), "bom": "<base64 of release-2.4.0.cdx.json>"},
            },
            J({"token": uid("dt-token-1")}),
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/event/token/" + uid("dt-token-1")},
            J({"processing": True}),
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/event/token/" + uid("dt-token-1")},
            J({"processing": True}),
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/event/token/" + uid("dt-token-1")},
            J({"processing": False}),
        ),
        (
            "dtrack_api",
            {
                "method": "GET",
                "path": "/api/v1/finding/project/" + uid("dt-co-240"),
                "query": {"suppressed": "false"},
            },
            JI(
                [
                    {
                        "component": {
                            "uuid": uid("dtc1"),
                            "name": "jackson-databind",
                            "group": "com.fasterxml.jackson.core",
                            "version": "2.13.1",
                            "purl": "pkg:maven/com.fasterxml.jackson.core/jackson-databind@2.13.1",
                            "project": uid("dt-co-240"),
                        },
                        "vulnerability": {
                            "uuid": uid("dtv1"),
                            "vulnId": "CVE-2022-42003",
                            "source": "NVD",
                            "severity": "HIGH",
                            "severityRank": 1,
                            "cvssV3BaseScore": 7.5,
                            "cweId": 502,
                            "cweName": "Deserialization of Untrusted Data",
                        },
                        "analysis": {"isSuppressed": False},
                        "attribution": {
                            "analyzerIdentity": "INTERNAL_ANALYZER",
                            "attributedOn": 1714644000000,
                        },
                        "matrix": uid("dt-co-240") + ":" + uid("dtc1") + ":" + uid("dtv1"),
                    },
                    {
                        "component": {
                            "uuid": uid("dtc2"),
                            "name": "snakeyaml",
                            "group": "org.yaml",
                            "version": "1.30",
                            "purl": "pkg:maven/org.yaml/snakeyaml@1.30",
                            "project": uid("dt-co-240"),
                        },
                        "vulnerability": {
                            "uuid": uid("dtv2"),
                            "vulnId": "CVE-2022-1471",
                            "source": "NVD",
                            "severity": "HIGH",
                            "severityRank": 1,
                            "cvssV3BaseScore": 8.3,
                            "cweId": 20,
                            "cweName": "Improper Input Validation",
                        },
                        "analysis": {"isSuppressed": False},
                        "attribution": {
                            "analyzerIdentity": "OSSINDEX_ANALYZER",
                            "attributedOn": 1714644000000,
                        },
                        "matrix": uid("dt-co-240") + ":" + uid("dtc2") + ":" + uid("dtv2"),
                    },
                ]
            ),
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/metrics/project/" + uid("dt-co-240") + "/current"},
            J(
                {
                    "critical": 0,
                    "high": 2,
                    "medium": 5,
                    "low": 1,
                    "unassigned": 0,
                    "vulnerabilities": 8,
                    "vulnerableComponents": 6,
                    "components": 214,
                    "suppressed": 0,
                    "findingsTotal": 8,
                    "findingsAudited": 0,
                    "findingsUnaudited": 8,
                    "inheritedRiskScore": 43.0,
                    "policyViolationsTotal": 1,
                    "firstOccurrence": 1714644000000,
                    "lastOccurrence": 1714644310000,
                }
            ),
        ),
    ],
)

S(
    "dependency-track",
    False,
    "Which of our projects in Dependency-Track are affected by CVE-2024-3094 (xz backdoor)?",
    [
        (
            "dtrack_api",
            {
                "method": "GET",
                "path": "/api/v1/vulnerability/source/NVD/vuln/CVE-2024-3094/projects",
            },
            "[]",
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/component/identity", "query": {"name": "xz-utils"}},
            "[]",
        ),
        (
            "dtrack_api",
            {
                "method": "GET",
                "path": "/api/v1/component/identity",
                "query": {"purl": "pkg:deb/debian/xz-utils@5.6.0-0.2"},
            },
            "[]",
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/project", "query": {"pageSize": 100}},
            "[]",
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/project", "query": {"name": "checkout-service"}},
            "[]",
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/component/identity", "query": {"name": "liblzma5"}},
            "[]",
        ),
        (
            "dtrack_api",
            {"method": "GET", "path": "/api/v1/project", "query": {"tag": "team-checkout"}},
            "[]",
        ),
    ],
)

S(
    "fossa",
    True,
    "Run a FOSSA analysis on the data-pipeline repo and tell me whether it passes our license policy.",
    [
        (
            "shell",
            {"command": "cd data-pipeline && fossa analyze"},
            "[ INFO] Using project name: `github.com/acme/data-pipeline`\n[ INFO] Using revision: `"
            + hid("fo1", 40)
            + "`\n[ INFO] Using branch: `main`\n[ INFO] ============================================================\n\n      View FOSSA Report:\n      https://app.fossa.com/projects/custom%2B4412%2Fgithub.com%2Facme%2Fdata-pipeline/refs/branch/main/"
            + hid("fo1", 40)
            + "\n\n  ============================================================\n",
        ),
        (
            "shell",
            {"command": "cd data-pipeline && fossa test --timeout 600"},
            "[ INFO] Using project name: `github.com/acme/data-pipeline`\n[ INFO] Using revision: `"
            + hid("fo1", 40)
            + "`\n[ INFO] Waiting for build to complete...\n[ INFO] Waiting for build to complete...\n[ INFO] Waiting for issue scan completion...\n[ERROR] ----------\n  An issue occurred\n\n  >>> Relevant errors\n\n    Error\n\n      A policy violation was found:\n\n      1 issue found\n\n      License: AGPL-3.0-only\n      Dependency: pip+pymupdf$1.23.26\n",
        ),
        (
            "shell",
            {"command": "cd data-pipeline && pip show pymupdf | head -3"},
            "Name: PyMuPDF\nVersion: 1.23.26\nSummary: A high performance Python library for data extraction, analysis, conversion & manipulation of PDF (and other) documents.\n",
        ),
    ],
)

FOSSA_401 = "[ERROR] ----------\n  An issue occurred\n\n  >>> Relevant errors\n\n    Error\n\n      API request failed with status 401: Unauthorized\n      \n      Check that your API key is valid (FOSSA_API_KEY)\n\n"
S(
    "fossa",
    False,
    "Get the list of dependencies FOSSA found for the mobile-backend project and flag any copyleft licenses.",
    [
        (
            "shell",
            {"command": "fossa report licenses --project github.com/acme/mobile-backend"},
            FOSSA_401,
        ),
        (
            "shell",
            {
                "command": "fossa report attribution --format json --project github.com/acme/mobile-backend"
            },
            FOSSA_401,
        ),
        (
            "shell",
            {"command": "cd mobile-backend && fossa list-targets"},
            "[ INFO] Found project: gomod@./\n[ INFO] Found target: gomod@./\n",
        ),
        ("shell", {"command": "cd mobile-backend && fossa test"}, FOSSA_401),
        (
            "shell",
            {"command": "cd mobile-backend && fossa report attribution --format json"},
            FOSSA_401,
        ),
        (
            "shell",
            {
                "command": "cd mobile-backend && fossa analyze --output | jq '.sourceUnits[0].Build.Dependencies | length'"
            },
            "312\n",
        ),
        (
            "shell",
            {"command": "cd mobile-backend && fossa report licenses --revision HEAD"},
            FOSSA_401,
        ),
        ("shell", {"command": "cd mobile-backend && fossa test --format json"}, FOSSA_401),
    ],
)


# ---------------------------------------------------------------- legal research
S(
    "cap",
    True,
    "Find the 1922 Massachusetts case about a streetcar collision in volume 241 of Mass. Reports and quote the court's holding.",
    [
        (
            "fetch",
            {"url": "https://static.case.law/mass/241/CasesMetadata.json"},
            JI(
                [
                    {
                        "id": 2094310 + i,
                        "name": n,
                        "name_abbreviation": a,
                        "decision_date": d,
                        "docket_number": "",
                        "first_page": str(fp),
                        "last_page": str(fp + 5),
                        "citations": [{"type": "official", "cite": f"241 Mass. {fp}"}],
                        "court": {
                            "name_abbreviation": "Mass.",
                            "id": 8863,
                            "name": "Massachusetts Supreme Judicial Court",
                        },
                        "jurisdiction": {"id": 4, "name_long": "Massachusetts", "name": "Mass."},
                        "file_name": f"{fp:04d}-01",
                    }
                    for i, (n, a, d, fp) in enumerate(
                        [
                            (
                                "Edith M. Carney vs. Boston Elevated Railway Company",
                                "Carney v. Boston Elevated Railway Co.",
                                "1922-03-01",
                                103,
                            ),
                            (
                                "Commonwealth vs. Joseph Shea",
                                "Commonwealth v. Shea",
                                "1922-03-02",
                                109,
                            ),
                            (
                                "Frank Lennon vs. Eastern Massachusetts Street Railway Company",
                                "Lennon v. Eastern Massachusetts Street Railway Co.",
                                "1922-03-03",
                                116,
                            ),
                        ]
                    )
                ]
            ),
        ),
        (
            "fetch",
            {"url": "https://static.case.law/mass/241/cases/0103-01.json"},
            JI(
                {
                    "id": 2094310,
                    "name_abbreviation": "Carney v. Boston Elevated Railway Co.",
                    "decision_date": "1922-03-01",
                    "casebody": {
                        "judges": ["Rugg, C.J.", "Braley", "Crosby", "Pierce", "Carroll", "JJ."],
                        "parties": ["Edith M. Carney vs. Boston Elevated Railway Company."],
                        "opinions": [
                            {
                                "type": "majority",
                                "author": "Crosby, J.",
                                "text": "The plaintiff was a passenger ... There was evidence that the car started while she was in the act of alighting and before she had a reasonable opportunity to reach the street in safety. We are of opinion that the question of the defendant's negligence was for the jury, and that it could not be ruled as matter of law that the plaintiff was not in the exercise of due care. Exceptions overruled.",
                            }
                        ],
                        "head_matter": "Suffolk. January 17, 1922. \u2014 March 1, 1922.\nNegligence, Street railway.",
                    },
                }
            ),
        ),
        (
            "fetch",
            {"url": "https://static.case.law/mass/241/cases/0116-01.json"},
            JI(
                {
                    "id": 2094312,
                    "name_abbreviation": "Lennon v. Eastern Massachusetts Street Railway Co.",
                    "decision_date": "1922-03-03",
                    "casebody": {
                        "opinions": [
                            {
                                "type": "majority",
                                "author": "Pierce, J.",
                                "text": "This is an action of tort for injuries received when the automobile driven by the plaintiff came into collision with a street car of the defendant at a crossing ... the judge rightly directed a verdict for the defendant. Exceptions overruled.",
                            }
                        ],
                        "head_matter": "Essex. November 9, 1921. \u2014 March 3, 1922.",
                    },
                }
            ),
        ),
    ],
)

CAP_SUNSET = J(
    {
        "detail": "The Caselaw Access Project API has been retired. All data is now available as static files at https://static.case.law/ . See https://case.law/ for details."
    }
)
S(
    "cap",
    False,
    "Get me Illinois appellate decisions from 2010-2015 that cite 'Tunney v. American Broadcasting'.",
    [
        (
            "cap_api",
            {
                "path": "/v1/cases/",
                "query": {
                    "search": "Tunney v. American Broadcasting",
                    "jurisdiction": "ill",
                    "decision_date_min": "2010-01-01",
                },
            },
            CAP_SUNSET,
        ),
        (
            "cap_api",
            {"path": "/v1/cases/", "query": {"cites_to": "87 Ill. App. 3d 674"}},
            CAP_SUNSET,
        ),
        (
            "cap_api",
            {"path": "/v1/cases/", "query": {"search": "Tunney", "court": "ill-app-ct"}},
            CAP_SUNSET,
        ),
        (
            "cap_api",
            {"path": "/v1/citations/", "query": {"cite": "87 Ill. App. 3d 674"}},
            CAP_SUNSET,
        ),
        (
            "cap_api",
            {
                "path": "/v1/cases/",
                "query": {"search": '"American Broadcasting" defamation', "jurisdiction": "ill"},
            },
            CAP_SUNSET,
        ),
        ("cap_api", {"path": "/v1/courts/", "query": {"jurisdiction": "ill"}}, CAP_SUNSET),
    ],
)


def atom(entries: list[tuple[str, str, str]], total: int) -> str:
    es = "".join(
        f'<entry><id>http://www.legislation.gov.uk/id/{i}</id><title>{t}</title><updated>{u}</updated><link rel="self" href="http://www.legislation.gov.uk/{i}"/></entry>'
        for i, t, u in entries
    )
    return f'<?xml version="1.0" encoding="UTF-8"?><feed xmlns="http://www.w3.org/2005/Atom" xmlns:openSearch="http://a9.com/-/spec/opensearch/1.1/" xmlns:leg="http://www.legislation.gov.uk/namespaces/legislation"><id>http://www.legislation.gov.uk/search</id><title>Search Results</title><openSearch:totalResults>{total}</openSearch:totalResults><openSearch:itemsPerPage>20</openSearch:itemsPerPage><leg:page>1</leg:page><leg:morePages>0</leg:morePages>{es}</feed>'


S(
    "legislation-uk",
    True,
    "What does section 6 of the Data Protection Act 2018 say about the meaning of 'controller', and has it been amended?",
    [
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/ukpga?title=Data%20Protection%20Act&year=2018"},
            atom([("ukpga/2018/12", "Data Protection Act 2018", "2024-03-14T12:00:00Z")], 1),
        ),
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/ukpga/2018/12/section/6"},
            "Data Protection Act 2018\nPart 1 Preliminary\n6 Meaning of \u201ccontroller\u201d\n(1) The definition of \u201ccontroller\u201d in Article 4(7) of the UK GDPR has effect subject to\u2014\n(a) subsection (2),\n(b) section 209, and\n(c) section 210.\n(2) For the purposes of the UK GDPR, where personal data is processed only\u2014\n(a) for purposes for which it is required by an enactment to be processed, and\n(b) by means by which it is required by an enactment to be processed,\nthe person on whom the obligation to process the data is imposed by the enactment (or, if different, one of the enactments) is the controller.\nChanges to legislation: There are currently no known outstanding effects for the Data Protection Act 2018, Section 6.\n",
        ),
        (
            "fetch",
            {
                "url": "https://www.legislation.gov.uk/changes/affected/ukpga/2018/12?affected-provisions=s.%206&results-count=20"
            },
            "Changes to Legislation\nResults 1 - 1 of 1\nChanges that affect: Data Protection Act 2018 s. 6\n| Changed Legislation | Year and Number | Changed Provision | Type of effect | Affecting Legislation Title | Year and Number | Affecting Provision | Changes applied to the Act |\n| Data Protection Act 2018 | 2018 c. 12 | s. 6(1) | words substituted | The Data Protection, Privacy and Electronic Communications (Amendments etc.) (EU Exit) Regulations 2019 | 2019 No. 419 | Sch. 2 para. 5 | Yes |\n",
        ),
    ],
)

S(
    "legislation-uk",
    True,
    "Has any UK statutory instrument been made under the Online Safety Act 2023 in 2024 about categorisation thresholds? If none, say so.",
    [
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/uksi/2024?title=Online%20Safety"},
            atom(
                [
                    (
                        "uksi/2024/20",
                        "The Online Safety Act 2023 (Commencement No. 3) Regulations 2024",
                        "2024-01-10T10:00:00Z",
                    ),
                    (
                        "uksi/2024/31",
                        "The Online Safety (Approved Code of Practice) Regulations 2024",
                        "2024-01-16T10:00:00Z",
                    ),
                ],
                2,
            ),
        ),
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/uksi/2024?title=Category%201%20Threshold"},
            atom([], 0),
        ),
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/ukdsi/2024?title=Online%20Safety"},
            atom(
                [
                    (
                        "ukdsi/2024/9780348259000",
                        "The Online Safety Act 2023 (Category 1, Category 2A and Category 2B Threshold Conditions) Regulations 2024",
                        "2024-12-16T09:00:00Z",
                    )
                ],
                1,
            ),
        ),
        (
            "fetch",
            {"url": "https://www.legislation.gov.uk/ukdsi/2024/9780348259000/contents"},
            "The Online Safety Act 2023 (Category 1, Category 2A and Category 2B Threshold Conditions) Regulations 2024\nDraft Regulations laid before Parliament under section 225(8) of the Online Safety Act 2023, for approval by resolution of each House of Parliament.\n1. Citation and commencement\n2. Interpretation\n3. Category 1 threshold conditions\n4. Category 2A threshold conditions\n5. Category 2B threshold conditions\nExplanatory Note\n",
        ),
    ],
)

CANLII_RATE = "<h1>Developer Over Rate</h1>"
S(
    "canlii",
    True,
    "List the most recent Ontario Court of Appeal decisions on CanLII and find which later cases cite the first one.",
    [
        (
            "canlii_api",
            {
                "path": "/v1/caseBrowse/en/onca/",
                "query": {"offset": 0, "resultCount": 3, "decisionDateAfter": "2024-04-20"},
            },
            JI(
                {
                    "cases": [
                        {
                            "databaseId": "onca",
                            "caseId": {"en": "2024onca321"},
                            "title": "R. v. Mahamud",
                            "citation": "2024 ONCA 321 (CanLII)",
                        },
                        {
                            "databaseId": "onca",
                            "caseId": {"en": "2024onca318"},
                            "title": "Goldsmith v. Natl. Bank of Canada",
                            "citation": "2024 ONCA 318 (CanLII)",
                        },
                        {
                            "databaseId": "onca",
                            "caseId": {"en": "2024onca315"},
                            "title": "Pinheiro v. Pinheiro",
                            "citation": "2024 ONCA 315 (CanLII)",
                        },
                    ]
                }
            ),
        ),
        (
            "canlii_api",
            {"path": "/v1/caseBrowse/en/onca/2024onca321/"},
            J(
                {
                    "databaseId": "onca",
                    "caseId": "2024onca321",
                    "url": "https://canlii.ca/t/k4dq2",
                    "title": "R. v. Mahamud",
                    "citation": "2024 ONCA 321 (CanLII)",
                    "language": "en",
                    "docketNumber": "COA-23-CR-0512",
                    "decisionDate": "2024-04-26",
                    "keywords": "sentence \u2014 parity \u2014 totality \u2014 firearm \u2014 Charter",
                }
            ),
        ),
        (
            "canlii_api",
            {"path": "/v1/caseCitator/en/onca/2024onca321/citingCases"},
            J({"citingCases": []}),
        ),
        (
            "canlii_api",
            {"path": "/v1/caseCitator/en/onca/2024onca321/citedCases"},
            J(
                {
                    "citedCases": [
                        {
                            "databaseId": "csc-scc",
                            "caseId": {"en": "2015scc64"},
                            "title": "R. v. Lacasse",
                            "citation": "2015 SCC 64 (CanLII), [2015] 3 SCR 1089",
                        },
                        {
                            "databaseId": "onca",
                            "caseId": {"en": "2022onca614"},
                            "title": "R. v. Morris",
                            "citation": "2022 ONCA 614 (CanLII)",
                        },
                    ]
                }
            ),
        ),
    ],
)

S(
    "canlii",
    False,
    "Find BC Court of Appeal cases from 2023 about strata bylaw enforcement and summarise the citations.",
    [
        (
            "canlii_api",
            {
                "path": "/v1/caseBrowse/en/bcca/",
                "query": {"offset": 0, "resultCount": 50, "decisionDateAfter": "2023-01-01"},
            },
            CANLII_RATE,
        ),
        (
            "canlii_api",
            {"path": "/v1/caseBrowse/en/bcca/", "query": {"offset": 0, "resultCount": 10}},
            CANLII_RATE,
        ),
        ("canlii_api", {"path": "/v1/caseBrowse/en/"}, CANLII_RATE),
        ("canlii_api", {"path": "/v1/caseBrowse/en/bcca/2023bcca112/"}, CANLII_RATE),
        ("canlii_api", {"path": "/v1/legislationBrowse/en/bcs/"}, CANLII_RATE),
        (
            "canlii_api",
            {"path": "/v1/caseCitator/en/bcca/2023bcca112/citedLegislations"},
            CANLII_RATE,
        ),
        (
            "canlii_api",
            {
                "path": "/v1/caseBrowse/en/bcca/",
                "query": {"offset": 50, "resultCount": 50, "decisionDateAfter": "2023-01-01"},
            },
            CANLII_RATE,
        ),
    ],
)

S(
    "austlii",
    True,
    "Search AustLII for High Court decisions on the implied freedom of political communication since 2020.",
    [
        (
            "fetch",
            {
                "url": "https://www.austlii.edu.au/cgi-bin/sinosrch.cgi?query=%22implied+freedom+of+political+communication%22&meta=/au/cases/cth/HCA&mask_path=au/cases/cth/HCA&results=20&rank=on"
            },
            'Search results for: "implied freedom of political communication"\nDocuments found: 143; displaying documents 1-20\n1. Babet v Commonwealth of Australia [2025] HCA 21 (4 June 2025)\n   https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2025/21.html (relevance 100%)\n2. Ruddick v Commonwealth of Australia [2022] HCA 9 (6 April 2022)\n   https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2022/9.html (relevance 97%)\n3. Farm Transparency International Ltd v New South Wales [2022] HCA 23 (10 August 2022)\n   https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2022/23.html (relevance 95%)\n4. LibertyWorks Inc v Commonwealth of Australia [2021] HCA 18 (16 June 2021)\n   https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2021/18.html (relevance 94%)\n5. Unions NSW v New South Wales [2023] HCA 4 (1 February 2023)\n   https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2023/4.html (relevance 93%)\n',
        ),
        (
            "fetch",
            {"url": "https://www.austlii.edu.au/cgi-bin/viewdoc/au/cases/cth/HCA/2022/23.html"},
            "Farm Transparency International Ltd v New South Wales [2022] HCA 23 (10 August 2022)\nHIGH COURT OF AUSTRALIA\nKIEFEL CJ, GAGELER, KEANE, GORDON, EDELMAN, STEWARD AND GLEESON JJ\nORDER\nQuestions reserved in the special case answered as follows: ... (1) Do ss 11 and 12 of the Surveillance Devices Act 2007 (NSW) impermissibly burden the implied freedom of political communication ... Answer: No.\n",
        ),
    ],
)

AUST_DOWN = "Service Unavailable\n\nThe server is temporarily unable to service your request due to maintenance downtime or capacity problems. Please try again later.\n\nApache/2.4.41 (Ubuntu) Server at www.austlii.edu.au Port 443\n"
S(
    "austlii",
    False,
    "Find NSW Court of Appeal decisions in 2024 applying the Civil Liability Act s 5B to slip-and-fall claims.",
    [
        (
            "fetch",
            {
                "url": "https://www.austlii.edu.au/cgi-bin/sinosrch.cgi?query=%22s+5B%22+slip&mask_path=au/cases/nsw/NSWCA"
            },
            AUST_DOWN,
        ),
        (
            "fetch",
            {
                "url": "https://www.austlii.edu.au/cgi-bin/sinosrch.cgi?query=%22Civil+Liability+Act%22+%225B%22&mask_path=au/cases/nsw/NSWCA/2024"
            },
            AUST_DOWN,
        ),
        ("fetch", {"url": "https://www.austlii.edu.au/au/cases/nsw/NSWCA/2024/"}, AUST_DOWN),
        (
            "fetch",
            {"url": "http://classic.austlii.edu.au/au/cases/nsw/NSWCA/2024/"},
            AUST_DOWN.replace("www.austlii", "classic.austlii").replace("Port 443", "Port 80"),
        ),
        (
            "fetch",
            {"url": "https://www.austlii.edu.au/cgi-bin/sinosrch.cgi?query=slip+fall+5B&meta=/au"},
            AUST_DOWN,
        ),
        (
            "fetch",
            {"url": "https://www.austlii.edu.au/au/legis/nsw/consol_act/cla2002161/s5b.html"},
            AUST_DOWN,
        ),
    ],
)

S(
    "justia",
    True,
    "Get the text of California Civil Code section 1950.5 (security deposits) and check whether Justia lists a 2024 version.",
    [
        (
            "fetch",
            {
                "url": "https://law.justia.com/codes/california/code-civ/division-3/part-4/title-5/chapter-2/section-1950-5/"
            },
            "# California Code, Civil Code - CIV \u00a7 1950.5\nUniversal Citation: CA Civ Code \u00a7 1950.5 (2023)\n\n(a) This section applies to security for a rental agreement for residential property that is used as the dwelling of the tenant.\n(b) As used in this section, \u201csecurity\u201d means any payment, fee, deposit, or charge ...\n(c)(1) A landlord shall not demand or receive security, however denominated, in an amount or value in excess of an amount equal to two months\u2019 rent ...\n\nDisclaimer: These codes may not be the most recent version.\n",
        ),
        (
            "fetch",
            {
                "url": "https://law.justia.com/codes/california/2024/code-civ/division-3/part-4/title-5/chapter-2/section-1950-5/"
            },
            "# Page Not Found\n\nSorry, the page you requested could not be found. Try searching Justia for what you were looking for.\n",
        ),
        (
            "fetch",
            {"url": "https://law.justia.com/codes/california/code-civ/"},
            "# 2023 California Code\n## Civil Code - CIV\n- GENERAL PROVISIONS (1 - 21)\n- DIVISION 1 - PERSONS (38 - 86)\n- DIVISION 2 - PROPERTY (654 - 1422)\n- DIVISION 3 - OBLIGATIONS (1427 - 3273.16)\n- DIVISION 4 - GENERAL PROVISIONS (3274 - 9566)\n\nOther previous versions: 2022, 2021, 2020, 2019 ...\n",
        ),
    ],
)

S(
    "legifrance",
    True,
    "Trouve l'article L1237-19 du Code du travail en vigueur (rupture conventionnelle collective) et donne-moi son texte.",
    [
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/search",
                "body": {
                    "fond": "CODE_DATE",
                    "recherche": {
                        "champs": [
                            {
                                "typeChamp": "NUM_ARTICLE",
                                "criteres": [
                                    {
                                        "typeRecherche": "EXACTE",
                                        "valeur": "L1237-19",
                                        "operateur": "ET",
                                    }
                                ],
                                "operateur": "ET",
                            }
                        ],
                        "filtres": [
                            {"facette": "NOM_CODE", "valeurs": ["Code du travail"]},
                            {"facette": "DATE_VERSION", "singleDate": 1714608000000},
                        ],
                        "pageNumber": 1,
                        "pageSize": 10,
                        "operateur": "ET",
                        "sort": "PERTINENCE",
                        "typePagination": "ARTICLE",
                    },
                },
            },
            JI(
                {
                    "executionTime": 61,
                    "results": [
                        {
                            "titles": [
                                {
                                    "id": "LEGITEXT000006072050_02-05-2024",
                                    "cid": "LEGITEXT000006072050",
                                    "title": "Code du travail",
                                    "legalStatus": "VIGUEUR",
                                    "startDate": None,
                                    "endDate": None,
                                }
                            ],
                            "sections": [
                                {
                                    "id": "LEGISCTA000035653296",
                                    "title": "Section 4 : Rupture conventionnelle collective",
                                    "extracts": [
                                        {
                                            "id": "LEGIARTI000036762081",
                                            "num": "L1237-19",
                                            "legalStatus": "VIGUEUR",
                                            "values": [
                                                "Un accord collectif portant gestion pr\u00e9visionnelle des emplois et des comp\u00e9tences ou <mark>rupture</mark> <mark>conventionnelle</mark> <mark>collective</mark> peut d\u00e9terminer le contenu d'une rupture conventionnelle collective..."
                                            ],
                                            "dateDebut": 1522540800000,
                                            "dateFin": 32472144000000,
                                        }
                                    ],
                                }
                            ],
                            "nature": "CODE",
                            "etat": "VIGUEUR",
                        }
                    ],
                    "totalResultNumber": 1,
                    "facets": [],
                }
            ),
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/consult/getArticle",
                "body": {"id": "LEGIARTI000036762081"},
            },
            JI(
                {
                    "executionTime": 18,
                    "article": {
                        "id": "LEGIARTI000036762081",
                        "num": "L1237-19",
                        "etat": "VIGUEUR",
                        "dateDebut": 1522540800000,
                        "dateFin": 32472144000000,
                        "texte": "Un accord collectif portant gestion pr\u00e9visionnelle des emplois et des comp\u00e9tences peut d\u00e9terminer le contenu d'une rupture conventionnelle collective excluant tout licenciement pour atteindre les objectifs qui lui sont assign\u00e9s en termes de suppression d'emplois.\nL'administration est inform\u00e9e sans d\u00e9lai de l'ouverture d'une n\u00e9gociation en vue de l'accord pr\u00e9cit\u00e9.",
                        "cid": "LEGIARTI000035653302",
                        "idTexte": None,
                        "nota": "",
                        "textTitles": [
                            {
                                "id": "LEGITEXT000006072050",
                                "titre": "Code du travail",
                                "cid": "LEGITEXT000006072050",
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/consult/getArticle",
                "body": {"id": "LEGIARTI000035653302"},
            },
            JI(
                {
                    "executionTime": 15,
                    "article": {
                        "id": "LEGIARTI000035653302",
                        "num": "L1237-19",
                        "etat": "MODIFIE",
                        "dateDebut": 1506988800000,
                        "dateFin": 1522540800000,
                        "texte": "Un accord collectif portant gestion pr\u00e9visionnelle des emplois et des comp\u00e9tences peut d\u00e9terminer le contenu d'une rupture conventionnelle collective excluant tout licenciement pour atteindre les objectifs qui lui sont assign\u00e9s en termes de suppression d'emplois.",
                        "cid": "LEGIARTI000035653302",
                    },
                }
            ),
        ),
    ],
)

LF_TOKEN = J(
    {"error": "invalid_token", "error_description": "The access token is invalid or has expired"}
)
S(
    "legifrance",
    False,
    "Cherche la jurisprudence de la Cour de cassation de 2023 sur le forfait-jours et la charge de travail.",
    [
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/search",
                "body": {
                    "fond": "JURI",
                    "recherche": {
                        "champs": [
                            {
                                "typeChamp": "ALL",
                                "criteres": [
                                    {
                                        "typeRecherche": "TOUS_LES_MOTS_DANS_UN_CHAMP",
                                        "valeur": "forfait jours charge de travail",
                                        "operateur": "ET",
                                    }
                                ],
                                "operateur": "ET",
                            }
                        ],
                        "pageNumber": 1,
                        "pageSize": 20,
                        "sort": "DATE_DESC",
                        "typePagination": "DEFAUT",
                    },
                },
            },
            LF_TOKEN,
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/search",
                "body": {
                    "fond": "JURI",
                    "recherche": {
                        "champs": [
                            {
                                "typeChamp": "ALL",
                                "criteres": [
                                    {
                                        "typeRecherche": "EXACTE",
                                        "valeur": "forfait en jours",
                                        "operateur": "ET",
                                    }
                                ],
                                "operateur": "ET",
                            }
                        ],
                        "pageNumber": 1,
                        "pageSize": 20,
                    },
                },
            },
            LF_TOKEN,
        ),
        (
            "legifrance_api",
            {"method": "POST", "path": "/dila/legifrance/lf-engine-app/list/ping"},
            LF_TOKEN,
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/search",
                "body": {
                    "fond": "CASS",
                    "recherche": {
                        "champs": [
                            {
                                "typeChamp": "ALL",
                                "criteres": [
                                    {
                                        "typeRecherche": "UN_DES_MOTS",
                                        "valeur": "forfait-jours",
                                        "operateur": "ET",
                                    }
                                ],
                                "operateur": "ET",
                            }
                        ],
                        "pageNumber": 1,
                        "pageSize": 20,
                    },
                },
            },
            LF_TOKEN,
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/consult/juri",
                "body": {"textId": "JURITEXT000047343211"},
            },
            LF_TOKEN,
        ),
        (
            "legifrance_api",
            {
                "method": "POST",
                "path": "/dila/legifrance/lf-engine-app/search",
                "body": {
                    "fond": "JURI",
                    "recherche": {
                        "champs": [
                            {
                                "typeChamp": "NUM_AFFAIRE",
                                "criteres": [
                                    {
                                        "typeRecherche": "EXACTE",
                                        "valeur": "21-22.281",
                                        "operateur": "ET",
                                    }
                                ],
                                "operateur": "ET",
                            }
                        ],
                        "pageNumber": 1,
                        "pageSize": 10,
                    },
                },
            },
            LF_TOKEN,
        ),
    ],
)


# ---------------------------------------------------------------- output
def rows() -> list[dict]:
    out: list[dict] = []
    counters: dict[tuple[str, bool], int] = {}
    for s in SESSIONS:
        key = (s["family"], s["ok"])
        counters[key] = counters.get(key, 0) + 1
        run_id = f"{s['family']}-{'ok' if s['ok'] else 'fail'}-{counters[key]}"
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"heldout61/{s['family']}",
                    "run_id": run_id,
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["ok"]},
                }
            )
    return out


def main(out: Path) -> None:
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for r in rows():
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout61.jsonl"
    )
