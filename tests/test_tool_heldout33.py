"""Thirty-third held-out check of the gates: data platforms, graph and document stores,
security scanning, incident management, self-hosted LLM serving.

``tests/data/tool_heldout33.jsonl`` (built by ``tests/data/tool_heldout33_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not
cover: snowsql tables, Databricks Jobs runs polled and SQL statements paged, the Redshift Data
API polled through the AWS CLI, dbt run/test/ls/build logs, Airflow's REST API and task logs,
the Spark History Server; Dgraph DQL, ArangoDB cursors, OpenSearch searches and ``_cat``
tables, the DuckDB CLI, Neptune openCypher and Gremlin, TigerGraph RESTPP; Grype, CodeQL and
SARIF, the ZAP API, nuclei, nikto, osv-scanner; PagerDuty, incident.io, Statuspage,
FireHydrant, Rootly, xMatters; Ollama, vLLM, the LiteLLM proxy, TGI, the llama.cpp server and
LM Studio's ``lms``. 35 succeeded and 21 failed (a source failed silently and the agent kept
calling). The fixture was written without reading the detectors, the shape readers, the
gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 1 / 2 / 1 of 35 (one of classifier's stops withholds
evidence); failing sessions tripped 13 / 11 / 13 of 21, cutting 47 / 40 / 47 of their 155
calls. The default counting misjudges one tool of 46: ``databricks_jobs_run_now`` acts (it
starts a job run; its answer is ``{"run_id": …, "number_in_job": …}``) but is counted.

The misses share three kinds. A wrong environment or a dead target answering in a
well-formed, empty or plain shape: snowsql's ``0 Row(s) produced`` and ``COUNT(*) 0`` of a
dev account, Dgraph's ``{"data":{"q":[]}}`` from the wrong namespace, nikto's ``+ No web
server found on 10.31.8.40:8080`` and ``Error limit (20) reached``, Redshift statements that
stay ``"Status": "SUBMITTED"`` between execute-statement receipts on the one ``bash`` tool;
these read useful at every call. Errors answered to ``http_post``, which the default counting
leaves out (Ollama's ``model requires more system memory`` and vLLM's ``The model `llama3`
does not exist.``, both generation reads): every gate reads them useless and none counts
them. And one maintenance page answering three xMatters tools in turn, each tool keeping its
own run, so get_on_call reaches 3 only at the session's last call.

Near misses not counted (a run of 2, or k reached only at a session's last call): all three
gates read the legitimately empty answers the tasks ask for useless: FireHydrant's two empty
retrospective lists at the end of ``firehydrant-ok-1`` (a run of 2), Spark's failed-stage
listing ``[ ]`` after the applications list (``default`` 0.77 then 1.00, ``classifier``
0.94-0.99, ``semantic`` 1.00: a run of 2), Statuspage's unresolved ``[]``, Ollama's
``{"models": []}`` and Neptune's ``{"results": []}`` (runs of 1); ``default`` and
``semantic`` read the second identical poll of a Databricks run and of an Airflow run
(``"state": "running"``) useless, reset by the next poll; ``classifier`` reads
osv-scanner's and the DuckDB CLI's tables 0.74-0.86, near its cut-off (0.87).
"""

from __future__ import annotations

import json

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout33")
H = "heldout33/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED: dict[str, dict[str, str]] = {
    "default": {},
    "classifier": {
        H + "nuclei/nuclei-ok-1": "nuclei's findings (``[CVE-2023-46805:version] [http] "
        "[high] https://vpn.northwind.io/dana-na/…``, the panel detections after the banner) "
        "and the legitimate ``[INF] No results found. Better luck next time!`` for the "
        "exposure scan the user asked about are read useless (1.00, 0.90, 0.93): a finding, "
        "two panels and a clean result, all answers",
    },
    "semantic": {},
}

_SNOW = (
    "the ``default`` connection is the dev account: every query of the orders and payments "
    "tables answers ``COUNT(*) 0``, ``0 Row(s) produced``, ``MAX(CREATED_AT) NULL`` and a "
    "table listing of zero row counts, read {how} seven times; a careful reader sees an empty "
    "warehouse, not a week without failed payments"
)
_DGRAPH = (
    'Dgraph answers ``{{"data": {{"q": []}}, "extensions": {{…}}}}`` to seven differently '
    "worded lookups and a schema holding only ``dgraph.*`` predicates (the wrong namespace): "
    "read {how} every time"
)
_NIKTO = (
    "nikto's ``+ ERROR: Error limit (20) reached for host, giving up. Last error: opening "
    "stream: can't connect (timeout)`` and ``+ No web server found on 10.31.8.40:8080`` (the "
    "host is unreachable) are read {how} six times"
)
_REDSHIFT = (
    "the cluster's queue never starts a statement: describe-statement answers "
    '``"Status": "SUBMITTED"``, ``"ResultRows": -1`` and get-statement-result ``Query does '
    "not have result``; all calls go through the one ``bash`` tool, where the "
    "execute-statement receipts and the first SUBMITTED answers read {how} between the "
    "errors read useless, so the run never reaches 3"
)
_NUCLEI = (
    "``[FTL] Could not run nuclei: no templates provided for scan`` after the banner (no "
    "templates and no network to fetch them): {how}"
)
_POST = (
    "every generation call is an ``http_post`` ({what}), which the default counting leaves "
    "out; read useless ({score}) but never counted, so nothing is cut"
)
_OLLAMA = 'Ollama: ``{"error": "model requires more system memory (21.4 GiB) …"}``'
_VLLM = 'vLLM: ``{"object": "error", "message": "The model `llama3` does not exist.", …}``'
_XM = (
    "xMatters answers every call with its ``Scheduled Maintenance`` page (``We'll be back "
    "soon``), read {how}; but the agent alternates get_on_call, get_group and trigger_flow, "
    "each tool keeps its own run, and get_on_call reaches 3 only at the session's last call"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "snowflake/snowflake-fail-1": _SNOW.format(how="useful (0.20)"),
        H + "dgraph/dgraph-fail-1": _DGRAPH.format(how="useful (0.20)"),
        H + "nikto/nikto-fail-1": _NIKTO.format(how="useful (0.20)"),
        H + "redshift-data/redshift-data-fail-1": _REDSHIFT.format(how="useful (0.20)"),
        H + "nuclei/nuclei-fail-1": _NUCLEI.format(
            how="read useful (0.20) the first time, useless (1.00) when repeated, but the "
            "failed template update (0.20) and ``ls: cannot access "
            "'/home/runner/nuclei-templates'`` (0.50) between them on the same ``bash`` tool "
            "reset the run"
        ),
        H + "ollama/ollama-fail-1": _POST.format(what=_OLLAMA, score="1.00"),
        H + "vllm/vllm-fail-1": _POST.format(what=_VLLM, score="1.00"),
        H + "xmatters/xmatters-fail-1": _XM.format(how="0.49 at first, then 1.00"),
    },
    "classifier": {
        H + "snowflake/snowflake-fail-1": _SNOW.format(how="useful or unknown (0.35-0.77)"),
        H + "dgraph/dgraph-fail-1": _DGRAPH.format(how="useful (0.35-0.74)"),
        H + "nikto/nikto-fail-1": _NIKTO.format(how="useful (0.44-0.81)"),
        H + "redshift-data/redshift-data-fail-1": _REDSHIFT.format(how="useful (0.35-0.82)"),
        H + "nuclei/nuclei-fail-1": _NUCLEI.format(how="read useful (0.70-0.77) five times"),
        H + "ollama/ollama-fail-1": _POST.format(what=_OLLAMA, score="0.90-1.00"),
        H + "vllm/vllm-fail-1": _POST.format(what=_VLLM, score="0.88-0.91"),
        H + "xmatters/xmatters-fail-1": _XM.format(how="0.86 at first, then 0.89-0.90"),
        H + "rootly/rootly-fail-1": "Rootly ignores the filters and hands back the same first "
        'page (incidents #88, #87, #86 of 88, ``"total_count": 88``) for seven different '
        "filters: read 0.83-0.86, just under the cut-off (0.87)",
        H + "pagerduty/pagerduty-fail-1": "the token belongs to an empty account: "
        '``{"incidents": [], "limit": 25, "offset": 0, "total": null, "more": false}`` and '
        "empty service and on-call lists for eight queries, read 0.34-1.00, the run broken by "
        "answers under the cut-off (0.67-0.80)",
    },
    "semantic": {
        H + "snowflake/snowflake-fail-1": _SNOW.format(how="useful (0.39)"),
        H + "dgraph/dgraph-fail-1": _DGRAPH.format(how="useful (0.39)"),
        H + "nikto/nikto-fail-1": _NIKTO.format(how="useful (0.39)"),
        H + "redshift-data/redshift-data-fail-1": _REDSHIFT.format(how="useful (0.39)"),
        H + "nuclei/nuclei-fail-1": _NUCLEI.format(
            how="read useful (0.39) the first time, useless (1.00) when repeated, but the "
            "failed template update (0.39) and the ``ls`` error (0.50) reset the run"
        ),
        H + "ollama/ollama-fail-1": _POST.format(what=_OLLAMA, score="1.00"),
        H + "vllm/vllm-fail-1": _POST.format(what=_VLLM, score="1.00"),
        H + "xmatters/xmatters-fail-1": _XM.format(how="0.97 at first, then 1.00"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 50, 155), "classifier": (1, 1, 43, 155), "semantic": (0, 0, 50, 155)}
#: Failing sessions tripped (a call cut), of 21.
TRIPPED = {"default": 13, "classifier": 11, "semantic": 13}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Left out, as arguable: ``bash`` (runs queries and scans, but also ``alter warehouse``,
#: ``lms load`` and ``lms server start``), ``http_post`` (Airflow's dagRuns trigger acts;
#: Ollama's generate, vLLM's chat completions and llama.cpp's completion read), ``zap_api``
#: (starts spider and active scans, and reads their status and alerts) and
#: ``databricks_sql_execute`` (submits a statement; its answer is the statement's state, or
#: its first rows when it finishes within the wait).
READS = (
    "arangodb_aql", "arangodb_cursor_next", "databricks_jobs_get_run",
    "databricks_jobs_get_run_output", "databricks_jobs_list", "databricks_jobs_list_runs",
    "databricks_sql_get_result_chunk", "databricks_sql_get_statement", "dgraph_query",
    "firehydrant_get_retrospectives", "firehydrant_list_incidents", "http_get",
    "incidentio_list_incidents", "incidentio_list_severities", "incidentio_list_updates",
    "neptune_gremlin", "neptune_opencypher", "opensearch_cat", "opensearch_search",
    "pagerduty_list_incidents", "pagerduty_list_log_entries", "pagerduty_list_oncalls",
    "pagerduty_list_services", "rootly_get_incident", "rootly_list_action_items",
    "rootly_list_incidents", "statuspage_list_unresolved_incidents", "tigergraph_get_vertex",
    "tigergraph_run_query", "xmatters_get_events", "xmatters_get_group",
    "xmatters_get_on_call", "xmatters_get_user_deliveries",
)  # fmt: skip
ACTIONS = (
    "databricks_jobs_run_now", "dgraph_mutate", "http_delete", "incidentio_create_update",
    "pagerduty_create_note", "pagerduty_update_incident", "rootly_update_action_item",
    "statuspage_create_incident", "xmatters_trigger_flow",
)  # fmt: skip
ARGUABLE = ("bash", "databricks_sql_execute", "http_post", "zap_api")

#: Tools the default counting misjudges, with why.
MISCOUNTED = {
    "databricks_jobs_run_now": "acts (it starts a job run; its answer is the receipt "
    '``{"run_id": 918273, "number_in_job": 918273}``) and is counted; the run is read with '
    "databricks_jobs_get_run. Its one receipt in databricks-ok-1 reads useful (0.20)",
}

FAMILIES = {
    "airflow", "arangodb", "codeql", "databricks", "dbt", "dgraph", "duckdb", "firehydrant",
    "grype", "incident-io", "litellm", "llamacpp", "lmstudio", "neptune", "nikto", "nuclei",
    "ollama", "opensearch", "osv-scanner", "pagerduty", "redshift-data", "rootly",
    "snowflake", "spark", "statuspage", "tgi", "tigergraph", "vllm", "xmatters", "zap",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 35 and len(FIX.ids(False)) == 21
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 12 for e in eps)
    assert all(len(e.steps) >= 6 for e in eps if not e.raw["outcome"]["success"])
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def _results(family: str) -> list[str]:
    return [s.observation for e in FIX.episodes() if e.id.split("/")[1] == family for s in e.steps]


def test_tool_formats() -> None:
    """The results are in the formats the build script's docstring names."""
    for family in ("databricks", "dgraph", "arangodb", "opensearch", "neptune", "tigergraph"):
        skip = ("Error:", "health ")
        assert all(json.loads(o) is not None for o in _results(family) if not o.startswith(skip))
    for family in ("pagerduty", "incident-io", "firehydrant", "rootly", "zap", "litellm"):
        assert all(json.loads(o) is not None for o in _results(family)), family
    assert all("Row(s) produced. Time Elapsed:" in o for o in _results("snowflake"))
    nikto = [o for o in _results("nikto") if o != "200"]  # one curl of a flagged path
    assert len(nikto) == 8 and all(o.startswith("- Nikto v2.5.0\n") for o in nikto)
    dbt = [o for o in _results("dbt") if "Running with dbt=" in o]
    assert len(dbt) == 8
    assert all(o.startswith("┌") for o in _results("duckdb")[:3])


pytest_generate_tests = parametrize_checks


class TestHeldOut33(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
