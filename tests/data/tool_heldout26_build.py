"""Held-out fixture tool_heldout26: tool calls from five domains no earlier fixture covered.

Run with no argument to write tests/data/tool_heldout26.jsonl (``main(out)`` writes ``out``).
Deterministic: no clock, no randomness; identifiers are hashes of fixed strings.

Each row is one tool call in the project's ``real-runs`` format; the rows of one session are
consecutive and in call order.  Successful sessions are hard on purpose (paging, polling,
legitimately empty answers, terse acknowledgements); failing sessions are a source that failed
silently while the agent kept calling it.

Where the formats come from, family by family, and how sure I am of them:

Contact centers
- genesys: Genesys Cloud platform API as returned by a thin REST tool (the JSON body).
  POST /api/v2/analytics/conversations/details/query returns ``{"conversations": [...],
  "totalHits": n}`` and only ``{"totalHits": 0}`` when nothing matches; queue observation
  queries return ``{"results": [{"group": {...}, "data": [{"metric": "oWaiting", "stats":
  {"count": n}}]}]}``; callbacks return ``{"conversation": {...}, "callbackIdentifiers": [...]}``.
  Field names from the public API explorer / SDK models; fairly sure, values invented.
- amazon-connect: AWS CLI v2 (``aws connect get-current-metric-data``, ``search-contacts``,
  ``describe-contact``, ``update-contact-attributes``) run through a shell tool; JSON as the
  CLI prints it (4-space indent), NextToken paging; commands with an empty response print
  nothing.  Shapes from the Connect API reference; sure of keys, fairly sure of nesting.
- five9: Five9 Configuration Web Services (SOAP) ``runReport`` / ``isReportRunning`` /
  ``getReportResultCsv`` through a small Python wrapper that returns the unwrapped value
  (report id, "true"/"false", CSV text).  Operation names sure; wrapper output plausible.
- cxone: NICE CXone REST (``/incontactapi/services/v27.0/...``), JSON bodies; the maintenance
  page is the HTML an edge returns.  Resource names fairly sure, fields partly guessed.
- taskrouter: Twilio TaskRouter v1 REST JSON (``workers``, ``tasks``, ``meta`` paging block,
  ``cumulative``/``realtime`` statistics).  Keys from Twilio docs/helper libs; sure.

Energy markets and grid data
- eia: EIA API v2 JSON (``response.total``, ``dateFormat``, ``frequency``, ``data``, ``request``,
  ``apiVersion``); the over-rate-limit body is api.data.gov's ``OVER_RATE_LIMIT`` error.  Sure.
- caiso-oasis: OASIS SingleZip reports (PRC_LMP) unzipped by the tool, CSV columns
  INTERVALSTARTTIME_GMT ... MW; ``INVALID_REQUEST.xml`` with ERR_CODE 1000 "No data returned for
  the specified selection".  Columns fairly sure; the error text from memory, fairly sure.
- ercot: ERCOT public API (api.ercot.com/api/public-reports) ``_meta``/``report``/``fields``/
  ``data`` body, page/size paging.  Fairly sure of the envelope, field lists abbreviated.
- entsoe: Transparency platform REST: ``Publication_MarketDocument`` (TimeSeries/Period/Point)
  and ``Acknowledgement_MarketDocument`` with Reason code 999 "No matching data found ...".
  Checked against the ENTSO-E XSD/code lists found with search; sure of the shapes.
- pjm: PJM Data Miner 2 (api.pjm.com/api/v1/<feed>) JSON with ``links``/``items``/
  ``totalRows``; the 401 body is Azure API Management's standard invalid-subscription-key
  message.  Sure of the APIM text, fairly sure of the feed envelope.
- octopus: Octopus Energy REST v1 (``count``/``next``/``previous``/``results``; unit rates with
  ``value_exc_vat``/``value_inc_vat``/``valid_from``/``valid_to``; consumption).  Sure.

Billing, subscriptions and accounting
- zuora: Zuora REST (``/v1/action/query`` ZOQL ``records``/``size``/``done``;
  ``/v1/accounts/{key}`` with ``success``/``reasons``; usage/orders acknowledgements).  Sure
  of the ``success``/``reasons`` envelope and the "Cannot find entity by key" wording.
- chargebee: Chargebee API v2 JSON (``list`` of wrapped objects, ``next_offset``) and its
  ``api_request_limit_exceeded`` 429 body.  Sure of keys; message text from memory.
- freshbooks: FreshBooks accounting API (``response.result.invoices`` with page/pages/per_page/
  total).  Fairly sure.
- intacct: Sage Intacct XML gateway ``<response>`` with ``<control>``, ``<operation>``,
  ``<result>`` and ``<data listtype count totalcount numremaining resultId>``; readByQuery /
  readMore / create.  Sure of the envelope.
- billcom: Bill.com v3 API JSON (``results``/``nextPage``), payment create acknowledgement.
  Fairly sure of the envelope, fields partly guessed.
- paddle: Paddle Billing API JSON (``data``, ``meta.request_id``, ``meta.pagination`` with
  ``per_page``/``next``/``has_more``/``estimated_total``; errors with ``type``/``code``/
  ``detail``/``documentation_url``).  Sure.

Time-series and OLAP databases through SQL/CLI tools
- druid: Druid SQL over HTTP (``/druid/v2/sql``, resultFormat object -> JSON array of rows;
  the newer ``druidException`` error with ``category`` TIMEOUT).  Fairly sure.
- pinot: Pinot broker ``/query/sql`` JSON (``resultTable.dataSchema``/``rows``,
  ``exceptions``, ``numDocsScanned``, ``timeUsedMs`` ...).  Sure of the main keys.
- timescaledb: ``psql`` aligned table output run through a shell tool (``(n rows)``, ``CALL``,
  ``add_retention_policy`` returning a job id).  Sure.
- questdb: QuestDB REST ``/exec`` JSON (``query``/``columns``/``timestamp``/``dataset``/
  ``count``).  Sure.
- cbq: Couchbase ``cbq`` shell output (requestID, signature, results, errors, status, metrics)
  and error 12003 "Keyspace not found in CB datastore".  Sure of the envelope, fairly sure of
  the message.
- hbase-shell: HBase shell ``scan``/``get``/``count`` printouts ("ROW  COLUMN+CELL", "n row(s)",
  "Took x seconds") and RetriesExhaustedException on a dead cluster.  Sure.
- valkey: ``valkey-cli INFO`` sections and memcached ``stats`` over a socket (``STAT ...``/
  ``END``).  Sure.

Electronics makers and home automation
- zigbee2mqtt: an MQTT tool (publish / subscribe-with-timeout) against Zigbee2MQTT bridge topics
  (``zigbee2mqtt/bridge/request/...`` -> ``.../response/...`` with ``status``/``data``;
  ``bridge/state`` ``{"state":"online"}``).  Sure of topics and payloads; tool wording mine.
- esphome: ``esphome logs/run`` CLI output (INFO/[D][sensor:...] lines, OTA upload lines,
  "Can't connect to ESPHome API" warnings).  Fairly sure.
- node-red: Node-RED admin HTTP API (GET /flows with ``rev``; POST /flows -> ``{"rev": ...}``;
  POST /inject/:id -> ``OK``; 401 ``Unauthorized``).  Sure.
- tasmota: Tasmota HTTP ``/cm?cmnd=...`` JSON replies (``StatusSNS``, ``POWER``, ``Timer1``).
  Sure.
- arduino-cli: ``arduino-cli board list``/``compile``/``upload``/``lib search`` output and
  avrdude's stk500 "not in sync"/"programmer is not responding" errors.  Sure.
- kicad-cli: ``kicad-cli sch erc`` / ``pcb drc`` console lines and the report text files
  ("** ERC messages: n  Errors n  Warnings n", "** Found n DRC violations **").  Fairly sure.
"""

# ruff: noqa: E501  (tool results are quoted as the tools return them: long literal lines are data)

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout26"


def hid(seed: str, n: int = 12) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def uid(seed: str) -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:32]}"


def js(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def aws(obj) -> str:
    return json.dumps(obj, indent=4) + "\n"


SESSIONS: list[dict] = []


def S(family, kind, n, task, calls):
    SESSIONS.append({"family": family, "kind": kind, "n": n, "task": task, "calls": calls})


# ---------------------------------------------------------------------------
# 1. Contact centers
# ---------------------------------------------------------------------------
GEN_Q = "/api/v2/analytics/conversations/details/query"


def gconv(i, queue, media, dur, disp):
    cid = uid(f"gen-conv-{i}")
    return {
        "conversationId": cid,
        "conversationStart": f"2024-05-14T{8 + i % 9:02d}:{(i * 7) % 60:02d}:11.204Z",
        "conversationEnd": f"2024-05-14T{8 + i % 9:02d}:{(i * 7 + dur // 60) % 60:02d}:52.918Z",
        "originatingDirection": "inbound",
        "divisionIds": [uid("gen-div-home")],
        "participants": [
            {
                "participantId": uid(f"gen-p-{i}-c"),
                "purpose": "customer",
                "sessions": [
                    {
                        "mediaType": media,
                        "direction": "inbound",
                        "segments": [{"segmentType": "interact", "queueId": queue}],
                    }
                ],
            },
            {
                "participantId": uid(f"gen-p-{i}-a"),
                "purpose": "agent",
                "userId": uid(f"gen-user-{i % 5}"),
                "sessions": [
                    {
                        "mediaType": media,
                        "metrics": [{"name": "tHandle", "value": dur * 1000}],
                        "segments": [{"segmentType": "wrapup", "wrapUpCode": disp}],
                    }
                ],
            },
        ],
    }


QB = uid("gen-queue-billing")
QT = uid("gen-queue-tech")
S(
    "genesys",
    "ok",
    1,
    "How many inbound voice conversations on the Billing queue yesterday (May 14) ended with the "
    "'Refund Issued' wrap-up code? Page through all of them.",
    [
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/routing/queues", "query": {"name": "Billing*"}},
            js(
                {
                    "entities": [
                        {
                            "id": QB,
                            "name": "Billing - EN",
                            "memberCount": 23,
                            "joined": True,
                            "division": {"id": uid("gen-div-home"), "name": "Home"},
                        },
                        {
                            "id": uid("gen-queue-billing-es"),
                            "name": "Billing - ES",
                            "memberCount": 6,
                            "joined": True,
                            "division": {"id": uid("gen-div-home"), "name": "Home"},
                        },
                    ],
                    "pageSize": 25,
                    "pageNumber": 1,
                    "total": 2,
                    "pageCount": 1,
                },
                2,
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {
                    "interval": "2024-05-14T00:00:00.000Z/2024-05-15T00:00:00.000Z",
                    "segmentFilters": [
                        {
                            "type": "and",
                            "predicates": [
                                {"dimension": "queueId", "value": QB},
                                {"dimension": "mediaType", "value": "voice"},
                            ],
                        }
                    ],
                    "paging": {"pageSize": 3, "pageNumber": 1},
                },
            },
            js(
                {
                    "conversations": [
                        gconv(1, QB, "voice", 412, "Refund Issued"),
                        gconv(2, QB, "voice", 95, "Balance Inquiry"),
                        gconv(3, QB, "voice", 633, "Refund Issued"),
                    ],
                    "totalHits": 8,
                }
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {"paging": {"pageSize": 3, "pageNumber": 2}, "note": "same filters"},
            },
            js(
                {
                    "conversations": [
                        gconv(4, QB, "voice", 188, "Payment Plan"),
                        gconv(5, QB, "voice", 251, "Refund Issued"),
                        gconv(6, QB, "voice", 77, "Transferred"),
                    ],
                    "totalHits": 8,
                }
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {"paging": {"pageSize": 3, "pageNumber": 3}, "note": "same filters"},
            },
            js(
                {
                    "conversations": [
                        gconv(7, QB, "voice", 529, "Dispute Logged"),
                        gconv(8, QB, "voice", 302, "Refund Issued"),
                    ],
                    "totalHits": 8,
                }
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {"paging": {"pageSize": 3, "pageNumber": 4}, "note": "same filters"},
            },
            js({"totalHits": 8}),
        ),
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/routing/wrapupcodes", "query": {"name": "Refund*"}},
            js(
                {
                    "entities": [
                        {
                            "id": uid("gen-wu-refund"),
                            "name": "Refund Issued",
                            "dateCreated": "2022-11-03T15:20:44Z",
                            "createdBy": {"id": uid("gen-admin")},
                        }
                    ],
                    "pageSize": 25,
                    "pageNumber": 1,
                    "total": 1,
                    "pageCount": 1,
                },
                2,
            ),
        ),
    ],
)

S(
    "genesys",
    "ok",
    2,
    "Technical Support queue is backed up. Check how many are waiting right now, and schedule a "
    "callback for customer +1 415 555 0134 (Dana Whitfield) on that queue.",
    [
        (
            "genesys_api",
            {
                "method": "GET",
                "path": "/api/v2/routing/queues",
                "query": {"name": "Technical Support"},
            },
            js(
                {
                    "entities": [
                        {"id": QT, "name": "Technical Support", "memberCount": 41, "joined": True}
                    ],
                    "pageSize": 25,
                    "pageNumber": 1,
                    "total": 1,
                    "pageCount": 1,
                },
                2,
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": "/api/v2/analytics/queues/observations/query",
                "body": {
                    "filter": {"type": "or", "predicates": [{"dimension": "queueId", "value": QT}]},
                    "metrics": ["oWaiting", "oInteracting", "oOnQueueUsers"],
                },
            },
            js(
                {
                    "results": [
                        {
                            "group": {"queueId": QT, "mediaType": "voice"},
                            "data": [
                                {"metric": "oWaiting", "stats": {"count": 17}},
                                {"metric": "oInteracting", "stats": {"count": 22}},
                            ],
                        },
                        {
                            "group": {"queueId": QT, "mediaType": "message"},
                            "data": [
                                {"metric": "oWaiting", "stats": {"count": 3}},
                                {"metric": "oInteracting", "stats": {"count": 5}},
                            ],
                        },
                        {
                            "group": {"queueId": QT},
                            "data": [
                                {
                                    "metric": "oOnQueueUsers",
                                    "qualifier": "IDLE",
                                    "stats": {"count": 0},
                                },
                                {
                                    "metric": "oOnQueueUsers",
                                    "qualifier": "INTERACTING",
                                    "stats": {"count": 24},
                                },
                                {
                                    "metric": "oOnQueueUsers",
                                    "qualifier": "NOT_RESPONDING",
                                    "stats": {"count": 2},
                                },
                            ],
                        },
                    ]
                },
                2,
            ),
        ),
        (
            "genesys_api",
            {
                "method": "GET",
                "path": "/api/v2/routing/queues/" + QT + "/estimatedwaittime",
                "query": {"conversationId": ""},
            },
            js(
                {
                    "results": [
                        {
                            "intent": "ESTIMATE",
                            "formula": "PATIENCE_AND_HISTORICAL",
                            "estimatedWaitTimeSeconds": 1146,
                        }
                    ]
                }
            ),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": "/api/v2/conversations/callbacks",
                "body": {
                    "routingData": {"queueId": QT},
                    "callbackNumbers": ["+14155550134"],
                    "callbackUserName": "Dana Whitfield",
                    "callbackScheduledTime": "2024-05-15T17:30:00.000Z",
                },
            },
            js(
                {
                    "conversation": {
                        "id": uid("gen-cb-conv"),
                        "selfUri": "/api/v2/conversations/" + uid("gen-cb-conv"),
                    },
                    "callbackIdentifiers": [
                        {"type": "EXTERNAL", "id": uid("gen-cb-ext")},
                        {"type": "ACD", "id": uid("gen-cb-acd")},
                    ],
                }
            ),
        ),
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/conversations/callbacks/" + uid("gen-cb-conv")},
            js(
                {
                    "id": uid("gen-cb-conv"),
                    "participants": [
                        {
                            "id": uid("gen-cb-p1"),
                            "purpose": "customer",
                            "state": "scheduled",
                            "callbackNumbers": ["+14155550134"],
                            "callbackUserName": "Dana Whitfield",
                            "callbackScheduledTime": "2024-05-15T17:30:00Z",
                            "queue": {"id": QT},
                        }
                    ],
                    "recordingState": "none",
                    "selfUri": "/api/v2/conversations/callbacks/" + uid("gen-cb-conv"),
                }
            ),
        ),
    ],
)

S(
    "genesys",
    "fail",
    1,
    "Pull last week's abandoned chats on the Premium Support queue so we can follow up with each "
    "customer.",
    [
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/routing/queues", "query": {"name": "Premium*"}},
            js({"entities": [], "pageSize": 25, "pageNumber": 1, "total": 0, "pageCount": 1}, 2),
        ),
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/routing/queues", "query": {"name": "*Support*"}},
            js({"entities": [], "pageSize": 25, "pageNumber": 1, "total": 0, "pageCount": 1}, 2),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {
                    "interval": "2024-05-06T00:00:00.000Z/2024-05-13T00:00:00.000Z",
                    "segmentFilters": [
                        {
                            "type": "and",
                            "predicates": [{"dimension": "mediaType", "value": "message"}],
                        }
                    ],
                    "conversationFilters": [
                        {"type": "and", "predicates": [{"metric": "tAbandon", "range": {"gt": 0}}]}
                    ],
                },
            },
            js({"totalHits": 0}),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {
                    "interval": "2024-05-06T00:00:00.000Z/2024-05-13T00:00:00.000Z",
                    "segmentFilters": [
                        {"type": "and", "predicates": [{"dimension": "mediaType", "value": "chat"}]}
                    ],
                },
            },
            js({"totalHits": 0}),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {
                    "interval": "2024-04-01T00:00:00.000Z/2024-05-13T00:00:00.000Z",
                    "paging": {"pageSize": 25, "pageNumber": 1},
                },
            },
            js({"totalHits": 0}),
        ),
        (
            "genesys_api",
            {"method": "GET", "path": "/api/v2/users", "query": {"pageSize": 25}},
            js({"entities": [], "pageSize": 25, "pageNumber": 1, "total": 0, "pageCount": 1}, 2),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": "/api/v2/analytics/queues/observations/query",
                "body": {
                    "filter": {
                        "type": "or",
                        "predicates": [{"dimension": "mediaType", "value": "message"}],
                    },
                    "metrics": ["oWaiting"],
                },
            },
            js({"results": []}),
        ),
        (
            "genesys_api",
            {
                "method": "POST",
                "path": GEN_Q,
                "body": {"interval": "2024-05-12T00:00:00.000Z/2024-05-13T00:00:00.000Z"},
            },
            js({"totalHits": 0}),
        ),
    ],
)

CONNECT = "aws connect --instance-id 7c1b9e2a-55d0-4b8e-a0a4-2f1c6d3e9b10"
S(
    "amazon-connect",
    "ok",
    1,
    "Right now, how many contacts are queued on the Returns queue, and find the contact from "
    "customer ref RMA-88412 yesterday; tag it with escalation=yes.",
    [
        (
            "shell",
            {
                "command": CONNECT
                + " --output json list-queues --queue-types STANDARD --max-results 5"
            },
            aws(
                {
                    "QueueSummaryList": [
                        {
                            "Id": "4a2e7d1c-0b5f-4b7e-9f3a-1c8d2e6a7b40",
                            "Arn": "arn:aws:connect:us-east-1:318844021763:instance/7c1b9e2a-55d0-4b8e-a0a4-2f1c6d3e9b10/queue/4a2e7d1c-0b5f-4b7e-9f3a-1c8d2e6a7b40",
                            "Name": "BasicQueue",
                            "QueueType": "STANDARD",
                        },
                        {
                            "Id": "9d0c3e8b-7a14-4c6f-8e21-5b9a0f4d2c37",
                            "Arn": "arn:aws:connect:us-east-1:318844021763:instance/7c1b9e2a-55d0-4b8e-a0a4-2f1c6d3e9b10/queue/9d0c3e8b-7a14-4c6f-8e21-5b9a0f4d2c37",
                            "Name": "Orders",
                            "QueueType": "STANDARD",
                        },
                    ],
                    "NextToken": "AAIAAQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8w",
                }
            ),
        ),
        (
            "shell",
            {
                "command": CONNECT
                + " --output json list-queues --queue-types STANDARD --max-results 5 --next-token AAIAAQIDBAUGBwgJCgsMDQ4PEBESExQVFhcYGRobHB0eHyAhIiMkJSYnKCkqKywtLi8w"
            },
            aws(
                {
                    "QueueSummaryList": [
                        {
                            "Id": "e51f6b2a-3c9d-4e08-b7a1-8d2c4f6e0a95",
                            "Arn": "arn:aws:connect:us-east-1:318844021763:instance/7c1b9e2a-55d0-4b8e-a0a4-2f1c6d3e9b10/queue/e51f6b2a-3c9d-4e08-b7a1-8d2c4f6e0a95",
                            "Name": "Returns",
                            "QueueType": "STANDARD",
                        }
                    ]
                }
            ),
        ),
        (
            "shell",
            {
                "command": CONNECT
                + " get-current-metric-data --filters Queues=e51f6b2a-3c9d-4e08-b7a1-8d2c4f6e0a95,Channels=VOICE,CHAT --groupings CHANNEL --current-metrics Name=CONTACTS_IN_QUEUE,Unit=COUNT Name=OLDEST_CONTACT_AGE,Unit=SECONDS Name=AGENTS_AVAILABLE,Unit=COUNT"
            },
            aws(
                {
                    "MetricResults": [
                        {
                            "Dimensions": {"Channel": "VOICE"},
                            "Collections": [
                                {
                                    "Metric": {"Name": "CONTACTS_IN_QUEUE", "Unit": "COUNT"},
                                    "Value": 6.0,
                                },
                                {
                                    "Metric": {"Name": "OLDEST_CONTACT_AGE", "Unit": "SECONDS"},
                                    "Value": 384.0,
                                },
                                {
                                    "Metric": {"Name": "AGENTS_AVAILABLE", "Unit": "COUNT"},
                                    "Value": 0.0,
                                },
                            ],
                        },
                        {
                            "Dimensions": {"Channel": "CHAT"},
                            "Collections": [
                                {
                                    "Metric": {"Name": "CONTACTS_IN_QUEUE", "Unit": "COUNT"},
                                    "Value": 1.0,
                                },
                                {
                                    "Metric": {"Name": "OLDEST_CONTACT_AGE", "Unit": "SECONDS"},
                                    "Value": 42.0,
                                },
                                {
                                    "Metric": {"Name": "AGENTS_AVAILABLE", "Unit": "COUNT"},
                                    "Value": 2.0,
                                },
                            ],
                        },
                    ],
                    "DataSnapshotTime": "2024-05-15T14:03:27.512000+00:00",
                    "ApproximateTotalCount": 2,
                }
            ),
        ),
        (
            "shell",
            {
                "command": CONNECT
                + ' search-contacts --time-range Type=INITIATION_TIMESTAMP,StartTime=2024-05-14T00:00:00Z,EndTime=2024-05-15T00:00:00Z --search-criteria \'{"SearchableContactAttributes":{"Criteria":[{"Key":"customerRef","Values":["RMA-88412"]}]}}\''
            },
            aws(
                {
                    "Contacts": [
                        {
                            "Arn": "arn:aws:connect:us-east-1:318844021763:instance/7c1b9e2a-55d0-4b8e-a0a4-2f1c6d3e9b10/contact/0b6e93f1-2d7c-4a15-8c40-e9a3b1d5f726",
                            "Id": "0b6e93f1-2d7c-4a15-8c40-e9a3b1d5f726",
                            "InitiationMethod": "INBOUND",
                            "Channel": "VOICE",
                            "QueueInfo": {
                                "Id": "e51f6b2a-3c9d-4e08-b7a1-8d2c4f6e0a95",
                                "EnqueueTimestamp": "2024-05-14T16:22:09.114000+00:00",
                            },
                            "AgentInfo": {
                                "Id": "c2d81f7e-4b3a-49e0-a6d5-7f18e9b2c054",
                                "ConnectedToAgentTimestamp": "2024-05-14T16:25:51.032000+00:00",
                            },
                            "InitiationTimestamp": "2024-05-14T16:21:40.871000+00:00",
                            "DisconnectTimestamp": "2024-05-14T16:39:12.406000+00:00",
                        }
                    ],
                    "TotalCount": 1,
                }
            ),
        ),
        (
            "shell",
            {
                "command": CONNECT
                + " update-contact-attributes --initial-contact-id 0b6e93f1-2d7c-4a15-8c40-e9a3b1d5f726 --attributes escalation=yes"
            },
            "",
        ),
        (
            "shell",
            {
                "command": CONNECT
                + " get-contact-attributes --initial-contact-id 0b6e93f1-2d7c-4a15-8c40-e9a3b1d5f726"
            },
            aws(
                {
                    "Attributes": {
                        "customerRef": "RMA-88412",
                        "escalation": "yes",
                        "intent": "return_status",
                        "language": "en-US",
                    }
                }
            ),
        ),
    ],
)

SANDBOX = "aws connect --instance-id 1e0f7a3c-9b22-4d61-8c5e-0a4b7d9e2f18"
S(
    "amazon-connect",
    "fail",
    1,
    "The VP says the Claims line was swamped this morning. Get live queue numbers for Claims and "
    "find this morning's contacts that waited more than 10 minutes.",
    [
        (
            "shell",
            {
                "command": SANDBOX
                + " get-current-metric-data --filters Channels=VOICE --groupings QUEUE --current-metrics Name=CONTACTS_IN_QUEUE,Unit=COUNT Name=AGENTS_ONLINE,Unit=COUNT"
            },
            aws(
                {
                    "MetricResults": [],
                    "DataSnapshotTime": "2024-05-15T14:11:02.338000+00:00",
                    "ApproximateTotalCount": 0,
                }
            ),
        ),
        (
            "shell",
            {"command": SANDBOX + " list-queues --queue-types STANDARD"},
            aws(
                {
                    "QueueSummaryList": [
                        {
                            "Id": "5f3b8c1d-0e7a-4d92-b6c4-a1e9f2d7c803",
                            "Arn": "arn:aws:connect:us-east-1:604417293585:instance/1e0f7a3c-9b22-4d61-8c5e-0a4b7d9e2f18/queue/5f3b8c1d-0e7a-4d92-b6c4-a1e9f2d7c803",
                            "Name": "BasicQueue",
                            "QueueType": "STANDARD",
                        }
                    ]
                }
            ),
        ),
        (
            "shell",
            {
                "command": SANDBOX
                + " get-current-metric-data --filters Queues=5f3b8c1d-0e7a-4d92-b6c4-a1e9f2d7c803,Channels=VOICE --current-metrics Name=CONTACTS_IN_QUEUE,Unit=COUNT Name=OLDEST_CONTACT_AGE,Unit=SECONDS"
            },
            aws(
                {
                    "MetricResults": [],
                    "DataSnapshotTime": "2024-05-15T14:12:40.905000+00:00",
                    "ApproximateTotalCount": 0,
                }
            ),
        ),
        (
            "shell",
            {
                "command": SANDBOX
                + " search-contacts --time-range Type=INITIATION_TIMESTAMP,StartTime=2024-05-15T12:00:00Z,EndTime=2024-05-15T16:00:00Z"
            },
            aws({"Contacts": [], "TotalCount": 0}),
        ),
        (
            "shell",
            {
                "command": SANDBOX
                + ' search-contacts --time-range Type=INITIATION_TIMESTAMP,StartTime=2024-05-14T00:00:00Z,EndTime=2024-05-15T16:00:00Z --search-criteria \'{"Channels":["VOICE"]}\''
            },
            aws({"Contacts": [], "TotalCount": 0}),
        ),
        (
            "shell",
            {
                "command": SANDBOX
                + " get-current-metric-data --filters Channels=VOICE,CHAT,TASK --current-metrics Name=CONTACTS_IN_QUEUE,Unit=COUNT"
            },
            aws(
                {
                    "MetricResults": [],
                    "DataSnapshotTime": "2024-05-15T14:14:55.017000+00:00",
                    "ApproximateTotalCount": 0,
                }
            ),
        ),
        (
            "shell",
            {
                "command": SANDBOX
                + " search-contacts --time-range Type=INITIATION_TIMESTAMP,StartTime=2024-05-01T00:00:00Z,EndTime=2024-05-15T16:00:00Z"
            },
            aws({"Contacts": [], "TotalCount": 0}),
        ),
        (
            "shell",
            {"command": SANDBOX + " list-users --max-results 10"},
            aws(
                {
                    "UserSummaryList": [
                        {
                            "Id": "ab9c2e41-6f08-4d3b-95e7-c1d0a8f3b264",
                            "Arn": "arn:aws:connect:us-east-1:604417293585:instance/1e0f7a3c-9b22-4d61-8c5e-0a4b7d9e2f18/agent/ab9c2e41-6f08-4d3b-95e7-c1d0a8f3b264",
                            "Username": "admin",
                            "LastModifiedTime": "2023-08-02T19:41:17.220000+00:00",
                            "LastModifiedRegion": "us-east-1",
                        }
                    ]
                }
            ),
        ),
    ],
)

# Five9 reports through a SOAP wrapper
F9_CSV = (
    "DATE,CAMPAIGN,CALLS,HANDLED,ABANDONED,AVG SPEED OF ANSWER,AVG HANDLE TIME\r\n"
    "2024/05/13,Inbound_Sales,1184,1102,82,0:00:41,0:06:12\r\n"
    "2024/05/13,Inbound_Service,2210,1954,256,0:02:18,0:07:45\r\n"
    "2024/05/14,Inbound_Sales,1096,1040,56,0:00:35,0:06:03\r\n"
    "2024/05/14,Inbound_Service,2398,2011,387,0:03:02,0:08:01\r\n"
)
S(
    "five9",
    "ok",
    1,
    "Run the Five9 'Campaign Summary' report for May 13-14 and tell me which campaign had the "
    "worst abandon rate.",
    [
        (
            "five9_run_report",
            {
                "folderName": "Call Log Reports",
                "reportName": "Campaign Summary",
                "start": "2024-05-13T00:00:00.000-07:00",
                "end": "2024-05-15T00:00:00.000-07:00",
            },
            "8f51c2d6-2b7e-4a09-9d3c-6e1f0a4b7c22",
        ),
        (
            "five9_is_report_running",
            {"identifier": "8f51c2d6-2b7e-4a09-9d3c-6e1f0a4b7c22", "timeout": 10},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "8f51c2d6-2b7e-4a09-9d3c-6e1f0a4b7c22", "timeout": 10},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "8f51c2d6-2b7e-4a09-9d3c-6e1f0a4b7c22", "timeout": 10},
            "false",
        ),
        (
            "five9_get_report_result_csv",
            {"identifier": "8f51c2d6-2b7e-4a09-9d3c-6e1f0a4b7c22"},
            F9_CSV,
        ),
    ],
)

S(
    "five9",
    "fail",
    1,
    "Get the Agent Occupancy report for last week from Five9 and list agents under 60% occupancy.",
    [
        (
            "five9_run_report",
            {
                "folderName": "Agent Reports",
                "reportName": "Agent Occupancy",
                "start": "2024-05-06T00:00:00.000-07:00",
                "end": "2024-05-13T00:00:00.000-07:00",
            },
            "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68",
        ),
        (
            "five9_is_report_running",
            {"identifier": "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68", "timeout": 10},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68", "timeout": 30},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68", "timeout": 60},
            "true",
        ),
        (
            "five9_get_report_result_csv",
            {"identifier": "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68"},
            "Fault: Result is not ready yet for report with identifier c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68",
        ),
        (
            "five9_run_report",
            {
                "folderName": "Agent Reports",
                "reportName": "Agent Occupancy",
                "start": "2024-05-10T00:00:00.000-07:00",
                "end": "2024-05-13T00:00:00.000-07:00",
            },
            "1b7d3e90-8c24-4a5f-9e60-f2a8b4c1d937",
        ),
        (
            "five9_is_report_running",
            {"identifier": "1b7d3e90-8c24-4a5f-9e60-f2a8b4c1d937", "timeout": 60},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "1b7d3e90-8c24-4a5f-9e60-f2a8b4c1d937", "timeout": 60},
            "true",
        ),
        (
            "five9_is_report_running",
            {"identifier": "c40e9a17-5d83-4f6b-b2e1-0d7a9c3f5e68", "timeout": 60},
            "true",
        ),
        (
            "five9_get_report_result_csv",
            {"identifier": "1b7d3e90-8c24-4a5f-9e60-f2a8b4c1d937"},
            "Fault: Result is not ready yet for report with identifier 1b7d3e90-8c24-4a5f-9e60-f2a8b4c1d937",
        ),
    ],
)

CX = "https://api-c32.incontact.com/incontactapi/services/v27.0"
S(
    "cxone",
    "ok",
    1,
    "In CXone, who is currently logged in on the Claims skill and available, and what did the "
    "Claims skill do today? Then put agent Priya Raman into 'Training' unavailable state.",
    [
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/skills", "params": {"searchString": "Claims"}},
            js(
                {
                    "totalRecords": 2,
                    "skills": [
                        {
                            "skillId": 4411872,
                            "skillName": "Claims_Voice",
                            "mediaTypeName": "Phone Call",
                            "isActive": True,
                            "campaignName": "Claims",
                        },
                        {
                            "skillId": 4411873,
                            "skillName": "Claims_Email",
                            "mediaTypeName": "Email",
                            "isActive": True,
                            "campaignName": "Claims",
                        },
                    ],
                }
            ),
        ),
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/agents/states", "params": {"skillId": 4411872}},
            js(
                {
                    "resultSet": {
                        "lastPollTime": "2024-05-15T14:20:31.000Z",
                        "agentStates": [
                            {
                                "agentId": 1180234,
                                "firstName": "Priya",
                                "lastName": "Raman",
                                "agentStateName": "Available",
                                "startDate": "2024-05-15T14:02:11.000Z",
                                "skillId": 4411872,
                            },
                            {
                                "agentId": 1180251,
                                "firstName": "Marcus",
                                "lastName": "Oyelaran",
                                "agentStateName": "InboundContact",
                                "startDate": "2024-05-15T14:17:45.000Z",
                                "skillId": 4411872,
                            },
                            {
                                "agentId": 1180266,
                                "firstName": "Hana",
                                "lastName": "Kowalczyk",
                                "agentStateName": "Unavailable",
                                "outStateDescription": "Lunch",
                                "startDate": "2024-05-15T13:58:02.000Z",
                                "skillId": 4411872,
                            },
                        ],
                    }
                }
            ),
        ),
        (
            "cxone_request",
            {
                "method": "GET",
                "url": CX + "/skills/4411872/summary",
                "params": {"startDate": "2024-05-15T00:00:00Z", "endDate": "2024-05-15T14:20:00Z"},
            },
            js(
                {
                    "skillSummaries": [
                        {
                            "skillId": 4411872,
                            "skillName": "Claims_Voice",
                            "contactsOffered": 312,
                            "contactsHandled": 287,
                            "contactsAbandoned": 25,
                            "averageSpeedToAnswer": 71,
                            "averageHandleTime": 402,
                            "serviceLevel": 78,
                            "holdTime": 5310,
                        }
                    ]
                }
            ),
        ),
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/unavailable-codes"},
            js(
                {
                    "unavailableCodes": [
                        {"outstateId": 3, "outstateCode": "Break"},
                        {"outstateId": 4, "outstateCode": "Lunch"},
                        {"outstateId": 7, "outstateCode": "Training"},
                        {"outstateId": 9, "outstateCode": "Coaching"},
                    ]
                }
            ),
        ),
        (
            "cxone_request",
            {
                "method": "PUT",
                "url": CX + "/agents/1180234/state",
                "json": {"state": "Unavailable", "outStateId": 7},
            },
            "HTTP 202 Accepted (empty body)",
        ),
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/agents/1180234/states"},
            js(
                {
                    "agentStates": [
                        {
                            "agentId": 1180234,
                            "agentStateName": "Unavailable",
                            "outStateDescription": "Training",
                            "startDate": "2024-05-15T14:21:06.000Z",
                        }
                    ]
                }
            ),
        ),
    ],
)

CX_MAINT = (
    '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>Scheduled Maintenance</title></head>\n'
    '<body>\n<div class="container">\n<img src="/static/nice-logo.svg" alt="NICE">\n'
    "<h1>We'll be back soon</h1>\n<p>CXone is currently undergoing scheduled maintenance. "
    "We apologize for the inconvenience. Please check the status page for updates.</p>\n"
    '<p><a href="https://status.niceincontact.com">status.niceincontact.com</a></p>\n</div>\n</body>\n</html>\n'
)
S(
    "cxone",
    "fail",
    1,
    "Export CXone contact history for yesterday's outbound collections campaign with dispositions.",
    [
        (
            "cxone_request",
            {
                "method": "GET",
                "url": CX + "/contacts/completed",
                "params": {
                    "startDate": "2024-05-14T00:00:00Z",
                    "endDate": "2024-05-15T00:00:00Z",
                    "mediaTypeId": 4,
                },
            },
            CX_MAINT,
        ),
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/campaigns", "params": {"searchString": "Collections"}},
            CX_MAINT,
        ),
        (
            "cxone_request",
            {
                "method": "GET",
                "url": CX + "/contacts/completed",
                "params": {
                    "startDate": "2024-05-14T00:00:00Z",
                    "endDate": "2024-05-14T12:00:00Z",
                    "top": 100,
                },
            },
            CX_MAINT,
        ),
        ("cxone_request", {"method": "GET", "url": CX + "/dispositions"}, CX_MAINT),
        (
            "cxone_request",
            {
                "method": "GET",
                "url": CX.replace("v27.0", "v26.0") + "/contacts/completed",
                "params": {"startDate": "2024-05-14T00:00:00Z", "endDate": "2024-05-15T00:00:00Z"},
            },
            CX_MAINT,
        ),
        (
            "cxone_request",
            {"method": "GET", "url": CX + "/skills", "params": {"searchString": "Collect"}},
            CX_MAINT,
        ),
        (
            "cxone_request",
            {
                "method": "GET",
                "url": CX + "/contacts/completed",
                "params": {"updatedSince": "2024-05-14T00:00:00Z"},
            },
            CX_MAINT,
        ),
    ],
)

TR = "https://taskrouter.twilio.com/v1/Workspaces/WS" + hid("tr-ws", 32)


def trw(name, act, skills, sid):
    return {
        "sid": "WK" + hid("wk" + sid, 32),
        "friendly_name": name,
        "activity_name": act,
        "activity_sid": "WA" + hid("act" + act, 32),
        "available": act == "Available",
        "attributes": js({"skills": skills, "languages": ["en"]}),
        "date_status_changed": f"2024-05-15T13:4{len(name) % 10}:00Z",
        "workspace_sid": "WS" + hid("tr-ws", 32),
    }


S(
    "taskrouter",
    "ok",
    1,
    "Are any TaskRouter tasks stuck in 'pending' on the Spanish queue? If not, move Lucía Ortega "
    "to Available and list who else speaks Spanish.",
    [
        (
            "twilio_taskrouter",
            {"method": "GET", "path": "/TaskQueues", "params": {"FriendlyName": "Spanish"}},
            js(
                {
                    "task_queues": [
                        {
                            "sid": "WQ" + hid("tq-es", 32),
                            "friendly_name": "Spanish",
                            "target_workers": 'languages HAS "es"',
                            "task_order": "FIFO",
                            "max_reserved_workers": 1,
                        }
                    ],
                    "meta": {
                        "page": 0,
                        "page_size": 50,
                        "first_page_url": TR
                        + "/TaskQueues?FriendlyName=Spanish&PageSize=50&Page=0",
                        "previous_page_url": None,
                        "next_page_url": None,
                        "key": "task_queues",
                    },
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Tasks",
                "params": {"TaskQueueSid": "WQ" + hid("tq-es", 32), "AssignmentStatus": "pending"},
            },
            js(
                {
                    "tasks": [],
                    "meta": {
                        "page": 0,
                        "page_size": 50,
                        "first_page_url": TR
                        + "/Tasks?TaskQueueSid=WQ"
                        + hid("tq-es", 32)
                        + "&AssignmentStatus=pending&PageSize=50&Page=0",
                        "previous_page_url": None,
                        "next_page_url": None,
                        "key": "tasks",
                    },
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {"method": "GET", "path": "/TaskQueues/WQ" + hid("tq-es", 32) + "/RealTimeStatistics"},
            js(
                {
                    "tasks_by_status": {
                        "pending": 0,
                        "reserved": 0,
                        "assigned": 2,
                        "wrapping": 1,
                        "canceled": 0,
                        "completed": 0,
                    },
                    "total_tasks": 3,
                    "longest_task_waiting_age": 0,
                    "total_available_workers": 0,
                    "total_eligible_workers": 4,
                    "activity_statistics": [
                        {"friendly_name": "Offline", "workers": 1},
                        {"friendly_name": "Available", "workers": 0},
                        {"friendly_name": "Busy", "workers": 3},
                    ],
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {"method": "GET", "path": "/Workers", "params": {"FriendlyName": "Lucía Ortega"}},
            js(
                {
                    "workers": [trw("Lucía Ortega", "Offline", ["billing"], "lo")],
                    "meta": {"page": 0, "page_size": 50, "next_page_url": None, "key": "workers"},
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "POST",
                "path": "/Workers/WK" + hid("wklo", 32),
                "data": {"ActivitySid": "WA" + hid("actAvailable", 32)},
            },
            js(trw("Lucía Ortega", "Available", ["billing"], "lo")),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers",
                "params": {"TargetWorkersExpression": 'languages HAS "es"'},
            },
            js(
                {
                    "workers": [
                        trw("Lucía Ortega", "Available", ["billing"], "lo"),
                        trw("Diego Fernández", "Busy", ["tech"], "df"),
                        trw("Ana Beltrán", "Busy", ["billing", "tech"], "ab"),
                        trw("Tomás Ruiz", "Busy", ["sales"], "tr"),
                    ],
                    "meta": {"page": 0, "page_size": 50, "next_page_url": None, "key": "workers"},
                }
            ),
        ),
    ],
)

S(
    "taskrouter",
    "ok",
    2,
    "Give me yesterday's TaskRouter stats for the whole workspace and the two workers with the most "
    "reservations accepted.",
    [
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/CumulativeStatistics",
                "params": {"StartDate": "2024-05-14T00:00:00Z", "EndDate": "2024-05-15T00:00:00Z"},
            },
            js(
                {
                    "reservations_created": 1812,
                    "reservations_accepted": 1604,
                    "reservations_rejected": 71,
                    "reservations_timed_out": 122,
                    "reservations_canceled": 15,
                    "tasks_created": 1688,
                    "tasks_canceled": 39,
                    "tasks_completed": 1597,
                    "tasks_moved": 12,
                    "avg_task_acceptance_time": 23,
                    "start_time": "2024-05-14T00:00:00Z",
                    "end_time": "2024-05-15T00:00:00Z",
                    "wait_duration_until_accepted": {
                        "avg": 23,
                        "min": 0,
                        "max": 611,
                        "total": 36892,
                    },
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {"method": "GET", "path": "/Workers", "params": {"PageSize": 3}},
            js(
                {
                    "workers": [
                        trw("Aiko Tanaka", "Available", ["tech"], "at"),
                        trw("Ben Okafor", "Busy", ["billing"], "bo"),
                        trw("Chloé Martin", "Offline", ["sales"], "cm"),
                    ],
                    "meta": {
                        "page": 0,
                        "page_size": 3,
                        "next_page_url": TR
                        + "/Workers?PageSize=3&Page=1&PageToken=PA"
                        + hid("pt1", 32),
                        "key": "workers",
                    },
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers",
                "params": {"PageSize": 3, "Page": 1, "PageToken": "PA" + hid("pt1", 32)},
            },
            js(
                {
                    "workers": [
                        trw("Dmitri Volkov", "Busy", ["tech"], "dv"),
                        trw("Esther Nakamura", "Available", ["billing"], "en"),
                    ],
                    "meta": {"page": 1, "page_size": 3, "next_page_url": None, "key": "workers"},
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers/CumulativeStatistics",
                "params": {"StartDate": "2024-05-14T00:00:00Z", "EndDate": "2024-05-15T00:00:00Z"},
            },
            js(
                {
                    "reservations_accepted": 1604,
                    "reservations_created": 1812,
                    "activity_durations": [
                        {
                            "friendly_name": "Available",
                            "avg": 1840,
                            "min": 0,
                            "max": 9120,
                            "total": 66240,
                        },
                        {
                            "friendly_name": "Busy",
                            "avg": 4320,
                            "min": 12,
                            "max": 13900,
                            "total": 155520,
                        },
                    ],
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers/WK" + hid("wkat", 32) + "/CumulativeStatistics",
                "params": {"StartDate": "2024-05-14T00:00:00Z", "EndDate": "2024-05-15T00:00:00Z"},
            },
            js(
                {
                    "worker_sid": "WK" + hid("wkat", 32),
                    "reservations_accepted": 412,
                    "reservations_rejected": 3,
                    "reservations_timed_out": 9,
                    "tasks_assigned": 412,
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers/WK" + hid("wkbo", 32) + "/CumulativeStatistics",
                "params": {"StartDate": "2024-05-14T00:00:00Z", "EndDate": "2024-05-15T00:00:00Z"},
            },
            js(
                {
                    "worker_sid": "WK" + hid("wkbo", 32),
                    "reservations_accepted": 377,
                    "reservations_rejected": 11,
                    "reservations_timed_out": 21,
                    "tasks_assigned": 377,
                }
            ),
        ),
        (
            "twilio_taskrouter",
            {
                "method": "GET",
                "path": "/Workers/WK" + hid("wkdv", 32) + "/CumulativeStatistics",
                "params": {"StartDate": "2024-05-14T00:00:00Z", "EndDate": "2024-05-15T00:00:00Z"},
            },
            js(
                {
                    "worker_sid": "WK" + hid("wkdv", 32),
                    "reservations_accepted": 398,
                    "reservations_rejected": 0,
                    "reservations_timed_out": 4,
                    "tasks_assigned": 398,
                }
            ),
        ),
    ],
)


# ---------------------------------------------------------------------------
# 2. Energy markets and grid data
# ---------------------------------------------------------------------------
def eia_rows(resp, periods, vals, typ="D", tname="Demand"):
    return [
        {
            "period": p,
            "respondent": resp,
            "respondent-name": {
                "PJM": "PJM Interconnection, LLC",
                "ERCO": "Electric Reliability Council of Texas, Inc.",
                "CISO": "California Independent System Operator",
            }[resp],
            "type": typ,
            "type-name": tname,
            "value": str(v),
            "value-units": "megawatthours",
        }
        for p, v in zip(periods, vals, strict=True)
    ]


def eia(route, freq, data, total, params):
    return js(
        {
            "response": {
                "total": str(total),
                "dateFormat": 'YYYY-MM-DD"T"HH24' if freq == "hourly" else "YYYY-MM",
                "frequency": freq,
                "data": data,
                "description": "Hourly demand, day-ahead demand forecast, net generation, and interchange by balancing authority.",
            },
            "request": {"command": "/v2/" + route, "params": params},
            "apiVersion": "2.1.8",
            "ExcelAddInVersion": "2.1.0",
        }
    )


HRS = [f"2024-05-13T{h:02d}" for h in range(0, 6)]
S(
    "eia",
    "ok",
    1,
    "Using EIA data, compare PJM and ERCOT hourly demand for the first six hours of May 13, then "
    "give Texas's 2023 average residential retail price.",
    [
        (
            "eia_api",
            {
                "route": "electricity/rto/region-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["PJM"], "type": ["D"]},
                "start": "2024-05-13T00",
                "end": "2024-05-13T05",
                "length": 3,
                "offset": 0,
            },
            eia(
                "electricity/rto/region-data/data",
                "hourly",
                eia_rows("PJM", HRS[:3], [78211, 75930, 74402]),
                6,
                {
                    "frequency": "hourly",
                    "data": ["value"],
                    "facets": {"respondent": ["PJM"], "type": ["D"]},
                    "start": "2024-05-13T00",
                    "end": "2024-05-13T05",
                    "offset": 0,
                    "length": 3,
                },
            ),
        ),
        (
            "eia_api",
            {
                "route": "electricity/rto/region-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["PJM"], "type": ["D"]},
                "start": "2024-05-13T00",
                "end": "2024-05-13T05",
                "length": 3,
                "offset": 3,
            },
            eia(
                "electricity/rto/region-data/data",
                "hourly",
                eia_rows("PJM", HRS[3:], [73388, 73911, 76045]),
                6,
                {
                    "frequency": "hourly",
                    "data": ["value"],
                    "facets": {"respondent": ["PJM"], "type": ["D"]},
                    "start": "2024-05-13T00",
                    "end": "2024-05-13T05",
                    "offset": 3,
                    "length": 3,
                },
            ),
        ),
        (
            "eia_api",
            {
                "route": "electricity/rto/region-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["ERCO"], "type": ["D"]},
                "start": "2024-05-13T00",
                "end": "2024-05-13T05",
            },
            eia(
                "electricity/rto/region-data/data",
                "hourly",
                eia_rows("ERCO", HRS, [47120, 44983, 43377, 42510, 42295, 43012]),
                6,
                {
                    "frequency": "hourly",
                    "data": ["value"],
                    "facets": {"respondent": ["ERCO"], "type": ["D"]},
                    "start": "2024-05-13T00",
                    "end": "2024-05-13T05",
                    "offset": 0,
                    "length": 5000,
                },
            ),
        ),
        (
            "eia_api",
            {"route": "electricity/retail-sales/facet/sectorid"},
            js(
                {
                    "response": {
                        "totalFacets": 6,
                        "facets": [
                            {"id": "ALL", "name": "all sectors"},
                            {"id": "COM", "name": "commercial"},
                            {"id": "IND", "name": "industrial"},
                            {"id": "OTH", "name": "other"},
                            {"id": "RES", "name": "residential"},
                            {"id": "TRA", "name": "transportation"},
                        ],
                    },
                    "request": {
                        "command": "/v2/electricity/retail-sales/facet/sectorid/",
                        "params": {},
                    },
                    "apiVersion": "2.1.8",
                }
            ),
        ),
        (
            "eia_api",
            {
                "route": "electricity/retail-sales/data",
                "frequency": "annual",
                "data": ["price"],
                "facets": {"stateid": ["TX"], "sectorid": ["RES"]},
                "start": "2023",
                "end": "2023",
            },
            js(
                {
                    "response": {
                        "total": "1",
                        "dateFormat": "YYYY",
                        "frequency": "annual",
                        "data": [
                            {
                                "period": "2023",
                                "stateid": "TX",
                                "stateDescription": "Texas",
                                "sectorid": "RES",
                                "sectorName": "residential",
                                "price": "14.86",
                                "price-units": "cents per kilowatt-hour",
                            }
                        ],
                        "description": "Electricity sales to ultimate customer by state and sector (number of customers, average price, revenue, and megawatthours of sales).  \n    Sources: Forms EIA-826, EIA-861, EIA-861M",
                    },
                    "request": {
                        "command": "/v2/electricity/retail-sales/data/",
                        "params": {
                            "frequency": "annual",
                            "data": ["price"],
                            "facets": {"stateid": ["TX"], "sectorid": ["RES"]},
                            "start": "2023",
                            "end": "2023",
                        },
                    },
                    "apiVersion": "2.1.8",
                }
            ),
        ),
    ],
)

EIA_LIMIT = js(
    {
        "error": {
            "code": "OVER_RATE_LIMIT",
            "message": "You have exceeded your rate limit. Try again later or contact us at https://api.data.gov:443/contact/ for assistance",
        }
    }
)
S(
    "eia",
    "fail",
    1,
    "Build me a table of monthly natural gas share of generation for CAISO, MISO and SPP in 2023 "
    "from EIA.",
    [
        (
            "eia_api",
            {
                "route": "electricity/rto/fuel-type-data/data",
                "frequency": "local-hourly",
                "data": ["value"],
                "facets": {"respondent": ["CISO"], "fueltype": ["NG"]},
                "start": "2023-01-01T00",
                "end": "2023-12-31T23",
            },
            EIA_LIMIT,
        ),
        (
            "eia_api",
            {
                "route": "electricity/rto/fuel-type-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["CISO"]},
                "start": "2023-01-01T00",
                "end": "2023-01-31T23",
            },
            EIA_LIMIT,
        ),
        (
            "eia_api",
            {
                "route": "electricity/electric-power-operational-data/data",
                "frequency": "monthly",
                "data": ["generation"],
                "facets": {"location": ["CA"], "fueltypeid": ["NG", "ALL"]},
                "start": "2023-01",
                "end": "2023-12",
            },
            EIA_LIMIT,
        ),
        (
            "eia_api",
            {
                "route": "electricity/rto/fuel-type-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["MISO"], "fueltype": ["NG"]},
                "start": "2023-01-01T00",
                "end": "2023-01-02T00",
            },
            EIA_LIMIT,
        ),
        ("eia_api", {"route": "electricity/rto/fuel-type-data/facet/respondent"}, EIA_LIMIT),
        (
            "eia_api",
            {
                "route": "electricity/rto/fuel-type-data/data",
                "frequency": "hourly",
                "data": ["value"],
                "facets": {"respondent": ["SWPP"]},
                "start": "2023-06-01T00",
                "end": "2023-06-01T23",
                "length": 100,
            },
            EIA_LIMIT,
        ),
        (
            "eia_api",
            {
                "route": "electricity/electric-power-operational-data/data",
                "frequency": "annual",
                "data": ["generation"],
                "facets": {"location": ["CA"]},
                "start": "2023",
                "end": "2023",
            },
            EIA_LIMIT,
        ),
    ],
)

OASIS_HDR = "INTERVALSTARTTIME_GMT,INTERVALENDTIME_GMT,OPR_DT,OPR_HR,OPR_INTERVAL,NODE_ID_XML,NODE_ID,NODE,MARKET_RUN_ID,LMP_TYPE,XML_DATA_ITEM,PNODE_RESMRID,GRP_TYPE,POS,MW,GROUP\n"


def oasis_lmp(node, date, hrs, lmps):
    rows = []
    d2 = date.replace("-", "")
    for h, v in zip(hrs, lmps, strict=True):
        rows.append(
            f"{date}T{h + 6:02d}:00:00-00:00,{date}T{h + 7:02d}:00:00-00:00,{date},{h + 1},0,{node},{node},{node},DAM,LMP,LMP_PRC,{node},ALL,0,{v:.5f},1"
        )
    return f"[extracted {node}_{d2}_PRC_LMP_DAM_LMP_v12.csv]\n" + OASIS_HDR + "\n".join(rows) + "\n"


OASIS_NODATA = (
    '[extracted INVALID_REQUEST.xml]\n<?xml version="1.0" encoding="UTF-8"?>\n'
    '<m:OASISReport xmlns:m="http://www.caiso.com/soa/OASISReport_v1.xsd"><m:MessageHeader><m:TimeDate>%s</m:TimeDate>'
    "<m:Source>OASIS</m:Source><m:Version>v20131201</m:Version></m:MessageHeader><m:MessagePayload><m:RTO><m:name>CAISO</m:name>"
    "<m:ERROR><m:ERR_CODE>1000</m:ERR_CODE><m:ERR_DESC>No data returned for the specified selection</m:ERR_DESC></m:ERROR>"
    "</m:RTO></m:MessagePayload></m:OASISReport>\n"
)
S(
    "caiso-oasis",
    "ok",
    1,
    "Get CAISO day-ahead LMPs for hours 1-4 on May 10 at TH_NP15_GEN-APND and TH_SP15_GEN-APND, and "
    "check whether the old node MOSSLD_2_PSP1 still has prices.",
    [
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_NP15_GEN-APND",
                "startdatetime": "20240510T07:00-0000",
                "enddatetime": "20240510T11:00-0000",
                "version": 12,
            },
            oasis_lmp(
                "TH_NP15_GEN-APND", "2024-05-10", range(4), [31.44812, 28.90117, 27.66345, 27.10089]
            ),
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_SP15_GEN-APND",
                "startdatetime": "20240510T07:00-0000",
                "enddatetime": "20240510T11:00-0000",
                "version": 12,
            },
            oasis_lmp(
                "TH_SP15_GEN-APND", "2024-05-10", range(4), [29.01554, 26.74220, 25.98031, 25.51276]
            ),
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "MOSSLD_2_PSP1",
                "startdatetime": "20240510T07:00-0000",
                "enddatetime": "20240510T11:00-0000",
                "version": 12,
            },
            OASIS_NODATA % "2024-05-15T14:40:12-00:00",
        ),
        (
            "caiso_oasis",
            {
                "queryname": "ATL_PNODE",
                "node": "MOSSLD_2_PSP1",
                "startdatetime": "20240510T07:00-0000",
                "enddatetime": "20240511T07:00-0000",
                "version": 1,
            },
            "[extracted 20240510_20240511_ATL_PNODE_N_v1.csv]\nPNODE_ID,PNODE_TYPE,START_DATE_GMT,END_DATE_GMT,PNODE_NAME\n"
            "MOSSLD_2_PSP1,GEN,2011-04-01T07:00:00-00:00,2023-01-01T08:00:00-00:00,MOSS LANDING PSP1\n",
        ),
    ],
)

STALE = oasis_lmp(
    "TH_ZP26_GEN-APND", "2024-03-01", range(4), [44.10231, 41.87760, 40.03318, 39.71542]
)
S(
    "caiso-oasis",
    "fail",
    1,
    "Pull CAISO day-ahead LMP at the three trading hubs for each day of May 6-8 (hours 1-4) for "
    "a spread chart.",
    [
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_NP15_GEN-APND",
                "startdatetime": "20240506T07:00-0000",
                "enddatetime": "20240506T11:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_SP15_GEN-APND",
                "startdatetime": "20240506T07:00-0000",
                "enddatetime": "20240506T11:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_ZP26_GEN-APND",
                "startdatetime": "20240506T07:00-0000",
                "enddatetime": "20240506T11:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_NP15_GEN-APND",
                "startdatetime": "20240507T07:00-0000",
                "enddatetime": "20240507T11:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_SP15_GEN-APND",
                "startdatetime": "20240508T07:00-0000",
                "enddatetime": "20240508T11:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "grp_type": "ALL_APNODES",
                "startdatetime": "20240508T07:00-0000",
                "enddatetime": "20240508T08:00-0000",
                "version": 12,
            },
            STALE,
        ),
        (
            "caiso_oasis",
            {
                "queryname": "PRC_LMP",
                "market_run_id": "DAM",
                "node": "TH_NP15_GEN-APND",
                "startdatetime": "20240508T07:00-0000",
                "enddatetime": "20240508T11:00-0000",
                "version": 1,
            },
            STALE,
        ),
    ],
)

ERC = "https://api.ercot.com/api/public-reports"
S(
    "ercot",
    "ok",
    1,
    "What were ERCOT's real-time settlement point prices at HB_HOUSTON between 14:00 and 15:00 on "
    "May 12? Then give the DAM price at the same hub for hour ending 15.",
    [
        (
            "ercot_public_api",
            {
                "path": "/np6-905-cd/spp_node_zone_hub",
                "params": {
                    "deliveryDateFrom": "2024-05-12",
                    "deliveryDateTo": "2024-05-12",
                    "settlementPoint": "HB_HOUSTON",
                    "deliveryHourFrom": 15,
                    "deliveryHourTo": 15,
                    "size": 2,
                    "page": 1,
                },
            },
            js(
                {
                    "_meta": {
                        "totalRecords": 4,
                        "pageSize": 2,
                        "totalPages": 2,
                        "currentPage": 1,
                        "query": {
                            "deliveryDateFrom": "2024-05-12",
                            "deliveryDateTo": "2024-05-12",
                            "settlementPoint": "HB_HOUSTON",
                            "deliveryHourFrom": "15",
                            "deliveryHourTo": "15",
                            "size": "2",
                            "page": "1",
                        },
                    },
                    "report": {
                        "reportEmil": "NP6-905-CD",
                        "reportName": "Settlement Point Prices at Resource Nodes, Hubs and Load Zones",
                        "reportDisplayName": "SPP Node Zone Hub",
                    },
                    "fields": [
                        {"name": "deliveryDate", "label": "Delivery Date", "dataType": "DATE"},
                        {"name": "deliveryHour", "label": "Delivery Hour", "dataType": "INTEGER"},
                        {
                            "name": "deliveryInterval",
                            "label": "Delivery Interval",
                            "dataType": "INTEGER",
                        },
                        {
                            "name": "settlementPoint",
                            "label": "Settlement Point Name",
                            "dataType": "STRING",
                        },
                        {
                            "name": "settlementPointType",
                            "label": "Settlement Point Type",
                            "dataType": "STRING",
                        },
                        {
                            "name": "settlementPointPrice",
                            "label": "Settlement Point Price",
                            "dataType": "DOUBLE",
                        },
                        {"name": "DSTFlag", "label": "DST Flag", "dataType": "BOOLEAN"},
                    ],
                    "data": [
                        ["2024-05-12", 15, 1, "HB_HOUSTON", "HU", 24.63, False],
                        ["2024-05-12", 15, 2, "HB_HOUSTON", "HU", 26.18, False],
                    ],
                }
            ),
        ),
        (
            "ercot_public_api",
            {
                "path": "/np6-905-cd/spp_node_zone_hub",
                "params": {
                    "deliveryDateFrom": "2024-05-12",
                    "deliveryDateTo": "2024-05-12",
                    "settlementPoint": "HB_HOUSTON",
                    "deliveryHourFrom": 15,
                    "deliveryHourTo": 15,
                    "size": 2,
                    "page": 2,
                },
            },
            js(
                {
                    "_meta": {"totalRecords": 4, "pageSize": 2, "totalPages": 2, "currentPage": 2},
                    "report": {
                        "reportEmil": "NP6-905-CD",
                        "reportName": "Settlement Point Prices at Resource Nodes, Hubs and Load Zones",
                    },
                    "data": [
                        ["2024-05-12", 15, 3, "HB_HOUSTON", "HU", 97.41, False],
                        ["2024-05-12", 15, 4, "HB_HOUSTON", "HU", 31.02, False],
                    ],
                }
            ),
        ),
        (
            "ercot_public_api",
            {
                "path": "/np4-190-cd/dam_stlmnt_pnt_prices",
                "params": {
                    "deliveryDateFrom": "2024-05-12",
                    "deliveryDateTo": "2024-05-12",
                    "settlementPoint": "HB_HOUSTON",
                    "hourEnding": "15:00",
                },
            },
            js(
                {
                    "_meta": {
                        "totalRecords": 1,
                        "pageSize": 25000,
                        "totalPages": 1,
                        "currentPage": 1,
                    },
                    "report": {
                        "reportEmil": "NP4-190-CD",
                        "reportName": "DAM Settlement Point Prices",
                    },
                    "fields": [
                        {"name": "deliveryDate"},
                        {"name": "hourEnding"},
                        {"name": "settlementPoint"},
                        {"name": "settlementPointPrice"},
                        {"name": "DSTFlag"},
                    ],
                    "data": [["2024-05-12", "15:00", "HB_HOUSTON", 29.87, False]],
                }
            ),
        ),
        (
            "ercot_public_api",
            {"path": "/np6-905-cd", "params": {}},
            js(
                {
                    "_meta": {"totalRecords": 1},
                    "report": {
                        "reportEmil": "NP6-905-CD",
                        "reportName": "Settlement Point Prices at Resource Nodes, Hubs and Load Zones",
                    },
                    "artifacts": [
                        {
                            "displayName": "SPP Node Zone Hub",
                            "_links": {"endpoint": {"href": ERC + "/np6-905-cd/spp_node_zone_hub"}},
                        }
                    ],
                }
            ),
        ),
    ],
)

ENTSO_NS = "urn:iec62325.351:tc57wg16:451-3:publicationdocument:7:3"


def entsoe_prices(domain, day, prices):
    pts = "".join(
        f"\n\t\t\t<Point>\n\t\t\t\t<position>{i + 1}</position>\n\t\t\t\t<price.amount>{p}</price.amount>\n\t\t\t</Point>"
        for i, p in enumerate(prices)
    )
    return (
        f'<?xml version="1.0" encoding="utf-8"?>\n<Publication_MarketDocument xmlns="{ENTSO_NS}">\n\t<mRID>{hid("entsoe" + domain + day, 32)}</mRID>\n'
        '\t<revisionNumber>1</revisionNumber>\n\t<type>A44</type>\n\t<sender_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</sender_MarketParticipant.mRID>\n'
        "\t<sender_MarketParticipant.marketRole.type>A32</sender_MarketParticipant.marketRole.type>\n"
        '\t<receiver_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</receiver_MarketParticipant.mRID>\n'
        "\t<receiver_MarketParticipant.marketRole.type>A33</receiver_MarketParticipant.marketRole.type>\n"
        "\t<createdDateTime>2024-05-15T14:52:07Z</createdDateTime>\n"
        f"\t<period.timeInterval>\n\t\t<start>{day}T22:00Z</start>\n\t\t<end>{day}T02:00Z</end>\n\t</period.timeInterval>\n"
        f"\t<TimeSeries>\n\t\t<mRID>1</mRID>\n\t\t<auction.type>A01</auction.type>\n\t\t<businessType>A62</businessType>\n"
        f'\t\t<in_Domain.mRID codingScheme="A01">{domain}</in_Domain.mRID>\n\t\t<out_Domain.mRID codingScheme="A01">{domain}</out_Domain.mRID>\n'
        "\t\t<contract_MarketAgreement.type>A01</contract_MarketAgreement.type>\n\t\t<currency_Unit.name>EUR</currency_Unit.name>\n"
        "\t\t<price_Measure_Unit.name>MWH</price_Measure_Unit.name>\n\t\t<curveType>A03</curveType>\n"
        f"\t\t<Period>\n\t\t\t<timeInterval>\n\t\t\t\t<start>{day}T22:00Z</start>\n\t\t\t\t<end>{day}T02:00Z</end>\n\t\t\t</timeInterval>\n"
        f"\t\t\t<resolution>PT60M</resolution>{pts}\n\t\t</Period>\n\t</TimeSeries>\n</Publication_MarketDocument>"
    )


def entsoe_ack(item, day, created):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<Acknowledgement_MarketDocument\n\txmlns="urn:iec62325.351:tc57wg16:451-1:acknowledgementdocument:7:0">\n'
        f"\t<mRID>{hid('ack' + item + day, 35)}</mRID>\n\t<createdDateTime>{created}</createdDateTime>\n\n"
        '\t<sender_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</sender_MarketParticipant.mRID>\n'
        "\t<sender_MarketParticipant.marketRole.type>A32</sender_MarketParticipant.marketRole.type>\n\n"
        '\t<receiver_MarketParticipant.mRID codingScheme="A01">10X1001A1001A450</receiver_MarketParticipant.mRID>\n'
        "\t<receiver_MarketParticipant.marketRole.type>A39</receiver_MarketParticipant.marketRole.type>\n\n"
        f"\t<received_MarketDocument.createdDateTime>{created}</received_MarketDocument.createdDateTime>\n\n"
        f"\t<Reason>\n\t\t<code>999</code>\n\t\t<text>No matching data found for Data item {item} and interval {day}.</text>\n\t</Reason>\n\n"
        "</Acknowledgement_MarketDocument>"
    )


S(
    "entsoe",
    "ok",
    1,
    "From ENTSO-E: what were German (DE-LU) day-ahead prices for the first hours of May 15, and have "
    "tomorrow's (May 16) prices been published yet? It's 11:40 CET now.",
    [
        (
            "entsoe_api",
            {
                "documentType": "A44",
                "in_Domain": "10Y1001A1001A82H",
                "out_Domain": "10Y1001A1001A82H",
                "periodStart": "202405142200",
                "periodEnd": "202405150200",
            },
            entsoe_prices("10Y1001A1001A82H", "2024-05-14", ["71.32", "66.05", "63.88", "62.41"]),
        ),
        (
            "entsoe_api",
            {
                "documentType": "A44",
                "in_Domain": "10Y1001A1001A82H",
                "out_Domain": "10Y1001A1001A82H",
                "periodStart": "202405152200",
                "periodEnd": "202405162200",
            },
            entsoe_ack(
                "Energy Prices [12.1.D]",
                "2024-05-15T22:00Z/2024-05-16T22:00Z",
                "2024-05-15T09:40:18Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "documentType": "A65",
                "processType": "A01",
                "outBiddingZone_Domain": "10Y1001A1001A82H",
                "periodStart": "202405152200",
                "periodEnd": "202405162200",
            },
            entsoe_ack(
                "Day-ahead Total Load Forecast [6.1.B]",
                "2024-05-15T22:00Z/2024-05-16T22:00Z",
                "2024-05-15T09:41:02Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "documentType": "A44",
                "in_Domain": "10YFR-RTE------C",
                "out_Domain": "10YFR-RTE------C",
                "periodStart": "202405142200",
                "periodEnd": "202405150200",
            },
            entsoe_prices("10YFR-RTE------C", "2024-05-14", ["58.90", "52.14", "49.77", "47.03"]),
        ),
    ],
)

S(
    "entsoe",
    "fail",
    1,
    "Get actual generation per production type for Spain and Portugal on May 13 from ENTSO-E and "
    "compare their solar output.",
    [
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A75",
                "processType": "A16",
                "in_Domain": "10YES-REE------0",
                "periodStart": "202405122200",
                "periodEnd": "202405132200",
            },
            entsoe_ack(
                "Actual Generation per Production Type [16.1.B&C]",
                "2024-05-12T22:00Z/2024-05-13T22:00Z",
                "2024-05-15T15:02:44Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A75",
                "processType": "A16",
                "in_Domain": "10YPT-REN------W",
                "periodStart": "202405122200",
                "periodEnd": "202405132200",
            },
            entsoe_ack(
                "Actual Generation per Production Type [16.1.B&C]",
                "2024-05-12T22:00Z/2024-05-13T22:00Z",
                "2024-05-15T15:03:10Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A75",
                "processType": "A16",
                "in_Domain": "10YES-REE------0",
                "psrType": "B16",
                "periodStart": "202405122200",
                "periodEnd": "202405132200",
            },
            entsoe_ack(
                "Actual Generation per Production Type [16.1.B&C]",
                "2024-05-12T22:00Z/2024-05-13T22:00Z",
                "2024-05-15T15:03:41Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A75",
                "processType": "A16",
                "in_Domain": "10YES-REE------0",
                "periodStart": "202405052200",
                "periodEnd": "202405062200",
            },
            entsoe_ack(
                "Actual Generation per Production Type [16.1.B&C]",
                "2024-05-05T22:00Z/2024-05-06T22:00Z",
                "2024-05-15T15:04:19Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A71",
                "processType": "A01",
                "in_Domain": "10YES-REE------0",
                "periodStart": "202405122200",
                "periodEnd": "202405132200",
            },
            entsoe_ack(
                "Installed Generation Capacity Aggregated [14.1.A]",
                "2024-05-12T22:00Z/2024-05-13T22:00Z",
                "2024-05-15T15:04:58Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A44",
                "in_Domain": "10YES-REE------0",
                "out_Domain": "10YES-REE------0",
                "periodStart": "202405122200",
                "periodEnd": "202405132200",
            },
            entsoe_ack(
                "Energy Prices [12.1.D]",
                "2024-05-12T22:00Z/2024-05-13T22:00Z",
                "2024-05-15T15:05:33Z",
            ),
        ),
        (
            "entsoe_api",
            {
                "base_url": "https://iop-transparency.entsoe.eu/api",
                "documentType": "A75",
                "processType": "A16",
                "in_Domain": "10YPT-REN------W",
                "periodStart": "202405132200",
                "periodEnd": "202405142200",
            },
            entsoe_ack(
                "Actual Generation per Production Type [16.1.B&C]",
                "2024-05-13T22:00Z/2024-05-14T22:00Z",
                "2024-05-15T15:06:02Z",
            ),
        ),
    ],
)

PJM = "https://api.pjm.com/api/v1"


def pjm_items(rows):
    return [
        {
            "datetime_beginning_utc": f"2024-05-13T{4 + h:02d}:00:00",
            "datetime_beginning_ept": f"2024-05-13T{h:02d}:00:00",
            "pnode_id": pid,
            "pnode_name": name,
            "voltage": None,
            "equipment": None,
            "type": "ZONE",
            "zone": name,
            "system_energy_price_da": se,
            "total_lmp_da": lmp,
            "congestion_price_da": round(lmp - se - loss, 6),
            "marginal_loss_price_da": loss,
            "row_is_current": True,
            "version_nbr": 1,
        }
        for h, pid, name, se, lmp, loss in rows
    ]


S(
    "pjm",
    "ok",
    1,
    "From PJM Data Miner, get day-ahead hourly LMPs for the BGE and DOM zones for hours 0-1 on May 13 "
    "and tell me which zone had more congestion.",
    [
        (
            "pjm_dataminer",
            {
                "feed": "da_hrl_lmps",
                "params": {
                    "datetime_beginning_ept": "5/13/2024 00:00to5/13/2024 01:00",
                    "pnode_name": "BGE",
                    "rowCount": 25,
                    "startRow": 1,
                },
            },
            js(
                {
                    "links": [
                        {
                            "rel": "self",
                            "href": PJM
                            + "/da_hrl_lmps?datetime_beginning_ept=5/13/2024 00:00to5/13/2024 01:00&pnode_name=BGE&rowCount=25&startRow=1",
                        },
                        {"rel": "metadata", "href": PJM + "/da_hrl_lmps/metadata"},
                    ],
                    "items": pjm_items(
                        [
                            (0, 51291, "BGE", 24.31, 27.912, 0.884),
                            (1, 51291, "BGE", 22.87, 26.104, 0.812),
                        ]
                    ),
                    "searchSpecification": {
                        "rowCount": 25,
                        "startRow": 1,
                        "isActiveMetadata": True,
                    },
                    "totalRows": 2,
                }
            ),
        ),
        (
            "pjm_dataminer",
            {
                "feed": "da_hrl_lmps",
                "params": {
                    "datetime_beginning_ept": "5/13/2024 00:00to5/13/2024 01:00",
                    "pnode_name": "DOM",
                    "rowCount": 25,
                    "startRow": 1,
                },
            },
            js(
                {
                    "links": [
                        {
                            "rel": "self",
                            "href": PJM
                            + "/da_hrl_lmps?datetime_beginning_ept=5/13/2024 00:00to5/13/2024 01:00&pnode_name=DOM&rowCount=25&startRow=1",
                        }
                    ],
                    "items": pjm_items(
                        [
                            (0, 34964545, "DOM", 24.31, 25.019, 0.402),
                            (1, 34964545, "DOM", 22.87, 23.505, 0.371),
                        ]
                    ),
                    "searchSpecification": {
                        "rowCount": 25,
                        "startRow": 1,
                        "isActiveMetadata": True,
                    },
                    "totalRows": 2,
                }
            ),
        ),
        (
            "pjm_dataminer",
            {"feed": "da_hrl_lmps/metadata", "params": {}},
            js(
                {
                    "name": "da_hrl_lmps",
                    "displayName": "Day-Ahead Hourly LMPs",
                    "fields": [
                        {
                            "name": "congestion_price_da",
                            "displayName": "Congestion Price DA",
                            "type": "decimal",
                            "isFilter": False,
                        },
                        {
                            "name": "marginal_loss_price_da",
                            "displayName": "Marginal Loss Price DA",
                            "type": "decimal",
                            "isFilter": False,
                        },
                        {
                            "name": "pnode_name",
                            "displayName": "Pricing Node Name",
                            "type": "string",
                            "isFilter": True,
                        },
                    ],
                    "retentionTimeUnit": "Days",
                    "lastUpdated": "2024-05-14T13:31:05",
                }
            ),
        ),
    ],
)

APIM = js(
    {
        "statusCode": 401,
        "message": "Access denied due to invalid subscription key. Make sure to provide a valid key for an active subscription.",
    }
)
S(
    "pjm",
    "fail",
    1,
    "What was PJM's real-time load by zone for yesterday afternoon, and the 5-minute RT LMP at "
    "WESTERN HUB around 16:00?",
    [
        (
            "pjm_dataminer",
            {
                "feed": "hrl_load_metered",
                "params": {
                    "datetime_beginning_ept": "5/14/2024 12:00to5/14/2024 18:00",
                    "rowCount": 100,
                },
            },
            APIM,
        ),
        (
            "pjm_dataminer",
            {
                "feed": "inst_load",
                "params": {"datetime_beginning_ept": "5/14/2024 16:00to5/14/2024 16:05"},
            },
            APIM,
        ),
        (
            "pjm_dataminer",
            {
                "feed": "rt_fivemin_hrl_lmps",
                "params": {
                    "pnode_name": "WESTERN HUB",
                    "datetime_beginning_ept": "5/14/2024 15:55to5/14/2024 16:10",
                },
            },
            APIM,
        ),
        (
            "pjm_dataminer",
            {
                "feed": "rt_hrl_lmps",
                "params": {
                    "pnode_name": "WESTERN HUB",
                    "datetime_beginning_ept": "5/14/2024 16:00",
                },
            },
            APIM,
        ),
        ("pjm_dataminer", {"feed": "hrl_load_metered/metadata", "params": {}}, APIM),
        (
            "pjm_dataminer",
            {
                "feed": "hrl_load_prelim",
                "params": {"datetime_beginning_ept": "5/14/2024 12:00to5/14/2024 18:00"},
            },
            APIM,
        ),
        (
            "pjm_dataminer",
            {
                "feed": "rt_fivemin_hrl_lmps",
                "params": {"pnode_id": 51288, "datetime_beginning_ept": "5/14/2024 16:00"},
            },
            APIM,
        ),
    ],
)

OCT = "https://api.octopus.energy/v1"


def orates(vals, start_h):
    out = []
    for i, (ex, inc) in enumerate(vals):
        h = start_h - i
        out.append(
            {
                "value_exc_vat": ex,
                "value_inc_vat": inc,
                "valid_from": f"2024-05-15T{h // 2:02d}:{30 * (h % 2):02d}:00Z",
                "valid_to": f"2024-05-15T{(h + 1) // 2:02d}:{30 * ((h + 1) % 2):02d}:00Z",
                "payment_method": None,
            }
        )
    return out


S(
    "octopus",
    "ok",
    1,
    "On Octopus Agile (region C, London), which half-hours this evening from 16:00 to 19:00 UTC are "
    "cheapest for charging the car?",
    [
        (
            "octopus_api",
            {"path": "/products/", "params": {"is_variable": "true", "brand": "OCTOPUS_ENERGY"}},
            js(
                {
                    "count": 41,
                    "next": OCT + "/products/?brand=OCTOPUS_ENERGY&is_variable=true&page=2",
                    "previous": None,
                    "results": [
                        {
                            "code": "AGILE-24-04-03",
                            "direction": "IMPORT",
                            "full_name": "Agile Octopus April 2024 v1",
                            "display_name": "Agile Octopus",
                            "is_variable": True,
                            "is_green": True,
                            "is_tracker": False,
                            "is_prepay": False,
                            "is_business": False,
                            "is_restricted": False,
                            "term": 12,
                            "available_from": "2024-04-03T00:00:00+01:00",
                            "available_to": None,
                            "brand": "OCTOPUS_ENERGY",
                        },
                        {
                            "code": "VAR-22-11-01",
                            "direction": "IMPORT",
                            "full_name": "Flexible Octopus November 2022 v1",
                            "display_name": "Flexible Octopus",
                            "is_variable": True,
                            "is_green": False,
                            "term": None,
                            "available_from": "2022-11-01T00:00:00Z",
                            "available_to": None,
                            "brand": "OCTOPUS_ENERGY",
                        },
                    ],
                },
                2,
            ),
        ),
        (
            "octopus_api",
            {
                "path": "/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/",
                "params": {
                    "period_from": "2024-05-15T16:00Z",
                    "period_to": "2024-05-15T19:00Z",
                    "page_size": 3,
                },
            },
            js(
                {
                    "count": 6,
                    "next": OCT
                    + "/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page=2&page_size=3&period_from=2024-05-15T16%3A00Z&period_to=2024-05-15T19%3A00Z",
                    "previous": None,
                    "results": orates([(24.57, 25.7985), (29.6, 31.08), (33.18, 34.839)], 37),
                }
            ),
        ),
        (
            "octopus_api",
            {
                "path": "/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/",
                "params": {
                    "period_from": "2024-05-15T16:00Z",
                    "period_to": "2024-05-15T19:00Z",
                    "page_size": 3,
                    "page": 2,
                },
            },
            js(
                {
                    "count": 6,
                    "next": None,
                    "previous": OCT
                    + "/products/AGILE-24-04-03/electricity-tariffs/E-1R-AGILE-24-04-03-C/standard-unit-rates/?page_size=3&period_from=2024-05-15T16%3A00Z&period_to=2024-05-15T19%3A00Z",
                    "results": orates([(21.42, 22.491), (18.9, 19.845), (17.35, 18.2175)], 34),
                }
            ),
        ),
    ],
)

S(
    "octopus",
    "ok",
    2,
    "How much electricity did my meter (MPAN 1200038451920, serial 21L4381104) use on May 13 by "
    "half-hour, and is there any export recorded on the export MPAN 1170000933617?",
    [
        (
            "octopus_api",
            {"path": "/electricity-meter-points/1200038451920/", "params": {}},
            js({"gsp": "_C", "mpan": "1200038451920", "profile_class": 1}),
        ),
        (
            "octopus_api",
            {
                "path": "/electricity-meter-points/1200038451920/meters/21L4381104/consumption/",
                "params": {
                    "period_from": "2024-05-13T00:00Z",
                    "period_to": "2024-05-13T02:00Z",
                    "order_by": "period",
                },
            },
            js(
                {
                    "count": 4,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "consumption": 0.214,
                            "interval_start": "2024-05-13T00:00:00+01:00",
                            "interval_end": "2024-05-13T00:30:00+01:00",
                        },
                        {
                            "consumption": 0.187,
                            "interval_start": "2024-05-13T00:30:00+01:00",
                            "interval_end": "2024-05-13T01:00:00+01:00",
                        },
                        {
                            "consumption": 1.932,
                            "interval_start": "2024-05-13T01:00:00+01:00",
                            "interval_end": "2024-05-13T01:30:00+01:00",
                        },
                        {
                            "consumption": 3.601,
                            "interval_start": "2024-05-13T01:30:00+01:00",
                            "interval_end": "2024-05-13T02:00:00+01:00",
                        },
                    ],
                }
            ),
        ),
        (
            "octopus_api",
            {
                "path": "/electricity-meter-points/1200038451920/meters/21L4381104/consumption/",
                "params": {
                    "period_from": "2024-05-13T00:00Z",
                    "period_to": "2024-05-14T00:00Z",
                    "group_by": "day",
                },
            },
            js(
                {
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "consumption": 18.466,
                            "interval_start": "2024-05-13T00:00:00+01:00",
                            "interval_end": "2024-05-14T00:00:00+01:00",
                        }
                    ],
                }
            ),
        ),
        (
            "octopus_api",
            {
                "path": "/electricity-meter-points/1170000933617/meters/21L4381104/consumption/",
                "params": {"period_from": "2024-05-13T00:00Z", "period_to": "2024-05-14T00:00Z"},
            },
            js({"count": 0, "next": None, "previous": None, "results": []}),
        ),
        (
            "octopus_api",
            {"path": "/electricity-meter-points/1170000933617/", "params": {}},
            js({"gsp": "_C", "mpan": "1170000933617", "profile_class": 0}),
        ),
    ],
)

# ---------------------------------------------------------------------------
# 3. Billing, subscriptions and accounting
# ---------------------------------------------------------------------------
S(
    "zuora",
    "ok",
    1,
    "Customer Brightline Logistics (account A00004127) wants to add 15 more seats. Find their active "
    "subscription, add the seats from June 1, and record this month's 3,200 API-call usage.",
    [
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/action/query",
                "body": {
                    "queryString": "select Id, Name, AccountNumber, Status from Account where AccountNumber = 'A00004127'"
                },
            },
            js(
                {
                    "records": [
                        {
                            "Id": "8ad0889d86da5a1b0186e2f4c1a23b17",
                            "Name": "Brightline Logistics",
                            "AccountNumber": "A00004127",
                            "Status": "Active",
                        }
                    ],
                    "size": 1,
                    "done": True,
                }
            ),
        ),
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/subscriptions/accounts/A00004127"},
            js(
                {
                    "subscriptions": [
                        {
                            "id": "8ad0889d86da5a1b0186e2f5d7e43c02",
                            "subscriptionNumber": "A-S00009181",
                            "status": "Active",
                            "termStartDate": "2024-01-01",
                            "termEndDate": "2024-12-31",
                            "ratePlans": [
                                {
                                    "productName": "Team Plan",
                                    "ratePlanName": "Annual Seats",
                                    "ratePlanCharges": [
                                        {
                                            "number": "C-00031877",
                                            "name": "Seat Licence",
                                            "quantity": 40.0,
                                            "price": 18.0,
                                            "billingPeriod": "Month",
                                        }
                                    ],
                                }
                            ],
                        }
                    ],
                    "success": True,
                }
            ),
        ),
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/orders",
                "body": {
                    "existingAccountNumber": "A00004127",
                    "orderDate": "2024-05-15",
                    "subscriptions": [
                        {
                            "subscriptionNumber": "A-S00009181",
                            "orderActions": [
                                {
                                    "type": "UpdateProduct",
                                    "triggerDates": [
                                        {"name": "ContractEffective", "triggerDate": "2024-06-01"}
                                    ],
                                    "updateProduct": {
                                        "ratePlanId": "8ad0889d86da5a1b0186e2f5d8113c0c",
                                        "chargeUpdates": [
                                            {
                                                "chargeNumber": "C-00031877",
                                                "pricing": {"recurringPerUnit": {"quantity": 55}},
                                            }
                                        ],
                                    },
                                }
                            ],
                        }
                    ],
                },
            },
            js(
                {
                    "success": True,
                    "orderNumber": "O-00021446",
                    "accountNumber": "A00004127",
                    "status": "Completed",
                    "subscriptionNumbers": ["A-S00009181"],
                }
            ),
        ),
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/object/usage",
                "body": {
                    "AccountId": "8ad0889d86da5a1b0186e2f4c1a23b17",
                    "SubscriptionNumber": "A-S00009181",
                    "ChargeNumber": "C-00031902",
                    "Quantity": 3200,
                    "StartDateTime": "2024-05-01T00:00:00",
                    "UOM": "API Call",
                },
            },
            js({"Success": True, "Id": "8ad09be48f7a21c4018f7e3b2a5f6d19"}),
        ),
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/orders/O-00021446"},
            js(
                {
                    "order": {
                        "orderNumber": "O-00021446",
                        "orderDate": "2024-05-15",
                        "status": "Completed",
                        "existingAccountNumber": "A00004127",
                        "subscriptions": [
                            {
                                "subscriptionNumber": "A-S00009181",
                                "orderActions": [
                                    {
                                        "type": "UpdateProduct",
                                        "sequence": 0,
                                        "triggerDates": [
                                            {
                                                "name": "ContractEffective",
                                                "triggerDate": "2024-06-01",
                                            },
                                            {
                                                "name": "ServiceActivation",
                                                "triggerDate": "2024-06-01",
                                            },
                                        ],
                                    }
                                ],
                            }
                        ],
                    },
                    "success": True,
                }
            ),
        ),
    ],
)


def zu_nf(key):
    return js(
        {
            "success": False,
            "processId": hid("zproc" + key, 16).upper(),
            "reasons": [{"code": 50000040, "message": f"Cannot find entity by key: '{key}'."}],
            "requestId": uid("zreq" + key),
        }
    )


S(
    "zuora",
    "fail",
    1,
    "List open invoices for our five enterprise accounts A00001552, A00001871, A00002044, A00002390 "
    "and A00003018, with balances.",
    [
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/accounts/A00001552/summary"},
            zu_nf("A00001552"),
        ),
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/accounts/A00001871/summary"},
            zu_nf("A00001871"),
        ),
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/action/query",
                "body": {
                    "queryString": "select Id, AccountNumber, Name from Account where AccountNumber = 'A00002044'"
                },
            },
            js({"records": [], "size": 0, "done": True}),
        ),
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/accounts/A00002390/summary"},
            zu_nf("A00002390"),
        ),
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/action/query",
                "body": {
                    "queryString": "select Id, InvoiceNumber, Balance, AccountId from Invoice where Status = 'Posted' and Balance > 0"
                },
            },
            js(
                {
                    "records": [
                        {
                            "Id": "2c92c0f96f1a2b3c016f1a9e0e2d4a11",
                            "InvoiceNumber": "INV00000001",
                            "Balance": 100.0,
                            "AccountId": "2c92c0f96f1a2b3c016f1a9d7c5b49f0",
                        }
                    ],
                    "size": 1,
                    "done": True,
                }
            ),
        ),
        (
            "zuora_api",
            {"method": "GET", "path": "/v1/accounts/A00003018/summary"},
            zu_nf("A00003018"),
        ),
        (
            "zuora_api",
            {
                "method": "POST",
                "path": "/v1/action/query",
                "body": {
                    "queryString": "select Id, AccountNumber, Name from Account where Name like 'Enterprise%'"
                },
            },
            js({"records": [], "size": 0, "done": True}),
        ),
    ],
)

CB = "https://acme-saas.chargebee.com/api/v2"


def cbsub(i, plan, status, amt):
    return {
        "subscription": {
            "id": "AzZTZgUAqKf" + hid(f"cbs{i}", 5),
            "customer_id": "AzyhAhUAqJZ" + hid(f"cbc{i}", 5),
            "status": status,
            "subscription_items": [
                {
                    "item_price_id": plan,
                    "item_type": "plan",
                    "quantity": 1,
                    "unit_price": amt,
                    "amount": amt,
                }
            ],
            "current_term_end": 1718409600 + i * 86400,
            "currency_code": "USD",
            "mrr": amt,
            "resource_version": 1715780000000 + i,
        },
        "customer": {
            "id": "AzyhAhUAqJZ" + hid(f"cbc{i}", 5),
            "email": f"billing{i}@example{i}.com",
            "auto_collection": "on",
        },
    }


S(
    "chargebee",
    "ok",
    1,
    "Which Chargebee subscriptions on the Pro-USD-Monthly plan are past due? Issue a $25 goodwill "
    "credit note to the oldest one's latest invoice.",
    [
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {
                    "status[is]": "active",
                    "item_price_id[is]": "Pro-USD-Monthly",
                    "limit": 3,
                },
            },
            js(
                {
                    "list": [
                        cbsub(1, "Pro-USD-Monthly", "active", 9900),
                        cbsub(2, "Pro-USD-Monthly", "active", 9900),
                        cbsub(3, "Pro-USD-Monthly", "active", 9900),
                    ],
                    "next_offset": '["1715780000003","287000000014"]',
                }
            ),
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {
                    "status[is]": "active",
                    "item_price_id[is]": "Pro-USD-Monthly",
                    "limit": 3,
                    "offset": '["1715780000003","287000000014"]',
                },
            },
            js({"list": [cbsub(4, "Pro-USD-Monthly", "active", 9900)]}),
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/invoices",
                "params": {
                    "status[is]": "payment_due",
                    "subscription_id[in]": "["
                    + ",".join("AzZTZgUAqKf" + hid(f"cbs{i}", 5) for i in range(1, 5))
                    + "]",
                },
            },
            js(
                {
                    "list": [
                        {
                            "invoice": {
                                "id": "inv_10482",
                                "subscription_id": "AzZTZgUAqKf" + hid("cbs2", 5),
                                "status": "payment_due",
                                "date": 1713139200,
                                "due_date": 1713744000,
                                "total": 9900,
                                "amount_due": 9900,
                                "dunning_status": "in_progress",
                            }
                        },
                        {
                            "invoice": {
                                "id": "inv_11107",
                                "subscription_id": "AzZTZgUAqKf" + hid("cbs4", 5),
                                "status": "payment_due",
                                "date": 1715731200,
                                "due_date": 1716336000,
                                "total": 9900,
                                "amount_due": 9900,
                                "dunning_status": "in_progress",
                            }
                        },
                    ]
                }
            ),
        ),
        (
            "chargebee_api",
            {
                "method": "POST",
                "path": "/credit_notes",
                "data": {
                    "reference_invoice_id": "inv_10482",
                    "total": 2500,
                    "type": "refundable",
                    "reason_code": "service_unsatisfactory",
                    "customer_notes": "Goodwill credit",
                },
            },
            js(
                {
                    "credit_note": {
                        "id": "CN-2291",
                        "customer_id": "AzyhAhUAqJZ" + hid("cbc2", 5),
                        "subscription_id": "AzZTZgUAqKf" + hid("cbs2", 5),
                        "reference_invoice_id": "inv_10482",
                        "type": "refundable",
                        "reason_code": "service_unsatisfactory",
                        "status": "refund_due",
                        "date": 1715785200,
                        "total": 2500,
                        "amount_allocated": 0,
                        "amount_refunded": 0,
                        "amount_available": 2500,
                        "currency_code": "USD",
                    }
                }
            ),
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/invoices",
                "params": {"status[is]": "not_paid", "item_price_id[is]": "Pro-USD-Monthly"},
            },
            js({"list": []}),
        ),
    ],
)

CB_LIMIT = js(
    {
        "message": "Sorry, access has been blocked temporarily due to request count exceeding acceptable limits. Please try after some time.",
        "type": "operation_failed",
        "api_error_code": "api_request_limit_exceeded",
        "error_code": "api_request_limit_exceeded",
        "error_msg": "Sorry, access has been blocked temporarily due to request count exceeding acceptable limits. Please try after some time.",
        "http_status_code": 429,
    }
)
S(
    "chargebee",
    "fail",
    1,
    "For the churn review, list every subscription cancelled in April in Chargebee with its "
    "cancel reason.",
    [
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {
                    "status[is]": "cancelled",
                    "cancelled_at[between]": "[1711929600,1714521599]",
                    "limit": 100,
                },
            },
            CB_LIMIT,
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {"status[is]": "cancelled", "limit": 20},
            },
            CB_LIMIT,
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/events",
                "params": {
                    "event_type[is]": "subscription_cancelled",
                    "occurred_at[after]": 1711929600,
                },
            },
            CB_LIMIT,
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {
                    "status[is]": "cancelled",
                    "cancel_reason_code[is_present]": "true",
                    "limit": 10,
                },
            },
            CB_LIMIT,
        ),
        ("chargebee_api", {"method": "GET", "path": "/cancellation_reasons"}, CB_LIMIT),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {"status[is]": "cancelled", "limit": 5, "sort_by[desc]": "updated_at"},
            },
            CB_LIMIT,
        ),
        (
            "chargebee_api",
            {
                "method": "GET",
                "path": "/events",
                "params": {"event_type[is]": "subscription_cancelled", "limit": 5},
            },
            CB_LIMIT,
        ),
    ],
)

FB = "https://api.freshbooks.com/accounting/account/Xk2Rq9/invoices/invoices"


def fbinv(i, client, amt, status):
    return {
        "invoiceid": 1840200 + i,
        "invoice_number": f"0000{310 + i}",
        "customerid": 90110 + i % 3,
        "organization": client,
        "amount": {"amount": amt, "code": "USD"},
        "outstanding": {"amount": amt if status != "paid" else "0.00", "code": "USD"},
        "v3_status": status,
        "create_date": f"2024-04-{10 + i:02d}",
        "due_date": f"2024-05-{10 + i:02d}",
    }


S(
    "freshbooks",
    "ok",
    1,
    "In FreshBooks, find all overdue invoices, record the $1,450 check we got from Halvorsen Design "
    "against theirs, and tell me what's still outstanding.",
    [
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": FB,
                "params": {"search[v3_status]": "overdue", "per_page": 3, "page": 1},
            },
            js(
                {
                    "response": {
                        "result": {
                            "invoices": [
                                fbinv(1, "Halvorsen Design", "1450.00", "overdue"),
                                fbinv(2, "Mercer & Pike LLP", "3200.00", "overdue"),
                                fbinv(3, "Quill Street Bakery", "275.50", "overdue"),
                            ],
                            "page": 1,
                            "pages": 2,
                            "per_page": 3,
                            "total": 5,
                        }
                    }
                }
            ),
        ),
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": FB,
                "params": {"search[v3_status]": "overdue", "per_page": 3, "page": 2},
            },
            js(
                {
                    "response": {
                        "result": {
                            "invoices": [
                                fbinv(4, "Oduya Architects", "980.00", "overdue"),
                                fbinv(5, "Lantern Film Co.", "6125.00", "overdue"),
                            ],
                            "page": 2,
                            "pages": 2,
                            "per_page": 3,
                            "total": 5,
                        }
                    }
                }
            ),
        ),
        (
            "freshbooks_api",
            {
                "method": "POST",
                "url": "https://api.freshbooks.com/accounting/account/Xk2Rq9/payments/payments",
                "json": {
                    "payment": {
                        "invoiceid": 1840201,
                        "amount": {"amount": "1450.00"},
                        "date": "2024-05-15",
                        "type": "Check",
                        "note": "Check #5521",
                    }
                },
            },
            js(
                {
                    "response": {
                        "result": {
                            "payment": {
                                "id": 771203,
                                "invoiceid": 1840201,
                                "amount": {"amount": "1450.00", "code": "USD"},
                                "date": "2024-05-15",
                                "type": "Check",
                                "note": "Check #5521",
                                "vis_state": 0,
                                "updated": "2024-05-15 10:44:02",
                            }
                        }
                    }
                }
            ),
        ),
        (
            "freshbooks_api",
            {"method": "GET", "url": FB + "/1840201", "params": {}},
            js(
                {
                    "response": {
                        "result": {"invoice": fbinv(1, "Halvorsen Design", "1450.00", "paid")}
                    }
                }
            ),
        ),
    ],
)

S(
    "freshbooks",
    "ok",
    2,
    "Did we log any FreshBooks expenses in the 'Travel' category in May? If so total them; also "
    "list time entries nobody has billed yet for project Atlas.",
    [
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": "https://api.freshbooks.com/accounting/account/Xk2Rq9/expenses/categories",
                "params": {"search[category]": "Travel"},
            },
            js(
                {
                    "response": {
                        "result": {
                            "categories": [
                                {
                                    "categoryid": 3011844,
                                    "category": "Travel",
                                    "parentid": None,
                                    "is_editable": False,
                                }
                            ],
                            "page": 1,
                            "pages": 1,
                            "total": 1,
                        }
                    }
                }
            ),
        ),
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": "https://api.freshbooks.com/accounting/account/Xk2Rq9/expenses/expenses",
                "params": {
                    "search[categoryid]": 3011844,
                    "search[date_min]": "2024-05-01",
                    "search[date_max]": "2024-05-31",
                },
            },
            js(
                {
                    "response": {
                        "result": {
                            "expenses": [],
                            "page": 1,
                            "pages": 0,
                            "per_page": 15,
                            "total": 0,
                        }
                    }
                }
            ),
        ),
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": "https://api.freshbooks.com/projects/business/448120/projects",
                "params": {"title": "Atlas"},
            },
            js(
                {
                    "projects": [
                        {
                            "id": 9931027,
                            "title": "Atlas",
                            "client_id": 90112,
                            "active": True,
                            "billing_method": "project_rate",
                            "project_type": "hourly_rate",
                            "rate": "145.00",
                        }
                    ],
                    "meta": {"total": 1, "per_page": 15, "page": 1, "pages": 1},
                }
            ),
        ),
        (
            "freshbooks_api",
            {
                "method": "GET",
                "url": "https://api.freshbooks.com/timetracking/business/448120/time_entries",
                "params": {"project_id": 9931027, "billed": "false"},
            },
            js(
                {
                    "time_entries": [
                        {
                            "id": 31820441,
                            "project_id": 9931027,
                            "duration": 10800,
                            "note": "Wireframes v2 review",
                            "started_at": "2024-05-09T14:00:00Z",
                            "billed": False,
                            "identity_id": 700211,
                        },
                        {
                            "id": 31822109,
                            "project_id": 9931027,
                            "duration": 5400,
                            "note": "Client call re: checkout flow",
                            "started_at": "2024-05-13T16:30:00Z",
                            "billed": False,
                            "identity_id": 700219,
                        },
                    ],
                    "meta": {
                        "total": 2,
                        "per_page": 30,
                        "page": 1,
                        "pages": 1,
                        "total_logged": 16200,
                        "total_unbilled": 16200,
                    },
                }
            ),
        ),
    ],
)


def ix(op, status, data, ctrl="ok-ctl"):
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<response>\n      <control>\n            <status>success</status>\n'
        f"            <senderid>acmeco</senderid>\n            <controlid>{hid(ctrl, 10)}</controlid>\n            <uniqueid>false</uniqueid>\n            <dtdversion>3.0</dtdversion>\n      </control>\n"
        "      <operation>\n            <authentication>\n                  <status>success</status>\n                  <userid>api_ap</userid>\n"
        "                  <companyid>acmeco</companyid>\n                  <locationid></locationid>\n                  <sessiontimestamp>2024-05-15T11:02:41-07:00</sessiontimestamp>\n"
        "                  <sessiontimeout>2024-05-15T17:02:41-07:00</sessiontimeout>\n            </authentication>\n"
        f"            <result>\n                  <status>{status}</status>\n                  <function>{op}</function>\n                  <controlid>{hid(ctrl + op, 8)}</controlid>\n{data}\n            </result>\n      </operation>\n</response>"
    )


def apbill(rec, vendor, amt, due):
    return (
        f"                        <APBILL>\n                              <RECORDNO>{rec}</RECORDNO>\n                              <VENDORNAME>{vendor}</VENDORNAME>\n"
        f"                              <TOTALDUE>{amt}</TOTALDUE>\n                              <WHENDUE>{due}</WHENDUE>\n                              <STATE>Posted</STATE>\n                        </APBILL>"
    )


S(
    "intacct",
    "ok",
    1,
    "In Sage Intacct, list all posted AP bills due before May 31 over $10,000, then create a payment "
    "request for the one from Corvid Steel.",
    [
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "APBILL",
                "fields": "RECORDNO,VENDORNAME,TOTALDUE,WHENDUE,STATE",
                "query": "STATE = 'Posted' AND WHENDUE < '05/31/2024' AND TOTALDUE > 10000",
                "pagesize": 2,
            },
            ix(
                "readByQuery",
                "success",
                '                  <data listtype="APBILL" count="2" totalcount="3" numremaining="1" resultId="7765623roXXX1cc5c3e5a8fc5b3b8f0">\n'
                + apbill(48211, "Corvid Steel Fabrication", "18420.00", "05/24/2024")
                + "\n"
                + apbill(48230, "Pemberton Freight", "11275.40", "05/28/2024")
                + "\n                  </data>",
            ),
        ),
        (
            "intacct_xml",
            {"function": "readMore", "resultId": "7765623roXXX1cc5c3e5a8fc5b3b8f0"},
            ix(
                "readMore",
                "success",
                '                  <data listtype="APBILL" count="1" totalcount="3" numremaining="0" resultId="7765623roXXX1cc5c3e5a8fc5b3b8f0">\n'
                + apbill(48302, "Lakeshore Utilities Cooperative", "10090.12", "05/30/2024")
                + "\n                  </data>",
            ),
        ),
        (
            "intacct_xml",
            {
                "function": "create",
                "object": "APPYMT",
                "fields": {
                    "FINANCIALENTITY": "BOA-OPER",
                    "PAYMENTMETHOD": "EFT",
                    "VENDORID": "V-CORVID",
                    "PAYMENTDATE": "05/20/2024",
                    "APPYMTDETAILS": {
                        "APPYMTDETAIL": {"RECORDKEY": 48211, "TRX_PAYMENTAMOUNT": "18420.00"}
                    },
                },
            },
            ix(
                "create",
                "success",
                '                  <data listtype="objects" count="1">\n                        <appymt>\n                              <RECORDNO>90377</RECORDNO>\n                        </appymt>\n                  </data>',
            ),
        ),
        (
            "intacct_xml",
            {
                "function": "read",
                "object": "APPYMT",
                "keys": "90377",
                "fields": "RECORDNO,STATE,VENDORNAME,TOTALENTERED,PAYMENTDATE",
            },
            ix(
                "read",
                "success",
                '                  <data listtype="APPYMT" count="1">\n                        <APPYMT>\n                              <RECORDNO>90377</RECORDNO>\n'
                "                              <STATE>Submitted</STATE>\n                              <VENDORNAME>Corvid Steel Fabrication</VENDORNAME>\n"
                "                              <TOTALENTERED>18420.00</TOTALENTERED>\n                              <PAYMENTDATE>05/20/2024</PAYMENTDATE>\n                        </APPYMT>\n                  </data>",
            ),
        ),
    ],
)

IX_EMPTY = (
    '                  <data listtype="%s" count="0" totalcount="0" numremaining="0" resultId=""/>'
)
S(
    "intacct",
    "fail",
    1,
    "Reconcile: give me the April GL balances for accounts 1000 (cash) and 2000 (AP) and the top "
    "vendors by April spend, for the Northeast entity.",
    [
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "GLACCOUNTBALANCE",
                "query": "ACCOUNTNO IN ('1000','2000') AND PERIOD = 'Month Ended April 2024'",
                "pagesize": 100,
            },
            ix("readByQuery", "success", IX_EMPTY % "glaccountbalance", "f1"),
        ),
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "GLACCOUNT",
                "query": "ACCOUNTNO = '1000'",
                "pagesize": 10,
            },
            ix("readByQuery", "success", IX_EMPTY % "glaccount", "f2"),
        ),
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "APBILL",
                "query": "WHENCREATED >= '04/01/2024' AND WHENCREATED <= '04/30/2024'",
                "pagesize": 100,
            },
            ix("readByQuery", "success", IX_EMPTY % "apbill", "f3"),
        ),
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "VENDOR",
                "query": "STATUS = 'active'",
                "pagesize": 50,
            },
            ix("readByQuery", "success", IX_EMPTY % "vendor", "f4"),
        ),
        (
            "intacct_xml",
            {
                "function": "readByQuery",
                "object": "GLENTRY",
                "query": "ACCOUNTNO = '2000' AND ENTRY_DATE >= '04/01/2024'",
                "pagesize": 100,
            },
            ix("readByQuery", "success", IX_EMPTY % "glentry", "f5"),
        ),
        (
            "intacct_xml",
            {"function": "readByQuery", "object": "LOCATIONENTITY", "query": "", "pagesize": 20},
            ix("readByQuery", "success", IX_EMPTY % "locationentity", "f6"),
        ),
        (
            "intacct_xml",
            {"function": "readByQuery", "object": "APBILL", "query": "", "pagesize": 5},
            ix("readByQuery", "success", IX_EMPTY % "apbill", "f7"),
        ),
    ],
)

BC = "https://gateway.prod.bill.com/connect/v3"
S(
    "billcom",
    "ok",
    1,
    "In Bill.com, are there bills from Northwind Paper awaiting approval? Pay their approved invoice "
    "NW-7781 by ACH today.",
    [
        (
            "billcom_api",
            {"method": "GET", "path": "/vendors", "params": {"filters": 'name:sw:"Northwind"'}},
            js(
                {
                    "results": [
                        {
                            "id": "00901GLHBDVTKRW2h3n1",
                            "name": "Northwind Paper Co.",
                            "isActive": "ACTIVE",
                            "email": "ar@northwindpaper.example",
                            "paymentInformation": {
                                "payByType": "ACH",
                                "bankAccount": {"accountNumber": "xxxxxx4417"},
                            },
                        }
                    ],
                    "nextPage": None,
                }
            ),
        ),
        (
            "billcom_api",
            {
                "method": "GET",
                "path": "/bills",
                "params": {
                    "filters": 'vendorId:eq:"00901GLHBDVTKRW2h3n1",approvalStatus:eq:"PENDING"'
                },
            },
            js({"results": [], "nextPage": None}),
        ),
        (
            "billcom_api",
            {
                "method": "GET",
                "path": "/bills",
                "params": {
                    "filters": 'vendorId:eq:"00901GLHBDVTKRW2h3n1",invoice.invoiceNumber:eq:"NW-7781"'
                },
            },
            js(
                {
                    "results": [
                        {
                            "id": "00n01NXUKWLPQMZ1a9q7",
                            "vendorId": "00901GLHBDVTKRW2h3n1",
                            "invoice": {"invoiceNumber": "NW-7781", "invoiceDate": "2024-04-29"},
                            "dueDate": "2024-05-29",
                            "amount": 4318.75,
                            "dueAmount": 4318.75,
                            "approvalStatus": "APPROVED",
                            "paymentStatus": "UNPAID",
                        }
                    ],
                    "nextPage": None,
                }
            ),
        ),
        (
            "billcom_api",
            {
                "method": "POST",
                "path": "/payments",
                "json": {
                    "vendorId": "00901GLHBDVTKRW2h3n1",
                    "billId": "00n01NXUKWLPQMZ1a9q7",
                    "processDate": "2024-05-15",
                    "amount": 4318.75,
                    "fundingAccount": {"type": "BANK_ACCOUNT", "id": "bac01KQPLZXWN2j7r1a3"},
                },
            },
            js(
                {
                    "id": "stp01ZQXBRKWNP4d8s2v",
                    "billId": "00n01NXUKWLPQMZ1a9q7",
                    "vendorId": "00901GLHBDVTKRW2h3n1",
                    "amount": 4318.75,
                    "processDate": "2024-05-15",
                    "status": "SCHEDULED",
                    "disbursementType": "ACH",
                    "createdTime": "2024-05-15T18:07:33.000+00:00",
                }
            ),
        ),
    ],
)

PD = "https://api.paddle.com"
S(
    "paddle",
    "ok",
    1,
    "A Paddle customer (mira.santos@quillfield.io) asked to pause her subscription until July and "
    "wants her last two receipts. Do both.",
    [
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/customers",
                "params": {"email": "mira.santos@quillfield.io"},
            },
            js(
                {
                    "data": [
                        {
                            "id": "ctm_01hv8wt8nffy4g6kkgd8jmbzxb",
                            "name": "Mira Santos",
                            "email": "mira.santos@quillfield.io",
                            "status": "active",
                            "locale": "en",
                            "created_at": "2023-11-02T09:12:44.31Z",
                        }
                    ],
                    "meta": {
                        "request_id": uid("pd1"),
                        "pagination": {
                            "per_page": 50,
                            "next": PD
                            + "/customers?after=ctm_01hv8wt8nffy4g6kkgd8jmbzxb&email=mira.santos%40quillfield.io",
                            "has_more": False,
                            "estimated_total": 1,
                        },
                    },
                }
            ),
        ),
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {"customer_id": "ctm_01hv8wt8nffy4g6kkgd8jmbzxb", "status": "active"},
            },
            js(
                {
                    "data": [
                        {
                            "id": "sub_01hv8x29kz0t586xy6zn1a62ny",
                            "status": "active",
                            "customer_id": "ctm_01hv8wt8nffy4g6kkgd8jmbzxb",
                            "currency_code": "EUR",
                            "billing_cycle": {"interval": "month", "frequency": 1},
                            "next_billed_at": "2024-06-02T09:12:44Z",
                            "scheduled_change": None,
                        }
                    ],
                    "meta": {
                        "request_id": uid("pd2"),
                        "pagination": {
                            "per_page": 50,
                            "next": PD + "/subscriptions?after=sub_01hv8x29kz0t586xy6zn1a62ny",
                            "has_more": False,
                            "estimated_total": 1,
                        },
                    },
                }
            ),
        ),
        (
            "paddle_api",
            {
                "method": "POST",
                "path": "/subscriptions/sub_01hv8x29kz0t586xy6zn1a62ny/pause",
                "json": {
                    "effective_from": "next_billing_period",
                    "resume_at": "2024-07-02T00:00:00Z",
                },
            },
            js(
                {
                    "data": {
                        "id": "sub_01hv8x29kz0t586xy6zn1a62ny",
                        "status": "active",
                        "next_billed_at": None,
                        "scheduled_change": {
                            "action": "pause",
                            "effective_at": "2024-06-02T09:12:44Z",
                            "resume_at": "2024-07-02T00:00:00Z",
                        },
                    },
                    "meta": {"request_id": uid("pd3")},
                }
            ),
        ),
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/transactions",
                "params": {
                    "subscription_id": "sub_01hv8x29kz0t586xy6zn1a62ny",
                    "status": "completed",
                    "order_by": "billed_at[DESC]",
                    "per_page": 2,
                },
            },
            js(
                {
                    "data": [
                        {
                            "id": "txn_01hx2k3qj7c5t0v8w9e4r6y1mz",
                            "status": "completed",
                            "invoice_number": "12841-10219",
                            "billed_at": "2024-05-02T09:13:01Z",
                            "details": {"totals": {"grand_total": "2380", "currency_code": "EUR"}},
                        },
                        {
                            "id": "txn_01hvb1r7g5s3m8p0q2w6e9t4ka",
                            "status": "completed",
                            "invoice_number": "12841-09877",
                            "billed_at": "2024-04-02T09:12:58Z",
                            "details": {"totals": {"grand_total": "2380", "currency_code": "EUR"}},
                        },
                    ],
                    "meta": {
                        "request_id": uid("pd4"),
                        "pagination": {
                            "per_page": 2,
                            "next": PD
                            + "/transactions?after=txn_01hvb1r7g5s3m8p0q2w6e9t4ka&per_page=2",
                            "has_more": True,
                            "estimated_total": 7,
                        },
                    },
                }
            ),
        ),
        (
            "paddle_api",
            {"method": "GET", "path": "/transactions/txn_01hx2k3qj7c5t0v8w9e4r6y1mz/invoice"},
            js(
                {
                    "data": {
                        "url": "https://paddle-production-invoice-service-pdfs.s3.amazonaws.com/invoices/12841/"
                        + uid("pdinv1")
                        + "/invoice_12841-10219.pdf?X-Amz-Expires=3600"
                    },
                    "meta": {"request_id": uid("pd5")},
                }
            ),
        ),
        (
            "paddle_api",
            {"method": "GET", "path": "/transactions/txn_01hvb1r7g5s3m8p0q2w6e9t4ka/invoice"},
            js(
                {
                    "data": {
                        "url": "https://paddle-production-invoice-service-pdfs.s3.amazonaws.com/invoices/12841/"
                        + uid("pdinv2")
                        + "/invoice_12841-09877.pdf?X-Amz-Expires=3600"
                    },
                    "meta": {"request_id": uid("pd6")},
                }
            ),
        ),
    ],
)

PS = "https://sandbox-api.paddle.com"


def pd_empty(path, rid):
    return js(
        {
            "data": [],
            "meta": {
                "request_id": uid(rid),
                "pagination": {
                    "per_page": 50,
                    "next": PS + path,
                    "has_more": False,
                    "estimated_total": 0,
                },
            },
        }
    )


def pd_nf(kind, rid):
    return js(
        {
            "error": {
                "type": "request_error",
                "code": "not_found",
                "detail": f"Entity {kind} not found",
                "documentation_url": "https://developer.paddle.com/v1/errors/shared/not_found",
            },
            "meta": {"request_id": uid(rid)},
        }
    )


S(
    "paddle",
    "fail",
    1,
    "Refund the duplicate charge for customer jonas.weber@kettlebrook.de (transactions from May 10) "
    "in Paddle.",
    [
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/customers",
                "params": {"email": "jonas.weber@kettlebrook.de"},
            },
            pd_empty("/customers?email=jonas.weber%40kettlebrook.de", "pf1"),
        ),
        (
            "paddle_api",
            {"method": "GET", "path": "/customers", "params": {"search": "kettlebrook"}},
            pd_empty("/customers?search=kettlebrook", "pf2"),
        ),
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/transactions",
                "params": {
                    "billed_at[GTE]": "2024-05-10T00:00:00Z",
                    "billed_at[LT]": "2024-05-11T00:00:00Z",
                },
            },
            pd_empty("/transactions?billed_at%5BGTE%5D=2024-05-10T00%3A00%3A00Z", "pf3"),
        ),
        (
            "paddle_api",
            {"method": "GET", "path": "/transactions/txn_01hxnm4a0r2t8w3v5k7c9e1g6b"},
            pd_nf("transaction", "pf4"),
        ),
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/transactions",
                "params": {"status": "completed", "per_page": 20},
            },
            pd_empty("/transactions?status=completed&per_page=20", "pf5"),
        ),
        (
            "paddle_api",
            {"method": "GET", "path": "/customers/ctm_01hq7b3e5z8x0c2v4n6m9k1j3h"},
            pd_nf("customer", "pf6"),
        ),
        (
            "paddle_api",
            {
                "method": "GET",
                "path": "/subscriptions",
                "params": {"status": "active", "per_page": 20},
            },
            pd_empty("/subscriptions?status=active&per_page=20", "pf7"),
        ),
    ],
)

# ---------------------------------------------------------------------------
# 4. Time-series and OLAP databases
# ---------------------------------------------------------------------------
S(
    "druid",
    "ok",
    1,
    "From the Druid 'clickstream' datasource: top 3 countries by sessions yesterday, hourly pageviews "
    "for the top one, and were there any events from app_version 4.2.0-beta?",
    [
        (
            "druid_sql",
            {
                "query": "SELECT country, COUNT(DISTINCT session_id) AS sessions FROM clickstream WHERE __time >= TIMESTAMP '2024-05-14' AND __time < TIMESTAMP '2024-05-15' GROUP BY 1 ORDER BY 2 DESC LIMIT 3"
            },
            js(
                [
                    {"country": "US", "sessions": 188204},
                    {"country": "DE", "sessions": 41877},
                    {"country": "BR", "sessions": 39012},
                ]
            ),
        ),
        (
            "druid_sql",
            {
                "query": "SELECT TIME_FLOOR(__time, 'PT1H') AS hr, COUNT(*) AS pageviews FROM clickstream WHERE country = 'US' AND event_type = 'pageview' AND __time >= TIMESTAMP '2024-05-14 00:00' AND __time < TIMESTAMP '2024-05-14 06:00' GROUP BY 1 ORDER BY 1"
            },
            js(
                [
                    {"hr": "2024-05-14T00:00:00.000Z", "pageviews": 61233},
                    {"hr": "2024-05-14T01:00:00.000Z", "pageviews": 55108},
                    {"hr": "2024-05-14T02:00:00.000Z", "pageviews": 47712},
                    {"hr": "2024-05-14T03:00:00.000Z", "pageviews": 40391},
                    {"hr": "2024-05-14T04:00:00.000Z", "pageviews": 33870},
                    {"hr": "2024-05-14T05:00:00.000Z", "pageviews": 30226},
                ]
            ),
        ),
        (
            "druid_sql",
            {
                "query": "SELECT COUNT(*) AS n FROM clickstream WHERE app_version = '4.2.0-beta' AND __time >= TIMESTAMP '2024-05-01'"
            },
            js([{"n": 0}]),
        ),
        (
            "druid_sql",
            {
                "query": "SELECT DISTINCT app_version FROM clickstream WHERE __time >= TIMESTAMP '2024-05-14' AND app_version LIKE '4.2%'"
            },
            js([]),
        ),
        (
            "druid_sql",
            {
                "query": "SELECT app_version, COUNT(*) AS n FROM clickstream WHERE __time >= TIMESTAMP '2024-05-14' GROUP BY 1 ORDER BY 2 DESC LIMIT 4"
            },
            js(
                [
                    {"app_version": "4.1.3", "n": 2210934},
                    {"app_version": "4.1.2", "n": 402118},
                    {"app_version": "4.0.9", "n": 77310},
                    {"app_version": "3.9.14", "n": 12044},
                ]
            ),
        ),
    ],
)

DRUID_TO = js(
    {
        "error": "druidException",
        "errorCode": "legacyQueryException",
        "persona": "OPERATOR",
        "category": "TIMEOUT",
        "errorMessage": "Query did not complete within configured timeout period. You can increase query timeout or tune the performance of query.",
        "context": {
            "errorClass": "org.apache.druid.query.QueryTimeoutException",
            "host": None,
            "legacyErrorCode": "Query timeout",
        },
    }
)
S(
    "druid",
    "fail",
    1,
    "Using Druid, how many orders per region did we get last week from the 'orders_rt' datasource, "
    "and the median basket size?",
    [
        (
            "druid_sql",
            {
                "query": "SELECT region, COUNT(*) FROM orders_rt WHERE __time >= CURRENT_TIMESTAMP - INTERVAL '7' DAY GROUP BY 1"
            },
            DRUID_TO,
        ),
        (
            "druid_sql",
            {
                "query": "SELECT region, COUNT(*) FROM orders_rt WHERE __time >= TIMESTAMP '2024-05-13' GROUP BY 1"
            },
            DRUID_TO,
        ),
        (
            "druid_sql",
            {
                "query": "SELECT COUNT(*) FROM orders_rt WHERE __time >= TIMESTAMP '2024-05-14' AND __time < TIMESTAMP '2024-05-15'"
            },
            DRUID_TO,
        ),
        (
            "druid_sql",
            {
                "query": "SELECT APPROX_QUANTILE_DS(basket_size, 0.5) FROM orders_rt WHERE __time >= TIMESTAMP '2024-05-14'"
            },
            DRUID_TO,
        ),
        ("druid_sql", {"query": "SELECT * FROM orders_rt LIMIT 5"}, DRUID_TO),
        (
            "druid_sql",
            {
                "query": "SELECT COUNT(*) FROM orders_rt WHERE __time >= CURRENT_TIMESTAMP - INTERVAL '1' HOUR",
                "context": {"timeout": 300000},
            },
            DRUID_TO,
        ),
        (
            "druid_sql",
            {
                "query": "SELECT datasource, COUNT(*) AS segs FROM sys.segments WHERE datasource = 'orders_rt' GROUP BY 1"
            },
            DRUID_TO,
        ),
    ],
)


def pinot(cols, types, rows, docs, ms):
    return js(
        {
            "resultTable": {
                "dataSchema": {"columnNames": cols, "columnDataTypes": types},
                "rows": rows,
            },
            "exceptions": [],
            "numServersQueried": 2,
            "numServersResponded": 2,
            "numSegmentsQueried": 48,
            "numSegmentsProcessed": 48,
            "numSegmentsMatched": 12,
            "numConsumingSegmentsQueried": 2,
            "numDocsScanned": docs,
            "numEntriesScannedInFilter": 0,
            "numEntriesScannedPostFilter": docs * len(cols),
            "numGroupsLimitReached": False,
            "totalDocs": 98231077,
            "timeUsedMs": ms,
            "minConsumingFreshnessTimeMs": 1715784120331,
        }
    )


S(
    "pinot",
    "ok",
    1,
    "In Pinot's rideEvents table, what were the five busiest pickup zones in the last hour, and the "
    "average wait time for the busiest?",
    [
        (
            "pinot_query",
            {
                "sql": "SELECT pickupZone, COUNT(*) AS rides FROM rideEvents WHERE eventTime > ago('PT1H') GROUP BY pickupZone ORDER BY rides DESC LIMIT 5"
            },
            pinot(
                ["pickupZone", "rides"],
                ["STRING", "LONG"],
                [
                    ["Midtown Center", 1422],
                    ["JFK Airport", 1180],
                    ["Upper East Side South", 1011],
                    ["Penn Station/Madison Sq West", 968],
                    ["Times Sq/Theatre District", 940],
                ],
                21344,
                38,
            ),
        ),
        (
            "pinot_query",
            {
                "sql": "SELECT AVG(waitSeconds) AS avgWait, PERCENTILE(waitSeconds, 90) AS p90 FROM rideEvents WHERE pickupZone = 'Midtown Center' AND eventTime > ago('PT1H')"
            },
            pinot(["avgWait", "p90"], ["DOUBLE", "DOUBLE"], [[247.3164556962025, 512.0]], 1422, 11),
        ),
        (
            "pinot_query",
            {
                "sql": "SELECT COUNT(*) FROM rideEvents WHERE pickupZone = 'Midtown Center' AND eventTime > ago('PT1H') AND status = 'CANCELLED_NO_DRIVER'"
            },
            pinot(["count(*)"], ["LONG"], [[0]], 0, 4),
        ),
    ],
)


def psql(out):
    return out


S(
    "timescaledb",
    "ok",
    1,
    "From the TimescaleDB 'conditions' hypertable: 15-minute average temperature for device "
    "greenhouse-3 this morning, then refresh the hourly continuous aggregate for today.",
    [
        (
            "shell",
            {
                "command": "psql -h tsdb.internal -d metrics -c \"SELECT time_bucket('15 minutes', time) AS bucket, round(avg(temperature)::numeric,2) AS avg_temp FROM conditions WHERE device_id = 'greenhouse-3' AND time >= '2024-05-15 06:00' AND time < '2024-05-15 07:30' GROUP BY bucket ORDER BY bucket;\""
            },
            "         bucket         | avg_temp \n------------------------+----------\n 2024-05-15 06:00:00+00 |    17.42\n 2024-05-15 06:15:00+00 |    17.88\n 2024-05-15 06:30:00+00 |    18.91\n"
            " 2024-05-15 06:45:00+00 |    20.36\n 2024-05-15 07:00:00+00 |    22.04\n 2024-05-15 07:15:00+00 |    23.70\n(6 rows)\n\n",
        ),
        (
            "shell",
            {
                "command": 'psql -h tsdb.internal -d metrics -c "SELECT view_name, materialization_hypertable_name FROM timescaledb_information.continuous_aggregates;"'
            },
            "      view_name      | materialization_hypertable_name \n---------------------+---------------------------------\n conditions_hourly   | _materialized_hypertable_4\n conditions_daily    | _materialized_hypertable_5\n(2 rows)\n\n",
        ),
        (
            "shell",
            {
                "command": "psql -h tsdb.internal -d metrics -c \"CALL refresh_continuous_aggregate('conditions_hourly', '2024-05-15', '2024-05-16');\""
            },
            "CALL\n",
        ),
        (
            "shell",
            {
                "command": "psql -h tsdb.internal -d metrics -c \"SELECT bucket, avg_temp, max_humidity FROM conditions_hourly WHERE device_id='greenhouse-3' AND bucket >= '2024-05-15' ORDER BY bucket;\""
            },
            "         bucket         |      avg_temp      | max_humidity \n------------------------+--------------------+--------------\n 2024-05-15 06:00:00+00 | 18.647500000000001 |        81.20\n"
            " 2024-05-15 07:00:00+00 | 22.871666666666666 |        77.45\n(2 rows)\n\n",
        ),
    ],
)

S(
    "timescaledb",
    "ok",
    2,
    "How much space is compression saving on the 'ticks' hypertable, and set a 90-day retention "
    "policy on it. Are there chunks older than 90 days right now?",
    [
        (
            "shell",
            {
                "command": "psql -d market -c \"SELECT pg_size_pretty(before_compression_total_bytes) AS before, pg_size_pretty(after_compression_total_bytes) AS after, total_chunks, number_compressed_chunks FROM hypertable_compression_stats('ticks');\""
            },
            " before | after  | total_chunks | number_compressed_chunks \n--------+--------+--------------+--------------------------\n 412 GB | 38 GB  |          184 |                      177\n(1 row)\n\n",
        ),
        (
            "shell",
            {
                "command": "psql -d market -c \"SELECT add_retention_policy('ticks', INTERVAL '90 days');\""
            },
            " add_retention_policy \n----------------------\n                 1017\n(1 row)\n\n",
        ),
        (
            "shell",
            {
                "command": "psql -d market -c \"SELECT show_chunks('ticks', older_than => INTERVAL '90 days');\""
            },
            " show_chunks \n-------------\n(0 rows)\n\n",
        ),
        (
            "shell",
            {
                "command": "psql -d market -c \"SELECT min(range_start), max(range_end) FROM timescaledb_information.chunks WHERE hypertable_name='ticks';\""
            },
            "          min           |          max           \n------------------------+------------------------\n 2024-02-20 00:00:00+00 | 2024-05-16 00:00:00+00\n(1 row)\n\n",
        ),
        (
            "shell",
            {
                "command": 'psql -d market -c "SELECT job_id, schedule_interval, config FROM timescaledb_information.jobs WHERE job_id = 1017;"'
            },
            ' job_id | schedule_interval |                      config                       \n--------+-------------------+---------------------------------------------------\n   1017 | 1 day             | {"drop_after": "90 days", "hypertable_id": 2}\n(1 row)\n\n',
        ),
    ],
)


def qdb(query, cols, rows):
    return js(
        {
            "query": query,
            "columns": [{"name": c, "type": t} for c, t in cols],
            "timestamp": 0,
            "dataset": rows,
            "count": len(rows),
        }
    )


S(
    "questdb",
    "ok",
    1,
    "QuestDB trades table: 1-minute VWAP for BTC-USD over 10:00-10:05 today and the biggest single "
    "trade in that window.",
    [
        (
            "questdb_exec",
            {
                "query": "SELECT timestamp, sum(price*amount)/sum(amount) vwap FROM trades WHERE symbol='BTC-USD' AND timestamp IN '2024-05-15T10:00;5m' SAMPLE BY 1m"
            },
            qdb(
                "SELECT timestamp, sum(price*amount)/sum(amount) vwap FROM trades WHERE symbol='BTC-USD' AND timestamp IN '2024-05-15T10:00;5m' SAMPLE BY 1m",
                [("timestamp", "TIMESTAMP"), ("vwap", "DOUBLE")],
                [
                    ["2024-05-15T10:00:00.000000Z", 62911.48],
                    ["2024-05-15T10:01:00.000000Z", 62930.11],
                    ["2024-05-15T10:02:00.000000Z", 62874.6],
                    ["2024-05-15T10:03:00.000000Z", 62850.02],
                    ["2024-05-15T10:04:00.000000Z", 62866.77],
                ],
            ),
        ),
        (
            "questdb_exec",
            {
                "query": "SELECT timestamp, side, price, amount FROM trades WHERE symbol='BTC-USD' AND timestamp IN '2024-05-15T10:00;5m' ORDER BY amount DESC LIMIT 1"
            },
            qdb(
                "SELECT timestamp, side, price, amount FROM trades WHERE symbol='BTC-USD' AND timestamp IN '2024-05-15T10:00;5m' ORDER BY amount DESC LIMIT 1",
                [
                    ("timestamp", "TIMESTAMP"),
                    ("side", "SYMBOL"),
                    ("price", "DOUBLE"),
                    ("amount", "DOUBLE"),
                ],
                [["2024-05-15T10:02:41.118204Z", "sell", 62861.5, 4.212]],
            ),
        ),
    ],
)

QDB_Q = [
    "SELECT * FROM sensor_readings WHERE ts > dateadd('h', -1, now()) LIMIT 20",
    "SELECT sensor_id, last(value) FROM sensor_readings WHERE ts > dateadd('h', -1, now()) LATEST ON ts PARTITION BY sensor_id",
    "SELECT count() FROM sensor_readings WHERE ts > dateadd('d', -1, now())",
    "SELECT sensor_id, avg(value) FROM sensor_readings WHERE ts IN '2024-05-15' SAMPLE BY 10m",
    "SELECT * FROM sensor_readings WHERE sensor_id = 'pump-07' AND ts > dateadd('h', -6, now())",
    "SELECT sensor_id, max(value) FROM sensor_readings WHERE ts > '2024-05-15T00:00:00Z' AND value > 80",
    "SELECT count() FROM sensor_readings WHERE ts > '2024-05-14T12:00:00Z'",
]
S(
    "questdb",
    "fail",
    1,
    "Which pump sensors reported values over 80 in the last hour? Check the QuestDB replica.",
    [
        (
            "questdb_exec",
            {"query": q, "host": "questdb-replica-2:9000"},
            qdb(q, [("count", "LONG")], [[0]])
            if "count()" in q
            else qdb(q, [("sensor_id", "SYMBOL"), ("value", "DOUBLE"), ("ts", "TIMESTAMP")], []),
        )
        for q in QDB_Q
    ],
)

S(
    "cbq",
    "ok",
    1,
    "Using cbq on the 'travel-sample' bucket: how many hotels in Paris have free breakfast, and "
    "update airline_10's callsign to 'MILE-AIR-2'.",
    [
        (
            "shell",
            {
                "command": "cbq -e couchbase://cb1.internal -u app -p *** -s \"SELECT COUNT(*) AS n FROM \\`travel-sample\\`.inventory.hotel WHERE city = 'Paris' AND free_breakfast = true;\""
            },
            ' Connected to : http://cb1.internal:8091/. Type Ctrl-D or \\QUIT to exit.\n\n Path to history file for the shell : /home/agent/.cbq_history \n{\n    "requestID": "'
            + uid("cbq1")
            + '",\n'
            '    "signature": {\n        "n": "number"\n    },\n    "results": [\n    {\n        "n": 63\n    }\n    ],\n    "status": "success",\n'
            '    "metrics": {\n        "elapsedTime": "14.208712ms",\n        "executionTime": "14.101547ms",\n        "resultCount": 1,\n        "resultSize": 15,\n        "serviceLoad": 2\n    }\n}\n',
        ),
        (
            "shell",
            {
                "command": "cbq -e couchbase://cb1.internal -u app -p *** -s \"UPDATE \\`travel-sample\\`.inventory.airline USE KEYS 'airline_10' SET callsign = 'MILE-AIR-2' RETURNING callsign, name;\""
            },
            ' Connected to : http://cb1.internal:8091/. Type Ctrl-D or \\QUIT to exit.\n\n Path to history file for the shell : /home/agent/.cbq_history \n{\n    "requestID": "'
            + uid("cbq2")
            + '",\n'
            '    "signature": {\n        "callsign": "json",\n        "name": "json"\n    },\n    "results": [\n    {\n        "callsign": "MILE-AIR-2",\n        "name": "40-Mile Air"\n    }\n    ],\n'
            '    "status": "success",\n    "metrics": {\n        "elapsedTime": "6.9102ms",\n        "executionTime": "6.81133ms",\n        "resultCount": 1,\n        "resultSize": 62,\n        "mutationCount": 1,\n        "serviceLoad": 2\n    }\n}\n',
        ),
    ],
)


def cbq_err(n, ks):
    return (
        ' Connected to : http://cb-stage.internal:8091/. Type Ctrl-D or \\QUIT to exit.\n\n Path to history file for the shell : /home/agent/.cbq_history \n{\n    "requestID": "'
        + uid(f"cbqf{n}")
        + '",\n'
        f'    "errors": [\n        {{\n            "code": 12003,\n            "msg": "Keyspace not found in CB datastore: default:{ks} - cause: No bucket named {ks.split(".")[0]}"\n        }}\n    ],\n'
        '    "status": "fatal",\n    "metrics": {\n        "elapsedTime": "1.402117ms",\n        "executionTime": "1.33802ms",\n        "resultCount": 0,\n        "resultSize": 0,\n        "serviceLoad": 2,\n        "errorCount": 1\n    }\n}\n'
    )


CBQ_F = [
    ("SELECT COUNT(*) FROM orders WHERE status = 'open'", "orders"),
    ("SELECT o.id, o.total FROM orders o WHERE o.created >= '2024-05-14' LIMIT 10", "orders"),
    ("SELECT * FROM `orders`.`_default`.`_default` LIMIT 3", "orders._default._default"),
    ("SELECT COUNT(*) FROM `commerce`.sales.orders", "commerce.sales.orders"),
    ("SELECT RAW name FROM system:keyspaces", None),
    (
        "SELECT COUNT(*) FROM `commerce-prod`.sales.orders WHERE status='open'",
        "commerce-prod.sales.orders",
    ),
    (
        "SELECT status, COUNT(*) FROM `commerce-prod`.sales.orders GROUP BY status",
        "commerce-prod.sales.orders",
    ),
]
S(
    "cbq",
    "fail",
    1,
    "How many open orders are there in Couchbase right now, broken down by status?",
    [
        (
            "shell",
            {"command": f'cbq -e couchbase://cb-stage.internal -u reporting -p *** -s "{q}"'},
            cbq_err(i, ks)
            if ks
            else (
                ' Connected to : http://cb-stage.internal:8091/. Type Ctrl-D or \\QUIT to exit.\n\n Path to history file for the shell : /home/agent/.cbq_history \n{\n    "requestID": "'
                + uid("cbqks")
                + '",\n'
                '    "signature": "json",\n    "results": [\n    "beer-sample",\n    "gamesim-sample"\n    ],\n    "status": "success",\n    "metrics": {\n        "elapsedTime": "3.01ms",\n        "executionTime": "2.95ms",\n        "resultCount": 2,\n        "resultSize": 33,\n        "serviceLoad": 2\n    }\n}\n'
            ),
        )
        for i, (q, ks) in enumerate(CBQ_F)
    ],
)

S(
    "hbase-shell",
    "ok",
    1,
    "In HBase table 'user_events', show the last events for user u-48812 and check whether user "
    "u-00017 (a deleted test account) still has any rows.",
    [
        (
            "hbase_shell",
            {
                "command": "scan 'user_events', {ROWPREFIXFILTER => 'u-48812#', LIMIT => 4, REVERSED => true}"
            },
            "ROW                                   COLUMN+CELL\n"
            " u-48812#20240515T101144              column=e:type, timestamp=2024-05-15T10:11:44.812, value=checkout\n"
            " u-48812#20240515T101144              column=e:sku, timestamp=2024-05-15T10:11:44.812, value=SKU-20931\n"
            " u-48812#20240515T100702              column=e:type, timestamp=2024-05-15T10:07:02.140, value=add_to_cart\n"
            " u-48812#20240515T100702              column=e:sku, timestamp=2024-05-15T10:07:02.140, value=SKU-20931\n"
            "2 row(s)\nTook 0.0411 seconds\n",
        ),
        (
            "hbase_shell",
            {"command": "scan 'user_events', {ROWPREFIXFILTER => 'u-00017#', LIMIT => 5}"},
            "ROW                                   COLUMN+CELL\n0 row(s)\nTook 0.0087 seconds\n",
        ),
        (
            "hbase_shell",
            {"command": "get 'user_profiles', 'u-00017'"},
            "COLUMN                                CELL\n0 row(s)\nTook 0.0061 seconds\n",
        ),
        (
            "hbase_shell",
            {
                "command": "count 'user_events', {FILTER => \"PrefixFilter('u-48812#')\", INTERVAL => 1000}"
            },
            "37 row(s)\nTook 0.2240 seconds\n=> 37\n",
        ),
    ],
)

HB_DEAD = (
    "ERROR: org.apache.hadoop.hbase.client.RetriesExhaustedException: Failed after attempts=8, exceptions:\n"
    "2024-05-15T10:3{0}:1{0}.214Z, RpcRetryingCaller{{globalStartTime=2024-05-15T10:3{0}:0{0}.002Z, pause=100, maxAttempts=8}}, java.net.ConnectException: Call to address=hb-rs-03.internal/10.40.2.13:16020 failed on connection exception: org.apache.hbase.thirdparty.io.netty.channel.AbstractChannel$AnnotatedConnectException: Connection refused: hb-rs-03.internal/10.40.2.13:16020\n"
    "\nFor usage try 'help \"{1}\"'\n\nTook 9.3{0}1 seconds\n"
)
HB_CMDS = [
    ("scan 'metrics_raw', {ROWPREFIXFILTER => 'host-17|cpu', LIMIT => 10}", "scan"),
    ("get 'metrics_raw', 'host-17|cpu|20240515T1000'", "get"),
    ("scan 'metrics_raw', {STARTROW => 'host-17|mem', LIMIT => 5}", "scan"),
    ("count 'metrics_raw', {INTERVAL => 100000}", "count"),
    ("scan 'metrics_rollup_1h', {ROWPREFIXFILTER => 'host-17', LIMIT => 5}", "scan"),
    ("get 'metrics_rollup_1h', 'host-17|cpu|20240515T09'", "get"),
    ("scan 'metrics_raw', {ROWPREFIXFILTER => 'host-18|cpu', LIMIT => 3}", "scan"),
]
S(
    "hbase-shell",
    "fail",
    1,
    "Pull host-17's CPU metrics for this morning from HBase so we can see when the spike started.",
    [("hbase_shell", {"command": c}, HB_DEAD.format(i, v)) for i, (c, v) in enumerate(HB_CMDS)],
)

S(
    "valkey",
    "ok",
    1,
    "Is the session cache healthy? Check Valkey hit rate and evictions and the memcached tier's hit "
    "ratio, then flush the stale 'feature-flags:*' keys.",
    [
        (
            "shell",
            {
                "command": "valkey-cli -h cache-1.internal INFO stats | grep -E 'keyspace_hits|keyspace_misses|evicted_keys|expired_keys|instantaneous_ops'"
            },
            "instantaneous_ops_per_sec:18422\nexpired_keys:10391284\nevicted_keys:0\nkeyspace_hits:4481920431\nkeyspace_misses:212840117\n",
        ),
        (
            "shell",
            {
                "command": "valkey-cli -h cache-1.internal INFO memory | grep -E 'used_memory_human|maxmemory_human|maxmemory_policy|mem_fragmentation_ratio'"
            },
            "used_memory_human:11.82G\nmaxmemory_human:16.00G\nmaxmemory_policy:allkeys-lru\nmem_fragmentation_ratio:1.07\n",
        ),
        (
            "shell",
            {
                "command": "printf 'stats\\r\\nquit\\r\\n' | nc mc-1.internal 11211 | grep -E 'get_hits|get_misses|evictions|curr_items|uptime'"
            },
            "STAT uptime 3124877\nSTAT curr_items 5521903\nSTAT get_hits 902118334\nSTAT get_misses 88120417\nSTAT evictions 140211\n",
        ),
        (
            "shell",
            {
                "command": "valkey-cli -h cache-1.internal --scan --pattern 'feature-flags:*' | head -20"
            },
            "feature-flags:checkout_v2\nfeature-flags:new_search\nfeature-flags:dark_mode\n",
        ),
        (
            "shell",
            {
                "command": "valkey-cli -h cache-1.internal --scan --pattern 'feature-flags:*' | xargs valkey-cli -h cache-1.internal UNLINK"
            },
            "(integer) 3\n",
        ),
        (
            "shell",
            {
                "command": "valkey-cli -h cache-1.internal --scan --pattern 'feature-flags:*' | wc -l"
            },
            "0\n",
        ),
    ],
)

# ---------------------------------------------------------------------------
# 5. Electronics makers and home automation
# ---------------------------------------------------------------------------
S(
    "zigbee2mqtt",
    "ok",
    1,
    "Pair the new Aqara door sensor in Zigbee2MQTT, rename it to 'back_door', and turn off the "
    "hallway lamp.",
    [
        (
            "mqtt_request",
            {
                "publish_topic": "zigbee2mqtt/bridge/request/permit_join",
                "payload": {"value": True, "time": 120},
                "response_topic": "zigbee2mqtt/bridge/response/permit_join",
                "timeout_s": 5,
            },
            js({"data": {"time": 120, "value": True}, "status": "ok"}),
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/bridge/event", "timeout_s": 90, "max_messages": 2},
            "zigbee2mqtt/bridge/event "
            + js(
                {
                    "data": {
                        "friendly_name": "0x00158d0008a1b2c3",
                        "ieee_address": "0x00158d0008a1b2c3",
                    },
                    "type": "device_joined",
                }
            )
            + "\n"
            "zigbee2mqtt/bridge/event "
            + js(
                {
                    "data": {
                        "definition": {
                            "description": "Door and window sensor",
                            "model": "MCCGQ11LM",
                            "vendor": "Aqara",
                        },
                        "friendly_name": "0x00158d0008a1b2c3",
                        "ieee_address": "0x00158d0008a1b2c3",
                        "status": "successful",
                        "supported": True,
                    },
                    "type": "device_interview",
                }
            ),
        ),
        (
            "mqtt_request",
            {
                "publish_topic": "zigbee2mqtt/bridge/request/device/rename",
                "payload": {"from": "0x00158d0008a1b2c3", "to": "back_door"},
                "response_topic": "zigbee2mqtt/bridge/response/device/rename",
                "timeout_s": 5,
            },
            js(
                {
                    "data": {
                        "from": "0x00158d0008a1b2c3",
                        "homeassistant_rename": False,
                        "to": "back_door",
                    },
                    "status": "ok",
                }
            ),
        ),
        (
            "mqtt_publish",
            {"topic": "zigbee2mqtt/hallway_lamp/set", "payload": {"state": "OFF"}},
            "Published 1 message to zigbee2mqtt/hallway_lamp/set (qos=0)",
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/hallway_lamp", "timeout_s": 5, "max_messages": 1},
            "zigbee2mqtt/hallway_lamp "
            + js(
                {
                    "brightness": 254,
                    "color_mode": "color_temp",
                    "color_temp": 370,
                    "linkquality": 87,
                    "state": "OFF",
                    "update": {"state": "idle"},
                }
            ),
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/back_door", "timeout_s": 10, "max_messages": 1},
            "zigbee2mqtt/back_door "
            + js(
                {
                    "battery": 100,
                    "contact": True,
                    "device_temperature": 24,
                    "linkquality": 112,
                    "power_outage_count": 0,
                    "voltage": 3025,
                }
            ),
        ),
    ],
)

Z2M_TO = "No message received on {} within {} s"
S(
    "zigbee2mqtt",
    "fail",
    1,
    "The living room motion sensor stopped triggering the lights. Check it in Zigbee2MQTT and "
    "re-configure it if needed.",
    [
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/living_room_motion", "timeout_s": 10, "max_messages": 1},
            Z2M_TO.format("zigbee2mqtt/living_room_motion", 10),
        ),
        (
            "mqtt_request",
            {
                "publish_topic": "zigbee2mqtt/bridge/request/health_check",
                "payload": {},
                "response_topic": "zigbee2mqtt/bridge/response/health_check",
                "timeout_s": 5,
            },
            Z2M_TO.format("zigbee2mqtt/bridge/response/health_check", 5),
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/bridge/state", "timeout_s": 5, "max_messages": 1},
            "zigbee2mqtt/bridge/state (retained) " + js({"state": "offline"}),
        ),
        (
            "mqtt_request",
            {
                "publish_topic": "zigbee2mqtt/bridge/request/device/configure",
                "payload": {"id": "living_room_motion"},
                "response_topic": "zigbee2mqtt/bridge/response/device/configure",
                "timeout_s": 10,
            },
            Z2M_TO.format("zigbee2mqtt/bridge/response/device/configure", 10),
        ),
        (
            "mqtt_publish",
            {"topic": "zigbee2mqtt/living_room_motion/get", "payload": {"occupancy": ""}},
            "Published 1 message to zigbee2mqtt/living_room_motion/get (qos=0)",
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/living_room_motion", "timeout_s": 30, "max_messages": 1},
            Z2M_TO.format("zigbee2mqtt/living_room_motion", 30),
        ),
        (
            "mqtt_request",
            {
                "publish_topic": "zigbee2mqtt/bridge/request/restart",
                "payload": {},
                "response_topic": "zigbee2mqtt/bridge/response/restart",
                "timeout_s": 10,
            },
            Z2M_TO.format("zigbee2mqtt/bridge/response/restart", 10),
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/bridge/devices", "timeout_s": 10, "max_messages": 1},
            Z2M_TO.format("zigbee2mqtt/bridge/devices", 10),
        ),
        (
            "mqtt_subscribe",
            {"topic": "zigbee2mqtt/#", "timeout_s": 20, "max_messages": 5},
            Z2M_TO.format("zigbee2mqtt/#", 20),
        ),
    ],
)

S(
    "esphome",
    "ok",
    1,
    "Flash the updated garage-door.yaml to the ESPHome node and confirm the distance sensor reads "
    "sensibly afterwards.",
    [
        (
            "shell",
            {"command": "esphome compile garage-door.yaml 2>&1 | tail -6"},
            "Linking .pioenvs/garage-door/firmware.elf\nRAM:   [====      ]  39.8% (used 32604 bytes from 81920 bytes)\nFlash: [======    ]  57.3% (used 586773 bytes from 1023984 bytes)\n"
            "Building .pioenvs/garage-door/firmware.bin\nINFO Successfully compiled program.\n",
        ),
        (
            "shell",
            {
                "command": "esphome upload garage-door.yaml --device garage-door.local 2>&1 | tail -8"
            },
            "INFO Resolving IP address of garage-door.local\nINFO  -> 192.168.1.57\nINFO Uploading .esphome/build/garage-door/.pioenvs/garage-door/firmware.bin (590928 bytes)\n"
            "Uploading: [============================================================] 100% Done...\n\nINFO Upload took 6.41 seconds, waiting for result...\nINFO OTA successful\nINFO Successfully uploaded program.\n",
        ),
        (
            "shell",
            {
                "command": "timeout 20 esphome logs garage-door.yaml --device garage-door.local 2>&1 | tail -8"
            },
            "INFO Starting log output from garage-door.local using esphome API\nINFO Successfully connected to garage-door @ 192.168.1.57 in 0.021s\nINFO Successful handshake with garage-door @ 192.168.1.57 in 0.048s\n"
            "[10:52:01][I][app:102]: ESPHome version 2024.4.2 compiled on May 15 2024, 10:49:37\n[10:52:03][D][ultrasonic.sensor:040]: 'Car distance' - Got distance: 1.42 m\n"
            "[10:52:03][D][sensor:093]: 'Car distance': Sending state 1.42000 m with 2 decimals of accuracy\n[10:52:13][D][ultrasonic.sensor:040]: 'Car distance' - Got distance: 1.41 m\n"
            "[10:52:13][D][sensor:093]: 'Car distance': Sending state 1.41000 m with 2 decimals of accuracy\n",
        ),
    ],
)

ESP_FAIL = (
    "INFO Starting log output from {0} using esphome API\nWARNING Can't connect to ESPHome API for {0}: Error connecting to [AddrInfo(family=<AddressFamily.AF_INET: 2>, type=<SocketKind.SOCK_STREAM: 1>, "
    "proto=6, sockaddr=IPv4Sockaddr(address='{1}', port=6053))]: [Errno 113] Connect call failed ('{1}', 6053) ({2})\nINFO Trying to connect to {0} in the background\n"
)
S(
    "esphome",
    "fail",
    1,
    "The greenhouse ESPHome board's soil moisture values look frozen. Read its logs and check the "
    "sensor.",
    [
        (
            "shell",
            {
                "command": "timeout 30 esphome logs greenhouse.yaml --device greenhouse.local 2>&1 | tail -5"
            },
            ESP_FAIL.format("greenhouse.local", "192.168.1.84", "OSError"),
        ),
        (
            "shell",
            {
                "command": "timeout 30 esphome logs greenhouse.yaml --device 192.168.1.84 2>&1 | tail -5"
            },
            ESP_FAIL.format("192.168.1.84", "192.168.1.84", "OSError"),
        ),
        (
            "shell",
            {"command": "timeout 60 esphome logs greenhouse.yaml 2>&1 | tail -5"},
            ESP_FAIL.format("greenhouse.local", "192.168.1.84", "TimeoutAPIError"),
        ),
        (
            "shell",
            {"command": "esphome upload greenhouse.yaml --device greenhouse.local 2>&1 | tail -4"},
            "INFO Resolving IP address of greenhouse.local\nINFO  -> 192.168.1.84\nINFO Connecting to 192.168.1.84\nERROR Connecting to 192.168.1.84:3232 failed: [Errno 113] No route to host\n",
        ),
        (
            "shell",
            {
                "command": "timeout 30 esphome logs greenhouse.yaml --device greenhouse.local 2>&1 | tail -5"
            },
            ESP_FAIL.format("greenhouse.local", "192.168.1.84", "OSError"),
        ),
        (
            "shell",
            {
                "command": "timeout 45 esphome logs greenhouse.yaml --device greenhouse.local 2>&1 | tail -5"
            },
            ESP_FAIL.format("greenhouse.local", "192.168.1.84", "TimeoutAPIError"),
        ),
        (
            "shell",
            {
                "command": "timeout 30 esphome logs greenhouse.yaml --device 192.168.1.84 2>&1 | tail -5"
            },
            ESP_FAIL.format("192.168.1.84", "192.168.1.84", "OSError"),
        ),
    ],
)

NR = "http://nodered.local:1880"
S(
    "node-red",
    "ok",
    1,
    "In Node-RED, change the 'Morning lights' flow's inject to fire at 06:45 instead of 07:00, deploy, "
    "and trigger it once to test.",
    [
        (
            "node_red_admin",
            {"method": "GET", "path": "/flows", "headers": {"Node-RED-API-Version": "v2"}},
            js(
                {
                    "rev": "8f3b9c1d2e4a5b6c7d8e9f0a1b2c3d4e",
                    "flows": [
                        {
                            "id": "a1f2c3d4e5b6a7c8",
                            "type": "tab",
                            "label": "Morning lights",
                            "disabled": False,
                        },
                        {
                            "id": "b7e8d9c0a1b2c3d4",
                            "type": "inject",
                            "z": "a1f2c3d4e5b6a7c8",
                            "name": "Weekdays 07:00",
                            "crontab": "00 07 * * 1,2,3,4,5",
                            "repeat": "",
                            "once": False,
                            "wires": [["c3d4e5f6a7b8c9d0"]],
                        },
                        {
                            "id": "c3d4e5f6a7b8c9d0",
                            "type": "api-call-service",
                            "z": "a1f2c3d4e5b6a7c8",
                            "name": "Kitchen on 60%",
                            "domain": "light",
                            "service": "turn_on",
                            "wires": [[]],
                        },
                    ],
                }
            ),
        ),
        (
            "node_red_admin",
            {
                "method": "POST",
                "path": "/flows",
                "headers": {"Node-RED-API-Version": "v2", "Node-RED-Deployment-Type": "nodes"},
                "json": {
                    "rev": "8f3b9c1d2e4a5b6c7d8e9f0a1b2c3d4e",
                    "flows": "[... same flows with b7e8d9c0a1b2c3d4.crontab = '45 06 * * 1,2,3,4,5', name 'Weekdays 06:45' ...]",
                },
            },
            js({"rev": "0c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f"}),
        ),
        ("node_red_admin", {"method": "POST", "path": "/inject/b7e8d9c0a1b2c3d4"}, "OK"),
        (
            "node_red_admin",
            {"method": "GET", "path": "/flow/a1f2c3d4e5b6a7c8"},
            js(
                {
                    "id": "a1f2c3d4e5b6a7c8",
                    "label": "Morning lights",
                    "nodes": [
                        {
                            "id": "b7e8d9c0a1b2c3d4",
                            "type": "inject",
                            "name": "Weekdays 06:45",
                            "crontab": "45 06 * * 1,2,3,4,5",
                            "wires": [["c3d4e5f6a7b8c9d0"]],
                        },
                        {
                            "id": "c3d4e5f6a7b8c9d0",
                            "type": "api-call-service",
                            "name": "Kitchen on 60%",
                            "wires": [[]],
                        },
                    ],
                }
            ),
        ),
    ],
)

S(
    "node-red",
    "fail",
    1,
    "Export all Node-RED flows for a backup and list which nodes are installed.",
    [
        ("node_red_admin", {"method": "GET", "path": "/flows"}, "Unauthorized"),
        (
            "node_red_admin",
            {"method": "GET", "path": "/flows", "headers": {"Node-RED-API-Version": "v2"}},
            "Unauthorized",
        ),
        (
            "node_red_admin",
            {"method": "GET", "path": "/nodes", "headers": {"Accept": "application/json"}},
            "Unauthorized",
        ),
        ("node_red_admin", {"method": "GET", "path": "/settings"}, "Unauthorized"),
        ("node_red_admin", {"method": "GET", "path": "/flows/state"}, "Unauthorized"),
        (
            "node_red_admin",
            {"method": "GET", "path": "/nodes", "headers": {"Accept": "text/html"}},
            "Unauthorized",
        ),
        ("node_red_admin", {"method": "GET", "path": "/flow/global"}, "Unauthorized"),
    ],
)

S(
    "tasmota",
    "ok",
    1,
    "What's the washing machine plug (Tasmota, 192.168.1.66) drawing right now, and how much energy "
    "today? If it's idle, switch it off.",
    [
        (
            "tasmota_cmd",
            {"host": "192.168.1.66", "cmnd": "Status 8"},
            js(
                {
                    "StatusSNS": {
                        "Time": "2024-05-15T11:08:44",
                        "ENERGY": {
                            "TotalStartTime": "2023-09-02T14:11:05",
                            "Total": 412.318,
                            "Yesterday": 1.204,
                            "Today": 0.871,
                            "Power": 2,
                            "ApparentPower": 9,
                            "ReactivePower": 9,
                            "Factor": 0.21,
                            "Voltage": 231,
                            "Current": 0.039,
                        },
                    }
                }
            ),
        ),
        ("tasmota_cmd", {"host": "192.168.1.66", "cmnd": "Power"}, js({"POWER": "ON"})),
        ("tasmota_cmd", {"host": "192.168.1.66", "cmnd": "Power Off"}, js({"POWER": "OFF"})),
        (
            "tasmota_cmd",
            {"host": "192.168.1.66", "cmnd": "Status 8"},
            js(
                {
                    "StatusSNS": {
                        "Time": "2024-05-15T11:09:02",
                        "ENERGY": {
                            "TotalStartTime": "2023-09-02T14:11:05",
                            "Total": 412.318,
                            "Yesterday": 1.204,
                            "Today": 0.871,
                            "Power": 0,
                            "ApparentPower": 0,
                            "ReactivePower": 0,
                            "Factor": 0.0,
                            "Voltage": 232,
                            "Current": 0.0,
                        },
                    }
                }
            ),
        ),
    ],
)

S(
    "tasmota",
    "ok",
    2,
    "Set the porch light Tasmota (192.168.1.71) to turn on at sunset and off at 23:30 every day, "
    "and make sure timers are enabled.",
    [
        (
            "tasmota_cmd",
            {"host": "192.168.1.71", "cmnd": "Timers"},
            js(
                {
                    "Timers": "OFF",
                    "Timer1": {
                        "Enable": 0,
                        "Mode": 0,
                        "Time": "00:00",
                        "Window": 0,
                        "Days": "0000000",
                        "Repeat": 0,
                        "Output": 1,
                        "Action": 0,
                    },
                    "Timer2": {
                        "Enable": 0,
                        "Mode": 0,
                        "Time": "00:00",
                        "Window": 0,
                        "Days": "0000000",
                        "Repeat": 0,
                        "Output": 1,
                        "Action": 0,
                    },
                }
            ),
        ),
        (
            "tasmota_cmd",
            {
                "host": "192.168.1.71",
                "cmnd": 'Timer1 {"Enable":1,"Mode":2,"Time":"00:00","Days":"1111111","Repeat":1,"Output":1,"Action":1}',
            },
            js(
                {
                    "Timer1": {
                        "Enable": 1,
                        "Mode": 2,
                        "Time": "00:00",
                        "Window": 0,
                        "Days": "1111111",
                        "Repeat": 1,
                        "Output": 1,
                        "Action": 1,
                    }
                }
            ),
        ),
        (
            "tasmota_cmd",
            {
                "host": "192.168.1.71",
                "cmnd": 'Timer2 {"Enable":1,"Mode":0,"Time":"23:30","Days":"1111111","Repeat":1,"Output":1,"Action":0}',
            },
            js(
                {
                    "Timer2": {
                        "Enable": 1,
                        "Mode": 0,
                        "Time": "23:30",
                        "Window": 0,
                        "Days": "1111111",
                        "Repeat": 1,
                        "Output": 1,
                        "Action": 0,
                    }
                }
            ),
        ),
        ("tasmota_cmd", {"host": "192.168.1.71", "cmnd": "Timers 1"}, js({"Timers": "ON"})),
        (
            "tasmota_cmd",
            {"host": "192.168.1.71", "cmnd": "Sunrise"},
            js({"Sunrise": "05:31", "Sunset": "20:47"}),
        ),
    ],
)

S(
    "arduino-cli",
    "ok",
    1,
    "Compile and upload the 'soil_logger' sketch to the Nano on the USB port, after installing the "
    "DHT library it needs.",
    [
        (
            "shell",
            {"command": "arduino-cli board list"},
            "Port         Protocol Type              Board Name FQBN Core\n/dev/ttyS0   serial   Serial Port       Unknown\n/dev/ttyUSB0 serial   Serial Port (USB) Unknown\n\n",
        ),
        (
            "shell",
            {"command": 'arduino-cli lib search "DHT sensor library" --names'},
            'Name: "DHT sensor library"\nName: "DHT sensor library for ESPx"\nName: "DHTNEW"\n',
        ),
        (
            "shell",
            {"command": 'arduino-cli lib install "DHT sensor library"'},
            "Downloading DHT sensor library@1.4.6...\nDHT sensor library@1.4.6 downloaded\nInstalling DHT sensor library@1.4.6...\nInstalled DHT sensor library@1.4.6\n"
            "Downloading Adafruit Unified Sensor@1.1.14...\nAdafruit Unified Sensor@1.1.14 downloaded\nInstalling Adafruit Unified Sensor@1.1.14...\nInstalled Adafruit Unified Sensor@1.1.14\n",
        ),
        (
            "shell",
            {"command": "arduino-cli compile --fqbn arduino:avr:nano:cpu=atmega328old soil_logger"},
            "Sketch uses 9874 bytes (32%) of program storage space. Maximum is 30720 bytes.\nGlobal variables use 611 bytes (29%) of dynamic memory, leaving 1437 bytes for local variables. Maximum is 2048 bytes.\n\n"
            "Used library            Version Path\nDHT sensor library      1.4.6   /home/agent/Arduino/libraries/DHT_sensor_library\nAdafruit Unified Sensor 1.1.14  /home/agent/Arduino/libraries/Adafruit_Unified_Sensor\n\n"
            "Used platform Version Path\narduino:avr   1.8.6   /home/agent/.arduino15/packages/arduino/hardware/avr/1.8.6\n",
        ),
        (
            "shell",
            {
                "command": "arduino-cli upload -p /dev/ttyUSB0 --fqbn arduino:avr:nano:cpu=atmega328old soil_logger"
            },
            "",
        ),
        (
            "shell",
            {"command": "timeout 8 arduino-cli monitor -p /dev/ttyUSB0 -c baudrate=9600 | head -5"},
            "Monitor port settings:\n  baudrate=9600\nConnecting to /dev/ttyUSB0. Press CTRL-C to exit.\nsoil_logger v0.3 ready\nT=22.6C RH=48.0% soil=512\n",
        ),
    ],
)

AVR = (
    "avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt {0} of 10: not in sync: resp=0x00\n"
    "avrdude: stk500_recv(): programmer is not responding\navrdude: stk500_getsync() attempt 10 of 10: not in sync: resp=0x00\n"
    "Failed uploading: uploading error: exit status 1\n"
)
AR_UP = [
    ("/dev/ttyUSB0", "arduino:avr:uno"),
    ("/dev/ttyUSB0", "arduino:avr:nano"),
    ("/dev/ttyUSB0", "arduino:avr:nano:cpu=atmega328old"),
    ("/dev/ttyACM0", "arduino:avr:uno"),
    ("/dev/ttyUSB0", "arduino:avr:pro:cpu=16MHzatmega328"),
    ("/dev/ttyUSB0", "arduino:avr:uno"),
]
S(
    "arduino-cli",
    "fail",
    1,
    "Upload the blink_test sketch to the clone Uno on my bench.",
    [
        (
            "shell",
            {"command": "arduino-cli compile --fqbn arduino:avr:uno blink_test"},
            "Sketch uses 924 bytes (2%) of program storage space. Maximum is 32256 bytes.\nGlobal variables use 9 bytes (0%) of dynamic memory, leaving 2039 bytes for local variables. Maximum is 2048 bytes.\n",
        )
    ]
    + [
        (
            "shell",
            {
                "command": f"arduino-cli upload -p {p} --fqbn {f} blink_test"
                + (" --verbose" if i == 5 else "")
            },
            AVR.format(9)
            if "ACM" not in p
            else "Error during Upload: Failed uploading: uploading error: could not open port /dev/ttyACM0: no such file or directory\n",
        )
        for i, (p, f) in enumerate(AR_UP)
    ],
)

S(
    "kicad-cli",
    "ok",
    1,
    "Run ERC and DRC on the 'sensor-hub' KiCad project and, if the board is clean, export Gerbers "
    "for fab.",
    [
        (
            "shell",
            {
                "command": "kicad-cli sch erc --severity-error --severity-warning -o erc.rpt sensor-hub.kicad_sch && cat erc.rpt"
            },
            "Running ERC...\nFound 1 violations\nSaved ERC Report to erc.rpt\n"
            "ERC report (Wed 15 May 2024 11:21:09 BST, Encoding UTF8)\nReport includes: Errors, Warnings\n\n***** Sheet /\n"
            "[pin_not_driven]: Input pin not driven by any Output pins\n    ; warning\n    @(101.60 mm, 76.20 mm): Symbol U3 Pin 4 [EN, Input, Line]\n\n"
            " ** ERC messages: 1  Errors 0  Warnings 1\n",
        ),
        (
            "shell",
            {
                "command": "kicad-cli pcb drc --severity-error -o drc.rpt sensor-hub.kicad_pcb && cat drc.rpt"
            },
            "Running DRC...\nFound 0 violations\nFound 0 unconnected items\nSaved DRC Report to drc.rpt\n"
            "** Drc report for sensor-hub.kicad_pcb **\n** Created on 2024-05-15T11:21:30+0100 **\n\n** Found 0 DRC violations **\n\n** Found 0 unconnected pads **\n\n"
            "** Found 0 Footprint errors **\n\n** End of Report **\n",
        ),
        (
            "shell",
            {
                "command": "kicad-cli pcb export gerbers -o fab/ --layers F.Cu,B.Cu,F.Mask,B.Mask,F.Silkscreen,Edge.Cuts sensor-hub.kicad_pcb"
            },
            "Plotted to 'fab/sensor-hub-F_Cu.gbr'.\nPlotted to 'fab/sensor-hub-B_Cu.gbr'.\nPlotted to 'fab/sensor-hub-F_Mask.gbr'.\nPlotted to 'fab/sensor-hub-B_Mask.gbr'.\n"
            "Plotted to 'fab/sensor-hub-F_Silkscreen.gbr'.\nPlotted to 'fab/sensor-hub-Edge_Cuts.gbr'.\nDone.\n",
        ),
        (
            "shell",
            {"command": "kicad-cli pcb export drill -o fab/ sensor-hub.kicad_pcb"},
            "Done.\n",
        ),
        (
            "shell",
            {"command": "ls fab/"},
            "sensor-hub-B_Cu.gbr\nsensor-hub-B_Mask.gbr\nsensor-hub-Edge_Cuts.gbr\nsensor-hub-F_Cu.gbr\nsensor-hub-F_Mask.gbr\nsensor-hub-F_Silkscreen.gbr\nsensor-hub.drl\n",
        ),
    ],
)


# ---------------------------------------------------------------------------
def rows() -> list[dict]:
    out = []
    for s in SESSIONS:
        run_id = f"{s['family']}-{s['kind']}-{s['n']}"
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"{SRC}/{s['family']}",
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
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout26.jsonl")
    )
