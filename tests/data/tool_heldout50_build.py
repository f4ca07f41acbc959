"""Held-out fixture tool_heldout50: five domain groups of tools no earlier fixture covered.

Each row is one tool call in the project's real-runs format.  Sessions were written as the
tools and their usual wrappers return results; nothing here was measured before commit.

Where formats come from, and how sure we are (written under a 20-minute budget, from memory
of the vendors' public API references and CLI output; not re-verified against live services):

Health information systems
- openmrs: OpenMRS REST web services (/ws/rest/v1/patient, /encounter, /obs, /session):
  {"results": [{"uuid", "display", "links"}]} and {"error": {"message", "code", "detail"}}.
  Fairly sure of the shape (results/display/links); detail strings are approximations.
- dhis2: DHIS2 Web API (/api/analytics, /api/dataValueSets, /api/organisationUnits):
  analytics grids (headers/metaData/rows/height/width), import summaries
  (httpStatus/status/response.importCount), WebMessage errors with errorCode E7144.  Fairly sure.
- odk-central: ODK Central REST + OData (Submissions.svc); {"@odata.context", "value"} bodies,
  errors {"message", "code": 401.2}.  Fairly sure.
- kobo: KoboToolbox API v2 (/api/v2/assets/, /data/): paged {"count","next","previous",
  "results"}, DRF error {"detail": "Invalid token."}.  Sure of paging and DRF errors.
- cerner-fhir: Oracle Health Millennium FHIR R4: Bundle/searchset, OperationOutcome.  Sure of
  FHIR shapes; Cerner-specific ids and extensions approximated.
- athena: athenahealth API (/v1/{practiceid}/appointments/open, /patients): {"totalcount",
  "appointments"/"patients"}; over-quota answer "Developer Over Qps" from the API gateway.
  Moderately sure.

Design and whiteboard tools
- figma: Figma REST (/v1/files/:key, /nodes, /comments, /images); errors {"status","err"}.  Sure.
- miro: Miro REST v2 (/v2/boards, /items, /sticky_notes): cursor lists {"data","total","size",
  "cursor","limit","links","type"}; errors {"type":"error","status","code","message"}.  Fairly sure.
- penpot: Penpot RPC API (/api/rpc/command/get-projects etc.) in JSON; error bodies
  {"type","code","hint"}.  Moderately sure.
- zeplin: Zeplin API v1 (/v1/projects, /screens, /components): JSON arrays; errors
  {"message"}.  Moderately sure.
- canva: Canva Connect (/rest/v1/designs, /exports async job with status polling); errors
  {"code","message"}.  Fairly sure.

Local Kubernetes and development environments (CLI text through a shell tool)
- minikube, kind, k3s (kubectl through k3s), skaffold, tilt, vagrant: CLI outputs as the tools
  print them (status blocks, tables, progress lines, kubectl errors).  Sure of the common
  messages (connection refused to 127.0.0.1:6443, "No kind clusters found.", vagrant status
  text); progress lines approximated.

Decentralised storage
- ipfs: Kubo `ipfs` CLI (cat, pin ls, dag stat, routing findprovs, id) and Kubo RPC JSON.  Sure.
- arweave: arweave.net GraphQL (transactions edges/node/tags/cursor/pageInfo).  Sure.
- lotus: Filecoin Lotus CLI (lotus sync status, state, client/mpool); Moderately sure.
- storj: Storj `uplink` CLI (ls, cp, share); Fairly sure of ls table; errors approximated.
- pinata: Pinata API (/data/pinList, /pinning/pinByHash, /data/testAuthentication).  Fairly sure.
- w3: web3.storage `w3` CLI (up, ls, space ls, whoami).  Moderately sure of the "⁂" lines.

Log management
- graylog: Graylog REST (/api/search/universal/relative, /api/streams).  Fairly sure.
- papertrail: Papertrail API (/api/v1/events/search.json): events with received_at,
  source_name, program, message; min_id/max_id/reached_beginning.  Sure.
- betterstack: Better Stack Logs (Logtail) query via its HTTP/SQL query API returning JSON rows;
  Moderately sure.
- loggly: Loggly API v2 (/apiv2/search returns rsid; /apiv2/events?rsid= returns events).  Sure.
- sematext: Sematext Logs Elasticsearch-compatible _search API (hits/total).  Fairly sure.
- axiom: Axiom APL query (/v1/datasets/_apl?format=tabular): status + tables/columns;
  errors {"code","message"}.  Fairly sure.
"""

# ruff: noqa: E501
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SESSIONS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def j(o) -> str:
    return json.dumps(o, ensure_ascii=False)


def uuid(s: str) -> str:
    x = hashlib.sha256(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-4{x[13:16]}-a{x[17:20]}-{x[20:32]}"


def cid(s: str) -> str:
    alpha = "abcdefghijklmnopqrstuvwxyz234567"
    d = hashlib.sha256(s.encode()).digest() + hashlib.sha256(s.encode() + b"2").digest()
    return "bafybei" + "".join(alpha[b % 32] for b in d[:52])


def qm(s: str) -> str:
    alpha = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
    d = hashlib.sha256(s.encode()).digest() + hashlib.sha256(s.encode() + b"q").digest()
    return "Qm" + "".join(alpha[b % 58] for b in d[:44])


def S(family: str, ok: bool, task: str, calls: list[tuple]) -> None:
    SESSIONS.append({"family": family, "ok": ok, "task": task, "calls": calls})


# ---------------------------------------------------------------- health information systems
OM = "https://emr.kisumu-clinic.org/openmrs/ws/rest/v1"


def om_pt(name: str, ident: str) -> dict:
    u = uuid("pt" + name)
    return {
        "uuid": u,
        "display": f"{ident} - {name}",
        "links": [{"rel": "self", "uri": f"{OM}/patient/{u}", "resourceAlias": "patient"}],
    }


S(
    "openmrs",
    True,
    "Find patient Akinyi Otieno and list her last visit's vitals (weight, BP).",
    [
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Akinyi Otieno", "v": "default"}},
            j(
                {
                    "results": [
                        om_pt("Akinyi Otieno", "100KJ7"),
                        om_pt("Akinyi Otieno Atieno", "1017MX"),
                    ]
                }
            ),
        ),
        (
            "openmrs_get",
            {
                "path": f"/patient/{uuid('ptAkinyi Otieno')}",
                "params": {"v": "custom:(uuid,person:(age,gender,birthdate))"},
            },
            j(
                {
                    "uuid": uuid("ptAkinyi Otieno"),
                    "person": {
                        "age": 34,
                        "gender": "F",
                        "birthdate": "1992-03-14T00:00:00.000+0300",
                    },
                }
            ),
        ),
        (
            "openmrs_get",
            {
                "path": "/encounter",
                "params": {"patient": uuid("ptAkinyi Otieno"), "order": "desc", "limit": 1},
            },
            j(
                {
                    "results": [
                        {
                            "uuid": uuid("enc1"),
                            "display": "Vitals 28/11/2026",
                            "links": [
                                {
                                    "rel": "self",
                                    "uri": f"{OM}/encounter/{uuid('enc1')}",
                                    "resourceAlias": "encounter",
                                }
                            ],
                        }
                    ],
                    "links": [
                        {
                            "rel": "next",
                            "uri": f"{OM}/encounter?patient={uuid('ptAkinyi Otieno')}&order=desc&limit=1&startIndex=1",
                        }
                    ],
                }
            ),
        ),
        (
            "openmrs_get",
            {"path": "/obs", "params": {"encounter": uuid("enc1")}},
            j(
                {
                    "results": [
                        {"uuid": uuid("o1"), "display": "Weight (kg): 61.5", "links": []},
                        {
                            "uuid": uuid("o2"),
                            "display": "Systolic blood pressure: 128.0",
                            "links": [],
                        },
                        {
                            "uuid": uuid("o3"),
                            "display": "Diastolic blood pressure: 84.0",
                            "links": [],
                        },
                        {"uuid": uuid("o4"), "display": "Temperature (c): 36.8", "links": []},
                        {"uuid": uuid("o5"), "display": "Pulse: 76.0", "links": []},
                    ]
                }
            ),
        ),
    ],
)

S(
    "openmrs",
    True,
    "Check whether anyone registered a patient with ID 100XQ4 or the name Wanjiru Kamau; if not, register Wanjiru Kamau (F, 1988-07-02).",
    [
        (
            "openmrs_get",
            {"path": "/patient", "params": {"identifier": "100XQ4"}},
            j({"results": []}),
        ),
        ("openmrs_get", {"path": "/patient", "params": {"q": "Wanjiru Kamau"}}, j({"results": []})),
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Kamau"}},
            j(
                {
                    "results": [
                        om_pt("Peter Kamau Njoroge", "1009TT"),
                        om_pt("Grace Kamau", "100D2L"),
                    ]
                }
            ),
        ),
        (
            "openmrs_post",
            {
                "path": "/person",
                "body": {
                    "names": [{"givenName": "Wanjiru", "familyName": "Kamau"}],
                    "gender": "F",
                    "birthdate": "1988-07-02",
                },
            },
            j(
                {
                    "uuid": uuid("personWK"),
                    "display": "Wanjiru Kamau",
                    "gender": "F",
                    "age": 38,
                    "birthdate": "1988-07-02T00:00:00.000+0300",
                    "dead": False,
                    "voided": False,
                }
            ),
        ),
        (
            "openmrs_post",
            {
                "path": "/patient",
                "body": {
                    "person": uuid("personWK"),
                    "identifiers": [
                        {
                            "identifier": "100XR1",
                            "identifierType": "05a29f94-c0ed-11e2-94be-8c13b969e334",
                            "location": "8d6c993e-c2cc-11de-8d13-0010c6dffd0f",
                            "preferred": True,
                        }
                    ],
                },
            },
            j(
                {
                    "uuid": uuid("personWK"),
                    "display": "100XR1 - Wanjiru Kamau",
                    "identifiers": [{"display": "OpenMRS ID = 100XR1", "uuid": uuid("idWK")}],
                    "voided": False,
                }
            ),
        ),
    ],
)

S(
    "openmrs",
    False,
    "Pull the HIV viral load results for patients Odhiambo Ouma, Mary Achieng and Joseph Mutua.",
    [
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Odhiambo Ouma"}},
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Patients]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Ouma"}},
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Patients]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Mary Achieng"}},
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Patients]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
        (
            "openmrs_get",
            {
                "path": "/obs",
                "params": {"concept": "856AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "q": "Mutua"},
            },
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Observations]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
        (
            "openmrs_get",
            {"path": "/patient", "params": {"q": "Joseph Mutua", "v": "default"}},
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Patients]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
        (
            "openmrs_get",
            {"path": "/session", "params": {}},
            j({"sessionId": "5F1C0E1A7B2D4E6F8A9B0C1D2E3F4A5B", "authenticated": False}),
        ),
        (
            "openmrs_get",
            {"path": "/patient", "params": {"identifier": "100KJ7"}},
            j(
                {
                    "error": {
                        "message": "User is not logged in [Privileges required: Get Patients]",
                        "code": "org.openmrs.api.context.Context:1166",
                        "detail": "org.openmrs.api.APIAuthenticationException: User is not logged in",
                    }
                }
            ),
        ),
    ],
)

DH_META = {
    "items": {
        "fbfJHSPpUQD": {"name": "ANC 1st visit"},
        "cYeuwXTCPkU": {"name": "ANC 2nd visit"},
        "202607": {"name": "July 2026"},
        "202608": {"name": "August 2026"},
        "202609": {"name": "September 2026"},
        "O6uvpzGd5pu": {"name": "Bo"},
        "fdc6uOvgoji": {"name": "Bombali"},
    }
}


def dh_grid(rows: list[list[str]]) -> str:
    return j(
        {
            "headers": [
                {
                    "name": "dx",
                    "column": "Data",
                    "valueType": "TEXT",
                    "type": "java.lang.String",
                    "hidden": False,
                    "meta": True,
                },
                {
                    "name": "pe",
                    "column": "Period",
                    "valueType": "TEXT",
                    "type": "java.lang.String",
                    "hidden": False,
                    "meta": True,
                },
                {
                    "name": "ou",
                    "column": "Organisation unit",
                    "valueType": "TEXT",
                    "type": "java.lang.String",
                    "hidden": False,
                    "meta": True,
                },
                {
                    "name": "value",
                    "column": "Value",
                    "valueType": "NUMBER",
                    "type": "java.lang.Double",
                    "hidden": False,
                    "meta": False,
                },
            ],
            "metaData": DH_META,
            "rows": rows,
            "headerWidth": 4,
            "height": len(rows),
            "width": 4,
        }
    )


S(
    "dhis2",
    True,
    "Compare ANC 1st and 2nd visits in Bo and Bombali for Q3 2026 and flag any district where ANC2 dropout exceeds 30%.",
    [
        (
            "dhis2_api",
            {
                "endpoint": "organisationUnits",
                "params": {"filter": "name:in:[Bo,Bombali]", "fields": "id,name,level"},
            },
            j(
                {
                    "pager": {"page": 1, "total": 2, "pageSize": 50, "pageCount": 1},
                    "organisationUnits": [
                        {"id": "O6uvpzGd5pu", "name": "Bo", "level": 2},
                        {"id": "fdc6uOvgoji", "name": "Bombali", "level": 2},
                    ],
                }
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {
                    "dimension": [
                        "dx:fbfJHSPpUQD;cYeuwXTCPkU",
                        "pe:2026Q3",
                        "ou:O6uvpzGd5pu;fdc6uOvgoji",
                    ]
                },
            },
            dh_grid(
                [
                    ["fbfJHSPpUQD", "2026Q3", "O6uvpzGd5pu", "4127.0"],
                    ["cYeuwXTCPkU", "2026Q3", "O6uvpzGd5pu", "3301.0"],
                    ["fbfJHSPpUQD", "2026Q3", "fdc6uOvgoji", "3870.0"],
                    ["cYeuwXTCPkU", "2026Q3", "fdc6uOvgoji", "2512.0"],
                ]
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {
                    "dimension": [
                        "dx:fbfJHSPpUQD;cYeuwXTCPkU",
                        "pe:202607;202608;202609",
                        "ou:fdc6uOvgoji",
                    ]
                },
            },
            dh_grid(
                [
                    ["fbfJHSPpUQD", "202607", "fdc6uOvgoji", "1302.0"],
                    ["cYeuwXTCPkU", "202607", "fdc6uOvgoji", "861.0"],
                    ["fbfJHSPpUQD", "202608", "fdc6uOvgoji", "1255.0"],
                    ["cYeuwXTCPkU", "202608", "fdc6uOvgoji", "790.0"],
                    ["fbfJHSPpUQD", "202609", "fdc6uOvgoji", "1313.0"],
                    ["cYeuwXTCPkU", "202609", "fdc6uOvgoji", "861.0"],
                ]
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "messageConversations",
                "method": "POST",
                "body": {
                    "subject": "ANC2 dropout Bombali Q3",
                    "users": [{"id": "xE7jOejl9FI"}],
                    "text": "Bombali ANC1->ANC2 dropout 35.1% in Q3 2026.",
                },
            },
            j(
                {
                    "httpStatus": "Created",
                    "httpStatusCode": 201,
                    "status": "OK",
                    "message": "Message conversation created",
                    "response": {
                        "responseType": "ObjectReport",
                        "uid": "Hq1pBLhpvXW",
                        "klass": "org.hisp.dhis.message.MessageConversation",
                    },
                }
            ),
        ),
    ],
)

S(
    "dhis2",
    True,
    "Submit the October malaria counts for Ngelehun CHC (confirmed 42, treated 40, RDT tested 118) and confirm they were stored.",
    [
        (
            "dhis2_api",
            {
                "endpoint": "dataValueSets",
                "method": "POST",
                "body": {
                    "dataSet": "pBOMPrpg1QX",
                    "period": "202610",
                    "orgUnit": "DiszpKrYNg8",
                    "dataValues": [
                        {"dataElement": "vI2csg55S9C", "value": "42"},
                        {"dataElement": "Jtf34kNZhzP", "value": "40"},
                        {"dataElement": "dwEq7wi6nXV", "value": "118"},
                    ],
                },
            },
            j(
                {
                    "httpStatus": "OK",
                    "httpStatusCode": 200,
                    "status": "OK",
                    "message": "Import was successful.",
                    "response": {
                        "responseType": "ImportSummary",
                        "status": "SUCCESS",
                        "importOptions": {
                            "idSchemes": {},
                            "dryRun": False,
                            "async": False,
                            "importStrategy": "CREATE_AND_UPDATE",
                        },
                        "description": "Import process completed successfully",
                        "importCount": {"imported": 3, "updated": 0, "ignored": 0, "deleted": 0},
                        "conflicts": [],
                        "dataSetComplete": "false",
                    },
                }
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "dataValueSets",
                "params": {"dataSet": "pBOMPrpg1QX", "period": "202610", "orgUnit": "DiszpKrYNg8"},
            },
            j(
                {
                    "dataSet": "pBOMPrpg1QX",
                    "period": "202610",
                    "orgUnit": "DiszpKrYNg8",
                    "dataValues": [
                        {
                            "dataElement": "vI2csg55S9C",
                            "period": "202610",
                            "orgUnit": "DiszpKrYNg8",
                            "categoryOptionCombo": "HllvX50cXC0",
                            "attributeOptionCombo": "HllvX50cXC0",
                            "value": "42",
                            "storedBy": "fieldapp",
                            "created": "2026-12-07T09:14:22.310",
                            "lastUpdated": "2026-12-07T09:14:22.310",
                            "followup": False,
                        },
                        {
                            "dataElement": "Jtf34kNZhzP",
                            "period": "202610",
                            "orgUnit": "DiszpKrYNg8",
                            "categoryOptionCombo": "HllvX50cXC0",
                            "attributeOptionCombo": "HllvX50cXC0",
                            "value": "40",
                            "storedBy": "fieldapp",
                            "created": "2026-12-07T09:14:22.311",
                            "lastUpdated": "2026-12-07T09:14:22.311",
                            "followup": False,
                        },
                        {
                            "dataElement": "dwEq7wi6nXV",
                            "period": "202610",
                            "orgUnit": "DiszpKrYNg8",
                            "categoryOptionCombo": "HllvX50cXC0",
                            "attributeOptionCombo": "HllvX50cXC0",
                            "value": "118",
                            "storedBy": "fieldapp",
                            "created": "2026-12-07T09:14:22.311",
                            "lastUpdated": "2026-12-07T09:14:22.311",
                            "followup": False,
                        },
                    ],
                }
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "completeDataSetRegistrations",
                "method": "POST",
                "body": {
                    "completeDataSetRegistrations": [
                        {
                            "dataSet": "pBOMPrpg1QX",
                            "period": "202610",
                            "organisationUnit": "DiszpKrYNg8",
                            "completed": True,
                        }
                    ]
                },
            },
            j(
                {
                    "responseType": "ImportSummary",
                    "status": "SUCCESS",
                    "importOptions": {"idSchemes": {}, "dryRun": False},
                    "importCount": {"imported": 1, "updated": 0, "ignored": 0, "deleted": 0},
                    "conflicts": [],
                }
            ),
        ),
        (
            "dhis2_api",
            {
                "endpoint": "dataValueSets",
                "params": {"dataSet": "pBOMPrpg1QX", "period": "202609", "orgUnit": "DiszpKrYNg8"},
            },
            j({}),
        ),
    ],
)

E7144 = j(
    {
        "httpStatus": "Conflict",
        "httpStatusCode": 409,
        "status": "ERROR",
        "message": "Query failed, likely because the requested analytics table does not exist",
        "errorCode": "E7144",
    }
)
S(
    "dhis2",
    False,
    "Give me measles vaccination coverage by district for 2026 and which districts are under 80%.",
    [
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {"dimension": ["dx:Uvn6LCg7dVU", "pe:2026", "ou:ImspTQPwCqd;LEVEL-2"]},
            },
            E7144,
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {"dimension": ["dx:Uvn6LCg7dVU", "pe:THIS_YEAR", "ou:LEVEL-2"]},
            },
            E7144,
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {
                    "dimension": ["dx:Uvn6LCg7dVU", "pe:2026Q1;2026Q2;2026Q3", "ou:LEVEL-2"]
                },
            },
            E7144,
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {"dimension": ["dx:YtbsuPPo010", "pe:2026", "ou:LEVEL-2"]},
            },
            E7144,
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics/dataValueSet.json",
                "params": {"dimension": ["dx:YtbsuPPo010", "pe:LAST_12_MONTHS", "ou:ImspTQPwCqd"]},
            },
            E7144,
        ),
        (
            "dhis2_api",
            {
                "endpoint": "analytics",
                "params": {"dimension": ["dx:Uvn6LCg7dVU", "pe:2025", "ou:LEVEL-2"]},
            },
            E7144,
        ),
        (
            "dhis2_api",
            {"endpoint": "system/info", "params": {}},
            j(
                {
                    "contextPath": "https://hmis.moh.example.org",
                    "version": "2.40.4",
                    "revision": "a3c9f1e",
                    "serverTimeZoneId": "Etc/UTC",
                    "lastAnalyticsTableSuccess": "2026-06-30T23:12:05.000",
                    "intervalSinceLastAnalyticsTableSuccess": "160 d, 18 h",
                    "lastAnalyticsTableRuntime": "Failed",
                    "databaseInfo": {"spatialSupport": True},
                }
            ),
        ),
    ],
)

ODK = "https://central.example.org/v1/projects/4/forms/household_survey/submissions.svc"
S(
    "odk-central",
    True,
    "How many household survey submissions came from enumerator 'amina' this week, and did any report a death in the household?",
    [
        (
            "odk_central",
            {
                "path": "/projects/4/forms/household_survey/submissions.svc/Submissions",
                "params": {
                    "$filter": "__system/submitterName eq 'amina' and __system/submissionDate ge 2026-11-30T00:00:00Z",
                    "$count": "true",
                    "$top": 50,
                    "$select": "__id,hh/size,hh/deaths_12m",
                },
            },
            j(
                {
                    "@odata.context": f"{ODK}/$metadata#Submissions",
                    "@odata.count": 3,
                    "value": [
                        {"__id": "uuid:" + uuid("s1"), "hh": {"size": 6, "deaths_12m": 0}},
                        {"__id": "uuid:" + uuid("s2"), "hh": {"size": 4, "deaths_12m": 1}},
                        {"__id": "uuid:" + uuid("s3"), "hh": {"size": 9, "deaths_12m": 0}},
                    ],
                }
            ),
        ),
        (
            "odk_central",
            {
                "path": f"/projects/4/forms/household_survey/submissions/uuid:{uuid('s2')}",
                "params": {},
            },
            j(
                {
                    "instanceId": "uuid:" + uuid("s2"),
                    "submitterId": 27,
                    "deviceId": "collect:Tq8yH3v0kLmN2PzA",
                    "userAgent": "org.odk.collect.android/v2024.3.1",
                    "reviewState": None,
                    "createdAt": "2026-12-02T11:41:09.318Z",
                    "updatedAt": None,
                    "currentVersion": {
                        "instanceName": "HH-0417 Mbale",
                        "submitterId": 27,
                        "current": True,
                    },
                }
            ),
        ),
        (
            "odk_central",
            {
                "path": f"/projects/4/forms/household_survey/submissions.svc/Submissions('uuid:{uuid('s2')}')/deaths",
                "params": {},
            },
            j(
                {
                    "@odata.context": f"{ODK}/$metadata#Submissions.deaths",
                    "value": [
                        {
                            "__id": h("d1", 40),
                            "age_years": 71,
                            "sex": "male",
                            "cause_reported": "stroke",
                            "month": "2026-08",
                        }
                    ],
                }
            ),
        ),
        (
            "odk_central",
            {
                "path": f"/projects/4/forms/household_survey/submissions/uuid:{uuid('s2')}",
                "method": "PATCH",
                "body": {"reviewState": "hasIssues"},
            },
            j(
                {
                    "instanceId": "uuid:" + uuid("s2"),
                    "submitterId": 27,
                    "reviewState": "hasIssues",
                    "createdAt": "2026-12-02T11:41:09.318Z",
                    "updatedAt": "2026-12-07T10:02:44.120Z",
                }
            ),
        ),
    ],
)

ODK401 = j({"message": "Could not authenticate with the provided credentials.", "code": 401.2})
S(
    "odk-central",
    False,
    "Export this month's water-point inspection submissions and list the broken pumps by village.",
    [
        (
            "odk_central",
            {
                "path": "/projects/2/forms/waterpoint_inspection/submissions.svc/Submissions",
                "params": {"$filter": "__system/submissionDate ge 2026-12-01T00:00:00Z"},
            },
            ODK401,
        ),
        (
            "odk_central",
            {
                "path": "/projects/2/forms/waterpoint_inspection/submissions.svc/Submissions",
                "params": {"$top": 100},
            },
            ODK401,
        ),
        ("odk_central", {"path": "/projects/2/forms", "params": {}}, ODK401),
        (
            "odk_central",
            {"path": "/projects/2/forms/waterpoint_inspection/submissions.csv.zip", "params": {}},
            ODK401,
        ),
        ("odk_central", {"path": "/projects", "params": {}}, ODK401),
        (
            "odk_central",
            {
                "path": "/projects/2/forms/waterpoint_inspection/submissions.svc/Submissions",
                "params": {"$filter": "pump/status eq 'broken'"},
            },
            ODK401,
        ),
    ],
)

KOBO = "https://kf.kobotoolbox.org/api/v2/assets/aW7zQxvB3Lk9mN2pRt5YcE/data/"


def kobo_rows(start: int, n: int, total: int) -> str:
    vill = ["Kalobeyei", "Natukobenyo", "Nadapal", "Kakuma 4", "Lopur", "Nakwamekwi", "Kangura"]
    res = []
    for i in range(start, start + n):
        res.append(
            {
                "_id": 30110 + i,
                "_uuid": uuid(f"kb{i}"),
                "village": vill[i % 7],
                "children_under5": (i * 3) % 5 + 1,
                "muac_red": "yes" if i % 9 == 4 else "no",
                "_submission_time": f"2026-11-{10 + i % 18:02d}T0{i % 9}:12:40",
                "_submitted_by": "enum_0" + str(i % 4 + 1),
            }
        )
    nxt = f"{KOBO}?format=json&limit={n}&start={start + n}" if start + n < total else None
    prv = f"{KOBO}?format=json&limit={n}&start={max(0, start - n)}" if start else None
    return j({"count": total, "next": nxt, "previous": prv, "results": res})


S(
    "kobo",
    True,
    "From the nutrition screening form, count children with red MUAC per village for November.",
    [
        (
            "kobo_api",
            {"path": "/api/v2/assets/", "params": {"q": "name:nutrition", "limit": 10}},
            j(
                {
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "url": "https://kf.kobotoolbox.org/api/v2/assets/aW7zQxvB3Lk9mN2pRt5YcE/",
                            "uid": "aW7zQxvB3Lk9mN2pRt5YcE",
                            "name": "Nutrition screening 2026",
                            "asset_type": "survey",
                            "deployment__active": True,
                            "deployment__submission_count": 64,
                            "owner__username": "unhcr_kakuma",
                        }
                    ],
                }
            ),
        ),
        (
            "kobo_api",
            {
                "path": "/api/v2/assets/aW7zQxvB3Lk9mN2pRt5YcE/data/",
                "params": {"limit": 30, "start": 0},
            },
            kobo_rows(0, 30, 64),
        ),
        (
            "kobo_api",
            {
                "path": "/api/v2/assets/aW7zQxvB3Lk9mN2pRt5YcE/data/",
                "params": {"limit": 30, "start": 30},
            },
            kobo_rows(30, 30, 64),
        ),
        (
            "kobo_api",
            {
                "path": "/api/v2/assets/aW7zQxvB3Lk9mN2pRt5YcE/data/",
                "params": {"limit": 30, "start": 60},
            },
            kobo_rows(60, 4, 64),
        ),
    ],
)

S(
    "kobo",
    False,
    "Get the latest market price monitoring submissions and tell me the median maize price per market.",
    [
        (
            "kobo_api",
            {"path": "/api/v2/assets/", "params": {"q": "name:market price"}},
            j({"detail": "Invalid token."}),
        ),
        (
            "kobo_api",
            {"path": "/api/v2/assets/", "params": {"q": "market"}},
            j({"detail": "Invalid token."}),
        ),
        (
            "kobo_api",
            {"path": "/api/v2/assets/bQ8mLx2VnK4rT7pZcW9yHd/data/", "params": {"limit": 100}},
            j({"detail": "Invalid token."}),
        ),
        (
            "kobo_api",
            {
                "path": "/api/v2/assets/bQ8mLx2VnK4rT7pZcW9yHd/data/",
                "params": {"limit": 100, "query": '{"commodity":"maize"}'},
            },
            j({"detail": "Invalid token."}),
        ),
        (
            "kobo_api",
            {"path": "/api/v2/assets/bQ8mLx2VnK4rT7pZcW9yHd/", "params": {}},
            j({"detail": "Invalid token."}),
        ),
        ("kobo_api", {"path": "/api/v2/assets/", "params": {}}, j({"detail": "Invalid token."})),
    ],
)

CR = "https://fhir-ehr.cerner.com/r4/ec2458f2-1e24-41c8-b71b-0e701af7583d"


def bundle(entries: list[dict], url: str, nxt: str | None = None) -> str:
    links = [{"relation": "self", "url": url}]
    if nxt:
        links.append({"relation": "next", "url": nxt})
    return j(
        {
            "resourceType": "Bundle",
            "id": uuid(url),
            "type": "searchset",
            "link": links,
            "entry": [
                {"fullUrl": f"{CR}/{e['resourceType']}/{e['id']}", "resource": e} for e in entries
            ],
        }
    )


S(
    "cerner-fhir",
    True,
    "List patient 12724066's active medications and any allergies so I can check for a penicillin conflict before prescribing amoxicillin.",
    [
        (
            "fhir_search",
            {
                "resource": "MedicationRequest",
                "params": {"patient": "12724066", "status": "active"},
            },
            bundle(
                [
                    {
                        "resourceType": "MedicationRequest",
                        "id": "313757847",
                        "status": "active",
                        "intent": "order",
                        "medicationCodeableConcept": {
                            "coding": [
                                {
                                    "system": "http://www.nlm.nih.gov/research/umls/rxnorm",
                                    "code": "197361",
                                    "display": "amlodipine 5 MG Oral Tablet",
                                }
                            ],
                            "text": "amlodipine 5 mg tab",
                        },
                        "subject": {"reference": "Patient/12724066"},
                        "authoredOn": "2026-09-12T15:02:11Z",
                    },
                    {
                        "resourceType": "MedicationRequest",
                        "id": "313757849",
                        "status": "active",
                        "intent": "order",
                        "medicationCodeableConcept": {
                            "coding": [
                                {
                                    "system": "http://www.nlm.nih.gov/research/umls/rxnorm",
                                    "code": "860975",
                                    "display": "metformin hydrochloride 500 MG Extended Release Oral Tablet",
                                }
                            ],
                            "text": "metFORMIN ER 500 mg",
                        },
                        "subject": {"reference": "Patient/12724066"},
                        "authoredOn": "2026-09-12T15:03:40Z",
                    },
                ],
                f"{CR}/MedicationRequest?patient=12724066&status=active",
            ),
        ),
        (
            "fhir_search",
            {"resource": "AllergyIntolerance", "params": {"patient": "12724066"}},
            bundle(
                [
                    {
                        "resourceType": "AllergyIntolerance",
                        "id": "17009883",
                        "clinicalStatus": {
                            "coding": [
                                {
                                    "system": "http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical",
                                    "code": "active",
                                }
                            ]
                        },
                        "code": {
                            "coding": [
                                {
                                    "system": "http://snomed.info/sct",
                                    "code": "91936005",
                                    "display": "Allergy to penicillin",
                                }
                            ],
                            "text": "Penicillins",
                        },
                        "patient": {"reference": "Patient/12724066"},
                        "reaction": [
                            {"manifestation": [{"text": "Hives"}], "severity": "moderate"}
                        ],
                    }
                ],
                f"{CR}/AllergyIntolerance?patient=12724066",
            ),
        ),
        (
            "fhir_read",
            {"resource": "Patient", "id": "12724066"},
            j(
                {
                    "resourceType": "Patient",
                    "id": "12724066",
                    "meta": {"versionId": "42", "lastUpdated": "2026-11-30T08:11:54.000Z"},
                    "active": True,
                    "name": [
                        {
                            "use": "official",
                            "text": "SMART, NANCY",
                            "family": "SMART",
                            "given": ["NANCY"],
                        }
                    ],
                    "gender": "female",
                    "birthDate": "1980-08-11",
                }
            ),
        ),
        (
            "fhir_search",
            {
                "resource": "Condition",
                "params": {"patient": "12724066", "clinical-status": "active"},
            },
            bundle(
                [
                    {
                        "resourceType": "Condition",
                        "id": "p86793531",
                        "clinicalStatus": {"coding": [{"code": "active"}]},
                        "code": {"text": "Type 2 diabetes mellitus"},
                        "subject": {"reference": "Patient/12724066"},
                    },
                    {
                        "resourceType": "Condition",
                        "id": "p86793533",
                        "clinicalStatus": {"coding": [{"code": "active"}]},
                        "code": {"text": "Essential hypertension"},
                        "subject": {"reference": "Patient/12724066"},
                    },
                ],
                f"{CR}/Condition?patient=12724066&clinical-status=active",
            ),
        ),
    ],
)

S(
    "cerner-fhir",
    True,
    "Does patient 12742400 have any lab results for HbA1c in the last year? If none, just say so.",
    [
        (
            "fhir_search",
            {
                "resource": "Observation",
                "params": {
                    "patient": "12742400",
                    "code": "http://loinc.org|4548-4",
                    "date": "ge2025-12-07",
                },
            },
            j(
                {
                    "resourceType": "Bundle",
                    "id": uuid("emptyobs"),
                    "type": "searchset",
                    "link": [
                        {
                            "relation": "self",
                            "url": f"{CR}/Observation?patient=12742400&code=http%3A%2F%2Floinc.org%7C4548-4&date=ge2025-12-07",
                        }
                    ],
                }
            ),
        ),
        (
            "fhir_search",
            {
                "resource": "Observation",
                "params": {
                    "patient": "12742400",
                    "category": "laboratory",
                    "date": "ge2025-12-07",
                    "_count": 20,
                },
            },
            bundle(
                [
                    {
                        "resourceType": "Observation",
                        "id": "L-197198655",
                        "status": "final",
                        "category": [{"coding": [{"code": "laboratory"}]}],
                        "code": {
                            "coding": [{"system": "http://loinc.org", "code": "2345-7"}],
                            "text": "Glucose Lvl",
                        },
                        "effectiveDateTime": "2026-04-03T14:20:00Z",
                        "valueQuantity": {"value": 104, "unit": "mg/dL"},
                    },
                    {
                        "resourceType": "Observation",
                        "id": "L-197198657",
                        "status": "final",
                        "category": [{"coding": [{"code": "laboratory"}]}],
                        "code": {
                            "coding": [{"system": "http://loinc.org", "code": "2160-0"}],
                            "text": "Creatinine Lvl",
                        },
                        "effectiveDateTime": "2026-04-03T14:20:00Z",
                        "valueQuantity": {"value": 0.9, "unit": "mg/dL"},
                    },
                ],
                f"{CR}/Observation?patient=12742400&category=laboratory&date=ge2025-12-07&_count=20",
            ),
        ),
        (
            "fhir_search",
            {
                "resource": "Observation",
                "params": {"patient": "12742400", "code": "http://loinc.org|17856-6"},
            },
            j(
                {
                    "resourceType": "Bundle",
                    "id": uuid("emptyobs2"),
                    "type": "searchset",
                    "link": [
                        {
                            "relation": "self",
                            "url": f"{CR}/Observation?patient=12742400&code=http%3A%2F%2Floinc.org%7C17856-6",
                        }
                    ],
                }
            ),
        ),
    ],
)

OO_DOWN = j(
    {
        "resourceType": "OperationOutcome",
        "issue": [
            {
                "severity": "error",
                "code": "timeout",
                "diagnostics": "The request timed out waiting for a response from the Millennium domain. Please try again later.",
            }
        ],
    }
)
S(
    "cerner-fhir",
    False,
    "Summarise encounters for patient 12457977 in November, with the discharge diagnoses.",
    [
        (
            "fhir_search",
            {"resource": "Encounter", "params": {"patient": "12457977", "date": "ge2026-11-01"}},
            OO_DOWN,
        ),
        ("fhir_search", {"resource": "Encounter", "params": {"patient": "12457977"}}, OO_DOWN),
        ("fhir_read", {"resource": "Patient", "id": "12457977"}, OO_DOWN),
        (
            "fhir_search",
            {
                "resource": "Condition",
                "params": {"patient": "12457977", "category": "encounter-diagnosis"},
            },
            OO_DOWN,
        ),
        (
            "fhir_search",
            {"resource": "Encounter", "params": {"patient": "12457977", "_count": 5}},
            OO_DOWN,
        ),
        (
            "fhir_search",
            {
                "resource": "DocumentReference",
                "params": {"patient": "12457977", "type": "http://loinc.org|18842-5"},
            },
            OO_DOWN,
        ),
        (
            "fhir_search",
            {"resource": "Encounter", "params": {"patient": "12457977", "status": "finished"}},
            OO_DOWN,
        ),
    ],
)

S(
    "athena",
    True,
    "Book Mr. Delgado (patient 40213) a 30-minute follow-up with Dr. Huang next week, any morning slot.",
    [
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/open",
                "params": {
                    "providerid": 71,
                    "departmentid": 1,
                    "startdate": "12/14/2026",
                    "enddate": "12/18/2026",
                    "appointmenttypeid": 82,
                },
            },
            j(
                {
                    "totalcount": 3,
                    "appointments": [
                        {
                            "date": "12/14/2026",
                            "appointmentid": "1186712",
                            "departmentid": "1",
                            "appointmenttype": "Follow Up 30",
                            "providerid": "71",
                            "starttime": "14:30",
                            "duration": "30",
                            "appointmenttypeid": "82",
                            "reasonid": ["-1"],
                            "patientappointmenttypename": "Follow Up",
                        },
                        {
                            "date": "12/16/2026",
                            "appointmentid": "1186745",
                            "departmentid": "1",
                            "appointmenttype": "Follow Up 30",
                            "providerid": "71",
                            "starttime": "09:00",
                            "duration": "30",
                            "appointmenttypeid": "82",
                            "reasonid": ["-1"],
                            "patientappointmenttypename": "Follow Up",
                        },
                        {
                            "date": "12/17/2026",
                            "appointmentid": "1186760",
                            "departmentid": "1",
                            "appointmenttype": "Follow Up 30",
                            "providerid": "71",
                            "starttime": "15:00",
                            "duration": "30",
                            "appointmenttypeid": "82",
                            "reasonid": ["-1"],
                            "patientappointmenttypename": "Follow Up",
                        },
                    ],
                }
            ),
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/1186745",
                "method": "PUT",
                "body": {
                    "patientid": 40213,
                    "appointmenttypeid": 82,
                    "ignoreschedulablepermission": "true",
                },
            },
            j(
                [
                    {
                        "date": "12/16/2026",
                        "appointmentid": "1186745",
                        "departmentid": "1",
                        "appointmenttype": "Follow Up 30",
                        "providerid": "71",
                        "starttime": "09:00",
                        "appointmentstatus": "f",
                        "patientid": "40213",
                        "duration": "30",
                        "appointmenttypeid": "82",
                        "copay": "25",
                    }
                ]
            ),
        ),
        (
            "athena_api",
            {"path": "/v1/195900/patients/40213", "params": {"showinsurance": "false"}},
            j(
                [
                    {
                        "patientid": "40213",
                        "firstname": "Rafael",
                        "lastname": "Delgado",
                        "dob": "02/19/1957",
                        "email": "rdelgado@example.net",
                        "mobilephone": "6175550144",
                        "contactpreference": "MOBILEPHONE",
                        "status": "active",
                    }
                ]
            ),
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/1186745/reminders",
                "method": "POST",
                "body": {"channel": "SMS"},
            },
            j({"success": "true"}),
        ),
    ],
)

S(
    "athena",
    False,
    "Find all no-show appointments last month for the Cardiology department and list the patients.",
    [
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/booked",
                "params": {
                    "departmentid": 7,
                    "startdate": "11/01/2026",
                    "enddate": "11/30/2026",
                    "appointmentstatus": "x",
                },
            },
            "<h1>Developer Over Qps</h1>",
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/booked",
                "params": {"departmentid": 7, "startdate": "11/01/2026", "enddate": "11/15/2026"},
            },
            "<h1>Developer Over Qps</h1>",
        ),
        (
            "athena_api",
            {"path": "/v1/195900/departments", "params": {}},
            "<h1>Developer Over Qps</h1>",
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/booked",
                "params": {"departmentid": 7, "startdate": "11/16/2026", "enddate": "11/30/2026"},
            },
            "<h1>Developer Over Qps</h1>",
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/changed",
                "params": {"departmentid": 7, "showprocessedstartdatetime": "11/01/2026 00:00:00"},
            },
            "<h1>Developer Over Qps</h1>",
        ),
        (
            "athena_api",
            {
                "path": "/v1/195900/appointments/booked",
                "params": {"departmentid": 7, "startdate": "11/01/2026", "enddate": "11/07/2026"},
            },
            "<h1>Developer Over Qps</h1>",
        ),
    ],
)

# ---------------------------------------------------------------- design and whiteboard tools
FK = "kT9wQ2nZ4xLp8rVbC3mYhD"
S(
    "figma",
    True,
    "In the Checkout redesign file, list the frames on the 'Mobile' page and export the Payment frame as PNG.",
    [
        (
            "figma_get_file",
            {"file_key": FK, "depth": 2},
            j(
                {
                    "name": "Checkout redesign",
                    "role": "editor",
                    "lastModified": "2026-12-04T16:21:09Z",
                    "editorType": "figma",
                    "thumbnailUrl": "https://s3-alpha.figma.com/thumbnails/" + uuid("thumb"),
                    "version": "5281926314",
                    "document": {
                        "id": "0:0",
                        "name": "Document",
                        "type": "DOCUMENT",
                        "children": [
                            {
                                "id": "0:1",
                                "name": "Desktop",
                                "type": "CANVAS",
                                "children": [
                                    {"id": "12:4", "name": "Cart", "type": "FRAME"},
                                    {"id": "12:9", "name": "Shipping", "type": "FRAME"},
                                ],
                            },
                            {
                                "id": "41:2",
                                "name": "Mobile",
                                "type": "CANVAS",
                                "children": [
                                    {"id": "41:7", "name": "Cart / mobile", "type": "FRAME"},
                                    {"id": "41:33", "name": "Payment", "type": "FRAME"},
                                    {"id": "41:58", "name": "Order placed", "type": "FRAME"},
                                ],
                            },
                        ],
                    },
                    "components": {},
                    "componentSets": {},
                    "schemaVersion": 0,
                    "styles": {},
                }
            ),
        ),
        (
            "figma_get_nodes",
            {"file_key": FK, "ids": "41:33"},
            j(
                {
                    "name": "Checkout redesign",
                    "lastModified": "2026-12-04T16:21:09Z",
                    "version": "5281926314",
                    "nodes": {
                        "41:33": {
                            "document": {
                                "id": "41:33",
                                "name": "Payment",
                                "type": "FRAME",
                                "absoluteBoundingBox": {
                                    "x": 1840,
                                    "y": 0,
                                    "width": 390,
                                    "height": 844,
                                },
                                "children": [
                                    {"id": "41:34", "name": "Card number", "type": "INSTANCE"},
                                    {"id": "41:40", "name": "Pay button", "type": "INSTANCE"},
                                ],
                            },
                            "components": {},
                            "schemaVersion": 0,
                            "styles": {},
                        }
                    },
                }
            ),
        ),
        (
            "figma_get_images",
            {"file_key": FK, "ids": "41:33", "format": "png", "scale": 2},
            j(
                {
                    "err": None,
                    "images": {
                        "41:33": "https://figma-alpha-api.s3.us-west-2.amazonaws.com/images/"
                        + uuid("img4133")
                    },
                }
            ),
        ),
    ],
)

S(
    "figma",
    True,
    "Reply 'fixed in v3' to every unresolved comment on the Onboarding file that mentions the progress bar.",
    [
        (
            "figma_get_comments",
            {"file_key": "pR4sW8vN1qZc6yT2hJ5mKx"},
            j(
                {
                    "comments": [
                        {
                            "id": "1298345",
                            "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                            "parent_id": "",
                            "user": {
                                "handle": "Lena M",
                                "img_url": "https://s3-alpha.figma.com/profile/" + uuid("lena"),
                            },
                            "created_at": "2026-12-01T10:12:33Z",
                            "resolved_at": None,
                            "message": "Progress bar jumps from step 2 to 4 here",
                            "client_meta": {"node_id": "3:118", "node_offset": {"x": 120, "y": 40}},
                            "order_id": "31",
                        },
                        {
                            "id": "1298360",
                            "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                            "parent_id": "",
                            "user": {"handle": "Tomás R"},
                            "created_at": "2026-12-01T11:02:10Z",
                            "resolved_at": "2026-12-02T08:00:00Z",
                            "message": "Use the brand green for the progress bar",
                            "client_meta": {"node_id": "3:118"},
                            "order_id": "32",
                        },
                        {
                            "id": "1298412",
                            "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                            "parent_id": "",
                            "user": {"handle": "Lena M"},
                            "created_at": "2026-12-03T09:44:51Z",
                            "resolved_at": None,
                            "message": "progress bar label overlaps on 320px",
                            "client_meta": {"node_id": "3:140"},
                            "order_id": "35",
                        },
                        {
                            "id": "1298420",
                            "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                            "parent_id": "",
                            "user": {"handle": "Ade O"},
                            "created_at": "2026-12-03T12:01:05Z",
                            "resolved_at": None,
                            "message": "Illustration feels too dark",
                            "client_meta": {"node_id": "3:90"},
                            "order_id": "36",
                        },
                    ]
                }
            ),
        ),
        (
            "figma_post_comment",
            {
                "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                "message": "fixed in v3",
                "comment_id": "1298345",
            },
            j(
                {
                    "id": "1298977",
                    "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                    "parent_id": "1298345",
                    "user": {"handle": "design-bot"},
                    "created_at": "2026-12-07T10:31:02Z",
                    "resolved_at": None,
                    "message": "fixed in v3",
                    "order_id": None,
                }
            ),
        ),
        (
            "figma_post_comment",
            {
                "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                "message": "fixed in v3",
                "comment_id": "1298412",
            },
            j(
                {
                    "id": "1298978",
                    "file_key": "pR4sW8vN1qZc6yT2hJ5mKx",
                    "parent_id": "1298412",
                    "user": {"handle": "design-bot"},
                    "created_at": "2026-12-07T10:31:04Z",
                    "resolved_at": None,
                    "message": "fixed in v3",
                    "order_id": None,
                }
            ),
        ),
    ],
)

FIG403 = j({"status": 403, "err": "Invalid token"})
S(
    "figma",
    False,
    "Collect the color styles from our Design System file and the Marketing site file and list any hex values that differ.",
    [
        ("figma_get_file_styles", {"file_key": "Ds7mN2kQ9pL4xW1vB8cZrT"}, FIG403),
        ("figma_get_file", {"file_key": "Ds7mN2kQ9pL4xW1vB8cZrT", "depth": 1}, FIG403),
        ("figma_get_file_styles", {"file_key": "Mk3hT6yR1wQ8nV5cX2pLsA"}, FIG403),
        ("figma_get_team_styles", {"team_id": "1172345678901234567"}, FIG403),
        ("figma_get_file", {"file_key": "Mk3hT6yR1wQ8nV5cX2pLsA"}, FIG403),
        ("figma_get_nodes", {"file_key": "Ds7mN2kQ9pL4xW1vB8cZrT", "ids": "1:2"}, FIG403),
    ],
)

MB = "uXjVN4k1sQo="


def miro_list(items: list[dict], total: int, cursor: str | None) -> str:
    d = {
        "data": items,
        "total": total,
        "size": len(items),
        "limit": 10,
        "links": {
            "self": f"https://api.miro.com/v2/boards/{MB}/items?limit=10",
            **(
                {"next": f"https://api.miro.com/v2/boards/{MB}/items?limit=10&cursor={cursor}"}
                if cursor
                else {}
            ),
        },
        "type": "cursor-list",
    }
    if cursor:
        d["cursor"] = cursor
    return j(d)


def sticky(i: int, text: str, color: str) -> dict:
    return {
        "id": str(3458764590000000000 + i * 97),
        "type": "sticky_note",
        "data": {"content": f"<p>{text}</p>", "shape": "square"},
        "style": {"fillColor": color, "textAlign": "center"},
        "position": {"x": (i % 5) * 220.0, "y": (i // 5) * 220.0, "origin": "center"},
        "createdAt": f"2026-12-03T14:0{i % 10}:11Z",
        "modifiedBy": {"id": "3074457362577955221", "type": "user"},
    }


RETRO = [
    ("Deploys took too long", "light_yellow"),
    ("Pairing on the parser worked", "light_green"),
    ("Flaky e2e tests", "light_yellow"),
    ("Great support rotation", "light_green"),
    ("Unclear ownership of alerts", "light_yellow"),
    ("Design review came late", "light_yellow"),
    ("New onboarding doc helped", "light_green"),
    ("Too many meetings Thursday", "light_yellow"),
    ("Staging DB reset twice", "light_yellow"),
    ("Demo went smoothly", "light_green"),
    ("Backlog grooming skipped", "light_yellow"),
    ("Faster PR reviews", "light_green"),
    ("Noisy Slack channel", "light_yellow"),
]
S(
    "miro",
    True,
    "Go through the Sprint 48 retro board, group the yellow (problem) stickies, and add a summary sticky with the top 3.",
    [
        (
            "miro_get_items",
            {"board_id": MB, "type": "sticky_note", "limit": 10},
            miro_list(
                [sticky(i, t, c) for i, (t, c) in enumerate(RETRO[:10])],
                13,
                "MzQ1ODc2NDU5MDAwMDAwMDk3MA==",
            ),
        ),
        (
            "miro_get_items",
            {
                "board_id": MB,
                "type": "sticky_note",
                "limit": 10,
                "cursor": "MzQ1ODc2NDU5MDAwMDAwMDk3MA==",
            },
            miro_list([sticky(i, t, c) for i, (t, c) in enumerate(RETRO) if i >= 10], 13, None),
        ),
        (
            "miro_create_sticky_note",
            {
                "board_id": MB,
                "data": {
                    "content": "Top 3: flaky e2e tests, slow deploys, unclear alert ownership"
                },
                "style": {"fillColor": "light_pink"},
                "position": {"x": 1200, "y": 0},
            },
            j(
                {
                    "id": "3458764591234567890",
                    "type": "sticky_note",
                    "data": {
                        "content": "<p>Top 3: flaky e2e tests, slow deploys, unclear alert ownership</p>",
                        "shape": "square",
                    },
                    "style": {
                        "fillColor": "light_pink",
                        "textAlign": "center",
                        "textAlignVertical": "top",
                    },
                    "position": {
                        "x": 1200.0,
                        "y": 0.0,
                        "origin": "center",
                        "relativeTo": "canvas_center",
                    },
                    "geometry": {"width": 199.0},
                    "createdAt": "2026-12-07T10:40:02Z",
                    "createdBy": {"id": "3074457362577955221", "type": "user"},
                    "links": {
                        "self": f"https://api.miro.com/v2/boards/{MB}/sticky_notes/3458764591234567890"
                    },
                }
            ),
        ),
        (
            "miro_create_frame",
            {
                "board_id": MB,
                "data": {"title": "Problems"},
                "geometry": {"width": 1100, "height": 700},
                "position": {"x": 440, "y": 900},
            },
            j(
                {
                    "id": "3458764591234567911",
                    "type": "frame",
                    "data": {
                        "format": "custom",
                        "title": "Problems",
                        "type": "freeform",
                        "showContent": True,
                    },
                    "style": {"fillColor": "#ffffffff"},
                    "position": {"x": 440.0, "y": 900.0, "origin": "center"},
                    "geometry": {"width": 1100.0, "height": 700.0},
                    "links": {
                        "self": f"https://api.miro.com/v2/boards/{MB}/frames/3458764591234567911"
                    },
                }
            ),
        ),
    ],
)

S(
    "miro",
    True,
    "Is there already a board called 'Q1 2027 roadmap' in the Product team? If not, create one and share it with priya@acme.io as editor.",
    [
        (
            "miro_get_boards",
            {"team_id": "3458764517517818867", "query": "Q1 2027 roadmap"},
            j(
                {
                    "size": 0,
                    "offset": 0,
                    "limit": 20,
                    "total": 0,
                    "data": [],
                    "links": {
                        "self": "https://api.miro.com/v2/boards?query=Q1%202027%20roadmap&team_id=3458764517517818867&limit=20&offset=0"
                    },
                    "type": "list",
                }
            ),
        ),
        (
            "miro_get_boards",
            {"team_id": "3458764517517818867", "query": "roadmap"},
            j(
                {
                    "size": 2,
                    "offset": 0,
                    "limit": 20,
                    "total": 2,
                    "data": [
                        {
                            "id": "uXjVOa8pQ2M=",
                            "type": "board",
                            "name": "Q4 2026 roadmap",
                            "createdAt": "2026-09-02T08:12:00Z",
                        },
                        {
                            "id": "uXjVOb1Kx0s=",
                            "type": "board",
                            "name": "Roadmap archive 2025",
                            "createdAt": "2025-01-10T09:00:00Z",
                        },
                    ],
                    "type": "list",
                }
            ),
        ),
        (
            "miro_create_board",
            {"name": "Q1 2027 roadmap", "teamId": "3458764517517818867"},
            j(
                {
                    "id": "uXjVOc7Zr5Q=",
                    "type": "board",
                    "name": "Q1 2027 roadmap",
                    "description": "",
                    "viewLink": "https://miro.com/app/board/uXjVOc7Zr5Q=",
                    "createdAt": "2026-12-07T10:44:19Z",
                    "team": {"id": "3458764517517818867", "name": "Product", "type": "team"},
                }
            ),
        ),
        (
            "miro_share_board",
            {"board_id": "uXjVOc7Zr5Q=", "emails": ["priya@acme.io"], "role": "editor"},
            j({"successful": ["priya@acme.io"], "failed": []}),
        ),
    ],
)

MIRO_EMPTY = j(
    {
        "data": [],
        "total": 0,
        "size": 0,
        "limit": 10,
        "links": {"self": "https://api.miro.com/v2/boards/uXjVOd2Lm8w=/items?limit=10"},
        "type": "cursor-list",
    }
)
S(
    "miro",
    False,
    "Find the user-interview notes on the Research board that mention pricing and summarise them.",
    [
        ("miro_get_items", {"board_id": "uXjVOd2Lm8w=", "type": "sticky_note"}, MIRO_EMPTY),
        ("miro_get_items", {"board_id": "uXjVOd2Lm8w=", "type": "text"}, MIRO_EMPTY),
        ("miro_get_items", {"board_id": "uXjVOd2Lm8w="}, MIRO_EMPTY),
        ("miro_get_items", {"board_id": "uXjVOd2Lm8w=", "type": "card"}, MIRO_EMPTY),
        ("miro_get_items", {"board_id": "uXjVOd2Lm8w=", "type": "document"}, MIRO_EMPTY),
        (
            "miro_get_board",
            {"board_id": "uXjVOd2Lm8w="},
            j(
                {
                    "id": "uXjVOd2Lm8w=",
                    "type": "board",
                    "name": "Research",
                    "description": "",
                    "team": {
                        "id": "3458764599001122334",
                        "name": "Sandbox (personal)",
                        "type": "team",
                    },
                    "createdAt": "2026-12-05T16:20:00Z",
                    "currentUserMembership": {"role": "owner"},
                }
            ),
        ),
        (
            "miro_get_items",
            {"board_id": "uXjVOd2Lm8w=", "type": "sticky_note", "limit": 50},
            MIRO_EMPTY,
        ),
    ],
)

S(
    "penpot",
    True,
    "List the projects in our Penpot team and tell me which files changed this week.",
    [
        (
            "penpot_rpc",
            {"command": "get-projects", "params": {"team-id": uuid("pteam")}},
            j(
                [
                    {
                        "id": uuid("pp1"),
                        "team-id": uuid("pteam"),
                        "name": "Drafts",
                        "is-default": True,
                        "count": 3,
                        "modified-at": "2026-11-20T12:00:00Z",
                    },
                    {
                        "id": uuid("pp2"),
                        "team-id": uuid("pteam"),
                        "name": "Mobile app",
                        "is-default": False,
                        "count": 7,
                        "modified-at": "2026-12-05T09:31:22Z",
                    },
                    {
                        "id": uuid("pp3"),
                        "team-id": uuid("pteam"),
                        "name": "Website 2027",
                        "is-default": False,
                        "count": 4,
                        "modified-at": "2026-12-02T17:02:41Z",
                    },
                ]
            ),
        ),
        (
            "penpot_rpc",
            {"command": "get-project-files", "params": {"project-id": uuid("pp2")}},
            j(
                [
                    {
                        "id": uuid("pf1"),
                        "name": "Settings screens",
                        "revn": 412,
                        "modified-at": "2026-12-05T09:31:22Z",
                        "is-shared": False,
                    },
                    {
                        "id": uuid("pf2"),
                        "name": "Icons",
                        "revn": 88,
                        "modified-at": "2026-10-14T08:00:00Z",
                        "is-shared": True,
                    },
                    {
                        "id": uuid("pf3"),
                        "name": "Onboarding flow",
                        "revn": 190,
                        "modified-at": "2026-12-01T15:12:09Z",
                        "is-shared": False,
                    },
                ]
            ),
        ),
        (
            "penpot_rpc",
            {"command": "get-project-files", "params": {"project-id": uuid("pp3")}},
            j(
                [
                    {
                        "id": uuid("pf4"),
                        "name": "Landing hero",
                        "revn": 61,
                        "modified-at": "2026-12-02T17:02:41Z",
                        "is-shared": False,
                    },
                    {
                        "id": uuid("pf5"),
                        "name": "Blog templates",
                        "revn": 23,
                        "modified-at": "2026-11-03T10:00:00Z",
                        "is-shared": False,
                    },
                ]
            ),
        ),
        (
            "penpot_rpc",
            {"command": "get-project-files", "params": {"project-id": uuid("pp1")}},
            j(
                [
                    {
                        "id": uuid("pf6"),
                        "name": "scratch",
                        "revn": 4,
                        "modified-at": "2026-11-20T12:00:00Z",
                        "is-shared": False,
                    }
                ]
            ),
        ),
    ],
)

PEN_ERR = j(
    {
        "type": "authentication",
        "code": "authentication-required",
        "hint": "authentication required for this endpoint",
    }
)
S(
    "penpot",
    False,
    "Export the components of the Penpot 'Icons' library as a list with their names and paths.",
    [
        ("penpot_rpc", {"command": "get-file", "params": {"id": uuid("pf2")}}, PEN_ERR),
        (
            "penpot_rpc",
            {"command": "get-team-shared-files", "params": {"team-id": uuid("pteam")}},
            PEN_ERR,
        ),
        ("penpot_rpc", {"command": "get-projects", "params": {"team-id": uuid("pteam")}}, PEN_ERR),
        (
            "penpot_rpc",
            {"command": "get-file-libraries", "params": {"file-id": uuid("pf2")}},
            PEN_ERR,
        ),
        (
            "penpot_rpc",
            {"command": "get-file", "params": {"id": uuid("pf2"), "features": ["components/v2"]}},
            PEN_ERR,
        ),
        (
            "penpot_rpc",
            {"command": "get-profile", "params": {}},
            j(
                {
                    "id": "00000000-0000-0000-0000-000000000000",
                    "fullname": "Anonymous User",
                    "email": "",
                    "is-active": False,
                }
            ),
        ),
    ],
)

S(
    "zeplin",
    True,
    "Which screens in the Zeplin 'Banking iOS' project have new versions since Monday, and what are their tags?",
    [
        (
            "zeplin_api",
            {"path": "/v1/projects", "params": {"limit": 30}},
            j(
                [
                    {
                        "id": "5f1e" + h("zp1", 20),
                        "name": "Banking iOS",
                        "platform": "ios",
                        "status": "active",
                        "created": 1714556400,
                        "updated": 1765101000,
                        "number_of_screens": 84,
                        "number_of_components": 211,
                    },
                    {
                        "id": "5f1e" + h("zp2", 20),
                        "name": "Banking Web",
                        "platform": "web",
                        "status": "active",
                        "created": 1714556400,
                        "updated": 1764500000,
                        "number_of_screens": 61,
                        "number_of_components": 140,
                    },
                ]
            ),
        ),
        (
            "zeplin_api",
            {
                "path": f"/v1/projects/5f1e{h('zp1', 20)}/screens",
                "params": {"sort": "section", "limit": 100},
            },
            j(
                [
                    {
                        "id": h("sc" + n, 24),
                        "name": n,
                        "updated": u,
                        "tags": t,
                        "number_of_versions": v,
                        "section": {"id": h("sec", 24)},
                    }
                    for n, u, t, v in [
                        ("Login", 1764900000, ["auth"], 6),
                        ("Transfer - amount", 1765090000, ["payments", "v2.3"], 9),
                        ("Transfer - confirm", 1765095000, ["payments", "v2.3"], 7),
                        ("Card freeze", 1764200000, ["cards"], 3),
                        ("Statements", 1765001000, ["documents"], 4),
                    ]
                ]
            ),
        ),
        (
            "zeplin_api",
            {
                "path": f"/v1/projects/5f1e{h('zp1', 20)}/screens/{h('scTransfer - amount', 24)}/versions",
                "params": {"limit": 2},
            },
            j(
                [
                    {
                        "id": h("v9", 24),
                        "created": 1765090000,
                        "creator": {"username": "mira.k"},
                        "commit": {"message": "New fee breakdown row"},
                        "image": {"width": 1170, "height": 2532},
                    },
                    {
                        "id": h("v8", 24),
                        "created": 1764300000,
                        "creator": {"username": "mira.k"},
                        "commit": {"message": "Spacing"},
                        "image": {"width": 1170, "height": 2532},
                    },
                ]
            ),
        ),
    ],
)

S(
    "canva",
    True,
    "Export our 'Holiday hours poster' Canva design as a PDF and give me the download link.",
    [
        (
            "canva_list_designs",
            {"query": "Holiday hours poster"},
            j(
                {
                    "items": [
                        {
                            "id": "DAGb3kQ7mXw",
                            "title": "Holiday hours poster",
                            "owner": {
                                "user_id": "oUnPjZ2k2yuhftbWF7873o",
                                "team_id": "oBpVhLW22VrqtwKgaayRbP",
                            },
                            "urls": {
                                "edit_url": "https://www.canva.com/api/design/DAGb3kQ7mXw/edit",
                                "view_url": "https://www.canva.com/api/design/DAGb3kQ7mXw/view",
                            },
                            "created_at": 1764000000,
                            "updated_at": 1764950000,
                            "page_count": 1,
                        }
                    ]
                }
            ),
        ),
        (
            "canva_create_export",
            {"design_id": "DAGb3kQ7mXw", "format": {"type": "pdf", "size": "a4"}},
            j({"job": {"id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8", "status": "in_progress"}}),
        ),
        (
            "canva_get_export",
            {"job_id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8"},
            j({"job": {"id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8", "status": "in_progress"}}),
        ),
        (
            "canva_get_export",
            {"job_id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8"},
            j({"job": {"id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8", "status": "in_progress"}}),
        ),
        (
            "canva_get_export",
            {"job_id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8"},
            j(
                {
                    "job": {
                        "id": "e08861ae-3b29-45db-8dc1-1fe0bf7f1cc8",
                        "status": "success",
                        "urls": [
                            "https://export-download.canva.com/"
                            + h("cexp", 32)
                            + "/1/0/holiday-hours-poster.pdf?X-Amz-Expires=86400"
                        ],
                    }
                }
            ),
        ),
    ],
)

CANVA429 = j(
    {
        "code": "too_many_requests",
        "message": "Rate limit exceeded for this endpoint. Try again later.",
    }
)
S(
    "canva",
    False,
    "Find all designs tagged for the spring campaign and list their titles and last edit dates.",
    [
        ("canva_list_designs", {"query": "spring campaign"}, CANVA429),
        ("canva_list_designs", {"query": "spring"}, CANVA429),
        ("canva_list_designs", {"query": "campaign 2027"}, CANVA429),
        ("canva_list_folder_items", {"folder_id": "FAFb9xQw2Lk"}, CANVA429),
        ("canva_list_designs", {"query": "spring", "ownership": "shared"}, CANVA429),
        ("canva_list_designs", {"sort_by": "modified_descending"}, CANVA429),
        ("canva_list_designs", {"query": "easter"}, CANVA429),
    ],
)

# ---------------------------------------------------------------- local kubernetes and dev envs
MK_STATUS = "minikube\ntype: Control Plane\nhost: Running\nkubelet: Running\napiserver: Running\nkubeconfig: Configured\n"
S(
    "minikube",
    True,
    "Start minikube with 4 CPUs, enable ingress, and tell me the URL of the hello-web service.",
    [
        (
            "shell",
            {"command": "minikube status"},
            '🤷  Profile "minikube" not found. Run "minikube profile list" to view all profiles.\n👉  To start a cluster, run: "minikube start"\n',
        ),
        (
            "shell",
            {"command": "minikube start --cpus=4 --memory=8g --driver=docker"},
            '😄  minikube v1.34.0 on Ubuntu 24.04\n✨  Using the docker driver based on user configuration\n📌  Using Docker driver with root privileges\n👍  Starting "minikube" primary control-plane node in "minikube" cluster\n🚜  Pulling base image v0.0.45 ...\n🔥  Creating docker container (CPUs=4, Memory=8192MB) ...\n🐳  Preparing Kubernetes v1.31.0 on Docker 27.2.0 ...\n    ▪ Generating certificates and keys ...\n    ▪ Booting up control plane ...\n    ▪ Configuring RBAC rules ...\n🔗  Configuring bridge CNI (Container Networking Interface) ...\n🔎  Verifying Kubernetes components...\n    ▪ Using image gcr.io/k8s-minikube/storage-provisioner:v5\n🌟  Enabled addons: storage-provisioner, default-storageclass\n🏄  Done! kubectl is now configured to use "minikube" cluster and "default" namespace by default\n',
        ),
        (
            "shell",
            {"command": "minikube addons enable ingress"},
            "💡  ingress is an addon maintained by Kubernetes. For any concerns contact minikube on GitHub.\nYou can view the list of minikube maintainers at: https://github.com/kubernetes/minikube/blob/master/OWNERS\n    ▪ Using image registry.k8s.io/ingress-nginx/controller:v1.11.2\n    ▪ Using image registry.k8s.io/ingress-nginx/kube-webhook-certgen:v1.4.3\n🔎  Verifying ingress addon...\n🌟  The 'ingress' addon is enabled\n",
        ),
        (
            "shell",
            {"command": "kubectl apply -f k8s/hello-web.yaml"},
            "deployment.apps/hello-web created\nservice/hello-web created\n",
        ),
        (
            "shell",
            {"command": "kubectl rollout status deploy/hello-web --timeout=120s"},
            'Waiting for deployment "hello-web" rollout to finish: 0 of 2 updated replicas are available...\nWaiting for deployment "hello-web" rollout to finish: 1 of 2 updated replicas are available...\ndeployment "hello-web" successfully rolled out\n',
        ),
        ("shell", {"command": "minikube service hello-web --url"}, "http://192.168.49.2:31847\n"),
    ],
)

S(
    "minikube",
    True,
    "My minikube cluster feels slow; check its status, node resources and which addons are on.",
    [
        ("shell", {"command": "minikube status"}, MK_STATUS),
        ("shell", {"command": "kubectl top nodes"}, "error: Metrics API not available\n"),
        (
            "shell",
            {"command": "minikube addons list | grep enabled"},
            "| dashboard                   | minikube | enabled ✅   | Kubernetes                     |\n| default-storageclass        | minikube | enabled ✅   | Kubernetes                     |\n| ingress                     | minikube | enabled ✅   | Kubernetes                     |\n| storage-provisioner         | minikube | enabled ✅   | minikube                       |\n",
        ),
        (
            "shell",
            {"command": "minikube ssh -- free -m && minikube ssh -- nproc"},
            "               total        used        free      shared  buff/cache   available\nMem:            1963        1712          71          18         339         251\nSwap:              0           0           0\n2\n",
        ),
        ("shell", {"command": "minikube config view"}, "- driver: docker\n- memory: 2048\n"),
    ],
)

S(
    "kind",
    True,
    "Create a kind cluster called 'ci', load my local image api:dev into it and confirm the node sees it.",
    [
        ("shell", {"command": "kind get clusters"}, "No kind clusters found.\n"),
        (
            "shell",
            {"command": "kind create cluster --name ci --wait 60s"},
            'Creating cluster "ci" ...\n ✓ Ensuring node image (kindest/node:v1.31.0) 🖼\n ✓ Preparing nodes 📦  \n ✓ Writing configuration 📜 \n ✓ Starting control-plane 🕹️ \n ✓ Installing CNI 🔌 \n ✓ Installing StorageClass 💾 \n ✓ Waiting ≤ 1m0s for control-plane = Ready ⏳ \n • Ready after 14s 💚\nSet kubectl context to "kind-ci"\nYou can now use your cluster with:\n\nkubectl cluster-info --context kind-ci\n\nHave a nice day! 👋\n',
        ),
        (
            "shell",
            {"command": "kind load docker-image api:dev --name ci"},
            'Image: "api:dev" with ID "sha256:'
            + h("apidev", 64)
            + '" not yet present on node "ci-control-plane", loading...\n',
        ),
        (
            "shell",
            {"command": "docker exec ci-control-plane crictl images | grep api"},
            "docker.io/library/api                           dev                  "
            + h("apidev", 13)
            + "       182MB\n",
        ),
    ],
)

S(
    "kind",
    True,
    "Delete any leftover kind clusters from yesterday's test runs.",
    [
        ("shell", {"command": "kind get clusters"}, "e2e-1207\ne2e-1209\nkind\n"),
        (
            "shell",
            {"command": "kind delete cluster --name e2e-1207"},
            'Deleting cluster "e2e-1207" ...\nDeleted nodes: ["e2e-1207-control-plane" "e2e-1207-worker"]\n',
        ),
        (
            "shell",
            {"command": "kind delete cluster --name e2e-1209"},
            'Deleting cluster "e2e-1209" ...\nDeleted nodes: ["e2e-1209-control-plane"]\n',
        ),
        ("shell", {"command": "kind get clusters"}, "kind\n"),
        (
            "shell",
            {"command": "docker ps --filter label=io.x-k8s.kind.cluster --format '{{.Names}}'"},
            "kind-control-plane\n",
        ),
    ],
)

REFUSED = "The connection to the server 127.0.0.1:6443 was refused - did you specify the right host or port?\n"
S(
    "k3s",
    False,
    "On the k3s box, find why the grafana pod keeps restarting and show its last logs.",
    [
        ("shell", {"command": "sudo k3s kubectl get pods -A | grep grafana"}, REFUSED),
        (
            "shell",
            {
                "command": "sudo k3s kubectl -n monitoring describe pod -l app.kubernetes.io/name=grafana"
            },
            REFUSED,
        ),
        (
            "shell",
            {"command": "sudo k3s kubectl -n monitoring logs deploy/grafana --previous --tail=100"},
            REFUSED,
        ),
        ("shell", {"command": "sudo k3s kubectl get nodes -o wide"}, REFUSED),
        (
            "shell",
            {"command": "sudo k3s kubectl -n monitoring get events --sort-by=.lastTimestamp"},
            REFUSED,
        ),
        ("shell", {"command": "sudo k3s kubectl get --raw=/readyz"}, REFUSED),
        ("shell", {"command": "sudo k3s kubectl -n monitoring get pods"}, REFUSED),
    ],
)

S(
    "k3s",
    True,
    "Install k3s on this VM without traefik and check that the node is Ready and coredns runs.",
    [
        (
            "shell",
            {"command": "curl -sfL https://get.k3s.io | INSTALL_K3S_EXEC='--disable traefik' sh -"},
            "[INFO]  Finding release for channel stable\n[INFO]  Using v1.31.3+k3s1 as release\n[INFO]  Downloading hash https://github.com/k3s-io/k3s/releases/download/v1.31.3+k3s1/sha256sum-amd64.txt\n[INFO]  Downloading binary https://github.com/k3s-io/k3s/releases/download/v1.31.3+k3s1/k3s\n[INFO]  Verifying binary download\n[INFO]  Installing k3s to /usr/local/bin/k3s\n[INFO]  Creating /usr/local/bin/kubectl symlink to k3s\n[INFO]  Creating /usr/local/bin/crictl symlink to k3s\n[INFO]  Creating killall script /usr/local/bin/k3s-killall.sh\n[INFO]  Creating uninstall script /usr/local/bin/k3s-uninstall.sh\n[INFO]  env: Creating environment file /etc/systemd/system/k3s.service.env\n[INFO]  systemd: Creating service file /etc/systemd/system/k3s.service\n[INFO]  systemd: Enabling k3s unit\nCreated symlink /etc/systemd/system/multi-user.target.wants/k3s.service → /etc/systemd/system/k3s.service.\n[INFO]  systemd: Starting k3s\n",
        ),
        (
            "shell",
            {"command": "sudo k3s kubectl get nodes"},
            "NAME       STATUS     ROLES                  AGE   VERSION\nbuild-vm   NotReady   control-plane,master   9s    v1.31.3+k3s1\n",
        ),
        (
            "shell",
            {"command": "sleep 20 && sudo k3s kubectl get nodes"},
            "NAME       STATUS   ROLES                  AGE   VERSION\nbuild-vm   Ready    control-plane,master   31s   v1.31.3+k3s1\n",
        ),
        (
            "shell",
            {"command": "sudo k3s kubectl -n kube-system get pods"},
            "NAME                                      READY   STATUS    RESTARTS   AGE\ncoredns-7b98449c4-x2kqv                   1/1     Running   0          27s\nlocal-path-provisioner-6795b5f9d8-9tq4m   1/1     Running   0          27s\nmetrics-server-cdcc87586-mw8pz            0/1     Running   0          27s\n",
        ),
        (
            "shell",
            {"command": "sudo k3s kubectl -n kube-system get pods -l k8s-app=traefik"},
            "No resources found in kube-system namespace.\n",
        ),
    ],
)

S(
    "skaffold",
    True,
    "Run a one-off skaffold build and deploy of the dev profile and check that the checkout service comes up.",
    [
        (
            "shell",
            {"command": "skaffold diagnose -p dev | head -20"},
            "Skaffold version: 5f2d1a4b\nConfiguration version: skaffold/v4beta11\nNumber of artifacts: 2\nbuild:\n  artifacts:\n  - image: checkout\n    context: services/checkout\n    docker:\n      dockerfile: Dockerfile\n  - image: cart\n    context: services/cart\n  local:\n    push: false\n    useBuildkit: true\ndeploy:\n  kubectl: {}\nmanifests:\n  rawYaml:\n  - k8s/dev/*.yaml\n",
        ),
        (
            "shell",
            {"command": "skaffold run -p dev --tail=false"},
            "Generating tags...\n - checkout -> checkout:v2.14.0-12-g"
            + h("g1", 7)
            + "\n - cart -> cart:v2.14.0-12-g"
            + h("g1", 7)
            + '\nChecking cache...\n - checkout: Not found. Building\n - cart: Found Locally\nStarting build...\nBuilding [checkout]...\nTarget platforms: [linux/amd64]\n#0 building with "default" instance using docker driver\n#8 [4/5] RUN go build -o /out/checkout ./cmd/checkout\n#8 DONE 41.2s\n#10 naming to docker.io/library/checkout:v2.14.0-12-g'
            + h("g1", 7)
            + " done\nBuild [checkout] succeeded\nTags used in deployment:\n - checkout -> checkout:"
            + h("ck", 64)[:12]
            + "\n - cart -> cart:"
            + h("ca", 64)[:12]
            + "\nStarting deploy...\n - deployment.apps/checkout created\n - service/checkout created\n - deployment.apps/cart configured\nWaiting for deployments to stabilize...\n - deployment/checkout: waiting for rollout to finish: 0 of 1 updated replicas are available...\n - deployment/cart is ready. [1/2 deployment(s) still pending]\n - deployment/checkout is ready.\nDeployments stabilized in 18.44 seconds\nYou can also run [skaffold run --tail] to get the logs\n",
        ),
        (
            "shell",
            {"command": "kubectl get pods -l app=checkout"},
            "NAME                        READY   STATUS    RESTARTS   AGE\ncheckout-6c9f7d8b54-kq2vz   1/1     Running   0          26s\n",
        ),
        (
            "shell",
            {"command": "kubectl logs deploy/checkout --tail=5"},
            '{"level":"info","ts":"2026-12-07T10:52:11Z","msg":"connected to postgres","host":"postgres.dev.svc"}\n{"level":"info","ts":"2026-12-07T10:52:11Z","msg":"listening","addr":":8080"}\n',
        ),
    ],
)

SK_FAIL = "Generating tags...\n - payments -> payments:latest\nChecking cache...\n - payments: Not found. Building\nStarting build...\nBuilding [payments]...\nTarget platforms: [linux/amd64]\nCannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?\nbuild [payments] failed: docker build failure: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?. Please fix the Dockerfile and try again..\n"
S(
    "skaffold",
    False,
    "Build and deploy the payments service with skaffold so I can test the refund endpoint.",
    [
        ("shell", {"command": "skaffold run -m payments"}, SK_FAIL),
        ("shell", {"command": "skaffold build -m payments"}, SK_FAIL),
        (
            "shell",
            {"command": "skaffold build -m payments --cache-artifacts=false"},
            SK_FAIL.replace("Checking cache...\n - payments: Not found. Building\n", ""),
        ),
        ("shell", {"command": "skaffold run -m payments -p dev"}, SK_FAIL),
        (
            "shell",
            {"command": "skaffold dev -m payments --port-forward"},
            SK_FAIL + "Cleaning up...\n - No resources found\n",
        ),
        ("shell", {"command": "skaffold build -m payments --platform=linux/amd64"}, SK_FAIL),
    ],
)

TILT_NONE = "Error: No tilt apiserver found: tilt-default\n"
S(
    "tilt",
    False,
    "Using Tilt, tell me which resources are failing in my dev env and show the error for the api resource.",
    [
        ("shell", {"command": "tilt get uiresources"}, TILT_NONE),
        ("shell", {"command": "tilt logs api"}, TILT_NONE),
        ("shell", {"command": "tilt get uiresource api -o yaml"}, TILT_NONE),
        ("shell", {"command": "tilt describe uiresource api"}, TILT_NONE),
        ("shell", {"command": "tilt get session Tiltfile -o json"}, TILT_NONE),
        ("shell", {"command": "tilt logs --since 10m"}, TILT_NONE),
    ],
)

S(
    "tilt",
    True,
    "Tilt is running; trigger a rebuild of the frontend and tell me when it's up.",
    [
        (
            "shell",
            {"command": "tilt get uiresources"},
            "NAME         CREATED AT\n(Tiltfile)   2026-12-07T09:02:13Z\napi          2026-12-07T09:02:14Z\nfrontend     2026-12-07T09:02:14Z\npostgres     2026-12-07T09:02:14Z\nuncategorized 2026-12-07T09:02:13Z\n",
        ),
        (
            "shell",
            {"command": "tilt trigger frontend"},
            'Successfully triggered update for resource: "frontend"\n',
        ),
        (
            "shell",
            {
                "command": "tilt get uiresource frontend -o jsonpath='{.status.updateStatus} {.status.runtimeStatus}'"
            },
            "in_progress ok",
        ),
        (
            "shell",
            {
                "command": "tilt get uiresource frontend -o jsonpath='{.status.updateStatus} {.status.runtimeStatus}'"
            },
            "in_progress ok",
        ),
        (
            "shell",
            {
                "command": "tilt get uiresource frontend -o jsonpath='{.status.updateStatus} {.status.runtimeStatus}'"
            },
            "ok ok",
        ),
        (
            "shell",
            {"command": "tilt logs frontend --since 1m | tail -3"},
            "frontend │ Step 1 - 3.21s (Building Dockerfile: [frontend])\nfrontend │ STEP 3/3 — Deploying\nfrontend │      Injecting images into Kubernetes YAML\n",
        ),
    ],
)

VG_STATUS = "Current machine states:\n\ndefault                   running (virtualbox)\n\nThe VM is running. To stop this VM, you can run `vagrant halt` to\nshut it down forcefully, or you can run `vagrant suspend` to simply\nsuspend the virtual machine. In either case, to restart it again,\nsimply run `vagrant up`.\n"
S(
    "vagrant",
    True,
    "Bring up the Vagrant box, provision it, and tell me the PHP version inside.",
    [
        (
            "shell",
            {"command": "vagrant status"},
            VG_STATUS.replace("running", "poweroff").replace(
                "The VM is running. To stop this VM, you can run `vagrant halt` to\nshut it down forcefully, or you can run `vagrant suspend` to simply\nsuspend the virtual machine. In either case, to restart it again,\nsimply run `vagrant up`.",
                "The VM is powered off. To restart the VM, simply run `vagrant up`",
            ),
        ),
        (
            "shell",
            {"command": "vagrant up --provision"},
            "Bringing machine 'default' up with 'virtualbox' provider...\n==> default: Checking if box 'bento/ubuntu-22.04' version '202407.23.0' is up to date...\n==> default: Clearing any previously set forwarded ports...\n==> default: Forwarding ports...\n    default: 80 (guest) => 8080 (host) (adapter 1)\n    default: 22 (guest) => 2222 (host) (adapter 1)\n==> default: Booting VM...\n==> default: Waiting for machine to boot. This may take a few minutes...\n    default: SSH address: 127.0.0.1:2222\n==> default: Machine booted and ready!\n==> default: Mounting shared folders...\n    default: /vagrant => /home/dev/shop\n==> default: Running provisioner: shell...\n    default: Running: /tmp/vagrant-shell20261207-4112-1x9k2a.sh\n    default: Reading package lists...\n    default: php8.1-fpm is already the newest version (8.1.2-1ubuntu2.19).\n",
        ),
        (
            "shell",
            {"command": "vagrant ssh -c 'php -v'"},
            "PHP 8.1.2-1ubuntu2.19 (cli) (built: Sep 30 2024 16:25:25) (NTS)\nCopyright (c) The PHP Group\nZend Engine v4.1.2, Copyright (c) Zend Technologies\n    with Zend OPcache v8.1.2-1ubuntu2.19, Copyright (c), by Zend Technologies\nConnection to 127.0.0.1 closed.\n",
        ),
        ("shell", {"command": "vagrant status"}, VG_STATUS),
    ],
)

VG_LOCK = "An action 'up' was attempted on the machine 'default',\nbut another process is already executing an action on the machine.\nVagrant locks each machine for access by only one process at a time.\nPlease wait until the other Vagrant process finishes modifying this\nmachine, then try again.\n\nIf you believe this message is in error, please check the process\nlisting for any \"ruby\" or \"vagrant\" processes and kill them. Then\ntry again.\n"
S(
    "vagrant",
    False,
    "Run the database migration inside the Vagrant VM and tell me which migrations applied.",
    [
        (
            "shell",
            {"command": "vagrant ssh -c 'cd /vagrant && php artisan migrate --force'"},
            VG_LOCK.replace("'up'", "'ssh'"),
        ),
        ("shell", {"command": "vagrant up"}, VG_LOCK),
        (
            "shell",
            {"command": "vagrant ssh -c 'php /vagrant/artisan migrate:status'"},
            VG_LOCK.replace("'up'", "'ssh'"),
        ),
        ("shell", {"command": "vagrant status"}, VG_STATUS),
        ("shell", {"command": "vagrant reload"}, VG_LOCK.replace("'up'", "'reload'")),
        (
            "shell",
            {"command": "vagrant ssh -c 'cd /vagrant && php artisan migrate --force'"},
            VG_LOCK.replace("'up'", "'ssh'"),
        ),
    ],
)

# ---------------------------------------------------------------- decentralised storage
C1, C2, C3 = cid("report-2026"), cid("dataset-v4"), cid("site-build-412")
S(
    "ipfs",
    True,
    "Add the annual report PDF to my IPFS node, pin it, and check that another peer can find it.",
    [
        (
            "shell",
            {"command": "ipfs add --cid-version=1 annual-report-2026.pdf"},
            f"added {C1} annual-report-2026.pdf\n 4.12 MiB / 4.12 MiB [==========================================================] 100.00%\n",
        ),
        ("shell", {"command": f"ipfs pin ls --type=recursive {C1}"}, f"{C1} recursive\n"),
        (
            "shell",
            {"command": f"ipfs dag stat {C1}"},
            f"Fetched/Processed 19 nodes\nSummary\nTotal Size: 4320512\nUnique Blocks: 19\nShared Size: 0\nRatio: 1.000000\n\nCID                                                               \tBlocks         \tSize\n{C1}\t19             \t4320512\n",
        ),
        ("shell", {"command": "ipfs routing provide " + C1}, ""),
        (
            "shell",
            {"command": f"ipfs routing findprovs --num-providers=3 {C1}"},
            "12D3KooW" + h("peerself", 44) + "\n",
        ),
        (
            "shell",
            {"command": f"curl -sI https://ipfs.io/ipfs/{C1} | head -3"},
            "HTTP/2 200 \ncontent-type: application/pdf\ncontent-length: 4318077\n",
        ),
    ],
)

S(
    "ipfs",
    True,
    "Through the Kubo RPC, list what's in the dataset-v4 directory and read its README.",
    [
        (
            "kubo_rpc",
            {"endpoint": "/api/v0/ls", "params": {"arg": C2}},
            j(
                {
                    "Objects": [
                        {
                            "Hash": C2,
                            "Links": [
                                {
                                    "Name": "README.md",
                                    "Hash": cid("readme-v4"),
                                    "Size": 2311,
                                    "Type": 2,
                                    "Target": "",
                                },
                                {
                                    "Name": "train.parquet",
                                    "Hash": cid("train-v4"),
                                    "Size": 183422109,
                                    "Type": 2,
                                    "Target": "",
                                },
                                {
                                    "Name": "test.parquet",
                                    "Hash": cid("test-v4"),
                                    "Size": 20381551,
                                    "Type": 2,
                                    "Target": "",
                                },
                                {
                                    "Name": "LICENSE",
                                    "Hash": cid("lic-v4"),
                                    "Size": 1071,
                                    "Type": 2,
                                    "Target": "",
                                },
                            ],
                        }
                    ]
                }
            ),
        ),
        (
            "kubo_rpc",
            {"endpoint": "/api/v0/cat", "params": {"arg": cid("readme-v4")}},
            "# Street-tree census v4\n\nRows: 1,204,331 trees from 14 municipalities, surveyed 2023-2026.\n\n## Columns\n- `species_latin`, `dbh_cm`, `height_m`, `condition` (good/fair/poor/dead)\n- `lat`, `lon` (WGS84)\n\n## Changes since v3\n- added Utrecht and Gent\n- dropped duplicate survey rows (31,882)\n",
        ),
        (
            "kubo_rpc",
            {"endpoint": "/api/v0/files/stat", "params": {"arg": "/ipfs/" + C2}},
            j(
                {
                    "Hash": C2,
                    "Size": 0,
                    "CumulativeSize": 203808261,
                    "Blocks": 4,
                    "Type": "directory",
                }
            ),
        ),
        (
            "kubo_rpc",
            {"endpoint": "/api/v0/cat", "params": {"arg": cid("lic-v4")}},
            "Open Data Commons Open Database License (ODbL) v1.0\n\nYou are free to share, create and adapt this database under the terms below...\n",
        ),
    ],
)

CTX = "Error: context deadline exceeded\n"
S(
    "ipfs",
    False,
    "Fetch the three archived newsletters from IPFS (CIDs in archive.txt) and give me their subject lines.",
    [
        (
            "shell",
            {"command": "cat archive.txt"},
            f"{cid('nl-2024-03')}  2024-03\n{cid('nl-2024-06')}  2024-06\n{cid('nl-2024-09')}  2024-09\n",
        ),
        ("shell", {"command": f"ipfs cat --timeout=60s {cid('nl-2024-03')} | head -5"}, CTX),
        ("shell", {"command": f"ipfs cat --timeout=120s {cid('nl-2024-03')} | head -5"}, CTX),
        ("shell", {"command": f"ipfs cat --timeout=60s {cid('nl-2024-06')} | head -5"}, CTX),
        ("shell", {"command": f"ipfs routing findprovs --timeout=60s {cid('nl-2024-03')}"}, CTX),
        ("shell", {"command": f"ipfs cat --timeout=60s {cid('nl-2024-09')} | head -5"}, CTX),
        (
            "shell",
            {"command": f"ipfs get --timeout=180s -o nl.html {cid('nl-2024-06')}"},
            "Saving file(s) to nl.html\n" + CTX,
        ),
    ],
)


def ar_edges(rows: list[tuple]) -> str:
    return j(
        {
            "data": {
                "transactions": {
                    "pageInfo": {"hasNextPage": len(rows) == 3},
                    "edges": [
                        {
                            "cursor": h("cur" + r[0], 40),
                            "node": {
                                "id": r[0],
                                "owner": {"address": "vLRHFqCw1uHu75xqB4fCDW-QxpkpJxBtFD9g4QYUbfw"},
                                "data": {"size": str(r[1]), "type": "application/json"},
                                "block": {"height": r[2], "timestamp": r[3]},
                                "tags": [
                                    {"name": "Content-Type", "value": "application/json"},
                                    {"name": "App-Name", "value": "MirrorXYZ"},
                                    {"name": "Contributor", "value": "0x3f9a" + h(r[0], 36)},
                                ],
                            },
                        }
                        for r in rows
                    ],
                }
            }
        }
    )


def artx(s: str) -> str:
    a = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    d = hashlib.sha256(s.encode()).digest() + hashlib.sha256(s.encode() + b"a").digest()
    return "".join(a[b % 64] for b in d[:43])


S(
    "arweave",
    True,
    "Find all Mirror posts published on Arweave by contributor address vLRHF... in November 2026.",
    [
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(owners: ["vLRHFqCw1uHu75xqB4fCDW-QxpkpJxBtFD9g4QYUbfw"], tags: [{name: "App-Name", values: ["MirrorXYZ"]}], first: 3, sort: HEIGHT_DESC) { pageInfo { hasNextPage } edges { cursor node { id owner { address } data { size type } block { height timestamp } tags { name value } } } } }'
            },
            ar_edges(
                [
                    (artx("a1"), 18211, 1561204, 1764807422),
                    (artx("a2"), 9120, 1559877, 1764641100),
                    (artx("a3"), 22410, 1557002, 1764290511),
                ]
            ),
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(owners: ["vLRHFqCw1uHu75xqB4fCDW-QxpkpJxBtFD9g4QYUbfw"], tags: [{name: "App-Name", values: ["MirrorXYZ"]}], first: 3, sort: HEIGHT_DESC, after: "'
                + h("cur" + artx("a3"), 40)
                + '") { pageInfo { hasNextPage } edges { cursor node { id block { height timestamp } } } } }'
            },
            ar_edges(
                [(artx("a4"), 15002, 1554120, 1763981777), (artx("a5"), 7301, 1551880, 1763700210)]
            ),
        ),
        (
            "http_get",
            {"url": f"https://arweave.net/{artx('a1')}"},
            j(
                {
                    "content": {
                        "title": "Notes on running a community node",
                        "body": "We moved our validator to a co-op rack in October...",
                        "timestamp": 1764807300,
                    },
                    "digest": "Yc" + artx("dg1")[:41],
                    "authorship": {"contributor": "0x3f9a" + h(artx("a1"), 36)},
                    "version": "12-21-2020",
                }
            ),
        ),
    ],
)

AR_EMPTY = j({"data": {"transactions": {"pageInfo": {"hasNextPage": False}, "edges": []}}})
S(
    "arweave",
    True,
    "Has anything ever been uploaded to Arweave with the tag Project-Id = 'orchid-archive'? The client says nothing was.",
    [
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(tags: [{name: "Project-Id", values: ["orchid-archive"]}], first: 10) { edges { node { id } } } }'
            },
            AR_EMPTY,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(tags: [{name: "Project-ID", values: ["orchid-archive"]}], first: 10) { edges { node { id } } } }'
            },
            AR_EMPTY,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(tags: [{name: "project-id", values: ["orchid-archive", "orchid_archive"]}], first: 10) { edges { node { id } } } }'
            },
            AR_EMPTY,
        ),
    ],
)

AR_502 = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
S(
    "arweave",
    False,
    "Look up the Arweave transactions for our permaweb app deploys (App-Name = 'arkb', owner Jx9...) and list the last five manifest IDs.",
    [
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(owners: ["Jx9kQ2mVbR7nLp4sW8tYcZ1dF6gH3jK5lX0aE2uI9oP"], tags: [{name: "App-Name", values: ["arkb"]}], first: 5) { edges { node { id tags { name value } } } } }'
            },
            AR_502,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(owners: ["Jx9kQ2mVbR7nLp4sW8tYcZ1dF6gH3jK5lX0aE2uI9oP"], first: 5) { edges { node { id } } } }'
            },
            AR_502,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(tags: [{name: "Type", values: ["manifest"]}], owners: ["Jx9kQ2mVbR7nLp4sW8tYcZ1dF6gH3jK5lX0aE2uI9oP"], first: 5) { edges { node { id } } } }'
            },
            AR_502,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(tags: [{name: "Content-Type", values: ["application/x.arweave-manifest+json"]}], first: 5) { edges { node { id } } } }'
            },
            AR_502,
        ),
        (
            "arweave_graphql",
            {
                "query": 'query { transactions(owners: ["Jx9kQ2mVbR7nLp4sW8tYcZ1dF6gH3jK5lX0aE2uI9oP"], first: 1) { edges { node { id } } } }'
            },
            AR_502,
        ),
        ("arweave_graphql", {"query": "query { block { height } }"}, AR_502),
    ],
)

S(
    "lotus",
    True,
    "Check our Filecoin storage provider f01234's power and whether its deals for the climate dataset are active.",
    [
        (
            "shell",
            {"command": "lotus sync status | head -8"},
            "sync status:\nworker 0:\n\tBase:\t[bafy2bzacea"
            + h("b0", 40)
            + "]\n\tTarget:\t[bafy2bzacec"
            + h("t0", 40)
            + "] (4512391)\n\tHeight diff:\t1\n\tStage: complete\n\tHeight: 4512391\n\tElapsed: 1.202s\n",
        ),
        (
            "shell",
            {"command": "lotus state power f01234"},
            "f01234(4.125 PiB) / 22.31 EiB ~= 0.0181%\n",
        ),
        ("shell", {"command": "lotus state list-deals --provider f01234 | grep -c ."}, "1843\n"),
        (
            "shell",
            {"command": "lotus client list-deals --show-failed=false | grep climate"},
            "bafyreib"
            + h("d1", 40)
            + "  f01234  Active  climate-era5-part-0001.car  32GiB  FIL 0.0014  518400\nbafyreib"
            + h("d2", 40)
            + "  f01234  Active  climate-era5-part-0002.car  32GiB  FIL 0.0014  518400\nbafyreib"
            + h("d3", 40)
            + "  f01234  StorageDealAwaitingPreCommit  climate-era5-part-0003.car  32GiB  FIL 0.0014  518400\n",
        ),
        (
            "shell",
            {"command": "lotus state miner-info f01234 | head -6"},
            "Available Balance: 412.88 FIL\nOwner:\tf3wz"
            + h("own", 30)
            + "\nWorker:\tf3rq"
            + h("wrk", 30)
            + "\nPeerID:\t12D3KooW"
            + h("mpeer", 44)
            + "\nMultiaddrs:\t/ip4/203.0.113.41/tcp/24001\nConsensus Fault End:\t-1\n",
        ),
    ],
)

LOTUS_DOWN = "ERROR: could not get API info for FullNode: could not get api endpoint: API not running (no endpoint)\n"
S(
    "lotus",
    False,
    "What's the current base fee on Filecoin and how many messages are in our node's mempool from wallet f1abc...?",
    [
        ("shell", {"command": "lotus chain head"}, LOTUS_DOWN),
        ("shell", {"command": "lotus mpool pending --local | grep -c From"}, LOTUS_DOWN),
        (
            "shell",
            {"command": "lotus chain getblock $(lotus chain head | head -1) | jq .ParentBaseFee"},
            LOTUS_DOWN
            + 'jq: error (at <stdin>:0): Cannot index string with string "ParentBaseFee"\n',
        ),
        (
            "shell",
            {"command": "lotus mpool pending --from f1abcq7vl2l4e5kxuonj3y2r3mjqo4a4c3kmqgyhsy"},
            LOTUS_DOWN,
        ),
        ("shell", {"command": "lotus net peers | wc -l"}, LOTUS_DOWN + "0\n"),
        ("shell", {"command": "lotus status"}, LOTUS_DOWN),
    ],
)

S(
    "storj",
    True,
    "Upload backups/db-2026-12-07.sql.gz to the Storj bucket 'nightly' and make a read-only share link that expires in 7 days.",
    [
        (
            "shell",
            {"command": "uplink ls sj://nightly/backups/"},
            "KIND    CREATED                SIZE           KEY\nOBJ     2026-12-05 02:10:44    1843301220     db-2026-12-05.sql.gz\nOBJ     2026-12-06 02:11:02    1844019113     db-2026-12-06.sql.gz\n",
        ),
        (
            "shell",
            {
                "command": "uplink cp backups/db-2026-12-07.sql.gz sj://nightly/backups/db-2026-12-07.sql.gz"
            },
            "upload backups/db-2026-12-07.sql.gz to sj://nightly/backups/db-2026-12-07.sql.gz\n1.72 GiB / 1.72 GiB [----------------------------------------------------] 100.00% 48.2 MiB/s\n",
        ),
        (
            "shell",
            {
                "command": "uplink share --url --readonly --not-after=+168h sj://nightly/backups/db-2026-12-07.sql.gz"
            },
            "Sharing access to satellite 12EayRS2V1kEsWESU9QMRseFhdxYxKicsiFmxrsLZHeLUtdps3S@us1.storj.io:7777\n=========== ACCESS RESTRICTIONS ==========================================================\nDownload  : Allowed\nUpload    : Disallowed\nLists     : Allowed\nDeletes   : Disallowed\nNotBefore : No restriction\nNotAfter  : 2026-12-14 11:02:31\nPaths     : sj://nightly/backups/db-2026-12-07.sql.gz\n=========== SERIALIZED ACCESS WITH THE ABOVE RESTRICTIONS TO SHARE WITH OTHERS ===========\nAccess    : 1Dv4"
            + h("acc", 60)
            + "\n========== GATEWAY CREDENTIALS ===========================================================\nAccess Key ID: jw"
            + h("akid", 26)
            + "\nSecret Key   : j"
            + h("sk", 52)
            + "\nEndpoint     : https://gateway.storjshare.io\nPublic Access:  true\n=========== BROWSER URL ==================================================================\nREMINDER  : Object key must end in '/' when trying to share a prefix\nURL       : https://link.storjshare.io/s/jw"
            + h("akid", 26)
            + "/nightly/backups/db-2026-12-07.sql.gz\n",
        ),
    ],
)

STORJ_DENIED = 'uplink: permission denied ("metaclient: Unauthorized API credentials")\n'
S(
    "storj",
    False,
    "Download last week's video masters from sj://media-masters/2026-w48/ for the editor.",
    [
        ("shell", {"command": "uplink ls sj://media-masters/2026-w48/"}, STORJ_DENIED),
        ("shell", {"command": "uplink ls sj://media-masters/"}, STORJ_DENIED),
        (
            "shell",
            {"command": "uplink cp --recursive sj://media-masters/2026-w48/ ./masters/"},
            STORJ_DENIED,
        ),
        ("shell", {"command": "uplink ls"}, STORJ_DENIED),
        (
            "shell",
            {"command": "uplink access inspect"},
            '{\n  "satellite_addr": "12EayRS2V1kEsWESU9QMRseFhdxYxKicsiFmxrsLZHeLUtdps3S@us1.storj.io:7777",\n  "encryption_access": {"default_path_cipher": "ENC_AESGCM"},\n  "api_key": "13Yq'
            + h("apik", 40)
            + '",\n  "macaroon": {"head": "'
            + h("mh", 64)
            + '", "caveats": [{"not_after": "2026-11-30T00:00:00Z"}], "tail": "'
            + h("mt", 64)
            + '"}\n}\n',
        ),
        (
            "shell",
            {"command": "uplink ls sj://media-masters/2026-w48/ --access media-editor"},
            STORJ_DENIED,
        ),
        (
            "shell",
            {"command": "uplink cp sj://media-masters/2026-w48/ep12-master.mov ./masters/"},
            STORJ_DENIED,
        ),
    ],
)

S(
    "pinata",
    True,
    "Pin the NFT metadata CID to Pinata with name 'drop-7-meta' and confirm it shows in the pin list.",
    [
        (
            "pinata_api",
            {"method": "GET", "path": "/data/testAuthentication"},
            j({"message": "Congratulations! You are communicating with the Pinata API!"}),
        ),
        (
            "pinata_api",
            {
                "method": "POST",
                "path": "/pinning/pinByHash",
                "body": {"hashToPin": qm("drop7"), "pinataMetadata": {"name": "drop-7-meta"}},
            },
            j(
                {
                    "id": uuid("pinreq7"),
                    "ipfsHash": qm("drop7"),
                    "status": "prechecking",
                    "name": "drop-7-meta",
                }
            ),
        ),
        (
            "pinata_api",
            {"method": "GET", "path": "/pinning/pinJobs", "params": {"ipfs_pin_hash": qm("drop7")}},
            j(
                {
                    "count": 1,
                    "rows": [
                        {
                            "id": uuid("pinreq7"),
                            "ipfs_pin_hash": qm("drop7"),
                            "date_queued": "2026-12-07T11:04:10.118Z",
                            "name": "drop-7-meta",
                            "status": "searching",
                            "keyvalues": None,
                            "host_nodes": [],
                            "pin_policy": {
                                "regions": [
                                    {"id": "FRA1", "desiredReplicationCount": 1},
                                    {"id": "NYC1", "desiredReplicationCount": 1},
                                ],
                                "version": 1,
                            },
                        }
                    ],
                }
            ),
        ),
        (
            "pinata_api",
            {"method": "GET", "path": "/pinning/pinJobs", "params": {"ipfs_pin_hash": qm("drop7")}},
            j({"count": 0, "rows": []}),
        ),
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"hashContains": qm("drop7"), "status": "pinned"},
            },
            j(
                {
                    "count": 1,
                    "rows": [
                        {
                            "id": uuid("pin7"),
                            "ipfs_pin_hash": qm("drop7"),
                            "size": 18244,
                            "user_id": uuid("puser"),
                            "date_pinned": "2026-12-07T11:04:52.771Z",
                            "date_unpinned": None,
                            "metadata": {"name": "drop-7-meta", "keyvalues": None},
                            "regions": [
                                {
                                    "regionId": "FRA1",
                                    "currentReplicationCount": 1,
                                    "desiredReplicationCount": 1,
                                },
                                {
                                    "regionId": "NYC1",
                                    "currentReplicationCount": 1,
                                    "desiredReplicationCount": 1,
                                },
                            ],
                            "mime_type": "application/json",
                            "number_of_files": 1,
                        }
                    ],
                }
            ),
        ),
    ],
)

PIN_LIST = j(
    {
        "count": 2,
        "rows": [
            {
                "id": uuid("pinA"),
                "ipfs_pin_hash": qm("demoA"),
                "size": 3421,
                "user_id": uuid("puser2"),
                "date_pinned": "2024-02-11T09:12:00.000Z",
                "date_unpinned": None,
                "metadata": {"name": "hello-world.txt", "keyvalues": None},
                "regions": [
                    {"regionId": "FRA1", "currentReplicationCount": 1, "desiredReplicationCount": 1}
                ],
                "mime_type": "text/plain",
                "number_of_files": 1,
            },
            {
                "id": uuid("pinB"),
                "ipfs_pin_hash": qm("demoB"),
                "size": 88110,
                "user_id": uuid("puser2"),
                "date_pinned": "2024-02-11T09:14:31.000Z",
                "date_unpinned": None,
                "metadata": {"name": "pinnie.png", "keyvalues": None},
                "regions": [
                    {"regionId": "FRA1", "currentReplicationCount": 1, "desiredReplicationCount": 1}
                ],
                "mime_type": "image/png",
                "number_of_files": 1,
            },
        ],
    }
)
S(
    "pinata",
    False,
    "List our pinned game asset bundles on Pinata (names start with 'assets-') and their sizes.",
    [
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"metadata[name]": "assets-", "status": "pinned"},
            },
            PIN_LIST,
        ),
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"status": "pinned", "pageLimit": 100},
            },
            PIN_LIST,
        ),
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"metadata[name]": "assets-level", "status": "pinned"},
            },
            PIN_LIST,
        ),
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"metadata[keyvalues]": '{"game":{"value":"skyforge","op":"eq"}}'},
            },
            PIN_LIST,
        ),
        (
            "pinata_api",
            {
                "method": "GET",
                "path": "/data/pinList",
                "params": {"pinStart": "2026-01-01T00:00:00Z"},
            },
            PIN_LIST,
        ),
        (
            "pinata_api",
            {"method": "GET", "path": "/data/userPinnedDataTotal"},
            j(
                {
                    "pin_count": 2,
                    "pin_size_total": "91531",
                    "pin_size_with_replications_total": "91531",
                }
            ),
        ),
    ],
)

S(
    "w3",
    True,
    "Upload the docs site build to web3.storage in the 'docs' space and give me the gateway URL; then list the last uploads.",
    [
        (
            "shell",
            {"command": "w3 space use did:key:z6Mk" + h("docsspace", 40)},
            "did:key:z6Mk" + h("docsspace", 40) + "\n",
        ),
        (
            "shell",
            {"command": "w3 up ./site-build --no-wrap"},
            "  1 file 0.2MB\n⁂ Stored 214 files\n⁂ https://w3s.link/ipfs/" + C3 + "\n",
        ),
        (
            "shell",
            {"command": "w3 ls --shards | head -4"},
            C3
            + "\n\tbagbaiera"
            + h("shard1", 50)
            + "\n"
            + cid("site-build-411")
            + "\n\tbagbaiera"
            + h("shard2", 50)
            + "\n",
        ),
        (
            "shell",
            {
                "command": "curl -s -o /dev/null -w '%{http_code}' https://w3s.link/ipfs/"
                + C3
                + "/index.html"
            },
            "200",
        ),
    ],
)

W3_ERR = (
    "Error: failed space/blob/add invocation\n    cause: Space did:key:z6Mk"
    + h("mediaspace", 40)
    + " has no storage provider. Please select a payment plan with `w3 plan`.\n"
)
S(
    "w3",
    False,
    "Upload each of the podcast episodes in ./episodes to web3.storage and collect their CIDs.",
    [
        ("shell", {"command": "w3 up episodes/ep41.mp3"}, W3_ERR),
        ("shell", {"command": "w3 up episodes/ep42.mp3"}, W3_ERR),
        ("shell", {"command": "w3 up episodes/ep43.mp3"}, W3_ERR),
        ("shell", {"command": "w3 up --wrap episodes/"}, W3_ERR),
        ("shell", {"command": "w3 whoami"}, "did:key:z6Mk" + h("agentkey", 40) + "\n"),
        ("shell", {"command": "w3 up episodes/ep41.mp3 --retries 5"}, W3_ERR),
    ],
)

# ---------------------------------------------------------------- log management


def gl_msgs(msgs: list[tuple], q: str, total: int) -> str:
    return j(
        {
            "query": q,
            "built_query": '{"from":0,"size":150,"query":{"bool":{"must":{"query_string":{"query":"'
            + q.replace('"', '\\"')
            + '"}}}}}',
            "used_indices": [
                {
                    "index_name": "graylog_412",
                    "begin": "2026-12-06T00:00:00.000Z",
                    "end": "1970-01-01T00:00:00.000Z",
                    "calculated_at": "2026-12-06T00:00:01.202Z",
                    "took_ms": 31,
                }
            ],
            "messages": [
                {
                    "highlight_ranges": {},
                    "message": {
                        "gl2_message_id": h("gl" + m[1], 26).upper(),
                        "source": m[0],
                        "message": m[1],
                        "timestamp": m[2],
                        "level": m[3],
                        "_id": uuid("glid" + m[1]),
                        "streams": ["000000000000000000000001"],
                    },
                    "index": "graylog_412",
                    "decoration_stats": None,
                }
                for m in msgs
            ],
            "fields": ["source", "message", "timestamp", "level"],
            "time": 44,
            "total_results": total,
            "from": "2026-12-07T09:00:00.000Z",
            "to": "2026-12-07T11:00:00.000Z",
            "decoration_stats": None,
        }
    )


S(
    "graylog",
    True,
    "Why did checkout return 502s between 10:00 and 10:30 today? Look at the nginx and checkout-api logs in Graylog.",
    [
        (
            "graylog_search",
            {"query": "source:lb-* AND status:502", "range": 7200, "limit": 3},
            gl_msgs(
                [
                    (
                        "lb-2",
                        '10.0.3.14 - - [07/Dec/2026:10:14:02 +0000] "POST /api/checkout HTTP/1.1" 502 157 "-" "Mozilla/5.0" upstream=10.0.7.21:8080',
                        "2026-12-07T10:14:02.117Z",
                        4,
                    ),
                    (
                        "lb-1",
                        '10.0.3.9 - - [07/Dec/2026:10:14:05 +0000] "POST /api/checkout HTTP/1.1" 502 157 "-" "okhttp/4.12" upstream=10.0.7.21:8080',
                        "2026-12-07T10:14:05.880Z",
                        4,
                    ),
                    (
                        "lb-2",
                        '10.0.3.14 - - [07/Dec/2026:10:21:40 +0000] "POST /api/checkout HTTP/1.1" 502 157 "-" "Mozilla/5.0" upstream=10.0.7.21:8080',
                        "2026-12-07T10:21:40.004Z",
                        4,
                    ),
                ],
                "source:lb-* AND status:502",
                412,
            ),
        ),
        (
            "graylog_search",
            {"query": "source:checkout-api-* AND level:<=3", "range": 7200, "limit": 3},
            gl_msgs(
                [
                    (
                        "checkout-api-2",
                        "FATAL: remaining connection slots are reserved for non-replication superuser connections",
                        "2026-12-07T10:13:58.441Z",
                        2,
                    ),
                    (
                        "checkout-api-2",
                        "pool exhausted: 50/50 connections in use, waited 30000ms",
                        "2026-12-07T10:14:01.902Z",
                        3,
                    ),
                    (
                        "checkout-api-2",
                        "panic: runtime error: invalid memory address or nil pointer dereference [recovered]",
                        "2026-12-07T10:29:12.330Z",
                        2,
                    ),
                ],
                "source:checkout-api-* AND level:<=3",
                97,
            ),
        ),
        (
            "graylog_search",
            {"query": 'source:pg-primary AND message:"connection"', "range": 7200, "limit": 3},
            gl_msgs(
                [
                    (
                        "pg-primary",
                        "LOG:  could not accept new connection: too many clients already (max_connections=200)",
                        "2026-12-07T10:13:51.001Z",
                        6,
                    ),
                    (
                        "pg-primary",
                        "LOG:  connection received: host=10.0.9.4 port=51122 (reporting-etl)",
                        "2026-12-07T10:13:44.210Z",
                        6,
                    ),
                ],
                'source:pg-primary AND message:"connection"',
                2208,
            ),
        ),
        (
            "graylog_search",
            {"query": "source:reporting-etl", "range": 7200, "limit": 3},
            gl_msgs(
                [
                    (
                        "reporting-etl",
                        "starting full backfill for orders 2024-01..2026-11 with parallelism=120",
                        "2026-12-07T10:12:59.700Z",
                        6,
                    ),
                    ("reporting-etl", "backfill finished in 1043s", "2026-12-07T10:30:22.018Z", 6),
                ],
                "source:reporting-etl",
                2,
            ),
        ),
    ],
)

GL_EMPTY = lambda q: gl_msgs([], q, 0)  # noqa: E731
S(
    "graylog",
    True,
    "Confirm that no one logged in as root over SSH on any bastion host this week — I need it for the audit.",
    [
        (
            "graylog_search",
            {
                "query": 'source:bastion-* AND message:"Accepted" AND message:"root"',
                "range": 604800,
            },
            GL_EMPTY('source:bastion-* AND message:"Accepted" AND message:"root"'),
        ),
        (
            "graylog_search",
            {
                "query": 'source:bastion-* AND message:"session opened for user root"',
                "range": 604800,
            },
            GL_EMPTY('source:bastion-* AND message:"session opened for user root"'),
        ),
        (
            "graylog_search",
            {"query": "source:bastion-* AND application_name:sshd", "range": 604800, "limit": 2},
            gl_msgs(
                [
                    (
                        "bastion-1",
                        "Accepted publickey for deploy from 10.8.0.12 port 50221 ssh2: ED25519 SHA256:"
                        + h("k1", 43),
                        "2026-12-07T08:02:11.000Z",
                        6,
                    ),
                    (
                        "bastion-2",
                        "Failed password for root from 198.51.100.77 port 41990 ssh2",
                        "2026-12-06T22:41:05.000Z",
                        5,
                    ),
                ],
                "source:bastion-* AND application_name:sshd",
                1532,
            ),
        ),
        (
            "graylog_search",
            {
                "query": 'source:bastion-* AND message:"Failed password for root"',
                "range": 604800,
                "limit": 1,
            },
            gl_msgs(
                [
                    (
                        "bastion-2",
                        "Failed password for root from 198.51.100.77 port 41990 ssh2",
                        "2026-12-06T22:41:05.000Z",
                        5,
                    )
                ],
                'source:bastion-* AND message:"Failed password for root"',
                311,
            ),
        ),
    ],
)


def pt_events(evs: list[tuple], min_id: int, reached: bool) -> str:
    return j(
        {
            "min_id": str(min_id),
            "max_id": str(min_id + 9000),
            "events": [
                {
                    "id": str(min_id + i * 37),
                    "received_at": e[0],
                    "generated_at": e[0],
                    "display_received_at": e[1],
                    "source_ip": "203.0.113.40",
                    "source_name": e[2],
                    "source_id": 882001 + i,
                    "hostname": e[2],
                    "program": e[3],
                    "severity": "Info",
                    "facility": "User",
                    "message": e[4],
                }
                for i, e in enumerate(evs)
            ],
            "reached_beginning": reached,
            "reached_time_limit": False,
        }
    )


S(
    "papertrail",
    True,
    "Did the nightly invoice job on worker-3 finish last night, and how many invoices did it send?",
    [
        (
            "papertrail_search",
            {"q": '"invoice job" worker-3', "min_time": "2026-12-06T23:00:00Z"},
            pt_events(
                [
                    (
                        "2026-12-07T01:00:02+00:00",
                        "Dec 07 01:00:02",
                        "worker-3",
                        "app/worker.3",
                        "invoice job started batch=2026-12-07",
                    ),
                    (
                        "2026-12-07T01:17:45+00:00",
                        "Dec 07 01:17:45",
                        "worker-3",
                        "app/worker.3",
                        "invoice job finished sent=1288 skipped=14 failed=2 elapsed=1063s",
                    ),
                ],
                1702889100231004160,
                True,
            ),
        ),
        (
            "papertrail_search",
            {
                "q": 'worker-3 "invoice" failed',
                "min_time": "2026-12-07T01:00:00Z",
                "max_time": "2026-12-07T01:20:00Z",
            },
            pt_events(
                [
                    (
                        "2026-12-07T01:09:12+00:00",
                        "Dec 07 01:09:12",
                        "worker-3",
                        "app/worker.3",
                        "invoice INV-2026-118842 failed: SMTP 550 5.1.1 mailbox unavailable <ap@oldvendor.example>",
                    ),
                    (
                        "2026-12-07T01:15:33+00:00",
                        "Dec 07 01:15:33",
                        "worker-3",
                        "app/worker.3",
                        "invoice INV-2026-119310 failed: customer has no billing email",
                    ),
                ],
                1702889100231011000,
                True,
            ),
        ),
        (
            "papertrail_search",
            {"q": 'worker-3 OOM OR "Killed process"', "min_time": "2026-12-06T23:00:00Z"},
            pt_events([], 1702889100231000000, True),
        ),
    ],
)

PT_EMPTY = j(
    {
        "min_id": "1702889100231000000",
        "max_id": "1702889100231000000",
        "events": [],
        "reached_beginning": False,
        "reached_time_limit": True,
    }
)
S(
    "papertrail",
    False,
    "Find the Stripe webhook errors from the api dynos over the last 2 hours and group them by error type.",
    [
        (
            "papertrail_search",
            {"q": "stripe webhook error", "min_time": "2026-12-07T09:00:00Z"},
            PT_EMPTY,
        ),
        ("papertrail_search", {"q": "webhook", "min_time": "2026-12-07T09:00:00Z"}, PT_EMPTY),
        (
            "papertrail_search",
            {"q": "program:app/web", "min_time": "2026-12-07T09:00:00Z"},
            PT_EMPTY,
        ),
        ("papertrail_search", {"q": "stripe", "min_time": "2026-12-07T06:00:00Z"}, PT_EMPTY),
        ("papertrail_search", {"q": "error", "system_id": 882001}, PT_EMPTY),
        ("papertrail_search", {"q": '"status=5"', "min_time": "2026-12-07T09:00:00Z"}, PT_EMPTY),
        ("papertrail_search", {"q": "", "min_time": "2026-12-07T10:55:00Z"}, PT_EMPTY),
    ],
)

S(
    "betterstack",
    True,
    "From Better Stack Logs, what are the top 5 slowest endpoints in the last hour (p95 latency)?",
    [
        (
            "betterstack_query",
            {
                "source": "prod-api",
                "sql": "SELECT JSONExtract(raw, 'path', 'String') AS path, quantile(0.95)(JSONExtract(raw, 'duration_ms', 'Float64')) AS p95, count() AS n FROM remote(t219331_prod_api_logs) WHERE dt > now() - INTERVAL 1 HOUR GROUP BY path ORDER BY p95 DESC LIMIT 5 FORMAT JSON",
            },
            j(
                {
                    "meta": [
                        {"name": "path", "type": "String"},
                        {"name": "p95", "type": "Float64"},
                        {"name": "n", "type": "UInt64"},
                    ],
                    "data": [
                        {"path": "/v1/reports/export", "p95": 8412.5, "n": "311"},
                        {"path": "/v1/search", "p95": 1290.0, "n": "20411"},
                        {"path": "/v1/orders", "p95": 644.2, "n": "9120"},
                        {"path": "/v1/users/me", "p95": 212.9, "n": "48112"},
                        {"path": "/v1/health", "p95": 3.1, "n": "7200"},
                    ],
                    "rows": 5,
                    "rows_before_limit_at_least": 88,
                    "statistics": {"elapsed": 0.412, "rows_read": 1244019, "bytes_read": 401223881},
                }
            ),
        ),
        (
            "betterstack_query",
            {
                "source": "prod-api",
                "sql": "SELECT dt, JSONExtract(raw, 'duration_ms', 'Float64') AS ms, JSONExtract(raw, 'query', 'String') AS q FROM remote(t219331_prod_api_logs) WHERE dt > now() - INTERVAL 1 HOUR AND JSONExtract(raw, 'path', 'String') = '/v1/reports/export' ORDER BY ms DESC LIMIT 3 FORMAT JSON",
            },
            j(
                {
                    "meta": [
                        {"name": "dt", "type": "DateTime64(6)"},
                        {"name": "ms", "type": "Float64"},
                        {"name": "q", "type": "String"},
                    ],
                    "data": [
                        {
                            "dt": "2026-12-07 10:41:12.118220",
                            "ms": 14022,
                            "q": "range=all&format=xlsx",
                        },
                        {
                            "dt": "2026-12-07 10:12:40.990010",
                            "ms": 9810,
                            "q": "range=365d&format=xlsx",
                        },
                        {
                            "dt": "2026-12-07 10:33:05.401001",
                            "ms": 8420,
                            "q": "range=365d&format=csv",
                        },
                    ],
                    "rows": 3,
                    "rows_before_limit_at_least": 311,
                    "statistics": {"elapsed": 0.208, "rows_read": 1244019, "bytes_read": 401223881},
                }
            ),
        ),
    ],
)

BS_ERR = "Code: 516. DB::Exception: t219331_staging: Authentication failed: password is incorrect, or there is no user with such name. (AUTHENTICATION_FAILED) (version 24.3.2.23 (official build))\n"
S(
    "betterstack",
    False,
    "Check Better Stack Logs for the staging environment: any 'payment declined' spikes since the deploy at 09:40?",
    [
        (
            "betterstack_query",
            {
                "source": "staging",
                "sql": "SELECT toStartOfFiveMinutes(dt) t, count() FROM remote(t219331_staging_logs) WHERE dt > '2026-12-07 09:40:00' AND raw LIKE '%payment declined%' GROUP BY t ORDER BY t FORMAT JSON",
            },
            BS_ERR,
        ),
        (
            "betterstack_query",
            {
                "source": "staging",
                "sql": "SELECT count() FROM remote(t219331_staging_logs) WHERE dt > '2026-12-07 09:40:00' FORMAT JSON",
            },
            BS_ERR,
        ),
        (
            "betterstack_query",
            {
                "source": "staging",
                "sql": "SELECT dt, raw FROM remote(t219331_staging_logs) ORDER BY dt DESC LIMIT 10 FORMAT JSON",
            },
            BS_ERR,
        ),
        ("betterstack_query", {"source": "staging", "sql": "SELECT 1 FORMAT JSON"}, BS_ERR),
        (
            "betterstack_query",
            {
                "source": "staging",
                "sql": "SELECT dt, raw FROM remote(t219331_staging_logs) WHERE raw ILIKE '%declin%' LIMIT 20 FORMAT JSON",
            },
            BS_ERR,
        ),
        (
            "betterstack_query",
            {
                "source": "staging",
                "sql": "SELECT count() FROM remote(t219331_staging_logs) WHERE dt > now() - INTERVAL 1 DAY FORMAT JSON",
            },
            BS_ERR,
        ),
    ],
)

RSID = "728480292"
S(
    "loggly",
    True,
    "Search Loggly for 'disk full' on the batch hosts over the last 24h and tell me which hosts and when.",
    [
        (
            "loggly_search",
            {"q": '"disk full" AND syslog.host:batch*', "from": "-24h", "until": "now", "size": 50},
            j(
                {
                    "rsid": {
                        "status": "SCHEDULED",
                        "date_from": 1765016400000,
                        "elapsed_time": 0,
                        "date_to": 1765102800000,
                        "id": RSID,
                    }
                }
            ),
        ),
        ("loggly_events", {"rsid": RSID}, j({"total_events": 0, "page": 0, "events": []})),
        (
            "loggly_events",
            {"rsid": RSID},
            j(
                {
                    "total_events": 3,
                    "page": 0,
                    "events": [
                        {
                            "tags": ["batch"],
                            "timestamp": 1765061212000,
                            "logmsg": "<3>1 2026-12-06T22:46:52Z batch-07 kernel - - - EXT4-fs warning (device nvme1n1p1): ext4_dx_add_entry: disk full",
                            "event": {
                                "syslog": {
                                    "host": "batch-07",
                                    "appName": "kernel",
                                    "severity": "Error",
                                }
                            },
                            "logtypes": ["syslog"],
                            "id": uuid("lg1"),
                        },
                        {
                            "tags": ["batch"],
                            "timestamp": 1765061390000,
                            "logmsg": "<3>1 2026-12-06T22:49:50Z batch-07 spark-worker - - - java.io.IOException: No space left on device (disk full)",
                            "event": {
                                "syslog": {
                                    "host": "batch-07",
                                    "appName": "spark-worker",
                                    "severity": "Error",
                                }
                            },
                            "logtypes": ["syslog"],
                            "id": uuid("lg2"),
                        },
                        {
                            "tags": ["batch"],
                            "timestamp": 1765089014000,
                            "logmsg": "<3>1 2026-12-07T06:30:14Z batch-11 backup - - - tar: /scratch: disk full, aborting",
                            "event": {
                                "syslog": {
                                    "host": "batch-11",
                                    "appName": "backup",
                                    "severity": "Error",
                                }
                            },
                            "logtypes": ["syslog"],
                            "id": uuid("lg3"),
                        },
                    ],
                }
            ),
        ),
    ],
)

LG_401 = "<html><head><title>401 Unauthorized</title></head><body><h1>Unauthorized</h1><p>This server could not verify that you are authorized to access the document requested.</p></body></html>"
S(
    "loggly",
    False,
    "Pull the mobile app crash logs from Loggly for build 6.2.0 and count them per device model.",
    [
        (
            "loggly_search",
            {"q": 'tag:mobile AND json.build:"6.2.0" AND json.level:crash', "from": "-7d"},
            LG_401,
        ),
        ("loggly_search", {"q": 'json.build:"6.2.0"', "from": "-7d"}, LG_401),
        ("loggly_search", {"q": "tag:mobile crash", "from": "-24h"}, LG_401),
        ("loggly_events", {"rsid": "728480117"}, LG_401),
        ("loggly_search", {"q": "*", "from": "-1h", "size": 10}, LG_401),
        ("loggly_search", {"q": "tag:mobile", "from": "-7d", "size": 200}, LG_401),
    ],
)

S(
    "sematext",
    True,
    "In Sematext Logs, how many 'OutOfMemoryError' lines did the search cluster log today and on which nodes?",
    [
        (
            "sematext_search",
            {
                "app_token": "5c9a" + h("stapp", 28),
                "body": {
                    "query": {
                        "bool": {
                            "must": [
                                {"match_phrase": {"message": "OutOfMemoryError"}},
                                {"range": {"@timestamp": {"gte": "now/d"}}},
                            ]
                        }
                    },
                    "size": 0,
                    "aggs": {"nodes": {"terms": {"field": "host", "size": 10}}},
                },
            },
            j(
                {
                    "took": 38,
                    "timed_out": False,
                    "_shards": {"total": 6, "successful": 6, "skipped": 0, "failed": 0},
                    "hits": {"total": 17, "max_score": 0.0, "hits": []},
                    "aggregations": {
                        "nodes": {
                            "doc_count_error_upper_bound": 0,
                            "sum_other_doc_count": 0,
                            "buckets": [
                                {"key": "es-data-04", "doc_count": 15},
                                {"key": "es-data-02", "doc_count": 2},
                            ],
                        }
                    },
                }
            ),
        ),
        (
            "sematext_search",
            {
                "app_token": "5c9a" + h("stapp", 28),
                "body": {
                    "query": {
                        "bool": {
                            "must": [
                                {"match_phrase": {"message": "OutOfMemoryError"}},
                                {"term": {"host": "es-data-04"}},
                            ]
                        }
                    },
                    "size": 1,
                    "sort": [{"@timestamp": "asc"}],
                },
            },
            j(
                {
                    "took": 12,
                    "timed_out": False,
                    "_shards": {"total": 6, "successful": 6, "skipped": 0, "failed": 0},
                    "hits": {
                        "total": 15,
                        "max_score": None,
                        "hits": [
                            {
                                "_index": "5c9a" + h("stapp", 28) + "_2026-12-07",
                                "_type": "_doc",
                                "_id": h("sdoc", 20),
                                "_score": None,
                                "_source": {
                                    "@timestamp": "2026-12-07T03:12:44.120Z",
                                    "host": "es-data-04",
                                    "severity": "error",
                                    "message": "[es-data-04] fatal error in thread [elasticsearch[es-data-04][search][T#7]], exiting java.lang.OutOfMemoryError: Java heap space",
                                },
                                "sort": [1765077164120],
                            }
                        ],
                    },
                }
            ),
        ),
    ],
)

S(
    "axiom",
    True,
    "Using Axiom, count failed logins per country in the auth dataset over the last 6 hours.",
    [
        (
            "axiom_apl",
            {
                "apl": "['auth'] | where _time > ago(6h) and outcome == 'failure' | summarize count() by ['geo.country'] | order by count_ desc | take 5"
            },
            j(
                {
                    "format": "tabular",
                    "status": {
                        "elapsedTime": 81233,
                        "minCursor": "0d" + h("mc", 20),
                        "maxCursor": "0d" + h("xc", 20),
                        "blocksExamined": 12,
                        "rowsExamined": 881204,
                        "rowsMatched": 4210,
                        "numGroups": 31,
                        "isPartial": False,
                        "cacheStatus": 1,
                        "minBlockTime": "2026-12-07T05:00:00Z",
                        "maxBlockTime": "2026-12-07T11:00:00Z",
                    },
                    "tables": [
                        {
                            "name": "0",
                            "sources": [{"name": "auth"}],
                            "fields": [
                                {"name": "geo.country", "type": "string"},
                                {"name": "count_", "type": "integer"},
                            ],
                            "order": [{"field": "count_", "desc": True}],
                            "groupBy": ["geo.country"],
                            "range": {
                                "field": "_time",
                                "start": "2026-12-07T05:00:00Z",
                                "end": "2026-12-07T11:00:00Z",
                            },
                            "columns": [["US", "BR", "VN", "DE", "IN"], [1920, 811, 604, 277, 150]],
                        }
                    ],
                    "datasetNames": ["auth"],
                }
            ),
        ),
        (
            "axiom_apl",
            {
                "apl": "['auth'] | where _time > ago(6h) and outcome == 'failure' and ['geo.country'] == 'VN' | summarize dcount(username), dcount(src_ip)"
            },
            j(
                {
                    "format": "tabular",
                    "status": {
                        "elapsedTime": 40210,
                        "rowsExamined": 881204,
                        "rowsMatched": 604,
                        "isPartial": False,
                    },
                    "tables": [
                        {
                            "name": "0",
                            "sources": [{"name": "auth"}],
                            "fields": [
                                {"name": "dcount_username", "type": "integer"},
                                {"name": "dcount_src_ip", "type": "integer"},
                            ],
                            "columns": [[588], [3]],
                        }
                    ],
                    "datasetNames": ["auth"],
                }
            ),
        ),
        (
            "axiom_create_annotation",
            {
                "datasets": ["auth"],
                "type": "security",
                "title": "Credential stuffing from 3 VN IPs",
                "time": "2026-12-07T11:05:00Z",
            },
            j(
                {
                    "id": "ann_" + h("ann", 20),
                    "datasets": ["auth"],
                    "type": "security",
                    "title": "Credential stuffing from 3 VN IPs",
                    "time": "2026-12-07T11:05:00Z",
                }
            ),
        ),
    ],
)

AX_404 = j({"code": 404, "message": "dataset not found"})
S(
    "axiom",
    False,
    "From Axiom's 'vercel' dataset, list the edge function errors from the last day and their routes.",
    [
        (
            "axiom_apl",
            {
                "apl": "['vercel'] | where _time > ago(1d) and level == 'error' and source == 'edge' | project _time, ['request.path'], message | take 50"
            },
            AX_404,
        ),
        ("axiom_apl", {"apl": "['vercel'] | where _time > ago(1d) | take 5"}, AX_404),
        (
            "axiom_apl",
            {"apl": "['vercel-logs'] | where _time > ago(1d) and level == 'error' | take 50"},
            AX_404,
        ),
        ("axiom_apl", {"apl": "['Vercel'] | take 5"}, AX_404),
        (
            "axiom_list_datasets",
            {},
            j(
                [
                    {
                        "id": "auth",
                        "name": "auth",
                        "description": "",
                        "who": "",
                        "created": "2025-03-01T10:00:00Z",
                    },
                    {
                        "id": "billing-events",
                        "name": "billing-events",
                        "description": "",
                        "created": "2025-06-10T10:00:00Z",
                    },
                ]
            ),
        ),
        (
            "axiom_apl",
            {"apl": "['vercel'] | where level == 'error' | summarize count() by ['request.path']"},
            AX_404,
        ),
        ("axiom_apl", {"apl": "['vercel'] | summarize count()"}, AX_404),
    ],
)


# ---------------------------------------------------------------- writer


def rows() -> list[dict]:
    out = []
    counters: dict[tuple[str, bool], int] = {}
    for s in SESSIONS:
        key = (s["family"], s["ok"])
        counters[key] = counters.get(key, 0) + 1
        rid = f"{s['family']}-{'ok' if s['ok'] else 'fail'}-{counters[key]}"
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"heldout50/{s['family']}",
                    "run_id": rid,
                    "task": s["task"],
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": s["ok"]},
                }
            )
    return out


def main(out: Path) -> None:
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1])
        if len(sys.argv) > 1
        else Path(__file__).resolve().parent / "tool_heldout50.jsonl"
    )
