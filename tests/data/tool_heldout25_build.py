"""Build tests/data/tool_heldout25.jsonl: held-out sessions for workflow engines, message
brokers, security telemetry, insurance back ends and quantum computing tools.

Every row is one tool call in the project's ``real-runs`` format; the rows of a session are
consecutive and in call order.  Identifiers come from hashes of fixed strings; nothing reads
the clock or a random source, so the output is byte-identical on every run.

Where each format comes from, family by family, and how sure we are of it:

Workflow engines
- temporal: ``temporal workflow describe/show/list/count/signal`` text output of the Temporal
  CLI 0.1x/1.x (section headers "Execution Info:", aligned key/value lines, the "Progress:"
  event table of ``show``); the not-found error text follows the service's NotFound message
  "workflow not found for ID: ...".  Fairly sure of the shape, less of column spacing.
- camunda: ``zbctl status`` topology text, ``zbctl update retries`` / ``resolve incident``
  acknowledgements, and Operate REST API v1 ``/process-instances/search`` and
  ``/incidents/search`` bodies (items / sortValues / total).  Sure of the Operate fields,
  fairly sure of the zbctl wording.
- prefect: ``prefect flow-run ls`` rich table, ``prefect deployment run`` output, and the
  Prefect 2 REST API ``/flow_runs/{id}`` body (state.type / state.name).  Fairly sure.
- dagster: the Dagster GraphQL API (``runsOrError``, ``runOrError``, ``launchRun`` with
  ``__typename`` unions, ``assetOrError`` / ``AssetNotFoundError``).  Sure of the unions.
- argo: ``argo list``, ``argo get`` (header block and the STEP tree), ``argo logs`` lines
  prefixed with the pod name, ``argo retry``; the dead-server error is the gRPC
  "rpc error: code = Unavailable desc = connection error" text.  Fairly sure.
- stepfunctions: AWS CLI ``stepfunctions list-executions / describe-execution /
  get-execution-history / redrive-execution`` JSON (4-space indent as the CLI prints), and
  the CLI's ThrottlingException error line.  Sure.

Message brokers and queues
- nats: ``nats stream info`` and ``nats consumer report`` / ``consumer info`` text of the
  natscli (sections "Configuration:", "State:"; box-drawn report table).  Fairly sure; the
  failure texts ("context deadline exceeded", "no responders available for request") are the
  Go client's errors.
- pulsar: ``pulsar-admin topics stats`` JSON (msgRateIn, subscriptions.*.msgBacklog ...),
  ``topics subscriptions`` list, silent success of ``clear-backlog``; the failure is the
  admin client's ConnectException text.  Fairly sure of stats keys, less of error wording.
- sqs: AWS CLI ``sqs get-queue-attributes / receive-message / delete-message (no output) /
  start-message-move-task / list-message-move-tasks`` JSON and the ExpiredToken error line.
  Sure.
- pubsub: ``gcloud pubsub subscriptions pull`` box table and the "Listed 0 items." line,
  ``gcloud pubsub subscriptions describe`` YAML.  Sure.
- servicebus: Service Bus peek results as printed by a small azure-servicebus script
  (ServiceBusReceivedMessage fields), ``az servicebus queue show`` JSON (countDetails), and
  the REST 401 ExpiredToken XML body.  Fairly sure.
- artemis: ``artemis queue stat`` pipe table and ``artemis producer``/``consumer`` lines.
  Fairly sure.

Security telemetry
- suricata: eve.json lines (event_type alert/dns/flow/tls with the documented keys),
  selected with jq through a shell tool; ``suricatasc -c reload-rules`` JSON reply.  Sure.
- zeek: conn.log / dns.log with the ``#separator``/``#fields``/``#types`` headers and
  ``zeek-cut`` output; the failure is gzip's "No such file or directory".  Sure.
- wazuh: Wazuh API 4.x bodies (data.affected_items, total_affected_items, message, error)
  and its 401 problem body.  Sure of the envelope.
- osquery: ``osqueryi --json`` output (an array of objects with every value a string).  Sure.
- malscan: ``yara -r`` match lines (rule name, path; nothing when no match), ``clamscan``
  per-file lines and SCAN SUMMARY, ``freshclam`` lines, ``clamdscan`` with clamd down.
  Sure.
- velociraptor: ``velociraptor query`` JSON rows of VQL queries (clients(), hunt(),
  hunt_results()).  Fairly sure of the row shape.

Insurance back ends
- guidewire: ClaimCenter Cloud API ``/claim/v1/...`` bodies (data.attributes, links,
  count) and a load balancer's maintenance HTML.  Fairly sure of the envelope; attribute
  choice is from the public Cloud API reference.
- acord: ACORD XML P&C messages (ClaimsSvcRs / ClaimsNotificationAddRs / ClaimInqRs with
  MsgStatus).  Fairly sure of the element names, less of carrier-specific extensions.
- duckcreek: a Duck Creek Policy REST facade (policy, endorsement quote, issue); Duck Creek's
  API is proprietary, so this shape is a plausible integration-layer JSON, not verified.
- claimshistory: a CLUE-style claims-history lookup returning a text report; the shape
  follows published sample reports loosely.  Low-medium confidence.
- rating: a rating engine's quote breakdown JSON (base rate, factors, fees, total) and an
  nginx 504 page.  Plausible in-house shape; the 504 page is nginx's exact text.

Quantum computing
- qiskit: qiskit-ibm-runtime job polling through a Python tool (``job.status()`` strings,
  ``PrimitiveResult`` / ``SamplerPubResult`` / ``DataBin`` / ``BitArray`` reprs,
  ``get_counts()`` dicts) and the IBMNotAuthorizedError text.  Fairly sure of the reprs.
- braket: AWS CLI ``braket get-quantum-task`` JSON and the SDK's ``measurement_counts``
  Counter; DeviceOfflineException is in the Braket API.  Fairly sure.
- cirq: Cirq circuit diagrams, ``Result`` prints (``m=0110...``), ``histogram`` Counters and
  ``simulate`` state-vector prints.  Sure.
- pennylane: ``qml.draw`` text, QNode outputs (``tensor(..., requires_grad=True)`` /
  ``np.float64``), optimisation step prints.  Sure.
"""

# ruff: noqa: E501, E731  (tool results are quoted as the tools return them: long literal lines are data; small result-template lambdas)

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SRC = "heldout25"
ROWS: list[dict] = []


def hx(seed: str, n: int = 8) -> str:
    return hashlib.sha256(seed.encode()).hexdigest()[:n]


def num(seed: str, digits: int = 6) -> int:
    return int(hashlib.sha256(seed.encode()).hexdigest(), 16) % (10**digits)


def uuid(seed: str) -> str:
    h = hashlib.sha256(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def j(obj, indent: int | None = 2) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


def sess(fam: str, ok: bool, n: int, task: str, calls: list) -> None:
    rid = f"{fam}-{'ok' if ok else 'fail'}-{n}"
    for tool, args, result in calls:
        ROWS.append(
            {
                "source": f"{SRC}/{fam}",
                "run_id": rid,
                "task": task,
                "tool": tool,
                "args": args,
                "result": result,
                "outcome": {"success": ok},
            }
        )


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- workflow engines


def temporal() -> None:
    wid = "payment-capture-7f3a21"
    rid = uuid("temporal run payment")
    sess(
        "temporal",
        True,
        1,
        "Payment capture for order 88213 seems stuck in prod. Find out what the workflow is "
        "waiting on and nudge it along if the bank callback already arrived.",
        [
            (
                "bash",
                sh(
                    "temporal workflow list --namespace prod -q \"ExecutionStatus='Running' AND WorkflowType='PaymentCaptureWorkflow'\""
                ),
                "  Status   WorkflowId               Type                     StartTime\n"
                "  Running  payment-capture-7f3a21   PaymentCaptureWorkflow   3 hours ago\n"
                "  Running  payment-capture-80c1d9   PaymentCaptureWorkflow   4 minutes ago\n",
            ),
            (
                "bash",
                sh(f"temporal workflow describe --namespace prod -w {wid}"),
                "Execution Info:\n"
                f"  WorkflowId            {wid}\n"
                f"  RunId                 {rid}\n"
                "  Type                  PaymentCaptureWorkflow\n"
                "  Namespace             prod\n"
                "  TaskQueue             payments\n"
                "  AssignedBuildId\n"
                "  StartTime             3 hours ago\n"
                "  ExecutionTime         3 hours ago\n"
                "  SearchAttributes      map[CustomKeywordField:order-88213]\n"
                "  StateTransitionCount  14\n"
                "  HistoryLength         19\n"
                "  HistorySize           4.1 KiB\n"
                "  Status                RUNNING\n"
                "\n"
                "Pending Activities: 0\n"
                "Pending Child Workflows: 0\n",
            ),
            (
                "bash",
                sh(f"temporal workflow show --namespace prod -w {wid}"),
                "Progress:\n"
                "  ID           Time                     Type\n"
                "    1  2024-05-13T06:02:11Z  WorkflowExecutionStarted\n"
                "    2  2024-05-13T06:02:11Z  WorkflowTaskScheduled\n"
                "    3  2024-05-13T06:02:11Z  WorkflowTaskStarted\n"
                "    4  2024-05-13T06:02:11Z  WorkflowTaskCompleted\n"
                "    5  2024-05-13T06:02:11Z  ActivityTaskScheduled\n"
                "    6  2024-05-13T06:02:11Z  ActivityTaskStarted\n"
                "    7  2024-05-13T06:02:13Z  ActivityTaskCompleted\n"
                "    8  2024-05-13T06:02:13Z  WorkflowTaskScheduled\n"
                "    9  2024-05-13T06:02:13Z  WorkflowTaskStarted\n"
                "   10  2024-05-13T06:02:13Z  WorkflowTaskCompleted\n"
                "   11  2024-05-13T06:02:13Z  MarkerRecorded\n"
                "   12  2024-05-13T06:02:13Z  TimerStarted\n"
                "   13  2024-05-13T07:02:13Z  TimerFired\n"
                "   14  2024-05-13T07:02:13Z  WorkflowTaskScheduled\n"
                "   15  2024-05-13T07:02:13Z  WorkflowTaskStarted\n"
                "   16  2024-05-13T07:02:14Z  WorkflowTaskCompleted\n"
                "   17  2024-05-13T07:02:14Z  TimerStarted\n"
                "\n"
                "Result:\n"
                "  Status: RUNNING\n",
            ),
            (
                "bash",
                sh(
                    'psql -h ledger-ro -c "select order_id, status, received_at from bank_callbacks where order_id = 88213"'
                ),
                " order_id |  status  |        received_at\n"
                "----------+----------+----------------------------\n"
                "    88213 | CAPTURED | 2024-05-13 06:41:52.118+00\n"
                "(1 row)\n",
            ),
            (
                "bash",
                sh(
                    f"temporal workflow signal --namespace prod -w {wid} --name bankCallback "
                    '--input \'{"orderId":88213,"status":"CAPTURED"}\''
                ),
                "Signal workflow succeeded\n",
            ),
            (
                "bash",
                sh(f"temporal workflow describe --namespace prod -w {wid}"),
                "Execution Info:\n"
                f"  WorkflowId            {wid}\n"
                f"  RunId                 {rid}\n"
                "  Type                  PaymentCaptureWorkflow\n"
                "  Namespace             prod\n"
                "  TaskQueue             payments\n"
                "  AssignedBuildId\n"
                "  StartTime             3 hours ago\n"
                "  CloseTime             now\n"
                "  ExecutionTime         3 hours ago\n"
                "  SearchAttributes      map[CustomKeywordField:order-88213]\n"
                "  StateTransitionCount  21\n"
                "  HistoryLength         29\n"
                "  HistorySize           5.8 KiB\n"
                "  Status                COMPLETED\n"
                "\n"
                "Results:\n"
                "  RunTime         3h2m41s\n"
                "  Status          COMPLETED\n"
                '  Result          {"captured":true,"amountCents":12999}\n',
            ),
        ],
    )

    sess(
        "temporal",
        True,
        2,
        "Did any of last night's nightly-report workflows fail or time out? If none did, tell "
        "me how many ran.",
        [
            (
                "bash",
                sh(
                    "temporal workflow list --namespace reporting -q \"WorkflowType='NightlyReport' AND "
                    "StartTime > '2024-05-12T22:00:00Z' AND ExecutionStatus='Failed'\""
                ),
                "",
            ),
            (
                "bash",
                sh(
                    "temporal workflow list --namespace reporting -q \"WorkflowType='NightlyReport' AND "
                    "StartTime > '2024-05-12T22:00:00Z' AND ExecutionStatus='TimedOut'\""
                ),
                "",
            ),
            (
                "bash",
                sh(
                    "temporal workflow count --namespace reporting -q \"WorkflowType='NightlyReport' AND "
                    "StartTime > '2024-05-12T22:00:00Z'\""
                ),
                "Total: 7\n",
            ),
            (
                "bash",
                sh(
                    "temporal workflow list --namespace reporting -q \"WorkflowType='NightlyReport' AND "
                    "StartTime > '2024-05-12T22:00:00Z'\""
                ),
                "  Status     WorkflowId                        Type           StartTime\n"
                "  Completed  nightly-report-finance-20240513   NightlyReport  10 hours ago\n"
                "  Completed  nightly-report-ops-20240513       NightlyReport  10 hours ago\n"
                "  Completed  nightly-report-sales-20240513     NightlyReport  10 hours ago\n"
                "  Completed  nightly-report-hr-20240513        NightlyReport  10 hours ago\n"
                "  Completed  nightly-report-support-20240513   NightlyReport  10 hours ago\n"
                "  Completed  nightly-report-infra-20240513     NightlyReport  10 hours ago\n"
                "  Running    nightly-report-exec-20240513      NightlyReport  10 hours ago\n",
            ),
            (
                "bash",
                sh(
                    "temporal workflow describe --namespace reporting -w nightly-report-exec-20240513"
                ),
                "Execution Info:\n"
                "  WorkflowId            nightly-report-exec-20240513\n"
                f"  RunId                 {uuid('nightly exec')}\n"
                "  Type                  NightlyReport\n"
                "  Namespace             reporting\n"
                "  TaskQueue             reports\n"
                "  AssignedBuildId\n"
                "  StartTime             10 hours ago\n"
                "  ExecutionTime         10 hours ago\n"
                "  SearchAttributes      map[]\n"
                "  StateTransitionCount  88\n"
                "  HistoryLength         131\n"
                "  HistorySize           38 KiB\n"
                "  Status                RUNNING\n"
                "\n"
                "Pending Activities: 1\n"
                "  ActivityId          12\n"
                "  ActivityType        RenderBoardPack\n"
                "  State               STARTED\n"
                "  Attempt             1\n"
                "  LastHeartbeatTime   14 seconds ago\n"
                '  HeartbeatDetails    [{"pagesRendered":311,"pagesTotal":340}]\n'
                "Pending Child Workflows: 0\n",
            ),
        ],
    )

    ids = [
        "invoice-sync-4410",
        "invoice-sync-4411",
        "refund-batch-20240513",
        "invoice-sync-4412",
        "ledger-close-2024-05",
        "refund-batch-20240512",
        "invoice-sync-4409",
    ]
    calls = []
    calls.append(
        (
            "bash",
            sh(
                "temporal workflow list -q \"WorkflowType='InvoiceSync' AND ExecutionStatus='Running'\""
            ),
            "",
        )
    )
    for i, w in enumerate(ids):
        if i == 3:
            calls.append(
                (
                    "bash",
                    sh(
                        "temporal workflow list -q \"WorkflowId STARTS_WITH 'invoice-sync'\" --limit 20"
                    ),
                    "",
                )
            )
        calls.append(
            (
                "bash",
                sh(f"temporal workflow describe -w {w}"),
                f"Error: unable to describe workflow: workflow not found for ID: {w}\n",
            )
        )
    sess(
        "temporal",
        False,
        1,
        "Finance says invoice syncs 4409-4412 never posted to the ledger. Check their Temporal "
        "workflows and tell me where each one stopped.",
        calls,
    )


def camunda() -> None:
    pik = 2251799813690412
    inc = 2251799813690433
    job = 2251799813690431
    sess(
        "camunda",
        True,
        1,
        "Invoice approval INV-2024-0419 is stuck in Camunda. Find the incident, fix the retries "
        "once the ERP is back, and confirm the instance moves on.",
        [
            (
                "bash",
                sh("zbctl status --address zeebe.prod:26500"),
                "Cluster size: 3\n"
                "Partitions count: 3\n"
                "Replication factor: 3\n"
                "Gateway version: 8.4.5\n"
                "Brokers:\n"
                "  Broker 0 - zeebe-0.zeebe-broker-service:26501\n"
                "    Version: 8.4.5\n"
                "    Partition 1 : Leader, Healthy\n"
                "    Partition 2 : Follower, Healthy\n"
                "    Partition 3 : Follower, Healthy\n"
                "  Broker 1 - zeebe-1.zeebe-broker-service:26501\n"
                "    Version: 8.4.5\n"
                "    Partition 1 : Follower, Healthy\n"
                "    Partition 2 : Leader, Healthy\n"
                "    Partition 3 : Follower, Healthy\n"
                "  Broker 2 - zeebe-2.zeebe-broker-service:26501\n"
                "    Version: 8.4.5\n"
                "    Partition 1 : Follower, Healthy\n"
                "    Partition 2 : Follower, Healthy\n"
                "    Partition 3 : Leader, Healthy\n",
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": "https://operate.prod/v1/process-instances/search",
                    "body": {
                        "filter": {"bpmnProcessId": "invoice-approval", "state": "ACTIVE"},
                        "size": 20,
                    },
                },
                j(
                    {
                        "items": [
                            {
                                "key": pik,
                                "processVersion": 7,
                                "bpmnProcessId": "invoice-approval",
                                "startDate": "2024-05-12T15:22:04.118+0000",
                                "state": "ACTIVE",
                                "incident": True,
                                "processDefinitionKey": 2251799813685317,
                                "tenantId": "<default>",
                            },
                            {
                                "key": 2251799813690977,
                                "processVersion": 7,
                                "bpmnProcessId": "invoice-approval",
                                "startDate": "2024-05-13T08:51:40.002+0000",
                                "state": "ACTIVE",
                                "incident": False,
                                "processDefinitionKey": 2251799813685317,
                                "tenantId": "<default>",
                            },
                        ],
                        "sortValues": [2251799813690977],
                        "total": 2,
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": "https://operate.prod/v1/incidents/search",
                    "body": {"filter": {"processInstanceKey": pik}},
                },
                j(
                    {
                        "items": [
                            {
                                "key": inc,
                                "processDefinitionKey": 2251799813685317,
                                "processInstanceKey": pik,
                                "type": "JOB_NO_RETRIES",
                                "message": "io.grpc.StatusRuntimeException: UNAVAILABLE: erp-gateway: "
                                "Connection refused (POST /api/v2/invoices/INV-2024-0419/post)",
                                "creationTime": "2024-05-12T15:24:31.551+0000",
                                "state": "ACTIVE",
                                "jobKey": job,
                                "tenantId": "<default>",
                            }
                        ],
                        "sortValues": [inc],
                        "total": 1,
                    }
                ),
            ),
            (
                "bash",
                sh("curl -s -o /dev/null -w '%{http_code}\\n' https://erp-gateway.prod/healthz"),
                "200\n",
            ),
            (
                "bash",
                sh(f"zbctl update retries {job} --retries 3"),
                f"Updated the retries of job with key '{job}' to '3'\n",
            ),
            (
                "bash",
                sh(f"zbctl resolve incident {inc}"),
                f"Resolved an incident of a process instance with key '{inc}'\n",
            ),
            (
                "http_request",
                {"method": "GET", "url": f"https://operate.prod/v1/process-instances/{pik}"},
                j(
                    {
                        "key": pik,
                        "processVersion": 7,
                        "bpmnProcessId": "invoice-approval",
                        "startDate": "2024-05-12T15:22:04.118+0000",
                        "endDate": "2024-05-13T09:03:12.740+0000",
                        "state": "COMPLETED",
                        "incident": False,
                        "processDefinitionKey": 2251799813685317,
                        "tenantId": "<default>",
                    }
                ),
            ),
        ],
    )

    sess(
        "camunda",
        True,
        2,
        "Start a new onboarding process for employee E-5521 with start date June 3 and tell me "
        "which user task it lands on.",
        [
            (
                "bash",
                sh(
                    "zbctl create instance employee-onboarding --variables "
                    '\'{"employeeId":"E-5521","startDate":"2024-06-03"}\''
                ),
                "{\n"
                '  "processDefinitionKey": "2251799813686020",\n'
                '  "bpmnProcessId": "employee-onboarding",\n'
                '  "version": 4,\n'
                '  "processInstanceKey": "2251799813691288",\n'
                '  "tenantId": "<default>"\n'
                "}\n",
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": "https://operate.prod/v1/flownode-instances/search",
                    "body": {"filter": {"processInstanceKey": 2251799813691288}},
                },
                j(
                    {
                        "items": [
                            {
                                "key": 2251799813691291,
                                "processInstanceKey": 2251799813691288,
                                "processDefinitionKey": 2251799813686020,
                                "startDate": "2024-05-13T09:10:02.311+0000",
                                "endDate": "2024-05-13T09:10:02.311+0000",
                                "flowNodeId": "StartEvent_1",
                                "flowNodeName": "Hire confirmed",
                                "type": "START_EVENT",
                                "state": "COMPLETED",
                                "incident": False,
                                "tenantId": "<default>",
                            },
                            {
                                "key": 2251799813691294,
                                "processInstanceKey": 2251799813691288,
                                "processDefinitionKey": 2251799813686020,
                                "startDate": "2024-05-13T09:10:02.320+0000",
                                "endDate": "2024-05-13T09:10:02.905+0000",
                                "flowNodeId": "Activity_createAccounts",
                                "flowNodeName": "Create accounts",
                                "type": "SERVICE_TASK",
                                "state": "COMPLETED",
                                "incident": False,
                                "tenantId": "<default>",
                            },
                            {
                                "key": 2251799813691301,
                                "processInstanceKey": 2251799813691288,
                                "processDefinitionKey": 2251799813686020,
                                "startDate": "2024-05-13T09:10:02.911+0000",
                                "flowNodeId": "Activity_assignBuddy",
                                "flowNodeName": "Assign onboarding buddy",
                                "type": "USER_TASK",
                                "state": "ACTIVE",
                                "incident": False,
                                "tenantId": "<default>",
                            },
                        ],
                        "sortValues": [2251799813691301],
                        "total": 3,
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": "https://tasklist.prod/v1/tasks/search",
                    "body": {"processInstanceKey": "2251799813691288", "state": "CREATED"},
                },
                j(
                    [
                        {
                            "id": "2251799813691301",
                            "name": "Assign onboarding buddy",
                            "taskDefinitionId": "Activity_assignBuddy",
                            "processName": "Employee onboarding",
                            "creationDate": "2024-05-13T09:10:02.911+0000",
                            "completionDate": None,
                            "assignee": None,
                            "taskState": "CREATED",
                            "sortValues": ["1715591402911", "2251799813691301"],
                            "isFirst": True,
                            "formKey": "camunda-forms:bpmn:buddyForm",
                            "processDefinitionKey": "2251799813686020",
                            "processInstanceKey": "2251799813691288",
                            "tenantId": "<default>",
                            "dueDate": None,
                            "followUpDate": None,
                            "candidateGroups": ["people-ops"],
                            "candidateUsers": None,
                        }
                    ]
                ),
            ),
            (
                "http_request",
                {
                    "method": "PATCH",
                    "url": "https://tasklist.prod/v1/tasks/2251799813691301/assign",
                    "body": {"assignee": "mkowalski", "allowOverrideAssignment": False},
                },
                j(
                    {
                        "id": "2251799813691301",
                        "name": "Assign onboarding buddy",
                        "taskDefinitionId": "Activity_assignBuddy",
                        "processName": "Employee onboarding",
                        "creationDate": "2024-05-13T09:10:02.911+0000",
                        "completionDate": None,
                        "assignee": "mkowalski",
                        "taskState": "CREATED",
                        "formKey": "camunda-forms:bpmn:buddyForm",
                        "processDefinitionKey": "2251799813686020",
                        "processInstanceKey": "2251799813691288",
                        "tenantId": "<default>",
                        "candidateGroups": ["people-ops"],
                    }
                ),
            ),
        ],
    )


def prefect() -> None:
    fr = uuid("prefect run daily-etl")
    base = "https://api.prefect.cloud/api/accounts/7c1e3a52-9d04-4b8e-a7a1-2f4c6d1e8b90/workspaces/1b9d6f0e-33a8-4c57-9e2b-c0a4d8f17e65"

    def run_body(state_type: str, state_name: str, extra: dict) -> str:
        body = {
            "id": fr,
            "created": "2024-05-13T09:20:11.402193+00:00",
            "name": "crimson-otter",
            "flow_id": uuid("prefect flow daily-etl"),
            "deployment_id": uuid("prefect deployment daily-etl/prod"),
            "parameters": {"run_date": "2024-05-12", "full_refresh": False},
            "tags": ["etl", "prod"],
            "state_type": state_type,
            "state_name": state_name,
            "run_count": 1,
            "work_pool_name": "k8s-prod",
            "state": {
                "type": state_type,
                "name": state_name,
                "message": None,
                "timestamp": extra.pop("ts"),
            },
        }
        body.update(extra)
        return j(body)

    sess(
        "prefect",
        True,
        1,
        "Yesterday's daily-etl run failed. Re-run the prod deployment for 2024-05-12 and tell me "
        "when it has finished and how long it took.",
        [
            (
                "bash",
                sh("prefect flow-run ls --flow-name daily-etl --limit 4"),
                "                                   Flow Runs                                   \n"
                "┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━┳━━━━━━━━━━━┳━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓\n"
                "┃                                   ID ┃ Flow      ┃ Name            ┃ State     ┃ When                             ┃\n"
                "┡━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━╇━━━━━━━━━━━╇━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┩\n"
                f"│ {uuid('pf1')} │ daily-etl │ amber-heron     │ FAILED    │ 7 hours ago                      │\n"
                f"│ {uuid('pf2')} │ daily-etl │ quiet-gazelle   │ COMPLETED │ 1 day ago                        │\n"
                f"│ {uuid('pf3')} │ daily-etl │ polar-mandrill  │ COMPLETED │ 2 days ago                       │\n"
                f"│ {uuid('pf4')} │ daily-etl │ jolly-wombat    │ COMPLETED │ 3 days ago                       │\n"
                "└──────────────────────────────────────┴───────────┴─────────────────┴───────────┴──────────────────────────────────┘\n",
            ),
            (
                "bash",
                sh("prefect deployment run 'daily-etl/prod' --param run_date=2024-05-12"),
                "Creating flow run for deployment 'daily-etl/prod'...\n"
                "Created flow run 'crimson-otter'.\n"
                f"└── UUID: {fr}\n"
                "└── Parameters: {'run_date': '2024-05-12', 'full_refresh': False}\n"
                "└── Job Variables: {}\n"
                "└── Scheduled start time: 2024-05-13 09:20:11 UTC (now)\n"
                f"└── URL: https://app.prefect.cloud/account/7c1e3a52-9d04-4b8e-a7a1-2f4c6d1e8b90/workspace/1b9d6f0e-33a8-4c57-9e2b-c0a4d8f17e65/runs/flow-run/{fr}\n",
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{base}/flow_runs/{fr}"},
                run_body(
                    "PENDING",
                    "Pending",
                    {
                        "ts": "2024-05-13T09:20:14.118820+00:00",
                        "start_time": None,
                        "end_time": None,
                        "total_run_time": 0.0,
                    },
                ),
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{base}/flow_runs/{fr}"},
                run_body(
                    "RUNNING",
                    "Running",
                    {
                        "ts": "2024-05-13T09:20:41.007512+00:00",
                        "start_time": "2024-05-13T09:20:41.007512+00:00",
                        "end_time": None,
                        "total_run_time": 0.0,
                    },
                ),
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{base}/flow_runs/{fr}"},
                run_body(
                    "RUNNING",
                    "Running",
                    {
                        "ts": "2024-05-13T09:20:41.007512+00:00",
                        "start_time": "2024-05-13T09:20:41.007512+00:00",
                        "end_time": None,
                        "total_run_time": 0.0,
                    },
                ),
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{base}/flow_runs/{fr}"},
                run_body(
                    "COMPLETED",
                    "Completed",
                    {
                        "ts": "2024-05-13T09:34:02.551004+00:00",
                        "start_time": "2024-05-13T09:20:41.007512+00:00",
                        "end_time": "2024-05-13T09:34:02.551004+00:00",
                        "total_run_time": 801.543492,
                    },
                ),
            ),
        ],
    )

    unauth = "HTTP 401 Unauthorized\n" + j({"detail": "Unauthorized"})
    calls = [
        (
            "http_request",
            {
                "method": "POST",
                "url": f"{base}/flow_runs/filter",
                "body": {
                    "flow_runs": {"state": {"type": {"any_": ["FAILED", "CRASHED"]}}},
                    "limit": 50,
                },
            },
            unauth,
        ),
        (
            "http_request",
            {
                "method": "POST",
                "url": f"{base}/flow_runs/filter",
                "body": {"flow_runs": {"state": {"type": {"any_": ["FAILED"]}}}, "limit": 10},
            },
            unauth,
        ),
        (
            "http_request",
            {"method": "POST", "url": f"{base}/flows/filter", "body": {"limit": 50}},
            unauth,
        ),
        (
            "http_request",
            {
                "method": "POST",
                "url": f"{base}/deployments/filter",
                "body": {"deployments": {"name": {"like_": "etl"}}},
            },
            unauth,
        ),
        ("http_request", {"method": "GET", "url": f"{base}/flow_runs/{uuid('pf1')}"}, unauth),
        (
            "http_request",
            {
                "method": "POST",
                "url": f"{base}/flow_runs/count",
                "body": {"flow_runs": {"state": {"type": {"any_": ["CRASHED"]}}}},
            },
            unauth,
        ),
        (
            "http_request",
            {"method": "POST", "url": f"{base}/work_pools/filter", "body": {}},
            unauth,
        ),
    ]
    sess(
        "prefect",
        False,
        1,
        "List every Prefect flow run that failed or crashed this week, grouped by flow, with the error message of each.",
        calls,
    )


def dagster() -> None:
    url = "https://analytics.dagster.cloud/prod/graphql"
    rid = uuid("dagster run orders_daily")
    q_run = "query($id: ID!){ runOrError(runId: $id){ __typename ... on Run { runId status startTime endTime stats { ... on RunStatsSnapshot { stepsSucceeded stepsFailed materializations } } } } }"

    def run(status, st, et, succ, mats):
        return j(
            {
                "data": {
                    "runOrError": {
                        "__typename": "Run",
                        "runId": rid,
                        "status": status,
                        "startTime": st,
                        "endTime": et,
                        "stats": {
                            "stepsSucceeded": succ,
                            "stepsFailed": 0,
                            "materializations": mats,
                        },
                    }
                }
            }
        )

    sess(
        "dagster",
        True,
        1,
        "Rematerialize the orders_daily asset partition for 2024-05-12 in Dagster prod and confirm the new row count once it lands.",
        [
            (
                "dagster_graphql",
                {
                    "url": url,
                    "query": 'mutation { launchRun(executionParams: {selector: {repositoryLocationName: "warehouse", repositoryName: "__repository__", jobName: "__ASSET_JOB", assetSelection: [{path: ["orders_daily"]}]}, executionMetadata: {tags: [{key: "dagster/partition", value: "2024-05-12"}]}}) { __typename ... on LaunchRunSuccess { run { runId } } ... on PythonError { message } } }',
                },
                j(
                    {
                        "data": {
                            "launchRun": {"__typename": "LaunchRunSuccess", "run": {"runId": rid}}
                        }
                    }
                ),
            ),
            (
                "dagster_graphql",
                {"url": url, "query": q_run, "variables": {"id": rid}},
                run("STARTING", None, None, 0, 0),
            ),
            (
                "dagster_graphql",
                {"url": url, "query": q_run, "variables": {"id": rid}},
                run("STARTED", 1715592031.204, None, 1, 0),
            ),
            (
                "dagster_graphql",
                {"url": url, "query": q_run, "variables": {"id": rid}},
                run("STARTED", 1715592031.204, None, 2, 0),
            ),
            (
                "dagster_graphql",
                {"url": url, "query": q_run, "variables": {"id": rid}},
                run("SUCCESS", 1715592031.204, 1715592297.881, 3, 1),
            ),
            (
                "dagster_graphql",
                {
                    "url": url,
                    "query": '{ assetOrError(assetKey: {path: ["orders_daily"]}) { __typename ... on Asset { assetMaterializations(partitions: ["2024-05-12"], limit: 1) { runId timestamp partition metadataEntries { label ... on IntMetadataEntry { intValue } } } } } }',
                },
                j(
                    {
                        "data": {
                            "assetOrError": {
                                "__typename": "Asset",
                                "assetMaterializations": [
                                    {
                                        "runId": rid,
                                        "timestamp": "1715592296512",
                                        "partition": "2024-05-12",
                                        "metadataEntries": [
                                            {"label": "dagster/row_count", "intValue": 184226},
                                            {
                                                "label": "dagster/partition_row_count",
                                                "intValue": 184226,
                                            },
                                        ],
                                    }
                                ],
                            }
                        }
                    }
                ),
            ),
        ],
    )
    url2 = "https://analytics.dagster.cloud/prod-br-4f21a9/graphql"
    nf = lambda key: j(
        {
            "data": {
                "assetOrError": {
                    "__typename": "AssetNotFoundError",
                    "message": f"Asset key {json.dumps(key)} not found.",
                }
            }
        }
    )  # noqa: E731
    empty_runs = j({"data": {"runsOrError": {"__typename": "Runs", "results": []}}})
    calls = [
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": '{ assetOrError(assetKey: {path: ["stg_payments"]}) { __typename ... on Asset { assetMaterializations(limit: 5) { runId timestamp } } ... on AssetNotFoundError { message } } }',
            },
            nf(["stg_payments"]),
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": '{ assetOrError(assetKey: {path: ["staging", "stg_payments"]}) { __typename ... on AssetNotFoundError { message } } }',
            },
            nf(["staging", "stg_payments"]),
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": "{ runsOrError(filter: {statuses: [FAILURE]}, limit: 20) { __typename ... on Runs { results { runId jobName status } } } }",
            },
            empty_runs,
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": '{ runsOrError(filter: {tags: [{key: "dagster/asset_key", value: "stg_payments"}]}, limit: 20) { __typename ... on Runs { results { runId status } } } }',
            },
            empty_runs,
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": '{ assetOrError(assetKey: {path: ["fct_payments"]}) { __typename ... on AssetNotFoundError { message } } }',
            },
            nf(["fct_payments"]),
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": "{ runsOrError(limit: 10) { __typename ... on Runs { results { runId jobName status startTime } } } }",
            },
            empty_runs,
        ),
        (
            "dagster_graphql",
            {
                "url": url2,
                "query": '{ assetOrError(assetKey: {path: ["payments", "stg_payments"]}) { __typename ... on AssetNotFoundError { message } } }',
            },
            nf(["payments", "stg_payments"]),
        ),
    ]
    sess(
        "dagster",
        False,
        1,
        "stg_payments looks stale on the dashboard. When was it last materialized in prod and did the last run fail?",
        calls,
    )


def argo() -> None:
    wf = "etl-nightly-x7k2p"
    get_failed = (
        f"Name:                {wf}\n"
        "Namespace:           data\n"
        "ServiceAccount:      argo-workflow\n"
        "Status:              Failed\n"
        f"Message:             child '{wf}-2241980034' failed\n"
        "Conditions:\n"
        " PodRunning          False\n"
        " Completed           True\n"
        "Created:             Mon May 13 02:00:00 +0000 (7 hours ago)\n"
        "Started:             Mon May 13 02:00:00 +0000 (7 hours ago)\n"
        "Finished:            Mon May 13 02:14:03 +0000 (6 hours ago)\n"
        "Duration:            14 minutes 3 seconds\n"
        "Progress:            2/3\n"
        "ResourcesDuration:   21m11s*(1 cpu),1h2m40s*(100Mi memory)\n"
        "\n"
        "STEP                  TEMPLATE   PODNAME                                DURATION  MESSAGE\n"
        f" ✖ {wf}      main\n"
        f" ├───✔ extract       extract    {wf}-extract-3306173421      3m\n"
        f" ├───✔ transform     transform  {wf}-transform-1907442288    9m\n"
        f" └───✖ load          load       {wf}-load-2241980034         1m        Error (exit code 1)\n"
    )
    sess(
        "argo",
        True,
        1,
        "The nightly ETL Argo workflow in namespace data failed. Find why, retry it after the fix the DBA just made, and tell me when it's green.",
        [
            (
                "bash",
                sh("argo list -n data --since 1d"),
                "NAME                  STATUS      AGE   DURATION   PRIORITY   MESSAGE\n"
                f"{wf}     Failed      7h    14m        0          child '{wf}-2241980034' failed\n"
                "report-hourly-9sd2m   Succeeded   41m   2m         0\n"
                "report-hourly-q8n4t   Succeeded   1h    2m         0\n",
            ),
            ("bash", sh(f"argo get -n data {wf}"), get_failed),
            (
                "bash",
                sh(f"argo logs -n data {wf} {wf}-load-2241980034"),
                f'{wf}-load-2241980034: time="2024-05-13T02:13:02Z" level=info msg="loading 1841220 rows into analytics.fact_orders"\n'
                f"{wf}-load-2241980034: psycopg2.errors.InsufficientPrivilege: permission denied for table fact_orders\n"
                f'{wf}-load-2241980034: time="2024-05-13T02:14:01Z" level=error msg="load failed" error="exit status 1"\n',
            ),
            (
                "bash",
                sh(f"argo retry -n data {wf}"),
                f"Name:                {wf}\nNamespace:           data\nServiceAccount:      argo-workflow\nStatus:              Running\nCreated:             Mon May 13 02:00:00 +0000 (7 hours ago)\nStarted:             Mon May 13 09:31:40 +0000 (now)\nDuration:            0 seconds\nProgress:            2/3\n",
            ),
            (
                "bash",
                sh(
                    f"argo get -n data {wf} --output name && argo get -n data {wf} | sed -n '4p;11,13p'"
                ),
                f"{wf}\nStatus:              Running\nDuration:            1 minute 2 seconds\nProgress:            2/3\n",
            ),
            (
                "bash",
                sh(f"argo wait -n data {wf}"),
                f"{wf} Succeeded at 2024-05-13 09:34:18 +0000 UTC\n",
            ),
        ],
    )
    dead = 'FATA[0000] rpc error: code = Unavailable desc = connection error: desc = "transport: Error while dialing: dial tcp 10.42.7.19:2746: connect: connection refused"\n'
    cmds = [
        "argo list -n ml",
        "argo list -n ml --status Failed",
        "argo get -n ml train-resnet-8fj2k",
        "argo logs -n ml train-resnet-8fj2k",
        "argo list -n ml --since 2d",
        "argo get -n ml @latest",
        "argo template list -n ml",
        "argo get -n ml train-resnet-8fj2k -o json",
    ]
    sess(
        "argo",
        False,
        1,
        "Why did last night's train-resnet Argo workflow in namespace ml not produce a model? Check its steps and logs.",
        [("bash", sh(c), dead) for c in cmds],
    )


def stepfunctions() -> None:
    sm = "arn:aws:states:eu-west-1:418273645190:stateMachine:order-refunds"
    ex = "arn:aws:states:eu-west-1:418273645190:execution:order-refunds:refund-77310"
    desc_failed = {
        "executionArn": ex,
        "stateMachineArn": sm,
        "name": "refund-77310",
        "status": "FAILED",
        "startDate": "2024-05-13T07:41:02.118000+00:00",
        "stopDate": "2024-05-13T07:41:09.774000+00:00",
        "input": '{"orderId":"77310","amount":42.5,"currency":"EUR"}',
        "inputDetails": {"included": True},
        "error": "Payments.GatewayTimeout",
        "cause": '{"errorMessage":"upstream timed out after 5000 ms","errorType":"Payments.GatewayTimeout"}',
        "redriveCount": 0,
        "redriveStatus": "REDRIVABLE",
    }
    sess(
        "stepfunctions",
        True,
        1,
        "Refund 77310 failed in the order-refunds state machine this morning. Find the failing step and redrive it once you know it was a transient error.",
        [
            (
                "bash",
                sh(
                    f"aws stepfunctions list-executions --state-machine-arn {sm} --status-filter FAILED --max-results 5"
                ),
                j(
                    {
                        "executions": [
                            {
                                "executionArn": ex,
                                "stateMachineArn": sm,
                                "name": "refund-77310",
                                "status": "FAILED",
                                "startDate": "2024-05-13T07:41:02.118000+00:00",
                                "stopDate": "2024-05-13T07:41:09.774000+00:00",
                                "redriveCount": 0,
                            }
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(f"aws stepfunctions describe-execution --execution-arn {ex}"),
                j(desc_failed, 4),
            ),
            (
                "bash",
                sh(
                    f"aws stepfunctions get-execution-history --execution-arn {ex} --reverse-order --max-results 4"
                ),
                j(
                    {
                        "events": [
                            {
                                "timestamp": "2024-05-13T07:41:09.774000+00:00",
                                "type": "ExecutionFailed",
                                "id": 9,
                                "previousEventId": 8,
                                "executionFailedEventDetails": {
                                    "error": "Payments.GatewayTimeout",
                                    "cause": '{"errorMessage":"upstream timed out after 5000 ms","errorType":"Payments.GatewayTimeout"}',
                                },
                            },
                            {
                                "timestamp": "2024-05-13T07:41:09.771000+00:00",
                                "type": "TaskStateExited",
                                "id": 8,
                                "previousEventId": 7,
                                "stateExitedEventDetails": {
                                    "name": "IssueRefund",
                                    "output": "null",
                                    "outputDetails": {"truncated": False},
                                },
                            },
                            {
                                "timestamp": "2024-05-13T07:41:09.770000+00:00",
                                "type": "LambdaFunctionFailed",
                                "id": 7,
                                "previousEventId": 6,
                                "lambdaFunctionFailedEventDetails": {
                                    "error": "Payments.GatewayTimeout",
                                    "cause": '{"errorMessage":"upstream timed out after 5000 ms"}',
                                },
                            },
                            {
                                "timestamp": "2024-05-13T07:41:04.701000+00:00",
                                "type": "LambdaFunctionStarted",
                                "id": 6,
                                "previousEventId": 5,
                            },
                        ],
                        "nextToken": "AAAAKgAAAAIAAAAAAAAAAb4N2Ryz",
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    "aws cloudwatch get-metric-statistics --namespace Payments --metric-name GatewayTimeouts --start-time 2024-05-13T07:00:00Z --end-time 2024-05-13T09:00:00Z --period 1800 --statistics Sum"
                ),
                j(
                    {
                        "Label": "GatewayTimeouts",
                        "Datapoints": [
                            {
                                "Timestamp": "2024-05-13T07:30:00+00:00",
                                "Sum": 212.0,
                                "Unit": "Count",
                            },
                            {"Timestamp": "2024-05-13T08:00:00+00:00", "Sum": 3.0, "Unit": "Count"},
                            {"Timestamp": "2024-05-13T08:30:00+00:00", "Sum": 0.0, "Unit": "Count"},
                            {"Timestamp": "2024-05-13T07:00:00+00:00", "Sum": 0.0, "Unit": "Count"},
                        ],
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(f"aws stepfunctions redrive-execution --execution-arn {ex}"),
                j({"redriveDate": "2024-05-13T09:12:55.031000+00:00"}, 4),
            ),
            (
                "bash",
                sh(
                    f"aws stepfunctions describe-execution --execution-arn {ex} --query '{{status:status,redriveCount:redriveCount}}'"
                ),
                j({"status": "RUNNING", "redriveCount": 1}, 4),
            ),
            (
                "bash",
                sh(
                    f"aws stepfunctions describe-execution --execution-arn {ex} --query '{{status:status,redriveCount:redriveCount,output:output}}'"
                ),
                j(
                    {
                        "status": "SUCCEEDED",
                        "redriveCount": 1,
                        "output": '{"refundId":"re_3PG1xL2eZvKYlo2C","status":"succeeded"}',
                    },
                    4,
                ),
            ),
        ],
    )
    thr = lambda op: (
        f"\nAn error occurred (ThrottlingException) when calling the {op} operation (reached max retries: 2): Rate exceeded\n"
    )  # noqa: E731
    sm2 = "arn:aws:states:us-east-1:418273645190:stateMachine:kyc-checks"
    calls = [
        (
            "bash",
            sh(
                f"aws stepfunctions list-executions --state-machine-arn {sm2} --status-filter TIMED_OUT"
            ),
            thr("ListExecutions"),
        ),
        (
            "bash",
            sh(
                f"aws stepfunctions list-executions --state-machine-arn {sm2} --status-filter TIMED_OUT --max-results 10"
            ),
            thr("ListExecutions"),
        ),
        (
            "bash",
            sh(f"aws stepfunctions describe-state-machine --state-machine-arn {sm2}"),
            thr("DescribeStateMachine"),
        ),
        (
            "bash",
            sh(
                "aws stepfunctions describe-execution --execution-arn arn:aws:states:us-east-1:418273645190:execution:kyc-checks:kyc-55012"
            ),
            thr("DescribeExecution"),
        ),
        (
            "bash",
            sh(
                "aws stepfunctions get-execution-history --execution-arn arn:aws:states:us-east-1:418273645190:execution:kyc-checks:kyc-55012 --max-results 20"
            ),
            thr("GetExecutionHistory"),
        ),
        (
            "bash",
            sh(
                f"sleep 30 && aws stepfunctions list-executions --state-machine-arn {sm2} --status-filter FAILED --max-results 10"
            ),
            thr("ListExecutions"),
        ),
        (
            "bash",
            sh(
                "aws stepfunctions describe-execution --execution-arn arn:aws:states:us-east-1:418273645190:execution:kyc-checks:kyc-55019"
            ),
            thr("DescribeExecution"),
        ),
    ]
    sess(
        "stepfunctions",
        False,
        1,
        "How many kyc-checks Step Functions executions timed out since Friday, and at which state did they time out?",
        calls,
    )


# ---------------------------------------------------------------- message brokers


def nats() -> None:
    info = (
        "Information for Stream ORDERS created 2024-03-02 10:11:12\n\n"
        "              Subjects: orders.>\n"
        "              Replicas: 3\n"
        "               Storage: File\n\n"
        "Options:\n\n"
        "             Retention: Limits\n"
        "       Acknowledgments: true\n"
        "        Discard Policy: Old\n"
        "      Duplicate Window: 2m0s\n"
        "     Allows Msg Delete: true\n"
        "          Allows Purge: true\n"
        "        Allows Rollups: false\n\n"
        "Limits:\n\n"
        "      Maximum Messages: unlimited\n"
        "   Maximum Per Subject: unlimited\n"
        "         Maximum Bytes: 10 GiB\n"
        "           Maximum Age: 7d0h0m0s\n"
        "  Maximum Message Size: unlimited\n"
        "     Maximum Consumers: unlimited\n\n"
        "Cluster Information:\n\n"
        "                  Name: nats-prod\n"
        "                Leader: nats-1\n"
        "               Replica: nats-0, current, seen 12ms ago\n"
        "               Replica: nats-2, current, seen 12ms ago\n\n"
        "State:\n\n"
        "              Messages: 1,204,332\n"
        "                 Bytes: 1.1 GiB\n"
        "        First Sequence: 8,331,002 @ 2024-05-06 09:14:02 UTC\n"
        "         Last Sequence: 9,535,333 @ 2024-05-13 09:13:58 UTC\n"
        "      Active Consumers: 4\n"
        "    Number of Subjects: 12\n"
    )
    report = (
        "╭────────────────────────────────────────────────────────────────────────────────────────────────────────╮\n"
        "│                                    Consumer report for ORDERS with 4 consumers                         │\n"
        "├───────────────┬──────┬────────────┬──────────┬─────────────┬─────────────┬─────────────┬───────────────┤\n"
        "│ Consumer      │ Mode │ Ack Policy │ Ack Wait │ Ack Pending │ Redelivered │ Unprocessed │ Cluster       │\n"
        "├───────────────┼──────┼────────────┼──────────┼─────────────┼─────────────┼─────────────┼───────────────┤\n"
        "│ billing       │ Pull │ Explicit   │ 30.00s   │ 0           │ 0           │ 0           │ nats-0, nats-1*, nats-2 │\n"
        "│ fulfilment    │ Pull │ Explicit   │ 30.00s   │ 1,000       │ 8,412       │ 61,208 / 5% │ nats-0*, nats-1, nats-2 │\n"
        "│ analytics     │ Push │ None       │ 0.00s    │ 0           │ 0           │ 0           │ nats-0, nats-1, nats-2* │\n"
        "│ notifications │ Pull │ Explicit   │ 30.00s   │ 3           │ 0           │ 12          │ nats-0, nats-1*, nats-2 │\n"
        "╰───────────────┴──────┴────────────┴──────────┴─────────────┴─────────────┴─────────────┴───────────────╯\n"
    )
    cinfo = (
        "Information for Consumer ORDERS > fulfilment created 2024-03-02T10:14:40Z\n\n"
        "Configuration:\n\n"
        "                    Name: fulfilment\n"
        "               Pull Mode: true\n"
        "          Filter Subject: orders.created\n"
        "          Deliver Policy: All\n"
        "              Ack Policy: Explicit\n"
        "                Ack Wait: 30.00s\n"
        "           Replay Policy: Instant\n"
        "      Maximum Deliveries: unlimited\n"
        "         Max Ack Pending: 1,000\n"
        "       Max Waiting Pulls: 512\n\n"
        "Cluster Information:\n\n"
        "                    Name: nats-prod\n"
        "                  Leader: nats-0\n\n"
        "State:\n\n"
        "  Last Delivered Message: Consumer sequence: 1,104,877 Stream sequence: 9,474,125 Last delivery: 0.41s ago\n"
        "    Acknowledgment Floor: Consumer sequence: 1,096,465 Stream sequence: 9,466,002 Last Ack: 38m12s ago\n"
        "        Outstanding Acks: 1,000 out of maximum 1,000\n"
        "    Redelivered Messages: 8,412\n"
        "    Unprocessed Messages: 61,208\n"
        "           Waiting Pulls: 0 of maximum 512\n"
    )
    sess(
        "nats",
        True,
        1,
        "Orders aren't reaching the warehouse. Check the ORDERS JetStream stream and its consumers and tell me which consumer is stuck and why.",
        [
            ("bash", sh("nats --context prod stream info ORDERS"), info),
            ("bash", sh("nats --context prod consumer report ORDERS"), report),
            ("bash", sh("nats --context prod consumer info ORDERS fulfilment"), cinfo),
            (
                "bash",
                sh("kubectl -n warehouse logs deploy/fulfilment-worker --since=10m | tail -3"),
                "2024-05-13T09:13:41Z ERROR handler: decode order: json: cannot unmarshal string into Go struct field Order.qty of type int (seq=9466003)\n"
                "2024-05-13T09:13:41Z WARN  nak seq=9466003 delay=0s\n"
                "2024-05-13T09:13:42Z ERROR handler: decode order: json: cannot unmarshal string into Go struct field Order.qty of type int (seq=9466003)\n",
            ),
            (
                "bash",
                sh("nats --context prod stream get ORDERS 9466003"),
                "Item: ORDERS#9466003 received 2024-05-13 08:35:29.118204 +0000 UTC on Subject orders.created\n\n"
                "Headers:\n  Nats-Msg-Id: ord-5520918\n\n"
                '{"orderId":5520918,"sku":"TBL-OAK-180","qty":"2","warehouse":"LDN2"}\n',
            ),
        ],
    )
    cde = "nats: error: context deadline exceeded\n"
    nr = "nats: error: could not load stream: nats: no responders available for request\n"
    cmds = [
        ("nats --context prod stream ls", cde),
        ("nats --context prod stream info PAYMENTS", nr),
        ("nats --context prod consumer report PAYMENTS", nr),
        ("nats --context prod stream info PAYMENTS --json", nr),
        ("nats --context prod server check jetstream", "nats: error: context deadline exceeded\n"),
        ("nats --context prod consumer info PAYMENTS settle", nr),
        ("nats --context prod stream report", cde),
        ("nats --context prod stream info PAYMENTS_DLQ", nr),
    ]
    sess(
        "nats",
        False,
        1,
        "Is the PAYMENTS stream backing up? Give me message counts and consumer lag for it and its DLQ.",
        [("bash", sh(c), r) for c, r in cmds],
    )


def pulsar() -> None:
    topic = "persistent://acme/telemetry/device-events"

    def stats(backlog_alerts, backlog_arch, rate_out_alerts):
        return j(
            {
                "msgRateIn": 1843.21,
                "msgThroughputIn": 1201234.7,
                "msgRateOut": 1843.2 + rate_out_alerts,
                "msgThroughputOut": 2399874.1,
                "bytesInCounter": 88213349102,
                "msgInCounter": 132881023,
                "averageMsgSize": 651.7,
                "msgChunkPublished": False,
                "storageSize": 41022811236,
                "backlogSize": 9982113,
                "publishers": [
                    {
                        "msgRateIn": 1843.21,
                        "msgThroughputIn": 1201234.7,
                        "averageMsgSize": 651.7,
                        "producerId": 0,
                        "producerName": "ingest-gw-0",
                        "address": "/10.8.2.11:51822",
                        "connectedSince": "2024-05-10T04:12:09.118Z",
                        "clientVersion": "Pulsar-Java-v3.2.2",
                    }
                ],
                "subscriptions": {
                    "alerts": {
                        "msgRateOut": rate_out_alerts,
                        "msgThroughputOut": rate_out_alerts * 650,
                        "msgBacklog": backlog_alerts,
                        "msgBacklogNoDelayed": backlog_alerts,
                        "blockedSubscriptionOnUnackedMsgs": False,
                        "msgRateExpired": 0.0,
                        "unackedMessages": 0 if rate_out_alerts else 50000,
                        "type": "Shared",
                        "isDurable": True,
                        "consumers": [],
                    },
                    "archiver": {
                        "msgRateOut": 1843.2,
                        "msgThroughputOut": 1201220.3,
                        "msgBacklog": backlog_arch,
                        "msgBacklogNoDelayed": backlog_arch,
                        "blockedSubscriptionOnUnackedMsgs": False,
                        "msgRateExpired": 0.0,
                        "unackedMessages": 112,
                        "type": "Failover",
                        "isDurable": True,
                        "consumers": [
                            {
                                "consumerName": "archiver-0",
                                "msgRateOut": 1843.2,
                                "availablePermits": 888,
                                "unackedMessages": 112,
                            }
                        ],
                    },
                },
                "replication": {},
                "deduplicationStatus": "Disabled",
                "nonContiguousDeletedMessagesRanges": 0,
            }
        )

    sess(
        "pulsar",
        True,
        1,
        "The alerts subscription on device-events has a huge backlog from a consumer that was decommissioned last week. Confirm nothing consumes it, clear its backlog, and show me the stats after.",
        [
            ("bash", sh(f"pulsar-admin topics stats {topic}"), stats(18231902, 14, 0.0)),
            ("bash", sh(f"pulsar-admin topics subscriptions {topic}"), '"alerts"\n"archiver"\n'),
            (
                "bash",
                sh("grep -rn 'subscriptionName(\"alerts\")' ~/src/telemetry-services | head"),
                "",
            ),
            ("bash", sh(f"pulsar-admin topics clear-backlog {topic} -s alerts"), ""),
            ("bash", sh(f"pulsar-admin topics stats {topic}"), stats(0, 9, 0.0)),
        ],
    )
    ce = "Connection refused: pulsar-proxy.prod.svc/10.8.0.40:8080\n\nReason: java.net.ConnectException: Connection refused\n"
    cmds = [
        "pulsar-admin topics stats persistent://acme/billing/invoices",
        "pulsar-admin topics stats-internal persistent://acme/billing/invoices",
        "pulsar-admin topics list acme/billing",
        "pulsar-admin topics partitioned-stats persistent://acme/billing/invoices",
        "pulsar-admin namespaces policies acme/billing",
        "pulsar-admin topics subscriptions persistent://acme/billing/invoices",
        "pulsar-admin brokers healthcheck",
    ]
    sess(
        "pulsar",
        False,
        1,
        "The invoices topic in acme/billing: what's the publish rate and which subscription is lagging?",
        [("bash", sh(c), ce) for c in cmds],
    )


def sqs() -> None:
    q = "https://sqs.eu-west-1.amazonaws.com/418273645190/email-outbound"
    dlq = "https://sqs.eu-west-1.amazonaws.com/418273645190/email-outbound-dlq"
    sess(
        "sqs",
        True,
        1,
        "The email-outbound DLQ has messages from yesterday's SMTP outage. Look at a couple, then move them all back to the main queue and confirm the DLQ is empty.",
        [
            (
                "bash",
                sh(
                    f"aws sqs get-queue-attributes --queue-url {dlq} --attribute-names ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible QueueArn"
                ),
                j(
                    {
                        "Attributes": {
                            "QueueArn": "arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq",
                            "ApproximateNumberOfMessages": "1287",
                            "ApproximateNumberOfMessagesNotVisible": "0",
                        }
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    f"aws sqs receive-message --queue-url {dlq} --max-number-of-messages 2 --visibility-timeout 0 --attribute-names ApproximateReceiveCount SentTimestamp"
                ),
                j(
                    {
                        "Messages": [
                            {
                                "MessageId": uuid("sqs m1"),
                                "ReceiptHandle": "AQEB" + hx("rh1", 40),
                                "MD5OfBody": hx("md51", 32),
                                "Body": '{"template":"order_confirmation","to":"k.ito@example.jp","orderId":"551203"}',
                                "Attributes": {
                                    "SentTimestamp": "1715508213221",
                                    "ApproximateReceiveCount": "4",
                                },
                            },
                            {
                                "MessageId": uuid("sqs m2"),
                                "ReceiptHandle": "AQEB" + hx("rh2", 40),
                                "MD5OfBody": hx("md52", 32),
                                "Body": '{"template":"password_reset","to":"d.moreau@example.fr","userId":"u_88120"}',
                                "Attributes": {
                                    "SentTimestamp": "1715508490774",
                                    "ApproximateReceiveCount": "4",
                                },
                            },
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    "aws sqs start-message-move-task --source-arn arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq --destination-arn arn:aws:sqs:eu-west-1:418273645190:email-outbound"
                ),
                j({"TaskHandle": "eyJ0YXNrSWQiOiI" + hx("taskh", 48)}, 4),
            ),
            (
                "bash",
                sh(
                    "aws sqs list-message-move-tasks --source-arn arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq"
                ),
                j(
                    {
                        "Results": [
                            {
                                "TaskHandle": "eyJ0YXNrSWQiOiI" + hx("taskh", 48),
                                "Status": "RUNNING",
                                "SourceArn": "arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq",
                                "DestinationArn": "arn:aws:sqs:eu-west-1:418273645190:email-outbound",
                                "ApproximateNumberOfMessagesMoved": 412,
                                "ApproximateNumberOfMessagesToMove": 1287,
                                "StartedTimestamp": 1715592910122,
                            }
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    "aws sqs list-message-move-tasks --source-arn arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq"
                ),
                j(
                    {
                        "Results": [
                            {
                                "Status": "COMPLETED",
                                "SourceArn": "arn:aws:sqs:eu-west-1:418273645190:email-outbound-dlq",
                                "DestinationArn": "arn:aws:sqs:eu-west-1:418273645190:email-outbound",
                                "ApproximateNumberOfMessagesMoved": 1287,
                                "ApproximateNumberOfMessagesToMove": 1287,
                                "StartedTimestamp": 1715592910122,
                            }
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    f"aws sqs get-queue-attributes --queue-url {dlq} --attribute-names ApproximateNumberOfMessages ApproximateNumberOfMessagesNotVisible"
                ),
                j(
                    {
                        "Attributes": {
                            "ApproximateNumberOfMessages": "0",
                            "ApproximateNumberOfMessagesNotVisible": "0",
                        }
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    f"aws sqs get-queue-attributes --queue-url {q} --attribute-names ApproximateNumberOfMessages"
                ),
                j({"Attributes": {"ApproximateNumberOfMessages": "903"}}, 4),
            ),
        ],
    )
    wq = "https://sqs.us-east-2.amazonaws.com/418273645190/geocode-jobs"
    sess(
        "sqs",
        True,
        2,
        'Drain the three stuck test messages from geocode-jobs (they have "test": true in the body) and leave real jobs alone.',
        [
            (
                "bash",
                sh(
                    f"aws sqs receive-message --queue-url {wq} --max-number-of-messages 10 --visibility-timeout 60"
                ),
                j(
                    {
                        "Messages": [
                            {
                                "MessageId": uuid("g1"),
                                "ReceiptHandle": "AQEB" + hx("g1rh", 40),
                                "MD5OfBody": hx("g1m", 32),
                                "Body": '{"jobId":"gj-1001","address":"1 Test St","test":true}',
                            },
                            {
                                "MessageId": uuid("g2"),
                                "ReceiptHandle": "AQEB" + hx("g2rh", 40),
                                "MD5OfBody": hx("g2m", 32),
                                "Body": '{"jobId":"gj-88412","address":"221B Baker Street, London"}',
                            },
                            {
                                "MessageId": uuid("g3"),
                                "ReceiptHandle": "AQEB" + hx("g3rh", 40),
                                "MD5OfBody": hx("g3m", 32),
                                "Body": '{"jobId":"gj-1002","address":"2 Test St","test":true}',
                            },
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    f"aws sqs delete-message --queue-url {wq} --receipt-handle AQEB{hx('g1rh', 40)}"
                ),
                "",
            ),
            (
                "bash",
                sh(
                    f"aws sqs delete-message --queue-url {wq} --receipt-handle AQEB{hx('g3rh', 40)}"
                ),
                "",
            ),
            (
                "bash",
                sh(
                    f"aws sqs change-message-visibility --queue-url {wq} --receipt-handle AQEB{hx('g2rh', 40)} --visibility-timeout 0"
                ),
                "",
            ),
            (
                "bash",
                sh(
                    f"aws sqs receive-message --queue-url {wq} --max-number-of-messages 10 --visibility-timeout 60"
                ),
                j(
                    {
                        "Messages": [
                            {
                                "MessageId": uuid("g4"),
                                "ReceiptHandle": "AQEB" + hx("g4rh", 40),
                                "MD5OfBody": hx("g4m", 32),
                                "Body": '{"jobId":"gj-1003","address":"3 Test St","test":true}',
                            },
                        ]
                    },
                    4,
                ),
            ),
            (
                "bash",
                sh(
                    f"aws sqs delete-message --queue-url {wq} --receipt-handle AQEB{hx('g4rh', 40)}"
                ),
                "",
            ),
            (
                "bash",
                sh(
                    f"aws sqs receive-message --queue-url {wq} --max-number-of-messages 10 --visibility-timeout 0 --wait-time-seconds 5"
                ),
                j(
                    {
                        "Messages": [
                            {
                                "MessageId": uuid("g2"),
                                "ReceiptHandle": "AQEB" + hx("g2rh2", 40),
                                "MD5OfBody": hx("g2m", 32),
                                "Body": '{"jobId":"gj-88412","address":"221B Baker Street, London"}',
                            },
                        ]
                    },
                    4,
                ),
            ),
        ],
    )
    exp = lambda op: (
        f"\nAn error occurred (ExpiredToken) when calling the {op} operation: The security token included in the request is expired\n"
    )  # noqa: E731
    cq = "https://sqs.us-east-1.amazonaws.com/418273645190/"
    calls = [
        (
            "bash",
            sh(f"aws sqs get-queue-attributes --queue-url {cq}ledger-events --attribute-names All"),
            exp("GetQueueAttributes"),
        ),
        (
            "bash",
            sh(
                f"aws sqs get-queue-attributes --queue-url {cq}ledger-events-dlq --attribute-names ApproximateNumberOfMessages"
            ),
            exp("GetQueueAttributes"),
        ),
        ("bash", sh("aws sqs list-queues --queue-name-prefix ledger"), exp("ListQueues")),
        (
            "bash",
            sh(
                f"aws sqs receive-message --queue-url {cq}ledger-events-dlq --max-number-of-messages 5 --visibility-timeout 0"
            ),
            exp("ReceiveMessage"),
        ),
        ("bash", sh("aws sqs list-queues --region us-east-1"), exp("ListQueues")),
        (
            "bash",
            sh(
                f"aws sqs get-queue-attributes --queue-url {cq}ledger-events --attribute-names ApproximateNumberOfMessages ApproximateAgeOfOldestMessage"
            ),
            exp("GetQueueAttributes"),
        ),
        (
            "bash",
            sh(
                f"aws sqs receive-message --queue-url {cq}ledger-events-dlq --max-number-of-messages 1"
            ),
            exp("ReceiveMessage"),
        ),
    ]
    sess(
        "sqs",
        False,
        1,
        "How many messages are sitting in ledger-events and its DLQ, and what do the DLQ ones look like?",
        calls,
    )


def pubsub() -> None:
    table = (
        "┌──────────────────────────────────────────────────────────────┬──────────────────┬──────────────┬──────────────────────┬──────────────────┬────────────┐\n"
        "│                             DATA                             │    MESSAGE_ID    │ ORDERING_KEY │      ATTRIBUTES      │ DELIVERY_ATTEMPT │ ACK_STATUS │\n"
        "├──────────────────────────────────────────────────────────────┼──────────────────┼──────────────┼──────────────────────┼──────────────────┼────────────┤\n"
        '│ {"deviceId":"thermo-221","tempC":81.4,"ts":"2024-05-13T09:02Z"} │ 10936291848393012 │              │ schema=v2            │ 5                │ SUCCESS    │\n'
        '│ {"deviceId":"thermo-221","tempC":"NaN","ts":"2024-05-13T09:03Z"} │ 10936291848395501 │              │ schema=v2            │ 5                │ SUCCESS    │\n'
        '│ {"device":"thermo-118","temp":22.9}                           │ 10936291848401177 │              │ schema=v1            │ 5                │ SUCCESS    │\n'
        "└──────────────────────────────────────────────────────────────┴──────────────────┴──────────────┴──────────────────────┴──────────────────┴────────────┘\n"
    )
    sess(
        "pubsub",
        True,
        1,
        "Pull a few messages from the telemetry dead-letter subscription and tell me what's wrong with them.",
        [
            (
                "bash",
                sh("gcloud pubsub subscriptions describe telemetry-ingest --project acme-iot-prod"),
                "ackDeadlineSeconds: 60\ndeadLetterPolicy:\n  deadLetterTopic: projects/acme-iot-prod/topics/telemetry-dlq\n  maxDeliveryAttempts: 5\n"
                "expirationPolicy: {}\nmessageRetentionDuration: 604800s\nname: projects/acme-iot-prod/subscriptions/telemetry-ingest\n"
                "pushConfig: {}\nstate: ACTIVE\ntopic: projects/acme-iot-prod/topics/telemetry\n",
            ),
            (
                "bash",
                sh(
                    "gcloud pubsub subscriptions pull telemetry-dlq-inspect --project acme-iot-prod --limit 3 --auto-ack"
                ),
                table,
            ),
            (
                "bash",
                sh(
                    "gcloud pubsub subscriptions pull telemetry-dlq-inspect --project acme-iot-prod --limit 3 --auto-ack"
                ),
                table.replace("thermo-221", "thermo-307")
                .replace("81.4", "79.8")
                .replace("10936291848393012", "10936291848417730")
                .replace("10936291848395501", "10936291848418841")
                .replace("thermo-118", "thermo-402")
                .replace("10936291848401177", "10936291848420092"),
            ),
            (
                "bash",
                sh(
                    "gcloud pubsub schemas describe telemetry-v2 --project acme-iot-prod --format='value(definition)' | head -12"
                ),
                '{\n  "type": "record",\n  "name": "Telemetry",\n  "fields": [\n    {"name": "deviceId", "type": "string"},\n'
                '    {"name": "tempC", "type": "double"},\n    {"name": "ts", "type": "string"}\n  ]\n}\n',
            ),
        ],
    )
    calls = []
    for sub in [
        "checkout-events-sub",
        "checkout-events-sub",
        "checkout-dlq-sub",
        "payments-events-sub",
        "checkout-events-audit",
        "checkout-events-sub",
        "checkout-dlq-sub",
    ]:
        calls.append(
            ("bash", sh(f"gcloud pubsub subscriptions pull {sub} --limit 10"), "Listed 0 items.\n")
        )
    calls[3] = (
        "bash",
        sh("gcloud pubsub subscriptions pull checkout-dlq-sub --limit 10 --format=json"),
        "[]\n",
    )
    sess(
        "pubsub",
        False,
        1,
        "Checkout events stopped reaching analytics around 8am. Pull some messages from the checkout subscriptions (and the DLQ) to see what's being published.",
        calls,
    )


def servicebus() -> None:
    peek = (
        "seq=1881  enqueued=2024-05-13 06:12:40+00:00  delivery_count=10\n"
        "  dead_letter_reason=MaxDeliveryCountExceeded\n"
        "  dead_letter_error_description=Message could not be consumed after 10 delivery attempts.\n"
        "  application_properties={b'type': b'ShipmentCreated'}\n"
        '  body={"shipmentId":"SHP-44120","carrier":"DHL","weightKg":null}\n'
        "seq=1882  enqueued=2024-05-13 06:12:41+00:00  delivery_count=10\n"
        "  dead_letter_reason=MaxDeliveryCountExceeded\n"
        "  dead_letter_error_description=Message could not be consumed after 10 delivery attempts.\n"
        "  application_properties={b'type': b'ShipmentCreated'}\n"
        '  body={"shipmentId":"SHP-44121","carrier":"UPS","weightKg":null}\n'
    )
    sess(
        "servicebus",
        True,
        1,
        "Why are shipment messages piling up in the Service Bus dead-letter queue of 'shipments'? Peek at them and report the cause.",
        [
            (
                "bash",
                sh(
                    "az servicebus queue show -g logistics-prod --namespace-name sb-logistics-prod -n shipments --query countDetails"
                ),
                j(
                    {
                        "activeMessageCount": 12,
                        "deadLetterMessageCount": 214,
                        "scheduledMessageCount": 0,
                        "transferDeadLetterMessageCount": 0,
                        "transferMessageCount": 0,
                    },
                    2,
                ),
            ),
            (
                "bash",
                sh("python peek_dlq.py --namespace sb-logistics-prod --queue shipments --count 2"),
                peek,
            ),
            (
                "bash",
                sh(
                    "python peek_dlq.py --namespace sb-logistics-prod --queue shipments --count 2 --from-seq 2050"
                ),
                peek.replace("1881", "2050")
                .replace("1882", "2051")
                .replace("44120", "44388")
                .replace("44121", "44390")
                .replace("06:12:4", "08:47:1"),
            ),
            (
                "bash",
                sh(
                    "kubectl -n logistics logs deploy/shipment-consumer --since=1h | grep -m2 Exception"
                ),
                "System.InvalidOperationException: Nullable object must have a value.\n   at Logistics.Shipments.ShipmentHandler.Handle(ShipmentCreated msg) in /src/ShipmentHandler.cs:line 57\n",
            ),
        ],
    )
    exp = "<Error><Code>401</Code><Detail>ExpiredToken: The token is expired. TrackingId:{t}, SystemTracker:sb-billing-prod.servicebus.windows.net:{e}, Timestamp:2024-05-13T09:{m}:02</Detail></Error>"
    calls = []
    for i, (e, cmd) in enumerate(
        [
            (
                "invoices/$DeadLetterQueue",
                "GET https://sb-billing-prod.servicebus.windows.net/invoices/$DeadLetterQueue/messages/head?peekonly=true",
            ),
            (
                "invoices/$DeadLetterQueue",
                "GET https://sb-billing-prod.servicebus.windows.net/invoices/$DeadLetterQueue/messages/head?peekonly=true&timeout=30",
            ),
            (
                "invoices",
                "GET https://sb-billing-prod.servicebus.windows.net/invoices?api-version=2021-05",
            ),
            (
                "payments/$DeadLetterQueue",
                "GET https://sb-billing-prod.servicebus.windows.net/payments/$DeadLetterQueue/messages/head?peekonly=true",
            ),
            (
                "invoices/subscriptions/erp/$DeadLetterQueue",
                "GET https://sb-billing-prod.servicebus.windows.net/invoices/subscriptions/erp/$DeadLetterQueue/messages/head?peekonly=true",
            ),
            (
                "invoices/$DeadLetterQueue",
                "GET https://sb-billing-prod.servicebus.windows.net/invoices/$DeadLetterQueue/messages/head?peekonly=true",
            ),
            (
                "$Resources/queues",
                "GET https://sb-billing-prod.servicebus.windows.net/$Resources/queues?api-version=2021-05",
            ),
        ]
    ):
        method, url = cmd.split(" ", 1)
        calls.append(
            (
                "http_request",
                {
                    "method": method,
                    "url": url,
                    "headers": {
                        "Authorization": "SharedAccessSignature sr=...&sig=...&se=1715580000&skn=agent-read"
                    },
                },
                "HTTP 401 Unauthorized\n"
                + exp.format(t=uuid(f"sbt{i}") + f"_G{i}", e=e, m=f"{10 + 2 * i:02d}"),
            )
        )
    sess(
        "servicebus",
        False,
        1,
        "Peek at the dead-lettered invoice messages in sb-billing-prod and tell me the dead-letter reasons.",
        calls,
    )


def artemis() -> None:
    head = "Connection brokerURL = tcp://artemis-0.mq.prod:61616\n"
    cols = "|NAME                     |ADDRESS                  |CONSUMER_COUNT|MESSAGE_COUNT|MESSAGES_ADDED|DELIVERING_COUNT|MESSAGES_ACKED|SCHEDULED_COUNT|ROUTING_TYPE|\n"
    sess(
        "artemis",
        True,
        1,
        "Check the ActiveMQ Artemis broker: is anything stuck in DLQ or ExpiryQueue, and does the claims.intake queue still have consumers?",
        [
            (
                "bash",
                sh(
                    "artemis queue stat --url tcp://artemis-0.mq.prod:61616 --user ops --password ****"
                ),
                head
                + cols
                + "|DLQ                      |DLQ                      |0             |3            |3             |0               |0             |0              |ANYCAST     |\n"
                "|ExpiryQueue              |ExpiryQueue              |0             |0            |0             |0               |0             |0              |ANYCAST     |\n"
                "|activemq.management.1f2 |activemq.management.1f2 |1             |0            |0             |0               |0             |0              |MULTICAST   |\n"
                "|claims.intake            |claims.intake            |4             |17           |880213        |17              |880196        |0              |ANYCAST     |\n"
                "|claims.notify            |claims.notify            |2             |0            |412001        |0               |412001        |0              |ANYCAST     |\n",
            ),
            (
                "bash",
                sh(
                    "artemis browse --url tcp://artemis-0.mq.prod:61616 --destination queue://DLQ --message-count 3 --verbose | grep -E 'JMSMessageID|_AMQ_ORIG_ADDRESS|Text'"
                ),
                "JMSMessageID:ID:"
                + uuid("amq1")
                + '\n_AMQ_ORIG_ADDRESS=claims.notify\nText: {"claimId":"CLM-2291","channel":"sms","to":"+4479"}\n'
                "JMSMessageID:ID:"
                + uuid("amq2")
                + '\n_AMQ_ORIG_ADDRESS=claims.notify\nText: {"claimId":"CLM-2307","channel":"sms","to":""}\n'
                "JMSMessageID:ID:"
                + uuid("amq3")
                + '\n_AMQ_ORIG_ADDRESS=claims.notify\nText: {"claimId":"CLM-2310","channel":"sms","to":"+44"}\n',
            ),
            (
                "bash",
                sh(
                    "artemis queue stat --url tcp://artemis-0.mq.prod:61616 --queueName claims.intake --field CONSUMER_COUNT --operation GREATER_THAN --value 0"
                ),
                head
                + cols
                + "|claims.intake            |claims.intake            |4             |9            |880240        |9               |880231        |0              |ANYCAST     |\n",
            ),
        ],
    )


# ---------------------------------------------------------------- security telemetry


def ev(ts, et, src, sp, dst, dp, proto, extra, fid):
    d = {
        "timestamp": ts,
        "flow_id": fid,
        "in_iface": "ens5",
        "event_type": et,
        "src_ip": src,
        "src_port": sp,
        "dest_ip": dst,
        "dest_port": dp,
        "proto": proto,
    }
    d.update(extra)
    return json.dumps(d)


def suricata() -> None:
    a1 = ev(
        "2024-05-13T03:12:44.118305+0000",
        "alert",
        "10.20.4.17",
        49822,
        "185.220.101.4",
        443,
        "TCP",
        {
            "alert": {
                "action": "allowed",
                "gid": 1,
                "signature_id": 2522004,
                "rev": 1422,
                "signature": "ET TOR Known Tor Relay/Router (Not Exit) Node Traffic group 3",
                "category": "Misc Attack",
                "severity": 2,
            },
            "app_proto": "tls",
        },
        1088214411962712,
    )
    a2 = ev(
        "2024-05-13T03:12:51.904112+0000",
        "alert",
        "10.20.4.17",
        49830,
        "185.220.101.4",
        443,
        "TCP",
        {
            "alert": {
                "action": "allowed",
                "gid": 1,
                "signature_id": 2522004,
                "rev": 1422,
                "signature": "ET TOR Known Tor Relay/Router (Not Exit) Node Traffic group 3",
                "category": "Misc Attack",
                "severity": 2,
            },
            "app_proto": "tls",
        },
        1290331887104431,
    )
    tls = ev(
        "2024-05-13T03:12:44.402117+0000",
        "tls",
        "10.20.4.17",
        49822,
        "185.220.101.4",
        443,
        "TCP",
        {
            "tls": {
                "subject": "CN=www.7vq2hqn3kd.com",
                "issuerdn": "CN=www.lm4xbkxw5.net",
                "serial": "7D:11:A4:0E:52:38:19:21",
                "fingerprint": "3a:0c:91:4d:88:be:02:71:aa:c3:6e:1f:42:09:5b:dd:e0:7f:13:22",
                "sni": "www.t3sj5pzq.com",
                "version": "TLS 1.2",
                "notbefore": "2024-02-11T00:00:00",
                "notafter": "2025-01-29T00:00:00",
            }
        },
        1088214411962712,
    )
    sess(
        "suricata",
        True,
        1,
        "Suricata flagged something on 10.20.4.17 overnight. Pull the alerts, the TLS details of the flows, and check the process on the host.",
        [
            (
                "bash",
                sh(
                    'jq -c \'select(.event_type=="alert" and .src_ip=="10.20.4.17")\' /var/log/suricata/eve.json'
                ),
                a1 + "\n" + a2 + "\n",
            ),
            (
                "bash",
                sh(
                    "jq -c 'select(.event_type==\"tls\" and .flow_id==1088214411962712)' /var/log/suricata/eve.json"
                ),
                tls + "\n",
            ),
            (
                "bash",
                sh(
                    'jq -c \'select(.event_type=="flow" and .src_ip=="10.20.4.17" and .dest_ip=="185.220.101.4") | {start:.flow.start, bytes_toserver:.flow.bytes_toserver, bytes_toclient:.flow.bytes_toclient}\' /var/log/suricata/eve.json'
                ),
                '{"start":"2024-05-13T03:12:44.101833+0000","bytes_toserver":18442,"bytes_toclient":204118}\n{"start":"2024-05-13T03:12:51.890040+0000","bytes_toserver":9311,"bytes_toclient":7720}\n',
            ),
            (
                "osquery",
                {
                    "host": "ws-4417",
                    "sql": "SELECT p.pid, p.name, p.path, p.cmdline FROM process_open_sockets s JOIN processes p USING (pid) WHERE s.remote_address = '185.220.101.4';",
                },
                j(
                    [
                        {
                            "pid": "7712",
                            "name": "tor.exe",
                            "path": "C:\\Users\\jtan\\Desktop\\Tor Browser\\Browser\\TorBrowser\\Tor\\tor.exe",
                            "cmdline": '"tor.exe" -f torrc --DataDirectory ..\\Data\\Tor',
                        }
                    ]
                ),
            ),
            (
                "bash",
                sh("sudo suricatasc -c reload-rules"),
                '{"message": "done", "return": "OK"}\n',
            ),
        ],
    )
    dns = ev(
        "2024-05-13T08:01:12.220931+0000",
        "dns",
        "10.20.8.33",
        53211,
        "10.20.0.2",
        53,
        "UDP",
        {
            "dns": {
                "type": "query",
                "id": 44120,
                "rrname": "update.anydesk.com",
                "rrtype": "A",
                "tx_id": 0,
            }
        },
        2011234009123,
    )
    sess(
        "suricata",
        True,
        2,
        "Did 10.20.8.33 trigger any ET MALWARE or ET TROJAN signatures in the last day? If not, say what it did talk to.",
        [
            (
                "bash",
                sh(
                    'jq -c \'select(.event_type=="alert" and (.src_ip=="10.20.8.33" or .dest_ip=="10.20.8.33") and (.alert.signature|test("^ET (MALWARE|TROJAN)")))\' /var/log/suricata/eve.json /var/log/suricata/eve.json.1'
                ),
                "",
            ),
            (
                "bash",
                sh(
                    'jq -c \'select(.event_type=="alert" and (.src_ip=="10.20.8.33" or .dest_ip=="10.20.8.33")) | .alert.signature\' /var/log/suricata/eve.json /var/log/suricata/eve.json.1 | sort | uniq -c'
                ),
                '      2 "ET INFO Observed DNS Query to .cloud TLD"\n      1 "ET POLICY Remote Desktop Software AnyDesk Domain in DNS Lookup"\n',
            ),
            (
                "bash",
                sh(
                    'jq -c \'select(.event_type=="dns" and .src_ip=="10.20.8.33" and .dns.type=="query")\' /var/log/suricata/eve.json | head -1'
                ),
                dns + "\n",
            ),
            (
                "bash",
                sh(
                    'jq -r \'select(.event_type=="dns" and .src_ip=="10.20.8.33" and .dns.type=="query") | .dns.rrname\' /var/log/suricata/eve.json /var/log/suricata/eve.json.1 | sort | uniq -c | sort -rn | head'
                ),
                "    412 outlook.office365.com\n    208 teams.microsoft.com\n     97 update.anydesk.com\n     31 api.nuget.org\n     12 status.acme-intranet.cloud\n      4 ocsp.digicert.com\n",
            ),
        ],
    )
    calls = [
        (
            "bash",
            sh(
                "jq -c 'select(.event_type==\"alert\" and .alert.severity==1)' /var/log/suricata/eve.json | tail -20"
            ),
            "",
        ),
        (
            "bash",
            sh("jq -c 'select(.event_type==\"alert\")' /var/log/suricata/eve.json | tail -5"),
            "",
        ),
        (
            "bash",
            sh(
                "jq -c 'select(.event_type==\"alert\" and .dest_port==3389)' /var/log/suricata/eve.json"
            ),
            "",
        ),
        ("bash", sh('grep -c \'"event_type":"alert"\' /var/log/suricata/eve.json'), "0\n"),
        ("bash", sh("jq -c 'select(.event_type==\"ssh\")' /var/log/suricata/eve.json | head"), ""),
        (
            "bash",
            sh("jq -c 'select(.src_ip==\"10.20.12.5\")' /var/log/suricata/eve.json | head"),
            "",
        ),
        (
            "bash",
            sh(
                'jq -c \'select(.event_type=="alert" and (.alert.signature|test("SCAN")))\' /var/log/suricata/eve.json'
            ),
            "",
        ),
        ("bash", sh("tail -3 /var/log/suricata/eve.json"), ""),
    ]
    sess(
        "suricata",
        False,
        1,
        "Someone reports RDP brute forcing against the jump host 10.20.12.5 this morning. What did Suricata see?",
        calls,
    )


ZHDR = "#separator \\x09\n#set_separator\t,\n#empty_field\t(empty)\n#unset_field\t-\n#path\t{p}\n#open\t2024-05-13-09-00-00\n"


def zeek() -> None:
    sess(
        "zeek",
        True,
        1,
        "Which internal hosts made the most outbound connections to port 445 today, and to where?",
        [
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-13/conn.*.log.gz | zeek-cut id.orig_h id.resp_h id.resp_p | awk '$3==445 && $2 !~ /^10\\./' | sort | uniq -c | sort -rn | head"
                ),
                "     41 10.30.2.118\t203.0.113.77\t445\n      2 10.30.5.14\t198.51.100.9\t445\n",
            ),
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-13/conn.*.log.gz | zeek-cut -d ts uid id.orig_h id.resp_h id.resp_p conn_state duration orig_bytes resp_bytes | grep 203.0.113.77 | head -4"
                ),
                "2024-05-13T07:41:02+0000\tCx8Rz24kT9Lq0a1Bf\t10.30.2.118\t203.0.113.77\t445\tS0\t-\t-\t-\n"
                "2024-05-13T07:41:05+0000\tCyQ2n41dLk0eP6Zx9\t10.30.2.118\t203.0.113.77\t445\tS0\t-\t-\t-\n"
                "2024-05-13T07:41:11+0000\tCm5Tq0Rw8Hj3Vb2Na\t10.30.2.118\t203.0.113.77\t445\tREJ\t0.000412\t0\t0\n"
                "2024-05-13T07:41:23+0000\tCa7Lp9Xc1Wd4Ke8Mu\t10.30.2.118\t203.0.113.77\t445\tS0\t-\t-\t-\n",
            ),
            (
                "bash",
                sh("zcat /opt/zeek/logs/2024-05-13/dns.*.log.gz | head -9"),
                ZHDR.format(p="dns")
                + "#fields\tts\tuid\tid.orig_h\tid.orig_p\tid.resp_h\tid.resp_p\tproto\ttrans_id\tquery\tqtype_name\trcode_name\tanswers\n"
                "#types\ttime\tstring\taddr\tport\taddr\tport\tenum\tcount\tstring\tstring\tstring\tvector[string]\n"
                "1715583661.220931\tCk2Jd81aPq3Ls9Tw1\t10.30.2.118\t55012\t10.30.0.2\t53\tudp\t40122\tfiles.partner-share.example\tA\tNOERROR\t203.0.113.77\n",
            ),
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-13/conn.*.log.gz | zeek-cut id.orig_h id.resp_p | awk '$2==445' | grep -c 10.30.5.14"
                ),
                "2\n",
            ),
        ],
    )
    sess(
        "zeek",
        True,
        2,
        "Threat intel says the domain cdn-telemetry-sync.net is a C2. Did anything in our network resolve it or connect to its IPs (45.141.87.20, 45.141.87.21) this week?",
        [
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-{07..13}/dns.*.log.gz | zeek-cut query | grep -c cdn-telemetry-sync.net"
                ),
                "0\n",
            ),
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-{07..13}/conn.*.log.gz | zeek-cut id.orig_h id.resp_h | grep -E '45\\.141\\.87\\.2[01]'"
                ),
                "",
            ),
            (
                "bash",
                sh("ls /opt/zeek/logs/ | tail -8"),
                "2024-05-06\n2024-05-07\n2024-05-08\n2024-05-09\n2024-05-10\n2024-05-11\n2024-05-12\n2024-05-13\n",
            ),
            (
                "bash",
                sh(
                    "zcat /opt/zeek/logs/2024-05-{07..13}/ssl.*.log.gz | zeek-cut server_name | grep -c telemetry-sync"
                ),
                "0\n",
            ),
            ("bash", sh("zcat /opt/zeek/logs/2024-05-13/conn.*.log.gz | wc -l"), "4418207\n"),
        ],
    )
    calls = []
    for p in [
        "2024-05-13/dns.*.log.gz",
        "2024-05-13/conn.*.log.gz",
        "2024-05-12/dns.*.log.gz",
        "current/dns.log",
        "2024-05-13/http.*.log.gz",
        "2024-05-13/ssl.*.log.gz",
        "2024-05-11/dns.*.log.gz",
    ]:
        if p.startswith("current"):
            calls.append(
                (
                    "bash",
                    sh(f"cat /opt/zeek/logs/{p} | zeek-cut ts id.orig_h query | grep -i dropbox"),
                    f"cat: /opt/zeek/logs/{p}: No such file or directory\n",
                )
            )
        else:
            calls.append(
                (
                    "bash",
                    sh(f"zcat /opt/zeek/logs/{p} | zeek-cut ts id.orig_h query | grep -i dropbox"),
                    f"gzip: /opt/zeek/logs/{p}: No such file or directory\n",
                )
            )
    sess(
        "zeek",
        False,
        1,
        "Data-loss team wants every host that looked up or connected to dropbox.com in the past three days, from Zeek.",
        calls,
    )


def wazuh() -> None:
    W = "https://wazuh-manager.sec:55000"
    sess(
        "wazuh",
        True,
        1,
        "Two Wazuh agents on the payment hosts went quiet. Find which ones are disconnected, restart them, and confirm they're active again.",
        [
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{W}/agents?status=disconnected&select=id,name,ip,lastKeepAlive,version",
                },
                j(
                    {
                        "data": {
                            "affected_items": [
                                {
                                    "id": "014",
                                    "name": "pay-app-01",
                                    "ip": "10.40.1.21",
                                    "lastKeepAlive": "2024-05-13T06:02:11+00:00",
                                    "version": "Wazuh v4.7.3",
                                },
                                {
                                    "id": "015",
                                    "name": "pay-app-02",
                                    "ip": "10.40.1.22",
                                    "lastKeepAlive": "2024-05-13T06:02:14+00:00",
                                    "version": "Wazuh v4.7.3",
                                },
                            ],
                            "total_affected_items": 2,
                            "total_failed_items": 0,
                            "failed_items": [],
                        },
                        "message": "All selected agents information was returned",
                        "error": 0,
                    }
                ),
            ),
            (
                "http_request",
                {"method": "PUT", "url": f"{W}/agents/restart?agents_list=014,015"},
                j(
                    {
                        "data": {
                            "affected_items": ["014", "015"],
                            "total_affected_items": 2,
                            "total_failed_items": 0,
                            "failed_items": [],
                        },
                        "message": "Restart command was sent to all agents",
                        "error": 0,
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{W}/agents?agents_list=014,015&select=id,name,status,lastKeepAlive",
                },
                j(
                    {
                        "data": {
                            "affected_items": [
                                {
                                    "id": "014",
                                    "name": "pay-app-01",
                                    "status": "disconnected",
                                    "lastKeepAlive": "2024-05-13T06:02:11+00:00",
                                },
                                {
                                    "id": "015",
                                    "name": "pay-app-02",
                                    "status": "active",
                                    "lastKeepAlive": "2024-05-13T09:41:02+00:00",
                                },
                            ],
                            "total_affected_items": 2,
                            "total_failed_items": 0,
                            "failed_items": [],
                        },
                        "message": "All selected agents information was returned",
                        "error": 0,
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{W}/agents?agents_list=014&select=id,name,status,lastKeepAlive",
                },
                j(
                    {
                        "data": {
                            "affected_items": [
                                {
                                    "id": "014",
                                    "name": "pay-app-01",
                                    "status": "active",
                                    "lastKeepAlive": "2024-05-13T09:42:30+00:00",
                                }
                            ],
                            "total_affected_items": 1,
                            "total_failed_items": 0,
                            "failed_items": [],
                        },
                        "message": "All selected agents information was returned",
                        "error": 0,
                    }
                ),
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{W}/sca/014?select=policy_id,name,pass,fail,score"},
                j(
                    {
                        "data": {
                            "affected_items": [
                                {
                                    "policy_id": "cis_ubuntu22-04",
                                    "name": "CIS Ubuntu Linux 22.04 LTS Benchmark v1.0.0.",
                                    "pass": 118,
                                    "fail": 61,
                                    "score": 65,
                                }
                            ],
                            "total_affected_items": 1,
                            "total_failed_items": 0,
                            "failed_items": [],
                        },
                        "message": "All selected sca information was returned",
                        "error": 0,
                    }
                ),
            ),
        ],
    )
    un = "HTTP 401\n" + j({"title": "Unauthorized", "detail": "Invalid token"})
    calls = [
        ("http_request", {"method": m, "url": W + u}, un)
        for m, u in [
            ("GET", "/agents?status=active&q=os.platform=windows&select=id,name"),
            ("GET", "/syscheck/001?q=file~ssh"),
            ("GET", "/agents?status=active&limit=500"),
            ("GET", "/vulnerability/001?q=severity=Critical"),
            ("GET", "/syscheck/002?q=file~authorized_keys"),
            ("GET", "/rootcheck/001"),
            ("GET", "/manager/info"),
        ]
    ]
    sess(
        "wazuh",
        False,
        1,
        "Use Wazuh FIM to tell me whether any server's authorized_keys or sshd_config changed in the last 48 hours.",
        calls,
    )


def osquery() -> None:
    sess(
        "osquery",
        True,
        1,
        "On build-agent-07, list the kernel modules loaded since boot that aren't from the distro, and any cron entries added by non-root users.",
        [
            (
                "osquery",
                {
                    "host": "build-agent-07",
                    "sql": "SELECT name, size, used_by, status FROM kernel_modules WHERE name NOT IN (SELECT name FROM kernel_modules WHERE status='Live' AND used_by != '-') LIMIT 5;",
                },
                j(
                    [
                        {"name": "vboxdrv", "size": "696320", "used_by": "-", "status": "Live"},
                        {"name": "nvidia_uvm", "size": "1523712", "used_by": "-", "status": "Live"},
                    ]
                ),
            ),
            (
                "osquery",
                {
                    "host": "build-agent-07",
                    "sql": "SELECT * FROM crontab WHERE path LIKE '/var/spool/cron/crontabs/%' AND path NOT LIKE '%/root';",
                },
                j(
                    [
                        {
                            "event": "",
                            "minute": "*/5",
                            "hour": "*",
                            "day_of_month": "*",
                            "month": "*",
                            "day_of_week": "*",
                            "command": "/home/ci/bin/cleanup-workspaces.sh >/dev/null 2>&1",
                            "path": "/var/spool/cron/crontabs/ci",
                        }
                    ]
                ),
            ),
            (
                "osquery",
                {
                    "host": "build-agent-07",
                    "sql": "SELECT path, mtime, sha256 FROM hash JOIN file USING (path) WHERE path = '/home/ci/bin/cleanup-workspaces.sh';",
                },
                j(
                    [
                        {
                            "path": "/home/ci/bin/cleanup-workspaces.sh",
                            "mtime": "1709213442",
                            "sha256": hx("cleanup script", 64),
                        }
                    ]
                ),
            ),
            (
                "osquery",
                {
                    "host": "build-agent-07",
                    "sql": "SELECT name, version, source FROM deb_packages WHERE name LIKE 'virtualbox%' OR name LIKE 'nvidia-dkms%';",
                },
                j(
                    [
                        {
                            "name": "nvidia-dkms-535",
                            "version": "535.171.04-0ubuntu0.22.04.1",
                            "source": "nvidia-graphics-drivers-535",
                        },
                        {
                            "name": "virtualbox-dkms",
                            "version": "6.1.50-dfsg-1~ubuntu1.22.04.1",
                            "source": "virtualbox",
                        },
                    ]
                ),
            ),
        ],
    )
    sess(
        "osquery",
        True,
        2,
        "Is anything listening on port 6379 or 11211 on the web tier (web-01..03)? Those should be closed.",
        [
            (
                "osquery",
                {
                    "host": "web-01",
                    "sql": "SELECT pid, port, address FROM listening_ports WHERE port IN (6379, 11211);",
                },
                "[\n\n]",
            ),
            (
                "osquery",
                {
                    "host": "web-02",
                    "sql": "SELECT pid, port, address FROM listening_ports WHERE port IN (6379, 11211);",
                },
                "[\n\n]",
            ),
            (
                "osquery",
                {
                    "host": "web-03",
                    "sql": "SELECT pid, port, address FROM listening_ports WHERE port IN (6379, 11211);",
                },
                j([{"pid": "1187", "port": "11211", "address": "127.0.0.1"}]),
            ),
            (
                "osquery",
                {
                    "host": "web-03",
                    "sql": "SELECT name, path, cmdline, start_time FROM processes WHERE pid = 1187;",
                },
                j(
                    [
                        {
                            "name": "memcached",
                            "path": "/usr/bin/memcached",
                            "cmdline": "/usr/bin/memcached -m 64 -p 11211 -u memcache -l 127.0.0.1 -P /var/run/memcached/memcached.pid",
                            "start_time": "1714985210",
                        }
                    ]
                ),
            ),
            (
                "osquery",
                {
                    "host": "web-03",
                    "sql": "SELECT name, version FROM deb_packages WHERE name = 'memcached';",
                },
                j([{"name": "memcached", "version": "1.6.14-1ubuntu0.1"}]),
            ),
        ],
    )


def malscan() -> None:
    sess(
        "malscan",
        True,
        1,
        "Scan today's uploads folder with our YARA rules and ClamAV and tell me if anything is malicious.",
        [
            ("bash", sh("yara -r -w /opt/rules/index.yar /srv/uploads/2024-05-13"), ""),
            ("bash", sh("ls /srv/uploads/2024-05-13 | wc -l"), "42\n"),
            (
                "bash",
                sh("clamscan -r --infected /srv/uploads/2024-05-13"),
                "\n----------- SCAN SUMMARY -----------\nKnown viruses: 8701234\nEngine version: 1.0.5\nScanned directories: 1\nScanned files: 42\nInfected files: 0\n"
                "Data scanned: 118.23 MB\nData read: 97.10 MB (ratio 1.22:1)\nTime: 31.408 sec (0 m 31 s)\nStart Date: 2024:05:13 09:01:12\nEnd Date:   2024:05:13 09:01:43\n",
            ),
            (
                "bash",
                sh("sigtool --info /var/lib/clamav/daily.cld | head -3"),
                "File: /var/lib/clamav/daily.cld\nBuild time: 12 May 2024 08:24 +0000\nVersion: 27273\n",
            ),
        ],
    )
    sess(
        "malscan",
        True,
        2,
        "The mail gateway quarantined nothing but a user says an attachment looked odd. Update ClamAV signatures, scan /srv/mail-attachments/2024-05-13, and quarantine anything detected.",
        [
            (
                "bash",
                sh("sudo freshclam"),
                "ClamAV update process started at Mon May 13 09:05:11 2024\ndaily database available for update (local version: 27273, remote version: 27274)\n"
                "Current database is 1 version behind.\nDownloading database patch # 27274...\nTime:    0.4s, ETA:    0.0s [========================>]    6.41KiB/6.41KiB\n"
                "Testing database: '/var/lib/clamav/tmp.5a2b1/clamav-"
                + hx("fc", 32)
                + ".tmp-daily.cld' ...\nDatabase test passed.\ndaily.cld updated (version: 27274, sigs: 2060711, f-level: 90, builder: raynman)\n"
                "main.cvd database is up-to-date (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\nbytecode.cvd database is up-to-date (version: 335, sigs: 86, f-level: 90, builder: raynman)\n",
            ),
            (
                "bash",
                sh("clamscan -r --infected /srv/mail-attachments/2024-05-13"),
                "/srv/mail-attachments/2024-05-13/msg-88120/Remittance_0513.xlsm: Doc.Downloader.Emotet-10019621-0 FOUND\n\n----------- SCAN SUMMARY -----------\n"
                "Known viruses: 8708224\nEngine version: 1.0.5\nScanned directories: 214\nScanned files: 388\nInfected files: 1\nData scanned: 402.77 MB\n"
                "Data read: 311.06 MB (ratio 1.29:1)\nTime: 84.201 sec (1 m 24 s)\nStart Date: 2024:05:13 09:05:40\nEnd Date:   2024:05:13 09:07:04\n",
            ),
            (
                "bash",
                sh(
                    "yara -s /opt/rules/maldoc.yar /srv/mail-attachments/2024-05-13/msg-88120/Remittance_0513.xlsm"
                ),
                "Office_AutoOpen_Macro /srv/mail-attachments/2024-05-13/msg-88120/Remittance_0513.xlsm\n0x1a2f:$auto: Workbook_Open\n0x2c10:$s1: URLDownloadToFileA\n",
            ),
            (
                "bash",
                sh(
                    "sudo mv /srv/mail-attachments/2024-05-13/msg-88120/Remittance_0513.xlsm /var/quarantine/ && sudo chmod 000 /var/quarantine/Remittance_0513.xlsm"
                ),
                "",
            ),
            (
                "bash",
                sh(
                    "grep -l 'msg-88120' /var/log/mailgw/delivery.log | xargs grep 'msg-88120' | head -2"
                ),
                "May 13 07:58:12 mgw01 deliver[2281]: msg-88120 from=<billing@acme-remit.co> to=<a.hughes@ourco.com> status=delivered size=88213\n",
            ),
        ],
    )
    down = "ERROR: Could not connect to clamd on LocalSocket /var/run/clamav/clamd.ctl: No such file or directory\n\n----------- SCAN SUMMARY -----------\nInfected files: 0\nTotal errors: 1\nTime: 0.001 sec (0 m 0 s)\nStart Date: 2024:05:13 10:{m}:0{s}\nEnd Date:   2024:05:13 10:{m}:0{s}\n"
    paths = [
        "/srv/share/finance",
        "/srv/share/finance/Q2",
        "/srv/share/hr",
        "/srv/share/finance/invoices/2024-05",
        "/srv/share/legal",
        "/srv/share/finance/Q2/board.xlsx",
        "/srv/share/sales",
        "/srv/share",
    ]
    calls = [
        ("bash", sh(f"clamdscan --multiscan --fdpass {p}"), down.format(m=f"{10 + i:02d}", s=i))
        for i, p in enumerate(paths)
    ]
    sess(
        "malscan",
        False,
        1,
        "Ransomware alert on the file server: scan the shared folders with clamd and list anything infected.",
        calls,
    )


def velociraptor() -> None:
    sess(
        "velociraptor",
        True,
        1,
        "Run a Velociraptor hunt for the scheduled task named 'OneDriveUpdaterSvc' across Windows endpoints and tell me which hosts have it.",
        [
            (
                "bash",
                sh(
                    "velociraptor --api_config api.config.yaml query \"SELECT count() AS n FROM clients() WHERE os_info.system = 'windows' GROUP BY 1\" --format json"
                ),
                j([{"n": 312}]),
            ),
            (
                "bash",
                sh(
                    "velociraptor --api_config api.config.yaml query \"SELECT hunt(artifacts='Windows.System.TaskScheduler', description='OneDriveUpdaterSvc sweep', expires=now() + 7200) AS Hunt FROM scope()\" --format json"
                ),
                j(
                    [
                        {
                            "Hunt": {
                                "HuntId": "H.CP3K1L8Q2ABNG",
                                "hunt_description": "OneDriveUpdaterSvc sweep",
                                "state": "RUNNING",
                                "artifacts": ["Windows.System.TaskScheduler"],
                            }
                        }
                    ]
                ),
            ),
            (
                "bash",
                sh(
                    "velociraptor --api_config api.config.yaml query \"SELECT * FROM hunts(hunt_id='H.CP3K1L8Q2ABNG')\" --format json | jq '.[0].stats'"
                ),
                j(
                    {
                        "total_clients_scheduled": 298,
                        "total_clients_with_results": 140,
                        "total_clients_with_errors": 0,
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "velociraptor --api_config api.config.yaml query \"SELECT * FROM hunts(hunt_id='H.CP3K1L8Q2ABNG')\" --format json | jq '.[0].stats'"
                ),
                j(
                    {
                        "total_clients_scheduled": 298,
                        "total_clients_with_results": 291,
                        "total_clients_with_errors": 2,
                    }
                ),
            ),
            (
                "bash",
                sh(
                    "velociraptor --api_config api.config.yaml query \"SELECT ClientId, Fqdn, OSPath, Command, Arguments FROM hunt_results(hunt_id='H.CP3K1L8Q2ABNG', artifact='Windows.System.TaskScheduler/Analysis') WHERE OSPath =~ 'OneDriveUpdaterSvc'\" --format json"
                ),
                j(
                    [
                        {
                            "ClientId": "C.4f21a90c3be1d7e2",
                            "Fqdn": "FIN-LT-0142.corp.local",
                            "OSPath": "C:\\Windows\\System32\\Tasks\\OneDriveUpdaterSvc",
                            "Command": "C:\\ProgramData\\odus\\odus.exe",
                            "Arguments": "-k netsvcs",
                        },
                        {
                            "ClientId": "C.9bd03e71a2f48c15",
                            "Fqdn": "FIN-LT-0177.corp.local",
                            "OSPath": "C:\\Windows\\System32\\Tasks\\OneDriveUpdaterSvc",
                            "Command": "C:\\ProgramData\\odus\\odus.exe",
                            "Arguments": "-k netsvcs",
                        },
                    ]
                ),
            ),
        ],
    )
    calls = []
    for q in [
        "SELECT ClientId, Fqdn FROM hunt_results(hunt_id='H.CP41ZR0T7MQ3E', artifact='Windows.Detection.Amcache') WHERE Name =~ 'rclone'",
        "SELECT * FROM hunt_results(hunt_id='H.CP41ZR0T7MQ3E', artifact='Windows.Detection.Amcache') LIMIT 5",
        "SELECT client_id, os_info.fqdn FROM clients(search='host:FIN-')",
        "SELECT * FROM hunt_results(hunt_id='H.CP41ZR0T7MQ3E') LIMIT 5",
        "SELECT client_id FROM clients() LIMIT 10",
        "SELECT * FROM hunts() WHERE hunt_id = 'H.CP41ZR0T7MQ3E'",
        "SELECT * FROM hunt_results(hunt_id='H.CP41ZR0T7MQ3E', artifact='Windows.Detection.Amcache') WHERE Name =~ 'rclone|mega'",
    ]:
        calls.append(
            (
                "bash",
                sh(
                    f'velociraptor --api_config api.config.yaml --org root query "{q}" --format json'
                ),
                "[]\n",
            )
        )
    sess(
        "velociraptor",
        False,
        1,
        "Check yesterday's Amcache hunt H.CP41ZR0T7MQ3E for rclone or MEGAsync on finance laptops.",
        calls,
    )


# ---------------------------------------------------------------- insurance back ends


def guidewire() -> None:
    G = "https://cc.acmeins.guidewire.net/rest/claim/v1"
    cid = "cc:" + str(num("gw claim", 5))
    claim = {
        "data": {
            "attributes": {
                "id": cid,
                "claimNumber": "235-53-365870",
                "lossDate": "2024-05-09T16:30:00.000Z",
                "reportedDate": "2024-05-10T08:12:00.000Z",
                "lossType": {"code": "AUTO", "name": "Auto"},
                "lossCause": {"code": "vehcollision", "name": "Collision with motor vehicle"},
                "state": {"code": "open", "name": "Open"},
                "policyNumber": "PA-000918273",
                "assignedUser": {"displayName": "Priya Nair", "id": "demo_sample:8"},
                "description": "Insured rear-ended at junction of A40 and Western Ave.",
            },
            "checksum": "3",
            "links": {
                "self": {"href": f"/claim/v1/claims/{cid}", "methods": ["get", "patch"]},
                "exposures": {
                    "href": f"/claim/v1/claims/{cid}/exposures",
                    "methods": ["get", "post"],
                },
            },
        }
    }
    exps = {
        "count": 2,
        "data": [
            {
                "attributes": {
                    "id": "cc:7781",
                    "exposureType": {"code": "VehicleDamage", "name": "Vehicle Damage"},
                    "coverage": {"displayName": "Collision"},
                    "state": {"code": "open", "name": "Open"},
                    "claimant": {"displayName": "Daniel Okafor"},
                    "reserveAmount": {"amount": "4200.00", "currency": "gbp"},
                }
            },
            {
                "attributes": {
                    "id": "cc:7782",
                    "exposureType": {"code": "BodilyInjuryDamage", "name": "Bodily Injury"},
                    "coverage": {"displayName": "Liability - Bodily Injury"},
                    "state": {"code": "open", "name": "Open"},
                    "claimant": {"displayName": "Hannah Lee"},
                    "reserveAmount": {"amount": "12500.00", "currency": "gbp"},
                }
            },
        ],
        "links": {
            "self": {"href": f"/claim/v1/claims/{cid}/exposures", "methods": ["get", "post"]}
        },
    }
    sess(
        "guidewire",
        True,
        1,
        "Summarize claim 235-53-365870 for the adjuster handover: open exposures, reserves, and add a note that the file is being reassigned to Tom Reyes.",
        [
            (
                "http_request",
                {
                    "method": "POST",
                    "url": f"{G}/search/claims",
                    "body": {"data": {"attributes": {"claimNumber": "235-53-365870"}}},
                },
                j(
                    {
                        "count": 1,
                        "data": [
                            {
                                "attributes": {
                                    "id": cid,
                                    "claimNumber": "235-53-365870",
                                    "lossDate": "2024-05-09T16:30:00.000Z",
                                    "state": {"code": "open", "name": "Open"},
                                }
                            }
                        ],
                    }
                ),
            ),
            ("http_request", {"method": "GET", "url": f"{G}/claims/{cid}"}, j(claim)),
            ("http_request", {"method": "GET", "url": f"{G}/claims/{cid}/exposures"}, j(exps)),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": f"{G}/claims/{cid}/notes",
                    "body": {
                        "data": {
                            "attributes": {
                                "body": "File being reassigned to Tom Reyes (handover 13 May).",
                                "subject": "Reassignment",
                                "topic": {"code": "general"},
                            }
                        }
                    },
                },
                j(
                    {
                        "data": {
                            "attributes": {
                                "id": "cc:90412",
                                "subject": "Reassignment",
                                "body": "File being reassigned to Tom Reyes (handover 13 May).",
                                "author": {"displayName": "API Integration"},
                                "createdDate": "2024-05-13T09:51:02.118Z",
                                "topic": {"code": "general", "name": "General"},
                            },
                            "checksum": "0",
                        }
                    }
                ),
            ),
        ],
    )
    page = lambda off, ids, nxt: j(
        {
            "count": len(ids),
            "data": [
                {
                    "attributes": {
                        "id": f"cc:{i}",
                        "subject": s,
                        "status": {"code": "open", "name": "Open"},
                        "dueDate": d,
                        "assignedUser": {"displayName": "Priya Nair"},
                    }
                }
                for i, s, d in ids
            ],  # noqa: E731
            "links": (
                {"next": {"href": f"/claim/v1/claims/{cid}/activities?pageOffset={nxt}"}}
                if nxt
                else {}
            )
            | {"self": {"href": f"/claim/v1/claims/{cid}/activities?pageOffset={off}"}},
        }
    )
    sess(
        "guidewire",
        True,
        2,
        "List every open activity on claim 235-53-365870 that is overdue as of today (13 May 2024).",
        [
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{G}/claims/{cid}/activities?filter=status:in:open&pageSize=3",
                },
                page(
                    0,
                    [
                        (5101, "Contact claimant", "2024-05-11"),
                        (5102, "Obtain police report", "2024-05-17"),
                        (5104, "Review repair estimate", "2024-05-12"),
                    ],
                    3,
                ),
            ),
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{G}/claims/{cid}/activities?filter=status:in:open&pageSize=3&pageOffset=3",
                },
                page(
                    3,
                    [
                        (5107, "Make first contact with injured party", "2024-05-13"),
                        (5110, "Set reserves", "2024-05-10"),
                        (5111, "Verify coverage", "2024-05-20"),
                    ],
                    6,
                ),
            ),
            (
                "http_request",
                {
                    "method": "GET",
                    "url": f"{G}/claims/{cid}/activities?filter=status:in:open&pageSize=3&pageOffset=6",
                },
                page(6, [(5120, "Request medical records", "2024-05-24")], None),
            ),
        ],
    )
    mpage = (
        'HTTP 503 Service Unavailable\n<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>ClaimCenter - Scheduled Maintenance</title></head>\n'
        '<body><div class="gw-maint"><h1>We\'ll be back soon</h1><p>ClaimCenter is undergoing scheduled maintenance. Please try again later.</p>'
        '<p class="ref">Reference: maint-window-2024-05-13</p></div></body></html>\n'
    )
    calls = [
        ("http_request", {"method": m, "url": G + u}, mpage)
        for m, u in [
            ("GET", "/claims?filter=lossDate:gt:2024-05-06&filter=lossType:eq:PR"),
            ("GET", "/claims?filter=lossType:eq:PR&pageSize=50"),
            ("POST", "/search/claims"),
            ("GET", "/claims?filter=lossDate:gt:2024-05-06"),
            ("GET", "/claims/cc:30218/exposures"),
            ("GET", "/claims?filter=lossCause:eq:hail"),
            ("GET", "/claims?filter=lossCause:eq:hail&filter=state:eq:open"),
        ]
    ]
    sess(
        "guidewire",
        False,
        1,
        "How many property claims for hail damage were opened since last Monday, and what's the total reserve on them?",
        calls,
    )


def acord() -> None:
    def rs(body: str, rq: str) -> str:
        return (
            '<?xml version="1.0" encoding="UTF-8"?>\n<ACORD>\n  <SignonRs><Status><StatusCd>0</StatusCd><StatusDesc>Success</StatusDesc></Status>'
            "<ClientDt>2024-05-13T09:55:01</ClientDt><CustLangPref>en-US</CustLangPref><ServerDt>2024-05-13T09:55:02</ServerDt></SignonRs>\n"
            f"  <ClaimsSvcRs>\n    <RqUID>{uuid(rq)}</RqUID>\n{body}  </ClaimsSvcRs>\n</ACORD>\n"
        )

    fnol = (
        "    <ClaimsNotificationAddRs>\n      <RqUID>"
        + uuid("fnol rq")
        + "</RqUID>\n      <TransactionResponseDt>2024-05-13T09:55:02</TransactionResponseDt>\n"
        '      <MsgStatus><MsgStatusCd>Success</MsgStatusCd></MsgStatus>\n      <ClaimsOccurrence id="CO1">\n        <ItemIdInfo><InsurerId>CLM-2024-118204</InsurerId></ItemIdInfo>\n'
        "        <LossDt>2024-05-12</LossDt>\n      </ClaimsOccurrence>\n    </ClaimsNotificationAddRs>\n"
    )
    inq = (
        "    <ClaimInqRs>\n      <RqUID>"
        + uuid("inq rq")
        + "</RqUID>\n      <MsgStatus><MsgStatusCd>Success</MsgStatusCd></MsgStatus>\n"
        '      <ClaimsOccurrence id="CO1">\n        <ItemIdInfo><InsurerId>CLM-2024-118204</InsurerId></ItemIdInfo>\n        <LossDt>2024-05-12</LossDt>\n'
        "        <ClaimStatusCd>O</ClaimStatusCd>\n        <IncidentDesc>Water escape from burst pipe, kitchen ceiling</IncidentDesc>\n      </ClaimsOccurrence>\n"
        "      <ClaimsParty><GeneralPartyInfo><NameInfo><CommlName><CommercialName>Harbour Loss Adjusters Ltd</CommercialName></CommlName></NameInfo></GeneralPartyInfo>"
        "<ClaimsPartyInfo><ClaimsPartyRoleCd>Adjuster</ClaimsPartyRoleCd></ClaimsPartyInfo></ClaimsParty>\n    </ClaimInqRs>\n"
    )
    sess(
        "acord",
        True,
        1,
        "Report a first notice of loss to the carrier for policy HO-4471902 (burst pipe, 12 May) via their ACORD gateway and tell me the carrier claim number and assigned adjuster.",
        [
            (
                "acord_gateway",
                {
                    "message": "ClaimsNotificationAddRq",
                    "policyNumber": "HO-4471902",
                    "lossDt": "2024-05-12",
                    "lossCause": "WaterDamage",
                },
                rs(fnol, "fnol svc"),
            ),
            (
                "acord_gateway",
                {"message": "ClaimInqRq", "insurerId": "CLM-2024-118204"},
                rs(
                    "    <ClaimInqRs>\n      <RqUID>"
                    + uuid("inq0")
                    + "</RqUID>\n      <MsgStatus><MsgStatusCd>SuccessWithInfo</MsgStatusCd><MsgStatusDesc>Claim received; adjuster assignment pending</MsgStatusDesc></MsgStatus>\n"
                    '      <ClaimsOccurrence id="CO1"><ItemIdInfo><InsurerId>CLM-2024-118204</InsurerId></ItemIdInfo><ClaimStatusCd>N</ClaimStatusCd></ClaimsOccurrence>\n    </ClaimInqRs>\n',
                    "inq svc0",
                ),
            ),
            (
                "acord_gateway",
                {"message": "ClaimInqRq", "insurerId": "CLM-2024-118204"},
                rs(inq, "inq svc"),
            ),
        ],
    )


def duckcreek() -> None:
    D = "https://policy-api.acmeins.com/dc/v3"
    pol = {
        "policyNumber": "CA-2207731",
        "status": "InForce",
        "product": "CommercialAuto",
        "effectiveDate": "2024-01-01",
        "expirationDate": "2025-01-01",
        "insured": {"name": "Riverside Bakery Ltd", "fein": "**-***4410"},
        "vehicles": [
            {
                "vehicleId": "V1",
                "vin": "WF0XXXTTGXKA12345",
                "year": 2019,
                "make": "Ford",
                "model": "Transit",
            }
        ],
        "writtenPremium": 6120.00,
        "currency": "USD",
    }
    sess(
        "duckcreek",
        True,
        1,
        "Add a 2023 Mercedes Sprinter (VIN WDB9066331P440981) to Riverside Bakery's commercial auto policy effective June 1, quote it, and issue the endorsement if the extra premium is under $2,000.",
        [
            (
                "http_request",
                {"method": "GET", "url": f"{D}/policies?insuredName=Riverside%20Bakery"},
                j({"items": [pol], "total": 1}),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": f"{D}/policies/CA-2207731/endorsements",
                    "body": {
                        "effectiveDate": "2024-06-01",
                        "changes": [
                            {
                                "op": "addVehicle",
                                "vin": "WDB9066331P440981",
                                "year": 2023,
                                "make": "Mercedes-Benz",
                                "model": "Sprinter",
                            }
                        ],
                    },
                },
                j(
                    {
                        "endorsementId": "END-" + hx("dc end", 6).upper(),
                        "status": "Draft",
                        "effectiveDate": "2024-06-01",
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": f"{D}/policies/CA-2207731/endorsements/END-{hx('dc end', 6).upper()}/quote",
                },
                j(
                    {
                        "endorsementId": "END-" + hx("dc end", 6).upper(),
                        "status": "Quoted",
                        "premiumChange": 1684.00,
                        "proRataFactor": 0.5863,
                        "newAnnualPremium": 8992.00,
                        "currency": "USD",
                        "messages": [],
                    }
                ),
            ),
            (
                "http_request",
                {
                    "method": "POST",
                    "url": f"{D}/policies/CA-2207731/endorsements/END-{hx('dc end', 6).upper()}/issue",
                },
                j(
                    {
                        "endorsementId": "END-" + hx("dc end", 6).upper(),
                        "status": "Issued",
                        "transactionNumber": 4,
                    }
                ),
            ),
            (
                "http_request",
                {"method": "GET", "url": f"{D}/policies/CA-2207731?fields=vehicles,writtenPremium"},
                j(
                    {
                        "policyNumber": "CA-2207731",
                        "vehicles": pol["vehicles"]
                        + [
                            {
                                "vehicleId": "V2",
                                "vin": "WDB9066331P440981",
                                "year": 2023,
                                "make": "Mercedes-Benz",
                                "model": "Sprinter",
                            }
                        ],
                        "writtenPremium": 7804.00,
                    }
                ),
            ),
        ],
    )
    sample = j(
        {
            "policyNumber": "POL-0000001",
            "status": "InForce",
            "product": "PersonalAuto",
            "effectiveDate": "2020-01-01",
            "expirationDate": "2021-01-01",
            "insured": {"name": "John Sample", "fein": None},
            "vehicles": [],
            "writtenPremium": 1000.00,
            "currency": "USD",
            "_env": "sandbox",
        }
    )
    calls = [
        ("http_request", {"method": "GET", "url": f"{D}/policies/{p}"}, sample)
        for p in [
            "HO-3381920",
            "HO-3381921",
            "HO3381920",
            "HO-3381920?fields=coverages",
            "HO-3381922",
            "HO-3381920/coverages",
            "HO-3381923",
        ]
    ]
    sess(
        "duckcreek",
        False,
        1,
        "What are the dwelling coverage limit and deductible on policies HO-3381920 through HO-3381923?",
        calls,
    )


def claimshistory() -> None:
    rpt = lambda name, dob, body: (
        f"CLAIMS HISTORY REPORT   Ref: CH-{hx(name, 8).upper()}   Date: 05/13/2024\nSUBJECT: {name}   DOB: {dob}\n"
        + body
    )  # noqa: E731
    sess(
        "claimshistory",
        True,
        1,
        "Underwriting needs prior auto losses for the three drivers on quote Q-55120: Marta Silva, Kenji Watanabe and Aoife Byrne.",
        [
            (
                "claims_history_lookup",
                {"name": "Marta Silva", "dob": "1986-03-14", "line": "auto", "years": 5},
                rpt(
                    "MARTA SILVA",
                    "03/14/1986",
                    "RESULT: NO PRIOR LOSSES REPORTED IN THE LAST 5 YEARS\n",
                ),
            ),
            (
                "claims_history_lookup",
                {"name": "Kenji Watanabe", "dob": "1979-11-02", "line": "auto", "years": 5},
                rpt(
                    "KENJI WATANABE",
                    "11/02/1979",
                    "LOSSES REPORTED: 2\n  #1 LOSS DATE 08/21/2021  TYPE COLLISION        AMOUNT PAID $6,210   STATUS CLOSED   AT FAULT: Y\n  #2 LOSS DATE 02/04/2023  TYPE COMPREHENSIVE    AMOUNT PAID $1,150   STATUS CLOSED   AT FAULT: N\n",
                ),
            ),
            (
                "claims_history_lookup",
                {"name": "Aoife Byrne", "dob": "1998-07-29", "line": "auto", "years": 5},
                rpt(
                    "AOIFE BYRNE",
                    "07/29/1998",
                    "RESULT: NO PRIOR LOSSES REPORTED IN THE LAST 5 YEARS\n",
                ),
            ),
            (
                "quote_add_note",
                {
                    "quote": "Q-55120",
                    "note": "Prior losses: Silva 0; Watanabe 2 (1 at-fault 2021 collision $6,210; 2023 comp $1,150); Byrne 0.",
                },
                "Note added to Q-55120.",
            ),
        ],
    )
    q = "HTTP 429 Too Many Requests\n" + j(
        {
            "error": "quota_exceeded",
            "message": "Monthly inquiry quota for account ACME-UW-02 has been reached. Quota resets 2024-06-01.",
            "retryAfter": None,
        }
    )
    people = [
        ("Luis Ortega", "1990-02-11"),
        ("Luis Ortega", "1990-02-11"),
        ("Grace Park", "1975-09-30"),
        ("Samuel Adeyemi", "1968-12-05"),
        ("Luis Ortega Ruiz", "1990-02-11"),
        ("Grace Park", "1975-09-30"),
        ("Nina Petrov", "2001-04-18"),
    ]
    calls = [
        ("claims_history_lookup", {"name": n, "dob": d, "line": "property", "years": 7}, q)
        for n, d in people
    ]
    sess(
        "claimshistory",
        False,
        1,
        "Pull 7-year property claims history for the four applicants on the homeowners batch HB-0412.",
        calls,
    )


def rating() -> None:
    R = "https://rating.internal/api/v2/quote"

    def quote(ded, total, comp):
        return j(
            {
                "quoteId": "RQ-" + hx(f"rq{ded}", 8).upper(),
                "product": "HO3",
                "state": "TX",
                "territory": "TX-114",
                "deductible": ded,
                "breakdown": [
                    {"step": "basePremium", "value": 1480.00},
                    {"step": "protectionClassFactor", "factor": 1.08},
                    {"step": "ageOfHomeFactor", "factor": 1.12},
                    {"step": "deductibleFactor", "factor": comp},
                    {"step": "windHailSurcharge", "value": 312.00},
                    {"step": "policyFee", "value": 45.00},
                ],
                "totalPremium": total,
                "currency": "USD",
            }
        )

    body = {"product": "HO3", "state": "TX", "zip": "77494", "yearBuilt": 2006, "coverageA": 420000}
    sess(
        "rating",
        True,
        1,
        "Quote the HO3 for 77494 (built 2006, $420k dwelling) at $1,000, $2,500 and $5,000 deductibles and show how much each saves.",
        [
            (
                "http_request",
                {"method": "POST", "url": R, "body": body | {"deductible": 1000}},
                quote(1000, 2147.02, 1.00),
            ),
            (
                "http_request",
                {"method": "POST", "url": R, "body": body | {"deductible": 2500}},
                quote(2500, 1911.11, 0.87),
            ),
            (
                "http_request",
                {"method": "POST", "url": R, "body": body | {"deductible": 5000}},
                quote(5000, 1747.56, 0.78),
            ),
        ],
    )
    gw = "HTTP 504\n<html>\r\n<head><title>504 Gateway Time-out</title></head>\r\n<body>\r\n<center><h1>504 Gateway Time-out</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n"
    b2 = {
        "product": "BOP",
        "state": "FL",
        "zip": "33139",
        "classCode": "58161",
        "buildingLimit": 900000,
    }
    calls = [
        ("http_request", {"method": "POST", "url": R, "body": b2 | extra}, gw)
        for extra in [
            {"deductible": 2500},
            {"deductible": 2500},
            {"deductible": 5000},
            {"deductible": 2500, "windDeductiblePct": 2},
            {"deductible": 10000},
            {"deductible": 2500, "timeoutMs": 60000},
            {"deductible": 5000, "windDeductiblePct": 5},
        ]
    ]
    sess(
        "rating",
        False,
        1,
        "Get BOP quotes for the Miami Beach restaurant (class 58161, $900k building) at a few deductible options.",
        calls,
    )


# ---------------------------------------------------------------- quantum computing


def qiskit() -> None:
    jid = "cr" + hx("qk job bell", 18)
    sess(
        "qiskit",
        True,
        1,
        "Run the 2-qubit Bell circuit on ibm_kyiv with 4096 shots and report the counts and the fraction of 00/11 outcomes.",
        [
            (
                "python",
                {"code": "job = sampler.run([isa_bell], shots=4096)\nprint(job.job_id())"},
                jid + "\n",
            ),
            ("python", {"code": "print(job.status())"}, "QUEUED\n"),
            ("python", {"code": "print(job.status())"}, "QUEUED\n"),
            ("python", {"code": "print(job.status())"}, "RUNNING\n"),
            ("python", {"code": "print(job.status())"}, "DONE\n"),
            (
                "python",
                {"code": "result = job.result()\nprint(result)"},
                "PrimitiveResult([SamplerPubResult(data=DataBin(meas=BitArray(<shape=(), num_shots=4096, num_bits=2>)), metadata={'circuit_metadata': {}})], "
                "metadata={'execution': {'execution_spans': ExecutionSpans([DoubleSliceSpan(<start='2024-05-13 09:58:41', stop='2024-05-13 09:58:44', size=4096>)])}, 'version': 2})\n",
            ),
            (
                "python",
                {
                    "code": "counts = result[0].data.meas.get_counts()\nprint(counts)\nprint((counts.get('00',0)+counts.get('11',0))/4096)"
                },
                "{'00': 1991, '11': 1954, '01': 79, '10': 72}\n0.963134765625\n",
            ),
        ],
    )
    sess(
        "qiskit",
        True,
        2,
        "Estimate <ZZ> and <XX> for the prepared 2-qubit state on the simulator backend and tell me if it's consistent with a Bell state.",
        [
            (
                "python",
                {
                    "code": "est = EstimatorV2(mode=backend)\njob = est.run([(isa_circ, [ZZ, XX])])\nprint(job.status())"
                },
                "RUNNING\n",
            ),
            (
                "python",
                {"code": "res = job.result(); print(res[0])"},
                "PubResult(data=DataBin(evs=np.ndarray(<shape=(2,), dtype=float64>), stds=np.ndarray(<shape=(2,), dtype=float64>), ensemble_standard_error=np.ndarray(<shape=(2,), dtype=float64>), shape=(2,)), metadata={'target_precision': 0.015625, 'shots': 4096, 'circuit_metadata': {}})\n",
            ),
            (
                "python",
                {"code": "print(res[0].data.evs, res[0].data.stds)"},
                "[0.98974609 0.98583984] [0.00223285 0.00261417]\n",
            ),
        ],
    )
    err = (
        'Traceback (most recent call last):\n  File "<stdin>", line 1, in <module>\n  File "/opt/venv/lib/python3.11/site-packages/qiskit_ibm_runtime/qiskit_runtime_service.py", line {ln}, in {fn}\n'
        "qiskit_ibm_runtime.exceptions.IBMNotAuthorizedError: '401 Client Error: Unauthorized for url: https://auth.quantum-computing.ibm.com/api/users/loginWithToken. Login failed., Error code: 3446.'\n"
    )
    codes = [
        (
            "service = QiskitRuntimeService(channel='ibm_quantum')\nprint(service.backends())",
            207,
            "__init__",
        ),
        (
            "service = QiskitRuntimeService(channel='ibm_quantum', instance='ibm-q/open/main')",
            207,
            "__init__",
        ),
        ("print(QiskitRuntimeService().job('crk1v9z3q0g0008b7hx0').status())", 207, "__init__"),
        (
            "service = QiskitRuntimeService(name='default')\nbackend = service.least_busy(operational=True, simulator=False)",
            207,
            "__init__",
        ),
        ("print(QiskitRuntimeService().jobs(limit=5))", 207, "__init__"),
        (
            "service = QiskitRuntimeService(channel='ibm_quantum')\nprint(service.backend('ibm_brisbane').status())",
            207,
            "__init__",
        ),
        ("print(QiskitRuntimeService().job('crk1va0hx4m00082qt40').result())", 207, "__init__"),
    ]
    sess(
        "qiskit",
        False,
        1,
        "Get the results of my two GHZ jobs from last night (crk1v9z3q0g0008b7hx0 and crk1va0hx4m00082qt40) and compare their fidelities.",
        [("python", {"code": c}, err.format(ln=ln, fn=fn)) for c, ln, fn in codes],
    )


def braket() -> None:
    arn = "arn:aws:braket:us-east-1:418273645190:quantum-task/" + uuid("braket ghz")
    dev = "arn:aws:braket:us-east-1::device/qpu/ionq/Aria-1"

    def task(status, extra=None):
        d = {
            "quantumTaskArn": arn,
            "status": status,
            "deviceArn": dev,
            "deviceParameters": '{"braketSchemaHeader": {"name": "braket.device_schema.ionq.ionq_device_parameters", "version": "1"}, "paradigmParameters": {"qubitCount": 3}}',
            "shots": 1000,
            "outputS3Bucket": "amazon-braket-acme-research",
            "outputS3Directory": "tasks/ghz3/" + uuid("braket ghz"),
            "createdAt": "2024-05-13T06:01:12.331000+00:00",
            "queueInfo": {
                "queue": "QUANTUM_TASKS_QUEUE",
                "position": "14" if status == "QUEUED" else "-1",
                "queuePriority": "Normal",
            },
        }
        d.update(extra or {})
        return j(d, 4)

    sess(
        "braket",
        True,
        1,
        "Check on my 3-qubit GHZ task on IonQ Aria from this morning; once it completes, give me the measurement counts.",
        [
            (
                "bash",
                sh(
                    f"aws braket get-quantum-task --quantum-task-arn {arn} --additional-attribute-names QueueInfo"
                ),
                task("QUEUED"),
            ),
            (
                "bash",
                sh(
                    f"aws braket get-quantum-task --quantum-task-arn {arn} --additional-attribute-names QueueInfo"
                ),
                task("RUNNING"),
            ),
            (
                "bash",
                sh(f"aws braket get-quantum-task --quantum-task-arn {arn}"),
                task("COMPLETED", {"endedAt": "2024-05-13T09:47:50.902000+00:00"}),
            ),
            (
                "python",
                {
                    "code": f"from braket.aws import AwsQuantumTask\nr = AwsQuantumTask('{arn}').result()\nprint(r.measurement_counts)"
                },
                "Counter({'000': 478, '111': 461, '011': 17, '100': 16, '001': 12, '110': 9, '010': 4, '101': 3})\n",
            ),
        ],
    )


def cirq() -> None:
    sess(
        "cirq",
        True,
        1,
        "Build a 3-qubit GHZ circuit in Cirq, check the ideal state vector, then sample it 100 times with the noisy simulator (1% depolarizing) and report the histogram.",
        [
            (
                "python",
                {
                    "code": "q = cirq.LineQubit.range(3)\nc = cirq.Circuit(cirq.H(q[0]), cirq.CNOT(q[0], q[1]), cirq.CNOT(q[1], q[2]))\nprint(c)"
                },
                "0: ───H───@───────\n          │\n1: ───────X───@───\n              │\n2: ───────────X───\n",
            ),
            (
                "python",
                {"code": "print(cirq.Simulator().simulate(c))"},
                "measurements: (no measurements)\n\nqubits: (cirq.LineQubit(0), cirq.LineQubit(1), cirq.LineQubit(2))\noutput vector: 0.707|000⟩ + 0.707|111⟩\n\nphase:\noutput vector: |⟩\n",
            ),
            (
                "python",
                {
                    "code": "c.append(cirq.measure(*q, key='m'))\nnoisy = cirq.DensityMatrixSimulator(noise=cirq.depolarize(0.01))\nres = noisy.run(c, repetitions=100)\nprint(res)"
                },
                "m=1010110011000101101101101001100101100111100110001010000110010011111101100011000001010111011011101011, "
                "1010110011000101101101101001100101100111100110001010000110010011111101100011000001010111011011101011, "
                "1010110011000101101101101001100101100111100110000010000110010011111101100011000001010111011011101011\n",
            ),
            (
                "python",
                {"code": "print(res.histogram(key='m'))"},
                "Counter({7: 50, 0: 49, 5: 1})\n",
            ),
        ],
    )


def pennylane() -> None:
    steps = "".join(
        f"Step {s:3d}: cost = {c:.8f}\n"
        for s, c in [
            (0, 0.97517033),
            (10, 0.77213471),
            (20, 0.12080624),
            (30, -0.68202261),
            (40, -0.96418893),
            (50, -0.99564829),
            (60, -0.99945723),
        ]
    )
    sess(
        "pennylane",
        True,
        1,
        "Optimize the two rotation angles of the PennyLane circuit so <Z0 Z1> is minimized, starting from (0.011, 0.012), and report the final angles and cost.",
        [
            (
                "python",
                {"code": "print(qml.draw(circuit)(params))"},
                "0: ──RX(0.01)─╭●─┤ ╭<Z@Z>\n1: ──RY(0.01)─╰X─┤ ╰<Z@Z>\n",
            ),
            ("python", {"code": "print(circuit(params))"}, "0.9998275014374884\n"),
            (
                "python",
                {
                    "code": "opt = qml.GradientDescentOptimizer(stepsize=0.4)\nfor i in range(61):\n    params = opt.step(circuit, params)\n    if i % 10 == 0: print(f'Step {i:3d}: cost = {circuit(params):.8f}')"
                },
                steps,
            ),
            (
                "python",
                {"code": "print(params, circuit(params))"},
                "[3.14159265e+00 1.34826318e-02] -0.9999091077211316\n",
            ),
        ],
    )


def main(out: Path) -> None:
    ROWS.clear()
    for f in (
        temporal,
        camunda,
        prefect,
        dagster,
        argo,
        stepfunctions,
        nats,
        pulsar,
        sqs,
        pubsub,
        servicebus,
        artemis,
        suricata,
        zeek,
        wazuh,
        osquery,
        malscan,
        velociraptor,
        guidewire,
        acord,
        duckcreek,
        claimshistory,
        rating,
        qiskit,
        braket,
        cirq,
        pennylane,
    ):
        f()
    with out.open("w", encoding="utf-8") as fh:
        for r in ROWS:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main(
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout25.jsonl")
    )
