# ruff: noqa: E501
"""Build tests/data/tool_heldout69.jsonl: held-out sessions over five tool domains.

Each row is one tool call in the project's real-runs format; rows of one session
are consecutive and in call order.  Everything is deterministic: identifiers come
from SHA-1 hashes of fixed strings, there is no clock and no randomness.

Where each format comes from, and how sure I am of it
------------------------------------------------------
Written from memory of the public API references and client libraries (no client
package is installed in the venv, and the time box left no room for more than a
skim); field names are the documented ones where I remember them, shapes are
right in outline, exact field sets are best effort.

1. Data labelling
   * labelbox: GraphQL API through the Python SDK / an MCP wrapper; results are the
     JSON ``{"data": {...}}`` bodies or ``{"errors": [...]}``.  Fairly sure of the
     envelope, less of every field.
   * scale: Scale AI REST v1 (``/v1/tasks``, ``/v1/task/{id}``); paging with
     ``docs``/``next_token``; 401 body ``{"status_code":401,"error":"..."}``.  Fairly sure.
   * cvat: CVAT REST API (``/api/tasks``, ``/api/jobs``, ``/api/requests``) with
     ``count``/``next``/``results`` paging; the export request/poll flow of CVAT 2.x.
     Sure of the paging, fairly sure of the request polling.
   * prodigy: the ``prodigy`` CLI run through a shell tool (``db-out``, ``stats``,
     ``progress``); text tables as wasabi prints them.  Fairly sure.
   * superannotate: SuperAnnotate Python SDK calls as a tool, returning the dicts
     the SDK returns.  Moderately sure.
   * encord: Encord SDK / REST as a tool, JSON of label rows.  Moderately sure.
2. Feature stores and data catalogues
   * tecton: ``tecton`` CLI (``tecton plan``, ``tecton get-feature-service``) text and
     the HTTP feature-serving API ``/api/v1/feature-service/get-features`` JSON
     (``result.features`` plus ``metadata``).  Fairly sure.
   * hopsworks: ``hopsworks`` Python client as a tool; job executions, feature group
     descriptions.  Moderately sure.
   * atlan: Atlan REST search (``/api/meta/search/indexsearch``) with
     ``approximateCount`` and ``entities``.  Fairly sure.
   * featureform: ``featureform`` CLI get/list text.  Moderately sure.
   * alation: Alation REST (``/integration/v2/table/``, ``/integration/v1/search``),
     JSON lists.  Fairly sure of the endpoints, less of fields.
   * selectstar: Select Star public API JSON (``/v1/tables/``, lineage).  Least sure.
3. Dataset hubs
   * kaggle: the ``kaggle`` CLI (``datasets list``, ``datasets files``,
     ``competitions list``) table and CSV output; 401/429 messages as the CLI prints
     them.  Sure.
   * dataworld: data.world REST v0 (``/datasets/{owner}``, ``/sql``) JSON.  Fairly sure.
   * openml: OpenML REST JSON (``/api/v1/json/data/list/...``,
     ``{"error":{"code":"372","message":"No results"}}``).  Sure of the error shape.
   * paperswithcode: paperswithcode-client / REST ``/api/v1/papers/`` with
     ``count``/``next``/``results``.  Sure.
   * mendeley-data: Mendeley Data API JSON for datasets.  Moderately sure.
   * dryad: Dryad API v2 HAL JSON (``_embedded``, ``stash:datasets``).  Fairly sure.
4. Mobile ad networks
   * applovin-max: MAX revenue reporting API (``/maxReport``) JSON ``results``.  Fairly sure.
   * ironsource: ironSource (LevelPlay) reporting API v5 JSON rows.  Moderately sure.
   * unity-ads: Unity Ads monetization stats API CSV.  Fairly sure it is CSV.
   * admob: AdMob API v1 ``networkReport:generate`` stream of header/row/footer.  Sure.
   * chartboost: Chartboost analytics JSON list.  Moderately sure.
   * liftoff: Liftoff reporting API (report create, poll status, fetch CSV).  Moderately sure.
5. Mobile attribution
   * appsflyer: Pull API raw-data and aggregate CSV; 401/403 text bodies.  Sure of CSV.
   * adjust: Report Service API JSON ``rows``/``totals``/``warnings``.  Fairly sure.
   * branch: Branch deep-link API (create link returns ``{"url":...}``, read link
     returns link data) and Query API.  Fairly sure.
   * singular: Singular reporting API async report (create, status, download URL).
     Fairly sure.
   * kochava: Kochava reporting API JSON (report token, status).  Moderately sure.
   * airbridge: Airbridge actuals report API JSON.  Least sure.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

OUT = Path(__file__).with_name("tool_heldout69.jsonl")


def h(s: str, n: int = 12) -> str:
    return hashlib.sha1(s.encode()).hexdigest()[:n]


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 8), 16) % (hi - lo + 1)


def j(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent)


ROWS: list[dict] = []


class S:
    def __init__(self, fam: str, ok: bool, n: int, task: str):
        self.fam, self.ok, self.task = fam, ok, task
        self.run_id = f"{fam}-{'ok' if ok else 'fail'}-{n}"

    def c(self, tool: str, args: dict, result: str) -> S:
        ROWS.append(
            {
                "source": f"heldout69/{self.fam}",
                "run_id": self.run_id,
                "task": self.task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": self.ok},
            }
        )
        return self


def finish(s: S, answer: str) -> None:
    """The agent's final answer; it is not a tool call, so no row is written."""
    del s, answer


# --------------------------------------------------------------------------
# 1. Data labelling
# --------------------------------------------------------------------------
def labelling() -> None:
    # labelbox ok: export job polling, then rows
    s = S(
        "labelbox",
        True,
        1,
        "Export the approved labels of project 'Shelf SKUs v3' and tell me how many boxes there are.",
    )
    pid = "cl" + h("lb-proj")[:23]
    s.c(
        "labelbox_graphql",
        {"query": 'query { projects(where:{name:"Shelf SKUs v3"}) { id name } }'},
        j({"data": {"projects": [{"id": pid, "name": "Shelf SKUs v3"}]}}),
    )
    tid = "cm" + h("lb-task")[:23]
    s.c(
        "labelbox_export_v2",
        {"project_id": pid, "filters": {"workflow_status": "Done"}},
        j({"task_id": tid, "status": "IN_PROGRESS", "name": "Export v2: Shelf SKUs v3"}),
    )
    s.c(
        "labelbox_get_task",
        {"task_id": tid},
        j({"id": tid, "status": "IN_PROGRESS", "completion_percentage": 40}),
    )
    s.c(
        "labelbox_get_task",
        {"task_id": tid},
        j({"id": tid, "status": "COMPLETE", "completion_percentage": 100, "result_length": 212}),
    )
    rows = []
    for i in range(3):
        rows.append(
            {
                "data_row": {
                    "id": "cl" + h(f"dr{i}")[:23],
                    "global_key": f"store-0{i + 4}/aisle-{i + 2}.jpg",
                },
                "projects": {
                    pid: {
                        "labels": [
                            {
                                "annotations": {
                                    "objects": [
                                        {
                                            "name": "sku_box",
                                            "bounding_box": {
                                                "top": 112 + i * 7,
                                                "left": 40,
                                                "height": 88,
                                                "width": 61,
                                            },
                                        }
                                    ]
                                    * (i + 2)
                                }
                            }
                        ]
                    }
                },
            }
        )
    s.c(
        "labelbox_task_result",
        {"task_id": tid, "limit": 3},
        "\n".join(j(r) for r in rows) + "\n... 209 more rows (use offset)",
    )
    s.c(
        "labelbox_task_result",
        {"task_id": tid, "offset": 3, "aggregate": "count_objects"},
        j({"data_rows": 212, "objects": {"sku_box": 1838, "price_tag": 401}}),
    )
    finish(s, "212 approved data rows, 1,838 sku_box boxes (plus 401 price tags).")

    # scale ok: paging tasks
    s = S(
        "scale",
        True,
        1,
        "How many Scale tasks in project 'lidar-q3' are still pending, and are any of them older than a week?",
    )

    def task(i, st):
        return {
            "task_id": h(f"sc{i}", 24),
            "type": "lidarannotation",
            "status": st,
            "project": "lidar-q3",
            "created_at": f"2024-09-{10 + i:02d}T08:{i:02d}:11.402Z",
            "params": {"frame_count": 40 + i},
        }

    s.c(
        "scale_list_tasks",
        {"project": "lidar-q3", "status": "pending", "limit": 3},
        j(
            {
                "docs": [task(i, "pending") for i in range(3)],
                "total": 7,
                "limit": 3,
                "has_more": True,
                "next_token": h("nt1", 24),
            }
        ),
    )
    s.c(
        "scale_list_tasks",
        {"project": "lidar-q3", "status": "pending", "limit": 3, "next_token": h("nt1", 24)},
        j(
            {
                "docs": [task(i, "pending") for i in range(3, 6)],
                "total": 7,
                "limit": 3,
                "has_more": True,
                "next_token": h("nt2", 24),
            }
        ),
    )
    s.c(
        "scale_list_tasks",
        {"project": "lidar-q3", "status": "pending", "limit": 3, "next_token": h("nt2", 24)},
        j(
            {
                "docs": [task(6, "pending")],
                "total": 7,
                "limit": 3,
                "has_more": False,
                "next_token": None,
            }
        ),
    )
    s.c(
        "scale_get_task",
        {"task_id": h("sc0", 24)},
        j(
            {
                **task(0, "pending"),
                "metadata": {"drive": "sf-0912"},
                "audits": [],
                "callback_url": "https://hooks.internal/scale",
            }
        ),
    )
    finish(s, "7 pending; the oldest (2024-09-10) and two more are over a week old.")

    # cvat ok: export polling
    s = S(
        "cvat",
        True,
        1,
        "Export task 'parking-cams batch 12' from CVAT as COCO 1.0 and give me the download link.",
    )
    s.c(
        "cvat_list_tasks",
        {"search": "parking-cams batch 12"},
        j(
            {
                "count": 1,
                "next": None,
                "previous": None,
                "results": [
                    {
                        "id": 4127,
                        "name": "parking-cams batch 12",
                        "status": "completed",
                        "size": 600,
                        "mode": "annotation",
                        "dimension": "2d",
                        "jobs": {"count": 6, "completed": 6, "validation": 0},
                    }
                ],
            },
            2,
        ),
    )
    rid = "d3b0" + h("cvatreq", 28)
    s.c(
        "cvat_export_dataset",
        {"task_id": 4127, "format": "COCO 1.0", "save_images": False},
        j({"rq_id": f"export:task-4127-dataset-in-COCO_1@0-format-by-{rid[:4]}"}),
    )
    for st, pr in (("queued", 0.0), ("started", 0.35), ("started", 0.8)):
        s.c(
            "cvat_get_request",
            {"rq_id": f"export:task-4127-dataset-in-COCO_1@0-format-by-{rid[:4]}"},
            j(
                {
                    "status": st,
                    "message": "",
                    "progress": pr,
                    "result_url": None,
                    "operation": {
                        "type": "export:dataset",
                        "target": "task",
                        "task_id": 4127,
                        "format": "COCO 1.0",
                    },
                }
            ),
        )
    s.c(
        "cvat_get_request",
        {"rq_id": f"export:task-4127-dataset-in-COCO_1@0-format-by-{rid[:4]}"},
        j(
            {
                "status": "finished",
                "message": "",
                "progress": 1.0,
                "result_url": f"https://cvat.internal/api/requests/{rid}/result",
                "expiry_date": "2024-10-03T12:00:41Z",
            }
        ),
    )
    finish(s, "Download: https://cvat.internal/api/requests/.../result (expires 2024-10-03).")

    # cvat ok 2: jobs with no issues (legitimately empty)
    s = S(
        "cvat",
        True,
        2,
        "Are there any open review issues left on the jobs of CVAT task 3990 before we sign it off?",
    )
    s.c(
        "cvat_list_jobs",
        {"task_id": 3990},
        j(
            {
                "count": 3,
                "next": None,
                "results": [
                    {
                        "id": 8810 + i,
                        "stage": "acceptance",
                        "state": "completed",
                        "assignee": {"username": u},
                        "start_frame": i * 200,
                        "stop_frame": i * 200 + 199,
                    }
                    for i, u in enumerate(("mkoh", "tpaz", "rvanl"))
                ],
            }
        ),
    )
    for i in range(3):
        s.c(
            "cvat_list_issues",
            {"job_id": 8810 + i, "resolved": False},
            j({"count": 0, "next": None, "previous": None, "results": []}),
        )
    s.c(
        "cvat_update_task",
        {"task_id": 3990, "labels_frozen": True, "subset": "Train"},
        j(
            {
                "id": 3990,
                "subset": "Train",
                "status": "completed",
                "updated_date": "2024-09-30T09:14:02.118Z",
            }
        ),
    )
    finish(s, "No unresolved issues on jobs 8810-8812; task moved to Train.")

    # prodigy ok: CLI via shell
    s = S(
        "prodigy",
        True,
        1,
        "How far along is the 'ner_contracts' annotation in Prodigy, and how many rejects are there?",
    )
    s.c(
        "shell",
        {"cmd": "prodigy stats ner_contracts"},
        "\n  ✨  Prodigy stats\n\n  Version          1.15.3\n  Location         /home/annot/.venv/lib/python3.11/site-packages/prodigy\n  Prodigy Home     /home/annot/.prodigy\n  Platform         Linux-6.1.0-x86_64-with-glibc2.36\n  Python Version   3.11.9\n  Database Name    PostgreSQL\n  Database Id      postgresql\n  Total Datasets   14\n  Total Sessions   231\n\n  ✨  Dataset 'ner_contracts'\n\n  Dataset       ner_contracts\n  Created       2024-08-19 10:02:55\n  Description   None\n  Author        None\n  Annotations   3412\n  Accept        3007\n  Reject        298\n  Ignore        107\n",
    )
    s.c(
        "shell",
        {"cmd": "prodigy progress ner_contracts --interval week"},
        "\n================================== Legend ==================================\n\nNew      New annotations collected in interval\nTotal    Total annotations collected\nUnique   Unique examples (not counting multiple annotations of same example)\n\n============================ Annotation Progress ============================\n\n              New   Unique   Total   Unique\n-----------   ---   ------   -----   ------\nAug 2024      904      880     904      880\nSep 2024     2508     2391    3412     3271\n\n",
    )
    s.c("shell", {"cmd": "wc -l /data/contracts/queue.jsonl"}, "5120 /data/contracts/queue.jsonl\n")
    s.c(
        "shell",
        {
            "cmd": "prodigy db-out ner_contracts | python -c \"import sys,json;print(sum(json.loads(l)['answer']=='reject' and len(l)>0 for l in sys.stdin))\""
        },
        "298\n",
    )
    finish(s, "3,271 of 5,120 unique texts (64%); 298 rejects.")

    # superannotate ok: create + upload acks
    s = S(
        "superannotate",
        True,
        1,
        "Create a SuperAnnotate project 'Retina-OCT-2' and upload the 3 images in s3://med-imgs/oct/new/ to it, then assign them to Dana.",
    )
    s.c(
        "sa_create_project",
        {
            "project_name": "Retina-OCT-2",
            "project_type": "Vector",
            "project_description": "OCT second round",
        },
        j(
            {
                "id": 771204,
                "name": "Retina-OCT-2",
                "type": "Vector",
                "status": "NotStarted",
                "instructions_link": None,
            }
        ),
    )
    s.c(
        "sa_attach_items",
        {
            "project": "Retina-OCT-2",
            "attachments": [
                "s3://med-imgs/oct/new/p01.png",
                "s3://med-imgs/oct/new/p02.png",
                "s3://med-imgs/oct/new/p03.png",
            ],
        },
        j([["p01.png", "p02.png", "p03.png"], []]),
    )
    s.c(
        "sa_add_contributors",
        {"project": "Retina-OCT-2", "emails": ["dana.w@clinic-lab.org"], "role": "Annotator"},
        j([["dana.w@clinic-lab.org"], []]),
    )
    s.c(
        "sa_assign_items",
        {
            "project": "Retina-OCT-2",
            "items": ["p01.png", "p02.png", "p03.png"],
            "user": "dana.w@clinic-lab.org",
        },
        "null",
    )
    s.c(
        "sa_search_items",
        {"project": "Retina-OCT-2"},
        j(
            [
                {
                    "name": f"p0{i}.png",
                    "annotation_status": "NotStarted",
                    "assignments": [{"user_id": "dana.w@clinic-lab.org", "user_role": "Annotator"}],
                }
                for i in (1, 2, 3)
            ]
        ),
    )
    finish(s, "Project created, 3 items attached and assigned to Dana.")

    # encord ok
    s = S(
        "encord",
        True,
        1,
        "In Encord project 'Weld seams', which label rows were reviewed by Omar and how many objects were rejected?",
    )
    phash = (
        h("encord-p", 8)
        + "-"
        + h("e2", 4)
        + "-"
        + h("e3", 4)
        + "-"
        + h("e4", 4)
        + "-"
        + h("e5", 12)
    )
    s.c(
        "encord_list_label_rows",
        {"project_hash": phash, "workflow_graph_node_title_eq": "Review 1"},
        j(
            [
                {
                    "label_hash": h(f"lr{i}", 8) + "-" + h(f"lrx{i}", 4),
                    "data_title": f"cam2_{1400 + i}.mp4",
                    "annotation_task_status": "COMPLETED",
                    "workflow_graph_node": {"title": "Complete"},
                }
                for i in range(4)
            ]
        ),
    )
    for i in range(3):
        s.c(
            "encord_get_label_row",
            {"label_hash": h(f"lr{i}", 8) + "-" + h(f"lrx{i}", 4)},
            j(
                {
                    "data_title": f"cam2_{1400 + i}.mp4",
                    "last_edited_by": "omar.s@fabtek.io" if i != 1 else "jun.l@fabtek.io",
                    "object_answers": {
                        h(f"o{i}{k}", 8): {
                            "reviews": [
                                {
                                    "approved": k != 0,
                                    "reviewer": "omar.s@fabtek.io" if i != 1 else "jun.l@fabtek.io",
                                }
                            ]
                        }
                        for k in range(i + 2)
                    },
                }
            ),
        )
    finish(s, "Omar reviewed cam2_1400 and cam2_1402; 2 objects rejected.")

    # ---- fails ----
    s = S(
        "labelbox",
        False,
        1,
        "Find data rows in Labelbox dataset 'drone-roofs' where the label 'solar_panel' has fewer than 2 instances.",
    )
    err = j(
        {
            "errors": [{"message": "Unauthorized", "extensions": {"code": "UNAUTHENTICATED"}}],
            "data": None,
        }
    )
    for q in (
        'dataset(where:{name:"drone-roofs"}) { id }',
        'datasets(where:{name_contains:"drone"}) { id name }',
        "user { email }",
        "projects { id name }",
        'dataset(where:{name:"drone-roofs"}) { rowCount }',
        "datasets(first:5) { id name }",
        "organization { name }",
    ):
        s.c("labelbox_graphql", {"query": "query { " + q + " }"}, err)
    finish(s, "Could not query Labelbox.")

    s = S(
        "scale",
        False,
        1,
        "Which Scale batches for project 'docs-kyc' were finalised last week and what did they cost?",
    )
    body = j({"status_code": 429, "error": "Rate limit exceeded. Please retry after some time."})
    for a in (
        {"project": "docs-kyc", "status": "completed"},
        {"project": "docs-kyc"},
        {"project": "docs-kyc", "status": "staging"},
        {"project": "docs-kyc", "limit": 10},
        {"project": "docs-kyc", "offset": 10},
        {"project": "docs-kyc", "detailed": True},
    ):
        s.c("scale_list_batches", a, body)
    s.c("scale_get_batch", {"batch_name": "docs-kyc-2024-09-w38"}, body)
    finish(s, "Scale API kept rate-limiting.")

    s = S(
        "prodigy",
        False,
        1,
        "Compare inter-annotator agreement between the 'ner_v2_alex' and 'ner_v2_maria' Prodigy sessions.",
    )
    tb = (
        'Traceback (most recent call last):\n  File "/home/annot/.venv/bin/prodigy", line 8, in <module>\n    sys.exit(main())\n  ...\n'
        'peewee.OperationalError: connection to server at "10.20.0.14", port 5432 failed: Connection timed out\n\tIs the server running on that host and accepting TCP/IP connections?\n'
    )
    for cmd in (
        "prodigy stats ner_v2",
        "prodigy db-out ner_v2 > /tmp/ner_v2.jsonl",
        "prodigy stats -l",
        "prodigy db-out ner_v2 --session ner_v2-alex",
        "prodigy stats ner_v2 -ls",
        "prodigy db-out ner_v2 --dry",
    ):
        s.c("shell", {"cmd": cmd}, tb)
    s.c("shell", {"cmd": "prodigy metric.iaa.doc ner_v2 ner -l PERSON,ORG"}, tb)
    finish(s, "Prodigy database unreachable.")

    s = S(
        "encord",
        False,
        1,
        "List the Encord datasets that contain DICOM series from site 'MUC-2' and how many series each has.",
    )
    for a in (
        {"title_eq": "MUC-2"},
        {"title_like": "%MUC%"},
        {"title_like": "%dicom%"},
        {},
        {"created_after": "2024-01-01"},
        {"title_like": "%CT%"},
        {"title_like": "%MR%"},
    ):
        s.c("encord_list_datasets", a, "[]")
    finish(s, "No datasets found.")


# --------------------------------------------------------------------------
# 2. Feature stores and data catalogues
# --------------------------------------------------------------------------
def features() -> None:
    s = S(
        "tecton",
        True,
        1,
        "Get the fraud features for user u_48213 and merchant m_907 from the 'fraud_detection_v4' feature service.",
    )
    s.c(
        "tecton_get_feature_service",
        {"name": "fraud_detection_v4", "workspace": "prod"},
        "Service Name: fraud_detection_v4\nWorkspace: prod\nJoin keys: user_id, merchant_id\nFeatures:\n  user_txn_counts.txn_count_1h\n  user_txn_counts.txn_count_24h\n  user_txn_amounts.amount_mean_7d\n  merchant_risk.chargeback_rate_30d\n  merchant_risk.is_high_risk_mcc\nOnline: true\n",
    )
    s.c(
        "tecton_get_features",
        {
            "workspace_name": "prod",
            "feature_service_name": "fraud_detection_v4",
            "join_key_map": {"user_id": "u_48213", "merchant_id": "m_907"},
            "metadata_options": {"include_names": True},
        },
        j(
            {
                "result": {"features": ["3", "17", "42.80", "0.0124", False]},
                "metadata": {
                    "features": [
                        {"name": "user_txn_counts.txn_count_1h"},
                        {"name": "user_txn_counts.txn_count_24h"},
                        {"name": "user_txn_amounts.amount_mean_7d"},
                        {"name": "merchant_risk.chargeback_rate_30d"},
                        {"name": "merchant_risk.is_high_risk_mcc"},
                    ]
                },
            }
        ),
    )
    s.c(
        "tecton_get_features",
        {
            "workspace_name": "prod",
            "feature_service_name": "fraud_detection_v4",
            "join_key_map": {"user_id": "u_48213", "merchant_id": "m_907"},
            "metadata_options": {"include_effective_times": True},
        },
        j(
            {
                "result": {"features": ["3", "17", "42.80", "0.0124", False]},
                "metadata": {
                    "features": [
                        {"effectiveTime": "2024-09-30T10:41:00Z"},
                        {"effectiveTime": "2024-09-30T10:41:00Z"},
                        {"effectiveTime": "2024-09-30T00:00:00Z"},
                        {"effectiveTime": "2024-09-29T00:00:00Z"},
                        {"effectiveTime": "2024-09-01T00:00:00Z"},
                    ]
                },
            }
        ),
    )
    finish(
        s,
        "3 txns/1h, 17/24h, mean 42.80 over 7d; merchant chargeback 1.24%, not high-risk MCC; fresh as of 10:41.",
    )

    s = S(
        "hopsworks",
        True,
        1,
        "Run the 'daily_sessions_backfill' job in Hopsworks and tell me when it finishes.",
    )
    s.c(
        "hopsworks_run_job",
        {"job_name": "daily_sessions_backfill", "args": "--date 2024-09-29"},
        j({"id": 5531, "state": "INITIALIZING", "submissionTime": "2024-09-30T07:02:11.000Z"}),
    )
    for st in ("RUNNING", "RUNNING", "RUNNING", "AGGREGATING_LOGS", "FINISHED"):
        s.c(
            "hopsworks_get_execution",
            {"job_name": "daily_sessions_backfill", "execution_id": 5531},
            j(
                {
                    "id": 5531,
                    "state": st,
                    "finalStatus": "SUCCEEDED" if st == "FINISHED" else "UNDEFINED",
                    "progress": {"RUNNING": 0.5, "AGGREGATING_LOGS": 1.0, "FINISHED": 1.0}.get(
                        st, 0.5
                    ),
                    "duration": {"RUNNING": 61000, "AGGREGATING_LOGS": 402000, "FINISHED": 409000}[
                        st
                    ],
                }
            ),
        )
    finish(s, "Execution 5531 finished SUCCEEDED after 6m49s.")

    s = S("atlan", True, 1, "Is there any table in Atlan tagged PII that has no owner assigned?")
    s.c(
        "atlan_search",
        {
            "dsl": {
                "query": {
                    "bool": {
                        "filter": [
                            {"term": {"__typeName.keyword": "Table"}},
                            {"term": {"__traitNames": "PII"}},
                        ]
                    }
                },
                "size": 2,
            },
            "attributes": ["ownerUsers", "qualifiedName"],
        },
        j(
            {
                "approximateCount": 3,
                "entities": [
                    {
                        "typeName": "Table",
                        "guid": h("at1", 8) + "-" + h("at1b", 4),
                        "attributes": {
                            "qualifiedName": "default/snowflake/1697/ANALYTICS/CRM/CONTACTS",
                            "ownerUsers": ["priya"],
                        },
                    },
                    {
                        "typeName": "Table",
                        "guid": h("at2", 8) + "-" + h("at2b", 4),
                        "attributes": {
                            "qualifiedName": "default/snowflake/1697/RAW/HR/EMPLOYEES",
                            "ownerUsers": ["kwame", "hr-data"],
                        },
                    },
                ],
            }
        ),
    )
    s.c(
        "atlan_search",
        {"dsl": {"from": 2, "size": 2}, "attributes": ["ownerUsers", "qualifiedName"]},
        j(
            {
                "approximateCount": 3,
                "entities": [
                    {
                        "typeName": "Table",
                        "guid": h("at3", 8) + "-" + h("at3b", 4),
                        "attributes": {
                            "qualifiedName": "default/snowflake/1697/RAW/SUPPORT/TICKET_ATTACHMENTS",
                            "ownerUsers": ["zendesk-sync"],
                        },
                    }
                ],
            }
        ),
    )
    s.c(
        "atlan_search",
        {
            "dsl": {
                "query": {
                    "bool": {
                        "filter": [
                            {"term": {"__typeName.keyword": "Table"}},
                            {"term": {"__traitNames": "PII"}},
                        ],
                        "must_not": [
                            {"exists": {"field": "ownerUsers"}},
                            {"exists": {"field": "ownerGroups"}},
                        ],
                    }
                }
            }
        },
        j({"approximateCount": 0, "entities": []}),
    )
    finish(s, "No: all 3 PII tables have an owner.")

    s = S(
        "featureform",
        True,
        1,
        "Register the 'avg_basket_value' feature variant v2 in Featureform and confirm it's ready.",
    )
    s.c(
        "shell",
        {"cmd": "featureform apply definitions/basket.py --host ff.internal:7878"},
        "Applying Run: 2024-09-30T08:10:44\nCreating Feature avg_basket_value (v2)...\nCreating Training Set churn_ts (v5)...\n",
    )
    s.c(
        "shell",
        {"cmd": "featureform get feature avg_basket_value v2 --host ff.internal:7878"},
        "NAME:                avg_basket_value\nVARIANT:             v2\nTYPE:                float32\nENTITY:              customer\nOWNER:               lwagner\nPROVIDER:            redis-online\nSTATUS:              PENDING\n",
    )
    s.c(
        "shell",
        {"cmd": "featureform get feature avg_basket_value v2 --host ff.internal:7878"},
        "NAME:                avg_basket_value\nVARIANT:             v2\nTYPE:                float32\nENTITY:              customer\nOWNER:               lwagner\nPROVIDER:            redis-online\nSTATUS:              RUNNING\n",
    )
    s.c(
        "shell",
        {"cmd": "featureform get feature avg_basket_value v2 --host ff.internal:7878"},
        "NAME:                avg_basket_value\nVARIANT:             v2\nTYPE:                float32\nENTITY:              customer\nOWNER:               lwagner\nPROVIDER:            redis-online\nSTATUS:              READY\n\nSOURCE:\nNAME                          VARIANT\ntransactions_agg              2024-09-30t08-10-44\n\nTRAINING SETS:\nNAME                          VARIANT\nchurn_ts                      v5\n",
    )
    finish(s, "avg_basket_value v2 is READY on redis-online.")

    s = S(
        "alation",
        True,
        1,
        "Who is the steward of the 'fct_orders' table in Alation, and add a note that it's deprecated in favour of fct_orders_v2.",
    )
    s.c(
        "alation_search",
        {"q": "fct_orders", "otype": "table", "limit": 5},
        j(
            [
                {
                    "id": 88412,
                    "otype": "table",
                    "title": "",
                    "name": "fct_orders",
                    "key": "12.ANALYTICS.MART.FCT_ORDERS",
                    "ds_id": 12,
                },
                {
                    "id": 90173,
                    "otype": "table",
                    "title": "",
                    "name": "fct_orders_v2",
                    "key": "12.ANALYTICS.MART.FCT_ORDERS_V2",
                    "ds_id": 12,
                },
            ]
        ),
    )
    s.c(
        "alation_get_table",
        {"id": 88412},
        j(
            [
                {
                    "id": 88412,
                    "name": "FCT_ORDERS",
                    "title": "Orders fact",
                    "description": "<p>One row per order line.</p>",
                    "ds_id": 12,
                    "schema_id": 331,
                    "table_type": "TABLE",
                    "custom_fields": [
                        {"field_name": "Steward", "value": [{"otype": "user", "oid": 214}]}
                    ],
                }
            ]
        ),
    )
    s.c(
        "alation_get_user",
        {"id": 214},
        j(
            {
                "id": 214,
                "display_name": "Helga Brandt",
                "email": "h.brandt@shopco.eu",
                "username": "hbrandt",
            }
        ),
    )
    s.c(
        "alation_update_table",
        {
            "id": 88412,
            "description": "<p>One row per order line.</p><p><b>Deprecated</b>: use fct_orders_v2.</p>",
        },
        j({"job_id": 40117}),
    )
    s.c(
        "alation_get_job",
        {"id": 40117},
        j(
            {
                "status": "successful",
                "msg": "Job finished in 0.41 seconds",
                "result": [{"response": "Updated 1 table(s)", "mapping": []}],
            }
        ),
    )
    finish(s, "Steward: Helga Brandt; deprecation note added.")

    s = S(
        "selectstar",
        True,
        1,
        "What dashboards depend on the column 'users.signup_channel' according to Select Star?",
    )
    s.c(
        "selectstar_search",
        {"q": "users.signup_channel", "object_type": "column"},
        j(
            {
                "count": 1,
                "results": [
                    {
                        "guid": "co_" + h("ss1", 22),
                        "name": "signup_channel",
                        "full_name": "prod.public.users.signup_channel",
                        "object_type": "column",
                    }
                ],
            }
        ),
    )
    s.c(
        "selectstar_lineage",
        {"guid": "co_" + h("ss1", 22), "direction": "downstream", "mode": "table"},
        j(
            {
                "count": 4,
                "next": None,
                "results": [
                    {"guid": "ta_" + h(f"t{i}", 22), "full_name": n, "object_type": "table"}
                    for i, n in enumerate(
                        (
                            "prod.mart.dim_user",
                            "prod.mart.fct_signups",
                            "prod.reporting.growth_weekly",
                            "prod.reporting.acq_mix",
                        )
                    )
                ],
            }
        ),
    )
    s.c(
        "selectstar_lineage",
        {"guid": "co_" + h("ss1", 22), "direction": "downstream", "mode": "dashboard"},
        j(
            {
                "count": 2,
                "next": None,
                "results": [
                    {
                        "guid": "db_" + h("d1", 22),
                        "name": "Acquisition Mix (Looker)",
                        "object_type": "dashboard",
                        "popularity": 88,
                    },
                    {
                        "guid": "db_" + h("d2", 22),
                        "name": "Weekly Growth Review",
                        "object_type": "dashboard",
                        "popularity": 61,
                    },
                ],
            }
        ),
    )
    finish(s, "Two dashboards: Acquisition Mix (Looker) and Weekly Growth Review.")

    # fails
    s = S(
        "tecton",
        False,
        1,
        "Fetch the recommendation features for users u_100, u_2077 and u_3310 from feature service 'recs_ranker'.",
    )
    e = j(
        {
            "error": "Unauthorized: invalid 'Tecton-key' authorization header. Note that newly created credentials may take up to 60 seconds to be usable.",
            "code": 16,
            "message": "Unauthorized: invalid 'Tecton-key' authorization header. Note that newly created credentials may take up to 60 seconds to be usable.",
        }
    )
    for u in ("u_100", "u_2077", "u_3310", "u_100", "u_2077"):
        s.c(
            "tecton_get_features",
            {
                "workspace_name": "prod",
                "feature_service_name": "recs_ranker",
                "join_key_map": {"user_id": u},
            },
            e,
        )
    s.c(
        "tecton_get_features",
        {
            "workspace_name": "staging",
            "feature_service_name": "recs_ranker",
            "join_key_map": {"user_id": "u_100"},
        },
        e,
    )
    finish(s, "Tecton rejected the API key.")

    s = S(
        "atlan",
        False,
        1,
        "Find the glossary terms in Atlan linked to tables in the 'FINANCE' schema.",
    )
    for q in (
        "FINANCE",
        "finance",
        "GL_ENTRIES",
        "revenue",
        "Finance glossary",
        "ledger",
        "AR_AGING",
        "fiscal",
    ):
        s.c(
            "atlan_search",
            {
                "dsl": {"query": {"query_string": {"query": q}}},
                "attributes": ["meanings", "qualifiedName"],
            },
            j(
                {
                    "approximateCount": 0,
                    "entities": [],
                    "searchParameters": {"showSearchScore": False},
                }
            ),
        )
    finish(s, "Nothing found in Atlan.")

    s = S(
        "alation",
        False,
        1,
        "List the Alation data sources that were last extracted more than 30 days ago.",
    )
    page = (
        '<!DOCTYPE html>\n<html><head><title>Alation - Scheduled Maintenance</title></head>\n<body><div class="maint"><h1>We\'ll be back soon</h1>'
        "<p>Alation is undergoing scheduled maintenance. Expected completion: 06:00 UTC.</p></div></body></html>"
    )
    for a in (
        {"limit": 100},
        {"limit": 100, "skip": 0},
        {"limit": 20},
        {"type": "snowflake"},
        {"type": "postgresql"},
        {"limit": 100, "skip": 100},
        {},
    ):
        s.c("alation_list_datasources", a, page)
    finish(s, "Alation unavailable.")

    s = S(
        "hopsworks",
        False,
        1,
        "Read the latest 'customer_churn_fv' version 3 feature vectors for customers 10442 and 10990 from Hopsworks.",
    )
    out = "RestAPIError: Metadata operation error: (url: https://c.app.hopsworks.ai/hopsworks-api/api/project/119/featurestores/67/featureview/customer_churn_fv/version/3). Server response: \nHTTP code: 503, HTTP reason: Service Unavailable, body: b'', error code: , error msg: , user msg: "
    for a in (
        {"entry": {"customer_id": 10442}},
        {"entry": {"customer_id": 10990}},
        {"entry": {"customer_id": 10442}, "passed_features": {}},
        {"entries": [{"customer_id": 10442}, {"customer_id": 10990}]},
        {"entry": {"customer_id": 10990}, "allow_missing": True},
        {"entry": {"customer_id": 10442}, "online": False},
    ):
        s.c(
            "hopsworks_get_feature_vector",
            {"feature_view": "customer_churn_fv", "version": 3, **a},
            out,
        )
    finish(s, "Hopsworks returned 503.")


# --------------------------------------------------------------------------
# 3. Dataset hubs
# --------------------------------------------------------------------------
def hubs() -> None:
    s = S(
        "kaggle",
        True,
        1,
        "Find a Kaggle dataset of Danish wind turbine output with hourly data, and list its files.",
    )
    s.c(
        "shell",
        {"cmd": 'kaggle datasets list -s "wind turbine denmark" --sort-by votes'},
        "ref                                                title                                         size  lastUpdated          downloadCount  voteCount  usabilityRating  \n-------------------------------------------------  --------------------------------------------  ----  -------------------  -------------  ---------  ---------------  \nmvolkov/danish-wind-power-2018-2023               Danish Wind Power 2018-2023 (hourly, DK1/DK2)  41MB  2024-03-11 09:12:40           5120        142  0.9411765        \nsigne-h/energinet-production-per-municipality     Energinet production per municipality           9MB  2023-11-02 14:55:01           1204         37  0.8235294        \n",
    )
    s.c(
        "shell",
        {"cmd": "kaggle datasets files mvolkov/danish-wind-power-2018-2023"},
        "name                       size  creationDate         \n-------------------------  ----  -------------------  \ndk1_hourly.csv             22MB  2024-03-11 09:12:36  \ndk2_hourly.csv             18MB  2024-03-11 09:12:38  \nturbine_registry.csv      701KB  2024-03-11 09:12:39  \nREADME.md                   4KB  2024-03-11 09:12:40  \n",
    )
    s.c(
        "shell",
        {
            "cmd": "kaggle datasets metadata -p /tmp mvolkov/danish-wind-power-2018-2023 && head -c 400 /tmp/dataset-metadata.json"
        },
        'Downloaded metadata to /tmp/dataset-metadata.json\n{"id": "mvolkov/danish-wind-power-2018-2023", "title": "Danish Wind Power 2018-2023 (hourly, DK1/DK2)", "subtitle": "Hourly onshore and offshore production from Energinet", "licenses": [{"name": "CC-BY-4.0"}], "keywords": ["energy", "time series"]',
    )
    finish(
        s,
        "mvolkov/danish-wind-power-2018-2023: dk1_hourly.csv, dk2_hourly.csv, turbine_registry.csv, README.md (CC-BY-4.0).",
    )

    s = S(
        "kaggle",
        True,
        2,
        "Which active Kaggle competitions about protein structure are there? If none, say so.",
    )
    s.c("shell", {"cmd": "kaggle competitions list -s protein"}, "No competitions found\n")
    s.c(
        "shell",
        {"cmd": 'kaggle competitions list -s "protein folding" --category all'},
        "ref                                              deadline             category    reward  teamCount  userHasEntered  \n-----------------------------------------------  -------------------  ----------  ------  ---------  --------------  \nhttps://www.kaggle.com/competitions/stanford-ribonanza-rna-folding  2023-12-07 23:59:00  Research   $100,000        723           False  \n",
    )
    s.c(
        "shell",
        {"cmd": "kaggle competitions list -s structure --category featured"},
        "No competitions found\n",
    )
    finish(
        s,
        "No active protein-structure competitions; the nearest (Stanford Ribonanza RNA folding) closed Dec 2023.",
    )

    s = S(
        "openml",
        True,
        1,
        "On OpenML, find classification datasets with 10k-50k rows and no missing values that mention 'credit'.",
    )
    s.c(
        "openml_list_data",
        {"tag": "credit"},
        j(
            {
                "data": {
                    "dataset": [
                        {
                            "did": d,
                            "name": n,
                            "version": 1,
                            "status": "active",
                            "format": "ARFF",
                            "quality": [
                                {"name": "NumberOfInstances", "value": f"{r}.0"},
                                {"name": "NumberOfMissingValues", "value": f"{m}.0"},
                            ],
                        }
                        for d, n, r, m in (
                            (31, "credit-g", 1000, 0),
                            (29, "credit-approval", 690, 67),
                            (42477, "default-of-credit-card-clients", 30000, 0),
                            (43454, "Credit-Card-Fraud-sample", 28481, 0),
                        )
                    ]
                }
            }
        ),
    )
    s.c(
        "openml_get_data",
        {"data_id": 42477},
        j(
            {
                "data_set_description": {
                    "id": "42477",
                    "name": "default-of-credit-card-clients",
                    "version": "1",
                    "format": "ARFF",
                    "default_target_attribute": "y",
                    "licence": "Public",
                    "status": "active",
                    "md5_checksum": h("md5", 32),
                }
            }
        ),
    )
    s.c(
        "openml_get_data",
        {"data_id": 43454},
        j(
            {
                "data_set_description": {
                    "id": "43454",
                    "name": "Credit-Card-Fraud-sample",
                    "version": "1",
                    "format": "ARFF",
                    "default_target_attribute": "Class",
                    "licence": "DbCL v1.0",
                    "status": "active",
                    "md5_checksum": h("md52", 32),
                }
            }
        ),
    )
    s.c(
        "openml_list_data",
        {"tag": "credit", "number_instances": "50001..1000000"},
        j({"error": {"code": "372", "message": "No results"}}),
    )
    finish(
        s, "42477 default-of-credit-card-clients (30k) and 43454 Credit-Card-Fraud-sample (28k)."
    )

    s = S(
        "paperswithcode",
        True,
        1,
        "What's the current state of the art on the 'ScanNet' 3D semantic segmentation benchmark, and which paper?",
    )
    s.c(
        "pwc_search_tasks",
        {"q": "3d semantic segmentation"},
        j(
            {
                "count": 2,
                "next": None,
                "previous": None,
                "results": [
                    {
                        "id": "3d-semantic-segmentation",
                        "name": "3D Semantic Segmentation",
                        "description": "",
                    },
                    {
                        "id": "lidar-semantic-segmentation",
                        "name": "LIDAR Semantic Segmentation",
                        "description": "",
                    },
                ],
            }
        ),
    )
    s.c(
        "pwc_task_evaluations",
        {"task_id": "3d-semantic-segmentation"},
        j(
            {
                "count": 21,
                "next": "https://paperswithcode.com/api/v1/tasks/3d-semantic-segmentation/evaluations/?page=2",
                "results": [
                    {
                        "id": "3d-semantic-segmentation-on-semantickitti",
                        "task": "3d-semantic-segmentation",
                        "dataset": "semantickitti",
                    },
                    {
                        "id": "3d-semantic-segmentation-on-s3dis",
                        "task": "3d-semantic-segmentation",
                        "dataset": "s3dis",
                    },
                ],
            }
        ),
    )
    s.c(
        "pwc_task_evaluations",
        {"task_id": "3d-semantic-segmentation", "page": 2},
        j(
            {
                "count": 21,
                "next": None,
                "results": [
                    {"id": "3d-semantic-segmentation-on-scannet200", "dataset": "scannet200"},
                    {"id": "semantic-segmentation-on-scannet", "dataset": "scannet"},
                ],
            }
        ),
    )
    s.c(
        "pwc_evaluation_results",
        {"evaluation_id": "semantic-segmentation-on-scannet"},
        j(
            {
                "count": 64,
                "results": [
                    {
                        "id": h("r1", 8),
                        "best_rank": 1,
                        "metrics": {"test mIoU": "79.4", "val mIoU": "80.8"},
                        "methodology": "PTv3 + PPT",
                        "uses_additional_data": True,
                        "paper": "point-transformer-v3-simpler-faster-stronger",
                    }
                ],
            }
        ),
    )
    s.c(
        "pwc_get_paper",
        {"paper_id": "point-transformer-v3-simpler-faster-stronger"},
        j(
            {
                "id": "point-transformer-v3-simpler-faster-stronger",
                "arxiv_id": "2312.10035",
                "title": "Point Transformer V3: Simpler, Faster, Stronger",
                "published": "2023-12-15",
                "conference": "cvpr-2024-1",
            }
        ),
    )
    finish(s, "PTv3 + PPT, 79.4 test mIoU (Point Transformer V3, CVPR 2024).")

    s = S(
        "dataworld",
        True,
        1,
        "Query data.world dataset 'citygov/311-requests' for the top 3 complaint types in 2023.",
    )
    s.c(
        "dw_get_dataset",
        {"owner": "citygov", "id": "311-requests"},
        j(
            {
                "owner": "citygov",
                "id": "311-requests",
                "title": "311 Service Requests",
                "visibility": "OPEN",
                "files": [
                    {"name": "requests_2023.csv", "sizeInBytes": 88231004},
                    {"name": "requests_2022.csv", "sizeInBytes": 80110233},
                ],
                "status": "LOADED",
                "updated": "2024-01-05T16:02:44.117Z",
            }
        ),
    )
    s.c(
        "dw_sql",
        {
            "owner": "citygov",
            "id": "311-requests",
            "query": "SELECT complaint_type, COUNT(*) AS n FROM requests_2023 GROUP BY complaint_type ORDER BY n DESC LIMIT 3",
        },
        j(
            [
                {"complaint_type": "Noise - Residential", "n": 48112},
                {"complaint_type": "Illegal Parking", "n": 40927},
                {"complaint_type": "HEAT/HOT WATER", "n": 33870},
            ]
        ),
    )
    s.c(
        "dw_sql",
        {
            "owner": "citygov",
            "id": "311-requests",
            "query": "SELECT COUNT(*) AS total FROM requests_2023",
        },
        j([{"total": 412338}]),
    )
    finish(
        s, "Noise - Residential 48,112; Illegal Parking 40,927; HEAT/HOT WATER 33,870 (of 412,338)."
    )

    s = S(
        "dryad",
        True,
        1,
        "Is there a Dryad dataset from the 2022 paper on alpine bumblebee thermal tolerance by Oyen? Give the DOI.",
    )
    s.c(
        "dryad_search",
        {"q": "bumblebee thermal tolerance alpine", "per_page": 3},
        j(
            {
                "_links": {
                    "self": {
                        "href": "/api/v2/search?q=bumblebee+thermal+tolerance+alpine&per_page=3"
                    }
                },
                "count": 3,
                "total": 3,
                "_embedded": {
                    "stash:datasets": [
                        {
                            "identifier": "doi:10.5061/dryad.3xsj3txk2",
                            "title": "Data from: Critical thermal limits of Bombus across an elevation gradient",
                            "authors": [{"lastName": "Maebe"}],
                            "publicationDate": "2021-05-02",
                        },
                        {
                            "identifier": "doi:10.5061/dryad.z8w9ghxgr",
                            "title": "Upper thermal limits in high-elevation bumble bees",
                            "authors": [{"lastName": "Oyen"}, {"lastName": "Dillon"}],
                            "publicationDate": "2022-03-18",
                        },
                        {
                            "identifier": "doi:10.5061/dryad.0p2ngf24d",
                            "title": "Pollinator visitation on alpine cushion plants",
                            "authors": [{"lastName": "Lara-Romero"}],
                            "publicationDate": "2020-10-14",
                        },
                    ]
                },
            }
        ),
    )
    s.c(
        "dryad_get_dataset",
        {"doi": "doi:10.5061/dryad.z8w9ghxgr"},
        j(
            {
                "identifier": "doi:10.5061/dryad.z8w9ghxgr",
                "versionNumber": 2,
                "versionStatus": "submitted",
                "curationStatus": "Published",
                "license": "https://creativecommons.org/publicdomain/zero/1.0/",
                "storageSize": 512044,
                "relatedWorks": [
                    {
                        "relationship": "primary_article",
                        "identifier": "https://doi.org/10.1111/1365-2435.14012",
                    }
                ],
            }
        ),
    )
    finish(s, "Yes: doi:10.5061/dryad.z8w9ghxgr (Oyen & Dillon, 2022).")

    s = S(
        "mendeley-data",
        True,
        1,
        "Download the file list of Mendeley Data dataset 'k7m3x9h2yz' version 2 and tell me which file is the codebook.",
    )
    s.c(
        "mendeley_get_dataset",
        {"id": "k7m3x9h2yz", "version": 2},
        j(
            {
                "id": "k7m3x9h2yz",
                "version": 2,
                "name": "Household water-use survey, Nairobi 2021",
                "doi": {"id": "10.17632/k7m3x9h2yz.2"},
                "publish_date": "2022-06-01T00:00:00.000Z",
                "files": [
                    {"filename": "survey_responses.csv", "size": 2044193},
                    {"filename": "variables.xlsx", "size": 31022},
                    {"filename": "questionnaire_en.pdf", "size": 402110},
                ],
            }
        ),
    )
    s.c(
        "mendeley_get_file",
        {"dataset_id": "k7m3x9h2yz", "filename": "variables.xlsx", "preview": True},
        "Sheet1 (first 5 rows)\nvar_name | label | type | values\nhh_id | Household identifier | string |\nq1_source | Main water source | categorical | 1=piped,2=kiosk,3=borehole,4=vendor\nq2_litres | Daily use (litres) | numeric |\nq3_cost | Monthly cost (KES) | numeric |",
    )
    finish(s, "variables.xlsx is the codebook (var_name/label/type/values).")

    # fails
    s = S(
        "kaggle",
        False,
        1,
        "Download the 'santander-customer-transaction-prediction' competition files and the top public notebook.",
    )
    msg = "401 - Unauthorized - Unauthenticated\n"
    for cmd in (
        "kaggle competitions files santander-customer-transaction-prediction",
        "kaggle competitions download -c santander-customer-transaction-prediction",
        "kaggle kernels list --competition santander-customer-transaction-prediction --sort-by voteCount",
        "kaggle competitions list -s santander",
        "kaggle kernels list -s santander",
        "kaggle datasets list -s santander",
        "kaggle config view && kaggle competitions files santander-customer-transaction-prediction",
    ):
        s.c(
            "shell",
            {"cmd": cmd},
            msg
            if "config" not in cmd
            else "Configuration values from /home/agent/.kaggle\n- username: jkarlsson\n- path: None\n- proxy: None\n- competition: None\n"
            + msg,
        )
    finish(s, "Kaggle refused the credentials.")

    s = S(
        "openml",
        False,
        1,
        "Find OpenML runs of flow 'sklearn.ensemble.HistGradientBoostingClassifier' on task 3913 and the best AUC.",
    )
    busy = "<html><head><title>504 Gateway Time-out</title></head>\n<body>\n<center><h1>504 Gateway Time-out</h1></center>\n<hr><center>nginx/1.18.0 (Ubuntu)</center>\n</body>\n</html>\n"
    for a in (
        {"task": 3913, "flow": 19030},
        {"task": 3913},
        {"task": 3913, "limit": 100},
        {"flow": 19030, "limit": 20},
        {"task": 3913, "flow": 19030, "limit": 10},
        {"task": 3913, "offset": 0, "limit": 50},
    ):
        s.c("openml_list_runs", a, busy)
    s.c(
        "openml_list_evaluations",
        {"function": "area_under_roc_curve", "task": 3913, "flow": 19030},
        busy,
    )
    finish(s, "OpenML timed out.")

    s = S(
        "paperswithcode",
        False,
        1,
        "Find papers with code on speech emotion recognition from 2024 and their GitHub repos.",
    )
    stale = j(
        {
            "count": 3,
            "next": None,
            "previous": None,
            "results": [
                {
                    "id": "attention-is-all-you-need",
                    "title": "Attention Is All You Need",
                    "published": "2017-06-12",
                },
                {
                    "id": "deep-residual-learning-for-image-recognition",
                    "title": "Deep Residual Learning for Image Recognition",
                    "published": "2015-12-10",
                },
                {
                    "id": "bert-pre-training-of-deep-bidirectional",
                    "title": "BERT: Pre-training of Deep Bidirectional Transformers for Language Understanding",
                    "published": "2018-10-11",
                },
            ],
        }
    )
    for q in (
        "speech emotion recognition",
        "speech emotion recognition 2024",
        "emotion recognition audio",
        "SER wav2vec emotion",
        "multimodal emotion speech",
        "IEMOCAP",
    ):
        s.c("pwc_search_papers", {"q": q}, stale)
    s.c("pwc_search_papers", {"q": "emotion", "ordering": "-published"}, stale)
    finish(s, "Search kept returning unrelated classics.")

    s = S(
        "dataworld",
        False,
        1,
        "Run a SPARQL/SQL query on data.world dataset 'ecoacct/emissions-eu' for Germany's 2022 totals.",
    )
    e = j(
        {
            "code": 403,
            "message": "Forbidden. You do not have access to this dataset.",
            "details": "ecoacct/emissions-eu",
        }
    )
    for q in (
        "SELECT * FROM emissions WHERE country='DE' AND year=2022",
        "SELECT country, total FROM emissions LIMIT 5",
        "SELECT * FROM tables",
        "SELECT COUNT(*) FROM emissions",
        "SELECT * FROM emissions_2022 WHERE iso2='DE'",
        "SELECT * FROM emissions LIMIT 1",
    ):
        s.c("dw_sql", {"owner": "ecoacct", "id": "emissions-eu", "query": q}, e)
    s.c("dw_get_dataset", {"owner": "ecoacct", "id": "emissions-eu"}, e)
    finish(s, "No access to the dataset.")


# --------------------------------------------------------------------------
# 4. Mobile ad networks
# --------------------------------------------------------------------------
def adnets() -> None:
    s = S(
        "applovin-max",
        True,
        1,
        "What was our MAX ad revenue per ad format for 'Puzzle Fjord' on 2024-09-28, and which network earned most on rewarded?",
    )
    s.c(
        "max_report",
        {
            "start": "2024-09-28",
            "end": "2024-09-28",
            "columns": "day,application,ad_format,estimated_revenue,impressions,ecpm",
            "filter_application": "Puzzle Fjord",
            "format": "json",
        },
        j(
            {
                "code": 200,
                "results": [
                    {
                        "day": "2024-09-28",
                        "application": "Puzzle Fjord",
                        "ad_format": f,
                        "estimated_revenue": r,
                        "impressions": i,
                        "ecpm": e,
                    }
                    for f, r, i, e in (
                        ("INTER", "812.440512", "61240", "13.27"),
                        ("REWARD", "1450.118200", "72105", "20.11"),
                        ("BANNER", "96.220031", "402811", "0.24"),
                    )
                ],
                "count": 3,
            }
        ),
    )
    s.c(
        "max_report",
        {
            "start": "2024-09-28",
            "end": "2024-09-28",
            "columns": "network,estimated_revenue,impressions",
            "filter_application": "Puzzle Fjord",
            "filter_ad_format": "REWARD",
            "sort_estimated_revenue": "DESC",
            "limit": 3,
            "format": "json",
        },
        j(
            {
                "code": 200,
                "results": [
                    {"network": n, "estimated_revenue": r, "impressions": i}
                    for n, r, i in (
                        ("APPLOVIN_NETWORK", "602.1100", "27411"),
                        ("UNITY_BIDDING", "388.9041", "20122"),
                        ("GOOGLE_AD_MANAGER_NETWORK", "244.0370", "11950"),
                    )
                ],
                "count": 3,
            }
        ),
    )
    finish(
        s,
        "Rewarded $1,450.12, interstitial $812.44, banner $96.22; AppLovin network led rewarded ($602.11).",
    )

    s = S(
        "admob",
        True,
        1,
        "Generate an AdMob network report for last week by country for app ca-app-pub-4411~902; top 3 countries by earnings.",
    )
    s.c(
        "admob_list_apps",
        {"account": "accounts/pub-4411"},
        j(
            {
                "apps": [
                    {
                        "name": "accounts/pub-4411/apps/902",
                        "appId": "ca-app-pub-4411~902",
                        "platform": "ANDROID",
                        "linkedAppInfo": {
                            "appStoreId": "com.fjordgames.tiles",
                            "displayName": "Tile Fjord",
                        },
                    }
                ]
            }
        ),
    )
    s.c(
        "admob_network_report",
        {
            "account": "accounts/pub-4411",
            "dateRange": {
                "startDate": {"year": 2024, "month": 9, "day": 23},
                "endDate": {"year": 2024, "month": 9, "day": 29},
            },
            "dimensions": ["COUNTRY"],
            "metrics": ["ESTIMATED_EARNINGS", "IMPRESSIONS"],
            "sortConditions": [{"metric": "ESTIMATED_EARNINGS", "order": "DESCENDING"}],
            "dimensionFilters": [
                {"dimension": "APP", "matchesAny": {"values": ["ca-app-pub-4411~902"]}}
            ],
            "maxReportRows": 3,
        },
        j(
            [
                {
                    "header": {
                        "dateRange": {
                            "startDate": {"year": 2024, "month": 9, "day": 23},
                            "endDate": {"year": 2024, "month": 9, "day": 29},
                        },
                        "localizationSettings": {"currencyCode": "USD"},
                    }
                },
                {
                    "row": {
                        "dimensionValues": {"COUNTRY": {"value": "US"}},
                        "metricValues": {
                            "ESTIMATED_EARNINGS": {"microsValue": "2840112000"},
                            "IMPRESSIONS": {"integerValue": "201442"},
                        },
                    }
                },
                {
                    "row": {
                        "dimensionValues": {"COUNTRY": {"value": "DE"}},
                        "metricValues": {
                            "ESTIMATED_EARNINGS": {"microsValue": "611904000"},
                            "IMPRESSIONS": {"integerValue": "70218"},
                        },
                    }
                },
                {
                    "row": {
                        "dimensionValues": {"COUNTRY": {"value": "JP"}},
                        "metricValues": {
                            "ESTIMATED_EARNINGS": {"microsValue": "540233000"},
                            "IMPRESSIONS": {"integerValue": "38002"},
                        },
                    }
                },
                {
                    "footer": {
                        "matchingRowCount": "87",
                        "warnings": [
                            {
                                "type": "DATA_DELAYED",
                                "description": "Some data for 2024-09-29 may be incomplete.",
                            }
                        ],
                    }
                },
            ],
            2,
        ),
    )
    finish(s, "US $2,840.11, DE $611.90, JP $540.23 (Sep 29 may be incomplete).")

    s = S(
        "unity-ads",
        True,
        1,
        "Pull Unity Ads monetization stats for game 5521008 for September by placement and tell me the fill rate of 'rewardedVideo'.",
    )
    s.c(
        "unity_ads_stats",
        {
            "organizationId": "fjord-games",
            "fields": "adrequest_count,available_sum,revenue_sum,start_count",
            "groupBy": "placement",
            "scale": "all",
            "start": "2024-09-01T00:00:00Z",
            "end": "2024-10-01T00:00:00Z",
            "gameIds": "5521008",
        },
        "timestamp,placement,adrequest_count,available_sum,revenue_sum,start_count\n2024-09-01T00:00:00.000Z,rewardedVideo,1204331,1130872,9810.22,987110\n2024-09-01T00:00:00.000Z,video,402118,318004,1702.45,290877\n2024-09-01T00:00:00.000Z,banner,3110822,2400191,410.07,2400191\n",
    )
    finish(s, "rewardedVideo fill 93.9% (1,130,872 / 1,204,331), revenue $9,810.22.")

    s = S(
        "ironsource",
        True,
        1,
        "Check ironSource LevelPlay revenue for app key 1a2b3c4d on 2024-09-29 and set the rewarded waterfall floor to $8 on tier 1 countries.",
    )
    s.c(
        "ironsource_reporting",
        {
            "startDate": "2024-09-29",
            "endDate": "2024-09-29",
            "appKey": "1a2b3c4d",
            "metrics": "revenue,impressions,eCPM",
            "breakdowns": "adUnits",
        },
        j(
            [
                {
                    "date": "2024-09-29",
                    "appKey": "1a2b3c4d",
                    "adUnits": "Rewarded Video",
                    "data": [{"revenue": 701.22, "impressions": 40411, "eCPM": 17.35}],
                },
                {
                    "date": "2024-09-29",
                    "appKey": "1a2b3c4d",
                    "adUnits": "Interstitial",
                    "data": [{"revenue": 288.09, "impressions": 31722, "eCPM": 9.08}],
                },
            ]
        ),
    )
    s.c(
        "ironsource_groups_list",
        {"appKey": "1a2b3c4d", "adUnit": "rewardedVideo"},
        j(
            [
                {
                    "groupId": 66201,
                    "groupName": "Tier1",
                    "adUnit": "rewardedVideo",
                    "groupCountries": ["US", "CA", "GB", "AU", "DE"],
                    "floorPrice": 5.0,
                },
                {
                    "groupId": 66202,
                    "groupName": "RoW",
                    "adUnit": "rewardedVideo",
                    "groupCountries": ["*"],
                    "floorPrice": 0.5,
                },
            ]
        ),
    )
    s.c(
        "ironsource_groups_update",
        {"appKey": "1a2b3c4d", "groups": [{"groupId": 66201, "floorPrice": 8.0}]},
        j({"success": True}),
    )
    s.c(
        "ironsource_groups_list",
        {"appKey": "1a2b3c4d", "adUnit": "rewardedVideo", "groupId": 66201},
        j(
            [
                {
                    "groupId": 66201,
                    "groupName": "Tier1",
                    "adUnit": "rewardedVideo",
                    "groupCountries": ["US", "CA", "GB", "AU", "DE"],
                    "floorPrice": 8.0,
                }
            ]
        ),
    )
    finish(s, "Rewarded $701.22, interstitial $288.09; Tier1 floor now $8.")

    s = S(
        "liftoff",
        True,
        1,
        "Get Liftoff campaign spend and installs for September for campaign 'FJ-UA-iOS-US'.",
    )
    s.c(
        "liftoff_create_report",
        {
            "start_time": "2024-09-01",
            "end_time": "2024-09-30",
            "group_by": ["campaigns"],
            "format": "csv",
            "campaign_ids": ["c" + h("lc", 10)],
        },
        j({"id": h("lrep", 20), "state": "queued", "created_at": "2024-10-01T08:00:02Z"}),
    )
    for st in ("queued", "running", "completed"):
        s.c("liftoff_report_status", {"id": h("lrep", 20)}, j({"id": h("lrep", 20), "state": st}))
    s.c(
        "liftoff_report_data",
        {"id": h("lrep", 20)},
        "campaign_id,campaign_name,spend,impressions,clicks,installs,cpi\nc"
        + h("lc", 10)
        + ",FJ-UA-iOS-US,48211.40,9120044,88411,14022,3.44\n",
    )
    finish(s, "Spend $48,211.40, 14,022 installs (CPI $3.44).")

    s = S(
        "chartboost",
        True,
        1,
        "Did we earn anything from Chartboost on the new 'Tile Fjord' iOS app last week? It launched on Sept 26.",
    )
    s.c(
        "chartboost_analytics",
        {
            "dateMin": "2024-09-23",
            "dateMax": "2024-09-29",
            "appId": "66f1" + h("cb", 20),
            "groupBy": "app,adType",
        },
        "[]",
    )
    s.c(
        "chartboost_apps",
        {"query": "Tile Fjord"},
        j(
            [
                {
                    "id": "66f1" + h("cb", 20),
                    "name": "Tile Fjord",
                    "platform": "ios",
                    "status": "test_mode",
                    "created_at": "2024-09-25",
                }
            ]
        ),
    )
    s.c(
        "chartboost_analytics",
        {
            "dateMin": "2024-09-23",
            "dateMax": "2024-09-29",
            "appId": "66f1" + h("cb", 20),
            "groupBy": "app,adType",
            "includeTestMode": True,
        },
        j(
            [
                {
                    "dt": "2024-09-27",
                    "app": "Tile Fjord",
                    "adType": "rewarded",
                    "impressionsDelivered": 312,
                    "moneyEarned": 0.0,
                }
            ]
        ),
    )
    finish(s, "No: the app is still in test mode, so it earned $0 (312 test impressions).")

    s = S(
        "admob",
        True,
        2,
        "Create two new AdMob ad units (rewarded and interstitial) for Tile Fjord and give me their IDs.",
    )
    s.c(
        "admob_create_ad_unit",
        {
            "parent": "accounts/pub-4411/apps/902",
            "displayName": "TF Rewarded 2",
            "adFormat": "REWARDED",
        },
        j(
            {
                "name": "accounts/pub-4411/adUnits/3310049",
                "adUnitId": "ca-app-pub-4411/3310049",
                "appId": "ca-app-pub-4411~902",
                "displayName": "TF Rewarded 2",
                "adFormat": "REWARDED",
                "adTypes": ["RICH_MEDIA", "VIDEO"],
            }
        ),
    )
    s.c(
        "admob_create_ad_unit",
        {
            "parent": "accounts/pub-4411/apps/902",
            "displayName": "TF Inter 2",
            "adFormat": "INTERSTITIAL",
        },
        j(
            {
                "name": "accounts/pub-4411/adUnits/3310050",
                "adUnitId": "ca-app-pub-4411/3310050",
                "appId": "ca-app-pub-4411~902",
                "displayName": "TF Inter 2",
                "adFormat": "INTERSTITIAL",
                "adTypes": ["RICH_MEDIA", "VIDEO"],
            }
        ),
    )
    s.c(
        "admob_list_ad_units",
        {"parent": "accounts/pub-4411", "pageSize": 2},
        j(
            {
                "adUnits": [
                    {
                        "adUnitId": "ca-app-pub-4411/1100201",
                        "displayName": "TF Banner",
                        "adFormat": "BANNER",
                    },
                    {
                        "adUnitId": "ca-app-pub-4411/1100202",
                        "displayName": "TF Rewarded",
                        "adFormat": "REWARDED",
                    },
                ],
                "nextPageToken": h("pt1", 16),
            }
        ),
    )
    s.c(
        "admob_list_ad_units",
        {"parent": "accounts/pub-4411", "pageSize": 2, "pageToken": h("pt1", 16)},
        j(
            {
                "adUnits": [
                    {
                        "adUnitId": "ca-app-pub-4411/3310049",
                        "displayName": "TF Rewarded 2",
                        "adFormat": "REWARDED",
                    },
                    {
                        "adUnitId": "ca-app-pub-4411/3310050",
                        "displayName": "TF Inter 2",
                        "adFormat": "INTERSTITIAL",
                    },
                ]
            }
        ),
    )
    finish(s, "ca-app-pub-4411/3310049 (rewarded), ca-app-pub-4411/3310050 (interstitial).")

    # fails
    s = S(
        "applovin-max",
        False,
        1,
        "Compare MAX eCPMs for banner vs MREC across our three apps for the last 7 days.",
    )
    for a in (
        "day,application,ad_format,ecpm",
        "application,ad_format,ecpm",
        "day,ad_format,ecpm,impressions",
        "application,ecpm",
        "day,application,ad_format,network,ecpm",
        "ad_format,ecpm",
    ):
        s.c(
            "max_report",
            {"start": "2024-09-23", "end": "2024-09-29", "columns": a, "format": "json"},
            j({"code": 200, "results": [], "count": 0}),
        )
    s.c(
        "max_report",
        {
            "start": "2024-09-01",
            "end": "2024-09-29",
            "columns": "day,application,estimated_revenue",
            "format": "json",
        },
        j({"code": 200, "results": [], "count": 0}),
    )
    finish(s, "MAX returned no rows.")

    s = S(
        "ironsource",
        False,
        1,
        "Pull ironSource user-level ad revenue for 2024-09-28 for app key 1a2b3c4d.",
    )
    e = j({"errorCode": 3002, "errorMessage": "Token expired"})
    for a in (
        {"date": "2024-09-28"},
        {"date": "2024-09-28", "reportType": 1},
        {"date": "2024-09-27"},
        {"date": "2024-09-28", "appKey": "1a2b3c4d"},
        {"date": "2024-09-26"},
        {"date": "2024-09-28", "reportType": 2},
    ):
        s.c("ironsource_user_ad_revenue", {"appKey": "1a2b3c4d", **a}, e)
    s.c(
        "ironsource_reporting",
        {
            "startDate": "2024-09-28",
            "endDate": "2024-09-28",
            "appKey": "1a2b3c4d",
            "metrics": "revenue",
        },
        e,
    )
    finish(s, "ironSource token expired.")

    s = S(
        "unity-ads",
        False,
        1,
        "Get Unity Ads revenue by country for game 5521008 for the past week.",
    )
    stale = "timestamp,country,revenue_sum,start_count\n2023-01-02T00:00:00.000Z,US,0,0\n"
    for f, g in (
        ("revenue_sum,start_count", "country"),
        ("revenue_sum", "country"),
        ("revenue_sum,start_count", "country,platform"),
        ("revenue_sum", "country,placement"),
        ("revenue_sum,adrequest_count", "country"),
        ("revenue_sum", "game,country"),
        ("revenue_sum", "country"),
    ):
        s.c(
            "unity_ads_stats",
            {
                "organizationId": "fjord-games",
                "fields": f,
                "groupBy": g,
                "scale": "day",
                "start": "2024-09-23T00:00:00Z",
                "end": "2024-09-30T00:00:00Z",
                "gameIds": "5521008",
            },
            stale,
        )
    finish(s, "Stats endpoint returned only a placeholder row.")

    s = S(
        "liftoff",
        False,
        1,
        "How many installs did the Liftoff Android campaigns deliver yesterday?",
    )
    s.c(
        "liftoff_create_report",
        {
            "start_time": "2024-09-29",
            "end_time": "2024-09-29",
            "group_by": ["campaigns"],
            "format": "csv",
        },
        j({"id": h("lrep2", 20), "state": "queued", "created_at": "2024-09-30T08:00:02Z"}),
    )
    for _ in range(7):
        s.c(
            "liftoff_report_status",
            {"id": h("lrep2", 20)},
            j({"id": h("lrep2", 20), "state": "queued"}),
        )
    finish(s, "Report never left the queue.")


# --------------------------------------------------------------------------
# 5. Mobile attribution
# --------------------------------------------------------------------------
def attribution() -> None:
    s = S(
        "appsflyer",
        True,
        1,
        "From AppsFlyer, how many non-organic installs did id1482200771 get from each media source on Sept 28?",
    )
    s.c(
        "appsflyer_aggregate",
        {
            "app_id": "id1482200771",
            "report": "partners_by_date_report",
            "from": "2024-09-28",
            "to": "2024-09-28",
        },
        "Date,Agency/PMD (af_prt),Media Source (pid),Campaign (c),Impressions,Clicks,CTR,Installs,Conversion Rate,Sessions,Loyal Users,Loyal Users/Installs,Total Revenue,Total Cost,ROI,ARPU,Average eCPI\n"
        "2024-09-28,None,googleadwords_int,FJ_UAC_US,1204411,20441,0.017,3120,0.1526,8012,1402,0.4494,1840.22,9360.00,-0.8034,0.59,3.00\n"
        "2024-09-28,None,Facebook Ads,FJ_AEO_T1,880402,11022,0.0125,1877,0.1703,4402,811,0.4321,1021.90,6569.50,-0.8444,0.54,3.50\n"
        "2024-09-28,None,liftoff_int,FJ-UA-iOS-US,N/A,N/A,N/A,466,N/A,1201,190,0.4077,301.44,1603.04,-0.8120,0.65,3.44\n",
    )
    s.c(
        "appsflyer_aggregate",
        {
            "app_id": "id1482200771",
            "report": "partners_by_date_report",
            "from": "2024-09-28",
            "to": "2024-09-28",
            "media_source": "organic",
        },
        "Date,Agency/PMD (af_prt),Media Source (pid),Campaign (c),Impressions,Clicks,CTR,Installs,Conversion Rate,Sessions,Loyal Users,Loyal Users/Installs,Total Revenue,Total Cost,ROI,ARPU,Average eCPI\n2024-09-28,None,Organic,None,N/A,N/A,N/A,5402,N/A,15010,2660,0.4924,4022.18,N/A,N/A,0.74,N/A\n",
    )
    finish(s, "Google Ads 3,120, Meta 1,877, Liftoff 466 (organic 5,402 for reference).")

    s = S(
        "appsflyer",
        True,
        2,
        "Pull AppsFlyer raw in-app events 'af_purchase' for id1482200771 on 2024-09-29 and count purchases by campaign.",
    )
    hdr = "Attributed Touch Type,Attributed Touch Time,Install Time,Event Time,Event Name,Event Value,Event Revenue,Event Revenue Currency,Media Source,Campaign,AppsFlyer ID,Platform\n"

    def ev(i, camp, src):
        return f'click,2024-09-2{i % 3} 1{i % 10}:0{i % 6}:11,2024-09-2{i % 3 + 1} 1{i % 10}:1{i % 6}:02,2024-09-29 0{i % 10}:{10 + i:02d}:44,af_purchase,"{{""af_revenue"":""4.99"",""af_content_id"":""gems_{i}""}}",4.99,USD,{src},{camp},{1727000000000 + i * 7919}-{h(str(i), 7)},ios\n'

    s.c(
        "appsflyer_raw",
        {
            "app_id": "id1482200771",
            "report": "in_app_events_report",
            "from": "2024-09-29",
            "to": "2024-09-29",
            "event_name": "af_purchase",
            "limit": 4,
        },
        hdr
        + "".join(
            ev(i, c, m)
            for i, (c, m) in enumerate(
                (
                    ("FJ_UAC_US", "googleadwords_int"),
                    ("FJ_AEO_T1", "Facebook Ads"),
                    ("FJ_UAC_US", "googleadwords_int"),
                    ("FJ-UA-iOS-US", "liftoff_int"),
                )
            )
        ),
    )
    s.c(
        "appsflyer_raw",
        {
            "app_id": "id1482200771",
            "report": "in_app_events_report",
            "from": "2024-09-29",
            "to": "2024-09-29",
            "event_name": "af_purchase",
            "group_by": "Campaign",
            "count_only": True,
        },
        "Campaign,count\nFJ_UAC_US,212\nFJ_AEO_T1,140\nFJ-UA-iOS-US,37\nNone,611\n",
    )
    finish(s, "FJ_UAC_US 212, FJ_AEO_T1 140, FJ-UA-iOS-US 37; 611 organic.")

    s = S(
        "adjust",
        True,
        1,
        "Using Adjust, compare day-7 retention of the US and German cohorts of Tile Fjord for installs in the week of Sept 16.",
    )
    s.c(
        "adjust_report",
        {
            "app_token__in": "abc123tf",
            "date_period": "2024-09-16:2024-09-22",
            "dimensions": "country",
            "metrics": "installs,retention_rate_d7",
            "country__in": "us,de",
        },
        j(
            {
                "rows": [
                    {
                        "country": "United States",
                        "country_code": "us",
                        "installs": "22410",
                        "retention_rate_d7": "0.1412",
                    },
                    {
                        "country": "Germany",
                        "country_code": "de",
                        "installs": "5102",
                        "retention_rate_d7": "0.1705",
                    },
                ],
                "totals": {"installs": 27512.0, "retention_rate_d7": 0.1466},
                "warnings": [],
            }
        ),
    )
    s.c(
        "adjust_report",
        {
            "app_token__in": "abc123tf",
            "date_period": "2024-09-16:2024-09-22",
            "dimensions": "country,network",
            "metrics": "installs,retention_rate_d7",
            "country__in": "us,de",
            "sort": "-installs",
        },
        j(
            {
                "rows": [
                    {
                        "country_code": "us",
                        "network": "Google Ads ACI",
                        "installs": "9904",
                        "retention_rate_d7": "0.1288",
                    },
                    {
                        "country_code": "us",
                        "network": "Organic",
                        "installs": "8112",
                        "retention_rate_d7": "0.1630",
                    },
                    {
                        "country_code": "de",
                        "network": "Organic",
                        "installs": "3020",
                        "retention_rate_d7": "0.1811",
                    },
                    {
                        "country_code": "us",
                        "network": "Facebook Installs",
                        "installs": "4394",
                        "retention_rate_d7": "0.1277",
                    },
                    {
                        "country_code": "de",
                        "network": "Facebook Installs",
                        "installs": "2082",
                        "retention_rate_d7": "0.1551",
                    },
                ],
                "totals": {"installs": 27512.0},
                "warnings": [],
            }
        ),
    )
    finish(s, "D7 retention: DE 17.1% vs US 14.1%; the gap is mostly paid US traffic.")

    s = S(
        "branch",
        True,
        1,
        "Create a Branch deep link for the autumn promo to open the 'shop/bundle/autumn24' screen, and check an older link still resolves.",
    )
    s.c(
        "branch_create_link",
        {
            "data": {
                "$deeplink_path": "shop/bundle/autumn24",
                "$og_title": "Autumn bundle",
                "~campaign": "autumn24",
                "~channel": "email",
            }
        },
        j({"url": "https://tilefjord.app.link/" + h("bl", 11)}),
    )
    s.c(
        "branch_read_link",
        {"url": "https://tilefjord.app.link/summer-sale"},
        j(
            {
                "data": {
                    "$deeplink_path": "shop/bundle/summer24",
                    "~campaign": "summer24",
                    "~channel": "push",
                    "$marketing_title": "Summer sale",
                    "url": "https://tilefjord.app.link/summer-sale",
                },
                "type": 2,
                "alias": "summer-sale",
                "campaign": "summer24",
                "channel": "push",
            }
        ),
    )
    s.c(
        "branch_read_link",
        {"url": "https://tilefjord.app.link/" + h("bl", 11)},
        j(
            {
                "data": {
                    "$deeplink_path": "shop/bundle/autumn24",
                    "$og_title": "Autumn bundle",
                    "~campaign": "autumn24",
                    "~channel": "email",
                    "~creation_source": 0,
                    "url": "https://tilefjord.app.link/" + h("bl", 11),
                },
                "type": 0,
                "campaign": "autumn24",
                "channel": "email",
            }
        ),
    )
    finish(
        s,
        "New link https://tilefjord.app.link/"
        + h("bl", 11)
        + "; summer-sale still resolves (to summer24).",
    )

    s = S(
        "singular",
        True,
        1,
        "Get Singular cost and installs by source for September for Tile Fjord.",
    )
    rid = h("sgr", 32)
    s.c(
        "singular_create_async_report",
        {
            "start_date": "2024-09-01",
            "end_date": "2024-09-30",
            "dimensions": "source",
            "metrics": "adn_cost,custom_installs",
            "app": "Tile Fjord",
            "format": "csv",
        },
        j({"status": 0, "substatus": 0, "value": {"report_id": rid}}),
    )
    for st in ("QUEUED", "STARTED", "STARTED", "DONE"):
        v = {"report_id": rid, "status": st}
        if st == "DONE":
            v["download_url"] = (
                f"https://singular-reports.s3.amazonaws.com/{rid}.csv?X-Amz-Expires=3600"
            )
        s.c(
            "singular_get_report_status",
            {"report_id": rid},
            j({"status": 0, "substatus": 0, "value": v}),
        )
    s.c(
        "fetch_url",
        {"url": f"https://singular-reports.s3.amazonaws.com/{rid}.csv?X-Amz-Expires=3600"},
        "source,adn_cost,custom_installs\nAdWords,281020.44,90214\nFacebook,190448.10,52110\nLiftoff,48211.40,14022\nApple Search Ads,30112.00,11890\nOrganic,,160442\n",
    )
    finish(s, "AdWords $281k/90,214; Facebook $190k/52,110; Liftoff $48k/14,022; ASA $30k/11,890.")

    s = S(
        "kochava",
        True,
        1,
        "Ask Kochava whether any fraud (blocked installs) was flagged for the 'rewardwall_x' network last month.",
    )
    s.c(
        "kochava_fraud_report",
        {
            "app_guid": "kotile-fjord-" + h("kg", 10),
            "start": "2024-09-01",
            "end": "2024-09-30",
            "network": "rewardwall_x",
        },
        j({"status": "queued", "report_token": h("ktok", 20)}),
    )
    s.c(
        "kochava_report_status",
        {"report_token": h("ktok", 20)},
        j({"status": "running", "progress": "62"}),
    )
    s.c(
        "kochava_report_status",
        {"report_token": h("ktok", 20)},
        j(
            {
                "status": "completed",
                "report": "https://reports.kochava.com/" + h("ktok", 20) + ".json",
            }
        ),
    )
    s.c(
        "kochava_report_result",
        {"report_token": h("ktok", 20)},
        j(
            {
                "network": "rewardwall_x",
                "blocked_installs": 0,
                "blocked_clicks": 0,
                "rules_evaluated": [
                    "ip_blacklist",
                    "device_id_anomaly",
                    "click_flooding",
                    "install_time_distribution",
                ],
            }
        ),
    )
    finish(s, "None: 0 blocked installs or clicks for rewardwall_x in September.")

    s = S(
        "airbridge",
        True,
        1,
        "In Airbridge, add a tracking link for the influencer 'nora.plays' and tell me yesterday's clicks for the existing 'kofi.games' link.",
    )
    s.c(
        "airbridge_create_tracking_link",
        {
            "app": "tilefjord",
            "channel": "influencer",
            "campaign": "nora.plays",
            "deeplink": "tilefjord://home",
        },
        j(
            {
                "data": {
                    "trackingLink": {
                        "id": 88102,
                        "shortUrl": "https://abr.ge/" + h("ab1", 6),
                        "channel": "influencer",
                        "campaignParams": {"campaign": "nora.plays"},
                    }
                }
            }
        ),
    )
    s.c(
        "airbridge_actuals_report",
        {
            "app": "tilefjord",
            "from": "2024-09-29",
            "to": "2024-09-29",
            "groupBys": ["campaign"],
            "metrics": ["clicks", "installs"],
            "filters": [{"dimension": "campaign", "values": ["kofi.games"]}],
        },
        j({"task": {"taskId": h("abt", 16), "status": "PENDING"}}),
    )
    s.c(
        "airbridge_report_result",
        {"app": "tilefjord", "taskId": h("abt", 16)},
        j({"task": {"taskId": h("abt", 16), "status": "RUNNING"}}),
    )
    s.c(
        "airbridge_report_result",
        {"app": "tilefjord", "taskId": h("abt", 16)},
        j(
            {
                "task": {
                    "taskId": h("abt", 16),
                    "status": "SUCCESS",
                    "result": {
                        "rows": [
                            {
                                "groupBys": ["kofi.games"],
                                "values": {"clicks": 1403, "installs": 211},
                            }
                        ],
                        "totals": {"clicks": 1403, "installs": 211},
                    },
                }
            }
        ),
    )
    finish(
        s,
        "Link https://abr.ge/"
        + h("ab1", 6)
        + " created; kofi.games had 1,403 clicks (211 installs).",
    )

    # fails
    s = S(
        "appsflyer",
        False,
        1,
        "Get AppsFlyer retargeting conversions for the 'winback_q3' campaign last week.",
    )
    for a in (
        {"report": "installs_report", "reattr": True},
        {"report": "in_app_events_report", "reattr": True},
        {"report": "partners_by_date_report", "reattr": True},
        {"report": "installs_report", "reattr": True, "media_source": "googleadwords_int"},
        {"report": "partners_report", "reattr": True},
        {"report": "installs_report"},
        {"report": "in_app_events_report", "reattr": True, "event_name": "af_purchase"},
    ):
        s.c(
            "appsflyer_raw"
            if "installs" in a["report"] or "events" in a["report"]
            else "appsflyer_aggregate",
            {
                "app_id": "id1482200771",
                "from": "2024-09-23",
                "to": "2024-09-29",
                "c": "winback_q3",
                **a,
            },
            "You've reached your maximum number of requests for this report type today. Quota resets at 00:00 UTC.",
        )
    finish(s, "AppsFlyer daily quota used up.")

    s = S(
        "adjust",
        False,
        1,
        "Pull Adjust cohort revenue (day 0-30) for Tile Fjord's August installs by network.",
    )
    wrong = j(
        {
            "rows": [
                {"app": "Demo App", "network": "Organic", "installs": "100", "revenue": "0.00"}
            ],
            "totals": {"installs": 100.0, "revenue": 0.0},
            "warnings": ["App token abc123tf not found for this user; showing demo data."],
        }
    )
    for m in (
        "installs,revenue",
        "installs,cohort_revenue",
        "revenue_total_d30",
        "installs,revenue_total_d7,revenue_total_d30",
        "cohort_revenue",
        "installs",
        "revenue",
    ):
        s.c(
            "adjust_report",
            {
                "app_token__in": "abc123tf",
                "date_period": "2024-08-01:2024-08-31",
                "dimensions": "network",
                "metrics": m,
            },
            wrong,
        )
    finish(s, "Adjust returned demo data only.")

    s = S(
        "branch",
        False,
        1,
        "Use Branch's Query API to count opens by ~channel for the autumn24 campaign.",
    )
    e = j({"error": {"code": 500, "message": "Internal server error"}})
    for a in (
        {
            "aggregation": "total_count",
            "dimensions": ["last_attributed_touch_data_tilde_channel"],
            "filters": {"last_attributed_touch_data_tilde_campaign": ["autumn24"]},
            "data_source": "eo_open",
        },
        {
            "aggregation": "total_count",
            "dimensions": ["last_attributed_touch_data_tilde_channel"],
            "data_source": "eo_open",
        },
        {
            "aggregation": "unique_count",
            "dimensions": ["last_attributed_touch_data_tilde_channel"],
            "data_source": "eo_open",
        },
        {
            "aggregation": "total_count",
            "dimensions": ["last_attributed_touch_data_tilde_campaign"],
            "data_source": "eo_open",
        },
        {
            "aggregation": "total_count",
            "dimensions": ["last_attributed_touch_data_tilde_channel"],
            "data_source": "eo_click",
        },
        {
            "aggregation": "total_count",
            "dimensions": ["last_attributed_touch_data_tilde_channel"],
            "data_source": "eo_install",
            "granularity": "day",
        },
    ):
        s.c("branch_query", {"start_date": "2024-09-20", "end_date": "2024-09-30", **a}, e)
    finish(s, "Branch Query API kept failing.")

    s = S(
        "singular",
        False,
        1,
        "Get Singular SKAdNetwork conversion values by campaign for September.",
    )
    rid = h("sgr2", 32)
    s.c(
        "singular_create_async_report",
        {
            "start_date": "2024-09-01",
            "end_date": "2024-09-30",
            "dimensions": "unified_campaign_name,skan_conversion_value",
            "metrics": "skan_installs",
            "skadnetwork": True,
        },
        j({"status": 0, "substatus": 0, "value": {"report_id": rid}}),
    )
    for _ in range(5):
        s.c(
            "singular_get_report_status",
            {"report_id": rid},
            j({"status": 0, "substatus": 0, "value": {"report_id": rid, "status": "QUEUED"}}),
        )
    s.c(
        "singular_create_async_report",
        {
            "start_date": "2024-09-01",
            "end_date": "2024-09-30",
            "dimensions": "unified_campaign_name",
            "metrics": "skan_installs",
            "skadnetwork": True,
        },
        j({"status": 0, "substatus": 0, "value": {"report_id": h("sgr3", 32)}}),
    )
    for _ in range(2):
        s.c(
            "singular_get_report_status",
            {"report_id": h("sgr3", 32)},
            j(
                {
                    "status": 0,
                    "substatus": 0,
                    "value": {"report_id": h("sgr3", 32), "status": "QUEUED"},
                }
            ),
        )
    finish(s, "Reports stayed queued.")


def main(out: Path = OUT) -> None:
    ROWS.clear()
    labelling()
    features()
    hubs()
    adnets()
    attribution()
    with out.open("w", encoding="utf-8") as f:
        for r in ROWS:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else OUT)
