# ruff: noqa: E501
"""Held-out fixture tool_heldout46: five domain groups no earlier fixture covered.

Each row is one tool call in the project's ``real-runs`` format. Sessions are written as the
real tools and their usual wrappers return them; nothing here was tuned to a detector (the
fixture was committed before any detector was run on it).

Where each format comes from, family by family, and how sure I am of it:

Agriculture and farm management
- fieldview: Climate FieldView Platform API v4 (``/v4/fields`` with ``X-Next-Token`` paging,
  ``/v4/layers/asPlanted``, ``/v4/uploads`` + chunked PUT + status poll). Shapes from the
  public developer docs as remembered; field names fairly sure, paging header sure.
- agworld: Agworld user API (JSON:API documents, ``data``/``attributes``/``links``). The
  JSON:API envelope is sure, attribute names are plausible.
- granular: Granular Business task API reached through a REST wrapper. Least sure family:
  the envelope (``tasks`` list, ``total``) is a guess modelled on common REST practice.
- cnh: CNH FieldOps / AFS Connect fleet API (ISO 15143-3 "AEMP 2.0" style telemetry for
  location, fuel, hours). AEMP field names are sure; the wrapping envelope is plausible.
- trimble-ag: Trimble Ag Software REST API (fields, operations, work orders). Plausible.
- farmlogs: FarmLogs rainfall/field endpoints via a REST wrapper. Plausible.

Museum and collection management
- collectiveaccess: CollectiveAccess JSON web service (``service.php/find/ca_objects``,
  ``service.php/item/ca_objects/id/N``): ``ok``/``total``/``results`` with ``display_label``
  and ``idno``. Fairly sure.
- emuseum: Gallery Systems eMuseum JSON API (``/search/<q>/objects/json``). Plausible.
- omeka-s: Omeka S REST API (JSON-LD items with ``o:id``, ``o:title``, ``dcterms:*``
  value arrays). Sure.
- iiif: IIIF Presentation 3.0 manifests/collections and Image API 3.0 ``info.json``. Sure.
- axiell: Axiell Collections / Adlib ``wwwopac.ashx`` XML (``adlibXML/recordList/record``,
  ``diagnostic/hits``). Fairly sure.
- pastperfect: PastPerfect Online public search pages fetched as text by a fetch tool.
  Plausible (page text as a fetch tool renders it).

Webhooks and event delivery
- svix: Svix REST API (``ListResponse`` with ``data``/``iterator``/``done``; message
  attempts with ``status``, ``statusText``, ``responseStatusCode``; checked against the
  generated ``MessageAttemptOut`` model of the svix client). Sure.
- hookdeck: Hookdeck API 2024 (``models``/``pagination``/``count``). Fairly sure.
- convoy: Convoy API (``status``/``message``/``data`` with ``content`` and ``pagination``).
  Fairly sure.
- stripe-cli: ``stripe events list``, ``stripe events resend``, ``stripe trigger``,
  ``stripe listen`` console output run through a shell tool. Sure of the listen/trigger text.
- ngrok-api: ngrok API (``/endpoints``, ``/tunnels`` with ``uri``/``next_page_uri``). Sure.
- smee: smee-client console output. Fairly sure.

Kubernetes policy and admission
- kyverno: ``kyverno test`` / ``kyverno apply`` CLI text, PolicyReport via kubectl. Fairly sure.
- gatekeeper: ``kubectl get constraints`` tables and constraint ``status.violations`` YAML.
  Sure.
- kubewarden: ``kubectl get clusteradmissionpolicies`` tables and ``kwctl run`` JSON
  AdmissionReview responses. Fairly sure.
- polaris: ``polaris audit --format pretty/score`` text and the dashboard's JSON. Plausible.
- kube-bench: ``kube-bench run --targets node`` text. Sure.
- trivy-operator: ``kubectl get vulnerabilityreports -o wide`` tables and report YAML. Sure.

Podcast hosting and distribution
- transistor: Transistor.fm API v1 (JSON:API ``data``/``attributes``/``meta`` paging,
  analytics ``downloads`` arrays with dd-mm-yyyy dates (checked against the developer
  docs and the transistor-mcp client), ``authorize_upload``). Fairly sure.
- buzzsprout: Buzzsprout API (``/api/<podcast_id>/episodes.json`` bare arrays). Fairly sure.
- captivate: Captivate API (``success`` flag with payload). Plausible.
- libsyn: Libsyn API through a REST wrapper. Least sure; plausible JSON.
- podbean: Podbean API v1 (``episodes``/``offset``/``limit``/``has_more``; OAuth errors).
  Fairly sure.
- spotify-podcasters: Spotify for Podcasters (podcasters.spotify.com) analytics JSON as the
  web app fetches it. Plausible.

Run ``python tests/data/tool_heldout46_build.py`` to write ``tool_heldout46.jsonl``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

ROWS: list[dict] = []


def h(s: str, n: int = 8) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def j(obj) -> str:
    return json.dumps(obj, ensure_ascii=False)


def ji(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, indent=2)


def sess(run_id: str, task: str, calls: list) -> None:
    family, kind, _ = run_id.rsplit("-", 2)
    success = kind == "ok"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"heldout46/{family}",
                "run_id": run_id,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": success},
            }
        )


# ---------------------------------------------------------------- agriculture


def fv_field(name: str, acres: float) -> dict:
    return {
        "id": f"{h('fv' + name)}-{h('fv2' + name, 4)}-4{h('fv3' + name, 3)}-a{h('fv4' + name, 3)}-{h('fv5' + name, 12)}",
        "name": name,
        "area": {"q": acres, "u": "ac"},
        "farmId": "c41f0a2e-77b1-4d0e-9a11-5b8e2f6d3c90",
        "boundaryId": h("b" + name, 32),
    }


def agriculture() -> None:
    names1 = ["North 80", "Home Quarter", "Creek Bottom", "Schmidt East", "Schmidt West"]
    names2 = ["Railroad 40", "Hilltop", "Pivot 3", "Pivot 4"]
    f1 = [fv_field(n, a) for n, a in zip(names1, [79.4, 158.2, 61.7, 120.0, 118.6], strict=True)]
    f2 = [fv_field(n, a) for n, a in zip(names2, [38.9, 72.3, 126.5, 125.8], strict=True)]
    tok = "eyJ0IjoiZmllbGRzIiwibyI6NX0"
    sess(
        "fieldview-ok-1",
        "Which of my FieldView fields did we plant soybeans in this year, and what was the average seeding rate on Pivot 3?",
        [
            ("fieldview_list_fields", {"limit": 5}, j({"results": f1, "_next_token": tok})),
            ("fieldview_list_fields", {"limit": 5, "next_token": tok}, j({"results": f2})),
            (
                "fieldview_list_as_planted",
                {"occurredAfter": "2026-04-01T00:00:00Z", "occurredBefore": "2026-06-30T00:00:00Z"},
                j(
                    {
                        "results": [
                            {
                                "id": h("ap" + f["name"], 32),
                                "fieldIds": [f["id"]],
                                "startTime": st,
                                "endTime": st.replace("T13", "T19"),
                                "crop": crop,
                                "varieties": [var],
                                "area": {"q": f["area"]["q"] - 0.6, "u": "ac"},
                            }
                            for f, st, crop, var in [
                                (f1[0], "2026-05-02T13:11:40Z", "CORN", "DKC62-70RIB"),
                                (f1[1], "2026-05-09T13:02:11Z", "SOYBEANS", "AG30XF2"),
                                (f1[3], "2026-05-04T13:40:57Z", "CORN", "P1185AM"),
                                (f2[2], "2026-05-12T13:25:03Z", "SOYBEANS", "AG30XF2"),
                                (f2[3], "2026-05-12T13:58:44Z", "SOYBEANS", "AG27XF3"),
                            ]
                        ]
                    }
                ),
            ),
            (
                "fieldview_get_as_planted_stats",
                {"activityId": h("apPivot 3", 32)},
                j(
                    {
                        "activityId": h("apPivot 3", 32),
                        "seedRate": {
                            "mean": {"q": 141850, "u": "seeds/ac"},
                            "min": {"q": 118200, "u": "seeds/ac"},
                            "max": {"q": 156400, "u": "seeds/ac"},
                        },
                        "speed": {"mean": {"q": 5.7, "u": "mi/hr"}},
                        "singulation": {"mean": {"q": 98.9, "u": "%"}},
                        "area": {"q": 125.9, "u": "ac"},
                    }
                ),
            ),
        ],
    )

    up = "7d5b1c9e-3f04-4a6b-b2d8-0e91c6a4f3a2"
    sess(
        "fieldview-ok-2",
        "Upload the yield file from the combine (harvest_2026_pivot3.zip) to FieldView and tell me when it has finished processing.",
        [
            (
                "fieldview_create_upload",
                {
                    "md5": "pQ3vX9bq1rj8Kd2xUfY7sA==",
                    "length": 18432771,
                    "contentType": "application/x-zip",
                },
                j(up),
            ),
            (
                "fieldview_put_upload_chunk",
                {"uploadId": up, "range": "bytes 0-5242879/18432771"},
                "",
            ),
            (
                "fieldview_put_upload_chunk",
                {"uploadId": up, "range": "bytes 5242880-10485759/18432771"},
                "",
            ),
            (
                "fieldview_put_upload_chunk",
                {"uploadId": up, "range": "bytes 10485760-15728639/18432771"},
                "",
            ),
            (
                "fieldview_put_upload_chunk",
                {"uploadId": up, "range": "bytes 15728640-18432770/18432771"},
                "",
            ),
            (
                "fieldview_get_upload_status",
                {"uploadId": up},
                j({"uploadId": up, "status": "RECEIVED"}),
            ),
            (
                "fieldview_get_upload_status",
                {"uploadId": up},
                j({"uploadId": up, "status": "INBOX"}),
            ),
            (
                "fieldview_get_upload_status",
                {"uploadId": up},
                j({"uploadId": up, "status": "INBOX"}),
            ),
            (
                "fieldview_get_upload_status",
                {"uploadId": up},
                j({"uploadId": up, "status": "SUCCESS"}),
            ),
        ],
    )

    exp = j(
        {
            "error": "invalid_token",
            "error_description": "Access token expired: eyJhbGciOi...Qm8w",
        }
    )
    sess(
        "fieldview-fail-1",
        "Pull last season's harvest layers for every field so I can compare yields by hybrid.",
        [
            ("fieldview_list_fields", {"limit": 100}, exp),
            ("fieldview_list_fields", {"limit": 25}, exp),
            ("fieldview_list_harvest", {"occurredAfter": "2025-09-01T00:00:00Z"}, exp),
            (
                "fieldview_list_harvest",
                {"occurredAfter": "2025-10-01T00:00:00Z", "occurredBefore": "2025-11-30T00:00:00Z"},
                exp,
            ),
            ("fieldview_list_as_planted", {"occurredAfter": "2025-04-01T00:00:00Z"}, exp),
            ("fieldview_get_field", {"fieldId": f1[0]["id"]}, exp),
            ("fieldview_list_fields", {}, exp),
        ],
    )

    act_ids = [str(4410200 + i * 37) for i in range(4)]
    sess(
        "agworld-ok-1",
        "Log in Agworld that we sprayed Roundup PowerMAX 3 at 32 oz/ac on Block 7 today, then show me what's still planned for Block 7 this week.",
        [
            (
                "agworld_search_fields",
                {"filter[name]": "Block 7"},
                j(
                    {
                        "data": [
                            {
                                "id": "88213",
                                "type": "fields",
                                "attributes": {
                                    "name": "Block 7",
                                    "area": 44.1,
                                    "area_unit": "acres",
                                    "farm_name": "Riverside",
                                    "season": "2026",
                                },
                                "links": {
                                    "self": "https://api.agworld.co/user_api/v1/fields/88213"
                                },
                            }
                        ],
                        "meta": {"total_count": 1},
                    }
                ),
            ),
            (
                "agworld_create_activity",
                {
                    "field_id": "88213",
                    "activity_type": "actual",
                    "product": "Roundup PowerMAX 3",
                    "rate": "32 fl oz/ac",
                    "date": "2026-12-07",
                },
                j(
                    {
                        "data": {
                            "id": act_ids[0],
                            "type": "activities",
                            "attributes": {"status": "completed", "activity_type": "actual"},
                        }
                    }
                ),
            ),
            (
                "agworld_list_activities",
                {
                    "filter[field_id]": "88213",
                    "filter[activity_type]": "planned",
                    "filter[due_before]": "2026-12-13",
                },
                j(
                    {
                        "data": [
                            {
                                "id": act_ids[1],
                                "type": "activities",
                                "attributes": {
                                    "title": "Potash broadcast",
                                    "due_date": "2026-12-09",
                                    "status": "planned",
                                    "author": "J. Okafor",
                                    "products": [
                                        {"name": "Muriate of Potash 0-0-60", "rate": "150 lb/ac"}
                                    ],
                                },
                            },
                            {
                                "id": act_ids[2],
                                "type": "activities",
                                "attributes": {
                                    "title": "Soil sampling 2.5 ac grid",
                                    "due_date": "2026-12-11",
                                    "status": "planned",
                                    "author": "Agronomy Co-op",
                                    "products": [],
                                },
                            },
                        ],
                        "links": {
                            "self": "https://api.agworld.co/user_api/v1/activities?filter%5Bfield_id%5D=88213&page%5Bnumber%5D=1",
                            "next": None,
                        },
                        "meta": {"total_count": 2},
                    }
                ),
            ),
            (
                "agworld_get_activity",
                {"id": act_ids[1]},
                j(
                    {
                        "data": {
                            "id": act_ids[1],
                            "type": "activities",
                            "attributes": {
                                "title": "Potash broadcast",
                                "notes": "Hold if ground is frozen; spreader truck booked with Harlan Ag.",
                                "due_date": "2026-12-09",
                                "status": "planned",
                            },
                        }
                    }
                ),
            ),
        ],
    )

    empty_ag = j(
        {
            "data": [],
            "links": {
                "self": "https://api.agworld.co/user_api/v1/activities?page%5Bnumber%5D=1",
                "next": None,
            },
            "meta": {"total_count": 0},
        }
    )
    sess(
        "agworld-fail-1",
        "What did our agronomist recommend for the canola paddocks at Kellerberrin this season?",
        [
            (
                "agworld_search_fields",
                {"filter[name]": "canola"},
                j({"data": [], "meta": {"total_count": 0}}),
            ),
            (
                "agworld_search_fields",
                {"filter[farm_name]": "Kellerberrin"},
                j({"data": [], "meta": {"total_count": 0}}),
            ),
            ("agworld_list_activities", {"filter[activity_type]": "recommendation"}, empty_ag),
            ("agworld_list_activities", {"filter[season]": "2026"}, empty_ag),
            ("agworld_list_activities", {}, empty_ag),
            ("agworld_search_fields", {}, j({"data": [], "meta": {"total_count": 0}})),
            ("agworld_list_activities", {"filter[author]": "agronomist"}, empty_ag),
        ],
    )

    sess(
        "granular-ok-1",
        "Are there any overdue field tasks in Granular for the Miller farm? Also mark the fence repair task as done.",
        [
            (
                "granular_list_tasks",
                {"farm": "Miller", "status": "overdue"},
                j({"tasks": [], "total": 0, "page": 1}),
            ),
            (
                "granular_list_tasks",
                {"farm": "Miller", "status": "open", "q": "fence"},
                j(
                    {
                        "tasks": [
                            {
                                "id": "tsk_" + h("fence", 10),
                                "name": "Repair fence NW corner pasture",
                                "due": "2026-12-10",
                                "assignee": "Luis P.",
                                "status": "open",
                            }
                        ],
                        "total": 1,
                        "page": 1,
                    }
                ),
            ),
            (
                "granular_update_task",
                {"id": "tsk_" + h("fence", 10), "status": "complete"},
                j(
                    {
                        "id": "tsk_" + h("fence", 10),
                        "status": "complete",
                        "completed_at": "2026-12-07T16:02:44Z",
                    }
                ),
            ),
        ],
    )

    machines = [
        ("Case IH Magnum 340", "JJA0412877"),
        ("Case IH 9250 Axial-Flow", "YHG301558"),
        ("New Holland T8.410", "ZLRD09233"),
    ]
    fleet = {
        "Version": "2",
        "Snapshot Time": "2026-12-07T15:58:00Z",
        "Links": [{"rel": "self", "href": "https://api.fieldops.cnh.com/aemp/fleet/1"}],
        "Equipment": [
            {
                "EquipmentHeader": {
                    "OEMName": "CNH",
                    "Model": m,
                    "EquipmentID": f"eq-{h(s, 6)}",
                    "SerialNumber": s,
                }
            }
            for m, s in machines
        ],
    }
    sess(
        "cnh-ok-1",
        "Which of our CNH machines is low on fuel, and where is it right now?",
        [
            ("afs_connect_fleet", {}, j(fleet)),
            (
                "afs_connect_fuel_remaining",
                {"serial": "JJA0412877"},
                j({"FuelRemaining": {"Percent": 71, "datetime": "2026-12-07T15:41:12Z"}}),
            ),
            (
                "afs_connect_fuel_remaining",
                {"serial": "YHG301558"},
                j({"FuelRemaining": {"Percent": 12, "datetime": "2026-12-07T15:50:37Z"}}),
            ),
            (
                "afs_connect_fuel_remaining",
                {"serial": "ZLRD09233"},
                j({"FuelRemaining": {"Percent": 48, "datetime": "2026-12-07T14:12:05Z"}}),
            ),
            (
                "afs_connect_location",
                {"serial": "YHG301558"},
                j(
                    {
                        "Location": {
                            "Latitude": 41.87213,
                            "Longitude": -93.60148,
                            "Altitude": 287.0,
                            "AltitudeUnits": "metre",
                            "datetime": "2026-12-07T15:50:37Z",
                        }
                    }
                ),
            ),
            (
                "afs_connect_engine_status",
                {"serial": "YHG301558"},
                j(
                    {
                        "EngineStatus": {"Running": False, "datetime": "2026-12-07T15:50:37Z"},
                        "CumulativeOperatingHours": {"Hour": 1843.6},
                    }
                ),
            ),
        ],
    )

    rl = j(
        {
            "status": 429,
            "error": "Too Many Requests",
            "message": "Rate limit exceeded for client_id fo-7731. Retry after 3600 seconds.",
        }
    )
    sess(
        "cnh-fail-1",
        "Give me today's engine hours for every tractor so I can schedule oil changes.",
        [
            ("afs_connect_fleet", {}, rl),
            ("afs_connect_fleet", {"page": 1}, rl),
            ("afs_connect_engine_status", {"serial": "JJA0412877"}, rl),
            ("afs_connect_engine_status", {"serial": "ZLRD09233"}, rl),
            ("afs_connect_fleet", {}, rl),
            ("afs_connect_engine_status", {"serial": "YHG301558"}, rl),
        ],
    )

    ops = [
        {
            "id": 90211,
            "type": "Tillage",
            "field": "Gravel Pit",
            "date": "2026-10-29",
            "implement": "Great Plains Turbo-Max",
            "area_ac": 64.2,
        },
        {
            "id": 90245,
            "type": "Fertilizer",
            "field": "Gravel Pit",
            "date": "2026-11-03",
            "product": "Anhydrous ammonia",
            "rate": "160 lb N/ac",
            "area_ac": 63.8,
        },
    ]
    sess(
        "trimble-ag-ok-1",
        "Check what's been done on the Gravel Pit field since harvest in Trimble Ag, and create a work order for Dale to chisel plow the Dutch field.",
        [
            (
                "trimble_ag_fields",
                {"search": "Gravel Pit"},
                j(
                    [
                        {
                            "id": 5531,
                            "name": "Gravel Pit",
                            "farm": "Home",
                            "acres": 64.5,
                            "crop_zone_2026": "Corn",
                        }
                    ]
                ),
            ),
            (
                "trimble_ag_operations",
                {"fieldId": 5531, "from": "2026-10-15"},
                j({"items": ops, "count": 2}),
            ),
            (
                "trimble_ag_fields",
                {"search": "Dutch"},
                j(
                    [
                        {
                            "id": 5540,
                            "name": "Dutch 160",
                            "farm": "Home",
                            "acres": 152.1,
                            "crop_zone_2026": "Soybeans",
                        }
                    ]
                ),
            ),
            (
                "trimble_ag_employees",
                {"search": "Dale"},
                j([{"id": 77, "name": "Dale Vander Wal", "role": "Operator"}]),
            ),
            (
                "trimble_ag_create_work_order",
                {"fieldId": 5540, "operation": "Tillage", "assigneeId": 77, "notes": "Chisel plow"},
                j({"id": 3318, "status": "Issued"}),
            ),
        ],
    )

    maint = (
        "<!DOCTYPE html><html><head><title>Scheduled Maintenance | Trimble Ag Software</title></head>"
        '<body><div class="container"><h1>We\'ll be back soon</h1><p>Trimble Ag Software is undergoing '
        "scheduled maintenance. We apologize for any inconvenience.</p></div></body></html>"
    )
    sess(
        "trimble-ag-fail-1",
        "Export this year's nitrogen applications per field from Trimble Ag for the nutrient management plan.",
        [
            ("trimble_ag_fields", {}, maint),
            ("trimble_ag_operations", {"type": "Fertilizer", "from": "2026-01-01"}, maint),
            (
                "trimble_ag_operations",
                {"type": "Fertilizer", "from": "2026-03-01", "to": "2026-07-01"},
                maint,
            ),
            ("trimble_ag_fields", {"search": "Gravel"}, maint),
            ("trimble_ag_operations", {"fieldId": 5531}, maint),
            ("trimble_ag_operations", {"fieldId": 5540, "type": "Fertilizer"}, maint),
        ],
    )

    sess(
        "farmlogs-ok-1",
        "How much rain did the Bauer fields get over the last 7 days, and did any get over an inch in one day?",
        [
            (
                "farmlogs_fields",
                {},
                j(
                    {
                        "fields": [
                            {"id": "f_" + h(n, 8), "name": n, "acres": a}
                            for n, a in [
                                ("Bauer South", 82),
                                ("Bauer Home", 40),
                                ("Bauer Quarry", 37),
                            ]
                        ]
                    }
                ),
            ),
            (
                "farmlogs_rainfall",
                {"field_id": "f_" + h("Bauer South", 8), "days": 7},
                j(
                    {
                        "field_id": "f_" + h("Bauer South", 8),
                        "unit": "in",
                        "daily": [0, 0, 0.42, 1.18, 0.07, 0, 0],
                        "total": 1.67,
                    }
                ),
            ),
            (
                "farmlogs_rainfall",
                {"field_id": "f_" + h("Bauer Home", 8), "days": 7},
                j(
                    {
                        "field_id": "f_" + h("Bauer Home", 8),
                        "unit": "in",
                        "daily": [0, 0, 0.38, 0.96, 0.05, 0, 0],
                        "total": 1.39,
                    }
                ),
            ),
            (
                "farmlogs_rainfall",
                {"field_id": "f_" + h("Bauer Quarry", 8), "days": 7},
                j(
                    {
                        "field_id": "f_" + h("Bauer Quarry", 8),
                        "unit": "in",
                        "daily": [0, 0, 0.51, 1.04, 0.0, 0, 0],
                        "total": 1.55,
                    }
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- museums


def museums() -> None:
    ca = [
        (4512, "1987.22.4", "Quilt, Log Cabin pattern"),
        (4513, "1987.22.5", "Quilt, Double Wedding Ring"),
        (6120, "2003.101.1", "Crazy quilt with embroidered initials"),
    ]
    sess(
        "collectiveaccess-ok-1",
        "Find our quilts in CollectiveAccess, tell me which one is on loan, and update the Log Cabin quilt's location to Textile Storage B-4.",
        [
            (
                "ca_find_objects",
                {"q": "quilt"},
                j(
                    {
                        "ok": True,
                        "total": 3,
                        "results": [
                            {"object_id": i, "id": i, "idno": n, "display_label": lab}
                            for i, n, lab in ca
                        ],
                    }
                ),
            ),
            (
                "ca_get_object",
                {"id": 4512},
                j(
                    {
                        "ok": True,
                        "idno": {"value": "1987.22.4"},
                        "preferred_labels": {"en_US": {"name": "Quilt, Log Cabin pattern"}},
                        "ca_objects.date": [{"en_US": {"dates_value": "ca. 1885"}}],
                        "ca_storage_locations": [
                            {
                                "label": "Textile Storage A-2",
                                "relationship_typename": "current location",
                            }
                        ],
                    }
                ),
            ),
            (
                "ca_get_object",
                {"id": 4513},
                j(
                    {
                        "ok": True,
                        "idno": {"value": "1987.22.5"},
                        "preferred_labels": {"en_US": {"name": "Quilt, Double Wedding Ring"}},
                        "ca_objects.date": [{"en_US": {"dates_value": "1934"}}],
                        "ca_loans": [
                            {
                                "label": "Outgoing loan L2026.3 - Iowa Quilt Museum",
                                "relationship_typename": "loaned",
                            }
                        ],
                    }
                ),
            ),
            (
                "ca_get_object",
                {"id": 6120},
                j(
                    {
                        "ok": True,
                        "idno": {"value": "2003.101.1"},
                        "preferred_labels": {
                            "en_US": {"name": "Crazy quilt with embroidered initials"}
                        },
                        "ca_objects.date": [{"en_US": {"dates_value": "1890-1900"}}],
                        "ca_storage_locations": [
                            {
                                "label": "Textile Storage A-3",
                                "relationship_typename": "current location",
                            }
                        ],
                    }
                ),
            ),
            (
                "ca_find_storage_locations",
                {"q": "Textile Storage B-4"},
                j(
                    {
                        "ok": True,
                        "total": 1,
                        "results": [
                            {
                                "location_id": 318,
                                "id": 318,
                                "idno": "TS.B.4",
                                "display_label": "Textile Storage B-4",
                            }
                        ],
                    }
                ),
            ),
            (
                "ca_update_object",
                {
                    "id": 4512,
                    "related": {
                        "ca_storage_locations": [
                            {"location_id": 318, "type_id": "current_location"}
                        ]
                    },
                },
                j({"ok": True, "object_id": 4512}),
            ),
        ],
    )

    stale = j(
        {
            "ok": True,
            "total": 2,
            "results": [
                {
                    "object_id": 2201,
                    "id": 2201,
                    "idno": "1975.4.12",
                    "display_label": "Daguerreotype portrait of a woman",
                },
                {
                    "object_id": 2202,
                    "id": 2202,
                    "idno": "1975.4.13",
                    "display_label": "Tintype, two boys with dog",
                },
            ],
        }
    )
    sess(
        "collectiveaccess-fail-1",
        "List our Civil War-era firearms and any related archival letters in CollectiveAccess.",
        [
            ("ca_find_objects", {"q": "rifle"}, stale),
            ("ca_find_objects", {"q": "musket"}, stale),
            ("ca_find_objects", {"q": "ca_objects.type_id:firearm"}, stale),
            ("ca_find_objects", {"q": "Springfield 1861"}, stale),
            ("ca_find_objects", {"q": "letter AND civil war"}, stale),
            ("ca_find_objects", {"q": "revolver"}, stale),
            ("ca_find_objects", {"q": "1861-1865"}, stale),
        ],
    )

    def em_obj(i, num, title, who, date, med):
        return {
            "id": {"value": i},
            "invno": {"value": num},
            "title": {"value": title},
            "people": {"value": who},
            "displayDate": {"value": date},
            "medium": {"value": med},
        }

    p1 = [
        em_obj(10233, "1951.118", "Harbor at Dusk", "Mary Ellen Tuttle", "1923", "Oil on canvas"),
        em_obj(
            10240, "1951.119", "Low Tide, Gloucester", "Mary Ellen Tuttle", "1925", "Oil on board"
        ),
        em_obj(
            11872, "1966.12", "Fish Houses", "Mary Ellen Tuttle", "c. 1930", "Watercolor on paper"
        ),
    ]
    p2 = [
        em_obj(
            13004,
            "1988.7.2",
            "Study for Harbor at Dusk",
            "Mary Ellen Tuttle",
            "1923",
            "Graphite on paper",
        )
    ]
    sess(
        "emuseum-ok-1",
        "List every work by Mary Ellen Tuttle on our eMuseum site with its accession number and medium.",
        [
            (
                "emuseum_search",
                {"q": "Mary Ellen Tuttle", "type": "objects", "page": 1},
                j({"objects": p1, "count": 4, "page": 1, "pages": 2}),
            ),
            (
                "emuseum_search",
                {"q": "Mary Ellen Tuttle", "type": "objects", "page": 2},
                j({"objects": p2, "count": 4, "page": 2, "pages": 2}),
            ),
            (
                "emuseum_get_person",
                {"q": "Tuttle"},
                j(
                    {
                        "people": [
                            {
                                "id": {"value": 881},
                                "displayName": {"value": "Mary Ellen Tuttle"},
                                "displayDate": {"value": "American, 1889-1961"},
                            }
                        ]
                    }
                ),
            ),
        ],
    )

    gw = (
        "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n"
        "<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n"
    )
    sess(
        "emuseum-fail-1",
        "Which Japanese woodblock prints do we have online in eMuseum, and which are by Hiroshige?",
        [
            ("emuseum_search", {"q": "woodblock", "type": "objects"}, gw),
            ("emuseum_search", {"q": "Hiroshige", "type": "objects"}, gw),
            ("emuseum_search", {"q": "ukiyo-e", "type": "objects"}, gw),
            ("emuseum_get_person", {"q": "Utagawa Hiroshige"}, gw),
            ("emuseum_search", {"q": "Japanese print", "type": "objects", "page": 1}, gw),
            ("emuseum_search", {"q": "Tokaido", "type": "objects"}, gw),
        ],
    )

    def om_item(i, title, creator, date):
        return {
            "@context": "https://collections.lakeshorehistory.org/api-context",
            "@id": f"https://collections.lakeshorehistory.org/api/items/{i}",
            "@type": "o:Item",
            "o:id": i,
            "o:is_public": True,
            "o:title": title,
            "dcterms:title": [
                {
                    "type": "literal",
                    "property_id": 1,
                    "property_label": "Title",
                    "is_public": True,
                    "@value": title,
                }
            ],
            "dcterms:creator": [
                {
                    "type": "literal",
                    "property_id": 2,
                    "property_label": "Creator",
                    "is_public": True,
                    "@value": creator,
                }
            ],
            "dcterms:date": [
                {
                    "type": "literal",
                    "property_id": 7,
                    "property_label": "Date",
                    "is_public": True,
                    "@value": date,
                }
            ],
            "o:item_set": [
                {"@id": "https://collections.lakeshorehistory.org/api/item_sets/12", "o:id": 12}
            ],
        }

    sess(
        "omeka-s-ok-1",
        "Add the 1912 lighthouse keeper's logbook scan to our Omeka S site in the Lighthouse item set, attach the scan, and confirm it's public.",
        [
            (
                "omeka_search_items",
                {"fulltext_search": "lighthouse logbook"},
                j([om_item(731, "Lighthouse keeper's logbook, 1908", "Anders Nilsen", "1908")]),
            ),
            (
                "omeka_search_item_sets",
                {"fulltext_search": "Lighthouse"},
                j(
                    [
                        {
                            "@id": "https://collections.lakeshorehistory.org/api/item_sets/12",
                            "o:id": 12,
                            "o:title": "Point Aux Barques Lighthouse",
                            "o:is_public": True,
                        }
                    ]
                ),
            ),
            (
                "omeka_create_item",
                {
                    "dcterms:title": "Lighthouse keeper's logbook, 1912",
                    "dcterms:creator": "Anders Nilsen",
                    "dcterms:date": "1912",
                    "o:item_set": [12],
                    "o:is_public": True,
                },
                j(om_item(1204, "Lighthouse keeper's logbook, 1912", "Anders Nilsen", "1912")),
            ),
            (
                "omeka_add_media",
                {"o:item": 1204, "o:ingester": "upload", "file": "logbook_1912_scan.pdf"},
                j(
                    {
                        "@id": "https://collections.lakeshorehistory.org/api/media/3390",
                        "o:id": 3390,
                        "o:ingester": "upload",
                        "o:media_type": "application/pdf",
                        "o:size": 48211908,
                        "o:filename": "5f0c8b1e7a2d4c9f.pdf",
                        "o:item": {
                            "@id": "https://collections.lakeshorehistory.org/api/items/1204",
                            "o:id": 1204,
                        },
                    }
                ),
            ),
            (
                "omeka_get_item",
                {"id": 1204},
                j(
                    {
                        **om_item(
                            1204, "Lighthouse keeper's logbook, 1912", "Anders Nilsen", "1912"
                        ),
                        "o:media": [
                            {
                                "@id": "https://collections.lakeshorehistory.org/api/media/3390",
                                "o:id": 3390,
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    sess(
        "omeka-s-fail-1",
        "Find the oral history interviews about the 1940 Armistice Day storm in our Omeka S collection.",
        [
            ("omeka_search_items", {"fulltext_search": "Armistice Day storm"}, "[]"),
            ("omeka_search_items", {"fulltext_search": "oral history"}, "[]"),
            ("omeka_search_item_sets", {"fulltext_search": "Oral History"}, "[]"),
            (
                "omeka_search_items",
                {
                    "property[0][property]": "dcterms:date",
                    "property[0][type]": "in",
                    "property[0][text]": "1940",
                },
                "[]",
            ),
            ("omeka_search_items", {"resource_class_label": "Interview"}, "[]"),
            ("omeka_search_items", {}, "[]"),
            ("omeka_search_items", {"fulltext_search": "storm"}, "[]"),
        ],
    )

    base = "https://iiif.cityarchive.example.org"
    manifest = {
        "@context": "http://iiif.io/api/presentation/3/context.json",
        "id": f"{base}/iiif/3/ms-0417/manifest",
        "type": "Manifest",
        "label": {"en": ["Ledger of the Harbor Master, 1871-1874"]},
        "metadata": [
            {"label": {"en": ["Shelfmark"]}, "value": {"none": ["MS 417"]}},
            {"label": {"en": ["Extent"]}, "value": {"en": ["212 folios"]}},
        ],
        "rights": "http://creativecommons.org/publicdomain/mark/1.0/",
        "items": [
            {
                "id": f"{base}/iiif/3/ms-0417/canvas/f{n:03d}",
                "type": "Canvas",
                "label": {"none": [f"f. {n}r"]},
                "height": 5412,
                "width": 3980,
            }
            for n in (1, 2, 3)
        ],
    }
    info = {
        "@context": "http://iiif.io/api/image/3/context.json",
        "id": f"{base}/iiif/3/ms-0417-f001",
        "type": "ImageService3",
        "protocol": "http://iiif.io/api/image",
        "profile": "level2",
        "width": 3980,
        "height": 5412,
        "maxWidth": 2000,
        "tiles": [{"width": 512, "scaleFactors": [1, 2, 4, 8, 16]}],
        "sizes": [
            {"width": 249, "height": 338},
            {"width": 498, "height": 677},
            {"width": 995, "height": 1353},
        ],
    }
    sess(
        "iiif-ok-1",
        "What's the largest image size I can download of the first folio of MS 417 from the city archive's IIIF server, and is it public domain?",
        [
            ("iiif_fetch", {"url": f"{base}/iiif/3/ms-0417/manifest"}, ji(manifest)),
            ("iiif_fetch", {"url": f"{base}/iiif/3/ms-0417-f001/info.json"}, ji(info)),
            (
                "iiif_fetch",
                {"url": f"{base}/iiif/3/ms-0417-f001/full/max/0/default.jpg", "method": "HEAD"},
                'HTTP/1.1 200 OK\nContent-Type: image/jpeg\nContent-Length: 1843320\nAccess-Control-Allow-Origin: *\nLink: <http://iiif.io/api/image/3/level2.json>;rel="profile"',
            ),
        ],
    )

    coll_p1 = {
        "@context": "http://iiif.io/api/presentation/3/context.json",
        "id": f"{base}/iiif/3/collection/maps?page=1",
        "type": "Collection",
        "label": {"en": ["Maps and plans"]},
        "items": [
            {"id": f"{base}/iiif/3/map-{n}/manifest", "type": "Manifest", "label": {"en": [t]}}
            for n, t in [
                (1003, "Plan of the Town Wharf, 1858"),
                (1004, "Sanborn sheet 14, 1889"),
                (1009, "Sanborn sheet 15, 1889"),
            ]
        ],
        "next": {"id": f"{base}/iiif/3/collection/maps?page=2", "type": "Collection"},
    }
    coll_p2 = {
        "@context": "http://iiif.io/api/presentation/3/context.json",
        "id": f"{base}/iiif/3/collection/maps?page=2",
        "type": "Collection",
        "label": {"en": ["Maps and plans"]},
        "items": [
            {"id": f"{base}/iiif/3/map-{n}/manifest", "type": "Manifest", "label": {"en": [t]}}
            for n, t in [(1011, "Harbor soundings, 1902"), (1020, "Proposed breakwater, 1911")]
        ],
    }
    sess(
        "iiif-ok-2",
        "List all the map manifests in the archive's IIIF 'Maps and plans' collection that show the harbor.",
        [
            ("iiif_fetch", {"url": f"{base}/iiif/3/collection/maps?page=1"}, j(coll_p1)),
            ("iiif_fetch", {"url": f"{base}/iiif/3/collection/maps?page=2"}, j(coll_p2)),
            (
                "iiif_fetch",
                {"url": f"{base}/iiif/3/map-1003/manifest"},
                j(
                    {
                        "@context": "http://iiif.io/api/presentation/3/context.json",
                        "id": f"{base}/iiif/3/map-1003/manifest",
                        "type": "Manifest",
                        "label": {"en": ["Plan of the Town Wharf, 1858"]},
                        "summary": {"en": ["Shows wharf frontage and harbor channel."]},
                        "items": [
                            {
                                "id": f"{base}/iiif/3/map-1003/canvas/1",
                                "type": "Canvas",
                                "height": 7200,
                                "width": 9400,
                            }
                        ],
                    }
                ),
            ),
            (
                "iiif_fetch",
                {"url": f"{base}/iiif/3/map-1020/manifest"},
                j(
                    {
                        "@context": "http://iiif.io/api/presentation/3/context.json",
                        "id": f"{base}/iiif/3/map-1020/manifest",
                        "type": "Manifest",
                        "label": {"en": ["Proposed breakwater, 1911"]},
                        "summary": {"en": ["Engineer's plan, outer harbor."]},
                        "items": [
                            {
                                "id": f"{base}/iiif/3/map-1020/canvas/1",
                                "type": "Canvas",
                                "height": 6100,
                                "width": 8800,
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    def adlib(records: list[tuple[str, str, str, str]], hits: int) -> str:
        recs = "".join(
            f'<record priref="{p}" created="2019-03-11T10:22:41" modification="2026-10-02T09:14:07" selected="False">'
            f"<object_number>{num}</object_number><title>{t}</title><production.date.start>{d}</production.date.start></record>"
            for p, num, t, d in records
        )
        return (
            '<?xml version="1.0" encoding="utf-8"?><adlibXML xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
            f'xsi:noNamespaceSchemaLocation="http://www.adlibsoft.com/adlibXML.xsd"><recordList>{recs}</recordList>'
            f"<diagnostic><hits>{hits}</hits><xmltype>Unstructured</xmltype><link_resolution_time><value>0</value></link_resolution_time>"
            "<first_item>1</first_item><search>...</search><sort></sort><limit>20</limit><dbname>collect</dbname><dsname>intern</dsname></diagnostic></adlibXML>"
        )

    sess(
        "axiell-ok-1",
        "In Axiell Collections, find the ceramics made by Ruth Duckworth and check the condition notes on the largest vessel.",
        [
            (
                "axiell_search",
                {
                    "database": "collect",
                    "search": "creator='Duckworth, Ruth' and object_name='vessel'",
                    "limit": 20,
                },
                adlib(
                    [
                        ("200144", "1994.31", "Untitled vessel", "1969"),
                        ("200145", "1994.32", "Untitled (large vessel)", "1975"),
                        ("203310", "2008.5.1", "Cup form", "1982"),
                    ],
                    3,
                ),
            ),
            (
                "axiell_get_record",
                {
                    "database": "collect",
                    "priref": "200145",
                    "fields": ["dimension.value", "condition", "condition.notes"],
                },
                '<?xml version="1.0" encoding="utf-8"?><adlibXML><recordList><record priref="200145"><Dimension><dimension.type>height</dimension.type><dimension.value>71.1</dimension.value><dimension.unit>cm</dimension.unit></Dimension>'
                "<Condition><condition>fair</condition><condition.date>2025-08-19</condition.date><condition.notes>Hairline crack at rim, approx. 4 cm, stable. Glaze loss on foot.</condition.notes></Condition></record></recordList>"
                "<diagnostic><hits>1</hits><dbname>collect</dbname></diagnostic></adlibXML>",
            ),
        ],
    )

    zero = adlib([], 0)
    sess(
        "axiell-fail-1",
        "Pull the provenance records for our Dutch Golden Age paintings from Axiell Collections.",
        [
            (
                "axiell_search",
                {"database": "collections", "search": "production.place='Amsterdam'"},
                zero,
            ),
            (
                "axiell_search",
                {
                    "database": "collections",
                    "search": "object_name='painting' and production.date.start>1600",
                },
                zero,
            ),
            ("axiell_search", {"database": "collections", "search": "creator='Rembrandt*'"}, zero),
            ("axiell_search", {"database": "collections", "search": "all"}, zero),
            (
                "axiell_search",
                {"database": "collections", "search": "object_number='1961.*'"},
                zero,
            ),
            ("axiell_search", {"database": "collections", "search": "title='portrait'"}, zero),
        ],
    )

    sess(
        "pastperfect-ok-1",
        "Does the Harlan County Historical Society's PastPerfect Online catalog have anything from the Blue Diamond Coal Company? If not, check for the company store in Lynch.",
        [
            (
                "fetch",
                {
                    "url": "https://harlancountyhistory.pastperfectonline.com/search?search_criteria=%22Blue+Diamond+Coal%22&onlyimages=false"
                },
                'Harlan County Historical Society\n\nKeyword Search\n\nSearch results for: "Blue Diamond Coal"\n\nNo records found.\n\nTry a different search term, or browse the collection by Random Images.',
            ),
            (
                "fetch",
                {
                    "url": "https://harlancountyhistory.pastperfectonline.com/search?search_criteria=Lynch+company+store&onlyimages=false"
                },
                "Harlan County Historical Society\n\nKeyword Search\n\nSearch results for: Lynch company store\n\nShowing 1 - 2 of 2 records\n\nPhotograph\nU.S. Coal & Coke Company store, Lynch, Ky.\nObject ID 2011.4.88\nDate ca. 1925\n\nArchive\nScrip ledger, Lynch commissary\nObject ID 2015.2.3\nDate 1931-1936",
            ),
            (
                "fetch",
                {"url": "https://harlancountyhistory.pastperfectonline.com/archive/2015.2.3"},
                "Scrip ledger, Lynch commissary\n\nObject Name: Ledger\nCatalog Number: 2015.2.3\nScope & Content: Ledger of scrip issued and redeemed at the U.S. Coal & Coke company commissary, Lynch. Includes employee check numbers.\nDate: 1931-1936\nExtent: 1 volume\nCreator: U.S. Coal & Coke Company\nDonor: Estate of W. Caudill",
            ),
        ],
    )


# ---------------------------------------------------------------- webhooks


def webhooks() -> None:
    app = "app_2Yq8zN1bC4f9KpV0mWx3rT7sLdE"
    ep = "ep_2Yq9Hc0aQ7LrX1nB5vE8tW2pKfM"

    def attempt(msg: str, code: int, status: int, ts: str, body: str) -> dict:
        return {
            "id": "atmpt_2Z" + h(msg + ts, 25),
            "msgId": msg,
            "endpointId": ep,
            "url": "https://hooks.orderly.io/svix/inbound",
            "response": body,
            "responseStatusCode": code,
            "responseDurationMs": 412 if code == 200 else 15003,
            "status": status,
            "statusText": {0: "success", 2: "fail"}[status],
            "triggerType": 0,
            "timestamp": ts,
        }

    m1, m2 = "msg_2Zb" + h("m1", 24), "msg_2Zb" + h("m2", 24)
    sess(
        "svix-ok-1",
        "Orderly says they missed some invoice.paid webhooks yesterday. Find the failed deliveries to their endpoint in Svix, resend them, and confirm they went through.",
        [
            (
                "svix_list_attempts_by_endpoint",
                {"app_id": app, "endpoint_id": ep, "status": 2, "limit": 50},
                j(
                    {
                        "data": [
                            attempt(
                                m1,
                                502,
                                2,
                                "2026-12-06T21:14:02.118Z",
                                "<html><head><title>502 Bad Gateway</title></head></html>",
                            ),
                            attempt(
                                m2,
                                502,
                                2,
                                "2026-12-06T21:19:45.902Z",
                                "<html><head><title>502 Bad Gateway</title></head></html>",
                            ),
                        ],
                        "iterator": "atmpt_2Z" + h("it", 25),
                        "prevIterator": None,
                        "done": True,
                    }
                ),
            ),
            (
                "svix_get_message",
                {"app_id": app, "msg_id": m1},
                j(
                    {
                        "id": m1,
                        "eventType": "invoice.paid",
                        "eventId": "inv_9921_paid",
                        "payload": {"invoice": "INV-9921", "amount": 1840.0},
                        "channels": None,
                        "timestamp": "2026-12-06T21:14:01.771Z",
                    }
                ),
            ),
            ("svix_resend", {"app_id": app, "msg_id": m1, "endpoint_id": ep}, ""),
            ("svix_resend", {"app_id": app, "msg_id": m2, "endpoint_id": ep}, ""),
            (
                "svix_list_attempts_by_msg",
                {"app_id": app, "msg_id": m1, "endpoint_id": ep},
                j(
                    {
                        "data": [
                            attempt(m1, 200, 0, "2026-12-07T16:05:12.004Z", '{"received":true}'),
                            attempt(
                                m1,
                                502,
                                2,
                                "2026-12-06T21:14:02.118Z",
                                "<html><head><title>502 Bad Gateway</title></head></html>",
                            ),
                        ],
                        "iterator": None,
                        "prevIterator": None,
                        "done": True,
                    }
                ),
            ),
            (
                "svix_list_attempts_by_msg",
                {"app_id": app, "msg_id": m2, "endpoint_id": ep},
                j(
                    {
                        "data": [
                            attempt(m2, 200, 0, "2026-12-07T16:05:13.377Z", '{"received":true}'),
                            attempt(
                                m2,
                                502,
                                2,
                                "2026-12-06T21:19:45.902Z",
                                "<html><head><title>502 Bad Gateway</title></head></html>",
                            ),
                        ],
                        "iterator": None,
                        "prevIterator": None,
                        "done": True,
                    }
                ),
            ),
        ],
    )

    ep2 = "ep_2Zc" + h("ep2", 23)
    sess(
        "svix-ok-2",
        "Add a new webhook endpoint in Svix for the Acme Logistics app pointing at https://acme-logistics.com/hooks/shipments, subscribed only to shipment.* events, and give me its signing secret.",
        [
            (
                "svix_list_applications",
                {"limit": 20},
                j(
                    {
                        "data": [
                            {
                                "id": "app_2Xa" + h(n, 24),
                                "name": n,
                                "uid": u,
                                "rateLimit": None,
                                "createdAt": "2025-11-02T10:04:51.552Z",
                                "updatedAt": "2026-03-14T08:12:09.021Z",
                                "metadata": {},
                            }
                            for n, u in [
                                ("Acme Logistics", "acme-logistics"),
                                ("Orderly", "orderly"),
                                ("Parcelwise", "parcelwise"),
                            ]
                        ],
                        "iterator": None,
                        "prevIterator": None,
                        "done": True,
                    }
                ),
            ),
            (
                "svix_list_event_types",
                {"limit": 50},
                j(
                    {
                        "data": [
                            {
                                "name": n,
                                "description": d,
                                "archived": False,
                                "deprecated": False,
                                "schemas": None,
                                "createdAt": "2025-10-21T12:00:00Z",
                                "updatedAt": "2025-10-21T12:00:00Z",
                            }
                            for n, d in [
                                ("shipment.created", "A shipment was booked"),
                                ("shipment.delivered", "Proof of delivery received"),
                                ("shipment.exception", "Carrier reported an exception"),
                                ("invoice.paid", "Invoice paid"),
                            ]
                        ],
                        "iterator": None,
                        "prevIterator": None,
                        "done": True,
                    }
                ),
            ),
            (
                "svix_create_endpoint",
                {
                    "app_id": "acme-logistics",
                    "url": "https://acme-logistics.com/hooks/shipments",
                    "filterTypes": ["shipment.created", "shipment.delivered", "shipment.exception"],
                },
                j(
                    {
                        "id": ep2,
                        "url": "https://acme-logistics.com/hooks/shipments",
                        "version": 1,
                        "description": "",
                        "filterTypes": [
                            "shipment.created",
                            "shipment.delivered",
                            "shipment.exception",
                        ],
                        "channels": None,
                        "disabled": False,
                        "rateLimit": None,
                        "uid": None,
                        "metadata": {},
                        "createdAt": "2026-12-07T16:07:40.112Z",
                        "updatedAt": "2026-12-07T16:07:40.112Z",
                    }
                ),
            ),
            (
                "svix_get_endpoint_secret",
                {"app_id": "acme-logistics", "endpoint_id": ep2},
                j({"key": "whsec_" + h("secret-acme", 32)}),
            ),
        ],
    )

    unauth = j({"code": "authentication_failed", "detail": "Invalid token"})
    sess(
        "svix-fail-1",
        "How many messages failed delivery across all our Svix apps this week? I need it for the incident review.",
        [
            ("svix_list_applications", {"limit": 50}, unauth),
            ("svix_list_applications", {}, unauth),
            ("svix_list_messages", {"app_id": "orderly", "after": "2026-11-30T00:00:00Z"}, unauth),
            (
                "svix_list_attempts_by_endpoint",
                {"app_id": "orderly", "endpoint_id": ep, "status": 2},
                unauth,
            ),
            (
                "svix_list_messages",
                {"app_id": "acme-logistics", "after": "2026-11-30T00:00:00Z"},
                unauth,
            ),
            ("svix_list_applications", {"limit": 10}, unauth),
        ],
    )

    def hd_event(i: str, status: str, code: int, created: str) -> dict:
        return {
            "id": "evt_" + h(i, 22),
            "team_id": "tm_" + h("team", 12),
            "webhook_id": "web_" + h("conn", 18),
            "source_id": "src_" + h("shopify", 14),
            "destination_id": "des_" + h("fulfil", 14),
            "request_id": "req_" + h("r" + i, 20),
            "attempts": 3 if status == "FAILED" else 1,
            "last_attempt_at": created,
            "next_attempt_at": None,
            "response_status": code,
            "error_code": None,
            "status": status,
            "successful_at": created if status == "SUCCESSFUL" else None,
            "cli_id": None,
            "created_at": created,
            "updated_at": created,
        }

    sess(
        "hookdeck-ok-1",
        "Retry every failed Shopify order event in Hookdeck from the last 24 hours and tell me how many there were.",
        [
            (
                "hookdeck_list_events",
                {
                    "status": "FAILED",
                    "source_id": "src_" + h("shopify", 14),
                    "created_at[gte]": "2026-12-06T16:00:00Z",
                    "limit": 3,
                },
                j(
                    {
                        "pagination": {
                            "order_by": "created_at",
                            "dir": "desc",
                            "limit": 3,
                            "next": "evt_" + h("e3", 22),
                        },
                        "count": 4,
                        "models": [
                            hd_event("e1", "FAILED", 500, "2026-12-07T09:12:44.201Z"),
                            hd_event("e2", "FAILED", 500, "2026-12-07T09:12:51.930Z"),
                            hd_event("e3", "FAILED", 503, "2026-12-07T02:40:03.118Z"),
                        ],
                    }
                ),
            ),
            (
                "hookdeck_list_events",
                {
                    "status": "FAILED",
                    "source_id": "src_" + h("shopify", 14),
                    "created_at[gte]": "2026-12-06T16:00:00Z",
                    "limit": 3,
                    "next": "evt_" + h("e3", 22),
                },
                j(
                    {
                        "pagination": {
                            "order_by": "created_at",
                            "dir": "desc",
                            "limit": 3,
                            "prev": "evt_" + h("e4", 22),
                        },
                        "count": 4,
                        "models": [hd_event("e4", "FAILED", 504, "2026-12-06T22:18:37.557Z")],
                    }
                ),
            ),
            (
                "hookdeck_retry_event",
                {"id": "evt_" + h("e1", 22)},
                j(
                    {
                        "event": {"id": "evt_" + h("e1", 22), "status": "QUEUED"},
                        "attempt": {
                            "id": "atm_" + h("a1", 20),
                            "status": "QUEUED",
                            "trigger": "MANUAL",
                        },
                    }
                ),
            ),
            (
                "hookdeck_retry_event",
                {"id": "evt_" + h("e2", 22)},
                j(
                    {
                        "event": {"id": "evt_" + h("e2", 22), "status": "QUEUED"},
                        "attempt": {
                            "id": "atm_" + h("a2", 20),
                            "status": "QUEUED",
                            "trigger": "MANUAL",
                        },
                    }
                ),
            ),
            (
                "hookdeck_retry_event",
                {"id": "evt_" + h("e3", 22)},
                j(
                    {
                        "event": {"id": "evt_" + h("e3", 22), "status": "QUEUED"},
                        "attempt": {
                            "id": "atm_" + h("a3", 20),
                            "status": "QUEUED",
                            "trigger": "MANUAL",
                        },
                    }
                ),
            ),
            (
                "hookdeck_retry_event",
                {"id": "evt_" + h("e4", 22)},
                j(
                    {
                        "event": {"id": "evt_" + h("e4", 22), "status": "QUEUED"},
                        "attempt": {
                            "id": "atm_" + h("a4", 20),
                            "status": "QUEUED",
                            "trigger": "MANUAL",
                        },
                    }
                ),
            ),
            (
                "hookdeck_list_events",
                {"id": ["evt_" + h(x, 22) for x in ("e1", "e2", "e3", "e4")]},
                j(
                    {
                        "pagination": {"order_by": "created_at", "dir": "desc", "limit": 100},
                        "count": 4,
                        "models": [
                            hd_event(x, "SUCCESSFUL", 200, f"2026-12-07T16:09:0{k}Z")
                            for k, x in enumerate(("e1", "e2", "e3", "e4"))
                        ],
                    }
                ),
            ),
        ],
    )

    hd_empty = j(
        {
            "pagination": {"order_by": "created_at", "dir": "desc", "limit": 100},
            "count": 0,
            "models": [],
        }
    )
    sess(
        "hookdeck-fail-1",
        "Our GitHub webhooks to the deploy bot stopped arriving around noon. Use Hookdeck to find what happened to them.",
        [
            ("hookdeck_list_sources", {"name": "github"}, hd_empty),
            ("hookdeck_list_events", {"created_at[gte]": "2026-12-07T11:00:00Z"}, hd_empty),
            ("hookdeck_list_requests", {"created_at[gte]": "2026-12-07T11:00:00Z"}, hd_empty),
            ("hookdeck_list_sources", {}, hd_empty),
            ("hookdeck_list_connections", {}, hd_empty),
            ("hookdeck_list_events", {"status": "FAILED"}, hd_empty),
            ("hookdeck_list_requests", {"rejection_cause": "VERIFICATION_FAILED"}, hd_empty),
            ("hookdeck_list_events", {}, hd_empty),
        ],
    )

    proj = "01HX" + h("proj", 22).upper()
    sess(
        "convoy-ok-1",
        "Check in Convoy whether the partner endpoint for Kestrel Pay received the refund.created event for refund rf_30112, and show the response they returned.",
        [
            (
                "convoy_list_events",
                {
                    "project_id": proj,
                    "query": "rf_30112",
                    "startDate": "2026-12-01T00:00:00",
                    "perPage": 20,
                },
                j(
                    {
                        "status": True,
                        "message": "Events fetched successfully",
                        "data": {
                            "content": [
                                {
                                    "uid": "01JE" + h("ev", 22).upper(),
                                    "event_type": "refund.created",
                                    "project_id": proj,
                                    "endpoints": ["01HY" + h("kestrel", 22).upper()],
                                    "headers": None,
                                    "data": {
                                        "refund_id": "rf_30112",
                                        "amount": 4200,
                                        "currency": "USD",
                                    },
                                    "created_at": "2026-12-05T14:22:31.008Z",
                                }
                            ],
                            "pagination": {
                                "per_page": 20,
                                "has_next_page": False,
                                "has_prev_page": False,
                                "prev_page_cursor": "",
                                "next_page_cursor": "",
                            },
                        },
                    }
                ),
            ),
            (
                "convoy_list_event_deliveries",
                {"project_id": proj, "eventId": "01JE" + h("ev", 22).upper()},
                j(
                    {
                        "status": True,
                        "message": "Event deliveries fetched successfully",
                        "data": {
                            "content": [
                                {
                                    "uid": "01JE" + h("dl", 22).upper(),
                                    "event_id": "01JE" + h("ev", 22).upper(),
                                    "endpoint_id": "01HY" + h("kestrel", 22).upper(),
                                    "status": "Success",
                                    "metadata": {
                                        "num_trials": 1,
                                        "retry_limit": 5,
                                        "interval_seconds": 20,
                                        "strategy": "linear",
                                    },
                                    "created_at": "2026-12-05T14:22:31.140Z",
                                }
                            ],
                            "pagination": {
                                "per_page": 20,
                                "has_next_page": False,
                                "has_prev_page": False,
                                "prev_page_cursor": "",
                                "next_page_cursor": "",
                            },
                        },
                    }
                ),
            ),
            (
                "convoy_list_delivery_attempts",
                {"project_id": proj, "eventDeliveryId": "01JE" + h("dl", 22).upper()},
                j(
                    {
                        "status": True,
                        "message": "App event delivery attempts fetched",
                        "data": [
                            {
                                "uid": "01JE" + h("att", 22).upper(),
                                "url": "https://api.kestrelpay.com/v2/convoy/webhooks",
                                "method": "POST",
                                "api_version": "2024-04-01",
                                "ip_address": "52.18.44.201:443",
                                "http_status": "202 Accepted",
                                "response_data": '{"ack":"rf_30112","queued":true}',
                                "status": True,
                                "created_at": "2026-12-05T14:22:31.622Z",
                            }
                        ],
                    }
                ),
            ),
        ],
    )

    dead = "curl: (7) Failed to connect to convoy.internal.kestrel.net port 5005 after 2 ms: Couldn't connect to server"
    sess(
        "convoy-fail-1",
        "Find which endpoints in Convoy are disabled because of repeated failures and list the last error for each.",
        [
            (
                "shell",
                {
                    "cmd": 'curl -s -H "Authorization: Bearer $CONVOY_API_KEY" https://convoy.internal.kestrel.net:5005/api/v1/projects/$PROJECT/endpoints?status=inactive'
                },
                dead,
            ),
            (
                "shell",
                {
                    "cmd": 'curl -s -H "Authorization: Bearer $CONVOY_API_KEY" https://convoy.internal.kestrel.net:5005/api/v1/projects/$PROJECT/endpoints'
                },
                dead,
            ),
            ("shell", {"cmd": "curl -s https://convoy.internal.kestrel.net:5005/health"}, dead),
            (
                "shell",
                {
                    "cmd": 'curl -s -H "Authorization: Bearer $CONVOY_API_KEY" https://convoy.internal.kestrel.net:5005/api/v1/projects/$PROJECT/eventdeliveries?status=Failure'
                },
                dead,
            ),
            (
                "shell",
                {
                    "cmd": 'curl -s -m 10 -H "Authorization: Bearer $CONVOY_API_KEY" https://convoy.internal.kestrel.net:5005/api/v1/projects'
                },
                dead,
            ),
            (
                "shell",
                {
                    "cmd": 'curl -s -H "Authorization: Bearer $CONVOY_API_KEY" https://convoy.internal.kestrel.net:5005/api/v1/projects/$PROJECT/endpoints?perPage=100'
                },
                dead,
            ),
        ],
    )

    listen = (
        "> Ready! You are using Stripe API Version [2024-06-20]. Your webhook signing secret is whsec_"
        + h("listen", 32)
        + " (^C to quit)\n"
    )
    evs = [
        ("payment_intent.created", "evt_3QT" + h("pic", 21)),
        ("payment_intent.succeeded", "evt_3QT" + h("pis", 21)),
        ("charge.succeeded", "evt_3QT" + h("chs", 21)),
        ("charge.updated", "evt_3QT" + h("chu", 21)),
    ]
    sess(
        "stripe-cli-ok-1",
        "My local webhook handler on port 4242 isn't marking orders paid. Forward Stripe events to it, trigger a test payment, and tell me what my handler returned.",
        [
            (
                "shell",
                {"cmd": "stripe listen --forward-to localhost:4242/webhook --print-secret"},
                "whsec_" + h("listen", 32),
            ),
            (
                "shell",
                {
                    "cmd": "(stripe listen --forward-to localhost:4242/webhook > /tmp/listen.log 2>&1 &) ; sleep 3; stripe trigger payment_intent.succeeded"
                },
                "Setting up fixture for: payment_intent\nRunning fixture for: payment_intent\nTrigger succeeded! Check dashboard for event details.",
            ),
            (
                "shell",
                {"cmd": "cat /tmp/listen.log"},
                listen
                + "".join(
                    f"2026-12-07 16:11:0{k}   --> {t} [{e}]\n" for k, (t, e) in enumerate(evs)
                )
                + "".join(
                    f"2026-12-07 16:11:0{k}  <--  [{'400' if t == 'payment_intent.succeeded' else '200'}] POST http://localhost:4242/webhook [{e}]\n"
                    for k, (t, e) in enumerate(evs)
                ),
            ),
            (
                "shell",
                {"cmd": "tail -n 5 server.log"},
                "[2026-12-07 16:11:01] POST /webhook 200\n[2026-12-07 16:11:01] Webhook signature verification failed: No signatures found matching the expected signature for payload\n[2026-12-07 16:11:01] POST /webhook 400\n[2026-12-07 16:11:02] POST /webhook 200\n[2026-12-07 16:11:02] POST /webhook 200",
            ),
            (
                "shell",
                {"cmd": "grep -n STRIPE_WEBHOOK_SECRET .env"},
                "3:STRIPE_WEBHOOK_SECRET=whsec_" + h("dashboard-endpoint", 32),
            ),
            (
                "shell",
                {
                    "cmd": f"sed -i 's/^STRIPE_WEBHOOK_SECRET=.*/STRIPE_WEBHOOK_SECRET=whsec_{h('listen', 32)}/' .env && stripe events resend {evs[1][1]}"
                },
                ji(
                    {
                        "id": evs[1][1],
                        "object": "event",
                        "api_version": "2024-06-20",
                        "created": 1796659861,
                        "livemode": False,
                        "pending_webhooks": 1,
                        "type": "payment_intent.succeeded",
                    }
                ),
            ),
            (
                "shell",
                {"cmd": "tail -n 2 /tmp/listen.log"},
                f"2026-12-07 16:12:40   --> payment_intent.succeeded [{evs[1][1]}]\n2026-12-07 16:12:40  <--  [200] POST http://localhost:4242/webhook [{evs[1][1]}]",
            ),
        ],
    )

    expired = (
        'Request failed, status=401, body={\n  "error": {\n    "message": "Expired API Key provided: rk_live_*********************Xb2Q",\n'
        '    "request_log_url": "https://dashboard.stripe.com/logs?object=req_'
        + h("rl", 14)
        + '",\n    "type": "invalid_request_error"\n  }\n}'
    )
    sess(
        "stripe-cli-fail-1",
        "List the live-mode invoice.payment_failed events from the past three days and resend them to our billing endpoint.",
        [
            (
                "shell",
                {"cmd": "stripe events list --live --limit 20 --type invoice.payment_failed"},
                expired,
            ),
            ("shell", {"cmd": "stripe events list --live --limit 20"}, expired),
            (
                "shell",
                {
                    "cmd": "stripe events list --live --type invoice.payment_failed --created.gte 1796400000"
                },
                expired,
            ),
            ("shell", {"cmd": "stripe webhook_endpoints list --live"}, expired),
            ("shell", {"cmd": "stripe invoices list --live --status open --limit 10"}, expired),
            ("shell", {"cmd": "stripe events list --live --limit 5"}, expired),
        ],
    )

    sess(
        "ngrok-api-ok-1",
        "Is anyone on the team still running an ngrok tunnel to the staging webhooks service? If so, who, and what's the public URL?",
        [
            (
                "ngrok_list_endpoints",
                {"limit": 100},
                j(
                    {
                        "endpoints": [
                            {
                                "id": "ep_2Zd" + h("e1", 23),
                                "region": "us",
                                "created_at": "2026-12-07T13:02:55Z",
                                "updated_at": "2026-12-07T13:02:55Z",
                                "public_url": "https://4f1a-73-162-20-9.ngrok-free.app",
                                "proto": "https",
                                "hostport": "4f1a-73-162-20-9.ngrok-free.app:443",
                                "type": "ephemeral",
                                "tunnel": {
                                    "id": "tn_2Zd" + h("t1", 23),
                                    "uri": "https://api.ngrok.com/tunnels/tn_2Zd" + h("t1", 23),
                                },
                            }
                        ],
                        "uri": "https://api.ngrok.com/endpoints",
                        "next_page_uri": None,
                    }
                ),
            ),
            (
                "ngrok_list_tunnels",
                {},
                j(
                    {
                        "tunnels": [
                            {
                                "id": "tn_2Zd" + h("t1", 23),
                                "public_url": "https://4f1a-73-162-20-9.ngrok-free.app",
                                "started_at": "2026-12-07T13:02:55Z",
                                "metadata": "",
                                "proto": "https",
                                "region": "us",
                                "tunnel_session": {
                                    "id": "ts_2Zd" + h("s1", 23),
                                    "uri": "https://api.ngrok.com/tunnel_sessions/ts_2Zd"
                                    + h("s1", 23),
                                },
                                "forwards_to": "http://localhost:3000",
                            }
                        ],
                        "uri": "https://api.ngrok.com/tunnels",
                        "next_page_uri": None,
                    }
                ),
            ),
            (
                "ngrok_get_tunnel_session",
                {"id": "ts_2Zd" + h("s1", 23)},
                j(
                    {
                        "id": "ts_2Zd" + h("s1", 23),
                        "agent_version": "3.18.4",
                        "credential": {
                            "id": "cr_2Zd" + h("c1", 23),
                            "uri": "https://api.ngrok.com/credentials/cr_2Zd" + h("c1", 23),
                        },
                        "ip": "73.162.20.9",
                        "os": "darwin",
                        "region": "us",
                        "started_at": "2026-12-07T13:02:54Z",
                        "transport": "ngrok/2",
                    }
                ),
            ),
            (
                "ngrok_get_credential",
                {"id": "cr_2Zd" + h("c1", 23)},
                j(
                    {
                        "id": "cr_2Zd" + h("c1", 23),
                        "uri": "https://api.ngrok.com/credentials/cr_2Zd" + h("c1", 23),
                        "created_at": "2025-08-19T17:40:12Z",
                        "description": "priya-macbook",
                        "metadata": "",
                        "token": None,
                        "acl": [],
                        "owner_id": "usr_2Zd" + h("priya", 23),
                    }
                ),
            ),
            (
                "ngrok_list_reserved_domains",
                {},
                j(
                    {
                        "reserved_domains": [],
                        "uri": "https://api.ngrok.com/reserved_domains",
                        "next_page_uri": None,
                    }
                ),
            ),
        ],
    )

    sess(
        "smee-ok-1",
        "Set up smee so the GitHub App webhooks reach my local bot on port 3000, then redeliver the last installation event and confirm the bot got it.",
        [
            (
                "shell",
                {"cmd": "curl -s -o /dev/null -w '%{redirect_url}' https://smee.io/new"},
                "https://smee.io/Jq7vT2eR9pXcW4mB",
            ),
            (
                "shell",
                {
                    "cmd": "(npx smee-client --url https://smee.io/Jq7vT2eR9pXcW4mB --target http://localhost:3000/api/github/webhooks > /tmp/smee.log 2>&1 &); sleep 4; cat /tmp/smee.log"
                },
                "Forwarding https://smee.io/Jq7vT2eR9pXcW4mB to http://localhost:3000/api/github/webhooks\nConnected https://smee.io/Jq7vT2eR9pXcW4mB",
            ),
            (
                "shell",
                {"cmd": "gh api -X PATCH /app/hook/config -f url=https://smee.io/Jq7vT2eR9pXcW4mB"},
                ji(
                    {
                        "content_type": "json",
                        "insecure_ssl": "0",
                        "url": "https://smee.io/Jq7vT2eR9pXcW4mB",
                    }
                ),
            ),
            (
                "shell",
                {
                    "cmd": "gh api '/app/hook/deliveries?per_page=3' --jq '.[] | [.id, .event, .action, .status_code] | @tsv'"
                },
                "91822311904\tinstallation\tcreated\t502\n91820077713\tinstallation_repositories\tadded\t502\n91818800240\tping\t\t200",
            ),
            ("shell", {"cmd": "gh api -X POST /app/hook/deliveries/91822311904/attempts"}, "{}"),
            (
                "shell",
                {"cmd": "cat /tmp/smee.log"},
                "Forwarding https://smee.io/Jq7vT2eR9pXcW4mB to http://localhost:3000/api/github/webhooks\nConnected https://smee.io/Jq7vT2eR9pXcW4mB\nPOST http://localhost:3000/api/github/webhooks - 200",
            ),
        ],
    )


# ---------------------------------------------------------------- kubernetes policy


def k8s_policy() -> None:
    kt = (
        "Loading test  ( .kyverno-test/kyverno-test.yaml ) ...\n"
        "  Loading values/variables ...\n"
        "  Loading resources ...\n"
        "  Loading exceptions ...\n"
        "  Applying 1 policy to 4 resources ...\n"
        "  Checking results ...\n\n"
        "│────│────────────────────────│──────────────────│─────────────────────────────│────────│────────│\n"
        "│ ID │ POLICY                 │ RULE             │ RESOURCE                    │ RESULT │ REASON │\n"
        "│────│────────────────────────│──────────────────│─────────────────────────────│────────│────────│\n"
        "│ 1  │ require-resource-limits│ validate-limits  │ v1/Pod/default/good-pod     │ Pass   │ Ok     │\n"
        "│ 2  │ require-resource-limits│ validate-limits  │ v1/Pod/default/no-limits    │ Pass   │ Ok     │\n"
        "│ 3  │ require-resource-limits│ validate-limits  │ apps/v1/Deployment/default/api │ Pass   │ Ok  │\n"
        "│ 4  │ require-resource-limits│ validate-limits  │ batch/v1/CronJob/default/report │ Fail │ Want pass, got fail │\n"
        "│────│────────────────────────│──────────────────│─────────────────────────────│────────│────────│\n\n"
        "Test Summary: 3 tests passed and 1 tests failed\n\nError: 1 tests failed"
    )
    sess(
        "kyverno-ok-1",
        "Our kyverno test for require-resource-limits fails in CI. Figure out why and fix it.",
        [
            ("shell", {"cmd": "cd policies/require-resource-limits && kyverno test ."}, kt),
            (
                "shell",
                {"cmd": "cat policies/require-resource-limits/policy.yaml | sed -n '14,32p'"},
                '  rules:\n  - name: validate-limits\n    match:\n      any:\n      - resources:\n          kinds:\n          - Pod\n    validate:\n      message: "CPU and memory limits are required."\n      pattern:\n        spec:\n          containers:\n          - resources:\n              limits:\n                memory: "?*"\n                cpu: "?*"',
            ),
            (
                "shell",
                {
                    "cmd": "grep -n -A4 'report' policies/require-resource-limits/.kyverno-test/kyverno-test.yaml"
                },
                "22:  - policy: require-resource-limits\n23:    rule: validate-limits\n24:    resources:\n25:    - report\n26:    kind: CronJob\n27:    result: pass",
            ),
            (
                "shell",
                {
                    "cmd": "yq '.spec.jobTemplate.spec.template.spec.containers[].resources' policies/require-resource-limits/.kyverno-test/resources.yaml"
                },
                "{}",
            ),
            (
                "edit_file",
                {
                    "path": "policies/require-resource-limits/.kyverno-test/resources.yaml",
                    "old": "resources: {}",
                    "new": "resources:\n                limits:\n                  cpu: 200m\n                  memory: 256Mi",
                },
                "Edited policies/require-resource-limits/.kyverno-test/resources.yaml (1 replacement)",
            ),
            (
                "shell",
                {"cmd": "cd policies/require-resource-limits && kyverno test . 2>&1 | tail -n 2"},
                "Test Summary: 4 tests passed and 0 tests failed",
            ),
        ],
    )

    sess(
        "kyverno-ok-2",
        "Are there any Kyverno policy violations in the payments or ledger namespaces? Summarize by policy.",
        [
            (
                "shell",
                {"cmd": "kubectl get policyreport -n payments"},
                "NAME                                   KIND         NAME                 PASS   FAIL   WARN   ERROR   SKIP   AGE\n0b7e42f1-9c3a-4d25-8e6f-1a2b3c4d5e6f   Deployment   payments-api         6      1      0      0       0      3d\n4c1d9a77-2e8b-4f30-b9a1-7c6d5e4f3a2b   Deployment   payments-worker      7      0      0      0       0      3d\n9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b   CronJob      settlement-export    5      2      0      0       0      3d",
            ),
            (
                "shell",
                {
                    "cmd": 'kubectl get policyreport -n payments -o jsonpath=\'{range .items[*].results[?(@.result=="fail")]}{.policy}{"\\t"}{.rule}{"\\t"}{.resources[0].name}{"\\n"}{end}\''
                },
                "disallow-latest-tag\tvalidate-image-tag\tpayments-api\nrequire-run-as-nonroot\trun-as-non-root\tsettlement-export\nrequire-resource-limits\tvalidate-limits\tsettlement-export",
            ),
            (
                "shell",
                {"cmd": "kubectl get policyreport -n ledger"},
                "No resources found in ledger namespace.",
            ),
            (
                "shell",
                {"cmd": "kubectl get pods -n ledger"},
                "NAME                          READY   STATUS    RESTARTS   AGE\nledger-db-0                   1/1     Running   0          12d\nledger-sync-7f9c8d6b5-xq2lw   1/1     Running   0          2d",
            ),
            (
                "shell",
                {"cmd": "kubectl get ns ledger -o jsonpath='{.metadata.labels}'"},
                '{"kubernetes.io/metadata.name":"ledger","policies.kyverno.io/exclude":"true"}',
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get clusterpolicy -o custom-columns=NAME:.metadata.name,ACTION:.spec.validationFailureAction,EXCLUDE:.spec.rules[0].exclude.any[0].resources.namespaceSelector.matchLabels"
                },
                "NAME                      ACTION    EXCLUDE\ndisallow-latest-tag       Audit     map[policies.kyverno.io/exclude:true]\nrequire-resource-limits   Audit     map[policies.kyverno.io/exclude:true]\nrequire-run-as-nonroot    Enforce   map[policies.kyverno.io/exclude:true]",
            ),
        ],
    )

    sess(
        "gatekeeper-ok-1",
        "Which namespaces are violating the Gatekeeper rule that requires an owner label? Then add owner=data-platform to the one the data team owns.",
        [
            (
                "shell",
                {"cmd": "kubectl get constraints"},
                "NAME                                                            ENFORCEMENT-ACTION   TOTAL-VIOLATIONS\nk8srequiredlabels.constraints.gatekeeper.sh/ns-must-have-owner   dryrun               3\n\nNAME                                                              ENFORCEMENT-ACTION   TOTAL-VIOLATIONS\nk8sallowedrepos.constraints.gatekeeper.sh/repo-is-internal-only   deny                 0",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get k8srequiredlabels ns-must-have-owner -o yaml | yq '.status.violations'"
                },
                '- enforcementAction: dryrun\n  group: ""\n  kind: Namespace\n  message: \'you must provide labels: {"owner"}\'\n  name: airflow\n  version: v1\n- enforcementAction: dryrun\n  group: ""\n  kind: Namespace\n  message: \'you must provide labels: {"owner"}\'\n  name: sandbox-mk\n  version: v1\n- enforcementAction: dryrun\n  group: ""\n  kind: Namespace\n  message: \'you must provide labels: {"owner"}\'\n  name: trino\n  version: v1',
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get ns airflow trino sandbox-mk -o custom-columns=NAME:.metadata.name,TEAM:.metadata.annotations.team"
                },
                "NAME         TEAM\nairflow      data-platform\ntrino        analytics\nsandbox-mk   <none>",
            ),
            (
                "shell",
                {"cmd": "kubectl label ns airflow owner=data-platform"},
                "namespace/airflow labeled",
            ),
            (
                "shell",
                {
                    "cmd": "sleep 60; kubectl get k8srequiredlabels ns-must-have-owner -o jsonpath='{.status.totalViolations}'"
                },
                "2",
            ),
        ],
    )

    unauth = "error: You must be logged in to the server (Unauthorized)"
    sess(
        "gatekeeper-fail-1",
        "List every Gatekeeper constraint in deny mode on prod and how many violations each has.",
        [
            ("shell", {"cmd": "kubectl --context prod-eu get constraints"}, unauth),
            ("shell", {"cmd": "kubectl --context prod-eu get constrainttemplates"}, unauth),
            ("shell", {"cmd": "kubectl --context prod-eu get k8srequiredlabels -o wide"}, unauth),
            (
                "shell",
                {
                    "cmd": "kubectl --context prod-eu get constraints -o json | jq '.items[] | select(.spec.enforcementAction==\"deny\") | .metadata.name'"
                },
                unauth,
            ),
            ("shell", {"cmd": "kubectl --context prod-eu -n gatekeeper-system get pods"}, unauth),
            ("shell", {"cmd": "kubectl --context prod-eu get k8sallowedrepos"}, unauth),
        ],
    )

    kw_resp = ji(
        {
            "uid": "",
            "allowed": False,
            "status": {"message": "Privileged container is not allowed", "code": 400},
        }
    )
    sess(
        "kubewarden-ok-1",
        "Check that the Kubewarden pod-privileged policy is active on the cluster and that it would actually block our debug pod manifest.",
        [
            (
                "shell",
                {"cmd": "kubectl get clusteradmissionpolicies"},
                "NAME                 POLICY SERVER   MUTATING   BACKGROUNDAUDIT   MODE      OBSERVED MODE   STATUS   AGE\nno-host-path         default         false      true              protect   protect         active   41d\npod-privileged       default         false      true              protect   protect         active   41d\nrequire-probes       default         false      true              monitor   monitor         active   9d",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get clusteradmissionpolicy pod-privileged -o jsonpath='{.spec.module}'"
                },
                "registry://ghcr.io/kubewarden/policies/pod-privileged:v0.3.3",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl create --dry-run=server -o name -f debug-pod.yaml >/dev/null && echo ok; kwctl run registry://ghcr.io/kubewarden/policies/pod-privileged:v0.3.3 --request-path <(kwctl scaffold admission-request --operation CREATE --object debug-pod.yaml) 2>/dev/null"
                },
                kw_resp,
            ),
            (
                "shell",
                {"cmd": "kubectl apply -f debug-pod.yaml"},
                'Error from server: error when creating "debug-pod.yaml": admission webhook "clusterwide-pod-privileged.kubewarden.admission" denied the request: Privileged container is not allowed',
            ),
        ],
    )

    nores = 'error: the server doesn\'t have a resource type "clusteradmissionpolicies"'
    sess(
        "kubewarden-fail-1",
        "Which Kubewarden policies are in monitor mode on the staging cluster, and what have they flagged?",
        [
            ("shell", {"cmd": "kubectl get clusteradmissionpolicies"}, nores),
            (
                "shell",
                {"cmd": "kubectl get clusteradmissionpolicies.policies.kubewarden.io"},
                nores,
            ),
            (
                "shell",
                {"cmd": "kubectl get admissionpolicies -A"},
                'error: the server doesn\'t have a resource type "admissionpolicies"',
            ),
            (
                "shell",
                {"cmd": "kubectl get policyreports -A"},
                'error: the server doesn\'t have a resource type "policyreports"',
            ),
            ("shell", {"cmd": "kubectl get clusteradmissionpolicies -o wide"}, nores),
            (
                "shell",
                {"cmd": "kubectl get policyservers"},
                'error: the server doesn\'t have a resource type "policyservers"',
            ),
            ("shell", {"cmd": "kubectl get clusteradmissionpolicies --request-timeout=30s"}, nores),
        ],
    )

    sess(
        "polaris-ok-1",
        "Run Polaris against the checkout namespace and list the danger-level findings; then tell me the overall score.",
        [
            ("shell", {"cmd": "polaris audit --namespace checkout --format score"}, "72"),
            (
                "shell",
                {
                    "cmd": "polaris audit --namespace checkout --severity danger --format pretty 2>/dev/null | head -n 30"
                },
                "Polaris audited Path  at 2026-12-07T16:14:52Z\n    Nodes: 6 | Namespaces: 1 | Controllers: 4\n    Final score: 72\n\nDeployment checkout-api in namespace checkout\n    hostIPCSet                           🎉 Success\n        Security - Host IPC is not configured\n    Container checkout-api\n        runAsRootAllowed                 ❌ Danger\n            Security - Should not be allowed to run as root\n        memoryLimitsMissing              ❌ Danger\n            Efficiency - Memory limits should be set\n\nStatefulSet checkout-redis in namespace checkout\n    Container redis\n        privilegeEscalationAllowed       ❌ Danger\n            Security - Privilege escalation should not be allowed",
            ),
            (
                "shell",
                {
                    "cmd": "polaris audit --namespace checkout --format json | jq '[.Results[].PodResult.ContainerResults[].Results[] | select(.Success==false and .Severity==\"danger\")] | length'"
                },
                "3",
            ),
        ],
    )

    stale = j(
        {
            "PolarisOutputVersion": "1.0",
            "AuditTime": "2026-11-02T03:00:11Z",
            "SourceType": "Cluster",
            "SourceName": "",
            "DisplayName": "",
            "ClusterInfo": {
                "Version": "1.29",
                "Nodes": 6,
                "Pods": 141,
                "Namespaces": 22,
                "Controllers": 88,
            },
            "Score": 81,
            "Results": [],
        }
    )
    sess(
        "polaris-fail-1",
        "Use the Polaris dashboard API to check whether the new search namespace we deployed this morning passes the security checks.",
        [
            ("http_get", {"url": "http://polaris-dashboard.polaris.svc/results.json"}, stale),
            (
                "http_get",
                {"url": "http://polaris-dashboard.polaris.svc/results.json?ns=search"},
                stale,
            ),
            (
                "http_get",
                {"url": "http://polaris-dashboard.polaris.svc/results.json?namespace=search"},
                stale,
            ),
            (
                "http_get",
                {"url": "http://polaris-dashboard.polaris.svc/results.json?refresh=true"},
                stale,
            ),
            (
                "http_get",
                {
                    "url": "http://polaris-dashboard.polaris.svc/results.json?namespace=search&severity=danger"
                },
                stale,
            ),
            (
                "http_get",
                {"url": "http://polaris-dashboard.polaris.svc/results.json?nocache=1"},
                stale,
            ),
        ],
    )

    kb = (
        "[INFO] 4 Worker Node Security Configuration\n[INFO] 4.1 Worker Node Configuration Files\n"
        "[PASS] 4.1.1 Ensure that the kubelet service file permissions are set to 600 or more restrictive (Automated)\n"
        "[PASS] 4.1.2 Ensure that the kubelet service file ownership is set to root:root (Automated)\n"
        "[WARN] 4.1.3 If proxy kubeconfig file exists ensure permissions are set to 600 or more restrictive (Manual)\n"
        "[PASS] 4.1.5 Ensure that the --kubeconfig kubelet.conf file permissions are set to 600 or more restrictive (Automated)\n"
        "[INFO] 4.2 Kubelet\n"
        "[PASS] 4.2.1 Ensure that the --anonymous-auth argument is set to false (Automated)\n"
        "[FAIL] 4.2.6 Ensure that the --make-iptables-util-chains argument is set to true (Automated)\n"
        "[FAIL] 4.2.10 Ensure that the --rotate-certificates argument is not set to false (Automated)\n"
        "[WARN] 4.2.12 Ensure that the RotateKubeletServerCertificate argument is set to true (Manual)\n\n"
        "== Remediations node ==\n"
        "4.2.6 If using a Kubelet config file, edit the file to set `makeIPTablesUtilChains: true`.\n"
        "4.2.10 If using a Kubelet config file, edit the file to add the line `rotateCertificates: true` or remove it altogether to use the default value.\n\n"
        "== Summary node ==\n24 checks PASS\n2 checks FAIL\n3 checks WARN\n0 checks INFO\n\n"
        "== Summary total ==\n24 checks PASS\n2 checks FAIL\n3 checks WARN\n0 checks INFO"
    )
    sess(
        "kube-bench-ok-1",
        "Run kube-bench on worker node ip-10-0-3-17, fix the failing kubelet checks, and rerun to confirm.",
        [
            (
                "shell",
                {
                    "cmd": "kubectl apply -f job-node.yaml && kubectl wait --for=condition=complete job/kube-bench --timeout=120s"
                },
                "job.batch/kube-bench created\njob.batch/kube-bench condition met",
            ),
            ("shell", {"cmd": "kubectl logs job/kube-bench"}, kb),
            (
                "shell",
                {
                    "cmd": "ssh ip-10-0-3-17 'sudo grep -nE \"makeIPTablesUtilChains|rotateCertificates\" /var/lib/kubelet/config.yaml'"
                },
                "31:makeIPTablesUtilChains: false\n44:rotateCertificates: false",
            ),
            (
                "shell",
                {
                    "cmd": 'ssh ip-10-0-3-17 \'sudo sed -i -e "s/^makeIPTablesUtilChains: false/makeIPTablesUtilChains: true/" -e "s/^rotateCertificates: false/rotateCertificates: true/" /var/lib/kubelet/config.yaml && sudo systemctl restart kubelet && systemctl is-active kubelet\''
                },
                "active",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl delete job kube-bench && kubectl apply -f job-node.yaml && kubectl wait --for=condition=complete job/kube-bench --timeout=120s && kubectl logs job/kube-bench | tail -n 5"
                },
                'job.batch "kube-bench" deleted\njob.batch/kube-bench created\njob.batch/kube-bench condition met\n== Summary total ==\n26 checks PASS\n0 checks FAIL\n3 checks WARN\n0 checks INFO',
            ),
        ],
    )

    sess(
        "trivy-operator-ok-1",
        "Which workloads in the storefront namespace have critical vulnerabilities according to Trivy Operator, and which CVEs are fixable?",
        [
            (
                "shell",
                {"cmd": "kubectl get vulnerabilityreports -n storefront -o wide"},
                "NAME                                        REPOSITORY            TAG       SCANNER   AGE   CRITICAL   HIGH   MEDIUM   LOW   UNKNOWN\nreplicaset-cart-6d8f9b7c4-cart              shop/cart             2.14.1    Trivy     5h    0          2      7        11    0\nreplicaset-frontend-5b7c9d8f6-nginx         library/nginx         1.25.3    Trivy     5h    2          9      21       48    1\nreplicaset-search-7c4d5e6f7-search          shop/search           0.9.0     Trivy     5h    0          0      3        6     0\nstatefulset-sessions-redis                  bitnami/redis         7.2.4     Trivy     5h    1          4      9        13    0",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get vulnerabilityreport replicaset-frontend-5b7c9d8f6-nginx -n storefront -o json | jq -r '.report.vulnerabilities[] | select(.severity==\"CRITICAL\") | [.vulnerabilityID, .resource, .installedVersion, .fixedVersion] | @tsv'"
                },
                "CVE-2024-45491\tlibexpat1\t2.5.0-1\t2.5.0-1+deb12u1\nCVE-2024-45492\tlibexpat1\t2.5.0-1\t2.5.0-1+deb12u1",
            ),
            (
                "shell",
                {
                    "cmd": "kubectl get vulnerabilityreport statefulset-sessions-redis -n storefront -o json | jq -r '.report.vulnerabilities[] | select(.severity==\"CRITICAL\") | [.vulnerabilityID, .resource, .installedVersion, .fixedVersion] | @tsv'"
                },
                "CVE-2024-31449\tredis\t7.2.4\t7.2.6",
            ),
        ],
    )

    tmo = "Unable to connect to the server: dial tcp 10.40.0.12:6443: i/o timeout"
    sess(
        "trivy-operator-fail-1",
        "Give me the list of images in the prod cluster with HIGH or CRITICAL vulnerabilities from Trivy Operator.",
        [
            ("shell", {"cmd": "kubectl get vulnerabilityreports -A -o wide"}, tmo),
            ("shell", {"cmd": "kubectl get vulnerabilityreports -n storefront"}, tmo),
            ("shell", {"cmd": "kubectl get clustervulnerabilityreports"}, tmo),
            (
                "shell",
                {"cmd": "kubectl get vulnerabilityreports -A -o json | jq '.items | length'"},
                tmo,
            ),
            ("shell", {"cmd": "kubectl -n trivy-system get pods"}, tmo),
            ("shell", {"cmd": "kubectl get vulnerabilityreports -n payments -o wide"}, tmo),
        ],
    )


# ---------------------------------------------------------------- podcast hosting


def podcasts() -> None:
    def tr_ep(i: int, num: int, title: str, pub: str, dur: int) -> dict:
        return {
            "id": str(i),
            "type": "episode",
            "attributes": {
                "title": title,
                "number": num,
                "season": 3,
                "status": "published",
                "published_at": pub,
                "duration": dur,
                "share_url": f"https://share.transistor.fm/s/{h(str(i), 8)}",
                "media_url": f"https://media.transistor.fm/{h(str(i), 8)}/{h('m' + str(i), 8)}.mp3",
            },
            "relationships": {"show": {"data": {"id": "48211", "type": "show"}}},
        }

    page1 = [
        tr_ep(1900441, 52, "Soil carbon, without the hype", "2026-12-01T10:00:00.000Z", 2841),
        tr_ep(1887302, 51, "The water rights episode", "2026-11-24T10:00:00.000Z", 3310),
        tr_ep(1871119, 50, "Listener mailbag #4", "2026-11-17T10:00:00.000Z", 1922),
    ]
    page2 = [
        tr_ep(1858870, 49, "Cover crops in dry years", "2026-11-10T10:00:00.000Z", 3068),
        tr_ep(1842275, 48, "A visit to the seed bank", "2026-11-03T10:00:00.000Z", 2710),
    ]
    sess(
        "transistor-ok-1",
        "Which of our last five episodes on Transistor got the most downloads in its first week?",
        [
            (
                "transistor_list_episodes",
                {"show_id": "48211", "pagination[page]": 1, "pagination[per]": 3},
                j({"data": page1, "meta": {"currentPage": 1, "totalPages": 18, "totalCount": 52}}),
            ),
            (
                "transistor_list_episodes",
                {"show_id": "48211", "pagination[page]": 2, "pagination[per]": 2},
                j({"data": page2, "meta": {"currentPage": 2, "totalPages": 26, "totalCount": 52}}),
            ),
        ]
        + [
            (
                "transistor_episode_analytics",
                {
                    "episode_id": e["id"],
                    "start_date": e["attributes"]["published_at"][8:10]
                    + "-"
                    + e["attributes"]["published_at"][5:7]
                    + "-2026",
                },
                j(
                    {
                        "data": {
                            "id": e["id"],
                            "type": "episode_analytics",
                            "attributes": {
                                "downloads": [
                                    {
                                        "date": f"{d:02d}-{e['attributes']['published_at'][5:7]}-2026",
                                        "downloads": n,
                                    }
                                    for d, n in zip(
                                        range(
                                            int(e["attributes"]["published_at"][8:10]),
                                            int(e["attributes"]["published_at"][8:10]) + 7,
                                        ),
                                        dl,
                                        strict=True,
                                    )
                                ],
                                "start_date": e["attributes"]["published_at"][8:10]
                                + "-"
                                + e["attributes"]["published_at"][5:7]
                                + "-2026",
                                "end_date": f"{int(e['attributes']['published_at'][8:10]) + 6:02d}-{e['attributes']['published_at'][5:7]}-2026",
                            },
                        }
                    }
                ),
            )
            for e, dl in zip(
                page1 + page2,
                [
                    [512, 301, 188, 120, 97, 80, 71],
                    [640, 355, 210, 151, 103, 99, 82],
                    [233, 140, 88, 61, 40, 33, 30],
                    [598, 344, 219, 140, 118, 90, 77],
                    [487, 290, 177, 109, 92, 70, 68],
                ],
                strict=True,
            )
        ],
    )

    new_id = "1912006"
    sess(
        "transistor-ok-2",
        "Create episode 53 'Hedgerows and pollinators' on Transistor, upload hedgerows_final.mp3, and schedule it for Tuesday 8 Dec 2026 10:00 UTC.",
        [
            (
                "transistor_create_episode",
                {
                    "show_id": "48211",
                    "title": "Hedgerows and pollinators",
                    "number": 53,
                    "season": 3,
                },
                j(
                    {
                        "data": {
                            "id": new_id,
                            "type": "episode",
                            "attributes": {
                                "title": "Hedgerows and pollinators",
                                "number": 53,
                                "season": 3,
                                "status": "draft",
                                "audio_processing": False,
                            },
                        }
                    }
                ),
            ),
            (
                "transistor_authorize_upload",
                {"filename": "hedgerows_final.mp3"},
                j(
                    {
                        "data": {
                            "id": "",
                            "type": "audio_upload",
                            "attributes": {
                                "upload_url": "https://transistorupload.s3.amazonaws.com/uploads/api/"
                                + h("up", 36)
                                + "/hedgerows_final.mp3?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Expires=600",
                                "content_type": "audio/mpeg",
                                "expires_in": 600,
                                "audio_url": "https://transistorupload.s3.amazonaws.com/uploads/api/"
                                + h("up", 36)
                                + "/hedgerows_final.mp3",
                            },
                        }
                    }
                ),
            ),
            (
                "shell",
                {
                    "cmd": "curl -s -o /dev/null -w '%{http_code}' -X PUT -H 'Content-Type: audio/mpeg' -T hedgerows_final.mp3 \"$UPLOAD_URL\""
                },
                "200",
            ),
            (
                "transistor_update_episode",
                {
                    "id": new_id,
                    "audio_url": "https://transistorupload.s3.amazonaws.com/uploads/api/"
                    + h("up", 36)
                    + "/hedgerows_final.mp3",
                },
                j(
                    {
                        "data": {
                            "id": new_id,
                            "type": "episode",
                            "attributes": {
                                "title": "Hedgerows and pollinators",
                                "status": "draft",
                                "audio_processing": True,
                            },
                        }
                    }
                ),
            ),
            (
                "transistor_get_episode",
                {"id": new_id, "fields[episode][]": ["status", "audio_processing", "duration"]},
                j(
                    {
                        "data": {
                            "id": new_id,
                            "type": "episode",
                            "attributes": {
                                "status": "draft",
                                "audio_processing": True,
                                "duration": None,
                            },
                        }
                    }
                ),
            ),
            (
                "transistor_get_episode",
                {"id": new_id, "fields[episode][]": ["status", "audio_processing", "duration"]},
                j(
                    {
                        "data": {
                            "id": new_id,
                            "type": "episode",
                            "attributes": {
                                "status": "draft",
                                "audio_processing": False,
                                "duration": 2964,
                            },
                        }
                    }
                ),
            ),
            (
                "transistor_publish_episode",
                {"id": new_id, "status": "scheduled", "published_at": "2026-12-08T10:00:00Z"},
                j(
                    {
                        "data": {
                            "id": new_id,
                            "type": "episode",
                            "attributes": {
                                "status": "scheduled",
                                "published_at": "2026-12-08T10:00:00.000Z",
                            },
                        }
                    }
                ),
            ),
        ],
    )

    def bz_ep(i, title, date, plays):
        return {
            "id": i,
            "title": title,
            "audio_url": f"https://www.buzzsprout.com/1184220/{i}-{title.lower().replace(' ', '-').replace(',', '')[:30]}.mp3",
            "artwork_url": "",
            "description": "",
            "summary": "",
            "artist": "Two Chairs Theatre",
            "tags": "",
            "published_at": date,
            "duration": 2400,
            "hq": True,
            "magic_mastering": True,
            "guid": f"Buzzsprout-{i}",
            "inactive_at": None,
            "episode_number": None,
            "season_number": None,
            "explicit": False,
            "private": False,
            "total_plays": plays,
        }

    sess(
        "buzzsprout-ok-1",
        "On Buzzsprout, mark the two rehearsal-recording test episodes as private and tell me the total plays of everything else.",
        [
            (
                "buzzsprout_list_episodes",
                {"podcast_id": 1184220},
                j(
                    [
                        bz_ep(
                            14102233, "Opening night, live", "2026-11-20T19:00:00.000-05:00", 811
                        ),
                        bz_ep(
                            14088761,
                            "TEST rehearsal recording 2",
                            "2026-11-12T12:41:09.000-05:00",
                            3,
                        ),
                        bz_ep(
                            14088702,
                            "TEST rehearsal recording 1",
                            "2026-11-12T12:30:55.000-05:00",
                            5,
                        ),
                        bz_ep(
                            13991245, "Casting the ensemble", "2026-10-30T07:00:00.000-04:00", 1240
                        ),
                    ]
                ),
            ),
            (
                "buzzsprout_update_episode",
                {"podcast_id": 1184220, "id": 14088761, "private": True},
                "",
            ),
            (
                "buzzsprout_update_episode",
                {"podcast_id": 1184220, "id": 14088702, "private": True},
                "",
            ),
            (
                "buzzsprout_get_episode",
                {"podcast_id": 1184220, "id": 14088761},
                j(
                    {
                        **bz_ep(
                            14088761,
                            "TEST rehearsal recording 2",
                            "2026-11-12T12:41:09.000-05:00",
                            3,
                        ),
                        "private": True,
                    }
                ),
            ),
        ],
    )

    sess(
        "buzzsprout-fail-1",
        "Pull our Buzzsprout episodes from the last two months and tell me which ones had fewer than 100 plays.",
        [
            ("buzzsprout_list_episodes", {"podcast_id": 1148220}, "[]"),
            ("buzzsprout_list_episodes", {"podcast_id": 1148220, "page": 1}, "[]"),
            ("buzzsprout_list_episodes", {"podcast_id": 1148220, "per_page": 100}, "[]"),
            ("buzzsprout_list_episodes", {"podcast_id": 1148220, "private": True}, "[]"),
            ("buzzsprout_list_episodes", {"podcast_id": 1148220, "page": 2}, "[]"),
            ("buzzsprout_list_episodes", {"podcast_id": 1148220, "since": "2026-10-01"}, "[]"),
        ],
    )

    sess(
        "captivate-ok-1",
        "Add a mid-roll ad slot to the Captivate show and check whether any episodes are still missing chapters.",
        [
            (
                "captivate_get_shows",
                {},
                j(
                    {
                        "success": True,
                        "errors": [],
                        "shows": [
                            {
                                "id": "d0c8e6f1-" + h("show", 4) + "-4a7b-9c3d-" + h("show2", 12),
                                "title": "Coastal Kitchen",
                                "status": "Active",
                                "created": "2024-03-02 11:20:15",
                            }
                        ],
                    }
                ),
            ),
            (
                "captivate_create_ad_slot",
                {
                    "show_id": "d0c8e6f1-" + h("show", 4) + "-4a7b-9c3d-" + h("show2", 12),
                    "position": "mid",
                    "name": "Mid-roll sponsor",
                },
                j(
                    {
                        "success": True,
                        "errors": [],
                        "adslot": {"id": "as_" + h("slot", 12), "position": "mid"},
                    }
                ),
            ),
            (
                "captivate_list_episodes",
                {
                    "show_id": "d0c8e6f1-" + h("show", 4) + "-4a7b-9c3d-" + h("show2", 12),
                    "fields": ["title", "chapters_count", "status"],
                },
                j(
                    {
                        "success": True,
                        "errors": [],
                        "episodes": [
                            {
                                "id": h("ce" + str(n), 8),
                                "title": t,
                                "status": "Published",
                                "chapters_count": c,
                            }
                            for n, (t, c) in enumerate(
                                [
                                    ("Sea urchin, three ways", 6),
                                    ("Smoked mussels", 5),
                                    ("Winter chowders", 7),
                                    ("Seaweed butter", 4),
                                ]
                            )
                        ],
                    }
                ),
            ),
        ],
    )

    def lb(ep, title, dl):
        return {
            "item_id": ep,
            "item_title": title,
            "release_date": f"2026-11-0{ep % 7 + 1} 06:00:00",
            "downloads": dl,
        }

    sess(
        "libsyn-ok-1",
        "Get the Libsyn download totals per episode for November, and tell me which day of the week our releases perform best.",
        [
            (
                "libsyn_shows",
                {},
                j(
                    {
                        "_embedded": {
                            "shows": [
                                {
                                    "show_id": 312884,
                                    "show_title": "The Borderlands Brief",
                                    "show_slug": "borderlandsbrief",
                                }
                            ]
                        }
                    }
                ),
            ),
            (
                "libsyn_stats_episodes",
                {"show_id": 312884, "start": "2026-11-01", "end": "2026-11-30", "page": 1},
                j(
                    {
                        "data": [
                            lb(22410981, "Who maps the river?", 2210),
                            lb(22410982, "Checkpoint economies", 1844),
                        ],
                        "total": 4,
                        "page": 1,
                        "next_page": 2,
                    }
                ),
            ),
            (
                "libsyn_stats_episodes",
                {"show_id": 312884, "start": "2026-11-01", "end": "2026-11-30", "page": 2},
                j(
                    {
                        "data": [
                            lb(22410983, "Twin cities, two flags", 2598),
                            lb(22410984, "The smugglers' almanac", 1702),
                        ],
                        "total": 4,
                        "page": 2,
                        "next_page": None,
                    }
                ),
            ),
            (
                "libsyn_stats_daily",
                {
                    "show_id": 312884,
                    "start": "2026-11-01",
                    "end": "2026-11-30",
                    "group_by": "weekday",
                },
                j(
                    {
                        "data": [
                            {"weekday": d, "downloads": n}
                            for d, n in [
                                ("Mon", 1188),
                                ("Tue", 2954),
                                ("Wed", 1620),
                                ("Thu", 1411),
                                ("Fri", 977),
                                ("Sat", 603),
                                ("Sun", 701),
                            ]
                        ]
                    }
                ),
            ),
        ],
    )

    maint = "<html><head><title>Libsyn - Down for Maintenance</title></head><body><h2>Libsyn is currently undergoing scheduled maintenance.</h2><p>We'll be back shortly. Follow @libsyn for updates.</p></body></html>"
    sess(
        "libsyn-fail-1",
        "Upload the new episode file to Libsyn and schedule it for Friday, then check last week's downloads.",
        [
            ("libsyn_shows", {}, maint),
            ("libsyn_upload_media", {"show_id": 312884, "file": "ep58_final.mp3"}, maint),
            (
                "libsyn_upload_media",
                {"show_id": 312884, "file": "ep58_final.mp3", "chunked": True},
                maint,
            ),
            (
                "libsyn_stats_episodes",
                {"show_id": 312884, "start": "2026-11-30", "end": "2026-12-06"},
                maint,
            ),
            ("libsyn_shows", {"refresh": True}, maint),
            (
                "libsyn_stats_daily",
                {"show_id": 312884, "start": "2026-11-30", "end": "2026-12-06"},
                maint,
            ),
        ],
    )

    def pb_ep(i, title, t):
        return {
            "id": i,
            "podcast_id": "pbblog-" + h("pb", 6),
            "title": title,
            "content": "",
            "logo": "",
            "media_url": f"https://mcdn.podbean.com/mf/web/{h(i, 6)}/{title[:10].replace(' ', '_')}.mp3",
            "player_url": f"https://www.podbean.com/player-v2/?i={h(i, 5)}-{h(i + 'p', 7)}",
            "permalink_url": f"https://greenhousegab.podbean.com/e/{title.lower().replace(' ', '-')}/",
            "publish_time": t,
            "status": "publish",
            "type": "public",
            "duration": 1811,
            "season_number": 2,
            "episode_number": None,
            "apple_episode_type": "full",
            "transcripts_url": None,
            "content_explicit": "clean",
            "object": "Episode",
        }

    sess(
        "podbean-ok-1",
        "On Podbean, find the episode about tomato blight and change its title to 'Tomato blight: prevention and cures', then give me the new public link.",
        [
            (
                "podbean_list_episodes",
                {"offset": 0, "limit": 3},
                j(
                    {
                        "episodes": [
                            pb_ep("QW7A1", "Overwintering dahlias", 1796112000),
                            pb_ep("QW3F9", "Seed swaps near you", 1795507200),
                            pb_ep("QV8K2", "Pruning roses in autumn", 1794902400),
                        ],
                        "offset": 0,
                        "limit": 3,
                        "has_more": True,
                        "count": 41,
                    }
                ),
            ),
            (
                "podbean_list_episodes",
                {"offset": 3, "limit": 3},
                j(
                    {
                        "episodes": [
                            pb_ep("QU2M7", "Compost teas, tested", 1794297600),
                            pb_ep("QT9B4", "Blight on the tomatoes", 1793692800),
                            pb_ep("QT1X0", "Ask Ruth: slugs", 1793088000),
                        ],
                        "offset": 3,
                        "limit": 3,
                        "has_more": True,
                        "count": 41,
                    }
                ),
            ),
            (
                "podbean_update_episode",
                {
                    "episode_id": "QT9B4",
                    "title": "Tomato blight: prevention and cures",
                    "status": "publish",
                    "type": "public",
                },
                j({"episode": pb_ep("QT9B4", "Tomato blight: prevention and cures", 1793692800)}),
            ),
        ],
    )

    pb_err = j(
        {"error": "invalid_token", "error_description": "The access token provided is invalid"}
    )
    sess(
        "podbean-fail-1",
        "Get Podbean download stats for each episode this month and tell me which is trending.",
        [
            ("podbean_list_episodes", {"offset": 0, "limit": 20}, pb_err),
            ("podbean_podcast_stats", {"start": "2026-12-01", "end": "2026-12-07"}, pb_err),
            ("podbean_list_episodes", {"offset": 0, "limit": 5}, pb_err),
            ("podbean_episode_stats", {"episode_id": "QW7A1"}, pb_err),
            ("podbean_podcast_stats", {"start": "2026-11-01", "end": "2026-12-07"}, pb_err),
            ("podbean_list_episodes", {}, pb_err),
            ("podbean_episode_stats", {"episode_id": "QW3F9"}, pb_err),
        ],
    )

    show = "6Nf" + h("spshow", 19)
    sess(
        "spotify-podcasters-ok-1",
        "From Spotify for Podcasters, how many starts and followers did our show get last week, and what's the audience age split?",
        [
            (
                "spotify_podcasters_streams",
                {"show_uri": f"spotify:show:{show}", "start": "2026-11-30", "end": "2026-12-06"},
                j(
                    {
                        "counts": [
                            {"date": f"2026-{m}-{d}", "starts": s, "streams": st}
                            for (m, d), s, st in zip(
                                [
                                    ("11", "30"),
                                    ("12", "01"),
                                    ("12", "02"),
                                    ("12", "03"),
                                    ("12", "04"),
                                    ("12", "05"),
                                    ("12", "06"),
                                ],
                                [412, 388, 1290, 702, 455, 301, 277],
                                [260, 241, 922, 480, 301, 190, 171],
                                strict=True,
                            )
                        ],
                        "total": {"starts": 3825, "streams": 2565},
                    }
                ),
            ),
            (
                "spotify_podcasters_followers",
                {"show_uri": f"spotify:show:{show}", "start": "2026-11-30", "end": "2026-12-06"},
                j(
                    {
                        "counts": [
                            {"date": "2026-11-30", "count": 18401},
                            {"date": "2026-12-06", "count": 18733},
                        ],
                        "total": 18733,
                    }
                ),
            ),
            (
                "spotify_podcasters_aggregate",
                {"show_uri": f"spotify:show:{show}", "start": "2026-11-30", "end": "2026-12-06"},
                j(
                    {
                        "ageFacetedCounts": {
                            "18-22": {
                                "counts": {
                                    "female": 188,
                                    "male": 231,
                                    "non_binary": 9,
                                    "not_specified": 14,
                                }
                            },
                            "23-27": {
                                "counts": {
                                    "female": 402,
                                    "male": 477,
                                    "non_binary": 12,
                                    "not_specified": 20,
                                }
                            },
                            "28-34": {
                                "counts": {
                                    "female": 611,
                                    "male": 705,
                                    "non_binary": 10,
                                    "not_specified": 31,
                                }
                            },
                            "35-44": {
                                "counts": {
                                    "female": 390,
                                    "male": 468,
                                    "non_binary": 4,
                                    "not_specified": 18,
                                }
                            },
                            "45-59": {
                                "counts": {
                                    "female": 99,
                                    "male": 121,
                                    "non_binary": 1,
                                    "not_specified": 6,
                                }
                            },
                            "60-150": {
                                "counts": {
                                    "female": 21,
                                    "male": 17,
                                    "non_binary": 0,
                                    "not_specified": 2,
                                }
                            },
                        },
                        "genderedCounts": {
                            "counts": {
                                "female": 1711,
                                "male": 2019,
                                "non_binary": 36,
                                "not_specified": 91,
                            }
                        },
                    }
                ),
            ),
        ],
    )

    rl = j({"error": {"status": 429, "message": "API rate limit exceeded"}})
    sess(
        "spotify-podcasters-fail-1",
        "Compare listener retention on our three most recent Spotify episodes.",
        [
            ("spotify_podcasters_episodes", {"show_uri": f"spotify:show:{show}", "limit": 3}, rl),
            ("spotify_podcasters_episodes", {"show_uri": f"spotify:show:{show}", "limit": 10}, rl),
            (
                "spotify_podcasters_performance",
                {"episode_uri": "spotify:episode:" + h("ep1", 22)},
                rl,
            ),
            (
                "spotify_podcasters_performance",
                {"episode_uri": "spotify:episode:" + h("ep2", 22)},
                rl,
            ),
            ("spotify_podcasters_episodes", {"show_uri": f"spotify:show:{show}"}, rl),
            (
                "spotify_podcasters_performance",
                {"episode_uri": "spotify:episode:" + h("ep3", 22)},
                rl,
            ),
            (
                "spotify_podcasters_streams",
                {"show_uri": f"spotify:show:{show}", "start": "2026-11-01", "end": "2026-12-06"},
                rl,
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    agriculture()
    museums()
    webhooks()
    k8s_policy()
    podcasts()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", encoding="utf-8") as fh:
        for row in ROWS:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout46.jsonl")
    )
