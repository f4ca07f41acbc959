# ruff: noqa: E501, E731 - verbatim tool results, small local helpers
"""Held-out fixture tool_heldout60: five domain groups no earlier fixture covered.

Each row is one tool call in the project's real-runs format. Sessions are written as the
real tools and their usual wrappers return them; nothing is shaped to any detector.

Families and where their formats come from (how sure):

Experiment tracking
- comet: Comet REST API v2 (/api/rest/v2/experiments, /experiment/metrics/get-metric,
  /project) JSON bodies as the comet_ml REST client returns them. Fairly sure of the keys
  (experimentKey, experimentName, metricName, metricValue, step); less of every field.
- clearml: ClearML server API (tasks.get_all, tasks.get_by_id, events.scalar_metrics_iter_
  histogram, tasks.enqueue) in its {"meta": {...}, "data": {...}} envelope. Fairly sure.
- dvc: the dvc CLI run through a shell tool (dvc status, exp show, metrics diff, push,
  pull). Sure of the general text; table widths approximate.
- aim: the aim CLI (aim runs ls) and the aim REST API (/api/runs/search/run) as an MCP
  wrapper renders it. Moderately sure.
- omniboard: Sacred run documents from MongoDB as the Omniboard /api/v1/Runs endpoint returns
  them (_id, experiment, config, status, result, heartbeat). Fairly sure.
- polyaxon: the polyaxon CLI (ops ls, ops get, ops logs) tables and texts. Moderately sure.

Self-hosted search engines
- manticore: Manticore /sql?mode=raw and /search JSON responses (took, timed_out, hits.total,
  hits.hits[_id,_score,_source]) and the mysql client's error text. Sure (checked the
  searchResponse schema).
- sonic: the Sonic channel protocol as a thin wrapper relays it (PENDING / EVENT QUERY / OK /
  ERR lines). Sure of the protocol lines (checked sonic-channel's protocol source).
- zincsearch: ZincSearch /api/<index>/_search (ES-compatible) and /api/index bodies. Fairly
  sure.
- quickwit: Quickwit REST /api/v1/<index>/search (num_hits, hits, elapsed_time_micros,
  errors) and /api/v1/indexes/<id>/describe. Fairly sure.
- marqo: Marqo /indexes/<name>/search (hits with _id, _score, _highlights, processingTimeMs)
  and add-documents results. Fairly sure.
- tantivy: tantivy-cli `search` printing one JSON document per line. Moderately sure.

Chatbot platforms
- dialogflow-cx: projects.locations.agents.sessions:detectIntent JSON (queryResult with
  responseMessages, match.matchType, currentPage) and intents.list paging. Fairly sure.
- rasa: Rasa HTTP API (/webhooks/rest/webhook list of {recipient_id,text}, /model/parse,
  /conversations/<id>/tracker, and the 409 "No agent loaded" error). Sure.
- botpress: Botpress Cloud chat/runtime API (conversations, messages with payload). Moderately
  sure.
- lex-v2: aws lexv2-runtime recognize-text / lexv2-models build-bot-locale and
  describe-bot-locale through the AWS CLI, and boto's ThrottlingException text. Fairly sure.
- directline: Bot Framework Direct Line 3.0 (conversations, activities with watermark,
  {"error": {"code", "message"}} bodies). Fairly sure.
- voiceflow: Dialog Manager API /state/user/<id>/interact trace lists. Fairly sure.

Product analytics and engagement
- amplitude: Dashboard REST API (events/segmentation data.series/xValues), usersearch,
  useractivity, and the behavioral cohort download (request_id, async status). Fairly sure.
- mixpanel: Query API segmentation/funnels bodies and its rate-limit error. Fairly sure.
- customerio: App API (/v1/customers search, /attributes, /send/email) bodies. Moderately
  sure.
- onesignal: REST API create notification ({"id", "external_id"}), view notification, and
  its {"errors": [...]} bodies. Fairly sure.
- airship: Push API ({"ok": true, "operation_id", "push_ids"}), named users lookup. Fairly sure.
- pendo: Aggregation API results, guide list, visitor lookup. Moderately sure.

Kubernetes autoscaling and cost
- keda, karpenter, cluster-autoscaler, goldilocks, vpa: kubectl output through a shell tool
  (get/describe tables, events, YAML of the cluster-autoscaler-status ConfigMap, controller
  logs in their JSON/klog form). Sure of kubectl's text, fairly sure of the CRD columns.
- opencost: OpenCost /allocation API ({"code": 200, "data": [{name: {...}}]}). Sure of the
  envelope (checked opencost.io API examples), fairly sure of fields.

Identifiers are hashes of fixed strings; nothing depends on the clock or on randomness.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout60"
SESSIONS: list[dict] = []


def h(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def J(obj, indent=None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def sess(family: str, kind: str, n: int, task: str, calls: list) -> None:
    SESSIONS.append({"family": family, "kind": kind, "n": n, "task": task, "calls": calls})


# ---------------------------------------------------------------- experiment tracking


def comet_exp(name, key, status="finished"):
    return {
        "experimentKey": key,
        "experimentName": name,
        "optimizationId": None,
        "durationMillis": int(key[:4], 16) * 31,
        "startTimeMillis": 1717000000000 + int(key[:5], 16),
        "running": status == "running",
        "archived": False,
    }


def _comet():
    ks = [h("comet" + str(i), 32) for i in range(12)]
    sess(
        "comet",
        "ok",
        1,
        "Which run in the resnet-ablation project got the best val_acc, and what learning rate did it use?",
        [
            (
                "comet_list_experiments",
                {
                    "workspace": "vision-lab",
                    "project": "resnet-ablation",
                    "page": 1,
                    "page_size": 5,
                },
                J(
                    {
                        "experiments": [comet_exp(f"abl-{i:02d}", ks[i]) for i in range(5)],
                        "totalCount": 9,
                        "page": 1,
                    }
                ),
            ),
            (
                "comet_list_experiments",
                {
                    "workspace": "vision-lab",
                    "project": "resnet-ablation",
                    "page": 2,
                    "page_size": 5,
                },
                J(
                    {
                        "experiments": [comet_exp(f"abl-{i:02d}", ks[i]) for i in range(5, 9)],
                        "totalCount": 9,
                        "page": 2,
                    }
                ),
            ),
            (
                "comet_get_metric_summary",
                {"experiment_key": ks[3], "metric": "val_acc"},
                J(
                    {
                        "values": [
                            {
                                "name": "val_acc",
                                "valueMax": "0.9142",
                                "valueMin": "0.4410",
                                "valueCurrent": "0.9127",
                                "timestampMax": 1717003312000,
                                "stepMax": 4680,
                                "epochMax": 29,
                            }
                        ]
                    }
                ),
            ),
            (
                "comet_get_metric_summary",
                {"experiment_key": ks[6], "metric": "val_acc"},
                J(
                    {
                        "values": [
                            {
                                "name": "val_acc",
                                "valueMax": "0.9318",
                                "valueMin": "0.4602",
                                "valueCurrent": "0.9301",
                                "timestampMax": 1717009921000,
                                "stepMax": 4680,
                                "epochMax": 29,
                            }
                        ]
                    }
                ),
            ),
            (
                "comet_get_metric_summary",
                {"experiment_key": ks[8], "metric": "val_acc"},
                J(
                    {
                        "values": [
                            {
                                "name": "val_acc",
                                "valueMax": "0.9204",
                                "valueMin": "0.3987",
                                "valueCurrent": "0.9188",
                                "timestampMax": 1717012210000,
                                "stepMax": 4680,
                                "epochMax": 29,
                            }
                        ]
                    }
                ),
            ),
            (
                "comet_get_parameters",
                {"experiment_key": ks[6]},
                J(
                    {
                        "values": [
                            {
                                "name": "lr",
                                "valueMax": "0.0032",
                                "valueMin": "0.0032",
                                "valueCurrent": "0.0032",
                                "source": "manual",
                            },
                            {
                                "name": "batch_size",
                                "valueMax": "256",
                                "valueMin": "256",
                                "valueCurrent": "256",
                                "source": "manual",
                            },
                            {
                                "name": "optimizer",
                                "valueMax": "sgd",
                                "valueMin": "sgd",
                                "valueCurrent": "sgd",
                                "source": "auto",
                            },
                            {
                                "name": "weight_decay",
                                "valueMax": "5e-05",
                                "valueMin": "5e-05",
                                "valueCurrent": "5e-05",
                                "source": "manual",
                            },
                        ]
                    }
                ),
            ),
        ],
    )
    sess(
        "comet",
        "ok",
        2,
        "Are there any experiments in speech-asr tagged 'release-candidate'? If not, tag the best WER run with it.",
        [
            (
                "comet_search_experiments",
                {"workspace": "audio", "project": "speech-asr", "tag": "release-candidate"},
                J({"experiments": [], "totalCount": 0}),
            ),
            (
                "comet_list_experiments",
                {"workspace": "audio", "project": "speech-asr", "page": 1, "page_size": 10},
                J(
                    {
                        "experiments": [
                            comet_exp(n, ks[9 + i])
                            for i, n in enumerate(["conformer-s", "conformer-m", "whisper-ft"])
                        ],
                        "totalCount": 3,
                        "page": 1,
                    }
                ),
            ),
            (
                "comet_get_metric_summary",
                {"experiment_key": ks[10], "metric": "wer"},
                J(
                    {
                        "values": [
                            {
                                "name": "wer",
                                "valueMax": "0.412",
                                "valueMin": "0.0871",
                                "valueCurrent": "0.0871",
                                "timestampMax": 1717020000000,
                                "stepMax": 120000,
                                "epochMax": 49,
                            }
                        ]
                    }
                ),
            ),
            (
                "comet_get_metric_summary",
                {"experiment_key": ks[11], "metric": "wer"},
                J(
                    {
                        "values": [
                            {
                                "name": "wer",
                                "valueMax": "0.288",
                                "valueMin": "0.0934",
                                "valueCurrent": "0.0951",
                                "timestampMax": 1717021000000,
                                "stepMax": 60000,
                                "epochMax": 9,
                            }
                        ]
                    }
                ),
            ),
            (
                "comet_add_tags",
                {"experiment_key": ks[10], "tags": ["release-candidate"]},
                J({"code": 200, "msg": "Tags added"}),
            ),
        ],
    )
    # failing: wrong workspace in the MCP server config -> every project empty
    calls = []
    for proj, q in [
        ("nlp-distill", None),
        ("nlp-distill", "bert"),
        ("distillation", None),
        ("nlp-distill", "student"),
        ("kd-bert", None),
        ("nlp-distill", "tinybert"),
        ("nlp", None),
    ]:
        args = {"workspace": "default", "project": proj}
        if q:
            args["name_contains"] = q
        calls.append(
            (
                "comet_search_experiments" if q else "comet_list_experiments",
                args,
                J({"experiments": [], "totalCount": 0}),
            )
        )
    sess(
        "comet",
        "fail",
        1,
        "Summarise the distillation experiments our NLP team ran last week in Comet: best student model and its accuracy.",
        calls,
    )


def _clearml():
    tid = h("clearml-task-ok", 32)
    meta = lambda ep, rid: {
        "id": h(rid, 32),
        "trx": h(rid, 32),
        "endpoint": {"name": ep, "requested_version": "2.30", "actual_version": "1.0"},
        "result_code": 200,
        "result_subcode": 0,
        "result_msg": "OK",
        "error_stack": "",
        "error_data": {},
    }
    sess(
        "clearml",
        "ok",
        1,
        "Clone the 'yolo-train baseline' task with epochs=50, run it on the gpu queue and tell me the final mAP when it finishes.",
        [
            (
                "clearml_tasks_clone",
                {
                    "task": h("clearml-base", 32),
                    "new_task_name": "yolo-train e50",
                    "execution_overrides": {"hyperparams": {"Args/epochs": "50"}},
                },
                J({"meta": meta("tasks.clone", "c1"), "data": {"id": tid, "new_project": None}}),
            ),
            (
                "clearml_tasks_enqueue",
                {"task": tid, "queue_name": "gpu-a100"},
                J(
                    {
                        "meta": meta("tasks.enqueue", "c2"),
                        "data": {
                            "updated": 1,
                            "fields": {
                                "status": "queued",
                                "status_reason": "",
                                "status_message": "",
                                "status_changed": "2024-06-03T09:12:44.118000+00:00",
                                "last_update": "2024-06-03T09:12:44.118000+00:00",
                                "execution.queue": h("q", 32),
                            },
                            "queued": 1,
                        },
                    }
                ),
            ),
            (
                "clearml_tasks_get_by_id",
                {"task": tid, "only_fields": ["status", "last_iteration", "started"]},
                J(
                    {
                        "meta": meta("tasks.get_by_id", "c3"),
                        "data": {
                            "task": {
                                "id": tid,
                                "status": "in_progress",
                                "last_iteration": 0,
                                "started": "2024-06-03T09:13:20.502000+00:00",
                            }
                        },
                    }
                ),
            ),
            (
                "clearml_tasks_get_by_id",
                {"task": tid, "only_fields": ["status", "last_iteration", "started"]},
                J(
                    {
                        "meta": meta("tasks.get_by_id", "c4"),
                        "data": {
                            "task": {
                                "id": tid,
                                "status": "in_progress",
                                "last_iteration": 31,
                                "started": "2024-06-03T09:13:20.502000+00:00",
                            }
                        },
                    }
                ),
            ),
            (
                "clearml_tasks_get_by_id",
                {"task": tid, "only_fields": ["status", "last_iteration", "completed"]},
                J(
                    {
                        "meta": meta("tasks.get_by_id", "c5"),
                        "data": {
                            "task": {
                                "id": tid,
                                "status": "completed",
                                "last_iteration": 49,
                                "completed": "2024-06-03T11:02:09.771000+00:00",
                            }
                        },
                    }
                ),
            ),
            (
                "clearml_events_get_task_latest_scalar_values",
                {"task": tid},
                J(
                    {
                        "meta": meta("events.get_task_latest_scalar_values", "c6"),
                        "data": {
                            "metrics": [
                                {
                                    "name": "val",
                                    "variants": [
                                        {
                                            "name": "mAP50",
                                            "last_value": 0.6832,
                                            "min_value": 0.1021,
                                            "max_value": 0.6871,
                                        },
                                        {
                                            "name": "mAP50-95",
                                            "last_value": 0.4977,
                                            "min_value": 0.0544,
                                            "max_value": 0.5003,
                                        },
                                    ],
                                },
                                {
                                    "name": "train",
                                    "variants": [
                                        {
                                            "name": "box_loss",
                                            "last_value": 0.8124,
                                            "min_value": 0.8093,
                                            "max_value": 1.9921,
                                        }
                                    ],
                                },
                            ]
                        },
                    }
                ),
            ),
        ],
    )
    # failing: the API server answers every query with the same cached page
    stale = {
        "tasks": [
            {
                "id": h("stale1", 32),
                "name": "data-prep v3",
                "status": "completed",
                "project": {"id": h("p1", 32)},
                "last_update": "2024-04-11T07:55:03.000000+00:00",
            },
            {
                "id": h("stale2", 32),
                "name": "tokenizer-fit",
                "status": "completed",
                "project": {"id": h("p1", 32)},
                "last_update": "2024-04-11T07:51:40.000000+00:00",
            },
            {
                "id": h("stale3", 32),
                "name": "data-prep v2",
                "status": "failed",
                "project": {"id": h("p1", 32)},
                "last_update": "2024-04-10T18:02:11.000000+00:00",
            },
        ]
    }
    calls = []
    for i, args in enumerate(
        [
            {"project_name": "llm-finetune", "status": ["in_progress"]},
            {"project_name": "llm-finetune", "status": ["failed"], "order_by": ["-last_update"]},
            {"name": "lora-r16.*", "order_by": ["-last_update"]},
            {"project_name": "llm-finetune", "tags": ["sweep-7"]},
            {"user": ["h.okafor"], "order_by": ["-started"]},
            {"name": "lora.*", "status": ["completed"]},
            {"project_name": "llm-finetune/sweeps", "page": 0, "page_size": 50},
            {"id": [h("lora-r16-run", 32)]},
        ]
    ):
        calls.append(
            (
                "clearml_tasks_get_all",
                args,
                J({"meta": meta("tasks.get_all", f"st{i}"), "data": stale}),
            )
        )
    sess(
        "clearml",
        "fail",
        1,
        "Why did last night's LoRA sweep in llm-finetune stop halfway? Find the failed runs and their errors.",
        calls,
    )


def _dvc():
    sess(
        "dvc",
        "ok",
        1,
        "Run the DVC pipeline for the churn model if anything changed, compare metrics with main, and push the results.",
        [
            (
                "shell",
                {"command": "dvc status"},
                "featurize:\n\tchanged deps:\n\t\tmodified:           data/raw/events.parquet\ntrain:\n\tchanged deps:\n\t\tmodified:           src/train.py\n",
            ),
            (
                "shell",
                {"command": "dvc repro"},
                "'data/raw/events.parquet.dvc' didn't change, skipping\nRunning stage 'featurize':\n> python src/featurize.py data/raw/events.parquet data/features\nwrote 1,204,881 rows to data/features/train.parquet\nwrote 301,220 rows to data/features/test.parquet\nUpdating lock file 'dvc.lock'\n\nRunning stage 'train':\n> python src/train.py data/features model.pkl\n[LightGBM] [Info] Total Bins 8842\n[LightGBM] [Info] Number of data points in the train set: 1204881, number of used features: 61\nUpdating lock file 'dvc.lock'\n\nRunning stage 'evaluate':\n> python src/evaluate.py model.pkl data/features/test.parquet\nUpdating lock file 'dvc.lock'\n\nTo track the changes with git, run:\n\n\tgit add dvc.lock\n\nTo enable auto staging, run:\n\n\tdvc config core.autostage true\nUse `dvc push` to send your updates to remote storage.\n",
            ),
            (
                "shell",
                {"command": "dvc metrics diff main"},
                "Path          Metric    main     workspace    Change\nmetrics.json  auc       0.8612   0.8704       0.0092\nmetrics.json  f1        0.6133   0.6281       0.0148\nmetrics.json  logloss   0.3377   0.3301       -0.0076\n",
            ),
            (
                "shell",
                {"command": "dvc params diff main"},
                "Path         Param               HEAD    workspace\nparams.yaml  train.num_leaves    63      127\n",
            ),
            (
                "shell",
                {
                    "command": "git add dvc.lock metrics.json && git commit -m 'repro churn: num_leaves 127'"
                },
                "[feat/leaves-127 5c1e0a9] repro churn: num_leaves 127\n 2 files changed, 9 insertions(+), 9 deletions(-)\n",
            ),
            ("shell", {"command": "dvc push"}, "3 files pushed\n"),
        ],
    )
    sess(
        "dvc",
        "ok",
        2,
        "Which experiments in the queue are still running? Remove the ones that failed.",
        [
            (
                "shell",
                {"command": "dvc queue status"},
                "Task     Name         Created    Status\n4f1e2a9  exp-lr-1e4   10:02 AM   Success\n8b0c3d1  exp-lr-3e4   10:02 AM   Running\n1aa93e7  exp-lr-1e3   10:02 AM   Failed\n7d2f6b0  exp-lr-3e3   10:02 AM   Failed\n\nWorker status: 1 active, 0 idle\n",
            ),
            (
                "shell",
                {"command": "dvc queue logs 1aa93e7 | tail -5"},
                "  File \"src/train.py\", line 88, in step\n    loss.backward()\nRuntimeError: Function 'LogSoftmaxBackward0' returned nan values in its 0th output.\nERROR: failed to reproduce 'train': failed to run: python src/train.py, exited with 1\n",
            ),
            (
                "shell",
                {"command": "dvc queue remove 1aa93e7 7d2f6b0"},
                "Removed tasks in queue: 1aa93e7, 7d2f6b0\n",
            ),
            (
                "shell",
                {"command": "dvc queue status"},
                "Task     Name         Created    Status\n4f1e2a9  exp-lr-1e4   10:02 AM   Success\n8b0c3d1  exp-lr-3e4   10:02 AM   Running\n\nWorker status: 1 active, 0 idle\n",
            ),
        ],
    )
    err = "ERROR: failed to pull data from the cloud - Unable to connect to 's3://ml-artifacts-eu/dvcstore': Could not connect to the endpoint URL: \"https://ml-artifacts-eu.s3.eu-central-1.amazonaws.com/dvcstore/files/md5/{p}\"\n"
    calls = []
    for i, cmd in enumerate(
        [
            "dvc pull",
            "dvc pull data/features.dvc",
            "dvc fetch -r storage",
            "dvc pull -j 2 model.pkl",
            "dvc pull --run-cache",
            "dvc fetch data/raw/events.parquet.dvc",
            "dvc pull -v data/features.dvc",
        ]
    ):
        calls.append(
            (
                "shell",
                {"command": cmd},
                err.format(p=h("dvcobj" + str(i), 2) + "/" + h("dvcobj" + str(i), 32)[2:]),
            )
        )
    calls.insert(
        2,
        (
            "shell",
            {"command": "dvc remote list"},
            "storage\ts3://ml-artifacts-eu/dvcstore\t(default)\n",
        ),
    )
    sess(
        "dvc",
        "fail",
        1,
        "Get the training data and the last model for the churn repo so I can rerun the evaluation locally.",
        calls,
    )


def _aim_omni_polyaxon():
    sess(
        "aim",
        "ok",
        1,
        "In the Aim repo, list the runs of experiment 'diffusion-cfg' and give me the final FID for each guidance scale.",
        [
            (
                "shell",
                {"command": "aim runs ls --repo /mnt/aim"},
                "Total 4 runs.\n" + "\n".join(h("aimrun" + str(i), 24) for i in range(4)) + "\n",
            ),
            (
                "aim_search_runs",
                {
                    "query": "run.experiment == 'diffusion-cfg'",
                    "fields": ["hparams.guidance_scale"],
                },
                J(
                    [
                        {
                            "hash": h("aimrun" + str(i), 24),
                            "name": f"Run: {h('aimrun' + str(i), 24)}",
                            "experiment": "diffusion-cfg",
                            "params": {"hparams": {"guidance_scale": g}},
                            "creation_time": 1716811200.0 + i * 3600,
                            "end_time": 1716822000.0 + i * 3600,
                            "active": False,
                        }
                        for i, g in enumerate([1.5, 3.0, 5.0, 7.5])
                    ],
                    indent=2,
                ),
            ),
            (
                "aim_search_metrics",
                {
                    "query": "metric.name == 'fid' and run.experiment == 'diffusion-cfg'",
                    "last_only": True,
                },
                J(
                    [
                        {
                            "run": h("aimrun" + str(i), 24),
                            "metric": "fid",
                            "context": {"subset": "val"},
                            "last_step": 200000,
                            "last_value": v,
                        }
                        for i, v in enumerate([14.82, 9.71, 11.06, 13.95])
                    ],
                    indent=2,
                ),
            ),
        ],
    )
    sess(
        "omniboard",
        "ok",
        1,
        "Find the Sacred run of the MNIST capsule net that failed yesterday and show me its traceback and config.",
        [
            (
                "omniboard_list_runs",
                {
                    "query": {"experiment.name": "capsnet-mnist", "status": "FAILED"},
                    "sort": "-_id",
                    "limit": 5,
                },
                J(
                    [
                        {
                            "_id": 412,
                            "experiment": {"name": "capsnet-mnist"},
                            "status": "FAILED",
                            "start_time": "2024-06-02T21:14:05.221Z",
                            "stop_time": "2024-06-02T21:39:50.004Z",
                            "host": {"hostname": "gpu-node-07"},
                            "command": "main",
                        }
                    ],
                    indent=2,
                ),
            ),
            (
                "omniboard_get_run",
                {"id": 412, "select": "fail_trace,config"},
                J(
                    {
                        "_id": 412,
                        "config": {
                            "routing_iters": 3,
                            "batch_size": 128,
                            "lr": 0.001,
                            "seed": 845276113,
                            "reconstruction_weight": 0.0005,
                        },
                        "fail_trace": [
                            "Traceback (most recent call last):\n",
                            '  File "capsnet.py", line 141, in main\n    out = model(x)\n',
                            '  File "capsnet.py", line 77, in forward\n    u_hat = torch.matmul(self.W, u)\n',
                            "torch.cuda.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.44 GiB (GPU 0; 15.78 GiB total capacity; 12.90 GiB already allocated)\n",
                        ],
                    },
                    indent=2,
                ),
            ),
            (
                "omniboard_list_runs",
                {
                    "query": {"experiment.name": "capsnet-mnist", "config.batch_size": 64},
                    "limit": 5,
                },
                "[]",
            ),
        ],
    )
    sess(
        "polyaxon",
        "ok",
        1,
        "Start the hyperparameter sweep polyaxonfile sweep.yaml in project ranking, and tell me when it's running plus how many trials it spawned.",
        [
            (
                "shell",
                {"command": "polyaxon run -f sweep.yaml -p ranking"},
                "Creating a new run...\nA new run `"
                + h("pxsweep", 32)
                + "` was created\nYou can view this run on Polyaxon UI: https://polyaxon.internal/ui/acme/ranking/runs/"
                + h("pxsweep", 32)
                + "/\n",
            ),
            (
                "shell",
                {"command": "polyaxon ops get -uid " + h("pxsweep", 32) + " -p ranking"},
                "Run info:\n\n  uuid: "
                + h("pxsweep", 32)
                + "\n  name: lgbm-ranker-sweep\n  kind: matrix\n  status: scheduled\n  created_at: 2024-06-03 08:41:12 UTC\n  started_at:\n  finished_at:\n  duration:\n",
            ),
            (
                "shell",
                {"command": "polyaxon ops get -uid " + h("pxsweep", 32) + " -p ranking"},
                "Run info:\n\n  uuid: "
                + h("pxsweep", 32)
                + "\n  name: lgbm-ranker-sweep\n  kind: matrix\n  status: running\n  created_at: 2024-06-03 08:41:12 UTC\n  started_at: 2024-06-03 08:42:03 UTC\n  finished_at:\n  duration: 41s\n",
            ),
            (
                "shell",
                {
                    "command": 'polyaxon ops ls -p ranking -q "pipeline: '
                    + h("pxsweep", 32)
                    + '" --limit 20'
                },
                "Runs for project `acme/ranking`.\n\nNavigation:\n  count: 12\n\n"
                + "  uuid                              name                       created_at           status     kind\n"
                + "\n".join(
                    f"  {h('trial' + str(i), 32)}  lgbm-ranker-sweep-t{i:02d}  2024-06-03 08:42:0{i % 10}  {'running' if i < 4 else 'queued'}    job"
                    for i in range(12)
                )
                + "\n",
            ),
        ],
    )
    page = (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>Polyaxon - Maintenance</title></head>\n<body><div class="container"><h1>We\'ll be back soon</h1>'
        "<p>Polyaxon is undergoing scheduled maintenance. Please check back later.</p></div></body></html>\n"
    )
    calls = [
        (
            "shell",
            {"command": c},
            "Could not get the run.\nError message: Polyaxon API returned status 503\n" + page,
        )
        for c in [
            "polyaxon ops ls -p recsys --limit 10",
            'polyaxon ops ls -p recsys -q "status: failed"',
            "polyaxon ops get -uid " + h("px-recsys-1", 32) + " -p recsys",
            "polyaxon ops logs -uid " + h("px-recsys-1", 32) + " -p recsys",
            "polyaxon project get -p recsys",
            'polyaxon ops ls -p recsys -q "name: two-tower*"',
            "polyaxon ops statuses -uid " + h("px-recsys-1", 32) + " -p recsys",
        ]
    ]
    sess(
        "polyaxon",
        "fail",
        1,
        "The two-tower recsys job in Polyaxon failed this morning; get its logs and tell me why.",
        calls,
    )


# ---------------------------------------------------------------- search engines


def _search():
    def mhits(total, docs):
        return J(
            {
                "took": 3,
                "timed_out": False,
                "hits": {
                    "total": total,
                    "total_relation": "eq",
                    "hits": [{"_id": d[0], "_score": d[1], "_source": d[2]} for d in docs],
                },
            }
        )

    sess(
        "manticore",
        "ok",
        1,
        "Search our product catalog in Manticore for waterproof hiking boots under 150 EUR, show two pages of results.",
        [
            (
                "manticore_sql",
                {"query": "SHOW TABLES"},
                J(
                    [
                        {
                            "columns": [
                                {"Table": {"type": "string"}},
                                {"Type": {"type": "string"}},
                            ],
                            "data": [
                                {"Table": "products", "Type": "rt"},
                                {"Table": "reviews", "Type": "rt"},
                            ],
                            "total": 2,
                            "error": "",
                            "warning": "",
                        }
                    ]
                ),
            ),
            (
                "manticore_search",
                {
                    "index": "products",
                    "query": {
                        "bool": {
                            "must": [
                                {"match": {"title,description": "waterproof hiking boots"}},
                                {"range": {"price": {"lte": 150}}},
                            ]
                        }
                    },
                    "limit": 3,
                    "offset": 0,
                },
                mhits(
                    7,
                    [
                        (
                            8812,
                            2716,
                            {"title": "Trailmaster GTX Mid", "price": 139.9, "brand": "Kestrel"},
                        ),
                        (
                            10455,
                            2688,
                            {
                                "title": "Alpenweg Waterproof Hiker",
                                "price": 119.0,
                                "brand": "Alpenweg",
                            },
                        ),
                        (
                            3321,
                            2590,
                            {"title": "Ridge Runner WP boot", "price": 99.95, "brand": "Northmark"},
                        ),
                    ],
                ),
            ),
            (
                "manticore_search",
                {
                    "index": "products",
                    "query": {
                        "bool": {
                            "must": [
                                {"match": {"title,description": "waterproof hiking boots"}},
                                {"range": {"price": {"lte": 150}}},
                            ]
                        }
                    },
                    "limit": 3,
                    "offset": 3,
                },
                mhits(
                    7,
                    [
                        (
                            12001,
                            2411,
                            {"title": "Fjellsti Leather Boot", "price": 149.0, "brand": "Fjellsti"},
                        ),
                        (
                            7740,
                            2390,
                            {"title": "Kestrel Trek Lite WP", "price": 129.5, "brand": "Kestrel"},
                        ),
                        (
                            9902,
                            2104,
                            {
                                "title": "Women's Summit Dry Mid",
                                "price": 134.0,
                                "brand": "Northmark",
                            },
                        ),
                    ],
                ),
            ),
            (
                "manticore_search",
                {
                    "index": "products",
                    "query": {
                        "bool": {
                            "must": [
                                {"match": {"title,description": "waterproof hiking boots"}},
                                {"range": {"price": {"lte": 150}}},
                            ]
                        }
                    },
                    "limit": 3,
                    "offset": 6,
                },
                mhits(
                    7,
                    [
                        (
                            5518,
                            1987,
                            {"title": "Basecamp Gaiter Boot", "price": 89.0, "brand": "Basecamp"},
                        )
                    ],
                ),
            ),
        ],
    )
    sess(
        "manticore",
        "ok",
        2,
        "Delete the test reviews (author 'qa-bot') from the reviews table and confirm none remain.",
        [
            (
                "manticore_sql",
                {"query": "SELECT COUNT(*) FROM reviews WHERE author='qa-bot'"},
                J(
                    [
                        {
                            "columns": [{"count(*)": {"type": "long long"}}],
                            "data": [{"count(*)": 41}],
                            "total": 1,
                            "error": "",
                            "warning": "",
                        }
                    ]
                ),
            ),
            (
                "manticore_sql",
                {"query": "DELETE FROM reviews WHERE author='qa-bot'"},
                J([{"total": 41, "error": "", "warning": ""}]),
            ),
            (
                "manticore_sql",
                {"query": "SELECT COUNT(*) FROM reviews WHERE author='qa-bot'"},
                J(
                    [
                        {
                            "columns": [{"count(*)": {"type": "long long"}}],
                            "data": [{"count(*)": 0}],
                            "total": 1,
                            "error": "",
                            "warning": "",
                        }
                    ]
                ),
            ),
            (
                "manticore_sql",
                {"query": "FLUSH RAMCHUNK reviews"},
                J([{"total": 0, "error": "", "warning": ""}]),
            ),
        ],
    )
    calls = [
        (
            "manticore_sql",
            {"query": q},
            "ERROR 2003 (HY000): Can't connect to MySQL server on 'manticore.search.svc' (111)\n",
        )
        for q in [
            "SELECT id, title FROM kb_articles WHERE MATCH('reset password') LIMIT 5",
            "SELECT id, title FROM kb_articles WHERE MATCH('password reset email') LIMIT 5",
            "SHOW TABLES",
            "SELECT id, title FROM kb_articles WHERE MATCH('forgot password') LIMIT 10",
            "SELECT id, title FROM kb_articles WHERE MATCH('2FA recovery') LIMIT 5",
            "SHOW STATUS LIKE 'uptime'",
            "SELECT id, title FROM kb_articles WHERE MATCH('account locked') LIMIT 5",
        ]
    ]
    sess(
        "manticore",
        "fail",
        1,
        "Find the help-center articles that explain how to reset a password or recover a locked account.",
        calls,
    )

    sess(
        "sonic",
        "ok",
        1,
        "Index the three new recipe descriptions into Sonic and check that searching 'saffron' finds the risotto one and that 'tofu' finds nothing yet.",
        [
            (
                "sonic_push",
                {
                    "collection": "recipes",
                    "bucket": "default",
                    "object": "recipe:2201",
                    "text": "Milanese risotto with saffron, bone marrow and parmesan",
                },
                "OK",
            ),
            (
                "sonic_push",
                {
                    "collection": "recipes",
                    "bucket": "default",
                    "object": "recipe:2202",
                    "text": "Slow roasted lamb shoulder with anchovy and rosemary",
                },
                "OK",
            ),
            (
                "sonic_push",
                {
                    "collection": "recipes",
                    "bucket": "default",
                    "object": "recipe:2203",
                    "text": "Lemon polenta cake with pistachio crumb",
                },
                "OK",
            ),
            (
                "sonic_query",
                {"collection": "recipes", "bucket": "default", "terms": "saffron", "limit": 10},
                "PENDING Bt2m2gYa\nEVENT QUERY Bt2m2gYa recipe:2201 recipe:0877",
            ),
            (
                "sonic_query",
                {"collection": "recipes", "bucket": "default", "terms": "tofu", "limit": 10},
                "PENDING z98uDE0f\nEVENT QUERY z98uDE0f",
            ),
            ("sonic_count", {"collection": "recipes", "bucket": "default"}, "RESULT 2204"),
        ],
    )
    calls = [
        (
            "sonic_query",
            {"collection": "messages", "bucket": b, "terms": t, "limit": 20},
            "Error: io error: Connection refused (os error 111)",
        )
        for b, t in [
            ("user:9921", "invoice"),
            ("user:9921", "invoice march"),
            ("user:9921", "refund"),
            ("default", "invoice"),
            ("user:9921", "billing"),
            ("user:9921", "receipt"),
            ("user:9921", "payment failed"),
        ]
    ]
    calls.insert(
        3,
        (
            "sonic_suggest",
            {"collection": "messages", "bucket": "user:9921", "word": "invo"},
            "Error: io error: Connection refused (os error 111)",
        ),
    )
    sess(
        "sonic", "fail", 1, "Find the messages from customer 9921 about invoices or refunds.", calls
    )

    def zs(total, docs):
        return J(
            {
                "took": 2,
                "timed_out": False,
                "_shards": {"total": 3, "successful": 3, "skipped": 0, "failed": 0},
                "hits": {
                    "total": {"value": total},
                    "max_score": docs[0][1] if docs else 0,
                    "hits": [
                        {
                            "_index": "app-logs",
                            "_type": "_doc",
                            "_id": d[0],
                            "_score": d[1],
                            "@timestamp": d[2]["@timestamp"],
                            "_source": d[2],
                        }
                        for d in docs
                    ],
                },
            }
        )

    sess(
        "zincsearch",
        "ok",
        1,
        "In ZincSearch, find errors from the payments service in the last hour and tell me which endpoint they cluster on.",
        [
            (
                "zinc_list_indexes",
                {},
                J(
                    {
                        "list": [
                            {
                                "name": "app-logs",
                                "storage_type": "disk",
                                "stats": {"doc_num": 18204412, "storage_size": 9817732108},
                            },
                            {
                                "name": "audit",
                                "storage_type": "disk",
                                "stats": {"doc_num": 220931, "storage_size": 88211004},
                            },
                        ],
                        "page": {"page_num": 0, "page_size": 20, "total": 2},
                    }
                ),
            ),
            (
                "zinc_search",
                {
                    "index": "app-logs",
                    "query": "service:payments AND level:error",
                    "start_time": "2024-06-03T09:00:00Z",
                    "end_time": "2024-06-03T10:00:00Z",
                    "max_results": 3,
                },
                zs(
                    58,
                    [
                        (
                            h("z1", 20),
                            4.1,
                            {
                                "@timestamp": "2024-06-03T09:58:12.004Z",
                                "service": "payments",
                                "level": "error",
                                "path": "/v2/charges",
                                "msg": "upstream psp timeout after 10000ms",
                            },
                        ),
                        (
                            h("z2", 20),
                            4.1,
                            {
                                "@timestamp": "2024-06-03T09:57:40.811Z",
                                "service": "payments",
                                "level": "error",
                                "path": "/v2/charges",
                                "msg": "upstream psp timeout after 10000ms",
                            },
                        ),
                        (
                            h("z3", 20),
                            3.9,
                            {
                                "@timestamp": "2024-06-03T09:51:02.330Z",
                                "service": "payments",
                                "level": "error",
                                "path": "/v2/refunds",
                                "msg": "idempotency key conflict",
                            },
                        ),
                    ],
                ),
            ),
            (
                "zinc_aggregate",
                {
                    "index": "app-logs",
                    "query": "service:payments AND level:error",
                    "start_time": "2024-06-03T09:00:00Z",
                    "end_time": "2024-06-03T10:00:00Z",
                    "terms_field": "path",
                },
                J(
                    {
                        "took": 5,
                        "timed_out": False,
                        "hits": {"total": {"value": 58}, "max_score": 0, "hits": []},
                        "aggregations": {
                            "path": {
                                "buckets": [
                                    {"key": "/v2/charges", "doc_count": 51},
                                    {"key": "/v2/refunds", "doc_count": 6},
                                    {"key": "/v2/payouts", "doc_count": 1},
                                ]
                            }
                        },
                    }
                ),
            ),
        ],
    )
    calls = []
    for q in [
        "service:checkout AND level:error",
        "checkout timeout",
        "service:checkout",
        "level:error",
        "*",
        "service:checkout-api",
        "status:500",
    ]:
        calls.append(
            (
                "zinc_search",
                {
                    "index": "applogs",
                    "query": q,
                    "start_time": "2024-06-03T06:00:00Z",
                    "end_time": "2024-06-03T10:00:00Z",
                    "max_results": 20,
                },
                J(
                    {
                        "took": 0,
                        "timed_out": False,
                        "_shards": {"total": 0, "successful": 0, "skipped": 0, "failed": 0},
                        "hits": {"total": {"value": 0}, "max_score": 0, "hits": []},
                    }
                ),
            )
        )
    sess(
        "zincsearch",
        "fail",
        1,
        "Why are checkout requests failing this morning? Look at the checkout service errors in ZincSearch.",
        calls,
    )

    qw = lambda n, hits, us: J(
        {"hits": hits, "num_hits": n, "elapsed_time_micros": us, "errors": []}, indent=2
    )
    sess(
        "quickwit",
        "ok",
        1,
        "Did any pod in the ingest cluster panic since yesterday? If yes, which one and why.",
        [
            (
                "quickwit_search",
                {
                    "index_id": "k8s-logs",
                    "query": "body:panic AND resource.cluster:ingest",
                    "start_timestamp": 1717286400,
                    "max_hits": 10,
                },
                qw(0, [], 18423),
            ),
            (
                "quickwit_search",
                {
                    "index_id": "k8s-logs",
                    "query": 'body:"fatal error" AND resource.cluster:ingest',
                    "start_timestamp": 1717286400,
                    "max_hits": 10,
                },
                qw(0, [], 16110),
            ),
            (
                "quickwit_search",
                {
                    "index_id": "k8s-logs",
                    "query": "resource.cluster:ingest AND severity_text:ERROR",
                    "start_timestamp": 1717286400,
                    "max_hits": 3,
                },
                qw(
                    212,
                    [
                        {
                            "timestamp_nanos": 1717340011020000000,
                            "severity_text": "ERROR",
                            "body": {
                                "message": "failed to flush batch to kafka: Broker: Not enough in-sync replicas"
                            },
                            "resource": {"cluster": "ingest", "pod": "ingest-writer-6d9f7-2xkqz"},
                        },
                        {
                            "timestamp_nanos": 1717340009011000000,
                            "severity_text": "ERROR",
                            "body": {
                                "message": "failed to flush batch to kafka: Broker: Not enough in-sync replicas"
                            },
                            "resource": {"cluster": "ingest", "pod": "ingest-writer-6d9f7-2xkqz"},
                        },
                    ],
                    22907,
                ),
            ),
            (
                "quickwit_describe_index",
                {"index_id": "k8s-logs"},
                J(
                    {
                        "index_id": "k8s-logs",
                        "index_uri": "s3://obs-quickwit/indexes/k8s-logs",
                        "num_published_splits": 1422,
                        "size_published_splits": 318772044812,
                        "num_published_docs": 9021448870,
                        "size_published_docs_uncompressed": 2214399028113,
                        "timestamp_field_name": "timestamp_nanos",
                        "min_timestamp": 1714521600,
                        "max_timestamp": 1717351200,
                    },
                    indent=2,
                ),
            ),
        ],
    )
    sess(
        "quickwit",
        "ok",
        2,
        "Create a Quickwit index for the new nginx access logs and ingest the sample file, then check the document count.",
        [
            (
                "shell",
                {"command": "quickwit index create --index-config nginx-access.yaml"},
                "Index `nginx-access` successfully created.\n",
            ),
            (
                "shell",
                {
                    "command": "quickwit index ingest --index nginx-access --input-path sample-access.ndjson --wait"
                },
                'Ingesting documents locally...\n\n---------------------------------------------------\n Connectivity checklist \n ✔ metastore\n ✔ storage\n ✔ _ingest-cli-source\n\nNum docs   48211 Parse errs     0 PublSplits   1 Input size    14MB Thrghput  9.21MB/s Time 00:00:02\n\nIndexed 48,211 documents in 2.04s.\nNow, you can query the index with the following command:\nquickwit index search --index nginx-access --config ./config/quickwit.yaml --query "my query"\n',
            ),
            (
                "shell",
                {"command": "quickwit index describe --index nginx-access"},
                '1. General information\n===============================================================================\nIndex ID:                           nginx-access\nNumber of published documents:      48211\nSize of published documents:        14.2 MB\nNumber of published splits:         1\nSize of published splits:           4.9 MB\nTimestamp field:                    "ts"\nTimestamp range:                    Some(1717200000) -> Some(1717286399)\n',
            ),
        ],
    )

    sess(
        "marqo",
        "ok",
        1,
        "Add the two new FAQ entries to the Marqo index 'support-faq' and check the refund question now returns the new entry first.",
        [
            (
                "marqo_add_documents",
                {
                    "index": "support-faq",
                    "documents": [
                        {
                            "_id": "faq-311",
                            "question": "How long do refunds take?",
                            "answer": "Refunds reach your card in 5-10 business days.",
                        },
                        {
                            "_id": "faq-312",
                            "question": "Can I change my delivery address?",
                            "answer": "Yes, until the order is packed.",
                        },
                    ],
                    "tensor_fields": ["question", "answer"],
                },
                J(
                    {
                        "errors": False,
                        "processingTimeMs": 412.77,
                        "index_name": "support-faq",
                        "items": [
                            {"_id": "faq-311", "result": "created", "status": 201},
                            {"_id": "faq-312", "result": "created", "status": 201},
                        ],
                    },
                    indent=2,
                ),
            ),
            (
                "marqo_search",
                {"index": "support-faq", "q": "when will I get my money back", "limit": 3},
                J(
                    {
                        "hits": [
                            {
                                "_id": "faq-311",
                                "question": "How long do refunds take?",
                                "answer": "Refunds reach your card in 5-10 business days.",
                                "_highlights": [{"question": "How long do refunds take?"}],
                                "_score": 0.8712,
                            },
                            {
                                "_id": "faq-044",
                                "question": "How do I return an item?",
                                "answer": "Start a return from Orders > Return.",
                                "_highlights": [{"answer": "Start a return from Orders > Return."}],
                                "_score": 0.7904,
                            },
                            {
                                "_id": "faq-102",
                                "question": "Why was I charged twice?",
                                "answer": "A pending authorisation drops off within 3 days.",
                                "_highlights": [{"question": "Why was I charged twice?"}],
                                "_score": 0.7418,
                            },
                        ],
                        "query": "when will I get my money back",
                        "limit": 3,
                        "offset": 0,
                        "processingTimeMs": 38.1,
                    },
                    indent=2,
                ),
            ),
            (
                "marqo_get_stats",
                {"index": "support-faq"},
                J(
                    {
                        "numberOfDocuments": 312,
                        "numberOfVectors": 624,
                        "backend": {"memoryUsedPercentage": 11.2, "storageUsedPercentage": 3.9},
                    },
                    indent=2,
                ),
            ),
        ],
    )
    timeout = "<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.25.3</center>\r\n</body>\r\n</html>\r\n"
    calls = [
        ("marqo_search", {"index": "legal-clauses", "q": q, "limit": 5}, timeout)
        for q in [
            "limitation of liability cap",
            "liability capped at fees paid",
            "indemnification for IP infringement",
            "limitation of liability",
            "consequential damages exclusion",
            "cap on damages twelve months fees",
        ]
    ]
    calls.insert(3, ("marqo_get_stats", {"index": "legal-clauses"}, timeout))
    sess(
        "marqo",
        "fail",
        1,
        "Find the contract clauses in our clause library that cap liability at the fees paid.",
        calls,
    )

    docs = [
        {
            "title": ["The Old Man and the Sea"],
            "body": ["He was an old man who fished alone in a skiff in the Gulf Stream..."],
            "year": [1952],
        },
        {
            "title": ["Moby-Dick"],
            "body": ["Call me Ishmael. Some years ago - never mind how long precisely..."],
            "year": [1851],
        },
    ]
    sess(
        "tantivy",
        "ok",
        1,
        "Using the local tantivy index of the novels corpus, which books mention 'whale' and which mention 'albatross'?",
        [
            (
                "shell",
                {"command": 'tantivy search -i ./novels-idx --query "body:whale"'},
                "\n".join(J(d) for d in docs[::-1]) + "\n",
            ),
            (
                "shell",
                {"command": 'tantivy search -i ./novels-idx --query "body:albatross"'},
                J(
                    {
                        "title": ["The Rime of the Ancient Mariner"],
                        "body": ["It is an ancient Mariner, And he stoppeth one of three..."],
                        "year": [1798],
                    }
                )
                + "\n",
            ),
            (
                "shell",
                {
                    "command": 'tantivy search -i ./novels-idx --query "body:albatross AND year:[1800 TO 1900]"'
                },
                "",
            ),
        ],
    )


# ---------------------------------------------------------------- chatbot platforms


def _chatbots():
    def cx(text, page, intent, conf, msg, params=None, mt="INTENT"):
        qr = {
            "text": text,
            "languageCode": "en",
            "responseMessages": [{"text": {"text": [msg]}}] if msg else [],
            "currentPage": {
                "name": f"projects/shop-bot/locations/global/agents/{h('cxagent', 8)}-{h('cxagent', 4)}/flows/00000000-0000-0000-0000-000000000000/pages/{h(page, 8)}",
                "displayName": page,
            },
            "match": {"matchType": mt, "confidence": conf}
            | (
                {
                    "intent": {
                        "name": f"projects/shop-bot/locations/global/agents/x/intents/{h(intent, 8)}",
                        "displayName": intent,
                    }
                }
                if intent
                else {}
            ),
            "advancedSettings": {"loggingSettings": {}},
        }
        if params:
            qr["parameters"] = params
        return J({"responseId": h(text + page, 8) + "-" + h(text, 4), "queryResult": qr}, indent=2)

    sid = h("cx-session-1", 16)
    sess(
        "dialogflow-cx",
        "ok",
        1,
        "Walk through the order-status flow of our Dialogflow CX shop bot as a customer with order 88412 and check it reports the delivery date.",
        [
            (
                "dialogflow_detect_intent",
                {"session": sid, "text": "hi, where is my order?"},
                cx(
                    "hi, where is my order?",
                    "Order Status",
                    "order.status",
                    0.93,
                    "Sure, I can check that. What's your order number?",
                ),
            ),
            (
                "dialogflow_detect_intent",
                {"session": sid, "text": "88412"},
                cx(
                    "88412",
                    "Order Status",
                    None,
                    1.0,
                    "Thanks. Can you confirm the postcode on the order?",
                    {"order_number": 88412},
                    mt="PARAMETER_FILLING",
                ),
            ),
            (
                "dialogflow_detect_intent",
                {"session": sid, "text": "SW1A 2AA"},
                cx(
                    "SW1A 2AA",
                    "Order Found",
                    None,
                    1.0,
                    "Order 88412 shipped on 1 June with DPD and should arrive on Wednesday 5 June.",
                    {"order_number": 88412, "postcode": "SW1A 2AA"},
                    mt="PARAMETER_FILLING",
                ),
            ),
            (
                "dialogflow_detect_intent",
                {"session": sid, "text": "thanks that's all"},
                cx(
                    "thanks that's all",
                    "End Session",
                    "small_talk.goodbye",
                    0.88,
                    "Glad I could help. Bye!",
                ),
            ),
        ],
    )
    sess(
        "dialogflow-cx",
        "ok",
        2,
        "List all intents of the shop bot that have fewer than 5 training phrases.",
        [
            (
                "dialogflow_list_intents",
                {"agent": "shop-bot", "page_size": 3},
                J(
                    {
                        "intents": [
                            {
                                "name": "intents/" + h(n, 8),
                                "displayName": n,
                                "trainingPhrases": [
                                    {
                                        "id": h(n + str(i), 8),
                                        "parts": [{"text": "x"}],
                                        "repeatCount": 1,
                                    }
                                    for i in range(c)
                                ],
                                "priority": 500000,
                            }
                            for n, c in [
                                ("order.status", 24),
                                ("order.cancel", 3),
                                ("returns.start", 11),
                            ]
                        ],
                        "nextPageToken": "Ci0KK3Byb2plY3RzL3Nob3AtYm90L2FnZW50cy9pbnRlbnRzL3JldHVybnM",
                    },
                    indent=2,
                ),
            ),
            (
                "dialogflow_list_intents",
                {
                    "agent": "shop-bot",
                    "page_size": 3,
                    "page_token": "Ci0KK3Byb2plY3RzL3Nob3AtYm90L2FnZW50cy9pbnRlbnRzL3JldHVybnM",
                },
                J(
                    {
                        "intents": [
                            {
                                "name": "intents/" + h(n, 8),
                                "displayName": n,
                                "trainingPhrases": [
                                    {
                                        "id": h(n + str(i), 8),
                                        "parts": [{"text": "x"}],
                                        "repeatCount": 1,
                                    }
                                    for i in range(c)
                                ],
                                "priority": 500000,
                            }
                            for n, c in [("payment.failed", 4), ("small_talk.goodbye", 9)]
                        ]
                    },
                    indent=2,
                ),
            ),
        ],
    )
    fb = [
        ("I didn't get that. Can you say it again?"),
        ("I missed what you said. What was that?"),
        ("Sorry, could you say that again?"),
    ]
    calls = []
    for i, t in enumerate(
        [
            "I want to return my shoes",
            "return an item",
            "how do I send something back",
            "refund please",
            "start a return for order 77120",
            "returns",
            "I need to return a jacket that doesn't fit",
        ]
    ):
        calls.append(
            (
                "dialogflow_detect_intent",
                {"session": h("cx-fail", 16), "text": t, "environment": "staging"},
                cx(t, "Start Page", None, 0.0, fb[i % 3], mt="NO_MATCH"),
            )
        )
    sess(
        "dialogflow-cx",
        "fail",
        1,
        "Test the returns flow of the shop bot in the staging environment after yesterday's release.",
        calls,
    )

    sess(
        "rasa",
        "ok",
        1,
        "Book a table through the restaurant Rasa bot for 4 people tomorrow at 8pm and check the tracker has the slots set.",
        [
            (
                "rasa_send_message",
                {"sender": "test-77", "message": "book a table for 4"},
                J([{"recipient_id": "test-77", "text": "What time would you like the table?"}]),
            ),
            (
                "rasa_send_message",
                {"sender": "test-77", "message": "tomorrow at 8pm"},
                J(
                    [
                        {
                            "recipient_id": "test-77",
                            "text": "Any seating preference? (indoor / terrace)",
                        }
                    ]
                ),
            ),
            (
                "rasa_send_message",
                {"sender": "test-77", "message": "terrace"},
                J(
                    [
                        {
                            "recipient_id": "test-77",
                            "text": "Done! Table for 4 on the terrace, 4 June at 20:00. Confirmation: TBL-5821.",
                        },
                        {"recipient_id": "test-77", "text": "Anything else?"},
                    ]
                ),
            ),
            (
                "rasa_get_tracker",
                {"conversation_id": "test-77", "include_events": "NONE"},
                J(
                    {
                        "sender_id": "test-77",
                        "slots": {
                            "party_size": 4,
                            "time": "2024-06-04T20:00:00.000+02:00",
                            "seating": "terrace",
                            "requested_slot": None,
                            "booking_ref": "TBL-5821",
                        },
                        "latest_message": {
                            "intent": {"name": "inform", "confidence": 0.981},
                            "entities": [{"entity": "seating", "value": "terrace"}],
                            "text": "terrace",
                        },
                        "latest_event_time": 1717425601.22,
                        "followup_action": None,
                        "paused": False,
                        "events": None,
                        "latest_input_channel": "rest",
                        "active_loop": {},
                        "latest_action_name": "action_listen",
                    },
                    indent=2,
                ),
            ),
            ("rasa_send_message", {"sender": "test-77", "message": "/restart"}, "[]"),
        ],
    )
    noagent = J(
        {
            "version": "3.6.15",
            "status": "failure",
            "message": "No agent loaded. To continue processing, a model of a trained agent needs to be loaded.",
            "reason": "Conflict",
            "details": {},
            "help": None,
            "code": 409,
        }
    )
    calls = [
        ("rasa_parse", {"text": t}, noagent)
        for t in [
            "I want to upgrade my plan",
            "upgrade to premium",
            "change my subscription",
            "how much is the premium plan",
            "cancel my plan",
            "switch plan",
            "downgrade to basic",
        ]
    ]
    sess(
        "rasa",
        "fail",
        1,
        "Check how the new NLU model classifies subscription-change messages: upgrade, downgrade, cancel.",
        calls,
    )

    sess(
        "botpress",
        "ok",
        1,
        "Pull yesterday's Botpress conversations where users asked for a human, and tell me how many were handed off.",
        [
            (
                "botpress_list_conversations",
                {
                    "bot_id": h("bp", 8),
                    "tags": {"handoff": "requested"},
                    "created_after": "2024-06-02T00:00:00Z",
                },
                J(
                    {
                        "conversations": [
                            {
                                "id": h("bpc" + str(i), 26).upper(),
                                "createdAt": f"2024-06-02T1{i}:0{i}:11.000Z",
                                "channel": "webchat",
                                "tags": {"handoff": "requested"},
                            }
                            for i in range(3)
                        ],
                        "meta": {"nextToken": None},
                    },
                    indent=2,
                ),
            ),
            (
                "botpress_list_messages",
                {"conversation_id": h("bpc0", 26).upper()},
                J(
                    {
                        "messages": [
                            {
                                "id": h("m1", 26).upper(),
                                "direction": "incoming",
                                "payload": {"type": "text", "text": "talk to a person"},
                            },
                            {
                                "id": h("m2", 26).upper(),
                                "direction": "outgoing",
                                "payload": {
                                    "type": "text",
                                    "text": "Connecting you with an agent...",
                                },
                            },
                            {
                                "id": h("m3", 26).upper(),
                                "direction": "outgoing",
                                "payload": {
                                    "type": "text",
                                    "text": "Agent Priya joined the conversation.",
                                },
                            },
                        ],
                        "meta": {},
                    },
                    indent=2,
                ),
            ),
            (
                "botpress_list_messages",
                {"conversation_id": h("bpc1", 26).upper()},
                J(
                    {
                        "messages": [
                            {
                                "id": h("m4", 26).upper(),
                                "direction": "incoming",
                                "payload": {"type": "text", "text": "agent"},
                            },
                            {
                                "id": h("m5", 26).upper(),
                                "direction": "outgoing",
                                "payload": {
                                    "type": "text",
                                    "text": "Our team is offline. Leave your email and we'll get back to you.",
                                },
                            },
                        ],
                        "meta": {},
                    },
                    indent=2,
                ),
            ),
            (
                "botpress_list_messages",
                {"conversation_id": h("bpc2", 26).upper()},
                J(
                    {
                        "messages": [
                            {
                                "id": h("m6", 26).upper(),
                                "direction": "incoming",
                                "payload": {
                                    "type": "text",
                                    "text": "human please, the bot doesn't understand",
                                },
                            },
                            {
                                "id": h("m7", 26).upper(),
                                "direction": "outgoing",
                                "payload": {
                                    "type": "text",
                                    "text": "Connecting you with an agent...",
                                },
                            },
                            {
                                "id": h("m8", 26).upper(),
                                "direction": "outgoing",
                                "payload": {
                                    "type": "text",
                                    "text": "Agent Tom joined the conversation.",
                                },
                            },
                        ],
                        "meta": {},
                    },
                    indent=2,
                ),
            ),
        ],
    )

    bid = h("lexbot", 10).upper()
    sess(
        "lex-v2",
        "ok",
        1,
        "Rebuild the en_US locale of the Lex bot after the slot change and test that 'book a car in Denver' fills the city slot.",
        [
            (
                "shell",
                {
                    "command": f"aws lexv2-models build-bot-locale --bot-id {bid} --bot-version DRAFT --locale-id en_US"
                },
                J(
                    {
                        "botId": bid,
                        "botVersion": "DRAFT",
                        "localeId": "en_US",
                        "botLocaleStatus": "Building",
                        "lastBuildSubmittedDateTime": "2024-06-03T10:02:14.551000+00:00",
                    },
                    indent=4,
                ),
            ),
            (
                "shell",
                {
                    "command": f"aws lexv2-models describe-bot-locale --bot-id {bid} --bot-version DRAFT --locale-id en_US --query botLocaleStatus"
                },
                '"Building"\n',
            ),
            (
                "shell",
                {
                    "command": f"aws lexv2-models describe-bot-locale --bot-id {bid} --bot-version DRAFT --locale-id en_US --query botLocaleStatus"
                },
                '"Built"\n',
            ),
            (
                "shell",
                {
                    "command": f"aws lexv2-runtime recognize-text --bot-id {bid} --bot-alias-id TSTALIASID --locale-id en_US --session-id t1 --text 'book a car in Denver'"
                },
                J(
                    {
                        "messages": [
                            {
                                "content": "What day do you want to pick up the car?",
                                "contentType": "PlainText",
                            }
                        ],
                        "sessionState": {
                            "dialogAction": {"type": "ElicitSlot", "slotToElicit": "PickUpDate"},
                            "intent": {
                                "name": "BookCar",
                                "slots": {
                                    "PickUpCity": {
                                        "value": {
                                            "originalValue": "Denver",
                                            "interpretedValue": "Denver",
                                            "resolvedValues": ["Denver"],
                                        }
                                    },
                                    "PickUpDate": None,
                                    "ReturnDate": None,
                                    "CarType": None,
                                },
                                "state": "InProgress",
                                "confirmationState": "None",
                            },
                            "originatingRequestId": h("lexreq", 36),
                        },
                        "interpretations": [
                            {
                                "nluConfidence": {"score": 0.97},
                                "intent": {"name": "BookCar", "state": "InProgress"},
                            },
                            {"intent": {"name": "FallbackIntent"}},
                        ],
                        "sessionId": "t1",
                    },
                    indent=4,
                ),
            ),
        ],
    )
    thr = "\nAn error occurred (ThrottlingException) when calling the RecognizeText operation (reached max retries: 2): Rate exceeded\n"
    calls = [
        (
            "shell",
            {
                "command": f"aws lexv2-runtime recognize-text --bot-id {bid} --bot-alias-id {h('prodalias', 10).upper()} --locale-id en_US --session-id u{i} --text '{t}'"
            },
            thr,
        )
        for i, t in enumerate(
            [
                "book a hotel in Austin",
                "I need a room for two nights",
                "hotel near the airport",
                "reserve a hotel in Austin for Friday",
                "cancel my hotel",
                "book hotel",
                "hotel Austin june 7",
            ]
        )
    ]
    sess(
        "lex-v2",
        "fail",
        1,
        "Run the production Lex alias through seven hotel-booking utterances and report which intent each one resolves to.",
        calls,
    )

    cid = h("dl-conv", 22)
    sess(
        "directline",
        "ok",
        1,
        "Open a Direct Line conversation with the HR bot, ask how many vacation days I have left and read the answer.",
        [
            (
                "directline_start_conversation",
                {},
                J(
                    {
                        "conversationId": cid,
                        "token": "eyJhbGciOi...redacted",
                        "expires_in": 3600,
                        "streamUrl": f"wss://directline.botframework.com/v3/directline/conversations/{cid}/stream?watermark=-&t=ew0KICAiYWxn...",
                        "referenceGrammarId": h("grammar", 8)
                        + "-0000-0000-0000-"
                        + h("grammar", 12),
                    },
                    indent=2,
                ),
            ),
            (
                "directline_send_activity",
                {
                    "conversation_id": cid,
                    "text": "how many vacation days do I have left?",
                    "from": {"id": "u-4411"},
                },
                J({"id": f"{cid}|0000000"}, indent=2),
            ),
            (
                "directline_get_activities",
                {"conversation_id": cid, "watermark": None},
                J(
                    {
                        "activities": [
                            {
                                "type": "message",
                                "id": f"{cid}|0000000",
                                "timestamp": "2024-06-03T10:11:02.1150000Z",
                                "channelId": "directline",
                                "from": {"id": "u-4411"},
                                "conversation": {"id": cid},
                                "text": "how many vacation days do I have left?",
                            },
                            {
                                "type": "typing",
                                "id": f"{cid}|0000001",
                                "timestamp": "2024-06-03T10:11:02.5010000Z",
                                "channelId": "directline",
                                "from": {"id": "hr-bot", "name": "HR Assistant"},
                                "conversation": {"id": cid},
                                "replyToId": f"{cid}|0000000",
                            },
                        ],
                        "watermark": "1",
                    },
                    indent=2,
                ),
            ),
            (
                "directline_get_activities",
                {"conversation_id": cid, "watermark": "1"},
                J(
                    {
                        "activities": [
                            {
                                "type": "message",
                                "id": f"{cid}|0000002",
                                "timestamp": "2024-06-03T10:11:03.9720000Z",
                                "channelId": "directline",
                                "from": {"id": "hr-bot", "name": "HR Assistant"},
                                "conversation": {"id": cid},
                                "text": "You have 12.5 days of annual leave left for 2024, plus 2 carry-over days expiring 30 June.",
                                "replyToId": f"{cid}|0000000",
                            }
                        ],
                        "watermark": "2",
                    },
                    indent=2,
                ),
            ),
            (
                "directline_get_activities",
                {"conversation_id": cid, "watermark": "2"},
                J({"activities": [], "watermark": "2"}, indent=2),
            ),
        ],
    )
    exp = J({"error": {"code": "TokenExpired", "message": "Token expired"}}, indent=2)
    cid2 = h("dl-conv-2", 22)
    calls = [
        (
            "directline_send_activity",
            {"conversation_id": cid2, "text": t, "from": {"id": "u-9002"}},
            exp,
        )
        for t in ["reset my VPN password", "I can't log into VPN", "vpn password reset"]
    ]
    calls += [
        ("directline_get_activities", {"conversation_id": cid2, "watermark": w}, exp)
        for w in [None, "0", "1"]
    ]
    calls.insert(
        2, ("directline_get_activities", {"conversation_id": cid2, "watermark": None}, exp)
    )
    sess(
        "directline",
        "fail",
        1,
        "Ask the IT helpdesk bot over Direct Line how to reset my VPN password and bring back its instructions.",
        calls,
    )

    uid = "qa-" + h("vf", 6)
    sess(
        "voiceflow",
        "ok",
        1,
        "Run the Voiceflow pizza assistant through an order of a large margherita and check the final confirmation.",
        [
            (
                "voiceflow_interact",
                {"user_id": uid, "action": {"type": "launch"}},
                J(
                    [
                        {
                            "type": "speak",
                            "payload": {
                                "message": "Hi! Welcome to Pizzeria Nonna. What can I get you?",
                                "type": "message",
                            },
                        },
                        {
                            "type": "choice",
                            "payload": {
                                "buttons": [{"name": "Order pizza"}, {"name": "Opening hours"}]
                            },
                        },
                    ],
                    indent=2,
                ),
            ),
            (
                "voiceflow_interact",
                {
                    "user_id": uid,
                    "action": {"type": "text", "payload": "a large margherita please"},
                },
                J(
                    [
                        {
                            "type": "debug",
                            "payload": {
                                "type": "intent",
                                "message": "matched intent **order_pizza** - confidence interval _91.22%_",
                            },
                        },
                        {
                            "type": "speak",
                            "payload": {
                                "message": "One large Margherita. Delivery or pick-up?",
                                "type": "message",
                            },
                        },
                    ],
                    indent=2,
                ),
            ),
            (
                "voiceflow_interact",
                {"user_id": uid, "action": {"type": "text", "payload": "pick-up"}},
                J(
                    [
                        {
                            "type": "speak",
                            "payload": {
                                "message": "Great, your large Margherita will be ready for pick-up at 18:40. Order #N-3307.",
                                "type": "message",
                            },
                        },
                        {"type": "end"},
                    ],
                    indent=2,
                ),
            ),
            (
                "voiceflow_get_state",
                {"user_id": uid},
                J(
                    {
                        "stack": [],
                        "storage": {},
                        "variables": {
                            "pizza_size": "large",
                            "pizza_type": "margherita",
                            "fulfilment": "pick-up",
                            "order_id": "N-3307",
                            "sessions": 1,
                            "user_id": uid,
                            "last_utterance": "pick-up",
                        },
                    },
                    indent=2,
                ),
            ),
        ],
    )


# ---------------------------------------------------------------- product analytics


def _analytics():
    sess(
        "amplitude",
        "ok",
        1,
        "How many users did 'Export Report' daily last week in Amplitude, and what did user 4471's last session look like?",
        [
            (
                "amplitude_event_segmentation",
                {
                    "e": {"event_type": "Export Report"},
                    "start": "20240527",
                    "end": "20240602",
                    "m": "uniques",
                },
                J(
                    {
                        "data": {
                            "series": [[412, 398, 455, 471, 390, 88, 74]],
                            "seriesLabels": [0],
                            "seriesCollapsed": [[{"setId": "", "value": 1503}]],
                            "xValues": [
                                "2024-05-27",
                                "2024-05-28",
                                "2024-05-29",
                                "2024-05-30",
                                "2024-05-31",
                                "2024-06-01",
                                "2024-06-02",
                            ],
                        }
                    }
                ),
            ),
            (
                "amplitude_user_search",
                {"user": "4471"},
                J(
                    {
                        "matches": [
                            {
                                "user_id": "4471",
                                "amplitude_id": 318822071455,
                                "platform": "Web",
                                "country": "Germany",
                                "last_seen": "2024-06-02",
                            }
                        ],
                        "type": "match_user_or_device_id",
                    }
                ),
            ),
            (
                "amplitude_user_activity",
                {"amplitude_id": 318822071455, "limit": 4},
                J(
                    {
                        "userData": {
                            "user_id": "4471",
                            "num_events": 2218,
                            "num_sessions": 311,
                            "first_used": "2023-11-08",
                            "last_used": "2024-06-02",
                            "plan": "team",
                        },
                        "events": [
                            {
                                "event_type": "Export Report",
                                "event_time": "2024-06-02 16:21:09.114000",
                                "session_id": 1717344822000,
                                "event_properties": {"format": "csv"},
                            },
                            {
                                "event_type": "Apply Filter",
                                "event_time": "2024-06-02 16:20:41.000000",
                                "session_id": 1717344822000,
                                "event_properties": {"field": "region"},
                            },
                            {
                                "event_type": "Open Dashboard",
                                "event_time": "2024-06-02 16:13:42.870000",
                                "session_id": 1717344822000,
                                "event_properties": {"dashboard": "Q2 pipeline"},
                            },
                            {
                                "event_type": "session_start",
                                "event_time": "2024-06-02 16:13:42.000000",
                                "session_id": 1717344822000,
                                "event_properties": {},
                            },
                        ],
                    }
                ),
            ),
        ],
    )
    rid = h("amp-cohort", 32)
    sess(
        "amplitude",
        "ok",
        2,
        "Download the members of the 'Churn risk - May' cohort from Amplitude.",
        [
            (
                "amplitude_request_cohort",
                {"cohort_id": "x9k2pq1", "props": 0},
                J({"request_id": rid, "cohort_id": "x9k2pq1"}),
            ),
            (
                "amplitude_cohort_status",
                {"request_id": rid},
                J({"request_id": rid, "cohort_id": "x9k2pq1", "async_status": "JOB INPROGRESS"}),
            ),
            (
                "amplitude_cohort_status",
                {"request_id": rid},
                J({"request_id": rid, "cohort_id": "x9k2pq1", "async_status": "JOB INPROGRESS"}),
            ),
            (
                "amplitude_cohort_status",
                {"request_id": rid},
                J({"request_id": rid, "cohort_id": "x9k2pq1", "async_status": "JOB COMPLETED"}),
            ),
            (
                "amplitude_cohort_download",
                {"request_id": rid},
                "amplitude_id,user_id\n318822071455,4471\n318822073008,5120\n318822079931,6618\n318822081407,7094\n",
            ),
        ],
    )
    sess(
        "mixpanel",
        "ok",
        1,
        "What's the signup-to-first-project conversion for mobile vs web in Mixpanel over May?",
        [
            (
                "mixpanel_list_funnels",
                {},
                J(
                    [
                        {"funnel_id": 7718201, "name": "Signup → First project"},
                        {"funnel_id": 7718544, "name": "Trial → Paid"},
                    ]
                ),
            ),
            (
                "mixpanel_funnel",
                {
                    "funnel_id": 7718201,
                    "from_date": "2024-05-01",
                    "to_date": "2024-05-31",
                    "on": 'properties["platform"]',
                    "unit": "month",
                },
                J(
                    {
                        "meta": {"dates": ["2024-05-01"]},
                        "data": {
                            "2024-05-01": {
                                "web": [
                                    {
                                        "count": 9120,
                                        "step_conv_ratio": 1,
                                        "overall_conv_ratio": 1,
                                        "event": "Sign Up",
                                    },
                                    {
                                        "count": 4012,
                                        "step_conv_ratio": 0.4399,
                                        "overall_conv_ratio": 0.4399,
                                        "event": "Create Project",
                                    },
                                ],
                                "mobile": [
                                    {
                                        "count": 3390,
                                        "step_conv_ratio": 1,
                                        "overall_conv_ratio": 1,
                                        "event": "Sign Up",
                                    },
                                    {
                                        "count": 861,
                                        "step_conv_ratio": 0.254,
                                        "overall_conv_ratio": 0.254,
                                        "event": "Create Project",
                                    },
                                ],
                            }
                        },
                    }
                ),
            ),
        ],
    )
    rl = J(
        {
            "request": "/api/query/segmentation",
            "error": "Query rate limit exceeded. Please reduce your query rate, and try again later",
        }
    )
    calls = [
        ("mixpanel_segmentation", a, rl)
        for a in [
            {"event": "Checkout Started", "from_date": "2024-05-20", "to_date": "2024-06-02"},
            {"event": "Checkout Completed", "from_date": "2024-05-20", "to_date": "2024-06-02"},
            {
                "event": "Checkout Started",
                "from_date": "2024-05-20",
                "to_date": "2024-06-02",
                "on": 'properties["$browser"]',
            },
            {"event": "Payment Failed", "from_date": "2024-05-27", "to_date": "2024-06-02"},
            {
                "event": "Checkout Completed",
                "from_date": "2024-05-27",
                "to_date": "2024-06-02",
                "on": 'properties["$browser"]',
            },
            {
                "event": "Checkout Started",
                "from_date": "2024-06-01",
                "to_date": "2024-06-02",
                "unit": "hour",
            },
        ]
    ]
    sess(
        "mixpanel",
        "fail",
        1,
        "Checkout completion dropped this week; break it down by browser in Mixpanel and find where it fell.",
        calls,
    )

    sess(
        "customerio",
        "ok",
        1,
        "Send the password-reset transactional email to dana.k@example.org in Customer.io, after checking she's subscribed.",
        [
            (
                "customerio_search_customers",
                {"email": "dana.k@example.org"},
                J(
                    {
                        "results": [
                            {
                                "id": "usr_20931",
                                "email": "dana.k@example.org",
                                "cio_id": h("cio", 12),
                            }
                        ]
                    }
                ),
            ),
            (
                "customerio_get_attributes",
                {"id": "usr_20931"},
                J(
                    {
                        "customer": {
                            "id": "usr_20931",
                            "attributes": {
                                "email": "dana.k@example.org",
                                "first_name": "Dana",
                                "unsubscribed": "false",
                                "plan": "pro",
                                "created_at": "1690212001",
                            },
                            "timestamps": {"email": 1690212001},
                            "unsubscribed": False,
                            "devices": [],
                        }
                    }
                ),
            ),
            (
                "customerio_send_transactional",
                {
                    "transactional_message_id": 14,
                    "to": "dana.k@example.org",
                    "identifiers": {"id": "usr_20931"},
                    "message_data": {"reset_url": "https://app.example.org/reset/" + h("tok", 20)},
                },
                J({"delivery_id": h("deliv", 24), "queued_at": 1717410722}),
            ),
            (
                "customerio_get_message",
                {"delivery_id": h("deliv", 24)},
                J(
                    {
                        "message": {
                            "id": h("deliv", 24),
                            "type": "email",
                            "recipient": "dana.k@example.org",
                            "subject": "Reset your password",
                            "metrics": {"sent": 1717410724, "delivered": 1717410726},
                            "failure_message": None,
                        }
                    }
                ),
            ),
        ],
    )
    calls = [
        ("customerio_search_customers", a, J({"identifiers": [], "ids": [], "next": ""}))
        for a in [
            {
                "filter": {
                    "and": [
                        {"attribute": {"field": "plan", "operator": "eq", "value": "enterprise"}}
                    ]
                }
            },
            {
                "filter": {
                    "and": [
                        {"attribute": {"field": "plan", "operator": "eq", "value": "Enterprise"}}
                    ]
                }
            },
            {"filter": {"and": [{"attribute": {"field": "plan", "operator": "exists"}}]}},
            {"email": "ops@globex.com"},
            {"filter": {"and": [{"segment": {"id": 12}}]}},
            {"email": "cfo@initech.com"},
            {"filter": {"and": [{"attribute": {"field": "renewal_date", "operator": "exists"}}]}},
        ]
    ]
    sess(
        "customerio",
        "fail",
        1,
        "List our enterprise-plan customers in Customer.io with renewal dates this quarter.",
        calls,
    )

    nid = (
        h("os-notif", 8)
        + "-"
        + h("os-notif", 4)
        + "-"
        + h("os2", 4)
        + "-"
        + h("os3", 4)
        + "-"
        + h("os4", 12)
    )
    sess(
        "onesignal",
        "ok",
        1,
        "Send the 'flash sale' push to the VIP segment in OneSignal and report how many were delivered after it finishes.",
        [
            (
                "onesignal_create_notification",
                {
                    "app_id": h("osapp", 8),
                    "included_segments": ["VIP"],
                    "headings": {"en": "Flash sale"},
                    "contents": {"en": "40% off for the next 3 hours"},
                },
                J({"id": nid, "external_id": None}),
            ),
            (
                "onesignal_view_notification",
                {"notification_id": nid},
                J(
                    {
                        "id": nid,
                        "successful": 0,
                        "failed": 0,
                        "errored": 0,
                        "converted": 0,
                        "remaining": 18220,
                        "queued_at": 1717411201,
                        "completed_at": None,
                        "platform_delivery_stats": {},
                    }
                ),
            ),
            (
                "onesignal_view_notification",
                {"notification_id": nid},
                J(
                    {
                        "id": nid,
                        "successful": 17804,
                        "failed": 311,
                        "errored": 2,
                        "converted": 409,
                        "remaining": 0,
                        "queued_at": 1717411201,
                        "completed_at": 1717411260,
                        "platform_delivery_stats": {
                            "ios": {"successful": 9902, "failed": 188},
                            "android": {"successful": 7902, "failed": 123},
                        },
                    }
                ),
            ),
        ],
    )
    denied = J(
        {
            "errors": [
                "Access denied.  Please include an 'Authorization: ...' header with a valid API key (https://documentation.onesignal.com/docs/accounts-and-keys#section-keys-ids)."
            ]
        }
    )
    calls = [
        (
            "onesignal_view_notifications",
            {"app_id": h("osapp", 8), "limit": 20, "offset": o},
            denied,
        )
        for o in (0, 20)
    ]
    calls += [
        ("onesignal_view_notification", {"notification_id": h("osn" + str(i), 32)}, denied)
        for i in range(3)
    ]
    calls += [
        (
            "onesignal_view_outcomes",
            {
                "app_id": h("osapp", 8),
                "outcome_names": ["os__click.count"],
                "outcome_time_range": "1mo",
            },
            denied,
        ),
        ("onesignal_view_notifications", {"app_id": h("osapp", 8), "limit": 50, "kind": 1}, denied),
    ]
    sess(
        "onesignal",
        "fail",
        1,
        "Which of last month's push campaigns in OneSignal had the best click-through?",
        calls,
    )

    sess(
        "airship",
        "ok",
        1,
        "Look up named user 'cust-5512' in Airship, tag them as beta-tester and send them a test push.",
        [
            (
                "airship_lookup_named_user",
                {"id": "cust-5512"},
                J(
                    {
                        "ok": True,
                        "named_user": {
                            "named_user_id": "cust-5512",
                            "tags": {"crm": ["gold"]},
                            "created": "2023-02-14T09:11:40",
                            "last_modified": "2024-05-30T18:02:11",
                            "channels": [
                                {
                                    "channel_id": h("ch1", 8)
                                    + "-"
                                    + h("ch1", 4)
                                    + "-4a1c-9d2e-"
                                    + h("ch1", 12),
                                    "device_type": "ios",
                                    "installed": True,
                                    "opt_in": True,
                                }
                            ],
                        },
                    }
                ),
            ),
            (
                "airship_named_user_tags",
                {"named_user_id": "cust-5512", "add": {"crm": ["beta-tester"]}},
                J({"ok": True}),
            ),
            (
                "airship_push",
                {
                    "audience": {"named_user": "cust-5512"},
                    "notification": {"alert": "Test: beta features are on"},
                    "device_types": ["ios"],
                },
                J(
                    {
                        "ok": True,
                        "operation_id": h("op", 8) + "-" + h("op", 4) + "-11ef-8b2a-" + h("op", 12),
                        "push_ids": [
                            h("push", 8) + "-" + h("push", 4) + "-11ef-8b2a-" + h("push", 12)
                        ],
                        "message_ids": [],
                        "content_urls": [],
                    }
                ),
            ),
        ],
    )
    sess(
        "pendo",
        "ok",
        1,
        "In Pendo, how many visitors saw the 'New editor' guide and is visitor jlopez@acme.io among them?",
        [
            (
                "pendo_list_guides",
                {"state": "public"},
                J(
                    [
                        {
                            "id": h("g1", 27),
                            "name": "New editor walkthrough",
                            "state": "public",
                            "launchMethod": "auto",
                            "createdAt": 1714000000000,
                        },
                        {
                            "id": h("g2", 27),
                            "name": "Billing page tooltip",
                            "state": "public",
                            "launchMethod": "badge",
                            "createdAt": 1712000000000,
                        },
                    ]
                ),
            ),
            (
                "pendo_aggregation",
                {
                    "pipeline": [
                        {
                            "source": {
                                "guideEvents": None,
                                "timeSeries": {
                                    "period": "dayRange",
                                    "first": "now()",
                                    "count": -30,
                                },
                            }
                        },
                        {"filter": f'guideId == "{h("g1", 27)}" && type == "guideSeen"'},
                        {"group": {"group": ["visitorId"]}},
                        {"reduce": {"visitors": {"count": None}}},
                    ]
                },
                J({"startTime": 1714780800000, "results": [{"visitors": 2841}]}),
            ),
            (
                "pendo_get_visitor",
                {"visitor_id": "jlopez@acme.io"},
                J({"overall": {}, "message": "visitor not found", "code": 404}),
            ),
            (
                "pendo_aggregation",
                {
                    "pipeline": [
                        {"source": {"visitors": None}},
                        {"filter": 'contains(metadata.agent.email, "jlopez")'},
                        {"select": {"visitorId": "visitorId", "email": "metadata.agent.email"}},
                    ]
                },
                J({"startTime": 1714780800000, "results": []}),
            ),
        ],
    )
    page = (
        '<!DOCTYPE html>\n<!--[if lt IE 7]> <html class="no-js ie6 oldie" lang="en-US"> <![endif]-->\n<head>\n<title>app.pendo.io | 524: A timeout occurred</title>\n</head>\n<body>\n<div id="cf-wrapper">\n<h1><span class="inline-block">A timeout occurred</span> <span class="code-label">Error code 524</span></h1>\n<p>The origin web server timed out responding to this request.</p>\n<p>Cloudflare Ray ID: <strong>'
        + h("ray", 16)
        + "</strong></p>\n</div>\n</body>\n</html>\n"
    )
    calls = [
        ("pendo_aggregation", {"pipeline": p}, page)
        for p in [
            [
                {
                    "source": {
                        "featureEvents": None,
                        "timeSeries": {"period": "dayRange", "first": "now()", "count": -7},
                    }
                },
                {"filter": 'featureId == "dark-mode-toggle"'},
            ],
            [
                {
                    "source": {
                        "featureEvents": None,
                        "timeSeries": {"period": "dayRange", "first": "now()", "count": -7},
                    }
                },
                {"filter": 'featureId == "dark-mode-toggle"'},
                {"reduce": {"clicks": {"sum": "numEvents"}}},
            ],
            [
                {
                    "source": {
                        "featureEvents": None,
                        "timeSeries": {"period": "dayRange", "first": "now()", "count": -1},
                    }
                },
                {"filter": 'featureId == "dark-mode-toggle"'},
            ],
            [
                {
                    "source": {
                        "pageEvents": None,
                        "timeSeries": {"period": "dayRange", "first": "now()", "count": -7},
                    }
                },
                {"filter": 'pageId == "settings"'},
            ],
            [{"source": {"features": None}}, {"filter": 'name == "Dark mode toggle"'}],
            [
                {
                    "source": {
                        "featureEvents": None,
                        "timeSeries": {"period": "hourRange", "first": "now()", "count": -24},
                    }
                },
                {"filter": 'featureId == "dark-mode-toggle"'},
            ],
        ]
    ]
    sess(
        "pendo",
        "fail",
        1,
        "How many people clicked the new dark-mode toggle this week, per day?",
        calls,
    )


# ---------------------------------------------------------------- k8s autoscaling and cost


def _k8s():
    sess(
        "keda",
        "ok",
        1,
        "Why isn't the orders-worker scaling up even though the RabbitMQ queue is long? Check its KEDA ScaledObject.",
        [
            (
                "shell",
                {"command": "kubectl get scaledobject -n orders"},
                "NAME            SCALETARGETKIND      SCALETARGETNAME   MIN   MAX   TRIGGERS   AUTHENTICATION    READY   ACTIVE   FALLBACK   PAUSED    AGE\norders-worker   apps/v1.Deployment   orders-worker     1     10    rabbitmq   rabbitmq-auth     True    True     False      Unknown   41d\n",
            ),
            (
                "shell",
                {"command": "kubectl get hpa -n orders"},
                "NAME                     REFERENCE                  TARGETS          MINPODS   MAXPODS   REPLICAS   AGE\nkeda-hpa-orders-worker   Deployment/orders-worker   2/20 (avg)       1         10        10         41d\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl describe scaledobject orders-worker -n orders | sed -n '/Spec:/,/Events/p'"
                },
                "Spec:\n  Max Replica Count:  10\n  Min Replica Count:  1\n  Scale Target Ref:\n    Name:  orders-worker\n  Triggers:\n    Authentication Ref:\n      Name:  rabbitmq-auth\n    Metadata:\n      Mode:        QueueLength\n      Queue Name:  orders\n      Value:       20\n    Type:          rabbitmq\nStatus:\n  Conditions:\n    Message:  ScaledObject is defined correctly and is ready for scaling\n    Reason:   ScaledObjectReady\n    Status:   True\n    Type:     Ready\n    Message:  Scaling is performed because triggers are active\n    Reason:   ScalerActive\n    Status:   True\n    Type:     Active\n  Original Replica Count:  1\nEvents\n",
            ),
            (
                "shell",
                {"command": "kubectl get deploy orders-worker -n orders"},
                "NAME            READY   UP-TO-DATE   AVAILABLE   AGE\norders-worker   10/10   10           10          212d\n",
            ),
            (
                "shell",
                {
                    "command": 'kubectl patch scaledobject orders-worker -n orders --type merge -p \'{"spec":{"maxReplicaCount":25}}\''
                },
                "scaledobject.keda.sh/orders-worker patched\n",
            ),
            (
                "shell",
                {"command": "kubectl get hpa keda-hpa-orders-worker -n orders"},
                "NAME                     REFERENCE                  TARGETS        MINPODS   MAXPODS   REPLICAS   AGE\nkeda-hpa-orders-worker   Deployment/orders-worker   19/20 (avg)    1         25        21         41d\n",
            ),
        ],
    )
    sess(
        "keda",
        "ok",
        2,
        "Are there any KEDA ScaledJobs in the batch namespace, and are any ScaledObjects paused cluster-wide?",
        [
            (
                "shell",
                {"command": "kubectl get scaledjobs -n batch"},
                "No resources found in batch namespace.\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get scaledobjects -A -o jsonpath='{range .items[?(@.metadata.annotations.autoscaling\\.keda\\.sh/paused)]}{.metadata.namespace}/{.metadata.name}{\"\\n\"}{end}'"
                },
                "",
            ),
            ("shell", {"command": "kubectl get scaledobjects -A --no-headers | wc -l"}, "14\n"),
        ],
    )
    sess(
        "karpenter",
        "ok",
        1,
        "Karpenter launched a lot of nodes overnight. Which NodePool were they from, what instance types, and why?",
        [
            (
                "shell",
                {"command": "kubectl get nodepools"},
                "NAME       NODECLASS   NODES   READY   AGE\ndefault    default     7       True    98d\ngpu        gpu         0       True    61d\nspot-batch default     19      True    33d\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get nodeclaims -l karpenter.sh/nodepool=spot-batch --sort-by=.metadata.creationTimestamp | tail -4"
                },
                "spot-batch-x2kf9   c6i.4xlarge    spot       eu-west-1b   ip-10-4-61-201.eu-west-1.compute.internal   True    7h12m\nspot-batch-p8q2d   c6a.4xlarge    spot       eu-west-1a   ip-10-4-33-18.eu-west-1.compute.internal    True    7h11m\nspot-batch-r7w4c   c5.4xlarge     spot       eu-west-1c   ip-10-4-90-77.eu-west-1.compute.internal    True    7h11m\nspot-batch-m1z6k   c6i.4xlarge    spot       eu-west-1b   ip-10-4-58-142.eu-west-1.compute.internal   True    7h10m\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl logs -n kube-system deploy/karpenter --since=8h | grep 'found provisionable pod' | head -2"
                },
                '{"level":"INFO","time":"2024-06-03T02:48:11.204Z","logger":"controller","message":"found provisionable pod(s)","commit":"490ef94","controller":"provisioner","Pods":"etl/nightly-rebuild-28622880-xk2b9, etl/nightly-rebuild-28622880-9fjq1, etl/nightly-rebuild-28622880-c0lm2 and 57 other(s)","duration":"112.04ms"}\n{"level":"INFO","time":"2024-06-03T02:48:11.317Z","logger":"controller","message":"computed new nodeclaim(s) to fit pod(s)","commit":"490ef94","controller":"provisioner","nodeclaims":19,"pods":60}\n',
            ),
            (
                "shell",
                {"command": "kubectl get cronjob nightly-rebuild -n etl"},
                "NAME              SCHEDULE     SUSPEND   ACTIVE   LAST SCHEDULE   AGE\nnightly-rebuild   0 2 * * *    False     60       7h25m           4d\n",
            ),
        ],
    )
    noresource = 'error: the server doesn\'t have a resource type "{r}"\n'
    calls = []
    for c, r in [
        ("kubectl get nodepools", "nodepools"),
        ("kubectl get nodeclaims -A", "nodeclaims"),
        ("kubectl get provisioners", "provisioners"),
        ("kubectl describe nodepool default", "nodepool"),
        ("kubectl get ec2nodeclasses", "ec2nodeclasses"),
        ("kubectl get nodepools.karpenter.sh -o wide", "nodepools.karpenter.sh"),
        ("kubectl get machines", "machines"),
    ]:
        calls.append(("shell", {"command": c}, noresource.format(r=r)))
    calls.insert(
        3,
        (
            "shell",
            {"command": "kubectl get pods -n karpenter"},
            "No resources found in karpenter namespace.\n",
        ),
    )
    sess(
        "karpenter",
        "fail",
        1,
        "Find out why Karpenter in the prod-eu cluster isn't consolidating underused nodes.",
        calls,
    )

    cm = (
        'apiVersion: v1\ndata:\n  status: |\n    time: 2024-06-03 10:20:14.118411032 +0000 UTC\n    autoscalerStatus: Running\n    clusterWide:\n      health:\n        status: Healthy\n        nodeCounts:\n          registered:\n            total: 23\n            ready: 23\n      scaleUp:\n        status: InProgress\n        lastProbeTime: "2024-06-03T10:20:14.118Z"\n      scaleDown:\n        status: NoCandidates\n    nodeGroups:\n    - name: eks-ng-general-'
        + h("ng", 8)
        + "\n      health:\n        status: Healthy\n        nodeCounts:\n          registered:\n            total: 20\n            ready: 20\n        cloudProviderTarget: 22\n        minSize: 3\n        maxSize: 30\n      scaleUp:\n        status: InProgress\n    - name: eks-ng-highmem-"
        + h("ng2", 8)
        + "\n      health:\n        status: Healthy\n        nodeCounts:\n          registered:\n            total: 3\n        cloudProviderTarget: 3\n        minSize: 0\n        maxSize: 3\n      scaleUp:\n        status: NoActivity\nkind: ConfigMap\nmetadata:\n  name: cluster-autoscaler-status\n  namespace: kube-system\n"
    )
    sess(
        "cluster-autoscaler",
        "ok",
        1,
        "Pods in analytics are Pending. Is the cluster autoscaler adding nodes, and will it fit the highmem pods?",
        [
            (
                "shell",
                {"command": "kubectl get pods -n analytics --field-selector=status.phase=Pending"},
                "NAME                          READY   STATUS    RESTARTS   AGE\nspark-exec-7f9c-1              0/1     Pending   0          3m\nspark-exec-7f9c-2              0/1     Pending   0          3m\nmodel-cache-0                 0/1     Pending   0          9m\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get configmap cluster-autoscaler-status -n kube-system -o yaml"
                },
                cm,
            ),
            (
                "shell",
                {"command": "kubectl describe pod model-cache-0 -n analytics | tail -6"},
                "Events:\n  Type     Reason             Age                  From                Message\n  ----     ------             ----                 ----                -------\n  Warning  FailedScheduling   9m (x4 over 9m)      default-scheduler   0/23 nodes are available: 20 Insufficient memory, 3 node(s) had untolerated taint {dedicated: highmem}. preemption: 0/23 nodes are available: 23 No preemption victims found for incoming pod.\n  Normal   NotTriggerScaleUp  4m (x31 over 9m)     cluster-autoscaler  pod didn't trigger scale-up: 1 max node group size reached, 1 Insufficient memory\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get nodes -l node-group=highmem -o custom-columns=NAME:.metadata.name,ALLOC_MEM:.status.allocatable.memory"
                },
                "NAME                                        ALLOC_MEM\nip-10-2-14-9.eu-west-1.compute.internal     126322Mi\nip-10-2-31-77.eu-west-1.compute.internal    126322Mi\nip-10-2-55-3.eu-west-1.compute.internal     126322Mi\n",
            ),
        ],
    )
    unauth = "error: You must be logged in to the server (Unauthorized)\n"
    calls = [
        ("shell", {"command": c}, unauth)
        for c in [
            "kubectl get configmap cluster-autoscaler-status -n kube-system -o yaml",
            "kubectl logs -n kube-system deploy/cluster-autoscaler --tail=200",
            "kubectl get nodes",
            "kubectl get pods -A --field-selector=status.phase=Pending",
            "kubectl get events -n kube-system --field-selector source=cluster-autoscaler",
            "kubectl -n kube-system describe deploy cluster-autoscaler",
            "kubectl get configmap cluster-autoscaler-status -n kube-system -o jsonpath='{.data.status}'",
        ]
    ]
    sess(
        "cluster-autoscaler",
        "fail",
        1,
        "The staging cluster didn't scale down over the weekend; find out what the cluster autoscaler says about scale-down candidates.",
        calls,
    )

    sess(
        "goldilocks",
        "ok",
        1,
        "Turn on Goldilocks for the web namespace and get the recommended requests for the frontend deployment.",
        [
            (
                "shell",
                {"command": "kubectl label ns web goldilocks.fairwinds.com/enabled=true"},
                "namespace/web labeled\n",
            ),
            (
                "shell",
                {"command": "kubectl get vpa -n web"},
                "NAME                    MODE   CPU   MEM   PROVIDED   AGE\ngoldilocks-frontend     Off                      2s\ngoldilocks-api-gateway  Off                      2s\n",
            ),
            (
                "shell",
                {"command": "kubectl get vpa -n web"},
                "NAME                    MODE   CPU    MEM         PROVIDED   AGE\ngoldilocks-frontend     Off    163m   262144k     True       6m\ngoldilocks-api-gateway  Off    412m   511772k     True       6m\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get vpa goldilocks-frontend -n web -o jsonpath='{.status.recommendation.containerRecommendations}'"
                },
                '[{"containerName":"frontend","lowerBound":{"cpu":"25m","memory":"131072k"},"target":{"cpu":"163m","memory":"262144k"},"uncappedTarget":{"cpu":"163m","memory":"262144k"},"upperBound":{"cpu":"1216m","memory":"1364213292"}}]',
            ),
            (
                "shell",
                {
                    "command": "kubectl get deploy frontend -n web -o jsonpath='{.spec.template.spec.containers[0].resources}'"
                },
                '{"limits":{"memory":"2Gi"},"requests":{"cpu":"1","memory":"1Gi"}}',
            ),
        ],
    )
    sess(
        "vpa",
        "ok",
        1,
        "Switch the VPA for the search-indexer to Auto mode and confirm the pods were restarted with the new requests.",
        [
            (
                "shell",
                {
                    "command": "kubectl describe vpa search-indexer -n search | sed -n '/Recommendation/,$p'"
                },
                "  Recommendation:\n    Container Recommendations:\n      Container Name:  indexer\n      Lower Bound:\n        Cpu:     410m\n        Memory:  1212589628\n      Target:\n        Cpu:     587m\n        Memory:  1605428265\n      Uncapped Target:\n        Cpu:     587m\n        Memory:  1605428265\n      Upper Bound:\n        Cpu:     2\n        Memory:  4101942100\nEvents:          <none>\n",
            ),
            (
                "shell",
                {
                    "command": 'kubectl patch vpa search-indexer -n search --type merge -p \'{"spec":{"updatePolicy":{"updateMode":"Auto"}}}\''
                },
                "verticalpodautoscaler.autoscaling.k8s.io/search-indexer patched\n",
            ),
            (
                "shell",
                {"command": "kubectl get events -n search --field-selector reason=EvictedByVPA"},
                "LAST SEEN   TYPE     REASON         OBJECT                              MESSAGE\n2m          Normal   EvictedByVPA   pod/search-indexer-5d8b9c7f4-2kq8x   Pod was evicted by VPA Updater to apply resource recommendation.\n58s         Normal   EvictedByVPA   pod/search-indexer-5d8b9c7f4-h7vzm   Pod was evicted by VPA Updater to apply resource recommendation.\n",
            ),
            (
                "shell",
                {
                    "command": "kubectl get pods -n search -l app=search-indexer -o custom-columns=NAME:.metadata.name,CPU:.spec.containers[0].resources.requests.cpu,MEM:.spec.containers[0].resources.requests.memory"
                },
                "NAME                               CPU    MEM\nsearch-indexer-5d8b9c7f4-8wlmq     587m   1605428265\nsearch-indexer-5d8b9c7f4-tt2rc     587m   1605428265\n",
            ),
        ],
    )
    calls = []
    for ns, name in [
        ("payments", "payments-api"),
        ("payments", "ledger-writer"),
        ("catalog", "catalog-api"),
        ("catalog", "image-resizer"),
        ("checkout", "checkout-web"),
        ("payments", "fraud-scorer"),
        ("catalog", "search-proxy"),
    ]:
        calls.append(
            (
                "shell",
                {"command": f"kubectl describe vpa {name} -n {ns} | sed -n '/Status:/,$p'"},
                "Status:\n  Conditions:\n    Last Transition Time:  2024-05-21T08:14:02Z\n    Status:                False\n    Type:                  RecommendationProvided\nEvents:                    <none>\n",
            )
        )
    sess(
        "vpa",
        "fail",
        1,
        "Collect the VPA CPU and memory recommendations for our main services so we can right-size requests.",
        calls,
    )

    def alloc(d):
        return J({"code": 200, "data": [d]})

    row = lambda name, cpu, ram, pv, tot: {
        "name": name,
        "properties": {"cluster": "prod-eu", "namespace": name},
        "window": {"start": "2024-05-27T00:00:00Z", "end": "2024-06-03T00:00:00Z"},
        "cpuCoreRequestAverage": round(cpu / 0.2, 2),
        "cpuCost": cpu,
        "ramCost": ram,
        "pvCost": pv,
        "networkCost": 0,
        "totalCost": tot,
        "totalEfficiency": 0.41,
    }
    sess(
        "opencost",
        "ok",
        1,
        "What did each namespace cost last week in prod-eu, and how much of it was idle?",
        [
            (
                "opencost_allocation",
                {"window": "lastweek", "aggregate": "namespace", "accumulate": True},
                alloc(
                    {
                        "analytics": row("analytics", 211.4, 98.2, 31.0, 340.6),
                        "web": row("web", 122.9, 40.3, 0, 163.2),
                        "search": row("search", 88.0, 61.7, 12.4, 162.1),
                        "kube-system": row("kube-system", 20.1, 11.8, 0, 31.9),
                    }
                ),
            ),
            (
                "opencost_allocation",
                {
                    "window": "lastweek",
                    "aggregate": "cluster",
                    "accumulate": True,
                    "includeIdle": True,
                },
                alloc(
                    {
                        "__idle__": {
                            "name": "__idle__",
                            "cpuCost": 143.9,
                            "ramCost": 66.0,
                            "totalCost": 209.9,
                        },
                        "prod-eu": {"name": "prod-eu", "totalCost": 697.8},
                    }
                ),
            ),
            (
                "opencost_allocation",
                {
                    "window": "lastweek",
                    "aggregate": "namespace",
                    "filter": 'namespace:"ml-sandbox"',
                    "accumulate": True,
                },
                alloc({}),
            ),
        ],
    )
    calls = [
        ("opencost_allocation", a, alloc({}))
        for a in [
            {"window": "7d", "aggregate": "namespace"},
            {"window": "7d", "aggregate": "deployment"},
            {"window": "30d", "aggregate": "namespace"},
            {"window": "yesterday", "aggregate": "namespace"},
            {"window": "7d", "aggregate": "label:team"},
            {"window": "24h", "aggregate": "pod", "filter": 'namespace:"ml-training"'},
            {"window": "7d", "aggregate": "cluster", "includeIdle": True},
        ]
    ]
    sess(
        "opencost",
        "fail",
        1,
        "Our GPU bill jumped; break down last week's cluster cost by team and namespace in OpenCost.",
        calls,
    )


def rows() -> list[dict]:
    if not SESSIONS:
        _comet()
        _clearml()
        _dvc()
        _aim_omni_polyaxon()
        _search()
        _chatbots()
        _analytics()
        _k8s()
    out = []
    for s in SESSIONS:
        run_id = f"{s['family']}-{s['kind']}-{s['n']}"
        for tool, args, result in s["calls"]:
            out.append(
                {
                    "source": f"{SOURCE}/{s['family']}",
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
    with out.open("w", encoding="utf-8") as f:
        for r in rows():
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout60.jsonl")
    )
