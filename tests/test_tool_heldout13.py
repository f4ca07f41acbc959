"""Thirteenth held-out check of the gates: network diagnostics, ML compute, structures and
papers, data-wrangling printouts, code scanners and test runners.

``tests/data/tool_heldout13.jsonl`` (built by ``tests/data/tool_heldout13_build.py``) holds 56
hand-written sessions in the real-runs format on tool kinds the earlier fixtures did not cover:
``dig`` and ``nslookup``, ``whois``, ``ping``/``mtr``/``traceroute``, ``openssl`` certificate
checks and ``curl -I`` headers, UptimeRobot, Statuspage and Pingdom, Grafana's dashboard search
and data-source frames, Opsgenie's asynchronous alert actions; MLflow runs and metric
histories, the W&B MCP server, Slurm's ``sbatch``/``squeue``/``sacct``, TensorBoard scalars,
Ray jobs, ``nvidia-smi``; RCSB PDB search and GraphQL, AlphaFold DB, ChEMBL, Materials
Project, OpenAlex, Crossref with ORCID, the Zotero MCP server; LangChain's ``python_repl_ast``
on pandas reprs, Polygon.io aggregates and yfinance frames, openpyxl rows, Polars frames, R
console prints; Semgrep JSON, Trivy tables, Snyk and Bandit text, ESLint's stylish output,
Lighthouse and axe-core, ``cargo test``, ``go test``, Jest and Gradle. 36 succeeded and 20
failed (a source failed silently and the agent kept calling). The fixture was written without
reading the detectors, the shape readers, the gate's tool counting or the earlier fixtures.

The ``default``, ``classifier`` and ``semantic`` gates are replayed per tool at k = 3 and the
counts measured when the fixture was written are asserted, so a regression either way is seen.
Successful sessions a gate stops and failing sessions it misses are listed with the result text
that was misread and what a careful reading makes of it: the gaps stay visible. The gate's
default choice of which tools it counts is checked tool by tool, its misjudgements listed the
same way.

Measured when the fixture was written, at k = 3: successful sessions stopped by ``default`` /
``classifier`` / ``semantic``: 2 / 2 / 5 of 36 (each stop withholds evidence); failing
sessions tripped 10 / 8 / 13 of 20, cutting 27 / 22 / 35 of their 121 calls. The default
counting misjudges 3 of the fixture's 83 tools, all actions it counts (``sbatch``,
``opsgenie_acknowledge_alert``, ``bump_dependency``); every read is counted.

Stopped by every gate: Crossref's answers to five reference look-ups (each the matching work
with its DOI, or for the unpublished manuscript only unrelated works, which is the answer), and
a Ray job's status polled while it runs (``PENDING``, then ``RUNNING`` twice: a poll's answer).
``semantic`` also stops a whois session (two registry records and a ``No match for`` the user
asked about), an ESLint fix loop whose reports shrink each time, and a pandas session whose
two exceptions (``KeyError: 'chanel'``, the ``.dt`` accessor) are the usual iteration.

Missed by every gate: Grafana frames with empty value columns (``"values":[[],[]]``) for every
warehouse query; MLflow answering every filter with the same stale runs; pandas' ``Empty
DataFrame`` / ``Series([], …)`` for a frame loaded empty; openpyxl rows of ``None`` (formulas
never calculated); Trivy's ``TOOMANYREQUESTS`` DB download failure, read as log lines; and
Lighthouse audits of the login page every portal URL redirects to. ``default`` and
``classifier`` also miss the resolver timing out (``;; no servers could be reached``), Zotero's
``No items found matching query: …`` for five paraphrases, the same ``cargo test`` failure
after each edit (a stale checkout) and Gradle's daemon dying on every build.

Near misses not counted (a run of 2, or k reached only at a session's last call, so no call
is cut): ``default`` reads ``df.head()`` and ``df.info()`` useless in a row (pandas-ok-1);
``semantic`` reaches 3 at the last call of dns-ok-1 (``dig`` answers for MX, TXT and the mail
host's CNAME), r-ok-1 (a tibble, an R error, the ``lm`` summary), semgrep-ok-1 (three scans,
the clean rescan included) and snyk-ok-1 (three ``snyk test`` reports), and a run of 2 in
trivy-ok-1, openalex-ok-1 (the last cursor page and the empty page that ends the paging),
bandit-ok-1 (a run of 2 across three ``No issues identified.``, read unknown) and a11y-ok-1.
No gate stops the three ``NXDOMAIN`` answers in a row that the user asked to confirm (read
useful or unknown: dns-ok-2), ten ``squeue`` polls (two of them identical) and the header-only
answer once the job left the queue (slurm-ok-1), nor RCSB's empty body for a search with no
hits and MLflow's ``{}`` for no failed runs (each read useless, but alone).
"""

from __future__ import annotations

from tests._heldout import HeldOut, HeldOutChecks, parametrize_checks

FIX = HeldOut("tool_heldout13")
H = "heldout13/"


#: Successful sessions each gate stops at k = 3, with why that is wrong.
STOPPED = {
    "default": {},
    "classifier": {},
    "semantic": {},
}

_GRAFANA = (
    "Grafana answers every warehouse query with a data frame whose columns are empty "
    '(``"fields":[{{"name":"time",…}},{{"name":"picks",…}}]}},"data":{{"values":[[],[]]}}``) and '
    'a ``count(*)`` of 0 (``"values":[[0]]``): no picks recorded yesterday, the replica is '
    "stale; read {how}"
)
_MLFLOW = (
    "MLflow answers four differently filtered searches (``tags.sweep = 'lr-0311'``, "
    "``attributes.start_time > 1741651200000``, …) with the same two February runs "
    '(``"run_name":"bert-ner-baseline"``, ``"start_time":1738580000000``), never the sweep; '
    "{how}"
)
_EXCEL = (
    "openpyxl reads rows of ``None`` from a workbook whose formulas were never calculated "
    "(``('North', None, None, None, None, None, None, None)``, ``(None,)`` ×5, "
    "``(datetime.datetime(2025, 7, 1, 0, 0), None, None, None)``); {how}, and the two "
    "``excel_read_cell`` answers ``None`` (useless) are another tool's run of 2"
)
_LOGIN = (
    "Lighthouse audits the login page every portal URL redirects to "
    '(``"requestedUrl":"https://portal.northwind-traders.com/invoices","finalDisplayedUrl":'
    '"https://portal.northwind-traders.com/login?next=%2Finvoices"``, the same scores and '
    "failing audits each time): read {how}"
)
_DNS = (
    "the resolver times out for every name (``;; communications error to 10.96.0.10#53: "
    "timed out`` three times, then ``;; no servers could be reached``; once ``connection "
    "refused`` over TCP): read useful ({how}) seven times"
)
_CARGO = (
    "``cargo test`` prints the same failure after each of three edits (``Finished `test` "
    "profile … in 0.04s`` with nothing recompiled, ``thread 'dedup::tests::keeps_latest' "
    "panicked at src/dedup.rs:57:9``: the edits reach another checkout); {how}"
)
_GRADLE = (
    "Gradle's daemon dies on every build (``FAILURE: Build failed with an exception.\\n\\n* "
    "What went wrong:\\nGradle build daemon disappeared unexpectedly (it may have been killed "
    "or may have crashed)``); {how}"
)

#: Failing sessions each gate does not trip on at k = 3 (no call cut), with why that is wrong.
MISSED = {
    "default": {
        H + "grafana/grafana-fail-1": _GRAFANA.format(how="useful (0.20) six times"),
        H + "mlflow/mlflow-fail-1": _MLFLOW.format(
            how="the first read useful (0.20), the repeats useless: 3 only at the last call"
        ),
        H + "excel/excel-fail-1": _EXCEL.format(how="the rows read useful (0.20) or unknown"),
        H + "a11y/a11y-fail-1": _LOGIN.format(how="useful (0.20) five times"),
        H + "cargo/cargo-fail-1": _CARGO.format(
            how="the first read useful (0.10), the repeats useless: 3 only at the last call"
        ),
        H + "gradle/gradle-fail-1": _GRADLE.format(
            how="read useful at the first build (0.07) and with ``--no-daemon`` (0.37), so the "
            "run never reaches 3"
        ),
    },
    "classifier": {
        H + "dns/dns-fail-1": _DNS.format(how="0.75-0.84"),
        H + "netpath/netpath-fail-1": "every traceroute answers 30 hops of ``* * *`` (the "
        "sandbox drops the probes; ``ping`` says ``socket: Operation not permitted``): read "
        "useful (0.52-0.71) six times",
        H + "grafana/grafana-fail-1": _GRAFANA.format(how="useful (0.84-0.87) but once unknown"),
        H + "mlflow/mlflow-fail-1": _MLFLOW.format(how="read useful (0.60-0.79) every time"),
        H + "excel/excel-fail-1": _EXCEL.format(how="the rows read useful (0.61) or unknown"),
        H + "a11y/a11y-fail-1": _LOGIN.format(how="useful (0.62-0.72) five times"),
        H + "cargo/cargo-fail-1": _CARGO.format(how="read useful (0.39) four times"),
        H + "gradle/gradle-fail-1": _GRADLE.format(how="read useful (0.50-0.62) five times"),
    },
    "semantic": {
        H + "cargo/cargo-fail-1": _CARGO.format(
            how="the first output read useful (0.20, default's reading: off one paragraph the "
            "model defers), the repeats useless, so the run reaches 3 only at the last call"
        ),
        H + "gradle/gradle-fail-1": _GRADLE.format(
            how="read useful (0.15, 0.73) at the first and third builds (default's reading), "
            "useless between: a run of 2"
        ),
        H + "grafana/grafana-fail-1": _GRAFANA.format(how="unknown (0.50) six times"),
        H + "mlflow/mlflow-fail-1": _MLFLOW.format(
            how="read unknown (0.50) four times (the identical repeats included)"
        ),
        H + "excel/excel-fail-1": _EXCEL.format(how="the rows read unknown (0.50)"),
        H + "a11y/a11y-fail-1": _LOGIN.format(how="unknown (0.50) five times"),
    },
}

#: (successful stopped, of those withholding evidence, calls cut, calls in failing runs).
COUNTS = {"default": (0, 0, 39, 121), "classifier": (0, 0, 32, 121), "semantic": (0, 0, 37, 121)}
#: Failing sessions tripped (a call cut), of 20.
TRIPPED = {"default": 14, "classifier": 12, "semantic": 14}

#: Whether a careful reading counts each tool of the fixture (a read) or not (an action).
#: Tools that compute or check count: a test run, a scan, an audit or a code cell's print is
#: what the agent asked to learn (``jest -u`` updates snapshots, but its answer is the test
#: report). Polls of an action's outcome (``opsgenie_get_request_status``) read.
READS = (
    "alphafold_prediction", "axe_run", "bandit", "cargo_test", "check_certificate",
    "chembl_activity", "chembl_mechanism", "chembl_molecule", "chembl_target_search",
    "crossref_works", "dns_lookup", "excel_read_cell", "excel_read_range",
    "get_dashboard_panel_queries", "go_test", "gradle", "grafana_query", "http_head", "jest",
    "lighthouse_audit", "mlflow_get_metric_history", "mlflow_get_model_version",
    "mlflow_get_run", "mlflow_search_runs", "mp_summary_search", "mtr_report", "nslookup",
    "nvidia_smi", "openalex_works", "opsgenie_get_alert", "opsgenie_get_request_status",
    "opsgenie_list_alerts", "orcid_works", "ping", "pingdom_get_checks",
    "pingdom_get_outage_summary", "pingdom_get_results", "polars_sql", "polygon_aggregates",
    "python_repl_ast", "query_wandb_tool", "r_eval", "ray_job_list", "ray_job_logs",
    "ray_job_status", "rcsb_graphql", "rcsb_search", "run_eslint", "sacct",
    "search_dashboards", "semgrep_scan", "snyk_test", "squeue", "statuspage_list_components",
    "tail_file", "tensorboard_runs", "tensorboard_scalars", "tensorboard_tags", "traceroute",
    "trivy_image", "uptimerobot_get_monitors", "whois", "yfinance_download",
    "yfinance_history", "zotero_get_annotations", "zotero_get_item_metadata",
    "zotero_get_recent", "zotero_search_items",
)  # fmt: skip
ACTIONS = (
    "bump_dependency", "create_annotation", "create_wandb_report_tool", "edit_file",
    "excel_write_cell", "mlflow_create_model_version", "opsgenie_acknowledge_alert",
    "opsgenie_add_note", "opsgenie_close_alert", "ray_job_submit", "sbatch",
    "statuspage_create_incident", "uptimerobot_edit_monitor",
    "zotero_add_items_to_collection", "zotero_create_collection",
)  # fmt: skip
ARGUABLE: tuple[str, ...] = ()

#: Tools the default counting misjudges, with why (none since their verbs were read).
MISCOUNTED: dict[str, str] = {}

FAMILIES = {
    "a11y", "alphafold", "bandit", "cargo", "chembl", "crossref", "dns", "eslint", "excel",
    "go-test", "gpu", "gradle", "grafana", "jest", "materials", "mlflow", "netpath", "openalex",
    "opsgenie", "pandas", "pdb", "polars", "prices", "r-console", "ray", "semgrep", "slurm",
    "snyk", "tensorboard", "tls", "trivy", "uptime", "wandb", "whois", "zotero",
}  # fmt: skip


def test_fixture_shape() -> None:
    eps = FIX.episodes()
    assert len(eps) == 56
    assert len(FIX.ids(True)) == 36 and len(FIX.ids(False)) == 20
    assert {e.id.split("/")[1] for e in eps} == FAMILIES
    assert all(2 <= len(e.steps) <= 20 for e in eps)
    assert max(len(e.steps) for e in eps) >= 14  # a long session of useful steps
    assert all(isinstance(s.observation, str) for e in eps for s in e.steps)
    assert FIX.path.stat().st_size < 300_000


def test_tool_formats() -> None:
    """The printouts keep the shapes the build script says they have."""
    by_tool: dict[str, list[str]] = {}
    for e in FIX.episodes():
        for s in e.steps:
            assert s.observation is not None
            by_tool.setdefault(s.action, []).append(s.observation)
    assert all(o.startswith("shape: (") or o.startswith("Schema([") for o in by_tool["polars_sql"])
    assert any("; <<>> DiG 9.18" in o for o in by_tool["dns_lookup"])
    assert any(o.startswith("             JOBID PARTITION") for o in by_tool["squeue"])
    assert "" in by_tool["rcsb_search"] and "" in by_tool["run_eslint"]  # nothing to say
    assert "{}" in by_tool["mlflow_search_runs"]  # proto3 drops an empty list
    assert any(o.startswith("Empty DataFrame\n") for o in by_tool["python_repl_ast"])
    assert all(o.startswith("{") for o in by_tool["openalex_works"])


pytest_generate_tests = parametrize_checks


class TestHeldOut13(HeldOutChecks):
    FIX = FIX
    STOPPED, MISSED, COUNTS, TRIPPED = STOPPED, MISSED, COUNTS, TRIPPED
    READS, ACTIONS, ARGUABLE, MISCOUNTED = READS, ACTIONS, ARGUABLE, MISCOUNTED
