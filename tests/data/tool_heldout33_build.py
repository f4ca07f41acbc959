# ruff: noqa: E501, E731, UP031, B905
"""Held-out fixture tool_heldout33: five domains no earlier fixture covered.

Writes tests/data/tool_heldout33.jsonl in the project's real-runs format (one row per
tool call, sessions consecutive, in call order). Deterministic: no clock, no randomness;
identifiers come from SHA-256 hashes of fixed strings.

Domains and families, with where each format comes from and how sure I am of it:

1. Data platforms
   - snowflake: ``snowsql -o friendly=false -q`` run through a shell tool; the default
     psql-style table (``+---+`` borders, ``|---|`` header rule) and the
     "N Row(s) produced. Time Elapsed: Xs" footer, "Statement executed successfully." for
     DDL. From SnowSQL's documented output; sure of the shape, not of column padding.
   - databricks: Jobs API 2.1 (``run-now`` -> ``{"run_id", "number_in_job"}``,
     ``runs/get`` with ``state.life_cycle_state`` / ``result_state``, ``runs/get-output``)
     and the SQL Statement Execution API (``status.state`` PENDING/RUNNING/SUCCEEDED,
     ``manifest``, ``result.data_array``, ``next_chunk_index``), checked against the
     Databricks API reference and SDK docs. Errors as ``{"error_code", "message"}``. Sure.
   - redshift-data: the Redshift Data API through the AWS CLI (execute-statement,
     describe-statement with Status SUBMITTED/STARTED/FINISHED, HasResultSet, ResultRows,
     get-statement-result with Records of typed fields, ColumnMetadata, TotalNumRows,
     NextToken), checked against the API reference and SDK models. Sure.
   - dbt: dbt-core 1.7 CLI log lines (``Running with dbt=``, ``Found N models``,
     ``OK created sql table model``, ``PASS``/``FAIL`` tests, ``Done. PASS=..``; ``dbt ls``
     prints unique paths; "No nodes selected!"). From memory of the CLI; sure of the
     shape, not of every spacing.
   - airflow: Airflow 2 stable REST API (``dag_runs`` / ``task_instances`` lists with
     ``total_entries``; problem+json errors with ``detail/status/title/type``). Sure.
   - spark: the Spark History Server REST API ``/api/v1/applications`` (attempts list),
     ``/stages``, ``/executors``; "no such app: ..." for unknown ids. Fairly sure.

2. Graph and document stores
   - dgraph: DQL over HTTP ``/query`` and ``/mutate?commitNow=true``: ``{"data": ...,
     "extensions": {"server_latency", "txn"}}``; mutation ``{"code":"Success",
     "message":"Done"}``. Fairly sure.
   - arangodb: ``POST /_api/cursor`` / ``PUT /_api/cursor/<id>``: ``result``, ``hasMore``,
     ``id``, ``count``, ``extra.stats``, ``error``, ``code``. Sure.
   - opensearch: ``_search`` bodies (``took``, ``_shards``, ``hits.total``), ``_cat``
     text tables, ``_cluster/health``. Sure.
   - duckdb: the DuckDB CLI's default box-drawing ("duckbox") output with the type row.
     Sure of the shape.
   - neptune: the openCypher HTTPS endpoint (``{"results": [...]}``), Gremlin HTTP
     responses (``requestId``, ``status``, ``result.data`` in GraphSON 3), and the
     Neptune error body (``code``, ``requestId``, ``detailedMessage``). Fairly sure.
   - tigergraph: RESTPP responses ``{"version": {...}, "error": false, "message": "",
     "results": [...]}``; the token error text is from memory, less sure of the code.

3. Security scanning
   - grype: the table output (NAME INSTALLED FIXED-IN TYPE VULNERABILITY SEVERITY),
     "No vulnerabilities found", ``grype db status``; the db age / update errors from
     memory of grype's messages. Fairly sure.
   - codeql: ``codeql database create`` / ``database analyze`` progress logs and SARIF
     2.1.0 read with jq. Sure of SARIF, fairly sure of the logs.
   - zap: the ZAP JSON API (``/JSON/spider/action/scan/`` -> ``{"scan": "0"}``,
     ``view/status`` -> ``{"status": "45"}``, ``core/view/alerts``); the bad API key error
     ``{"code": "bad_api_key", ...}``. Fairly sure.
   - nuclei: v3 CLI lines ``[template-id] [http] [severity] url``, ``[INF]`` banner lines,
     "No results found. Better luck next time!", the ``[FTL]`` no-templates error. Fairly
     sure.
   - nikto: the ``+ Target IP:`` report text and the error-limit message. Fairly sure.
   - osv-scanner: the v1 table output and "No issues found". Fairly sure.
   (nmap, named in the brief, is already covered by an earlier fixture, so osv-scanner
   takes its place.)

4. Incident management
   - pagerduty: REST API v2 (``incidents`` with ``limit/offset/more/total``,
     ``log_entries``, ``oncalls``, ``note``). Sure.
   - incident-io: API v2 (``incidents`` + ``pagination_meta``), v1 incident updates;
     the 429 body (``type``, ``status``, ``request_id``, ``errors``) from memory, fairly
     sure.
   - statuspage: the Statuspage manage API (incident and component objects) and the
     public ``/api/v2/summary.json``. Sure.
   - firehydrant: REST API (``data`` + ``pagination``). Fairly sure.
   - rootly: JSON:API documents (``data[].attributes``, ``links``, ``meta``). Fairly sure.
   - xmatters: REST API ``/api/xm/1/events`` (``count``, ``total``, ``data``), flow
     trigger ``{"requestId"}``. Fairly sure.

5. Self-hosted LLM serving
   - ollama: ``/api/tags``, ``/api/ps``, ``/api/generate`` (non-streaming) and its
     ``{"error": ...}`` bodies. Sure.
   - vllm: the OpenAI-compatible server's ``/v1/models`` (``owned_by: vllm``,
     ``max_model_len``), chat completions, ``/metrics`` with ``vllm:`` series, the
     ``{"object": "error", ...}`` body. Sure.
   - litellm: proxy ``/spend/logs``, ``/model/info``, ``/key/info`` and the auth error
     body. Fairly sure.
   - tgi: Text Generation Inference ``/info``, ``/health`` (empty 200), ``/generate``.
     Sure.
   - llamacpp: llama.cpp server ``/health``, ``/slots``, ``/metrics`` (``llamacpp:``),
     the 503 "Loading model" body. Fairly sure.
   - lmstudio: the ``lms`` CLI (``ls``, ``ps``, ``load``, ``server status``). Less sure of
     exact wording.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

SOURCE = "heldout33"


def h(s: str, n: int = 12) -> str:
    return hashlib.sha256(s.encode()).hexdigest()[:n]


def uid(s: str) -> str:
    x = hashlib.sha256(s.encode()).hexdigest()
    return f"{x[:8]}-{x[8:12]}-{x[12:16]}-{x[16:20]}-{x[20:32]}"


def num(s: str, lo: int, hi: int) -> int:
    return lo + int(h(s, 8), 16) % (hi - lo + 1)


def js(obj, indent: int | None = None) -> str:
    return json.dumps(obj, indent=indent, ensure_ascii=False)


SESSIONS: list[tuple[str, str, str, bool, list[tuple[str, dict, str]]]] = []


def session(family: str, run: str, task: str, calls: list[tuple[str, dict, str]]) -> None:
    ok = run.startswith("ok-")
    SESSIONS.append((family, f"{family}-{run}", task, ok, calls))


def box(headers: list[str], rows: list[list[str]], footer: str) -> str:
    """snowsql's psql-style table."""
    w = [
        max(len(hh), *(len(r[i]) for r in rows)) if rows else len(hh)
        for i, hh in enumerate(headers)
    ]
    line = "+" + "+".join("-" * (x + 2) for x in w) + "+"
    rule = "|" + "+".join("-" * (x + 2) for x in w) + "|"
    out = [line, "| " + " | ".join(hh.ljust(w[i]) for i, hh in enumerate(headers)) + " |", rule]
    for r in rows:
        out.append("| " + " | ".join(c.ljust(w[i]) for i, c in enumerate(r)) + " |")
    out.append(line)
    out.append(footer)
    return "\n".join(out)


def duckbox(headers: list[str], types: list[str], rows: list[list[str]]) -> str:
    """DuckDB CLI duckbox output."""
    w = [
        max(len(headers[i]), len(types[i]), *(len(r[i]) for r in rows))
        if rows
        else max(len(headers[i]), len(types[i]))
        for i in range(len(headers))
    ]
    top = "┌" + "┬".join("─" * (x + 2) for x in w) + "┐"
    mid = "├" + "┼".join("─" * (x + 2) for x in w) + "┤"
    bot = "└" + "┴".join("─" * (x + 2) for x in w) + "┘"
    out = [top, "│ " + " │ ".join(headers[i].center(w[i]) for i in range(len(w))) + " │"]
    out.append("│ " + " │ ".join(types[i].center(w[i]) for i in range(len(w))) + " │")
    out.append(mid)
    for r in rows:
        out.append(
            "│ "
            + " │ ".join(
                r[i].rjust(w[i])
                if r[i].replace(".", "").replace("-", "").isdigit()
                else r[i].ljust(w[i])
                for i in range(len(w))
            )
            + " │"
        )
    if not rows:
        out.append(
            "│ "
            + " │ ".join("0 rows".center(w[i]) if i == 0 else " " * w[i] for i in range(len(w)))
            + " │"
        )
    out.append(bot)
    return "\n".join(out)


def sh(cmd: str) -> dict:
    return {"command": cmd}


# ---------------------------------------------------------------- 1. data platforms

SNOW = "snowsql -c prod -o friendly=false -o timing=true -q "
session(
    "snowflake",
    "ok-1",
    "Which Snowflake warehouse used the most credits yesterday, what drove it, and cap it with a 5-minute auto-suspend.",
    [
        (
            "bash",
            sh(
                SNOW
                + "\"select warehouse_name, sum(credits_used) credits from snowflake.account_usage.warehouse_metering_history where start_time >= '2024-05-13' and start_time < '2024-05-14' group by 1 order by 2 desc\""
            ),
            box(
                ["WAREHOUSE_NAME", "CREDITS"],
                [
                    ["TRANSFORM_WH", "41.283333334"],
                    ["BI_WH", "12.916666667"],
                    ["LOADER_WH", "3.450000000"],
                    ["COMPUTE_SERVICE_WH_SEARCH_OPTIMIZATION", "0.612304688"],
                ],
                "4 Row(s) produced. Time Elapsed: 1.204s",
            ),
        ),
        (
            "bash",
            sh(
                SNOW
                + "\"select query_id, user_name, round(total_elapsed_time/1000) secs, bytes_scanned from snowflake.account_usage.query_history where warehouse_name='TRANSFORM_WH' and start_time >= '2024-05-13' and start_time < '2024-05-14' order by total_elapsed_time desc limit 5\""
            ),
            box(
                ["QUERY_ID", "USER_NAME", "SECS", "BYTES_SCANNED"],
                [
                    ["01b44c2e-0003-8e1d-0002-3a8b0019e2fa", "DBT_PROD", "2711", "884213077504"],
                    ["01b44c31-0003-8e1d-0002-3a8b0019f44e", "DBT_PROD", "1938", "611904512000"],
                    ["01b44b7a-0003-8f02-0002-3a8b0018b1c6", "FIVETRAN", "402", "1283457024"],
                    ["01b44c40-0003-8e1d-0002-3a8b001a0872", "DBT_PROD", "377", "90177863680"],
                    ["01b44bd3-0003-8f02-0002-3a8b00190d2a", "MKOVACS", "211", "55840391168"],
                ],
                "5 Row(s) produced. Time Elapsed: 2.817s",
            ),
        ),
        (
            "bash",
            sh(
                SNOW
                + "\"select query_text from snowflake.account_usage.query_history where query_id='01b44c2e-0003-8e1d-0002-3a8b0019e2fa'\""
            ),
            box(
                ["QUERY_TEXT"],
                [
                    [
                        "create or replace transient table ANALYTICS.MARTS.fct_order_lines as (with lines as (select * from ANALYTICS.STAGING.stg_order_lines), ..."
                    ]
                ],
                "1 Row(s) produced. Time Elapsed: 0.933s",
            ),
        ),
        (
            "bash",
            sh(
                SNOW
                + "\"select count(*) from snowflake.account_usage.query_history where warehouse_name='TRANSFORM_WH' and execution_status='FAIL' and start_time >= '2024-05-13' and start_time < '2024-05-14'\""
            ),
            box(["COUNT(*)"], [["0"]], "1 Row(s) produced. Time Elapsed: 0.811s"),
        ),
        (
            "bash",
            sh(SNOW + "\"show warehouses like 'TRANSFORM_WH'\""),
            box(
                [
                    "name",
                    "state",
                    "type",
                    "size",
                    "min_cluster_count",
                    "max_cluster_count",
                    "auto_suspend",
                    "auto_resume",
                ],
                [["TRANSFORM_WH", "SUSPENDED", "STANDARD", "Large", "1", "2", "1800", "true"]],
                "1 Row(s) produced. Time Elapsed: 0.144s",
            ),
        ),
        (
            "bash",
            sh(SNOW + '"alter warehouse TRANSFORM_WH set auto_suspend = 300"'),
            box(
                ["status"],
                [["Statement executed successfully."]],
                "1 Row(s) produced. Time Elapsed: 0.131s",
            ),
        ),
    ],
)

_q = [
    "select count(*) from analytics.public.orders where payment_status = 'failed' and created_at >= dateadd(day, -7, current_date)",
    "select payment_status, count(*) from analytics.public.orders where created_at >= dateadd(day, -7, current_date) group by 1",
    "select count(*) from analytics.public.orders",
    "select max(created_at) from analytics.public.payments",
    "select provider, count(*) from analytics.public.payments where status <> 'succeeded' group by 1",
    "select count(*) from raw.stripe.charges where status = 'failed' and created >= dateadd(day, -7, current_timestamp)",
    "select table_name, row_count from analytics.information_schema.tables where table_schema = 'PUBLIC' order by row_count desc limit 5",
]
_r = [
    box(["COUNT(*)"], [["0"]], "1 Row(s) produced. Time Elapsed: 0.402s"),
    box(["PAYMENT_STATUS", "COUNT(*)"], [], "0 Row(s) produced. Time Elapsed: 0.377s"),
    box(["COUNT(*)"], [["0"]], "1 Row(s) produced. Time Elapsed: 0.119s"),
    box(["MAX(CREATED_AT)"], [["NULL"]], "1 Row(s) produced. Time Elapsed: 0.208s"),
    box(["PROVIDER", "COUNT(*)"], [], "0 Row(s) produced. Time Elapsed: 0.341s"),
    box(["COUNT(*)"], [["0"]], "1 Row(s) produced. Time Elapsed: 0.512s"),
    box(
        ["TABLE_NAME", "ROW_COUNT"],
        [
            ["ORDERS", "0"],
            ["PAYMENTS", "0"],
            ["CUSTOMERS", "0"],
            ["REFUNDS", "0"],
            ["ORDER_ITEMS", "0"],
        ],
        "5 Row(s) produced. Time Elapsed: 0.655s",
    ),
]
session(
    "snowflake",
    "fail-1",
    "How many orders failed payment in production last week, and which payment provider was responsible?",
    [
        ("bash", sh('snowsql -c default -o friendly=false -o timing=true -q "' + q + '"'), r)
        for q, r in zip(_q, _r)
    ],
)

_rid = 918273
_job = {
    "job_id": 44012,
    "run_id": _rid,
    "number_in_job": _rid,
    "run_name": "nightly_revenue_rollup",
}


def _dbx_run(life, result=None, msg=""):
    st = {"life_cycle_state": life, "state_message": msg, "user_cancelled_or_timedout": False}
    if result:
        st["result_state"] = result
    return js(
        {
            **_job,
            "creator_user_name": "svc-etl@northwind.io",
            "state": st,
            "start_time": 1715662800123,
            "setup_duration": 0 if life == "PENDING" else 41000,
            "execution_duration": 0 if life != "TERMINATED" else 512000,
            "cleanup_duration": 0,
            "end_time": 0 if life != "TERMINATED" else 1715663354987,
            "trigger": "ONE_TIME",
            "run_page_url": f"https://adb-4412.7.azuredatabricks.net/?o=4412#job/44012/run/{_rid}",
            "tasks": [{"run_id": _rid + 1, "task_key": "rollup", "state": st}],
        }
    )


session(
    "databricks",
    "ok-1",
    "Re-run the nightly_revenue_rollup Databricks job for yesterday and tell me the row count it reports.",
    [
        (
            "databricks_jobs_run_now",
            {"job_id": 44012, "notebook_params": {"run_date": "2024-05-13"}},
            js({"run_id": _rid, "number_in_job": _rid}),
        ),
        (
            "databricks_jobs_get_run",
            {"run_id": _rid},
            _dbx_run("PENDING", msg="Waiting for cluster"),
        ),
        ("databricks_jobs_get_run", {"run_id": _rid}, _dbx_run("RUNNING", msg="In run")),
        ("databricks_jobs_get_run", {"run_id": _rid}, _dbx_run("RUNNING", msg="In run")),
        ("databricks_jobs_get_run", {"run_id": _rid}, _dbx_run("TERMINATED", "SUCCESS")),
        (
            "databricks_jobs_get_run_output",
            {"run_id": _rid + 1},
            js(
                {
                    "notebook_output": {
                        "result": '{"run_date": "2024-05-13", "rows_written": 184227, "late_rows_merged": 312}',
                        "truncated": False,
                    },
                    "metadata": {
                        "job_id": 44012,
                        "run_id": _rid + 1,
                        "task_key": "rollup",
                        "state": {
                            "life_cycle_state": "TERMINATED",
                            "result_state": "SUCCESS",
                            "state_message": "",
                        },
                    },
                }
            ),
        ),
    ],
)

_st = "01ef11c4-7a1e-1b6f-9c52-" + h("dbx-stmt", 12)
_cols = [
    {"name": "region", "type_text": "STRING", "type_name": "STRING", "position": 0},
    {"name": "week", "type_text": "DATE", "type_name": "DATE", "position": 1},
    {"name": "churned", "type_text": "BIGINT", "type_name": "LONG", "position": 2},
]
_man = {
    "format": "JSON_ARRAY",
    "schema": {"column_count": 3, "columns": _cols},
    "total_chunk_count": 2,
    "chunks": [
        {"chunk_index": 0, "row_offset": 0, "row_count": 4},
        {"chunk_index": 1, "row_offset": 4, "row_count": 3},
    ],
    "total_row_count": 7,
    "truncated": False,
}
session(
    "databricks",
    "ok-2",
    "Get weekly churned-customer counts per region for April from the gold.customer_churn table on the SQL warehouse.",
    [
        (
            "databricks_sql_execute",
            {
                "warehouse_id": "8f2c1a9e4b7d3c10",
                "statement": "SELECT region, date_trunc('week', churn_date) AS week, count(*) AS churned FROM gold.customer_churn WHERE churn_date BETWEEN '2024-04-01' AND '2024-04-30' GROUP BY 1, 2 ORDER BY 1, 2",
                "wait_timeout": "10s",
                "on_wait_timeout": "CONTINUE",
            },
            js({"statement_id": _st, "status": {"state": "PENDING"}}),
        ),
        (
            "databricks_sql_get_statement",
            {"statement_id": _st},
            js({"statement_id": _st, "status": {"state": "RUNNING"}}),
        ),
        (
            "databricks_sql_get_statement",
            {"statement_id": _st},
            js(
                {
                    "statement_id": _st,
                    "status": {"state": "SUCCEEDED"},
                    "manifest": _man,
                    "result": {
                        "chunk_index": 0,
                        "row_offset": 0,
                        "row_count": 4,
                        "next_chunk_index": 1,
                        "next_chunk_internal_link": f"/api/2.0/sql/statements/{_st}/result/chunks/1",
                        "data_array": [
                            ["APAC", "2024-04-01", "212"],
                            ["APAC", "2024-04-08", "187"],
                            ["APAC", "2024-04-15", "240"],
                            ["APAC", "2024-04-22", "198"],
                        ],
                    },
                }
            ),
        ),
        (
            "databricks_sql_get_result_chunk",
            {"statement_id": _st, "chunk_index": 1},
            js(
                {
                    "chunk_index": 1,
                    "row_offset": 4,
                    "row_count": 3,
                    "data_array": [
                        ["EMEA", "2024-04-01", "331"],
                        ["EMEA", "2024-04-08", "305"],
                        ["EMEA", "2024-04-15", "352"],
                    ],
                }
            ),
        ),
    ],
)

_tok_err = 'Error: 403 Client Error: Forbidden for url: https://adb-4412.7.azuredatabricks.net/api/2.1/jobs/{p}\nResponse: {{"error_code":"403","message":"Invalid access token. [ReqId: {r}]"}}'
session(
    "databricks",
    "fail-1",
    "Why did the customer_360 Databricks job fail last night? Find the failing task and its error.",
    [
        (
            "databricks_jobs_list",
            {"name": "customer_360"},
            _tok_err.format(p="list?name=customer_360", r=uid("a1")),
        ),
        ("databricks_jobs_list", {"limit": 25}, _tok_err.format(p="list?limit=25", r=uid("a2"))),
        (
            "databricks_jobs_list_runs",
            {"job_id": 51877, "limit": 5},
            _tok_err.format(p="runs/list?job_id=51877&limit=5", r=uid("a3")),
        ),
        (
            "databricks_jobs_list_runs",
            {"job_id": 51877, "completed_only": True},
            _tok_err.format(p="runs/list?job_id=51877&completed_only=true", r=uid("a4")),
        ),
        (
            "databricks_jobs_get_run",
            {"run_id": 1022934},
            _tok_err.format(p="runs/get?run_id=1022934", r=uid("a5")),
        ),
        (
            "databricks_jobs_list_runs",
            {"job_id": 51877, "start_time_from": 1715576400000},
            _tok_err.format(p="runs/list?job_id=51877&start_time_from=1715576400000", r=uid("a6")),
        ),
        (
            "databricks_jobs_get_run_output",
            {"run_id": 1022935},
            _tok_err.format(p="runs/get-output?run_id=1022935", r=uid("a7")),
        ),
    ],
)

_rs = uid("redshift-ok")
session(
    "redshift-data",
    "ok-1",
    "From the Redshift warehouse, list the top shipping carriers by late deliveries in Q1.",
    [
        (
            "bash",
            sh(
                "aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics --db-user reporting --sql \"select carrier, count(*) late from ops.deliveries where delivered_at > promised_at and delivered_at between '2024-01-01' and '2024-03-31' group by 1 order by 2 desc\""
            ),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T09:12:41.118000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Id": _rs,
                },
                4,
            ),
        ),
        (
            "bash",
            sh(f"aws redshift-data describe-statement --id {_rs}"),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T09:12:41.118000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Duration": -1,
                    "HasResultSet": False,
                    "Id": _rs,
                    "QueryString": "select carrier, count(*) late from ops.deliveries where ...",
                    "RedshiftPid": 1073815612,
                    "RedshiftQueryId": 0,
                    "ResultRows": -1,
                    "ResultSize": -1,
                    "Status": "STARTED",
                    "UpdatedAt": "2024-05-14T09:12:41.661000+00:00",
                },
                4,
            ),
        ),
        (
            "bash",
            sh(f"aws redshift-data describe-statement --id {_rs}"),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T09:12:41.118000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Duration": 3818445112,
                    "HasResultSet": True,
                    "Id": _rs,
                    "QueryString": "select carrier, count(*) late from ops.deliveries where ...",
                    "RedshiftPid": 1073815612,
                    "RedshiftQueryId": 5521873,
                    "ResultRows": 6,
                    "ResultSize": 214,
                    "Status": "FINISHED",
                    "UpdatedAt": "2024-05-14T09:12:45.702000+00:00",
                },
                4,
            ),
        ),
        (
            "bash",
            sh(f"aws redshift-data get-statement-result --id {_rs} --max-items 4"),
            js(
                {
                    "Records": [
                        [{"stringValue": "DHL Express"}, {"longValue": 4121}],
                        [{"stringValue": "UPS Ground"}, {"longValue": 3877}],
                        [{"stringValue": "FedEx Home"}, {"longValue": 2012}],
                        [{"stringValue": "OnTrac"}, {"longValue": 1440}],
                    ],
                    "ColumnMetadata": [
                        {
                            "isCaseSensitive": True,
                            "isCurrency": False,
                            "isSigned": False,
                            "label": "carrier",
                            "length": 0,
                            "name": "carrier",
                            "nullable": 1,
                            "precision": 64,
                            "scale": 0,
                            "schemaName": "ops",
                            "tableName": "deliveries",
                            "typeName": "varchar",
                        },
                        {
                            "isCaseSensitive": False,
                            "isCurrency": False,
                            "isSigned": True,
                            "label": "late",
                            "length": 0,
                            "name": "late",
                            "nullable": 1,
                            "precision": 19,
                            "scale": 0,
                            "schemaName": "",
                            "tableName": "",
                            "typeName": "int8",
                        },
                    ],
                    "TotalNumRows": 6,
                    "NextToken": "eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiA0fQ==",
                },
                4,
            ),
        ),
        (
            "bash",
            sh(
                f"aws redshift-data get-statement-result --id {_rs} --starting-token eyJOZXh0VG9rZW4iOiBudWxsLCAiYm90b190cnVuY2F0ZV9hbW91bnQiOiA0fQ=="
            ),
            js(
                {
                    "Records": [
                        [{"stringValue": "USPS Priority"}, {"longValue": 902}],
                        [{"stringValue": "LaserShip"}, {"longValue": 311}],
                    ],
                    "ColumnMetadata": [
                        {"label": "carrier", "name": "carrier", "typeName": "varchar"},
                        {"label": "late", "name": "late", "typeName": "int8"},
                    ],
                    "TotalNumRows": 6,
                },
                4,
            ),
        ),
    ],
)

_ids = [uid(f"rs-fail-{i}") for i in range(4)]


def _sub(i, sql):
    return js(
        {
            "ClusterIdentifier": "dw-prod",
            "CreatedAt": "2024-05-14T10:0%d:0%d.%03d000+00:00" % (i + 1, i, 100 + i),
            "Database": "analytics",
            "DbUser": "reporting",
            "Duration": -1,
            "HasResultSet": False,
            "Id": _ids[i],
            "QueryString": sql,
            "RedshiftPid": 0,
            "RedshiftQueryId": 0,
            "ResultRows": -1,
            "ResultSize": -1,
            "Status": "SUBMITTED",
            "UpdatedAt": "2024-05-14T10:0%d:0%d.%03d000+00:00" % (i + 1, i, 100 + i),
        },
        4,
    )


_sqls = [
    "select count(*) from finance.invoices where status = 'overdue'",
    "select count(*) from finance.invoices where due_date < current_date and paid_at is null",
    "select 1",
]
session(
    "redshift-data",
    "fail-1",
    "How many invoices are overdue right now according to the Redshift finance schema?",
    [
        (
            "bash",
            sh(
                f'aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics --db-user reporting --sql "{_sqls[0]}"'
            ),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T10:01:00.100000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Id": _ids[0],
                },
                4,
            ),
        ),
        ("bash", sh(f"aws redshift-data describe-statement --id {_ids[0]}"), _sub(0, _sqls[0])),
        ("bash", sh(f"aws redshift-data describe-statement --id {_ids[0]}"), _sub(0, _sqls[0])),
        (
            "bash",
            sh(f"aws redshift-data get-statement-result --id {_ids[0]}"),
            "\nAn error occurred (ResourceNotFoundException) when calling the GetStatementResult operation: Query does not have result. Please check query status with DescribeStatement.\n",
        ),
        (
            "bash",
            sh(
                f'aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics --db-user reporting --sql "{_sqls[1]}"'
            ),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T10:02:01.101000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Id": _ids[1],
                },
                4,
            ),
        ),
        ("bash", sh(f"aws redshift-data describe-statement --id {_ids[1]}"), _sub(1, _sqls[1])),
        ("bash", sh(f"aws redshift-data describe-statement --id {_ids[0]}"), _sub(0, _sqls[0])),
        (
            "bash",
            sh(
                f'aws redshift-data execute-statement --cluster-identifier dw-prod --database analytics --db-user reporting --sql "{_sqls[2]}"'
            ),
            js(
                {
                    "ClusterIdentifier": "dw-prod",
                    "CreatedAt": "2024-05-14T10:03:02.102000+00:00",
                    "Database": "analytics",
                    "DbUser": "reporting",
                    "Id": _ids[2],
                },
                4,
            ),
        ),
        ("bash", sh(f"aws redshift-data describe-statement --id {_ids[2]}"), _sub(2, _sqls[2])),
        (
            "bash",
            sh(f"aws redshift-data get-statement-result --id {_ids[2]}"),
            "\nAn error occurred (ResourceNotFoundException) when calling the GetStatementResult operation: Query does not have result. Please check query status with DescribeStatement.\n",
        ),
    ],
)

session(
    "dbt",
    "ok-1",
    "Rebuild the marketing attribution models with dbt and run their tests; tell me if anything fails.",
    [
        (
            "bash",
            sh("dbt run --select +fct_attribution --target prod"),
            "09:14:02  Running with dbt=1.7.4\n09:14:03  Registered adapter: snowflake=1.7.1\n09:14:04  Found 212 models, 488 tests, 31 sources, 0 exposures, 0 metrics, 641 macros, 0 groups, 0 semantic models\n09:14:04  \n09:14:07  Concurrency: 8 threads (target='prod')\n09:14:07  \n09:14:07  1 of 4 START sql view model staging.stg_ad_clicks ............................. [RUN]\n09:14:07  2 of 4 START sql view model staging.stg_sessions .............................. [RUN]\n09:14:09  1 of 4 OK created sql view model staging.stg_ad_clicks ........................ [SUCCESS 1 in 1.92s]\n09:14:09  2 of 4 OK created sql view model staging.stg_sessions ......................... [SUCCESS 1 in 2.03s]\n09:14:09  3 of 4 START sql incremental model intermediate.int_touchpoints ............... [RUN]\n09:15:41  3 of 4 OK created sql incremental model intermediate.int_touchpoints .......... [SUCCESS 1 in 91.77s]\n09:15:41  4 of 4 START sql table model marts.fct_attribution ............................ [RUN]\n09:16:58  4 of 4 OK created sql table model marts.fct_attribution ....................... [SUCCESS 1 in 76.40s]\n09:16:58  \n09:16:58  Finished running 2 view models, 1 incremental model, 1 table model in 0 hours 2 minutes and 54.12 seconds (174.12s).\n09:16:58  \n09:16:58  Completed successfully\n09:16:58  \n09:16:58  Done. PASS=4 WARN=0 ERROR=0 SKIP=0 TOTAL=4",
        ),
        (
            "bash",
            sh("dbt test --select +fct_attribution --target prod"),
            "09:17:20  Running with dbt=1.7.4\n09:17:21  Registered adapter: snowflake=1.7.1\n09:17:22  Found 212 models, 488 tests, 31 sources, 0 exposures, 0 metrics, 641 macros, 0 groups, 0 semantic models\n09:17:22  \n09:17:24  Concurrency: 8 threads (target='prod')\n09:17:24  \n09:17:24  1 of 6 START test not_null_fct_attribution_session_id ......................... [RUN]\n09:17:24  2 of 6 START test unique_fct_attribution_touchpoint_id ........................ [RUN]\n09:17:24  3 of 6 START test accepted_values_stg_ad_clicks_network__google__meta__tiktok  [RUN]\n09:17:24  4 of 6 START test relationships_int_touchpoints_session_id__session_id__ref_stg_sessions_  [RUN]\n09:17:26  1 of 6 PASS not_null_fct_attribution_session_id ............................... [PASS in 1.88s]\n09:17:26  3 of 6 FAIL 14 accepted_values_stg_ad_clicks_network__google__meta__tiktok .... [FAIL 14 in 2.01s]\n09:17:27  2 of 6 PASS unique_fct_attribution_touchpoint_id .............................. [PASS in 2.77s]\n09:17:27  5 of 6 START test not_null_stg_sessions_session_id ............................ [RUN]\n09:17:27  6 of 6 START test unique_stg_sessions_session_id .............................. [RUN]\n09:17:28  5 of 6 PASS not_null_stg_sessions_session_id .................................. [PASS in 1.12s]\n09:17:29  4 of 6 PASS relationships_int_touchpoints_session_id__session_id__ref_stg_sessions_  [PASS in 4.60s]\n09:17:29  6 of 6 PASS unique_stg_sessions_session_id .................................... [PASS in 1.94s]\n09:17:29  \n09:17:29  Finished running 6 tests in 0 hours 0 minutes and 7.31 seconds (7.31s).\n09:17:29  \n09:17:29  Completed with 1 error and 0 warnings:\n09:17:29  \n09:17:29  Failure in test accepted_values_stg_ad_clicks_network__google__meta__tiktok (models/staging/schema.yml)\n09:17:29    Got 14 results, configured to fail if != 0\n09:17:29  \n09:17:29    compiled Code at target/compiled/mkt/models/staging/schema.yml/accepted_values_stg_ad_clicks_network__google__meta__tiktok.sql\n09:17:29  \n09:17:29  Done. PASS=5 WARN=0 ERROR=1 SKIP=0 TOTAL=6",
        ),
        (
            "bash",
            sh(
                "dbt show --inline \"select network, count(*) from {{ ref('stg_ad_clicks') }} where network not in ('google','meta','tiktok') group by 1\" --target prod"
            ),
            "09:18:40  Running with dbt=1.7.4\n09:18:41  Registered adapter: snowflake=1.7.1\n09:18:42  Found 212 models, 488 tests, 31 sources, 0 exposures, 0 metrics, 641 macros, 0 groups, 0 semantic models\n09:18:42  \n09:18:44  Concurrency: 8 threads (target='prod')\n09:18:44  \n09:18:46  Previewing inline node:\n| network  | COUNT(*) |\n| -------- | -------- |\n| linkedin |       14 |\n",
        ),
        (
            "bash",
            sh("dbt ls --select tag:attribution --resource-type exposure"),
            "09:19:30  Running with dbt=1.7.4\n09:19:31  Registered adapter: snowflake=1.7.1\n09:19:32  Found 212 models, 488 tests, 31 sources, 0 exposures, 0 metrics, 641 macros, 0 groups, 0 semantic models\n09:19:32  The selection criterion 'tag:attribution' does not match any enabled nodes\n09:19:32  No nodes selected!",
        ),
    ],
)

session(
    "dbt",
    "ok-2",
    "Which dbt models changed on this branch compared with production, and do they build in dev?",
    [
        (
            "bash",
            sh("git diff --stat origin/main -- models/"),
            " models/finance/fct_invoices.sql        | 12 ++++++++----\n models/finance/schema.yml              |  6 ++++++\n models/staging/stg_billing__plans.sql  |  3 ++-\n 3 files changed, 17 insertions(+), 4 deletions(-)",
        ),
        (
            "bash",
            sh("dbt ls --select state:modified+ --state ./prod-artifacts --resource-type model"),
            "10:02:11  Running with dbt=1.7.4\n10:02:12  Registered adapter: postgres=1.7.4\n10:02:13  Found 96 models, 301 tests, 12 sources, 2 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models\nbilling.staging.stg_billing__plans\nbilling.finance.fct_invoices\nbilling.finance.fct_mrr\nbilling.finance.rpt_revenue_by_plan",
        ),
        (
            "bash",
            sh("dbt build --select state:modified+ --state ./prod-artifacts --target dev"),
            "10:03:40  Running with dbt=1.7.4\n10:03:41  Registered adapter: postgres=1.7.4\n10:03:42  Found 96 models, 301 tests, 12 sources, 2 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models\n10:03:42  \n10:03:42  Concurrency: 4 threads (target='dev')\n10:03:42  \n10:03:42  1 of 9 START sql view model dbt_jlee_staging.stg_billing__plans ............... [RUN]\n10:03:43  1 of 9 OK created sql view model dbt_jlee_staging.stg_billing__plans .......... [CREATE VIEW in 0.31s]\n10:03:43  2 of 9 START test not_null_stg_billing__plans_plan_id ......................... [RUN]\n10:03:43  2 of 9 PASS not_null_stg_billing__plans_plan_id ............................... [PASS in 0.12s]\n10:03:43  3 of 9 START sql table model dbt_jlee_finance.fct_invoices .................... [RUN]\n10:03:51  3 of 9 OK created sql table model dbt_jlee_finance.fct_invoices ............... [SELECT 48211 in 7.88s]\n10:03:51  4 of 9 START test unique_fct_invoices_invoice_id .............................. [RUN]\n10:03:51  5 of 9 START test not_null_fct_invoices_plan_id ............................... [RUN]\n10:03:52  4 of 9 PASS unique_fct_invoices_invoice_id .................................... [PASS in 0.40s]\n10:03:52  5 of 9 PASS not_null_fct_invoices_plan_id ..................................... [PASS in 0.38s]\n10:03:52  6 of 9 START sql table model dbt_jlee_finance.fct_mrr ......................... [RUN]\n10:03:55  6 of 9 OK created sql table model dbt_jlee_finance.fct_mrr .................... [SELECT 2877 in 3.02s]\n10:03:55  7 of 9 START test not_null_fct_mrr_month ...................................... [RUN]\n10:03:55  7 of 9 PASS not_null_fct_mrr_month ............................................ [PASS in 0.09s]\n10:03:55  8 of 9 START sql view model dbt_jlee_finance.rpt_revenue_by_plan .............. [RUN]\n10:03:56  8 of 9 OK created sql view model dbt_jlee_finance.rpt_revenue_by_plan ......... [CREATE VIEW in 0.22s]\n10:03:56  9 of 9 START test dbt_utils_expression_is_true_rpt_revenue_by_plan_revenue_0 .. [RUN]\n10:03:56  9 of 9 PASS dbt_utils_expression_is_true_rpt_revenue_by_plan_revenue_0 ........ [PASS in 0.15s]\n10:03:56  \n10:03:56  Finished running 2 view models, 2 table models, 5 tests in 0 hours 0 minutes and 14.02 seconds (14.02s).\n10:03:56  \n10:03:56  Completed successfully\n10:03:56  \n10:03:56  Done. PASS=9 WARN=0 ERROR=0 SKIP=0 TOTAL=9",
        ),
        (
            "bash",
            sh("dbt ls --select state:modified+ --state ./prod-artifacts --resource-type exposure"),
            "10:04:30  Running with dbt=1.7.4\n10:04:31  Registered adapter: postgres=1.7.4\n10:04:32  Found 96 models, 301 tests, 12 sources, 2 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models\nexposure:billing.finance_dashboard",
        ),
        (
            "bash",
            sh("dbt ls --select state:modified+ --state ./prod-artifacts --resource-type snapshot"),
            "10:05:02  Running with dbt=1.7.4\n10:05:03  Registered adapter: postgres=1.7.4\n10:05:04  Found 96 models, 301 tests, 12 sources, 2 exposures, 0 metrics, 512 macros, 0 groups, 0 semantic models\n10:05:04  No nodes selected!",
        ),
    ],
)

_AF = "https://airflow.internal.northwind.io/api/v1"


def _ti(task, state, start, end, dur, tries=1):
    return {
        "task_id": task,
        "dag_id": "partner_feed_ingest",
        "dag_run_id": "scheduled__2024-05-13T02:00:00+00:00",
        "execution_date": "2024-05-13T02:00:00+00:00",
        "start_date": start,
        "end_date": end,
        "duration": dur,
        "state": state,
        "try_number": tries,
        "max_tries": 2,
        "hostname": "airflow-worker-2.airflow-worker.airflow.svc.cluster.local",
        "unixname": "airflow",
        "pool": "default_pool",
        "pool_slots": 1,
        "queue": "default",
        "priority_weight": 3,
        "operator": "PythonOperator",
        "queued_when": start,
        "pid": 4412,
        "executor_config": "{}",
        "sla_miss": None,
        "rendered_fields": {},
        "trigger": None,
        "triggerer_job": None,
        "note": None,
        "map_index": -1,
    }


session(
    "airflow",
    "ok-1",
    "The partner_feed_ingest DAG failed overnight. Find which task failed and why, then re-trigger it and make sure the new run succeeds.",
    [
        (
            "http_get",
            {"url": f"{_AF}/dags/partner_feed_ingest/dagRuns?order_by=-execution_date&limit=3"},
            js(
                {
                    "dag_runs": [
                        {
                            "dag_id": "partner_feed_ingest",
                            "dag_run_id": "scheduled__2024-05-13T02:00:00+00:00",
                            "execution_date": "2024-05-13T02:00:00+00:00",
                            "logical_date": "2024-05-13T02:00:00+00:00",
                            "start_date": "2024-05-14T02:00:04.221390+00:00",
                            "end_date": "2024-05-14T02:31:57.902114+00:00",
                            "state": "failed",
                            "external_trigger": False,
                            "run_type": "scheduled",
                            "conf": {},
                            "data_interval_start": "2024-05-13T02:00:00+00:00",
                            "data_interval_end": "2024-05-14T02:00:00+00:00",
                            "last_scheduling_decision": "2024-05-14T02:31:57.880031+00:00",
                            "note": None,
                        },
                        {
                            "dag_id": "partner_feed_ingest",
                            "dag_run_id": "scheduled__2024-05-12T02:00:00+00:00",
                            "execution_date": "2024-05-12T02:00:00+00:00",
                            "logical_date": "2024-05-12T02:00:00+00:00",
                            "start_date": "2024-05-13T02:00:03.118004+00:00",
                            "end_date": "2024-05-13T02:18:40.551732+00:00",
                            "state": "success",
                            "external_trigger": False,
                            "run_type": "scheduled",
                            "conf": {},
                            "data_interval_start": "2024-05-12T02:00:00+00:00",
                            "data_interval_end": "2024-05-13T02:00:00+00:00",
                            "last_scheduling_decision": "2024-05-13T02:18:40.530012+00:00",
                            "note": None,
                        },
                    ],
                    "total_entries": 188,
                },
                2,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{_AF}/dags/partner_feed_ingest/dagRuns/scheduled__2024-05-13T02:00:00+00:00/taskInstances?state=failed"
            },
            js(
                {
                    "task_instances": [
                        _ti(
                            "load_to_warehouse",
                            "failed",
                            "2024-05-14T02:21:10.004412+00:00",
                            "2024-05-14T02:31:55.771234+00:00",
                            645.766822,
                            3,
                        )
                    ],
                    "total_entries": 1,
                },
                2,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{_AF}/dags/partner_feed_ingest/dagRuns/scheduled__2024-05-13T02:00:00+00:00/taskInstances/load_to_warehouse/logs/3"
            },
            "[2024-05-14, 02:21:10 UTC] {taskinstance.py:1979} INFO - Dependencies all met for dep_context=non-requeueable deps ti=<TaskInstance: partner_feed_ingest.load_to_warehouse scheduled__2024-05-13T02:00:00+00:00 [queued]>\n[2024-05-14, 02:21:10 UTC] {taskinstance.py:2193} INFO - Starting attempt 3 of 3\n[2024-05-14, 02:21:11 UTC] {load.py:88} INFO - COPY INTO raw.partner_feed FROM @partner_stage/2024-05-13/\n[2024-05-14, 02:31:55 UTC] {taskinstance.py:2698} ERROR - Task failed with exception\nTraceback (most recent call last):\n  File \"/opt/airflow/dags/partner_feed/load.py\", line 91, in load\n    cur.execute(copy_sql)\nsnowflake.connector.errors.ProgrammingError: 100038 (22018): Numeric value 'N/A' is not recognized\n  File 'partner_feed_2024-05-13.csv', line 40117, character 58\n  Row 40116, column \"PARTNER_FEED\"[\"UNIT_PRICE\":6]\n[2024-05-14, 02:31:55 UTC] {taskinstance.py:1138} INFO - Marking task as FAILED. dag_id=partner_feed_ingest, task_id=load_to_warehouse, execution_date=20240513T020000, start_date=20240514T022110, end_date=20240514T023155\n[2024-05-14, 02:31:55 UTC] {standard_task_runner.py:107} ERROR - Failed to execute job 771203 for task load_to_warehouse (100038 (22018): Numeric value 'N/A' is not recognized; 4412)\n[2024-05-14, 02:31:57 UTC] {local_task_job_runner.py:234} INFO - Task exited with return code 1",
        ),
        (
            "http_post",
            {
                "url": f"{_AF}/dags/partner_feed_ingest/dagRuns",
                "json": {
                    "dag_run_id": "manual__rerun_2024-05-13_na_fix",
                    "logical_date": "2024-05-13T02:00:01+00:00",
                    "conf": {"null_if": ["N/A"]},
                },
            },
            js(
                {
                    "dag_id": "partner_feed_ingest",
                    "dag_run_id": "manual__rerun_2024-05-13_na_fix",
                    "execution_date": "2024-05-13T02:00:01+00:00",
                    "logical_date": "2024-05-13T02:00:01+00:00",
                    "start_date": None,
                    "end_date": None,
                    "state": "queued",
                    "external_trigger": True,
                    "run_type": "manual",
                    "conf": {"null_if": ["N/A"]},
                    "data_interval_start": "2024-05-13T02:00:00+00:00",
                    "data_interval_end": "2024-05-14T02:00:00+00:00",
                    "last_scheduling_decision": None,
                    "note": None,
                },
                2,
            ),
        ),
        (
            "http_get",
            {"url": f"{_AF}/dags/partner_feed_ingest/dagRuns/manual__rerun_2024-05-13_na_fix"},
            js(
                {
                    "dag_id": "partner_feed_ingest",
                    "dag_run_id": "manual__rerun_2024-05-13_na_fix",
                    "execution_date": "2024-05-13T02:00:01+00:00",
                    "start_date": "2024-05-14T09:40:02.771045+00:00",
                    "end_date": None,
                    "state": "running",
                    "external_trigger": True,
                    "run_type": "manual",
                    "conf": {"null_if": ["N/A"]},
                    "note": None,
                },
                2,
            ),
        ),
        (
            "http_get",
            {"url": f"{_AF}/dags/partner_feed_ingest/dagRuns/manual__rerun_2024-05-13_na_fix"},
            js(
                {
                    "dag_id": "partner_feed_ingest",
                    "dag_run_id": "manual__rerun_2024-05-13_na_fix",
                    "execution_date": "2024-05-13T02:00:01+00:00",
                    "start_date": "2024-05-14T09:40:02.771045+00:00",
                    "end_date": None,
                    "state": "running",
                    "external_trigger": True,
                    "run_type": "manual",
                    "conf": {"null_if": ["N/A"]},
                    "note": None,
                },
                2,
            ),
        ),
        (
            "http_get",
            {"url": f"{_AF}/dags/partner_feed_ingest/dagRuns/manual__rerun_2024-05-13_na_fix"},
            js(
                {
                    "dag_id": "partner_feed_ingest",
                    "dag_run_id": "manual__rerun_2024-05-13_na_fix",
                    "execution_date": "2024-05-13T02:00:01+00:00",
                    "start_date": "2024-05-14T09:40:02.771045+00:00",
                    "end_date": "2024-05-14T10:02:48.114093+00:00",
                    "state": "success",
                    "external_trigger": True,
                    "run_type": "manual",
                    "conf": {"null_if": ["N/A"]},
                    "note": None,
                },
                2,
            ),
        ),
    ],
)

_unauth = js(
    {
        "detail": None,
        "status": 401,
        "title": "Unauthorized",
        "type": "https://airflow.apache.org/docs/apache-airflow/2.8.1/stable-rest-api-ref.html#section/Errors/Unauthenticated",
    },
    2,
)
session(
    "airflow",
    "fail-1",
    "Is the hourly clickstream_compact DAG keeping up? How far behind is its latest successful run?",
    [
        ("http_get", {"url": f"{_AF}/dags/clickstream_compact"}, _unauth),
        (
            "http_get",
            {"url": f"{_AF}/dags/clickstream_compact/dagRuns?order_by=-execution_date&limit=5"},
            _unauth,
        ),
        (
            "http_get",
            {
                "url": f"{_AF}/dags/clickstream_compact/dagRuns?state=success&order_by=-execution_date&limit=1"
            },
            _unauth,
        ),
        ("http_get", {"url": f"{_AF}/dags?dag_id_pattern=clickstream"}, _unauth),
        (
            "http_get",
            {"url": f"{_AF}/health"},
            js(
                {
                    "metadatabase": {"status": "healthy"},
                    "scheduler": {
                        "latest_scheduler_heartbeat": "2024-05-14T11:58:41.118204+00:00",
                        "status": "healthy",
                    },
                    "triggerer": {
                        "latest_triggerer_heartbeat": "2024-05-14T11:58:40.004122+00:00",
                        "status": "healthy",
                    },
                },
                2,
            ),
        ),
        ("http_get", {"url": f"{_AF}/dags/clickstream_compact/dagRuns?limit=5"}, _unauth),
        (
            "http_get",
            {"url": f"{_AF}/dags/clickstream_compact/dagRuns/~/taskInstances?state=running"},
            _unauth,
        ),
        ("http_get", {"url": f"{_AF}/dags/clickstream_compact/details"}, _unauth),
    ],
)

_SHS = "http://spark-history.data.svc:18080/api/v1"
_app = "application_1715590000123_0412"
session(
    "spark",
    "ok-1",
    "Yesterday's sessionize Spark job took twice as long as usual. Check the history server: any failed stages, executor losses, or skew?",
    [
        (
            "http_get",
            {"url": f"{_SHS}/applications?status=completed&minDate=2024-05-13&limit=5"},
            js(
                [
                    {
                        "id": _app,
                        "name": "sessionize-daily",
                        "attempts": [
                            {
                                "startTime": "2024-05-13T03:00:12.118GMT",
                                "endTime": "2024-05-13T04:51:40.902GMT",
                                "lastUpdated": "2024-05-13T04:51:41.330GMT",
                                "duration": 6688784,
                                "sparkUser": "etl",
                                "completed": True,
                                "appSparkVersion": "3.5.1",
                                "startTimeEpoch": 1715569212118,
                                "endTimeEpoch": 1715575900902,
                                "lastUpdatedEpoch": 1715575901330,
                            }
                        ],
                    },
                    {
                        "id": "application_1715590000123_0409",
                        "name": "dim-refresh",
                        "attempts": [
                            {
                                "startTime": "2024-05-13T02:40:01.002GMT",
                                "endTime": "2024-05-13T02:47:33.415GMT",
                                "lastUpdated": "2024-05-13T02:47:33.900GMT",
                                "duration": 452413,
                                "sparkUser": "etl",
                                "completed": True,
                                "appSparkVersion": "3.5.1",
                                "startTimeEpoch": 1715568001002,
                                "endTimeEpoch": 1715568453415,
                                "lastUpdatedEpoch": 1715568453900,
                            }
                        ],
                    },
                ],
                2,
            ),
        ),
        ("http_get", {"url": f"{_SHS}/applications/{_app}/stages?status=failed"}, "[ ]"),
        (
            "http_get",
            {"url": f"{_SHS}/applications/{_app}/allexecutors"},
            js(
                [
                    {
                        "id": "driver",
                        "hostPort": "10.4.2.17:41233",
                        "isActive": False,
                        "rddBlocks": 0,
                        "memoryUsed": 0,
                        "diskUsed": 0,
                        "totalCores": 0,
                        "maxTasks": 0,
                        "activeTasks": 0,
                        "failedTasks": 0,
                        "completedTasks": 0,
                        "totalTasks": 0,
                        "totalDuration": 0,
                        "totalGCTime": 0,
                        "totalInputBytes": 0,
                        "totalShuffleRead": 0,
                        "totalShuffleWrite": 0,
                        "isBlacklisted": False,
                        "maxMemory": 2101975449,
                        "addTime": "2024-05-13T03:00:13.442GMT",
                        "executorLogs": {},
                    },
                    {
                        "id": "1",
                        "hostPort": "10.4.3.88:38211",
                        "isActive": False,
                        "rddBlocks": 0,
                        "memoryUsed": 0,
                        "diskUsed": 0,
                        "totalCores": 4,
                        "maxTasks": 4,
                        "activeTasks": 0,
                        "failedTasks": 0,
                        "completedTasks": 1822,
                        "totalTasks": 1822,
                        "totalDuration": 5120044,
                        "totalGCTime": 211873,
                        "totalInputBytes": 88213340112,
                        "totalShuffleRead": 30112877021,
                        "totalShuffleWrite": 29877102934,
                        "isBlacklisted": False,
                        "maxMemory": 8477566566,
                        "addTime": "2024-05-13T03:00:31.009GMT",
                        "removeTime": "2024-05-13T04:51:40.771GMT",
                        "removeReason": "Application completed",
                    },
                    {
                        "id": "2",
                        "hostPort": "10.4.3.91:40017",
                        "isActive": False,
                        "rddBlocks": 0,
                        "memoryUsed": 0,
                        "diskUsed": 0,
                        "totalCores": 4,
                        "maxTasks": 4,
                        "activeTasks": 0,
                        "failedTasks": 0,
                        "completedTasks": 1790,
                        "totalTasks": 1790,
                        "totalDuration": 5098112,
                        "totalGCTime": 204400,
                        "totalInputBytes": 87110023345,
                        "totalShuffleRead": 29987120044,
                        "totalShuffleWrite": 29701233890,
                        "isBlacklisted": False,
                        "maxMemory": 8477566566,
                        "addTime": "2024-05-13T03:00:31.412GMT",
                        "removeTime": "2024-05-13T04:51:40.771GMT",
                        "removeReason": "Application completed",
                    },
                ],
                2,
            ),
        ),
        (
            "http_get",
            {"url": f"{_SHS}/applications/{_app}/stages?status=complete&details=false"},
            js(
                [
                    {
                        "status": "COMPLETE",
                        "stageId": 7,
                        "attemptId": 0,
                        "numTasks": 2000,
                        "numCompleteTasks": 2000,
                        "numFailedTasks": 0,
                        "executorRunTime": 5901221,
                        "submissionTime": "2024-05-13T03:41:02.114GMT",
                        "completionTime": "2024-05-13T04:49:55.870GMT",
                        "inputBytes": 0,
                        "shuffleReadBytes": 59912004311,
                        "shuffleWriteBytes": 0,
                        "name": "save at SessionizeJob.scala:142",
                    },
                    {
                        "status": "COMPLETE",
                        "stageId": 6,
                        "attemptId": 0,
                        "numTasks": 1400,
                        "numCompleteTasks": 1400,
                        "numFailedTasks": 0,
                        "executorRunTime": 2133870,
                        "submissionTime": "2024-05-13T03:00:40.002GMT",
                        "completionTime": "2024-05-13T03:40:58.991GMT",
                        "inputBytes": 175323363457,
                        "shuffleReadBytes": 0,
                        "shuffleWriteBytes": 59578336824,
                        "name": "repartition at SessionizeJob.scala:97",
                    },
                ],
                2,
            ),
        ),
        (
            "http_get",
            {
                "url": f"{_SHS}/applications/{_app}/stages/7/0/taskSummary?quantiles=0.5,0.95,0.99,1.0"
            },
            js(
                {
                    "quantiles": [0.5, 0.95, 0.99, 1.0],
                    "executorRunTime": [1740.0, 3322.0, 8410.0, 2211804.0],
                    "duration": [1811.0, 3417.0, 8733.0, 2213950.0],
                    "shuffleReadMetrics": {
                        "readBytes": [27811034.0, 31102877.0, 40117233.0, 4022918877.0],
                        "readRecords": [118004.0, 131877.0, 170022.0, 17022841.0],
                    },
                },
                2,
            ),
        ),
    ],
)

_sh_ids = [
    "application_1715590000123_0412",
    "application_1715590000123_0418",
    "application_1715590000123_0421",
]
session(
    "spark",
    "fail-1",
    "Find this week's failed Spark applications on the history server and what killed them.",
    [
        ("http_get", {"url": f"{_SHS}/applications?status=completed&minDate=2024-05-13"}, "[ ]"),
        ("http_get", {"url": f"{_SHS}/applications?minDate=2024-05-10"}, "[ ]"),
        ("http_get", {"url": f"{_SHS}/applications"}, "[ ]"),
        ("http_get", {"url": f"{_SHS}/applications/{_sh_ids[1]}"}, f"no such app: {_sh_ids[1]}"),
        (
            "http_get",
            {"url": f"{_SHS}/applications/{_sh_ids[2]}/jobs?status=failed"},
            f"no such app: {_sh_ids[2]}",
        ),
        ("http_get", {"url": f"{_SHS}/applications?status=running"}, "[ ]"),
        ("http_get", {"url": f"{_SHS}/version"}, js({"spark": "3.5.1"}, 2)),
        (
            "http_get",
            {"url": f"{_SHS}/applications/{_sh_ids[0]}/stages?status=failed"},
            f"no such app: {_sh_ids[0]}",
        ),
    ],
)
# ---------------------------------------------------------------- 2. graph and document stores


def _dg(data, lat=(48211, 1203344, 881002)):
    return js(
        {
            "data": data,
            "extensions": {
                "server_latency": {
                    "parsing_ns": lat[0],
                    "processing_ns": lat[1],
                    "encoding_ns": lat[2],
                    "assign_timestamp_ns": 611204,
                    "total_ns": sum(lat) + 611204,
                },
                "txn": {"start_ts": 8812044},
                "metrics": {"num_uids": {"": 0, "_total": 14}},
            },
        }
    )


session(
    "dgraph",
    "ok-1",
    "In the Dgraph supplier graph, which suppliers of part P-7731 are in Vietnam, and link the new one (Hoa Binh Metals) to it.",
    [
        (
            "dgraph_query",
            {
                "query": '{ q(func: eq(part.sku, "P-7731")) { uid part.name supplied_by: ~supplies { uid supplier.name supplier.country } } }'
            },
            _dg(
                {
                    "q": [
                        {
                            "uid": "0x2f11a",
                            "part.name": "M6 flange bolt, zinc",
                            "supplied_by": [
                                {
                                    "uid": "0x1c02",
                                    "supplier.name": "Thai Fastener Co.",
                                    "supplier.country": "TH",
                                },
                                {
                                    "uid": "0x1c09",
                                    "supplier.name": "Saigon Precision",
                                    "supplier.country": "VN",
                                },
                                {
                                    "uid": "0x1c4e",
                                    "supplier.name": "Kestrel Industrial",
                                    "supplier.country": "US",
                                },
                            ],
                        }
                    ]
                }
            ),
        ),
        (
            "dgraph_query",
            {
                "query": '{ q(func: eq(supplier.name, "Hoa Binh Metals")) { uid supplier.country supplier.certs } }'
            },
            _dg(
                {
                    "q": [
                        {
                            "uid": "0x1d77",
                            "supplier.country": "VN",
                            "supplier.certs": ["ISO 9001:2015"],
                        }
                    ]
                }
            ),
        ),
        (
            "dgraph_mutate",
            {"commitNow": True, "set_nquads": "<0x1d77> <supplies> <0x2f11a> ."},
            js(
                {
                    "data": {"code": "Success", "message": "Done", "queries": None, "uids": {}},
                    "extensions": {
                        "server_latency": {
                            "parsing_ns": 21044,
                            "processing_ns": 3311877,
                            "assign_timestamp_ns": 512203,
                            "total_ns": 3950112,
                        },
                        "txn": {
                            "start_ts": 8812051,
                            "commit_ts": 8812052,
                            "preds": ["1-0-supplies"],
                        },
                    },
                }
            ),
        ),
        (
            "dgraph_query",
            {
                "query": '{ q(func: uid(0x2f11a)) { ~supplies @filter(eq(supplier.country, "VN")) { supplier.name } } }'
            },
            _dg(
                {
                    "q": [
                        {
                            "~supplies": [
                                {"supplier.name": "Saigon Precision"},
                                {"supplier.name": "Hoa Binh Metals"},
                            ]
                        }
                    ]
                }
            ),
        ),
    ],
)

_dq = [
    '{ q(func: eq(account.email, "ops@brightline.co")) { uid account.name } }',
    "{ q(func: has(account.email), first: 5) { uid account.email } }",
    '{ q(func: anyofterms(account.name, "brightline")) { uid account.name } }',
    "{ q(func: type(Account), first: 3) { uid expand(_all_) } }",
    "{ q(func: has(invoice.number), first: 3) { uid invoice.number } }",
    '{ q(func: eq(account.domain, "brightline.co")) { uid account.name ~owner { uid } } }',
    "schema {}",
]
session(
    "dgraph",
    "fail-1",
    "Look up the Brightline account in our Dgraph customer graph and list its open invoices.",
    [
        (
            "dgraph_query",
            {"query": q},
            _dg({"q": []}, (12000 + i * 311, 90211 + i * 1707, 4022))
            if q != "schema {}"
            else js(
                {
                    "data": {
                        "schema": [
                            {
                                "predicate": "dgraph.type",
                                "type": "string",
                                "index": True,
                                "tokenizer": ["exact"],
                                "list": True,
                            },
                            {"predicate": "dgraph.drop.op", "type": "string"},
                            {"predicate": "dgraph.graphql.schema", "type": "string"},
                            {
                                "predicate": "dgraph.graphql.xid",
                                "type": "string",
                                "index": True,
                                "tokenizer": ["exact"],
                                "upsert": True,
                            },
                        ],
                        "types": [
                            {
                                "fields": [
                                    {"name": "dgraph.graphql.schema"},
                                    {"name": "dgraph.graphql.xid"},
                                ],
                                "name": "dgraph.graphql",
                            }
                        ],
                    },
                    "extensions": {"txn": {"start_ts": 9120077}},
                }
            ),
        )
        for i, q in enumerate(_dq)
    ],
)

session(
    "arangodb",
    "ok-1",
    "From the ArangoDB routes graph, list every depot reachable from hub BER within two hops, with the total drive time.",
    [
        (
            "arangodb_aql",
            {
                "query": "FOR v, e, p IN 1..2 OUTBOUND 'hubs/BER' GRAPH 'routes' FILTER IS_SAME_COLLECTION('depots', v) RETURN {depot: v.code, city: v.city, minutes: SUM(p.edges[*].minutes)}",
                "batchSize": 4,
                "count": True,
            },
            js(
                {
                    "result": [
                        {"depot": "D-LEJ1", "city": "Leipzig", "minutes": 118},
                        {"depot": "D-DRS2", "city": "Dresden", "minutes": 131},
                        {"depot": "D-HAM3", "city": "Hamburg", "minutes": 176},
                        {"depot": "D-POZ1", "city": "Poznań", "minutes": 189},
                    ],
                    "hasMore": True,
                    "id": "1844210",
                    "count": 7,
                    "extra": {
                        "warnings": [],
                        "stats": {
                            "writesExecuted": 0,
                            "writesIgnored": 0,
                            "scannedFull": 0,
                            "scannedIndex": 41,
                            "cursorsCreated": 3,
                            "cursorsRearmed": 0,
                            "cacheHits": 0,
                            "cacheMisses": 0,
                            "filtered": 12,
                            "httpRequests": 0,
                            "executionTime": 0.0021177,
                            "peakMemoryUsage": 65536,
                        },
                    },
                    "cached": False,
                    "error": False,
                    "code": 201,
                }
            ),
        ),
        (
            "arangodb_cursor_next",
            {"cursor_id": "1844210"},
            js(
                {
                    "result": [
                        {"depot": "D-SZZ1", "city": "Szczecin", "minutes": 141},
                        {"depot": "D-CBU1", "city": "Cottbus", "minutes": 92},
                        {"depot": "D-MAG2", "city": "Magdeburg", "minutes": 104},
                    ],
                    "hasMore": False,
                    "count": 7,
                    "extra": {
                        "warnings": [],
                        "stats": {
                            "writesExecuted": 0,
                            "writesIgnored": 0,
                            "scannedFull": 0,
                            "scannedIndex": 41,
                            "filtered": 12,
                            "executionTime": 0.0021177,
                        },
                    },
                    "cached": False,
                    "error": False,
                    "code": 200,
                }
            ),
        ),
        (
            "arangodb_aql",
            {
                "query": "FOR d IN depots FILTER d.code IN ['D-LEJ1','D-CBU1'] RETURN {code: d.code, dock_doors: d.dock_doors, closes: d.hours.close}"
            },
            js(
                {
                    "result": [
                        {"code": "D-LEJ1", "dock_doors": 14, "closes": "22:00"},
                        {"code": "D-CBU1", "dock_doors": 6, "closes": "18:30"},
                    ],
                    "hasMore": False,
                    "cached": False,
                    "extra": {
                        "warnings": [],
                        "stats": {
                            "writesExecuted": 0,
                            "writesIgnored": 0,
                            "scannedFull": 0,
                            "scannedIndex": 2,
                            "filtered": 0,
                            "executionTime": 0.000411,
                        },
                    },
                    "error": False,
                    "code": 201,
                }
            ),
        ),
    ],
)

_OS = "https://search.internal:9200"
session(
    "opensearch",
    "ok-1",
    "Were there any 5xx responses from checkout-api in the last hour? If not, confirm the logs are actually arriving.",
    [
        (
            "opensearch_search",
            {
                "index": "logs-checkout-*",
                "body": {
                    "size": 0,
                    "query": {
                        "bool": {
                            "filter": [
                                {"range": {"@timestamp": {"gte": "now-1h"}}},
                                {"range": {"http.status": {"gte": 500}}},
                            ]
                        }
                    },
                },
            },
            js(
                {
                    "took": 14,
                    "timed_out": False,
                    "_shards": {"total": 6, "successful": 6, "skipped": 4, "failed": 0},
                    "hits": {
                        "total": {"value": 0, "relation": "eq"},
                        "max_score": None,
                        "hits": [],
                    },
                }
            ),
        ),
        (
            "opensearch_search",
            {
                "index": "logs-checkout-*",
                "body": {
                    "size": 1,
                    "sort": [{"@timestamp": "desc"}],
                    "_source": ["@timestamp", "http.status", "url.path"],
                },
            },
            js(
                {
                    "took": 6,
                    "timed_out": False,
                    "_shards": {"total": 6, "successful": 6, "skipped": 0, "failed": 0},
                    "hits": {
                        "total": {"value": 10000, "relation": "gte"},
                        "max_score": None,
                        "hits": [
                            {
                                "_index": "logs-checkout-2024.05.14",
                                "_id": "Vt2Kb48BxN1p0q3Ls9aQ",
                                "_score": None,
                                "_source": {
                                    "@timestamp": "2024-05-14T12:41:57.204Z",
                                    "http": {"status": 200},
                                    "url": {"path": "/v2/cart/confirm"},
                                },
                                "sort": [1715690517204],
                            }
                        ],
                    },
                }
            ),
        ),
        (
            "opensearch_search",
            {
                "index": "logs-checkout-*",
                "body": {
                    "size": 0,
                    "query": {"range": {"@timestamp": {"gte": "now-1h"}}},
                    "aggs": {"by_status": {"terms": {"field": "http.status", "size": 10}}},
                },
            },
            js(
                {
                    "took": 21,
                    "timed_out": False,
                    "_shards": {"total": 6, "successful": 6, "skipped": 4, "failed": 0},
                    "hits": {
                        "total": {"value": 10000, "relation": "gte"},
                        "max_score": None,
                        "hits": [],
                    },
                    "aggregations": {
                        "by_status": {
                            "doc_count_error_upper_bound": 0,
                            "sum_other_doc_count": 0,
                            "buckets": [
                                {"key": 200, "doc_count": 48211},
                                {"key": 204, "doc_count": 3120},
                                {"key": 404, "doc_count": 211},
                                {"key": 429, "doc_count": 17},
                            ],
                        }
                    },
                }
            ),
        ),
        (
            "opensearch_cat",
            {"path": "_cat/indices/logs-checkout-*?v&s=index"},
            "health status index                    uuid                   pri rep docs.count docs.deleted store.size pri.store.size\ngreen  open   logs-checkout-2024.05.12 kQx1c3D9TvOe2m5n7WbA1g   3   1    4120877            0      2.1gb          1gb\ngreen  open   logs-checkout-2024.05.13 0pN4uYt6R8aQ1Jm3ZkLd2w   3   1    4388102            0      2.3gb        1.1gb\ngreen  open   logs-checkout-2024.05.14 Ha7kP2sQ9Vb3Xc1Ne5Ry8u   3   1    2311840            0      1.2gb        618mb\n",
        ),
    ],
)

_empty_os = lambda t, tot: js(
    {
        "took": t,
        "timed_out": False,
        "_shards": {"total": tot, "successful": tot, "skipped": 0, "failed": 0},
        "hits": {"total": {"value": 0, "relation": "eq"}, "max_score": None, "hits": []},
    }
)
session(
    "opensearch",
    "fail-1",
    "Find the audit log entries showing who deleted the 'q3-forecast' dashboard yesterday.",
    [
        (
            "opensearch_search",
            {"index": "audit-*", "body": {"query": {"match": {"object.name": "q3-forecast"}}}},
            _empty_os(3, 0),
        ),
        (
            "opensearch_search",
            {
                "index": "audit-*",
                "body": {
                    "query": {
                        "bool": {
                            "filter": [
                                {"term": {"action": "delete"}},
                                {"range": {"@timestamp": {"gte": "now-2d"}}},
                            ]
                        }
                    }
                },
            },
            _empty_os(2, 0),
        ),
        (
            "opensearch_search",
            {"index": "audit-*", "body": {"query": {"query_string": {"query": "q3 AND forecast"}}}},
            _empty_os(2, 0),
        ),
        (
            "opensearch_search",
            {"index": "audit*", "body": {"query": {"match_all": {}}, "size": 3}},
            _empty_os(1, 0),
        ),
        (
            "opensearch_search",
            {"index": "audit-*", "body": {"query": {"term": {"user.name": "dkhan"}}}},
            _empty_os(2, 0),
        ),
        (
            "opensearch_search",
            {"index": "audit-*", "body": {"query": {"wildcard": {"object.name": "*forecast*"}}}},
            _empty_os(1, 0),
        ),
        (
            "opensearch_search",
            {
                "index": "audit-*",
                "body": {"size": 0, "aggs": {"actions": {"terms": {"field": "action"}}}},
            },
            js(
                {
                    "took": 1,
                    "timed_out": False,
                    "_shards": {"total": 0, "successful": 0, "skipped": 0, "failed": 0},
                    "hits": {"total": {"value": 0, "relation": "eq"}, "max_score": 0.0, "hits": []},
                }
            ),
        ),
    ],
)

_DD = "duckdb analytics.duckdb -c "
session(
    "duckdb",
    "ok-1",
    "Using the exported trip parquet files, what were the five busiest pickup zones in March and the average fare there?",
    [
        (
            "bash",
            sh(_DD + "\"DESCRIBE SELECT * FROM 'exports/trips_2024-03-*.parquet'\""),
            duckbox(
                ["column_name", "column_type", "null", "key", "default", "extra"],
                ["varchar", "varchar", "varchar", "varchar", "varchar", "varchar"],
                [
                    ["trip_id", "BIGINT", "YES", "NULL", "NULL", "NULL"],
                    ["pickup_ts", "TIMESTAMP", "YES", "NULL", "NULL", "NULL"],
                    ["pu_zone_id", "INTEGER", "YES", "NULL", "NULL", "NULL"],
                    ["do_zone_id", "INTEGER", "YES", "NULL", "NULL", "NULL"],
                    ["fare_amount", "DECIMAL(9,2)", "YES", "NULL", "NULL", "NULL"],
                ],
            ),
        ),
        (
            "bash",
            sh(_DD + "\"SELECT count(*) FROM 'exports/trips_2024-03-*.parquet'\""),
            duckbox(["count_star()"], ["int64"], [["3582628"]]),
        ),
        (
            "bash",
            sh(
                _DD
                + "\"SELECT z.zone, count(*) AS trips, round(avg(fare_amount), 2) AS avg_fare FROM 'exports/trips_2024-03-*.parquet' t JOIN 'exports/zones.csv' z ON z.location_id = t.pu_zone_id GROUP BY 1 ORDER BY 2 DESC LIMIT 5\""
            ),
            duckbox(
                ["Zone", "trips", "avg_fare"],
                ["varchar", "int64", "double"],
                [
                    ["Midtown Center", "171224", "14.87"],
                    ["Upper East Side South", "160812", "12.31"],
                    ["JFK Airport", "151033", "61.02"],
                    ["Upper East Side North", "148870", "12.77"],
                    ["Penn Station/Madison Sq West", "129441", "15.40"],
                ],
            ),
        ),
        (
            "bash",
            sh(
                _DD
                + "\"COPY (SELECT pu_zone_id, count(*) trips FROM 'exports/trips_2024-03-*.parquet' GROUP BY 1) TO 'out/march_zone_counts.csv' (HEADER)\""
            ),
            "",
        ),
        (
            "bash",
            sh("wc -l out/march_zone_counts.csv && head -3 out/march_zone_counts.csv"),
            "262 out/march_zone_counts.csv\npu_zone_id,trips\n161,171224\n",
        ),
    ],
)

session(
    "duckdb",
    "ok-2",
    "Check the sensor readings CSV for gaps: are there any devices with no readings on 2024-05-12?",
    [
        (
            "bash",
            sh(
                _DD
                + "\"SELECT count(DISTINCT device_id) FROM read_csv_auto('data/readings_2024-05.csv')\""
            ),
            duckbox(["count(DISTINCT device_id)"], ["int64"], [["48"]]),
        ),
        (
            "bash",
            sh(
                _DD
                + "\"SELECT count(DISTINCT device_id) FROM read_csv_auto('data/readings_2024-05.csv') WHERE ts::DATE = DATE '2024-05-12'\""
            ),
            duckbox(["count(DISTINCT device_id)"], ["int64"], [["46"]]),
        ),
        (
            "bash",
            sh(
                _DD
                + "\"SELECT device_id, max(ts) last_seen FROM read_csv_auto('data/readings_2024-05.csv') GROUP BY 1 HAVING count(*) FILTER (WHERE ts::DATE = DATE '2024-05-12') = 0\""
            ),
            duckbox(
                ["device_id", "last_seen"],
                ["varchar", "timestamp"],
                [["gw-07-temp-3", "2024-05-11 23:52:10"], ["gw-12-hum-1", "2024-05-10 06:14:44"]],
            ),
        ),
        (
            "bash",
            sh(
                _DD
                + "\"SELECT device_id, min(ts) FROM read_csv_auto('data/readings_2024-05.csv') WHERE device_id IN ('gw-07-temp-3','gw-12-hum-1') AND ts > TIMESTAMP '2024-05-12 23:59:59' GROUP BY 1\""
            ),
            duckbox(
                ["device_id", "min(ts)"],
                ["varchar", "timestamp"],
                [["gw-07-temp-3", "2024-05-13 00:04:31"]],
            ),
        ),
    ],
)

_NEP = "https://graph-prod.cluster-cq4x.eu-west-1.neptune.amazonaws.com:8182"
session(
    "neptune",
    "ok-1",
    "In the Neptune fraud graph, which accounts share a device with account A-55012, and has any of them been flagged?",
    [
        (
            "neptune_opencypher",
            {
                "query": "MATCH (a:Account {id:'A-55012'})-[:USED]->(d:Device)<-[:USED]-(o:Account) RETURN d.fingerprint AS device, collect(o.id) AS others"
            },
            js(
                {
                    "results": [
                        {"device": "fp_9c1e77a0", "others": ["A-61877", "A-70311"]},
                        {"device": "fp_2b04d5c9", "others": ["A-61877"]},
                    ]
                },
                2,
            ),
        ),
        (
            "neptune_opencypher",
            {
                "query": "MATCH (o:Account) WHERE o.id IN ['A-61877','A-70311'] OPTIONAL MATCH (o)-[:FLAGGED_BY]->(c:Case) RETURN o.id, o.opened, c.id AS case_id, c.status"
            },
            js(
                {
                    "results": [
                        {
                            "o.id": "A-61877",
                            "o.opened": "2024-04-29",
                            "case_id": "CASE-3381",
                            "c.status": "open",
                        },
                        {
                            "o.id": "A-70311",
                            "o.opened": "2023-11-02",
                            "case_id": None,
                            "c.status": None,
                        },
                    ]
                },
                2,
            ),
        ),
        (
            "neptune_gremlin",
            {"query": "g.V().has('Case','id','CASE-3381').valueMap('reason','opened_by')"},
            js(
                {
                    "requestId": uid("nep-g1"),
                    "status": {
                        "message": "",
                        "code": 200,
                        "attributes": {"@type": "g:Map", "@value": []},
                    },
                    "result": {
                        "data": {
                            "@type": "g:List",
                            "@value": [
                                {
                                    "@type": "g:Map",
                                    "@value": [
                                        "reason",
                                        {
                                            "@type": "g:List",
                                            "@value": ["chargeback cluster, 4 cards"],
                                        },
                                        "opened_by",
                                        {"@type": "g:List", "@value": ["risk-rules-v7"]},
                                    ],
                                }
                            ],
                        },
                        "meta": {"@type": "g:Map", "@value": []},
                    },
                }
            ),
        ),
        (
            "neptune_opencypher",
            {"query": "MATCH (a:Account {id:'A-55012'})-[:FLAGGED_BY]->(c) RETURN c.id"},
            js({"results": []}, 2),
        ),
    ],
)

_nep_err = lambda i: js(
    {
        "code": "AccessDeniedException",
        "requestId": uid(f"nep-f{i}"),
        "detailedMessage": "The security token included in the request is expired",
    }
)
_nq = [
    "MATCH (s:Shipment {id:'SH-20931'}) RETURN s",
    "MATCH (s:Shipment {id:'SH-20931'})-[:ROUTED_VIA]->(h) RETURN h.code ORDER BY h.seq",
    "MATCH (s:Shipment) WHERE s.id STARTS WITH 'SH-2093' RETURN s.id LIMIT 5",
    "MATCH (h:Hub {code:'RTM'}) RETURN h",
    "RETURN 1",
]
session(
    "neptune",
    "fail-1",
    "Trace the route shipment SH-20931 took through our hubs using the Neptune logistics graph.",
    [("neptune_opencypher", {"query": q}, _nep_err(i)) for i, q in enumerate(_nq)]
    + [
        (
            "neptune_gremlin",
            {"query": "g.V().has('Shipment','id','SH-20931').out('ROUTED_VIA').values('code')"},
            _nep_err(9),
        ),
        (
            "neptune_opencypher",
            {"query": "MATCH (s:Shipment {id:'SH-20931'})-[r]->() RETURN type(r), count(*)"},
            _nep_err(10),
        ),
    ],
)

_TG = {"edition": "enterprise", "api": "v2", "schema": 14}
session(
    "tigergraph",
    "ok-1",
    "Run the TigerGraph 'similar_patients' query for patient P-00881 and tell me the three closest matches and their shared diagnoses.",
    [
        (
            "tigergraph_run_query",
            {
                "graph": "ClinicalGraph",
                "query": "similar_patients",
                "params": {"p": "P-00881", "k": 3},
            },
            js(
                {
                    "version": _TG,
                    "error": False,
                    "message": "",
                    "results": [
                        {
                            "top": [
                                {
                                    "v_id": "P-04417",
                                    "v_type": "Patient",
                                    "attributes": {"top.@score": 0.812},
                                },
                                {
                                    "v_id": "P-01290",
                                    "v_type": "Patient",
                                    "attributes": {"top.@score": 0.774},
                                },
                                {
                                    "v_id": "P-03361",
                                    "v_type": "Patient",
                                    "attributes": {"top.@score": 0.701},
                                },
                            ]
                        }
                    ],
                }
            ),
        ),
        (
            "tigergraph_run_query",
            {
                "graph": "ClinicalGraph",
                "query": "shared_diagnoses",
                "params": {"a": "P-00881", "b": "P-04417"},
            },
            js(
                {
                    "version": _TG,
                    "error": False,
                    "message": "",
                    "results": [{"codes": ["E11.9", "I10", "E78.5"]}],
                }
            ),
        ),
        (
            "tigergraph_run_query",
            {
                "graph": "ClinicalGraph",
                "query": "shared_diagnoses",
                "params": {"a": "P-00881", "b": "P-01290"},
            },
            js(
                {
                    "version": _TG,
                    "error": False,
                    "message": "",
                    "results": [{"codes": ["E11.9", "N18.3"]}],
                }
            ),
        ),
        (
            "tigergraph_run_query",
            {
                "graph": "ClinicalGraph",
                "query": "shared_diagnoses",
                "params": {"a": "P-00881", "b": "P-03361"},
            },
            js({"version": _TG, "error": False, "message": "", "results": [{"codes": []}]}),
        ),
    ],
)

_tg_err = js(
    {
        "version": _TG,
        "error": True,
        "message": "Access Denied because the input token = 'f3b1****************************a9c0' is expired.",
        "code": "REST-10018",
    }
)
session(
    "tigergraph",
    "fail-1",
    "Using TigerGraph, find the money-mule rings connected to account 7744-1029 within three transfers.",
    [
        (
            "tigergraph_run_query",
            {"graph": "AML", "query": "mule_rings", "params": {"acct": "7744-1029", "hops": 3}},
            _tg_err,
        ),
        (
            "tigergraph_run_query",
            {"graph": "AML", "query": "mule_rings", "params": {"acct": "7744-1029", "hops": 2}},
            _tg_err,
        ),
        (
            "tigergraph_get_vertex",
            {"graph": "AML", "vertex_type": "Account", "id": "7744-1029"},
            _tg_err,
        ),
        (
            "tigergraph_run_query",
            {"graph": "AML", "query": "transfers_from", "params": {"acct": "7744-1029"}},
            _tg_err,
        ),
        (
            "tigergraph_get_vertex",
            {"graph": "AML", "vertex_type": "Account", "id": "77441029"},
            _tg_err,
        ),
        (
            "tigergraph_run_query",
            {
                "graph": "AML",
                "query": "mule_rings",
                "params": {"acct": "7744-1029", "hops": 3, "min_amount": 500},
            },
            _tg_err,
        ),
        (
            "tigergraph_get_vertex",
            {"graph": "AML", "vertex_type": "Account", "id": "7744-1030"},
            _tg_err,
        ),
    ],
)
# ---------------------------------------------------------------- 3. security scanning

session(
    "grype",
    "ok-1",
    "Scan our api image (registry.northwind.io/api:2.14.0) for fixable critical or high vulnerabilities, and check the SBOM of the worker too.",
    [
        (
            "bash",
            sh("grype registry.northwind.io/api:2.14.0 --only-fixed --fail-on high"),
            " ✔ Vulnerability DB                [no update available]\n ✔ Loaded image                                registry.northwind.io/api:2.14.0\n ✔ Parsed image                              sha256:"
            + h("api-img", 64)
            + "\n ✔ Cataloged contents                        "
            + h("api-cat", 64)
            + "\n   ├── ✔ Packages                        [241 packages]\n   ├── ✔ File digests                    [1,873 files]\n   └── ✔ Executables                     [612 executables]\n ✔ Scanned for vulnerabilities     [9 vulnerability matches]\n   ├── by severity: 1 critical, 3 high, 4 medium, 1 low, 0 negligible\n   └── by status:   9 fixed, 0 not-fixed, 0 ignored\nNAME                  INSTALLED  FIXED-IN  TYPE       VULNERABILITY        SEVERITY\nlibexpat              2.5.0-r1   2.6.0-r0  apk        CVE-2024-28757       High\ngolang.org/x/net      v0.17.0    0.23.0    go-module  GHSA-4v7x-pqxf-cx7m  Medium\ngolang.org/x/net      v0.17.0    0.19.0    go-module  GHSA-qppj-fm5r-hxr3  Medium\ngoogle.golang.org/grpc  v1.58.2  1.58.3    go-module  GHSA-m425-mq94-257g  High\nlibcrypto3            3.1.4-r0   3.1.4-r5  apk        CVE-2023-6129        Medium\nlibssl3               3.1.4-r0   3.1.4-r5  apk        CVE-2023-6129        Medium\nstdlib                go1.21.3   1.21.9    go-module  CVE-2023-45288       High\nbusybox               1.36.1-r5  1.36.1-r7 apk        CVE-2023-42366       Low\nlibxml2               2.11.5-r0  2.11.7-r0 apk        CVE-2024-25062       Critical\n1 error occurred:\n\t* discovered vulnerabilities at or above the severity threshold",
        ),
        (
            "bash",
            sh("grype sbom:./sbom/worker.spdx.json --only-fixed"),
            " ✔ Vulnerability DB                [no update available]\n ✔ Scanned for vulnerabilities     [0 vulnerability matches]\n   ├── by severity: 0 critical, 0 high, 0 medium, 0 low, 0 negligible\n   └── by status:   0 fixed, 0 not-fixed, 0 ignored\nNo vulnerabilities found",
        ),
        (
            "bash",
            sh("grype db status"),
            "Location:  /home/ci/.cache/grype/db/5\nBuilt:     2024-05-14 01:31:07 +0000 UTC\nSchema:    v5\nChecksum:  sha256:"
            + h("grype-db", 64)
            + "\nStatus:    valid",
        ),
        (
            "bash",
            sh(
                "grype registry.northwind.io/api:2.14.0 -o json | jq -r '.matches[] | select(.vulnerability.id==\"CVE-2024-25062\") | .artifact.locations[].path'"
            ),
            "/lib/apk/db/installed",
        ),
    ],
)

_gr_err = "failed to load vulnerability db: the vulnerability database was built 9 days ago (max allowed age is 5 days)"
_gr_upd = 'failed to update vulnerability database: unable to update vulnerability database: unable to download db: Get "https://toolbox-data.anchore.io/grype/databases/listing.json": dial tcp: lookup toolbox-data.anchore.io on 10.0.0.2:53: no such host'
session(
    "grype",
    "fail-1",
    "Is the payments image registry.northwind.io/payments:5.3.1 affected by any critical CVE before we release it?",
    [
        ("bash", sh("grype registry.northwind.io/payments:5.3.1"), _gr_err),
        ("bash", sh("grype registry.northwind.io/payments:5.3.1 --only-fixed"), _gr_err),
        ("bash", sh("grype db update"), _gr_upd),
        ("bash", sh("grype docker-archive:payments-5.3.1.tar -o table"), _gr_err),
        (
            "bash",
            sh("GRYPE_DB_AUTO_UPDATE=false grype registry.northwind.io/payments:5.3.1"),
            _gr_err,
        ),
        (
            "bash",
            sh("grype db update -vv"),
            "[0000]  INFO grype version: 0.74.7\n[0000] DEBUG checking for available database updates\n"
            + _gr_upd,
        ),
        ("bash", sh("grype sbom:./sbom/payments.spdx.json --fail-on critical"), _gr_err),
    ],
)

_sarif = {
    "version": "2.1.0",
    "runs": [
        {
            "tool": {"driver": {"name": "CodeQL", "semanticVersion": "2.17.2"}},
            "results": [
                {
                    "ruleId": "py/sql-injection",
                    "level": "error",
                    "message": {"text": "This SQL query depends on a [user-provided value](1)."},
                    "locations": [
                        {
                            "physicalLocation": {
                                "artifactLocation": {"uri": "billing/api/reports.py"},
                                "region": {"startLine": 118, "startColumn": 24, "endColumn": 61},
                            }
                        }
                    ],
                },
                {
                    "ruleId": "py/path-injection",
                    "level": "error",
                    "message": {"text": "This path depends on a [user-provided value](1)."},
                    "locations": [
                        {
                            "physicalLocation": {
                                "artifactLocation": {"uri": "billing/api/exports.py"},
                                "region": {"startLine": 44, "startColumn": 19, "endColumn": 37},
                            }
                        }
                    ],
                },
                {
                    "ruleId": "py/clear-text-logging-sensitive-data",
                    "level": "error",
                    "message": {
                        "text": "This expression logs [sensitive data (password)](1) as clear text."
                    },
                    "locations": [
                        {
                            "physicalLocation": {
                                "artifactLocation": {"uri": "billing/auth/login.py"},
                                "region": {"startLine": 71, "startColumn": 17, "endColumn": 52},
                            }
                        }
                    ],
                },
            ],
        }
    ],
}
session(
    "codeql",
    "ok-1",
    "Run CodeQL's security queries on the billing Python service and summarise the findings with file and line.",
    [
        (
            "bash",
            sh(
                "codeql database create /tmp/billing-db --language=python --source-root=services/billing --overwrite"
            ),
            "Initializing database at /tmp/billing-db.\nRunning build command: []\nRunning command in /work/services/billing: [/opt/codeql/python/tools/autobuild.sh]\n[2024-05-14 13:02:11] [build-stdout] Scanning Python code in /work/services/billing\n[2024-05-14 13:02:40] [build-stdout] [INFO] Extraction complete: 412 files extracted, 0 failures\nFinalizing database at /tmp/billing-db.\nRunning pre-finalize script /opt/codeql/python/tools/pre-finalize.sh in /work/services/billing.\nTRAP import complete (18.3s).\nFinished zipping source archive (2.41MiB).\nSuccessfully created database at /tmp/billing-db.",
        ),
        (
            "bash",
            sh(
                "codeql database analyze /tmp/billing-db codeql/python-queries:codeql-suites/python-security-extended.qls --format=sarif-latest --output=billing.sarif --threads=4"
            ),
            "Running queries.\n[1/47] Loaded /opt/codeql/qlpacks/codeql/python-queries/0.9.14/Security/CWE-089/SqlInjection.qlx.\n[2/47] Loaded /opt/codeql/qlpacks/codeql/python-queries/0.9.14/Security/CWE-022/PathInjection.qlx.\n...\n[47/47] Loaded /opt/codeql/qlpacks/codeql/python-queries/0.9.14/Security/CWE-312/CleartextLogging.qlx.\nEvaluation done (216.4s).\nShutting down query evaluator.\nInterpreting results.\nCSV/SARIF output written to billing.sarif.\nAnalysis produced the following diagnostic data:\n\n|          Diagnostic          | Summary |\n+------------------------------+---------+\n| Successfully extracted files | 412     |\n\nAnalysis produced the following metric data:\n\n|                  Metric                  | Value |\n+------------------------------------------+-------+\n| Total lines of Python code in the database | 38117 |",
        ),
        ("bash", sh("jq '.runs[0].results | length' billing.sarif"), "3"),
        (
            "bash",
            sh(
                "jq '.runs[0].results[] | {ruleId, level, file: .locations[0].physicalLocation.artifactLocation.uri, line: .locations[0].physicalLocation.region.startLine, msg: .message.text}' billing.sarif"
            ),
            "\n".join(
                js(
                    {
                        "ruleId": r["ruleId"],
                        "level": r["level"],
                        "file": r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
                        "line": r["locations"][0]["physicalLocation"]["region"]["startLine"],
                        "msg": r["message"]["text"],
                    },
                    2,
                )
                for r in _sarif["runs"][0]["results"]
            ),
        ),
        (
            "bash",
            sh("sed -n 112,122p services/billing/billing/api/reports.py"),
            '    @router.get("/reports/{account_id}")\n    def account_report(account_id: str, sort: str = "created_at"):\n        conn = get_conn()\n        cur = conn.cursor()\n        # TODO: whitelist sort columns\n        sql = "SELECT * FROM invoices WHERE account_id = %s ORDER BY "\n        cur.execute(sql + sort, (account_id,))\n        rows = cur.fetchall()\n        return [dict(r) for r in rows]\n',
        ),
    ],
)

_ZAP = "http://zap:8080/JSON"
session(
    "zap",
    "ok-1",
    "Spider and active-scan the staging storefront with ZAP and list the high and medium risk alerts.",
    [
        (
            "zap_api",
            {
                "path": "/spider/action/scan/",
                "params": {"url": "https://staging.shop.northwind.io", "maxChildren": "10"},
            },
            js({"scan": "3"}),
        ),
        (
            "zap_api",
            {"path": "/spider/view/status/", "params": {"scanId": "3"}},
            js({"status": "38"}),
        ),
        (
            "zap_api",
            {"path": "/spider/view/status/", "params": {"scanId": "3"}},
            js({"status": "100"}),
        ),
        (
            "zap_api",
            {
                "path": "/ascan/action/scan/",
                "params": {"url": "https://staging.shop.northwind.io", "recurse": "true"},
            },
            js({"scan": "4"}),
        ),
        (
            "zap_api",
            {"path": "/ascan/view/status/", "params": {"scanId": "4"}},
            js({"status": "61"}),
        ),
        (
            "zap_api",
            {"path": "/ascan/view/status/", "params": {"scanId": "4"}},
            js({"status": "100"}),
        ),
        (
            "zap_api",
            {
                "path": "/alert/view/alertsSummary/",
                "params": {"baseurl": "https://staging.shop.northwind.io"},
            },
            js({"alertsSummary": {"High": 1, "Low": 6, "Medium": 2, "Informational": 9}}),
        ),
        (
            "zap_api",
            {
                "path": "/core/view/alerts/",
                "params": {"baseurl": "https://staging.shop.northwind.io", "riskId": "3"},
            },
            js(
                {
                    "alerts": [
                        {
                            "sourceid": "1",
                            "other": "",
                            "method": "GET",
                            "evidence": "<script>alert(1);</script>",
                            "pluginId": "40012",
                            "cweid": "79",
                            "confidence": "Medium",
                            "wascid": "8",
                            "description": "Cross-site Scripting (XSS) is an attack technique...",
                            "messageId": "1841",
                            "inputVector": "querystring",
                            "url": "https://staging.shop.northwind.io/search?q=%3Cscript%3Ealert%281%29%3B%3C%2Fscript%3E",
                            "tags": {
                                "OWASP_2021_A03": "https://owasp.org/Top10/A03_2021-Injection/"
                            },
                            "reference": "https://owasp.org/www-community/attacks/xss/",
                            "solution": "Phase: Architecture and Design...",
                            "alert": "Cross Site Scripting (Reflected)",
                            "param": "q",
                            "attack": "<script>alert(1);</script>",
                            "name": "Cross Site Scripting (Reflected)",
                            "risk": "High",
                            "id": "212",
                            "alertRef": "40012",
                        }
                    ]
                }
            ),
        ),
        (
            "zap_api",
            {
                "path": "/core/view/alerts/",
                "params": {"baseurl": "https://staging.shop.northwind.io", "riskId": "2"},
            },
            js(
                {
                    "alerts": [
                        {
                            "sourceid": "3",
                            "method": "GET",
                            "evidence": "",
                            "pluginId": "10020",
                            "cweid": "1021",
                            "confidence": "Medium",
                            "wascid": "15",
                            "messageId": "12",
                            "url": "https://staging.shop.northwind.io/",
                            "alert": "Missing Anti-clickjacking Header",
                            "param": "x-frame-options",
                            "name": "Missing Anti-clickjacking Header",
                            "risk": "Medium",
                            "id": "7",
                            "alertRef": "10020-1",
                        },
                        {
                            "sourceid": "3",
                            "method": "GET",
                            "evidence": "",
                            "pluginId": "10038",
                            "cweid": "693",
                            "confidence": "High",
                            "wascid": "15",
                            "messageId": "12",
                            "url": "https://staging.shop.northwind.io/",
                            "alert": "Content Security Policy (CSP) Header Not Set",
                            "param": "",
                            "name": "Content Security Policy (CSP) Header Not Set",
                            "risk": "Medium",
                            "id": "8",
                            "alertRef": "10038-1",
                        },
                    ]
                }
            ),
        ),
    ],
)

_zerr = js({"code": "bad_api_key", "message": "Bad API key"})
session(
    "zap",
    "fail-1",
    "Run a ZAP baseline (passive) scan of the partner portal and report any missing security headers.",
    [
        (
            "zap_api",
            {"path": "/core/action/accessUrl/", "params": {"url": "https://partners.northwind.io"}},
            _zerr,
        ),
        (
            "zap_api",
            {"path": "/spider/action/scan/", "params": {"url": "https://partners.northwind.io"}},
            _zerr,
        ),
        ("zap_api", {"path": "/core/view/version/", "params": {}}, _zerr),
        (
            "zap_api",
            {
                "path": "/spider/action/scan/",
                "params": {"url": "https://partners.northwind.io/", "maxChildren": "5"},
            },
            _zerr,
        ),
        ("zap_api", {"path": "/pscan/view/recordsToScan/", "params": {}}, _zerr),
        (
            "zap_api",
            {"path": "/core/view/alerts/", "params": {"baseurl": "https://partners.northwind.io"}},
            _zerr,
        ),
        ("zap_api", {"path": "/core/view/sites/", "params": {}}, _zerr),
    ],
)

_NB = "\n                     __     _\n   ____  __  _______/ /__  (_)\n  / __ \\/ / / / ___/ / _ \\/ /\n / / / / /_/ / /__/ /  __/ /\n/_/ /_/\\__,_/\\___/_/\\___/_/   v3.2.4\n\n\t\tprojectdiscovery.io\n\n"
session(
    "nuclei",
    "ok-1",
    "Check our three public hosts for known critical CVEs and exposed panels with nuclei.",
    [
        (
            "bash",
            sh("nuclei -l hosts.txt -severity critical,high -tags cve -silent"),
            '[CVE-2023-46805:version] [http] [high] https://vpn.northwind.io/dana-na/auth/url_default/welcome.cgi ["22.3R1"]',
        ),
        (
            "bash",
            sh("nuclei -l hosts.txt -tags panel -severity info,low,medium"),
            _NB
            + '[INF] Current nuclei version: v3.2.4 (latest)\n[INF] Current nuclei-templates version: v9.8.6 (latest)\n[WRN] Scan results upload to cloud is disabled.\n[INF] New templates added in latest release: 61\n[INF] Templates loaded for current scan: 1032\n[INF] Executing 1032 signed templates from projectdiscovery/nuclei-templates\n[INF] Targets loaded for current scan: 3\n[INF] Running httpx on input host\n[INF] Found 3 URL from httpx\n[grafana-detect] [http] [info] https://metrics.northwind.io/login ["10.2.3"]\n[ivanti-connect-secure-panel] [http] [info] https://vpn.northwind.io/dana-na/auth/url_default/welcome.cgi',
        ),
        (
            "bash",
            sh(
                "nuclei -u https://www.northwind.io -tags exposure,config -severity medium,high,critical"
            ),
            _NB
            + "[INF] Current nuclei version: v3.2.4 (latest)\n[INF] Current nuclei-templates version: v9.8.6 (latest)\n[WRN] Scan results upload to cloud is disabled.\n[INF] Templates loaded for current scan: 1610\n[INF] Executing 1610 signed templates from projectdiscovery/nuclei-templates\n[INF] Targets loaded for current scan: 1\n[INF] No results found. Better luck next time!",
        ),
        (
            "bash",
            sh("nuclei -u https://metrics.northwind.io -id CVE-2021-43798 -debug-resp -silent"),
            "[INF] [CVE-2021-43798] Dumped HTTP response https://metrics.northwind.io/public/plugins/alertlist/../../../../../../../../etc/passwd\n\nHTTP/1.1 400 Bad Request\nContent-Length: 11\nContent-Type: text/plain; charset=utf-8\n\nBad Request",
        ),
    ],
)

_nfail = (
    _NB
    + "[INF] Current nuclei version: v3.2.4 (outdated)\n[INF] Current nuclei-templates version:  (outdated)\n[WRN] Scan results upload to cloud is disabled.\n[FTL] Could not run nuclei: no templates provided for scan"
)
session(
    "nuclei",
    "fail-1",
    "Scan the new marketing microsite (go.northwind.io) with nuclei for misconfigurations before launch.",
    [
        ("bash", sh("nuclei -u https://go.northwind.io -tags misconfig"), _nfail),
        ("bash", sh("nuclei -u https://go.northwind.io -severity medium,high,critical"), _nfail),
        (
            "bash",
            sh("nuclei -update-templates"),
            _NB
            + '[INF] Current nuclei version: v3.2.4 (outdated)\n[ERR] Failed to install nuclei-templates: could not get latest release: Get "https://api.github.com/repos/projectdiscovery/nuclei-templates/releases/latest": dial tcp: lookup api.github.com: i/o timeout',
        ),
        ("bash", sh("nuclei -u https://go.northwind.io -t http/misconfiguration/"), _nfail),
        ("bash", sh("nuclei -u go.northwind.io -as"), _nfail),
        (
            "bash",
            sh("ls ~/nuclei-templates | head"),
            "ls: cannot access '/home/runner/nuclei-templates': No such file or directory",
        ),
        ("bash", sh("nuclei -u https://go.northwind.io -tags exposure,cve"), _nfail),
    ],
)

session(
    "nikto",
    "ok-1",
    "Run nikto against the legacy intranet server 10.20.4.15 and tell me what it flags.",
    [
        (
            "bash",
            sh("nikto -h http://10.20.4.15 -Tuning 123b -maxtime 10m"),
            "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ Target IP:          10.20.4.15\n+ Target Hostname:    10.20.4.15\n+ Target Port:        80\n+ Start Time:         2024-05-14 13:40:02 (GMT0)\n---------------------------------------------------------------------------\n+ Server: Apache/2.4.29 (Ubuntu)\n+ /: The anti-clickjacking X-Frame-Options header is not present. See: https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/X-Frame-Options\n+ /: The X-Content-Type-Options header is not set. This could allow the user agent to render the content of the site in a different fashion to the MIME type. See: https://www.netsparker.com/web-vulnerability-scanner/vulnerabilities/missing-content-type-header/\n+ Apache/2.4.29 appears to be outdated (current is at least Apache/2.4.54). Apache 2.2.34 is the EOL for the 2.x branch.\n+ /server-status: This reveals Apache information. Comment out appropriate line in the Apache conf file or restrict access to allowed sources. See: OSVDB-561\n+ /phpmyadmin/: phpMyAdmin directory found.\n+ /icons/README: Apache default file found. See: https://www.vntweb.co.uk/apache-restricting-access-to-iconsreadme/\n+ 7914 requests: 0 error(s) and 6 item(s) reported on remote host\n+ End Time:           2024-05-14 13:46:51 (GMT0) (409 seconds)\n---------------------------------------------------------------------------\n+ 1 host(s) tested",
        ),
        (
            "bash",
            sh("curl -s -o /dev/null -w '%{http_code}\\n' http://10.20.4.15/phpmyadmin/"),
            "200",
        ),
        (
            "bash",
            sh("nikto -h https://10.20.4.15 -ssl -Tuning b -maxtime 5m"),
            "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ Target IP:          10.20.4.15\n+ Target Hostname:    10.20.4.15\n+ Target Port:        443\n---------------------------------------------------------------------------\n+ SSL Info:        Subject:  /CN=intranet.corp.northwind.io\n                   Ciphers:  TLS_AES_256_GCM_SHA384\n                   Issuer:   /CN=Northwind Internal CA\n+ Start Time:         2024-05-14 13:48:10 (GMT0)\n---------------------------------------------------------------------------\n+ Server: Apache/2.4.29 (Ubuntu)\n+ /: The site uses TLS and the Strict-Transport-Security HTTP header is not defined. See: https://developer.mozilla.org/en-US/docs/Web/HTTP/Headers/Strict-Transport-Security\n+ 1204 requests: 0 error(s) and 1 item(s) reported on remote host\n+ End Time:           2024-05-14 13:50:02 (GMT0) (112 seconds)\n---------------------------------------------------------------------------\n+ 1 host(s) tested",
        ),
    ],
)


def _nk(port, ssl=False):
    return (
        "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ No web server found on 10.31.8.40:%d\n---------------------------------------------------------------------------\n+ 0 host(s) tested"
        % port
    )


session(
    "nikto",
    "fail-1",
    "Scan the new build server at 10.31.8.40 with nikto and list anything risky on its web UI.",
    [
        (
            "bash",
            sh("nikto -h http://10.31.8.40"),
            "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ ERROR: Error limit (20) reached for host, giving up. Last error: opening stream: can't connect (timeout): Transport endpoint is not connected\n+ Scan terminated: 20 error(s) and 0 item(s) reported on remote host\n+ End Time:           2024-05-14 14:02:40 (GMT0) (200 seconds)\n---------------------------------------------------------------------------\n+ 1 host(s) tested",
        ),
        ("bash", sh("nikto -h 10.31.8.40 -p 8080"), _nk(8080)),
        ("bash", sh("nikto -h 10.31.8.40 -p 443 -ssl"), _nk(443)),
        ("bash", sh("nikto -h 10.31.8.40 -p 8443 -ssl"), _nk(8443)),
        (
            "bash",
            sh("nikto -h http://10.31.8.40 -timeout 30"),
            "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ ERROR: Error limit (20) reached for host, giving up. Last error: opening stream: can't connect (timeout): Transport endpoint is not connected\n+ Scan terminated: 20 error(s) and 0 item(s) reported on remote host\n+ End Time:           2024-05-14 14:14:02 (GMT0) (601 seconds)\n---------------------------------------------------------------------------\n+ 1 host(s) tested",
        ),
        (
            "bash",
            sh("nikto -h 10.31.8.40 -p 80,8080,8081,9000"),
            "- Nikto v2.5.0\n---------------------------------------------------------------------------\n+ No web server found on 10.31.8.40:80\n+ No web server found on 10.31.8.40:8080\n+ No web server found on 10.31.8.40:8081\n+ No web server found on 10.31.8.40:9000\n---------------------------------------------------------------------------\n+ 0 host(s) tested",
        ),
    ],
)

session(
    "osv-scanner",
    "ok-1",
    "Check the frontend's npm lockfile and the Go service for known vulnerable dependencies.",
    [
        (
            "bash",
            sh("osv-scanner --lockfile=web/package-lock.json"),
            "Scanned /work/web/package-lock.json file and found 1184 packages\n╭─────────────────────────────────────┬──────┬───────────┬─────────────┬─────────┬───────────────────────────╮\n│ OSV URL                             │ CVSS │ ECOSYSTEM │ PACKAGE     │ VERSION │ SOURCE                    │\n├─────────────────────────────────────┼──────┼───────────┼─────────────┼─────────┼───────────────────────────┤\n│ https://osv.dev/GHSA-grv7-fg5c-xmjg │ 7.5  │ npm       │ braces      │ 3.0.2   │ web/package-lock.json     │\n│ https://osv.dev/GHSA-952p-6rrq-rcjv │ 5.3  │ npm       │ micromatch  │ 4.0.5   │ web/package-lock.json     │\n│ https://osv.dev/GHSA-3h5v-q93c-6h6q │ 7.5  │ npm       │ ws          │ 8.13.0  │ web/package-lock.json     │\n╰─────────────────────────────────────┴──────┴───────────┴─────────────┴─────────┴───────────────────────────╯",
        ),
        (
            "bash",
            sh("osv-scanner -r services/ledger"),
            "Scanning dir services/ledger\nScanned /work/services/ledger/go.mod file and found 38 packages\nNo issues found",
        ),
        (
            "bash",
            sh("npm ls ws --prefix web"),
            "storefront-web@4.12.0 /work/web\n└─┬ @storybook/react@7.6.17\n  └─┬ @storybook/core-server@7.6.17\n    └── ws@8.13.0",
        ),
    ],
)
# ---------------------------------------------------------------- 4. incident management

_PD = "https://api.pagerduty.com"


def _pdinc(n, title, status, svc, urg="high"):
    i = "Q" + h(f"pd{n}", 13).upper()
    return {
        "id": i,
        "type": "incident",
        "summary": f"[#{n}] {title}",
        "self": f"{_PD}/incidents/{i}",
        "html_url": f"https://northwind.pagerduty.com/incidents/{i}",
        "incident_number": n,
        "title": title,
        "created_at": "2024-05-14T06:12:40Z",
        "updated_at": "2024-05-14T06:20:02Z",
        "status": status,
        "incident_key": h(f"key{n}", 32),
        "service": {"id": "P" + h(svc, 6).upper(), "type": "service_reference", "summary": svc},
        "assignments": [
            {
                "at": "2024-05-14T06:12:41Z",
                "assignee": {"id": "PJ7Q2XA", "type": "user_reference", "summary": "Maya Ortiz"},
            }
        ],
        "urgency": urg,
        "escalation_policy": {
            "id": "PE1XK9D",
            "type": "escalation_policy_reference",
            "summary": "Payments Primary",
        },
    }


_i1 = _pdinc(48211, "checkout-api p99 latency > 2s", "triggered", "checkout-api")
session(
    "pagerduty",
    "ok-1",
    "Acknowledge the open checkout latency page in PagerDuty, add a note that we're rolling back deploy 8841, and tell me who is on call for payments after me.",
    [
        (
            "pagerduty_list_incidents",
            {
                "statuses": ["triggered", "acknowledged"],
                "service_ids": ["P" + h("checkout-api", 6).upper()],
            },
            js({"incidents": [_i1], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_update_incident",
            {"id": _i1["id"], "status": "acknowledged"},
            js(
                {
                    "incident": {
                        **_i1,
                        "status": "acknowledged",
                        "updated_at": "2024-05-14T06:22:13Z",
                        "acknowledgements": [
                            {
                                "at": "2024-05-14T06:22:13Z",
                                "acknowledger": {
                                    "id": "PJ7Q2XA",
                                    "type": "user_reference",
                                    "summary": "Maya Ortiz",
                                },
                            }
                        ],
                    }
                }
            ),
        ),
        (
            "pagerduty_create_note",
            {
                "incident_id": _i1["id"],
                "content": "Rolling back deploy 8841 (suspected N+1 in cart pricing).",
            },
            js(
                {
                    "note": {
                        "id": "PN" + h("note1", 8).upper(),
                        "user": {
                            "id": "PJ7Q2XA",
                            "type": "user_reference",
                            "summary": "Maya Ortiz",
                        },
                        "channel": {"summary": "The PagerDuty REST API"},
                        "content": "Rolling back deploy 8841 (suspected N+1 in cart pricing).",
                        "created_at": "2024-05-14T06:22:40Z",
                    }
                }
            ),
        ),
        (
            "pagerduty_list_oncalls",
            {
                "escalation_policy_ids": ["PE1XK9D"],
                "since": "2024-05-14T06:22:00Z",
                "until": "2024-05-15T06:22:00Z",
            },
            js(
                {
                    "oncalls": [
                        {
                            "escalation_policy": {"id": "PE1XK9D", "summary": "Payments Primary"},
                            "escalation_level": 1,
                            "schedule": {"id": "PSCH01A", "summary": "Payments weekly"},
                            "user": {"id": "PJ7Q2XA", "summary": "Maya Ortiz"},
                            "start": "2024-05-08T09:00:00Z",
                            "end": "2024-05-15T09:00:00Z",
                        },
                        {
                            "escalation_policy": {"id": "PE1XK9D", "summary": "Payments Primary"},
                            "escalation_level": 1,
                            "schedule": {"id": "PSCH01A", "summary": "Payments weekly"},
                            "user": {"id": "PK2M8RB", "summary": "Tomasz Wrona"},
                            "start": "2024-05-15T09:00:00Z",
                            "end": "2024-05-22T09:00:00Z",
                        },
                        {
                            "escalation_policy": {"id": "PE1XK9D", "summary": "Payments Primary"},
                            "escalation_level": 2,
                            "schedule": None,
                            "user": {"id": "PL0V3QN", "summary": "Priya Raman"},
                            "start": None,
                            "end": None,
                        },
                    ],
                    "limit": 25,
                    "offset": 0,
                    "more": False,
                    "total": None,
                }
            ),
        ),
        (
            "pagerduty_list_log_entries",
            {"incident_id": _i1["id"], "is_overview": True},
            js(
                {
                    "log_entries": [
                        {
                            "id": "R" + h("le1", 12).upper(),
                            "type": "acknowledge_log_entry",
                            "summary": "Acknowledged by Maya Ortiz.",
                            "created_at": "2024-05-14T06:22:13Z",
                        },
                        {
                            "id": "R" + h("le2", 12).upper(),
                            "type": "notify_log_entry",
                            "summary": "Notified Maya Ortiz by push notification.",
                            "created_at": "2024-05-14T06:12:42Z",
                        },
                        {
                            "id": "R" + h("le3", 12).upper(),
                            "type": "trigger_log_entry",
                            "summary": "Triggered through the API.",
                            "created_at": "2024-05-14T06:12:40Z",
                        },
                    ],
                    "limit": 25,
                    "offset": 0,
                    "more": False,
                    "total": None,
                }
            ),
        ),
    ],
)

session(
    "pagerduty",
    "ok-2",
    "How many high-urgency incidents did the search team get last week? List them, all pages.",
    [
        (
            "pagerduty_list_incidents",
            {
                "team_ids": ["PTSRCH1"],
                "urgencies": ["high"],
                "since": "2024-05-06",
                "until": "2024-05-13",
                "limit": 3,
                "offset": 0,
                "total": True,
            },
            js(
                {
                    "incidents": [
                        _pdinc(47990 + k, t, "resolved", "search-indexer")
                        for k, t in enumerate(
                            [
                                "indexer lag > 15m",
                                "search-api 5xx rate > 2%",
                                "shard relocation stuck",
                            ]
                        )
                    ],
                    "limit": 3,
                    "offset": 0,
                    "total": 5,
                    "more": True,
                }
            ),
        ),
        (
            "pagerduty_list_incidents",
            {
                "team_ids": ["PTSRCH1"],
                "urgencies": ["high"],
                "since": "2024-05-06",
                "until": "2024-05-13",
                "limit": 3,
                "offset": 3,
                "total": True,
            },
            js(
                {
                    "incidents": [
                        _pdinc(48040 + k, t, "resolved", "search-api")
                        for k, t in enumerate(
                            ["search-api pod crashloop", "synonyms reload failed"]
                        )
                    ],
                    "limit": 3,
                    "offset": 3,
                    "total": 5,
                    "more": False,
                }
            ),
        ),
    ],
)

session(
    "pagerduty",
    "fail-1",
    "Which PagerDuty incidents are still open for the data-platform services, and who has them?",
    [
        (
            "pagerduty_list_incidents",
            {"statuses": ["triggered", "acknowledged"]},
            js({"incidents": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_services",
            {"query": "data-platform"},
            js({"services": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_services",
            {"query": "airflow"},
            js({"services": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_incidents",
            {"statuses": ["triggered", "acknowledged", "resolved"], "since": "2024-05-01"},
            js({"incidents": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_services",
            {},
            js({"services": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_incidents",
            {"date_range": "all"},
            js({"incidents": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
        (
            "pagerduty_list_oncalls",
            {},
            js({"oncalls": [], "limit": 25, "offset": 0, "more": False, "total": None}),
        ),
        (
            "pagerduty_list_incidents",
            {"urgencies": ["high", "low"]},
            js({"incidents": [], "limit": 25, "offset": 0, "total": None, "more": False}),
        ),
    ],
)

_IIO = lambda n, name, sev, st: {
    "id": "01HX" + h(f"iio{n}", 22).upper(),
    "reference": f"INC-{n}",
    "name": name,
    "summary": None,
    "severity": {
        "id": "01H" + h(sev, 23).upper(),
        "name": sev,
        "rank": {"Critical": 1, "Major": 2, "Minor": 3}[sev],
    },
    "incident_status": {
        "id": "01H" + h(st, 23).upper(),
        "name": st,
        "category": "live" if st != "Closed" else "closed",
    },
    "mode": "standard",
    "visibility": "public",
    "created_at": "2024-05-1%dT08:00:00.000Z" % (n % 5),
    "updated_at": "2024-05-14T09:10:00.000Z",
    "permalink": f"https://app.incident.io/northwind/incidents/{n}",
}
session(
    "incident-io",
    "ok-1",
    "In incident.io, what's the latest update on the live Major incidents? Post an update on INC-412 that the fix is deployed.",
    [
        (
            "incidentio_list_incidents",
            {"status_category": "live", "page_size": 25},
            js(
                {
                    "incidents": [
                        _IIO(412, "Card auth declines in EU", "Major", "Fixing"),
                        _IIO(415, "Delayed payout emails", "Minor", "Monitoring"),
                    ],
                    "pagination_meta": {"page_size": 25, "total_record_count": 2},
                }
            ),
        ),
        (
            "incidentio_list_updates",
            {"incident_id": _IIO(412, "", "Major", "Fixing")["id"]},
            js(
                {
                    "incident_updates": [
                        {
                            "id": "01HX" + h("u1", 22).upper(),
                            "incident_id": _IIO(412, "", "Major", "Fixing")["id"],
                            "message": "Rolled out retry config to issuer-gateway; decline rate dropping from 11% to 4%.",
                            "new_incident_status": {"name": "Fixing"},
                            "updater": {"user": {"name": "Leon Brandt"}},
                            "created_at": "2024-05-14T08:51:00.000Z",
                        }
                    ],
                    "pagination_meta": {"page_size": 25},
                }
            ),
        ),
        (
            "incidentio_create_update",
            {
                "incident_id": _IIO(412, "", "Major", "Fixing")["id"],
                "message": "Fix deployed to all EU regions; monitoring decline rate.",
                "new_incident_status": "Monitoring",
            },
            js(
                {
                    "incident_update": {
                        "id": "01HX" + h("u2", 22).upper(),
                        "message": "Fix deployed to all EU regions; monitoring decline rate.",
                        "new_incident_status": {"name": "Monitoring", "category": "live"},
                        "created_at": "2024-05-14T09:12:44.000Z",
                    }
                }
            ),
        ),
        (
            "incidentio_list_incidents",
            {"status_category": "live", "severity": "Critical"},
            js({"incidents": [], "pagination_meta": {"page_size": 25, "total_record_count": 0}}),
        ),
    ],
)

_429 = lambda i: js(
    {
        "type": "too_many_requests",
        "status": 429,
        "request_id": uid(f"iio429-{i}"),
        "errors": [
            {
                "code": "rate_limited",
                "message": "You've exceeded the rate limit for this API key. Please wait and retry, or contact support.",
            }
        ],
    }
)
session(
    "incident-io",
    "fail-1",
    "Build me a list of every incident.io incident from April with its severity and time to resolve.",
    [
        (
            "incidentio_list_incidents",
            {"created_at[gte]": "2024-04-01", "created_at[lt]": "2024-05-01", "page_size": 250},
            _429(0),
        ),
        ("incidentio_list_incidents", {"created_at[gte]": "2024-04-01", "page_size": 50}, _429(1)),
        ("incidentio_list_incidents", {"page_size": 25}, _429(2)),
        ("incidentio_list_severities", {}, _429(3)),
        (
            "incidentio_list_incidents",
            {"created_at[gte]": "2024-04-01", "created_at[lt]": "2024-04-15", "page_size": 25},
            _429(4),
        ),
        ("incidentio_list_incidents", {"status_category": "closed", "page_size": 25}, _429(5)),
        (
            "incidentio_list_incidents",
            {"created_at[gte]": "2024-04-15", "created_at[lt]": "2024-05-01", "page_size": 25},
            _429(6),
        ),
    ],
)

_SP = "https://api.statuspage.io/v1/pages/kctbh9vrtdwd"
session(
    "statuspage",
    "ok-1",
    "Post a Statuspage incident that EU card payments are degraded, mark the Payments API component as degraded, then confirm the public page shows it.",
    [
        ("statuspage_list_unresolved_incidents", {"page_id": "kctbh9vrtdwd"}, "[]"),
        (
            "statuspage_create_incident",
            {
                "page_id": "kctbh9vrtdwd",
                "incident": {
                    "name": "Degraded card payments in EU",
                    "status": "investigating",
                    "body": "We're seeing elevated card declines for EU customers and are investigating.",
                    "component_ids": ["ftgks51sfs2d"],
                    "components": {"ftgks51sfs2d": "degraded_performance"},
                },
            },
            js(
                {
                    "id": "p31zjtct2jer",
                    "components": [
                        {
                            "id": "ftgks51sfs2d",
                            "page_id": "kctbh9vrtdwd",
                            "group_id": None,
                            "created_at": "2023-02-01T10:11:12.000Z",
                            "updated_at": "2024-05-14T09:20:01.322Z",
                            "group": False,
                            "name": "Payments API",
                            "description": None,
                            "position": 2,
                            "status": "degraded_performance",
                            "showcase": True,
                            "only_show_if_degraded": False,
                            "automation_email": "component+ftgks51sfs2d@notifications.statuspage.io",
                            "start_date": "2023-02-01",
                        }
                    ],
                    "created_at": "2024-05-14T09:20:01.301Z",
                    "impact": "minor",
                    "impact_override": None,
                    "incident_updates": [
                        {
                            "id": "gdsfgsd7s9dm",
                            "incident_id": "p31zjtct2jer",
                            "body": "We're seeing elevated card declines for EU customers and are investigating.",
                            "status": "investigating",
                            "created_at": "2024-05-14T09:20:01.311Z",
                            "display_at": "2024-05-14T09:20:01.311Z",
                            "deliver_notifications": True,
                        }
                    ],
                    "monitoring_at": None,
                    "name": "Degraded card payments in EU",
                    "page_id": "kctbh9vrtdwd",
                    "resolved_at": None,
                    "shortlink": "https://stspg.io/xq81nz4",
                    "status": "investigating",
                    "updated_at": "2024-05-14T09:20:01.330Z",
                }
            ),
        ),
        (
            "http_get",
            {"url": "https://status.northwind.io/api/v2/summary.json"},
            js(
                {
                    "page": {
                        "id": "kctbh9vrtdwd",
                        "name": "Northwind",
                        "url": "https://status.northwind.io",
                        "time_zone": "Etc/UTC",
                        "updated_at": "2024-05-14T09:20:01.330Z",
                    },
                    "components": [
                        {"id": "a1b2c3d4e5f6", "name": "Storefront", "status": "operational"},
                        {
                            "id": "ftgks51sfs2d",
                            "name": "Payments API",
                            "status": "degraded_performance",
                        },
                    ],
                    "incidents": [
                        {
                            "id": "p31zjtct2jer",
                            "name": "Degraded card payments in EU",
                            "status": "investigating",
                            "impact": "minor",
                            "shortlink": "https://stspg.io/xq81nz4",
                        }
                    ],
                    "scheduled_maintenances": [],
                    "status": {"indicator": "minor", "description": "Partially Degraded Service"},
                }
            ),
        ),
    ],
)

_FH = lambda n, name, sev, ms: {
    "id": uid(f"fh{n}"),
    "name": name,
    "number": n,
    "severity": sev,
    "current_milestone": ms,
    "created_at": "2024-05-1%dT10:00:00.000Z" % (n % 4),
    "incident_url": f"https://app.firehydrant.io/incidents/{uid(f'fh{n}')}",
}
session(
    "firehydrant",
    "ok-1",
    "Which FireHydrant incidents are still open, and which of them have no retrospective assigned yet?",
    [
        (
            "firehydrant_list_incidents",
            {"status": "open", "page": 1, "per_page": 2},
            js(
                {
                    "data": [
                        _FH(301, "Kafka consumer lag on orders", "SEV2", "mitigated"),
                        _FH(304, "Login 502s behind CDN", "SEV1", "investigating"),
                    ],
                    "pagination": {
                        "count": 3,
                        "page": 1,
                        "items": 2,
                        "pages": 2,
                        "last": 2,
                        "prev": None,
                        "next": 2,
                    },
                }
            ),
        ),
        (
            "firehydrant_list_incidents",
            {"status": "open", "page": 2, "per_page": 2},
            js(
                {
                    "data": [_FH(306, "Stale prices in mobile app", "SEV3", "identified")],
                    "pagination": {
                        "count": 3,
                        "page": 2,
                        "items": 1,
                        "pages": 2,
                        "last": 2,
                        "prev": 1,
                        "next": None,
                    },
                }
            ),
        ),
        (
            "firehydrant_get_retrospectives",
            {"incident_id": uid("fh301")},
            js(
                {
                    "data": [
                        {
                            "id": uid("retro301"),
                            "name": "Retrospective",
                            "status": "draft",
                            "assignee": {"name": "Ines Duarte"},
                        }
                    ],
                    "pagination": {
                        "count": 1,
                        "page": 1,
                        "items": 1,
                        "pages": 1,
                        "last": 1,
                        "prev": None,
                        "next": None,
                    },
                }
            ),
        ),
        (
            "firehydrant_get_retrospectives",
            {"incident_id": uid("fh304")},
            js(
                {
                    "data": [],
                    "pagination": {
                        "count": 0,
                        "page": 1,
                        "items": 0,
                        "pages": 0,
                        "last": None,
                        "prev": None,
                        "next": None,
                    },
                }
            ),
        ),
        (
            "firehydrant_get_retrospectives",
            {"incident_id": uid("fh306")},
            js(
                {
                    "data": [],
                    "pagination": {
                        "count": 0,
                        "page": 1,
                        "items": 0,
                        "pages": 0,
                        "last": None,
                        "prev": None,
                        "next": None,
                    },
                }
            ),
        ),
    ],
)

_RO = lambda n, title, sev, st: {
    "id": uid(f"ro{n}"),
    "type": "incidents",
    "attributes": {
        "sequential_id": n,
        "title": title,
        "slug": title.lower().replace(" ", "-"),
        "status": st,
        "severity": {"data": {"attributes": {"name": sev}}},
        "started_at": "2024-05-0%dT12:00:00.000-07:00" % (n % 9 + 1),
        "resolved_at": None if st != "resolved" else "2024-05-0%dT14:00:00.000-07:00" % (n % 9 + 1),
        "url": f"https://rootly.com/account/incidents/{n}",
    },
}
_ro_page = js(
    {
        "data": [
            _RO(88, "Checkout errors after deploy", "SEV1", "resolved"),
            _RO(87, "Slow search results", "SEV3", "resolved"),
            _RO(86, "Webhook delivery delays", "SEV2", "resolved"),
        ],
        "links": {
            "self": "https://api.rootly.com/v1/incidents?page%5Bnumber%5D=1&page%5Bsize%5D=3",
            "first": "https://api.rootly.com/v1/incidents?page%5Bnumber%5D=1&page%5Bsize%5D=3",
            "prev": None,
            "next": "https://api.rootly.com/v1/incidents?page%5Bnumber%5D=2&page%5Bsize%5D=3",
            "last": "https://api.rootly.com/v1/incidents?page%5Bnumber%5D=30&page%5Bsize%5D=3",
        },
        "meta": {
            "current_page": 1,
            "next_page": 2,
            "prev_page": None,
            "total_count": 88,
            "total_pages": 30,
        },
    }
)
session(
    "rootly",
    "ok-1",
    "Pull the Rootly record for incident #88 and the action items still open from it.",
    [
        (
            "rootly_get_incident",
            {"id": uid("ro88")},
            js({"data": _RO(88, "Checkout errors after deploy", "SEV1", "resolved")}),
        ),
        (
            "rootly_list_action_items",
            {"incident_id": uid("ro88")},
            js(
                {
                    "data": [
                        {
                            "id": uid("ai1"),
                            "type": "incident_action_items",
                            "attributes": {
                                "summary": "Add canary gate on checkout error rate",
                                "status": "open",
                                "priority": "high",
                                "assigned_to": {"name": "Ravi Menon"},
                                "due_date": "2024-05-24",
                            },
                        },
                        {
                            "id": uid("ai2"),
                            "type": "incident_action_items",
                            "attributes": {
                                "summary": "Backfill failed orders from 05-02",
                                "status": "done",
                                "priority": "medium",
                                "assigned_to": {"name": "Ana Silva"},
                                "due_date": "2024-05-06",
                            },
                        },
                    ],
                    "links": {
                        "self": "https://api.rootly.com/v1/incidents/"
                        + uid("ro88")
                        + "/action_items"
                    },
                    "meta": {"current_page": 1, "total_count": 2, "total_pages": 1},
                }
            ),
        ),
        (
            "rootly_update_action_item",
            {"id": uid("ai1"), "due_date": "2024-05-31"},
            js(
                {
                    "data": {
                        "id": uid("ai1"),
                        "type": "incident_action_items",
                        "attributes": {
                            "summary": "Add canary gate on checkout error rate",
                            "status": "open",
                            "priority": "high",
                            "due_date": "2024-05-31",
                            "updated_at": "2024-05-14T09:41:10.000-07:00",
                        },
                    }
                }
            ),
        ),
    ],
)

session(
    "rootly",
    "fail-1",
    "Find the Rootly incidents tagged 'database' from the last 30 days that are SEV1 or SEV2.",
    [
        (
            "rootly_list_incidents",
            {
                "filter[severity]": "sev1,sev2",
                "filter[labels]": "database",
                "filter[created_at][gt]": "2024-04-14",
            },
            _ro_page,
        ),
        (
            "rootly_list_incidents",
            {"filter[severity]": "sev1", "filter[created_at][gt]": "2024-04-14"},
            _ro_page,
        ),
        ("rootly_list_incidents", {"filter[search]": "database"}, _ro_page),
        (
            "rootly_list_incidents",
            {"filter[search]": "postgres", "filter[status]": "resolved"},
            _ro_page,
        ),
        (
            "rootly_list_incidents",
            {"filter[environments]": "production", "filter[services]": "orders-db"},
            _ro_page,
        ),
        ("rootly_list_incidents", {"filter[severity]": "SEV2", "sort": "-created_at"}, _ro_page),
        (
            "rootly_list_incidents",
            {"filter[labels]": "db", "filter[created_at][gt]": "2024-04-14"},
            _ro_page,
        ),
    ],
)

_XM = "https://northwind.xmatters.com/api/xm/1"
_xr = uid("xm-req")
session(
    "xmatters",
    "ok-1",
    "Page the database on-call group through xMatters about the replica lag and tell me when someone responds.",
    [
        (
            "xmatters_trigger_flow",
            {
                "url": "https://northwind.xmatters.com/api/integration/1/functions/"
                + uid("xm-fn")
                + "/triggers",
                "body": {
                    "recipients": "DBA On-Call",
                    "properties": {"summary": "orders-db replica lag 14 min", "priority": "HIGH"},
                },
            },
            js({"requestId": _xr}),
        ),
        (
            "xmatters_get_events",
            {"url": f"{_XM}/events?requestId={_xr}"},
            js(
                {
                    "count": 1,
                    "total": 1,
                    "data": [
                        {
                            "id": uid("xm-ev"),
                            "name": "orders-db replica lag 14 min",
                            "eventId": "3318092",
                            "eventType": "USER",
                            "priority": "HIGH",
                            "status": "ACTIVE",
                            "created": "2024-05-14T09:50:02.118+0000",
                            "responseCountsEnabled": False,
                            "incident": None,
                            "submitter": {"targetName": "svc-alerting"},
                            "links": {"self": f"/api/xm/1/events/{uid('xm-ev')}"},
                        }
                    ],
                    "links": {"self": f"/api/xm/1/events?requestId={_xr}&offset=0&limit=100"},
                }
            ),
        ),
        (
            "xmatters_get_user_deliveries",
            {"url": f"{_XM}/events/3318092/user-deliveries"},
            js(
                {
                    "count": 2,
                    "total": 2,
                    "data": [
                        {
                            "event": {"eventId": "3318092"},
                            "person": {
                                "targetName": "kfischer",
                                "firstName": "Katrin",
                                "lastName": "Fischer",
                            },
                            "deliveryStatus": "DELIVERED",
                            "response": None,
                            "at": "2024-05-14T09:50:05.000+0000",
                        },
                        {
                            "event": {"eventId": "3318092"},
                            "person": {
                                "targetName": "obello",
                                "firstName": "Omar",
                                "lastName": "Bello",
                            },
                            "deliveryStatus": "DELIVERED",
                            "response": None,
                            "at": "2024-05-14T09:50:05.000+0000",
                        },
                    ],
                    "links": {
                        "self": "/api/xm/1/events/3318092/user-deliveries?offset=0&limit=100"
                    },
                }
            ),
        ),
        (
            "xmatters_get_user_deliveries",
            {"url": f"{_XM}/events/3318092/user-deliveries"},
            js(
                {
                    "count": 2,
                    "total": 2,
                    "data": [
                        {
                            "event": {"eventId": "3318092"},
                            "person": {
                                "targetName": "kfischer",
                                "firstName": "Katrin",
                                "lastName": "Fischer",
                            },
                            "deliveryStatus": "RESPONDED",
                            "response": {
                                "text": "Acknowledge",
                                "comment": "on it, failing over reads",
                            },
                            "at": "2024-05-14T09:53:41.000+0000",
                        },
                        {
                            "event": {"eventId": "3318092"},
                            "person": {
                                "targetName": "obello",
                                "firstName": "Omar",
                                "lastName": "Bello",
                            },
                            "deliveryStatus": "DELIVERED",
                            "response": None,
                            "at": "2024-05-14T09:50:05.000+0000",
                        },
                    ],
                    "links": {
                        "self": "/api/xm/1/events/3318092/user-deliveries?offset=0&limit=100"
                    },
                }
            ),
        ),
    ],
)

_maint = '<!DOCTYPE html>\n<html lang="en">\n<head><meta charset="utf-8"><title>xMatters - Scheduled Maintenance</title></head>\n<body>\n<div class="container">\n<h1>We\'ll be back soon</h1>\n<p>xMatters is currently undergoing scheduled maintenance. We apologize for the inconvenience and appreciate your patience.</p>\n<p>For updates, visit <a href="https://status.xmatters.com">status.xmatters.com</a>.</p>\n</div>\n</body>\n</html>'
session(
    "xmatters",
    "fail-1",
    "Who from the network on-call group is currently on shift in xMatters, and notify them about the BGP flap?",
    [
        ("xmatters_get_on_call", {"url": f"{_XM}/on-call?groups=Network%20On-Call"}, _maint),
        (
            "xmatters_get_on_call",
            {"url": f"{_XM}/on-call?groups=Network%20On-Call&membersPerShift=5"},
            _maint,
        ),
        ("xmatters_get_group", {"url": f"{_XM}/groups/Network%20On-Call"}, _maint),
        (
            "xmatters_trigger_flow",
            {
                "url": "https://northwind.xmatters.com/api/integration/1/functions/"
                + uid("xm-fn2")
                + "/triggers",
                "body": {
                    "recipients": "Network On-Call",
                    "properties": {"summary": "BGP session flapping on edge-2"},
                },
            },
            _maint,
        ),
        (
            "xmatters_get_on_call",
            {"url": f"{_XM}/on-call?groups=Network%20On-Call&at=2024-05-14T10:00:00Z"},
            _maint,
        ),
        ("xmatters_get_group", {"url": f"{_XM}/groups?search=network"}, _maint),
        ("xmatters_get_on_call", {"url": f"{_XM}/on-call?groups=NOC"}, _maint),
    ],
)
# ---------------------------------------------------------------- 5. self-hosted LLM serving

_OL = "http://gpu-box-1:11434"
_tags = {
    "models": [
        {
            "name": "llama3.1:8b-instruct-q4_K_M",
            "model": "llama3.1:8b-instruct-q4_K_M",
            "modified_at": "2024-08-02T14:11:20.118004123Z",
            "size": 4920753328,
            "digest": h("l31", 64),
            "details": {
                "parent_model": "",
                "format": "gguf",
                "family": "llama",
                "families": ["llama"],
                "parameter_size": "8.0B",
                "quantization_level": "Q4_K_M",
            },
        },
        {
            "name": "qwen2.5-coder:14b",
            "model": "qwen2.5-coder:14b",
            "modified_at": "2024-11-20T09:02:51.771203512Z",
            "size": 8988124069,
            "digest": h("qwc", 64),
            "details": {
                "parent_model": "",
                "format": "gguf",
                "family": "qwen2",
                "families": ["qwen2"],
                "parameter_size": "14.8B",
                "quantization_level": "Q4_K_M",
            },
        },
        {
            "name": "nomic-embed-text:latest",
            "model": "nomic-embed-text:latest",
            "modified_at": "2024-06-11T08:40:03.002114004Z",
            "size": 274302450,
            "digest": h("nomic", 64),
            "details": {
                "parent_model": "",
                "format": "gguf",
                "family": "nomic-bert",
                "families": ["nomic-bert"],
                "parameter_size": "137M",
                "quantization_level": "F16",
            },
        },
    ]
}
session(
    "ollama",
    "ok-1",
    "On the gpu-box-1 Ollama server, which models are installed and loaded? Load the coder model and have it write a one-line docstring for `def dedupe(xs): return list(dict.fromkeys(xs))`.",
    [
        ("http_get", {"url": f"{_OL}/api/tags"}, js(_tags)),
        ("http_get", {"url": f"{_OL}/api/ps"}, js({"models": []})),
        (
            "http_post",
            {
                "url": f"{_OL}/api/generate",
                "json": {
                    "model": "qwen2.5-coder:14b",
                    "prompt": "Write a one-line Python docstring for: def dedupe(xs): return list(dict.fromkeys(xs))",
                    "stream": False,
                    "keep_alive": "30m",
                },
            },
            js(
                {
                    "model": "qwen2.5-coder:14b",
                    "created_at": "2024-11-21T10:04:12.880321Z",
                    "response": '"""Return the items of xs with duplicates removed, keeping first-seen order."""',
                    "done": True,
                    "done_reason": "stop",
                    "context": [151644, 8948, 198],
                    "total_duration": 9120448112,
                    "load_duration": 7311022874,
                    "prompt_eval_count": 41,
                    "prompt_eval_duration": 188004000,
                    "eval_count": 19,
                    "eval_duration": 1602114000,
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{_OL}/api/ps"},
            js(
                {
                    "models": [
                        {
                            "name": "qwen2.5-coder:14b",
                            "model": "qwen2.5-coder:14b",
                            "size": 10611802112,
                            "digest": h("qwc", 64),
                            "details": {
                                "parent_model": "",
                                "format": "gguf",
                                "family": "qwen2",
                                "families": ["qwen2"],
                                "parameter_size": "14.8B",
                                "quantization_level": "Q4_K_M",
                            },
                            "expires_at": "2024-11-21T10:34:12.880321Z",
                            "size_vram": 10611802112,
                        }
                    ]
                }
            ),
        ),
    ],
)

session(
    "ollama",
    "ok-2",
    "Embed our three FAQ titles with nomic-embed-text on Ollama and tell me the vector size; also delete the unused llama3.1 model.",
    [
        (
            "http_post",
            {
                "url": f"{_OL}/api/embed",
                "json": {
                    "model": "nomic-embed-text",
                    "input": [
                        "How do I reset my password?",
                        "Can I change my billing date?",
                        "Where is my order?",
                    ],
                },
            },
            js(
                {
                    "model": "nomic-embed-text",
                    "embeddings": [
                        [0.0121, -0.0473, 0.0338, "...(768 floats)"],
                        [-0.0045, 0.0612, 0.0117, "...(768 floats)"],
                        [0.0289, -0.0011, -0.0540, "...(768 floats)"],
                    ],
                    "total_duration": 141002114,
                    "load_duration": 98004113,
                    "prompt_eval_count": 27,
                }
            ),
        ),
        (
            "http_delete",
            {"url": f"{_OL}/api/delete", "json": {"model": "llama3.1:8b-instruct-q4_K_M"}},
            "HTTP 200 OK (empty body)",
        ),
        ("http_get", {"url": f"{_OL}/api/tags"}, js({"models": _tags["models"][1:]})),
    ],
)

_oom = [
    js({"error": "model requires more system memory (21.4 GiB) than is available (9.8 GiB)"}),
    js({"error": "llama runner process has terminated: signal: killed"}),
]
session(
    "ollama",
    "fail-1",
    "Ask the 32B model on the shared Ollama box to summarise this incident timeline for the postmortem.",
    [
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b",
                    "prompt": "Summarise this incident timeline: ...",
                    "stream": False,
                },
            },
            _oom[0],
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b",
                    "prompt": "Summarise this incident timeline: ...",
                    "stream": False,
                    "options": {"num_ctx": 2048},
                },
            },
            _oom[0],
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b-instruct-q3_K_S",
                    "prompt": "Summarise this incident timeline: ...",
                    "stream": False,
                },
            },
            _oom[1],
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b",
                    "prompt": "Summarise in 5 bullets: ...",
                    "stream": False,
                    "options": {"num_gpu": 0},
                },
            },
            _oom[0],
        ),
        (
            "http_get",
            {"url": "http://llm-shared:11434/api/ps"},
            js(
                {
                    "models": [
                        {
                            "name": "mixtral:8x7b",
                            "model": "mixtral:8x7b",
                            "size": 28410115840,
                            "size_vram": 24117002240,
                            "expires_at": "2024-11-21T12:00:00Z",
                        }
                    ]
                }
            ),
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:14b",
                    "prompt": "Summarise this incident timeline: ...",
                    "stream": False,
                },
            },
            js(
                {
                    "error": "model requires more system memory (10.9 GiB) than is available (9.8 GiB)"
                }
            ),
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b",
                    "prompt": "Summarise: ...",
                    "stream": False,
                    "keep_alive": 0,
                },
            },
            _oom[0],
        ),
        (
            "http_post",
            {
                "url": "http://llm-shared:11434/api/generate",
                "json": {
                    "model": "qwen2.5:32b-instruct-q3_K_S",
                    "prompt": "Summarise: ...",
                    "stream": False,
                    "options": {"num_ctx": 1024},
                },
            },
            _oom[1],
        ),
    ],
)

_VL = "http://vllm.ml.svc:8000"
session(
    "vllm",
    "ok-1",
    "Check the vLLM server: which model it serves and its context length, then classify these two support tickets as billing or technical, and tell me the current queue depth.",
    [
        (
            "http_get",
            {"url": f"{_VL}/v1/models"},
            js(
                {
                    "object": "list",
                    "data": [
                        {
                            "id": "meta-llama/Meta-Llama-3.1-8B-Instruct",
                            "object": "model",
                            "created": 1721640012,
                            "owned_by": "vllm",
                            "root": "meta-llama/Meta-Llama-3.1-8B-Instruct",
                            "parent": None,
                            "max_model_len": 16384,
                            "permission": [
                                {
                                    "id": "modelperm-" + h("vperm", 32),
                                    "object": "model_permission",
                                    "created": 1721640012,
                                    "allow_create_engine": False,
                                    "allow_sampling": True,
                                    "allow_logprobs": True,
                                    "allow_search_indices": False,
                                    "allow_view": True,
                                    "allow_fine_tuning": False,
                                    "organization": "*",
                                    "group": None,
                                    "is_blocking": False,
                                }
                            ],
                        }
                    ],
                }
            ),
        ),
        (
            "http_post",
            {
                "url": f"{_VL}/v1/chat/completions",
                "json": {
                    "model": "meta-llama/Meta-Llama-3.1-8B-Instruct",
                    "messages": [
                        {
                            "role": "user",
                            "content": "Classify as billing or technical, one word each:\n1. I was charged twice for May.\n2. The export button does nothing in Safari.",
                        }
                    ],
                    "temperature": 0,
                },
            },
            js(
                {
                    "id": "chat-" + h("vchat", 32),
                    "object": "chat.completion",
                    "created": 1721641187,
                    "model": "meta-llama/Meta-Llama-3.1-8B-Instruct",
                    "choices": [
                        {
                            "index": 0,
                            "message": {
                                "role": "assistant",
                                "content": "1. billing\n2. technical",
                                "tool_calls": [],
                            },
                            "logprobs": None,
                            "finish_reason": "stop",
                            "stop_reason": None,
                        }
                    ],
                    "usage": {"prompt_tokens": 52, "total_tokens": 59, "completion_tokens": 7},
                    "prompt_logprobs": None,
                }
            ),
        ),
        (
            "http_get",
            {"url": f"{_VL}/metrics"},
            '# HELP vllm:num_requests_running Number of requests currently running on GPU.\n# TYPE vllm:num_requests_running gauge\nvllm:num_requests_running{model_name="meta-llama/Meta-Llama-3.1-8B-Instruct"} 11.0\n# HELP vllm:num_requests_waiting Number of requests waiting to be processed.\n# TYPE vllm:num_requests_waiting gauge\nvllm:num_requests_waiting{model_name="meta-llama/Meta-Llama-3.1-8B-Instruct"} 3.0\n# HELP vllm:gpu_cache_usage_perc GPU KV-cache usage. 1 means 100 percent usage.\n# TYPE vllm:gpu_cache_usage_perc gauge\nvllm:gpu_cache_usage_perc{model_name="meta-llama/Meta-Llama-3.1-8B-Instruct"} 0.8712\n# HELP vllm:num_preemptions_total Cumulative number of preemption from the engine.\n# TYPE vllm:num_preemptions_total counter\nvllm:num_preemptions_total{model_name="meta-llama/Meta-Llama-3.1-8B-Instruct"} 42.0\n',
        ),
    ],
)

_vnf = lambda m: js(
    {
        "object": "error",
        "message": f"The model `{m}` does not exist.",
        "type": "NotFoundError",
        "param": None,
        "code": 404,
    }
)
session(
    "vllm",
    "fail-1",
    "Use our vLLM endpoint to translate the five release-note lines into German.",
    [
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "llama3",
                    "messages": [
                        {"role": "user", "content": "Translate into German: Faster exports."}
                    ],
                },
            },
            _vnf("llama3"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "llama-3-8b-instruct",
                    "messages": [
                        {"role": "user", "content": "Translate into German: Faster exports."}
                    ],
                },
            },
            _vnf("llama-3-8b-instruct"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "meta-llama/Meta-Llama-3-8B-Instruct",
                    "messages": [
                        {"role": "user", "content": "Translate into German: Faster exports."}
                    ],
                },
            },
            _vnf("meta-llama/Meta-Llama-3-8B-Instruct"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/completions",
                "json": {
                    "model": "meta-llama/Meta-Llama-3-8B-Instruct",
                    "prompt": "German: Faster exports. ->",
                },
            },
            _vnf("meta-llama/Meta-Llama-3-8B-Instruct"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "Meta-Llama-3-8B-Instruct",
                    "messages": [
                        {"role": "user", "content": "Übersetze: Dark mode for the dashboard."}
                    ],
                },
            },
            _vnf("Meta-Llama-3-8B-Instruct"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "default",
                    "messages": [
                        {
                            "role": "user",
                            "content": "Translate into German: Dark mode for the dashboard.",
                        }
                    ],
                },
            },
            _vnf("default"),
        ),
        (
            "http_post",
            {
                "url": "http://vllm-de.ml.svc:8000/v1/chat/completions",
                "json": {
                    "model": "llama3:8b",
                    "messages": [
                        {"role": "user", "content": "Translate into German: SSO for all plans."}
                    ],
                },
            },
            _vnf("llama3:8b"),
        ),
    ],
)

_LL = "https://llm-gw.northwind.io"
session(
    "litellm",
    "ok-1",
    "From the LiteLLM proxy, how much did the support-bot key spend yesterday, and which upstream model does the 'fast' alias route to?",
    [
        (
            "http_get",
            {"url": f"{_LL}/key/info?key=sk-...b71q"},
            js(
                {
                    "key": "sk-...b71q",
                    "info": {
                        "key_name": "sk-...b71q",
                        "key_alias": "support-bot",
                        "spend": 412.8871,
                        "max_budget": 1000.0,
                        "models": ["fast", "smart"],
                        "team_id": "support",
                        "user_id": None,
                        "expires": None,
                        "budget_duration": "30d",
                        "budget_reset_at": "2024-06-01T00:00:00Z",
                        "tpm_limit": 200000,
                        "rpm_limit": 600,
                        "metadata": {"owner": "cx-platform"},
                        "created_at": "2024-03-02T10:11:12.000Z",
                    },
                }
            ),
        ),
        (
            "http_get",
            {
                "url": f"{_LL}/spend/logs?api_key=sk-...b71q&start_date=2024-05-13&end_date=2024-05-14"
            },
            js(
                [
                    {
                        "startTime": "2024-05-13T00:00:00+00:00",
                        "spend": 18.4412,
                        "models": {"gpt-4o-mini": 3.1021, "claude-3-5-sonnet-20240620": 15.3391},
                        "users": {"support-bot": 18.4412},
                    }
                ]
            ),
        ),
        (
            "http_get",
            {"url": f"{_LL}/model/info"},
            js(
                {
                    "data": [
                        {
                            "model_name": "fast",
                            "litellm_params": {"model": "openai/gpt-4o-mini", "api_base": None},
                            "model_info": {
                                "id": h("m-fast", 32),
                                "db_model": False,
                                "max_tokens": 16384,
                                "max_input_tokens": 128000,
                                "input_cost_per_token": 1.5e-07,
                                "output_cost_per_token": 6e-07,
                                "litellm_provider": "openai",
                                "mode": "chat",
                            },
                        },
                        {
                            "model_name": "smart",
                            "litellm_params": {"model": "anthropic/claude-3-5-sonnet-20240620"},
                            "model_info": {
                                "id": h("m-smart", 32),
                                "db_model": False,
                                "max_tokens": 8192,
                                "max_input_tokens": 200000,
                                "input_cost_per_token": 3e-06,
                                "output_cost_per_token": 1.5e-05,
                                "litellm_provider": "anthropic",
                                "mode": "chat",
                            },
                        },
                    ]
                }
            ),
        ),
    ],
)

_lerr = lambda: js(
    {
        "error": {
            "message": "Authentication Error, Invalid proxy server token passed. key=sk-...XyZ0, not found in db. Create key via `/key/generate` call.",
            "type": "auth_error",
            "param": "None",
            "code": "401",
        }
    }
)
session(
    "litellm",
    "fail-1",
    "Break down this month's LLM spend per team from the LiteLLM proxy.",
    [
        (
            "http_get",
            {
                "url": f"{_LL}/global/spend/report?start_date=2024-05-01&end_date=2024-05-14&group_by=team"
            },
            _lerr(),
        ),
        ("http_get", {"url": f"{_LL}/team/list"}, _lerr()),
        (
            "http_get",
            {"url": f"{_LL}/spend/logs?start_date=2024-05-01&end_date=2024-05-14"},
            _lerr(),
        ),
        ("http_get", {"url": f"{_LL}/global/spend/teams"}, _lerr()),
        ("http_get", {"url": f"{_LL}/health/liveliness"}, '"I\'m alive!"'),
        (
            "http_get",
            {"url": f"{_LL}/global/spend/report?start_date=2024-05-01&end_date=2024-05-14"},
            _lerr(),
        ),
        ("http_get", {"url": f"{_LL}/key/list"}, _lerr()),
        (
            "http_get",
            {"url": f"{_LL}/spend/tags?start_date=2024-05-01&end_date=2024-05-14"},
            _lerr(),
        ),
    ],
)

_TGI = "http://tgi-mistral.ml.svc"
session(
    "tgi",
    "ok-1",
    "Is the TGI Mistral server healthy, what's its max input length, and generate a subject line for the May newsletter with it.",
    [
        ("http_get", {"url": f"{_TGI}/health"}, "HTTP 200 OK (empty body)"),
        (
            "http_get",
            {"url": f"{_TGI}/info"},
            js(
                {
                    "model_id": "mistralai/Mistral-7B-Instruct-v0.3",
                    "model_sha": h("mistral-sha", 40),
                    "model_dtype": "torch.float16",
                    "model_device_type": "cuda",
                    "model_pipeline_tag": "text-generation",
                    "max_concurrent_requests": 128,
                    "max_best_of": 2,
                    "max_stop_sequences": 4,
                    "max_input_tokens": 8191,
                    "max_total_tokens": 8192,
                    "validation_workers": 2,
                    "max_client_batch_size": 4,
                    "router": "text-generation-router",
                    "version": "2.0.4",
                    "sha": h("tgi-sha", 40),
                    "docker_label": "sha-" + h("tgi-sha", 7),
                }
            ),
        ),
        (
            "http_post",
            {
                "url": f"{_TGI}/generate",
                "json": {
                    "inputs": "[INST] Write one subject line for our May product newsletter (new: dark mode, faster exports). [/INST]",
                    "parameters": {"max_new_tokens": 30, "temperature": 0.7},
                },
            },
            js(
                {
                    "generated_text": ' "May at Northwind: Dark Mode Arrives and Exports Get 3x Faster"'
                }
            ),
        ),
    ],
)

_LC = "http://llamacpp.lab:8080"
session(
    "llamacpp",
    "ok-1",
    "Is the llama.cpp server busy right now? Show slot usage and throughput, and run a quick completion to check latency.",
    [
        ("http_get", {"url": f"{_LC}/health"}, js({"status": "ok"})),
        (
            "http_get",
            {"url": f"{_LC}/slots"},
            js(
                [
                    {
                        "id": 0,
                        "id_task": 4412,
                        "n_ctx": 4096,
                        "speculative": False,
                        "is_processing": True,
                        "params": {"n_predict": 512, "temperature": 0.8},
                        "prompt": "",
                        "next_token": {"has_next_token": True, "n_remain": 301, "n_decoded": 211},
                    },
                    {
                        "id": 1,
                        "id_task": -1,
                        "n_ctx": 4096,
                        "speculative": False,
                        "is_processing": False,
                        "params": {"n_predict": -1, "temperature": 0.8},
                        "prompt": "",
                        "next_token": {"has_next_token": True, "n_remain": -1, "n_decoded": 0},
                    },
                ]
            ),
        ),
        (
            "http_get",
            {"url": f"{_LC}/metrics"},
            "# HELP llamacpp:prompt_tokens_total Number of prompt tokens processed.\n# TYPE llamacpp:prompt_tokens_total counter\nllamacpp:prompt_tokens_total 1184230\n# HELP llamacpp:tokens_predicted_total Number of generation tokens processed.\n# TYPE llamacpp:tokens_predicted_total counter\nllamacpp:tokens_predicted_total 402118\n# HELP llamacpp:prompt_tokens_seconds Average prompt throughput in tokens/s.\n# TYPE llamacpp:prompt_tokens_seconds gauge\nllamacpp:prompt_tokens_seconds 1422.08\n# HELP llamacpp:predicted_tokens_seconds Average generation throughput in tokens/s.\n# TYPE llamacpp:predicted_tokens_seconds gauge\nllamacpp:predicted_tokens_seconds 38.61\n# HELP llamacpp:requests_processing Number of request processing.\n# TYPE llamacpp:requests_processing gauge\nllamacpp:requests_processing 1\n# HELP llamacpp:requests_deferred Number of request deferred.\n# TYPE llamacpp:requests_deferred gauge\nllamacpp:requests_deferred 0\n",
        ),
        (
            "http_post",
            {
                "url": f"{_LC}/completion",
                "json": {"prompt": "The capital of Portugal is", "n_predict": 8},
            },
            js(
                {
                    "content": " Lisbon, which is also its largest",
                    "id_slot": 1,
                    "stop": True,
                    "model": "/models/llama-3.1-8b-instruct-q5_k_m.gguf",
                    "tokens_predicted": 8,
                    "tokens_evaluated": 6,
                    "truncated": False,
                    "stopped_eos": False,
                    "stopped_word": False,
                    "stopped_limit": True,
                    "stopping_word": "",
                    "tokens_cached": 13,
                    "timings": {
                        "prompt_n": 6,
                        "prompt_ms": 21.4,
                        "prompt_per_token_ms": 3.57,
                        "prompt_per_second": 280.37,
                        "predicted_n": 8,
                        "predicted_ms": 204.9,
                        "predicted_per_token_ms": 25.61,
                        "predicted_per_second": 39.04,
                    },
                }
            ),
        ),
    ],
)

_load = js({"error": {"code": 503, "message": "Loading model", "type": "unavailable_error"}})
session(
    "llamacpp",
    "fail-1",
    "Use the llama.cpp server on the lab box to draft three test questions about photosynthesis.",
    [
        (
            "http_post",
            {
                "url": f"{_LC}/completion",
                "json": {
                    "prompt": "Write three quiz questions about photosynthesis:\n1.",
                    "n_predict": 200,
                },
            },
            _load,
        ),
        ("http_get", {"url": f"{_LC}/health"}, _load),
        (
            "http_post",
            {
                "url": f"{_LC}/v1/chat/completions",
                "json": {
                    "messages": [
                        {
                            "role": "user",
                            "content": "Write three quiz questions about photosynthesis.",
                        }
                    ]
                },
            },
            _load,
        ),
        ("http_get", {"url": f"{_LC}/health"}, _load),
        ("http_get", {"url": f"{_LC}/slots"}, _load),
        ("http_get", {"url": f"{_LC}/health"}, _load),
        (
            "http_post",
            {
                "url": f"{_LC}/completion",
                "json": {"prompt": "Q1 about photosynthesis:", "n_predict": 60},
            },
            _load,
        ),
        ("http_get", {"url": f"{_LC}/health"}, _load),
    ],
)

session(
    "lmstudio",
    "ok-1",
    "On my workstation's LM Studio, load the Phi-3 mini model with an 8k context and start the server on port 1234.",
    [
        (
            "bash",
            sh("lms ls"),
            "\nYou have 4 models, taking up 19.84 GB of disk space.\n\nLLMs (Large Language Models)                       PARAMS      ARCHITECTURE          SIZE\nlmstudio-community/Meta-Llama-3.1-8B-Instruct-GGUF             Llama                 4.92 GB\nmicrosoft/Phi-3-mini-4k-instruct-gguf                          Phi3                  2.39 GB\nbartowski/Qwen2.5-Coder-14B-Instruct-GGUF                      Qwen2                 8.99 GB\n\nEmbedding Models                                   PARAMS      ARCHITECTURE          SIZE\nnomic-ai/nomic-embed-text-v1.5-GGUF                            Nomic BERT            84.11 MB\n",
        ),
        (
            "bash",
            sh("lms ps"),
            "\nNo models are currently loaded\n\nTo load a model, run:\n\n    lms load --gpu max\n",
        ),
        (
            "bash",
            sh("lms load microsoft/Phi-3-mini-4k-instruct-gguf --context-length 8192 --gpu max -y"),
            'Loading model "microsoft/Phi-3-mini-4k-instruct-gguf/Phi-3-mini-4k-instruct-q4.gguf"...\n[==================================================] 100.00%\nModel loaded successfully in 3.41s. (2.39 GB)\nTo use the model in the API/SDK, use the identifier "phi-3-mini-4k-instruct".\nTo set a custom identifier, use the --identifier <identifier> option.',
        ),
        (
            "bash",
            sh("lms server start --port 1234"),
            "Starting server...\nSuccess! Server is now running on port 1234",
        ),
        ("bash", sh("lms server status"), "The server is running on port 1234."),
    ],
)


def rows() -> list[dict]:
    out = []
    for family, run_id, task, ok, calls in SESSIONS:
        for tool, args, result in calls:
            out.append(
                {
                    "source": f"{SOURCE}/{family}",
                    "run_id": run_id,
                    "task": task,
                    "tool": tool,
                    "args": args,
                    "result": result,
                    "outcome": {"success": ok},
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
        Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).with_name("tool_heldout33.jsonl")
    )
