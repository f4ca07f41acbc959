# ruff: noqa: E501, E731  (long literal tool results, one-line record helpers)
"""Build tests/data/tool_heldout43.jsonl: a blind held-out fixture of tool calls.

Five domain groups, written as the real tools and their usual wrappers return them.
Formats and how sure I am of each (checked with the search tool where noted; the rest
from my knowledge of the APIs and their clients, so details such as field order may differ):

1. Veterinary and animal health
   - ezyvet: ezyVet REST API v1/v2 (api.ezyvet.com, OAuth2 client credentials, 12 h bearer
     tokens; checked on developers.ezyvet.com). Body {"meta": {...}, "items": [{"animal":
     {...}}]}: envelope from memory of the v1 docs, fairly sure; the OAuth error body is the
     RFC 6749 shape, fairly sure.
   - vetspire: Vetspire GraphQL API; {"data": {...}} and {"errors": [...]} are GraphQL's
     standard shapes (sure); field names are a plausible reading of the schema (less sure).
   - idexx: IDEXX VetConnect PLUS partner results API as wrapped by a PIMS integration tool:
     JSON result documents with PARTIAL/FINAL status (moderately sure of the shape).
   - antech: Antech Diagnostics lab-order API (rapport style orders and results): JSON, shape
     moderately sure.
   - petdesk: PetDesk partner API (appointment requests, reminders); JSON, less sure.
   - covetrus: Covetrus Pulse API; JSON, less sure of field names; 429 body is the common
     {"message": "..."} gateway shape.
2. Property management and short-term rentals
   - appfolio: AppFolio Property Manager Reports API v2 (POST /api/v2/reports/<name>.json),
     {"results": [...], "next_page_url": ...}; fairly sure.
   - buildium: Buildium Open API v1 (/v1/rentals, /v1/leases, /v1/tasks); lists are bare JSON
     arrays, errors {"UserMessage": ..., "Errors": [...]}; fairly sure.
   - yardi: Yardi Voyager SOAP interfaces (ItfResidentData, ItfServiceRequests) returning an
     XML document inside the <...Result>; moderately sure of element names.
   - guesty: Guesty Open API (/v1/reservations) {"results": [...], "count", "limit", "skip"};
     fairly sure.  429 body from the Guesty gateway, less sure.
   - hostaway: Hostaway Public API v1 {"status": "success", "result": [...], "count", "limit",
     "offset"}; fairly sure (search: hostaway MCP servers wrap GET /v1/reservations).
   - ownerrez: OwnerRez API v2 (/v2/bookings, /v2/properties) {"items": [...], "count",
     "next_page_url"}; moderately sure.
3. Organisation-run email and calendar servers
   - ews: Exchange Web Services SOAP responses (FindItemResponse, GetItemResponse,
     CreateItemResponse with ResponseClass/ResponseCode, ErrorServerBusy with
     BackOffMilliseconds); sure of the structure.
   - zimbra: Zimbra SOAP over JSON (SearchResponse, GetMsgResponse, Fault with
     service.AUTH_EXPIRED); fairly sure.
   - doveadm: Dovecot doveadm CLI output through a shell tool (mailbox status, search, fetch,
     quota get, expunge); sure of the tab/space forms, error lines from memory.
   - postqueue: Postfix mailq / postqueue -p text, postqueue -j JSON lines, postsuper acks;
     sure.
   - caldav: curl PROPFIND/REPORT against Nextcloud/Sabre DAV (207 multistatus XML, Sabre
     error XML for maintenance mode); sure.
   - nextcloud-ocs: Nextcloud OCS API v2 {"ocs": {"meta": {...}, "data": ...}}; sure.
4. Cloud data warehouse admin and lineage
   - synapse: az synapse CLI JSON/table output and the AADSTS refresh-token error; sure.
   - bteq: Teradata BTEQ session output (" *** Query completed. N rows found.", "*** Failure
     2646 No more spool space"); sure of the form.
   - vsql: Vertica vsql (psql-like aligned tables, "(N rows)"); sure.
   - exasol: pyexasol run through a python tool printing rows / EXAplus output; moderately sure.
   - firebolt: Firebolt REST query endpoint JSON output {"meta", "data", "rows",
     "statistics"}; fairly sure.
   - openlineage: openlineage-python client (OpenLineageClient.emit over the HTTP transport)
     wrapped as a tool that reports the HTTP status; and reading lineage from the collector's
     HTTP API; moderately sure.
5. Logistics yards and ports
   - navis-n4: Navis N4 ArgoService genericInvoke XML (<argo:response status="0">, unit
     inquiry); moderately sure.
   - signal: Port Optimizer / Port of Los Angeles Signal API JSON; less sure of field names.
   - marinetraffic: MarineTraffic API (PS07/PS06/EV01) jsono protocol, arrays of objects;
     errors {"errors": [{"code": ..., "detail": ...}]}; fairly sure.
   - portcast: Portcast container tracking API JSON; less sure.
   - kpler: Kpler API (python client / REST) returning semicolon CSV; moderately sure.
   - macropoint: Descartes MacroPoint XML order create / location responses; less sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def hid(seed: str, n: int = 8) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def num(seed: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.sha256(seed.encode()).hexdigest()[:8], 16) % (hi - lo)


def js(obj) -> str:
    return json.dumps(obj, indent=None, separators=(",", ":"))


def sess(family: str, kind: str, n: int, task: str, calls: list[tuple[str, dict, str]]) -> None:
    run_id = f"{family}-{kind}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout43/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": kind == "ok"},
            }
        )


# ---------------------------------------------------------------- 1. veterinary
def ezy_meta(page: int, total: int, size: int = 10, pages: int = 1) -> dict:
    return {
        "status": "ok",
        "timestamp": 1718000000 + page,
        "time_taken": 0.21,
        "items_page_total": min(size, total - (page - 1) * size),
        "items_page_size": size,
        "items_page": page,
        "items_total": total,
        "pages_total": pages,
    }


def vet() -> None:
    # ezyvet ok-1: vaccinations for a dog, paging, then book an appointment
    t = "Check when Bella Okafor (the beagle) last had her DHPP and rabies vaccines and book her booster for next Tuesday at 10:00 with Dr Lindqvist."
    animal = {
        "animal": {
            "id": "48213",
            "active": "1",
            "name": "Bella",
            "contact_id": "9921",
            "species_id": "1",
            "breed_id": "61",
            "sex_id": "2",
            "date_of_birth": "2019-03-14",
            "weight": "11.2",
            "microchip_number": "985112004471230",
            "is_dead": False,
            "last_visit": 1713255600,
        }
    }
    vacc = lambda i, name, date, batch: {
        "vaccination": {
            "id": str(77000 + i),
            "animal_id": "48213",
            "vaccine_id": str(300 + i),
            "name": name,
            "date_of_vaccination": date,
            "date_of_next_vaccination": None,
            "batch_number": batch,
            "rabies_tag_number": "R-22917" if "Rabies" in name else "",
            "given_by_user_id": "144",
        }
    }
    sess(
        "ezyvet",
        "ok",
        1,
        t,
        [
            (
                "ezyvet_get",
                {"endpoint": "v2/animal", "params": {"name": "Bella", "contact_id": "9921"}},
                js({"meta": ezy_meta(1, 1), "items": [animal]}),
            ),
            (
                "ezyvet_get",
                {
                    "endpoint": "v1/vaccination",
                    "params": {"animal_id": "48213", "limit": 10, "page": 1},
                },
                js(
                    {
                        "meta": ezy_meta(1, 13, 10, 2),
                        "items": [
                            vacc(i, n, d, b)
                            for i, (n, d, b) in enumerate(
                                [
                                    ("DHPP", "2020-04-02", "A3312"),
                                    ("Leptospirosis", "2020-04-02", "L0091"),
                                    ("Bordetella", "2020-10-19", "B7764"),
                                    ("DHPP", "2021-04-20", "A4120"),
                                    ("Rabies 1yr", "2021-04-20", "RB1182"),
                                    ("Leptospirosis", "2021-04-20", "L0302"),
                                    ("Bordetella", "2021-11-02", "B8120"),
                                    ("Lyme", "2022-03-30", "LY044"),
                                    ("Leptospirosis", "2022-04-11", "L0561"),
                                    ("Bordetella", "2022-11-15", "B9002"),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "ezyvet_get",
                {
                    "endpoint": "v1/vaccination",
                    "params": {"animal_id": "48213", "limit": 10, "page": 2},
                },
                js(
                    {
                        "meta": ezy_meta(2, 13, 10, 2),
                        "items": [
                            vacc(10 + i, n, d, b)
                            for i, (n, d, b) in enumerate(
                                [
                                    ("DHPP", "2023-04-25", "A5821"),
                                    ("Rabies 3yr", "2023-04-25", "RB2290"),
                                    ("Leptospirosis", "2024-04-30", "L0877"),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "ezyvet_get",
                {"endpoint": "v1/user", "params": {"last_name": "Lindqvist"}},
                js(
                    {
                        "meta": ezy_meta(1, 1),
                        "items": [
                            {
                                "user": {
                                    "id": "151",
                                    "active": "1",
                                    "first_name": "Maja",
                                    "last_name": "Lindqvist",
                                    "title": "Dr",
                                    "is_vet": "1",
                                    "resource_id": "12",
                                }
                            }
                        ],
                    }
                ),
            ),
            (
                "ezyvet_get",
                {
                    "endpoint": "v2/appointment",
                    "params": {
                        "resources": "12",
                        "start_at": "2024-06-18T09:00:00",
                        "end_at": "2024-06-18T12:00:00",
                    },
                },
                js({"meta": ezy_meta(1, 0) | {"items_page_total": 0}, "items": []}),
            ),
            (
                "ezyvet_post",
                {
                    "endpoint": "v2/appointment",
                    "body": {
                        "animal_id": "48213",
                        "type_id": "4",
                        "resources": [{"id": "12"}],
                        "start_at": "2024-06-18T10:00:00",
                        "duration": 20,
                        "description": "DHPP booster",
                    },
                },
                js(
                    {
                        "meta": {"status": "ok", "timestamp": 1718001203, "time_taken": 0.34},
                        "items": [
                            {
                                "appointment": {
                                    "id": "612097",
                                    "status_id": "1",
                                    "created_at": 1718001203,
                                }
                            }
                        ],
                    }
                ),
            ),
        ],
    )
    # ezyvet ok-2: not-found is the answer
    t = "Is there any outstanding invoice for client Harriet Voss? Just tell me yes/no and the amount."
    sess(
        "ezyvet",
        "ok",
        2,
        t,
        [
            (
                "ezyvet_get",
                {
                    "endpoint": "v1/contact",
                    "params": {"last_name": "Voss", "first_name": "Harriet"},
                },
                js(
                    {
                        "meta": ezy_meta(1, 1),
                        "items": [
                            {
                                "contact": {
                                    "id": "10477",
                                    "code": "C10477",
                                    "first_name": "Harriet",
                                    "last_name": "Voss",
                                    "is_business": "0",
                                    "is_customer": "1",
                                    "active": "1",
                                    "account_balance": "0.00",
                                    "credit_limit": "500.00",
                                }
                            }
                        ],
                    }
                ),
            ),
            (
                "ezyvet_get",
                {"endpoint": "v1/invoice", "params": {"contact_id": "10477", "status": "Active"}},
                js({"meta": ezy_meta(1, 0) | {"items_page_total": 0}, "items": []}),
            ),
            (
                "ezyvet_get",
                {"endpoint": "v1/invoice", "params": {"contact_id": "10477", "limit": 5}},
                js(
                    {
                        "meta": ezy_meta(1, 4, 5),
                        "items": [
                            {
                                "invoice": {
                                    "id": str(88310 + i),
                                    "invoice_number": f"INV-{40211 + i}",
                                    "contact_id": "10477",
                                    "date": d,
                                    "total": tot,
                                    "amount_paid": tot,
                                    "status": "Paid",
                                }
                            }
                            for i, (d, tot) in enumerate(
                                [
                                    ("2023-02-11", "184.50"),
                                    ("2023-08-30", "92.00"),
                                    ("2024-01-17", "412.75"),
                                    ("2024-05-02", "66.40"),
                                ]
                            )
                        ],
                    }
                ),
            ),
            (
                "ezyvet_get",
                {"endpoint": "v1/payment", "params": {"contact_id": "10477", "limit": 5}},
                js(
                    {
                        "meta": ezy_meta(1, 4, 5),
                        "items": [
                            {
                                "payment": {
                                    "id": str(51200 + i),
                                    "contact_id": "10477",
                                    "amount": a,
                                    "payment_method_id": "2",
                                    "date": d,
                                }
                            }
                            for i, (d, a) in enumerate(
                                [
                                    ("2023-02-11", "184.50"),
                                    ("2023-08-30", "92.00"),
                                    ("2024-01-19", "412.75"),
                                    ("2024-05-02", "66.40"),
                                ]
                            )
                        ],
                    }
                ),
            ),
        ],
    )
    # ezyvet fail-1: token expired mid-session
    t = "Pull the weight history for all three of the Delgado family's cats so I can chart it."
    err = js(
        {"error": "invalid_token", "error_description": "The access token provided has expired"}
    )
    sess(
        "ezyvet",
        "fail",
        1,
        t,
        [
            (
                "ezyvet_get",
                {"endpoint": "v1/contact", "params": {"last_name": "Delgado"}},
                js(
                    {
                        "meta": ezy_meta(1, 1),
                        "items": [
                            {
                                "contact": {
                                    "id": "8832",
                                    "code": "C8832",
                                    "first_name": "Rosa",
                                    "last_name": "Delgado",
                                    "is_customer": "1",
                                    "active": "1",
                                }
                            }
                        ],
                    }
                ),
            ),
            ("ezyvet_get", {"endpoint": "v2/animal", "params": {"contact_id": "8832"}}, err),
            (
                "ezyvet_get",
                {"endpoint": "v2/animal", "params": {"contact_id": "8832", "species_id": "2"}},
                err,
            ),
            ("ezyvet_get", {"endpoint": "v1/animal", "params": {"contact_id": "8832"}}, err),
            ("ezyvet_get", {"endpoint": "v1/weight", "params": {"contact_id": "8832"}}, err),
            (
                "ezyvet_get",
                {"endpoint": "v1/consult", "params": {"contact_id": "8832", "limit": 50}},
                err,
            ),
            ("ezyvet_get", {"endpoint": "v2/animal", "params": {"name": "Miso"}}, err),
        ],
    )
    # vetspire ok-1: GraphQL lookups, adds records, then creates a reminder
    t = "For patient Juniper (rabbit, owner Tomás Ferreira), list current medications and add a reminder for a dental check in 3 months."
    sess(
        "vetspire",
        "ok",
        1,
        t,
        [
            (
                "vetspire_graphql",
                {
                    "query": 'query { clients(search: "Ferreira") { id name patients { id name species } } }'
                },
                js(
                    {
                        "data": {
                            "clients": [
                                {
                                    "id": "cl_3309",
                                    "name": "Tomás Ferreira",
                                    "patients": [
                                        {"id": "pt_18822", "name": "Juniper", "species": "Rabbit"},
                                        {
                                            "id": "pt_18823",
                                            "name": "Pistachio",
                                            "species": "Rabbit",
                                        },
                                    ],
                                }
                            ]
                        }
                    }
                ),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'query { patient(id: "pt_18822") { prescriptions(active: true) { id drugName dose frequency startDate refillsRemaining } } }'
                },
                js(
                    {
                        "data": {
                            "patient": {
                                "prescriptions": [
                                    {
                                        "id": "rx_55120",
                                        "drugName": "Meloxicam 0.5 mg/mL oral suspension",
                                        "dose": "0.3 mL",
                                        "frequency": "SID",
                                        "startDate": "2024-05-28",
                                        "refillsRemaining": 1,
                                    },
                                    {
                                        "id": "rx_55121",
                                        "drugName": "Critical Care Herbivore",
                                        "dose": "20 mL",
                                        "frequency": "TID",
                                        "startDate": "2024-05-28",
                                        "refillsRemaining": 0,
                                    },
                                ]
                            }
                        }
                    }
                ),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'query { reminderTypes(search: "dental") { id name defaultIntervalDays } }'
                },
                js(
                    {
                        "data": {
                            "reminderTypes": [
                                {
                                    "id": "rt_41",
                                    "name": "Dental Exam - Exotic",
                                    "defaultIntervalDays": 90,
                                },
                                {
                                    "id": "rt_12",
                                    "name": "Dental Prophy",
                                    "defaultIntervalDays": 365,
                                },
                            ]
                        }
                    }
                ),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'mutation { createReminder(input: {patientId: "pt_18822", reminderTypeId: "rt_41", dueDate: "2024-09-15"}) { reminder { id dueDate } } }'
                },
                js(
                    {
                        "data": {
                            "createReminder": {
                                "reminder": {"id": "rem_902771", "dueDate": "2024-09-15"}
                            }
                        }
                    }
                ),
            ),
        ],
    )
    # vetspire ok-2: polling an inventory export job
    t = "Export this month's controlled-drug log for the Eastside location and tell me how many entries there are."
    sess(
        "vetspire",
        "ok",
        2,
        t,
        [
            (
                "vetspire_graphql",
                {"query": "query { locations { id name } }"},
                js(
                    {
                        "data": {
                            "locations": [
                                {"id": "loc_1", "name": "Northgate Animal Hospital"},
                                {"id": "loc_2", "name": "Eastside Pet Clinic"},
                                {"id": "loc_3", "name": "Riverbend Mobile"},
                            ]
                        }
                    }
                ),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'mutation { startReportExport(input: {report: CONTROLLED_DRUG_LOG, locationId: "loc_2", from: "2024-06-01", to: "2024-06-30"}) { export { id status } } }'
                },
                js(
                    {
                        "data": {
                            "startReportExport": {"export": {"id": "exp_7731", "status": "QUEUED"}}
                        }
                    }
                ),
            ),
            (
                "vetspire_graphql",
                {"query": 'query { reportExport(id: "exp_7731") { status rowCount url } }'},
                js(
                    {"data": {"reportExport": {"status": "RUNNING", "rowCount": None, "url": None}}}
                ),
            ),
            (
                "vetspire_graphql",
                {"query": 'query { reportExport(id: "exp_7731") { status rowCount url } }'},
                js(
                    {"data": {"reportExport": {"status": "RUNNING", "rowCount": None, "url": None}}}
                ),
            ),
            (
                "vetspire_graphql",
                {"query": 'query { reportExport(id: "exp_7731") { status rowCount url } }'},
                js(
                    {
                        "data": {
                            "reportExport": {
                                "status": "COMPLETE",
                                "rowCount": 146,
                                "url": "https://files.vetspire.com/exports/exp_7731.csv?sig="
                                + hid("exp7731", 24),
                            }
                        }
                    }
                ),
            ),
        ],
    )
    # vetspire fail-1: wrong org (sandbox) returns empty for every search
    t = "Find every patient seen for parvovirus in the last 60 days at our clinics."
    empty = lambda k: js({"data": {k: []}})
    sess(
        "vetspire",
        "fail",
        1,
        t,
        [
            (
                "vetspire_graphql",
                {
                    "query": 'query { encounters(diagnosisSearch: "parvo", since: "2024-04-20") { id patient { name } } }'
                },
                empty("encounters"),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'query { encounters(diagnosisSearch: "parvovirus", since: "2024-04-20") { id patient { name } } }'
                },
                empty("encounters"),
            ),
            (
                "vetspire_graphql",
                {"query": 'query { encounters(since: "2024-06-01") { id } }'},
                empty("encounters"),
            ),
            (
                "vetspire_graphql",
                {"query": 'query { patients(search: "a") { id name } }'},
                empty("patients"),
            ),
            ("vetspire_graphql", {"query": "query { locations { id name } }"}, empty("locations")),
            (
                "vetspire_graphql",
                {"query": 'query { clients(search: "smith") { id name } }'},
                empty("clients"),
            ),
            (
                "vetspire_graphql",
                {
                    "query": 'query { encounters(diagnosisSearch: "CPV", since: "2024-01-01") { id } }'
                },
                empty("encounters"),
            ),
        ],
    )
    # idexx ok-1: polling lab results until final
    t = "Has the CBC and chem panel for Oscar (accession 2406-118834) come back from IDEXX? Summarise anything flagged."
    base = {
        "accessionId": "2406-118834",
        "patientName": "Oscar",
        "clientLastName": "Brennan",
        "species": "Canine",
        "orderedTests": ["CBC", "Chem 17"],
        "labLocation": "IDEXX Reference Laboratories - Westbrook",
    }
    sess(
        "idexx",
        "ok",
        1,
        t,
        [
            (
                "vcp_get_result",
                {"accession": "2406-118834"},
                js(
                    base
                    | {
                        "status": "PARTIAL",
                        "updated": "2024-06-14T08:11:40Z",
                        "results": [
                            {
                                "test": "CBC",
                                "status": "FINAL",
                                "analytes": [
                                    {
                                        "name": "HCT",
                                        "value": "38.1",
                                        "units": "%",
                                        "refLow": "37.3",
                                        "refHigh": "61.7",
                                        "flag": None,
                                    },
                                    {
                                        "name": "WBC",
                                        "value": "19.8",
                                        "units": "K/uL",
                                        "refLow": "5.05",
                                        "refHigh": "16.76",
                                        "flag": "H",
                                    },
                                    {
                                        "name": "PLT",
                                        "value": "241",
                                        "units": "K/uL",
                                        "refLow": "148",
                                        "refHigh": "484",
                                        "flag": None,
                                    },
                                ],
                            },
                            {"test": "Chem 17", "status": "IN_PROCESS", "analytes": []},
                        ],
                    }
                ),
            ),
            (
                "vcp_get_result",
                {"accession": "2406-118834"},
                js(
                    base
                    | {
                        "status": "PARTIAL",
                        "updated": "2024-06-14T08:11:40Z",
                        "results": [
                            {
                                "test": "CBC",
                                "status": "FINAL",
                                "analytes": [
                                    {
                                        "name": "HCT",
                                        "value": "38.1",
                                        "units": "%",
                                        "refLow": "37.3",
                                        "refHigh": "61.7",
                                        "flag": None,
                                    },
                                    {
                                        "name": "WBC",
                                        "value": "19.8",
                                        "units": "K/uL",
                                        "refLow": "5.05",
                                        "refHigh": "16.76",
                                        "flag": "H",
                                    },
                                    {
                                        "name": "PLT",
                                        "value": "241",
                                        "units": "K/uL",
                                        "refLow": "148",
                                        "refHigh": "484",
                                        "flag": None,
                                    },
                                ],
                            },
                            {"test": "Chem 17", "status": "IN_PROCESS", "analytes": []},
                        ],
                    }
                ),
            ),
            (
                "vcp_get_result",
                {"accession": "2406-118834"},
                js(
                    base
                    | {
                        "status": "FINAL",
                        "updated": "2024-06-14T09:47:02Z",
                        "results": [
                            {
                                "test": "CBC",
                                "status": "FINAL",
                                "analytes": [
                                    {
                                        "name": "WBC",
                                        "value": "19.8",
                                        "units": "K/uL",
                                        "refLow": "5.05",
                                        "refHigh": "16.76",
                                        "flag": "H",
                                    }
                                ],
                            },
                            {
                                "test": "Chem 17",
                                "status": "FINAL",
                                "analytes": [
                                    {
                                        "name": "ALT",
                                        "value": "212",
                                        "units": "U/L",
                                        "refLow": "10",
                                        "refHigh": "125",
                                        "flag": "H",
                                    },
                                    {
                                        "name": "ALKP",
                                        "value": "388",
                                        "units": "U/L",
                                        "refLow": "23",
                                        "refHigh": "212",
                                        "flag": "H",
                                    },
                                    {
                                        "name": "BUN",
                                        "value": "18",
                                        "units": "mg/dL",
                                        "refLow": "7",
                                        "refHigh": "27",
                                        "flag": None,
                                    },
                                    {
                                        "name": "CREA",
                                        "value": "1.1",
                                        "units": "mg/dL",
                                        "refLow": "0.5",
                                        "refHigh": "1.8",
                                        "flag": None,
                                    },
                                    {
                                        "name": "GLU",
                                        "value": "104",
                                        "units": "mg/dL",
                                        "refLow": "74",
                                        "refHigh": "143",
                                        "flag": None,
                                    },
                                ],
                            },
                        ],
                        "comments": "Mild lipemia noted; may affect some analytes.",
                    }
                ),
            ),
            (
                "vcp_get_pdf",
                {"accession": "2406-118834"},
                js(
                    {
                        "accessionId": "2406-118834",
                        "documentUrl": "https://vetconnectplus.com/api/v1/documents/"
                        + hid("pdf118834", 16)
                        + ".pdf",
                        "expiresIn": 900,
                    }
                ),
            ),
        ],
    )
    # idexx fail-1: maintenance page every time
    t = "Get this week's IDEXX results for the Riverside practice and list any still pending."
    page = '<!DOCTYPE html>\n<html><head><title>VetConnect PLUS - Scheduled Maintenance</title></head><body><div class="maint"><img src="/static/idexx-logo.svg"><h1>We\'ll be back soon</h1><p>VetConnect PLUS is undergoing scheduled maintenance. We apologize for the inconvenience. Please check back later.</p></div></body></html>'
    sess(
        "idexx",
        "fail",
        1,
        t,
        [
            (
                "vcp_search_results",
                {"practiceId": "RS-2201", "from": "2024-06-10", "to": "2024-06-14"},
                page,
            ),
            ("vcp_search_results", {"practiceId": "RS-2201", "from": "2024-06-10"}, page),
            ("vcp_search_results", {"practiceId": "RS-2201", "status": "PENDING"}, page),
            ("vcp_get_result", {"accession": "2406-120017"}, page),
            (
                "vcp_search_results",
                {"practiceId": "RS-2201", "from": "2024-06-13", "to": "2024-06-14", "limit": 20},
                page,
            ),
            ("vcp_get_result", {"accession": "2406-119940"}, page),
        ],
    )
    # antech ok-1: place order and poll
    t = "Send a T4 and urinalysis order to Antech for Mittens (patient 5521) and tell me when the results are in."
    sess(
        "antech",
        "ok",
        1,
        t,
        [
            (
                "antech_tests",
                {"search": "T4"},
                js(
                    {
                        "tests": [
                            {
                                "code": "SA045",
                                "name": "T4 (Total Thyroxine)",
                                "specimen": "Serum 0.5 mL",
                                "turnaround": "1 day",
                            },
                            {
                                "code": "SA050",
                                "name": "Free T4 by Equilibrium Dialysis",
                                "specimen": "Serum 1 mL",
                                "turnaround": "3-5 days",
                            },
                        ]
                    }
                ),
            ),
            (
                "antech_tests",
                {"search": "urinalysis"},
                js(
                    {
                        "tests": [
                            {
                                "code": "SA440",
                                "name": "Urinalysis Complete",
                                "specimen": "Urine 5 mL",
                                "turnaround": "1 day",
                            }
                        ]
                    }
                ),
            ),
            (
                "antech_create_order",
                {"patientId": "5521", "tests": ["SA045", "SA440"], "doctor": "Okoro"},
                js(
                    {
                        "orderId": "AN-77410392",
                        "status": "SUBMITTED",
                        "requisitionUrl": "https://www.antechdiagnostics.com/req/AN-77410392.pdf",
                    }
                ),
            ),
            (
                "antech_order_status",
                {"orderId": "AN-77410392"},
                js(
                    {
                        "orderId": "AN-77410392",
                        "status": "RECEIVED_AT_LAB",
                        "tests": [
                            {"code": "SA045", "status": "PENDING"},
                            {"code": "SA440", "status": "PENDING"},
                        ],
                    }
                ),
            ),
            (
                "antech_order_status",
                {"orderId": "AN-77410392"},
                js(
                    {
                        "orderId": "AN-77410392",
                        "status": "PARTIAL",
                        "tests": [
                            {"code": "SA045", "status": "PENDING"},
                            {
                                "code": "SA440",
                                "status": "FINAL",
                                "result": {
                                    "USG": "1.018",
                                    "pH": "6.5",
                                    "protein": "trace",
                                    "glucose": "negative",
                                    "sediment": "no significant findings",
                                },
                            },
                        ],
                    }
                ),
            ),
            (
                "antech_order_status",
                {"orderId": "AN-77410392"},
                js(
                    {
                        "orderId": "AN-77410392",
                        "status": "FINAL",
                        "tests": [
                            {
                                "code": "SA045",
                                "status": "FINAL",
                                "result": {
                                    "T4": "5.9",
                                    "units": "ug/dL",
                                    "ref": "0.8-4.7",
                                    "flag": "H",
                                },
                            },
                            {"code": "SA440", "status": "FINAL"},
                        ],
                    }
                ),
            ),
        ],
    )
    # petdesk ok-1: appointment requests, confirm one, empty page at the end
    t = "Go through the pending PetDesk appointment requests, confirm the one for Biscuit, and tell me how many are left."
    sess(
        "petdesk",
        "ok",
        1,
        t,
        [
            (
                "petdesk_list_requests",
                {"status": "pending", "page": 1},
                js(
                    {
                        "data": [
                            {
                                "id": "apr_" + hid(f"pd{i}"),
                                "petName": p,
                                "clientName": c,
                                "requestedTime": rt,
                                "reason": r,
                            }
                            for i, (p, c, rt, r) in enumerate(
                                [
                                    (
                                        "Biscuit",
                                        "Aino Laaksonen",
                                        "2024-06-17T15:30:00-05:00",
                                        "Itchy ears",
                                    ),
                                    (
                                        "Koda",
                                        "Marcus Bell",
                                        "2024-06-18T09:00:00-05:00",
                                        "Annual wellness",
                                    ),
                                    (
                                        "Lulu",
                                        "Priya Raman",
                                        "2024-06-18T11:15:00-05:00",
                                        "Limping on back leg",
                                    ),
                                ]
                            )
                        ],
                        "page": 1,
                        "hasMore": True,
                    }
                ),
            ),
            (
                "petdesk_list_requests",
                {"status": "pending", "page": 2},
                js(
                    {
                        "data": [
                            {
                                "id": "apr_" + hid("pd3"),
                                "petName": "Sir Reginald",
                                "clientName": "Dana Whitt",
                                "requestedTime": "2024-06-19T10:00:00-05:00",
                                "reason": "Nail trim",
                            }
                        ],
                        "page": 2,
                        "hasMore": False,
                    }
                ),
            ),
            (
                "petdesk_confirm_request",
                {"id": "apr_" + hid("pd0"), "time": "2024-06-17T15:30:00-05:00"},
                js({"id": "apr_" + hid("pd0"), "status": "confirmed"}),
            ),
            (
                "petdesk_list_requests",
                {"status": "pending", "page": 3},
                js({"data": [], "page": 3, "hasMore": False}),
            ),
        ],
    )
    # petdesk ok-2: send reminders (acks)
    t = "Send the overdue-vaccine reminders for the four patients on my list via PetDesk."
    sess(
        "petdesk",
        "ok",
        2,
        t,
        [
            (
                "petdesk_send_reminder",
                {"patientId": p, "template": "vaccine_overdue"},
                js({"messageId": "msg_" + hid("rem" + p), "status": "queued"}),
            )
            for p in ("31102", "31877", "29004", "33510")
        ]
        + [
            (
                "petdesk_message_status",
                {"messageId": "msg_" + hid("rem31102")},
                js(
                    {
                        "messageId": "msg_" + hid("rem31102"),
                        "status": "delivered",
                        "channel": "push",
                        "deliveredAt": "2024-06-14T14:02:11Z",
                    }
                ),
            )
        ],
    )
    # covetrus ok-1: prescription approvals
    t = "Approve the pending Vetsource/Covetrus home-delivery refill for Duke's Apoquel and check whether Nala's flea prescription shipped."
    sess(
        "covetrus",
        "ok",
        1,
        t,
        [
            (
                "covetrus_list_prescriptions",
                {"status": "PENDING_APPROVAL"},
                js(
                    {
                        "items": [
                            {
                                "id": "rx-" + hid("cv1", 10),
                                "patient": "Duke",
                                "client": "Jorge Palacios",
                                "product": "Apoquel 16 mg tablets x30",
                                "requestedAt": "2024-06-13T18:40:00Z",
                            }
                        ],
                        "total": 1,
                    }
                ),
            ),
            (
                "covetrus_approve_prescription",
                {"id": "rx-" + hid("cv1", 10), "refills": 2},
                js({"id": "rx-" + hid("cv1", 10), "status": "APPROVED"}),
            ),
            (
                "covetrus_search_orders",
                {"patient": "Nala", "product": "flea"},
                js(
                    {
                        "items": [
                            {
                                "orderId": "HD-5582013",
                                "product": "Bravecto Chews 500 mg (22-44 lb)",
                                "status": "SHIPPED",
                                "carrier": "UPS",
                                "tracking": "1Z7W9A020312887411",
                                "shippedAt": "2024-06-12",
                            }
                        ],
                        "total": 1,
                    }
                ),
            ),
        ],
    )
    # covetrus fail-1: rate limit
    t = "Build me a list of every home-delivery order placed in May across all 3 hospitals."
    rl = js(
        {
            "message": "Too Many Requests",
            "retryAfterSeconds": 3600,
            "detail": "Daily request quota of 5000 exceeded for client id pulse-int-7730",
        }
    )
    sess(
        "covetrus",
        "fail",
        1,
        t,
        [
            (
                "covetrus_search_orders",
                {"from": "2024-05-01", "to": "2024-05-31", "site": "north", "page": 1},
                js(
                    {
                        "items": [
                            {"orderId": f"HD-55{i}0{i}1", "product": p, "status": "DELIVERED"}
                            for i, p in enumerate(
                                ["Simparica Trio", "Hill's k/d 8.5 lb", "Proin 50 mg"]
                            )
                        ],
                        "total": 212,
                        "page": 1,
                    }
                ),
            ),
            (
                "covetrus_search_orders",
                {"from": "2024-05-01", "to": "2024-05-31", "site": "north", "page": 2},
                rl,
            ),
            (
                "covetrus_search_orders",
                {"from": "2024-05-01", "to": "2024-05-31", "site": "east", "page": 1},
                rl,
            ),
            (
                "covetrus_search_orders",
                {"from": "2024-05-01", "to": "2024-05-31", "site": "south", "page": 1},
                rl,
            ),
            (
                "covetrus_search_orders",
                {"from": "2024-05-01", "to": "2024-05-15", "site": "north", "page": 2},
                rl,
            ),
            ("covetrus_list_prescriptions", {"status": "SHIPPED", "from": "2024-05-01"}, rl),
            ("covetrus_search_orders", {"from": "2024-05-16", "to": "2024-05-31"}, rl),
        ],
    )
    # antech fail-1: stale cache: same order list for every query
    same = js(
        {
            "orders": [
                {
                    "orderId": "AN-70011204",
                    "patient": "Pepper",
                    "status": "FINAL",
                    "received": "2024-03-02",
                },
                {
                    "orderId": "AN-70011297",
                    "patient": "Rocco",
                    "status": "FINAL",
                    "received": "2024-03-02",
                },
            ],
            "cached": True,
            "asOf": "2024-03-02T23:10:00Z",
        }
    )
    t = "Which Antech orders for Ziggy, Luna and Bear are still pending this week?"
    sess(
        "antech",
        "fail",
        1,
        t,
        [
            ("antech_search_orders", {"patient": "Ziggy", "from": "2024-06-10"}, same),
            ("antech_search_orders", {"patient": "Luna", "from": "2024-06-10"}, same),
            ("antech_search_orders", {"patient": "Bear", "from": "2024-06-10"}, same),
            ("antech_search_orders", {"status": "PENDING"}, same),
            ("antech_search_orders", {"from": "2024-06-12", "to": "2024-06-14"}, same),
            ("antech_search_orders", {"patient": "Ziggy"}, same),
        ],
    )


# ---------------------------------------------------------------- 2. property management
def prop() -> None:
    # appfolio ok-1: rent roll, paging
    t = "From AppFolio, list units at Maple Court with rent more than 30 days past due."
    row = lambda u, tenant, rent, bal, days: {
        "PropertyName": "Maple Court",
        "Unit": u,
        "Tenant": tenant,
        "Rent": rent,
        "PastDue": bal,
        "DaysPastDue": days,
        "LeaseTo": "2025-01-31",
    }
    sess(
        "appfolio",
        "ok",
        1,
        t,
        [
            (
                "appfolio_report",
                {"report": "delinquency", "filters": {"property": "Maple Court"}},
                js(
                    {
                        "results": [
                            row("101", "Kwame Asante", "1450.00", "0.00", 0),
                            row("102", "Lena Fischer", "1450.00", "1450.00", 14),
                            row("104", "Olu Bankole", "1525.00", "3050.00", 44),
                        ],
                        "next_page_url": "https://acme.appfolio.com/api/v2/reports/delinquency.json?page="
                        + hid("af2", 12),
                    }
                ),
            ),
            (
                "appfolio_report",
                {
                    "next_page_url": "https://acme.appfolio.com/api/v2/reports/delinquency.json?page="
                    + hid("af2", 12)
                },
                js(
                    {
                        "results": [
                            row("203", "Sam Ortiz", "1600.00", "1600.00", 31),
                            row("205", "Hye-jin Park", "1600.00", "200.00", 9),
                        ],
                        "next_page_url": None,
                    }
                ),
            ),
            (
                "appfolio_report",
                {"report": "tenant_ledger", "filters": {"unit": "Maple Court 104"}},
                js(
                    {
                        "results": [
                            {
                                "Date": "2024-05-01",
                                "Description": "Rent",
                                "Charge": "1525.00",
                                "Payment": "",
                                "Balance": "1525.00",
                            },
                            {
                                "Date": "2024-06-01",
                                "Description": "Rent",
                                "Charge": "1525.00",
                                "Payment": "",
                                "Balance": "3050.00",
                            },
                        ],
                        "next_page_url": None,
                    }
                ),
            ),
        ],
    )
    # buildium ok-1: tasks, create, ack
    t = "Log a maintenance task in Buildium for the leaking dishwasher at 22 Birch St unit 3 and assign it to Carlos."
    sess(
        "buildium",
        "ok",
        1,
        t,
        [
            (
                "buildium_get",
                {"path": "/v1/rentals", "params": {"addresses": "22 Birch"}},
                js(
                    [
                        {
                            "Id": 5104,
                            "Name": "22 Birch St",
                            "Address": {
                                "AddressLine1": "22 Birch St",
                                "City": "Portland",
                                "State": "OR",
                                "PostalCode": "97214",
                            },
                            "RentalType": "Residential",
                            "NumberUnits": 4,
                        }
                    ]
                ),
            ),
            (
                "buildium_get",
                {"path": "/v1/rentals/units", "params": {"propertyids": 5104}},
                js(
                    [
                        {
                            "Id": 17030 + i,
                            "PropertyId": 5104,
                            "UnitNumber": str(i + 1),
                            "MarketRent": 1375.0,
                            "UnitBedrooms": "TwoBed",
                        }
                        for i in range(4)
                    ]
                ),
            ),
            (
                "buildium_get",
                {"path": "/v1/users", "params": {"name": "Carlos"}},
                js(
                    [
                        {
                            "Id": 220,
                            "FirstName": "Carlos",
                            "LastName": "Mendes",
                            "UserTypes": ["Staff"],
                            "IsActive": True,
                        }
                    ]
                ),
            ),
            (
                "buildium_post",
                {
                    "path": "/v1/tasks/residentrequests",
                    "body": {
                        "Title": "Leaking dishwasher",
                        "UnitId": 17032,
                        "AssignedToUserId": 220,
                        "TaskStatus": "New",
                        "Priority": "Normal",
                    },
                },
                js(
                    {
                        "Id": 90817,
                        "Title": "Leaking dishwasher",
                        "TaskStatus": "New",
                        "Priority": "Normal",
                        "AssignedToUserId": 220,
                        "CreatedDateTime": "2024-06-14T15:20:03Z",
                    }
                ),
            ),
        ],
    )
    # buildium ok-2: legitimately empty
    t = "Do any leases at 22 Birch St expire in July? If none, say so."
    sess(
        "buildium",
        "ok",
        2,
        t,
        [
            (
                "buildium_get",
                {
                    "path": "/v1/leases",
                    "params": {
                        "propertyids": 5104,
                        "leasedateto": "2024-07-31",
                        "leasedatefrom": "2024-07-01",
                    },
                },
                js([]),
            ),
            (
                "buildium_get",
                {"path": "/v1/leases", "params": {"propertyids": 5104, "leasestatuses": "Active"}},
                js(
                    [
                        {
                            "Id": 3300 + i,
                            "UnitId": 17030 + i,
                            "LeaseFromDate": f,
                            "LeaseToDate": to,
                            "LeaseType": "Fixed",
                        }
                        for i, (f, to) in enumerate(
                            [
                                ("2023-09-01", "2024-08-31"),
                                ("2024-02-01", "2025-01-31"),
                                ("2023-11-01", "2024-10-31"),
                                ("2024-06-01", "2025-05-31"),
                            ]
                        )
                    ]
                ),
            ),
        ],
    )
    # yardi ok-1: SOAP XML residents
    t = "In Yardi, who is the current resident of unit 4B at Harbor View (property hv01) and what's their move-in date?"
    xml = '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetResidentsByStatusResponse xmlns="http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentData"><GetResidentsByStatusResult><MITS-ResidentData><Property><PropertyID><Identification IDValue="hv01"/><MarketingName>Harbor View</MarketingName></PropertyID>{body}</Property></MITS-ResidentData></GetResidentsByStatusResult></GetResidentsByStatusResponse></soap:Body></soap:Envelope>'
    cust = lambda uid, code, first, last, mi: (
        f'<Customers><Customer Type="current resident"><Identification IDType="Resident ID" IDValue="{code}"/><Name><FirstName>{first}</FirstName><LastName>{last}</LastName></Name><Lease><ExpectedMoveInDate>{mi}</ExpectedMoveInDate><ActualMoveIn>{mi}</ActualMoveIn></Lease><UnitID>{uid}</UnitID></Customer></Customers>'
    )
    sess(
        "yardi",
        "ok",
        1,
        t,
        [
            (
                "yardi_soap",
                {
                    "interface": "ItfResidentData",
                    "method": "GetResidentsByStatus",
                    "params": {"YardiPropertyId": "hv01", "Status": "Current"},
                },
                xml.format(
                    body=cust("4A", "t0044120", "Noor", "Haddad", "2022-08-01")
                    + cust("4B", "t0051877", "Ethan", "Cole", "2023-03-15")
                    + cust("4C", "t0049002", "Grace", "Muriuki", "2021-12-01")
                ),
            ),
            (
                "yardi_soap",
                {
                    "interface": "ItfResidentData",
                    "method": "GetResidentTransactions_Login",
                    "params": {"YardiPropertyId": "hv01", "TenantCode": "t0051877"},
                },
                xml.format(
                    body="<Transactions><Charge><Detail><TransactionDate>2024-06-01</TransactionDate><Description>Rent</Description><Amount>2150.00</Amount><BalanceDue>0.00</BalanceDue></Detail></Charge></Transactions>"
                ),
            ),
        ],
    )
    # guesty ok-1: reservations for a week, pages, then post a note
    t = "List Guesty check-ins for next week at the Lakehouse listings and add a note about the dock repair to each."
    res = lambda i, g, ci: {
        "_id": hid(f"gres{i}", 24),
        "confirmationCode": "GY-" + hid(f"gc{i}", 6).upper(),
        "listingId": hid("lake", 24),
        "guest": {"fullName": g},
        "checkIn": ci + "T16:00:00.000Z",
        "checkOut": ci[:-1] + "9T11:00:00.000Z",
        "status": "confirmed",
        "source": "airbnb2",
    }
    sess(
        "guesty",
        "ok",
        1,
        t,
        [
            (
                "guesty_get",
                {
                    "path": "/v1/reservations",
                    "params": {
                        "filters": "checkIn between 2024-06-17 and 2024-06-23, listing Lakehouse",
                        "limit": 2,
                        "skip": 0,
                    },
                },
                js(
                    {
                        "results": [
                            res(0, "Ingrid Holm", "2024-06-17"),
                            res(1, "Dev Patel", "2024-06-20"),
                        ],
                        "count": 3,
                        "limit": 2,
                        "skip": 0,
                    }
                ),
            ),
            (
                "guesty_get",
                {
                    "path": "/v1/reservations",
                    "params": {
                        "filters": "checkIn between 2024-06-17 and 2024-06-23, listing Lakehouse",
                        "limit": 2,
                        "skip": 2,
                    },
                },
                js(
                    {
                        "results": [res(2, "Chloe Martin", "2024-06-22")],
                        "count": 3,
                        "limit": 2,
                        "skip": 2,
                    }
                ),
            ),
        ]
        + [
            (
                "guesty_put",
                {
                    "path": f"/v1/reservations/{hid(f'gres{i}', 24)}",
                    "body": {
                        "notes": {
                            "other": "Dock closed for repair until 6/28 - kayaks available from shed."
                        }
                    },
                },
                js(
                    {
                        "_id": hid(f"gres{i}", 24),
                        "notes": {
                            "other": "Dock closed for repair until 6/28 - kayaks available from shed."
                        },
                    }
                ),
            )
            for i in range(3)
        ],
    )
    # hostaway ok-1: conversations and a message send
    t = "Reply to the guest at the Sunset Loft who asked about early check-in: we can do 1pm."
    sess(
        "hostaway",
        "ok",
        1,
        t,
        [
            (
                "hostaway_get",
                {"path": "/v1/conversations", "params": {"listingId": 88124, "limit": 5}},
                js(
                    {
                        "status": "success",
                        "result": [
                            {
                                "id": 5512003,
                                "reservationId": 30418877,
                                "listingMapId": 88124,
                                "recipientName": "Tobias Krämer",
                                "lastMessage": "Hi! Any chance we could check in early on Friday?",
                                "isRead": 0,
                            }
                        ],
                        "count": 1,
                        "limit": 5,
                        "offset": 0,
                    }
                ),
            ),
            (
                "hostaway_post",
                {
                    "path": "/v1/conversations/5512003/messages",
                    "body": {
                        "body": "Hi Tobias, yes - early check-in from 1pm on Friday is fine. See you then!",
                        "communicationType": "channel",
                    },
                },
                js(
                    {
                        "status": "success",
                        "result": {
                            "id": 99120455,
                            "conversationId": 5512003,
                            "body": "Hi Tobias, yes - early check-in from 1pm on Friday is fine. See you then!",
                            "isIncoming": 0,
                            "status": "sent",
                            "insertedOn": "2024-06-14 16:01:22",
                        },
                    }
                ),
            ),
            (
                "hostaway_put",
                {"path": "/v1/reservations/30418877", "body": {"checkInTime": 13}},
                js({"status": "success", "result": {"id": 30418877, "checkInTime": 13}}),
            ),
        ],
    )
    # ownerrez ok-1: owner statement figures, multiple reads
    t = "How many nights was the Pine Ridge cabin booked in May 2024 and what was gross rent?"
    sess(
        "ownerrez",
        "ok",
        1,
        t,
        [
            (
                "ownerrez_get",
                {"path": "/v2/properties", "params": {"q": "Pine Ridge"}},
                js(
                    {
                        "items": [
                            {
                                "id": 301882,
                                "name": "Pine Ridge Cabin",
                                "active": True,
                                "bedrooms": 3,
                            }
                        ],
                        "count": 1,
                        "limit": 100,
                        "offset": 0,
                        "next_page_url": None,
                    }
                ),
            ),
            (
                "ownerrez_get",
                {
                    "path": "/v2/bookings",
                    "params": {"property_ids": 301882, "from": "2024-05-01", "to": "2024-05-31"},
                },
                js(
                    {
                        "items": [
                            {
                                "id": 9110000 + i,
                                "property_id": 301882,
                                "arrival": a,
                                "departure": d,
                                "status": "active",
                                "total_amount": amt,
                            }
                            for i, (a, d, amt) in enumerate(
                                [
                                    ("2024-05-03", "2024-05-06", 687.0),
                                    ("2024-05-10", "2024-05-12", 458.0),
                                    ("2024-05-17", "2024-05-20", 741.0),
                                    ("2024-05-24", "2024-05-28", 1122.5),
                                ]
                            )
                        ],
                        "count": 4,
                        "limit": 100,
                        "offset": 0,
                        "next_page_url": None,
                    }
                ),
            ),
            (
                "ownerrez_get",
                {"path": "/v2/bookings/9110003/charges"},
                js(
                    {
                        "items": [
                            {"type": "rent", "amount": 980.0},
                            {"type": "cleaning_fee", "amount": 142.5},
                        ],
                        "count": 2,
                    }
                ),
            ),
        ],
    )
    # buildium fail-1: expired API key
    t = "Pull all open work orders across our Buildium properties and group them by vendor."
    be = js({"UserMessage": "The API key provided is invalid or has expired.", "Errors": []})
    sess(
        "buildium",
        "fail",
        1,
        t,
        [
            (
                "buildium_get",
                {"path": "/v1/workorders", "params": {"statuses": "New,InProgress"}},
                be,
            ),
            ("buildium_get", {"path": "/v1/workorders", "params": {"statuses": "New"}}, be),
            ("buildium_get", {"path": "/v1/workorders"}, be),
            ("buildium_get", {"path": "/v1/vendors"}, be),
            ("buildium_get", {"path": "/v1/rentals"}, be),
            ("buildium_get", {"path": "/v1/tasks", "params": {"statuses": "New"}}, be),
        ],
    )
    # yardi fail-1: wrong database returns empty property sets
    t = "Get the move-outs scheduled for June at all three Yardi properties (hv01, gc02, ln03)."
    emp = lambda pid: (
        '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><GetResidentsByStatusResponse xmlns="http://tempuri.org/YSI.Interfaces.WebServices/ItfResidentData"><GetResidentsByStatusResult><MITS-ResidentData/></GetResidentsByStatusResult></GetResidentsByStatusResponse></soap:Body></soap:Envelope>'
    )
    sess(
        "yardi",
        "fail",
        1,
        t,
        [
            (
                "yardi_soap",
                {
                    "interface": "ItfResidentData",
                    "method": "GetResidentsByStatus",
                    "params": {"YardiPropertyId": p, "Status": s},
                },
                emp(p),
            )
            for p, s in [
                ("hv01", "Notice"),
                ("gc02", "Notice"),
                ("ln03", "Notice"),
                ("hv01", "Current"),
                ("gc02", "Current"),
                ("hv01", "Past"),
                ("ln03", "Current"),
            ]
        ],
    )
    # guesty fail-1: rate limit
    t = "Get the cleaning status for every listing in the Guesty 'Downtown' tag for tomorrow's turnovers."
    g429 = js(
        {
            "error": {
                "code": "TOO_MANY_REQUESTS",
                "message": "Too many requests, please try again later.",
            }
        }
    )
    sess(
        "guesty",
        "fail",
        1,
        t,
        [
            (
                "guesty_get",
                {
                    "path": "/v1/listings",
                    "params": {"tags": "Downtown", "fields": "nickname cleaningStatus"},
                },
                js(
                    {
                        "results": [
                            {
                                "_id": hid(f"gl{i}", 24),
                                "nickname": n,
                                "cleaningStatus": {"value": v},
                            }
                            for i, (n, v) in enumerate(
                                [("DT Loft 2", "dirty"), ("DT Studio 5", "clean")]
                            )
                        ],
                        "count": 9,
                        "limit": 2,
                        "skip": 0,
                    }
                ),
            ),
            (
                "guesty_get",
                {"path": "/v1/listings", "params": {"tags": "Downtown", "limit": 2, "skip": 2}},
                g429,
            ),
            (
                "guesty_get",
                {"path": "/v1/listings", "params": {"tags": "Downtown", "limit": 2, "skip": 2}},
                g429,
            ),
            (
                "guesty_get",
                {"path": "/v1/listings", "params": {"tags": "Downtown", "limit": 25}},
                g429,
            ),
            (
                "guesty_get",
                {"path": "/v1/tasks-open-api/tasks", "params": {"listingIds": hid("gl0", 24)}},
                g429,
            ),
            ("guesty_get", {"path": "/v1/listings/" + hid("gl2", 24)}, g429),
            ("guesty_get", {"path": "/v1/listings", "params": {"q": "DT"}}, g429),
        ],
    )
    # hostaway fail-1: account points to wrong (demo) account: same demo listing for everything
    t = "Which of our Hostaway listings have no bookings in the first half of July?"
    demo = js(
        {
            "status": "success",
            "result": [
                {"id": 40160, "name": "Demo Listing - Beach House", "city": "Miami", "isDemo": 1}
            ],
            "count": 1,
            "limit": 20,
            "offset": 0,
        }
    )
    demores = js({"status": "success", "result": [], "count": 0, "limit": 20, "offset": 0})
    sess(
        "hostaway",
        "fail",
        1,
        t,
        [
            ("hostaway_get", {"path": "/v1/listings", "params": {"limit": 20}}, demo),
            ("hostaway_get", {"path": "/v1/listings", "params": {"limit": 20, "offset": 20}}, demo),
            (
                "hostaway_get",
                {
                    "path": "/v1/reservations",
                    "params": {"arrivalStartDate": "2024-07-01", "arrivalEndDate": "2024-07-15"},
                },
                demores,
            ),
            ("hostaway_get", {"path": "/v1/listings", "params": {"city": "Asheville"}}, demo),
            (
                "hostaway_get",
                {
                    "path": "/v1/reservations",
                    "params": {"arrivalStartDate": "2024-06-01", "arrivalEndDate": "2024-06-30"},
                },
                demores,
            ),
            ("hostaway_get", {"path": "/v1/listings", "params": {"keyword": "Cabin"}}, demo),
            ("hostaway_get", {"path": "/v1/reservations", "params": {"limit": 50}}, demores),
        ],
    )


# ---------------------------------------------------------------- 3. mail and calendar servers
EWS = '<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Header><h:ServerVersionInfo MajorVersion="15" MinorVersion="2" MajorBuildNumber="1544" MinorBuildNumber="4" xmlns:h="http://schemas.microsoft.com/exchange/services/2006/types"/></s:Header><s:Body>{}</s:Body></s:Envelope>'


def mail() -> None:
    msg = lambda i, subj, frm: (
        f'<t:Message><t:ItemId Id="AAMkAD{hid("ews" + str(i), 20)}=" ChangeKey="CQAAABYA{hid("ck" + str(i), 8)}"/><t:Subject>{subj}</t:Subject><t:DateTimeReceived>2024-06-1{i}T09:1{i}:00Z</t:DateTimeReceived><t:From><t:Mailbox><t:Name>{frm}</t:Name></t:Mailbox></t:From></t:Message>'
    )
    find = lambda items, total, last: EWS.format(
        f'<m:FindItemResponse xmlns:m="http://schemas.microsoft.com/exchange/services/2006/messages" xmlns:t="http://schemas.microsoft.com/exchange/services/2006/types"><m:ResponseMessages><m:FindItemResponseMessage ResponseClass="Success"><m:ResponseCode>NoError</m:ResponseCode><m:RootFolder IndexedPagingOffset="{len(items)}" TotalItemsInView="{total}" IncludesLastItemInRange="{last}"><t:Items>{"".join(items)}</t:Items></m:RootFolder></m:FindItemResponseMessage></m:ResponseMessages></m:FindItemResponse>'
    )
    t = "Find the email from Facilities about the parking garage closure in the shared 'ops@' mailbox and forward it to the night shift list."
    sess(
        "ews",
        "ok",
        1,
        t,
        [
            (
                "ews_find_item",
                {"mailbox": "ops@northwind.local", "query": "subject:garage", "max": 10},
                find(
                    [
                        msg(1, "Garage level P2 closed Sat for resurfacing", "Facilities Desk"),
                        msg(2, "RE: Garage level P2 closed Sat for resurfacing", "Helen Brooks"),
                    ],
                    2,
                    "true",
                ),
            ),
            (
                "ews_get_item",
                {"id": "AAMkAD" + hid("ews1", 20) + "="},
                EWS.format(
                    '<m:GetItemResponse xmlns:m="http://schemas.microsoft.com/exchange/services/2006/messages" xmlns:t="http://schemas.microsoft.com/exchange/services/2006/types"><m:ResponseMessages><m:GetItemResponseMessage ResponseClass="Success"><m:ResponseCode>NoError</m:ResponseCode><m:Items><t:Message><t:Subject>Garage level P2 closed Sat for resurfacing</t:Subject><t:Body BodyType="Text">P2 will be closed Saturday 06:00-20:00. Night shift please use the Elm St surface lot; badges will work at the east gate.</t:Body></t:Message></m:Items></m:GetItemResponseMessage></m:ResponseMessages></m:GetItemResponse>'
                ),
            ),
            (
                "ews_create_item",
                {
                    "type": "ForwardItem",
                    "reference": "AAMkAD" + hid("ews1", 20) + "=",
                    "to": ["nightshift@northwind.local"],
                    "disposition": "SendOnly",
                },
                EWS.format(
                    '<m:CreateItemResponse xmlns:m="http://schemas.microsoft.com/exchange/services/2006/messages" xmlns:t="http://schemas.microsoft.com/exchange/services/2006/types"><m:ResponseMessages><m:CreateItemResponseMessage ResponseClass="Success"><m:ResponseCode>NoError</m:ResponseCode><m:Items/></m:CreateItemResponseMessage></m:ResponseMessages></m:CreateItemResponse>'
                ),
            ),
        ],
    )
    busy = EWS.format(
        '<m:FindItemResponse xmlns:m="http://schemas.microsoft.com/exchange/services/2006/messages"><m:ResponseMessages><m:FindItemResponseMessage ResponseClass="Error"><m:MessageText>The server cannot service this request right now. Try again later.</m:MessageText><m:ResponseCode>ErrorServerBusy</m:ResponseCode><m:DescriptiveLinkKey>0</m:DescriptiveLinkKey><m:MessageXml><t:Value Name="BackOffMilliseconds" xmlns:t="http://schemas.microsoft.com/exchange/services/2006/types">297000</t:Value></m:MessageXml></m:FindItemResponseMessage></m:ResponseMessages></m:FindItemResponse>'
    )
    t = "Search the legal@ mailbox for every message mentioning the Contoso settlement since January and list senders."
    sess(
        "ews",
        "fail",
        1,
        t,
        [
            ("ews_find_item", {"mailbox": "legal@northwind.local", "query": q, "max": 50}, busy)
            for q in [
                "Contoso settlement",
                "Contoso",
                "settlement received>=2024-01-01",
                "subject:Contoso",
                "from:contoso.com",
                "Contoso agreement",
                "body:settlement",
            ]
        ],
    )
    # zimbra ok-1
    t = "In Zimbra, check whether the auditor (kpatel@auditfirm.example) has sent the signed engagement letter, and save the attachment name."
    z = lambda body: js(
        {
            "Header": {"context": {"change": {"token": 48812}, "_jsns": "urn:zimbra"}},
            "Body": body,
            "_jsns": "urn:zimbraSoap",
        }
    )
    sess(
        "zimbra",
        "ok",
        1,
        t,
        [
            (
                "zimbra_soap",
                {
                    "request": "SearchRequest",
                    "query": "from:kpatel@auditfirm.example",
                    "types": "message",
                    "limit": 10,
                },
                z(
                    {
                        "SearchResponse": {
                            "sortBy": "dateDesc",
                            "offset": 0,
                            "more": False,
                            "m": [
                                {
                                    "id": "4471",
                                    "d": 1718280000000,
                                    "su": "Signed engagement letter FY24",
                                    "fr": "Please find attached the countersigned letter.",
                                    "e": [
                                        {
                                            "a": "kpatel@auditfirm.example",
                                            "p": "Kiran Patel",
                                            "t": "f",
                                        }
                                    ],
                                    "f": "a",
                                },
                                {
                                    "id": "4102",
                                    "d": 1716900000000,
                                    "su": "Engagement letter draft",
                                    "e": [{"a": "kpatel@auditfirm.example", "t": "f"}],
                                },
                            ],
                            "_jsns": "urn:zimbraMail",
                        }
                    }
                ),
            ),
            (
                "zimbra_soap",
                {"request": "GetMsgRequest", "m": {"id": "4471"}},
                z(
                    {
                        "GetMsgResponse": {
                            "m": [
                                {
                                    "id": "4471",
                                    "su": "Signed engagement letter FY24",
                                    "mp": [
                                        {"part": "1", "ct": "text/plain", "s": 214},
                                        {
                                            "part": "2",
                                            "ct": "application/pdf",
                                            "filename": "Engagement_Letter_FY24_signed.pdf",
                                            "s": 188204,
                                            "cd": "attachment",
                                        },
                                    ],
                                }
                            ],
                            "_jsns": "urn:zimbraMail",
                        }
                    }
                ),
            ),
            (
                "zimbra_soap",
                {
                    "request": "MsgActionRequest",
                    "action": {"op": "tag", "id": "4471", "tn": "audit"},
                },
                z(
                    {
                        "MsgActionResponse": {
                            "action": {"op": "tag", "id": "4471"},
                            "_jsns": "urn:zimbraMail",
                        }
                    }
                ),
            ),
        ],
    )
    zf = js(
        {
            "Body": {
                "Fault": {
                    "Code": {"Value": "soap:Sender"},
                    "Reason": {"Text": "auth credentials have expired"},
                    "Detail": {
                        "Error": {
                            "Code": "service.AUTH_EXPIRED",
                            "Trace": "qtp1196695891-1401:1718281130222:" + hid("ztrace", 16),
                            "_jsns": "urn:zimbra",
                        }
                    },
                }
            },
            "_jsns": "urn:zimbraSoap",
        }
    )
    t = "Find all meeting invites from the board secretary in June in Zimbra and list their dates."
    sess(
        "zimbra",
        "fail",
        1,
        t,
        [
            (
                "zimbra_soap",
                {
                    "request": "SearchRequest",
                    "query": q,
                    "types": "appointment" if "appt" in q else "message",
                },
                zf,
            )
            for q in [
                "from:secretary@board.example after:5/31/24",
                "from:secretary@board.example",
                "in:calendar appt board",
                "subject:board meeting",
                "is:invite after:6/1/24",
                "appt June",
            ]
        ],
    )
    # doveadm ok-1: mailbox status, search, fetch, expunge
    t = "Mailbox for jkim@corp is near quota; find what's taking space in Archive, and delete the 2019 newsletters."
    sess(
        "doveadm",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {"cmd": "doveadm quota get -u jkim@corp"},
                "Quota name Type    Value   Limit                                                                 %\nUser quota STORAGE 9913420 10485760                                                               94\nUser quota MESSAGE   48211        -                                                                0\n",
            ),
            (
                "shell",
                {"cmd": "doveadm mailbox status -u jkim@corp -t 'messages vsize' 'Archive*'"},
                "messages=38107 vsize=8412004113\n",
            ),
            (
                "shell",
                {"cmd": "doveadm mailbox status -u jkim@corp 'messages vsize' 'Archive*'"},
                "Archive messages=212 vsize=9840221\nArchive/2019 messages=14880 vsize=4210004111\nArchive/2020 messages=9021 vsize=1800122090\nArchive/2021 messages=13994 vsize=2392037792\n",
            ),
            (
                "shell",
                {
                    "cmd": "doveadm search -u jkim@corp mailbox Archive/2019 header List-Id newsletter | wc -l"
                },
                "6122\n",
            ),
            (
                "shell",
                {
                    "cmd": "doveadm expunge -u jkim@corp mailbox Archive/2019 header List-Id newsletter"
                },
                "",
            ),
            (
                "shell",
                {"cmd": "doveadm quota get -u jkim@corp"},
                "Quota name Type    Value   Limit                                                                 %\nUser quota STORAGE 7120388 10485760                                                               67\nUser quota MESSAGE   42089        -                                                                0\n",
            ),
        ],
    )
    # doveadm fail-1: doveadm server down
    dv = "doveadm(root): Error: net_connect_unix(/run/dovecot/doveadm-server) failed: Connection refused\n"
    t = "Check which users on mx2 have more than 5,000 unread messages in INBOX."
    sess(
        "doveadm",
        "fail",
        1,
        t,
        [
            ("shell", {"cmd": c}, dv)
            for c in [
                "doveadm -f tab mailbox status -A unseen INBOX",
                "doveadm mailbox status -A unseen INBOX",
                "doveadm -f tab mailbox status -u '*@corp' unseen INBOX",
                "doveadm user '*'",
                "doveadm mailbox status -u jkim@corp unseen INBOX",
                "doveadm who",
                "doveadm -D mailbox status -u admin@corp unseen INBOX",
            ]
        ],
    )
    # postqueue ok-1: queue inspection, flush, empty queue is the answer
    t = "Customers say invoices to @harbourfreight.example aren't arriving; check the mail queue and flush it after fixing."
    sess(
        "postqueue",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {"cmd": "mailq | tail -n 20"},
                "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------\n4W1QGk3Fz2z9vY1     8211 Fri Jun 14 09:02:41  billing@northwind.example\n         (connect to mx.harbourfreight.example[203.0.113.40]:25: Connection timed out)\n                                         ap@harbourfreight.example\n\n4W1QJ02lq5z9vYB     7994 Fri Jun 14 09:40:12  billing@northwind.example\n         (connect to mx.harbourfreight.example[203.0.113.40]:25: Connection timed out)\n                                         invoices@harbourfreight.example\n\n-- 17 Kbytes in 2 Requests.\n",
            ),
            (
                "shell",
                {"cmd": "dig +short MX harbourfreight.example"},
                "10 mx1.harbourfreight.example.\n20 mx2.harbourfreight.example.\n",
            ),
            (
                "shell",
                {
                    "cmd": "postconf -n | grep transport_maps; postmap -q harbourfreight.example hash:/etc/postfix/transport"
                },
                "transport_maps = hash:/etc/postfix/transport\nsmtp:[mx.harbourfreight.example]\n",
            ),
            (
                "shell",
                {
                    "cmd": "sed -i '/harbourfreight.example/d' /etc/postfix/transport && postmap /etc/postfix/transport && postfix reload"
                },
                "postfix/postfix-script: refreshing the Postfix mail system\n",
            ),
            ("shell", {"cmd": "postqueue -f"}, ""),
            ("shell", {"cmd": "mailq"}, "Mail queue is empty\n"),
        ],
    )
    # postqueue ok-2: JSON queue listing, deferred counts
    t = "How many messages are deferred on relay1 right now, and which recipient domain accounts for most?"
    pj = "\n".join(
        js(
            {
                "queue_name": "deferred",
                "queue_id": "4W1" + hid(f"pq{i}", 9).upper(),
                "arrival_time": 1718350000 + i * 61,
                "message_size": 4100 + i * 13,
                "forced_expire": False,
                "sender": "noreply@northwind.example",
                "recipients": [
                    {
                        "address": f"user{i}@{d}",
                        "delay_reason": "host "
                        + d
                        + "[198.51.100.7] said: 421 4.7.0 Try again later",
                    }
                ],
            }
        )
        for i, d in enumerate(
            ["gmail.example", "gmail.example", "outlook.example", "gmail.example", "yahoo.example"]
        )
    )
    sess(
        "postqueue",
        "ok",
        2,
        t,
        [
            ("shell", {"cmd": "postqueue -j | head -n 5"}, pj + "\n"),
            (
                "shell",
                {
                    "cmd": "postqueue -j | jq -r 'select(.queue_name==\"deferred\") | .recipients[].address' | awk -F@ '{print $2}' | sort | uniq -c | sort -rn | head"
                },
                "    412 gmail.example\n     97 outlook.example\n     31 yahoo.example\n      4 icloud.example\n",
            ),
            (
                "shell",
                {"cmd": "postqueue -j | jq -r '.queue_name' | sort | uniq -c"},
                "     12 active\n    544 deferred\n",
            ),
        ],
    )
    # caldav ok-1: PROPFIND then REPORT then PUT
    t = "Add a 'Fire drill' event on 2024-06-20 10:00-10:30 to the shared Facilities calendar on our Nextcloud, after checking nothing else is booked then."
    sess(
        "caldav",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {
                    "cmd": "curl -s -u svc-cal:*** -X PROPFIND -H 'Depth: 1' https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/"
                },
                '<?xml version="1.0"?>\n<d:multistatus xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns" xmlns:cal="urn:ietf:params:xml:ns:caldav" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns"><d:response><d:href>/remote.php/dav/calendars/svc-cal/</d:href><d:propstat><d:prop><d:resourcetype><d:collection/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:response><d:href>/remote.php/dav/calendars/svc-cal/facilities_shared_by_ops/</d:href><d:propstat><d:prop><d:displayname>Facilities</d:displayname><d:resourcetype><d:collection/><cal:calendar/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response><d:response><d:href>/remote.php/dav/calendars/svc-cal/personal/</d:href><d:propstat><d:prop><d:displayname>Personal</d:displayname><d:resourcetype><d:collection/><cal:calendar/></d:resourcetype></d:prop><d:status>HTTP/1.1 200 OK</d:status></d:propstat></d:response></d:multistatus>\n',
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u svc-cal:*** -X REPORT -H 'Depth: 1' -H 'Content-Type: application/xml' --data @range-0620.xml https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/facilities_shared_by_ops/"
                },
                '<?xml version="1.0"?>\n<d:multistatus xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns" xmlns:cal="urn:ietf:params:xml:ns:caldav" xmlns:oc="http://owncloud.org/ns" xmlns:nc="http://nextcloud.org/ns"/>\n',
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -i -u svc-cal:*** -X PUT -H 'Content-Type: text/calendar' --data-binary @firedrill.ics https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/facilities_shared_by_ops/firedrill-20240620.ics"
                },
                'HTTP/2 201 \ncontent-length: 0\ndav: 1, 3, extended-mkcol, access-control, calendarserver-principal-property-search, calendar-access, calendar-proxy\netag: "'
                + hid("etag1", 32)
                + '"\nserver: nginx\n\n',
            ),
        ],
    )
    # caldav fail-1: maintenance mode
    mm = '<?xml version="1.0" encoding="utf-8"?>\n<d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns">\n  <s:exception>Sabre\\DAV\\Exception\\ServiceUnavailable</s:exception>\n  <s:message>System is in maintenance mode.</s:message>\n</d:error>\n'
    t = "List everyone's out-of-office events for next week from the Team calendar on Nextcloud."
    sess(
        "caldav",
        "fail",
        1,
        t,
        [
            ("shell", {"cmd": c}, mm)
            for c in [
                "curl -s -u svc-cal:*** -X PROPFIND -H 'Depth: 1' https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/",
                "curl -s -u svc-cal:*** -X REPORT -H 'Depth: 1' --data @range-week25.xml https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/team_shared_by_hr/",
                "curl -s -u svc-cal:*** -X REPORT -H 'Depth: 1' --data @range-week25-ooo.xml https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/team_shared_by_hr/",
                "curl -s -u svc-cal:*** -X PROPFIND -H 'Depth: 0' https://cloud.northwind.example/remote.php/dav/principals/users/svc-cal/",
                "curl -s -u svc-cal:*** https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/team_shared_by_hr/?export",
                "curl -s -u svc-cal:*** -X REPORT -H 'Depth: 1' --data @range-week25.xml https://cloud.northwind.example/remote.php/dav/calendars/svc-cal/personal/",
            ]
        ],
    )
    # nextcloud-ocs ok-1: users and share creation
    t = "Share the /Finance/Q2 folder on Nextcloud read-only with the new controller, Aurelia Nkemelu."
    ocs = lambda data, code=200: js(
        {"ocs": {"meta": {"status": "ok", "statuscode": code, "message": "OK"}, "data": data}}
    )
    sess(
        "nextcloud-ocs",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/users?search=nkemelu&format=json'"
                },
                ocs({"users": ["anquemelu"]}),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/users/anquemelu?format=json'"
                },
                ocs(
                    {
                        "enabled": True,
                        "id": "anquemelu",
                        "displayname": "Aurelia Nkemelu",
                        "email": "a.nkemelu@northwind.example",
                        "groups": ["finance"],
                        "quota": {"used": 0, "quota": 10737418240},
                    }
                ),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u finadmin:*** -H 'OCS-APIRequest: true' -X POST -d path=/Finance/Q2 -d shareType=0 -d shareWith=anquemelu -d permissions=1 'https://cloud.northwind.example/ocs/v2.php/apps/files_sharing/api/v1/shares?format=json'"
                },
                ocs(
                    {
                        "id": "1288",
                        "share_type": 0,
                        "uid_owner": "finadmin",
                        "permissions": 1,
                        "stime": 1718373600,
                        "path": "/Finance/Q2",
                        "item_type": "folder",
                        "share_with": "anquemelu",
                        "share_with_displayname": "Aurelia Nkemelu",
                    }
                ),
            ),
        ],
    )
    # nextcloud-ocs ok-2: group members, legitimately empty
    t = "Does anyone in the 'contractors' group on Nextcloud still have access? We offboarded them all last week."
    sess(
        "nextcloud-ocs",
        "ok",
        2,
        t,
        [
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/groups/contractors/users?format=json'"
                },
                ocs({"users": []}),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/groups?search=contract&format=json'"
                },
                ocs({"groups": ["contractors", "contractors-archive"]}),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/groups/contractors-archive/users?format=json'"
                },
                ocs({"users": ["bweller", "tsoto", "x.ming"]}),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/users/bweller?format=json'"
                },
                ocs(
                    {
                        "enabled": False,
                        "id": "bweller",
                        "displayname": "Ben Weller",
                        "lastLogin": 1716800000000,
                    }
                ),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/users/tsoto?format=json'"
                },
                ocs(
                    {
                        "enabled": False,
                        "id": "tsoto",
                        "displayname": "Teresa Soto",
                        "lastLogin": 1716710000000,
                    }
                ),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -u admin:*** -H 'OCS-APIRequest: true' 'https://cloud.northwind.example/ocs/v2.php/cloud/users/x.ming?format=json'"
                },
                ocs(
                    {
                        "enabled": True,
                        "id": "x.ming",
                        "displayname": "Xu Ming",
                        "lastLogin": 1718260000000,
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- 4. warehouse admin and lineage
def dwh() -> None:
    t = "Kick off the nightly_load Synapse pipeline in workspace nw-analytics and tell me when it finishes."
    run = lambda st, end=None: js(
        {
            "runId": "0f3c" + hid("synrun", 28),
            "pipelineName": "nightly_load",
            "status": st,
            "runStart": "2024-06-14T17:02:11.118Z",
            "runEnd": end,
            "durationInMs": 612004 if end else None,
            "message": "",
            "invokedBy": {"name": "Manual", "invokedByType": "Manual"},
        }
    )
    sess(
        "synapse",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {
                    "cmd": "az synapse pipeline create-run --workspace-name nw-analytics --name nightly_load"
                },
                js({"runId": "0f3c" + hid("synrun", 28)}),
            ),
            (
                "shell",
                {
                    "cmd": "az synapse pipeline-run show --workspace-name nw-analytics --run-id 0f3c"
                    + hid("synrun", 28)
                },
                run("InProgress"),
            ),
            (
                "shell",
                {
                    "cmd": "az synapse pipeline-run show --workspace-name nw-analytics --run-id 0f3c"
                    + hid("synrun", 28)
                },
                run("InProgress"),
            ),
            (
                "shell",
                {
                    "cmd": "az synapse pipeline-run show --workspace-name nw-analytics --run-id 0f3c"
                    + hid("synrun", 28)
                },
                run("Succeeded", "2024-06-14T17:12:23.122Z"),
            ),
        ],
    )
    t = "Which dedicated SQL pools in nw-analytics are paused, and resume the reporting one."
    sess(
        "synapse",
        "ok",
        2,
        t,
        [
            (
                "shell",
                {
                    "cmd": "az synapse sql pool list --workspace-name nw-analytics --resource-group rg-analytics -o table"
                },
                "Name         ResourceGroup    Location    Sku    Status\n-----------  ---------------  ----------  -----  --------\nreporting    rg-analytics     westeurope  DW200c  Paused\netl_stage    rg-analytics     westeurope  DW500c  Online\nsandbox_dw   rg-analytics     westeurope  DW100c  Paused\n",
            ),
            (
                "shell",
                {
                    "cmd": "az synapse sql pool resume --name reporting --workspace-name nw-analytics --resource-group rg-analytics"
                },
                "",
            ),
            (
                "shell",
                {
                    "cmd": "az synapse sql pool show --name reporting --workspace-name nw-analytics --resource-group rg-analytics --query status -o tsv"
                },
                "Online\n",
            ),
        ],
    )
    azerr = (
        "ERROR: AADSTS700082: The refresh token has expired due to inactivity. The token was issued on 2024-03-11T08:14:02.1120000Z and was inactive for 90.00:00:00. Trace ID: "
        + hid("trace", 8)
        + "-"
        + hid("trace2", 4)
        + " Correlation ID: "
        + hid("corr", 8)
        + " Timestamp: 2024-06-14 17:30:12Z\nInteractive authentication is needed. Please run:\naz login --scope https://dev.azuresynapse.net//.default\n"
    )
    t = "Find the Synapse pipeline runs that failed in the last 24h and show their error messages."
    sess(
        "synapse",
        "fail",
        1,
        t,
        [
            ("shell", {"cmd": c}, azerr)
            for c in [
                "az synapse pipeline-run query-by-workspace --workspace-name nw-analytics --last-updated-after 2024-06-13T17:00:00Z --last-updated-before 2024-06-14T17:30:00Z",
                "az synapse pipeline-run query-by-workspace --workspace-name nw-analytics --last-updated-after 2024-06-13T00:00:00Z --last-updated-before 2024-06-15T00:00:00Z --filters operand=Status operator=Equals values=Failed",
                "az synapse pipeline list --workspace-name nw-analytics -o table",
                "az synapse trigger-run query-by-workspace --workspace-name nw-analytics --last-updated-after 2024-06-13T00:00:00Z --last-updated-before 2024-06-15T00:00:00Z",
                "az synapse pipeline-run show --workspace-name nw-analytics --run-id 7ab1"
                + hid("oldrun", 28),
                "az synapse workspace show --name nw-analytics --resource-group rg-analytics",
            ]
        ],
    )
    # bteq
    t = "In Teradata, who are the top 3 spool users today, and is anyone blocked?"
    sess(
        "bteq",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {"cmd": "bteq < top_spool.sql"},
                " *** Query completed. 3 rows found. 3 columns returned. \n *** Total elapsed time was 1 second.\n\nUserName                        CurrentSpoolGB  PeakSpoolGB\n------------------------------  --------------  -----------\nETL_BATCH                               412.70       688.10\nANALYST_JLEE                             96.22       140.05\nSVC_TABLEAU                              31.08        77.40\n",
            ),
            (
                "shell",
                {"cmd": "bteq < blocked.sql"},
                " *** Query completed. No rows found. \n *** Total elapsed time was 1 second.\n",
            ),
        ],
    )
    spool = " *** Failure 2646 No more spool space in RPT_AGENT.\n                Statement# 1, Info =0 \n *** Total elapsed time was 3 seconds.\n"
    t = "Get row counts per month for SALES.ORDER_LINES in Teradata for 2023 and compare with 2022."
    sess(
        "bteq",
        "fail",
        1,
        t,
        [
            ("shell", {"cmd": f"bteq < {f}"}, spool)
            for f in [
                "counts_2023.sql",
                "counts_2022.sql",
                "counts_2023_jan.sql",
                "count_all.sql",
                "counts_sample.sql",
                "counts_2023_by_quarter.sql",
            ]
        ],
    )
    # vsql
    t = "In Vertica, check whether the projections for fact_clicks are up to date and refresh any that aren't."
    sess(
        "vsql",
        "ok",
        1,
        t,
        [
            (
                "shell",
                {
                    "cmd": "vsql -c \"SELECT projection_name, is_up_to_date FROM projections WHERE anchor_table_name='fact_clicks';\""
                },
                "   projection_name    | is_up_to_date \n----------------------+---------------\n fact_clicks_super    | t\n fact_clicks_by_day   | f\n fact_clicks_by_camp  | t\n(3 rows)\n\n",
            ),
            (
                "shell",
                {"cmd": "vsql -c \"SELECT REFRESH('fact_clicks');\""},
                '                 REFRESH                  \n------------------------------------------\n Refresh completed with the following outcomes:\nProjection Name: [Anchor Table] [Status] [Refresh Method] [Error Count] [Duration (sec)]\n----------------------------------------------------------------------------------------\n"public"."fact_clicks_by_day": [fact_clicks] [refreshed] [scratch] [0] [148]\n\n(1 row)\n\n',
            ),
            (
                "shell",
                {
                    "cmd": "vsql -c \"SELECT projection_name FROM projections WHERE anchor_table_name='fact_clicks' AND NOT is_up_to_date;\""
                },
                " projection_name \n-----------------\n(0 rows)\n\n",
            ),
        ],
    )
    t = "Which Vertica sessions have been idle more than an hour? Close them."
    v0 = " user_name | session_id | statement_start \n-----------+------------+-----------------\n(0 rows)\n\n"
    sess(
        "vsql",
        "fail",
        1,
        t,
        [
            (
                "shell",
                {
                    "cmd": "vsql -h vertica-dev.internal -c \"SELECT user_name, session_id, statement_start FROM sessions WHERE statement_start < now() - interval '1 hour';\""
                },
                v0,
            ),
            (
                "shell",
                {
                    "cmd": 'vsql -h vertica-dev.internal -c "SELECT user_name, session_id, statement_start FROM sessions;"'
                },
                v0,
            ),
            (
                "shell",
                {
                    "cmd": 'vsql -h vertica-dev.internal -c "SELECT user_name, session_id, login_timestamp FROM v_monitor.sessions;"'
                },
                " user_name | session_id | login_timestamp \n-----------+------------+-----------------\n(0 rows)\n\n",
            ),
            (
                "shell",
                {
                    "cmd": 'vsql -h vertica-dev.internal -c "SELECT user_name, session_id FROM sessions WHERE transaction_id IS NULL;"'
                },
                " user_name | session_id \n-----------+------------\n(0 rows)\n\n",
            ),
            (
                "shell",
                {
                    "cmd": 'vsql -h vertica-dev.internal -c "SELECT node_name, user_name, session_id FROM v_monitor.sessions ORDER BY 1;"'
                },
                " node_name | user_name | session_id \n-----------+-----------+------------\n(0 rows)\n\n",
            ),
            (
                "shell",
                {"cmd": 'vsql -h vertica-dev.internal -c "SELECT count(*) FROM sessions;"'},
                " count \n-------\n     0\n(1 row)\n\n",
            ),
        ],
    )
    # exasol
    t = "In Exasol, list the top 5 longest-running statements from yesterday's audit."
    sess(
        "exasol",
        "ok",
        1,
        t,
        [
            (
                "python",
                {
                    "code": "import pyexasol; c=pyexasol.connect(dsn='exa-prod:8563', user='admin', password=PW)\nfor r in c.execute(\"SELECT SESSION_ID, STMT_ID, COMMAND_NAME, DURATION, LEFT(SQL_TEXT,60) FROM EXA_DBA_AUDIT_SQL WHERE START_TIME >= CURRENT_DATE-1 AND START_TIME < CURRENT_DATE ORDER BY DURATION DESC LIMIT 5\"): print(r)"
                },
                "(1801557230048220141, 14, 'SELECT', Decimal('1844.201'), 'SELECT c.region, SUM(o.amount) FROM orders o JOIN customers c')\n(1801557230048220141, 9, 'MERGE', Decimal('921.880'), 'MERGE INTO dim_customer t USING stg_customer s ON t.id = s.id')\n(1801557198811200012, 3, 'IMPORT', Decimal('611.045'), \"IMPORT INTO stg_events FROM CSV AT 's3://nw-raw/events/2024-06-13/'\")\n(1801557302200101773, 2, 'SELECT', Decimal('402.118'), 'SELECT * FROM v_finance_monthly WHERE fiscal_year = 2024')\n(1801557198811200012, 7, 'DELETE', Decimal('280.990'), 'DELETE FROM stg_events WHERE event_ts < ADD_DAYS(CURRENT_DAT')\n",
            ),
            (
                "python",
                {
                    "code": 'print(c.execute("SELECT USER_NAME, CLIENT FROM EXA_DBA_AUDIT_SESSIONS WHERE SESSION_ID IN (1801557230048220141, 1801557198811200012)").fetchall())'
                },
                "[('ETL_SVC', 'Python 3.11 pyexasol 0.25.2'), ('LOADER', 'EXAplus 7.1.14')]\n",
            ),
        ],
    )
    # firebolt
    t = "Check Firebolt engine status and how much data the events table scanned in the last query."
    fb = lambda meta, data: js(
        {
            "meta": meta,
            "data": data,
            "rows": len(data),
            "statistics": {
                "elapsed": 0.021,
                "rows_read": len(data),
                "bytes_read": 412 * len(data),
                "time_before_execution": 0.0012,
                "time_to_execute": 0.0183,
                "scanned_bytes_cache": 0,
                "scanned_bytes_storage": 0,
            },
        }
    )
    sess(
        "firebolt",
        "ok",
        1,
        t,
        [
            (
                "firebolt_query",
                {
                    "engine": "system",
                    "sql": "SELECT engine_name, status, type, nodes FROM information_schema.engines",
                },
                fb(
                    [
                        {"name": "engine_name", "type": "text"},
                        {"name": "status", "type": "text"},
                        {"name": "type", "type": "text"},
                        {"name": "nodes", "type": "integer"},
                    ],
                    [
                        {
                            "engine_name": "analytics_m",
                            "status": "RUNNING",
                            "type": "M",
                            "nodes": 2,
                        },
                        {"engine_name": "ingest_s", "status": "STOPPED", "type": "S", "nodes": 1},
                    ],
                ),
            ),
            (
                "firebolt_query",
                {
                    "engine": "analytics_m",
                    "sql": "SELECT query_id, scanned_bytes, scanned_rows, duration_us FROM information_schema.engine_query_history WHERE query_text ILIKE '%events%' ORDER BY start_time DESC LIMIT 1",
                },
                fb(
                    [
                        {"name": "query_id", "type": "text"},
                        {"name": "scanned_bytes", "type": "bigint"},
                        {"name": "scanned_rows", "type": "bigint"},
                        {"name": "duration_us", "type": "bigint"},
                    ],
                    [
                        {
                            "query_id": hid("fbq", 8) + "-" + hid("fbq2", 4),
                            "scanned_bytes": 48812233401,
                            "scanned_rows": 911204553,
                            "duration_us": 4120533,
                        }
                    ],
                ),
            ),
        ],
    )
    # openlineage: emit events, acknowledgements
    t = "Record lineage for the backfill job we just ran by hand: start and complete events for nw.backfill_orders reading raw.orders and writing mart.orders_daily."
    sess(
        "openlineage",
        "ok",
        1,
        t,
        [
            (
                "openlineage_emit",
                {
                    "eventType": "START",
                    "job": {"namespace": "nw-airflow", "name": "nw.backfill_orders"},
                    "run": {"runId": "0190" + hid("olrun", 28)},
                    "inputs": [{"namespace": "postgres://pg-prod:5432", "name": "raw.orders"}],
                    "outputs": [],
                },
                "HTTP 201 Created",
            ),
            (
                "openlineage_emit",
                {
                    "eventType": "COMPLETE",
                    "job": {"namespace": "nw-airflow", "name": "nw.backfill_orders"},
                    "run": {"runId": "0190" + hid("olrun", 28)},
                    "inputs": [{"namespace": "postgres://pg-prod:5432", "name": "raw.orders"}],
                    "outputs": [
                        {"namespace": "postgres://pg-prod:5432", "name": "mart.orders_daily"}
                    ],
                },
                "HTTP 201 Created",
            ),
            (
                "openlineage_get_lineage",
                {"nodeId": "dataset:postgres://pg-prod:5432:mart.orders_daily", "depth": 1},
                js(
                    {
                        "graph": [
                            {
                                "id": "dataset:postgres://pg-prod:5432:mart.orders_daily",
                                "type": "DATASET",
                                "inEdges": [
                                    {
                                        "origin": "job:nw-airflow:nw.backfill_orders",
                                        "destination": "dataset:postgres://pg-prod:5432:mart.orders_daily",
                                    }
                                ],
                                "outEdges": [],
                            },
                            {
                                "id": "job:nw-airflow:nw.backfill_orders",
                                "type": "JOB",
                                "inEdges": [
                                    {
                                        "origin": "dataset:postgres://pg-prod:5432:raw.orders",
                                        "destination": "job:nw-airflow:nw.backfill_orders",
                                    }
                                ],
                                "outEdges": [
                                    {
                                        "origin": "job:nw-airflow:nw.backfill_orders",
                                        "destination": "dataset:postgres://pg-prod:5432:mart.orders_daily",
                                    }
                                ],
                            },
                        ]
                    }
                ),
            ),
        ],
    )
    ol = "requests.exceptions.ConnectionError: HTTPConnectionPool(host='lineage-collector.internal', port=5000): Max retries exceeded with url: /api/v1/lineage (Caused by NewConnectionError('<urllib3.connection.HTTPConnection object at 0x7f3b2c1d9e50>: Failed to establish a new connection: [Errno 111] Connection refused'))"
    t = "Find every job downstream of raw.customers in our lineage store before we change its schema."
    sess(
        "openlineage",
        "fail",
        1,
        t,
        [
            ("openlineage_get_lineage", {"nodeId": n, "depth": d}, ol)
            for n, d in [
                ("dataset:postgres://pg-prod:5432:raw.customers", 3),
                ("dataset:postgres://pg-prod:5432:raw.customers", 1),
                ("dataset:pg-prod:raw.customers", 2),
                ("job:nw-airflow:nw.load_customers", 2),
                ("dataset:postgres://pg-prod:5432:mart.dim_customer", 1),
                ("dataset:postgres://pg-prod:5432:raw.customers", 5),
            ]
        ],
    )


# ---------------------------------------------------------------- 5. yards and ports
def ports() -> None:
    argo = lambda inner: (
        '<?xml version="1.0" encoding="UTF-8"?><argo:response xmlns:argo="http://www.navis.com/argo" status="0" status-id="OK"><argo:result>'
        + inner
        + "</argo:result></argo:response>"
    )
    t = "Is container MSKU7741203 on hold at the terminal, and if it's released, when is its appointment?"
    sess(
        "navis-n4",
        "ok",
        1,
        t,
        [
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": '<unit-inquiry><units><unit id="MSKU7741203"/></units></unit-inquiry>',
                },
                argo(
                    '<units><unit id="MSKU7741203" category="IMPRT" freight-kind="FCL" transit-state="S40_YARD" line="MAE" iso="45G1" gross-weight-kg="23110"><position loc-type="YARD" slot="B12.03.4"/><holds><hold id="CUSTOMS_EXAM" status="RELEASED" applied="2024-06-11T08:00:00" released="2024-06-13T15:22:00"/><hold id="FREIGHT" status="RELEASED"/></holds></unit></units>'
                ),
            ),
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": '<appointment-inquiry><unit id="MSKU7741203"/></appointment-inquiry>',
                },
                argo(
                    '<appointments><appointment nbr="GA-5512087" state="CREATED" window-start="2024-06-15T07:00:00" window-end="2024-06-15T09:00:00" trucking-co="BLUEWAVE"/></appointments>'
                ),
            ),
        ],
    )
    t = "Check the three containers from booking BK-90211 — have any gated out yet?"
    sess(
        "navis-n4",
        "ok",
        2,
        t,
        [
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": '<unit-inquiry><booking nbr="BK-90211"/></unit-inquiry>',
                },
                argo(
                    "".join(
                        f'<unit id="{c}" transit-state="{s}"/>'
                        for c, s in [
                            ("TGHU4410982", "S70_DEPARTED"),
                            ("TGHU4410350", "S40_YARD"),
                            ("CAIU8120044", "S40_YARD"),
                        ]
                    ).join(("<units>", "</units>"))
                ),
            ),
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": '<gate-transactions><unit id="TGHU4410982"/></gate-transactions>',
                },
                argo(
                    '<transactions><tran nbr="88120331" stage="OUTGATE" status="COMPLETE" truck="BLUEWAVE 118" time="2024-06-13T16:41:09"/></transactions>'
                ),
            ),
        ],
    )
    n4stale = argo(
        '<units><unit id="HLXU3381200" category="EXPRT" transit-state="S20_INBOUND"/></units>'
    )
    t = "Find where each of our six reefers from vessel MSC AURORA voyage 424E are in the yard."
    sess(
        "navis-n4",
        "fail",
        1,
        t,
        [
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": f'<unit-inquiry><units><unit id="{c}"/></units></unit-inquiry>',
                },
                n4stale,
            )
            for c in [
                "MSCU9920341",
                "MSCU9920880",
                "MEDU7712043",
                "MSCU9921177",
                "CXRU1120453",
                "MEDU7712911",
            ]
        ]
        + [
            (
                "n4_generic_invoke",
                {
                    "scope": "NW/TERM/PORT/T1",
                    "xml": '<unit-inquiry><vessel-visit id="MSCAUR424E" freight-kind="RFR"/></unit-inquiry>',
                },
                n4stale,
            )
        ],
    )
    # signal
    t = "What's the Port of LA import volume forecast for the next two weeks compared to last year?"
    sess(
        "signal",
        "ok",
        1,
        t,
        [
            (
                "signal_get",
                {"path": "/api/v1/port/POLA/forecast", "params": {"weeks": 2}},
                js(
                    {
                        "port": "POLA",
                        "generated": "2024-06-14T06:00:00-07:00",
                        "weeks": [
                            {
                                "weekStart": "2024-06-16",
                                "importTEU": 98412,
                                "lastYearTEU": 81220,
                                "vessels": 21,
                            },
                            {
                                "weekStart": "2024-06-23",
                                "importTEU": 102005,
                                "lastYearTEU": 84310,
                                "vessels": 23,
                            },
                        ],
                    }
                ),
            ),
            (
                "signal_get",
                {"path": "/api/v1/port/POLA/dwell", "params": {"mode": "truck"}},
                js(
                    {
                        "port": "POLA",
                        "asOf": "2024-06-13",
                        "avgDwellDays": 2.71,
                        "share5PlusDays": 0.08,
                    }
                ),
            ),
        ],
    )
    maint = "<html><head><title>Port Optimizer - Maintenance</title></head><body><h2>The Port Optimizer&trade; is temporarily unavailable while we perform scheduled maintenance.</h2><p>Please try again later.</p></body></html>"
    t = "Pull Signal's export empties forecast and the rail dwell for this week at Long Beach and LA."
    sess(
        "signal",
        "fail",
        1,
        t,
        [
            ("signal_get", {"path": p, "params": q}, maint)
            for p, q in [
                ("/api/v1/port/POLA/forecast", {"direction": "export"}),
                ("/api/v1/port/POLB/forecast", {"direction": "export"}),
                ("/api/v1/port/POLA/dwell", {"mode": "rail"}),
                ("/api/v1/port/POLB/dwell", {"mode": "rail"}),
                ("/api/v1/port/POLA/forecast", {}),
                ("/api/v1/ports", {}),
            ]
        ],
    )
    # marinetraffic
    t = "Where is the vessel EVER GIVEN right now and what's its ETA to Rotterdam?"
    sess(
        "marinetraffic",
        "ok",
        1,
        t,
        [
            (
                "marinetraffic",
                {"service": "exportvessel", "imo": 9811000, "protocol": "jsono"},
                js(
                    [
                        {
                            "MMSI": "353136000",
                            "IMO": "9811000",
                            "SHIP_ID": "5630138",
                            "LAT": "36.412330",
                            "LON": "-6.881270",
                            "SPEED": "148",
                            "HEADING": "318",
                            "COURSE": "317",
                            "STATUS": "0",
                            "TIMESTAMP": "2024-06-14T16:52:00",
                            "DSRC": "TER",
                        }
                    ]
                ),
            ),
            (
                "marinetraffic",
                {
                    "service": "expectedarrivals",
                    "imo": 9811000,
                    "portid": 1764,
                    "protocol": "jsono",
                },
                js(
                    [
                        {
                            "SHIP_ID": "5630138",
                            "MMSI": "353136000",
                            "IMO": "9811000",
                            "SHIPNAME": "EVER GIVEN",
                            "ETA_CALC": "2024-06-18T05:30:00",
                            "DESTINATION": "NLRTM",
                            "PORT_ID": "1764",
                        }
                    ]
                ),
            ),
        ],
    )
    mte = js({"errors": [{"code": "b1", "detail": "INSUFFICIENT CREDITS"}]})
    t = "Get positions for our 8 chartered bulkers and flag any loitering (speed under 1 knot) outside port."
    sess(
        "marinetraffic",
        "fail",
        1,
        t,
        [
            ("marinetraffic", {"service": "exportvessel", "imo": imo, "protocol": "jsono"}, mte)
            for imo in [9434567, 9612041, 9700218, 9588112, 9431102, 9657009, 9810442, 9620338]
        ],
    )
    # portcast
    t = "Track container TCNU8722015 with Portcast and tell me the predicted discharge date at Savannah."
    sess(
        "portcast",
        "ok",
        1,
        t,
        [
            (
                "portcast_track",
                {"container": "TCNU8722015", "carrier": "CMDU"},
                js({"bill_of_lading_bookmark_id": hid("pcb", 12), "status": "processing"}),
            ),
            (
                "portcast_get",
                {"bookmark_id": hid("pcb", 12)},
                js(
                    {
                        "container_no": "TCNU8722015",
                        "status": "in_transit",
                        "pod": {"locode": "USSAV", "name": "Savannah"},
                        "vessel": {"name": "CMA CGM THALASSA", "imo": 9410727},
                        "pod_predicted_arrival": "2024-06-27T09:00:00Z",
                        "pod_predicted_discharge": "2024-06-28T14:00:00Z",
                        "carrier_eta": "2024-06-26T00:00:00Z",
                    }
                ),
            ),
        ],
    )
    # kpler
    t = "How many LNG cargoes loaded at Sabine Pass in May 2024 per destination country?"
    sess(
        "kpler",
        "ok",
        1,
        t,
        [
            (
                "kpler_trades",
                {
                    "products": "lng",
                    "from_installations": "Sabine Pass",
                    "start_date": "2024-05-01",
                    "end_date": "2024-05-31",
                    "columns": "destination_country,volume_m3",
                },
                "destination_country;count;volume_m3\nNetherlands;6;1012440\nFrance;5;861100\nUnited Kingdom;4;690230\nJapan;3;518800\nGermany;2;341905\nIndia;1;171002\n",
            ),
            (
                "kpler_trades",
                {
                    "products": "lng",
                    "from_installations": "Sabine Pass",
                    "start_date": "2023-05-01",
                    "end_date": "2023-05-31",
                    "columns": "destination_country,volume_m3",
                },
                "destination_country;count;volume_m3\nNetherlands;4;688120\nFrance;6;1022804\nUnited Kingdom;5;861933\nSpain;3;509770\nChina;2;342110\n",
            ),
        ],
    )
    # macropoint
    t = "Start MacroPoint tracking for load NW-33120 (driver phone 555-0142) and get its latest location."
    sess(
        "macropoint",
        "ok",
        1,
        t,
        [
            (
                "macropoint_create_order",
                {"loadId": "NW-33120", "phone": "5550142", "durationHours": 48},
                '<?xml version="1.0" encoding="utf-8"?><OrderResponse xmlns="http://macropoint-lite.com/xml/1.0"><OrderID>'
                + hid("mpo", 10).upper()
                + "</OrderID><Status>Requesting Installation</Status><Errors/></OrderResponse>",
            ),
            (
                "macropoint_get_location",
                {"orderId": hid("mpo", 10).upper()},
                '<?xml version="1.0" encoding="utf-8"?><LocationResponse xmlns="http://macropoint-lite.com/xml/1.0"><OrderID>'
                + hid("mpo", 10).upper()
                + "</OrderID><TrackingStatus>Tracking Now</TrackingStatus><Location><Latitude>33.7701</Latitude><Longitude>-118.1937</Longitude><City>Long Beach</City><State>CA</State><CreatedDateTime>2024-06-14T17:05:00-07:00</CreatedDateTime></Location></LocationResponse>",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    vet()
    prop()
    mail()
    dwh()
    ports()
    out.write_text(
        "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in ROWS), encoding="utf-8"
    )


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout43.jsonl")
    )
