# ruff: noqa: E501, UP031
"""Build the held-out fixture tests/data/tool_heldout38.jsonl (real-runs format).

Five domain groups no earlier fixture covered; each family's results follow the
shapes its real tool or common wrapper returns.  Sources and confidence:

Data movement and reverse ETL
- fivetran: REST API v1 envelope {"code": "Success", "data": {...}}, connector
  status block (setup_state, sync_state, update_state), sync trigger message.
  From Fivetran REST API docs; high confidence on envelope, medium on every field.
- airbyte: Airbyte public API (jobs: jobId/status/jobType/bytesSynced/rowsSynced,
  list envelopes {"data": [...], "next": ...}).  Medium-high.
- hightouch: REST API v1 syncs and sync runs (plannedRows / successfulRows /
  failedRows / completionRatio), trigger returns {"id": ...}; the Kestra and
  Prefect Hightouch plugins confirm trigger-then-poll use.  Medium.
- rudderstack: HTTP API (/v1/track etc. answer the plain text "OK"), control
  plane JSON for sources/destinations.  Medium.
- mparticle: Profile API (mpid, user_identities, audience_memberships,
  attributes) and OpenDSR responses (subject_request_id, expected_completion_time).
  Medium.
- meltano: the meltano CLI run through a shell tool (structlog console lines
  "[info     ] ... " and "Block run completed."), `meltano state list`.  High.

Cloud cost management
- aws-ce: `aws ce get-cost-and-usage` / get-anomalies JSON (ResultsByTime,
  Groups, Metrics.UnblendedCost.Amount as strings, NextPageToken) and botocore's
  "An error occurred (Code) when calling the Op operation: ..." text.  High.
- azure-cost: Cost Management Query API (properties.columns / rows, nextLink),
  budgets, ARM error envelope {"error": {"code", "message"}}.  High.
- gcp-billing-bq: `bq query --format=pretty` tables over the standard billing
  export table gcp_billing_export_v1_<ACCOUNT>.  High for bq output.
- kubecost: /model/allocation {"code": 200, "data": [{name: {...}}]} with
  cpuCost/ramCost/totalCost/totalEfficiency; savings request sizing.  Medium-high
  (api-evangelist schema and Kubecost lab docs).
- infracost: `infracost breakdown` / `infracost diff` table output.  High on the
  table shape, medium on exact spacing.
- vantage: API v2 cost_reports / costs (token prefixes rprt_, wrkspc_; costs list
  with accrued_at, amount, service, provider; links).  Medium.

Digital asset management
- bynder: API v4 /media/ (id, name, type, extension list, tags, thumbnails,
  property_* fields; count wrapper).  Medium.
- canto: API v1 search {"results": [...], "found", "limit", "start"}.  Medium.
- aem-assets: Assets HTTP API Siren JSON (class, properties, entities, links)
  under /api/assets/; an expired session answering with the AEM login page.  Medium-high.
- widen: Acquia DAM (Widen) v2 assets search (total_count, items with
  filename, released_and_not_expired, _links).  Medium.
- brandfolder: API v4 JSON:API (data[].attributes, meta.total_count).  Medium.
- frontify: GraphQL {"data": ...} / {"errors": [...]}.  Medium.

CDN and edge platforms
- cloudflare: API v4 envelope {"result", "success", "errors", "messages"},
  purge_cache result {"id": zone}, error 10000 Authentication error, GraphQL
  analytics.  High.
- fastly: API service/version JSON, purge {"status": "ok", "id"}.  Medium-high.
- akamai: Fast Purge v3 (httpStatus 201, detail "Request accepted", estimatedSeconds,
  purgeId, supportId: confirmed by the api-evangelist schema and a published
  example), PAPI activations.  High for purge, medium for PAPI.
- cloudfront: aws cloudfront create-invalidation / get-invalidation JSON.  High.
- bunny: bunny.net API pull zones and statistics JSON; purge answers an empty
  200 which the wrapper reports as its HTTP status.  Medium.
- netlify: Netlify API deploy objects (state, deploy_url, error_message) and
  netlify CLI text.  Medium-high.

Research identifiers and repositories
- orcid: public API v3.0 works / expanded-search JSON.  High.
- datacite: REST API JSON:API /dois (attributes.titles, creators, types), 404
  errors list.  High.
- zenodo: REST API /api/records hits.hits[] with metadata; deposit actions.  High.
- figshare: API v2 article search list and article detail.  Medium-high.
- dblp: search/publ/api?format=json result.hits.hit[].info.  High.
- inspire: INSPIRE-HEP REST /api/literature hits with metadata.titles,
  citation_count.  Medium-high.

All identifiers come from hashes of fixed strings; nothing depends on the clock.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout38"
SESSIONS: list[dict] = []
_COUNTERS: dict[tuple[str, str], int] = {}


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 12), 16) % (hi - lo + 1)


def j(obj) -> str:
    return json.dumps(obj, separators=(",", ":"))


def jp(obj) -> str:
    return json.dumps(obj, indent=2)


def S(family: str, ok: bool, task: str, calls: list[tuple[str, dict, str]]) -> None:
    kind = "ok" if ok else "fail"
    n = _COUNTERS.get((family, kind), 0) + 1
    _COUNTERS[(family, kind)] = n
    SESSIONS.append(
        {"family": family, "run_id": f"{family}-{kind}-{n}", "task": task, "ok": ok, "calls": calls}
    )


# ---------------------------------------------------------------- data movement
FT_CONN = "warmly_" + h("ft-sf", 6)
S(
    "fivetran",
    True,
    "The Salesforce connector in Fivetran looks stuck; trigger a sync and tell me when it finishes.",
    [
        (
            "fivetran_get_connector",
            {"connector_id": FT_CONN},
            j(
                {
                    "code": "Success",
                    "data": {
                        "id": FT_CONN,
                        "group_id": "projected_" + h("g1", 5),
                        "service": "salesforce",
                        "service_version": 5,
                        "schema": "salesforce",
                        "paused": False,
                        "pause_after_trial": False,
                        "sync_frequency": 360,
                        "schedule_type": "auto",
                        "succeeded_at": "2024-09-12T04:07:31.112Z",
                        "failed_at": None,
                        "status": {
                            "setup_state": "connected",
                            "sync_state": "scheduled",
                            "update_state": "on_schedule",
                            "is_historical_sync": False,
                            "tasks": [],
                            "warnings": [],
                        },
                    },
                }
            ),
        ),
        (
            "fivetran_sync_connector",
            {"connector_id": FT_CONN, "force": True},
            j(
                {
                    "code": "Success",
                    "message": f"Sync has been successfully triggered for connector with id '{FT_CONN}'",
                }
            ),
        ),
        (
            "fivetran_get_connector",
            {"connector_id": FT_CONN},
            j(
                {
                    "code": "Success",
                    "data": {
                        "id": FT_CONN,
                        "service": "salesforce",
                        "schema": "salesforce",
                        "paused": False,
                        "succeeded_at": "2024-09-12T04:07:31.112Z",
                        "failed_at": None,
                        "status": {
                            "setup_state": "connected",
                            "sync_state": "syncing",
                            "update_state": "on_schedule",
                            "is_historical_sync": False,
                            "tasks": [],
                            "warnings": [],
                        },
                    },
                }
            ),
        ),
        (
            "fivetran_get_connector",
            {"connector_id": FT_CONN},
            j(
                {
                    "code": "Success",
                    "data": {
                        "id": FT_CONN,
                        "service": "salesforce",
                        "schema": "salesforce",
                        "paused": False,
                        "succeeded_at": "2024-09-12T04:07:31.112Z",
                        "failed_at": None,
                        "status": {
                            "setup_state": "connected",
                            "sync_state": "syncing",
                            "update_state": "on_schedule",
                            "is_historical_sync": False,
                            "tasks": [],
                            "warnings": [
                                {
                                    "code": "skipped_table",
                                    "message": "Table Opportunity__History skipped: no permission",
                                }
                            ],
                        },
                    },
                }
            ),
        ),
        (
            "fivetran_get_connector",
            {"connector_id": FT_CONN},
            j(
                {
                    "code": "Success",
                    "data": {
                        "id": FT_CONN,
                        "service": "salesforce",
                        "schema": "salesforce",
                        "paused": False,
                        "succeeded_at": "2024-09-12T10:52:09.840Z",
                        "failed_at": None,
                        "status": {
                            "setup_state": "connected",
                            "sync_state": "scheduled",
                            "update_state": "on_schedule",
                            "is_historical_sync": False,
                            "tasks": [],
                            "warnings": [
                                {
                                    "code": "skipped_table",
                                    "message": "Table Opportunity__History skipped: no permission",
                                }
                            ],
                        },
                    },
                }
            ),
        ),
    ],
)
S(
    "fivetran",
    True,
    "Which Fivetran connectors in the 'finance' group are paused? I expect none.",
    [
        (
            "fivetran_list_groups",
            {},
            j(
                {
                    "code": "Success",
                    "data": {
                        "items": [
                            {
                                "id": "projected_" + h("g1", 5),
                                "name": "finance",
                                "created_at": "2022-03-01T12:00:00.000Z",
                            },
                            {
                                "id": "projected_" + h("g2", 5),
                                "name": "product_analytics",
                                "created_at": "2022-06-14T09:21:00.000Z",
                            },
                        ],
                        "next_cursor": None,
                    },
                }
            ),
        ),
        (
            "fivetran_list_group_connectors",
            {"group_id": "projected_" + h("g1", 5)},
            j(
                {
                    "code": "Success",
                    "data": {
                        "items": [
                            {
                                "id": FT_CONN,
                                "service": "salesforce",
                                "schema": "salesforce",
                                "paused": False,
                                "sync_frequency": 360,
                            },
                            {
                                "id": "aside_" + h("nets", 6),
                                "service": "netsuite_suiteanalytics",
                                "schema": "netsuite",
                                "paused": False,
                                "sync_frequency": 1440,
                            },
                            {
                                "id": "rumble_" + h("strp", 6),
                                "service": "stripe",
                                "schema": "stripe",
                                "paused": False,
                                "sync_frequency": 60,
                            },
                        ],
                        "next_cursor": "eyJza2lwIjozfQ",
                    },
                }
            ),
        ),
        (
            "fivetran_list_group_connectors",
            {"group_id": "projected_" + h("g1", 5), "cursor": "eyJza2lwIjozfQ"},
            j(
                {
                    "code": "Success",
                    "data": {
                        "items": [
                            {
                                "id": "decibel_" + h("bill", 6),
                                "service": "bill_com",
                                "schema": "billcom",
                                "paused": False,
                                "sync_frequency": 720,
                            }
                        ],
                        "next_cursor": None,
                    },
                }
            ),
        ),
        (
            "fivetran_list_group_connectors",
            {"group_id": "projected_" + h("g1", 5), "paused": True},
            j({"code": "Success", "data": {"items": [], "next_cursor": None}}),
        ),
    ],
)
S(
    "fivetran",
    False,
    "Check why the HubSpot data in the warehouse is two days old and resync it through Fivetran.",
    [
        (
            "fivetran_list_groups",
            {},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_list_connectors",
            {"service": "hubspot"},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_get_connector",
            {"connector_id": "hubspot"},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_list_groups",
            {"limit": 100},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_get_connector",
            {"connector_id": "sanded_" + h("hs", 6)},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_sync_connector",
            {"connector_id": "sanded_" + h("hs", 6)},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
        (
            "fivetran_list_connectors",
            {},
            j({"code": "AuthFailed", "message": "Invalid API key or secret"}),
        ),
    ],
)

AB_CONN = h("ab-conn", 8) + "-" + h("ab-conn2", 4) + "-4c1e-9a0b-" + h("ab-conn3", 12)


def ab_job(status, rows, byts, end=None):
    d = {
        "jobId": 48213,
        "status": status,
        "jobType": "sync",
        "startTime": "2024-10-03T14:02:11Z",
        "connectionId": AB_CONN,
        "lastUpdatedAt": "2024-10-03T14:%02d:00Z" % (5 + rows % 40),
        "duration": "PT%dM" % (3 + rows % 17),
        "bytesSynced": byts,
        "rowsSynced": rows,
    }
    return j(d)


S(
    "airbyte",
    True,
    "Run the Airbyte Postgres -> Snowflake connection now and report rows synced when done.",
    [
        (
            "airbyte_list_connections",
            {"workspaceId": "ws-" + h("abws", 6)},
            j(
                {
                    "next": None,
                    "previous": None,
                    "data": [
                        {
                            "connectionId": AB_CONN,
                            "name": "Postgres (orders) → Snowflake",
                            "sourceId": h("absrc", 8),
                            "destinationId": h("abdst", 8),
                            "workspaceId": "ws-" + h("abws", 6),
                            "status": "active",
                            "schedule": {"scheduleType": "cron", "cronExpression": "0 0 */6 * * ?"},
                            "namespaceDefinition": "destination",
                            "nonBreakingSchemaUpdatesBehavior": "ignore",
                        },
                        {
                            "connectionId": h("abc2", 8),
                            "name": "Zendesk → Snowflake",
                            "status": "inactive",
                            "schedule": {"scheduleType": "manual"},
                        },
                    ],
                }
            ),
        ),
        (
            "airbyte_create_job",
            {"connectionId": AB_CONN, "jobType": "sync"},
            ab_job("running", 0, 0),
        ),
        ("airbyte_get_job", {"jobId": 48213}, ab_job("running", 118400, 40211904)),
        ("airbyte_get_job", {"jobId": 48213}, ab_job("running", 402930, 139820113)),
        ("airbyte_get_job", {"jobId": 48213}, ab_job("succeeded", 611207, 212448730)),
    ],
)
S(
    "airbyte",
    True,
    "Did any Airbyte sync fail this week? List failures or confirm there were none.",
    [
        (
            "airbyte_list_jobs",
            {"status": "failed", "createdAtStart": "2024-10-07T00:00:00Z", "limit": 20},
            j({"next": None, "previous": None, "data": []}),
        ),
        (
            "airbyte_list_jobs",
            {"status": "incomplete", "createdAtStart": "2024-10-07T00:00:00Z", "limit": 20},
            j(
                {
                    "next": None,
                    "previous": None,
                    "data": [
                        {
                            "jobId": 48502,
                            "status": "incomplete",
                            "jobType": "sync",
                            "startTime": "2024-10-08T02:00:04Z",
                            "connectionId": h("abc2", 8),
                            "duration": "PT41M",
                            "bytesSynced": 9822017,
                            "rowsSynced": 30114,
                        }
                    ],
                }
            ),
        ),
        (
            "airbyte_get_job",
            {"jobId": 48502},
            j(
                {
                    "jobId": 48502,
                    "status": "incomplete",
                    "jobType": "sync",
                    "startTime": "2024-10-08T02:00:04Z",
                    "connectionId": h("abc2", 8),
                    "lastUpdatedAt": "2024-10-08T02:41:19Z",
                    "duration": "PT41M",
                    "bytesSynced": 9822017,
                    "rowsSynced": 30114,
                }
            ),
        ),
        (
            "airbyte_list_jobs",
            {"connectionId": h("abc2", 8), "limit": 3, "orderBy": "createdAt|DESC"},
            j(
                {
                    "next": None,
                    "previous": None,
                    "data": [
                        {
                            "jobId": 48519,
                            "status": "succeeded",
                            "jobType": "sync",
                            "startTime": "2024-10-08T03:00:02Z",
                            "connectionId": h("abc2", 8),
                            "duration": "PT12M",
                            "bytesSynced": 1402200,
                            "rowsSynced": 4411,
                        },
                        {
                            "jobId": 48502,
                            "status": "incomplete",
                            "jobType": "sync",
                            "startTime": "2024-10-08T02:00:04Z",
                            "connectionId": h("abc2", 8),
                            "duration": "PT41M",
                            "bytesSynced": 9822017,
                            "rowsSynced": 30114,
                        },
                    ],
                }
            ),
        ),
    ],
)
S(
    "airbyte",
    False,
    "Find out why the Airbyte Stripe connection stopped loading and restart it.",
    [
        (
            "airbyte_list_connections",
            {"workspaceId": "ws-" + h("abws", 6)},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/connections?workspaceIds=ws-"
            + h("abws", 6)
            + " (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2b9d90>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
        (
            "airbyte_list_connections",
            {},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/connections (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2b8a10>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
        (
            "airbyte_list_jobs",
            {"limit": 10},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/jobs?limit=10 (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2c01f0>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
        (
            "airbyte_list_sources",
            {"name": "stripe"},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/sources (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2c0bb0>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
        (
            "airbyte_list_jobs",
            {"status": "failed"},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/jobs?status=failed (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2c1540>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
        (
            "airbyte_create_job",
            {"connectionId": "stripe", "jobType": "sync"},
            "Error: HTTPConnectionPool(host='airbyte-server.data.svc', port=8001): Max retries exceeded with url: /api/public/v1/jobs (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3a1c2c1e80>: Failed to establish a new connection: [Errno 111] Connection refused'))",
        ),
    ],
)

HT_SYNC = 1127166


def ht_run(status, planned, ok, failed, ratio, finished=None, err=None):
    return j(
        {
            "data": [
                {
                    "id": "53317702",
                    "createdAt": "2024-11-04T16:20:00.102Z",
                    "startedAt": "2024-11-04T16:20:02.441Z",
                    "finishedAt": finished,
                    "querySize": 48211,
                    "status": status,
                    "completionRatio": ratio,
                    "plannedRows": {
                        "addedCount": planned[0],
                        "changedCount": planned[1],
                        "removedCount": planned[2],
                    },
                    "successfulRows": {
                        "addedCount": ok[0],
                        "changedCount": ok[1],
                        "removedCount": ok[2],
                    },
                    "failedRows": {
                        "addedCount": failed[0],
                        "changedCount": failed[1],
                        "removedCount": failed[2],
                    },
                    "error": err,
                }
            ],
            "hasMore": False,
        }
    )


S(
    "hightouch",
    True,
    "Push the updated 'churn_risk' audience to Salesforce via Hightouch now and confirm how many records changed.",
    [
        (
            "hightouch_list_syncs",
            {"slug": "churn-risk-to-salesforce"},
            j(
                {
                    "data": [
                        {
                            "id": HT_SYNC,
                            "slug": "churn-risk-to-salesforce",
                            "workspaceId": 20144,
                            "createdAt": "2024-02-19T10:11:12Z",
                            "updatedAt": "2024-10-30T08:00:00Z",
                            "destinationId": 88121,
                            "modelId": 301944,
                            "configuration": {"object": "Contact", "mode": "update"},
                            "schedule": {
                                "type": "interval",
                                "schedule": {"interval": {"quantity": 1, "unit": "day"}},
                            },
                            "status": "success",
                            "disabled": False,
                            "lastRunAt": "2024-11-04T02:00:03Z",
                            "referencedColumns": ["email", "churn_score"],
                            "primaryKey": "email",
                        }
                    ],
                    "hasMore": False,
                }
            ),
        ),
        (
            "hightouch_trigger_sync",
            {"sync_id": HT_SYNC, "fullResync": False},
            j({"id": "53317702"}),
        ),
        (
            "hightouch_list_sync_runs",
            {"sync_id": HT_SYNC, "runId": "53317702"},
            ht_run("querying", [0, 0, 0], [0, 0, 0], [0, 0, 0], 0),
        ),
        (
            "hightouch_list_sync_runs",
            {"sync_id": HT_SYNC, "runId": "53317702"},
            ht_run("processing", [0, 2291, 0], [0, 1180, 0], [0, 0, 0], 0.515),
        ),
        (
            "hightouch_list_sync_runs",
            {"sync_id": HT_SYNC, "runId": "53317702"},
            ht_run("success", [0, 2291, 0], [0, 2287, 0], [0, 4, 0], 1, "2024-11-04T16:23:41.930Z"),
        ),
    ],
)
S(
    "hightouch",
    False,
    "Our Braze sync from Hightouch shows no new users since Monday; diagnose it.",
    [
        (
            "hightouch_list_syncs",
            {"slug": "users-to-braze"},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_list_syncs",
            {},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_get_sync",
            {"sync_id": 1130021},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_list_sync_runs",
            {"sync_id": 1130021, "limit": 5},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_list_models",
            {"name": "users"},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_list_sync_runs",
            {"sync_id": 1130021, "after": "2024-11-04T00:00:00Z"},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
        (
            "hightouch_get_sync",
            {"sync_id": 1130021},
            j({"message": "Too many requests, please try again later.", "statusCode": 429}),
        ),
    ],
)

S(
    "rudderstack",
    True,
    "Send test identify and track events for user qa-7781 through RudderStack, then check they arrived in the live debugger.",
    [
        (
            "rudderstack_identify",
            {"userId": "qa-7781", "traits": {"email": "qa-7781@example.test", "plan": "pro"}},
            "OK",
        ),
        (
            "rudderstack_track",
            {
                "userId": "qa-7781",
                "event": "Checkout Started",
                "properties": {"cart_value": 129.5, "currency": "EUR"},
            },
            "OK",
        ),
        (
            "rudderstack_track",
            {
                "userId": "qa-7781",
                "event": "Order Completed",
                "properties": {"order_id": "T-99120", "revenue": 129.5},
            },
            "OK",
        ),
        (
            "rudderstack_live_events",
            {"sourceId": "2Lz" + h("rs-src", 20), "limit": 5},
            j(
                {
                    "events": [
                        {
                            "messageId": h("m3", 8) + "-" + h("m3b", 4),
                            "type": "track",
                            "event": "Order Completed",
                            "userId": "qa-7781",
                            "receivedAt": "2024-08-21T13:40:12.114Z",
                            "properties": {"order_id": "T-99120", "revenue": 129.5},
                        },
                        {
                            "messageId": h("m2", 8) + "-" + h("m2b", 4),
                            "type": "track",
                            "event": "Checkout Started",
                            "userId": "qa-7781",
                            "receivedAt": "2024-08-21T13:40:11.872Z",
                            "properties": {"cart_value": 129.5, "currency": "EUR"},
                        },
                        {
                            "messageId": h("m1", 8) + "-" + h("m1b", 4),
                            "type": "identify",
                            "userId": "qa-7781",
                            "receivedAt": "2024-08-21T13:40:11.503Z",
                            "context": {"traits": {"email": "qa-7781@example.test", "plan": "pro"}},
                        },
                    ]
                }
            ),
        ),
        (
            "rudderstack_destination_status",
            {"destinationId": "2Lz" + h("rs-dst", 20)},
            j(
                {
                    "id": "2Lz" + h("rs-dst", 20),
                    "name": "Amplitude prod",
                    "enabled": True,
                    "lastEventAt": "2024-08-21T13:40:14Z",
                    "delivered_last_hour": 1842,
                    "failed_last_hour": 0,
                    "aborted_last_hour": 0,
                }
            ),
        ),
    ],
)
S(
    "rudderstack",
    False,
    "Verify that the mobile app's 'Subscription Renewed' events are reaching RudderStack from production.",
    [
        (
            "rudderstack_live_events",
            {"sourceId": "2Lz" + h("rs-ios", 20), "event": "Subscription Renewed"},
            j({"events": []}),
        ),
        ("rudderstack_live_events", {"sourceId": "2Lz" + h("rs-ios", 20)}, j({"events": []})),
        (
            "rudderstack_list_sources",
            {},
            j(
                {
                    "sources": [
                        {
                            "id": "2Lz" + h("rs-ios", 20),
                            "name": "iOS app (dev)",
                            "sourceDefinition": {"name": "iOS"},
                            "enabled": True,
                            "workspaceId": "2Ab" + h("rs-ws-dev", 16),
                        }
                    ]
                }
            ),
        ),
        (
            "rudderstack_live_events",
            {"sourceId": "2Lz" + h("rs-ios", 20), "limit": 50},
            j({"events": []}),
        ),
        (
            "rudderstack_event_metrics",
            {"sourceId": "2Lz" + h("rs-ios", 20), "period": "24h"},
            j({"sourceId": "2Lz" + h("rs-ios", 20), "received": 0, "ingested": 0, "dropped": 0}),
        ),
        (
            "rudderstack_live_events",
            {"sourceId": "2Lz" + h("rs-ios", 20), "event": "Subscription Started"},
            j({"events": []}),
        ),
        (
            "rudderstack_event_metrics",
            {"sourceId": "2Lz" + h("rs-ios", 20), "period": "7d"},
            j({"sourceId": "2Lz" + h("rs-ios", 20), "received": 0, "ingested": 0, "dropped": 0}),
        ),
        (
            "rudderstack_live_events",
            {"sourceId": "2Lz" + h("rs-ios", 20), "userId": "apple:000811.4fd2"},
            j({"events": []}),
        ),
    ],
)

MP = "/userprofile/v1/3001/4411/9120"
S(
    "mparticle",
    True,
    "A customer (mpid -6622341118810102) asked to be forgotten; look up their profile and file an erasure request with mParticle.",
    [
        (
            "mparticle_get_profile",
            {"mpid": "-6622341118810102", "fields": "user_identities,audience_memberships"},
            jp(
                {
                    "mpid": -6622341118810102,
                    "user_identities": [
                        {
                            "type": "customer_id",
                            "value": "C-1088231",
                            "created_timestamp_ms": 1667303214000,
                        },
                        {
                            "type": "email",
                            "value": "j.okafor@example.test",
                            "created_timestamp_ms": 1667303214000,
                        },
                    ],
                    "audience_memberships": [
                        {
                            "audience_id": 18834,
                            "audience_name": "Lapsed 90d",
                            "expiration_timestamp_ms": None,
                        }
                    ],
                }
            ),
        ),
        (
            "mparticle_dsr_create",
            {
                "subject_request_type": "erasure",
                "identities": {"email": "j.okafor@example.test", "customer_id": "C-1088231"},
                "regulation": "gdpr",
            },
            jp(
                {
                    "expected_completion_time": "2024-07-17T00:00:00Z",
                    "received_time": "2024-07-03T09:14:22.5516351Z",
                    "encoded_request": "eyJzdWJqZWN0X3JlcXVlc3RfaWQiOi4uLn0=",
                    "subject_request_id": h("dsr1", 8)
                    + "-"
                    + h("dsr2", 4)
                    + "-4a77-b1d2-"
                    + h("dsr3", 12),
                }
            ),
        ),
        (
            "mparticle_dsr_status",
            {
                "subject_request_id": h("dsr1", 8)
                + "-"
                + h("dsr2", 4)
                + "-4a77-b1d2-"
                + h("dsr3", 12)
            },
            jp(
                {
                    "controller_id": "3001",
                    "expected_completion_time": "2024-07-17T00:00:00Z",
                    "subject_request_id": h("dsr1", 8)
                    + "-"
                    + h("dsr2", 4)
                    + "-4a77-b1d2-"
                    + h("dsr3", 12),
                    "request_status": "pending",
                    "api_version": "2.0",
                    "results_url": None,
                }
            ),
        ),
        (
            "send_message",
            {
                "to": "privacy@company.example",
                "subject": "Erasure filed for C-1088231",
                "body": "mParticle DSR filed, expected completion 2024-07-17.",
            },
            "Message sent (id 18c4e2a9b7).",
        ),
    ],
)
S(
    "mparticle",
    True,
    "Check which audiences user mpid 8812004471 is in and add the attribute vip_tier=gold.",
    [
        (
            "mparticle_get_profile",
            {"mpid": "8812004471", "fields": "audience_memberships,attributes"},
            jp(
                {
                    "mpid": 8812004471,
                    "audience_memberships": [
                        {
                            "audience_id": 20011,
                            "audience_name": "High LTV",
                            "expiration_timestamp_ms": None,
                        },
                        {
                            "audience_id": 20917,
                            "audience_name": "Android purchasers",
                            "expiration_timestamp_ms": None,
                        },
                    ],
                    "attributes": {
                        "$FirstName": "Ines",
                        "vip_tier": None,
                        "signup_channel": "referral",
                    },
                }
            ),
        ),
        (
            "mparticle_send_events",
            {"mpid": "8812004471", "user_attributes": {"vip_tier": "gold"}},
            "202 Accepted",
        ),
        (
            "mparticle_get_profile",
            {"mpid": "8812004471", "fields": "attributes"},
            jp(
                {
                    "mpid": 8812004471,
                    "attributes": {
                        "$FirstName": "Ines",
                        "vip_tier": None,
                        "signup_channel": "referral",
                    },
                }
            ),
        ),
        (
            "mparticle_get_profile",
            {"mpid": "8812004471", "fields": "attributes"},
            jp(
                {
                    "mpid": 8812004471,
                    "attributes": {
                        "$FirstName": "Ines",
                        "vip_tier": "gold",
                        "signup_channel": "referral",
                    },
                }
            ),
        ),
    ],
)


def meltano_log(lines):
    return "\n".join(lines)


S(
    "meltano",
    True,
    "Run the Meltano pipeline tap-github -> target-postgres for the 'prod' environment and tell me if it succeeded.",
    [
        (
            "shell",
            {"command": "meltano --environment=prod run tap-github target-postgres"},
            meltano_log(
                [
                    "2024-06-11T08:00:02.117722Z [info     ] Environment 'prod' is active",
                    "2024-06-11T08:00:04.903311Z [info     ] Performing incremental sync of state for pipeline 'prod:tap-github-to-target-postgres'",
                    "2024-06-11T08:00:05.550128Z [info     ] Found state from 2024-06-10T08:03:51.201+00:00.",
                    "2024-06-11T08:00:06.010441Z [info     ] smart_open.s3 http_cache_hits=0 cmd_type=elb consumer=False name=tap-github producer=True stdio=stderr string_id=tap-github",
                    '2024-06-11T08:03:47.662019Z [info     ] METRIC: {"type": "counter", "metric": "record_count", "value": 4821, "tags": {"stream": "issues"}} cmd_type=elb consumer=False name=tap-github producer=True stdio=stderr string_id=tap-github',
                    "2024-06-11T08:04:12.300418Z [info     ] Incremental state has been updated at 2024-06-11 08:04:12.300167.",
                    "2024-06-11T08:04:12.981770Z [info     ] Block run completed.           block_type=ExtractLoadBlocks err=None set_number=0 success=True",
                ]
            ),
        ),
        (
            "shell",
            {
                "command": "meltano --environment=prod state get prod:tap-github-to-target-postgres | head -c 400"
            },
            '{"singer_state": {"bookmarks": {"issues": {"partitions": [{"context": {"org": "acme", "repo": "platform"}, "replication_key": "updated_at", "replication_key_value": "2024-06-11T07:58:40Z"}]}, "pull_requests": {"partitions": [{"context": {"org": "acme", "repo": "platform"}, "replication_key": "updated_at", "replication_key_value": "2024-06-11T07:51:02Z"}]}}}}',
        ),
        (
            "sql_query",
            {
                "query": "select count(*) from github.issues where _sdc_extracted_at > now() - interval '1 hour'"
            },
            " count \n-------\n  4821\n(1 row)\n",
        ),
    ],
)
S(
    "meltano",
    False,
    "The nightly Meltano job tap-salesforce -> target-snowflake failed; rerun it and get it through.",
    [
        (
            "shell",
            {"command": "meltano --environment=prod run tap-salesforce target-snowflake"},
            meltano_log(
                [
                    "2024-06-12T09:10:01.223301Z [info     ] Environment 'prod' is active",
                    "2024-06-12T09:10:03.771122Z [error    ] Extractor failed",
                    "2024-06-12T09:10:03.771900Z [error    ] Block run completed.           block_type=ExtractLoadBlocks err=RunnerError('Extractor failed') exit_codes={<PluginType.EXTRACTORS: 'extractors'>: 1} set_number=0 success=False",
                    "Need help fixing this problem? Visit http://melta.no/ for troubleshooting steps, or to",
                    "join our friendly Slack community.",
                    "",
                    "Run invocation could not be completed as block failed: Extractor failed",
                ]
            ),
        ),
        (
            "shell",
            {"command": "meltano --environment=prod invoke tap-salesforce --discover | head -20"},
            "2024-06-12T09:11:20.551902Z [info     ] Environment 'prod' is active\nCRITICAL INVALID_SESSION_ID: Session expired or invalid\nsimple_salesforce.exceptions.SalesforceExpiredSession: Expired session for https://acme.my.salesforce.com/services/oauth2/token. Response content: [{'message': 'Session expired or invalid', 'errorCode': 'INVALID_SESSION_ID'}]",
        ),
        (
            "shell",
            {
                "command": 'meltano --environment=prod config tap-salesforce set --interactive=false refresh_token "$SF_REFRESH_TOKEN"'
            },
            "2024-06-12T09:12:02.118201Z [info     ] Environment 'prod' is active\nTap-salesforce setting 'refresh_token' was set in `.env`: (redacted)",
        ),
        (
            "shell",
            {"command": "meltano --environment=prod invoke tap-salesforce --discover | head -20"},
            "2024-06-12T09:12:30.441022Z [info     ] Environment 'prod' is active\nCRITICAL INVALID_SESSION_ID: Session expired or invalid\nsimple_salesforce.exceptions.SalesforceExpiredSession: Expired session for https://acme.my.salesforce.com/services/oauth2/token. Response content: [{'message': 'Session expired or invalid', 'errorCode': 'INVALID_SESSION_ID'}]",
        ),
        (
            "shell",
            {
                "command": "meltano --environment=prod run tap-salesforce target-snowflake --full-refresh"
            },
            meltano_log(
                [
                    "2024-06-12T09:13:40.902311Z [info     ] Environment 'prod' is active",
                    "2024-06-12T09:13:43.004180Z [error    ] Extractor failed",
                    "2024-06-12T09:13:43.004522Z [error    ] Block run completed.           block_type=ExtractLoadBlocks err=RunnerError('Extractor failed') exit_codes={<PluginType.EXTRACTORS: 'extractors'>: 1} set_number=0 success=False",
                    "",
                    "Run invocation could not be completed as block failed: Extractor failed",
                ]
            ),
        ),
        (
            "shell",
            {"command": "meltano --environment=prod invoke tap-salesforce --test"},
            "2024-06-12T09:14:12.330190Z [info     ] Environment 'prod' is active\nCRITICAL INVALID_SESSION_ID: Session expired or invalid\nsimple_salesforce.exceptions.SalesforceExpiredSession: Expired session for https://acme.my.salesforce.com/services/oauth2/token. Response content: [{'message': 'Session expired or invalid', 'errorCode': 'INVALID_SESSION_ID'}]",
        ),
        (
            "shell",
            {"command": "meltano --environment=prod run tap-salesforce target-snowflake"},
            meltano_log(
                [
                    "2024-06-12T09:15:01.117300Z [info     ] Environment 'prod' is active",
                    "2024-06-12T09:15:03.540771Z [error    ] Extractor failed",
                    "2024-06-12T09:15:03.541030Z [error    ] Block run completed.           block_type=ExtractLoadBlocks err=RunnerError('Extractor failed') exit_codes={<PluginType.EXTRACTORS: 'extractors'>: 1} set_number=0 success=False",
                    "",
                    "Run invocation could not be completed as block failed: Extractor failed",
                ]
            ),
        ),
    ],
)


# ---------------------------------------------------------------- cloud cost
def ce_groups(period, pairs, est=False):
    return {
        "TimePeriod": {"Start": period[0], "End": period[1]},
        "Total": {},
        "Groups": [
            {"Keys": [k], "Metrics": {"UnblendedCost": {"Amount": a, "Unit": "USD"}}}
            for k, a in pairs
        ],
        "Estimated": est,
    }


S(
    "aws-ce",
    True,
    "What drove the jump in our AWS bill from August to September? Break it down by service.",
    [
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --time-period Start=2024-08-01,End=2024-10-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE"
            },
            jp(
                {
                    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "SERVICE"}],
                    "ResultsByTime": [
                        ce_groups(
                            ("2024-08-01", "2024-09-01"),
                            [
                                ("Amazon Elastic Compute Cloud - Compute", "41822.1934"),
                                ("Amazon Relational Database Service", "12004.5521"),
                                ("Amazon Simple Storage Service", "3311.0476"),
                                ("AWS Data Transfer", "2870.1102"),
                            ],
                        ),
                        ce_groups(
                            ("2024-09-01", "2024-10-01"),
                            [
                                ("Amazon Elastic Compute Cloud - Compute", "43017.8820"),
                                ("Amazon Relational Database Service", "12110.9034"),
                                ("Amazon Simple Storage Service", "3402.6611"),
                                ("AWS Data Transfer", "9944.2870"),
                            ],
                        ),
                    ],
                    "DimensionValueAttributes": [],
                }
            ),
        ),
        (
            "shell",
            {
                "command": 'aws ce get-cost-and-usage --time-period Start=2024-09-01,End=2024-10-01 --granularity MONTHLY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"SERVICE","Values":["AWS Data Transfer"]}}\' --group-by Type=DIMENSION,Key=USAGE_TYPE'
            },
            jp(
                {
                    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "USAGE_TYPE"}],
                    "ResultsByTime": [
                        ce_groups(
                            ("2024-09-01", "2024-10-01"),
                            [
                                ("USE1-DataTransfer-Out-Bytes", "1120.4410"),
                                ("USE1-EUC1-AWS-Out-Bytes", "7921.3302"),
                                ("USE1-DataTransfer-Regional-Bytes", "902.5158"),
                            ],
                        )
                    ],
                    "DimensionValueAttributes": [],
                }
            ),
        ),
        (
            "shell",
            {
                "command": 'aws ce get-cost-and-usage --time-period Start=2024-09-01,End=2024-10-01 --granularity DAILY --metrics UnblendedCost --filter \'{"Dimensions":{"Key":"USAGE_TYPE","Values":["USE1-EUC1-AWS-Out-Bytes"]}}\' --query \'ResultsByTime[?Total.UnblendedCost.Amount>`100`].[TimePeriod.Start,Total.UnblendedCost.Amount]\' --output text'
            },
            "2024-09-09\t412.0921\n2024-09-10\t455.8170\n2024-09-11\t431.2202\n2024-09-12\t449.9013\n2024-09-13\t440.6630",
        ),
        (
            "shell",
            {
                "command": "aws ce get-anomalies --date-interval StartDate=2024-09-01,EndDate=2024-09-30 --max-results 5"
            },
            jp(
                {
                    "Anomalies": [
                        {
                            "AnomalyId": h("anom1", 8)
                            + "-"
                            + h("anom2", 4)
                            + "-4b1f-8e11-"
                            + h("anom3", 12),
                            "AnomalyStartDate": "2024-09-09",
                            "AnomalyEndDate": "2024-09-30",
                            "DimensionValue": "AWS Data Transfer",
                            "RootCauses": [
                                {
                                    "Service": "AWS Data Transfer",
                                    "Region": "us-east-1",
                                    "LinkedAccount": "418273650912",
                                    "UsageType": "USE1-EUC1-AWS-Out-Bytes",
                                }
                            ],
                            "AnomalyScore": {"MaxScore": 0.93, "CurrentScore": 0.41},
                            "Impact": {
                                "MaxImpact": 455.82,
                                "TotalImpact": 7040.11,
                                "TotalActualSpend": 7921.33,
                                "TotalExpectedSpend": 881.22,
                                "TotalImpactPercentage": 798.9,
                            },
                            "MonitorArn": "arn:aws:ce::418273650912:anomalymonitor/"
                            + h("mon", 8)
                            + "-"
                            + h("mon2", 4)
                            + "-4c33-9d0e-"
                            + h("mon3", 12),
                            "Feedback": None,
                        }
                    ]
                }
            ),
        ),
    ],
)
S(
    "aws-ce",
    True,
    "List our AWS spend per linked account for Q3, all pages.",
    [
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --time-period Start=2024-07-01,End=2024-10-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=LINKED_ACCOUNT"
            },
            jp(
                {
                    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "LINKED_ACCOUNT"}],
                    "ResultsByTime": [
                        ce_groups(
                            ("2024-07-01", "2024-08-01"),
                            [("418273650912", "52033.1120"), ("730215981144", "8711.4021")],
                        )
                    ],
                    "DimensionValueAttributes": [
                        {"Value": "418273650912", "Attributes": {"description": "prod"}},
                        {"Value": "730215981144", "Attributes": {"description": "staging"}},
                    ],
                    "NextPageToken": "AAMA-EFRSURBSGhSMW5kd2pz",
                }
            ),
        ),
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --time-period Start=2024-07-01,End=2024-10-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=LINKED_ACCOUNT --next-page-token AAMA-EFRSURBSGhSMW5kd2pz"
            },
            jp(
                {
                    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "LINKED_ACCOUNT"}],
                    "ResultsByTime": [
                        ce_groups(
                            ("2024-08-01", "2024-09-01"),
                            [
                                ("418273650912", "60198.4500"),
                                ("730215981144", "9020.7713"),
                                ("902218770455", "14.2200"),
                            ],
                        )
                    ],
                    "DimensionValueAttributes": [
                        {"Value": "902218770455", "Attributes": {"description": "sandbox-ml"}}
                    ],
                    "NextPageToken": "AAMA-EFRSURBSGhSMW5kd2p0",
                }
            ),
        ),
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --time-period Start=2024-07-01,End=2024-10-01 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=LINKED_ACCOUNT --next-page-token AAMA-EFRSURBSGhSMW5kd2p0"
            },
            jp(
                {
                    "GroupDefinitions": [{"Type": "DIMENSION", "Key": "LINKED_ACCOUNT"}],
                    "ResultsByTime": [
                        ce_groups(
                            ("2024-09-01", "2024-10-01"),
                            [
                                ("418273650912", "68231.0922"),
                                ("730215981144", "8804.1187"),
                                ("902218770455", "0.0000"),
                            ],
                        )
                    ],
                    "DimensionValueAttributes": [],
                }
            ),
        ),
    ],
)
S(
    "aws-ce",
    False,
    "Give me this month's AWS cost forecast and the top five services so far.",
    [
        (
            "shell",
            {
                "command": "aws ce get-cost-forecast --time-period Start=2024-10-15,End=2024-11-01 --metric UNBLENDED_COST --granularity MONTHLY"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetCostForecast operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --time-period Start=2024-10-01,End=2024-10-15 --granularity MONTHLY --metrics UnblendedCost --group-by Type=DIMENSION,Key=SERVICE"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetCostAndUsage operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {"command": "aws sts get-caller-identity"},
            "\nAn error occurred (ExpiredToken) when calling the GetCallerIdentity operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {
                "command": "AWS_PROFILE=billing aws ce get-cost-and-usage --time-period Start=2024-10-01,End=2024-10-15 --granularity MONTHLY --metrics UnblendedCost"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetCostAndUsage operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {
                "command": "aws ce get-cost-and-usage --region us-east-1 --time-period Start=2024-10-01,End=2024-10-15 --granularity DAILY --metrics UnblendedCost"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetCostAndUsage operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {
                "command": "aws ce get-dimension-values --time-period Start=2024-10-01,End=2024-10-15 --dimension SERVICE"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetDimensionValues operation: The security token included in the request is expired\n",
        ),
        (
            "shell",
            {
                "command": "aws ce get-cost-forecast --time-period Start=2024-10-15,End=2024-11-01 --metric BLENDED_COST --granularity MONTHLY"
            },
            "\nAn error occurred (ExpiredTokenException) when calling the GetCostForecast operation: The security token included in the request is expired\n",
        ),
    ],
)

SUB = "/subscriptions/" + h("azsub", 8) + "-" + h("azsub2", 4) + "-4f0a-a1c3-" + h("azsub3", 12)


def az_q(cols, rows, nxt=None):
    return j(
        {
            "id": SUB + "/providers/Microsoft.CostManagement/query/" + h(str(rows), 8),
            "name": h(str(rows), 8),
            "type": "Microsoft.CostManagement/query",
            "location": None,
            "sku": None,
            "eTag": None,
            "properties": {
                "nextLink": nxt,
                "columns": [{"name": c, "type": t} for c, t in cols],
                "rows": rows,
            },
        }
    )


S(
    "azure-cost",
    True,
    "Which Azure resource groups cost the most last month, and is the 'ml-training' budget close to its limit?",
    [
        (
            "azure_cost_query",
            {
                "scope": SUB,
                "timeframe": "TheLastMonth",
                "grouping": [{"type": "Dimension", "name": "ResourceGroupName"}],
            },
            az_q(
                [("PreTaxCost", "Number"), ("ResourceGroupName", "String"), ("Currency", "String")],
                [
                    [18422.1183, "rg-ml-training", "USD"],
                    [9310.442, "rg-aks-prod", "USD"],
                    [2104.9, "rg-data-lake", "USD"],
                    [311.07, "rg-shared-net", "USD"],
                ],
            ),
        ),
        (
            "azure_budget_get",
            {"scope": SUB, "budgetName": "ml-training"},
            j(
                {
                    "id": SUB + "/providers/Microsoft.Consumption/budgets/ml-training",
                    "name": "ml-training",
                    "type": "Microsoft.Consumption/budgets",
                    "eTag": '"1da2f' + h("et", 6) + '"',
                    "properties": {
                        "timePeriod": {
                            "startDate": "2024-01-01T00:00:00Z",
                            "endDate": "2025-12-31T00:00:00Z",
                        },
                        "timeGrain": "Monthly",
                        "amount": 20000,
                        "currentSpend": {"amount": 11208.37, "unit": "USD"},
                        "category": "Cost",
                        "notifications": {
                            "Actual_GreaterThan_80_Percent": {
                                "enabled": True,
                                "operator": "GreaterThan",
                                "threshold": 80,
                                "contactEmails": ["ml-leads@contoso.example"],
                                "thresholdType": "Actual",
                            }
                        },
                        "forecastSpend": {"amount": 21940.12, "unit": "USD"},
                    },
                }
            ),
        ),
        (
            "azure_cost_query",
            {
                "scope": SUB + "/resourceGroups/rg-ml-training",
                "timeframe": "MonthToDate",
                "grouping": [{"type": "Dimension", "name": "MeterSubCategory"}],
            },
            az_q(
                [("PreTaxCost", "Number"), ("MeterSubCategory", "String"), ("Currency", "String")],
                [
                    [10022.5, "NCadsH100v5 Series", "USD"],
                    [980.3, "Premium SSD Managed Disks", "USD"],
                    [205.57, "Bandwidth", "USD"],
                ],
            ),
        ),
    ],
)
S(
    "azure-cost",
    True,
    "Export daily Azure costs for the AKS prod resource group this month, all pages.",
    [
        (
            "azure_cost_query",
            {
                "scope": SUB + "/resourceGroups/rg-aks-prod",
                "timeframe": "MonthToDate",
                "granularity": "Daily",
            },
            az_q(
                [("PreTaxCost", "Number"), ("UsageDate", "Number"), ("Currency", "String")],
                [[301.2, 20241001, "USD"], [298.75, 20241002, "USD"], [305.1, 20241003, "USD"]],
                "https://management.azure.com"
                + SUB
                + "/resourceGroups/rg-aks-prod/providers/Microsoft.CostManagement/query?api-version=2023-11-01&$skiptoken=AQAAAA%3D%3D",
            ),
        ),
        (
            "azure_cost_query",
            {
                "nextLink": "https://management.azure.com"
                + SUB
                + "/resourceGroups/rg-aks-prod/providers/Microsoft.CostManagement/query?api-version=2023-11-01&$skiptoken=AQAAAA%3D%3D"
            },
            az_q(
                [("PreTaxCost", "Number"), ("UsageDate", "Number"), ("Currency", "String")],
                [[299.9, 20241004, "USD"], [412.8, 20241005, "USD"], [410.2, 20241006, "USD"]],
                "https://management.azure.com"
                + SUB
                + "/resourceGroups/rg-aks-prod/providers/Microsoft.CostManagement/query?api-version=2023-11-01&$skiptoken=AgAAAA%3D%3D",
            ),
        ),
        (
            "azure_cost_query",
            {
                "nextLink": "https://management.azure.com"
                + SUB
                + "/resourceGroups/rg-aks-prod/providers/Microsoft.CostManagement/query?api-version=2023-11-01&$skiptoken=AgAAAA%3D%3D"
            },
            az_q(
                [("PreTaxCost", "Number"), ("UsageDate", "Number"), ("Currency", "String")],
                [[405.0, 20241007, "USD"]],
            ),
        ),
        (
            "write_file",
            {"path": "exports/aks-prod-2024-10.csv"},
            "Wrote 8 lines to exports/aks-prod-2024-10.csv",
        ),
    ],
)
S(
    "azure-cost",
    False,
    "Compare Azure spend by service for August and September across our EA enrollment.",
    [
        (
            "azure_cost_query",
            {
                "scope": "/providers/Microsoft.Billing/billingAccounts/8608480",
                "timePeriod": {"from": "2024-08-01", "to": "2024-08-31"},
                "grouping": [{"type": "Dimension", "name": "ServiceName"}],
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
        (
            "azure_cost_query",
            {
                "scope": "/providers/Microsoft.Billing/billingAccounts/8608480",
                "timePeriod": {"from": "2024-09-01", "to": "2024-09-30"},
                "grouping": [{"type": "Dimension", "name": "ServiceName"}],
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
        (
            "azure_cost_query",
            {
                "scope": SUB,
                "timeframe": "TheLastMonth",
                "grouping": [{"type": "Dimension", "name": "ServiceName"}],
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
        (
            "azure_cost_query",
            {
                "scope": "/providers/Microsoft.Billing/billingAccounts/8608480",
                "timeframe": "Custom",
                "timePeriod": {"from": "2024-08-01", "to": "2024-09-30"},
                "granularity": "Monthly",
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
        (
            "azure_cost_forecast",
            {
                "scope": "/providers/Microsoft.Billing/billingAccounts/8608480",
                "timeframe": "MonthToDate",
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
        (
            "azure_cost_query",
            {
                "scope": "/providers/Microsoft.Billing/billingAccounts/8608480/departments/112",
                "timeframe": "TheLastMonth",
            },
            j({"error": {"code": "429", "message": "Too many requests. Please retry."}}),
        ),
    ],
)

BQT = "`acme-billing.billing_export.gcp_billing_export_v1_01A2B3_C4D5E6_F7A8B9`"
S(
    "gcp-billing-bq",
    True,
    "From the GCP billing export, what did BigQuery cost us per project in September, and were there any credits?",
    [
        (
            "shell",
            {
                "command": f'bq query --use_legacy_sql=false --format=pretty \'SELECT project.id, ROUND(SUM(cost),2) AS cost FROM {BQT} WHERE service.description="BigQuery" AND invoice.month="202409" GROUP BY 1 ORDER BY 2 DESC\''
            },
            "Waiting on bqjob_r"
            + h("bq1", 14)
            + "_0000019232c1_1 ... (1s) Current status: DONE   \n+--------------------+---------+\n|         id         |  cost   |\n+--------------------+---------+\n| acme-analytics     | 6120.44 |\n| acme-ml-prod       | 1844.02 |\n| acme-web-prod      |  212.87 |\n| acme-sandbox-jlee  |    0.41 |\n+--------------------+---------+",
        ),
        (
            "shell",
            {
                "command": f'bq query --use_legacy_sql=false --format=pretty \'SELECT c.type, ROUND(SUM(c.amount),2) AS amount FROM {BQT}, UNNEST(credits) c WHERE service.description="BigQuery" AND invoice.month="202409" GROUP BY 1\''
            },
            "Waiting on bqjob_r"
            + h("bq2", 14)
            + "_0000019232c4_1 ... (0s) Current status: DONE   \n+------+--------+\n| type | amount |\n+------+--------+\n+------+--------+",
        ),
        (
            "shell",
            {
                "command": f'bq query --use_legacy_sql=false --format=pretty \'SELECT sku.description, ROUND(SUM(cost),2) cost FROM {BQT} WHERE project.id="acme-analytics" AND service.description="BigQuery" AND invoice.month="202409" GROUP BY 1 ORDER BY 2 DESC LIMIT 5\''
            },
            "Waiting on bqjob_r"
            + h("bq3", 14)
            + "_0000019232c9_1 ... (1s) Current status: DONE   \n+----------------------------------+---------+\n|           description            |  cost   |\n+----------------------------------+---------+\n| Analysis (us-multi-region)       | 5902.18 |\n| Active Logical Storage           |  171.40 |\n| Long Term Logical Storage        |   46.86 |\n+----------------------------------+---------+",
        ),
    ],
)
S(
    "gcp-billing-bq",
    False,
    "Using the GCP billing export, tell me yesterday's spend for GKE and Cloud SQL.",
    [
        (
            "shell",
            {
                "command": f"bq query --use_legacy_sql=false --format=pretty 'SELECT service.description, ROUND(SUM(cost),2) cost FROM {BQT} WHERE DATE(usage_start_time)=\"2024-10-20\" GROUP BY 1 ORDER BY 2 DESC'"
            },
            "Waiting on bqjob_r"
            + h("bq4", 14)
            + "_00000192a0f1_1 ... (0s) Current status: DONE   \n+-------------+------+\n| description | cost |\n+-------------+------+\n+-------------+------+",
        ),
        (
            "shell",
            {
                "command": f"bq query --use_legacy_sql=false --format=pretty 'SELECT MAX(export_time) FROM {BQT}'"
            },
            "Waiting on bqjob_r"
            + h("bq5", 14)
            + "_00000192a0f3_1 ... (0s) Current status: DONE   \n+---------------------+\n|         f0_         |\n+---------------------+\n| 2024-07-02 06:14:55 |\n+---------------------+",
        ),
        (
            "shell",
            {
                "command": f"bq query --use_legacy_sql=false --format=pretty 'SELECT service.description, ROUND(SUM(cost),2) cost FROM {BQT} WHERE DATE(usage_start_time) >= \"2024-10-14\" GROUP BY 1'"
            },
            "Waiting on bqjob_r"
            + h("bq6", 14)
            + "_00000192a0f7_1 ... (0s) Current status: DONE   \n+-------------+------+\n| description | cost |\n+-------------+------+\n+-------------+------+",
        ),
        (
            "shell",
            {
                "command": f'bq query --use_legacy_sql=false --format=pretty \'SELECT ROUND(SUM(cost),2) FROM {BQT} WHERE service.description="Kubernetes Engine" AND invoice.month="202410"\''
            },
            "Waiting on bqjob_r"
            + h("bq7", 14)
            + "_00000192a0fa_1 ... (0s) Current status: DONE   \n+------+\n| f0_  |\n+------+\n| NULL |\n+------+",
        ),
        (
            "shell",
            {
                "command": f'bq query --use_legacy_sql=false --format=pretty \'SELECT ROUND(SUM(cost),2) FROM {BQT} WHERE service.description="Cloud SQL" AND invoice.month="202410"\''
            },
            "Waiting on bqjob_r"
            + h("bq8", 14)
            + "_00000192a0fd_1 ... (0s) Current status: DONE   \n+------+\n| f0_  |\n+------+\n| NULL |\n+------+",
        ),
        (
            "shell",
            {
                "command": f"bq query --use_legacy_sql=false --format=pretty 'SELECT invoice.month, COUNT(*) FROM {BQT} WHERE invoice.month >= \"202408\" GROUP BY 1'"
            },
            "Waiting on bqjob_r"
            + h("bq9", 14)
            + "_00000192a101_1 ... (0s) Current status: DONE   \n+-------+-------+\n| month |  f0_  |\n+-------+-------+\n+-------+-------+",
        ),
        (
            "shell",
            {
                "command": f"bq query --use_legacy_sql=false --format=pretty 'SELECT ROUND(SUM(cost),2) FROM {BQT} WHERE DATE(usage_start_time)=\"2024-10-20\"'"
            },
            "Waiting on bqjob_r"
            + h("bqa", 14)
            + "_00000192a104_1 ... (0s) Current status: DONE   \n+------+\n| f0_  |\n+------+\n| NULL |\n+------+",
        ),
    ],
)


def kc_alloc(names):
    out = {}
    for n, cpu, ram, pv, eff in names:
        out[n] = {
            "name": n,
            "properties": {"cluster": "prod-eu1", "namespace": n},
            "window": {"start": "2024-10-14T00:00:00Z", "end": "2024-10-21T00:00:00Z"},
            "start": "2024-10-14T00:00:00Z",
            "end": "2024-10-21T00:00:00Z",
            "minutes": 10080,
            "cpuCost": cpu,
            "gpuCost": 0,
            "ramCost": ram,
            "pvCost": pv,
            "networkCost": 0,
            "loadBalancerCost": 0,
            "sharedCost": 0,
            "externalCost": 0,
            "totalCost": round(cpu + ram + pv, 5),
            "totalEfficiency": eff,
        }
    return j({"code": 200, "data": [out]})


S(
    "kubecost",
    True,
    "Which Kubernetes namespaces cost the most last week on prod-eu1, and what would right-sizing the top one save?",
    [
        (
            "kubecost_allocation",
            {"window": "7d", "aggregate": "namespace", "accumulate": True},
            kc_alloc(
                [
                    ("checkout", 412.10881, 188.44012, 22.5, 0.31),
                    ("search", 298.7702, 240.1188, 61.2, 0.58),
                    ("kube-system", 81.22, 40.1, 0, 0.72),
                    ("__idle__", 210.4, 95.0, 0, 0),
                ]
            ),
        ),
        (
            "kubecost_savings_request_sizing",
            {"window": "7d", "filter": 'namespace:"checkout"', "targetCPUUtilization": 0.65},
            j(
                {
                    "Recommendations": [
                        {
                            "clusterID": "prod-eu1",
                            "namespace": "checkout",
                            "controllerKind": "deployment",
                            "controllerName": "checkout-api",
                            "containerName": "api",
                            "recommendedRequest": {"cpu": "450m", "memory": "768Mi"},
                            "monthlySavings": {"cpu": 611.4, "memory": 118.2},
                            "latestKnownRequest": {"cpu": "2", "memory": "2Gi"},
                            "currentEfficiency": {"cpu": 0.19, "memory": 0.36, "total": 0.23},
                        }
                    ],
                    "TotalMonthlySavings": 729.6,
                    "Window": "7d",
                }
            ),
        ),
        (
            "create_ticket",
            {
                "project": "PLAT",
                "summary": "Right-size checkout-api requests (Kubecost: ~$730/mo)",
                "description": "cpu 2 -> 450m, memory 2Gi -> 768Mi",
            },
            j(
                {
                    "id": "10442",
                    "key": "PLAT-2291",
                    "self": "https://acme.atlassian.net/rest/api/2/issue/10442",
                }
            ),
        ),
    ],
)
S(
    "kubecost",
    True,
    "How much did the 'batch-etl' namespace cost each day this week? It only runs on weekdays so some days should be zero.",
    [
        (
            "kubecost_allocation",
            {
                "window": "2024-10-14T00:00:00Z,2024-10-17T00:00:00Z",
                "aggregate": "namespace",
                "filter": 'namespace:"batch-etl"',
                "step": "1d",
            },
            j(
                {
                    "code": 200,
                    "data": [
                        {
                            "batch-etl": {
                                "name": "batch-etl",
                                "start": "2024-10-14T00:00:00Z",
                                "end": "2024-10-15T00:00:00Z",
                                "cpuCost": 41.2,
                                "ramCost": 18.6,
                                "pvCost": 2.1,
                                "totalCost": 61.9,
                                "totalEfficiency": 0.81,
                            }
                        },
                        {
                            "batch-etl": {
                                "name": "batch-etl",
                                "start": "2024-10-15T00:00:00Z",
                                "end": "2024-10-16T00:00:00Z",
                                "cpuCost": 39.8,
                                "ramCost": 17.9,
                                "pvCost": 2.1,
                                "totalCost": 59.8,
                                "totalEfficiency": 0.79,
                            }
                        },
                        {
                            "batch-etl": {
                                "name": "batch-etl",
                                "start": "2024-10-16T00:00:00Z",
                                "end": "2024-10-17T00:00:00Z",
                                "cpuCost": 44.0,
                                "ramCost": 19.3,
                                "pvCost": 2.1,
                                "totalCost": 65.4,
                                "totalEfficiency": 0.83,
                            }
                        },
                    ],
                }
            ),
        ),
        (
            "kubecost_allocation",
            {
                "window": "2024-10-19T00:00:00Z,2024-10-21T00:00:00Z",
                "aggregate": "namespace",
                "filter": 'namespace:"batch-etl"',
                "step": "1d",
            },
            j({"code": 200, "data": [{}, {}]}),
        ),
        (
            "kubecost_allocation",
            {
                "window": "2024-10-17T00:00:00Z,2024-10-19T00:00:00Z",
                "aggregate": "namespace",
                "filter": 'namespace:"batch-etl"',
                "step": "1d",
            },
            j(
                {
                    "code": 200,
                    "data": [
                        {
                            "batch-etl": {
                                "name": "batch-etl",
                                "start": "2024-10-17T00:00:00Z",
                                "end": "2024-10-18T00:00:00Z",
                                "cpuCost": 40.5,
                                "ramCost": 18.2,
                                "pvCost": 2.1,
                                "totalCost": 60.8,
                                "totalEfficiency": 0.8,
                            }
                        },
                        {
                            "batch-etl": {
                                "name": "batch-etl",
                                "start": "2024-10-18T00:00:00Z",
                                "end": "2024-10-19T00:00:00Z",
                                "cpuCost": 12.7,
                                "ramCost": 6.0,
                                "pvCost": 2.1,
                                "totalCost": 20.8,
                                "totalEfficiency": 0.44,
                            }
                        },
                    ],
                }
            ),
        ),
    ],
)
S(
    "kubecost",
    False,
    "Show the cost per deployment in the 'payments' namespace over the last 30 days.",
    [
        (
            "kubecost_allocation",
            {"window": "30d", "aggregate": "deployment", "filter": 'namespace:"payments"'},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "kubecost_allocation",
            {"window": "14d", "aggregate": "deployment", "filter": 'namespace:"payments"'},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "kubecost_allocation",
            {"window": "7d", "aggregate": "deployment", "filter": 'namespace:"payments"'},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "kubecost_allocation",
            {"window": "1d", "aggregate": "namespace"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "kubecost_assets",
            {"window": "7d", "aggregate": "type"},
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
        (
            "kubecost_allocation",
            {
                "window": "30d",
                "aggregate": "controller",
                "filter": 'namespace:"payments"',
                "accumulate": True,
            },
            "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n",
        ),
    ],
)

IC_TABLE = """Evaluating Terraform directory at .
  ✔ Downloading Terraform modules
  ✔ Evaluating Terraform directory
  ✔ Retrieving cloud prices to calculate costs

Project: acme/infra/envs/prod

 Name                                                     Monthly Qty  Unit                  Monthly Cost

 aws_db_instance.orders
 ├─ Database instance (on-demand, Multi-AZ, db.r6g.xlarge)        730  hours                      $700.80
 └─ Storage (general purpose SSD, gp3)                            500  GB                         $115.00

 aws_instance.api[0]
 ├─ Instance usage (Linux/UNIX, on-demand, m6i.large)             730  hours                       $70.08
 └─ root_block_device
    └─ Storage (general purpose SSD, gp3)                          30  GB                           $2.40

 aws_nat_gateway.main
 ├─ NAT gateway                                                   730  hours                       $32.85
 └─ Data processed                                      Monthly cost depends on usage: $0.045 per GB

 OVERALL TOTAL                                                                                    $921.13
──────────────────────────────────
14 cloud resources were detected:
∙ 3 were estimated
∙ 11 were free"""
S(
    "infracost",
    True,
    "Estimate the monthly cost of our prod Terraform and the cost change in PR #412.",
    [
        ("shell", {"command": "infracost breakdown --path envs/prod"}, IC_TABLE),
        (
            "shell",
            {"command": "git fetch origin pull/412/head:pr-412 && git checkout pr-412"},
            "From github.com:acme/infra\n * [new ref]         refs/pull/412/head -> pr-412\nSwitched to branch 'pr-412'",
        ),
        (
            "shell",
            {"command": "infracost diff --path envs/prod --compare-to infracost-base.json"},
            "Key: * changed, + added, - removed\n\n──────────────────────────────────\nProject: acme/infra/envs/prod\n\n~ aws_db_instance.orders\n  +$700.80 ($700.80 → $1,401.60)\n\n    ~ Database instance (on-demand, Multi-AZ, db.r6g.xlarge → db.r6g.2xlarge)\n      +$700.80 ($700.80 → $1,401.60)\n\nMonthly cost change for acme/infra/envs/prod\nAmount:  +$700.80 ($921.13 → $1,621.93)\nPercent: +76%\n\n──────────────────────────────────\nKey: * changed, + added, - removed\n\n14 cloud resources were detected:\n∙ 3 were estimated\n∙ 11 were free",
        ),
        (
            "github_comment",
            {
                "repo": "acme/infra",
                "issue": 412,
                "body": "Infracost: +$700.80/mo (+76%), orders DB r6g.xlarge → r6g.2xlarge",
            },
            j(
                {
                    "id": 2011384472,
                    "html_url": "https://github.com/acme/infra/pull/412#issuecomment-2011384472",
                }
            ),
        ),
    ],
)
S(
    "infracost",
    False,
    "Run Infracost on the staging and dev stacks and summarise the totals.",
    [
        (
            "shell",
            {"command": "infracost breakdown --path envs/staging"},
            "Evaluating Terraform directory at envs/staging\n  ✔ Downloading Terraform modules\n  ✔ Evaluating Terraform directory\n  ✖ Retrieving cloud prices to calculate costs\n\nError: Invalid API key, please run infracost auth login",
        ),
        (
            "shell",
            {"command": "infracost breakdown --path envs/dev"},
            "Evaluating Terraform directory at envs/dev\n  ✔ Downloading Terraform modules\n  ✔ Evaluating Terraform directory\n  ✖ Retrieving cloud prices to calculate costs\n\nError: Invalid API key, please run infracost auth login",
        ),
        (
            "shell",
            {"command": "infracost configure get api_key"},
            "ico-" + "x" * 4 + h("ic-key", 12),
        ),
        (
            "shell",
            {
                "command": "infracost breakdown --path envs/staging --format json --out-file /tmp/staging.json"
            },
            "Evaluating Terraform directory at envs/staging\n  ✔ Downloading Terraform modules\n  ✔ Evaluating Terraform directory\n  ✖ Retrieving cloud prices to calculate costs\n\nError: Invalid API key, please run infracost auth login",
        ),
        (
            "shell",
            {
                "command": "INFRACOST_PRICING_API_ENDPOINT=https://pricing.api.infracost.io infracost breakdown --path envs/dev"
            },
            "Evaluating Terraform directory at envs/dev\n  ✔ Downloading Terraform modules\n  ✔ Evaluating Terraform directory\n  ✖ Retrieving cloud prices to calculate costs\n\nError: Invalid API key, please run infracost auth login",
        ),
        (
            "shell",
            {"command": "infracost breakdown --path envs/staging --usage-file infracost-usage.yml"},
            "Evaluating Terraform directory at envs/staging\n  ✔ Downloading Terraform modules\n  ✔ Evaluating Terraform directory\n  ✖ Retrieving cloud prices to calculate costs\n\nError: Invalid API key, please run infracost auth login",
        ),
    ],
)

VWS = "wrkspc_" + h("vws", 16)
S(
    "vantage",
    True,
    "In Vantage, what are the top providers in the 'All Cloud' report for October so far, and create a report for Datadog costs.",
    [
        (
            "vantage_list_cost_reports",
            {"workspace_token": VWS},
            j(
                {
                    "links": {
                        "self": "https://api.vantage.sh/v2/cost_reports?page=1",
                        "first": "https://api.vantage.sh/v2/cost_reports?page=1",
                        "next": None,
                        "last": "https://api.vantage.sh/v2/cost_reports?page=1",
                        "prev": None,
                    },
                    "cost_reports": [
                        {
                            "token": "rprt_" + h("r1", 16),
                            "title": "All Cloud",
                            "folder_token": None,
                            "filter": None,
                            "saved_filter_tokens": [],
                            "workspace_token": VWS,
                            "created_at": "2023-05-02T10:00:00Z",
                            "groupings": "provider",
                            "date_interval": "this_month",
                        },
                        {
                            "token": "rprt_" + h("r2", 16),
                            "title": "AWS prod",
                            "folder_token": "fldr_" + h("f1", 16),
                            "filter": "costs.provider = 'aws' AND costs.account_id = '418273650912'",
                            "saved_filter_tokens": [],
                            "workspace_token": VWS,
                            "created_at": "2023-06-11T10:00:00Z",
                        },
                    ],
                }
            ),
        ),
        (
            "vantage_get_costs",
            {
                "cost_report_token": "rprt_" + h("r1", 16),
                "start_date": "2024-10-01",
                "end_date": "2024-10-21",
                "groupings": "provider",
            },
            j(
                {
                    "links": {
                        "self": "https://api.vantage.sh/v2/costs?cost_report_token=rprt_"
                        + h("r1", 16)
                        + "&groupings=provider",
                        "next": None,
                    },
                    "total": {"amount": "139882.41", "currency": "USD"},
                    "costs": [
                        {
                            "accrued_at": "2024-10-01",
                            "amount": "101204.18",
                            "currency": "USD",
                            "provider": "aws",
                        },
                        {
                            "accrued_at": "2024-10-01",
                            "amount": "21877.09",
                            "currency": "USD",
                            "provider": "gcp",
                        },
                        {
                            "accrued_at": "2024-10-01",
                            "amount": "11840.00",
                            "currency": "USD",
                            "provider": "datadog",
                        },
                        {
                            "accrued_at": "2024-10-01",
                            "amount": "4961.14",
                            "currency": "USD",
                            "provider": "snowflake",
                        },
                    ],
                }
            ),
        ),
        (
            "vantage_create_cost_report",
            {"title": "Datadog", "filter": "costs.provider = 'datadog'", "workspace_token": VWS},
            j(
                {
                    "token": "rprt_" + h("r3", 16),
                    "title": "Datadog",
                    "folder_token": None,
                    "filter": "costs.provider = 'datadog'",
                    "saved_filter_tokens": [],
                    "workspace_token": VWS,
                    "created_at": "2024-10-21T15:02:44Z",
                }
            ),
        ),
    ],
)
S(
    "vantage",
    False,
    "Pull the Vantage cost report 'Kubernetes EU' and list costs by service for last month.",
    [
        (
            "vantage_list_cost_reports",
            {"workspace_token": VWS},
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
        (
            "vantage_list_cost_reports",
            {},
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
        (
            "vantage_get_costs",
            {
                "cost_report_token": "rprt_" + h("r4", 16),
                "start_date": "2024-09-01",
                "end_date": "2024-09-30",
                "groupings": "service",
            },
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
        (
            "vantage_list_folders",
            {},
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
        (
            "vantage_get_costs",
            {
                "filter": "costs.provider = 'kubernetes'",
                "start_date": "2024-09-01",
                "end_date": "2024-09-30",
            },
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
        (
            "vantage_list_cost_reports",
            {"page": 2},
            j(
                {
                    "errors": [
                        "Service Unavailable: Vantage is undergoing scheduled maintenance. Please try again shortly."
                    ]
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------- DAM
def by_asset(name, ext, tags, typ="image"):
    return {
        "id": h(name, 8).upper()
        + "-"
        + h(name + "a", 4).upper()
        + "-4E2B-"
        + h(name + "b", 16).upper(),
        "name": name,
        "type": typ,
        "extension": [ext],
        "dateCreated": "2024-03-%02dT10:12:44Z" % num(name, 1, 28),
        "dateModified": "2024-09-%02dT08:00:01Z" % num(name + "m", 1, 28),
        "tags": tags,
        "brandId": "5E8C1A3B-" + h("brand", 4).upper() + "-4A0D-" + h("brand2", 16).upper(),
        "isPublic": 0,
        "archive": 0,
        "property_Usage_Rights": ["Internal"],
        "thumbnails": {
            "thul": f"https://d2csxpduxe849s.cloudfront.net/media/{h(name, 32)}/thul.png"
        },
    }


S(
    "bynder",
    True,
    "Find the approved 2024 spring campaign hero images in Bynder and share the JPG versions with the agency.",
    [
        (
            "bynder_search_media",
            {"keyword": "spring 2024 hero", "type": "image", "count": 1},
            j(
                {
                    "count": {"total": 3},
                    "media": [
                        by_asset("SS24_hero_beach_1920x1080", "jpg", ["spring24", "hero", "beach"]),
                        by_asset("SS24_hero_city_1920x1080", "jpg", ["spring24", "hero", "urban"]),
                        by_asset("SS24_hero_city_master", "psd", ["spring24", "hero", "master"]),
                    ],
                }
            ),
        ),
        (
            "bynder_get_media",
            {"id": by_asset("SS24_hero_beach_1920x1080", "jpg", [])["id"], "versions": 1},
            j(
                {
                    **by_asset("SS24_hero_beach_1920x1080", "jpg", ["spring24", "hero", "beach"]),
                    "property_Approval_Status": ["Approved"],
                    "fileSize": 2841120,
                    "width": 1920,
                    "height": 1080,
                    "mediaItems": [
                        {
                            "id": h("mi1", 8),
                            "version": 2,
                            "type": "original",
                            "active": 1,
                            "size": 2841120,
                        }
                    ],
                }
            ),
        ),
        (
            "bynder_get_media",
            {"id": by_asset("SS24_hero_city_1920x1080", "jpg", [])["id"], "versions": 1},
            j(
                {
                    **by_asset("SS24_hero_city_1920x1080", "jpg", ["spring24", "hero", "urban"]),
                    "property_Approval_Status": ["Approved"],
                    "fileSize": 3011473,
                    "width": 1920,
                    "height": 1080,
                    "mediaItems": [
                        {
                            "id": h("mi2", 8),
                            "version": 1,
                            "type": "original",
                            "active": 1,
                            "size": 3011473,
                        }
                    ],
                }
            ),
        ),
        (
            "bynder_create_collection",
            {"name": "Agency share - SS24 heroes", "description": "For Northwind agency"},
            j(
                {
                    "id": "0F1B" + h("col", 4).upper() + "-2A7E-4C1D-" + h("col2", 16).upper(),
                    "message": "Created",
                    "statuscode": 201,
                }
            ),
        ),
        (
            "bynder_add_to_collection",
            {"collection": "Agency share - SS24 heroes", "data": 2},
            j({"message": "Accepted", "statuscode": 202}),
        ),
        (
            "bynder_share_collection",
            {
                "collection": "Agency share - SS24 heroes",
                "recipients": ["studio@northwind.example"],
                "sendMail": True,
            },
            j({"message": "Accepted", "statuscode": 202}),
        ),
    ],
)
S(
    "bynder",
    True,
    "Do we have any Bynder assets tagged 'discontinued-sku-7731'? Legal needs to know before we archive.",
    [
        (
            "bynder_search_media",
            {"tags": "discontinued-sku-7731", "count": 1},
            j({"count": {"total": 0}, "media": []}),
        ),
        (
            "bynder_search_media",
            {"keyword": "7731", "count": 1},
            j(
                {
                    "count": {"total": 1},
                    "media": [by_asset("packshot_SKU-7713_front", "png", ["packshot", "sku-7713"])],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "SKU-7731", "includeArchived": True, "count": 1},
            j({"count": {"total": 0}, "media": []}),
        ),
    ],
)
S(
    "bynder",
    False,
    "Pull the latest brand guidelines PDF and logo pack from Bynder for the new hire onboarding deck.",
    [
        (
            "bynder_search_media",
            {"keyword": "brand guidelines", "type": "document"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "logo pack", "type": "document"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "guidelines 2024", "orderBy": "dateModified desc"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "onboarding", "type": "document"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "logo", "type": "image"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "brand book", "dateModified": "2024-01-01"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
        (
            "bynder_search_media",
            {"keyword": "typography"},
            j(
                {
                    "count": {"total": 2},
                    "media": [
                        by_asset(
                            "Brand_Guidelines_v3_2019", "pdf", ["brand", "guidelines"], "document"
                        ),
                        by_asset("Logo_pack_2019", "zip", ["logo"], "document"),
                    ],
                }
            ),
        ),
    ],
)


def canto(items, found=None):
    return j(
        {
            "facets": [],
            "results": [
                {
                    "id": h(n, 16),
                    "name": n,
                    "scheme": s,
                    "size": str(num(n, 100000, 9000000)),
                    "tag": t,
                    "url": {
                        "preview": f"https://acme.canto.com/api_binary/v1/{s}/{h(n, 16)}/preview",
                        "detail": f"https://acme.canto.com/api/v1/{s}/{h(n, 16)}",
                    },
                    "approvalStatus": "Approved",
                    "lastUploaded": "2024%02d%02d" % (num(n, 1, 9), num(n, 1, 28)),
                }
                for n, s, t in items
            ],
            "found": len(items) if found is None else found,
            "limit": 100,
            "start": 0,
        }
    )


S(
    "canto",
    True,
    "Gather all product videos of the X2 blender from Canto and tag them 'launch-kit'.",
    [
        (
            "canto_search",
            {"keyword": "X2 blender", "scheme": "video"},
            canto(
                [
                    ("X2_blender_demo_60s.mp4", "video", ["x2", "demo"]),
                    ("X2_blender_unboxing.mov", "video", ["x2", "unboxing"]),
                ]
            ),
        ),
        (
            "canto_search",
            {"keyword": "X2", "scheme": "video", "start": 0, "tags": "recipe"},
            canto([("smoothie_recipe_X2_vertical.mp4", "video", ["recipe", "x2", "social"])]),
        ),
        (
            "canto_batch_update",
            {
                "ids": [
                    h("X2_blender_demo_60s.mp4", 16),
                    h("X2_blender_unboxing.mov", 16),
                    h("smoothie_recipe_X2_vertical.mp4", 16),
                ],
                "addTags": ["launch-kit"],
            },
            "success",
        ),
        (
            "canto_get_content",
            {"scheme": "video", "id": h("X2_blender_demo_60s.mp4", 16)},
            j(
                {
                    "id": h("X2_blender_demo_60s.mp4", 16),
                    "name": "X2_blender_demo_60s.mp4",
                    "scheme": "video",
                    "tag": ["x2", "demo", "launch-kit"],
                    "default": {
                        "Duration": "00:01:00",
                        "Dimensions": "1920x1080",
                        "Size": "88.1MB",
                    },
                }
            ),
        ),
    ],
)
S(
    "canto",
    False,
    "Look up the usage rights for the 'Alpine trail' photo set in Canto.",
    [
        (
            "canto_search",
            {"keyword": "Alpine trail"},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
        (
            "canto_search",
            {"keyword": "alpine", "scheme": "image"},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
        (
            "canto_list_albums",
            {},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
        (
            "canto_search",
            {"keyword": "trail hiking mountains"},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
        (
            "canto_get_content",
            {"scheme": "image", "id": h("alpine_trail_01", 16)},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
        (
            "canto_search",
            {"keyword": "Alpine", "tags": "rights-managed"},
            "<!DOCTYPE html><html><head><title>Canto - Scheduled Maintenance</title></head><body><h1>We'll be right back</h1><p>Canto is currently undergoing scheduled maintenance. We expect to be back shortly. Thank you for your patience.</p></body></html>",
        ),
    ],
)


def aem_folder(path, entities):
    return j(
        {
            "class": ["assets/folder"],
            "properties": {
                "name": path.rsplit("/", 1)[-1],
                "title": path.rsplit("/", 1)[-1].replace("-", " ").title(),
                "srn:paging": {"total": len(entities), "offset": 0, "limit": 20},
            },
            "entities": [
                {
                    "class": ["assets/asset"] if "." in e else ["assets/folder"],
                    "properties": {
                        "name": e,
                        **(
                            {
                                "metadata": {
                                    "dc:format": "image/jpeg"
                                    if e.endswith(".jpg")
                                    else "application/pdf"
                                }
                            }
                            if "." in e
                            else {}
                        ),
                    },
                    "links": [
                        {
                            "rel": ["self"],
                            "href": f"https://author-p1234-e5678.adobeaemcloud.com/api/assets{path}/{e}.json",
                        }
                    ],
                }
                for e in entities
            ],
            "links": [
                {
                    "rel": ["self"],
                    "href": f"https://author-p1234-e5678.adobeaemcloud.com/api/assets{path}.json",
                },
                {
                    "rel": ["parent"],
                    "href": f"https://author-p1234-e5678.adobeaemcloud.com/api/assets{path.rsplit('/', 1)[0]}.json",
                },
            ],
        }
    )


S(
    "aem-assets",
    True,
    "In AEM Assets, upload the new store-opening poster to /content/dam/retail/events/2024 and set its title.",
    [
        (
            "aem_assets_get",
            {"path": "/retail/events"},
            aem_folder("/retail/events", ["2023", "2024", "templates"]),
        ),
        (
            "aem_assets_get",
            {"path": "/retail/events/2024"},
            aem_folder("/retail/events/2024", ["summer-sale-banner.jpg", "q2-press-kit.pdf"]),
        ),
        (
            "aem_assets_create",
            {
                "path": "/retail/events/2024/store-opening-lyon.jpg",
                "file": "store-opening-lyon.jpg",
            },
            "HTTP 201 Created\nLocation: /api/assets/retail/events/2024/store-opening-lyon.jpg",
        ),
        (
            "aem_assets_update_metadata",
            {
                "path": "/retail/events/2024/store-opening-lyon.jpg",
                "properties": {"dc:title": "Store opening – Lyon Part-Dieu"},
            },
            "HTTP 200 OK",
        ),
        (
            "aem_assets_get",
            {"path": "/retail/events/2024/store-opening-lyon.jpg"},
            j(
                {
                    "class": ["assets/asset"],
                    "properties": {
                        "name": "store-opening-lyon.jpg",
                        "metadata": {
                            "dc:format": "image/jpeg",
                            "dc:title": "Store opening – Lyon Part-Dieu",
                            "tiff:ImageWidth": 2480,
                            "tiff:ImageLength": 3508,
                            "dam:size": 4123377,
                        },
                        "related": {},
                    },
                    "links": [
                        {
                            "rel": ["self"],
                            "href": "https://author-p1234-e5678.adobeaemcloud.com/api/assets/retail/events/2024/store-opening-lyon.jpg.json",
                        }
                    ],
                }
            ),
        ),
    ],
)
AEM_LOGIN = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="UTF-8">\n<title>AEM Sign In</title>\n<link rel="stylesheet" href="/libs/granite/core/content/login/clientlib.min.css">\n</head>\n<body class="coral--light">\n<div id="wrap"><form name="login" method="POST" id="login" action="/libs/granite/core/content/login.html/j_security_check" novalidate="novalidate">\n<input type="hidden" name="_charset_" value="UTF-8"/>\n<input type="hidden" name="resource" id="resource" value="/api/assets"/>\n<button type="submit" class="coral-Button">Sign in with Adobe</button>\n</form></div>\n</body>\n</html>'
S(
    "aem-assets",
    False,
    "List the assets in AEM under /content/dam/wknd/en/adventures and give me the ones missing a title.",
    [
        ("aem_assets_get", {"path": "/wknd/en/adventures"}, AEM_LOGIN),
        ("aem_assets_get", {"path": "/wknd/en"}, AEM_LOGIN),
        ("aem_assets_get", {"path": "/wknd/en/adventures", "limit": 50}, AEM_LOGIN),
        (
            "aem_query_builder",
            {"path": "/content/dam/wknd/en/adventures", "type": "dam:Asset", "p.limit": "-1"},
            AEM_LOGIN,
        ),
        ("aem_assets_get", {"path": "/wknd"}, AEM_LOGIN),
        ("aem_assets_get", {"path": "/wknd/en/adventures/bali-surf-camp"}, AEM_LOGIN),
    ],
)


def widen(items, total=None, offset=0):
    return j(
        {
            "total_count": len(items) if total is None else total,
            "offset": offset,
            "limit": 10,
            "items": [
                {
                    "id": h(f, 8) + "-" + h(f + "1", 4) + "-4d2e-9b1a-" + h(f + "2", 12),
                    "external_id": h(f, 10),
                    "filename": f,
                    "created_date": "2024-0%d-11T14:22:01Z" % num(f, 1, 9),
                    "last_update_date": "2024-09-30T10:00:00Z",
                    "file_upload_date": "2024-0%d-11T14:22:01Z" % num(f, 1, 9),
                    "deleted_date": None,
                    "released_and_not_expired": rel,
                    "asset_properties": None,
                    "file_properties": None,
                    "metadata": None,
                    "security": None,
                    "thumbnails": None,
                    "embeds": None,
                    "_links": {
                        "download": f"https://orders-v2.widencollective.com/download/{h(f, 10)}",
                        "self": f"https://api.widencollective.com/v2/assets/{h(f, 8)}",
                    },
                }
                for f, rel in items
            ],
        }
    )


S(
    "widen",
    True,
    "Which of our Widen assets for the 'Harvest Moon' wine label are expired or not yet released? Page through all results.",
    [
        (
            "widen_search_assets",
            {"query": "Harvest Moon label", "limit": 10, "offset": 0},
            widen(
                [
                    ("HarvestMoon_label_front_v1.ai", False),
                    ("HarvestMoon_label_front_v2.ai", True),
                    ("HarvestMoon_label_back_v2.ai", True),
                ]
                + [("HarvestMoon_bottle_shot_%02d.tif" % i, True) for i in range(1, 8)],
                total=14,
            ),
        ),
        (
            "widen_search_assets",
            {"query": "Harvest Moon label", "limit": 10, "offset": 10},
            widen(
                [("HarvestMoon_bottle_shot_%02d.tif" % i, i != 9) for i in range(8, 12)]
                + [("HarvestMoon_shelf_talker.pdf", False)],
                total=14,
                offset=10,
            ),
        ),
        (
            "widen_get_asset",
            {
                "id": h("HarvestMoon_label_front_v1.ai", 8)
                + "-"
                + h("HarvestMoon_label_front_v1.ai1", 4)
                + "-4d2e-9b1a-"
                + h("HarvestMoon_label_front_v1.ai2", 12),
                "expand": "asset_properties",
            },
            j(
                {
                    "id": h("HarvestMoon_label_front_v1.ai", 8),
                    "filename": "HarvestMoon_label_front_v1.ai",
                    "released_and_not_expired": False,
                    "asset_properties": {
                        "release_date": "2023-08-01T00:00:00Z",
                        "expiration_date": "2024-03-31T00:00:00Z",
                        "popularity": 3,
                    },
                }
            ),
        ),
        (
            "widen_get_asset",
            {"id": h("HarvestMoon_shelf_talker.pdf", 8), "expand": "asset_properties"},
            j(
                {
                    "id": h("HarvestMoon_shelf_talker.pdf", 8),
                    "filename": "HarvestMoon_shelf_talker.pdf",
                    "released_and_not_expired": False,
                    "asset_properties": {
                        "release_date": "2024-11-15T00:00:00Z",
                        "expiration_date": None,
                        "popularity": 0,
                    },
                }
            ),
        ),
        (
            "widen_get_asset",
            {"id": h("HarvestMoon_bottle_shot_09.tif", 8), "expand": "asset_properties"},
            j(
                {
                    "id": h("HarvestMoon_bottle_shot_09.tif", 8),
                    "filename": "HarvestMoon_bottle_shot_09.tif",
                    "released_and_not_expired": False,
                    "asset_properties": {
                        "release_date": "2024-02-01T00:00:00Z",
                        "expiration_date": "2024-08-31T00:00:00Z",
                        "popularity": 41,
                    },
                }
            ),
        ),
    ],
)

BF = "https://brandfolder.com/api/v4"


def bf_assets(names, total=None, page=1, nxt=None):
    return j(
        {
            "data": [
                {
                    "id": h(n, 20),
                    "type": "generic_files",
                    "attributes": {
                        "name": n,
                        "description": d,
                        "thumbnail_url": f"https://thumbs.bfldr.com/at/{h(n, 20)}?expiry=1730000000&fit=bounds&height=162&sig="
                        + h(n + "s", 24),
                        "approved": True,
                        "position": i,
                        "created_at": "2024-05-%02dT12:00:00.000Z" % (i + 1),
                        "updated_at": "2024-09-%02dT12:00:00.000Z" % (i + 1),
                    },
                }
                for i, (n, d) in enumerate(names)
            ],
            "meta": {
                "current_page": page,
                "next_page": nxt,
                "prev_page": page - 1 if page > 1 else None,
                "total_pages": 2 if nxt or page > 1 else 1,
                "total_count": len(names) if total is None else total,
            },
        }
    )


S(
    "brandfolder",
    True,
    "Collect every Brandfolder asset in the 'Trade show 2024' section and create a share link for the sales team.",
    [
        (
            "brandfolder_list_sections",
            {"brandfolder_id": h("bf-main", 20)},
            j(
                {
                    "data": [
                        {
                            "id": h("sec1", 20),
                            "type": "sections",
                            "attributes": {
                                "name": "Trade show 2024",
                                "default_asset_type": "GenericFile",
                                "position": 3,
                            },
                        },
                        {
                            "id": h("sec2", 20),
                            "type": "sections",
                            "attributes": {
                                "name": "Social",
                                "default_asset_type": "GenericFile",
                                "position": 4,
                            },
                        },
                    ]
                }
            ),
        ),
        (
            "brandfolder_list_assets",
            {"section_id": h("sec1", 20), "per": 3, "page": 1},
            bf_assets(
                [
                    ("Booth backwall 3x6m", "Print-ready, 150dpi"),
                    ("Roll-up banner EN", "85x200cm"),
                    ("Roll-up banner DE", "85x200cm"),
                ],
                total=5,
                nxt=2,
            ),
        ),
        (
            "brandfolder_list_assets",
            {"section_id": h("sec1", 20), "per": 3, "page": 2},
            bf_assets(
                [
                    ("Demo loop video 1080p", "Silent, 4 min"),
                    ("Lead capture QR card", "A6 double sided"),
                ],
                total=5,
                page=2,
            ),
        ),
        (
            "brandfolder_create_share_manifest",
            {
                "brandfolder_id": h("bf-main", 20),
                "asset_ids": [
                    h(n, 20)
                    for n in [
                        "Booth backwall 3x6m",
                        "Roll-up banner EN",
                        "Roll-up banner DE",
                        "Demo loop video 1080p",
                        "Lead capture QR card",
                    ]
                ],
                "name": "Sales - trade show kit",
                "internal": True,
            },
            j(
                {
                    "data": {
                        "id": h("sm1", 20),
                        "type": "share_manifests",
                        "attributes": {
                            "name": "Sales - trade show kit",
                            "link": "https://brandfolder.com/s/" + h("sm1", 14),
                            "internal": True,
                            "expires": None,
                            "time_sensitive": False,
                        },
                    }
                }
            ),
        ),
    ],
)
S(
    "brandfolder",
    False,
    "Find the Brandfolder assets for our partner 'Fjordline' co-branding.",
    [
        (
            "brandfolder_search_assets",
            {"search": "Fjordline"},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
        (
            "brandfolder_search_assets",
            {"search": "fjordline co-brand"},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
        (
            "brandfolder_list_brandfolders",
            {},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
        (
            "brandfolder_list_collections",
            {"brandfolder_id": h("bf-main", 20)},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
        (
            "brandfolder_search_assets",
            {"search": "partner logos"},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
        (
            "brandfolder_search_assets",
            {"search": "tags:fjordline"},
            j(
                {
                    "errors": [
                        {
                            "status": 401,
                            "title": "Unauthorized",
                            "detail": "Your API key is invalid or has been revoked.",
                        }
                    ]
                }
            ),
        ),
    ],
)

S(
    "frontify",
    True,
    "In Frontify, find the icon library, list icons updated this quarter, and check whether a 'carbon-neutral' icon exists.",
    [
        (
            "frontify_graphql",
            {
                "query": "{ brands { id name libraries: workspaceProjects { items { id name __typename } } } }"
            },
            j(
                {
                    "data": {
                        "brands": [
                            {
                                "id": "eyJpZGVudGlmaWVyIjoxLCJ0eXBlIjoiYnJhbmQifQ==",
                                "name": "Northwind",
                                "libraries": {
                                    "items": [
                                        {
                                            "id": "eyJpZGVudGlmaWVyIjoxMiwidHlwZSI6Imljb25MaWJyYXJ5In0=",
                                            "name": "Icons",
                                            "__typename": "IconLibrary",
                                        },
                                        {
                                            "id": "eyJpZGVudGlmaWVyIjoxNCwidHlwZSI6Im1lZGlhTGlicmFyeSJ9",
                                            "name": "Photography",
                                            "__typename": "MediaLibrary",
                                        },
                                    ]
                                },
                            }
                        ]
                    }
                }
            ),
        ),
        (
            "frontify_graphql",
            {
                "query": '{ library(id: "eyJpZGVudGlmaWVyIjoxMiwidHlwZSI6Imljb25MaWJyYXJ5In0=") { assets(limit: 50, query: {modifiedAfter: "2024-07-01"}) { total items { id title modifiedAt } } } }'
            },
            j(
                {
                    "data": {
                        "library": {
                            "assets": {
                                "total": 3,
                                "items": [
                                    {
                                        "id": "eyJpZGVudGlmaWVyIjo4ODEsInR5cGUiOiJhc3NldCJ9",
                                        "title": "delivery-truck",
                                        "modifiedAt": "2024-07-14T09:12:00.000Z",
                                    },
                                    {
                                        "id": "eyJpZGVudGlmaWVyIjo4OTIsInR5cGUiOiJhc3NldCJ9",
                                        "title": "recycle",
                                        "modifiedAt": "2024-08-02T15:40:00.000Z",
                                    },
                                    {
                                        "id": "eyJpZGVudGlmaWVyIjo5MDQsInR5cGUiOiJhc3NldCJ9",
                                        "title": "leaf-outline",
                                        "modifiedAt": "2024-09-20T11:05:00.000Z",
                                    },
                                ],
                            }
                        }
                    }
                }
            ),
        ),
        (
            "frontify_graphql",
            {
                "query": '{ library(id: "eyJpZGVudGlmaWVyIjoxMiwidHlwZSI6Imljb25MaWJyYXJ5In0=") { assets(query: {search: "carbon-neutral"}) { total items { id title } } } }'
            },
            j({"data": {"library": {"assets": {"total": 0, "items": []}}}}),
        ),
        (
            "frontify_graphql",
            {
                "query": '{ library(id: "eyJpZGVudGlmaWVyIjoxMiwidHlwZSI6Imljb25MaWJyYXJ5In0=") { assets(query: {search: "carbon"}) { total items { id title } } } }'
            },
            j(
                {
                    "data": {
                        "library": {
                            "assets": {
                                "total": 1,
                                "items": [
                                    {
                                        "id": "eyJpZGVudGlmaWVyIjo3MTAsInR5cGUiOiJhc3NldCJ9",
                                        "title": "co2-cloud",
                                    }
                                ],
                            }
                        }
                    }
                }
            ),
        ),
    ],
)

# ---------------------------------------------------------------- CDN and edge
ZONE = h("cf-zone", 32)


def cf(result, info=None):
    d = {"result": result, "success": True, "errors": [], "messages": []}
    if info:
        d["result_info"] = info
    return j(d)


S(
    "cloudflare",
    True,
    "Purge the Cloudflare cache for the updated pricing page and add a page rule so /pricing* bypasses cache for a day.",
    [
        (
            "cloudflare_list_zones",
            {"name": "acme-shop.com"},
            cf(
                [
                    {
                        "id": ZONE,
                        "name": "acme-shop.com",
                        "status": "active",
                        "paused": False,
                        "type": "full",
                        "name_servers": ["amy.ns.cloudflare.com", "rob.ns.cloudflare.com"],
                        "plan": {"id": h("plan", 32), "name": "Business Website"},
                    }
                ],
                {"page": 1, "per_page": 20, "count": 1, "total_count": 1, "total_pages": 1},
            ),
        ),
        (
            "cloudflare_purge_cache",
            {
                "zone_id": ZONE,
                "files": ["https://acme-shop.com/pricing", "https://acme-shop.com/pricing/"],
            },
            cf({"id": ZONE}),
        ),
        (
            "cloudflare_create_page_rule",
            {
                "zone_id": ZONE,
                "targets": [
                    {
                        "target": "url",
                        "constraint": {"operator": "matches", "value": "acme-shop.com/pricing*"},
                    }
                ],
                "actions": [{"id": "cache_level", "value": "bypass"}],
                "status": "active",
            },
            cf(
                {
                    "id": h("pr1", 32),
                    "targets": [
                        {
                            "target": "url",
                            "constraint": {
                                "operator": "matches",
                                "value": "acme-shop.com/pricing*",
                            },
                        }
                    ],
                    "actions": [{"id": "cache_level", "value": "bypass"}],
                    "priority": 1,
                    "status": "active",
                    "created_on": "2024-10-22T09:31:07.000000Z",
                    "modified_on": "2024-10-22T09:31:07.000000Z",
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://acme-shop.com/pricing", "method": "HEAD"},
            "HTTP/2 200\ndate: Tue, 22 Oct 2024 09:31:40 GMT\ncontent-type: text/html; charset=utf-8\ncf-cache-status: BYPASS\nserver: cloudflare\ncf-ray: 8d6f"
            + h("ray", 12)
            + "-FRA",
        ),
    ],
)
S(
    "cloudflare",
    True,
    "How many requests did acme-shop.com serve yesterday and what share was cached? Also list any firewall events blocking /api.",
    [
        (
            "cloudflare_graphql",
            {
                "query": '{ viewer { zones(filter: {zoneTag: "'
                + ZONE
                + '"}) { httpRequests1dGroups(limit: 1, filter: {date: "2024-10-21"}) { sum { requests cachedRequests bytes cachedBytes threats } } } } }'
            },
            j(
                {
                    "data": {
                        "viewer": {
                            "zones": [
                                {
                                    "httpRequests1dGroups": [
                                        {
                                            "sum": {
                                                "requests": 18442071,
                                                "cachedRequests": 13120448,
                                                "bytes": 902114774421,
                                                "cachedBytes": 711902003118,
                                                "threats": 2210,
                                            }
                                        }
                                    ]
                                }
                            ]
                        }
                    },
                    "errors": None,
                }
            ),
        ),
        (
            "cloudflare_graphql",
            {
                "query": '{ viewer { zones(filter: {zoneTag: "'
                + ZONE
                + '"}) { firewallEventsAdaptive(limit: 10, filter: {datetime_geq: "2024-10-21T00:00:00Z", datetime_lt: "2024-10-22T00:00:00Z", clientRequestPath_like: "/api%", action: "block"}) { action clientIP clientRequestPath ruleId source datetime } } } }'
            },
            j({"data": {"viewer": {"zones": [{"firewallEventsAdaptive": []}]}}, "errors": None}),
        ),
        (
            "cloudflare_graphql",
            {
                "query": '{ viewer { zones(filter: {zoneTag: "'
                + ZONE
                + '"}) { firewallEventsAdaptive(limit: 10, filter: {datetime_geq: "2024-10-21T00:00:00Z", datetime_lt: "2024-10-22T00:00:00Z", clientRequestPath_like: "/api%"}) { action clientIP clientRequestPath ruleId source datetime } } } }'
            },
            j(
                {
                    "data": {
                        "viewer": {
                            "zones": [
                                {
                                    "firewallEventsAdaptive": [
                                        {
                                            "action": "managed_challenge",
                                            "clientIP": "203.0.113.77",
                                            "clientRequestPath": "/api/v2/cart",
                                            "ruleId": h("rule", 32),
                                            "source": "firewallManaged",
                                            "datetime": "2024-10-21T14:03:11Z",
                                        }
                                    ]
                                }
                            ]
                        }
                    },
                    "errors": None,
                }
            ),
        ),
    ],
)
S(
    "cloudflare",
    False,
    "Add a DNS record staging.acme-shop.com -> 198.51.100.20 in Cloudflare and purge the zone.",
    [
        (
            "cloudflare_list_zones",
            {"name": "acme-shop.com"},
            j(
                {
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
        (
            "cloudflare_list_zones",
            {},
            j(
                {
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
        (
            "cloudflare_verify_token",
            {},
            j(
                {
                    "success": False,
                    "errors": [{"code": 1000, "message": "Invalid API Token"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
        (
            "cloudflare_create_dns_record",
            {
                "zone_id": ZONE,
                "type": "A",
                "name": "staging",
                "content": "198.51.100.20",
                "proxied": True,
            },
            j(
                {
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
        (
            "cloudflare_list_dns_records",
            {"zone_id": ZONE, "name": "staging.acme-shop.com"},
            j(
                {
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
        (
            "cloudflare_purge_cache",
            {"zone_id": ZONE, "purge_everything": True},
            j(
                {
                    "success": False,
                    "errors": [{"code": 10000, "message": "Authentication error"}],
                    "messages": [],
                    "result": None,
                }
            ),
        ),
    ],
)

FSVC = "SU1Z0isxPaozGVKXdv0eY"
S(
    "fastly",
    True,
    "Clone the active Fastly version for the www service, raise the default TTL to 1 hour, activate it, and purge the 'homepage' surrogate key.",
    [
        (
            "fastly_get_service",
            {"service_id": FSVC},
            j(
                {
                    "id": FSVC,
                    "name": "www-prod",
                    "type": "vcl",
                    "customer_id": "x4xCwxxJxGCx123Rx5xTx",
                    "version": 87,
                    "active_version": 87,
                    "versions": [
                        {"number": 86, "active": False, "locked": True},
                        {"number": 87, "active": True, "locked": True, "comment": "add brotli"},
                    ],
                }
            ),
        ),
        (
            "fastly_clone_version",
            {"service_id": FSVC, "version": 87},
            j(
                {
                    "number": 88,
                    "service_id": FSVC,
                    "active": False,
                    "locked": False,
                    "comment": "add brotli",
                    "created_at": "2024-10-22T10:01:55Z",
                }
            ),
        ),
        (
            "fastly_update_settings",
            {"service_id": FSVC, "version": 88, "general.default_ttl": 3600},
            j(
                {
                    "service_id": FSVC,
                    "version": 88,
                    "general.default_ttl": 3600,
                    "general.default_host": "",
                    "general.stale_if_error": False,
                    "general.stale_if_error_ttl": 43200,
                }
            ),
        ),
        (
            "fastly_activate_version",
            {"service_id": FSVC, "version": 88},
            j(
                {
                    "number": 88,
                    "service_id": FSVC,
                    "active": True,
                    "locked": True,
                    "comment": "add brotli",
                    "updated_at": "2024-10-22T10:02:31Z",
                }
            ),
        ),
        (
            "fastly_purge_key",
            {"service_id": FSVC, "key": "homepage", "soft": True},
            j({"status": "ok", "id": "108-1729591360-" + str(num("fpurge", 1000000, 9999999))}),
        ),
    ],
)
S(
    "fastly",
    False,
    "What's the cache hit ratio for Fastly service www-prod over the last 24 hours, by POP?",
    [
        (
            "fastly_stats",
            {"service_id": FSVC, "from": "24 hours ago", "by": "hour"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
        (
            "fastly_stats_by_pop",
            {"service_id": FSVC, "from": "24 hours ago"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
        (
            "fastly_stats",
            {"service_id": FSVC, "from": "1 day ago", "by": "day"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
        (
            "fastly_stats_field",
            {"service_id": FSVC, "field": "hit_ratio", "from": "24 hours ago"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
        (
            "fastly_stats_by_pop",
            {"service_id": FSVC, "from": "12 hours ago", "region": "europe"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
        (
            "fastly_stats",
            {"service_id": FSVC, "from": "6 hours ago", "by": "minute"},
            j(
                {
                    "msg": "Rate limit exceeded",
                    "detail": "You have exceeded the rate limit for the stats API. Please slow down.",
                    "status": "error",
                }
            ),
        ),
    ],
)


def ak_act(status, pct=None):
    return j(
        {
            "accountId": "act_1-1TJZFB",
            "contractId": "ctr_1-1TJZH5",
            "groupId": "grp_15225",
            "activations": {
                "items": [
                    {
                        "activationId": "atv_" + str(num("atv", 1000000, 9999999)),
                        "propertyName": "www.acme-travel.com",
                        "propertyId": "prp_173136",
                        "propertyVersion": 42,
                        "network": "PRODUCTION",
                        "activationType": "ACTIVATE",
                        "status": status,
                        "submitDate": "2024-10-22T11:00:03Z",
                        "updateDate": "2024-10-22T11:%02d:00Z" % (2 + len(status)),
                        "note": "Raise TTL for /static",
                        "notifyEmails": ["cdn-team@acme-travel.example"],
                    }
                ]
            },
        }
    )


S(
    "akamai",
    True,
    "Activate version 42 of the www.acme-travel.com Akamai property on production, wait for it, then invalidate /static/app.css.",
    [
        (
            "akamai_papi_activate",
            {
                "propertyId": "prp_173136",
                "propertyVersion": 42,
                "network": "PRODUCTION",
                "note": "Raise TTL for /static",
                "notifyEmails": ["cdn-team@acme-travel.example"],
                "acknowledgeAllWarnings": True,
            },
            j(
                {
                    "activationLink": "/papi/v1/properties/prp_173136/activations/atv_"
                    + str(num("atv", 1000000, 9999999))
                    + "?contractId=ctr_1-1TJZH5&groupId=grp_15225"
                }
            ),
        ),
        (
            "akamai_papi_get_activation",
            {
                "propertyId": "prp_173136",
                "activationId": "atv_" + str(num("atv", 1000000, 9999999)),
            },
            ak_act("PENDING"),
        ),
        (
            "akamai_papi_get_activation",
            {
                "propertyId": "prp_173136",
                "activationId": "atv_" + str(num("atv", 1000000, 9999999)),
            },
            ak_act("PENDING"),
        ),
        (
            "akamai_papi_get_activation",
            {
                "propertyId": "prp_173136",
                "activationId": "atv_" + str(num("atv", 1000000, 9999999)),
            },
            ak_act("PENDING"),
        ),
        (
            "akamai_papi_get_activation",
            {
                "propertyId": "prp_173136",
                "activationId": "atv_" + str(num("atv", 1000000, 9999999)),
            },
            ak_act("ACTIVE"),
        ),
        (
            "akamai_fast_purge",
            {
                "action": "invalidate",
                "network": "production",
                "objects": ["https://www.acme-travel.com/static/app.css"],
            },
            j(
                {
                    "httpStatus": 201,
                    "detail": "Request accepted",
                    "supportId": "17PY1729" + str(num("sup", 10**11, 10**12 - 1)),
                    "purgeId": h("pg1", 8)
                    + "-"
                    + h("pg2", 4)
                    + "-11ef-"
                    + h("pg3", 4)
                    + "-"
                    + h("pg4", 12),
                    "estimatedSeconds": 5,
                }
            ),
        ),
    ],
)
S(
    "akamai",
    True,
    "Purge the cache tags 'fares-LHR' and 'fares-CDG' on Akamai staging and production.",
    [
        (
            "akamai_fast_purge",
            {
                "action": "invalidate",
                "type": "tag",
                "network": "staging",
                "objects": ["fares-LHR", "fares-CDG"],
            },
            j(
                {
                    "httpStatus": 201,
                    "detail": "Request accepted",
                    "supportId": "17PY1729" + str(num("sup2", 10**11, 10**12 - 1)),
                    "purgeId": h("pg5", 8)
                    + "-"
                    + h("pg6", 4)
                    + "-11ef-"
                    + h("pg7", 4)
                    + "-"
                    + h("pg8", 12),
                    "estimatedSeconds": 5,
                }
            ),
        ),
        (
            "akamai_fast_purge",
            {
                "action": "invalidate",
                "type": "tag",
                "network": "production",
                "objects": ["fares-LHR", "fares-CDG"],
            },
            j(
                {
                    "httpStatus": 201,
                    "detail": "Request accepted",
                    "supportId": "17PY1729" + str(num("sup3", 10**11, 10**12 - 1)),
                    "purgeId": h("pg9", 8)
                    + "-"
                    + h("pga", 4)
                    + "-11ef-"
                    + h("pgb", 4)
                    + "-"
                    + h("pgc", 12),
                    "estimatedSeconds": 5,
                }
            ),
        ),
        (
            "send_message",
            {
                "channel": "#fares-ops",
                "text": "Akamai purge submitted for fares-LHR, fares-CDG (staging + production), ~5s.",
            },
            "ok",
        ),
    ],
)

DIST = "E2" + h("dist", 12).upper()


def cf_inv(status):
    return jp(
        {
            "Invalidation": {
                "Id": "I3" + h("inv", 12).upper(),
                "Status": status,
                "CreateTime": "2024-10-22T12:10:44.218000+00:00",
                "InvalidationBatch": {
                    "Paths": {"Quantity": 2, "Items": ["/index.html", "/assets/*"]},
                    "CallerReference": "cli-1729599043-" + str(num("cref", 100000, 999999)),
                },
            }
        }
    )


S(
    "cloudfront",
    True,
    "Invalidate /index.html and /assets/* on the docs CloudFront distribution and wait until it completes.",
    [
        (
            "shell",
            {
                "command": "aws cloudfront list-distributions --query \"DistributionList.Items[?contains(Aliases.Items, 'docs.acme.dev')].[Id,DomainName,Status]\" --output text"
            },
            f"{DIST}\td1{h('cfdom', 12)}.cloudfront.net\tDeployed",
        ),
        (
            "shell",
            {
                "command": f"aws cloudfront create-invalidation --distribution-id {DIST} --paths /index.html '/assets/*'"
            },
            jp(
                {
                    "Location": f"https://cloudfront.amazonaws.com/2020-05-31/distribution/{DIST}/invalidation/I3"
                    + h("inv", 12).upper(),
                    **json.loads(cf_inv("InProgress")),
                }
            ),
        ),
        (
            "shell",
            {
                "command": f"aws cloudfront get-invalidation --distribution-id {DIST} --id I3"
                + h("inv", 12).upper()
            },
            cf_inv("InProgress"),
        ),
        (
            "shell",
            {
                "command": f"aws cloudfront get-invalidation --distribution-id {DIST} --id I3"
                + h("inv", 12).upper()
            },
            cf_inv("InProgress"),
        ),
        (
            "shell",
            {
                "command": f"aws cloudfront get-invalidation --distribution-id {DIST} --id I3"
                + h("inv", 12).upper()
            },
            cf_inv("Completed"),
        ),
    ],
)

BPZ = num("bunny-pz", 1000000, 2999999)
S(
    "bunny",
    True,
    "Purge the bunny.net pull zone for images.acme.dev and tell me yesterday's bandwidth and cache hit rate.",
    [
        (
            "bunny_list_pullzones",
            {"search": "images"},
            j(
                [
                    {
                        "Id": BPZ,
                        "Name": "acme-images",
                        "OriginUrl": "https://acme-img.s3.eu-central-1.amazonaws.com",
                        "Enabled": True,
                        "Hostnames": [
                            {
                                "Id": 4411902,
                                "Value": "acme-images.b-cdn.net",
                                "ForceSSL": False,
                                "IsSystemHostname": True,
                            },
                            {
                                "Id": 4411903,
                                "Value": "images.acme.dev",
                                "ForceSSL": True,
                                "IsSystemHostname": False,
                            },
                        ],
                        "MonthlyBandwidthUsed": 1840221104411,
                        "CacheControlMaxAgeOverride": 2592000,
                        "Type": 0,
                    }
                ]
            ),
        ),
        ("bunny_purge_pullzone", {"id": BPZ}, "HTTP 204 No Content"),
        (
            "bunny_statistics",
            {"pullZone": BPZ, "dateFrom": "2024-10-21T00:00:00Z", "dateTo": "2024-10-21T23:59:59Z"},
            j(
                {
                    "TotalBandwidthUsed": 61204418870,
                    "TotalOriginTraffic": 4120900121,
                    "AverageOriginResponseTime": 41,
                    "TotalRequestsServed": 20118332,
                    "CacheHitRate": 93.27,
                    "BandwidthUsedChart": {"2024-10-21T00:00:00Z": 61204418870},
                    "Error3xxChart": {},
                    "Error4xxChart": {"2024-10-21T00:00:00Z": 40221},
                    "Error5xxChart": {"2024-10-21T00:00:00Z": 12},
                }
            ),
        ),
    ],
)

NSITE = h("nsite1", 8) + "-" + h("nsite2", 4) + "-4e1f-a2b0-" + h("nsite3", 12)


NL_DEP = "671a" + h("dep", 20)


def nl_deploy(state, err=None, did=NL_DEP):
    return j(
        {
            "id": did,
            "site_id": NSITE,
            "state": state,
            "name": "acme-docs",
            "url": "https://docs.acme.dev",
            "deploy_url": f"https://{did}--acme-docs.netlify.app",
            "admin_url": "https://app.netlify.com/sites/acme-docs",
            "branch": "main",
            "commit_ref": h("commit", 40),
            "context": "production",
            "error_message": err,
            "created_at": "2024-10-22T13:00:01.552Z",
            "published_at": None if state != "ready" else "2024-10-22T13:02:40.118Z",
            "title": "docs: fix broken links in quickstart",
        }
    )


S(
    "netlify",
    True,
    "Trigger a new production deploy of the acme-docs Netlify site and confirm it's live.",
    [
        (
            "netlify_create_build",
            {"site_id": NSITE, "clear_cache": True},
            j(
                {
                    "id": "671a" + h("build", 20),
                    "deploy_id": "671a" + h("dep", 20),
                    "sha": None,
                    "done": False,
                    "error": None,
                    "created_at": "2024-10-22T13:00:01.552Z",
                }
            ),
        ),
        ("netlify_get_deploy", {"deploy_id": "671a" + h("dep", 20)}, nl_deploy("building")),
        ("netlify_get_deploy", {"deploy_id": "671a" + h("dep", 20)}, nl_deploy("building")),
        ("netlify_get_deploy", {"deploy_id": "671a" + h("dep", 20)}, nl_deploy("processing")),
        ("netlify_get_deploy", {"deploy_id": "671a" + h("dep", 20)}, nl_deploy("ready")),
        (
            "http_get",
            {"url": "https://docs.acme.dev/", "method": "HEAD"},
            "HTTP/2 200\nage: 0\ncache-control: public,max-age=0,must-revalidate\ncontent-type: text/html; charset=UTF-8\nserver: Netlify\nx-nf-request-id: 01JAV"
            + h("nfreq", 21).upper(),
        ),
    ],
)
S(
    "netlify",
    False,
    "Why did the last three deploys of the marketing site fail on Netlify? Get the build logs.",
    [
        (
            "shell",
            {
                "command": 'netlify api listSiteDeploys --data \'{"site_id": "acme-marketing", "per_page": 3}\''
            },
            'Error: JSONHTTPError: Not Found 404\n{\n  "code": 404,\n  "message": "Not Found"\n}',
        ),
        (
            "shell",
            {"command": "netlify status"},
            "──────────────────────┐\n Current Netlify User │\n──────────────────────┘\nName:  Dana Ruiz\nEmail: dana@personal-mail.example\nTeams:\n  Dana Ruiz's team: Collaborator\n\nNo site configured for this folder. Run netlify link to link it.",
        ),
        ("shell", {"command": "netlify sites:list --json | head -40"}, "[]"),
        (
            "shell",
            {
                "command": 'netlify api listSiteDeploys --data \'{"site_id": "'
                + h("nsite-mkt", 8)
                + "-3b1c-4d2e-8f90-"
                + h("nsite-mkt2", 12)
                + "\"}'"
            },
            'Error: JSONHTTPError: Not Found 404\n{\n  "code": 404,\n  "message": "Not Found"\n}',
        ),
        (
            "shell",
            {"command": 'netlify api getSite --data \'{"site_id": "acme-marketing.netlify.app"}\''},
            'Error: JSONHTTPError: Not Found 404\n{\n  "code": 404,\n  "message": "Not Found"\n}',
        ),
        (
            "shell",
            {"command": "netlify link --name acme-marketing"},
            "\nLooking for sites with the name acme-marketing\n\n No sites found with search term acme-marketing.\n Please double check your site name and try again.",
        ),
        (
            "shell",
            {"command": 'netlify api listSites --data \'{"filter": "all", "name": "marketing"}\''},
            "[]",
        ),
    ],
)

# ---------------------------------------------------------------- research identifiers
ORC = "0000-0002-" + str(num("orcid", 1000, 9999)) + "-" + str(num("orcid2", 100, 999)) + "X"


def orc_works(items):
    return j(
        {
            "last-modified-date": {"value": 1718822400000},
            "group": [
                {
                    "last-modified-date": {"value": 1718822400000},
                    "external-ids": {
                        "external-id": [
                            {
                                "external-id-type": "doi",
                                "external-id-value": d,
                                "external-id-relationship": "self",
                            }
                        ]
                    },
                    "work-summary": [
                        {
                            "put-code": num(t, 10000000, 99999999),
                            "title": {"title": {"value": t}},
                            "type": ty,
                            "publication-date": {"year": {"value": y}, "month": None, "day": None},
                            "journal-title": {"value": jt} if jt else None,
                            "visibility": "public",
                            "path": f"/{ORC}/work/{num(t, 10000000, 99999999)}",
                        }
                    ],
                }
                for t, d, ty, y, jt in items
            ],
            "path": f"/{ORC}/works",
        }
    )


S(
    "orcid",
    True,
    "Find the ORCID iD of Dr. Amara Nwosu (Univ. of Leeds, hydrology) and list her datasets and articles since 2021.",
    [
        (
            "orcid_expanded_search",
            {"q": "family-name:Nwosu AND given-names:Amara"},
            j(
                {
                    "expanded-result": [
                        {
                            "orcid-id": ORC,
                            "given-names": "Amara",
                            "family-names": "Nwosu",
                            "credit-name": None,
                            "other-name": [],
                            "email": [],
                            "institution-name": ["University of Leeds"],
                        },
                        {
                            "orcid-id": "0000-0003-1144-2071",
                            "given-names": "Amara C.",
                            "family-names": "Nwosu",
                            "credit-name": None,
                            "other-name": [],
                            "email": [],
                            "institution-name": ["University of Lagos"],
                        },
                    ],
                    "num-found": 2,
                }
            ),
        ),
        (
            "orcid_get_works",
            {"orcid": ORC},
            orc_works(
                [
                    (
                        "Catchment-scale soil moisture recession under drought",
                        "10.1029/2023WR034771",
                        "journal-article",
                        "2023",
                        "Water Resources Research",
                    ),
                    (
                        "Aire catchment piezometer network 2019-2022",
                        "10.5285/8c4e1d2a-" + h("eidc", 4) + "-4d3f-9c2e-" + h("eidc2", 12),
                        "data-set",
                        "2022",
                        None,
                    ),
                    (
                        "Groundwater response to storm Ciara",
                        "10.5194/hess-25-4021-2021",
                        "journal-article",
                        "2021",
                        "Hydrology and Earth System Sciences",
                    ),
                    (
                        "Flood attenuation in upland peat",
                        "10.1016/j.jhydrol.2019.124210",
                        "journal-article",
                        "2019",
                        "Journal of Hydrology",
                    ),
                ]
            ),
        ),
        (
            "orcid_get_employments",
            {"orcid": ORC},
            j(
                {
                    "affiliation-group": [
                        {
                            "summaries": [
                                {
                                    "employment-summary": {
                                        "department-name": "School of Geography",
                                        "role-title": "Lecturer in Hydrology",
                                        "start-date": {
                                            "year": {"value": "2020"},
                                            "month": {"value": "09"},
                                        },
                                        "end-date": None,
                                        "organization": {
                                            "name": "University of Leeds",
                                            "address": {"city": "Leeds", "country": "GB"},
                                        },
                                    }
                                }
                            ]
                        }
                    ],
                    "path": f"/{ORC}/employments",
                }
            ),
        ),
    ],
)
S(
    "orcid",
    False,
    "Get the publication list for ORCID 0000-0001-7712-4430 and 0000-0002-1185-0936 to compare their output.",
    [
        (
            "orcid_get_works",
            {"orcid": "0000-0001-7712-4430"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
        (
            "orcid_get_works",
            {"orcid": "0000-0002-1185-0936"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
        (
            "orcid_get_record",
            {"orcid": "0000-0001-7712-4430"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
        (
            "orcid_expanded_search",
            {"q": "orcid:0000-0002-1185-0936"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
        (
            "orcid_get_works",
            {"orcid": "0000-0001-7712-4430", "api": "pub.orcid.org/v2.1"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
        (
            "orcid_get_record",
            {"orcid": "0000-0002-1185-0936"},
            "<html>\n<head><title>503 Service Temporarily Unavailable</title></head>\n<body>\n<center><h1>503 Service Temporarily Unavailable</h1></center>\n<p>ORCID is undergoing scheduled maintenance. The registry will be read-only or unavailable during this window; please check https://status.orcid.org.</p>\n</body>\n</html>",
        ),
    ],
)


def dc(items, total=None):
    return j(
        {
            "data": [
                {
                    "id": d,
                    "type": "dois",
                    "attributes": {
                        "doi": d,
                        "titles": [{"title": t}],
                        "creators": [{"name": c, "nameType": "Personal"}],
                        "publisher": p,
                        "publicationYear": y,
                        "types": {"resourceTypeGeneral": rt},
                        "url": f"https://doi.org/{d}",
                        "state": "findable",
                        "citationCount": cc,
                    },
                }
                for d, t, c, p, y, rt, cc in items
            ],
            "meta": {"total": len(items) if total is None else total, "totalPages": 1, "page": 1},
            "links": {"self": "https://api.datacite.org/dois?query=..."},
        }
    )


S(
    "datacite",
    True,
    "Check whether DOI 10.5281/zenodo.7312208 resolves in DataCite and find other datasets by the same creator.",
    [
        (
            "datacite_get_doi",
            {"doi": "10.5281/zenodo.7312208"},
            dc(
                [
                    (
                        "10.5281/zenodo.7312208",
                        "Sentinel-2 cloud masks for the Alps (v1.2)",
                        "Kessler, Jonas",
                        "Zenodo",
                        2022,
                        "Dataset",
                        14,
                    )
                ]
            )
            .replace('"data":[', '"data":')
            .replace('}],"meta"', '},"meta"', 1),
        ),
        (
            "datacite_search",
            {"query": 'creators.name:"Kessler, Jonas"', "resource-type-id": "dataset"},
            dc(
                [
                    (
                        "10.5281/zenodo.7312208",
                        "Sentinel-2 cloud masks for the Alps (v1.2)",
                        "Kessler, Jonas",
                        "Zenodo",
                        2022,
                        "Dataset",
                        14,
                    ),
                    (
                        "10.5281/zenodo.5820113",
                        "Snow line elevation time series, Valais 1985-2020",
                        "Kessler, Jonas",
                        "Zenodo",
                        2021,
                        "Dataset",
                        6,
                    ),
                    (
                        "10.48620/" + str(num("bern", 100, 999)),
                        "Glacier outlines Bernese Oberland 2023",
                        "Kessler, Jonas",
                        "BORIS Portal",
                        2024,
                        "Dataset",
                        0,
                    ),
                ]
            ),
        ),
        (
            "datacite_get_doi",
            {"doi": "10.5281/zenodo.7312207"},
            j(
                {
                    "errors": [
                        {
                            "status": "404",
                            "title": "The resource you are looking for doesn't exist.",
                        }
                    ]
                }
            ),
        ),
    ],
)
S(
    "datacite",
    True,
    "Has our repository minted any DataCite DOIs with the prefix 10.80420 this year? We don't think so.",
    [
        ("datacite_search", {"prefix": "10.80420", "registered": "2024"}, dc([], 0)),
        (
            "datacite_search",
            {"prefix": "10.80420"},
            dc(
                [
                    (
                        "10.80420/r3x-7q2m",
                        "Test DOI - please ignore",
                        "Repository Admin",
                        "Acme University Data Repository",
                        2023,
                        "Other",
                        0,
                    )
                ]
            ),
        ),
        ("datacite_search", {"prefix": "10.80420", "state": "draft,registered"}, dc([], 0)),
    ],
)
S(
    "datacite",
    False,
    "Find DataCite datasets about 'permafrost methane flux' published 2022-2024.",
    [
        (
            "datacite_search",
            {"query": "permafrost methane flux", "published": "2022-2024"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "permafrost CH4 emissions"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "titles.title:permafrost", "resource-type-id": "dataset"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "methane eddy covariance arctic"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "thermokarst lake methane", "page[size]": 50},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "permafrost", "published": "2023"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
        (
            "datacite_search",
            {"query": "subjects.subject:permafrost"},
            dc(
                [
                    (
                        "10.5072/example-full",
                        "Full DataCite XML Example",
                        "Miller, Elizabeth",
                        "DataCite",
                        2014,
                        "Software",
                        0,
                    )
                ]
            ),
        ),
    ],
)

ZDEP = num("zdep", 10000000, 14999999)
S(
    "zenodo",
    True,
    "Publish our model weights and README as a new Zenodo upload with title 'FloodNet-S v2 weights', CC-BY-4.0.",
    [
        (
            "zenodo_create_deposition",
            {},
            j(
                {
                    "id": ZDEP,
                    "conceptrecid": str(ZDEP - 1),
                    "created": "2024-10-22T14:00:12.880011+00:00",
                    "modified": "2024-10-22T14:00:12.902113+00:00",
                    "state": "unsubmitted",
                    "submitted": False,
                    "title": "",
                    "metadata": {
                        "prereserve_doi": {"doi": f"10.5281/zenodo.{ZDEP}", "recid": ZDEP}
                    },
                    "links": {
                        "bucket": f"https://zenodo.org/api/files/{h('zb', 8)}-{h('zb2', 4)}-4f0e-8a1b-{h('zb3', 12)}",
                        "html": f"https://zenodo.org/deposit/{ZDEP}",
                        "publish": f"https://zenodo.org/api/deposit/depositions/{ZDEP}/actions/publish",
                    },
                }
            ),
        ),
        (
            "zenodo_upload_file",
            {
                "bucket": f"{h('zb', 8)}-{h('zb2', 4)}-4f0e-8a1b-{h('zb3', 12)}",
                "filename": "floodnet_s_v2.safetensors",
            },
            j(
                {
                    "key": "floodnet_s_v2.safetensors",
                    "mimetype": "application/octet-stream",
                    "checksum": "md5:" + h("w1", 32),
                    "version_id": h("v1", 8) + "-" + h("v1b", 4) + "-4a2b-9c3d-" + h("v1c", 12),
                    "size": 412883200,
                    "created": "2024-10-22T14:01:55.301+00:00",
                    "is_head": True,
                    "delete_marker": False,
                }
            ),
        ),
        (
            "zenodo_upload_file",
            {
                "bucket": f"{h('zb', 8)}-{h('zb2', 4)}-4f0e-8a1b-{h('zb3', 12)}",
                "filename": "README.md",
            },
            j(
                {
                    "key": "README.md",
                    "mimetype": "text/markdown",
                    "checksum": "md5:" + h("w2", 32),
                    "version_id": h("v2", 8) + "-" + h("v2b", 4) + "-4a2b-9c3d-" + h("v2c", 12),
                    "size": 6120,
                    "created": "2024-10-22T14:02:03.118+00:00",
                    "is_head": True,
                    "delete_marker": False,
                }
            ),
        ),
        (
            "zenodo_update_deposition",
            {
                "id": ZDEP,
                "metadata": {
                    "title": "FloodNet-S v2 weights",
                    "upload_type": "software",
                    "license": "cc-by-4.0",
                    "creators": [{"name": "Okoro, Chidi", "affiliation": "Acme Lab"}],
                    "description": "Trained weights for FloodNet-S v2.",
                },
            },
            j(
                {
                    "id": ZDEP,
                    "state": "unsubmitted",
                    "submitted": False,
                    "title": "FloodNet-S v2 weights",
                    "metadata": {
                        "title": "FloodNet-S v2 weights",
                        "upload_type": "software",
                        "license": "cc-by-4.0",
                        "prereserve_doi": {"doi": f"10.5281/zenodo.{ZDEP}", "recid": ZDEP},
                    },
                }
            ),
        ),
        (
            "zenodo_publish",
            {"id": ZDEP},
            j(
                {
                    "id": ZDEP,
                    "doi": f"10.5281/zenodo.{ZDEP}",
                    "doi_url": f"https://doi.org/10.5281/zenodo.{ZDEP}",
                    "state": "done",
                    "submitted": True,
                    "title": "FloodNet-S v2 weights",
                    "links": {
                        "record": f"https://zenodo.org/api/records/{ZDEP}",
                        "html": f"https://zenodo.org/records/{ZDEP}",
                    },
                }
            ),
        ),
    ],
)
S(
    "zenodo",
    False,
    "Search Zenodo for the latest version of the 'CAMELS-GB' dataset and its file list.",
    [
        (
            "zenodo_search_records",
            {"q": "CAMELS-GB", "sort": "mostrecent"},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
        (
            "zenodo_search_records",
            {"q": 'title:"CAMELS-GB"', "type": "dataset"},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
        (
            "zenodo_get_record",
            {"id": 4271271},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
        (
            "zenodo_search_records",
            {"q": "catchment attributes Great Britain"},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
        (
            "zenodo_get_record_files",
            {"id": 4271271},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
        (
            "zenodo_search_records",
            {"q": "CAMELS GB hydrometeorological", "all_versions": True},
            j({"status": 429, "message": "Too many requests. Please try again later."}),
        ),
    ],
)

S(
    "figshare",
    True,
    "Find the figshare dataset for 'honeybee foraging RFID' and tell me its license and file sizes.",
    [
        (
            "figshare_search_articles",
            {"search_for": "honeybee foraging RFID", "item_type": 3},
            j(
                [
                    {
                        "id": 21748301,
                        "title": "RFID tracking of honeybee foraging trips, 2021 season",
                        "doi": "10.6084/m9.figshare.21748301.v2",
                        "handle": "",
                        "url": "https://api.figshare.com/v2/articles/21748301",
                        "published_date": "2023-01-09T10:14:22Z",
                        "defined_type": 3,
                        "defined_type_name": "dataset",
                        "group_id": 13,
                        "url_public_html": "https://figshare.com/articles/dataset/RFID_tracking/21748301",
                        "timeline": {
                            "posted": "2023-01-09T10:14:22",
                            "firstOnline": "2022-12-19T08:02:11",
                        },
                    }
                ]
            ),
        ),
        (
            "figshare_get_article",
            {"id": 21748301},
            j(
                {
                    "id": 21748301,
                    "title": "RFID tracking of honeybee foraging trips, 2021 season",
                    "version": 2,
                    "license": {
                        "value": 1,
                        "name": "CC BY 4.0",
                        "url": "https://creativecommons.org/licenses/by/4.0/",
                    },
                    "files": [
                        {
                            "id": 38601102,
                            "name": "rfid_events_2021.csv.gz",
                            "size": 118204412,
                            "is_link_only": False,
                            "download_url": "https://ndownloader.figshare.com/files/38601102",
                            "supplied_md5": h("f1", 32),
                            "computed_md5": h("f1", 32),
                        },
                        {
                            "id": 38601105,
                            "name": "hive_metadata.xlsx",
                            "size": 48211,
                            "is_link_only": False,
                            "download_url": "https://ndownloader.figshare.com/files/38601105",
                            "supplied_md5": h("f2", 32),
                            "computed_md5": h("f2", 32),
                        },
                    ],
                    "authors": [
                        {
                            "id": 9120443,
                            "full_name": "Lena Fischer",
                            "orcid_id": "0000-0001-9011-2284",
                        }
                    ],
                    "categories": [{"id": 24, "title": "Ecology"}],
                }
            ),
        ),
    ],
)


def dblp(query, hits):
    return j(
        {
            "result": {
                "query": query,
                "status": {"@code": "200", "text": "OK"},
                "time": {
                    "@unit": "msecs",
                    "text": "%d.%02d" % (num(query, 1, 40), num(query + "t", 0, 99)),
                },
                "completions": {
                    "@total": "1",
                    "@computed": "1",
                    "@sent": "1",
                    "c": {
                        "@sc": "2",
                        "@dc": "2",
                        "@oc": "2",
                        "@id": "1",
                        "text": query.split()[0].lower(),
                    },
                },
                "hits": {
                    "@total": str(len(hits)),
                    "@computed": str(len(hits)),
                    "@sent": str(len(hits)),
                    "@first": "0",
                    "hit": [
                        {
                            "@score": "6",
                            "@id": str(num(t, 1000000, 9999999)),
                            "info": {
                                "authors": {
                                    "author": [
                                        {
                                            "@pid": "%d/%d"
                                            % (num(a, 10, 299), num(a + "p", 1000, 9999)),
                                            "text": a,
                                        }
                                        for a in au
                                    ]
                                },
                                "title": t + ".",
                                "venue": v,
                                "year": y,
                                "type": "Conference and Workshop Papers"
                                if "Conf" not in v
                                else "Conference and Workshop Papers",
                                "access": "closed",
                                "key": "conf/%s/%s%s"
                                % (v.lower().split()[0], au[0].split()[-1], y),
                                "doi": d,
                                "ee": "https://doi.org/" + d,
                                "url": "https://dblp.org/rec/conf/%s/%s%s"
                                % (v.lower().split()[0], au[0].split()[-1], y),
                            },
                            "url": "URL#" + str(num(t, 1000000, 9999999)),
                        }
                        for t, au, v, y, d in hits
                    ],
                },
            }
        }
    )


S(
    "dblp",
    True,
    "List the VLDB and SIGMOD papers by Hannes Vogt between 2020 and 2024 from DBLP.",
    [
        (
            "dblp_search_author",
            {"q": "Hannes Vogt"},
            j(
                {
                    "result": {
                        "query": "Hannes* Vogt*",
                        "status": {"@code": "200", "text": "OK"},
                        "hits": {
                            "@total": "1",
                            "@sent": "1",
                            "hit": [
                                {
                                    "@score": "8",
                                    "info": {
                                        "author": "Hannes Vogt",
                                        "url": "https://dblp.org/pid/204/8812",
                                    },
                                }
                            ],
                        },
                    }
                }
            ),
        ),
        (
            "dblp_search_publ",
            {"q": "author:Hannes_Vogt: venue:PVLDB:"},
            dblp(
                "author:Hannes_Vogt: venue:PVLDB:",
                [
                    (
                        "Adaptive Compression for Learned Index Structures",
                        ["Hannes Vogt", "Mira Lindqvist"],
                        "Proc. VLDB Endow.",
                        "2022",
                        "10.14778/3551793.3551811",
                    )
                ],
            ),
        ),
        (
            "dblp_search_publ",
            {"q": "author:Hannes_Vogt: venue:SIGMOD"},
            dblp(
                "author:Hannes_Vogt: venue:SIGMOD",
                [
                    (
                        "Skew-Aware Join Scheduling on Disaggregated Memory",
                        ["Hannes Vogt", "Tomás Ibarra", "Mira Lindqvist"],
                        "SIGMOD Conference",
                        "2023",
                        "10.1145/3555041.3589704",
                    ),
                    (
                        "Cost Models for Tiered Object Storage",
                        ["Hannes Vogt"],
                        "SIGMOD Conference",
                        "2019",
                        "10.1145/3299869.3319871",
                    ),
                ],
            ),
        ),
        (
            "dblp_search_publ",
            {"q": "author:Hannes_Vogt: year:2024:"},
            dblp(
                "author:Hannes_Vogt: year:2024:",
                [
                    (
                        "Serverless Query Processing with Predictable Tail Latency",
                        ["Lukas Brenner", "Hannes Vogt"],
                        "CIDR",
                        "2024",
                        "10.48550/arXiv.2401.09920",
                    )
                ],
            ),
        ),
    ],
)


def insp(hits, total=None):
    return j(
        {
            "hits": {
                "hits": [
                    {
                        "id": str(cn),
                        "created": "2023-0%d-12T08:00:00+00:00" % num(t, 1, 9),
                        "metadata": {
                            "control_number": cn,
                            "titles": [{"title": t}],
                            "citation_count": cc,
                            "arxiv_eprints": [{"value": ax, "categories": ["hep-ph"]}],
                            "authors_count": ac,
                            "dois": [{"value": d}] if d else [],
                        },
                    }
                    for cn, t, cc, ax, ac, d in hits
                ],
                "total": len(hits) if total is None else total,
            },
            "links": {"self": "https://inspirehep.net/api/literature?q=...&size=10&page=1"},
        }
    )


S(
    "inspire",
    True,
    "How many citations do the two most cited INSPIRE papers on 'muon g-2 hadronic vacuum polarization lattice' have?",
    [
        (
            "inspire_search_literature",
            {
                "q": "t muon g-2 and t hadronic vacuum polarization and t lattice",
                "sort": "mostcited",
                "size": 2,
            },
            insp(
                [
                    (
                        1819111,
                        "Leading hadronic contribution to the muon magnetic moment from lattice QCD",
                        1204,
                        "2002.12347",
                        14,
                        "10.1038/s41586-021-03418-1",
                    ),
                    (
                        2150922,
                        "Lattice calculation of the intermediate-window contribution to hadronic vacuum polarization",
                        241,
                        "2206.06582",
                        21,
                        "10.1103/PhysRevD.107.074506",
                    ),
                ],
                388,
            ),
        ),
        (
            "inspire_get_literature",
            {"recid": 1819111, "fields": "citation_count,citation_count_without_self_citations"},
            j(
                {
                    "id": "1819111",
                    "metadata": {
                        "citation_count": 1204,
                        "citation_count_without_self_citations": 1121,
                    },
                }
            ),
        ),
        (
            "inspire_get_literature",
            {"recid": 2150922, "fields": "citation_count,citation_count_without_self_citations"},
            j(
                {
                    "id": "2150922",
                    "metadata": {
                        "citation_count": 241,
                        "citation_count_without_self_citations": 205,
                    },
                }
            ),
        ),
    ],
)
S(
    "inspire",
    False,
    "Pull recent INSPIRE papers on sterile neutrino searches at short-baseline experiments and note the collaborations.",
    [
        (
            "inspire_search_literature",
            {"q": "t sterile neutrino and t short baseline", "sort": "mostrecent"},
            "upstream request timeout",
        ),
        (
            "inspire_search_literature",
            {"q": "sterile neutrino SBND", "sort": "mostrecent"},
            "upstream request timeout",
        ),
        (
            "inspire_search_literature",
            {"q": "cn MicroBooNE and t sterile"},
            "upstream request timeout",
        ),
        (
            "inspire_search_literature",
            {"q": "t eV-scale sterile neutrino", "size": 5},
            "upstream request timeout",
        ),
        (
            "inspire_search_literature",
            {"q": "sterile neutrino", "size": 5, "fields": "titles,collaborations"},
            "upstream request timeout",
        ),
        (
            "inspire_search_literature",
            {"q": "cn PROSPECT or cn STEREO", "sort": "mostrecent"},
            "upstream request timeout",
        ),
    ],
)


def rows() -> list[dict]:
    out = []
    for s in SESSIONS:
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"{SOURCE}/{s['family']}",
                    "run_id": s["run_id"],
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
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout38.jsonl")
    )
